"""Master-key sources and the per-skill data-key ring.

Master key, in order: env ``CMM_MASTER_KEY`` (base64 of 32 bytes) → the OS keyring when a
real backend exists (asked with a timeout) → a key file outside the memory root with mode
0600 (``CMM_KEY_FILE`` or ``~/.config/complex-memory-manager/master.key``). Nothing found
gives :data:`MissingMasterKey`, an object that fails closed with an install hint, so no
caller ever tests ``if key is None`` and nothing falls back silently.

Passphrase mode is an explicit opt-in: env ``CMM_KEY_SOURCE=passphrase``, or a root whose
``.cmm/kdf.json`` records the KDF (``cmm key passphrase``). The key is then derived
from a passphrase with scrypt (see :mod:`.passphrase`); ``CMM_MASTER_KEY`` still wins.
``CMM_KEY_SOURCE`` may also pin one source: ``env``, ``keyring`` or ``file``.

Each skill has its own random 256-bit data key(s), wrapped (AES-GCM) by the master key
in ``.cmm/keys/<skill>.json``; each wrapped key records the fingerprint of the master key
that wrapped it, so a wrong master key is named as such. Destroying that file
crypto-shreds the skill. Rotation adds a key and retires the old ones once no entry uses
them; rewrapping re-encrypts the wrapped keys under a new master key (entries untouched).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import os
import secrets
import stat
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from ..backends.base import Backend, update
from ..errors import (
    KeyFileInsecure,
    KeyMaterialError,
    KeyUnavailable,
    ObjectNotFound,
    WrongKey,
)
from ..layout import STATE, check_skill

__all__ = [
    "SOURCES",
    "DataKeys",
    "MasterKey",
    "MissingMasterKey",
    "default_key_file",
    "load_master_key",
    "new_key_id",
    "read_key_file",
]

KEY_BYTES = 32
KEYRING_SERVICE = "complex-memory-manager"
KEYRING_USER = "master-key"
KEYRING_TIMEOUT = 3.0


@dataclass(frozen=True)
class MasterKey:
    material: bytes = field(repr=False)
    source: str

    available = True

    @property
    def key_id(self) -> str:
        """A public fingerprint (not the key): which master key wrapped a data key."""
        return hashlib.sha256(b"cmm/master-key-id/v1\x00" + self.material).hexdigest()[:16]


@dataclass(frozen=True)
class MissingMasterKey:
    """Fail-closed stand-in: any use raises :class:`KeyUnavailable` with a hint."""

    reason: str = ""
    source: str = "none"
    available = False

    @property
    def material(self) -> bytes:
        raise KeyUnavailable(self.reason)

    @property
    def key_id(self) -> str:
        raise KeyUnavailable(self.reason)


AnyMasterKey = MasterKey | MissingMasterKey


def decode_key(text: str, where: str) -> bytes:
    try:
        raw = base64.b64decode(text.strip(), validate=True)
    except (binascii.Error, ValueError):
        raise KeyMaterialError(f"{where}: not valid base64") from None
    if len(raw) != KEY_BYTES:
        raise KeyMaterialError(f"{where}: must be base64 of exactly {KEY_BYTES} bytes")
    return raw


def encode_key(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii")


def default_key_file() -> Path:
    explicit = os.environ.get("CMM_KEY_FILE")
    if explicit:
        return Path(explicit).expanduser()
    config = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(config) / "complex-memory-manager" / "master.key"


def check_key_file(path: Path, root: Path | None) -> None:
    """Refuse a key file that others can read or that sits inside the memory root."""
    st = path.stat()
    if st.st_mode & (stat.S_IRWXG | stat.S_IRWXO):
        raise KeyFileInsecure(f"{path}: key file is accessible by others; run chmod 600 on it")
    if root is not None and path.resolve().is_relative_to(root.resolve()):
        raise KeyFileInsecure(f"{path}: key file must not live inside the memory root")


def keyring_usable() -> bool:
    """True when a real OS keyring backend exists (never the fail/null backends)."""
    if os.environ.get("CMM_KEYRING", "").lower() in ("0", "off", "no", "false"):
        return False
    return _with_timeout(_probe_keyring) is True


def _probe_keyring() -> bool:
    import keyring
    from keyring.backends import fail

    backend = keyring.get_keyring()
    if isinstance(backend, fail.Keyring):
        return False
    name = type(backend).__module__
    if "null" in name or "fail" in name:
        return False
    return bool(getattr(backend, "priority", 0) > 0)


def _with_timeout(fn: object, *args: object) -> object:
    import concurrent.futures

    pool = concurrent.futures.ThreadPoolExecutor(max_workers=1)
    try:
        return pool.submit(fn, *args).result(timeout=KEYRING_TIMEOUT)  # type: ignore[arg-type]
    except Exception:
        return None
    finally:
        pool.shutdown(wait=False)


def _keyring_get() -> str | None:
    import keyring

    return keyring.get_password(KEYRING_SERVICE, KEYRING_USER)


def keyring_set(value: str) -> None:
    import keyring

    keyring.set_password(KEYRING_SERVICE, KEYRING_USER, value)


SOURCES = ("env", "keyring", "file", "passphrase")


def load_master_key(root: Path | None = None, backend: Backend | None = None) -> AnyMasterKey:
    """Find the master key (see module doc). ``root`` is the local memory root, if any;
    ``backend`` the store (for the passphrase mode's recorded KDF parameters)."""
    pinned = os.environ.get("CMM_KEY_SOURCE", "").strip().lower()
    if pinned and pinned not in SOURCES:
        raise KeyMaterialError(f"CMM_KEY_SOURCE must be one of {', '.join(SOURCES)}")
    env = os.environ.get("CMM_MASTER_KEY")
    if env and pinned in ("", "env"):
        return MasterKey(decode_key(env, "CMM_MASTER_KEY"), "env:CMM_MASTER_KEY")
    if pinned == "passphrase" or (not pinned and backend is not None and _has_kdf(backend)):
        from .passphrase import master_from_passphrase

        return master_from_passphrase(backend)
    path = default_key_file()
    if pinned in ("", "keyring") and not os.environ.get("CMM_KEY_FILE") and keyring_usable():
        stored = _with_timeout(_keyring_get)
        if isinstance(stored, str) and stored:
            return MasterKey(decode_key(stored, "keyring"), f"keyring:{KEYRING_SERVICE}")
    if pinned in ("", "file") and path.is_file():
        return read_key_file(path, root)
    return MissingMasterKey(f"CMM_KEY_SOURCE={pinned} found no key" if pinned else "")


def read_key_file(path: Path, root: Path | None) -> MasterKey:
    """A master key from a 0600 key file outside the root."""
    check_key_file(path, root)
    try:
        text = path.read_text("ascii")
    except (OSError, UnicodeDecodeError):
        raise KeyMaterialError(f"{path}: cannot read the key file") from None
    return MasterKey(decode_key(text, str(path)), f"file:{path}")


def _has_kdf(backend: Backend) -> bool:
    from .passphrase import KDF_KEY

    try:
        return backend.exists(KDF_KEY)
    except Exception:
        return False


def create_key_file(path: Path, root: Path | None) -> MasterKey:
    """Write a fresh key to ``path`` (0600, never overwriting)."""
    if root is not None and path.absolute().is_relative_to(root.absolute()):
        raise KeyFileInsecure(f"{path}: key file must not live inside the memory root")
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    raw = secrets.token_bytes(KEY_BYTES)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        raise KeyMaterialError(f"{path}: a key file already exists; not overwriting it") from None
    with os.fdopen(fd, "w", encoding="ascii") as fh:
        fh.write(encode_key(raw) + "\n")
        fh.flush()
        os.fsync(fh.fileno())
    return MasterKey(raw, f"file:{path}")


# -- data keys -----------------------------------------------------------------


def ring_key(skill: str) -> str:
    return f"{STATE}keys/{check_skill(skill)}.json"


def _wrap_aad(skill: str, key_id: str) -> bytes:
    return f"cmm-dek/v1\x00{skill}\x00{key_id}".encode()


class DataKeys:
    """Per-skill data keys, wrapped by the master key and cached unwrapped in memory.

    ``previous`` are other master keys accepted for unwrapping only (a rewrap in progress).
    """

    def __init__(
        self, backend: Backend, master: AnyMasterKey, *, previous: Sequence[MasterKey] = ()
    ) -> None:
        self.backend = backend
        self.master = master
        self.previous = tuple(previous)
        self._cache: dict[tuple[str, str], bytes] = {}

    def _ring(self, skill: str) -> dict[str, Any]:
        try:
            data = self.backend.get(ring_key(skill)).data
        except ObjectNotFound:
            return {"version": 1, "skill": skill, "active": None, "keys": {}}
        return _parse_ring(data, skill)

    def active(self, skill: str) -> tuple[str, bytes]:
        """The skill's current data key, creating one on first use."""
        ring = self._ring(skill)
        kid = ring.get("active")
        if isinstance(kid, str):
            return kid, self.get(skill, kid)
        return self.add(skill, first=True)

    def active_id(self, skill: str) -> str | None:
        kid = self._ring(skill).get("active")
        return kid if isinstance(kid, str) else None

    def add(
        self, skill: str, *, first: bool = False, key_id: str | None = None
    ) -> tuple[str, bytes]:
        """Create and activate a new data key (rotation), or the first one (``first``).

        With ``first``, a key created concurrently by another writer wins and is used.
        With ``key_id`` (planned by a rotation journal) the call is idempotent: a key of
        that id already in the ring is simply (re)activated.
        """
        master = self.master.material  # fails closed before anything is written
        raw = secrets.token_bytes(KEY_BYTES)
        new_id = key_id or new_key_id()
        wrapped = _wrap(master, raw, skill, new_id)

        def change(current: bytes | None) -> bytes | None:
            ring: dict[str, Any] = (
                _parse_ring(current, skill) if current
                else {"version": 1, "skill": skill, "keys": {}}
            )
            if first and ring.get("active"):
                return None
            if new_id in ring["keys"]:
                if ring.get("active") == new_id:
                    return None
            else:
                ring["keys"][new_id] = {"wrapped": wrapped, "master": self.master.key_id}
            ring["active"] = new_id
            return _dump_ring(ring)

        written = update(self.backend, ring_key(skill), change)
        kid = json.loads(written or b"{}").get("active")
        if (kid != new_id or key_id) and isinstance(kid, str):
            return kid, self.get(skill, kid)
        self._cache[(skill, new_id)] = raw
        return new_id, raw

    def get(self, skill: str, key_id: str) -> bytes:
        cached = self._cache.get((skill, key_id))
        if cached is not None:
            return cached
        ring = self._ring(skill)
        item = ring["keys"].get(key_id)
        if not isinstance(item, dict):
            raise WrongKey(f"data key {key_id} of this skill no longer exists (forgotten?)")
        raw = self._unwrap(skill, key_id, item)
        self._cache[(skill, key_id)] = raw
        return raw

    def _unwrap(self, skill: str, key_id: str, item: dict[str, Any]) -> bytes:
        recorded = item.get("master")
        masters = [self.master, *self.previous]
        current = self.master.key_id  # KeyUnavailable when there is no master key
        masters.sort(key=lambda m: m.key_id != recorded)  # the recorded one first
        try:
            blob = base64.b64decode(item["wrapped"], validate=True)
        except (KeyError, TypeError, ValueError, binascii.Error):
            raise WrongKey("cannot unwrap the skill's data key: corrupt key ring") from None
        for m in masters:
            try:
                return AESGCM(m.material).decrypt(blob[:12], blob[12:], _wrap_aad(skill, key_id))
            except (InvalidTag, ValueError):
                continue
        if isinstance(recorded, str) and recorded != current:
            raise WrongKey(
                f"wrong master key: the skill's data key is wrapped by master key {recorded}, "
                f"the current master key is {current}"
            )
        raise WrongKey("cannot unwrap the skill's data key: wrong master key or corrupt key ring")

    def key_ids(self, skill: str) -> list[str]:
        return sorted(self._ring(skill)["keys"])

    def skills(self) -> list[str]:
        """Skills that have a key ring."""
        prefix = f"{STATE}keys/"
        return sorted(
            k[len(prefix) : -5] for k in self.backend.list(prefix)
            if k.endswith(".json") and "/" not in k[len(prefix) :]
        )

    def retire(self, skill: str, in_use: set[str],
               rescan: Callable[[], set[str]] | None = None) -> list[str]:
        """Drop every key but the active one and those still in use; returns dropped ids.

        Two phases close the race with a writer that sealed an entry under the old key
        just before rotation and writes it just after the caller's scan: the candidates are
        first marked ``retiring`` in the ring, then ``rescan`` (when given) lists the key ids
        in use again, and only then are unused candidates dropped. A writer that confirms its
        key afterwards (:meth:`usable`) and finds it retiring re-seals its entry; one that
        confirmed before the mark is seen by the rescan.
        """
        candidates: list[str] = []

        def mark(current: bytes | None) -> bytes | None:
            candidates.clear()
            if current is None:
                return None
            ring = _parse_ring(current, skill)
            keep = {ring.get("active"), *in_use}
            candidates.extend(k for k in sorted(ring["keys"]) if k not in keep)
            if not candidates or ring.get("retiring") == candidates:
                return None
            ring["retiring"] = list(candidates)
            return _dump_ring(ring)

        update(self.backend, ring_key(skill), mark)
        if not candidates:
            return []
        still = rescan() if rescan is not None else in_use
        dropped: list[str] = []

        def drop(current: bytes | None) -> bytes | None:
            dropped.clear()
            if current is None:
                return None
            ring = _parse_ring(current, skill)
            retiring = ring.pop("retiring", [])
            keep = {ring.get("active"), *still}
            dropped.extend(k for k in sorted(ring["keys"]) if k in retiring and k not in keep)
            if not retiring and not dropped:
                return None
            ring["keys"] = {k: v for k, v in ring["keys"].items() if k not in dropped}
            return _dump_ring(ring)

        update(self.backend, ring_key(skill), drop)
        for kid in dropped:
            self._cache.pop((skill, kid), None)
        return list(dropped)

    def usable(self, skill: str, key_id: str) -> bool:
        """Is ``key_id`` still in the ring and not being retired? (A fresh read: no cache.)"""
        ring = self._ring(skill)
        return key_id in ring["keys"] and key_id not in ring.get("retiring", [])

    def rewrap(self, skill: str, new_master: MasterKey) -> int:
        """Re-wrap every data key of ``skill`` under ``new_master``; returns keys rewrapped.

        Idempotent: keys already wrapped by ``new_master`` (by fingerprint) are skipped.
        """
        new_id = new_master.key_id
        ring = self._ring(skill)
        fresh = {
            kid: _wrap(new_master.material, self.get(skill, kid), skill, kid)
            for kid, item in ring["keys"].items()
            if isinstance(item, dict) and item.get("master") != new_id
        }
        if not fresh:
            return 0

        def change(current: bytes | None) -> bytes | None:
            if current is None:
                return None
            ring = _parse_ring(current, skill)
            for kid, wrapped in fresh.items():
                if kid in ring["keys"]:
                    ring["keys"][kid] = {"wrapped": wrapped, "master": new_id}
            return _dump_ring(ring)

        update(self.backend, ring_key(skill), change)
        return len(fresh)

    def destroy(self, skill: str) -> None:
        """Crypto-shred: delete the skill's wrapped keys (and forget them in memory)."""
        self.backend.delete(ring_key(skill))
        self._cache = {k: v for k, v in self._cache.items() if k[0] != skill}


def new_key_id() -> str:
    return "k" + secrets.token_hex(6)


def _wrap(master: bytes, raw: bytes, skill: str, key_id: str) -> str:
    nonce = os.urandom(12)
    return encode_key(nonce + AESGCM(master).encrypt(nonce, raw, _wrap_aad(skill, key_id)))


def _parse_ring(data: bytes, skill: str) -> dict[str, Any]:
    try:
        ring = json.loads(data)
    except ValueError:
        ring = None
    if not isinstance(ring, dict) or not isinstance(ring.get("keys"), dict):
        raise KeyMaterialError(f"{ring_key(skill)}: key ring is corrupt")
    return ring


def _dump_ring(ring: dict[str, Any]) -> bytes:
    return json.dumps(ring, indent=2, sort_keys=True).encode()
