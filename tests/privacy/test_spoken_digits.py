"""Numbers read out digit by digit in Chinese numerals (voice input writes them that way) are
read as digits before detection; counting and amounts are not."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate
from complex_memory_manager.privacy.normalize import normalize

SPOKEN = [
    # (text, the value that must not survive)
    ("一三七四四四七零零二六", "一三七四四四七零零二六"),
    ("语音 我的号码是 一三九一零七九二七四零 你存一下", "一三九一零七九二七四零"),
    ("微信同号 一九零四六八九五三一二", "一九零四六八九五三一二"),
    ("【一六六一二六零七三六三】", "一六六一二六零七三六三"),
    ("tel：一六六零八一三四八三七", "一六六零八一三四八三七"),
    ("call me at 一八二零一八零四五一四 after lunch", "一八二零一八零四五一四"),
    ("手机 一三七 四四四七 零零二六", "一三七 四四四七 零零二六"),
    ("打幺三八幺二三四五六七八", "幺三八幺二三四五六七八"),
    ("my cell is 一五九〇一二三四五六七", "一五九〇一二三四五六七"),
]

BENIGN = [
    "今天一二三四五六七个人都来了",  # a run of 1234567 is no phone
    "三四十个人，一百二十块",
    "周一三五上课，周二四休息",
    "第一二三排都坐满了",
    "七七八八收拾好了",
    "一五一十地说清楚",
    "二〇二四年十二月三十一日",
]


@pytest.mark.parametrize(("text", "value"), SPOKEN)
def test_spoken_numbers_are_redacted(text: str, value: str) -> None:
    out = default_gate().redact(text).text
    assert value not in out
    assert value.replace(" ", "")[:7] not in out.replace(" ", "")


@pytest.mark.parametrize("text", BENIGN)
def test_counting_and_dates_pass(text: str) -> None:
    assert default_gate().redact(text).text == text


def test_offsets_map_one_to_one() -> None:
    text = "号码 一三七四四四七零零二六 谢谢"
    norm = normalize(text)
    assert len(norm.text) == len(text)
    assert norm.text == "号码 13744470026 谢谢"
    f = default_gate().scan(text)
    assert [(x.start, x.end) for x in f] == [(3, 14)]
