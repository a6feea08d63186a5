"""AES-256-GCM for T2 entries (``cryptography``'s AESGCM).

Ciphertext text form: base64(nonce[12] || ciphertext || tag[16]). The associated data
binds the entry's immutable metadata, so an entry cannot be edited, re-dated or swapped
with another entry's ciphertext without failing authentication.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
from collections.abc import Mapping

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from ..errors import DecryptionFailed

__all__ = ["associated_data", "open_", "seal"]

NONCE_BYTES = 12
AAD_FIELDS = ("id", "source_skill", "tier", "created", "expires", "cipher", "key_id")


def associated_data(meta: Mapping[str, str]) -> bytes:
    """Canonical bytes of the metadata the ciphertext is bound to."""
    bound = {f: str(meta.get(f, "")) for f in AAD_FIELDS}
    return b"cmm-entry/v1\x00" + json.dumps(bound, sort_keys=True, separators=(",", ":")).encode()


def seal(key: bytes, plaintext: bytes, aad: bytes) -> str:
    nonce = os.urandom(NONCE_BYTES)
    return base64.b64encode(nonce + AESGCM(key).encrypt(nonce, plaintext, aad)).decode("ascii")


def open_(key: bytes, token: str, aad: bytes) -> bytes:
    """Decrypt and authenticate; any failure is a :class:`DecryptionFailed`."""
    try:
        raw = base64.b64decode(token.strip(), validate=True)
    except (binascii.Error, ValueError):
        raise DecryptionFailed("ciphertext is not valid base64") from None
    if len(raw) < NONCE_BYTES + 16:
        raise DecryptionFailed("ciphertext is truncated")
    try:
        return AESGCM(key).decrypt(raw[:NONCE_BYTES], raw[NONCE_BYTES:], aad)
    except InvalidTag:
        raise DecryptionFailed(
            "authentication failed (tampered entry, swapped ciphertext or wrong key)"
        ) from None
