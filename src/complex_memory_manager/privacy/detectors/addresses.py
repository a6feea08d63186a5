"""Street addresses: US/UK style (number + street + suffix [, unit] [, city] [state ZIP |
postcode]) and Chinese 省市区路号 style. Generalization keeps the city when recognizable."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from .._lazy import lazy_re
from .._types import Category, Finding
from ..normalize import NormalizedText
from ._base import CJK, DIGIT, UPPER, Detector, Needs, RegexDetector, lits


def _words(text: str) -> list[str]:
    return text.split()


__all__ = ["DETECTORS", "city_of"]

_SUFFIXES = _words("""Alley Allee Aly Annex Arcade Avenue
    Ave Av Bayou Beach Bend Bluff Bluffs Bottom
Boulevard Blvd Branch Bridge Brook Brooks Burg Burgs Bypass Camp Canyon Cape Causeway Center
Centre Centers Circle Cir Circles Cliff Cliffs Close Club Common Commons Corner Corners Course
Court Ct Courts Cove Coves Creek Crescent Cres Crest Crossing Crossroad Crossroads Curve Dale Dam
Divide Drive Dr Drives Embankment Estate Estates Expressway Expy Extension Ext Extensions Fall
Falls Ferry Field Fields Flat Flats Ford Fords Forest Forge Forges Fork Forks Fort Freeway Fwy
Garden Gardens Gdns Gateway Glen Glens Green Greens Grove Grv Groves Harbor Harbour Harbors Haven
Heights Hts Highway Hwy Hill Hills Hollow Inlet Island Islands Isle Junction Junctions Key Keys
Knoll Knolls Lake Lakes Land Landing Lane Ln Light Lights Loaf Lock Locks Lodge Loop Mall Manor
Manors Meadow Meadows Mews Mill Mills Mission Motorway Mount Mountain Mountains Neck Orchard
Oval Overpass Parade Park Parks Parkway Pkwy Parkways Pass Passage Path Pike Pine Pines Place Pl
Plain Plains Plaza Point Points Port Ports Prairie Radial Ramp Ranch Rapid Rapids Rest Ridge
Ridges Rise River Road Rd Roads Route Row Rue Run Shoal Shoals Shore Shores Skyway Spring
Springs Spur Spurs Square Sq Squares Station Stravenue Stream Street St Streets Summit Terrace
Ter Terr Throughway Trace Track Trafficway Trail Trl Trailer Tunnel Turnpike Underpass Union
Unions Valley Valleys Via Viaduct View Views Village Villages Ville Vista Walk Walks Wall Way
Ways Well Wells Wharf Wynd Yard""")
_SUFFIX = "(?:" + "|".join(sorted(set(_SUFFIXES), key=len, reverse=True)) + r")(?:\.(?=,))?"
_WORD = r"(?:[A-Z][a-zA-Z'\-]{0,20}|\d{1,3}(?:st|nd|rd|th))"
_UNIT = r"(?:Flat|Studio|Apartment|Apt\.?|Unit|Suite|Ste\.?|Room|Rm\.?|Floor|Fl\.?|#)"
_UK_PC = r"[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}"
_EN = lazy_re(
    # (not a clock's minutes: "9:41 AM\nHarbour Traders"; a street's words share one line)
    r"(?<![A-Za-z0-9_\-.])(?<!\d:)(?:"
    + _UNIT
    + r"\s?[A-Za-z0-9\-]{1,6},?\s{1,3}(?:\d{1,6}[A-Za-z]?[ \t]{1,2})?"
    r"|\d{1,6}[A-Za-z]?(?:-\d{1,6})?,?[ \t]{1,2})"
    r"(?:[NSEW]\.?[ \t]|North[ \t]|South[ \t]|East[ \t]|West[ \t])?"
    r"(?:" + _WORD + r"[ \t]){0,3}" + _WORD + r"[ \t]" + _SUFFIX + r"(?![A-Za-z0-9])"
    r"(?:,?\s{0,2}" + _UNIT + r"\s?[A-Za-z0-9\-]{1,6})?"
    r"(?:(?:,\s{0,2}|\s{0,2}\n\s{0,2})(?P<city>[A-Z][a-zA-Z'\-]{1,25}(?:\s[A-Z][a-zA-Z'\-]{1,25}){0,2}))?"
    r"(?:,?\s{0,2}(?:[A-Z]{2}\s\d{5}(?:-\d{4})?|\d{5}(?:-\d{4})?(?!\d)|\n?\s{0,2}" + _UK_PC + r"))?"
    r"(?![A-Za-z0-9])"
)

# Chinese: anchor on road/compound + number, then extend left over the admin prefix.
_ZH_ANCHOR = lazy_re(
    r"(?:路|街|道|巷|弄|胡同|村|小区|苑|公寓|花园|大厦|广场|园|里)\s?"
    # a road's section ("天府大道北段", "中山路二段"), then the number
    r"(?:(?:[东南西北中]|[一二三四五六七八九十]{1,2})段\s?)?"
    r"(?:\d{1,5}(?:-\d{1,5})?\s?(?:号|號|弄|栋|幢|座|楼)|[A-Za-z]\s?座|[A-Za-z]?\d{1,4}\s?(?:号楼|栋|幢|单元))"
    r"(?:\s?(?:\d{1,5}\s?(?:号楼|栋|幢|单元|楼|层|室|号|F)|[A-Za-z]\s?座)){0,4}"
    r"(?:[,，]?\s{0,2}\d{6}(?!\d))?"
)
_ZH_DISTRICT = lazy_re(
    r"(?P<city>[\u4e00-\u9fff]{2,4}?市)(?P<dist>[\u4e00-\u9fff]{1,5}?(?:区|县))"
    r"(?:[\u4e00-\u9fff]{1,8}?(?:街道|镇|乡|路|街|大道))?"
)
#: a public institution named after its district ("浦东新区政务服务中心", "海淀区人民法院")
_ZH_INSTITUTION = re.compile(
    r"(?:人民)?(?:政府|政务服务中心|行政服务中心|市民中心|政务中心|法院|检察院|公安局|公安分局|分局|"
    r"派出所|税务局|社保局|医保局|人民医院|中心医院|中医院|妇幼保健院|医院|卫生院|图书馆|博物馆|"
    r"体育馆|档案馆|教育局|民政局|市场监督管理局|住建局|交警大队|车管所|出入境|政务|办事处)"
)


def _district_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    return _ZH_INSTITUTION.match(norm.text, m.end()) is None


_ZH_STOP = set("在住于是址到往的：:，,。；;、（）() \t\n把从搬去来叫")
_ZH_ADMIN_END = frozenset("省市县区镇乡")
_ZH_CITY = lazy_re(
    r"[\u4e00-\u9fff]{2,7}?(?:特别行政区|自治州|市)|[\u4e00-\u9fff]{2,4}?(?:省|自治区)"
)
_ZH_ADMIN_START = lazy_re(
    r"北京|上海|天津|重庆|香港|澳门|台湾|[\u4e00-\u9fff]{2,3}?(?:省|自治区)|"
    r"(?:河北|山西|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|海南|四川|贵州|"
    r"云南|陕西|甘肃|青海|广西|内蒙古|宁夏|新疆|西藏)|"
    r"(?:广州|深圳|杭州|南京|苏州|成都|武汉|西安|长沙|青岛|厦门|大连|宁波|沈阳|哈尔滨|郑州|济南|"
    r"合肥|福州|昆明|南宁|贵阳|兰州|太原|石家庄|长春|南昌|无锡|东莞|佛山|珠海|温州|乌鲁木齐|拉萨|呼和浩特)"
)


_CHINESE_ADDRESS_NEEDS = Needs(
    CJK,
    groups=(
        lits("路|街|道|巷|弄|胡同|村|小区|苑|公寓|花园|大厦|广场|园|里"),
        lits("号|號|弄|栋|幢|座|楼|单元"),
    ),
)


@dataclass(frozen=True)
class ChineseAddressDetector:
    """省市区路号-style addresses: a road/compound number, extended left over place names."""

    name: str = "address_zh"
    category: Category = Category.ADDRESS
    needs: Needs = _CHINESE_ADDRESS_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        last_end = 0
        for m in _ZH_ANCHOR.finditer(text):
            start = m.start()
            lo = max(last_end, start - 24)
            while start > lo and text[start - 1] not in _ZH_STOP and not text[start - 1].isascii():
                start -= 1
            if (
                start == m.start()
                and start >= 2
                and text[start - 2] in _ZH_ADMIN_END
                and "\u4e00" <= text[start - 1] <= "\u9fff"
            ):
                start -= 1  # a one-character street name after its county: 淑华县于街582号
            if start == m.start():
                continue  # a bare number with no street name before it
            admin = _ZH_ADMIN_START.search(text, start, m.start())
            if admin is not None:
                start = admin.start()
            f = norm.finding(self.category, start, m.end(), 0.9, self.name)
            if f is not None:
                last_end = m.end()
                yield f


_STREET_ONLY = lazy_re(
    r"(?i:lives?|living|lived|moved|moving|located|stays?|staying|house|home|apartment|flat|"
    r"office|place)\s(?i:on|at|in|off|near|by|to)\s(?:the\s)?(?P<v>(?:[A-Z][a-zA-Z'\-]{1,20}\s){1,3}"
    r"(?:Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Drive|Dr|Boulevard|Blvd|Way|Court|Ct|Place|Pl|"
    r"Crescent|Close|Terrace|Parkway|Highway|Square|Row|Mews|Gardens|Grove|Hill)\.?)(?![A-Za-z])"
)
#: an HTTP status and its reason phrase ("502 Bad Gateway" ends in a street word)
_HTTP_REASON = re.compile(r"[1-5]\d\d\s(?:Bad\sGateway|Gateway\sTime-?out)(?![A-Za-z])")
#: a firm's own premises before a street ("Our office on Baker Street hosts the kickoff")
_OUR_OFFICE = re.compile(
    r"(?i)(?<![a-z])(?:our|the\scompany'?s|the\sfirm'?s)\s(?:[a-z]+\s)?(?:office|offices|hq|"
    r"headquarters)\s(?:is\s|are\s)?(?:on|at|in|off|near|by)\s(?:the\s)?$"
)


def firm_premises(text: str, start: int) -> bool:
    """The street or place at ``start`` is where a firm has its office: nobody's home."""
    return _OUR_OFFICE.search(text, max(0, start - 48), start) is not None
