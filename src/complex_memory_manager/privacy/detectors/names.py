"""Person names in English and Chinese: cue phrases ("my name is", "contact", 我叫, 联系人),
titles (Mr/Dr/Prof, 先生/女士/老师/经理) and a compact bundled list of common given names,
surnames and 百家姓. Lists are loaded lazily on first use."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache, lru_cache

from .._lazy import compile_grouped, lazy_re, resolve
from .._types import Category, Finding
from ..normalize import CJK, UPPER, NormalizedText
from ._base import Detector, Gates, Needs, any_in, lits
from .passwords import column_cells, zipf


def _words(text: str) -> list[str]:
    return text.split()


__all__ = ["DETECTORS"]

_UP = "A-ZÀ-ÖØ-Þ"
_LO = "a-zß-öø-ÿāăąćčďđēėęěğīįıķĺľłńňōőœŕřśşšţťūůűųźżž"
_CAP = f"[{_UP}][{_LO}]{{1,20}}(?:['\\-][{_UP}]?[{_LO}]{{1,20}})?"
_PARTICLE = (
    r"(?:\s(?:de|del|de la|da|das|do|dos|van|van der|von|der|bin|ibn|al|el|la|le|di|du|ter))"
)
_FULL = _CAP + r"(?:\s[A-Z](?:\.|(?=\s)))?(?:" + _PARTICLE + r"?\s(?:Mc|Mac|O')?" + _CAP + r"){0,2}"
_TITLE = lazy_re(
    r"(?<![A-Za-z])(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Professor|Sir|Dame|Madam|Mister|Doctor|Rev|"
    r"Capt|Captain|Lord|Lady|Judge|Officer|Nurse|Coach|Uncle|Aunt|Auntie|(?:Misc|Ind)(?=\.))\.?\s"
    r"(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s)?(?P<v>" + _FULL + ")"
)
#: the relation and role nouns of _STRONG_EN, each written out with its own optional tail
#: ("(?:a|b)T?" is "aT?|bT?", tried in the same order): every alternative then opens with a
#: literal, so the cue alternation is grouped by first character (_lazy.compile_grouped) and
#: the search no longer tries ~60 cues one by one at every letter; the dashes test the
#: character before them with a lookbehind after the dash, for the same reason
_STRONG_RELATIONS = _words("""wife husband partner son daughter mother father mom mum dad
    brother sister friend boss manager colleague coworker co-worker neighbou?r landlord doctor
    dentist therapist teammate roommate girlfriend boyfriend fiancée? assistant lawyer accountant
    cousin aunt uncle grandma grandpa kid child""")
_STRONG_ROLES = _words("""user client customer patient colleague coworker manager boss friend
    contact recipient sender author owner assignee reviewer""")
_STRONG_EN = lazy_re(
    r"(?<![A-Za-z'])(?i:my name is|my name's|my full name is|call me|name\s?:|full name\s?:|"
    r"contact person\s?:|contact\s?:|"
    r"signed\s?[:,]?|regards,|sincerely,|cheers,|best wishes,|best,|thanks,|warmly,|yours,|"
    r"attn\s?:|attention\s?:|known as|"
    # round 23: a surname or a first name asked for or given on its own ("my surname is
    # Pemberton", "Caller: last name Pemberton", "under the name Pemberton")
    r"(?:sur|last |family |first |given |fore|maiden )name(?:'s| is| was|\s?[:=]| -)?|"
    r"under the name|in the name of|"
    r"from\s?:|to\s?:|cc\s?:|bcc\s?:|reply-to\s?:|assignee\s?:|owner\s?:|"
    r"—(?<![\w-]—)|–(?<![\w-]–)|--(?<![\w-]--)|named|called|"
    + "|".join(w + r"(?:'s name is|,| is| named)?" for w in _STRONG_RELATIONS)
    + "|"
    + "|".join(w + r"(?:'s name is| name\s?:| is|,)?" for w in _STRONG_ROLES)
    + r")\s{1,3}(?P<v>"
    + _FULL
    + ")"
)
_WEAK_EN = lazy_re(
    r"(?<![A-Za-z'])(?P<cue>(?i:I am|I'm|this is|it's|from|by|with|and|to|ask|tell|met|meet|"
    r"ping|email|call|"
    r"text|thanks|thank you|hi|hello|dear|hey|cc|for|see|via|emailed|messaged|told|asked))"
    r",?\s{1,3}(?P<v>" + _FULL + ")"
)
#: literals every _TITLE match contains (case-sensitive), and (lowercased) every
#: _STRONG_EN cue; texts without any skip those passes (tests/privacy/test_prefilter.py)
_TITLE_GATE_WORDS = (
    r"Mr|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Madam|Mister|Doctor|Rev|Capt|Lord|Lady|Judge|Officer|"
    r"Nurse|Coach|Uncle|Aunt|Misc\.|Ind\."
)
_TITLE_GATE = lazy_re(_TITLE_GATE_WORDS)
_STRONG_GATE_WORDS = (
    r"name|call|contact|signed|regards|sincerely|cheers|best|thanks|warmly|yours|attn|attention|"
    r"known as|"
    r":|—|–|--|wife|husband|partner|son|daughter|mother|father|mom|mum|dad|brother|sister|"
    r"friend|boss|manager|colleague|coworker|co-worker|neighbo|landlord|doctor|dentist|"
    r"therapist|teammate|roommate|fianc|assistant|lawyer|accountant|cousin|aunt|uncle|"
    r"grandma|grandpa|kid|child|user|client|customer|patient|recipient|sender|author|owner|"
    r"assignee|reviewer"
)
_STRONG_GATE = lazy_re(_STRONG_GATE_WORDS)
#: the same two gates answered by the gate's own prefilter scan: a lowercase _TITLE_GATE
#: literal (implied by the case-sensitive one; the regex still decides) and a _STRONG_GATE
#: literal (the very literals that regex searches ``norm.low`` for)
_EN_NAME_GATES = Gates(
    [
        (lits(_TITLE_GATE_WORDS.replace("\\.", ".")),),
        (lits(_STRONG_GATE_WORDS),),
    ]
)
#: role nouns that, bare, are a _STRONG_EN cue only when a listed name follows
#: relation nouns that, capitalized and bare, open a compound noun more often than a name
#: ("Child Benefit", "Father Christmas"): the word after must then be a listed name
_CAP_KIN = frozenset(
    _words("""wife husband partner son daughter mother father mom mum dad brother sister
    friend boss manager colleague neighbour neighbor landlord doctor dentist child kid cousin
    aunt uncle grandma grandpa assistant lawyer accountant""")
)
_BARE_ROLE = frozenset(
    _words("""user client customer patient colleague coworker manager boss friend contact
    recipient sender author owner assignee reviewer""")
)
#: a surname or first-name cue with no separator after it: a form's label may follow
_BARE_NAME_CUE = lazy_re(r"(?i)name(?: of)?$")
#: every English pass ends in a capitalized word right after whitespace
_SPACE_CAP = lazy_re(f"\\s[{_UP}]")
_INITIAL = r"(?:\s[A-Z](?:\.|(?=\s)))?"  # a middle initial, with or without its period
_PAIR = lazy_re(r"(?<![A-Za-z0-9.])(?P<v>" + _CAP + _INITIAL + r"\s(?:Mc|Mac|O')?" + _CAP + ")")

_ZH_SURNAME_CLASS = "[\u4e00-\u9fff]"
_ZH_STRONG = lazy_re(
    r"(?:我叫|我的名字是|我的名字叫|名字是|名字叫|名叫|叫做|本人|姓名\s?:?|联系人\s?:?|收件人\s?:?|"
    r"收货人\s?:?|寄件人\s?:?|负责人\s?:?|签名\s?:?|署名\s?:?|落款\s?:?|户主\s?:?|持卡人\s?:?)"
    r"\s?(?P<v>[\u4e00-\u9fff·]{2,5})"
)
#: relationship and role nouns: what follows is very likely a person
_ZH_REL_WORDS = (
    "同事|朋友|老板|上司|领导|客户|妻子|丈夫|老婆|老公|太太|儿子|女儿|妈妈|爸爸|母亲|父亲|哥哥|"
    "姐姐|弟弟|妹妹|同学|室友|邻居|男朋友|女朋友|对象|用户|患者|病人|员工|经理|主管|医生|律师|老师|"
    "队友|搭档|房东|租客|助理|秘书|上级|下属|组长|教练|学生|联系人|负责人|收件人|发件人|对接人|"
    # round 22: "帮我妈赖秀珍挂个号": a short kinship word right before the name
    "我妈|我爸|老妈|老爸|奶奶|爷爷|外婆|外公|姥姥|姥爷|舅舅|姑姑|婆婆|公公|岳母|岳父"
)
#: (on one line: a chat's speaker "老婆：" is no cue for the message's first word; the name in
#: a lookahead, so that a failed reading does not swallow the next relation word's match)
_ZH_REL = lazy_re(r"(?:" + _ZH_REL_WORDS + r")[ \t]?[:：]?[ \t]?(?=(?P<v>[\u4e00-\u9fff]{2,4}))")
_ANY = lazy_re("")
#: a romanized name ("Xiulan Hu") after a Chinese cue, or before a Chinese title
_ZH_ROMAN = lazy_re(
    r"(?:我叫|名字是|名字叫|名叫|姓名|联系人|收件人|收货人|负责人|转告|告诉|通知|联系|抄送)"
    r"\s?:?\s?(?P<v>[A-Z][a-z]{1,12}(?:-[A-Z][a-z]{1,12})?\s(?:[DO]'|Mc|Mac)?[A-Z][a-z]{1,12}"
    r"(?:-[A-Z][a-z]{1,12})?)(?![A-Za-z])"
    r"|(?<![A-Za-z])(?P<w>[A-Z][a-z]{1,12}\s[A-Z][a-z]{1,12})(?=\s?(?:先生|女士|小姐|是用户的|是我的|说))"
    r"|(?:[\u4e00-\u9fff]{1,4}人\s?[:：]|(?<![A-Za-z\u4e00-\u9fff]))\s?"
    r"(?P<x>[A-Z][a-z]{1,12}\s[A-Z][a-z]{1,12})"
    r"(?=\s?(?:$|[，。；,;\n（(]|是(?:我|你|他|她)|说|今天|明天|昨天|已经?|刚刚?|负责|加入|入职))"
)
#: verbs and particles that take a person; weaker, so the name must look like one
_ZH_TAKE = lazy_re(
    r"(?:发给|交给|转给|告诉|通知|联系|找|请|问|和|跟|与|同|陪|约|见|拜访|感谢|谢谢|提醒|抄送|转告|"
    r"邀请|回复|致电|打给|带上|叫上|麻烦|给|让|由|是|@|(?i:cc|with|to|from|ask|tell|ping|call|meet|met|"
    r"and|thanks|by))\s?(?=(?P<v>[\u4e00-\u9fff]{2,4}))"
)  # the name is a lookahead: "请转告杜超" must not consume 转告 as the name
#: sentence-initial candidates: only person-specific verbs may follow
#: (the text's start or a boundary before, written as one negative lookbehind: a pattern
#: that opens with "^|" gives ``re`` no first-character set, so it was tried at every position)
_ZH_START = lazy_re(r"(?<![^\s，。！？；：,.!?;:、\n“”\"（(\-*•])(?P<v>[\u4e00-\u9fff]{2,4})")
_ZH_PERSON_AFTER = lazy_re(
    r"说|告诉|表示|提到|认为|觉得|答应|同意|建议|提醒|要求|发来|打来|来电|回复|确认|通知|问|"
    r"一起|他们|她们|的电话|的手机|的邮箱|的微信|的生日|的地址|的意见|的建议|的消息|的号码|"
    r"同学|同事|先生|女士|小姐|老师|医生|经理|总监|教授|博士|律师|师傅|阿姨|叔叔|"
    r"是(?:用户|我|他|她|我们|你)的"
)
_ZH_TAKE_AFTER = lazy_re(
    r"$|[\s，。！？；：,.!?;:、\n“”\"（()）\]\[<>]|[A-Za-z0-9]|"
    r"说|告诉|表示|提到|认为|觉得|答应|同意|建议|提醒|要求|发来|打来|来电|回复|确认|通知|问|"
    r"一起|他们|她们|的|同学|同事|先生|女士|小姐|老师|医生|经理|总监|教授|博士|律师|师傅|"
    r"今天|明天|昨天|后天|下周|上周|本周|周[一二三四五六日末]|下午|上午|晚上|早上|"
    r"吃|开|讨论|聊|商量|见面|打电话|发|看|去|来|确认|报告|汇报|签|审|批|帮|帮忙|吧|了|吗|呢|啊|也|都|会|要|想"
)
_ZH_TITLED = lazy_re(
    r"(?P<v>[\u4e00-\u9fff]{1,3}?)(?=先生|女士|小姐|老师|经理|总监|主任|医生|大夫|教授|博士|律师|"
    r"师傅|阿姨|叔叔|局长|处长|科长|部长|院长|校长|主管|总经理|董事长|同学)"
)
#: the first two characters of every _ZH_TITLED title: a text without one skips that pass
_ZH_TITLE_WORDS = tuple(
    _words("先生 女士 小姐 老师 经理 总监 主任 医生 大夫 教授 博士 律师 师傅 阿姨 叔叔 局长 处长 "
           "科长 部长 院长 校长 主管 总经 董事 同学")
)
_ZH_PARTICLES = frozenset("和跟与同给让由是找请问约见陪把被向对")
#: the literals NameDetector's Chinese passes need, answered by the gate's own prefilter
#: scan: a _ZH_STRONG cue, a _ZH_REL noun, a title word (_ZH_TITLED), a _ZH_TAKE verb
_ZH_NAME_GATES = Gates(
    [
        (
            lits(
                "我叫|我的名字是|我的名字叫|名字是|名字叫|名叫|叫做|本人|姓名|联系人|收件人|收货人|"
                "寄件人|负责人|签名|署名|落款|户主|持卡人"
            ),
        ),
        (lits(_ZH_REL_WORDS),),
        (_ZH_TITLE_WORDS,),
        (
            lits(
                "发给|交给|转给|告诉|通知|联系|找|请|问|和|跟|与|同|陪|约|见|拜访|感谢|谢谢|提醒|抄送|"
                "转告|邀请|回复|致电|打给|带上|叫上|麻烦|给|让|由|是|@|cc|with|to|from|ask|tell|ping|"
                "call|meet|met|and|thanks|by"
            ),
        ),
    ]
)
_ZH_STOP_AFTER = set("的了是在和与跟说会要想也都就给让把被今明每住去来很爱打发已正刚还不没有对")
_ZH_STOP_SECOND = set("的了是在和与跟说会要也都就给让把被很已还不没有对")
_ZH_COMMON = frozenset(
    _words("""周末 周一 周二 周三 周四 周五 周六 周日 楼主 楼上 楼下 层主 版主 群主
    周年 高兴 常常 马上 方便 时间 时候 文件 明天 明年 于是
    关于 平时 平常 安全 金额 黄色 白色 白天 和平 全部 全面 公司 公开 江湖 国家 国内 云端 余额 包括
    包含 向量 成功 成为 程序 石头 钱包 万一 毛病 华为 海外 原来 原因 都是 都在 那个 那些 那么 这个
    用户 我们 他们 她们 你们 大家 自己 项目 任务 时间 上午 下午 晚上 早上 中午 高级 高速 高度 方法
    方面 方式 方向 林业 东西 田地 温度 温柔 牛奶 安排 易用 齐全 乐意 乐观 宁愿 应该 应用 车辆 车站
    简单 简直 管理 于是 史上 宋体 明白 明确 龙头 段落 雷达 毛巾 孔子 汤圆 常见 常用 康复 文本 文档
    文章 文化 计划 计算 谈话 强调 强大 平台 国际 元素 相关 相同 初始 门口 容易 来自 都市 普通 伏特
    信息 展示 智能 富有 衡量 司机 卓越 古代 吉他 简介 项目 连续 连接 房间 房子 解决 解释 时代 时区
    邮件 电话 手机 微信 早饭 晚饭 午饭 健身 跑步 会议 开会 上班 下班 睡觉 起床 凌晨 清晨 傍晚 深夜
    午夜 半夜 夜里 中午 正午 北京 上海 天津 重庆 香港
    澳门 台湾 河北 山西 辽宁 吉林 江苏 浙江 安徽 福建
    江西 山东 河南 湖北 湖南 广东 海南 四川 贵州 云南
    陕西 甘肃 青海 广西 宁夏 新疆 西藏 广州 深圳 杭州
    南京 苏州 成都 武汉 西安 长沙 青岛 厦门 大连 宁波
    沈阳 郑州 济南 合肥 福州 昆明 南宁 贵阳 兰州 太原
    公制 公司 王国 高兴 黄金 马上 方便 周末 张贴 李子 常用 文件 白天 明天 金额 安全 江南 石头 林业
    于是 向日 温度 钱包 孙子 朱红 郑重 可以 可能 可是 都可 都会 都要 都能 都有 和平 和谐 华丽 华美
    宁可 宁静 安静 安心 安康 文明 文静 文字 文华 高明 高超 高峰 高远 高中 高科 金融 金华 金星 金子
    江山 江河 江海 林子 林立 石英 石林 向来 向上 向前 向东 向南 向西 向北 齐心 齐全 田园 田野 常年
    常春 常青 明星 明月 明亮 明珠 东方明珠 方正 方才 方向 程序 成立 成长 成功
    成就 成都 成果 时光 时尚
    时代 时刻 时间 平安 平静 平常 平凡 全新 全民 原来 原子 白云 白雪 白天 黄山 黄河 马路 马克 龙凤
    春天 夏天 秋天 冬天 雷雨 雷电 雪花 云朵 云彩 华山 黎明 童年 丰富 丰收 盛开 盛夏 凌晨 凌云 柳树
    梅花 杨柳 关于 关心 关注 包子 花生 花园 宋代 唐代 秦岭 夏日 夏季 晋升 景色 景点 钟表 钟声 易经
    申请 甘甜 甘心 应该 应用 康复 安排 车站 路由 路线 路上 游戏 游泳 牛奶 熊猫 邱园 解决 解释 管理
    长城 长江 长安 长春 长沙 长久 长远 连续 连接 任务 任何 余额 余下 许多 许可 严格 严重 毕业 单元
    单车 季度 谷物 谷歌 盛开 曲线 冉冉 骆驼 蓝牙 蓝天 蓝色 辛苦 柴米 蒙古 鲍鱼 喻体 房贷 滕王 屈服
    饶了 艾草 尤其 阳台 阳光 时尚 穆斯 农夫 皇甫 华为 华夏 文艺 武夷 莫高 温哥 殷墟 鲁菜
    祝福 符合 柯南 苗族 涂鸦 耿直 焦虑 左边 舒适 梅雨 童话 凌乱 成本 容器 门票 初次 都江 冯氏
    长春 南昌 无锡 东莞 佛山 珠海 温州 拉萨 日本 韩国
    美国 英国 法国 德国 欧洲 东京 伦敦 巴黎 纽约 全家 谢谢 嘴巴 尾巴
    关系 高升 高中 单位 来源 部门 公关 商务 储备 车间 麻醉 安防 支持 会计 审计 设计 维修
    国庆 哈尔滨 满江红 银川 宁德 对于 由于 至于 等于 属于 位于 基于 用于 在于
    跟单 收银 拓展 资金 司仪 管道 发展 开展 进展 会展 福利 通路 保安 供应 技术 营销
    下巴 盐巴 泥巴 花子 叫花 班长 班主任 师兄 师姐 师弟 师妹 师父 值班 加班 上班 下班 跟班 领班
    原告 被告 阿姨 楼长 保洁 房源 房东 房客 房租 房价 房贷 房产 房型 房号 房卡 房主 房屋""")
)
_EN_STOP = frozenset(
    _words("""The This That These Those There Then When Where What Which Who Why How Monday Tuesday
    Wednesday Thursday Friday Saturday Sunday January February March April May June July August
    September October November December User Users Memory Note Notes Task Tasks Project Team
    Street Road Avenue Lane Drive Court City County State Park Lake River Mount North South East
    West New Old Great Little Saint St Ste San Santa Los Las Fort Port Google Apple Microsoft Amazon
    Python Java Linux Windows Docker Git GitHub Slack Zoom Teams Office Cloud Studio Code Visual
    Chrome Firefox Early Late Morning Evening Night Day Week Year Hello Thanks Dear Best Regards
    Error Warning Info Debug True False None Null Yes No Okay Please Update Release Version
    Privacy Gate Store Config Data Server Client Service Account Bank Card Phone Email Address
    English Chinese Spanish French German Japanese Korean British American Canadian Indian
    London Paris Berlin Tokyo Boston Chicago Seattle Denver Austin Dallas Houston Phoenix Atlanta
    Miami Portland Vancouver Toronto Sydney Melbourne Dublin Edinburgh Manchester Beijing Shanghai
    Christmas Easter Halloween Thanksgiving Inc Ltd LLC Corp Company University College School
    Hospital Center Centre Street Station Airport Museum Library Hotel Restaurant Cafe Coffee
    Tea Chat Bot Agent Skill Skills Assistant Model Claude Gemini Llama Mistral Just Also And
    But Or If So Not My Your His Her Our Their Its We You He She They It I Mr Mrs Ms Dr Prof
    Offboarding Onboarding Preboarding Candidate Employee Worker Payslip Payroll""")
)
_AMBIGUOUS_GIVEN = frozenset(
    _words("""Mark Bill Grace Faith Joy Summer Autumn Rose
    Amber Crystal Dawn Angel Chase Grant Hunter
    Parker Taylor Lance Miles Jade Ruby Holly Misty Destiny Drew Dale Glenn Jack Carter Austin
    Jordan Logan Mason Morgan Dakota Sierra Savannah Mercedes Georgia Victoria Virginia Paris
    April Brook Brooke Clay Cole Dean Lee Ray Rich Sky Spencer Stone Ward Wayne Young Will Max
    Frank Gene Guy Harry Pat Penny Sandy Terry Shelby Carmen Jean Hope Iris Ivy Jasmine Lily Luke
    Dylan Casey Kelly Sean Robin Scott Reid Neil Earl Don Jay Tom Tony Kim Lynn Leslie""")
)
#: capitalized words that are not names (titles, products, places, adjectives): a pair
#: of capitalized words is a name only when one part is a known name and no part is here
_EN_COMMON = frozenset(
    _words("""Central Golden Gate Grand Canyon Rocky Star Wars Black Friday Green Tea Maple Syrup
    Raspberry Border Collie Pull Request Spotify Premium Hong Kong Great Royal National Federal
    International United General Public Free Open Source Machine Learning Deep Web Mobile Desktop
    Home Pro Max Plus Mini Air Ultra Standard Basic Advanced Express Prime Smart Super Silver Red
    Blue Black White Grey Gray Brown Orange Purple Pink Yellow Gold Dark Light Bright Union
    Liberty Victory Harbor Harbour Bay Beach Island Valley Mountain Mountains Hills Forest Bridge
    Tower Square Hall Castle Palace Garden Gardens Market Mall Plaza Club Bar Pub Grill Kitchen
    Pizza Burger Sushi Ramen Taco Bakery Wine Beer Whiskey Vodka Ale Lager Bank Capital Health
    Care Energy Power Water Fire Earth Wind Storm Snow Rain Sun Moon Sky Ocean Sea World Global
    Digital Media News Times Post Journal Review Daily Weekly Monthly Annual Quarterly Report
    Summary Meeting Standup Retro Demo Sprint Review Planning Budget Roadmap Launch Release
    Beta Alpha Preview Stable Nightly Legacy Classic Modern Vintage Premier League Cup Champions
    Real Madrid United Athletic Rangers Celtic Giants Lakers Warriors Bulls Yankees Dodgers Red
    Sox Jets Kings Queens Knights Saints Angels Devils Rovers Wanderers City Town Village County
    Coast Bay Valley Springs Falls Heights Point Ridge Creek Lakes Woods Field Fields Airport
    Terminal Gate Platform Line Route Highway Interstate Metro Subway Bus Train Tram Ferry Flight
    Airlines Airways Rail Express Delivery Shipping Logistics Systems Solutions Technologies
    Labs Lab Works Group Holdings Partners Traders Trading Ventures Foundation Institute Academy
    Society
    Association Council Committee Board Department Ministry Agency Bureau Office Services Support
    Help Desk Center Team Staff Admin Manager Director Engineer Developer Designer Analyst Lead
    Senior Junior Principal Chief Head Vice President Officer Intern Guest Visitor Customer Client
    Vendor Supplier Partner Sponsor Community Forum Wiki Docs Drive Sheets Slides Forms Calendar
    Maps Photos Music Video Videos Movies Books Games Store Shop Market Pay Wallet Card Cards
    Notes Reminders Mail Messages Contacts Settings Preferences Profile Account Dashboard Console
    Terminal Shell Editor Browser Player Viewer Reader Writer Builder Runner Tester Monitor
    Tracker Manager Planner Scheduler Assistant Helper Toolkit Kit Engine Framework Library SDK
    API CLI Server Cloud Compute Storage Database Cache Queue Stream Pipeline Workflow Function
    Functions Lambda Container Cluster Node Edge Network Security Identity Access Gateway Proxy
    Load Balancer Monitor Insights Analytics Studio Code Visual Word Excel PowerPoint Outlook
    Teams Docs Notion Jira Confluence Trello Asana Figma Sketch Canva Zoom Meet Slack Discord
    Signal Telegram WhatsApp Instagram Facebook Twitter LinkedIn Reddit YouTube TikTok Netflix
    Hulu Disney Prime Video Apple Watch Phone Pad Book Pro Galaxy Pixel Surface Kindle Echo
    Alexa Siri Cortana Copilot Gemini Bard Claude Llama Mistral Falcon Phoenix Titan Atlas
    Orion Apollo Artemis Mercury Venus Mars Jupiter Saturn Neptune Pluto Andromeda Milky Way
    Mother Father Day Valentine Valentines New Year Eve Christmas Easter Independence Labor
    Memorial Veterans Halloween Thanksgiving Spring Summer Autumn Fall Winter Break Holiday
    Vacation Trip Tour Festival Fair Expo Conference Summit Workshop Webinar Course Class Lesson
    Lecture Seminar Exam Test Quiz Homework Project Assignment Thesis Paper Article Chapter
    Section Part Volume Issue Edition Series Season Episode Pilot Finale Trailer Soundtrack
    Album Single Track Song Band Orchestra Choir Quartet Trio Duo Solo Live Tour Concert Show
    Theatre Theater Cinema Gallery Museum Zoo Aquarium Stadium Arena Park Lake River Ocean""")
)
_TRIM = frozenset(
    _words("""The This That Then When Where What Which Who Why How Monday Tuesday Wednesday Thursday
    Friday Saturday Sunday January February March April June July August September October
    November December And But Or If So Not My Your His Her Our Their Its We You He She They It
    Please Thanks Hello Dear Street Road Avenue Lane Drive Inc Ltd LLC Corp""")
)


@cache
def _load(name: str) -> frozenset[str]:
    from importlib import resources  # lazy: pulls in pathlib, tempfile, shutil

    data = resources.files("complex_memory_manager.privacy").joinpath("data").joinpath(name)
    words: set[str] = set()
    for line in data.read_text(encoding="utf-8").splitlines():
        if not line.startswith("#"):
            words.update(line.split())
    if name in ("given_names.txt", "surnames.txt"):  # "He", "Do", "Ma" read as words
        words = {w for w in words if len(w) > 2}
    return frozenset(words)


#: census given names that are more often a place, a brand, a deity or a thing
_NOT_GIVEN = frozenset(
    _words("""Trinidad Valencia Verona Burma Raleigh Marx Tequila Cinderella Sparkle Latina
    Santana Pandora Olympia Monet Krishna Athena Bethel Cherish Garnet Magnolia Emerald
    Blossom Aura Windy Stormy Starr Opal Fern Willow Luna Lore Mao Ima Oda Ora Vida Viva Una
    Paz Luz Dung Thi Thu Hue Hoa Yer Isa Nu Sha Ara Dia Rea Mee Kam Suk Hae Hee Hye Wai Tam
    Lai Lien Chu Ching Chong Chung Bong Yee Yan Yun Yong Xiao Wei Wen Ming Shu Shan Pei Mei
    Mai Hai Tai Lan Lu Yi Nan Mana Mora Marin Mira Nada Rana Sana Sari Mari Kali Tia Ria
    Gia Pia Mika Kimi Kami Chia Ami Arden Sheridan Clifton Lowell Stanton Walton Benton
    Milford Sanford Sherwood Garland Cortez Reyes Santo Dell Cornell Monte Forrest Emerson
    Edison Booker Truman Woodrow Lyndon Wiley Trenton Colby Kirby Dexter Percy Genie Angelic
    Novella Tijuana Marquis Lamar Zelda Luigi Mario Cleopatra Mercedes Porsche Lexus Elmo
    Kermit Garfield Barbie Buffy Pixie Dixie Jc Wm""")
)


@cache
def _given() -> frozenset[str]:
    """The hand-compiled given names, and the census's given names that are rare as English
    words (a lone "Tobias" or "Marguerite" is a person; "Will", "Summer", "Rusty" may be
    words, and "Valencia", "Pandora" more often a place or a brand)."""
    census = _load("census_given.txt")
    words = _lower_set("name_words.txt")
    wide = {
        w for w in census
        if len(w) > 2 and zipf(w) < 3.7 and w.lower() not in words and w not in _EN_COMMON
        and w not in _EN_STOP and w not in _NOT_GIVEN
    }
    return _load("given_names.txt") | frozenset(wide)


def _surnames() -> frozenset[str]:
    return _load("surnames.txt")


#: a firm named after its partners: "Godfrey, Davis and Lewis", "Vincent, Lloyd and Wilson"
_FIRM = lazy_re(
    r"(?<![A-Za-z])(?P<a>[A-Z][a-z]{1,20}), (?P<b>[A-Z][a-z]{1,20}),? and (?P<c>[A-Z][a-z]{1,20})"
    r"(?![A-Za-z])"
)


def _not_a_person(text: str, s: int, words: list[str], loose: bool) -> bool:
    """A capitalized run that a cue made look like a name but that names a place or a firm:
    "from Austin", "Godfrey, Davis and Lewis", "King's Cross"."""
    if len(words) == 1 and words[0] in _CITY_GIVEN and (
        loose or _PLACE_BEFORE.search(text, max(0, s - 30), s) is not None
    ):
        return True  # "from Austin", "Weather for Austin"
    if len(words) > 1 and (words[-1] in _GEO_TAIL or words[0] in _GEO_HEAD):
        return True  # "Pitcairn Islands", "Cape Verde": a place's name
    if len(words) <= 2 and " and " in text:
        # "Godfrey, Davis and Lewis"; "See Nguyen, Moreno and Edwards" (a sentence opener
        # before the firm's first name)
        i = s
        for w in words:
            if _in_firm(text, i, i + len(w)):
                return True
            i += len(w) + 1
    return any(w.endswith(("'s", "\u2019s")) for w in words[:-1])


#: the last word of a place's name, the first word of one
_GEO_TAIL = frozenset(
    _words("""Islands Island Isles Republic Kingdom Emirates States Coast Bay Valley Heights
    Hills Mountains Peninsula Strait Gulf Sea Ocean Falls Springs Province County""")
)
_GEO_HEAD = frozenset(_words("Cape Lake Mount Mt Port Fort Isle Gulf"))


def _in_firm(text: str, s: int, e: int) -> bool:
    """``s:e`` is one of three listed surnames in a partners' firm name."""
    if " and " not in text:
        return False
    surn = _pair_lists()[1]
    for m in resolve(_FIRM).finditer(text, max(0, s - 48), min(len(text), e + 48)):
        if m.start() <= s and e <= m.end():
            return all(m.group(g).lower() in surn for g in "abc")
    return False


def _zh_surnames() -> frozenset[str]:
    return _load("zh_surnames.txt")


def _trim_en(value: str) -> str:
    """Drop trailing stop words from a captured capitalized run."""
    words = value.split(" ")
    while len(words) > 1 and words[-1] in _TRIM:
        words.pop()
    return " ".join(words)


#: a generational or professional suffix written after a name ("Richard Webb DVM", "Jr.")
_NAME_SUFFIX = lazy_re(
    r",?\s(?:Jr\.?|Sr\.?|II|III|IV|Ph\.?D\.?|M\.?D\.?|DDS|DVM|DMD|Esq\.?|CPA|RN|MBA|"
    r"PharmD|OBE|MBE|CBE|QC|KC)(?![A-Za-z])"
)


def _suffix_end(text: str, end: int) -> int:
    """``end`` moved past a name suffix right after it."""
    if end < len(text) - 2 and text[end] in " ,":
        m = resolve(_NAME_SUFFIX).match(text, end)
        if m is not None:
            return m.end()
    return end


def _zh_name_len(value: str) -> int:
    """Length of the Chinese name at the start of ``value`` (0: no known surname)."""
    surn = _zh_surnames()
    for slen in (2, 1):
        if value[:slen] in surn and len(value) > slen:
            n = slen + 2 if len(value) >= slen + 2 else slen + 1
            if n > slen + 1 and value[slen + 1] in _ZH_STOP_AFTER:
                n = slen + 1
            if value[slen] in _ZH_STOP_SECOND:
                return 0
            if value[:n] in _ZH_COMMON or value[:2] in _ZH_COMMON:
                return 0
            return n
    return 0


def _roman_name(value: str) -> bool:
    """Two words that are both pinyin (one a Chinese surname) or a census given name and
    surname, neither a common English word ("Code Review")."""
    parts = value.lower().split(" ")
    if len(parts) != 2:
        return False  # two words across a line break ("Leeds\nRegistered"): no name
    first, last = parts
    given, surn, words = _pair_lists()
    if first in _FUNCTION_WORDS or last in _FUNCTION_WORDS:
        return False
    syl_sur = _pinyin()[1]
    # (a given name of four syllables next to a surname: "Xiong Xiulanxiuying")
    if (first in syl_sur and _pinyin_len(last, 4)) or (last in syl_sur and _pinyin_len(first, 4)):
        return True
    return first in given and last in surn and first not in words and last not in words


def _pinyin_pair(words: list[str]) -> bool:
    """Two pinyin words, one a Chinese surname ("He Ming", "Wei He"): under a name field
    even a surname that is an English word ("He") is the surname."""
    if len(words) != 2:
        return False
    first, last = (w.lower() for w in words)
    syl_sur = _pinyin()[1]
    return (first in syl_sur and _pinyin_len(last) > 0) or (
        last in syl_sur and _pinyin_len(first) > 0
    )


@cache
def _zh_surname_firsts() -> frozenset[str]:
    """Every character that begins a known surname."""
    return frozenset(x[0] for x in _zh_surnames() if x)


@cache
def _zh_given() -> frozenset[str]:
    # 诺 (一诺, 依诺, 诺一): among the commonest given-name characters since 2010, missing
    # from the older lists zh_given_chars.txt was drawn from
    # round 23: characters of the given names popular since the 2010s (予安, 清辞, 知屿,
    # 栀夏, 若玥, 宥宁), also missing from those lists
    return _load("zh_given_chars.txt") | frozenset("诺予辞屿栀柚玥珞茉朵晞霁浠诩凛冉箫翎宥苡蘅")


def _zh_strict_len(text: str, start: int, after: re.Pattern[str]) -> int:
    """Length of a surname + 1-2 given-name characters at ``start`` whose every given
    character is a common name character, that is not a common word, and that is followed
    by ``after`` (longest such reading first); 0 when there is none."""
    surn, given = _zh_surnames(), _zh_given()
    for slen in (2, 1):
        if text[start : start + slen] not in surn:
            continue
        for glen in (2, 1):
            end = start + slen + glen
            cand = text[start:end]
            if len(cand) != slen + glen or not all(
                c in given and (c == "想" or c not in _ZH_NOT_GIVEN) for c in cand[slen:]
            ):
                continue
            if cand in _ZH_COMMON or cand[:2] in _ZH_COMMON or cand[-2:] in _ZH_COMMON:
                continue
            if cand in _zh_words() or cand[:2] in _zh_words():
                continue
            if glen == 1 and slen == 1 and text[end : end + 1] in given and cand in _ZH_COMMON:
                continue
            if text[start - 1 : start + 1] in _ZH_COMMON:
                return 0  # 嘴巴让: 巴 ends the word before
            if after.match(text, end):
                return slen + glen
        return 0
    return 0


