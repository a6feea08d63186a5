"""In-memory backend: the whole test suite can run on it, and it defines the semantics."""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Iterator

from ..errors import ObjectNotFound, PreconditionFailed
from .base import Blob, check_key

__all__ = ["MemoryBackend"]


def etag_of(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


class MemoryBackend:
    kind = "memory"

    def __init__(self) -> None:
        self._objects: dict[str, bytes] = {}
        self._lock = threading.Lock()

    def get(self, key: str) -> Blob:
        check_key(key)
        with self._lock:
            try:
                data = self._objects[key]
            except KeyError:
                raise ObjectNotFound(key) from None
        return Blob(data, etag_of(data))

    def put(
        self, key: str, data: bytes, *, if_match: str | None = None, if_none_match: bool = False
    ) -> str:
        check_key(key)
        with self._lock:
            current = self._objects.get(key)
            if if_none_match and current is not None:
                raise PreconditionFailed(f"{key} already exists")
            if if_match is not None and (current is None or etag_of(current) != if_match):
                raise PreconditionFailed(f"{key} changed")
            self._objects[key] = bytes(data)
        return etag_of(data)

    def delete(self, key: str, *, if_match: str | None = None) -> None:
        check_key(key)
        with self._lock:
            current = self._objects.get(key)
            if if_match is not None and (current is None or etag_of(current) != if_match):
                raise PreconditionFailed(f"{key} changed")
            self._objects.pop(key, None)

    def list(self, prefix: str = "") -> Iterator[str]:
        with self._lock:
            keys = sorted(k for k in self._objects if k.startswith(prefix))
        yield from keys

    def versions(self, prefix: str = "") -> dict[str, str]:
        with self._lock:
            return {k: etag_of(v) for k, v in sorted(self._objects.items()) if k.startswith(prefix)}

    def exists(self, key: str) -> bool:
        check_key(key)
        with self._lock:
            return key in self._objects

    def describe(self, key: str = "") -> str:
        return f"memory://{key}"
