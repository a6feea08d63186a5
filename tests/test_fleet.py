"""A fleet on one S3 store (a real SeaweedFS on loopback): several processes, each with its
own client, write at once and lose nothing; a cleanup killed with SIGKILL halfway is finished
by another process; every verb works on the S3 root."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

import s3_server
from complex_memory_manager import MemoryStore
from complex_memory_manager.backends.s3 import S3Backend
from complex_memory_manager.cleanup import CLEANUP_LOG
from complex_memory_manager.crypto import legacy
from complex_memory_manager.formats.entry import EntryRecord
from s3_server import SeaweedServer

pytestmark = pytest.mark.s3
seaweed = s3_server.seaweed  # fixtures
s3_root = s3_server.s3_root

WORKERS = 4
TODAY = "2026-05-20"

# One fleet member: its own process, its own S3 client. It gets ready (imports, client,
# the safety probe), says so, and waits for "go" so that all members write at once.
WORKER = r"""
import os, signal, sys, json
from complex_memory_manager import MemoryStore
from complex_memory_manager.backends.s3 import S3Backend

verb, root, n, tag = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]

class Mutations:
    # Counts writes (leases excluded); SIGKILLs this process before write number KILL_AT.
    def __init__(self, inner, kill_at):
        self.inner, self.kill_at, self.count = inner, kill_at, 0
    def __getattr__(self, name):
        return getattr(self.inner, name)
    def _tick(self, key):
        if key.startswith(".cmm/leases/"):
            return
        self.count += 1
        if self.count == self.kill_at:
            os.kill(os.getpid(), signal.SIGKILL)
    def put(self, key, data, **kw):
        self._tick(key)
        return self.inner.put(key, data, **kw)
    def delete(self, key, **kw):
        self._tick(key)
        return self.inner.delete(key, **kw)

backend = Mutations(S3Backend.from_url(root), int(os.environ.get("FLEET_KILL_AT", "0")))
store = MemoryStore(backend)
backend.exists(".cmm/ready-check")  # the safety probe happens here, before the start line
print("ready", flush=True)
sys.stdin.readline()
if verb == "record":
    for i in range(n):
        store.record("skill-a", success=i % 4 != 0)
elif verb == "remember":
    for i in range(n):
        if i % 2:
            store.remember("skill-a", f"fleet note {tag}-{i} about topic {i}", topic="shared")
        else:
            store.remember("skill-a", f"fleet note {tag}-{i} on its own file")
elif verb == "cleanup":
    store.cleanup()
print(json.dumps({"mutations": backend.count}), flush=True)
"""


@pytest.fixture(autouse=True)
def _today(monkeypatch: pytest.MonkeyPatch) -> None:
    """The workers and the checks in this process agree on the calendar day."""
    monkeypatch.setenv("CMM_NOW", TODAY)


def fleet(verb: str, root: str, n: int = 0, *, procs: int = WORKERS,
          env: dict[str, str] | None = None) -> list[subprocess.CompletedProcess[str]]:
    """Run ``procs`` workers; release them together once all are ready."""
    full_env = {**os.environ, "CMM_NOW": TODAY, **(env or {})}
    running = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, verb, root, str(n), f"w{i}"], env=full_env,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        for i in range(procs)
    ]
    try:
        for p in running:
            assert p.stdout is not None
            line = p.stdout.readline()
            if line.strip() != "ready":
                _, err = p.communicate(timeout=60)
                raise AssertionError(f"worker did not start: {err[-3000:]}")
        for p in running:  # the start line: everyone writes at once
            assert p.stdin is not None
            p.stdin.write("go\n")
            p.stdin.flush()
        done = []
        for p in running:
            out, err = p.communicate(timeout=240)
            done.append(subprocess.CompletedProcess(p.args, p.returncode, out, err))
        return done
    finally:
        for p in running:
            if p.poll() is None:
                p.kill()
                p.wait()


def ok(results: list[subprocess.CompletedProcess[str]]) -> list[dict[str, Any]]:
    for r in results:
        assert r.returncode == 0, r.stderr[-3000:]
    return [json.loads(r.stdout.strip().splitlines()[-1]) for r in results]


@pytest.mark.slow
class TestConcurrentWriters:
    def test_four_processes_recording_stats_lose_no_count(self, s3_root: str) -> None:
        """4 processes × 30 records into one stats object: 120 calls, 88 successes."""
        ok(fleet("record", s3_root, 30))
        stats = MemoryStore(s3_root).stats()["skill_stats"]["skill-a"]
        assert stats["calls"] == 4 * 30
        assert stats["success_rate"] == pytest.approx(88 / 120, abs=1e-4)
        assert stats["last_used"] == TODAY

    def test_four_processes_remembering_lose_no_entry(self, s3_root: str) -> None:
        """4 processes × 12 entries, half appended to one shared topic file, half in files
        of their own, all racing to create the skill's data key: all 48 decrypt."""
        ok(fleet("remember", s3_root, 12))
        store = MemoryStore(s3_root)
        result = store.recall("skill-a")
        assert result.errors == []
        texts = sorted(e.text for e in result.entries)
        expected = sorted(
            f"fleet note w{w}-{i} about topic {i}" if i % 2
            else f"fleet note w{w}-{i} on its own file"
            for w in range(WORKERS) for i in range(12)
        )
        assert texts == expected
        assert len({e.id for e in result.entries}) == 48
        ring = [k for k in store.backend.list(".cmm/keys/")]
        assert len(ring) == 1  # one key ring: no writer's key was lost
        shared = store.backend.get("tier2-internal/skill-a_shared.md").data.decode()
        assert shared.count("## Encrypted Entry") == 24


