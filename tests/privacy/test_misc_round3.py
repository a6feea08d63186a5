"""Round 3: cued values of unusual shape (bare MSISDNs, wrong-length IBANs, CNAPS bank
codes, HH:MM:SS routine times, far-cued secrets, full-width key labels) and the benign
look-alikes they must not swallow (company and VAT numbers, barcodes, opening hours)."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


def redacted(text: str) -> str:
    return default_gate().redact(text).text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # phone: a bare 13-digit MSISDN after a phone cue
        ("MSISDN: 4471829305562", "4471829305562"),
        ("Call 2849302011937 tomorrow.", "2849302011937"),
        ("Daytime phone: 1402958830175", "1402958830175"),
        ("If I don't answer, try 5820193847261.", "5820193847261"),
        ("到了 ping 我 0918273645512", "0918273645512"),
        ("我的手机号是 86139123456789", "86139123456789"),
        ("担保人座机+86 21 61234567-208。", "61234567"),
        # financial: CNAPS codes, wrong-length IBANs and accounts after transfer wording
        ("联行号：102100099996", "102100099996"),
        ("支付系统行号：313222080002", "313222080002"),
        ("CNAPS code 104290003791", "104290003791"),
        ("请汇到GB63ABCD123456789012。", "GB63ABCD123456789012"),
        ("Refund 到 GB63ABCD123456789012", "GB63ABCD123456789012"),
        ("请 transfer 到 63829104", "63829104"),
        ("Please transfer to 2169482927 by Friday.", "2169482927"),
        ("Wire the deposit to WXYZ08712345678901.", "WXYZ08712345678901"),
        # schedule: HH:MM:SS in a routine frame, midnight in Chinese
        ("We have family video calls every Sunday at 06:12:44.", "06:12:44"),
        ("My physio sessions are Tuesdays at 14:21:09.", "14:21:09"),
        ("I catch the 07:41:30 bus every weekday.", "07:41:30"),
        ("我 23:05:17 lights out", "23:05:17"),
        ("每天凌晨零点一刻吃药。", "零点一刻"),
        ("作息：凌晨零点 起床", "零点"),
        ("店里每天晚上8点关门", "8点"),
        # secrets: a far cue, and a key label with its code name in full-width brackets
        (
            "The appendix leaked a secret key from an old side project: "
            "Qm7tRz2Lk9Xw+Pv4Bn8Yc1Ha/Ud6Ef3Gs",
            "Qm7tRz2Lk9Xw+Pv4Bn8Yc1Ha/Ud6Ef3Gs",
        ),
        ("回调签名密钥（webhook_secret）：Tq82mZx0Lp4Rv7Ys1Nw5Kc9Hb3Jd6Fg", "Tq82mZx0Lp4Rv7Ys1N"),
        (
            "密钥（secret_key）：9f86d081884c7d659a2feaa0c55ad015",
            "9f86d081884c7d659a2feaa0c55ad015",
        ),
        ("API key (prod): Zx81kLmQp02WnRt5YvB7cD4e", "Zx81kLmQp02WnRt5YvB7cD4e"),
        # government id: the administrative ZZ prefix, any suffix letter
        ("ZZ482913T", "ZZ482913T"),
        ("My landline: 0131 496 0000", "496 0000"),
    ],
)
def test_cued_value_redacted(text: str, value: str) -> None:
    assert value not in redacted(text)


@pytest.mark.parametrize(
    "text",
    [
        "Acme Widgets Ltd is registered in England and Wales, company number 07499954.",
        "公司注册 Company No. 12247582, registered in England and Wales",
        "VAT registration: Northwind Traders Ltd, VAT No. GB 664 8546 57.",
        "VAT No. 增值税号 GB 304 5587 43 (Harbour Partners)",
        "VAT registration: Bluewave Telecom, VAT No. GB 755 5043 20.",
        "VAT registration: Silverline Hotels, VAT No. GB 192 6270 67.",
        "Part ZZ9538 shipped",
        "Barcode 5012345678900 scanned at checkout.",
        "条码 6901234567892",
        "Event logged at 1735278868909 ms",
        '{"ts": 1735278868909, "event": "click"}',
        "Version 1.2.3 or 1700000000000",
        "I'll transfer 25000000 to savings.",
        "We need to transfer 12000000 rows to the new cluster.",
        "转到 10000000 元",
        "代码第 12 行号 308826 处有错",
        "Opening hours: the Leeds branch is open Monday to Friday, 09:00–17:30.",
        "营业时间：杭州营业厅周一至周五9:00-17:30，法定节假日休息。",
        "The museum opens at 10:00 and closes at 17:30, Tuesday to Sunday.",
        "博物馆开放时间为9:00至17:00，周一闭馆。",
        "Museum 开放时间 10:00–17:30，周一闭馆。",
        "The build finished at 12:30:45 with 3 warnings.",
        "利率下调零点五个百分点",
        "The key fix landed in commit: 9fceb02d0ae598e95dc970b74767f19372d61af8",
        "Rotate the secret key every 90 days; rotation id: 550e8400-e29b-41d4-a716-446655440000",
    ],
)
def test_benign_untouched(text: str) -> None:
    assert redacted(text) == text


def test_seconds_time_keeps_its_hour() -> None:
    # "22:12:39" is late evening, not noon (the minutes-and-seconds tail is no clock)
    out = redacted("我 22:12:39 lights out")
    assert "22:12:39" not in out and "中午" not in out