def _at_sentence_start(text: str, start: int) -> bool:
    i = start - 1
    while i >= 0 and text[i] in " \t-*•>\"'(":
        i -= 1
    return i < 0 or text[i] in ".!?\n:;。！？：；"


_PERSON_CUES = frozenset(
    [
        "from",
        "with",
        "to",
        "ask",
        "tell",
        "met",
        "meet",
        "ping",
        "email",
        "call",
        "text",
        "thanks",
        "thank you",
        "hi",
        "hello",
        "dear",
        "hey",
        "cc",
        "emailed",
        "messaged",
        "told",
        "asked",
    ]
)


def _known(w: str, names: frozenset[str]) -> bool:
    return w in names or ("-" in w and any(p in names for p in w.split("-")))


_PERSON_VERB = lazy_re(
    r"\s(?:will|would|said|says|asked|wants|wanted|approved|agreed|replied|wrote|called|emailed|"
    r"texted|joined|left|prefers|likes|lives|works|handles|owns|leads|manages|mentioned|told|"
    r"thinks|needs|promised|confirmed|declined|signed|sent)\b"
)
_VERBISH = ("s", "ed", "ing", "ly")


def _plausible_en(  # noqa: PLR0911 - a ladder of evidence
    words: list[str], *, sentence_start: bool, loose: bool = False, verb_after: bool = False
) -> bool:
    """A capitalized run reads as a person name: one part is a known given name or surname
    and no part is a common capitalized word."""
    given, surn = _given(), _surnames()
    plain = [w.removesuffix("'s") for w in words if not w.islower()]  # drop "de", "van"
    first, last = plain[0], plain[-1]
    if any(w in _EN_STOP and w not in given for w in plain):
        return False
    if any(w in _EN_COMMON and not (_known(w, given) or _known(w, surn)) for w in plain):
        return False
    first_given = first in given and (first not in _AMBIGUOUS_GIVEN or _known(last, surn))
    if len(plain) == 1:
        return first_given and not sentence_start
    shaped = all(len(w) >= 3 and w.upper() != w for w in plain)
    if sentence_start and first not in given:
        # the first word may be capitalized only as a sentence opener ("Prefers Green Tea")
        if _known(last, surn) and not first.lower().endswith(_VERBISH):
            return True
        return verb_after and shaped
    if first_given or _known(last, surn) or first in given:
        return True
    # a person cue ("from", "with", "cc") + two or three capitalized words, none common
    return (loose or verb_after) and shaped


def _no_common_word(words: list[str]) -> bool:
    """No word of a capitalized run is a common English word (a listed name may be one:
    "Zhang", "Young"); rarer words than once in ~3 million are taken as surnames."""
    given, surn = _given(), _surnames()
    return not any(
        (w in _EN_STOP or w in _EN_COMMON or zipf(w) >= 3.5)
        and not (_known(w, given) or _known(w, surn))
        for w in words
    )


_SURNAME_TITLE = re.compile(r"(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s$")
#: imperatives that open a build or CI step's name ("- name: Run Tests", "name: Set Up Node")
_STEP_VERBS = frozenset(
    _words("""Set Setup Run Install Build Deploy Checkout Check Upload Download Cache Configure
    Test Lint Publish Create Update Push Pull Login Start Stop Restore Save Generate Validate
    Verify Get Use Add Remove Clean Fetch Sync Notify Send Wait Prepare Compile Package Release
    Bump Format Scan Upgrade Enable Disable Archive Copy Move Delete Apply Init Initialize
    Install Migrate Seed Merge Tag Sign Build Download Extract Import Export Run""")
)
#: function words that open a question or a clause and are nobody's given name
_QUESTION_LEADS = frozenset(
    _words("""are can do did does have has is was were should could would shall had am be
    been if so but and or the to of in on at for how what why when where who""")
)
#: the word that ends a sports club's name ("Queens Park Rangers", "Leyton Orient")
_CLUB_AFTER = re.compile(
    r"\s(?:Rangers|United|Rovers|Wanderers|Athletic|Albion|Hotspur|Orient|Argyle|Villa|FC|AFC)"
    r"(?![A-Za-z])"
)
#: a word before a cue that makes the next capitalized word a place ("Weather for Austin")
_PLACE_BEFORE = re.compile(
    r"(?i)(?<![a-z])(?:weather|forecast|temperatures?|flights?|trains?|hotels?|trip|travel|"
    r"downtown|city|traffic|commute)(?![a-z])"
)
#: given names that are far more often cities after "from"/"to"/"with"
_CITY_GIVEN = frozenset(
    _words("""Austin Sydney Paris Florence Charlotte Jackson Madison Phoenix Denver Dallas
    Houston Orlando Victoria Regina Chester Lincoln Tyler Aurora Savannah Raleigh Eugene
    Berkeley Helena Augusta Marion Georgia Virginia Carolina Memphis Troy Salem Camden Brooklyn""")
)


#: the last text asked about and whether a capital follows whitespace in it
_spaced_seen: tuple[str | None, bool] = (None, False)


def _spaced_capital(norm: NormalizedText) -> bool:
    """A capital right after whitespace: what every English name pass (and _ZH_ROMAN)
    holds (remembered for the last text: two prefilter checks and person_name ask)."""
    global _spaced_seen  # noqa: PLW0603 - one tuple, replaced atomically
    text = norm.text
    seen, found = _spaced_seen
    if seen is not text:
        found = _SPACE_CAP.search(text) is not None
        _spaced_seen = (text, found)
    return found


def _cjk_or_spaced(norm: NormalizedText) -> bool:
    return norm.flags & CJK != 0 or _spaced_capital(norm)


#: without CJK, NameDetector runs only its English passes (a text they cannot match skips
#: the detector in the gate's prefilter instead of inside it)
_NAME_NEEDS = Needs(any_flags=UPPER | CJK, check=_cjk_or_spaced)


#: a title before a given name that makes the pair a thing's name ("king james bible")
_TITLED_PLACE = re.compile(
    r"(?i:(?<![a-z])(?:king|queen|saint|st|lake|mount|mt|fort|port|cape|san|santa|prince|"
    r"princess|lord|lady|sir|president|general|captain|admiral|emperor|pope)\.?\s?$)"
)
_NEXT_WORD = re.compile(r" ([A-Z][a-z]{1,20}|[A-Z]{2,20})(?![A-Za-z])")


def _pair_later(text: str, end: int, words: list[str]) -> bool:
    """``words`` (a cue word + a name word) end where a name pair with the next word does."""
    if len(words) != 2 or words[0].lower() in _pair_lists()[0]:
        return False
    nxt = _NEXT_WORD.match(text, end)
    return nxt is not None and _pair_kind(words[1], nxt.group(1)) is not None


@dataclass(frozen=True)
class NameDetector:
    """English and Chinese person names."""

    name: str = "person_name"
    category: Category = Category.PERSON_NAME
    needs: Needs = _NAME_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        spans: list[tuple[int, int, float]] = []
        flags = norm.flags
        # every English pass, and every _ZH_ROMAN reading, holds a capital after whitespace
        spaced = flags & UPPER != 0 and _spaced_capital(norm)
        if spaced:
            spans += self._english(norm)
        if flags & CJK:
            found = _ZH_NAME_GATES.found(norm.low)
            spans += self._chinese(text, spaced, found, _has_zh_surname_cjk(norm))
        for s, e, conf in spans:
            f = norm.finding(self.category, s, e, conf, self.name)
            if f is not None:
                yield f

    def _english(self, norm: NormalizedText) -> list[tuple[int, int, float]]:  # noqa: PLR0912
        text = norm.text
        out: list[tuple[int, int, float]] = []
        passes: list[tuple[re.Pattern[str], float, bool]] = []
        found = _EN_NAME_GATES.found(norm.low)
        title, strong = _EN_NAME_GATES.masks
        if found & title and _TITLE_GATE.search(text) is not None:
            passes.append((_TITLE, 0.9, False))
        if found & strong:
            passes.append((_STRONG_EN, 0.85, False))
        passes += ((_WEAK_EN, 0.7, True), (_PAIR, 0.6, True))
        for rx, conf, need_list in passes:
            for m in rx.finditer(text):
                value = _trim_en(m.group("v"))
                words = value.split(" ")
                s = m.start("v")
                stop_first = words[0] in _EN_STOP and words[0] not in _given()
                if stop_first and rx is _TITLE and _SURNAME_TITLE.search(text, m.start(), s):
                    # "Mr. West", "Mrs. Young": after an honorific a word is a surname
                    stop_first = words[0].lower() in _FUNCTION_WORDS
                if not value or stop_first:
                    continue
                at_start = _at_sentence_start(text, s)
                loose = rx is _WEAK_EN and m.group("cue").lower() in _PERSON_CUES
                verb = _PERSON_VERB.match(text, s + len(value)) is not None
                ok = _plausible_en(words, sentence_start=at_start, loose=loose, verb_after=verb)
                if need_list and not ok:
                    continue
                cue = text[m.start() : s].strip().strip(",")
                bare = cue.lower() in _BARE_ROLE and "," not in text[m.start() : s]
                if rx is _STRONG_EN and not ok and bare and len(words) == 1:
                    continue  # "Department: Customer Services": a role word, not a name cue
                if (
                    rx is _STRONG_EN and not ok and _BARE_NAME_CUE.search(cue) is not None
                    and not _no_common_word(words)
                ):
                    continue  # "Last Name  First Name", "Surname Required": a form's labels
                if (
                    rx is _STRONG_EN and not ok and len(words) == 1 and cue[:1].isupper()
                    and cue.lower() in _CAP_KIN and text[m.start() : s].endswith(" ")
                    and "," not in text[m.start() : s]
                ):
                    continue  # "Child Benefit", "Mother Superior": a capitalized compound noun
                if rx is _STRONG_EN and cue in ("—", "–", "--") and not ok:
                    continue  # "-- \nSent from my phone": a signature dash, then no name
                if len(words) > 1 and words[0] in _STEP_VERBS and words[0] not in _given():
                    continue  # "- name: Set Up Python": a CI step's name is an imperative
                if _not_a_person(text, s, words, loose) or (
                    len(words) == 1 and _month_not_name(text, s, s + len(value), value)
                ):
                    continue

                if rx is _PAIR and len(words) == 1:
                    continue
                if rx is _PAIR and _pair_later(text, s + len(value), words):
                    continue  # "Landlord Zhang Chenxi": the pair is the last two words
                out.append((s, _suffix_end(text, s + len(value)), conf))
        return out

    def _chinese(  # noqa: PLR0912 - one test each
        self, text: str, spaced: bool = True, found: int = -1, surname: bool = True
    ) -> list[tuple[int, int, float]]:
        """``found``: the bits of _ZH_NAME_GATES the text meets (a pass without its literal
        cannot match); ``surname``: a character that begins a known surname occurs right
        before an ideograph."""
        out: list[tuple[int, int, float]] = []
        strong, rel, titles, take = _ZH_NAME_GATES.masks
        # the _ZH_REL, weak and _ZH_TITLED readings all open with a known surname and go on
        # with an ideograph (given-name characters, the rest of a two-character surname, or
        # a title's first character): a text without any such pair (most of them) skips
        # those three passes
        if not surname:
            found &= strong
        for m in _ZH_STRONG.finditer(text) if found & strong else ():
            v = m.group("v")
            if v[:2] in _ZH_COMMON:
                # round 17: a whole three-character run after "I'm called" is a name even
                # when its first two characters make a word (我叫黄金凤～)
                if (
                    len(v) == 3
                    and v[0] in _zh_surnames()
                    and m.group(0).startswith(("我叫", "名叫", "我的名字"))
                ):
                    out.append((m.start("v"), m.end("v"), 0.8))
                continue
            n = _zh_name_len(v)
            if not n:  # no known surname: the first two characters must read as a name
                if not all(c in _zh_given() for c in v[:2]):
                    continue
                n = min(len(v), 3)
            out.append((m.start("v"), m.start("v") + n, 0.85))
        for m in _ZH_REL.finditer(text) if found & rel else ():
            n = _zh_strict_len(text, m.start("v"), _ANY)
            if n:
                out.append((m.start("v"), m.start("v") + n, 0.7))
        if surname:
            out += self._chinese_weak(text, found & take != 0)
        # every reading has whitespace and then [A-Z] (a "\\s[A-Z]" _SPACE_CAP finds)
        for m in _ZH_ROMAN.finditer(text) if spaced else ():
            g = "v" if m.group("v") else "w" if m.group("w") else "x"
            if g == "x" and not _roman_name(m.group("x")):
                continue  # a label and two capitalized words: both must be name parts
            roman_titled = g == "w" and _roman_name(m.group(g))  # "Tao He先生"
            if not roman_titled and any(
                w in _EN_COMMON or w in _EN_STOP for w in m.group(g).split(" ")
            ):
                continue  # "负责人：Code Review"
            out.append((m.start(g), m.end(g), 0.75))
        for m in _ZH_TITLED.finditer(text) if found & titles else ():
            v = m.group("v")
            for i in range(len(v)):
                common = v[i:] in _ZH_COMMON or v[i : i + 2] in _ZH_COMMON
                start = m.start("v") + i
                common = common or (start > 0 and text[start - 1 : start + 1] in _ZH_COMMON)
                # 被告方律师: the party's side and its lawyer, not 方 + a title
                common = common or (
                    v[i] == "方" and start > 0 and text[start - 1] in _ZH_SIDE_BEFORE
                )
                verb = any(c in _ZH_NOT_GIVEN for c in v[i + 1 :])  # 嘴巴让医生: 让 is a verb
                # 班主任: the title is the end of a longer word
                common = common or _in_title_word(v[i:], text[m.end("v") : m.end("v") + 3])
                if v[i] in _zh_surnames() and not common and not verb:
                    out.append((m.start("v") + i, m.end("v"), 0.8))
                    break
        return out

    @staticmethod
    def _chinese_weak(text: str, take: bool = True) -> list[tuple[int, int, float]]:
        out: list[tuple[int, int, float]] = []
        weak: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = (
            ((_ZH_TAKE, _ZH_TAKE_AFTER), (_ZH_START, _ZH_PERSON_AFTER))
            if take  # a _ZH_TAKE verb occurs
            else ((_ZH_START, _ZH_PERSON_AFTER),)
        )
        first = _zh_surname_firsts()
        for rx, after in weak:
            for m in rx.finditer(text):
                c = text[m.start("v")]
                if c not in first:
                    continue  # no surname begins here (_zh_strict_len would find none)
                if rx is _ZH_START and c in _ZH_PARTICLES:
                    continue  # 和王伟一起: the particle is not a surname
                if _zh_place_at(text, m.start("v")):
                    continue  # 跟唐山的朋友: a city
                n = _zh_strict_len(text, m.start("v"), after)
                if n:
                    out.append((m.start("v"), m.start("v") + n, 0.6))
        return out


#: a month that is also a given name (June, April, May, August; "Jun", "Jul"), after a word
#: of time
_MONTH_NAMES = frozenset(_words("January February March April May June July August Jun Jul Aug"))
_MONTH_BEFORE = lazy_re(
    r"(?i:(?<![a-z])(?:for|in|by|until|till|til|since|from|to|through|thru|before|after|of|"
    r"next|last|this|early|late|mid|during|around|until|end\sof|start\sof|beginning\sof|"
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
    r",?\s(?:and|or|to|through|thru|till|until|&)|"
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
    r"\s?[\-–/])[\s\-]{0,2}$)"
)
#: what follows a month (not a person): the clause's end, a day, a year, or a range
_MONTH_AFTER = lazy_re(
    r"\s?(?:$|[;.!?:)\]，。；！？]|,\s?(?:\d|and\s|or\s|then\s|so\s|but\s|the\s|we\s|i\s|it\s|"
    r"which\s|when\s)|\d|[\-–—]|(?i:and|or|to|through|thru|till|until|onwards|onward|next|"
    r"this|last|sounds?|works?|instead|at|is|are|was|were|will|then|break|holidays?|half)(?![a-z]))"
)


def _month_not_name(text: str, s: int, e: int, v: str) -> bool:
    """A month name after a word of time and before a clause's end: "a novel for June;"."""
    if v not in _MONTH_NAMES:
        return False
    if resolve(_MONTH_BEFORE).search(text, max(0, s - 14), s) is None:
        return False
    return resolve(_MONTH_AFTER).match(text, e) is not None


def _in_title_word(head: str, title: str) -> bool:
    """``head`` and the title after it form an ordinary word (班 + 主任: 班主任)."""
    words = _zh_all_common()
    return any(head + title[:k] in words for k in (1, 2, 3))


DETECTORS: tuple[Detector, ...] = (NameDetector(),)


# --- Chinese names in strong contexts: any CJK given-name characters -----------------------
_ZH_NOT_GIVEN = frozenset(
    "的了是在和与跟说会要想也都就给让把被今每住去来很爱打发已正还不没有对负请审签报出休值加"
    "确同回提通吃等们这那个位些您你我他她它啊吗呢吧哦嗯年月日号点分时周天上下中内外前后里"
    "姓名人先女士姐老师经理总监"
    "店部局队司院校站厂馆园楼路街州市省县区镇村湖岛科组所室处井界号期类卡衣菜车票费单表书证案题"
    "项件稿版报机器线网铺考铁规查油径雀糖茶酒饭面肉鱼蛋奶药病课班届级率额钱款价税拉松贺"
    "鸡鸭鹅猪狗猫"
)
_ZH_FORM_CUE = lazy_re(
    r"(?:姓名|抄送|审批人|申请人|联系人|负责人|经办人|收件人|发件人|签字人|经手人|报销人|对接人|"
    r"填表人|审核人|批准人|受理人|转发|转交|代办人|紧急联系人|监护人|法人|业务员|接待人|值班人|"
    r"(?<![A-Za-z])(?:[Nn]ame|NAME|[Cc]ontact(?: person)?|[Mm]anager|[Oo]wner|[Aa]ssignee)"
    r"|收到|给你|(?<![A-Za-z])fyi)"
    r"[\"”']?\s{0,2}(?:[:：=]|->|→|>>|—{1,2}|\||为|是|is|改成|改为|换成|发你了[，,]?)?\s{0,2}"
    r"[\"“「『（(]?(?=[\u4e00-\u9fff])"
)
_ZH_BRACKET = lazy_re(r"[「『（(“](?=[\u4e00-\u9fff]{2,4}[」』）)”])")
_ZH_REL2_WORDS = (
    "同事|朋友|老板|上司|领导|客户|妻子|丈夫|老婆|老公|太太|儿子|女儿|妈妈|爸爸|母亲|父亲|哥哥|"
    "姐姐|弟弟|妹妹|同学|室友|邻居|男朋友|女朋友|对象|员工|经理|主管|律师|老师|姑姑|舅舅|叔叔|阿姨|"
    "爷爷|奶奶|外婆|外公|姥姥|岳父|岳母|婆婆|公公|表哥|表姐|表妹|表弟|堂哥|堂姐|师傅|导师|"
    "队友|搭档|房东|租客|助理|秘书|上级|下属|组长|教练|学生|闺蜜|发小|前任|未婚妻|未婚夫"
)
_ZH_REL2 = lazy_re(r"(?:" + _ZH_REL2_WORDS + r")(?=[\u4e00-\u9fff])")
#: a name opening a clause (or after a time word) followed by a person's verb
_ZH_CLAUSE = lazy_re(
    r"(?:^|(?<=[\s，。！？；：,.!?;:、\n“”\"（(>\-*•』」】—]))(?:今天|明天|昨天|然后|另外|还有|目前)?"
    r"(?=[\u4e00-\u9fff]{2,5}(?:负责|说(?![明法服])|请假|签字|报销|出差|休假|值班|加班|已通过|"
    r"\s?是\s?(?:user|用户|我|他|她)\s?的|\s(?:收到|记一下)))"
)
#: what a _ZH_CLAUSE match must be followed by: one of these literals occurs in the text
_ZH_CLAUSE_LITS = lits("负责|说|请假|签字|报销|出差|休假|值班|加班|已通过|是|收到|记一下")
_ZH_CLAUSE_AFTER = lazy_re(
    r"负责|说(?![明法服])|请假|签字|报销|出差|休假|值班|加班|已通过|\s?是\s?(?:user|用户|我|他|她)\s?的"
    r"|\s(?:收到|记一下)"
)
_ZH_LOOSE_AFTER = lazy_re(
    r"$|[\s，。！？；：,.!?;:、\n“”\"（()）\]\[<>」』|—]|[A-Za-z0-9]|"
    r"负责|说|请假|审批|签字|报销|出差|休假|值班|加班|已|同意|回复|提交|发来|打来|来电|下周|明天|今天|"
    r"告诉|表示|提到|认为|觉得|答应|建议|提醒|要求|确认|通知|问|一起|的|是|和|也|都|会|要|想"
)
_ZH_ALONE = lazy_re(
    r"(?m)(?:^(?:[-*•·][ \t])?|(?<=[：:]))[ \t]{0,2}(?=[\u4e00-\u9fff]{2,4}[ \t]*(?:$|（|\())"
)


def _zh_loose_len(text: str, start: int, after: re.Pattern[str], strict: bool = False) -> int:
    """Length of a known surname + 1-2 CJK given-name characters at ``start`` (any
    characters but particles/verbs) followed by ``after``; longest reading first."""
    surn = _zh_surnames()
    for slen in (2, 1):
        if text[start : start + slen] not in surn:
            continue
        for glen in (3, 2, 1):
            end = start + slen + glen
            cand = text[start:end]
            if len(cand) != slen + glen:
                continue
            if glen == 3 and "\u4e00" <= text[end : end + 1] <= "\u9fff":
                continue
            if slen == 1 and cand[0] == cand[1]:
                continue  # 谢谢, 常常: a doubled character is a word
            if not all("\u4e00" <= c <= "\u9fff" and c not in _ZH_NOT_GIVEN for c in cand[slen:]):
                continue
            if strict and not all(c in _zh_given() for c in cand[slen:]):
                continue
            if cand in _ZH_COMMON or cand[:2] in _ZH_COMMON or cand[-2:] in _ZH_COMMON:
                continue
            if cand in _zh_words() or cand[:2] in _zh_words():
                continue  # 宿舍, 万事如意: ordinary words
            if after.match(text, end):
                return slen + glen
    return 0


#: the last text asked about and whether it holds a surname's first character
_surname_seen: tuple[str | None, bool] = (None, False)


def _has_zh_surname(norm: NormalizedText) -> bool:
    """A character that begins a known Chinese surname occurs in the text (remembered for
    the last text: the Chinese detectors and person_name all ask about the same one)."""
    global _surname_seen  # noqa: PLW0603 - one tuple, replaced atomically
    text = norm.text
    seen, found = _surname_seen
    if seen is not text:
        found = _zh_surname_re().search(text) is not None
        _surname_seen = (text, found)
    return found


#: the last text asked about and whether a surname's first character and an ideograph
#: follow one another in it
_surname_cjk_seen: tuple[str | None, bool] = (None, False)


@cache
def _zh_surname_cjk_re() -> re.Pattern[str]:
    """A character that begins a known surname, right before a CJK ideograph (a lookahead:
    ``finditer`` yields every such character, adjacent ones too)."""
    return re.compile(_zh_surname_re().pattern + "(?=[\u4e00-\u9fff])")


def _has_zh_surname_cjk(norm: NormalizedText) -> bool:
    """A character that begins a known Chinese surname, right before a CJK ideograph
    (remembered for the last text: four detectors ask about the same one)."""
    global _surname_cjk_seen  # noqa: PLW0603 - one tuple, replaced atomically
    text = norm.text
    seen, found = _surname_cjk_seen
    if seen is not text:
        found = _zh_surname_cjk_re().search(text) is not None
        _surname_cjk_seen = (text, found)
    return found


#: every reading of these detectors opens with a known surname and goes on with an
#: ideograph: the rest of a two-character surname (all ideographs), or a given-name
#: character — every reading's given characters are ideographs (_zh_bare_readings,
#: _zh_loose_len, _zh_three, the doubled name and the zh_given_chars.txt readings all check
#: it), and the segment detector only looks for surnames inside runs of ideographs, never
#: at a run's last character. A text without a surname's first character right before an
#: ideograph (most Chinese texts: 于1978, 共51) cannot hold a finding
_ZH_NEEDS = Needs(CJK, check=_has_zh_surname_cjk)


def _comma_or_spaced(norm: NormalizedText) -> bool:
    return "," in norm.text or _spaced_capital(norm)


#: a comma (_SURNAME_FIRST) or a capital after whitespace (every other EnContextNames pass)
_EN_NEEDS = Needs(UPPER, check=_comma_or_spaced)

#: the literals each ZhContextNames pass needs (one of its cue words; a bracket; a word of
#: _ZH_CLAUSE_LITS), answered by the gate's own prefilter scan; _ZH_ALONE has none
_ZH_CTX_GATES = Gates(
    [
        (
            lits(
                "姓名|抄送|审批人|申请人|联系人|负责人|经办人|收件人|发件人|签字人|经手人|报销人|"
                "对接人|填表人|审核人|批准人|受理人|转发|转交|代办人|紧急联系人|监护人|法人|业务员|"
                "接待人|值班人|name|contact|manager|owner|assignee|收到|给你|fyi"
            ),
        ),
        (lits(_ZH_REL2_WORDS),),
        (("「", "『", "（", "(", "“"),),
        (_ZH_CLAUSE_LITS,),
    ]
)


def _zh_alone_possible(text: str) -> bool:
    """A _ZH_ALONE match ends its CJK run at a line's end, "（" or "(": without a newline or
    a parenthesis, only at the text's end (after spaces or tabs)."""
    if "\n" in text or "(" in text or "（" in text:
        return True
    c = text.rstrip(" \t")[-1:]
    return "\u4e00" <= c <= "\u9fff"


@dataclass(frozen=True)
class ZhContextNames:
    """Chinese names where the context says "person": form cues, brackets holding only a
    name, relationship words, a clause-opening name before a person's verb."""

    name: str = "person_name_zh_context"
    category: Category = Category.PERSON_NAME
    needs: Needs = _ZH_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        seen: set[int] = set()
        found = _ZH_CTX_GATES.found(norm.low)
        form, rel, bracket, clause = _ZH_CTX_GATES.masks
        plan = (
            (_ZH_FORM_CUE, _ZH_LOOSE_AFTER, 0.8, found & form),
            (_ZH_REL2, _ZH_LOOSE_AFTER, 0.75, found & rel),
            (_ZH_BRACKET, _ZH_BRACKET_END, 0.7, found & bracket),
            (_ZH_CLAUSE, _ZH_CLAUSE_AFTER, 0.7, found & clause),
            (_ZH_ALONE, _ZH_ALONE_END, 0.65, _zh_alone_possible(text)),
        )
        if "\n" in text and ("," in text or "|" in text or "\t" in text):
            for s, e in column_cells(text, resolve(_ZH_HEADER)):
                n = _zh_loose_len(text, s, resolve(_ZH_LOOSE_AFTER))
                if n == e - s:
                    seen.add(s)
                    f = norm.finding(self.category, s, e, 0.75, self.name)
                    if f is not None:
                        yield f
        for rx, after, conf, gate in plan:
            if not gate:
                continue  # the pass cannot match: none of its literals occurs
            for m in resolve(rx).finditer(text):
                s = m.end()
                if s in seen:
                    continue
                strict = rx is _ZH_BRACKET or rx is _ZH_ALONE
                n = _zh_loose_len(text, s, resolve(after), strict)
                if n:
                    seen.add(s)
                    f = norm.finding(self.category, s, s + n, conf, self.name)
                    if f is not None:
                        yield f


_ZH_HEADER = lazy_re(
    r"姓名|联系人|负责人|审批人|申请人|经办人|收件人|发件人|签字人|对接人|报销人|抄送|"
    r"(?i:name|full[_ ]?name|contact(?:[_ ]name)?|owner|assignee)"
)
_ZH_BRACKET_END = lazy_re(r"[」』）)”]")
_ZH_ALONE_END = lazy_re(r"(?m)[ \t]*(?:$|（|\()")

DETECTORS = (*DETECTORS, ZhContextNames())


# --- English names after a field cue ("name": "…", full_name = …, assignee=…) ---------------
_EN_FIELD = lazy_re(
    r"(?i:(?<![A-Za-z])(?:full[_ ]?name|contact[_ ]?(?:name|person)|display[_ ]?name|name|"
    r"assignee|owner|author|reviewer|approver|manager|emergency[_ ]contact|signed by|cc))"
    # "Pinyin name on the policy: Wei He", "name as on passport: …"
    r"(?i:\s(?:on|as\son|in|of)\s(?:the\s|my\s|your\s|his\s|her\s)?[a-z]{2,15}(?=\s?[:：]))?"
    r"[\"']?\s{0,2}(?:[:=|]|>>|->|—{1,2}|是|is)\s{0,2}[\"']?"
    r"(?P<v>[A-Z][a-z]{1,20}(?:\s[A-Z](?:\.|(?=\s)))?(?:\s(?:Mc|Mac|O')?[A-Z][a-z'\-]{1,20}){1,2}|"
    r"[A-Z]{2,20}(?:\s[A-Z]\.?)?\s[A-Z]{2,20}(?:[\-'][A-Z]{2,20})?)"
    r"(?![A-Za-z])"
)
#: a person's role noun, then a name with or without a colon ("Candidate John Frank",
#: "Lead: William Lane", "passenger=LYNN WISE")
_EN_ROLE_FIELD = lazy_re(
    r"(?<![A-Za-z])(?:(?i:candidate|customer|client|passenger|guest|tenant|patient|applicant|"
    r"new\shire|interviewee|referral|contact|landlord|buyer|seller|recipient|sender|"
    r"student|trainee|hire|pupil|resident|occupant|homeowner|householder|lessee|attendee|"
    r"participant|registrant|enrollee|learner|donor|volunteer|dispatcher|courier|technician|"
    r"installer)(?:\s{0,2}[:=]\s{0,2}|\s{1,2})|(?i:lead|prospect|contact)\s{0,2}[:=]\s{0,2}|"
    # round 22: a panel's or a meeting's people, after a colon ("Hiring panel: Jie Fu")
    r"(?i:panel|interviewers?|speakers?|presenters?|organi[sz]ers?)\s{0,2}[:=]\s{0,2})"
    r"(?P<v>[A-Z][a-z]{1,20}(?:\s[A-Z](?:\.|(?=\s)))?(?:\s(?:Mc|Mac|O')?[A-Z][a-z'\-]{1,20}){1,2}|"
    r"[A-Z]{2,20}\s[A-Z]{2,20}(?:[\-'][A-Z]{2,20})?)"
    r"(?![A-Za-z])"
)
#: a party to an account, a policy or a contract ("account holder Dominic West",
#: "Beneficiary: Mary Jones"); its own regex, run only when one of its words occurs
_EN_PARTY_FIELD = lazy_re(
    r"(?<![A-Za-z])(?i:account[\s_]holder|card[\s_]?holder|policy[\s_]?holder|beneficiary|"
    r"claimant|guarantor|signatory|payee|addressee|borrower|subscriber|insured|co-?signer|next\sof\skin|"
    r"tax\s?payer|filer|declarant|testator|executor|grantor|grantee|mortgagor|lender)"
    r"(?:\s{0,2}[:=]\s{0,2}|\s{1,2})"
    r"(?P<v>[A-Z][a-z]{1,20}(?:\s[A-Z](?:\.|(?=\s)))?(?:\s(?:Mc|Mac|O')?[A-Z][a-z'\-]{1,20}){1,2}|"
    r"[A-Z]{2,20}\s[A-Z]{2,20}(?:[\-'][A-Z]{2,20})?)"
    r"(?![A-Za-z])"
)
#: a given name + a capitalized word before a person's verb or after "ask/met/lunch with"
_EN_GIVEN_PAIR = lazy_re(
    r"(?<![A-Za-z])(?P<v>[A-Z][a-z]{1,20}(?:\s[A-Z](?:\.|(?=\s)))?\s(?:Mc|Mac|O')?[A-Z][a-z'\-]{1,20})"
    r"(?![A-Za-z])"
)
_EN_PERSON_CTX = lazy_re(
    r"[\"']?\s(?:said|says|signed|approved|asked|told|wrote|replied|called|emailed|texted|"
    r"confirmed|agreed|will|from accounting|is my|is our|is the user's|is their|是)"
)
_EN_CUE_BEFORE = lazy_re(
    r"(?i:(?:ask|tell|met|meet|lunch with|dinner with|coffee with|lunch w/|dinner w/|coffee w/|"
    r"call|email|ping|send|cc|thank|"
    r"thanks|with|and|from|by|to|contact|remind))\s$"
)


#: round 22: a first name and the department it works in, after a verb that takes a person
#: ("ask Mark from accounts", "check with Priya in finance")
_EN_ASK_DEPT = lazy_re(
    r"(?<![A-Za-z])(?i:ask|tell|ping|email|e-mail|cc|message|call|check\swith|loop\sin|thank|"
    r"thanks|remind)\s(?P<v>[A-Z][a-z]{2,15})\s(?:from|in|at)\s(?:the\s)?"
    r"(?i:accounts|accounting|finance|hr|legal|it|sales|marketing|support|ops|operations|"
    r"procurement|payroll|security|engineering|design|product|facilities|reception|admin|"
    r"compliance|recruiting|billing)(?![A-Za-z])"
)
#: a surname-first name after a person field on the same line ("Surname, Forenames: Shaw, Gail")
_SURNAME_FIRST = lazy_re(
    r"(?i:name|surname|patient|passenger|employee|applicant|tenant|student|member|guest|"
    r"insured|claimant|holder|attendee|participant|invitee|speaker|panel|姓名)[^\n:：.!?。]{0,40}[:：]\s{0,2}"
    r"(?P<v>(?P<s>[A-Z][A-Za-z'\-]{1,20}),\s?(?P<g>[A-Z][a-z]{1,20})(?: [A-Z][a-z]{1,20})?)"
    r"(?![A-Za-z])"
)
_EN_MONTHS_DAYS = frozenset(
    _words("""Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March
    April May June July August September October November December Street Road Avenue Lane
    Drive Court Square Station Airport Hotel Hospital University College School Bank""")
)
#: capitalized words that after "ask/with/to X" are more often things than surnames
_EN_COMMON_TAIL = frozenset(
    _words("""Team Group Support Sales Office Desk Account Admin Bot Channel Chat Project
    Service Services Street Road Avenue Square Center Centre Club Church""")
)


_EN_FIELD_LITS = (
    "name",
    "assignee",
    "owner",
    "author",
    "reviewer",
    "approver",
    "manager",
    "contact",
    "signed",
    "cc",
)
_EN_ROLE_LITS = lits(
    "panel|interviewer|speaker|presenter|organiser|organizer|candidate|customer|client|passenger|guest|tenant|patient|applicant|hire|interviewee|"
    "referral|contact|landlord|buyer|seller|recipient|sender|student|trainee|lead|prospect|"
    "pupil|resident|occupant|homeowner|householder|lessee|attendee|participant|registrant|"
    "enrollee|learner|donor|volunteer|dispatcher|courier|technician|installer"
)
_EN_PARTY_LITS = lits(
    "holder|beneficiary|claimant|guarantor|signatory|payee|addressee|borrower|subscriber|insured|"
    "signer|payer|filer|declarant|testator|executor|grantor|grantee|mortgagor|lender|next of kin"
)