# -- cleanup killed halfway --------------------------------------------------------------


def build(root: str) -> None:
    """~150 entries of two skills over three months: old ones to archive, duplicates to
    merge, many files to compact, and one seed-format (legacy XOR) file."""
    n = 0
    for day in ("2026-02-10", "2026-03-15", "2026-05-10"):
        os.environ["CMM_NOW"] = day
        store = MemoryStore(root)
        for skill in ("skill-a", "weather-daily"):
            items = []
            for _ in range(20):
                n += 1
                text = f"{skill} note {n} on topic {n % 7}"
                if n % 9 == 0:
                    text = f"{skill} repeated remark {n % 2}"
                items.append((skill, text, "internal"))
            store.remember_many(items)
            for i in range(3):
                store.remember(skill, f"{skill} single note {day} {i}")
    body = "\n".join(
        f"---\ntier: internal\nsource_skill: skill-a\nkey_hint: skill-a-2026-05\n"
        f"created: 2026-05-0{i}\nexpires: 2026-06-0{i}\n---\n\n## Encrypted Entry\n> "
        f"{legacy.encrypt(f'seed entry {i}', 'skill-a', '2026-05')}\n"
        for i in range(1, 4)
    )
    MemoryStore(root).backend.put("tier2-internal/skill-a_preferences.md", body.encode())
    os.environ["CMM_NOW"] = TODAY


def copy(src: str, dst: str) -> None:
    a, b = S3Backend.from_url(src), S3Backend.from_url(dst)
    for key in a.list():
        b.put(key, a.get(key).data)


def state(root: str) -> dict[str, tuple[str, str]]:
    """id -> (folder, plaintext); fails if any id is found twice or does not decrypt."""
    store = MemoryStore(root)
    out: dict[str, tuple[str, str]] = {}
    for key, rec in store.records(include_archive=True):
        assert isinstance(rec, EntryRecord), f"broken entry in {key}"
        assert rec.id not in out, f"entry {rec.id} exists twice"
        out[rec.id] = (key.rsplit("/", 1)[0], store.decrypt(rec))
    return out


@pytest.fixture
def roots(s3_root: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[str, str]]:
    """A built store and an identical copy (the reference for an uninterrupted run)."""
    monkeypatch.setenv("CMM_NOW", TODAY)
    build(s3_root)
    reference = s3_root + "-reference"
    copy(s3_root, reference)
    yield s3_root, reference


