"""Geographic detail below city level: coordinates and postcodes (UK, US ZIP with a state
or cue, Chinese 邮编)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .._lazy import lazy_re, resolve
from .._types import Category, Finding
from ..normalize import NormalizedText
from ._base import CJK, DIGIT, UPPER, Detector, Gates, Needs, RegexDetector, lits
from .addresses import _SUFFIXES as _STREET_SUFFIXES
from .addresses import firm_premises, words_of
from .passwords import zipf as _zipf

__all__ = ["DETECTORS"]


def _split(words: str) -> list[str]:
    return words.split()


_DECIMAL_PAIR = lazy_re(
    # a hemisphere letter in either case after a degree sign ("35.1151° n, 66.4060° e")
    r"(?<![A-Za-z0-9_.\-])(?P<v>[-+]?\d{1,3}\.(?P<a>\d{2,10})\s?(?:°\s?[NSns]?|[NS])?\s?[,/;]\s?"
    r"[-+]?\d{1,3}\.(?P<b>\d{2,10})\s?(?:°\s?[EWew]?|[EW])?)"
    r"(?![A-Za-z0-9_]|\.\d)"
)
_SPACED_PAIR = lazy_re(
    r"(?<![A-Za-z0-9_.\-])(?P<v>[-+]?\d{1,2}\.\d{4,10}\s{1,2}[-+]?\d{1,3}\.\d{4,10})"
    r"(?![A-Za-z0-9_]|\.\d)"
)
#: seconds end in '"', "''", "″" or — after NFKC, which splits "″" — "′′"
#: exiftool writes "deg" for the degree sign: 30 deg 15' 14.46" N
_DEG = r"(?:\s?°\s?|\s(?i:deg)\s)"
#: (a JSON string escapes the seconds' quote: "47°40'21.7\\"N")
_SEC = r"(?:\d{1,2}(?:\.\d{1,4})?\s?(?:\\?\"|″|''|′′)\s?)?"
_DMS = lazy_re(
    r"(?P<v>\d{1,3}" + _DEG + r"\d{1,2}\s?['′]\s?" + _SEC + r"[NSEW]"
    r"(?:[,\s]{1,3}\d{1,3}" + _DEG + r"\d{1,2}\s?['′]\s?" + _SEC + r"[NSEW])?)"
)
_CUED_COORD = lazy_re(
    r"(?i)(?:lat(?:itude)?|lon(?:gitude)?|lng|coordinates?|coords?|gps|location|经度|纬度|坐标|定位)"
    r"[\"']?\s{0,2}[:=：]?\s{0,2}[\"']?(?P<v>[-+]?\d{1,3}\.\d{3,10})(?![\d.])"
)
_UK_POSTCODE = lazy_re(
    r"(?<![A-Za-z0-9])(?P<v>(?:[A-Z]{1,2}\d{1,2}[A-Z]?|GIR)\s?\d[ABD-HJLNP-UW-Z]{2})(?![A-Za-z0-9])"
)
_US_ZIP = lazy_re(
    r"(?P<v>(?<![A-Za-z])(?:A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|"
    r"O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TAI]|W[AVIY]|PR|GU|AS|MP|AA|AE|AP|PW|FM|MH|VI)\s{1,2}\d{5}(?:-\d{4})?)"
    r"(?![A-Za-z0-9\-])"
)
_US_ZIP_CUED = lazy_re(
    r"(?<![A-Za-z])(?i:zip(?:\s?code)?|postal\s?code|post\s?code|postcode)\s{0,2}(?:[:#=]|is)?\s{0,2}"
    r"(?P<v>\d{5}(?:-\d{4})?)(?![\d\-A-Za-z]|\.[A-Za-z])"  # not a file's name: "21686c4.zip"
)
_ZH_POSTCODE = lazy_re(
    r"(?:邮编|邮政编码|郵編|郵政編碼)(?:号码?)?\s?(?:[:：]|是|为|為)?\s?[\"'“「《【(\[]?\s?(?P<v>\d{6})(?!\d)"
)
#: the cue after the code: "写了919916这个邮编", "「518000」是邮编"
_ZH_POSTCODE_AFTER = lazy_re(
    r"(?<![\d.\-])(?P<v>\d{6})[\"'”」》】)\]]?\s?(?:这个|這個|的|是|为|為)?\s?(?:邮编|邮政编码|郵編|郵政編碼)"
)


#: state codes that are also everyday tokens ("user ID 12345", "PR 12345", "IN 90210 units")
_AMBIGUOUS_STATES = frozenset(
    ["ID", "IN", "OR", "PR", "ME", "OK", "HI", "DE", "AS", "CO", "PA", "LA", "MA", "MD", "AA",
     "AE", "AP", "PW", "FM", "MH"]
)
#: a word that makes the code a label of a number: "user ID 12345", "merged PR 12345"
_NUMBER_OWNER = re.compile(
    r"(?i)(?<![a-z])(?:user|ticket|order|session|request|account|customer|employee|member|"
    r"student|device|job|run|build|case|issue|merged|opened|closed|review|see|per|fixed|pull|"
    r"product|item|batch|group|record|row|the|a|an|your|my|our|its|their|his|her)\s?$"
)


def _us_zip_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    """A state code that is also an everyday token is no state after a word that owns a
    number ("user ID 12345", "merged PR 12345")."""
    v = m.group("v")
    if v[:2] not in _AMBIGUOUS_STATES:
        return True
    s = m.start("v")
    return _NUMBER_OWNER.search(norm.text, max(0, s - 16), s) is None


#: prefilter checks: a decimal point followed by two / three digits (a literal-led search,
#: much cheaper than the coordinate patterns' own scans, implied by each of them)
_DEC2 = re.compile(r"\.\d\d")
_DEC3 = re.compile(r"\.\d{3}")


def _dec2_hint(norm: NormalizedText) -> bool:
    return _DEC2.search(norm.text) is not None


def _dec3_hint(norm: NormalizedText) -> bool:
    return _DEC3.search(norm.text) is not None


def _pair_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    """Both parts with 3+ decimals, or one rounded to 2 and the pair still precise."""
    a, b = len(m.group("a")), len(m.group("b"))
    if not (min(a, b) >= 3 or a + b >= 6):
        return False
    parts = _PAIR_SPLIT.split(m.group("v").translate(_NO_HEMI), maxsplit=1)
    try:
        x, y = float(parts[0]), float(parts[1])
    except (ValueError, IndexError):
        return True
    if abs(x) > 90:
        # longitude first, as Chinese map APIs write it ("116.649604,24.974559"): both precise
        return abs(x) <= 180 and abs(y) <= 90 and min(a, b) >= 4
    # scores and ratios ("0.8123, 0.7345") are not places; a latitude is at most 90
    return not (abs(x) < 1.5 and abs(y) < 1.5)


_NO_HEMI = str.maketrans("", "", "°NSEW ")
_PAIR_SPLIT = re.compile(r"[,/;]")




def _uk_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    cued = norm.text[max(0, m.start() - 20) : m.start()].lower().find("post") >= 0
    area = v[:2] if v[:2].isalpha() else v[:1]
    return cued or (" " in v and area in _UK_AREAS)


_BASE = (
    RegexDetector(
        "coordinates",
        Category.GEO,
        _DECIMAL_PAIR,
        0.9,
        _pair_ok,
        need_digit=True,
        needs=Needs(
            DIGIT, groups=((".",), (",", "/", ";")), digits=8, cluster=4, check=_dec2_hint
        ),
    ),
    RegexDetector(
        "coordinates_spaced",
        Category.GEO,
        _SPACED_PAIR,
        0.8,
        need_digit=True,
        needs=Needs(DIGIT, groups=((".",),), digits=10, cluster=10),
    ),
    RegexDetector(
        "coordinates_dms",
        Category.GEO,
        _DMS,
        0.9,
        need_digit=True,
        needs=Needs(DIGIT, groups=(("°", "deg"),), digits=2),
    ),
    RegexDetector(
        "coordinate_cued",
        Category.GEO,
        _CUED_COORD,
        0.85,
        need_digit=True,
        needs=Needs(
            DIGIT,
            groups=(lits("lat|lon|lng|coord|gps|location|经度|纬度|坐标|定位"), (".",)),
            cluster=4,
        ),
    ),
    RegexDetector(
        "uk_postcode",
        Category.GEO,
        _UK_POSTCODE,
        0.85,
        _uk_ok,
        need_digit=True,
        needs=Needs(DIGIT | UPPER),
    ),
    RegexDetector(
        "us_zip",
        Category.GEO,
        _US_ZIP,
        0.85,
        _us_zip_ok,
        need_digit=True,
        needs=Needs(DIGIT | UPPER, cluster=5),
    ),
    RegexDetector(
        "us_zip_cued",
        Category.GEO,
        _US_ZIP_CUED,
        0.85,
        need_digit=True,
        needs=Needs(DIGIT, groups=(lits("zip|post"),), cluster=5),
    ),
    RegexDetector(
        "cn_postcode",
        Category.GEO,
        _ZH_POSTCODE,
        0.9,
        need_digit=True,
        needs=Needs(DIGIT, groups=(lits("邮编|邮政编码|郵編"),), cluster=6),
    ),
    RegexDetector(
        "cn_postcode_after",
        Category.GEO,
        _ZH_POSTCODE_AFTER,
        0.9,
        need_digit=True,
        needs=Needs(DIGIT, groups=(lits("邮编|邮政编码|郵編"),), cluster=6),
    ),
)


# -- named places below city level (neighbourhoods, estates, buildings, streets) ------------
_ZH_SUFFIX = (
    "小区|花园|家园|嘉园|名苑|苑|大厦|广场|(?:金融|购物|商务|会展|国际|体育)中心|大道|大街|中路|东路|西路|南路|北路|路|街|弄|巷|"
    "胡同|村|镇|园区|科技园|开发区|新城|天地|公寓|大楼|写字楼|SOHO|商圈|新城|天街"
)
_ZH_PLACE = lazy_re(
    r"(?P<cue>住在|家住|家在|老家在|住处|常住地|居住地|所在地|位置|定位|地点|搬到了?|搬去了?|位于|"
    r"(?P<mid>(?:公司|学校|单位|办公室|(?i:office|school|home))\s?在)|在)"
    r"[\"'”」』]?\s{0,2}(?:\((?:已|更新|(?i:updated))[^)\n]{0,5}\)\s?)?"
    r"(?P<sep>[:：=]|是|为|為|is|->|>>|-{1,2}|—{1,2}|\||改成|改为|更新为|设为|设置为|"
    r"发(?:给)?你了[，,]|在)?\s{0,2}[“「『\"'(]?\s{0,2}"
    r"(?P<v>[\u4e00-\u9fffA-Za-z0-9]{2,16}?(?:\s[A-Z0-9][A-Za-z0-9]{0,5}[层楼座号]?)?)"
    r"(?=\s{0,2}(?P<loc>附近|旁边|那边|一带|周边|这边|对面|见面|碰头|(?i:nearby))"
    r"|[ \t](?![A-Z0-9])|\.(?!\d)|[\n，,。；;！!？?（()）」』”\"'|、了]|$)"
)
_ZH_SUFFIX_RE = lazy_re(
    r"(?:"
    + _ZH_SUFFIX
    + r")(?:\s?(?:T?\d{1,3}(?:层|楼|F|号楼)|[A-Z]?\d{1,2}座?|T\d{1,2}(?:\d{1,3}[层楼])?))?$"
)
_ZH_STRONG = frozenset(
    ["住在", "家住", "家在", "老家在", "住处", "常住地", "居住地", "所在地", "位置", "定位", "地点"]
)
_ZH_GENERIC = frozenset(
    _split(
        "一起 这里 那里 哪里 附近 家里 宿舍 酒店 学校 公司 "
        "楼上 楼下 隔壁 外地 郊区 市区 城里 乡下 农村 国外 中心 市中心 城区 市郊 "
        "海外 本地 老家 单位 医院 家中 当地 市中心 城中村 "
        "路上 马路 街上 网上 线上 线下 会议室 办公室 现场 "
        "门口 楼里 附近的 中国 美国 英国 日本 韩国 法国 德国 "
        "国内 对面 这边 那边 地铁站 未知 待定 更新 保存 "
        # round 25: a campus's shared places: a gate, a hall, the main building, a dorm kind
        "东门 西门 南门 北门 正门 侧门 后门 体育馆 操场 礼堂 大礼堂 食堂 主楼 图书馆 教学楼 实验楼 "
        "研究生公寓 学生公寓 留学生公寓 学生宿舍 研究生宿舍 青年公寓 人才公寓 "
    )
)
_ZH_CITYLIKE = lazy_re(
    r"(?:北京|上海|天津|重庆|香港|澳门|台湾|河北|山西|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|"
    r"河南|湖北|湖南|广东|海南|四川|贵州|云南|陕西|甘肃|青海|广西|内蒙古|宁夏|新疆|西藏|广州|深圳|杭州|"
    r"南京|苏州|成都|武汉|西安|长沙|青岛|厦门|大连|宁波|沈阳|哈尔滨|郑州|济南|合肥|福州|昆明|南宁|贵阳|"
    r"兰州|太原|石家庄|长春|南昌|无锡|东莞|佛山|珠海|温州|乌鲁木齐|拉萨|呼和浩特|三亚|桂林|丽江|洛阳|"
    r"扬州|烟台|威海|徐州|常州|绍兴|嘉兴|台州|金华|泉州|惠州|中山|汕头|海口|银川|西宁)"
    r"(?:市|省)?|[\u4e00-\u9fff]{1,6}(?:市|省|国|州|县)"
)
_ZH_PRONOUN = frozenset("我你他她它这那哪一某本该每各此第")
#: a key-like cue ("位置", "定位") names a place only with a separator: "位置：…", not "位置参数"
_ZH_KEYLIKE = frozenset(["位置", "定位", "地点", "常住地", "住处", "居住地", "所在地"])
#: an organisation as the one that moved ("俱乐部…搬到", "the club moved to")
_ZH_ORG_MOVED = re.compile(
    r"俱乐部|球队|公司|门店|店铺|总部|办公室|工厂|学校|医院|"
    # round 26: a visa centre, a consulate, a bank's branch moved ("签证中心…搬到新楼")
    r"中心|领馆|使馆|办事处|分行|支行|网点|营业厅|诊所|(?i:(?<![a-z])(?:club|team|company|"
    r"office|shop|store|firm|school|centre|center|consulate|embassy|branch|clinic)(?![a-z]))"
)
_ZH_GENERIC_END = ("家", "宿舍", "酒店", "宾馆", "附近", "里", "边", "上", "下", "中", "内", "外")


_ZH_VERBISH = frozenset(
    "已更发给了着过要会能把被让吗呢吧啊很都也还就又不没招裁放做进准搞忙加休考培面用推改找等计装修"
)


#: well-known neighbourhoods / business areas (below city level) named bare after any cue
_ZH_HOODS = frozenset(
    _split(
        "陆家嘴 望京 张江 中关村 五道口 三里屯 国贸 徐家汇 静安寺 观音桥 解放碑 春熙路 天通苑 "
        "回龙观 世纪城 西二旗 上地 亦庄 五角场 前海 后海 南锣鼓巷 太古里 新天地 珠江新城 "
        "天河北 科学城 金沙 华强北 车公庙 蛇口 滨江 钱江新城 武林 河西 仙林 光谷 "
        "汉街 大学城 双井 酒仙桥 大望路 团结湖 和平里 方庄 望江 红谷滩 碧桂园"
    )
)
#: an estate / section name ending: 碧桂园, 世纪城, 融创壹号院, 翠苑三区, 天通苑北二区
_ZH_ESTATE_END = lazy_re(r"(?:园|城|号院|[一二三四五六七八九十\dA-Z东西南北]区)$")
#: public places / generic words with those endings
_ZH_REGIONS = tuple(_split("华东 华南 华北 华中 华西 西南 西北 东北 亚太 美东 美西 欧洲 可用 大区"))
_ZH_ESTATE_NOT = tuple(
    _split(
        "幼儿园 动物园 植物园 游乐园 公园 校园 果园 菜园 乐园 陵园 墓园 "
        "县城 省城 古城 长城 京城 都城 禁城 进城 满城 全城"
    )
)


#: a public square or centre named by its role, not a private place: 市中心广场, 人民公园
_ZH_PUBLIC = re.compile(
    r"^(?:市中心|市区|城市|中心|人民|市民|市政|文化|体育|会展|世纪|中央|中山|解放|胜利|和平|"
    # a community's own facilities name no one's home: 社区活动中心, 街道服务中心
    r"社区|街道|居委会|村委会|老年|青少年|党群|文化活动|工人|奥林匹克|奥体|国家)"
    r"(?:广场|公园|中心|体育馆|体育场|剧院|大剧院|博物馆|图书馆|展览馆|会展中心|活动中心|服务中心|"
    r"服务站|卫生服务中心|卫生站|活动室|食堂|医院|卫生院)$"
    # a shopping or pedestrian street: a landmark anyone visits (南京路步行街)
    r"|.{1,12}(?:步行街|商业街|美食街|夜市|商圈)$"
)


def _zh_place_ok(cue: str, v: str, loc: bool, mid: bool) -> bool:  # noqa: PLR0911
    if v in _ZH_GENERIC or v[0] in _ZH_PRONOUN or v.isdigit() or _ZH_PUBLIC.match(v):
        return False
    if v.endswith(("时间", "时区")):
        return False  # "已定位（北京时间）": a time zone (round 26)
    if _ZH_FLOOR_ONLY.fullmatch(v) is not None:
        return False  # "办公室搬到三楼了": a floor, no place
    if v.endswith(("市中心", "市区", "城区", "市郊", "郊区")) and len(v) <= 6:
        return False  # "搬到了深圳市中心": a city's centre or suburbs name no place below it
    if v.isascii():
        return v[:1].isupper() and _en_place_ok(False, v)
    if v.endswith(_ZH_GENERIC_END):
        return False
    if v in _ZH_HOODS or (
        len(v) >= 3
        and _ZH_ESTATE_END.search(v) is not None
        and not v.endswith(_ZH_ESTATE_NOT)
        and not v.startswith(_ZH_REGIONS)  # "华东二区" is a cloud region
    ):
        return True
    if _ZH_SUFFIX_RE.search(v) is not None and len(v) >= 3 and v[0] not in _ZH_VERBISH:
        return True
    if any(c in _ZH_VERBISH for c in v):
        return False
    if _ZH_CITYLIKE.fullmatch(v) is not None:
        return False
    base = _ZH_FLOOR.sub("", v)
    return cue.startswith(("搬",)) or cue in _ZH_STRONG or loc or (mid and len(base) <= 5)


_ZH_FLOOR = re.compile(r"\s?T?\d{1,3}(?:层|楼|F)$")
_ZH_FLOOR_ONLY = re.compile(
    r"(?:(?:公司|单位|学校|办公|写字|主|教学|实验|行政)(?:大?楼|大厦|楼里)?)?"
    r"(?:[一二三四五六七八九十百零两负地下顶]{1,4}|[Bb]?\d{1,3})[层楼](?:上|下)?"
    # a room of a workplace on a floor: "三楼茶水间", "公司大楼一层"
    r"(?:茶水间|会议室|办公室|前台|食堂|餐厅|洗手间|卫生间|电梯间|打印室|休息室|大厅|走廊)?"
)


_EN_SUFFIXES = frozenset(
    _split(
        "Tower Towers House Plaza Apartments Apts Lodge Building Centre Center Park Yards "
        "Yard Wharf Central Estate Estates Court Gardens Mansions Residences Heights Hall "
        "Quay Village Street Road Avenue Lane Loop Knoll Knolls Orchard Viaduct Stream "
        "Point Way Drive Boulevard Square Place Terrace Crescent Close Mews Row Walk Hill "
        "Hills Grove Green Ridge Valley Creek Bridge Market Campus Station Mall Pier "
        "Union Unions Junction Parkway Trail Track Circle Cove Crossing Meadow Meadows "
        "Manor Mill Springs Shore Island Commons Cross Rise Vista View Glen Port Harbour "
        "Harbor Landing Town District Quarter Wick Heath Common End Slope "
    )
)
_EN_PLACE = lazy_re(
    r"(?i:(?P<weak>meet\s(?:at|near)|office\sis\s(?:in|at|on)|school\sis\s(?:in|on|near|at)|"
    r"(?:office|school|work|公司)\s?在|work(?:s|ing)?\s(?:at|in|near)|"
    r"(?:lives?|living|based|stay(?:s|ing)?)\s(?:in|at|on))"
    r"|(?P<strong>lives?\s(?:near|off|around|by)|住在|搬到了?|"
    r"(?:(?:we|i|they|he|she|you|family)(?:'ve|\shave|\sjust)?\s|^|(?<=[:•*\-]\s))moved\sto|school\sis\soff|living\s(?:near|off|around)|"
    r"(?:flat|apartment|house|place|home|condo)(?:'s|\sis)\s(?:in|on|near|around|off|at|by)|"
    r"home\sis\s(?:in|around|near|on|off)|walked\shome\sthrough|grew\sup\s(?:in|around|near)|"
    r"(?P<house>(?:house|flat|apartment|condo|townhouse)\sin|block\sparty\sin)|"
    r"(?:neighbou?rhood|home_?area|area|district|suburb|locality|location|位置)[\"']?"
    r"(?:\s?\((?:已|更新|updated)[^)\n]{0,5}\))?"
    r"(?:\s?(?:is|=|:|>>|->|to|\|)|\s?是|\s?[(\[]|\s(?=['\"])))"
    r"|(?P<late>(?:bakery|bakeries|caf[eé]|coffee\sshop|gym|pub|bar|restaurant|shop|store|dentist|"
    r"doctor|clinic|salon|barber|deli|local|pharmacy|supermarket|nursery|daycare|library)"
    r"\s(?:is|are)\s(?:in|on|near)|moved\sto))"
    r"\s{0,2}[\"'“‘`「『《【(\[<«‹]?\s{0,2}(?P<v>(?:the\s)?[A-Z][a-zA-Z'\-]{0,19}[a-zA-Z]"
    r"(?:\s(?:[A-Z][a-zA-Z'\-]{0,19}[a-zA-Z]|\d{1,3})){0,3}"
    r"(?:,?\s(?:level|floor|fl\.?)\s\d{1,3})?)(?![A-Za-z0-9])"
)
#: a tail that puts the name below city level: "in Jericho, near the park", "Jericho in Oxford"
_EN_TAIL = lazy_re(
    r"(?:,\s(?:near|round|around|by|just|right|off|close)\b|(?:,|\sin)\s(?P<city>[A-Z][a-zA-Z]{2,19}))"
)
#: an English residence cue before a Chinese name ("moved to 碧桂园 去年")
_EN_CUE_ZH = lazy_re(
    r"(?i:(?:lives?|living|based)\sin|moved\sto|(?:bakery|bakeries|caf[eé]|coffee\sshop|gym|pub|"
    r"restaurant|shop|store|local|supermarket)\s(?:is|are)\s(?:in|near))"
    r"\s{0,2}(?P<v>[\u4e00-\u9fff][\u4e00-\u9fff0-9]{1,15})"
)
_EN_HOODS = frozenset(
    _split(
        "Shoreditch Brixton Camden Hackney Islington Peckham Clapham Dalston Walthamstow "
        "Hampstead Notting Chelsea Kensington Fulham Battersea Greenwich Soho Mayfair "
        "Bermondsey Stockwell Tooting Balham Hoxton Whitechapel Stratford Wimbledon Putney "
        "Richmond Ealing Chiswick Highbury Stoke Lewisham Deptford Didsbury Chorlton Ancoats "
        "Headingley Jesmond Leith Morningside Stockbridge Portobello Roath Clifton Bedminster "
        "Jericho Summertown Kelvinside Partick Finnieston Moseley Digbeth Harborne Ballard "
        "Fremont Capitol Wallingford Georgetown Williamsburg Bushwick Astoria Greenpoint "
        "Harlem Tribeca Chelsea Dumbo Flatbush Bedstuy Gowanus Ridgewood Fishtown Kensington "
        "Roxbury Dorchester Somerville Cambridgeport Allston Brighton Jamaica Southie "
        "Wrigleyville Lincoln Logan Pilsen Bucktown Andersonville Lakeview Hyde Castro Mission "
        "Haight Marina Presidio Tenderloin Nob Richmond Sunset Bernal Noe Dogpatch SoMa "
        "Silverlake Echo Koreatown Venice Westwood Burbank Pasadena Ballston Adams Anacostia "
        "Montrose Midtown Buckhead Wynwood Coconut Kreuzberg Neukolln Neukölln Mitte Prenzlauer "
        "Friedrichshain Schwabing Marais Montmartre Belleville Pigalle Jordaan Trastevere "
        "Alfama Chiado Gracia Gràcia Raval Malasaña Lavapies Shibuya Shinjuku Roppongi "
        "Harajuku Gangnam Hongdae Itaewon Bondi Surry Newtown Fitzroy Carlton Brunswick "
        "Plateau Kitsilano Yaletown Gastown Leslieville Yorkville Parkdale "
    )
)
_EN_SUFFIXES = _EN_SUFFIXES | frozenset(_STREET_SUFFIXES)
_EN_CITIES = frozenset(
    _split(
        "London Manchester Bristol Edinburgh Glasgow Leeds Liverpool Birmingham Sheffield "
        "Cardiff Belfast Oxford Cambridge Brighton York Bath Newcastle Nottingham "
        "Leicester Dublin Cork Boston Denver Austin Seattle Chicago Houston Dallas "
        "Phoenix Portland Atlanta Miami Philadelphia Detroit Minneapolis Nashville "
        "Orlando Pittsburgh Baltimore Sacramento Oakland Brooklyn Manhattan Queens "
        "Berkeley Toronto Vancouver Montreal Ottawa Calgary Sydney Melbourne Brisbane "
        "Perth Adelaide Auckland Wellington Paris Berlin Munich Hamburg Frankfurt "
        "Amsterdam Rotterdam Brussels Vienna Zurich Geneva Madrid Barcelona Lisbon Rome "
        "Milan Naples Florence Venice Prague Warsaw Budapest Stockholm Oslo Copenhagen "
        "Helsinki Athens Istanbul Moscow Tokyo Osaka Kyoto Seoul Beijing Shanghai "
        "Shenzhen Guangzhou Hangzhou Chengdu Wuhan Singapore Bangkok Jakarta Manila "
        "Mumbai Delhi Bangalore Dubai Cairo Nairobi Lagos Johannesburg Mexico Lima Bogota "
        "Santiago Rio Taipei Hanoi Reykjavik England Scotland Wales Ireland Britain UK US "
        "USA America Canada Australia Zealand Norway Sweden Denmark Finland Germany "
        "France Spain Portugal Italy Greece Japan China Korea India Brazil Argentina "
        "Chile Peru Egypt Kenya Nigeria Russia Poland Austria Switzerland Belgium "
        "Netherlands Holland Iceland Texas California Florida Washington Oregon Colorado "
        "Nevada Utah Arizona Georgia Virginia Ohio Michigan Illinois Kansas Europe Asia "
        "Africa Remote Home Work Office Unknown None Null The There Here Town City "
        "Downtown Uptown Midtown Suburbs Hong Kong Vegas Los Angeles San Francisco Diego "
        "Jose New Orleans Salt Lake Tel Aviv York Jersey Buenos Aires Cape Town Kuala Lumpur "
        "Ann Arbor "
        "City Ho Chi Minh Janeiro Sao Paulo Abu Dhabi St Petersburg Saint Louis "
        "Las Palmas Santa Monica Barbara Clara Cruz Fort Worth Palo Alto Mountain View "
        "Northern Southern Eastern Western North South East West Central "
    )
)
_EN_STOP = frozenset(
    _split(
        "The A An It This That My Our Their His Her Your I We He She They Monday Tuesday "
        "Wednesday Thursday Friday Saturday Sunday January February March April May June "
        "July August September October November December Slack Zoom Teams Google Done "
        "In Todo Backlog Review Production Staging Prod Main Master Jira Github Linear QA "
        "Testing Progress Blocked Closed "
        "Engineering Sales Marketing Finance Legal Product Design Operations Ops Research Support "
        "Backend Frontend Infra Infrastructure Security Data ML AI HR Admin Remote Office Home "
        "Conference Room Meeting Lobby Kitchen Cafeteria Reception Online Virtual Hybrid Onsite "
        "Europe Asia Africa Unknown Other Misc General Default Global Local Team Sprint Release "
    )
)


def _en_place_ok(strong: bool, v: str, tail: bool = False) -> bool:  # noqa: PLR0911
    words = v.replace(",", " ").split()
    if words and words[0].lower() == "the":
        words = words[1:]
    caps = [w for w in words if w[:1].isupper()]
    if not caps or caps[0] in _EN_STOP:
        return False
    if all(w in _EN_CITIES for w in caps):
        return False
    if tail or caps[0] in _EN_HOODS:
        return True
    if any(w in _EN_SUFFIXES for w in caps[1:]) or (len(caps) >= 2 and words[-1].isdigit()):
        return True
    if len(words) >= 2 and words[0] in _EN_SUFFIXES and words[1].isdigit():
        return True  # Pier 39, Building 4
    if re.search(r"(?:level|floor|fl\.?)\s\d", v) is not None:
        return True
    if caps[-1] in _EN_SUFFIXES and len(caps) == 1:
        return False
    return strong


#: literals one of which every English cue holds (a cheap scan before the cue regex)
_EN_HINT = re.compile(
    "party|near|off|around|by|moved|live|based|stay|搬|through|grew|neighbo|area|district|suburb|"
    "locality|location|位置|meet|office|school|work|公司|住在|flat|apartment|house|place|home|condo|"
    " is in| are in| is on| are on| is near| are near"
)


#: what each cue of _EN_PLACE needs (its words, lowercase: the cue is under ``(?i)``), in
#: its order; "home is in" is one of the flat/house/home cues, "block party in" one of the
#: house cues, "bakeries"/"barber" hold "baker"/"bar", "neighbourhood" holds "neighbo"
_EN_PLACE_GATES = Gates(
    (
        (("meet",), ("at", "near")),
        (("office",), ("is",), ("in", "at", "on")),
        (("school",), ("is",), ("in", "on", "near", "at")),
        (("office", "school", "work", "公司"), ("在",)),
        (("work",), ("at", "in", "near")),
        (("live", "living", "based", "stay"), ("in", "at", "on")),
        (("live",), ("near", "off", "around", "by")),
        (("住在", "搬到"),),
        (("moved",), ("to",)),
        (("school",), ("is",), ("off",)),
        (("living",), ("near", "off", "around")),
        (
            ("flat", "apartment", "house", "place", "home", "condo"),
            ("'s", "is"),
            ("in", "on", "near", "around", "off", "at", "by"),
        ),
        (("walked",), ("home",), ("through",)),
        (("grew",), ("up",), ("in", "around", "near")),
        (("house", "flat", "apartment", "condo", "party"), ("in",)),
        (
            ("neighbo", "area", "district", "suburb", "locality", "location", "位置"),
            ("is", "=", ":", ">", "to", "|", "是", "(", "[", "'", '"'),
        ),
        (
            lits(
                "baker|caf|coffee|gym|pub|bar|restaurant|shop|store|dentist|doctor|clinic|"
                "salon|deli|local|pharmacy|supermarket|nursery|daycare|library"
            ),
            ("is", "are"),
            ("in", "on", "near"),
        ),
    )
)


def _en_place_cued(low: str) -> bool:
    """One cue of _EN_PLACE has all its words in ``low`` (else the scan cannot match)."""
    found = _EN_PLACE_GATES.found(low)
    return any(found & need == need for need in _EN_PLACE_GATES.masks)


#: "the house in Chapter 3", "a flat in Season Two": a work's parts, not a place
_HOUSE_NOT = frozenset(
    _split("Chapter Season Episode Book Part Act Level Volume Scene Game Series Film Movie Show")
)


@dataclass(frozen=True)
class PlaceDetector:
    """A named place below city level after a cue ("lives near Morgan Tower", "住在珠江新城附近",
    "office 在 国贸三期30层"): a place-type suffix (Tower, Plaza, 小区, 大厦, 路 …), or a
    residence/neighbourhood cue for a bare name. City and country names are left alone."""

    name: str = "named_place"
    category: Category = Category.GEO
    needs: Needs | None = None

    def _mixed(self, norm: NormalizedText) -> Iterator[Finding]:
        """An English residence cue before a Chinese name: "moved to 碧桂园 去年"."""
        for m in _EN_CUE_ZH.finditer(norm.text):
            if _zh_place_ok("住在", m.group("v"), False, False):
                f = norm.finding(self.category, m.start("v"), m.end("v"), 0.75, self.name)
                if f is not None:
                    yield f

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912
        text = norm.text
        if norm.flags & CJK and (
            "在" in text
            or "住" in text
            or "位" in text
            or "定" in text
            or "搬" in text
            or "地" in text
        ):
            for m in _ZH_PLACE.finditer(text):
                v = m.group("v").rstrip()
                if m.group("cue") in _ZH_KEYLIKE and m.start("v") == m.end("cue"):
                    continue
                if m.group("cue").startswith("搬") and _ZH_ORG_MOVED.search(
                    text, max(0, m.start() - 30), m.start()
                ):
                    continue  # "俱乐部…2015年搬到杭州的新球场": a club moved, nobody's home
                if _zh_place_ok(
                    m.group("cue"), v, m.group("loc") is not None, bool(m.group("mid"))
                ):
                    f = norm.finding(
                        self.category, m.start("v"), m.start("v") + len(v), 0.75, self.name
                    )
                    if f is not None:
                        yield f
        if norm.flags & CJK and _EN_HINT.search(norm.low) is not None:
            yield from self._mixed(norm)
        if (
            norm.flags & UPPER
            and _en_place_cued(norm.low)
            and _EN_HINT.search(norm.low) is not None
        ):
            for m in _EN_PLACE.finditer(text):
                v = m.group("v")
                t = _EN_TAIL.match(text, m.end("v"))
                tail = (
                    t is not None
                    and (t.group("city") is None or t.group("city") in _EN_CITIES)
                    and m.group(0)[:5].lower() != "moved"  # "ticket moved to Review, near…"
                )
                if m.group("house") is not None and (
                    (" " not in v.strip() and "-" not in v)
                    or v[-1:].isdigit()
                    or v.split()[0] in _HOUSE_NOT
                ):
                    continue  # "house in X" names a place by two words or a hyphenated one
                if _slot_not(text, v, m.end("v")):
                    continue  # "moved to AWS", "home is in the Cloud", "moved to Python 3.12"
                if _landmark_only(text, v, m.start("v"), m.end("v")):
                    continue  # "we met at Covent Garden": a landmark, nobody's home
                if _R15_STATION_AFTER.match(text, m.end("v")) is not None:
                    continue  # "meet at Baker Street station": a station, public
                if _en_place_ok(m.group("strong") is not None, v, tail):
                    f = norm.finding(self.category, m.start("v"), m.end("v"), 0.75, self.name)
                    if f is not None:
                        yield f


_ZH_COORD = lazy_re(
    r"(?P<v>(?:北纬|南纬)\s?\d{1,2}(?:[.\-]\d{1,8})?\s?[°度]?\s?[，,、\s]?\s?(?:东经|西经)\s?\d{1,3}(?:[.\-]\d{1,8})?[°度]?"
    r"|(?:东经|西经)\s?\d{1,3}(?:[.\-]\d{1,8})?\s?[°度]?\s?[，,、\s]?\s?(?:北纬|南纬)\s?\d{1,2}(?:[.\-]\d{1,8})?[°度]?)"
)
_CUED_PAIR = lazy_re(
    r"(?i:coordinates?|coords?|gps|location|latlng|lat_?lon|经纬度|坐标|定位|位置)"
    r"[^\n\d]{0,12}?(?P<v>[-+]?\d{1,3}(?:\.\d{2,10}|-\d{3,10})\s?[,/;]\s?[-+]?\d{1,3}(?:\.\d{2,10}|-\d{3,10}))"
    r"(?![\d.])"
)
_LOOSE_POSTCODE = lazy_re(
    r"(?i:(?<![a-z])(?:zip(?:[\s_\-]?code)?|post(?:al)?[\s_\-]?code|postal)(?![a-z])|邮编|邮政编码|郵編|郵政編碼)"
    r"[^\n\d]{0,24}?"
    r"(?P<v>\d{5,6}(?:-\d{4})?)(?![\d\-])"
)
#: "Boston 02118", "Austin, 78701" on one line (a next row's id after a CSV/TSV city cell is
#: no ZIP: "city,Bristol\n59804,region")
_CITY_ZIP = lazy_re(
    r"(?<![A-Za-z])(?P<city>[A-Z][a-z]{2,15}(?:\s[A-Z][a-z]{2,15})?),?[ ]"
    r"(?P<v>\d{5}(?:-\d{4})?)(?![\d\-])"
)


def _city_zip_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    words = m.group("city").split()
    if all(w in _EN_CITIES for w in words):
        return True
    # any town after a postal cue: "forward our post to Tampa 95211", "ship it to Reno 89501"
    if words[0] in _EN_STOP or words[-1] in _EN_STOP or words[-1] in _NOT_TOWN:
        return False
    return _POSTAL_CUE.search(norm.text, max(0, m.start() - 40), m.start()) is not None


#: capitalized words before a number that are no town ("Version 12345", "Order 55012")
_NOT_TOWN = frozenset(
    _split(
        "Version Build Release Windows Order Orders Item Items Issue Ticket Room Suite Unit Page "
        "Chapter Route Highway Flight Invoice Case Batch Model Part Serial Ref Reference Account "
        "Code Port Tracking Box Bus Train Line Patch Revision Step Level Year Number No"
    )
)
#: a cue that what follows is where mail goes or where someone lives
_POSTAL_CUE = re.compile(
    r"(?i)(?<![a-z])(?:post|postal|mail(?:ing)?|ship(?:ping)?|deliver(?:y|ed)?|forward(?:ed|ing)?|"
    r"send|sent|address|parcel|package|live[sd]?|living|moved?|zip)(?![a-z])|"
    r"邮寄|邮编|寄到|寄往|收件|收货|地址|住在|搬到"
)
#: a ZIP+4 ("93734-4994") after a postal cue in either language ("ZIP+4 邮寄 mailing：…")
_ZIP4_CUED = lazy_re(r"(?<![\d\-.])(?P<v>\d{5}-\d{4})(?![\d\-]|\.\d)")


def _zip4_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    return _POSTAL_CUE.search(norm.text, max(0, m.start() - 40), m.start()) is not None


#: a postcode-shaped number as the user's home or the place a nearest-branch search used:
#: "(home 55246)", "Nearest branch search used 36436", "nearest store 用 487869 查的"
_HOME_BRANCH_ZIP = lazy_re(
    r"(?i:(?<![a-z])home\s?[:：=]?\s?"
    r"|(?<![a-z])(?:nearest|closest|nearby|local)\s(?:branch|store|office)s?"
    r"(?:\s(?:search|lookup|finder|locator|query))?\s(?:used|用|with|via|by|for|at|near|搜|查)\s?)"
    r"(?P<v>\d{5,6})(?=\s?(?:$|[)）\]】,，。;；!?\n]|\.(?!\d)|[\u4e00-\u9fff]))"
)
_AREA_ZIP = lazy_re(r"(?i:the|an?)\s(?P<v>\d{5})\s(?i:area|region|zip)")


#: after the value: a unit or a count, no postcode ("the zip is 12345 bytes")
_R8_UNIT_AFTER = re.compile(
    r"(?i)\s?(?:bytes?|[kmgt]i?b|files?|entries|items?|rows?|lines?|records?|ms|sec|seconds?|"
    r"times|users?|words?|chars?|characters?|downloads?|views?|results?|matches|hits|requests?|"
    r"calls|errors?|个|条|行|次|字节|人)(?![a-z])"
)
#: right before the value: a word that owns the number ("order 12345", "ticket #…")
_R8_OWNER_BEFORE = re.compile(
    r"(?i)(?<![a-z])(?:order|ticket|issue|pr|build|id|no|number|version|port|pid|case|invoice|"
    r"ref|job|run|item|page|line|row|(?:error|err|status|exit|return|http)(?:\scode)?|"
    r"订单|单号|工单|编号|错误码?)"
    r"\s?[:：#]?\s?$"
)


#: the digits run on into a word or a file name ("ZIP archive 512994e.zip", "ec14626.zip")
_GLUED_NAME_AFTER = re.compile(r"[A-Za-z]|\.[A-Za-z]")


def _r8_post_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    text = norm.text
    s, e = m.span("v")
    if _R8_UNIT_AFTER.match(text, e) is not None or _GLUED_NAME_AFTER.match(text, e):
        return False
    if _R8_OWNER_BEFORE.search(text, max(0, s - 12), s) is not None:
        return False
    z = m.group("zip") if "zip" in m.re.groupindex else None
    if z is not None and z.lower() == "zip":
        # a bare "zip" is also an archive or a function: "zip(range(10000))", "the zip has…"
        ze = m.end("zip")
        if text[ze : ze + 1] in ("(", ".", "_") or _R8_ARCHIVE.match(text, ze) is not None:
            return False
    return True


_R8_ARCHIVE = re.compile(r"(?i)\s?(?:file|archive|folder|bomb|size|ped|s\b)")


EXTRA = (
    PlaceDetector(
        needs=Needs(
            groups=(
                lits(
                    "在|住|位|定|搬|地|near|off|live|based|stay|around|through|grew|neighbo|area|district|suburb|"
                    "locality|location|office|school|meet|moved|work|flat|apartment|house|place|"
                    "home|condo|party| is in| are in| is on| are on| is near| are near"
                ),
            )
        )
    ),
    RegexDetector(
        "coordinates_zh",
        Category.GEO,
        _ZH_COORD,
        0.9,
        need_digit=True,
        needs=Needs(DIGIT, groups=(lits("北纬|南纬|东经|西经"),)),
    ),
    RegexDetector(
        "coordinates_cued_pair",
        Category.GEO,
        _CUED_PAIR,
        0.85,
        need_digit=True,
        needs=Needs(
            DIGIT, groups=(lits("coord|gps|location|latlng|latlon|lat_lon|经纬度|坐标|定位|位置"),)
        ),
    ),
    RegexDetector(
        "postcode_loose",
        Category.GEO,
        _LOOSE_POSTCODE,
        0.8,
        _r8_post_ok,
        need_digit=True,
        needs=Needs(DIGIT, groups=(lits("zip|post|邮编|邮政编码|郵編|郵政編碼"),), cluster=5),
    ),
    RegexDetector(
        "postcode_after_city",
        Category.GEO,
        _CITY_ZIP,
        0.8,
        _city_zip_ok,
        need_digit=True,
        needs=Needs(DIGIT | UPPER, cluster=5),
    ),
    RegexDetector(
        "zip4_cued",
        Category.GEO,
        _ZIP4_CUED,
        0.8,
        _zip4_ok,
        need_digit=True,
        needs=Needs(DIGIT, groups=(("-",),), cluster=9),
    ),
    RegexDetector(
        "postcode_area",
        Category.GEO,
        _AREA_ZIP,
        0.8,
        need_digit=True,
        needs=Needs(DIGIT, groups=(lits("area|region|zip"),), cluster=5),
    ),
    RegexDetector(
        "postcode_home_branch",
        Category.GEO,
        _HOME_BRANCH_ZIP,
        0.8,
        need_digit=True,
        needs=Needs(DIGIT, groups=(lits("home|branch|store|office"),), cluster=5),
    ),
)
# -- round 2: bare postcodes with weak cues, WKT / hemisphere coordinates ---------------------
#: a UK postcode in any case, spaced or not ("ct82 1qr", "ME96RU")
_UK_ANYCASE = lazy_re(
    r"(?<![A-Za-z0-9_\-./])(?P<v>(?i:[a-z]{1,2}\d[a-z\d]?\s?\d[abd-hjlnp-uw-z]{2}))(?![A-Za-z0-9_\-])"
)
#: a postcode cue shortly before ("postcode is", "sat nav … its", "邮编") or a residence cue
#: right before ("were in ME96RU")
_UK_CUE_BEFORE = re.compile(
    r"(?i:post\s?code|postal|zip|sat\s?nav|邮编|邮政编码)[^\n]{0,24}$"
    r"|(?i:(?<![a-z])(?:in|at|near|around|live|living|moved\sto|住在?|在))\s?$"
)
#: an address cue: enough for the spaced form ("ship it to e63 2rt")
_UK_ADDR_CUE = re.compile(
    r"(?i:(?:address|addr|location)(?:\sis)?|(?:ship|send|deliver|mail|post)(?:\s(?:it|them))?\sto"
    r"|地址是?|寄到|送到)\s?[:=：]?\s?$"
)
#: a US ZIP with a cue after ("enter 87018 as billing zip"), a country code ("q=58948,us"),
#: or a residence cue right before ("i'm in 96200 so")
_ZIP_WEAK = lazy_re(
    r"(?<![A-Za-z0-9_.\-/#$€£])(?P<v>\d{5}(?:-\d{4})?)(?![\d\-.:%/])"
    r"(?:(?P<cc>,(?i:us|usa)(?![A-Za-z]))"
    r"|(?P<after>(?=\s(?:as|for|is)\s(?:(?:the|my|our|your|a)\s)?(?:billing\s|shipping\s|home\s|delivery\s)?"
    r"(?i:zip|postal|postcode|post\scode)))"
    r"|(?=[\s,.!?)]|$))"
)
_ZIP_RES_BEFORE = re.compile(
    r"(?i:(?<![a-z])(?:(?:i'?m|im|we'?re|were|they'?re|(?:i|we|they)\sare|(?:he|she)\sis|he'?s|"
    r"she'?s|(?:i|we|they)\s(?:live|lived)|living|based|moved)\s(?:now\s)?(?:in|to|over\sin|at)"
    r"|address|location|live\sat|(?:delivery|service|shipping|catchment|home|postal)\s(?:area|zone|region)"
    r"|地址|位置|配送区域|送货区域)(?:\sis)?\s?[:=：]?)\s$"
)
#: a Canadian postal code ("V7K 4C5"): letters from the post's own alphabet
_CA_POSTCODE = lazy_re(
    r"(?<![A-Za-z0-9_\-])(?P<v>(?i:[abceghj-nprstvxy]\d[abceghj-nprstv-z]\s?\d[abceghj-nprstv-z]\d))"
    r"(?![A-Za-z0-9_\-])"
)


def _ca_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if v.isupper() and " " in v:
        return True
    before = norm.text[max(0, m.start() - 32) : m.start()]
    return (
        _UK_CUE_BEFORE.search(before) is not None or _UK_ADDR_CUE.search(before) is not None
    )


#: a four-digit postcode (Australia, New Zealand, much of Europe) after an explicit cue
_POSTCODE4 = lazy_re(
    r"(?<![A-Za-z])(?i:post\s?code|postal\s?code|post\snumber|plz|邮编)\s?(?:is|[:=：#])?\s?"
    r"(?P<v>\d{4})(?![\d\-.:/])"
)
_ZIP_TAIL_OK = re.compile(
    r"(?i)\s?(?:$|[,.!?;)]|(?:so|now|and|but|area|too|btw|lol|which|where|though|since|because|"
    r"right|anyway|actually|fyi|haha|last|this|yesterday|today|recently|lately)\b)"
)


def _zip_weak_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    if m.group("cc") is not None or m.group("after") is not None:
        return True
    text = norm.text
    if _ZIP_RES_BEFORE.search(text, max(0, m.start() - 20), m.start()) is None:
        return False
    return _ZIP_TAIL_OK.match(text, m.end()) is not None


def _uk_anycase_ok(norm: NormalizedText, m: re.Match[str]) -> bool:  # noqa: PLR0911
    v = m.group("v")
    if not any(c.isalpha() for c in v[-2:]) or (v.isupper() and " " in v):
        return False  # the upper-case spaced form is the base detector's
    if v.isdigit() or sum(c.isdigit() for c in v) > 3:
        return False
    before = norm.text[max(0, m.start() - 32) : m.start()]
    if _ZIP_ARCHIVE_BEFORE.search(before) is not None:
        return False  # "zip file v2 3rd": an archive
    if _UK_CUE_BEFORE.search(before) is not None:
        return True
    if " " in v and _UK_ADDR_CUE.search(before) is not None:
        return True
    # round 8: a real postcode area after a delivery / quote / move word, spaced or not
    # ("deliveries to b93 2uw", "deliver to L81YB", "insurance quote for pl9 6fw", "move 到m8 3gw")
    area = v[:2].upper() if v[:2].isalpha() else v[:1].upper()
    if (
        area in _UK_AREAS
        and " " in v
        and v[-2:].lower() not in _NOT_INWARD
        and _ROOM_BEFORE.search(before) is None
    ):
        # round 21: spaced, in a real postcode area, with the inward code's letters ("m16
        # 3xp — same as billing"): a postcode in any case, as the upper-case form is
        return True
    return area in _UK_AREAS and _UK_SERVICE_BEFORE.search(before) is not None


#: a room, a seat or a bay names the code before it ("room b12 3ab"): no postcode
_ROOM_BEFORE = re.compile(
    r"(?i)(?<![a-z])(?:room|rm|flat|unit|desk|seat|gate|bay|block|level|floor|table|row|platform|"
    r"aisle|locker|cabin|suite|ward|bed|shelf|bin|slot|rack|stand|pitch|court|lab)\s?#?$"
)
#: an ordinal or a clock's suffix after a digit: "s3 2nd", "m4 3am" are no inward codes
_NOT_INWARD = frozenset(["st", "nd", "rd", "th", "am", "pm"])


_UK_SERVICE_BEFORE = re.compile(
    r"(?i)(?:(?<![a-z])(?:deliver(?:y|ies|s|ed)?|ship(?:ping|s|ped)?|send|sent|post|mail|"
    r"mov(?:e[sd]?|ing)|quotes?|deals?|prices?|broadband|cover(?:age)?|takeaways?|restaurants?|"
    r"schools?|flats?|houses?|homes?|rent(?:al)?s?|plumbers?|dentists?)"
    r"\s(?:[a-z']{1,12}\s){0,2}(?:to|for|in|near|around|at)|(?:送到|寄到|搬到|到|送去|寄去))\s?$"
)


_ZIP_ARCHIVE_BEFORE = re.compile(r"(?i)(?<![a-z])zip\s?(?:file|archive|folder|bomb)")


#: WKT / PostGIS points: POINT(lon lat)
_WKT_POINT = lazy_re(
    r"(?i:point)\s?(?i:z\s?)?\(\s?(?P<v>[-+]?\d{1,3}\.\d{3,10}\s{1,2}[-+]?\d{1,3}\.\d{3,10})"
)
#: a hemisphere letter after the latitude only, space separated: "56.4021N -5.3617"
_HEMI_PAIR = lazy_re(
    r"(?<![A-Za-z0-9_.\-])(?P<v>[-+]?\d{1,2}\.\d{3,10}\s?°?\s?[NS]\s{0,2}[,/;]?\s{0,2}"
    r"[-+]?\d{1,3}\.\d{3,10}(?:\s?°?\s?[EW](?![A-Za-z]))?"
    r"|(?<![A-Za-z])[NS]\s?\d{1,2}\.\d{2,10}\s?°?\s{0,2}[,/;]?\s{0,2}[EW]\s?\d{1,3}\.\d{2,10})(?!\.?\d)"
)


# -- round 2: Chinese estate names by their morphology, anywhere ------------------------------
#: estate-name parts that may come before the last one: 金色 + 新城 + 嘉园
_ZH_EST_MID = (
    "家园|嘉园|名苑|雅苑|华府|华庭|公馆|新城|新村|水岸|一品|国际|城市|花园|公寓|名都|雅居|名居|小区|山庄"
)
#: endings that name an estate on their own: 融创家园, 中海府, 万科城, 天通苑
_ZH_EST_END = (
    "家园|嘉园|名苑|雅苑|华庭|华府|公馆|新村|小区|水岸|名邸|山庄|华城|花园|公寓|新城|雅居|名居|名都|"
    r"苑|府|城|[东西南北]园|[东西南北]里|[壹\d一二三四五六七八九十]号院"
)
#: endings that need a place context (a cue before or a place word after): 香榭国际, 滨江城市
_ZH_EST_WEAK = (
    "国际|城市|一品|半岛|东方|天地|广场|湾(?!区)|郡|邸|别墅|庄园|公元|壹号(?!院)|1号(?!院)|"
    # a bare 里 / 社区 is also "inside" / any community: a residence cue must name it
    "(?P<li>(?<![区园苑府城湾寓厦])里(?![东西南北]里)|社区)"
)
_ZH_EST_SECTION = r"(?:[东西南北][区苑院]|[一二三四五六七八九十\d]{1,2}[期区]|[A-Z]区)"
#: the first characters of every part above: a leading look-ahead on them lets the regex
#: engine skip to candidate positions (five times faster than trying every position)
_ZH_EST_FIRST = "".join(
    sorted(
        {alt[0] for alt in (_ZH_EST_MID + "|" + _ZH_EST_END + "|" + _ZH_EST_WEAK).split("|")}
        - set("[(\\")
        | set("东西南北壹一二三四五六七八九十里社")
    )
)
_ZH_EST = lazy_re(
    r"(?=[" + _ZH_EST_FIRST + r"\d])"
    r"(?:(?:" + _ZH_EST_MID + r")){0,2}"
    r"(?:(?P<weak>" + _ZH_EST_WEAK + r")|(?P<end>" + _ZH_EST_END + r"))"
    r"(?P<sec>" + _ZH_EST_SECTION + r")?"
)
#: characters that end a name going left: particles, pronouns, place verbs
_ZH_EST_STOP = frozenset(
    "的在住到来从放叫们是去往于把给了个那这就又也还很不没说被让我你他她它啥哪每各该此其等及或而但"
    "要想请帮送寄搬离近回过找租买卖看见约跟与向对"
)
#: generic words before an ending: 老小区, 人才公寓, 屋顶花园, 市政府, 科技城
_ZH_EST_GENERIC = frozenset(
    _split(
        "老 新 旧 大 小 高档 高端 整个 附近 周边 隔壁 学区 人才 青年 学生 员工 酒店 服务式 单身 "
        "长租 短租 精装 白领 教师 专家 屋顶 空中 后 前 主题 市政 政 区政 县政 省政 总统 商住 老旧 "
        "普通 公租 廉租 保障性 安置 回迁 拆迁 封闭 开放式 别人 同一 其他 别的 城中 主城 本 全 "
        "一个 两个 几个 多个 一些 哪个 什么 小型 大型 中型 新建 在建 高层 低密 别墅 私家 自家 "
        "式 酒店式 收货 送达 所在 目标 当前 居住 入住 同 整 该 植物 动物 儿童 城市 国际 "
        "中国 美国 英国 科技 大学 美食 汽车 影视 商业 文化 "
        "智慧 生态 数据 科学 软件 工业 物流 创意 产业 体育 家庭 独立 合租 整租"
    )
)
#: generic compounds with an estate ending
_ZH_EST_WORDS = frozenset(
    _split(
        "长城 县城 古城 京城 省城 商城 影城 进城 全城 满城 都城 皇城 内城 外城 主城 老城 新城 "
        "政府 学府 王府 帅府 幕府 首府 官府 地府 天府 冥府 相府 知府 华府 "
        "花园 公寓 小区 家园 新村 公馆 山庄 国际 城市 广场 天地 东方 半岛 一品 "
        "天府广场 人民广场 时代广场 中心广场 文化广场 音乐广场 万达广场 国际城市 东方明珠 "
        "天安门广场 五一广场 星海广场 世纪广场 西单广场 红旗广场 泉城广场 "
        "半岛电视台 国际花园 大湾 海湾 港湾 河湾 台湾 独栋别墅 联排别墅 豪华别墅 私人庄园 "
        "公元前 公元后"
    )
)
_ZH_CONTEXT_AFTER = re.compile(
    r"[ \t]?(?:最近|近来|这几天|这两天|昨天|今天|昨晚|今晚|一直|又|也|都|经常|总是|老是|老|总|"
    r"天天){0,2}"
    r"(?:那边|附近|门口|[东西南北正]门|[及和]?周边|[及和]附近|一带|这边|对面|旁边|里面|"
    r"楼下|物业|业主|小区|停水|停电|(?:这|本|上|下)(?:周末?|个?月)的?\s?(?:业主|物业|停水|停电)|"
    r"的\s?(?:物业|电梯|快递柜|房子|房价|业主|门口|环境|绿化|停车|学区|用户|住户|居民|邻居|租户|"
    r"(?i:hoa|locker|users?|residents?|tenants?|neighbou?rs?)(?![a-z]))|租|划入|片区|"
    r"(?i:\s?(?:hoa|locker|bbq|so\s|near))|那个\s?(?:小区|院子|(?i:compound|estate|building))|"
    r"打车|打(?i:uber|taxi|车)|玩|见|集合|碰头|搬出|搬走|搬离|一期|二期|"
    r"自提|住着|住得|的?车位|的?住户|居民|暖房|近(?:一点|一些|点|些|的|吗|不)|(?:不远|很近|挺近)|(?:走失|丢失|捡到)|买了?(?:房|套房|套)|那一?片|"
    r"(?i:\s(?:estate|neighbou?rhood|residents?|hoa|newsletter|housewarming)(?![a-z]))|"
    # a neighbourhood nuisance names the place it happens in: 招商枫林里施工噪音扰民
    r"(?:施工|噪音|扰民|拆迁|漏水|积水|停气|断水|断网|封控|跳闸|被盗|"
    r"(?i:\s?(?:has\s|had\s|is\s)?(?:noise|construction|roadworks|outages?|flood(?:ing|ed|s)?|"
    r"power\scuts?|blackouts?|burglar(?:y|ies)|break-ins?|leaks?))(?![a-z]))|"
    # where someone grew up: 在陆家嘴长大的
    r"(?:长大|出生|土生土长)|"
    # round 21: a home's sale, letting or upkeep: 的两居, 的成交均价, 的 two-bed, 要装快递柜
    r"的?\s?(?:[一两二三四]居|[一两二三四]室|户型|二手房|新房|成交|均价|租金|房源|房租|物业费|"
    r"噪音|业委会|(?i:(?:one|two|three|four)-bed|comparable|listings?|rents?|"
    r"noise|service\scharge)(?![a-z]))|\s?要装(?:快递柜|电梯|充电桩|门禁))"
)
#: the big cities a sub-city place name may follow: 住在武汉阳光湾, move 到了 杭州 回龙观
_ZH_BIG_CITY = (
    r"(?:北京|上海|天津|重庆|广州|深圳|杭州|南京|苏州|成都|武汉|西安|长沙|青岛|厦门|大连|宁波|沈阳|"
    r"哈尔滨|郑州|济南|合肥|福州|昆明|南宁|贵阳|兰州|太原|石家庄|长春|南昌|无锡|东莞|佛山|珠海|温州|"
    r"乌鲁木齐|拉萨|呼和浩特|三亚|海口|厦门|常州|徐州|烟台|泉州)市?"
)
#: a cue that names where someone lives (strong enough for 里 / 社区)
_ZH_RESIDENCE_BEFORE = (
    r"住在?|家在|家住|搬到了?|搬进了?|搬去了?|(?i:move[sd]?)\s?到了?|房子在|套房在|买房啦?[！!]?|作为|"
    r"(?:小区|楼盘|社区)(?:\s?(?i:estate|community|name))?\s?(?:(?i:is|was)|叫|是)?|"
    r"(?i:moved?\s(?:to|into)|live[sd]?\sin|living\sin|based\sin)"
)
_ZH_CONTEXT_BEFORE = re.compile(
    r"(?:" + _ZH_RESIDENCE_BEFORE + r"|在|到|来|从|放|叫|离|送达小区|收货小区|所在小区|送到|寄到|"
    # round 21: an area an owners' committee runs or a buyer views: 管辖, 覆盖, 在看
    r"管辖|覆盖|在看|看房|(?i:hoa\s(?:covers|manages))|"
    r"(?:办公|(?i:wfh))\s?[（(]|(?:neighbou?rhood|estate|community|compound)\s?(?:(?i:is|was)|叫|是)|"
    r"(?i:grew\sup\s(?:in|on)))\s?[:：]?\s?(?:" + _ZH_BIG_CITY + r"\s?)?$"
)
_ZH_RESIDENCE_CUE = re.compile(
    r"(?:" + _ZH_RESIDENCE_BEFORE + r")\s?[:：]?\s?(?:" + _ZH_BIG_CITY + r"\s?)?$"
)
#: generic words before 里 / 社区: 公司里, 宿舍里, 开源社区
_ZH_LI_GENERIC = frozenset(
    _split(
        "公司 学校 宿舍 酒店 宾馆 医院 房间 房子 院子 大楼 办公室 老家 单位 车库 地下室 "
        "城 村 店 群 圈 心 手 眼 夜 梦 山 水 乡 镇 屋 家 楼 会 网 库 表 "
        "线上 在线 开源 技术 开发者 用户 网络 游戏 粉丝 学术 知识 问答 玩家 社交 程序员 "
        "本地 当地 居民 农村 乡村 城乡 和谐 文明 数字 全球 海外 华人 留学生 中文 英文 "
        "代码 文件 日志 系统 邮件 列表 数据库 配置 函数 文档 页面 "
        # round 21: "inside" a machine, a tool or a conversation
        "容器 镜像 仓库 目录 文件夹 终端 服务器 集群 缓存 队列 浏览器 手机 电脑 群聊 频道 "
        "表格 附件 截图 照片 视频 脚本 后台 沙箱 虚拟机 插件 "
        # round 26: "inside" a form or a declaration (税收居民身份声明里, 海关申报单里)
        "声明 申报单 报单 申请表 表单 清单 单 证明 合同 协议 信 函 说明 材料 护照 签证 "
    )
)


_ZH_TIME_IN = re.compile(r"上午|下午|晚上|早上|中午|凌晨|傍晚|\d日")
_LI_HOME_BEFORE = re.compile(r"(?:住(?:的|在)?|房子?在|家在|家住|我们)\s?$")
#: estate parts that can open a name themselves (住名都花园, 水岸华庭)
_ZH_EST_LEAD = re.compile("名都|水岸|华府|雅居|名居|嘉园|名苑|雅苑|华庭|公馆|山庄|一品")


def _zh_estate_start(text: str, m: re.Match[str]) -> tuple[int, bool] | None:
    """Where the estate name ending in ``m`` starts, going left to a stop (None: no name),
    and whether it needs a place context to count."""
    i = m.start()
    # a number inside the name: 锦绣100嘉园, 幸福100苑 (two Chinese characters before it)
    num = _ZH_EST_NUM.search(text, max(0, i - 6), i)
    if (
        num is not None
        and m.group("end") is not None
        and m.group(0)[0] not in "个条只件位"
        and text[m.end() : m.end() + 1] not in _ZH_NAME_END_NOT
    ):
        return num.start(), False
    return _zh_estate_word_start(text, m)


def _zh_estate_word_start(  # noqa: PLR0911, PLR0912 - one rejection each
    text: str, m: re.Match[str]
) -> tuple[int, bool] | None:
    i = m.start()
    lo = max(0, i - 6)
    if i == 0 or text[i - 1] in _ZH_EST_STOP or not "\u4e00" <= text[i - 1] <= "\u9fff":
        cut = m.start("end") if m.group("end") is not None else m.start("weak")
        lead = _ZH_EST_LEAD.match(text, i, max(cut, m.end() - 2))
        if lead is not None:  # 名都花园, 华府苑: the first part stands for the name
            return i, True
    while i > lo:
        c = text[i - 1]
        if not "\u4e00" <= c <= "\u9fff" or c in _ZH_EST_STOP:
            break
        i -= 1
    pre = text[i : m.start()]
    if pre.startswith(("月", "季度")) and text[i - 1 : i] in ("个", "本", "下", "上", "这", "每"):
        cut = 1 if pre[0] == "月" else 2  # 下个月海棠城: the time word is no part of the name
        pre, i = pre[cut:], i + cut
    # a cue word inside the run ends it: 所属小区万科府, 重庆天鹅湖府
    cue = _ZH_EST_PRE_CUE.search(pre)
    if cue is not None:
        pre, i = pre[cue.end() :], i + cue.end()
        if not pre and len(m.group(0)) >= 4 and _ZH_EST_LEAD.match(m.group(0)) is not None:
            return i, True  # 负责华府华庭及周边: the first part stands for the name
    city = _ZH_EST_CITY.match(pre)
    if city is not None and len(pre) - city.end() >= 2:
        pre, i = pre[city.end() :], i + city.end()
    if len(pre) > 4:
        pre, i = pre[-4:], i + len(pre) - 4
    if pre.startswith("家") and len(pre) > 2:  # 我家阳光小区
        pre, i = pre[1:], i + 1
    sec = m.group("sec") is not None
    if len(pre) < (1 if sec else 2) or pre in _ZH_EST_GENERIC or pre[-1] == "的":
        return None
    if (pre[-1:] in _ZH_EST_GENERIC and not _named_new(pre)) or pre[-2:] in _ZH_EST_GENERIC:
        return None
    if _ZH_CITYLIKE.fullmatch(pre) is not None:
        return None
    word = pre[-1] + m.group(0)
    if any((pre[-k:] + m.group(0)) in _ZH_EST_WORDS for k in (2, 3, 4)):
        return None  # (天安门广场: a landmark's three characters)
    if word in _ZH_EST_WORDS:
        # round 15: a name may end in such a word (星河湾, 碧水港湾): a weak one, with a name
        # character before it, still counts where the context names a home
        if m.group("weak") is None or len(pre) < 2 or pre[-2] in _R15_MEASURE:
            return None
        return i, True
    # a bare 城 / 府 is also a landmark or a title (紫禁城, 开封府): it needs context too
    bare = m.group("end") in ("城", "府") and not sec and len(m.group(0)) == 1
    return i, m.group("weak") is not None or bare or len(pre) < 2


def _named_new(pre: str) -> bool:
    """融创新家园, 嘉和新名邸: 新 after a developer's two-character name is part of the
    estate's name (a generic "new compound" has nothing before 新: 新小区, 这个新家园)."""
    return (
        len(pre) >= 3
        and pre[-1] == "新"
        and pre[-3:-1] not in _ZH_EST_GENERIC
        and all("\u4e00" <= c <= "\u9fff" for c in pre[-3:-1])
        and pre[-2] not in "个的是在住那这些"
    )


