"""Relevance ranking for recall: Okapi BM25 over English words and Chinese bigrams.

Hand-written because it is short and the libraries (rank-bm25, jieba) either bring a
dictionary download or do not tokenize mixed English/Chinese text the way we need.

Tokenization: text is NFKC-normalized (full-width letters and digits become ASCII) and
lower-cased. English words lose a light suffix (``preferences`` ~ ``preference`` ~
``preferred``) and common stop words. Chinese has no spaces, so CJK runs are indexed as
overlapping character bigrams plus single characters (minus a few particles), the
standard trick that needs no dictionary.

:func:`bm25_from_counts` scores pre-tokenized documents (term → count), which is what
the encrypted recall index (:mod:`.index`) keeps, so a query never re-reads entries.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace

from .models import Entry

__all__ = [
    "TOKENIZER_VERSION", "bm25_from_counts", "bm25_scores", "idf", "query_terms", "rank",
    "term_counts", "tokenize",
]

#: bump when tokenization changes: indexes built with another version are rebuilt
TOKENIZER_VERSION = 2

_WORD = re.compile(r"[0-9a-z]+(?:['.-][0-9a-z]+)*|[\u3400-\u9fff\uf900-\ufaff]+")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"))
K1, B = 1.2, 0.75

_STOP = frozenset(
    [
        "a", "an", "and", "are", "as", "at", "be", "but", "by", "do", "does", "for", "from",
        "had", "has", "have", "he", "her", "his", "how", "i", "if", "in", "into", "is",
        "it", "its", "me", "my", "no", "not", "of", "on", "or", "our", "she", "so", "than",
        "that", "the", "their", "them", "then", "there", "these", "they", "this", "to",
        "too", "us", "was", "we", "were", "what", "when", "where", "which", "who", "why",
        "will", "with", "you", "your",
    ]
)
# single CJK characters too common to carry meaning (bigrams containing them still count)
_CJK_STOP = frozenset("的了是在和与也就都而及这那有个吗呢吧啊我你他她它们")
_SUFFIXES = ("ations", "ation", "ings", "ing", "ies", "ied", "es", "ed", "ly", "s")


def _stem(word: str) -> str:
    """A light, deterministic suffix fold. Only consistency between query and text matters."""
    if len(word) <= 4 or word.isdigit():
        return word
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            stem = word[: -len(suffix)]
            if suffix in ("ies", "ied"):
                return stem + "y"
            if suffix == "es" and not stem.endswith(("s", "x", "z", "ch", "sh")):
                return stem + "e"  # "prefers"/"preferences": keep stems aligned with "-s"
            return stem
    return word


def tokenize(text: str) -> list[str]:
    """Terms of ``text`` in order (English stems; CJK unigrams and bigrams)."""
    norm = unicodedata.normalize("NFKC", text).translate(_ZERO_WIDTH).lower()
    tokens: list[str] = []
    for run in _WORD.findall(norm):
        if _CJK.match(run):
            tokens.extend(c for c in run if c not in _CJK_STOP)
            tokens.extend(run[i : i + 2] for i in range(len(run) - 1))
        elif run not in _STOP:
            tokens.append(_stem(run))
    return tokens


def term_counts(text: str) -> dict[str, int]:
    return dict(Counter(tokenize(text)))


def query_terms(query: str) -> set[str]:
    return set(tokenize(query))


def idf(n: int, df: int) -> float:
    """BM25's inverse document frequency (never negative)."""
    return math.log(1 + (n - df + 0.5) / (df + 0.5))


def bm25_from_counts(
    query: str, docs: Sequence[tuple[int, Mapping[str, int]]]
) -> list[float]:
    """BM25 score of each ``(length, term counts)`` document against ``query``."""
    q = set(tokenize(query))
    n = len(docs)
    if not q or not n:
        return [0.0] * n
    avg = sum(length for length, _ in docs) / n or 1.0
    df: Counter[str] = Counter()
    for _, counts in docs:
        df.update(t for t in q if t in counts)
    weights = {t: idf(n, df[t]) for t in q if df[t]}
    scores = []
    for length, counts in docs:
        s = 0.0
        norm = K1 * (1 - B + B * length / avg)
        for t, w in weights.items():
            f = counts.get(t)
            if f:
                s += w * f * (K1 + 1) / (f + norm)
        scores.append(s)
    return scores


def bm25_scores(query: str, docs: Sequence[list[str]]) -> list[float]:
    """BM25 score of each tokenized document against ``query``."""
    return bm25_from_counts(query, [(len(d), Counter(d)) for d in docs])


def rank(query: str, entries: list[Entry]) -> list[Entry]:
    """Entries matching ``query``, best first (ties: newest first, as given)."""
    scores = bm25_scores(query, [tokenize(e.text) for e in entries])
    ranked = sorted(
        ((s, i) for i, s in enumerate(scores) if s > 0), key=lambda p: (-p[0], p[1])
    )
    return [replace(entries[i], score=s) for s, i in ranked]
