"""Round 14: names, geo and schedules — failure classes from corpus V, generalized (synthetic
values only), with hard negatives."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import PrivacyGate


@pytest.fixture(scope="module")
def gate() -> PrivacyGate:
    return PrivacyGate()


def _out(gate: PrivacyGate, text: str) -> str:
    return gate.redact(text).text


GEO = [
    # hemisphere-letter coordinates, sentence-final punctuation
    ("Site visit: meet at N51.5072 W0.1276.", "N51.5072"),
    ("我家坐标 N31.2304 E121.4737。", "N31.2304"),
    ("the cabin is at S33.8688 E151.2093!", "S33.8688"),
    # a postcode after a residence/address word
    ("Bank wants proof of address in 90210 before opening.", "90210"),
    ("Proof of address for 10001 needed by Friday.", "10001"),
    ("Landlord: tenants are registered in 02139 for council tax.", "02139"),
    # a text that is only a numeric postcode, wrapped, maybe with a home tail
    ("(30301)", "30301"),
    ("「200433」", "200433"),
    ("'60614' — that's us", "60614"),
    ("《310012》（我家）", "310012"),
    ("94110 (our place)", "94110"),
    ("Home (94110)", "94110"),
    ("我家：200433", "200433"),
    # a neighbourhood in a frame only a home fills
    ("Fairmount Heights — that's our patch of Denver", "Fairmount Heights"),
    ("Marlow End: that's where we live", "Marlow End"),
    ("Harrowgate, it's our corner of Leeds", "Harrowgate"),
    ("Bellhaven — 我们住的地方", "Bellhaven"),
    ("碧水湾就是我们住的地方", "碧水湾"),
    ("用户家在 成都 的 Maple Grove", "Maple Grove"),
    ("他家住上海的金桂园", "金桂园"),
    ("幼儿园离我们 翠竹苑三期 走路就到", "翠竹苑三期"),
    ("超市离我家金沙湾很近", "金沙湾"),
    ("Quarry Bank 的 recycling 在 Tuesday", "Quarry Bank"),
    ("物业 notice：Elmwood Friday 停电", "Elmwood"),
    ("My aunt lives over in Byker.", "Byker"),
    ("the nanny lives out in Tollcross", "Tollcross"),
]

GEO_KEEP = [
    "Order 12345",
    "[10:20]",
    "v12345",
    "2026-11-30",
    "The address is in 12345 rows of the table.",
    "Fixed in 12345 builds.",
    "Portland — that's our bit of Oregon",
    "London — that's where we live",
    "离我们公司走路就到",
    "June — that's when we go",
    "物业 notice：Monday 停水",
    "The Monday bin collection",
    "Travel: the sitter lives over in London.",
    "Price: $12,345.67",
    "Version 3.10.12 ships today.",
]


@pytest.mark.parametrize(("text", "value"), GEO)
def test_geo_classes(gate: PrivacyGate, text: str, value: str) -> None:
    assert value not in _out(gate, text)


@pytest.mark.parametrize("text", GEO_KEEP)
def test_geo_hard_negatives(gate: PrivacyGate, text: str) -> None:
    assert _out(gate, text) == text


NAMES = [
    ("出行：订了挨着周晓峰的座位。", "周晓峰"),
    ("排队时排在孙丽后面", "孙丽"),
    ("排队时站在郭敏前面", "郭敏"),
    ("挨着何静坐", "何静"),
    ("会上紧挨着韩磊坐", "韩磊"),
    ("坐在刘洋旁边", "刘洋"),
    ("Gift for June, my aunt.", "June"),
    ("Ask June about the rota.", "June"),
]

NAMES_KEEP = [
    "Book club picked a novel for June; meeting is at the library.",
    "Booked the cabin for June 14-18.",
    "Dentist moved to August.",
    "We'll decide by April, then book.",
    "Trip planned for May and June.",
    "靠着窗户的座位",
    "排在第一位后面",
    "挨着门口的座位",
]


@pytest.mark.parametrize(("text", "value"), NAMES)
def test_name_classes(gate: PrivacyGate, text: str, value: str) -> None:
    assert value not in _out(gate, text)


@pytest.mark.parametrize("text", NAMES_KEEP)
def test_name_hard_negatives(gate: PrivacyGate, text: str) -> None:
    assert _out(gate, text) == text


SCHED = [
    ("[06:45] daily 提醒：喝水", "06:45"),
    ("[21:30] reminder: meds", "21:30"),
    ('{"routine": "跑步", "usual_time": "六点"}', "六点"),
    ('{"habit": "阅读", "time": "九点半"}', "九点半"),
    ("习惯:\n  冥想: '七点'", "七点"),
    ("wake_time = 六点", "六点"),
]

SCHED_KEEP = [
    "[16:43] alice: 吃药 reminder",
    "[09:05] <bob>: standup daily",
    '{"points": "两点", "note": "一点"}',
    "要点: 三点",
    "评分: 五点",
    '{"flight": "CA981", "dep": "十点"}',
    "Training starts early morning.",
]


@pytest.mark.parametrize(("text", "value"), SCHED)
def test_schedule_classes(gate: PrivacyGate, text: str, value: str) -> None:
    assert value not in _out(gate, text)


@pytest.mark.parametrize("text", SCHED_KEEP)
def test_schedule_hard_negatives(gate: PrivacyGate, text: str) -> None:
    assert _out(gate, text) == text
