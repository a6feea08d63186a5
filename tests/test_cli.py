"""The `cmm` CLI: a thin skin over MemoryStore with uniform conventions."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import click
import pytest

from complex_memory_manager.cli import cli


def _commands(group: click.Group, prefix: tuple[str, ...] = ()):
    for name, cmd in group.commands.items():
        yield (*prefix, name), cmd
        if isinstance(cmd, click.Group):
            yield from _commands(cmd, (*prefix, name))


class TestHelp:
    def test_every_command_has_an_example_and_json(self) -> None:
        """Every command's --help ends with a runnable example; leaf commands take --json."""
        missing, no_json = [], []
        for path, cmd in _commands(cli):
            if "Example:" not in (cmd.epilog or ""):
                missing.append(" ".join(path))
            if not isinstance(cmd, click.Group) and path != ("mcp",) and not any(
                "--json" in p.opts for p in cmd.params
            ):
                no_json.append(" ".join(path))
        assert missing == [] and no_json == []


class TestRememberRecall:
    def test_round_trip_json(self, cmm) -> None:
        code, out, _ = cmm("remember", "-s", "skill-a", "Prefers tables", "--json")
        assert code == 0
        written = json.loads(out)
        assert written["cipher"] == "aes-256-gcm" and written["redacted"] is False
        code, out, _ = cmm("recall", "-s", "skill-a", "--json")
        doc = json.loads(out)
        assert code == 0 and doc["errors"] == []
        (entry,) = doc["entries"]
        assert set(entry) == {"id", "skill", "text", "created", "expires", "cipher"}
        assert entry["text"] == "Prefers tables" and entry["id"] == written["id"]

    def test_text_from_stdin(self, cmm) -> None:
        assert cmm("remember", "-s", "skill-a", "-", stdin="来自标准输入的偏好\n")[0] == 0
        out = json.loads(cmm("recall", "-s", "skill-a", "--json")[1])
        assert out["entries"][0]["text"] == "来自标准输入的偏好\n"

    def test_jsonl_bulk(self, cmm) -> None:
        lines = "\n".join(json.dumps({"skill": s, "text": t}) for s, t in
                          [("skill-a", "one"), ("skill-a", "two"), ("skill-b", "three")])
        code, out, _ = cmm("remember", "--jsonl", "--json", stdin=lines)
        assert code == 0 and len(json.loads(out)["remembered"]) == 3
        recalled = json.loads(cmm("recall", "-s", "skill-a", "--json")[1])["entries"]
        texts = [e["text"] for e in recalled]
        assert sorted(texts) == ["one", "two"]

    def test_forget(self, cmm) -> None:
        rid = json.loads(cmm("remember", "-s", "skill-a", "x y z", "--json")[1])["id"]
        code, out, _ = cmm("forget", "-s", "skill-a", "--id", rid, "--json")
        assert code == 0 and json.loads(out)["forgotten"] == 1

    def test_stats_show_is_seed_shape(self, cmm) -> None:
        cmm("stats", "record", "-s", "skill-a", "--success")
        cmm("stats", "record", "-s", "skill-a", "--failure")
        cmm("stats", "pattern", "--trigger", "morning request", "-s", "morning-news-daily")
        doc = json.loads(cmm("stats", "show", "--json")[1])
        assert set(doc) == {"skill_stats", "patterns_observed"}
        assert set(doc["skill_stats"]["skill-a"]) == {"calls", "success_rate", "last_used"}
        assert doc["skill_stats"]["skill-a"]["calls"] == 2
        assert doc["patterns_observed"][0] == {
            "trigger": "morning request", "skills_used": ["morning-news-daily"], "count": 1}