_ZH_ROAD = lazy_re(
    r"(?:住在|住|家在|搬到|搬去|搬进|位于|地址[:：]?|寄到|送到|寄往|在)\s?(?P<v>[\u4e00-\u9fff]{2,6}?(?:区|县|镇)"
    r"[\u4e00-\u9fff]{1,8}?(?:大街|大道|路|街|巷|胡同|弄|里|小区|花园|公寓|新村))"
)
_MILITARY = lazy_re(
    r"(?<![A-Za-z0-9])(?:(?:PSC|Unit|CMR)\s\d{1,5},?\s(?:Box\s\d{1,5},?\s)?|"
    r"(?:USNS|USNV|USS|USCGC)\s[A-Z][A-Za-z]{1,20},?\s)(?:APO|FPO|DPO)\s(?:AA|AE|AP)\s\d{5}(?!\d)"
)


# -- round 2: street addresses typed in lower case ("136 roberts ridges", "3656 oak st ste 19")
#: more street types (Australian / British usage) for the lower-case form
_LOW_EXTRA = _words("""parade esplanade circuit promenade concourse glade boardwalk grange vale brae
    ridgeway walkway pathway laneway strand corso piazza quays quay villas copse dell reserve
    retreat outlook approach close broadway rotary cross gate gates link ring ride rise range reach
    edge front gap top turn nook tower towers roadside""")
