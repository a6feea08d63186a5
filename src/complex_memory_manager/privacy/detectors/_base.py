"""The detector contract and small helpers shared by the detector families.

A detector is a small object with ``name``, ``category`` and
``find(norm) -> Iterable[Finding]``. Regexes are compiled at import and written to run in
linear time: bounded repetitions, no nested unbounded quantifiers.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from .._lazy import resolve
from .._types import Category, Finding
from ..normalize import NormalizedText

__all__ = [
    "LB",
    "RB",
    "Detector",
    "RegexDetector",
    "entropy",
    "near",
]

#: ASCII word boundaries that also work next to CJK characters (``\b`` does not)
LB = r"(?<![A-Za-z0-9_])"
RB = r"(?![A-Za-z0-9_])"


@runtime_checkable
class Detector(Protocol):
    """One family's detector: finds spans of one category in normalized text."""

    @property
    def name(self) -> str: ...

    @property
    def category(self) -> Category: ...

    def find(self, norm: NormalizedText) -> Iterable[Finding]: ...


@dataclass(frozen=True)
class RegexDetector:
    """Findings from one regex (a named ``v`` group marks the value, else the whole match)."""

    name: str
    category: Category
    pattern: re.Pattern[str]
    confidence: float = 0.9
    validate: Callable[[NormalizedText, re.Match[str]], bool] | None = field(
        default=None, repr=False
    )
    #: skip texts without an ASCII digit (after normalization) without running the regex
    need_digit: bool = False

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        if self.need_digit and not norm.has_digit:
            return
        pattern = resolve(self.pattern)
        group = "v" if "v" in pattern.groupindex else 0
        for m in pattern.finditer(norm.text):
            s, e = m.span(group)
            if s < 0 or s == e:
                continue
            if self.validate is not None and not self.validate(norm, m):
                continue
            f = norm.finding(self.category, s, e, self.confidence, self.name)
            if f is not None:
                yield f


def entropy(value: str) -> float:
    """Shannon entropy in bits per character."""
    if not value:
        return 0.0
    counts: dict[str, int] = {}
    for c in value:
        counts[c] = counts.get(c, 0) + 1
    n = len(value)
    return -sum(k / n * math.log2(k / n) for k in counts.values())


def near(text: str, start: int, cue: re.Pattern[str], window: int = 30) -> bool:
    """True when ``cue`` occurs in the ``window`` characters before ``start``."""
    return cue.search(text, max(0, start - window), start) is not None
