"""Round 3 of places: estate names by a section alone (明珠一期, 星河南区) or after a cue word that
runs into them (所属小区万科府), invented English estates after "of"/"on"/"grew up on" and with
Rise / Grange, degree coordinates with 度, low-precision cued pairs, space-less UK postcodes,
Chinese 邮编 left after an address, ZIPs after "delivery area", streets without a type word
after an address label, address-like keys in profile dumps, and a coordinate pair under an
address key. Hand-written synthetic cases (none taken from the blind corpora), each class with
hard negatives."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import Category, default_gate

from .helpers import cats, redacted

# (text, the private part that must not survive)
POSITIVE = [
    # Chinese estates: a name and a section only, with a place context
    ("我小时候住在枫叶二期", "枫叶二期"),
    ("我们小区叫海棠一期，离学校近", "海棠一期"),
    ("银湖三期的业主群又吵起来了", "银湖三期"),
    ("投诉：云杉北区业主反映电梯故障", "云杉北区"),
    ("户籍所在小区：青松东区二期", "青松东区二期"),
    # a cue word or a city running into the name
    ("网格登记：所属小区保利府", "保利府"),
    ("下月从杭州翡翠湖府搬出", "翡翠湖府"),
    ("她在雅府苑长大", "雅府苑"),
    # code-switched cues before a Chinese estate
    ("Our 小区 is 锦绣府", "锦绣府"),
    ("I grew up in 紫云府, then moved", "紫云府"),
    # invented English estates
    ("Complaint received from residents of Thornbury Village about noise.", "Thornbury"),
    ("Access via the service road on Ashcombe Grange Estate, Leeds.", "Ashcombe"),
    ("I grew up on the Lindley Manor estate.", "Lindley Manor"),
    ("The kids play in Kestrel Rise after school.", "Kestrel Rise"),
    ("我们 neighbourhood 叫 Fallowfield Rise", "Fallowfield Rise"),
    ("Our 小区 is Brackenridge Estate", "Brackenridge"),
    ("Elmsworth Rise 业主群说周六停水", "Elmsworth Rise"),
    ("house in Larkin Hollow finally sold", "Larkin Hollow"),
    ("our block party in Cobble-Hill is sunday", "Cobble-Hill"),
    ("名居花园这周末业主大会", "名居花园"),
    # coordinates
    ("巡查记录：定位北纬31.2345度 东经121.4567度", "31.2345"),
    ("南纬12.5度，西经45.25度", "45.25"),
    ("Location: 48.1,11.58123", "11.58123"),
    ("照片的地理标签：31.25, 121.5", "121.5"),
    ("家的GPS：30.65 104.1", "104.1"),
    ("约在(22.54, 114.1)碰头", "114.1"),
    ("Geotag 位置 (39.91, 116.4)", "116.4"),
    ("address: 8.82, -50.53", "-50.53"),
    ('{"address": "12.5, 77.61"}', "77.61"),
    # postcodes
    ("CV header: Sheffield S102TN", "S102TN"),
    ("Applicant, Leeds LS61AB, available now", "LS61AB"),
    ("收货地址：浙江省宁波市海曙区中山西路88号B座12层 315010", "315010"),
    ("寄到江苏省苏州市姑苏区人民路12号 215000", "215000"),
    ("Delivery area: 60614", "60614"),
    ("Service zone: 94110", "94110"),
    # Chinese one-character street after its county
    ("包裹放到清河县兴街58号3楼的门卫室", "兴街58号"),
    # streets without a type word after an address label
    ("Current address: 14 Kingsway\nTown: Leeds", "14 Kingsway"),
    ("home address 27B Westgate, York", "27B Westgate"),
    ("现住址: Flat 4, 211 Broadway, Bristol", "211 Broadway"),
    # address-like keys in profile dumps (a literal backslash-n inside the value)
    ("{'residence': 'Flat 9\\nMoss Dale\\nNorthbury\\nZX1 2AB', 'job': 'Tutor'}", "Moss Dale"),
    ('{"current_address": "Unit 3\\nBirch Yard\\nSouthmoor"}', "Birch Yard"),
]

BENIGN = [
    "项目一期在推进，工程二期的预算还在审批。",
    "在课程一期里我们学了 Python。",
    "开封府是北宋的都城。",
    "杂志第三期下周出版。",
    "The Battle of Hastings was in 1066.",
    "Prices are on the rise in most markets.",
    "We watched the sun rise over the hills.",
    "Position: 3.5, 2.1 in the ranking",
    "The ratio was in (0.5, 0.8) range.",
    "温度在(12.5, 30.2)之间波动。",
    "版本 2.10, 3.4 都已发布",
    "订单号 123456 已发货",
    "验证码：123456",
    "Build the SN74LS00 board and the AB12CD model.",
    "Time at address: 3 Years",
    "IP address: 10.0.0.1",
    "The email address 2 Users signed up with was invalid",
    "The wallet address 12 Foo is wrong",
    "Shipping area is large; we deliver to 40 countries.",
    "The house in Chapter 3 is haunted.",
    "We bought a house in Spain last year.",
    "a flat in Central London",
    "深圳万科城市花园物业服务有限公司发布公告",
    "我在阿里巴巴一期项目工作",
]


@pytest.mark.parametrize("i", range(len(POSITIVE)))
def test_place_redacted(i: int) -> None:
    text, value = POSITIVE[i]
    assert value not in redacted(text), f"positive case {i} survived"


@pytest.mark.parametrize("i", range(len(BENIGN)))
def test_benign_untouched(i: int) -> None:
    assert redacted(BENIGN[i]) == BENIGN[i], f"benign case {i} altered"


def test_coordinate_pair_under_address_key_is_geo() -> None:
    assert Category.GEO.value in cats("address: 8.82, -50.53")


def test_findings_hold_no_values() -> None:
    text = "Current address: 14 Kingsway; 定位北纬31.2345度 东经121.4567度"
    for f in default_gate().scan(text):
        assert "Kingsway" not in repr(f) and "31.2345" not in repr(f)
