"""Storage backends: where bytes live.

The core only ever talks to :class:`Backend` (get / put with preconditions / delete /
list). Nothing above this package assumes a local filesystem: no renames, no flock.
Read-modify-write goes through :func:`update`, which retries conditional writes.
"""

from __future__ import annotations

from .base import Backend, Blob, update
from .memory import MemoryBackend

__all__ = ["Backend", "Blob", "MemoryBackend", "open_backend", "update"]


def open_backend(root: str) -> Backend:
    """Open the backend a root string names: ``s3://bucket/prefix`` or a directory."""
    if root.startswith("s3://"):
        from .s3 import S3Backend

        return S3Backend.from_url(root)
    if root.startswith("memory://"):
        return MemoryBackend()
    from .local import LocalBackend

    return LocalBackend(root)
