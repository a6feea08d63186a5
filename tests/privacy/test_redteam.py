"""The blind red-team corpus (tests/privacy/redteam.py): >= 99% of planted values caught in
every category x language cell, <= 2% of benign texts altered. Failure messages carry only
category, language and counts; the failing samples go to a temp file."""

from __future__ import annotations

import json
import tempfile
from typing import Any

import pytest

from complex_memory_manager.privacy import default_gate

from . import redteam

#: cells below 99% (see the red-team report) are xfail, not skipped, so a fix shows up
KNOWN_GAPS: frozenset[tuple[str, str]] = frozenset()  # none left; keep the mechanism


@pytest.fixture(scope="module")
def result() -> dict[str, Any]:
    gate = default_gate()
    res = redteam.evaluate(redteam.build_corpus(), redteam.build_benign(), gate.redact)
    with tempfile.NamedTemporaryFile(
        "w", prefix="redteam_failures_", suffix=".json", delete=False, encoding="utf-8"
    ) as fh:
        json.dump(
            {"failures": res["failures"], "benign_failures": res["benign_failures"]},
            fh,
            ensure_ascii=False,
        )
        res["dump"] = fh.name
    return res


@pytest.mark.parametrize(
    ("category", "lang"),
    [
        pytest.param(c, lang, marks=pytest.mark.xfail(reason="known gap", strict=False))
        if (c, lang) in KNOWN_GAPS
        else (c, lang)
        for c in redteam.CATEGORIES
        for lang in redteam.LANGS
    ],
)
def test_cell_recall(result: dict[str, Any], category: str, lang: str) -> None:
    n = result["total"].get((category, lang), 0)
    k = result["survived"].get((category, lang), 0)
    assert n >= 300, f"{category}/{lang}: only {n} samples"
    assert k <= 0.01 * n, f"{category}/{lang}: {k}/{n} survived (samples: {result['dump']})"


def test_benign_untouched(result: dict[str, Any]) -> None:
    n = sum(result["benign_total"].values())
    k = sum(result["benign_altered"].values())
    assert n >= 600
    assert k <= 0.02 * n, f"benign: {k}/{n} altered (samples: {result['dump']})"
