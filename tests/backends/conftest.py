"""Fixtures for the backend tests: the SeaweedFS server (see ``tests/s3_server.py``)."""

from __future__ import annotations

from s3_server import s3_root, seaweed

__all__ = ["s3_root", "seaweed"]
