"""Privacy audit: the seed's checklist over every file, reported without values."""

from __future__ import annotations

import datetime
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from complex_memory_manager import MemoryStore
from complex_memory_manager.crypto import legacy

PLANTED = {
    "home_path": "/home/marisol/projects/quarterly-report",
    "schedule": "daily standup at 7:45 am",
    "email": "marisol.ortega@example.org",
    "secret": "ghp_4kT9xQ2mZ7pL1vN8rB3cY6wE0sD5fH2jK9aU",
}
Run = Callable[..., tuple[int, str, str]]


@pytest.fixture
def clean(store: MemoryStore, root: Path) -> MemoryStore:
    """A realistic clean store: T2 entries (English and Chinese), stats, a pattern, notes."""
    store.remember("weather-daily", "User prefers Celsius and a short morning summary")
    store.remember("skill-a", "喜欢简洁的回答，偏好要点列表。")
    store.remember("skill-a", "Likes answers formatted as tables", topic="preferences")
    store.record("skill-a", success=True)
    store.record("weather-daily", success=False)
    store.record_pattern("morning request", ["morning-news-daily", "weather-daily"])
    store.remember("skill-a", "Asks for weekly summaries", tier="public")
    return store


def plant(root: Path, where: str, value: str) -> str:
    """Put ``value`` into a T1 JSON file or a notes file, bypassing the gate."""
    if where == "t1-json":
        path = root / "tier1-public" / "skill-a_patterns.json"
        doc = json.loads(path.read_text()) if path.exists() else {"patterns_observed": []}
        doc["patterns_observed"].append({"trigger": f"note {value}", "skills_used": ["skill-a"],
                                         "count": 1, "last_seen": "2026-05-01"})
        path.write_text(json.dumps(doc, indent=2))
    else:
        path = root / "tier1-public" / "skill-a_notes.md"
        path.write_text(path.read_text() + f"- [2026-05-01] remember {value}\n")
    path.chmod(0o600)
    return path.relative_to(root).as_posix()


class TestCleanStore:
    def test_clean_store_passes(self, clean: MemoryStore, cmm: Run) -> None:
        rep = clean.audit()
        assert rep.ok, [i.to_json() for i in rep.issues]
        assert rep.entries == 3 and rep.decrypted == 3
        code, out, err = cmm("audit", "--json")
        assert code == 0, err
        assert json.loads(out)["ok"] is True
        code, out, _ = cmm("audit")
        assert code == 0 and "audit PASS" in out

    def test_clean_after_cleanup_with_archive_and_log(self, clean: MemoryStore, root: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
        # well past the retention window of entries written today (a fixed date here made
        # the test fail once today came within 30 days of it)
        later = datetime.date.today() + datetime.timedelta(days=400)
        monkeypatch.setenv("CMM_NOW", later.isoformat())
        MemoryStore(root).cleanup()
        assert list((root / "archive").rglob("*.md"))
        assert (root / "cleanup.log").is_file()
        assert MemoryStore(root).audit().ok


class TestPlanted:
    @pytest.mark.parametrize("where", ["t1-json", "notes"])
    @pytest.mark.parametrize("category", sorted(PLANTED))
    def test_planted_value_fails_with_exit_4_naming_file_not_value(
        self, clean: MemoryStore, root: Path, cmm: Run, where: str, category: str
    ) -> None:
        """A home path, a clock time, an email or a token in a T1 or notes file: exit 4,
        the file is named, the value appears neither on stdout nor on stderr."""
        value = PLANTED[category]
        file = plant(root, where, value)
        for args in (("audit",), ("audit", "--json")):
            code, out, err = cmm(*args)
            assert code == 4
            assert file in out
            assert value not in out + err
            for part in value.replace("@", " ").replace("/", " ").split():
                if len(part) >= 6:
                    assert part not in out + err
        issues = json.loads(cmm("audit", "--json")[1])["issues"]
        assert {"file": file, "category": category, "severity": "fail"}.items() <= {
            **next(i for i in issues if i["file"] == file)}.items()
        assert "error: privacy audit failed" in cmm("audit")[2]


class TestT2:
    def test_private_value_inside_an_entry_is_found_by_decrypting(
        self, store: MemoryStore, root: Path
    ) -> None:
        record = store._seal("skill-a", f"Forward to {PLANTED['email']}", "aes-256-gcm")
        store._write_records("tier2-internal/skill-a_smuggled.md", [record], append=False)
        rep = store.audit()
        assert not rep.ok
        assert [(i.file, i.item, i.category) for i in rep.failures] == [
            ("tier2-internal/skill-a_smuggled.md", f"entry {record.id}", "email")]
        assert PLANTED["email"] not in json.dumps(rep.to_json())

    def test_legacy_entries_are_weak_and_missing_expiry_fails(self, store: MemoryStore,
                                                              root: Path) -> None:
        token = legacy.encrypt("Prefers metric units", "skill-a", "2026-04")
        path = root / "tier2-internal" / "skill-a_preferences.md"
        root.mkdir(mode=0o700)
        path.parent.mkdir(mode=0o700)
        path.write_text("---\ntier: internal\nsource_skill: skill-a\nkey_hint: skill-a-2026-04\n"
                        f"created: 2026-04-19\n---\n\n## Encrypted Entry\n> {token}\n")
        path.chmod(0o600)
        cats = {(i.category, i.severity) for i in store.audit().issues}
        assert cats == {("weak_cipher", "warn"), ("missing_expiry", "fail")}

    def test_without_a_key_entries_are_reported_not_decrypted(
        self, clean: MemoryStore, root: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.delenv("CMM_MASTER_KEY")
        rep = MemoryStore(root).audit()
        assert rep.ok and rep.decrypted == 0
        assert {i.category for i in rep.issues} == {"not_decrypted"}


class TestFilesystem:
    def test_readable_by_others_fails(self, clean: MemoryStore, root: Path) -> None:
        (root / "tier1-public" / "skill-a_stats.json").chmod(0o644)
        (root / "archive").mkdir(mode=0o755)
        (root / "archive").chmod(0o755)
        rep = clean.audit()
        assert {(i.file, i.category) for i in rep.failures} == {
            ("tier1-public/skill-a_stats.json", "readable_by_others"),
            ("archive/", "readable_by_others")}

    def test_key_file_inside_the_root_fails(self, clean: MemoryStore, root: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
        (root / "master.key").write_text("c2VjcmV0LWtleS1tYXRlcmlhbC0zMi1ieXRlcyEhISE=\n")
        (root / "master.key").chmod(0o600)
        rep = clean.audit()
        assert [(i.file, i.category) for i in rep.failures] == [("master.key", "key_in_root")]

    def test_configured_key_file_inside_the_root_fails(
        self, clean: MemoryStore, root: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        inner = root / ".cmm" / "keys" / "mk"
        inner.write_text("not a key at all, but configured as one\n")
        inner.chmod(0o600)
        monkeypatch.setenv("CMM_KEY_FILE", str(inner))
        rep = clean.audit()
        assert [(i.file, i.category) for i in rep.failures] == [(".cmm/keys/mk", "key_in_root")]
