"""The detector contract and small helpers shared by the detector families.

A detector is a small object with ``name``, ``category`` and
``find(norm) -> Iterable[Finding]``. Regexes are compiled at import and written to run in
linear time: bounded repetitions, no nested unbounded quantifiers.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import ClassVar, Protocol, TypeVar, cast, runtime_checkable

from .._lazy import resolve
from .._types import Category, Finding
from ..normalize import CJK, DIGIT, UPPER, NormalizedText

__all__ = [
    "CJK",
    "DIGIT",
    "LB",
    "RB",
    "UPPER",
    "Detector",
    "Gates",
    "Needs",
    "RegexDetector",
    "any_in",
    "compile_selector",
    "ean13_ok",
    "entropy",
    "lits",
    "near",
]

T = TypeVar("T")

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
class Needs:
    """What a text must contain for a detector to possibly find something in it.

    A prefilter: the gate skips a detector whose needs a text does not meet, so every
    condition here must be implied by the detector's regex (and validation) — never a
    guess. ``tests/privacy/test_prefilter.py`` checks this against the corpora.
    """

    #: every one of these bits (``DIGIT``/``UPPER``/``CJK``) must be set in ``norm.flags``
    flags: int = 0
    #: at least one of these bits must be set (0: no such condition)
    any_flags: int = 0
    #: every group: one of its (lowercase) literals occurs in ``norm.low``
    groups: tuple[tuple[str, ...], ...] = ()
    #: at least one alternative has all its groups met (each alternative is like
    #: ``groups``): a detector of several patterns, each with its own gate, runs only when
    #: one pattern's whole gate is met, not when any single literal of any gate occurs
    alternatives: tuple[tuple[tuple[str, ...], ...], ...] = ()
    #: at least this many decimal digits in the text
    digits: int = 0
    #: at least this many digits inside one run of digits and separators (``norm.maxdig``)
    cluster: int = 0
    #: a whitespace-free run at least this long
    run: int = 0
    #: a last, costlier condition
    check: Callable[[NormalizedText], bool] | None = field(default=None, repr=False)

    @property
    def residual(self) -> bool:
        """Conditions beyond the flag bits (the gate pre-selects detectors by flags)."""
        return bool(
            self.groups
            or self.alternatives
            or self.digits
            or self.cluster
            or self.run
            or self.check
        )

    def flags_met(self, flags: int) -> bool:
        if flags & self.flags != self.flags:
            return False
        return not self.any_flags or flags & self.any_flags != 0

    def met(self, norm: NormalizedText) -> bool:
        if not self.flags_met(norm.flags):
            return False
        return self.rest_met(norm)

    def rest_met(self, norm: NormalizedText) -> bool:
        """The conditions beyond the flag bits."""
        if self.digits and norm.ndigits < self.digits:
            return False
        if self.cluster and norm.maxdig < self.cluster:
            return False
        if self.run and norm.longest < self.run:
            return False
        low = norm.low
        if not all(any(lit in low for lit in group) for group in self.groups):
            return False
        if self.alternatives and not any(
            all(any(lit in low for lit in group) for group in alt) for alt in self.alternatives
        ):
            return False
        return self.check is None or self.check(norm)


#: the last literal scan a selector made: (the ``low`` string it scanned, its bits, how many
#: ``Gates`` its automaton holds); ``Gates.found`` reads its block of bits from it
_last_scan: tuple[str | None, int, int] = (None, 0, 0)


def _automaton_scan(masks: dict[str, int]) -> Callable[[str], int]:
    """One Aho–Corasick automaton (ahocorasick-rs) over ``masks``' literals: a text's OR of the
    masks of every literal in it (overlapping matches: a literal inside another counts)."""
    import ahocorasick_rs  # a compiled extension, loaded with the first automaton

    literals = list(masks)
    values = [masks[lit] for lit in literals]
    find = ahocorasick_rs.AhoCorasick(literals).find_matches_as_indexes

    def groups_in(low: str) -> int:
        found = 0
        for i, _, _ in find(low, overlapping=True):
            found |= values[i]
        return found

    return groups_in


class Gates:
    """The gate literals of one detector's many patterns: ``found(low)`` has bit ``i`` set
    when a literal of gate group ``i`` occurs in ``low``; ``masks[k]`` are the bits pattern
    ``k`` needs.

    Every ``Gates`` holds a fixed block of bits in the gate's prefilter automaton, so when a
    selector has just scanned this very text, ``found`` is a shift of that scan's result
    instead of a second pass over the text (a detector with many patterns used to pay its
    own automaton pass on nearly every text). Any other caller gets its own pass.
    """

    registry: ClassVar[list[Gates]] = []
    reserved: ClassVar[int] = 0  # bits of every registered block

    def __init__(self, gates: Iterable[tuple[tuple[str, ...], ...]]) -> None:
        self.masks: list[int] = []  # per pattern: the bits of its groups (all needed)
        self.lits: dict[str, int] = {}
        bit = 0
        for groups in gates:
            need = 0
            for group in groups:
                need |= 1 << bit
                for lit in group:
                    self.lits[lit] = self.lits.get(lit, 0) | 1 << bit
                bit += 1
            self.masks.append(need)
        self._all = (1 << bit) - 1
        self.base = Gates.reserved
        self.number = len(Gates.registry)
        Gates.registry.append(self)
        Gates.reserved += bit
        self._scan: Callable[[str], int] | None = None

    def found(self, low: str) -> int:
        last_low, bits, held = _last_scan
        if last_low is low and self.number < held:
            return (bits >> self.base) & self._all
        if self._scan is None:
            self._scan = _automaton_scan(self.lits)
        return self._scan(low)


class _LiteralIndex:
    """Every literal group of a selector in one Aho–Corasick automaton (ahocorasick-rs).

    Each literal carries the bitmask of the groups it belongs to, so one pass over a text
    yields one int, and each group check in the generated selector is a single AND —
    instead of a substring search or regex scan per group (hundreds of groups, ~100 µs a
    text). The low bits hold every registered :class:`Gates` block, so the same pass
    answers those too.
    """

    def __init__(self) -> None:
        self._bits: dict[frozenset[str], int] = {}
        self._masks: dict[str, int] = {}
        self.gates = len(Gates.registry)
        self._first = Gates.reserved

    def size(self) -> int:
        """How many bits the scan's result can hold."""
        return self._first + len(self._bits)

    def bit(self, group: Iterable[str]) -> int:
        """The mask of one group (identical groups share a bit)."""
        key = frozenset(group)
        bit = self._bits.get(key)
        if bit is None:
            bit = self._bits[key] = 1 << (self._first + len(self._bits))
            for lit in key:
                self._masks[lit] = self._masks.get(lit, 0) | bit
        return bit

    def scanner(self) -> Callable[[str], int]:
        masks = dict(self._masks)
        for g in Gates.registry[: self.gates]:
            for lit, local in g.lits.items():
                masks[lit] = masks.get(lit, 0) | local << g.base
        groups_in = _automaton_scan(masks)
        held = self.gates

        def scan_and_share(low: str) -> int:
            global _last_scan  # noqa: PLW0603 - one tuple, replaced atomically
            found = groups_in(low)
            _last_scan = (low, found, held)
            return found

        return scan_and_share


