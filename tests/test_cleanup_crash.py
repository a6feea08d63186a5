"""Crash safety: cleanup killed at any instant (SIGKILL, or an abrupt exit at each mutation
step via CMM_TEST_CRASH_AT), or failing on an I/O error, is finished by the next run:
every entry exists exactly once (by id, across tier2 and archive) and decrypts, and the
result is exactly what an uninterrupted run gives — log line included."""

from __future__ import annotations

import base64
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

import pytest

from complex_memory_manager import MemoryStore, StorageError
from complex_memory_manager.backends.local import TEMP_MARK, LocalBackend
from complex_memory_manager.cleanup import CLEANUP_LOG
from complex_memory_manager.crypto import legacy
from complex_memory_manager.formats.entry import EntryRecord

pytestmark = pytest.mark.slow

SKILLS = ("skill-a", "skill-b", "weather-daily", "news-digest")
TODAY = "2026-05-20"


class Hit(NamedTuple):
    category: str
    start: int
    end: int


class Gated(NamedTuple):
    text: str
    findings: tuple[Hit, ...]
    counts: dict[str, int]


class EmailGate:
    """A fast stand-in gate (the real one is tested elsewhere): finds ``x@y`` only.
    It imports nothing from the privacy package, which other work may be changing."""

    _re = re.compile(r"\S+@\S+")

    def scan(self, text: str) -> list[Hit]:
        return [Hit("email", m.start(), m.end()) for m in self._re.finditer(text)]

    def redact(self, text: str) -> Gated:
        return Gated(self._re.sub("[EMAIL]", text), tuple(self.scan(text)), {})

    def apply(self, text: str, strict: bool | None = None) -> Gated:
        return Gated(text, (), {})  # building the store: let everything in

    def is_clean(self, text: str) -> bool:
        return True


RUNNER = f"""
import sys
sys.path.insert(0, {str(Path(__file__).parent)!r})
from test_cleanup_crash import EmailGate
from complex_memory_manager import MemoryStore, cleanup
ticks = []
real_tick = cleanup._Crash.tick
def tick(self):
    ticks.append(1)
    real_tick(self)
cleanup._Crash.tick = tick
MemoryStore(sys.argv[1], gate=EmailGate()).cleanup()
print(len(ticks))
"""


def build(root: Path) -> None:
    """~3,000 entries over 4 skills and 24+ files: old ones, duplicates, private ones,
    and one seed-format (legacy XOR) file per skill."""
    n = 0
    for day in ("2026-02-10", "2026-03-15", "2026-05-10"):
        os.environ["CMM_NOW"] = day
        store = MemoryStore(root, gate=EmailGate())  # type: ignore[arg-type]
        for _batch in range(2):
            items = []
            for skill in SKILLS:
                for _ in range(125):
                    n += 1
                    text = f"{skill} note {n} on topic {n % 17}"
                    if n % 97 == 0:
                        text = f"write to user{n}@example.org"
                    if n % 53 == 0:
                        text = f"{skill} duplicate text {n % 5}"
                    items.append((skill, text, "internal"))
            store.remember_many(items)
    for skill in SKILLS:
        body = "\n".join(
            f"---\ntier: internal\nsource_skill: {skill}\nkey_hint: {skill}-2026-05\n"
            f"created: 2026-05-0{i}\nexpires: 2026-06-0{i}\n---\n\n## Encrypted Entry\n> "
            f"{legacy.encrypt(f'seed entry {i} of {skill}', skill, '2026-05')}\n"
            for i in range(1, 6)
        )
        path = root / "tier2-internal" / f"{skill}_preferences.md"
        path.write_text(body)
        path.chmod(0o600)
    os.environ["CMM_NOW"] = TODAY


def state(root: Path) -> dict[str, tuple[str, str, str]]:
    """id -> (where, plaintext, expires); fails if an id is found twice or is unreadable."""
    store = MemoryStore(root, gate=EmailGate())  # type: ignore[arg-type]
    out: dict[str, tuple[str, str, str]] = {}
    for key, rec in store.records(include_archive=True):
        assert isinstance(rec, EntryRecord), f"broken entry in {key}"
        assert rec.id not in out, f"entry {rec.id} exists twice"
        where = key.split("/")[0] + "/" + (key.split("/")[1] if key.startswith("archive") else "")
        out[rec.id] = (where, store.decrypt(rec), rec.expires)
    return out


def leftovers(root: Path) -> list[str]:
    return [p.name for p in root.rglob("*") if p.name.startswith(TEMP_MARK)]


MASTER = base64.b64encode(os.urandom(32)).decode()


