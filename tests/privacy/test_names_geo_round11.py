"""Round 11: person names (SURNAME/GIVEN, romanized Chinese names with a capitalized or a
Title-case surname, Chinese names glued to a job or a department) and geo (a 6-digit 邮编
after a city's 市/省/区/县 or in a list after a code word, a postcode as the place someone is
in, neighbourhoods named by a residence frame or alone). Synthetic cases only."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import PrivacyGate


@pytest.fixture(scope="module")
def gate() -> PrivacyGate:
    g = PrivacyGate()
    g.warm_up()
    return g


def _gone(gate: PrivacyGate, text: str, value: str) -> None:
    out = gate.redact(text).text
    assert value not in out, (text, out)


def _kept(gate: PrivacyGate, text: str) -> None:
    out = gate.redact(text).text
    assert out == text, (text, out)


GEO_POSITIVE = [
    ("杭州市 310012", "310012"),
    ("南宁市310021", "310021"),
    ("地址：广东省深圳市南山区 518057", "518057"),
    ("昆明市, 650031", "650031"),
    ("江宁区 211100", "211100"),
    ("常熟县 215500", "215500"),
    ("厦门市411309", "411309"),
    ("成都市 610041", "610041"),
    ("杭州市的三个邮编：310005、310006 和 310012", "310006"),
    ("杭州市的三个邮编：310005、310006 和 310012", "310012"),
    ("南京市的编码：210008/210009", "210009"),
    ("Leeds zip codes: 90210, 90211", "90211"),
    ("Seattle postcodes - 98101 / 98103", "98103"),
    ("Support case 4411: shipment failed, the client is in 60614.", "60614"),
    ("she lives in 94110-1234 now", "94110-1234"),
    ("We're based at 02139, near the river", "02139"),
    ("工单 7781：客户在 200433 一带，超出配送范围", "200433"),
    ("case 99: 用户位于 518000 地区", "518000"),
    ("他住在 100083 附近", "100083"),
    ("Highland Heights is where we ended up", "Highland Heights"),
    ("Peckham was where my mum lived", "Peckham"),
    ("Brixton 是我们家", "Brixton"),
    ("Hackney 就是他们住的地方", "Hackney"),
    ("Our neighbourhood is Clapham, very quiet.", "Clapham"),
    ("my area is Dalston these days", "Dalston"),
    ("小区叫 Maple Gardens，离地铁近", "Maple Gardens"),
    ("奶奶住 Harbour Point, Sydney", "Harbour Point"),
    ("爸妈搬到 Shoreditch 了", "Shoreditch"),
    ("「Islington」", "Islington"),
    ("'Brookside Village'", "Brookside Village"),
    ("[Hackney]", "Hackney"),
    ("Williamsburg — that's where we bought the house", "Williamsburg"),
    ("Peckham - it's where my mum lives", "Peckham"),
]

GEO_NEGATIVE = [
    "超市 123456",
    "城市 123456 人口",
    "数据区 123456",
    "门市 654321",
    "商品编码：120995",
    "the fix is in 12345.",
    "Version 2 is in 40321 files",
    "Meeting is at 10000.",
    "在 123456 行出错",
    '"Hello"',
    '("Boston")',
    "Central Park",
    "Python is where we ended up",
    "Main Street is where we ended up",
    "Release 3.2 is where we ended up",
    "Python — that's where we ended up",
]


@pytest.mark.parametrize(("text", "value"), GEO_POSITIVE)
def test_geo_round11_redacted(gate: PrivacyGate, text: str, value: str) -> None:
    _gone(gate, text, value)


@pytest.mark.parametrize("text", GEO_NEGATIVE)
def test_geo_round11_benign(gate: PrivacyGate, text: str) -> None:
    _kept(gate, text)


NAME_POSITIVE = [
    ("BOARDING PASS: SMITH/JOHN MR seat 14C", "SMITH/JOHN"),
    ("pnr 7QK2LM — WALKER/SARAH", "WALKER/SARAH"),
    ("乘客：CHEN/LINDA", "CHEN/LINDA"),
    ("ticket for (HUGHES/EMMA)", "HUGHES/EMMA"),
    ("Lunch with ZHAO Wenjie tomorrow", "ZHAO Wenjie"),
    ("LUO Xiaoming approved the budget.", "LUO Xiaoming"),
    ("thanks, PAN Meiling", "PAN Meiling"),
    ("Our tutor this term is MA Lihua.", "MA Lihua"),
    ("Dinner with Ma Min from finance", "Ma Min"),
    ("Met Li Na at the airport", "Li Na"),
    ("Ye Gang: call me about the invoice", "Ye Gang"),
    ("electrician 郭明 周三来", "郭明"),
    ("保洁阿姨周红明天上门", "周红"),
    ("和人事部张建国的电话改到下午", "张建国"),
    ("司机刘强今天请假", "刘强"),
    ("和市场部欧阳兵的会取消了", "欧阳兵"),
]

NAME_NEGATIVE = [
    "MIN/MAX values are clamped",
    "TCP/IP stack",
    "READ/WRITE access",
    "AND/OR logic",
    "DEV/PROD parity",
    "The WAN Port is down",
    "cc: HE Man",
    "Set MA Min to 5",
    "We practise feng shui; Feng Shui at the fair",
    "技术部门会议",
    "财务部的报表",
    "水电工明天过来",
    "the plumber 周二来",
]


@pytest.mark.parametrize(("text", "value"), NAME_POSITIVE)
def test_names_round11_redacted(gate: PrivacyGate, text: str, value: str) -> None:
    _gone(gate, text, value)


@pytest.mark.parametrize("text", NAME_NEGATIVE)
def test_names_round11_benign(gate: PrivacyGate, text: str) -> None:
    _kept(gate, text)
