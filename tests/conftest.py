"""Shared fixtures. Every test runs with an isolated HOME/config dir, no OS keyring, and a
fresh random master key in the environment unless it asks otherwise."""

from __future__ import annotations

import base64
import io
import os
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from complex_memory_manager import MemoryStore

SHARED = Path(__file__).resolve().parents[2] / "shared"
FIXTURES = SHARED / "fixtures" / "seed-format"
LOCAL_FIXTURES = Path(__file__).parent / "fixtures" / "seed-format"


@pytest.fixture(autouse=True)
def isolated_env(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("CMM_KEYRING", "off")
    for var in ("CMM_ROOT", "CMM_NOW", "CMM_KEY_FILE", "CMM_MASTER_KEY"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("CMM_MASTER_KEY", base64.b64encode(os.urandom(32)).decode())


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return tmp_path / "memory"


@pytest.fixture
def store(root: Path) -> MemoryStore:
    return MemoryStore(root)


@pytest.fixture
def seed_dir() -> Path:
    """The seed-format fixtures (shared/ beside the repo; a vendored copy otherwise)."""
    return FIXTURES if FIXTURES.is_dir() else LOCAL_FIXTURES


CliRun = Callable[..., tuple[int, str, str]]


@pytest.fixture
def cmm(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, root: Path) -> CliRun:
    """Run the CLI in-process on ``root``: ``cmm(*args, stdin=...)`` -> (exit code, out, err)."""
    from complex_memory_manager.cli import main

    def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin or ""))
        try:
            main(["--root", str(root), *args])
            code = 0
        except SystemExit as exc:
            code = int(exc.code or 0)
        out, err = capsys.readouterr()
        return code, out, err

    return run


def pytest_assertrepr_compare(op: str, left: object, right: object) -> list[str] | None:
    """A failed comparison of two strings reports their lengths, not their text: test data
    holds planted personal values and gate output, and a failure message must not repeat
    them (the privacy rule holds for test output too)."""
    if isinstance(left, str) and isinstance(right, str):
        return [
            f"string comparison ({op}) failed; operands withheld "
            f"(lengths {len(left)} and {len(right)})"
        ]
    return None


def pytest_make_parametrize_id(config: pytest.Config, val: object, argname: str) -> str | None:
    """Test ids never spell a string parameter (it may be a planted value): its argument name
    and length stand in, and pytest numbers duplicates."""
    if isinstance(val, str):
        return f"{argname}{len(val)}"
    return None
