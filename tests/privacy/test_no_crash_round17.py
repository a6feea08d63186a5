"""Inputs that once crashed a detector (the gate must redact them, never raise)."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

TEXTS = [
    # two capitalized words across a line break after a CJK word: the romanized-name check
    # unpacked "Leeds\nRegistered" as two space-separated words
    "-- \n飞书 Ltd\n2225 Hernandez Brooks, Leeds\nRegistered in England",
    "-- \n腾讯会议 Ltd\nStudio 90c\nPearce Fall, Singapore\nRegistered in England",
    "联系人：\nAnna\nBrown",
]


@pytest.mark.parametrize("text", TEXTS)
def test_gate_does_not_raise(text: str) -> None:
    result = default_gate().redact(text)
    assert default_gate().redact(result.text).text == result.text
