"""The package's front door: a sorted, complete __all__, and no CLI/MCP imports in the core."""

from __future__ import annotations

import subprocess
import sys

import complex_memory_manager as cmm
from complex_memory_manager import errors


def test_all_is_sorted_and_complete() -> None:
    assert cmm.__all__ == sorted(cmm.__all__)
    for name in cmm.__all__:
        assert hasattr(cmm, name)
    for name in errors.__all__:
        assert name in cmm.__all__, f"{name} not re-exported"


def test_every_error_derives_from_the_base() -> None:
    for name in errors.__all__:
        assert issubclass(getattr(errors, name), errors.CMMError)


def test_core_import_does_not_pull_adapters() -> None:
    code = ("import sys, complex_memory_manager as c; c.MemoryStore('memory://');"
            "bad=[m for m in ('click','mcp','rich','boto3') if m in sys.modules]; print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
