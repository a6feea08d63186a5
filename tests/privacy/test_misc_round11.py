"""Round 11: passwords among things to try, named by a predicate after them ("X is the
wifi one", "X是无线网的"), after a login name, a reading verb or a code label ("access
password reads X", "key phrase X", "访问码：X", "提取码都是X"), after a setting verb in a
text naming a password, alone between commas after the home network; handles behind the
affixes handle generators use ("itsjohn", "real…", "the_…", "mr_…"), "login 名：X";
a BBAN further after its label; a 13-digit card named after its number ("… expire");
plain SSNs listed next to a dashed one or claimed ("X — that's mine"); a bracketed agenda
time ("[20:20] night walk"); a key in a list ("tokens = [\"…\"]"), base64 with many "/";
phones after "voicemail"/"SIM". Hand-written synthetic values."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import PrivacyGate

_GATE = PrivacyGate()

POSITIVE = [
    # passwords among candidates to try
    ("things to try: Kq7mzT4wLp, the old one, then a reset", "Kq7mzT4wLp"),
    ("Passwords to try: ember basalt kestrel lagoon; then call IT", "ember basalt kestrel lagoon"),
    ("TRY THESE: juniper_5521, then the birthday one", "juniper_5521"),
    ("可以试：orchid pebble cobalt42、生日那个", "orchid pebble cobalt42"),
    ("挨个试：Wm4!pZr9q、旧的", "Wm4!pZr9q"),
    # value named by a predicate after it
    ("lagoon ember orchid!3 is the guest one, the other is the tablet", "lagoon ember orchid!3"),
    ("Tr8kLm2Qz is the router password", "Tr8kLm2Qz"),
    ("note: Pq4wZx7mN is the home one", "Pq4wZx7mN"),
    ("basalt kestrel pebble88 就是路由器的", "basalt kestrel pebble88"),
    ("zr7QmW2kp也是热点的", "zr7QmW2kp"),
    # after a login name
    ("NAS: username root, pw: kestrel juniper ember basalt", "kestrel juniper ember basalt"),
    ("login admin / Zq9#mLw2x", "Zq9#mLw2x"),
    ("用户名root，密码 pebble lagoon orchid cobalt", "pebble lagoon orchid cobalt"),
    ("帐号：guest，Hx7$kd2Wq", "Hx7$kd2Wq"),
    # reading verbs and code labels
    ("the door code reads Lm4kTz9Qw", "Lm4kTz9Qw"),
    ("Archive passphrase orchid-basalt-lagoon-ember", "orchid-basalt-lagoon-ember"),
    ("gate code (side entrance): Wq7zKm3p", "Wq7zKm3p"),
    ("网盘提取码：Kd8mQz2w", "Kd8mQz2w"),
    ("门禁码是 ember lagoon pebble kestrel", "ember lagoon pebble kestrel"),
    # setting verbs and "type" in a text naming a password
    ("路由器密码改成了 juniper orchid cobalt，别忘了", "juniper orchid cobalt"),
    ("管理员口令换成了Tq4#wLz8m", "Tq4#wLz8m"),
    ("When the PIN screen shows, type orchid.kestrel.lagoon.ember", "orchid.kestrel.lagoon.ember"),
    # home network between commas
    ("公司的wifi，kestrel_basalt_orchid，连不上找IT", "kestrel_basalt_orchid"),
    ("热点，Zp4mWq8kT，开了就能用", "Zp4mWq8kT"),
    # handles behind generator affixes
    ('("itsjonphillips")', "itsjonphillips"),
    ("[realjdunn]", "realjdunn"),
    ("「the_houjing」", "the_houjing"),
    ("论坛ID mr_gshao", "mr_gshao"),
    ("login 名：kbyrne", "kbyrne"),
    ("Login名: dunndiana", "dunndiana"),
    # financial
    ("Account (BBAN) for the rent payment each month: QXRT12345678901234", "QXRT12345678901234"),
    ("BBAN, for the Lloyds savings pot: HBUK40127612345678", "HBUK40127612345678"),
    ("4539148803433 expires next month", "4539148803433"),
    ("4539148803433 下个月到期", "4539148803433"),
    # SSNs listed or claimed
    ("SSNs on file: 219-09-9999; 078051121", "078051121"),
    ("078051121, 219-09-9999 (kids)", "078051121"),
    ("“219099998” — it's mine", "219099998"),
    ("219099998 就是我的", "219099998"),
    # agenda entries
    ("[06:45] morning run", "06:45"),
    ("[21:10] walk the dog", "21:10"),
    ("I open the shop at 6:00 and I'm closed on Mondays.", "6:00"),
    # secrets
    ('api_tokens: ["Zk9Qm2LpW7xR4tNv8BcY"]', "Zk9Qm2LpW7xR4tNv8BcY"),
    ("vault path secret/app: Ab+3x/Qz9L/mN4k/PqR7//tW2yZ8vB5nC1dF6gH0j",
     "Ab+3x/Qz9L/mN4k/PqR7//tW2yZ8vB5nC1dF6gH0j"),
    # phones
    ("Leave a voicemail on 2125550147 tonight", "2125550147"),
    ("new SIM card: 07700900123", "07700900123"),
]

NEGATIVE = [
    "Redis 的 maxmemory-policy 改成 allkeys-lru 了，内存 72.9%",
    "价格页改成 $317.55/month，AB test 跑一周",
    "Go module proxy 超时，换成 goproxy.cn 就好了",
    "Run mypy, then type check the rest with pyright.",
    "user alice, bob42 and carol joined",
    "things to try: restart, the old cable, then reset",
    "the theme is realtime; itself",
    "[16:43] alice: see you at lunch",
    "[16:43] bob joined the channel",
    "see src/components/forms/inputs/TextFieldWrapper2.tsx for the secret handling",
    "simple build 9239786616",
    "ticket 196797576, build 2024-01-02",
    "Account settings for the transfer page",
    "家里的网，挺快的，就是晚上卡",
    "version 2.4.1 is the stable one",
    "The Prado opens at 10am and is closed on Mondays.",
    "卢浮宫 9:00 开馆，周二闭馆。",
    "The gallery opens at 9:30, closed on Sundays",
]


@pytest.mark.parametrize(("text", "value"), POSITIVE)
def test_round11_positive(text: str, value: str) -> None:
    out = _GATE.redact(text).text
    assert value not in out


@pytest.mark.parametrize("text", NEGATIVE)
def test_round11_negative(text: str) -> None:
    assert _GATE.redact(text).text == text
