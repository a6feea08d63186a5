"""Fixed personal schedules: clock times in English and Chinese ("6am", "06:30",
"6 o'clock", "早上7点", "晚上10点半", "22:00"). Generalized to a part of the day."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from .._lazy import lazy_re, resolve
from .._types import Category, Finding
from ..normalize import NormalizedText
from ._base import CJK, DIGIT, Detector, Needs, RegexDetector, lits

__all__ = [
    "DETECTORS",
    "PARTS_EN",
    "PARTS_ZH",
    "after_digit_colon",
    "field_key",
    "hour_of",
    "on_low",
    "part_of_day",
    "zh_part",
]


def after_digit_colon(norm: NormalizedText, i: int) -> bool:
    """``norm.text[i]`` follows "<digit>:" — inside a clock reading like "12:30:45" —
    unless that colon was a full-width "：" (NFKC folds it), which only punctuates:
    "订单#37841：3:45去接孩子"."""
    text = norm.text
    if i < 2 or text[i - 1] != ":":
        return False
    if not text[i - 2].isdigit():
        # a MAC or IPv6 group before it: "2c:2c:5e:07:10"
        return i >= 4 and text[i - 4] == ":" and all(c in _HEX for c in text[i - 3 : i - 1])
    return norm.original[norm.orig_start(i - 1)] != "\uff1a"


_HEX = frozenset("0123456789abcdefABCDEF")


_ESCAPE_OR_UPPER = re.compile(r"\\.|[A-Z]")


def on_low(source: str) -> str:
    """A case-insensitive pattern (``(?i)`` first, no other flag or named group, only ASCII
    cased letters) rewritten for ``norm.low``: letters lowercased, escapes kept, no flag. It
    matches a slice of ``low`` exactly where ``source`` matches the same slice of ``text``:
    ``low`` holds, position for position, the lowercase of each character, and folds onto
    its ASCII letter every character that case-insensitive matching equates with one
    (dotted and dotless i, long s, the Kelvin sign). Case-sensitive, ``re`` rejects an
    alternative that starts with a literal by one compare at each position instead of
    trying it: 3x faster on the cue lists of phone numbers and times."""
    # a case-insensitive group inside it is a plain one
    body = source.removeprefix("(?i)").replace("(?i:", "(?:")
    if (
        not source.startswith("(?i)")
        or "\\(?" in source  # an optional literal "(": not a group
        or _FLAG_OR_NAME.search(body) is not None
        or any(c.lower() != c.upper() and not c.isascii() for c in body)
    ):
        raise ValueError(source)
    return _ESCAPE_OR_UPPER.sub(_lower_letter, body)


def _lower_letter(m: re.Match[str]) -> str:
    return m.group() if m.group()[0] == "\\" else m.group().lower()


#: a group that is neither plain nor a lookaround: inline flags, a name
_FLAG_OR_NAME = re.compile(r"\(\?(?![:!=]|<[!=])")


def _twins(source: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """``source`` (lazily compiled) for ``norm.text`` and its :func:`on_low` twin for the same
    spans of ``norm.low``."""
    return lazy_re(source), lazy_re(on_low(source))


#: "6pm", "6:30 a.m.", and run together as people type them in chat: "630pm", "1015am"
_AMPM = lazy_re(
    r"(?<![A-Za-z0-9_.\-])(?<!\d:)(?P<v>(?P<h>1[0-2]|0?[1-9])(?:[:.]?(?P<m>[0-5]\d))?"
    r"\s?(?P<ap>[ap])\.?\s?m\.?)"
    r"(?![A-Za-z0-9]|\s(?:radio|station|band|stereo|frequency))",
    re.IGNORECASE,
)
#: "06:30", "18h30"; never a UTC offset ("…T04:10:07+08:00")
_CLOCK = lazy_re(
    # (the end of a range glued to its start counts: "8:00-17:00"; two lookbehinds in a row,
    # not an alternation of them, so the search still skips ahead to digits)
    r"(?<![A-Za-z0-9_./+])(?<!(?<!\d:\d\d)-)"
    r"(?P<v>(?P<h>[01]?\d|2[0-3])[:h](?P<m>[0-5]\d))(?![\d:]|\.\d|[A-Za-z])"
)
#: "07:30:00" next to a routine word ("alarm 06:45:00", "每天07:00:00起床"); elsewhere a
#: clock reading with seconds is a log or event time
_CLOCK_SEC = lazy_re(
    r"(?<![A-Za-z0-9_.\-/+])(?<!\d:)(?P<v>(?P<h>[01]?\d|2[0-3]):(?P<m>[0-5]\d):[0-5]\d)"
    r"(?![\d:]|[.,]\d|[A-Za-z])"
)
_ROUTINE_CUE, _ROUTINE_CUE_LOW = _twins(
    r"(?i)wake|woke|waking|alarm|bed|sleep|get\sup|every\s?(?:day|morning|night|evening|weekday)|"
    r"daily|weekdays?|routine|起床|睡|闹钟|每天|每晚|每早|每周|提醒|定时|准时|上班|下班|作息|"
    r"every\s(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tues|wednes|thurs|fri|satur|sun)days|"
    # the household's help comes and goes by the family's routine: "the nanny arrives at 17:15"
    r"nann(?:y|ies)|babysitter|childminder|au\spair|carers?|caregivers?|cleaners?|dog\swalker|"
    r"always|usually|reminder|sessions?|lights\sout|meds|每个|只在|每逢|工作日|周末|"
    # the activities of a day's routine: meals, the commute, the school run, a habit
    r"(?<![a-z])(?:breakfast|brunch|lunch|dinner|supper|commut\w*|leaves?\s(?:home|the\shouse|work)|"
    r"train|bus|tube|ferry|shuttle|school|drop[\s\-]?off|pick[\s\-]?up|curfew|"
    r"drop(?:s|ping)?\s(?:[a-z']{1,12}\s){1,3}off|pick(?:s|ing)?\s(?:[a-z']{1,12}\s){1,3}up|"
    r"(?:start|finish|begin)(?:s|ing)?\swork|clock(?:s|ed)?\s(?:in|out)|"
    r"meditat\w*|workout|gym|yoga|jog\w*|run(?:s|ning)?\s|walks?\s(?:the\s)?dog|dog\swalk|"
    r"medication|pills?|insulin|nap|shower|prayers?|feeds?\s|feeding|"
    r"notifications?|do\snot\sdisturb|dnd|quiet\shours|log(?:s|ging)?\s?off|sign(?:s|ing)?\s?off|"
    r"clock(?:s|ing)?\s(?:in|out)|shift\s(?:starts|ends)|habit|briefing|standup|stand-up)|"
    r"出门|通勤|到家|回家|上学|放学|接孩子|送孩子|吃饭|早饭|早餐|午饭|午餐|晚饭|晚餐|吃药|"
    r"跑步|健身|遛狗|喂|冥想|午睡|打卡|坐地铁|坐公交|下线|免打扰|周[一二三四五六日]|星期[一二三四五六日天]|"
    r"瑜伽|游泳|练琴|散步|晨跑|夜跑|午休"
)
#: military time: "1845h", "0700 hrs"
_MIL = lazy_re(
    r"(?<![A-Za-z0-9_:.\-/])(?P<v>(?P<h>[01]\d|2[0-3])(?P<m>[0-5]\d)\s?(?:h|hrs|hours)(?![A-Za-z0-9]))"
)
#: a message or log timestamp: "[16:43] alice: …", "2026-05-01 16:43 INFO …"
_STAMP_BEFORE = lazy_re(r"(?:^|\n)[ \t>]{0,4}\[\s?$|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}[T ]$")
_OCLOCK = lazy_re(
    r"(?i)(?<![A-Za-z0-9_.\-])(?<!\d:)(?P<v>(?P<h>1[0-2]|0?[1-9]|one|two|three|four|five|six|seven|eight|"
    r"nine|ten|eleven|twelve)\s?o'?\s?clock)(?![A-Za-z])"
)
_HOURS = (
    r"(?:1[0-2]|0?[1-9]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"noon|midnight)"
)
_PHRASE = lazy_re(
    r"(?i)(?<![A-Za-z0-9_.\-])(?<!\d:)"
    r"(?P<v>(?:(?:half|(?:a\s)?quarter|(?:[1-5]?\d|twenty|ten|five)\sminutes|"
    r"(?<!from\s)(?<!between\s)(?:[12]?[05]|twenty|ten|five)))"
    r"\s(?:past|to|after|before)\s(?P<h>" + _HOURS + r")|"
    r"(?P<h2>1[0-2]|0?[1-9]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"\s?sharp)"
    r"(?![A-Za-z0-9])"
)
_HOUR_WORDS = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
#: an hour with a part of the day: "6 in the morning", "10 at night", "seven-thirty in the
#: evening", "5:45 in the afternoon"
_DAYPHRASE = lazy_re(
    r"(?i)(?<![A-Za-z0-9_.\-$£€#])(?<!\d:)(?P<v>(?P<h>1[0-2]|0?[1-9]|" + _HOUR_WORDS[3:-1] + r")"
    r"(?:[:.](?P<m>[0-5]\d)|[\s\-](?:fifteen|thirty|forty[\s\-]five|forty|fifty|twenty(?:[\s\-]five)?|"
    r"oh[\s\-][1-9]))?(?:\s?o'?\s?clock)?,?\s(?:in\sthe\s(?P<pd>morning|afternoon|evening)|"
    r"at\s(?P<pd2>night)))(?![A-Za-z])"
)
#: a spelled-out clock reading: "seven thirty", "six forty-five", "eight oh five"; not a
#: count ("seven thirty-year-olds", "five thirty minutes", "one thirty percent")
_SPELLED = lazy_re(
    r"(?i)(?<![A-Za-z0-9\-$£€])(?<!twenty\s)(?<!hundred\s)(?<!thousand\s)"
    r"(?P<v>(?P<h>" + _HOUR_WORDS + r")(?:[\s\-](?:fifteen|thirty|forty[\s\-]five|forty|fifty|"
    r"twenty(?:[\s\-]five)?|oh[\s\-](?:one|two|three|four|five|six|seven|eight|nine))"
    r"(?:\s?(?P<ap>[ap])\.?m\.?(?![A-Za-z]))?|\s?(?P<ap2>[ap])\.?m\.?(?![A-Za-z])))"
    r"(?![A-Za-z0-9\-]|\s?(?:%|percent|years?|yrs?|days?|weeks?|months?|minutes?|mins?|"
    r"seconds?|secs?|hours?|hrs?|people|persons?|dollars?|bucks?|cents?|pounds?|euros?|"
    r"thousand|hundred|million|billion|times|kg|lbs?|miles?|km|feet|ft|inch|points?|"
    r"percent|pages?|items?|of\s)(?![A-Za-z]))"
)
_ZH_PART = (
    r"(?:[今昨明每][早晚]|凌晨|清晨|早上|早晨|上午|中午|正午|下午|傍晚|晚上|夜里|夜间|深夜|半夜|午夜|晚间|"
    r"(?<![提趁最])早(?![上晨])|晚(?![上间]))"
)
_ZH_NUM = r"(?:[01]?\d|2[0-4]|二十[一二三]?|十[一二三四五六七八九]|[零〇一二三四五六七八九十两])"
_ZH = lazy_re(
    r"(?<![\d.第])(?P<v>(?:(?P<part>" + _ZH_PART + r")\s?)?(?P<h>" + _ZH_NUM + r")\s?(?:[点點時时]"
    r"(?:半|整|钟|一刻|三刻|\s?[0-5]?\d\s?分?|过)?|(?<=\d)[:：][0-5]\d(?!\d)))"
    r"(?!(?:建议|意见|要求|注意|内容|原因|理由|看法|想法|好处|问题|区别|不足|优势|缺点|优点|理念|经验|"
    r"原则|措施|方面|改进|结论|说明))"
)
_ZH_NEED_CONTEXT = lazy_re(
    r"每天|每晚|每早|每周|周[一二三四五六日末]|星期|工作日|平时|通常|经常|总是|习惯|都|作息|时间|"
    r"闹钟|起床|睡觉|提醒|定时|几点|(?i:wake|bedtime|alarm|schedule|remind|at\s)"
)
_ZH_VERB_AFTER = lazy_re(
    r"[\"'”’」』》】)）\]`]?\s?(?:起床|睡觉|睡|跑步|上班|下班|开会|吃|出门|到家|回家|健身|锻炼|打卡|遛狗|喝|学习|上课|放学|"
    r"接|送|前|后|左右|以前|以后|之前|之后|准时|开始|结束|出发|到|见|碰头|去|提醒|吃药|服药|遛|做饭|"
    r"给|打电话|上床|每天|(?i:every|daily))"
)
_NUM_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
}
_ZH_DIGITS = {
    "零": 0,
    "〇": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
    "十": 10,
}

PARTS_EN = ("late night", "early morning", "morning", "midday", "afternoon", "evening", "night")
PARTS_ZH = ("凌晨", "早上", "上午", "中午", "下午", "晚上", "晚上")


#: a time zone or broadcast cue right after a time ("8pm ET", "02:00 UTC", "3pm GMT on
#: espn", "7:30pm eastern") or right before it ("北京时间凌晨3点", "UTC 02:00"): the time of a
#: public or system event, not a personal routine
_ZONE_AFTER = lazy_re(
    r"\s?\(?(?:(?:UTC|GMT)(?:\s?[+\-]\s?\d{1,2}(?::?\d\d)?)?(?![A-Za-z])|Z(?![A-Za-z0-9])|"
    r"(?:[ECMP][SD]?T|BST|CES?T|EES?T|WES?T|JST|KST|HKT|SGT|AES[DT]|ACST|AWST|NZ[SD]T|HST|"
    r"AK[SD]T|IST|MSK)(?![A-Za-z])|"
    r"(?i:eastern|pacific|central|mountain|local\s?time|local(?![A-Za-z])|"
    r"(?:on|live\son)\s(?:espn|tv|nbc|cbs|abc|fox|bbc|sky|dazn|hbo|twitch|youtube))|"
    r"北京时间|东部时间|美东时间|美西时间|当地时间|格林尼治时间)"
)
_ZONE_BEFORE = lazy_re(
    r"(?:北京时间|东部时间|东八区|美东时间|美西时间|当地时间|格林尼治时间|"
    r"(?<![A-Za-z])(?:UTC|GMT)(?:\s?[+\-]\d{1,2})?)\s?(?:时间)?\s?$"
)
#: someone's own routine stays private even when it names a time zone ("I call mom at
#: 8pm ET", "我每天北京时间7点起床")
_PERSONAL = lazy_re(
    r"(?<![A-Za-z])(?:[Ii](?:'m|'ll|'d|m)?|[Mm][ey]|[Ww]e|[Oo]ur|us|[Mm]ine)(?![A-Za-z'])|"
    r"[我咱俺]|本人|(?i:alarm|wake|bedtime)|闹钟|起床|睡觉"
)


_last_opening: tuple[str, bool] = ("", False)


def _mentions_opening(norm: NormalizedText) -> bool:
    """Whether the text has an opening-hours word at all (one scan per text, cached)."""
    global _last_opening  # noqa: PLW0603 - a one-entry cache, replaced atomically
    text, low = norm.text, norm.low
    if _last_opening[0] is not text:
        found = _OPENING_LOW.search(low) is not None or _HOURS_LABEL_LOW.search(low) is not None
        _last_opening = (text, found)
    return _last_opening[1]


_last_event: tuple[str, bool] = ("", False)


def _mentions_event(norm: NormalizedText) -> bool:
    """Whether the text names a public event at all (one scan per text, cached)."""
    global _last_event  # noqa: PLW0603 - a one-entry cache, replaced atomically
    text = norm.text
    if _last_event[0] is not text:
        _last_event = (text, _EVENT_LOW.search(norm.low) is not None)
    return _last_event[1]


def _sentence(text: str, s: int, e: int) -> tuple[int, int]:
    """The sentence around ``s:e``, at most 200 characters either side (linear time)."""
    a, b = max(0, s - 200), min(len(text), e + 200)
    r = text.rfind  # the last stop before: one call per stop, no generator
    lo = max(r("!", a, s), r("?", a, s), r("\n", a, s), r("。", a, s), r("！", a, s))
    dot = r(". ", a, s)
    while dot >= 3 and text[dot - 3 : dot].lower() in ("a.m", "p.m"):
        dot = r(". ", a, dot)  # "9:30 a.m. to 4:00 p.m.": an abbreviation's dot (round 26)
    lo = max(lo, r("？", a, s), r(";", a, s), r("；", a, s), dot)
    # the first stop after (the leftmost match of any stop, as the least of their finds)
    stop = _SENTENCE_STOP.search(text, e, b)
    return max(lo + 1, a), b if stop is None else stop.start()


_SENTENCE_STOP = re.compile(r"[!?\n。！？;；]|(?<![ap]\.[mM])(?<![AP]\.M)\. ")


#: a transport number right before a time: "MU1187 09:00", "G9551 07:30", "BA210 19:00"
_TRANSPORT_BEFORE = lazy_re(r"(?<![A-Za-z0-9])[A-Z]{1,2}\d{1,5}(?:\s?次)?[\s=:]{1,2}$")
#: the other end of a time range after a time: "09:00-19:00", "02:00–04:00", "8:00至20:00"
_RANGE_AFTER = lazy_re(
    # (round 26: "between 13:10 and 13:52 UTC", "from 18:52 until 21:14 PDT")
    r"\s?(?:-|–|—|~|～|至|到|to|and|until|till)\s?(?:\d{1,2}[:：.h]\d{2}|"
    # round 22: "2点到5点", "9am to 1pm", "6am–12pm": a range of whole hours
    r"(?:[上下]午|晚上|早上|中午)?\d{1,2}\s?(?:点|時|[AaPp]\.?[Mm]\.?)(?![A-Za-z]))"
)
_RANGE_BEFORE = lazy_re(
    r"(?:\d{1,2}[:：.h]\d{2}|(?<![\d.])\d{1,2}\s?(?:点|時|[AaPp]\.?[Mm]\.?))"
    r"\s?(?:-|–|—|~|～|至|到|to)\s?$"
)
#: a running pace or a split, not a clock: "pace 5:30 per km", "每公里 5:30", "4:45/km"
_PACE_AFTER = lazy_re(
    r"(?i)\s?(?:/|per\s)\s?(?:km|k|mi|mile|100\s?m|lap)(?![a-z])|\s?(?:min)?/公里"
)
_PACE_BEFORE = lazy_re(r"(?i)(?:pace|配速|每公里|每英里|per\s(?:km|mile))[\s:：]{0,3}$")
#: the key or column header of a structured value: a time that is not a person's routine
_PUBLIC_KEY = lazy_re(
    r"(?i)open|clos|hours|营业|开门|关门|开放|dep|arr|flight|train|航班|车次|起飞|降落|发车|到达|出发|"
    r"kick|start_?time|end_?time|show|event|match|game|maint|window|deploy|cron|job|backup|"
    r"created|updated|timestamp|(?<![a-z])ts(?![a-z])|logged|time_?zone|tz|sla|slot|eta|etd|"
    r"门店|场次|开始时间|结束时间|创建时间|更新时间|下单时间|日志|维护|截止|上映|开场"
)
_ROUTINE_KEY = lazy_re(
    r"(?i)wake|alarm|bed|sleep|routine|habit|remind|meds|gym|walk|run|pickup|school|commute|"
    r"leave|lights|nap|meal|workout|quiet|dnd|disturb|focus|shift|curfew|recurring|unavailab|"
    r"起床|睡|闹钟|作息|提醒|吃药|健身|遛狗|接|送|出门|跑步|练|上课|放学"
)
#: round 27: a person's usual hours on a form ("Usual arrival: 06:50", "通常到岗 …：8:05")
_R27_USUAL_LINE = lazy_re(
    r"(?i)(?<![a-z])(?:usual|usually|typical|normally)(?![a-z])|通常|一般|到岗"
)


def _usual_field(text: str, s: int) -> bool:
    """The time is a form field's value whose label says it is someone's usual time."""
    return field_key(text, s) is not None and (
        resolve(_R27_USUAL_LINE).search(text, text.rfind("\n", 0, s) + 1, s) is not None
    )


_KEY_BEFORE = lazy_re(r"[\"'`]?(?P<k>[^\s\"'`:=,{]{1,40})[\"'`]?\s?[:=]\s?[\"'`]?\s?$")


_SQL_VALUES = lazy_re(r"(?i)\(([^()]{1,400})\)\s{0,3}values\s{0,3}\(")


def _sql_column(text: str, ls: int, s: int) -> str | None:
    """The column of a value in ``INSERT INTO t (a, b) VALUES ('x', 'y')`` (same line)."""
    vi = text[ls:s].lower().rfind("values")
    if vi < 0:
        return None
    vi += ls
    m = _SQL_VALUES.search(text, ls, min(len(text), vi + 12))
    if m is None or m.end() > s:
        return None
    # the value's index: commas outside quotes between "VALUES (" and the value
    idx, quote = 0, ""
    for ch in text[m.end() : s]:
        if quote:
            if ch == quote:
                quote = ""
        elif ch in "'\"":
            quote = ch
        elif ch == ",":
            idx += 1
        elif ch == ")":
            return None
    cols = m.group(1).split(",")
    return cols[idx].strip(" `\"'[]") if idx < len(cols) else None


_LINE_MAX = 2000
_HEADER_MAX = 200


def field_key(text: str, s: int) -> str | None:  # noqa: PLR0911 - one exit per structure
    """The key of a ``key: value``/``key = value``/JSON field, or the column header of a
    CSV/TSV/markdown table cell, holding position ``s`` (None when not structured).
    Bounded work per call (a line longer than _LINE_MAX is no record row, at most _HEADER_MAX
    lines are walked back to a header): it runs once per time found."""
    a = max(0, s - _LINE_MAX)
    nl = text.rfind("\n", a, s)
    ls = nl + 1 if nl >= 0 or a == 0 else s - 44
    lo = max(ls, s - 44)
    # a key's separator ends _KEY_BEFORE at most four characters before ``s`` (five when
    # ``$`` matches before a newline there): the search, costly on a long run of non-space
    # characters, only when one is there
    tail = text[max(lo, s - 5) : s]
    if ":" in tail or "=" in tail:
        m = _KEY_BEFORE.search(text, lo, s)
        if m is not None:
            return m.group("k")
    if nl < 0 and a > 0:
        return None
    sql = _sql_column(text, ls, s)
    if sql is not None:
        return sql
    le = text.find("\n", s, s + _LINE_MAX)
    if le < 0:
        if len(text) - s > _LINE_MAX:
            return None
        le = len(text)
    line = text[ls:le]
    for sep in ("\t", "|", ","):
        if line.count(sep) < 1:
            continue
        col = text.count(sep, ls, s)
        width = line.count(sep)
        # the header: the first line of the block of lines with as many separators
        hs, walked = ls, 0
        while hs > 0 and walked < _HEADER_MAX:
            walked += 1
            ps = text.rfind("\n", 0, hs - 1) + 1
            prev = text[ps : hs - 1]
            if prev.count(sep) != width and not prev.startswith(("|-", "|:", "| -", "| :")):
                break
            hs = ps
        if hs == ls:
            return None
        he = text.find("\n", hs)
        cells = text[hs:he].split(sep)
        return cells[col] if col < len(cells) else None
    return None


#: a label opening the line ("维护窗口：周日凌晨2点到4点", "Maintenance window: Sun 2am")
_LINE_LABEL = re.compile(r"[^\n:：]{1,16}[:：]")


_SAYS_PERSONAL = re.compile(r"(?i)personal|private|用户的|我的|个人")


def _labelled_public(text: str, s: int) -> bool:
    """A label before the time on its line names a public or system time (and no label
    names a routine): every time under it is that, however many words come between."""
    pos = text.rfind("\n", 0, s) + 1
    public = False
    while (m := _LINE_LABEL.match(text, pos, s)) is not None:
        label = m.group()
        if _ROUTINE_KEY.search(label) is not None or _ROUTINE_CUE.search(label) is not None:
            return False
        public = public or _PUBLIC_KEY.search(label) is not None
        pos = m.end()
    if not public:
        return False
    # "cron: alarm for the user fires at 7am (personal)": the line itself says routine
    le = text.find("\n", s)
    rest = text[pos : len(text) if le < 0 else le]
    return _ROUTINE_KEY.search(rest) is None and _SAYS_PERSONAL.search(rest) is None


def _structured_public(text: str, low: str, s: int, e: int) -> bool:  # noqa: PLR0911
    """A time in structured data or a timetable that is not a person's routine: after a
    transport number, in a range (opening hours, a maintenance window), a running pace, or
    under a key/column naming a public or system time (opens, dep, 车次, created_at)."""
    if _TRANSPORT_BEFORE.search(text, max(0, s - 9), s) is not None:
        return True
    if _PACE_AFTER.match(text, e) is not None or _PACE_BEFORE.search(text, max(0, s - 12), s):
        return True
    ranged = _RANGE_AFTER.match(text, e) is not None or (
        _RANGE_BEFORE.search(text, max(0, s - 10), s) is not None
    )
    key = field_key(text, s)
    if key is not None:
        if (
            _ROUTINE_KEY.search(key) is not None
            or _ROUTINE_CUE.search(key) is not None
            or _usual_field(text, s)
        ):
            return False
        if _PUBLIC_KEY.search(key) is not None:
            # ("Scheduled departure: 5am (weekdays)": a car's or an app's setting for
            # someone's own days, not a timetable)
            ls, le = text.rfind("\n", 0, s) + 1, text.find("\n", e)
            return _OWN_DAYS.search(text, ls, le if le >= 0 else len(text)) is None
    if _labelled_public(text, s):
        return True
    if ranged:
        # a range is hours or a window unless the line is about someone's routine
        lo, hi = _sentence(text, s, e)
        if _EVENT_OWN_LOW.search(low, lo, hi) is not None:
            return False
        if _HABIT.search(text, lo, hi) is not None:
            return False  # "我一般14:00-17:00跑外卖", "gym 时间固定 18:30~22:30": a habit's hours
        if _RECURS.search(text, max(lo, s - 40), s) is not None and (
            _R25_MY_FAMILY.search(text, lo, hi) is not None
            or _R25_OWN_REASON.search(text, lo, hi) is not None
        ):
            return False  # "I call my mum each Monday from 11:00 to 4:15": a person's week
        if _SELF.search(text, lo, hi) is not None and not _clock_range(text, s, e):
            # "I'm staffed 9am-5pm on the desk": whole hours of the writer's own (a clock
            # range, "我 9:00-18:00 都在", reads as hours of a service as before)
            return False
        if _ROUTINE_CUE_LOW.search(low, lo, hi) is None:
            return True
        # a public place's hours for a meal: "餐厅 lunch 时间 11:30 到 14:00"
        return _BUSINESS.search(text, lo, hi) is not None and not _names_someone(text, lo, hi)
    return False


# --- round 22: the stamps of exported or copied chats. A message's time is when it was
# sent, no one's routine. The layouts of the common apps' exports and copies:
#   WhatsApp  "12/03/2026, 21:15 - Mom: …", "[12/03/2026, 21:15:42] Mom: …"
#   Telegram  "Mom, [30.11.26 21:15]" then the message on the next line
#   Slack     "Mom  9:41 AM" then the message; "[9:41 AM] Mom: …"
#   Discord   "Mom — Today at 9:41 AM" then the message
#   WeChat/QQ "组长 2026-11-30 10:03" or "老婆 21:07" then the message; "21:07 老婆：…"
#   iMessage  "Today 9:41 AM" on its own line; "Mom (9:41 AM): …"
_DATE = (
    r"(?:\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}|\d{1,2}[-/]\d{1,2}|\d{4}年\d{1,2}月\d{1,2}日|"
    r"\d{1,2}月\d{1,2}日|(?i:today|yesterday|mon|tue|wed|thu|fri|sat|sun)|今天|昨天|前天|"
    r"星期[一二三四五六日天]|周[一二三四五六日])"
)
_DAYPART = r"(?:[上下]午|早上|晚上|凌晨|中午|傍晚)"
#: before a stamp that opens its line: a bracket, a date, a part of the day
_STAMP_LEAD = re.compile(
    r"[ \t>]{0,4}(?:\[[^\]\n]{1,20}\][ \t]?)?[\[(]?[ \t]?"  # (KakaoTalk: "[Mom] [9:41 PM] …")
    r"(?:" + _DATE + r"[,，]?[ \t]{1,2}(?:(?i:at)[ \t])?)?"
    r"(?:" + _DAYPART + r"[ \t]?)?$"
)
#: after it: the rest of the time, a closing bracket, then a speaker and a colon
_STAMP_SPEAKER = re.compile(
    r"(?::\d\d)?[ \t]?(?:[AaPp]\.?[Mm]\.?)?(?:[,，][ \t]?" + _DATE + r")?[ \t]?[\])]?[ \t]?"
    r"(?:[-–—·|,][ \t]?)?"
    r"(?:[^\s:：\d][^\n:：]{0,20}?[ \t]?(?:\(\d{5,12}\))?[:：]|<[^>\s]{1,20}>[ \t])"
    # (a bracketed name and a message: KakaoTalk "[Mom] [9:41 PM] dinner's ready")
)
#: a bracketed stamp, then the speaker alone on the line (Teams: "[9:41 AM] Mom Smith")
_STAMP_NAME_LINE = re.compile(
    r"(?::\d\d)?[ \t]?(?:[AaPp]\.?[Mm]\.?)?\][ \t]?[^\s:：\d][^\n:：]{0,24}[ \t]*(?=\n)"
)
_STAMP_NAME_LINES = re.compile(
    r"(?m)^[ \t]{0,4}\[\d{1,2}:\d{2}(?::\d\d)?[ \t]?(?:[AaPp]\.?[Mm]\.?)?\][ \t]?"
    r"[^\s:：\d][^\n:：]{0,24}$"
)
_BRACKET_TAIL = re.compile(r"(?::\d\d)?[ \t]?(?:[AaPp]\.?[Mm]\.?)?\][ \t]?\S")
#: a header line's speaker, then maybe a date ("Mom  ", "Bot 🤖 · ", "Mom — Today at ",
#: "组长 11-30 ")
_HEADER_LEAD = re.compile(
    r"[ \t]{0,4}[^\s\d:：][^\n:：]{0,20}?(?:[ \t]{1,3}|[ \t]?[-–—·,|][ \t]?)[\[(]?"
    r"(?:" + _DATE + r"[,，]?[ \t]{1,2}(?:(?i:at)[ \t])?)?(?:" + _DAYPART + r"[ \t]?)?$"
)
_HEADER_TAIL = re.compile(r"(?::\d\d)?[ \t]?(?:[AaPp]\.?[Mm]\.?)?[ \t]?[\])]?[ \t]*(?:\n|$)")
#: a speaker, then the time and a colon: "Mom (9:41 AM): …", "Mom, 9:41 PM: …"
_SPEAKER_LEAD = re.compile(
    r"[ \t]{0,4}[^\s\d:：][^\n:：]{0,20}?[ \t]?[,(][ \t]?$|"
    r"[ \t]{0,4}[A-Za-z\u4e00-\u9fff]{1,12}[ \t]$"
)
_SPEAKER_TAIL = re.compile(r"(?::\d\d)?[ \t]?(?:[AaPp]\.?[Mm]\.?)?\)?[ \t]?[:：]")
#: a time at the end of a line (a header's or an agenda's)
_ENDS_IN_TIME = re.compile(
    r"\d{1,2}[:：]\d{2}(?::\d\d)?\s?(?:[AaPp]\.?[Mm]\.?)?\]?\s*$|\d\s?(?:[AaPp][Mm]|[AaPp]\.[Mm]\.)\s*$"
)


def _chat_stamp(text: str, s: int, e: int) -> bool:  # noqa: PLR0911 - one exit per layout
    """The time is a chat message's stamp in one of the layouts above."""
    ls = text.rfind("\n", 0, s) + 1
    if s - ls > 48:
        return False
    le = text.find("\n", e)
    le = len(text) if le < 0 else le
    head = text[ls:s]
    if (text[e : e + 1] in (",", "\t", "|") or text[e : e + 2] in (", ", " |")) and not (
        head.lstrip(" \t>").startswith("[") and "]" not in head  # "[9:41 PM, 11/30/2026]"
    ):
        return False  # a table's or a CSV row's cell
    if _STAMP_LEAD.fullmatch(head) is not None:
        # "[12/03/2026, 21:15:42] Mom: …", "21:07 老婆：…", "上午 10:03 组长：好"; not "8am every
        # weekday: school run", "[11:20am] daily reminder: pills" (a routine's label)
        sp = _STAMP_SPEAKER.match(text, e)
        if sp is not None and _ROUTINE_CUE.search(text, e, sp.end()) is None:
            return True
        if head.rstrip(" \t[").endswith("]"):
            # "[Mom] [9:41 PM] dinner's ready": a bracketed name, then a bracketed stamp
            if _BRACKET_TAIL.match(text, e) is not None:
                return True
        elif head.lstrip(" \t>").startswith("["):
            # "[9:41 AM] Mom Smith" over its message, as more than one line of the text
            nl = _STAMP_NAME_LINE.match(text, e)
            if (
                nl is not None
                and _ROUTINE_CUE.search(text, e, nl.end()) is None
                and _message_after(text, nl.end())
                and len(_STAMP_NAME_LINES.findall(text, 0, 20_000)) >= 2
            ):
                return True
        # "2026年11月30日 10:03", "Today 9:41 AM" alone on a line, a message after it
        if head.strip(" \t[(") and _HEADER_TAIL.match(text, e) is not None:
            return _message_after(text, le)
    if (
        _SPEAKER_LEAD.search(head) is not None
        and _SPEAKER_TAIL.match(text, e) is not None
        and _ROUTINE_CUE.search(head) is None
    ):
        return True  # "Mom (9:41 AM): ok", "Mom, 9:41 PM: got it", "Mom 10:03 AM: 好的"
    lead = _HEADER_LEAD.fullmatch(head)
    if lead is not None and _HEADER_TAIL.match(text, e) is not None:
        # "Mom  9:41 AM" / "老婆 21:07" / "Bot 🤖 · 10:42", the message on the next line, in a
        # text that reads as a chat; not an agenda's line ("Gym 6:30" among more such lines,
        # "Piano 17:30" then a note), nor a routine's word
        # A dated header ("Mom — 07/24/2026 2:53 AM", "Mom, [03.05.26 19:21]") stamps one
        # message (a routine has no date), and so does a speaker set apart by two spaces or a
        # dash (Slack's and Discord's copy: "Mom  5:13 PM"), even with one message in the text
        return (
            _ROUTINE_CUE.search(head) is None
            and _message_after(text, le)
            and (_HEADER_APART.search(head) is not None or _chatty(text))
        )
    return False


