"""Round 17: pinyin-abbreviated cue words glued or spaced (sfz, hz, ppt, yhk, kh, cc, sj, dh,
yb, wz), document/account/phone/postcode values named by a phrase, in-law kinship frames,
estates named by a delivery-area cue or a developer's brand, and texts that are only a value.
All values are synthetic."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


@pytest.fixture(scope="module")
def gate():  # type: ignore[no-untyped-def]
    return default_gate()


POSITIVE = [
    # government ids
    ("SFZ 440305198807213512", "440305198807213512"),
    ("sfz:11010119900307663X", "11010119900307663X"),
    ("PPT E12839475 expires 2030", "E12839475"),
    ("pp: 538204917 renew soon", "538204917"),
    ("HZ G73920184 明年到期", "G73920184"),
    ("hz：Ｅ５２８３９１７４", "Ｅ５２８３９１７４"),
    ("出国用的证件 K38291047 别忘了", "K38291047"),
    ("证件号：E73829104", "E73829104"),
    ("checklist: bank statement ✔, ID 483920175", "483920175"),
    ("材料：租约、ID E58392017", "E58392017"),
    ("738291045 is the NI one", "738291045"),
    ("618392047 是 SIN 不是 tax ref", "618392047"),
    ("「E48392015」", "E48392015"),
    ("'K58392016'", "K58392016"),
    # financial
    ("YHK 6217003810029384756", "6217003810029384756"),
    ("kh：4839201756", "4839201756"),
    ("kh 9283746501 工资卡", "9283746501"),
    ("CC 4111-1111-1111-1111", "4111-1111-1111-1111"),
    ("卡号6225880137284910", "6225880137284910"),
    ("水电费从6222384756102938扣", "6222384756102938"),
    ("gym fee 从 738291047562 扣", "738291047562"),
    ("the rent is debited from 483920175638 monthly", "483920175638"),
    ("026009593 routing, checking separate", "026009593"),
    ("111000025 is the routing", "111000025"),
    # phones
    ("SJ 13912345678", "13912345678"),
    ("dh：0755-83920174", "0755-83920174"),
    ("lxdh(021) 6238 4910", "(021) 6238 4910"),
    ("tel 010-83920175 找前台", "010-83920175"),
    # geo
    ("YB 200031", "200031"),
    ("yb：５１８０５７", "５１８０５７"),
    ("zip 94107", "94107"),
    ("zip SW1A 2AA", "SW1A 2AA"),
    ("WZ 31.23041, 121.47370", "31.23041, 121.47370"),
    ("zb: -33.86882, 151.20930", "-33.86882, 151.20930"),
    ("(48.85, 2.35)", "48.85, 2.35"),
    ("常去：超市、家518057", "518057"),
    ("518057 — 家", "518057"),
    ("delivery area Maple Heights please", "Maple"),
    ("geo: Oakley Gardens", "Oakley"),
    ("配送区域保利翡翠园", "保利翡翠园"),
    ("我家那片是绿地香树湾", "绿地香树湾"),
    ("小时候在万科金域府长大", "万科金域府"),
    ("neighbourhood 是 龙湖春江郦城", "龙湖春江郦城"),
    # names
    ("小舅子刘志强下周来", "刘志强"),
    ("妹夫陈建国要来吃饭", "陈建国"),
    ("我叫黄金花~", "黄金花"),
    ("入住人写马丽~记得", "马丽"),
    ("“SARAH MILLER”", "SARAH MILLER"),
    ("[David Brown]", "David Brown"),
]


@pytest.mark.parametrize(("text", "value"), POSITIVE)
def test_round17_values_are_redacted(gate, text: str, value: str) -> None:  # type: ignore[no-untyped-def]
    out = gate.redact(text).text
    assert value not in out, text


NEGATIVE = [
    "The amplifier runs at 50 Hz 12345678 times",
    "cc me on the thread",
    "ppt slides due 2031",
    "zip the folder and send",
    "user ID 123456789 in the logs",
    "order ID 483920175 shipped",
    "Svalbard & Jan Mayen Islands history",
    "Washington Post 讲 Svalbard & Jan Mayen Islands 的文章",
    "“Rose Garden”",
    "Hello World",
    "v1.2, 3.4",
    "星河湾大酒店",
    "这个公园很大",
    "版本 2.3.1 已发布",
    "sha256:0676f70f3a707706ecf124c4d84c388cb1624a0e04b7a1f575fae89dd0b04321",
    "build 483920175 routing table updated",
    "这个 16 位的是 ref_no 不是卡号：6667440753942774，金额 368.35",
]


@pytest.mark.parametrize("text", NEGATIVE)
def test_round17_benign_untouched(gate, text: str) -> None:  # type: ignore[no-untyped-def]
    assert gate.redact(text).text == text
