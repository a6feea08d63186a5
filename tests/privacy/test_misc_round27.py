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
    # codes after what they open or log into
    ("back office till PIN 默认是 4817，登录后改掉", "4817"),
    ("deli scale service menu pw → 9352", "9352"),
    ("roller door 遥控 code *6240#，响两声就锁了", "6240"),
    ("alarm code 今天换了，新的是 730418，别外传", "730418"),
    ("Cabinet 7 in the staff room, combination *40917.", "40917"),
    ("Login for the CNC controller (operator level): 3826", "3826"),
    ("Loading bay override code 5173 - supervisors only", "5173"),
    ("core switch in rack B: enable secret amber-kettle-orchid", "amber-kettle-orchid"),
    # Chinese names after a role or a verb of the workplace
    ("加盟商邹敏要求下周前对账。", "邹敏"),
    ("晚班的贺强发现冷柜没关，已上报。", "贺强"),
    ("恭喜葛丽娟本月销售第一名！", "葛丽娟"),
    ("钥匙名单更新：新增黎晓峰。", "黎晓峰"),
    # nicknames in reviews and group chats
    ("评价人：会飞的小土豆｜评分：4星", "会飞的小土豆"),
    ("群里的「熬夜的小鹿」是那位要退款的客人", "熬夜的小鹿"),
    ("点评评价来自 甜品控橙子88：蛋糕有点甜", "甜品控橙子88"),
    ("他的游戏ID：星河小队长", "星河小队长"),
    # the shell's ~user for a home directory
    ("scp ~oliver_brandt/Documents/quotes/q3.pdf nas:/share/", "oliver_brandt"),
    ("Permission denied: '~mei.tanaka/Desktop/plan.dwg'", "mei.tanaka"),
    # identity numbers after a long label or a bracketed name
    ("Passport number for the Vietnam visa application form: 602913847", "602913847"),
    ("Tax reference (UTR) for the plumber's CIS return: 4820719365", "4820719365"),
    ("HGV driver at gate 3, CDL number on the manifest: K7302916", "K7302916"),
    ("contractor ID (passport) PX72KD9QL signed in at 07:12", "PX72KD9QL"),
    # handles after a platform's label
    ("Venmo me for the deposit: tessa__inks", "tessa__inks"),
    ("Discord handle of the guy running the raffle: corbin.vale", "corbin.vale"),
    ("New scanner user created: hpatel (receiving only)", "hpatel"),
    ("The rewards app account quietfox88 has claimed 9 coupons", "quietfox88"),
    ("Fresha review by glowwithmaddie: great nails", "glowwithmaddie"),
    # a rota asked to spare someone's own time
    ("每周四下午3点20做透析，排班请避开。", "3点20"),
    ("every Monday 16:40 physio, please keep the rota clear", "16:40"),
    ("Shift preferences\nUsual arrival: 07:25\nWeekends: yes", "07:25"),
    ("scan: RDP PASSW0RD k3Lm9pQx2Vz", "k3Lm9pQx2Vz"),
    ("Finance copier release code 46193027", "46193027"),
    ("skip bin 挂锁 372", "372"),
    ("Credit card used for the Toolstation order: 4929 7391 8837 2216", "4929 7391 8837 2216"),
    ("BACS details 401276 33918402 - use the invoice number as reference", "33918402"),
    ("Kepware api key for the line 4 dashboard = 7f3a9c21-4be0-8d17-a2c5-90e6b1d4f38a",
     "7f3a9c21-4be0-8d17-a2c5-90e6b1d4f38a"),
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
    # opening hours, mixing ratios, pack sizes and reference numbers
    "上海 studio 从 下周一 起 opening hours 改成 10.30am–7pm",
    "Dilute the concentrate 1:20 with warm water.",
    "地板清洁剂按1:50稀释使用",
    "农夫山泉550ml*24 本周特价",
    "Return RTN-2025-33190 processed: refund £12.40 to the original card.",
    "The Boots store in Leeds city centre trades late on Fridays until 8pm.",
    # codes that are not secrets
    "error code 4040 on login",
    "password must be 8 characters long",
    "password expires in 90 days",
    "PIN length: 6 digits",
    "群里的大家都说好",
    "新增王府井店的库存",
    "Login page: index.html",
    "account status: active",
    "user agent: Mozilla",
    "GitHub release: v2.3.1",
    "Slack channel for alerts: ops-alerts",
    "login timeout: 30s",
    "user count: 1200",
    "cd ~/projects/app && make",
    "about ~2h/day on email",
    "Passport renewal guidance for staff travelling in March: 2026-03-01",
    "Flight BA117 arrival: 14:05",
    "The 7:15 train usually arrives late",
    "release code 2.4.1 notes",
    "PIN 123 is the wrong length",
    "the api key for staging is stored in vault: see docs",
    "access token lifetime in seconds: 3600",
    "API key header name: X-Api-Key-Header-Value",
    "Order number 4929739188372216 shipped today",
    "BACS run on 2026-03-01 completed",
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