_HEADER_APART = re.compile(
    r"(?:\d|日|号)[,，]?[ \t]{1,2}(?:(?i:at)[ \t])?(?:" + _DAYPART + r"[ \t]?)?$|"
    r"\S(?:[ \t]{2,}|[ \t]?[—–·][ \t]?)$"
)


#: what only a chat's export or copy holds: media and recall notices, a speaker's line
_CHAT_MARK = re.compile(
    r"\[(?:图片|语音|表情|动画表情|视频|文件|链接|位置|红包|转账|Sticker|Photo|Image|Video|GIF|"
    r"Voice|Audio|sticker|photo|image)\]|<(?:Media|media) omitted>|(?:image|video|audio) omitted|"
    r"撤回了一条消息|(?:^|\n)[ \t]{0,4}[^\s:：\d][^\n:：\d]{0,20}?[:：](?!\d)[ \t]?\S"
)
_last_chatty: tuple[str, bool] = ("", False)


def _chatty(text: str) -> bool:
    """A chat's marks in the text (one scan per text, cached)."""
    global _last_chatty  # noqa: PLW0603 - a one-entry cache, replaced atomically
    if _last_chatty[0] is not text:
        found = _CHAT_MARK.search(text) is not None
        if not found and text.count("\n") >= 3:
            # two headers ("Mom  9:41 AM"), each with a message line after it
            found = len(_HEADER_LINE.findall(text, 0, 20_000)) >= 2
        _last_chatty = (text, found)
    return _last_chatty[1]


