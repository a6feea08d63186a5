"""Session 10's name speed-ups change no finding: the Chinese detectors' surname gate (a
surname's first character right before an ideograph) is implied by their readings."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy.detectors import names
from complex_memory_manager.privacy.normalize import normalize

from .test_prefilter import corpus_texts, perturbed_texts

#: texts where a surname's first character stands before no ideograph, or at the end
EDGE = [
    "王", "王1", "王 伟", "王伟", "欧阳", "欧阳1", "欧阳娜", "于1978年", "共51个", "姓名：王",
    "姓名：王伟", "联系人: 李", "李,张,王", "杨杨", "朱红梅", "(王)", "王\n伟", "给了 高欢。",
]


def _cjk(c: str) -> bool:
    return "\u4e00" <= c <= "\u9fff"


def test_surname_and_given_lists_are_ideographs() -> None:
    """What the gate's comment relies on: every surname and given-name character read by
    the readings is an ideograph."""
    assert all(all(map(_cjk, s)) for s in names._zh_surnames())
    assert all(map(_cjk, names._zh_given()))


def test_surname_cjk_memo_answers_for_the_text_asked() -> None:
    for raw in (*corpus_texts(), *perturbed_texts(), *EDGE):
        norm = normalize(raw)
        want = names._zh_surname_cjk_re().search(norm.text) is not None
        assert names._has_zh_surname_cjk(norm) is want, raw
        assert names._has_zh_surname_cjk(norm) is want, raw


@pytest.mark.parametrize(
    "det",
    [names.ZhBareNames(), names.ZhContextNames(), names.ZhSlotNames(), names.ZhSegNames()],
    ids=lambda d: d.name,
)
def test_chinese_detectors_find_nothing_without_the_gate(det: object) -> None:
    for raw in (*corpus_texts(), *perturbed_texts(), *EDGE):
        norm = normalize(raw)
        if not norm.has_cjk() or names._has_zh_surname_cjk(norm):
            continue
        assert list(det.find(norm)) == [], raw  # type: ignore[attr-defined]
