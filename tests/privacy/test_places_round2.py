"""Round 2 of places: neighbourhoods and estates without a 小区 suffix, bare postcodes with
weak cues, WKT / hemisphere coordinates, lower-case street addresses. Hand-written synthetic
cases (none taken from the blind corpora), each class with hard negatives."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

from .helpers import redacted

# (text, the private part that must not survive)
POSITIVE = [
    # Chinese estates named by their morphology, with or without a cue
    ("我们家那个小区叫星河湾家园", "星河湾家园"),
    ("我姐住东湖嘉园那边", "东湖嘉园"),
    ("上周刚搬到枫丹名苑", "枫丹名苑"),
    ("橡树湾华庭又停电了", "橡树湾华庭"),
    ("用户每天在金茂府门口等班车", "金茂府"),
    ("快递放在紫金新城三期的快递柜", "紫金新城三期"),
    ("我们锦江雅苑北区的电梯坏了", "锦江雅苑北区"),
    ("我家在星海国际，离地铁近", "星海国际"),
    ("爸妈住银杏城市那边", "银杏城市"),
    ("收件小区：青枫家园（成都）", "青枫家园"),
    ("从翠微新村打车要二十分钟", "翠微新村"),
    ("我在 Maple Court 附近上班", "Maple Court"),
    # well-known neighbourhoods with place context
    ("只看五道口周边的房子", "五道口"),
    ("用户在陆家嘴门口等我", "陆家嘴"),
    # Markdown table under a place column
    ("| id | 小区 | 城市 |\n|---|---|---|\n| 7 | 枫林晚苑 | 成都 |", "枫林晚苑"),
    (
        "| user | neighbourhood | city |\n|---|---|---|\n| 3 | Fairmont Rise | Leeds |",
        "Fairmont Rise",
    ),
    ("user_id,home_area,city\n1665,Fairmont Rise,Leeds\n1666,Oakridge,Austin", "Fairmont Rise"),
    ("id\tzip\tcity\n1\t30318\tAtlanta", "30318"),
    ("| id | 邮编 | 城市 |\n|---|---|---|\n| 3 | 100101 | 北京 |", "100101"),
    # English neighbourhood / estate names
    ("we bought a house in Harrow Meadows last year", "Harrow Meadows"),
    ("the hoa in Crestview Heights raised fees", "Crestview Heights"),
    ("our estate Oakley Chase has a gym", "Oakley Chase"),
    ("we live in morrison commons now", "morrison commons"),
    ("the user said they're in Fairhaven Heights now", "Fairhaven Heights"),
    ("block party in dunmore crossing on sunday", "dunmore crossing"),
    ("the school in Hackney is great", "Hackney"),
    ("我住Fremont Pointe near the metro", "Fremont Pointe"),
    ("我们Brixton 停电了", "Brixton"),
    ("Walthamstow 门口新开了家店", "Walthamstow"),
    # bare postcodes with weak cues
    ("type 30318 as the billing zip", "30318"),
    ("i'm in 60614 so the north store is closer", "60614"),
    ('curl "https://api.example.org/weather?q=10027,us&units=metric"', "10027"),
    ("my postcode is sw9 8ab if the courier asks", "sw9 8ab"),
    ("sat nav wants the postcode, its le17 4pq", "le17 4pq"),
    ("we're in NW33HA now", "NW33HA"),
    ("英国的postcode是m14 5rt", "m14 5rt"),
    # coordinates
    ("INSERT INTO t VALUES (ST_GeomFromText('POINT(-0.127758 51.507351)', 4326));", "51.507351"),
    ("DB 里存了 POINT(116.397128 39.916527)", "116.397128"),
    ("gps says 48.8584N 2.2945 lol", "48.8584N"),
    ("pin 在 N51.5007 W0.1246", "51.5007"),
    ("local_latlng: ('40.72371', '-73.95097', 'US')", "40.72371"),
    ("spot is (-122.41942, 37.77493) btw", "37.77493"),
    ('{"lat": "51.50735", "lng": "-0.12776"}', "51.50735"),
    ("我住在万科金域蓝湾那边", "万科金域蓝湾"),
    ("我们万科城的电梯又坏了", "万科城"),
    ("we live in the Fenwick neighborhood", "Fenwick"),
    ("(Decimal('48.858370'), Decimal('2.294481'))", "48.858370"),
    ("('40.70704', '-73.94397', 'Bushwick', 'US', 'America/New_York')", "Bushwick"),
    ("we moved to peckham last year", "peckham"),
    ("ship it to e6 3rt pls", "e6 3rt"),
    ("my address is 89332", "89332"),
    ("send to v7k 4c5", "v7k 4c5"),
    ("mail: K1A 0B1", "K1A 0B1"),
    ("postcode 2978 for the parcel", "2978"),
    ("meet me at ///filled.count.soap", "filled.count.soap"),
    ("plus code 87G8Q2PQ+9V", "87G8Q2PQ+9V"),
    ('{"geohash": "dr5regw3p"}', "dr5regw3p"),
    # lower-case street addresses
    ("send it to 482 willow brook ln apt 3 pls", "482 willow brook ln"),
    ("we're at 77 hawthorne ridges now", "77 hawthorne ridges"),
    ("my address is flat 12, 9 elmore gardens", "9 elmore gardens"),
    ("uber到5120 sycamore ave ste 4", "5120 sycamore ave"),
    ("pick me up at 915 dover st", "915 dover st"),
    ("318 quincy rest 是我的new address", "318 quincy rest"),
    ("99722 teresa avenue", "99722 teresa avenue"),
    ("location = 5 kyle gate", "5 kyle gate"),
    ("flat 83, hollie flat", "hollie flat"),
    ("send to 807/021 harrison esplanade thanks", "harrison esplanade"),
]

BENIGN = [
    # Chinese words with estate-like endings
    "我们小区的物业很好",
    "这个小区环境不错，老小区没有电梯",
    "他在人才公寓住了两年",
    "屋顶花园种了很多花",
    "市政府发布了新政策",
    "周末去长城玩，县城的房价也涨了",
    "酒店式公寓出租",
    "测试城市列表：北京、上海、广州",
    "这是一个国际项目，城市规划很重要",
    "花园里的花开了，这座城市很美",
    "部署到生产环境的服务器",
    "在苏州园林拍照",
    "去万达广场吃饭",
    "他坐上地铁去公司",
    "数据中心迁移到华东二区",
    # English phrases with neighbourhood-like words
    "we met in the park yesterday",
    "I live in a small village now",
    "the office is near Central Park",
    "we went to Times Square",
    "I moved to Denver last year",
    "Prefers Green Tea over the alternatives.",
    "our team is in Silicon Valley",
    "we went to 3 different parks",
    "jump to 4 key points",
    "pointed to 2 data points",
    "went to 2 lakes this summer",
    "scale to 5 worker nodes",
    "紫禁城是明清皇宫，长安城的历史很悠久",
    "开封府的故事，四川是天府之国",
    "粤港澳大湾区发展很快，渤海湾的海鲜",
    "他们在城市花园里散步",
    "I work in the Finance neighborhood",
    "the local bar, i love brixton",
    "I work in real estate; switch to blue green deployment; I'm in real estate now",
    "I'm in Central Park right now, we're in Times Square",
    "lost in deep forest, stuck in traffic circle",
    "the keynote at Apple Park, the meetup at Hacker Square",
    "philly to leeds is like a 3 hr drive",
    "it is a 20 minute drive, a two way street",
    "version is v1 2ab",
    "name,location,team\nbob,us-east-1,infra\nann,eu-west-2,data",
    "id,count,city\n1,30318,Atlanta",
    "| id | 小区 | 城市 |\n|---|---|---|\n| 7 | 12 | 成都 |",
    "C++ and 2345+6789 and GHJM+PQ, the geohash library",
    "mount the 500 gb drive first; our 12 person court case",
    "port 8080 and the address is 12345 lines long",
    # numbers that are not postcodes or coordinates
    "probs (0.1234, 0.5678) after softmax",
    "scores 0.8123, 0.7345 and 0.9",
    "端口 5432 被占用，请检查残留的 postgres 进程（PID 54282）。",
    "PID 54282 crashed; port 54321 is open",
    "order 12345 shipped",
    "I'm in 3 meetings today",
    "the file has 12345 lines",
    "I'm in 10000 lines of code",
    "unzip 12345.tar",
    "processed 12345, us team next",
    "took 1.25s 3.45s",
    "version 2.10.3 released",
    "Wakes at early morning daily",
    "We moved to London last spring.",
]


@pytest.mark.parametrize("i", range(len(POSITIVE)))
def test_place_redacted(i: int) -> None:
    text, value = POSITIVE[i]
    out = redacted(text)
    assert value not in out, f"case {i}"


@pytest.mark.parametrize("i", range(len(BENIGN)))
def test_benign_untouched(i: int) -> None:
    assert redacted(BENIGN[i]) == BENIGN[i], f"case {i}"


def test_city_kept_after_address() -> None:
    out = redacted("moved to 5120 sycamore ave, denver")
    assert "sycamore" not in out
    assert out.endswith("denver")


def test_city_kept_in_table() -> None:
    text = "| id | 小区 | 城市 |\n|---|---|---|\n| 7 | 枫林晚苑 | 成都 |"
    out = redacted(text)
    assert "成都" in out and "枫林晚苑" not in out


def test_findings_hold_no_values() -> None:
    for text, value in POSITIVE:
        for f in default_gate().scan(text):
            assert value not in repr(f)