_HEADER_LINE = re.compile(
    r"(?m)^[ \t]{0,4}[^\s\d:：][^\n:：]{0,20}?[ \t·—\-,]{1,3}[^\n\d]{0,12}?"
    r"(?:\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}[ \t])?\d{1,2}[:.]\d{2}"
    r"(?::\d\d)?[ \t]?(?:[AaPp]\.?[Mm]\.?)?\]?[ \t]*\n"
    r"(?![^\n]*\d:\d{2}[ \t]?(?:[AaPp]\.?[Mm]\.?)?[ \t]*(?:\n|$))[^\n]*\S"
)


def _message_after(text: str, le: int) -> bool:
    """The line after ``le`` holds a message: not empty, not itself ending in a time."""
    if le >= len(text):
        return False
    ne = text.find("\n", le + 1)
    nxt = text[le + 1 : len(text) if ne < 0 else ne]
    return bool(nxt.strip()) and _ENDS_IN_TIME.search(nxt) is None


_CLOCK_RANGE_AFTER = re.compile(r"\s?(?:-|–|—|~|～|至|到|to)\s?\d{1,2}[:：.h]\d{2}")
_CLOCK_RANGE_BEFORE = re.compile(r"\d{1,2}[:：.h]\d{2}\s?(?:-|–|—|~|～|至|到|to)\s?$")


def _clock_range(text: str, s: int, e: int) -> bool:
    """The range's other end is a clock reading ("9:00-18:00"), not a whole hour ("9am-5pm")."""
    return _CLOCK_RANGE_AFTER.match(text, e) is not None or (
        _CLOCK_RANGE_BEFORE.search(text, max(0, s - 10), s) is not None
    )


#: a rule or policy that sets the time for everyone
_POLICY_LOW = re.compile(
    r"(?<![a-z])(?:policy|policies|(?:house|building|estate|hoa|site|community)\srules?|"
    r"per\sthe\s(?:lease|tenancy|contract|agreement)|"
    # a rule for every resident is the building's, not one person's routine ("（全体 residents）")
    r"all\sresidents|every\sresident|"
    # round 25: a workplace's own rules ("（全员规则）", "(team rule)", "考勤规则", "（系统任务）")
    r"team\srules?|company\srules?|(?:company|office|hr)\spolicy|system\stask|scheduled\sjob)"
    r"(?![a-z])|规定|政策|须知|全体|全员|系统任务|制度|考勤规则|公司规则|团队规则"
)


# --- round 24: a time on one named day is an event, not a fixed schedule ("Meeting moved
# to 3 March at 4 pm", "彩排改到2025年11月11日18:00", "call on Sunday at 17:00", "明天下午3点
# 开会"), unless the sentence says it recurs ("every", "daily", "每天", "on Sundays")
_MONTHS = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]{0,6}\.?"
_WEEKDAY = r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day"
_ONE_DAY = re.compile(
    # (a date with its own time after it is a record's stamp, not an event's day)
    r"(?<![A-Za-z0-9_/.-])(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|"
    r"\d{1,2}/\d{1,2}(?![\d/])|\d{1,2}\.\d{1,2}(?=[ \t]))"
    r"(?![A-Za-z0-9_/.:-]|[ T]\d{1,2}:\d\d|[,，][ ]?(?:夜里|凌晨|上午|下午|早上|晚上|中午)?\d)|"
    r"(?<![A-Za-z])(?:\d{1,2}(?:st|nd|rd|th)?[ ]" + _MONTHS + r"|" + _MONTHS
    + r"[ ]\d{1,2}(?:st|nd|rd|th)?(?![\d:])|(?i:tomorrow|tonight|today)|"
    r"(?i:this|next|coming)[ ]" + _WEEKDAY + r")(?![A-Za-z])|"
    r"\d{4}年\d{1,2}月\d{1,2}[日号]|\d{1,2}月\d{1,2}[日号]|明天|后天|今晚|明早|明晚|今天下午|今天上午|"
    r"(?:这|下)(?:周|星期)[一二三四五六日天]"
)
_RECURS = re.compile(
    r"(?i)(?<![a-z])(?:every|each|daily|nightly|weekly|weekdays|weekends|always|usually|"
    r"normally|typically|routine|regularly|" + _WEEKDAY + r"s)(?![a-z])|"
    r"每|工作日|周末|平时|一般|天天|经常|总是|通常|都是|固定|日常|周[一二三四五六日]到周|"
    r"(?i:(?<![a-z])(?:usual|mon(?:day)?[ ]?(?:to|-|–)[ ]?fri(?:day)?)(?![a-z]))|"
    # and a person's own routine, even on a named day ("wake me up at 7 tomorrow")
    r"(?i:(?<![a-z])(?:weekday|wake|woke|waking|alarm|bed|bedtime|sleep|get[ ]up|meds|"
    r"medication|pills?|insulin|gym|workout|yoga|jog|commute|school[ ]run|pick[ ]up|pickup|"
    r"drop[ ]off|clock[ ]in|clock[ ]out|nap|naps|napping|lights[ ]out|curfew|"
    r"most[ ](?:days|nights|mornings|evenings|weekdays))(?![a-z]))|"
    r"起床|睡|闹钟|吃药|健身|遛狗|接孩子|送孩子|上班|下班|打卡|通勤|出门|回家|到家|作息"
)


