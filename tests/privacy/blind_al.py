# ruff: noqa
"""Blind acceptance corpus AL (the twentieth independent acceptance corpus): everyday memory
entries that an AI agent or its skills store about a user and their work - preferences,
contacts, accounts, routines, places, credentials pasted by mistake, notes taken from chats.

Style: a QA engineer checking the claim "on held-out text of the same kind (Faker en_US,
en_GB and zh_CN values plus hand-written hard cases and hard negatives), at most 1% of planted
values survive in any category, in either language, and at most 2% of benign texts are
altered". Memory records as an agent would keep them: one-line notes, "note from chat" quotes,
key: value blocks, JSON / YAML records, CSV rows, markdown tables, e-mail fragments, shell and
log lines; English, natural Chinese and code-switched Chinese/English. About a quarter of the
templates are hard cases (weak or no cue, value before its cue, value in a table cell / quotes
/ brackets, no spaces in Chinese, case variants).

Written blind: the author never read the gate's source, its tests or its history, and never
ran the gate on this corpus. Values come from Faker (en_US, en_GB, zh_CN; name, first_name,
last_name, name_female, prefix, romanized_name, user_name, email, free_email, company_email,
ascii_free_email, phone_number, cellphone_number, street_address, street_name, postcode,
zipcode, zipcode_plus4, local_latlng, ssn, itin, passport_number, credit_card_number, iban,
aba, password, sha1, sha256, md5) plus own generators for formats Faker lacks (provider key
formats, PEM blocks, JWTs, UK NI / driving licence / NHS numbers, CN resident IDs with valid
checksum, UnionPay cards with Luhn, EU IBANs with mod-97, Chinese street addresses, compound
names, routine clock times in English and Chinese).

Seeds: Faker seed_instance(13001) for every locale, random.Random(13002). Fresh state is built
inside every call, so repeated calls return identical corpora. No Faker call depends on today.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
import sys
import time

try:
    from .blind_common import CATEGORIES, LANGS, Sample
except ImportError:  # run as a script
    import os

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

from faker import Faker

FAKER_SEED = 13001
RANDOM_SEED = 13002
PER_CELL = 250
BENIGN_PER_LANG = 400

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
B64 = AN + "+/"
B64U = AN + "-_"
HEX = "0123456789abcdef"


class Ctx:
    def __init__(self) -> None:
        self.us = Faker("en_US")
        self.gb = Faker("en_GB")
        self.cn = Faker("zh_CN")
        for f in (self.us, self.gb, self.cn):
            f.seed_instance(FAKER_SEED)
        self.r = random.Random(RANDOM_SEED)


def rs(r: random.Random, alpha: str, n: int) -> str:
    return "".join(r.choice(alpha) for _ in range(n))


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


# ---------------------------------------------------------------- checksums
def luhn_ok(num: str) -> bool:
    ds = [int(ch) for ch in num if ch.isdigit()]
    tot = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(r: random.Random, prefix: str, length: int) -> str:
    body = prefix + rs(r, DG, length - len(prefix) - 1)
    for chk in DG:
        if luhn_ok(body + chk):
            return body + chk
    raise AssertionError


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


def make_iban(cc: str, bban: str) -> str:
    s = bban + cc + "00"
    mod = int("".join(str(int(ch, 36)) for ch in s)) % 97
    out = f"{cc}{98 - mod:02d}{bban}"
    assert iban_ok(out)
    return out


CN_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def cn_id_ok(s: str) -> bool:
    if len(s) != 18 or not s[:17].isdigit():
        return False
    tot = sum(int(a) * w for a, w in zip(s[:17], CN_W))
    return "10X98765432"[tot % 11] == s[17].upper()


def group(s: str, sizes, sep=" ") -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(x for x in out if x)


def group4(s: str, sep=" ") -> str:
    return sep.join(s[i : i + 4] for i in range(0, len(s), 4))


# ---------------------------------------------------------------- word lists
EN_CITIES = ["London", "Manchester", "Leeds", "Bristol", "Austin", "Seattle", "Boston", "Denver",
             "Chicago", "Toronto", "Dublin", "Edinburgh", "Portland", "Atlanta", "Glasgow", "Oakland"]
ZH_CITY_DIST = {
    "北京": ["朝阳区", "海淀区", "东城区", "西城区", "丰台区", "昌平区"],
    "上海": ["浦东新区", "徐汇区", "静安区", "长宁区", "闵行区", "杨浦区"],
    "深圳": ["南山区", "福田区", "宝安区", "龙华区", "罗湖区"],
    "杭州": ["西湖区", "滨江区", "余杭区", "拱墅区", "上城区"],
    "成都": ["武侯区", "锦江区", "青羊区", "金牛区", "成华区"],
    "广州": ["天河区", "越秀区", "海珠区", "番禺区", "白云区"],
    "南京": ["鼓楼区", "玄武区", "建邺区", "秦淮区"],
    "武汉": ["江汉区", "洪山区", "武昌区", "江岸区"],
    "西安": ["雁塔区", "碑林区", "未央区"],
    "苏州": ["姑苏区", "吴中区", "工业园区"],
}
ZH_CITIES = list(ZH_CITY_DIST)
ZH_ROADS = ["建国路", "中山路", "人民路", "解放路", "和平街", "长安街", "南京西路", "淮海中路",
            "科技园南路", "文三路", "天府大道", "五四路", "延安东路", "学院路", "滨江大道", "东风路",
            "望京街", "知春路", "莲花路", "金沙江路", "古墩路", "桐梓林北路", "珠江东路", "汉口路",
            "光谷大道", "丈八东路", "星湖街", "新华路", "青年路", "枫林路"]
ZH_COMP_A = ["翠湖", "万科", "阳光", "金色", "绿地", "龙湖", "华润", "保利", "世纪", "锦绣", "御景",
             "紫薇", "东方", "春江", "桃源", "海棠", "枫林", "碧水", "香榭", "润泽", "天鹅湖", "名都",
             "和谐", "幸福里", "中海", "融创", "滨江", "雅居", "丽景", "嘉和"]
ZH_COMP_MID = ["", "", "", "城市", "国际", "新", "东", "西", "湾", "雅"]
ZH_COMP_B = ["花园", "小区", "家园", "新村", "苑", "公寓", "名邸", "嘉园", "华庭", "城", "府",
             "山庄", "佳苑", "雅苑", "公馆"]
EN_EST_SUFFIX = ["Heights", "Court", "Gardens", "Estate", "Park", "Village", "Meadows", "Place",
                 "Mews", "Green", "Manor", "Commons", "Ridge", "Crossing", "Terrace Estates"]
EN_EST_FIRST = ["Willow", "Maple", "Cedar", "Oak", "Birch", "Juniper", "Heather", "Foxglove",
                "Kingfisher", "Silver Birch", "Stonebridge", "Riverside", "Larkspur", "Hawthorn",
                "Meadowbrook", "Elmwood", "Ashford", "Brookfield"]
EN_HOODS = ["Didsbury", "Jesmond", "Clapham", "Hackney Wick", "Shoreditch", "Headingley",
            "Park Slope", "Noe Valley", "Capitol Hill", "Wicker Park", "Chapel Allerton",
            "Roath", "Morningside", "Kitsilano", "Ballard", "Highland Park", "Stokes Croft"]
ZH_HOODS = ["望京", "五道口", "陆家嘴", "科技园", "前滩", "钱江新城", "珠江新城", "光谷", "高新南区",
            "金鸡湖", "回龙观", "天通苑", "梅林", "桃花源", "世纪公园"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_DAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日", "星期一", "星期三", "星期五"]
TOOLS = ["Notion", "Slack", "Jira", "Obsidian", "Linear", "Trello", "Todoist", "Figma",
         "Confluence", "Asana", "Dropbox", "Zoom"]
PROJS = ["atlas", "billing-svc", "lantern", "orion-web", "data-pipeline", "mobile-app", "kestrel",
         "search-api", "helios", "ledger", "quill", "harbor-ui", "ingest", "pathfinder"]
RELS = ["my sister", "my manager", "the landlord", "my dentist", "my accountant", "our nanny",
        "my brother", "my mum", "the plumber", "my tutor", "my co-founder", "my dad",
        "the babysitter", "my flatmate", "the builder"]
ZH_RELS = ["我妈", "我姐", "房东", "老板", "我老公", "我老婆", "表哥", "家教老师", "物业", "会计",
           "孩子班主任", "我爸", "室友", "装修师傅", "同事"]
SVC_USERS = ["app", "app_rw", "svc_backup", "deploy", "postgres", "root", "ci", "readonly", "etl",
             "migrator", "grafana", "worker"]
HOSTS = ["db-prod.internal", "10.0.3.17", "pg-main.eu-west-1.rds.amazonaws.com", "cache.internal",
         "mq.staging.local", "172.20.0.5", "db.lan", "mysql-01.corp.internal"]
COMPANIES = ["Google", "Microsoft", "Apple", "Amazon", "Spotify", "Tesco", "IKEA", "Costco",
             "Airbnb", "Uber", "Netflix", "Shopify", "Atlassian", "Stripe", "GitHub", "Cloudflare"]
ZH_COMPANIES = ["腾讯", "阿里巴巴", "字节跳动", "美团", "京东", "小米", "华为", "拼多多", "网易",
                "百度", "滴滴", "蔚来", "携程", "顺丰"]
COUNTRIES = ["France", "Japan", "Canada", "Portugal", "Vietnam", "Kenya", "Norway", "Mexico",
             "Italy", "Chile", "Iceland", "Greece", "Thailand", "Peru"]
PW_WORDS = ["sunflower", "dragon", "monkey", "purple", "coffee", "summer", "winter", "falcon",
            "tiger", "rocket", "maple", "ocean", "pepper", "banana", "guitar", "shadow", "silver",
            "harbor", "lemon", "panda", "cookie", "thunder", "river", "garden", "mango", "pirate",
            "violet", "copper", "forest", "comet", "biscuit", "walrus", "crimson", "pickle"]
PINYIN_PW = ["woaini", "zhangwei", "wangfang", "liuyang", "xiaoming", "laopo", "baobao", "tiantian",
             "qiqi", "lele", "dabai", "xiaobai", "wangli", "chenjie", "lina", "zhongguo", "nihao",
             "kuaile", "xingfu", "aini", "meimei", "huahua", "pingan", "dongdong"]
GAMER = ["ShadowWolf", "NightOwl", "PixelPanda", "FrostByte", "IronFist", "LunaStar", "CrimsonFox",
         "TurboSnail", "NoScope", "QuietStorm", "MangoTango", "VoidWalker", "SaltyPretzel",
         "CaptainCrunch", "LazyKoala", "RiftRunner"]
ZH_NUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


# ---------------------------------------------------------------- fillers (benign context)
def _ver(r):
    return f"{r.randint(0, 5)}.{r.randint(0, 24)}.{r.randint(0, 15)}"


def _uuid(r):
    h = rs(r, HEX, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


FILL = {
    "city": lambda c: c.r.choice(EN_CITIES),
    "zcity": lambda c: c.r.choice(ZH_CITIES),
    "day": lambda c: c.r.choice(WEEKDAYS),
    "zday": lambda c: c.r.choice(ZH_DAYS),
    "tool": lambda c: c.r.choice(TOOLS),
    "proj": lambda c: c.r.choice(PROJS),
    "rel": lambda c: c.r.choice(RELS),
    "zrel": lambda c: c.r.choice(ZH_RELS),
    "svc": lambda c: c.r.choice(SVC_USERS),
    "host": lambda c: c.r.choice(HOSTS),
    "company": lambda c: c.r.choice(COMPANIES),
    "zcompany": lambda c: c.r.choice(ZH_COMPANIES),
    "country": lambda c: c.r.choice(COUNTRIES),
    "n": lambda c: str(c.r.randint(2, 9)),
    "nn": lambda c: str(c.r.randint(12, 95)),
    "n3": lambda c: str(c.r.randint(100, 999)),
    "n4": lambda c: str(c.r.randint(1000, 9999)),
    "date": lambda c: f"2026-{c.r.randint(1, 11):02d}-{c.r.randint(1, 28):02d}",
    "zdate": lambda c: f"{c.r.randint(1, 11)}月{c.r.randint(1, 28)}日",
    "ver": lambda c: _ver(c.r),
    "uuid": lambda c: _uuid(c.r),
    "sha7": lambda c: rs(c.r, HEX, 7),
    "sha40": lambda c: rs(c.r, HEX, 40),
    "sha256": lambda c: rs(c.r, HEX, 64),
    "port": lambda c: str(c.r.choice([3000, 5173, 5432, 6379, 8000, 8080, 8443, 9000, 9090, 27017, 5672, 3306])),
    "price": lambda c: f"${c.r.randint(3, 480)}.{c.r.choice(['00', '49', '99', '95'])}",
    "gbp": lambda c: f"£{c.r.randint(3, 480)}.{c.r.choice(['00', '50', '99'])}",
    "zprice": lambda c: f"¥{c.r.randint(9, 3999)}",
    "pct": lambda c: f"{c.r.randint(1, 99)}%",
    "ticket": lambda c: f"{c.r.choice(['PLAT', 'OPS', 'WEB', 'INFRA', 'DATA', 'MOB'])}-{c.r.randint(10, 4999)}",
    "order": lambda c: f"{c.r.choice(['A', 'B', 'W', 'SO'])}{c.r.randint(10000, 99999)}",
    "sort": lambda c: f"{c.r.randint(10, 99)}-{c.r.randint(10, 99)}-{c.r.randint(10, 99)}",
    "aba": lambda c: c.us.aba(),
    "temp": lambda c: str(c.r.randint(-3, 33)),
}

_FIELD = re.compile(r"\{([a-z0-9_]+)\}")


def fill(tpl: str, c: Ctx, extra: dict | None = None) -> str:
    extra = extra or {}

    def rep(m):
        k = m.group(1)
        if k == "v":
            return "{v}"
        if k in extra:
            return extra[k]
        if k in FILL:
            return FILL[k](c)
        return m.group(0)

    return _FIELD.sub(rep, tpl)


# ================================================================ value generators
# -------- secret
def _pem(r, kind):
    lines = [rs(r, B64, 64) for _ in range(r.randint(5, 11))] + [rs(r, B64, r.randint(8, 60)) + "=="]
    if kind == "OPENSSH":
        lines[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + lines[0][24:]
    label = {"RSA": "RSA PRIVATE KEY", "EC": "EC PRIVATE KEY", "OPENSSH": "OPENSSH PRIVATE KEY",
             "PK": "PRIVATE KEY"}[kind]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def _jwt(r):
    alg = r.choice(["HS256", "RS256"])
    head = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    iat = r.randint(1760000000, 1790000000)
    payload = {"sub": "usr_" + rs(r, LO + DG, 12), "iat": iat, "exp": iat + r.choice([900, 3600, 86400]),
               "scope": r.choice(["read", "read write", "admin", "repo"])}
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = rs(r, B64U, 43 if alg == "HS256" else 342)
    return f"{head}.{body}.{sig}"


def _urlpw(c):
    r = c.r
    k = r.random()
    if k < 0.45:
        return c.us.password(length=r.randint(12, 24), special_chars=False)
    if k < 0.7:
        return rs(r, AN, r.randint(16, 32))
    return r.choice(PW_WORDS).capitalize() + r.choice(["_", "-", ""]) + rs(r, AN, r.randint(8, 14))


SECRET = {
    "aws": lambda c: "AKIA" + rs(c.r, UP + "234567", 16),
    "aws_sk": lambda c: rs(c.r, B64, 40),
    "ghp": lambda c: c.r.choice(["ghp_", "gho_", "ghs_"]) + rs(c.r, AN, 36),
    "ghpat": lambda c: "github_pat_11" + rs(c.r, UP + DG, 20) + "_" + rs(c.r, AN, 59),
    "slackb": lambda c: f"xoxb-{rs(c.r, DG, 11)}-{rs(c.r, DG, 13)}-{rs(c.r, AN, 24)}",
    "slackp": lambda c: f"xoxp-{rs(c.r, DG, 11)}-{rs(c.r, DG, 11)}-{rs(c.r, DG, 13)}-{rs(c.r, HEX, 32)}",
    "openai": lambda c: c.r.choice(["sk-", "sk-proj-"]) + rs(c.r, B64U if c.r.random() < 0.5 else AN, c.r.choice([48, 64, 96, 132])),
    "anth": lambda c: "sk-ant-api03-" + rs(c.r, B64U, 93) + "AA",
    "stripe": lambda c: c.r.choice(["sk_live_", "rk_live_", "sk_live_51"]) + rs(c.r, AN, c.r.choice([24, 34, 99])),
    "google": lambda c: "AIza" + rs(c.r, B64U, 35),
    "hf": lambda c: "hf_" + rs(c.r, UP + LO, 34),
    "sendgrid": lambda c: "SG." + rs(c.r, B64U, 22) + "." + rs(c.r, B64U, 43),
    "telegram": lambda c: f"{c.r.randint(100000000, 7999999999)}:AA{rs(c.r, B64U, 33)}",
    "jwt": lambda c: _jwt(c.r),
    "pem": lambda c: _pem(c.r, c.r.choice(["RSA", "RSA", "EC", "OPENSSH", "PK"])),
    "urlpw": _urlpw,
    "hexsecret": lambda c: c.r.choice([c.us.sha256, c.us.sha1, c.us.md5, lambda: rs(c.r, HEX, 48)])(),
    "b64secret": lambda c: base64.b64encode(bytes(c.r.getrandbits(8) for _ in range(c.r.choice([24, 32, 48])))).decode(),
    "django": lambda c: "django-insecure-" + rs(c.r, LO + DG + "!@#%^&*(-_=+)", 50) if c.r.random() < 0.4 else rs(c.r, LO + DG + "!@#%^&*(-_=+)", 50),
    "whsec": lambda c: "whsec_" + rs(c.r, AN, 32),
    "glpat": lambda c: "glpat-" + rs(c.r, B64U, 20),
    "npm": lambda c: "npm_" + rs(c.r, AN, 36),
    "dop": lambda c: "dop_v1_" + rs(c.r, HEX, 64),
    "pypi": lambda c: "pypi-AgEIcHlwaS5vcmc" + rs(c.r, B64U, 60),
    "ding": lambda c: "SEC" + rs(c.r, HEX, 64),
    "aliyun": lambda c: "LTAI5t" + rs(c.r, AN, 18),
    "aliyun_sk": lambda c: rs(c.r, AN, 30),
    "app32": lambda c: rs(c.r, AN, 32),
    "fakerpw": lambda c: c.us.password(length=c.r.randint(24, 40), special_chars=False),
}


# -------- password
def _pw_human(c):
    r = c.r
    w = r.choice(PW_WORDS)
    w = w.capitalize() if r.random() < 0.7 else w
    if r.random() < 0.3:
        w = w.replace("a", "@", 1).replace("o", "0", 1).replace("e", "3", 1)
    d = r.choice([str(r.randint(1965, 2012)), str(r.randint(10, 99)), str(r.randint(100, 9999)), "123", "2024"])
    s = r.choice("!@#$%&*?.")
    return r.choice([w + d + s, w + s + d, s + w + d, w + d, w + "_" + d + s])


def _pw_phrase(c):
    r = c.r
    ws = r.sample(PW_WORDS, r.choice([3, 3, 4]))
    sep = r.choice(["-", " ", ".", "_", ""])
    if sep == "" or r.random() < 0.3:
        ws = [w.capitalize() for w in ws]
    out = sep.join(ws)
    if r.random() < 0.4:
        out += r.choice(["-", "", "!"]) + str(r.randint(1, 99))
    return out


def _pw_pinyin(c):
    r = c.r
    w = r.choice(PINYIN_PW)
    if r.random() < 0.3:
        w += r.choice(PINYIN_PW)
    if r.random() < 0.3:
        w = w.capitalize()
    tail = r.choice(["520", "1314", "888", "666", "123", str(r.randint(1975, 2010)),
                     f"{r.randint(1975, 2005)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}", str(r.randint(10, 99))])
    sym = r.choice(["", "", "@", "!", ".", "#"])
    return r.choice([w + tail + sym, w + sym + tail])


def _pw_wifi(c):
    r = c.r
    k = r.random()
    if k < 0.3:
        return rs(r, LO + DG, r.randint(10, 14))
    if k < 0.55:
        return _pw_pinyin(c)
    if k < 0.8:
        return _pw_human(c)
    return _pw_phrase(c).replace(" ", "-")


PASSWORD = {
    "human": _pw_human,
    "phrase": _pw_phrase,
    "pinyin": _pw_pinyin,
    "faker": lambda c: c.r.choice([c.us, c.gb, c.cn]).password(length=c.r.randint(9, 16)),
    "pin4": lambda c: rs(c.r, DG, 4),
    "pin6": lambda c: rs(c.r, DG, 6),
    "wifi": _pw_wifi,
    "any": lambda c: c.r.choice([_pw_human, _pw_phrase, _pw_pinyin, PASSWORD["faker"]])(c),
    "anyzh": lambda c: c.r.choice([_pw_pinyin, _pw_pinyin, _pw_human, PASSWORD["faker"]])(c),
}


# -------- email
def _em_hand(c):
    r = c.r
    k = r.random()
    if k < 0.25:
        return f"{c.us.first_name().lower()}.{c.us.last_name().lower()}@{r.choice(['gmail.com', 'outlook.com', 'icloud.com', 'proton.me', 'yahoo.co.uk', 'fastmail.com'])}"
    if k < 0.45:
        return f"{c.gb.first_name().lower()}{r.choice(['', '.', '_'])}{c.gb.last_name().lower()}+{r.choice(['amazon', 'news', 'bank', 'kids', 'work'])}@gmail.com"
    if k < 0.65:
        return f"{rs(r, '123456789', 1)}{rs(r, DG, r.randint(6, 9))}@qq.com"
    if k < 0.85:
        return f"{c.cn.last_romanized_name().lower()}{c.cn.first_romanized_name().lower()}{r.choice(['', str(r.randint(70, 99)), str(r.randint(1, 999))])}@{r.choice(['163.com', '126.com', 'foxmail.com', 'sina.com', 'aliyun.com'])}"
    return f"{c.us.first_name()[0].lower()}{c.us.last_name().lower()}{r.randint(1, 99)}@{r.choice(['cam.ac.uk', 'ed.ac.uk', 'mit.edu', 'pku.edu.cn', 'zju.edu.cn'])}"


def _em_faker(c):
    r = c.r
    f = r.choice([c.us, c.gb, c.cn])
    return r.choice([lambda: f.email(safe=False), f.free_email, f.company_email, f.ascii_free_email])()


def _em_upper(c):
    e = _em_hand(c) if c.r.random() < 0.5 else _em_faker(c)
    local, dom = e.split("@")
    return (local.title() if c.r.random() < 0.5 else local.upper()) + "@" + (dom.upper() if c.r.random() < 0.5 else dom.capitalize())


EMAIL = {
    "faker": _em_faker,
    "hand": _em_hand,
    "any": lambda c: (_em_faker if c.r.random() < 0.55 else _em_hand)(c),
    "upper": _em_upper,
    "qq": lambda c: f"{rs(c.r, '123456789', 1)}{rs(c.r, DG, c.r.randint(6, 9))}@qq.com",
    "cn": lambda c: c.r.choice([lambda: c.cn.free_email(), lambda: c.cn.email(safe=False), lambda: _em_hand(c)])(),
}


# -------- phone
CN_MOB = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "155",
          "157", "158", "159", "166", "173", "176", "177", "180", "181", "182", "185", "186", "187",
          "188", "189", "191", "198", "199"]
CN_AREA = [("010", 8), ("021", 8), ("0755", 8), ("020", 8), ("0571", 8), ("028", 8), ("025", 8),
           ("027", 8), ("029", 8), ("0512", 8), ("023", 8), ("0592", 7)]


def _ph_cnmob(c):
    r = c.r
    m = r.choice(CN_MOB) + rs(r, DG, 8)
    k = r.random()
    if k < 0.35:
        return m
    if k < 0.55:
        return f"{m[:3]} {m[3:7]} {m[7:]}"
    if k < 0.7:
        return f"{m[:3]}-{m[3:7]}-{m[7:]}"
    if k < 0.85:
        return f"+86 {m[:3]} {m[3:7]} {m[7:]}"
    return r.choice(["+86", "+86-", "0086 ", "(+86)"]) + m


def _ph_cnland(c):
    r = c.r
    a, n = r.choice(CN_AREA)
    num = rs(r, "2345678", 1) + rs(r, DG, n - 1)
    k = r.random()
    if k < 0.4:
        return f"{a}-{num}"
    if k < 0.6:
        return f"({a}){num[:4]} {num[4:]}"
    if k < 0.8:
        return f"+86 {a[1:]} {num[:4]} {num[4:]}"
    return f"{a}-{num}转{r.randint(100, 8999)}"


def _ph_us(c):
    r = c.r
    if r.random() < 0.5:
        return c.us.phone_number()
    a, b, d = r.randint(201, 989), r.randint(200, 999), rs(r, DG, 4)
    return r.choice([f"({a}) {b}-{d}", f"{a}-{b}-{d}", f"+1 {a} {b} {d}", f"+1 ({a}) {b}-{d} ext. {r.randint(2, 999)}",
                     f"{a}.{b}.{d}", f"1-{a}-{b}-{d}"])


def _ph_uk(c):
    r = c.r
    k = r.random()
    if k < 0.3:
        return c.gb.phone_number()
    if k < 0.5:
        return c.gb.cellphone_number()
    mob = "7" + rs(r, "1234579", 1) + rs(r, DG, 8)
    return r.choice([f"0{mob[:4]} {mob[4:]}", f"+44 {mob[:4]} {mob[4:]}", f"+44 (0){mob[:4]} {mob[4:7]} {mob[7:]}",
                     f"020 {r.randint(7000, 8999)} {rs(r, DG, 4)}", f"0161 {r.randint(200, 999)} {rs(r, DG, 4)}",
                     f"0{mob}"])


PHONE = {
    "cnmob": _ph_cnmob,
    "cnfaker": lambda c: c.cn.phone_number(),
    "cnland": _ph_cnland,
    "us": _ph_us,
    "uk": _ph_uk,
    "en": lambda c: c.r.choice([_ph_us, _ph_uk])(c),
    "zh": lambda c: c.r.choice([_ph_cnmob, _ph_cnmob, lambda c: c.cn.phone_number(), _ph_cnland])(c),
    "any": lambda c: c.r.choice([_ph_cnmob, _ph_us, _ph_uk, lambda c: c.cn.phone_number(), _ph_cnland])(c),
}


# -------- address (street part)
def _addr_us(c):
    r = c.r
    if r.random() < 0.55:
        return c.us.street_address()
    num = r.randint(2, 9899)
    st = r.choice(["Evergreen", "Oak Ridge", "Maple", "Sycamore", "Lakeview", "Hillcrest", "Cherry",
                   "Magnolia", "Pine Hollow", "Westbrook", "Juniper", "Briar Cliff"])
    ty = r.choice(["Terrace", "Dr", "Drive", "Ave", "Avenue", "St", "Lane", "Ct", "Blvd", "Way", "Road"])
    apt = r.choice(["", "", f" Apt {r.randint(1, 30)}{r.choice('ABCD')}", f", Unit {r.randint(1, 400)}", f" #{r.randint(2, 90)}"])
    return f"{num} {st} {ty}{apt}"


def _addr_gb(c):
    r = c.r
    if r.random() < 0.5:
        return c.gb.street_address().replace("\n", ", ")
    st = r.choice(["Mill Lane", "Church Road", "Victoria Street", "Station Road", "Park Avenue",
                   "Queens Road", "Kingsway", "Albert Terrace", "Orchard Close", "Greenway Crescent",
                   "Beech Grove", "Marlborough Road"])
    num = r.randint(1, 220)
    return r.choice([f"Flat {r.randint(1, 40)}, {num} {st}", f"{num} {st}", f"{num}{r.choice('ab')} {st}",
                     f"Flat {r.randint(1, 9)}{r.choice('ABC')}, {num} {st}", f"{c.us.last_name()} House, {num} {st}"])


def _addr_cn(c):
    r = c.r
    city = r.choice(ZH_CITIES)
    dist = r.choice(ZH_CITY_DIST[city])
    road = r.choice(ZH_ROADS)
    no = r.randint(1, 1999)
    comp = r.choice(ZH_COMP_A) + r.choice(ZH_COMP_MID) + r.choice(ZH_COMP_B)
    b, u, room = r.randint(1, 32), r.randint(1, 6), f"{r.randint(1, 33)}{r.randint(1, 4):02d}"
    k = r.randint(0, 7)
    if k == 0:
        v = f"{dist}{road}{no}号"
    elif k == 1:
        v = f"{dist}{road}{no}号{comp}{b}栋{u}单元{room}室"
    elif k == 2:
        v = f"{road}{no}号{comp}{b}号楼{room}"
    elif k == 3:
        v = f"{dist}{road}{no}弄{b}号{room}室"
    elif k == 4:
        v = f"{road}{no}号院{b}号楼{u}单元{room}"
    elif k == 5:
        v = f"{c.cn.street_name()}{no}号{b}幢{room}室"
    elif k == 6:
        v = f"{dist}{road}{no}号{comp}{b}-{u}-{room}"
    else:
        v = f"{road}{no}号{r.randint(2, 30)}楼"
    return v, {"zc": city}


ADDRESS = {
    "us": _addr_us,
    "gb": _addr_gb,
    "en": lambda c: c.r.choice([_addr_us, _addr_gb])(c),
    "cn": _addr_cn,
}


# -------- government id
def _cn_id(c):
    r = c.r
    # (zh_CN ssn() depends on today's date, so the CN resident ID is built here instead)
    area = r.choice(["110101", "110105", "110108", "310101", "310104", "310115", "440106", "440305",
                     "440304", "330106", "330108", "510104", "510107", "420106", "320102", "320106",
                     "610113", "500103", "350203", "370202", "210102", "230103", "120101", "430104"])
    body = f"{area}{r.randint(1958, 2006)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}{rs(r, DG, 3)}"
    tot = sum(int(a) * w for a, w in zip(body, CN_W))
    v = body + "10X98765432"[tot % 11]
    assert cn_id_ok(v)
    return v


def _ni(c):
    r = c.r
    while True:
        p = r.choice("ABCEGHJKLMNOPRSTWXYZ") + r.choice("ABCEGHJKLMNPRSTWXYZ")
        if p not in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}:
            break
    d = rs(r, DG, 6)
    s = r.choice("ABCD")
    return r.choice([f"{p}{d}{s}", f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}", f"{p}{d}{s}".lower() if r.random() < 0.2 else f"{p} {d} {s}"])


def _ssn(c):
    r = c.r
    v = c.us.ssn()
    k = r.random()
    if k < 0.15:
        return v.replace("-", "")
    if k < 0.25:
        return v.replace("-", " ")
    return v


def _uk_dl(c):
    r = c.r
    sur = re.sub(r"[^A-Z]", "", c.gb.last_name().upper())[:5].ljust(5, "9")
    y = r.randint(1950, 2004)
    m = r.randint(1, 12) + (50 if r.random() < 0.5 else 0)
    d = r.randint(1, 28)
    ini = c.gb.first_name()[0].upper() + r.choice(UP + "9")
    return f"{sur}{str(y)[2]}{m:02d}{d:02d}{str(y)[3]}{ini}{r.randint(0, 9)}{rs(r, UP, 2)}"


def _us_dl(c):
    r = c.r
    return r.choice([
        lambda: r.choice(UP) + rs(r, DG, 7),  # CA
        lambda: f"{rs(r, DG, 3)} {rs(r, DG, 3)} {rs(r, DG, 3)}",  # NY
        lambda: f"{r.choice(UP)}{rs(r, DG, 3)}-{rs(r, DG, 3)}-{rs(r, DG, 2)}-{rs(r, DG, 3)}-{r.randint(0, 9)}",  # FL
        lambda: rs(r, DG, 8),  # TX
        lambda: f"{r.choice(UP)}{rs(r, DG, 3)}-{rs(r, DG, 4)}-{rs(r, DG, 4)}",  # IL
        lambda: "WDL" + rs(r, UP + DG, 9),  # WA
    ])()


def _nhs(c):
    r = c.r
    while True:
        d = [r.randint(0, 9) for _ in range(9)]
        if d[0] == 0:
            continue
        chk = 11 - sum(x * (10 - i) for i, x in enumerate(d)) % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        s = "".join(map(str, d)) + str(chk)
        return r.choice([f"{s[:3]} {s[3:6]} {s[6:]}", s, f"{s[:3]}-{s[3:6]}-{s[6:]}"])


def _pp_cn(c):
    r = c.r
    return r.choice([lambda: "E" + rs(r, DG, 8), lambda: "E" + r.choice("ABCDEFGH") + rs(r, DG, 7),
                     lambda: "G" + rs(r, DG, 8)])()


def _pp_us(c):
    r = c.r
    return c.us.passport_number() if r.random() < 0.6 else r.choice(["A", "C", ""]) + rs(r, DG, 8 if r.random() < 0.6 else 9)[: 8]


GOVID = {
    "ssn": _ssn,
    "itin": lambda c: c.us.itin(),
    "ni": _ni,
    "cnid": _cn_id,
    "pp_us": _pp_us,
    "pp_gb": lambda c: c.gb.passport_number() if c.r.random() < 0.5 else rs(c.r, DG, 9),
    "pp_cn": _pp_cn,
    "hkmo": lambda c: c.r.choice(["C", "CA", "CB"]) + rs(c.r, DG, 8 if c.r.random() < 0.5 else 7),
    "dl_uk": _uk_dl,
    "dl_us": _us_dl,
    "nhs": _nhs,
    "en": lambda c: c.r.choice([_ssn, _ni, _pp_us, _uk_dl, _us_dl, _nhs])(c),
    "zh": lambda c: c.r.choice([_cn_id, _cn_id, _cn_id, _pp_cn])(c),
}


# -------- financial
CN_BIN = ["622202", "621700", "622848", "621661", "622588", "621483", "623058", "622908", "621226", "625807"]


def _card(c):
    r = c.r
    t = r.choice(["visa16", "visa16", "mastercard", "mastercard", "amex", "discover", "jcb16"])
    n = c.us.credit_card_number(t)
    assert luhn_ok(n), n
    k = r.random()
    if k < 0.4:
        return n
    sep = " " if k < 0.8 else "-"
    if len(n) == 15:
        return group(n, [4, 6, 5], sep)
    return group4(n, sep)


def _cn_card(c):
    r = c.r
    n = luhn_complete(r, r.choice(CN_BIN), r.choice([16, 19, 19]))
    return n if r.random() < 0.5 else group4(n, " ")


def _iban(c):
    r = c.r
    k = r.random()
    if k < 0.35:
        v = c.gb.iban()
    else:
        cc = r.choice(["DE", "FR", "NL", "ES", "IT", "IE"])
        bb = {"DE": lambda: rs(r, DG, 18), "FR": lambda: rs(r, DG, 10) + rs(r, UP + DG, 11) + rs(r, DG, 2),
              "NL": lambda: rs(r, UP, 4) + rs(r, DG, 10), "ES": lambda: rs(r, DG, 20),
              "IT": lambda: r.choice(UP) + rs(r, DG, 10) + rs(r, UP + DG, 12),
              "IE": lambda: rs(r, UP, 4) + rs(r, DG, 14)}[cc]()
        v = make_iban(cc, bb)
    assert iban_ok(v), v
    return v if r.random() < 0.55 else group4(v, " ")


FINANCIAL = {
    "card": _card,
    "cncard": _cn_card,
    "iban": _iban,
    "uk_acct": lambda c: rs(c.r, "123456789", 1) + rs(c.r, DG, 7),
    "us_acct": lambda c: rs(c.r, "123456789", 1) + rs(c.r, DG, c.r.randint(8, 11)),
    "en": lambda c: c.r.choice([_card, _card, _iban])(c),
    "zh": lambda c: c.r.choice([_cn_card, _cn_card, _card])(c),
}


# -------- person name
def _nm_en(c):
    r = c.r
    k = r.random()
    if k < 0.3:
        return c.us.name()
    if k < 0.55:
        return c.gb.name()
    if k < 0.7:
        return c.us.name_female()
    if k < 0.85:
        return f"{c.gb.first_name()} {c.gb.last_name()}"
    return f"{c.us.first_name()} {r.choice(UP)}. {c.us.last_name()}"


def _nm_pinyin(c):
    r = c.r
    k = r.random()
    if k < 0.35:
        return c.cn.romanized_name()
    sur, giv = c.cn.last_romanized_name(), c.cn.first_romanized_name()
    if r.random() < 0.4:
        giv = giv + c.cn.first_romanized_name().lower()
    if k < 0.7:
        return f"{sur} {giv}"
    if k < 0.85:
        return f"{sur.upper()} {giv}"
    return f"{c.us.first_name()} {sur}"


def _nm_zh(c):
    r = c.r
    return r.choice([c.cn.name, c.cn.name, c.cn.name_male, c.cn.name_female,
                     lambda: c.cn.last_name() + c.cn.first_name() + (c.cn.first_name() if r.random() < 0.2 else "")])()


PERSON = {
    "en": _nm_en,
    "title": lambda c: c.r.choice([lambda: f"{c.us.prefix()} {c.us.last_name()}", lambda: f"{c.gb.prefix()} {c.gb.first_name()} {c.gb.last_name()}",
                                   lambda: f"Dr {c.gb.last_name()}", lambda: f"{c.us.name()} {c.us.suffix()}"])(),
    "first": lambda c: c.r.choice([c.us, c.gb]).first_name(),
    "lower": lambda c: _nm_en(c).lower(),
    "lastfirst": lambda c: f"{c.us.last_name()}, {c.us.first_name()}",
    "zh": _nm_zh,
    "pinyin": _nm_pinyin,
    "mixed": lambda c: c.r.choice([_nm_zh, _nm_zh, _nm_pinyin, _nm_en])(c),
}


# -------- username
def _un_hand(c):
    r = c.r
    k = r.random()
    if k < 0.25:
        return f"{c.us.first_name().lower()}{r.choice(['.', '_', '-'])}{c.us.last_name().lower()}"
    if k < 0.45:
        return f"{c.cn.last_romanized_name().lower()}{c.cn.first_romanized_name().lower()}{r.choice(['_', '', ''])}{r.choice([str(r.randint(1985, 2008)), str(r.randint(1, 999)), '520', '666'])}"
    if k < 0.65:
        g = r.choice(GAMER)
        return r.choice([f"xX_{g}_Xx", f"{g}{r.randint(1, 999)}", f"{g.lower()}_{r.randint(10, 99)}", f"The{g}", f"{g}_{rs(r, UP, 2)}"])
    if k < 0.8:
        return f"{c.gb.first_name()[0].lower()}{c.gb.last_name().lower()}{r.randint(1, 99)}"
    return f"{r.choice(PINYIN_PW)}{r.choice(['_', '.', ''])}{r.choice(['dev', 'coder', 'cat', 'kk', 'yy', 'zz'])}{r.randint(1, 99)}"


USERNAME = {
    "faker": lambda c: c.r.choice([c.us, c.gb, c.cn]).user_name(),
    "hand": _un_hand,
    "any": lambda c: (USERNAME["faker"] if c.r.random() < 0.45 else _un_hand)(c),
    "discord": lambda c: f"{(USERNAME['any'](c))}#{rs(c.r, DG, 4)}",
    "wx": lambda c: c.r.choice([lambda: "wxid_" + rs(c.r, LO + DG, 14), lambda: _un_hand(c), lambda: c.cn.user_name() + str(c.r.randint(1, 99))])(),
    "qq": lambda c: rs(c.r, "123456789", 1) + rs(c.r, DG, c.r.randint(6, 9)),
    "gamer": lambda c: _un_hand(c) if c.r.random() < 0.3 else f"{c.r.choice(GAMER)}{c.r.randint(1, 9999)}",
}


# -------- home path
def _home_user(c):
    r = c.r
    return r.choice([c.us.user_name, lambda: c.us.first_name().lower(), c.gb.user_name,
                     lambda: c.cn.last_romanized_name().lower() + c.cn.first_romanized_name().lower(),
                     lambda: c.gb.first_name()[0].lower() + c.gb.last_name().lower(), c.cn.user_name])()


def _win_user(c, zh=False):
    r = c.r
    opts = [lambda: c.us.first_name(), lambda: f"{c.gb.first_name()}.{c.gb.last_name()}", lambda: c.us.user_name(),
            lambda: f"{c.us.first_name()} {c.us.last_name()}", lambda: c.cn.last_romanized_name() + c.cn.first_romanized_name().capitalize()]
    if zh:
        opts += [lambda: c.cn.name(), lambda: c.cn.name(), lambda: c.cn.user_name()]
    return r.choice(opts)()


HOME = {
    "posix": lambda c: c.r.choice(["/home/", "/home/", "/Users/"]) + _home_user(c),
    "linux": lambda c: "/home/" + _home_user(c),
    "mac": lambda c: "/Users/" + _home_user(c),
    "win": lambda c: "C:\\Users\\" + _win_user(c),
    "winzh": lambda c: "C:\\Users\\" + _win_user(c, True),
    "winj": lambda c: "C:\\\\Users\\\\" + _win_user(c, c.r.random() < 0.3),
    "winf": lambda c: "C:/Users/" + _win_user(c, c.r.random() < 0.3),
}


# -------- schedule (clock time of a personal routine)
def _en_time(c, lo, hi):
    r = c.r
    h = r.randint(lo, hi)
    m = r.choice([0, 0, 15, 30, 30, 45, 10, 20, 40, 50, 5])
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    k = r.randint(0, 11)
    if k == 0 and m == 0:
        return f"{h12}{ap}"
    if k == 1 and m == 0:
        return f"{h12} {ap.upper()}"
    if k == 2:
        return f"{h12}:{m:02d}{ap}"
    if k == 3:
        return f"{h12}:{m:02d} {ap}"
    if k == 4:
        return f"{h12}:{m:02d} {ap[0]}.m."
    if k == 5:
        return f"{h:02d}:{m:02d}"
    if k == 6:
        return f"{h12}.{m:02d}{ap}"
    if k == 7:
        words = ["twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"]
        nxt = words[(h12 % 12) + 1 if h12 < 12 else 1] if h12 != 11 else "twelve"
        return r.choice([f"half past {words[h12 % 12]}", f"quarter past {words[h12 % 12]}", f"quarter to {nxt}"])
    if k == 8:
        return f"{h}:{m:02d}"
    if k == 9:
        return f"{h12}{ap}" if m == 0 else f"{h12}:{m:02d}{ap.upper()}"
    return f"{h12}:{m:02d}{ap}"


def _zh_period(h):
    if h < 5:
        return "凌晨"
    if h < 9:
        return "早上"
    if h < 12:
        return "上午"
    if h < 13:
        return "中午"
    if h < 18:
        return "下午"
    return "晚上"


def _zh_time(c, lo, hi, prefix=True):
    r = c.r
    h = r.randint(lo, hi)
    m = r.choice([0, 0, 30, 30, 15, 45, 10, 20, 40])
    h12 = h % 12 or 12
    per = _zh_period(h) if prefix else ""
    k = r.randint(0, 7)
    if k == 0:
        return f"{per}{h12}点" + ("半" if m == 30 else f"{m}分" if m else "")
    if k == 1:
        hz = ZH_NUM[h12]
        return f"{per}{hz}点" + ("半" if m == 30 else "一刻" if m == 15 else "")
    if k == 2:
        return f"{h:02d}:{m:02d}"
    if k == 3:
        return f"{per}{h12}:{m:02d}"
    if k == 4:
        return f"{per}{h12}点{m:02d}" if m else f"{per}{h12}点整"
    if k == 5:
        return f"{per}{h12}点半" if prefix else f"{h12}点半"
    if k == 6:
        return f"{per}{h12}点"
    return f"{h}:{m:02d}"


SCHED = {
    "am": lambda c: _en_time(c, 5, 9),
    "pm": lambda c: _en_time(c, 16, 22),
    "day": lambda c: _en_time(c, 6, 21),
    "aft": lambda c: _en_time(c, 15, 18),
    "eve": lambda c: _en_time(c, 17, 20),
    "late": lambda c: _en_time(c, 21, 23),
    "zaft": lambda c: _zh_time(c, 15, 18),
    "zeve": lambda c: _zh_time(c, 18, 21),
    "zlate": lambda c: _zh_time(c, 21, 23),
    "meve": lambda c: _en_time(c, 17, 20) if c.r.random() < 0.5 else _zh_time(c, 18, 21),
    "mlate": lambda c: _en_time(c, 21, 23) if c.r.random() < 0.5 else _zh_time(c, 21, 23),
    "zam": lambda c: _zh_time(c, 5, 9),
    "zpm": lambda c: _zh_time(c, 17, 23),
    "zday": lambda c: _zh_time(c, 6, 22),
    "zbare": lambda c: _zh_time(c, 12, 13, prefix=False),
    "mam": lambda c: _en_time(c, 5, 9) if c.r.random() < 0.5 else _zh_time(c, 5, 9),
    "mpm": lambda c: _en_time(c, 16, 22) if c.r.random() < 0.5 else _zh_time(c, 17, 22),
}


# -------- geo
def _coords(c, region=None):
    r = c.r
    region = region or r.choice(["us", "uk", "cn"])
    if region == "us":
        la, lo, *_ = c.us.local_latlng()
        la, lo = float(la), float(lo)
    elif region == "uk":
        la, lo = r.uniform(50.2, 57.5), r.uniform(-5.5, 1.6)
    else:
        la, lo = r.uniform(22.3, 41.0), r.uniform(102.5, 121.9)
    la += r.uniform(-0.01, 0.01)
    lo += r.uniform(-0.01, 0.01)
    p = r.choice([4, 5, 6])
    k = r.random()
    if k < 0.4:
        return f"{la:.{p}f}, {lo:.{p}f}"
    if k < 0.6:
        return f"{la:.{p}f},{lo:.{p}f}"
    if k < 0.75:
        return f"({la:.{p}f}, {lo:.{p}f})"
    if k < 0.85:
        return f"{la:.{p}f} {lo:.{p}f}"

    def dms(x, pos, neg):
        h = pos if x >= 0 else neg
        x = abs(x)
        d = int(x)
        mm = int((x - d) * 60)
        ss = (x - d - mm / 60) * 3600
        return f"{d}°{mm:02d}'{ss:04.1f}\"{h}"

    return f"{dms(la, 'N', 'S')} {dms(lo, 'E', 'W')}"


def _est_en(c):
    r = c.r
    k = r.random()
    if k < 0.35:
        return f"{c.us.last_name()} {r.choice(EN_EST_SUFFIX)}"
    return f"{r.choice(EN_EST_FIRST)} {r.choice(EN_EST_SUFFIX)}"


def _est_zh(c):
    r = c.r
    if r.random() < 0.85:
        return r.choice(ZH_COMP_A) + r.choice(ZH_COMP_MID) + r.choice(ZH_COMP_B)
    return r.choice(ZH_HOODS) + r.choice(["西里", "北区", "东区", "社区", "一期"])


GEO = {
    "zip": lambda c: c.r.choice([c.us.zipcode, c.us.zipcode_plus4, c.us.postcode])(),
    "ukpc": lambda c: c.gb.postcode(),
    "cnpc": lambda c: c.cn.postcode(),
    "pc": lambda c: c.r.choice([c.us.zipcode, c.gb.postcode, c.gb.postcode])(),
    "coords": lambda c: _coords(c),
    "coords_en": lambda c: _coords(c, c.r.choice(["us", "uk"])),
    "coords_cn": lambda c: _coords(c, "cn"),
    "est": _est_en,
    "hood": lambda c: c.r.choice(EN_HOODS),
    "zest": _est_zh,
    "mest": lambda c: c.r.choice([_est_zh, _est_zh, _est_en, lambda c: c.r.choice(EN_HOODS)])(c),
}

GENS = {
    "secret": SECRET, "password": PASSWORD, "email": EMAIL, "phone": PHONE, "address": ADDRESS,
    "government_id": GOVID, "financial": FINANCIAL, "person_name": PERSON, "username": USERNAME,
    "home_path": HOME, "schedule": SCHED, "geo": GEO,
}

# ================================================================ templates
# Each entry: (generator key, template). {v} marks the planted value; other {fields} are benign fill.
TEMPLATES: dict[str, dict[str, list[tuple[str, str]]]] = {}


def T(cat, lang, *pairs):
    TEMPLATES.setdefault(cat, {}).setdefault(lang, []).extend(pairs)


# ---------------------------------------------------------------- secret
T("secret", "en",
  ("aws", "Memory [credentials]: user pasted their AWS access key id {v} while debugging S3 uploads for {proj}. Suggested rotating it."),
  ("aws_sk", "[profile {proj}]\nregion = eu-west-2\naws_secret_access_key = {v}"),
  ("ghp", "export GITHUB_TOKEN={v}"),
  ("ghpat", "Note from chat: the fine-grained PAT they use for the {proj} repo is {v} (expires in 90 days)."),
  ("slackb", "Slack bot token for the standup skill: {v}"),
  ("slackp", '{"skill": "slack-notify", "config": {"token": "{v}", "channel": "#deploys"}}'),
  ("openai", "OPENAI_API_KEY={v}"),
  ("anth", "They mentioned their Anthropic key ({v}) is on the team plan - remind them not to paste keys into chat."),
  ("stripe", "stripe live secret -> {v}"),
  ("google", "Maps JavaScript API key {v}, restricted to the {proj} domain"),
  ("hf", "HF token: {v}"),
  ("sendgrid", "env:\n  SENDGRID_API_KEY: {v}\n  MAIL_FROM_NAME: {proj} bot"),
  ("telegram", "Telegram bot for the home-alarm alerts: {v}"),
  ("jwt", "Authorization: Bearer {v}"),
  ("pem", "User pasted their deploy key by mistake:\n{v}\nTold them to regenerate it and remove it from the ticket."),
  ("urlpw", "DATABASE_URL=postgres://{svc}:{v}@{host}:5432/{proj}"),
  ("hexsecret", "client_secret: {v}"),
  ("whsec", "{v} <- that's the webhook signing secret for {proj}, keep it out of the logs"),
  ("glpat", "| service | credential |\n|---|---|\n| GitLab CI | {v} |\n| Sentry | (in vault) |"),
  ("urlpw", "git remote: https://{svc}:{v}@git.{proj}.dev/platform/{proj}.git"),
  ("npm", "//registry.npmjs.org/:_authToken={v}"),
  ("django", "SECRET_KEY = '{v}'"),
  ("b64secret", "JWT_SIGNING_KEY=\"{v}\""),
  ("dop", "they use {v} for the DigitalOcean droplets"),
  ("pypi", "[pypi]\n  username = __token__\n  password = {v}"),
)
T("secret", "zh",
  ("aws", "用户把 AWS 的 Access Key ID 贴到了对话里：{v}，已提醒尽快轮换。"),
  ("ghp", "记忆：GitHub 令牌{v}，用于{proj}仓库的自动发布。"),
  ("slackb", "他说 Slack 机器人的 token 是{v}，别外传。"),
  ("openai", "OpenAI 的密钥：{v}（个人账号，每月限额 50 美元）"),
  ("anth", "配置文件里写着 ANTHROPIC_API_KEY={v}"),
  ("stripe", "Stripe 正式环境密钥{v}，测试环境用的是另一个。"),
  ("google", "谷歌地图 API Key：{v}"),
  ("hf", "Hugging Face 访问令牌：{v}"),
  ("sendgrid", "SendGrid 发信密钥 {v} 已写进服务器的环境变量"),
  ("telegram", "家里报警用的 Telegram 机器人令牌：{v}"),
  ("jwt", "接口调试记录：请求头 Authorization: Bearer {v}"),
  ("pem", "用户误贴了私钥：\n{v}\n已建议重新生成并作废旧的。"),
  ("urlpw", "数据库连接串：mysql://{svc}:{v}@{host}:3306/{proj}"),
  ("whsec", "{v}——这是{proj}项目 webhook 的签名密钥，日志里不要打印"),
  ("ding", "钉钉机器人加签 secret：{v}"),
  ("aliyun", "阿里云 AccessKey ID {v}，对应的 Secret 在密码管理器里"),
  ("aliyun_sk", "阿里云AccessKeySecret={v}"),
  ("glpat", "| 服务 | 凭据 |\n|---|---|\n| GitLab | {v} |"),
  ("app32", "飞书应用的 app_secret 是 {v}"),
  ("app32", "腾讯云 SecretKey：{v}（只读子账号）"),
  ("slackp", "{\"名称\": \"Slack 用户令牌\", \"值\": \"{v}\"}"),
  ("hexsecret", "签名用的密钥{v}不要放到前端"),
  ("fakerpw", "微信公众号 AppSecret：{v}"),
  ("ghpat", "他把 GitHub 的细粒度令牌发在群里了：{v}，让他马上撤销"),
)
T("secret", "mixed",
  ("aws", "帮我记一下 AWS key: {v}，下周要 rotate 掉"),
  ("ghp", "GitHub token {v} 是给 CI 用的, don't share"),
  ("slackb", "Slack bot token 在这：{v}，#deploy channel 用的"),
  ("openai", "我的 OpenAI key 是 {v}，billing 挂在公司卡上"),
  ("anth", "Claude 的 API key：{v} (team workspace)"),
  ("stripe", "Stripe live key {v} 千万别 commit"),
  ("google", "env 里加一行 GOOGLE_MAPS_KEY={v}"),
  ("hf", "HF_TOKEN={v} 用来拉 private model"),
  ("sendgrid", "SendGrid 的 key 我放 memory 里了: {v}"),
  ("telegram", "telegram bot token 是 {v}，给家里 NAS 发通知用"),
  ("jwt", "curl -H 'Authorization: Bearer {v}' https://api.{proj}.dev/v1/me —— 这个 token 明天过期"),
  ("pem", "私钥 pasted by mistake:\n{v}\n已经让他 revoke 了"),
  ("urlpw", "连 staging DB 用 postgresql://{svc}:{v}@{host}/{proj}"),
  ("whsec", "{v} 是 Stripe webhook secret，放到 vault 里"),
  ("ding", "钉钉 bot 的 sign secret: {v}"),
  ("app32", "secrets:\n  feishu_app_secret: {v}  # 飞书 app"),
  ("urlpw", "redis 连接：redis://:{v}@cache.internal:6379/0，别写进 README"),
  ("npm", "npm publish 用的 token：{v}"),
  ("hexsecret", "webhook 的 HMAC key = {v}"),
  ("aliyun", "阿里云 AK {v}，SK 另存"),
  ("ghpat", "| repo | token |\n| {proj} | {v} |"),
  ("b64secret", "session secret 设成 {v} 了，prod 和 staging 不一样"),
  ("glpat", "{v} ← GitLab deploy token，只读"),
  ("fakerpw", "企业微信 corpsecret={v} 记得定期换"),
)

# ---------------------------------------------------------------- password
T("password", "en",
  ("any", "Account: {tool} (work)\nlogin: work email\npassword: {v}"),
  ("wifi", "router admin pw={v}"),
  ("any", "The password is {v} - user asked me to remember it for the family streaming account."),
  ("wifi", "Wi-Fi at the cabin: network \"Lakeside-5G\", key {v}"),
  ("pin4", "garage door keypad PIN: {v}"),
  ("pin6", "Phone unlock passcode is {v}."),
  ("phrase", "passphrase for the external backup drive: '{v}'"),
  ("human", "He said his {tool} password was {v} and that he reuses it \"everywhere\"."),
  ("human", "{v} is what they use for the VPN, apparently"),
  ("faker", '{"site": "{tool}", "user": "me", "password": "{v}"}'),
  ("any", "| site | login | pass |\n|---|---|---|\n| {tool} | work email | {v} |"),
  ("pin4", "new code for the house alarm: {v}"),
  ("human", "changed the online banking password to {v} after the breach notice"),
  ("pin4", "Debit card PIN - {v} (user insisted I store it)"),
  ("wifi", "wifi pass: {v}"),
  ("phrase", "master password for the password manager = {v}"),
  ("any", "login for the kids' tablet -> {v}"),
  ("pin4", "Remember: the voicemail PIN is {v}."),
  ("faker", "pw: {v}  (school portal)"),
  ("phrase", "The WPA2 passphrase on the guest network is {v}"),
  ("human", "Password: {v}"),
  ("pinyin", "the shared family iCloud password is {v}"),
)
T("password", "zh",
  ("anyzh", "{tool}账号的密码是{v}，别告诉别人。"),
  ("wifi", "家里wifi密码：{v}"),
  ("anyzh", "口令：{v}"),
  ("pin6", "银行卡取款密码{v}，用户坚持让我记下来。"),
  ("pin6", "支付宝支付密码是{v}"),
  ("pin6", "门锁密码 {v}#"),
  ("anyzh", "公司邮箱登录密码改成了{v}"),
  ("pinyin", "{v}是他电脑的开机密码"),
  ("wifi", "路由器后台：admin / {v}"),
  ("pin4", "记住：手机锁屏密码{v}"),
  ("pinyin", "宽带账号的密码：{v}"),
  ("pin6", "保险箱密码 {v}"),
  ("pinyin", "她说所有网站都用同一个密码“{v}”"),
  ("faker", "NAS管理员口令为{v}"),
  ("anyzh", "| 网站 | 密码 |\n|---|---|\n| 淘宝 | {v} |"),
  ("human", "密码：{v}（区分大小写）"),
  ("pin4", "孩子平板的家长控制密码是{v}"),
  ("wifi", "WiFi：ChinaNet-5G，密码{v}"),
  ("faker", "{\"网站\": \"12306\", \"密码\": \"{v}\"}"),
  ("pinyin", "微信支付那边不用密码，QQ的密码是{v}"),
  ("phrase", "备份硬盘的加密口令：{v}"),
  ("anyzh", "登录密码改为{v}了，旧的作废"),
)
T("password", "mixed",
  ("any", "我的 Gmail password 是 {v}"),
  ("wifi", "wifi 密码: {v}，guest network 那个"),
  ("human", "VPN 的 pw 换成 {v} 了"),
  ("pin4", "记一下 PIN: {v}，银行 app 用的"),
  ("phrase", "passphrase 是 “{v}”，备份硬盘用"),
  ("pinyin", "{v} 是 {tool} 的 password，别忘了"),
  ("any", "login: 工作邮箱 / password: {v}"),
  ("faker", "公司 laptop 开机 password {v}"),
  ("pin6", "门禁 code {v}"),
  ("wifi", "router admin 密码 {v}"),
  ("pinyin", "她 Netflix 的 password 是{v}"),
  ("any", '{"site": "taobao", "pwd": "{v}"}'),
  ("human", "Apple ID 密码改成 {v} 了"),
  ("pin4", "the 保险柜 code is {v}"),
  ("faker", "new pw: {v} (上次那个被 leak 了)"),
  ("pinyin", "password 还是老的那个 {v}"),
  ("pin6", "支付 PIN {v}，不要存在 notes 里"),
  ("phrase", "1Password master password：{v}"),
  ("any", "| app | 密码 |\n| {tool} | {v} |"),
  ("wifi", "wifi: Office-Guest / pass {v}"),
  ("anyzh", "学校 portal 的登录密码是 {v}"),
)

# ---------------------------------------------------------------- email
T("email", "en",
  ("any", "Contact: {rel}'s email is {v}"),
  ("hand", "Prefers to be reached at {v} rather than the work inbox."),
  ("faker", "From: {v}\nSubject: Re: {proj} invoice for {date}"),
  ("any", "cc {v} on anything about the lease"),
  ("faker", '{"type": "contact", "email": "{v}", "tags": ["family"]}'),
  ("any", "role,email\nlandlord,{v}\ndentist,(phone only)"),
  ("hand", "{v} - that's the address for the school newsletters"),
  ("any", "Send the draft to <{v}> before {day}"),
  ("faker", "mailto:{v}"),
  ("hand", "Their personal address: {v} (don't use for work)"),
  ("upper", "reply-to: {v}"),
  ("any", "Forward the receipts to {v}."),
  ("faker", "Recruiter reached out from {v} about a role in {city}."),
  ("hand", "alt {v}"),
  ("any", "email me at {v} if the {proj} build breaks overnight"),
  ("any", "| who | email |\n|---|---|\n| {rel} | {v} |"),
  ("upper", "User typed their address in caps: {v}"),
  ("faker", "Gift card should go to {v}, it's for {rel}."),
)
T("email", "zh",
  ("cn", "邮箱：{v}"),
  ("cn", "他的私人邮箱是{v}，工作邮件别发这里。"),
  ("any", "发票请发到{v}"),
  ("cn", "联系人（{zrel}）：电子邮件 {v}"),
  ("any", "简历投递邮箱{v}"),
  ("cn", "{v}是孩子学校的通知邮箱"),
  ("any", "抄送{v}"),
  ("qq", "QQ邮箱 {v}"),
  ("cn", "备用邮箱：{v}（很少看）"),
  ("any", "把周报发给{v}就行"),
  ("cn", "【联系方式】邮箱：{v}；微信同手机号"),
  ("qq", "用户更常用{v}收快递通知"),
  ("faker", "Email：{v}"),
  ("cn", "注册{tool}用的是{v}"),
  ("cn", "{\"联系人\": \"{zrel}\", \"邮箱\": \"{v}\"}"),
  ("upper", "她把邮箱写成大写了：{v}"),
  ("qq", "有事发我邮箱{v}，手机经常静音"),
)
T("email", "mixed",
  ("any", "把 invoice 发到 {v} 就好"),
  ("hand", "我的 personal email 是 {v}"),
  ("faker", "cc 一下 {v}，她是 HR"),
  ("cn", "{v} 是我们家 shared 邮箱"),
  ("any", "email 改成 {v} 了，old one 不用了"),
  ("faker", "notify {v} 如果 deploy 失败"),
  ("any", "联系 recruiter：{v}"),
  ("upper", "Reply-To 设成 {v}"),
  ("cn", "登录 {tool} 用 {v}"),
  ("qq", "备用 email：{v}"),
  ("faker", "- owner: {v}\n- 负责 {proj} 的 on-call"),
  ("hand", "把照片 share 给 {v}"),
  ("qq", "QQ 邮箱 {v} 基本不看了"),
  ("any", "initials,email\nLW,{v}"),
  ("hand", "school 老师的 email 是 {v}"),
  ("cn", "{v}（工作邮箱）"),
  ("any", "Send to：{v}，subject 写“报销”"),
)

# ---------------------------------------------------------------- phone
T("phone", "en",
  ("us", "Contact: {rel}, mobile {v}"),
  ("uk", "Call {rel} on {v} if the delivery is late."),
  ("us", "Phone: {v}"),
  ("uk", "{v} - that's the number for the school office"),
  ("en", '{"type": "contact", "relation": "neighbour", "phone": "{v}"}'),
  ("us", "label,number\nhome,{v}"),
  ("uk", "text me at {v} when you're outside"),
  ("en", "| who | phone |\n|---|---|\n| {rel} | {v} |"),
  ("us", "tel: {v}"),
  ("uk", "New mobile number is {v}, the old one is disconnected."),
  ("en", "Emergency contact ({rel}): {v}"),
  ("us", "He can be reached at {v} after 5."),
  ("uk", "WhatsApp {v}"),
  ("en", "From the chat: \"my cell is {v}, call rather than email\""),
  ("cnmob", "Supplier contact in Shenzhen: {v} (WeChat same number)"),
  ("us", "Fax/phone for the clinic referral - {v}"),
  ("uk", "mob. {v}"),
  ("us", "callback number left on voicemail: {v}"),
)
T("phone", "zh",
  ("zh", "{zrel}的手机号：{v}"),
  ("cnmob", "电话{v}，有事直接打"),
  ("cnfaker", "联系电话：{v}"),
  ("cnland", "家里座机{v}"),
  ("cnmob", "{v}是快递小哥的电话"),
  ("cnmob", "微信同号{v}"),
  ("cnfaker", "{\"联系人\": \"{zrel}\", \"手机\": \"{v}\"}"),
  ("zh", "紧急联系人电话 {v}"),
  ("cnland", "办公室电话：{v}"),
  ("cnmob", "手机号换了，新号是{v}"),
  ("cnfaker", "姓名缩写,电话\nZW,{v}"),
  ("zh", "| 关系 | 电话 |\n|---|---|\n| {zrel} | {v} |"),
  ("cnmob", "打{v}找物业报修"),
  ("cnland", "孩子学校的电话是{v}"),
  ("uk", "英国那边的号码：{v}"),
  ("cnfaker", "收货人手机{v}"),
  ("zh", "记下来：{v}，{zrel}的"),
)
T("phone", "mixed",
  ("zh", "我的 phone number 是 {v}"),
  ("cnmob", "call 我 {v}，微信也是这个"),
  ("cnfaker", "{zrel}的 mobile：{v}"),
  ("cnland", "office 座机 {v}"),
  ("us", "US 那边的号码 {v}"),
  ("uk", "UK mobile {v}，那边时间晚上别打"),
  ("cnmob", "{v} 是 HR 的电话"),
  ("any", "contact: {v}"),
  ("zh", "tel：{v}"),
  ("cnfaker", "有问题 text 我 {v}"),
  ("cnmob", "新号码 {v}，old number 停机了"),
  ("any", "| name | phone |\n| {zrel} | {v} |"),
  ("cnland", "landline {v}，工作日有人接"),
  ("cnfaker", '{"phone": "{v}", "note": "快递用"}'),
  ("zh", "emergency contact 电话：{v}"),
  ("us", "{v}（美国手机）"),
  ("cnmob", "WhatsApp 不用，直接打 {v}"),
)

# ---------------------------------------------------------------- address
T("address", "en",
  ("us", "Home address: {v}, {city}"),
  ("gb", "Ship to {v}, {city}"),
  ("en", "Moved to {v} in March."),
  ("us", "Parcel left at {v} - side door"),
  ("gb", "Invoice address\n{v}\n{city}"),
  ("us", '{"address": {"line1": "{v}", "city": "{city}"}}'),
  ("en", "{v} is the rental they manage"),
  ("gb", "Meet at their place, {v}, at the usual time"),
  ("us", "old address (before 2025): {v}"),
  ("en", "label,street,city\nhome,\"{v}\",{city}"),
  ("gb", "Mum lives at {v}"),
  ("us", "delivery: {v}, leave with neighbour"),
  ("en", "Billing: {v}"),
  ("gb", "Dropping the keys at {v} on {day}"),
  ("en", "| place | street |\n|---|---|\n| home | {v} |"),
  ("us", "They're renting {v} until the lease ends"),
  ("gb", "address line 1: {v}"),
  ("en", "From the chat: \"we're at {v} now, the blue door\""),
)
T("address", "zh",
  ("cn", "家庭住址：{zc}市{v}"),
  ("cn", "快递地址：{v}，电话同上"),
  ("cn", "搬到{v}了"),
  ("cn", "{v}是他爸妈家"),
  ("cn", "房子在{v}，月租4500"),
  ("cn", "收货地址：{zc}{v}"),
  ("cn", "老地址{v}，已经不住了"),
  ("cn", "{\"地址\": \"{v}\", \"城市\": \"{zc}\"}"),
  ("cn", "发票寄到{v}"),
  ("cn", "{zday}去{v}取钥匙"),
  ("cn", "公司附近租的房子：{v}"),
  ("cn", "类型,地址\n家,{v}"),
  ("cn", "地址{v}（门口有快递柜）"),
  ("gb", "英国的住址是{v}"),
  ("cn", "| 类型 | 地址 |\n|---|---|\n| 父母家 | {v} |"),
  ("cn", "住{zc}{v}，离地铁站步行五分钟"),
  ("us", "美国的收件地址：{v}"),
  ("cn", "{zrel}家在{v}"),
)
T("address", "mixed",
  ("cn", "我家 address 是 {zc}{v}"),
  ("cn", "快递寄到 {v} 就行，记得 call 我"),
  ("en", "new address: {v}, {city}"),
  ("cn", "{v} 是 Airbnb 的地址"),
  ("cn", "搬家了 -> {v}"),
  ("us", "US 那边寄到 {v}"),
  ("gb", "London 的 flat：{v}"),
  ("cn", "shipping address：{v}"),
  ("cn", "{\"address\": \"{v}\", \"city\": \"{zc}\"}"),
  ("cn", "home,{v}"),
  ("cn", "周末去 {v} 拿 keys"),
  ("en", "Billing address 填 {v}"),
  ("cn", "| type | 地址 |\n| home | {v} |"),
  ("cn", "{zrel} 住 {v}，parking 很难找"),
  ("cn", "office 搬到了 {v}"),
  ("gb", "{v}（UK 的老地址）"),
  ("cn", "Uber 叫车到 {zc}{v}"),
)

# ---------------------------------------------------------------- government_id
T("government_id", "en",
  ("ssn", "SSN: {v}"),
  ("ssn", "User's social security number is {v} - needed for the tax filing skill."),
  ("ni", "NI number {v}"),
  ("ni", "National Insurance: {v} (payroll asked for it)"),
  ("pp_us", "Passport no. {v}, expires 2031"),
  ("pp_gb", "UK passport number {v}"),
  ("dl_uk", "Driving licence number: {v}"),
  ("dl_us", "Driver's license # {v} (state ID for the rental car)"),
  ("nhs", "NHS number {v}"),
  ("itin", "ITIN {v}"),
  ("ssn", "{v} - that's the social for the W-9"),
  ("ni", '{"doc": "NINO", "value": "{v}"}'),
  ("pp_us", "| document | number |\n|---|---|\n| passport | {v} |"),
  ("ssn", "tax id (SSN) {v}"),
  ("dl_uk", "licence {v} - DVLA check code requested"),
  ("nhs", "GP registration form: NHS no {v}"),
  ("cnid", "Chinese resident ID for the visa form: {v}"),
  ("pp_cn", "Their Chinese passport number is {v}"),
  ("ssn", "ss# {v}"),
  ("dl_us", "DL: {v}"),
)
T("government_id", "zh",
  ("cnid", "身份证号：{v}"),
  ("cnid", "{zrel}的身份证号码是{v}"),
  ("cnid", "身份证{v}，订机票要用"),
  ("pp_cn", "护照号{v}"),
  ("pp_cn", "护照号码：{v}，2033年到期"),
  ("hkmo", "港澳通行证号码 {v}"),
  ("cnid", "{v}是孩子的身份证号"),
  ("cnid", "驾驶证号（同身份证号）：{v}"),
  ("cnid", "{\"证件类型\": \"身份证\", \"号码\": \"{v}\"}"),
  ("cnid", "姓名,证件号\n（本人）,{v}"),
  ("cnid", "| 证件 | 号码 |\n|---|---|\n| 身份证 | {v} |"),
  ("cnid", "社保卡号就是身份证号{v}"),
  ("pp_cn", "办签证用：护照{v}"),
  ("cnid", "实名认证用的是{v}"),
  ("ssn", "美国的社安号（SSN）：{v}"),
  ("cnid", "公民身份号码{v}"),
  ("ni", "英国国民保险号 {v}"),
  ("cnid", "记一下证件号 {v}"),
)
T("government_id", "mixed",
  ("cnid", "身份证号 {v}，booking 要用"),
  ("ssn", "我的 SSN 是 {v}"),
  ("pp_cn", "passport number：{v}"),
  ("cnid", "ID number {v}（身份证）"),
  ("ni", "NI number 是 {v}，payroll 要的"),
  ("hkmo", "港澳通行证 {v}，下个月 expire"),
  ("pp_us", "US passport {v}"),
  ("cnid", "{v} 是我妈的身份证号"),
  ("dl_uk", "UK driving licence：{v}"),
  ("cnid", '{"id_type": "身份证", "id_no": "{v}"}'),
  ("nhs", "NHS number {v}，看 GP 用"),
  ("cnid", "| doc | 号码 |\n| ID card | {v} |"),
  ("dl_us", "driver license 号 {v}"),
  ("cnid", "实名 verification：{v}"),
  ("pp_cn", "签证 application 里填的护照号 {v}"),
  ("ssn", "social security # {v}，别存 cloud"),
  ("cnid", "身份证：{v} (for 12306)"),
)

# ---------------------------------------------------------------- financial
T("financial", "en",
  ("card", "Card on file: {v}"),
  ("card", "User pasted their Visa/Mastercard number {v} to book the hotel - do not reuse."),
  ("iban", "IBAN: {v}"),
  ("iban", "Rent goes to the landlord's IBAN {v} on the 1st"),
  ("uk_acct", "Sort code {sort}, account number {v}"),
  ("us_acct", "routing {aba} / acct {v} (direct deposit)"),
  ("card", "{v} exp 09/29"),
  ("card", '{"payment": {"type": "card", "number": "{v}"}}'),
  ("iban", "| payee | IBAN |\n|---|---|\n| {rel} | {v} |"),
  ("card", "credit card ending ... no wait, full number: {v}"),
  ("uk_acct", "bank details for the refund: sort {sort}, acc {v}"),
  ("us_acct", "Checking account {v}, routing number {aba}"),
  ("card", "cc# {v}"),
  ("iban", "Wire to {v} (BIC on the invoice)"),
  ("cncard", "UnionPay card for the Shanghai trip: {v}"),
  ("card", "card,amount\n{v},{price}"),
  ("uk_acct", "Account no. {v} (Monzo)"),
  ("card", "the AmEx/Visa she uses for groceries is {v}"),
)
T("financial", "zh",
  ("cncard", "银行卡号：{v}"),
  ("cncard", "工资卡{v}，招行的"),
  ("cncard", "{zrel}的卡号是{v}，转账用"),
  ("cncard", "房租打到{v}"),
  ("card", "信用卡号{v}，有效期到2029年"),
  ("cncard", "{v}是儿子的学费卡"),
  ("cncard", "收款账号：{v}（工商银行）"),
  ("cncard", "{\"开户行\": \"建设银行\", \"卡号\": \"{v}\"}"),
  ("cncard", "户名,卡号\n（本人）,{v}"),
  ("cncard", "| 用途 | 卡号 |\n|---|---|\n| 房贷 | {v} |"),
  ("iban", "欧洲那边的 IBAN：{v}"),
  ("card", "海外购物用的 Visa 卡 {v}"),
  ("cncard", "退款请退到这张卡：{v}"),
  ("cncard", "借记卡 {v}，别绑定太多 App"),
  ("uk_acct", "英国账户：sort code {sort}，账号{v}"),
  ("cncard", "记一下卡号{v}"),
  ("cncard", "转账给装修师傅：{v}"),
)
T("financial", "mixed",
  ("cncard", "工资卡 number：{v}"),
  ("card", "我的 credit card 是 {v}"),
  ("iban", "IBAN 是 {v}，德国那个账户"),
  ("cncard", "transfer 到 {v} 就行"),
  ("card", "Visa {v}，订机票用"),
  ("uk_acct", "UK bank：sort code {sort} / account {v}"),
  ("us_acct", "US checking：routing {aba}，account {v}"),
  ("cncard", "{v} 是房东的 bank card"),
  ("card", '{"card_no": "{v}", "备注": "公司卡"}'),
  ("iban", "| payee | IBAN |\n| 房东 | {v} |"),
  ("cncard", "refund 退到 {v}"),
  ("card", "信用卡 {v} exp 11/28"),
  ("cncard", "银行卡 {v} (招行)"),
  ("iban", "wire transfer 收款 IBAN：{v}"),
  ("cncard", "card,用途\n{v},学费"),
  ("card", "cc number {v}，别存在 notes 里"),
  ("cncard", "借记卡 number {v}"),
)

# ---------------------------------------------------------------- person_name
T("person_name", "en",
  ("en", "Contact: {v} (dentist, {city})"),
  ("en", "Meeting notes: {v} will own the {proj} migration."),
  ("en", "User's partner is {v}."),
  ("en", "Emergency contact - {v}"),
  ("en", "Dear {v},\nThanks for the quick turnaround on the {proj} review."),
  ("en", "invite {v} to the {day} sync"),
  ("lower", "ping {v} about the lease renewal"),
  ("en", "From the chat: \"my manager {v} wants the deck by {day}\""),
  ("en", "name,role\n{v},landlord"),
  ("en", '{"kind": "person", "name": "{v}", "relation": "neighbour"}'),
  ("en", "{v} - babysitter, available weekends"),
  ("en", "Best,\n{v}"),
  ("title", "Reports to {v} since the reorg."),
  ("title", "Kid's teacher this year is {v}."),
  ("lastfirst", "Attendee list: {v}"),
  ("first", "ask {v} from accounts about the expense policy"),
  ("en", "| person | relation |\n|---|---|\n| {v} | mentor |"),
  ("pinyin", "Hiring panel: {v} from the Shanghai office"),
  ("en", "Book another session with {v} - the user liked the physio."),
  ("title", "Referred by {v} at the clinic in {city}"),
)
T("person_name", "zh",
  ("zh", "联系人：{v}（牙医）"),
  ("zh", "{v}负责{proj}的迁移。"),
  ("zh", "用户的爱人叫{v}。"),
  ("zh", "紧急联系人：{v}"),
  ("zh", "{v}老师说下周{zday}开家长会"),
  ("zh", "跟{v}约了{zday}吃饭"),
  ("zh", "会议纪要：{v}提出预算要砍掉两成"),
  ("zh", "房东{v}，押一付三"),
  ("zh", "房租转给{v}，备注“三月房租”"),
  ("zh", "{v}是用户的大学室友，现在在{zcity}工作"),
  ("zh", "孩子的钢琴老师是{v}"),
  ("zh", "姓名,关系\n{v},舅舅"),
  ("zh", "{\"类型\": \"联系人\", \"姓名\": \"{v}\"}"),
  ("zh", "推荐人：{v}"),
  ("zh", "此致\n敬礼\n{v}"),
  ("zh", "| 姓名 | 关系 |\n|---|---|\n| {v} | 表姐 |"),
  ("pinyin", "他的英文材料上写的是{v}"),
  ("zh", "下周和{v}对一下{proj}的排期"),
  ("zh", "{zrel}说{v}要来家里住几天"),
)
T("person_name", "mixed",
  ("mixed", "明天和 {v} one-on-one"),
  ("mixed", "{v} 是我们 team 的 PM"),
  ("zh", "请 cc {v}，她是 legal 的"),
  ("en", "my landlord {v} 说下个月涨房租"),
  ("mixed", "跟 {v} sync 一下 {proj} 的 roadmap"),
  ("zh", "Emergency contact: {v}（我妈）"),
  ("pinyin", "HR 那边对接人是 {v}"),
  ("mixed", "{v} 刚 join，负责 backend"),
  ("zh", "帮我 remind {v} 交 expense report"),
  ("zh", "dentist 是 {v} 医生"),
  ("en", "recommendation letter 找 {v} 写"),
  ("zh", "name: {v}\n关系: 同事"),
  ("mixed", "孩子的 tutor {v} 每次 300 块"),
  ("pinyin", "Dear {v}，附件是合同，请查收。"),
  ("zh", "{\"name\": \"{v}\", \"relation\": \"表哥\"}"),
  ("en", "新来的 intern 叫 {v}"),
  ("mixed", "| 姓名 | role |\n| {v} | designer |"),
  ("pinyin", "签字的是 {v}，finance 那边"),
)

# ---------------------------------------------------------------- username
T("username", "en",
  ("any", "GitHub username: {v}"),
  ("any", "Their handle on X is @{v}"),
  ("faker", "login: {v}"),
  ("gamer", "Steam name {v} - plays co-op on weekends"),
  ("discord", "Discord: {v}"),
  ("faker", "user={v}"),
  ("any", "Add {v} as a reviewer on the {proj} repo"),
  ("hand", "{v} is the account they use on Reddit"),
  ("faker", "ssh {v}@{host}"),
  ("any", "Instagram: @{v}"),
  ("any", '{"platform": "github", "username": "{v}"}'),
  ("hand", "| platform | handle |\n|---|---|\n| Mastodon | @{v}@mastodon.social |"),
  ("faker", "Windows login CORP\\{v}"),
  ("gamer", "Xbox gamertag: {v}"),
  ("any", "username is {v} but the display name is different"),
  ("hand", "signed in as {v}"),
  ("faker", "Jira account id for assignments: {v}"),
  ("any", "github.com/{v} - their side projects"),
)
T("username", "zh",
  ("any", "用户名：{v}"),
  ("wx", "微信号：{v}"),
  ("any", "微博 @{v}"),
  ("hand", "B站账号{v}"),
  ("faker", "GitHub 账号是{v}"),
  ("hand", "{v}是他在小红书上的ID"),
  ("faker", "登录名{v}，密码另存"),
  ("any", "抖音号：{v}"),
  ("hand", "知乎ID {v}"),
  ("gamer", "游戏ID：{v}"),
  ("faker", "把{v}加进{proj}仓库的协作者"),
  ("qq", "QQ号 {v}"),
  ("any", "账号{v}（公司VPN）"),
  ("hand", "钉钉里搜{v}就能找到他"),
  ("wx", "{\"平台\": \"微信\", \"账号\": \"{v}\"}"),
  ("any", "| 平台 | 账号 |\n|---|---|\n| GitLab | {v} |"),
  ("wx", "加我微信{v}"),
)
T("username", "mixed",
  ("any", "我的 GitHub id 是 {v}"),
  ("wx", "WeChat ID：{v}"),
  ("hand", "follow 一下 @{v}"),
  ("faker", "login name 用 {v}"),
  ("gamer", "Steam 上加 {v}"),
  ("discord", "Discord 是 {v}"),
  ("any", "把 {v} 拉进 {proj} repo"),
  ("faker", "VPN 账号：{v}"),
  ("hand", "{v} 是她的 IG"),
  ("any", "ssh {v}@{host} 然后 sudo"),
  ("qq", "QQ {v}，很少上"),
  ("any", '{"platform": "小红书", "handle": "{v}"}'),
  ("faker", "| platform | 用户名 |\n| Jira | {v} |"),
  ("hand", "Twitch 名字叫 {v}"),
  ("faker", "username：{v}"),
  ("any", "B站 up 主 id {v}，他自己的号"),
  ("gamer", "游戏 ID {v}，周末一起 rank"),
)

# ---------------------------------------------------------------- home_path
T("home_path", "en",
  ("posix", "Project lives in {v}/code/{proj}"),
  ("linux", "Traceback: File \"{v}/.venv/lib/python3.12/site-packages/requests/api.py\", line 59, in request"),
  ("mac", "log written to {v}/Library/Logs/{proj}.log"),
  ("win", "Open {v}\\Documents\\taxes-2025.xlsx when they ask about the return"),
  ("posix", "export PATH={v}/.local/bin:$PATH"),
  ("posix", "dotfiles are under {v}/dotfiles"),
  ("winj", '{"cwd": "{v}\\\\source\\\\repos\\\\{proj}"}'),
  ("linux", "ls -la {v}"),
  ("posix", "| repo | path |\n|---|---|\n| {proj} | {v}/src/{proj} |"),
  ("mac", "Screenshot saved to {v}/Desktop/Screenshot 2026-03-04 at 10.12.55.png"),
  ("posix", "cloned into {v}/Projects"),
  ("linux", "[Errno 2] No such file or directory: '{v}/.config/{proj}/settings.toml'"),
  ("posix", "ssh key at {v}/.ssh/id_ed25519"),
  ("linux", "VS Code workspace: file://{v}/dev/{proj}"),
  ("win", "Downloads go to {v}\\Downloads by default"),
  ("winf", "path: {v}/AppData/Roaming/Code/User/settings.json"),
  ("mac", "{v}/Music is where the band recordings are"),
  ("linux", "cd {v} && ./backup.sh"),
)
T("home_path", "zh",
  ("posix", "项目放在{v}/code/{proj}下面"),
  ("winzh", "文件保存在{v}\\Desktop\\报销单.xlsx"),
  ("linux", "报错：找不到文件 {v}/.config/{proj}/config.yaml"),
  ("mac", "截图默认存到{v}/Desktop"),
  ("winzh", "{v}\\Documents 里有合同扫描件"),
  ("posix", "SSH 密钥在 {v}/.ssh/ 目录"),
  ("linux", "日志路径：{v}/logs/{proj}.log"),
  ("winj", "{\"工作目录\": \"{v}\\\\Desktop\\\\{proj}\"}"),
  ("mac", "照片备份在{v}/Pictures/2025"),
  ("posix", "| 项目 | 路径 |\n|---|---|\n| {proj} | {v}/work/{proj} |"),
  ("linux", "虚拟环境：{v}/.venv/bin/python"),
  ("winzh", "微信聊天记录在{v}\\Documents\\WeChat Files 下"),
  ("posix", "把脚本放到{v}/bin，然后加到 PATH"),
  ("winf", "配置文件：{v}/AppData/Local/{proj}/config.ini"),
  ("mac", "论文草稿：{v}/Documents/毕业论文/第三章.docx"),
  ("linux", "定时备份 {v} 整个目录"),
  ("winzh", "下载目录改成了{v}\\Downloads\\软件"),
)
T("home_path", "mixed",
  ("posix", "repo clone 到 {v}/code/{proj} 了"),
  ("winzh", "文件在 {v}\\Desktop\\report.docx"),
  ("linux", "error: permission denied, 路径是 {v}/.npm/_cacache"),
  ("mac", "screenshot 存在 {v}/Desktop 下"),
  ("posix", "dotfiles 都在 {v}/.dotfiles"),
  ("winj", "\"workspaceFolder\": \"{v}\\\\dev\\\\{proj}\" —— VS Code 的 config"),
  ("linux", "venv 在 {v}/envs/{proj}，记得 activate"),
  ("mac", "Obsidian vault 路径：{v}/Documents/notes"),
  ("winzh", "{v}\\AppData\\Roaming 里有 cache，可以删"),
  ("posix", "| project | path |\n| {proj} | {v}/src |"),
  ("linux", "Traceback 里显示 {v}/miniconda3/lib/python3.11/site-packages"),
  ("winf", "settings 在 {v}/AppData/Roaming/Code/User"),
  ("mac", "{v}/Library/Application Support/{proj} 要手动清一下"),
  ("posix", "cd {v} 然后 git pull"),
  ("linux", "SSH key：{v}/.ssh/id_rsa.pub"),
  ("winzh", "Downloads 目录：{v}\\Downloads"),
  ("posix", "export PYTHONPATH={v}/work/{proj}"),
)

# ---------------------------------------------------------------- schedule
T("schedule", "en",
  ("am", "Routine: gets up at {v} on weekdays."),
  ("eve", "Every {day} at {v} they take their daughter to swimming."),
  ("am", "Gym every {day} at {v}, so don't book meetings then."),
  ("late", "Goes to bed around {v}; no notifications after that."),
  ("aft", "Picks up the kids from after-school club at {v} daily."),
  ("am", "Walks the dog at {v} every morning."),
  ("day", "Takes blood-pressure meds at {v} each day - reminder skill is set."),
  ("eve", "Therapy session every other {day}, {v}."),
  ("am", "{v} every weekday: school run"),
  ("pm", "Standing call with {rel} on Sundays at {v}."),
  ("am", "alarm set for {v} Mon-Fri"),
  ("am", "routine:\n  wake: \"{v}\"\n  commute: train"),
  ("am", "Leaves home at {v} to beat the traffic."),
  ("aft", "Piano lessons: {day}s, {v}"),
  ("day", "lunch is always at {v}, at their desk"),
  ("am", "Runs at {v} before work, rain or shine."),
  ("pm", "| habit | time |\n|---|---|\n| evening walk | {v} |"),
  ("eve", "From the chat: \"I always put the kids to bed at {v}, so I'm offline after\""),
  ("day", "Takes the {day} yoga class at {v} every week"),
)
T("schedule", "zh",
  ("zam", "每天{v}送孩子上学"),
  ("zlate", "一般{v}睡觉，之后别发消息"),
  ("zeve", "每{zday}{v}有羽毛球课"),
  ("zam", "工作日{v}起床"),
  ("zday", "{v}吃降压药，每天一次"),
  ("zam", "每周三{v}去游泳"),
  ("zaft", "{v}接孩子放学，雷打不动"),
  ("zeve", "每天{v}和{zrel}视频"),
  ("zam", "每天{v}遛狗"),
  ("zbare", "每天中午{v}午睡"),
  ("zam", "作息：{v}起，先跑步再上班"),
  ("zday", "每个月第一个周六{v}去看外婆"),
  ("zeve", "每周三{v}上网课"),
  ("zam", "通勤：每天{v}出门坐地铁"),
  ("zam", "闹钟：工作日{v}"),
  ("zpm", "| 习惯 | 时间 |\n|---|---|\n| 夜跑 | {v} |"),
  ("zeve", "孩子每天{v}练琴，练半小时"),
  ("zam", "他说自己每天{v}就到公司了"),
)
T("schedule", "mixed",
  ("mam", "每天 {v} 起床，然后 workout"),
  ("meve", "every {day} {v} 带儿子去 swimming"),
  ("meve", "{v} 以后不要 ping 我，要陪孩子"),
  ("mam", "gym 固定 {v}，别约 meeting"),
  ("mlate", "bedtime 是 {v}，之后手机静音"),
  ("mam", "{v} 送孩子上学，so 早上的会往后排"),
  ("meve", "每周三 {v} 有 piano lesson"),
  ("mam", "morning routine：{v} 冥想 ten minutes"),
  ("meve", "dinner 一般 {v}，全家一起吃"),
  ("mam", "alarm 设的 {v}，工作日"),
  ("mpm", "weekly call with 我妈，周日 {v}"),
  ("mam", "commute：{v} 出门坐 metro"),
  ("mpm", "| habit | 时间 |\n| 跑步 | {v} |"),
  ("mpm", "{v} 准时吃药，daily reminder 已开"),
  ("mam", "每天 {v} 遛狗，rain or shine"),
  ("meve", "孩子 {v} 睡觉，之后我才有空 review PR"),
  ("mam", "她说 every weekday {v} 就到 office 了"),
)

# ---------------------------------------------------------------- geo
T("geo", "en",
  ("zip", "Home ZIP code {v} - use it for the weather and the local news skill."),
  ("coords_en", "Home coordinates saved for the weather skill: {v}"),
  ("est", "They live in {v}, a gated community outside {city}."),
  ("ukpc", "postcode {v}"),
  ("zip", "Home ZIP+4 on the tax form: {v}"),
  ("coords", '{"home": {"latlng": "{v}"}}'),
  ("est", "Moved to the {v} development last spring"),
  ("ukpc", "Weather for {v} please, every morning"),
  ("coords_en", "{v} - that's where the allotment is"),
  ("coords", "geo: {v}"),
  ("coords_en", "Uber pickup pin {v} (home)"),
  ("hood", "We're in {v} now, near the river"),
  ("ukpc", "label,postcode\nhome,{v}"),
  ("zip", "zip {v}"),
  ("hood", "Run club meets outside their house in {v}"),
  ("ukpc", "| place | postcode |\n|---|---|\n| mum's | {v} |"),
  ("zip", "{v} is the ZIP for the cabin"),
  ("est", "the kids' school catchment is {v}"),
)
T("geo", "zh",
  ("zest", "我家小区叫{v}"),
  ("cnpc", "邮编：{v}"),
  ("coords_cn", "家里的坐标：{v}"),
  ("zest", "住在{zcity}{v}"),
  ("zest", "{v}那边停车很难"),
  ("zest", "快递放{v}北门的丰巢柜"),
  ("cnpc", "邮政编码{v}"),
  ("coords_cn", "定位 {v}"),
  ("zest", "搬到了{v}，离地铁站近"),
  ("coords_cn", "天气提醒用的位置：{v}"),
  ("cnpc", "{zcity}市，邮编{v}"),
  ("zest", "孩子的学区房在{v}"),
  ("coords", "经纬度 {v}"),
  ("zest", "{\"小区\": \"{v}\", \"城市\": \"{zcity}\"}"),
  ("ukpc", "英国那边的 postcode 是{v}"),
  ("zest", "| 地点 | 小区 |\n|---|---|\n| 父母家 | {v} |"),
  ("cnpc", "寄件时邮编写{v}"),
  ("zest", "{zrel}也住{v}，同一栋楼"),
)
T("geo", "mixed",
  ("zest", "我住 {v}，离 office 二十分钟"),
  ("cnpc", "zip code / 邮编：{v}"),
  ("coords", "home location 坐标 {v}"),
  ("mest", "{v} 的 parking 很贵"),
  ("zip", "US 那边的 ZIP 是 {v}"),
  ("ukpc", "UK postcode {v}，寄东西用"),
  ("zest", "新家在 {v}，下周 move in"),
  ("coords_cn", "pin 一下 {v}，就是我家楼下"),
  ("zest", "{\"community\": \"{v}\", \"city\": \"{zcity}\"}"),
  ("cnpc", "postal code {v}"),
  ("mest", "学区是 {v}，school 很近"),
  ("coords", "geo：{v}"),
  ("zest", "| place | 小区 |\n| home | {v} |"),
  ("zest", "快递 locker 在 {v} 南门"),
  ("coords_en", "{v}（family cabin）"),
  ("mest", "weekend 回 {v} 看爸妈"),
  ("cnpc", "天气 app 设的邮编 {v}"),
)


# ================================================================ build
def _gen_value(cat: str, key: str, c: Ctx):
    out = GENS[cat][key](c)
    if isinstance(out, tuple):
        return out
    return out, {}


def samples() -> list[Sample]:
    c = Ctx()
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            tpls = TEMPLATES[cat][lang]
            order = list(range(len(tpls)))
            c.r.shuffle(order)
            made = 0
            i = 0
            guard = 0
            while made < PER_CELL:
                key, tpl = tpls[order[i % len(order)]]
                value, extra = _gen_value(cat, key, c)
                value = value.strip()
                text = fill(tpl, c, extra)
                guard += 1
                assert guard < PER_CELL * 20, (cat, lang)
                if text.count("{v}") != 1 or not value:
                    raise AssertionError((cat, lang, tpl))
                pre, post = text.split("{v}")
                full = pre + value + post
                if full.count(value) != 1:
                    continue  # re-draw for the same template
                out.append(Sample(full, cat, lang, len(pre), len(pre) + len(value)))
                made += 1
                i += 1
    return out


# ================================================================ benign
BENIGN_EN = [
    "User prefers dark mode and 2-space indentation in VS Code.",
    "Deploy of {proj} v{ver} finished; commit {sha7} is now live.",
    "Order #{order} from IKEA arrives on {date}; total {price}.",
    "Docker image digest sha256:{sha256}",
    "request_id={uuid} returned 502 from the gateway",
    "Postgres listens on port {port} inside the compose network.",
    "The pharmacy on the high street opens at 8:30am and closes at 6pm.",
    "Train ICE {n3} leaves Frankfurt Hbf at 14:12 from platform {n}.",
    "The British Museum is open daily 10:00-17:00, Fridays until 20:30.",
    "Config: set DB_PASSWORD in .env (see .env.example); never commit the real value.",
    "password: <password>",
    "api_key: ****",
    "token: ${GITHUB_TOKEN}",
    "Stored the Stripe key in the vault as STRIPE_SECRET_KEY; the memory only keeps the name.",
    "password=[REDACTED] in the sample config, keep it that way.",
    "Use the `user_name` column instead of `login` in the users table (ticket {ticket}).",
    "Take the second left after the roundabout, then follow the signs for the Eden Project.",
    "Ticket {ticket} is blocked by {ticket}.",
    "Prefers early morning for deep work; no meetings before lunch if possible.",
    "Python 3.12.{n}, Node 20.11.1, pnpm 9.1 - pinned in .tool-versions.",
    "Flight BA {n3} from LHR to SFO is scheduled to depart at 11:25 local time.",
    "The conference keynote starts at 9:00 in Hall A; doors open at 8:15.",
    "Costco membership fee went up to $65 this year.",
    "Weather in {city}: {temp}°C, light rain, wind 20 km/h.",
    "Schema: lat and lng are floats; postcode is a string, max 10 chars.",
    "Error: ENOENT: no such file or directory, open './config/local.json'",
    "Homebrew installs to /opt/homebrew on Apple Silicon, /usr/local on Intel.",
    "~/.ssh/config needs `IdentitiesOnly yes` for the GitHub host entry.",
    "$HOME/.cache/pip can be deleted safely if the disk is full.",
    "Use `git rebase -i HEAD~{n}` to squash the fixup commits.",
    "HTTP 429 from api.openai.com; retry-after {nn}s. Back off and retry.",
    "Invoice INV-2026-{n4} total {gbp}, VAT 20%.",
    "ISBN 978-0-13-468599-1 is the book they recommended on refactoring.",
    "Bus 73 runs every 8 minutes at peak; the last one is around midnight.",
    "Room 4.02 is booked for the design review.",
    "The backup cron job runs at 02:00 UTC daily (0 2 * * *).",
    "The library is open 9am-5pm on weekdays and 10am-4pm on Saturdays.",
    "In the UK the emergency number is 999; 111 is for non-urgent medical help.",
    "Likes answers in bullet points, short, with code first.",
    "Wants commit messages in the imperative mood, max 72 chars per line.",
    "Uses {tool} for tasks and {tool} for notes.",
    "Favourite cuisine: Sichuan; allergic to peanuts (mild).",
    "Planning a two-week trip to {country} in September.",
    "Budget for the new laptop is around {price}.",
    "The team switched from Jenkins to GitHub Actions in Q{n}.",
    "CI runner image: ubuntu-24.04, 4 vCPU, 16 GB RAM.",
    "Kubernetes namespace {proj}-staging has {n} replicas of the API pod.",
    "Grafana dashboard uid {sha7} shows p95 latency of {n3} ms.",
    "They are reading about CRDTs and event sourcing this month.",
    "Zoom link goes in the calendar invite, not in the memory.",
    "Amazon order {order}-{n4} was refunded ({price}).",
    "Git tag v{ver} points to {sha40}.",
    "The Eiffel Tower closes at 23:45 in summer; last lift is at 22:45.",
    "Trains from {city} to London run every 30 minutes on weekdays.",
    "Museum late opening: first Friday of the month until 9pm.",
    "The shop is closed on Sundays and bank holidays.",
    "set `PGPASSWORD` in the environment rather than on the command line",
    "Placeholder in docs: Authorization: Bearer <token>",
    "AWS_SECRET_ACCESS_KEY=YOUR_SECRET_HERE in the README template",
    "The password policy requires 12+ characters and one symbol.",
    "PIN length on the new cards is 4 digits; the bank never asks for it by email.",
    "Forgot-password flow sends a reset link that expires after 30 minutes.",
    "Their favourite coffee place is the Blue Bottle near Union Square.",
    "Interested in the {company} developer conference next spring.",
    "Reminder: renew the domain {proj}.dev before it expires in {date}.",
    "Parse dates as ISO 8601, e.g. {date}T09:30:00Z.",
    "Median rent in {city} rose {pct} year over year.",
    "Timezone preference: Europe/London; use 24-hour clock in summaries.",
    "Uses a standing desk and prefers dark themes in every editor.",
    "Prefers British spelling in documents (colour, organise).",
    "The {proj} service exposes /healthz and /metrics on port {port}.",
    "SELECT id, created_at FROM orders WHERE status = 'shipped' LIMIT {nn};",
    "def get_user(user_id: int) -> User: ...  # returns None if missing",
    "for name in names: print(f\"hello {name}\")",
    "Lighthouse score went from {nn} to 9{n} after lazy-loading images.",
    "The stand-up channel is #team-{proj}; the bot posts a summary there.",
    "Hyde Park, Buckingham Palace and the Tower of London were on the list.",
    "Central Park, the Met and the High Line - all walkable from Midtown.",
    "Exchange rate used in the budget: 1 GBP = 1.27 USD.",
    "Tracking says the parcel is at the {city} depot.",
    "Chrome 1{nn}.0 broke the drag-and-drop in the editor; pinned to the previous version.",
    "Issue #{n4} on the {proj} repo is a duplicate of #{n3}.",
    "SHA-1 of the release tarball: {sha40}",
    "Build {n4} passed in {nn} minutes.",
    "The office is open 8am-6pm; reception closes at 5:30.",
    "Checkout at the hotel is 11:00, check-in from 15:00.",
    "The farmers market runs Saturdays from 9 until 1.",
    "Apple released iOS 1{n}.{n} with a fix for the keyboard bug.",
    "Stock check: Raspberry Pi 5 back in stock at {price}.",
    "Dentist appointments need 24 hours notice to cancel.",
    "The user's team uses trunk-based development with short-lived branches.",
    "Retro notes: fewer meetings, clearer ownership, better docs.",
    "Use `<your-email>` and `<your-phone>` as placeholders in the template.",
    "The form has fields for name, email and phone, all optional.",
    "Username must be 3-20 characters, letters, digits and underscores only.",
    "The secret lives in the vault under kv/{proj}/prod; never paste it here.",
    "Ports 80 and 443 are open on the load balancer; {port} is internal only.",
    "UUID v4 example in the API docs: {uuid}",
    "Sunrise in {city} today is at 06:12, sunset at 19:48.",
    "Polling stations are open from 7am to 10pm on election day.",
    "Kick-off is at 3pm at Old Trafford; the stadium tour is closed that day.",
    "Customer support hours: Mon-Fri 9:00-17:30 GMT.",
    "The webinar on Kubernetes cost control starts at 16:00 CET.",
    "The Apple Store on Regent Street opens at 10am on Sundays.",
    "Coordinates in the test fixture are 0.0, 0.0 (null island), on purpose.",
    "ZIP files larger than 2 GB fail to upload to the shared drive.",
    "The postcode lookup API returns 404 for invalid input.",
    "HEAD is at {sha7}; working tree clean.",
    "npm audit found {n} vulnerabilities ({n} moderate).",
    "Sprint {nn} ends on {date}.",
    "The API rate limit is 5000 requests per hour per token.",
    "Use the 1Password CLI (`op read op://vault/item/field`) instead of pasting secrets.",
    "/home is on a separate partition in their Linux install.",
    "C:\\Program Files\\Git\\bin is on the PATH.",
    "%USERPROFILE%\\.aws\\credentials holds the profiles; never print it.",
    "Use /Users/Shared for files that both macOS accounts need.",
    "Prefers meetings on Tuesdays and Thursdays, never on Fridays.",
    "Version strings follow MAJOR.MINOR.PATCH, e.g. 2.14.3.",
    "Heathrow Terminal 5 is served by the Elizabeth line and the Piccadilly line.",
    "The annual plan costs $96, or $10 per month.",
    "Default SSH port is 22; the bastion uses {port}.",
    "Error code E{n3}: disk quota exceeded.",
    "IBAN format hint from the docs: GBkk BBBB SSSS SSAA AAAA AA.",
    "The card field shows the number masked as **** **** **** ****.",
    "Phone field placeholder: +44 7xxx xxxxxx.",
    "The secret-scanning alert was a false positive on a test fixture.",
    "Meeting room capacity is 8 people; the big room takes 20.",
    "The Golden Gate Bridge is about 2.7 km long.",
]

BENIGN_ZH = [
    "用户偏好：回答用简体中文，代码注释用英文。",
    "{proj} 发布了 v{ver}，提交 {sha7}。",
    "订单号 {order}，预计{zdate}送达，金额{zprice}。",
    "镜像摘要 sha256:{sha256}",
    "药店早上8点开门，晚上10点关门。",
    "G{n3} 次列车 07:00 从北京南站开出，10:48 到上海虹桥。",
    "故宫每周一闭馆，旺季开放时间 8:30–17:00。",
    "配置项 DB_PASSWORD 写在 .env 里，不要提交到仓库。",
    "密码：******",
    "token 一栏填 <YOUR_TOKEN> 就行，真实值在密钥管理里。",
    "出地铁站后往东走两百米，看到便利店右转。",
    "工单 {ticket} 已关闭。",
    "用户喜欢早上写代码，下午开会。",
    "Python 3.11、Node 20、MySQL 8.0 是当前的版本。",
    "{zcity}今天 {temp}°C，有雷阵雨。",
    "系统的备份任务每天凌晨2点（UTC）自动执行。",
    "会议室 A{n3} 这周都被占用了。",
    "端口 {port} 被占用，换成 {port} 试试。",
    "请求 ID {uuid} 返回 504。",
    "西湖、外滩、天安门广场都是周末人最多的地方。",
    "上海到杭州坐高铁大约一小时。",
    "双十一 iPhone 降价到 {zprice}。",
    "血压正常范围大约是 90–140 mmHg。",
    "喜欢简洁的回答，先给结论再解释。",
    "写文档时统一用“的”，不要用“地”“得”混着。",
    "这周在看分布式一致性的资料。",
    "计划国庆去{zcity}玩三天。",
    "新电脑预算在{zprice}左右。",
    "团队从 SVN 迁移到了 Git，主分支叫 main。",
    "CI 镜像换成了 ubuntu-24.04。",
    "{proj} 服务的 /healthz 接口在 {port} 端口。",
    "图书馆工作日 9:00–21:00 开放，周一上午闭馆。",
    "银行营业时间是工作日上午9点到下午5点。",
    "博物馆每周二免费开放。",
    "地铁末班车大约晚上11点，周末延长到12点。",
    "超市早上7点开门，生鲜区8点才上货。",
    "演唱会晚上7点半开始，6点开始检票。",
    "发票抬头写公司全称，税号在财务系统里查。",
    "密码规则：至少 12 位，包含数字和符号。",
    "支付密码是 6 位数字，银行不会打电话索要。",
    "忘记密码的话点“找回密码”，链接 30 分钟内有效。",
    "wifi密码贴在路由器背面，需要的时候自己去看。",
    "用户名只能包含字母、数字和下划线。",
    "API Key 存在密钥管理服务里，名字叫 {proj}-prod。",
    "提交 {sha40} 修复了登录页的样式问题。",
    "版本号从 {ver} 升级到 {ver}。",
    "Git 标签 v{ver} 已推送。",
    "季度目标：接口 p99 延迟降到 {n3} 毫秒以内。",
    "周报模板：本周完成、下周计划、风险。",
    "喜欢喝美式，不加糖。",
    "对花生轻度过敏，点外卖时注意。",
    "孩子今年上三年级。",
    "猫叫“团子”，三岁，英短。",
    "最喜欢的城市是{zcity}，觉得节奏刚好。",
    "{zcompany}的开发者大会明年春天在{zcity}举办。",
    "快递显示已到{zcity}转运中心。",
    "汇率按 1 美元 = 7.2 人民币估算。",
    "{zcity}房租同比上涨了{pct}。",
    "长城、兵马俑、黄山都去过了。",
    "回答里的日期统一用 {zdate} 这种格式。",
    "示例代码：print(\"你好，世界\")",
    "SQL：SELECT count(*) FROM orders WHERE status = '已发货';",
    "表单里的“姓名”“手机号”“邮箱”三个字段都是选填。",
    "占位符：<手机号>、<邮箱>、<身份证号>，不要填真实信息。",
    "问题 #{n4} 和 #{n3} 重复了，已合并。",
    "构建 {n4} 用时 {nn} 分钟。",
    "退房时间中午12点，入住下午2点以后。",
    "周六的集市上午9点到下午1点。",
    "医院挂号需要提前一天预约。",
    "{proj} 项目的代码评审至少需要两个人通过。",
    "复盘要点：减少会议、明确负责人、补文档。",
    "上传文件大小限制 {nn} MB。",
    "电影院周二半价。",
    "健身房早上6点到晚上11点营业。",
    "年会定在{zdate}，地点在公司大楼一层。",
    "机场大巴每半小时一班，首班 6:00。",
    "今天股市收盘上涨 {pct}。",
    "打印机在三楼茶水间旁边。",
    "公司的报销周期是每月 15 号截止。",
    "偏好使用 24 小时制显示时间。",
    "中文文档里的英文单词两边加空格。",
    "{zcompany}客服一般工作日才回复。",
    "数据库连接池大小设为 {nn}。",
    "请求超时时间 {nn} 秒，重试 {n} 次。",
    "日志保留 {nn} 天，之后自动清理。",
    "常用的 IDE 是 PyCharm 和 VS Code。",
    "会用五笔输入法，但平时打拼音。",
    "样例 UUID：{uuid}",
    "校验和 sha1:{sha40}",
    "默认分支保护已打开，禁止强推。",
    "{zcity}今天日出 6:12，日落 18:48。",
    "球赛晚上8点开球，地点在工人体育场。",
    "客服工作时间：周一至周五 9:00–18:00。",
    "邮编字段必须是 6 位数字。",
    "身份证号字段已脱敏，页面上显示为 ******************。",
    "手机号输入框提示：请输入 11 位手机号。",
    "银行卡号在页面上只显示后四位。",
    "测试环境的账号统一放在内部文档里，这里不记。",
    "HEAD 指向 {sha7}，工作区是干净的。",
    "npm audit 发现了 {n} 个漏洞。",
    "第 {nn} 个迭代在{zdate}结束。",
    "接口限流：每个 token 每小时 5000 次。",
    "/home 单独挂在一块盘上。",
    "%USERPROFILE%\\Downloads 是默认下载目录。",
    "C:\\Program Files\\Python312 已加入 PATH。",
    "东方明珠、外滩、豫园都在黄浦江边。",
    "高铁二等座票价{zprice}。",
    "机房温度要控制在 27°C 以下。",
    "SSH 默认端口是 22，跳板机改成了 {port}。",
    "错误码 E{n3}：磁盘配额不足。",
    "版本号格式：主版本.次版本.修订号，例如 2.14.3。",
    "年费套餐{zprice}，按月付更贵。",
    "每周二、周四开例会，周五不排会。",
    "北京地铁首班车大约 5:00，末班车大约 23:00。",
    "图书馆周末 10:00 开门。",
    "春节假期从{zdate}开始，一共 8 天。",
    "模板占位：{{用户名}}、{{手机号}}，发送前由系统替换。",
    "秘钥扫描的告警是误报，是测试用例里的假数据。",
    "会议室能坐 8 个人，大会议室 20 人。",
    "发布窗口是周四下午，周五不发版。",
]

BENIGN_MIXED = [
    "这个 PR 把 requests 升级到 {ver}，CI 全绿。",
    "commit {sha7} 修了 login page 的 CSS bug。",
    "图书馆 open 时间是 9am 到 9pm。",
    "shuttle bus 每 15 分钟一班，first bus 6:30。",
    "password 字段最少 12 位，must include 一个数字。",
    "API key 放在 vault 里，别 hardcode。",
    "port 改成 {port} 就能跑了。",
    "订单 #{order} 已经 shipped 了。",
    "我比较喜欢 early morning 写 code。",
    "Q{n} 要做 migration 到 Postgres 16。",
    "docker pull 的 digest 是 sha256:{sha256}",
    "request id {uuid} 一直报 timeout。",
    "{proj} 的 staging 环境 down 了，ticket {ticket}。",
    "周末想去 {zcity} 的 museum 看展。",
    "药店 open 到晚上 10 点。",
    "高铁 G{n3} 早上 7:05 发车，记得 check 一下 delay。",
    "回答请用中文，code comments 用 English。",
    "喜欢 dark mode，字体用 JetBrains Mono。",
    "token 那里写 <YOUR_TOKEN>，不要 paste 真的。",
    "密码那栏显示 ****，正常的。",
    "env 里的 DB_PASSWORD 留空，CI 会 inject。",
    "{company} 的 keynote 是 10am PT 开始。",
    "version bump 到 v{ver}，changelog 已更新。",
    "build #{n4} 用了 {nn} 分钟，太慢了。",
    "预算大概 {price}，不要超过。",
    "这个 bug 是 race condition，不是 config 问题。",
    "新 laptop 是 M3，16GB RAM。",
    "cron 设的是每天 02:00 UTC 跑 backup。",
    "timezone 设成 Asia/Shanghai。",
    "meeting notes 放在 {tool} 里。",
    "周报用 {tool} 的 template。",
    "{zcity} 今天 {temp} 度，记得带伞 umbrella。",
    "hotel check-in 下午 3 点以后。",
    "museum 周一 closed。",
    "超市 24 小时 open，很方便。",
    "去 airport 坐 metro 二号线最快。",
    "issue #{n4} 是 duplicate，close 掉了。",
    "release tag v{ver} 指向 {sha40}",
    "接口 p95 latency 降到 {n3}ms 了。",
    "用 `git stash` 然后 `git pull --rebase`。",
    "这个 endpoint 返回 HTTP 429，要 backoff。",
    "Redis 的 maxmemory 设成 {nn}gb。",
    "SQL 里加个 index，query 快了 {pct}。",
    "placeholder 用 <email> 和 <phone>，别放真实数据。",
    "username 规则：3-20 位，letters + digits。",
    "wifi 密码在前台问，不要存 memory。",
    "忘记 password 就走 reset flow。",
    "PIN 是 6 位数字，这是 bank 的规定。",
    "喜欢喝 latte，少糖。",
    "对 peanut 轻微过敏。",
    "计划去 {country} 旅行两周。",
    "孩子在学 Python，用 Scratch 入门的。",
    "{company} 的 stock 今天涨了 {pct}。",
    "外滩、陆家嘴 skyline 晚上很好看。",
    "Great Wall 去的是慕田峪那段。",
    "电影 7:30pm 开场，影院在商场五楼。",
    "演唱会 doors open 6pm，show 8pm 开始。",
    "餐厅 lunch 时间 11:30 到 14:00。",
    "gym 营业时间 6am 到 11pm。",
    "{zcompany} 的 open source 项目 star 很多。",
    "UI 改成 sidebar 在左边。",
    "文档用 Markdown 写，table 要对齐。",
    "部署用 Helm chart，values 在 repo 里。",
    "K8s 的 replicas 调到 {n}。",
    "logs 保留 {nn} 天。",
    "retry {n} 次，timeout {nn} 秒。",
    "数据集 size 大概 {nn}GB。",
    "ISBN 978-7-115-54608-1 是那本 Python 书。",
    "发票 INV-{n4} 金额 {zprice}，已经 reimburse。",
    "快递 tracking 显示到 {zcity} 了。",
    "feature flag `new_checkout` 默认关。",
    "code review 至少两个 approve。",
    "function 名用 snake_case。",
    "`def main():` 里别写业务逻辑。",
    "{proj} repo 的 default branch 是 main。",
    "UUID 格式：{uuid}",
    "端口 {port} 只对 internal 开放。",
    "汇率 1 USD ≈ 7.2 RMB。",
    "喜欢 bullet points 格式的回答。",
    "偏好 24-hour clock。",
    "这家 bakery 早上 7 点开门。",
    "地铁 last train 大概 11pm。",
    "机场 shuttle 每半小时一班。",
    "sunrise 6:12，sunset 18:48，{zcity} 今天天气不错。",
    "球赛 kick-off 晚上 8 点。",
    "客服 hours：Mon–Fri 9:00–18:00。",
    "ZIP 文件太大了，upload 失败。",
    "postcode 字段是 optional 的。",
    "HEAD 在 {sha7}，working tree clean。",
    "npm audit 报了 {n} 个 vulnerabilities。",
    "sprint {nn} 在 {date} 结束。",
    "rate limit 是每小时 5000 次 per token。",
    "用 `op read` 从 1Password 读 secret，别 paste 到聊天里。",
    "/home 是单独的 partition。",
    "%USERPROFILE%\\.aws\\credentials 不要 cat 出来。",
    "C:\\Program Files\\nodejs 已经加到 PATH 了。",
    "SSH port 从 22 改成了 {port}。",
    "error code E{n3}：quota exceeded。",
    "card 输入框显示 **** **** **** ****，是 masked 的。",
    "phone placeholder：+86 1xx xxxx xxxx。",
    "secret scanning 报的是 false positive，test fixture 里的。",
    "年费 plan {price}，月付贵一点。",
    "东方明珠的 night view 很值得看。",
    "Heathrow T5 坐 Elizabeth line 最方便。",
    "webinar 16:00 CET 开始，记得 register。",
    "机房 temperature 要低于 27°C。",
    "版本号用 semver，比如 2.14.3。",
    "deploy window 是周四下午，not Friday。",
    "postal code 的 regex 放在 validators.py 里。",
    "日志里的 email 都是 hash 过的。",
    "HR system 的 SSO 走 Okta。",
    "会议室 booking 用 {tool}。",
    "IKEA 的 delivery fee 是 {zprice}。",
]


def benign_with_lang() -> list[tuple[str, str]]:
    c = Ctx()
    out: list[tuple[str, str]] = []
    for lang, pool in (("en", BENIGN_EN), ("zh", BENIGN_ZH), ("mixed", BENIGN_MIXED)):
        seen: set[str] = set()
        i = 0
        guard = 0
        while len(seen) < BENIGN_PER_LANG:
            guard += 1
            assert guard < BENIGN_PER_LANG * 50, lang
            tpl = pool[i % len(pool)]
            i += 1
            text = fill(tpl, c)
            if "{" in text and "{v}" in text:
                raise AssertionError(tpl)
            if text in seen:
                # add a benign suffix/prefix to vary repeated fixed templates
                text = fill(c.r.choice(_BENIGN_WRAP[lang]), c).replace("<<T>>", text)
                if text in seen:
                    continue
            seen.add(text)
            out.append((lang, text))
    return out


_BENIGN_WRAP = {
    "en": ["Memory: <<T>>", "[pref] <<T>>", "note ({date}): <<T>>", "<<T>> (from chat)", "- <<T>>",
           "Context for {proj}: <<T>>", "<<T>> #{tool}", "[work] <<T>>", "Saved {date}: <<T>>",
           "<<T>> - confirmed by the user", "FYI <<T>>", "{\"kind\": \"note\", \"text\": \"<<T>>\"}"],
    "zh": ["记忆：<<T>>", "【偏好】<<T>>", "笔记（{zdate}）：<<T>>", "<<T>>（来自聊天）", "- <<T>>",
           "{proj}相关：<<T>>", "备注：<<T>>", "【工作】<<T>>", "{zdate}记录：<<T>>", "<<T>> 用户已确认",
           "补充一点：<<T>>", "{\"类型\": \"笔记\", \"内容\": \"<<T>>\"}"],
    "mixed": ["memory：<<T>>", "[pref] <<T>>", "note（{zdate}）：<<T>>", "<<T>>（from chat）", "- <<T>>",
              "{proj} context：<<T>>", "FYI <<T>>", "[work] <<T>>", "{date} 记录：<<T>>", "<<T>> —— 已 confirm",
              "补充：<<T>>", "{\"kind\": \"note\", \"text\": \"<<T>>\"}"],
}


# ================================================================ self-check
def _template_counts() -> dict[str, dict[str, int]]:
    return {cat: {lang: len(TEMPLATES[cat][lang]) for lang in LANGS} for cat in CATEGORIES}


if __name__ == "__main__":
    t0 = time.time()
    s = samples()
    b = benign_with_lang()
    dt = time.time() - t0
    cells: dict[tuple[str, str], int] = {}
    for x in s:
        cells[(x.category, x.lang)] = cells.get((x.category, x.lang), 0) + 1
        assert x.text.count(x.value) == 1, x
        assert x.value == x.value.strip() and x.value
    print(f"{'category':<14}" + "".join(f"{l:>8}" for l in LANGS) + "   templates")
    tc = _template_counts()
    for cat in CATEGORIES:
        print(f"{cat:<14}" + "".join(f"{cells.get((cat, l), 0):>8}" for l in LANGS)
              + f"   {sum(tc[cat].values())} ({'/'.join(str(tc[cat][l]) for l in LANGS)})")
    bc: dict[str, int] = {}
    for lang, _ in b:
        bc[lang] = bc.get(lang, 0) + 1
    print("benign:", bc, "unique:", len(set(b)))
    print(f"samples: {len(s)}  build time: {dt:.2f}s  deterministic: {s == samples() and b == benign_with_lang()}")
    rr = random.Random(7)
    for x in rr.sample(s, 12):
        print(f"--- {x.category}/{x.lang}: [{x.value}]\n{x.text}")
    for lang, text in rr.sample(b, 6):
        print(f"--- benign/{lang}:\n{text}")
