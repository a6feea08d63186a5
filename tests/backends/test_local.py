"""The local-directory backend passes the storage-backend contract."""

from __future__ import annotations

from pathlib import Path

import pytest
from contract import BackendContract

from complex_memory_manager.backends import Backend
from complex_memory_manager.backends.local import LocalBackend


class TestLocalBackend(BackendContract):
    @pytest.fixture
    def backend(self, tmp_path: Path) -> Backend:
        return LocalBackend(tmp_path / "memory")
