"""Round 16: handles tagged with their platform in brackets, after a capital "ID" label,
in Chinese account events, as an activity feed's author, in package-owner commands and
after "add me"; passwords after weak handing-over cues, after a category word with words
before its verb, after "account / "; spaced passphrases with a number; .pgpass lines;
secrets glued to a bracketed remark, named by a refusal (401/403) or a warning not to
commit them, handed over by "use"/"copy"/"就是这个", quoted alone — synthetic variants, with
hard negatives."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

GATE = default_gate()

POSITIVE = [
    # a handle and its platform in brackets
    ("tkoval88 (GitHub)", "tkoval88"),
    ("ping me: mlarsen_dev [discord]", "mlarsen_dev"),
    ("hzhou92（抖音）", "hzhou92"),
    ("加一下 qiaoyun.x（小红书）", "qiaoyun.x"),
    ("kbrandt 【微博】 发过", "kbrandt"),
    ("found her: nadia.ortiz (on Twitch)", "nadia.ortiz"),
    # a capital ID label
    ("ID: owenfitz_3", "owenfitz_3"),
    ("他的游戏 ID 是 liwenjie88", "liwenjie88"),
    ("my ID is 'sarahmoss77'", "sarahmoss77"),
    ("【ID：gaoyan_x】", "gaoyan_x"),
    # a Chinese account event
    ("zhangmin88下线了", "zhangmin88"),
    ("刚才 dkessler 被封了", "dkessler"),
    ("账号hliu_2020被锁了", "hliu_2020"),
    ("用户 wchen9 已注销", "wchen9"),
    ("kpatel99 is online", "kpatel99"),
    ("looks like jdoe_x just logged in", "jdoe_x"),
    ("mwu2021 was banned from the server", "mwu2021"),
    # an activity feed's author
    ("merged by tpatel77 · 2h ago", "tpatel77"),
    ("deployed by jmarsh 5 min ago", "jmarsh"),
    ("edited by xufang just now", "xufang"),
    # package owners
    ("yarn owner add kmorales99 left-pad-x", "kmorales99"),
    ("gem owner --add rwhitaker mygem", "rwhitaker"),
    ("cargo owner --add pjensen_rs", "pjensen_rs"),
    # add me
    ("add me on Discord: lwagner_42", "lwagner_42"),
    ("加我 chenhao1990", "chenhao1990"),
    ("follow me @ nowhere? no, follow me jtorres_art", "jtorres_art"),
    # a lone mention with a number after a separator
    ("@maria.1987", "maria.1987"),
    # passwords after weak cues
    ("logged in with canyon_ribbon_dust7 fine", "canyon_ribbon_dust7"),
    ("mine was Falcon.2019!", "Falcon.2019!"),
    ("the new one is lemon-cabin-radio!", "lemon-cabin-radio!"),
    ("try orbit.salad.window9 if that fails", "orbit.salad.window9"),
    ("ssh 登录输入 Qr7tLm2wXz 就好", "Qr7tLm2wXz"),
    ("就是这个 river_paper_stone42", "river_paper_stone42"),
    ("先改成 Tiger.2021# 吧", "Tiger.2021#"),
    # a category word, a few words, then its verb
    ("the wifi key for guests is meadow.table.cloud!", "meadow.table.cloud!"),
    ("密码我记得是 gravel sunset piano3", "gravel sunset piano3"),
    ("口令统一是 =kTrwQpaZx", "=kTrwQpaZx"),
    ("passphrase we agreed on is amber lantern ocean8", "amber lantern ocean8"),
    # account / password
    ("login: deploy / harbor-velvet-mint", "harbor-velvet-mint"),
    ("账户 root／cobalt_river_hint!", "cobalt_river_hint!"),
    ("creds → svc / Pm9#xTq2vL", "Pm9#xTq2vL"),
    # spaced passphrase after -p and after 密码
    ("mysql -u app -pbright kettle stone9 -h db1", "bright kettle stone9"),
    ("密码 under golden harbor7，别外传", "under golden harbor7"),
    # a .pgpass line
    ("localhost:5432:billing:report:Zx8-fRq2LmNb", "Zx8-fRq2LmNb"),
    ("*:*:*:etl:maple.hollow.crest", "maple.hollow.crest"),
    # joined words and a symbol alone
    ("“lantern-copper-field#”", "lantern-copper-field#"),
    # secrets
    ("Fq8ZrT2mWpL0aXv9NbQ4sDk7YhJ3cE6uG1iR5oPt（已吊销）",
     "Fq8ZrT2mWpL0aXv9NbQ4sDk7YhJ3cE6uG1iR5oPt"),
    ("why does 7c0f3a9e5b1d2c4e6f8a0b1c2d3e4f5a give 403?", "7c0f3a9e5b1d2c4e6f8a0b1c2d3e4f5a"),
    ("use d41c8f00b204e9800998ecf8427ea1b2 on prod", "d41c8f00b204e9800998ecf8427ea1b2"),
    ("拷贝：9e107d9d372bb6826bd81d3542a419d6", "9e107d9d372bb6826bd81d3542a419d6"),
    ("don't commit aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7d to the repo",
     "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7d"),
    ("「0cc175b9c0f1b6a831c399e269772661」", "0cc175b9c0f1b6a831c399e269772661"),
    ("token 已换成 QwErTyUiOpAsDfGhJkLzXcVbNm_QaZwSxEdCrFvTgB",
     "QwErTyUiOpAsDfGhJkLzXcVbNm_QaZwSxEdCrFvTgB"),
]

NEGATIVE = [
    "see the docs (github)",
    "README (GitHub)",
    "Request ID: req_7f3a9b",
    "trace ID: abc123def",
    "ID Card 已寄出",
    "服务器上线了",
    "新版本v2.3上线了",
    "API上线了",
    "by design in 3 months",
    "by Friday in 2 days",
    "npm owner ls",
    "add me to the list",
    "@property",
    "@app.route",
    "try again if it fails",
    "try pip install -r requirements.txt if the old one doesn't work",
    "the new one is better",
    "用手机号登录",
    "登录用邮箱",
    "key 是 primary key",
    "mine is the blue one",
    "login: admin / user settings",
    "see src/app/main.py",
    "the 401 came from the proxy",
    "commit 5d41402abc4b2a76b9719d911017c592 fixed it",
    "sha256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "5d41402abc4b2a76b9719d911017c592",
    "use the new logger instead",
    "mysql -u root -p shop",
    "localhost:8080",
    "2024-09-18 01:10:09",
    "see (v1.2.3)",
    "Python里用uuid.uuid4()生成ID",
    "The server is online again",
    "Everyone logged in fine",
    "nginx was kicked by the OOM killer",
    "try harder if you can",
    "用 Tiger 模板吧",
    "用 os.path.join 拼路径",
    "cache_key = 'user:%(id)s:profile:v2'",
    "订单的ID是 A-1029",
    "what's the password for the guest wifi?",
]


@pytest.mark.parametrize(("text", "value"), POSITIVE)
def test_round16_value_is_redacted(text: str, value: str) -> None:
    assert value not in GATE.redact(text).text


@pytest.mark.parametrize("text", NEGATIVE)
def test_round16_benign_untouched(text: str) -> None:
    assert GATE.redact(text).text == text
