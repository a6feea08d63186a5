"""Round 9b: a text that is only a handle / phone number / postcode / account number in any
wrapper; a handle as the object of a hand-over, look-up or ownership phrase in either
language; national numbers after "打这个：" or before "call me" / "转人工"; a phone cell in a
delimited row that also holds an e-mail; a rounded coordinate pair near a place cue; a
postcode with a home tail; an estate alone in brackets or before 里面; a neighbourhood in a
sentence about where someone lives. Hand-written synthetic values."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import PrivacyGate

_GATE = PrivacyGate()

POSITIVE = [
    # usernames: a whole text that is only the handle, any wrapper
    ("'marcus_lee84'", "marcus_lee84"),
    ("【hollyhendricks】", "hollyhendricks"),
    ("`tparker`", "tparker"),
    ("(wangjing_cn)", "wangjing_cn"),
    ("“owen.blake” — that's me", "owen.blake"),
    # usernames: object of a hand-over / look-up / ownership phrase
    ("please hand the incident over to rachelturner", "rachelturner"),
    ("escalated the refund case to dmorales_12", "dmorales_12"),
    ("Forward the doc to lindsay.cho before lunch", "lindsay.cho"),
    ("look me up as kevinhsu on the forum", "kevinhsu"),
    ("这个 bug 移交给 zhoulei_88 处理", "zhoulei_88"),
    ("把 PR 派给 sarahwong 看一下", "sarahwong"),
    ("在 Discord 上搜 liuyang92 就能找到我", "liuyang92"),
    ("项目仓库的创建者是 jmorrison", "jmorrison"),
    ("owner: ytanaka", "ytanaka"),
    # phones
    ("02079460123", "02079460123"),
    ("「01632960981」", "01632960981"),
    ("\"4155550132\"", "4155550132"),
    ("6175550199 text me", "6175550199"),
    ("01619460555, ring me after six", "01619460555"),
    ("Dana Holt; 6175550199; dana@example.org", "6175550199"),
    ("dana@example.org\t02079460123\tLondon", "02079460123"),
    ("拨这个号码：075583456789", "075583456789"),
    ("02158889999转人工就行", "02158889999"),
    ("call this number: 01619460555", "01619460555"),
    # financial: only an account-like number
    ("'482910374615'", "482910374615"),
    ("【7391046628153】", "7391046628153"),
    # geo: postcodes with a home tail or alone
    ("ls6 2ab — that's us", "ls6 2ab"),
    ("「M14 7ZA」", "M14 7ZA"),
    ("bs8 4nd: that's where we live", "bs8 4nd"),
    ("ec2a 4ne 就是我家", "ec2a 4ne"),
    # geo: rounded coordinates near a place cue
    ("our place:\n53.48, -2.24", "53.48, -2.24"),
    ("home →\n51.45, -2.6", "51.45, -2.6"),
    ("pick me up at 40.71, -74.0 please", "40.71, -74.0"),
    ("停在 31.23, 121.5 那个路口，我家楼下", "31.23, 121.5"),
    ("meet us at 48.85, 2.35", "48.85, 2.35"),
    # geo: estates alone in brackets, or before 里面; a neighbourhood in a living sentence
    ("『水岸名都』", "水岸名都"),
    ("「华府公馆」", "华府公馆"),
    ("她在绿城华庭里面上班", "绿城华庭"),
    ("Tom lives a few doors down from us in Heron Fields", "Heron Fields"),
    ("our neighbours in Willowmere Fields just moved", "Willowmere Fields"),
]

NEGATIVE = [
    '"python"',
    '"node_modules"',
    "「max_retries」",
    "site_packages",
    "sha256",
    "「国际」",
    "「城市花园」",
    "`main`",
    "「v1.2.3」",
    '"2024-01-03"',
    '"1700000000"',
    '"1234567890"',
    '"0000000000"',
    '"123456789012"',
    "4006381333931",
    "order 630474582578",
    "assign the ticket to backend",
    "escalate to jenkins later",
    "search for numpy docs",
    "错误码 40013：请求参数非法，请检查 appid（请求 4875e273eda32863）。",
    "查一下 nginx 日志",
    "给 redis 加个密码",
    "see section ab1 2cd of the spec",
    "温度在 36.5, 37.2 之间",
    "在 12.5, 13.75 之间",
    "scores were 0.81, 0.79",
    "in Python 3.10, 3.11 and 3.12",
    "the place costs $12.50, 13.75",
    "accuracy 91.2, recall 88.75",
    "我在公司里面",
    "Claire went to the concert at Larkspur Fields",
    "order 02079460123, shipped",
    "version 1.2.3, build 4155550132",
    "move it to kubernetes",
    "push to origin then ping me",
]


@pytest.mark.parametrize(("text", "value"), POSITIVE)
def test_round9b_positive(text: str, value: str) -> None:
    out = _GATE.redact(text).text
    assert value not in out


@pytest.mark.parametrize("text", NEGATIVE)
def test_round9b_negative(text: str) -> None:
    assert _GATE.redact(text).text == text


def test_round9b_row_needs_delimiters() -> None:
    # an e-mail on the line makes a delimited cell a phone, not a number after a word
    out = _GATE.redact("version 1.2.3, build 4155550132, see x@y.com").text
    assert "4155550132" in out
