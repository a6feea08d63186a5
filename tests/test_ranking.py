"""Ranking: tokenization in English and Chinese, and the labelled relevance set."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from complex_memory_manager import MemoryStore
from complex_memory_manager.ranking import bm25_scores, tokenize

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_recall.py"


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_recall", BENCH)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class TestTokenize:
    def test_english_words_are_folded(self) -> None:
        """Case, plurals and common suffixes fold so queries match their variants."""
        assert tokenize("Preferences") == tokenize("preference")
        assert tokenize("Recipes") == tokenize("recipe")
        assert tokenize("the and of") == []

    def test_full_width_and_zero_width_are_normalized(self) -> None:
        assert tokenize("ＰＹＴＨＯＮ") == tokenize("python")
        assert tokenize("py\u200bthon") == tokenize("python")

    def test_chinese_bigrams_and_mixed_text(self) -> None:
        toks = tokenize("喜欢Python和摄氏度")
        assert "python" in toks and "摄氏" in toks and "氏度" in toks
        assert "和" not in toks  # a particle alone carries nothing

    def test_bm25_prefers_the_matching_document(self) -> None:
        docs = [tokenize("weekly weather summary"), tokenize("celsius please"), []]
        scores = bm25_scores("celsius", docs)
        assert scores[1] > 0 and scores[0] == 0 and scores[2] == 0


class TestLabelledQueries:
    @pytest.fixture
    def labelled_store(self, root: Path) -> tuple[MemoryStore, ModuleType]:
        bench = _bench()
        return bench.build_store(root, 600, batch=100), bench

    def test_relevant_entry_ranks_first_in_both_languages(
        self, labelled_store: tuple[MemoryStore, ModuleType]
    ) -> None:
        """Each labelled query (6 English, 6 Chinese) puts its entry first, through the
        index, and the index agrees with a full decrypt-and-scan."""
        store, bench = labelled_store
        chinese = {any("\u4e00" <= c <= "\u9fff" for c in q) for q, _ in bench.LABELLED}
        assert chinese == {True, False}
        misses = []
        for query, raw in bench.LABELLED:
            expected = store.gate.apply(raw).text
            got = [e.text for e in store.recall(bench.SKILL, query=query, limit=5).entries]
            if not got or got[0] != expected:
                misses.append(query)
            assert got == bench.full_scan(store, query, 5)
        assert misses == []