@dataclass(frozen=True)
class EnContextNames:
    """English names after a field cue, or a known given name + a capitalized word in a
    person context (a person's verb after, a person cue before)."""

    name: str = "person_name_en_context"
    category: Category = Category.PERSON_NAME
    needs: Needs = _EN_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912 - one pass each
        text = norm.text
        given = _given()
        low = norm.low
        # the field values and the given-name pair all hold a capital after whitespace;
        # without one, only a surname-first name after a comma may be found
        spaced = _spaced_capital(norm)
        field_ok = spaced and _en_field_any(low)
        role_ok = spaced and _en_role_any(low)
        party_ok = spaced and _en_party_any(low)
        fields = (
            *(resolve(_EN_FIELD).finditer(text) if field_ok else ()),
            *(resolve(_EN_ROLE_FIELD).finditer(text) if role_ok else ()),
            *(resolve(_EN_PARTY_FIELD).finditer(text) if party_ok else ()),
        )
        for m in fields:
            words = m.group("v").split()
            if m.group("v").isupper():
                words = [w.title() for w in words]
            surname = any(_known(w, _surnames()) for w in words[1:])
            stop = words[0] in _EN_STOP and words[0] not in given
            if stop and not _known(words[-1], _surnames()) and not _pinyin_pair(words):
                continue  # "Customer Service Desk"; "Taxpayer Sydney Reyes", "He Ming" are names
            if words[0] not in given and not surname and not _roman_name(" ".join(words)):
                continue  # neither a known given name, a surname nor pinyin ("Pupil: Gang Shao")
            yield from self._one(norm, m.start("v"), m.end("v"), 0.8)
        if "," in text:
            yield from self._surname_first(norm)
        if " from " in low:
            for m in resolve(_EN_ASK_DEPT).finditer(text):
                if m.group("v") in given:  # ("Mark", "Will": the department settles it)
                    yield from self._one(norm, m.start("v"), m.end("v"), 0.7)
        if not spaced:
            return
        pair = resolve(_EN_GIVEN_PAIR)
        pos = 0
        while True:
            pm = pair.search(text, pos)
            if pm is None:
                break
            m = pm
            words = m.group("v").split()
            pos = m.end()
            if words[0] not in given:
                pos = m.start() + len(words[0]) + 1  # "Ask Shannon Park": retry at Shannon
                continue
            if words[-1] in _EN_MONTHS_DAYS:
                continue
            ctx = _EN_PERSON_CTX.match(text, m.end("v")) is not None
            if not ctx and (words[0] in _AMBIGUOUS_GIVEN or words[-1] in _EN_COMMON_TAIL):
                continue
            before = text[max(0, m.start() - 16) : m.start()]
            if ctx or _EN_CUE_BEFORE.search(before) is not None:
                yield from self._one(norm, m.start("v"), m.end("v"), 0.7)

    def _surname_first(self, norm: NormalizedText) -> Iterator[Finding]:
        """"Surname, Forenames" after a name field: "Name (Surname, Forenames): Shaw, Gail"."""
        given, surn, _ = _pair_lists()
        for m in resolve(_SURNAME_FIRST).finditer(norm.text):
            last, first = m.group("s").lower(), m.group("g").lower()
            if last in surn and first in given:
                yield from self._one(norm, m.start("v"), m.end("v"), 0.75)

    def _one(self, norm: NormalizedText, s: int, e: int, conf: float) -> Iterator[Finding]:
        f = norm.finding(self.category, s, e, conf, self.name)
        if f is not None:
            yield f


DETECTORS = (*DETECTORS, EnContextNames())


# --- names in person frames: "meeting X for coffee", "Thanks again, X!", "X called about",
# "I should remember that X is your manager", "你姐姐叫X", "我应该记住X是你的领导" -----------
_EN_NAME = r"[A-Z][a-z]{1,20}(?:\s[A-Z](?:\.|(?=\s)))?(?:\s(?:Mc|Mac|O')?[A-Z][a-z'\-]{1,20})?"
#: a cue that alone says "a person comes next"
_FRAME_STRONG = (
    r"(?:(?i:(?<![A-Za-z])(?:meeting|meet|thanks again,|thank you again,|remember that|"
    r"landlord,|landlady,|contact(?: person)?:?|my name is|name is|my name 是|name 是|"
    r"(?:coffee|lunch|dinner|breakfast|brunch|drinks|tea|beers?|catch-?up|1:1|1on1|1-on-1)"
    r"\s(?:with|w/)))|联系人[:：]?|房东|记住|名叫|叫做|(?<![喊大呼])叫)"
)
#: a cue that needs a person's phrase after the name too
_FRAME_WEAK = r"(?:(?i:(?<![A-Za-z])(?:with|and|that|again,|thanks,))|和|跟|与|同|约了?|要和)"
_FRAME_AFTER = (
    r"(?:\s?(?:打电话|打来|来电|和你|跟你|与你|是你的|喝咖啡|吃了?午饭|吃了?饭|想|had lunch|"
    r"(?i:called|rang|phoned|and you(?:'re| are| were)?|is your|was your|for coffee|for lunch|"
    r"for dinner|wants|said|says|asked|told you))|[!！]|,\s(?:wants|who|said))"
)
_EN_FRAME = lazy_re(
    r"(?:(?P<s>" + _FRAME_STRONG + r")|(?P<w>" + _FRAME_WEAK + r")"
    r"|(?P<c>(?:^|(?<=[\n>*•\-:：;；.。，,！!？?|)）\]]))))"
    r"[ \t]{0,2}(?P<v>" + _EN_NAME + r")(?![A-Za-z])(?P<a>" + _FRAME_AFTER + r")?"
)
_ZH_FRAME = lazy_re(
    r"(?:(?P<s>" + _FRAME_STRONG + r")|(?P<w>" + _FRAME_WEAK + r")"
    r"|(?P<c>(?:^|(?<=[\s>*•\-:：;；.。，,！!？?|)）“”\"」』】—]))"
    r"(?:今天|昨天|然后|另外|还有)?))[ \t]{0,2}(?=[\u4e00-\u9fff])"
)
_ZH_FRAME_AFTER = lazy_re(_FRAME_AFTER)
_ZH_FRAME_END = lazy_re(r"$|[\s，。！？；：,.!?;:、)）」』”\"]|" + _FRAME_AFTER)
_FRAME_LITS = (
    "meet", "thank", "remember", "landlord", "landlady", "contact", "name", "with", "and", "w/",
    "that", "again", "联系人", "房东", "记住", "叫", "和", "跟", "与", "同", "约",
    "called", "rang", "phoned", "打电话", "打来", "来电", "is your", "was your", "!", "！",
    "和你", "是你的", "喝咖啡", "想", "wants", "said", "says", "asked", "told",
)  # fmt: skip


#: a literal of a _FRAME_STRONG cue or of _FRAME_AFTER (lowercase, as in ``norm.low``):
#: every finding needs one of the two, since an English frame with neither fails _en_ok
#: and a Chinese one without a strong cue must end in _FRAME_AFTER (_zh_loose_len's
#: ``after``). "吃" stands for 吃了?午饭 and 吃了?饭, "meet" for meeting
_FRAME_STRONG_OR_AFTER = (
    "meet", "thanks again,", "thank you again,", "remember that", "landlord,", "landlady,",
    "contact", "name is", "name 是", "coffee", "lunch", "brunch", "dinner", "breakfast",
    "drinks", "tea",
    "beer", "catchup", "catch-up", "1:1", "1on1", "1-on-1", "联系人", "房东", "记住", "叫",
    "打电话", "打来", "来电", "和你", "跟你", "与你", "是你的", "喝咖啡", "吃", "想", "called",
    "rang", "phoned", "and you", "is your", "was your", "wants", "said", "says", "asked",
    "told you", "who", "!", "！",
)  # fmt: skip


#: _FRAME_LITS and _FRAME_STRONG_OR_AFTER both: the second is the tighter, the first keeps
#: the detector off every text it skipped before (it lacks 吃饭, "for lunch", ", who")
_FRAME_NEEDS = Needs(any_flags=UPPER | CJK, groups=(_FRAME_LITS, _FRAME_STRONG_OR_AFTER))


@dataclass(frozen=True)
class FrameNames:
    """A name (a known English given name, or a known Chinese surname + 1-2 characters) in
    a person frame: a strong cue before, or a weak cue / clause start before and a person's
    phrase after."""

    name: str = "person_name_frame"
    category: Category = Category.PERSON_NAME
    #: one of the frames' literals (checked by the gate's one-pass prefilter)
    needs: Needs = _FRAME_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        given = _given()
        # every English frame holds a name, which opens with [A-Z]
        for m in resolve(_EN_FRAME).finditer(text) if norm.flags & UPPER else ():
            words = m.group("v").split()
            strong = m.group("s") is not None
            after = m.group("a") is not None
            if not self._en_ok(words, strong, after, given):
                continue
            if _CLUB_AFTER.match(text, m.end("v")) is not None:
                continue  # "Queens Park Rangers vs …": a club's name, not a person's
            f = norm.finding(self.category, m.start("v"), m.end("v"), 0.7, self.name)
            if f is not None:
                yield f
        if not norm.has_cjk() or not _has_zh_surname(norm):
            return  # a Chinese frame's name opens with a known surname (_zh_loose_len)
        for m in resolve(_ZH_FRAME).finditer(text):
            s = m.end()
            strong = m.group("s") is not None
            end_rx = _ZH_FRAME_END if strong else _ZH_FRAME_AFTER
            n = _zh_loose_len(text, s, resolve(end_rx))
            if n:
                f = norm.finding(self.category, s, s + n, 0.7, self.name)
                if f is not None:
                    yield f

    @staticmethod
    def _en_ok(  # noqa: PLR0911 - a ladder of evidence
        words: list[str], strong: bool, after: bool, given: frozenset[str]
    ) -> bool:
        if not strong and not after:
            return False
        if any(w in _FRAME_NOT or w in _EN_COMMON_TAIL for w in words):
            return False
        if words[0] in _EN_STOP and words[0] not in given:
            return False
        if strong and after:
            return not (words[0] not in given and words[0] in _EN_MONTHS_DAYS)
        if words[0] in given and words[0] not in _EN_MONTHS_DAYS:
            if len(words) > 1 and words[-1] in _EN_MONTHS_DAYS:
                return False
            return strong or words[0] not in _AMBIGUOUS_GIVEN
        # an unlisted given name: a person's phrase after a full name with a known surname
        return after and len(words) > 1 and (_known(words[-1], _surnames()) or "." in words[1])


#: capitalized words that follow "Thanks again," / "meeting" without being names
_FRAME_NOT = frozenset(
    _words("""Everyone All Guys Folks Team Sir Madam Doctor Everybody Mom Mum Dad You Them
    Us Me Him Her Again The This That Today Tomorrow Tonight Yesterday Support Staff""")
)

DETECTORS = (*DETECTORS, FrameNames())


# --- names as word pairs in any case: a census given name + a census surname ("tell daniel
# simmons i said hi", "Cheyenne Roberson"), a middle initial between, romanized Chinese names
# ("the nanny叫tao yao", "Qiu Xiajun", "kimberly hao"); common-word names need a cue ---------
def _lower_set(*names: str) -> frozenset[str]:
    out: set[str] = set()
    for name in names:
        out.update(w.lower().replace("'", "") for w in _load(name))
    return frozenset(out)


@cache
def _pair_lists() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """(given names, surnames, names that are also common English words), lowercase."""
    given = _lower_set("given_names.txt", "census_given.txt")
    surn = _lower_set("surnames.txt", "census_surnames.txt")
    return given, surn, _lower_set("name_words.txt")


@cache
def _pinyin() -> tuple[frozenset[str], frozenset[str]]:
    """(pinyin syllables, romanized Chinese surnames)."""
    return _load("pinyin_syllables.txt"), _load("pinyin_surnames.txt")


def _pinyin_len(word: str, most: int = 3) -> int:
    """How many pinyin syllables ``word`` splits into (0: not pinyin; at most ``most``)."""
    syl = _pinyin()[0]
    n = len(word)
    # best[i]: fewest syllables covering word[:i]
    best = [0] + [9] * n
    for i in range(1, n + 1):
        for j in range(max(0, i - 6), i):
            if best[j] < 9 and word[j:i] in syl:
                best[i] = min(best[i], best[j] + 1)
    return best[n] if best[n] <= most else 0


#: the letter runs are possessive ("{0,20}+") where Python has them (3.11+): a shorter run
#: is always followed by a letter of the same class, which neither the apostrophe, the hyphen
#: nor the final lookahead accepts, so giving letters back never makes a match; it only cost
#: a retry per letter (3.10 reads the same pattern without the "+": the same matches)
_POSSESSIVE = "+" if sys.version_info >= (3, 11) else ""
_PAIR_WORD = lazy_re(
    r"(?<![A-Za-z0-9_@./\\#$%&=+\-])(?:[A-Za-z](?:[a-z]{0,20}" + _POSSESSIVE
    + r"['\u2019][A-Za-z][a-z]{1,20}" + _POSSESSIVE + r"|"
    r"[a-z]{1,20}" + _POSSESSIVE + r"|[A-Z]{1,20}" + _POSSESSIVE + r")?)"
    r"(?:-[A-Za-z][a-z]{1,20}|-[A-Z]{2,20})?(?![A-Za-z0-9_@/\\=\-]|\((?![a-z]{2,12}\)|"
    r"[A-Z][A-Za-z]{1,20}[\s)]|[\u4e00-\u9fff]))"
)
#: wrappers and spaces between a cue and the name it introduces
_WRAP_CHARS = " \t\"'`\u201c\u201d\u2018\u2019\u300c\u300d\u300a\u300b\u3010\u3011([<\uff08{"
#: a Chinese label or word right before a name ("Contact 人：", "问")
_CJK_LABEL_END = re.compile(r"[\u4e00-\u9fff]\s?[:：=]?$")
#: a word anywhere on the line that says the text is about a person
_PERSON_LINE = lazy_re(
    r"(?i:(?<![a-z])(?:sister|brother|mom|mum|dad|mother|father|wife|husband|son|daughter|"
    r"aunt|uncle|cousin|grandma|grandpa|niece|nephew|friend|boss|manager|teacher|tutor|coach|"
    r"dentist|doctor|accountant|lawyer|attorney|babysitter|nanny|landlord|landlady|tenant|"
    r"neighbou?r|roommate|colleague|coworker|co-worker|contact|named|called|kids?|children|"
    r"child|partner|fianc[eé]e?|girlfriend|boyfriend|mentor|therapist|plumber|advisor|"
    r"adviser|classmate|introduced|birthday|grant)s?(?![a-z])|"
    r"姐姐|妹妹|哥哥|弟弟|妈妈|爸爸|孩子|老师|医生|牙医|会计|房东|主管|经理|同事|朋友|联系人|"
    r"老板|邻居|室友|律师|教练|导师|叫)"
)
#: a cue that alone says a person comes next (both words may be common English words)
_PAIR_STRONG = lazy_re(
    r"(?i:(?:my name is|my name's|name is|names|named|called|i am|i'm|im|this is|it's|its|"
    r"contact(?: person)?(?: is)?|landlord(?: is)?|landlady(?: is)?|babysitter(?: is)?|"
    r"nanny(?: is)?|tutor(?: is)?|(?:my |ur |your |our )?(?:boss|coach|wife|husband|cousin|"
    r"sister|brother|mom|mum|dad|son|daughter|aunt|uncle|friend|bf|gf|neighbou?r|roommate|"
    r"doctor|dentist|manager|teacher|sub|intern)(?: is)?|mrs|mr|ms|miss|dr|prof|sign it as|"
    r"signed|under|booked under|as|happy b(?:irth)?day|hbd|congrats|dear|"
    r"new hire|reference|(?:under|in|by) the name|name\s?\||姓名\s?name\s?\|)\.?\s*[:,]?|"
    r"叫|我是|联系人|名字是|老公|老婆|表妹|表哥|表姐|表弟|写|是)\s*$"
)
#: a weaker cue before: one of the two words may be a common English word
_PAIR_WEAK = lazy_re(
    r"(?i:(?<![a-z])(?:tell|ask|told|asked|with|w/?|and|met|meet|meeting|add|invite|invited|cc|"
    r"text|wants?|wanted|needs?|love|loves|miss|visit|visiting|managed|manage|supervised|"
    r"mentored|hired|interviewed|referred|on behalf of|"
    r"call|ping|email|dm|see|saw|by|from|to|for|was|is|thank|thanks|hi|hey|hello|hug|"
    r"what|when|owner|reporter|assignee|author|reviewer|approver|submitter|attendees?|"
    r"deciders?|ic|oncall|on-call|跟|和|与|同|问问|问|找|给|请|让|@)\s*[:,]?)\s*$"
)
#: a verb whose object is a person, right before the pair ("invite Grace Hall", "a card to
#: Lisa K. May")
_PAIR_OBJECT = lazy_re(
    r"(?i:(?<![a-z])(?:add|invite|ask|tell|ping|email|e-mail|text|message|dm|thank|remind|cc|"
    r"(?:note|card|letter|gift|message|email|reply) (?:to|for)))\s{0,2}$"
)
#: a person's phrase right after the name
_PAIR_AFTER = lazy_re(
    r"\s?(?i:says|said|say|is|was|will|would|wants|wanted|has|had|have|left|got|gets|emailed|"
    r"texted|called|posted|asked|told|sent|replied|approved|and i|and me|are|were|'s|"
    r"说|明天|今天|昨天|是|不来|要|刚|在|也|都|会|又|提|写|加入|反馈|负责|请假|人很好|"
    r"she|he|they)(?![A-Za-z])"
)


def _pair_kind(first: str, last: str) -> tuple[bool, int] | None:  # noqa: PLR0911
    """(romanized Chinese?, how many of the words are common English words) when
    ``first last`` reads as a name; None when it does not."""
    given, surn, words = _pair_lists()
    syl_sur = _pinyin()[1]
    f = first.lower().replace("'", "").replace("\u2019", "")
    s = last.lower().replace("'", "").replace("\u2019", "")
    if "-" in s:  # a double-barrelled surname: every part a surname
        parts = s.split("-")
        if f in given and len(f) > 2 and all(p in surn for p in parts):
            return False, (f in words or f in _MONTHS_LOW) + all(p in words for p in parts)
        return None
    if "-" in f:
        return None
    roman = (f in syl_sur and _pinyin_len(s) > 0) or (s in syl_sur and _pinyin_len(f) > 0)
    if f in given and (s in surn or s in syl_sur) and len(f) > 2 and not roman:
        return False, (f in words or f in _MONTHS_LOW) + (s in words)
    # romanized Chinese: surname + 1-3 syllables, or given syllables + surname
    if f in syl_sur and _pinyin_len(s) and len(f) + len(s) > 4:
        return True, (f in words or f in _pinyin_words()) + (s in words or s in _pinyin_words())
    if s in syl_sur and _pinyin_len(f) and len(f) + len(s) > 4:
        return True, (f in words or f in _pinyin_words()) + (s in words or s in _pinyin_words())
    return None


_MONTHS_LOW = frozenset(_words("january february march april may june july august september october"
                               " november december"))


@cache
def _pinyin_words() -> frozenset[str]:
    """Pinyin syllables that are also English words ("he", "long", "fan")."""
    return _load("name_words.txt") & _pinyin()[0]


def warm_up() -> None:
    """Load the census and pinyin lists the pair and bare-name detectors use, and compile
    the eponymous-organisation pattern the org guard reads around every name found."""
    _pair_lists()
    _pinyin()
    _pinyin_words()
    _zh_surname_re()
    _zh_surname_cjk_re()
    _zh_span_words()
    _org_re()


@cache
def _pair_starts() -> frozenset[str]:
    """Every pair holds one of these words: a given name, a surname or a romanized Chinese
    surname."""
    return _pair_lists()[0] | _pair_lists()[1] | _pinyin()[1]


#: what joins two names in a list
_LIST_GLUE = frozenset((", ", ",", " and ", " & ", "、", "和", " / ", "/", "; "))
#: titles that are also given names in the census lists ("Miss", "Prof")
_PAIR_TITLES = frozenset(_words("miss mr mrs ms mx dr prof"))


def _has_pair_word(norm: NormalizedText) -> bool:
    # the case-folded letter runs the prefilter computes once per text and shares
    return not _pair_starts().isdisjoint(norm.low_words)


_PAIR_NEEDS = Needs(groups=((" ",),), run=3, check=_has_pair_word)


def _lowered(norm: NormalizedText, spans: list[tuple[int, int]]) -> list[str]:
    """The lowercase of each span of ``norm.text``."""
    text, low = norm.text, norm.low
    if len(low) == len(text):
        # lowercasing maps every character to one or more, so equal lengths mean that
        # ``low[k]`` is ``text[k]`` lowercased: a span's lowercase is a slice of ``low``
        return [low[a:b] for a, b in spans]
    return [text[a:b].lower() for a, b in spans]  # "İ" lowercases to two characters


#: lowercase abbreviations that are also given names ("max", "min")
_R25_ABBREV_FIRST = frozenset(["max", "min", "avg", "est", "approx", "ref", "dept"])


@dataclass(frozen=True)
class PairNames:
    """A given name + a surname (any case, consistent), or a romanized Chinese name; names
    that are also common English words need a person cue before or a person's phrase after."""

    name: str = "person_name_pair"
    category: Category = Category.PERSON_NAME
    #: two words joined by one space, one of them at least three letters long
    needs: Needs = _PAIR_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        toks = [m.span() for m in resolve(_PAIR_WORD).finditer(text)]
        given, _, _ = _pair_lists()
        syl_sur = _pinyin()[1]
        starts = _pair_starts()
        low = _lowered(norm, toks)
        i = 0
        n = len(toks)
        last = -9
        while i < n - 1:
            s0, e0 = toks[i]
            j = i + 1
            s1, e1 = toks[j]
            if (text[e0:s1] == ", " and low[j] in given
                    and low[i].replace("'", "").replace("\u2019", "") in starts
                    and _last_first(norm, s0, e0, s1, e1)):  # "Perry, Kristin" quoted
                f = norm.finding(self.category, s0, e1, 0.7, self.name)
                if f is not None:
                    yield f
                i = j + 1
                continue
            if low[i] in _PAIR_TITLES and j + 1 < n:
                i += 1  # "miss gail smart": the title opens no pair
                continue
            if text[e0:s1] != " " or not (
                low[i] in given or low[i] in syl_sur or low[j] in starts
                or (j + 1 < n and low[j + 1] in starts)
                or low[j].split("-")[0] in starts
            ):
                i += 1
                continue
            mid = False
            if e1 - s1 == 1 and j + 1 < n and text[e1 : toks[j + 1][0]] in (" ", ". "):
                j += 1  # a middle initial
                s1, e1 = toks[j]
                mid = True
            elif e1 - s1 == 1:
                i += 1
                continue
            hit = self._check(norm, s0, e0, s1, e1, mid=mid) or (
                # "cc: BRYAN MILLER, MARK GRAY": the next name in a list after a found one
                text[last:s0] in _LIST_GLUE
                and text[s0:e0].isupper() == text[s1:e1].isupper()
                and _pair_kind(text[s0:e0], text[s1:e1]) is not None
            )
            if (
                hit
                and j + 1 < n
                and text[e1 : toks[j + 1][0]] == " "
                and text[toks[j + 1][0] : toks[j + 1][1]] in _GEO_TAIL
            ):
                hit = False  # round 17: "Jan Mayen Islands": the pair opens a place's name
            if hit:
                last = _suffix_end(text, e1)
                f = norm.finding(self.category, s0, last, 0.7, self.name)
                if f is not None:
                    yield f
                i = j + 1
            else:
                i += 1

    @staticmethod
    def _check(  # noqa: PLR0911, PLR0912 - a ladder of evidence
        norm: NormalizedText, s0: int, e0: int, s1: int, e1: int, *, mid: bool
    ) -> bool:
        text = norm.text
        first, last = text[s0:e0], text[s1:e1]
        caps = first[0].isupper(), last[0].isupper()
        if (len(first) > 1 and first.isupper()) or (len(last) > 1 and last.isupper()):
            return _caps_pair(norm, s0, first, last, mid=mid, end=e1)
        if caps[0] != caps[1] or first.isupper() != last.isupper():
            return False
        if not caps[0] and first in _QUESTION_LEADS:
            return False  # "Mom: are you coming": a question ("will barker" is a name)
        if not caps[0] and first in _R25_ABBREV_FIRST:
            return False  # "max screen time 34 min on weekdays": abbreviations (round 25)
        kind = _pair_kind(first, last)
        floor = 4.5 if kind is not None and kind[0] else 5.5
        if not caps[0] and zipf(first) >= floor and zipf(last) >= floor:
            return False  # "what made you smile", "will do": two everyday words
        if kind is None and not caps[0] and _half_name(first, last):
            # one part unlisted ("priya sharma"): only right after a cue that names a person
            before = text[max(0, s0 - 24) : s0]
            ends = _PAIR_AFTER.match(text, e1) or resolve(_HALF_END).match(text, e1)
            return resolve(_HALF_CUE).search(before) is not None and ends is not None
        if kind is None and caps[0] and caps[1]:
            kind = _r11_short_roman(first, last)  # "Du Na", "Li Na"
        if kind is None or f"{first} {last}".lower() in _PAIR_NOT_PAIRS:
            return False
        if caps[0] and not kind[0] and (first in _EN_STOP or last in _EN_STOP or
                                        first in _EN_COMMON or last in _EN_COMMON or
                                        last in _EN_MONTHS_DAYS):
            # a capitalized word that is a surname too ("Robin Smart", "Whitney May") only
            # in a person-only field: "Deciders:", "acknowledged by", a quoted name column,
            # or in a person's slot ("In the meeting, Dylan Lane agreed", "Kari Z. Hendricks")
            if first in _EN_STOP:
                return False
            if _person_field(norm, s0, e1) or _en_slot(norm, s0, e0, s1, e1, mid):
                return True
            # "climbing with Harry Day and friends": a cue before and a person on the line
            before = text[max(0, s0 - 26) : s0].rstrip(_WRAP_CHARS)
            return (
                kind[1] <= 1 and first.lower() in _pair_lists()[0]
                # "Add Michael Brown to the chat": a verb taking a person
                and first not in _EN_COMMON and resolve(_PAIR_OBJECT).search(before) is not None
            ) or (
                kind[1] <= 1 and first.lower() in _pair_lists()[0]
                and (_PAIR_STRONG.search(before) is not None
                     or _PAIR_WEAK.search(before) is not None
                     or _CJK_LABEL_END.search(before) is not None)
                and _person_line(text, s0, e1)
            )
        # a middle initial, or a capitalized romanized Chinese name: a person, not two words
        n_common = kind[1] - mid - (kind[0] and caps[0] and norm.has_cjk())
        before = text[max(0, s0 - 26) : s0].rstrip(_WRAP_CHARS)
        strong = _PAIR_STRONG.search(before) is not None
        if mid and text[e0 + 1] in "ai" and text[e0 + 2] != "." and not strong:
            return False  # "ask amy a question"
        if n_common <= 0 and (caps[0] or strong):
            return True
        if n_common <= 0 and not kind[0] and not _TITLED_PLACE.search(before):
            # neither word a common English word ("douglas bryant"): a name in any case
            return True
        cjk = norm.has_cjk() and (_cjk_at(text, s0 - 1, -1) or _cjk_at(text, e1, 1))
        weak = strong or cjk or _PAIR_WEAK.search(before) is not None
        after = _PAIR_AFTER.match(text, e1) is not None
        if n_common <= 1:
            return (
                weak or after or _person_line(text, s0, e1) or _vocative(text, s0, e1)
                or _en_person_cell(text, s0, e1)  # Name,Unit⏎Marc Hughes,11A
            )
        if caps[0] and not kind[0] and _cjk_person(norm, s0, e1):
            return True  # "Shenzhen office 的 Min Ma 会参加": a person's slot in Chinese
        if kind[0] and caps[0] and caps[1] and not mid and _r11_title_roman(norm, s0, e1, before):
            return True  # "Met Ma Min at the conference", "Ye Gang — call back"
        return strong and (after or not caps[0])


#: a person's slot before a given name + a surname that is also a word ("Wendy North")
_EN_SLOT_BEFORE = lazy_re(
    r"(?i:(?<![a-z])(?:that|under the name|under|as|belonging to|belongs to|owned by|"
    r"recommendations?|referral|meeting|goes by|go by|going by|known as|aka|with|from|for|by|"
    r"congrats|congratulations|well done|welcome|farewell|statement of|on behalf of|"
    r"and|met|meet|ask|tell|cc|dear|hi|hello|thanks|thank you|to|dr|prof|mr|mrs|ms|miss|"
    r"和|跟|与|同|给|找|问|是|叫))[.,:：]?\s{0,2}[\"'“]?$"
)
_EN_SLOT_AFTER = lazy_re(
    r"[\"'”]?(?:\s(?:is (?:the|my|our|their|your|his|her|a|an|now|still|out|off|on|in)|"
    r"agreed|said|says|will|would|was|has|had|wants|asked|told|called|emailed|replied|"
    r"confirmed|joined|left|took|is|are|here[,.!:]|speaking)(?![A-Za-z])|['’]s\s|,\s(?:very|who|our|my|the|a|an|"
    r"his|her|their|from)\s|,\s(?:VP|SVP|EVP|CEO|CFO|CTO|COO|CIO|Director|Head of|President|"
    r"Founder|Treasurer)(?![A-Za-z])|\s?[（(]|\s?(?:的|还|是|说|也|都|会|要|在|和|跟|已|刚|又|先生|女士|小姐|老师|经理))"
)
_STREET_WORDS = frozenset(
    _words("Street Road Avenue Lane Drive Court Square Way Place Close Crescent Terrace Park")
)


def _en_slot(  # noqa: PLR0917 - the two words' offsets
    norm: NormalizedText, s0: int, e0: int, s1: int, e1: int, mid: bool
) -> bool:
    """A Title-case given name + a word that is also a surname in a person's slot: a
    middle initial, or a person's cue before or a person's predicate after."""
    text = norm.text
    first, last = text[s0:e0], text[s1:e1]
    given = _pair_lists()[0]
    if first.lower() not in given or first in _CITY_GIVEN:
        return False
    if last in _EN_MONTHS_DAYS and last not in _STREET_WORDS:
        return False
    titled = _TITLE_BEFORE.search(text, max(0, s0 - 8), s0) is not None
    if mid:
        return last not in _STREET_WORDS or titled
    am = resolve(_EN_SLOT_AFTER).match(text, e1)
    verb = am is not None and text[e1 : e1 + 4] not in (" is ", " in ", " (", "(")
    if first in _AMBIGUOUS_GIVEN or last in _STREET_WORDS:
        # "Joseph Lane" is a street too, "Grace" a word: a title or a person's verb after
        return titled or verb
    before = text[max(0, s0 - 24) : s0]
    return am is not None or resolve(_EN_SLOT_BEFORE).search(before) is not None


_TITLE_BEFORE = re.compile(r"(?<![A-Za-z])(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Doctor)\.?\s$")


#: a cue before a name written in capitals (passports, tickets, shipping labels, forms)
_CAPS_CUE = lazy_re(
    r"(?i:passengers?|pax|passport|names?|surname|full name|holder|cardholder|travell?er|guest|"
    r"patient|recipient|consignee|shipper|sender|fao|attn|attention|contact|employee|"
    r"applicant|tenant|beneficiary|payee|payer|insured|member|student|managed|supervised|"
    r"signed|signature|mr|mrs|ms|miss|mx|dr|dear|to|from|"
    r"姓名|收件人|寄件人|收货人|联系人|乘客|旅客|乘机人|持卡人|户名|申请人|患者|员工|签名)"
    r"\.?\s{0,2}(?:[:：/#]\s{0,2})?(?:(?i:as (?:on|in|shown on) (?:the )?passport|in full)"
    r"\s{0,2}[:：]?\s{0,2})?$"
)


def _caps_pair(  # noqa: PLR0911 - a ladder of evidence
    norm: NormalizedText, s0: int, first: str, last: str, *, mid: bool = False, end: int = -1
) -> bool:
    """A pair with a word in capitals ("KELLY BARNES", "QIN YANG", "LIU Xiuying"): a name
    when neither word is a common English word, else only right after a cue that names a
    person or on a line about a person."""
    if not (first.replace("-", "").isalpha() and last.replace("-", "").isalpha()):
        return False
    if first[0].islower() or last[0].islower():
        return False
    kind = _pair_kind(first, last)
    if kind is None:
        return False
    text = norm.text
    if first.isupper() and last.isupper() and not kind[0] and _cjk_person(
        norm, s0, s0 + len(first) + 1 + len(last)
    ):
        return True  # "MARK GRAY（UK office）明天到"
    if kind[0] and not mid and _r11_caps_cued(norm, s0, first, last):
        return True  # "Met WU Fang at…", "cc: WAN Guiying", "XU Ping signed…"
    if kind[1] > 1:
        # "THE BABYSITTER IS DEAN HALL": both words are words; a role cue right before
        before = text[max(0, s0 - 40) : s0].rstrip(_WRAP_CHARS)
        return (
            first.isupper() and last.isupper() and not kind[0]
            and _PAIR_STRONG.search(before) is not None and _person_line(text, s0, s0)
            and resolve(_PERSON_LINE).search(before) is not None
        )
    if kind[1] - mid <= 0 and first.isupper() and last.isupper():
        return True  # "DOUGLAS BRYANT", "XINYI HE", "JOHN E. MEYER"
    if kind[0] and not mid and _surname_caps(first, last):
        return True  # "LIN Jun", "Xiuying LIU": the romanized Chinese convention
    before = text[max(0, s0 - 40) : s0].rstrip(_WRAP_CHARS)
    if resolve(_CAPS_CUE).search(before) is not None or (
        _PAIR_STRONG.search(before) is not None and kind[1] == 0
    ):
        return True
    return first.isupper() and last.isupper() and (
        _PAIR_STRONG.search(before) is not None or _PAIR_WEAK.search(before) is not None
        or _person_line(text, s0, s0 + len(first))
        # "KEVIN BELL said…", "KRYSTAL WHITE, VP Finance": a person's verb or job title after
        or (kind[1] <= 1 and end > 0 and resolve(_CAPS_AFTER).match(text, end) is not None)
    )


#: a person's verb or a signature's job title right after a name
_CAPS_AFTER = lazy_re(
    r"\s(?:said|says|will|would|wrote|asked|told|agreed|replied|confirmed|emailed|texted|"
    r"called|signed|approved)(?![A-Za-z])|\s?[,，]\s?(?:VP|SVP|EVP|AVP|CEO|CFO|CTO|COO|CIO|CMO|"
    r"Director|Head of|Managing Director|General Manager|President|Vice President|Founder|"
    r"Co-founder|Chair|Chairman|Chairwoman|Treasurer)(?![A-Za-z])"
)


#: romanized surnames that in capitals are far more often an acronym ("LAN Ping")
_CAPS_ACRONYMS = frozenset(_words("LAN WAN MAN PAN SHA CAN BAN SAN NAN TAN HE MA AN"))


def _r11_caps_cued(norm: NormalizedText, s0: int, first: str, last: str) -> bool:
    """Round 11: "WU Fang", "PAN Xiulan" — a pinyin surname in capitals (even one that is an
    acronym or a short word) and a Title-case pinyin given part, with a person cue before or
    a person's phrase after."""
    if not (first.isupper() and last[0].isupper() and last[1:].islower()):
        return False
    if first.lower() not in _pinyin()[1] or not _pinyin_len(last.lower()):
        return False
    if first in _CAPS_ACRONYMS and last.lower() in _pair_lists()[2]:
        return False  # "HE Man", "PAN Am"
    text = norm.text
    e1 = s0 + len(first) + 1 + len(last)
    before = text[max(0, s0 - 40) : s0].rstrip(_WRAP_CHARS)
    return (
        _PAIR_STRONG.search(before) is not None
        or _PAIR_WEAK.search(before) is not None
        or resolve(_CAPS_CUE).search(before) is not None
        or _PAIR_AFTER.match(text, e1) is not None
        or resolve(_PERSON_VERB).match(text, e1) is not None
        or _person_line(text, s0, e1)
    )


#: romanized words that pair as pinyin but are loan phrases, not people
_R11_ROMAN_NOT = frozenset(
    (
        "feng shui", "tai chi", "kung fu", "gong fu", "dim sum", "ping pong", "mah jong",
        "chow mein", "bok choy", "yin yang", "qi gong", "bai jiu", "wu wei", "wu xing",
        "ma po", "mao tai", "lo mein", "tai ji", "he said", "he is", "ha ha", "hi hi",
    )
)