#: measure words and adjectives before a common noun (这片海湾, 一座港湾, 美丽的大海湾)
_R15_MEASURE = frozenset("片个座条道处块只些大小美深浅长宽静蓝")
_ZH_EST_NUM = re.compile(
    r"(?:(?<![\u4e00-\u9fff])|(?<=[的在住到来从放叫是去把给了那这]))"
    r"(?:(?![的在住到来从放叫是去把给了那这我你他她有共])[\u4e00-\u9fff]){2}"
    r"\d{2,4}$"
)
#: estate cue words that may run into the name before it (所属小区万科府, 从重庆天鹅湖府)
_ZH_EST_PRE_CUE = re.compile(
    ".*(?:小区|社区|楼盘|住址|地址|户籍|所属|所在|网格|设成|设为|设置为|改成|改为|当成|作为|定为|一下|"
    # round 15: a verb of choosing a home runs into the name too (最喜欢御景康湾, 看中了星河湾)
    "喜欢|看中了?|看上了?|相中了?|中意|选中了?|选了|考虑|定了|"
    # round 21: a time word before the name (本季度紫荆湾…, 下个月海棠城…)
    "季度|个月|本月|下月|上月|本周|下周|上周|今年|明年|去年|最近|近期|管辖|覆盖|负责)"
)
_ZH_EST_CITY = lazy_re(
    r"北京|上海|天津|重庆|广州|深圳|杭州|南京|苏州|成都|武汉|西安|长沙|青岛|厦门|大连|宁波|沈阳|"
    r"郑州|济南|合肥|福州|昆明|南宁|贵阳|无锡|东莞|佛山|珠海|温州"
)
#: a bare section after a name: 星河南区, 明珠一期, 金地南区一期 (with a place context)
_ZH_SEC_ONLY = lazy_re(
    r"(?:[东西南北]区(?:[一二三四五六七八九十\d]{1,2}期)?|[一二三四五六七八九十\d]{1,2}[期区])"
)
#: words before a section that make it a project / course phase, not an estate
_ZH_SEC_NOT = frozenset(
    _split(
        "项目 工程 课程 培训 活动 计划 建设 改造 规划 本 第 上 下 前 后 每 这 那 同 新 老 首 "
        "系统 平台 研发 开发 产品 版本 试点 合同 杂志 期刊 节目 学员 学期 分期 二期 三期 一期 "
        "地铁 高铁 轨道 机场 园区 港区 校区 城区 市区 景区 厂区 矿区 灾区 山区 郊区 牧区"
    )
)


