"""Addresses, geo, home paths, schedules: generalization keeps coarse information."""

from __future__ import annotations

import pytest

from .helpers import cats, redacted

CASES = [
    ("用户住在北京市朝阳区建国路88号", "用户住在北京市"),
    ("221B Baker Street, London", "London"),
    ("Lives at 12 Oak Lane.", "Lives at [ADDRESS]."),
    ("I live in Springfield, IL 62704", "I live in Springfield, [LOCATION]"),
    ("at 40.7128, -74.0060 now", "at [LOCATION] now"),
    ("postcode SW1A 1AA", "postcode [LOCATION]"),
    ("/home/alice/x/y", "~/x/y"),
    ("/Users/bob/Documents", "~/Documents"),
    ("C:\\Users\\carol\\Desktop", "~\\Desktop"),
    ("Wakes at 6am daily", "Wakes at early morning daily"),
    ("gym at 06:30", "gym at early morning"),
    ("bed at 11pm", "bed at late night"),
    ("每天早上7点跑步", "每天早上跑步"),
    ("晚上10点半睡觉", "晚上睡觉"),
    ("每天22:00睡觉", "每天晚上睡觉"),
    ("Ping @jdoe42 please", "Ping @[USER] please"),
    ("username: kelly22", "username: [USER]"),
    ("My name is Jane Smith.", "My name is [NAME]."),
    ("我叫王秀英。", "我叫[NAME]。"),
    ("请联系李先生", "请联系[NAME]先生"),
    ("Contact Dr. Jane Smith at 9am", "Contact Dr. [NAME] at morning"),
]


@pytest.mark.parametrize("i", range(len(CASES)))
def test_generalized(i: int) -> None:
    text, expected = CASES[i]
    assert redacted(text) == expected, f"case {i}"


@pytest.mark.parametrize(
    "text",
    [
        "User prefers the early morning.",
        "@dataclass\nclass A:\n    pass",
        "npm i @types/node",
        "The user likes London and Paris.",
        "我有3点建议",
        "快一点",
        "/home/ is the mount point",
        "Ratio 16:9",
        "2025-01-15T10:30:00Z",
        "上海和杭州都去过。",
        "Grace period is 30 days.",
    ],
)
def test_benign_pass(text: str) -> None:
    assert cats(text) == []
