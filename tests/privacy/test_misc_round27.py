"""Round 27 (BG-BJ: construction, salons, manufacturing, retail): hand-written cases, none of
them a blind corpus's values."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


def redacted(text: str) -> str:
    return default_gate().redact(text).text


FOUND = [
    # addresses written so a scraper misses them
    ("reach me: wendy.okafor AT fastmail DOT com", "wendy.okafor"),
    ("invoice to pbrennan at btinternet dot com please", "pbrennan"),
    ("site office: mgr.hollis AT hollisbuild DOT co DOT uk", "mgr.hollis"),
    ("quote sent to k.varga AT gmail.com yesterday", "k.varga"),
    ("Contact: renata_lis#yahoo.com", "renata_lis"),
    ("收据发到 884210397#qq.com（#换成@）", "884210397"),
    ("对接人邮箱 zhou.pingan艾特163.com，别打电话", "zhou.pingan"),
    ("请回复至 lqiong88 AT aliyun.com。", "lqiong88"),
    ("email: tbarros [at] proton.me", "tbarros"),
    ("send the spec sheet to d.ferrante at outlook.com", "d.ferrante"),
]

BENIGN = [
    "I met him at google.com HQ last spring",
    "see issue #12 at github.com",
    "C#.NET and F#.net are both supported",
    "look at example.com for the docs",
    "the file at docs.python.org explains it",
    "meet me at outlook.com's booth",
    "ticket #4471 at jira.internal is closed",
    "we shipped v2.3 at python.org sprint",
]


@pytest.mark.parametrize(("text", "value"), FOUND)
def test_round27_found(text: str, value: str) -> None:
    assert value not in redacted(text), "a round-27 value survived"


@pytest.mark.parametrize("text", BENIGN)
def test_round27_benign(text: str) -> None:
    assert redacted(text) == text, "a round-27 benign text was altered"


def test_round27_redacting_twice_changes_nothing() -> None:
    for text, _ in FOUND:
        once = redacted(text)
        assert redacted(once) == once
