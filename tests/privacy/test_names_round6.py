"""Person names, round 6: an uncued Chinese name in an everyday sentence — a verb or
particle that takes a person, a time word or a clause edge before the name (给X, 把X, 约X,
面试X, 周末X, 15号X), and a predicate's first word after it (X来, X欠我, X下午, X名下,
X的名字); after a verb of asking or reminding (问一下X, 提醒X) no predicate is needed. No
ordinary word may straddle the name's edges, and the ordinary sentences must stay."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


def redacted(text: str) -> str:
    return default_gate().redact(text).text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a clause edge before, a time word or a predicate after
        ("邱慧敏上午发消息说快递到了", "邱慧敏"),
        ("备注：韩志强晚上过来拿钥匙", "韩志强"),
        ("曹丽欠他三百块饭钱", "曹丽"),
        # a verb or particle before, a predicate after
        ("记得给汪敏写张生日卡", "汪敏"),
        ("下次把沈丽娟拉进项目群", "沈丽娟"),
        ("去北京的时候约卢涛吃个饭", "卢涛"),
        ("帮我跟宋霞说一声明天不去了", "宋霞"),
        # a time word opening the clause
        ("周六苏建华来帮忙搬家", "苏建华"),
        ("下午贺婷去医院复查", "贺婷"),
        ("20号龙秀英到上海", "龙秀英"),
        # a name at the end after a verb that takes a person
        ("下周二面试潘俊", "潘俊"),
        ("别忘了提醒廖倩", "廖倩"),
        # after a verb of asking, anything may follow
        ("问问侯杰钥匙放哪了", "侯杰"),
        ("提醒一下邹莉发票还没交", "邹莉"),
        # strong right phrases: 名下, 的名字
        ("这辆车登记在夏秀兰名下", "夏秀兰"),
        ("用范伟的名字预约体检", "范伟"),
        # mixed-language sentences
        ("ask 薛婷 for the spare key", "薛婷"),
        ("pls invite 戴秀英到 book club", "戴秀英"),
        ("周五 付强来吃 lunch", "付强"),
    ],
)
def test_uncued_zh_name_in_everyday_sentence(text: str, name: str) -> None:
    assert name not in redacted(text)


@pytest.mark.parametrize(
    "text",
    [
        "配置注释：连接池大小建议不超过 CPU 核数的两倍",
        "通勤坐地铁5号线，单程约半小时。",
        "谷歌地图在国内用不了，改用高德。",
        "油价又涨了 92号8元一升",
        "记得给花浇水，周末去超市",
        "把文件拉进共享盘，然后给客户发邮件",
        "周末来家里吃饭吧，我做红烧肉",
        "问一下报告写完没有",
        "帮我给张家界的酒店写封邮件",
        "和平路上新开了一家面馆",
        "周三面试安排在三楼会议室",
        "提醒我明天交房租",
    ],
)
def test_everyday_sentences_stay(text: str) -> None:
    assert redacted(text) == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a title in any case before a listed name in any case
        ("text mrs. okafor about the school run", "okafor"),
        ("remember: dr patel moved the appointment", "patel"),
        ("MR. HUANG called about the lease", "HUANG"),
        ("Ms. hendricks 说周五来修水管", "hendricks"),
        ("Misc. Gallagher left a voicemail", "Gallagher"),
        ("prof. nakamura wants the draft by friday", "nakamura"),
    ],
)
def test_any_case_title_name(text: str, name: str) -> None:
    assert name not in redacted(text)


@pytest.mark.parametrize(
    "text",
    [
        "I miss the old office so much",
        "ms word crashed again",
        "dr who marathon tonight",
        "the shop is on elm dr near the park",
        "Newsletter: Dr. Martens sponsors the run",
        "city,misc\nDenver,53988",
        "mr. right is still out there",
    ],
)
def test_any_case_title_stays(text: str) -> None:
    assert redacted(text) == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a given name + a surname that is also a word, right after a verb taking a person
        ("Please invite Sarah Brown to the book club", "Sarah Brown"),
        ("can you text Daniel Hill that I'm late", "Daniel Hill"),
        ("send a card to Emily R. Young for her birthday", "Emily R. Young"),
        ("remind Kevin Baker 明天交房租", "Kevin Baker"),
        ("Thank Laura Rivers for the ride", "Laura Rivers"),
    ],
)
def test_pair_after_person_verb(text: str, name: str) -> None:
    assert name not in redacted(text)


@pytest.mark.parametrize(
    "text",
    [
        "went running with Victoria Park this morning",
        "Add Rose Gold to the cart",
        "Add Dark Mode to the settings page",
        "email Customer Service about the refund",
    ],
)
def test_pair_after_person_verb_stays(text: str) -> None:
    assert redacted(text) == text
