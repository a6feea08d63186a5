"""Session 10's name speed-ups change no finding: the Chinese detectors' surname gate (a
surname's first character right before an ideograph) is implied by their readings, the
remembered answers are the ones asked for, and the pair tokens' lowercase is unchanged."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy.detectors import names
from complex_memory_manager.privacy.normalize import normalize

from .test_prefilter import corpus_texts, perturbed_texts

#: texts where a surname's first character stands before no ideograph, or at the end
EDGE = [
    "王先生", "王老师来了", "李经理", "和王伟一起", "同事王伟说", "请问张三", "欧阳先生",
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


def test_pair_tokens_lowercase_as_slices_of_low() -> None:
    det = names.PairNames()
    texts = (*corpus_texts(), *perturbed_texts(), "İstanbul Ali Veli", "Kelvin \u212aate Smith")
    for raw in texts:
        norm = normalize(raw)
        low = norm.low
        if len(low) == len(norm.text):
            for m in names._PAIR_WORD.finditer(norm.text):
                assert low[m.start() : m.end()] == m.group().lower(), raw
    for raw in texts[:2000]:
        list(det.find(normalize(raw)))


def test_name_detector_finds_the_same_with_its_memos_and_gates_open(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    det = names.NameDetector()
    texts = (*corpus_texts(), *perturbed_texts())
    gated = [list(det.find(normalize(t))) for t in texts]
    monkeypatch.setattr(names, "_spaced_capital", lambda norm: True)
    monkeypatch.setattr(names, "_has_zh_surname", lambda norm: True)
    monkeypatch.setattr(names, "_has_zh_surname_cjk", lambda norm: True)
    monkeypatch.setattr(names._ZH_NAME_GATES, "found", lambda low: -1)
    monkeypatch.setattr(names._EN_NAME_GATES, "found", lambda low: -1)
    assert [list(det.find(normalize(t))) for t in texts] == gated


def test_no_reading_starts_at_a_surname_before_no_ideograph() -> None:
    """ZhBareNames and ZhSlotNames look only at surname characters right before an
    ideograph: at any other one their readings find nothing."""
    for raw in (*corpus_texts(), *perturbed_texts(), *EDGE):
        text = normalize(raw).text
        for m in names._zh_surname_re().finditer(text):
            i = m.start()
            if _cjk(text[i + 1 : i + 2] or "a"):
                continue
            for header in (False, True):
                for listed in (False, True):
                    assert names.ZhBareNames._at(text, i, header, listed) == 0, raw
            assert names.ZhSlotNames._at(text, i) == 0, raw
