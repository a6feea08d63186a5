"""Quarantine: broken or hostile entry files are moved aside, never deleted, never fatal.

When a T2 or archive file cannot be served, the reader reports one line naming the
file (never its contents), the other entries keep working, and the file goes to
``.cmm/quarantine/<UTC stamp>-<random>/<name>.quarantined`` with a ``why.json`` sidecar
(original key, reasons, size, sha256 — no contents). Its bytes are copied there
*before* the original is replaced or deleted, and the original is only touched if it
still has the bytes that were judged (``if_match``), so no byte is ever lost.

What is quarantined — the file is at fault:

* unreadable as an entry file: not UTF-8 (random bytes), larger than the size limit
  (``limits.max_file_mib``, default 64), a symlink pointing outside the root (the link is
  removed; its target, outside the root, is never read nor touched);
* structurally broken: missing or invalid frontmatter, no ciphertext section, text
  outside any entry, ciphertext that is not base64 or too short (truncated);
* tampered: an AES-GCM entry that fails authentication although its data key was
  unwrapped — the key wrapping is itself authenticated, so the master key is proven
  right and the entry (swapped ciphertext, edited metadata, flipped bit) is at fault.

What is never quarantined — the key or the setting is at fault, the file may be fine:

* the master key is missing or wrong, the data key is missing (forgotten skill,
  restored backup after crypto-shredding) or the key ring is corrupt (:class:`WrongKey`,
  :class:`KeyMaterialError`);
* legacy reads refused by configuration; a cipher this version does not know (a newer
  writer); a legacy entry whose plaintext does not look like text (a heuristic, not a
  proof of damage);
* I/O errors of the backend (permissions, network): nothing is judged on bytes unseen.

A file holding good and bad entries is copied whole to the quarantine and rewritten
with only its good entries; a file with none left is deleted after the copy.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .backends.base import Backend, Blob
from .crypto import AES_GCM, CIPHERS, LEGACY_XOR
from .errors import (
    CMMError,
    DecryptionFailed,
    EntryError,
    KeyMaterialError,
    LegacyRefused,
    MalformedEntry,
    ObjectNotFound,
    PreconditionFailed,
    StorageError,
    UnsafePath,
    WrongKey,
)
from .formats.entry import EntryRecord, parse_file, render_file

if TYPE_CHECKING:
    from .store import MemoryStore

__all__ = ["QUARANTINE", "Moved", "quarantinable", "read_capped", "sort_out", "suspect"]

QUARANTINE = ".cmm/quarantine/"


@dataclass(frozen=True)
class Moved:
    """A file sorted out: where its original bytes are and why."""

    file: str
    dest: str
    reasons: list[str] = field(default_factory=list)
    kept_entries: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"file": self.file, "quarantined_as": self.dest, "reasons": self.reasons,
                "kept_entries": self.kept_entries}


def read_capped(backend: Backend, key: str, cap: int) -> Blob:
    """``backend.get(key)``, refusing files over ``cap`` bytes (checked before reading
    where the backend can tell the size)."""
    size = getattr(backend, "size", None)
    if callable(size):
        try:
            n = size(key)
        except ObjectNotFound:
            raise
        except (StorageError, OSError):
            n = 0
        if isinstance(n, int) and n > cap:
            raise MalformedEntry(f"file is larger than the {cap // 2**20} MiB limit", file=key)
    blob = backend.get(key)
    if len(blob.data) > cap:
        raise MalformedEntry(f"file is larger than the {cap // 2**20} MiB limit", file=key)
    return blob


def suspect(exc: Exception) -> bool:
    """Cheap pre-filter on the read path: could this problem be the file's fault?"""
    return isinstance(exc, EntryError) and not isinstance(exc, (WrongKey, LegacyRefused))


