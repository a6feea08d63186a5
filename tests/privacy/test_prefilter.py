"""The gate's prefilter skips only detectors that cannot match.

Every detector may declare ``needs`` (digits, capitals, CJK, literal cue words, a long
whitespace-free run...); the gate skips a detector whose needs a text does not meet. These
tests run every detector unconditionally on the corpora, on perturbed variants and on
random texts, and check that a skipped detector never finds anything and that the
prefiltered pipeline yields exactly the unconditional findings.
"""

from __future__ import annotations

import random
import re
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from complex_memory_manager.privacy import PrivacyGate
from complex_memory_manager.privacy.detectors import DEFAULT_DETECTORS, Needs
from complex_memory_manager.privacy.detectors._base import digit_run
from complex_memory_manager.privacy.normalize import normalize

from . import corpus, corpus2, hard_negatives
from .test_generality import NEGATIVE, POSITIVE

#: texts that stress the features: case-folding equivalents (dotless i, long s, Kelvin
#: sign), non-ASCII digits, full-width forms, zero-width characters, tabs and newlines
EDGE = [
    "",
    " ",
    "pın: hunter2xyz",
    "PİN: hunter2xyz",
    "paſsword: hunter2xyz",
    "api_\u212aey = AbCdEf0123456789XyZ",
    "my ssn is ١٢٣-٤٥-٦٧٨٩",
    "call ٤١٥ ٥٥٥ ٠١٣٢ now",
    "phone：＋１ ４１５ ５５５ ０１３２",
    "邮编：１０００２０",
    "pass\u200bword: hunter2xyz",
    "jane\tdot\tsmith\tat\texample\tdot\tcom",
    "call\tme\ton\n415\n555\n0132",
    "lives on\nMaple Avenue",
    "每天７:３０起床",
    "Dr.\u00a0Émile Zola",
    "ÉMILE ZOLA and Ángel Núñez",
    "token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijklmnop",
    # a label the regex knows must be in the detector's literal gate too (登录名 was not)
    '{"登录名": "tao54", "角色": "admin"}',
    "工单#1：登录名为todd25的客户无法登录",
    # a number spoken digit by digit (normalization reads it as digits)
    "手机 一三七 四四四七 零零二六",
]


@cache
def corpus_texts() -> tuple[str, ...]:
    texts = [s.text for split in ("tune", "heldout") for s in corpus.samples(split, 6)]
    texts += [t for split in ("tune", "heldout") for t, _ in corpus.benign(split)]
    texts += [s.text for s in corpus2.samples(4)] + [t for t, _ in corpus2.benign()]
    texts += hard_negatives.zh_benign() + hard_negatives.en_benign()
    texts += [t for t, _ in POSITIVE] + list(NEGATIVE) + EDGE
    return tuple(texts)


@cache
def perturbed_texts() -> tuple[str, ...]:
    """Corpus texts cut, upper-cased, lower-cased, spliced and with whitespace swapped."""
    rng = random.Random(2024)
    base = corpus_texts()
    out: list[str] = []
    for _ in range(1500):
        t = rng.choice(base)
        op = rng.randrange(6)
        if op == 0 and len(t) > 4:
            i, j = sorted(rng.sample(range(len(t) + 1), 2))
            t = t[i:j]
        elif op == 1:
            t = t.upper()
        elif op == 2:
            t = t.lower()
        elif op == 3:
            t = t + rng.choice(" \n，") + rng.choice(base)
        elif op == 4:
            t = t.replace(" ", rng.choice(["\t", "\n", "  ", "\u3000", "\u00a0"]))
        else:
            t = t.translate(str.maketrans("is", "ıſ"))
        out.append(t)
    return tuple(out)


def _needs(det: object) -> Needs | None:
    needs = getattr(det, "needs", None)
    assert needs is None or isinstance(needs, Needs)
    return needs


def _check_skipped_find_nothing(text: str) -> None:
    norm = normalize(text)
    for det in DEFAULT_DETECTORS:
        needs = _needs(det)
        if needs is not None and not needs.met(norm):
            found = list(det.find(normalize(text)))
            assert not found, f"{det.name} was skipped but finds {len(found)} (text #{hash(text)})"