_CSV_CELL = re.compile(r",(?=\S)")


#: a date then a space right before the time: a record's stamp ("Pickup: SFO 27/04/2022
#: 16:20", "pick-up 07/28/2022 18:17", "2022年2月4日 21:32"), not a routine
_STAMP_DATE = re.compile(
    r"(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}/\d{1,2}/\d{2,4}|"
    r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]{0,6}\.?[ ]\d{1,2}|"
    r"\d{1,2}[ ](?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]{0,6}|"
    r"\d{4}年\d{1,2}月\d{1,2}[日号]|\d{1,2}月\d{1,2}[日号])[ ]$"
)


def _stamped(text: str, s: int, e: int) -> bool:
    if _STAMP_DATE.search(text, max(0, s - 24), s) is None:
        return False
    lo, hi = _sentence(text, s, e)
    return _RECURS.search(text, lo, hi) is None and _HABIT.search(text, lo, hi) is None


_OWN_DAYS = re.compile(r"(?i)\(weekdays?\)|（?工作日）?|(?<![a-z])scheduled\sdeparture|预约出发")
_MEETING = re.compile(
    r"(?i)(?<![a-z])(?:call\swith|meeting\s(?:with|moved|is|at)|zoom\scall|teams\scall|"
    r"viewing\sfor|test\sdrive|appointment\s(?:is|at))"
)
_STANDING = re.compile(r"(?i)(?<![a-z])(?:standing|recurring|regular|weekly|monthly)(?![a-z])")


def _one_meeting(text: str, s: int, e: int) -> bool:
    """"Call with Northwind Coffee on Sunday at 2:15pm": one meeting, unless it recurs."""
    lo, hi = _sentence(text, s, e)
    return (
        _MEETING.search(text, lo, hi) is not None
        and _RECURS.search(text, lo, hi) is None
        and _STANDING.search(text, lo, hi) is None
        and _HABIT.search(text, lo, hi) is None
    )


def _one_off(text: str, s: int, e: int) -> bool:
    if field_key(text, s) is not None or "\t" in text or "|" in text:
        return False  # a record's field: its key, not a sentence, says what the time is
    lo, hi = _sentence(text, s, e)
    line = text[text.rfind("\n", 0, s) + 1 : hi]
    if len(_CSV_CELL.findall(line)) >= 2:
        return False  # a CSV row
    days = [m for m in _ONE_DAY.finditer(text, lo, hi) if m.end() <= s or m.start() >= e]
    return bool(days) and _RECURS.search(text, lo, hi) is None


#: someone in the sentence whose hours they could be (round 24)
_WHOSE = re.compile(
    r"(?<![A-Za-z])(?:[Ii](?:'m|'ll|'d|'ve)?|[Mm][ey]|[Ww]e|[Oo]ur|[Hh]e|[Ss]he|[Hh]is|[Hh]er|"
    r"[Tt]hey|[Tt]heir)(?![A-Za-z'])|[我咱俺他她]"
    # round 25: a family member's own day ("the baby naps 12–2pm", "爷爷每天 1–3pm 午睡")
    r"|(?i:(?<![a-z])(?:baby|the[ ]kids|grandpa|grandma|grandad|granny|mum|mom|dad)(?![a-z]))"
    r"|宝宝|孩子|爷爷|奶奶|外公|外婆|老人|(?<![A-Za-z])Baby(?![a-z])"
)
#: a habit's word: the times around it are someone's own (round 24)
_HABIT = re.compile(
    r"(?i)(?<![a-z])(?:usually|normally|typically|routine|habit|my[ ]day)(?![a-z])|"
    r"一般|固定|平时|通常|习惯"
)
#: a duration in hours, minutes and seconds under an hour (round 24)
_TIMER = re.compile(r"00:[0-5]\d:[0-5]\d")
_TIMER_BEFORE = re.compile(
    r"(?i)(?:wait|queue|hold|duration|elapsed|took|lasted|length|talk\stime|handle\stime|aht|"
    r"排队|等待|时长|用时|耗时|通话)[^\n]{0,6}$"
)


#: a sport's durations and scores (round 25): a split, a lap, a pace, a segment's time, a set's
#: interval, a score; or a list of several m:ss values
_R25_SPORT_CUE = re.compile(
    r"(?i)(?<![a-z])(?:splits?|laps?|pace|segment|best\seffort|swim\sset|intervals?|reps?|"
    r"personal\sbest|finish(?:ed)?\sin|chip\stime|score[sd]?|strava|garmin)(?![a-z])|"
    r"(?<![A-Za-z])PB(?![A-Za-z])|圈速|配速|用时(?!间)|成绩|比分|比赛|间歇|分段"
)
_R25_TIME_LIST = re.compile(r"[ \t]?[,，、][ \t]?\d{1,2}:\d\d(?!\d)")
_R25_TIME_LIST_BEFORE = re.compile(r"(?:\d{1,2}:\d\d[ \t]?[,，、][ \t]?)+$")
_R25_ON_SET = re.compile(r"(?i)\d+\s?x\s?\d+\s?m?\s(?:on|@)\s$")


def _r25_sport_time(text: str, low: str, s: int, e: int) -> bool:
    if text[s:e].count(":") != 1:
        return False
    lo = max(0, s - 60)
    if _R25_SPORT_CUE.search(text, lo, s) is not None:
        return _PERSONAL_ROUTINE_R25.search(text, lo, min(len(text), e + 40)) is None
    if _R25_ON_SET.search(text, max(0, s - 16), s) is not None:
        return True  # "40 x 50 m on 1:05": a swim set's send-off
    # three or more m:ss values in a row ("2:25, 2:37, 2:52") and no routine word near them
    pos, n = e, 0
    while (m := _R25_TIME_LIST.match(text, pos)) is not None:
        pos, n = m.end(), n + 1
    lead = _R25_TIME_LIST_BEFORE.search(text, max(0, s - 48), s)
    before = lead.group().count(":") if lead is not None else 0
    return before + 1 + n >= 3 and _PERSONAL_ROUTINE_R25.search(
        text, max(0, s - 60), min(len(text), pos + 40)
    ) is None


#: what keeps a time near a sport's word a routine ("I run laps every morning at 6:30")
_PERSONAL_ROUTINE_R25 = re.compile(
    r"(?i)(?<![a-z])(?:every|each|daily|always|usually)(?![a-z])|每天|每周|每晚"
)


#: a messaging app's name heading a message's time (round 25), and a group message's word
#: right after it
_R25_APP_STAMP = re.compile(
    r"(?:^|\n)[ \t>]*[\[【(]?(?:飞书|钉钉|企业微信|微信|(?i:lark|slack|teams|whatsapp|telegram|"
    r"signal|discord|wechat|dingtalk|feishu)|QQ)[\]】)]?(?:消息|群)?[ \t]{0,2}$"
)
_R25_STAMP_AFTER = re.compile(r"[ \t]{0,2}(?:群消息|消息|(?i:message))[ \t]?[：:]")


#: a duration written like a clock ("transfer 1h50", "转机 2h05"): how long, not when
_R26_DURATION = re.compile(
    r"(?i:transfer|layover|connection|stopover|flight\stime|duration|takes|took|lasts?|"
    r"travel\stime|ride|drive|walk)\s{0,2}(?:of\s|is\s|was\s|about\s|~)?$"
    r"|(?:转机|中转|飞行|用时|耗时|历时|车程|需要|要)\s{0,2}$"
)


_R26_SCRIPTURE = re.compile(
    r"(?<![A-Za-z])(?:[123][ ]?)?(?:Genesis|Exodus|Leviticus|Numbers|Deuteronomy|Joshua|Judges|"
    r"Ruth|Samuel|Kings|Chronicles|Ezra|Nehemiah|Esther|Job|Psalms?|Proverbs|Ecclesiastes|"
    r"Isaiah|Jeremiah|Lamentations|Ezekiel|Daniel|Hosea|Joel|Amos|Obadiah|Jonah|Micah|Nahum|"
    r"Habakkuk|Zephaniah|Haggai|Zechariah|Malachi|Matthew|Mark|Luke|John|Acts|Romans|"
    r"Corinthians|Galatians|Ephesians|Philippians|Colossians|Thessalonians|Timothy|Titus|"
    r"Philemon|Hebrews|James|Peter|Jude|Revelation|Surah|Sura)[ ]$"
    r"|(?:创世记|出埃及记|诗篇|箴言|以赛亚书|马太福音|马可福音|路加福音|约翰福音|使徒行传|罗马书|"
    r"哥林多前书|哥林多后书|雅各书|启示录)[ ]?$"
)
_R26_EVENT_LINE = re.compile(
    r"[^\n]{0,60}?(?:(?i:(?<![a-z])(?:fired|triggered|ack|acked|acknowledged|paged|resolved|"
    r"rolled\sback|rollback|deployed|restarted|recovered|mitigated|escalated|alert|"
    r"incident|outage)(?![a-z]))|告警|触发|回滚|已恢复|恢复到|已定位|调查中|值班确认)"
)


def _public_event(norm: NormalizedText, s: int, e: int) -> bool:  # noqa: PLR0911, PLR0912
    # (the cue lists are searched on the same spans of ``low``: see on_low)
    text, low = norm.text, norm.low
    if "h" in text[s:e].lower() and _R26_DURATION.search(text, max(0, s - 16), s) is not None:
        return True  # "transfer 1h50": a duration (round 26)
    if _R26_SCRIPTURE.search(text, max(0, s - 24), s) is not None:
        return True  # "John 3:16", "Acts 20:35": a book's chapter and verse (round 26)
    if (s == 0 or text[s - 1] == "\n") and _R26_EVENT_LINE.match(text, e) is not None:
        return True  # "06:29 KafkaConsumerLagHigh fired for …": a log line's event (round 26)
    if _chat_stamp(text, s, e) or _structured_public(text, low, s, e):
        return True
    if _r25_sport_time(text, low, s, e):
        return True  # "Lap splits: 2:25, 2:37", "in 2:51", "比分 21:18": durations, scores
    if (
        _R25_APP_STAMP.search(text, max(0, s - 24), s) is not None
        or _R25_STAMP_AFTER.match(text, e) is not None
    ):
        return True  # "飞书消息 17:42", "[飞书] 09:56 …", "08:12 群消息：…": a message's time
    if _one_off(text, s, e) or _one_meeting(text, s, e) or _stamped(text, s, e):
        return True  # "Meeting moved to 3 March at 4 pm": one day's event, no fixed schedule
    if _TIMER.fullmatch(text, s, e) is not None and (
        _TIMER_BEFORE.search(text, max(0, s - 16), s) is not None or text[e : e + 1] == "后"
    ):
        return True  # "排队00:10:50后", "wait 00:06:16": a timer's reading, not a clock's
    lo, hi = _sentence(text, s, e)
    if (
        _LOGGED_BEFORE.search(text, max(0, s - 28), s) is not None
        and _ROUTINE_CUE_LOW.search(low, lo, hi) is None
    ):
        return True  # "agent wrapped up at 14:32", "ETA 18:00": when one case's step happened
    if "h" in text[s:e] and _DURATION_BEFORE.search(text, max(0, s - 16), s) is not None:
        return True  # "sleep 7h40", "slept 8h05": how long, not when
    if _POLICY_LOW.search(low, lo, hi) is not None and _SELF.search(text, lo, hi) is None:
        return True  # "check-in from 15:00 (hotel policy)", "退房12:00前（酒店规定）": a rule
    r = _RANGE_AFTER.match(text, e)
    if r is not None:
        e = r.end()  # "02:00-04:00 UTC": the zone after the range's end
    zoned = _ZONE_AFTER.match(text, e) is not None or (
        _ZONE_BEFORE.search(text, max(0, s - 10), s) is not None
    )
    if zoned:
        # the same sentence must not be about the writer's own routine
        lo, hi = _sentence(text, s, e)
        return _PERSONAL.search(text, lo, hi) is None
    lo, hi = _sentence(text, s, e)
    if _timetabled(norm, s, e, lo, hi):
        return True
    if _public_subject(norm, lo, hi) or _commerce(norm, s, e):
        return True
    if _mentions_event(norm) and _EVENT_LOW.search(low, lo, hi) is not None:
        # a public event's time ("Doors open at 7pm", "演唱会晚上8点开场", "Flight BA117 departs
        # 18:05", "submissions close at 5pm"), unless the writer's or the user's own
        # ("Our nanny arrives at 7:00 on weekdays" is a household's routine, not a timetable)
        return (
            _SELF.search(text, lo, hi) is None
            and not _usual_field(text, s)  # "Usual arrival: 06:50" on a form
            and _EVENT_OWN_LOW.search(low, lo, hi) is None
            and _OWN_DAYS.search(text, lo, hi) is None
            # "Train G1234 departs … at 14:05": the service's own noun is no routine; with
            # no one in the sentence, nor is a recurrence ("周末大促 0点开抢")
            and not any(
                c.group() not in _TRANSPORT
                and not (_SHARED_CUE.match(c.group()) and not _names_someone(text, lo, hi))
                for c in _ROUTINE_CUE_LOW.finditer(low, lo, hi)
            )
        )
    if not _mentions_opening(norm) or _HABIT.search(text, lo, hi) is not None:
        return False  # ("Routine: 09:40 open the shop": the writer's own morning)
    # the opening hours of a shop, office or museum: "open Monday to Friday, 09:00–17:30",
    # "营业时间：周一至周五9:00-17:30"; not the writer's own ("I open the shop at 6:00")
    # ("店里每天晚上8点关门" names one closing time of the writer's own shop: a routine)
    if _SELF.search(text, lo, hi) is not None:
        return False
    if _HOURS_LABEL_LOW.search(low, lo, hi) is not None:
        return True
    if _OPENING_LOW.search(low, lo, hi) is None:
        return False
    # two times (a range), or a business that opens ("The IKEA store in Chicago opens at
    # 10:00", "上海迪士尼乐园官网显示8:30开园")
    if len(_TIMEISH.findall(text, lo, hi)) >= 2:
        return True
    # ("She opens the bakery at 5am" is her routine, "we open at 7" ours)
    # (the place may be named in the question before: "故宫几点开门？8点开门")
    return (
        _BUSINESS.search(text, max(0, lo - 30), hi) is not None
        and _PERSONAL.search(text, lo, hi) is None
        and _THIRD_PERSON.search(text, lo, hi) is None
    )