@pytest.fixture(autouse=True)
def module_key(isolated_env: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test of this module reads the one store built with this master key."""
    monkeypatch.setenv("CMM_MASTER_KEY", MASTER)


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """The store once, and the result of one uninterrupted cleanup of a copy of it."""
    base = tmp_path_factory.mktemp("pristine")
    env = dict(os.environ)
    os.environ.update({"CMM_MASTER_KEY": MASTER, "CMM_KEYRING": "off",
                       "HOME": str(base), "XDG_CONFIG_HOME": str(base / ".config")})
    os.environ.pop("CMM_KEY_FILE", None)
    try:
        build(base / "memory")
        ref = base / "reference"
        shutil.copytree(base / "memory", ref)
        t0 = time.perf_counter()
        code, out = run_cleanup(ref, {})
        assert code == 0
        elapsed = time.perf_counter() - t0
        yield {"root": base / "memory", "state": state(ref), "steps": int(out),
               "log": (ref / CLEANUP_LOG).read_text(), "elapsed": elapsed}
    finally:
        os.environ.clear()
        os.environ.update(env)


def run_cleanup(root: Path, extra: dict[str, str], *,
                kill_after: float | None = None) -> tuple[int, str]:
    """Run cleanup in a subprocess: (exit code, its stdout: the number of mutation steps)."""
    env = {**os.environ, "CMM_NOW": TODAY, **extra}
    proc = subprocess.Popen([sys.executable, "-c", RUNNER, str(root)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if kill_after is not None:
        time.sleep(kill_after)
        proc.send_signal(signal.SIGKILL)
    out, err = proc.communicate(timeout=240)
    if proc.returncode not in (0, 137, -signal.SIGKILL):
        raise AssertionError(f"cleanup exited {proc.returncode}: {err.decode()[-2000:]}")
    return proc.returncode, out.decode().strip()


def check_finished(root: Path, pristine: dict[str, Any], *, rerun: bool = True,
                   may_have_finished: bool = False) -> None:
    if rerun:
        assert run_cleanup(root, {})[0] == 0
    assert leftovers(root) == []
    assert not (root / ".cmm" / "journal" / "cleanup.json").exists()
    got = state(root)
    assert got == pristine["state"]
    log = (root / CLEANUP_LOG).read_text()
    if may_have_finished and log != pristine["log"]:
        # Killed after the run had completed (during interpreter exit): the re-run is then a
        # second, genuine cleanup with nothing to do, and it says so on its own line.
        idle = "[2026-05-20] Memory cleanup: 0 archived, 0 deleted, 0 merged\n"
        assert log == pristine["log"] + idle
    else:
        assert log == pristine["log"]


def copy(pristine: dict[str, Any], tmp_path: Path, name: str) -> Path:
    dest = tmp_path / name
    shutil.copytree(pristine["root"], dest)
    return dest


class TestCrashSafety:
    def test_reference_run_did_real_work(self, pristine: dict[str, Any]) -> None:
        before = state(pristine["root"])
        after = pristine["state"]
        assert len(before) > 3000
        assert 0 < len(after) < len(before)
        assert any(w.startswith("archive/") for w, _, _ in after.values())
        assert not any("@" in t for _, t, _ in after.values())
        counts = re.fullmatch(r"\[2026-05-20\] Memory cleanup: (\d+) archived, (\d+) deleted, "
                              r"(\d+) merged\n", pristine["log"])
        assert counts is not None and all(int(c) > 0 for c in counts.groups())

    @pytest.mark.parametrize("part", range(11))
    def test_abrupt_exit_at_each_step_then_rerun(self, pristine: dict[str, Any], tmp_path: Path,
                                                 part: int) -> None:
        """Steps spread over the whole run, first and last included."""
        total = pristine["steps"]
        assert total > 30
        step = 1 + (total - 1) * part // 10 + (part % 3 if 0 < part < 10 else 0)
        root = copy(pristine, tmp_path, "m")
        assert run_cleanup(root, {"CMM_TEST_CRASH_AT": str(step)})[0] == 137
        check_finished(root, pristine)

    def test_crash_again_while_finishing_the_crashed_run(self, pristine: dict[str, Any],
                                                         tmp_path: Path) -> None:
        root = copy(pristine, tmp_path, "m")
        assert run_cleanup(root, {"CMM_TEST_CRASH_AT": "30"})[0] == 137
        assert run_cleanup(root, {"CMM_TEST_CRASH_AT": "4"})[0] == 137
        assert run_cleanup(root, {"CMM_TEST_CRASH_AT": "2"})[0] == 137
        check_finished(root, pristine)

    def test_sigkill_at_random_instants(self, pristine: dict[str, Any], tmp_path: Path) -> None:
        rng = random.Random(4)
        full = pristine["elapsed"]
        for trial in range(6):
            root = copy(pristine, tmp_path, f"k{trial}")
            code, _ = run_cleanup(root, {}, kill_after=rng.uniform(0.1, full * 1.1))
            check_finished(root, pristine, rerun=code != 0, may_have_finished=True)

    @pytest.mark.parametrize("op,nth", [("put", 1), ("put", 2), ("put", 6), ("put", 12),
                                        ("put", 17), ("delete", 1), ("delete", 8),
                                        ("delete", 21), ("delete", 28)])
    def test_io_error_on_nth_write_then_rerun(self, pristine: dict[str, Any], tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch, op: str,
                                              nth: int) -> None:
        root = copy(pristine, tmp_path, "m")
        monkeypatch.setenv("CMM_NOW", TODAY)
        backend = LocalBackend(root)
        real = getattr(backend, op)
        calls = {"n": 0}

        def flaky(key: str, *args: Any, **kwargs: Any) -> Any:
            if not key.startswith(".cmm/leases/"):
                calls["n"] += 1
                if calls["n"] == nth:
                    raise StorageError("injected I/O error")
            return real(key, *args, **kwargs)

        monkeypatch.setattr(backend, op, flaky)
        with pytest.raises(StorageError, match="injected"):
            MemoryStore(backend, gate=EmailGate()).cleanup()  # type: ignore[arg-type]
        check_finished(root, pristine)
