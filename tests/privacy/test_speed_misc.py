"""The C-level shape tests of the password and secret detectors equal the per-character
loops they replaced (on ASCII tokens, the only ones they are given)."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from complex_memory_manager.privacy.detectors import passwords, secrets

#: printable ASCII and the ASCII whitespace/control characters str.isspace() accepts
_ASCII = st.text(
    alphabet=st.sampled_from(
        [chr(c) for c in range(0x20, 0x7F)] + ["\t", "\n", "\x0b", "\x0c", "\r", "\x1c", "\x1f"]
    ),
    max_size=80,
)
_B64 = st.from_regex(r"[A-Za-z0-9+/_\-]{0,80}={0,2}", fullmatch=True)


def _runs_short_loop(core: str) -> bool:
    """The loop _runs_short replaced."""
    runs = 1
    prev = -1
    letters = 0
    for c in core:
        k = 0 if c.isdigit() else 1 if c.isupper() else 2 if c.islower() else 3
        if k == 3:
            continue
        letters += 1
        if prev >= 0 and k != prev:
            runs += 1
        prev = k
    return letters > 0 and letters / runs <= 2.3


@settings(max_examples=400, deadline=None)
@given(_ASCII)
def test_ascii_counts(tok: str) -> None:
    assert passwords._ascii_digits(tok) == sum(c.isdigit() for c in tok)
    assert secrets._count(tok, secrets._DROP_DIGITS) == sum(c.isdigit() for c in tok)
    assert secrets._count(tok, secrets._DROP_UPPER) == sum(c.isupper() for c in tok)
    assert secrets._count(tok, secrets._DROP_LOWER) == sum(c.islower() for c in tok)
    # the str-method tests the shape helpers use instead of any(...) over characters
    assert (tok.upper() != tok) == any(c.islower() for c in tok)
    assert (tok.lower() != tok) == any(c.isupper() for c in tok)
    assert (tok.lower() != tok.upper()) == any(c.isalpha() for c in tok)
    assert (bool(tok) and tok.split() != [tok]) == any(c.isspace() for c in tok)


@settings(max_examples=400, deadline=None)
@given(_B64)
def test_runs_short(core: str) -> None:
    assert secrets._runs_short(core) == _runs_short_loop(core)


def test_runs_short_examples() -> None:
    for core in ("aB3dE5fG7", "AbcDefGhi", "ab-cd_EF/12", "----", "x", "Q2pZ9xR4tY7wK1mN"):
        assert secrets._runs_short(core) == _runs_short_loop(core)
    # every pair of character classes, glued and apart
    for a, b in itertools.product("aA1-", repeat=2):
        core = (a + b) * 5
        assert secrets._runs_short(core) == _runs_short_loop(core)
