"""Regenerate src/complex_memory_manager/privacy/data/common_words_en.txt from wordfreq.

The gate asks "is this token a common English word?" (handles and passphrases). wordfreq
answers that well but costs ~1 s to import and load and 58 MB installed, so the answer is
vendored as a 0.8 MB list instead. Run: pip install wordfreq==3.1.1 && python
scripts/gen_common_words.py
"""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

from wordfreq import top_n_list, zipf_frequency

OUT = (Path(__file__).resolve().parents[1]
       / "src/complex_memory_manager/privacy/data/common_words_en.txt")
HEADER = """\
# English word frequencies: every lowercase word with a Zipf frequency of 2.0 or more
# (2 = about once per 100 million words, 3 = once per million), one line per frequency
# tenth: '<zipf x 10> word word ...'. Derived from the data of wordfreq 3.1.1 (Robyn Speer
# et al.), which is licensed CC BY-SA 4.0; this file is under the same licence.
# Regenerate: python scripts/gen_common_words.py"""


def main() -> None:
    buckets: dict[int, list[str]] = defaultdict(list)
    for word in top_n_list("en", 400_000):
        if not re.fullmatch(r"[a-z0-9][a-z0-9'\-.]*", word):
            continue
        zipf = zipf_frequency(word, "en")
        if zipf >= 2.0:
            buckets[int(zipf * 10)].append(word)
    levels = sorted(buckets, reverse=True)
    lines = [HEADER] + [f"{k} " + " ".join(sorted(buckets[k])) for k in levels]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