_LOW_SUFFIX = (
    "(?:"
    + "|".join(sorted({w.lower() for w in (*_SUFFIXES, *_LOW_EXTRA)}, key=len, reverse=True))
    + ")"
)
_LOW_UNIT = r"(?:apt|apartment|unit|suite|ste|flat|room|rm|fl|floor)\.?"
_EN_LOWER = lazy_re(
    r"(?=[0-9FfSsAaUu])(?<![A-Za-z0-9_\-.#$€£/])(?<!\d:)(?P<v>"
    r"(?:(?P<pre>(?i:flat|studio|apt|apartment|unit|suite))\s?\d{1,4}[A-Za-z]?,?\s{1,2}"
    r"(?:\d{1,6}[A-Za-z]?\s{1,2})?"
    r"|\d{1,6}[A-Za-z]?(?:/\d{1,5}[A-Za-z]?)?\s{1,2})"
    # a word in lower, Title or UPPER case ("312 christian underpass", "18 MARTIN VALLEY")
    r"(?P<name>(?:[A-Za-z][a-z'\-]{1,20}|[A-Z][A-Z'\-]{1,20}|\d{1,3}(?i:st|nd|rd|th))\s{1,2}){1,2}"
    r"(?P<suf>(?i:" + _LOW_SUFFIX + r"))\.?"
    r"(?P<unit>,?\s{1,2}(?i:" + _LOW_UNIT + r")\s?#?[A-Za-z0-9\-]{1,6}(?![A-Za-z0-9])"
    r"|\s{1,2}#\s?\d{1,5}[a-z]?)?"
    r")(?![A-Za-z0-9])"
)
#: words before the street that make it a count of things ("to 3 different ways")
_LOW_NOT_NAME = frozenset(
    _words("""the a an and or of to in on at for by with from my our your their his her its
    this that these those some any all each every more most less few many several other
    another different
    separate new old extra additional same next last first second third main-thread unique
    similar single multiple total whole random test tests unit e2e integration minutes hours lane
    hr hrs h min mins minute hour km kms mi mile miles way day week star block blocks story storey
    floor level second mph kph lap laps gb tb mb kb gib tib mib ssd hdd usb nvme hard flash disk
    year ft inch inches cm mm kg lb lbs ms sec secs fps bit byte bytes core cores thread threads
    person persons man men woman women member members player players seat seats judge
    days weeks months years times seconds people users items files lines rows pages steps
    small big large tiny huge short long quick slow fast good bad best great nice
    possible available open closed free busy""")
)
#: an address cue shortly before (English or Chinese)
_LOW_CUE_STRONG = re.compile(
    r"(?i:address|addr|ship|send|sent|deliver|deliveries|mail|post\sit|drop|dropping|"
    r"pick\s(?:me|us)\sup|pickup|directions|uber|lyft|taxi|cab|outside|(?:live|living|lived)\sat|"
    r"mov(?:ed|ing)\sto|(?:we'?re|were|i'?m|im|they'?re)\sat|(?:my|our|new)\s(?:place|flat|apt|"
    r"apartment|house|home)|party\sat|sale\sat|put|change|billing|shipping|location|loc)"
    r"(?:\s(?:it|them|this|that|me|us|him|her))?(?:\s(?:is|was|to|at|for))?[\s:,=]{0,3}$"
    r"|(?:寄到|送到|发到|到了|找不到|到|在|住|家|是|填|改成|地址)\s?$"
)
_LOW_CUE_WEAK = re.compile(
    r"(?i:(?<![a-z])(?:to|at|is|come|over|meet|near|of|from|outside|behind|opposite|"
    r"round|around|off))\s$|[:：\u4e00-\u9fff]\s{0,2}$"
)
#: a delivery verb earlier in the clause, then "to" right before the street (round 22)
_DELIVER_TO = re.compile(
    r"(?i)(?<![a-z])(?:send|sent|ship|shipped|deliver|delivered|post|posted|mail|mailed|"
    r"forward|forwarded|courier|return|returned)(?![a-z])[^.\n!?;]{0,50}\sto\s$"
)
#: a town after the street ("98 roberts way, Leeds") or a Chinese word ("39 jones way 天天")
_LOW_AFTER_TOWN = re.compile(r",\s{0,2}[A-Z][a-z]{2,20}(?![A-Za-z])|\s{0,2}[\u4e00-\u9fff]")
_LOW_CUE_AFTER = re.compile(r"\s?(?:是我的|is\smy|(?i:address|地址))")
#: street types that make a numbered name an address without a cue ("99722 teresa avenue")
_LOW_STREET = frozenset(
    _words("""street st avenue ave road rd boulevard blvd lane ln drive dr court ct terrace
    parkway pkwy highway hwy crescent cres esplanade parade""")
)
#: street types that are also everyday nouns ("4 key points", "2 data fields")
_LOW_AMBIGUOUS = frozenset(
    _words("""point points light lights key keys way ways view views field fields run runs rest well
    wells fall falls club course lock locks loaf pass path track spring springs line lines station
    union unions port ports lake lakes island islands hill hills green greens square squares
    bridge park parks mall walk walks spur spurs plain plains rapid rapids dam ramp trace trail
    mission fork forks branch camp forge shore shores bottom land pike pine pines summit cliff
    cliffs ford fords crest mill mills row flat flats market store reserve retreat outlook approach
    close circuit strand range reach cross gate gates link ring ride rise edge front gap top turn
    nook""")
)


