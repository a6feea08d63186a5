"""The encrypted recall index: no plaintext on disk, consistent with every write path,
and it answers ranked queries without decrypting every entry."""

from __future__ import annotations

from pathlib import Path

import pytest

from complex_memory_manager import MemoryBackend, MemoryStore
from complex_memory_manager.index import index_key
from complex_memory_manager.ranking import tokenize
from helpers import all_bytes

SKILL = "skill-a"


def _texts(store: MemoryStore, query: str | None = None, limit: int | None = 10) -> list[str]:
    return [e.text for e in store.recall(SKILL, query=query, limit=limit).entries]


def _full(store: MemoryStore, query: str) -> list[str]:
    """The same recall through the full decrypt-and-scan path (the reference)."""
    res = store.recall(SKILL, query=query, include_archive=True)
    return [e.text for e in res.entries]


class CountingStore(MemoryStore):
    """Counts entry decryptions."""

    decrypted = 0

    def decrypt(self, record):  # type: ignore[no-untyped-def]
        type(self).decrypted += 1
        return super().decrypt(record)


class TestEncryptedAtRest:
    def test_index_holds_no_plaintext_and_no_token(self, store: MemoryStore, root: Path) -> None:
        """After indexing, no word of any entry (nor any index term) appears on disk."""
        words = ["zanzibarian", "quixotically", "flummoxed", "蝴蝶兰花"]
        store.remember(SKILL, f"Prefers {words[0]} tea and {words[1]} long answers")
        store.remember(SKILL, f"Gets {words[2]} by jargon; likes {words[3]}")
        assert _texts(store, "zanzibarian tea")  # builds and stores the index
        idx = root / index_key(SKILL)
        assert idx.is_file() and idx.stat().st_mode & 0o077 == 0
        disk = all_bytes(root)
        for w in words:
            for term in [w, *tokenize(w)]:
                assert term.encode() not in disk, "index leaked a term"

    def test_forget_all_shreds_the_index(self, store: MemoryStore, root: Path) -> None:
        store.remember(SKILL, "Prefers green tea")
        _texts(store, "tea")
        store.forget(SKILL, everything=True)
        assert not (root / index_key(SKILL)).exists()
        assert _texts(store, "tea") == []

    def test_tampered_or_foreign_index_is_rebuilt(self, store: MemoryStore, root: Path) -> None:
        """A corrupt index (or one from another skill) is ignored and rebuilt: it's a cache."""
        store.remember(SKILL, "Prefers green tea")
        store.remember("skill-b", "Prefers black coffee")
        _texts(store, "tea")
        store.recall("skill-b", query="coffee", limit=5)
        idx = root / index_key(SKILL)
        idx.write_bytes((root / index_key("skill-b")).read_bytes())  # swap in skill-b's
        fresh = MemoryStore(root)
        assert [e.text for e in fresh.recall(SKILL, query="tea", limit=5).entries] == [
            "Prefers green tea"
        ]
        idx.write_bytes(b"CMMIDX1\nk0\n" + b"\x00" * 64)
        assert _texts(MemoryStore(root), "tea") == ["Prefers green tea"]


