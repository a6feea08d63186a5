"""Person names, round 4: Chinese names in a person's slot with no label — after a kinship
or role noun (用户的儿子X, 服务员X, 本期人物X), after a verb that takes a person with a person's
predicate after (兹推荐X同志, 来自X的邮件, 把X加入, 代X发送, 会上X表示), opening a clause before
such a predicate (X退休); a field cue with "=" (姓名=X); English given name + a surname that
is also a word in a person's slot (under the name X, belonging to X, X said, a middle
initial); and the organisations, brands, colours and ordinary words that must stay."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


def redacted(text: str) -> str:
    return default_gate().redact(text).text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("用户的儿子赵子轩下个月满三岁。", "用户的儿子[NAME]下个月满三岁。"),
        ("我爱人郑丽娟周末要加班。", "我爱人[NAME]周末要加班。"),
        ("外婆孙桂兰住在老家。", "外婆[NAME]住在老家。"),
        ("服务员马晓燕上菜很快。", "服务员[NAME]上菜很快。"),
        ("客服梁静态度很好。", "客服[NAME]度很好。"),
        ("司机何建军准时到了。", "司机[NAME]准时到了。"),
        ("本期人物郭振华，入职五年。", "本期人物[NAME]，入职五年。"),
        ("兹推荐蒋海峰同志参加评选。", "兹推荐[NAME]同志参加评选。"),
        ("这是来自冯志强的邮件。", "这是来自[NAME]的邮件。"),
        ("请把韩雪梅加入群聊名单。", "请把[NAME]加入群聊名单。"),
        ("代唐文斌发送会议纪要。", "代[NAME]发送会议纪要。"),
        ("会上罗建国表示支持。", "会上[NAME]表示支持。"),
        ("邓丽华退休仪式在周五。", "[NAME]退休仪式在周五。"),
        ("记住许文静是用户的律师。", "记住[NAME]是用户的律师。"),
        ("恭喜谭晓东跑完半马！", "恭喜[NAME]跑完半马！"),
        ("收件人: 郑丽娟 <a@b.com>", "收件人: [NAME] <[EMAIL]>"),
        ("姓名=林晓峰 来源=表格", "姓名=[NAME] 来源=表格"),
        (
            "Remember that Maureen K. Dobbs is the user's dentist.",
            "Remember that [NAME] is the user's dentist.",
        ),
        ("Please book it under the name Gareth Marsh.", "Please book it under the name [NAME]."),
        (
            "Nanny recommendation: Bethany North, very patient with kids.",
            "Nanny recommendation: [NAME], very patient with kids.",
        ),
        (
            "At the standup, Trevor Lane said the release is ready.",
            "At the standup, [NAME] said the release is ready.",
        ),
        (
            "Found a wallet belonging to Colin R. Fairweather at the gym.",
            "Found a wallet belonging to [NAME] at the gym.",
        ),
        ("Gordon West 的 birthday 是下周。", "[NAME] 的 birthday 是下周。"),
        ("发件人：黄秀英 <x@y.org>", "发件人：[NAME] <[EMAIL]>"),
        ("值班记录人：黄金凤", "值班记录人：[NAME]"),
        ("报销单 submitter 高明，amount 12.50", "报销单 submitter [NAME]，amount 12.50"),
        ("每周和 Jianguo Wu（director）对一下进度", "每周和 [NAME]（director）对一下进度"),
        ("Congrats 周海燕 拿到了 offer！", "Congrats [NAME] 拿到了 offer！"),
        ("请转告罗志刚另外带上合同。", "请转告[NAME]另外带上合同。"),
        (
            "Medical referral: refer Dennis Phillips to cardiology.",
            "Medical referral: refer [NAME] to cardiology.",
        ),
    ],
)
def test_names_in_a_persons_slot(text: str, expected: str) -> None:
    assert redacted(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "我女儿高兴得跳起来。",
        "妈妈常做红烧肉。",
        "员工宿舍下周维修。",
        "老师安排了期末考试。",
        "服务员上菜很快。",
        "客服电话是人工服务。",
        "同事们都在加班。",
        "朋友圈里都在转发。",
        "司机师傅人很好。",
        "会上大家同意了预算。",
        "请把文件加到共享盘里。",
        "来自北京的邮件已收到。",
        "恭喜发财，万事如意！",
        "代码已发送到仓库。",
        "黄金价格今天上涨。",
        "周大福的金价又涨了。",
        "张小泉的菜刀很好用。",
        "李宁牌运动鞋打折。",
        "用户对服务满意，好评率高。",
        "最喜欢乌龙茶和铁观音。",
        "Newsletter from Ralph Lauren: new autumn range.",
        "The Rose Gold model sold out; Sage Green is back in stock.",
        "Marks & Spencer and Procter & Gamble reported results.",
        "Ben & Jerry's opened a new shop.",
        "Results from Goldman Sachs beat forecasts.",
        "Walk down Penny Lane to the station.",
        "Hugo Boss released a new fragrance.",
        "今天的满意度调查已经结束。",
        "the file name 文件名。",
        "负责人：待定",
        "Results from Paul Smith Ltd were flat.",
    ],
)
def test_orgs_brands_colours_and_words_pass(text: str) -> None:
    assert redacted(text) == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My wife Rose Gold called.", "My wife [NAME] called."),
        ("Mr Morgan Stanley called about the loan.", "Mr [NAME] called about the loan."),
    ],
)
def test_a_person_cue_keeps_an_org_shaped_name(text: str, expected: str) -> None:
    assert redacted(text) == expected