#: quotes, brackets and arrows between a cue and the street ("home → <312 …>", "at (…)")
_WRAPS = " \t\"'`“”‘’「」『』《》【】()[]«»‹›*_<>"


def _cue_view(before: str) -> str:
    """The text before a street with its wrappers dropped: a cue then one space (an arrow
    reads as a colon: "home → 424 Rebecca Place")."""
    core = before.rstrip(_WRAPS[:-3]).removesuffix("<").rstrip(_WRAPS[:-3])
    for arrow in ("→", "->", "=>", "⇒"):
        if core.endswith(arrow):
            core = core[: -len(arrow)].rstrip(_WRAPS) + ":"
            break
    core = core.rstrip(_WRAPS)
    return core + " " if core else core


def _lower_address_ok(norm: NormalizedText, m: re.Match[str]) -> bool:  # noqa: PLR0911
    words = m.group("name").split()
    if any(w.lower() in _LOW_NOT_NAME for w in words):
        return False
    v, suf = m.group("v"), m.group("suf")
    if (
        v[:1].isdigit()
        and suf[:1].isupper()
        and all(w[:1].isupper() for w in words)
        and suf in _SUFFIX_SET
    ):
        return False  # the capitalized form is address_en's
    if (
        v[:1].isdigit()
        and len(suf) > 2
        and suf.isupper()
        and suf.capitalize() in _SUFFIX_SET
        and all(len(w) > 1 and w.isupper() and w.isalpha() for w in words)
    ):
        return True  # "74 NEWTON MEWS": a street in capitals as it stands, like its Title form
    text = norm.text
    before = _cue_view(text[max(0, m.start() - 30) : m.start()])
    if (
        _LOW_CUE_STRONG.search(before) is not None
        or _LOW_CUE_AFTER.match(text, m.end()) is not None
        or m.group("pre")
        or m.group("unit")
        or (suf.lower() in _LOW_STREET and v[:2].isdigit())
    ):
        return True  # a cue, or an address as it stands ("flat 4, …", "99722 teresa avenue")
    if _LOW_CUE_WEAK.search(before) is None and _LOW_AFTER_TOWN.match(text, m.end()) is None:
        return False
    if (
        not (suf.endswith("s") and not suf.endswith("ss"))
        and _DELIVER_TO.search(text, max(0, m.start() - 70), m.start()) is not None
    ):
        return True  # "send the new charger to 32 …": a thing sent to a numbered street
    if suf.lower() not in _LOW_AMBIGUOUS or not v[:1].isdigit():
        return True
    from .geo import _EN_CITIES, _name_word  # lazy: geo imports this module

    town = _LOW_AFTER_TOWN.match(text, m.end())
    if town is not None and town.group().strip(", ") in _EN_CITIES and not suf.endswith("s"):
        return True  # "14 wheeler way, York"; not a count: "10 green parks, Leeds"

    return any(_name_word(w.lower()) for w in words)


