"""Person names, round 9: a Chinese name after a coverb that opens a clause (代X转发, 经X同意,
派X去, 为X庆祝), English given + family names in any case with no cue (a sign-off after a
comma, a pair in Chinese text before a predicate, past a parenthetical note), titles that
belong to the name's span (Mx., Ind., Misc.), and lists of brands and venues that are no
people (Apple, Amazon and Jordan Brand; 李宁和安踏; 由西安团队)."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


def redacted(text: str) -> str:
    return default_gate().redact(text).text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a coverb opening the clause, then the name and a verb, a date or punctuation
        ("代邹雅琴转发一下，她9月3日之前都在外地。", "邹雅琴"),
        ("麻烦代贺建军签收快递，谢谢", "贺建军"),
        ("我代蒋丽回复一下", "蒋丽"),
        ("经邱志刚同意后再发布。", "邱志刚"),
        ("派钟明去杭州出差三天", "钟明"),
        ("催任秀珍交周报。", "任秀珍"),
        ("托潘静带点特产回来", "潘静"),
        ("为卢建华庆祝五十岁生日", "卢建华"),
        ("接韦婷下班后一起吃饭", "韦婷"),
        ("拉侯涛进群", "侯涛"),
        ("向龚秀兰汇报一下进度", "龚秀兰"),
        ("这封邮件是代姚娟转发的。", "姚娟"),
        # English given + family names in any case, no cue word
        ("Thanks again, maxine holloway", "maxine holloway"),
        ("See you on Monday, Wendy Gallagher!", "Wendy Gallagher"),
        ("DEREK HUTCHINSON（London office）下周到", "DEREK HUTCHINSON"),
        ("LUKE HILL（销售部）明天到", "LUKE HILL"),
        ("priscilla mcbride (HR) 明天到", "priscilla mcbride"),
        ("Melanie Kirby（UK office）今天请假", "Melanie Kirby"),
        ("Beijing office 的 Rose Hill 会参加这个 review。", "Rose Hill"),
        ("我们组的 Hao Lin 明天到上海", "Hao Lin"),
        # a Chinese field label, a title in lower case, a middle initial with its period
        ("名字写 Tang Lin 就行", "Tang Lin"),
        ("收件人 Oliver Little，请签收", "Oliver Little"),
        ("约 mrs nora wood 喝咖啡", "nora wood"),
        ("记得约 miss tina sharp 吃饭", "tina sharp"),
        ("invite kevin j. sharp to the group", "kevin j. sharp"),
        # the next name in a list after a found one, even when both words are words
        ("cc: BRYAN HUTCHINS, MARK GRAY", "MARK GRAY"),
        ("douglas bryant and rose hill", "rose hill"),
        ("Attendees: Dana Hughes, Mark Gray and Rose Hill", "Mark Gray"),
    ],
)
def test_names_without_cue_are_redacted(text: str, name: str) -> None:
    out = redacted(text)
    assert name not in out
    for part in name.split():
        assert part not in out.split() or len(part) < 3


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("The referee on my application is Ind. Harper, my former tutor.", "Ind."),
        ("请把 Misc. Jamie Cole 加到群里，他周一入职。", "Misc."),
        ("Capt. Robin Keane will chair the panel.", "Capt."),
        ("Letter for MISC. ALEX JONES, flat 3", "MISC."),
        ("cc ind. Morgan Pryce on the thread", "ind."),
    ],
)
def test_title_joins_the_name_span(text: str, title: str) -> None:
    out = redacted(text)
    assert title not in out
    assert "[NAME]" in out


@pytest.mark.parametrize(
    "text",
    [
        # brands and venues listed together, and prepositions before a city
        "Apple, Amazon and Jordan Brand all changed their logo colours this year.",
        "Lincoln Center and Carnegie Hall are the venues for the spring concerts.",
        "Barbican Centre and Carnegie Hall sold out.",
        "李宁和安踏都在赞助这次马拉松。",
        "安踏、李宁都在赞助这次比赛。",
        "武汉办公室端午节放假，客服由西安团队接手。",
        "客服由深圳同事接手。",
        "向上海发货需要两天。",
        # coverbs that are parts of words
        "时代华纳发布了财报。",
        "已经安排好了。",
        "直接发给我。",
        "等高铁来了再说。",
        "因为安全原因取消了。",
        "为高考做准备。",
        "由于天气原因取消。",
        # Latin pairs that are words
        "Use print(MAX) in the code.",
        "We sell apple pie, banana bread",
        "Google Drive（共享盘）明天到期",
    ],
)
def test_benign_stays(text: str) -> None:
    assert redacted(text) == text


def test_people_in_a_list_stay_people() -> None:
    out = redacted("I met Sarah Hall and Tom Brand yesterday.")
    assert "Sarah" not in out and "Tom" not in out
    out = redacted("李宁和王芳一起去跑步。")
    assert "王芳" not in out
