"""The privacy gate: normalize → detect → resolve overlaps → policy → generalize."""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache

from ..errors import PrivacyRefused
from ._types import Category, Finding, GateResult
from .config import PrivacyConfig
from .detectors import DEFAULT_DETECTORS, Detector, Needs, compile_selector
from .generalize import generalize
from .landmarks import public_address
from .normalize import NormalizedText, normalize
from .templates import is_template

__all__ = ["PrivacyGate", "default_gate", "mask_preview"]

#: overlap resolution: higher wins, then the longer span, then the more confident one
_PRIORITY: dict[Category, int] = {
    Category.SECRET: 12,
    Category.PASSWORD: 11,
    # an address covers its digits: a QQ mail's number is no card or ID left half-redacted
    Category.EMAIL: 10,
    Category.GOVERNMENT_ID: 9,
    Category.FINANCIAL: 8,
    Category.HOME_PATH: 7,
    Category.PHONE: 6,
    Category.ADDRESS: 5,
    Category.GEO: 4,
    Category.USERNAME: 3,
    Category.PERSON_NAME: 2,
    Category.SCHEDULE: 1,
}
#: categories whose every part is private: what a finding of these covers beyond the
#: findings that beat it is redacted too (an e-mail's leftover is a domain, an address's
#: the city it keeps, a path's the tail after the home directory: those are dropped)
_PIECEWISE = frozenset(
    {
        Category.SECRET,
        Category.PASSWORD,
        Category.GOVERNMENT_ID,
        Category.FINANCIAL,
        Category.PHONE,
        Category.PERSON_NAME,
        Category.USERNAME,
    }
)
_RESCAN_LIMIT = 500
# the gate's own output is never a finding
_PLACES = frozenset((Category.ADDRESS, Category.GEO))
_PLACEHOLDER = re.compile(
    r"\[(?:SECRET|PASSWORD|EMAIL|PHONE|ADDRESS|ID|ACCOUNT|NAME|USER|TIME|LOCATION)\]"
)


@dataclass(frozen=True)
class _CustomDetector:
    name: str
    category: Category
    pattern: re.Pattern[str]

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in self.pattern.finditer(norm.text):
            if m.end() > m.start():
                f = norm.finding(self.category, m.start(), m.end(), 1.0, self.name)
                if f is not None:
                    yield f


def _resolve(findings: Iterable[Finding], text: str) -> list[Finding]:
    """Disjoint findings: the higher category wins an overlap, then the longer span, then the
    more confident one. What a finding that lost to another category covers beyond the
    winners is still redacted (as its own category): a card that overlaps a password, a name
    that overlaps a handle never stays half visible. Two detectors of one category that
    disagree on the extent keep the winner's (the other one's margin is usually its cue)."""
    ranked = sorted(
        findings, key=lambda f: (-_PRIORITY[f.category], -f.length, -f.confidence, f.start)
    )
    starts: list[int] = []  # accepted spans, sorted and disjoint
    taken: list[Finding] = []
    for f in ranked:
        free = list(_uncovered(f.start, f.end, starts, taken))
        if free != [(f.start, f.end)] and (
            f.category not in _PIECEWISE or _overlaps_own(f, starts, taken)
        ):
            continue
        for s, e in free:
            if (s, e) == (f.start, f.end):
                piece = f
            elif any(c.isalnum() for c in text[s:e]):
                piece = Finding(f.category, s, e, f.confidence, f.detector)
            else:
                continue  # only spaces or punctuation left over
            i = bisect.bisect_right(starts, s)
            starts.insert(i, s)
            taken.insert(i, piece)
    return taken


def _overlaps_own(f: Finding, starts: list[int], taken: list[Finding]) -> bool:
    """An accepted finding of ``f``'s own category overlaps it."""
    i = max(0, bisect.bisect_right(starts, f.start) - 1)
    while i < len(taken) and taken[i].start < f.end:
        if taken[i].end > f.start and taken[i].category is f.category:
            return True
        i += 1
    return False


def _uncovered(
    start: int, end: int, starts: list[int], taken: list[Finding]
) -> Iterator[tuple[int, int]]:
    """The parts of ``[start, end)`` no accepted span covers."""
    i = bisect.bisect_right(starts, start)
    if i > 0 and taken[i - 1].end > start:
        i -= 1
    pos = start
    while i < len(taken) and taken[i].start < end:
        if taken[i].start > pos:
            yield pos, taken[i].start
        pos = max(pos, taken[i].end)
        i += 1
    if pos < end:
        yield pos, end


