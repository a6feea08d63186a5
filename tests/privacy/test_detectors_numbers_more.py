"""Places below city level, numbers in looser shapes (cue after the value, dotted grouping,
hyphen-like dashes, international prefixes, CSV columns), schedules in military / dotted
forms, whole home paths — and the benign look-alikes that must stay untouched."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import Category, default_gate

from .helpers import finds, redacted

G, P, ID, F, S, E = (
    Category.GEO,
    Category.PHONE,
    Category.GOVERNMENT_ID,
    Category.FINANCIAL,
    Category.SCHEDULE,
    Category.EMAIL,
)

POSITIVE = [
    ("she lives near Morgan Tower these days", G),
    ("my flat's in Ballard, close to the water", G),
    ("the kids' school is off Brennan Crescent", G),
    ("we moved to Kelham Island in june", G),
    ("neighbourhood: Deep Ellum", G),
    ('{"home_area": "Shoreditch", "ok": true}', G),
    ("the office is in Hudson Yards level 25", G),
    ("孩子学校在淮海中路旁边", G),
    ("我住在珠江新城附近", G),
    ("公司在望京SOHO T3，离家很近", G),
    ("把常住地改成陆家嘴", G),
    ("住处发你了，田子坊", G),
    ("lives in the 96345 area", G),
    ("* 邮政编码 —— 664665", G),
    ("坐标：北纬23.6931，东经107.2251", G),
    ("deliveries: Denver 71386-1692", G),
    ("id,location,updated\n834,Kelham Island,2021-11-03", G),
    ("dial +33 65 2675 4755 for the plumber", P),
    ("my phone is +1\u2010919\u2010235\u20102541", P),
    ("dial 07462.118576 then press 2", P),
    ("contact_number=3054161238", P),
    ("0755-71355961是她的工作电话", P),
    ("[10:31] 老李: 给你 6464244212", P),
    ("id,tel,updated\n487,512.561.7439,2025-09-18", P),
    ("signed up with natasha.o'connor@example.com", E),
    ("926189967 is their SSN", ID),
    ("S96406240 is the passport she travels on.", ID),
    ("C38386487是她的港澳通行证", ID),
    ("证件类型：护照\n证件号：E32538447", ID),
    ("my SSN is 775\u201067\u20107821", ID),
    ("144966785 is the joint account.", F),
    ("美国银行的路由号319660610", F),
    ("card=5508.7334.9039.1523 source=skill", F),
    ("90090477是他的存款账户", F),
    ("therapy session every Tuesday at 1845h", S),
    ("my alarm goes off at 11.10pm", S),
    ("gym 3.10p.m. mon/wed/fri", S),
    ("作息：８点", S),
    ("bedtime：2:00p.m. (updated)", S),
]

BENIGN = [
    "[16:43] alice: lgtm, ship it",
    "[10:42] ops-bot：收到",
    "2026-05-01 16:43:10 INFO cache warmed",
    "I live in London and work in Manchester.",
    "location: New York",
    "area: Engineering",
    "meet at Starbucks after lunch",
    "PLAT-97118 moved to Done",
    "我住在北京",
    "我住在朋友家",
    "住在一起很方便",
    "位置参数传错了",
    "定位问题已修复",
    "在数据中心部署了新版本",
    "说明书放在抽屉里。",
    "公司在招人，很忙",
    "size=1048576 bytes",
    "port:8080808",
    "the cc list has 12345678 items",
    "version 2.1048.5763 released",
    "Home coordinates are not stored.",
]


@pytest.mark.parametrize(("text", "category"), POSITIVE)
def test_found(text: str, category: Category) -> None:
    assert finds(text, category), category.value


@pytest.mark.parametrize("text", BENIGN)
def test_benign_untouched(text: str) -> None:
    assert redacted(text) == text


def test_city_kept_around_a_place() -> None:
    out = redacted("I live in Seattle; my flat's in Ballard.")
    assert "Seattle" in out
    assert "Ballard" not in out


def test_home_path_whole_span() -> None:
    """The finding is the home directory; the rest of the path stays as written."""
    text = "notes are in /home/alice/projects/notes.txt."
    res = default_gate().redact(text)
    assert res.text == "notes are in ~/projects/notes.txt."
    (f,) = [f for f in res.findings if f.category is Category.HOME_PATH]
    assert text[f.start : f.end] == "/home/alice"
    assert redacted(res.text) == res.text  # idempotent


def test_windows_home_path_whole_span() -> None:
    out = redacted('open "C:\\Users\\dana\\.kube\\config" now')
    assert out == 'open "~\\.kube\\config" now'


def test_phone_does_not_span_lines() -> None:
    text = "id,location,updated\n834,Kelham Island,2021-11-03\n835,London,2021-11-03"
    out = redacted(text)
    assert "London,2021-11-03" in out
    assert "Kelham" not in out