def _r11_short_roman(first: str, last: str) -> tuple[bool, int] | None:
    """A 4-letter Title-case pinyin pair ("Du Na", "Li Na") that _pair_kind leaves out."""
    f, s = first.lower(), last.lower()
    if len(f) + len(s) != 4 or not (first[1:].islower() and last[1:].islower()):
        return None
    if f in _pinyin()[1] and _pinyin_len(s) == 1 and f"{f} {s}" not in _R11_ROMAN_NOT:
        return True, 2
    return None


_R11_TITLE_AFTER = lazy_re(
    r"\s(?:at|from|in|of|on|for|about|re|regarding)\s|\s?(?:[—–]|-\s|:\s)|\s?[,.;)]|\s(?:and|&)\s|$"
)
_R11_LINE_TAIL = lazy_re(
    r"\s?(?:[—–\-:,(]|re:)\s?[^\n]{0,30}?(?i:call|ring|text|e-?mail|phone|tel|mob|mobile|cell|"
    r"re:|ping|message|msg|meeting|quote|invoice|follow)"
)


def _r11_title_roman(norm: NormalizedText, s0: int, e1: int, before: str) -> bool:
    """Round 11: a Title-case romanized pair whose both words are pinyin words ("Ma Min",
    "Ye Gang"): a person cue before and a person's context after, or a line that opens with
    it and goes on about calling or meeting."""
    text = norm.text
    if text[s0:e1].lower() in _R11_ROMAN_NOT:
        return False
    cue = _PAIR_STRONG.search(before) is not None or _PAIR_WEAK.search(before) is not None
    if cue and (
        resolve(_R11_TITLE_AFTER).match(text, e1) is not None
        or _PAIR_AFTER.match(text, e1) is not None
        or resolve(_PERSON_VERB).match(text, e1) is not None
    ):
        return True
    at_line = s0 == 0 or text[s0 - 1] == "\n" or not text[max(0, s0 - 4) : s0].strip(_WRAP_CHARS)
    return at_line and resolve(_R11_LINE_TAIL).match(text, e1) is not None


def _surname_caps(first: str, last: str) -> bool:
    """A romanized Chinese name with its surname, and only its surname, in capitals ("ZHAO
    Min", "Xiuying LIU"), the given part pinyin that is not an English word."""
    syl_sur, words = _pinyin()[1], _pair_lists()[2]
    if first.isupper() and not last.isupper():
        sur, giv = first, last
    elif last.isupper() and not first.isupper():
        sur, giv = last, first
    else:
        return False
    g, s = giv.lower(), sur.lower()
    if sur in _CAPS_ACRONYMS or s not in syl_sur or not _pinyin_len(g):
        return False
    if not (giv[0].isupper() and giv[1:].islower()):
        return False
    # a given part that is also a word ("Min", "Na") only after a surname that is no word
    # and no short acronym ("ZHAO Min", not "HE Man")
    return (g not in words and g not in _pinyin_words()) or (len(s) > 2 and s not in words)


#: a parenthetical note after a name ("（UK office）", "(PM)")
_PAREN_NOTE = lazy_re(r"\s?[（(][^()（）\n]{1,30}[)）]")
#: a person's predicate in Chinese right after a name (明天到, 会参加, 说)
_ZH_PAIR_PRED = lazy_re(
    r"\s?(?:说|讲|明天|今天|昨天|后天|下周|刚刚?|会|要|已经?|在|也|都|又|负责|请假|出差|休假|"
    r"到了|来了|不来|没来|加入|入职|离职|参加|参与|主持|确认|同意|回复|发来|的(?:邮件|电话|"
    r"手机|微信|意见|消息))"
)
_VOCATIVE_END = lazy_re(r"[ \t]*[.!?。！？]?[ \t]*$")


def _cjk_person(norm: NormalizedText, s: int, e: int) -> bool:
    """A Latin pair in Chinese text with a person's predicate after it (past a parenthetical
    note): "Shenzhen office 的 Min Ma 会参加", "MARK GRAY（UK office）明天到"."""
    if not norm.has_cjk():
        return False
    text = norm.text
    pm = resolve(_PAREN_NOTE).match(text, e)
    return resolve(_ZH_PAIR_PRED).match(text, pm.end() if pm else e) is not None


def _vocative(text: str, s: int, e: int) -> bool:
    """A pair after a comma that ends the text: a sign-off or an address ("Thanks again,
    melody ochoa", "See you soon, Dana Hill!")."""
    return text[max(0, s - 2) : s].rstrip(" ") == "," and (
        resolve(_VOCATIVE_END).match(text, e) is not None
    )


def _person_line(text: str, s: int, e: int) -> bool:
    """A word on the line around ``s:e`` says the text is about a person."""
    a = text.rfind("\n", 0, s) + 1
    b = text.find("\n", e)
    line = text[a : b if b >= 0 else len(text)]
    return resolve(_PERSON_LINE).search(line) is not None


#: a header that says a column holds "Last, First" names
_LAST_FIRST_HEAD = lazy_re(
    r"(?i:last\W{0,3}first|surname|last_?name|family_?name|full_?name|(?<![a-z_])names?(?![a-z_])|"
    r"employee|contact|姓名|联系人)"
)


_LAST_FIRST_EXPLICIT = lazy_re(
    r"(?i:last\W{0,3}first|surname\W{0,3}(?:given|first|forename)|姓\W{0,2}名)"
)


def _last_first(norm: NormalizedText, s0: int, e0: int, s1: int, e1: int) -> bool:
    """"Surname, Given" (any consistent case) quoted as one value or under a name header."""
    text = norm.text
    first, last = text[s1:e1], text[s0:e0]
    if first[0].isupper() != last[0].isupper():
        return False
    kind = _pair_kind(first, last)
    if kind is None or kind[0]:
        return False
    q = text[s0 - 1 : s0] if s0 else ""
    quoted = q in ("'", '"') and text[e1 : e1 + 1] == q
    if quoted and kind[1] <= 1 and resolve(_LAST_FIRST_EXPLICIT).search(text) is not None:
        return True  # "Last, First" header: "White, Donald"
    if quoted and kind[1] == 0 and resolve(_LAST_FIRST_HEAD).search(text) is not None:
        return True
    return _last_first_free(norm, s0, e0, s1, e1, kind[1])


#: a role or list word right before a person ("CEO Kirk, Christopher", "cc Pollard, Nicola")
_LAST_FIRST_ROLE = lazy_re(
    r"(?i:(?<![a-z])(?:ceo|cto|cfo|coo|vp|pm|tpm|em|svp|evp|gm|md|hr|lead|chair|cc|bcc|"
    r"reviewers?|approvers?|assignees?|owners?|authors?|reporters?|from|to|by|shoutout to|"
    r"candidate|applicant|patient|student|employee|contact|signed|[a-z]+-by|wrote|"
    r"forwarded message from|on behalf of)\s?[:=,]?)\s*$"
)
#: a person's act right after "Surname, Given" ("> Cox, Ashleigh wrote:", "… (chair)")
_LAST_FIRST_AFTER = lazy_re(
    r"(?i:\s?(?:wrote|writes|said|says|replied|commented|approved|joined|left|pushed|"
    r"merged|\((?:chair|host|owner|lead|pm|me|you|organi[sz]er|note-?taker)\))(?![a-z])|:\s)"
)
#: given names that also name a state, a country or a big region ("Richmond, Virginia")
_LAST_FIRST_PLACE = frozenset(
    _words("""georgia virginia carolina florida indiana india jordan victoria alberta
    israel kenya chad dakota montana nevada louisiana arizona maryland alabama argentina
    china america brazil chile cuba france ireland italy jamaica peru sierra tasmania
    kerry essex kent devon cornwall""")
)
#: a third name after the pair: a firm of partners, not a person
_LAST_FIRST_FIRM = lazy_re(r",?\s(?:and|&)\s[A-Z]")


def _last_first_free(  # noqa: PLR0917 - the two words' offsets
    norm: NormalizedText, s0: int, e0: int, s1: int, e1: int, n_common: int
) -> bool:
    """An unquoted "Surname, Given" (any consistent case: "Hayes, Abigail", "GALLAGHER,
    KEVIN", "norris, tyler"): a person cue before (a field, a role, a verb taking a person),
    a person's act after, or the pair alone on its line; two words that are neither common
    English words nor places also stand alone in Title or UPPER case."""
    text = norm.text
    last, first = text[s0:e0], text[s1:e1]
    tail = last[2:] if last.startswith(("Mc", "O'", "O\u2019")) else last[1:]
    if last.isupper() != first.isupper() or (len(last) > 1 and not last.isupper()
                                              and not tail.replace("'", "").isalpha()):
        return False
    if first.lower() in _LAST_FIRST_PLACE or last.lower() in _LAST_FIRST_PLACE:
        return False
    if resolve(_LAST_FIRST_FIRM).match(text, e1) is not None or _in_firm(text, s0, e0):
        return False  # "a partnership with Bradshaw, Santiago and Mejia": a firm's name
    ls = text.rfind("\n", 0, s0) + 1
    le = text.find("\n", e1)
    le = len(text) if le < 0 else le
    before = text[max(ls, s0 - 40) : s0].rstrip(_WRAP_CHARS + ">-*•")
    alone = before == "" and text[e1:le].strip(" \t\"'`)]）」』>.") == ""
    cued = (
        alone
        or _person_field(norm, s0, e1)
        or resolve(_LAST_FIRST_ROLE).search(before) is not None
        or _PAIR_STRONG.search(before) is not None
        or _PAIR_WEAK.search(before) is not None
        or _CJK_LABEL_END.search(before) is not None
        or resolve(_LAST_FIRST_AFTER).match(text, e1) is not None
        or _PAIR_AFTER.match(text, e1) is not None
    )
    if n_common >= 2 or (n_common == 1 and not cued):
        return False
    if cued:
        return True
    # no cue: a Title or UPPER pair of rare words that is no city ("Dallas, Austin",
    # "in Bristol, Argentina")
    from .geo import _EN_CITIES  # lazy: geo is a sibling module loaded after this one

    return (
        last[0].isupper()
        and last.capitalize() not in _EN_CITIES
        and last.capitalize() not in _CITY_GIVEN
        and first.capitalize() not in _CITY_GIVEN
        and not _in_firm(text, s0, e0)
    )


#: a cue that only a person's name follows (fields in tickets, logs, ADRs, changelogs)
_PERSON_FIELD = lazy_re(
    r"(?i:(?:deciders?|attendees?|participants?|(?:acknowledged|approved|reviewed|signed|"
    r"authored|reported|requested|assigned|resolved|closed|merged|triaged|escalated|"
    r"co-authored|signed-off|tested|acked|suggested|helped|reported|submitted|raised|"
    r"prepared|logged|filed|completed|witnessed)[ -]by|loop(?:ed|ing)? in|statement of|"
    r"assigned to|assignee|reporter|author|owner|maintainers?|on-?call|point of contact|"
    r"dri|poc|dear|on behalf of|i'm|i am|this is|my name is|booked under|under the name|"
    r"patient|passenger|tenant|applicant|employee|client|guest|insured|beneficiary|"
    r"recipient|consignee|payee|sender|customer|cardholder|attendee|accountant|landlord)"
    r"\s?[:=,]?\s{0,2}[\"']?|"
    r"(?:客户|用户|联系人|负责人|同事|经理|老师|医生|患者|病人|乘客|租客|申请人|员工|收件人|"
    r"收货人|寄件人|发件人|经办人|签收人|持卡人|户名|姓名|名字|名字写|署名|预订人|入住人)"
    r"\s{0,2}[:：]?\s{0,2})$"
)
#: a column that holds person names in a table or an INSERT statement
_NAME_COLUMN = lazy_re(
    r"(?i:full_?name|display_?name|first_?name|contact_?name|(?<![a-z_])name(?![a-z_])|"
    r"employee|author|owner|assignee|reporter)"
)


def _person_field(norm: NormalizedText, s: int, e: int) -> bool:
    """The span ``s:e`` follows a person-only field cue, or is a whole quoted value in a
    text that has a name column."""
    text = norm.text
    if resolve(_PERSON_FIELD).search(text, max(0, s - 32), s) is not None:
        return True
    q = text[s - 1 : s]
    if (
        q in ("'", '"')
        and text[e : e + 1] == q
        and resolve(_NAME_COLUMN).search(text) is not None
    ):
        return True
    return _en_person_cell(text, s, e)


def _en_person_cell(text: str, s: int, e: int) -> bool:
    """``s:e`` fills a whole cell of a delimited or Markdown table row whose column header
    names people (| requester |, tech,job): "| CS-1 | Lewis West | open |"."""
    b = s - 1 if text[s - 1 : s] == " " else s
    a = e + 1 if text[e : e + 1] == " " else e
    ls = text.rfind("\n", 0, s) + 1
    if ls == 0:
        return False  # the header is on a line above
    sep = text[a : a + 1] if b == ls else text[b - 1 : b]  # a row's first cell: the one after
    if sep not in ("|", ",", "\t", ";") or text[a : a + 1] not in (sep, "\n", ""):
        return False
    le = text.find("\n", e)
    if text.count(sep, ls, le if le >= 0 else len(text)) < 2:
        return False
    head = _column_header(text, ls, sep, text.count(sep, ls, s))
    return head is not None and _EN_PERSON_COLUMN.search(head) is not None


#: an English column header that holds people
_EN_PERSON_COLUMN = re.compile(
    r"(?i)(?<![a-z])(?:(?:full |first |display |contact )?name|requester|requestor|reporter|"
    r"assignee|owner|author|tech|technician|engineer|pupil|student|tenant|resident|guest|"
    r"attendee|member|employee|staff|agent|driver|patient|customer|client|contact|person|"
    r"applicant|candidate|caller|visitor|approver|signer|manager|rep|nurse|doctor|teacher|"
    r"volunteer|worker|coach|player|host|speaker|submitter|recipient|sender|user)s?(?![a-z])"
)


def _cjk_at(text: str, i: int, step: int) -> bool:
    """A CJK character at ``i``, or one space further in direction ``step``."""
    if 0 <= i < len(text) and text[i] == " ":
        i += step
    return 0 <= i < len(text) and "\u4e00" <= text[i] <= "\u9fff"


#: cues that say a person's full name comes next
_HALF_CUE = lazy_re(
    r"(?i:(?:my name is|my name's|my full name is|(?<![a-z])named|(?<![a-z])called|"
    r"contact(?: person)? is|sign it as|booked under|叫|我是|名字是|联系人)\s{0,2}[:,]?\s{0,2})$"
)
_HALF_END = lazy_re(r"\s*(?:$|[,.!?;:，。！？；：)\n]|[\u4e00-\u9fff])")
#: frequent English words that are never part of a name
_FUNCTION_WORDS = frozenset(
    _words("""the and but for nor yet not are was were been being have has had does did doing
    will would shall should can could may might must you your yours him his her hers its our
    ours they them their this that these those who whom whose which what when where why how
    all any both each few more most other some such only own same than too very just also
    now then here there from with into onto upon about above below over under again further
    once off out down back away still even ever never always often really quite here okay
    yes yeah nope please thanks thank sorry hello bye not lol omg btw idk tbh gonna wanna
    gotta kinda sorta like love hate want need know think said says say get got going come
    came coming make made take took see saw look looks fine good great nice cool new old
    big small today tomorrow tonight yesterday morning night week weekend""")
)


def _half_name(first: str, last: str) -> bool:
    """One word a listed, unambiguous name and the other a plausible unlisted name part."""
    given, surn, words = _pair_lists()
    f, s = first.lower(), last.lower()
    if not (f.isalpha() and s.isalpha()) or len(f) < 3 or len(s) < 3:
        return False
    if f in words or s in words or f in _FUNCTION_WORDS or s in _FUNCTION_WORDS:
        return False
    return (f in given) != (s in surn) and (f in given or s in surn)


_PAIR_NOT_PAIRS = frozenset(
    " ".join(p)
    for p in zip(
        list(_words("hong yin feng tai wu mah dim kung xi lan ma bao li")),
        list(_words("kong yang shui chi tang jong sum fu an zhou po zi ning")),
        strict=True,
    )
)

DETECTORS = (*DETECTORS, PairNames())


# --- Chinese names standing bare in running text: a known surname + common given-name
# characters between a person cue (a role word, a verb that takes a person, a clause
# boundary) and a person's phrase ("处理人 沈洁，", "帮我问问杨淑兰钥匙在哪", "刘桂珍今天请假了",
# "审批流卡在 马桂香 那里了", "INSERT … VALUES (1055, '张辉', …)") ------------------------------
#: a role word or cue right before the name: the name may use any given-name characters
_ZH_ROLE = lazy_re(
    r"(?:处理人|主值班|副值班|值班人|值班员|提交人|提交者|作者|审批人|审核人|负责人|候选人|自称|"
    r"事故指挥|指挥官|经办人|参会人|参会|与会人|出席|记录人|报告人|发起人|创建人|执行人|操作人|"
    r"维护人|接口人|对接人|申请人|报修人|来访人|访客|面试官|推荐人|介绍人|担保人|代理人|委托人|"
    r"签收人|收款人|付款人|户名|开户名|持有人|登记人|预订人|入住人|乘车人|乘机人|就诊人|患者|"
    r"表妹|表哥|表姐|表弟|堂哥|堂姐|堂妹|堂弟|老公|老婆|妻子|丈夫|男朋友|女朋友|闺蜜|室友|"
    # round 17: in-laws and the wider family (小姨子X要来住, 我妹夫X)
    r"小姨子|小舅子|大姨子|大舅子|姐夫|妹夫|嫂子|弟媳|弟妹|姨妈|姨父|姑父|姑妈|舅妈|婶婶|伯母|"
    r"侄子|侄女|外甥女|外甥|孙女|女婿|儿媳妇|儿媳|丈母娘|老丈人|继父|继母|干妈|干爹|亲家|连襟|"
    r"承租人|出租人|房客|业主|住户|借款人|出借人|贷款人|债务人|债权人|投保人|被保险人|受益人|"
    r"法定代表人|法人代表|监护人|被监护人|原告|被告|当事人|证人|配偶|家属|受检者|受检人|体检人|"
    r"被检者|受理人|经手人|领取人|取件人|寄件人|学员|考生|雇员|职工|乙方|甲方|尊敬的|亲爱的|"
    r"客服|家长|司机|骑手|快递员|导游|主治医师|医师|护士|店长|前台|保洁|专员|顾问|"
    r"乘客|旅客|游客|住客|租客|顾客|客户|伙伴|搭档|队友|同事|同学|网友|邻居|新人|新同事|员工|"
    r"收件人|收货人|寄件人|联系人|紧急联系人|面试者|应聘者|求职者|面试反馈|面试评价|面试记录|"
    r"姓名|名字|真名|全名|"
    # round 24: the parties of a call, a claim or a booking (来电人X，第三方车主X，旅客X因…)
    r"来电人|来电者|致电人|来电客户|车主|户主|机主|持卡人|报案人|出险人|驾驶人|驾驶员|被保人|"
    r"投诉人|反映人|"
    r"抬头\s?[:：]?\s?个人|"
    r"(?i:owner|reporter|assignee|submitter|attendees?|reviewers?|approvers?|author|ic|"
    r"on-?call|deciders?|contact|landlord|landlady|reference|dr|doctor|coach|tutor|intern|"
    r"boss|manager|teacher|nanny|babysitter|cc|ping|attn|fyi|dear|our client|client|"
    r"employee|tenant|patient|applicant|passenger|guest|recipient|consignee|payee|"
    r"beneficiary|spouse|discharge|fao|candidate|interview feedback|partner|buddy|"
    r"teammate|colleague|coworker|roommate|neighbou?r))"
    r"\s{0,2}[:：=]?\s{0,2}[\"'“‘「（(]?$"
)
#: a verb or particle that takes a person right before the name
_ZH_TAKES = lazy_re(
    r"(?:被|卡在|放在?|认识|问问|问一下|问下|找|欢迎|换成|改成|交给|转给|发给|给|是|和|跟|与|叫|"
    r"喊|写|填|填写|填成|写成|一下|@|告诉|通知|提醒|请|感谢|谢谢|恭喜|祝|等|陪|让|由|替|帮|约|见|找到|联系|"
    r"刚刚|刚才|听说|据说|抄送|同步给|交接给|转发给|指派给|分配给|作为|记得|记住|想起|祝贺|"
    # round 23: what a journal feels for someone ("好想念林晓雯", "暗恋许文博三年了")
    r"想念|思念|怀念|暗恋|喜欢|讨厌|心疼|羡慕|佩服|崇拜|来自|"
    r"(?<![时直间连迎衔交承嫁紧对])接|(?<![时年世替取现古近当交])代|"
    r"(?<![运旋好扭流周中翻逆回辗婉])转|的时候|"
    r"(?:部|组|处|科|室|中心|团队|公司|部门|办公室|小组|学校|医院)的|"
    r"(?i:for|by|on behalf of|from|to|with|hi|hey|thanks|happy birthday|happy bday|welcome|"
    r"ask|tell|"
    r"told|met|meet|is|and|w))\s{0,2}$"
)
#: a person's phrase right after the name
_ZH_PERSON_NEXT = lazy_re(
    r"\s{0,2}(?:说|讲|今天|明天|昨天|后天|刚刚?|请假|负责|在群里|生了|那[了里边儿]|这[里边儿]|吗|呢|"
    r"是(?:我们|我的|你的|他的|她的|谁)|的(?:名字|电话|手机|微信|邮箱|生日|地址|孩子|老公|老婆|"
    r"工号|账号|邮件|意思|身份证|银行卡|车牌|快递|包裹|婚礼|女儿|儿子|妈妈|爸爸|家人|座位|工位|"
    r"简历|航班|签证|护照|病历|工资|合同|订单|请假|论文|作业|车|狗|猫)|已离职|在开会|回复|"
    r"执行|申请|认领|提的|写的|加入|要|下周|上周|又|不来|没来|来了|人很好|就行|就好|就可以|即可|回来|出差|休假|"
    r"离职|入职|到了|发了|发的|打来|来电|同意|确认|审批|签字|报销|值班|加班|在吗|在不在|"
    r"您好|你好|升职|晋升|高升|荣升|生日快乐|新婚|来过|打过|找过|来找|喜欢|爱吃|爱喝|主持|主讲|"
    r"好帅|超帅|太帅|好美|超美|好可爱|超可爱|好好看|连麦|开黑|视频|语音|"
    r"点赞|评论[:：了]|转发了|关注了|私信|拉黑|取关|屏蔽了|晒了|发了条|"
    r"牵头|办理|沟通|见面|面谈|约了|约好|吃饭|送花|是我|是你|是他|是她|"
    r"至[\u4e00-\u9fff]{0,3}科|入院|出院|就诊|住院|[，,]\s?于\s?\d|"
    r"的(?:直属|上级|下属|同学|朋友|家属|亲属|父亲|母亲|配偶|监护人|代理人|导师|老师|学生|"
    r"领导|主管|经理|助理|同事)|"
    r"(?i:approve|admitted|discharged|join|is|said|says|was|will|has|had|wants|left|joined)(?![A-Za-z]))"
)
#: a form of address right after a name that follows a role cue (尊敬的X客户)
_ZH_ADDRESS_TERMS = frozenset(_words("客户 先生 女士 同志 会员 用户 老师 同学"))
#: a dash and a role after a name that opens a line
_ZH_DASH_ROLE = lazy_re(r"\s?(?:—|–|--)\s?(?=[A-Za-z\u4e00-\u9fff])")
#: the end of a name: a boundary (punctuation, space, Latin, digits, end)
_ZH_NAME_END = lazy_re(r"$|[\s，。！？；：,.!?;:、()（）」』”\"'\]【】《》<>|/A-Za-z0-9~～]")


@cache
def _zh_surname_re() -> re.Pattern[str]:
    """Any character that begins a known surname."""
    first = sorted({s[0] for s in _zh_surnames() if "\u4e00" <= s[0] <= "\u9fff"})
    return re.compile("[" + "".join(first) + "]")
_ZH_BOUNDARY_BEFORE = frozenset(" \t\n，。！？；：,.!?;:、(（「『“\"'[【<>|/@-—")
#: two-character words that begin like a name after a cue but are not names
_ZH_BARE_COMMON = frozenset(
    _words("""谢谢 常常 宁可 都市 高手 金色 石油 冷藏 方案 和好 程序 于此 安装 方法 向前
    黄色 白色 红色 蓝色 金牌 江边 云上 明显 明确 明白 明年 明早 明晚 时刻 时候 时间 文字 华人
    时长 史诗
    成员 成绩 成熟 成果 全国 全员 全都 全体 全天 任何 任意 余下 关键 关掉 包括 毛利 高峰 高兴
    周期 周边 钱款 车主 车辆 路口 路过 游客 房主 房东 牛人 洪水 石头 林间 海边 海关 江南 万一
    元旦 元宵 单位 单独 单身 水平 应该 温暖 温和 安全 安排 安静 平时 平安 平台 齐全 易用 简单
    景点 秦朝 唐朝 宋朝 明朝 汉朝 孔子 孟子 老子 庄子 杨梅 黄瓜 冬瓜 西瓜 花生 花园 花钱 花费
    费用 谷歌 苹果 马云 雷军 毛泽东 鲁迅 门卫 门诊 高铁 高端 高温 高考 高清 高度 高级 高价 高压 高层
    高新 王者 王牌 王子 张扬 刘海 陈列 黄昏 周到 周全 周围 周刊 孙女 马达 胡须 胡同 何时 何必 何况
    林荫 谢绝 许久 曾经 田园 董事 杜鹃 叶子 程度 丁香 钟点 陆续 陆地 汪洋 范围 金钱 夏季 方向 白菜
    熊猫 江山 雷雨 龙虾 陶瓷 贺卡 顾客 顾问 毛衣 万岁 武功 戴上 孔雀 温柔 颜色 庄严 岳父 兰花 柳树
    甘甜 祝福 梅花 童年 盛开 蓝色 辛苦 吉祥 景色 宫殿 冷静 卫生 桂花 师傅 荣幸 郎中 丛林 池塘 南方
    燕子 强大 帅气 祖国 丰富 相信 鲜花 晋升 乐意 海边 全家 全职 全新 花鸡 常规 门外 房间 车间
    车库 路灯 江西 海鲜 金鱼 金秋 钱财 石榴 沙滩 沙子 包装 包裹 文具 文艺 文雅 安心 安宁 安康 康乐
    和睦 和美 和气 明亮 明媚 明珠 明星 明月 云朵 云霞""")
)


#: surname characters that are far more often a unit or a measure word after a number
#: (500元, 3万, 10时, 2米, 5台, 3楼, 4单元, 第2期)
_ZH_UNIT_SURNAMES = frozenset("元万时米台楼单期层门车方户间位名次周")
#: the last character of a party before 方 "side" (原告方, 买方, 甲方, 对方, 校方)
_ZH_SIDE_BEFORE = frozenset("告买卖甲乙丙丁对双男女校警官军我你他她各多")
_DIGITS_MONEY = frozenset("0123456789０１２３４５６７８９")


def _zh_bare_lens(text: str, start: int, loose: bool, after_role: bool = False) -> tuple[int, ...]:
    """Lengths of surname + 1-2 given characters at ``start`` (common given-name characters
    unless ``loose``) that are not a common word; the longest reading first. After a role
    word ending at ``start`` (班主任|何冬梅), a word across the start (任何) is no reason
    to stop."""
    return _zh_bare_both(text, start, after_role)[1 if loose else 0]


