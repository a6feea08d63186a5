"""The storage-backend contract (see ``tests/backends/contract.py``).

A backend stores opaque bytes under ``/``-separated keys relative to the memory root and
supports two preconditions on writes, the same ones S3 offers:

* ``if_none_match=True`` — create only; fail if the key exists;
* ``if_match=etag`` — replace only if the current object still has that etag.

Both raise :class:`~complex_memory_manager.errors.PreconditionFailed` when they lose.
Every write is atomic: readers see the old bytes or the new, never a mix.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from ..errors import ObjectNotFound, PreconditionFailed, StorageError

__all__ = ["Backend", "Blob", "check_key", "update"]


def check_key(key: str) -> str:
    """Return ``key`` if it is a relative ``/``-separated path; raise StorageError if not.

    Every backend refuses the same keys: empty, absolute, ``.``/``..`` or empty parts,
    backslashes. (Callers build keys from validated slugs; this is the last line.)
    """
    parts = key.split("/") if isinstance(key, str) else [""]
    if not key or "\\" in key or any(p in ("", ".", "..") for p in parts):
        raise StorageError("invalid storage key")
    return key


@dataclass(frozen=True)
class Blob:
    data: bytes
    etag: str


@runtime_checkable
class Backend(Protocol):
    """What the core needs from storage. Keys never start with ``/`` nor contain ``..``."""

    #: "local", "memory", "s3"
    kind: str

    def get(self, key: str) -> Blob:
        """Return the object; raise ObjectNotFound if absent."""
        ...

    def put(
        self, key: str, data: bytes, *, if_match: str | None = None, if_none_match: bool = False
    ) -> str:
        """Write atomically and return the new etag; raise PreconditionFailed on a lost race."""
        ...

    def delete(self, key: str, *, if_match: str | None = None) -> None:
        """Delete; a missing key is not an error unless ``if_match`` is given."""
        ...

    def list(self, prefix: str = "") -> Iterator[str]:
        """Yield every key under ``prefix``, sorted."""
        ...

    def exists(self, key: str) -> bool: ...

    def versions(self, prefix: str = "") -> dict[str, str]:
        """Every key under ``prefix`` with a cheap version token that changes whenever the
        object changes (S3: the listing's ETag; local: mtime_ns and size). One listing,
        no reads: used to check caches and indexes without opening files."""
        ...

    def describe(self, key: str = "") -> str:
        """Human-readable location of ``key`` for messages (a path or URL)."""
        ...


def update(
    backend: Backend,
    key: str,
    change: Callable[[bytes | None], bytes | None],
    *,
    attempts: int = 60,
) -> bytes | None:
    """Read-modify-write ``key`` safely under concurrent writers.

    ``change`` gets the current bytes (None if absent) and returns the new bytes, or
    None to leave the object as it is. It may run several times, so it must be pure.
    Returns what was written (or the unchanged current bytes).
    """
    delay = 0.002
    for _ in range(attempts):
        try:
            blob: Blob | None = backend.get(key)
        except ObjectNotFound:
            blob = None
        new = change(blob.data if blob else None)
        if new is None:
            return blob.data if blob else None
        try:
            if blob is None:
                backend.put(key, new, if_none_match=True)
            else:
                backend.put(key, new, if_match=blob.etag)
        except PreconditionFailed:
            time.sleep(delay * (1 + random.random()))  # noqa: S311 - jitter, not crypto
            delay = min(delay * 2, 0.25)
            continue
        return new
    raise StorageError(f"gave up updating {key} after {attempts} conflicting writers")