_SUFFIX_SET = frozenset(_SUFFIXES)
_LOW_SUFFIX_SET = frozenset(w.lower() for w in (*_SUFFIXES, *_LOW_EXTRA))


def _has_street_word(norm: NormalizedText) -> bool:
    """The prefilter of the lower-case form: some word is a street type."""
    return not _LOW_SUFFIX_SET.isdisjoint(norm.low_words)


def words_of(norm: NormalizedText) -> frozenset[str]:
    """The runs of ASCII letters of a text, as written (computed once per text: several
    prefilter checks share it)."""
    return norm.words


def _has_cap_street_word(norm: NormalizedText) -> bool:
    """The prefilter of the capitalized form: some word is a street type as written (the
    pattern's suffix follows a space and ends the word)."""
    return not _SUFFIX_SET.isdisjoint(words_of(norm))


def city_of(span: str) -> str | None:
    """The city named inside an address span, if one is recognizable."""
    if any("\u4e00" <= c <= "\u9fff" for c in span):
        cities = [c.group(0) for c in _ZH_CITY.finditer(span)]
        city = next((c for c in cities if c.endswith(("市", "特别行政区", "自治州"))), None)
        if city is not None and len(city) <= 8:
            return city
        return cities[0] if cities else None
    m = _EN.fullmatch(span)
    if m is not None and m.group("city"):
        return m.group("city")
    return None


