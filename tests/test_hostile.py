"""Hostile and broken input: each gives one line naming the file (no traceback, no value),
the other entries keep working, and the bad file goes to .cmm/quarantine/ with its
original bytes — except when the key, not the file, is at fault."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from complex_memory_manager import MemoryStore
from complex_memory_manager.cli import cli
from complex_memory_manager.crypto.keys import MasterKey

GOOD = "A harmless preference that must stay readable."
BAD = "Victim entry text that must never be printed."


def quarantined(root: Path) -> list[tuple[bytes | None, dict[str, object]]]:
    """(original bytes or None for a link, sidecar) of every quarantined file."""
    out = []
    for why in sorted((root / ".cmm/quarantine").glob("*/why.json")):
        files = list(why.parent.glob("*.quarantined"))
        out.append((files[0].read_bytes() if files else None, json.loads(why.read_text())))
    return out


def setup(root: Path) -> tuple[str, Path]:
    """A good entry and a victim file; returns the good id and the victim's path."""
    store = MemoryStore(root)
    good = store.remember("skill-a", GOOD)
    bad = store.remember("skill-a", BAD)
    return good.id, root / bad.file


def check_isolated(root: Path, victim: Path, original: bytes, good_id: str) -> None:
    """Recall serves the good entry, reports the victim in one line, quarantines it."""
    res = MemoryStore(root).recall("skill-a", include_archive=True)
    assert [e.id for e in res.entries] == [good_id]
    assert res.errors, "the broken file was not reported"
    key = victim.relative_to(root).as_posix()
    for p in res.errors:
        assert p.file == key and "\n" not in p.error and BAD not in p.error
        assert "quarantined as .cmm/quarantine/" in p.error
    assert not victim.exists()
    [(data, why)] = quarantined(root)
    assert data == original, "quarantine must keep the original bytes"
    assert why["file"] == key and why["reasons"]
    # a second recall is clean: the bad file is out of the way
    again = MemoryStore(root).recall("skill-a", include_archive=True)
    assert [e.id for e in again.entries] == [good_id] and again.errors == []


