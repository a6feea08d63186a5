"""atheris harness: the seed's XOR+Base64 decoder and the AEAD opener on arbitrary input.

Run on demand (not collected by pytest)::

    pip install atheris
    python tests/fuzz/fuzz_legacy.py -max_total_time=300

Properties: ``legacy.decrypt`` raises only ``ValueError``; ``looks_like_text`` never
raises; encrypt/decrypt are inverse on Latin-1 text; ``aead.open_`` raises only
``DecryptionFailed``; the store's legacy reader raises only ``EntryError``.
"""

from __future__ import annotations

import contextlib
import sys

import atheris

with atheris.instrument_imports():
    from complex_memory_manager import MemoryStore
    from complex_memory_manager.crypto import aead, legacy
    from complex_memory_manager.errors import DecryptionFailed, EntryError
    from complex_memory_manager.formats.entry import EntryRecord


def one_input(data: bytes) -> None:
    fdp = atheris.FuzzedDataProvider(data)
    token = fdp.ConsumeUnicodeNoSurrogates(fdp.ConsumeIntInRange(0, 4096))
    try:
        out = legacy.decrypt(token, b"0123abcd")
        legacy.looks_like_text(out)
    except ValueError:
        pass
    latin = token.encode("latin-1", "ignore").decode("latin-1")
    assert legacy.decrypt(legacy.encrypt(latin, "s", "2026-01"),
                          legacy.derive_key("s", "2026-01")) == latin
    with contextlib.suppress(DecryptionFailed):
        aead.open_(b"k" * 32, token, fdp.ConsumeBytes(32))
    meta = {"source_skill": "skill-a", "created": "2026-04-19"}
    with contextlib.suppress(EntryError):
        MemoryStore._decrypt_legacy(EntryRecord(meta, token))


if __name__ == "__main__":
    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()