#: a firm named after an estate follows it: 物业服务有限公司, 置业, 集团
_ZH_FIRM_AFTER = re.compile(
    r"[\u4e00-\u9fff]{0,6}?(?:有限公司|有限责任公司|股份|集团|置业|地产|(?i:co\.|ltd|limited|inc\b))"
)
#: what follows a project phase, not an estate
_ZH_SEC_AFTER_NOT = re.compile(
    r"(?:项目|工程|工作|建设|开发|课程|培训|活动|计划|规划|改造|研发|产品|版本|合同|招标|投资|施工)"
)


def _zh_section_start(text: str, m: re.Match[str]) -> int | None:
    """Where a name before a bare section (星河南区, 明珠一期) starts; None: no name."""
    i, lo = m.start(), max(0, m.start() - 4)
    while i > lo:
        c = text[i - 1]
        if not "\u4e00" <= c <= "\u9fff" or c in _ZH_EST_STOP:
            break
        i -= 1
    pre = text[i : m.start()]
    cue = _ZH_EST_PRE_CUE.search(pre)
    if cue is not None:
        pre, i = pre[cue.end() :], i + cue.end()
    if len(pre) < 2 or pre in _ZH_SEC_NOT or pre[-1:] in _ZH_SEC_NOT or pre[-2:] in _ZH_SEC_NOT:
        return None
    if pre in _ZH_EST_GENERIC or _ZH_CITYLIKE.fullmatch(pre) is not None:
        return None
    if any(c in _ZH_VERBISH for c in pre) or pre.startswith(_ZH_REGIONS):
        return None
    return i


#: a sentence about someone's home (round 7): "到我家来，天鹅湖城", "孩子学校的学区是望京府",
#: "把滨江城设成home" — the cue anywhere in the clause, before or after the name
_ZH_HOME_CLAUSE = re.compile(
    r"(?:我|我们|咱|咱们|你|你们|他|她|他们|她们|爸妈|父母|奶奶|爷爷|外婆|外公|姥姥|姥爷|公婆|岳父母|"
    r"亲戚|朋友|同事|邻居)家|家里|回家|到家|老家|住|搬|学区|小区|社区|楼盘|业主|物业|房子|买房|租房|"
    r"(?:设为|设成|设置为|作为|当成|当作)\s?(?:我|我们|咱)?的?家|"
    # round 15: what only a residential compound has, or house hunting (换了新门禁, 看房)
    r"门禁|门卫|保安|业委会|物业费|电梯|楼下|邻居|看房|看楼盘|房价|房租|二手房|新房|样板房|"
    r"(?i:(?<![a-z])(?:home|our\splace|neighbou?rhood|catchment|estate|moved?\sto|live[sd]?))"
)
#: what continues a word ending like an estate name: 城堡, 城市, 园区, 府上
_ZH_NAME_END_NOT = frozenset("堡市墙门区管乡镇际池林艺丁长内外中心上邸")
#: a second estate ending right after the first: 翠苑府
_ZH_EST_TAIL = frozenset("府城苑园邸郡湾墅")


def _zh_home_clause(text: str, s: int, e: int) -> bool:
    """The estate ``s:e`` stands alone (no word continues it) in a clause about a home."""
    if text[e : e + 1] in _ZH_NAME_END_NOT:
        return False  # 迪士尼城堡, 欢乐城市: the ending is inside a longer word
    lo = max(0, s - 40)
    for c in "。！？\n；;!?":
        i = text.rfind(c, lo, s)
        if i >= 0:
            lo = i + 1
    hi = min(len(text), e + 40)
    for c in "。！？\n；;!?":
        i = text.find(c, e, hi)
        if i >= 0:
            hi = i
    # the cue outside the name itself (a name ending in 社区 / 小区 is no cue for itself)
    return _ZH_HOME_CLAUSE.search(text, lo, s) is not None or (
        _ZH_HOME_CLAUSE.search(text, e, hi) is not None
    )


#: what continues a weak ending into a common noun: 城市名单, 国际化, 城市规划
_ZH_WEAK_CONT = re.compile(
    r"名单|列表|清单|排名|规划|建设|发展|管理|更新|化|群|圈|级|生活|之间|范围|数量"
)

_ZH_HOODS_MORE = frozenset(_split("西溪 亚运村 金融街 华侨城 梅陇镇 康桥 陆家嘴 后厂村 西湖区"))
#: what estate_zh's three passes need: an estate ending (every _ZH_EST match holds one:
#: 家园 and 庄园 hold 园, 华城 and 城市 hold 城, [一二…]号院 holds 号院, [东西南北]里 and a
#: bare 里 hold 里), a section's 区 or 期 (_sections), or a neighbourhood's name (_hoods)
_ZH_EST_LITS = (
    *lits(
        "园|苑|府|城|里|号院|华庭|公馆|新村|小区|水岸|邸|山庄|公寓|雅居|名居|名都|国际|一品|半岛|东方|"
        "天地|广场|湾|郡|别墅|公元|壹号|1号|社区|区|期"
    ),
    *sorted(_ZH_HOODS | _ZH_HOODS_MORE),
)
_NEEDS_CJK = Needs(CJK, groups=(_ZH_EST_LITS,))
#: an estate ending closing a name before 里 (round 9b)
_R9B_EST_END = lazy_re(r"(?:" + _ZH_EST_END.replace("|[东西南北]里", "") + r")$")
def _r9b_li_core(text: str, m: re.Match[str], start: int, weak: bool) -> int:
    """Where a name before 里 ends when it ends as an estate itself (龙湖华庭里面): -1 no
    such name, 0 such a name that still lacks the context a weak name needs."""
    if m.group("li") is None or _R9B_EST_END.search(text, start, m.start("weak")) is None:
        return -1
    end = m.start("weak")
    if weak and not (
        _ZH_CONTEXT_BEFORE.search(text, max(0, start - 16), start) is not None
        or _zh_home_clause(text, start, end)
    ):
        return 0
    return end


#: weak endings that name an estate when a text is only the name (“香榭世湾”, 「碧水郡」)
_R15_ALONE_WEAK = frozenset(("湾", "郡", "邸", "庄园", "半岛"))
_R9B_WRAP = "\"'`“”‘’「」『』《》【】()[]<>（）〈〉 \t\n.。!！"


@dataclass(frozen=True)
class ZhEstateDetector:
    """Chinese residential estates named by their morphology (融创家园, 中海府, 锦绣新城嘉园二期,
    望京西园), wherever they occur; an ending that is also a common word (国际, 城市, 一品) only
    with a place cue before or a place word after. Also well-known neighbourhoods (望京, 前海)
    with such context."""

    name: str = "estate_zh"
    category: Category = Category.GEO
    needs: Needs = _NEEDS_CJK

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912 - one test each
        text = norm.text
        last = -1
        for m in _ZH_EST.finditer(text):
            got = _zh_estate_start(text, m)
            if got is None or got[0] < last:
                continue
            start, weak = got
            end = m.end()
            if (
                text[end : end + 1] in _ZH_EST_TAIL
                and text[end + 1 : end + 2] not in _ZH_NAME_END_NOT
            ):
                end += 1  # 翠苑府, 金地园城: a second ending closes the name
            if _ZH_FIRM_AFTER.match(text, end) is not None:
                continue  # a firm named after the estate: 万科城市花园物业服务有限公司
            if text[start:end] in _ZH_GENERIC:
                continue  # "住研究生公寓": a kind of housing, no estate's name (round 25)
            if _ZH_TIME_IN.search(text, start, end) is not None:
                continue  # "2月25日上午二期停电": a date and a time before a phase (round 26)
            li_end = _r9b_li_core(text, m, start, weak)
            if li_end == 0:
                continue
            if li_end > 0:
                end = li_end  # "孩子在龙湖华庭里面的幼儿园": 里 is "inside" an estate
            elif m.group("li") is not None:
                pre = text[start : m.start()]
                if {pre, pre[-2:]} & _ZH_LI_GENERIC or (
                    pre[-1:] in _ZH_LI_GENERIC
                    # "住碧水里的", "房在 紫薇里": a home right before a two-character name
                    # ending in 水/心/夜… is an estate, not "in the water"
                    and not (
                        len(pre) == 2 and _LI_HOME_BEFORE.search(text, max(0, start - 4), start)
                    )
                ):
                    continue
                # "在代码里", "在公司里": only a residence cue or a place word after names it
                if (
                    _ZH_RESIDENCE_CUE.search(text, max(0, start - 20), start) is None
                    and _ZH_CONTEXT_AFTER.match(text, end) is None
                    and not _zh_home_clause(text, start, end)
                ):
                    continue
            elif weak:
                if _ZH_WEAK_CONT.match(text, end) is not None:
                    continue  # 巡展城市名单, 国际化: the ending runs on into a longer word
                before = _ZH_CONTEXT_BEFORE.search(text, max(0, start - 16), start) is not None
                after = _ZH_CONTEXT_AFTER.match(text, end) is not None
                # a text that is only the name, in any brackets: 「水岸山庄」 (round 9b)
                alone = (
                    m.group("end") is not None
                    or (m.group("weak") in _R15_ALONE_WEAK and m.start() - start >= 2)
                ) and not (text[:start].strip(_R9B_WRAP) or text[end:].strip(_R9B_WRAP))
                # round 15: "our" right before the name (我们星河湾换了…), as for sections
                before = before or (
                    text[max(0, start - 2) : start] in _ZH_OUR
                    and text[start : m.start()] not in _ZH_OUR_NOT
                )
                if not (before or after or alone or _zh_home_clause(text, start, end)):
                    continue
            last = end
            f = norm.finding(self.category, start, end, 0.75, self.name)
            if f is not None:
                yield f
        if "区" in text or "期" in text:
            yield from self._sections(norm, last)
        yield from self._hoods(norm)

    def _sections(self, norm: NormalizedText, last: int) -> Iterator[Finding]:
        text = norm.text
        for m in _ZH_SEC_ONLY.finditer(text):
            if m.start() < last:
                continue
            start = _zh_section_start(text, m)
            if start is None:
                continue
            if _ZH_SEC_AFTER_NOT.match(text, m.end()) is not None:
                continue  # 阿里巴巴一期项目: a phase of a project
            if _ZH_TIME_IN.search(text, start, m.end()) is not None:
                continue  # "2月25日上午二期停电": a date and a time before a phase (round 26)
            before = _ZH_CONTEXT_BEFORE.search(text, max(0, start - 16), start) is not None
            # 我们金地一期每年…: "our" right before a named section is the user's estate
            before = before or (
                text[max(0, start - 2) : start] in _ZH_OUR
                and text[start : m.start()] not in _ZH_OUR_NOT
            )
            if not before and _ZH_CONTEXT_AFTER.match(text, m.end()) is None:
                continue
            f = norm.finding(self.category, start, m.end(), 0.7, self.name)
            if f is not None:
                yield f

    def _hoods(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in _ZH_HOOD_RE.finditer(text):
            before = _ZH_CONTEXT_BEFORE.search(text, max(0, m.start() - 16), m.start()) is not None
            nxt = text[m.end() : m.end() + 1]
            bounded = nxt == "" or not "\u4e00" <= nxt <= "\u9fff" or nxt == "的"
            after = _ZH_CONTEXT_AFTER.match(text, m.end()) is not None or (before and bounded)
            if after:
                f = norm.finding(self.category, m.start(), m.end(), 0.7, self.name)
                if f is not None:
                    yield f


#: "our" / "my home" right before an estate's name (我们金地一期, 我家翠湖二期, 咱们星河南区)
_ZH_OUR = frozenset(_split("我们 咱们 我家 咱家 俺们 他们 她们 你们"))
#: an organization's phase after "our" (我们公司二期融资, 我们基金三期)
_ZH_OUR_NOT = frozenset(
    _split("公司 团队 部门 集团 工厂 门店 医院 银行 基金 产品 系统 平台 业务 工程 课题 实验")
)
_ZH_HOOD_RE = lazy_re(
    "|".join(
        sorted((_ZH_HOODS | _ZH_HOODS_MORE) - {"大学城", "金沙", "上地"}, key=len, reverse=True)
    )
)


# -- round 2: English neighbourhoods: "<Name> <Heights|Commons|…>" after a place word ----------
_HOOD_SUFFIXES = frozenset(
    _split(
        "heights commons meadows meadow estates estate village court gardens ridge ridges crossing "
        "landing pointe chase hollow green square park hill hills valley creek grove terrace manor "
        "woods oaks acres farms springs lake lakes glen vista quarter district town croft circle "
        "mews fields flats harbor harbour cove shores pines trails bend ranch knoll bluffs orchard "
        "slope neighborhood neighbourhood "
        "forest junction corners wharf plain walk rise grange"
    )
)
#: words that say "neighbourhood" in lower case too: "the Fenwick neighborhood"
_HOOD_WORDS = frozenset(["neighborhood", "neighbourhood", "estate", "estates"])
_HOOD_SUF_RE = "|".join(sorted(_HOOD_SUFFIXES, key=len, reverse=True))
#: a place word before the name: "in", "over in", "our estate", Chinese 住/在/来/从/放
_EN_HOOD = lazy_re(
    r"(?:(?<![A-Za-z])(?P<res>(?i:(?:live[sd]?|living)\s(?:in|at|on)|mov(?:e|ed|ing)\sto|"
    r"(?:house|home|place|flat|apartment|condo)\s(?:is\s)?in|hoa\sin|over\sin|estate|community|"
    r"neighbou?rhood|subdivision|development|block\sparty\sin|grew\sup\s(?:in|on)|"
    r"(?:小区|neighbou?rhood|estate|community)\s?(?:is|was|叫|是)|residents\sof|"
    r"(?:i'?m|im|we'?re|were|they'?re|he'?s|she'?s|you'?re|i\sam|we\sare|they\sare)"
    r"\s(?:now\s|currently\s|still\s)?(?:in|based\sin)))\s{1,2}(?:(?i:the)\s)?"
    r"|(?<![A-Za-z])(?i:in|at|near|around|to|from|across|off|complex|on|of|behind|outside|into)"
    r"\s{1,2}(?:(?i:the)\s)?"
    r"|(?P<zres>住在?|家在|在|来|从|放|到|去|叫|送到|寄到|搬到|搬进|配送范围|"
    # round 17: an area named for a delivery or a location field ("delivery zone X",
    # "delivery 范围 X", "geo: X", "home X" in a list of places)
    r"(?i:delivery\s?(?:zone|area|radius|范围)|geo\s?:|(?<![a-z])home(?=\s[A-Z])))\s?"
    r"|(?P<bol>(?:^|(?<=\n))(?:(?i:the)\s)?|(?<=[\u4e00-\u9fff：；，、—:;])|(?<=[：；，、—:;,]\s)))"
    r"(?P<v>(?P<n>[A-Z][a-z'\-]{1,20}|[a-z][a-z'\-]{2,20})(?:\s(?P<n2>[A-Z][a-z'\-]{1,20}))?"
    r"\s(?P<s>(?i:" + _HOOD_SUF_RE + r")))(?![A-Za-z])"
)
#: place-type words that name a residential area rather than a park, a square or a lake
_HOOD_RESIDENTIAL = frozenset(
    _split(
        "heights commons meadows meadow estates estate village court gardens ridge ridges crossing "
        "landing pointe chase hollow manor woods oaks acres farms mews croft slope neighborhood "
        "neighbourhood quarter district rise grange"
    )
)
#: suffix-named cities and public landmarks: not below city level, or not private
_EN_HOOD_NOT = frozenset(
    _split(
        "central_park hyde_park times_square union_square red_square trafalgar_square "
        "tiananmen_square madison_square silicon_valley death_valley sun_valley napa_valley "
        "palm_springs colorado_springs hot_springs beverly_hills salt_lake menlo_park "
        "overland_park "
        "college_park highland_park oak_park tinley_park orland_park forest_park college_station "
        "central_square harvard_square kendall_square market_square town_square village_green "
        "green_park st_james_park regent_park regents_park memorial_park national_park theme_park "
        "state_park water_park car_park ball_park business_park science_park research_park "
        "jurassic_park south_park north_park east_village west_village olympic_park "
        "boston_common cape_town capetown "
        # round 21: parks, gardens, palaces and courts open to everyone (not the
        # neighbourhoods named after some of them: Finsbury Park, Holland Park)
        "kensington_gardens greenwich_park battersea_park hampton_court madison_square_garden "
        "prospect_park golden_gate_park botanic_gardens botanical_gardens royal_court "
        "crown_court county_court"
    )
)


_COURT_KINDS = frozenset(
    _split(
        "County Crown Magistrates Magistrates' Family Supreme High District Circuit Superior "
        "Municipal Probate Federal Appeals Sheriff Coroner's Coroners Tax Claims Youth Civil "
        "Criminal Housing Small Traffic Juvenile Bankruptcy"
    )
)


_R21_WHERE_AFTER = re.compile(
    r"\s?(?:[-–—,:]\s?)?(?i:that'?s|that\sis|is)\swhere\s(?:we|they|i|you|he|she|the|our|my|it)"
    r"(?![a-z])|\s?(?:就是|是)\s?(?:我们|他们|我|他|她)?(?:住|家)"
)
#: a word that says the name is a location: a photo's geotag, a pickup or drop-off point,
#: the area a group covers, where a driver is sent ("GPS from the photo: Cedar Heights")
_R21_LOC_BEFORE = re.compile(
    r"(?i)(?<![a-z])(?:geo-?tag(?:ged)?|gps|location\stag|pin|pick-?up|drop-?off|covers|covering|"
    r"catchment|all\sfrom|mostly\sfrom|post\sit\sto|where\sexactly\??(?:\n[^\n:：]{1,20}[:：])?)"
    r"(?:\s(?:only|point|spot|area|was|is|for\s[a-z ]{1,24}))*\s?[:：(（]?\s?$"
)
_R21_LOC_AFTER = re.compile(
    r"(?i)\s(?:and\sthe\sstreets\saround|and\sit'?ll\sreach|and\sit\swill\sreach)|"
    r"\s?[—–\-]\s?(?:[a-z' ]{1,40})\sfrom\sthere|\s?(?:及周边|就能收到|一带)"
)
#: a property's sale, letting or management in the sentence
_R21_PROPERTY = re.compile(
    r"(?i)(?<![a-z])(?:comparable|sales|sold|listings?|asking\sprice|rents?|rental|lettings?|"
    r"new[\s\-]build|viewings?|hoa|service\scharges?|ground\srent|freehold|leasehold|"
    r"two-bed|three-bed|one-bed|bedroom|semi-detached|detached|terraced|tenants?|landlords?)"
    r"(?![a-z])"
)
_CITY_BEFORE = re.compile(r"([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s?[,;]\s?(?:and\s)?$")


def _after_city(text: str, s: int) -> bool:
    """The name follows a city in a list: "Edinburgh, Sandpiper Quarter", "Leeds; …"."""
    c = _CITY_BEFORE.search(text, max(0, s - 30), s)
    return c is not None and c.group(1) in _EN_CITIES and c.group(1) not in _NOT_CITY


def _en_hood_ok(norm: NormalizedText, m: re.Match[str]) -> bool:  # noqa: PLR0911, PLR0912
    n, n2, suf = m.group("n"), m.group("n2"), m.group("s")
    if n2 is not None and n.lower() in _HOME_LEAD_NOT:
        return False  # "Is Millbrook Village near you?": the name starts at the second word
    if _R15_STATION_AFTER.match(norm.text, m.end()) is not None:
        return False  # "在 People's Square 站换乘": a station's name, a public landmark
    context = _ZH_CONTEXT_AFTER.match(norm.text, m.end()) is not None
    # round 21: "… that's where the new build is", "Leeds; Brambleside Quarter": a place
    # said to be one, or listed after a city
    context = (
        context
        or _R21_WHERE_AFTER.match(norm.text, m.end()) is not None
        or _R21_LOC_AFTER.match(norm.text, m.end()) is not None
        or _R21_LOC_BEFORE.search(norm.text, max(0, m.start("v") - 40), m.start("v")) is not None
    )
    if m.group("bol") is not None and not context:
        if not (n[0].isupper() and _after_city(norm.text, m.start("v"))):
            return False  # a line start names a place only before a Chinese place word
        context = True
    residence = context or m.group("res") is not None or m.group("zres") is not None
    if not residence and n[0].isupper():
        # "X lives two doors down from us in Larkspur Fields" (round 9b)
        lo = max(0, m.start() - 60)
        for c in ".!?;\n。！？；":
            i = norm.text.rfind(c, lo, m.start())
            lo = i + 1 if i >= 0 else lo
        residence = _R9B_LIVES.search(norm.text, lo, m.start()) is not None
    if suf.lower() == "court" and (n2 or n) in _COURT_KINDS:
        return False  # "at Bristol County Court", "the Crown Court": a court of law
    if suf == "Estates" and m.group("res") is None and not context:
        return False  # "contracted to Greenhouse Estates": a firm of estate agents
    if not residence and n[0].isupper() and suf[0].isupper():
        # "Comparable sales in Larkspur Fields averaged …": a property's sentence
        lo, hi = _clause(norm.text, m.start(), m.end())
        residence = _R21_PROPERTY.search(norm.text, lo, hi) is not None
    if n[0].isupper():
        if (not suf[0].isupper() and suf.lower() not in _HOOD_WORDS) or n in _EN_STOP:
            return False
        if "_".join((n, *([n2] if n2 else []), suf)).lower() in _EN_HOOD_NOT:
            return False
        # "in Logan Square", "in Harrow Meadows"; a park or a square of a plain word
        # ("at Apple Park") only after a residence cue
        return residence or suf.lower() in _HOOD_RESIDENTIAL or _name_word(n.lower())
    if n2 is not None or not suf.islower() or n in _EN_HOOD_COMMON:
        return False
    if _name_word(n):
        return True
    # a plain lower-case word ("in real estate", "switch to blue green") only after a
    # residence cue: "we live in beltran hollow"
    return residence and not n.endswith(("ing", "ed", "ly")) and len(n) >= 4


#: a transit stop after a place name (round 15): 站, 地铁站, 号线, station, stop, tube
_R15_STATION_AFTER = re.compile(
    r"\s?(?:地铁站|站|号线|出口|(?i:(?:tube|metro|subway|mrt|train|bus|rail)?\s?(?:station|stop|"
    r"interchange|exit)|line)(?![a-z]))"
)
_R9B_LIVES = re.compile(
    r"(?i)(?<![a-z])(?:live[sd]?|living|moved|reside[sd]?|next\sdoor|doors?\sdown|"
    r"neighbou?rs?|our\s(?:house|place|flat|home)|my\s(?:house|place|flat|home))(?![a-z])"
    # "our home team/game/page": sport and screens, no residence
    r"(?!\s(?:team|teams|game|games|ground|match|page|screen|run|side|crowd|stadium|opener))"
)


def _name_word(w: str) -> bool:
    """A lower-case given name or surname that is not also an everyday word."""
    from . import names

    pair_lists = getattr(names, "_pair_lists", None)  # the census lists, where present
    if pair_lists is not None:
        given, surnames, common = pair_lists()
        return (w in given or w in surnames) and w not in common
    cap = w.capitalize()
    return cap in names._load("surnames.txt") or cap in names._load("given_names.txt")


#: lower-case words that make "<word> park / village / hill" a common phrase, not a name
_EN_HOOD_COMMON = frozenset(
    _split(
        "the and our your their his her its this that these those some any every each all one two "
        "three four five old new big small little high low public central main local nice quiet "
        "gated private shared community memorial national state city town country village water "
        "theme car ball business science research dog skate trailer mobile retirement senior "
        "green grand great long short wide open empty same other another next last first second "
        "north south east west upper lower inner outer front back side top bottom middle near "
        "far this nearby rural urban suburban downtown uptown whole entire tiny huge large "
        "beautiful lovely pretty cute amazing good great bad best worst safe busy crowded "
        "residential industrial commercial historic tourist student family housing trading "
        "office tech data test demo cloud server cluster node file code game music movie art "
        "school church college university hospital police fire train bus metro subway airport "
        "river lake sea ocean beach mountain forest hill valley rock stone sand snow ice sun moon "
        "star sky rain wind cherry apple oak pine maple rose lily willow cedar birch elm ash "
        "into onto from with without about over under above below after before between "
        "real social digital investment asset estate property land sales"
    )
)


#: a well-known neighbourhood alone after a place word ("the hoa in Peckham", "爸妈住Hackney")
_EN_HOOD_BARE_CUE = re.compile(
    r"(?:(?<![A-Za-z])(?i:in|near|around|from|over\sin|estate|community|neighbou?rhood|"
    r"mov(?:e|ed|ing)\sto)\s{1,2}|(?:住在?|家在|在|来|从|放|到)\s?)$"
)
_EN_HOODS_AMBIGUOUS = frozenset(
    _split(
        "Chelsea Richmond Lincoln Logan Adams Hyde Castro Mission Marina Sunset Echo Venice "
        "Capitol "
        "Jamaica Brighton Stratford Greenwich Plateau Carlton Brunswick Fitzroy Coconut Stoke "
        "Notting Presidio Lakeview Montrose Fremont Burbank Pasadena Somerville Dorchester "
        "Kensington Clifton Portobello Noe Nob Haight Bernal Adams Midtown Mitte Georgetown "
        "Cambridgeport Morningside Jericho Lincoln Westwood Surry Newtown Wallingford"
    )
)


def _has_hood_word(norm: NormalizedText) -> bool:
    """The prefilter: some word is a place-type word or a well-known neighbourhood (a set
    look-up per word: a regex of hundreds of literals would cost more than the detector)."""
    low = norm.low
    if low.isascii():  # then the words of ``_ALPHA_WORD`` are the text's cached ``low_words``
        return not _HOOD_PREFILTER.isdisjoint(norm.low_words)
    return not _HOOD_PREFILTER.isdisjoint(_ALPHA_WORD.findall(low))


_NEEDS_HOOD = Needs(check=_has_hood_word)


@dataclass(frozen=True)
class EnHoodDetector:
    """English neighbourhood / estate names: "<Name> <Heights|Commons|Meadows…>" after a place
    word (any case for a name from the name lists: "in perez commons"), and well-known
    neighbourhoods alone after one ("the hoa in Peckham", "爸妈住Hackney")."""

    name: str = "hood_en"
    category: Category = Category.GEO
    needs: Needs = _NEEDS_HOOD

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text, pattern, pos = norm.text, resolve(_EN_HOOD), 0
        for h in _ALPHA_WORD.finditer(text):  # one pass over the words: set look-ups
            w = h.group()
            if w.lower() in _HOOD_SUFFIXES:  # a window before each place-type word
                pos = at = max(pos, h.start() - 70)
                while (m := pattern.search(text, at, h.end())) is not None:
                    if not _en_hood_ok(norm, m):
                        at = m.end("n")  # "our estate Wicker Park": try again from "estate"
                        continue
                    end = m.end("v")
                    more = _HOOD_MORE.match(text, end)  # "Fernley Grange Estate"
                    if more is not None and more.group(1).lower() in _HOOD_SUFFIXES:
                        end = more.end()
                    elif (low := _HOOD_LOW_MORE.match(text, end)) is not None:
                        end = low.end()  # "Thompson Park estate"
                    pos = at = end
                    if _FACILITY_AFTER.match(text, end) is not None:
                        continue  # "Sunny Acres Care Home": a facility's name (round 26)
                    f = norm.finding(self.category, m.start("v"), end, 0.7, self.name)
                    if f is not None:
                        yield f
            elif h.start() >= pos and (
                w in _EN_HOODS_BARE
                or (w.islower() and w.capitalize() in _EN_HOODS_BARE and w not in _HOODS_LOWER_NOT)
            ):
                f = self._bare(norm, h.start(), h.end())
                if f is not None:
                    yield f

    def _bare(self, norm: NormalizedText, s: int, e: int) -> Finding | None:
        text = norm.text
        cued = _EN_HOOD_BARE_CUE.search(text, max(0, s - 16), s) is not None
        if text[s].islower() and not cued:
            return None  # "brixton" in lower case only right after a place word
        prev = text[s - 1 : s]
        if not cued and not (
            (prev in ("", "\n") or "\u4e00" <= prev <= "\u9fff")
            and _ZH_CONTEXT_AFTER.match(text, e) is not None
        ):
            return None
        return norm.finding(self.category, s, e, 0.7, self.name)


_ALPHA_WORD = re.compile(r"[A-Za-zà-ÿ]+")
#: a facility's kind after its name: the name is the facility's, no one's neighbourhood
_FACILITY_AFTER = re.compile(
    r"\s(?:Care\s(?:Home|Centre|Center)|Nursing\sHome|Residential\sHome|Senior\sLiving|"
    r"Assisted\sLiving|Retirement\s(?:Village|Home)|Hospice|Medical\s(?:Centre|Center)|"
    r"Surgery|Primary\sSchool|Academy|Hotel|Leisure\sCentre|Community\s(?:Centre|Center))"
    r"(?![A-Za-z])"
)
#: a second place-type word right after a name's ("Fernley Grange Estate")
_HOOD_MORE = re.compile(r"\s([A-Z][a-z]{2,12})(?![A-Za-z])")
_HOOD_LOW_MORE = re.compile(r"\s(?:estates?|neighbou?rhood|subdivision)(?![A-Za-z])")
#: neighbourhood names that are everyday words in lower case
_HOODS_LOWER_NOT = frozenset(["dumbo", "tenderloin", "soma", "harborne", "local"])
_EN_HOODS_BARE = _EN_HOODS - _EN_HOODS_AMBIGUOUS
_HOOD_PREFILTER = _HOOD_SUFFIXES | {w.lower() for w in _EN_HOODS_BARE}


# -- round 2: Markdown table cells under a neighbourhood / address column ---------------------
_TABLE_HEAD = re.compile(
    r"(?i)^\s*(?:小区|社区|街道|住址|地址|详细地址|收货地址|居住地|所在地|片区|商圈|楼盘|邮编|邮政编码|"
    r"home[\s_]?area|neighbou?rhood|area|district|estate|community|suburb|locality|address|"
    r"street|postcode|post\s?code|zip(?:\s?code)?|postal\s?code|location|home)\s*$"
)
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{2,}")


_NEEDS_TABLE = Needs(
    groups=(
        ("\n",),
        ("|", ",", "\t"),
        lits(
            "小区|社区|街道|住址|地址|居住地|所在地|片区|商圈|楼盘|邮编|area|neighbo|district|estate|"
            "community|suburb|locality|address|street|postcode|post code|post_code|zip|postal|"
            "location|home|zone|patch|区域|板块"
        ),
    )
)


@dataclass(frozen=True)
class TableCellDetector:
    """Cells of a Markdown / CSV / TSV table column headed like a place below city level
    (| 小区 |, | home area |, home_area,): the header says what the cell is."""

    name: str = "table_place"
    category: Category = Category.GEO
    needs: Needs = _NEEDS_TABLE

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        cols: list[int] = []
        codes: set[int] = set()  # postcode columns: digits are their values
        sep, width, pos = "", 0, 0
        weak: set[int] = set()  # generic columns (area, zone): place-shaped cells only
        for raw in text.split("\n"):
            start, pos = pos, pos + len(raw) + 1
            # "阳光城,¥27,000,5": a thousands comma splits no cell (same length kept)
            line = _THOUSANDS.sub("\x00", raw) if sep == "," else raw
            if sep and (sep not in line or (sep != "|" and line.count(sep) != width)):
                cols, sep = [], ""  # the table ended
            if not cols:
                for d, head in (("|", _TABLE_HEAD), (",", _CSV_HEAD), ("\t", _CSV_HEAD)):
                    if d in line:
                        heads = line.split(d)
                        cols = [i for i, c in enumerate(heads) if head.match(c)]
                        weak = {i for i, c in enumerate(heads) if _WEAK_HEAD.match(c)} - set(cols)
                        cols += sorted(weak)
                        if cols:
                            sep, width = d, line.count(d)
                            codes = {i for i in cols if _CODE_HEAD.search(heads[i])}
                            break
                continue
            if sep == "|" and _TABLE_SEP.match(line):
                continue
            cells = line.split(sep)
            if weak:
                cells = [
                    "" if i in weak and not place_shaped(c.strip().strip("\"'")) else c
                    for i, c in enumerate(cells)
                ]
            yield from self._row(norm, start, cells, cols, codes)

    def _row(
        self, norm: NormalizedText, start: int, cells: list[str], cols: list[int], codes: set[int]
    ) -> Iterator[Finding]:
        for i in cols:
            if i >= len(cells):
                continue
            cell = cells[i]
            v = cell.strip().strip("\"'")
            if not v or v in ("-", "—", "N/A", "n/a", "null", "无", "未知"):
                continue
            if v.isdigit() and (i not in codes or not 4 <= len(v) <= 6):
                continue
            if v in _EN_CITIES or _ZH_CITYLIKE.fullmatch(v) is not None:
                continue
            s = start + sum(len(c) + 1 for c in cells[:i]) + cell.index(v)
            f = norm.finding(self.category, s, s + len(v), 0.7, self.name)
            if f is not None:
                yield f


_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?![\d.]))")
#: generic column names: a cell below one is a place only if shaped like an estate's name
_WEAK_HEAD = re.compile(r"(?i)^\s*[\"']?(?:area|zone|patch|区域|片区|板块)[\"']?\s*$")


