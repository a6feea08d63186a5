"""Regexes compiled on first use, so importing the gate stays cheap (the CLI pays the
import on every ``cmm remember``; the first scan pays the compilation)."""

from __future__ import annotations

import re
from typing import Any, cast

__all__ = ["lazy_re", "resolve"]


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
            p = self._compiled = re.compile(self._source, self._flags)
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
