"""Round 16 (corpus X): "Surname, Given" names without quotes, Chinese names after a hand-over
or forward cue, neighbourhoods tagged as home or as a housing label's value, an identity
document's number told by its expiry, an account number after a bare transfer word, and
streets in capitals. Synthetic cases, written for this file (none is a corpus text)."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


def _out(text: str) -> str:
    return default_gate().redact(text).text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # "Surname, Given" in any consistent case, after a field, a role, a verb, or alone
        ('{"reviewer": "Thornton, Maria", "state": "open"}', "Thornton"),
        ("approver: Fletcher, Dominic", "Fletcher"),
        ("Signed-off-by: Holloway, Brenda", "Holloway"),
        ("> Ramirez, Julia wrote:", "Ramirez"),
        ("On Monday, Stevenson, Carla wrote:", "Stevenson"),
        ("[09:12] Whitfield, Gordon: deploy is green", "Whitfield"),
        ("CTO Hutchinson, Marcus signed the PO", "Hutchinson"),
        ("bcc Donovan, Tracy", "Donovan"),
        ("Curriculum vitae\nBrennan, Fiona\nProduct designer", "Fiona"),
        ("(PEMBERTON, LUCAS)", "PEMBERTON"),
        ("email from sullivan, megan about the invoice", "sullivan"),
        ("merged by Gallagher, Nora", "Gallagher"),
        ("联系人 Lambert, Oscar 说明天到", "Lambert"),
        ("经理 Dawson, Rachel 已批准", "Dawson"),
    ],
)
def test_surname_comma_given(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize(
    "text",
    [
        "offices in Dallas, Austin and Houston",
        "Richmond, Virginia is lovely in spring",
        "we drove from Atlanta, Georgia to Savannah",
        "Well, Frank discussion is good",
        "see Table 3, Figure 2",
        "Smith, Jones and Brown LLP filed it",
        "Hamilton, Ontario",
        "May, June and July are busy",
    ],
)
def test_surname_comma_given_negatives(text: str) -> None:
    assert _out(text) == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("工单OPS-2231已转交韩梅处理", "韩梅"),
        ("这个bug转交宋立军跟进", "宋立军"),
        ("抄送给欧阳娜审核", "欧阳娜"),
        ("转发自孙建国的消息", "孙建国"),
        ("移交给冯婷负责", "冯婷"),
        ("帮我给唐一诺发个微信", "唐一诺"),
        ("「苏诺」", "苏诺"),
        ("text 许一诺 when you land", "许一诺"),
        ("应聘者：白雪", "白雪"),
        ("ping 杨梅 about the deck", "杨梅"),
        ("收件人: 朱红", "朱红"),
    ],
)
def test_zh_name_after_hand_over(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize(
    "text",
    [
        "已转交财务处理",
        "工单已转交技术部处理",
        "转发自公众号的文章",
        "转发自朋友圈",
        "已转交客服跟进",
        "转发自张家界的照片",
        "call 杨梅公司",
        "候选人：无",
        "买了两斤杨梅",
    ],
)
def test_zh_hand_over_negatives(text: str) -> None:
    assert _out(text) == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Dalston (home)", "Dalston"),
        ("Cheltenham Village（家）", "Cheltenham Village"),
        ("Fenwick Heights area", "Fenwick Heights"),
        ("Wicker Park neighbourhood", "Wicker Park"),
        ("catchment area: Jericho", "Jericho"),
        ("Letting agent: nice flat in Hackney Wick, 1 bed", "Hackney Wick"),
        ("学区划分：回龙观属于第二小学", "回龙观"),
        ("房源：天通苑三室一厅", "天通苑"),
        ("物业 notice：Kingsbury 本周六停水", "Kingsbury"),
        ("出租信息：五道口，2 bed", "五道口"),
    ],
)
def test_hood_tagged(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize(
    "text",
    [
        "the Bay Area",
        "Staging area",
        "Parking area",
        "Greater London area",
        "Dashboard (home)",
        "Python (home)",
        "school catchment: Year 7 admissions",
        "物业通知：本周六停水",
        "物业通知：因管道检修，周六停水",
        "租房信息：两室一厅，月租3000",
        "学区划分：今年有变化",
        "Seattle (home)",
    ],
)
def test_hood_tagged_negatives(text: str) -> None:
    assert _out(text) == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("document 572019384 expired?", "572019384"),
        ("my ID 836104275 expires in May", "836104275"),
        ("visa no. 47120936 valid until 2027", "47120936"),
        ("证件 G58201937 过期了", "G58201937"),
        ("residence permit 730194852 needs renewal", "730194852"),
    ],
)
def test_document_number_by_expiry(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize(
    "text",
    [
        "document 20240115 expired?",
        "document 11111111 expired",
        "the cache entry 829301744 expired",
    ],
)
def test_document_number_negatives(text: str) -> None:
    assert _out(text) == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("转6217003810026459", "6217003810026459"),
        ("汇款到 1390517284", "1390517284"),
        ("转账给ABCD12345678901234", "ABCD12345678901234"),
        ("wire to 1488203917", "1488203917"),
    ],
)
def test_account_after_transfer_word(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize("text", ["转1000元", "1700000000", "转发"])
def test_account_after_transfer_word_negatives(text: str) -> None:
    assert _out(text) == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("drop-offs: depot, 18 HAWTHORN CLOSE, school", "HAWTHORN CLOSE"),
        ("'215 MAPLE CRESCENT'", "MAPLE CRESCENT"),
        ("deliver to 9 ASHFORD GROVE please", "ASHFORD GROVE"),
    ],
)
def test_street_in_capitals(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize("text", ["ERROR 3 NEW WAYS", "HTTP 404 NOT FOUND"])
def test_street_in_capitals_negatives(text: str) -> None:
    assert _out(text) == text
