"""Person names, round 3: names in formal records and Faker-style frames — capitals on
passports and tickets, surname-first form fields, romanized names in Chinese text, Chinese
names after form roles (承租人, 受检者, 乙方, 尊敬的…客户), bilingual role labels, and names
with no label in everyday frames (X您好, 恭喜X升职, 我去机场接X, 财务部的X); and the
common words, labels and brands that must stay."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


def redacted(text: str) -> str:
    return default_gate().redact(text).text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # names in capitals after a cue that names a person
        (
            "Ticket: PASSENGER MARTHA COLLINS / gate 22",
            "Ticket: PASSENGER [NAME] / gate 22",
        ),
        ("Full name as on passport GORDON FLETCHER", "Full name as on passport [NAME]"),
        ("姓名 Name: ZHOU XIAOMING\n部门 Dept: Sales", "姓名 Name: [NAME]\n部门 Dept: Sales"),
        ("收件人: SUN Meiling", "收件人: [NAME]"),
        ("Contact 联系人: Mr TANG WEI", "Contact 联系人: Mr [NAME]"),
        ("I have supervised ZHAO LEI for three years", "I have supervised [NAME] for three years"),
        # surname first after a name field
        ("Name (Last, First): Porter, Helen", "Name (Last, First): [NAME]"),
        ("Patient: DIXON, Harold\nWard: 4B", "Patient: [NAME]\nWard: 4B"),
        # a surname that is also a word, after a cue that only a person follows
        ("Dear Martin Hall, thank you for your order.", "Dear [NAME], thank you for your order."),
        ("I'm writing on behalf of Angela North.", "I'm writing on behalf of [NAME]."),
        ("Patient 患者：Beverley Stone", "Patient 患者：[NAME]"),
        # romanized names in Chinese text
        ("Wei Zhang是我大学同学。", "[NAME]是我大学同学。"),
        ("会议记录人：Li Na", "会议记录人：[NAME]"),
        # Chinese names after form roles and bilingual labels
        ("租赁合同：承租人欧阳敏同意按月付款。", "租赁合同：承租人[NAME]同意按月付款。"),
        ("体检报告 受检者 许文 性别 女", "体检报告 受检者 [NAME] 性别 女"),
        (
            "劳动合同：甲方某某科技有限公司，乙方刘志明。",
            "劳动合同：甲方某某科技有限公司，乙方[NAME]。",
        ),
        (
            "银行通知：尊敬的黄丽华客户，您的账户已激活。",
            "银行通知：尊敬的[NAME]客户，您的账户已激活。",
        ),
        ("开票信息：发票抬头：个人 邹鹏", "开票信息：发票抬头：个人 [NAME]"),
        ("出院记录：田秀梅，于2023年3月2日入院。", "出院记录：[NAME]，于2023年3月2日入院。"),
        ("转诊：转蒋红至呼吸科。", "转诊：转[NAME]至呼吸科。"),
        ("推荐信：我作为韩冰的导师，", "推荐信：我作为[NAME]的导师，"),
        ("与孔建军沟通了退款一事。", "与[NAME]沟通了退款一事。"),
        ("律师函：委托人 our client 苏晓燕", "律师函：委托人 our client [NAME]"),
        ("合同 Contract: 乙方 Employee 上官云", "合同 Contract: 乙方 Employee [NAME]"),
        (
            "紧急联系人 Emergency contact: 秦想（配偶）",
            "紧急联系人 Emergency contact: [NAME]（配偶）",
        ),
        ("Dear 贺明，感谢你的 review。", "Dear [NAME]，感谢你的 review。"),
        # Chinese names in everyday frames
        ("沈丽您好，您的快递已送达。", "[NAME]您好，您的快递已送达。"),
        ("恭喜何伟升职！", "恭喜[NAME]升职！"),
        ("代郑秀英办理入职手续。", "代[NAME]办理入职手续。"),
        ("周六我去车站接谭磊。", "周六我去车站接[NAME]。"),
        ("请把合同交给法务部的崔静。", "请把合同交给法务部的[NAME]。"),
        ("你开会的时候钱涛来过电话。", "你开会的时候[NAME]来过电话。"),
        ("记得曹丽娟喜欢喝绿茶。", "记得[NAME]喜欢喝绿茶。"),
        ("下周的 sprint review 由彭军主持。", "下周的 sprint review 由[NAME]主持。"),
        ("付强是我高中同学。", "[NAME]是我高中同学。"),
        ("蔡敏 — tech lead", "[NAME] — tech lead"),
    ],
)
def test_names_found(text: str, expected: str) -> None:
    assert redacted(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "与申请人关系：父亲",
        "Department: Customer Services",
        "Dear Customer Services,",
        "负责人：Code Review",
        "恭喜高升！",
        "直接关机就行。",
        "代码已经合并。",
        "转账已完成。",
        "我去机场接人。",
        "请把发票转给财务部的同事。",
        "你不在的时候有人来过电话。",
        "甲方武汉长江数据服务有限公司",
        "与客户沟通需求。",
        "我作为团队的一员。",
        "尊敬的客户，您好！",
        "发票抬头：个人",
        "明天的 meeting 由产品组主持。",
        "README — project overview",
        "NEW YORK CITY",
        "PULL REQUEST MERGED",
        "Passenger: ADULT",
        "Google Drive是我最常用的工具。",
        "Hello World，这是第一个程序。",
        "Dear Sales Team,",
        "Name (Surname, Forenames): see attachment",
        "转至心内科。",
    ],
)
def test_benign_untouched(text: str) -> None:
    assert redacted(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "职位：公关经理",
        "招聘会计经理一名",
        "他是部门经理",
        "岗位：技术支持主管",
        "会务/会展经理",
        "Godfrey, Davis and Lewis announced a partnership today.",
        "The deal is with Vincent, Lloyd and Wilson.",
        "We changed trains at King's Cross.",
    ],
)
def test_job_titles_firms_and_places_untouched(text: str) -> None:
    assert redacted(text) == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("谢谢李老师", "谢谢[NAME]老师"),
        ("销售部王经理说可以", "销售部[NAME]经理说可以"),
        ("lunch with Brian Lewis today", "lunch with [NAME] today"),
    ],
)
def test_titled_and_listed_names_still_found(text: str, expected: str) -> None:
    assert redacted(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # no cue at all: a name between a clause edge or a particle and a predicate
        ("我昨天见到了庞建华。", "我昨天见到了[NAME]。"),
        ("韦秀兰的快递到了。", "[NAME]的快递到了。"),
        ("麻烦邵敏回个电话。", "麻烦[NAME]回个电话。"),
        ("龚丽已经把报告交了。", "[NAME]已经把报告交了。"),
        ("严刚，你好！", "[NAME]，你好！"),
    ],
)
def test_framed_names(text: str, expected: str) -> None:
    assert redacted(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "庞大的数据集需要分批处理。",
        "高效的团队需要清晰的目标。",
        "吴语是用户家乡的方言。",
        "1993 年成立的公司，现在有 200 个 employees。",
        "国庆 holiday 放 7 天。",
        "# 连接池大小，建议不超过 CPU 核数的 4 倍",
        "银川到郑州的高铁大约3小时。",
        "萧山，晴。",
        "更新有关情况责任对于电子.",
        "支持由于欢迎来源.",
    ],
)
def test_framed_benign_untouched(text: str) -> None:
    assert redacted(text) == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("客服贺婷为您服务。", "客服[NAME]为您服务。"),
        ("司机孟凡已到达", "司机[NAME]已到达"),
        ("别忘了江涛的婚礼。", "别忘了[NAME]的婚礼。"),
        ("听说谭伟换工作了。", "听说[NAME]换工作了。"),
        ("周五邱建国要出差。", "周五[NAME]要出差。"),
    ],
)
def test_role_and_frame_names(text: str, expected: str) -> None:
    assert redacted(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "他说明天下雨。",
        "周五高速免费。",
        "听说黄金又涨了。",
        "客服中心为您服务。",
        "别忘了明天的会议。",
        "除了高速要收费，其他都免费。",
    ],
)
def test_role_and_frame_benign(text: str) -> None:
    assert redacted(text) == text
