"""Round 23: classes that blind corpora AM (chat exports) and AN (online shopping) showed
once their failures were read. Hand-written cases with values that are not the corpora's:
the rules must be general, not tuned to them. A failure names the case's index, never the
value."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

PLANTED = [
    # hearsay opens a clause whose subject may be a person; a forwarded message's sender
    ("听说罗建华下个月搬家", "罗建华"),
    ("据说邱丽萍也报名了", "邱丽萍"),
    ("[转发] 来自韩冬梅：周末聚餐改到周六", "韩冬梅"),
    # a time word's own characters do not straddle the name after it
    ("今天王雪请假", "王雪"),
    # a routine's word before the time keeps it a routine even in a chat-like layout
    ("Gym  6:30 AM\nleg day", "6:30 AM"),
]

BENIGN = [
    # a dated header or a speaker set apart stamps one message: no one's routine
    "Grandma  6:48 PM\nthe soup is ready",
    "Coach — 03/11/2026 11:02 PM\nlol",
    "表哥  5月2日 22:15\n到家了",
    "Auntie, [14.02.26 19:48]\nthe parcel came",
]


@pytest.mark.parametrize("case", range(len(PLANTED)))
def test_planted_value_is_redacted(case: int) -> None:
    text, value = PLANTED[case]
    survived = value in default_gate().redact(text).text
    assert not survived, f"planted case {case} survived"


@pytest.mark.parametrize("case", range(len(PLANTED)))
def test_redacting_twice_changes_nothing(case: int) -> None:
    gate = default_gate()
    once = gate.redact(PLANTED[case][0]).text
    assert gate.redact(once).text == once, f"case {case} changed on a second pass"


@pytest.mark.parametrize("case", range(len(BENIGN)))
def test_benign_text_is_untouched(case: int) -> None:
    text = BENIGN[case]
    assert default_gate().redact(text).text == text, f"benign case {case} altered"
