"""The in-memory backend passes the storage-backend contract."""

from __future__ import annotations

import pytest
from contract import BackendContract

from complex_memory_manager.backends import Backend, MemoryBackend


class TestMemoryBackend(BackendContract):
    @pytest.fixture
    def backend(self) -> Backend:
        return MemoryBackend()
