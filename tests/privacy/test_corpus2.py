"""Recall and benign alteration on the second, independently written corpus
(:mod:`.corpus2`). Messages carry categories and counts only; failing samples go to a
tmp file."""

from __future__ import annotations

from complex_memory_manager.privacy import default_gate

from .corpus2 import TEMPLATES, benign, samples
from .test_corpus import MAX_BENIGN_ALTERED, MIN_RECALL, assert_recall

N_PER_CELL = 250


def test_recall_on_second_corpus() -> None:
    total = assert_recall(samples(N_PER_CELL), MIN_RECALL)
    assert len(total) == 2 * len(TEMPLATES)


def test_benign_on_second_corpus() -> None:
    texts = benign()
    gate = default_gate()
    altered = [i for i, (t, _) in enumerate(texts) if gate.redact(t).text != t]
    assert len(altered) / len(texts) <= MAX_BENIGN_ALTERED, f"{len(altered)} altered"
