"""Blind corpus C (written without looking at the detectors): survival of planted places,
government IDs, financial numbers and phone numbers per language, and benign texts left
untouched.

The target is <= 1% per category and language. Cells above it are pinned below as a
ratchet (a known gap: lower it as recall improves, never raise it). Failure messages carry
category/lang/counts only; samples go to a temp file.
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
CATEGORIES = ("geo", "government_id", "financial", "phone")
LANGS = ("en", "zh", "mixed")
TARGET = 0.01
#: known gaps: (category, lang) -> highest allowed survivor count
RATCHET: dict[tuple[str, str], int] = {}  # every cell is at target today


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("_blind_c_places", HERE / "blind_c.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


@cache
def _results() -> tuple[Counter[tuple[str, str]], Counter[tuple[str, str]], int, int, str]:
    gate = default_gate()
    tot: Counter[tuple[str, str]] = Counter()
    bad: Counter[tuple[str, str]] = Counter()
    fails: list[dict[str, str]] = []
    mod = _load()
    cache_: dict[str, str] = {}
    for s in mod.samples():
        if s.category not in CATEGORIES:
            continue
        if s.text not in cache_:
            cache_[s.text] = gate.redact(s.text).text
        red = cache_[s.text]
        tot[(s.category, s.lang)] += 1
        if mod.survival(s, red):
            bad[(s.category, s.lang)] += 1
            fails.append({"category": s.category, "lang": s.lang, "text": s.text, "redacted": red})
    benign = list(mod.benign())
    altered = 0
    for t in benign:
        red = gate.redact(t).text
        if red != t:
            altered += 1
            fails.append({"category": "benign", "text": t, "redacted": red})
    with tempfile.NamedTemporaryFile(
        "w", suffix="_blind_c_places.json", delete=False, encoding="utf-8"
    ) as fh:
        json.dump(fails, fh, ensure_ascii=False, indent=1)
    return tot, bad, len(benign), altered, fh.name


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("category", CATEGORIES)
def test_blind_c_survival(category: str, lang: str) -> None:
    tot, bad, _, _, dump = _results()
    n, k = tot[(category, lang)], bad[(category, lang)]
    assert n >= 50, f"blind_c {category}/{lang}: only {n} samples"
    allowed = max(int(TARGET * n), RATCHET.get((category, lang), 0))
    assert k <= allowed, f"blind_c {category}/{lang}: {k}/{n} survived (samples: {dump})"


def test_blind_c_benign_untouched() -> None:
    _, _, n, k, dump = _results()
    assert n >= 300
    assert k <= TARGET * n, f"blind_c benign: {k}/{n} altered (samples: {dump})"