class TestQuarantined:
    @pytest.mark.parametrize("cut", ["tier:", "expires:", "## Encrypted", "> ", "> +20"])
    def test_truncated_file(self, root: Path, cut: str) -> None:
        """Cut inside the frontmatter, before or inside the ciphertext."""
        good, victim = setup(root)
        data = victim.read_bytes()
        mark, _, extra = cut.partition("+")
        original = data[: data.index(mark.encode()) + len(mark) + int(extra or 0)]
        victim.write_bytes(original)
        check_isolated(root, victim, original, good)

    def test_truncated_inside_the_note_loses_nothing(self, root: Path) -> None:
        """The decryption note is informative only: an entry cut there still reads."""
        _, victim = setup(root)
        data = victim.read_bytes()
        victim.write_bytes(data[: data.index(b"## Decryption Note") + 10])
        assert len(MemoryStore(root).recall("skill-a").entries) == 2

    def test_random_bytes(self, root: Path) -> None:
        good, victim = setup(root)
        original = b"\xff\xfe" + os.urandom(4096)
        victim.write_bytes(original)
        check_isolated(root, victim, original, good)

    def test_random_text(self, root: Path) -> None:
        good, victim = setup(root)
        original = os.urandom(600).hex().encode()
        victim.write_bytes(original)
        check_isolated(root, victim, original, good)

    def test_empty_file(self, root: Path) -> None:
        good, victim = setup(root)
        victim.write_bytes(b"")
        check_isolated(root, victim, b"", good)

    def test_missing_frontmatter(self, root: Path) -> None:
        good, victim = setup(root)
        text = victim.read_text()
        original = text[text.index("## Encrypted Entry"):].encode()
        victim.write_bytes(original)
        check_isolated(root, victim, original, good)

    @pytest.mark.parametrize("front", ["tier: [internal\nsource_skill: skill-a",
                                       "- a list\n- not a mapping",
                                       "tier: internal\nnested: {a: b}",
                                       "tier: internal"])
    def test_broken_frontmatter(self, root: Path, front: str) -> None:
        good, victim = setup(root)
        text = victim.read_text()
        body = text.split("---\n", 2)[2]
        original = f"---\n{front}\n---\n{body}".encode()
        victim.write_bytes(original)
        check_isolated(root, victim, original, good)

    @pytest.mark.parametrize("token", ["!!!not*base64!!!", "QUJD", "QUJDRA="])
    def test_invalid_or_short_base64(self, root: Path, token: str) -> None:
        good, victim = setup(root)
        lines = victim.read_text().splitlines()
        i = next(n for n, line in enumerate(lines) if line.startswith("> "))
        lines[i] = "> " + token
        original = ("\n".join(lines) + "\n").encode()
        victim.write_bytes(original)
        check_isolated(root, victim, original, good)

    def test_swapped_ciphertexts_between_entries(self, root: Path) -> None:
        store = MemoryStore(root)
        good = store.remember("skill-a", GOOD)
        a, b = store.remember("skill-a", BAD), store.remember("skill-a", BAD + " too")
        pa, pb = root / a.file, root / b.file
        ta, tb = pa.read_text(), pb.read_text()
        ca = next(x for x in ta.splitlines() if x.startswith("> "))
        cb = next(x for x in tb.splitlines() if x.startswith("> "))
        pa.write_text(ta.replace(ca, cb))
        pb.write_text(tb.replace(cb, ca))
        originals = {pa.read_bytes(), pb.read_bytes()}
        res = MemoryStore(root).recall("skill-a")
        assert [e.id for e in res.entries] == [good.id] and len(res.errors) == 2
        assert not pa.exists() and not pb.exists()
        assert {d for d, _ in quarantined(root)} == originals

    def test_edited_metadata(self, root: Path) -> None:
        good, victim = setup(root)
        text = victim.read_text()
        created = next(x for x in text.splitlines() if x.startswith("created:"))
        original = text.replace(created, "created: '1999-01-01'").encode()
        victim.write_bytes(original)
        check_isolated(root, victim, original, good)

    def test_symlink_outside_root(self, root: Path, tmp_path: Path) -> None:
        """The link is removed (never followed); its target outside the root is untouched."""
        good, victim = setup(root)
        victim.unlink()
        outside = tmp_path / "outside.md"
        outside.write_text("private file outside the memory root")
        victim.symlink_to(outside)
        res = MemoryStore(root).recall("skill-a")
        assert [e.id for e in res.entries] == [good]
        assert "symlink points outside the root" in res.errors[0].error
        assert not victim.is_symlink() and outside.read_text().startswith("private file")
        [(data, why)] = quarantined(root)
        assert data is None and why["kind"] == "symlink"
        assert "outside.md" not in json.dumps(why), "the target path is not recorded"

    def test_enormous_file_over_configured_limit(self, root: Path) -> None:
        good, victim = setup(root)
        (root / ".cmm/config.yaml").write_text("limits:\n  max_file_mib: 1\n")
        original = victim.read_bytes() + b"\n" + b"x" * (1024 * 1024 + 10)
        victim.write_bytes(original)
        check_isolated(root, victim, original, good)

    @pytest.mark.slow
    def test_enormous_file_over_default_limit(self, root: Path) -> None:
        good, victim = setup(root)
        with victim.open("ab") as fh:
            fh.truncate(64 * 1024 * 1024 + 1)
        original = victim.read_bytes()
        check_isolated(root, victim, original, good)

    def test_good_entries_of_a_mixed_file_stay_in_place(self, root: Path) -> None:
        """One bad entry in a multi-entry file: the file (whole) is copied to the
        quarantine and rewritten with its good entries, which stay readable."""
        store = MemoryStore(root)
        keep = [store.remember("skill-a", f"kept entry {i}", topic="mixed").id for i in range(2)]
        store.remember("skill-a", BAD, topic="mixed")
        path = root / "tier2-internal/skill-a_mixed.md"
        lines = path.read_text().splitlines()
        last = max(n for n, line in enumerate(lines) if line.startswith("> "))
        lines[last] = lines[last][:-8] + "AAAAAAA="
        original = ("\n".join(lines) + "\n").encode()
        path.write_bytes(original)
        res = MemoryStore(root).recall("skill-a")
        assert sorted(e.id for e in res.entries) == sorted(keep) and len(res.errors) == 1
        [(data, why)] = quarantined(root)
        assert data == original and why["kept_entries"] == 2
        assert sorted(e.id for e in MemoryStore(root).recall("skill-a").entries) == sorted(keep)

    def test_archived_file_too(self, root: Path) -> None:
        good, victim = setup(root)
        (root / "archive/2026-01").mkdir(parents=True)
        moved = root / "archive/2026-01" / victim.name
        victim.rename(moved)
        moved.write_bytes(b"\x00\x01 not an entry")
        check_isolated(root, moved, b"\x00\x01 not an entry", good)