# -- round 3: a numbered street right after an address label, whatever its type word -----
#: "Current address: 80 Kingsway", "residential address 146A Kingsway, Edinburgh",
#: "现住址: Flat 30, 192 Kingsway": the label says it is an address, so no street type is needed
_CUED_STREET = lazy_re(
    r"(?:(?i:(?<![a-z])(?P<kind>[a-z\-]{2,16}\s)?address(?:\s(?:line\s?1|for\scorrespondence))?)"
    r"(?:\s?[\u4e00-\u9fff]{2,5})?(?:\s(?i:is|was))?|住址|地址|居住地|现居)\s?[:：=\-]?\s{0,2}"
    r"(?P<v>(?:(?i:flat|studio|apt\.?|apartment|unit|suite|room)\s?[A-Za-z0-9\-]{1,5},?\s{1,2})?"
    r"\d{1,5}[A-Za-z]?,?\s(?:[A-Z][a-z'\-]{2,20}[ ]){0,2}[A-Z][a-z'\-]{2,20})(?![A-Za-z0-9])"
)
#: kinds of "address" that are not a place
_NOT_POSTAL = frozenset(
    _words("""ip mac email e-mail memory web wallet bitcoin eth contract server base return reply
    sender's url ipv4 ipv6 hardware physical virtual network bus register pointer at to from
    of this that per each every""")
)
#: counted things, not a street ("Time at address: 3 Years")
_NOT_STREET_WORD = frozenset(
    _words("""years year months month weeks week days day hours minutes times people persons users
    items lines records changes fields entries bytes digits characters chars letters words
    attempts tries errors""")
)


def _cued_street_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    kind = (m.group("kind") or "").strip().lower()
    if kind in _NOT_POSTAL:
        return False
    return not any(w.lower() in _NOT_STREET_WORD for w in m.group("v").split())


DETECTORS: tuple[Detector, ...] = (
    # the street suffix is a capitalized word
    RegexDetector(
        "address_en", Category.ADDRESS, _EN, 0.85,
        lambda norm, m: _HTTP_REASON.match(m.group()) is None,
        needs=Needs(UPPER, check=_has_cap_street_word),
    ),
    ChineseAddressDetector(),
    RegexDetector(
        "address_en_lower",
        Category.ADDRESS,
        _EN_LOWER,
        0.75,
        _lower_address_ok,
        need_digit=True,
        needs=Needs(DIGIT, check=_has_street_word),
    ),
    RegexDetector(
        "street_only",
        Category.ADDRESS,
        _STREET_ONLY,
        0.75,
        lambda norm, m: not firm_premises(norm.text, m.start("v")),
        needs=Needs(
            UPPER, groups=(lits("liv|mov|located|stay|house|home|apartment|flat|office|place"),)
        ),
    ),
    RegexDetector(
        "road_zh",
        Category.ADDRESS,
        _ZH_ROAD,
        0.75,
        needs=Needs(CJK, groups=(lits("住|家在|搬|位于|地址|寄|送到|在"), lits("区|县|镇"))),
    ),
    RegexDetector(
        "address_military",
        Category.ADDRESS,
        _MILITARY,
        0.9,
        need_digit=True,
        needs=Needs(DIGIT | UPPER, groups=(lits("apo|fpo|dpo"),), cluster=5),
    ),
    RegexDetector(
        "address_cued_street",
        Category.ADDRESS,
        _CUED_STREET,
        0.8,
        _cued_street_ok,
        need_digit=True,
        needs=Needs(DIGIT | UPPER, groups=(lits("address|住址|地址|居住地|现居"),)),
    ),
    RegexDetector(
        "district_zh",
        Category.ADDRESS,
        _ZH_DISTRICT,
        0.8,
        _district_ok,
        needs=Needs(CJK, groups=(("市",), ("区", "县"))),
    ),
)