class TestErrors:
    @pytest.mark.parametrize("bad", ["../x", "A/B", "", "a" * 300])
    def test_bad_skill_is_usage_error_one_line(self, cmm, root: Path, bad: str) -> None:
        code, _, err = cmm("remember", "-s", bad, "text")
        assert code == 2
        assert err.count("\n") == 1 and "Traceback" not in err
        assert not root.exists()

    def test_no_key_one_line_with_hint(self, cmm, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.delenv("CMM_MASTER_KEY")
        code, _, err = cmm("remember", "-s", "skill-a", "text")
        assert code == 1 and "cmm key init" in err and err.count("\n") == 1

    def test_missing_text_is_usage(self, cmm) -> None:
        code, _, err = cmm("remember", "-s", "skill-a")
        assert code == 2 and "empty" in err and err.count("\n") == 1

    def test_legacy_chinese_refused_clearly(self, cmm) -> None:
        code, _, err = cmm("remember", "-s", "skill-a", "--cipher", "legacy-xor", "中文")
        assert code == 2 and "U+00FF" in err and "中文" not in err


class TestKeys:
    def test_init_writes_private_key_file_and_status_names_it(
        self, cmm, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.delenv("CMM_MASTER_KEY")
        keyfile = tmp_path / "keys" / "master.key"
        monkeypatch.setenv("CMM_KEY_FILE", str(keyfile))
        code, out, _ = cmm("key", "init", "--json")
        assert code == 0 and json.loads(out)["source"] == f"file:{keyfile}"
        assert stat.S_IMODE(keyfile.stat().st_mode) == 0o600
        status = json.loads(cmm("key", "status", "--json")[1])
        assert status["available"] and status["source"] == f"file:{keyfile}"
        assert keyfile.read_text().strip() not in json.dumps(status)
        code, _, err = cmm("key", "init")
        assert code == 1 and "already exists" in err
        assert cmm("remember", "-s", "skill-a", "works with the file key")[0] == 0

    def test_readable_key_file_refused(self, cmm, tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.delenv("CMM_MASTER_KEY")
        keyfile = tmp_path / "master.key"
        monkeypatch.setenv("CMM_KEY_FILE", str(keyfile))
        assert cmm("key", "init")[0] == 0
        keyfile.chmod(0o644)
        code, _, err = cmm("remember", "-s", "skill-a", "text")
        assert code == 1 and "chmod 600" in err

    def test_key_file_inside_root_refused(self, cmm, root: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.delenv("CMM_MASTER_KEY")
        monkeypatch.setenv("CMM_KEY_FILE", str(root / "master.key"))
        code, _, err = cmm("key", "init")
        assert code == 1 and "inside the memory root" in err

    def test_bad_env_key_is_clear(self, cmm, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setenv("CMM_MASTER_KEY", "c2hvcnQ=")
        code, _, err = cmm("remember", "-s", "skill-a", "text")
        assert code == 1 and "32 bytes" in err


def test_console_script_runs_as_a_process(root: Path) -> None:
    """The installed entry point works end to end and prints no traceback on errors."""
    env = {**os.environ, "CMM_ROOT": str(root)}
    prog = [sys.executable, "-m", "complex_memory_manager.cli"]
    ok = subprocess.run([*prog, "remember", "-s", "skill-a", "hello from a process"],
                        env=env, capture_output=True, text=True, check=False)
    assert ok.returncode == 0, ok.stderr
    bad = subprocess.run([*prog, "recall", "-s", "../etc"],
                         env=env, capture_output=True, text=True, check=False)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr


class TestPrivacyCommands:
    EMAIL = "jane.roe@example.org"

    def test_scan_lists_categories_offsets_and_masked_preview(self, cmm) -> None:
        text = f"write to {self.EMAIL} at 6am"
        code, out, err = cmm("scan", text, "--json")
        assert code == 0
        found = {f["category"]: f for f in json.loads(out)["findings"]}
        assert {"email", "schedule"} <= set(found)
        e = found["email"]
        assert text[e["start"]:e["end"]] == self.EMAIL
        assert self.EMAIL not in out and "jane" not in out and "jane" not in err

    def test_redact_prints_generalized_text(self, cmm) -> None:
        code, out, _ = cmm("redact", f"mail {self.EMAIL} at 6am")
        assert code == 0 and self.EMAIL not in out and "[EMAIL]" in out
        assert "early morning" in out

    def test_redact_jsonl_streams_offsets_into_the_input(self, cmm) -> None:
        lines = [{"id": 1, "text": f"mail {self.EMAIL}"}, {"id": "b", "text": "nothing here"},
                 {"id": 3, "text": "晚上10点给我打电话 13812345678"}]
        code, out, _ = cmm("redact", "--jsonl", stdin="\n".join(json.dumps(x) for x in lines))
        assert code == 0
        rows = [json.loads(x) for x in out.splitlines()]
        assert [r["id"] for r in rows] == [1, "b", 3]
        f = rows[0]["findings"][0]
        assert f["category"] == "email"
        assert lines[0]["text"][f["start"]:f["end"]] == self.EMAIL
        assert rows[1] == {"id": "b", "text": "nothing here", "findings": []}
        assert "13812345678" not in rows[2]["text"] and "10点" not in rows[2]["text"]

    def test_strict_remember_exits_3_naming_categories_not_values(self, cmm, root: Path) -> None:
        code, out, err = cmm("remember", "-s", "skill-a", "--strict", f"mail {self.EMAIL}")
        assert code == 3 and "email" in err and self.EMAIL not in err + out
        assert not any(self.EMAIL.encode() in p.read_bytes() for p in root.rglob("*")
                       if p.is_file())

    def test_remember_reports_counts_never_values(self, cmm) -> None:
        code, out, _ = cmm("remember", "-s", "skill-a", f"mail {self.EMAIL}", "--json")
        doc = json.loads(out)
        assert code == 0 and doc["findings"] == {"email": 1} and doc["redacted"] is True
        assert self.EMAIL not in out
