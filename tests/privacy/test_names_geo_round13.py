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
