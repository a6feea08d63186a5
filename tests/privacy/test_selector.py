"""The generated selector (``compile_selector``) returns exactly the items whose ``Needs`` a
text meets, in plan order — whatever nesting and literal-bit layout it generates."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from complex_memory_manager.privacy.detectors._base import Needs, compile_selector
from complex_memory_manager.privacy.normalize import CJK, DIGIT, UPPER, normalize

WORDS = ["pass", "password", "user", "id", "登录", "账号", "@", ":", "zip", "邮编", "tel", "_"]


def _plan(seed: int) -> list[tuple[int, Needs | None]]:
    rnd = random.Random(seed)

    def group() -> tuple[str, ...]:
        return tuple(rnd.sample(WORDS, rnd.randint(1, 3)))

    plan: list[tuple[int, Needs | None]] = []
    for i in range(60):
        kind = rnd.randint(0, 5)
        if kind == 0:
            plan.append((i, None))
            continue
        plan.append(
            (
                i,
                Needs(
                    flags=rnd.choice([0, 0, DIGIT, UPPER, CJK]),
                    groups=tuple(group() for _ in range(rnd.randint(0, 2))),
                    alternatives=tuple(
                        tuple(group() for _ in range(rnd.randint(1, 2)))
                        for _ in range(rnd.choice([0, 0, 2, 3]))
                    ),
                    digits=rnd.choice([0, 0, 2, 5]),
                    run=rnd.choice([0, 0, 3, 8]),
                    check=rnd.choice([None, None, lambda n: len(n.text) % 2 == 0]),
                ),
            )
        )
    return plan


def _expected(plan: list[tuple[int, Needs | None]], text: str) -> list[int]:
    norm = normalize(text)
    return [i for i, needs in plan if needs is None or needs.met(norm)]


def _selected(plan: list[tuple[int, Needs | None]], text: str) -> list[int]:
    norm = normalize(text)
    residual = [
        (i, needs if needs is not None and needs.residual else None)
        for i, needs in plan
        if needs is None or needs.flags_met(norm.flags)
    ]
    return compile_selector(residual)(norm)


TEXTS = [
    "",
    "my password: Hunter2 and user id 42",
    "登录账号 zhang_wei，邮编 100020",
    "tel 415 555 0132 or @jsmith",
    "PASSWORD=abc; zip 90210",
    "nothing to see here",
]


def test_selector_matches_needs_on_hand_written_texts() -> None:
    for seed in range(20):
        plan = _plan(seed)
        for text in TEXTS:
            assert _selected(plan, text) == _expected(plan, text)


@settings(max_examples=200, deadline=None)
@given(
    seed=st.integers(0, 50),
    parts=st.lists(
        st.sampled_from([*WORDS, " ", "x", "7", "K", "王", "1234", "____"]), max_size=12
    ),
)
def test_selector_matches_needs(seed: int, parts: list[str]) -> None:
    plan = _plan(seed)
    text = "".join(parts)
    assert _selected(plan, text) == _expected(plan, text)