_LOW_PLACE_WORDS = frozenset(["estate", "estates", "neighbourhood", "neighborhood", "area"])


def place_shaped(v: str) -> bool:
    """"Ashgrove Court", "翠湖一期", "阳光城": a name with an estate's or a district's ending."""
    if v.isascii():
        words = v.split()
        if len(words) > 2 and words[-1] in _LOW_PLACE_WORDS:
            words = words[:-1]  # "Cedar Meadows estate"
        return (
            2 <= len(words) <= 4
            and all(w[:1].isupper() for w in words)
            and words[-1].lower() in _HOOD_SUFFIXES
            and v not in _EN_CITIES
        )
    return 2 < len(v) <= 12 and _ZH_EST.search(v) is not None and v[-1] not in "市省县"


_CODE_HEAD = re.compile(r"(?i)zip|post|邮编")
#: CSV / TSV headers of a place column (stricter than Markdown's: no bare "location")
_CSV_HEAD = re.compile(
    r"(?i)^\s*[\"']?(?:小区|社区|街道|住址|地址|详细地址|收货地址|居住地|片区|楼盘|邮编|"
    r"home[\s_]?area|neighbou?rhood|district|estate|community|suburb|locality|"
    r"(?:street|home|shipping|billing|mailing)?[\s_]?address|street|postcode|post[\s_]?code|"
    r"zip(?:[\s_]?code)?|postal[\s_]?code)[\"']?\s*$"
)


#: a coordinate pair in quotes or lon-first ("('40.72371', '-73.95097')", "(-122.41942, 37.77493)")
_QUOTED_PAIR = lazy_re(
    r"(?<![\w.\-])(?P<v>(?P<q>['\"]?)(?P<a>[-+]?\d{1,3}\.\d{3,10})(?P=q)\)?\s?[,;]\s?"
    r"(?:Decimal\()?(?P=q)(?P<b>[-+]?\d{1,3}\.\d{3,10})(?P=q))(?![\w.])"
)
#: the place name of a (lat, lon, place, country code …) record:
#: "('40.7', '-73.9', 'Greenpoint', 'US'"
_LATLNG_RECORD = lazy_re(
    r"['\"][-+]?\d{1,3}\.\d{3,10}['\"],\s?['\"][-+]?\d{1,3}\.\d{3,10}['\"],\s?"
    r"['\"](?P<v>[^'\"\n]{2,40})['\"],\s?['\"][A-Z]{2}['\"]"
)


def _quoted_pair_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    a, b = float(m.group("a")), float(m.group("b"))
    if not ((abs(a) <= 90 and abs(b) <= 180) or (abs(a) <= 180 and abs(b) <= 90)):
        return False
    if abs(a) < 1.5 and abs(b) < 1.5:
        return False  # probabilities, ratios
    da, db = len(m.group("a").split(".")[1]), len(m.group("b").split(".")[1])
    return min(da, db) >= 4 and (m.group("q") != "" or max(abs(a), abs(b)) >= 100)


#: other location codes precise to a few metres: what3words ("///filled.count.soap"), Open
#: Location Codes ("87G8Q2PQ+9V", "Q2PQ+9V"); and cued geohashes ("geohash dr5regw3p")
_LOCATION_CODE = lazy_re(
    r"(?P<v>///[a-z]{2,20}\.[a-z]{2,20}\.[a-z]{2,20}(?![a-z])"
    r"|(?<![A-Za-z0-9+])(?=[2-9CFGHJMPQRVWX]{0,7}[CFGHJMPQRVWX])(?=[2-9CFGHJMPQRVWX]{0,7}[2-9])"
    r"(?:[2-9CFGHJMPQRVWX]{8}|[2-9CFGHJMPQRVWX]{4})\+[2-9CFGHJMPQRVWX]{2,3}(?![A-Za-z0-9+]))"
)
_GEOHASH = lazy_re(
    r"(?i:geohash)[\"']?\s?[:=]?\s?[\"']?(?P<v>[0-9b-hjkmnp-z]{6,12})(?![a-z0-9])"
)

#: the prefilter's cheap cores of the two postcode shapes (implied by their regexes)
_CA_CORE = re.compile(r"(?i)[a-z]\d[a-z]\s?\d[a-z]\d")
#: the same cores found from their first digit (a search for "is there one?" then tries only
#: digits, not every letter of the text)
_UK_HINT = re.compile(r"(?i)(?<=[a-z])\d[a-z\d]?\s?\d[a-z]{2}")
_CA_HINT = re.compile(r"(?i)(?<=[a-z])\d[a-z]\s?\d[a-z]\d")

ROUND2 = (
    RegexDetector(
        "uk_postcode_anycase",
        Category.GEO,
        _UK_ANYCASE,
        0.8,
        _uk_anycase_ok,
        need_digit=True,
        needs=Needs(DIGIT, digits=2, check=lambda n: _UK_HINT.search(n.text) is not None),
    ),
    RegexDetector(
        "zip_weak_cue",
        Category.GEO,
        _ZIP_WEAK,
        0.75,
        _zip_weak_ok,
        need_digit=True,
        needs=Needs(DIGIT, cluster=5),
    ),
    RegexDetector(
        "ca_postcode",
        Category.GEO,
        _CA_POSTCODE,
        0.8,
        _ca_ok,
        need_digit=True,
        needs=Needs(DIGIT, digits=3, check=lambda n: _CA_HINT.search(n.text) is not None),
    ),
    RegexDetector(
        "postcode_4digit",
        Category.GEO,
        _POSTCODE4,
        0.8,
        need_digit=True,
        needs=Needs(DIGIT, groups=(lits("post|plz|邮编"),), cluster=4),
    ),
    RegexDetector(
        "coordinates_wkt",
        Category.GEO,
        _WKT_POINT,
        0.9,
        need_digit=True,
        needs=Needs(DIGIT, groups=(("point",),), digits=8),
    ),
    RegexDetector(
        "coordinates_hemisphere",
        Category.GEO,
        _HEMI_PAIR,
        0.85,
        need_digit=True,
        needs=Needs(DIGIT | UPPER, groups=((".",),), digits=6, check=_dec2_hint),
    ),
    RegexDetector(
        "coordinates_quoted",
        Category.GEO,
        _QUOTED_PAIR,
        0.8,
        _quoted_pair_ok,
        need_digit=True,
        needs=Needs(DIGIT, groups=((".",), (",", ";")), digits=8, cluster=4, check=_dec3_hint),
    ),
    RegexDetector(
        "latlng_record_place",
        Category.GEO,
        _LATLNG_RECORD,
        0.8,
        need_digit=True,
        needs=Needs(DIGIT | UPPER, groups=((".",), ("',", '",')), digits=8),
    ),
    RegexDetector(
        "location_code",
        Category.GEO,
        _LOCATION_CODE,
        0.85,
        needs=Needs(groups=(("///", "+"),)),
    ),
    RegexDetector(
        "geohash_cued",
        Category.GEO,
        _GEOHASH,
        0.85,
        needs=Needs(groups=(("geohash",),)),
    ),
    ZhEstateDetector(),
    EnHoodDetector(),
    TableCellDetector(),
)


# -- round 3: low-precision cued pairs, space-less UK postcodes, 邮编 after an address -------
#: a cue naming a position, then a pair with any number of decimals ("Location: 52.2,8.63333",
#: "照片的地理标签：27.85, 112.9", "家的GPS：27.85 112.9", "经纬度(35.85, 117.7)")
_CUED_PAIR_LOOSE = lazy_re(
    r"(?i:coordinates?|coords?|gps|location|position|geo[\s_\-]?tag(?:ged)?|geo|latlng|lat_?lon|"
    r"lat\s?/\s?lon|经纬度|坐标|定位|位置|地理标签|地理位置|方位)"
    # (a few words between: "Shared my live location with the family: -25.014 -33.96873")
    r"(?:[^\n\d]{0,12}?|[^\n\d.!?。！？]{13,32}?[:：]\s?)"
    r"(?P<v>\(?[-+]?\d{1,3}\.\d{1,10}\s?(?:[,/;，]\s?|\s{1,2})[-+]?\d{1,3}\.\d{1,10}\)?)"
    r"(?![\d.])"
)
#: a parenthesized pair after a place verb ("在(27.85, 112.9)碰头", "打车到(35.85, 117.7)")
_PLACE_PAIR = lazy_re(
    r"(?:在|到|去|于|(?i:(?<![a-z])(?:at|to|near|from)))\s?(?P<v>\([-+]?\d{1,2}\.\d{1,10},\s?"
    r"[-+]?\d{1,3}\.\d{1,10}\))(?!\s?(?:之间|区间|范围|内|(?i:range|interval)))"
)
_PAIR_NUM = re.compile(r"[-+]?\d{1,3}\.(\d{1,10})")


def _loose_pair_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    nums = _PAIR_NUM.findall(m.group("v"))
    vals = [float(x) for x in re.findall(r"[-+]?\d{1,3}\.\d{1,10}", m.group("v"))]
    if len(vals) != 2 or len(nums) != 2:
        return False
    a, b = vals
    if abs(a) > 90 or abs(b) > 180 or (abs(a) < 1.5 and abs(b) < 1.5):
        return False
    return len(nums[0]) + len(nums[1]) >= 3


#: UK postcode areas (Royal Mail's list of the 121 postcode areas): "J38 2XH" and "O00 0HH"
#: are licence plates or part numbers, not postcodes. (An earlier, shadowed copy of this list
#: also held the non-geographic BF, BX and GIR; every reader has always used this one.)
_UK_AREAS = frozenset(
    _split(
        "AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT "
        "DY E EC EH EN EX FK FY G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L "
        "LA LD LE LL LN LS LU M ME MK ML N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA "
        "SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS "
        "WV YO ZE"
    )
)
#: an upper-case postcode without its space after a place name or an address line
#: ("Nottingham PO142QD", "…, Leeds LS12BX")
_UK_NOSPACE = lazy_re(
    r"(?:[A-Z][a-z]{2,20},?|\d{1,4}[A-Z]?,?|[\u4e00-\u9fff][：:]?)\s(?P<v>(?P<area>[A-Z]{1,2})\d[A-Z\d]?\d[ABD-HJLNP-UW-Z]{2})"
    r"(?![A-Za-z0-9_\-])"
)


#: the prefilter: the postcode's own shape (implied by the regex)
#: (from the capital: capitals are rarer than digits, and the search skips to them)
_UK_NOSPACE_CORE = re.compile(r"[A-Z]\d[A-Z\d]?\d[ABD-HJLNP-UW-Z]{2}")


def _uk_nospace_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    return m.group("area") in _UK_AREAS


#: a 邮编 left at the end of a Chinese address ("…光明南路844号k座19层 140175")
_ZH_ADDR_POSTCODE = lazy_re(
    r"(?:\d{1,5}\s?(?:层|楼|室|号|號|栋|幢|单元|座)|[A-Za-z]\s?座|(?:路|街|巷|弄|道|村|镇|乡|县|区|市))"
    r"[,，]?\s{0,2}(?P<v>\d{6})(?![\dA-Za-z\u4e00-\u9fff])"
)


def _zh_addr_postcode_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    text, s = norm.text, m.start()
    before = text[max(0, s - 40) : s]
    if _ZH_ADMIN_MARK.search(before) is not None:
        return True
    # round 11: the matched head is itself a place's 市/省/区/县 ("苏州市 739231", "天津市395923":
    # Faker's zh_CN address ends with its 邮编) — a place name of 1-6 characters, no common word
    head = text[s]
    if head not in "市省区县":
        return False
    name = _ZH_PLACE_BEFORE.search(text, max(0, s - 6), s)
    if name is None or text.endswith(_ZH_NOT_PLACE_END, 0, s + 1):
        return False
    # 门市 / 都市 are words alone, place names' ends after a character (厦门市, 成都市)
    return not (text.endswith(("门市", "都市"), 0, s + 1) and len(name.group()) < 2)


#: the Chinese characters right before a 市 / 省 / 区 / 县
_ZH_PLACE_BEFORE = re.compile(r"[\u4e00-\u9fff]{1,6}$")
#: words ending in 市 / 区 / 县 that are no place's name ("超市 123456", "城市", "股市")
_ZH_NOT_PLACE_END = tuple(
    _split("超市 城市 股市 上市 夜市 集市 街市 菜市 黑市 楼市 车市 债市 开市 闹市 早市 "
           "社区 小区 园区 景区 专区 分区 地区 片区 辖区 城区 郊区 市区 厂区 库区 区区 校区 "
           "展区 赛区 战区 灾区 山区 湾区 时区 缓存区 热区 冷区 数据区 缓冲区 省省 节省 反省 县县")
)


_ZH_ADMIN_MARK = re.compile(r"[省市县区镇乡]|自治区|路|街")

ROUND3 = (
    RegexDetector(
        "coordinates_cued_loose",
        Category.GEO,
        _CUED_PAIR_LOOSE,
        0.8,
        _loose_pair_ok,
        need_digit=True,
        needs=Needs(
            DIGIT,
            groups=(
                lits("coord|gps|location|position|geo|latlng|latlon|lat_lon|lat|经纬度|坐标|定位|位置|地理|方位"),
                (".",),
            ),
        ),
    ),
    RegexDetector(
        "coordinates_place_paren",
        Category.GEO,
        _PLACE_PAIR,
        0.75,
        _loose_pair_ok,
        need_digit=True,
        needs=Needs(DIGIT, groups=(("(",), (".",), (",",))),
    ),
    RegexDetector(
        "uk_postcode_nospace",
        Category.GEO,
        _UK_NOSPACE,
        0.8,
        _uk_nospace_ok,
        need_digit=True,
        needs=Needs(
            DIGIT | UPPER, digits=2, check=lambda n: _UK_NOSPACE_CORE.search(n.text) is not None
        ),
    ),
    RegexDetector(
        "cn_postcode_after_address",
        Category.GEO,
        _ZH_ADDR_POSTCODE,
        0.8,
        _zh_addr_postcode_ok,
        need_digit=True,
        # every head of _ZH_ADDR_POSTCODE ends in one of these
        needs=Needs(
            DIGIT | CJK,
            groups=(lits("层|楼|室|号|號|栋|幢|单元|座|路|街|巷|弄|道|村|镇|乡|县|区|市"),),
            cluster=6,
        ),
    ),
)


# -- round 4: a name in a slot that says where someone lives, meets or picks up -------------
#: a place word after a name: "康乐四区附近", "Riverside Estate 自提", "沙河口业主通知",
#: "合肥 金地府 住着怎么样", "中海湾 东门", "海棠里 residents newsletter"
_SLOT_AFTER = re.compile(
    r"[ \t]?(?:附近|自提|一带|周边|[东西南北]门|业主|的?住户|住着|住得怎么样|片区|的?车位|"
    r"买了?(?:房|套房)|租了?(?:房|套房)|那一?片|"
    r"(?i:residents?'?|hoa|wfh)(?![a-z])|\s里(?=\s))"
)
_LI_LIVE = re.compile(r"住|家|搬|小区|社区|(?i:live|living|moved|neighbou?rhood)")


def _li_app(text: str, slot: str, got: tuple[int, int]) -> bool:
    """"在 Postman 里 async 沟通", "在 VS Code 里": inside an app or a thing, unless someone
    lives there ("住在 Park Slope 里")."""
    if not slot.endswith("里") or not text[got[0] : got[1]].isascii():
        return False
    return _LI_LIVE.search(text, max(0, got[0] - 10), got[0]) is None
#: cue words inside the run before a slot: the name starts after the last one
_SLOT_PRE_CUE = re.compile(
    r".*(?:推荐|住在|家在|家住|住|在|到|去|从|作为|是|叫|就|离|只|那|这|送|给|找|靠近|小区|社区|楼盘|"
    r"喜欢|爱|想|逛|玩|游|看|和|与|及)"
)
#: a city at the end of the run: "青岛周边" names no place below city level
_ZH_CITY_END = lazy_re(r"(?:" + _ZH_BIG_CITY + r"|[\u4e00-\u9fff]{1,4}(?:市|省|县|州))$")
#: the name of a residence cue's place: "我住石牌，", "爸妈住 中海丽景，", "住在南京沙河口"
_ZH_RES_NAME = lazy_re(
    r"(?:(?<=[我你他她们妈爸人户])住在?|家住|家在|住在|搬到了?|搬进了?|搬去了?|"
    r"(?:flat|house|home|apartment|place|condo|房子|公寓)\s?(?:is\s)?在)\s?"
    r"(?:" + _ZH_BIG_CITY + r"\s?)?"
    r"(?P<v>[\u4e00-\u9fff]{2,12}?|[A-Z][a-zA-Z'\-]{1,20}(?:\s[A-Z][a-zA-Z'\-]{1,20}){0,2})"
    r"(?=[\s,，。.！!？?；;、]|$)"
)
#: an estate label and its value: "小区：中海春江花月一期", "小区 estate：回龙观三区",
#: "楼盘名称: …", and a place in parentheses after working from home: "在家办公（小寨）"
_ZH_EST_LABEL = lazy_re(
    r"(?:(?:小区|楼盘|社区|住宅区|所住小区)(?:名称?|名字)?(?:\s?(?i:estate|community|name))?"
    r"|(?i:(?:housing\s)?estate|subdivision))\s?[:：=]\s?"
    r"(?P<v>[\u4e00-\u9fffA-Za-z0-9][\u4e00-\u9fffA-Za-z0-9 '\-]{1,24}?)\s?(?=[\n，,。；;|]|$)"
    r"|(?:在家办公|居家办公|(?i:wfh|working\sfrom\shome)|小区|楼盘|社区|(?i:estate))\s?[（(]\s?"
    r"(?P<w>[\u4e00-\u9fffA-Za-z][\u4e00-\u9fffA-Za-z ]{1,12}?)\s?[）)]"
)
#: words a slot name cannot be: generic places, public ones
_SLOT_GENERIC_END = (
    "站",
    "店",
    "场",
    "馆",
    "医院",
    "学校",
    "公司",
    "校",
    "楼",
    "路口",
    "门口",
    "家",
    "超市",
    "商场",
    "地铁",
    "机场",
    "车站",
    "公园",
    "餐厅",
    "饭店",
    "酒店",
    "单位",
    "办公室",
    "宿舍",
    "这里",
    "那里",
    "哪里",
    # round 22: shops and service points ("药房自提柜"): a kind of place, not a name
    "药房",
    "药店",
    "便利店",
    "菜场",
    "快递柜",
    "驿站",
    "门卫",
    "前台",
    # round 25: a workplace's or a rule's wording ("打卡范围为办公地点周边")
    "地点",
    "范围",
    "区域",
    "位置",
)
_ZH_QUANT_END = re.compile(
    r"(?:全体|以上|以下|所有|全部|部分|其他|其它|各位|广大|多数|少数|半数|多名|多位|几位|每位|每户)$"
)
_SLOT_ESTATE_END = re.compile(r"(?:[一二三四五六七八九十\d]{1,2}[期区]|[东西南北][区里园]|号院)$")
_EN_WORDS_LEFT = re.compile(r"(?:[A-Z][a-zA-Z'\-]{1,20}\s){0,2}[A-Z][a-zA-Z'\-]{1,20}$")


def _slot_zh_ok(v: str) -> bool:  # noqa: PLR0911 - one rejection each
    if len(v) < 2 or len(v) > 12 or v in _ZH_GENERIC or v in _ZH_LI_GENERIC:
        return False
    if _ZH_FLOOR_ONLY.fullmatch(v) is not None:
        return False  # "机房搬到负一层": a floor, no place
    if _ZH_QUANT_END.search(v) is not None:
        return False  # "（全体住户）", "110%以上业主": how many residents, not where
    if _ZH_PUBLIC.match(v) is not None:
        return False  # "在南京路步行街附近": a landmark, "社区活动中心": a facility
    if v[0] in _ZH_PRONOUN or v.endswith(_SLOT_GENERIC_END) or v.endswith(_ZH_GENERIC_END[:2]):
        return False
    # an estate's own ending vouches for the name ("招商春江花月一期"); else no verb in it
    estate = len(v) >= 4 and _SLOT_ESTATE_END.search(v) is not None
    if any((c in _ZH_VERBISH and not estate) or c in _ZH_EST_STOP for c in v):
        return False
    if resolve(_ZH_CITY_END).search(v) is not None:
        return False
    return _ZH_CITYLIKE.fullmatch(v) is None and not v.startswith(_ZH_REGIONS)


#: nationalities and kinds of residence before "resident(s)": "Chinese resident ID numbers"
_DEMONYMS = frozenset(
    _split(
        "Chinese Japanese Korean American British English German French Canadian Australian "
        "Indian Spanish Italian Dutch Irish Swiss Swedish Mexican Brazilian Russian Thai "
        "Vietnamese Filipino Malaysian Singaporean European Asian African Foreign Local "
        "Permanent Legal Tax Overseas Non EU UK US Temporary Lawful Former Current"
    )
)


def _slot_en_ok(v: str) -> bool:
    words = v.split()
    if words[0] in _EN_STOP or words[-1] in _EN_STOP:
        return False
    if words[-1] in _DEMONYMS:
        return False
    return not all(w in _EN_CITIES for w in words) or compass_district(words)


_COMPASS = frozenset(_split("North South East West Northeast Northwest Southeast Southwest"))
#: names in the city list that are countries, states or continents: "South Africa" is no district
_NOT_CITY = frozenset(
    _split(
        "England Scotland Wales Ireland Britain UK US USA America Canada Australia Zealand "
        "Norway Sweden Denmark Finland Germany France Spain Portugal Italy Greece Japan China "
        "Korea India Brazil Argentina Chile Peru Egypt Kenya Nigeria Russia Poland Austria "
        "Switzerland Belgium Netherlands Holland Iceland Texas California Florida Washington "
        "Oregon Colorado Nevada Utah Arizona Georgia Virginia Ohio Michigan Illinois Kansas "
        "Europe Asia Africa Jersey Central Downtown Uptown Midtown City Town Side"
    )
)


def compass_district(words: list[str]) -> bool:
    """A compass part of a city ("East Nashville", "North Leeds") is below city level."""
    return (
        len(words) == 2
        and words[0] in _COMPASS
        and words[1] in _EN_CITIES
        and words[1] not in _NOT_CITY
        and words[1] not in _COMPASS
    )


_NEEDS_SLOT = Needs(
    groups=(
        lits(
            "附近|自提|一带|周边|门|业主|住|片区|车位|resident|hoa|wfh|小区|楼盘|社区|房|片|"
            "estate|subdivision|在|搬|办公"
        ),
    )
)


@dataclass(frozen=True)
class SlotPlaceDetector:
    """A place name in a slot that says where someone lives, picks up or meets: before a
    place word (附近, 自提, 业主, 东门, residents …), after a residence verb (住, 住在, 搬到), or as
    an estate label's value (小区：…); Chinese or English names, never a city."""

    name: str = "slot_place"
    category: Category = Category.GEO
    needs: Needs = _NEEDS_SLOT

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in _SLOT_AFTER.finditer(text):
            got = self._before(text, m.start())
            if got is not None and not _li_app(text, m.group(), got):
                f = norm.finding(self.category, got[0], got[1], 0.7, self.name)
                if f is not None:
                    yield f
        if not norm.flags & CJK:
            return
        for m in resolve(_ZH_RES_NAME).finditer(text):
            v = m.group("v")
            if "搬" in text[m.start() : m.start("v")] and _ZH_ORG_MOVED.search(
                text, max(0, m.start() - 30), m.start("v")
            ):
                continue  # "club…2015 年搬到青岛新 pitches": an organisation moved
            if _slot_en_ok(v) if v.isascii() else _slot_zh_ok(v):
                f = norm.finding(self.category, m.start("v"), m.end("v"), 0.7, self.name)
                if f is not None:
                    yield f
        for m in resolve(_ZH_EST_LABEL).finditer(text):
            g = "v" if m.group("v") is not None else "w"
            v = m.group(g).strip()
            if v.isdigit() or v in _EN_CITIES or _ZH_CITYLIKE.fullmatch(v) is not None:
                continue
            if v.lower() in ("n/a", "none", "null", "无", "未知", "待定", "tbd"):
                continue
            s = m.start(g)
            f = norm.finding(self.category, s, s + len(v), 0.7, self.name)
            if f is not None:
                yield f

    @staticmethod
    def _before(text: str, end: int) -> tuple[int, int] | None:
        """The name right before a slot word ending at ``end`` (a space between allowed)."""
        e = end
        if e > 0 and text[e - 1] == " ":
            e -= 1
        if e > 0 and text[e - 1] in "\n\r\t":
            return None  # the slot word opens a line: the word before is another line's
        if e > 0 and text[e - 1].isascii():
            em = _EN_WORDS_LEFT.search(text, max(0, e - 64), e)
            if em is None or (em.start() > 0 and text[em.start() - 1].isalnum()):
                return None
            return (em.start(), e) if _slot_en_ok(em.group()) else None
        i = e
        while i > max(0, e - 10) and "\u4e00" <= text[i - 1] <= "\u9fff":
            i -= 1
        run = text[i:e]
        cue = _SLOT_PRE_CUE.match(run)
        if cue is not None:
            i, run = i + cue.end(), run[cue.end() :]
        city = resolve(_ZH_EST_CITY).match(run)
        if city is not None and len(run) - city.end() >= 2:
            i, run = i + city.end(), run[city.end() :]
        if not _slot_zh_ok(run):
            return None
        return i, e


_EN_NAME = r"(?P<v>[A-Z][a-zA-Z'\-]{1,20}(?:\s[A-Z][a-zA-Z'\-]{1,20}){0,2})"
#: English slots: a cue before the name, or around it
_EN_SLOTS = tuple(
    lazy_re(p)
    for p in (
        # "the user's neighbourhood, Hyde Park, floods"
        r"(?i:neighbou?rhood|suburb|estate)(?:'s)?,\s" + _EN_NAME + r"(?![A-Za-z])",
        # "restaurant suggestions near East Nashville", "rentals around Ancoats"
        r"(?i:suggestions?|recommendations?|restaurants?|places|things\sto\sdo|options|caf[eé]s|"
        r"bars|pubs|shops|takeaways?|listings|rentals|flats|houses|homes|apartments|deals)"
        r"\s(?i:near|around|in)\s(?:the\s)?" + _EN_NAME + r"(?![A-Za-z])",
        # "jogs around Southville", "cycling through Roath"
        r"(?i:jog|run|walk|cycle|bike|stroll|ride)(?i:s|ged|ging|ning|ed|ing|d)?\s"
        r"(?i:around|through|round|in)\s(?:the\s)?" + _EN_NAME + r"(?![A-Za-z])",
        # "the primary school in Jamaica Plain"
        r"(?i:primary|secondary|elementary|middle|high|local|nursery|junior|infant|kids'?)\s"
        r"(?i:school|nursery)\s(?i:in|near|on)\s(?:the\s)?" + _EN_NAME + r"(?![A-Za-z])",
        # "the house we're renting is in Silver Lake", "bought a flat in Silverdale"
        r"(?i:renting|rented|rent|bought|buying|own|owned|selling|sold)\s"
        r"(?:(?i:is|was)\s|(?i:an?|our|my|the)\s(?:[a-z]+\s)?(?i:flat|house|home|condo|apartment|"
        r"place|townhouse|bungalow)\s)?(?i:in|on|near)\s(?:the\s)?" + _EN_NAME + r"(?![A-Za-z])",
        # "we're moving to Southville", "the user relocated to Ancoats"
        r"(?i:we|i|they|he|she|you|family|user|parents|mum|mom|dad|folks)"
        r"(?i:'re|'m|'ve|\sare|\sis|\swill|\sjust|\shave|\shas|\sfinally)?(?:\s(?i:be|just))?\s"
        r"(?i:mov(?:e|ed|ing)|relocat(?:e|ed|ing))\s(?i:to|into|over\sto)\s(?:the\s)?"
        + _EN_NAME
        + r"(?![A-Za-z])",
        # "our flat in Hillhead", "my local is in Kemptown", "the user's GP is on …"
        r"(?i:our|my|their|his|her|the\suser'?s|user'?s)\s(?i:flat|house|home|apartment|place|condo|"
        r"street|road|local|gp|surgery|allotment|garage|parking\sspace|gym|dentist|doctor|barber|"
        r"salon|church|nursery|daycare|kids'?\sschool|school|office|studio|climbing\sgym|pool)\s"
        r"(?i:is\s|was\s)?(?i:in|on|near|off|by)\s(?:the\s)?" + _EN_NAME + r"(?![A-Za-z])",
        # "they're in Jericho now; route the courier there"
        r"(?i:i'?m|we'?re|they'?re|he'?s|she'?s|(?:user|they|we|i)\s(?:is|are|am))\s"
        r"(?i:now\s|currently\s|still\s)?(?i:in|at)\s(?:the\s)?" + _EN_NAME
        + r"(?=\s(?i:now|these\sdays|at\sthe\smoment|for\snow)(?![A-Za-z]))",
        # "walks the dog in Fernhill Park"
        r"(?i:walk(?:s|ed|ing)?\s(?:the\s)?dogs?|dog\swalks?)\s(?i:in|around|through|near|round)\s"
        r"(?:the\s)?" + _EN_NAME + r"(?![A-Za-z])",
        # "pickup in Heatherfield Terrace", "collection from Kentish Town"
        r"(?i:pick-?\s?up|collection|collect)\s(?i:in|from|at)\s(?:the\s)?" + _EN_NAME
        + r"(?![A-Za-z])",
        r"(?i:residents|homeowners|neighbou?rs)\s(?i:of)\s(?:the\s)?" + _EN_NAME + r"(?![A-Za-z])",
        # "LOST DOG in the Walthamstow area of Sheffield"
        r"(?i:in|around|near|from)\sthe\s" + _EN_NAME
        + r"\s(?:area|neighbou?rhood|district|part\sof\stown|end\sof\stown)(?![A-Za-z])",
        # "the Williamsburg residents' newsletter"
        _EN_NAME + r"\s(?:residents'?|homeowners'?|HOA|neighbou?rs'\s(?:group|association))"
        r"(?![A-Za-z])",
        # "Is Didsbury a nice place to live?"
        r"(?<![A-Za-z])(?i:is|was)\s" + _EN_NAME + r"\sa\s(?:[a-z]+\s){0,2}(?:place|area|"
        r"neighbou?rhood|suburb|spot|part\sof\stown)\sto\s(?:live|raise|buy|rent|settle|move|bring)",
        # "Oakwood subdivision", "the Fernley housing estate"
        r"(?<![A-Za-z])(?P<v2>" + _EN_NAME + r"\s(?:subdivision|housing\sestate|"
        r"housing\sdevelopment))(?![A-Za-z])",
        # round 10: where a child's school or nursery is ("Kid's school is in Dulwich", "the
        # nursery they picked is right in Fremont", "daycare 在 Queen Anne")
        r"(?i:school|nursery|daycare|kindergarten|preschool|creche|childminder)(?![A-Za-z])"
        r"[^.;!?\n]{0,40}?\s(?i:is|are|was|sits)\s(?i:right\s|just\s|over\s)?(?i:in|near|by)\s"
        r"(?:the\s)?" + _EN_NAME + r"(?![A-Za-z])",
        # round 10: a commute's start ("commute from Queen Anne is 20 min", "commute 从 Fremont")
        r"(?i:commut(?:e|es|ed|ing))\s(?:(?i:time|is|was)\s)?(?i:from|从)\s?(?:the\s)?"
        + _EN_NAME + r"(?![A-Za-z])",
        # round 10: someone lives there, or moved away from it to be nearer something
        r"(?<![A-Za-z])(?i:we|i|they|he|she|you|family|user|parents|folks|kids)"
        r"(?:\s(?i:still|now|currently|all|both))?\s(?i:live|lives|lived)\s(?i:in|on)\s(?:the\s)?"
        r"(?P<v>[A-Z][a-zA-Z'\-]{1,20}(?:\s[A-Z][a-zA-Z'\-]{1,20}){1,2})(?![A-Za-z])",
        r"(?<![A-Za-z])(?i:moved|moving|relocated|relocating)\s(?i:from|out\sof)\s(?:the\s)?"
        + _EN_NAME + r"(?=\s(?i:to\sbe\s(?:closer|nearer)|to\s(?:our|my|a|the)\s(?:new\s)?"
        r"(?:flat|house|place|home|apartment|area|neighbou?rhood)|(?:last|this)\s"
        r"(?:year|month|spring|summer|autumn|fall|winter)|for\s(?:the\s)?(?:school|schools|job|"
        r"commute|kids)))",
    )
)
#: literals one of which each pattern of _EN_SLOTS holds (lowercase, in order): a substring
#: test before each regex scan
_EN_SLOT_HINTS: tuple[tuple[str, ...], ...] = (
    ("neighbo", "suburb", "estate"),
    lits(
        "suggestion|recommendation|restaurant|places|things|option|caf|bars|pubs|shops|takeaway|"
        "listing|rental|flats|houses|homes|apartments|deals"
    ),
    lits("jog|run|walk|cycl|bike|stroll|rid"),
    ("school", "nursery"),
    lits("rent|bought|buying|own|selling|sold"),
    ("mov", "relocat"),
    lits("our|my|their|his|her|user"),
    lits("now|days|moment"),
    ("dog",),
    ("pick", "collect"),
    lits("resident|homeowner|neighbo"),
    lits("area|neighbo|district|town"),
    lits("resident|homeowner|hoa|neighbo"),
    ("to",),
    lits("subdivision|housing"),
    lits("school|nursery|daycare|kindergarten|preschool|creche|childminder"),
    ("commut",),
    lits("live in|lives in|lived in|live on|lives on|lived on"),
    lits("moved from|moving from|relocated from|relocating from|out of"),
)
#: the hints answered by the gate's own literal scan (one mask test per pattern)
_EN_SLOT_GATES = Gates((hint,) for hint in _EN_SLOT_HINTS)
#: products, tools and parts of a work a slot cue may also precede
_SLOT_NOT = _HOUSE_NOT | frozenset(
    _split(
        "Python Java Rust Ruby Golang Kotlin Swift Cloud Azure Linux Ubuntu Windows Mac Postgres "
        "PostgreSQL MySQL Redis Kafka Docker Kubernetes Terraform Notion Figma Version Stage "
        "Phase Step Room Floor Engineering Sales Marketing Finance Legal Product Design Support "
        "Starbucks Costa Tesco Sainsbury Walmart Target Amazon Apple Microsoft Meta Netflix "
        "Meetings Meeting Class Classes Lecture Lectures Traffic Transit Queue Bed Hospital "
        "Trouble Charge Love Luck Standup Standups Interviews Interview Lunch Dinner Surgery "
        "Session Term Semester Week Module Lesson Unit Grade Recess Lockdown Holiday Holidays "
        "Special Ofsted Session"
    )
)
_VERSION_AFTER = re.compile(r"\.?\s?\d")


