"""Famous public addresses (221B Baker Street, 10 Downing Street, 1600 Pennsylvania
Avenue): an address or location finding inside one speaks of a landmark or of fiction, not
of anyone's home. The list is data/public_addresses.txt."""

from __future__ import annotations

import re
from functools import cache

__all__ = ["public_address"]


@cache
def _landmarks() -> re.Pattern[str]:
    from importlib import resources  # lazy: pulls in pathlib

    data = resources.files("complex_memory_manager.privacy").joinpath("data")
    lines = data.joinpath("public_addresses.txt").read_text(encoding="utf-8").splitlines()
    names = sorted((ln.strip() for ln in lines if ln.strip() and not ln.startswith("#")),
                   key=len, reverse=True)
    alts = "|".join(re.escape(n).replace(r"\ ", r"\s+") for n in names)
    return re.compile(r"(?i)(?<![A-Za-z0-9])(?:" + alts + r")(?![A-Za-z0-9])")


def public_address(text: str, start: int, end: int) -> bool:
    """``start:end`` lies inside a famous public address written in ``text``."""
    lo = max(0, start - 40)
    return any(
        m.start() <= start and end <= m.end()
        for m in _landmarks().finditer(text, lo, min(len(text), end + 40))
    )