# -- round 22: a British street whose name is one word with its type glued on ("26a
# Kingsway", "Flat 3, 41 Southgate", "9 Parkside"): the type word of address_en never
# stands apart, so the house number must come with a unit before it, a letter after it
# ("26a"), an address cue before it, or a town after it
_GLUED_ENDS = ("way", "gate", "side", "croft", "mead")
_GLUED = lazy_re(
    r"(?<![A-Za-z0-9_\-.#$€£/])(?P<v>"
    r"(?:(?P<pre>(?i:flat|studio|apt\.?|apartment|unit|suite|room))\s?[A-Za-z0-9\-]{1,5},?\s{1,2})?"
    r"(?P<num>\d{1,5}[A-Za-z]?)(?:-\d{1,5})?,?\s{1,2}"
    r"(?P<name>[A-Z][a-z]{2,14}(?:way|gate|side|croft|mead)))(?![A-Za-z0-9])"
)
#: one-word names of those endings that are everyday words, not streets
_GLUED_NOT = frozenset(
    _words("""Anyway Someway Halfway Midway Subway Runway Railway Hallway Doorway Gangway
    Stairway Walkway Pathway Gateway Speedway Slipway Waterway Airway Headway Leeway Tramway
    Alleyway Driveway Carriageway Expressway Freeway Highway Motorway Parkway Causeway Skyway
    Norway Getaway Takeaway Giveaway Runaway Hideaway Throwaway Stowaway Breakaway Layaway
    Faraway Castaway Flyaway Cutaway Breakway Fairway Archway Outside Inside Upside Downside
    Beside Aside Alongside Offside Onside Topside Broadside Flipside Bedside Backside Underside
    Ringside Courtside Poolside Fireside Graveside Worldside Countryside Roadside Seaside
    Delegate Aggregate Navigate Investigate Propagate Segregate Irrigate Mitigate Litigate
    Obligate Castigate Instigate Surrogate Interrogate Congregate Relegate Negate Tailgate
    Floodgate Watergate Tollgate""")
)
#: a place or an address cue before the number ("their place, 26a …", "Mum's flat: 8 …")
_GLUED_CUE = re.compile(
    r"(?i:(?<![a-z])(?:place|house|home|flat|apartment|address|addr|lives?|living|stay(?:s|ing)?|"
    r"ship|send|deliver(?:y|ed)?|post|mail|billing|shipping|moved?|moving|visit))"
    r"(?:\s(?:to|at|is|in|on))?[\s,:：\-=]{0,3}$"
)


def _glued_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    if m.group("name") in _GLUED_NOT:
        return False
    if m.group("pre") or m.group("num")[-1:].isalpha():
        return True  # "Flat 4, 12 Southgate", "26a Kingsway": a dwelling's number
    text = norm.text
    if _GLUED_COUNTED.match(text, m.end()) is not None:
        return False  # "to 3 Broadway shows": a count of things named after the street
    before = _cue_view(text[max(0, m.start() - 30) : m.start()])
    return (
        _GLUED_CUE.search(before) is not None
        or _LOW_CUE_STRONG.search(before) is not None
        or _LOW_CUE_WEAK.search(before) is not None
        or _LOW_AFTER_TOWN.match(text, m.end()) is not None
        or _LOW_CUE_AFTER.match(text, m.end()) is not None
    )


_GLUED_COUNTED = re.compile(r"\s[a-z]{2,15}s(?![A-Za-z])")
_GLUED_HINT = re.compile(
    r"\d[A-Za-z]?,?\s{1,2}[A-Z][a-z]{2,14}(?:way|gate|side|croft|mead)(?![A-Za-z])"
)

DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "address_glued_street_r22", Category.ADDRESS, _GLUED, 0.8, _glued_ok,
        need_digit=True,
        needs=Needs(
            DIGIT | UPPER, groups=(_GLUED_ENDS,),
            check=lambda n: _GLUED_HINT.search(n.text) is not None,
        ),
    ),
)


