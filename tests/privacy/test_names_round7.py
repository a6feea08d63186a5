"""Person names and handles, round 7: a Chinese name between a preposition-like word and a
verb (和X喝了咖啡, 把X加到, 请X喝茶, 向X借书; a doubled name like 杨杨 too), a name right after a
role word whose last character begins an ordinary word with the name's surname (班主任|何冬梅:
not 任何), and a handle after a platform's account noun in either language followed by
是/为/叫/：(Skype name是X, WhatsApp名字是X, Discord用户名：X). Ordinary sentences with words
that begin with a surname character must stay."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


def redacted(text: str) -> str:
    return default_gate().redact(text).text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a companion or preposition before, any verb after
        ("上个周末跟刘刚聊了一下午", "刘刚"),
        ("昨天同叶晨吃了顿火锅", "叶晨"),
        ("请靳俊喝茶，顺便谈谈房子", "靳俊"),
        ("替张瑞交了这个月的房租", "张瑞"),
        ("向叶雪梅借了两本书", "叶雪梅"),
        ("下午和刘柳逛街去了", "刘柳"),
        ("被萧磊说了一顿", "萧磊"),
        ("记得把陈志强加进家长群", "陈志强"),
        ("陪赵林散步到九点", "赵林"),
        ("周六约庞莹爬山", "庞莹"),
        ("我和杨杨看电影去了", "杨杨"),
        ("给方金凤寄了一箱橙子", "方金凤"),
        ("和王秀芳一起包了饺子", "王秀芳"),
        # code-switched
        ("周末跟徐桂香去了Costco", "徐桂香"),
        ("明天和张桂花play tennis", "张桂花"),
        ("记得把萧磊加到group chat里", "萧磊"),
        ("Tonight 同叶雪梅 吃 dinner", "叶雪梅"),
        # after 约了/找了, after a time word opening the clause, in a person's home
        ("周五晚上约了姚健吃烤肉", "姚健"),
        ("刚才郭岩打电话找你", "郭岩"),
        ("昨晚罗秀英来过一趟", "罗秀英"),
        ("在杨莹家吃的晚饭", "杨莹"),
        ("周日去王秀英家拜年", "王秀英"),
        ("陪朱红梅去医院复查", "朱红梅"),
        ("让朱红霞把钥匙留在门口", "朱红霞"),
        ("听何博说那家店关门了", "何博"),
        ("我表姐马婷婷下个月结婚", "马婷婷"),
        ("二姨刘桂兰昨天住院了", "刘桂兰"),
        # a verb and 了, a verb of giving, an English verb, a name opening a clause
        ("我答应了马婷婷周末去看展", "马婷婷"),
        ("我想送李超一本书", "李超"),
        ("Tell 邹淑芬我晚点到", "邹淑芬"),
        ("pls ask 吴晶 一起来", "吴晶"),
        ("王建最近在学钢琴", "王建"),
        ("廖峰下个月要生宝宝了", "廖峰"),
        ("提醒：陈斌的wedding在下个月", "陈斌"),
        ("我们全家和张桂芳一家去露营", "张桂芳"),
        # an English name that reads like a colour, after a Chinese preposition
        ("帮我给Sandy Brown发个email", "Sandy Brown"),
        # a role word whose last character begins a word with the surname
        ("女儿的班主任何冬梅说要开家长会", "何冬梅"),
        ("我们主任何丽明天出差", "何丽"),
        ("儿子的班主任何想想约个时间见面", "何想"),
        ("小区的保安全明拦住了我", "全明"),
        ("数学老师于红布置了作业", "于红"),
    ],
)
def test_names_in_a_verb_slot_are_redacted(text: str, name: str) -> None:
    out = redacted(text)
    assert name not in out
    assert "[NAME]" in out


@pytest.mark.parametrize(
    "text",
    [
        "把车开走吧",
        "把钱存起来",
        "我和王国的故事",
        "给方便面加水",
        "把黄金卖了",
        "不要对任何人说",
        "跟林业局说一声",
        "把程序跑起来",
        "向江苏发货",
        "把金额改了",
        "对安全负责",
        "把朱红色涂上",
        "把张开的手收回",
        "和明天比起来",
        "对方说可以",
        "和国家有关",
        "给宁波发货",
        "把温度调高",
        "对高铁站进行改造",
        "把马上要做的事写下来",
        "跟常常来的客人打招呼",
        "和平时一样",
        "和周围的人聊天",
        "把明明写好的删了",
        "和高考有关",
        "向全国推广",
        "和全家人吃饭",
        "班主任说明天开家长会",
        "主任何时回来？",
        "医生常常加班",
        "老师于是布置了作业",
        "保安全部到岗了",
        "周末来丽都玩一趟",
        "去张家口出差",
        "在杨家坪下车",
        "回老家过年",
        "在高家庄吃饭",
        "今天和朋友一起吃饭",
        "通勤坐地铁5号线，单程约2小时。",
        "戴森吹风机到货了 还挺好看",
        "华泰通安网络有限公司发布第三季度财报",
        "桂林旅行笔记：第一天",
        "房源编号：A123",
        "门开着呢",
        "今天花开得很好",
        "和唐山比起来，这里便宜多了",
        "今天许昌下雪了",
        "伊春最近一直下雨",
        "跟唐山的朋友吃饭",
        "周末去宣城玩了两天",
        "刚才高兴得跳起来",
    ],
)
def test_ordinary_sentences_stay(text: str) -> None:
    assert redacted(text) == text


@pytest.mark.parametrize(
    ("text", "handle"),
    [
        ("爷爷的Skype name是ahyde", "ahyde"),
        ("奶奶的WhatsApp名字是granny_li", "granny_li"),
        ("他的Discord用户名：kevin_88", "kevin_88"),
        ("妈妈的Line ID是mama_chen", "mama_chen"),
        ("爸爸的Signal用户名为 dad1965", "dad1965"),
        ("表哥的Instagram账号是jeffreygreen", "jeffreygreen"),
        ("Her Telegram handle是 stephaniemorrow", "stephaniemorrow"),
        ("舅舅的facebook name为bellrobert", "bellrobert"),
        ("小姨的LinkedIn ID：ybarnes", "ybarnes"),
        ("Grandpa's SKYPE NAME is moralesteresa", "moralesteresa"),
        ("姐姐的Zoom账号叫 tao4158", "tao4158"),
        ("他的steam名字「darkknight77」", "darkknight77"),
        ("我的Switch好友名叫ashley31", "ashley31"),
        ("孩子的游戏ID是 xiaoming_07", "xiaoming_07"),
        ("图书馆的登录名为'lchen88'", "lchen88"),
        ("Emma plays Fortnite as hillann", "hillann"),
        ("Find my sister on TikTok as amybell", "amybell"),
        ("Add me on Snapchat, I'm khall", "khall"),
        ("他在Reddit上叫jlee", "jlee"),
        ("她在抖音上的名字是tiantian_88", "tiantian_88"),
    ],
)
def test_handles_after_a_platform_account_noun(text: str, handle: str) -> None:
    assert handle not in redacted(text)


@pytest.mark.parametrize(
    "text",
    [
        "Skype name是必填项",
        "WhatsApp名字是什么意思？",
        "Line ID是区分大小写的",
        "the Discord username is required",
        "Telegram ID为空时不发送",
        "游戏名是什么不重要",
        "登录名是必填项",
        "会员名称为必填",
        "I play Minecraft as a hobby",
        "She is on Facebook as well",
        "My son plays Roblox as a builder",
        "Add me on Snapchat, I am busy",
        "add numpy as np",
        "add me on GitHub as collaborator",
        "他在微博上叫什么",
    ],
)
def test_platform_labels_without_a_handle_stay(text: str) -> None:
    assert redacted(text) == text