def _slot_not(text: str, v: str, end: int) -> bool:
    """A tool, a product, an acronym or a numbered part after a place cue, not a place."""
    words = v.split()
    if words and words[0] == "the":
        words = words[1:]
    if not words:
        return True
    return (
        (v.isupper() and len(v) <= 6)
        or words[0] in _SLOT_NOT
        or _VERSION_AFTER.match(text, end) is not None
    )
_EN_CITY_AFTER = re.compile(r"(?i)\s(?:city|town|county|state|province|borough)(?![a-z])")
_NEEDS_EN_SLOT = Needs(
    UPPER,
    groups=(
        lits(
            "neighbo|suburb|estate|near|around|through|round|school|nursery|rent|bought|buying|"
            "own|sell|sold|pick|collect|resident|homeowner|hoa|area|district|town|place to|"
            "subdivision|development|spot to|live|raise|settle|move|moving|relocat|flat|house|"
            "home|apartment|place|condo|street|road|local|gp|surgery|allotment|garage|parking|dog|"
            "gym|dentist|doctor|barber|salon|church|daycare|office|studio|pool|now|moment|commut|"
            "kindergarten|creche|childminder"
        ),
    ),
    # and one pattern's hint (find() scans no pattern whose hint is absent)
    alternatives=tuple((hint,) for hint in _EN_SLOT_HINTS),
)


@dataclass(frozen=True)
class EnSlotDetector:
    """An English place name in a slot that says where someone lives, runs, picks up or
    looks for restaurants ("suggestions near Ancoats", "Is Roath a nice place to live?",
    "pickup in Heatherfield Terrace"); never a city or a country."""

    name: str = "slot_place_en"
    category: Category = Category.GEO
    needs: Needs = _NEEDS_EN_SLOT

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        found = _EN_SLOT_GATES.found(norm.low)
        for rx, need in zip(_EN_SLOTS, _EN_SLOT_GATES.masks, strict=True):
            if found & need != need:
                continue  # the pattern's own cue words are absent: skip its scan
            pattern = resolve(rx)
            g = "v2" if "v2" in pattern.groupindex else "v"
            for m in pattern.finditer(text):
                v = m.group("v")
                words = v.split()
                if not (_en_place_ok(True, v) or compass_district(words)):
                    continue
                if _EN_CITY_AFTER.match(text, m.end("v")) is not None:
                    continue  # "Pick-up in Exeter city centre": a town, named as one
                if _slot_not(text, v, m.end("v")):
                    continue  # "moved to AWS", "moved to Python 3.12", "place in Chapter 3"
                if _landmark_only(text, v, m.start("v"), m.end("v")):
                    continue  # "we walked through Central Park": a landmark, nobody's home
                if firm_premises(text, m.start("v")):
                    continue  # "our office on Baker Street": a firm's premises
                f = norm.finding(self.category, m.start(g), m.end(g), 0.7, self.name)
                if f is not None:
                    yield f


ROUND4 = (SlotPlaceDetector(), EnSlotDetector())





# -- round 7: a neighbourhood-shaped name anywhere in a sentence about where someone lives ----
#: place-type words that end an estate / neighbourhood / street name
_HOME_SUF = (
    "Grove|Groves|Estate|Estates|Commons|Common|Brook|Brooks|Park|Fields|Field|Heights|Meadows|"
    "Meadow|Green|Gardens|Garden|Village|Hill|Hills|Vale|Valley|Court|Place|Square|Rise|Mews|"
    "Close|Terrace|Crescent|Manor|Ridge|Woods|Wood|Springs|Landing|Point|Pointe|Lakes|Lake|"
    "Hollow|Farm|Farms|Acres|Glen|Dale|Downs|Chase|Crossing|Oaks|Pines|Grange|Croft|Gate|"
    "Wharf|Quay|Heath|Bank|Bend|Knoll|Orchard|Shores|Trails|Creek|Cove|Harbour|Harbor|Haven|"
    "Lodge|Mansions|Residences|Towers|Parade|Row|Walk|Way|Lane|Road|Street|Avenue|Drive|End|"
    "Fold|Leys|Lea|Mead|Reach|Station|Plaza|Plain|Slope"
)
#: capitalized, also every street suffix (Faker's street names: "Smith Trace", "Hill Loaf")
_HOME_SUF_ALL = "|".join(
    sorted(set(_HOME_SUF.split("|")) | set(_STREET_SUFFIXES), key=len, reverse=True)
)
#: a place-type word: any suffix capitalized or in capitals, one of _HOME_SUF in lower case
_HOME_SUF_RE = (
    r"(?:" + _HOME_SUF_ALL + "|" + _HOME_SUF_ALL.upper() + "|" + _HOME_SUF.lower() + r")"
)
#: the prefilter: a suffix as the pattern takes it (Title, UPPER, or one of _HOME_SUF lower)
_HOME_SUF_WORDS = frozenset(
    [*_HOME_SUF_ALL.split("|"), *_HOME_SUF_ALL.upper().split("|"), *_HOME_SUF.lower().split("|")]
)


def _word_trie(words: frozenset[str]) -> str:
    """A regex of ``words`` factored by common prefixes ("C(?:ourt|r(?:escent|oft))…"): the
    regex engine tries one branch per distinct next letter, not every word in turn (627 words
    were tried at each of up to three word ends per word start: ~20 µs a text). The same
    language; which word of a flat alternation is tried first matters only when one word is
    a prefix of another, and a caller that requires no letter after the match (as
    ``_HOME_NAME`` does) accepts only the one that is the whole letter run."""
    trie: dict[str, dict[str, Any]] = {}
    for word in words:
        node = trie
        for c in word:
            node = node.setdefault(c, {})
        node[""] = {}

    def emit(node: dict[str, Any]) -> str:
        alts = [re.escape(c) + emit(node[c]) for c in sorted(node) if c]
        if "" in node:
            return "(?:" + "|".join(alts) + ")?" if alts else ""
        return alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"

    return "(?:" + emit(trie) + ")"


_HOME_NAME = lazy_re(
    r"(?<![A-Za-z0-9\-])(?P<v>(?P<n>(?:[A-Za-z][a-zA-Z'’\-]{1,20}\s){1,3})"
    r"(?P<s>" + _word_trie(_HOME_SUF_WORDS) + r"))(?![A-Za-z0-9\-])"
)
#: what says the sentence is about where someone lives (anywhere in it, before or after)
_HOME_CUE = lazy_re(
    r"(?i)(?<![a-z])(?:"
    r"(?:our|my|their|his|her|your|kids'?|children'?s|family'?s?|parents'?|grandma'?s|grandpa'?s|"
    r"granny'?s|nan'?s|mum'?s|mom'?s|dad'?s|in-laws'?|sister'?s|brother'?s|friend'?s|aunt'?s|"
    r"uncle'?s|babysitter'?s|nanny'?s|user'?s|customer'?s|client'?s|candidate'?s|caller'?s|"
    r"patient'?s|member'?s|guest'?s|tenant'?s|applicant'?s|employee'?s|passenger'?s|"
    r"travell?er'?s|rider'?s|driver'?s)\s(?:[a-z\-]{2,12}\s)?"
    r"(?:place|home|house|flat|apartment|condo|cabin|cottage|bungalow|villa|caravan|allotment|"
    r"street|road|estate|neighbou?rhood|area|catchment|postcode|zip|address|garden|yard|farm|"
    r"plot|building|block|complex|development|community|village|townhouse|digs|pad|new\sbuild|"
    r"school|primary|nursery|daycare|kindergarten|preschool|gp|surgery|local|church|"
    r"care\shome|retirement\shome)s?"
    r"(?![a-z]|\s(?:team|page|screen|network|wi-?fi|router|server|button|made|cooked|cooking|"
    r"games?|ground|crowd|fans|office|gym|kit|match|run|straight|stretch)(?![a-z]))"
    r"|home\s?(?:location|address|area|base|pin|postcode|zip|neighbou?rhood|is|was|in)"
    r"|(?:as|to)\s(?:our\s|my\s|the\s)?home|(?:at|back)\shome\sin"
    r"|(?:we|i|they|he|she|you|parents|folks|family|grandma|grandpa|granny|nan|mum|mom|dad|"
    r"in-laws|sister|brother|friend|babysitter|nanny|neighbou?rs?)"
    r"(?:'re|'m|'ve|'s|\sare|\sam|\sis|\shave|\shas|\swill|\sjust)?"
    r"\s(?:now\s|still\s|currently\s|just\s|finally\s|all\s|also\s|be\s|recently\s)?"
    r"(?:live[sd]?|living|moved|moving|relocat[a-z]{1,4}|settled|staying|based|resid[a-z]{1,4}|"
    r"over\sin)"
    r"|lives?\s(?:in|at|on|near|by|off|over)|grew\sup\s(?:in|on)|mov(?:e[ds]?|ing)\s(?:to|into)"
    r"|commut(?:e[ds]?|ing)\s(?:in\s)?(?:from|in)"
    r"|(?:last\s(?:known\s)?|current\s|shared\s|saved\s|pick-?up\s|drop-?off\s)location"
    r"|location\s(?:shared|pinned|saved|sent)"
    r"|(?:we'?re|i'?m|they'?re|we\sare|i\sam|they\sare)\s(?:now\s|still\s)?in"
    r"|catchment|allotment|neighbou?rhood|subdivision|hoa|cul-de-sac|housing\sestate|estate|"
    # round 15: what only a residential building has, and viewing homes
    r"gate\scodes?|key\s?fobs?|concierge|doorman|"
    r"(?:flat|house|home|apartment)\sviewings?|viewing\s(?:flats|houses|homes|apartments)|"
    r"community|residents?|homeowners?|where\s(?:we|i|they)\s(?:live|stay)|"
    r"(?:house|flat|home|apartment)[\s\-]?hunting|rent|deliver(?:y|ies)?\sto|"
    r"(?:deliver|ship)\s(?:[a-z']{1,12}\s){1,3}to"
    r"|(?:cabin|cottage|house|flat|apartment|condo|home|place|villa|caravan|bungalow)"
    r"\s(?:is|was|'s)\s(?:at|in|on|near|by|off)"
    r")(?![a-z])"
    r"|(?:我|我们|咱|咱们|你|你们|他|她|他们|爸妈|父母|奶奶|爷爷|外婆|外公|姥姥|公婆)家|家里|回家|到家|"
    r"住|搬|学区|小区|社区|楼盘|物业|业主|房租|看房|送到|寄到|回(?=\s?[A-Z])|离(?=\s?[A-Z])|"
    r"(?:定位|位置|所在地|常住地|居住地)\s?[:：是在]|"
    r"(?:设为|设成|设置为|作为|当成|当作)\s?(?:我|我们|咱)?的?家|"
    # round 15: what only a residential compound has, or house hunting (换了新门禁, 看房)
    r"门禁|门卫|保安|业委会|物业费|电梯|楼下|邻居|看房|看楼盘|房价|房租|二手房|新房|样板房|"
    r"(?<=[\u4e00-\u9fff])\s?(?i:home)|(?i:home)\s?(?=[\u4e00-\u9fff:：=])"
)
#: famous public places with a place-type word: named as a landmark, not where someone lives
_FAMOUS = frozenset(
    _split(
        "hyde_park central_park regent's_park regents_park green_park st_james's_park "
        "hampstead_heath kew_gardens covent_garden battery_park prospect_park golden_gate_park "
        "millennium_park grant_park griffith_park stanley_park centennial_park phoenix_park "
        "botanic_gardens botanical_gardens trafalgar_square leicester_square times_square "
        "union_square washington_square madison_square harvard_square russell_square "
        "sloane_square berkeley_square parliament_square federation_square olympic_park "
        "victoria_park richmond_park greenwich_park holland_park battersea_park "
        "kensington_gardens"
    )
)
#: generic compounds with a place-type word, cities and states: never a private location
_HOME_NOT = frozenset(
    _split(
        "power_point access_point check_point entry_point starting_point focal_point data_point "
        "market_place work_place food_court supreme_court high_court crown_court county_court "
        "family_court tennis_court basketball_court car_park theme_park water_park "
        "national_park business_park retail_park science_park trading_estate real_estate "
        "industrial_estate village_green bowling_green town_square market_square wall_street "
        "main_street high_street easy_street abbey_road memory_lane penny_lane fast_lane "
        "silicon_valley death_valley beverly_hills palm_springs colorado_springs salt_lake "
        "sesame_street jurassic_park south_park"
    )
)
#: a landmark preposition right before a famous place: "our flat is near Hyde Park"
_LANDMARK_BEFORE = re.compile(
    r"(?i)(?:near|by|beside|opposite|next\sto|close\sto|through|around|across|past|overlooking|"
    r"off|in|at|to|from|visit(?:ed|ing)?|walk(?:ed|ing)?|附近|旁边|对面|去|到|在)\s?(?:the\s)?$"
)


def _famous(key: str) -> bool:
    return key in _FAMOUS


#: words that open a sentence or a clause but no place name: "Put Willow Brook as…"
_HOME_LEAD_NOT = frozenset(
    _split(
        "put set use save add make change update meet send call text visit try take bring drive "
        "go head come mark pin remember note tell ask book get show find search navigate please "
        "and but so then also yes no hi hey welcome near at in on from to is was are were since "
        "via outside behind around past like both only just even beside opposite next before "
        "after dear thanks thank congrats happy moving living visiting leaving staying walking "
        "driving heading going coming lovely beautiful sunny quiet our my the a an their his her "
        "your its this that these those we i he she they you it of for with by as or not new old "
        "big little small called named is the kids kids' school catchment holiday "
        "monday tuesday wednesday thursday friday saturday sunday today tomorrow tonight "
        "mum mom dad grandma grandpa nan granny family home house flat place allotment "
    )
)
#: lower-case words that are no name: "in the old park", "a quiet village"
_HOME_LOWER_NOT = (_EN_HOOD_COMMON | _HOME_LEAD_NOT) - frozenset(
    _split("cherry apple oak pine maple rose lily willow cedar birch elm ash")
)
#: right before a lower-case name: a place preposition or a separator
_HOME_LOWER_BEFORE = frozenset(_split("in at on to near by is off called named into"))
#: a person, not a place: "Jane Park lives next door", "Emma Green said"
_HOME_PERSON_AFTER = re.compile(
    r"(?i)\s(?:lives|lived|said|says|told|came|comes|will|who|works|worked|and\s(?:her|his)|"
    r"is\s(?:coming|my|our|a)|was\s(?:my|our|a))(?![a-z])|'s\s(?:mum|mom|dad|husband|wife|kids?)"
)
_HOME_SUF_SURNAME = frozenset(
    _split("park green hill hills wood woods brook brooks field fields lake hall")
)
_CLAUSE_END = re.compile(r"[.!?\n。！？；;]")


def _clause(text: str, s: int, e: int) -> tuple[int, int]:
    """The clause around ``s:e`` (at most 160 characters either side)."""
    a, b = max(0, s - 160), min(len(text), e + 160)
    lo = a
    for m in _CLAUSE_END.finditer(text, a, s):
        if m.group() != "." or text[m.end() : m.end() + 1] in (" ", "\n", ""):
            lo = m.end()
    m2 = _CLAUSE_END.search(text, e, b)
    while (
        m2 is not None
        and m2.group() == "."
        and text[m2.end() : m2.end() + 1] not in (" ", "\n", "")
    ):
        m2 = _CLAUSE_END.search(text, m2.end(), b)
    return lo, (m2.start() if m2 is not None else b)


def _landmark_only(text: str, v: str, s: int, e: int) -> bool:
    """A famous public place ("Central Park") in a sentence that says nothing about a home."""
    words = v.split()
    if words and words[0].lower() == "the":
        words = words[1:]
    if not _famous("_".join(words).lower().replace("’", "'")):
        return False
    return not _cue_around(resolve(_HOME_CUE), text, s, e)


#: a flat or house number right after the name: "Harcourt Square, flat 3"
_UNIT_AFTER = re.compile(
    r"(?i),?\s(?:flat|apt\.?|apartment|unit|house|no\.?|number|block|building)\s?#?\d{1,4}[a-z]?"
    r"(?![\d:.])"
)
#: the next sentence says someone lives there: "Is Elm Park nice? We're moving there"
_THERE = re.compile(
    r"(?i)(?<![a-z])(?:live[sd]?|living|mov(?:e[ds]?|ing)|settled|based|bought|"
    r"renting|rent)\s(?:[a-z]+\s)?(?:there|in\sthere|nearby)(?![a-z])|搬过去|搬去那|住那|住在那"
    r"|(?<![a-z])(?:where|that's|thats|it's|its)\s(?:where\s)?(?:we|i|they|he|she|my\s[a-z]+)"
    r"\s(?:live|lives|stay|stays|rent|grew\sup)(?![a-z])|就住那|我家就在那"
)


def _there_after(text: str, e: int) -> bool:
    hi = _clause(text, e, e)[1]
    nxt = _CLAUSE_END.search(text, hi + 1, hi + 120) if hi < len(text) else None
    stop = nxt.start() if nxt is not None else min(len(text), hi + 120)
    return _THERE.search(text, hi, stop) is not None


def _cue_around(cue: re.Pattern[str], text: str, s: int, e: int) -> bool:
    """A home cue in the clause around ``s:e``, outside the name itself."""
    lo, hi = _clause(text, s, e)
    return any(m.end() <= s or m.start() >= e for m in cue.finditer(text, lo, hi))


#: round 8: a one-word name made like an English place name (a tree, a bird or a landform
#: and an old place-name ending: Thornridge, Larchmead, Willowcombe, Rowanhurst) before a
#: residential place word names a neighbourhood or an estate, with or without a home cue
_TOPONYM = re.compile(
    r"[A-Z][a-z]{2,12}(?:mead|combe|hurst|holme|croft|ridge|gate|brook|dale|stead|wood|field|"
    r"ford|bury|worth|thorpe|wick|mere|moor|haven|crest|leigh|bourne|dene|cote|hythe)"
)
_TOPONYM_SUF = frozenset(
    _split(
        "Heights Village Estate Estates Gardens Green Park Meadows Commons Manor Grange Rise Mews "
        "Vale Chase Fields Hollow Crescent Close Grove Court Acres Glen Place Square Terrace"
    )
)


def _toponym_estate(words: list[str]) -> bool:
    if len(words) != 2 or words[1].capitalize() not in _TOPONYM_SUF:
        return False
    w = words[0].capitalize() if words[0].isupper() else words[0]
    if _TOPONYM.fullmatch(w) is None or w in _EN_CITIES or w in _EN_STOP:
        return False
    return not _name_word(w.lower())  # "Bradley Green", "Ashford Park": may be a person


def _home_name(text: str, m: re.Match[str]) -> int | None:
    """Where the place name of ``m`` starts (None: no name)."""
    words = m.group("n").split()
    suf = m.group("s")
    starts: list[int] = []
    pos = m.start("n")
    for w in words:
        starts.append(text.index(w, pos))
        pos = starts[-1] + len(w)
    if suf[0].isupper():
        # the capitalized run right before the suffix, without opening verbs / function words
        i = len(words)
        while i > 0 and words[i - 1][0].isupper():
            i -= 1
        while i < len(words) and words[i].lower().rstrip("'’s") in _HOME_LEAD_NOT:
            i += 1
        if i == len(words):
            return None
        return starts[i]
    if not suf.islower():
        return None
    # lower case: one or two words right after a place preposition ("we live in maple grove")
    for k in (2, 1):
        if len(words) < k or any(not w.islower() for w in words[-k:]):
            continue
        if any(w in _HOME_LOWER_NOT or w.endswith(("ing", "ed", "ly")) for w in words[-k:]):
            continue
        if len(words) > k:
            ok = words[-k - 1] in _HOME_LOWER_BEFORE
        else:
            before = text[max(0, m.start("n") - 2) : m.start("n")].rstrip()
            ok = before[-1:] in (",", ":", "：", "，", "是", "在", "住", "到", "为", "成")
        if ok:
            return starts[-k]
    return None


@dataclass(frozen=True)
class HomePlaceDetector:
    """A neighbourhood-, estate- or street-shaped name ("Maple Grove", "Kingsmead Estate",
    "larkspur commons") in a sentence that says where someone lives ("our place", "home
    location", "catchment", "we moved to", "把…设成home", "学区") — the cue anywhere in the
    sentence, before or after the name. Public landmarks and cities are left alone."""

    name: str = "home_place"
    category: Category = Category.GEO
    needs: Needs | None = None

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        cue = resolve(_HOME_CUE)
        for m in resolve(_HOME_NAME).finditer(text):
            start = _home_name(text, m)
            if start is None:
                continue
            end = m.end("v")
            name = text[start:end]
            words = name.split()
            key = "_".join(words).lower().replace("’", "'")
            if key in _HOME_NOT or "_".join(words[-2:]).lower() in _HOME_NOT:
                continue
            if _famous(key) and _LANDMARK_BEFORE.search(text, max(0, start - 24), start):
                continue  # "our flat is near Hyde Park": a landmark
            if all(w in _EN_CITIES for w in words[:-1]) or words[0] in _EN_STOP:
                continue
            if _slot_not(text, name, end):
                continue
            if (
                len(words) == 2
                and words[1].lower() in _HOME_SUF_SURNAME
                and _HOME_PERSON_AFTER.match(text, end) is not None
            ):
                continue  # "Jane Park lives next door": a person
            if not (
                _cue_around(cue, text, start, end)
                or (
                    not _famous(key)
                    and (
                        _UNIT_AFTER.match(text, end) is not None
                        or _there_after(text, end)
                        or _toponym_estate(words)
                    )
                )
            ):
                continue
            f = norm.finding(self.category, start, end, 0.7, self.name)
            if f is not None:
                yield f


def _slot_name(g: str) -> str:
    return r"(?P<" + g + r">[A-Z][a-zA-Z'’\-]{1,20}(?:\s[A-Z][a-zA-Z'’\-]{1,20}){0,2})"


#: what may follow "home" in a slot: an end, a place word, Chinese, a sign-off
_HOME_END = (
    r"(?i:home)(?:\s(?i:area|location|address|neighbou?rhood|base|town|postcode|zip))?"
    r"(?=\s?(?:$|[.,!?;:)\]」』，。！？；～~]|[\u4e00-\u9fff]|\s(?i:please|pls|thanks|thx|asap|ty|"
    r"now|too|from\snow)(?![a-z])))"
)
#: a bare name in a slot that only a home fills ("add Moseley as my home area", "小区叫 Kemptown",
#: "把Portobello设为家", "home is Jamaica Plain"): no place-type word needed
_HOME_SLOTS = lazy_re(
    r"(?<![A-Za-z0-9])"
    + _slot_name("v")
    + r"\s?(?:(?i:as|for)\s(?:(?i:our|my|the)\s)?|为\s?|作为\s?)"
    + _HOME_END
    + r"|(?:小区|社区|楼盘)(?:名|名字|名称)?\s?(?:叫做?|是|(?i:is|was))\s?[“「『\"']?"
    + _slot_name("v2")
    + r"(?![A-Za-z0-9])"
    + r"|把\s?"
    + _slot_name("v3")
    + r"\s?(?:设为|设成|设置为|改成|改为|当成|当作)\s?(?:我|我们|咱)?的?(?:家|(?i:home))"
    + r"|(?<![A-Za-z])(?i:home)(?:\s(?i:area|location|address|neighbou?rhood|base))?"
    r"\s(?i:is|was)\s(?:now\s)?"
    + _slot_name("v4")
    + r"(?![A-Za-z0-9])"
)
#: brands and apps that are set "as home" (a home page, a home screen)
_HOME_SLOT_NOT = frozenset(
    _split(
        "Google Chrome Safari Firefox Edge Bing Yahoo Netflix Spotify YouTube Gmail Outlook "
        "Facebook Instagram Twitter Reddit Amazon Notion Slack Teams Zoom Wikipedia Maps Office "
        "Settings Desktop Dashboard Inbox Feed Calendar Launcher Widget Page Screen Tab"
    )
)


@dataclass(frozen=True)
class HomeSlotDetector:
    """A bare place name in a slot that only a home fills: "add Moseley as my home area",
    "我家小区 is Meanwood", "把Portobello设为家", "home is Jamaica Plain"."""

    name: str = "home_slot"
    category: Category = Category.GEO
    needs: Needs | None = None

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in resolve(_HOME_SLOTS).finditer(text):
            g = next(k for k in ("v", "v2", "v3", "v4") if m.group(k) is not None)
            start, end = m.span(g)
            words = text[start:end].split()
            while len(words) > 1 and words[0].lower() in _HOME_LEAD_NOT:  # "Set Moseley as…"
                start = text.index(words[1], start + len(words[0]))
                words = words[1:]
            v = text[start:end]
            if words[0] in _EN_STOP or words[0] in _HOME_SLOT_NOT or _slot_not(text, v, end):
                continue
            if all(w in _EN_CITIES for w in words):
                continue
            f = norm.finding(self.category, start, end, 0.7, self.name)
            if f is not None:
                yield f


def _home_hint(norm: NormalizedText) -> bool:
    return not _HOME_SUF_WORDS.isdisjoint(words_of(norm))

#: a ZIP / 邮编 named as a home location by a cue after it ("Put 91764 as our home location",
#: "把822562设成home", "10001 is where we live")
_HOME_AFTER = (
    r"(?=[\"'”’」』》】)\]]?\s?(?:"
    r"(?i:(?:as|for|is|->)\s(?:(?:the|my|our|your|his|her|their|a)\s)?(?:new\s|default\s|saved\s)?"
    r"(?:home|house|location|address|neighbou?rhood|postcode|post\scode|zip)(?![a-z])"
    r"(?!\s(?:office|page|screen|server|network|team|directory|folder|button|dir|router|"
    r"assistant|automation|number|phone|game)(?![a-z]))"
    r"|is\swhere\s(?:we|i|they|he|she|my|our)\s)"
    r"|(?:设成|设为|设置为|设置成|改成|改为|当成|当作|作为|填成|填为|是|就是)\s?"
    r"(?:我|我们|咱|咱们|你|他|她|爸妈|父母)?(?:家|家里)?的?\s?"
    r"(?:(?i:home|location|address)|位置|定位|住址|地址|家|常住地|所在地)))"
)
_HOME_BEFORE = (
    r"(?:(?i:(?<![a-z])home(?:\s?(?:location|address|area|zip|postcode|pin))?|(?<![a-z])location)"
    r"|家(?:里|庭)?的?(?:位置|定位|地址|住址)|住址|住处|常住地|居住地)"
    r"\s?[:：=]\s?[\"'“‘「『【(\[]?\s?"
)
_HOME_CODE_AFTER = lazy_re(
    r"(?<![A-Za-z0-9_.\-/#$€£¥+:])(?P<v>\d{5}(?:-\d{4})?|\d{6})(?![\d\-.:%/]|[A-Za-z])"
    + _HOME_AFTER
)
#: … or a home / location key before it ("home location：623370", "家的位置 = 100101")
_HOME_CODE_BEFORE = lazy_re(
    _HOME_BEFORE + r"(?P<v>\d{5}(?:-\d{4})?|\d{6})(?![\d\-.:%/]|[A-Za-z])"
)
#: UK and Canadian postcodes in any case, the same cues ("put sw1a 1aa as our home location")
_POSTAL_ANY = (
    r"(?P<v>(?i:[a-z]{1,2}\d[a-z\d]?\s?\d[abd-hjlnp-uw-z]{2}"
    r"|[abceghj-nprstvxy]\d[abceghj-nprstv-z]\s?\d[abceghj-nprstv-z]\d))(?![A-Za-z0-9_\-])"
)
_HOME_POSTAL = lazy_re(
    r"(?<![A-Za-z0-9_\-./])" + _POSTAL_ANY + _HOME_AFTER + r"|" + _HOME_BEFORE
    + _POSTAL_ANY.replace("?P<v>", "?P<w>")
)


#: ``_UK_HINT`` or ``_CA_HINT`` in one search of ``low`` (case-folded as their ``(?i)`` is)
_POSTAL_HINT_LOW = re.compile(r"[a-z]\d(?:[a-z\d]?\s?\d[a-z]{2}|[a-z]\s?\d[a-z]\d)")


def _home_postal_hint(norm: NormalizedText) -> bool:
    return _POSTAL_HINT_LOW.search(norm.low) is not None


@dataclass(frozen=True)
class HomePostalDetector:
    """A UK / Canadian postcode named as a home location, in any case."""

    name: str = "postcode_home_alnum"
    category: Category = Category.GEO
    needs: Needs | None = None

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_HOME_POSTAL).finditer(norm.text):
            g = "v" if m.group("v") is not None else "w"
            f = norm.finding(self.category, m.start(g), m.end(g), 0.75, self.name)
            if f is not None:
                yield f


ROUND7 = (
    HomeSlotDetector(
        needs=Needs(
            UPPER, groups=(lits("home|小区|社区|楼盘|家"), lits("as|for|为|叫|是|is|was|把"))
        )
    ),
    # no literal group: the street suffixes hold short common words (way, row, run) the
    # literal scan would report over and over; one cached set of the text's words decides
    HomePlaceDetector(needs=Needs(check=_home_hint)),
    RegexDetector(
        "postcode_home_after",
        Category.GEO,
        _HOME_CODE_AFTER,
        0.75,
        need_digit=True,
        needs=Needs(
            DIGIT,
            groups=(
                lits(
                    "home|house|location|address|neighbo|postcode|post code|zip|where|位置|定位|"
                    "住址|地址|家|常住地|所在地"
                ),
            ),
            cluster=5,
        ),
    ),
    RegexDetector(
        "postcode_home_before",
        Category.GEO,
        _HOME_CODE_BEFORE,
        0.75,
        need_digit=True,
        needs=Needs(
            DIGIT,
            groups=(lits("home|location|家|住址|住处|常住地|居住地"), lits(":|：|=")),
            cluster=5,
        ),
    ),
    HomePostalDetector(
        needs=Needs(
            DIGIT,
            groups=(
                lits(
                    "home|house|location|address|neighbo|postcode|post code|zip|where|位置|定位|"
                    "住址|地址|家|常住地|所在地|住处|居住地"
                ),
            ),
            digits=2,
            check=_home_postal_hint,
        )
    ),
)
# -- round 8: a postcode cue anywhere in the clause, before or after the value --------------
_R8_POST_CUE = (
    r"(?:(?<![A-Za-z])(?P<zip>(?i:zip(?:[\s_\-]?code)?|post(?:al)?[\s_\-]?code|postal|postcode))"
    r"(?![A-Za-z])|邮编|邮政编码|郵編|郵政編碼)"
)
_R8_POST_VALUE = (
    r"(?<![\d\-.#$€£¥/A-Za-z])(?P<v>\d{5}(?:-\d{4})?|\d{6})(?![\d\-:%/A-Za-z_]|\.\d|,\d)"
)
#: "the ZIP they gave for the insurance quote: 63898", "Postcode：\n454157" (one clause, no
#: other number between)
_R8_POSTCODE_AFTER_CUE = lazy_re(
    _R8_POST_CUE + r"(?:[^\n\d.!?。！？;；#]{0,48}?|\s?[:：=]\s{0,3})" + _R8_POST_VALUE
)
#: "is 49494 still my zip code?", "963062是用户的邮编"
_R8_POSTCODE_BEFORE_CUE = lazy_re(
    _R8_POST_VALUE + r"[^\n\d.!?。！？;；#]{0,40}?" + _R8_POST_CUE
)
_R8_POST_NEEDS = Needs(DIGIT, groups=(lits("zip|post|邮编|邮政编码|郵編|郵政編碼"),), cluster=5)