class TestConsistency:
    def test_writes_forgets_and_other_processes_are_seen(self, root: Path) -> None:
        """Remember (new file, appended topic file), forget, and writes by another store
        instance are all reflected in the next ranked recall."""
        a, b = MemoryStore(root), MemoryStore(root)
        a.remember(SKILL, "Prefers metric units for weather")
        assert _texts(a, "weather") == ["Prefers metric units for weather"]
        b.remember(SKILL, "Weather summary as bullet points", topic="prefs")
        b.remember(SKILL, "Weather alerts only for storms", topic="prefs")  # same file grows
        got = _texts(a, "weather")
        assert sorted(got) == sorted([
            "Prefers metric units for weather", "Weather summary as bullet points",
            "Weather alerts only for storms",
        ])
        victim = next(e for e in a.recall(SKILL, query="storms", limit=1).entries)
        b.forget(SKILL, entry_id=victim.id)
        assert "Weather alerts only for storms" not in _texts(a, "weather")
        assert _texts(a, "storms") == []

    def test_forget_prunes_the_stored_index_at_once(self, root: Path) -> None:
        """After forget the stored index no longer lists the entry, before any query."""
        store = MemoryStore(root)
        keep = store.remember(SKILL, "Prefers tea", topic="drinks")
        gone = store.remember(SKILL, "Prefers coffee", topic="drinks")
        _texts(store, "prefers")
        store.forget(SKILL, entry_id=gone.id)
        fresh = MemoryStore(root)
        files = fresh.index._load(SKILL).files
        ids = {d[0] for item in files.values() for d in item["docs"]}
        assert ids == {keep.id}

    def test_cleanup_is_seen(self, root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        """Cleanup archives old entries and compacts files; the index follows."""
        if not hasattr(MemoryStore, "cleanup"):
            pytest.skip("cleanup not in this version")
        monkeypatch.setenv("CMM_NOW", "2026-01-01")
        store = MemoryStore(root)
        store.remember(SKILL, "Old preference for tabular weather")
        monkeypatch.setenv("CMM_NOW", "2026-03-01")
        store = MemoryStore(root)
        store.remember(SKILL, "New preference for weather maps")
        store.remember(SKILL, "Another note on weather radar")
        assert len(_texts(store, "weather")) == 2  # the old one is expired already
        store.cleanup()
        assert sorted(_texts(store, "weather")) == [
            "Another note on weather radar", "New preference for weather maps",
        ]
        assert _texts(store, "weather maps", limit=1) == ["New preference for weather maps"]

    def test_expired_entries_are_left_out_like_the_full_path(
        self, root: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.setenv("CMM_NOW", "2026-01-01")
        MemoryStore(root).remember(SKILL, "Expired tea note")
        monkeypatch.setenv("CMM_NOW", "2026-03-01")
        store = MemoryStore(root)
        store.remember(SKILL, "Fresh tea note")
        assert _texts(store, "tea") == ["Fresh tea note"]
        assert _texts(store, None, limit=5) == ["Fresh tea note"]

    def test_same_ranking_as_full_scan(self, store: MemoryStore) -> None:
        """Scores use the same BM25 statistics as the decrypt-everything path."""
        texts = [
            "User prefers Celsius", "Celsius and metric units everywhere",
            "Weekly weather summary", "用户喜欢摄氏度", "摄氏度和公制单位", "Nothing relevant",
        ]
        store.remember_many([(SKILL, t, "internal") for t in texts])
        for q in ("celsius units", "摄氏度", "weather weekly", "absent"):
            assert _texts(store, q, limit=None) == _full(store, q)

    def test_no_query_with_limit_is_newest_first(self, store: MemoryStore) -> None:
        for n in range(5):
            store.remember(SKILL, f"note {n}")
        assert len(_texts(store, None, limit=3)) == 3


class TestCost:
    def test_query_decrypts_only_the_top_entries(self, root: Path) -> None:
        """Once indexed, a ranked query decrypts at most `limit` entries, even in a fresh
        store instance, and a new write costs decrypting only the new file's entries."""
        builder = MemoryStore(root)
        builder.remember_many([(SKILL, f"filler entry number {i} about topic {i % 7}", "internal")
                               for i in range(200)])
        builder.remember(SKILL, "The needle: prefers oolong tea")
        builder.recall(SKILL, query="warm up", limit=1)  # index built here

        CountingStore.decrypted = 0
        store = CountingStore(root)
        res = store.recall(SKILL, query="oolong tea", limit=3)
        assert res.entries[0].text == "The needle: prefers oolong tea"
        assert CountingStore.decrypted <= 3

        store.remember(SKILL, "Another oolong remark")
        CountingStore.decrypted = 0
        store.recall(SKILL, query="oolong", limit=2)
        assert CountingStore.decrypted <= 1 + 2

    def test_memory_backend_works_too(self) -> None:
        store = MemoryStore(MemoryBackend())
        store.remember(SKILL, "Prefers tea")
        store.remember(SKILL, "Prefers coffee")
        assert _texts(store, "coffee") == ["Prefers coffee"]
        assert any(k.startswith(".cmm/index/") for k in store.backend.list())

    def test_legacy_only_skill_falls_back_to_full_scan(
        self, store: MemoryStore, root: Path
    ) -> None:
        """A skill with no data key (legacy entries only) is served without an index."""
        store.remember(SKILL, "Prefers tea", cipher="legacy-xor")
        assert _texts(store, "tea") == ["Prefers tea"]
        assert not (root / index_key(SKILL)).exists()
