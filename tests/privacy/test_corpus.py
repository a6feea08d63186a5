"""Per-category recall and benign pass rate on the labelled corpus (tune and held-out).

Failure messages name category, language and counts; failing samples go to a tmp file.
"""

from __future__ import annotations

import json
import tempfile
from collections import Counter
from collections.abc import Iterable

import pytest

from complex_memory_manager.privacy import default_gate

from .corpus import Sample, benign, samples

N_PER_CELL = {"tune": 150, "heldout": 250}
MIN_RECALL = 0.99
MAX_BENIGN_ALTERED = 0.02


def assert_recall(planted: Iterable[Sample], min_recall: float) -> Counter[tuple[str, str]]:
    """Fail (naming cells and a temp file of the failing samples, never a value on the
    console) if any category/language cell's recall is below ``min_recall``; return the
    sample count per cell."""
    total: Counter[tuple[str, str]] = Counter()
    missed: Counter[tuple[str, str]] = Counter()
    failures = []
    for i, s in enumerate(planted):
        key = (s.category.value, s.lang)
        total[key] += 1
        if _survived(s.text, s.start, s.end):
            missed[key] += 1
            failures.append({"index": i, "category": key[0], "lang": key[1], "text": s.text})
    low = {
        f"{c}/{lang}": round(1 - missed[(c, lang)] / n, 3)
        for (c, lang), n in total.items()
        if 1 - missed[(c, lang)] / n < min_recall
    }
    if low:
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
            json.dump(failures, fh, ensure_ascii=False)
        pytest.fail(f"recall below {min_recall} for {low}; failing samples in {fh.name}")
    return total


def _survived(sample_text: str, start: int, end: int) -> bool:
    result = default_gate().redact(sample_text)
    value = sample_text[start:end]
    covered = sum(
        min(f.end, end) - max(f.start, start)
        for f in result.findings
        if f.end > start and f.start < end
    )
    return value in result.text or covered < 0.7 * len(value)


@pytest.mark.parametrize("split", ["tune", "heldout"])
def test_recall_per_category_and_language(split: str) -> None:
    total = assert_recall(samples(split, N_PER_CELL[split]), MIN_RECALL)
    assert len(total) == 24  # 12 categories x 2 languages


@pytest.mark.parametrize("split", ["tune", "heldout"])
def test_benign_texts_pass_untouched(split: str) -> None:
    texts = benign(split)
    altered = [i for i, (t, _) in enumerate(texts) if default_gate().redact(t).text != t]
    assert len(altered) / len(texts) <= MAX_BENIGN_ALTERED, f"benign altered at indices {altered}"