def quarantinable(record: EntryRecord | None, exc: Exception) -> bool:
    """The rule of the module docstring, for one entry (``record``) and its error."""
    if isinstance(exc, (WrongKey, LegacyRefused, KeyMaterialError)):
        return False
    if record is not None and record.cipher not in CIPHERS:
        return False  # written by a newer version, perhaps: not ours to judge
    if isinstance(exc, MalformedEntry):
        return True
    if isinstance(exc, DecryptionFailed):
        return record is None or record.cipher == AES_GCM
    return False


def sort_out(store: MemoryStore, key: str) -> Moved | None:  # noqa: PLR0911 - one per verdict
    """Judge ``key`` afresh and quarantine it (or its bad entries) if the file is at fault.

    Returns None when the file is fine, gone, changed meanwhile, or the fault is a key's.
    """
    backend = store.backend
    try:
        blob = read_capped(backend, key, store.settings.max_file_bytes)
    except ObjectNotFound:
        return None
    except UnsafePath:
        return _move(backend, key, None, ["symlink points outside the root"], [])
    except MalformedEntry as exc:  # over the size limit
        try:
            whole = backend.get(key)
        except (ObjectNotFound, StorageError):
            return None
        return _move(backend, key, whole, [exc.reason], [])
    except StorageError:
        return None  # an I/O problem is not the file's fault
    try:
        text = blob.data.decode("utf-8")
    except UnicodeDecodeError:
        return _move(backend, key, blob, ["file is not UTF-8 text"], [])
    parsed = parse_file(text, key)
    reasons = [f"{e.file}: {e.reason}" for e in parsed.errors]
    good: list[EntryRecord] = []
    for rec in parsed.entries:
        try:
            if rec.cipher in (AES_GCM, LEGACY_XOR):
                store.decrypt(rec)
        except CMMError as exc:
            if quarantinable(rec, exc):
                reasons.append(f"[{rec.id}]: {exc.reason if isinstance(exc, EntryError) else exc}")
                continue
        good.append(rec)
    if not parsed.entries and not parsed.errors:
        reasons.append("no entry in the file")
    if not reasons:
        return None
    return _move(backend, key, blob, reasons, good)


def _move(
    backend: Backend, key: str, blob: Blob | None, reasons: list[str], keep: list[EntryRecord]
) -> Moved | None:
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    folder = f"{QUARANTINE}{stamp}-{secrets.token_hex(4)}/"
    dest = folder + key.rsplit("/", 1)[-1] + ".quarantined"
    why: dict[str, Any] = {
        "file": key, "reasons": reasons, "at": stamp, "kept_entries": len(keep),
        "kind": "symlink" if blob is None else "file",
    }
    if blob is not None:
        why.update(size=len(blob.data), sha256=hashlib.sha256(blob.data).hexdigest())
        backend.put(dest, blob.data, if_none_match=True)  # the copy first: never lose bytes
    else:
        dest = folder + "why.json"
    backend.put(folder + "why.json", json.dumps(why, indent=2).encode(), if_none_match=True)
    try:
        if blob is None:
            backend.delete(key)  # removes the link only
        elif keep:
            backend.put(key, render_file(keep).encode("utf-8"), if_match=blob.etag)
        else:
            backend.delete(key, if_match=blob.etag)
    except (PreconditionFailed, ObjectNotFound):
        why["original_changed_meanwhile"] = True
        backend.put(folder + "why.json", json.dumps(why, indent=2).encode())
        return None
    return Moved(key, dest, reasons, len(keep))


def listing(backend: Backend) -> list[dict[str, Any]]:
    """Every quarantined file's sidecar (what ``cmm quarantine`` would show)."""
    out = []
    for key in backend.list(QUARANTINE):
        if key.endswith("/why.json"):
            try:
                doc = json.loads(backend.get(key).data)
            except (ValueError, ObjectNotFound):
                continue
            if isinstance(doc, dict):
                doc["folder"] = key[: -len("why.json")]
                out.append(doc)
    return out
