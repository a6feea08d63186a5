"""Key lifecycle: migrate legacy entries, rotate data keys (crash-safe), rewrap, passphrase
mode, wrong master key, crypto-shredding."""

from __future__ import annotations

import base64
import json
import os
import random
import shutil
import signal
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from complex_memory_manager import MemoryStore
from complex_memory_manager.cli import cli
from complex_memory_manager.crypto.keys import MasterKey, create_key_file
from complex_memory_manager.crypto.passphrase import KdfParams
from complex_memory_manager.errors import KeyMaterialError
from complex_memory_manager.formats.entry import parse_file
from complex_memory_manager.keyadmin import set_passphrase
from helpers import all_bytes

SKILLS = ("skill-a", "skill-b")


def run_forked(fn: Callable[[], object], env: dict[str, str] | None = None) -> int:
    """Run ``fn`` in a forked child (fast crash injection); return its exit code."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - child
        code = 0
        try:
            os.environ.update(env or {})
            fn()
        except BaseException:
            code = 1
        os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


def entries_on_disk(root: Path) -> list[tuple[str, dict[str, str], str]]:
    out = []
    for path in sorted([*root.glob("tier2-internal/*.md"), *root.glob("archive/*/*.md")]):
        for rec in parse_file(path.read_text("utf-8"), str(path)).entries:
            out.append((rec.id, dict(rec.meta), rec.ciphertext))
    return out


def readable(root: Path, skills: tuple[str, ...] = SKILLS) -> dict[str, str]:
    """id -> text of every entry of ``skills``, asserting each appears exactly once."""
    store = MemoryStore(root)
    seen: dict[str, str] = {}
    for skill in skills:
        res = store.recall(skill, include_archive=True)
        assert res.errors == [], [(p.file, p.error) for p in res.errors]
        for e in res.entries:
            assert e.id not in seen, "entry readable twice"
            seen[e.id] = e.text
    return seen


def build_store(root: Path) -> dict[str, str]:
    """A store with single-entry files, a multi-entry file and an archived file."""
    store = MemoryStore(root)
    texts: dict[str, str] = {}
    for i in range(3):
        for skill in SKILLS:
            r = store.remember(skill, f"{skill} single preference number {i}")
            texts[r.id] = f"{skill} single preference number {i}"
    for i in range(3):
        r = store.remember("skill-a", f"topic entry {i} about weather units", topic="prefs")
        texts[r.id] = f"topic entry {i} about weather units"
    r = store.remember("skill-b", "archived preference about summaries")
    texts[r.id] = "archived preference about summaries"
    (root / "archive/2026-01").mkdir(parents=True)
    (root / r.file).rename(root / "archive/2026-01" / Path(r.file).name)
    return texts


def seed_store(root: Path, seed_dir: Path) -> dict[str, str]:
    """Seed-format legacy files in T2 and in the archive; returns skill -> plaintext."""
    (root / "tier2-internal").mkdir(parents=True)
    (root / "archive/2026-04").mkdir(parents=True)
    expected = {}
    for n, md in enumerate(sorted(seed_dir.glob("*.md"))):
        dest = root / ("tier2-internal" if n % 2 == 0 else "archive/2026-04") / md.name
        shutil.copy(md, dest)
        expected[md.name.split("_", 1)[0]] = (
            md.with_suffix(".plaintext.txt").read_text("utf-8").rstrip("\n"))
    return expected


class TestMigrate:
    def test_seed_entries_keep_plaintext_ids_and_dates(self, root: Path, seed_dir: Path) -> None:
        """Seed-format entries survive migrate with the same plaintext, id, created and
        expires, and no legacy ciphertext remains anywhere."""
        expected = seed_store(root, seed_dir)
        store = MemoryStore(root)
        before = {(m["source_skill"]): (eid, m["created"], m["expires"], ct)
                  for eid, m, ct in entries_on_disk(root)}
        out = store.migrate()
        assert out["migrated"] == len(expected) and out["remaining_legacy"] == 0
        after = entries_on_disk(root)
        assert {m["cipher"] for _, m, _ in after} == {"aes-256-gcm"}
        blob = all_bytes(root)
        for skill, (eid, created, expires, token) in before.items():
            assert token.encode() not in blob
            res = store.recall(skill, include_archive=True)
            assert [(e.id, e.text, e.created, e.expires) for e in res.entries] == [
                (eid, expected[skill], created, expires)]
        # the derived id is now written out, so it can never drift
        assert all(m["id"].startswith("legacy-") for _, m, _ in after)
        assert store.migrate()["migrated"] == 0

    def test_dry_run_changes_nothing(self, root: Path, seed_dir: Path) -> None:
        """--dry-run reports the legacy entries per file and writes nothing."""
        seed_store(root, seed_dir)
        before = all_bytes(root)
        out = MemoryStore(root).migrate(dry_run=True)
        assert out["legacy_entries"] == 2 and len(out["files"]) == 2
        assert all_bytes(root) == before

    def test_legacy_refuse_setting(self, root: Path, seed_dir: Path) -> None:
        """With `legacy: refuse` legacy entries are not read — until migrated."""
        expected = seed_store(root, seed_dir)
        (root / ".cmm").mkdir()
        (root / ".cmm/config.yaml").write_text("legacy: refuse\n")
        res = MemoryStore(root).recall("skill-a", include_archive=True)
        assert res.entries == [] and "refused by configuration" in res.errors[0].error
        assert not (root / ".cmm/quarantine").exists(), "a setting is no reason to quarantine"
        MemoryStore(root).migrate()
        res = MemoryStore(root).recall("skill-a", include_archive=True)
        assert [e.text for e in res.entries] == [expected["skill-a"]]

    def test_legacy_written_by_us_and_mixed_files_migrate(self, root: Path) -> None:
        """Entries we wrote with legacy-xor, in a file shared with AES entries, migrate."""
        store = MemoryStore(root)
        store.remember("skill-a", "legacy written for an old skill", cipher="legacy-xor",
                       topic="mix")
        store.remember("skill-a", "modern entry in the same file", topic="mix")
        assert store.migrate()["migrated"] == 1
        texts = {e.text for e in MemoryStore(root).recall("skill-a").entries}
        assert texts == {"legacy written for an old skill", "modern entry in the same file"}
        assert "legacy_kdf" not in (root / "tier2-internal/skill-a_mix.md").read_text()

    def test_crash_at_every_step_then_rerun(self, tmp_path: Path, seed_dir: Path) -> None:
        """Killed after any write, a rerun of migrate converts everything exactly once."""
        template = tmp_path / "template"
        expected = seed_store(template, seed_dir)
        MemoryStore(template).remember("skill-a", "a legacy entry we wrote ourselves",
                                       cipher="legacy-xor")
        for n in range(1, 10):
            root = tmp_path / f"run{n}"
            shutil.copytree(template, root)
            rc = run_forked(lambda r=root: MemoryStore(r).migrate(), {"CMM_TEST_CRASH_AT": str(n)})
            assert rc in (0, 137)
            MemoryStore(root).migrate()
            assert {m["cipher"] for _, m, _ in entries_on_disk(root)} == {"aes-256-gcm"}
            got = readable(root, ("skill-a", "weather-daily"))
            assert len(got) == 3 and set(expected.values()) <= set(got.values())
            if rc == 0:
                break
        else:
            pytest.fail("migrate never finished within the crash points tried")

    def test_cli_migrate_json(self, root: Path, seed_dir: Path) -> None:
        seed_store(root, seed_dir)
        res = CliRunner().invoke(cli, ["--root", str(root), "migrate", "--dry-run", "--json"])
        assert res.exit_code == 0 and json.loads(res.output)["legacy_entries"] == 2
        res = CliRunner().invoke(cli, ["--root", str(root), "migrate", "--json"])
        assert res.exit_code == 0 and json.loads(res.output)["remaining_legacy"] == 0


class TestRotate:
    def test_every_entry_gets_a_new_key_and_keeps_its_text(self, root: Path) -> None:
        """After rotate every entry has a new key_id, the same plaintext, and the ring
        holds only the new key."""
        texts = build_store(root)
        old = {m["key_id"] for _, m, _ in entries_on_disk(root)}
        out = MemoryStore(root).rotate()
        assert set(out["skills"]) == set(SKILLS)
        after = entries_on_disk(root)
        assert {m["key_id"] for _, m, _ in after}.isdisjoint(old)
        assert readable(root) == texts
        store = MemoryStore(root)
        for skill in SKILLS:
            assert store.keys.key_ids(skill) == [out["skills"][skill]["new_key_id"]]
        assert not (root / ".cmm/journal/rotate.json").exists()

    def test_one_skill_only(self, root: Path) -> None:
        texts = build_store(root)
        on_disk = entries_on_disk(root)
        before_b = {m["key_id"] for _, m, _ in on_disk if m["source_skill"] == "skill-b"}
        MemoryStore(root).rotate(skills=["skill-a"])
        after = entries_on_disk(root)
        assert {m["key_id"] for _, m, _ in after if m["source_skill"] == "skill-b"} == before_b
        assert readable(root) == texts

    def test_new_writes_after_rotation_use_the_new_key(self, root: Path) -> None:
        build_store(root)
        out = MemoryStore(root).rotate(skills=["skill-a"])
        res = MemoryStore(root).remember("skill-a", "written after rotation")
        meta = parse_file((root / res.file).read_text()).entries[0].meta
        assert meta["key_id"] == out["skills"]["skill-a"]["new_key_id"]

    def test_crash_at_every_step_then_rerun(self, tmp_path: Path) -> None:
        """CMM_TEST_CRASH_AT=n kills rotation (os._exit) after its n-th write, for every n;
        a rerun always ends with every entry readable exactly once under a new key."""
        template = tmp_path / "template"
        texts = build_store(template)
        old = {m["key_id"] for _, m, _ in entries_on_disk(template)}
        crashed = 0
        for n in range(1, 60):
            root = tmp_path / f"run{n}"
            shutil.copytree(template, root)
            rc = run_forked(lambda r=root: MemoryStore(r).rotate(), {"CMM_TEST_CRASH_AT": str(n)})
            assert rc in (0, 137), rc
            MemoryStore(root).rotate()
            assert readable(root) == texts
            keys = {m["key_id"] for _, m, _ in entries_on_disk(root)}
            assert keys.isdisjoint(old) and len(keys) == len(SKILLS)
            store = MemoryStore(root)
            assert all(len(store.keys.key_ids(s)) == 1 for s in SKILLS)
            shutil.rmtree(root)
            if rc == 0:
                break
            crashed += 1
        else:
            pytest.fail("rotation never finished within the crash points tried")
        assert crashed >= 10

    @pytest.mark.slow
    def test_sigkill_after_random_delays(self, root: Path) -> None:
        """Real SIGKILLs at random instants during rotation; a final rerun completes."""
        store = MemoryStore(root)
        texts = {}
        for i in range(150):
            skill = SKILLS[i % 2]
            r = store.remember(skill, f"entry {i} of {skill} for the kill test")
            texts[r.id] = f"entry {i} of {skill} for the kill test"
        old = {m["key_id"] for _, m, _ in entries_on_disk(root)}
        rng = random.Random(6)
        for _ in range(8):
            pid = os.fork()
            if pid == 0:  # pragma: no cover - child
                try:
                    MemoryStore(root).rotate()
                finally:
                    os._exit(0)
            time.sleep(rng.uniform(0.0, 0.4))
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            assert set(readable(root)) == set(texts), "an entry was lost or duplicated mid-way"
        MemoryStore(root).rotate()
        assert readable(root) == texts
        keys = {m["key_id"] for _, m, _ in entries_on_disk(root)}
        assert keys.isdisjoint(old) and len(keys) == 2

    def test_wrong_master_key_rotation_keeps_old_key(self, root: Path) -> None:
        """If entries cannot be decrypted (wrong master key) nothing is rewritten or lost."""
        texts = build_store(root)
        before = all_bytes(root / "tier2-internal")
        other = MemoryStore(root, master_key=MasterKey(os.urandom(32), "test"))
        out = other.rotate()
        assert out["problems"] and all("wrong master key" in p["error"] for p in out["problems"])
        assert all_bytes(root / "tier2-internal") == before
        assert readable(root) == texts

    def test_cli_rotate(self, root: Path) -> None:
        build_store(root)
        res = CliRunner().invoke(cli, ["--root", str(root), "key", "rotate", "--json"])
        assert res.exit_code == 0, res.output
        assert set(json.loads(res.output)["skills"]) == set(SKILLS)


class TestRotationRacesAWriter:
    """A `remember` that read the old active key before a rotation and writes after it
    must never leave an entry under a dropped key (keys.retire marks, rescans, drops;
    the writer confirms its key and re-seals when it is retiring)."""

    @staticmethod
    def _writer_pausing_before_put(root: Path, during: Callable[[], object]) -> MemoryStore:
        """A store whose next T2 entry write first runs ``during`` (another process's
        rotation), after the entry was sealed under the then active key."""
        store = MemoryStore(root)
        backend = store.backend
        real_put = backend.put
        fired: list[bool] = []

        def put(key: str, data: bytes, **kw: object) -> object:
            if key.startswith("tier2-internal/") and not fired:
                fired.append(True)
                during()
            return real_put(key, data, **kw)  # type: ignore[arg-type]

        backend.put = put  # type: ignore[method-assign]
        return store

    @staticmethod
    def _holding_old_key_once(store: MemoryStore, old_key: str) -> MemoryStore:
        """A writer whose next seal uses ``old_key`` (it read the ring before rotation)."""
        old = store.keys.get("skill-a", old_key)
        real_active = store.keys.active
        used: list[bool] = []

        def active(skill: str) -> tuple[str, bytes]:
            if used:
                return real_active(skill)
            used.append(True)
            return old_key, old

        store.keys.active = active  # type: ignore[method-assign,assignment]
        return store

    def test_rotation_completes_between_seal_and_write(self, root: Path) -> None:
        texts = build_store(root)
        old_key = MemoryStore(root).keys.active_id("skill-a")
        out: dict[str, object] = {}
        writer = self._writer_pausing_before_put(
            root, lambda: out.update(MemoryStore(root).rotate(skills=["skill-a"])))
        res = writer.remember("skill-a", "sealed before the rotation, written after it")
        texts[res.id] = "sealed before the rotation, written after it"
        new_key = MemoryStore(root).keys.active_id("skill-a")
        assert new_key != old_key
        assert MemoryStore(root).keys.key_ids("skill-a") == [new_key]  # old key is gone...
        meta = parse_file((root / res.file).read_text()).entries[0].meta
        assert meta["key_id"] == new_key  # ...and the late entry was re-sealed under the new one
        assert readable(root) == texts

    def test_stale_writer_between_mark_and_rescan(self, root: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
        """The writer writes and confirms after the old key was marked retiring but before
        rotation's rescan: it re-seals, and the rescan then lets the old key go."""
        from complex_memory_manager.crypto import keys as keys_mod

        texts = build_store(root)
        old_key = MemoryStore(root).keys.active_id("skill-a")
        assert old_key is not None
        stale = self._holding_old_key_once(MemoryStore(root), old_key)
        real_retire = keys_mod.DataKeys.retire
        written: list[str] = []

        def retire(self: keys_mod.DataKeys, skill: str, in_use: set[str],
                   rescan: Callable[[], set[str]] | None = None) -> list[str]:
            def late_write_then_rescan() -> set[str]:
                if not written:
                    r = stale.remember("skill-a", "written by a writer holding the old key")
                    written.append(r.id)
                    texts[r.id] = "written by a writer holding the old key"
                assert rescan is not None
                return rescan()
            return real_retire(self, skill, in_use, late_write_then_rescan)

        monkeypatch.setattr(keys_mod.DataKeys, "retire", retire)
        MemoryStore(root).rotate(skills=["skill-a"])
        monkeypatch.setattr(keys_mod.DataKeys, "retire", real_retire)
        assert written
        assert old_key not in MemoryStore(root).keys.key_ids("skill-a")
        assert readable(root) == texts

    def test_write_that_lands_before_the_rescan_keeps_its_key(self, root: Path,
                                                              monkeypatch: pytest.MonkeyPatch
                                                              ) -> None:
        """Confirmed before the mark: the rescan sees the entry, so its key stays."""
        texts = build_store(root)
        old_key = MemoryStore(root).keys.active_id("skill-a")
        assert old_key is not None
        stale = self._holding_old_key_once(MemoryStore(root), old_key)
        rot = MemoryStore(root)
        real_rescan_owner = rot.keys.retire

        def retire(skill: str, in_use: set[str],
                   rescan: Callable[[], set[str]] | None = None) -> list[str]:
            r = stale.remember("skill-a", "landed after the re-encryption pass")
            texts[r.id] = "landed after the re-encryption pass"
            return real_rescan_owner(skill, in_use, rescan)

        monkeypatch.setattr(rot.keys, "retire", retire)
        rot.rotate(skills=["skill-a"])
        assert old_key in MemoryStore(root).keys.key_ids("skill-a")
        assert "retiring" not in json.loads((root / ".cmm/keys/skill-a.json").read_text())
        assert readable(root) == texts
        MemoryStore(root).rotate(skills=["skill-a"])  # the next rotation catches it up
        assert old_key not in MemoryStore(root).keys.key_ids("skill-a")
        assert readable(root) == texts

    def test_rotation_waits_for_no_cleanup(self, root: Path) -> None:
        """Rotation holds the cleanup and migrate leases: neither seals under a key it is
        about to retire."""
        from complex_memory_manager.coordination import lease
        from complex_memory_manager.errors import StorageError

        build_store(root)
        store = MemoryStore(root)
        with lease(store.backend, "cleanup"), pytest.raises(StorageError, match="cleanup"):
            store.rotate()


