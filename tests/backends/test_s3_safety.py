"""The start-up safety check, against a fake S3 endpoint on loopback (no SeaweedFS needed).

An endpoint that ignores conditional writes would let concurrent writers silently lose
updates; the store must refuse to run on it, with a message that says why.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from fake_s3 import fake_s3

from complex_memory_manager import MemoryStore
from complex_memory_manager.backends import s3 as s3_module
from complex_memory_manager.backends.s3 import S3Backend
from complex_memory_manager.cli import main
from complex_memory_manager.errors import BackendUnsafe, PreconditionFailed


@pytest.fixture(autouse=True)
def _aws_env(monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> Iterator[None]:
    for var in ("AWS_PROFILE", "AWS_ENDPOINT_URL_S3", "AWS_SESSION_TOKEN"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "fake-access")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "fake-secret")
    monkeypatch.setenv("AWS_REGION", "us-east-1")
    monkeypatch.setenv("AWS_MAX_ATTEMPTS", "1")
    monkeypatch.setenv("AWS_CONFIG_FILE", "/nonexistent/aws-config")
    monkeypatch.setenv("AWS_SHARED_CREDENTIALS_FILE", "/nonexistent/aws-credentials")
    s3_module._VERDICTS.clear()
    yield
    s3_module._VERDICTS.clear()


def test_store_refuses_an_endpoint_that_ignores_conditional_writes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """remember and even stats raise BackendUnsafe; no memory object is ever written."""
    with fake_s3() as (endpoint, fake):
        monkeypatch.setenv("AWS_ENDPOINT_URL", endpoint)
        store = MemoryStore("s3://fleet/team")
        with pytest.raises(BackendUnsafe) as info:
            store.remember("skill-a", "prefers tea")
        with pytest.raises(BackendUnsafe):
            store.stats()
        message = str(info.value)
        assert "If-None-Match" in message
        assert "refuses" in message and "lose updates" in message
        assert endpoint in message
        assert fake.objects == {}  # the probe cleaned up; nothing else was written
        assert "PUT If-None-Match" in fake.seen_headers


def test_store_refuses_when_only_if_match_is_ignored(monkeypatch: pytest.MonkeyPatch) -> None:
    """Honouring create-only but not replace-if-unchanged is still unsafe: refused."""
    with fake_s3(honour_put=True) as (endpoint, _):
        monkeypatch.setenv("AWS_ENDPOINT_URL", endpoint)
        backend = S3Backend.from_url("s3://fleet/team")
        # The endpoint "loses" If-Match on the way (as a proxy that strips it would).
        backend.client.meta.events.register("before-sign.s3.PutObject", _drop_header("If-Match"))
        with pytest.raises(BackendUnsafe, match="ignores If-Match"):
            backend.get("tier1-public/skill-a_stats.json")


def _drop_header(name: str) -> Callable[..., None]:
    def hook(request: object, **_: object) -> None:
        headers = request.headers  # type: ignore[attr-defined]
        if name in headers:
            del headers[name]

    return hook


def test_cli_refuses_with_one_clear_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`cmm --root s3://... stats show` exits 1 with one line explaining the refusal."""
    with fake_s3() as (endpoint, _):
        monkeypatch.setenv("AWS_ENDPOINT_URL", endpoint)
        with pytest.raises(SystemExit) as info:
            main(["--root", "s3://fleet/team", "stats", "show"])
    assert info.value.code == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "conditional" in err and "If-None-Match" in err
    assert "Traceback" not in err


def test_conditional_delete_falls_back_to_best_effort(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where puts are conditional but deletes are not, delete(if_match) still refuses a
    stale etag (compare-then-delete) and deletes with the current one."""
    with fake_s3(honour_put=True, honour_delete=False) as (endpoint, fake):
        monkeypatch.setenv("AWS_ENDPOINT_URL", endpoint)
        backend = S3Backend.from_url("s3://fleet/team")
        stale = backend.put("k/a", b"v1")
        current = backend.put("k/a", b"v2")
        assert backend._conditional_delete is False
        with pytest.raises(PreconditionFailed):
            backend.delete("k/a", if_match=stale)
        assert backend.get("k/a").data == b"v2"
        backend.delete("k/a", if_match=current)
        assert not backend.exists("k/a")
        assert list(fake.objects) == []


def test_honest_endpoint_passes_the_probe(monkeypatch: pytest.MonkeyPatch) -> None:
    """An endpoint honouring every precondition is used, with conditional deletes."""
    with fake_s3(honour_put=True, honour_delete=True) as (endpoint, _):
        monkeypatch.setenv("AWS_ENDPOINT_URL", endpoint)
        store = MemoryStore("s3://fleet/team")
        store.record("skill-a", success=True)
        assert store.stats()["skill_stats"]["skill-a"]["calls"] == 1
        assert store.backend._conditional_delete is True  # type: ignore[attr-defined]


def test_listing_hides_objects_that_are_not_valid_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    """Folder markers and '..' names other S3 tools may write are never listed."""
    with fake_s3(honour_put=True, honour_delete=True) as (endpoint, fake):
        monkeypatch.setenv("AWS_ENDPOINT_URL", endpoint)
        backend = S3Backend.from_url("s3://fleet/team")
        backend.put("tier1-public/a.json", b"{}")
        for name in ("team/tier1-public/", "team/tier1-public//b.json", "team/tier1-public/../c"):
            fake.objects[name] = b"x"
        assert list(backend.list()) == ["tier1-public/a.json"]
        assert list(backend.versions("tier1-public/")) == ["tier1-public/a.json"]


def test_a_lost_response_to_a_write_that_landed_is_not_applied_twice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The endpoint stores a conditional replace but the response never arrives; botocore
    resends it, and the resend is refused (the ETag moved). The backend sees its own bytes
    there and reports success, so the stats increment counts once, not twice."""
    with fake_s3(honour_put=True, honour_delete=True) as (endpoint, fake):
        monkeypatch.setenv("AWS_ENDPOINT_URL", endpoint)
        monkeypatch.setenv("AWS_MAX_ATTEMPTS", "3")
        store = MemoryStore("s3://fleet/team")
        store.record("skill-a", success=True)
        fake.lose_put_response_for = "tier1-public/"
        store.record("skill-a", success=True)
        assert fake.lose_put_response_for is None  # the response really was lost
        assert store.stats()["skill_stats"]["skill-a"]["calls"] == 2


def test_a_retried_write_that_really_lost_still_reports_the_lost_race(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Our first attempt lands, its answer is lost, another writer replaces it before the
    resend: different bytes are there, so the resend's refusal is a lost race."""
    with fake_s3(honour_put=True, honour_delete=True) as (endpoint, fake):
        monkeypatch.setenv("AWS_ENDPOINT_URL", endpoint)
        monkeypatch.setenv("AWS_MAX_ATTEMPTS", "3")
        backend = S3Backend.from_url("s3://fleet/team")
        etag = backend.put("k/a", b"v1", if_none_match=True)
        fake.lose_put_response_for, fake.then_store = "k/a", b"someone else"
        with pytest.raises(PreconditionFailed):
            backend.put("k/a", b"v2", if_match=etag)
        assert fake.lose_put_response_for is None
        assert backend.get("k/a").data == b"someone else"
