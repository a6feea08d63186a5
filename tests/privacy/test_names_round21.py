"""Round 21 (names): Chinese names between a verb or particle and a person's predicate
(收到X交来的, 见到X挺…, 群里X说, 跟…的X沟通), after more role nouns (保洁, 家长, 原告,
持有人), at a clause's start before a bid, a sign-up or a visit (X出价, X报名了, X及家属),
a whole run after a greeting or an attendance label (Dear X，, Present：X；), a fourth
given-name character; English pairs after a person's cue or before a job title; and the
benign classes: firms named with a trade word, "Child Benefit", a unit after a number
(元将在), 方 "side" after a party. All values are synthetic; messages never print them."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


@pytest.fixture(scope="module")
def gate():  # type: ignore[no-untyped-def]
    return default_gate()


POSITIVE = [
    # a verb of meeting or receiving + a predicate after the name
    ("3月2日收到冯志远交来的定金。", "冯志远"),
    ("昨天收到邵雨桐送来的样品", "邵雨桐"),
    ("开放日见到蒋文博挺积极的", "蒋文博"),
    ("demo day 时见到汤佳怡挺 interested 的", "汤佳怡"),
    ("按韦丽娟说的改了两处", "韦丽娟"),
    # an ordinary character before, a person-only predicate after
    ("小区群里卢俊杰说门禁坏了", "卢俊杰"),
    ("上午跟物业的姜海燕沟通了停车位的事", "姜海燕"),
    ("作业本上写着覃秀芳的名字", "覃秀芳"),
    # role nouns
    ("让新来的保洁员郝立新去三楼", "郝立新"),
    ("三年级家长戚美玲提交了请假条", "戚美玲"),
    ("原告詹玉梅诉被告某公司", "詹玉梅"),
    ("会员卡持有人：温丽萍", "温丽萍"),
    # a clause's start before a bid, a sign-up, a visit, a report, a title
    ("祁建平出价320万，贷款买家。", "祁建平"),
    ("柏晓东报名了周六的义卖。", "柏晓东"),
    ("参观登记：翁美华及家属。", "翁美华"),
    ("学期评语：娄志刚本学期进步明显。", "娄志刚"),
    ("裴晓峰销售总监 远航物流", "裴晓峰"),
    # a greeting or an attendance label: the whole run
    ("Dear 狄秀兰芳，合同见附件。", "狄秀兰芳"),
    ("Attendees：苗建国华；会议照常。", "苗建国华"),
    # a fourth given-name character before a predicate
    ("看房时见到伍丽娟娟挺满意的", "伍丽娟娟"),
    # English: a person's cue or a job title
    ("Congrats Priya Brown on the promotion!", "Priya Brown"),
    ("Claim submitted by Neil Little, amount 40.00", "Neil Little"),
    ("please loop in Carla West on this", "Carla West"),
    ("DEREK STONE said the room is booked.", "DEREK STONE"),
    ("LYDIA GRAY, VP Sales, Initech", "LYDIA GRAY"),
    ("| job | requester | state |\n|---|---|---|\n| J-77 | Owen West | done |", "Owen West"),
    ("Mia West女士下周入住", "Mia West"),
]


@pytest.mark.parametrize(("text", "value"), POSITIVE)
def test_round21_names_redacted(gate, text: str, value: str) -> None:  # type: ignore[no-untyped-def]
    out = gate.redact(text).text
    idx = POSITIVE.index((text, value))
    assert value not in out, f"positive #{idx}: person_name survived"


NEGATIVE = [
    # benign alterations the round fixes
    "Ticket 12: boiler noise, assigned to Redcliff Plumbing, status open.",
    "Gritting of the paths is contracted to Eastmoor Lettings this year.",
    "The survey went to Ashford Conveyancing and Kingsley Mortgages.",
    "Child Benefit rates for 2026/27 rise in April.",
    "Father Christmas visits the school on Friday.",
    "退款金额2380元将于三个工作日内到账。",
    "共计5万元整，3楼会议室，第2期方案",
    "原告方称对方违约，被告方律师要求延期。",
    # common words next to the new cues
    "群里有人说电梯坏了",
    "新闻里专家说明天降温",
    "我跟公司的同事沟通了",
    "双方已经充分沟通",
    "拍卖会上有人出价，买方出价太低",
    "表格上写着公司的名字",
    "今年的报名了吗",
    "宝宝打电话给奶奶",
    "教职工及其家属免费入园",
    "见到领导挺紧张的",
    "收到通知挺开心",
    "看到金色的叶子",
    "按时完成，按照规定说的做",
    "家长会下周开，各位家长们好",
    "保洁费用另算，保洁阿姨周三来",
    "买家秀很好看，卖家发货很快",
    "志愿者招募中，社工服务站开放",
    "楼长负责收费",
    "期末评语：全班本学期进步很大。",
    "Dear 用户，您好",
    "Hi 各位，下午开会",
    "Present：全体成员；",
    # English pairs that are no people
    "| colour | name |\n| Rose Garden | x |",
    "BLACK FRIDAY said to be huge",
    "Welcome Rose Garden visitors",
]


@pytest.mark.parametrize("text", NEGATIVE)
def test_round21_benign_untouched(gate, text: str) -> None:  # type: ignore[no-untyped-def]
    r = gate.redact(text)
    cats = sorted({f.category.value for f in r.findings})
    assert r.text == text, f"negative #{NEGATIVE.index(text)} altered: {cats}"


CLEFT_AND_CELLS = [
    ("钱包是邵明远在地铁上捡到的", "邵明远"),
    ("customer,plan,seats\nNora Little,Pro,3", "Nora Little"),
]


@pytest.mark.parametrize(("text", "value"), CLEFT_AND_CELLS)
def test_round21_cleft_and_cells(gate, text: str, value: str) -> None:  # type: ignore[no-untyped-def]
    out = gate.redact(text).text
    assert value not in out, f"cleft/cell #{CLEFT_AND_CELLS.index((text, value))} survived"


MORE_NEGATIVE = [
    "这是高速在修的路",
    "原因是成本在上涨的",
    "item,qty,price\nRose Garden,3,12.00",
    "customer,plan,seats\nAcme Holdings,Pro,3",
    "任天堂的游戏机用户买了一台。",
    "Hotel check-in at Novotel Leeds: 2 nights",
]


@pytest.mark.parametrize("text", MORE_NEGATIVE)
def test_round21_more_benign(gate, text: str) -> None:  # type: ignore[no-untyped-def]
    r = gate.redact(text)
    cats = sorted({f.category.value for f in r.findings})
    assert r.text == text, f"negative #{MORE_NEGATIVE.index(text)} altered: {cats}"
