"""Round 8 (evidence: blind corpora P and Q): postcodes with their cue anywhere in the clause
(before or after the value, a few words away, or a label with the value on the next line);
neighbourhood names named by a third party's area / location, a commute, a pinned location
(定位：), "离 X 近", or a next clause that says someone lives there; Chinese estates after
离 … 近; a clock time glued to the time word before it; public landmarks' opening times.
Hand-written synthetic variants the corpora do not hold, positives and hard negatives."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

_GATE = default_gate()


def redacted(text: str) -> str:
    return _GATE.redact(text).text


POSITIVE: list[tuple[str, str]] = [
    # a postcode cue a few words before the value, or a label with the value on the next line
    ("The postcode on the parcel slip, smudged a bit, said 30308", "30308"),
    ("邮编（写在快递单上的那个）应该是 200030", "200030"),
    ("POSTAL CODE:\n  94110", "94110"),
    ("zip they typed at checkout (billing one) -> 60614", "60614"),
    ("邮编：\n５１８０００", "５１８０００"),
    # … or after it, in the same clause
    ("Is 10027 the right postcode for the new flat?", "10027"),
    ("02139 — that's the zip code on my license", "02139"),
    ("「518000」应该是他家邮编吧", "518000"),
    ("310012 这个是不是你们那的邮政编码", "310012"),
    ("was it 73301 or 73344, the ZIP for grandma?", "73301"),
    # UK / Canadian postcodes, any case, the cue anywhere in the clause
    ("is ls6 2ab still my postcode? the form rejects it", "ls6 2ab"),
    ("the postcode they gave was ZZ9 9ZZ", "ZZ9 9ZZ"),
    ("邮编（英国的）：m1 1ae", "m1 1ae"),
    ("Postal code → k1a 0b1", "k1a 0b1"),
    ("B33 8TH — is that the right postcode for the quote?", "B33 8TH"),
    # a real postcode area after a delivery / quote / move word, spaced or not, any case
    ("can you get removal quotes for ls6 2ab", "ls6 2ab"),
    ("寄到cf101aa就行", "cf101aa"),
    ("any plumbers near bs3 1qp?", "bs3 1qp"),
    ("flats to rent in M146HR under 900", "M146HR"),
    # a neighbourhood named by someone's area / location, a commute, a pinned location
    ("Elmbrook Village is the client's area, per the intake call", "Elmbrook Village"),
    ("Driver commutes in from Foxley Gardens daily", "Foxley Gardens"),
    ("current location: Brackenridge Estate", "Brackenridge Estate"),
    ("customer's neighbourhood → Ashwell Heights", "Ashwell Heights"),
    ("送货定位：Hartwell Heights，谢谢", "Hartwell Heights"),
    ("民宿找离 Kingsmead Park 近一点的", "Kingsmead Park"),
    ("Is Ashbourne Green near the school? that's where we live", "Ashbourne Green"),
    ("does Fernleigh Village flood a lot? it's where my parents live", "Fernleigh Village"),
    # a toponym-made estate name needs no cue at all (any case)
    ("which bus goes to Oakhurst Heights from the station?", "Oakhurst Heights"),
    ("乘客上车点：Brookdale Village", "Brookdale Village"),
    ("DROP-OFF: KINGSWOOD HEIGHTS", "KINGSWOOD HEIGHTS"),
    ("客户说 Foxbury Manor 那边停车难", "Foxbury Manor"),
    # postcodes under any key style
    ('{"billingZip": "94110"}', "94110"),
    ("收货邮编号码：200030", "200030"),
    ("I think it's 60614, the zip for the new place", "60614"),
    ("邮编是不是310012来着", "310012"),
    ("Claim form: 邮政编码 Postal code 481061", "481061"),
    ("快递 postal code：368728", "368728"),
    ("ZIP CODE 30308", "30308"),
    # Chinese estates after 离 … 近
    ("民宿找离翡翠湾近的", "翡翠湾"),
    ("学校离锦绣湾近一点就好", "锦绣湾"),
    ("酒店离海棠郡不远", "海棠郡"),
    # a number inside a Chinese estate name
    ("快递放到 阳光200家园 东门", "阳光200家园"),
    ("我住在翠竹88苑", "翠竹88苑"),
    # a clock time glued to the time word before it
    ("下次session先confirmtime８:４０", "８:４０"),
    ("每天wakeup6:45，别忘了", "6:45"),
    ("Reminder: pickup15:30 from nursery", "15:30"),
    ("把alarm7:10设好", "7:10"),
    ("我每天晚上8点直播", "8点"),
    ("比赛完我每天6点起床", "6点"),
]


@pytest.mark.parametrize(("text", "value"), POSITIVE)
def test_value_redacted(text: str, value: str) -> None:
    assert value not in redacted(text)


def test_person_is_no_place() -> None:
    assert "[LOCATION]" not in redacted("Bradley Green called about the invoice")


def test_name_starts_after_an_opening_word() -> None:
    assert redacted("Is Millbrook Village near you?").startswith("Is ")


NEGATIVE: list[str] = [
    # numbers owned by something else near a postcode word
    "order 12345 shipped; the zip code field was empty",
    "Error 40401: invalid postcode format",
    "error code 40401 from the postcode service",
    "postcode validation takes 15000 ms on the old server",
    "The API returned 12345 results for postal code lookups",
    "ticket #55012 — postcode lookup broken",
    # glued words that end in "time" but are no clock
    "uptime12:30 is what the dashboard shows",
    "zip file v2 3rd draft attached",
    "upgrade to m2 pro for speed",
    "prices for b12 ssd drives",
    "format12:30 is not a valid log prefix",
    # public landmarks open at a time
    "故宫早上8点半开门对吧？",
    "The cathedral opens at 9:30, right?",
    "颐和园博物院几点开门？8点开门",
    "北京和杭州都在巡展城市名单里。",
    # a person's name, not a place
    "FYI: BRADLEY GREEN",
    # counts before an estate-like word
    "共有2000家园区企业",
    "今天买了100个花园灯",
    "合作了300家园林公司",
    # a floor is no place; a public broadcast or race is no one's routine
    "上海市办公室搬到三楼了",
    "服务器机房搬到负一层",
    "The London Marathon starts at 10:00 on Sunday.",
    "春晚每年除夕晚上8点开始直播",
    "The derby kicks off at 17:30 on Saturday",
    # famous or public places without any home cue
    "Is Central Park the one with the zoo?",
    "Is Hyde Park near you?",
    "We walked through Hyde Park on Sunday",
]


@pytest.mark.parametrize("text", NEGATIVE)
def test_benign_untouched(text: str) -> None:
    assert redacted(text) == text
