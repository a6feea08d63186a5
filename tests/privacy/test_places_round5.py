"""Round 5: places, schedules and phones in agent notes and structured text (hand-written
synthetic cases, both languages; positives and hard negatives)."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

_GATE = default_gate()


def redacted(text: str) -> str:
    return _GATE.redact(text).text


# (text, planted value) — the value must not survive
POSITIVE: list[tuple[str, str]] = [
    # schedules: an hour with a part of the day
    ("Gym every Friday at 7 in the morning.", "7 in the morning"),
    ("- wakes up: '6 in the morning'", "6 in the morning"),
    ("Partner's night shift starts at eleven at night", "eleven at night"),
    ("The kids are collected «4 in the afternoon» on Tuesdays", "4 in the afternoon"),
    ("routine:\n  walk: '9 at night'", "9 at night"),
    ("用户一般 10 at night 就睡了", "10 at night"),
    ("孩子 4 in the afternoon 放学，用户去接", "4 in the afternoon"),
    ("「6点」之前别安排会议，用户要送孩子", "6点"),
    ("User takes insulin at 7:30 in the evening", "7:30 in the evening"),
    ("User's alarm: six-thirty in the morning", "six-thirty in the morning"),
    # schedules in structured data keyed by a routine
    ("habit,days,time\nmorning run,Mon-Fri,06:30", "06:30"),
    ('{"wake_up": "06:45", "plan": "team"}', "06:45"),
    ("| 事项 | 时间 |\n|---|---|\n| 遛狗 | 07:15 |", "07:15"),
    ("- 接娃时间: 下午5点", "下午5点"),
    # phones: a column or key naming a phone, a free-text cell, a TSV row
    ("plan\ttel\tamount\nfree\t+44 7990 571650\t1997.76", "+44 7990 571650"),
    ("id\tmob\tqty\n77\t07700 900123\t3", "07700 900123"),
    ("remarks\tplan\tcity\n-\tteam\tLeeds\n4155550132\tbasic\tYork", "4155550132"),
    ("notes,Order Id,Qty\n+44 7700 900456,11117287820,39", "+44 7700 900456"),
    ("订单号,备注,序号\n12748666735,+86 13912345678,50136", "+86 13912345678"),
    ("公司,联系电话,id\n腾讯云,+1 (415) 555-0199,64056", "+1 (415) 555-0199"),
    ('{"contactPhone": "13800138000", "qty": 2}', "13800138000"),
    (
        "UPDATE accounts SET cell = '001-914-338-8637x306' WHERE order_id = '12165758365';",
        "001-914-338-8637x306",
    ),
]

# street addresses in any case, behind any wrapper or arrow
POSITIVE += [
    ("- home → 77 HARTLEY MEADOWS", "77 HARTLEY MEADOWS"),
    ("Parcels go to 5120 QUINN SPRINGS, Leeds", "5120 QUINN SPRINGS"),
    ("Mum lives at [FLAT 2, 19 ASHDOWN GARDENS], York", "FLAT 2, 19 ASHDOWN GARDENS"),
    ("The vet is at (402 garcia crossroad).", "402 garcia crossroad"),
    ("new flat: “STUDIO 7B, NOLAN QUAYS”", "STUDIO 7B, NOLAN QUAYS"),
    ("包裹寄到 「881 PRICE EXTENSIONS」, Bristol", "881 PRICE EXTENSIONS"),
    ("用户的 office 在 6031 ORTIZ FORGE APT. 12", "6031 ORTIZ FORGE APT. 12"),
    ("Pickup from 41 MOSS ROAD, SUITE 3 every day", "41 MOSS ROAD, SUITE 3"),
    ("home -> <22 wren tunnel>", "22 wren tunnel"),
]

# coordinates in any wrapper or notation, postcodes with the cue after them
POSITIVE += [
    (
        "GPS Position                    : 51 deg 30' 26.46\" N, 0 deg 7' 39.93\" W",
        "51 deg 30' 26.46\" N",
    ),
    ("exif: GPSLatitude 40 deg 44' 54.36\" N", "40 deg 44' 54.36\" N"),
    ("Meet at the user's place (48.8584° n, 2.2945° e)", "48.8584° n"),
    ("坐标：【31.2304° n, 121.4737° e】", "31.2304° n"),
    ("填表时用户写了200120这个邮编", "200120"),
    ("用户说「310012」是邮编", "310012"),
    ("寄件单上 518000 的邮编写错了", "518000"),
    # an INSERT's column names the value
    ("INSERT INTO people (mobile, plan) VALUES ('13912345678', 'pro');", "13912345678"),
]

# neighbourhoods and estates behind wrappers, in any case
POSITIVE += [
    ("We moved to «Hackney» in May.", "Hackney"),
    ("neighbourhood: `DALSTON`", "DALSTON"),
    ("User grew up around Morningside, Edinburgh.", "Morningside"),
    ("The user's gym is near 【Tooting】", "Tooting"),
    ("Their flat is in <Jesmond>", "Jesmond"),
    ("用户住在保利名都", "保利名都"),
    ("记住：用户健身房就在龙湖名都旁边", "龙湖名都"),
]

# a routine key wins over a generic 'hours'; a phone label with a number word wins over 'No.'
POSITIVE += [
    ('notifications:\n  quiet_hours_start: "22:30"', "22:30"),
    ("dnd_from = 23:15", "23:15"),
    ("Contact No.: +1 (617) 555-0142", "+1 (617) 555-0142"),
    ("联系电话 Contact No.：13912345678", "13912345678"),
    ("Phone #: 4155550132", "4155550132"),
]

# texts that must pass untouched
BENIGN: list[str] = [
    "We moved to [AWS] last year.",
    "The bug moved to `Done` yesterday.",
    "用户喜欢去首都机场",
    "User 更喜欢在 Postman 里 async 沟通",
    "团队都在 VS Code 里 review 代码",
    "在 Figma 里 comment 就行",
    # numbers near a postcode word, a city cell before a next row's id
    "邮编一共有 6 位，比如 100000 这种格式",
    "entity_id,attribute,value\n59804,city,Bristol\n59804,region,eu-central-1",
    "row,key,val\n86044,city,Leeds\n86044,build,2025.12.22",
    "INSERT INTO orders (order_id, amount) VALUES ('13556931836', 12.5);",
    "remarks\tSku\n11444648012\tUSL-5407-BLK",
    "ratio 0.8123, 0.7345 e",
    # capitalized or upper-case words with a street-type word that are no address
    "ERROR 404 NOT FOUND on the API GATEWAY",
    "We shipped 3 NEW FIELDS to the schema",
    "Top 10 PARK RUNS this year",
    "Step 2: OPEN THE GATE",
    "Read 3 key points → decide",
    # transport numbers with a time
    "flight: UA1921 14:25",
    '{"flight": "BA210 19:00", "order_id": "SO123"}',
    "| plan | flight |\n|---|---|\n| free | MU1187 09:00 |",
    "车次=G5283 18:30",
    '"车次" = "G9930 11:45"',
    "row,key,val\n21719,flight,CA1282 10:40",
    "计划起飞 08:30，航站楼 T2",
    # opening hours, timetables, windows, fixtures
    "store_id,city,opens,closes\nS8385,Berlin,09:00,21:00\nS84239,Dublin,10:00,18:00",
    "store_hours: 10:00-21:00",
    "UPDATE shops SET store_hours = '10:00-22:00' WHERE id = 4;",
    "门店,城市,营业时间\n旗舰店,杭州,10:00-22:00",
    "车次,出发站,到达站,发车时间\nG1134,北京南,上海虹桥,07:00",
    "flight,from,to,dep,arr\nBA117,LHR,JFK,08:25,11:10",
    "date,home,away,kickoff,venue\n2026-12-26,Arsenal,Chelsea,17:30,Emirates Stadium",
    "Maintenance window: Sunday 02:00-04:00 UTC, change ticket CHG47275",
    "deploy 定在 2026-10-28 的 maintenance window，02:00-04:00 UTC",
    "Here is the data, sort it:\nstore_id,city,opens,closes\nS1,Leeds,08:30,17:30",
    "Museum opening hours 9:30–17:00 on weekdays",
    # a running pace is not a clock
    "User is training for a half marathon; target pace 5:30 per km.",
    "用户在准备 half marathon，target pace 每公里 5:30",
    "easy runs at 6:10/km",
    # order ids shaped like CN mobiles under an id column or key
    "order_id\tsku\tqty\n19770632496\tNJY-5141-XL\t25",
    "UPDATE contacts SET order_id = '19954706149', Status = 'paid' WHERE id = 5;",
    '{"orderId": "13812345678", "plan": "pro"}',
    "订单号\t下单时间\t金额\n13097455068\t2026-10-03T23:10:20Z\t975.57",
    "公司,source,order_id,渠道\n腾讯云,ios,15770179684,门店",
    "amount,qty\n1,234,5",
]


@pytest.mark.parametrize(("text", "value"), POSITIVE)
def test_value_removed(text: str, value: str) -> None:
    assert value not in redacted(text)


@pytest.mark.parametrize("text", BENIGN)
def test_benign_untouched(text: str) -> None:
    assert redacted(text) == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The childminder arrives at 7:45 on weekdays.", "7:45"),
        ("我们家阿姨每天早上 7:30 到", "7:30"),
        ("16:20:00 is when I finish work every day.", "16:20:00"),
        ("Keep 08:40:00 free, that's when I drop my son off.", "08:40:00"),
        ("Don't call at 15:05:30 - that's when I pick the girls up from school.", "15:05:30"),
    ],
)
def test_a_households_routine_beats_an_arrival_or_event_word(text: str, value: str) -> None:
    assert value not in default_gate().redact(text).text


@pytest.mark.parametrize(
    "text", ["Flight BA117 arrives at 18:05.", "Doors open at 7pm, the concert starts at 8pm."]
)
def test_public_arrivals_and_events_keep_their_times(text: str) -> None:
    assert default_gate().redact(text).text == text
