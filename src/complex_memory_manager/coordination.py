"""Coordination that works on every backend (local directory, memory, S3): leases and
intent journals stored as objects and updated with conditional writes only.

* :class:`Lease` — a mutual-exclusion lease (``.cmm/leases/<name>.json``), created with
  ``if_none_match`` and taken over only once expired (``if_match``), so two cleanups or
  rotations never run at once, even on different hosts, and a crashed holder does not
  block others forever.
* :class:`Journal` — the intent record of a multi-step operation
  (``.cmm/journal/<name>.json``). Steps must be idempotent; a run that finds a journal
  left by a crashed run resumes it before doing anything new.
"""

from __future__ import annotations

import json
import os
import secrets
import socket
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from .backends.base import Backend, update
from .errors import ObjectNotFound, PreconditionFailed, StorageError

__all__ = ["Journal", "Lease", "lease"]


class Lease:
    def __init__(self, backend: Backend, name: str, ttl: float = 600.0) -> None:
        self.backend = backend
        self.key = f".cmm/leases/{name}.json"
        self.ttl = ttl
        self.token = secrets.token_hex(8)

    def _body(self) -> bytes:
        return json.dumps({
            "token": self.token, "host": socket.gethostname(), "pid": os.getpid(),
            "expires": time.time() + self.ttl,
        }).encode()

    def acquire(self, wait: float = 0.0) -> bool:
        deadline = time.monotonic() + wait
        while True:
            try:
                self.backend.put(self.key, self._body(), if_none_match=True)
                return True
            except PreconditionFailed:
                pass
            try:
                blob = self.backend.get(self.key)
                held = json.loads(blob.data)
                if float(held.get("expires", 0)) < time.time() or _holder_dead(held):
                    self.backend.put(self.key, self._body(), if_match=blob.etag)
                    return True
            except (ObjectNotFound, PreconditionFailed, ValueError):
                pass
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.05)

    def renew(self) -> None:
        def change(cur: bytes | None) -> bytes:
            if cur is None or json.loads(cur).get("token") != self.token:
                raise StorageError("lease lost to another process")
            return self._body()

        update(self.backend, self.key, change)

    def release(self) -> None:
        try:
            blob = self.backend.get(self.key)
            if json.loads(blob.data).get("token") == self.token:
                self.backend.delete(self.key, if_match=blob.etag)
        except (ObjectNotFound, PreconditionFailed, ValueError):
            pass


def _holder_dead(held: dict[str, Any]) -> bool:
    """True when the holder ran on this host and its process is gone (killed, crashed):
    its lease can be taken over at once instead of after the TTL."""
    pid = held.get("pid")
    if held.get("host") != socket.gethostname() or not isinstance(pid, int) or pid <= 0:
        return False
    if pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False
    return False


@contextmanager
def lease(backend: Backend, name: str, *, wait: float = 0.0, ttl: float = 600.0) -> Iterator[Lease]:
    """Hold the named lease for the block; raise StorageError if another holder has it."""
    held = Lease(backend, name, ttl)
    if not held.acquire(wait):
        raise StorageError(f"another '{name}' is running (lease .cmm/leases/{name}.json)")
    try:
        yield held
    finally:
        held.release()


class Journal:
    """Intent journal of one named multi-step operation."""

    def __init__(self, backend: Backend, name: str) -> None:
        self.backend = backend
        self.key = f".cmm/journal/{name}.json"

    def load(self) -> dict[str, Any] | None:
        try:
            data = json.loads(self.backend.get(self.key).data)
        except ObjectNotFound:
            return None
        except ValueError:
            raise StorageError(f"{self.key}: journal is corrupt") from None
        return data if isinstance(data, dict) else None

    def write(self, state: dict[str, Any]) -> None:
        """Record the whole state (plan + progress); atomic replace."""
        self.backend.put(self.key, json.dumps(state, ensure_ascii=False).encode())

    def clear(self) -> None:
        self.backend.delete(self.key)
