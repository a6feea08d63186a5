"""Master-key sources and the per-skill data-key ring.

Master key, in order: env ``CMM_MASTER_KEY`` (base64 of 32 bytes) → the OS keyring when a
real backend exists (asked with a timeout) → a key file outside the memory root with mode
0600 (``CMM_KEY_FILE`` or ``~/.config/complex-memory-manager/master.key``). Nothing found
gives :data:`MissingMasterKey`, an object that fails closed with an install hint, so no
caller ever tests ``if key is None`` and nothing falls back silently.

Each skill has its own random 256-bit data key(s), wrapped (AES-GCM) by the master key
in ``.cmm/keys/<skill>.json``. Destroying that file crypto-shreds the skill.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import os
import secrets
import stat
from dataclasses import dataclass, field
from pathlib import Path

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from ..backends.base import Backend, update
from ..errors import (
    DecryptionFailed,
    KeyFileInsecure,
    KeyMaterialError,
    KeyUnavailable,
    ObjectNotFound,
)
from ..layout import STATE, check_skill

__all__ = [
    "DataKeys",
    "MasterKey",
    "MissingMasterKey",
    "default_key_file",
    "load_master_key",
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
    except Exception:  # noqa: BLE001 - any keyring failure means "no keyring"
        return None
    finally:
        pool.shutdown(wait=False)


def _keyring_get() -> str | None:
    import keyring

    return keyring.get_password(KEYRING_SERVICE, KEYRING_USER)


def keyring_set(value: str) -> None:
    import keyring

    keyring.set_password(KEYRING_SERVICE, KEYRING_USER, value)


def load_master_key(root: Path | None = None) -> AnyMasterKey:
    """Find the master key (see module doc). ``root`` is the local memory root, if any."""
    env = os.environ.get("CMM_MASTER_KEY")
    if env:
        return MasterKey(decode_key(env, "CMM_MASTER_KEY"), "env:CMM_MASTER_KEY")
    path = default_key_file()
    if not os.environ.get("CMM_KEY_FILE") and keyring_usable():
        stored = _with_timeout(_keyring_get)
        if isinstance(stored, str) and stored:
            return MasterKey(decode_key(stored, "keyring"), f"keyring:{KEYRING_SERVICE}")
    if path.is_file():
        check_key_file(path, root)
        return MasterKey(decode_key(path.read_text("ascii"), str(path)), f"file:{path}")
    return MissingMasterKey()


def create_key_file(path: Path, root: Path | None) -> MasterKey:
    """Write a fresh key to ``path`` (0600, never overwriting)."""
    if root is not None and path.absolute().is_relative_to(root.absolute()):
        raise KeyFileInsecure(f"{path}: key file must not live inside the memory root")
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    raw = secrets.token_bytes(KEY_BYTES)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        raise KeyMaterialError(f"{path}: a key file already exists; refusing to overwrite") from None
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
    """Per-skill data keys, wrapped by the master key and cached unwrapped in memory."""

    def __init__(self, backend: Backend, master: AnyMasterKey) -> None:
        self.backend = backend
        self.master = master
        self._cache: dict[tuple[str, str], bytes] = {}

    def _ring(self, skill: str) -> dict[str, object]:
        try:
            data = self.backend.get(ring_key(skill)).data
        except ObjectNotFound:
            return {"version": 1, "skill": skill, "active": None, "keys": {}}
        try:
            ring = json.loads(data)
            assert isinstance(ring, dict) and isinstance(ring.get("keys"), dict)
        except (ValueError, AssertionError):
            raise KeyMaterialError(f"{ring_key(skill)}: key ring is corrupt") from None
        return ring

    def active(self, skill: str) -> tuple[str, bytes]:
        """The skill's current data key, creating one on first use."""
        ring = self._ring(skill)
        kid = ring.get("active")
        if isinstance(kid, str):
            return kid, self.get(skill, kid)
        return self.add(skill, first=True)

    def add(self, skill: str, *, first: bool = False) -> tuple[str, bytes]:
        """Create and activate a new data key (rotation), or the first one (``first``).

        With ``first``, a key created concurrently by another writer wins and is used.
        """
        master = self.master.material  # fails closed before anything is written
        raw = secrets.token_bytes(KEY_BYTES)
        new_id = "k" + secrets.token_hex(6)
        nonce = os.urandom(12)
        wrapped = encode_key(nonce + AESGCM(master).encrypt(nonce, raw, _wrap_aad(skill, new_id)))

        def change(current: bytes | None) -> bytes | None:
            ring = json.loads(current) if current else {"version": 1, "skill": skill, "keys": {}}
            if first and ring.get("active"):
                return None
            ring["keys"][new_id] = {"wrapped": wrapped, "master": self.master.key_id}
            ring["active"] = new_id
            return json.dumps(ring, indent=2, sort_keys=True).encode()

        written = update(self.backend, ring_key(skill), change)
        kid = json.loads(written or b"{}").get("active")
        if kid != new_id and isinstance(kid, str):
            return kid, self.get(skill, kid)
        self._cache[(skill, new_id)] = raw
        return new_id, raw

    def get(self, skill: str, key_id: str) -> bytes:
        cached = self._cache.get((skill, key_id))
        if cached is not None:
            return cached
        ring = self._ring(skill)
        keys = ring["keys"]
        assert isinstance(keys, dict)
        item = keys.get(key_id)
        if not isinstance(item, dict):
            raise DecryptionFailed(f"data key {key_id} of this skill no longer exists (forgotten?)")
        master = self.master.material
        try:
            blob = base64.b64decode(item["wrapped"])
            raw = AESGCM(master).decrypt(blob[:12], blob[12:], _wrap_aad(skill, key_id))
        except (InvalidTag, KeyError, ValueError, binascii.Error):
            raise DecryptionFailed(
                "cannot unwrap the skill's data key: wrong master key or corrupt key ring"
            ) from None
        self._cache[(skill, key_id)] = raw
        return raw

    def key_ids(self, skill: str) -> list[str]:
        keys = self._ring(skill)["keys"]
        return sorted(keys) if isinstance(keys, dict) else []

    def destroy(self, skill: str) -> None:
        """Crypto-shred: delete the skill's wrapped keys (and forget them in memory)."""
        self.backend.delete(ring_key(skill))
        self._cache = {k: v for k, v in self._cache.items() if k[0] != skill}
