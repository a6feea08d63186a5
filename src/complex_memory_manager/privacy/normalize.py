"""Normalization before detection, with an offset map back to the original text.

Detectors see NFKC text (full-width digits and punctuation become ASCII) with zero-width
characters removed; every finding is mapped back onto the caller's original string.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from ._types import Category, Finding

__all__ = ["NormalizedText", "normalize"]

#: characters dropped before detection (zero-width, soft hyphen, BOM, bidi marks)
_INVISIBLE = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00ad\u200e\u200f\u180e\u2061\u2062\u2063")
_INVISIBLE_RE = re.compile("[" + "".join(sorted(_INVISIBLE)) + "]")
_DIGIT = re.compile(r"[0-9]")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


@dataclass(frozen=True)
class NormalizedText:
    """``text`` is what detectors search; ``index[i]`` is the original offset of ``text[i]``."""

    original: str
    text: str
    index: tuple[int, ...] | None  # None: identity mapping (text == original)

    def orig_start(self, i: int) -> int:
        if self.index is None:
            return i
        return self.index[i] if i < len(self.index) else len(self.original)

    def orig_end(self, j: int) -> int:
        """Original offset just past normalized character ``j - 1``."""
        if self.index is None:
            return j
        if j <= 0:
            return 0
        return self.index[j - 1] + 1

    def finding(
        self, category: Category, start: int, end: int, confidence: float, detector: str
    ) -> Finding | None:
        """A finding for normalized span ``[start, end)``, mapped to original offsets."""
        s, e = self.orig_start(start), self.orig_end(end)
        if e <= s:
            return None
        return Finding(category, s, e, confidence, detector)

    @property
    def has_digit(self) -> bool:
        return _DIGIT.search(self.text) is not None

    def has_cjk(self, start: int = 0, end: int | None = None) -> bool:
        return _CJK.search(self.text, start, len(self.text) if end is None else end) is not None


def normalize(text: str) -> NormalizedText:
    """NFKC per character, drop invisible characters, keep a map back to ``text``."""
    if text.isascii() or (
        unicodedata.is_normalized("NFKC", text) and _INVISIBLE_RE.search(text) is None
    ):
        return NormalizedText(text, text, None)
    parts: list[str] = []
    index: list[int] = []
    for i, ch in enumerate(text):
        if ch in _INVISIBLE:
            continue
        if ord(ch) < 0x80:
            parts.append(ch)
            index.append(i)
            continue
        n = unicodedata.normalize("NFKC", ch)
        for c in n:
            parts.append(c)
            index.append(i)
    return NormalizedText(text, "".join(parts), tuple(index))