@lru_cache(maxsize=256)
def _zh_bare_both(
    text: str, start: int, after_role: bool = False
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """:func:`_zh_bare_lens` for both readings in one pass: (strict, loose). Remembered for
    the last few hundred calls: the bare, slot and segment detectors ask it about the same
    surname characters of one text (about 2.7 calls per position on the bench)."""
    strict, loose = _zh_bare_readings(text, start, after_role)
    return tuple(strict), tuple(loose)


def _zh_bare_readings(  # noqa: PLR0912 - one rejection each
    text: str, start: int, after_role: bool
) -> tuple[list[int], list[int]]:
    strict: list[int] = []
    loose: list[int] = []
    # a word across the start (嘴巴让: 巴 ends the word before) rules out every reading
    if start and not after_role and text[start - 1 : start + 1] in _ZH_COMMON:
        return strict, loose
    if start and text[start] in _ZH_UNIT_SURNAMES and text[start - 1] in _DIGITS_MONEY:
        return strict, loose  # 43917元将在: the unit after a number, not a surname
    if text[start] == "方" and start and text[start - 1] in _ZH_SIDE_BEFORE:
        return strict, loose  # 原告方称, 被告方律师: 方 is the party's side
    surn, given = _zh_surnames(), _zh_given()
    for slen in (2, 1):
        if text[start : start + slen] not in surn:
            continue
        for glen in (2, 1):
            end = start + slen + glen
            cand = text[start:end]
            if len(cand) != slen + glen:
                continue
            tail = cand[slen:]
            if min(tail) < "\u4e00" or max(tail) > "\u9fff":
                continue  # a character that is no CJK ideograph (one or two of them)
            ok_loose = _ZH_NOT_GIVEN.isdisjoint(tail)
            ok_strict = True  # every character a given name's (loops: no generators here)
            for j, c in enumerate(tail):
                if c not in given or (
                    c != "想" and c in _ZH_NOT_GIVEN and not _sky_head(cand, slen, j)
                ):
                    ok_strict = False
                    break
            if not (ok_loose or ok_strict):
                continue
            if slen == 1 and cand[0] == cand[1]:
                continue  # 谢谢, 常常
            if slen == 1 and glen == 1 and cand[0] in _ZH_ADVERB_SURNAMES and (
                cand[1] in _ZH_STATE_CHARS
            ):
                continue  # 全绿, 全过, 全挂: an adverb before a state word, not a name
            if slen == 1 and cand[0] in _ZH_FUNCTION_SURNAMES and _zh_place_at(text, start + 1):
                continue  # 由西安团队, 向上海发货: a preposition before a city
            # the given name itself may be a word (桂花, 海燕); surname + given may not (高手)
            heads: tuple[str, ...] = (
                (cand[:2], cand[slen - 1 : slen + 1]) if slen == 1 else (cand[1:3],)
            )
            words = _zh_words()
            common = _zh_bare_common(cand, heads, words)
            if glen == 1 and text[end - 1 : end + 1] in _ZH_COMMON:
                continue  # 高明天: not 高明 + 天
            if ok_loose and not common:
                loose.append(slen + glen)
            if not ok_strict:
                continue
            if common and slen == 1 and glen == 2 and tail in _zh_span_words():
                # round 15: the given name is a word of its own (罗|海燕 as well as 罗海|燕):
                # a word across the surname is no reason to stop then (strict reading only)
                common = _zh_bare_common(cand, (), words)
            if not common:
                strict.append(slen + glen)
    return strict, loose


def _zh_bare_common(cand: str, heads: tuple[str, ...], words: frozenset[str]) -> bool:
    """The candidate, or a word at its head, is a common word."""
    if cand in _ZH_COMMON or cand in _ZH_BARE_COMMON or cand in words:
        return True
    return any(w in _ZH_COMMON or w in _ZH_BARE_COMMON or w in words for w in heads)


def _sky_head(cand: str, slen: int, j: int) -> bool:
    """天 heads a two-character given name (司马天佑, 王天宇) when the character after it is a
    name character of its own (not 天天, 天下, 天气)."""
    if j or len(cand) != slen + 2 or cand[slen] != "天":
        return False
    c = cand[slen + 1]
    return c != "天" and c in _zh_given() and c not in _ZH_NOT_GIVEN


#: rare surname characters that are far more often an adverb of extent ("CI 全绿", 全对)
_ZH_ADVERB_SURNAMES = frozenset("全")
#: states such an adverb qualifies (全绿, 全红, 全过, 全挂, 全对, 全通, 全好, 全齐)
_ZH_STATE_CHARS = frozenset("绿红黑白黄蓝对错过挂通好满新完齐亮灭空")
#: surname characters that are far more often a preposition or particle (由, 向, 于)
_ZH_FUNCTION_SURNAMES = frozenset("由向于和同把被对从将为经代区")
#: the last character of a verb or particle that takes a person (见到了X, 麻烦X, 给X)
_ZH_LEFT_END = frozenset(
    "了给和跟与同让叫找问把被向对替帮为见到送陪等请烦谢诉醒的是由从将代致说候五六"
)
#: the first character of a predicate or particle after a person (X的, X已经, X在)
_ZH_RIGHT_START = frozenset(
    "的了在是已把被要会说和跟也都就还又正刚今明昨回来去打发请让给等住换负推提签于对向不没很订买寄"
)
_ZH_TAKE_END = frozenset("给让叫找问跟与和陪替帮烦请谢候说")
#: a predicate's first character right after a name that follows a role word
_ZH_ROLE_NEXT = frozenset("为已正于在将要会把被向对给和跟也都就还又刚回来去说是每因系称")
#: an evaluation heading: the person it is about comes first, then what is said about them
#: (面试反馈：谢飞系统设计不错)
_ZH_REVIEW_CUE = lazy_re(
    r"(?:面试|面评|绩效|考核|试用期)(?:反馈|评价|记录|结论|总结)\s?[:：]\s?$|"
    r"(?i:(?:interview|performance)\s(?:feedback|review|notes?))\s?[:：]\s?$"
)
_ZH_EDGE = frozenset(" \t\n，。！？；：、,.!?;:()（）「」“”\"'")


@cache
def _zh_all_common() -> frozenset[str]:
    return _ZH_COMMON | _ZH_BARE_COMMON | _zh_words()


@cache
def _zh_words() -> frozenset[str]:
    """Ordinary words that begin with a surname character (满意, 宿舍), and drinks and
    dishes that read like names after 喜欢 (乌龙, 铁观音)."""
    surnames = {s for s in _zh_surnames() if len(s) > 1}  # 上官, 欧阳 are surnames
    return (_load("zh_common_words.txt") | _ZH_FOOD) - surnames


_ZH_FOOD = frozenset(
    _words("""金毛 比熊 柯基 泰迪 柴犬 哈士奇 萨摩耶 拉布拉多 边牧 博美 雪纳瑞 法斗 英短 美短 布偶
    蓝猫 橘猫 狸花 暹罗 加菲 德牧 阿拉斯加 马尔济斯 吉娃娃 约克夏 贵宾 巴哥 秋田 松狮 腊肠 金吉拉
    乌龙 乌龙茶 铁观音 龙井 普洱 毛尖 白茶 红茶 花茶 金骏眉 大红袍 碧螺春 雀舌 单丛
    凤凰单丛 白毫 银针 祁红 滇红 黄芽 东方美人 冻顶 包种 金萱 茉莉 桂花 菊花 柠檬 芒果 石榴 杨梅
    荔枝 龙眼 金桔 金橘 黄桃 白桃 蓝莓 杨桃 柚子 甘蔗 冬瓜 苦瓜 南瓜 黄瓜 丝瓜 韩餐 韩料 日料 法餐
    川菜 湘菜 粤菜 鲁菜 徽菜 闽菜 苏菜 浙菜 京菜 沪菜 东北菜 火锅 麻辣烫 麻辣香锅 宫保鸡丁 鱼香肉丝
    回锅肉 水煮鱼 酸菜鱼 小龙虾 烤鸭 卤肉饭 牛肉面 兰州拉面 米线 米粉 凉皮 肉夹馍 煎饼 包子 饺子""")
)


def _framed(text: str, s: int, e: int, prev: str) -> bool:
    """A name between a person's left edge (a clause edge, a verb or particle that takes a
    person) and a person's right edge (a clause edge, a predicate or particle)."""
    nxt = text[e] if e < len(text) else "\n"
    left_edge = prev in ("", "\n") or prev in _ZH_EDGE
    left = left_edge or prev in _ZH_LEFT_END
    right_edge = nxt in _ZH_EDGE
    right = right_edge or nxt in _ZH_RIGHT_START
    if nxt in "今明昨" and text[e + 1 : e + 2] not in ("天", "年", "晚", "早", "日", "儿"):
        right = False  # 和盛明一起: 明 is part of the name, not 明天
    if left and nxt == "的" and resolve(_ZH_PERSON_NEXT).match(text, e) is not None:
        right = True  # 别忘了X的婚礼
    elif nxt == "的" and e - s < 3:
        right = False
    if not (left and right) or (left_edge and text[s] in _ZH_PARTICLES):
        return False  # 和盛…: a clause opening with a particle
    common = _zh_all_common()
    if text[e - 1 : e + 1] in common or text[s - 1 : s + 1] in common:
        return False
    if "北" in text[s + 1 : e]:
        return False  # 沈北新, 江北: a district
    if e - s >= 3:
        return text[e - 2 : e] not in common  # 年成立: not 年 + 成立
    if text[e - 1] in "山川溪河江湖岛":
        return False  # 萧山, 花溪: a place
    # two characters: no 的 before (的方言), and one side a clause edge or a verb that takes
    # a person (麻烦X回个电话, 给X打电话)
    return prev != "的" and (left_edge or right_edge or prev in _ZH_TAKE_END or nxt == "的")


# --- an uncued name in an everyday sentence: a verb or particle that takes a person, or a
# time word that opens a clause, before the name (给X, 把X, 和X, 约X, 面试X, 周末X, 15号X),
# and a predicate's first word after it (X来, X欠我, X下午, X名下, X对…过敏); no ordinary
# word may straddle either edge of the name ("给刘云写封邮件", "周三面试耿阳") ----------------
_ZH_WIDE_LEFT = lazy_re(
    r"(?:(?P<one>[给把将和跟与同约问找帮替陪请叫让被])|(?P<weak>[用在对向等见送带接])|"
    r"提醒|谢谢|感谢|面试|记住|记得|告诉|通知|麻烦|拜托|联系|邀请|喊上|叫上|拉上|带上|"
    r"周[一二三四五六日末天]|星期[一二三四五六日天]|礼拜[一二三四五六日天]|月底|月初|"
    r"今天|明天|昨天|后天|今晚|明晚|上午|下午|中午|晚上|早上|(?<![0-9])[0-9]{1,2}\s?[号日]|"
    r"(?i:(?<![a-z])(?:add|ask|tell|with|meet|call|text|email|remind|invite|ping|thank|"
    r"thanks|and|for|to|cc)))\s{0,2}$"
)
#: a predicate's first word after the name; the strong ones mark a person by themselves
_ZH_WIDE_STRONG = lazy_re(r"\s{0,2}(?:名下|的(?:名字|电话|手机|微信|邮箱|生日|地址|婚礼|孩子))")
#: verbs of asking and reminding: the person they take needs no predicate after it
#: (问一下林杰报告写完没有); no word may straddle the name's edges
_ZH_WIDE_ASK = lazy_re(r"(?:问一下|问问|问下|提醒一下|提醒|告诉|通知|麻烦|拜托)\s{0,2}$")
_ZH_WIDE_RIGHT = lazy_re(
    r"\s{0,2}(?:(?P<end>$|[，。！？；：,.!?;:、～~）)」』”\"])|来|去|欠|写|拉|聚|拿|到|对|帮|改|借|还|"
    r"送|带|打|发|问|买|订|给|也|都|说|在|是|要|会|想|已|刚|又|就|和|跟|"
    r"上午|下午|中午|晚上|早上|今天|明天|昨天|后天|周[一二三四五六日末]|星期|哈|吧|呢|啊|呀|"
    r"(?i:(?<![a-z])(?:to|about|for|and|at|on|is|will|asap|thx|ty|pls)(?![a-z])))"
)


def _wide_frame(text: str, s: int, e: int, prev: str, edge: bool) -> bool:
    """An uncued name between a wide left frame and a wide right frame: a verb, particle or
    time word before and a predicate after, or a clause edge before and a predicate (not a
    mere boundary) after; a one-character verb ending a word (连接, 改用) is no verb."""
    if text[s] in _ZH_PARTICLES or prev in ("@", "#"):
        return False
    ask = resolve(_ZH_WIDE_ASK).search(text, max(0, s - 6), s) is not None
    strong = ask or resolve(_ZH_WIDE_STRONG).match(text, e) is not None
    rm = None if strong else resolve(_ZH_WIDE_RIGHT).match(text, e)
    if not strong and rm is None:
        return False
    lm = resolve(_ZH_WIDE_LEFT).search(text, max(0, s - 12), s)
    if lm is not None and (lm.group("one") or lm.group("weak")):
        if text[lm.start() - 1 : lm.start() + 1] in _zh_span_words():
            lm = None  # 连接池, 改用高德
        elif lm.group("weak") and not strong:
            lm = None  # 用X, 在X: only before 的名字 or 名下
    elif lm is not None and not strong and text[s] in _ZH_VERB_SURNAMES:
        lm = None  # 周末来丽都: after a time word, a verb is no surname
    predicate = strong or (rm is not None and rm.group("end") is None)
    if lm is None and not ask and not (edge and predicate):
        return False
    a, b = max(0, s - 3), min(len(text), e + 3)
    return not _zh_straddled(text, a, b, s) and not _zh_straddled(text, a, b, e)


# --- a person between a preposition-like word and a verb: 和张瑞喝了咖啡, 把杨杨加到群里,
# 请靳俊喝茶, 向叶雪梅借了本书. The name is a surname + common given-name characters (a doubled
# character too: 杨杨) that is no ordinary word; a verb (jieba's dictionary) or a person's
# adverb begins right after it, and no word straddles either edge (同萧磊开会: not 萧磊开) ---
#: a preposition, companion word or verb whose object is a person, right before the name
_ZH_PREP = frozenset("和跟与同给帮找问陪约请把让叫替向对被带喊邀听")
#: ... whose object is more often a thing (把钱存起来, 给车加油): a given name that is itself
#: a verb is no name after these
_ZH_PREP_OBJ = frozenset("把给对")
#: verbs that take a person, then 了 (约了X吃烤肉, 找了X帮忙)
_ZH_PREP_LE = frozenset("约找请叫陪带问喊邀帮见")
#: time words that open a clause whose subject may be a person (刚才X打电话, 昨天X来过)
_ZH_TIME_LEFT = frozenset(
    _words("""刚才 刚刚 今天 昨天 明天 前天 后天 上午 下午 中午 晚上 早上 傍晚 周末 最近 后来
    然后 当时 那天 今早 今晚 昨晚 明早 明晚 上次 这次 下次 那次 平时 每天 每周 上周 下周 本周
    这周 上个月 下个月 去年 今年 明年 后来 之前 之后 以后 以前 听说 据说 听闻 得知""")
)
#: adverbs, time words and particles that open a person's predicate (和X一起去, 让X把钥匙…)
_ZH_PRED = frozenset(
    _words("""一起 一块 一同 一道 都 也 又 再 先 刚 还 已经 正在 今天 明天 昨天 后天 上午 下午
    中午 晚上 早上 周末 下周 下次 以前 之前 把 被 给 在 跟 和 替 帮 向 对 从 最近 上次 下个月
    上个月 这周 这个月 今年 明年 去年 今晚 昨晚 明晚 我 你 他 她 我们 你们 他们 她们 一家 一本
    一个 一份 一张 一束 一盒 一些 一点 一下""")
)


#: office verbs jieba's frequency cut leaves out of zh_verbs.txt (向X汇报, 请X签收)
_ZH_OFFICE_VERBS = frozenset(
    _words("""汇报 签收 整理 联系 到场 盖章 回电 到岗 报到 核实 对账 转账 入职 汇款 备案 补交
    补签 代签 代收 代领 进群 转达 转告 跟进 对接 重置 修改 找回 登录 登陆 注销 忘记 反馈 投诉
    申诉 解绑 绑定 激活 报修 退款 退货 下单 付款 续费 预约 挂号 取消 改签""")
)


@cache
def _zh_verbs() -> frozenset[str]:
    return _load("zh_verbs.txt") | _ZH_PRED | _ZH_OFFICE_VERBS


@cache
def _zh_verb_nouns() -> frozenset[str]:
    return _load("zh_verb_nouns.txt")


@cache
def _zh_verb_given() -> frozenset[str]:
    return _load("zh_verb_given.txt")


def _zh_place_at(text: str, i: int) -> bool:
    """A Chinese city or county name (two or three characters) begins at ``i``."""
    places = _zh_all_places()
    return text[i : i + 2] in places or text[i : i + 3] in places


@cache
def _zh_all_places() -> frozenset[str]:
    """China's places and the foreign cities whose Chinese names read as a person's."""
    return _load("zh_places.txt") | _load("zh_world_places.txt")


def _slot_left(text: str, i: int) -> int:  # noqa: PLR0911 - a ladder of cues
    """What opens a person's slot right before ``i``: 2 a preposition-like word whose object
    is a person (or an English verb that takes one), 1 one whose object is often a thing (a
    verb and 了: 答应了X), 3 a time word, 4 在/去 (X家), 5 a clause edge, 0 nothing."""
    prev = text[i - 1 : i]
    if prev in _ZH_PREP:
        return 1 if prev in _ZH_PREP_OBJ else 2
    if (text[max(0, i - 2) : i] in _ZH_FOCUS or prev in _ZH_FOCUS1) and (
        prev != "由" or text[max(0, i - 2) : i] not in _zh_all_common()
    ):
        # 只有X有权限, 除了X都到了, 连X都不知道, 合同由X代表…签字: a focus word or 由 before the
        # agent of the clause (the predicate after the name is still required)
        return 2
    if prev in (" ", "\t"):
        j = i - 1
        while j > 0 and text[j - 1] in (" ", "\t"):
            j -= 1
        if j > 0 and "\u4e00" <= text[j - 1] <= "\u9fff":
            return _slot_left(text, j)  # assign 给了 高欢: a spaced Chinese coverb
    if prev in _ZH_PREP_WEAK and text[max(0, i - 2) : i] not in _zh_all_common():
        # 代X转发, 经X同意, 派X去: a coverb opening the clause (not 时代, 已经, 直接)
        pp = text[i - 2 : i - 1]
        return 2 if pp in ("", "\n") or pp in _ZH_CLAUSE_EDGE or pp in _ZH_OPENERS else 1
    if prev == "了":
        if text[i - 2 : i - 1] in _ZH_PREP_LE:
            return 2
        verbs = _zh_verbs()
        return 1 if text[i - 3 : i - 1] in verbs or text[i - 2 : i - 1] in verbs else 0
    if prev in _ZH_TO_HOME:
        return 4
    if prev in _ZH_GIVE:
        return 1
    if text[max(0, i - 3) : i] in _ZH_TIME_LEFT or text[max(0, i - 2) : i] in _ZH_TIME_LEFT:
        return 3
    if prev in (" ", "\t") and _EN_TAKES_PERSON.search(text, max(0, i - 12), i) is not None:
        return 2  # Tell 邹淑我晚点到
    return 5 if i == 0 or prev in _ZH_CLAUSE_EDGE else 0


#: focus words before the agent of a clause (只有X有…权限, 仅X能登录, 除了X都到了, 连X都
#: 不知道, 包括X在内)
_ZH_FOCUS = frozenset(_words("只有 唯有 除了 就连 包括 只是 仅有 只让 只许"))
_ZH_FOCUS1 = frozenset("仅连由")
#: a modal or 代表 right after the agent opened by such a word (只有X可以, 由X代表公司)
_ZH_AGENT_PRED = frozenset(_words("可以 能够 代表 才能 才可 有权 需要 应该 必须 不能 不会"))
#: coverbs and verbs whose object is a person when they open a clause (代X转发, 经X同意,
#: 派X去, 催X交, 托X带, 接X下班, 拉X进群, 为X庆祝, 等X回来, 劝X别去, 陪同X)
_ZH_PREP_WEAK = frozenset("代为经派催托接拉等劝求由")
#: what may stand before such a coverb that opens a person's slot (请代X, 麻烦代X, 我代X)
_ZH_OPENERS = frozenset("请烦帮我你他她也先再就都还已需要可能得替")
#: verbs that take a person and a thing (送X一本书, 借X五百块)
_ZH_GIVE = frozenset("送借还教欠寄递赔付")
#: the end of a clause before a name
_ZH_CLAUSE_EDGE = frozenset("\n，。！？；：,.!?;:、")
_EN_TAKES_PERSON = re.compile(
    r"(?i)(?<![A-Za-z])(?:tell|ask|call|text|remind|with|and|meet|met|ping|email|invite|thank|"
    r"thanks|cc|for|to)\s$"
)


#: surname characters far more often a verb or an adverb (jieba frequency over 50,000)
_ZH_VERB_SURNAMES = frozenset("来都")
#: verbs of being at or going to a place: 在X家吃的晚饭, 去王秀英家拜年 (X家: a person's home)
_ZH_TO_HOME = frozenset("在去到回住来")
#: what follows 家 after a person's name: a verb, 里/的/楼/门口/附近, a clause edge
_ZH_HOME_NEXT = frozenset("里的楼门附边，。！？；：,.!?;: \n")


def _zh_three(text: str, i: int) -> bool:
    """A one-character surname and two common given-name characters at ``i`` that are no
    ordinary word together, though the first two may be one (朱红|梅, 高超|群)."""
    cand = text[i : i + 3]
    given = _zh_given()
    return (
        len(cand) == 3
        and cand[0] in _zh_surnames()
        and given.issuperset(cand[1:])
        and _ZH_NOT_GIVEN.isdisjoint(cand[1:])
        and cand not in _zh_all_common()
        and cand[1:] not in _ZH_COMMON
        and cand[1:] not in _ZH_BARE_COMMON
    )


def _home_after(text: str, i: int, e: int) -> bool:
    """``text[i:e]``, after 在/去/到, is a person whose home (家) follows: 家 and a verb, a
    place word (里, 楼, 门口) or a clause edge after it; no word straddles the name's start."""
    nxt = text[e + 1 : e + 2]
    if text[e : e + 1] != "家" or not (nxt == "" or nxt in _zh_verbs() or nxt in _ZH_HOME_NEXT):
        return False
    return not _zh_straddled(text, max(0, i - 2), min(len(text), e + 1), i)


def _pred_at(text: str, e: int, verbs: frozenset[str]) -> bool:
    """A person's predicate begins at ``e``: a verb, an adverb or time word, or 的 and an
    English word (X的wedding)."""
    if text[e : e + 1] in verbs or text[e : e + 2] in verbs or text[e : e + 3] in verbs:
        return True
    nxt = text[e + 1 : e + 2]
    return text[e : e + 1] == "的" and nxt.isascii() and nxt.isalpha()


def _slot_lens(text: str, i: int, left: int) -> list[int]:
    """The name readings at ``i``, the longest first: a surname and common given-name
    characters (``_zh_bare_lens``), a doubled name (杨杨), and after a word that takes a person
    a three-character name whose first two characters are a word (朱红|梅)."""
    lens = list(_zh_bare_lens(text, i, False))
    c = text[i : i + 1]
    if (
        not lens
        and text[i + 1 : i + 2] == c
        and c in _zh_given()
        and c + c not in _zh_all_common()
        and text[i - 1 : i + 1] not in _zh_all_common()
    ):
        lens = [2]  # 杨杨, 冬冬: a doubled name (常常, 明明 are words)
    if left == 2 and 3 not in lens and _zh_three(text, i):
        lens.insert(0, 3)  # 陪朱红梅去: 朱红 is a word, 朱红梅 is none
    return lens


#: a firm's word soon after a name-like run (华泰通安网络有限公司)
_ZH_FIRM = re.compile(r"公司|集团|有限|股份|工作室|事务所|中心|商行|门店|旗舰店")


def _strong_pred_at(text: str, e: int, verbs: frozenset[str], k: int) -> bool:
    """An adverb or time word, 的 and an English word, a verb and an aspect particle (来了,
    说过), or after a three-character name a two-character verb, at ``e`` (戴森|吹风机: a
    two-character run opening a clause before a verb is too often a brand or a word)."""
    two = text[e : e + 2]
    if k >= 3 and two in verbs and two not in _zh_verb_nouns():
        return True
    if text[e : e + 3] in _ZH_PRED:
        return True
    if two in _ZH_PRED or text[e : e + 1] in _ZH_PRED:
        return True
    nxt = text[e + 1 : e + 2]
    if text[e : e + 1] == "的":
        return nxt.isascii() and nxt.isalpha()
    return text[e : e + 1] in verbs and nxt in ("了", "过", "着")


def _slot_blocked(  # noqa: PLR0911 - one rejection each
    text: str, i: int, e: int, left: int, verbs: frozenset[str]
) -> bool:
    """``text[i:e]`` is no name in its slot: no predicate after it, a firm's name, a place or
    word opening a clause, or a surname and a given character that is mostly a verb."""
    k = e - i
    if not _pred_at(text, e, verbs):
        return True
    if left == 5 and not _strong_pred_at(text, e, verbs, k):
        return True  # 单程|约半小时: opening a clause, a one-character verb alone is too weak
    if _ZH_FIRM.search(text, e, e + 8) is not None or _zh_place_at(text, i):
        return True  # 华成育卓信息有限公司, 和唐山比起来: a firm or a city
    if left == 5 and text[i:e] in _zh_span_words():
        return True  # 桂林, 安康, 高明 opening a clause: a place or word jieba tags as a name
    if left in (3, 5) and text[e : e + 2] in _zh_verb_nouns():
        return True  # 房源|编号: a noun that begins with a verb is no predicate
    if k == 2 and left != 2 and text[i + 1] in _zh_verb_given() and text[i] != text[i + 1]:
        return True  # 把钱存起来, 花开了: a one-character given name that is mostly a verb
    return text[e : e + 2] in _zh_all_common() and text[e : e + 2] not in verbs


def _prep_slot_len(text: str, i: int, left: int) -> int:
    """The length of a name at ``i`` between a preposition-like word and a verb (0: none)."""
    verbs = _zh_verbs()
    if text[i] in _ZH_PARTICLES or (left == 3 and text[i] in _ZH_VERB_SURNAMES):
        return 0  # 今天和王伟, 周末来丽都: the particle or verb is no surname
    lens = _slot_lens(text, i, left)
    n = len(text)
    longer = 0
    for k in lens:
        e = i + k
        if left == 4:  # X家 and a verb or a place word after
            if _home_after(text, i, e):
                return k
            continue
        if left == 2 and text[e : e + 2] in _ZH_AGENT_PRED:
            if text[e - 1 : e + 1] in _zh_all_common():
                continue  # 王磊可|以: the last character begins the next word
            return k  # 只有王磊可以审批, 由王磊代表公司签字: a modal or 代表 after the agent
        if _slot_blocked(text, i, e, left, verbs):
            continue
        if _zh_straddled(text, max(0, i - 2) if left != 3 else i, min(n, e + 3), i):
            continue  # (after a time word, 今天|王雪: 天王 straddles the word already read)
        if _zh_straddled(text, max(0, i - 2), min(n, e + 3), e):
            # 陈志强|加进 or 陈志|强加: a two-character verb after the longer reading keeps it
            # when the shorter one holds too (not 王伟一|起, 萧磊开|会)
            if text[e : e + 2] in verbs:
                longer = longer or k
            continue
        return max(k, longer)
    return 0


_ZH_LIST_SEP = frozenset(("、", ",", "，", "和", "与", "及", "/", "跟"))
#: verbs that take a person: a three-character name after them needs no context after
_ZH_ASK = lazy_re(r"(?:问问|问一下|问下|告诉|通知|提醒|认识|找|联系|叫|喊|转告|麻烦)\s{0,2}$")


def _zh_headword_name(text: str, i: int) -> int:
    """乘客填罗兰英, 收件人写高明华: a surname + two common given-name characters whose first
    two make an ordinary word (罗兰, 高明), right after a role word or a verb that takes a
    person and before a boundary or a person's phrase."""
    cand = text[i : i + 3]
    if len(cand) != 3 or cand[0] not in _zh_surnames():
        return 0
    given, common = _zh_given(), _zh_all_common()
    if not (given.issuperset(cand[1:]) and _ZH_NOT_GIVEN.isdisjoint(cand[1:])):
        return 0
    if cand in common or cand[1:] in common or text[i + 2 : i + 4] in common:
        return 0
    before = text[max(0, i - 24) : i]
    role = resolve(_ZH_ROLE).search(before) is not None
    if not role and resolve(_ZH_TAKES).search(before) is None:
        return 0
    e = i + 3
    if resolve(_ZH_NAME_END).match(text, e) or resolve(_ZH_PERSON_NEXT).match(text, e):
        return 3
    return 3 if role and text[e : e + 1] in _ZH_ROLE_NEXT else 0


#: what a conjunction joins in a form's wording: "用户名和密码", "账号与口令"
_ZH_CONJ_NOT = frozenset(
    ("密码", "口令", "账号", "帐号", "用户", "邮箱", "电话", "地址", "邮编", "姓名", "护照", "签证")
)


@dataclass(frozen=True)
class ZhBareNames:
    """A Chinese name with a person's context on both sides: a role word or a verb that takes
    a person before and a boundary or a person's phrase after, or a clause boundary before
    and a person's phrase after."""

    name: str = "person_name_zh_bare"
    category: Category = Category.PERSON_NAME
    needs: Needs = _ZH_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        header = ("'" in text or '"' in text) and resolve(_ZH_HEADER).search(text) is not None
        last = -9
        # every reading at ``i`` goes on with an ideograph at ``i + 1`` (_ZH_NEEDS): a
        # surname's character before anything else starts none, and no state changes there
        for m in _zh_surname_cjk_re().finditer(text):
            i = m.start()
            if i < last:
                continue
            # the next name in a list after a found one: 参会人 王伟、李娜和张敏
            listed = i - last in (1, 2) and text[last:i].strip(" ") in _ZH_LIST_SEP
            if text[i] in "和与及同" and text[i + 1 : i + 3] in _ZH_CONJ_NOT:
                continue  # "用户名和密码": a conjunction and a field, no surname 和 (round 26)
            found = self._at(text, i, header, listed)
            if found:
                f = norm.finding(self.category, i, i + found, 0.7, self.name)
                if f is not None:
                    yield f
                last = i + found

    @staticmethod
    def _at(text: str, i: int, header: bool, listed: bool) -> int:  # noqa: PLR0911, PLR0912
        """The length of the name starting at ``i`` (0: none)."""
        prev = text[i - 1] if i else ""
        strict, loose = _zh_bare_both(text, i, False)  # the cache key of every caller
        # a slot's readings (_slot_lens) are the strict ones, a doubled name or a three-
        # character one: without any, the slot finds nothing and its cue needs no look
        if strict or text[i + 1 : i + 2] == text[i] or _zh_three(text, i):
            left = _slot_left(text, i)
            if left:
                k = _prep_slot_len(text, i, left)
                if k:
                    return k
        if prev in _ZH_HANDED_LAST and text[max(0, i - 6) : i].rstrip(" \t").endswith(
            _ZH_HANDED_TO
        ):
            # ticket assign 给了 高欢。: handed to a person at the clause's end
            for k in strict or (3, 2):
                e = i + k
                cand = text[i:e]
                # (已提交给官方: a party, not a name)
                if len(cand) != k or cand in _ZH_COMMON or cand in _ZH_BARE_COMMON or (
                    cand in _ZH_HANDED_NOT
                ):
                    continue
                if not (cand[0] in _zh_surnames() and all(c in _zh_given() for c in cand[1:])):
                    continue
                if e == len(text) or text[e] in _ZH_CLAUSE_EDGE or text[e] in " 的":
                    return k
                if text[e : e + 2] in _ZH_HANDED_VERBS or (
                    k == 3 and text[e - 1 : e + 1] not in _ZH_COMMON and _verb2_at(text, e)
                ):
                    return k  # 已转交岑阳处理, 抄送给王伟审核
        if not strict and not loose:
            return _zh_headword_name(text, i) or _zh_word_after_person_cue(text, i)
        if prev in _CELL_SEP or prev in ("", "\n"):
            k = _cell_name(text, i, strict)
            if k:
                return k
        before = text[max(0, i - 24) : i]
        cue_role = listed or resolve(_ZH_ROLE).search(before) is not None
        if not cue_role and _zh_place_at(text, i):
            return 0  # 跟唐山的朋友吃饭: a city, not a person
        cue_take = cue_role or resolve(_ZH_TAKES).search(before) is not None
        cleft = _cleft(text, i)
        bound = not ("\u4e00" <= prev <= "\u9fff" or prev.isalpha()) or cleft
        labelled = prev in ":：" and i > 1 and text[i - 2] not in " \t\n"
        line_start = prev in ("", "\n") or (
            prev in " \t" and text[text.rfind("\n", 0, i) + 1 : i].strip() == ""
        )
        ask = cue_take and resolve(_ZH_ASK).search(before) is not None
        nxt, end_rx = resolve(_ZH_PERSON_NEXT), resolve(_ZH_NAME_END)
        for lens in (loose, strict) if cue_role else (strict,):
            longest = 0
            for k in lens:
                e = i + k
                longest = longest or k
                pm = nxt.match(text, e)
                person = pm is not None
                if k < longest and text[e] in _zh_given():
                    # 冯小刚导演: not 冯小 + 刚; 张婷生了: 张婷 + 生了
                    person = pm is not None and pm.end() - e >= 2
                ends = end_rx.match(text, e) is not None
                if line_start and text[e : e + 1] in (":", "：") and text[e + 1 : e + 2] != "":
                    person = True  # a chat speaker: "王伟：明天见"
                if line_start and resolve(_ZH_DASH_ROLE).match(text, e) is not None:
                    person = True  # "黄伟 — product owner"
                if header and prev and prev in "'\"" and text[e : e + 1] == prev:
                    return k  # a quoted value in a table of names ("姓名" … '张辉')
                if cue_role and text[e : e + 2] in _ZH_ADDRESS_TERMS:
                    return k  # 尊敬的张建客户
                if (
                    lens is strict
                    and text[e - 1 : e + 1] not in _ZH_COMMON
                    and resolve(_ZH_REVIEW_CUE).search(before) is not None
                ):
                    return k  # 面试反馈：谢飞系统设计不错
                # 客服X为您服务, 司机X已到达, 参会人 王伟、李娜
                after = text[e : e + 1]
                if cue_role and (
                    ends or person or after in _ZH_LIST_SEP or after in _ZH_ROLE_NEXT
                ):
                    return k
                if lens is strict and (
                    (cue_take and (ends or person))
                    or (bound and person)
                    or (cleft and text[e : e + 1] in _ZH_CLEFT_NEXT)
                    or (labelled and _verb2_at(text, e) and text[e - 1 : e + 1] not in _ZH_COMMON)
                    or (ask and k == 3 and text[e - 1 : e + 1] not in _ZH_COMMON)
                    or _framed(text, i, e, prev)
                    or _wide_frame(text, i, e, prev, bound)
                    or (
                        ask
                        and k == 2
                        and "\u4e00" <= text[e : e + 1] <= "\u9fff"
                        and text[e] not in _zh_given()
                        and text[e] not in _ZH_NOT_GIVEN
                        and text[e - 1 : e + 1] not in _ZH_COMMON
                    )
                ):
                    return k
        return 0


#: a cue that only a person fills: a person-only label, or an English verb whose object is
#: a person ("候选人：朱红", "call 杨梅 tomorrow", "text 高明 later")
_ZH_ONLY_PERSON_CUE = lazy_re(
    r"(?:候选人|联系人|收件人|收货人|寄件人|申请人|负责人|经办人|签收人|面试者|应聘者|姓名)\s?[:：]\s?$"
    r"|(?i:(?<![a-z])(?:call|phone|text|ping|email|e-mail|dm|message|remind|thank|cc)\s)$"
)
_ZH_ONLY_PERSON_END = lazy_re(r"$|[\s，。！？；：,.!?;:、)）」』”\"']")


def _zh_word_after_person_cue(text: str, i: int) -> int:
    """A surname + given-name characters that also spell a word (朱红 vermilion, 杨梅
    bayberry), in a slot that only a person fills, up to a clause edge (0: none)."""
    surn, given = _zh_surnames(), _zh_given()
    for k in (3, 2):
        cand = text[i : i + k]
        if (
            len(cand) == k
            and cand[0] in surn
            and given.issuperset(cand[1:])
            and _ZH_NOT_GIVEN.isdisjoint(cand[1:])
            and resolve(_ZH_ONLY_PERSON_END).match(text, i + k) is not None
        ):
            # the longest reading, in a person's slot (the cue's search costs the most: last)
            cue = resolve(_ZH_ONLY_PERSON_CUE).search(text, max(0, i - 12), i)
            return k if cue is not None else 0
    return 0


#: handing a task or a thing over to a person (转给X, 分配给了X)
_ZH_HANDED_TO = ("给了", "交给", "转给", "派给", "分给", "转交", "移交", "指派", "指派给", "交接给",
                 "转发自", "转自", "抄送", "抄送给", "转发给", "发给", "转交给", "移交给")
#: the last character before such a name (a cheap test first)
#: who else a ticket is handed to (提交给官方, 转给财务): a party, not a person
_ZH_HANDED_NOT = frozenset(
    _words("官方 官网 客服 后台 平台 财务 商家 卖家 买家 领导 总部 上级 技术 运营 物流 仓库 法务")
)
_ZH_HANDED_LAST = frozenset("了给交派接自送 \t")
#: what the person handed a task does next (转交X处理, 移交X跟进)
_ZH_HANDED_VERBS = frozenset(
    _words("处理 跟进 负责 审核 审批 确认 办理 解决 查看 评审 签字 签收 核实 排查 修复 对接 回复 "
           "review 接手 接管 定夺 决定 安排 落实")
)
#: what separates the cells of a CSV/TSV/pipe row
_CELL_SEP = frozenset(",\t|;，")


def _cell_name(text: str, i: int, lens: tuple[int, ...]) -> int:
    """A name that is a whole cell of a delimited row (5,向建国,金卡,2024年2月5日): the same
    separator stands right before and right after it (or a line edge on one side) and the
    row holds at least two separators; a city's name is no person."""
    for k in lens:
        e = i + k
        after = text[e : e + 1]
        before = text[i - 1 : i] if i else ""
        sep = before if before in _CELL_SEP else after
        if sep not in _CELL_SEP or after not in (sep, "", "\n") or before not in (sep, "", "\n"):
            continue
        ls = text.rfind("\n", 0, i) + 1
        le = text.find("\n", e)
        row = text[ls : le if le >= 0 else len(text)]
        if row.count(sep) < 2 or _zh_place_at(text, i):
            continue
        head = _column_header(text, ls, sep, text.count(sep, ls, i))
        if head is not None and _PERSON_COLUMN.search(head) is None:
            continue  # 渠道 | 安卓: the column holds no person
        return k
    return 0


def _column_header(text: str, ls: int, sep: str, col: int) -> str | None:
    """The header cell of column ``col`` of the table whose row starts at ``ls``: the first
    line of the block of lines above that hold as many separators (None: no header)."""
    n = text.count(sep, ls, (text.find("\n", ls) + 1 or len(text) + 1) - 1)
    top = ls
    while top > 0:
        prev_start = text.rfind("\n", 0, top - 1) + 1
        line = text[prev_start : top - 1]
        if line.count(sep) != n:
            break
        top = prev_start
    if top == ls:
        return None
    cells = text[top : text.find("\n", top)].split(sep)
    if col >= len(cells) or any(c.isdigit() for c in cells[col]):
        return None
    return cells[col].strip(" `\"'*:-")


#: a column header that holds people (姓名, 联系人, 客户, name, owner, contact)
_PERSON_COLUMN = re.compile(
    r"(?i)名|人|客户|联系|员|者|师|生|主|收|寄|签|name|user|owner|contact|person|customer|client|"
    r"assignee|reporter|author|member|staff|employee|agent|driver|patient|student|teacher"
)
#: words the dictionaries lack that look like a surname and a given name (安卓: Android)
_CELL_NOT = frozenset(_words("安卓"))


def _cleft(text: str, i: int) -> bool:
    """是 opens a cleft sentence before ``i`` (是X让我问的, 就是X帮的忙): 是 at a clause edge
    or after an adverb."""
    if text[i - 1 : i] != "是":
        return False
    pp = text[i - 2 : i - 1]
    return (
        pp in ("", "\n") or pp in _ZH_CLAUSE_EDGE or pp in _ZH_CLEFT_ADVERBS
        or text[i - 3 : i - 1] in _ZH_CLEFT_ADVERBS2
    )


_ZH_CLEFT_ADVERBS = frozenset(" \t就都也还又正")
_ZH_CLEFT_ADVERBS2 = frozenset(_words("原来 其实 果然 竟然 居然 本来 肯定 应该 一定"))
#: what a person does in a cleft (是X让我问的, 是X帮的忙, 是X叫我来的)
_ZH_CLEFT_NEXT = frozenset("让叫要帮请给带替陪派告通")


def _verb2_at(text: str, e: int) -> bool:
    """A verb of two or three characters begins at ``e`` (工单12：X重置密码后…)."""
    verbs = _zh_verbs()
    return text[e : e + 2] in verbs or text[e : e + 3] in verbs


DETECTORS = (*DETECTORS, ZhBareNames())


# --- Chinese names in a person's slot: right after a kinship or role noun (用户的女儿王建平,
# 服务员姚春梅, 本月人物马华), or after a verb that takes a person with a person's predicate
# after the name (兹推荐李萍同志, 来自储佳的邮件, 把宋淑兰加到, 代李楠发送, 会上李璐同意),
# or opening a clause before such a predicate (田伟退休欢送会) ------------------------------
_ZH_SLOT_NOUN = lazy_re(
    r"(?:女儿|儿子|爱人|妈妈|爸爸|母亲|父亲|哥哥|姐姐|弟弟|妹妹|爷爷|奶奶|外婆|外公|姥姥|姥爷|"
    r"孙子|孙女|侄子|侄女|外甥女?|叔叔|阿姨|舅舅|舅妈|姑姑|姑父|姨妈|姨父|岳父|岳母|公公|婆婆|"
    r"(?:表|堂)(?:哥|姐|弟|妹|叔|姨|舅|姑)|(?<![一])(?:大|二|三|四|小)(?:姨|舅|姑|叔|伯|婶|爷)|"
    r"嫂子|姐夫|妹夫|弟媳|弟妹|大嫂|亲家|干妈|干爸|继父|继母|后妈|伯伯|伯母|婶婶|"
    r"女婿|儿媳|媳妇|老公|老婆|妻子|丈夫|太太|未婚妻|未婚夫|前妻|前夫|男友|女友|男朋友|女朋友|"
    r"闺蜜|发小|室友|同桌|同学|同事|朋友|好友|网友|邻居|房东|房客|租客|老板|领导|上司|主管|总监|"
    r"组长|队长|班长|老师|教练|医生|护士|律师|会计|秘书|助理|司机|保姆|月嫂|家教|服务员|店员|"
    r"收银员|营业员|保安|快递员|外卖员|骑手|销售|业务员|客服|导购|技师|理发师|设计师|工程师|"
    r"讲师|导师|实习生|新同事|新人|员工|职员|人物|之星|标兵|得主|选手|队员|学员|孩子|小朋友|宝宝|"
    r"患者|家属|主持人|嘉宾|讲者|主讲人|作者|译者|记者|摄影师|候选人|获奖人|获奖者|推荐人|"
    r"联络人|对接人|接待人|监考|考官|评委|班主任|辅导员|校长|院长|主任|科长|处长|局长|部长|"
    r"董事长|总经理|经理|总裁|厂长|店长|站长|所长|队医|大夫|老中医|主治医生|主刀医生|管家|"
    r"投保人|被保险人|被保人|受益人|申请人|被申请人|当事人|收件人|寄件人|收货人|经办人|担保人|委托人|受托人|代理人|签收人|借款人|贷款人|出借人|债务人|债权人|监护人|被监护人|法定代表人|法人代表|开户人|持卡人|户主|报案人|投诉人|举报人|付款人|收款人|领取人|参保人|就诊人|承租人|出租人|继承人|紧急联系人|提交人|审批人|报告人|记录人|值班人|发起人|签字人|见证人|证人|缴款人|购房人|购买人|订票人|乘机人|入住人|预约人|纳税人|扣缴义务人|报税人|缴费人|业主|住户|房主|新会员|发帖人|楼主|财务|出纳|版主|群主|"
    r"失主|领养人|救助人|捡到人|代配药人|代办人|代领人|代取人|陪诊人|陪同人|调度员|配送员|维修员|"
    r"维修师傅|安装师傅|技术员|押运员|乘务员|导游|"
    # round 21: cleaners, parents, the parties of a suit, a permit's holder
    r"保洁(?:员|阿姨|工)?|家长|原告|被告|上诉人|被上诉人|第三人|持有人|持证人|志愿者|义工|社工|"
    r"网格员|楼长|租户|访客|买家|卖家|买方|卖方)"
    r"\s?[:：]?\s?$"
)
#: a verb or particle that takes a person: a person's predicate must follow the name
_ZH_SLOT_VERB = lazy_re(
    r"(?:推荐|介绍|来自|(?<![时年世替取现古近当交])代|把|将|让|请|叫|找|问|联系|恭喜|祝贺|感谢|"
    r"谢谢|表扬|欢迎|欢送|会上|会议上|会后|据|和|跟|与|同|给|由|向|对|被|替|帮|陪|等|约|见|"
    r"通知|告诉|提醒|抄送|转给|发给|交给|转告|麻烦|拜托|委托|授权|邀请|记住|记得|@|"
    # a place next to a person: 挨着X的座位, 坐在X旁边, 排在X后面, 座位在X隔壁
    r"挨着|紧挨着|挨|靠着|紧靠|坐在|排在|站在|躺在|睡在|跟在|紧跟着?|紧随|坐到|换到|安排在|"
    r"分到|座位在|位子在|位置在|工位在|床位在|铺位在|"
    # round 21: met or heard from a person (收到X交来的, 见到X挺…, 按X说的)
    r"收到|接到|见到|遇到|碰到|看到|按照?|依照|写着|署名|"
    r"(?i:(?<![a-z])(?:congrats|congratulations|thanks|thank you|ask|tell|with|cc|ping|from|by|"
    r"to|remind|call|email|meet|met|dear|hi|hello|hey)))\s?$"
    # a verb of contacting in the perfect: 又联系了X一次, 问过X, 催了X好几次
    r"|(?:联系|问|找|通知|告诉|提醒|催|约|见|打给|拜访|请教|麻烦|拜托)(?:了|过)\s?$"
)
#: verbs whose object is a person even with nothing after the name (请联系X。)
_ZH_SLOT_ASK = lazy_re(
    r"(?:联系|告诉|通知|找|问问|转告|麻烦|拜托|请教|委托|感谢|恭喜|推荐)\s?$"
    r"|(?:联系|问|找|通知|告诉|提醒|催|约|见|打给|拜访|请教|麻烦|拜托)(?:了|过)\s?$"
)
#: how often one contacted a person: 联系了X一次 / 催了X好几次 / 找了X半天
_ZH_SLOT_COUNT = lazy_re(
    r"\s?(?:[一两几好多三四五六七八九十]{1,3}(?:次|遍|回|下|声|趟)|半天|好久|很久|多次|无数次)"
)
#: a field that holds only a person's name: its whole value is the name, even an ordinary
#: word (发件人：黄金凤, 姓名=王想, submitter 高明)
#: parties named in a form ("受益人是X"), a field that holds only a person
_ZH_FIELD_PARTIES = (
    "投保人|被保险人|被保人|受益人|申请人|被申请人|当事人|收件人|寄件人|收货人|经办人|担保人|委托人|"
    "受托人|代理人|签收人|借款人|贷款人|出借人|债务人|债权人|监护人|被监护人|法定代表人|法人代表|"
    "开户人|持卡人|户主|报案人|投诉人|举报人|付款人|收款人|领取人|参保人|就诊人|承租人|出租人|继承人|"
    "紧急联系人|提交人|审批人|报告人|记录人|值班人|发起人|签字人|见证人|证人|缴款人|购房人|购买人|"
    "订票人|乘机人|入住人|预约人|纳税人|扣缴义务人|报税人|缴费人|户籍人|业主|住户|房主|学员姓名"
)
_ZH_SLOT_FIELD = lazy_re(
    r"(?:(?:姓名|名字|发件人|收件人|寄件人|收货人|联系人|负责人|经办人|记录人|签收人|申请人|审批人|"
    r"提交人|报告人|值班人|(?i:submitter|reporter|assignee))\s?(?:[:：=]|\s)\s?"
    # an invoice's title or a role named with 为/是: 抬头为X, 受益人是X
    r"|(?:抬头|" + _ZH_FIELD_PARTIES + r")\s?(?:为|是|写|填)\s?(?:[:：]\s?)?"
    r"|(?i:(?<![a-z_])(?:owner|author|name))\s?[:：=]\s?)(?P<v>[\u4e00-\u9fff]{2,4})"
    r"(?=$|[\s，。！？；,.!?;<>（(|/\]】」）)])"
)
#: every _ZH_SLOT_FIELD match holds one of its labels: a text without any skips that pass
_ZH_SLOT_FIELD_GATE = Gates(
    [
        (
            lits(
                "姓名|名字|发件人|收件人|寄件人|收货人|联系人|负责人|经办人|记录人|签收人|申请人|"
                "审批人|提交人|报告人|值班人|submitter|reporter|assignee|抬头|owner|author|name|"
                + _ZH_FIELD_PARTIES
            ),
        )
    ]
)
#: verbs of telling and asking: the name right after needs nothing after it (请转告刘彬另外…)
_ZH_SLOT_TELL = lazy_re(r"(?:转告|告诉|通知|联系|麻烦|拜托|请教|问问)\s?$")
_ZH_SLOT_RIGHT = lazy_re(
    # a day between the name and its predicate: 欢迎X周二加入, X下周一入职
    r"\s?(?:(?:下|本|这)?(?:周|星期)[一二三四五六日天末]|今天|明天|后天|下周|下个?月|月底|月初|正式)?"
    r"\s?(?:同志|同学|老师|先生|女士|小姐|师傅|说|讲|表示|认为|觉得|同意|反对|答应|拒绝|负责|"
    r"接手|接任|接替|退休|离职|入职|调任|调到|升任|当选|荣获|获得|跑完|完成|参加|加入|加到|加进|"
    r"添加|发送|发来|发的|打来|来电|来信|态度|耐心|热情|细心|帮|已经?|正在|将于|在我|"
    r"的(?:邮件|消息|电话|信|短信|微信|生日|婚礼|账号|信息|照片|作品|文章|发言|报告|申请|意见|"
    r"建议|名字|手机|号码|地址|家|孩子|车|工号|事)|"
    r"(?:这|那)(?:学期|周|个月|次|年|天)|共享|住|平摊|AA|一起|同行|陪同|出席|主持|签|"
    r"(?:的)?(?:旁边|身边|边上|隔壁|后面|前面|后头|前头|后边|前边|对面|左边|右边|左手边|右手边|"
    r"座位|位子|位置|工位|床位|铺位|那桌|那排)|坐|站|"
    r"是(?:用户|我|你|他|她|我们|你们|他们|她们|user)\s?的|"
    # round 21: handed something over, seemed (收到X交来的押金, 见到X挺有意向)
    r"交来|送来|寄来|拿来|带来|转来|交的|付的|挺|及(?:其)?家属|出价|报名|沟通|提交|"
    r"(?i:said|says|will|is|was|has|agreed)(?![A-Za-z]))"
)
#: a predicate that alone marks the run before it, at a clause's start, as a person
_ZH_SLOT_OPEN = lazy_re(
    r"(?:您好|你好|同志|退休|离职|入职|调任|升任|当选|荣获|跑完|同意|反对|答应|表示|认为|接手|接任|"
    r"的(?:邮件|来信|短信|电话|婚礼|生日)|"
    # round 21: a bid, a sign-up, a visit with family, a school report, a signature's title
    r"出价|报价|报名|及(?:其)?家属|携家属|打电话|来电|致电|本学期|这学期|本学年|"
    r"(?:财务|销售|技术|市场|运营|人事|行政|产品|研发|法务|采购)?(?:副总裁|副总|总监))"
)
#: a person-only predicate: it marks a name even after an ordinary character (业主群里X说,
#: 跟街道的X沟通, 写着X的名字); the literals gate the pass
_ZH_SLOT_STRONG = lazy_re(
    r"说(?![明服法过好得出])|沟通|交来|送来|报名了|打电话|打来电话|的名字|提交了|出价|"
    # a chat's notices about a member: "王芳撤回了一条消息", "李强拍了拍你"
    r"撤回了|拍了拍"
)
_ZH_SLOT_STRONG_LITS = (
    "说", "沟通", "交来", "送来", "报名了", "打电话", "打来电话", "的名字", "提交了", "出价",
    "撤回了", "拍了拍",
)
#: a greeting or a list label before a name that fills the whole run up to punctuation
#: (Dear 巴凤兰玉，, Present：吕秀英雪；): the run, 2-4 characters, is the name
_ZH_SLOT_VOCATIVE = lazy_re(
    r"(?i:(?<![a-z])(?:dear|hi|hello|hey|present|attendees|absent|apologies))\s?[,:：]?\s?$"
)


@dataclass(frozen=True)
class ZhSlotNames:
    """A Chinese name (a known surname + common given-name characters, not an ordinary
    word) where a sentence expects a person."""

    name: str = "person_name_zh_slot"
    category: Category = Category.PERSON_NAME
    needs: Needs = _ZH_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        last = -1
        fields: dict[int, int] = {}
        labelled = _ZH_SLOT_FIELD_GATE.found(norm.low)
        for m in resolve(_ZH_SLOT_FIELD).finditer(text) if labelled else ():
            v = m.group("v")
            if v[:2] in _zh_surnames() or v[:1] in _zh_surnames():
                fields[m.start("v")] = len(v)
        strong = any(w in text for w in _ZH_SLOT_STRONG_LITS)
        low = norm.low
        voc = any(w in low for w in _VOCATIVE_LITS)
        for m in _zh_surname_cjk_re().finditer(text):  # a reading needs i + 1 (_ZH_NEEDS)
            i = m.start()
            if i < last or text[i : i + 2] in _ZH_NEVER_NAME:
                continue  # (抬头写公司全称: an institution's word, never a given name)
            k = fields.get(i) or self._at(text, i, strong, voc)
            if k:
                f = norm.finding(self.category, i, i + k, 0.7, self.name)
                if f is not None:
                    yield f
                last = i + k

    @staticmethod
    def _at(text: str, i: int, strong: bool = False, voc: bool = False) -> int:  # noqa: PLR0911, PLR0912
        # (the cues on the name's own line: a chat's speaker "老婆：" on the line before is none)
        before = text[max(0, i - 12, text.rfind("\n", 0, i) + 1) : i]
        if i and text[i - 1 : i + 1] in _ZH_COMMON:
            noun = resolve(_ZH_SLOT_NOUN).search(before) is not None
            lens = _zh_bare_lens(text, i, False, after_role=noun)
        else:  # no word across the start: the readings do not depend on a role noun, and
            # most surname characters have none (no need to look for the noun then)
            lens = _zh_bare_lens(text, i, False)
            noun = bool(lens) and resolve(_ZH_SLOT_NOUN).search(before) is not None
        if not lens:
            return 0
        prev = text[i - 1] if i else ""
        verb = not noun and resolve(_ZH_SLOT_VERB).search(before) is not None
        edge = not ("\u4e00" <= prev <= "\u9fff" or prev.isalnum())
        if voc and (verb or edge) and resolve(_ZH_SLOT_VOCATIVE).search(before) is not None:
            run = _zh_run_len(text, i)
            if 2 <= run <= 4 and resolve(_ZH_NAME_END).match(text, i + run) is not None:
                return run  # Dear 巴凤兰玉，: the greeting's whole run
        if not noun:
            lens = _zh_longer(text, i, lens)
        if not (noun or verb or edge):
            if prev == "是" and "的" in text[i:]:
                k = _zh_cleft_at(text, i, lens)
                if k:
                    return k
            if strong and "\u4e00" <= prev <= "\u9fff":
                return _zh_strong_right(text, i, lens)
            return 0
        ask = verb and resolve(_ZH_SLOT_ASK).search(before) is not None
        tell = ask and resolve(_ZH_SLOT_TELL).search(before) is not None
        right_rx, open_rx, end_rx = (
            resolve(_ZH_SLOT_RIGHT), resolve(_ZH_SLOT_OPEN), resolve(_ZH_NAME_END)
        )
        common = _zh_all_common()
        for k in lens:
            e = i + k
            if k >= 3 and text[e - 1 : e + 1] in common:
                continue  # 李娜明天: 明 begins the next word
            if noun:
                return k
            nxt = text[e : e + 1]
            if verb and (
                right_rx.match(text, e) is not None
                or (ask and end_rx.match(text, e) is not None and nxt != "")
                or (ask and resolve(_ZH_SLOT_COUNT).match(text, e) is not None)
                # 请转告刘彬另外…: after 转告/通知 a name needs no predicate
                or (tell and (k == 3 or ("\u4e00" <= nxt <= "\u9fff" and nxt not in _zh_given())))
            ):
                return k
            if edge and open_rx.match(text, e) is not None:
                return k
            if verb and nxt in (":", "：") and before.rstrip(" ").endswith(_ZH_FROM):
                return k  # a forwarded message's sender: "[转发] 来自黄楠：谢谢大家"
        return 0


_ZH_FROM = ("来自", "转发自", "发自", "转自")


#: common nouns that begin with a surname character and are never a person's name
_ZH_NEVER_NAME = frozenset(
    _words("""公司 国家 用户 项目 任务 文件 文档 平台 信息 管理 程序 计划 会议 邮件 电话 手机
    微信 金额 余额 时间 方法 方式 方面 系统 单位 部门 政府""")
)


_VOCATIVE_LITS = ("dear", "hi", "hello", "hey", "present", "attendees", "absent", "apologies")


def _zh_run_len(text: str, i: int) -> int:
    j = i
    n = min(len(text), i + 5)
    while j < n and "\u4e00" <= text[j] <= "\u9fff":
        j += 1
    return j - i


def _zh_longer(text: str, i: int, lens: tuple[int, ...]) -> tuple[int, ...]:
    """``lens`` and, first, one more given-name character after a three-character reading
    (赵婷婷婷, 陈秀珍慧): the reading's predicate must then follow the fourth character."""
    if lens[0] != 3:
        return lens
    c = text[i + 3 : i + 4]
    if not c or c not in _zh_given() or c in _ZH_NOT_GIVEN:
        return lens
    common = _zh_all_common()
    if text[i + 2 : i + 4] in common or text[i + 3 : i + 5] in common:
        return lens
    return (4, *lens)


#: the rest of a cleft after its agent: 在 + a place and a verb + 的 at the clause's end
#: (小狗是X在公园附近捡到的)
_ZH_CLEFT_AT = lazy_re(r"在[^\s，。！？；：,.!?;:、的]{1,12}的(?=$|[\s，。！？；：,.!?;:、])")


def _zh_cleft_at(text: str, i: int, lens: tuple[int, ...]) -> int:
    """A name as the agent of a 是…的 cleft right after 是 (小狗是X在公园捡到的)."""
    rx = resolve(_ZH_CLEFT_AT)
    if _zh_straddled(text, max(0, i - 3), i + 3, i):
        return 0
    for k in lens:
        if rx.match(text, i + k) is not None:
            return k
    return 0


def _zh_strong_right(text: str, i: int, lens: tuple[int, ...]) -> int:
    """A name after an ordinary character when a person-only predicate follows it and no
    word runs across either edge (业主群里X说, 跟街道的X沟通)."""
    rx = resolve(_ZH_SLOT_STRONG)
    a = max(0, i - 3)
    if _zh_straddled(text, a, i + 3, i):
        return 0
    for k in lens:
        e = i + k
        if rx.match(text, e) is not None and not _zh_straddled(text, i, e + 2, e):
            return k
    return 0


DETECTORS = (*DETECTORS, ZhSlotNames())


# --- Chinese names anywhere a word may begin: a common surname + common given-name
# characters that segment as a word of their own — no ordinary word straddles either edge
# ("用户提到了两次王阳——新来的主管": 次王 and 阳— are no words), and the name is no word itself
# (高兴, 王者). Checks a few dictionary look-ups per surname character. ---------------------
@cache
def _zh_span_words() -> frozenset[str]:
    return _load("zh_span_words.txt") | _zh_all_common() | _ZH_SPAN_EXTRA


#: everyday words the dictionary behind zh_span_words.txt lacks (隔周收: every other week)
_ZH_SPAN_EXTRA = frozenset(_words("隔周 隔天 隔日 隔月 隔年 逐周 当周 次周 同周 每双周 双周"))


def _zh_straddled(text: str, a: int, b: int, edge: int) -> bool:
    """An ordinary word inside ``text[a:b]`` runs across position ``edge`` (a word holds
    both ``edge - 1`` and ``edge``)."""
    words = _zh_span_words()
    for i in range(max(a, edge - 2), edge):
        for j in range(edge + 1, min(b, i + 3) + 1):
            if text[i:j] in words:
                return True
    return False


_CJK_RUN = re.compile(r"[\u4e00-\u9fff]{2,}")
#: a verb of travel before a place
_ZH_TO_PLACE = frozenset("去往赴抵飞至")
#: a word on the line naming a person's role or a person being talked about
_ZH_PERSON_LINE = lazy_re(
    r"主管|经理|同事|朋友|联系人|会计|律师|医生|牙医|老师|教练|房东|邻居|室友|老板|领导|上司|"
    r"下属|助理|秘书|导师|同学|家长|孩子|姐姐|妹妹|哥哥|弟弟|妈妈|爸爸|老公|老婆|对象|客户|"
    r"提到|介绍|认识|(?i:manager|colleague|contact|landlord|landlady|accountant|dentist|"
    r"teacher|sister|brother|friend|boss|tutor|coach|nanny|babysitter)"
)


def _line(text: str, i: int) -> str:
    a = text.rfind("\n", 0, i) + 1
    b = text.find("\n", i)
    return text[a : b if b >= 0 else len(text)]


@dataclass(frozen=True)
class ZhSegNames:
    """A surname + 1-2 common given-name characters standing as a word of its own."""

    name: str = "person_name_zh_seg"
    category: Category = Category.PERSON_NAME
    needs: Needs = _ZH_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        first = _zh_surname_re()
        # without a role word anywhere, only a run that is a whole value (2-3 characters);
        # looked for once a run holds a surname character (None: not yet)
        roles: bool | None = None
        for run in _CJK_RUN.finditer(text):
            a, b = run.span()
            i = a
            while i < b - 1:
                m = first.search(text, i, b - 1)
                if m is None:
                    break
                if roles is None:
                    roles = resolve(_ZH_PERSON_LINE).search(text) is not None
                if b - a > 3 and not roles:
                    break
                p = m.start()
                k = self._name_len(text, a, b, p, roles)
                if k:
                    f = norm.finding(self.category, p, p + k, 0.55, self.name)
                    if f is not None:
                        yield f
                    i = p + k
                else:
                    i = p + 1

    @staticmethod
    def _name_len(text: str, a: int, b: int, p: int, roles: bool) -> int:
        """A name's length at ``p`` in the CJK run ``a:b``: the whole run (a value of its
        own: 《武冬梅》, <Nm>冯冬梅</Nm>, ,茹桂花), or a word of its own on a line that
        names a person's role (两次王阳——新来的主管)."""
        if text[p] in _ZH_PARTICLES or (p > a and _zh_straddled(text, a, b, p)):
            return 0
        if (p > a and text[p - 1] in _ZH_TO_PLACE) or _zh_place_at(text, p):
            return 0  # 去桂林, 唐山的朋友: a place
        person: bool | None = None
        for k in _zh_bare_lens(text, p, loose=False):
            if p + k > b or text[p : p + k] in _zh_span_words():
                continue
            if p == a and p + k == b:
                if not (a and text[a - 1].isalnum()) and not text[b : b + 1].isalnum():
                    return k
                continue
            if p + k < b and _zh_straddled(text, a, b, p + k):
                continue
            if person is None:
                person = roles and resolve(_ZH_PERSON_LINE).search(_line(text, p)) is not None
            if person:
                return k
        return 0


DETECTORS = (*DETECTORS, ZhSegNames())


# --- a title in any case before a name in any case ("mr. cameron", "dr khan", "Misc. Welch",
# "MRS HALE"): the first word must be a census given name or surname that is no common
# English word; a second word joins only when it too is a listed name --------------------
_ANY_TITLE = lazy_re(
    r"(?<![A-Za-z])(?P<t>(?i:mr|mrs|ms|miss|mx|dr|prof|misc|ind))(?:\.[ \t]{0,2}|[ \t]{1,2})"
    r"(?P<a>[A-Za-z][a-z'\-]{1,20}|[A-Z]{2,20})(?:[ \t](?P<b>[A-Za-z][a-z'\-]{1,20}|[A-Z]{2,20}))?"
    r"(?![A-Za-z])"
)
_ANY_TITLE_NEEDS = Needs(groups=(("mr", "ms", "miss", "mx", "dr", "prof", "misc", "ind"),))


@cache
def _en_common_low() -> frozenset[str]:
    return _lower_set("name_words.txt") | frozenset(w.lower() for w in _EN_COMMON)


@dataclass(frozen=True)
class AnyCaseTitleNames:
    """A person's title in any case and a listed name after it."""

    name: str = "person_name_title_any"
    category: Category = Category.PERSON_NAME
    needs: Needs = _ANY_TITLE_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        given, surn, _ = _pair_lists()
        common = _en_common_low()
        for m in resolve(_ANY_TITLE).finditer(text):
            a = m.group("a").lower()
            if a in common or not (a in surn or a in given):
                continue
            e = m.end("a")
            b = m.group("b")
            if m.group("t") == "miss":
                continue  # "I miss paris": the verb
            bl = b.lower() if b else ""
            if b and (bl in surn or bl in given) and (bl not in common or a in given):
                e = m.end("b")  # "miss gail smart": a given name, then a listed surname
            f = norm.finding(self.category, m.start("a"), e, 0.8, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, AnyCaseTitleNames())


# --- organisations that read like people: eponymous firms and brands (Morgan Stanley,
# Dr. Martens, 周大福), a name before a firm's word (Joyce Inc., 王记食品), two surnames
# joined by "&" (Marks & Spencer), colour names (Sage Green, Rose Gold) ---------------------
@cache
def _org_re() -> re.Pattern[str]:
    en = sorted(_load_lines("eponymous_orgs.txt"), key=len, reverse=True)
    parts = [re.escape(o).replace(r"\.", r"\.?").replace(r"\ ", r"\s") for o in en]
    zh = sorted(_load("zh_brands.txt"), key=len, reverse=True)
    # grouped by first character (the same matches as re.compile): the search skips to a
    # possible first letter and tries a handful of names there, not all of them everywhere
    # (it runs over a window around every name found: ~60 µs a window ungrouped)
    return compile_grouped(
        r"(?<![A-Za-z])(?:" + "|".join(parts) + r")(?![A-Za-z])|" + "|".join(map(re.escape, zh))
    )


@cache
def _figure_re() -> re.Pattern[str]:
    """Public figures, characters and titles ("Taylor Swift", "Mario Kart", "周杰伦")."""
    figures = sorted(_load_lines("public_figures.txt"), key=len, reverse=True)
    cjk = [f for f in figures if re.search(r"[\u4e00-\u9fff]", f)]
    latin = [re.escape(f).replace(r"\.", r"\.?").replace(r"\ ", r"\s") for f in figures
             if f not in cjk]
    return compile_grouped(
        r"(?<![A-Za-z])(?:" + "|".join(latin) + r")(?![A-Za-z])|" + "|".join(map(re.escape, cjk))
    )


#: what a text says of a public figure, a character or a title: it is watched, read,
#: listened to, played, followed (the same name as a contact, a client, a signer or a
#: friend met for dinner is a private person's)
_FAME_CONTEXT = lazy_re(
    r"(?i)(?<![a-z])(?:watch(?:ed|ing)?|movie|film|song|songs|album|concert|tour|show|series|"
    r"keynote|on\sstage|launch\sevent|press\sconference|announced|"
    r"book|novel|reading|read|listen(?:ed|ing)?|playlist|spotify|game|played|playing|"
    r"goal|scored|season|episode|fans?|interview|documentary|biopic|starring|directed|"
    r"character|boss|dlc|patch|cosplay|poster|stan|gig|lyrics?|trailer|sequel|quote|"
    r"biography|memoir|speech|champion|final|league|olympics?|founder|founded|co-?founded|"
    r"ceo|billionaire|case\sstudy|started\s[A-Z][a-z]+|tickets?|presale|sold\sout|"
    r"press\sconference|grand\sprix|podium|pole|"
    # round 26: an author's work ("Brendan Gregg's USE method", "edited by …")
    r"method|law|principle|talk|blog|paper|authors?|authored|wrote|written|edited|onboarding|"
    r"letter|said|says|according\sto|fed|fomc|shareholders?|investors?|recipe|chef|opened|"
    r"reviews?|restaurant|cookbook|认为|说过|表示|"
    # round 27: a celebrity's look copied at a salon ("Hailey Bieber's bob", "王菲同款")
    r"cut|haircut|hairstyle|bob|look|style|inspired|trend(?:ing|y)?|iconic|famous|celebrity|"
    r"celeb|red\scarpet|同款|明星|网红|红毯|造型|发型)"
    r"(?![a-z])|发布会|"
    r"《|演唱会|新歌|歌|专辑|电影|电视剧|剧|小说|书|看了|读了|读完|听了|主演|导演|比赛|冠军|"
    r"角色|抽到|卡池|up池|粉丝|偶像|爱豆|追星|综艺|直播|采访|演讲|金句|名言|夺冠|球迷|出装|"
    r"皮肤|英雄|打野|上分|诗|词"
)


def _public_figure(text: str, s: int, e: int) -> bool:
    """``s:e`` overlaps a public figure's name in a text that speaks of them as one."""
    lo, hi = max(0, s - 40), min(len(text), e + 40)
    for m in _figure_re().finditer(text, lo, hi):
        if m.start() < e and s < m.end():
            # (the figure's own start, not the span's: "edited by A, B, C and Niall [Richard …]")
            around = max(0, min(s, m.start()) - 60), min(len(text), e + 60)
            return resolve(_FAME_CONTEXT).search(text, *around) is not None
    return False


@cache
def _load_lines(name: str) -> tuple[str, ...]:
    from importlib import resources

    data = resources.files("complex_memory_manager.privacy").joinpath("data").joinpath(name)
    lines = data.read_text(encoding="utf-8").splitlines()
    return tuple(ln.strip() for ln in lines if ln.strip() and not ln.startswith("#"))


#: a person's title or cue right before an organisation's name keeps it a person
_ORG_PERSON_CUE = lazy_re(
    r"(?:(?<![A-Za-z])(?:Mr|Mrs|Ms|Miss|Mx|Sir|Dame)\.?|(?i:my name is|i'm|i am|named|called|"
    r"name\s?[:：]))\s{1,2}$|(?:我叫|名叫|姓名\s?[:：]?)\s?$"
)
#: before a colour-shaped pair ("my wife Rose Gold"), a person's cue keeps it a person
_COLOUR_PERSON_CUE = lazy_re(
    r"(?<![A-Za-z])(?:Dr|Prof|Doctor|Nurse|Coach|(?i:wife|husband|partner|son|daughter|mother|"
    r"father|mom|mum|dad|brother|sister|friend|boss|manager|colleague|neighbou?r|landlord|"
    r"tutor|nanny|teacher|with|ask|tell|cc|dear|hi|hello|thanks|from))[.,:]?\s{1,2}$"
    r"|[给和跟把同与请叫约让问找陪替帮向被]\s{0,2}$"  # 帮我给Sandy Brown发个email
)
_ORG_AFTER = lazy_re(
    r"(?:'s|’s)?,?\s(?:Inc|Ltd|LLC|LLP|PLC|plc|Corp|Corporation|Co|GmbH|AG|Group|Holdings|"
    r"Bank|Capital|Securities|Brothers|Bros|Solicitors|Associates|Partners|Foundation|Trust|"
    r"Motors|Foods|Homes|Estates|Cosmetics|Jewellers|Jewelers|Clothing|Apparel|Fashion|"
    r"Couture|Boutique|Stores|Outlet|Hotels?|Resorts?|Restaurants?|Bakery|Brewery|Distillery|"
    r"Winery|Pharmacy|Dental|Clinic|Academy|Institute|University|College|School|Hospital)"
    r"(?![A-Za-z])|\s?(?:&|and)\s(?:Co|Sons|Daughters|Partners|Associates)(?![A-Za-z])|"
    r"(?:集团|公司|股份|有限|银行|酒店|饭店|餐厅|酒楼|旗舰店|门店|专卖店|分店|总店|品牌|珠宝|金店|"
    r"药业|药房|药店|食品|酒业|茶业|茶庄|茶行|服饰|家居|科技|电器|会员通讯|老字号|牌(?!子))"
)
_ORG_WORDS = frozenset(
    _words("""Inc Ltd LLC LLP PLC Corp Co GmbH AG Group Holdings Bank Bros
    Mortgages Mortgage Conveyancing Conveyancers Plumbing Plumbers Lettings Roofing Roofers
    Removals Joinery Glazing Glaziers Heating Electrical Electricians Builders Cleaning Cleaners
    Services Insurance Properties Property Logistics Catering Caterers Surveyors Accountants
    Scaffolding Landscaping Decorating Decorators Interiors Maintenance Fencing Flooring Paving
    Drainage Locksmiths Haulage Storage Recruitment Lending Loans Housing Management
    Engineering Construction Developments Investments Solutions Supplies Systems Technologies
    Consulting Consultants Couriers Transport Realty Realtors Finance Financial Security Energy
    Marketing Studios Agency Estates Motors Lawyers Solicitors Brokers Advisers Telecom
    Utilities Trading Industries Ventures
    Architects Architecture Rentals Events Bakery Bakeries Kitchen Coffee Roasters Games
    Software Yoga Fitness Florist Florists Photography Design Designs Media Labs Partners
    Productions Print Printing Press Books Supply Traders Imports Foods Brewing Brewery
    Salon Spa Dental Clinic Vets Garage Repairs Tours Travel
    Ops Operations Team Desk Helpdesk Support Payroll Recruiting Onboarding Admin Crew Squad
    Committee Council Office Dept Department Hub Bot""")
)
_AMP_BEFORE = lazy_re(r"(?<![A-Za-z])([A-Z][a-z]{1,20})\s?&\s?$")
_AMP_AFTER = lazy_re(r"\s?&\s?([A-Z][a-z]{1,20})(?![A-Za-z])")
_COLOUR = frozenset(
    _words("""Green Blue Red Gold Grey Gray White Black Pink Purple Yellow Orange Brown Silver
    Beige Teal Navy Violet Rose Cream Ivory Bronze Copper Lilac Lavender Mint Coral Olive
    Turquoise Indigo Maroon Burgundy Khaki Tan Taupe Charcoal Graphite Titanium""")
)
_COLOUR_MOD = frozenset(
    _words("""Sage Rose Olive Jade Ruby Hunter Forest Navy Sky Lily Amber Coral Hazel Heather Ivy
    Misty Violet Scarlet Scarlett Mint Pearl Ivory Midnight Slate Stone Sand Cherry Lemon Lime
    Peach Plum Royal Electric Ice Arctic Ocean Sea Space Dusty Pale Light Dark Deep Bright Neon
    Pastel Baby Powder Steel Gunmetal Champagne Blush Berry Moss Pine Emerald Sapphire Crimson
    Cobalt Ash Dove Storm Shadow Rust Brick Mustard Honey Caramel Chocolate Coffee Mocha
    Cameron Sierra Alpine Pacific Atlantic Desert Dune Cloud Snow Frost Phantom Cosmic
    Starlight Sunset Autumn Spring Summer Winter Rosy Ginger Auburn Sandy Sunny Dawn Dusk""")
)


_SCRIPTURE_BOOKS = frozenset(
    _words("Micah Amos Joel Jonah Daniel Ruth Esther John Luke Mark Matthew James Peter "
           "Timothy Titus Jude Joshua Samuel Ezra Nehemiah Job Hosea Isaiah Jeremiah Ezekiel "
           "Nahum Philemon")
)
_VERSE_AFTER = re.compile(r"[ ]\d{1,3}:\d{1,3}")


def _org_like(text: str, s: int, e: int) -> bool:  # noqa: PLR0911 - one test each
    """``s:e``, found as a name, is (part of) an organisation, a brand, a colour or a public
    figure spoken of as one."""
    before = text[max(0, s - 16) : s]
    cue = resolve(_ORG_PERSON_CUE).search(before) is not None
    for m in _org_re().finditer(text, max(0, s - 40), min(len(text), e + 40)):
        # a brand that holds the title itself ("Mr Clean", "Dr Pepper") stays a brand
        if m.start() < e and s < m.end() and (not cue or m.start() < s):
            return True
    if resolve(_ORG_AFTER).match(text, e) is not None:
        return True
    if not cue and _public_figure(text, s, e):
        return True
    value = text[s:e]
    words = value.split()
    if len(words) > 1 and words[-1] in _ORG_WORDS:
        return True  # "Joyce Inc": the firm's word inside the span
    if len(words) == 1 and value in _SCRIPTURE_BOOKS and _VERSE_AFTER.match(text, e) is not None:
        return True  # "Micah 6:8": a book of scripture and its verse (round 26)
    if len(words) == 2 and not cue:
        from .geo import _EN_CITIES  # lazy: geo is a sibling module loaded after this one

        if words[0] in _EN_CITIES and words[1] in _EN_CITIES:
            return True  # "parcels to Kuala Lumpur": a city of two words (round 26)
    if "&" in text and len(words) == 1 and not cue:
        given = _pair_lists()[0]
        mb = resolve(_AMP_BEFORE).search(text, max(0, s - 24), s)
        ma = resolve(_AMP_AFTER).match(text, e)
        other = (mb or ma) and (mb or ma).group(1)  # type: ignore[union-attr]
        if other and other.lower() not in given:
            return True  # Marks & Spencer, Farrow & Ball; Tom & Sarah stay people
    if len(words) == 2 and words[1] in _COLOUR and words[0] in _COLOUR_MOD and not cue:
        return resolve(_COLOUR_PERSON_CUE).search(before) is None
    return not cue and _brand_list(text, s, e, words)


#: the last word of a venue's or an organisation's name (Lincoln Center, Carnegie Hall)
_VENUE_WORDS = frozenset(
    _words("""Center Centre Theatre Theater Museum Gallery Stadium Arena Gardens Square Library
    Brands Stores Airlines Airways Hotel Hotels University College Institute Foundation
    Studios Records Motors Pictures Mall Plaza Opera Auditorium Cathedral Abbey Palace
    Station Inc Ltd LLC PLC Corp Group""")
)
_LIST_BEFORE = lazy_re(
    r"(?:^|[^A-Za-z])(?P<n>[A-Z][A-Za-z&'.\-]{1,20}(?: [A-Z][A-Za-z&'.\-]{1,20}){0,2})"
    r"(?:, ?(?:and |or |& )?| (?:and|or|&) )$"
)
_LIST_AFTER = lazy_re(
    r"(?:, ?(?:and |or |& )?| (?:and|or|&) )"
    r"(?P<n>[A-Z][A-Za-z&'.\-]{1,20}(?: [A-Z][A-Za-z&'.\-]{1,20}){0,2})(?![A-Za-z])"
)
#: the conjunctions of a Chinese list (李宁和安踏, 周大福、六福)
_ZH_AND = frozenset("和与、及跟或")


def _brand_kind(item: str) -> int:
    """2: ``item`` names a venue or an organisation (Lincoln Center), 1: one word that is no
    person's name (Amazon, Apple), 0: it may be a person."""
    ws = item.split()
    if len(ws) > 1:
        return 2 if ws[-1] in _VENUE_WORDS else 0
    given, surn, common = _pair_lists()
    w = ws[0].lower()
    return 1 if w not in given and (w not in surn or w in common) else 0


def _brand_list(text: str, s: int, e: int, words: list[str]) -> bool:
    """``s:e`` is an item in a list of brands or venues: "Apple, Amazon and Jordan Brand",
    "Lincoln Center and Carnegie Hall", 李宁和安踏. Its last word must be a common word or a
    venue's; the other items must be two brand words or one venue's or firm's name."""
    if "\u4e00" <= text[s : s + 1] <= "\u9fff":
        org = _org_re()
        if text[e : e + 1] in _ZH_AND and org.match(text, e + 1) is not None:
            return True
        if text[s - 1 : s] in _ZH_AND and s > 1:
            return any(org.fullmatch(text, a, s - 1) for a in range(max(0, s - 6), s - 2))
        return False
    if len(words) < 2:
        return False
    last = words[-1]
    if last not in _VENUE_WORDS and last.lower() not in _pair_lists()[2]:
        return False  # "Apple, Amazon and Jordan Smith": a person after all
    score = 0
    mb = resolve(_LIST_BEFORE).search(text, max(0, s - 60), s)
    while mb is not None and score < 2:
        k = _brand_kind(mb.group("n"))
        if not k:
            break
        score += k
        mb = resolve(_LIST_BEFORE).search(text, max(0, mb.start("n") - 60), mb.start("n"))
    ma = resolve(_LIST_AFTER).match(text, e)
    if ma is not None:
        score += _brand_kind(ma.group("n"))
    return score >= 2


#: a less common title right before a name belongs to its span (Faker's en_GB "Ind.",
#: "Misc."); the usual honorifics (Mr, Dr, Mx) stay in the text and say nothing of whom
_TITLE_LEFT = lazy_re(
    r"(?<![A-Za-z])(?i:misc\.?|ind\.|capt\.?|captain|mstr\.?|master|madam|mme\.?|mlle\.?)"
    r"[ \t]{1,2}$"
)


#: the rest of a Latin surname a span stopped short of: a lowercase particle run and its
#: capitalized head ("Richard Van| der Berg"), an elided prefix ("Rachel| D'Souza",
#: "O'Neil", "d'Arcy") or a saint's abbreviation ("Hugh St|. Clair", "Ste. Marie")
_NAME_TAIL = lazy_re(
    r"(?P<st>\.)?(?:\s(?:van|von|der|den|de|la|le|del|della|di|da|du|dos|das|ter|ten|bin|al|el)"
    r"){0,2}\s(?P<ap>[A-Za-z]['\u2019])?[A-Z][a-z]{1,20}(?:-[A-Z][a-z]{1,20})?(?![A-Za-z0-9])"
)
_NAME_PARTICLE_END = frozenset(_words("Van Von De Da Di Du Le La Del Della Der Den Ter Ten"))


def _with_tail(orig: str, f: Finding) -> Finding:
    """``f`` grown over the rest of its surname when that rest is unmistakably one."""
    m = resolve(_NAME_TAIL).match(orig, f.end)
    if m is None:
        return f
    head = orig[max(f.start, f.end - 4) : f.end]
    last = head.rsplit(" ", 1)[-1]
    if m.group("st"):
        if last not in ("St", "Ste"):
            return f
    elif not (m.group("ap") or " " in m.group(0).strip() or last in _NAME_PARTICLE_END):
        return f
    if m.group("ap") is None and m.group(0).rsplit(" ", 1)[-1] in _EN_MONTHS_DAYS:
        return f
    return replace(f, end=m.end())


@dataclass(frozen=True)
class _OrgGuard:
    """A name detector whose findings that name an organisation, a brand or a colour are
    dropped."""

    inner: Detector
    needs: Needs | None

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def category(self) -> Category:
        return self.inner.category

    def find(self, norm: NormalizedText) -> list[Finding]:
        # a list, not a generator: most runs find nothing, and a second generator frame
        # around the inner one was a cost of its own on every run
        out: list[Finding] = []
        text = norm.text
        orig = norm.original
        for f in self.inner.find(norm):
            if f.end - f.start == 2 and orig[f.start : f.end] in _CELL_NOT:
                continue  # 渠道: 安卓 — a word the dictionaries lack
            if not _org_like(text, f.start, f.end):
                tm = None
                if f.start and orig[f.start - 1] in " \t":
                    tm = resolve(_TITLE_LEFT).search(orig, max(0, f.start - 12), f.start)
                # "Ind. Davis", "Misc. Devon Lopez": the title joins the span
                g = f if tm is None else replace(f, start=tm.start())
                if g.end < len(orig) and orig[g.end] in " .":
                    g = _with_tail(orig, g)
                out.append(g)
        return out


# -- round 11: an airline / booking "SURNAME/GIVEN" ("DAVIES/ADAM", "HO/VIRGINIA MRS"); a Chinese
# name right after a job or a department noun without a separator ("水电工龙欢周二过来",
# "和财务部刘峰的会", "plumber 向健 周二来") -------------------------------------------------------
_R11_SLASH = lazy_re(
    r"(?<![A-Za-z0-9/_.\-])(?P<v>(?P<s>[A-Z][A-Z'\-]{1,20})/(?P<g>[A-Z]{2,20}))"
    r"(?:\s(?:MR|MRS|MS|MISS|MSTR|DR|MX))?(?![A-Za-z0-9/_])"
)


_R11_SLASH_NOT = frozenset(
    _words("min max avg mean sum std var asc desc dev prod add del get set put pro con lat lon lng "
           "low high mid top bottom left right start end open close buy sell long short win loss")
)


_R11_SLASH_NEEDS = Needs(UPPER, groups=(("/",),))


@dataclass(frozen=True)
class SlashNames:
    """SURNAME/GIVEN as on a boarding pass or a booking: the surname a census or a pinyin
    surname, the given part a census given name, not both everyday words (MIN/MAX)."""

    name: str = "person_name_slash"
    category: Category = Category.PERSON_NAME
    needs: Needs = _R11_SLASH_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        given, surn, words = _pair_lists()
        syl_sur = _pinyin()[1]
        for m in resolve(_R11_SLASH).finditer(norm.text):
            sur, giv = m.group("s").lower().replace("'", ""), m.group("g").lower()
            if giv not in given or len(giv) < 3 or not (sur in surn or sur in syl_sur):
                continue
            if giv in words and (sur in words or len(sur) < 3):
                continue  # "ON/MAY"
            if sur in _R11_SLASH_NOT or giv in _R11_SLASH_NOT:
                continue  # "MIN/MAX", "DEV/PROD"
            f = norm.finding(self.category, m.start("v"), m.end(), 0.75, self.name)
            if f is not None:
                yield f


_R11_JOB = (
    "水电工|电工|木工|瓦工|油漆工|钟点工|小时工|保洁员?|保洁阿姨|保姆|月嫂|育儿嫂|护工|司机|代驾|快递员?|"
    "外卖员?|维修工?|修理工|装修工?|安装工|管家|家教|门卫|保安|厨师|花匠|园丁|搬家师傅|"
    "(?:财务|人事|行政|技术|市场|销售|法务|采购|运营|客服|设计|研发|产品|工程|后勤|总务|信息|"
    "质检|物流|仓储|培训|审计|风控|公关|品牌|商务|测试)(?:部|科|处|组|室|中心|团队)"
)
_R11_JOB_EN = (
    "plumber|electrician|cleaner|nanny|babysitter|driver|tutor|landlord|landlady|contractor|"
    "handyman|courier|carpenter|painter|gardener|mechanic|technician|installer|caretaker|"
    "housekeeper|decorator|builder|locksmith|accountant|dentist|doctor|vet|trainer|coach"
)
_R11_ZH_JOB = lazy_re(
    r"(?:" + _R11_JOB + r"|(?<![A-Za-z])(?i:" + _R11_JOB_EN + r")[:：]?\s?)(?=[\u4e00-\u9fff]{2})"
)
_R11_ZH_JOB_AFTER = lazy_re(
    r"\s|$|[，。！？；：,.!?;:、)）]|的(?:会|电话|微信|邮件|消息|报价|账单|单子)|"
    r"今天|明天|昨天|后天|下周|上周|本周|这周|周[一二三四五六日末]|下午|上午|晚上|早上|"
    r"说|会|要|来|过来|上门|到|已|刚|在|也|都|负责|联系|确认|回复|发来|打来"
)
_R11_JOB_LITS = lits(
    "工|保洁|保姆|月嫂|育儿嫂|司机|代驾|快递|外卖|维修|管家|家教|门卫|保安|厨师|花匠|园丁|师傅|部|科|处|"
    "组|室|中心|团队|" + _R11_JOB_EN
)


_R11_JOB_NEEDS = Needs(CJK, groups=(_R11_JOB_LITS,))


@dataclass(frozen=True)
class ZhJobNames:
    """A Chinese name glued to the job or the department before it."""

    name: str = "person_name_zh_job"
    category: Category = Category.PERSON_NAME
    needs: Needs = _R11_JOB_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        after = resolve(_R11_ZH_JOB_AFTER)
        for m in resolve(_R11_ZH_JOB).finditer(text):
            n = _zh_strict_len(text, m.end(), after)
            if n:
                f = norm.finding(self.category, m.end(), m.end() + n, 0.75, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, SlashNames(), ZhJobNames())



# --- round 17: a text that is only a person's name, maybe quoted or bracketed ("“TOM
# ROBERTS”", '"Lisa Little"'): a census given name and a census surname, in Title or UPPER
# case; a pair of common English words ("Rose Garden") only inside quotes -----------------
_R17_WRAP = "\"'`“”‘’「」『』《》【】()[]<>（）"
_R17_LONE_NAME = re.compile(r"[A-Z][a-z'\-]{1,20}|[A-Z][A-Z'\-]{1,20}")


def _r17_lone_short(norm: NormalizedText) -> bool:
    text = norm.text
    return len(text) <= 40 and 1 <= text.count(" ") <= 3 and not norm.has_digit


class _LoneNameR17:
    name = "person_name_lone_r17"
    category = Category.PERSON_NAME
    needs = Needs(UPPER, check=_r17_lone_short)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        core = text.strip(" \t\n.。")
        inner = core.strip(_R17_WRAP)
        wrapped = inner != core
        words = inner.split(" ")
        if not 2 <= len(words) <= 3 or not all(_R17_LONE_NAME.fullmatch(w) for w in words):
            return
        if len({w.isupper() for w in words}) != 1:
            return  # "Lisa LITTLE": mixed case, a heading or a shout
        given, surn, common = _pair_lists()
        first, last = words[0].lower(), words[-1].lower()
        if first not in given or last not in surn:
            return
        n_common = sum(w.lower() in common for w in words)
        if n_common >= 2 or (n_common and not wrapped):
            return  # "Rose Garden": two plain words
        s = text.index(inner)
        f = norm.finding(self.category, s, s + len(inner), 0.7, self.name)
        if f is not None:
            yield f


DETECTORS = (*DETECTORS, _LoneNameR17())


# --- round 22: a Chinese name addressed at the start of a line ("苏林，您预约的号已挂上"),
# or after an English verb that takes a person ("remind 向秀荣 交 report", "ask 周敏") -----
_R22_ZH_VOC = lazy_re(
    r"(?:^|(?<=[\n>:：]))[ \t]{0,2}(?P<v>[\u4e00-\u9fff]{2,4})(?=\s?[，,]\s?(?:您|你好|请))"
)
#: (searched on ``low``: a case-sensitive literal alternation is rejected at a position
#: by one compare; the Chinese run is the same in ``low``)
_R22_ZH_AFTER_EN = lazy_re(
    r"(?<![a-z])(?:remind|ask|tell|ping|cc|call|email|text|message|dm|thank|thanks|"
    r"invite|assign|let|cc:|with)[ \t]{1,2}(?P<v>[\u4e00-\u9fff]{2,4})"
)


_R22_EN_VERBS = lits(
    "remind|ask|tell|ping|cc|call|email|text|message|dm|thank|invite|assign|let|with"
)



class _ZhNamesR22:
    name = "person_name_zh_r22"
    category = Category.PERSON_NAME
    needs = Needs(CJK)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text, low = norm.text, norm.low
        found = _R22_ZH_GATES.found(low)
        if found & _R22_G_VOC:
            for m in resolve(_R22_ZH_VOC).finditer(text):
                n = _zh_strict_len(text, m.start("v"), _ANY)
                if n == len(m.group("v")):  # the whole run before the comma is the name
                    yield from self._one(norm, m.start("v"), n)
        if len(low) == len(text) and found & _R22_G_VERBS:
            for m in resolve(_R22_ZH_AFTER_EN).finditer(low):
                n = _zh_strict_len(text, m.start("v"), _ANY)
                if n:
                    yield from self._one(norm, m.start("v"), n)

        if found & _R22_G_NOTICE:
            for m in resolve(_R22_ZH_NOTICE).finditer(text):
                n = _zh_strict_len(text, m.start("v"), _ANY)
                if n == len(m.group("v")):
                    yield from self._one(norm, m.start("v"), n)

    def _one(self, norm: NormalizedText, s: int, n: int) -> Iterator[Finding]:
        f = norm.finding(self.category, s, s + n, 0.7, self.name)
        if f is not None:
            yield f


#: a chat's notice about a member, the name opening it: "王芳撤回了一条消息", "李强拍了拍你"
_R22_NOTICE_LITS = ("撤回了", "拍了拍", "加入了群聊", "退出了群聊", "修改群名", "已加入群聊")
#: which passes a text opens (bits of the gate's own automaton scan: no extra pass)
_R22_ZH_GATES = Gates((((" 您", "您", "你好", "请"),), (_R22_EN_VERBS,), (_R22_NOTICE_LITS,)))
_R22_G_VOC, _R22_G_VERBS, _R22_G_NOTICE = _R22_ZH_GATES.masks
_R22_ZH_NOTICE = lazy_re(
    r"(?:^|(?<=[\s\"“「『>:：]))(?P<v>[\u4e00-\u9fff]{2,4}?)[\"”」』]?"
    r"(?=撤回了|拍了拍|加入了群聊|退出了群聊|修改群名|已加入群聊)"
)


DETECTORS = (*DETECTORS, _ZhNamesR22())


# --- round 23: a party of a call or a case named in parentheses or after a dash ("Caller
# (Gareth) disputes the charge", "cx (Hollis) called again", "Beneficiary - Leopold Marsh")
_R23_ROLES = (
    r"caller|customer|cust|cx|client|member|patient|policy\s?holder|account\s?holder|"
    r"card\s?holder|claimant|beneficiary|tenant|subscriber|complainant|applicant|passenger|"
    r"guest|agent|advisor|adviser|rep|engineer|technician|driver|third\sparty|spouse|"
    r"next\sof\skin|witness|insured|payee|nominee"
)
_R23_PARTY = lazy_re(
    r"(?<![A-Za-z])(?i:" + _R23_ROLES + r")"
    r"(?:[ \t]?\((?P<p>" + _CAP + r"(?:[ \t]" + _CAP + r"){0,2})\)"
    r"|[ \t][-–—][ \t](?P<d>" + _CAP + r"(?:[ \t]" + _CAP + r"){0,2})(?=[ \t]*(?:$|[,;.(\n])))"
)
_R23_PARTY_LITS = lits(
    "caller|cust|cx|client|member|patient|holder|claimant|beneficiary|tenant|subscriber|"
    "complainant|applicant|passenger|guest|agent|advisor|adviser|rep|engineer|technician|"
    "driver|third|spouse|kin|witness|insured|payee|nominee"
)


class _PartyR23:
    name = "person_name_r23"
    category = Category.PERSON_NAME
    needs = Needs(UPPER, groups=(_R23_PARTY_LITS,))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R23_PARTY).finditer(norm.text):
            g = "p" if m.group("p") is not None else "d"
            words = m.group(g).split()
            given, surn = _given(), _surnames()
            full = (
                len(words) > 1
                and words[0] in given
                and words[0] not in _AMBIGUOUS_GIVEN
                and all(_known(w, surn) or zipf(w) < 4.5 for w in words[1:])
            )
            if not full and (
                not _no_common_word(words)
                or not any(_known(w, given) or _known(w, surn) for w in words)
            ):
                continue  # "Caller (Mobile)", "Agent - Escalations": a kind, not a name
            f = norm.finding(self.category, *m.span(g), 0.7, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _PartyR23())


