"""Dependent skills (`cmm skills`), `cmm check`, `cmm doctor`, and our own SKILL.md."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from complex_memory_manager import MemoryStore, UsageError
from complex_memory_manager.skills import (
    check,
    dependents,
    installed_version,
    parse_skill,
    parse_version,
)

SKILLS = Path(__file__).parent / "fixtures" / "skills"
REPO = Path(__file__).resolve().parents[1]


class TestDependents:
    def test_lists_exactly_the_dependents_and_reports_broken_files(self) -> None:
        """Dependent, independent and malformed SKILL.md files are told apart; a broken
        file is reported with a reason and does not stop the others from being read."""
        out = dependents(SKILLS)
        assert [d["name"] for d in out["dependents"]] == [
            "json-metadata", "morning-news-daily", "needs-future", "weather-daily",
        ]
        assert [d["name"] for d in out["independent"]] == ["plain-helper"]
        broken = {b["path"]: b["error"] for b in out["broken"]}
        assert set(broken) == {
            "broken-yaml/SKILL.md", "no-frontmatter/SKILL.md", "not-a-mapping/SKILL.md",
        }
        assert "not valid YAML" in broken["broken-yaml/SKILL.md"]
        assert "no frontmatter" in broken["no-frontmatter/SKILL.md"]
        assert "not a mapping" in broken["not-a-mapping/SKILL.md"]

    def test_version_requirements_are_read_and_compared(self) -> None:
        """`name>=V`, `{name, version}` and plain names give the minimum version needed."""
        out = {d["name"]: d for d in dependents(SKILLS)["dependents"]}
        assert out["weather-daily"]["min_version"] is None
        assert out["morning-news-daily"]["min_version"] == "0.1"
        assert out["json-metadata"]["min_version"] == "0.1.0"
        assert out["needs-future"]["compatible"] is False
        assert out["weather-daily"]["compatible"] is True

    def test_cli_json_and_human(self, cmm) -> None:
        """`cmm skills DIR --json` prints the report; the human form names the broken files
        on stderr and exits 0 (a broken skill is reported, not fatal)."""
        code, out, _ = cmm("skills", str(SKILLS), "--json")
        doc = json.loads(out)
        assert code == 0 and len(doc["dependents"]) == 4 and len(doc["broken"]) == 3
        code, out, err = cmm("skills", str(SKILLS))
        assert code == 0 and "weather-daily" in out and "plain-helper" not in out
        assert "broken-yaml/SKILL.md" in err

    def test_missing_folder_is_a_usage_error(self, cmm, tmp_path: Path) -> None:
        code, _, err = cmm("skills", str(tmp_path / "nope"))
        assert code == 2 and "does not exist" in err

    def test_broken_file_contents_are_never_echoed(self, tmp_path: Path) -> None:
        """The reason names the problem, not the file's text (which could hold anything)."""
        (tmp_path / "leaky").mkdir()
        secret = "sk-live-" + "q" * 30
        (tmp_path / "leaky" / "SKILL.md").write_text(f'---\nname: "{secret}\n---\n')
        out = dependents(tmp_path)
        assert out["broken"] and secret not in json.dumps(out)

    def test_empty_and_odd_frontmatter(self) -> None:
        with pytest.raises(UsageError, match="no 'name'"):
            parse_skill("---\ndescription: x\n---\n")
        with pytest.raises(UsageError, match="not closed"):
            parse_skill("---\nname: x\n")
        with pytest.raises(UsageError, match="not a list"):
            parse_skill("---\nname: x\nmetadata: {openclaw: {requires: {skills: 3}}}\n---\n")
        skill = parse_skill("\ufeff---\nname: x\nmetadata:\n---\n")
        assert skill.name == "x" and not skill.requires_self


class TestOwnSkillFile:
    def test_repository_skill_md_parses_with_our_parser(self) -> None:
        """The shipped SKILL.md is named complex-memory-manager, requires the cmm binary,
        and carries instructions in English and Chinese for every main verb."""
        text = (REPO / "SKILL.md").read_text("utf-8")
        skill = parse_skill(text)
        assert skill.name == "complex-memory-manager"
        assert skill.description
        assert skill.meta["metadata"]["openclaw"]["requires"]["bins"] == ["cmm"]
        for verb in ("remember", "recall", "stats record", "cleanup --if-due", "audit"):
            assert f"cmm {verb}" in text
        assert "何时使用" in text and "When to use it" in text


class TestCheck:
    def test_versions_compare_numerically(self) -> None:
        assert parse_version("0.10") > parse_version("0.9")
        assert parse_version("1.0") == parse_version("1.0.0")
        assert parse_version("1.0rc1") < parse_version("1.0") < parse_version("1.0.post1")
        assert parse_version("1.0.dev1") < parse_version("1.0a1")
        with pytest.raises(UsageError):
            parse_version("latest")

    def test_check_ok_and_too_old(self, cmm) -> None:
        """Exit 0 with the version; exit 1 with a clear message when too old; 2 if V is junk."""
        code, out, _ = cmm("check", "--json")
        assert code == 0 and json.loads(out)["version"] == installed_version()
        code, out, _ = cmm("check", "--min-version", "0.0.1")
        assert code == 0 and "ok" in out
        code, _, err = cmm("check", "--min-version", "99.0")
        assert code == 1 and "older than the required 99.0" in err and "pip install" in err
        code, _, err = cmm("check", "--min-version", "soon")
        assert code == 2

    def test_library_check(self) -> None:
        assert check()["ok"] is True


class TestDoctor:
    def test_reports_root_key_legacy_and_cleanup(self, cmm, store: MemoryStore) -> None:
        """doctor names the root and key source, counts legacy entries, reads cleanup.log."""
        store.remember("skill-a", "Prefers tables")
        store.remember("skill-a", "Likes short answers", cipher="legacy-xor")
        log = b"[2026-01-05] Memory cleanup: 1 archived, 0 deleted, 0 merged\n"
        store.backend.put("cleanup.log", log)
        code, out, _ = cmm("doctor", "--json")
        doc = json.loads(out)
        assert code == 0 and doc["ok"] is True
        assert doc["root"] == store.location
        assert doc["key"]["available"] is True and doc["key"]["source"] == "env:CMM_MASTER_KEY"
        assert doc["entries"] == 2 and doc["legacy_entries"] == 1
        assert doc["last_cleanup"] == "2026-01-05"
        assert any("legacy" in w for w in doc["warnings"])

    def test_missing_key_is_a_problem(self, cmm, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.delenv("CMM_MASTER_KEY")
        code, out, _ = cmm("doctor")
        assert code == 1 and "problem: no master key" in out
