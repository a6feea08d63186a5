"""Round 12 (lead): precision classes seen on corpus U's benign texts, each with variants,
and the neighbours that must still be redacted."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

GATE = default_gate()

BENIGN = [
    # a call on the right of "password =" is code
    'password = getpass.getpass("Password: ")',
    'password = getpass.getpass("Password: ") 这样写就行',
    "pwd = prompt_secret()",
    "db_password = vault.read(path)",
    # decorators in a text about decorators
    "@dataclass(frozen=True) and @pytest.fixture decorators are used throughout.",
    "@dataclass 和 @pytest.fixture 到处都是。",
    "@app.route('/health') returns 200",
    "用 @functools.cache 注解缓存结果",
    # brands that hold a title
    "Dr Pepper and Mr Clean were the props in the ad shoot.",
    "a can of Dr Pepper and a bottle of Mr Muscle",
    # a maintenance window under its label, however many words between
    "维护窗口：周日凌晨2点到4点（全体客户）。",
    "背景：维护窗口：周日凌晨2点到4点（全体客户）。",
    "Maintenance window: Sunday 2am to 4am UTC",
    "Deploy window: every Tuesday 10pm",
    # a city's centre is no place below the city
    "HQ 去年搬到了深圳市中心。",
    "总部搬到了成都市区。",
    # 查收 and friends are verbs, not 查 + a given name
    "春节放假安排已发到邮件，请查收。",
    "请查看附件并回复",
    # agent nouns are tools, not accounts
    "Token limit 设成 4096 给 summariser 用。",
    "hand the batch to the tokenizer",
    # a mention then the sentence's "!"
    "thanks @jdoe42!",
]

REDACTED = [
    ("password = hunter2(x", "hunter2(x"),
    ("password: Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("提醒：每天早上7点吃药", "7点"),
    ("闹钟：周一早上6点半", "6点半"),
    ("cron: alarm for the user fires at 7.20am (recurring, personal)", "7.20am"),
    ("cron：用户的 personal alarm 每天 中午12:45 响", "12:45"),
    ("联系人：查文静", "查文静"),
    ("我住在深圳市中心的阳光花园小区", "阳光花园"),
    ("reassign the ticket to jbutcher", "jbutcher"),
    ("ticket assign 给 katiefreeman", "katiefreeman"),
    ("ping @alice.smith about the bug", "alice.smith"),
    ("Mr Morgan Stanley is here", "Stanley"),
]


@pytest.mark.parametrize("text", BENIGN)
def test_benign_untouched(text: str) -> None:
    out = GATE.redact(text).text
    if text.startswith("thanks @"):
        assert "[PASSWORD]" not in out  # the mention itself is a handle
        return
    assert out == text


@pytest.mark.parametrize(("text", "value"), REDACTED)
def test_neighbours_still_redacted(text: str, value: str) -> None:
    assert value not in GATE.redact(text).text