# --- round 23: a lone given name in a journal's or a chat's own words ("missing Tobias so
# much", "Tobias texted me back", "Priya and I", "hung out at Tobias's place", "hbd
# Marguerite!!"): a listed given name, on its own (no capitalized word beside it), with a
# person's word before or after it. Names that are words, places or tools stay out.
_R23_LONE = lazy_re(r"(?<![A-Za-z'’@#/\-])(?P<v>[A-Z][a-z]{2,14})(?![A-Za-z\-])")
_R23_BEFORE = lazy_re(
    r"(?i:(?<![a-z])(?:with|w/|and|&|\+|then|missing|miss|thinking\sabout|about|met|saw|"
    r"visited|hugged|told|asked|thank(?:s|\syou)?|shoutout\sto|shout\sout\sto|congrats(?:\sto)?|"
    r"happy\sbirthday|hbd|bday|love|ugh|texted|called|dm'?d|invited|dinner\swith|lunch\swith|"
    r"coffee\swith|drinks\swith|me\sand|me\s\+|date\swith|date\snight\sw/|vs\.?|"
    r"(?:my|our)\s(?:friend|bestie|bff|buddy|mate|roommate|flatmate|classmate|crush|ex|"
    r"boyfriend|girlfriend|bf|gf|partner|neighbou?r|coworker|colleague|cousin|teammate))"
    r"[ \t]{1,2}$)"
)
_R23_AFTER = lazy_re(
    r"(?:['’]s[ \t]+[a-z]|[ \t]?[💕❤💖💗😍🥰💔🎂]|[ \t]+(?:and[ \t]I|&[ \t]I|and[ \t]me|\+[ \t]me)"
    r"(?![A-Za-z])|[ \t]+(?:texted|said|says|called|replied|got|came|left|told|asked|sent|"
    r"wants|thinks|made|bought|gave|cooked|laughed|cried|won|lost|helped|visited|moved|"
    r"finally|just|still|never|always|loves|hates|likes|dm'?d|messaged|invited|brought|"
    r"picked|dropped|drove|showed|surprised|proposed|broke|is[ \t]coming|is[ \t]back|"
    r"was[ \t]so|came[ \t]over|slept|snored|remembered|forgot|noticed|hugged|kissed)"
    r"(?![A-Za-z]))"
)
#: given names that are as often a place, a tool, a product or a weekday's neighbour
_R23_NOT_LONE = frozenset(
    _words("""Alexa Siri Cortana Jenkins Hudson Travis Julia Django Flask Karma Mocha Jasmine
    Sinatra Sydney Adelaide Florence Charlotte Orlando Dallas Denver Phoenix Houston Lincoln
    Jackson Camden Chester Preston Kingston Hamilton Aurora Madison Tyler Ruby Rust Jade
    Maria Elsa Anna Olaf Ariel Belle Aurora Bella Mia Cookie Ginger Pepper Daisy Poppy Holly
    Dolly Molly Bailey Buddy Charlie Max Milo Oscar Teddy Coco Luna Bella Lucky Rocky Duke
    Chance Hope Faith Joy Grace Destiny Harmony Melody Summer Autumn Winter April June May
    August Rome Troy Cairo Vienna Venice Lyon Nancy Regina Carolina Dakota Montana Nevada
    Tennessee Chelsea Brighton Bristol Ashley Bentley Royce Porsche Lexus Tesla""")
)