#: round 22: the sentence is about a service, a place or the sky, whose times are the
#: same for everyone: the sun, a first or last service, a hotel's check-in, a desk that
#: closes, bookings that open, a numbered platform ("Sunrise in Austin is at 06:12",
#: "last lift is at 22:45", "reception closes at 5:30", "首班 6:00", "退房时间中午12点")
_PUBLIC_SUBJECT_LOW = lazy_re(on_low(
    r"(?i)(?<![a-z])(?:sun\s?rise|sun\s?set|dawn|dusk|high\stide|low\stide|"
    r"(?:first|last)\s(?:bus(?:es)?|trains?|tube|metro|subway|ferry|tram|lift|chairlift|gondola|"
    r"orders?|entry|admission|sailing|departure|boat|shuttle|service)|"
    r"(?:hotel|room|guest)\scheck-?(?:in|out)|checkout\s(?:at\sthe|by|before|is|until)|"
    r"check-?(?:in|out)\s(?:at\sthe|from|after|opens|closes|is|starts|by|before|until)|"
    r"reception|front\sdesk|box\soffice|bag\s?drop|baggage\sdrop|cloakroom|"
    r"(?:booking|bookings|appointments|slots|tickets)\s(?:open|opens|go\son\ssale|release|"
    r"are\sreleased)|(?:opens|releases)\s(?:new\s)?(?:[a-z]{2,12}\s)?slots|platform\s\d|"
    r"(?:clinics|markets|tours|services|workshops)\s(?:at\s[^.\n]{1,40}?\s)?"
    r"(?:run|are\sheld|take\splace|open))(?![a-z])|"
    r"(?<![a-z])(?:new\sarrivals|restocks?|new\sdrops?|"
    r"(?:breakfast|brunch|lunch|dinner)\s(?:is\s)?(?:served|runs|service))(?![a-z])|"
    r"日出|日落|涨潮|退潮|首班|末班|头班|尾班|退房|入住时间|放号|集市|早市|夜市|上新|补货|"
    # round 24: systems, operations and media, whose times are no one's routine: a deploy,
    # a maintenance window, an SLA, a dialler campaign, a game server's reset, a helpline's
    # extended hours, a ticket's deadline; a song's length ("now playing: X (3:20)")
    r"(?<![a-z])(?:deploy(?:ed|ment|s)?|rolled\sout|roll-?out|cluster|planned\smaintenance|"
    r"maintenance\swindow|outage|sla|breached|dialler|dialer|calling\shours|"
    r"server\s(?:reset|time|restart|maintenance)|lines?\s(?:extended|open|close)|"
    r"now\splaying|song\sof\sthe\sday|on\srepeat|listened\s\d|deadline|museum|gallery|zoo|"
    r"aquarium|rehearsal\sdinner|ceremony|wedding\sreception|doors\sopen|stall\ssetup|"
    r"surcharge|night\sfee|fee|tariff|route\s\d+|buses\severy|desk\s[^.\n]{0,30}closes|"
    r"charging\ssession|press\sconference|congestion\scharge|"
    r"load-?out|ferry\s(?:to|from|departs)|train\sleaves|book\sshuttle|"
    r"cake\sorder|went\son\ssale|tickets?\s(?:go|went)\son\ssale|"
    # round 25: a site's shift pattern, a company's office or desk hours, a payroll run
    r"(?:warehouse|site|store|plant|factory|depot|branch|ward|call\scentre|call\scenter)"
    r"\s(?:[a-z]{3,10}\s)?shifts?|(?:late|early|night|day|dawn|evening)\sshift\s(?:ends|starts)|"
    r"(?:hr|it|service|help)\s?desk\shours|office\shours|payroll\s(?:cut-?off|run)s?|"
    r"core\shours|walk-?ins?|opening\shours|"
    # round 25: races and the sea: a start wave, a race day, a tide's high and low water
    r"wave\s[a-z0-9]\s|start\swave|race\sday|gun\stime|race\sstart|high\swater|low\swater|"
    r"tides?|"
    # a machine's maintenance and a campus's services (round 25: "the login node was rebooted
    # at 03:00", "the conference shuttle leaves at 8:15", "campus shuttle runs … 7:00-23:00")
    r"(?:login|compute|head|gpu|storage)\snodes?|rebooted|restarted|kernel\spatch(?:es)?|"
    r"(?:campus|conference|airport|hotel|free)\s(?:shuttle|bus)|shuttles?\s(?:leaves|departs|"
    r"runs)|buses\srun|"
    # round 26: a service every N minutes; a consulate's or a visa centre's slots
    r"runs\severy\s\d{1,3}\s(?:minutes|mins?)|every\s\d{1,3}\s(?:minutes|mins?)\sbetween|"
    r"consulates?|embassy|embassies|visa\s(?:centre|center|office)|vfs|interview\sslots|"
    # round 26: an incident's timeline, a status page, a service's metrics
    r"status\spage|incident|timeline|alert|fired|acked|rollback|rolled\sback|outage|"
    r"postmortem|sev[1-4]|p99|p95|latency|error\srate|customer\simpact|maintenance\swindow|"
    r"health\sdashboard|error\sbudget|"
    # a video's chapters and durations
    r"chapters?|chapter\smarkers|timecodes?|view\sduration|runtime|video\slength|"
    # an exchange's sessions
    r"nyse|nasdaq|hkex|regular\strading|night\ssession|market\sopens?|"
    r"market\scloses?|"
    # a venue's service and hours ("Lunch service runs 12:00–14:30", "Rooftop bar hours:")
    r"(?:lunch|dinner|brunch|breakfast|kitchen|bar)\s(?:service|hours)|"
    r"(?:pool|spa|shop|store|visiting|museum|library|restaurant|cafe|reception|gym)\shours|"
    # a place of worship's services and prayer times
    r"communion|(?:sunday|evening|morning|vigil|midnight)\smass|vespers|evensong|khutbah|"
    r"jumu'ah|fajr|dhuhr|maghrib|"
    r"prayer\stimes|carol\sservice|sunday\sservice|timetable|published\sby|"
    # a building's tests and rules, a study's slots and statistics, a facility's hours
    r"(?:fire\s)?alarm\stest|generator\stest|house\srules|session\sslots|"
    r"(?:mean|median|average)\s[a-z]{3,12}(?:\s[a-z]{3,12})?\s(?:across|was|is|of|time)|"
    r"across\sthe\s(?:sample|cohort|participants)|"
    r"(?:facility|clinic|lab|office|centre|center|gym|sauna|pool|library|desk|canteen|cafeteria)"
    r"\s(?:opens|closes))"
    r"(?![a-z])|开盘|收盘|盘前|盘后|夜盘|交易时间|集合竞价|"
    r"领馆|使馆|签证中心|面签名额|分钟一班|"
    r"博物馆|美术馆|动物园|水族馆|婚礼仪式|仪式|开席|满月酒|彩排|工作时间|办公时间|早餐\d|蛋糕订单|"
    r"加收|服务费|夜间费|限行|油价|起步价|"
    r"集群|发布版本|停机维护|服务器|今日歌曲|单曲循环|听了\d|排班|超时时间|截止时间|热线|服务台|"
    r"门禁|宿舍楼|节点|重启|打补丁|报到时间|营业到|营业时间|"
    # round 26: an incident's timeline, a status page, a system's backup or window
    r"时间线|状态页|告警|回滚|故障|维护窗口|全量备份|增量备份|备份任务|发布窗口|变更窗口|"
    r"停电|停水|检修|消防演练|开门|闭馆|"
    r"高铁|动车|列车|航班|章节|视频长度|时长"
))
#: a person in the sentence: the writer, someone else, their family, the user
_SOMEONE = lazy_re(
    r"(?i)(?<![a-z])(?:mom|mum|mother|dad|father|wife|husband|son|daughter|kids?|child(?:ren)?|"
    r"baby|grandma|grandpa|granny|nan|partner|boyfriend|girlfriend|user)(?![a-z])|"
    r"妈妈|爸爸|[我你他她]妈|[我你他她]爸|老妈|老爸|老婆|老公|孩子|儿子|女儿|奶奶|爷爷|外婆|姥姥|宝宝|娃|"
    r"用户|家人|老人"
)
#: routine cues that a timetable shares with a routine: recurrence and a service's noun
_SHARED_CUE = re.compile(
    r"(?i)every|daily|weekday|each|always|usually|train|bus|tube|ferry|shuttle|sessions?|runs\s|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|每|周[末一二三四五六日]|工作日|星期"
)


def _public_subject(norm: NormalizedText, lo: int, hi: int) -> bool:
    """The sentence ``lo:hi`` is about something public (_PUBLIC_SUBJECT_LOW) and names no
    one, nor any activity of a person's day beyond a recurrence ("every day", "每天")."""
    text, low = norm.text, norm.low
    subject = _PUBLIC_SUBJECT_LOW.search(low, lo, hi)
    if subject is None or _names_someone(text, lo, hi):
        return False
    if _R27_OWN_BLOCK.search(text, lo, hi) is not None:
        return False  # "每周二上午9点10做理疗，排班请避开": a rota asked to spare one's own time
    spans = [subject.span()]
    spans += [m.span() for m in _PUBLIC_SUBJECT_LOW.finditer(low, subject.end(), hi)]

    def covered(c: re.Match[str]) -> bool:
        if any(a <= c.start() < b for a, b in spans):
            return True
        # a subject that overlaps the one found first ("campus shuttle" / "shuttle runs")
        for st in range(max(lo, c.start() - 16), c.start() + 1):
            near = _PUBLIC_SUBJECT_LOW.match(low, st)
            if near is not None and near.end() > c.start():
                return True
        return False

    return all(
        _SHARED_CUE.match(c.group()) or covered(c) for c in _ROUTINE_CUE_LOW.finditer(low, lo, hi)
    )


#: round 27: what a person's time is kept for, or a rota asked to spare it
_R27_OWN_BLOCK = re.compile(
    r"(?i)(?<![a-z])(?:childcare|school[ ]run|physio|physiotherapy|therapy|dialysis|"
    r"pick[ ]up[ ](?:my|the)[ ](?:kids?|son|daughter)|avoid|can't[ ]do|cannot[ ]do)(?![a-z])|"
    r"透析|接送|理疗|治疗|避开|不可排班|来不了|接孩子|接儿子|接女儿"
)


def _names_someone(text: str, lo: int, hi: int) -> bool:
    return (
        _PERSONAL.search(text, lo, hi) is not None
        or _THIRD_PERSON.search(text, lo, hi) is not None
        or _SOMEONE.search(text, lo, hi) is not None
    )


#: a timetabled service named by its departure time: "the 18:30 ferry", "18:30那班高铁"
_SERVICE_AFTER = lazy_re(
    r"(?i)\s?(?:(?:ferry|train|bus|coach|flight|tram|sailing|shuttle)s?(?![a-z])|"
    r"(?:那班|这班|的)?(?:高铁|动车|火车|航班|轮渡|渡轮|大巴|列车|班车)|"
    r"(?:那班|这班)\s?(?i:train|bus|ferry|flight|coach))"
)


