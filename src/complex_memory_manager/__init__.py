"""complex-memory-manager: privacy-aware, encrypted, persistent memory for AI agents.

The public API is re-exported here; everything else is an implementation detail.

>>> from complex_memory_manager import MemoryStore          # doctest: +SKIP
>>> store = MemoryStore("memory")                          # doctest: +SKIP
>>> store.remember("skill-a", "Prefers bullet points")     # doctest: +SKIP
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from .backends import Backend, Blob, MemoryBackend
from .errors import (
    AuditFailed,
    BackendUnsafe,
    CMMError,
    ConfigError,
    DecryptionFailed,
    EntryError,
    InvalidSkillName,
    KeyFileInsecure,
    KeyMaterialError,
    KeyUnavailable,
    LegacyRefused,
    LegacyTextUnsupported,
    MalformedEntry,
    ObjectNotFound,
    PreconditionFailed,
    PrivacyRefused,
    StorageError,
    UsageError,
)
from .models import Entry, EntryProblem, RecallResult, RememberResult
from .store import MemoryStore

try:
    __version__ = version("complex-memory-manager")
except PackageNotFoundError:  # pragma: no cover - running from a source tree
    __version__ = "0.0.0"

__all__ = [
    "AuditFailed",
    "Backend",
    "BackendUnsafe",
    "Blob",
    "CMMError",
    "ConfigError",
    "DecryptionFailed",
    "Entry",
    "EntryError",
    "EntryProblem",
    "InvalidSkillName",
    "KeyFileInsecure",
    "KeyMaterialError",
    "KeyUnavailable",
    "LegacyRefused",
    "LegacyTextUnsupported",
    "MalformedEntry",
    "MemoryBackend",
    "MemoryStore",
    "ObjectNotFound",
    "PreconditionFailed",
    "PrivacyRefused",
    "RecallResult",
    "RememberResult",
    "StorageError",
    "UsageError",
    "__version__",
]
