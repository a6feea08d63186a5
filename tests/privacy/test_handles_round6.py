"""Round 6: usernames a handle detector missed — a handle built with a prefix or a tag
("mr_x", "thex", "x_dev", "x.x", "x-codes", a dot inside a name), a handle answering a
question in the next clause, a collaborator/repo cue, and a mention alone on its line or
followed by Chinese; with the benign texts that must stay untouched."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import PrivacyGate

GATE = PrivacyGate()


def _redacted(text: str) -> str:
    return GATE.redact(text).text


POSITIVE = [
    # a prefix or a tag around a name-made handle, near a platform/account word
    ("mr_oliverstanton is my GitHub handle.", "mr_oliverstanton"),
    ("Reach me as priyanair.x on Telegram.", "priyanair.x"),
    ("I go by 'thenathanreeves' on Discord", "thenathanreeves"),
    ("My Reddit account: itsgracewalsh", "itsgracewalsh"),
    ("the ADMIN account is lucas.fernandez", "lucas.fernandez"),
    ("the shared account is [jhenderson_dev]", "jhenderson_dev"),
    ("我在知乎上叫 zhouyiming_sh", "zhouyiming_sh"),
    ("Discord 上我是「oliviahart.x」", "oliviahart.x"),
    ("管理员账号是 the_wangfang", "the_wangfang"),
    ("marcofranco-codes 是我的 GitHub 账号", "marcofranco-codes"),
    # the answer after a question mark
    ("what's my Xbox gamertag? I think rosalindgrey", "rosalindgrey"),
    ("which Steam account was it? maybe hwalters_x", "hwalters_x"),
    # collaborator / repo cues, both languages
    ("Add dmitrivolkov as a collaborator.", "dmitrivolkov"),
    ("please invite (carlota88) as a collaborator on the repo", "carlota88"),
    ("Tag ferguson71 on the repo.", "ferguson71"),
    ("把liuxiaoming加为协作者", "liuxiaoming"),
    ("把 “yuting_92” 加成仓库协作者～", "yuting_92"),
    ("add hendrix44 为 collaborator", "hendrix44"),
    # a mention alone on its line, or followed by Chinese
    ("@brandonlee_dev", "brandonlee_dev"),
    ("standup notes\n@marisol88\n", "marisol88"),
    ("@zhangleiqq谢谢帮忙！", "zhangleiqq"),
    ("@tranbrenda.x 明天见", "tranbrenda.x"),
]


@pytest.mark.parametrize(("text", "value"), POSITIVE)
def test_handle_is_redacted(text: str, value: str) -> None:
    assert value not in _redacted(text)


BENIGN = [
    "@property",
    "@dataclass\nclass A:\n    x: int",
    "@Override\npublic void run() {}",
    "@pytest.fixture",
    "Add the config as a collaborator note later.",
    "Clone the repo into my_app.dev and run it.",
    "the repo has readme.md and index.html",
    "Is the account locked? I think so.",
    "What's the Steam sale date? I think next week.",
    "把 README 加到仓库里",
    "@media screen",
    "the_end of the repo history",
    "Add img_2024 to the repo assets.",
]


@pytest.mark.parametrize("text", BENIGN)
def test_benign_is_untouched(text: str) -> None:
    assert _redacted(text) == text


LONE_AND_MORE = [
    # a text or line that is only a handle built from a name
    ("kimberlyross_92", "kimberlyross_92"),
    ("contacts:\nthe_mjenkins\n", "the_mjenkins"),
    ("xiao_liuyang", "xiao_liuyang"),
    ("garcia88-codes", "garcia88-codes"),
    # "的ID" and an emoticon after the value
    ("我在贴吧的ID是 huangwei_dev", "huangwei_dev"),
    ("my Steam name? I think tobiaswren_x :)", "tobiaswren_x"),
]


@pytest.mark.parametrize(("text", "value"), LONE_AND_MORE)
def test_lone_and_more(text: str, value: str) -> None:
    assert value not in _redacted(text)


@pytest.mark.parametrize(
    "text",
    ["sha256", "ipv6", "utf8mb4", "python3", "node_modules", "readme.md", "x86_64", "arm64",
     "settings_v2", "chapter12", "pkg-config", "订单的ID是 A-1029", "build\nstep3\n"],
)
def test_lone_benign(text: str) -> None:
    assert _redacted(text) == text
