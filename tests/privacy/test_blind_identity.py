"""Blind corpora A and B (written without looking at the detectors): survival of planted
passwords, usernames, person names and secrets per language.

The target is <= 1% per category and language. Where a cell is not there yet its current
level is pinned below as a ratchet (a known gap: lower it as recall improves, never raise
it). Failure messages carry category/lang/counts only; samples go to a temp file.
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
CATEGORIES = ("password", "username", "person_name", "secret")
LANGS = ("en", "zh", "mixed")
TARGET = 0.01
#: known gaps: (corpus, category, lang) -> highest allowed survivor count
RATCHET: dict[tuple[str, str, str], int] = {
    ("a", "person_name", "mixed"): 1,  # known gap: "王想 是 user 的 manager" (想 read as a verb)
}


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"_blind_{name}", HERE / f"{name}.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


@cache
def _results(corpus: str) -> tuple[Counter[tuple[str, str]], Counter[tuple[str, str]], str]:
    gate = default_gate()
    tot: Counter[tuple[str, str]] = Counter()
    bad: Counter[tuple[str, str]] = Counter()
    fails: list[dict[str, str]] = []
    mod = _load("blind_a" if corpus == "a" else "blind_b")
    for s in mod.samples():
        if s.category not in CATEGORIES:
            continue
        red = gate.redact(s.text).text
        tot[(s.category, s.lang)] += 1
        if mod.survives(s, red):
            bad[(s.category, s.lang)] += 1
            fails.append({"category": s.category, "lang": s.lang, "text": s.text, "redacted": red})
    with tempfile.NamedTemporaryFile(
        "w", suffix=f"_blind_{corpus}_identity.json", delete=False, encoding="utf-8"
    ) as fh:
        json.dump(fails, fh, ensure_ascii=False, indent=1)
    return tot, bad, fh.name


@pytest.mark.parametrize("corpus", ["a", "b"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("category", CATEGORIES)
def test_blind_survival(corpus: str, category: str, lang: str) -> None:
    tot, bad, dump = _results(corpus)
    n, k = tot[(category, lang)], bad[(category, lang)]
    assert n >= 50, f"blind_{corpus} {category}/{lang}: only {n} samples"
    allowed = max(int(TARGET * n), RATCHET.get((corpus, category, lang), 0))
    assert k <= allowed, f"blind_{corpus} {category}/{lang}: {k}/{n} survived (samples: {dump})"
