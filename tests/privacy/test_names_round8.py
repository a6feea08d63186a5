"""Person names and handles, round 8: a Chinese name right after a role or relationship noun
(乘客X，, 陪练伙伴X每周…, 同事X已经…), after a field word (确认名字X), after a verb that fills
a form (乘客填X, 收件人写X) even when the name's first two characters make a word (罗兰英), and
after an evaluation heading (面试反馈：X系统设计不错). Ordinary sentences with the same role
nouns must stay."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


def redacted(text: str) -> str:
    return default_gate().redact(text).text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a role or relationship noun, then the name and a boundary or predicate
        ("旅客程立伟，过道座位。", "程立伟"),
        ("客户孟凡，VIP，需要发票", "孟凡"),
        ("队友蒋文每周三一起打球", "蒋文"),
        ("搭档钟丽每天早上晨跑", "钟丽"),
        ("同事郑涛已经把报告发了", "郑涛"),
        ("邻居冯玉兰，住在隔壁", "冯玉兰"),
        ("新同事韩梅刚入职", "韩梅"),
        ("Running buddy 邓刚 每周六一起跑", "邓刚"),
        # a field word, a verb that fills a form
        ("请再核对一下姓名谭静", "谭静"),
        ("订酒店入住人填朱丽娟", "朱丽娟"),
        ("机票上名字写成邱峰，要改一下", "邱峰"),
        ("收件人填写罗兰英就可以", "罗兰英"),
        ("同事高明华已经到了", "高明华"),
        # an evaluation heading
        ("面试评价：孔伟沟通能力强。", "孔伟"),
        ("绩效反馈：侯秀英执行力不错", "侯秀英"),
        ("Interview notes: 贾亮 算法题做得很好", "贾亮"),
    ],
)
def test_zh_name_after_role_noun(text: str, name: str) -> None:
    assert name not in redacted(text)


@pytest.mark.parametrize(
    "text",
    [
        "乘客须知：请提前到达",
        "客户满意度很高。",
        "候选人名单已经发出",
        "同学们好，今天讲递归",
        "请填写黄金周的安排",
        "给高手机充电",
        "面试反馈：整体表现不错",
        "面试评价：沟通能力强，算法一般",
        "同事们每周五聚餐",
        "收件人填写完整地址",
        "队友都很给力",
        "名字长度不能超过20个字符",
    ],
)
def test_role_noun_sentences_stay(text: str) -> None:
    assert redacted(text) == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a person's role noun before an English name, with or without a colon, any case
        ("Applicant Megan Holt withdrew yesterday.", "Megan Holt"),
        ("prospect: Daniel Kerr, met at the expo", "Daniel Kerr"),
        ("passenger=LYNN WISE; seat=12A", "LYNN WISE"),
        ("CONTACT: GEORGE PALMER-REID", "GEORGE PALMER"),
        ("new hire Rachel Dunn starts Monday", "Rachel Dunn"),
    ],
)
def test_en_name_after_role_noun(text: str, name: str) -> None:
    assert name not in redacted(text)


@pytest.mark.parametrize(
    "text",
    [
        "Client Portal is down again",
        "Guest WiFi password rotates weekly",
        "Lead: Product Design",
        "contact=SUPPORT TEAM",
        "Ramirez-Morgan won the contract",
        "Contact Us page is broken",
    ],
)
def test_en_role_nouns_stay(text: str) -> None:
    assert redacted(text) == text


@pytest.mark.parametrize(
    ("text", "handle"),
    [
        # the subject of a developer verb, either language
        ("mhollis force-pushed to main again", "mhollis"),
        ("tdawson_92 merged the release branch", "tdawson_92"),
        ("这个 PR 是 zhangwei88 提的", "zhangwei88"),
        ("补丁是 rkhan 从 fork 推的", "rkhan"),
        ("liuyang_dev是maintainer", "liuyang_dev"),
        ("JWATTS 是 reviewer", "JWATTS"),
        # the object of a chat or review verb
        ("ping 一下 chenjing07", "chenjing07"),
        ("assign to bfoster please", "bfoster"),
        ("抄送 ptaylor", "ptaylor"),
        # an account label before or after a value in any case
        ("reuse handle MARTINEZJOY next time", "MARTINEZJOY"),
        ("【用户名】WANGFANG", "WANGFANG"),
        ("ELLIS_GRANT ← login", "ELLIS_GRANT"),
        ("hcarter88 是我的 github 账号", "hcarter88"),
        ("please confirm login@dmorgan", "dmorgan"),
        # the user's own account
        ("the vpn username they issued is hwalsh", "hwalsh"),
        ("is lucyking still my tiktok name?", "lucyking"),
        ("add me on discord, I'm owenprice", "owenprice"),
        ("I'm rosaflynn on telegram", "rosaflynn"),
    ],
)
def test_handle_with_developer_or_chat_verb(text: str, handle: str) -> None:
    assert handle not in redacted(text)


@pytest.mark.parametrize(
    "text",
    [
        "main pushed to production at noon",
        "someone merged the wrong branch",
        "renovate opened 3 PRs",
        "dependabot merged the bump",
        "FEATURE_FLAG=username_min_length",
        "the login page is broken",
        "my handle is already taken",
        "I'm done on github for today",
        "ping一下 localhost 看看通不通",
        "cc the team please",
        "Handle Carefully",
        "CI是owner of this job",
    ],
)
def test_developer_sentences_stay(text: str) -> None:
    assert redacted(text) == text