#: a service's noun right before its time ("train 15:19", "航班 07:40")
_SERVICE_BEFORE = lazy_re(
    r"(?i)(?<![a-z])(?:train|flight|coach|ferry|sailing)\s?$|(?:高铁|动车|火车|航班|轮渡|班车|列车)\s?$"
)
#: "the 08:15 from Sydney", "the 7:45 to Paddington": a service named by its time
_FROM_TO = lazy_re(r"\s(?:from|to)\s(?=[A-Z])")


_TAKES_BEFORE = lazy_re(
    r"(?i)(?<![a-z])(?:takes?|catch(?:es)?|gets?|rides?)\s(?:the\s)?$|[坐搭乘赶]\s?$"
)


def _timetabled(norm: NormalizedText, s: int, e: int, lo: int, hi: int) -> bool:
    """"The 18:30 ferry from Dover was cancelled", "18:30那班高铁停运": a service of a
    public timetable, unless the sentence is about someone's own routine ("I catch the
    7:45 train every weekday": a self word, or a routine cue besides the service's noun)."""
    text, low = norm.text, norm.low
    after = _SERVICE_AFTER.match(text, e)
    if after is not None:
        e = after.end()  # the service's own noun is no routine cue
    elif (b := _SERVICE_BEFORE.search(text, max(lo, s - 12), s)) is not None:
        s = b.start()  # "train 15:19 从 Denver 出发"
    elif text[max(0, s - 4) : s].lower() != "the " or _FROM_TO.match(text, e) is None:
        return False  # (not "The 08:15 from Sydney to London is delayed")
    if _PERSONAL.search(text, lo, hi) or _THIRD_PERSON.search(text, lo, hi):
        return False
    if _TAKES_BEFORE.search(text, max(lo, s - 20), s) is not None:
        return False  # "Grandma takes the 09:10 bus": someone's habit
    if _USUAL.search(text, max(0, lo - 40), hi) is not None:
        return False  # "usual: coffee, 12:20 bus, emails", "日常：咖啡、14:30的班车"
    if _EVENT_OWN_LOW.search(low, lo, hi) is not None:
        return False
    return not any(
        (c.end() <= s or c.start() >= e)
        and not (
            c.group().startswith("run")  # "… is running late": the service's status
            and _STATUS_BEFORE.search(text, max(0, c.start() - 12), c.start()) is not None
        )
        for c in _ROUTINE_CUE.finditer(text, lo, hi)
    )


_USUAL = lazy_re(r"(?i)usual|routine|habit|commute|日常|习惯|通常|平时|一般|每天|每日|工作日")
_TRANSPORT = frozenset(["train", "bus", "tube", "ferry", "shuttle"])
_STATUS_BEFORE = re.compile(r"(?i)(?:is|are|was|were|been)\s(?:still\s|now\s)?$")


_THIRD_PERSON = lazy_re(r"(?<![A-Za-z])(?:[Ss]he|[Hh]e|[Tt]hey|[Hh]er|[Hh]is)(?![A-Za-z])|[他她]")


#: a place open to the public (its opening time is no one's routine)
_BUSINESS = lazy_re(
    r"(?i)(?<![a-z])(?:stores?|shops?|museums?|library|libraries|bank|branch|post\soffice|"
    r"clinic|pharmacy|restaurant|caf[eé]|mall|supermarket|market|gallery|theatre|theater|"
    r"cinema|zoo|aquarium|theme\spark|park|outlet|showroom|boutique|bakery|dealership|"
    r"box\soffice|ticket\soffice|visitor\scent(?:er|re)|help\s?desk|service\scent(?:er|re))"
    r"(?![a-z])|门店|商店|店铺|专卖店|旗舰店|商场|超市|博物馆|图书馆|银行|网点|药店|餐厅|咖啡馆|"
    r"乐园|公园|动物园|水族馆|景区|美术馆|展馆|影院|售票处|营业厅|官网|"
    # round 8: landmarks and public venues ("故宫早上8点半开门", "the cathedral opens at 9")
    r"故宫|博物院|景点|寺|庙|宫(?!颈)|城楼|纪念馆|科技馆|体育馆|游泳馆|展览馆|大剧院|剧院|食堂|邮局|"
    r"营业部|服务大厅|办事大厅|政务中心|车管所|医院|门诊|柜台|中心|驿站|自提点|快递点|"
    r"[那这]家[^\s，。,.]{0,6}[店馆厅]|"
    r"(?i:(?<![a-z])(?:(?:food|market|dining|town|city)\shall|department\sstores?|superstores?|"
    r"(?:garden|shopping)\scent(?:er|re)s?|retail\spark|warehouse)(?![a-z]))|"
    r"(?i:(?<![a-z])(?:pickup|collection)\spoints?(?![a-z]))|"
    r"(?i:(?<![a-z])(?:temple|palace|castle|cathedral|church|mosque|stadium|arena|venue|"
    r"attraction|landmark|monument|tower|observatory|pool|leisure\scent(?:er|re)|dmv|"
    r"town\shall|city\shall|embassy|consulate|gyms?|fitness\s(?:cent(?:er|re)|club)|"
    r"(?:sports|rec|recreation|community)\scent(?:er|re))(?![a-z]))|健身房|健身中心|游泳池|"
    # a weekly closing day or a venue's own verb names a public place ("The Louvre opens at
    # 9am and is closed on Tuesdays", "Louvre 9am 开门，周二闭馆")
    r"(?i:(?<![a-z])closed\s(?:on\s)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?![a-z]))|"
    r"闭馆|休馆|闭园|开馆|开园"
)


_HOURS_LABEL_LOW = lazy_re(on_low(
    r"(?i)(?<![a-z])(?:opening\s?(?:hours|times)|business\s?hours|office\s?hours|"
    r"hours\sof\soperation|service\s?hours|visiting\s?hours|support\s?hours|"
    r"(?:customer\s)?(?:service|care)\shours|help\s?desk\shours|store\shours)(?![a-z])|"
    r"营业时间|开放时间|办公时间|服务时间|门诊时间|接待时间|探视时间|客服时间|客服工作时间"
))
#: an opening or closing verb with a time range: "opens at 10:00 and closes at 17:30"
_OPENING_LOW = lazy_re(on_low(
    r"(?i)(?<![a-z])(?:open(?:s|ing)?|close[sd]?|closing|staffed|manned|attended|"
    r"trades\slate|trading\shours|"  # round 27: a shop "trades late on Thursdays until 9pm"
    # round 15: a service's hours ("support is staffed 9am–5pm", "hotline hours 8-20")
    r"(?:support|service|office|business|phone|helpline|hotline|desk)\s(?:hours|line\shours))"
    r"(?![a-z])|营业|开门|关门|闭馆|开馆|开园|闭园|开放|打烊|客服时间|服务时间|值班时间|在线时间|"
    # a clinic's or an office's hours of service: "社区医院周一至周五8:00-17:00接诊"
    r"接诊|坐诊|出诊|受理|办理业务"
))
#: a public event, a timetable or a deadline in the sentence
_EVENT_LOW = lazy_re(on_low(
    r"(?i)(?<![a-z])(?:doors?\s(?:open|at|from)|concert|festival|gig|screening|premiere|matinee|"
    r"kick-?off|tip-?off|webinar|livestream|keynote|showtime|curtain\sup|exhibition|fireworks|"
    r"parade|flight\s[A-Z0-9]{2}\s?\d{2,4}|boarding\s(?:starts|closes|at)|gate\scloses|"
    r"deadline|submissions?\sclose|registration\scloses|polls?\sclose|last\sorders|"
    r"check-?in\s(?:opens|closes))(?![a-z])|"
    r"开幕|闭幕|演出|开场|入场|检票|音乐节|演唱会|音乐会|首映|放映|开球|展览|烟花|发布会|"
    r"航班|登机|截止|开售|起飞|降落|发车|车次|列车|维护窗口|停机|春晚|直播|开播|播出|首播|比赛|马拉松|"
    r"(?i:(?<![a-z])(?:marathon|half-marathon|race\sstarts|tournament|championship|derby|kicks\soff|"
    r"broadcast|airs|premieres|tip-off|kick-off)(?![a-z]))"
    r"|(?i:maintenance\swindow|downtime|departs|departure|arrives|arrival|takeoff|take-off)"
))
#: round 22: a shop's sale, a parcel's progress, an offer's deadline, a utility's or a
#: system's notice, in the time's own clause ("优惠券有效期至 23:59", "delivered at 11:42")
_COMMERCE_LOW = lazy_re(on_low(
    r"(?i)(?<![a-z])(?:flash\ssale|sale\s(?:starts|ends|begins)|deals?\s(?:start|go\slive)|"
    r"doorbusters?|pre-?orders?\s(?:open|close)|delivered|shipped|dispatched|out\sfor\sdelivery|"
    r"cut-?off|expires?|valid\s(?:until|till|through)|offer\sends|orders?\s(?:by|before)|"
    r"(?:next|same)-?day\s(?:delivery|dispatch|shipping)|announcement|outage|"
    r"happy\shour|(?:backup|build|job|deploy(?:ment)?|sync|export|import|migration)s?"
    r"(?:\s#?[a-z0-9\-]{1,12})?\s(?:completed|finished|failed|ran|started))(?![a-z])|"
    r"大促|开抢|秒杀|预售|尾款|抢购|限时|签收|派送|送达|发货|揽收|出库|有效期|过期|失效|"
    r"停水|停电|停气|停运|检修|公告|打折|特价|促销|活动|义诊|讲座|展会"
))
_SPEAKER_LABEL = re.compile(r"[ \t]{0,2}[^\s:：,，]{1,12}[ \t]?(?:\d{1,2}:\d{2}[ \t]?)?[:：][ \t]?")
_CLAUSE_STOP = re.compile(r"[,，;；。!?！？\n\t|]")


def _clause(text: str, s: int, e: int) -> tuple[int, int]:
    """The clause around ``s:e``: between commas, stops, tabs or table bars (≤ 80 chars)."""
    a = max(0, s - 80)
    lo = max(text.rfind(c, a, s) for c in ",，;；。!?！？\n\t|") + 1
    stop = _CLAUSE_STOP.search(text, e, e + 80)
    return max(lo, a), (min(len(text), e + 80) if stop is None else stop.start())


def _commerce(norm: NormalizedText, s: int, e: int) -> bool:
    """A sale's, a delivery's, a deadline's or a notice's time: its word in the time's own
    clause, and no one and no routine in the clause."""
    lo, hi = _clause(norm.text, s, e)
    label = _SPEAKER_LABEL.match(norm.text, lo)
    if label is not None and label.end() <= s:
        lo = label.end()  # "老公: 快递显示下午 3 点已签收": the speaker is not the clause's subject
    if _COMMERCE_LOW.search(norm.low, lo, hi) is None or _names_someone(norm.text, lo, hi):
        return False
    return all(_SHARED_CUE.match(c.group()) for c in _ROUTINE_CUE_LOW.finditer(norm.low, lo, hi))
#: the event is the user's own routine after all: "my gig every Friday", "用户每周…演出"
_EVENT_OWN_LOW = lazy_re(on_low(
    r"(?i)(?<![a-z])(?:user'?s?|every\s(?:day|week|morning|night|evening)|daily|each\sday)(?![a-z])|"
    r"用户|每天|每周|每晚"
))
_TIMEISH = lazy_re(r"\d{1,2}[:：]\d{2}|\d{1,2}\s?[点點]|[ap]\.?m\b")
#: the writer themself (narrower than _PERSONAL: a business says "we are open")
#: round 23: a tracker's durations written like a French clock ("sleep 7h40")
_DURATION_BEFORE = lazy_re(
    r"(?i)(?<![a-z])(?:sleep|slept|asleep|duration|total|took|spent|lasted|screen\stime|"
    r"time\sin\sbed|moving\stime|elapsed)[ \t]{0,2}[:=：]?[ \t]{0,2}$"
)
#: round 23: a case's or a log's one step, done once at the time after it (no routine)
_LOGGED_BEFORE = lazy_re(
    r"(?i)(?<![a-z])(?:(?:wrapped\s(?:up|it\sup)|closed|logged|resolved|escalated|received|"
    r"submitted|completed|disconnected|dropped|hung\sup|transferred|reassigned|assigned|"
    r"updated|created|raised|acknowledged|dispatched|restored|reported|flagged|approved|"
    r"rejected|refunded|issued|processed|posted|sent)\s(?:at|@)|(?:eta|etd|etr|eta\sfor\sfix))"
    r"[ \t]{0,2}[:：~]?[ \t]{0,2}$|(?:预计|预估|预计于|计划于|已于|将于)[ \t]{0,2}$"
)
_SELF = lazy_re(r"(?<![A-Za-z])(?:I(?:'m|'ll|'d)?|[Mm][ey]|[Mm]ine)(?![A-Za-z'])|[我俺]")


def _not_public(
    check: Callable[[NormalizedText, re.Match[str]], bool] | None = None,
) -> Callable[[NormalizedText, re.Match[str]], bool]:
    """``check`` (if any), and the time is not a public or system event's."""

    def ok(norm: NormalizedText, m: re.Match[str]) -> bool:
        if check is not None and not check(norm, m):
            return False
        return not _public_event(norm, m.start("v"), m.end("v"))

    return ok


