"""Cleanup protocol: the seed's steps 1-6, dry run, scheduling, journal resume, edge cases."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from complex_memory_manager import MemoryStore, StorageError
from complex_memory_manager.backends.local import LocalBackend
from complex_memory_manager.cleanup import (
    CLEANUP_LOG,
    Seen,
    last_run,
    plan_skill,
    split_entries,
)
from complex_memory_manager.config import Settings
from complex_memory_manager.coordination import Journal, Lease
from complex_memory_manager.crypto import legacy
from complex_memory_manager.formats.entry import EntryRecord, parse_file, render_file
from helpers import all_bytes

EMAIL = "rosa.delgado@example.org"


def snapshot(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes()
            for p in sorted(root.rglob("*")) if p.is_file()}


def at(monkeypatch: pytest.MonkeyPatch, day: str) -> None:
    monkeypatch.setenv("CMM_NOW", day)


def seed_entry(skill: str, text: str, created: str, expires: str) -> str:
    """An entry exactly as the seed's own code writes it (XOR+Base64, no id, no cipher)."""
    month = created[:7]
    return (
        f"---\ntier: internal\nsource_skill: {skill}\nkey_hint: {skill}-{month}\n"
        f"created: {created}\nexpires: {expires}\n---\n\n## Encrypted Entry\n> "
        f"{legacy.encrypt(text, skill, month)}\n\n## Decryption Note\n"
        f'Key = sha256("{skill}-{month}")[:8], then XOR + base64 decode.\n'
    )


