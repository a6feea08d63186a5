"""Blind corpora D onwards (tests/privacy/blind_<x>.py, scored by blind_common.py), each
written by a session that never read the detectors and measured before any fix (numbers in
SECURITY.md). D and E were then fixed against, F and G after them; H and I have never been
fixed against: their ratchets are the gate's honest held-out gaps.

Target: <= 1% of planted values survive per category and language, <= 2% of benign texts
altered. Cells still above target are pinned in RATCHET as known gaps: lower an entry as
recall improves, never raise one. Failure messages carry category/language/counts only; the
samples go to a temp file.
"""

from __future__ import annotations

import importlib.util
import json
import sys
import tempfile
from collections import Counter
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

from complex_memory_manager.privacy import default_gate

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from blind_common import CATEGORIES, LANGS, survival  # noqa: E402

CORPORA = ("d", "e", "f", "g", "h", "i")
#: one xdist worker per corpus (scripts/test runs ``--dist loadgroup``): each corpus is built
#: and redacted once, not once per worker
_BY_CORPUS = [pytest.param(c, marks=pytest.mark.xdist_group(f"blind_{c}")) for c in CORPORA]
TARGET = 0.01
BENIGN_TARGET = 0.02
#: known gaps: (corpus, category, lang) -> highest allowed survivor count
RATCHET: dict[tuple[str, str, str], int] = {
    ('g', 'password', 'en'): 3, ('h', 'email', 'zh'): 3, ('h', 'geo', 'en'): 24,
    ('h', 'geo', 'mixed'): 40, ('h', 'geo', 'zh'): 24, ('h', 'password', 'en'): 28,
    ('h', 'password', 'mixed'): 18, ('h', 'password', 'zh'): 18,
    ('h', 'person_name', 'en'): 13, ('h', 'person_name', 'mixed'): 4,
    ('h', 'person_name', 'zh'): 56, ('h', 'phone', 'en'): 4, ('h', 'schedule', 'en'): 7,
    ('h', 'schedule', 'mixed'): 6, ('h', 'secret', 'en'): 9, ('h', 'username', 'en'): 59,
    ('h', 'username', 'mixed'): 20, ('h', 'username', 'zh'): 26, ('i', 'address', 'mixed'): 6,
    ('i', 'financial', 'mixed'): 10, ('i', 'geo', 'en'): 22, ('i', 'geo', 'mixed'): 40,
    ('i', 'geo', 'zh'): 38, ('i', 'government_id', 'en'): 15,
    ('i', 'government_id', 'mixed'): 3, ('i', 'password', 'en'): 39,
    ('i', 'password', 'mixed'): 20, ('i', 'password', 'zh'): 10, ('i', 'person_name', 'en'): 3,
    ('i', 'person_name', 'zh'): 85, ('i', 'phone', 'en'): 5, ('i', 'schedule', 'zh'): 5,
    ('i', 'secret', 'en'): 9, ('i', 'secret', 'mixed'): 10, ('i', 'secret', 'zh'): 10,
    ('i', 'username', 'en'): 70, ('i', 'username', 'mixed'): 100, ('i', 'username', 'zh'): 110,
}
#: known benign gaps: (corpus, lang) -> highest allowed altered count
BENIGN_RATCHET: dict[tuple[str, str], int] = {
    ('h', 'mixed'): 12, ('i', 'en'): 25, ('i', 'mixed'): 32, ('i', 'zh'): 22,
}


def _load(letter: str) -> ModuleType:
    name = f"_blind_{letter}"
    spec = importlib.util.spec_from_file_location(name, HERE / f"blind_{letter}.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


@cache
def _results(letter: str) -> tuple[Counter[tuple[str, str]], Counter[tuple[str, str]],
                                   Counter[str], Counter[str], str]:
    gate = default_gate()
    mod = _load(letter)
    memo: dict[str, str] = {}

    def red(text: str) -> str:
        if text not in memo:
            memo[text] = gate.redact(text).text
        return memo[text]

    tot: Counter[tuple[str, str]] = Counter()
    bad: Counter[tuple[str, str]] = Counter()
    fails: list[dict[str, str]] = []
    for s in mod.samples():
        out = red(s.text)
        tot[(s.category, s.lang)] += 1
        if survival(s, out):
            bad[(s.category, s.lang)] += 1
            fails.append({"category": s.category, "lang": s.lang, "text": s.text,
                          "redacted": out})
    btot: Counter[str] = Counter()
    bbad: Counter[str] = Counter()
    for lang, text in mod.benign_with_lang():
        out = red(text)
        btot[lang] += 1
        if out != text:
            bbad[lang] += 1
            fails.append({"category": "benign", "lang": lang, "text": text, "redacted": out})
    with tempfile.NamedTemporaryFile("w", suffix=f"_blind_{letter}.json", delete=False,
                                     encoding="utf-8") as fh:
        json.dump(fails, fh, ensure_ascii=False, indent=1)
    return tot, bad, btot, bbad, fh.name


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("category", CATEGORIES)
@pytest.mark.parametrize("letter", _BY_CORPUS)
def test_planted_values_do_not_survive(letter: str, category: str, lang: str) -> None:
    tot, bad, _, _, dump = _results(letter)
    n, k = tot[(category, lang)], bad[(category, lang)]
    assert n >= 200, f"blind_{letter} {category}/{lang}: only {n} samples"
    allowed = max(int(TARGET * n), RATCHET.get((letter, category, lang), 0))
    assert k <= allowed, f"blind_{letter} {category}/{lang}: {k}/{n} survived (samples: {dump})"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("letter", _BY_CORPUS)
def test_benign_texts_pass_untouched(letter: str, lang: str) -> None:
    _, _, btot, bbad, dump = _results(letter)
    n, k = btot[lang], bbad[lang]
    assert n >= 300
    allowed = max(int(BENIGN_TARGET * n), BENIGN_RATCHET.get((letter, lang), 0))
    assert k <= allowed, f"blind_{letter} benign/{lang}: {k}/{n} altered (samples: {dump})"
