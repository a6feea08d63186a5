"""The privacy gate: T3 data is never stored.

A chain of small detectors (one family per module in :mod:`.detectors`) finds private
spans in English and Chinese text; the policy redacts them to generalized forms or refuses
the write. Results carry categories, offsets and counts — never the values.
"""

from __future__ import annotations

from ._types import Category, Finding, GateResult
from .config import CustomPattern, PrivacyConfig
from .gate import PrivacyGate, default_gate, mask_preview

__all__ = [
    "Category",
    "CustomPattern",
    "Finding",
    "GateResult",
    "PrivacyConfig",
    "PrivacyGate",
    "default_gate",
    "mask_preview",
]