def _has_given_word(norm: NormalizedText) -> bool:
    """A listed given name stands as a whole run of ASCII letters (a set intersection in
    C): what every lone-given-name pass needs before its regex and look-ups run."""
    return not norm.words.isdisjoint(_given())


class _LoneGivenR23:
    name = "person_name_lone_r23"
    category = Category.PERSON_NAME
    #: its value is a maximal run of letters (no letter either side) and a listed given name
    needs = Needs(UPPER, check=_has_given_word)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        given = _given()
        for m in resolve(_R23_LONE).finditer(text):
            v = m.group("v")
            if v not in given or v in _AMBIGUOUS_GIVEN or v in _R23_NOT_LONE:
                continue
            if v in _EN_STOP or v in _EN_COMMON or zipf(v) >= 4.5:
                continue
            s, e = m.span("v")
            if _R23_CAP_NEXT.match(text, e) is not None:
                continue  # "Tobias Keller", "Tobias Road": the pair detectors' call
            if s >= 2 and _R23_CAP_PREV.search(text, max(0, s - 20), s) is not None:
                continue  # "Camp Tobias", "St Tobias"
            if _not_a_person(text, s, [v], True):
                continue  # "Godfrey, Davis and Lewis", a city's name
            before = resolve(_R23_BEFORE).search(text, max(0, s - 24), s) is not None
            if before or resolve(_R23_AFTER).match(text, e) is not None:
                f = norm.finding(self.category, s, e, 0.65, self.name)
                if f is not None:
                    yield f


_R23_CAP_NEXT = re.compile(r"[ \t]+(?!I(?![A-Za-z]))[A-Z][a-z]")
_R23_CAP_PREV = re.compile(r"(?<![.!?:\n])(?<![.!?:][ \t])[A-Z][a-z]+[ \t]+$")


DETECTORS = (*DETECTORS, _LoneGivenR23())


# --- round 23: a Chinese given name or nickname with no surname between two person slots
# ("跟婉清吃了火锅", "和小雨去爬山", "陪阿杰打球", "祝梓涵生日快乐"): two name characters (or
# 小/阿 + one) after a word that takes a person and before a shared activity
_R23_ZH_GIVEN_ONLY = lazy_re(
    r"(?:和|跟|与|陪|约了?|找|给|帮|叫上|带着?|想念|思念|谢谢|感谢|祝|恭喜|@)[ \t]?"
    r"(?P<v>(?:小|阿)[\u4e00-\u9fff]|[\u4e00-\u9fff]{2})"
    r"(?=[ \t]?(?:一起|去|来|吃|玩|逛|看|打|聊|视频|语音|开黑|连麦|散步|跑步|爬山|喝|唱|拍|"
    r"生日快乐|新年快乐|的生日|买了|送了|见面|约会|出去|回家|聊天))"
)
_R23_ZH_NOT_GIVEN = frozenset(
    _words("""宝宝 宝贝 贝贝 大家 同学 朋友 家人 孩子 老师 明天 今天 昨天 后天 晚上 中午 早上
    平时 平常 同事 邻居 领导 客户 对象 闺蜜 兄弟 姐妹 哥们 室友 队友 网友 粉丝 老公 老婆
    小孩 小朋友 小伙伴 小姐 小哥 小弟 小妹 小区 小组 小时 小猫 小狗 小鱼 小鸟 阿姨 阿婆
    阿公 阿伯 爸妈 父母 长辈 亲戚 大伙 别人 他们 她们 我们 你们 自己 一家 全家 家里
    雪花 春天 夏天 秋天 冬天 文化 文明 国家 世界 明星 英雄 和平 美丽 快乐 幸福 健康 安全""")
)


class _ZhGivenOnlyR23:
    name = "person_name_zh_given_r23"
    category = Category.PERSON_NAME
    needs = Needs(CJK)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        given = _zh_given()
        for m in resolve(_R23_ZH_GIVEN_ONLY).finditer(text):
            v = m.group("v")
            if v in _R23_ZH_NOT_GIVEN or v in _zh_words():
                continue
            if not all(c in given for c in v.lstrip("小阿")):
                continue
            f = norm.finding(self.category, *m.span("v"), 0.6, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _ZhGivenOnlyR23())
DETECTORS = tuple(_OrgGuard(d, getattr(d, "needs", None)) for d in DETECTORS)


_en_field_any = any_in(_EN_FIELD_LITS)
_en_role_any = any_in(_EN_ROLE_LITS)
_en_party_any = any_in(_EN_PARTY_LITS)


# --- round 24: what a caller asks to be called ("asked us to address her as Kwame",
# "prefers to be called Sheila"), a passenger in an airline's note ("Pax Cole Dawson
# missed connection"), a caller naming themselves at a turn's start ("Caller: this is
# Jasmine, I'm the one on the account"). A listed given name or surname, or a word rare in
# English, capitalized; up to three words.
_R24_CUED = lazy_re(
    r"(?:(?<![A-Za-z])(?i:address(?:ed)?[ ](?:her|him|them|me|us)[ ]as|"
    r"(?:prefers?|asked|likes?|wants?)[ ]to[ ]be[ ](?:called|addressed[ ]as|known[ ]as)|"
    r"(?:pax|passenger|traveller|traveler)(?:[ ]name)?[ \t]?[:：]?)"
    r"|(?:^|\n|[:：])[ \t]*(?i:this[ ]is|it'?s)(?=[ ][A-Z]))"
    r"[ \t]{1,2}(?P<v>[A-Z][a-z'’]{1,15}(?:-[A-Z][a-z]{1,15})?"
    r"(?:[ ][A-Z][a-z'’]{1,15}(?:-[A-Z][a-z]{1,15})?){0,2})(?![A-Za-z])"
)
_R24_SELF = re.compile(r",?[ \t](?:I'?m|I[ ]am|speaking|calling|here)(?![A-Za-z])")
_R24_TITLES = frozenset(_words("sir madam ma'am mr mrs ms miss mx dr doctor"))
_R24_CUED_LITS = lits("address|called|known as|pax|passenger|traveller|traveler|this is|it's|its")


class _CuedR24:
    name = "person_name_cued_r24"
    category = Category.PERSON_NAME
    needs = Needs(UPPER, groups=(_R24_CUED_LITS,))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        given, surn = _given(), _surnames()
        for m in resolve(_R24_CUED).finditer(text):
            words = m.group("v").split()
            cue = m.group(0)[: m.start("v") - m.start()].strip().lower()
            turn = cue.endswith(("this is", "it's", "its"))
            addressed = not turn and not cue.startswith(("pax", "pass", "trav"))
            # a caller's "this is X" names a person only when X is a listed given name (one
            # that is also a word only before "I'm"/"speaking": "this is Jasmine, I'm …")
            first_known = _known(words[0], given)
            if turn and not (
                (first_known and words[0] not in _AMBIGUOUS_GIVEN)
                or (words[0] in given and _R24_SELF.match(text, m.end("v")) is not None)
            ):
                continue
            if addressed and words[0].lower().rstrip(".") not in _R24_TITLES:
                pass  # "address her as Guy": whatever word she asked for is her name
            elif not turn and not (
                first_known
                or any(_known(w, surn) for w in words)
                or all(zipf(w.lower()) < 3.0 for w in words)
            ):
                continue
            if any(w.lower() in _FUNCTION_WORDS for w in words):
                continue
            f = norm.finding(self.category, *m.span("v"), 0.7, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _OrgGuard(_CuedR24(), _CuedR24.needs))


# --- round 24: more of a journal's and a feed's contexts of a lone given name (maybe with
# an initial: "Desmond A."): "pay back X for", "Secret Santa: I got X", "ran into X at",
# "our host, X,", "me, X, and", "Who: X", "X from my old job", "X cancelled again", "X
# texting me", "X's wedding", "- X — April" (a birthday list), a Latin name in Chinese
# text ("跟 X lunch", "碰到 X", "抽到了 X", "X 又 cancel 了"), and a JSON "name" whose
# value is a listed given name ({"name": "Naomi", "met_at": …})
_R24_LONE = lazy_re(
    r"(?<![A-Za-z'’@#/\-])(?P<v>[A-Z][a-z]{2,14}(?:[ ][A-Z]\.)?)(?![A-Za-z\-])"
)
_R24_BEFORE = lazy_re(
    r"(?:(?i:(?<![a-z])(?:pay(?:ing)?[ ]back|paid[ ]back|owe|owes|i[ ]got|ran[ ]into|run[ ]into|"
    r"bumped[ ]into|i[ ]miss|miss|our[ ](?:host|guide|driver|neighbou?r|landlady|landlord|"
    r"tutor|coach|therapist),|me,|match(?:ed)?[ ]with|matched|swiped[ ]right[ ]on|"
    r"secret[ ]santa:[ ]i[ ]got|carpool(?:ing)?[ ]with|hi|hey|hello|dear|thx|thanks|"
    r"thank[ ]you|chase|remind|ping|tell|ask|attendees:[ ]me,|bill[ ]to:|"
    r"shift[ ]swap:|you'?ve[ ]got|you[ ]got))[ \t]{1,2}"
    r"|(?i:(?<![a-z])who)[ \t]?[:：][ \t]{0,2}"
    r"|(?:跟|和|找|碰到了?|遇到了?|抽到了?|match[ ]?了|想|给|问|约了?|陪)[ \t]{0,2}"
    r"|^[ \t]*[-*•][ \t]|[\"“「])$"
)
_R24_AFTER = lazy_re(
    r"(?:[ \t](?i:from[ ]my[ ](?:old[ ])?(?:job|work|office|school|class|uni|team|gym|church|"
    r"book[ ]club|building)|cancell?ed|canceled|texting|texted|liked|showed|ghosted|bailed|"
    r"flaked|posted|commented|followed|unfollowed|blocked|replied|is[ ]getting|got[ ]engaged|"
    r"got[ ]married|finally|for[ ]the|at[ ]the|covers|signed|approved|owes|paid|booked|"
    r"requested|emailed|confirmed|agreed|re[ ]deposit)(?![A-Za-z])"
    r"|['’]s[ ](?:wedding|birthday|bday|party|place|house|baby|kid|mom|dad|new)"
    r"|[ \t](?:—|–|-)[ \t]"
    r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|[一二三四五六七八九十]{1,2}月)"
    r"|,[ \t](?:and|&)[ \t]|!!|！！"
    r"|[ \t]?(?:又|突然|说|六月|家|借|lunch|dinner|wedding|cancel|text[ ]我|请|结婚|生日|交|要))"
)
_R24_JSON_NAME = lazy_re(
    r"[\"'](?:name|guest|attendee|invitee|plus_?one|bride|groom|host|mourner)[\"'][ \t]?:[ \t]?"
    r"[\"'](?P<v>[A-Z][a-z]{1,14}(?:[ ][A-Z][a-z]{1,14}){0,2})[\"']"
)


class _LoneGivenR24:
    name = "person_name_lone_r24"
    category = Category.PERSON_NAME
    #: both passes take a listed given name as a whole run of letters (the JSON pass's
    #: first word)
    needs = Needs(UPPER, check=_has_given_word)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        given = _given()
        for m in resolve(_R24_LONE).finditer(text):
            v = m.group("v")
            first = v.split()[0]
            if not self._lone_ok(first, given):
                continue
            s, e = m.span("v")
            if _R23_CAP_NEXT.match(text, e) is not None:
                continue
            ls = text.rfind("\n", 0, s) + 1
            before = resolve(_R24_BEFORE).search(text[ls:s]) is not None
            if not (before or resolve(_R24_AFTER).match(text, e) is not None):
                continue
            if s >= 2 and not before and _R23_CAP_PREV.search(text, max(0, s - 20), s):
                continue
            if _not_a_person(text, s, [first], True):
                continue
            f = norm.finding(self.category, s, e, 0.65, self.name)
            if f is not None:
                yield f
        if '"' in text or "'" in text:
            surn = _surnames()
            for m in resolve(_R24_JSON_NAME).finditer(text):
                words = m.group("v").split()
                if self._lone_ok(words[0], given) or (
                    len(words) > 1 and _known(words[-1], surn) and words[0] in given
                ):
                    f = norm.finding(self.category, *m.span("v"), 0.65, self.name)
                    if f is not None:
                        yield f

    @staticmethod
    def _lone_ok(w: str, given: frozenset[str]) -> bool:
        return (
            w in given
            and w not in _AMBIGUOUS_GIVEN
            and w not in _R23_NOT_LONE
            and w not in _EN_STOP
            and w not in _EN_COMMON
            and zipf(w) < 5.5  # (common first names are frequent words: Kevin 4.5, Mary 4.7)
        )


DETECTORS = (*DETECTORS, _OrgGuard(_LoneGivenR24(), _LoneGivenR24.needs))


# --- round 24: a Chinese name, with or without its surname, between a journal's person
# slots ("今天好想秦泽，已经两年了", "在莹刚家吃饭", "碰到了瑶晓哈哈", "心理咨询师严晨舒让我…",
# "记得还博子演唱会门票的钱", "- 给宇强回电话", "秘密圣诞老人抽到了贺浩😬"): both slots needed
_R24_ZH_BEFORE = lazy_re(
    r"(?:悼念|追悼|缅怀|好想|想念|碰到了?|遇到了?|抽到了?|匹配到了?|咨询师|老板|房东|还|给|在|找|跟|和|约了?|陪|"
    r"(?:^|\n)[ \t]*(?:\d{1,2}\.[ \t]?|[-*•][ \t])?|[「。！？])[ \t]?(?=[\u4e00-\u9fff])"
)
_R24_ZH_AFTER = lazy_re(
    r"[ \t]?(?:家[ \t]?(?:吃|玩|住|过|做|聚|(?i:dinner|lunch|party|bbq|hotpot))|又|突然|说|"
    r"让我|带我|(?:[一二三四五六七八九十]{1,2}月)?结婚|"
    r"哈哈|回电话|借|演唱会|放鸽子|发消息|[，,](?:已经|他|她|听说)|😬|！！|!!|同志|了[，,。]|"
    r"[：:][ \t]?[一二三四五六七八九十]{1,2}月)"
)


class _ZhR24:
    name = "person_name_zh_r24"
    category = Category.PERSON_NAME
    needs = Needs(CJK)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        after = resolve(_R24_ZH_AFTER)
        if after.search(text) is None:
            return  # no person's slot after a name anywhere: no name here
        for m in resolve(_R24_ZH_BEFORE).finditer(text):
            i = m.end()
            for k in (3, 2):
                v = text[i : i + k]
                if len(v) == k and _zh_r24_name(v) and after.match(text, i + k) is not None:
                    f = norm.finding(self.category, i, i + k, 0.6, self.name)
                    if f is not None:
                        yield f
                    break


def _zh_r24_name(v: str) -> bool:
    """A surname and one or two given-name characters, or two given-name characters."""
    if not all("\u4e00" <= c <= "\u9fff" for c in v):
        return False
    if v in _R23_ZH_NOT_GIVEN or v in _zh_words() or v in _ZH_COMMON:
        return False
    given, surn = _zh_given(), _zh_surnames()
    rest = v[2:] if v[:2] in surn else v[1:] if v[0] in surn else None
    if rest is not None and 1 <= len(rest) <= 2 and all(c in given for c in rest):
        return True
    return len(v) == 2 and all(c in given for c in v)


DETECTORS = (*DETECTORS, _OrgGuard(_ZhR24(), _ZhR24.needs))


# --- round 24: how small firms' notes name people: an initial and a surname ("B. Brown",
# "J. Kidd"), a given name and an initial ("Derek W. signed"), "SURNAME, Given" (a payroll
# list), a lowercase given name after a verb that takes a person ("tell jeremy the order is
# ready"), and Chinese forms of address: 小/老 + a common surname (小王, 老林), a common
# surname + 哥/姐/总/女士/先生/师傅 (张哥, 马总, 孙女士) with a person's slot beside it
_R24_INITIALS = lazy_re(
    r"(?<![A-Za-z.])(?:(?P<a>[A-Z]\.[ ]?[A-Z][a-z]{2,15})|(?P<b>[A-Z][a-z]{2,14}[ ][A-Z]\.)"
    r"|(?P<c>[A-Z]{2,15},[ ][A-Z][a-z]{2,14}))(?![A-Za-z])"
)
_R24_LOWER = lazy_re(
    r"(?<![A-Za-z])(?i:tell|ask|remind|chase|ping|text|thank|thx|cc|message|dm|pay)[ ]"
    r"(?P<v>[a-z]{3,12})(?=[ ,.!]|$)"
)
_R24_LOWER_VERBS = ("tell", "ask", "remind", "chase", "ping", "text", "thank", "thx", "cc",
                    "message", "dm", "pay")
_R24_NOT_INITIAL = frozenset(_words("St Mt Ft Dr Mr Ms Jr Sr No Vol Ch Fig Eq Sec Art Pt"))


@cache
def _zh_common_surnames() -> frozenset[str]:
    return frozenset(c for c in _load_lines("zh_surnames.txt")[0].split()[:110] if len(c) == 1)


