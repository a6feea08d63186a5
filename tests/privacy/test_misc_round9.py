"""Round 9: handles with underscore affixes or in brackets after a platform label,
passwords after dash labels / cue clauses / before their label, national phone numbers
after a dialling verb, estate names after 小区叫 or in brackets before a building."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import PrivacyGate

_GATE = PrivacyGate()

POSITIVE = [
    # usernames: underscore affixes, any cue
    ("My gamer tag is qiang77_, add me tonight.", "qiang77_"),
    ("I signed up for Notion with the handle oliviapatel_ last year.", "oliviapatel_"),
    ("My username on the board is _danielreyes, same everywhere.", "_danielreyes"),
    ("我的用户名是 zhangwei88_ ，记一下", "zhangwei88_"),
    # usernames: brackets after a platform / account label
    ("GitHub ID（lina_zhou92）", "lina_zhou92"),
    ("Steam ID [harper_quinn]", "harper_quinn"),
    ("Discord handle <tomasz-dev7>", "tomasz-dev7"),
    ("推特账号【liuyang_92】", "liuyang_92"),
    ("gitlab username (mei.huang88)", "mei.huang88"),
    ("GitHub ID（pei\u200bwen_lee）", "pei\u200bwen_lee"),
    # passwords
    ("Temporary password issued on 2025-06-07: birch11.lagoon.falcon.amber. Expires soon.",
     "birch11.lagoon.falcon.amber"),
    ("New passcode generated at noon: Kx7#pLm2q, change it soon.", "Kx7#pLm2q"),
    ("密码（6月7日发）：harbor.canyon.juniper", "harbor.canyon.juniper"),
    ("新密码——cobalt_lagoon_amber", "cobalt_lagoon_amber"),
    ("The wifi password — otter-lilac-cobalt", "otter-lilac-cobalt"),
    ("`zephyr-lagoon-amber-violet` 就是 admin 的密码", "zephyr-lagoon-amber-violet"),
    ("otter_cobalt_99 是我的 wifi 密码", "otter_cobalt_99"),
    ('"copper-otter-lilac" is the root password', "copper-otter-lilac"),
    ("我的 passphrase「saffron-lagoon44-violet」", "saffron-lagoon44-violet"),
    ("密码【tundra-marble-falcon】别外传", "tundra-marble-falcon"),
    # phones: a national number after a dialling verb / before "find me"
    ("下午都可以打 01632960777 找我。", "01632960777"),
    ("有事拨 02079460123", "02079460123"),
    ("Ring 01144960868 after six.", "01144960868"),
    # geo: estate names
    ("小区名字是桂香湖畔二期，快递放门口。", "桂香湖畔二期"),
    ("我们小区的名字叫“金桂园”，很好记", "金桂园"),
    ("「翠微湾」五号楼", "翠微湾"),
    ("【翠湖苑】2栋 1203", "翠湖苑"),
]

NEGATIVE = [
    "username (required)",
    "handle (optional)",
    "Steam ID (64-bit)",
    "account name (string)",
    "def __init__(self): self._cache = {}",
    "set the MAX_RETRIES_ value and _private_var",
    "Password policy updated on Monday: minimum twelve characters.",
    "The password reset link sent on 2025-06-07: check your inbox.",
    "密码规则：至少八位",
    "Password — see the vault.",
    "这个就是 root 的密码",
    "订单号是 01144960868",
    "共有 01144960868 条记录",
    "小区是老小区",
    "“双十一”3 期活动",
    "《三体》三期",
]


@pytest.mark.parametrize(("text", "value"), POSITIVE)
def test_round9_positive(text: str, value: str) -> None:
    out = _GATE.redact(text).text
    assert value not in out


@pytest.mark.parametrize("text", NEGATIVE)
def test_round9_negative(text: str) -> None:
    assert _GATE.redact(text).text == text
