"""Regenerate src/complex_memory_manager/privacy/data/zh_verbs.txt from jieba's dictionary.

The Chinese name detectors ask "does a verb phrase begin right after this surname-led run?"
(和张瑞喝了咖啡, 把杨杨加到群里, 请靳俊喝茶): a person in a slot between a preposition-like
word and a verb. jieba's dictionary answers with a part-of-speech tag: every one-character
word tagged as a verb (v, vg) with a frequency of 300 or more, every two-character word tagged
as a verb (v, vn, vi, vd) with a frequency of 100 or more, and the adverbs (d) of one or two
characters with a frequency of 2000 or more (和X一直, 老师X挺严格). Run:
pip download jieba==0.42.1 --no-deps && tar xzf jieba-0.42.1.tar.gz &&
python scripts/gen_zh_verbs.py jieba-0.42.1/jieba/dict.txt
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


if __name__ == "__main__":
    main(sys.argv[1])
