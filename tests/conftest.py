"""Shared fixtures. Every test runs with an isolated HOME/config dir, no OS keyring, and a
fresh random master key in the environment unless it asks otherwise."""

from __future__ import annotations

import base64
import os
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
