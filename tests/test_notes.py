"""Daily notes: `cmm note --skill S TEXT` -> <root>/YYYY-MM-DD.md, gated, concurrent-safe."""

from __future__ import annotations

import json
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from complex_memory_manager import MemoryBackend, MemoryStore, PrivacyRefused, UsageError
from complex_memory_manager.notes import daily_note_key


class TestDailyNotes:
    def test_appends_prefixed_lines_to_todays_file(
        self, cmm, root: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """Each note is one bullet prefixed by the skill, in <root>/YYYY-MM-DD.md."""
        monkeypatch.setenv("CMM_NOW", "2026-05-19")
        code, out, _ = cmm("note", "-s", "weather-daily", "User asked for the weekly forecast",
                           "--json")
        assert code == 0 and json.loads(out)["file"] == "2026-05-19.md"
        assert cmm("note", "-s", "skill-a", "-", stdin="Prefers\n short   summaries\n")[0] == 0
        text = (root / "2026-05-19.md").read_text("utf-8")
        assert text == (
            "# 2026-05-19\n\n"
            "- [weather-daily] User asked for the weekly forecast\n"
            "- [skill-a] Prefers short summaries\n"
        )

    def test_private_data_is_generalized_never_written(
        self, store: MemoryStore, root: Path
    ) -> None:
        """An email is generalized; the result reports the category, not the address."""
        res = store.note("skill-a", "Send the digest to morgan.lee@example.net in the evening")
        assert res.findings.get("email") == 1
        body = (root / res.file).read_text("utf-8")
        assert "morgan.lee@example.net" not in body and "[skill-a]" in body
        assert "example.net" not in json.dumps(res.to_json())

    def test_strict_refuses_and_writes_nothing(self, cmm, root: Path) -> None:
        code, _, err = cmm("note", "-s", "skill-a", "--strict", "Call 415-555-0134 please")
        assert code == 3 and "415" not in err
        assert not list(root.glob("*.md"))

    def test_refuses_when_generalizing_leaves_something(self, root: Path) -> None:
        """Zero tolerance (T1): if the redacted text still scans dirty, nothing is written."""

        class StubbornGate:
            def apply(self, text: str, strict: bool | None = None):
                from complex_memory_manager.privacy import GateResult

                return GateResult(text, ())

            def is_clean(self, text: str) -> bool:
                return False

        store = MemoryStore(root, gate=StubbornGate())  # type: ignore[arg-type]
        with pytest.raises(PrivacyRefused):
            store.note("skill-a", "anything")
        assert not list(root.glob("*.md"))

    def test_bad_input(self, store: MemoryStore) -> None:
        with pytest.raises(UsageError):
            store.note("Skill A", "text")
        with pytest.raises(UsageError):
            store.note("skill-a", "   ")
        with pytest.raises(UsageError):
            daily_note_key("2026-5-1")

    def test_concurrent_appends_lose_nothing(self) -> None:
        """Many writers at once (conditional writes): every note is there exactly once."""
        store = MemoryStore(MemoryBackend())

        def write(i: int) -> None:
            store.note(f"skill-{i % 4}", f"observation number {i}")

        with ThreadPoolExecutor(8) as pool:
            list(pool.map(write, range(80)))
        (key,) = [k for k in store.backend.list() if k.endswith(".md")]
        lines = store.backend.get(key).data.decode().splitlines()[2:]
        expected = [f"- [skill-{i % 4}] observation number {i}" for i in range(80)]
        assert sorted(lines) == sorted(expected)

    def test_concurrent_processes_on_a_local_root(self, root: Path, tmp_path: Path) -> None:
        """Separate processes appending to one local file lose nothing."""
        import subprocess

        script = (
            "import sys\nfrom complex_memory_manager import MemoryStore\n"
            "s = MemoryStore(sys.argv[1])\n"
            "for i in range(15): s.note('skill-' + sys.argv[2], f'note {i}')\n"
        )
        procs = [subprocess.Popen([sys.executable, "-c", script, str(root), str(n)])
                 for n in range(4)]
        assert all(p.wait(timeout=120) == 0 for p in procs)
        (path,) = root.glob("*.md")
        lines = path.read_text().splitlines()[2:]
        assert len(lines) == 60 and len(set(lines)) == 60
