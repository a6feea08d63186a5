"""Regenerate src/complex_memory_manager/privacy/data/zh_verbs.txt from jieba's dictionary.

The Chinese name detectors ask "does a verb phrase begin right after this surname-led run?"
(和张瑞喝了咖啡, 把杨杨加到群里, 请靳俊喝茶): a person in a slot between a preposition-like
word and a verb. jieba's dictionary answers with a part-of-speech tag: every one-character
word tagged as a verb (v, vg) with a frequency of 300 or more, every two-character word tagged
as a verb (v, vn, vi, vd) with a frequency of 100 or more, and the adverbs (d) of one or two
characters with a frequency of 2000 or more (和X一直, 老师X挺严格). Run:
pip download jieba==0.42.1 --no-deps && tar xzf jieba-0.42.1.tar.gz &&
python scripts/gen_zh_verbs.py jieba-0.42.1/jieba/dict.txt

zh_verb_nouns.txt holds the two-character words (frequency 100 or more) that begin with a
one-character verb but are no verb themselves (编号, 会议, 来源): after a name that opens a
clause, such a word is no predicate (房源|编号).

zh_verb_given.txt holds the common given-name characters that are far more often a verb: the
number of three-character names (nr) in the dictionary using the character as a given name,
per 1,000 of its frequency as a one-character verb, is under 10 (开, 发, 存, 通; not 建, 超,
欢, 亮): 把钱存起来 is no name 钱存.
"""

from __future__ import annotations

import sys
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "src/complex_memory_manager/privacy/data"
HEADER = """\
# Chinese verbs and adverbs: one-character words tagged v/vg with a frequency of 300 or more,
# two-character words tagged v/vn/vi/vd with a frequency of 100 or more, adverbs (d) of one or
# two characters with a frequency of 2000 or more. Derived from the dictionary of jieba 0.42.1
# (Sun Junyi, MIT License). Regenerate: scripts/gen_zh_verbs.py"""


NOUN_HEADER = """\
# Two-character words with a frequency of 100 or more that begin with a one-character verb
# (v/vg) but are not tagged as verbs or adverbs (编号, 会议, 来源). Derived from the dictionary
# of jieba 0.42.1 (Sun Junyi, MIT License). Regenerate: scripts/gen_zh_verbs.py"""


GIVEN_HEADER = """\
# Common given-name characters far more often a verb: three-character names in the dictionary
# of jieba 0.42.1 (Sun Junyi, MIT License) using the character as a given name, per 1,000 of its
# frequency as a one-character verb, under 10 (开, 发, 存, 通; not 建, 超, 欢, 亮).
# Regenerate: scripts/gen_zh_verbs.py"""


def _chars(name: str) -> set[str]:
    out: set[str] = set()
    for line in (DATA / name).read_text(encoding="utf-8").splitlines():
        if not line.startswith("#"):
            out.update("".join(line.split()))
    return out


def main(dict_path: str) -> None:
    one: list[str] = []
    two: list[str] = []
    for line in Path(dict_path).read_text(encoding="utf-8").splitlines():
        word, freq, tag = line.split()
        if not all("\u4e00" <= c <= "\u9fff" for c in word):
            continue
        if len(word) == 1 and tag in ("v", "vg") and int(freq) >= 300:
            one.append(word)
        elif len(word) == 2 and tag in ("v", "vn", "vi", "vd") and int(freq) >= 100:
            two.append(word)
        elif len(word) <= 2 and tag == "d" and int(freq) >= 2000:
            (one if len(word) == 1 else two).append(word)
    words = sorted(one) + sorted(two)
    lines = [HEADER] + [" ".join(words[i : i + 40]) for i in range(0, len(words), 40)]
    (DATA / "zh_verbs.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    verb1: set[str] = set()
    entries = [line.split() for line in Path(dict_path).read_text(encoding="utf-8").splitlines()]
    for word, freq, tag in entries:
        if len(word) == 1 and tag in ("v", "vg") and int(freq) >= 300:
            verb1.add(word)
    nouns = sorted(
        word
        for word, freq, tag in entries
        if len(word) == 2
        and word[0] in verb1
        and int(freq) >= 100
        and tag not in ("v", "vn", "vi", "vd", "d")
        and all("\u4e00" <= c <= "\u9fff" for c in word)
    )
    lines = [NOUN_HEADER] + [" ".join(nouns[i : i + 40]) for i in range(0, len(nouns), 40)]
    (DATA / "zh_verb_nouns.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    surnames = _chars("zh_surnames.txt")
    given = _chars("zh_given_chars.txt")
    in_names: dict[str, int] = {}
    verb_freq: dict[str, int] = {}
    for word, freq, tag in entries:
        if tag == "nr" and len(word) == 3 and word[0] in surnames:
            for c in word[1:]:
                in_names[c] = in_names.get(c, 0) + 1
        if len(word) == 1 and tag in ("v", "vg") and int(freq) >= 300:
            verb_freq[word] = int(freq)
    verbish = sorted(
        c for c in given if c in verb_freq and in_names.get(c, 0) * 1000 < 10 * verb_freq[c]
    )
    (DATA / "zh_verb_given.txt").write_text(
        GIVEN_HEADER + "\n" + " ".join(verbish) + "\n", encoding="utf-8"
    )


if __name__ == "__main__":
    main(sys.argv[1])
