"""atheris harness: the T2 entry parser and the quarantine judge on arbitrary bytes.

Run on demand (not collected by pytest)::

    pip install atheris            # where it installs (CPython with clang/libFuzzer)
    python tests/fuzz/fuzz_entry.py -max_total_time=300 -rss_limit_mb=2048

Properties: ``parse_file`` never raises; re-rendering the entries it found parses back to
the same metadata and ciphertext; a recall over the bytes never raises and never loses
them (they stay in place or move to the quarantine).
"""

from __future__ import annotations

import sys

import atheris

with atheris.instrument_imports():
    from complex_memory_manager import MemoryBackend, MemoryStore
    from complex_memory_manager.crypto.keys import MasterKey
    from complex_memory_manager.formats.entry import parse_file, render_file

KEY = "tier2-internal/skill-a_fuzz.md"


def one_input(data: bytes) -> None:
    text = data.decode("utf-8", "replace")
    parsed = parse_file(text, "fuzz.md")
    if parsed.entries:
        again = parse_file(render_file(parsed.entries))
        assert [dict(r.meta) for r in again.entries] == [dict(r.meta) for r in parsed.entries]
        assert [r.ciphertext for r in again.entries] == [r.ciphertext for r in parsed.entries]
    backend = MemoryBackend()
    store = MemoryStore(backend, master_key=MasterKey(b"m" * 32, "fuzz"))
    backend.put(KEY, data)
    store.recall("skill-a", include_archive=True)
    kept = [backend.get(k).data for k in backend.list(".cmm/quarantine/")
            if k.endswith(".quarantined")]
    assert backend.exists(KEY) or kept == [data]


if __name__ == "__main__":
    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()