def _zh_ok(norm: NormalizedText, m: re.Match[str]) -> bool:  # noqa: PLR0911 - evidence ladder
    part = m.group("part")
    if part:
        # "早一点到", "晚一点再说": "a little earlier/later", not 1 o'clock
        return not (part in ("早", "晚") and m.group("h") == "一" and m.group("v")[-1] in "点點")
    if ":" in m.group("v") or "：" in m.group("v"):
        return False  # a bare H:MM is the 24-hour detector's
    tail = m.group("v")[-1]
    if tail in "半整钟刻分" or tail.isdigit():
        return True  # "6点半", "七点一刻", "十点15分", "五点40": minutes make it a time
    h = m.group("h")
    if not h.isdigit():
        # "两点" alone also counts points ("这两点"), "一点" is "a little": a bare
        # Chinese-numeral hour needs a routine word before or an activity after
        if h == "一" or tail == "过":
            return False
        if h in "零〇":
            # "零点五" is a decimal: midnight alone needs an activity after it
            return tail not in "点點" and _ZH_VERB_AFTER.match(norm.text, m.end()) is not None
    else:
        hour = int(h)
        if (hour == 0 or 13 <= hour <= 23) and tail in "点點":
            return True  # "16点", "0点": a 24-hour clock reading
        if tail == "过":
            return True
    text = norm.text
    if _ZH_VERB_AFTER.match(text, m.end()):
        return True
    if _ZH_NEED_CONTEXT.search(text, max(0, m.start() - 10), m.start()) is not None:
        return True
    return _zh_time_field(text, m.start(), m.end()) or _zh_routine_frame(text, m.start(), m.end())


def _zh_time_field(text: str, s: int, e: int) -> bool:
    """The whole value of a time or routine field ("usual_time": "十二点", 冥想: 七点)."""
    if _ZH_VALUE_END.match(text, e) is None:
        return False
    if _ZH_VALUE_START.search(text, max(0, s - 4), s) is None:
        return False
    key = field_key(text, s)
    return key is not None and (
        _TIME_KEY.search(key) is not None
        or _ROUTINE_KEY.search(key) is not None
        or _ROUTINE_CUE.search(key) is not None
    )


#: a field's value that is only the hour: quoted or not, up to the line's or the record's end
_TIME_KEY = lazy_re(r"(?i)time|hour|when|clock|o'?clock|时间|时候|几点|钟点|习惯|habit|schedule")
_ZH_VALUE_START = lazy_re(r"[:=：]\s?[\"'“「]?\s?$")
_ZH_VALUE_END = lazy_re(r"\s?[\"'”」]?\s?(?:$|\n|[,，;}\]])")


#: a count of points or items right before a bare hour word ("这两点", "有三点", "以下五点")
_ZH_COUNT_BEFORE = lazy_re(r"(?:这|那|几|有|以下|下面|如下|总结|主要|提出|说了|讲了|共|分)\s?$")
#: a plan of care or of a day: the hour words in it are a person's times
_ZH_PLAN = lazy_re(
    r"(?i)care\s?plan|护理|照护|用药|服药|作息|日程|(?<![a-z])(?:routine|schedule|daily)"
)


def _zh_routine_frame(text: str, s: int, e: int) -> bool:
    """A bare Chinese hour ("七点") in a routine's sentence (a routine word or a daily
    activity in it: 'Care plan：七点 打 insulin，配早饭') or a routine field's value
    ('"bedtime": "九点"')."""
    if _ZH_COUNT_BEFORE.search(text, max(0, s - 4), s) is not None:
        return False
    key = field_key(text, s)
    if key is not None:
        if _ROUTINE_KEY.search(key) is not None or _ZH_PLAN.search(key) is not None:
            return True
        if text[s - 1 : s] in "\"'`" or _PUBLIC_KEY.search(key) is not None:
            return False  # a quoted value of another field: '"title": "三点"'
    a, b = _sentence(text, s, e)
    cue = _ROUTINE_CUE.search(text, a, b) or _ZH_PLAN.search(text, a, b)
    return cue is not None


#: a bare number of minutes ("10 to 3") reads as a time only after a time word
_PHRASE_CUE = lazy_re(r"(?i)(?:\b(?:at|by|until|till|til|around|about|it'?s|is|was)|@|到|在)\s?$")


def _phrase_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if m.group("h2") or not v[0].isdigit() or "minute" in v.lower():
        return True  # "7 sharp", "ten to three", "10 minutes past 6"
    return _PHRASE_CUE.search(norm.text, max(0, m.start() - 8), m.start()) is not None


#: a position in a recording or a logged event: "the scene at 01:23:45", "timestamp 12:00:01"
_MEDIA = lazy_re(
    r"(?i)(?<![a-z])(?:video(?!\s?(?:call|chat))|clip|scene|episode|podcast|footage|recording|timestamps?|track|"
    r"youtube|movie|film|cctv|dashcam|log(?:ged|s)?(?![\s\-]?(?:off|out|in|on)(?![a-z]))|elapsed|duration|took|runtime|uptime|lap|split|"
    r"finish(?:ed)?\sin|chip\stime)(?![a-z])|视频|片段|录像|录音|第\d+集|时间戳|日志|耗时|用时|时长"
)


def _sec_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    if not _clock_ok(norm, m):
        return False
    text = norm.text
    s = m.start("v")
    if _MEDIA.search(text, max(0, s - 40), min(len(text), m.end() + 20)) is not None:
        return False
    window = text[max(0, s - 30) : s]
    if _ROUTINE_CUE.search(window) or _ZH_VERB_AFTER.match(text, m.end()):
        return True
    if _ROUTINE_CUE.search(text, m.end(), max(m.end() + 30, _sentence(text, s, m.end())[1])):
        return True  # "I catch the 05:41:39 train every weekday", "… is when I start work"
    if _SELF.search(text, max(0, s - 6), s):
        return True  # "我 22:12:39 lights out", "我只在 07:35:44 check email"
    # "i start at 09:15:00": the writer's own time
    return window.rstrip().endswith((" at", "@")) and _PERSONAL.search(window) is not None


def _clock_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    """Not a chat-message or log timestamp (those are not a personal schedule)."""
    s = m.start("v")
    if after_digit_colon(norm, s):
        return False
    if norm.text[s - 1 : s] == ":" and _CODE_LOC.search(norm.text, max(0, s - 12), s):
        return False  # "(app.js:8:17)", "main.go:12:30": a file's line and column
    if _RATIO.search(norm.text, max(0, s - 32), min(len(norm.text), m.end("v") + 6)):
        return False  # "dilution 1:10", "按1:10稀释": a mixing ratio (round 27)
    if _STAMP_BEFORE.search(norm.text, max(0, s - 12), s) is None:
        return True
    return _agenda_entry(norm.text, m.end("v"))


#: a mixing ratio's words around "1:10" (a clock time is never diluted)
_RATIO = re.compile(
    r"(?i)(?<![a-z])(?:dilut(?:e|ed|ion)|ratio|mix(?:ed)?[ ]at)(?![a-z])|稀释|比例|配比|兑水|勾兑"
)
#: a source file's name right before "line:column" (round 15)
_CODE_LOC = re.compile(r"[A-Za-z0-9_\-]\.[A-Za-z][A-Za-z0-9]{0,5}:$")


def _agenda_entry(text: str, e: int) -> bool:
    """"[20:20] night walk": a bracketed time opening a line with an activity of the day
    after it and no speaker or log level (a chat or log stamp: "[16:43] alice: …")."""
    if not text.startswith("]", e) and not text.startswith(" ]", e):
        return False
    le = text.find("\n", e)
    rest = text[e : len(text) if le < 0 else le]
    if len(rest) > 48 or _LOG_LEVEL.search(rest) is not None:
        return False
    # a speaker right after the stamp ("[16:43] alice: …") or a label-less colon is a chat;
    # a routine label with a colon later is an agenda ("[10:20] daily 提醒：吃药")
    if (":" in rest or "：" in rest) and (
        _speaker(rest) or _ROUTINE_CUE.search(rest) is None
    ):
        return False
    return _ROUTINE_KEY.search(rest) is not None or _ROUTINE_CUE.search(rest) is not None


_SPEAKER = re.compile(r"\s?\]\s?<?[^\s:：<>]{1,24}>?\s?[:：]")


def _speaker(rest: str) -> bool:
    """A chat's speaker right after the stamp ("] alice:"), not a routine label ("] meds:")."""
    m = _SPEAKER.match(rest)
    if m is None:
        return False
    word = m.group()
    return _ROUTINE_CUE.search(word) is None and _ROUTINE_KEY.search(word) is None


_LOG_LEVEL = re.compile(r"INFO|WARN|ERROR|DEBUG|TRACE|FATAL|joined|left|quit|-->|<--|\*\*\*")


def _zh_int(h: str) -> int:
    if h.isdigit():
        return int(h)
    if h.startswith("十"):
        return 10 + _ZH_DIGITS.get(h[1:], 0) if len(h) > 1 else 10
    if h.startswith("二十"):
        return 20 + _ZH_DIGITS.get(h[2:], 0) if len(h) > 2 else 20
    return _ZH_DIGITS.get(h, 0)


def _dayphrase_hour(m: re.Match[str]) -> int:
    h_txt = m.group("h").lower()
    hour = _NUM_WORDS.get(h_txt) or int(h_txt)
    pd = (m.group("pd") or m.group("pd2")).lower()
    if pd == "morning":
        return hour % 12
    if pd == "night" and (hour <= 4 or hour == 12):
        return hour % 12
    return hour % 12 + 12


def hour_of(span: str) -> int | None:
    """Hour (0-23) of a detected time expression, or None when it has no clear hour."""
    dm = _DAYPHRASE.search(span)
    if dm is not None:
        return _dayphrase_hour(dm)
    for rx in (_AMPM, _MIL, _CLOCK_SEC, _CLOCK, _OCLOCK, _ZH, _PHRASE, _SPELLED):
        m = rx.search(span)
        if m is None:
            continue
        h_txt = (m.group("h") or m.group("h2")) if rx is _PHRASE else m.group("h")
        h_txt = h_txt.lower()
        if h_txt in ("noon", "midnight"):
            return 12 if h_txt == "noon" else 0
        hour = _NUM_WORDS.get(h_txt) or (_zh_int(h_txt) if rx is _ZH else int(h_txt))
        ap = m.group("ap") if rx is _AMPM else None
        if rx is _SPELLED:
            ap = m.group("ap") or m.group("ap2")
        if ap:
            hour = hour % 12 + (12 if ap.lower() == "p" else 0)
        if rx is _ZH:
            part = m.group("part") or ""
            if (part in {"下午", "傍晚", "夜里", "夜间"} or "晚" in part) and hour < 12:
                hour += 12
        return hour % 24
    return _hour_of_r24(span.strip())


def _hour_of_r24(span: str) -> int | None:
    """Round 24's forms: "0620", "10.45", "9.20am", "half eight"."""
    bare = _BARE_HHMM.fullmatch(span)
    if bare is not None:
        return int(bare.group(1))
    dot = _DOT_TIME.fullmatch(span)
    if dot is not None:
        ap = (dot.group(2) or "").lower()
        if ap:
            return int(dot.group(1)) % 12 + (12 if ap == "p" else 0)
        return int(dot.group(1)) % 24
    half = span.lower().split()
    if len(half) == 2 and half[0] == "half" and half[1] in _NUM_WORDS:
        return int(_NUM_WORDS[half[1]]) % 24  # "half eight": 8:30
    return None


#: a time written with a dot, maybe with am/pm (round 24's ``clock_dotted``)
_DOT_TIME = re.compile(r"([01]?\d|2[0-3])\.[0-5]\d(?:[ ]?([AaPp])\.?[Mm]\.?)?")
#: a bare four-digit 24-hour time (round 24's ``clock_hhmm_routine``)
_BARE_HHMM = re.compile(r"([01]\d|2[0-3])[0-5]\d")


def zh_part(span: str) -> str | None:
    """The Chinese part-of-day word written in a span ("早上7点" -> "早上"), canonicalized."""
    m = _ZH.search(span)
    part = m.group("part") if m else None
    if not part:
        return None
    return {
        "早晨": "早上",
        "清晨": "早上",
        "正午": "中午",
        "夜里": "晚上",
        "夜间": "晚上",
        "晚间": "晚上",
        "半夜": "深夜",
        "午夜": "深夜",
        "早": "早上",
        "晚": "晚上",
    }.get(part, part)


def part_of_day(hour: int, *, chinese: bool) -> str:
    """The generalized form of a clock hour."""
    if hour < 4 or hour >= 23:
        idx = 0
    elif hour < 8:
        idx = 1
    elif hour < 12:
        idx = 2
    elif hour < 14:
        idx = 3
    elif hour < 18:
        idx = 4
    elif hour < 21:
        idx = 5
    else:
        idx = 6
    return PARTS_ZH[idx] if chinese else PARTS_EN[idx]


# prefilter checks, implied by the patterns above: an am/pm time has a digit, an optional
# space, then a/p; a phrase has a count word, digit or "minutes" before past/to/after/before
_AMPM_HINT = lazy_re(r"\d\s?[aApP]")
_PHRASE_HINT = lazy_re(
    r"(?:half|quarter|\d|twenty|ten|five|minutes)\s(?:past|to|after|before)\s|sharp"
)


_SPELLED_HINT = lazy_re(_HOUR_WORDS + r"[\s\-]?(?:[ap]|fifteen|thirty|forty|fifty|twenty|oh)")


def _spelled_hint(norm: NormalizedText) -> bool:
    return _SPELLED_HINT.search(norm.low) is not None


def _ampm_hint(norm: NormalizedText) -> bool:
    return _AMPM_HINT.search(norm.text) is not None


def _phrase_hint(norm: NormalizedText) -> bool:
    return _PHRASE_HINT.search(norm.low) is not None


