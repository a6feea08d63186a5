"""Round 13: names, places and routines from corpus U's held-out classes, generalized
(other cues, other phrasings, the other language). Hand-written synthetic cases."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import PrivacyGate

GATE = PrivacyGate()


def _gone(text: str, value: str) -> bool:
    return value not in GATE.redact(text).text


def _kept(text: str) -> bool:
    return GATE.redact(text).text == text


NAMES = [
    # a Chinese name after a role noun (policyholder, beneficiary, applicant, party …)
    ("理赔单由投保人司马天佑提交。", "司马天佑"),
    ("被保险人王建国的理赔还没批。", "王建国"),
    ("受益人是欧阳娜娜", "欧阳娜娜"),
    ("当事人马丽丽拒绝签字。", "马丽丽"),
    ("担保人：令狐冲", "令狐冲"),
    ("借款人为诸葛明远", "诸葛明远"),
    # after a contact verb in the perfect, with a count after
    ("又联系了陈宁一次，表格还没回。", "陈宁"),
    ("催了刘洋好几次，还是没回。", "刘洋"),
    ("找了张伟半天也没找到。", "张伟"),
    ("问过黄春梅，她不知道。", "黄春梅"),
    # welcome with a day between the name and the predicate
    ("欢迎李文周五加入我们团队！", "李文"),
    ("欢迎令狐思远下周一入职！", "令狐思远"),
    # a letter's greeting, an invoice's title
    ("诸葛天佑您好，\n附件是合同。", "诸葛天佑"),
    ("王建国你好，附件是合同。", "王建国"),
    ("[账单] 发票抬头为欧阳文博", "欧阳文博"),
    ("开票信息：抬头是司马天佑", "司马天佑"),
    # Latin names: particles, elisions, St.
    ("客户Richard Van der Berg要求补开发票。", "der Berg"),
    ("Meet Anna de la Cruz tomorrow.", "Cruz"),
    ("Can you ask Rachel D'Souza to call me?", "Souza"),
    ("Please thank Liam O'Brien for the cake.", "Brien"),
    ("Parcel signed for by Hugh St. Clair.", "Clair"),
    ("Ticket SR-1——account holder Dominic West 来电问 renewal。", "Dominic West"),
    ("The cardholder Mary Jones disputed the charge.", "Mary Jones"),
    ("Beneficiary: Dominic West", "Dominic West"),
    ("请转告 Mary-Kate O'Neil 明天开会", "O'Neil"),
    ("联系人：Jean-Luc Picard", "Picard"),
]


@pytest.mark.parametrize(("text", "value"), NAMES)
def test_names_round13(text: str, value: str) -> None:
    assert _gone(text, value)


BENIGN = [
    "欢迎大家加入我们团队！",
    "欢迎新版本上线",
    "大家好，今天开会。",
    "各位您好",
    "发票抬头为北京某某科技有限公司",
    "发票抬头是个人",
    "天佑中华",
    "王天天来了",
    "他每天都来",
    "联系了客服三次都没用",
    "又联系了物流一次",
    "找了半天没找到",
    "We visited St. Louis and Van Nuys.",
]


@pytest.mark.parametrize("text", BENIGN)
def test_benign_round13(text: str) -> None:
    assert _kept(text)


GEO = [
    # a bare postcode in coverage / delivery / service-area talk
    ("Coverage check — 29471 — fibre not yet available.", "29471"),
    ("Do they deliver to 31625? That's ours.", "31625"),
    ("Can you ship to 90210?", "90210"),
    ("Service area lookup failed for 78844 again.", "78844"),
    ("Ticket SR-1：客户 service area 查询 49374 失败。", "49374"),
    ("工单INC458098：客户所在区域725072查询服务范围失败。", "725072"),
    ("覆盖查询——589501——暂未开通光纤。", "589501"),
    ("238066能送吗？我家是这个邮编。", "238066"),
    ("配送范围包括 200031 吗？", "200031"),
    ("「310012」这边能配送吗", "310012"),
    ("Coverage check — 1011 AB — fibre not yet available.", "1011 AB"),
    ("Is 100-0001 in your delivery area?", "100-0001"),
    # an estate or a neighbourhood as the subject of a nuisance, or where one grew up
    ("投诉CS1：招商枫林里施工噪音扰民。", "招商枫林里"),
    ("投诉：五角场施工噪音扰民。", "五角场"),
    ("万科城市花园最近一直停水。", "万科城市花园"),
    ("Complaint #7：Thompson Park estate 施工 noise。", "Thompson Park"),
    ("Complaint CS7: Harrison Heights construction noise again.", "Harrison Heights"),
    ("用户是在陆家嘴长大的，家人还住那。", "陆家嘴"),
    ("他在科学城长大", "科学城"),
    ("翠湖天地最近老停电", "翠湖天地"),
    ("The Willows estate has flooding again.", "Willows"),
    ("Maple Ridge 停电了", "Maple Ridge"),
    # longitude first, as Chinese map APIs write it
    ("测试数据用的是116.649604,24.974559，那是某人的真实住址。", "116.649604"),
    ("高德坐标 121.473701,31.230416", "121.473701"),
]


@pytest.mark.parametrize(("text", "value"), GEO)
def test_geo_round13(text: str, value: str) -> None:
    assert _gone(text, value)


SCHEDULES = [
    ('{"routine": {"bedtime": "九点", "repeat": "每天"}}', "九点"),
    ('{"meds": "八点"}', "八点"),
    ("Care plan：七点 打 insulin，配早饭。", "七点"),
    ("护理计划：六点 量血压，七点 吃早饭。", "六点"),
    ("作息表：十点 熄灯", "十点"),
]


@pytest.mark.parametrize(("text", "value"), SCHEDULES)
def test_schedule_round13(text: str, value: str) -> None:
    assert _gone(text, value)


BENIGN_GEO_SCHEDULE = [
    "We deliver 50000 units a month.",
    "Delivery order 123456 is late.",
    "Delivery fee is 12000 VND.",
    "Coverage report for 2024 and 20245 rows",
    "Ticket #16229 delivery delayed.",
    "订单123456配送中",
    "快递单号 773456789012 已送达",
    "宽带套餐 199元，覆盖 100000 户",
    "Complaint: Hyde Park noise at night.",
    "The Hyde Park has noise",
    "The market has leaks",
    "Coverage for 2024 AD was fine",
    "Delivery storage is 2048 MB per region",
    "version 116.2,3.14",
    "邮编一共有 6 位，比如 100000 这种格式",
    "Error 40401: invalid postcode format",
    "The API returned 12345 results for postal code lookups",
    "Shipping to 50 countries took 20000 hours of work",
    "scores 123.45, 67.89",
    '{"title": "三点", "type": "总结"}',
    "这两点很重要，每天都要注意。",
    "总结三点：每天复盘。",
    "第三点：早饭要吃。",
    "开门时间：九点，每天营业",
]


@pytest.mark.parametrize("text", BENIGN_GEO_SCHEDULE)
def test_benign_geo_schedule_round13(text: str) -> None:
    assert _kept(text)


def test_service_postcode_table_cells_untouched() -> None:
    for text in (
        "记录ID,字段,值\n17727,unit_price,613.48\n17727,status,delivered",
        "invoice_no\tid\tstatus\nINV-2026-1\t43532\tdelivered",
        "| id | status |\n|---|---|\n| 43532 | delivered |",
    ):
        assert _kept(text)
    assert _gone("Can you ship to 90210", "90210")
    assert _gone("Do they deliver to 31625, or not?", "31625")
