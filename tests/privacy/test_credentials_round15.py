"""Round 15: handles after a Chinese label that ends at its line, after "注册(的时候)用的",
after game/player IDs and "signed up as"; ssh targets on hosts with Chinese names; doubled
and run-together @-mentions; quoted lone handles; signing secrets named 签名/HMAC; URL
credentials whose password opens with "$"; "pass 是", passphrases ending in a number and
values followed by a Chinese remark in brackets — synthetic variants, with hard negatives."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

GATE = default_gate()

POSITIVE = [
    # a Chinese label's value ends at its line
    ("- 用户：wkang88\n- 部门：财务", "wkang88"),
    ("* 账户: lmeng_dev\n* 状态: 正常", "lmeng_dev"),
    ("用户：hfeng\r\n备注：新员工", "hfeng"),
    # the name one signed up with
    ("注册的时候用的qliu_77", "qliu_77"),
    ("注册时填的 dpan.x，后来改了", "dpan.x"),
    ("报名用的 zhaoyun-dev", "zhaoyun-dev"),
    ("开户时用了 mhu2019 这个名字", "mhu2019"),
    ("signed up as harrietcole.dev on the forum", "harrietcole.dev"),
    ("I registered as k.frost_99 last year", "k.frost_99"),
    # game / player ids
    ("game ID：kwenzel", "kwenzel"),
    ("Player name = oscar.rahm", "oscar.rahm"),
    ("gamer tag: vtran_hk", "vtran_hk"),
    ("in-game id:mzhou", "mzhou"),
    # ssh/scp to a host with a Chinese name
    ("ssh lgao21@堡垒机2", "lgao21"),
    ("scp a.tgz fwei@跳板机:/tmp", "fwei"),
    # doubled and run-together mentions
    ("群里@@tsong_x 看一下", "tsong_x"),
    ("cc @@grace.liu", "grace.liu"),
    ("抄送@mduan@rcao", "mduan"),
    # a quoted handle alone
    ("「wlin76」", "wlin76"),
    ("'hzhang_91'", "hzhang_91"),
    # signing secrets
    ("回调验签用【5f0644fbb87a05b8990434648c1fe3aa】", "5f0644fbb87a05b8990434648c1fe3aa"),
    (
        "HMAC key 9a0f72651039caf0ebc247186b7bb982460d2837",
        "9a0f72651039caf0ebc247186b7bb982460d2837",
    ),
    (
        "加签密钥：d876913d8ed368cce023faf0cafa9feeafb389a76ce30086700a9569a06edc09",
        "d876913d8ed368cce023faf0cafa9feeafb389a76ce30086700a9569a06edc09",
    ),
    # a URL password that opens with "$"
    ("mysql://app:$Qm7rTz2kLp9@db.internal:3306/x", "$Qm7rTz2kLp9"),
    ("redis://:$aB3dE5fG7h@cache:6379", "$aB3dE5fG7h"),
    # "pass 是/为"
    ("Spotify 的 pass 是 aini2024xyz", "aini2024xyz"),
    ("wifi pass 为 glacier42abc", "glacier42abc"),
    # a passphrase whose last word carries a number, then a mark
    ("pwd copper meadow lantern fjord9 ✅", "copper meadow lantern fjord9"),
    ("portal login, pwd amber falcon river 7", "amber falcon river"),
    # a value followed by a Chinese remark in brackets
    ("pw=maple.orbit.fern.quartz31（预发环境）", "maple.orbit.fern.quartz31"),
    ("password: Xk29.lamp.reed（别外传）", "Xk29.lamp.reed"),
]

NEGATIVE = [
    "注册用手机号就行",
    "注册用的是邮箱",
    "game over: restart the level",
    "player: mpv",
    "the game ID is shown in settings",
    "joined as an admin last week",
    "signed up as a volunteer",
    "signed in as root",
    "postgres://app:$DB_PASSWORD@db:5432/x",
    "postgres://app:${PW}@db:5432/x",
    "postgres://app:$dbPassword@db:5432/x",
    "commit 签名 cbf75d751e85f0644fbb87a05b8990434648c1fe",
    "sha256 signature of the release: 8ed368cce023faf0cafa9feeafb389a76ce30086700a9569a06edc09",
    "git clone git@github.com:x/y.git",
    "@@everyone",
    "boarding pass 是纸质的",
    "password = getpass.getpass('Password: ')",
    "password = vault.read(path)",
    '"hello"',
    "`config`",
]


@pytest.mark.parametrize(("text", "value"), POSITIVE)
def test_round15_value_is_redacted(text: str, value: str) -> None:
    assert value not in GATE.redact(text).text


@pytest.mark.parametrize("text", NEGATIVE)
def test_round15_benign_untouched(text: str) -> None:
    assert GATE.redact(text).text == text