class PrivacyGate:
    """Scans text for private (T3) data and redacts or refuses it."""

    def __init__(self, config: PrivacyConfig | None = None) -> None:
        self.config = config or PrivacyConfig()
        custom = tuple(_CustomDetector(p.name, p.category, p.regex) for p in self.config.patterns)
        allowed = {c for c in Category if self.config.category_policy(c) == "allow"}
        self._detectors: tuple[Detector, ...] = tuple(
            d for d in (*custom, *DEFAULT_DETECTORS) if d.category not in allowed
        )
        self._allowed = frozenset(allowed)  # detectors yielding several categories
        self._allow = tuple(a.casefold() for a in self.config.allow)
        #: prefilter: flag bits of a text -> a function selecting the detectors that may
        #: match it (see ``Needs``)
        self._selectors: dict[int, Callable[[NormalizedText], list[Detector]]] = {}
        self._prefilter = True

    def _selector(self, flags: int) -> Callable[[NormalizedText], list[Detector]]:
        select = self._selectors.get(flags)
        if select is None:
            plan: list[tuple[Detector, Needs | None]] = []
            for det in self._detectors:
                needs: Needs | None = getattr(det, "needs", None)
                if needs is None:
                    plan.append((det, None))
                elif needs.flags_met(flags):
                    plan.append((det, needs if needs.residual else None))
            select = self._selectors[flags] = compile_selector(plan)
        return select

    def __repr__(self) -> str:
        return f"PrivacyGate(policy={self.config.policy!r}, detectors={len(self._detectors)})"

    def scan(self, text: str) -> list[Finding]:
        """Findings in ``text``: sorted by start, non-overlapping, offsets into ``text``."""
        if not text:
            return []
        norm = normalize(text)
        raw: list[Finding] = []
        if self._prefilter:
            for det in self._selector(norm.flags)(norm):
                raw.extend(det.find(norm))
        else:  # every detector, unconditionally (the prefilter's reference; tests)
            for det in self._detectors:
                raw.extend(det.find(norm))
        if not raw:
            return []
        marks = [m.span() for m in _PLACEHOLDER.finditer(text)]
        if marks:  # never re-detect the gate's own output, nor any span touching it
            raw = [f for f in raw if not any(f.start < e and s < f.end for s, e in marks)]
        raw = [f for f in raw if f.category not in self._allowed and not self._exempt(text, f)]
        return _resolve(raw, text)

    def _exempt(self, text: str, f: Finding) -> bool:
        span = text[f.start : f.end]
        if _PLACEHOLDER.search(span) or is_template(text, f):
            return True
        if f.category in _PLACES and public_address(text, f.start, f.end):
            return True  # "221B Baker Street is a museum now": a landmark, no one's home
        if not self._allow:
            return False
        window = text[max(0, f.start - 64) : f.end + 64].casefold()
        folded = span.casefold()
        return any(folded in a and a in window for a in self._allow)

    def redact(self, text: str) -> GateResult:
        """Replace every finding by its generalized form.

        Findings are those of ``text``; the text is re-scanned (at most twice more) so a
        placeholder that changed a word boundary cannot expose a new match: redacting the
        result again changes nothing.
        """
        findings = self.scan(text)
        if not findings:
            return GateResult(text, ())
        out = self._replace(text, findings)
        # pathological inputs (thousands of findings) skip the re-scan to stay fast
        for _ in range(2 if len(findings) <= _RESCAN_LIMIT else 0):
            more = self.scan(out)
            if not more:
                break
            out = self._replace(out, more)
        return GateResult(out, tuple(findings))

    @staticmethod
    def _replace(text: str, findings: list[Finding]) -> str:
        parts: list[str] = []
        pos = 0
        for f in findings:
            parts.append(text[pos : f.start])
            parts.append(generalize(text, f))
            pos = f.end
        parts.append(text[pos:])
        return "".join(parts)

    def apply(self, text: str, *, strict: bool | None = None) -> GateResult:
        """Redact, or raise :class:`PrivacyRefused` (categories and counts only) when the
        policy is strict — globally, via ``strict=True``, or for a category found."""
        result = self.redact(text)
        if not result.findings:
            return result
        refuse = strict if strict is not None else self.config.policy == "strict"
        if not refuse:
            refuse = any(
                self.config.category_policy(f.category) == "strict"
                and (f.category, "strict") in self.config.categories
                for f in result.findings
            )
        if refuse:
            raise PrivacyRefused(result.counts)
        return result

    def warm_up(self) -> None:
        """Pay every lazy cost now (regex compilation, name lists, phonenumbers/stdnum
        imports) instead of on the first texts; for long-running processes and benchmarks."""
        from .detectors import warm_up
        from .normalize import warm_up as warm_normalize

        warm_up()
        warm_normalize()

    def is_clean(self, text: str) -> bool:
        return not self.scan(text)


def mask_preview(text: str, finding: Finding) -> str:
    """A masked preview of a finding that reveals at most two characters."""
    value = text[finding.start : finding.end]
    if finding.category is Category.EMAIL and "@" in value:
        tld = value.rsplit(".", 1)[-1] if "." in value.rsplit("@", 1)[-1] else ""
        return f"{value[0]}***@***" + (f".{tld}" if 0 < len(tld) <= 4 else "")
    if len(value) >= 10:
        return f"{value[0]}***{value[-1]}"
    if len(value) >= 6:
        return f"{value[0]}***"
    return "***"


@cache
def default_gate() -> PrivacyGate:
    """The shared gate with the default configuration."""
    return PrivacyGate()