#: a UK / Canadian postcode in any case with the postcode cue anywhere in its clause: "is
#: ls6 2ab still my postcode?", "the postcode they gave was ZZ9 9ZZ" (a cued value fails
#: closed: Faker's never-issued areas too)
_R8_ALNUM_POST = (
    r"(?<![A-Za-z0-9_\-./])(?P<v>(?i:[a-z]{1,2}\d[a-z\d]?\s?\d[abd-hjlnp-uw-z]{2}"
    r"|[abceghj-nprstvxy]\d[abceghj-nprstv-z]\s?\d[abceghj-nprstv-z]\d))(?![A-Za-z0-9_\-])"
)
_R8_ALNUM_NEAR = lazy_re(
    _R8_POST_CUE + r"(?:[^\n.!?。！？;；#]{0,48}?|\s?[:：=]\s{0,3})" + _R8_ALNUM_POST
    + r"|" + _R8_ALNUM_POST.replace("?P<v>", "?P<w>")
    + r"[^\n.!?。！？;；#]{0,40}?" + _R8_POST_CUE.replace("?P<zip>", "?P<zip2>")
)


@dataclass(frozen=True)
class AlnumPostcodeNearDetector:
    """UK / Canadian postcodes (any case) with a postcode cue in the same clause."""

    name: str = "postcode_alnum_near"
    category: Category = Category.GEO
    needs: Needs | None = None

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R8_ALNUM_NEAR).finditer(norm.text):
            g = "v" if m.group("v") is not None else "w"
            v = m.group(g)
            if v.isdigit() or sum(c.isdigit() for c in v) > 3:
                continue
            z = m.group("zip") if g == "v" else m.group("zip2")
            if z is not None and z.lower() == "zip":
                ze = m.end("zip") if g == "v" else m.end("zip2")
                if _R8_ARCHIVE.match(norm.text, ze) is not None:
                    continue  # "zip file v2 3rd": an archive
            f = norm.finding(self.category, m.start(g), m.end(g), 0.8, self.name)
            if f is not None:
                yield f


ROUND8 = (
    AlnumPostcodeNearDetector(
        needs=Needs(
            DIGIT,
            groups=(lits("zip|post|邮编|邮政编码|郵編|郵政編碼"),),
            digits=2,
            check=_home_postal_hint,
        )
    ),
    RegexDetector(
        "postcode_after_cue",
        Category.GEO,
        _R8_POSTCODE_AFTER_CUE,
        0.8,
        _r8_post_ok,
        need_digit=True,
        needs=_R8_POST_NEEDS,
    ),
    RegexDetector(
        "postcode_before_cue",
        Category.GEO,
        _R8_POSTCODE_BEFORE_CUE,
        0.8,
        _r8_post_ok,
        need_digit=True,
        needs=_R8_POST_NEEDS,
    ),
)
# --- round 9: an estate's name given after "小区名字是 / 小区叫 / estate is", and a name in
# brackets before a building or unit ("「御景湾」三号楼", "【翠湖苑】2栋", "“香樟湖畔”小区 5 单元")
_R9_EST_NAMED = lazy_re(
    r"(?:小区|楼盘|社区|住宅区|(?i:housing\s)?(?i:estate|compound))的?\s?(?:名字|名称|名|(?i:name))?\s?"
    r"(?:叫做?|是|为|(?i:is|was|called))\s?[“「『【\"']?"
    r"(?P<v>[\u4e00-\u9fff]{2,10}?(?:[一二三四五六七八九十\d]{1,2}期|[东南西北]区)?)"
    r"(?=[”」』】\"'\s,，。.；;！!？?、]|$)"
)
_R9_EST_BRACKET = lazy_re(
    r"[「『“【](?P<v>[\u4e00-\u9fff]{2,10})[」』”】]\s?(?:小区|花园|家园|社区)?\s?"
    r"(?:[一二三四五六七八九十\d]{1,3}\s?(?:号楼|栋|幢|单元|号院)|\d{1,3}-\d{1,4}(?:室|号)?)"
)
_R9_EST_NOT = frozenset(
    _split("这个 那个 哪个 什么 多少 保密 不详 未知 待定 同上 一样 老小区 新小区 这里 那里 私密")
)


def _r9_est_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    return v not in _R9_EST_NOT and not v.endswith(_SLOT_GENERIC_END) and not v.startswith(
        ("这", "那", "哪", "什么", "不", "没")
    )


ROUND9 = (
    RegexDetector(
        "estate_named_r9", Category.GEO, _R9_EST_NAMED, 0.8, _r9_est_ok,
        needs=Needs(CJK, groups=(lits("小区|楼盘|社区|住宅区"),)),
    ),
    RegexDetector(
        "estate_bracket_r9", Category.GEO, _R9_EST_BRACKET, 0.8, _r9_est_ok,
        needs=Needs(CJK, groups=(lits("「|『|“|【"), lits("楼|栋|幢|单元|号院|-"))),
    ),
)
# -- round 9b: a UK / Canadian postcode in any case that names the writer's place ("la37 9zs —
# that's us", "「m14 7za」", "n7 3yt: that's where we live"), or that is the whole text; a
# coordinate pair rounded to a few decimals ("27.85, 112.9") next to a place cue in its
# sentence or on the line before ("our place:\n…", "把我放在…", "drop off 在 …") ---------------
_W9B = "\"'`“”‘’「」『』《》【】()[]<>（）〈〉"
_R9B_POSTAL = lazy_re(
    r"(?<![A-Za-z0-9_\-./])" + _POSTAL_ANY + r"[" + re.escape(_W9B) + r"]{0,2}(?:(?P<t>"
    r"(?:\s{0,2}[—–\-:,，：;]\s{0,2}|\s)"
    r"(?:(?i:(?:that'?s|that’s|thats|it'?s|it’s|this\sis|here'?s|here’s)\s(?:us|me|home|ours|mine|"
    r"(?:our|my)\s(?:place|house|flat|home)|where\s(?:we|i|they)\s(?:live|are|stay))"
    r"|(?:our|my)\s(?:place|house|flat|home)|home(?:\ssweet\shome)?)(?![a-z])"
    r"|(?:就是|是)?(?:我|我们|咱)家|家里))"
    r"|[.。!！]?\s{0,2}\Z)"
)


def _r9b_postal_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    """A tail naming it home, or a text that is only the postcode (wrapped or not)."""
    v = m.group("v")
    area = v[:2].upper() if v[1:2].isalpha() else v[:1].upper()
    if area not in _UK_AREAS and _CA_CORE.fullmatch(v) is None:
        return False
    if m.group("t") is not None:
        return True  # a home tail follows
    return not norm.text[: m.start("v")].strip(_W9B + " \t\n")


_R9B_PAIR = lazy_re(
    r"(?<![A-Za-z0-9_.\-])(?<!\d,\s)(?<!\d,)(?P<v>[-+]?\d{1,2}\.(?P<a>\d{1,8})\s?[,，]\s?"
    r"[-+]?\d{1,3}\.(?P<b>\d{1,8}))(?![A-Za-z0-9_%]|\.\d|\s?[,，]\s?[-+]?\d)"
)
#: a place cue near a rounded pair: before it in its sentence or on the line before, or after
_R9B_PLACE = re.compile(
    r"(?i)(?<![a-z])(?:place|home|house|flat|address|location|loc|where|pin(?:ned)?|drop(?:\s?off)?|"
    r"pick\s?(?:me\s|us\s)?up|meet(?:\sme|\sus)?|spot|here|live|coords?|gps|lat|lng|lon)(?![a-z])|"
    r"家|门口|楼下|放在|停在|住在|放我|接我|送我|接人|地点|位置|坐标|定位|在\s?$"
)


def _r9b_pair_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    a, b = len(m.group("a")), len(m.group("b"))
    if a + b < 3:
        return False
    x_s, y_s = re.split(r"\s?[,，]\s?", m.group("v"), maxsplit=1)
    x, y = float(x_s), float(y_s)
    if abs(x) > 90 or abs(y) > 180 or (abs(x) < 1.5 and abs(y) < 1.5):
        return False
    if int(abs(x)) == int(abs(y)):
        return False  # "3.10, 3.11": versions or measurements side by side
    text, s, e = norm.text, m.start(), m.end()
    lo = max(0, s - 48)
    line = text.rfind("\n", lo, s)
    if line >= 0:
        prev = text.rfind("\n", max(0, line - 48), line) + 1
        head = text[prev:line].rstrip()
        if head.endswith((":", "：", "→", "->", "-", "—", "=")) and _R9B_PLACE.search(head):
            return True  # "our place:\n27.85, 112.9"
        lo = line + 1
    for c in ".!?。！？;；":
        i = text.rfind(c + " ", lo, s)
        lo = i + 2 if i >= 0 else lo
    if _R9B_PLACE.search(text, lo, s) is not None:
        return True
    hi = min(len(text), e + 24)
    for c in ".!?。！？;\n":
        i = text.find(c, e + 1, hi)
        hi = i if i >= 0 else hi
    tail = text[e:hi]
    return _R9B_PLACE.search(tail) is not None and "在" not in tail[:2]


_R9B_PAIR_HINT = re.compile(r"\d\.\d{1,8}\s?,\s?[-+]?\d{1,3}\.\d")


def _r9b_pair_hint(norm: NormalizedText) -> bool:
    return _R9B_PAIR_HINT.search(norm.text) is not None


#: after a pair: a range, a unit or an amount, not a place ("在 12.5, 13.75 之间")
_R9B_NOT_AFTER = re.compile(
    r"\s?(?:之间|区间|范围|左右|以内|以上|以下|倍|秒|分钟?|小时|天|元|块|美元|度|"
    r"(?i:ms|s|sec|secs|min|mins|h|hrs?|x|kg|km|m|mb|gb|k|usd|eur|gbp|and|or|to)(?![a-z]))"
)


def _r9b_pair_ok2(norm: NormalizedText, m: re.Match[str]) -> bool:
    s = m.start()
    if s and norm.text[s - 1] in "$£€¥":
        return False
    return _R9B_NOT_AFTER.match(norm.text, m.end()) is None and _r9b_pair_ok(norm, m)


ROUND9B = (
    RegexDetector(
        "postcode_home_r9b", Category.GEO, _R9B_POSTAL, 0.8, _r9b_postal_ok,
        need_digit=True, needs=Needs(DIGIT, digits=2, check=_home_postal_hint),
    ),
    RegexDetector(
        "coordinates_near_place_r9b", Category.GEO, _R9B_PAIR, 0.8, _r9b_pair_ok2,
        need_digit=True,
        needs=Needs(DIGIT, groups=((".",), (",",)), digits=4, cluster=3, check=_r9b_pair_hint),
    ),
)

# -- round 11: 6-digit codes listed after a place and a code word ("广州市的两个编码：120995、
# 882056", "上海 postcodes: 200001 / 200002"); a 5/6-digit number as the place someone is in
# ("customer is in 04525", "用户在 363044 区域", "他住在 200433 一带") ---------------------------
_R11_LIST = lazy_re(
    r"(?:[\u4e00-\u9fff]{1,6}[市省区县]|(?<![A-Za-z])[A-Z][a-z]{2,20})[^\n。！？!?]{0,12}?"
    r"(?:邮编|邮政编码|郵編|编码|(?i:post\s?codes?|postal\s?codes?|zip\s?codes?|zips?))"
    r"[^\d\n]{0,6}(?P<l>\d{5,6}(?:\s?(?:[、,，/;；]|和|及|或|and|or)\s?\d{5,6}){0,9})(?!\d)"
)
_R11_ITEM = re.compile(r"\d{5,6}")


def _r11_list_hint(norm: NormalizedText) -> bool:
    return norm.maxdig >= 5


_R11_LIST_NEEDS = Needs(
    DIGIT, groups=(lits("邮编|邮政编码|郵編|编码|post|zip"),), cluster=5, check=_r11_list_hint
)


@dataclass(frozen=True)
class PostcodeListDetector:
    """Every code of a list after a place and a code word: Faker's zh_CN address ends with a
    6-digit 邮编, and a place's codes listed are its postcodes."""

    name: str = "postcode_list_r11"
    category: Category = Category.GEO
    needs: Needs = _R11_LIST_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R11_LIST).finditer(norm.text):
            base = m.start("l")
            zh = "\u4e00" <= m.group()[0] <= "\u9fff"
            for it in _R11_ITEM.finditer(m.group("l")):
                if zh and len(it.group()) != 6:
                    continue
                f = norm.finding(
                    self.category, base + it.start(), base + it.end(), 0.75, self.name
                )
                if f is not None:
                    yield f


_R11_IN_AREA = lazy_re(
    r"(?<![A-Za-z])(?i:(?:is|are|am|'m|’m|'re|’re|was|were|lives?|living|lived|based|located|"
    r"resides?|residing|stays?|staying|moved|now|address|registered|registration|"
    r"domiciled)\s(?:in|at|to|near|for)|(?:area|region|zone|zip)\s?"
    r"(?:is|was|:|=))\s{1,2}(?P<v>\d{5}(?:-\d{4})?)(?![\w\-/:]|\.\d)"
)
_R11_AREA_HINT = re.compile(r"[a-z:=]\s{1,2}\d{5}")
_R11_IN_AREA_ZH = lazy_re(
    r"(?:在|住在?|位于|家在|搬到|来自)\s?(?P<v>\d{6})\s?(?:区域|地区|片区|一带|附近|这边|那边|那一?片|"
    r"(?i:area|region|zone))"
)


def _r11_in_area_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    # English: the clause names a person or a place context ("customer is in 04525", "we're
    # based in 10012"), not a count or a build ("the fix is in 12345", "found in 40321 files")
    lo = max(0, m.start() - 60)
    window = norm.low[lo : m.start() + 8]
    if _R13_NOT_AFTER.match(norm.text, m.end()) is not None:
        return False  # a count: "is in 12345 rows"
    return _R11_WHO.search(window) is not None


_R11_WHO = re.compile(
    r"(?<![a-z])(?:(?:customer|client|user|buyer|resident|tenant|member|patient|caller)s?|he|she|they|"
    r"we|i|i'm|we're|they're|family|parents|mum|mom|dad|office|home|house|address|delivery|"
    r"ship|shipping|area|region|zone|zip|postcode|lives?|living|moved)(?![a-z])"
)

# a neighbourhood named by a residence frame around it: "Silver Lake is where we ended up",
# "Dalston 就是我们住的地方", "Our estate is Shoreditch", "neighbourhood 叫 Bushwick", "外婆住
# Back Bay, Portland"; or a text that is only a neighbourhood, wrapped ('("Camden Town")')
_R11_NAME = r"(?P<v>[A-Z][a-z'\-]{1,20}(?:\s[A-Z][a-z'\-]{1,20}){0,2})"
_R11_HOOD_SUBJ = lazy_re(
    r"(?<![A-Za-z])" + _R11_NAME + r"(?:,\s)?\s?(?:(?:is|was|'s|’s|"
    r"[—–\-:]\s?(?:that'?s|that’s|it'?s|it’s))\s(?:where|the\s(?:place|area|"
    r"neighbou?rhood|part\sof\stown)\s(?:where|that))\s(?:we|i|they|he|she|you|my|our|mum|mom|dad|"
    r"the\sfamily|grandma|granny)(?![a-z])|(?:就是|是|才是|算是)(?:我|我们|咱|咱们|他|她|他们|她们|"
    r"爸妈|家里|我家|我们家)(?:住|家|的家|现在住))"
)
_R11_HOOD_OBJ = lazy_re(
    r"(?:(?<![A-Za-z])(?i:(?:our|my|their|his|her|your)\s(?:estate|neighbou?rhood|hood|area|"
    r"community|subdivision|block|part\sof\stown|corner\sof\stown)\s(?:is|was)|(?:neighbou?rhood|"
    r"estate|community|hood|subdivision)\s?(?:叫|是|is\scalled|called|named|[:：]))"
    r"|小区叫|社区叫|片区叫|住在?|家在|搬到|搬去|搬进)\s{0,2}(?:the\s)?" + _R11_NAME
)
_R11_WRAP = "\"'`“”‘’「」『』《》【】()[]<>（）〈〉 \t\n.。!！"
_R11_HOOD_EXTRA = frozenset(
    _split("bay beach point side end row heath common fields yard wood gate hill hills lake")
)
_R11_SUBJ_LITS = (
    "s where", "s the place", "s the area", "s the neighbo", "s the part", "that's where",
    "that’s where", "it's where", "it’s where",
)
_R11_SUBJ_ZH = re.compile(r"[a-z]\s?(?:就是|是|才是|算是)(?:我|他|她|咱|爸妈|家里)")
_R11_OBJ_LITS = (
    "estate", "hood", "community", "subdivision", "area i", "area w", "block i", "block w",
    "of town",
)
#: a Chinese residence verb with a Latin name right after it ("外婆住 Back Bay")
_R11_ZH_VERB_CAP = re.compile(r"(?:叫|住|家在|搬)[^\n]{0,3}[A-Z]")


def _r11_hood_name(v: str) -> bool:
    words = v.split()
    if "_".join(words).lower() in _EN_HOOD_NOT or words[0] in _EN_STOP:
        return False
    if any(w in _EN_HOODS for w in words):
        return True
    last = words[-1].lower()
    return len(words) > 1 and (last in _HOOD_SUFFIXES or last in _R11_HOOD_EXTRA)


#: the literals of the two English frames, answered by the selector's automaton pass over
#: this very text (bit 1: the subject frame's, bit 2: the object frame's)
_R11_HOOD_GATES = Gates(((_R11_SUBJ_LITS,), (_R11_OBJ_LITS,)))
_R11_ALONE = re.compile(_R11_NAME)


def _r11_hood_hint(norm: NormalizedText) -> bool:
    """``_r11_alone``, ``_r11_subj`` or ``_r11_obj``, with one look-up for both literal sets
    (their Chinese parts need a CJK character: "是", "叫", "住", "家", "搬")."""
    if _r11_alone(norm.text) or _R11_HOOD_GATES.found(norm.low):
        return True
    return norm.flags & CJK != 0 and (_r11_subj_zh(norm) or _r11_obj_zh(norm))


def _r11_subj(norm: NormalizedText) -> bool:
    return _R11_HOOD_GATES.found(norm.low) & 1 != 0 or _r11_subj_zh(norm)


def _r11_subj_zh(norm: NormalizedText) -> bool:
    low = norm.low
    return "是" in low and _R11_SUBJ_ZH.search(low) is not None


def _r11_obj(norm: NormalizedText) -> bool:
    return _R11_HOOD_GATES.found(norm.low) & 2 != 0 or _r11_obj_zh(norm)


def _r11_obj_zh(norm: NormalizedText) -> bool:
    return norm.has_cjk() and _R11_ZH_VERB_CAP.search(norm.text) is not None


def _r11_alone(text: str) -> bool:
    """A short text that is only a (wrapped) name of one to three words."""
    return len(text) <= 40 and _R11_ALONE.fullmatch(text.strip(_R11_WRAP)) is not None


_R11_HOOD_NEEDS = Needs(UPPER, check=_r11_hood_hint)


@dataclass(frozen=True)
class HoodFrameDetector:
    """A neighbourhood as the subject or the object of a residence frame, or alone."""

    name: str = "hood_frame_r11"
    category: Category = Category.GEO
    needs: Needs = _R11_HOOD_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        core = text.strip(_R11_WRAP)
        if _r11_alone(text) and _r11_hood_name(core):
            s = text.index(core)
            f = norm.finding(self.category, s, s + len(core), 0.7, self.name)
            if f is not None:
                yield f
            return
        for pat, hint in ((_R11_HOOD_SUBJ, _r11_subj), (_R11_HOOD_OBJ, _r11_obj)):
            if not hint(norm):
                continue
            for m in resolve(pat).finditer(text):
                if _r11_hood_name(m.group("v")):
                    f = norm.finding(self.category, m.start("v"), m.end("v"), 0.7, self.name)
                    if f is not None:
                        yield f


ROUND11 = (
    HoodFrameDetector(),
    PostcodeListDetector(),
    RegexDetector(
        "postcode_in_area_r11", Category.GEO, _R11_IN_AREA, 0.75, _r11_in_area_ok,
        need_digit=True,
        needs=Needs(
            DIGIT, groups=(lits(" in| at| to| near| for|area|region|zone|zip"),), cluster=5,
            check=lambda n: _R11_AREA_HINT.search(n.text) is not None,
        ),
    ),
    RegexDetector(
        "postcode_in_area_zh_r11", Category.GEO, _R11_IN_AREA_ZH, 0.75, None, need_digit=True,
        needs=Needs(
            DIGIT | CJK,
            groups=(
                lits("在|位于|来自|搬到"),
                lits("区域|地区|片区|一带|附近|这边|那边|那|area|region|zone"),
            ),
            cluster=6,
        ),
    ),
)

# -- round 13: a bare 5-6 digit postcode in coverage / delivery / service-area talk, with no
# postcode word ("Coverage check — 29471 —", "Do they deliver to 31625?", "lookup failed for
# 78844", 客户所在区域725072, "238066能送吗？我家是这个邮编": the cue may come after) ----------
_R13_SVC_LITS = lits(
    "coverage|service area|serviceab|deliver|ship to|shipping to|catchment|postcode|post code|"
    "postal|zip|broadband|fibre|fiber|覆盖|服务范围|所在区域|配送|送货|派送|能送|送到|送达|寄到|"
    "发货到|邮编|邮政编码|光纤|宽带|能到|区域|servicearea|邮寄|寄送"
)
_R13_NUM = lazy_re(
    r"(?<![A-Za-z0-9_.\-/#$€£¥:+@])(?P<v>\d{5,6}"
    # a Dutch "1011 AB" (no SA/SD/SS, as the post issues none) or a Japanese "100-0001"
    r"|[1-9]\d{3}\s?(?!S[ADS]|[AP]M|AD|BC|CE|[GMKT]B|[MK]W|HZ|HP|PS|CC|ML|MG|KG|KM|UK|US|EU|OK)"
    r"[A-Z]{2}(?![A-Za-z])|\d{3}-\d{4})"
    r"(?![\d\-.,/:%]\d|[\d%]|\.\d|[A-Za-z_])"
)
_R13_NEEDS = Needs(DIGIT, groups=(_R13_SVC_LITS,), cluster=4)
_R13_CUE = re.compile(
    r"(?i)coverage|service ?area|serviceab|deliver(?!ed)|ship(?:ping)? to|catchment|post ?code|"
    r"postal|(?<![a-z])zip(?!\s?(?:file|archive|folder|bomb))|broadband|fib(?:re|er)|覆盖|服务范围|所在区域|配送|送货|"
    r"派送|能送|送到|送达|寄到|发货到|邮编|邮政编码|光纤|宽带|能到|区域|邮寄|寄送"
)
#: what the number counts or identifies instead, right before it
_R13_NOT_BEFORE = re.compile(
    r"(?i)(?<![a-z])(?:order|invoice|ticket|case|ref|reference|sku|item|product|model|part|"
    r"(?<!zip )(?<!post )(?<!postal )code|id|no|num|ext|extension|fax|room|"
    r"number|pin|otp|tracking|batch|lot|fee|price|cost|total|amount|paid|pay|worth|budget|salary|"
    r"year|rev|build|version|port|pid|x|×|订单|单号|工单|编号|型号|货号|验证码|金额|价格|运费|费用|"
    r"总价|共|约|合计|快递单|运单|批次|error|err|status|http|exit|returned|比如|例如|e\.g\.|eg|"
    r"such\sas|like|示例|样例|格式|format|example)\s?(?:is|was|[:：=#]|号)?\s?$"
)
#: what the number counts instead, right after it
_R13_NOT_AFTER = re.compile(
    r"(?i)\s?(?:units?|pcs|pieces|items?|people|users?|customers?|orders?|packages?|parcels?|boxes|"
    r"homes|households|premises|subscribers|rows|lines|records|entries|files|bytes|words|tests|"
    r"samples|views|hits|requests|calls|times|steps|points|members|visitors|tickets|messages|ms|"
    r"km|miles?|kg|tons?|dollars|usd|eur|gbp|rmb|cny|yuan|"
    r"元|块|件|个|份|单|台|户|人|次|米|公里|箱|吨|年|号|条|套|家|位|名|笔|这种|这样|格式|之类|等)"
    # a code's label (Error 40401:) or any plural noun after the number: a count
    r"|:(?!\s?\d)|\s(?!(?:is|was|has|does|as|its|this|thus|yes|us|plus|across)(?![a-z]))[a-z]{2,}s(?![a-z])"
)


def _r13_svc_ok(text: str, s: int, e: int) -> bool:
    after = text[e : e + 1]
    if text[s - 1 : s] in _R13_CELL or after in _R13_CELL_AFTER or (
        after == "," and text[e + 1 : e + 2] not in ("", " ")
    ):
        return False  # a table's or a CSV's cell: the column's header decides (TableCellDetector)
    if _R13_NOT_BEFORE.search(text, max(0, s - 14), s) is not None:
        return False
    if _R13_NOT_AFTER.match(text, e) is not None:
        return False
    ls = max(text.rfind("\n", 0, s), text.rfind("\t", 0, s)) + 1
    le = min((i for i in (text.find("\n", e), text.find("\t", e)) if i >= 0), default=len(text))
    return _R13_CUE.search(text, max(ls, s - 60), min(le, e + 60)) is not None


_R13_CELL = frozenset("\t|,")  # before a number; after it, a comma only without a space
_R13_CELL_AFTER = frozenset("\t|")


@dataclass(frozen=True)
class ServicePostcodeDetector:
    """A bare postcode (5 or 6 digits, nothing else attached) where a line talks of coverage,
    delivery or a service area."""

    name: str = "postcode_service_r13"
    category: Category = Category.GEO
    needs: Needs = _R13_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in resolve(_R13_NUM).finditer(text):
            s, e = m.span("v")
            if _r13_svc_ok(text, s, e):
                f = norm.finding(self.category, s, e, 0.7, self.name)
                if f is not None:
                    yield f


# -- round 14: a text that is only a numeric postcode, wrapped or not ("[44991]", "【822612】"),
# or one with a tail naming it home ('"12481" (home)', "“489422”（家）", "10001 — that's us") ---
_R14_W = "\"'`“”‘’「」『』《》【】()[]<>（）〈〉"
_R14_LONE = re.compile(
    # an optional head naming it home: "Home (94110)", "我家：200433"
    r"(?:(?:(?i:home|our\s(?:place|house|flat|home)|my\s(?:place|house|flat|home))|我家|我们家|家|"
    r"住址|家庭住址)\s?[:：\-—]?)?"
    r"\s{0,2}[" + re.escape(_R14_W) + r"]{0,2}\s?(?P<v>\d{5}(?:-\d{4})?|\d{6})\s?["
    + re.escape(_R14_W) + r"]{0,2}(?:\s{0,2}(?:[—–\-:,，：;]\s{0,2})?(?:[(（\[【]\s?)?"
    r"(?:(?i:(?:that'?s|that’s|thats|it'?s|it’s|this\sis|here'?s|here’s)\s(?:us|me|home|ours|mine|"
    r"(?:our|my)\s(?:place|house|flat|home|area|postcode|zip)|where\s(?:we|i|they)\s(?:live|are|stay))"
    r"|(?:our|my)\s(?:place|house|flat|home|area|postcode|zip(?:\scode)?)|home|house|address|"
    r"postcode|zip|where\s(?:we|i)\s(?:live|are))(?![a-z])"
    r"|(?:就是|是)?(?:我|我们|咱|咱们)?家(?:里|的邮编)?|住址|地址|邮编|我们住这|我住这)"
    r"(?:\s?[)）\]】])?)?\s{0,2}[.。!！]?\s{0,2}"
)


def _r14_lone_hint(norm: NormalizedText) -> bool:
    return len(norm.text) <= 40


_R14_LONE_NEEDS = Needs(DIGIT, cluster=5, check=_r14_lone_hint)


@dataclass(frozen=True)
class LonePostcodeDetector:
    """A text that is only a numeric postcode (wrapped, maybe with a tail naming it home): a
    bare 5/6-digit value carries no other meaning there."""

    name: str = "postcode_lone_r14"
    category: Category = Category.GEO
    needs: Needs = _R14_LONE_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        m = _R14_LONE.fullmatch(norm.text)
        if m is None:
            return
        f = norm.finding(self.category, m.start("v"), m.end("v"), 0.7, self.name)
        if f is not None:
            yield f


# -- round 14: a neighbourhood in a frame that can only name where someone lives, whatever the
# name ("Pilsen — that's our bit of Portland", "Cathays: that's where we live", "中海湾就是我们住
# 的地方", "用户家在 北京 的 Wicker Park", "学校离我们银杏湾走路就到", "Ancoats 的 bin collection
# 在 Sunday", "the sitter lives over in Ravenswood"); cities, weekdays and months stay -----------
_R14_EN = r"[A-Z][a-z'\-]{1,20}(?:\s[A-Z][a-z'\-]{1,20}){0,2}"
_R14_ZH_END = "湾园城苑府庭居邸郡村墅阁轩"
_R14_ZH = r"[\u4e00-\u9fff]{1,6}[" + _R14_ZH_END + r"](?:[一二三四五六七八九十\d]期)?"


def _r14_any(g: str) -> str:
    return r"(?P<" + g + r">" + _R14_EN + r"|" + _R14_ZH + r")"


_R14_HOOD = lazy_re(
    # the name, then a tail that calls it home
    r"(?:^|(?<=[\s:：>\-—(（「“\"']))" + _r14_any("v1") + r"\s{0,2}(?:(?:[—–\-:,，：]\s{0,2})"
    r"(?i:(?:that'?s|that’s|thats|it'?s|it’s|this\sis)\s(?:(?:our|my|their|his|her)\s(?:bit|patch|"
    r"corner|part|end|side|slice|neck\sof\sthe\swoods)(?:\sof|(?![a-z]))|where\s(?:we|i|they|he|she|"
    r"my\s\w+|our\s\w+)\s(?:live|lives|stay|stays|grew\sup))"
    r"|(?:our|my)\s(?:bit|patch|corner|part|end|side)\sof)"
    r"|\s{0,2}(?:[—–\-:,，：]\s{0,2}|就是|是|才是|算是)(?:我|我们|咱|咱们|他们|她们|爸妈|家里)"
    r"(?:住的地方|住的那片|住那儿|住那里|的家|家))"
    # a city, then the name: 家在 北京 的 X
    r"|(?:家在|住在|家住|搬到|搬去)\s?(?:[\u4e00-\u9fff]{2,4}?|[A-Z][a-z]{2,15})\s?的\s?"
    + _r14_any("v2")
    + r"(?=[\s,，。.!！;；)）]|$|的)"
    # 离我们 X 走路就到
    r"|离(?:我们|我|咱们|咱|我家|我们家)\s?"
    + _r14_any("v3")
    + r"\s?(?:走路|步行|开车|骑车|骑行|坐车|很近|"
    r"不远|挺近|就|只要|只有|大概)"
    # X 的 bin collection / 物业 notice：X Monday 停水
    r"|(?:^|(?<=[\s:：]))" + _r14_any("v4") + r"\s?(?:的\s?(?i:bin|rubbish|trash|recycling|garbage|"
    r"垃圾|物业|停水|停电|停气|水费|电费)|\s(?i:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\s?(?:停水|停电|"
    r"停气|断水|断电|检修))"
    # lives over in X
    r"|(?<![A-Za-z])(?i:lives?|living|lived|stays?|staying)\s(?i:over|out|down|up|round|around|"
    r"just\sover|right\sover)\sin\s" + _r14_any("v5") + r"(?![A-Za-z])"
)
_R14_HOOD_LITS = lits(
    "bit of|patch of|corner of|part of|end of|side of|slice of|neck of|where we|where i|"
    "where they|where he|where she|where my|where our|住的|住那|的家|我家|们家|咱家|家里|家在|住在|"
    "家住|搬到|搬去|离我|离咱|bin|rubbish|trash|recycling|garbage|垃圾|物业|停水|停电|停气|水费|"
    "电费|断水|断电|检修|over in|out in|down in|up in|round in"
)
_R14_NOT = frozenset(
    _split(
        "我们 我 咱们 他们 她们 家里 这里 那里 这 那 公司 学校 单位 农村 乡村 山村 县城 老城 "
        "新城 古城 京城 省城 花园 公园 校园 家园"
    )
)