def test_most_detectors_declare_needs() -> None:
    declared = sum(_needs(d) is not None for d in DEFAULT_DETECTORS)
    assert declared == len(DEFAULT_DETECTORS)


def test_skipped_detectors_find_nothing_on_the_corpora() -> None:
    for text in corpus_texts():
        _check_skipped_find_nothing(text)


def test_skipped_detectors_find_nothing_on_perturbed_texts() -> None:
    for text in perturbed_texts():
        _check_skipped_find_nothing(text)


def test_prefiltered_pipeline_equals_unconditional() -> None:
    fast = PrivacyGate()
    full = PrivacyGate()
    full._prefilter = False
    for text in corpus_texts() + perturbed_texts():
        assert fast.scan(text) == full.scan(text)
        assert fast.redact(text) == full.redact(text)


def test_the_prefilter_skips_most_detectors_on_plain_notes() -> None:
    """The point of the prefilter: a plain short note runs only a handful of detectors."""
    norm = normalize("skill-003 prefers summaries about topic 17 in style 4242")
    run = [d.name for d in DEFAULT_DETECTORS if (n := _needs(d)) is None or n.met(norm)]
    assert len(run) <= 6, run


_PIECES = st.sampled_from(
    [
        *(t for t in corpus_texts()[::7]),
        " ",
        "\t",
        "\n",
        "@",
        ":",
        "=",
        ".",
        "/",
        "-",
        "°",
        "1",
        "42",
        "4155550132",
        "ı",
        "İ",
        "ſ",
        "\u212a",
        "٣",
        "７",
        "點",
        "市",
        "区",
        "号",
        "密码",
        "Key",
        "PASS",
        "Users",
        "/home/",
        "dot",
        "at",
        "clock",
        "APO",
    ]
)
_TEXTS = st.one_of(st.text(max_size=120), st.lists(_PIECES, max_size=10).map("".join))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_TEXTS)
def test_skipped_detectors_find_nothing_on_random_texts(text: str) -> None:
    _check_skipped_find_nothing(text)


def test_generated_selector_matches_needs() -> None:
    """The gate's generated selector picks exactly the detectors whose needs are met."""
    gate = PrivacyGate()
    for text in corpus_texts() + perturbed_texts():
        norm = normalize(text)
        expected = [d for d in DEFAULT_DETECTORS if (n := _needs(d)) is None or n.met(norm)]
        assert gate._selector(norm.flags)(norm) == expected


def test_digit_run_regex_agrees_with_maxdig() -> None:
    rng = random.Random(7)
    texts = list(corpus_texts())
    texts += [
        "".join(rng.choice("0123456789 .-()/+:ab\n٣") for _ in range(40)) for _ in range(3000)
    ]
    for text in texts:
        norm = normalize(text)
        for k in (2, 5, 7, 9, 12, 17):
            assert (digit_run(k).search(norm.text) is not None) == (norm.maxdig >= k)


def test_name_pass_gates_skip_only_passes_that_cannot_match(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The English name passes are skipped without their cue literals (title words, strong
    cues, whitespace + capital); with the gates forced open the findings are the same."""
    from complex_memory_manager.privacy.detectors import names

    det = names.NameDetector()
    texts = corpus_texts() + perturbed_texts()
    gated = [list(det.find(normalize(t))) for t in texts]
    always = re.compile("")
    for gate in ("_TITLE_GATE", "_STRONG_GATE", "_SPACE_CAP"):
        monkeypatch.setattr(names, gate, always)
    assert [list(det.find(normalize(t))) for t in texts] == gated


def test_schedule_hints_skip_only_texts_that_cannot_match() -> None:
    from complex_memory_manager.privacy.detectors import schedules

    for text in corpus_texts() + perturbed_texts():
        norm = normalize(text)
        if not schedules._ampm_hint(norm):
            assert schedules._AMPM.search(norm.text) is None
        if not schedules._phrase_hint(norm):
            assert schedules._PHRASE.search(norm.text) is None