class TestWrongKeyAndShredding:
    def test_different_master_key_gives_clear_error_and_no_text(self, root: Path) -> None:
        """With a different master key, recall names the problem and returns no text; the
        files are not quarantined (the key is at fault, not the file)."""
        MemoryStore(root).remember("skill-a", "harmless preference about tea")
        before = all_bytes(root / "tier2-internal")
        env = {"CMM_MASTER_KEY": base64.b64encode(os.urandom(32)).decode()}
        res = CliRunner(env=env).invoke(cli, ["--root", str(root), "recall", "-s", "skill-a"])
        assert res.exit_code == 1
        assert "tea" not in res.output and "Traceback" not in res.output
        assert "wrong master key" in res.output
        assert not (root / ".cmm/quarantine").exists()
        assert all_bytes(root / "tier2-internal") == before

    def test_forget_all_then_restored_backup_yields_nothing(self, root: Path,
                                                           tmp_path: Path) -> None:
        """After forget --all a restored backup (all files, even after rotation) is
        unreadable, and is not quarantined."""
        build_store(root)
        MemoryStore(root).rotate(skills=["skill-a"])
        backup = tmp_path / "backup"
        shutil.copytree(root / "tier2-internal", backup)
        MemoryStore(root).forget("skill-a", everything=True)
        for f in backup.glob("skill-a_*"):
            shutil.copy(f, root / "tier2-internal" / f.name)
        res = MemoryStore(root).recall("skill-a", include_archive=True)
        assert res.entries == [] and len(res.errors) == 6
        assert all("no longer exists" in p.error for p in res.errors)
        assert not (root / ".cmm/quarantine").exists()
        assert len(MemoryStore(root).recall("skill-b", include_archive=True).entries) == 4