def _conditions(
    needs: Needs, i: int, ns: dict[str, object], index: _LiteralIndex
) -> tuple[int | None, list[str]]:
    """Python expressions for ``needs`` beyond its flags; cheapest first: counts, literal
    groups (bits of the text's automaton scan), then a regex search and the custom check.
    Also the byte of the scan's result that holds the bit of the likeliest-rare group (the
    one with the longest shortest literal), or None when there is no group."""
    conds: list[str] = []
    if needs.digits or needs.cluster:
        conds.append(f"nd >= {max(needs.digits, needs.cluster)}")
    if needs.run:
        conds.append(f"run >= {needs.run}")

    def bit(group: tuple[str, ...]) -> int:
        return index.bit(group).bit_length() - 1

    def has(group: tuple[str, ...]) -> str:
        k = bit(group)
        return f"b[{k >> 3}] & {1 << (k & 7)}"  # a byte and a small int, no bigint

    groups = sorted(needs.groups, key=lambda g: -min(map(len, g)))  # stable: rarest first
    conds += [has(group) for group in groups]
    if needs.alternatives:
        alts = [" and ".join(has(group) for group in alt) for alt in needs.alternatives]
        # one AND with the union of every alternative's bits first: a text sets few bits,
        # so most texts are turned away before the chain of byte tests
        union = 0
        for alt in needs.alternatives:
            for group in alt:
                union |= 1 << bit(group)
        conds.append(f"lit & {union:#x}")
        conds.append("(" + " or ".join(f"({a})" for a in alts) + ")")
    if needs.cluster > 1:
        # one scan per text (cached on the text), then an int compare per detector
        conds.append(f"n.maxdig >= {needs.cluster}")
    if needs.check is not None:
        ns[f"c{i}"] = needs.check
        conds.append(f"c{i}(n)")
    return (bit(groups[0]) >> 3 if groups else None), conds


