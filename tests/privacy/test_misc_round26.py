"""Round 26 (AX: expats, immigration, cross-border life): hand-written cases, none of them a
blind corpus's values."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


def redacted(text: str) -> str:
    return default_gate().redact(text).text


FOUND = [
    # continental and Japanese street addresses
    ("Anmeldung für Gneisenaustraße 41b ist durch", "Gneisenaustraße 41b"),
    ("new flat: Kastanienallee 7, 3. OG rechts", "Kastanienallee 7"),
    ("Lease signed for Münchner Str. 12", "Münchner Str. 12"),
    ("Deliver to Am Lietzensee 9", "Am Lietzensee 9"),
    ("we moved to 14 rue des Martyrs, 4e étage", "14 rue des Martyrs"),
    ("Return address: 3 avenue Parmentier", "3 avenue Parmentier"),
    ("Osaka flat: 2-4-16 Tenjinbashi, Room 503", "2-4-16 Tenjinbashi"),
    ("包裹寄到 1-5-8 Koenji 402号室", "1-5-8 Koenji"),
    # identity numbers after their names
    ("Alien number A-204-118-336 is on the EAD", "A-204-118-336"),
    ("residence card no. KX40718823QB expires in May", "KX40718823QB"),
    ("Steuer-ID: 65 929 970 489", "65 929 970 489"),
    ("Reisepass Nr. CFGH4K7L2", "CFGH4K7L2"),
    # accounts and keys
    ("CLABE 032180000118359719 for the rent", "032180000118359719"),
    ("IBAN DE89370400440532013000 BIC on file", "DE89370400440532013000"),
    ("API secret (ticket 5521): f3a9c07d21e84b6f9a0c5d7e2b4f6a8c1d3e5f70", "f3a9c07d21e84"),
    # passwords
    ('KeePass entry "tax portal" -> Maple!Tree42', "Maple!Tree42"),
    ("邮箱密码不是Qw8zLp42吗？", "Qw8zLp42"),
    ("Rk_20010417 这是妈妈网银的密码", "Rk_20010417"),
    # phones after words that hold "port" or "ver"
    ("Driver: +44 7911 123456", "+44 7911 123456"),
    ("at the airport: (646) 555-0175", "(646) 555-0175"),
    ("房东电话+81 90-1234-5678，6月3号交钥匙", "+81 90-1234-5678"),
    # names
    ("跟中介的刘海燕说好了", "刘海燕"),
    ("关于赵秀梅的签证材料", "赵秀梅"),
    ("From: QIAN LEI", "QIAN LEI"),
    ("contact: GUO, Xiaoming", "GUO, Xiaoming"),
]

BENIGN = [
    "Wire fee depends on the SWIFT/BIC DEUTDEFF route.",
    "领事保护热线 +86-10-12308 全天有人接。",
    "Apple Support 1-800-275-2273 can reset the device.",
    "The hotel shuttle runs every 15 minutes between 05:30 and 23:00.",
    "德国领馆每周三早上9点放出预约名额。",
    "Layover in Doha, transfer 2h10, same terminal.",
    "Japanese resident card numbers are 12 characters.",
    "申请表里家庭住址、电话都要填。",
    "签证中心下个月搬到新楼，时间不变。",
    "Flights to Kuala Lumpur leave from T2.",
    "柏林签证中心周五不开门。",
    "APN 填 internet，用户名和密码都不用填。",
    "eSIM 套餐 S$12，APN 填 internet。",
    "DB_PASSWORD=$DB_PASSWORD",
    "config.yaml 是 staging 的，密码另发",
]


@pytest.mark.parametrize(("text", "value"), FOUND)
def test_round26_found(text: str, value: str) -> None:
    assert value not in redacted(text), "a round-26 value survived"


@pytest.mark.parametrize("text", BENIGN)
def test_round26_benign(text: str) -> None:
    assert redacted(text) == text, "a round-26 benign text was altered"


def test_round26_redacting_twice_changes_nothing() -> None:
    for text, _ in FOUND:
        once = redacted(text)
        assert redacted(once) == once
