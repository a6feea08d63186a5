"""Fixes made while merging the session-8 speed work: a cue the password pattern's
first-character guard had left out (授权码) and the ideographic comma that then ran into its
value, and benign texts blind corpus Z showed altered (an archive's file name read as a
postcode, 时长 read as a name)."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

PLANTED = [
    ("邮箱授权码 -> Qz7kLm2xPw9d", "Qz7kLm2xPw9d"),
    ("SMTP 授权码 改成了 Xk82mQpL7vRtzz", "Xk82mQpL7vRtzz"),
    ("zip code 94103", "94103"),
    ("my zip is 10001-1234, thanks", "10001-1234"),
    ("ZIP: 90210.", "90210"),
    ("邮编518000。", "518000"),
]

BENIGN = [
    "ZIP archive 512994e.zip, 5 files, 9256 KB",
    "ZIP ec14626.zip，5 个 files",
    "ZIP 21686c4.zip，5 个 files",
    "维护窗口请选清晨，时长一个月",
    "这部史诗电影时长三小时",
]


@pytest.mark.parametrize(("text", "value"), PLANTED)
def test_planted_value_is_redacted(text: str, value: str) -> None:
    assert value not in default_gate().redact(text).text


def test_an_ideographic_comma_ends_a_password() -> None:
    text = "小票上的数字：订单10045、授权码31842a1、终端3000"
    assert default_gate().redact(text).text == "小票上的数字：订单10045、授权码[PASSWORD]、终端3000"


@pytest.mark.parametrize("text", BENIGN)
def test_benign_text_is_untouched(text: str) -> None:
    assert default_gate().redact(text).text == text
