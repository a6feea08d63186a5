"""Recall and benign alteration on the second, independently written corpus
(:mod:`.corpus2`). Messages carry categories and counts only; failing samples go to a
tmp file."""

from __future__ import annotations

import json
import tempfile
from collections import Counter

import pytest

from complex_memory_manager.privacy import default_gate

from .corpus2 import TEMPLATES, benign, samples
from .test_corpus import MAX_BENIGN_ALTERED, MIN_RECALL, _survived

N_PER_CELL = 250


def test_recall_on_second_corpus() -> None:
    total: Counter[tuple[str, str]] = Counter()
    missed: Counter[tuple[str, str]] = Counter()
    failures = []
    for i, s in enumerate(samples(N_PER_CELL)):
        key = (s.category.value, s.lang)
        total[key] += 1
        if _survived(s.text, s.start, s.end):
            missed[key] += 1
            failures.append({"index": i, "category": key[0], "lang": key[1], "text": s.text})
    low = {
        f"{c}/{lang}": round(1 - missed[(c, lang)] / n, 3)
        for (c, lang), n in total.items()
        if 1 - missed[(c, lang)] / n < MIN_RECALL
    }
    if low:
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
            json.dump(failures, fh, ensure_ascii=False)
        pytest.fail(f"recall below {MIN_RECALL} for {low}; failing samples in {fh.name}")
    assert len(total) == 2 * len(TEMPLATES)


def test_benign_on_second_corpus() -> None:
    texts = benign()
    gate = default_gate()
    altered = [i for i, (t, _) in enumerate(texts) if gate.redact(t).text != t]
    assert len(altered) / len(texts) <= MAX_BENIGN_ALTERED, f"{len(altered)} altered"
