"""The name detectors' speed-ups change no match: regexes rewritten for grouping match what
their plain forms match, and every literal gate a pass is skipped by is implied by its
regex (tests/privacy/test_prefilter.py checks the detectors' own ``needs``)."""

from __future__ import annotations

import re

import pytest

from complex_memory_manager.privacy._lazy import resolve
from complex_memory_manager.privacy.detectors import names
from complex_memory_manager.privacy.normalize import normalize

from .test_prefilter import corpus_texts, perturbed_texts

#: cue words of the rewritten alternations, in the contexts their lookbehinds test
EXTRA = [
    f"{pre}{cue}{sep}Anna Lee"
    for cue in (
        "wife", "co-worker", "neighbour", "neighbor", "fiancée", "fiance", "manager", "contact",
        "contact person:", "user", "owner:", "reviewer", "—", "–", "--", "named", "boss",
    )
    for pre in ("", "my ", "x", "-", "_", "'", "a—")
    for sep in (" ", "'s name is ", ", ", " is ", " named ", " name: ", "  ")
]  # fmt: skip


def _texts() -> list[str]:
    return [normalize(t).text for t in (*corpus_texts(), *perturbed_texts(), *EXTRA)]


def _matches(rx: re.Pattern[str], text: str) -> list[tuple[object, ...]]:
    return [(m.span(), m.groups()) for m in rx.finditer(text)]


def test_strong_cues_match_as_their_factored_form() -> None:
    """_STRONG_EN spells each relation and role noun with its own tail, and the dashes with a
    lookbehind after them; the factored form ("(?:a|b)T?", a lookbehind first) is the same
    regex."""
    relations = "|".join(names._STRONG_RELATIONS)
    roles = "|".join(names._STRONG_ROLES)
    plain = re.compile(
        r"(?<![A-Za-z'])(?i:my name is|my name's|my full name is|call me|name\s?:|full name\s?:|"
        r"contact person\s?:|contact\s?:|"
        r"signed\s?[:,]?|regards,|sincerely,|cheers,|best wishes,|best,|thanks,|warmly,|yours,|"
        r"attn\s?:|attention\s?:|known as|"
        r"from\s?:|to\s?:|cc\s?:|bcc\s?:|reply-to\s?:|assignee\s?:|owner\s?:|(?<![\w-])(?:—|–|--)|"
        r"named|called|(?:" + relations + r")(?:'s name is|,| is| named)?|"
        r"(?:" + roles + r")(?:'s name is| name\s?:| is|,)?)"
        r"\s{1,3}(?P<v>" + names._FULL + ")"
    )
    fast = resolve(names._STRONG_EN)
    for text in _texts():
        assert _matches(fast, text) == _matches(plain, text), text


def test_org_regex_matches_as_plain_compile() -> None:
    fast = names._org_re()
    plain = re.compile(fast.pattern)
    for text in _texts():
        n = len(text)
        for s in range(0, n + 1, 5):
            lo, hi = max(0, s - 40), min(n, s + 45)
            spans = [m.span() for m in fast.finditer(text, lo, hi)]
            assert spans == [m.span() for m in plain.finditer(text, lo, hi)], text
            assert (fast.match(text, s) is None) == (plain.match(text, s) is None)


def test_zh_context_gates_are_implied_by_their_passes() -> None:
    gates = names._ZH_CTX_GATES
    passes = (names._ZH_FORM_CUE, names._ZH_REL2, names._ZH_BRACKET, names._ZH_CLAUSE)
    for raw in (*corpus_texts(), *perturbed_texts()):
        norm = normalize(raw)
        found = gates.found(norm.low)
        for rx, need in zip(passes, gates.masks, strict=True):
            if resolve(rx).search(norm.text) is not None:
                assert found & need == need, (rx.pattern[:30], raw)
        if resolve(names._ZH_ALONE).search(norm.text) is not None:
            assert names._zh_alone_possible(norm.text), raw


def test_zh_context_finds_the_same_with_its_gates_open(monkeypatch: pytest.MonkeyPatch) -> None:
    det = names.ZhContextNames()
    texts = [t for t in (*corpus_texts(), *perturbed_texts()) if normalize(t).has_cjk()]
    gated = [list(det.find(normalize(t))) for t in texts]
    monkeypatch.setattr(names._ZH_CTX_GATES, "found", lambda low: -1)
    monkeypatch.setattr(names, "_zh_alone_possible", lambda text: True)
    assert [list(det.find(normalize(t))) for t in texts] == gated


def test_roman_readings_need_a_capital_after_whitespace() -> None:
    for text in _texts():
        if resolve(names._ZH_ROMAN).search(text) is not None:
            assert resolve(names._SPACE_CAP).search(text) is not None, text


def test_bare_readings_are_remembered_exactly() -> None:
    for text in _texts():
        if not normalize(text).has_cjk():
            continue
        for m in names._zh_surname_re().finditer(text):
            for role in (False, True):
                strict, loose = names._zh_bare_readings(text, m.start(), role)
                assert names._zh_bare_both(text, m.start(), role) == (tuple(strict), tuple(loose))


def test_chinese_name_gates_are_implied_by_their_passes() -> None:
    gates = names._ZH_NAME_GATES
    passes = (names._ZH_STRONG, names._ZH_REL, names._ZH_TITLED, names._ZH_TAKE)
    for raw in (*corpus_texts(), *perturbed_texts()):
        norm = normalize(raw)
        found = gates.found(norm.low)
        for rx, need in zip(passes, gates.masks, strict=True):
            if resolve(rx).search(norm.text) is not None:
                assert found & need == need, (rx.pattern[:30], raw)