@pytest.fixture
def scenario(root: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """Old entries, a duplicate pair, a seed-format entry holding an email, a fresh entry."""
    ids: dict[str, str] = {}
    at(monkeypatch, "2026-02-14")
    ids["old-feb"] = MemoryStore(root).remember("skill-a", "Prefers a weekly digest").id
    at(monkeypatch, "2026-03-30")
    ids["old-mar"] = MemoryStore(root).remember("weather-daily", "Uses Celsius units").id
    at(monkeypatch, "2026-05-01")
    ids["dup-1"] = MemoryStore(root).remember("skill-a", "Likes answers as tables").id
    at(monkeypatch, "2026-05-10")
    ids["dup-2"] = MemoryStore(root).remember("skill-a", "likes answers  as TABLES").id
    ids["fresh"] = MemoryStore(root).remember("weather-daily", "Wants a rain alert").id
    seed = root / "tier2-internal" / "skill-a_preferences.md"
    seed.write_text(seed_entry("skill-a", f"Send the summary to {EMAIL} please",
                               "2026-05-05", "2026-06-04"))
    seed.chmod(0o600)
    at(monkeypatch, "2026-05-20")
    return ids


def all_ids(store: MemoryStore) -> list[str]:
    return sorted(r.id for _, r in store.records(include_archive=True)
                  if isinstance(r, EntryRecord))


class TestSeedProtocol:
    def test_dry_run_changes_no_byte_then_cleanup_does_the_plan(
        self, root: Path, scenario: dict[str, str], cmm: Callable[..., tuple[int, str, str]]
    ) -> None:
        """--dry-run prints the plan and changes nothing; the real run archives the old
        entries into archive/<created month>/, merges the pair, deletes the email entry and
        writes the seed's log line with the right counts."""
        before = snapshot(root)
        code, out, err = cmm("cleanup", "--dry-run", "--json")
        assert code == 0, err
        plan = json.loads(out)
        assert (plan["archived"], plan["deleted"], plan["merged"]) == (2, 1, 1)
        assert plan["dry_run"] is True
        assert snapshot(root) == before
        assert EMAIL not in out + err

        code, out, err = cmm("cleanup")
        assert code == 0, err
        assert EMAIL not in out + err
        assert (root / CLEANUP_LOG).read_text() == (
            "[2026-05-20] Memory cleanup: 2 archived, 1 deleted, 1 merged\n"
        )
        assert sorted(p.name for p in (root / "archive").rglob("*.md")) == [
            "skill-a_archive.md", "weather-daily_archive.md"]
        assert (root / "archive" / "2026-02" / "skill-a_archive.md").is_file()
        assert (root / "archive" / "2026-03" / "weather-daily_archive.md").is_file()
        # one file per skill in T2
        assert sorted(p.name for p in (root / "tier2-internal").iterdir()) == [
            "skill-a_compact.md", "weather-daily_compact.md"]
        store = MemoryStore(root)
        live = {e.id: e for e in store.recall("skill-a").entries}
        assert list(live) == [scenario["dup-2"]]  # the latest of the pair survives
        assert live[scenario["dup-2"]].expires == "2026-06-09"
        archived = store.recall("skill-a", include_archive=True).entries
        assert {e.id for e in archived if e.archived} == {scenario["old-feb"]}
        assert [e.text for e in archived if e.archived] == ["Prefers a weekly digest"]
        assert EMAIL.encode() not in all_bytes(root)
        assert len(all_ids(store)) == 4

    def test_merge_keeps_latest_expiry_and_resealed_entry_decrypts(
        self, store: MemoryStore, root: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """When an older duplicate expires later, the survivor is re-sealed with that
        expiry (metadata is bound as associated data, so it must be re-encrypted)."""
        at(monkeypatch, "2026-05-01")
        store.remember("skill-a", "Keeps notes short")
        key = next((root / "tier2-internal").iterdir())
        key.write_text(key.read_text().replace("expires: '2026-05-31'", "expires: '2026-05-31'"))
        # a longer-lived twin written with a custom retention
        (root / ".cmm" / "config.yaml").write_text("retention:\n  days: 60\n")
        old = MemoryStore(root).remember("skill-a", "keeps notes SHORT")
        (root / ".cmm" / "config.yaml").unlink()
        at(monkeypatch, "2026-05-03")
        newer = MemoryStore(root).remember("skill-a", "Keeps notes short")
        rep = MemoryStore(root).cleanup()
        assert rep.merged == 2
        entries = MemoryStore(root).recall("skill-a").entries
        assert [(e.id, e.expires, e.text) for e in entries] == [
            (newer.id, old.expires, "Keeps notes short")]

    def test_second_run_is_a_no_op_that_still_logs(
        self, root: Path, scenario: dict[str, str]
    ) -> None:
        MemoryStore(root).cleanup()
        tier = snapshot(root / "tier2-internal")
        rep = MemoryStore(root).cleanup()
        assert (rep.archived, rep.deleted, rep.merged, rep.files_written) == (0, 0, 0, 0)
        assert snapshot(root / "tier2-internal") == tier
        assert (root / CLEANUP_LOG).read_text().splitlines()[-1] == (
            "[2026-05-20] Memory cleanup: 0 archived, 0 deleted, 0 merged")

    def test_redact_setting_keeps_the_entry_without_the_value(
        self, root: Path, scenario: dict[str, str]
    ) -> None:
        (root / ".cmm" / "config.yaml").write_text("cleanup:\n  on_private: redact\n")
        rep = MemoryStore(root).cleanup()
        assert (rep.deleted, rep.redacted) == (0, 1)
        texts = [e.text for e in MemoryStore(root).recall("skill-a").entries]
        assert any(t.startswith("Send the summary to") for t in texts)
        assert not any(EMAIL in t for t in texts)
        assert EMAIL.encode() not in all_bytes(root)


class TestSchedule:
    def test_if_due_waits_seven_days(self, root: Path, monkeypatch: pytest.MonkeyPatch,
                                     cmm: Callable[..., tuple[int, str, str]]) -> None:
        """--if-due within 7 days of the last run does nothing; after 7 days it runs."""
        at(monkeypatch, "2026-05-01")
        MemoryStore(root).remember("skill-a", "Prefers a weekly digest")
        code, out, _ = cmm("cleanup", "--if-due", "--json")  # no log yet: due
        assert code == 0 and json.loads(out)["ran"] is True
        log = (root / CLEANUP_LOG).read_bytes()
        for day in ("2026-05-02", "2026-05-07"):
            at(monkeypatch, day)
            MemoryStore(root).remember("skill-a", "Another note " + day)
            before = snapshot(root)
            code, out, _ = cmm("cleanup", "--if-due", "--json")
            assert code == 0
            res = json.loads(out)
            assert (res["ran"], res["due"], res["last_run"]) == (False, False, "2026-05-01")
            assert snapshot(root) == before
        at(monkeypatch, "2026-05-08")
        code, out, _ = cmm("cleanup", "--if-due", "--json")
        assert json.loads(out)["ran"] is True
        assert (root / CLEANUP_LOG).read_bytes() == log + (
            b"[2026-05-08] Memory cleanup: 0 archived, 0 deleted, 0 merged\n")
        assert len(list((root / "tier2-internal").iterdir())) == 1

    def test_interval_is_configurable_and_human_output_says_not_due(
        self, root: Path, monkeypatch: pytest.MonkeyPatch,
        cmm: Callable[..., tuple[int, str, str]]
    ) -> None:
        at(monkeypatch, "2026-05-01")
        MemoryStore(root).cleanup()
        (root / ".cmm").mkdir(exist_ok=True)
        (root / ".cmm" / "config.yaml").write_text("cleanup:\n  interval_days: 2\n")
        at(monkeypatch, "2026-05-02")
        assert "not due" in cmm("cleanup", "--if-due")[1]
        at(monkeypatch, "2026-05-03")
        assert "cleanup done" in cmm("cleanup", "--if-due")[1]

    def test_last_run_reads_the_log_robustly(self) -> None:
        assert last_run(None) is None
        assert last_run(b"garbage\n[2026-01-02] Memory cleanup: 1 archived, 0 deleted, 0 merged\n"
                        b"[2026-01-09] Memory cleanup: 0 archived, 2 deleted, 0 merged\n"
                        b"[2026-13-99] nonsense\n") == "2026-01-09"


class TestPlan:
    settings = Settings()

    def seen(self, ident: str, created: str, digest: str | None = "d", *,
             private: tuple[str, ...] = (), expires: str = "") -> Seen:
        meta = {"source_skill": "s", "created": created, "id": ident,
                "expires": expires or created.replace("-05-", "-06-"),
                "cipher": "aes-256-gcm"}
        return Seen("tier2-internal/s_a.md", "raw", EntryRecord(meta, "ct"), digest, private)

    def test_private_beats_archive_and_every_entry_lands_once(self) -> None:
        entries = [self.seen("a", "2026-01-01", private=("email",)), self.seen("b", "2026-01-02"),
                   self.seen("c", "2026-05-10", "x"), self.seen("d", "2026-05-11", "x"),
                   self.seen("e", "2026-05-12", None)]
        plan = plan_skill("s", {"tier2-internal/s_a.md": ("etag", entries)}, today="2026-05-20",
                          settings=self.settings)
        assert [s.id for s in plan.delete] == ["a"]
        assert {k: [s.id for s in v] for k, v in plan.archive.items()} == {
            "archive/2026-01/s_archive.md": ["b"]}
        assert [(s.id, into) for s, into in plan.merged] == [("c", "d")]
        assert [s.id for s in plan.keep] == ["d", "e"]
        assert plan.ids == ["a", "b", "c", "d", "e"]
        assert plan.target == "tier2-internal/s_a.md"  # a single file is rewritten in place

    def test_same_id_twice_is_kept_once(self) -> None:
        one = self.seen("a", "2026-05-10")
        plan = plan_skill("s", {"tier2-internal/s_a.md": ("1", [one]),
                                "tier2-internal/s_b.md": ("2", [one])},
                          today="2026-05-20", settings=self.settings)
        assert [s.id for s in plan.keep] == ["a"] and len(plan.merged) == 1
        assert plan.target == "tier2-internal/s_compact.md"

    def test_compact_single_file_is_a_no_op(self) -> None:
        plan = plan_skill("s", {"tier2-internal/s_a.md": ("1", [self.seen("a", "2026-05-10")])},
                          today="2026-05-20", settings=self.settings)
        assert plan.is_noop()

    def test_split_entries_matches_parse_file(self, store: MemoryStore, root: Path) -> None:
        store.remember("skill-a", "one", topic="t")
        store.remember("skill-a", "two", topic="t")
        text = (root / "tier2-internal" / "skill-a_t.md").read_text()
        raws = split_entries(text)
        assert [parse_file(r).entries[0] for r in raws] == parse_file(text).entries


class TestEdges:
    def test_malformed_file_is_left_untouched(self, store: MemoryStore, root: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
        at(monkeypatch, "2026-01-01")
        res = store.remember("skill-a", "An old entry", topic="notes")
        path = root / res.file
        path.write_text("stray text outside any entry\n" + path.read_text())
        before = path.read_bytes()
        at(monkeypatch, "2026-05-20")
        rep = MemoryStore(root).cleanup()
        assert path.read_bytes() == before
        assert rep.skipped == [{"file": res.file, "reason": "malformed entries (left as is)"}]

    def test_undecryptable_entries_are_kept_not_scanned(
        self, root: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        at(monkeypatch, "2026-05-01")
        a = MemoryStore(root).remember("skill-a", "first note")
        MemoryStore(root).remember("skill-a", "second note")
        monkeypatch.setenv("CMM_MASTER_KEY", "A" * 43 + "=")  # a different master key
        rep = MemoryStore(root).cleanup()
        assert rep.unscanned == 2 and rep.merged == 0
        monkeypatch.undo()
        assert all_ids(MemoryStore(root)).count(a.id) == 1

    def test_stale_patterns_are_dropped(self, root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        at(monkeypatch, "2026-01-01")
        MemoryStore(root).record_pattern("morning request", ["skill-a"])
        at(monkeypatch, "2026-05-20")
        MemoryStore(root).record_pattern("evening request", ["skill-a"])
        rep = MemoryStore(root).cleanup()
        assert rep.patterns_dropped == 1
        doc = json.loads((root / "tier1-public" / "skill-a_patterns.json").read_text())
        assert [p["trigger"] for p in doc["patterns_observed"]] == ["evening request"]

    def test_archive_purge_after_retention(self, root: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
        at(monkeypatch, "2025-10-01")
        gone = MemoryStore(root).remember("skill-a", "very old entry")
        at(monkeypatch, "2026-03-01")
        kept = MemoryStore(root).remember("skill-a", "old entry")
        at(monkeypatch, "2026-05-20")
        MemoryStore(root).cleanup()
        assert all_ids(MemoryStore(root)) == sorted([gone.id, kept.id])
        (root / ".cmm" / "config.yaml").write_text("retention:\n  purge_archive_days: 180\n")
        rep = MemoryStore(root).cleanup()
        assert (rep.purged, rep.deleted) == (1, 1)
        assert all_ids(MemoryStore(root)) == [kept.id]
        assert not (root / "archive" / "2025-10").exists() or not list(
            (root / "archive" / "2025-10").iterdir())

    def test_entry_appended_during_cleanup_survives(
        self, root: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """A writer appending to a source file between plan and apply loses nothing: the
        conditional delete fails and cleanup drops only the entries it moved."""
        at(monkeypatch, "2026-05-01")
        MemoryStore(root).remember("skill-a", "one", topic="t")
        MemoryStore(root).remember("skill-a", "two")
        backend = LocalBackend(root)
        real_delete = backend.delete
        appended: list[str] = []

        def delete(key: str, *, if_match: str | None = None) -> None:
            if not appended and key.endswith("skill-a_t.md"):
                appended.append(MemoryStore(root).remember("skill-a", "three", topic="t").id)
            real_delete(key, if_match=if_match)

        monkeypatch.setattr(backend, "delete", delete)
        MemoryStore(backend).cleanup()
        texts = sorted(e.text for e in MemoryStore(root).recall("skill-a").entries)
        assert texts == ["one", "three", "two"]

    def test_lease_keeps_two_cleanups_apart(self, store: MemoryStore) -> None:
        other = Lease(store.backend, "cleanup")
        assert other.acquire()
        try:
            with pytest.raises(StorageError, match="another 'cleanup' is running"):
                store.cleanup()
        finally:
            other.release()

    def test_pending_journal_is_finished_first(self, root: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
        """A journal left by a killed run is completed (targets written, sources removed,
        log appended with the journaled counts) before anything new."""
        at(monkeypatch, "2026-05-01")
        store = MemoryStore(root)
        a = store.remember("skill-a", "alpha")
        b = store.remember("skill-a", "beta")
        recs = [r for _, r in store.records("skill-a") if isinstance(r, EntryRecord)]
        journal = Journal(store.backend, "cleanup")
        journal.write({"version": 1, "day": "2026-05-01",
                       "counts": {"archived": 0, "deleted": 0, "merged": 7, "redacted": 0},
                       "step": {"skill": "skill-a", "ids": sorted([a.id, b.id]),
                                "targets": {"tier2-internal/skill-a_compact.md": {
                                    "texts": [render_file([r]) for r in recs], "etag": None}},
                                "sources": {a.file: "stale", b.file: "stale"}}})
        rep = MemoryStore(root).cleanup()
        assert rep.resumed and rep.merged == 7
        assert [p.name for p in (root / "tier2-internal").iterdir()] == ["skill-a_compact.md"]
        assert sorted(e.text for e in MemoryStore(root).recall("skill-a").entries) == [
            "alpha", "beta"]
        assert journal.load() is None


class TestScanCache:
    def test_unchanged_entries_are_not_rescanned_by_the_same_gate(
        self, root: Path, scenario: dict[str, str], monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """A later cleanup skips the gate for entries this gate already found clean; a
        change of privacy configuration scans everything again. The cache holds no text."""
        MemoryStore(root).cleanup()
        calls: list[int] = []

        def counted(store: MemoryStore) -> MemoryStore:
            real = store.gate.scan
            monkeypatch.setattr(store.gate, "scan", lambda t: calls.append(1) or real(t))
            return store

        counted(MemoryStore(root)).cleanup()
        assert calls == []
        MemoryStore(root).remember("skill-a", "A brand new note")
        counted(MemoryStore(root)).cleanup()
        assert len(calls) == 1
        (root / ".cmm" / "config.yaml").write_text("privacy:\n  allow: ['Celsius']\n")
        calls.clear()
        counted(MemoryStore(root)).cleanup()
        assert len(calls) == 3  # every live entry of both skills
        cache = b"".join(p.read_bytes() for p in (root / ".cmm" / "cleanup").rglob("*.json"))
        assert b"note" not in cache and b"Celsius" not in cache
