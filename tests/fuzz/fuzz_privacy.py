"""atheris harness: the privacy gate (scan, redact) on arbitrary text.

Run on demand (not collected by pytest)::

    pip install atheris
    python tests/fuzz/fuzz_privacy.py -max_total_time=600 -max_len=4096

Properties: ``scan`` and ``redact`` never raise; every finding's offsets lie inside the
input (``0 <= start < end <= len(text)``).
"""

from __future__ import annotations

import sys

import atheris

with atheris.instrument_imports():
    from complex_memory_manager.privacy import default_gate

GATE = default_gate()


def one_input(data: bytes) -> None:
    text = atheris.FuzzedDataProvider(data).ConsumeUnicodeNoSurrogates(len(data))
    for f in GATE.scan(text):
        assert 0 <= f.start < f.end <= len(text)
    res = GATE.redact(text)
    for f in res.findings:
        assert 0 <= f.start < f.end <= len(text)


if __name__ == "__main__":
    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()