def compile_selector(
    plan: Sequence[tuple[T, Needs | None]],
) -> Callable[[NormalizedText], list[T]]:
    """One function that returns, in order, the items whose residual needs a text meets
    (``None``: always). Generated as straight-line code: one call per text instead of one
    per detector; all literal groups are answered by one automaton pass. Items that need a
    literal group sit under a test of the byte that holds their rarest group's bit: a text
    sets few bits, so most of them are skipped by one test per byte (the indices are
    sorted back into the plan's order at the end)."""
    ns: dict[str, object] = {"D": tuple(item for item, _ in plan)}
    index = _LiteralIndex()
    free: list[str] = []
    nested: dict[int, list[str]] = {}
    for i, (_, needs) in enumerate(plan):
        anchor, conds = (None, []) if needs is None else _conditions(needs, i, ns, index)
        block = free if anchor is None else nested.setdefault(anchor, [])
        if conds:
            block.append(f"if {' and '.join(conds)}:")
            block.append(f"    add({i})")
        else:
            block.append(f"add({i})")
    lines = ["def select(n):", "    out = []", "    add = out.append"]
    if nested or any(needs is not None and needs.alternatives for _, needs in plan):
        ns["groups_in"] = index.scanner()
        lines.append("    lit = groups_in(n.low)")
        lines.append(f"    b = lit.to_bytes({(index.size() + 7) // 8}, 'little')")
    used = [needs for _, needs in plan if needs is not None]
    if any(needs.digits or needs.cluster for needs in used):
        lines.append("    nd = n.ndigits")
    if any(needs.run for needs in used):
        lines.append("    run = n.longest")
    lines += [f"    {line}" for line in free]
    for byte, block in sorted(nested.items()):
        lines.append(f"    if b[{byte}]:")
        lines += [f"        {line}" for line in block]
    lines += ["    out.sort()", "    return [D[i] for i in out]"]
    exec("\n".join(lines), ns)  # noqa: S102 - generated from literals declared in this package
    return cast("Callable[[NormalizedText], list[T]]", ns["select"])


@cache
def digit_run(k: int) -> re.Pattern[str]:
    """Matches ``k`` digits inside one run of digits and separators: it matches a text
    exactly when ``norm.maxdig >= k``."""
    return re.compile(r"\d(?:[\s.\-()+/]*\d){" + str(k - 1) + "}")


def any_in(words: Iterable[str]) -> Callable[[str], bool]:
    """A fast test that one of ``words`` occurs in a lowercase text: straight-line ``in``
    checks, generated once (a generator over the words costs more than the checks)."""
    src = "lambda low: " + " or ".join(f"{w!r} in low" for w in words)
    return cast("Callable[[str], bool]", eval(src))  # noqa: S307 - this package's literals


def lits(words: str) -> tuple[str, ...]:
    """A literal group from a ``|``-separated string (lowercased)."""
    return tuple(w.lower() for w in words.split("|"))


#: the shared answer of a detector that found nothing (never mutated: callers only read it)
_NO_FINDINGS: list[Finding] = []


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
    #: the gate's prefilter (None: always run)
    needs: Needs | None = field(default=None, repr=False)

    def find(self, norm: NormalizedText) -> list[Finding]:
        # a list, not a generator: most texts hold no match, and a generator's frame (made and
        # resumed once per detector per text) cost more than the empty list
        if self.need_digit and not norm.has_digit:
            return _NO_FINDINGS
        pattern = self.__dict__.get("_rx")
        if pattern is None:  # the compiled pattern, through the lazy proxy once
            pattern = resolve(self.pattern)
            object.__setattr__(self, "_rx", pattern)
        text = norm.text
        # most texts hold no match: one search is cheaper than setting up an iterator, and
        # iterating from the first match's start yields the same matches (a lookbehind still
        # sees the text before it)
        first = pattern.search(text)
        if first is None:
            return _NO_FINDINGS
        group = "v" if "v" in pattern.groupindex else 0
        validate = self.validate
        out: list[Finding] = []
        for m in pattern.finditer(text, first.start()):
            s, e = m.span(group)
            if s < 0 or s == e:
                continue
            if validate is not None and not validate(norm, m):
                continue
            f = norm.finding(self.category, s, e, self.confidence, self.name)
            if f is not None:
                out.append(f)
        return out


def entropy(value: str) -> float:
    """Shannon entropy in bits per character."""
    if not value:
        return 0.0
    counts = Counter(value)  # counted in C; the same first-seen order as a dict loop
    n = len(value)
    return -sum(k / n * math.log2(k / n) for k in counts.values())


def near(text: str, start: int, cue: re.Pattern[str], window: int = 30) -> bool:
    """True when ``cue`` occurs in the ``window`` characters before ``start``."""
    return cue.search(text, max(0, start - window), start) is not None


def ean13_ok(digits: str) -> bool:
    """The GS1 check digit of a 13-digit EAN barcode (a number that is a product's, not a
    phone's or a card's, when nothing names it)."""
    total = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(digits[:12]))
    return (10 - total % 10) % 10 == int(digits[12])
