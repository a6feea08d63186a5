# ruff: noqa
"""Blind evaluation corpus AW: sports, fitness, pets and hobbies.

Domain: gym memberships and check-ins, running/cycling logs (Strava/Garmin exports, GPX and FIT
snippets, Keep/咕咚 跑步记录), team and league rosters, coaching notes, race registrations,
vet visits, pet microchip/insurance paperwork, dog walkers and pet sitters (宠物医院, 宠物寄养),
photography/music/crafting/fishing clubs, 球队群 and 羽毛球约球 chats, marketplace sales of gear.

Styles: chat lines with typos and slang, WeChat/Telegram group messages, e-mails, web and paper
forms, OCR'd screenshots (stray spacing, full-width characters), voice-dictated notes, markdown
lists, CSV rows, JSON / YAML / .env / INI config, log lines, GPX/XML fragments, marketplace
listings, coaching spreadsheets; English, Chinese and code-switched English/Chinese text.
Every sample plants exactly one value of its category with its exact span; benign texts are
near-misses from the same domain (paces, splits, heart rates, prices, order ids, model numbers,
firmware versions, public venues, breeds, brand names that look like surnames, public events).

Written blind: the author never read the gate's source, its tests, other corpora or the
repository history, and never ran the gate. Only the contract in blind_common.py was read.

Seeds: BASE_SEED = 20250822 (cell index = CATEGORIES.index(cat) * 3 + LANGS.index(lang);
random.Random(BASE_SEED + cell index) drives each cell; Faker en_US / en_GB / zh_CN re-seeded per
cell with OFF+1+seed / OFF+2+seed / OFF+3+seed), BENIGN_SEED = 92822 (benign language i uses
BENIGN_SEED + i), OFF = 8700.
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

BASE_SEED = 20250822
BENIGN_SEED = 92822
OFF = 8700
PER_CELL = 250
BENIGN_PER_LANG = 400

_FAKERS: dict[str, Faker] = {}


def _fakers() -> tuple[Faker, Faker, Faker]:
    if not _FAKERS:
        for loc in ("en_US", "en_GB", "zh_CN"):
            _FAKERS[loc] = Faker(loc)
    return _FAKERS["en_US"], _FAKERS["en_GB"], _FAKERS["zh_CN"]


class Ctx:
    """Random source plus the three Faker instances of one cell."""

    def __init__(self, seed: int, lang: str) -> None:
        self.rng = random.Random(seed)
        self.us, self.gb, self.zh = _fakers()
        self.us.seed_instance(OFF + 1 + seed)
        self.gb.seed_instance(OFF + 2 + seed)
        self.zh.seed_instance(OFF + 3 + seed)
        self.lang = lang

    def c(self, seq):
        return self.rng.choice(seq)

    def r(self, a: int, b: int) -> int:
        return self.rng.randint(a, b)

    def p(self, x: float) -> bool:
        return self.rng.random() < x

    def digits(self, n: int) -> str:
        return "".join(self.rng.choice(string.digits) for _ in range(n))

    def chars(self, alphabet: str, n: int) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))


ALNUM = string.ascii_letters + string.digits
UPNUM = string.ascii_uppercase + string.digits
LOWNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"

_FW = str.maketrans("0123456789", "０１２３４５６７８９")


def fullwidth(s: str) -> str:
    return s.translate(_FW)


# ---------------------------------------------------------------- checksums
def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num: str) -> bool:
    return luhn_digit(num[:-1]) == num[-1]


def luhn_number(ctx: Ctx, prefix: str, length: int) -> str:
    body = prefix + ctx.digits(length - len(prefix) - 1)
    return body + luhn_digit(body)


def group(num: str, sizes, sep: str = " ") -> str:
    out, i = [], 0
    for s in sizes:
        out.append(num[i : i + s])
        i += s
    if i < len(num):
        out.append(num[i:])
    return sep.join(x for x in out if x)


def iban(country: str, bban: str) -> str:
    rearr = bban + country + "00"
    num = "".join(str(int(ch, 36)) for ch in rearr)
    check = 98 - int(num) % 97
    return f"{country}{check:02d}{bban}"


def iban_ok(value: str) -> bool:
    v = value.replace(" ", "")
    rearr = v[4:] + v[:4]
    return int("".join(str(int(ch, 36)) for ch in rearr)) % 97 == 1


_CN_AREAS = (
    "110105", "110108", "110102", "120101", "310104", "310115", "310110", "320102", "320506",
    "330106", "330102", "330203", "340104", "350203", "370202", "410105", "420106", "430104",
    "440106", "440305", "440304", "450103", "500103", "510107", "510104", "610113", "210102",
    "220104", "230103", "360102", "530102", "520102", "620102", "130102", "140105", "150102",
)
_CN_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_CN_C = "10X98765432"


def cn_id_check(body17: str) -> str:
    return _CN_C[sum(int(a) * w for a, w in zip(body17, _CN_W)) % 11]


def cn_id(ctx: Ctx) -> str:
    y, m, d = ctx.r(1962, 2006), ctx.r(1, 12), ctx.r(1, 28)
    body = f"{ctx.c(_CN_AREAS)}{y}{m:02d}{d:02d}{ctx.digits(3)}"
    return body + cn_id_check(body)


def aba_routing(ctx: Ctx) -> str:
    while True:
        body = ctx.c(("0", "1", "2", "3")) + ctx.digits(7)
        w = (3, 7, 1, 3, 7, 1, 3, 7)
        s = sum(int(a) * b for a, b in zip(body, w))
        for last in range(10):
            if (s + last) % 10 == 0:
                return body + str(last)


# ---------------------------------------------------------------- shared word lists
PETS_EN = ("Biscuit", "Mochi", "Pepper", "Waffles", "Noodle", "Pickles", "Nacho", "Bramble",
           "Tofu", "Pretzel", "Muffin", "Ziggy", "Sprocket", "Peanut", "Bean", "Crumpet",
           "Dumpling", "Pixel", "Kiwi", "Churro", "Oreo", "Boba", "Sushi", "Truffle")
PETS_ZH = ("豆豆", "旺财", "咪咪", "球球", "奶糖", "可乐", "团子", "年糕", "花卷", "煤球",
           "布丁", "雪球", "大黄", "小白", "糯米", "芝麻", "橘子", "饭团", "汤圆", "馒头")
BREEDS_EN = ("border collie", "cockapoo", "labrador", "beagle", "whippet", "golden retriever",
             "french bulldog", "staffie", "greyhound", "dachshund", "maine coon",
             "british shorthair", "ragdoll", "bengal cat", "springer spaniel", "shiba inu")
BREEDS_ZH = ("金毛", "柯基", "泰迪", "边牧", "柴犬", "哈士奇", "拉布拉多", "比熊", "布偶猫",
             "英短", "美短", "橘猫", "萨摩耶", "法斗", "博美", "雪纳瑞")
CLUBS_EN = ("Riverside Harriers", "Northside Cycling Club", "Canal Runners", "Eastfield Tri",
            "Harbour Rowing Club", "Valley Strider", "Meadow Park Badminton", "Lakeside Anglers",
            "City Camera Club", "Thursday Knitters", "Hillcrest FC Vets", "Ridgeway MTB")
CLUBS_ZH = ("城南跑团", "周末骑行队", "羽毛球约球群", "钓鱼群", "摄影协会", "飞盘群",
            "篮球野球群", "越野跑小分队", "夜跑团", "游泳打卡群", "老年门球队", "手作编织社")
CITIES_EN = ("Portland", "Leeds", "Bristol", "Denver", "Austin", "Manchester", "Boulder",
             "Edinburgh", "Seattle", "Brighton", "Madison", "Cardiff", "Sheffield", "Boston")
CITIES_ZH = ("北京", "上海", "杭州", "成都", "深圳", "广州", "南京", "武汉", "西安", "苏州",
             "厦门", "青岛", "长沙", "重庆")
GEAR_EN = ("Garmin Forerunner 265", "Wahoo Elemnt Bolt", "Brooks Ghost 15", "Hoka Clifton 9",
           "Canon EOS R6", "Fujifilm X-T4", "Shimano 105 groupset", "Yonex Astrox 88D",
           "Polar H10 strap", "Coros Pace 3", "Trek Domane AL 2", "Peloton bike",
           "Fender Player Strat", "Shimano Stradic reel")
GEAR_ZH = ("佳明Forerunner 255", "华为GT4手表", "李宁雷霆羽毛球拍", "尤尼克斯天斧88D",
           "迪卡侬帐篷", "捷安特ATX", "索尼A7M3", "达瓦纺车轮", "小米手环8", "安踏C202",
           "高驰PACE3", "光威鱼竿", "特步160X")
GYMS_EN = ("PureGym", "Anytime Fitness", "the leisure centre", "Planet Fitness", "the climbing wall",
           "the YMCA", "David Lloyd", "the CrossFit box", "Equinox")
GYMS_ZH = ("乐刻", "超级猩猩", "威尔仕", "一兆韦德", "金吉鸟", "小区健身房", "游泳馆")
RACES_EN = ("the Great North Run", "the city half", "Parkrun", "the Chicago Marathon",
            "a local 10k", "the sportive", "the club duathlon", "the trail 25k")
RACES_ZH = ("杭州马拉松", "上马", "北马", "成都半马", "环湖骑行赛", "城市定向赛", "越野50公里")
WEEKDAYS_EN = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
WEEKDAYS_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")


def f_date(ctx: Ctx) -> str:
    y, m, d = ctx.c((2023, 2024, 2025)), ctx.r(1, 12), ctx.r(1, 28)
    return ctx.c((f"{y}-{m:02d}-{d:02d}", f"{d:02d}/{m:02d}/{y}", f"{m}/{d}/{y % 100}",
                  f"{d} {('Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec')[m - 1]}"))


def f_zdate(ctx: Ctx) -> str:
    y, m, d = ctx.c((2023, 2024, 2025)), ctx.r(1, 12), ctx.r(1, 28)
    return ctx.c((f"{y}年{m}月{d}日", f"{m}月{d}日", f"{y}.{m:02d}.{d:02d}", f"{y}/{m}/{d}"))


def f_pace(ctx: Ctx) -> str:
    return f"{ctx.r(3, 7)}:{ctx.r(0, 59):02d}/km"


def f_zpace(ctx: Ctx) -> str:
    return f"{ctx.r(4, 7)}'{ctx.r(0, 59):02d}\""


def f_dist(ctx: Ctx) -> str:
    return f"{ctx.r(3, 42)}.{ctx.r(0, 9)} km"


def f_time1(ctx: Ctx) -> str:  # one-off clock time
    return f"{ctx.r(6, 21)}:{ctx.c(('00', '15', '30', '45', '10', '20'))}"


def f_price(ctx: Ctx) -> str:
    return ctx.c(("$", "£", "€")) + str(ctx.r(5, 900)) + ctx.c(("", ".00", ".50", ".99"))


def f_zprice(ctx: Ctx) -> str:
    n = str(ctx.r(20, 5000))
    return ctx.c(("¥" + n, n + "元", n + "块", n + "元", n))


def f_n(ctx: Ctx) -> str:
    return str(ctx.r(2, 12))


def f_hr(ctx: Ctx) -> str:
    return str(ctx.r(118, 178))


def f_oid(ctx: Ctx) -> str:
    return ctx.c(("#", "ORD-", "No. ", "")) + ctx.chars(UPNUM, 3) + ctx.digits(5)


FILL = {
    "pet": lambda c: c.c(PETS_EN),
    "zpet": lambda c: c.c(PETS_ZH),
    "breed": lambda c: c.c(BREEDS_EN),
    "zbreed": lambda c: c.c(BREEDS_ZH),
    "club": lambda c: c.c(CLUBS_EN),
    "zclub": lambda c: c.c(CLUBS_ZH),
    "city": lambda c: c.c(CITIES_EN),
    "zcity": lambda c: c.c(CITIES_ZH),
    "gear": lambda c: c.c(GEAR_EN),
    "zgear": lambda c: c.c(GEAR_ZH),
    "gym": lambda c: c.c(GYMS_EN),
    "zgym": lambda c: c.c(GYMS_ZH),
    "race": lambda c: c.c(RACES_EN),
    "zrace": lambda c: c.c(RACES_ZH),
    "day": lambda c: c.c(WEEKDAYS_EN),
    "zday": lambda c: c.c(WEEKDAYS_ZH),
    "date": f_date,
    "zdate": f_zdate,
    "pace": f_pace,
    "zpace": f_zpace,
    "dist": f_dist,
    "t": f_time1,
    "price": f_price,
    "zprice": f_zprice,
    "n": f_n,
    "hr": f_hr,
    "oid": f_oid,
    "km": lambda c: str(c.r(3, 30)),
    "kg": lambda c: f"{c.r(2, 45)}.{c.r(0, 9)}",
}

_SLOT = re.compile(r"\{\{(\w+)(?::(\w+))?\}\}")


def render(tpl: str, ctx: Ctx, make_value):
    """Fill a template; ``make_value(kind)`` makes the planted value. Returns (text, start, end)."""
    out: list[str] = []
    pos = 0
    start = end = -1
    length = 0
    for m in _SLOT.finditer(tpl):
        lit = tpl[pos : m.start()]
        out.append(lit)
        length += len(lit)
        key, kind = m.group(1), m.group(2)
        if key == "v":
            val = make_value(kind)
            start, end = length, length + len(val)
        else:
            val = FILL[key](ctx)
        out.append(val)
        length += len(val)
        pos = m.end()
    out.append(tpl[pos:])
    assert start >= 0, tpl
    return "".join(out), start, end


# ---------------------------------------------------------------- value generators
def _b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _pw_words(ctx: Ctx) -> str:
    words = ("marble", "canyon", "tiger", "saddle", "cadence", "otter", "maple", "granite",
             "lantern", "pebble", "falcon", "harbor", "velvet", "thistle", "comet", "gravel",
             "summit", "juniper", "walrus", "tandem", "paddle", "cobalt", "biscuit", "rocket")
    n = ctx.c((3, 4))
    sep = ctx.c(("-", "-", ".", "_", " "))
    ws = [ctx.c(words) for _ in range(n)]
    if ctx.p(0.5):
        ws.append(str(ctx.r(2, 99)))
    return sep.join(ws)


def gen_password(ctx: Ctx, kind: str | None = None) -> str:
    kind = kind or (ctx.c(("pinyin", "pin6", "word", "strong", "pinyin")) if ctx.lang != "en" else ctx.c(("word", "word", "strong", "phrase", "pin6", "mixed")))
    if kind == "pin4":
        while True:
            v = ctx.digits(4)
            if len(set(v)) > 1 and v not in ("1234", "0000"):
                return v
    if kind == "pin6":
        while True:
            v = ctx.digits(6)
            if len(set(v)) > 2 and v not in ("123456", "654321"):
                return v
    if kind == "pin":
        return gen_password(ctx, ctx.c(("pin4", "pin6")))
    if kind == "phrase":
        return _pw_words(ctx)
    if kind == "code4":
        while True:
            v = ctx.chars(LOWNUM, 4)
            if any(ch.isdigit() for ch in v) and any(ch.isalpha() for ch in v):
                return v
    if kind == "strong":
        while True:
            v = ctx.chars(ALNUM + "!@#$%^&*?-_", ctx.r(10, 18))
            if any(ch.isdigit() for ch in v) and any(ch.isalpha() for ch in v):
                return v
    if kind == "pinyin":
        base = ctx.c(("wangcai", "doudou", "xiaoyu", "qiuqiu", "paobu", "yumaoqiu", "diaoyu",
                      "lanqiu", "zhangwei", "liuyang", "chenjing", "haohao", "mimi", "tuanzi",
                      "woaini", "nicai", "jianshen", "qixing"))
        tail = ctx.c((str(ctx.r(1970, 2012)), ctx.digits(3), "520", "1314", "666", "888"))
        v = base + tail
        if ctx.p(0.4):
            v = v[0].upper() + v[1:]
        if ctx.p(0.3):
            v += ctx.c(("!", "@", ".", "#", "*"))
        return v
    # "word" / "mixed"
    words = ("Shuttle", "Biscuit", "Bramble", "Tempo", "Fartlek", "Peloton", "Trailhead",
             "Kettlebell", "Deadlift", "Sprocket", "Aperture", "Shutter", "Crochet", "Marathon",
             "Parkrun", "Gravel", "Whippet", "Hatchback", "Flyfish", "Birdie", "Smash", "Volley",
             "Squash", "Climb", "Boulder", "Paddle", "Pixel", "Noodle", "Waffles")
    w = ctx.c(words)
    if kind == "mixed" or ctx.p(0.3):
        w = w.lower() if ctx.p(0.5) else w
        w = w.replace("a", ctx.c(("a", "@", "4"))).replace("o", ctx.c(("o", "0")))
        w = w.replace("e", ctx.c(("e", "3")))
    num = ctx.c((str(ctx.r(1, 99)), str(ctx.r(1980, 2025)), ctx.digits(3)))
    sym = ctx.c(("!", "#", "$", "?", "*", "", "!!", "_"))
    order = ctx.r(0, 2)
    if order == 0:
        return w + num + sym
    if order == 1:
        return w + sym + num
    return num + w + sym


def gen_secret(ctx: Ctx, kind: str | None = None) -> str:
    kind = kind or ctx.c(("aws", "ghp", "stripe", "google", "slack", "openai", "jwt", "hex40",
                          "hf", "sendgrid", "telegram", "glpat", "anthropic", "npm"))
    if kind == "aws":
        return "AKIA" + ctx.chars(string.ascii_uppercase + "234567", 16)
    if kind == "awssecret":
        return ctx.chars(ALNUM + "/+", 40)
    if kind == "ghp":
        return ctx.c(("ghp_", "gho_", "ghs_")) + ctx.chars(ALNUM, 36)
    if kind == "ghpat":
        return "github_pat_" + ctx.chars(UPNUM, 22) + "_" + ctx.chars(ALNUM, 59)
    if kind == "slack":
        return ctx.c(("xoxb-", "xoxp-")) + ctx.digits(12) + "-" + ctx.digits(13) + "-" + ctx.chars(ALNUM, 24)
    if kind == "slackhook":
        return "T0" + ctx.chars(UPNUM, 8) + "/B0" + ctx.chars(UPNUM, 8) + "/" + ctx.chars(ALNUM, 24)
    if kind == "openai":
        return "sk-proj-" + ctx.chars(B64URL, 56) + "T3BlbkFJ" + ctx.chars(B64URL, 20)
    if kind == "anthropic":
        return "sk-ant-api03-" + ctx.chars(B64URL, 93) + "AA"
    if kind == "stripe":
        return ctx.c(("sk_live_", "rk_live_", "sk_live_", "sk_test_")) + ctx.chars(ALNUM, ctx.c((24, 34, 99)))
    if kind == "whsec":
        return "whsec_" + ctx.chars(ALNUM, 32)
    if kind == "google":
        return "AIza" + ctx.chars(B64URL, 35)
    if kind == "hf":
        return "hf_" + ctx.chars(string.ascii_letters, 34)
    if kind == "sendgrid":
        return "SG." + ctx.chars(B64URL, 22) + "." + ctx.chars(B64URL, 43)
    if kind == "telegram":
        return str(ctx.r(100000000, 7999999999)) + ":AA" + ctx.chars(B64URL, 33)
    if kind == "glpat":
        return "glpat-" + ctx.chars(B64URL, 20)
    if kind == "npm":
        return "npm_" + ctx.chars(ALNUM, 36)
    if kind == "twilio":
        return "SK" + ctx.chars(HEX, 32)
    if kind == "mapbox":
        return "sk.eyJ1Ijoi" + ctx.chars(B64URL, 40) + "." + ctx.chars(B64URL, 22)
    if kind == "aliyun":
        return "LTAI" + ctx.chars(ALNUM, 20)
    if kind == "uuid":
        h = ctx.chars(HEX, 32)
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
    if kind == "dingsec":
        return "SEC" + ctx.chars(HEX, 64)
    if kind == "hex32":
        return ctx.chars(HEX, 32)
    if kind == "hex40":
        return ctx.chars(HEX, 40)
    if kind == "hex64":
        return ctx.chars(HEX, 64)
    if kind == "b64":
        return ctx.chars(ALNUM, ctx.r(28, 44)) + ctx.c(("", "=", "=="))
    if kind == "mixed":
        return ctx.chars(ALNUM + "-_", ctx.r(24, 48))
    if kind == "urlpw":
        return ctx.chars(ALNUM, ctx.r(14, 22))
    if kind == "jwt":
        head = _b64u(json.dumps({"alg": ctx.c(("HS256", "RS256")), "typ": "JWT"}, separators=(",", ":")).encode())
        body = {"sub": str(ctx.r(10000, 99999999)), "iat": ctx.r(1690000000, 1750000000),
                "scope": ctx.c(("activity:read_all", "profile", "booking", "member"))}
        return head + "." + _b64u(json.dumps(body, separators=(",", ":")).encode()) + "." + ctx.chars(B64URL, 43)
    if kind == "pem":
        kt = ctx.c(("OPENSSH PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"))
        lines = [ctx.chars(B64, 64) for _ in range(ctx.r(3, 6))] + [ctx.chars(B64, ctx.r(8, 60)) + "="]
        return f"-----BEGIN {kt}-----\n" + "\n".join(lines) + f"\n-----END {kt}-----"
    raise KeyError(kind)


def _user_base(ctx: Ctx) -> str:
    k = ctx.r(0, 5)
    if k == 0:
        return ctx.us.user_name()
    if k == 1:
        return ctx.gb.user_name()
    if k == 2:
        return ctx.zh.last_romanized_name().lower() + ctx.zh.first_romanized_name().lower()
    if k == 3:
        return ctx.us.first_name().lower() + ctx.c((".", "_", "")) + ctx.us.last_name().lower()
    if k == 4:
        return ctx.zh.first_romanized_name().lower() + ctx.c(("_", ".", "")) + ctx.zh.last_romanized_name().lower()
    return ctx.gb.first_name().lower()[0] + ctx.gb.last_name().lower()


def gen_email(ctx: Ctx, kind: str | None = None) -> str:
    kind = kind or ("cn" if ctx.lang == "zh" and ctx.p(0.6) else ctx.c(("faker", "tag", "club", "cn", "plain")))
    if kind == "faker":
        return ctx.c((ctx.us, ctx.gb, ctx.zh)).free_email()
    if kind == "tag":
        return _user_base(ctx) + "+" + ctx.c(("strava", "gym", "race", "vet", "club", "ebay", "runs")) + "@" + ctx.c(("gmail.com", "fastmail.com", "icloud.com", "outlook.com"))
    if kind == "club":
        return ctx.us.first_name().lower() + ctx.c((".", "")) + ctx.us.last_name().lower() + "@" + ctx.c(("riversideharriers.org.uk", "canalrunners.org", "northsidecc.com", "lakesideanglers.net", "citycameraclub.org", "hillcrestfc.co.uk"))
    if kind == "qq":
        return str(ctx.r(10000, 3999999999)) + "@qq.com"
    if kind == "cn":
        if ctx.p(0.35):
            return str(ctx.r(100000, 3999999999)) + "@qq.com"
        return _user_base(ctx) + ctx.c(("", str(ctx.r(1, 99)), str(ctx.r(1975, 2008)))) + "@" + ctx.c(("163.com", "126.com", "sina.com", "foxmail.com", "qq.com", "aliyun.com", "139.com", "yeah.net"))
    return _user_base(ctx) + ctx.c(("", str(ctx.r(1, 99)))) + "@" + ctx.c(("gmail.com", "yahoo.com", "hotmail.co.uk", "btinternet.com", "protonmail.com", "me.com", "aol.com"))


def _us_digits(ctx: Ctx) -> tuple[str, str, str]:
    area = str(ctx.r(2, 9)) + ctx.digits(2)
    while True:
        ex = str(ctx.r(2, 9)) + ctx.digits(2)
        if ex != "555":
            break
    return area, ex, ctx.digits(4)


def gen_phone(ctx: Ctx, kind: str | None = None) -> str:
    if kind is None:
        if ctx.lang == "zh":
            kind = ctx.c(("cn", "cn", "cn", "cnfmt", "cnintl", "cnland"))
        elif ctx.lang == "en":
            kind = ctx.c(("us", "us", "uk", "uk", "usext", "intl"))
        else:
            kind = ctx.c(("cn", "cnfmt", "cnintl", "us", "uk", "cnland"))
    if kind in ("us", "usext"):
        a, e, l = _us_digits(ctx)
        v = ctx.c((f"({a}) {e}-{l}", f"{a}-{e}-{l}", f"{a}.{e}.{l}", f"+1 {a} {e} {l}", f"{a}{e}{l}", f"1-{a}-{e}-{l}", f"+1 ({a}) {e}-{l}"))
        if kind == "usext":
            v += ctx.c((" x", " ext. ", " ext ", "x", " #")) + str(ctx.r(2, 4999))
        return v
    if kind == "uk":
        m = "7" + ctx.c("1234579") + ctx.digits(2)
        rest = ctx.digits(6)
        return ctx.c((f"0{m} {rest}", f"0{m}{rest}", f"+44 {m} {rest}", f"+44 (0){m} {rest[:3]} {rest[3:]}", f"0{m}-{rest}", f"0{m} {rest[:3]} {rest[3:]}"))
    if kind == "ukland":
        return ctx.c((f"0117 {ctx.r(2, 9)}{ctx.digits(2)} {ctx.digits(4)}", f"0113 {ctx.r(2, 9)}{ctx.digits(2)} {ctx.digits(4)}", f"020 {ctx.c('378')}{ctx.digits(3)} {ctx.digits(4)}", f"01632 {ctx.digits(6)}"))
    if kind == "intl":
        return ctx.c((f"+61 4{ctx.digits(2)} {ctx.digits(3)} {ctx.digits(3)}", f"+353 8{ctx.c('3567')} {ctx.digits(3)} {ctx.digits(4)}", f"+49 15{ctx.r(1, 9)} {ctx.digits(8)}", f"+33 6 {ctx.digits(2)} {ctx.digits(2)} {ctx.digits(2)} {ctx.digits(2)}", f"+64 21 {ctx.digits(3)} {ctx.digits(4)}"))
    pre = ctx.c(("13", "15", "18", "17", "19", "16", "14")) + ctx.digits(1)
    if pre in ("140", "141", "142", "143", "144", "146", "148", "149", "160", "161", "162", "163", "164", "165", "167", "168", "169", "192", "190", "194"):
        pre = ctx.c(("138", "139", "186", "158", "177", "199", "135", "152", "181"))
    mid, tail = ctx.digits(4), ctx.digits(4)
    if kind == "cn":
        v = pre + mid + tail
        return fullwidth(v) if ctx.p(0.06) else v
    if kind == "cnfmt":
        return ctx.c((f"{pre} {mid} {tail}", f"{pre}-{mid}-{tail}", f"{pre}{mid} {tail}", f"{pre}-{mid}{tail}", f"{pre}.{mid}.{tail}"))
    if kind == "cnintl":
        return ctx.c((f"+86 {pre} {mid} {tail}", f"+86-{pre}{mid}{tail}", f"+86{pre}{mid}{tail}", f"(+86) {pre}-{mid}-{tail}", f"0086 {pre}{mid}{tail}", f"86-{pre}{mid}{tail}"))
    if kind == "cnland":
        code, n = ctx.c((("010", 8), ("021", 8), ("0571", 8), ("028", 8), ("0755", 8), ("020", 8), ("025", 8), ("0512", 8), ("027", 8)))
        num = str(ctx.r(5, 8)) + ctx.digits(n - 1)
        v = ctx.c((f"{code}-{num}", f"({code}){num}", f"{code} {num}", f"{code}-{num[:4]}-{num[4:]}"))
        if ctx.p(0.35):
            v += ctx.c(("转", "-", " 转 ", "#")) + str(ctx.r(100, 8999))
        return v
    raise KeyError(kind)


ROADS_ZH = ("中山路", "人民路", "建设路", "解放路", "长江路", "文三路", "漕溪北路", "天河北路",
            "科华北路", "淮海中路", "延安西路", "学院路", "北京东路", "南京西路", "黄河路",
            "滨江大道", "莲花路", "东风路", "民族大道", "团结路", "古墩路", "桃源路", "青年路",
            "光华大道", "金沙路", "振华路", "香山路", "枫林路", "西溪路", "望京街", "双榆树北路")
DISTRICTS_ZH = ("朝阳区", "海淀区", "东城区", "浦东新区", "徐汇区", "静安区", "天河区", "越秀区",
                "南山区", "福田区", "西湖区", "拱墅区", "武侯区", "锦江区", "鼓楼区", "江汉区",
                "雁塔区", "思明区", "市南区", "岳麓区", "渝中区", "姑苏区", "余杭区", "宝安区")
ESTATES_ZH = ("阳光花园", "碧水苑", "翠湖小区", "金地名苑", "万科城", "桂花园", "东方明珠苑",
              "绿地新城", "锦绣家园", "幸福里", "和平新村", "康乐小区", "紫薇花园", "世纪嘉园",
              "滨江花园", "龙湖春江", "保利香槟", "新城丽景")


def gen_address(ctx: Ctx, kind: str | None = None) -> str:
    if kind is None:
        kind = "zh" if ctx.lang == "zh" else (ctx.c(("us", "gb", "zh", "zh")) if ctx.lang == "mixed" else ctx.c(("us", "gb", "us", "gb", "flat")))
    if kind == "us":
        v = ctx.us.street_address()
        if ctx.p(0.2) and "Apt" not in v and "Suite" not in v:
            v += ctx.c((", Apt ", " #", ", Unit ")) + str(ctx.r(1, 40)) + ctx.c(("", "B", "A"))
        return v
    if kind == "gb":
        return ctx.gb.street_address().replace("\n", ", ")
    if kind == "flat":
        return ctx.c(("Flat ", "Apt ", "Unit ", "Flat ")) + str(ctx.r(1, 30)) + ctx.c(("", "B", "A", "")) + ", " + ctx.gb.building_number() + " " + ctx.gb.street_name()
    if kind == "usnum":
        return f"{ctx.r(10, 9999)} {ctx.us.street_name()}"
    # zh
    road = ctx.c(ROADS_ZH)
    num = f"{ctx.r(1, 1800)}号"
    if ctx.p(0.25):
        num = f"{ctx.r(10, 999)}弄{ctx.r(1, 60)}号"
    parts = [road + num]
    if ctx.p(0.7):
        parts.append(ctx.c(ESTATES_ZH) + ctx.c(("", "", "二期", "三期", "B区")))
        parts.append(f"{ctx.r(1, 30)}{ctx.c(('栋', '幢', '号楼'))}")
        if ctx.p(0.5):
            parts.append(f"{ctx.r(1, 6)}单元")
        parts.append(f"{ctx.r(1, 33)}{ctx.r(1, 4):02d}{ctx.c(('室', '', '室'))}")
    elif ctx.p(0.5):
        parts.append(f"{ctx.r(1, 30)}楼{ctx.r(1, 20)}{ctx.c(('室', '号', ''))}")
    v = "".join(parts)
    if kind == "zhd" or (kind == "zh" and ctx.p(0.45)):
        v = ctx.c(DISTRICTS_ZH) + v
    return v


def _ni(ctx: Ctx) -> str:
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = ctx.c(first) + ctx.c(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = ctx.digits(6)
    s = ctx.c("ABCD")
    return ctx.c((f"{p}{d}{s}", f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}", f"{p}{d} {s}"))


def _ssn(ctx: Ctx) -> str:
    while True:
        a = ctx.r(1, 899)
        if a != 666:
            break
    g, s = ctx.r(1, 99), ctx.r(1, 9999)
    v = f"{a:03d}{g:02d}{s:04d}"
    return ctx.c((f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v))


def _ukdl(ctx: Ctx) -> str:
    sur = re.sub(r"[^A-Z]", "", ctx.gb.last_name().upper())[:5].ljust(5, "9")
    y, m, d = ctx.r(1950, 2004), ctx.r(1, 12), ctx.r(1, 28)
    if ctx.p(0.5):
        m += 50
    ini = (ctx.gb.first_name()[0] + ctx.c(("9", ctx.c(string.ascii_uppercase)))).upper()
    return f"{sur}{str(y)[2]}{m:02d}{d:02d}{str(y)[3]}{ini}{ctx.r(0, 9)}{ctx.chars(string.ascii_uppercase, 2)}"


def gen_gov(ctx: Ctx, kind: str | None = None) -> str:
    if kind is None:
        if ctx.lang == "zh":
            kind = ctx.c(("cnid", "cnid", "cnid", "cnpass", "hkpass"))
        elif ctx.lang == "en":
            kind = ctx.c(("ssn", "ssn", "ni", "uspass", "ukpass", "ukdl", "usdl"))
        else:
            kind = ctx.c(("cnid", "cnid", "cnpass", "ssn", "ni", "uspass"))
    if kind == "ssn":
        return _ssn(ctx)
    if kind == "ni":
        return _ni(ctx)
    if kind == "uspass":
        return ctx.c((str(ctx.r(1, 9)) + ctx.digits(8), ctx.c("ACEFGHJKLMNPRSTUVWXYZ") + ctx.digits(8)))
    if kind == "ukpass":
        return str(ctx.r(1, 9)) + ctx.digits(8)
    if kind == "ukdl":
        return _ukdl(ctx)
    if kind == "usdl":
        return ctx.c((ctx.c(string.ascii_uppercase) + ctx.digits(7), ctx.c(string.ascii_uppercase) + ctx.digits(12),
                      ctx.c(string.ascii_uppercase) + ctx.digits(3) + "-" + ctx.digits(3) + "-" + ctx.digits(2) + "-" + ctx.digits(3) + "-0",
                      str(ctx.r(1, 9)) + ctx.digits(8)))
    if kind == "cnid":
        v = cn_id(ctx)
        r = ctx.r(0, 19)
        if r == 0:
            return f"{v[:6]} {v[6:14]} {v[14:]}"
        if r == 1 and v.endswith("X"):
            return v[:-1] + "x"
        if r == 2:
            return fullwidth(v)
        return v
    if kind == "cnpass":
        return ctx.c(("E" + ctx.digits(8), "E" + ctx.c("ABCDEFGHJKLMNPQRSTUVWXYZ") + ctx.digits(7), "G" + ctx.digits(8)))
    if kind == "hkpass":  # 港澳通行证
        return ctx.c(("C" + ctx.digits(8), "C" + ctx.c("ABCDEFGH") + ctx.digits(7)))
    if kind == "tw":  # 台胞证 (8 digits)
        return ctx.digits(8)
    raise KeyError(kind)


def gen_fin(ctx: Ctx, kind: str | None = None) -> str:
    if kind is None:
        if ctx.lang == "zh":
            kind = ctx.c(("cnbank", "cnbank", "card", "cnbank", "upcard"))
        elif ctx.lang == "en":
            kind = ctx.c(("card", "card", "iban", "iban", "amex", "acct"))
        else:
            kind = ctx.c(("cnbank", "card", "iban", "upcard", "amex"))
    if kind == "card":
        pre = ctx.c(("4", "4", "51", "53", "55", "2221", "2720", "6011"))
        n = luhn_number(ctx, pre, 16)
        return ctx.c((group(n, (4, 4, 4, 4)), group(n, (4, 4, 4, 4), "-"), n, group(n, (4, 4, 4, 4))))
    if kind == "amex":
        n = luhn_number(ctx, ctx.c(("34", "37")), 15)
        return ctx.c((group(n, (4, 6, 5)), n, group(n, (4, 6, 5), "-")))
    if kind == "upcard":
        n = luhn_number(ctx, ctx.c(("622", "625", "621", "623", "628")), ctx.c((16, 19)))
        return ctx.c((n, group(n, (4, 4, 4, 4, 3)), n))
    if kind == "cnbank":
        n = luhn_number(ctx, ctx.c(("6222", "6217", "6228", "6214", "6226", "6230", "6212")), ctx.c((19, 19, 16)))
        return ctx.c((n, n, group(n, (4, 4, 4, 4, 3)), group(n, (6, 13)) if len(n) == 19 else n))
    if kind == "iban":
        c = ctx.c(("GB", "DE", "FR", "NL", "IE", "ES", "GB", "IT"))
        if c == "GB":
            b = ctx.c(("NWBK", "BARC", "LOYD", "MIDL", "HBUK")) + ctx.digits(14)
        elif c == "DE":
            b = ctx.digits(18)
        elif c == "FR":
            b = ctx.digits(10) + ctx.chars(UPNUM, 11) + ctx.digits(2)
        elif c == "NL":
            b = ctx.c(("ABNA", "INGB", "RABO", "TRIO")) + ctx.digits(10)
        elif c == "IE":
            b = ctx.c(("AIBK", "BOFI")) + ctx.digits(14)
        elif c == "IT":
            b = ctx.c(string.ascii_uppercase) + ctx.digits(10) + ctx.chars(UPNUM, 12)
        else:
            b = ctx.digits(20)
        v = iban(c, b)
        return group(v, [4] * 9) if ctx.p(0.5) else v
    if kind == "acct":  # US account number (near a cue)
        return ctx.digits(ctx.r(9, 12))
    if kind == "routing":
        return aba_routing(ctx)
    if kind == "sort":
        d = ctx.digits(6)
        return ctx.c((f"{d[:2]}-{d[2:4]}-{d[4:]}", f"{d[:2]} {d[2:4]} {d[4:]}", d))
    if kind == "ukacct":
        return ctx.digits(8)
    raise KeyError(kind)


def _zh_name(ctx: Ctx) -> str:
    if ctx.p(0.08):
        return ctx.c(("欧阳", "司马", "上官", "诸葛", "东方", "慕容")) + ctx.zh.first_name()
    return ctx.zh.last_name() + ctx.zh.first_name()


def gen_name(ctx: Ctx, kind: str | None = None) -> str:
    if kind is None:
        if ctx.lang == "zh":
            kind = "zh"
        elif ctx.lang == "en":
            kind = ctx.c(("full", "full", "full", "gb", "mid"))
        else:
            kind = ctx.c(("zh", "zh", "full", "pinyin", "gb"))
    if kind == "zh":
        return _zh_name(ctx)
    if kind == "pinyin":
        return ctx.zh.romanized_name() if ctx.p(0.5) else ctx.zh.last_romanized_name() + " " + ctx.zh.first_romanized_name()
    if kind == "gb":
        return ctx.gb.first_name() + " " + ctx.gb.last_name()
    if kind == "mid":
        return ctx.us.first_name() + " " + ctx.c(string.ascii_uppercase) + ". " + ctx.us.last_name()
    if kind == "last_first":
        return ctx.us.last_name() + ", " + ctx.us.first_name()
    if kind == "first":  # a first name alone (still a private person in context)
        return ctx.c((ctx.us, ctx.gb)).first_name()
    if kind == "en":
        return gen_name(ctx, ctx.c(("full", "gb")))
    return ctx.c((ctx.us, ctx.gb)).first_name() + " " + ctx.c((ctx.us, ctx.gb)).last_name()


ZH_NICKS = ("跑不动的", "爱钓鱼的", "早起的", "夜跑的", "带娃撸铁的", "摄影的", "打球的", "养猫的",
            "骑车的", "佛系的", "减肥中的", "会飞的")
ZH_NICK_TAIL = ("老李", "小王", "阿杰", "胖虎", "糖糖", "大熊", "小鹿", "喵叔", "阿May", "老周", "豆爸", "球球妈")


def gen_user(ctx: Ctx, kind: str | None = None) -> str:
    base = _user_base(ctx)
    deco = ctx.r(0, 6)
    if deco == 1:
        base += str(ctx.r(1, 99))
    elif deco == 2:
        base += ctx.c(("_runs", "_rides", ".fit", "_lifts", "_shoots", "_fishes", "_bmx", "_paws", ".trail", "_climbs"))
    elif deco == 3:
        base = ctx.c(("the", "its", "mr", "coach", "real", "iam")) + ctx.c(("_", "")) + base
    elif deco == 4:
        base += str(ctx.r(1970, 2010))
    elif deco == 5:
        base = base.replace(".", "_") + "_" + ctx.c(("x", "z", "k", "88", "07", "hk"))
    if kind is None:
        kind = "at" if ctx.p(0.45) else "bare"
    if kind == "at":
        return "@" + base
    if kind == "reddit":
        return "u/" + base
    if kind == "discord":
        return base + "#" + ctx.digits(4)
    if kind == "wx":
        return ctx.c(("wxid_" + ctx.chars(LOWNUM, 14), base, base + str(ctx.r(1, 999)), "wx_" + base))
    if kind == "zhnick":
        return "@" + ctx.c(ZH_NICKS) + ctx.c(ZH_NICK_TAIL)
    if kind == "qq":
        return str(ctx.r(100000, 3999999999))
    return base


def _path_user(ctx: Ctx) -> str:
    k = ctx.r(0, 5)
    if k == 0:
        return ctx.us.first_name().lower()
    if k == 1:
        return ctx.us.user_name()
    if k == 2:
        return ctx.zh.last_romanized_name().lower() + ctx.zh.first_romanized_name().lower()
    if k == 3:
        return ctx.gb.first_name()[0].lower() + ctx.gb.last_name().lower()
    if k == 4:
        return ctx.gb.first_name()
    return ctx.us.first_name().lower() + "." + ctx.us.last_name().lower()


_PATH_TAILS = (
    "Downloads/Morning_Run.gpx", "Downloads/export_{id}.zip", "Documents/Garmin/Activities/{id}.fit",
    "Documents/training_plan_2025.xlsx", "Pictures/club_shoot/DSC_{n4}.NEF", "Desktop/vet_invoice_{n4}.pdf",
    "Music/setlists/open_mic.txt", "strava/activities/{id}.gpx", "garmin/FIT/{id}.fit",
    "Documents/Pet Insurance/policy.pdf", "Dropbox/Club/roster_2025.csv", "code/strava-sync/.env", "code/strava-sync/sync.py", "projects/club-site/manage.py",
    ".config/gpxsee/settings.ini", "Documents/Knitting/patterns/cable_hat.pdf",
    "Library/Application Support/Zwift/prefs.xml", "Movies/GoPro/GX01{n4}.MP4",
    "projects/club-site/config.yaml", "Pictures/Lightroom/Catalog.lrcat", "OneDrive/Race entries/{id}.pdf",
    "Documents/Zwift/Workouts/ftp_builder.zwo", "Desktop/羽毛球/排班表.xlsx", "Downloads/咕咚导出/{id}.gpx",
    "Documents/宠物/疫苗记录.jpg", "Pictures/钓鱼/{n4}.jpg", "AppData/Roaming/Garmin/Express/settings.xml",
)


_PATH_TAILS_EN = tuple(t for t in _PATH_TAILS if t.isascii())


def gen_path(ctx: Ctx, kind: str | None = None) -> str:
    u = _path_user(ctx)
    tails = _PATH_TAILS_EN if ctx.lang == "en" else _PATH_TAILS
    tail = ctx.c(tails).replace("{id}", ctx.digits(10)).replace("{n4}", ctx.digits(4))
    if kind is None:
        kind = ctx.c(("mac", "linux", "win", "win", "mac", "linux", "winfwd", "wsl"))
    if kind == "bare_mac":
        return f"/Users/{u}"
    if kind == "bare_linux":
        return f"/home/{u}"
    if kind == "bare_win":
        return f"C:\\Users\\{u}"
    if kind == "mac":
        return f"/Users/{u}/{tail}"
    if kind == "linux":
        return f"/home/{u}/{tail}"
    if kind == "win":
        return ctx.c(("C", "C", "D")) + ":\\Users\\" + u + "\\" + tail.replace("/", "\\")
    if kind == "winjson":
        return "C:\\\\Users\\\\" + u + "\\\\" + tail.replace("/", "\\\\")
    if kind == "winfwd":
        return f"C:/Users/{u}/{tail}"
    if kind == "wsl":
        return f"/mnt/c/Users/{u}/{tail}"
    if kind == "dir_mac":
        return f"/Users/{u}/" + tail.rsplit("/", 1)[0]
    if kind == "dir_linux":
        return f"/home/{u}/" + tail.rsplit("/", 1)[0]
    raise KeyError(kind)


def _clock_en(ctx: Ctx, hint: str | None = None) -> str:
    if hint == "am":
        h = ctx.r(5, 10)
    elif hint == "pm":
        h = ctx.r(18, 22)
    else:
        h = ctx.r(5, 11) if ctx.p(0.55) else ctx.r(12, 22)
    m = ctx.c((0, 0, 15, 30, 45, 10, 20, 40, 50))
    style = ctx.r(0, 4)
    if style == 0:
        return f"{h}:{m:02d}"
    h12 = h if h <= 12 else h - 12
    ap = "am" if h < 12 else "pm"
    if style == 1:
        return f"{h12}:{m:02d}{ctx.c((ap, ' ' + ap, ap.upper(), ' ' + ap.upper()))}"
    if style == 2:
        return f"{h12}{ap}" if m == 0 else f"{h12}.{m:02d}{ap}"
    if style == 3:
        return f"{h:02d}{m:02d}" if ctx.p(0.3) else f"{h:02d}:{m:02d}"
    return f"half past {h12}" if m == 30 else (f"{h12} o'clock" if m == 0 else f"{h12}:{m:02d}")


def gen_sched_en(ctx: Ctx) -> str:
    rec = ctx.c((
        "every weekday at {t}", "every morning at {t}", "weekdays at {t}", "Mon/Wed/Fri at {t}",
        "Tuesdays and Thursdays at {t}", "every Sunday at {t}", "every Saturday from {t}",
        "each evening around {t}", "daily at {t}", "Mondays {t}", "every {d} at {t}",
        "every {d} night at {t}", "{d}s at {t}", "every other {d} at {t}", "weeknights at {t}",
        "Mon-Fri {t}", "every night at {t}", "each {d} morning at {t}", "Tue/Thu {t}",
        "every weekend morning at {t}", "at {t} every day", "at {t} on weekdays", "{t} every {d}",
        "{t} sharp every morning", "Wednesdays from {t}",
    ))
    hint = "am" if "morning" in rec else ("pm" if "night" in rec or "evening" in rec else None)
    t = _clock_en(ctx, hint)
    return rec.replace("{t}", t).replace("{d}", ctx.c(WEEKDAYS_EN))


_ZH_NUM = ("零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二")


def _clock_zh(ctx: Ctx, part: str) -> str:
    if part in ("早上", "早晨", "上午", "清晨"):
        h = ctx.r(5, 11)
    elif part in ("中午",):
        h = 12
    elif part in ("下午",):
        h = ctx.r(1, 5)
    else:
        h = ctx.r(6, 11)
    m = ctx.c((0, 0, 30, 15, 45, 20, 40, 10))
    s = ctx.r(0, 3)
    if s == 0:
        hh = _ZH_NUM[h] if h <= 12 else str(h)
        return hh + "点" + ({0: "", 30: "半", 15: "一刻"}.get(m, f"{m}分"))
    if s == 1:
        return f"{h}点" + ({0: "", 30: "半"}.get(m, f"{m}"))
    if s == 2:
        h24 = h + 12 if part in ("下午", "晚上", "傍晚", "夜里") and h < 12 else h
        return f"{h24}:{m:02d}"
    return f"{h}:{m:02d}"


def gen_sched_zh(ctx: Ctx) -> str:
    part = ctx.c(("早上", "早上", "晚上", "晚上", "下午", "上午", "清晨", "中午", "傍晚"))
    t = _clock_zh(ctx, part)
    rec = ctx.c((
        "每天{p}{t}", "每天{p}{t}", "工作日{p}{t}", "每周{d}{p}{t}", "每周二、四{p}{t}",
        "周一三五{p}{t}", "每个周末{p}{t}", "每晚{t2}", "每周六{p}{t}", "每周日{p}{t}",
        "每逢周{d}{p}{t}", "隔周的周{d}{p}{t}", "每天{p}{t}左右", "周一到周五{p}{t}", "每周{a}和{b}{p}{t}",
        "每个工作日{p}{t}", "每日{p}{t}", "天天{p}{t}", "每周{d}{p}{t}开始", "双休日{p}{t}",
    ))
    a, b = ctx.c((("一", "三"), ("二", "四"), ("二", "五"), ("三", "五"), ("六", "日"), ("一", "四"), ("三", "六"), ("四", "日")))
    d = ctx.c(("一", "二", "三", "四", "五", "六", "日"))
    t2 = _clock_zh(ctx, "晚上")
    return rec.replace("{p}", part).replace("{t2}", t2).replace("{t}", t).replace("{a}", a).replace("{b}", b).replace("{d}", d)


def gen_sched_mixed(ctx: Ctx) -> str:
    k = ctx.r(0, 5)
    if k == 0:
        return gen_sched_zh(ctx)
    if k == 1:
        return gen_sched_en(ctx)
    if k == 2:
        t = _clock_en(ctx)
        return ctx.c(("每天 {t}", "every day {t} 左右", "周二周四 {t}", "每个 weekend {t}", "每晚 {t}",
                      "每周{z} {t}", "daily {t} 准时", "工作日 {t}", "every {d} {t} 左右"))\
            .replace("{t}", t).replace("{d}", ctx.c(WEEKDAYS_EN)).replace("{z}", ctx.c(("一", "二", "三", "四", "五", "六", "日")))
    part = ctx.c(("早上", "晚上", "下午"))
    h = ctx.r(5, 9) if part == "早上" else (ctx.r(7, 10) if part == "晚上" else ctx.r(2, 5))
    m = ctx.c((0, 15, 30, 45, 10, 20, 40))
    t = ctx.c((f"{h}:{m:02d}", f"{h}:{m:02d}", f"{h}{'am' if part == '早上' else 'pm'}" if m == 0 else f"{h}:{m:02d}{'am' if part == '早上' else 'pm'}"))
    return ctx.c((
        "weekday {p} {t}", "每周三{p} {t}", "Mon/Wed/Fri {p} {t}", "每周六 {p} {t}", "every {d} {p} {t}",
        "Tue/Thu {p} {t}", "每天{p} {t}", "weekend {p} {t}", "周一到周五 {p} {t}", "every day {p} {t}",
    )).replace("{p}", part).replace("{t}", t).replace("{d}", ctx.c(WEEKDAYS_EN))


def gen_sched(ctx: Ctx, kind: str | None = None) -> str:
    if ctx.lang == "en" or kind == "en":
        return gen_sched_en(ctx)
    if ctx.lang == "zh" or kind == "zh":
        return gen_sched_zh(ctx)
    return gen_sched_mixed(ctx)


CITY_COORDS = ((51.5072, -0.1276), (53.8008, -1.5491), (51.4545, -2.5879), (39.7392, -104.9903),
               (30.2672, -97.7431), (45.5152, -122.6784), (47.6062, -122.3321), (55.9533, -3.1883),
               (42.3601, -71.0589), (40.015, -105.2705), (53.4808, -2.2426), (50.8225, -0.1372))
CITY_COORDS_ZH = ((39.9042, 116.4074), (31.2304, 121.4737), (30.2741, 120.1551), (30.5728, 104.0668),
                  (22.5431, 114.0579), (23.1291, 113.2644), (32.0603, 118.7969), (30.5928, 114.3055),
                  (34.3416, 108.9398), (31.2989, 120.5853), (24.4798, 118.0894), (36.0671, 120.3826))


def _coord_pair(ctx: Ctx, zh: bool) -> tuple[float, float]:
    la, lo = ctx.c(CITY_COORDS_ZH if zh else CITY_COORDS)
    return la + ctx.rng.uniform(-0.08, 0.08), lo + ctx.rng.uniform(-0.08, 0.08)


def _dms(x: float, pos: str, neg: str) -> str:
    h = pos if x >= 0 else neg
    x = abs(x)
    d = int(x)
    m = int((x - d) * 60)
    s = ((x - d) * 60 - m) * 60
    return f"{d}°{m:02d}'{s:04.1f}\"{h}"


def gen_geo(ctx: Ctx, kind: str | None = None) -> str:
    zhc = ctx.lang == "zh" or (ctx.lang == "mixed" and ctx.p(0.6))
    if kind is None:
        if ctx.lang == "zh":
            kind = ctx.c(("coord", "coord", "lnglat", "zhdeg", "gpx", "coord", "latlon"))
        elif ctx.lang == "en":
            kind = ctx.c(("coord", "coord", "gpx", "dms", "latlon", "coord"))
        else:
            kind = ctx.c(("coord", "lnglat", "gpx", "zhdeg", "coord", "latlon"))
    la, lo = _coord_pair(ctx, zhc if kind not in ("zhdeg", "lnglat") else True)
    p = ctx.c((4, 5, 6, 6))
    if kind == "coord":
        return ctx.c((f"{la:.{p}f}, {lo:.{p}f}", f"{la:.{p}f},{lo:.{p}f}", f"{la:.{p}f} {lo:.{p}f}", f"({la:.{p}f}, {lo:.{p}f})"))
    if kind == "pair":
        return f"{la:.{p}f}, {lo:.{p}f}"
    if kind == "lnglat":
        return f"{lo:.6f},{la:.6f}"
    if kind == "zhdeg":
        return ctx.c((f"北纬{la:.4f}°，东经{lo:.4f}°", f"N{la:.5f} E{lo:.5f}", f"北纬{la:.3f}度 东经{lo:.3f}度"))
    if kind == "dms":
        return _dms(la, "N", "S") + " " + _dms(lo, "E", "W")
    if kind == "gpx":
        return f'lat="{la:.7f}" lon="{lo:.7f}"'
    if kind == "latlon":
        return f"lat {la:.5f}, lon {lo:.5f}"
    if kind == "zip":
        z = ctx.us.zipcode()
        return z + "-" + ctx.digits(4) if ctx.p(0.25) else z
    if kind == "ukpost":
        return ctx.gb.postcode()
    if kind == "cnpost":
        return ctx.c(("100", "200", "310", "610", "518", "510", "210", "430", "710", "215", "361", "266")) + ctx.digits(3)
    if kind == "w3w":
        ws = ("filled", "count", "soap", "puppy", "ladder", "crisp", "tulip", "orbit", "gravel",
              "harbour", "pillow", "amber", "basket", "jolly", "timber", "sleek", "mostly", "vivid")
        return "///" + ".".join(ctx.c(ws) for _ in range(3))
    if kind == "plus":
        al = "23456789CFGHJMPQRVWX"
        return ctx.chars(al, 4) + "+" + ctx.chars(al, 2) + ctx.c(("", ctx.c(al)))
    if kind == "geohash":
        return ctx.chars("0123456789bcdefghjkmnpqrstuvwxyz", 9)
    if kind == "osgrid":
        return ctx.c(("SU", "SE", "NY", "SD", "ST", "SK", "NT")) + " " + ctx.digits(4) + " " + ctx.digits(4)
    if kind == "zhspot":
        return ctx.c(ESTATES_ZH) + ctx.c(("东门", "北门", "西门", "南门")) + ctx.c(("进去第二个路口", "旁边的快递柜", "对面的小花园", "3号楼楼下", "地下车库B2入口"))
    raise KeyError(kind)


GEN = {
    "secret": gen_secret,
    "password": gen_password,
    "email": gen_email,
    "phone": gen_phone,
    "address": gen_address,
    "government_id": gen_gov,
    "financial": gen_fin,
    "person_name": gen_name,
    "username": gen_user,
    "home_path": gen_path,
    "schedule": gen_sched,
    "geo": gen_geo,
}


# ---------------------------------------------------------------- templates: English
TPL: dict[tuple[str, str], list[str]] = {}

TPL[("secret", "en")] = [
    "STRAVA_CLIENT_ID=1{{n}}42\nSTRAVA_CLIENT_SECRET={{v:hex40}}\nREDIRECT_URI=http://localhost:8080/callback",
    "club membership payments run through Stripe, live key is {{v:stripe}} — pls don't paste it in the group chat again",
    "2025-03-02T06:14:22Z sync-garmin INFO refreshing session access_token={{v:jwt}} expires_in=21600",
    "[club-photos]\naws_access_key_id = {{v:aws}}\nregion = eu-west-2",
    "[club-photos]\nregion = eu-west-2\naws_secret_access_key = {{v:awssecret}}",
    "telegram:\n  bot_token: \"{{v:telegram}}\"\n  chat: badminton-thursday",
    "Hey, the Mapbox secret token for the route map on the club site: {{v:mapbox}}",
    "git remote set-url origin https://{{v:ghp}}@github.com/canalrunners/site.git",
    "export HF_TOKEN={{v:hf}}  # for the bird-id model in the photo club notebook",
    "SENDGRID_API_KEY: {{v:sendgrid}}   # newsletter for {{club}}",
    "curl https://api.openai.com/v1/chat/completions -H 'Authorization: Bearer {{v:openai}}' -d @coach_prompt.json",
    "webhook signing secret for race entries: {{v:whsec}}",
    "DATABASE_URL=postgres://leagueadmin:{{v:urlpw}}@db.internal:5432/league",
    "mongodb+srv://gymapp:{{v:urlpw}}@cluster0.mongodb.net/checkins?retryWrites=true",
    "upload the shoot here -> ftp://coach:{{v:urlpw}}@ftp.clubphotos.net/uploads/2025-{{n}}",
    '{"client_id": "1{{n}}881", "client_secret": "{{v:hex40}}", "scope": "activity:read_all"}',
    "Slack bot for the cycling club (don't share): {{v:slack}}",
    "incoming webhook https://hooks.slack.com/services/{{v:slackhook}} posts new PBs to #results",
    "Google Maps key (not restricted yet!!) {{v:google}}",
    "my deploy key for the club results box, don't lose it:\n{{v:pem}}",
    "ANTHROPIC_API_KEY={{v:anthropic}}\nMODEL=summary-bot",
    "npm publish token for the gpx-tools package {{v:npm}}",
    "CI_DEPLOY_TOKEN={{v:glpat}}  # league-site pipeline",
    "twilio api key {{v:twilio}} — the SMS reminders for dog walks",
    "[garmin]\nconsumer_key = connect-sync\nconsumer_secret = {{v:b64}}",
    "okay so the api key is {{v:google}} and everything else stays default",
    "WARN wahoo-sync: token refresh failed refresh_token={{v:mixed}} retry=3",
    "GET /api/v2/bookings HTTP/1.1\nHost: gym-booking.example\nAuthorization: Bearer {{v:jwt}}",
    "session_secret: {{v:hex64}}\ndebug: false",
    "      github_token: {{v:ghpat}}\n      publish_dir: ./results",
    "API Key   {{v:stripe}}   Reveal   Roll key   Last used {{date}}",
    "lol I committed {{v:aws}} to the public parkrun-stats repo, rotating it now",
    "Zwift companion api secret -> {{v:b64}}",
    "const STRAVA_REFRESH = '{{v:hex40}}';",
    "openweather_appid = {{v:hex32}}   # ride forecast widget",
    "- **Webhook secret:** `{{v:whsec}}`\n- **Endpoint:** /hooks/race-entries",
    "live tracking socket: wss://stream.racelive.example/live?token={{v:mixed}}",
    "Share link for the ultra tracker (private): https://track.racelive.example/u/share?key={{v:hex32}}",
    "machine api.strava.com login mybot password {{v:hex40}}",
    "had to regenerate the Telegram bot token after someone leaked it, new one {{v:telegram}}",
    "SECRET_KEY = '{{v:mixed}}'   # league site settings.py",
    "strava:\n  client_id: 1{{n}}093\n  client_secret: {{v:hex40}}",
    "access key for the bike-shop inventory api = {{v:hex32}}",
    "x-api-key: {{v:b64}}",
    "Note from treasurer: stripe restricted key {{v:stripe}} only has refund perms",
]

TPL[("password", "en")] = [
    "Clubhouse wifi: RiversideGuest / pw {{v:word}}",
    "Locker 112 combo is {{v:pin4}}, bring your own lock otherwise",
    "Lockbox by the back door has the key, code {{v:pin4}}. {{pet}}'s lead is on the hook.",
    "login for the club booking site: treasurer / {{v:strong}}",
    "Garmin Connect password is {{v:word}} if you need to pull my data for the coaching review",
    "Username: (see email)\nPassword: {{v}}",
    "My Strava pw got reset to {{v:phrase}}, writing it here so I don't forget",
    "gate keypad at the allotment: {{v:pin6}}#",
    "garage code for the bikes {{v:pin4}} — close it after!!",
    "The pet sitter app wants a PIN, I set {{v:pin4}}",
    "Zwift account pass {{v:mixed}}",
    "db:\n  user: league\n  password: \"{{v:strong}}\"",
    "SMTP_USER=newsletter\nSMTP_PASSWORD={{v:strong}}",
    "Alarm code for the boathouse is {{v:pin4}}, disarm within 30 sec",
    "passphrase for the club's shared vault: {{v:phrase}}",
    "pw for the photo club flickr: {{v:word}} (case sensitive)",
    "remind me the gym app password is {{v:phrase}} all lowercase",
    "new psswrd for the team kit portal {{v:word}} dont share pls",
    "Your temporary password is {{v:strong}}. Please change it after first login to the members area.",
    "wifi at the cattery: network Paws5G pass {{v:word}}",
    "Peloton login: (my usual email) / {{v:word}}",
    "PIN for the club debit card is {{v:pin4}}",
    "bike lock combo is {{v:pin4}}, it's the blue D-lock",
    "site,user,password\nracecheck,captain,{{v:strong}}",
    '{"username": "admin", "password": "{{v:strong}}", "remember": true}',
    "mysql -u league -p{{v:strong}} league_db < fixtures.sql",
    "Door code to the studio changed to {{v:pin6}} from Monday",
    "router admin pw at the gym office: {{v:word}}",
    "front desk tablet unlocks with {{v:pin4}}",
    "ebay account pw {{v:word}} — I'll change it after the {{gear}} sells",
    "password hint: dog's name + year. actual password: {{v:word}}",
    "Keysafe for the dog walker: {{v:pin4}} (press clear first)",
    "sudo password on the timing laptop is {{v:word}}",
    "| Race timing laptop | admin | `{{v:strong}}` |",
    "Your account password has been changed to: {{v:mixed}}",
    "Safe in the club office, combination {{v:pin6}}",
    "archery range shed padlock {{v:pin4}}",
    "login pass for the league stats site is {{v:phrase}}",
    "ssh pi@timing-box.local, pass is {{v:word}}",
    "Fitbit pw: {{v:mixed}}  (the old one was in a breach)",
    "Vet portal login — password {{v:strong}}",
    "passcode for the shared kayak storage: {{v:pin6}}",
    "psw {{v:pinyin}} for the badminton booking app, it's my old one",
]

TPL[("email", "en")] = [
    "Entries close Friday, email {{v}} with your club number.",
    "team,role,contact\nU11 Tigers,manager,{{v}}",
    "From: {{v}}\nSubject: Re: Sunday long run route\n\nSee you at the lights.",
    "reply to {{v}} if your dog needs boarding over Christmas",
    "Strava sign-in email: {{v}}",
    "Please send {{pet}}'s vet records to {{v}} before check-in.",
    "<a href=\"mailto:{{v}}?subject=Camera%20club%20membership\">join us</a>",
    '{"athlete": {"email": "{{v}}", "sex": "F", "weight": {{kg}}}}',
    "notify:\n  - {{v}}\n  on: race_result",
    "cc {{v}} on the coaching notes pls",
    "my ebay messages go to {{v}} if you want to ask about the {{gear}}",
    "Sitter's email (for the key handover): {{v}}",
    "E-mail :  {{v}}     Club No :  {{n}}0{{n}}",
    "Insurance claim acknowledgement sent to {{v}}",
    "new captain's address is {{v}} — update the group pls",
    "bib,email,club\n1{{n}}4,{{v}},{{club}}",
    "Garmin account {{v}} has been locked after 5 failed attempts",
    "email it to {{v}} thanks bye",
    "Parkrun barcode reminders go to {{v}}",
    "you can reach me at {{v}} or on the club WhatsApp",
    "INFO mailer: queued receipt to={{v}} order={{oid}}",
    "Waitlist: {{v}} (2 adults, 1 dog)",
    "Paypal invoices to {{v}} only, no cash",
    "Membership secretary: {{v}}",
    "Hi all, RSVP for the photo walk to {{v}} by Thursday",
    "I accidentally signed up twice, the other account is {{v}}",
    "for the knitting circle mailing list pls add {{v}}",
    "Send the race photos to {{v}}!! esp the finish line ones",
    "User {{v}} cancelled membership (reason: moving)",
    "Forwarding address for the fishing permit renewal: {{v}}",
    "Booking confirmation — Spin 45 — sent to {{v}}",
    "Coach notes shared with {{v}} (view only)",
    "anyone know whose email {{v}} is? they booked court 3",
    "- [x] email kit order to {{v}}",
    "Registered to: {{v}}\nDevice: {{gear}}",
    "Microchip database contact email: {{v}}",
    "Login: {{v}}\nPlan: Off-Peak\nHome club: {{gym}}",
    "dm me or email {{v}}, selling my {{gear}} for {{price}}",
    "Team sheet comes from {{v}}, check spam",
    "send scores to {{v:tag}} and I'll update the ladder",
    "Contact {{v:club}} for the committee minutes",
]

TPL[("phone", "en")] = [
    "Dog walker's mobile {{v}} — text before ringing the bell",
    "Emergency contact: {{v}}",
    "Call me on {{v}} if the match is off",
    "Coach's number is {{v:us}}, texts only",
    "Left a voicemail on {{v}} about {{pet}}'s stitches, no reply yet",
    "player_no,position,mobile\n7,winger,{{v}}",
    "Reach me at work on {{v:usext}}",
    "WhatsApp me {{v}} for the bike, collection only",
    "Txt {{v}} when ur outside, buzzer broken",
    '{"emergency_contact": {"relation": "spouse", "phone": "{{v}}"}}',
    "Pet sitter confirmed for the week. Her number {{v}}.",
    "BEGIN:VCARD\nVERSION:3.0\nTEL;TYPE=cell:{{v}}\nEND:VCARD",
    "Missed call from {{v}} (3x) – probably about the kit order",
    "new mobile: {{v}}, old one's dead",
    "LOST DOG! {{breed}} answering to {{pet}}. Please call {{v}}",
    "text me at {{v}} when the puppy class opens up",
    "Contact {{v}} to join the Sunday ride WhatsApp",
    "Registered phone: {{v}} (verified)",
    "In case of injury please call my partner on {{v}}",
    "Selling {{gear}}, {{price}} ono. {{v}}",
    "Carpool to the away game — driver's number {{v}}",
    "Mob: {{v}}    Club No: {{n}}",
    "Phone (day): {{v:usext}}",
    "U12 manager – {{v}} – call after school pick-up",
    "My LiveTrack SMS alerts go to {{v}}",
    "Sitter reachable on {{v:intl}} while we're abroad",
    "fyi my number changed to {{v}}",
    "sms_alerts:\n  to: \"{{v}}\"\n  enabled: true",
    "sms sent to={{v}} status=delivered template=class_reminder",
    "Please ring {{v}} to collect the trophy",
    "Boarding form — owner phone: {{v}}, alt phone: n/a",
    "ph {{v}} (evenings)",
    "is {{v}} still the right number for the treasurer?",
    "the fishing guide's cell is {{v}}, book direct & save",
    "Lost & found: black sunglasses left on the bench, call {{v}}",
    "Call or text — {{v}} — re: the used rowing machine",
    "#14 | 2 kids | {{v}}",
    "her landline is {{v:ukland}} if the mobile doesn't answer",
    "Pick-up contact (kennel): {{v}}",
    "my home number {{v:ukland}}, mobile's got a broken screen",
    "call me back on {{v:uk}} after 6",
]

TPL[("address", "en")] = [
    "Pick-up for the dog: {{v}}, {{city}} — side gate",
    "Ship the {{gear}} to {{v}}, {{city}} please",
    "Team social at mine: {{v}}. Bring a bottle",
    "member_id,street,city\n{{n}}0{{n}},\"{{v}}\",{{city}}",
    "Billing address: {{v}}",
    "Pet sitter drop-off → {{v}}",
    "Collection only from {{v}} ({{city}})",
    "Vet home visit booked for {{v}}",
    '{"shipping": {"line1": "{{v}}", "city": "{{city}}"}}',
    "I live at {{v}} if you're dropping the kit bag round",
    "Race pack posted to {{v}} — did it arrive?",
    "Address on the microchip record is still {{v}}, need to update after the move",
    "We ride from my house, {{v}}, regroup at the top of the hill",
    "Deliver to: {{v}}\nNotes: dog in garden, use side door",
    "home:\n  street: {{v}}\n  city: {{city}}",
    "Insurance policy lists the pet's home as {{v}}",
    "Returns address (private seller): {{v}}",
    "Knit night this week is at {{v:flat}}, buzzer 2",
    "Carpool meets outside {{v}}",
    "Pool party: {{v}}, {{city}}. bring towels",
    "SHIP TO\n{{v}}\n{{city}}",
    "the address is {{v}} okay and it's the blue door",
    "Puppy class homework drop-off at {{v}}",
    "Where do I send the trophy? → {{v}}, {{city}}",
    "Lost cat near {{v}} — tabby, answers to {{pet}}",
    "Registration address: {{v}}",
    "Her new place is {{v}}, pretty close to the track",
    "Garage sale of climbing gear at {{v}} this Sat",
    "cat-sitting at {{v}} — key with the neighbour",
    "Mailing label: {{v}} / {{city}} / UK",
    "Pls update my address to {{v}} for the club magazine",
    "the guitar amp is at {{v}}, come try it out",
    "Emergency contact lives at {{v:usnum}}",
    "boarding pickup from {{v}} tomorrow",
    "Return label: {{v}}, {{city}}",
    "Team BBQ: {{v}} (the one with the red gate)",
    "Bike fit in my garage — {{v:usnum}}",
    "**Where:** {{v}}",
    "Address line 1: {{v}}\nTown/City: {{city}}",
    "Found a stray {{breed}} outside {{v}}, anyone lost one?",
    "Owner address (kennel form): {{v:flat}}",
]

TPL[("government_id", "en")] = [
    "Youth coach background check — SSN: {{v:ssn}}",
    "W-9 for the referee payments: TIN/SSN {{v:ssn}}",
    "Passport no. {{v:ukpass}} (needed for the Berlin marathon entry)",
    "Passport number {{v:uspass}}, exp 2031 — for the team trip to Canada",
    "NI number: {{v:ni}}",
    "Driving licence {{v:ukdl}} for the minibus hire",
    "DL# {{v:usdl}}",
    "coach_id,ssn\nC{{n}}1,{{v:ssn}}",
    '{"passport_no": "{{v:uspass}}", "nationality": "USA", "event": "trail 50k"}',
    "my nat insurance no is {{v:ni}} for the umpire fees",
    "DRIVING LICENCE\n5. {{v:ukdl}}\n9. AM/B/BE",
    "Social: {{v:ssn}}",
    "social security number {{v:ssn}} yeah that's right",
    "Entry requires passport ID: {{v:ukpass}}",
    "Licence number {{v:usdl}} — for renting the kayak trailer",
    "the ski trip form wants NI no: {{v:ni}}",
    "Hunting license application: SSN {{v:ssn}}",
    "Fishing licence renewal – driver's license {{v:usdl}}",
    "copy of passport {{v:uspass}} attached for the visa letter",
    "UK passport {{v:ukpass}} issued 2019",
    "id_doc:\n  type: passport\n  number: {{v:ukpass}}",
    "the insurance rider needs my SSN ({{v:ssn}})",
    "Payroll for spin instructors — NINO {{v:ni}}",
    "last time I gave them {{v:ssn}} over the phone, regret it",
    "DBS check — NI number {{v:ni}}",
    "Range membership: driver's license {{v:usdl}}",
    "passport {{v:uspass}} / exp 2029-06",
    "kyc verify ok doc=passport number={{v:uspass}}",
    "ID on file: {{v:ukdl}} (DVLA)",
    "for the Comrades entry I used passport {{v:ukpass}}",
    "they need the full SSN not the last 4: {{v:ssn}}",
    "| SSN | {{v:ssn}} |",
    "Not a cycling licence — my driving licence: {{v:ukdl}}",
    "1099 for coaching income, SSN {{v:ssn}}",
    "Reg form: National Insurance {{v:ni}}, Club: {{club}}",
    "passport# {{v:uspass}}",
    "State ID {{v:usdl}} scanned at the gym front desk",
    "NI {{v:ni}} – for the lifeguard contract",
    "Travel insurance for the tour asks passport: {{v:ukpass}}",
    "2025-04-11 signup ssn:{{v:ssn}} plan=family",
    "Passport No./No. du passeport\n{{v:ukpass}}",
]

TPL[("financial", "en")] = [
    "Card on file for the gym: {{v:card}}",
    "pay the {{price}} entry with {{v:card}} exp 08/27",
    "send the kit money to my IBAN {{v:iban}}",
    "Sort code {{v:sort}}, account number in the next message",
    "Account no. {{v:ukacct}}, sort code in the previous msg",
    "Direct deposit — routing number {{v:routing}}",
    "checking account # {{v:acct}}",
    "Amex {{v:amex}} for the hotel at the race",
    "member,method,card\n{{n}}2,card,{{v:card}}",
    '{"payment": {"card_number": "{{v:card}}", "exp": "11/26"}}',
    "Refund to card {{v:card}} please, the shoes didn't fit",
    "card number {{v:card}} expiry oh nine twenty six",
    "IBAN for the camp deposit: {{v:iban}} (ref: your surname)",
    "CARD NO  {{v:card}}  VALID THRU 04/28",
    "BACS acct {{v:ukacct}} (sort code is on the invoice)",
    "bank transfer to {{v:iban}}, use your bib as reference",
    "payment failed card={{v:card}} reason=insufficient_funds",
    "Stored Visa {{v:card}} for auto-renew membership",
    "the whole Amex is {{v:amex}}, not just the last digits",
    "Pay my sitter: acct {{v:acct}}, routing is on the check",
    "Paid {{price}} to {{v:iban}} for the second-hand {{gear}}",
    "My card {{v:card}} got charged twice by the climbing gym",
    "Direct debit mandate: account number {{v:ukacct}}",
    "- sort code: {{v:sort}}",
    "Zelle no, wire to acct {{v:acct}} at Chase",
    "ABA {{v:routing}}",
    "Card: {{v:card}} | CVV: ask me",
    "payout:\n  iban: {{v:iban}}",
    "for the tournament fees use {{v:card}}",
    "emergency vet bill paid on {{v:amex}}",
    "billing: {{v:card}}",
    "Kit order {{oid}}: card {{v:card}}",
    "Pet insurance premiums come out of account {{v:ukacct}}",
    "IBAN: {{v:iban}}\nBIC: NWBKGB2L",
    "mastercard {{v:card}} exp 02/29 for the Ironman deposit",
    "Please refund to {{v:iban}} (my account, not the club's)",
    "acct# {{v:acct}} routing# in the form",
    "the payment link didn't work so here's my card {{v:card}}",
    "Transfer the sitter fee to sort code {{v:sort}}, acc number to follow",
    "EU IBAN for the Berlin camp refund: {{v:iban}}",
    "Routing: {{v:routing}}\nAccount: (ask)",
]

TPL[("person_name", "en")] = [
    "{{v}} ran a 5k PB at Parkrun today — {{pace}} avg!",
    "Coach {{v}} says easy week, no intervals",
    "Team sheet: GK {{v}}",
    "Dog walker is {{v}}, she has a key",
    "Vet: Dr. {{v}} — follow-up in 2 weeks",
    "bib,name,club\n{{n}}31,{{v}},{{club}}",
    '{"athlete": "{{v}}", "activity": "Morning Ride", "distance_km": {{km}}}',
    "Pet owner: {{v}}\nPet: {{pet}} ({{breed}})",
    "Thanks {{v}} for lending me the {{gear}}",
    "{{v}} is our new treasurer",
    "congrats to {{v}} on finishing {{race}}!!",
    "sitter this week is {{v}}, backup is her brother",
    "Seller: {{v}} (5★ reviews)",
    "Subject: {{pet}}'s vaccination — owner {{v}}",
    "Roster U14: Captain — {{v}}",
    "Emergency contact name: {{v}}",
    "ask {{v}} about the spare shuttlecocks",
    "12. {{v:last_first}} (M40) {{club}}",
    "note to self call {{v}} about the kayak",
    "Photo credit: {{v}}",
    "Winner of the monthly photo comp: {{v}}",
    "{{v}} can't make Thursday, we need a sub",
    "Insured party: {{v}}",
    "Referee: {{v}}; Assistant: TBC",
    "Player of the match — {{v}} (hat-trick)",
    "Booked by {{v}} for court 2",
    "kennel card: {{pet}} / owner {{v}}",
    "Invoice to {{v}} for 4 walks",
    "Hi {{v}}, your membership renews next month.",
    "Dear {{v}},\nThank you for registering for {{race}}.",
    "belay partner: {{v}}",
    "{{v}} (GK) - ankle, out 3 weeks",
    "left my mitts at the crag, does {{v}} have them?",
    "coached by {{v}} since 2021",
    "Yarn swap hosted by {{v}}",
    "Guitar lessons with {{v}} on hold till spring",
    "Signed, {{v}}, Club Secretary",
    "Adopted from the shelter by {{v}}",
    "Thanks!\n— {{v}}",
    "shoutout to {{v:first}} for the cake at the finish",
    "{{v:mid}} - M45 - {{club}}",
    "lane 4: {{v}}, lane 5: empty",
]

TPL[("username", "en")] = [
    "follow me on Strava: {{v}}",
    "Insta {{v:at}} for the race pics",
    "my Garmin Connect username is {{v:bare}}",
    "login: {{v:bare}}",
    "tag {{v:at}} in the club ride photos",
    "Zwift name {{v:bare}} — join my ride",
    "Discord: {{v:discord}}",
    "{{v:reddit}} posted the route on r/cycling",
    "DM {{v:at}} for the sitter rota",
    '{"username": "{{v:bare}}", "units": "metric"}',
    "chess club ladder: my handle is {{v:bare}}",
    "My eBay seller name is {{v:bare}}",
    "git config --global user.name {{v:bare}}",
    "Twitch {{v:bare}} streams the bouldering sessions",
    "TrainerRoad user {{v:bare}} (pls add me)",
    "photo by {{v:at}}",
    "Kudos from {{v:at}} on your long run",
    "auth ok user={{v:bare}} method=password",
    "flickr.com/photos/{{v:bare}}",
    "Player tag {{v:bare}} on the league site",
    "account name {{v:bare}}, recovery email is the old one",
    "Lichess {{v:bare}} challenges anyone under 1800",
    "Strava athlete: {{v:bare}} (private profile)",
    "Reply to {{v:at}}: the puppy is 10 weeks",
    "ssh {{v:bare}}@timing-box.local",
    "pls @ {{v:at}} when the results are up",
    "Garmin connection request from {{v:bare}}",
    "handle: {{v:at}} / 1.2k followers / fishing reels",
    "Komoot: {{v:bare}}",
    "the Etsy shop {{v:bare}} sells the stitch markers",
    "owner: {{v:bare}}\nrepo: parkrun-stats",
    "Rover sitter profile {{v:bare}}",
    "IG: {{v:at}} (the dog has more followers than me)",
    "User name: {{v:bare}}    Password: ••••••",
    "{{v:at}} you're on cones duty Sat",
    "TikTok {{v:at}} trick shot vids",
    "Peloton leaderboard name {{v:bare}}",
    "Steam: {{v:bare}}",
    "new member signup: {{v:bare}} (pending approval)",
    "Spotify running playlist by {{v:bare}}",
    "Telegram {{v:at}} for the carpool",
    "Discord {{v:discord}} runs the fantasy league",
]

TPL[("home_path", "en")] = [
    "Export saved to {{v}}",
    "cannot open {{v:linux}}: permission denied",
    "gpsbabel -i gpx -f {{v}} -o kml -F out.kml",
    "Lightroom catalog lives at {{v:mac}}",
    'Traceback (most recent call last):\n  File "{{v:linux}}", line 42, in <module>',
    "my backups go to {{v:dir_mac}}",
    "cd {{v:dir_linux}} && python3 sync.py --since {{date}}",
    "Garmin Express stores FIT files in {{v:win}}",
    '{"export_dir": "{{v:winjson}}", "format": "gpx"}',
    "photos_root: {{v:linux}}",
    "drag {{v:mac}} into Strava's upload page",
    "config lives in {{v}}",
    "Error: ENOENT: no such file or directory, open '{{v}}'",
    "scp pi@timing-box:/var/results.csv {{v:dir_mac}}/",
    "Zwift workouts folder: {{v:win}}",
    "OSError: [Errno 28] No space left on device: '{{v}}'",
    "copied the race photos from {{v:winfwd}}",
    "the GPX file is {{v}}, can you check the elevation",
    "Shared: {{v:mac}}",
    "ls -la {{v:dir_linux}}",
    "rsync -av {{v:dir_linux}}/ nas:/backup/",
    "Saving workout... {{v:win}}",
    "$ open {{v:mac}}",
    "Recent files:\n1. {{v}}",
    "mounted at {{v:wsl}}",
    "vet invoice scanned as {{v}}",
    "PermissionError: [WinError 5] Access is denied: '{{v:win}}'",
    "user home: {{v:bare_mac}}",
    "set HOME={{v:bare_win}}",
    "backup script writes into {{v:dir_mac}}",
    "Crash report written to {{v:mac}}",
    "roster CSV is at {{v}}",
    "git clone git@github.com:canalrunners/site.git {{v:dir_linux}}",
    "Audio stems for the band in {{v:win}}",
    "knitting pattern PDF → {{v}}",
    "where's my FIT file? tried {{v}} but nothing",
    "[paths]\nactivities = {{v:dir_linux}}",
    "- `{{v}}`",
    "python3 plot_hr.py --in {{v}} --zones 5",
    "home dir is {{v:bare_linux}} on the timing box",
    "WARNING: could not read {{v:wsl}} (file locked)",
]

TPL[("schedule", "en")] = [
    "I walk {{pet}} {{v}}, so the sitter only needs the evening slot",
    "{{pet}} gets her meds {{v}}",
    "I'm at {{gym}} {{v}}, come say hi",
    "my long run is {{v}}, meet me at the lights",
    "My swim is {{v}} so I can't do the call",
    "Dog walker comes {{v}} — key in the lockbox",
    "Coach has me doing intervals {{v}}",
    "I feed the cats {{v}}",
    "she drops the kids at football {{v}}",
    "Alarm's set for {{v}} for the ride",
    "Guitar practice {{v}}, neighbours hate me",
    "Routine: gym {{v}}, rest on Sundays",
    "task,when\nwalk {{pet}},{{v}}",
    "reminders:\n  - pill for {{pet}}: \"{{v}}\"",
    "he trains {{v}} at the track",
    "my shift at the kennel is {{v}}",
    "the band practises {{v}} in my garage",
    "I'm never home {{v}} because of swim squad",
    "insulin for {{pet}} {{v}}, can't skip",
    "remind me I go climbing {{v}}",
    "my standing court booking is {{v}}",
    "Nana walks the dog {{v}}, house is empty then",
    "I do yoga {{v}}",
    "Sitter needs to come {{v}} for the cat",
    "my personal training sessions: {{v}}",
    "I go fishing with my dad {{v}}",
    "i commute by bike {{v}}",
    "Dog daycare drop-off {{v}}",
    "crochet circle at my place {{v}}",
    "she's always at the pool {{v}}",
    "my son's swim lesson is {{v}}, I take him",
    "My weigh-in is {{v}}",
    "I leave the house {{v}} for the club run",
    "Piano practice for my daughter {{v}}",
    "I take {{pet}} to hydrotherapy {{v}}",
    "He lifts {{v}}, spot him if you're around",
    "Feeding: {{v}} (1/2 cup)",
    "I'm at the allotment {{v}}",
    "ride home {{v}} along the canal",
    "Walks: {{v}}\nFood: twice daily",
    "{{v}} is when I'm at spin, don't call",
]

TPL[("geo", "en")] = [
    "Meet at {{v:coord}} — the trailhead car park",
    "<trkpt {{v:gpx}}><ele>1{{n}}.4</ele><time>{{date}}</time></trkpt>",
    "My house is the pin at {{v:coord}}",
    "ZIP {{v:zip}}",
    "Postcode: {{v:ukpost}}",
    "dropped pin: {{v:coord}}",
    "lost dog last seen around {{v:coord}}",
    "what3words {{v:w3w}} for the gate",
    "Plus code {{v:plus}} {{city}}",
    '"start_latlng": [{{v:pair}}], "end_latlng": null',
    "GPS Position : {{v:dms}}",
    "Delivery postcode {{v:ukpost}} — is that in your walking area?",
    "Home (lat/lon): {{v:latlon}}",
    "Strava privacy zone centred on {{v:coord}} (500 m)",
    "Cat's AirTag last ping {{v:coord}}",
    "Zip code: {{v:zip}}",
    "Fishing spot (keep it secret!!) {{v:coord}}",
    "OS grid ref {{v:osgrid}} — my wild camp spot",
    "my postcode's {{v:ukpost}} if you want to check delivery",
    "Billing ZIP {{v:zip}}",
    "<wpt {{v:gpx}}><name>HOME</name></wpt>",
    "athlete_id,home_zip\n{{n}}0{{n}},{{v:zip}}",
    "geo: {{v:coord}}",
    "Start point is my driveway: {{v:coord}}",
    "sitter covers {{v:ukpost}} and nearby",
    "the photo EXIF still had {{v:coord}} in it, oops",
    "GET /nearby?location={{v:pair}}&radius=200",
    "Lat/Long {{v:pair}} (front door)",
    "Pickup location: {{v:w3w}}",
    "my kayak is stored at {{v:dms}}",
    "dog's GPS collar: {{v:coord}} @ {{t}}",
    "Address: (private) — postcode {{v:ukpost}}",
    "Mailing ZIP+4: {{v:zip}}",
    "My private fishing swim: {{v:plus}}",
    "LiveTrack position: {{v:latlon}}",
    "drone takeoff from my back yard, {{v:coord}}",
    "home_location: {{v:geohash}}",
    "ZIP: {{v:zip}} / Age group: 40-44",
    "Pin: {{v:coord}} — blue door, ring twice",
    "we're parked at {{v:pair}}, come find us",
    "postcode {{v:ukpost}}, flat above the bike shop",
]


# ---------------------------------------------------------------- templates: Chinese
TPL[("secret", "zh")] = [
    "跑团公众号后台 AppSecret：{{v:hex32}}，千万别外传",
    "高德地图的 key 给你：{{v:hex32}}，画路线图用的",
    "阿里云 AccessKeyId：{{v:aliyun}}（相册备份那个账号）",
    "阿里云 AccessKey Secret：{{v:b64}}",
    "腾讯云 SecretKey={{v:b64}}",
    "飞书机器人 webhook：https://open.feishu.cn/open-apis/bot/v2/hook/{{v:uuid}}",
    "钉钉群机器人 access_token={{v:hex64}}",
    "企业微信机器人地址 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={{v:uuid}}",
    "Strava 的 client_secret 是 {{v:hex40}}，我放群文件里了",
    "球队报名系统数据库：mysql://admin:{{v:urlpw}}@db.internal:3306/team",
    "缓存连的是 redis://:{{v:urlpw}}@127.0.0.1:6379/0",
    "GitHub token {{v:ghp}} 过期了，换一个新的",
    "2025-03-02 06:14:22 [INFO] 同步咕咚数据 token={{v:jwt}}",
    "OPENAI_API_KEY={{v:openai}} 给AI教练小程序用的",
    "私钥贴这了，部署跑团官网用：\n{{v:pem}}",
    "七牛云 SecretKey：{{v:b64}}",
    "微信支付商户平台 API 密钥：{{v:hex32}}",
    "# Keep 同步配置\nkeep_sync:\n  secret: {{v:mixed}}\n  interval: 3600",
    "AWS 的 key 不小心发群里了 {{v:aws}}，已经作废了",
    "Stripe 私钥 {{v:stripe}}，海外报名收款用",
    "电报机器人 token：{{v:telegram}}",
    "HF 的 token {{v:hf}} 借你跑一下鸟类识别",
    "谷歌地图 API Key：{{v:google}}（还没加限制）",
    '跑团小程序配置 {"app_key": "club", "app_secret": "{{v:hex32}}"}',
    "签名密钥 sign_key={{v:hex32}}",
    "请求头：Authorization: Bearer {{v:jwt}}",
    "场馆预约接口的 api_key 写死在代码里了：{{v:mixed}}",
    "你记一下那个密钥是 {{v:hex32}}",
    "AccessKey Secret   {{v:b64}}   复制",
    "钓鱼群的 Slack 机器人 {{v:slack}}",
    "部署前先执行 export GITHUB_TOKEN={{v:ghpat}}",
    "发邮件用的 SendGrid key：{{v:sendgrid}}",
    ".env 文件：\nJWT_SECRET={{v:hex64}}",
    "百度地图 ak={{v:mixed}}",
    "npm 发布用的 token {{v:npm}}",
    "gitlab 访问令牌 {{v:glpat}}",
    "周报机器人用的 ANTHROPIC_API_KEY={{v:anthropic}}",
    "钉钉加签密钥：{{v:dingsec}}",
    "短信服务 Twilio key {{v:twilio}}",
    "服务 | 密钥\n高德 | {{v:hex32}}",
    "mapbox 私有 token {{v:mapbox}}",
    "小程序云开发 secret：{{v:hex32}}，给你调试",
    "webhook 签名 secret 是 {{v:whsec}}",
]

TPL[("password", "zh")] = [
    "健身房储物柜密码 {{v:pin4}}",
    "寄养这几天家里门锁密码：{{v:pin6}}，进门先按#",
    "Keep 账号密码 {{v:pinyin}}",
    "球馆 wifi：Badminton_5G 密码 {{v:word}}",
    "群文件解压密码 {{v:pin6}}",
    "咕咚密码改成 {{v:strong}} 了",
    "车库门禁 {{v:pin4}}",
    "登录名：领队  密码：{{v:strong}}",
    "猫粮柜子的密码锁是 {{v:pin4}}",
    "密码是 {{v:pinyin}} 全小写，你记一下",
    "支付密码 {{v:pin6}} 别告诉别人",
    "闲鱼账号密码 {{v:word}}，帮我把鱼竿上架一下",
    "摄影协会 NAS 管理员密码：{{v:strong}}",
    "# 报名系统配置\nconfig:\n  password: {{v:strong}}",
    "跑团后台 root 密码 {{v:word}}",
    "智能门锁临时密码 {{v:pin6}}，今天有效",
    "宠物医院会员系统初始密码：{{v:pin6}}",
    "家里路由器密码 {{v:pinyin}}",
    "手表解锁码 {{v:pin4}}",
    "账号,密码\nteam_admin,{{v:strong}}",
    '测试账号 {"user":"admin","pwd":"{{v:strong}}"}',
    "俱乐部办公室保险箱密码 {{v:pin6}}",
    "更衣室柜子 23 号，密码 {{v:pin4}}",
    "球队公众号登录密码：{{v:word}}",
    "共享相册口令：{{v:phrase}}",
    "佳明账号密码 {{v:mixed}}",
    "B站密码 {{v:pinyin}}",
    "遛狗师傅进门密码 {{v:pin6}}，记得锁门",
    "我的 Strava 密码是 {{v:word}}，帮我导一下数据",
    "新密码：{{v:strong}}（请登录后修改）",
    "网盘链接发群里了，提取码 {{v:code4}}",
    "相册访问密码 {{v:code4}}",
    "自行车密码锁 {{v:pin4}}",
    "wifi密码：{{v:pinyin}}",
    "门卫室钥匙箱密码 {{v:pin4}}",
    "账号用手机号，密码 {{v:pinyin}}",
    "连球队数据库：mysql -uroot -p{{v:strong}}",
    "管理员口令：{{v:strong}}",
    "邮箱独立密码 {{v:word}}",
    "家里门锁密码 {{v:pin6}}，猫粮在阳台",
    "银行卡取款密码是 {{v:pin6}}，帮我取一下会费",
    "鱼塘小屋挂锁 {{v:pin4}}",
]

TPL[("email", "zh")] = [
    "报名表请发到 {{v}}",
    "我的邮箱 {{v}}，电子发票发这里",
    "宠物医院化验单已发送至 {{v}}",
    "联系邮箱：{{v}}",
    "出二手鱼竿，有意者发邮件 {{v}}",
    "Strava 注册邮箱是 {{v}}",
    "摄影作品投稿邮箱 {{v}}",
    "群主邮箱 {{v}}，有事找他",
    '会员导出：{"email": "{{v}}", "club": "{{zclub}}"}',
    "序号,邮箱,组别\n{{n}},{{v}},半马",
    "发件人：{{v}}\n主题：本周约球安排",
    "收件人：{{v}}",
    "保险理赔资料请发 {{v}}",
    "邮箱是 {{v}} 对 就这个",
    "电子邮箱  {{v}}",
    "抄送 {{v}}",
    "把照片原图打包发 {{v}} 谢谢",
    "Keep 绑定的邮箱 {{v}} 收不到验证码",
    "寄养协议扫描件发我邮箱 {{v}}",
    "[mail] 发送成功 to={{v}}",
    "教练的邮箱：{{v}}",
    "跑团财务对账单发 {{v}}",
    "周报订阅：{{v}}",
    "我换邮箱了，新的是 {{v}}",
    "如需退赛请联系 {{v}}（我的个人邮箱）",
    "QQ邮箱 {{v:qq}}",
    "羽毛球俱乐部会员登记：邮箱 {{v}}",
    "有问题可以发邮件给我 {{v}}",
    "账号：{{v}}\n会员卡类型：年卡",
    "课表发到 {{v}} 了，查收一下",
    "成绩证书会发到报名邮箱 {{v}}",
    "这个 {{v}} 是谁的邮箱？订了3号场",
    "微信不常看，邮箱 {{v}}",
    "提醒邮件配置 notify_email: {{v}}",
    "猫咪领养回访邮件发 {{v}}",
    "邮箱 {{v}} 已被注册",
    "发票抬头个人，邮箱 {{v}}",
    "请把 GPX 发到 {{v}}，我做路线图",
    "- 邮箱：{{v}}",
    "吉他转让，邮件联系 {{v}}",
    "回执已发往{{v}}，请注意查收",
]

TPL[("phone", "zh")] = [
    "遛狗师傅电话 {{v}}，到了先打电话",
    "紧急联系人电话：{{v}}",
    "约球加我 {{v}}（微信同号）",
    "宠物寄养期间有事打 {{v}}",
    "出闲置鱼竿，电话 {{v}}，自提",
    "报名表：手机 {{v}}",
    '报名数据 {"mobile": "{{v}}", "group": "10K"}',
    "序号,组别,手机\n{{n}},全马,{{v}}",
    "教练手机号 {{v}}",
    "有事打我电话{{v}}",
    "寻狗启事！{{zbreed}}，叫{{zpet}}，有线索请联系 {{v}}",
    "电话：{{v:cnland}}",
    "家里座机 {{v:cnland}}",
    "我换号了，新号 {{v}}",
    "群主电话 {{v}}",
    "联系电话  {{v}}",
    "我的电话是 {{v}} 你存一下",
    "短信已发送 phone={{v}} 模板=约课提醒",
    "拼车去比赛，车主电话 {{v}}",
    "收货人电话 {{v}}",
    "宠物医院登记 主人电话：{{v}}",
    "有意者电联 {{v}}",
    "手机 {{v:cnfmt}}",
    "国际格式：{{v:cnintl}}",
    "打这个 {{v}} 找她，她负责排班",
    "队长号码：{{v}}",
    "# 寄养联系人\ncontact:\n  phone: \"{{v}}\"",
    "寄养阿姨电话 {{v}}，白天都在家",
    "联系人见群公告，电话：{{v}}",
    "失物招领：篮球场捡到手表，失主请联系 {{v}}",
    "钓友电话 {{v}}，周末一起去水库",
    "办公室电话 {{v:cnland}}，找我转分机",
    "备用号码 {{v}}",
    "回拨 {{v}}",
    "| 联系方式 | {{v}} |",
    "打不通就打 {{v}}",
    "我爸的电话 {{v}}，狗狗接送找他",
    "报名成功短信接收号码 {{v}}",
    "骑行群里有事直接打 {{v}}",
    "私教电话 {{v}}，预约上课",
    "微信同手机：{{v}}",
    "取猫的时候打{{v}}",
]

TPL[("address", "zh")] = [
    "寄养地址：{{zcity}}市{{v}}",
    "收货地址：{{v}}",
    "上门喂猫地址 {{v}}，钥匙在门口地垫下",
    "我家在{{v}}，来拿球拍就行",
    "宠物医院上门服务地址：{{v:zhd}}",
    '收货 {"address": "{{v}}", "city": "{{zcity}}"}',
    "会员号,地址\nM{{n}}01,{{v}}",
    "快递寄到 {{zcity}} {{v}}，谢谢",
    "自提地址：{{v}}",
    "狗狗走失地点：{{v}}附近",
    "地址是{{v}}，你导航过来",
    "收件地址 {{zcity}}市{{v}}",
    "狗狗接送地址：{{v}}",
    "赛事包邮寄地址：{{v}}",
    "聚餐在我家，{{v}}",
    "新家地址 {{v}}，欢迎来撸猫",
    "闲鱼交易，{{v}}楼下当面验货",
    "家庭住址：{{v}}",
    "# 宠物保险\naddress: {{v}}",
    "拼车集合点在我家楼下 {{v}}",
    "现居住地址：{{zcity}}{{v}}",
    "- 地址：{{v}}",
    "保险单上的地址还是{{v}}，要改",
    "宠物芯片登记地址：{{v}}",
    "约球前来{{v}}拿拍子",
    "猫咪寄养在{{v}}，每天拍照给你",
    "我住{{v}}，离体育中心很近",
    "退货地址（个人）：{{v}}",
    "收件人：见备注  地址：{{v}}",
    "钓鱼装备放在{{v}}的车库里",
    "户籍地址：{{v}}",
    "发货 log: order={{oid}} ship_to={{v}}",
    "奖杯寄到{{zcity}}市{{v}}",
    "上门洗狗：{{v}}",
    "我搬到{{v}}了",
    "小狗在{{v}}附近走丢的",
    "紧急联系人住址：{{v}}",
    "地址 {{v}}，到了打电话",
    "周末家里开派对，地点{{v}}",
    "二手跑步机在{{v}}，自己来搬",
    "寄件人地址：{{zcity}}{{v}}",
]

TPL[("government_id", "zh")] = [
    "马拉松报名 身份证号：{{v:cnid}}",
    "买保险需要身份证 {{v:cnid}}",
    "护照号 {{v:cnpass}}，出国比赛用",
    "港澳通行证 {{v:hkpass}}，报香港的比赛",
    '{"id_card": "{{v:cnid}}", "event": "半马"}',
    "序号,证件号,组别\n{{n}},{{v:cnid}},半马",
    "健身房办卡登记身份证 {{v:cnid}}",
    "身份证号是{{v:cnid}}，你核对一下",
    "公民身份号码 {{v:cnid}}",
    "驾驶证号同身份证：{{v:cnid}}",
    "钓鱼证申请 身份证：{{v:cnid}}",
    "办犬证需要主人身份证 {{v:cnid}}",
    "实名认证成功 idno={{v:cnid}}",
    "证件类型：护照 证件号码：{{v:cnpass}}",
    "我的身份证 {{v}}，帮我报一下名",
    "队员信息：身份证{{v:cnid}}，血型A",
    "退赛后重新报名，证件号 {{v}}",
    "# 参赛人信息\nid_no: \"{{v:cnid}}\"",
    "被保人身份证 {{v:cnid}}",
    "出境钓鱼要护照 {{v:cnpass}}",
    "台胞证号 {{v:tw}}",
    "身份证号码：{{v:cnid}}（请勿外传）",
    "公民身份号码\n{{v:cnid}}",
    "报名核验：{{v}}",
    "登山许可证申请，身份证 {{v:cnid}}",
    "租车押金登记驾照 {{v:cnid}}",
    "球员注册：证件号码 {{v:cnid}}",
    "- 身份证：{{v:cnid}}",
    "帮我查下{{v:cnid}}是不是报上了",
    "护照 No. {{v:cnpass}} 有效期到2030",
    "游泳馆实名：{{v:cnid}}",
    "宠物店员工健康证上的身份证号 {{v:cnid}}",
    "签证材料：护照号码 {{v:cnpass}}",
    "|证件号|{{v:cnid}}|",
    "这是我老婆的身份证号 {{v:cnid}}",
    "赛事组委会要求补交身份证号码 {{v:cnid}}",
    "港澳通行证号码：{{v:hkpass}}",
    "尾号不够，要完整的：{{v:cnid}}",
    "实名制购票：{{v:cnid}}",
    "通行证{{v:hkpass}}快到期了",
    "领队登记的身份证{{v:cnid}}输错了一位吗",
]

TPL[("financial", "zh")] = [
    "会费转到我的银行卡 {{v:cnbank}}（工商银行）",
    "卡号：{{v:cnbank}} 开户行：招商银行",
    "退款请打到 {{v:cnbank}}",
    "信用卡 {{v:card}} 自动续费",
    "银联卡号 {{v:upcard}}",
    '退款记录 {"bank_card": "{{v:cnbank}}", "amount": 200}',
    "序号,卡号,金额\n{{n}},{{v:cnbank}},{{zprice}}",
    "寄养费转账：{{v:cnbank}} 建设银行",
    "卡号是{{v:cnbank}}，你记一下",
    "银行卡号 {{v:cnbank}}",
    "扣款失败 card={{v:card}} code=51",
    "二手相机尾款打这张卡 {{v:cnbank}}",
    "收款账号：{{v:cnbank}}",
    "外币账户 IBAN {{v:iban}}（训练营退款）",
    "我的 Visa {{v:card}}，帮我订一下比赛酒店",
    "绑定的信用卡 {{v:card}} 被盗刷了",
    "宠物保险理赔账户：{{v:cnbank}}",
    "奖金发放账户 {{v:cnbank}}",
    "- 银行卡：{{v:cnbank}}",
    "账户：{{v:cnbank}} 户名私聊",
    "# 退款账户\nrefund_account: \"{{v:cnbank}}\"",
    "运通卡 {{v:amex}}",
    "这张卡 {{v:upcard}} 可以直接刷",
    "健身房年卡分期，信用卡号 {{v:card}}",
    "打款到{{v:cnbank}}，备注球队会费",
    "农行卡 {{v:cnbank}}",
    "|卡号|{{v:cnbank}}|",
    "私教费转我卡上 {{v:cnbank}}",
    "德国训练营退款，IBAN：{{v:iban}}",
    "退赛退款请填写银行账号：{{v:cnbank}}",
    "信用卡号码 {{v:card}}，有效期 09/27",
    "转账信息：{{v:cnbank}} 交通银行",
    "借记卡 {{v:upcard}}",
    "球衣定金已转，卡号 {{v:cnbank}}",
    "帮我充值会员卡，用这张 {{v:card}}",
    "国际卡 {{v:card}} 报名海外越野赛用",
    "卡号{{v:cnbank}}，别转错了",
    "工资卡 {{v:cnbank}}，教练课时费发这里",
    "对账：收款卡 {{v:cnbank}}",
    "银行账户 {{v:cnbank}}（中国银行）",
    "我的卡{{v:upcard}}，周末钓鱼的鱼塘费AA到这",
]

TPL[("person_name", "zh")] = [
    "今天约球：{{v}}、我，还缺两个",
    "教练{{v}}说下周减量",
    "宠物主人：{{v}}\n宠物：{{zpet}}（{{zbreed}}）",
    "遛狗阿姨叫{{v}}，人很好",
    "兽医{{v}}医生建议绝育",
    '{"name": "{{v}}", "group": "半马"}',
    "号码,姓名,成绩\n{{n}}08,{{v}},1:52:10",
    "恭喜{{v}}跑进3小时！",
    "队长：{{v}}",
    "本周MVP：{{v}}",
    "紧急联系人：{{v}}",
    "寄养人：{{v}}",
    "摄影作品《晨跑》作者：{{v}}",
    "帮我跟{{v}}说一下明天不去了",
    "持卡人 {{v}}",
    "谢谢{{v}}借我的{{zgear}}",
    "门将{{v}}脚踝扭了，休息三周",
    "收件人：{{v}}",
    "会员：{{v}}  卡种：年卡",
    "推荐人：{{v}}",
    "钓鱼比赛冠军 {{v}}，12斤的青鱼",
    "报名人{{v}}已缴费",
    "- 负责人：{{v}}",
    "@{{v}} 你的球拍落我车上了",
    "{{v}}家的狗又跑出来了",
    "羽毛球双打搭档：{{v}}",
    "领养人：{{v}}",
    "被保险人：{{v}}",
    "{{v}}：明天几点集合？",
    "私教{{v}}的课约满了",
    "主人{{v}}签字确认",
    "本次活动由{{v}}组织",
    "裁判：{{v}}",
    "宠物医院病历 主人姓名：{{v}}",
    "车主{{v}}，拼车3人",
    "这次骑行领骑是{{v}}",
    "转给{{v}}了，她负责收会费",
    "编织社新成员{{v}}",
    "小朋友家长{{v}}来接",
    "谢谢大家！\n——{{v}}",
    "跑团新人{{v}}，欢迎！",
]

TPL[("username", "zh")] = [
    "我的 Keep ID：{{v:bare}}",
    "微信号 {{v:wx}}，加我拉你进群",
    "小红书 {{v:at}} 有好多遛狗攻略",
    "抖音号：{{v:bare}}",
    "咕咚用户名 {{v:bare}}",
    "B站关注 {{v:at}}",
    "微博 {{v:zhnick}}",
    "群里 {{v:zhnick}} 说今晚不打了",
    "佳明账号 {{v:bare}}",
    "Strava 搜 {{v:bare}} 加我",
    "闲鱼卖家：{{v:bare}}",
    "QQ号 {{v:qq}}，加我",
    '用户资料 {"nickname": "{{v:bare}}", "level": 5}',
    "登录名：{{v:bare}}",
    "user={{v:bare}} 登录成功",
    "GitHub 用户 {{v:bare}}",
    "用户名 {{v:bare}}",
    "我的账号是 {{v:bare}} 你搜一下",
    "用户 {{v:bare}} 预约了周六的场",
    "她的 Instagram {{v:at}}，全是猫",
    "豆瓣 {{v:bare}}",
    "账号名：{{v:bare}}，密码私聊",
    "悦跑圈昵称 {{v:bare}}",
    "知乎 {{v:at}}",
    "# 跑团网站仓库\nowner: {{v:bare}}",
    "{{v:at}} 记得带球",
    "视频号 {{v:bare}} follow 一下",
    "Steam 好友 {{v:bare}}",
    "小红书号：{{v:bare}}",
    "微信 {{v:wx}}",
    "Zwift 昵称 {{v:bare}}",
    "拍照的是 {{v:at}}",
    "狗子的账号 {{v:at}}（比我红）",
    "计时电脑 ssh {{v:bare}}@timing-box.local",
    "开黑 Discord {{v:discord}}",
    "Keep 好友申请来自 {{v:bare}}",
    "用户名 {{v:bare}} 已存在",
    "- 账号：{{v:bare}}",
    "直播间 {{v:bare}} 教钓鱼",
    "转发自 {{v:zhnick}}",
    "@了 {{v:at}} 也没回",
]

TPL[("home_path", "zh")] = [
    "导出文件在 {{v}}",
    "报错：找不到文件 {{v}}",
    "照片备份到 {{v:dir_mac}} 了",
    "佳明手表的 FIT 文件在 {{v:win}}",
    '导出配置 {"path": "{{v:winjson}}"}',
    "同步 run: python3 sync.py --out {{v:dir_linux}}",
    "Lightroom 目录：{{v:mac}}",
    "打不开 {{v}}，权限不够",
    "保存成功 {{v}}",
    "GPX 放在 {{v}} 了，你看看海拔",
    "位置 {{v:win}}",
    "把 {{v:mac}} 拖进去就行",
    "家目录 {{v:bare_linux}}",
    "先 cd {{v:dir_linux}} 再 run",
    "宠物疫苗照片在 {{v}}",
    "# 导出\nexport_dir: {{v:linux}}",
    "错误：No such file or directory: '{{v}}'",
    "咕咚导出的数据默认存在 {{v:win}}",
    "路径 {{v:winfwd}}",
    "WSL 下路径是 {{v:wsl}}",
    "排班表在 {{v}}",
    "你去 {{v}} 找一下",
    "- 路径：`{{v}}`",
    "备份脚本写到 {{v:dir_mac}}",
    "编辑 {{v:linux}} 改一下端口",
    "备份 rsync -av {{v:dir_linux}}/ /mnt/backup/",
    "看一下 ls {{v:dir_mac}}",
    "C盘满了，{{v:win}} 占了好大",
    "录音文件 {{v}}",
    "Zwift 的训练文件夹：{{v:win}}",
    "权限错误：'{{v:win}}'",
    "环境变量 set HOME={{v:bare_win}}",
    "打开 {{v:mac}} 报错",
    "保存到了 {{v}} 然后找不到了",
    "git clone 到 {{v:dir_linux}}",
    "崩溃日志在 {{v:mac}}",
    "文件路径：{{v}}",
    "用户目录 {{v:bare_mac}} 下面",
    "把 {{v}} 发我一下",
    '脚本报错了：\nTraceback (most recent call last):\n  File "{{v:linux}}", line 12',
    "乐谱扫描件：{{v}}",
]

TPL[("schedule", "zh")] = [
    "我{{v}}遛{{zpet}}",
    "{{v}}去{{zgym}}练腿",
    "我固定{{v}}跑步",
    "狗狗{{v}}吃药",
    "遛狗阿姨{{v}}来",
    "我{{v}}游泳，别打电话",
    "她{{v}}送孩子去学羽毛球",
    "我们几个{{v}}约球，老地方",
    "喂猫时间：{{v}}",
    "上门喂猫：{{v}}",
    "事项,时间\n遛狗,{{v}}",
    "提醒:\n  喂药: \"{{v}}\"",
    "我{{v}}去钓鱼，家里没人",
    "私教课固定{{v}}",
    "我一般{{v}}去跑步",
    "我家猫{{v}}打胰岛素",
    "老公{{v}}去打篮球",
    "我{{v}}在小区健身房",
    "我爸{{v}}去公园打太极",
    "跟教练上课：{{v}}",
    "宝宝游泳课{{v}}，我送",
    "我{{v}}骑车通勤",
    "{{v}}练琴，邻居投诉了",
    "寄养期间{{v}}给我发视频",
    "我{{v}}都在球馆",
    "健身打卡：{{v}}",
    "遛狗：{{v}}\n喂食：一天两次",
    "我{{v}}去上瑜伽课",
    "称体重：{{v}}",
    "我女儿{{v}}上游泳课",
    "{{v}}是我跑步的时间，别约",
    "上班前{{v}}先去撸铁",
    "{{v}}我在菜园子",
    "{{zpet}}{{v}}吃饭",
    "我{{v}}下班后直接去练拳",
    "我妈{{v}}跳广场舞，雷打不动",
    "我{{v}}要带狗去训练",
    "我们家{{v}}遛狗，那时候家里没人",
    "闹钟定在{{v}}，起床晨跑",
    "我妈{{v}}去游泳馆",
    "他{{v}}去水库夜钓",
]

TPL[("geo", "zh")] = [
    "钓点坐标 {{v}}，别外传",
    "咕咚导出的第一个点 <trkpt {{v:gpx}}><ele>{{n}}5</ele></trkpt>",
    "我家定位：{{v}}",
    "邮编：{{v:cnpost}}",
    "狗狗最后出现的位置 {{v}}",
    "经纬度：{{v:lnglat}}",
    "{{v:zhdeg}}，就是我家楼下",
    '定位数据 {"lat_lng": "{{v:pair}}"}',
    "id,起点坐标\n{{n}},\"{{v:pair}}\"",
    "定位发你了：{{v}}",
    "猫的定位器显示 {{v}}",
    "野钓位置 {{v}}",
    "邮政编码 {{v:cnpost}}",
    "照片 EXIF 里有 {{v}}",
    "Keep 起点：{{v}}",
    "项圈 log: location={{v:pair}} accuracy=12m",
    "宠物 GPS 项圈：{{v}}",
    "收件邮编 {{v:cnpost}}",
    "见面地点{{v:zhspot}}",
    "我家在{{v:zhspot}}那栋",
    "无人机起飞点（我家院子）{{v}}",
    "露营点坐标 {{v:zhdeg}}",
    "位置共享：{{v:lnglat}}",
    "路线起点就是我家门口 {{v}}",
    "# 隐私 zone\nhome: [{{v:pair}}]",
    "坐标是{{v:zhdeg}}",
    "纬度/经度 {{v:pair}}",
    "送货邮编 {{v:cnpost}}，能到吗",
    "钓鱼小秘境 {{v}}",
    "快递柜在{{v:zhspot}}",
    "隐私区域中心 {{v}}",
    "<wpt {{v:gpx}}><name>家</name></wpt>",
    "邮编{{v:cnpost}}，详细地址私聊",
    "狗狗走丢定位 {{v:lnglat}}",
    "- 坐标：{{v}}",
    "约在{{v:zhspot}}碰头",
    "骑行终点：{{v}}（我家）",
    "邮编是{{v:cnpost}}",
    "帐篷扎在{{v}}",
    "定位：{{v:zhdeg}}",
    "我车停在{{v:pair}}，你过来",
]


# ---------------------------------------------------------------- templates: code-switched
TPL[("secret", "mixed")] = [
    "Strava app 的 client secret 是 {{v:hex40}}，别 commit 到 repo",
    "跑团小程序 AppSecret={{v:hex32}} (prod)",
    "这个 token 过期了：{{v:jwt}}，帮我 refresh 一下",
    "AWS key {{v:aws}} 我已经 revoke 了，sorry 发错群",
    "stripe live key: {{v:stripe}} 海外报名收款 only",
    "git push 用的是 {{v:ghp}}，记得 rotate",
    "webhook 地址 https://hooks.slack.com/services/{{v:slackhook}} 推送 PB",
    "DATABASE_URL=postgres://club:{{v:urlpw}}@db.internal:5432/booking  # 场馆预约",
    "OPENAI_API_KEY={{v:openai}}  # AI 教练 demo",
    "高德 web key {{v:hex32}} 先借你 debug",
    "阿里云 OSS AccessKey Secret: {{v:b64}}",
    "飞书 bot hook: https://open.feishu.cn/open-apis/bot/v2/hook/{{v:uuid}}",
    "telegram bot token {{v:telegram}} 约球提醒用",
    "private key 在这，deploy 跑团官网：\n{{v:pem}}",
    "HF_TOKEN={{v:hf}} 拿来跑鸟类识别 model",
    "Google Maps API key {{v:google}} 还没加 referrer 限制",
    "[INFO] 咕咚 sync ok, access_token={{v:mixed}}",
    "Authorization: Bearer {{v:jwt}}  ← 场馆 API 返回 401",
    "sendgrid key {{v:sendgrid}} 发 newsletter 用",
    "Mapbox secret token: {{v:mapbox}} 路线图",
    "钉钉 bot access_token={{v:hex64}}",
    '{"client_id": "1{{n}}52", "client_secret": "{{v:hex40}}"} 这个 json 别外传',
    "secret_key: {{v:hex64}}  # 球队网站 session",
    "企业微信 webhook key={{v:uuid}}",
    "slack token {{v:slack}} 给钓鱼 channel 用",
    "ANTHROPIC_API_KEY={{v:anthropic}} 周报 summary bot",
    "glpat token {{v:glpat}} for CI，已加到 variables",
    "npm token {{v:npm}} 发 gpx-utils 包",
    "SK key for Twilio: {{v:twilio}}，发遛狗提醒短信",
    "mongodb+srv://admin:{{v:urlpw}}@cluster0.mongodb.net/ 健身打卡数据",
    "wahoo refresh_token={{v:mixed}} 又 invalid 了",
    "我把 {{v:ghpat}} 放进 GitHub Actions secrets 了",
    "aws_secret_access_key = {{v:awssecret}}  # 相册 backup",
    "微信支付 API v2 key：{{v:hex32}} 测试环境",
    "钉钉加签 secret {{v:dingsec}} 记得配",
    "whsec 签名密钥：{{v:whsec}}",
    "百度地图 ak {{v:mixed}} quota 用完了",
    "LTAI 开头那个 {{v:aliyun}} 是 AccessKeyId",
    "api_key = \"{{v:b64}}\" 写在 config.py 里了, bad idea",
    "日志 token refresh failed: refresh_token={{v:hex40}}",
    "live tracking link 私密的：https://track.racelive.example/share?key={{v:hex32}}",
]

TPL[("password", "mixed")] = [
    "gym locker 密码 {{v:pin4}}",
    "寄养期间门锁 code: {{v:pin6}}，进门先按 #",
    "Keep 的 password 是 {{v:pinyin}}",
    "球馆 wifi: Badminton_5G / pw {{v:word}}",
    "压缩包 password {{v:pin6}}",
    "咕咚 pw 改成 {{v:strong}} 了",
    "garage 门禁 code {{v:pin4}}",
    "login: 领队 / password: {{v:strong}}",
    "猫粮柜 lock 是 {{v:pin4}}",
    "my Strava pw = {{v:word}}，帮我 export 一下",
    "支付 PIN {{v:pin6}} 别说出去",
    "闲鱼 password {{v:word}}，帮我 list 一下鱼竿",
    "NAS admin 密码：{{v:strong}}",
    "db:\n  user: club\n  password: {{v:strong}}  # 别提交",
    "root pw {{v:word}} 跑团后台",
    "智能锁 temp code {{v:pin6}}，today only",
    "宠物医院 app 初始 password：{{v:pin6}}",
    "家里 router password {{v:pinyin}}",
    "手表 watch unlock code {{v:pin4}}",
    "后台账号 user,pass\nteam_admin,{{v:strong}}",
    '{"user":"admin","password":"{{v:strong}}"} 测试用的',
    "office 保险箱 combo {{v:pin6}}",
    "更衣室 locker 23, combo {{v:pin4}}",
    "公众号 login password：{{v:word}}",
    "共享相册 shared album passphrase：{{v:phrase}}",
    "Garmin Connect 密码 {{v:mixed}}",
    "B站 pw {{v:pinyin}}",
    "dog walker 进门 code {{v:pin6}}，记得 lock door",
    "new password: {{v:strong}}（first login 后请修改）",
    "网盘 link 发了，提取码 {{v:code4}}",
    "相册 access code {{v:code4}}",
    "bike lock 密码 {{v:pin4}}",
    "球馆 wifi pw：{{v:pinyin}}",
    "key box code {{v:pin4}} 在门卫室",
    "账号用手机号，password {{v:pinyin}}",
    "mysql -u root -p{{v:strong}}  # 球队 db",
    "admin 口令 {{v:strong}}",
    "邮箱 app password {{v:word}}",
    "home door code {{v:pin6}}，猫粮在 balcony",
    "Zwift pw {{v:word}} 借你骑一下",
    "ssh pi@timing-box.local 密码 {{v:word}}",
    "psw for 羽毛球 booking app: {{v:pinyin}}",
]

TPL[("email", "mixed")] = [
    "报名 form 发到 {{v}}",
    "my email {{v}}，invoice 发这里",
    "vet report 已发送至 {{v}}",
    "联系 contact email：{{v}}",
    "二手 Shimano reel，email {{v}}",
    "Strava 注册 email 是 {{v}}",
    "摄影 submission 发 {{v}}",
    "群主 email {{v}}，有事 ping 他",
    '青训名单 {"email": "{{v}}", "team": "U12"}',
    "报名导出\nbib,email\n{{n}}21,{{v}}",
    "From: {{v}}\nSubject: 周六 long run route",
    "To: {{v}}\nCc: 教练组",
    "insurance claim 资料发 {{v}}",
    "email 是 {{v}} 对 就这个",
    "截图识别 E-mail  {{v}}  (OCR)",
    "cc {{v}} 一下",
    "原图 zip 发 {{v}} thanks",
    "Keep 绑定的 email {{v}} 收不到 code",
    "寄养 contract 扫描件发 {{v}}",
    "邮件日志 mailer: sent to={{v}} ok",
    "coach 的 email：{{v}}",
    "财务 report 发 {{v}}",
    "订阅周报 subscribe weekly：{{v}}",
    "换 email 了，new one {{v}}",
    "退赛 contact {{v}}（personal）",
    "我的 QQ mail {{v:qq}}",
    "会员登记 email {{v}}",
    "有问题 email me {{v}}",
    "account: {{v}}\n会员卡: annual",
    "timetable 发到 {{v}} 了",
    "finisher certificate 会发到 {{v}}",
    "这个 {{v}} 是谁？book 了 3 号场",
    "WeChat 不常看，email {{v}}",
    "notify_email: {{v}}  # 宠物 reminder",
    "adoption follow-up 发 {{v}}",
    "email {{v}} already registered 了",
    "发票 email {{v}}",
    "GPX 发到 {{v}}，我做 route map",
    "- 会员 email：{{v}}",
    "吉他 for sale，email {{v}}",
    "RSVP 发 {{v:tag}} 就行",
]

TPL[("phone", "mixed")] = [
    "dog walker 电话 {{v}}，到了先 call",
    "紧急 emergency contact：{{v}}",
    "约球 add me {{v}}（微信同号）",
    "寄养期间 call {{v}}",
    "出 fishing rod，phone {{v}}，自提",
    "报名 form：mobile {{v}}",
    '球衣登记 {"mobile": "{{v}}", "size": "M"}',
    "报名表\nno,group,mobile\n{{n}},10K,{{v}}",
    "coach 手机 {{v}}",
    "有事 call 我 {{v}}",
    "Lost dog！{{zbreed}} {{zpet}}，请联系 {{v}}",
    "我办公室 office line {{v:cnland}}",
    "家里 landline {{v:cnland}}",
    "换号了 new number {{v}}",
    "群主 phone {{v}}",
    "遛狗师傅 Tel: {{v}}",
    "我的 number 是 {{v}} save 一下",
    "sms sent phone={{v}} template=约课",
    "carpool 车主 {{v}}",
    "收货 phone {{v}}",
    "宠物医院 owner phone：{{v}}",
    "interested 的电联 {{v}}",
    "教练 mobile {{v:cnfmt}}",
    "国际 intl format: {{v:cnintl}}",
    "call {{v}} 找她，她排 schedule",
    "队长 captain number：{{v}}",
    "contact:\n  phone: \"{{v}}\"  # 寄养阿姨",
    "sitter 阿姨 phone {{v}}",
    "WhatsApp {{v:uk}} (UK 号)",
    "lost watch at 篮球场，owner call {{v}}",
    "钓友 {{v}}，weekend 去水库",
    "US cell {{v:us}}，时差注意",
    "备用 backup number {{v}}",
    "有空 call back {{v}}",
    "| 寄养联系 phone | {{v}} |",
    "打不通就 try {{v}}",
    "my dad's phone {{v}}，狗狗 pick-up 找他",
    "短信 verification 发到 {{v}}",
    "骑行群 emergency {{v}}",
    "PT 私教 phone {{v}}",
    "new mobile {{v}}, 旧号停了",
]

TPL[("address", "mixed")] = [
    "寄养 address：{{zcity}}市{{v}}",
    "快递 shipping address：{{v}}",
    "喂猫 visit 地址 {{v}}，key 在地垫下",
    "我家在 {{v}}，来拿 racket",
    "宠物医院 vet home visit：{{v:zhd}}",
    '收货 {"address": "{{v}}", "city": "{{zcity}}"}',
    "会员导出\nmember,address\nM{{n}}01,{{v}}",
    "寄到 {{zcity}} {{v}} thanks",
    "pick-up 地址：{{v}}",
    "狗狗 lost 在 {{v}} 附近",
    "address 是 {{v}}，导航过来",
    "ship to {{zcity}}市{{v}}",
    "狗狗 dog pickup：{{v}}",
    "race pack 寄到 {{v}}",
    "party at my place，{{v}}，带点啤酒",
    "new home {{v}}，come 撸猫",
    "闲鱼 meetup：{{v}} 楼下",
    "家庭 home address：{{v}}",
    "address: {{v}}  # 保险",
    "carpool 在我家楼下 {{v}}",
    "我 moved 到 {{v:us}} 了，{{city}}",
    "我在英国的 UK address: {{v:gb}}",
    "信用卡 billing address {{v:us}}, {{city}}",
    "- 寄件 address：{{v}}",
    "policy 上 address 还是 {{v}}",
    "microchip 登记 address：{{v}}",
    "来 {{v}} 拿 shuttlecock",
    "猫咪 boarding 在 {{v}}",
    "I live at {{v}}，离 stadium 很近",
    "退货 return address（private）：{{v}}",
    "钓鱼 gear 放在 {{v}} garage",
    "发货 log: order={{oid}} ship_to={{v}}",
    "trophy 寄到 {{zcity}}市{{v}}",
    "上门 grooming：{{v}}",
    "搬家了 new address {{v}}",
    "emergency contact 住 {{v}}",
    "地址 {{v}}，到了 call me",
    "BBQ at {{v:gb}}, bring 啤酒",
    "二手 treadmill 在 {{v}}，self pick-up",
    "寄件人 sender address {{zcity}}{{v}}",
    "寄养阿姨家 {{v}}，有小院子 nice",
]

TPL[("government_id", "mixed")] = [
    "marathon 报名 ID：{{v:cnid}}",
    "insurance 要身份证 {{v:cnid}}",
    "passport {{v:cnpass}}，出国 race 用",
    "港澳通行证 {{v:hkpass}} for HK marathon",
    '报名 json {"id_card": "{{v:cnid}}", "event": "HM"}',
    "半马名单\nno,id,group\n{{n}},{{v:cnid}},HM",
    "gym 办卡登记 ID {{v:cnid}}",
    "身份证 number 是 {{v:cnid}}",
    "OCR: 公民身份号码 {{v:cnid}}",
    "driver license 同身份证 {{v:cnid}}",
    "fishing permit 申请 ID：{{v:cnid}}",
    "dog license 要 owner ID {{v:cnid}}",
    "实名 log: kyc ok idno={{v:cnid}}",
    "证件 ID type: passport，number: {{v:cnpass}}",
    "my ID {{v}}，帮我 register 一下",
    "player info：ID {{v:cnid}}，血型 A",
    "re-register，证件号 {{v}}",
    "# 参赛人\nid_no: \"{{v:cnid}}\"",
    "insured 身份证 {{v:cnid}}",
    "出国钓鱼 overseas fishing trip passport {{v:cnpass}}",
    "SSN {{v:ssn}}（美国的 race 要）",
    "UK NI number {{v:ni}} 做 coaching payroll",
    "US passport {{v:uspass}} 报 Boston",
    "身份证 {{v:cnid}}（don't share）",
    "实名 verify：{{v}}",
    "登山 permit，ID {{v:cnid}}",
    "租车 deposit 驾照 {{v:cnid}}",
    "player registration 证件 {{v:cnid}}",
    "- 身份 ID：{{v:cnid}}",
    "check 一下 {{v:cnid}} 报上没",
    "我的 passport No. {{v:cnpass}} valid to 2030",
    "游泳馆 real-name：{{v:cnid}}",
    "visa 材料 passport {{v:cnpass}}",
    "|队员 ID|{{v:cnid}}|",
    "my wife's 身份证 {{v:cnid}}",
    "组委会 need 身份证号 {{v:cnid}}",
    "港澳 HK permit：{{v:hkpass}}",
    "要 full ID 不是尾号：{{v:cnid}}",
    "ticket 实名 {{v:cnid}}",
    "UK driving licence {{v:ukdl}} 租 van",
    "social security {{v:ssn}} for the W-9 表",
]

TPL[("financial", "mixed")] = [
    "会费 transfer 到我卡 {{v:cnbank}}（ICBC）",
    "card no：{{v:cnbank}} 招商",
    "refund 打到 {{v:cnbank}}",
    "健身房 credit card {{v:card}} auto-renew",
    "银联 UnionPay {{v:upcard}}",
    '退款 {"bank_card": "{{v:cnbank}}", "amount": 300}',
    "会费对账\nno,card\n{{n}},{{v:cnbank}}",
    "寄养 fee 转 {{v:cnbank}} CCB",
    "card number 是 {{v:cnbank}}",
    "OCR：卡号 {{v:cnbank}}",
    "扣款 payment failed card={{v:card}}",
    "二手 camera 尾款 to {{v:cnbank}}",
    "收款 account：{{v:cnbank}}",
    "训练营 IBAN {{v:iban}}（camp refund）",
    "my Visa {{v:card}}，帮我 book 酒店",
    "credit card {{v:card}} 被盗刷 fraud",
    "pet insurance 理赔 account {{v:cnbank}}",
    "prize money 发 {{v:cnbank}}",
    "- 收款 bank card：{{v:cnbank}}",
    "account {{v:cnbank}}，户名 DM",
    "# 退款 refund\nrefund_account: \"{{v:cnbank}}\"",
    "Amex {{v:amex}} 订 race hotel",
    "debit {{v:upcard}} 直接刷",
    "gym 年卡分期 card {{v:card}}",
    "transfer to {{v:cnbank}}，备注 team fee",
    "ABC 农行 {{v:cnbank}}",
    "|收款 card|{{v:cnbank}}|",
    "PT fee 转 {{v:cnbank}}",
    "IBAN：{{v:iban}} BIC 另发",
    "退赛 refund 账号：{{v:cnbank}}",
    "我的 card {{v:card}} exp 09/27",
    "UK sort code {{v:sort}}，account 下条发",
    "account number {{v:ukacct}}，sort code 上条",
    "routing {{v:routing}} US 银行",
    "kit 定金已转，card {{v:cnbank}}",
    "充值会员用这张 card {{v:card}}",
    "overseas race 报名 card {{v:card}}",
    "卡号 {{v:cnbank}} 别转错 please",
    "salary card {{v:cnbank}}，coach 课时费",
    "对账 receive card {{v:cnbank}}",
    "中行 BOC account {{v:cnbank}}",
]

TPL[("person_name", "mixed")] = [
    "今天约球：{{v}} + me，还缺 2 个",
    "coach {{v}} 说下周 taper",
    "寄养登记\nowner：{{v}}\npet：{{zpet}}（{{zbreed}}）",
    "dog walker 叫 {{v}}，人 nice",
    "vet {{v}} 建议绝育",
    '名单 {"name": "{{v}}", "group": "HM"}',
    "成绩表\nbib,name\n{{n}}08,{{v}}",
    "congrats {{v}} sub-3 全马！",
    "本赛季 captain：{{v}}",
    "这周 this week MVP：{{v}}",
    "紧急 emergency contact：{{v}}",
    "这周的 sitter：{{v}}",
    "photo by {{v}}，《晨跑》",
    "帮我 tell {{v}} 明天不去了",
    "会员卡 cardholder {{v}}",
    "thanks {{v}} 借我 {{gear}}",
    "GK {{v}} 扭了脚踝，out 三周",
    "收件 recipient：{{v}}",
    "会员 member：{{v}}  plan：annual",
    "推荐 referrer：{{v}}",
    "钓鱼 competition winner {{v}}",
    "{{v}} 已 paid 报名费",
    "- 狗主人 owner：{{v}}",
    "{{v}} 的 racket 落我车上了",
    "{{v}} 家的 dog 又跑出来了",
    "双打 partner：{{v}}",
    "领养 adopter：{{v}}",
    "宠物险 insured：{{v}}",
    "{{v}}: 明天几点 meet？",
    "PT {{v}} 的 slots 满了",
    "寄养协议 signed by {{v}}",
    "周末活动 event organised by {{v}}",
    "今天 referee：{{v}}",
    "病历 owner name：{{v}}",
    "driver {{v}}，carpool 3 人",
    "today 领骑 {{v}}",
    "转给 {{v}} 了，她收 fee",
    "knitting club 新 member {{v}}",
    "parent {{v}} 来接 kid",
    "谢谢大家 cheers,\n{{v}}",
    "新 runner {{v}} 加入跑团 welcome",
]

TPL[("username", "mixed")] = [
    "我的 Keep ID：{{v:bare}}",
    "WeChat ID {{v:wx}}，add 我进群",
    "小红书 {{v:at}} 有 dog walking tips",
    "抖音 Douyin：{{v:bare}}",
    "咕咚 username {{v:bare}}",
    "follow {{v:at}} on B站",
    "微博 Weibo {{v:zhnick}}",
    "群里 {{v:zhnick}} said 今晚不打",
    "佳明 Garmin account {{v:bare}}",
    "Strava search {{v:bare}} 加我",
    "闲鱼 seller：{{v:bare}}",
    "QQ {{v:qq}} add me 一起开黑",
    '用户 {"username": "{{v:bare}}", "lang": "zh-CN"}',
    "登录 login name：{{v:bare}}",
    "登录日志 user={{v:bare}} login ok",
    "GitHub user {{v:bare}} 提了 PR",
    "我的 username {{v:bare}}",
    "my account 是 {{v:bare}}",
    "user {{v:bare}} booked 周六场地",
    "她的 IG {{v:at}}",
    "豆瓣 Douban {{v:bare}}",
    "account name {{v:bare}}，password 私聊",
    "悦跑圈 nickname {{v:bare}}",
    "知乎 Zhihu {{v:at}}",
    "owner: {{v:bare}}  # 跑团 repo",
    "{{v:at}} 记得 bring 球",
    "视频号 {{v:bare}} follow 一下",
    "加我 Steam friend {{v:bare}}",
    "小红书号 {{v:bare}}，follow me",
    "加 WeChat {{v:wx}}",
    "骑行台 Zwift nickname {{v:bare}}",
    "照片 photo by {{v:at}}",
    "dog's account {{v:at}}（比我 famous）",
    "计时电脑 ssh {{v:bare}}@timing-box.local",
    "开黑 Discord {{v:discord}}",
    "Keep 好友 friend request from {{v:bare}}",
    "注册失败 username {{v:bare}} already exists",
    "- 账号 account：{{v:bare}}",
    "live stream {{v:bare}} 教 fishing",
    "reddit {{v:reddit}} 发的 route",
    "Telegram {{v:at}} 拼车",
]

TPL[("home_path", "mixed")] = [
    "export 文件在 {{v}}",
    "报错 error：file not found {{v}}",
    "photos backup 到 {{v:dir_mac}}",
    "Garmin FIT files 在 {{v:win}}",
    '{"path": "{{v:winjson}}"}  # 导出配置',
    "同步 run: python3 sync.py --out {{v:dir_linux}}",
    "摄影 Lightroom catalog：{{v:mac}}",
    "打不开 {{v}}，permission denied",
    "已保存 saved {{v}}",
    "GPX 在 {{v}}，check 一下 elevation",
    "文件 location {{v:win}}",
    "drag {{v:mac}} 进去就 OK",
    "计时电脑 home dir {{v:bare_linux}}",
    "先 cd {{v:dir_linux}} 再 run",
    "vaccine 照片在 {{v}}",
    "# 导出\nexport_dir: {{v:linux}}",
    "No such file or directory: '{{v}}' 怎么办",
    "咕咚 export 默认 {{v:win}}",
    "文件 path {{v:winfwd}}",
    "WSL path 是 {{v:wsl}}",
    "排班 xlsx 在 {{v}}",
    "去 {{v}} 找一下 file",
    "- 文件 path：`{{v}}`",
    "backup script 写到 {{v:dir_mac}}",
    "edit {{v:linux}} 改 port",
    "备份 rsync -av {{v:dir_linux}}/ /mnt/backup/",
    "看一下 ls {{v:dir_mac}}",
    "C 盘满了，{{v:win}} 太大 need cleanup",
    "录音 recording file {{v}}",
    "训练 Zwift workouts folder：{{v:win}}",
    "权限报错 PermissionError：'{{v:win}}'",
    "环境变量 set HOME={{v:bare_win}}",
    "open {{v:mac}} 报错",
    "saved 到 {{v}} 然后 lost 了",
    "git clone 到 {{v:dir_linux}}",
    "crash log 在 {{v:mac}}",
    "文件 file path：{{v}}",
    "user folder {{v:bare_mac}} 下面",
    "send me {{v}} 一下",
    'File "{{v:linux}}", line 7 报错了',
    "乐谱 scan：{{v}}",
]

TPL[("schedule", "mixed")] = [
    "我 {{v}} 遛 {{zpet}}，no exceptions",
    "{{v}} 去 gym 练腿",
    "我固定 {{v}} running",
    "dog {{v}} 吃药",
    "dog walker {{v}} 来",
    "我 {{v}} swimming，别 call",
    "她 {{v}} 送 kids 去羽毛球",
    "我们 {{v}} 约球 badminton",
    "喂猫 feeding time：{{v}}",
    "上门 cat sitter：{{v}}",
    "task,time\n遛狗,{{v}}",
    "reminders:\n  喂药: \"{{v}}\"",
    "我 {{v}} 去 fishing，家里没人",
    "PT session 固定 {{v}}",
    "我一般 {{v}} 去 run",
    "猫 {{v}} insulin shot",
    "老公 {{v}} 去打 basketball",
    "我 {{v}} 在小区 gym",
    "我爸 {{v}} 去 park 打太极",
    "私教 coaching session：{{v}}",
    "baby swim class {{v}}，我送",
    "我 {{v}} bike commute",
    "{{v}} 练 guitar，邻居 complain",
    "boarding 期间 {{v}} 发我 video",
    "我 {{v}} 都在球馆 training",
    "健身 workout check-in：{{v}}",
    "walks：{{v}}\nfood：一天两次",
    "我 {{v}} 上 yoga",
    "称重 weigh-in：{{v}}",
    "我女儿 {{v}} swim lesson",
    "{{v}} 是我 run 的时间，别约",
    "上班前 {{v}} 先 lift",
    "{{v}} 我在 allotment",
    "{{zpet}} {{v}} 吃饭，dry food only",
    "我 {{v}} 下班去 boxing",
    "my mom {{v}} 跳广场舞",
    "我 {{v}} 带 dog 去 training",
    "我们家 {{v}} walk the dog，那时候家里没人",
    "alarm 定在 {{v}}，晨跑",
    "我妈 {{v}} 去 pool",
    "he goes 夜钓 {{v}}",
]

TPL[("geo", "mixed")] = [
    "钓点 coords {{v}}，secret spot",
    "<trkpt {{v:gpx}}><ele>{{n}}5</ele></trkpt> 起点就是我家",
    "我家 my home pin：{{v}}",
    "邮编 postcode：{{v:cnpost}}",
    "狗狗 dog last seen {{v}}",
    "我家 lng,lat：{{v:lnglat}}",
    "{{v:zhdeg}}，就是 my place 楼下",
    '定位 {"latlng": "{{v:pair}}"}',
    "起点导出\nid,start\n{{n}},\"{{v:pair}}\"",
    "location 发你了：{{v}}",
    "cat 的 AirTag 显示 {{v}}",
    "野钓 spot {{v}}",
    "ZIP code {{v:zip}}（美国 shipping）",
    "photo EXIF 里有 {{v}}",
    "Keep 起点 start point：{{v}}",
    "项圈 log: location={{v:pair}} accuracy=12m",
    "狗狗 dog GPS collar：{{v}}",
    "我英国家的 UK postcode {{v:ukpost}}",
    "meet at {{v:zhspot}}，不见不散",
    "我家就在 {{v:zhspot}}，come find me",
    "drone takeoff（我家院子）{{v}}",
    "露营 camp spot {{v:zhdeg}}",
    "位置 share location：{{v:lnglat}}",
    "route start 就是我家门口 {{v}}",
    "# 隐私 zone\nhome: [{{v:pair}}]",
    "coords 是 {{v:zhdeg}}",
    "我家 lat/lng {{v:pair}}",
    "shipping postcode {{v:cnpost}}，能到吗",
    "钓点 secret fishing spot {{v}}",
    "快递 locker 在 {{v:zhspot}}",
    "隐私 privacy zone center {{v}}",
    "我家的航点 <wpt {{v:gpx}}><name>home</name></wpt>",
    "postcode {{v:cnpost}}，详细 address DM",
    "走丢 lost dog location {{v:lnglat}}",
    "- 钓点 coords：{{v}}",
    "what3words {{v:w3w}} 后门",
    "ride finish：{{v}}（我家 my home）",
    "ZIP {{v:zip}}，billing 用",
    "tent 扎在 {{v}}",
    "定位 GPS：{{v:zhdeg}}",
    "车 parked at {{v:pair}}，come over",
]


# ---------------------------------------------------------------- wrappers (chat / mail framing)
WRAP = {
    "en": ("[{{t}}] <<T>>", "> <<T>>", "Re: <<T>>", "<<T>>\n\nSent from my phone", "Fwd: <<T>>",
           "<<T>> thx", "note: <<T>>", "<<T>> 👍", "ok so <<T>>", "<<T>> (see thread)"),
    "zh": ("[{{t}}] <<T>>", "【群消息】<<T>>", "回复：<<T>>", "<<T>>，谢谢", "转发：<<T>>", "备注：<<T>>",
           "<<T>> 🙏", "收到，<<T>>", "<<T>>【语音转文字】", "补充一下：<<T>>"),
    "mixed": ("[{{t}}] <<T>>", "FYI <<T>>", "<<T>> 谢谢", "Re: <<T>>", "【跑团】<<T>>", "<<T>> thx",
              "btw <<T>>", "<<T>> 🙏", "补充：<<T>>", "<<T>> (语音转文字)"),
}


def _cell(cat: str, lang: str, seen: set[str]) -> list[Sample]:
    idx = CATEGORIES.index(cat) * 3 + LANGS.index(lang)
    ctx = Ctx(BASE_SEED + idx, lang)
    tpls = TPL[(cat, lang)]
    gen = GEN[cat]
    out: list[Sample] = []
    order: list[str] = []
    tries = 0
    while len(out) < PER_CELL:
        tries += 1
        if tries > PER_CELL * 40:
            raise RuntimeError(f"cannot fill cell {cat}/{lang}")
        if not order:
            order = list(tpls)
            ctx.rng.shuffle(order)
        tpl = order.pop()
        if "\n" not in tpl and ctx.p(0.3):
            tpl = ctx.c(WRAP[lang]).replace("<<T>>", tpl)
        text, s, e = render(tpl, ctx, lambda kind: gen(ctx, kind))
        if text in seen:
            continue
        seen.add(text)
        out.append(Sample(text=text, category=cat, lang=lang, start=s, end=e))
    return out


def samples() -> list[Sample]:
    seen: set[str] = set()
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            out.extend(_cell(cat, lang, seen))
    return out


# ---------------------------------------------------------------- benign near-misses
def _no_luhn(ctx: Ctx, n: int, prefix: str) -> str:
    v = prefix + ctx.digits(n - len(prefix))
    if luhn_ok(v):
        v = v[:-1] + str((int(v[-1]) + 1) % 10)
    return v


def _ord18(ctx: Ctx) -> str:
    """An 18-digit order number that is neither a valid CN resident ID nor Luhn-valid."""
    v = ctx.c(("2024", "2025")) + f"{ctx.r(1, 12):02d}{ctx.r(1, 28):02d}" + ctx.digits(10)
    for k in range(10):
        w = v[:17] + str((int(v[17]) + k) % 10)
        if cn_id_check(w[:17]) != w[17] and not luhn_ok(w):
            return w
    return v


BFILL = {
    "dur": lambda c: f"{c.r(0, 2)}:{c.r(10, 59):02d}:{c.r(0, 59):02d}",
    "elev": lambda c: str(c.r(40, 2400)),
    "fw": lambda c: f"{c.r(10, 27)}.{c.r(0, 40):02d}",
    "ver": lambda c: f"{c.r(1, 9)}.{c.r(0, 30)}.{c.r(0, 9)}",
    "watts": lambda c: str(c.r(160, 340)),
    "vo2": lambda c: f"{c.r(38, 66)}.{c.r(0, 9)}",
    "score": lambda c: c.c(("21-15", "21-19", "22-20", "18-21", "21-12", "23-21", "17-21", "21-9")),
    "shutter": lambda c: str(c.c((125, 250, 500, 1000, 2000, 4000, 60, 30))),
    "iso": lambda c: str(c.c((100, 200, 400, 800, 1600, 3200, 6400))),
    "focal": lambda c: str(c.c((16, 24, 35, 50, 85, 105, 135, 200, 400, 600))),
    "hex64": lambda c: c.chars(HEX, 64),
    "hex32": lambda c: c.chars(HEX, 32),
    "hex7": lambda c: c.chars(HEX, 7),
    "digits10": lambda c: "12" + c.digits(9),
    "month": lambda c: c.c(("January", "March", "April", "June", "September", "October", "November")),
    "batch": lambda c: c.chars(string.ascii_uppercase, 2) + c.digits(4) + c.c(("", "A", "B")),
    "ref": lambda c: c.c(("BK", "CT", "RB")) + c.digits(6),
    "serial": lambda c: c.chars(UPNUM, 3) + c.digits(6),
    "d3": lambda c: c.digits(3),
    "d4": lambda c: c.digits(4),
    "kcal": lambda c: str(c.r(120, 980)),
    "steps": lambda c: c.c((f"{c.r(4, 28)},{c.digits(3)}", str(c.r(4000, 28000)))),
    "mm": lambda c: f"{c.r(0, 59):02d}",
    "ss": lambda c: f"{c.r(0, 59):02d}",
    "spd": lambda c: f"{c.r(18, 36)}.{c.r(0, 9)}",
    "num": lambda c: c.c(("800", "1500", "3000", "5000", "20000", "30000")),
    "temp": lambda c: str(c.r(-3, 36)),
    "sku": lambda c: str(c.r(100000, 999999)),
    "ord16": lambda c: _no_luhn(c, 16, c.c(("2024", "2025", "6100", "8800"))),
    "ord18": _ord18,
    "pct": lambda c: str(c.r(3, 25)),
    "cad": lambda c: str(c.r(78, 96)),
    "lap": lambda c: f"{c.r(1, 2)}:{c.r(0, 59):02d}",
    "yr": lambda c: str(c.c((2023, 2024, 2025))),
    "sleep": lambda c: str(c.r(48, 96)),
    "hum": lambda c: str(c.r(20, 95)),
    "lift": lambda c: str(c.c((40, 50, 60, 70, 80, 90, 100, 110, 120, 140))) + c.c(("", ".5")),
    "zsmall": lambda c: str(c.r(40, 260)) + c.c(("元", "块", "")),

}
FILL.update(BFILL)

BENIGN: dict[str, list[str]] = {}
BENIGN["en"] = [
    "Morning Run — {{dist}} in {{dur}}, avg pace {{pace}}, avg HR {{hr}} bpm, elev +{{elev}} m",
    "Firmware {{fw}} for the {{gear}} is out: fixes GPS drift and the sleep widget",
    "Order {{oid}} shipped: {{gear}}, {{price}}, tracking in the app",
    "Workout: 6x800m @ {{pace}} w/ 400m jog, then 2 km cool-down",
    "Squat 5x5 @ {{lift}} kg, bench 3x8 @ 60 kg, felt strong today",
    "{{pet}} weighed {{kg}} kg at the check-up; rabies booster due {{date}}",
    "For sale: {{gear}}, {{price}} ono, box and receipt included, collection from {{city}} city centre",
    "Set 1: 21-17, set 2: 19-21, set 3: {{score}}. Good match!",
    "Shot at f/2.8, 1/{{shutter}}s, ISO {{iso}}, {{focal}}mm — golden hour at the harbour",
    "Bib collection opens {{date}}, Hall 3 of the exhibition centre; bring your confirmation email",
    "Checksum for GPSFW_{{fw}}.zip (from the vendor page): sha256 {{hex64}}",
    "Strava activity {{digits10}} — segment 'Canal Sprint' in {{lap}}, 3rd best effort",
    "FTP test done: {{watts}} W, new power zones set on the head unit",
    "App v{{ver}} broke Bluetooth pairing with the HR strap, rolled back to the previous build",
    "Parkrun results this week: 412 finishers, 38 first-timers, course record unchanged",
    "Tyres at 80/85 psi, chain waxed, 52/36 with an 11-30 cassette",
    "VO2max estimate {{vo2}}, recovery time 36 h, training status: productive",
    "{{gym}} is open 06:00–22:00 on weekdays and 08:00–20:00 at weekends (bank holidays vary)",
    "Club AGM in the pavilion on {{date}}; agenda and minutes on the noticeboard",
    "Heading 270°, wind {{n}} km/h from the west, gradient peaks at {{pct}}%",
    "Use the contact form on the club website to book a taster session",
    "Kit sizes: S 86-91 cm chest, M 91-97 cm, L 97-102 cm, XL 102-107 cm",
    "Rod: 12ft 2.75lb test curve, reel size 4000, line 0.28 mm, hook size {{n}}",
    "Pattern: cast on 96 sts on 4 mm needles, rib 5 cm, then 2x2 cables for {{n}} rounds",
    "Order {{oid}} — 2 x energy gel (salted caramel), 1 x electrolyte tabs, subtotal {{price}}",
    "Edge 1040 vs Roam v2 battery in my test: 35 h vs 17 h with maps on",
    "Leisure centre bookings line 0300 {{d3}} {{d4}} (council service, weekdays only)",
    "Elevation profile: start 112 m, max 1,085 m, total ascent {{elev}} m",
    "Rabies vaccine batch {{batch}} — next dose in 3 years",
    "Flea and tick: one chew every 12 weeks for 10-20 kg dogs",
    "Race day {{date}}: wave C starts 08:40, bag drop closes 08:10",
    "Brooks Ghost 15 at {{elev}} km, time to retire them",
    "Jack Russell x Beagle, 3 yrs, neutered, up to date on jabs, great with cats",
    "Cavalier King Charles spaniel vs Bernese mountain dog: very different exercise needs",
    "Thames Path 50k: 4 checkpoints, cut-off at CP3 is 7 h",
    "Hoka Clifton 9 vs New Balance 1080v13 — both around 8 mm drop",
    "Peloton ride: output {{kcal}} kJ, cadence {{cad}} rpm, resistance 45",
    "Swim set: 40 x 50 m on 1:05, CSS pace 1:38/100m",
    "Final score: Home 3 – 1 Away, HT 1-1, attendance 214",
    "Tournament draw: Court 1 pool A, Court 2 pool B, finals start 16:30",
    "Photo comp theme for {{month}}: 'reflections', max 3 entries, 3000px long edge",
    "SKU {{sku}}, colour: slate, size UK 9.5 / EU 44",
    "Tide table {{date}}: high water 07:42 (4.8 m), low water 13:55 (1.1 m)",
    "3x10 @ {{lift}} kg, superset with pull-ups; rest 90 s",
    "Meet @ the boathouse, usual spot, bring lights",
    "#parkrun #sundayrun #dogsofinstagram #{{city}}",
    "In the app: Settings › Account › Download your data, then unzip",
    "Files land in ./exports/activities.csv and ./exports/media/",
    "2025-03-02T06:14:22Z sync ok activities={{n}} duration=2.3s",
    "Cache at /var/lib/strava-sync/cache.db was rebuilt ({{n}} MB)",
    "Postcode lookup isn't working on the entry form, use the manual address option",
    "Use API version 3; v2 endpoints retire on {{date}}",
    "Timing chip goes on the left shoe, 12-14 cm above the ankle",
    "Pet insurance renewal: premium up {{pct}}% to {{price}}/month, excess {{price}}",
    "Vet fees: consult {{price}}, bloods {{price}}, x-ray {{price}}",
    "Course: start at the Olympic Park, finish on the Mall, 2 laps of the river loop",
    "Zone 2 is 128–145 bpm this block, keep the long run there",
    "Locker numbers are printed on the wristband; bring a padlock",
    "Rate limits: 100 requests per 15 minutes and 1000 per day per app",
    "Password reset links expire after 24 h; use the member portal",
    "Batting average .312, 14 innings, HS 87*",
    "Capo 2, key of G, tuning DADGAD for the open mic tune",
    "Route: 2 laps of the park, {{dist}}, flat, tarmac",
    "The sitter rota is pinned in the group, check before swapping",
    "Frame size 56: stack 575 mm, reach 385 mm, cranks 172.5 mm",
    "Daily steps: {{steps}}; sleep score {{sleep}}; resting HR 52",
    "Entry fee {{price}} (affiliated) / {{price}} (unaffiliated), limit {{num}}",
    "Court booking ref {{ref}} — Court 4, {{date}}, 19:00–20:00",
    "Reel serial {{serial}} covered by the 2-year warranty",
    "Build {{hex7}} of the results page fixed the age-grade bug",
    "Gradient {{pct}}% for 1.2 km, then a fast descent into {{city}}",
    "Camera club meets in the library annexe; visitors welcome, £{{n}} per night",
    "Whippet vs greyhound: both sprint, both love the sofa",
    "Temperature {{temp}}°C at the start, {{n}} mph headwind on the way out",
    "Lap splits: {{lap}}, {{lap}}, {{lap}}, {{lap}}",
    "Dog food transition over 7 days: 25/50/75/100 %",
    "Season {{yr}} standings: P 18, W 11, D 4, L 3, GD +17",
]

BENIGN["zh"] = [
    "今日跑步 {{dist}}，用时{{dur}}，配速{{zpace}}，平均心率{{hr}}",
    "Keep 打卡第{{n}}天，消耗{{kcal}}千卡",
    "{{zpet}}今天打了狂犬疫苗，体重{{kg}}公斤，下次{{zdate}}",
    "订单号 {{ord16}} 已发货，{{zgear}}",
    "羽毛球比分 21:18、19:21、{{score}}",
    "闲置{{zgear}}出，{{zprice}}，九五新，{{zcity}}同城面交",
    "佳明固件 {{fw}} 更新了，修复了 GPS 漂移",
    "本周跑量 {{km}}.{{n}} 公里，比上周多 {{pct}}%",
    "钓获鲫鱼 {{n}} 条，最大 0.8 斤，用的 3.6 米竿",
    "光圈 f/1.8，快门 1/{{shutter}}，ISO {{iso}}",
    "{{zrace}}号码布领取时间 {{zdate}} 9:00-18:00，地点会展中心",
    "步数 {{steps}}，睡眠评分 {{sleep}}",
    "体脂率 {{n}}.5%，肌肉量 {{kg}} 公斤",
    "完赛成绩 3:{{mm}}:{{ss}}，PB 了！",
    "宠物医院营业时间 9:00-21:00，节假日照常",
    "猫粮 2 公斤装 {{zprice}}，买三送一",
    "奥森公园 5 公里环线，今天人超多",
    "西湖边骑行 {{dist}}，均速 {{spd}} km/h",
    "李宁雷霆 80 的拍线拉 26 磅",
    "金毛三个月体重 {{kg}} 公斤正常吗？",
    "{{zbreed}}掉毛季，一天梳两次毛",
    "驱虫：体内一个月一次，体外三个月一次",
    "比赛日 {{zdate}}，7:30 鸣枪，6:45 前完成存包",
    "官方客服热线 400-{{d3}}-{{d4}}（工作日）",
    "球场预约编号 {{ref}}，3 号场 19:00-21:00",
    "报名费 {{zprice}}，名额 {{num}} 人，抽签决定",
    "FTP 测试 {{watts}}W，功率体重比 3.{{n}}",
    "气温 {{temp}}℃，湿度 {{hum}}%，东南风 3 级",
    "累计爬升 {{elev}} 米，最高点 1085 米",
    "订单 {{ord18}} 已签收",
    "主线 2.0 号，子线 1.0 号，袖钩 3 号",
    "镜头 {{focal}}mm，拍鸟焦段还是不够",
    "新人入群请看群公告，不要私加群友",
    "训练计划第 {{n}} 周，LSD {{km}} 公里",
    "SKU {{sku}}，颜色：雾霾蓝，尺码 42.5",
    "2025-03-02 06:14:22 同步完成，共 {{n}} 条记录",
    "导出文件默认在 ./exports/activities.csv",
    "装备清单：头灯、1.5L 水袋、盐丸、能量胶 {{n}} 支",
    "心率区间：Z1 <120，Z2 120-140，Z3 140-155",
    "起 96 针，4 号棒针，罗纹 5 厘米",
    "摄影月赛主题「倒影」，每人限投 3 张",
    "团购价 {{zprice}}，{{n}} 人成团",
    "换粮七天过渡，三天后便便正常了",
    "固件版本 v{{ver}} 蓝牙连接有问题",
    "密码找回链接 24 小时内有效",
    "宠物保险续费，保费上涨 {{pct}}%，每月 {{zprice}}",
    "疫苗批号 {{batch}}，有效期至 2026 年",
    "赛道：环湖两圈，全程 {{dist}}，比较平",
    "今天球队 3:1 赢了，半场 1:1",
    "@所有人 本周训练取消，下雨",
    "#周末去哪儿 #遛狗日常 #{{zcity}}",
    "活动编号 {{digits10}}，点开能看轨迹",
    "鱼竿 3.6 米 28 调，售价 {{zprice}}",
    "健身房年卡 {{zprice}}，可转让，剩余 {{n}} 个月",
    "猫砂盆尺寸 60x45x40 cm",
    "会员积分 {{num}}，可兑换速干毛巾",
    "坐标系用 WGS84，导入高德之前要转换",
    "邮编查询请到邮政官网",
    "马拉松官方公众号发布了交通管制通知",
    "身份证、护照、港澳通行证均可用于报名实名认证",
    "{{zgym}}团课：动感单车 45 分钟，燃脂 {{kcal}} 千卡",
    "圈速 {{lap}}、{{lap}}、{{lap}}",
    "{{zbreed}}和{{zbreed}}哪个更好养？",
    "骑行台 ERG 模式 {{watts}}W 坚持 20 分钟",
    "球拍重量 4U，平衡点 295mm，中杆偏硬",
    "{{zcity}}今天空气质量优，适合户外跑",
    "{{zrace}}中签率 {{pct}}%，太难了",
    "二手{{zgear}}成色一般，价格 {{zprice}} 可小刀",
    "比赛结果：男单冠军 21:15 21:18 两局拿下",
    "鱼护 2.5 米，打窝用了 {{n}} 斤玉米",
    "宠物寄养 {{zsmall}}/天，含每日两次遛狗",
    "冲洗胶片 {{zprice}}/卷，扫描另加 10 元",
    "文档版本 {{ver}}，提交 {{hex7}}",
    "{{yr}} 赛季积分榜：18 场 11 胜 4 平 3 负",
]

BENIGN["mixed"] = [
    "今天 easy run {{dist}}，pace {{pace}}，HR {{hr}}",
    "FTP test 做完了 {{watts}}W，zones 更新了",
    "Garmin 新 firmware {{fw}} 修了 GPS bug",
    "闲鱼出 {{gear}}，{{zprice}}，95 新 like new",
    "周末 long run {{km}}k，带了 3 个 gel",
    "{{zpet}} 打完 DHPPi 疫苗，weight {{kg}}kg",
    "order {{oid}} 已发货，tracking 在 app 里",
    "羽毛球 score 21-18, 19-21, {{score}}",
    "参数 f/2.8, 1/{{shutter}}s, ISO {{iso}}, {{focal}}mm",
    "{{zgym}} 营业时间 weekdays 6:00–22:00，周末 8:00–20:00",
    "race day {{date}}，wave B 8:10 start，记得存包",
    "Strava segment KOM 是 {{lap}}，我还差得远",
    "app v{{ver}} 又 crash 了，rollback 吧",
    "深蹲 3x10 @ {{lift}}kg，rest 90s",
    "meet @ 老地方 boathouse",
    "#parkrun #遛狗日常 #{{city}}",
    "export 到 ./exports/activities.csv 就行",
    "同步 log: sync ok activities={{n}} duration=2.3s",
    "最大摄氧 VO2max {{vo2}}，recovery 36h",
    "Brooks Ghost 15 跑了 {{elev}}km，该换了",
    "Jack Russell 混 Beagle，3 岁，已绝育",
    "潮汐 tide：high water 07:42，low 13:55，{{date}}",
    "客服 hotline 400-{{d3}}-{{d4}}（工作日）",
    "entry fee {{zprice}}，限 {{num}} 人",
    "今天 steps {{steps}}，sleep score {{sleep}}",
    "跑鞋 SKU {{sku}}，size EU 44",
    "checksum sha256 {{hex64}}，下载完校验一下",
    "activity id {{digits10}}，轨迹是 public 的",
    "Zone 2 心率 128–145，别跑太快",
    "pet insurance 续费涨了 {{pct}}%",
    "vet 收费：consult {{price}}，化验 {{zprice}}",
    "tyre pressure 80/85 psi，链条上蜡了",
    "{{zrace}} bib 领取 {{zdate}}，会展中心 Hall 3",
    "5x1km @ {{pace}}，间歇 90s jog",
    "Pattern：起 96 针，4mm needles",
    "Reel size 4000，line 0.28mm，袖钩 {{n}} 号",
    "camera club 月赛 theme「倒影」，max 3 张",
    "订场 court booking ref {{ref}}，19:00–20:00",
    "API v3 上线，v2 {{date}} 下线",
    "password reset link 24h 内有效",
    "@所有人 今晚 training 取消，下雨",
    "Cavalier King Charles 和 柯基 哪个更适合新手？",
    "Hoka Clifton 9 vs 李宁赤兔，drop 都差不多",
    "elevation gain {{elev}}m，最高点 1085m",
    "单车 Peloton output {{kcal}} kJ，cadence {{cad}}",
    "游泳 swim 40 x 50m on 1:05，CSS 1:38/100m",
    "球赛 final score 3:1，HT 1:1",
    "locker 号码印在 wristband 上，自带锁",
    "接口 rate limit：100 requests / 15 min",
    "车架 frame size 56，stack 575mm，reach 385mm",
    "temperature {{temp}}°C，东南风 3 级",
    "圈速 lap splits {{lap}} / {{lap}} / {{lap}}",
    "换粮 7 天 transition 25/50/75/100%",
    "联赛 season {{yr}}：P18 W11 D4 L3",
    "build {{hex7}} 修了 age-grade bug",
    "SN {{serial}} 还在 warranty 内",
    "order no. {{ord16}} 已签收",
    "DHPPi + rabies 批号 {{batch}}",
    "寄养 {{zsmall}}/day，含 2 次 walk",
    "cache 在 /var/lib/strava-sync/cache.db，rebuild 了",
    "Settings › Account › Download your data，然后解压",
    "{{city}} half marathon 中签率 {{pct}}%",
    "ERG mode {{watts}}W x 20min，腿废了",
    "球拍 racket 4U，balance 295mm，stiff shaft",
    "coordinate system 用 WGS84，导入高德要转",
    "报名实名支持 身份证 / passport / 港澳通行证",
    "团购 {{n}} 人成团，price {{zprice}}",
    "{{zbreed}} shedding season，每天 brush 两次",
]


def benign_with_lang() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for i, lang in enumerate(LANGS):
        ctx = Ctx(BENIGN_SEED + i, lang)
        tpls = BENIGN[lang]
        seen: set[str] = set()
        order: list[str] = []
        tries = 0
        while len(seen) < BENIGN_PER_LANG:
            tries += 1
            if tries > BENIGN_PER_LANG * 50:
                raise RuntimeError(f"cannot fill benign {lang}")
            if not order:
                order = list(tpls)
                ctx.rng.shuffle(order)
            tpl = order.pop()
            text = _SLOT.sub(lambda m: FILL[m.group(1)](ctx), tpl)
            if text in seen:
                continue
            seen.add(text)
            out.append((lang, text))
    return out


# ---------------------------------------------------------------- self-check
def _check() -> None:
    import time

    t0 = time.time()
    ss = samples()
    bb = benign_with_lang()
    dt = time.time() - t0
    cells: dict[tuple[str, str], int] = {}
    for s in ss:
        assert 0 <= s.start < s.end <= len(s.text), s
        assert s.value and s.value == s.value.strip(), s
        cells[(s.category, s.lang)] = cells.get((s.category, s.lang), 0) + 1
    assert len({s.text for s in ss}) == len(ss), "duplicate sample texts"
    bl: dict[str, int] = {}
    for lang, _ in bb:
        bl[lang] = bl.get(lang, 0) + 1
    assert len({t for _, t in bb}) == len(bb), "duplicate benign texts"
    assert not ({t for _, t in bb} & {s.text for s in ss}), "benign text equals a sample"
    print(f"samples: {len(ss)} in {len(cells)} cells (per cell {min(cells.values())}..{max(cells.values())})")
    print("  " + "  ".join(f"{c}/{l}={n}" for (c, l), n in sorted(cells.items())))
    print(f"benign: {len(bb)} " + " ".join(f"{l}={n}" for l, n in bl.items()))
    print(f"built in {dt:.1f}s")


if __name__ == "__main__":
    _check()
