"""The seed's XOR+Base64 scheme — obfuscation, not encryption.

Output is byte-identical to the seed's ``encrypt()``, so its ``decrypt()`` reads what we
write. Reading accepts both key derivations the seed states: ``skill + "YYYY-MM"`` (its
code) and ``skill + "-" + "YYYY-MM"`` (its note). Anyone who knows the skill name and a
month can recompute the key: see SECURITY.md.

The XOR is done on whole integers instead of a per-character Python loop, so a 1 MB
entry takes milliseconds, not seconds.
"""

from __future__ import annotations

import base64
import binascii
import hashlib

from ..errors import LegacyTextUnsupported

__all__ = ["candidate_keys", "decrypt", "derive_key", "encrypt", "looks_like_text", "xor"]


def derive_key(skill: str, year_month: str, *, hyphen: bool = False) -> bytes:
    """The seed's key: first 8 hex chars of sha256(skill [+ "-"] + "YYYY-MM")."""
    raw = skill + ("-" if hyphen else "") + year_month
    return hashlib.sha256(raw.encode()).hexdigest()[:8].encode("ascii")


def candidate_keys(skill: str, year_month: str) -> tuple[bytes, bytes]:
    """Code's derivation first, then the note's."""
    return derive_key(skill, year_month), derive_key(skill, year_month, hyphen=True)


def xor(data: bytes, key: bytes) -> bytes:
    """XOR ``data`` with ``key`` repeated; linear time with no per-byte Python loop."""
    if not data:
        return b""
    reps, rest = divmod(len(data), len(key))
    stream = key * reps + key[:rest]
    mixed = int.from_bytes(data, "big") ^ int.from_bytes(stream, "big")
    return mixed.to_bytes(len(data), "big")


def encrypt(text: str, skill: str, year_month: str) -> str:
    """Exactly the seed's ``encrypt(text, skill, year_month)``."""
    try:
        data = text.encode("latin-1")  # the seed XORs ord(c); ord(c) > 255 cannot be a byte
    except UnicodeEncodeError:
        raise LegacyTextUnsupported from None
    return base64.b64encode(xor(data, derive_key(skill, year_month))).decode("ascii")


def decrypt(encoded: str, key: bytes) -> str:
    """Decode base64 and XOR with ``key``; each byte is one character, like the seed."""
    try:
        raw = base64.b64decode(encoded.strip(), validate=True)
    except (binascii.Error, ValueError):
        raise ValueError("invalid base64") from None
    return xor(raw, key).decode("latin-1")


_COMMON = frozenset("etaoinshrdlucmfwypvbgk")
_PUNCT = frozenset(".,;:!?'\"()-/%")


def looks_like_text(text: str) -> float:
    """How much ``text`` looks like prose, from about -2 (control bytes) to 1.

    Used to choose between the two key derivations: XOR with the wrong 8-hex-char key
    turns letters into digits, control bytes and mid-word capitals. Inherently ambiguous
    for very short texts (a few characters); callers break ties toward the code's
    derivation, and entries we write record theirs (``legacy_kdf``).
    """
    if not text:
        return 1.0
    total, prev = 0.0, " "
    for c in text:
        o = ord(c)
        if c == " ":
            total += 1.0
        elif c.islower():
            total += 1.0 if c in _COMMON else 0.8
        elif c.isupper():
            total += 0.9 if prev in " \"'(-" else 0.3
        elif c.isdigit():
            total += 0.6
        elif c in _PUNCT:
            total += 0.4
        elif c in "\n\t\r":
            total += 0.8
        elif o < 32 or 127 <= o < 160:
            total -= 2.0
        elif c.isalpha():
            total += 0.5
        prev = c
    return total / len(text)
