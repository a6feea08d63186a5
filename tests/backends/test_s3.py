"""The S3 backend on a real SeaweedFS server (loopback): the contract, plus what is S3's own —
request counts, the start-up probe leaving nothing behind, translated errors."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from contract import BackendContract

from complex_memory_manager import MemoryStore
from complex_memory_manager.backends import Backend, open_backend
from complex_memory_manager.backends import s3 as s3_module
from complex_memory_manager.backends.s3 import PROBE_PREFIX, S3Backend
from complex_memory_manager.errors import CMMError, ObjectNotFound, StorageError
from s3_server import BUCKET

pytestmark = pytest.mark.s3


@pytest.fixture(autouse=True)
def _fresh_probe_verdicts() -> Iterator[None]:
    s3_module._VERDICTS.clear()
    yield
    s3_module._VERDICTS.clear()


class TestS3Backend(BackendContract):
    @pytest.fixture
    def backend(self, s3_root: str) -> Backend:
        return S3Backend.from_url(s3_root)


class TestS3Specifics:
    def test_open_backend_dispatches_s3_urls(self, s3_root: str) -> None:
        """open_backend('s3://bucket/prefix') gives an S3Backend on that bucket and prefix."""
        backend = open_backend(s3_root)
        assert isinstance(backend, S3Backend)
        assert backend.bucket == BUCKET
        assert backend.describe("tier1-public/a.json") == f"{s3_root}/tier1-public/a.json"
        assert MemoryStore(s3_root).location == s3_root

    def test_url_forms(self) -> None:
        """A bucket alone is a root; slashes around the prefix do not matter; junk is refused."""
        client = object.__new__(_NullClient)
        assert S3Backend("b1", "", client=client).describe() == "s3://b1"
        assert S3Backend.from_url("s3://b1/a/b/", client=client).prefix == "a/b"
        with pytest.raises(StorageError):
            S3Backend.from_url("s3:///prefix", client=client)
        with pytest.raises(StorageError):
            S3Backend.from_url("s3://b1/a/../b", client=client)

    def test_probe_runs_once_and_leaves_nothing(self, s3_root: str) -> None:
        """The safety probe runs before the first operation only, and cleans up after itself."""
        backend = S3Backend.from_url(s3_root)
        assert list(backend.list(PROBE_PREFIX)) == []
        probe_cost = backend.requests
        assert 5 <= probe_cost <= 8
        backend.put("a/b", b"x")
        assert backend.requests == probe_cost + 1
        second = S3Backend.from_url(s3_root)  # same endpoint and bucket: verdict is known
        second.get("a/b")
        assert second.requests == 1

    def test_passed_probe_is_remembered_across_processes(
        self, s3_root: str, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """A new process (empty in-memory verdicts) reuses the user's cached pass for a day;
        CMM_S3_PROBE=always probes again."""
        first = S3Backend.from_url(s3_root)
        first.exists("x")
        assert first.requests >= 5
        s3_module._VERDICTS.clear()  # as in a new process
        again = S3Backend.from_url(s3_root)
        again.exists("x")
        assert again.requests == 1
        s3_module._VERDICTS.clear()
        monkeypatch.setenv("CMM_S3_PROBE", "always")
        forced = S3Backend.from_url(s3_root)
        forced.exists("x")
        assert forced.requests >= 5

    def test_requests_per_operation(self, s3_root: str) -> None:
        """get, put, delete, exists cost one request each; list and versions one listing."""
        backend = S3Backend.from_url(s3_root)
        for i in range(20):
            backend.put(f"tier2-internal/skill-a_{i:02d}.md", b"x" * i)
        costs = {}
        for name, op in {
            "get": lambda: backend.get("tier2-internal/skill-a_03.md"),
            "put": lambda: backend.put("tier2-internal/skill-a_03.md", b"y"),
            "exists": lambda: backend.exists("tier2-internal/skill-a_04.md"),
            "delete": lambda: backend.delete("tier2-internal/skill-a_05.md"),
            "list": lambda: list(backend.list("tier2-internal/")),
            "versions": lambda: backend.versions("tier2-internal/"),
        }.items():
            before = backend.requests
            op()
            costs[name] = backend.requests - before
        assert costs == dict.fromkeys(costs, 1)

    @pytest.mark.slow
    def test_listing_pages_past_one_thousand_keys(self, s3_root: str) -> None:
        """1,100 keys list completely and sorted, in two listing requests."""
        backend = S3Backend.from_url(s3_root)
        keys = [f"archive/2026-01/skill-a_{i:04d}.md" for i in range(1100)]

        def write(chunk: list[str]) -> None:
            for k in chunk:
                backend.put(k, b"x")

        threads = [threading.Thread(target=write, args=(keys[i::16],)) for i in range(16)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        before = backend.requests
        assert list(backend.list("archive/")) == keys
        assert backend.requests - before == 2
        assert len(backend.versions("archive/2026-01/")) == 1100

    def test_bad_credentials_give_a_clear_storage_error(
        self, s3_root: str, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """Wrong credentials raise StorageError naming credentials; no botocore type escapes."""
        monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "wrong-secret")
        monkeypatch.setenv("AWS_MAX_ATTEMPTS", "1")
        with pytest.raises(StorageError) as info:
            S3Backend.from_url(s3_root).get("a/b")
        assert type(info.value).__module__ == "complex_memory_manager.errors"
        assert "credentials" in str(info.value)

    def test_unreachable_endpoint_gives_storage_error(
        self, s3_root: str, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """A closed port is a StorageError (translated), not a botocore exception."""
        import socket

        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        monkeypatch.setenv("AWS_ENDPOINT_URL", f"http://127.0.0.1:{port}")
        monkeypatch.setenv("AWS_MAX_ATTEMPTS", "1")
        with pytest.raises(StorageError) as info:
            MemoryStore(s3_root).stats()
        assert isinstance(info.value, CMMError)
        assert "EndpointConnectionError" in str(info.value)

    def test_foreign_objects_that_are_not_keys_are_not_listed(self, s3_root: str) -> None:
        """Folder markers ('x/') written by other S3 tools never reach the store."""
        backend = S3Backend.from_url(s3_root)
        backend.put("tier1-public/a.json", b"{}")
        prefix = s3_root.split("/", 3)[3]
        for name in ("tier1-public/", "tier1-public/sub/"):
            backend.client.put_object(Bucket=BUCKET, Key=f"{prefix}/{name}", Body=b"")
        assert list(backend.list("tier1-public/")) == ["tier1-public/a.json"]
        assert list(backend.versions()) == ["tier1-public/a.json"]

    def test_missing_object_is_object_not_found(self, s3_root: str) -> None:
        """404 maps to ObjectNotFound; exists() answers False without raising."""
        backend = S3Backend.from_url(s3_root)
        with pytest.raises(ObjectNotFound):
            backend.get("tier1-public/none.json")
        assert backend.exists("tier1-public/none.json") is False

    def test_same_layout_as_on_disk(self, s3_root: str) -> None:
        """A store on S3 writes the keys a local root would, under the prefix."""
        store = MemoryStore(s3_root)
        store.remember("skill-a", "prefers tea", topic="drinks")
        store.record("skill-a", success=True)
        keys = set(store.backend.list())
        assert {"tier2-internal/skill-a_drinks.md", "tier1-public/skill-a_stats.json"} <= keys
        assert any(k.startswith(".cmm/keys/skill-a") for k in keys)


class _NullClient:
    """Stands in for a boto3 client where no request is made."""

    class meta:
        endpoint_url = "http://127.0.0.1:9"

        class events:
            @staticmethod
            def register(*_: object) -> None:
                pass
