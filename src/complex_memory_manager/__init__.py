"""complex-memory-manager: privacy-aware, encrypted, persistent memory for AI agents.

The public API is re-exported here; everything else is an implementation detail.

>>> from complex_memory_manager import MemoryStore          # doctest: +SKIP
>>> store = MemoryStore("memory")                          # doctest: +SKIP
>>> store.remember("skill-a", "Prefers bullet points")     # doctest: +SKIP
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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
        UnsafePath,
        UsageError,
    )
    from .models import Entry, EntryProblem, RecallResult, RememberResult
    from .store import MemoryStore

# Names are resolved on first use (PEP 562) so that `cmm --help` and the CLI's fast
# paths do not pay for importing cryptography, YAML and the privacy gate up front.
_HOMES = {
    "Backend": "backends", "Blob": "backends", "MemoryBackend": "backends",
    "Entry": "models", "EntryProblem": "models", "RecallResult": "models",
    "RememberResult": "models", "MemoryStore": "store",
}


def __getattr__(name: str) -> Any:
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("complex-memory-manager")
        except PackageNotFoundError:  # pragma: no cover - running from a source tree
            return "0.0.0"
    home = _HOMES.get(name) or ("errors" if name in __all__ else None)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


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
    "UnsafePath",
    "UsageError",
    "__version__",
]
