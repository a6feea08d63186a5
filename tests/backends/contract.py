"""The storage-backend contract: one set of tests every backend passes.

A backend's test module subclasses :class:`BackendContract` and provides one fixture,
``backend``, returning a fresh, empty backend::

    class TestMemoryBackend(BackendContract):
        @pytest.fixture
        def backend(self) -> Backend:
            return MemoryBackend()

The in-memory backend defines the semantics; these tests write them down.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable

import pytest

from complex_memory_manager import MemoryStore
from complex_memory_manager.backends import Backend, update
from complex_memory_manager.coordination import Journal, Lease, lease
from complex_memory_manager.errors import ObjectNotFound, PreconditionFailed, StorageError

KEYS = [
    "tier1-public/skill-a_stats.json",
    "tier2-internal/skill-a_3f2a.md",
    "tier2-internal/skill-a_batch-1.md",
    "tier2-internal/skill-b_x.md",
    "tier2-internal-old/skill-a.md",
    "archive/2026-04/skill-a_1.md",
    ".cmm/keys/skill-a.json",
    "MEMORY.md",
]


def _threads(n: int, target: Callable[[int], None]) -> None:
    errors: list[BaseException] = []

    def run(i: int) -> None:
        try:
            target(i)
        except BaseException as exc:
            errors.append(exc)

    workers = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(120)
    if errors:
        raise errors[0]


class BackendContract:
    """Subclass and provide a ``backend`` fixture returning a fresh, empty backend."""

    @pytest.fixture
    def backend(self) -> Backend:
        raise NotImplementedError

    # -- protocol ----------------------------------------------------------------
    def test_satisfies_the_protocol(self, backend: Backend) -> None:
        """The backend is a runtime Backend and names its kind."""
        assert isinstance(backend, Backend)
        assert backend.kind in ("local", "memory", "s3")

    # -- get / put -----------------------------------------------------------------
    def test_get_missing_raises_object_not_found(self, backend: Backend) -> None:
        """Reading an absent key raises ObjectNotFound (a StorageError)."""
        with pytest.raises(ObjectNotFound):
            backend.get("tier2-internal/nothing.md")
        assert not backend.exists("tier2-internal/nothing.md")

    def test_put_then_get_round_trips_bytes_and_etag(self, backend: Backend) -> None:
        """put returns the etag that get reports for the same bytes."""
        data = bytes(range(256)) * 3
        etag = backend.put("tier2-internal/skill-a_x.md", data)
        blob = backend.get("tier2-internal/skill-a_x.md")
        assert blob.data == data
        assert blob.etag == etag
        assert backend.exists("tier2-internal/skill-a_x.md")

    def test_empty_and_large_objects(self, backend: Backend) -> None:
        """Zero-byte and multi-megabyte objects round trip unchanged."""
        big = os.urandom(3 * 1024 * 1024 + 17)
        backend.put("a/empty", b"")
        backend.put("a/big", big)
        assert backend.get("a/empty").data == b""
        assert backend.get("a/big").data == big

    def test_unconditional_put_replaces(self, backend: Backend) -> None:
        """A plain put overwrites, and the etag changes with the bytes."""
        first = backend.put("k/one", b"first")
        second = backend.put("k/one", b"second")
        assert backend.get("k/one").data == b"second"
        assert first != second

    def test_etag_is_stable_for_unchanged_object(self, backend: Backend) -> None:
        """Two reads of an untouched object report the same etag."""
        backend.put("k/one", b"same")
        assert backend.get("k/one").etag == backend.get("k/one").etag

    # -- preconditions -------------------------------------------------------------
    def test_if_none_match_creates_only_once(self, backend: Backend) -> None:
        """Create-only succeeds on a new key and fails, leaving it intact, on an existing one."""
        backend.put("k/new", b"one", if_none_match=True)
        with pytest.raises(PreconditionFailed):
            backend.put("k/new", b"two", if_none_match=True)
        assert backend.get("k/new").data == b"one"

    def test_if_match_replaces_only_the_expected_version(self, backend: Backend) -> None:
        """Replace-if-unchanged wins with the current etag and loses with a stale one."""
        stale = backend.put("k/cas", b"v1")
        current = backend.put("k/cas", b"v2", if_match=stale)
        with pytest.raises(PreconditionFailed):
            backend.put("k/cas", b"v3", if_match=stale)
        assert backend.get("k/cas").data == b"v2"
        backend.put("k/cas", b"v3", if_match=current)
        assert backend.get("k/cas").data == b"v3"

    def test_if_match_on_missing_key_fails_and_creates_nothing(self, backend: Backend) -> None:
        """An etag precondition on an absent object loses; nothing is created."""
        etag = backend.put("k/other", b"x")
        with pytest.raises(PreconditionFailed):
            backend.put("k/missing", b"x", if_match=etag)
        assert not backend.exists("k/missing")

    def test_precondition_failed_is_a_storage_error(self) -> None:
        """Callers that only catch StorageError also catch a lost race."""
        assert issubclass(PreconditionFailed, StorageError)
        assert issubclass(ObjectNotFound, StorageError)

    def test_only_one_of_many_concurrent_creators_wins(self, backend: Backend) -> None:
        """Eight threads race to create one key: exactly one wins."""
        wins: list[int] = []

        def create(i: int) -> None:
            try:
                backend.put("race/create", str(i).encode(), if_none_match=True)
                wins.append(i)
            except PreconditionFailed:
                pass

        _threads(8, create)
        assert len(wins) == 1
        assert backend.get("race/create").data == str(wins[0]).encode()

    # -- delete --------------------------------------------------------------------
    def test_delete_removes_and_tolerates_missing(self, backend: Backend) -> None:
        """delete removes an object; deleting an absent one is not an error."""
        backend.put("k/gone", b"x")
        backend.delete("k/gone")
        assert not backend.exists("k/gone")
        with pytest.raises(ObjectNotFound):
            backend.get("k/gone")
        backend.delete("k/gone")

    def test_conditional_delete(self, backend: Backend) -> None:
        """delete(if_match) removes only the expected version; a stale etag keeps it."""
        stale = backend.put("k/del", b"v1")
        current = backend.put("k/del", b"v2")
        with pytest.raises(PreconditionFailed):
            backend.delete("k/del", if_match=stale)
        assert backend.get("k/del").data == b"v2"
        backend.delete("k/del", if_match=current)
        assert not backend.exists("k/del")

    def test_conditional_delete_of_missing_key_fails(self, backend: Backend) -> None:
        """An etag precondition on an absent object loses, for deletes too."""
        etag = backend.put("k/x", b"x")
        backend.delete("k/x")
        with pytest.raises(PreconditionFailed):
            backend.delete("k/x", if_match=etag)

    # -- listing -------------------------------------------------------------------
    def test_list_is_sorted_and_filtered_by_prefix(self, backend: Backend) -> None:
        """list yields every key under a prefix (not only at '/' boundaries), sorted."""
        for k in KEYS:
            backend.put(k, k.encode())
        assert list(backend.list()) == sorted(KEYS)
        assert list(backend.list("tier2-internal/")) == sorted(
            k for k in KEYS if k.startswith("tier2-internal/")
        )
        assert list(backend.list("tier2-internal/skill-a_")) == [
            "tier2-internal/skill-a_3f2a.md",
            "tier2-internal/skill-a_batch-1.md",
        ]
        assert list(backend.list("tier2")) == sorted(k for k in KEYS if k.startswith("tier2"))
        assert list(backend.list("nothing/")) == []

    def test_list_sorts_by_code_point_across_folders(self, backend: Backend) -> None:
        """'a-b' sorts before 'a/b' and 'a0' after it, as plain string order says."""
        keys = ["a/b", "a-b", "a0", "a/a/c", "b"]
        for k in keys:
            backend.put(k, b"x")
        assert list(backend.list()) == sorted(keys)

    def test_list_reflects_deletes(self, backend: Backend) -> None:
        """A deleted key is no longer listed."""
        backend.put("x/1", b"1")
        backend.put("x/2", b"2")
        backend.delete("x/1")
        assert list(backend.list("x/")) == ["x/2"]

    # -- versions ------------------------------------------------------------------
    def test_versions_track_changes_without_reads(self, backend: Backend) -> None:
        """versions() lists the same keys as list(); a token changes only when its object does."""
        for k in KEYS:
            backend.put(k, k.encode())
        before = backend.versions("tier2-internal/")
        assert list(before) == list(backend.list("tier2-internal/"))
        assert backend.versions("tier2-internal/") == before
        backend.put("tier2-internal/skill-b_x.md", b"changed, and longer than before")
        backend.delete("tier2-internal/skill-a_3f2a.md")
        after = backend.versions("tier2-internal/")
        assert "tier2-internal/skill-a_3f2a.md" not in after
        assert after["tier2-internal/skill-b_x.md"] != before["tier2-internal/skill-b_x.md"]
        assert after["tier2-internal/skill-a_batch-1.md"] == before[
            "tier2-internal/skill-a_batch-1.md"
        ]

    # -- keys ----------------------------------------------------------------------
    @pytest.mark.parametrize("bad", ["", "/abs", "a/../b", "a//b", "./a", "a/.", "..", "a\\b"])
    def test_invalid_keys_are_refused(self, backend: Backend, bad: str) -> None:
        """Keys that are not relative '/'-paths are refused on every operation."""
        with pytest.raises(StorageError):
            backend.put(bad, b"x")
        with pytest.raises(StorageError):
            backend.get(bad)
        with pytest.raises(StorageError):
            backend.delete(bad)

    def test_describe_names_the_key(self, backend: Backend) -> None:
        """describe() gives a location that ends with the key, and one for the root."""
        assert backend.describe("tier1-public/a.json").endswith("tier1-public/a.json")
        assert backend.describe()

    # -- read-modify-write ---------------------------------------------------------
    def test_update_creates_changes_and_can_leave_alone(self, backend: Backend) -> None:
        """update() creates an absent object, rewrites it, and writes nothing when told so."""
        assert update(backend, "u/n", lambda cur: b"1" if cur is None else None) == b"1"
        assert update(backend, "u/n", lambda cur: str(int(cur or b"0") + 1).encode()) == b"2"
        etag = backend.get("u/n").etag
        assert update(backend, "u/n", lambda cur: None) == b"2"
        assert backend.get("u/n").etag == etag

    def test_concurrent_updates_lose_nothing(self, backend: Backend) -> None:
        """Six threads × 15 increments through update(): the count is exactly 90."""

        def bump(cur: bytes | None) -> bytes:
            doc = json.loads(cur) if cur else {"n": 0}
            doc["n"] += 1
            return json.dumps(doc).encode()

        def work(_: int) -> None:
            for _ in range(15):
                update(backend, "u/counter.json", bump)

        _threads(6, work)
        assert json.loads(backend.get("u/counter.json").data) == {"n": 90}

    # -- coordination on this backend ----------------------------------------------
    def test_lease_is_exclusive_and_expired_lease_is_taken_over(self, backend: Backend) -> None:
        """A held lease blocks a second holder; once expired, another process takes it."""
        first = Lease(backend, "cleanup", ttl=600)
        assert first.acquire()
        assert not Lease(backend, "cleanup").acquire()
        with pytest.raises(StorageError), lease(backend, "cleanup"):
            pass
        first.release()
        dead = Lease(backend, "cleanup", ttl=-1)  # a holder that died long ago
        assert dead.acquire()
        taker = Lease(backend, "cleanup")
        assert taker.acquire()
        taker.release()
        assert list(backend.list(".cmm/leases/")) == []

    def test_journal_round_trip(self, backend: Backend) -> None:
        """A journal written by one run is read back whole by the next, then cleared."""
        journal = Journal(backend, "cleanup")
        assert journal.load() is None
        journal.write({"plan": ["a", "b"], "done": 1})
        assert Journal(backend, "cleanup").load() == {"plan": ["a", "b"], "done": 1}
        journal.clear()
        assert journal.load() is None

    # -- the store on this backend -------------------------------------------------
    def test_store_verbs_work_on_this_backend(self, backend: Backend) -> None:
        """remember, recall, forget, record and stats work through the backend alone."""
        store = MemoryStore(backend)
        kept = store.remember("skill-a", "prefers metric units in weather reports")
        gone = store.remember("skill-a", "likes short summaries")
        store.remember("skill-a", "reads the digest at lunch", topic="digest")
        store.remember("skill-a", "prefers dark mode", topic="digest")
        for ok in (True, False, True):
            store.record("skill-a", success=ok)
        texts = {e.text for e in store.recall("skill-a").entries}
        assert texts == {
            "prefers metric units in weather reports", "likes short summaries",
            "reads the digest at lunch", "prefers dark mode",
        }
        assert store.forget("skill-a", entry_id=gone.id) == 1
        recalled = store.recall("skill-a", query="metric weather")
        assert recalled.entries[0].id == kept.id
        assert gone.id not in {e.id for e in recalled.entries}
        assert store.stats()["skill_stats"]["skill-a"]["calls"] == 3
        raw = b"".join(backend.get(k).data for k in backend.list())
        assert b"metric units" not in raw
