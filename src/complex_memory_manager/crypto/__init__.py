"""Ciphers and keys.

* :mod:`.aead` — the default cipher, AES-256-GCM with per-entry nonce and associated data;
* :mod:`.legacy` — the seed's XOR+Base64 scheme (obfuscation, kept for compatibility);
* :mod:`.keys` — master-key sources and the per-skill data-key ring wrapped under ``.cmm/``.
"""

AES_GCM = "aes-256-gcm"
LEGACY_XOR = "legacy-xor"
CIPHERS = (AES_GCM, LEGACY_XOR)

__all__ = ["AES_GCM", "CIPHERS", "LEGACY_XOR"]