def _dayphrase_hint(norm: NormalizedText) -> bool:
    return _DAYPHRASE_HINT.search(norm.low) is not None


_DAYPHRASE_HINT = lazy_re(r"\s(?:in\sthe\s(?:morning|afternoon|evening)|at\snight)")


# -- round 7: a time glued to the Latin word after it in code-switched text ---------------
#: "每周四10:19pick up儿子", "baby每天03:31nap", "每晚11pmfamily dinner", "每天quarter past
#: fournap", "three o'clockpick up": the usual shapes, with a letter right after instead of a
#: word boundary (the regexes above refuse that: "5km", "10x" are no times)
_GLUED = lazy_re(
    r"(?i)(?<![A-Za-z0-9_.\-/+:])(?P<v>"
    r"(?:[01]?\d|2[0-3])[:：][0-5]\d(?:\s?[ap]\.?m\.?)?"
    r"|(?:1[0-2]|0?[1-9])\s?[ap]\.?m\.?"
    r"|(?:half|(?:a\s)?quarter|ten|twenty(?:[\s\-]five)?|five|[12]?[05])\s(?:past|to)\s"
    + _HOURS
    + r"|"
    + _HOUR_WORDS
    + r"(?:\s?o'?\s?clock|[\s\-](?:fifteen|thirty|forty[\s\-]five|forty|fifty|"
    r"twenty(?:[\s\-]five)?|oh[\s\-](?:one|two|three|four|five|six|seven|eight|nine))))"
    r"(?=[A-Za-z])"
)
#: the routine cue before a glued time, in the same clause: 每天, 每周四, 每晚, 工作日,
#: every day, on weekdays, nightly
_GLUED_CUE = lazy_re(
    r"(?:每天|每日|每晚|每早|每夜|每周[一二三四五六日天末]?|每个?(?:工作日|周末|星期[一二三四五六日天]|礼拜[一二三四五六日天])|"
    r"每逢|每礼拜|工作日|周[一二三四五六日末]|星期[一二三四五六日天]|平日|平时|天天|"
    r"(?i:(?<![a-z])(?:every\s?(?:day|night|morning|evening|afternoon|weekday|week|weekend|"
    r"mon|tues|wednes|thurs|fri|satur|sun)[a-z]{0,4}|weekdays?|weeknights?|daily|nightly|"
    r"on\s(?:mon|tues|wednes|thurs|fri|satur|sun)days)))"
    r"[^\n。！？!?;；.]{0,12}$"
)


def _glued_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    s, e = m.span("v")
    if norm.text[e - 1 : e + 1].lower() == "mp":
        return False  # "5amp": amperes
    return _GLUED_CUE.search(norm.text, max(0, s - 40), s) is not None


def _glued_hint(norm: NormalizedText) -> bool:
    return _GLUED_HINT.search(norm.low) is not None


#: round 8: a time glued to the time word before it ("confirmtime8:40", "alarm6:45",
#: "pickup15:30", "闹钟设成wakeup7:10"): the usual H:MM, a time or routine word right before
_GLUED_BEFORE = lazy_re(
    r"(?i:(?<!up)(?<!run)(?<!wn)(?<!ver)(?<!eal)(?<!ife)(?<!ate)(?<!ny)(?<!ompile)(?<!ponse)time|"
    r"alarm|until|till|around|wake\s?up|bedtime|pick\s?up|drop\s?off|meeting|meet|"
    r"session|class|lesson|arrive|leave|start|begin|nap|call)"
    r"(?P<v>(?:[01]?\d|2[0-3]):[0-5]\d)(?![\d:]|[.,]\d|[A-Za-z])"
)
_GLUED_BEFORE_HINT = lazy_re(r"[a-z]\d{1,2}:\d\d")


def _glued_before_hint(norm: NormalizedText) -> bool:
    return _GLUED_BEFORE_HINT.search(norm.low) is not None


#: the prefilter: a digit, "m" or an hour word right before a letter (implied by _GLUED)
_GLUED_HINT = lazy_re(
    r"(?:\d|m|\.|clock|teen|ty|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"noon|midnight)[a-z]"
)


DETECTORS: tuple[Detector, ...] = (
    RegexDetector(
        "clock_glued",
        Category.SCHEDULE,
        _GLUED,
        0.9,
        _not_public(_glued_ok),
        needs=Needs(
            groups=(
                lits(
                    "每|工作日|星期|平日|平时|天天|every|weekday|weeknight|daily|nightly|"
                    "mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|"
                    "周一|周二|周三|周四|周五|周六|周日|周末"
                ),
            ),
            check=_glued_hint,
        ),
    ),
    RegexDetector(
        "clock_glued_before",
        Category.SCHEDULE,
        _GLUED_BEFORE,
        0.85,
        _not_public(_clock_ok),
        need_digit=True,
        needs=Needs(DIGIT, groups=((":",),), check=_glued_before_hint),
    ),
    RegexDetector(
        "clock_dayphrase",
        Category.SCHEDULE,
        _DAYPHRASE,
        0.9,
        _not_public(),
        needs=Needs(groups=(lits("morning|afternoon|evening|night"),), check=_dayphrase_hint),
    ),
    RegexDetector(
        "clock_ampm",
        Category.SCHEDULE,
        _AMPM,
        0.9,
        _not_public(),
        need_digit=True,
        needs=Needs(DIGIT, groups=(("m",),), check=_ampm_hint),
    ),
    RegexDetector(
        "clock_24h",
        Category.SCHEDULE,
        _CLOCK,
        0.8,
        _not_public(_clock_ok),
        need_digit=True,
        needs=Needs(DIGIT, groups=((":", "h"),), cluster=2),
    ),
    RegexDetector(
        "clock_seconds",
        Category.SCHEDULE,
        _CLOCK_SEC,
        0.7,
        _not_public(_sec_ok),
        need_digit=True,
        needs=Needs(DIGIT, groups=((":",),), digits=5),
    ),
    RegexDetector(
        "clock_military",
        Category.SCHEDULE,
        _MIL,
        0.85,
        _not_public(),
        need_digit=True,
        needs=Needs(DIGIT, groups=(("h",),), cluster=4),
    ),
    RegexDetector(
        "clock_oclock",
        Category.SCHEDULE,
        _OCLOCK,
        0.9,
        _not_public(),
        needs=Needs(groups=(("clock",),)),
    ),
    # a finding needs a Chinese part of day or hour word (see _zh_ok)
    RegexDetector(
        "clock_zh",
        Category.SCHEDULE,
        _ZH,
        0.85,
        _not_public(_zh_ok),
        needs=Needs(CJK, groups=(lits("点|點|時|时|:|："),)),
    ),
    RegexDetector(
        "clock_phrase",
        Category.SCHEDULE,
        _PHRASE,
        0.85,
        _not_public(_phrase_ok),
        needs=Needs(groups=(lits("past|to|after|before|sharp"),), check=_phrase_hint),
    ),
    RegexDetector(
        "clock_spelled",
        Category.SCHEDULE,
        _SPELLED,
        0.8,
        _not_public(),
        needs=Needs(groups=(lits(_HOUR_WORDS[3:-1]),), check=_spelled_hint),
    ),
)


# --- round 24: a bare four-digit 24-hour time in someone's routine, as call notes and
# field-service notes write it ("cx leaves for work at 0620 every weekday", "I'm out the
# door by 0840 every morning", "每天 0220 才下班"): after a word that places a time, with a
# routine's word in the sentence. Up to 18:59 only: "from 1995", "by 2030" are years.
_HHMM = lazy_re(
    r"(?:(?<![A-Za-z])(?i:at|by|from|before|until|till|after|around|about|for)[ \t]{1,2}|~[ \t]?|"
    r"(?:每天|每晚|每早|早上|晚上|凌晨|下午|上午)[ \t]{0,2})"
    r"(?P<v>(?P<h>0\d|1[0-8])[0-5]\d)(?![\w:\-/%]|\.\d)"
)
_EACH = re.compile(r"(?i)(?<![a-z])each\s(?:day|morning|night|evening|weekday|shift)")


#: a count, not a time: "serves around 1600 meals every Sunday" (round 26)
_HHMM_COUNT = re.compile(r"[ \t](?!hours\b|hrs\b)[a-z]{3,12}s(?![a-z])")


def _hhmm_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    if _HHMM_COUNT.match(norm.text, m.end()) is not None:
        return False
    s, e = _sentence(norm.text, m.start(), m.end())
    sent = norm.text[s:e]
    return _ROUTINE_CUE.search(sent) is not None or _EACH.search(sent) is not None


DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "clock_hhmm_routine_r24",
        Category.SCHEDULE,
        _HHMM,
        0.75,
        _not_public(_hhmm_ok),
        need_digit=True,
        needs=Needs(DIGIT, cluster=4),
    ),
)


# --- round 24: a time written with a dot ("in bed by 11.15 every night", "log off at 10.45
# on weeknights") after a word that places a time, and an hour range with its am/pm at the
# end ("from 6-9pm", "on the road 5-8pm weekdays"), in a sentence about a routine
_DOTTED = lazy_re(
    r"(?:(?<![A-Za-z])(?i:at|by|from|until|till|around|after|before|about)[ ]|@[ ]?)"
    r"(?P<v>(?P<h>[01]?\d|2[0-3])\.[0-5]\d(?:[ ]?(?P<ap>[AaPp])\.?[Mm]\.?)?)"
    r"(?![\d.%]|[ ]?(?i:kg|km|mi|lbs|gb|mb|hrs|hours|mins|percent|x(?![a-z])))"
    r"|(?<![\w.:/$£€¥-])(?P<r>(?P<h2>1[0-2]|0?[1-9])(?:[:.][0-5]\d)?[ ]?[-–~][ ]?"
    r"(?:1[0-2]|0?[1-9])(?:[:.][0-5]\d)?[ ]?[AaPp]\.?[Mm]\.?)(?![A-Za-z])"
    # British "half eight" (8:30)
    r"|(?<![A-Za-z])(?P<hf>(?i:half)[ ](?i:one|two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve))(?![A-Za-z])"
)


#: what a person's recurring block of time is for (round 25: "leave every Thursday 2-6pm for
#: childcare", "Every Wednesday 1-7pm – school run", "out of office … for physio")
_R25_OWN_REASON = re.compile(
    r"(?i)(?<![a-z])(?:childcare|school[ ]run|physio|physiotherapy|therapy|counsell?ing|"
    r"dialysis|carer|caring|lessons?|tutoring|appointment|treatment|calendar[ ]block|"
    r"out[ ]of[ ]office|offline|unavailable|leave)(?![a-z])|"
    r"透析|接送|辅导|理疗|治疗|不可排班|不可用"
)


_R25_MY_FAMILY = re.compile(
    r"(?i)(?<![a-z])(?:my|our)[ ](?:mum|mom|mother|dad|father|kids?|son|daughter|wife|husband|"
    r"partner|grandma|grandpa|granny|baby|parents)(?![a-z])|我(?:妈|爸|家孩子|女儿|儿子|老婆|老公)"
)


def _dotted_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    s, e = m.span()
    lo, hi = _sentence(norm.text, s, e)
    text, low = norm.text, norm.low
    if m.group("r") is not None or m.group("hf") is not None:
        # a range: someone's own hours, said to recur ("breakfast is 7-10am" is a hotel's)
        return (
            _RECURS.search(text, lo, hi) is not None or _HABIT.search(text, lo, hi) is not None
        ) and (
            _WHOSE.search(text, lo, hi) is not None
            or _names_someone(text, lo, hi)
            or _R25_OWN_REASON.search(text, lo, hi) is not None
        )
    return (
        _ROUTINE_CUE_LOW.search(low, lo, hi) is not None
        or _RECURS.search(text, lo, hi) is not None
        or _HABIT.search(text, lo, hi) is not None
    )


_DOT_HINT = re.compile(
    r"(?:[tTyYmMlLrRdDeEgGuU][ ]|@[ ]?)\d{1,2}\.[0-5]\d|"
    r"\d[ ]?[-–~][ ]?\d{1,2}(?:[:.]\d\d)?[ ]?[AaPp]|"
    r"[Hh]alf[ ][a-z]"
)  # (a dotted time follows a word that places it: at, by, from, until, till, around …)


class _DottedR24:
    name = "clock_dotted_r24"
    category = Category.SCHEDULE
    needs = Needs(groups=((".", "-", "–", "~", "half"),))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        if _DOT_HINT.search(norm.text) is None:
            return  # (one C-level scan: most texts hold no such time)
        for m in resolve(_DOTTED).finditer(norm.text):
            g = next(k for k in ("v", "r", "hf") if m.group(k) is not None)
            if not _dotted_ok(norm, m) or _public_event(norm, *m.span(g)):
                continue
            f = norm.finding(self.category, *m.span(g), 0.7, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _DottedR24())


# --- round 25: a home-automation time trigger ("platform: time" / "trigger: time", then
# "at: "21:55:00""): it fires every day at that time, a household's own routine
_R25_HA_TIME = lazy_re(
    r"(?:platform|trigger)[ \t]*:[ \t]*[\"']?time[\"']?[ \t]*\r?\n(?:[^\n]*\n){0,2}?"
    r"[ \t-]*at[ \t]*:[ \t]*[\"']?(?P<v>(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?)[\"']?"
    r"[ \t]*(?=\r?\n|$)"
)

DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "clock_ha_trigger_r25",
        Category.SCHEDULE,
        _R25_HA_TIME,
        0.8,
        needs=Needs(DIGIT, groups=(("time",), ("at",))),
    ),
)