# --- round 26: continental and Japanese street addresses (AX: expats' leases, registrations
# and parcels). German "Bergmannstraße 27a", "Rosenheimer Str. 133", "Am Kupfergraben 14,
# 5. OG links"; French "26 rue de la Roquette, 2e étage", "8 avenue de Clichy"; Japanese
# chōme-banchi-gō "4-7-11 Nishi-Shinjuku, Room 1127" / "5-2-1 Namba 270号室". Each form is
# specific enough to stand without a cue word, except the bare Japanese one (see below).
_DE_SUFFIX = (
    r"(?:straße|strasse|str\.|allee|weg|platz|gasse|damm|ufer|chaussee|steig|graben|stieg|"
    r"pfad|zeile)"
)
_DE_WORD = r"[A-ZÄÖÜ][a-zäöüß]{1,20}"
_DE_FLOOR = r"(?:,\s?\d{1,2}\.\s?(?:OG|Stock|Etage|EG|DG)(?:\s(?:links|rechts|Mitte|li\.|re\.))?)?"
_FR_FLOOR = r"(?:,\s?\d{1,2}(?:e|er|ème|è)\s?étage)?"
_INTL_STREET = lazy_re(
    # German: a compound street name, an adjective and its street word, or "Am/An der …"
    r"(?<![\w\-])(?P<de>(?:"
    rf"(?:{_DE_WORD}-)*[A-ZÄÖÜ][a-zäöüß]{{2,24}}{_DE_SUFFIX}"
    rf"|(?:{_DE_WORD}-)+(?:Straße|Strasse|Str\.|Allee|Weg|Platz|Gasse|Damm|Ring|Ufer)"
    rf"|{_DE_WORD}(?:er|sche|scher)\s(?:Straße|Strasse|Str\.|Allee|Weg|Platz|Ring|Damm|Ufer|Chaussee)"
    rf"|(?:Am|An\sder|An\sden|Auf\sder|Auf\sdem|Im|In\sder|Unter\sden|Zum|Zur)\s{_DE_WORD}"
    rf")\s\d{{1,3}}\s?[a-h]?{_DE_FLOOR})(?![\w\-])"
    # French: number, street kind, optional article, capitalized name words
    r"|(?<![\w\-.,])(?P<fr>\d{1,4}(?:\s?(?:bis|ter))?,?\s(?:rue|avenue|av\.|boulevard|bd|"
    r"place|impasse|allée|quai|chemin|cours|passage|square|route)\s"
    r"(?:(?:de\sla|de\sl'|de\sl’|du|des|de|d'|d’|la|le|les)\s?)?[A-ZÉÈ][\w'’\-]{1,25}"
    r"(?:[\s\-](?:[A-ZÉÈ][\w'’\-]{1,25}|de|du|des|la|le|l'|d'))*"
    rf"{_FR_FLOOR})(?![\w\-])"
    # Japanese: chōme-banchi-gō and a romanized district, with its room
    r"|(?<![\w\-./:])(?P<jp>[1-9]\d?-\d{1,2}-\d{1,3}[ ][A-Z][a-z]{2,12}(?:-[A-Z][a-z]{2,12})?"
    r"(?:,?\s(?:Room|Rm\.?|Apt\.?|#)\s?\d{1,4}|\s?\d{2,4}号室)?)(?![\w\-])"
)
#: a romanized Japanese district: syllables of consonant clusters and vowels only
_ROMAJI = re.compile(
    r"(?:(?:[kgsztdnhbpmrwyfjc]|sh|ch|ts|ky|gy|ny|hy|by|py|my|ry|kk|ss|tt|pp)?"
    r"[aiueo]{1,2}[nm]?)+",
    re.IGNORECASE,
)
_JP_CUE = re.compile(
    r"(?i:address|addr|place|flat|apartment|apt|room|home|live|living|stay|ship|send|deliver|"
    r"redirect|sender|recipient|line\s?1|mail|parcel|tokyo|osaka|kyoto|japan)"
    r"|住处|住址|地址|寄到|送到|住在|公寓|宿舍|东京|大阪|京都|日本"
)
#: street words of English that the German suffixes would otherwise read ("Midweg 3"
#: is fine; "Highway 1", "Platz 3 in the ranking" are not German addresses)
_INTL_NOT = frozenset(("Im Jahr", "Im Monat", "Zum Beispiel", "Am Ende", "Im Moment"))


def _intl_ok(norm: NormalizedText, m: re.Match[str], g: str) -> bool:
    v = m.group(g)
    if g == "de":
        return not any(v.startswith(w) for w in _INTL_NOT)
    if g == "jp":
        area = v.split(None, 1)[1].split(",")[0].split("号")[0].split()[0]
        if not all(_ROMAJI.fullmatch(p) for p in area.split("-")):
            return False
        if any(k in v for k in ("Room", "Rm", "Apt", "#", "号室")):
            return True
        return _JP_CUE.search(norm.text, max(0, m.start(g) - 48), m.start(g)) is not None
    return True


_INTL_LITS = lits(
    "straße|strasse|str.|allee|weg|platz|gasse|damm|ufer|chaussee|steig|graben|stieg|pfad|"
    "zeile|rue |avenue|av. |boulevard|bd |impasse|allée|quai|chemin"
)
_INTL_NEEDS = Needs(
    DIGIT | UPPER,
    alternatives=(
        (_INTL_LITS,),
        (lits("am |an d|auf d|im |in der|unter den|zum |zur |place|cours|passage|square|route"),),
        (("-",),),  # chōme-banchi-gō
    ),
)


@dataclass(frozen=True)
class _IntlStreetsR26:
    name: str = "address_intl_r26"
    category: Category = Category.ADDRESS
    needs: Needs = _INTL_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        from .._lazy import resolve

        for m in resolve(_INTL_STREET).finditer(norm.text):
            g = "de" if m.group("de") else "fr" if m.group("fr") else "jp"
            if not _intl_ok(norm, m, g):
                continue
            f = norm.finding(self.category, m.start(g), m.end(g), 0.8, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _IntlStreetsR26())
