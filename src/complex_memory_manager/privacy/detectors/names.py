"""Person names in English and Chinese: cue phrases ("my name is", "contact", 我叫, 联系人),
titles (Mr/Dr/Prof, 先生/女士/老师/经理) and a compact bundled list of common given names,
surnames and 百家姓. Lists are loaded lazily on first use."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from .._lazy import lazy_re
from .._types import Category, Finding
from ..normalize import NormalizedText


def _words(text: str) -> list[str]:
    return text.split()


__all__ = ["DETECTORS"]

_CAP = r"[A-Z][a-z]{1,20}(?:['\-][A-Z]?[a-z]{1,20})?"
_FULL = _CAP + r"(?:\s[A-Z]\.)?(?:\s(?:Mc|Mac|O')?" + _CAP + r"){0,2}"
_TITLE = lazy_re(
    r"(?<![A-Za-z])(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Professor|Sir|Dame|Madam|Mister|Doctor|Rev|"
    r"Capt|Captain|Lord|Lady|Judge|Officer|Nurse|Coach|Uncle|Aunt|Auntie)\.?\s"
    r"(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s)?(?P<v>" + _FULL + ")"
)
_STRONG_EN = lazy_re(
    r"(?i:my name is|my name's|my full name is|call me|name\s?:|full name\s?:|contact person\s?:|"
    r"signed\s?[:,]?|regards,|sincerely,|cheers,|best wishes,|attn\s?:|attention\s?:|known as|"
    r"named|called|(?:(?:my|his|her|their|our|[A-Za-z]{2,20}'s)\s)?(?:wife|husband|partner|son|daughter|mother|father|mom|mum|dad|brother|"
    r"sister|friend|boss|manager|colleague|coworker|co-worker|neighbou?r|landlord|doctor|dentist|"
    r"therapist|teammate|roommate|girlfriend|boyfriend|fiancée?|assistant|lawyer|accountant|"
    r"cousin|aunt|uncle|grandma|grandpa|kid|child)(?:'s name is|,| is| named)?|"
    r"(?:user|client|customer|patient|colleague|coworker|manager|boss|friend|"
    r"contact|recipient|sender|author|owner|assignee|reviewer)(?:'s name is| name\s?:| is|,)?)"
    r"\s{1,3}(?P<v>" + _FULL + ")"
)
_WEAK_EN = lazy_re(
    r"(?i:I am|I'm|this is|it's|from|by|with|and|to|ask|tell|met|meet|ping|email|call|text|"
    r"thanks|thank you|hi|hello|dear|hey|cc|for|see|via|emailed|messaged|told|asked)"
    r",?\s{1,3}(?P<v>" + _FULL + ")"
)
_PAIR = lazy_re(r"(?<![A-Za-z0-9.])(?P<v>" + _CAP + r"(?:\s[A-Z]\.)?\s(?:Mc|Mac|O')?" + _CAP + ")")

_ZH_SURNAME_CLASS = "[\u4e00-\u9fff]"
_ZH_STRONG = lazy_re(
    r"(?:我叫|我的名字是|我的名字叫|名字是|名字叫|名叫|叫做|本人|姓名\s?:?|联系人\s?:?|收件人\s?:?|"
    r"收货人\s?:?|寄件人\s?:?|负责人\s?:?|签名\s?:?|署名\s?:?|落款\s?:?|户主\s?:?|持卡人\s?:?)"
    r"\s?(?P<v>[\u4e00-\u9fff·]{2,5})"
)
_ZH_REL = lazy_re(
    r"(?:同事|朋友|老板|上司|领导|客户|妻子|丈夫|老婆|老公|太太|儿子|女儿|妈妈|爸爸|母亲|父亲|哥哥|"
    r"姐姐|弟弟|妹妹|同学|室友|邻居|男朋友|女朋友|对象|联系|找|请|给|和|跟|与|由|是|叫|问|告诉|通知|"
    r"感谢|谢谢|见了|拜访|用户|患者|病人|员工|经理|主管|医生|律师|老师)\s?"
    r"(?P<v>[\u4e00-\u9fff]{2,4})"
)
_ZH_TITLED = lazy_re(
    r"(?P<v>[\u4e00-\u9fff]{1,3}?)(?=先生|女士|小姐|老师|经理|总监|主任|医生|大夫|教授|博士|律师|"
    r"师傅|阿姨|叔叔|局长|处长|科长|部长|院长|校长|主管|总经理|董事长|同学)"
)
_ZH_SUBJECT = lazy_re(
    r"(?:^|(?<=[\s，。！？；：,.!?;:、\n“”\"（(]))(?P<v>[\u4e00-\u9fff]{2,4}?)"
    r"(?=说|喜欢|习惯|偏好|负责|住在|每天|今天|明天|昨天|经常|通常|总是|打算|已经|正在|希望|需要|想要|要求|"
    r"觉得|认为|是|在|的|和|会|也|都|刚)"
)
_ZH_STOP_AFTER = set("的了是在和与跟说会要想也都就给让把被今明每住去来很爱打发已正刚还不没有对")
_ZH_STOP_SECOND = set("的了是在和与跟说会要也都就给让把被很已还不没有对")
_ZH_COMMON = frozenset(
    _words("""周末 周一 周二 周三 周四 周五 周六 周日
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
    长春 南昌 无锡 东莞 佛山 珠海 温州 拉萨 日本 韩国
    美国 英国 法国 德国 欧洲 东京 伦敦 巴黎 纽约""")
)
_EN_STOP = frozenset(
    _words("""The This That These Those There Then When Where What Which Who Why How Monday Tuesday
    Wednesday Thursday Friday Saturday Sunday January February March April May June July August
    September October November December User Users Memory Note Notes Task Tasks Project Team
    Street Road Avenue Lane Drive Court City County State Park Lake River Mount North South East
    West New Old Great Little Saint San Santa Los Las Fort Port Google Apple Microsoft Amazon
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
    But Or If So Not My Your His Her Our Their Its We You He She They It I Mr Mrs Ms Dr Prof""")
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
    return frozenset(words)


def _given() -> frozenset[str]:
    return _load("given_names.txt")


def _surnames() -> frozenset[str]:
    return _load("surnames.txt")


def _zh_surnames() -> frozenset[str]:
    return _load("zh_surnames.txt")


def _trim_en(value: str) -> str:
    """Drop trailing stop words from a captured capitalized run."""
    words = value.split(" ")
    while len(words) > 1 and words[-1] in _TRIM:
        words.pop()
    return " ".join(words)


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


@dataclass(frozen=True)
class NameDetector:
    """English and Chinese person names."""

    name: str = "person_name"
    category: Category = Category.PERSON_NAME

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        spans: list[tuple[int, int, float]] = []
        if any("A" <= c <= "Z" for c in text):
            spans += self._english(text)
        if norm.has_cjk():
            spans += self._chinese(text)
        for s, e, conf in spans:
            f = norm.finding(self.category, s, e, conf, self.name)
            if f is not None:
                yield f

    def _english(self, text: str) -> list[tuple[int, int, float]]:
        given, surn = _given(), _surnames()
        out: list[tuple[int, int, float]] = []
        for rx, conf, need_list in (
            (_TITLE, 0.9, False),
            (_STRONG_EN, 0.85, False),
            (_WEAK_EN, 0.7, True),
            (_PAIR, 0.6, True),
        ):
            for m in rx.finditer(text):
                value = _trim_en(m.group("v"))
                words = value.split(" ")
                if not value or (words[0] in _EN_STOP and words[0] not in given):
                    continue
                if need_list:
                    first, last = words[0], words[-1]
                    known_first = first in given and (first not in _AMBIGUOUS_GIVEN or last in surn)
                    known_last = len(words) > 1 and last in surn and first not in _EN_STOP
                    capitalized_pair = (
                        rx is _WEAK_EN and len(words) >= 2 and not any(w in _EN_STOP for w in words)
                    )
                    if not (known_first or known_last or capitalized_pair):
                        continue
                    if len(words) == 1 and rx is _PAIR:
                        continue
                s = m.start("v")
                out.append((s, s + len(value), conf))
        return out

    def _chinese(self, text: str) -> list[tuple[int, int, float]]:
        out: list[tuple[int, int, float]] = []
        for m in _ZH_STRONG.finditer(text):
            v = m.group("v")
            if v[:2] in _ZH_COMMON:
                continue
            n = _zh_name_len(v) or min(len(v), 3)
            out.append((m.start("v"), m.start("v") + n, 0.85))
        for rx in (_ZH_REL, _ZH_SUBJECT):
            for m in rx.finditer(text):
                n = _zh_name_len(m.group("v"))
                if n:
                    out.append((m.start("v"), m.start("v") + n, 0.65))
        for m in _ZH_TITLED.finditer(text):
            v = m.group("v")
            for i in range(len(v)):
                if v[i] in _zh_surnames() and v[i:] not in _ZH_COMMON:
                    out.append((m.start("v") + i, m.end("v"), 0.8))
                    break
        return out


DETECTORS = (NameDetector(),)
