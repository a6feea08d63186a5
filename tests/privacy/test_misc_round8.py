"""Round 8 (evidence: blind corpora P and Q): values asked about or named after them in a
question ("is X still my default routing number?", "X 是我的 passport number 吗"), and
passwords after hedged cues ("密码应该是X", "password 是不是 X"). Variants the corpora do
not hold, and hard negatives beside them."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import Category, PrivacyGate

GATE = PrivacyGate()

POSITIVE = [
    ("was K12345678 the passport I renewed last spring?", "K12345678", Category.GOVERNMENT_ID),
    ("E98765432 还是我的 passport 吗", "E98765432", Category.GOVERNMENT_ID),
    ("G55512345 是不是我的护照号？", "G55512345", Category.GOVERNMENT_ID),
    ("Is 021000089 still the routing number for my checking?", "021000089", Category.FINANCIAL),
    ("48291736 still my savings account?", "48291736", Category.FINANCIAL),
    ("ABCD12345678901234 是我绑定的银行账号吗", "ABCD12345678901234", Category.FINANCIAL),
    ("is 630492003102 still my default card number?", "630492003102", Category.FINANCIAL),
    ("07700900123 这个 number 还是我的吗", "07700900123", Category.PHONE),
    ("02079460958 still my home phone?", "02079460958", Category.PHONE),
    ("不对，密码应该是Qz8!mRt2vL", "Qz8!mRt2vL", Category.PASSWORD),
    ("WiFi密码好像是 maple-otter-lantern-kite", "maple-otter-lantern-kite", Category.PASSWORD),
    ("密码是不是 cedar.river.falcon 来着？", "cedar.river.falcon", Category.PASSWORD),
    ("login 不上，password 是不是 amber-quartz-lilac？", "amber-quartz-lilac", Category.PASSWORD),
    ("is orbit-velvet-harbor still my icloud password?", "orbit-velvet-harbor", Category.PASSWORD),
    ("sunset_crane_pepper still my router passphrase?", "sunset_crane_pepper", Category.PASSWORD),
    # a card block as pasted from a form: the number with its expiry after it
    ("VISA\nJane Roe\n4111111111111111 05/30\nCVC: 123", "4111111111111111", Category.FINANCIAL),
    ("Amex 378282246310005 12/29 CID 4321", "378282246310005", Category.FINANCIAL),
    ("卡：5555 5555 5555 4444 有效期 08/27", "5555 5555 5555 4444", Category.FINANCIAL),
]

BENIGN = [
    "Order 12345678 is the passport office queue number",
    "build 20241130 is not the passport app",
    "12345678 is the order number, not my account",
    "密码是不是太简单了？",
    "密码应该是多少位？",
    "password 是不是要改？",
    "is snake_case still my favourite password style",
    "v2.3.1 is still the default version",
    "see 2024/11/30 and ratio 1234 5678/9",
    "Temporary password issued on 2025-06-07 by the helpdesk, expires in 24 hours.",
]


@pytest.mark.parametrize(("text", "value", "category"), POSITIVE)
def test_round8_values_are_redacted(text: str, value: str, category: Category) -> None:
    result = GATE.redact(text)
    assert value not in result.text
    assert category in {f.category for f in result.findings}


@pytest.mark.parametrize("text", BENIGN)
def test_round8_benign_untouched(text: str) -> None:
    assert GATE.redact(text).text == text