def test_name_detector_finds_the_same_with_its_gates_open(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    det = names.NameDetector()
    texts = (*corpus_texts(), *perturbed_texts())
    gated = [list(det.find(normalize(t))) for t in texts]
    monkeypatch.setattr(names._ZH_NAME_GATES, "found", lambda low: -1)
    monkeypatch.setattr(names._EN_NAME_GATES, "found", lambda low: -1)
    monkeypatch.setattr(names, "_TITLE_GATE", re.compile(""))
    monkeypatch.setattr(names, "_has_zh_surname", lambda norm: True)
    monkeypatch.setattr(names, "_SPACE_CAP", re.compile(""))
    assert [list(det.find(normalize(t))) for t in texts] == gated


def test_slot_field_gate_is_implied_by_its_pass() -> None:
    gate = names._ZH_SLOT_FIELD_GATE
    (need,) = gate.masks
    for raw in (*corpus_texts(), *perturbed_texts()):
        norm = normalize(raw)
        if resolve(names._ZH_SLOT_FIELD).search(norm.text) is not None:
            assert gate.found(norm.low) & need == need, raw


def test_english_frames_need_a_capital() -> None:
    for text in _texts():
        if resolve(names._EN_FRAME).search(text) is not None:
            assert re.search("[A-Z]", text), text


def test_english_name_gates_are_implied_by_their_passes() -> None:
    title, strong = names._EN_NAME_GATES.masks
    for raw in (*corpus_texts(), *perturbed_texts(), *EXTRA):
        norm = normalize(raw)
        found = names._EN_NAME_GATES.found(norm.low)
        if resolve(names._TITLE_GATE).search(norm.text) is not None:
            assert found & title, raw
        if resolve(names._STRONG_GATE).search(norm.low) is not None:
            assert found & strong, raw


def test_surname_memo_answers_for_the_text_asked() -> None:
    for raw in (*corpus_texts(), *perturbed_texts()):
        norm = normalize(raw)
        want = names._zh_surname_re().search(norm.text) is not None
        assert names._has_zh_surname(norm) is want, raw
        assert names._has_zh_surname(norm) is want, raw


def test_frames_open_with_the_surname_gate(monkeypatch: pytest.MonkeyPatch) -> None:
    det = names.FrameNames()
    texts = (*corpus_texts(), *perturbed_texts())
    gated = [list(det.find(normalize(t))) for t in texts]
    monkeypatch.setattr(names, "_has_zh_surname", lambda norm: True)
    assert [list(det.find(normalize(t))) for t in texts] == gated


def test_possessive_pair_words_match_the_backtracking_form() -> None:
    fast = resolve(names._PAIR_WORD)
    plain = re.compile(fast.pattern.replace("{0,20}+", "{0,20}").replace("{1,20}+", "{1,20}"))
    assert plain.pattern != fast.pattern
    words = ["O'Brien", "d\u2019Arcy", "Mary-Jane", "ANN-MARIE", "x" * 25, "Ab'c", "abc'", "A-b"]
    extra = [f"{a} {b}{c}" for a in words for b in words for c in ("", ".", "(jr)", "(Li ", "-")]
    for text in (*_texts(), *extra):
        assert [m.span() for m in fast.finditer(text)] == [
            m.span() for m in plain.finditer(text)
        ], text


def test_zh_start_matches_its_anchor_form() -> None:
    fast = resolve(names._ZH_START)
    plain = re.compile(
        r"(?:^|(?<=[\s，。！？；：,.!?;:、\n“”\"（(\-*•]))(?P<v>[\u4e00-\u9fff]{2,4})"
    )
    extra = ["王伟", " 王伟", "，王伟说", "a王伟", "王\n伟明", "(王伟)", "-王伟", "“王伟”"]
    for text in (*_texts(), *extra):
        assert _matches(fast, text) == _matches(plain, text), text


#: every alternative of _FRAME_STRONG and _FRAME_AFTER, spelled out
FRAME_CUES = (
    "meeting", "meet", "thanks again,", "thank you again,", "remember that", "landlord,",
    "landlady,", "contact", "contact person:", "my name is", "name is", "my name 是", "name 是",
    "coffee with", "lunch w/", "dinner with", "breakfast with", "brunch w/", "drinks with",
    "tea with", "beer with", "beers w/", "catchup with", "catch-up with", "1:1 with",
    "1on1 with", "1-on-1 w/", "联系人：", "房东", "记住", "名叫", "叫做", "叫", "打电话", "打来",
    "来电", "和你", "跟你", "与你", "是你的", "喝咖啡", "吃午饭", "吃了午饭", "吃饭", "吃了饭",
    "想",
    "had lunch", "called", "rang", "phoned", "and you're", "is your", "was your", "for coffee",
    "for lunch", "for dinner", "wants", "said", "says", "asked", "told you", "!", "！", ", who",
)  # fmt: skip


def test_frame_literals_are_implied_by_the_frames() -> None:
    strong = re.compile(names._FRAME_STRONG)
    after = re.compile(names._FRAME_AFTER)
    lits = names._FRAME_STRONG_OR_AFTER
    texts = [f"{c} Anna Lee" for c in FRAME_CUES] + [f"王伟{c}" for c in FRAME_CUES]
    texts += [t.upper() for t in texts] + [t.title() for t in texts]
    for raw in (*texts, *corpus_texts(), *perturbed_texts()):
        norm = normalize(raw)
        if strong.search(norm.text) or after.search(norm.text):
            assert any(lit in norm.low for lit in lits), raw
