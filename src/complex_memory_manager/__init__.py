"""complex-memory-manager: privacy-aware, encrypted, persistent memory for AI agents.

The public API is re-exported here; everything else is an implementation detail.

>>> from complex_memory_manager import MemoryStore          # doctest: +SKIP
>>> store = MemoryStore("memory")                          # doctest: +SKIP
>>> store.remember("skill-a", "Prefers bullet points")     # doctest: +SKIP
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from . import errors as _errors
from .errors import *  # noqa: F403 - the whole exception tree is public API

if TYPE_CHECKING:
    # redundant aliases mark these as re-exports for type checkers
    from .backends import Backend as Backend
    from .backends import Blob as Blob
    from .backends import MemoryBackend as MemoryBackend
    from .models import Entry as Entry
    from .models import EntryProblem as EntryProblem
    from .models import RecallResult as RecallResult
    from .models import RememberResult as RememberResult
    from .store import MemoryStore as MemoryStore

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
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


__all__ = sorted(  # noqa: PLE0605 - computed so that a new error can never be left out
    [
        "Backend",
        "Blob",
        "Entry",
        "EntryProblem",
        "MemoryBackend",
        "MemoryStore",
        "RecallResult",
        "RememberResult",
        "__version__",
        *_errors.__all__,
    ]
)