def _r14_name_ok(v: str) -> bool:
    if "\u4e00" <= v[0] <= "\u9fff":
        return v not in _R14_NOT and not v.startswith(("这", "那", "我", "家", "在"))
    words = v.split()
    if words[0] in _EN_STOP or words[-1] in _EN_STOP:
        return False
    return not all(w in _EN_CITIES for w in words) or compass_district(words)


_R14_HOOD_NEEDS = Needs(any_flags=UPPER | CJK, groups=(_R14_HOOD_LITS,))


@dataclass(frozen=True)
class HomeFrameHoodDetector:
    """Any neighbourhood name in a frame that only a home fills (see the round-14 comment)."""

    name: str = "hood_home_frame_r14"
    category: Category = Category.GEO
    needs: Needs = _R14_HOOD_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R14_HOOD).finditer(norm.text):
            g = next((k for k, x in m.groupdict().items() if x is not None), "v1")
            s, e = m.span(g)
            if s >= 0 and _r14_name_ok(m.group(g)):
                f = norm.finding(self.category, s, e, 0.7, self.name)
                if f is not None:
                    yield f


# -- round 15: a 6-digit code right after a Chinese city ("上海354291按门铃两次", "成都 506990"):
# the city's 邮编; and a bare postcode as the value of a place label ("小区：593824",
# "neighbourhood: 02139", '"city": "100086"') -------------------------------------------------
_R15_PINYIN = (
    "beijing|shanghai|guangzhou|shenzhen|hangzhou|chengdu|wuhan|nanjing|chongqing|xiamen|"
    "tianjin|suzhou|changsha|qingdao|xi'an|xian|kunming|dalian|ningbo|shenyang"
)
_R15_CITY_CODE = lazy_re(
    r"(?:" + _ZH_BIG_CITY + r"|(?<![A-Za-z])(?i:" + _R15_PINYIN + r"))\s{0,2}[,，]?\s{0,2}"
    r"[\"'“「《【(\[]?(?P<v>\d{6})(?![\d])"
)
_R15_CITY_LITS = lits(
    _R15_PINYIN + "|北京|上海|天津|重庆|广州|深圳|杭州|南京|苏州|成都|武汉|西安|长沙|青岛|厦门|"
    "大连|宁波|沈阳|哈尔滨|郑州|济南|合肥|福州|昆明|南宁|贵阳|兰州|太原|石家庄|长春|南昌|无锡|东莞|"
    "佛山|珠海|温州|乌鲁木齐|拉萨|呼和浩特|三亚|海口|常州|徐州|烟台|泉州"
)
#: what makes a number after a city something else: a stock's or a fund's code, a count
_R15_CODE_NOT_AFTER = re.compile(
    r"[A-Za-z0-9_.\-/:%]|\s?(?:股|基金|证券|期|批|届|版|班|路|线|楼|层|室|栋|座|"
    r"(?i:shares?|stock|fund|sh|sz)(?![a-z]))"
)


def _r15_city_code_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    text, s, e = norm.text, m.start(), m.end("v")
    if _R15_CODE_NOT_AFTER.match(text, e) is not None or _R13_NOT_AFTER.match(text, e):
        return False
    return _R13_NOT_BEFORE.search(text, max(0, s - 14), s) is None


_R15_LABEL = (
    r"小区|社区|片区|街道|辖区|所在地区?|所在区域|所在城市|城市|区县|居住地|常住地|"
    r"(?<![A-Za-z])(?i:neighbou?rhood|"
    r"estate|community|suburb|locality|town|city|district)"
)
_R15_LABEL_CODE = lazy_re(
    r"(?:" + _R15_LABEL + r")[\"'”’]?\s{0,2}(?:[:：=]|是|为|(?i:is)\s)\s{0,2}[\"'“「《【(\[]?\s?"
    r"(?P<v>\d{6}|\d{5}(?:-\d{4})?)(?![\d\-.A-Za-z_/:%])"
)
_R15_LABEL_LITS = lits(
    "小区|社区|片区|街道|辖区|所在地|所在区域|城市|区县|居住地|常住地|neighbourhood|neighborhood|estate|"
    "community|"
    "suburb|locality|town|city|district"
)


def _r15_label_code_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    e = m.end("v")
    return _R13_NOT_AFTER.match(norm.text, e) is None and (
        _R15_CODE_NOT_AFTER.match(norm.text, e) is None
    )


#: a dictated postcode after its cue ("邮编是二零零零八三", "my zip is nine oh two one oh"):
#: six Chinese digits, or five (or nine) spoken English digits
_R15_SPOKEN_DIGIT = r"(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine)"
_R15_SPOKEN_CODE = lazy_re(
    r"(?:邮编|邮政编码|郵編|(?<![A-Za-z])(?i:zip(?:\s?code)?|post\s?code|postal\s?code))"
    r"(?:\s?(?:号码?|是|为|:|：|=|(?i:is|was)\s))?\s{0,2}"
    r"(?P<v>[零〇一二三四五六七八九幺洞]{6}(?![零〇一二三四五六七八九幺洞十百千万])"
    r"|(?i:" + _R15_SPOKEN_DIGIT + r"(?:[\s,\-]{1,2}" + _R15_SPOKEN_DIGIT + r"){4}"
    r"(?:(?:[\s,\-]{1,2}" + _R15_SPOKEN_DIGIT + r"){4})?)(?![A-Za-z]))"
)


ROUND15 = (
    RegexDetector(
        "postcode_spoken_r15", Category.GEO, _R15_SPOKEN_CODE, 0.75, None,
        needs=Needs(groups=(lits("邮编|邮政编码|郵編|zip|postcode|post code|postal code"),)),
    ),
    RegexDetector(
        "cn_postcode_after_city_r15", Category.GEO, _R15_CITY_CODE, 0.75, _r15_city_code_ok,
        need_digit=True, needs=Needs(DIGIT, cluster=6, groups=(_R15_CITY_LITS,)),
    ),
    RegexDetector(
        "postcode_place_label_r15", Category.GEO, _R15_LABEL_CODE, 0.75, _r15_label_code_ok,
        need_digit=True, needs=Needs(DIGIT, cluster=5, groups=(_R15_LABEL_LITS,)),
    ),
)


# -- round 16: a neighbourhood tagged as home or housing's subject, whatever its name: a home
# tag after it ("Shoreditch (home)", "Park Slope（家）"), the whole line is "X area" /
# "X neighbourhood", or it is the first value after a housing label (school catchment, estate
# or letting agent, property/rental listing, 学区, 租房, 房源, 出租, 物业: "school catchment:
# Mission District", "Estate agent listing: quiet street in Back Bay", "租房信息：滨江两室一厅",
# "学区划分：望京属于实验小学", "物业 notice：陆家嘴 周末停水"); cities stay ---------------------
_R16_HOUSING = (
    r"(?i:(?:school\s)?catchment(?:\sarea)?|(?:estate|letting|lettings)\sagents?|"
    r"(?:rental|property|flat|house|apartment|housing|room)\slistings?|to\slet|for\srent|"
    r"open\shouse)|学区(?:划分)?|租房|房源|出租|二手房|物业"
)
_R16_ZH_NEXT = (
    r"(?=属于|划入|归属|对口|[一二两三四五\d]室|整租|合租|单间|\s?(?:本周|下周|这周|周)[一二三四五六日末]"
    r"|\s?(?:停水|停电|停气|断水|断电)|[，,]\s?(?:\d\s?(?i:bed|br)|[一二两三四五\d]室))"
)
_R16_HOOD = lazy_re(
    r"(?:^|(?<=[\s:：,，>\-(（「“\"']))" + _r14_any("v1")
    + r"\s?[(（](?i:home|my\splace|our\splace|where\si\slive|家|住处|我家)[)）]"
    r"|(?m:^[ \t\-*•]*(?P<v2>" + _R14_EN + r")\s(?i:area|neighbou?rhood)[ \t.!]*$)"
    r"|(?:" + _R16_HOUSING + r")[^\n:：]{0,14}?[:：]\s{0,2}[\"'“「]?"
    r"(?:(?P<v3>[\u4e00-\u9fff]{2,5}?)" + _R16_ZH_NEXT
    + r"|(?:(?:[a-z]{2,12}\s){0,3}(?:in|near|off)\s)?(?P<v4>" + _R14_EN + r")(?![A-Za-z]))"
)
_R16_HOOD_LITS = lits(
    "(home)|（home）|(家)|（家）|(住处)|（住处）|(我家)|（我家）|(my place)|(our place)|"
    "(where i live)|area|neighbourhood|neighborhood|catchment|estate agent|letting agent|"
    "lettings agent|rental listing|property listing|flat listing|house listing|"
    "apartment listing|housing listing|room listing|to let|for rent|"
    "open house|学区|租房|房源|出租|二手房|物业"
)
_R16_ZH_NOT_START = tuple("本今明下上这那全各因请由所该此每")
_R16_ZH_NOT = frozenset(
    _split("小区 整栋 楼栋 房子 房屋 房间 公寓 单元 信息 通知 全部 附近 市区 城区 郊区")
)


def _r16_hood_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    g = next(k for k in ("v1", "v2", "v3", "v4") if m.group(k) is not None)
    v = m.group(g)
    if g == "v3":
        return (
            not v.startswith(_R16_ZH_NOT_START) and v not in _R16_ZH_NOT
            and v not in _R14_NOT and _ZH_CITY_END.search(v) is None
        )
    if g == "v1" and "\u4e00" <= v[0] <= "\u9fff":
        return _r14_name_ok(v)
    words = v.split()
    if len(words) == 1 and g != "v4" and (v == "Bay" or _zipf(v.lower()) >= 3.3):
        return False  # "Dashboard (home)", "Parking area": a common word, no place
    return _r14_name_ok(v) and words[0] not in _R16_EN_NOT and words[-1] not in _R16_EN_NOT


_R16_EN_NOT = frozenset(
    _split("Area Home Office Work School Year Price Rent Available New Open Updated See Our "
           "Your My Service Staging Admin Loading Parking Storage Dining Living Common Reception "
           "Seating Play Waiting Picnic Rest Test Target Focus Problem Grey Gray Key Wide Local "
           "Metro Greater Tri Surrounding Entire Whole Same Other This That Any Each")
)
_R16_HOOD_NEEDS = Needs(any_flags=UPPER | CJK, groups=(_R16_HOOD_LITS,))


@dataclass(frozen=True)
class TaggedHoodDetector:
    """A neighbourhood tagged as home or as a housing label's value (see the round-16 comment)."""

    name: str = "hood_tagged_r16"
    category: Category = Category.GEO
    needs: Needs = _R16_HOOD_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R16_HOOD).finditer(norm.text):
            if not _r16_hood_ok(norm, m):
                continue
            g = next(k for k in ("v1", "v2", "v3", "v4") if m.group(k) is not None)
            f = norm.finding(self.category, m.start(g), m.end(g), 0.7, self.name)
            if f is not None:
                yield f


ROUND16 = (TaggedHoodDetector(),)


DETECTORS: tuple[Detector, ...] = (
    *_BASE,
    *EXTRA,
    *ROUND2,
    *ROUND3,
    *ROUND4,
    *ROUND7,
    *ROUND8,
    *ROUND9,
    *ROUND9B,
    *ROUND11,
    ServicePostcodeDetector(),
    LonePostcodeDetector(),
    HomeFrameHoodDetector(),
    *ROUND15,
    *ROUND16,
)


# --- round 17: a postcode or coordinates after a cue word in any spelling: pinyin
# abbreviations glued or spaced, any case (yb=邮编, wz=位置, zb=坐标, dw=定位), short English
# ones (zip, geo, loc, gps), and 家 right before a six-digit code ("地点：外滩、家648090");
# a code that a text names as home ("224411——家"); a text that is only coordinates in
# brackets ("【27.85, 112.9】"); an estate after a delivery-area or upbringing cue
# (配送范围X, 我家那片是X, 从小在X长大) or an estate named by its developer's brand
# (华润翡翠湾, 招商御景湾: the brand plus a name plus an estate ending) ---------------------
_R17_POST = lazy_re(
    r"(?:(?<![A-Za-z0-9])(?i:yb|yzbm|zip|zipcode|postcode|geo|loc)|邮编|(?P<home>家))"
    r"[ \t]?[:：=]?[ \t]?"
    r"(?P<v>\d{6}|\d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?[ ]?\d[A-Z]{2})"
    r"(?![A-Za-z0-9]|[.,:\-]\d)"
)
_R17_POST_HOME = lazy_re(r"\A[ \t]{0,2}(?P<v>\d{6})[ \t]?(?:[—–\-~～]{1,2}|[:：=])[ \t]?家")


def _r17_post_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if "home" in m.re.groupindex and m.group("home") is not None and len(v) != 6:
        return False
    return not v.isdigit() or len(set(v)) > 1


_R17_COORD = lazy_re(
    r"(?:(?<![A-Za-z0-9])(?i:wz|zb|dw|geo|loc|gps|coords?|lat\s?/?\s?lon|latlng)|坐标|位置|定位)"
    r"[ \t]?[:：=]?[ \t]?[(\[]?"
    r"(?P<v>-?\d{1,2}\.\d{2,8},[ \t]?-?\d{1,3}\.\d{2,8})(?![\d.])"
)
_R17_COORD_LONE = lazy_re(
    r"\A[ \t]{0,2}[(\[【「<]?[ \t]?(?P<v>-?\d{1,2}\.\d{1,8},[ \t]?-?\d{1,3}\.\d{1,8})"
    r"[ \t]?[)\]】」>]?[ \t.。]{0,2}\Z"
)


def _r17_coord_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    a, b = (p.strip() for p in m.group("v").split(","))
    if not (abs(float(a)) <= 90 and abs(float(b)) <= 180):
        return False
    return len(a.split(".")[1]) + len(b.split(".")[1]) >= 3


def _r17_short(norm: NormalizedText) -> bool:
    text = norm.text
    if len(text) > 40:
        return False
    head = text.lstrip(" \t([【「<")
    return head[:1].isdigit() or head[:1] == "-"


_R17_EST_END = "园|湾|府|苑|庭|城|邸|郡|居|轩|里|墅|阁|庄|岛|公馆|花园|家园|小区"
_R17_BRANDS = (
    "万科|龙湖|金地|华润|中海|招商|保利|碧桂园|绿地|融创|恒大|世茂|绿城|旭辉|金茂|远洋|首开|"
    "雅居乐|富力|阳光城|仁恒|星河|中粮|越秀|建发|华侨城|新鸿基|九龙仓|融信|正荣|中南|蓝光"
)
_R17_EST = lazy_re(
    r"(?:(?:配送范围|配送区域|送货范围|送餐范围|那片是|那片叫|从小在|小时候在|"
    r"(?i:neighbou?rhood|estate|community|delivery\s?(?:zone|area|范围))\s?(?:是|叫|(?i:is\s)|:)?)"
    r"\s?(?P<v>[\u4e00-\u9fff]{1,5}?(?:" + _R17_EST_END + r"))"
    r"|(?<![\u4e00-\u9fff])(?P<b>(?:" + _R17_BRANDS + r")[\u4e00-\u9fff]{1,4}?(?:" + _R17_EST_END
    + r")))"
    r"(?=$|[^\u4e00-\u9fff]|长大|要|的|那|这|附近|小区|住|了|里|——|是)"
)


class _ZhEstateR17:
    name = "estate_cued_r17"
    category = Category.GEO
    needs = Needs(
        CJK,
        groups=(
            lits(
                "范围|那片|从小在|小时候在|neighbo|estate|community|delivery|"
                + _R17_BRANDS
            ),
        ),
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R17_EST).finditer(norm.text):
            g = "v" if m.group("v") is not None else "b"
            s, e = m.span(g)
            f = norm.finding(self.category, s, e, 0.75, self.name)
            if f is not None:
                yield f


DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "postcode_pinyin_cue_r17", Category.GEO, _R17_POST, 0.8, _r17_post_ok,
        need_digit=True,
        needs=Needs(DIGIT, groups=(lits("yb|yzbm|zip|post|geo|loc|邮编|家"),)),
    ),
    RegexDetector(
        "postcode_home_r17", Category.GEO, _R17_POST_HOME, 0.75, _r17_post_ok,
        need_digit=True,
        needs=Needs(DIGIT | CJK, cluster=6, groups=(("家",),)),
    ),
    RegexDetector(
        "coords_cued_r17", Category.GEO, _R17_COORD, 0.8, _r17_coord_ok,
        need_digit=True,
        needs=Needs(
            DIGIT,
            groups=(lits("wz|zb|dw|geo|loc|gps|coord|lat|坐标|位置|定位"), (".",), (",",)),
        ),
    ),
    RegexDetector(
        "coords_lone_r17", Category.GEO, _R17_COORD_LONE, 0.75, _r17_coord_ok,
        need_digit=True,
        needs=Needs(DIGIT, groups=((".",), (",",)), check=_r17_short),
    ),
    _ZhEstateR17(),
)


# --- round 19: a postcode typed into a sat-nav ("导航输入“377394”", '"25219" — enter this
# in the satnav'), before its town ("found near 27418, Seattle"), or as a seller's shipping
# area ("闲鱼：593677范围内包邮")
_R19_POSTCODE = lazy_re(
    r"(?i:satnav|sat[ \-]nav|gps|navigation|导航)[^\n\d]{0,12}?[\"“「']?(?P<v>\d{5,6})(?![\d\-.])"
    r"|[\"“「'](?P<w>\d{5,6})[\"”」']\s?[—–\-,，:：]{0,2}\s?(?i:enter|type|put|输入)[^\n\d]{0,16}?"
    r"(?i:satnav|sat[ \-]nav|gps|navigation|导航)"
    r"|(?<![\w.\-/#$€£,])(?P<x>\d{5})(?=, (?P<city>[A-Z][a-z]{2,15}(?:\s[A-Z][a-z]{2,15})?)"
    r"(?![A-Za-z]))"
    r"|(?<![\d.\-])(?P<y>\d{6})\s?(?:范围内|以内|区域内)\s?(?:包邮|配送|送货|(?i:free\sshipping))"
)


def _r19_postcode_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    """A town after the number is one the city list knows ("27418, Seattle")."""
    return m.group("x") is None or all(w in _EN_CITIES for w in m.group("city").split())


def _r19_span(m: re.Match[str]) -> tuple[int, int]:
    g = next(k for k in ("v", "w", "x", "y") if m.group(k) is not None)
    return m.span(g)


class _PostcodeR19:
    name = "postcode_r19"
    category = Category.GEO
    needs = Needs(
        DIGIT,
        alternatives=(
            (lits("satnav|sat nav|sat-nav|gps|navigation|导航"),),
            ((", ",),),  # "27418, Seattle": a comma and a space
            (lits("范围内|以内|区域内"),),
        ),
        digits=5,
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R19_POSTCODE).finditer(norm.text):
            if _r19_postcode_ok(norm, m):
                f = norm.finding(self.category, *_r19_span(m), 0.7, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _PostcodeR19())


# --- round 19b: a place under a location key in data and logs ('home_center: "Foxhill
# Gardens"', 'loc: "Cedar Meadows"', "位置=379360", "geofence 中心点 553361", "无法解析 'X Estate'")
_R19_PLACE_SUFFIX = (
    r"(?:Gardens|Village|Estate|Heights|Park|Meadows|Green|Court|Grove|Fields|Place|Square|Mews|"
    r"Terrace|Close|Crescent|Hill|Rise|View|Lodge|Manor|Vale|Towers|Quarter|Wharf|Commons)"
)
_R19_KEYED = lazy_re(
    r"(?:(?i:(?<![a-z])(?:loc|location|home_?center|home_?area|home_?location|home_?base|"
    r"neighbou?rhood|coords?|coordinates|lat_?lng|user_loc|geofence[_ ]center))"
    r"[\"']?\s{0,2}(?:(?i:new)\s?)?(?:[:=：]|(?i:changed to|set to))"
    r"|(?:位置|坐标|定位|中心点|常驻位置|无法解析(?:位置)?)\s{0,2}[:=：]?|(?i:geocode\w{0,8})[:：])"
    r"\s{0,2}[\"'“「]?"
    r"(?P<v>(?:[A-Z][a-z]{2,15}\s){1,3}" + _R19_PLACE_SUFFIX + r"(?:\s" + _R19_PLACE_SUFFIX
    + r")?(?![A-Za-z])|\d{6}(?!\d|[.,]\d)|-?\d{1,2}\.\d{3,8},\s?-?\d{1,3}\.\d{3,8})"
)


class _KeyedPlaceR19:
    name = "geo_keyed_r19"
    category = Category.GEO
    needs = Needs(
        alternatives=(
            (  # a key that says where, or a Chinese word for a position
                lits(
                    "location|home_center|homecenter|home_area|homearea|home_location|"
                    "homelocation|home_base|homebase|neighbourhood|neighborhood|coord|lat_lng|"
                    "latlng|user_loc|geofence|位置|坐标|定位|中心点|无法解析|geocode"
                ),
            ),
            (("loc",), (":", "=", "changed to", "set to")),  # "loc: …", "{ loc: … }"
        )
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R19_KEYED).finditer(norm.text):
            f = norm.finding(self.category, *m.span("v"), 0.7, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _KeyedPlaceR19())


# -- round 20: the answer to a question asking where someone lives ("which estate are you
# in? Customer: Ashford Heights", "您住哪个小区？客户：世纪里"), and a place or postcode opening
# its line before "that's where she lives" / "她就住那"
_R20_ANSWER = lazy_re(
    r"(?i:(?:which|what)\s(?:estate|neighbou?rhood|area|street|road|suburb|village|town|"
    r"postcode|zip|block|building|complex)[^?\n]{0,30}\?)"
    r"(?:[^\n:：]{0,12}(?:小区|estate)[^\n:：?？]{0,12}[?？])?[ \t]{0,3}"
    r"(?:[A-Za-z]{2,12}|客户|用户|顾客|访客)[ \t]?[:：][ \t]{0,2}"
    r"(?P<v>[A-Z0-9][A-Za-z0-9'\-]*(?: [A-Z0-9][A-Za-z0-9'\-]*){0,4}|[\u4e00-\u9fff]{2,10})"
    r"(?=[ \t]*(?:[.,;!。，；！\n]|$))"
    r"|(?:住(?:在)?哪|哪个小区|哪个片区)[^\n？?]{0,20}[？?][ \t]{0,3}"
    r"(?:客户|用户|顾客|访客|(?i:customer|user|client))[ \t]?[:：][ \t]{0,2}"
    r"(?P<w>[\u4e00-\u9fffA-Za-z0-9][\u4e00-\u9fffA-Za-z0-9 ]{1,20}?)"
    r"(?=[ \t]*(?:[。，；！.,;!\n]|$))"
)
_R20_WHERE = lazy_re(
    r"(?m)^[ \t]*(?P<v>\d{5,6}|[A-Z][a-z]+(?: [A-Z][a-z]+){0,3})[ \t]{0,2}(?:--|—{1,2}|–)[ \t]{0,2}"
    r"(?:(?i:that'?s\swhere\s(?:she|he|they|i|we)\s(?:lives?|stays?|live))|(?:她|他|我|他们|我们)"
    r"就?住(?:那|这|那儿|那里|这儿|这里))"
)


class _Round20Places:
    name = "answer_place_r20"
    category = Category.GEO
    needs = Needs(alternatives=((("?",),), (("where",), ("live", "stay")), (("住",),)), run=2)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for rx in (_R20_ANSWER, _R20_WHERE):
            for m in resolve(rx).finditer(norm.text):
                g = "w" if "w" in m.re.groupindex and m.group("w") is not None else "v"
                v = m.group(g)
                if v.split()[0] in _EN_STOP or v.lower() in ("yes", "no", "sure", "ok"):
                    continue  # "Customer: Sure": no answer yet
                if v.isascii() and not v.isdigit() and not _en_place_ok(True, v):
                    continue  # "London — that's where we live": a city, not a home
                f = norm.finding(self.category, m.start(g), m.end(g), 0.7, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _Round20Places())


# -- round 21: an estate's name where a location goes: a photo's geotag or GPS, a pickup or
# drop-off point, the area a group covers ("The raid meetup geotag was Cedar Court", "local
# pickup only (Cedar Village)", "GPS from the photo: Willow Quarter"); the name has an
# estate's or a neighbourhood's ending, so a cue of this kind is enough
_R21_HOOD_NAME = (
    r"[\"'“(（]?(?P<v>[A-Z][a-z'\-]{1,20}(?:\s[A-Z][a-z'\-]{1,20})?\s(?P<s>(?i:"
    + _HOOD_SUF_RE
    + r")))(?![A-Za-z])"
)
_R21_HOOD_CUED = lazy_re(
    r"(?i:(?<![a-z])(?:geo-?tag(?:ged)?|gps|location\stag|pick-?up|drop-?off|covers|covering|"
    r"catchment|meet-?up\spin))"
    r"(?:[^\n.!?:：(（]{0,24}?(?:[:：(（]|\s(?:was|is|at|in|of|to|from|only))\s?"
    r"|(?:(?<=covers)|(?<=covering)|(?<=catchment))\s)" + _R21_HOOD_NAME
)


class _Round21Hoods:
    name = "hood_cued_r21"
    category = Category.GEO
    needs = Needs(
        groups=(lits("geotag|geo-tag|gps|location tag|pickup|pick-up|dropoff|drop-off|covers|"
                     "covering|catchment|meetup pin|meet-up pin"),),
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R21_HOOD_CUED).finditer(norm.text):
            v = m.group("v")
            words = v.split()
            if words[0] in _EN_STOP or "_".join(words).lower() in _EN_HOOD_NOT:
                continue
            if not m.group("s")[0].isupper() or all(w in _EN_CITIES for w in words[:-1]):
                continue  # "covers the Hyde Park area" lower-case ending; a city's park
            f = norm.finding(self.category, m.start("v"), m.end("v"), 0.7, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _Round21Hoods())


# -- round 21: a list of areas ("areas: town centre, Willowbank Park, the retail park",
# "片区：市中心、龙湖城、万达广场"): an item shaped like an estate's name is a place below city
# level (generic items and public places are not: "town centre", "万达广场")
_R21_AREA_LIST = lazy_re(
    r"(?im)(?:(?<![a-z])(?:areas|zones|patches|neighbou?rhoods|estates|coverage)\s?[:：]|"
    r"(?:片区|区域|小区|覆盖范围)\s?[:：])[ \t]*(?P<list>[^\n]{3,200})"
)
_R21_ITEM_SPLIT = re.compile(r"\s?[,，、;；]\s?|\s(?:and|&)\s|和")


def _strict_place(v: str) -> bool:
    """An estate's name by its strong ending ("龙湖城", not "万达广场"), or an English one."""
    if v.isascii():
        return place_shaped(v) and "_".join(v.split()).lower() not in _EN_HOOD_NOT
    m = _ZH_EST.search(v)
    return m is not None and m.group("end") is not None and m.end() == len(v) and place_shaped(v)


class _Round21Areas:
    name = "area_list_r21"
    category = Category.GEO
    needs = Needs(
        groups=(lits("areas|zones|patches|neighborhoods|neighbourhoods|estates|coverage|片区|区域|"
                     "小区|覆盖范围"),),
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in resolve(_R21_AREA_LIST).finditer(text):
            pos = m.start("list")
            for item in _R21_ITEM_SPLIT.split(m.group("list")):
                at = text.find(item, pos)
                pos = at + len(item)
                v = item.strip().rstrip(".。")
                if at < 0 or not v or not _strict_place(v):
                    continue
                s = at + item.index(v)
                f = norm.finding(self.category, s, s + len(v), 0.7, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _Round21Areas())


# -- round 21: a pair said to be a home on a map ("-28.099 -123.5424，map 上就是我家"), and a
# postcode after an address's name ("地址最后一行 812783", "address last line: 94107")
_R21_PAIR_HOME = lazy_re(
    r"(?<![\d.])(?P<v>[-+]?\d{1,2}\.\d{3,10}(?:\s?[,/;，]\s?|\s{1,2})[-+]?\d{1,3}\.\d{3,10})"
    r"(?![\d.])\s?[，,]?\s?(?:(?i:on\sthe\smap|map)\s?上?|地图上?)?\s?"
    r"(?:就是|是)?\s?(?:我家|我们家|家里|(?i:(?:is\s|that'?s\s)(?:my|our)\s(?:home|house|place)))"
)
_R21_ADDR_CODE = lazy_re(
    r"(?:地址|(?i:(?<![a-z])(?<!email\s)(?<!e-mail\s)(?<!ip\s)(?<!mac\s)address))\s?"
    r"(?:最后一行|末行|最后|末尾|后面是|(?i:last\sline|ends?\swith|line\s?\d))?\s?(?:是|[:：])?\s?"
    r"(?<![\d\-])(?P<v>\d{6}|\d{5}(?:-\d{4})?)"
    r"(?![\d\-.:%/])"
)
DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "coordinates_home_r21", Category.GEO, _R21_PAIR_HOME, 0.8,
        need_digit=True,
        needs=Needs(DIGIT, digits=6, groups=((".",), lits("我家|我们家|家里|home|house|place"))),
    ),
    RegexDetector(
        "postcode_after_address_r21", Category.GEO, _R21_ADDR_CODE, 0.75,
        need_digit=True,
        needs=Needs(DIGIT, cluster=5, groups=(lits("地址|address"),)),
    ),
)


# -- round 21: a postcode or a coordinate pair right after a residence or delivery verb
# ("住427096", "搬到了 451877", "孩子学校在206950旁边", "住36.81667,117.81667thx"), a postcode
# before "send it here" ("660774，退款支票寄到这"), and an estate's name whose deliveries fail
# ('"Hawthorn Heights" again - third failed delivery', "“Heron Rise” 又 delivery failed")
_R21_ZH_CODE = lazy_re(
    r"(?:住在?|搬到了?|搬去了?|寄到|送到|在)\s?"
    r"(?P<v>\d{6}|[-+]?\d{1,2}\.\d{3,8}\s?[,，]\s?[-+]?\d{1,3}\.\d{3,8})"
    r"(?![\d.])"
    r"(?=[ \t]?(?:旁边|附近|那边|一带|这边|[，。,.!！?？\n]|$|(?i:thx|thanks|ty)(?![a-z])))"
)
_R21_ZH_CODE_HINT = re.compile(r"[住搬到在][了去]?\s?(?:\d{6}|[-+]?\d{1,2}\.\d)")
_R21_CODE_HERE = lazy_re(
    r"(?:^|(?<=[\s(（\[]))(?P<v>\d{6}|\d{5})[，,]\s?[^\n，,]{0,20}?"
    r"(?:寄到这|寄这里|寄到这里|送到这|(?i:send\sit\shere|ship\sit\shere|mail\sit\shere))"
)
_R21_FAILED = lazy_re(
    r"[\"“'‘](?P<v>[A-Z][a-z'\-]{1,20}(?:\s[A-Z][a-z'\-]{1,20}){0,2}|[\u4e00-\u9fff]{2,8})[\"”'’]\s?"
    r"(?:(?i:again)|又|再次)\s?[-–—,，]?\s?(?:[a-z ]{0,24})?"
    r"(?i:failed\sdelivery|delivery\s(?:failed|attempt\sfailed)|couldn'?t\sdeliver)"
    r"|[\"“'‘](?P<w>[^\"”'’\n]{2,30})[\"”'’]\s?(?:又|再次)\s?"
    r"(?:派送失败|投递失败|送不到|(?i:delivery\sfailed))"
)


def _r21_failed_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v") or m.group("w")
    return place_shaped(v.strip()) or (
        not v.isascii() and _ZH_EST.search(v) is not None and _ZH_CITYLIKE.fullmatch(v) is None
    )


class _Round21Failed:
    name = "place_failed_delivery_r21"
    category = Category.GEO
    needs = Needs(groups=(lits("deliver|派送|投递|送不到"),))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R21_FAILED).finditer(norm.text):
            if not _r21_failed_ok(norm, m):
                continue
            g = "v" if m.group("v") else "w"
            f = norm.finding(self.category, m.start(g), m.end(g), 0.7, self.name)
            if f is not None:
                yield f


DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "postcode_after_residence_r21", Category.GEO, _R21_ZH_CODE, 0.75,
        need_digit=True,
        needs=Needs(
            DIGIT | CJK, cluster=4, check=lambda n: _R21_ZH_CODE_HINT.search(n.text) is not None
        ),
    ),
    RegexDetector(
        "postcode_send_here_r21", Category.GEO, _R21_CODE_HERE, 0.75,
        need_digit=True,
        needs=Needs(DIGIT, cluster=5, groups=(lits("寄到这|寄这里|送到这|send it here|ship it here|"
                                                    "mail it here"),)),
    ),
    _Round21Failed(),
)


# --- round 22: an English estate's name, then Chinese that places people there ("Juniper
# Ridge 的 parking 很贵", "Vasquez Towers 那边的 pharmacy"): an estate-shaped name
# (place_shaped) before the same context words that name a Chinese estate (_ZH_CONTEXT_AFTER)
_R22_EN_EST = lazy_re(
    r"(?<![A-Za-z0-9])(?P<v>(?:[A-Z][a-z'\-]{2,15}\s){1,2}[A-Z][a-z]{2,12})(?=\s?[\u4e00-\u9fff])"
)
_R22_MIXED_AFTER = re.compile(r"\s?的\s?(?i:parking|rent|management|hoa|gym|pool)(?![a-z])")