class TestRewrap:
    def test_new_master_key_rewraps_without_touching_entries(self, root: Path,
                                                            tmp_path: Path) -> None:
        texts = build_store(root)
        before = all_bytes(root / "tier2-internal")
        new = create_key_file(tmp_path / "keys" / "new.key", root)
        out = MemoryStore(root).rewrap(new)
        assert out["rewrapped"] == 2
        assert all_bytes(root / "tier2-internal") == before
        assert {e.text for s in SKILLS
                for e in MemoryStore(root, master_key=new).recall(s, include_archive=True).entries
                } == set(texts.values())
        res = MemoryStore(root).recall("skill-a")  # the old key no longer opens anything
        assert res.entries == [] and "wrong master key" in res.errors[0].error
        # a rerun (finishing an interrupted rewrap) with both keys has nothing left to do
        again = MemoryStore(root, master_key=new)
        assert again.rewrap(MasterKey(os.urandom(32), "third"))["rewrapped"] == 2

    def test_cli_generate_then_use(self, root: Path, tmp_path: Path,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
        texts = build_store(root)
        new_path = tmp_path / "cfg" / "next.key"
        res = CliRunner().invoke(cli, ["--root", str(root), "key", "rewrap", "--generate",
                                       str(new_path), "--json"])
        assert res.exit_code == 0, res.output
        assert oct(new_path.stat().st_mode & 0o777) == "0o600"
        monkeypatch.delenv("CMM_MASTER_KEY")
        monkeypatch.setenv("CMM_KEY_FILE", str(new_path))
        assert readable(root) == texts

    def test_cli_never_takes_a_key_or_passphrase_as_an_argument(self) -> None:
        for cmd in (["key", "rewrap", "--help"], ["key", "passphrase", "--help"]):
            out = CliRunner().invoke(cli, cmd).output
            assert "--new-key " not in out and "--passphrase " not in out
            assert "stdin" in out


class TestPassphrase:
    PARAMS = KdfParams(b"s" * 16, n=2**10, r=8, p=1)  # cheap parameters for tests

    def test_switch_to_passphrase_and_read_through_a_pipe(self, root: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
        """Existing data keys are rewrapped under the scrypt-derived key; later reads take
        the passphrase from CMM_PASSPHRASE_FD; a wrong passphrase is named as such."""
        texts = build_store(root)
        out = set_passphrase(MemoryStore(root), b"correct horse battery", self.PARAMS)
        assert out["rewrapped"] == 2
        kdf = json.loads((root / ".cmm/kdf.json").read_text())
        assert kdf["kdf"] == "scrypt" and kdf["n"] == 2**10 and "salt" in kdf
        monkeypatch.delenv("CMM_MASTER_KEY")
        r, w = os.pipe()
        os.write(w, b"correct horse battery\n")
        os.close(w)
        monkeypatch.setenv("CMM_PASSPHRASE_FD", str(r))
        store = MemoryStore(root)
        assert store.master_key.source == "passphrase:scrypt"
        got = {e.id: e.text for s in SKILLS
               for e in store.recall(s, include_archive=True).entries}
        assert got == texts
        r, w = os.pipe()
        os.write(w, b"wrong horse battery\n")
        os.close(w)
        monkeypatch.setenv("CMM_PASSPHRASE_FD", str(r))
        with pytest.raises(KeyMaterialError, match="wrong passphrase"):
            _ = MemoryStore(root).master_key

    def test_cli_fresh_store_with_passphrase_stdin(self, root: Path, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.delenv("CMM_MASTER_KEY")
        monkeypatch.setenv("CMM_KEY_SOURCE", "passphrase")
        runner = CliRunner()
        res = runner.invoke(cli, ["--root", str(root), "key", "passphrase", "--passphrase-stdin",
                                  "--json"], input="a long enough passphrase\n")
        assert res.exit_code == 0, res.output
        assert json.loads(res.output)["kdf"]["n"] >= 2**17  # the real default cost
        pw = tmp_path / "pw"
        pw.write_text("a long enough passphrase\n")
        fd = os.open(pw, os.O_RDONLY)
        monkeypatch.setenv("CMM_PASSPHRASE_FD", str(fd))
        store = MemoryStore(root)
        store.remember("skill-a", "stored under a passphrase")
        assert [e.text for e in store.recall("skill-a").entries] == ["stored under a passphrase"]
        os.close(fd)

    def test_no_terminal_and_no_fd_fails_closed(self, root: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
        set_passphrase(MemoryStore(root), b"correct horse battery", self.PARAMS)
        monkeypatch.delenv("CMM_MASTER_KEY")
        monkeypatch.setattr("complex_memory_manager.crypto.passphrase._has_terminal",
                            lambda: False)
        with pytest.raises(KeyMaterialError, match="CMM_PASSPHRASE_FD"):
            MemoryStore(root).remember("skill-a", "no passphrase, no write")
