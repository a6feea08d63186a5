"""Relevance ranking for recall: Okapi BM25 over English words and Chinese bigrams.

Hand-written because it is twenty lines and the libraries (rank-bm25, jieba) either
bring a dictionary download or do not tokenize mixed English/Chinese text the way we need.
Chinese has no spaces, so CJK runs are indexed as overlapping character bigrams (plus
single characters), the standard trick that needs no dictionary.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import TypeVar

from .models import Entry

__all__ = ["bm25_scores", "rank", "tokenize"]

_WORD = re.compile(r"[0-9a-z]+(?:['.-][0-9a-z]+)*|[\u3400-\u9fff\uf900-\ufaff]+")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
K1, B = 1.2, 0.75

T = TypeVar("T")


def tokenize(text: str) -> list[str]:
    tokens: list[str] = []
    for run in _WORD.findall(text.lower()):
        if _CJK.match(run):
            tokens.extend(run)
            tokens.extend(run[i : i + 2] for i in range(len(run) - 1))
        else:
            tokens.append(run)
            if len(run) > 4 and run.endswith("s"):  # crude plural folding: "points" ~ "point"
                tokens.append(run[:-1])
    return tokens


def bm25_scores(query: str, docs: Sequence[list[str]]) -> list[float]:
    q = set(tokenize(query))
    if not q or not docs:
        return [0.0] * len(docs)
    n = len(docs)
    avg = sum(len(d) for d in docs) / n or 1.0
    df = Counter(t for d in docs for t in set(d) if t in q)
    scores = []
    for d in docs:
        tf = Counter(t for t in d if t in q)
        s = 0.0
        for t, f in tf.items():
            idf = math.log(1 + (n - df[t] + 0.5) / (df[t] + 0.5))
            s += idf * f * (K1 + 1) / (f + K1 * (1 - B + B * len(d) / avg))
        scores.append(s)
    return scores


def rank(query: str, entries: list[Entry]) -> list[Entry]:
    """Entries matching ``query``, best first (ties: newest first, as given)."""
    scores = bm25_scores(query, [tokenize(e.text) for e in entries])
    ranked = sorted(
        ((s, i) for i, s in enumerate(scores) if s > 0), key=lambda p: (-p[0], p[1])
    )
    return [replace(entries[i], score=s) for s, i in ranked]