class TestNotQuarantined:
    def test_wrong_master_key_keeps_the_files(self, root: Path) -> None:
        _, victim = setup(root)
        res = MemoryStore(root, master_key=MasterKey(os.urandom(32), "other")).recall("skill-a")
        assert res.entries == [] and all("wrong master key" in p.error for p in res.errors)
        assert victim.exists() and not (root / ".cmm/quarantine").exists()

    def test_entry_from_another_store_is_a_key_problem(self, root: Path, tmp_path: Path) -> None:
        """An entry whose data key this store never had (copied in from elsewhere)."""
        setup(root)
        other = MemoryStore(tmp_path / "other", master_key=MasterKey(os.urandom(32), "o"))
        foreign = other.remember("skill-a", "from another store")
        target = root / "tier2-internal" / Path(foreign.file).name
        target.write_bytes((tmp_path / "other" / foreign.file).read_bytes())
        res = MemoryStore(root).recall("skill-a")
        assert len(res.entries) == 2 and "no longer exists" in res.errors[0].error
        assert target.exists() and not (root / ".cmm/quarantine").exists()

    def test_unknown_cipher_from_a_newer_version(self, root: Path) -> None:
        good, victim = setup(root)
        victim.write_text(victim.read_text().replace("cipher: aes-256-gcm", "cipher: future-aead"))
        res = MemoryStore(root).recall("skill-a")
        assert [e.id for e in res.entries] == [good] and len(res.errors) == 1
        assert victim.exists() and not (root / ".cmm/quarantine").exists()


class TestCli:
    def test_one_line_per_problem_no_traceback_no_value(self, root: Path) -> None:
        _, victim = setup(root)
        victim.write_bytes(b"\xff" + os.urandom(100))
        res = CliRunner().invoke(cli, ["--root", str(root), "recall", "-s", "skill-a"])
        assert res.exit_code == 0
        assert GOOD in res.output and BAD not in res.output and "Traceback" not in res.output
        errors = [line for line in res.output.splitlines() if line.startswith("error:")]
        assert len(errors) == 1 and victim.name in errors[0]
        listing = CliRunner().invoke(cli, ["--root", str(root), "quarantine", "--json"])
        rows = json.loads(listing.output)["quarantined"]
        assert [r["file"] for r in rows] == [f"tier2-internal/{victim.name}"]

    def test_rotation_and_migration_step_around_broken_files(self, root: Path) -> None:
        good, victim = setup(root)
        victim.write_bytes(b"---\ntier: [\n---\n")
        out = MemoryStore(root).rotate()
        assert out["quarantined"] and not victim.exists()
        res = MemoryStore(root).recall("skill-a")
        assert [e.id for e in res.entries] == [good] and res.errors == []