class _MixedEstateR22:
    name = "estate_en_zh_r22"
    category = Category.GEO
    needs = Needs(CJK | UPPER)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in resolve(_R22_EN_EST).finditer(text):
            v = m.group("v")
            if not place_shaped(v) or _famous("_".join(v.split()).lower()):
                continue
            e = m.end()
            if _ZH_CONTEXT_AFTER.match(text, e) is None and _R22_MIXED_AFTER.match(text, e) is None:
                continue
            f = norm.finding(self.category, m.start("v"), e, 0.7, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _MixedEstateR22())


# --- round 23: location codes and spots below a city that call notes, field visits and
# journals give: a what3words address after its cue, an Open Location Code ("plus code"),
# an Irish Eircode, a British grid reference, an MGRS square, other countries' postcodes
# after their own cue (PLZ, CEP, 〒), a street corner ("junction of Elm St and 5th Ave",
# "人民路和解放路交叉口"), a block and unit of a Chinese estate ("3号楼2单元")
_R23_W3W = lazy_re(
    r"(?i:what3words|what[ ]3[ ]words|w3w)[ \t]{0,2}[:：=]?[ \t]{0,2}(?:is[ \t])?(?:///)?"
    r"(?P<v>[a-z]{2,15}\.[a-z]{2,15}\.[a-z]{2,15})(?![A-Za-z.])"
)
_R23_PLUS = lazy_re(
    r"(?<![A-Za-z0-9+])(?P<v>[2-9CFGHJMPQRVWX]{4,8}\+[2-9CFGHJMPQRVWX]{2,3})(?![A-Za-z0-9+])"
)
_R23_EIRCODE = lazy_re(
    r"(?i:eircode|eir[ ]code|dublin|cork|galway|limerick|co\.\s?[a-z]+)[^\n]{0,30}?"
    r"(?<![A-Za-z0-9])(?P<v>(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?[0-9AC-FHKNPRTV-Y]{4})(?![A-Za-z0-9])"
)
_R23_GRID = lazy_re(
    r"(?i:grid\s?ref(?:erence)?|os\s?grid|osgb|ngr|mgrs)[ \t]{0,2}[:：=]?[ \t]{0,2}"
    r"(?P<v>[HNOST][A-HJ-Z][ \t]?\d{3,5}[ \t]?\d{3,5}|\d{1,2}[C-HJ-NP-X][ \t]?[A-HJ-NP-Z]{2}"
    r"[ \t]?\d{4,10})(?![A-Za-z0-9])"
)
_R23_FOREIGN_POST = lazy_re(
    # (five digits after the cues of countries whose codes have five; four where they have
    # four: "CAP 2024" is no Italian postcode)
    r"(?:(?<![A-Za-z])(?:CEP|CAP|(?i:c[oó]digo\spostal|code\spostal|kod\spocztowy))[ \t]{0,2}"
    r"[:：]?[ \t]{0,2}(?P<v>\d{5}(?:-\d{3})?|\d{2}-\d{3})"
    r"|(?<![A-Za-z])(?:PLZ|NPA|(?i:postleitzahl|postnummer|postinumero))[ \t]{0,2}[:：]?[ \t]{0,2}"
    r"(?P<f>\d{4,5})|〒[ \t]?(?P<j>\d{3}-\d{4}))(?![\d-])"
)
_R23_ST = r"(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Ln|Lane|Dr|Drive|Way|Pl|Place)\.?"
_R23_CORNER = lazy_re(
    r"(?i:junction|intersection|corner|crossroads|crossing)[ \t](?:of[ \t])?"
    r"(?P<v>(?:[A-Z][a-z]{2,15}|\d{1,3}(?:st|nd|rd|th))(?:[ \t]" + _R23_ST + r")?[ \t]?"
    r"(?:and|&|/|x)[ \t]?(?:[A-Z][a-z]{2,15}|\d{1,3}(?:st|nd|rd|th))(?:[ \t]" + _R23_ST + r")?)"
    r"(?![A-Za-z])"
)
_R23_ZH_CORNER = lazy_re(
    r"(?P<v>[\u4e00-\u9fff]{1,6}(?:路|街|大道|大街)(?:和|与|跟|/|、)[\u4e00-\u9fff]{1,6}(?:路|街|大道|大街)"
    r"(?:交叉口|路口|交汇处|十字路口|拐角|交口))"
)
_R23_ZH_UNIT = lazy_re(
    r"(?P<v>\d{1,3}[ \t]?(?:号楼|栋|幢|座)[ \t]?\d{1,2}[ \t]?单元"
    r"(?:[ \t]?\d{1,5}[ \t]?(?:室|号|户|房)|[ \t]?\d{3,5}(?![\d.:%]))?)"
)
_R23_GEO_LITS = lits(
    "what3words|what 3 words|w3w|+|eircode|eir code|grid|osgb|ngr|mgrs|plz|cep|cap|npa|"
    "postal|postleitzahl|postnummer|postinumero|pocztowy|〒|junction|intersection|corner|"
    "crossroads|crossing|交叉口|路口|交汇处|拐角|交口|单元"
)


class _Round23Geo:
    name = "geo_r23"
    category = Category.GEO
    needs = Needs(groups=(_R23_GEO_LITS,))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text, low = norm.text, norm.low
        spans: list[tuple[int, int]] = []
        if "w3w" in low or "3" in low:
            spans += [m.span("v") for m in resolve(_R23_W3W).finditer(text)]
        if "+" in text:
            spans += [m.span("v") for m in resolve(_R23_PLUS).finditer(text)
                      if any(c.isdigit() for c in m.group("v"))]
        if norm.flags & DIGIT:
            spans += [m.span("v") for m in resolve(_R23_EIRCODE).finditer(text)]
            spans += [m.span("v") for m in resolve(_R23_GRID).finditer(text)]
            for m in resolve(_R23_FOREIGN_POST).finditer(text):
                spans.append(m.span(next(g for g in "vfj" if m.group(g) is not None)))
        spans += [m.span("v") for m in resolve(_R23_CORNER).finditer(text)]
        if norm.flags & CJK:
            spans += [m.span("v") for m in resolve(_R23_ZH_CORNER).finditer(text)]
            spans += [m.span("v") for m in resolve(_R23_ZH_UNIT).finditer(text)]
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.75, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _Round23Geo())


# --- round 24: a home's unit inside its building, without the street ("Address line 2:
# Apt. 1620", "moved from Flat 7/2 to another flat", "Block D, Flat 42"); an English
# building's name after "lives at"/"moved to" or before its concierge ("lives at Kingfisher
# House", "The Maltings concierge holds keys"); a Chinese building and room ("15幢2903室",
# "A座2107", "门牌号 1-2-2202"). Apt/Flat anywhere (capitalized, before a unit's number);
# Unit/Suite/Room only on a line that speaks of an address, a home or a delivery.
_R24_UNIT = lazy_re(
    r"(?<![A-Za-z])(?P<v>(?:Block[ ][A-Z],?[ ])?(?:Apt\.?|APT\.?|Apartment|Flat)[ ]?#?[ ]?"
    r"(?:\d{1,5}[A-Z]?|\d{1,2}/\d{1,2}|[A-Z]\d{1,3}|[A-Z](?=[ ,.)]|$)))(?![\w/%])"
)
_R24_SAMPLE = lazy_re(r"(?i:placeholder|sample[ ]data|dummy|example[ ]data|test[ ]data|fixture)")
_R24_UNIT_CUED = lazy_re(
    r"(?<![A-Za-z])(?P<v>(?:Unit|Suite|Ste\.?|Room|Rm\.?)[ ]?#?[ ]?(?:\d{1,5}[A-Z]?|[A-Z]\d{1,3}))"
    r"(?![\w/%])"
)
_R24_HOME_LINE = lazy_re(
    r"(?i:address|addr|line[ ]?2|lives?|living|moved|home|deliver|parcel|label|residen|"
    r"flat|apartment|building|doorstep|mailbox|letterbox|posted|postal)|地址|住址|门牌"
)
_R24_BLDG_SUFFIX = (
    r"(?:House|Court|Villas|Lofts|Gardens|Heights|Towers?|Mansions|Apartments|Residences?|"
    r"Terrace|Mews|Lodge|Manor|Wharf|Quay|Maltings|Buildings)"
)
_R24_BLDG = lazy_re(
    r"(?:(?<![A-Za-z])(?i:lives?|living|moved|moving|resides?|residing|stays?|staying)"
    r"[ ](?:at|in|to|into|from|out[ ]of)[ ]|(?i:meter[ ]access|access)[ \t]?[:：][ \t]?)"
    r"(?P<v>(?:The[ ])?[A-Z][a-z]{2,15}(?:[ ][A-Z][a-z]{2,15}){0,2}[ ]" + _R24_BLDG_SUFFIX
    + r"|The[ ][A-Z][a-z]{3,15})(?![A-Za-z])"
)
_R24_BLDG_STAFF = lazy_re(
    r"(?P<w>(?:The[ ])?[A-Z][a-z]{2,15}(?:[ ][A-Z][a-z]{2,15}){0,2}[ ]" + _R24_BLDG_SUFFIX
    + r"|The[ ][A-Z][a-z]{3,15})[ ](?i:concierge|porter|front[ ]desk|caretaker)(?![A-Za-z])"
)
_R24_ZH_ROOM = lazy_re(
    r"(?<![\dA-Za-z])(?P<v>\d{1,3}[ \t]?(?:幢|栋|号楼|座)[ \t]?\d{3,5}[ \t]?(?:室|号|房|户)?"
    r"|[A-Ha-h][ \t]?(?:座|栋|幢)[ \t]?\d{3,5}(?:[ \t]?(?:室|号|房))?)(?![\d])"
)
_R24_ZH_DASHED = lazy_re(
    r"(?:门牌|地址|住址|房号|装维|住在|住|补充|(?i:address|addr|apt|unit))[^\n\d]{0,12}?"
    r"(?<![\dA-Za-z\-])(?P<v>\d{1,3}-\d{1,2}-\d{3,4})(?![\d\-])"
)
#: two streets' corner with no cue ("meets us at Maple Rd and Hawthorne Ln", "tell the
#: driver Birch Rd & Elmhurst Ln"): both names carry a street's suffix
_R24_PAIR = lazy_re(
    r"(?<![A-Za-z])(?P<v>[A-Z][a-z]{2,15}(?:[ ][A-Z][a-z]{2,15})?[ ]" + _R23_ST
    + r"[ ](?:and|&|/|x)[ ][A-Z][a-z]{2,15}(?:[ ][A-Z][a-z]{2,15})?[ ]" + _R23_ST
    + r")(?![A-Za-z])"
)
#: a person waiting, meeting or being picked up where two streets cross
_R24_MEET = lazy_re(
    r"(?i:(?<![a-z])(?:meets?|meeting|driver|pick(?:s|ing)?[ ](?:me|us|up)|drop(?:s|ping)?[ ]"
    r"(?:me|us|off)|waiting|wait|outside|i'?m[ ]at|we'?re[ ]at|i[ ]live|lives?[ ]near|"
    r"near[ ](?:my|our)|home)(?![a-z]))|说|接我|等我|到了|我在"
)
#: an estate's gate ("外卖放翠苑南门", "meet at 万科城3号门")
_R24_ZH_GATE = lazy_re(
    r"(?P<v>[\u4e00-\u9fff]{1,6}(?:苑|园|城|府|湾|庭|居|里|小区|花园|公寓|大厦|家园|新村)"
    r"(?:[东南西北][一二三\d]?门|[一二三四五六七八九十\d]{1,2}号门))"
)
#: the literals of each of the detector's patterns: a unit's word, a building's cue, a
#: Chinese room's or gate's word, and for a corner both a joining word and a street's suffix
_R24_GEO_NEEDS = Needs(
    alternatives=(
        (lits("apt|apartment|flat|unit|suite|ste|room|rm"),),
        (lits("lives|live|living|moved|moving|resid|stay|access|concierge|porter|front desk|"
              "caretaker"),),
        (lits("幢|栋|号楼|座|门牌|地址|住|房号|装维|补充|addr|门"),),
        (
            lits(" and | & | / | x "),
            lits(" st| rd| ave| ln| blvd| dr| way| pl| road| street| avenue| lane| drive| place|"
                 " boulevard"),
        ),
    )
)


def _r24_buildings(text: str, low: str) -> list[tuple[int, int]]:
    """A building named after a home's verb or before its staff ("lives at Kingfisher
    House", "The Maltings concierge")."""
    spans: list[tuple[int, int]] = []
    if any(w in low for w in ("liv", "mov", "resid", "stay", "access")):
        spans += [m.span("v") for m in resolve(_R24_BLDG).finditer(text)]
    if any(w in low for w in ("concierge", "porter", "front desk", "caretaker")):
        spans += [m.span("w") for m in resolve(_R24_BLDG_STAFF).finditer(text)]
    return spans


class _Round24Geo:
    name = "geo_r24"
    category = Category.GEO
    needs = _R24_GEO_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        spans: list[tuple[int, int]] = []
        if norm.flags & DIGIT:
            if resolve(_R24_SAMPLE).search(text) is None:  # "Apartment 2B in the sample data"
                spans += [m.span("v") for m in resolve(_R24_UNIT).finditer(text)]
            home = resolve(_R24_HOME_LINE)
            for m in resolve(_R24_UNIT_CUED).finditer(text):
                ls = text.rfind("\n", 0, m.start()) + 1
                le = text.find("\n", m.end())
                if home.search(text, ls, le if le >= 0 else len(text)) is not None:
                    spans.append(m.span("v"))
            if norm.flags & CJK:
                spans += [m.span("v") for m in resolve(_R24_ZH_ROOM).finditer(text)]
                spans += [m.span("v") for m in resolve(_R24_ZH_DASHED).finditer(text)]
        for m in resolve(_R24_PAIR).finditer(text) if resolve(_R24_MEET).search(text) else ():
            ls = text.rfind("\n", 0, m.start()) + 1
            le = text.find("\n", m.end())
            if resolve(_R24_MEET).search(text, ls, le if le >= 0 else len(text)) is not None:
                spans.append(m.span("v"))  # a meeting point, not a street closure
        if norm.flags & CJK:
            for m in resolve(_R24_ZH_GATE).finditer(text):
                s, e = m.span("v")
                # "外卖放翠苑南门": the estate's name starts after the verb that places it
                cut = max(text.rfind(c, s, e - 3) for c in "放在到去住于近送")
                spans.append((cut + 1 if cut >= 0 else s, e))
        spans += _r24_buildings(text, norm.low)
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.7, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _Round24Geo())


# --- round 24: the area someone lives or works from, named after a cue that says so ("I'm
# based in Armley", "i'm just off Walkley", "my place is Kingsway House, 4th floor", "I'm up
# in Temescal, near the top of Mill Road", "我在望京住", "我家附近就是徐家汇", "你导航到华润二十四城
# 就行", "home base 在 古荡"): any capitalized name (or Chinese run) that is not a city or a
# common word. A plain "I'm in X" needs a word of local dealings in its sentence ("can do
# local collection", "同城可以面交"): "I'm in Lyon this week" is a trip.
_R24_AREA_NAME = (
    r"(?:(?:Tower|Block|Flat|Unit)[ ][A-Z0-9]{1,3},[ ])?(?:The[ ])?[A-Z][a-z]+\.?"
    r"(?:[ ][A-Z][a-z]+){0,3}"
    r"(?:,[ ](?:Block[ ][A-Z]|\d{1,2}(?:st|nd|rd|th)[ ]floor|Tower[ ]\d{1,2}))?"
    r"(?:,[ ](?:just[ ]off|near[ ]the[ ](?:top|bottom|end)[ ]of|at[ ]the[ ]end[ ]of|near)[ ]"
    r"[A-Z][a-z]+(?:[ ][A-Z][a-z]+)?[ ](?:Road|Rd|Lane|Ln|Ave|Avenue|Street|St|Way|Drive|Dr))?"
)
_R24_AREA = lazy_re(
    r"(?<![A-Za-z])(?P<cue>(?i:(?:i'?m|i[ ]am|we'?re|we[ ]are)(?:[ ](?P<strong>based|up|down|out|"
    r"over|located|living|staying|just))?[ ](?:in|off)|(?:i|we)[ ]live[ ](?:in|off|near)|"
    r"just[ ]off|home[ ]base[ ](?:is|在)|my[ ]place[ ]is|my[ ]flat[ ](?:is|在)|"
    r"outside[ ]my[ ]building,|near[ ]my[ ]place[:：]|"
    # round 25: a move's or a relocation's destination ("settled in Clifton near the school",
    # "temporary housing will be in Surry Hills", "schools near Ranelagh")
    r"settled[ ]in|(?:moving|moved|relocating|relocated)[ ]to|housing[ ](?:will[ ]be|is)[ ]in|"
    r"schools[ ]near))[ \t]{1,2}"
    r"(?P<v>" + _R24_AREA_NAME + r")(?![A-Za-z])"
)
_R24_LOCAL = lazy_re(
    r"(?i:local|nearby|collection|collect|pick[ -]?up|close|near|round[ ]the[ ]corner|"
    r"walking[ ]distance|my[ ]place|my[ ]flat|home|same[ ]city)|面交|同城|自提|接单|附近|离"
)
_R24_ZH_AREA = lazy_re(
    r"我在[ \t]?(?P<a>[\u4e00-\u9fff]{2,8}?)[ \t]?住"
    r"|我住(?:在)?[ \t]?(?P<b>[\u4e00-\u9fff]{2,10}?(?:\d{1,2}(?:号楼|期|栋|幢))?)"
    r"(?=那边|附近|一带|[，,。；;!！\s]|$)"
    r"|我家(?:附近)?(?:就是|就在|在)[ \t]?(?P<c>[\u4e00-\u9fff]{2,12}?"
    r"(?:[A-Z]口|后面|旁边|对面|附近)?)(?=[，,。；;!！\s(（]|$|[A-Za-z])"
    r"|(?:导航到[ \t]?(?P<d>[\u4e00-\u9fff\d]{2,12}?)就行"
    r"|居住区域[ \t]*[:：][ \t]*(?P<f>[\u4e00-\u9fff\d]{2,12}?)(?=[，,。；;!！\s]|$))"
    r"|(?i:home[ ]base[ ](?:在|is)|i'?m[ ]in|i[ ]live[ ]in|near[ ]my[ ]place[:：]|my[ ]flat[ ]在)"
    r"[ \t]?(?P<e>[\u4e00-\u9fff]{2,10}(?:\d{1,2}(?:号楼|期|栋))?)"
)
_R24_ZH_NOT_AREA = frozenset(
    _split(
        "这里 那里 这边 那边 附近 市区 城里 郊区 老家 家里 公司 学校 外地 本地 国外 海外 楼上 楼下 "
        "隔壁 对面 宿舍 单位 医院 酒店 这儿 那儿 一楼 二楼 顶楼 家 同城 市中心"
    )
)


_R24_ZH_WHO = re.compile(
    r"家$|朋友|同学|亲戚|父母|爸妈|我妈|我爸|公司|学校|宿舍|酒店|宾馆|医院|单位|老家|^[这那哪]|"
    r"^[了过着的得到进不也都就还]|[一二三两几半\d][天年月晚周次夜]"  # "我住了三天就走了"
)


def _zh_city(v: str) -> bool:
    from .names import _load

    places = _load("zh_places.txt")
    return v in places or v.endswith(("市", "省", "县")) or (
        v.endswith(("市", "区")) and v[:-1] in places
    )


class _HomeAreaR24:
    name = "home_area_r24"
    category = Category.GEO
    #: every cue's last words (lowercase), so the detector runs only where one stands
    needs = Needs(
        groups=(
            lits(
                "m in|m off|re in|re off|am in|am off|based in|up in|down in|out in|over in|"
                "located in|living in|staying in|just in|just off|i live|we live|home base|"
                "my place|my flat|outside my building|我在|我住|我家|导航到|settled in|moving to|"
                "moved to|relocating to|relocated to|will be in|housing is in|schools near|居住区域"
            ),
        )
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912 - one per form
        text = norm.text
        spans: list[tuple[int, int]] = []
        if norm.flags & UPPER:
            for m in resolve(_R24_AREA).finditer(text):
                v = m.group("v")
                words = v.replace(",", " ").split()
                first = words[0]
                if first in ("Tower", "Block", "Flat", "Unit", "The") and len(words) > 1:
                    first = words[2] if first != "The" else words[1]
                if all(w.rstrip(".") in _EN_CITIES for w in v.split(",")[0].split()):
                    continue  # "I'm based in Leeds": a city
                if len(v.split(",")[0].split()) == 1 and _zipf(first.lower()) >= 3.5:
                    continue  # "I'm in Marketing", "I'm just off Work"
                cue = m.group("cue").lower()
                if cue.startswith(("moving", "moved", "relocat")) and not (
                    _R25_IN_PLACE.match(text, m.end()) is not None
                    or resolve(_R24_LOCAL).search(text, *_line(text, m.start())) is not None
                ):
                    continue  # "we moved to Jira": a tool, not a neighbourhood
                plain = cue.startswith(("i'm in", "im in", "i am in", "we're in", "we are in"))
                if plain and not m.group("strong"):
                    ls, le = _line(text, m.start())
                    if resolve(_R24_LOCAL).search(text, ls, le) is None:
                        continue
                spans.append(m.span("v"))
        if norm.flags & CJK:
            for m in resolve(_R24_ZH_AREA).finditer(text):
                g = next(k for k in "abcdef" if m.group(k) is not None)
                v = m.group(g)
                if v in _R24_ZH_NOT_AREA or _zh_city(v) or _R24_ZH_WHO.search(v):
                    continue  # "我住在朋友家", "我在公司住": someone's home, a kind of place
                spans.append(m.span(g))
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.7, self.name)
            if f is not None:
                yield f


#: the city or country a neighbourhood is in, right after it ("Tampines in Singapore")
_R25_IN_PLACE = re.compile(r"(?:[ ]in|,)[ ][A-Z][a-z]+")


def _line(text: str, i: int) -> tuple[int, int]:
    le = text.find("\n", i)
    return text.rfind("\n", 0, i) + 1, le if le >= 0 else len(text)


DETECTORS = (*DETECTORS, _HomeAreaR24())


# --- round 24: a home told by its landmarks ("the yellow house at the end of Oak Terrace",
# "behind the laundromat on Cedar Ln", "Maple Avenue, third house past the Co-op",
# "Building 6, Sunset Villas", "建国路全家便利店后面那栋", "龙湖春森彼岸10号楼", "碧桂园3期9栋")
_R24_SUF = (
    r"(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Way|Close|Court|Ct|Terrace|Crescent|"
    r"Place|Pl|Grove|Gardens|Mountains?|Hill|Row|Mews|Walk|Boulevard|Blvd)\.?"
)
_R24_STREET = r"[A-Z][a-z]{2,15}(?:[ ][A-Z][a-z]{2,15})?[ ]" + _R24_SUF
_R24_LANDMARKED = lazy_re(
    r"(?P<a>the[ ](?:[a-z]{3,10}[ ]){0,2}(?:house|flat|cottage|bungalow|building|block|door)"
    r"[ ](?:at[ ]the[ ](?:end|top|bottom|corner)[ ]of|opposite|next[ ]to|across[ ]from)[ ]"
    + _R24_STREET + r")"
    r"|(?P<b>(?i:behind|next[ ]to|opposite|across[ ]from|beside)[ ]the[ ][A-Za-z0-9\-' ]{2,25}?"
    r"[ ]on[ ]" + _R24_STREET + r")"
    r"|(?P<c>" + _R24_STREET
    + r",[ ](?:first|second|third|fourth|fifth|sixth|last|\d(?:st|nd|rd|th))"
    r"[ ](?:house|door|flat|building)[ ](?:past|after|before|from)[ ]the[ ][A-Z0-9][\w\-]{1,20})"
    r"|(?P<d>Building[ ]\d{1,3},[ ](?:the[ ])?[A-Z][a-z]{2,15}(?:[ ][A-Z][a-z]{2,15}){0,2})"
)
_R24_ZH_LANDMARKED = lazy_re(
    r"(?P<v>[\u4e00-\u9fff]{1,6}(?:路|街|大道|大街)[\u4e00-\u9fffA-Za-z0-9\-]{1,10}?"
    r"(?:后面|旁边|对面|隔壁|楼上)(?:那栋|那幢|那个小区|那家)"
    r"|(?:(?<![\u4e00-\u9fff])|(?<=[在到去来住从是向]))[\u4e00-\u9fff]{2,8}?(?:\d{1,2}期)?"
    r"\d{1,3}(?:号楼|栋|幢))"
)
_R24_ZH_NOT_HOME = re.compile(r"公司|学校|医院|大学|园区|工厂|办公|写字楼|教学|宿舍楼|实验|图书")


class _LandmarkedHomeR24:
    name = "geo_landmarked_r24"
    category = Category.GEO
    needs = Needs(
        alternatives=(
            (lits("house|flat|cottage|bungalow|building|block|door|behind|next to|opposite|"
                  "across from|beside|past the|after the"),),
            (lits("后面|旁边|对面|隔壁|楼上|号楼|栋|幢"),),
        )
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        spans: list[tuple[int, int]] = []
        if norm.flags & UPPER:
            for m in resolve(_R24_LANDMARKED).finditer(text):
                g = next(k for k in "abcd" if m.group(k) is not None)
                spans.append(m.span(g))
        if norm.flags & CJK:
            for m in resolve(_R24_ZH_LANDMARKED).finditer(text):
                v = m.group("v")
                if _R24_ZH_NOT_HOME.search(v) is None and _ZH_TIME_IN.search(v) is None:
                    s, e = m.span("v")
                    # "顺路来延安路…": the place starts after the verb that brings one there
                    cut = max(text.rfind(c, s, min(e, s + 4)) for c in "来在到去住从")
                    spans.append((cut + 1 if cut >= 0 else s, e))
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.7, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _LandmarkedHomeR24())


# --- round 25: a home given by the block of its estate or a landmark beside it, where a
# delivery, an installer or "our building" is sent: "Harbour View, Block C", "Block 2 of The
# Willows", "Walnut Commons, 3rd building on the left", "Parkside Apartments (the west
# tower, 15th floor)", "Home address shows just 94297"; in Chinese, an estate behind or
# opposite a landmark ("农贸市场后面的绿城西溪诚园", "地铁10号线科技园站D口对面那个小区")
_R25_CAP = r"[A-Z][a-z]{2,15}(?:[ ][A-Z][a-z]{2,15}){0,2}"
_R25_BLOCK = lazy_re(
    r"(?P<v>(?:The[ ])?" + _R25_CAP + r",[ ](?:Block|Building|Tower)[ ][A-Z0-9]{1,2}(?![A-Za-z0-9])"
    r"|(?:Block|Building|Tower)[ ][A-Z0-9]{1,2}[ ]of[ ](?:[Tt]he[ ])?" + _R25_CAP
    + r"|(?:The[ ])?" + _R25_CAP + r",[ ]\d{1,2}(?:st|nd|rd|th)[ ](?:building|house|block|door)"
    r"[ ]on[ ]the[ ](?:left|right)"
    r"|" + _R25_CAP + r"[ ](?:Apartments|Court|Tower|House|Mews|Estates?|Gardens|Heights)"
    r"[ ]?\((?:the[ ])?[^()\n]{0,40}?(?:floor|tower|block|wing)[^()\n]{0,20}\))"
)
#: a dorm room: "Block A, room 110", "Tower 4 flat 18C", "West Hall 323" (round 25)
_R25_DORM = lazy_re(
    r"(?P<v>(?:Block|Tower|Building|House)[ ][A-Z0-9]{1,2},?[ ](?i:room|flat|apt|unit)[ ]?"
    r"\d{1,4}[A-Z]?(?![A-Za-z0-9])"
    r"|(?:North|South|East|West|Upper|Lower|[A-Z][a-z]{2,12})[ ]Hall,?[ ](?:(?i:room)[ ])?"
    r"\d{3,4}[A-Z]?(?![A-Za-z0-9]))"
)
_R25_DORM_CUE = re.compile(
    r"(?i)(?<![a-z])(?:room\sis|dorm|dormitory|staying\sin|she's\sin|he's\sin|i'm\sin|"
    r"lives?\sin|living\sin|halls?|move\sin|moved\sinto|send\sit\sto|deliver\sto|my\sroom)"
    r"(?![a-z])"
)
_R25_ZH_DORM = lazy_re(
    r"(?P<v>(?:[东西南北中]区)?\d{1,3}(?:号)?(?:宿舍楼|公寓楼|宿舍|栋|号楼)[ ]?\d{3,4}"
    r"(?:室|房间|寝室)?)"
    r"(?!\d)"
)
_R25_HOME_CUE = re.compile(
    r"(?i)(?<![a-z])(?:our|my|we|we're|we’re|live|lives|living|house|home|flat|building|"
    r"deliver(?:y|ies)?|address|installer|courier|driver|engineer)(?![a-z])"
)
_R25_HOME_ZIP = lazy_re(r"(?i:home[ ]address)[^\n\d]{0,24}?(?P<v>\d{5})(?![\d\-])")
_R25_ZH_BEHIND = lazy_re(
    r"(?P<v>(?:地铁\d{1,2}号线)?(?:(?![来在到去住从是向的个])[\u4e00-\u9fff]){0,6}?"
    r"(?:站[A-Z]?\d{0,2}口?|市场|驿站|医院|小学|中学|"
    r"幼儿园|超市|公园|银行|加油站|便利店|菜场|广场|商场|学校)"
    r"(?:后面|旁边|对面|隔壁|附近|斜对面)(?:的|那个|那栋)"
    r"(?:小区|[\u4e00-\u9fffA-Za-z0-9]{2,10}?(?=[的，,。；;、\s]|就|到|$)))"
)
_R25_ZH_ESTATE_END = (
    "园", "苑", "府", "城", "湾", "居", "庭", "里", "坊", "小区", "公寓", "公馆", "第", "号", "郡",
    "邸", "墅", "庄", "阁", "轩", "村", "台", "湾", "院", "寓", "筑", "岸", "汇", "都", "境",
)
_R25_ZH_HOME_CUE = re.compile(r"地址|外卖|快递|新家|住|我们|我家|家在|师傅|building|live|小区")


class _EstateBlockR25:
    name = "geo_estate_r25"
    category = Category.GEO
    needs = Needs(
        alternatives=(
            (lits("block|building|tower|apartments|court|house|mews|estate|gardens|heights|"
                  "hall"),),
            (lits("宿舍|公寓楼|栋|号楼"),),
            (lits("home address"),),
            (lits("后面|旁边|对面|隔壁|附近"),),
        )
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912 - one per form
        text = norm.text
        spans: list[tuple[int, int]] = []
        if norm.flags & UPPER:
            for m in resolve(_R25_BLOCK).finditer(text):
                ls = text.rfind("\n", 0, m.start()) + 1
                if _R25_HOME_CUE.search(text, ls, m.start()) is not None:
                    spans.append(m.span("v"))
        if norm.flags & DIGIT:
            for m in resolve(_R25_DORM).finditer(text):
                ls = text.rfind("\n", 0, m.start()) + 1
                if _R25_DORM_CUE.search(text, ls, m.start()) is not None:
                    spans.append(m.span("v"))
            if norm.flags & CJK:
                spans += [m.span("v") for m in resolve(_R25_ZH_DORM).finditer(text)]
        if norm.flags & DIGIT and "home address" in norm.low:
            spans += [m.span("v") for m in resolve(_R25_HOME_ZIP).finditer(text)]
        if norm.flags & CJK:
            for m in resolve(_R25_ZH_BEHIND).finditer(text):
                v = m.group("v")
                if _R24_ZH_NOT_HOME.search(v.split("的")[-1]) is not None:
                    continue
                ls = text.rfind("\n", 0, m.start()) + 1
                le = text.find("\n", m.end())
                line = text[ls : len(text) if le < 0 else le]
                if v.endswith(_R25_ZH_ESTATE_END) or _R25_ZH_HOME_CUE.search(line):
                    s, e = m.span("v")
                    cut = max(text.rfind(c, s, min(e, s + 4)) for c in "来在到去住从是向")
                    spans.append((cut + 1 if cut >= 0 else s, e))
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.7, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _EstateBlockR25())


# --- round 26 (BA): a plus code's short form after its name ("plus code for the cabin:
# HPPM+CF", no digit in its first part), a geohash a few words after its name or named right
# after it ("precision 9 (gcwfhxr)", "cell c22yqvc2 (geohash)")
_R26_CODES = lazy_re(
    r"(?i:plus[ ]?code|open[ ]location[ ]code)[^\n]{0,64}?(?<![A-Za-z0-9+])"
    r"(?P<p>(?:[2-9CFGHJMPQRVWX]{8}|[2-9CFGHJMPQRVWX]{4,6})\+[2-9CFGHJMPQRVWX]{2,3})(?![A-Za-z0-9+])"
    r"|(?i:geohash)[^\n]{0,30}?(?<![A-Za-z0-9])(?P<q>[(\[\"'])?(?P<g>[0-9b-hjkmnp-z]{6,12})(?![a-z0-9])"
    r"|(?<![A-Za-z0-9])(?P<h>[0-9b-hjkmnp-z]{6,12})[ \t]?\((?i:geohash)\)"
)


class _CodesR26:
    name = "geo_codes_r26"
    category = Category.GEO
    needs = Needs(groups=(lits("plus code|pluscode|location code|geohash"),))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R26_CODES).finditer(norm.text):
            g = next(k for k in "pgh" if m.group(k) is not None)
            v = m.group(g)
            if g == "g" and m.group("q") is None and not any(c.isdigit() for c in v):
                continue  # "geohash precision is perfect": a word, not a hash
            f = norm.finding(self.category, *m.span(g), 0.85, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _CodesR26())