class TestCleanupCrash:
    @pytest.mark.slow
    def test_cleanup_sigkilled_halfway_is_finished_by_another_process(
        self, roots: tuple[str, str]
    ) -> None:
        """Kill -9 a cleanup at half its writes; a rerun from another process (own client)
        finishes it: every entry exists exactly once and the result equals an uninterrupted
        run's, cleanup.log line included."""
        root, reference = roots
        before = state(root)
        (uninterrupted,) = ok(fleet("cleanup", reference, procs=1))
        total = uninterrupted["mutations"]
        assert total > 10
        expected = state(reference)
        assert 0 < len(expected) < len(before)  # the run archived, merged, deleted
        assert any(folder.startswith("archive/") for folder, _ in expected.values())

        (killed,) = fleet("cleanup", root, procs=1, env={"FLEET_KILL_AT": str(total // 2)})
        assert killed.returncode == -signal.SIGKILL
        store = MemoryStore(root)
        assert store.backend.exists(".cmm/journal/cleanup.json")  # really halfway
        assert not store.backend.exists(CLEANUP_LOG)

        ok(fleet("cleanup", root, procs=1))
        assert state(root) == expected
        assert not store.backend.exists(".cmm/journal/cleanup.json")
        assert list(store.backend.list(".cmm/leases/")) == []
        log = store.backend.get(CLEANUP_LOG).data
        assert log == MemoryStore(reference).backend.get(CLEANUP_LOG).data


# -- every verb on the S3 root ---------------------------------------------------------


class TestEveryVerb:
    def test_audit_migrate_rotate_notes_doctor(
        self, s3_root: str, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """audit passes, migrate converts a legacy entry, rotate re-encrypts, forget --all
        shreds, notes and doctor work — all through the S3 backend."""
        monkeypatch.setenv("CMM_NOW", TODAY)
        store = MemoryStore(s3_root)
        store.remember("skill-a", "prefers the metric system")
        store.remember("skill-a", "likes brief answers", tier="public")
        store.note("skill-a", "ran the weekly digest")
        legacy_text = legacy.encrypt("old preference", "skill-a", "2026-05")
        store.backend.put("tier2-internal/skill-a_preferences.md", (
            "---\ntier: internal\nsource_skill: skill-a\nkey_hint: skill-a-2026-05\n"
            f"created: 2026-05-02\nexpires: 2026-06-02\n---\n\n## Encrypted Entry\n> "
            f"{legacy_text}\n").encode())

        legacy_flagged = store.audit()
        assert any("legacy" in json.dumps(i.to_json()) for i in legacy_flagged.issues)
        assert store.migrate()["migrated"] == 1
        texts = {e.text for e in store.recall("skill-a").entries}
        assert texts == {"prefers the metric system", "old preference"}
        assert all(e.cipher == "aes-256-gcm" for e in store.recall("skill-a").entries)
        report = store.audit()
        assert report.ok, [i.to_json() for i in report.failures]
        assert report.decrypted >= 2

        before = store.keys.active_id("skill-a")
        store.rotate(skills=["skill-a"])
        fresh = MemoryStore(s3_root)
        assert fresh.keys.active_id("skill-a") != before
        assert {e.text for e in fresh.recall("skill-a").entries} == texts
        assert fresh.doctor()

        assert fresh.forget("skill-a", everything=True) == 2
        assert not [k for k in fresh.backend.list(".cmm/keys/")]
        assert fresh.recall("skill-a").entries == []

    def test_cli_on_s3_root(self, s3_root: str) -> None:
        """The cmm CLI takes --root s3://... (env AWS_* for the endpoint)."""
        cmd = [sys.executable, "-m", "complex_memory_manager.cli", "--root", s3_root]
        env = dict(os.environ)
        out = subprocess.run([*cmd, "remember", "-s", "skill-a", "--json", "prefers tea"],
                             check=False, env=env, capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, out.stderr
        got = subprocess.run([*cmd, "recall", "-s", "skill-a", "--json"], check=False, env=env,
                             capture_output=True, text=True, timeout=60)
        assert got.returncode == 0, got.stderr
        assert [e["text"] for e in json.loads(got.stdout)["entries"]] == ["prefers tea"]

    @pytest.mark.slow
    def test_mcp_server_on_s3_root(self, s3_root: str, seaweed: SeaweedServer) -> None:
        """`cmm mcp` with CMM_ROOT=s3://...: remember over MCP, read back by the library."""
        pytest.importorskip("mcp")
        import anyio
        from mcp import ClientSession, StdioServerParameters, stdio_client

        params = StdioServerParameters(
            command=sys.executable, args=["-m", "complex_memory_manager.cli", "mcp"],
            env={**seaweed.env(), "CMM_ROOT": s3_root, "CMM_KEYRING": "off",
                 "CMM_MASTER_KEY": os.environ["CMM_MASTER_KEY"], "HOME": os.environ["HOME"],
                 "PYTHONPATH": os.pathsep.join(sys.path)},
        )

        async def main() -> Any:
            with open(os.devnull, "w") as errlog:
                async with stdio_client(params, errlog=errlog) as (read, write), \
                        ClientSession(read, write) as session:
                    await session.initialize()
                    await session.call_tool("remember", {"skill": "skill-a",
                                                         "text": "prefers window seats"})
                    return await session.call_tool("stats", {"action": "record",
                                                             "skill": "skill-a",
                                                             "success": True})

        result = anyio.run(main)
        assert not result.is_error
        store = MemoryStore(s3_root)
        assert [e.text for e in store.recall("skill-a").entries] == ["prefers window seats"]
        assert store.stats()["skill_stats"]["skill-a"]["calls"] == 1
