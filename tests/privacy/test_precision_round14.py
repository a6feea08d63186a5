"""Lead's fixes after round 13/14 (caught by the suite, not by a corpus): a clock time after
用户 is no Chinese-character handle, and an e-mail address or URL after "remember"/"keep" is
the e-mail's or the link's, not a password."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("用户凌晨12点半睡觉。", "用户凌晨"),
        ("用户早上7点起床，晚上10点15睡。", "用户早上"),
        ("用户每天12点吃午饭", "用户每天"),
        ("用户下午3点开会", "用户下午"),
    ],
)
def test_time_after_user_is_a_schedule_not_a_handle(text: str, kept: str) -> None:
    out = default_gate().redact(text).text
    assert "[USER]" not in out
    assert kept in out
    assert not any(c.isdigit() for c in out)


@pytest.mark.parametrize(
    ("text", "placeholder"),
    [
        ("- [2026-05-01] remember marisol.ortega@example.org", "[EMAIL]"),
        ("Keep jalexander@gmail.com as the recovery address", "[EMAIL]"),
        ("记住 liaona1@kestrel-analytics.com 这个邮箱", "[EMAIL]"),
    ],
)
def test_address_after_keep_verb_is_an_email(text: str, placeholder: str) -> None:
    out = default_gate().redact(text).text
    assert placeholder in out and "[PASSWORD]" not in out


@pytest.mark.parametrize(
    "text",
    ["remember https://docs.example.com/reset2fa for next time", "keep www.example.com/a1b2 open"],
)
def test_link_after_keep_verb_is_no_password(text: str) -> None:
    assert "[PASSWORD]" not in default_gate().redact(text).text


@pytest.mark.parametrize(
    "text", ["remember Xq7!pLm29 for the NAS", "用户让我记住 Tr0ub4dor&3，说是开 NAS 用的"]
)
def test_password_after_keep_verb_still_caught(text: str) -> None:
    assert "[PASSWORD]" in default_gate().redact(text).text


@pytest.mark.parametrize(
    "text",
    [
        "`v2.14.24-rc.1` appears in the config",
        "`978-0-659-57296-7` appears in the config",
        "`5524683884306` appears in the config",
        "`237031262961` appears in the config",
        '"1700000000"',
        '"1234567890"',
        "9781234567897",
    ],
)
def test_code_and_plain_numbers_set_apart_stay(text: str) -> None:
    """Round 14's value-then-tail and whole-token rules leave code in backticks, barcodes,
    ISBNs, timestamps and numbers no numbering plan allows untouched (the Faker sweep and
    round 9b's negatives caught them)."""
    assert default_gate().redact(text).text == text


@pytest.mark.parametrize("text", ['"+447700900123"', "(4155550132) new since May", "02079460123"])
def test_phones_set_apart_still_caught(text: str) -> None:
    out = default_gate().redact(text).text
    assert not any(c.isdigit() for c in out.replace("May", ""))
