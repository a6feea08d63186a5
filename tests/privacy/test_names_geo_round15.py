"""Round 15: names and geo — failure classes from corpus W, generalized (synthetic values
only, none of W's own), with hard negatives."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import PrivacyGate


@pytest.fixture(scope="module")
def gate() -> PrivacyGate:
    return PrivacyGate()


def _out(gate: PrivacyGate, text: str) -> str:
    return gate.redact(text).text


FOUND = [
    # a 6-digit code right after a Chinese city (its 邮编), any tail, either script
    ("深圳518057放门口就行", "518057"),
    ("苏州 215000 周末送货", "215000"),
    ("寄到西安，710061，谢谢", "710061"),
    ("Hangzhou 310012 — ring twice", "310012"),
    ("收件城市：南京「210008」", "210008"),
    # a bare postcode as the value of a place label
    ("社区：310013", "310013"),
    ("所在地区: 200433", "200433"),
    ('{"neighbourhood": "02139"}', "02139"),
    ("Suburb = 30301", "30301"),
    ("city: 100086", "100086"),
    ("小区是 518057", "518057"),
    # a dictated postcode after its cue: Chinese numerals or spoken English digits
    ("邮编是二零零零八三", "二零零零八三"),
    ("我家邮编 一零零零八六，记一下", "一零零零八六"),
    ("my zip is nine oh two one oh", "nine oh two one oh"),
    ("Zip code: four one one zero two", "four one one zero two"),
    ("the postcode is two one two zero one, thanks", "two one two zero one"),
    # an estate whose ending needs context: "our" before it, a compound's facilities in the
    # clause, house hunting, a verb of choosing before it, or a text that is only the name
    ("我们翠湖湾上周停了一天电梯", "翠湖湾"),
    ("咱们金桂湾的门卫换人了", "金桂湾"),
    ("锦江豪城 门禁卡又坏了", "锦江豪城"),
    ("看房记录：比较中意绿洲雅郡", "绿洲雅郡"),
    ("周末看房，看中了龙湖澜湾", "龙湖澜湾"),
    ("「碧水丽湾」", "碧水丽湾"),
    ("'枫林雅郡'", "枫林雅郡"),
    ("我们云山河湾的保安很负责", "云山河湾"),
    # the English side: a compound's facilities or viewing homes in the sentence
    ("Maple Heights changed the gate code again", "Maple Heights"),
    ("Cedar Grove has a doorman now", "Cedar Grove"),
    ("viewing flats, liked Harbour Point best", "Harbour Point"),
    ("new key fobs for Willow Court residents", "Willow Court"),
    # person names after a meal / meeting with "w/", and a Chinese name whose given name is
    # a word of its own (海燕, 春燕) in a time-and-visit frame
    ("coffee w/ Grace French tmrw", "Grace French"),
    ("Brunch w/ Lucy English on sat", "Lucy English"),
    ("drinks with Tom Baker fri", "Tom Baker"),
    ("记得，罗海燕下午过来拿钥匙", "罗海燕"),
    ("提醒我：罗春燕周三来收快递", "罗春燕"),
]


@pytest.mark.parametrize(("text", "value"), FOUND)
def test_found(gate: PrivacyGate, text: str, value: str) -> None:
    assert value not in _out(gate, text), text


BENIGN = [
    "Times Square has a new intercom ad",
    "the Central Park concierge desk",
    # a zip cue before other number words
    "zip five files into one archive",
    "zip one of these folders",
    "邮编一二三四五六七位都不对",
    # a station's name is a public landmark
    "在 People's Square 站换乘 Line 2",
    "change at Logan Square station for the Blue line",
    "Union Park stop is closed today",
    # numbers after a city that are no postcode
    "上海600519股票今天涨了",
    "北京123456个用户",
    "上海 202405 期",
    "深圳2024年的预算",
    "上海123.456",
    "order 123456 from Shanghai",
    # place labels with other numbers
    "city: 3 regions",
    "district 12 area",
    "小区共 1200 户",
    # common words ending like estates
    "这片海湾的环境很好",
    "船停在港湾里",
    "我们城市的公交很方便",
    "我们公司二期融资完成",
    "最喜欢国际象棋",
    "我们喜欢去广场跳舞",
    # a file's line and column in a stack trace or a compiler message is no clock time
    "TypeError: boom\n    at render (app.js:8:17)",
    "src/pages/index.tsx:14:22 - error TS2304: Cannot find name 'x'.",
    "panic at main.go:9:41",
    "  File util.rb:7:05 warning",
    # a service's or business's hours are no one's routine
    "Acme support is staffed 9am–5pm, Monday to Friday.",
    "Helpline hours 08:00-20:00 daily",
    "客服时间 9:00-18:00，节假日除外",
    # word overlaps around surnames
    "明天气温很高",
    "全部分完了",
    "张开心地笑了",
    "lunch w/ French team",
    "coffee w/ Apple folks",
]


@pytest.mark.parametrize("text", BENIGN)
def test_benign(gate: PrivacyGate, text: str) -> None:
    assert _out(gate, text) == text


SCHEDULE_KEPT = [
    ("I'm staffed 9am-5pm on the desk", "9am"),
    ("my shift: 9am–5pm", "9am"),
    ("wake at 6:30 then run", "6:30"),
    ("我每天 7:15 出门", "7:15"),
]


@pytest.mark.parametrize(("text", "value"), SCHEDULE_KEPT)
def test_schedule_still_found(gate: PrivacyGate, text: str, value: str) -> None:
    assert value not in _out(gate, text), text
