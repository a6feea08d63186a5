"""Small helpers shared by tests (importable because pytest puts tests/ on sys.path)."""

from __future__ import annotations

from pathlib import Path


def all_bytes(root: Path) -> bytes:
    """Every byte of every file under ``root``, concatenated."""
    return b"".join(p.read_bytes() for p in root.rglob("*") if p.is_file())
