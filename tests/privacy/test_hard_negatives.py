"""Benign agent-memory texts (hard negatives) stay untouched; known false positives and
uncued names are regression-tested. Failure messages carry counts and indices only."""

from __future__ import annotations

import json
import tempfile

import pytest

from complex_memory_manager.privacy import default_gate

from .hard_negatives import ZH_HAND, en_benign, zh_benign
from .helpers import cats, redacted

MAX_ALTERED = 0.01


def _altered(texts: list[str]) -> list[int]:
    gate = default_gate()
    return [i for i, t in enumerate(texts) if gate.redact(t).text != t]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_hard_negatives_untouched(lang: str) -> None:
    texts = zh_benign() if lang == "zh" else en_benign()
    bad = _altered(texts)
    if len(bad) / len(texts) > MAX_ALTERED:
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
            json.dump([texts[i] for i in bad], fh, ensure_ascii=False)
        pytest.fail(f"{len(bad)}/{len(texts)} {lang} hard negatives altered; see {fh.name}")


def test_enough_hand_written_chinese_negatives() -> None:
    assert len(set(ZH_HAND)) >= 200


@pytest.mark.parametrize(
    "text",
    [
        "喜欢简洁的回答，偏好要点列表和公制单位。每周一查看天气摘要。",
        "公司周五开会。",
        "王国的历史很有意思。",
        "高兴的是项目上线了。",
        "黄金价格波动很大。",
        "马上就要放假了。",
        "如果方便的话请回复。",
        "张贴通知之前先确认。",
        "李子和桃子都好吃。",
        "常用的快捷键整理好了。",
        "江南的梅雨季节很潮湿。",
        "于是用户换了电脑。",
        "向日葵开花了。",
        "温度低于十度时提醒。",
        "钱包里只放少量现金。",
        "孙子兵法是有声书。",
        "朱红色太刺眼。",
        "郑重提醒：数据删除后无法恢复。",
        "用户对周末很感兴趣。",
    ],
)
def test_surname_initial_words_are_not_names(text: str) -> None:
    assert "person_name" not in cats(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("把报告发给欧阳娜娜", "把报告发给[NAME]"),
        ("和王伟一起开会", "和[NAME]一起开会"),
        ("告诉李娜明天开会", "告诉[NAME]明天开会"),
        ("陈静的电话是多少", "[NAME]的电话是多少"),
        ("司马懿同学下午到", "[NAME]同学下午到"),
        ("王芳说下周再聊。", "[NAME]说下周再聊。"),
        (
            "Forward the report to Marisol Okonkwo-Baptiste tomorrow",
            "Forward the report to [NAME] tomorrow",
        ),
        ("From: Adaeze Nwosu", "From: [NAME]"),
        ("cc Priya Raghunathan", "cc [NAME]"),
        ("— Tomás Ibáñez", "— [NAME]"),
        ("with Kofi Mensah and Wei Zhang", "with [NAME] and [NAME]"),
        ("Signed, José Luis Hernández", "Signed, [NAME]"),
        ("Hassan Karimi approved it.", "[NAME] approved it."),
    ],
)
def test_uncued_and_lightly_cued_names(text: str, expected: str) -> None:
    assert redacted(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Switched from Star Wars last week.",
        "The Golden Gate Bridge and Central Park were highlights.",
        "Prefers Green Tea over the alternatives.",
        "const apiKey = process.env.API_KEY;",
    ],
)
def test_capitalized_non_names_untouched(text: str) -> None:
    assert redacted(text) == text