_R24_ZH_NICK_NOT = frozenset(
    _words("""小于 小马 老马 小黄 小叶 小孙 老高 小田 小林 小金 小白 老白 小丁 老丁 小何 小方 老方
    小石 小江 小康 小程 老程 小罗 小龙 老龙 小梁 小宋 小洪 小范 小钱 老钱 小夏 小吕 小陆
    小汤 小毛 小蒋 小韩 老韩 小曹 小袁""")
)
_R24_ZH_NICK = lazy_re(
    r"(?P<v>[小老][\u4e00-\u9fff](?![\u4e00-\u9fff]{0,1}(?:时|区|说家)\b)|"
    r"[\u4e00-\u9fff](?:哥|姐|总|女士|先生|师傅|阿姨|经理|主任|老板))"
)
_R24_ZH_NICK_SLOT = lazy_re(
    r"(?:^|[\s，,。：:；;！!【】\]）)]|跟|和|给|谢谢|thx|感谢|找|问|叫|收款人[：:]?|联系人[：:]?|"
    r"排班[^\n]{0,8}|今天|会计|房东|代账会计|房东|转发[：:])[ \t]?$"
)
_R24_ZH_NICK_NEXT = lazy_re(
    r"[ \t]?(?:说|请假|订了|要|让|帮|回|发|对|也|都|来|去|今天|明天|[，,。：:！!]|$|(?i:[a-z]))"
)


class _NickR24:
    name = "person_name_nick_r24"
    category = Category.PERSON_NAME
    #: an initial's period or a list's comma; a verb before a lowercase name; a Chinese
    #: form of address's word
    needs = Needs(
        alternatives=(
            ((".", ", "),),
            (lits("tell|ask|remind|chase|ping|text|thank|thx|cc|message|dm|pay"),),
            (lits("小|老|哥|姐|总|女士|先生|师傅|阿姨|经理|主任|老板"),),
        )
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        low = norm.low
        spans: list[tuple[int, int]] = []
        if norm.flags & UPPER and ("." in text or ", " in text):
            spans += _r24_initials(text)
        if any(w in low for w in _R24_LOWER_VERBS):
            spans += _r24_lower(text)
        if norm.flags & CJK and any(c in text for c in "小老哥姐总女先师阿经主"):
            spans += _r24_zh_nicks(text)
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.65, self.name)
            if f is not None:
                yield f


def _r24_initials(text: str) -> list[tuple[int, int]]:
    given, surn = _given(), _surnames()
    census = _pair_lists()[1]
    spans = []
    for m in resolve(_R24_INITIALS).finditer(text):
        if m.group("a") is not None:
            last = m.group("a").split(".")[-1].strip()
            known = _known(last, surn) or last.lower() in census or zipf(last.lower()) < 2.0
            if known and m.group("a")[:1] not in "IO":
                spans.append(m.span("a"))  # ("I. Love", "O. Henry" aside)
        elif m.group("b") is not None:
            first = m.group("b").split()[0]
            if (
                first in given
                and first not in _AMBIGUOUS_GIVEN
                and first not in _R24_NOT_INITIAL
                and zipf(first.lower()) < 4.5
            ):
                spans.append(m.span("b"))
        else:
            last, first = m.group("c").split(", ")
            known = last.title() in surn or last.lower() in census or (
                len(last) >= 4 and zipf(last.lower()) < 3.0
            )
            if first in given and known and last not in _R24_NOT_CAPS:
                spans.append(m.span("c"))
    return spans


def _r24_lower(text: str) -> list[tuple[int, int]]:
    given = _given()
    spans = []
    for m in resolve(_R24_LOWER).finditer(text):
        v = m.group("v")
        t = v.title()
        if t in given and t not in _AMBIGUOUS_GIVEN and t not in _EN_COMMON and (
            t not in _R23_NOT_LONE and zipf(v) < 4.5
        ):
            spans.append(m.span("v"))
    return spans


def _r24_zh_nicks(text: str) -> list[tuple[int, int]]:
    common = _zh_common_surnames()
    slot, nxt = resolve(_R24_ZH_NICK_SLOT), resolve(_R24_ZH_NICK_NEXT)
    spans = []
    for m in resolve(_R24_ZH_NICK).finditer(text):
        v = m.group("v")
        sur = v[1] if v[0] in "小老" else v[0]
        if sur not in common or v in _R24_ZH_NICK_NOT or v in _zh_words():
            continue
        s, e = m.span("v")
        if slot.search(text, max(0, s - 12), s) and nxt.match(text, e):
            spans.append((s, e))
    return spans


_R24_NOT_CAPS = frozenset(_words("NOTE TODO FIXME WARNING ERROR INFO DEBUG RE FW FWD PS NB"))

DETECTORS = (*DETECTORS, _OrgGuard(_NickR24(), _NickR24.needs))


# --- round 24: a full name with a middle name ("Charles Lisa Caldwell", "In loving memory of
# Donna Ann Young"), a table booked under a name ("Reservation at X under Hopkins"), and a
# romanized Chinese name after 我是 or as a guest list's first cell ("Ma Tao,groom")
_R24_TRIPLE = lazy_re(
    r"(?<![A-Za-z'])(?P<v>[A-Z][a-z]{1,15}[ ][A-Z][a-z]{1,15}[ ][A-Z][a-z]{1,15})(?![A-Za-z])"
)
_R24_UNDER = lazy_re(
    r"(?i:reservation|booking|table|booked|reserved|book(?:ed)?[ ]it)[^\n]{0,50}?[ ]under[ ]"
    r"(?:the[ ]name[ ])?(?P<v>[A-Z][a-z]{1,15}(?:[ ][A-Z][a-z]{1,15})?)(?![A-Za-z])"
)
_R24_PINYIN = lazy_re(
    r"(?:我是|(?:^|\n)[ \t]*)[ \t]?(?P<v>[A-Z][a-z]{0,8}[ ][A-Z][a-z]{1,6})"
    r"(?=[,，\t]|[ \t]*$|[ \t]?[，,])"
)


def _full_r24_possible(norm: NormalizedText) -> bool:
    """A triple opens with a listed given name (a whole run of letters); a booking names
    "under"; a romanized name follows 我是 or sits under a guest list's header."""
    text = norm.text
    return (
        _has_given_word(norm) or "under" in norm.low or "我是" in text or _guest_header(text)
    )


class _FullNamesR24:
    name = "person_name_full_r24"
    category = Category.PERSON_NAME
    needs = Needs(UPPER, check=_full_r24_possible)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        given, surn = _given(), _surnames()
        census_surn = _pair_lists()[1]

        def surname(w: str) -> bool:
            return _known(w, surn) or w.lower() in census_surn

        spans: list[tuple[int, int]] = []
        for m in resolve(_R24_TRIPLE).finditer(text):
            a, b, c = m.group("v").split()
            if (
                a in given
                and (b in given or surname(b))
                and surname(c)
                and not any(w in _EN_STOP for w in (a, b, c))
            ):
                spans.append(m.span("v"))
        if "under" in norm.low:
            for m in resolve(_R24_UNDER).finditer(text):
                words = m.group("v").split()
                if surname(words[-1]) or words[0] in given:
                    spans.append(m.span("v"))
        if "我是" in text or _guest_header(text):
            for m in resolve(_R24_PINYIN).finditer(text):
                v = m.group("v")
                first, last = v.split()
                mixed = first in given and last.lower() in _pinyin()[1]  # "Sydney Guo"
                if (_pinyin_pair(v.split()) or mixed) and (
                    text[m.start() : m.start() + 2] == "我是" or _guest_header(text)
                ):
                    spans.append(m.span("v"))
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.7, self.name)
            if f is not None:
                yield f


_R24_GUEST_HEADER = re.compile(r"(?i)(?<![a-z])(?:guest|name|attendee|invitee)s?[ \t]*[,，\t]")


def _guest_header(text: str) -> bool:
    return _R24_GUEST_HEADER.search(text) is not None


DETECTORS = (*DETECTORS, _OrgGuard(_FullNamesR24(), _FullNamesR24.needs))


# --- round 25: how devices, apps and family IT chats name people: a device or a room named
# for its owner ("Nicole's Kindle", "李慧的iPhone", "「Kim's AirPods」"), a household's network
# ("The Lynch Family"), a love-signed message ("love, Carly x"), a person an app's slot holds
# (Voice Match → X, familiar face：X, managed user X, child account 是 X, Netflix profiles:
# Kids, Guest, X, baby X slept …), a print job's owner, a neighbour to help ("help X from
# next door"), a Chinese name before a kin word (罗洋表哥说) or between 叫醒 … 起床, and a
# pinyin name after "@" ("@QIAO Min")
_R25_DEVICES = (
    r"(?:iPhone|iPad|MacBook|iMac|Mac|Kindle|Pixel|Galaxy|AirPods|Apple[ ]Watch|Watch|"
    r"[Ll]aptop|PC|[Pp]hone|[Tt]ablet|Echo|Room|room|Switch|Chromebook|Surface|Xbox|PS\d|"
    r"Nintendo|Desktop|Computer|Fire|[Bb]edroom|Nest|Galaxy|Quest|Oculus|iPod|Fitbit)"
)
_R25_POSSESSIVE = lazy_re(
    r"(?<![A-Za-z'’\-])(?P<v>[A-Z][a-z]{1,14})['’]s[ ]"
    + _R25_DEVICES
    + r"(?![a-z])"
)
_R25_ZH_DEVICE = lazy_re(
    r"(?P<v>[\u4e00-\u9fff]{2,3})的[ ]?(?:iPhone|iPad|MacBook|AirPods|Mac|Kindle|Apple[ ]Watch|"
    r"手机|平板|电脑|笔记本|手表|华为|小米|荣耀|OPPO|vivo|Switch)"
)
_R25_FAMILY = lazy_re(
    r"(?<![A-Za-z])[Tt]he[ ](?P<v>[A-Z][a-z]{1,15}(?:-[A-Z][a-z]{1,15})?)[ ]"
    r"(?:[Ff]amily|[Hh]ousehold|[Ff]amily['’]s|[Hh]ouse(?:hold)?[ ]WiFi)(?![a-z])"
)
_R25_NOT_FAMILY = frozenset(
    _words("""Royal Modern Holy First Whole Extended Blended Host Crime Happy Big Little
    Nuclear Perfect Addams Partridge Simpson Simpsons Brady Incredibles Smart Digital Human
    Global Google Apple Amazon Microsoft Samsung Linux Unix Font Product Device""")
)
_R25_LOVE = lazy_re(
    r"(?<![A-Za-z])(?i:love|much[ ]love|lots[ ]of[ ]love|all[ ]my[ ]love|hugs|xoxo|xx)"
    r",[ ]?(?P<v>[A-Z][a-z]{1,14})(?=[ ]?(?:x{1,3}|X{1,3})?[ ]*(?:$|\n|[!.]))"
)
_R25_SLOT = lazy_re(
    r"(?i:voice[ ]match|voice[ ]profile|familiar[ ]face|known[ ]face|managed[ ]user|"
    r"shared[ ]user|child[ ]account|kid['’]?s?[ ]profile|household[ ]member|family[ ]member|"
    r"profiles?|baby)"
    r"[ \t]*(?:[:：→=]|->|是|加了|(?i:added|is|named|called))?[ \t]*"
    r"(?:(?:[A-Z][a-z]{1,14}|[A-Z][a-z]+[ ][A-Z][a-z]+),[ ])*"
    r"(?P<v>[A-Z][a-z]{1,14}(?:[ ][A-Z][a-z]{1,15})?)(?![A-Za-z])"
)
_R25_PRINT_JOB = lazy_re(
    r"(?i:job|打印任务|print[ ]job)[^\n]{0,14}?(?:[：:]|[ ][—–\-])[ ]?"
    r"(?P<v>[A-Z][a-z]{1,15}(?:,[ ][A-Z][a-z]{1,14}|[ ][A-Z][a-z]{1,15})?)"
    r"[ ]?[—–\-][ ]?[^\s/\\]{1,60}\.(?i:pdf|docx?|xlsx?|pptx?|jpe?g|png|txt|pages)(?![A-Za-z])"
)
_R25_NEIGHBOUR = lazy_re(
    r"(?<![A-Za-z'’@#/\-])(?P<v>[A-Z][a-z]{2,14})[ ](?i:from[ ]next[ ]door|next[ ]door|"
    r"from[ ]upstairs|from[ ]downstairs|from[ ]across[ ]the[ ](?:street|road|hall)|"
    r"from[ ]church|from[ ]work|from[ ]the[ ](?:office|gym|club|lab|team|department|group))"
    r"(?![A-Za-z])"
)
_R25_HOLDER = lazy_re(
    r"(?i:account[ ]holder|holder|full[ ]name|customer|subscriber|contact|owner)[ \t]*[:：][ \t]*"
    r"(?P<v>[a-z]{2,15}[ ][a-z]{2,20})(?=[ \t]*(?:\n|$|[,;|]))"
)
_R25_AT_PINYIN = lazy_re(r"@(?P<v>(?:[A-Z]{2,10}|[A-Z][a-z]{1,5})[ ][A-Z][a-z]{1,8})(?![A-Za-z])")
_R25_HOLDER_GIVEN = lazy_re(
    r"(?i:account[ ]holder|holder|帮)[ \t]*[:：]?[ \t]*(?P<v>[A-Z][a-z]{2,14})"
    r"(?=[ \t]*(?:\n|$|[,，;]|[ ]弄|[ ]看|[ ]修|[ ]装|[ ]设))"
)
_R25_ZH_KIN = lazy_re(
    r"(?<![\u4e00-\u9fff])(?P<v>[\u4e00-\u9fff]{2,3}?)(?:表哥|表姐|表弟|表妹|堂哥|堂姐|堂弟|堂妹|"
    r"舅舅|姑姑|姨妈|小姨|叔叔|伯伯|师姐|师兄|师妹|师弟|学长|学姐)"
    r"(?:说|家|的|也|那|让|帮|问|会|在|已经|给|来|去|要|刚)"
)
_R25_ZH_ROLE = lazy_re(
    r"(?:博士后|访问学生|访问学者|研究生|博士生|硕士生|本科生|助教|室友|导师|交换生|新同学|"
    r"私教|教练|报名人|主人|门将|队长|前锋|后卫|中场|队员|新成员|成员|会员|领队|裁判|——)"
    r"[ ]?(?P<v>[\u4e00-\u9fff]{2,4}?)(?=[，,。；;！!、\s]|$|的课|已|签字|跑进|获得|拿到|完成|夺得|"
    r"脚踝|受伤|请假|家的|说|的狗|的猫)"
    r"|恭喜[ ]?(?P<x>[\u4e00-\u9fff]{2,4}?)(?=跑进|获得|拿到|完成|夺得|考上|入选|当选|晋级|生日)"
    r"|(?:^|(?<=[\s】」：:]))(?P<w>[\u4e00-\u9fff]{2,4}?)家的(?:狗|猫|孩子|小孩|宠物)"
)
_R25_PINYIN_PAIR = lazy_re(
    r"(?<![A-Za-z'’])(?P<v>[A-Z][a-z]{1,5}[ ][A-Z][a-z]{1,6})(?![A-Za-z])"
    r"(?=[ ]\((?:external|internal|chair|co-?chair|advisor|supervisor)\)|[ ](?:won|says|said|"
    r"joined|gave|asked|told|emailed|replied|presented|defended|graduated)(?![a-z]))"
)
_R25_ZH_WAKE = lazy_re(
    r"(?:叫醒|提醒|通知|喊|叫)[ ]?(?P<v>[\u4e00-\u9fff]{2,3}?)[ ]?"
    r"(?:起床|上学|吃饭|睡觉|写作业|回家|下楼|出门)"
)
_R25_ZH_SLOT = lazy_re(
    r"(?:宝宝名字|孩子名字|宝宝昵称|儿童名字|小朋友名字|成员名字|识别到|熟人)[ \t]*[：:]?[ \t]*"
    r"(?P<v>[\u4e00-\u9fff]{2,3})(?![\u4e00-\u9fff])"
)


#: two pinyin words that are a place, a dish or an art, not a person
_R25_NOT_PINYIN = frozenset(
    ["Hong Kong", "Xi An", "Tai Chi", "Kung Fu", "Dim Sum", "Feng Shui", "Mah Jong", "Ping Pong",
     "Wu Tang", "Chow Mein", "Bok Choy", "Kung Pao", "Lo Mein", "Bao Bao", "Qi Gong", "Tai Ji",
     "Shang Hai", "Bei Jing", "Nan Jing", "Hang Zhou", "Su Zhou", "Cheng Du", "Wu Han"]
)


def _r25_given(w: str) -> bool:
    return w in _given() or w in _census_given_set()


@cache
def _census_given_set() -> frozenset[str]:
    return frozenset(_load("census_given.txt"))


def _r25_zh_name(v: str) -> bool:
    """A Chinese name: a surname and one or two given-name characters, two given-name
    characters, or 小 + one (小红)."""
    if len(v) == 2 and v[0] == "小" and v[1] in _zh_given():
        return v not in _zh_words() and v not in _ZH_COMMON
    return _zh_r24_name(v)


#: each pass's literals (every group must occur in the text for the pass to run): one
#: automaton scan of the gate's prefilter answers them all (see ``Gates``)
_R25_PASSES: tuple[tuple[tuple[str, ...], ...], ...] = (
    (("'s", "’s"),),
    (("family", "household"),),
    (("love", "hugs", "xoxo", "xx"),),
    (lits("voice match|voice profile|familiar face|known face|managed user|shared user|"
          "child account|profile|household member|family member|baby"),),
    (("job", "打印"),),
    (lits("next door|upstairs|downstairs|across the|from church|from work|from the"),),
    (("@",),),
    (("holder", "帮"),),
    (lits("holder|full name|customer|subscriber|contact|owner"),),
    (lits(" won| says| said| joined| gave| asked| told| emailed| replied| presented| defended|"
          " graduated|(external)|(internal)|(chair)|(co-chair)|(cochair)|(advisor)|(supervisor)"),),
    (("的",), lits("iphone|ipad|macbook|airpods|mac|kindle|apple watch|手机|平板|电脑|笔记本|手表|"
                   "华为|小米|荣耀|oppo|vivo|switch")),
    (lits("表哥|表姐|表弟|表妹|堂哥|堂姐|堂弟|堂妹|舅舅|姑姑|姨妈|小姨|叔叔|伯伯|师姐|师兄|师妹|师弟|学长|学姐"),),
    (lits("叫醒|提醒|通知|喊|叫"), lits("起床|上学|吃饭|睡觉|写作业|回家|下楼|出门")),
    (lits("宝宝名字|孩子名字|宝宝昵称|儿童名字|小朋友名字|成员名字|识别到|熟人"),),
    (lits("博士后|访问学生|访问学者|研究生|博士生|硕士生|本科生|助教|室友|导师|交换生|新同学|私教|教练|"
          "报名人|主人|门将|队长|前锋|后卫|中场|队员|成员|会员|领队|裁判|——|恭喜|家的"),),
)
_R25_GATES = Gates(_R25_PASSES)


class _DevicesR25:
    name = "person_name_devices_r25"
    category = Category.PERSON_NAME
    needs = Needs(alternatives=_R25_PASSES)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        found = _R25_GATES.found(norm.low)
        masks = _R25_GATES.masks
        on = [found & k == k for k in masks]
        latin = bool(norm.flags & UPPER)
        spans: list[tuple[int, int]] = []
        if latin:
            spans += self._latin(text, on)
        if on[8]:
            surn, census_surn = _surnames(), _pair_lists()[1]
            for m in resolve(_R25_HOLDER).finditer(norm.low):
                first, last = m.group("v").split()
                if first.title() in _given() and (
                    _known(last.title(), surn) or last in census_surn
                ):
                    spans.append(m.span("v"))
        if norm.flags & CJK:
            zh = (_R25_ZH_DEVICE, _R25_ZH_KIN, _R25_ZH_WAKE, _R25_ZH_SLOT, _R25_ZH_ROLE)
            for k, rx in enumerate(zh, start=10):
                if not on[k]:
                    continue
                for m in resolve(rx).finditer(text):
                    g = next(
                        k for k in "vwx" if k in m.re.groupindex and m.group(k) is not None
                    )
                    v = m.group(g)
                    if _r25_zh_name(v):
                        spans.append(m.span(g))
                    elif rx is _R25_ZH_DEVICE and len(v) == 3 and _r25_zh_name(v[1:]):
                        spans.append((m.start("v") + 1, m.end("v")))  # "是李慧的"
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.7, self.name)
            if f is not None:
                yield f

    @staticmethod
    def _latin(text: str, on: list[bool]) -> list[tuple[int, int]]:  # noqa: PLR0912
        spans: list[tuple[int, int]] = []
        surn = _surnames()
        if on[0]:
            for m in resolve(_R25_POSSESSIVE).finditer(text):
                v = m.group("v")
                if (_r25_given(v) or _known(v, surn)) and v not in _EN_STOP:
                    spans.append(m.span("v"))
        if on[1]:
            census_surn = _pair_lists()[1]
            for m in resolve(_R25_FAMILY).finditer(text):
                v = m.group("v")
                if v in _R25_NOT_FAMILY or v in _EN_STOP:
                    continue
                if _known(v, surn) or v.lower() in census_surn or _r25_given(v):
                    spans.append(m.span("v"))
        if on[2]:
            for m in resolve(_R25_LOVE).finditer(text):
                if _r25_given(m.group("v")):
                    spans.append(m.span("v"))
        if on[3]:
            for m in resolve(_R25_SLOT).finditer(text):
                words = m.group("v").split()
                if _r25_given(words[0]) and words[0] not in _EN_STOP:
                    spans.append(m.span("v"))
        if on[4]:
            for m in resolve(_R25_PRINT_JOB).finditer(text):
                words = m.group("v").replace(",", "").split()
                if any(_r25_given(w) for w in words) and not any(w in _EN_STOP for w in words):
                    spans.append(m.span("v"))
        if on[5]:
            for m in resolve(_R25_NEIGHBOUR).finditer(text):
                v = m.group("v")
                if _r25_given(v) and v not in _EN_STOP and v not in _AMBIGUOUS_GIVEN:
                    spans.append(m.span("v"))
        if on[6]:
            for m in resolve(_R25_AT_PINYIN).finditer(text):
                if _pinyin_pair(m.group("v").split()):
                    spans.append(m.span("v"))
        if on[7]:
            for m in resolve(_R25_HOLDER_GIVEN).finditer(text):
                if _r25_given(m.group("v")) and m.group("v") not in _EN_STOP:
                    spans.append(m.span("v"))
        if on[9]:
            for m in resolve(_R25_PINYIN_PAIR).finditer(text):
                if _pinyin_pair(m.group("v").split()) and m.group("v") not in _R25_NOT_PINYIN:
                    spans.append(m.span("v"))
        return spans


DETECTORS = (*DETECTORS, _OrgGuard(_DevicesR25(), _DevicesR25.needs))


# --- round 25: how HR systems and HR chats write names: "SURNAME Given" (ADAMS Brittney),
# "Surname, Given" in a record (Moss, Rachael), and a Chinese name as the subject or the
# object of an HR matter ("何军反馈…工资条", "侯璐提交的调休申请", "王帅的产假",
# "需要张娜的学历证明",
# "恭喜石林入职", "找薪酬组的欧阳俊杰问一下")
_R25_CAPS_GIVEN = lazy_re(
    r"(?<![A-Za-z'’])(?P<v>(?P<s>[A-Z]{2,20}(?:[-'’][A-Z]{2,20})?)[ ](?P<g>[A-Z][a-z]{1,14}))"
    r"(?![A-Za-z])"
)
_R25_COMMA = lazy_re(
    # not the second word of a full name ("Cody Murphy, Barbara Ball"), nor a firm's list of
    # partners ("Bradshaw, Santiago and Mejia"), nor a given name that a surname follows
    r"(?<![A-Za-z'’,])(?<![A-Za-z][ ])(?P<v>(?P<s>[A-Z][a-z]{1,15}(?:[-'’][A-Z]?[a-z]{1,15})?),[ ]"
    r"(?P<g>[A-Z][a-z]{1,14}))(?![A-Za-z]|,[ ][A-Z][a-z]|[ ](?:and|&)[ ]|[ ][A-Z][a-z])"
)
_R25_ZH_HR_BEFORE = (
    "需要", "恭喜", "找", "教一下", "给", "让", "问", "帮", "请",
    "离职：", "离职:", "入职：", "入职:",
    "同事", "员工", "组的", "部的",
)
_R25_ZH_HR = lazy_re(
    r"(?:^|(?<=[\n：:】」，,。；;\s])|"
    + "|".join(f"(?<={w})" for w in _R25_ZH_HR_BEFORE)
    + r")(?P<v>[\u4e00-\u9fff]{2,4}?)"
    r"(?=反馈|提交|的(?:产假|陪产假|病假|年假|婚假|事假|转正|试用期|工资|学历|社保|公积金|合同|"
    r"调休|请假|绩效|档案|证明|邮箱|工牌|电脑|离职|入职)|入职|离职|请假|怎么|问一下|[，,]最后工作日|"
    r"的[a-zA-Z]{0,10}申请)"
)
_R25_NOT_SURNAME_CAPS = frozenset(
    _words("""HR IT PR QA UX UI CEO CFO CTO COO VP GM OK ID PTO RTW NDA SLA KPI OKR API URL
    PDF CSV UK US EU USA NHS HMRC IRS SSN PAYE NI BACS LAN WAN LED USB GPU CPU RAM SSD HDD
    NAS VPN DNS MAC SIM TV AC DC FM AM PM GMT UTC EST PST CET""")
)


#: what the Latin passes need: a run of three capitals before a capitalized word, or a comma
_R25_CAPS_HINT = re.compile(r"[A-Z]{2}[A-Z'’\-]{0,18}[ ][A-Z][a-z]")


def _r25_hr_hint(norm: NormalizedText) -> bool:
    text = norm.text
    return ", " in text or _R25_CAPS_HINT.search(text) is not None


class _HrNamesR25:
    name = "person_name_hr_r25"
    category = Category.PERSON_NAME
    needs = Needs(UPPER, check=_r25_hr_hint)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        spans: list[tuple[int, int]] = []
        given, surn = _given(), _surnames()
        census_surn = _pair_lists()[1]

        def surname(w: str) -> bool:
            return _known(w, surn) or w.lower() in census_surn

        for m in resolve(_R25_CAPS_GIVEN).finditer(text):
            s, g = m.group("s"), m.group("g")
            row = (m.start() == 0 or text[m.start() - 1] == "\n") and text[
                m.end() : m.end() + 1
            ] in (",", "\t", "\n", "")
            if s in _R25_NOT_SURNAME_CAPS or g in _EN_STOP or (len(s) < 3 and not row):
                continue  # ("HE Man", "MA Min": an acronym before a word; "WU Fang," opens a row)
            if len(s) == 2 and row:
                if _pinyin_pair([s.title(), g]):
                    spans.append(m.span("v"))
                continue
            if len(s) == 3 and not (_known(s.title(), surn) and g in given):
                continue  # ("LAN Ping", "WAN Port")
            if surname(s.title()) and (g in given or _r25_given(g)):
                spans.append(m.span("v"))
        if ", " in text:
            for m in resolve(_R25_COMMA).finditer(text):
                s, g = m.group("s"), m.group("g")
                if s in _EN_STOP or g in _EN_STOP or s in _R23_NOT_LONE:
                    continue
                if surname(s) and _r25_given(g) and g not in _AMBIGUOUS_GIVEN:
                    spans.append(m.span("v"))
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.7, self.name)
            if f is not None:
                yield f


_R25_ZH_HR_AFTER = lits(
    "反馈|提交|的产假|的陪产假|的病假|的年假|的婚假|的事假|的转正|的试用期|的工资|的学历|的社保|的公积金|"
    "的合同|的调休|的请假|的绩效|的档案|的证明|的邮箱|的工牌|的电脑|的离职|的入职|入职|离职|请假|怎么|"
    "问一下|最后工作日|申请"
)


class _HrZhNamesR25:
    name = "person_name_hr_zh_r25"
    category = Category.PERSON_NAME
    needs = Needs(CJK, groups=(_R25_ZH_HR_AFTER,))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        surn_zh = _zh_surnames()
        for m in resolve(_R25_ZH_HR).finditer(norm.text):
            v = m.group("v")
            if (v[0] in surn_zh or v[:2] in surn_zh) and _zh_r24_name(v):
                f = norm.finding(self.category, *m.span("v"), 0.7, self.name)
                if f is not None:
                    yield f


DETECTORS = (
    *DETECTORS,
    _OrgGuard(_HrNamesR25(), _HrNamesR25.needs),
    _OrgGuard(_HrZhNamesR25(), _HrZhNamesR25.needs),
)


# --- round 26 (AX): a Chinese name between a frame's two sides ("跟货代的李玉说好了", "关于丁秀兰
# 的居留许可", "搬家公司说李晨周六来", "问王凤英税收…"); a pinyin name in a passport's or a form's
# capitals ("XIE, Guiying", "From: SONG MIN", "Re: PAN QIANG's permit")
_R26_ZH_LEFT = lazy_re(
    r"(?P<k>的|关于|说|问|感谢|由|一下|为|请|"
    # a role, a party or a room before the name ("证婚人周佳", "订位人：吴想", "226房张峰")
    r"(?:证婚人|订位人|订餐人|预订人|联系人|负责人|撰稿人|主持人|司仪|化妆师|摄影师|摄像师|策划师?|"
    r"编辑|记者|主编|嘉宾|受访者|新郎|新娘|伴娘团|伴郎团|伴娘|伴郎|主角|寿星|宾客|客人|住客|房客|"
    r"领班|店长|主厨|厨师|服务员|前台|经理|律师|医生|护士|护工|老师|教练|司机|师傅|"
    r"捐赠人|捐款人|受助人|低保户|受益人|志愿者|义工|悼念|恭喜|"
    # round 27: a shop's or a site's people ("加盟商朱丽要求…", "新增杨琳", "胸牌上写着艾荣的员工")
    r"加盟商|店员|收银员|理货员|保安|店助|督导|导购|促销员|店主|出纳|值班员|质检员|操作工|焊工|电工|"
    r"实习生|学徒|新增|写着|顶替|接替|转交给|交接给)"
    r"(?:是|为)?[ \t]{0,2}[:：]?[ \t]{0,2}|\d{2,4}房|"
    r"(?:^|(?<=[\n，。！？]))(?=[\u4e00-\u9fff]{2,3}(?:投诉|拒绝|投了|签署|反馈|表示|要求|希望|取消|"
    r"预订|订了|到店|入住|退房|确认了)))(?=[\u4e00-\u9fff]{2})"
)
_R26_HONORIFIC = r"弟兄|姊妹|姐妹|师兄|师姐|同工|居士|师父|老师|同学"
_R26_ZH_ANY = lazy_re(r"$|[\u4e00-\u9fff]|[\s，。！？,.!?：:；;、（(]")
_R26_ZH_AFTER = {
    "": lazy_re(r"投诉|拒绝|投了|签署|反馈|表示|要求|希望|取消|预订|订了|到店|入住|退房|确认了"),
    "感谢": lazy_re(r"连夜|的|对|帮|一直|[，。！,.!]|$|" + _R26_HONORIFIC),
    "为": lazy_re(_R26_HONORIFIC),
    "恭喜": lazy_re(
        r"[，。！,.!]|$|完成|获得|升|考|新|荣|喜|生日|结婚|乔迁|当选|入职|毕业|本[期月周年季]|成为|拿下|"
        r"获|在"
    ),
    "悼念": lazy_re(r"[，。！,.!]|$|先生|女士|老人|同志|" + _R26_HONORIFIC),
    "请": lazy_re(_R26_HONORIFIC),
    "由": lazy_re(r"于|负责|签|提供|主持|代"),
    "一下": lazy_re(r"的"),
    "的": lazy_re(
        r"说|讲|来|去|负责|打电话|那边|帮忙|帮|已经|会|要|刚|周[一二三四五六日末]|今天|明天|后天|下周|"
        # round 27: what a colleague did ("夜班的李东发现后门没锁")
        r"发现|提出|反映|确认|接手|顶了|报告|上报|处理|同意|提交|申请|记录|签收|"
        r"$|[，。！？,.!?]"
    ),
    "关于": lazy_re(r"的"),
    "说": lazy_re(
        r"周[一二三四五六日末]|今天|明天|后天|下周|会|要|已经|来|去|下午|上午|晚上|早上|马上"
    ),
    "问": lazy_re(r"[\u4e00-\u9fff]|$|[，。！？,.!?\s]"),
}
_R26_PINYIN_COMMA = lazy_re(
    r"(?<![A-Za-z])(?P<v>(?P<s>[A-Z]{2,5}),[ ](?P<g>[A-Z][a-z]{1,10}))(?![A-Za-z])"
)
_R26_PINYIN_CAPS = lazy_re(
    r"(?:(?i:from|to|cc|re|fwd|attn|dear|hi|hello|name|recipient|sender|contact|applicant|"
    r"tenant|guest|passenger|holder|surname/given)[:：]?[ ]|收件人[:：]|联系人[:：]|姓名[:：])"
    r"[ ]?(?P<v>[A-Z]{2,6}[ ][A-Z]{2,8})(?=['’]s|[^A-Za-z]|$)"
)

_R26_TWO_CAPS = re.compile(r"[A-Z][A-Z]")


def _r26_pinyin_name(s: str, g: str) -> bool:
    sur = _pinyin()[1]
    return s.lower() in sur and _pinyin_len(g.lower(), 2) >= 1 and g.lower() not in _EN_STOP


_R26_ZH_LITS = lits(
    "的|关于|说|问|感谢|由|一下|为|请|房|证婚人|订位人|订餐人|预订人|联系人|负责人|撰稿人|主持人|司仪|化妆师|"
    "摄影师|摄像师|策划|编辑|记者|主编|嘉宾|受访者|新郎|新娘|伴娘|伴郎|主角|寿星|宾客|客人|住客|房客|领班|"
    "店长|主厨|厨师|服务员|前台|经理|律师|医生|护士|护工|老师|教练|司机|师傅|投诉|拒绝|投了|签署|反馈|表示|"
    "要求|希望|取消|预订|订了|到店|入住|退房|确认了|捐赠人|捐款人|受助人|低保户|受益人|志愿者|义工|悼念|恭喜|"
    "加盟商|店员|收银员|理货员|保安|店助|督导|导购|促销员|店主|出纳|值班员|质检员|操作工|焊工|电工|实习生|学徒|"
    "新增|写着|顶替|接替|转交给|交接给"
)
_R26_EN_LITS = lits(
    "from|to|cc|re|fwd|attn|dear|hi|hello|name|recipient|sender|contact|applicant|tenant|guest|"
    "passenger|holder|收件人|联系人|姓名"
)
_R26_NAME_NEEDS = Needs(
    any_flags=CJK | UPPER, alternatives=((_R26_ZH_LITS,), (_R26_EN_LITS,), ((", ",),))
)


@dataclass(frozen=True)
class _FramesR26:
    name: str = "person_name_r26"
    category: Category = Category.PERSON_NAME
    needs: Needs = _R26_NAME_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        spans: list[tuple[int, int]] = []
        if norm.flags & CJK:
            first = _zh_surname_firsts()
            for m in resolve(_R26_ZH_LEFT).finditer(text):
                s = m.end()
                if text[s] not in first or _zh_place_at(text, s):
                    continue
                k = m.group("k")
                after = _R26_ZH_AFTER.get(k) or _R26_ZH_ANY
                n = _zh_strict_len(text, s, resolve(after))
                if n and text[s : s + n] not in _zh_all_common() and text[s : s + 2] not in (
                    _zh_all_common()
                ):
                    spans.append((s, s + n))  # (not "金色的叶子": a word)
        # both forms need two capitals in a row: one cheap search before the cue-led regexes
        if norm.flags & UPPER and _R26_TWO_CAPS.search(text) is not None:
            if ", " in text:
                for m in resolve(_R26_PINYIN_COMMA).finditer(text):
                    if _r26_pinyin_name(m.group("s"), m.group("g")):
                        spans.append(m.span("v"))
            for m in resolve(_R26_PINYIN_CAPS).finditer(text):
                a, b = m.group("v").split(" ")
                if _r26_pinyin_name(a, b) or _r26_pinyin_name(b, a):
                    spans.append(m.span("v"))
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.7, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _OrgGuard(_FramesR26(), _FramesR26.needs))
