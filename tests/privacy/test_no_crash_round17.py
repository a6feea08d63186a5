"""Inputs that once crashed a detector (the gate must redact them, never raise), and a
placeholder the rescan once read as context."""

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


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("ssh dengjie@跳板机8", "@跳板机8"),
        ("scp a.txt wlin76@跳板机7:/tmp", "@跳板机7"),
        ("ssh deploy@堡垒机 然后 sudo -i", "@堡垒机"),
    ],
)
def test_host_after_a_redacted_login_is_no_mention(text: str, kept: str) -> None:
    # the rescan sees "[____]@跳板机8": the placeholder is no name before a CJK @-mention
    out = default_gate().redact(text).text
    assert kept in out
    assert "[USER]" in out


@pytest.mark.parametrize("text", ["群里@张伟 看一下", "【通知】@李雷 请查收"])
def test_cjk_mentions_still_redacted(text: str) -> None:
    out = default_gate().redact(text).text
    assert "张伟" not in out and "李雷" not in out
