"""Regenerate src/complex_memory_manager/privacy/data/zh_common_words.txt and zh_span_words.txt
from jieba's dictionary.

The name detectors ask "is this surname-led run of two or three characters an ordinary
word?" (满意, 宿舍, 乌龙 are not people). jieba's dictionary answers that with a frequency
and a part-of-speech tag; every word tagged as a person name (nr*) is left out, so a
listed word is an ordinary word that happens to begin with a surname character. Run:
pip download jieba==0.42.1 --no-deps && tar xzf jieba-0.42.1.tar.gz &&
python scripts/gen_zh_common_words.py jieba-0.42.1/jieba/dict.txt

zh_span_words.txt holds the ordinary words that could straddle the edge of a bare name: a
surname character after their first character (两次|王 -> "次王" is no word, so 王 may begin a
name) or a common given-name character before their last (王阳|明天 -> "阳明" is).
"""

from __future__ import annotations

import sys
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "src/complex_memory_manager/privacy/data"
HEADER = """\
# Ordinary Chinese words of two or three characters that begin with a surname character
# (满意, 宿舍, 高兴): never a person's name without a strong cue. Derived from the dictionary
# of jieba 0.42.1 (Sun Junyi, MIT License): every word with a frequency of 50 or more whose
# part-of-speech tag is not a person name (nr*). Regenerate: scripts/gen_zh_common_words.py"""
MIN_FREQ = 50
SPAN_HEADER = """\
# Ordinary Chinese words of two or three characters with a surname character after their first
# character or a common given-name character before their last: a bare name never begins or
# ends inside one. Derived from the dictionary of jieba 0.42.1 (Sun Junyi, MIT License): every
# word with a frequency of 50 or more whose part-of-speech tag is not a person name (nr*),
# and its two-character words tagged as names (张开, 老公, 萧山 are mostly words).
# Regenerate: scripts/gen_zh_common_words.py"""


def _chars(name: str) -> set[str]:
    out: set[str] = set()
    for line in (DATA / name).read_text(encoding="utf-8").splitlines():
        if not line.startswith("#"):
            out.update("".join(line.split()))
    return out


def main(dict_path: str) -> None:
    surnames: set[str] = set()
    for line in (DATA / "zh_surnames.txt").read_text(encoding="utf-8").splitlines():
        if not line.startswith("#"):
            surnames.update(line.split())
    words: list[str] = []
    span: list[str] = []
    first = {s[0] for s in surnames}
    given = _chars("zh_given_chars.txt")
    for line in Path(dict_path).read_text(encoding="utf-8").splitlines():
        word, freq, tag = line.split()
        if not 2 <= len(word) <= 3 or int(freq) < MIN_FREQ:
            continue
        if not all("\u4e00" <= c <= "\u9fff" for c in word):
            continue
        edge = any(c in first for c in word[1:]) or any(c in given for c in word[:-1])
        if tag.startswith("nr"):
            # jieba tags many two-character words as names (张开, 老公, 萧山): keep those for
            # the edge check; its three-character "names" are mostly real people's names
            if len(word) == 2 and edge:
                span.append(word)
            continue
        if word[0] in surnames or word[:2] in surnames:
            words.append(word)
        if edge:
            span.append(word)
    words.sort()
    lines = [HEADER] + [" ".join(words[i : i + 40]) for i in range(0, len(words), 40)]
    (DATA / "zh_common_words.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    span.sort()
    lines = [SPAN_HEADER] + [" ".join(span[i : i + 40]) for i in range(0, len(span), 40)]
    (DATA / "zh_span_words.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1])
