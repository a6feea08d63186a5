"""Regexes compiled on first use, so importing the gate stays cheap (the CLI pays the
import on every ``cmm remember``; the first scan pays the compilation).

Compilation also regroups large alternations of literal words by their first character
(:func:`compile_grouped`): Python's ``re`` tries the alternatives of a branch one by one at
every position it reaches, and the detectors' cue lists hold dozens of words ("github|
gitlab|gitee|…", "主管|经理|同事|…"). Grouped, one test of the first character skips a whole
group. No library does this for ``re`` patterns (``regex`` and RE2 are other engines with
other semantics), so it is done here, on ``re``'s own parse tree, and only where it provably
keeps every match (see :func:`_group`); on any surprise it falls back to ``re.compile``.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from typing import Any, cast

__all__ = ["compile_grouped", "lazy_re", "resolve"]


class _LazyPattern:
    """Stands in for a compiled pattern; compiles on the first attribute access."""

    __slots__ = ("_compiled", "_flags", "_source")

    def __init__(self, source: str, flags: int) -> None:
        self._source = source
        self._flags = flags
        self._compiled: re.Pattern[str] | None = None

    def _get(self) -> re.Pattern[str]:
        p = self._compiled
        if p is None:
            p = self._compiled = compile_grouped(self._source, self._flags)
        return p

    def __getattr__(self, name: str) -> Any:
        return getattr(self._get(), name)

    def __repr__(self) -> str:
        return f"lazy_re({self._source[:40]!r}...)"


def lazy_re(source: str, flags: int = 0) -> re.Pattern[str]:
    """A pattern that behaves like ``re.compile(source, flags)`` but compiles lazily."""
    return cast("re.Pattern[str]", _LazyPattern(source, flags))


def resolve(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """The compiled pattern behind ``pattern`` (itself when it is already compiled)."""
    if isinstance(pattern, _LazyPattern):
        return pattern._get()
    return pattern


# --- grouped alternations ---------------------------------------------------------------

#: characters that ``re``'s case-insensitive matching equates with an ASCII letter other
#: than its own case (KELVIN SIGN ~ k, LONG S ~ s, dotless/dotted I ~ i)
_FOLDS_TO_ASCII = frozenset("\u212a\u017f\u0131\u0130")
_MIN_ALTERNATIVES = 4
_PATCH_LOCK = threading.Lock()
_stock: list[Any] = [None]  # re's own _get_charset_prefix, for what _first_chars leaves to it


def compile_grouped(source: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(source, flags)``, with large literal alternations grouped by their first
    character and a first-character set found behind leading lookarounds and through
    case-insensitivity (see :func:`_first_chars`). The result matches exactly what
    ``re.compile`` would (same spans, same groups), and its ``pattern`` is ``source``."""
    try:
        import _sre  # type: ignore[import-not-found]
        from re import _compiler, _parser  # type: ignore[attr-defined]

        parsed = _parser.parse(source, flags)
        _regroup(parsed)
        with _PATCH_LOCK:  # one swap at a time; a plain re.compile in another thread
            # that runs meanwhile gets _first_chars too, which is valid for any pattern
            stock = _compiler._get_charset_prefix
            _stock[0] = stock
            _compiler._get_charset_prefix = _first_chars  # read by _compile_info only
            try:
                code = _compiler._code(parsed, flags)
            finally:
                _compiler._get_charset_prefix = stock
        groupindex = parsed.state.groupdict
        indexgroup: list[str | None] = [None] * parsed.state.groups
        for name, i in groupindex.items():
            indexgroup[i] = name
        return cast(
            "re.Pattern[str]",
            _sre.compile(
                source, flags | parsed.state.flags, code, parsed.state.groups - 1,
                groupindex, tuple(indexgroup),
            ),
        )
    except Exception:  # another Python's internals differ: the plain compile is exact
        return re.compile(source, flags)


#: non-ASCII characters whose simple lowercase is an ASCII letter (``re`` matches them
#: case-insensitively against it); tests/privacy/test_regex_compile.py checks the table
#: against every code point
_LOWER_TO_ASCII = {"i": "\u0130", "k": "\u212a"}


