"""Passphrase mode: the master key derived from a passphrase with scrypt (memory-hard).

For people without an OS keyring who do not want a key file either. The KDF parameters
and the salt are not secret; they live in the store at ``.cmm/kdf.json`` together with
the derived key's public fingerprint (so a mistyped passphrase is reported as such,
before any entry is touched)::

    {"kdf": "scrypt", "n": 131072, "r": 8, "p": 1, "salt": "<base64>",
     "key_id": "<fingerprint>", "version": 1}

The passphrase itself is never an argument: it is read from the file descriptor named
by env ``CMM_PASSPHRASE_FD`` (a pipe: ``CMM_PASSPHRASE_FD=3 cmm recall ... 3<pass.txt``),
or prompted on the terminal (``getpass``). ``cmm key`` commands also take
``--passphrase-stdin``. One trailing newline is stripped.

Opt-in: a root with ``.cmm/kdf.json`` uses passphrase mode; env
``CMM_KEY_SOURCE=passphrase`` forces it (see :func:`..keys.load_master_key`).
"""

from __future__ import annotations

import base64
import json
import os
import secrets
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

from ..errors import KeyMaterialError, KeyUnavailable, ObjectNotFound, PreconditionFailed

if TYPE_CHECKING:
    from ..backends.base import Backend
    from .keys import MasterKey

__all__ = [
    "KDF_KEY",
    "KdfParams",
    "derive",
    "master_from_passphrase",
    "read_passphrase",
    "record_kdf",
]

KDF_KEY = ".cmm/kdf.json"
MIN_PASSPHRASE = 8
MAX_PASSPHRASE = 4096
#: scrypt cost: 2**17 * 8 * 128 bytes = 128 MiB of memory, about half a second.
DEFAULT_N, DEFAULT_R, DEFAULT_P = 2**17, 8, 1


@dataclass(frozen=True)
class KdfParams:
    salt: bytes
    n: int = DEFAULT_N
    r: int = DEFAULT_R
    p: int = DEFAULT_P

    @classmethod
    def fresh(cls, n: int = DEFAULT_N, r: int = DEFAULT_R, p: int = DEFAULT_P) -> KdfParams:
        return cls(secrets.token_bytes(16), n, r, p)

    def to_json(self, key_id: str) -> dict[str, Any]:
        return {
            "version": 1, "kdf": "scrypt", "n": self.n, "r": self.r, "p": self.p,
            "salt": base64.b64encode(self.salt).decode("ascii"), "key_id": key_id,
        }

    @classmethod
    def from_json(cls, doc: object) -> tuple[KdfParams, str]:
        try:
            assert isinstance(doc, dict) and doc.get("kdf") == "scrypt"
            n, r, p = int(doc["n"]), int(doc["r"]), int(doc["p"])
            assert n >= 2**10 and n & (n - 1) == 0 and 1 <= r <= 64 and 1 <= p <= 16
            salt = base64.b64decode(doc["salt"], validate=True)
            assert len(salt) >= 16
            return cls(salt, n, r, p), str(doc.get("key_id", ""))
        except (AssertionError, KeyError, TypeError, ValueError):
            raise KeyMaterialError(f"{KDF_KEY}: KDF parameters are corrupt") from None


def derive(passphrase: bytes, params: KdfParams) -> bytes:
    """32 bytes from ``passphrase`` with scrypt(``params``)."""
    if not MIN_PASSPHRASE <= len(passphrase) <= MAX_PASSPHRASE:
        raise KeyMaterialError(
            f"passphrase must be {MIN_PASSPHRASE} to {MAX_PASSPHRASE} bytes long"
        )
    kdf = Scrypt(salt=params.salt, length=32, n=params.n, r=params.r, p=params.p)
    return kdf.derive(passphrase)


def read_passphrase(*, stdin: bool = False, prompt: str = "Passphrase: ",
                    confirm: bool = False) -> bytes:
    """The passphrase from stdin (``stdin``), env ``CMM_PASSPHRASE_FD``, or a prompt."""
    if stdin:
        data = sys.stdin.buffer.read(MAX_PASSPHRASE + 2)
        return _strip(data)
    fd_text = os.environ.get("CMM_PASSPHRASE_FD")
    if fd_text:
        try:
            fd = int(fd_text)
            chunks = []
            while chunk := os.read(fd, 4096):
                chunks.append(chunk)
                if sum(map(len, chunks)) > MAX_PASSPHRASE + 2:
                    break
        except (ValueError, OSError):
            raise KeyUnavailable("CMM_PASSPHRASE_FD does not name a readable descriptor") from None
        return _strip(b"".join(chunks))
    if not _has_terminal():
        raise KeyUnavailable(
            "passphrase mode: no terminal to prompt on; pipe the passphrase through "
            "CMM_PASSPHRASE_FD (or --passphrase-stdin for cmm key commands)"
        )
    import getpass

    first = getpass.getpass(prompt)
    if confirm and getpass.getpass("Repeat: ") != first:
        raise KeyMaterialError("the two passphrases differ")
    return first.encode("utf-8")


def _has_terminal() -> bool:
    try:
        with open("/dev/tty", "rb"):  # noqa: PTH123 - probing the terminal, not a path
            return True
    except OSError:
        return sys.stdin is not None and sys.stdin.isatty()


def _strip(data: bytes) -> bytes:
    if data.endswith(b"\r\n"):
        return data[:-2]
    return data[:-1] if data.endswith(b"\n") else data


def load_params(backend: Backend) -> tuple[KdfParams, str]:
    try:
        raw = backend.get(KDF_KEY).data
    except ObjectNotFound:
        raise KeyUnavailable(
            "passphrase mode is selected but the store has no .cmm/kdf.json; "
            "run `cmm key passphrase`"
        ) from None
    try:
        doc = json.loads(raw)
    except ValueError:
        raise KeyMaterialError(f"{KDF_KEY}: KDF parameters are corrupt") from None
    return KdfParams.from_json(doc)


def master_from_passphrase(backend: Backend | None, passphrase: bytes | None = None) -> MasterKey:
    """Derive the master key with the store's recorded parameters; check its fingerprint."""
    from .keys import MasterKey

    if backend is None:
        raise KeyUnavailable("passphrase mode needs the memory root (for .cmm/kdf.json)")
    params, expected = load_params(backend)
    secret = passphrase if passphrase is not None else read_passphrase()
    key = MasterKey(derive(secret, params), "passphrase:scrypt")
    if expected and key.key_id != expected:
        raise KeyMaterialError("wrong passphrase: it does not derive this store's master key")
    return key


def record_kdf(backend: Backend, passphrase: bytes, params: KdfParams | None = None,
               *, replace: bool = False) -> MasterKey:
    """Derive a master key from ``passphrase`` and record the parameters in the store."""
    from .keys import MasterKey

    params = params or KdfParams.fresh()
    key = MasterKey(derive(passphrase, params), "passphrase:scrypt")
    body = json.dumps(params.to_json(key.key_id), indent=2).encode()
    try:
        if replace:
            backend.put(KDF_KEY, body)
        else:
            backend.put(KDF_KEY, body, if_none_match=True)
    except PreconditionFailed:
        raise KeyMaterialError(
            "this store already has a passphrase (.cmm/kdf.json); use `cmm key rewrap` to change it"
        ) from None
    return key
