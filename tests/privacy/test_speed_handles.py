"""The handle detectors try their costliest cue patterns only where a cue word starts
(``_matches_at``): the matches must be exactly the pattern's own ``finditer``."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from complex_memory_manager.privacy._lazy import resolve
from complex_memory_manager.privacy.detectors import handles as h
from complex_memory_manager.privacy.normalize import normalize

from .corpus import benign, samples

PAIRS = [(h._U_GENERAL, h._U_CUE_START), (h._CUE_HANDLE, h._CUE_START)]

TEXTS = [
    "Username: bob_1",
    "ＵＳＥＲ：kk_22",
    "useR\tname: x_y",
    "\u212aslack: bob99",  # KELVIN SIGN folds to k
    "\u0130user: x_1",  # DOTTED CAPITAL I: folded to i in low (lower() alone makes two characters)
    "\u017flack: zed_9",  # LONG S folds to s
    "QQQ号：abc12",  # the cue starts one character into a run of its letters
    "我的ID abc_12",
    "他id：x_9",
    "ＩＧ：bob_2",
    "in-game name: zz_1",
    "企业微信 bob_3",
    "my ig is lilmoon_22 and my tiktok is @moon.beam",
    "微信号：wx_abc123，抖音号 douyin_88",
    "user: hi\nlogin: kwilder\nhandle → @k_w",
]


def _spans(ms: Iterable[re.Match[str]]) -> list[tuple[tuple[int, int], dict[str, str | Any]]]:
    return [(m.span(), m.groupdict()) for m in ms]


def _same(text: str) -> None:
    norm = normalize(text)
    for rx, starts in PAIRS:
        pattern = resolve(rx)
        assert _spans(h._matches_at(pattern, starts, norm.text, norm.low)) == _spans(
            pattern.finditer(norm.text)
        ), text


@pytest.mark.parametrize("text", TEXTS)
def test_cue_starts_find_every_match(text: str) -> None:
    _same(text)


def test_cue_starts_on_the_corpus() -> None:
    for split in ("tune", "heldout"):
        for s in samples(split, 10):
            _same(s.text)
        for t, _ in benign(split):
            _same(t)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                *("user", "USER", "Qq", "qqq", "ID", "id", "我的", "ig", "Ig", "\u212a", "\u0130"),
                *(":", "：", " ", "\t", "\n", "号", "=", "bob_1", "x9", "→", "(", "（", ")", "B站"),
            ]
        ),
        max_size=12,
    ).map("".join)
)
def test_cue_starts_on_generated_text(text: str) -> None:
    _same(text)


def test_a_fold_that_changes_the_length_falls_back() -> None:
    norm = normalize("x\u0130 user: bob_1")
    pattern = resolve(h._U_GENERAL)
    low = norm.low + "!"  # a low of another length: the plain finditer
    assert _spans(h._matches_at(pattern, h._U_CUE_START, norm.text, low)) == _spans(
        pattern.finditer(norm.text)
    )