def _first_chars(pattern: Any, flags: int) -> list[tuple[Any, Any]] | None:  # noqa: PLR0915
    """Every character a match of ``pattern`` can start with, as ``re``'s charset items,
    or None. Unlike ``re``'s own version it looks past zero-width lookarounds at the start
    ("(?<![A-Za-z])user…") and lists both cases of a case-insensitive ASCII letter, so the
    search skips to candidate characters in C instead of trying the pattern at every
    position. A superset is harmless; a missing character would lose matches."""
    from re import _casefix, _compiler  # type: ignore[attr-defined]
    from re import _constants as c  # type: ignore[attr-defined]

    if not flags & c.SRE_FLAG_UNICODE or flags & (c.SRE_FLAG_LOCALE | c.SRE_FLAG_ASCII):
        return cast("list[tuple[Any, Any]] | None", _stock[0](pattern, flags))  # bytes etc.

    def letters(ch: str) -> list[str] | None:
        low = ch.lower()
        if not (low.isascii() and low.isalpha()):
            return None if ch.lower() != ch.upper() else [ch]
        out = {low, low.upper(), *_LOWER_TO_ASCII.get(low, "")}
        for extra in _casefix._EXTRA_CASES.get(ord(low), ()):
            out.add(chr(extra))  # "ı", "ſ": their own lowercase
        return sorted(out)

    Charset = list[tuple[Any, Any]]
    zero_width = (c.ASSERT, c.ASSERT_NOT, c.AT)

    def leaf(op: Any, av: Any, fl: int) -> Charset | None:  # noqa: PLR0911, PLR0912
        """The characters one consuming element (a literal or a class) can match."""
        icase = bool(fl & c.SRE_FLAG_IGNORECASE)
        if op is c.LITERAL:
            if not icase:
                return [(c.LITERAL, av)]
            chars = letters(chr(av))
            return None if chars is None else [(c.LITERAL, ord(x)) for x in chars]
        if op is not c.IN:
            return None
        if not icase:
            return list(av)
        items: Charset = []
        for iop, iav in av:
            if iop is c.LITERAL:
                chars = letters(chr(iav))
                if chars is None:
                    return None
                items.extend((c.LITERAL, ord(x)) for x in chars)
            elif iop is c.RANGE:
                lo, hi = iav
                if hi > 0x7F:
                    wide = range(max(lo, 0x80), hi + 1)
                    if any(chr(x).lower() != chr(x).upper() for x in wide):
                        return None
                    items.append((c.RANGE, (wide.start, hi)))
                    hi = 0x7F
                for x in range(lo, hi + 1):
                    chars = letters(chr(x))
                    if chars is None:
                        return None
                    items.extend((c.LITERAL, ord(y)) for y in chars)
            elif iop is c.CATEGORY:
                items.append((iop, iav))
            else:  # NEGATE and the rest: not under case-insensitivity
                return None
        return items

    def seq(  # noqa: PLR0911 - one case per kind of regex element
        data: list[Any], fl: int, after: Callable[[], Charset | None]
    ) -> Charset | None:
        """The first characters of ``data`` followed by whatever ``after`` starts with."""
        i = 0
        while i < len(data) and data[i][0] in zero_width:
            i += 1  # zero-width: the first character comes after
        if i == len(data):
            return after()
        if fl & (c.SRE_FLAG_LOCALE | c.SRE_FLAG_ASCII):
            return None
        op, av = data[i]

        def rest(j: int = i + 1) -> Charset | None:
            return seq(data[j:], fl, after)

        if op is c.SUBPATTERN:
            return seq(av[3].data, _compiler._combine_flags(fl, av[1], av[2]), rest)
        if op is c.ATOMIC_GROUP:
            return seq(av.data, fl, rest)
        if op is c.BRANCH:
            out: Charset = []
            for alt in av[1]:
                part = seq(alt.data, fl, rest)
                if part is None or any(item[0] is c.NEGATE for item in part):
                    return None
                out.extend(part)
            return out
        if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
            body = seq(av[2].data, fl, lambda: None)  # a body that can be empty: give up
            if av[0] >= 1 or body is None:
                return body
            tail = rest()  # the repeat may be skipped
            if tail is None or any(item[0] is c.NEGATE for item in (*body, *tail)):
                return None
            return body + tail
        return leaf(op, av, fl)

    data = pattern.data
    if data and data[0][0] is c.AT and data[0][1] in (c.AT_BEGINNING, c.AT_BEGINNING_STRING):
        return None  # re already tries such a pattern at the start only
    return seq(data, flags, lambda: None)


def _regroup(sub: Any) -> bool:
    """Regroup every eligible branch in parsed pattern ``sub``, in place; True if any."""
    from re import _constants as c  # type: ignore[attr-defined]

    changed = False
    for i, (op, av) in enumerate(sub.data):
        if op is c.BRANCH:
            for alt in av[1]:
                changed |= _regroup(alt)
            grouped = _group(av[1], sub.state)
            if grouped is not None:
                sub.data[i] = (c.BRANCH, (None, grouped))
                changed = True
        elif op is c.SUBPATTERN:
            changed |= _regroup(av[3])
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
            changed |= _regroup(av[2])
        elif op in (c.ASSERT, c.ASSERT_NOT):
            changed |= _regroup(av[1])
        elif op is c.ATOMIC_GROUP:
            changed |= _regroup(av)
        elif op is c.GROUPREF_EXISTS:
            changed |= _regroup(av[1])
            if av[2] is not None:
                changed |= _regroup(av[2])
    return changed


def _group(alts: list[Any], state: Any, depth: int = 0) -> list[Any] | None:
    """The alternatives of one branch, grouped by first character, or None to keep them.

    Exact because: every alternative starts with a literal character (else nothing
    changes); alternatives keep their order inside a group; and two groups start with
    characters no match can have both of (case-folded, and none of the characters that
    case-insensitive matching maps onto another letter), so at any position at most one
    group can match and the order of groups does not matter.
    """
    from re import _constants as c  # type: ignore[attr-defined]
    from re import _parser  # type: ignore[attr-defined]

    if len(alts) < _MIN_ALTERNATIVES or depth > 3:
        return None
    groups: dict[str, list[Any]] = {}
    for alt in alts:
        if not alt.data or alt.data[0][0] is not c.LITERAL:
            return None
        ch = chr(alt.data[0][1])
        if ch in _FOLDS_TO_ASCII or (not ch.isascii() and ch.lower() != ch.upper()):
            return None
        groups.setdefault(ch.lower(), []).append(alt)
    if len(groups) == len(alts):
        return None
    out: list[Any] = []
    for members in groups.values():
        if len(members) == 1:
            out.append(members[0])
        elif len({m.data[0][1] for m in members}) == 1:  # one first character: factor it out
            rests = [_parser.SubPattern(state, list(m.data[1:])) for m in members]
            rests = _group(rests, state, depth + 1) or rests
            out.append(_parser.SubPattern(state, [members[0].data[0], (c.BRANCH, (None, rests))]))
        else:  # both cases of one letter: kept together, in order
            out.append(_parser.SubPattern(state, [(c.BRANCH, (None, members))]))
    return out
