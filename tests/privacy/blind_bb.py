# ruff: noqa
"""Blind evaluation corpus BB: hospitality, restaurants, events and weddings.

Domain: restaurant reservations and waitlists, catering orders, hotel front-desk notes and
guest profiles, wedding planning (guest lists, seating charts, 婚礼策划, 伴娘/伴郎, 礼金),
party and venue bookings (宴会, 包间, 订桌), event ticketing and RSVPs, staff rotas of small
venues, vendor contracts, reviews and complaints -- in English, Chinese and code-switched
English/Chinese as written by planners, hosts, front-desk staff, chefs and guests.

Styles: free prose, WhatsApp/WeChat-style chat with typos, e-mails to venues and vendors,
booking forms and key/value fields, CSV exports of guest lists, JSON from booking
APIs, YAML and .env configuration of reservation widgets and POS integrations, application
logs, markdown tables, OCR-ish scans of registration cards and contracts, and voice-dictated
notes without punctuation. Values appear at the start, in the middle and at the end of the
text, with and without cue words, in several formats per category.

Written blind: the author never read the gate's source, its tests, other corpora or the
repository history, and never ran the gate. Only the contract in blind_common.py was read.

Seeds: BASE_SEED = 20251115; cell c (c = category index * 3 + language index) uses
random.Random(BASE_SEED + c); Faker en_US / en_GB / zh_CN are re-seeded per cell with
seed_instance(BASE_SEED + c + OFF + 1 / + 2 / + 3), OFF = 9200. Benign language i uses
random.Random(BENIGN_SEED + i), BENIGN_SEED = 93115.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string

from faker import Faker

try:
    from .blind_common import CATEGORIES, LANGS, Sample
except ImportError:  # run as a script
    import os, sys

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

PER_CELL = 250
BENIGN_PER_LANG = 400
BASE_SEED = 20251115
OFF = 9200
BENIGN_SEED = 93115

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"


def _rs(rng, n, alphabet=ALNUM):
    return "".join(rng.choice(alphabet) for _ in range(n))


def _ascii(s):
    return re.sub(r"[^a-z]", "", s.lower())


class _F:
    """The three Faker instances, re-seeded per cell."""

    def __init__(self):
        self.us = Faker("en_US")
        self.gb = Faker("en_GB")
        self.zh = Faker("zh_CN")

    def seed(self, cell_seed):
        self.us.seed_instance(cell_seed + OFF + 1)
        self.gb.seed_instance(cell_seed + OFF + 2)
        self.zh.seed_instance(cell_seed + OFF + 3)

    def en(self, rng):
        return self.us if rng.random() < 0.6 else self.gb


# --------------------------------------------------------------------------- fillers
VENUES = [
    "The Larder", "Harbour Room", "Oak & Ember", "Maple Hall", "Riverside Pavilion",
    "Copper Kettle Bistro", "The Greenhouse Terrace", "Bellwether Tavern", "Saltmarsh Kitchen",
    "The Orchard Barn", "Lantern House", "Juniper & Rye", "The Glasshouse", "Ivy Court",
    "Fig & Fennel", "Blue Heron Inn", "The Boathouse", "Thistle Lodge", "Cedar Loft",
    "Marigold Supper Club", "Hollow Oak Estate", "The Drawing Room", "Silver Birch Manor",
]
HOTELS = [
    "Harbourside Hotel", "The Grand Meridian", "Kingsbridge Arms", "Parkview Suites",
    "The Wren Hotel", "Lakeshore Lodge", "Hotel Aurelia", "The Fairmount Inn",
    "Crown & Anchor Hotel", "Seaview Grand", "The Halcyon", "Stonegate House",
]
ZVENUES = [
    "锦江宴会厅", "江南春酒楼", "湖畔花园餐厅", "福满楼", "金色大厅", "玉兰厅", "牡丹厅",
    "聚福园", "外滩花园草坪", "悦庭宴会中心", "小南国", "海棠轩", "云栖茶室", "鸿运酒家",
    "半岛西餐厅", "喜来登宴会厅", "满堂红宴会酒店", "桂花厅", "春风十里餐厅", "老院子",
]
ZHOTELS = [
    "滨江大酒店", "君悦酒店", "紫金山庄", "维景国际大酒店", "开元名都", "金陵饭店",
    "湖滨花园酒店", "港丽酒店", "万豪行政公寓", "东方宾馆", "华美达广场酒店",
]
DISHES = [
    "beef Wellington", "seared scallops", "the tasting menu", "lobster bisque", "duck confit",
    "wild mushroom risotto", "the vegan wedding cake", "chocolate fondant", "oysters",
    "the cheese course", "prime rib carvery", "canapés", "sticky toffee pudding", "ramen bar",
    "grazing table", "dim sum platter", "paella station", "the kids' menu",
]
ZDISHES = [
    "佛跳墙", "清蒸石斑鱼", "北京烤鸭", "东坡肉", "松鼠桂鱼", "白切鸡", "蒜蓉龙虾", "八宝饭",
    "长寿面", "红烧狮子头", "糖醋排骨", "蟹粉小笼", "烧鹅", "鲍鱼捞饭", "喜饼", "婚礼蛋糕",
    "水果拼盘", "干炒牛河",
]
EVENTS = [
    "rehearsal dinner", "engagement party", "baby shower", "corporate gala", "40th birthday",
    "hen do", "stag night", "christening lunch", "retirement party", "wedding breakfast",
    "bridal shower", "anniversary dinner", "wine pairing evening", "charity auction",
    "team offsite", "graduation dinner", "memorial reception", "prom afterparty",
]
ZEVENTS = [
    "订婚宴", "满月酒", "寿宴", "年会", "谢师宴", "回门宴", "婚宴", "百日宴", "升学宴",
    "公司团建", "同学聚会", "生日派对", "答谢宴", "乔迁宴",
]
CITIES = [
    "Chicago", "Austin", "Seattle", "Boston", "Denver", "Nashville", "San Diego", "Portland",
    "Atlanta", "London", "Manchester", "Bristol", "Leeds", "Edinburgh", "Brighton", "York",
    "Bath", "Cardiff", "Philadelphia", "Savannah",
]
ZCITIES = [
    "上海", "北京", "杭州", "苏州", "南京", "成都", "广州", "深圳", "厦门", "武汉", "西安",
    "长沙", "青岛", "重庆", "天津", "宁波",
]
APPS = ["OpenTable", "Resy", "SevenRooms", "Tock", "Eventbrite", "The Knot", "Zola", "Toast"]
ZAPPS = ["美团", "大众点评", "小红书", "携程", "飞猪", "微信小程序", "抖音团购", "口碑"]
ROLES = [
    "banquet captain", "sous chef", "night auditor", "sommelier", "front-of-house manager",
    "events coordinator", "head bartender", "pastry chef", "concierge", "duty manager",
]
ZROLES = ["前厅经理", "领班", "宴会销售", "婚礼督导", "行政总厨", "大堂经理", "司仪", "化妆师", "跟妆师", "前台"]
PKGS = ["Gold package", "Garden Ceremony package", "Classic Dinner package", "Twilight package",
        "Platinum Buffet", "Elopement package", "Brunch Reception package"]
ZPKGS = ["如意套餐", "金玉满堂套餐", "百年好合套餐", "龙凤呈祥套餐", "花好月圆套餐", "鸿运当头套餐"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZWDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日", "星期六", "星期天"]


def _date(rng):
    m, d = rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice([
        f"{MONTHS[m - 1]} {d}", f"{d} {MONTHS[m - 1]}", f"{WDAYS[rng.randint(0, 6)][:3]} {d} {MONTHS[m - 1][:3]}",
        f"{m}/{d}", f"2025-{m:02d}-{d:02d}", f"{MONTHS[m - 1][:3]} {d}, 2026",
    ])


def _zdate(rng):
    m, d = rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice([f"{m}月{d}日", f"{m}月{d}号", "下周六", "这周日", "国庆节", "五一", f"2025年{m}月{d}日", "元旦", "七夕"])


def _time(rng):
    h, mi = rng.randint(11, 21), rng.choice([0, 0, 15, 30, 30, 45])
    return rng.choice([f"{h}:{mi:02d}", f"{h - 12 if h > 12 else h}:{mi:02d}pm" if h >= 12 else f"{h}:{mi:02d}am",
                       f"{h - 12 if h > 12 else h}pm" if h >= 12 else f"{h}am"])


def _ztime(rng):
    h = rng.randint(5, 8)
    return rng.choice([f"晚上{h}点", f"晚上{h}点半", "中午12点", f"{h + 12}:00", f"{h + 12}:30", "中午11点半"])


def _ref(rng):
    return rng.choice([
        f"RSV-{rng.randint(10000, 99999)}", f"OT{rng.randint(1000000, 9999999)}", f"BK{_rs(rng, 6, UP + DG)}",
        f"EVT-2025-{rng.randint(100, 9999):04d}", f"#{rng.randint(20000, 89999)}", f"WL-{rng.randint(100, 999)}",
    ])


def _amt(rng):
    v = rng.randint(40, 24000)
    return rng.choice([f"${v:,}", f"${v:,}.00", f"${rng.randint(45, 190)} pp", f"USD {v:,}"])


def _gbp(rng):
    v = rng.randint(40, 18000)
    return rng.choice([f"£{v:,}", f"£{rng.randint(35, 150)} per head", f"£{v:,}.50"])


def _rmb(rng):
    v = rng.choice([1888, 2888, 3888, 4888, 5888, 6888, 8888, 9999, 12800, 28800, 3680, 4280])
    return rng.choice([f"¥{v:,}", f"{v}元", f"{v}元/桌", f"￥{v}", f"{v // 100 * 100}块"])


def _ts(rng):
    m, d, h, mi, s = rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
    return rng.choice([f"2025-{m:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}", f"2025-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}Z",
                       f"[{d:02d}/{MONTHS[m - 1][:3]}/2025:{h:02d}:{mi:02d}:{s:02d} +0000]"])


def _isodate(rng):
    return f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


FILL = {
    "venue": lambda r: r.choice(VENUES), "hotel": lambda r: r.choice(HOTELS),
    "zvenue": lambda r: r.choice(ZVENUES), "zhotel": lambda r: r.choice(ZHOTELS),
    "date": _date, "zdate": _zdate, "time": _time, "ztime": _ztime, "ts": _ts, "isodate": _isodate,
    "n": lambda r: str(r.randint(2, 14)), "N": lambda r: str(r.randint(60, 320)),
    "tbl": lambda r: str(r.randint(1, 45)), "room": lambda r: str(r.randint(2, 19) * 100 + r.randint(1, 40)),
    "ref": _ref, "inv": lambda r: f"INV-{r.randint(10000, 99999)}", "amt": _amt, "gbp": _gbp, "rmb": _rmb,
    "dish": lambda r: r.choice(DISHES), "zdish": lambda r: r.choice(ZDISHES),
    "evt": lambda r: r.choice(EVENTS), "zevt": lambda r: r.choice(ZEVENTS),
    "city": lambda r: r.choice(CITIES), "zcity": lambda r: r.choice(ZCITIES),
    "wd": lambda r: r.choice(WDAYS), "zwd": lambda r: r.choice(ZWDAYS),
    "app": lambda r: r.choice(APPS), "zapp": lambda r: r.choice(ZAPPS),
    "role": lambda r: r.choice(ROLES), "zrole": lambda r: r.choice(ZROLES),
    "pkg": lambda r: r.choice(PKGS), "zpkg": lambda r: r.choice(ZPKGS),
    "pct": lambda r: str(r.choice([10, 15, 20, 25, 30, 50])),
}

# --------------------------------------------------------------------------- check digits
def luhn_ok(num):
    digits = [int(c) for c in num if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def _luhn_complete(rng, prefix, length):
    body = prefix + "".join(rng.choice(DG) for _ in range(length - len(prefix) - 1))
    for c in DG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def iban_ok(iban):
    s = re.sub(r"\s", "", iban)
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def _iban(rng):
    cc, spec = rng.choice([
        ("GB", "L4D14"), ("DE", "D18"), ("FR", "D23"), ("ES", "D20"), ("NL", "L4D10"),
        ("IT", "L1D10A12"), ("IE", "L4D14"), ("BE", "D12"), ("AT", "D16"), ("CH", "D17"),
    ])
    bban = ""
    for kind, n in re.findall(r"([LDA])(\d+)", spec):
        alpha = {"L": UP, "D": DG, "A": UP + DG}[kind]
        bban += _rs(rng, int(n), alpha)
    if cc in ("GB", "IE"):
        bban = rng.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "AIBK", "BOFI", "MONZ"]) + bban[4:]
    num = int("".join(str(int(c, 36)) for c in bban + cc + "00"))
    iban = f"{cc}{98 - num % 97:02d}{bban}"
    assert iban_ok(iban)
    if rng.random() < 0.55:
        iban = " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return iban


_CNID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cnid_ok(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    return "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], _CNID_W)) % 11] == s[17]


CN_AREAS = ["110101", "110105", "110108", "310101", "310104", "310115", "440106", "440305",
            "330106", "330102", "320102", "320505", "510107", "420106", "430104", "370202",
            "500103", "120101", "610113", "210102", "350203", "340104", "410105", "360102"]


def _cnid(rng):
    body = rng.choice(CN_AREAS) + f"{rng.randint(1955, 2004)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{rng.randint(0, 999):03d}"
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, _CNID_W)) % 11]


def _hkid(rng):
    letter = rng.choice("ACDEGHKPRVYZ")
    digits = _rs(rng, 6, DG)
    total = 9 * 36 + 8 * (ord(letter) - 55) + sum((7 - i) * int(d) for i, d in enumerate(digits))
    chk = (11 - total % 11) % 11
    return f"{letter}{digits}({'A' if chk == 10 else chk})"


def aba_ok(r):
    d = [int(c) for c in r]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0


# --------------------------------------------------------------------------- value generators
def _jwt(rng):
    head = base64.urlsafe_b64encode(rng.choice([b'{"alg":"HS256","typ":"JWT"}', b'{"alg":"RS256","typ":"JWT"}'])).rstrip(b"=").decode()
    iat = rng.randint(1735000000, 1765000000)
    payload = {"sub": f"rsv_{rng.randint(100000, 999999)}", "venue": rng.randint(100, 9999),
               "scope": rng.choice(["bookings:write", "guests:read", "pos:sync", "tickets:scan"]),
               "iat": iat, "exp": iat + rng.choice([3600, 86400, 900])}
    body = base64.urlsafe_b64encode(json.dumps(payload, separators=(",", ":")).encode()).rstrip(b"=").decode()
    return f"{head}.{body}.{_rs(rng, 43, B64URL)}"


def _pkey(rng, kind=None):
    kind = kind or rng.choice(["OPENSSH", "RSA", "EC", ""])
    label = f"{kind} PRIVATE KEY".strip()
    n = {"OPENSSH": 6, "RSA": 9, "EC": 3, "": 8}[kind]
    lines = [_rs(rng, 64 if kind != "OPENSSH" else 70, B64) for _ in range(n)] + [_rs(rng, rng.randint(12, 40), B64) + "=="]
    if kind == "OPENSSH":
        lines[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + lines[0][24:]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def g_secret(rng, F, lang, kind):
    k = kind or rng.choice(["b62", "hex32", "stripe", "openai", "aws"])
    if k == "aws":
        return "AKIA" + _rs(rng, 16, UP + "234567")
    if k == "awssec":
        return _rs(rng, 40, B64)
    if k == "ghp":
        return "ghp_" + _rs(rng, 36)
    if k == "ghpat":
        return "github_pat_" + _rs(rng, 22) + "_" + _rs(rng, 59)
    if k == "slack":
        return rng.choice(["xoxb-", "xoxp-"]) + f"{rng.randint(10**10, 10**12)}-{rng.randint(10**11, 10**13)}-" + _rs(rng, 24)
    if k == "slackhook":
        return f"T0{_rs(rng, 8, UP + DG)}/B0{_rs(rng, 8, UP + DG)}/{_rs(rng, 24)}"
    if k == "openai":
        return "sk-" + _rs(rng, 20) + "T3BlbkFJ" + _rs(rng, 20)
    if k == "oaproj":
        return "sk-proj-" + _rs(rng, rng.choice([48, 64, 92]), B64URL)
    if k == "anthropic":
        return "sk-ant-api03-" + _rs(rng, 93, B64URL) + "AA"
    if k == "stripe":
        return rng.choice(["sk_live_", "sk_live_", "rk_live_"]) + _rs(rng, rng.choice([24, 34, 99]))
    if k == "whsec":
        return "whsec_" + _rs(rng, 32)
    if k == "google":
        return "AIza" + _rs(rng, 35, B64URL)
    if k == "hf":
        return "hf_" + _rs(rng, 34, UP + LO)
    if k == "sendgrid":
        return "SG." + _rs(rng, 22, B64URL) + "." + _rs(rng, 43, B64URL)
    if k == "telegram":
        return f"{rng.randint(10**8, 8 * 10**9)}:AA" + _rs(rng, 33, B64URL)
    if k == "jwt":
        return _jwt(rng)
    if k == "pkey":
        return _pkey(rng)
    if k == "pkeyrsa":
        return _pkey(rng, "RSA")
    if k == "square":
        return rng.choice(["EAAA", "sq0atp-"]) + _rs(rng, 60 if rng.random() < 0.5 else 22, B64URL)
    if k == "shopify":
        return "shpat_" + _rs(rng, 32, HEX)
    if k == "mailchimp":
        return _rs(rng, 32, HEX) + f"-us{rng.randint(2, 21)}"
    if k == "hex32":
        return _rs(rng, 32, HEX)
    if k == "hex40":
        return _rs(rng, 40, HEX)
    if k == "hex64":
        return _rs(rng, 64, HEX)
    if k == "b62":
        return _rs(rng, rng.choice([32, 40, 48]))
    if k == "b32":
        return _rs(rng, 32)
    if k == "b40":
        return _rs(rng, 40, B64URL)
    if k == "b64":
        return _rs(rng, rng.choice([44, 64, 88]), B64).rstrip("+/") + "="
    if k == "uuid":
        h = _rs(rng, 32, HEX)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"
    if k == "wechat":
        return _rs(rng, 32)
    if k == "aliyun":
        return "LTAI" + _rs(rng, rng.choice([16, 20]))
    if k == "aliyunsec":
        return _rs(rng, 30)
    if k == "tencent":
        return "AKID" + _rs(rng, 32)
    if k == "eventbrite":
        return _rs(rng, 20, UP + DG)
    if k == "twilio":
        return "SK" + _rs(rng, 32, HEX)
    if k == "urlpw":
        return _rs(rng, rng.randint(14, 22), ALNUM + "-_")
    raise KeyError(k)


PW_WORDS = ["peony", "velvet", "lantern", "saffron", "harbor", "magnolia", "champagne", "tulip",
            "juniper", "copper", "ember", "orchid", "marigold", "truffle", "brioche", "sorbet",
            "confetti", "bouquet", "ballroom", "sparkler", "meringue", "prosecco", "garland",
            "caramel", "oyster", "hazel", "pinecone", "teacup", "violet", "chandelier"]
PW_CN = ["520", "1314", "888", "666", "168", "0618", "1020", "99", "2025", "1988", "1992", "5201314"]


def g_password(rng, F, lang, kind):
    k = kind or rng.choice(
        {"en": ["word", "word", "faker", "phrase", "pin"],
         "zh": ["pinyin", "pinyin", "word", "faker", "pin"],
         "mixed": ["pinyin", "word", "faker", "phrase", "pin"]}[lang])
    if k == "pin":
        k = rng.choice(["pin4", "pin6"])
    if k == "pin4":
        return _rs(rng, 4, DG)
    if k == "pin6":
        return _rs(rng, 6, DG)
    if k == "door":
        return rng.choice(["", "*", "#"]) + _rs(rng, rng.choice([4, 5, 6]), DG) + rng.choice(["#", "#", "*", ""])
    if k == "faker":
        return F.us.password(length=rng.randint(10, 16), special_chars=True)
    if k == "phrase":
        ws = rng.sample(PW_WORDS, rng.choice([3, 4]))
        return rng.choice(["-", ".", "_"]).join(ws) + rng.choice(["", str(rng.randint(2, 99))])
    if k == "pinyin":
        base = _ascii(F.zh.first_romanized_name()) + rng.choice(["", _ascii(F.zh.last_romanized_name())])
        base = base.capitalize() if rng.random() < 0.4 else base
        return base + rng.choice(["", "@", "!", "_", "."]) + rng.choice(PW_CN)
    if k == "wifi":
        return rng.choice(PW_WORDS).capitalize() + rng.choice(PW_WORDS).capitalize() + str(rng.randint(10, 9999))
    # word
    w = rng.choice(PW_WORDS)
    return rng.choice([
        f"{w.capitalize()}{rng.choice('!#$%&*@?')}{rng.randint(10, 2030)}",
        f"{w}{rng.choice('!#$%&*@?')}{rng.choice(PW_WORDS).capitalize()}{rng.randint(1, 99)}",
        f"{w.capitalize()}_{rng.randint(1000, 9999)}{rng.choice('!?#')}",
        f"{rng.randint(1, 99)}{w.capitalize()}{rng.choice('!#$%&*@?')}",
        f"{w[:3].upper()}{w[3:]}{rng.randint(100, 999)}",
    ])


EN_MAIL = ["gmail.com", "outlook.com", "yahoo.com", "hotmail.co.uk", "icloud.com", "btinternet.com",
           "proton.me", "aol.com", "me.com", "live.com", "comcast.net", "yahoo.co.uk", "fastmail.com"]
ZH_MAIL = ["qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "sohu.com", "yeah.net",
           "139.com", "aliyun.com", "vip.qq.com", "vip.163.com"]


def _en_local(rng, F):
    f = F.en(rng)
    fn, ln = _ascii(f.first_name()), _ascii(f.last_name())
    return rng.choice([f"{fn}.{ln}", f"{fn}{ln}{rng.randint(1, 99)}", f"{fn[0]}{ln}", f"{fn}_{ln[0]}",
                       f"{fn}.{ln}{rng.randint(70, 99)}", f"{ln}.{fn}", f"{fn}{rng.randint(100, 2001)}",
                       f"the.{ln}s", f"{fn}and{_ascii(f.first_name())}"])


def _zh_local(rng, F):
    fn, ln = _ascii(F.zh.first_romanized_name()), _ascii(F.zh.last_romanized_name())
    return rng.choice([f"{ln}{fn}", f"{ln}{fn}{rng.randint(1980, 2003)}", f"{fn}.{ln}", f"{ln}_{fn}{rng.choice(PW_CN)}",
                       str(rng.randint(10**7, 3 * 10**9)), f"{fn}{ln}{rng.randint(1, 99)}", f"{ln[0]}{fn}{rng.randint(100, 999)}"])


def g_email(rng, F, lang, kind):
    zh = {"en": 0.05, "zh": 0.9, "mixed": 0.55}[lang] > rng.random()
    if kind in ("en", "enobf"):
        zh = False
    if kind in ("zh", "zhobf"):
        zh = True
    local = _zh_local(rng, F) if zh else _en_local(rng, F)
    dom = rng.choice(ZH_MAIL if zh else EN_MAIL)
    if kind in ("obf", "enobf", "zhobf"):
        d1, _, d2 = dom.partition(".")
        if zh and rng.random() < 0.5:
            return rng.choice([f"{local}#{dom}", f"{local}（at）{dom}", f"{local} # {dom}"])
        return rng.choice([f"{local} at {d1} dot {d2.replace('.', ' dot ')}", f"{local} [at] {d1} [dot] {d2.replace('.', ' [dot] ')}",
                           f"{local}(at){dom}", f"{local} AT {d1} DOT {d2.upper().replace('.', ' DOT ')}"])
    return f"{local}@{dom}"


def g_phone(rng, F, lang, kind):
    k = kind or rng.choice({"en": ["us", "us", "uk", "uk", "us"], "zh": ["cn", "cn", "cn", "cn", "cnland"],
                            "mixed": ["cn", "cn", "hk", "sg", "us", "uk", "cnland"]}[lang])
    if k == "us":
        a, e, x = f"{rng.randint(2, 9)}{rng.randint(0, 8)}{rng.randint(0, 9)}", f"{rng.randint(2, 9)}{rng.randint(0, 9)}{rng.randint(0, 9)}", _rs(rng, 4, DG)
        s = rng.choice([f"({a}) {e}-{x}", f"{a}-{e}-{x}", f"{a}.{e}.{x}", f"+1 {a} {e} {x}", f"+1-{a}-{e}-{x}", f"{a}{e}{x}", f"1 ({a}) {e}-{x}"])
        return s + (rng.choice([f" ext. {rng.randint(10, 999)}", f" x{rng.randint(10, 99)}"]) if rng.random() < 0.12 else "")
    if k == "uk":
        m = f"7{rng.randint(400, 999)}"
        r6 = _rs(rng, 6, DG)
        return rng.choice([f"0{m} {r6}", f"+44 {m} {r6[:3]} {r6[3:]}", f"+44 (0){m} {r6}", f"0{m}{r6}", f"0{m}-{r6}",
                           f"020 {rng.randint(3, 8)}{_rs(rng, 3, DG)} {_rs(rng, 4, DG)}", f"0161 {rng.randint(2, 9)}{_rs(rng, 2, DG)} {_rs(rng, 4, DG)}",
                           f"+44 113 {rng.randint(2, 9)}{_rs(rng, 2, DG)} {_rs(rng, 4, DG)}"])
    if k in ("cn", "cnplain"):
        p = rng.choice(["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "155",
                        "156", "157", "158", "159", "166", "176", "177", "180", "181", "183", "185", "186", "187",
                        "188", "189", "191", "198", "199"])
        r = _rs(rng, 8, DG)
        if k == "cnplain":
            return p + r
        return rng.choice([p + r, p + r, f"{p} {r[:4]} {r[4:]}", f"{p}-{r[:4]}-{r[4:]}", f"+86 {p} {r[:4]} {r[4:]}",
                           f"+86-{p}{r}", f"(+86){p}{r}", f"+86 {p}{r}", f"+86 {p}-{r[:4]}-{r[4:]}"])
    if k == "cnland":
        code, n = rng.choice([("010", 8), ("021", 8), ("020", 8), ("0755", 8), ("0571", 8), ("025", 8), ("028", 8), ("0512", 8), ("027", 8)])
        body = str(rng.randint(2, 8)) + _rs(rng, n - 1, DG)
        s = rng.choice([f"{code}-{body}", f"({code}){body}", f"{code}-{body[:4]} {body[4:]}", f"{code} {body}"])
        return s + (rng.choice([f" 转 {rng.randint(800, 8999)}", f"-{rng.randint(801, 899)}"]) if rng.random() < 0.15 else "")
    if k == "hk":
        b = rng.choice("5679") + _rs(rng, 7, DG)
        return rng.choice([f"+852 {b[:4]} {b[4:]}", f"{b[:4]} {b[4:]}", f"+852-{b}", f"(852) {b}"])
    if k == "sg":
        b = rng.choice("89") + _rs(rng, 7, DG)
        return rng.choice([f"+65 {b[:4]} {b[4:]}", f"{b[:4]} {b[4:]}", f"+65{b}"])
    raise KeyError(k)


US_STREETS = ["Oak", "Maple", "Cedar", "Elm", "Pine", "Willow", "Lakeview", "Hillcrest", "Sunset", "Park",
              "Washington", "Lincoln", "Jefferson", "Highland", "Meadow", "Ridge", "Chestnut", "Walnut",
              "Magnolia", "Spring", "Orchard", "Harbor", "Prospect", "Birch", "Dogwood", "Juniper"]
US_SUF = ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Blvd", "Dr", "Drive", "Ln", "Lane", "Ct", "Way", "Pl", "Terrace", "Circle"]
UK_STREETS = ["Victoria", "Church", "Mill", "Station", "Queen's", "Albert", "Kingsway", "Beech", "Grange",
              "Manor", "Cavendish", "Wellington", "Hawthorn", "Fairfield", "Stanley", "Clarence", "Rosebery", "Abbey"]
UK_SUF = ["Road", "Street", "Lane", "Close", "Avenue", "Gardens", "Crescent", "Grove", "Mews", "Terrace", "Drive", "Way", "Place"]
UK_HOUSES = ["Rose Cottage", "The Old Rectory", "Ivy House", "Orchard View", "Mill House", "The Coach House", "Willow Barn"]
CN_ROADS = ["建国路", "中山北路", "人民路", "解放路", "淮海中路", "南京西路", "天河路", "科技园南路", "文三路",
            "延安西路", "长寿路", "曹杨路", "学院路", "滨江大道", "雁塔路", "春熙路", "东风路", "望京街",
            "虹桥路", "古北路", "金沙江路", "五一路", "新华路", "黄埔大道西", "莲花路", "湖滨路"]
CN_XQ = ["阳光花园", "碧桂园", "万科城", "绿地世纪城", "金色家园", "翠湖苑", "锦绣华庭", "保利香槟国际",
         "华润二十四城", "龙湖春江郦城", "中海御景湾", "融创玖玺", "世茂滨江花园", "幸福里小区", "和平新村",
         "梅园新村", "丽景湾", "香榭丽舍", "东方曼哈顿", "名都花园"]


def g_address(rng, F, lang, kind):
    k = kind or rng.choice({"en": ["us", "us", "uk"], "zh": ["cn"], "mixed": ["cn", "cn", "cn", "us", "uk"]}[lang])
    if k == "us":
        street = rng.choice(US_STREETS) if rng.random() < 0.6 else F.us.last_name()
        s = f"{rng.randint(12, 9899)} {rng.choice(['', '', 'N ', 'S ', 'E ', 'W '])}{street} {rng.choice(US_SUF)}"
        r = rng.random()
        if r < 0.2:
            s += rng.choice([f", Apt {rng.randint(1, 30)}{rng.choice('ABCD')}", f" Apt. {rng.randint(101, 1450)}", f" #{rng.randint(101, 2405)}", f", Unit {rng.randint(2, 48)}"])
        return s
    if k == "uk":
        street = rng.choice(UK_STREETS) if rng.random() < 0.6 else F.gb.last_name()
        base = f"{rng.randint(1, 240)} {street} {rng.choice(UK_SUF)}"
        return rng.choice([base, base, f"Flat {rng.randint(1, 24)}, {base}", f"{rng.choice(UK_HOUSES)}, {street} {rng.choice(UK_SUF)}", f"{rng.randint(1, 60)}{rng.choice('ab')} {street} {rng.choice(UK_SUF)}"])
    if k in ("cn", "cnfull"):
        road = rng.choice(CN_ROADS) if rng.random() < 0.6 else F.zh.street_name()
        xq = rng.choice(CN_XQ)
        num = rng.randint(1, 2888)
        b, u, fl, rm = rng.randint(1, 36), rng.randint(1, 6), rng.randint(1, 32), rng.randint(1, 6)
        opts = [f"{road}{num}号{xq}{b}栋{u}单元{fl}{rm:02d}室", f"{road}{num}弄{b}号{fl}{rm:02d}室",
                f"{xq}{b}号楼{u}单元{fl}{rm:02d}", f"{road}{num}号院{b}号楼{fl}{rm:02d}", f"{xq}{b}幢{fl}{rm:02d}室",
                f"{road}{num}号{b}栋{fl}{rm:02d}"]
        s = rng.choice(opts)
        if k == "cnfull" or rng.random() < 0.25:
            s = F.zh.district() + "区" + s
        return s
    raise KeyError(k)


def g_gov(rng, F, lang, kind):
    k = kind or rng.choice({"en": ["ssn", "ssn", "passport_us", "passport_uk", "nino", "dl_us", "dl_uk", "ein", "itin"],
                            "zh": ["cnid", "cnid", "cnid", "passport_cn", "hkmo"],
                            "mixed": ["cnid", "cnid", "passport_cn", "hkid", "passport_us", "ssn", "hkmo", "nino"]}[lang])
    if k == "ssn":
        a = rng.choice([x for x in range(1, 900) if x != 666])
        v = f"{a:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"
        return rng.choice([v, v, v.replace("-", " "), v.replace("-", "")])
    if k == "itin":
        return f"9{rng.randint(0, 99):02d}-{rng.choice([70, 71, 72, 78, 80, 88, 90, 92, 94])}-{rng.randint(1, 9999):04d}"
    if k == "ein":
        return f"{rng.choice([12, 20, 27, 36, 46, 52, 61, 74, 81, 94])}-{rng.randint(1000000, 9999999)}"
    if k == "cnid":
        return _cnid(rng)
    if k == "passport_us":
        return rng.choice([_rs(rng, 9, DG), rng.choice(UP) + _rs(rng, 8, DG)])
    if k == "passport_uk":
        return rng.choice("1256") + _rs(rng, 8, DG)
    if k == "passport_cn":
        return rng.choice(["E" + _rs(rng, 8, DG), "E" + rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + _rs(rng, 7, DG)])
    if k == "hkmo":
        return rng.choice(["C" + _rs(rng, 8, DG), "C" + rng.choice("ABCDEFGHJKLMN") + _rs(rng, 7, DG)])
    if k == "hkid":
        return _hkid(rng)
    if k == "nino":
        p = rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ")
        d = _rs(rng, 6, DG)
        c = rng.choice("ABCD")
        return rng.choice([f"{p} {d[:2]} {d[2:4]} {d[4:]} {c}", f"{p}{d}{c}", f"{p} {d} {c}"])
    if k == "dl_us":
        return rng.choice([rng.choice(UP) + _rs(rng, 7, DG), f"{_rs(rng, 3, DG)} {_rs(rng, 3, DG)} {_rs(rng, 3, DG)}",
                           _rs(rng, 8, DG), f"{rng.choice(UP)}{_rs(rng, 3, DG)}-{_rs(rng, 3, DG)}-{_rs(rng, 2, DG)}-{_rs(rng, 3, DG)}-{rng.randint(0, 9)}"])
    if k == "dl_uk":
        ln = re.sub(r"[^A-Z]", "", F.gb.last_name().upper())[:5].ljust(5, "9")
        y, m, d = rng.randint(1950, 2004), rng.randint(1, 12), rng.randint(1, 28)
        if rng.random() < 0.5:
            m += 50
        ini = (rng.choice(UP) + rng.choice(UP + "9"))
        return f"{ln}{str(y)[2]}{m:02d}{d:02d}{str(y)[3]}{ini}9{_rs(rng, 2, UP)}"
    raise KeyError(k)


def _fmt_groups(num, sizes, sep):
    out, i = [], 0
    for s in sizes:
        out.append(num[i:i + s])
        i += s
    return sep.join(out)


def g_financial(rng, F, lang, kind):
    k = kind or rng.choice({"en": ["card", "card", "iban", "usacct", "ukacct"], "zh": ["cncard", "cncard", "card", "cnacct"],
                            "mixed": ["card", "cncard", "iban", "cnacct", "usacct"]}[lang])
    if k == "card":
        brand = rng.choice(["visa", "visa", "mc", "mc", "amex", "disc", "jcb"])
        pre, ln = {"visa": ("4" + _rs(rng, 3, DG), 16), "mc": (rng.choice(["51", "52", "53", "54", "55", "2221", "2720"]), 16),
                   "amex": (rng.choice(["34", "37"]), 15), "disc": ("6011", 16), "jcb": (str(rng.randint(3528, 3589)), 16)}[brand]
        num = _luhn_complete(rng, pre, ln)
        sep = rng.choice([" ", " ", "-", ""])
        return _fmt_groups(num, [4, 6, 5] if ln == 15 else [4, 4, 4, 4], sep)
    if k == "cncard":
        pre = rng.choice(["622202", "622848", "621700", "622588", "621483", "622262", "623058", "622700"])
        ln = rng.choice([16, 19, 19])
        num = _luhn_complete(rng, pre, ln)
        sep = rng.choice([" ", "", "", "-"])
        return _fmt_groups(num, [4, 4, 4, 4, 3] if ln == 19 else [4, 4, 4, 4], sep)
    if k == "iban":
        return _iban(rng)
    if k == "usacct":
        return _rs(rng, rng.choice([9, 10, 12]), DG).lstrip("0").rjust(9, "7")
    if k == "ukacct":
        return rng.choice("1234567") + _rs(rng, 7, DG)
    if k == "cnacct":
        n = rng.choice(["3100", "1001", "4420", "1210", "3301"]) + _rs(rng, rng.choice([12, 14, 15]), DG)
        return rng.choice([n, " ".join(n[i:i + 4] for i in range(0, len(n), 4))])
    raise KeyError(k)


def _routing(rng):
    while True:
        r = rng.choice(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "21", "22",
                        "23", "24", "25", "26", "27", "28", "29", "30", "31", "32"]) + _rs(rng, 7, DG)
        if aba_ok(r):
            return r


def _sortcode(rng):
    return f"{rng.randint(10, 99)}-{rng.randint(0, 99):02d}-{rng.randint(0, 99):02d}"


FILL["routing"] = _routing
FILL["sortcode"] = _sortcode

EN_FIRST_CN = ["Vivian", "Kevin", "Grace", "Jason", "Cindy", "Tony", "Eric", "Angela", "Jenny", "Michael",
               "Sherry", "Frank", "Coco", "Leo", "Ivy", "Sunny", "Winnie", "Alan", "Tiffany", "Ricky"]


def g_name(rng, F, lang, kind):
    k = kind or rng.choice({"en": ["en"], "zh": ["zh"], "mixed": ["zh", "zh", "pinyin", "enzh", "en"]}[lang])
    if k == "en":
        f = F.en(rng)
        return f"{f.first_name()} {f.last_name()}"
    if k == "zh":
        return F.zh.last_name() + F.zh.first_name()
    if k == "pinyin":
        fn, ln = F.zh.first_romanized_name(), F.zh.last_romanized_name()
        return rng.choice([f"{ln} {fn}", f"{fn} {ln}", f"{ln.upper()} {fn}"])
    if k == "enzh":
        return f"{rng.choice(EN_FIRST_CN)} {F.zh.last_romanized_name()}"
    if k == "enlast":
        f = F.en(rng)
        return f.last_name()
    raise KeyError(k)


ZH_NICK_A = ["吃货", "爱吃鱼的", "快乐的", "深夜食堂", "小胖", "甜品控", "奶茶续命", "干饭", "阿", "一只"]
ZH_NICK_B = ["小王", "猫猫", "兔子", "阿凯", "大橙子", "土豆", "小鹿", "芒果", "团子", "西瓜"]


def g_user(rng, F, lang, kind):
    k = kind or rng.choice({"en": ["handle", "plain"], "zh": ["wx", "zhnick", "plain", "digits"],
                            "mixed": ["handle", "plain", "wx", "zhnick"]}[lang])
    zh = lang == "zh" or (lang == "mixed" and rng.random() < 0.5)
    if zh:
        fn, ln = _ascii(F.zh.first_romanized_name()), _ascii(F.zh.last_romanized_name())
    else:
        f = F.en(rng)
        fn, ln = _ascii(f.first_name()), _ascii(f.last_name())
    food = rng.choice(["eats", "foodie", "brunch", "bakes", "sips", "weds", "plates", "noms", "travels", "dines"])
    base = rng.choice([f"{fn}{ln}", f"{fn}_{ln}", f"{fn}.{ln}", f"{fn}{rng.randint(1, 999)}", f"{ln}{fn[0]}{rng.randint(10, 99)}",
                       f"{fn}.{food}", f"{food}_with_{fn}", f"the{ln}{food}", f"{fn}_{ln[:3]}{rng.randint(80, 99)}", f"x{fn}x{rng.randint(1, 9)}"])
    if k == "handle":
        return "@" + base
    if k == "plain":
        return base
    if k == "login":
        return rng.choice([f"{fn[0]}{ln}", f"{fn}.{ln}", f"{ln}{fn[0]}{rng.randint(1, 9)}", f"{fn}{ln[0]}"])
    if k == "wx":
        return rng.choice([f"wxid_{_rs(rng, 14, LO + DG)}", f"{fn}{ln}{rng.choice(PW_CN)}", f"{ln}_{fn}{rng.randint(1, 99)}", f"{fn}{rng.randint(1980, 2005)}"])
    if k == "zhnick":
        return rng.choice(ZH_NICK_A) + rng.choice(ZH_NICK_B) + rng.choice(["", str(rng.randint(1, 2025))])
    if k == "digits":
        return str(rng.randint(10**7, 3 * 10**9))
    if k == "gamer":
        return rng.choice([f"{rng.choice(['Salty', 'Crispy', 'Sneaky', 'Spicy', 'Frosty'])}{rng.choice(['Dumpling', 'Waffle', 'Noodle', 'Taco', 'Bagel'])}{rng.randint(1, 999)}",
                           f"{fn.capitalize()}The{rng.choice(['Chef', 'Baker', 'Host', 'Butcher'])}", f"xX{fn}Xx{rng.randint(1, 99)}"])
    raise KeyError(k)


EN_FILES = ["seating_chart_v3.xlsx", "guest_list_FINAL.csv", "menu_tasting_notes.docx", "invoices/2025/INV-10482.pdf",
            "rota_week32.xlsx", "wedding_playlist.m3u", "vendor_contracts/florist_signed.pdf", "RSVPs_export.csv",
            "catering_quote_v2.pdf", "hen_do_budget.xlsx", "table_plan.png", "allergy_matrix.xlsx", "speeches/best_man_draft.docx",
            "pos_exports/z_report_0614.csv", "timeline_day_of.pdf", "photos/venue_walkthrough", "deposit_receipts"]
ZH_FILES = ["座位表_终版.xlsx", "宾客名单.xlsx", "婚礼流程.docx", "礼金登记.xlsx", "菜单报价单.pdf", "排班表_6月.xlsx",
            "供应商合同/花艺合同.pdf", "伴娘服尺码.xlsx", "请柬设计稿/v5.psd", "婚礼视频/彩排.mp4", "年会流程.pptx", "点评截图",
            "订金收据.pdf", "回礼清单.xlsx"]


def g_path(rng, F, lang, kind):
    zh = lang == "zh" or (lang == "mixed" and rng.random() < 0.6)
    if zh:
        user = rng.choice([_ascii(F.zh.last_romanized_name()) + _ascii(F.zh.first_romanized_name()),
                           _ascii(F.zh.first_romanized_name()) + "." + _ascii(F.zh.last_romanized_name()),
                           F.zh.last_name() + F.zh.first_name() if kind in ("win", "winjson") else _ascii(F.zh.first_romanized_name()) + str(rng.randint(1, 99))])
        files = ZH_FILES + EN_FILES[:6]
    else:
        f = F.en(rng)
        user = rng.choice([_ascii(f.first_name()), _ascii(f.first_name())[0] + _ascii(f.last_name()),
                           _ascii(f.first_name()) + "." + _ascii(f.last_name()), _ascii(f.first_name()) + _ascii(f.last_name())[:1], f.user_name()])
        files = EN_FILES
    k = kind or rng.choice(["mac", "linux", "win"])
    fl = rng.choice(files)
    mid = rng.choice(["Documents", "Desktop", "Downloads", "Dropbox/Weddings", "projects/tablebook", "OneDrive/Events", "Work/Catering"] if not zh
                     else ["Documents", "Desktop", "Downloads", "婚礼", "工作/宴会部", "OneDrive/年会", "Nutstore Files/订桌"])
    if k == "mac":
        return f"/Users/{user}/{mid}/{fl}"
    if k == "linux":
        return rng.choice([f"/home/{user}/{mid}/{fl}", f"/home/{user}/.config/tablebook/settings.ini", f"/home/{user}/{fl}"])
    if k == "dir":
        return rng.choice([f"/Users/{user}", f"/home/{user}", f"C:\\Users\\{user}"])
    if k == "dirmac":
        return f"/Users/{user}" + rng.choice(["", "/Sites/tablebook", "/Documents"])
    if k == "dirlinux":
        return rng.choice([f"/home/{user}", f"/home/{user}/.local", f"/home/{user}/tools"])
    if k == "py":
        root = rng.choice([f"/home/{user}", f"/Users/{user}", f"/home/{user}/projects"])
        return root + "/" + rng.choice(["tablebook/import_rsvps.py", "scripts/export_covers.py", "pos_sync/main.py",
                                        "seating/solver.py", "waitlist/notify.py", "banquet_tools/build_beo.py"])
    if k == "wsl":
        return f"/mnt/c/Users/{user}/{mid}/{fl}"
    if k in ("win", "winjson"):
        p = f"C:\\Users\\{user}\\" + (mid + "/" + fl).replace("/", "\\")
        return p.replace("\\", "\\\\") if k == "winjson" else p
    raise KeyError(k)


_ZH_NUM = "零一二三四五六七八九十"


def _zh_hour(h):
    special = {2: "两", 10: "十", 11: "十一", 12: "十二"}
    return special[h] if h in special else _ZH_NUM[h]


def g_sched(rng, F, lang, kind):
    k = kind or rng.choice({"en": ["am", "pm"], "zh": ["zam", "zpm"], "mixed": ["am", "pm", "zam", "zpm"]}[lang])
    mi = rng.choice([0, 5, 10, 15, 20, 30, 30, 40, 45, 50])
    if k in ("early", "am", "pm", "aft", "eve", "any"):
        if k == "any":
            k = rng.choice(["am", "pm"])
        h = {"early": (4, 6), "am": (6, 9), "pm": (1, 11), "aft": (1, 5), "eve": (6, 10)}[k]
        h = rng.randint(*h)
        sfx = ("am" if k in ("am", "early") else "pm")
        h24 = h if sfx == "am" else h + 12
        return rng.choice([f"{h}:{mi:02d}", f"{h}:{mi:02d}{sfx}", f"{h}:{mi:02d} {sfx}", f"{h}.{mi:02d}{sfx}", f"{h24:02d}:{mi:02d}",
                           f"{h}:{mi:02d} {sfx[0]}.m.", f"{h}{sfx}" if mi == 0 else f"{h}:{mi:02d}{sfx.upper()}"])
    if k in ("h24am", "h24pm"):
        return f"{rng.randint(6, 9) if k == 'h24am' else rng.randint(17, 22):02d}:{mi:02d}"
    if k in ("zearly", "zam", "zpm", "zaft", "z24am", "z24pm"):
        if k in ("z24am", "z24pm"):
            return f"{rng.randint(6, 9) if k == 'z24am' else rng.randint(17, 22)}:{mi:02d}"
        h = rng.randint(*{"zearly": (4, 6), "zam": (6, 9), "zpm": (6, 11), "zaft": (1, 5)}[k])
        if rng.random() < 0.35:
            hz = _zh_hour(h)
            return rng.choice([f"{hz}点半", f"{hz}点", f"{hz}点一刻", f"{hz}点四十", f"{hz}点二十"])
        return rng.choice([f"{h}点" if mi == 0 else f"{h}点{mi}", f"{h}点半", f"{h}点{mi:02d}分", f"{h}:{mi:02d}"])
    raise KeyError(k)


CITY_LL = {
    "en": [(41.88, -87.63), (30.27, -97.74), (47.61, -122.33), (42.36, -71.06), (39.74, -104.99), (36.16, -86.78),
           (51.51, -0.13), (53.48, -2.24), (51.45, -2.59), (55.95, -3.19), (50.82, -0.14), (53.96, -1.08)],
    "zh": [(31.23, 121.47), (39.90, 116.40), (30.27, 120.15), (31.30, 120.58), (32.06, 118.79), (30.57, 104.07),
           (23.13, 113.26), (22.54, 114.06), (24.48, 118.09), (30.59, 114.31), (34.34, 108.94)],
}
UK_AREAS = ["SW", "SE", "N", "NW", "E", "W", "EC", "WC", "M", "B", "L", "LS", "BS", "EH", "G", "CF", "NG", "OX", "CB", "BN", "YO", "BA"]
PLUS = "23456789CFGHJMPQRVWX"
GEOHASH = "0123456789bcdefghjkmnpqrstuvwxyz"
W3W = ["filled", "count", "soap", "index", "home", "raft", "lanterns", "petal", "ribbon", "candle", "toast", "glasses",
       "meadow", "spoon", "velvet", "anchor", "sprinkle", "harbour", "tulips", "lovely", "dinner", "bells", "whisk", "linen"]


def g_geo(rng, F, lang, kind):
    k = kind or rng.choice({"en": ["coord", "zip", "ukpc", "plus", "geohash", "w3w", "dms"], "zh": ["coord", "coord", "cnpc"],
                            "mixed": ["coord", "cnpc", "zip", "ukpc", "plus", "geohash"]}[lang])
    region = "zh" if (lang == "zh" or (lang == "mixed" and rng.random() < 0.6)) else "en"
    if kind and kind in ("zip", "zip4", "ukpc", "w3w"):
        region = "en"
    lat0, lon0 = rng.choice(CITY_LL[region])
    lat, lon = lat0 + rng.uniform(-0.09, 0.09), lon0 + rng.uniform(-0.09, 0.09)
    if k == "coord":
        d = rng.choice([4, 5, 6])
        return rng.choice([f"{lat:.{d}f}, {lon:.{d}f}", f"{lat:.{d}f},{lon:.{d}f}", f"{lat:.{d}f} {lon:.{d}f}"])
    if k == "dms":
        def dms(v, pos, neg):
            a = abs(v)
            dd, mm = int(a), int((a - int(a)) * 60)
            ss = (a - dd - mm / 60) * 3600
            return f"{dd}°{mm:02d}'{ss:04.1f}\"{pos if v >= 0 else neg}"
        return f"{dms(lat, 'N', 'S')} {dms(lon, 'E', 'W')}"
    if k == "latlon_q":
        return f"{lat:.5f},{lon:.5f}"
    if k in ("zip", "zip4"):
        z = f"{rng.choice([21, 100, 101, 104, 606, 787, 941, 980, 303, 331, 191, 802, 372, 972, 284])}".rjust(3, "0") + _rs(rng, 2, DG)
        return z + (f"-{_rs(rng, 4, DG)}" if k == "zip4" or rng.random() < 0.2 else "")
    if k == "ukpc":
        a = rng.choice(UK_AREAS)
        dist = str(rng.randint(1, 4)) + rng.choice("ANMVY") if a in ("EC", "WC") else str(rng.randint(1, 20))
        return f"{a}{dist} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}"
    if k == "cnpc":
        return rng.choice(["100", "200", "310", "215", "210", "610", "510", "518", "361", "430", "710", "266", "400"]) + _rs(rng, 3, DG)
    if k == "plus":
        full = rng.choice("456789C") + rng.choice(PLUS[:18]) + _rs(rng, 6, PLUS) + "+" + _rs(rng, 2, PLUS)
        return full if rng.random() < 0.6 else full[4:]
    if k == "geohash":
        g0 = {"en": ["dp3", "9v6", "c23", "drt", "9xj", "dn6", "gcp", "gcw", "gcn", "gcv"], "zh": ["wtw", "wx4", "wtm", "wtt", "wtg", "wm6", "ws0", "ws1"]}[region]
        return rng.choice(g0) + _rs(rng, rng.choice([4, 5, 6]), GEOHASH)
    if k == "w3w":
        return "///" + ".".join(rng.sample(W3W, 3))
    raise KeyError(k)


GEN = {"secret": g_secret, "password": g_password, "email": g_email, "phone": g_phone, "address": g_address,
       "government_id": g_gov, "financial": g_financial, "person_name": g_name, "username": g_user,
       "home_path": g_path, "schedule": g_sched, "geo": g_geo}


# =========================================================================== templates
# One template per line; «V» / «V:kind» is the planted value, «key» a filler, ¶ a newline.
def _tl(block):
    return [ln.strip().replace("¶", "\n").replace("⇥", "\t") for ln in block.strip().splitlines() if ln.strip()]


T = {}

T["secret", "en"] = _tl(r"""
# .env for the reservations widget¶RESTAURANT_ID=«tbl»0482¶OPENTABLE_CLIENT_SECRET=«V:b62»¶BOOKING_TIMEZONE=America/Chicago
Stripe live key for the deposit page got pasted into the #events channel again: «V:stripe» - rotate it before Friday's «evt».
STRIPE_WEBHOOK_SECRET=«V:whsec»¶DEPOSIT_PERCENT=«pct»¶CURRENCY=usd
[venue-menus]¶aws_access_key_id = «V:aws»¶region = eu-west-2
[venue-menus]¶region = us-east-1¶aws_secret_access_key = «V:awssec»¶output = json
Bot token for the kitchen-tickets Slack app is «V:slack» (it posts every new banquet order from «venue»).
SLACK_WEBHOOK_URL=https://hooks.slack.com/services/«V:slackhook»
heads up, the ghp token for the menu-site repo («V:ghp») expires in 30 days, whoever does the seasonal menu push needs a new one
jobs:¶  deploy-menu:¶    env:¶      GH_TOKEN: «V:ghpat»¶      SITE: «venue»
The little chatbot on the website that answers "do you do vegan canapés" runs on «V:openai», billing goes to the events card.
client = OpenAI(api_key="«V:oaproj»")  # translates the daily specials board
ANTHROPIC_API_KEY="«V:anthropic»" python summarize_reviews.py --since «isodate» --venue "«venue»"
<script src="https://maps.googleapis.com/maps/api/js?key=«V:google»&callback=initVenueMap" async></script>
huggingface-cli login --token «V:hf»   # pulls the review-sentiment model for the «hotel» dashboard
rsvp_mailer:¶  provider: sendgrid¶  api_key: «V:sendgrid»¶  template: save-the-date-v2¶  batch_size: 200
Telegram bot for the pass printer: «V:telegram» - please don't forward it outside the kitchen group.
«ts» POST /api/v1/reservations 201 party=«n» Authorization: Bearer «V:jwt»
Deploy key for the ticket-scanner box at the door (do NOT paste in the run sheet):¶«V:pkey»
# sms waitlist¶TWILIO_ACCOUNT_REGION=us1¶TWILIO_AUTH_TOKEN=«V:hex32»¶WAITLIST_MAX=«N»
Square production access token for the patio bar terminals: «V:square»
curl -H "X-Shopify-Access-Token: «V:shopify»" https://giftcards-shop.myshopify.com/admin/api/2024-07/orders.json
mailchimp api key «V:mailchimp» (list = Supper Club newsletter, do not reuse for the wedding list)
DATABASE_URL=postgres://pos_admin:«V:urlpw»@db.internal:5432/banquets
Menus get synced from ftp://menus:«V:urlpw»@files.saltmarsh-kitchen.net/daily-specials/ every night.
{"provider": "sevenrooms", "venue_group": "«venue»", "api_key": "«V:b62»", "sync_interval_s": 300}
«ts» WARN tock-sync: retrying venue «tbl» with token=«V:hex40» (attempt 3/5)
Eventbrite private token for the RSVP importer: «V:eventbrite». Public token is in the wiki, this one is not.
hey can u update the resy api key?? its «V:b62» now, old one got revoked lol
note to self the new stripe secret for the catering invoices is «V:stripe» move it into the vault tomorrow
| integration | secret |¶|---|---|¶| Toast POS client secret | «V:b62» |¶| Eventbrite | see vault |
apiVersion: v1¶kind: Secret¶metadata:¶  name: booking-gateway¶data:¶  PAYMENT_GATEWAY_KEY: «V:b64»
T0KEN: «V:hex32»  (printed on the back of the kiosk config sheet, lobby of «hotel»)
«V:openai» <- that's the key the review-reply bot uses, revoke it after the «evt».
curl https://api.anthropic.com/v1/messages -H "x-api-key: «V:anthropic»" -H "content-type: application/json" -d @menu_prompt.json
Twilio API key SID «V:twilio» belongs to the SMS reminders for table holds, delete when we switch vendors.
""")

T["secret", "zh"] = _tl(r"""
微信支付 APIv3 密钥：«V:wechat»，别发到大群里！
公众号 AppSecret 是 «V:hex32»，订桌小程序上线前记得换掉。
美团开放平台¶appKey: 见后台¶appSecret=«V:hex32»¶门店：«zvenue»
婚礼请柬小程序调用的 OpenAI key：«V:openai»，月底前停用。
DB_HOST=10.0.3.12¶REDIS_PORT=6379¶ALIPAY_APP_SECRET=«V:b64»
钉钉机器人推送宴会订单：https://oapi.dingtalk.com/robot/send?access_token=«V:hex64»
企业微信群机器人的 key=«V:uuid»，新订单会自动推到“前厅”群。
阿里云 AccessKey ID：«V:aliyun»（只给菜单图片的 OSS 用）
短信服务配置¶access_key_secret: «V:aliyunsec»¶签名：«zvenue»¶模板：预订确认
腾讯云 SecretId «V:tencent» 是去年年会签到系统申请的，现在还能用吗？
前台系统的 GitHub token «V:ghp» 下周过期，谁有权限续一下
日志：«ts» 订座接口返回 401，请求头 Authorization: Bearer «V:jwt»
收银机的 SSH 私钥（不要外传）：¶«V:pkey»
飞书机器人签名校验的 secret：«V:b62»，宴会部排班提醒用的。
云片短信 apikey «V:hex32»，用于给客人发订座成功短信。
海外客人的婚宴定金走 Stripe，live key 是 «V:stripe»，只有财务能看。
存菜单图片的 S3：«V:aws»（只读权限）
[default]¶aws_secret_access_key = «V:awssec»¶# 婚礼跟拍照片备份专用
数据库连接串 mysql://banquet:«V:urlpw»@rm-bp1k2.mysql.rds.aliyuncs.com:3306/wedding 只在内网能连
七牛云 SecretKey：«V:b40»，存婚礼视频的空间。
支付宝开放平台应用私钥如下：¶«V:pkeyrsa»
高德地图 Web 服务 key：«V:hex32»，宴会厅导航页用的。
百度地图 AK «V:b32» 已经超配额了，换一个新的吧
HF token：«V:hf»，用来跑点评的情感分析模型。
SendGrid 的 key «V:sendgrid» 是发英文版电子请柬用的。
Google Maps key «V:google» 千万别提交到仓库里
sms:¶  provider: aliyun¶  access_key_secret: "«V:aliyunsec»"¶  sign_name: «zvenue»
{"env": "prod", "api_v3_key": "«V:wechat»", "notify_url": "https://pay.fumanlou.cn/notify"}
语音备忘 新的收银系统token是«V:b62» 明天上班记得改一下
群里谁把 key 发错了？？«V:anthropic» 这个是写菜单文案用的，赶紧作废
| 平台 | 密钥 |¶|---|---|¶| 口碑 | «V:hex32» |¶| 饿了么 | 已停用 |
设备配置单  编号 PX-0921¶接口令牌：«V:hex40»¶打印日期 «isodate»
«V:oaproj» 这个是新的，旧的已经删了（点餐机器人用）
美国分店的 Square token «V:square» 也在这个表里，注意权限。
小程序 session 签名密钥 SESSION_SECRET=«V:b62»，«zdate»之前轮换一次
""")

T["secret", "mixed"] = _tl(r"""
Hi team，新的 Stripe secret key 是 «V:stripe»，please update 到 deposit page。
Resy API key 换了 → «V:b62»，old one 已经 revoke 了
.env 里加一行：SEVENROOMS_API_KEY=«V:hex40» 然后 restart 一下 booking service
OpenAI key «V:openai» 是给 menu 翻译 bot 用的，别 commit 到 GitHub
slack bot token «V:slack»，用在 #宴会订单 channel，每来一个 banquet order 就推送
webhook: https://hooks.slack.com/services/«V:slackhook»（婚礼 vendor 群）
AWS key «V:aws» 只能读 menu-images bucket，不要拿去做别的
GitHub PAT «V:ghpat» 是 CI 用来 deploy 宴会 landing page 的
ANTHROPIC_API_KEY=«V:anthropic» ← review 自动回复用，这个月 budget 快爆了
Google Maps API key «V:google» 放在 venue 页面的 embed 里，记得加 referrer 限制
hf token «V:hf»，跑 review sentiment model 用，只有 read 权限
SendGrid key：«V:sendgrid»，发 save-the-date email 用
Telegram bot «V:telegram» 是厨房 printer 用的，别转发
«ts» ERROR booking-api 401 token expired, Bearer «V:jwt»
ticket scanner 的 deploy key：¶«V:pkey»¶用完记得删
TWILIO_AUTH_TOKEN=«V:hex32»  # waitlist SMS，客人排队到号自动发短信
Square token «V:square» 是 pop-up 活动的 POS，活动结束就 revoke
Shopify gift card 店的 token «V:shopify»，财务要查订单用
postgres://banquet_ro:«V:urlpw»@10.8.0.5:5432/events 这个 read-only 账号给 data 同事
{"vendor": "tock", "api_secret": "«V:b62»", "venue": "«venue»", "currency": "CNY"}
wechat pay 的 APIv3 key «V:wechat»，finance 说 «zdate» 之前必须换
阿里云 AccessKey «V:aliyun»，for 菜单图片 OSS，read only
企业微信 bot key=«V:uuid»，new booking 会 push 到前厅群
mailchimp key «V:mailchimp» 是 Supper Club newsletter 的，不要用来发婚礼名单
voice memo 新的 eventbrite token 是 «V:eventbrite» 记得更新到 RSVP importer
客人投诉系统的 secret：«V:hex64» 放 vault 了, don't paste here again
| service | key |¶|---|---|¶| 大众点评 API | «V:hex32» |¶| OpenTable | 见 vault |
k8s secret:¶  PAYMENT_KEY: «V:b64»¶  # 婚宴定金 gateway
«V:oaproj» 这个 key 是 staging 的，prod 的在 1Password
sk_live 那个 key 在这：«V:stripe»，catering invoice 都走它
curl -H "x-api-key: «V:anthropic»" https://api.anthropic.com/v1/messages  # 测试 menu 文案
腾讯云 SecretId «V:tencent»，年会签到 H5 still using it
""")

T["password", "en"] = _tl(r"""
OpenTable back office login for «venue» - password: «V:word»
Wi-Fi for the bridal suite is "Suite-Guest", password «V:wifi». Please don't print it on the welcome card.
Keypad on the wine cellar: «V:door». Only the sommelier and the duty manager should have it.
pw=«V:faker» (events inbox, shared by the two coordinators)
The password is «V:phrase» - it's for the shared Dropbox with the seating charts.
Safe in room «room» was set by the guest, code «V:pin4», they asked us to write it down in case they forget.
Hi! Quick q - what's the login for the florist portal? ... nvm found it, pw is «V:word»
Guest portal: username is the booking reference «ref», password «V:word»
POS manager override PIN «V:pin4» (changes every quarter)
voice note the new alarm code for the back door is «V:door» tell the cleaners on «wd»
Staff room lockers are on combination «V:pin4» this season.
login: events_admin¶password: «V:faker»¶2FA: via authenticator
| system | user | password |¶|---|---|---|¶| Tock back office | events | «V:word» |
«V:phrase» is the new passphrase for the planning spreadsheet, the old one leaked to a vendor.
Reminder from the «hotel» front desk: your in-room safe code is «V:pin6». Please change it on arrival.
The wedding website is private - guests enter the password «V:wifi» on the RSVP page.
Zola password changed to «V:word» after the «evt», tell nobody except the maid of honour.
Gate code for the marquee field is «V:door», the farmer changes it after the season.
Booking system: Password «V:faker» - Expires in 90 days
DB_USER=reservations¶DB_PASSWORD=«V:faker»¶DB_NAME=«tbl»_tables
Hiya, laptop at the host stand locked itself again?? pass is «V:word» if anyone on the early shift needs it
Photo gallery for the reception: link in the email, password «V:phrase»
SCANNED REGISTRATION CARD¶Room «room» Deluxe King¶Voicemail PIN: «V:pin4»¶Checkout «date»
Cash office safe: «V:pin6» - manager only, do not put in the rota doc.
"password": "«V:word»", "user": "banquets", "host": "tablebook.internal"
The iPad at the hostess stand has passcode «V:pin6» now because the old one was too easy.
Caterer's supplier portal creds for «venue»: user catering-orders / «V:faker»
Lockbox at the holiday let next to the venue: «V:door» (for the bridal party arriving late).
Password for the guest-list Google Sheet export zip: «V:phrase». Sent the file separately.
Changed the Instagram business account password to «V:word» because the intern left.
Can someone reset the printer admin? Default was changed to «V:pin4» and nobody remembers why
Thank you for booking your «evt» with us! To view your contract online use password «V:wifi».
""")

T["password", "zh"] = _tl(r"""
前台电脑开机密码：«V:pinyin»，下班记得锁屏。
宴会部共享盘的密码是«V:word»，别外传
包间WiFi：FuManLou-VIP，密码 «V:wifi»
婚房门锁密码«V:door»，伴娘先过去布置
客房保险箱密码是«V:pin6»，客人说怕忘了让我们记一下
美团商家后台 账号：门店管理员 登录密码：«V:pinyin»
收银系统经理授权码«V:pin4»，每季度更换一次
语音转文字 仓库密码改成«V:pin4»了 你跟早班的说一声
大众点评商家版密码«V:faker»，只有店长知道
婚礼相册链接已经发到群里了，访问密码：«V:pin4»
新娘说婚礼网站的密码用«V:pinyin»，方便长辈记
酒窖密码锁：«V:door»（仅限侍酒师和值班经理）
员工更衣柜统一密码 «V:pin4»，下个月换
账号：yanhui_admin¶密码：«V:faker»¶有效期：90天
| 系统 | 账号 | 密码 |¶|---|---|---|¶| 订桌系统 | 前台 | «V:pinyin» |
«V:pinyin» 是新的登录密码，旧的那个被供应商看到了
婚庆公司报价系统的登录密码是«V:word»，用完记得退出
后门门禁密码«V:door»，«zwd»保洁阿姨要用
财务室保险柜密码：«V:pin6»，不要写在排班表上
DB_USER=banquet¶DB_PASSWORD=«V:faker»¶DB_NAME=wedding_orders
小程序后台初始密码 «V:pinyin»，第一次登录后请修改
宾客名单压缩包的解压密码是 «V:phrase»，文件我单独发你
前台 iPad 锁屏密码改成 «V:pin6» 了，之前那个太简单
抖音团购后台 密码«V:word» 谁改的说一声啊
登记卡扫描件¶房号 «room»¶语音信箱密码：«V:pin4»¶离店 «zdate»
花店供应商平台 用户名用店名拼音 密码 «V:pinyin»
年会抽奖系统管理员密码«V:faker»，活动当天再告诉主持人
酒店Wi-Fi（宴会厅专用）密码«V:wifi»，请勿印在桌卡上
{"user": "qiantai", "password": "«V:pinyin»", "host": "pos.local"}
打印机管理员密码被改成«V:pin4»了，有人知道是谁改的吗
婚礼当天化妆间的门锁密码是«V:door»，结束后酒店会重置
公众号后台密码改为«V:word»，实习生离职了
""")

T["password", "mixed"] = _tl(r"""
OpenTable 后台 login，password 是 «V:word»
bridal suite 的 WiFi password：«V:wifi»，不要印在 welcome card 上
wine cellar keypad 密码 «V:door»，只有 sommelier 和 duty manager 知道
pw=«V:faker»（events inbox，两个 coordinator 共用）
密码是 «V:phrase»，for the shared Dropbox with seating charts
guest 说 safe code 设成 «V:pin4»，让 front desk 帮忙记一下
POS manager override PIN «V:pin4»，每个 quarter 换一次
voice memo 后门 alarm code 改成 «V:door» 了 tell the cleaners
登录 Tock back office：user events / pass «V:word»
婚礼 website 是 private 的，guests 要输入 password «V:pinyin» 才能 RSVP
Zola 密码改成了 «V:word»，只告诉 maid of honour
marquee field 的 gate code «V:door»，farmer 季末会改
DB_PASSWORD=«V:faker»  # banquet orders DB，别 commit
host stand 的 laptop 又锁了?? pass 是 «V:word»
reception photo gallery 的密码：«V:phrase»
收银 cash office safe：«V:pin6»，manager only
"password": "«V:pinyin»", "user": "qiantai", "env": "prod"
hostess stand 的 iPad passcode 改成 «V:pin6» 了
supplier portal 账号 catering-orders，密码 «V:faker»
Instagram business account 密码换成 «V:word»，因为 intern 走了
printer admin 的 default 被改成 «V:pin4»，不知道谁改的
美团商家后台 password：«V:pinyin»，only 店长 can use
«V:pinyin» is the new 前台电脑 login password, 旧的别用了
guest list zip 的解压 password：«V:phrase»，file 单独发
| system | 账号 | password |¶|---|---|---|¶| 订桌系统 | host | «V:word» |
婚房 door lock code «V:door»，bridesmaids 先过去 decorate
Hi，florist 那边的 vendor portal 密码 reset 成 «V:faker» 了
locker combination «V:pin4»，this season 都用这个
年会 lucky draw system admin 密码 «V:faker»，event day 再告诉 MC
小程序后台 initial password «V:pinyin»，first login 后记得改
化妆间 door code «V:door»，after the wedding 酒店会 reset
""")

T["email", "en"] = _tl(r"""
Please send the signed catering contract back to «V» by «date» so we can hold the date.
Reservation for «n» at «time» - confirmation goes to «V», she asked for a booth near the window.
RSVP form¶Attending: yes¶Guests: «n»¶Dietary: no shellfish¶E-mail: «V»
«V» - that's the mother of the groom, she wants a copy of every invoice.
guest_id,table,meal,email¶G-0«tbl»1,«tbl»,veg,«V»¶
Waitlist: party of «n», «time», notify by email («V») when a table opens.
Hi there, I booked the «evt» for «date» but never got a confirmation?? my email is «V» pls check
Complaint ref «ref»: guest asks for the refund of the «amt» deposit to be confirmed in writing at «V».
{"reservation": "«ref»", "covers": «n», "contact_email": "«V»", "source": "«app»"}
The DJ's booking agent said to cc «V» on anything about the sound curfew.
VIP note (front desk): anniversary stay, champagne on arrival, invoices to «V» not to the company.
please forward the tasting menu pdf to «V:obf» thanks
Contact me at «V:enobf» - I don't put my address in web forms anymore.
Best man's email for the speech timing: «V»
From the review: "Terrible service at the «evt». I emailed «V» twice and no one replied."
| role | email |¶|---|---|¶| maid of honour | «V» |¶| venue | use the portal |
«ts» INFO mailer: sent "Your table is ready" to «V» (waitlist «ref»)
Ticket transfer requested - new holder's e-mail «V», seat «tbl»B, order «ref».
emial is «V» (sorry typo on the booking form, it says .con)
speaking to the bride now she says send the florist invoice to «V» not to her work address
Hotel guest profile¶Preferences: high floor, feather-free pillows¶Email on file: «V»¶Loyalty tier: Gold
For the «pkg», the coordinator assigned is reachable on «V» until the week before.
Could the kitchen email «V» the allergen list? Our son has a severe nut allergy.
Stag do booking - lead booker «V», deposit «gbp» paid on «date».
Vendor contract, clause 14: all notices in writing to «V».
Hi, this is regarding our private dining enquiry. Reply to «V» rather than this address, it's my partner's inbox.
SEATING CHART v4 - questions to «V» - last edit «date»
Invite list (plus-ones in brackets): send the e-vites via «app»; the only one without an account is «V».
We moved! New email for the catering account is «V». Old one will stop working on «date».
«V» asked whether the ballroom has step-free access - answer yes, side entrance.
Gift card purchase: amount «amt», deliver by email to «V» on the morning of «date».
If you need to reach the bride's aunt about the cake tasting, she's «V:enobf».
""")

T["email", "zh"] = _tl(r"""
合同签好后请发到 «V»，«zdate»之前确认档期。
订桌：«n»位，«ztime»，确认邮件发到 «V»，要靠窗的位置。
回执表¶是否出席：是¶人数：«n»¶忌口：不吃海鲜¶邮箱：«V»
«V» 是新郎妈妈的邮箱，她要每一张发票的复印件。
排队取号：«n»人桌，有位了发邮件通知 «V»
你好，我订了«zdate»的«zevt»，一直没收到确认邮件？我的邮箱是«V»，麻烦查一下
投诉单 «ref»：客人要求把«rmb»定金退款的书面确认发到 «V»
{"订单号": "«ref»", "人数": «n», "邮箱": "«V»", "来源": "«zapp»"}
婚庆公司说所有关于彩排的事都抄送 «V»
前台备注：结婚纪念日入住，送果盘，发票寄到邮箱«V»
菜单PDF麻烦发我邮箱：«V:zhobf»
邮箱 «V:zhobf»（防爬虫，请手动改一下）
伴郎的邮箱 «V»，发言时间表发给他
点评原文：“«zevt»当天服务太差，我给«V»发了两次邮件都没人回。”
| 角色 | 邮箱 |¶|---|---|¶| 伴娘 | «V» |¶| 场地 | 走小程序 |
«ts» INFO 邮件已发送：“您的餐位已就绪” -> «V»（排队号 «ref»）
门票转让申请：新持票人邮箱 «V»，座位 «tbl»排，订单 «ref»
语音输入 新娘说花艺的发票发到«V» 不要发她单位邮箱
客人档案¶偏好：高楼层、无羽绒枕¶邮箱：«V»¶会员等级：金卡
«zpkg»的对接人邮箱是«V»，婚礼前一周之前都可以联系
能不能把过敏原清单发到«V»？孩子对坚果严重过敏。
供应商合同第十四条：一切通知以书面形式发送至 «V»
关于包间预订的事，请回复到«V»，这个邮箱是我爱人的
座位表第四版 有问题请联系 «V» 最后修改 «zdate»
我们换邮箱了！宴会账户的新邮箱是«V»，旧的«zdate»以后就不用了
«V» 问宴会厅有没有无障碍通道，回复有，走侧门
礼品卡：金额 «rmb»，«zdate»早上发到邮箱 «V»
年会报名表：部门 市场部｜人数 «n»｜联系邮箱 «V»
请柬电子版已经发出，唯一没收到的是«V»，帮忙再发一次
婚礼跟拍的样片会发到«V»，大概两周
蛋糕试吃的事找新娘姑姑，她的邮箱是«V»
""")

T["email", "mixed"] = _tl(r"""
catering contract 签好后 send back to «V»，«zdate» 之前 confirm 档期
订位 «n» 位 at «time»，confirmation email 发到 «V»
RSVP form¶出席：yes¶人数：«n»¶Dietary：不吃海鲜¶Email：«V»
«V» 是 groom 的妈妈，every invoice 都要 cc 她
waitlist «n» 位，有 table 了 email «V»
hi 我订了 «date» 的 «evt» 但没收到 confirmation?? email 是 «V» pls check
complaint «ref»：客人要 «rmb» deposit 退款的 written confirmation，发到 «V»
{"booking": "«ref»", "pax": «n», "email": "«V»", "channel": "«zapp»"}
DJ 的 agent 说 sound curfew 的事都 cc «V»
VIP note：anniversary stay，送 champagne，invoice 寄到 «V»
tasting menu 的 pdf 麻烦 forward 到 «V:obf» 谢谢
联系我 at «V:obf»，I don't fill web forms anymore
best man 的 email «V»，speech timing 发给他
review 原话："«zevt» service 超差，我 email «V» 两次都没人回"
| role | 邮箱 |¶|---|---|¶| 伴娘 | «V» |¶| venue | 走 portal |
«ts» INFO mailer sent "您的餐位已就绪" to «V» (waitlist «ref»)
ticket transfer：新 holder 的 email «V»，座位 «tbl»B
email 是 «V»（booking form 上打错了 sorry）
新娘说 florist invoice 发到 «V»，不要发她 work email
guest profile¶偏好：high floor，无羽绒枕¶Email：«V»¶Tier：Gold
«pkg» 的 coordinator «V»，婚礼前一周都 reachable
kitchen 能不能 email 过敏原 list 到 «V»？小朋友 nut allergy 很严重
stag do 的 lead booker «V»，deposit «gbp» 已付
vendor 合同 clause 14：notices 一律书面发到 «V»
private dining enquiry 请 reply 到 «V»，这是我 partner 的邮箱
seating chart v4 有问题找 «V»
我们换 email 了！catering account 新邮箱 «V»
«V» 问 ballroom 有没有 step-free access，回 yes 走侧门
gift card «amt»，«date» morning email 给 «V»
请柬 e-vite 都发了，only «V» 没收到，resend 一下
跟拍 photographer 说样片会发到 «V»，about two weeks
cake tasting 找新娘姑姑，她 email 是 «V:obf»
""")

T["phone", "en"] = _tl(r"""
Table for «n» tonight at «time», under the booking «ref». Call «V» if we're running late.
Waitlist SMS will go to «V:us» - they're getting a drink at the bar next door.
«V» is the florist's personal mobile, only use it on the day.
RSVP¶Attending: 2¶Meal: fish / chicken¶Phone: «V»¶Song request: anything by ABBA
Hi, it's about the private dining room on «date» - can someone ring me back on «V:uk»? Cheers
Guest in «room» requested a wake-up call; if no answer, try their cell «V:us».
guest,party,phone,notes¶walk-in,«n»,«V»,high chair needed
The photographer's assistant can be reached on «V» from 2pm on the wedding day.
Day-of emergency contact (maid of honour): «V»
Voicemail transcript: hi this is about the cake order for Saturday call me back on «V» thanks
{"waitlist_id": "«ref»", "party_size": «n», "sms": "«V:us»", "quoted_wait_min": 35}
Transport: the minibus driver is on «V:uk», pick-up from the church after the ceremony.
Front desk: caller asked not to share their room number; left a callback number «V» for the duty manager.
«V:us» - bride's dad, he's paying the bar tab, call him before opening a second keg.
Rota swap: if anyone can cover «wd» close, text me on «V:uk»
Review reply draft: please call our events team... actually the guest left their own number, «V», asking for a call.
| name tag | phone |¶|---|---|¶| Best man | «V» |¶| Usher 1 | no phone |
Complaint «ref»: guest wants the manager to call «V:us» about the overcharge of «amt».
«ts» sms.send to=«V:us» body="Your table at «venue» is ready"
Phone: «V:us»¶Event: «evt»¶Guests: «N»¶Budget: «amt»
pls txt «V:uk» when the cake is delivered, i'll be at the hairdresser's
Catering order for «N» covers; the on-site contact is reachable on «V» (mobile, no landline at the barn).
The DJ prefers WhatsApp: «V»
Lost property: a grey scarf, owner rang from «V:us» and will collect on «wd».
Tickets for the supper club were bought over the phone, callback number «V:uk».
Call me at «V:us», that's my desk at work, I can't take calls on the floor.
Reception seating questions -> ring the groom's sister on «V»
OCR: TEL «V:us»  GUESTS «n»  DEPOSIT PAID  «amt»
We're the «N»-guest wedding on «date». Best number to reach us is «V», evenings.
Allergies: sesame (severe). If anything changes call «V» before service.
The hen party organiser's number is «V:uk», they'll arrive around seven.
Night porter note: room «room» guest locked out, verified ID, mobile «V:us» noted for follow-up.
""")

T["phone", "zh"] = _tl(r"""
今晚«ztime»订了«n»人桌，订单号«ref»，迟到的话请打«V»
排队短信会发到«V:cn»，客人先去隔壁喝杯奶茶
«V»是花艺师的私人手机，婚礼当天才打
回执¶出席人数：2¶菜品：鱼/鸡¶电话：«V»¶点歌：《小幸运》
你好，«zdate»的包间能不能给我回个电话，«V:cn»，谢谢
«room»房客人要叫醒服务，没接的话打他手机«V:cn»
客人,人数,电话,备注¶散客,«n»,«V»,需要宝宝椅
摄影助理婚礼当天下午两点以后可以打«V»
婚礼当天紧急联系人（伴娘）：«V»
语音留言转文字 你好我是订蛋糕的 周六那个 麻烦回电«V» 谢谢
{"排队号": "«ref»", "人数": «n», "手机": "«V:cn»", "预计等待": "35分钟"}
接亲车队司机电话«V:cn»，仪式结束后在酒店门口等
前台：来电客人不愿透露房号，留了回拨号码«V»给值班经理
«V:cn» 新娘爸爸，酒水他买单，开第二箱之前先打给他
换班：谁能帮我顶«zwd»晚班，给我发消息«V:cn»
投诉单«ref»：客人要求经理打«V»说明多收«rmb»的问题
«ts» 短信发送 to=«V:cn» 内容=“您在«zvenue»的餐位已就绪”
联系电话：«V»¶活动：«zevt»¶人数：«N»¶预算：«rmb»
蛋糕送到了给我发个短信«V:cn»，我在做头发
«N»人的外烩订单，现场联系人电话«V»（农庄没有座机）
DJ说微信同号：«V:cn»
失物招领：灰色围巾，失主用«V:cn»打过来，«zwd»来取
宴会销售座机«V:cnland»，手机就别打了
座位安排有问题找新郎姐姐，«V»
OCR识别：电话 «V» 人数 «n» 定金已付 «rmb»
我们是«zdate»那场«N»人的婚宴，晚上打«V»比较方便
过敏：芝麻（严重），有变化请开餐前打«V»
夜班备注：«room»房客人被锁在门外，已核对证件，手机«V:cn»已登记
伴娘团负责人电话：«V»，大概七点到
请拨打«V:cnland»联系我，白天在单位
老人家不会用微信，寿宴的事直接打她家里电话«V:cnland»
""")

T["phone", "mixed"] = _tl(r"""
今晚 «time» «n» 位，booking «ref»，late 的话 call «V»
waitlist SMS 会发到 «V:cn»，他们先去 bar 喝一杯
«V» 是 florist 的私人 mobile，only use on the day
RSVP¶出席：yes¶Meal：fish¶Phone：«V»
hi 关于 «zdate» 的 private room，能 call back «V» 吗？thanks
«room» 房 guest 要 wake-up call，没接就打 cell «V»
guest,party,phone,notes¶walk-in,«n»,«V»,需要 high chair
photographer assistant 婚礼当天 2pm 后可以打 «V»
day-of emergency contact（伴娘）：«V:hk»
voicemail：hi 我是订 cake 的 Saturday 那个，call me back «V» thanks
{"waitlist": "«ref»", "pax": «n», "sms": "«V»", "wait": "35 min"}
minibus driver «V:sg»，ceremony 结束后教堂门口 pick up
前台：caller 不想给房号，留了 callback «V» 给 duty manager
«V:cn» 新娘爸爸，bar tab 他付，开第二桶 keg 之前 call him
rota swap：谁能 cover «zwd» close？text me «V»
complaint «ref»：客人要 manager call «V» 讲多收 «amt» 的事
«ts» sms.send to=«V» body="您在 «venue» 的 table ready 了"
Phone: «V»¶Event: «zevt»¶Guests: «N»
cake 送到了 pls text «V:hk»，我在做 hair
«N» 人的 catering，on-site contact «V»（barn 没 landline）
DJ prefers WhatsApp：«V:sg»
lost property：灰色 scarf，owner 从 «V» 打来，«wd» 来拿
supper club tickets 是电话买的，callback «V:uk»
seating 问题 ring 新郎 sister «V»
OCR: TEL «V» GUESTS «n» 定金 PAID
我们是 «zdate» 那场 «N» 人 wedding，evening 打 «V» 比较好
allergies：芝麻 severe，有变化开餐前 call «V»
night porter：«room» guest locked out，ID verified，mobile «V:cn» 已登记
hen party organiser 电话 «V:uk»，七点左右到
宴会 sales 座机 «V:cnland»，别打 mobile
我 WhatsApp 是 «V:hk»，WeChat 同号
老人家不用微信，寿宴的事 call 她家 landline «V:cnland»
""")

T["address", "en"] = _tl(r"""
Please deliver the wedding cake to «V:us», «city» - the bride's parents' house, side door.
Catering drop-off: «V», back garden, «N» guests, marquee goes up the day before.
Invitations for the overseas guests came back undelivered; the correct mailing address is «V:uk», «city».
Guest profile¶Preferred room: quiet side¶Home address: «V»¶Marketing opt-in: no
«V:us» - that's where the after-party is, bring the leftover cake.
guest,address,invite_sent¶plus-one,"«V:us», «city»",yes
Send the thank-you hamper to «V:uk» please, not to the venue.
The florist will pick up the arch from «V» on Sunday morning.
Hi! for the save-the-dates my address is «V:us» in «city» (apt buzzer is broken, just knock)
Home delivery catering order «ref»: «V:uk», «n» people, «dish».
{"order": "«ref»", "deliver_to": "«V»", "city": "«city»", "window": "5-6pm"}
Complaint: the limo went to «V» instead of the hotel - guest was left waiting for 40 minutes.
Registration card (scan)¶ADDRESS: «V:us»¶CITY: «city»¶VEHICLE PLATE: none
Rehearsal dinner is at the groom's uncle's, «V:uk», just outside «city».
voice note drop the chair covers at «V» after the setup is done tell the driver
| item | deliver to |¶|---|---|¶| Bridesmaid dresses | «V» |¶| Cake topper | venue |
Return the hired glassware from «V:us» by «date» or the deposit of «amt» is kept.
The guest asked us to post the forgotten charger to «V:uk», «city». Postage added to folio.
Bridal prep is happening at «V:us» - hair and makeup team arrive there at 8.
«V» is where the welcome bags should go, it's the Airbnb for the groom's family.
Private chef booking for the «evt»: service at «V», kitchen has an induction hob only.
Baby shower at «V:uk»; the cake needs to arrive before the guests, use the back gate.
RSVP card: Mr & Mrs + 2 kids, mailing «V:us», «city»
pls update the billing address on the wedding contract to «V», we moved last month
Staff rota note: the new dishwasher lives at «V:uk» and can't do split shifts, buses stop at 11.
CSV export - guests missing invitations:¶«V:us»|«city»|pending
Thanks again for the lovely anniversary dinner! Could you send the framed photo to «V:uk»?
Engagement party is at our place: «V:us», «city». Parking on the street is free after six.
Catering quote requested by a private client at «V» for a garden «evt».
The gift table leftovers get shipped to «V» after the reception.
Hotel folio correction: guest's home address should read «V:uk», «city», not the company HQ.
Vendor dropped the tablecloths at the wrong house - «V:us» - they are on the porch.
""")

T["address", "zh"] = _tl(r"""
婚礼蛋糕请送到«zcity»«V»，新娘父母家，走侧门。
外烩送货地址：«V»，后院搭帐篷，«N»位客人。
请柬被退回来了，正确的邮寄地址是«zcity»«V»
客人档案¶房型偏好：安静一侧¶家庭住址：«V»¶接收营销：否
«V» 是婚礼after party的地方，剩下的蛋糕带过去
宾客,地址,请柬¶新郎同学,«zcity»«V»,已寄
回礼礼盒寄到«V»，别寄到酒店
花艺师周日早上去«V»拿拱门
喜帖寄到我家吧 «zcity»«V» 门铃坏了直接敲门
外卖订单«ref»：送到«V»，«n»人份，«zdish»
{"订单": "«ref»", "送货地址": "«V»", "城市": "«zcity»", "时间段": "17:00-18:00"}
投诉：婚车去了«V»，没去酒店，新娘等了四十分钟
入住登记单（扫描）¶住址：«V»¶城市：«zcity»¶车牌：无
回门宴在新郎舅舅家办，地址«zcity»«V»
语音备忘 椅套送到«V» 布置完跟司机说一下
| 物品 | 送货地址 |¶|---|---|¶| 伴娘服 | «V» |¶| 蛋糕插件 | 酒店 |
借的酒杯«zdate»前还回«V»，不然押金«rmb»不退
客人让我们把落下的充电器寄到«zcity»«V»，邮费记到账单
新娘早上在«V»化妆，化妆师8点到
«V»是新郎家亲戚住的民宿，伴手礼送那儿
私厨上门：«zevt»在«V»，厨房只有电磁炉
满月酒在«V»办，蛋糕要在客人到之前送到，走后门
请柬回执：一家四口，邮寄地址«zcity»«V»
婚礼合同上的账单地址改一下：«V»，我们上个月搬家了
排班备注：新来的洗碗阿姨住«V»，末班公交11点，不能上晚班
缺请柬名单导出：¶«V»|«zcity»|待寄
谢谢你们的结婚纪念日晚餐！照片相框能寄到«V»吗？
订婚宴在我们家：«zcity»«V»，小区门口可以停车
礼金台剩下的东西婚礼后寄到«V»
前台账单更正：客人家庭地址应为«V»，不是公司地址
供应商把桌布送错了，送到了«V»，在门口放着
快递单：收件地址 «zcity»«V»
老人的寿宴请柬直接送到«V»，她不方便下楼
""")

T["address", "mixed"] = _tl(r"""
wedding cake 送到 «V:cn»，«zcity»，新娘爸妈家，走 side door
catering drop-off：«V»，后院搭 marquee，«N» guests
请柬 undelivered 被退回，正确 mailing address 是 «V»
guest profile¶Room：quiet side¶Home address：«V»¶Marketing：no
«V» 是 after-party 的地方，leftover cake 带过去
guest,address,invite¶plus-one,"«V»",sent
thank-you hamper 寄到 «V» please，不要寄 venue
florist 周日早上去 «V» pick up 拱门
save-the-date 寄到我家 «V»，门铃坏了 just knock
delivery order «ref»：«V»，«n» 人份 «zdish»
{"order": "«ref»", "deliver_to": "«V»", "window": "5-6pm"}
complaint：婚车去了 «V» 没去 hotel，bride 等了 40 分钟
registration card¶ADDRESS：«V:cn»¶CITY：«zcity»
rehearsal dinner 在新郎舅舅家，«V»
voice note 椅套 drop 到 «V» setup 完跟 driver 说
| item | 送到 |¶|---|---|¶| 伴娘服 | «V» |¶| cake topper | venue |
glassware «date» 前还回 «V»，否则 deposit «amt» 不退
客人让我们把 charger 寄到 «V»，postage 记 folio
bridal prep 在 «V»，hair & makeup 8 点到
«V» 是 groom 家人住的 Airbnb，welcome bags 送那
private chef：«evt» 在 «V» 做，只有 induction hob
baby shower 在 «V»，cake 要在 guests 之前到
RSVP：一家四口，mailing «V»
wedding contract 的 billing address 改成 «V»，we moved
rota note：新 dishwasher 住 «V»，末班 bus 11 点，no split shifts
guests missing invitations 导出：¶«V:cn»|«zcity»|pending
anniversary dinner 的照片 frame 能寄到 «V» 吗？
engagement party 在我们家：«V»，street parking after six free
gift table 的东西 reception 后 ship 到 «V»
folio 更正：guest home address 应为 «V»，not company HQ
vendor 把 tablecloths 送错到 «V» 了，在 porch 上
快递 to：«V:cn»，«zcity»，收件人电话见单
""")

T["government_id", "en"] = _tl(r"""
Check-in «date», room «room»: passport no. «V:passport_us» scanned, copy in the safe.
W-9 from the wedding band came back - SSN «V:ssn» (sole proprietor, no EIN).
Registration card¶Nationality: British¶Passport: «V:passport_uk»¶Arrival: «date»¶Departure: «date»
New hire paperwork for the bar: National Insurance number «V:nino», starts «wd».
«V:ssn» - that's the SSN on the I-9 for the new line cook, keep it out of the rota sheet.
Guest paid cash for the suite so the front desk photocopied the driver's licence, number «V:dl_us».
Vendor onboarding: EIN «V:ein», caterer is an LLC, net-30 terms.
Hi, for the venue insurance form do you need my driving licence number? It's «V:dl_uk».
The DJ is paid as a contractor, ITIN «V:itin», 1099 at year end.
hotel night audit: id verification failed for room «room», passport «V:passport_us» expired last month
{"guest_ref": "«ref»", "id_type": "passport", "id_number": "«V:passport_uk»", "verified": true}
Age check for the wine tasting: scanned licence «V:dl_us», 34 years old, ok.
Payroll - casual waiting staff¶NI no: «V:nino»¶Hours: 22.5¶Rate: £12.60
Marriage notice appointment: bring passports. Groom's passport number «V:passport_uk» (renewed in March).
The officiant needs the bride's SSN «V:ssn» for the county license application? surely not, check
OCR - ID CARD SCAN¶DOC NO «V:dl_us»¶CLASS C¶EXP «date»
Lost passport reported at the desk - «V:passport_us». Police reference requested.
nat insurance «V:nino» for the new kitchen porter pls add to sage
| staff | role | SSN |¶|---|---|---|¶| new hire | server | «V:ssn» |
Car hire for the wedding party: driver licence «V:dl_uk», additional driver none.
tax id «V:ein» on the florist's invoice doesn't match the contract, ask them
I-9 list B document: «V:dl_us» (state ID), list C: Social Security card.
Front desk: foreign guest, passport «V:passport_us», visa waiver, 3 nights.
Event security asked for the photographer's ID - licence «V:dl_uk» noted on the sign-in sheet.
Pls don't email my social in plain text again! The one on the contractor form («V:ssn») is mine.
The wedding planner's business is registered under EIN «V:ein».
Passport «V:passport_uk» - honeymoon upgrade, passport photocopy attached to folio «ref».
checking in «n» guests for the hen do: lead guest id «V:dl_us», others arriving separately
Employee file¶Position: banquet server¶NINo: «V:nino»¶Right to work: share code verified
ITIN «V:itin» used on the vendor W-9, not an SSN.
The casino night license application lists the organiser's SSN as «V:ssn».
Reception please note: «V:passport_us» is the passport of the guest in «room», held for the tour desk.
""")

T["government_id", "zh"] = _tl(r"""
«zdate»入住，«room»房，身份证号«V:cnid»已扫描，复印件在保险柜
入住登记¶证件类型：居民身份证¶证件号码：«V:cnid»¶入住日期：«zdate»
新来的传菜员入职，身份证 «V:cnid»，«zwd»开始上班
«V:cnid» 这个是新厨师的身份证号，别放进排班表
宴会合同甲方身份证号码：«V:cnid»
婚车租赁需要驾驶证，驾驶证号就是身份证号«V:cnid»
客人护照号«V:passport_cn»，明天出发去度蜜月，前台帮忙打印行程
港澳通行证«V:hkmo»，客人订了去澳门的婚纱照套餐
年会抽奖领奖登记：身份证«V:cnid»，奖品 iPad 一台
前台夜审：«room»房身份证«V:cnid»核验失败，请早班再核对
{"订单号": "«ref»", "证件类型": "身份证", "证件号": "«V:cnid»", "已核验": true}
婚礼跟拍合同乙方身份证号：«V:cnid»（个人工作室）
员工档案¶岗位：宴会服务员¶身份证：«V:cnid»¶健康证：已办
护照 «V:passport_cn» 已过期，客人说签证页在新护照上
OCR识别 身份证 公民身份号码 «V:cnid»
丢失证件登记：护照«V:passport_cn»，已报警
| 员工 | 岗位 | 身份证号 |¶|---|---|---|¶| 新员工 | 服务员 | «V:cnid» |
婚宴退定金需要提供订餐人身份证号«V:cnid»和银行卡
领结婚证要带户口本和身份证，新娘的身份证号«V:cnid»我先记下
客人用港澳通行证«V:hkmo»办理入住，三晚
伴郎要买机票，把身份证号发给我：«V:cnid»
语音输入 身份证号码是«V:cnid» 你记一下 开房要用
酒店公安系统上传失败 证件号«V:cnid» 提示格式错误
«V:cnid»，这是我妈的身份证号，寿宴那天订的房间用她的名字
保险公司要投保人身份证号：«V:cnid»（户外婚礼意外险）
兼职服务员工资表¶身份证号：«V:cnid»¶工时：22.5¶时薪：25元
前台：外籍客人护照号«V:passport_cn»，签证有效
红酒品鉴会年龄核验，证件号«V:cnid»，已满18岁
婚礼主持人个税申报用的身份证号«V:cnid»
订房人证件：护照 «V:passport_cn»
年会嘉宾名单里的身份证号«V:cnid»，安保要提前报备
""")

T["government_id", "mixed"] = _tl(r"""
check-in «zdate»，«room» 房，身份证号 «V:cnid» 已 scan，copy 在 safe 里
Registration card¶Nationality：China¶Passport：«V:passport_cn»¶Arrival：«date»
new hire 传菜员 ID «V:cnid»，«wd» 开始上班
«V:cnid» 是新 line cook 的身份证号，别放进 rota sheet
venue contract 甲方 ID number：«V:cnid»
guest 护照 «V:passport_cn»，明天 honeymoon 出发，前台帮 print itinerary
HKID «V:hkid»，客人 check-in 的时候 show 的
港澳通行证 «V:hkmo»，客人订了 Macau pre-wedding shoot 套餐
night audit：«room» ID verification failed，身份证 «V:cnid»
{"guest": "«ref»", "id_type": "HKID", "id_no": "«V:hkid»", "verified": true}
band 的 W-9：SSN «V:ssn»（sole proprietor）
NI number «V:nino»，新 kitchen porter，pls add to payroll
employee file¶Position：banquet server¶身份证：«V:cnid»¶健康证：done
passport «V:passport_us» 过期了，guest 说 visa 在新 passport 上
OCR 身份证 scan：公民身份号码 «V:cnid»
lost passport «V:passport_cn»，已报警，police ref pending
| staff | role | ID |¶|---|---|---|¶| 新员工 | server | «V:cnid» |
退 deposit 需要订餐人 ID «V:cnid» 和 bank card
marriage registration 要带 ID，新娘的身份证号 «V:cnid» 我先 note 下来
guest 用 HKID «V:hkid» 办 check-in，三晚
best man 要订 flight，ID number 发我：«V:cnid»
hotel 公安系统 upload failed，证件号 «V:cnid» format error
insurance 要投保人 ID：«V:cnid»（outdoor wedding）
front desk：foreign guest passport «V:passport_us»，visa waiver
wine tasting age check，ID «V:cnid»，18+ ok
MC 的个税申报 ID «V:cnid»
booker 证件：passport «V:passport_cn»
年会 VIP list 里的 ID «V:cnid»，security 要提前报备
我的 HKID 是 «V:hkid»，订房的时候系统要填
expat staff 的 passport «V:passport_uk»，work permit 在办
DJ 是 contractor，SSN «V:ssn»，year end 出 1099
""")

T["financial", "en"] = _tl(r"""
Deposit for the «evt» taken over the phone on card «V:card», exp 09/27, receipt «inv».
Please wire the balance of «amt» to IBAN «V:iban» (venue's holding account) by «date».
Guest card on file for incidentals: «V:card». Pre-auth «amt».
Refund of the cancelled tasting (ref «ref») goes back to account «V:usacct», routing «routing».
Band's bank details for the fee: sort code «sortcode», account «V:ukacct».
«V:card» - card the groom's father used for the bar tab, he wants it charged at the end of the night.
card_number,amount,auth¶«V:card»,"«amt»",approved
Hi, I'd like to pay the catering balance by bank transfer - our account is «V:usacct» if you need it for the refund of the overpayment.
Please update the card for the recurring supper-club membership to «V:card».
{"folio": "«ref»", "payment": {"type": "card", "pan": "«V:card»", "amount": "«amt»"}}
Florist invoice «inv»: pay to «V:iban», reference WEDDING-«tbl».
voice note card number «V:card» for the hen do deposit charge it monday
OCR receipt scan¶CARD «V:card»¶AUTH 0«tbl»8812¶TOTAL «amt»
Pls refund the double charge to the original card «V:card», guest is furious.
| vendor | IBAN |¶|---|---|¶| DJ | «V:iban» |¶| Photographer | paid |
Direct deposit form for the new sous chef: routing «routing», checking «V:usacct».
Cancelled wedding - refund the «gbp» deposit to sort code «sortcode» acc «V:ukacct».
Guest asked us to store the Amex for next year's anniversary booking: «V:card». We don't do that - shred it.
Payment details for the photographer (EU): «V:iban»
Catering PO «inv» - pay by ACH, acct «V:usacct», ABA «routing».
Chargeback dispute «ref»: card ending ... no, the full number was written on the booking form: «V:card».
Gift list contributions can go straight to our honeymoon fund: «V:iban» (thank you!!)
night audit - declined card «V:card» for room «room», ask guest for another method at breakfast
Staff tip-out transfer to account «V:ukacct» (sort «sortcode»), shift «date».
wedding deposit paid with «V:card» on «date», balance due 30 days before
Hi! Can you charge the remaining «amt» to the same card, «V:card»? Thanks so much
Overseas vendor bank: IBAN «V:iban», BIC on the invoice.
Payroll correction: the account number for the weekend bartender should be «V:usacct».
Ticket order «ref» paid by «V:card» - 4 x GA, 2 x VIP.
Caterer's remittance details¶Sort code: «sortcode»¶Account no: «V:ukacct»¶Ref: «inv»
Telephone booking: card «V:card», name as on card, CVV taken verbally and not stored.
""")

T["financial", "zh"] = _tl(r"""
婚宴定金«rmb»，客人刷卡«V:cncard»，凭证号«inv»
尾款请转到对公账户«V:cnacct»，开户行：工商银行«zcity»分行
客人预授权用的信用卡：«V:card»，押金«rmb»
退订金到原卡«V:cncard»，订单号«ref»
乐队的出场费打到这张卡：«V:cncard»（建设银行）
«V:cncard» 是新郎爸爸的卡，酒水最后一起刷
卡号,金额,状态¶«V:cncard»,«rmb»,成功
你好，多付的餐费退到我的银行卡«V:cncard»就行
{"账单": "«ref»", "支付": {"方式": "银行卡", "卡号": "«V:cncard»", "金额": "«rmb»"}}
花店发票«inv»：收款账号«V:cnacct»，备注婚礼«tbl»号
语音转文字 卡号«V:cncard» 周一扣订金
小票识别¶卡号 «V:cncard»¶授权码 0«tbl»8812¶合计 «rmb»
重复扣款请退回原卡«V:card»，客人很生气
| 供应商 | 收款账号 |¶|---|---|¶| 婚庆公司 | «V:cnacct» |¶| 摄影 | 已付 |
新员工工资卡：«V:cncard»，招商银行
婚礼取消，«rmb»定金退到«V:cncard»
客人想把信用卡存着明年纪念日用：«V:card»，我们不留卡号，已销毁
外烩订单«inv»，对公转账到«V:cnacct»
争议单«ref»：订餐单上写了完整卡号«V:cncard»
礼金可以直接转到我们的蜜月基金卡：«V:cncard»（谢谢大家！）
夜审：«room»房信用卡«V:card»被拒，早餐时请客人换一种支付方式
员工分小费转账到«V:cncard»，«zdate»班次
婚宴定金用«V:cncard»付的，尾款婚礼前30天付清
剩下的«rmb»还刷这张卡«V:cncard»吧，谢谢
工资更正：周末吧台兼职的卡号应为«V:cncard»
门票订单«ref»用«V:card»支付，4张普通票2张VIP
供应商收款信息¶户名：«zvenue»¶账号：«V:cnacct»¶开户行：农业银行
电话订房：信用卡«V:card»，安全码口头告知未记录
年会奖金发到这张卡«V:cncard»，别发到旧卡
酒店挂账改成刷卡：«V:card»
随份子的钱我直接转你卡上吧，卡号«V:cncard»对吧？
""")

T["financial", "mixed"] = _tl(r"""
«evt» 的 deposit 电话里刷的卡 «V:card»，receipt «inv»
balance «amt» 请 wire 到 IBAN «V:iban»，«date» 之前
guest incidentals 的 card on file：«V:card»，pre-auth «rmb»
tasting 取消，refund 到原卡 «V:cncard»，ref «ref»
band fee 打到 sort code «sortcode»，account «V:ukacct»
«V:cncard» 是新郎爸爸的卡，bar tab 最后一起刷
card_number,amount,status¶«V:card»,"«amt»",approved
多付的 catering 费用 refund 到我的 account «V:usacct»，routing «routing»
{"folio": "«ref»", "pan": "«V:card»", "amount": "«rmb»"}
florist invoice «inv»：pay to «V:iban»
voice note 卡号 «V:cncard» hen do deposit 周一 charge
OCR receipt¶CARD «V:card»¶TOTAL «amt»
double charge 请退回原卡 «V:cncard»，guest 很 angry
| vendor | 收款账号 |¶|---|---|¶| 婚庆 | «V:cnacct» |¶| DJ | paid |
new sous chef 的 direct deposit：routing «routing»，checking «V:usacct»
wedding cancelled，«gbp» deposit 退到 sort code «sortcode» acc «V:ukacct»
guest 想存 Amex «V:card» 给明年 anniversary 用，我们不存，shred 了
photographer（EU）payment：IBAN «V:iban»
catering PO «inv»，对公转账 «V:cnacct»
chargeback «ref»：booking form 上写了完整卡号 «V:card»
礼金 can go straight to 我们的 honeymoon fund：«V:iban»（thank you!!）
night audit：«room» 房 card «V:card» declined，早餐时请 guest 换一张
tip-out 转到 «V:cncard»，shift «zdate»
wedding deposit 用 «V:cncard» 付的，balance 婚礼前 30 天付
剩下的 «amt» charge 同一张卡 «V:card» 就好，thanks!
payroll 更正：weekend bartender 的卡号应为 «V:cncard»
ticket order «ref» 用 «V:card» 付，4 GA + 2 VIP
vendor remittance¶户名：«venue»¶Account：«V:cnacct»¶Bank：中国银行
phone booking：card «V:card»，CVV 口头 taken，没存
年会 bonus 发到 «V:cncard»，not the old card
随份子我直接转你卡上？卡号 «V:cncard» right?
""")

T["person_name", "en"] = _tl(r"""
Table for «n» at «time» under the name «V», they asked for the corner booth.
Waitlist: «V», party of «n», quoted 35 min, will wait at the bar.
Seating chart - Table «tbl»: «V» (bride's godmother), needs to sit near the exit.
«V» called to move the rehearsal dinner to «date»; please update the contract.
guest_name,table,meal,plus_one¶«V»,«tbl»,vegetarian,no
Hi, this is «V», I booked the private room for the «evt» - can we add two more covers?
Front desk note: «V» in «room» is celebrating an anniversary, champagne on arrival.
Best man: «V». Maid of honour: to be confirmed.
{"reservation": "«ref»", "guest": "«V»", "covers": «n», "notes": "nut allergy"}
Complaint from «V» regarding the «amt» corkage charge at the «evt».
speech order: father of the bride then «V» then the couple
The catering contract is signed by «V» on behalf of the couple.
Review: "Our server was lovely but the kitchen forgot my husband's steak." - posted by «V»
| Table | Guests |¶|---|---|¶| «tbl» | «V» + guest |¶| Top table | couple |
«ts» INFO checkin room=«room» guest="«V»" nights=3 rate=BAR
VIP arrival today: «V» - upgrade to the junior suite if available.
Please make the place card read "«V»" - she goes by her maiden name.
Rota «wd»: bar - «V» (until close); floor - agency staff.
Lost and found: black clutch bag, belongs to «V», holding at reception.
Ticket holder changed from the original purchaser to «V» (transfer fee waived).
Dear «V», thank you for choosing «venue» for your «evt».
The officiant, «V», needs a chair at the front and a microphone.
Allergy alert table «tbl»: «V» - coeliac, separate fryer please.
voice note call «V» about the cake flavours she wants lemon not vanilla
Deposit received from «V» - «gbp», receipt «inv».
Our wedding coordinator «V» has been amazing, five stars!
Plus-one for the groom's cousin is «V», dietary: vegan.
Booking made by «V», arriving on the late train, hold the table until half nine.
Caterer's on-site lead for the day: «V».
The honeymoon suite is booked in the name of «V» for «n» nights.
Photo release form - signed: «V», date «date»
RE: invoice «inv» - attn «V», accounts payable
""")

T["person_name", "zh"] = _tl(r"""
«ztime»«n»位，订位人«V»，要靠角落的卡座
排队：«V»，«n»人，预计等35分钟，在门口等
座位表 第«tbl»桌：«V»（新娘的干妈），安排在靠出口的位置
«V»来电说把彩排晚宴改到«zdate»，合同要改一下
宾客姓名,桌号,餐食,是否带家属¶«V»,«tbl»,素食,否
你好，我是«V»，订了«zevt»的包间，能再加两个位子吗？
前台备注：«room»房«V»结婚纪念日入住，到店送香槟
伴郎：«V»；伴娘：待定
{"订单号": "«ref»", "客人": "«V»", "人数": «n», "备注": "坚果过敏"}
«V»投诉«zevt»收了«rmb»开瓶费
致辞顺序：新娘父亲，然后是«V»，最后新人
外烩合同由«V»代表新人签字
点评：“服务员很好，但厨房把我老公的牛排忘了。”——«V»
| 桌号 | 宾客 |¶|---|---|¶| «tbl» | «V»及家属 |¶| 主桌 | 新人 |
«ts» 入住 房号=«room» 客人=«V» 三晚
今日VIP到店：«V»，有空房就升级到套房
桌卡上写“«V»”，她用娘家姓
«zwd»排班：吧台 «V»（到打烊）；楼面 外包
失物招领：黑色手包，是«V»的，放在前台
礼金登记：«V» 礼金«rmb»
门票已从原购票人转给«V»，免手续费
证婚人«V»需要在前排留座和话筒
过敏提醒 第«tbl»桌：«V»，乳糜泻，请单独用油锅
语音备忘 给«V»打电话问蛋糕口味 她要柠檬的不要香草
收到«V»的定金«rmb»，收据«inv»
我们的婚礼策划«V»太靠谱了，五星好评！
新郎表弟的家属是«V»，吃素
订位人«V»坐晚班高铁到，桌子留到九点半
伴娘团：«V»负责接亲游戏
蜜月套房用«V»的名字订了«n»晚
联系人：«V»（新娘妈妈）
寿宴主角是«V»老人家，八十大寿
""")

T["person_name", "mixed"] = _tl(r"""
«time» «n» 位，booking 名字是 «V»，要 corner booth
waitlist：«V»，«n» pax，quoted 35 min
seating chart 第 «tbl» 桌：«V»（新娘干妈），坐靠 exit 的位置
«V» call 来说 rehearsal dinner 改到 «zdate»，contract 要 update
guest_name,table,meal¶«V»,«tbl»,素食
hi 我是 «V»，订了 «evt» 的 private room，能加两个 covers 吗？
front desk note：«room» 房 «V» anniversary，champagne on arrival
best man：«V»；伴娘 TBC
{"reservation": "«ref»", "guest": "«V»", "pax": «n», "notes": "坚果过敏"}
complaint from «V»：«evt» 的 corkage «rmb» 太贵
speech 顺序：新娘爸爸 → «V» → 新人
catering contract 由 «V» 代表新人签
review：“server 很 nice 但 kitchen 忘了我老公的 steak” — «V»
| Table | 宾客 |¶|---|---|¶| «tbl» | «V» + 家属 |¶| 主桌 | couple |
«ts» checkin room=«room» guest="«V»" nights=3
VIP arrival：«V»，有 junior suite 就 upgrade
place card 写 "«V»"，她用 maiden name
«wd» rota：bar «V»（until close）
lost & found：黑色 clutch，是 «V» 的，放 reception
ticket 转给 «V» 了，transfer fee waived
officiant «V» 需要前排 chair 和 mic
allergy alert table «tbl»：«V»，coeliac，单独 fryer
voice note call «V» 问 cake 口味 她要 lemon 不要 vanilla
deposit 收到 «V» 的 «rmb»，receipt «inv»
wedding coordinator «V» 超靠谱，five stars!
礼金登记：«V» «rmb»
booking by «V»，坐 late train 到，table hold 到 9:30
伴娘团 leader «V» 负责 door games
honeymoon suite 用 «V» 的名字订了 «n» 晚
联系人 contact person：«V»（新娘妈妈）
Dear «V»，感谢选择 «zvenue» 举办您的 «zevt»
""")

T["username", "en"] = _tl(r"""
Tag us! The bride's Instagram is «V:handle» - she wants the florist to repost the arch photos.
Yelp review by «V:plain»: two stars, "waited 40 minutes for a table we had booked".
OpenTable account login: «V:login» (the host stand iPad is signed in as this).
«V:handle» left a one-star review on TikTok about the «evt», comms team is drafting a reply.
Staff POS login for the new bartender is «V:login», PIN set at first sign-in.
username: «V:plain»¶role: events_manager¶venue: «venue»
The hashtag is on the welcome sign, but please tag the photographer too: «V:handle».
The guest DMed us from «V:handle» asking if we can do a gluten-free cake.
Xbox gamertag for the games-night booking: «V:gamer» (they want the big screen room).
{"reviewer": "«V:plain»", "rating": 2, "platform": "Google", "venue": "«venue»"}
Discord handle of the band's manager is «V:plain», they coordinate the set list there.
«ts» auth ok user=«V:login» action=void_item ticket=«ref»
Hi, the ticket is registered under my Eventbrite username «V:plain», not my email - can you check?
Complaint escalated from Tripadvisor user «V:plain» about noise from the «evt».
the DJ's soundcloud is «V:plain» if you want to check the vibe before booking
| platform | account |¶|---|---|¶| Instagram | «V:handle» |¶| Pinterest | shared board |
Resy profile «V:plain» has 14 no-shows - require a card to hold the table.
«V:handle» is the planner's handle, credit her in the venue's post please.
Reservation came via Tock, guest account «V:login», party of «n».
Twitch streamer «V:gamer» wants to broadcast from the private room during the «evt».
Login for the staff scheduling app: «V:login» (ask the GM for the password).
The wedding website RSVP shows replies from «V:plain» and two other accounts.
Please approve the influencer collab request from «V:handle», dinner for two on «date».
guest wifi captive portal log: user «V:plain» connected 3 devices
Reddit user «V:plain» posted our menu with the old prices.
Add «V:login» to the banquet shared drive with edit rights.
Pinterest board for the table settings is owned by «V:plain».
voice note follow «V:handle» back she tagged us in the proposal video
Snapchat «V:plain» - guest asked us to send the birthday video there.
«V:plain» won the Instagram giveaway (dinner for two), notify via DM.
Trip review reply: Thank you «V:plain» for your kind words about the afternoon tea.
The venue's Facebook group has a new admin: «V:plain».
""")

T["username", "zh"] = _tl(r"""
新娘的小红书号是«V:plain»，想让花艺师转发拱门照片
大众点评用户«V:zhnick»给了两星：“订了位还等了四十分钟”
前台iPad登录的订桌系统账号：«V:login»
抖音用户«V:zhnick»发视频吐槽«zevt»，公关在写回复
新吧台员工的收银系统账号«V:login»，首次登录设置PIN
用户名：«V:plain»¶角色：宴会经理¶门店：«zvenue»
客人加了店长微信，微信号«V:wx»，说要定制无麸质蛋糕
{"点评人": "«V:zhnick»", "评分": 2, "平台": "大众点评", "门店": "«zvenue»"}
«ts» 登录成功 用户=«V:login» 操作=退菜 单号=«ref»
你好，门票是用我的大麦账号«V:plain»买的，不是手机号，麻烦查一下
携程用户«V:plain»投诉«zevt»太吵
DJ的网易云音乐ID是«V:digits»，订之前可以听听
| 平台 | 账号 |¶|---|---|¶| 小红书 | «V:plain» |¶| 微博 | 官方号 |
美团账号«V:digits»爽约了14次，以后订位要交定金
«V:zhnick» 是婚礼策划的微博昵称，发通稿的时候@一下
婚礼跟拍的微信：«V:wx»，加的时候备注“«zvenue»”
B站UP主«V:zhnick»想在包间直播«zevt»
排班小程序登录账号：«V:login»（密码问店长）
请柬小程序后台显示«V:zhnick»回复了“出席”
探店博主«V:zhnick»申请合作，«zdate»双人晚餐
连WiFi的认证日志：用户«V:plain»连了3台设备
新郎的QQ号«V:digits»，伴郎团的群是他建的
把«V:login»加到宴会部共享盘，给编辑权限
语音备忘 回关一下«V:zhnick» 她在求婚视频里@了我们
«V:wx» 是新娘表姐的微信号，负责收礼金
小红书抽奖中奖用户：«V:plain»，私信通知
点评回复：感谢«V:zhnick»对下午茶的好评
酒店会员账号«V:plain»，积分可以抵房费
抖音号«V:plain»，伴娘说婚礼vlog会发在这里
微博@«V:zhnick» 说我们菜单价格是旧的
年会签到系统里«V:login»是管理员
钉钉账号«V:login»，排班通知从这里发
""")

T["username", "mixed"] = _tl(r"""
新娘的 IG 是 «V:handle»，florist 想 repost 拱门照片
大众点评 user «V:zhnick» 给了 two stars：“订了位还等 40 分钟”
OpenTable account login：«V:login»（host stand iPad 用这个）
«V:handle» 在 TikTok 吐槽 «evt»，comms team 在写 reply
新 bartender 的 POS login «V:login»
username：«V:plain»¶role：宴会 manager¶venue：«venue»
客人 DM 我们 from «V:handle»，问能不能做 gluten-free cake
微信号 «V:wx»，加的时候备注 wedding
{"reviewer": "«V:plain»", "rating": 2, "platform": "小红书"}
«ts» auth ok user=«V:login» action=void ticket=«ref»
ticket 是用我的 Eventbrite username «V:plain» 买的，不是 email
Tripadvisor user «V:plain» complain «evt» 太吵
| platform | account |¶|---|---|¶| 小红书 | «V:plain» |¶| IG | «venue» official |
Resy profile «V:plain» 有 14 次 no-show，要 card hold
planner 的 handle «V:handle»，post 的时候 credit 她
Tock 订位 guest account «V:login»，«n» 位
B站 UP 主 «V:zhnick» 想在 private room 直播
staff scheduling app login：«V:login»（password 问 GM）
wedding website RSVP 显示 «V:zhnick» 回复 attending
influencer collab «V:handle»，«date» dinner for two
guest wifi portal log：user «V:plain» 连了 3 个 devices
新郎 QQ «V:digits»，groomsmen 群是他建的
加 «V:login» 到 banquet shared drive，edit 权限
voice note follow back «V:handle» 她 proposal video tag 了我们
«V:wx» 是新娘表姐的 WeChat，负责收礼金
IG giveaway winner «V:handle»，DM 通知
review reply：Thank you «V:plain» 对 afternoon tea 的好评
抖音号 «V:plain»，伴娘说 wedding vlog 会发这里
Discord «V:plain» 是 band manager，set list 在那边对
Xbox gamertag «V:gamer»，games night 要大屏幕包间
""")

T["home_path", "en"] = _tl(r"""
The final seating chart is at «V:mac» - print two A1 copies for the easel.
Traceback (most recent call last):¶  File "«V:py»", line 88, in <module>¶KeyError: 'table_«tbl»'
guest list export saved to «V:win»
«V:mac» is the only copy of the signed florist contract, back it up!!
[«ts»] ERROR rsvp-import: cannot open «V:linux» (permission denied)
open «V:mac» and check the covers for «date»
Hi, the POS exports land in «V:win» on the back office PC, can you email me last night's?
{"export_path": "«V:winjson»", "venue": "«venue»", "format": "xlsx"}
cp «V:linux» /srv/shared/banquets/
scp «V:mac» events@10.0.4.20:/srv/menus/
Auto-recovered file: «V:win» (Excel)
voice note the rota is in «V:mac» not the shared drive
| file | location |¶|---|---|¶| Table plan | «V:mac» |¶| Menu | shared drive |
The wedding slideshow is rendering from «V:wsl», don't shut the laptop.
backup.sh: tar czf /mnt/nas/events.tgz «V:linux»
«ts» WARN sync skipped «V:win» (file locked by another user)
I left the allergy matrix on my desktop, «V:win», sorry about that!
Photos from the venue walkthrough: «V:mac»
cron: 0 2 * * * python3 «V:py» --export
Dropbox conflict: «V:mac» (conflicted copy)
Word couldn't save «V:win» because the disk is full.
default_dir = «V:dir»¶menu_template = spring_2025.docx
The printer driver keeps looking for «V:win» - reinstall it.
git -C «V:dirmac» status   # tablebook repo on the host stand mac
please DON'T rename «V:mac», the mail merge for the place cards points to it
Logs show the script read «V:linux» before crashing at 02:14.
Invoice PDFs are generated under «V:wsl».
Attachment path: «V:win» (3.2 MB)
Finder > Go to folder > «V:dirmac» > Events > «evt»
export PATH="«V:dirlinux»/bin:$PATH"  # ticket scanner CLI
«V:win» - that's where the RSVP spreadsheet lives on the office PC.
""")

T["home_path", "zh"] = _tl(r"""
最终版座位表在«V:mac»，打印两张A1的放迎宾处
Traceback (most recent call last):¶  File "«V:py»", line 88, in <module>¶KeyError: '桌号_«tbl»'
宾客名单导出到了«V:win»
«V:win» 是花艺合同唯一的扫描件，赶紧备份！
[«ts»] 错误 回执导入：无法打开 «V:linux»（权限不足）
打开«V:mac»核对一下«zdate»的人数
收银的导出文件都在前台电脑的«V:win»，能把昨晚的发我吗？
{"导出路径": "«V:winjson»", "门店": "«zvenue»", "格式": "xlsx"}
cp «V:linux» /srv/shared/宴会部/
自动恢复的文件：«V:win»（Excel）
语音备忘 排班表在«V:mac» 不在共享盘
| 文件 | 位置 |¶|---|---|¶| 座位表 | «V:win» |¶| 菜单 | 共享盘 |
婚礼视频在«V:wsl»里渲染，别关电脑
backup.sh：tar czf /mnt/nas/wedding.tgz «V:linux»
«ts» 警告 同步跳过 «V:win»（文件被占用）
过敏原表格落在我桌面上了：«V:win»，不好意思
场地踩点照片：«V:mac»
定时任务 0 2 * * * python3 «V:py» --export
坚果云冲突文件：«V:win»（冲突副本）
WPS 无法保存 «V:win»，磁盘已满
默认目录 = «V:dir»¶菜单模板 = 春季菜单.docx
打印机驱动一直在找«V:win»，重装一下
别改«V:mac»的文件名，桌卡的邮件合并指向它
日志显示脚本在崩溃前读了«V:linux»
附件路径：«V:win»（3.2 MB）
«V:win» 这就是办公室电脑上的回执表格
礼金登记表放在«V:win»，婚礼结束后再统计
请柬设计稿在«V:mac»，印刷厂要源文件
微信文件默认存到«V:win»里了，找不到的话看这里
年会流程表：«V:win»
""")

T["home_path", "mixed"] = _tl(r"""
final seating chart 在 «V:mac»，print 两张 A1 放 easel 上
Traceback (most recent call last):¶  File "«V:py»", line 88, in <module>¶KeyError: '桌号_«tbl»'
guest list export 存到了 «V:win»
«V:mac» 是 florist contract 唯一的 copy，快 backup！
[«ts»] ERROR rsvp-import：cannot open «V:linux»（permission denied）
open «V:mac» check 一下 «zdate» 的 covers
POS exports 都在 back office PC 的 «V:win»，能 email 昨晚的吗？
{"export_path": "«V:winjson»", "venue": "«zvenue»"}
scp «V:mac» events@10.0.4.20:/srv/menus/  # 菜单上传
auto-recovered：«V:win»（Excel）
voice note rota 在 «V:mac» 不在 shared drive
| file | 位置 |¶|---|---|¶| 座位表 | «V:mac» |¶| Menu | shared drive |
wedding slideshow 在 «V:wsl» render，别关 laptop
backup：tar czf /mnt/nas/events.tgz «V:linux»
«ts» WARN sync skipped «V:win»（文件被占用）
allergy matrix 落在我 desktop 了：«V:win»，sorry!
venue walkthrough 的照片：«V:mac»
cron 0 2 * * * python3 «V:py» --export  # 每晚导出订单
Dropbox conflict：«V:mac»（conflicted copy）
WPS 存不了 «V:win»，disk full
default_dir = «V:dir»  # 菜单模板目录
printer driver 一直找 «V:win»，reinstall 一下
别 rename «V:mac»，place cards 的 mail merge 指向它
log 显示 script crash 前读了 «V:linux»
attachment path：«V:win»（3.2 MB）
«V:win» 就是 office PC 上的 RSVP spreadsheet
礼金登记 sheet 在 «V:win»，after wedding 再算
请柬 design 源文件在 «V:mac»，印刷厂要
WeChat files 默认存到 «V:win» 了
git -C «V:dirmac» pull  # host stand mac 上的 tablebook repo
""")

T["schedule", "en"] = _tl(r"""
I can't do lunch shifts on weekdays - I pick my son up from school at «V:aft» every day.
I open the kitchen at «V:early» every morning to take the fish delivery, so I'm off by mid-afternoon.
Rota request: I leave for my second job at «V:pm» every «wd», so no closes that day please.
The bride does yoga at «V:am» each morning, so please no calls before then.
Every Sunday I do the farmers market run at «V:am» for the brunch specials.
My mum takes her tablets at «V:eve» sharp every evening - could the «evt» start a bit earlier?
I walk the dog at «V:early» before every early shift, so I might be a few minutes late.
Note for the night team: I do the cash-up and leave at «V:eve» every night, the alarm is set after that.
Availability form¶Mon-Thu: after «V:eve» (college)¶Fri-Sun: any
The groom swims at «V:am» every day, even the week of the wedding - schedule the suit fitting for the afternoon.
hey, I usually get to the venue around «V:am» on weekdays to set the tables, can the florist come then?
Our night porter starts his rounds at «V:eve» every night and does the fire doors first.
I pray at «V:am» daily, so please keep my breakfast shift starting a bit later.
voice note remind me I collect the kids from swim club at «V:aft» every tuesday so no tastings then
I always do my stock count at «V:aft» on Sundays after the lunch service.
My husband works nights and gets home at «V:early»; keep the early-morning deliveries quiet please.
Standing order: every weekday I grab a flat white on my way in at «V:am», have it ready.
The bride's grandmother naps at «V:aft» every afternoon - seat her table near the quiet lounge.
I train at the gym at «V:am» every morning so I'm happy to take the breakfast-to-lunch shifts.
I do school drop-off at «V:am» every weekday, so I can't do the early set-up.
Guest profile note: long-stay guest, has room service delivered at «V:eve» every evening, same order.
I usually finish the pastry prep at «V:am» and then take my break.
Every «wd» I teach a dance class at «V:eve», so I can't do the late events that evening.
The hotel's long-term resident asks for her newspaper at «V:am» every day, before the lobby gets busy.
I take the last bus home at «V:eve» every night, so I need to leave before the final sitting ends.
Sous chef availability: I feed my baby at «V:early» then come straight in, expect me a bit after the others.
Routine check-in: I call my dad at «V:eve» every day, I'll step out for ten minutes during service.
I meditate at «V:am» every morning - the makeup artist can come any time after that.
| day | personal commitment |¶|---|---|¶| Mon-Fri | school run «V:aft» |¶| Sat | free |
every weeknight at «V:eve» i'm at choir practice so i can only do weekend weddings
My standing routine: I leave home at «V:am» every weekday to beat the traffic to the venue.
I go to evening class at «V:eve» every Wednesday, please rota me on the early.
""")

T["schedule", "zh"] = _tl(r"""
工作日中午的班我上不了，每天下午«V:zaft»要去接孩子放学。
我每天早上«V:zearly»到后厨收海鲜，所以下午早点走。
排班申请：我每个«zwd»晚上«V:zpm»要去做第二份工，那天别排我晚班。
新娘每天早上«V:zam»练瑜伽，那之前别给她打电话。
我每周日早上«V:zearly»去批发市场买早茶的食材。
我妈每天晚上«V:zpm»准时吃药，寿宴能不能早点开席？
我每天早上«V:zam»遛狗，早班可能会晚到几分钟。
夜班注意：我每晚«V:zpm»对完账就走，之后会设警报。
空闲时间表¶周一至周四：晚上«V:zpm»以后（要上课）¶周五至周日：都可以
新郎每天早上«V:zam»游泳，婚礼那周也不例外，试礼服安排在下午吧。
我平时工作日早上«V:zam»左右到场地摆台，花艺师那个时候来行吗？
我们的夜班保安每晚«V:zpm»开始巡楼，先查消防门。
语音备忘 每周二晚上«V:zpm»我要接孩子下游泳课 那天别排试菜
我每周日晚上«V:zpm»盘点库存
我老公上夜班，每天早上«V:zearly»到家，清晨送货麻烦轻一点
我每个工作日早上«V:zam»路过买一杯拿铁，帮我提前做好
新娘奶奶每天下午«V:zaft»要午睡，她那桌安排在安静的休息区旁边
我每天早上«V:zam»去健身房，所以早班到午班都可以
我每个工作日早上«V:zam»送孩子上学，早班的摆台我赶不上
客人档案备注：长住客，每天晚上«V:zpm»送餐到房间，点的都一样
我一般早上«V:zam»做完面点，然后休息
每周«zwd»晚上«V:zpm»我教广场舞，那天的晚宴我上不了
长住的阿姨每天早上«V:zam»要一份报纸，趁大堂人少的时候送
我每天晚上«V:zpm»坐末班车回家，最后一轮上菜前得走
我每天晚上«V:zpm»给我爸打视频电话，开餐时会出去十分钟
我每天早上«V:zam»打坐，化妆师那之后随时可以来
| 日期 | 个人安排 |¶|---|---|¶| 周一至周五 | 下午«V:zaft»接孩子 |¶| 周六 | 空 |
我每天晚上«V:zpm»去合唱团排练 所以只能接周末的婚礼
我工作日每天早上«V:zam»出门，避开去场地的早高峰
每周三晚上«V:zpm»我上夜校，麻烦给我排早班
爸爸每天«V:z24am»准时去公园打太极，接亲别太早
我每天«V:z24pm»下班，之后才能去看场地
""")

T["schedule", "mixed"] = _tl(r"""
weekday lunch shift 我上不了，每天 «V:aft» 要接孩子放学
我每天早上 «V:early» 到 kitchen 收 fish delivery，所以 afternoon 早走
rota request：每个 «wd» 晚上 «V:zpm» 我要去 second job，别排 close
bride 每天早上 «V:am» 做 yoga，之前别 call 她
every Sunday 早上 «V:zam» 我去 farmers market 买 brunch 食材
我妈每天晚上 «V:eve» 准时吃药，寿宴能不能 start earlier？
我每天 «V:am» 遛狗，early shift 可能晚到几分钟
night team 注意：我每晚 «V:eve» cash-up 完就走
availability¶Mon-Thu：«V:eve» 以后（上课）¶Fri-Sun：any
groom 每天早上 «V:am» 游泳，suit fitting 排 afternoon 吧
我工作日一般 «V:am» 左右到 venue 摆台，florist 那时候来 ok 吗？
night porter 每晚 «V:eve» 开始 rounds，先查 fire doors
voice note 每周二 «V:aft» 我接小孩 swim class 那天别排 tasting
我每周日 «V:aft» 做 stock count
我老公上 night shift，每天 «V:early» 到家，early delivery 小声点
每个 weekday «V:am» 我路过买 flat white，帮我 ready 好
新娘奶奶每天下午 «V:zaft» 午睡，她那桌靠 quiet lounge
我每天 «V:am» 去 gym，breakfast 到 lunch shift 都 ok
weekday 早上 «V:am» 我 school drop-off，early set-up 赶不上
guest profile：long-stay，每晚 «V:eve» room service，点一样的
每个 «wd» 晚上 «V:zpm» 我教 dance class，late events 上不了
long-stay 的阿姨每天 «V:am» 要 newspaper，趁 lobby 人少
我每晚 «V:eve» 坐 last bus 回家，final sitting 之前得走
sous chef：我每天 «V:early» 喂完宝宝直接来，会比大家晚一点
我每天 «V:eve» 给我爸 video call，service 中出去十分钟
我每天早上 «V:zam» meditate，makeup artist 之后随时来
| day | 个人安排 |¶|---|---|¶| Mon-Fri | school run «V:aft» |¶| Sat | free |
every weeknight «V:eve» 合唱团 practice，只能接 weekend weddings
我 weekday 每天 «V:am» 出门 to beat the traffic
每周三晚上 «V:zpm» 上夜校，pls 排我 early shift
爸爸每天 «V:h24am» 去公园打太极，接亲别太早
""")

T["geo", "en"] = _tl(r"""
Farm wedding, no street address - caterers should drop the pin at «V:coord» and follow the signs.
The proposal spot is a clearing by the lake, «V:coord». Please set up the table there by sunset.
Guest list export¶household,zip,invited¶plus-one,«V:zip»,yes
ZIP code for the bride's parents (for the invitation mailing): «V:zip»
Our house is the one at «V:plus» - the photographer keeps getting lost.
«V:w3w» is the exact spot where the bridal car will wait.
Postcode for the after-party at the groom's flat: «V:ukpc». Taxis booked.
Geofence for the catering van: {"lat_lng": "«V:latlon_q»", "radius_m": 150}
I'm sat on the bench at «V:dms» if the best man is looking for me.
Delivery app pin for the private chef booking: «V:geohash»
RSVP form¶Attending: yes¶Postcode: «V:ukpc»¶Dietary: none
«V:coord» - that's where the guest's car broke down on the way to the venue, send the shuttle.
voice note the hen party cottage is at postcode «V:ukpc» remind the cake lady
Please plot «V:coord» on the map for the drone operator, it's the couple's back garden.
The couple's home ZIP is «V:zip4» - the registry gifts should ship there.
| guest | zip |¶|---|---|¶| plus-one | «V:zip» |¶| family | same as above |
Live location shared by the groom: «V:coord»
{"guest_ref": "«ref»", "home_postcode": "«V:ukpc»", "distance_km": 42}
Google Maps pin for the surprise dinner at the family cabin: https://maps.google.com/?q=«V:latlon_q»
Invite returned - the ZIP on it was wrong, should be «V:zip».
Billing postcode on the deposit card: «V:ukpc»
Precise location of the lost guest (from her phone): «V:dms»
The marquee field entrance is at «V:plus», gate is next to the farmhouse.
Tracking: courier left the wedding dress at «V:coord» (neighbour's porch).
what3words for the groom's family home: «V:w3w», the driveway is narrow.
Catering delivery postcode «V:ukpc», private residence, ring on arrival.
Uber drop-off for the bridesmaids: «V:coord»
ZIP «V:zip» shows as outside our delivery radius for the cake.
The home visit for the menu tasting is at geohash «V:geohash».
lat/long of the couple's cottage: «V:coord» (no signal past the bridge)
«V:ukpc» - bride's mum's postcode, the flowers go there on Friday.
Where are you? - «V:coord» at the back of the garden, come round the side.
""")

T["geo", "zh"] = _tl(r"""
农家乐婚礼没有门牌号，外烩车直接导航到«V:coord»
求婚的地方在湖边的草地，坐标«V:coord»，日落前把桌子摆好
宾客名单导出¶家庭,邮编,是否邀请¶家属,«V:cnpc»,是
新娘父母家的邮编（寄请柬用）：«V:cnpc»
我家的位置是«V:coord»，摄影师老是找不到
婚车就停在«V:coord»这个点等
外卖骑手的定位：«V:coord»，客人说是自己家楼下
{"订单": "«ref»", "收货坐标": "«V:coord»", "半径米": 150}
我坐在«V:coord»的长椅上，伴郎找我的话过来
回执¶出席：是¶邮编：«V:cnpc»¶忌口：无
«V:coord» 这是客人车抛锚的地方，派接驳车过去
请把«V:coord»标在地图上给无人机飞手，那是新人家的后院
新人家的邮编«V:cnpc»，婚礼礼物寄那里
| 宾客 | 邮编 |¶|---|---|¶| 家属 | «V:cnpc» |¶| 亲戚 | 同上 |
新郎共享的实时位置：«V:coord»
高德地图定位 «V:coord»，寿宴在老家院子里办
请柬被退回来了，邮编写错了，应该是«V:cnpc»
定金卡的账单邮编：«V:cnpc»
走丢的老人手机定位：«V:coord»
快递把婚纱放在了«V:coord»（邻居家门口）
外烩送货邮编«V:cnpc»，私人住宅，到了打电话
伴娘们的打车下车点：«V:coord»
邮编«V:cnpc»不在我们蛋糕的配送范围
上门试菜的位置：«V:coord»
新人老家的经纬度：«V:coord»（过了桥就没信号）
«V:cnpc» 新娘妈妈家的邮编，周五花送过去
你在哪？——«V:coord» 在花园后面，从侧门绕过来
语音 接亲车队集合点坐标是«V:coord» 发给司机
纬度经度«V:coord»，就是我们家那栋楼
百度地图坐标«V:coord»，回门宴在外婆家
""")

T["geo", "mixed"] = _tl(r"""
farm wedding 没有门牌号，caterer 导航到 «V:coord» 就行
proposal spot 在湖边 clearing，坐标 «V:coord»，sunset 前摆好 table
guest list export¶household,邮编,invited¶家属,«V:cnpc»,yes
新娘爸妈家的 ZIP（寄 invitation）：«V:zip»
我们家 pin 是 «V:plus»，photographer 老是 get lost
bridal car 在 «V:coord» 等
groom 家的 after-party postcode «V:ukpc»，taxi 订好了
geofence：{"lat_lng": "«V:latlon_q»", "radius_m": 150}
我坐在 «V:coord» 的 bench 上，best man 找我就过来
private chef 的 delivery pin：«V:geohash»
RSVP¶出席：yes¶Postcode：«V:ukpc»
«V:coord» 是 guest 车抛锚的地方，send shuttle
drone operator 请 plot «V:coord»，是 couple 的 back garden
couple 家的邮编 «V:cnpc»，registry gifts 寄那
| guest | 邮编 |¶|---|---|¶| plus-one | «V:cnpc» |¶| family | 同上 |
groom share 的 live location：«V:coord»
{"guest_ref": "«ref»", "home_postcode": "«V:cnpc»"}
Google Maps pin：https://maps.google.com/?q=«V:latlon_q»（surprise dinner 在家里）
invite 退回，邮编错了，应该是 «V:cnpc»
deposit card 的 billing ZIP：«V:zip»
走丢的 guest 手机定位：«V:coord»
courier 把婚纱放在 «V:coord»（邻居 porch）
catering 送货 postcode «V:ukpc»，private residence
伴娘的 Uber drop-off：«V:coord»
邮编 «V:cnpc» 超出 cake delivery 范围
menu tasting 上门，geohash «V:geohash»
couple cottage 的 lat/long «V:coord»，过了 bridge 没信号
«V:cnpc» 新娘妈妈家邮编，Friday 送花
where r u？— «V:coord»，在 garden 后面
voice note 接亲 meeting point 坐标 «V:coord» 发给 driver
""")


# =========================================================================== benign texts
def _hours(r):
    return r.choice(["Mon–Fri 11:30–22:00", "Tue–Sun 17:00–23:00", "daily 7am–3pm", "Mon–Sat 12:00–14:30 and 18:00–22:30",
                     "Wed–Sun 5pm–late", "weekdays 8:00–16:00, weekends 9:00–15:00"])


def _zhours(r):
    return r.choice(["周一至周日 10:00-22:00", "午市11:00-14:00，晚市17:00-21:30", "每天 9:30-21:00", "周二至周日 11:30-22:30（周一店休）",
                     "早茶7:00-11:00，正餐11:30-21:30"])


def _uuid(r):
    h = _rs(r, 32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"


FILL.update({
    "ver": lambda r: r.choice([f"v{r.randint(1, 6)}.{r.randint(0, 19)}.{r.randint(0, 9)}", f"{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 12)}",
                               f"build {r.randint(1000, 9999)}"]),
    "uuid": _uuid, "sha": lambda r: _rs(r, r.choice([7, 12, 40]), HEX), "sha64": lambda r: _rs(r, 64, HEX),
    "port": lambda r: str(r.choice([8080, 5432, 6379, 3000, 8443, 9100, 5000, 8000])),
    "order": lambda r: r.choice([f"A-{r.randint(10000, 99999)}", f"ORD-2025-{r.randint(1, 12):02d}-{r.randint(1, 9999):04d}",
                                 f"DD2025{r.randint(1, 12):02d}{r.randint(1, 28):02d}{r.randint(1, 999):03d}"]),
    "hours": _hours, "zhours": _zhours,
    "samt": lambda r: r.choice([f"${r.randint(25, 95)}", f"£{r.randint(20, 80)}", f"${r.randint(25, 95)}.00"]),
})

B = {}
B["en"] = _tl(r"""
Kitchen opening hours are «hours»; last orders thirty minutes before closing.
Order «order» for «N» canapés confirmed, total «amt» incl. 20% service.
POS firmware «ver» fixes the bug where split bills rounded the tip twice.
Table «tbl» ordered the «dish» and a bottle of Château Margaux 2015.
Reminder: the ballroom holds up to «N» seated or 400 standing; the dance floor is 8 x 8 m.
Check-in from 3 pm, check-out by 11 am; late check-out until 1 pm costs «samt».
Menu for the «evt»: Caesar salad, beef Wellington, Eggs Benedict bites and Peach Melba.
Cocktail list: Tom Collins, Bloody Mary, Shirley Temple (alcohol-free), Moscow Mule, Aperol Spritz.
GET /api/v2/bookings?date=«isodate»&status=confirmed returned 200 in «n»4 ms.
docker run -d -p «port»:80 tablebook/api:«ver»
Booking «uuid» moved from pending to confirmed.
Commit «sha»: fix timezone handling for brunch slots.
Oven at 180°C for 45 minutes, rest the lamb for 15 minutes before carving.
Allergen matrix updated: the Victoria sponge contains gluten, egg and milk.
The Earl Grey panna cotta is back on the dessert menu from «date».
We're closed on «wd»s for private hire; normal service resumes the next day.
Case «ref»: the dishwasher error E24 was a blocked drain filter, resolved.
Gordon Ramsay's new place in «city» opened last week and the reviews of the Wellington are mixed.
Rooftop bar hours: «hours». Dress code smart casual.
Wine pairing: Sancerre with the scallops, Barolo with the beef, Sauternes with the «dish».
Marquee hire quote «inv»: 12 m x 24 m clear-span, «amt» plus VAT.
Vendor load-in starts early morning; the venue must be cleared by midnight.
SELECT table_no, covers FROM reservations WHERE service_date = '«isodate»' AND covers > «n»;
The Hilton and the Marriott both quoted for the room block; we went with the «hotel» at «amt» a night.
Tasting menu: seven courses, «samt» per person, optional wine flight.
Staff meeting agenda: new allergen labels, summer menu launch, fridge logs (keep below 5°C).
Ticket tiers: General Admission «samt», VIP «amt», early-bird ends «date».
Port «port» is blocked on the guest Wi-Fi; the booking widget uses 443 only.
sha256: «sha64»  menu_spring_2025.pdf
Prices increase by «pct»% from «date»; set menus stay the same.
Waitlist average on Fridays: 42 minutes; on «wd»s: 18 minutes.
Reservations open 60 days in advance at 10:00 local time.
Shuttle bus from «city» station departs every 30 minutes between 17:00 and 19:00 on event days.
Julia Child's boeuf bourguignon serves six; we scale it by eight for the «evt».
Invoice «inv» paid in full. Thank you for choosing «venue».
Room types: Deluxe King (32 m²), Junior Suite (48 m²), Honeymoon Suite (65 m²).
The Margherita and the Hawaiian are the most ordered pizzas at kids' parties.
If you're locked out of the staff app, reset your password there; IT will never ask for it.
Seating plan template «ver»: rounds of 10, a top table for 12, sweetheart table optional.
Fire exits must stay clear; maximum occupancy of the Orangery is «N».
Lunch service runs 12:00–14:30 and dinner 18:00–22:00, Tuesday to Saturday.
Brunch: eggs Benedict, eggs Florentine, eggs Royale, Bircher muesli, French toast.
Print «N» place cards on 350gsm card, 90 x 55 mm, gold foil.
Build «ver» deployed to the lobby kiosk at «ts».
Average spend per cover last month: «samt»; covers: 3,412.
Food hygiene rating 5 displayed at the entrance since «date».
{"venue_id": «tbl»17, "capacity": «N», "service": "dinner", "status": "open", "api_version": "«ver»"}
| Package | Price | Includes |¶|---|---|---|¶| «pkg» | «amt» | canapés, three courses, half a bottle of wine pp |
Taylor Swift's tour dates pushed hotel rates in «city» up «pct»% - book the room block early.
Recipe scale: 2.5 kg flour, 1.2 L milk, 18 eggs, 600 g butter for «N» brioche buns.
Christmas party season: Sunday lunch menus available from the first week of December, evenings fully booked.
The Beef Stroganoff and the Chicken Kiev are on the retro night menu at «venue».
Kubernetes: bookings-api replicas=3, image tag «ver», liveness probe on :«port»/healthz.
""")

B["zh"] = _tl(r"""
本店营业时间：«zhours»，节假日照常营业。
订单号«order»：婚宴«n»0桌，«zpkg»，合计«rmb»。
收银系统升级到«ver»，修复了拆单时服务费重复计算的问题。
今日推荐：东坡肉、宫保鸡丁、麻婆豆腐、左宗棠鸡、叫花鸡。
宴会厅可容纳«N»人，层高8米，配LED大屏。
入住时间为下午两点以后，退房时间为中午12点前；延迟退房至下午两点收取半天房费。
包间最低消费«rmb»，含茶位费，服务费另计10%。
早茶 7:00-11:00，午市 11:30-14:00，晚市 17:30-21:30。
«zcity»站的接驳车每30分钟一班，活动当天17:00-19:00运行。
婚宴套餐：«zpkg»，含酒水、喜糖和婚礼蛋糕，价格«rmb»。
预订接口 GET /api/v2/bookings?date=«isodate» 返回 200，耗时 84ms。
订单«uuid»状态由待确认改为已确认。
周杰伦演唱会期间周边酒店房价上涨«pct»%，请提前锁房。
烤箱预热至180°C，烤45分钟，出炉后静置15分钟再切。
过敏原提示：佛跳墙含海鲜，蟹粉小笼含甲壳类。
本周三包场，不对外营业，周四中午照常营业。
工单«ref»：洗碗机报错E24，排水滤网堵塞，已处理。
王老吉和加多宝都可以作为婚宴饮料，按箱采购更便宜。
蔡澜推荐过的那家粥店在«zcity»开了分店。
年会流程：签到、致辞、节目表演、抽奖、晚宴。
场地布置：舞台8米×4米，T台12米，签到区设在宴会厅门口。
周末晚上包间比较紧张，建议提前两周预订。
菜单价格自«zdate»起上调«pct»%，套餐价格不变。
酒水单：张裕干红、长城干白、青岛啤酒、王老吉、椰树椰汁。
发票«inv»已开具，抬头为«zvenue»。
房型：豪华大床房32平米，行政套房65平米，蜜月套房带浴缸。
排队取号规则：2人桌A号，3-4人桌B号，5人以上C号。
点评平台评分4.8分，共2,316条评价。
婚礼当天一般是早上化妆、中午迎亲、晚上开席。
食品安全量化等级：A级，已在门口公示。
请大家及时修改系统密码，不要用生日当密码。
预订开放时间：提前60天，每天上午10点放号。
喜糖礼盒规格：12×8×5厘米，每盒6颗。
冷库温度保持在-18°C以下，冷藏柜0-4°C。
sha256 校验值：«sha64» 菜单_春季.pdf
端口«port»在客用WiFi上被屏蔽，订桌插件只走443。
宴会销售本月签约«n»场婚宴，总额«rmb»。
李白酒家和杜甫草堂都是成都游客常去的地方。
提醒：消防通道禁止堆放物品，宴会厅最大容纳«N»人。
夫妻肺片、老婆饼、狮子头——名字有趣，但都不含字面上的食材。
«zcity»国际会展中心本周末有婚博会，免费入场。
新版座位表模板«ver»：每桌10人，主桌12人。
海底捞、全聚德、外婆家的团餐价格对比见附件。
本店谢绝自带酒水，开瓶费每瓶«rmb»。
小程序«ver»版本已上线，支持在线选桌和分账。
{"门店编号": «tbl»17, "可容纳": «N», "餐段": "晚市", "状态": "营业中"}
| 套餐 | 价格 | 包含 |¶|---|---|---|¶| «zpkg» | «rmb» | 冷菜八道、热菜十道、点心两道 |
«zevt»菜单：冷盘八道、«zdish»、清蒸鲈鱼、长寿面、水果拼盘。
周黑鸭和绝味都在商场一楼，年会零食可以在那儿买。
冬至那天包间全部订满，建议选择中午的场次。
""")

B["mixed"] = _tl(r"""
今晚 private room 已经 full 了，next available 是 «zdate»。
menu tasting 安排在 Friday afternoon，kitchen 会准备 7 道菜。
POS 升级到 «ver» 之后，split bill 的 bug fix 了。
banquet hall capacity «N» 人，dance floor 8x8 m。
check-in 3pm 以后，check-out 11am 之前，late check-out 收 «rmb»。
cocktail menu：Bloody Mary、Tom Collins、Moscow Mule，还有无酒精的 Shirley Temple。
GET /api/v2/bookings?date=«isodate» 返回 200，latency 84ms。
docker run -p «port»:80 tablebook/api:«ver» 已经部署到 staging
booking «uuid» status 改成 confirmed 了
commit «sha»：fix brunch slots 的 timezone 问题
oven 180°C 烤 45 分钟，rest 15 分钟再切
allergen update：Victoria sponge 含 gluten、egg、milk
我们 «wd» 不对外营业，private events only
ticket «ref»：dishwasher E24 error，drain filter 堵了，已解决
Gordon Ramsay 在 «city» 的新店开了，听说 Wellington 一般
rooftop bar 营业时间 «hours»，dress code smart casual
wine pairing：scallops 配 Sancerre，beef 配 Barolo
marquee quote «inv»：12m x 24m，«amt» + VAT
vendor load-in 一般是 early morning，午夜前要撤场
SELECT covers FROM reservations WHERE service_date = '«isodate»';  -- 查今晚人数
room block 我们选了 «hotel»，每晚 «amt»
tasting menu 7 courses，每位 «rmb»，wine flight 另算
ticket tiers：GA «samt»，VIP «amt»，early-bird «date» 截止
周杰伦 concert 那周酒店全满，room rate 涨了 «pct»%
port «port» 在 guest WiFi 被 block 了，widget 只走 443
价格 «zdate» 起上调 «pct»%，set menu 不变
waitlist 平均等位：Friday 42 min，«wd» 18 min
reservations 提前 60 天开放，每天 10:00 放位
shuttle bus 每 30 分钟一班，event day 17:00-19:00 运行
东坡肉和 beef Wellington 放在同一个 tasting menu 里，fusion 风格
invoice «inv» 已付清，thank you for choosing «venue»
room types：Deluxe King 32㎡、Junior Suite 48㎡、Honeymoon Suite 65㎡
staff app 被锁的话自己 reset password，IT 不会问你密码
place cards 用 350gsm 卡纸，90 x 55 mm，烫金
build «ver» deployed 到 lobby kiosk
上个月 average spend per cover «samt»，共 3,412 covers
海底捞的 birthday 服务很有名，我们可以借鉴一下
fire exits 要保持畅通，Orangery 最多 «N» 人
brunch menu：eggs Benedict、eggs Florentine、French toast、港式奶茶
«zcity» 国际会展中心 this weekend 有 wedding expo，免费入场
午市 11:30-14:00，晚市 17:30-21:30，Monday closed
sha256 «sha64» menu_spring.pdf 校验通过
小程序 «ver» 上线，support 在线选桌和 split bill
{"venue_id": «tbl»17, "capacity": «N», "service": "晚市", "status": "open"}
| Package | 价格 | Includes |¶|---|---|---|¶| «zpkg» | «rmb» | 冷菜、热菜、dessert |
婚宴 menu：«zdish»、清蒸鲈鱼、beef Wellington、长寿面
王老吉和 Coca-Cola 都放在 welcome drinks 里
Christmas 包间 weekend 全满，weekday lunch 还有位
k8s：bookings-api replicas=3，image «ver»，healthz 在 :«port»
""")


# =========================================================================== assembly
_SLOT = re.compile(r"«(\w+)(?::(\w+))?»")
_VSLOT = re.compile(r"«V(?::(\w+))?»")


def _render(tmpl, rng, value=None):
    parts, pos, length, start, end = [], 0, 0, None, None
    for m in _SLOT.finditer(tmpl):
        lit = tmpl[pos:m.start()]
        parts.append(lit)
        length += len(lit)
        if m.group(1) == "V":
            start = length
            parts.append(value)
            length += len(value)
            end = length
        else:
            s = FILL[m.group(1)](rng)
            parts.append(s)
            length += len(s)
        pos = m.end()
    parts.append(tmpl[pos:])
    return "".join(parts), start, end


def _build():
    F = _F()
    out, seen = [], set()
    for ci, cat in enumerate(CATEGORIES):
        for li, lang in enumerate(LANGS):
            seed = BASE_SEED + ci * 3 + li
            rng = random.Random(seed)
            F.seed(seed)
            tmpls = T[cat, lang]
            order = list(range(len(tmpls)))
            for i in range(PER_CELL):
                if i % len(order) == 0:
                    rng.shuffle(order)
                tmpl = tmpls[order[i % len(order)]]
                kind = _VSLOT.search(tmpl).group(1)
                for _ in range(50):
                    value = GEN[cat](rng, F, lang, kind)
                    text, s, e = _render(tmpl, rng, value)
                    if text.count(value) == 1 and text not in seen:
                        seen.add(text)
                        break
                else:
                    raise AssertionError((cat, lang, tmpl))
                out.append((Sample(text, cat, lang, s, e), kind, value))
    return out


def samples():
    """PER_CELL samples per category x language, one planted value each."""
    return [s for s, _, _ in _build()]


def benign_with_lang():
    """BENIGN_PER_LANG (lang, text) pairs per language holding no personal or secret value."""
    out = []
    for i, lang in enumerate(LANGS):
        rng = random.Random(BENIGN_SEED + i)
        tmpls = B[lang]
        order = list(range(len(tmpls)))
        seen, n = set(), 0
        while len(seen) < BENIGN_PER_LANG:
            if n % len(order) == 0:
                rng.shuffle(order)
            text, _, _ = _render(tmpls[order[n % len(order)]], rng)
            n += 1
            assert n < 50 * BENIGN_PER_LANG, lang
            if text not in seen:
                seen.add(text)
                out.append((lang, text))
    return out


if __name__ == "__main__":
    import collections
    import time

    t0 = time.time()
    for key, tm in T.items():
        assert len(tm) >= 30, (key, len(tm))
        assert len(set(tm)) == len(tm), key
        for t in tm:
            assert len(_VSLOT.findall(t)) == 1, (key, t)
    assert set(T) == {(c, l) for c in CATEGORIES for l in LANGS}
    for lang, tm in B.items():
        assert len(tm) >= 30, lang
        assert all("«V" not in t for t in tm)

    built = _build()
    S = [s for s, _, _ in built]
    assert len(S) == PER_CELL * len(CATEGORIES) * len(LANGS) == 9000
    cnt = collections.Counter((s.category, s.lang) for s in S)
    assert all(cnt[c, l] == PER_CELL for c in CATEGORIES for l in LANGS), cnt
    n_luhn = n_iban = n_cnid = n_hkid = 0
    for s, kind, value in built:
        assert s.text[s.start:s.end] == value == s.value, s
        assert value and value.strip() == value, s
        assert "«" not in s.text and "»" not in s.text, s.text
        assert s.text.count(value) == 1, s
        if s.category == "financial":
            if kind in ("card", "cncard"):
                assert luhn_ok(value), value
                n_luhn += 1
            if kind == "iban":
                assert iban_ok(value), value
                n_iban += 1
        if s.category == "government_id":
            if kind == "cnid" or re.fullmatch(r"\d{17}[\dX]", value):
                assert cnid_ok(value), value
                n_cnid += 1
            if kind == "hkid":
                n_hkid += 1
    assert n_luhn and n_iban and n_cnid
    assert [s for s in S] == samples(), "not deterministic"

    ben = benign_with_lang()
    bc = collections.Counter(l for l, _ in ben)
    assert all(bc[l] == BENIGN_PER_LANG for l in LANGS), bc
    assert len({t for _, t in ben}) == len(ben)
    assert all("«" not in t and "»" not in t for _, t in ben)
    assert ben == benign_with_lang(), "benign not deterministic"

    show = random.Random(7)
    by_cell = collections.defaultdict(list)
    for s in S:
        by_cell[s.category, s.lang].append(s)
    for c in CATEGORIES:
        for l in LANGS:
            for s in show.sample(by_cell[c, l], 2):
                t = s.text[: s.start] + "⟦" + s.value + "⟧" + s.text[s.end:]
                print(f"[{c}/{l}] {t[:220]!r}")
    for l in LANGS:
        for _, t in show.sample([x for x in ben if x[0] == l], 2):
            print(f"[benign/{l}] {t[:200]!r}")
    print(f"OK: {len(S)} samples ({PER_CELL} per cell x {len(cnt)} cells), {len(ben)} benign "
          f"({dict(bc)}); Luhn {n_luhn}, IBAN {n_iban}, CN ID {n_cnid}, HKID {n_hkid} checked; "
          f"{len({s.text for s in S})} distinct texts; {time.time() - t0:.1f}s")
