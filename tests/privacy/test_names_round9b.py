"""Round 9b person names: romanized Chinese names with the surname in capitals, Chinese names
in a cleft (是X让…) or after a label and before a verb, a self-introduction ("X here"), and
benign place names and adverbs (全绿) left alone. Synthetic cases only."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import PrivacyGate

_GATE = PrivacyGate()


def _red(text: str) -> str:
    return _GATE.redact(text).text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("cheers PENG Yuxin, see you", "PENG Yuxin"),
        ("Reviewed-by: GUO Wenjing <dev@example.org>", "GUO Wenjing"),
        ("我的 mentor 是 XU Haoran", "XU Haoran"),
        ("please loop in 'TANG Xiaoyu' on this", "TANG Xiaoyu"),
        ("「SONG Jiahui」下周二到", "SONG Jiahui"),
        ("Author: Zhiwei QIAO", "Zhiwei QIAO"),
        ("明天和 HUANG Na 对一下", "HUANG Na"),
        ("是马丽娟让我来问的", "马丽娟"),
        ("原来是周鹏叫我过来的", "周鹏"),
        ("就是孙倩帮的忙", "孙倩"),
        ("工单88：赵磊找回账号失败", "赵磊"),
        ("投诉单：钱伟退款一直没到账", "钱伟"),
        ("Ticket 12：郑丽修改手机号后收不到验证码", "郑丽"),
        ("Nathan Lane here, one question", "Nathan Lane"),
        ("Good morning, Grace Park speaking.", "Grace Park"),
    ],
)
def test_names_found(text: str, value: str) -> None:
    assert value not in _red(text)


@pytest.mark.parametrize(
    "text",
    [
        "把 Kafka 升级到 3.1 了，CI 全绿",
        "测试全过了，可以发版",
        "单元测试全挂了",
        "HE Man and MA Thesis, LED Light",
        "WAN Port and LAN Ping tests",
        "是时候让他走了",
        "是周末让我休息一下",
        "状态：全部完成",
        "问题：文件上传失败",
        "We ship to Pitcairn Islands and Dublin within 3 days.",
        "Flights to Cape Verde and Lisbon are cheap.",
        "Visit the Cayman Islands and Jamaica.",
        "Park Lane here, near the station",
    ],
)
def test_benign_untouched(text: str) -> None:
    assert _red(text) == text
