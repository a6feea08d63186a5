# ruff: noqa
"""Blind evaluation corpus BC: elder care and caregiving.

Domain: elder care and caregiving in English, Chinese and code-switched English/Chinese:
home-care (domiciliary) visit logs and rotas, care-home (养老院/护理院) records and resident
profiles, 护工 / carer / night-nurse handover notes, medication rounds and MAR charts, family
caregiver group chats (子女群), Lasting Power of Attorney / 委托书 / deputyship paperwork,
State Pension / 养老金, Attendance Allowance, Medicare / Medicaid and 长护险 (long-term-care
insurance) claims, adult day centres (日间照料中心), fall alarms, pendants, GPS watches,
bed-exit sensors and the small IT systems that glue all of this together.

Styles: prose notes, family chat with typos and code-switching, e-mails with headers, form
fields, CSV rows, JSON, YAML, .env files, shell commands, stack traces, gateway logs,
markdown tables, OCR-ish scans of paper forms, voice-dictated text without punctuation; the
planted value sits at the start, middle or end, with or without a cue word.

Written blind: the author never read the gate's source, its tests, other corpora or the repository history, and never ran the gate. Only the contract in blind_common.py was read.

Seeds: BASE_SEED = 20251201; cell c = category index * 3 + language index uses
random.Random(BASE_SEED + c); Faker en_US / en_GB / zh_CN are re-seeded per cell with
seed_instance(OFF + 1 + BASE_SEED + c) / (OFF + 2 + ...) / (OFF + 3 + ...), OFF = 9300;
benign language i uses random.Random(BENIGN_SEED + i) with BENIGN_SEED = 93201.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string

try:
    from .blind_common import CATEGORIES, LANGS, Sample
except ImportError:  # run as a script
    import os, sys

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

PER_CELL = 250
BENIGN_PER_LANG = 400
BASE_SEED = 20251201
OFF = 9300
BENIGN_SEED = 93201

_UP = string.ascii_uppercase
_LO = string.ascii_lowercase
_DG = string.digits
_AN = _UP + _LO + _DG
_HEX = "0123456789abcdef"
_B64 = _AN + "+/"
_URLSAFE = _AN + "-_"


def _rs(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


# --------------------------------------------------------------------------- checksums
def _luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    digits = [int(ch) for ch in num if ch.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def _iban_num(s):
    return int("".join(str(int(ch, 36)) for ch in s))


def _make_iban(country, bban):
    check = 98 - _iban_num(bban + country + "00") % 97
    return f"{country}{check:02d}{bban}"


def iban_ok(s):
    s = s.replace(" ", "")
    return _iban_num(s[4:] + s[:4]) % 97 == 1


_CNID_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def _cnid_check(body17):
    return "10X98765432"[sum(int(a) * w for a, w in zip(body17, _CNID_W)) % 11]


def cnid_ok(s):
    s = s.replace(" ", "").upper()
    return len(s) == 18 and s[:17].isdigit() and _cnid_check(s[:17]) == s[17]


def nhs_ok(s):
    d = [int(ch) for ch in s if ch.isdigit()]
    if len(d) != 10:
        return False
    chk = 11 - sum(x * (10 - i) for i, x in enumerate(d[:9])) % 11
    chk = 0 if chk == 11 else chk
    return chk == d[9]


# --------------------------------------------------------------------------- context
class _Ctx:
    def __init__(self, rng, us, gb, zh, lang):
        self.rng, self.us, self.gb, self.zh, self.lang = rng, us, gb, zh, lang
        self.vcity = None
        self.vkind = None

    def ch(self, seq):
        return self.rng.choice(seq)

    def ri(self, a, b):
        return self.rng.randint(a, b)

    def en(self):
        return self.us if self.rng.random() < 0.5 else self.gb


_FAKERS = None


def _fakers():
    global _FAKERS
    if _FAKERS is None:
        from faker import Faker

        _FAKERS = (Faker("en_US"), Faker("en_GB"), Faker("zh_CN"))
    return _FAKERS


def _clean(s):
    return re.sub(r"[^A-Za-z]", "", s)


# --------------------------------------------------------------------------- places
_UK_CITIES = [
    ("London", 51.5074, -0.1278, ["SW", "SE", "N", "E", "NW", "W"]),
    ("Leeds", 53.8008, -1.5491, ["LS"]),
    ("Manchester", 53.4808, -2.2426, ["M"]),
    ("Bristol", 51.4545, -2.5879, ["BS"]),
    ("Cardiff", 51.4816, -3.1791, ["CF"]),
    ("Glasgow", 55.8642, -4.2518, ["G"]),
    ("Edinburgh", 55.9533, -3.1883, ["EH"]),
    ("Birmingham", 52.4862, -1.8904, ["B"]),
    ("Brighton", 50.8225, -0.1372, ["BN"]),
    ("Norwich", 52.6309, 1.2974, ["NR"]),
    ("Sheffield", 53.3811, -1.4701, ["S"]),
    ("York", 53.9590, -1.0815, ["YO"]),
    ("Exeter", 50.7184, -3.5339, ["EX"]),
    ("Nottingham", 52.9548, -1.1581, ["NG"]),
]
_US_CITIES = [
    ("Portland, OR", 45.5152, -122.6784, "972"),
    ("Chicago, IL", 41.8781, -87.6298, "606"),
    ("Boston, MA", 42.3601, -71.0589, "021"),
    ("Seattle, WA", 47.6062, -122.3321, "981"),
    ("Phoenix, AZ", 33.4484, -112.0740, "850"),
    ("Austin, TX", 30.2672, -97.7431, "787"),
    ("Denver, CO", 39.7392, -104.9903, "802"),
    ("Atlanta, GA", 33.7490, -84.3880, "303"),
    ("Miami, FL", 25.7617, -80.1918, "331"),
    ("Minneapolis, MN", 44.9778, -93.2650, "554"),
    ("Columbus, OH", 39.9612, -82.9988, "432"),
    ("Tampa, FL", 27.9506, -82.4572, "336"),
]
_CN_CITIES = [
    ("上海", 31.2304, 121.4737, "200", ["徐汇区", "静安区", "浦东新区", "长宁区", "杨浦区", "普陀区", "闵行区"]),
    ("北京", 39.9042, 116.4074, "100", ["朝阳区", "海淀区", "西城区", "东城区", "丰台区"]),
    ("杭州", 30.2741, 120.1551, "310", ["西湖区", "拱墅区", "上城区", "滨江区"]),
    ("广州", 23.1291, 113.2644, "510", ["天河区", "越秀区", "海珠区", "荔湾区"]),
    ("深圳", 22.5431, 114.0579, "518", ["南山区", "福田区", "罗湖区"]),
    ("成都", 30.5728, 104.0668, "610", ["武侯区", "锦江区", "青羊区", "金牛区"]),
    ("武汉", 30.5928, 114.3055, "430", ["江汉区", "武昌区", "洪山区"]),
    ("南京", 32.0603, 118.7969, "210", ["鼓楼区", "玄武区", "秦淮区", "建邺区"]),
    ("西安", 34.3416, 108.9398, "710", ["雁塔区", "碑林区", "新城区"]),
    ("天津", 39.3434, 117.3616, "300", ["和平区", "南开区", "河西区"]),
    ("苏州", 31.2990, 120.5853, "215", ["姑苏区", "工业园区", "吴中区"]),
    ("青岛", 36.0671, 120.3826, "266", ["市南区", "市北区", "崂山区"]),
]
_CN_AREA = ["310104", "310106", "310115", "110105", "110108", "330106", "330105", "440106",
            "440305", "510107", "420106", "320106", "610113", "120101", "320508", "370202",
            "430104", "350102", "410105", "340104"]


# --------------------------------------------------------------------------- secrets
def _jwt(r):
    head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').rstrip(b"=").decode()
    iat = r.randint(1735000000, 1765000000)
    payload = {
        "sub": r.choice(["pendant-", "gw-", "hub-", "bedmat-", "watch-"]) + _rs(r, _HEX, 8),
        "scope": r.choice(["alerts:write", "visits:read", "mar:read mar:write", "telecare"]),
        "iat": iat,
        "exp": iat + r.choice([3600, 86400, 604800]),
    }
    body = base64.urlsafe_b64encode(json.dumps(payload, separators=(",", ":")).encode())
    return f"{head}.{body.rstrip(b'=').decode()}.{_rs(r, _URLSAFE, 43)}"


def _pkey(r):
    kind = r.choice(["OPENSSH", "RSA", "EC"])
    first = {"OPENSSH": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
             "RSA": "MIIEowIBAAKCAQEA", "EC": "MHcCAQEEI"}[kind]
    lines = [first + _rs(r, _B64, 64 - len(first))]
    for _ in range(r.randint(3, 6)):
        lines.append(_rs(r, _B64, 64))
    lines.append(_rs(r, _B64, r.randint(12, 40)) + r.choice(["", "=", "=="]))
    return f"-----BEGIN {kind} PRIVATE KEY-----\n" + "\n".join(lines) + f"\n-----END {kind} PRIVATE KEY-----"


_SECRET_KINDS = {
    "en": ["aws", "awssec", "ghp", "ghpat", "slack", "openai", "oaproj", "ant", "stripe", "google",
           "hf", "sg", "tg", "jwt", "twilio", "b62", "fcm", "glpat"],
    "zh": ["aliyun", "aliyunsec", "tencent", "hex32", "hex64", "corpsec", "b62", "jwt", "openai"],
}
_SECRET_KINDS["mixed"] = _SECRET_KINDS["en"] + _SECRET_KINDS["zh"]


def _secret(c, kind):
    r = c.rng
    kind = kind or c.ch(_SECRET_KINDS[c.lang])
    c.vkind = kind
    if kind == "aws":
        return "AKIA" + _rs(r, _UP + "234567", 16)
    if kind == "awssec":
        return _rs(r, _AN + "/+", 40)
    if kind == "ghp":
        return "ghp_" + _rs(r, _AN, 36)
    if kind == "ghpat":
        return "github_pat_11" + _rs(r, _UP + _DG, 20) + "_" + _rs(r, _AN, 59)
    if kind == "slack":
        return f"xoxb-{_rs(r, _DG, 12)}-{_rs(r, _DG, 13)}-{_rs(r, _AN, 24)}"
    if kind == "slackp":
        return f"xoxp-{_rs(r, _DG, 12)}-{_rs(r, _DG, 12)}-{_rs(r, _DG, 13)}-{_rs(r, _HEX, 32)}"
    if kind == "hooktail":
        return _rs(r, _AN, 24)
    if kind == "openai":
        return "sk-" + _rs(r, _AN, 48)
    if kind == "oaproj":
        return "sk-proj-" + _rs(r, _URLSAFE, 56) + "T3BlbkFJ" + _rs(r, _URLSAFE, 56)
    if kind == "ant":
        return "sk-ant-api03-" + _rs(r, _URLSAFE, 93) + "AA"
    if kind == "stripe":
        return c.ch(["sk_live_", "sk_live_", "rk_live_"]) + _rs(r, _AN, c.ch([24, 34, 99]))
    if kind == "whsec":
        return "whsec_" + _rs(r, _AN, 32)
    if kind == "google":
        return "AIza" + _rs(r, _URLSAFE, 35)
    if kind == "hf":
        return "hf_" + _rs(r, _UP + _LO, 34)
    if kind == "sg":
        return "SG." + _rs(r, _URLSAFE, 22) + "." + _rs(r, _URLSAFE, 43)
    if kind == "tg":
        return f"{r.randint(5000000000, 7999999999)}:AA{_rs(r, _URLSAFE, 33)}"
    if kind == "jwt":
        return _jwt(r)
    if kind == "pkey":
        return _pkey(r)
    if kind in ("twilio", "hex32"):
        return _rs(r, _HEX, 32)
    if kind == "hex64":
        return _rs(r, _HEX, 64)
    if kind == "aliyun":
        return "LTAI5t" + _rs(r, _AN, 18)
    if kind == "aliyunsec":
        return _rs(r, _AN, 30)
    if kind == "tencent":
        return "AKID" + _rs(r, _AN, 32)
    if kind == "corpsec":
        return _rs(r, _URLSAFE, 43)
    if kind == "fcm":
        return "AAAA" + _rs(r, _URLSAFE, 7) + ":APA91b" + _rs(r, _URLSAFE, 134)
    if kind == "glpat":
        return "glpat-" + _rs(r, _URLSAFE, 20)
    if kind == "urlpw":
        return _rs(r, _AN, r.randint(16, 24))
    if kind == "uuid":
        h = _rs(r, _HEX, 32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{c.ch('89ab')}{h[17:20]}-{h[20:]}"
    # b62: generic high-entropy value assigned to a key/secret name
    return _rs(r, _AN, c.ch([32, 40, 48]))


# --------------------------------------------------------------------------- passwords
_PW_WORDS = ["Bluebell", "Marigold", "Sunflower", "Teapot", "Biscuit", "Rosebud", "Sparrow", "Holly",
             "Primrose", "Lavender", "Robin", "Thistle", "Clover", "Seaside", "Bramble", "Kestrel",
             "Meadow", "Harbour", "Custard", "Crumpet", "Toffee", "Blackpool", "Snowdrop", "Acorn"]
_PHRASE_WORDS = ["kettle", "orchard", "tulip", "biscuit", "lighthouse", "crossword", "garden", "pebble",
                 "teacup", "harbour", "jigsaw", "blanket", "violin", "pottery", "marmalade", "lantern",
                 "compass", "walnut", "cardigan", "meadow", "ferry", "thimble"]
_PINYIN = ["nainai", "yeye", "waipo", "laoma", "laoba", "xingfu", "pingan", "jiankang", "changshou",
           "fuqi", "jiayou", "huahua", "xiaobao", "taiyang", "kuaile", "meimei", "laojia", "anxin"]
_SYM = "!@#$%&*?-_.+="


def _password(c, kind):
    r = c.rng
    if kind is None:
        if c.lang == "en":
            kind = c.ch(["word", "rand", "phrase", "pin4", "word"])
        elif c.lang == "zh":
            kind = c.ch(["pinyin", "rand", "pin6", "pinyin"])
        else:
            kind = c.ch(["word", "pinyin", "rand", "pin6", "phrase"])
    c.vkind = kind
    if kind == "pin4":
        return _rs(r, _DG, 4)
    if kind == "pin6":
        return _rs(r, _DG, 6)
    if kind == "keysafe":
        return c.ch([_rs(r, _DG, 4), _rs(r, _DG, 4), _rs(r, _DG, 5), _rs(r, "ABCDE", 1) + _rs(r, _DG, 4)])
    if kind == "word":
        w = c.ch(_PW_WORDS)
        tail = c.ch([str(r.randint(1930, 1960)), f"{r.randint(1, 99):02d}", str(r.randint(100, 999))])
        sym = c.ch(["!", "#", "!", "?", "*", "$", ""])
        return c.ch([w + tail + sym, w + sym + tail, w.lower() + tail + sym, w + "_" + c.ch(_PW_WORDS).lower() + tail])
    if kind == "phrase":
        ws = [c.ch(_PHRASE_WORDS) for _ in range(r.randint(3, 4))]
        return c.ch(["-", ".", "_"]).join(ws) + c.ch(["", "-" + str(r.randint(10, 99)), str(r.randint(1, 9))])
    if kind == "pinyin":
        w = c.ch(_PINYIN)
        form = r.randint(0, 4)
        if form == 0:
            return w + str(r.randint(1930, 1965))
        if form == 1:
            return w + "@" + str(r.randint(2018, 2025))
        if form == 2:
            return w.capitalize() + c.ch(_SYM) + _rs(r, _DG, r.randint(3, 6))
        if form == 3:
            return c.ch(_PINYIN) + c.ch(_PINYIN) + _rs(r, _DG, 2)
        return _rs(r, _LO, 2) + _rs(r, _DG, 6)
    if kind == "wifi":
        return c.ch([c.ch(_PINYIN) + _rs(r, "6789", 4), c.ch(_PW_WORDS).lower() + _rs(r, _DG, 4),
                     _rs(r, _AN, 10), c.ch(_PINYIN) + "_" + _rs(r, _DG, 3)])
    # rand
    n = r.randint(10, 16)
    while True:
        s = _rs(r, _AN + "!@#$%&*?", n)
        if any(ch.isdigit() for ch in s) and any(ch.isupper() for ch in s) and any(ch.islower() for ch in s):
            return s


# --------------------------------------------------------------------------- e-mail
_EN_MAIL = ["gmail.com", "btinternet.com", "outlook.com", "yahoo.co.uk", "hotmail.co.uk", "icloud.com",
            "aol.com", "comcast.net", "sky.com", "virginmedia.com", "yahoo.com", "protonmail.com",
            "talktalk.net", "hotmail.com", "me.com"]
_ZH_MAIL = ["163.com", "126.com", "qq.com", "sina.com", "foxmail.com", "sohu.com", "aliyun.com", "yeah.net"]


def _local_en(c):
    fk = c.en()
    f, l = _clean(fk.first_name()).lower(), _clean(fk.last_name()).lower()
    return c.ch([f"{f}.{l}", f"{f}{l}{c.ri(1, 99)}", f"{f[0]}{l}", f"{f}.{l}{c.ri(40, 79)}", f"{f}_{l}",
                 f"{l}.{f[0]}", f"{f}{c.ri(1940, 1999)}", f"{f[0]}.{l}{c.ri(1, 9)}"])


def _local_py(c):
    f, l = _clean(c.zh.first_romanized_name()).lower(), _clean(c.zh.last_romanized_name()).lower()
    return c.ch([f"{l}{f}", f"{l}{f}{c.ri(60, 99)}", f"{l}.{f}", f"{l}_{f}{c.ri(1, 999)}", f"{f}{l}{c.ri(1960, 2002)}"])


def _email(c, kind):
    style = kind or ("en" if c.lang == "en" else "zh" if c.lang == "zh" else c.ch(["en", "zh", "zh"]))
    obf = False
    if style == "obf":
        obf = True
        style = "en" if c.lang == "en" else "zh" if c.lang == "zh" else c.ch(["en", "zh"])
    if style == "en":
        local, dom = _local_en(c), c.ch(_EN_MAIL)
    else:
        dom = c.ch(_ZH_MAIL)
        local = str(c.ri(10000, 3999999999)) if dom == "qq.com" and c.rng.random() < 0.6 else _local_py(c)
    c.vkind = "email"
    if obf:
        name, tld = dom.split(".", 1)
        if style == "zh" and c.rng.random() < 0.6:
            return c.ch([f"{local}#{dom}", f"{local}(at){dom}", f"{local}＠{dom}"])
        return c.ch([f"{local} at {name} dot {tld.replace('.', ' dot ')}", f"{local}[at]{dom}",
                     f"{local} (at) {name} (dot) {tld.replace('.', ' (dot) ')}", f"{local} AT {dom}"])
    return f"{local}@{dom}"


# --------------------------------------------------------------------------- phones
_US_AREA = ["212", "312", "415", "503", "617", "206", "214", "305", "404", "602", "702", "720", "919",
            "971", "480", "952", "813", "407", "616", "330", "614", "512"]
_UK_LAND = [("0161", 3, 4), ("0113", 3, 4), ("0117", 3, 4), ("0121", 3, 4), ("0131", 3, 4),
            ("0141", 3, 4), ("020", 4, 4), ("029", 4, 4), ("01273", 6, 0), ("01392", 6, 0), ("01603", 6, 0)]
_CN_MOB = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "153",
           "155", "156", "157", "158", "159", "166", "173", "176", "177", "178", "180", "181", "182",
           "183", "185", "186", "187", "188", "189", "191", "198", "199"]
_CN_LAND = [("010", 8), ("021", 8), ("020", 8), ("0755", 8), ("0571", 8), ("028", 8), ("027", 8),
            ("025", 8), ("029", 8), ("022", 8), ("0512", 8), ("0532", 8)]


def _phone(c, kind):
    r = c.rng
    if kind is None:
        kind = {"en": c.ch(["us", "uk_mob", "uk_land", "us", "uk_mob"]),
                "zh": c.ch(["cn_mob", "cn_mob", "cn_mob", "cn_land"]),
                "mixed": c.ch(["cn_mob", "cn_mob", "uk_mob", "us", "cn_land"])}[c.lang]
    c.vkind = kind
    if kind in ("us", "us_ext"):
        a, e, n = c.ch(_US_AREA), f"{r.randint(2, 9)}{_rs(r, _DG, 2)}", _rs(r, _DG, 4)
        v = c.ch([f"({a}) {e}-{n}", f"{a}-{e}-{n}", f"{a}.{e}.{n}", f"+1 {a} {e} {n}", f"+1-{a}-{e}-{n}", f"1 ({a}) {e}-{n}"])
        if kind == "us_ext":
            v += c.ch([" ext. ", " x", " ext "]) + str(r.randint(100, 4999))
        return v
    if kind == "uk_mob":
        d = c.ch("34789") + _rs(r, _DG, 8)
        return c.ch([f"07{d[:3]} {d[3:]}", f"07{d}", f"+44 7{d[:3]} {d[3:]}", f"+44 (0)7{d[:3]} {d[3:6]} {d[6:]}",
                     f"07{d[:3]} {d[3:6]} {d[6:]}", f"+447{d}"])
    if kind == "uk_land":
        code, a, b = c.ch(_UK_LAND)
        if b:
            body = f"{r.randint(2, 9)}{_rs(r, _DG, a - 1)} {_rs(r, _DG, b)}"
        else:
            body = f"{r.randint(2, 8)}{_rs(r, _DG, a - 1)}"
        return c.ch([f"{code} {body}", f"({code}) {body}", f"+44 {code[1:]} {body}"])
    if kind == "cn_mob":
        p, rest = c.ch(_CN_MOB), _rs(r, _DG, 8)
        return c.ch([f"{p}{rest}", f"{p}{rest}", f"{p} {rest[:4]} {rest[4:]}", f"{p}-{rest[:4]}-{rest[4:]}",
                     f"+86 {p} {rest[:4]} {rest[4:]}", f"+86{p}{rest}", f"(+86) {p}{rest}"])
    # cn_land
    code, n = c.ch(_CN_LAND)
    body = str(r.randint(2, 8)) + _rs(r, _DG, n - 1)
    return c.ch([f"{code}-{body}", f"{code}-{body[:4]} {body[4:]}", f"({code}){body}", f"{code} {body}"])


# --------------------------------------------------------------------------- addresses
_US_STREET = ["Oak", "Maple", "Cedar", "Elm", "Pine", "Willow", "Birch", "Linden", "Magnolia", "Chestnut",
              "Juniper", "Alder", "Sycamore", "Hawthorne", "Lincoln", "Jefferson", "Franklin", "Lakeview",
              "Ridgewood", "Meadowbrook", "Sunset", "Highland", "Division", "Fremont", "Belmont"]
_US_SUF = ["St", "Street", "Ave", "Avenue", "Blvd", "Dr", "Drive", "Ln", "Ct", "Rd", "Way", "Pl", "Terrace"]
_UK_STREET = ["Larkspur", "Church", "Station", "Victoria", "Mill", "Orchard", "Park", "Windsor", "Meadow",
              "Beech", "Wellington", "Albert", "Grange", "Manor", "Chapel", "Rectory", "Cromwell", "Elmfield",
              "Hawthorn", "Kingfisher", "Priory", "Blenheim", "Stanley", "Queens"]
_UK_SUF = ["Road", "Street", "Lane", "Close", "Avenue", "Drive", "Crescent", "Gardens", "Grove", "Way",
           "Terrace", "Mews", "Court", "Walk"]
_UK_HOUSE = ["The Old Bakery", "Rose Cottage", "Holly Lodge", "Orchard House", "The Willows", "Ivy Cottage"]
_CN_ROAD = ["人民", "解放", "建设", "中山", "和平", "文化", "长江", "黄河", "新华", "光明", "胜利", "团结",
            "幸福", "朝阳", "东风", "青年", "学府", "延安", "漕溪北", "天目山", "凤起", "莲花", "枣阳",
            "武宁", "长寿", "宜山", "龙华", "丹凤", "金沙", "玉林"]
_CN_RSUF = ["路", "路", "大道", "街", "东路", "西路", "北路", "南路"]
_CN_COMP = ["阳光", "金色", "锦绣", "幸福", "碧水", "翠苑", "景苑", "丽都", "东方", "华府", "绿城", "和谐",
            "怡景", "康乐", "天山", "曹杨", "田林", "梅园", "桂花", "枫林"]
_CN_CSUF = ["花园", "家园", "新村", "小区", "公寓", "苑", "嘉园", "名苑", "一村", "二村", "三村"]


def _address(c, kind):
    r = c.rng
    if kind is None:
        kind = {"en": c.ch(["us", "uk", "uk"]), "zh": "cn", "mixed": c.ch(["cn", "cn", "uk", "us"])}[c.lang]
    c.vkind = kind
    if kind == "us":
        city = c.ch(_US_CITIES)
        c.vcity = city[0]
        street = c.ch(_US_STREET + [_clean(c.us.last_name())])
        pre = c.ch(["", "", "", "N ", "S ", "E ", "W ", "NE ", "SE "])
        if r.random() < 0.2:
            street, suf = f"{r.randint(2, 89)}{c.ch(['th', 'th', 'th'])}", c.ch(["St", "Ave"])
        else:
            suf = c.ch(_US_SUF)
        unit = c.ch(["", "", "", f" Apt {r.randint(1, 12)}{c.ch('ABCD')}", f", Apt {r.randint(101, 940)}",
                     f" Unit {r.randint(1, 40)}", f" #{r.randint(100, 999)}"])
        return f"{r.randint(100, 9999)} {pre}{street} {suf}{unit}"
    if kind == "uk":
        city = c.ch(_UK_CITIES)
        c.vcity = city[0]
        street = f"{c.ch(_UK_STREET + [_clean(c.gb.last_name())])} {c.ch(_UK_SUF)}"
        num = r.randint(1, 240)
        form = r.randint(0, 5)
        if form == 0:
            return f"Flat {r.randint(1, 24)}, {num} {street}"
        if form == 1:
            return f"{num}{c.ch('ab')} {street}"
        if form == 2:
            return f"{c.ch(_UK_HOUSE)}, {num} {street}"
        if form == 3:
            return f"Flat {r.randint(1, 9)}{c.ch('ABC')} {c.ch(['Abbey', 'Cedar', 'Linden', 'Mayfield'])} House, {street}"
        return f"{num} {street}"
    city = c.ch(_CN_CITIES)
    c.vcity = city[0] + "市"
    dist = c.ch(city[4])
    road = c.ch(_CN_ROAD) + c.ch(_CN_RSUF)
    comp = c.ch(_CN_COMP) + c.ch(_CN_CSUF)
    num, bld, unit, room = r.randint(1, 999), r.randint(1, 36), r.randint(1, 6), f"{r.randint(1, 28)}{r.randint(1, 4):02d}"
    forms = [
        f"{dist}{road}{num}号",
        f"{dist}{road}{num}号{bld}号楼{unit}单元{room}室",
        f"{road}{num}弄{bld}号{room}室",
        f"{comp}{bld}栋{unit}单元{room}",
        f"{dist}{comp}{bld}幢{room}室",
        f"{road}{num}号院{bld}号楼{room}",
        f"{dist}{road}{num}号{comp}{bld}栋{room}",
        f"{comp}{bld}号楼{unit}单元{room}室",
    ]
    return c.ch(forms)


# --------------------------------------------------------------------------- government ids
_NI_BAD1, _NI_BAD2 = set("DFIQUV"), set("DFIOQUV")
_NI_BADP = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}
_MBI_A = "ACDEFGHJKMNPQRTUVWXY"


def _cnid(c):
    r = c.rng
    body = c.ch(_CN_AREA) + f"{r.randint(1930, 1996)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}" + _rs(r, _DG, 3)
    v = body + _cnid_check(body)
    return v if r.random() < 0.85 else f"{v[:6]} {v[6:14]} {v[14:]}"


def _govid(c, kind):
    r = c.rng
    if kind is None:
        kind = {"en": c.ch(["ssn", "nino", "nhs", "mbi", "ukpass", "uspass"]), "zh": "cnid",
                "mixed": c.ch(["cnid", "cnid", "ssn", "nhs", "nino"])}[c.lang]
    c.vkind = kind
    if kind == "ssn":
        a = c.ch([x for x in range(1, 900) if x != 666])
        v = f"{a:03d}{r.randint(1, 99):02d}{r.randint(1, 9999):04d}"
        return c.ch([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v])
    if kind == "itin":
        mid = c.ch(list(range(70, 89)) + [90, 91, 92, 94, 95, 96, 97, 98, 99])
        return f"9{r.randint(0, 99):02d}-{mid}-{r.randint(1, 9999):04d}"
    if kind == "mbi":
        AN = _MBI_A + _DG
        v = (str(r.randint(1, 9)) + c.ch(_MBI_A) + c.ch(AN) + c.ch(_DG) + c.ch(_MBI_A) + c.ch(AN)
             + c.ch(_DG) + c.ch(_MBI_A) + c.ch(_MBI_A) + c.ch(_DG) + c.ch(_DG))
        return c.ch([v, f"{v[:4]}-{v[4:7]}-{v[7:]}"])
    if kind == "nino":
        while True:
            p = c.ch([x for x in _UP if x not in _NI_BAD1]) + c.ch([x for x in _UP if x not in _NI_BAD2])
            if p not in _NI_BADP:
                break
        d = _rs(r, _DG, 6)
        s = c.ch("ABCD")
        return c.ch([f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}", f"{p}{d}{s}", f"{p} {d} {s}"])
    if kind == "nhs":
        while True:
            d = [r.randint(0, 9) for _ in range(9)]
            d[0] = r.randint(4, 7)
            chk = 11 - sum(x * (10 - i) for i, x in enumerate(d)) % 11
            chk = 0 if chk == 11 else chk
            if chk != 10:
                break
        v = "".join(map(str, d)) + str(chk)
        return c.ch([f"{v[:3]} {v[3:6]} {v[6:]}", v, f"{v[:3]}-{v[3:6]}-{v[6:]}"])
    if kind == "uspass":
        return c.ch([_rs(r, _DG, 9), c.ch("ABCEFGHJ") + _rs(r, _DG, 8)])
    if kind == "ukpass":
        return str(r.randint(1, 9)) + _rs(r, _DG, 8)
    if kind == "usdl":
        return c.ch([c.ch(_UP) + _rs(r, _DG, 7), _rs(r, _DG, 8), f"{_rs(r, _DG, 3)} {_rs(r, _DG, 3)} {_rs(r, _DG, 3)}",
                     f"{c.ch(_UP)}{_rs(r, _DG, 3)}-{_rs(r, _DG, 3)}-{_rs(r, _DG, 2)}-{_rs(r, _DG, 3)}-0",
                     f"{c.ch(_UP)}{_rs(r, _DG, 3)}-{_rs(r, _DG, 4)}-{_rs(r, _DG, 4)}"])
    if kind == "ukdl":
        sur = (_clean(c.gb.last_name()).upper() + "99999")[:5]
        y, m, d = r.randint(1930, 1960), r.randint(1, 12), r.randint(1, 28)
        m += 50 * r.randint(0, 1)
        ini = c.ch(_UP) + c.ch(_UP + "9")
        return f"{sur}{str(y)[2]}{m:02d}{d:02d}{str(y)[3]}{ini}9{c.ch(_UP)}{c.ch(_UP)}"
    if kind == "utr":
        v = _rs(r, _DG, 10)
        return c.ch([v, f"{v[:5]} {v[5:]}"])
    if kind == "cnpass":
        return c.ch(["E" + _rs(r, _DG, 8), "E" + c.ch("ABCDEFGH") + _rs(r, _DG, 7)])
    if kind == "hkmo":
        return c.ch(["C" + _rs(r, _DG, 8), "C" + c.ch("ABCDEFGH") + _rs(r, _DG, 7)])
    return _cnid(c)


# --------------------------------------------------------------------------- financial
_GB_BANK = ["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "NAIA", "SRLG", "BUKB"]


def _card_num(c, kind):
    r = c.rng
    if kind == "visa":
        body, n = "4" + _rs(r, _DG, 14), 16
    elif kind == "mc":
        body = c.ch([str(r.randint(51, 55)), str(r.randint(2221, 2720))])
        body += _rs(r, _DG, 15 - len(body))
    elif kind == "amex":
        body = c.ch(["34", "37"]) + _rs(r, _DG, 12)
    elif kind == "discover":
        body = "6011" + _rs(r, _DG, 11)
    else:  # cup: China UnionPay
        body = c.ch(["622202", "621700", "622848", "621483", "623668", "622588", "621226", "622700"])
        body += _rs(r, _DG, c.ch([9, 12, 12]))
    num = body + _luhn_digit(body)
    if kind == "amex":
        return c.ch([f"{num[:4]} {num[4:10]} {num[10:]}", num, f"{num[:4]}-{num[4:10]}-{num[10:]}"])
    groups = [num[i:i + 4] for i in range(0, len(num), 4)]
    return c.ch([" ".join(groups), num, "-".join(groups), " ".join(groups)])


def _financial(c, kind):
    r = c.rng
    if kind is None:
        kind = {"en": c.ch(["card", "iban", "ukacct", "usacct"]), "zh": c.ch(["cup", "cup", "cnacct"]),
                "mixed": c.ch(["cup", "card", "iban", "ukacct", "cnacct"])}[c.lang]
    if kind == "card":
        kind = c.ch(["visa", "mc", "amex", "discover", "visa", "mc"])
    if kind in ("visa", "mc", "amex", "discover", "cup"):
        c.vkind = "card"
        return _card_num(c, kind)
    if kind.startswith("iban"):
        c.vkind = "iban"
        cc = kind[5:] or c.ch(["gb", "gb", "de", "ie", "fr", "nl", "es"])
        if cc == "gb":
            iban = _make_iban("GB", c.ch(_GB_BANK) + _rs(r, _DG, 14))
        elif cc == "de":
            iban = _make_iban("DE", _rs(r, _DG, 18))
        elif cc == "ie":
            iban = _make_iban("IE", c.ch(["AIBK", "BOFI", "IPBS"]) + _rs(r, _DG, 14))
        elif cc == "fr":
            iban = _make_iban("FR", _rs(r, _DG, 23))
        elif cc == "nl":
            iban = _make_iban("NL", c.ch(["ABNA", "INGB", "RABO", "SNSB"]) + _rs(r, _DG, 10))
        else:
            iban = _make_iban("ES", _rs(r, _DG, 20))
        if r.random() < 0.55:
            return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
        return iban
    c.vkind = kind
    if kind == "ukacct":
        return str(r.randint(1, 9)) + _rs(r, _DG, 7)
    if kind == "usacct":
        return str(r.randint(1, 9)) + _rs(r, _DG, r.randint(9, 11))
    # cnacct: passbook / settlement account
    v = str(r.randint(1, 9)) + _rs(r, _DG, c.ch([16, 17, 18, 19]))
    return c.ch([v, v, " ".join(v[i:i + 4] for i in range(0, len(v), 4))])


def _sortcode(c):
    return f"{c.ch(['20', '40', '60', '30', '11', '09', '07', '77', '83', '16'])}-{c.ri(0, 99):02d}-{c.ri(0, 99):02d}"


def _routing(c):
    while True:
        d = [int(x) for x in f"{c.ch([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 26, 31]):02d}" + _rs(c.rng, _DG, 6)]
        for last in range(10):
            dd = d + [last]
            if (3 * (dd[0] + dd[3] + dd[6]) + 7 * (dd[1] + dd[4] + dd[7]) + dd[2] + dd[5] + dd[8]) % 10 == 0:
                return "".join(map(str, dd))


# --------------------------------------------------------------------------- names
_ZH_OLD_F = ["秀英", "桂英", "玉兰", "淑珍", "凤英", "秀兰", "桂兰", "素珍", "玉梅", "美华", "翠花", "月娥", "金凤", "慧敏"]
_ZH_OLD_M = ["建国", "国强", "德胜", "志明", "福生", "永康", "金山", "振华", "庆祥", "广发", "树林", "长海", "玉堂", "保国"]


def _name(c, kind):
    ks = set((kind or "").split("_")) - {""}
    g = "f" if "f" in ks else "m" if "m" in ks else c.ch("fm")
    script = "en" if "en" in ks else "zh" if "zh" in ks else "py" if "py" in ks else None
    if script is None:
        script = {"en": "en", "zh": "zh", "mixed": c.ch(["zh", "zh", "en", "py"])}[c.lang]
    c.vkind = script
    if script == "en":
        fk = c.en()
        first = fk.first_name_female() if g == "f" else fk.first_name_male()
        last = fk.last_name()
        if "lf" in ks:
            return f"{last}, {first}"
        if c.rng.random() < 0.12:
            return f"{first} {c.ch(_UP)}. {last}"
        return f"{first} {last}"
    if script == "py":
        first = c.zh.first_romanized_name()
        last = c.zh.last_romanized_name()
        return c.ch([f"{first} {last}", f"{last} {first}", f"{last.upper()} {first}"])
    if c.rng.random() < 0.45:
        return c.zh.last_name() + c.ch(_ZH_OLD_F if g == "f" else _ZH_OLD_M)
    return c.zh.name_female() if g == "f" else c.zh.name_male()


# --------------------------------------------------------------------------- usernames
_NICK_EN = ["NanaBee", "grandpa", "knitwitch", "gardengran", "bowlsking", "teaandtoast", "silverfox",
            "nightowl", "carerlife", "sundaybaker", "crosswordqueen", "oldsalt", "tangoDad", "birdwatcher"]
_NICK_ZH_A = ["快乐", "开心", "幸福", "夕阳红", "平安", "兰花", "荷塘月色", "知足常乐", "岁月静好", "老来乐", "向日葵"]
_NICK_ZH_B = ["奶奶", "外婆", "阿姨", "老头", "一家人", "姥姥", "大爷", "老顽童"]


def _username(c, kind):
    r = c.rng
    if kind is None:
        kind = {"en": "en", "zh": c.ch(["py", "wx", "py"]), "mixed": c.ch(["en", "py", "wx"])}[c.lang]
    c.vkind = kind
    if kind == "skype":
        fk = c.en()
        return c.ch(["live:.cid." + _rs(r, _HEX, 16), f"live:{_clean(fk.first_name()).lower()}.{_clean(fk.last_name()).lower()}_{r.randint(1, 99)}"])
    if kind == "en":
        fk = c.en()
        f, l = _clean(fk.first_name()), _clean(fk.last_name())
        return c.ch([f"{f.lower()}{l[0].lower()}{r.randint(40, 99)}", f"{f.lower()}.{l.lower()}",
                     f"{f[0].lower()}{l.lower()}{r.randint(1, 99)}", f"{c.ch(_NICK_EN)}{r.randint(1, 99)}",
                     _clean(fk.user_name()) + str(r.randint(1, 9)), f"{f.lower()}_{c.ch(_NICK_EN).lower()}",
                     f"{c.ch(_NICK_EN)}_{l}", f"{f}{l}{r.randint(1940, 2005)}", f"the_real_{f.lower()}{l[0].lower()}"])
    if kind == "qq":
        return str(r.randint(100000, 3999999999))
    if kind == "xhs":
        return str(r.randint(100000000, 9999999999))
    if kind == "nick":
        return c.ch(_NICK_ZH_A) + c.ch(_NICK_ZH_B) + c.ch(["", "", f"_{r.randint(1940, 1965)}", str(r.randint(1, 99))])
    f, l = _clean(c.zh.first_romanized_name()).lower(), _clean(c.zh.last_romanized_name()).lower()
    if kind == "wx":
        return c.ch(["wxid_" + _rs(r, _LO + _DG, 14), f"{l}{f}{r.randint(1960, 2005)}", f"{l}_{f}{r.randint(1, 99)}",
                     f"{f}{l}-{_rs(r, _LO, 3)}", f"{c.ch(_PINYIN)}_{l}{r.randint(1, 999)}"])
    if kind == "dy":
        return c.ch([f"dy{_rs(r, _LO + _DG, 10)}", str(r.randint(10000000, 9999999999)), f"{l}{f}_{r.randint(1, 99)}",
                     f"{c.ch(_PINYIN)}{l}{r.randint(10, 999)}"])
    return c.ch([f"{l}{f}{r.randint(1, 99)}", f"{l}.{f}", f"{f[0]}{l}{r.randint(1950, 2005)}", f"{l}_{f}",
                 f"{c.ch(_PINYIN)}_{r.randint(1, 9999)}", f"{l}{f}_{c.ch(['rn', 'hg', 'jz', 'nurse'])}"])


# --------------------------------------------------------------------------- home paths
_HP_EN = {
    "mac_doc": ["Documents/Mum care/MAR_March.xlsx", "Documents/Dad/LPA_health_and_welfare.pdf",
                "Documents/Care/visit_log_2025.csv", "Documents/Nan/CHC_checklist.docx",
                "Documents/Medicaid/application_2025.pdf", "Documents/Attendance Allowance/AA1_filled.pdf",
                "Library/Mobile Documents/com~apple~CloudDocs/Mum/care_plan_v3.pages",
                "Dropbox/Family/Dad_meds.numbers", "Documents/Care home/fees_2025.xlsx"],
    "mac_dir": ["Documents/pendant_logs", "Desktop/care_photos", "Downloads/careplan_exports",
                "Pictures/Mum pressure area", "Documents/Care/2025", "Documents/Grandad/paperwork"],
    "mac_desktop": ["Desktop/Screenshot 2025-03-14 at 09.12.44.png", "Desktop/pension_letter_scan.png",
                    "Desktop/rota_week12.png", "Desktop/medicare_card_front.jpg"],
    "mac_audio": ["Documents/handover_voice_memo.m4a", "Music/Voice Memos/night_handover.m4a",
                  "Downloads/gp_call_recording.m4a"],
    "mac_ipynb": ["projects/falls-analysis/notebooks/gait_speed.ipynb", "code/visit-metrics/exploration.ipynb"],
    "win_doc": ["Documents\\Mum\\LPA_property_financial_signed.pdf", "Documents\\Care Home\\Fees 2025.xlsx",
                "OneDrive\\Documents\\Dad\\Will_scan.pdf", "Documents\\Rota\\Rota_Week_12.xlsm",
                "Documents\\CHC\\DST_notes.docx", "Documents\\Carers\\timesheets_march.xlsx",
                "OneDrive\\Desktop\\Nan\\care_plan_review.docx"],
    "win_dl": ["Downloads\\CHC_checklist_2025.pdf", "Downloads\\AA1A_form.pdf", "Downloads\\Medicaid_application.pdf",
               "Downloads\\blue-badge-renewal.pdf"],
    "win_tmp": ["AppData\\Local\\Microsoft\\Windows\\INetCache\\Content.Outlook\\Q7ZK2M1B\\care_invoice_0325.pdf",
                "AppData\\Local\\Temp\\visit_export_tmp.csv"],
    "win_dir": ["Documents\\carelog-tools", "source\\repos\\rota-export", "Documents\\Mum"],
    "win_desktop": ["Desktop\\pension_screenshot.png", "Desktop\\blue badge.docx", "Desktop\\meds list.xlsx"],
    "wechat": ["Documents\\WeChat Files"],
    "ddfiles": ["AppData\\Roaming\\DingTalk\\Downloads"],
    "linux_py": ["falldetect/app.py", "carelog/sync/mar_sync.py", "projects/pendant-gw/gateway/main.py",
                 "src/rota/export.py", "code/bedmat/read_sensor.py"],
    "linux_sh": ["bin/backup_carelogs.sh", "scripts/rota_export.sh", "bin/pendant_healthcheck.sh"],
    "linux_dir": ["carelogs/2025-03", "exports/visits", "data/pendant", "backups/care-home", "Documents/mum-care"],
    "linux_cfg": [".config/carelog/config.yaml", ".pendant-gw.toml", ".config/bedmat/settings.ini"],
    "venv": [".venvs/falls/lib/python3.11/site-packages", "envs/gait/lib/python3.10/site-packages"],
    "ssh": [".ssh/id_ed25519", ".ssh/id_rsa", ".ssh/carehome_nas"],
}
_HP_ZH = {
    "mac_doc": ["Documents/养老院/入住合同.pdf", "Documents/妈妈/体检报告2025.pdf", "Documents/长护险/申请表.xlsx",
                "Documents/护理记录/三月交班.docx", "Documents/委托书/公证书扫描.pdf"],
    "mac_dir": ["Documents/手环日志", "Pictures/奶奶照片", "Desktop/护理记录", "Documents/爸爸的材料"],
    "mac_desktop": ["Desktop/养老金认证截图.png", "Desktop/委托书.jpg", "Desktop/出院小结.png"],
    "mac_audio": ["Documents/交班录音.m4a", "Downloads/奶奶语音.m4a"],
    "win_doc": ["Desktop\\护理记录\\三月交班.docx", "Documents\\委托书扫描件.pdf", "Documents\\排班表2025.xlsx",
                "Desktop\\爸爸\\遗嘱扫描.pdf", "Documents\\评估表\\老年人能力评估表.docx", "Desktop\\用药清单.xlsx",
                "Documents\\养老院\\收费明细.xlsx"],
    "win_dl": ["Downloads\\长护险申请表.xlsx", "Downloads\\高龄津贴申请表.doc", "Downloads\\护理院入住协议.pdf"],
    "win_dir": ["Documents\\护理导出", "Desktop\\交班记录"],
    "win_desktop": ["Desktop\\养老金认证截图.png", "Desktop\\体检报告.jpg"],
}
_HP_WIN = {"win_doc", "win_dl", "win_tmp", "win_dir", "win_desktop", "winjson", "wechat", "ddfiles"}
_HP_MAC = {"mac_doc", "mac_dir", "mac_desktop", "mac_audio", "mac_ipynb"}


def _home_path(c, kind):
    kind = kind or c.ch(["mac_doc", "win_doc", "linux_dir", "win_dl", "mac_dir", "linux_py"])
    c.vkind = kind
    zh = c.lang == "zh" or (c.lang == "mixed" and c.rng.random() < 0.6)
    base = "win_doc" if kind == "winjson" else kind
    tails = (_HP_ZH.get(base) if zh else None) or _HP_EN[base]
    tail = c.ch(tails)
    if zh:
        f, l = _clean(c.zh.first_romanized_name()).lower(), _clean(c.zh.last_romanized_name()).lower()
        user = c.ch([f"{l}{f}", f"{l}.{f}", f"{f}{l}", f"{l}{f}{c.ri(1, 99)}"])
        if kind in _HP_WIN and c.rng.random() < 0.5:
            user = c.zh.name()
    else:
        fk = c.en()
        f, l = _clean(fk.first_name()), _clean(fk.last_name())
        user = c.ch([f.lower(), f"{f}.{l}".lower(), f"{f[0]}{l}".lower(), f, f"{f}{l}",
                     _clean(fk.user_name()), f"{f.lower()}{l[0].lower()}"])
    if kind in _HP_WIN:
        v = f"C:\\Users\\{user}\\{tail}"
        return v.replace("\\", "\\\\") if kind == "winjson" else v
    if kind in _HP_MAC:
        return f"/Users/{user}/{tail}"
    return f"/home/{user}/{tail}"


# --------------------------------------------------------------------------- schedule
_RANGES = {"m": (6, 9), "a": (12, 16), "e": (18, 22), "n": (1, 4)}
_ZH_H = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


def _schedule(c, kind):
    kind = kind or c.ch(["m", "a", "e"])
    base, h24 = kind[0], kind.endswith("24")
    style = {"en": "en", "zh": "zh", "mixed": c.ch(["en", "zh"])}[c.lang]
    lo, hi = _RANGES[base]
    if base == "a" and style == "zh" and not h24:
        lo = 13  # "下午12点" reads oddly: Chinese afternoons start at 1
    h = c.ri(lo, hi)
    m = c.ch([0, 0, 0, 5, 10, 15, 15, 20, 30, 30, 30, 40, 45, 45, 50])
    c.vkind = "clock"
    if h24:
        if style == "en":
            return c.ch([f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}", f"{h}:{m:02d}", f"{h:02d}.{m:02d}"])
        return c.ch([f"{h:02d}:{m:02d}", f"{h}:{m:02d}", f"{h}点{m:02d}" if m else f"{h}点"])
    h12 = h % 12 or 12
    if style == "en":
        ap = "am" if h < 12 else "pm"
        opts = [f"{h12}:{m:02d}", f"{h12}:{m:02d}{ap}", f"{h12}:{m:02d} {ap}", f"{h12}.{m:02d}{ap}",
                f"{h12}:{m:02d} {ap[0]}.m.", f"{h:02d}:{m:02d}", f"{h12}:{m:02d}{ap.upper()}"]
        if m == 0:
            opts += [f"{h12}{ap}", f"{h12} {ap}", f"{h12} o'clock", f"{h12}{ap}"]
        return c.ch(opts)
    if m == 0:
        opts = [f"{h12}点", f"{_ZH_H[h12]}点", f"{h12}:00", f"{_ZH_H[h12]}点整"]
    elif m == 30:
        opts = [f"{h12}点半", f"{_ZH_H[h12]}点半", f"{h12}:30", f"{h12}点30"]
    elif m in (15, 45):
        opts = [f"{_ZH_H[h12]}点{'一刻' if m == 15 else '三刻'}", f"{h12}点{m}", f"{h12}:{m}", f"{h12}点{m}分"]
    else:
        opts = [f"{h12}点{m:02d}", f"{h12}点{m:02d}分", f"{h12}:{m:02d}"]
    return c.ch(opts)


# --------------------------------------------------------------------------- geo
_W3W = ["filled", "count", "soap", "index", "home", "raft", "lamp", "crate", "gravy", "pilot", "ledge", "spout",
        "tulip", "valley", "jogged", "brick", "cloud", "mouse", "tables", "slides", "pink", "dusty", "mild",
        "sharp", "green", "blend", "wires", "drops", "boats", "camera", "ladder", "spoon", "kettle", "hops",
        "tiles", "pretty", "bakes", "engine", "parks", "visit", "brave", "scared", "humble", "cabin"]
_OLC = "23456789CFGHJMPQRVWX"
_GH = "0123456789bcdefghjkmnpqrstuvwxyz"


def _olc(lat, lon):
    lat, lon = lat + 90.0, lon + 180.0
    code, res = "", 20.0
    for _ in range(5):
        dl, dn = int(lat // res), int(lon // res)
        lat, lon = lat - dl * res, lon - dn * res
        code += _OLC[dl] + _OLC[dn]
        res /= 20.0
    return code[:8] + "+" + code[8:]


def _geohash(lat, lon, n):
    la, lo = [-90.0, 90.0], [-180.0, 180.0]
    bits, out, ch, even = 0, "", 0, True
    while len(out) < n:
        rng = lo if even else la
        val = lon if even else lat
        mid = (rng[0] + rng[1]) / 2
        ch <<= 1
        if val > mid:
            ch |= 1
            rng[0] = mid
        else:
            rng[1] = mid
        even = not even
        bits += 1
        if bits == 5:
            out += _GH[ch]
            bits, ch = 0, 0
    return out


def _dms(v, pos, neg, zh=False):
    hemi = pos if v >= 0 else neg
    v = abs(v)
    d = int(v)
    m = int((v - d) * 60)
    s = (v - d - m / 60) * 3600
    if zh:
        return f"{hemi}{d}°{m}′{int(s)}″"
    return f"{d}°{m:02d}'{s:04.1f}\"{hemi}"


def _geo(c, kind):
    r = c.rng
    if kind is None:
        kind = {"en": c.ch(["coord", "ukpc", "zip", "coordc", "plus"]), "zh": c.ch(["coord", "coordc", "cnpc", "lonlat"]),
                "mixed": c.ch(["coord", "coordc", "cnpc", "ukpc", "lonlat"])}[c.lang]
    c.vkind = kind
    if kind in ("ukpc", "ukpcd"):
        city = c.ch(_UK_CITIES)
        c.vcity = city[0]
        area = c.ch(city[3])
        out = f"{area}{r.randint(1, 20 if len(area) == 2 else 40)}"
        if kind == "ukpcd":
            return out
        return f"{out} {r.randint(1, 9)}{c.ch('ABDEFGHJLNPQRSTUWXYZ')}{c.ch('ABDEFGHJLNPQRSTUWXYZ')}"
    if kind in ("zip", "zip4"):
        city = c.ch(_US_CITIES)
        c.vcity = city[0]
        z = city[3] + f"{r.randint(1, 99):02d}"
        return z + (f"-{r.randint(1, 9999):04d}" if kind == "zip4" else "")
    if kind == "cnpc":
        city = c.ch(_CN_CITIES)
        c.vcity = city[0] + "市"
        return city[3] + f"{r.randint(0, 99):02d}{r.choice('0123')}"
    if kind == "w3w":
        return c.ch(["///", "///", ""]) + ".".join(c.ch(_W3W) for _ in range(3))
    region = "cn" if kind in ("lonlat", "dmszh") else {"en": c.ch(["uk", "us"]), "zh": "cn",
                                                       "mixed": c.ch(["cn", "cn", "uk", "us"])}[c.lang]
    if region == "uk":
        name, lat, lon, _ = c.ch(_UK_CITIES)
    elif region == "us":
        name, lat, lon, _ = c.ch(_US_CITIES)
    else:
        name, lat, lon, _, _ = c.ch(_CN_CITIES)
        name += "市"
    c.vcity = name
    lat += r.uniform(-0.07, 0.07)
    lon += r.uniform(-0.09, 0.09)
    p = c.ch([4, 5, 5, 6, 6])
    if kind == "coord":
        return c.ch([f"{lat:.{p}f}, {lon:.{p}f}", f"{lat:.{p}f}, {lon:.{p}f}", f"{lat:.{p}f} {lon:.{p}f}"])
    if kind == "coordc":
        return f"{lat:.{p}f},{lon:.{p}f}"
    if kind == "lonlat":
        return f"{lon:.{p}f},{lat:.{p}f}"
    if kind == "dms":
        return f"{_dms(lat, 'N', 'S')} {_dms(lon, 'E', 'W')}"
    if kind == "dmszh":
        return f"{_dms(lat, '北纬', '南纬', True)} {_dms(lon, '东经', '西经', True)}"
    if kind == "plus":
        return _olc(lat, lon)
    return _geohash(lat, lon, c.ch([8, 9, 9, 10]))


_GEN = {"secret": _secret, "password": _password, "email": _email, "phone": _phone, "address": _address,
        "government_id": _govid, "financial": _financial, "person_name": _name, "username": _username,
        "home_path": _home_path, "schedule": _schedule, "geo": _geo}


# --------------------------------------------------------------------------- fillers (never personal)
_FAC_A = ["Willow Bank", "Heron Court", "Ashgrove Lodge", "Meadowview", "Oakfield House", "The Laurels",
          "Rose Court", "Abbeyfield House", "Beechwood Manor", "Elmhurst", "Sunny Acres", "Brookside",
          "Cedar Grove", "Hollybush", "Kingsmead", "Riverside View"]
_FAC_B = ["Care Home", "Nursing Home", "Care Centre", "Residential Home", "Assisted Living", "Senior Living"]
_AGENCY = ["Hearthside Home Care", "Bluebird Care", "Home Instead", "Helping Hands", "Right at Home", "Caremark",
           "Visiting Angels", "Comfort Keepers", "Kindly Carers", "Mosaic Homecare"]
_UNIT = ["Bluebell unit", "Rose unit", "Heather wing", "Lavender unit", "Oak wing", "Memory Care wing",
         "Primrose unit", "Nightingale unit", "Ground floor", "Willow wing"]
_REL = ["Mum", "Dad", "Nan", "Grandad", "Gran", "Grandpa", "Mom", "my mother-in-law", "my father", "Auntie",
        "Grandma", "my stepdad"]
_MED = ["amlodipine 5mg", "metformin 500mg", "donepezil 10mg", "bisoprolol 2.5mg", "levothyroxine 75mcg",
        "atorvastatin 20mg", "furosemide 40mg", "apixaban 5mg", "paracetamol 1g", "sertraline 50mg",
        "lansoprazole 30mg", "memantine 10mg", "ramipril 5mg", "Sinemet 25/100", "alendronic acid 70mg"]
_DEV = ["Tunstall Lifeline Smart Hub", "Apple Watch Series 9", "Philips Lifeline HomeSafe", "Medical Guardian MGMove",
        "Galaxy Watch6", "SureSafeGO", "Careline pendant", "Doro 8080", "Lifeline Vi+"]
_APP = ["Birdie", "CareLineLive", "Access Care Planning", "Nourish", "CareZone", "PASS", "Carely", "Log my Care"]
_CITY = ["Leeds", "Bristol", "Manchester", "Cardiff", "Glasgow", "Norwich", "York", "Chicago", "Portland",
         "Boston", "Phoenix", "Denver", "Tampa", "Brighton", "Sheffield"]
_HOST = ["carelog.internal", "willowbank.local", "rota-prod.cx9k2.eu-west-2.rds.amazonaws.com",
         "mar.heroncourt.co.uk", "telecare-gw.lan", "care-db01.internal"]
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"]
_WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_ZFAC_A = ["阳光", "福寿康", "松鹤", "颐和", "康乐", "夕阳红", "和睦家", "乐龄", "福海", "椿萱", "银杏", "爱晚"]
_ZFAC_B = ["养老院", "护理院", "颐养中心", "老年公寓", "养老服务中心", "康养中心"]
_ZREL = ["奶奶", "爷爷", "外婆", "外公", "姥姥", "姥爷", "老爸", "老妈", "婆婆", "公公", "我妈", "我爸"]
_ZMED = ["氨氯地平片5mg", "二甲双胍0.5g", "阿司匹林肠溶片100mg", "多奈哌齐5mg", "硝苯地平控释片30mg",
         "阿托伐他汀钙20mg", "美托洛尔25mg", "甲钴胺0.5mg", "左甲状腺素50μg", "美金刚10mg"]
_ZCITY = ["上海", "北京", "杭州", "成都", "广州", "南京", "武汉", "苏州", "天津", "西安", "青岛", "深圳"]
_ZDEV = ["小米手环8", "华为Watch 4", "一键呼叫器", "智能床垫", "北斗定位手表", "跌倒报警器", "智能药盒", "防走失手环"]
_ZAPP = ["安康通", "颐家", "孝心到家", "智慧养老", "长护险服务", "护理助手"]
_ZWD = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
_ZUNIT = ["松鹤区", "康乐区", "二病区", "认知症照护专区", "三楼护理区", "福寿楼"]


def _date(c, a=None):
    d, m = c.ri(1, 28), c.ri(1, 12)
    return c.ch([f"{d} {_MONTHS[m - 1]}", f"{m}/{d}/2025", f"2025-{m:02d}-{d:02d}", f"{d}/{m}/25",
                 f"{_MONTHS[m - 1][:3]} {d}", f"{c.ch(_WD)} {d} {_MONTHS[m - 1][:3]}"])


def _ts(c, a=None):
    return c.ch([f"2025-{c.ri(1, 12):02d}-{c.ri(1, 28):02d}T{c.ri(0, 23):02d}:{c.ri(0, 59):02d}:{c.ri(0, 59):02d}Z",
                 f"2025-{c.ri(1, 12):02d}-{c.ri(1, 28):02d} {c.ri(0, 23):02d}:{c.ri(0, 59):02d}:{c.ri(0, 59):02d}",
                 f"[2025-{c.ri(1, 12):02d}-{c.ri(1, 28):02d} {c.ri(0, 23):02d}:{c.ri(0, 59):02d}:{c.ri(0, 59):02d},{c.ri(100, 999)}]"])


_FILL = {
    "fac": lambda c, a: f"{c.ch(_FAC_A)} {c.ch(_FAC_B)}",
    "agency": lambda c, a: c.ch(_AGENCY),
    "unit": lambda c, a: c.ch(_UNIT),
    "rel": lambda c, a: c.ch(_REL),
    "med": lambda c, a: c.ch(_MED),
    "dev": lambda c, a: c.ch(_DEV),
    "app": lambda c, a: c.ch(_APP),
    "city": lambda c, a: c.ch(_CITY),
    "host": lambda c, a: c.ch(_HOST),
    "date": _date,
    "iso": lambda c, a: f"2025-{c.ri(1, 12):02d}-{c.ri(1, 28):02d}",
    "ts": _ts,
    "wd": lambda c, a: c.ch(_WD),
    "n": lambda c, a: str(c.ri(2, 38)),
    "ref": lambda c, a: c.ch([f"CR-{c.ri(10000, 99999)}", f"INC{c.ri(1000000, 9999999)}", f"SR-2025-{c.ri(1000, 9999)}",
                              f"#{c.ri(1000, 99999)}"]),
    "vcity": lambda c, a: c.vcity or c.ch(_CITY),
    "zvcity": lambda c, a: c.vcity or (c.ch(_ZCITY) + "市"),
    "sortcode": lambda c, a: _sortcode(c),
    "routing": lambda c, a: _routing(c),
    "slackid": lambda c, a: f"T0{_rs(c.rng, _UP + _DG, 8)}/B0{_rs(c.rng, _UP + _DG, 8)}",
    "zfac": lambda c, a: c.ch(_ZFAC_A) + c.ch(_ZFAC_B),
    "zrel": lambda c, a: c.ch(_ZREL),
    "zmed": lambda c, a: c.ch(_ZMED),
    "zcity": lambda c, a: c.ch(_ZCITY),
    "zdev": lambda c, a: c.ch(_ZDEV),
    "zapp": lambda c, a: c.ch(_ZAPP),
    "zwd": lambda c, a: c.ch(_ZWD),
    "zunit": lambda c, a: c.ch(_ZUNIT),
    "zdate": lambda c, a: c.ch([f"{c.ri(1, 12)}月{c.ri(1, 28)}日", f"2025年{c.ri(1, 12)}月{c.ri(1, 28)}日",
                                f"2025-{c.ri(1, 12):02d}-{c.ri(1, 28):02d}", f"{c.ri(1, 12)}.{c.ri(1, 28)}"]),
    "zroom": lambda c, a: c.ch([f"{c.ri(1, 6)}楼{c.ri(1, 6)}{c.ri(1, 30):02d}房", f"{c.ri(1, 40)}床", f"{c.ch('ABC')}区{c.ri(1, 30)}床",
                                f"{c.ri(1, 6)}0{c.ri(1, 9)}室"]),
    "zref": lambda c, a: c.ch([f"GD2025{c.ri(100000, 999999)}", f"#{c.ri(1000, 99999)}", f"WX-{c.ri(10000, 99999)}"]),
    "zbp": lambda c, a: f"{c.ri(110, 168)}/{c.ri(62, 98)}",
}

_SLOT = re.compile(r"\{([a-z][a-z0-9_]*)(?::([a-z0-9_]+))?\}")


def _render(tpl, c, gen):
    slots = list(_SLOT.finditer(tpl))
    vs = [m for m in slots if m.group(1) == "v"]
    assert len(vs) == 1, tpl
    c.vcity = c.vkind = None
    value = gen(c, vs[0].group(2))
    out, pos, start = [], 0, -1
    for m in slots:
        out.append(tpl[pos:m.start()])
        if m.group(1) == "v":
            start = sum(map(len, out))
            out.append(value)
        else:
            out.append(_FILL[m.group(1)](c, m.group(2)))
        pos = m.end()
    out.append(tpl[pos:])
    return "".join(out), start, start + len(value)


# =========================================================================== templates
# {v} / {v:kind} is the planted value; every other {slot} is a non-personal filler.
_T = {}

_T[("secret", "en")] = [
    "{agency} rota export job failing again. Config has AWS_ACCESS_KEY_ID={v:aws} in plain text, which is why IT flagged it.",
    "AWS_SECRET_ACCESS_KEY={v:awssec}\nAWS_DEFAULT_REGION=eu-west-2\nBUCKET=visit-notes-archive",
    "Grandson set up the fall-alert bot for {rel}'s pendant. Telegram token is {v:tg} - dont share it in the family chat pls",
    "# .env for the care-home tablet kiosk\nOPENAI_API_KEY={v:openai}\nMODEL=gpt-4o-mini\nMAX_TOKENS=400",
    "Hi all, the MAR chart summariser is live on the {unit} tablets. If it breaks, the key it uses is {v:oaproj}. Please don't paste it anywhere else.",
    "ticket {ref}: handover-notes summariser returns 401. Header was `x-api-key: {v:ant}` - key looks truncated in the vault copy.",
    "Stripe for the day centre lunch payments: live secret {v:stripe}. Finance said to move it into the vault before {date}.",
    "webhook signing secret for the respite-booking form: {v:whsec}",
    '<script src="https://maps.googleapis.com/maps/api/js?key={v:google}&callback=initVisitMap"></script>',
    "HF_TOKEN={v:hf} python transcribe_handover.py --model whisper-small --lang en",
    "SendGrid key for the weekly family digest from {fac}: {v:sg}",
    "git remote set-url origin https://{v:ghp}@github.com/carelog-dev/mar-sync.git",
    "From: IT support\nSubject: token rotation\n\nThe GitHub fine-grained token for the rota repo was {v:ghpat}. It has been revoked; please stop using it.",
    "slack bot for night-shift handover posts into #falls-log. bot token: {v:slack}",
    'Nurse station dashboard pulls alerts with `curl -H "Authorization: Bearer {v:jwt}" https://api.pendant-hub.example/v2/alerts`',
    "{ts} WARN alarm-gateway: retrying push with FCM server key {v:fcm} (status 401)",
    "Twilio for the carer SMS reminders - auth token {v:twilio}, rotate quarterly, SID is in the wiki.",
    "id_ed25519 for the backup box at {fac} (please delete from this doc once copied):\n{v:pkey}",
    "DATABASE_URL=postgres://carelog_app:{v:urlpw}@db.{host}:5432/visits",
    '- name: sync-mar\n  env:\n    CARELINE_API_KEY: "{v:b62}"\n    CARELINE_REGION: uk-south',
    "Handover app admin: the webhook posts to https://hooks.slack.com/services/{slackid}/{v:hooktail} - whoever set this up, please rotate",
    "Medication-round scanner pulls firmware using token {v:glpat}, saw it printed in the boot log on the {unit} trolley.",
    "voice note so the api key for the wearable dashboard is {v:b62} ill text you the rest later",
    "| service | key |\n|---|---|\n| pendant gateway | {v:hex32} |\n| rota export | (in vault) |",
    "config.yaml\nfall_detection:\n  threshold_g: 2.5\n  notify_webhook_secret: {v:hex64}\n  cooldown_s: 120",
    "Can someone check the Home Assistant setup at {rel}'s? The long-lived access token is {v:jwt} and it stopped working after the 2024.12 update.",
    "OCR of the sticky note on the office PC: APl KEY - {v:openai}  (do not remove)",
    "export ANTHROPIC_API_KEY={v:ant}\nexport VISIT_DB=sqlite:///visits.db",
    "Old Slack user token from the previous manager was still in the shared drive: {v:slackp}. Revoked on {date}.",
    '{"provider": "sendgrid", "purpose": "family newsletter", "api_key": "{v:sg}", "from_name": "{fac}"}',
    "mqtt broker for the bed-exit sensors: mqtts://sensors:{v:urlpw}@mqtt.{host}:8883",
    "Stripe restricted key for the hairdresser/podiatry invoicing at {fac}: {v:stripe}",
    "AWS creds found in the carer-app crash report:\naws_access_key_id = {v:aws}\n(secret part redacted by the vendor)",
    "the telecare contractor wrote the GitHub token on the whiteboard: {v:ghp} - photo attached, pls wipe it",
]

_T[("secret", "zh")] = [
    "养老院智慧平台的阿里云AccessKey ID是{v:aliyun}，上次巡检发现写在前端代码里了，赶紧换掉。",
    "AccessKeySecret: {v:aliyunsec}\n（护理记录OSS桶用，别外传）",
    "跌倒报警推送用的钉钉机器人 access_token={v:hex64}，谁改过？今天{zfac}没收到告警。",
    "小程序后台的AppSecret是{v:hex32}，家属端登录报错40125，可能被重置了。",
    "企业微信应用的corpsecret：{v:corpsec}，护工排班通知就是用这个发的",
    "腾讯云短信SecretId {v:tencent}，发给家属的探视提醒短信都走这个账号。",
    "交班记录自动摘要接了OpenAI，key是{v:openai}，月底前要迁到国内模型。",
    "运维群消息：手环数据网关的JWT过期了，新的先用这个 {v:jwt}",
    "# 护理院门禁系统配置\nDB_URL=mysql://nursing:{v:urlpw}@10.0.3.15:3306/care\nREDIS_URL=redis://10.0.3.16:6379/0",
    "排班脚本仓库的 token {v:ghp} 被提交到 GitHub 上了，已经在{zdate}撤销。",
    "语音转文字 那个key是{v:b62}你记一下 周一给护理部开通",
    "养老金代发对账接口签名密钥：{v:hex32}（财务科专用）",
    "Telegram机器人给海外子女推送老人血压数据，bot token：{v:tg}",
    "服务器登录私钥（临时放这里，复制后删除）：\n{v:pkey}",
    "HF_TOKEN={v:hf}  # 方言语音识别模型，用于老人语音呼叫",
    "长护险结算平台对接文档第3页写着 app_secret = {v:b62}，这个不应该出现在文档里。",
    "【工单{zref}】智能床垫厂商给的API Key：{v:b62}，离床报警延迟问题待处理",
    "config.yaml:\n  fall_alarm:\n    push_key: {v:fcm}\n    retry: 3",
    "谷歌地图key {v:google} 是给海外家属看探视路线用的，国内打不开，先停用。",
    "飞书群机器人签名校验密钥：{v:b62}，日间照料中心每日签到汇总推送用",
    "{zdate} 09:12:33 ERROR 手环网关 鉴权失败 token={v:hex64}",
    '{"平台": "智慧养老", "ak": "{v:aliyun}", "bucket": "care-records"}',
    "AWS_ACCESS_KEY_ID={v:aws}\n# 海外分院（新加坡）护理记录备份用",
    "SendGrid的key给香港那边发家属周报用：{v:sg}",
    "美国分院Slack机器人的token是{v:slack}，请勿转发。",
    "护理系统接口调试：curl -H 'Authorization: Bearer {v:jwt}' https://api.yanglao.example/v1/residents",
    "Stripe收款（海外家属缴费）密钥：{v:stripe}",
    "Anthropic的key {v:ant} 是评估试点用的，试点结束就作废。",
    "短信验证码服务 AppKey：{v:hex32}\n签名：{zfac}",
    "监控摄像头云平台的access token是{v:b62}，夜班要看回放就用这个登录接口",
    "git clone https://oauth2:{v:glpat}@gitlab.{host}/yanglao/handover.git",
    "子女群里有人把智能药盒的开发者密钥{v:hex32}发出来了，已撤回但大家都看到了",
    "腾讯云SecretKey：{v:b62}（和SecretId一起用，别截图）",
    "企业微信群机器人webhook：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={v:uuid} 用于跌倒告警",
]

_T[("secret", "mixed")] = [
    "爸爸的 Apple Watch fall detection 通知转发到家里的 Telegram，bot token 是 {v:tg}，别发到子女群。",
    "care home 的 IT 说 AWS key {v:aws} leaked 了，要 rotate 一下",
    "Handover summary 用的 OPENAI_API_KEY={v:openai}，月底 billing 超了，先停掉",
    "钉钉 robot 的 access_token 是 {v:hex64}，fall alarm 推送就靠它",
    "刚 commit 的 .env 里有 GITHUB_TOKEN={v:ghp}，赶紧 revoke",
    "nursing home portal 的 JWT：{v:jwt}，debug 完记得删",
    "我把 Stripe live key {v:stripe} 放进 1Password 了，群里这条记得撤回",
    "阿里云 AK {v:aliyun} 是 OSS 上传 care notes 用的，权限太大了要缩一下",
    "ssh key for the 养老院 NAS:\n{v:pkey}",
    "mqtt://bedsensor:{v:urlpw}@192.168.10.20:1883 这个是床垫 sensor 的 broker，密码明文写在 config 里",
    "HF token {v:hf}，用来跑方言 ASR model，识别奶奶的语音呼叫",
    "Google Maps API key: {v:google}（给 overseas family 看 visit route 用）",
    "SendGrid {v:sg} —— 每周 family newsletter 从这里发",
    "Slack webhook https://hooks.slack.com/services/{slackid}/{v:hooktail} 是 night shift handover channel 的",
    "小程序 AppSecret: {v:hex32}  // parents' mini-program login",
    "Anthropic key {v:ant} 只给 care plan summariser 用, don't reuse",
    "env:\n  WECOM_CORP_SECRET: {v:corpsec}\n  WECOM_AGENT_ID: 1000002",
    "log: {ts} ERROR pendant-gw auth failed, FCM key={v:fcm}",
    "腾讯云 SecretId {v:tencent} for SMS reminders to 家属",
    "GitHub fine-grained PAT {v:ghpat}，只给 rota-sync repo read 权限",
    "voice memo 转写 那个 token 是 {v:b62} 你先存一下 明天 IT 来了再说",
    "Twilio auth token {v:twilio}，给 UK 那边 carers 发 shift SMS 的",
    "| 系统 | secret |\n|---|---|\n| 手环 gateway | {v:hex32} |\n| 排班 | 见 vault |",
    "GitLab deploy token {v:glpat} 写死在 Dockerfile 里了，CI log 里也能看到",
    "DATABASE_URL=postgresql://care:{v:urlpw}@pg.{host}/mar —— 整串都 sensitive，别贴到 issue 里",
    "Slack user token {v:slackp} 是前任 manager 的，已经 deactivate",
    "OpenAI project key: {v:oaproj}（交班摘要 pilot）",
    "Stripe webhook secret {v:whsec}，respite booking 表单用",
    "AWS secret access key 是 {v:awssec}，region ap-east-1，香港 backup",
    "企业微信群机器人 webhook：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={v:uuid}  fall alert 用",
    "API key for 长护险 claims portal: {v:b62}，别 screenshot",
    "device secret {v:hex32} 烧录在 smart pillbox 里了，每台不一样，这台是奶奶房间的",
    "阿里云 AccessKeySecret={v:aliyunsec}  # care-records bucket, 只读就够了",
]

_T[("password", "en")] = [
    "Key safe by the back door, code {v:keysafe}. Please spin the dial after you lock it.",
    "Carers - new key safe code is {v:keysafe} from {date}. Old one is cancelled.",
    "{rel}'s iPad passcode is {v:pin6} if the carer needs to start the video call with the GP.",
    "Wi-Fi at {rel}'s flat: network BT-Hub-{n}, password {v:word}",
    "login for the {app} carer app on the shared phone:\npassword: {v:rand}",
    "the visitor wifi on {unit} isnt the guest one anymore, the password is {v:word}",
    "Lasting Power of Attorney online account - password is {v:phrase}, same as the Gov.uk one I think",
    "Nan's bank card PIN {v:pin4} - she wrote it on the back of the card, I've taken it off",
    "handover: door code for {unit} is {v:pin4}, residents at risk of wandering so don't say it out loud",
    "pw={v:rand}  (medication trolley tablet, admin)",
    "Attendance Allowance claim portal\nUser: see envelope\nPassword: {v:word}",
    "so the pin for mums lifeline base unit is {v:pin4} if it starts beeping press the button and enter it",
    "Dad changed his online banking password to {v:word} and then forgot it, can someone help him reset",
    "Rota system: temporary password {v:rand} - you'll be asked to change it at first login.",
    "| item | secret |\n|---|---|\n| key safe | {v:keysafe} |\n| alarm | see office |",
    "Medication cabinet combination {v:pin4}, controlled drugs book is in the top drawer",
    "Passphrase for the encrypted care-plan USB: {v:phrase}",
    "hey its me, the new password for grandads amazon is {v:word} dont tell him i put it here lol",
    "client_ref,access,notes\nCL-{n},key safe {v:keysafe},two carers needed for hoist",
    "Hi all,\n\nI've set up a shared mailbox for Mum's appointments. The password is {v:rand} - please don't change it without telling me.\n\nThanks",
    "night staff: alarm panel disarm code {v:pin4}, reset after the fire drill on {date}",
    "Out-of-hours visitors can use the entry keypad, code {v:pin4}, then sign the book.",
    "Medicare.gov login - password {v:word} (security question answer is the dog's name)",
    "Voicemail PIN on {rel}'s landline is {v:pin4}; she can't hear her messages otherwise",
    "admin / {v:rand} for the bed-sensor base station at {fac}",
    "Note to self: pension credit online, pwd {v:word}",
    "OCR scan: Key Safe Code : {v:keysafe}   Client must not be left alone on stairs",
    "The new Ring doorbell account password is {v:phrase}",
    'device:\n  model: bed-exit-mat\n  admin_password: "{v:rand}"',
    "Pharmacy online repeat prescriptions: the password is {v:word}, login is via her NHS account",
    "if the pendant alarm goes off at night, the code to silence the base unit is {v:pin4} then OK",
    "Sorry to post this here but the padlock on the shed where the mobility scooter lives is {v:pin4}",
    "Locked out of the council's carers portal again. Reset it to {v:rand}.",
    "Grandpa's phone unlock is {v:pin6}, the emergency contacts are saved under ICE",
]

_T[("password", "zh")] = [
    "奶奶家门口的密码锁是{v:pin6}，护工上门前先打电话。",
    "钥匙盒密码{v:keysafe}，在门口鞋柜右边。",
    "老人的银行卡密码{v:pin6}，我已经让他改了，别再写在纸上。",
    "养老院WiFi：SSID: Yanglao-3F，密码：{v:wifi}",
    "长护险APP登录密码是{v:pinyin}，每个月上传服务记录用。",
    "护理站电脑开机密码 {v:rand}，交班时告诉接班的人",
    "爸的手机锁屏密码{v:pin6}，出事的时候方便打开紧急联系人",
    "语音输入 养老金账户的查询密码是{v:pin6}你别忘了 下个月要认证",
    "社保卡密码{v:pin6}，去医院挂号要用",
    "智能药盒的管理员密码：{v:rand}",
    "麻醉药品柜密码{v:pin4}，两人在场才能开",
    "子女群公告：妈妈的微信支付密码是{v:pin6}，只有我们知道，千万别告诉陌生人。",
    "账号：见信封\n密码：{v:pinyin}\n（护工排班系统）",
    "门禁卡坏了先用密码{v:pin4}进，物业说周五修。",
    "家里路由器后台 admin / {v:rand}，给外婆装摄像头时改的",
    "OCR识别：密 码 ：{v:pin6}  （养老金领取）",
    "爷爷的淘宝登录密码 {v:pinyin}，帮他买纸尿裤用的",
    "日间照料中心平板的解锁密码是{v:pin4}",
    "老妈把12306密码改成{v:pinyin}了，她自己都记不住",
    "| 项目 | 密码 |\n|---|---|\n| 门锁 | {v:pin6} |\n| 保险柜 | 见院长 |",
    "电子病历系统临时密码：{v:rand}，首次登录后请修改",
    "夜班注意：消防控制室门锁密码{v:pin4}，别让住户看到",
    "老爸手机上支付宝的密码是 {v:pin6}，我跟他说了别给骗子",
    "护理院家属探视预约系统 密码{v:word}",
    "养老院财务电脑 pwd={v:rand}",
    "妈的医保APP密码我设成了{v:pinyin}，跟她生日有关，方便她记",
    "一键呼叫器的设置密码改成了{v:pin4}，别用出厂默认的",
    "加密U盘里是委托书扫描件，密码是{v:pinyin}",
    "网上银行登录密码：{v:rand}（代办养老金用，委托书已公证）",
    "保险箱密码{v:pin6}，老人的房产证和存折都在里面",
    "护工小程序登录 密码 {v:pinyin} 别外传",
    "智能门锁临时密码{v:pin6}，只在今天有效",
    "外公家的WiFi密码是{v:wifi}，摄像头连不上就重新输一下",
]

_T[("password", "mixed")] = [
    "Key safe code 是 {v:keysafe}，carers 来之前先在群里说一声",
    "奶奶 iPad 的 passcode {v:pin6}，video call 用",
    "WiFi password: {v:wifi}，养老院 3 楼的",
    "妈妈的 online banking 密码改成 {v:word} 了，别外传",
    "care app login password 是 {v:rand}，shared phone 上已经保存",
    "门锁 PIN {v:pin6}, please don't share in 子女群",
    "LPA online account passphrase：{v:phrase}",
    "语音转文字 爸爸 bank card 的 PIN 是 {v:pin4} 我让他去改了",
    "pw={v:pinyin}  // 长护险 portal",
    "交班 note：controlled drugs cabinet code {v:pin4}，两个 nurse 在场才能开",
    "Medicare 账户 password 是 {v:word}，Part D 续保用",
    "外婆的 Alipay 支付密码 {v:pin6}，只有 emergency 才用",
    "pendant base unit 的 silence code {v:pin4}，半夜响了就按这个",
    "router admin / {v:rand} —— 给爷爷装 camera 时设置的",
    "OCR: Password : {v:word}   养老金认证 app",
    "Amazon 账号的密码是 {v:word}，帮 Grandad 订 incontinence pads",
    ".env\nCARE_PORTAL_USER=family\nCARE_PORTAL_PASSWORD={v:rand}",
    "智能门锁 temporary code {v:pin6}，only valid today",
    "the 保险箱 combination is {v:pin6}，房产证 and 存折 inside",
    "wechat pay 密码 {v:pin6} 不要告诉任何人 even if they say they're from 社保局",
    "日间中心 tablet unlock：{v:pin4}",
    "Ring doorbell 的 password 我改成 {v:phrase} 了",
    "Temp password for 电子病历: {v:rand}, first login 后要改",
    "| item | 密码 |\n|---|---|\n| key safe | {v:keysafe} |\n| garage | ask Dad |",
    "voicemail PIN {v:pin4}，妈妈的座机听留言要用",
    "社保卡 PIN {v:pin6}，去医院挂号 need it",
    "登录密码：{v:pinyin}（care home visitor booking system）",
    "Dad's phone 锁屏 code {v:pin6}，emergency contacts 在里面",
    "yaml:\n  pillbox:\n    admin_pass: '{v:rand}'",
    "password for 老妈's 12306 account is {v:pinyin}",
    "door keypad 密码 {v:pin4}，after-hours 探视用",
    "加密 USB 里是 POA scan，passphrase {v:phrase}",
    "外公家 router 的 wifi 密码 {v:wifi}，camera offline 了就重连",
]

_T[("email", "en")] = [
    "Please send the monthly care invoice to {v} rather than to Mum directly.",
    "Contact for LPA correspondence: {v}",
    "To: {v}\nSubject: Visit log {date}\n\nMorning call done, meds given from blister pack, ate half a bowl of porridge.",
    "my sisters email is {v} shes the one dealing with the council assessment",
    "relation,email,preferred\ndaughter,{v},email",
    "Can the day centre copy me into the activity newsletters? Address is {v} thanks",
    "reply-to: {v}",
    "for Attendance Allowance follow-ups write to {v} (I'm the appointee)",
    '{"next_of_kin": {"relationship": "son", "email": "{v}", "consent_to_share": true}}',
    "voice note email me the hoist assessment at {v:obf} cheers",
    "emails bouncing for the CHC review - correct one is {v}, the old BT one is closed",
    "If the pendant alarm escalates and nobody answers, email {v} - it goes to my phone",
    "Resident profile updated: NOK email changed to {v} on {date}.",
    "Hi, this is {rel}'s niece - please use {v:obf} for anything about the care plan review",
    "| role | email |\n|---|---|\n| POA (finance) | {v} |",
    "Forwarded message from {v}: can we move the GP review to {wd}?",
    "The pharmacy said they'd email the MAR to {v}. Has anyone seen it?",
    "OCR from the admission form: E-mail: {v}  Tel: (see other page)",
    "Medicaid redetermination letters now go to {v}, updated with the county on {date}.",
    "Please add {v} to the weekly summary list - it's my husband's",
    "Hi team, daughter prefers email only - {v} - she works nights",
    "cc: {v}\nRe: respite week at {fac}",
    "Dad still uses {v} but barely checks it so text me instead",
    "family_contacts:\n  - relation: granddaughter\n    email: {v}",
    "new email for grandma's Facebook is {v} (she forgot the old one)",
    "Email the pension statement to {v:obf}, not the old address",
    'notify_on_fall: ["{v}"]',
    "{ts} INFO notifier sent fall-alert digest to={v} status=250",
    "Send the discharge summary to {v} - the ward clerk asked",
    "if anyone needs to reach me while I'm abroad its {v} (roaming is off)",
    "Carer's Allowance: correspondence preference changed to email {v}",
    "please unsubscribe {v} from the care home newsletter, she passed away last month",
    "{v} is the only address the agency has for invoices, can we add a second one?",
]

_T[("email", "zh")] = [
    "护理院账单请发到{v}，不要寄纸质的了。",
    "家属联系邮箱：{v}",
    "收件人：{v}\n主题：{zdate}护理日报\n\n老人今天血压{zbp}，午饭吃了大半碗。",
    "我哥的邮箱是{v}，养老金的材料他在弄。",
    "长护险评估结果会发到{v}，请注意查收。",
    "有事发邮件到{v}，我在国外电话不方便。",
    "子女群：以后体检报告都发到 {v} 吧，我统一整理。",
    "紧急联系人邮箱：{v}（女儿）",
    '{"家属": "儿子", "邮箱": "{v}", "接收日报": true}',
    "语音转文字 你把合同扫描件发我邮箱{v}就行",
    "邮箱改了，新的是{v}，旧的那个不用了",
    "日间照料中心活动照片请发送至 {v}",
    "OCR：电子邮箱 ：{v}  联系电话：见背面",
    "| 关系 | 邮箱 |\n|---|---|\n| 女儿 | {v} |",
    "养老院的缴费通知发到{v}了，你看一下",
    "我把委托书的PDF发到你{v}了，打印两份去公证处",
    "{ts} 通知服务 跌倒告警邮件已发送 收件人={v}",
    "家属信息变更：邮箱改为{v}，{zdate}生效。",
    "请把外婆的出院小结抄送{v}",
    "姐，我的邮箱{v}，你把社保的表格发过来",
    "邮件地址 {v:obf}，护工说她们那边系统不认识这个格式",
    "如有疑问请回复至{v}，谢谢！",
    "奶奶的体检报告电子版会发到{v}",
    "护工公司说服务时长确认单发到{v}，让我们核对",
    "邮箱：{v}\n关系：孙女\n是否接收周报：是",
    "麻烦把护理计划评估表发送至{v:obf}",
    "子女群公告：爸爸的养老金到账通知已经设置成同时发邮件到{v}",
    "我的邮箱 {v}，有新的探视安排麻烦告诉我",
    "养老机构等级评估材料已提交，回执请发{v}",
    "如果手环报警没人接，系统会发邮件给{v}",
    "请将账单副本发给儿媳，邮箱{v}",
    "老人编号,联系人关系,邮箱\nA{n},女儿,{v}",
    "{v}是舅舅的邮箱，老宅过户的材料他来准备",
]

_T[("email", "mixed")] = [
    "Invoice 请发到 {v}，不要寄到奶奶家",
    "我的 email 是 {v}，care plan review 的结果发我就行",
    "To: {v}\nSubject: 今天的 visit log\n\nCarer 说外婆 lunch 吃得不错，BP {zbp}",
    "Attendance Allowance 的信都寄去 {v} 了吗？",
    "Next of kin email：{v}",
    "email me at {v:obf}，手机在国内用不了",
    '{"nok": "女儿", "email": "{v}"}',
    "养老院 newsletter 请 unsubscribe {v}",
    "please cc {v}，我哥负责 finance side",
    "fall alert 的 email notification 设到 {v} 了",
    "语音输入 你发到我邮箱 {v} 就行 我晚点看",
    "Medicaid 的 paperwork 都 forward 到 {v}",
    "family contact list:\n- 大姐: {v}\n- 其他人: 见群公告",
    "pharmacy 说 MAR 会 email 到 {v}",
    "{ts} notifier: 跌倒告警 digest sent to {v}",
    "新邮箱 {v}，旧的 hotmail 不用了",
    "| 家属 | email |\n|---|---|\n| 儿子 | {v} |",
    "长护险 assessment result 会发到 {v}",
    "请把 discharge summary 抄送 {v} thanks",
    "my mail {v}，社保 forms 发这里",
    "Reply-To: {v}\n关于 respite care 的安排",
    "OCR: Email : {v}   关系: daughter-in-law",
    "如果 nobody picks up，系统会 email {v}",
    "妈妈的 Facebook login email 是 {v}",
    "GP surgery 要一个 contact email，我给了 {v}",
    "contact {v} for anything about 委托书 / POA",
    "send the pension statement to {v:obf} pls，不要寄纸质",
    "yaml:\n  family:\n    email: {v}\n    lang: zh",
    "护工 agency 的 timesheet 发到 {v} 确认",
    "Day centre photos 请 share 到 {v}",
    "email 换成 {v} 了，update 一下 resident profile",
    "这是外婆的 Apple ID：{v}，用来开 Find My",
    "{v} 是 uncle 的邮箱，老房子 transfer 的材料他负责",
]

_T[("phone", "en")] = [
    "Mum's landline is {v:uk_land}, ring twice then hang up and ring again, she's slow to the phone.",
    "If no answer from the pendant call, try Dad's mobile {v:uk_mob}.",
    "NOK: daughter, {v} (works nights, text first)",
    "call me on {v} when the OT has been",
    "Emergency contact\nRelationship: son\nPhone: {v}",
    "next_of_kin,relationship,phone\n1,niece,{v}",
    '{"contact": {"role": "POA", "phone": "{v}"}}',
    "voice note ok so my number is {v} got that",
    "The social worker's direct line is {v:us_ext}",
    "Grandad keeps ringing {v} by accident, it's his old neighbour's number - can we block it?",
    "Carers running late? Message the coordinator's work mobile {v:uk_mob}",
    "| contact | number |\n|---|---|\n| Mum (home) | {v} |",
    "Lifeline responders updated on {date}: 1st responder {v}, 2nd responder the keyholding service",
    "missed call from {v} - pretty sure it's the night nurse from {fac} ringing back",
    "{ts} ALERT fall-detected device=pendant escalation_call to={v} result=no_answer",
    "Pls update Mom's chart: her cell changed to {v:us} after the carrier switch.",
    "OCR: Tel. {v}    Relationship to resident: daughter",
    "I'm on {v} any time, day or night, if Dad has another fall.",
    "Aunt's new number, save it: {v}",
    "Medicaid caseworker asked for a contact number, I gave them {v:us}.",
    "callback req: caller's father is on the waiting list, callback {v}, re respite bed",
    "the discharge team will ring {v} before transport is booked",
    "Text reminders for Mom's dialysis go to {v}.",
    "Main carer contact: {v} (mob) - please don't give this out to other families",
    "Can you add {v} to the approved callers list for {rel}'s phone? It's his brother.",
    'escalation:\n  - label: family\n    phone: "{v}"',
    "Dad's friend from church drives him to the day centre sometimes, his number is {v}",
    "Hi, got your number from the carers' support group. Mine's {v} if you want to swap cover days",
    "call forwarding set: home line -> {v}",
    "Contact sheet (handwritten, scanned): Son - mobile {v} / work - none",
    "reach the daughter on WhatsApp at {v}",
    "GP surgery has the wrong number for Mum, it should be {v}, not the old one",
    "{v} - that's the neighbour with the spare key, ring her first if the key safe jams",
]

_T[("phone", "zh")] = [
    "奶奶家座机{v:cn_land}，响很久才接，多等一会儿。",
    "家属联系电话：{v}（儿子）",
    "有事打我手机{v}，晚上也可以。",
    "新来的护工电话是{v}，排班有变化直接找她",
    "紧急联系人：女儿 {v}",
    "子女群公告：爸爸换了新手机号{v}，大家存一下。",
    "老人编号,联系人,电话\nA{n},儿子,{v}",
    '{"紧急联系人": "女儿", "电话": "{v}"}',
    "语音转文字 我电话是{v}你到了楼下打给我",
    "手环报警后平台会先拨打{v}，没人接再打第二联系人",
    "外婆老是接到推销电话，{v}这个号是她自己的，别给别人",
    "OCR识别：联系电话 ：{v}  与老人关系：侄女",
    "| 联系人 | 电话 |\n|---|---|\n| 大儿子 | {v} |",
    "养老院登记的联系电话错了，应该是{v}",
    "我号码{v}，护工到了麻烦发个短信",
    "{ts} 告警 跌倒检测 设备={zdev} 呼叫{v} 未接通",
    "老爸的老年机号码是{v}，只能打电话不能上网",
    "如需代办养老金，请联系家属{v}",
    "长护险回访电话打到{v}，是我接的",
    "姑姑电话{v}，周末她来替班照顾奶奶",
    "刚才{v}打来，说是社区医生，问外婆降压药吃完没有",
    "家庭医生签约时留的电话是{v}",
    "请于出院前一天联系家属，电话：{v}",
    "以后探视预约都打我电话 {v}，别打我妈的",
    "外公的手机{v}欠费停机了，谁去交一下",
    "护理站记录：家属来电，回拨号码{v}，询问下周是否可以接老人回家",
    "日间照料中心的接送司机电话{v}，车晚了可以直接问",
    "请把{v}加入奶奶手机的白名单，这是舅舅的号码",
    "手机号变更：{v}，原号码已注销",
    "联系方式（手写扫描）：儿子手机 {v} / 单位电话 无",
    "一键呼叫器第一联系人设置为{v}",
    "媳妇的电话是{v}，她离得近，有事先找她",
    "{v}是楼下邻居的电话，备用钥匙在她那儿",
]

_T[("phone", "mixed")] = [
    "我的 mobile 是 {v}，有 emergency 随时 call",
    "Mum 的 landline {v:cn_land}，她 hearing 不好，多响几声",
    "NOK phone：{v}",
    "pendant alarm 的 first responder 设成 {v} 了",
    "OT 来过之后 call 我 {v}",
    "新号码 {v} 请 update 到 resident profile",
    '{"nok_phone": "{v}", "关系": "儿子"}',
    "voice note 我的号是 {v} 你到了 call 我",
    "姐姐的 UK number {v:uk_mob}，WhatsApp 也是这个",
    "子女群：爸爸换了 new SIM，号码 {v}",
    "Medicare caseworker 要 contact number，我给了 {v:us}",
    "{ts} ALERT 跌倒 detected, calling {v} ... no answer",
    "| 家属 | phone |\n|---|---|\n| 女儿 | {v} |",
    "missed call from {v}，应该是 nursing home 的 night nurse",
    "白名单 add {v} 吧，是舅舅",
    "text reminders for 透析 go to {v}",
    "OCR: Tel. {v}  关系 daughter",
    "请 discharge 前一天 ring {v}",
    "我在美国，number 是 {v:us}，注意时差",
    "外婆的老人机 {v} 没话费了，谁 top up 一下",
    "day centre driver 的电话 {v}，车 late 可以直接问他",
    "家庭医生 signup 时留的是 {v}",
    "contact sheet: 儿子 mobile {v} / work n/a",
    "reach me on WeChat or call {v}",
    "GP 那边 Mum 的号码错了，应该是 {v}",
    "第一联系人 phone：{v}，second 是 key holder",
    "yaml:\n  escalation:\n    phone: '{v}'",
    "回拨 {v}，家属 asking about respite bed",
    "媳妇 {v}，she lives closer，先找她",
    "call forwarding：座机 -> {v}",
    "外公 mobile {v} 停机了",
    "aunt 的新号码 {v}，save 一下",
    "{v} 是 neighbour 的电话，spare key 在她那",
]

_T[("address", "en")] = [
    "Client lives at {v}, {vcity}. Key safe is to the left of the front door.",
    "Visit address: {v}\nAccess: side gate, ring bell twice",
    "Mum moved in with us at {v} last month so please update the GP records.",
    "Rota: double-up call at {v} ({vcity}) - hoist transfer, two carers required",
    "pick up for the day centre minibus is outside {v}",
    '{"client": {"address_line1": "{v}", "city": "{vcity}", "access": "key safe"}}',
    "Blue Badge application: home address {v}, {vcity}.",
    "the pharmacy keeps delivering to the old flat instead of {v}",
    "voice note carers are at {v} now grandad let them in",
    "Fall alarm callout: responder sent to {v}, {vcity}. Resident on floor in hallway, no injury.",
    "POA paperwork says his address is {v} but he's been in {fac} since {date}.",
    'client_id,address,visits_per_day\nCL-{n},"{v}",4',
    "Hospital transport will bring Dad home to {v} on {wd}, please be in.",
    "OCR: Address: {v}   Town: {vcity}",
    "Handover: new package of care starts at {v}. Lives alone, cat in the kitchen.",
    "| client | address |\n|---|---|\n| CL-{n} | {v} |",
    "Meals on wheels for {v} cancelled from {date} - now in respite.",
    "Council Tax disabled band reduction applied at {v}.",
    "Carer parked outside {v} and got a ticket again, can we get a visitor permit",
    "We're selling Nan's house at {v} to fund her care, solicitor has the deeds.",
    "Medicaid application lists residence as {v}, {vcity}.",
    'client:\n  address: "{v}"\n  town: {vcity}',
    "Occupational therapist visit booked at {v} to assess for a stairlift.",
    "please send the replacement pendant to {v}, not to the care office",
    "Grandpa wandered off again and a neighbour walked him back to {v}",
    "Safeguarding referral: concerns about a lodger at {v}",
    "Keyholder list: {v} - spare key with the warden",
    "the new address for sending Grandma's cards is {v} {vcity}",
    "Equipment delivery (commode, perching stool) to {v} confirmed.",
    "Respite ends {date}; transport back to {v}.",
    "Reminder: the visit at {v} needs parking on the side road",
    "Attendance Allowance form, Q3 address: {v}",
    "{v} - lives alone, hard of hearing, knock loudly and wait",
]

_T[("address", "zh")] = [
    "老人住{zvcity}{v}，门口有个钥匙盒。",
    "上门服务地址：{zvcity}{v}\n备注：电梯坏了走楼梯",
    "奶奶搬到我这里了，地址{v}，社区医院的档案要改一下。",
    "助浴服务预约地址：{v}（{zvcity}）",
    "日间照料中心的车在{v}门口接人",
    '{"服务地址": "{v}", "城市": "{zvcity}", "失能等级": "中度"}',
    "长护险申请表上的居住地址写的是{v}",
    "药店又把药送到老房子了，新地址是{v}",
    "语音转文字 护工已经到{v}了 爷爷给她开了门",
    "跌倒报警出动：{zvcity}{v}，老人在卫生间摔倒，意识清醒",
    "委托书上爸爸的住址是{v}，但他已经在{zfac}住了半年了",
    "老人编号,地址,每日服务次数\nA{n},{v},2",
    "出院那天救护车送到{v}，家里要有人",
    "OCR：住址：{zvcity}{v}",
    "交班：新接的居家养老服务对象住在{v}，独居，有只猫",
    "| 编号 | 地址 |\n|---|---|\n| A{n} | {v} |",
    "助餐点送餐地址{v}，从下周一起暂停",
    "适老化改造上门评估：{v}，卫生间要装扶手",
    "妈的房子在{v}，卖了给她交护理院的费用",
    "外婆又走丢了，好心人把她送回{v}",
    "社区网格员登记的地址是{zvcity}{v}",
    "请把新手环寄到{v}，收件人写我",
    "户口本上的地址是{v}，养老金资格认证要用",
    "yaml:\n  老人:\n    地址: {v}\n    城市: {zvcity}",
    "护工说{v}那栋楼没有电梯，轮椅上不去",
    "我爸一个人住在{v}，我们想请个住家保姆",
    "家庭病床建床地址：{v}",
    "子女群：奶奶下周出院直接回{v}，不去护理院了",
    "快递别寄单位了，尿不湿寄到{v}",
    "上门理发服务地址{zvcity}{v}，老人行动不便",
    "爷爷现在住{v}，离我们家就十分钟",
    "居家养老服务合同 乙方服务地址：{v}",
    "{v}，独居老人，耳背，敲门要用力",
]

_T[("address", "mixed")] = [
    "client address: {v}，{zvcity}",
    "外婆搬到 {v} 了，GP records 要 update",
    "Carer 到 {v} 了，爷爷 let her in",
    '{"address": "{v}", "city": "{zvcity}"}',
    "Pharmacy 又送到老房子，新 address 是 {v}",
    "fall alarm callout -> {v}，老人在 bathroom 摔倒",
    "ambulance 会送 Dad 回 {v}，家里 need someone",
    "| client | 地址 |\n|---|---|\n| A{n} | {v} |",
    "OCR: Address：{v}",
    "POA 文件上写的 address 是 {v}",
    "OT home visit at {v}，看要不要装 stairlift",
    "送餐 service 暂停，{v} 这户去 respite 了",
    "Keyholder list: {v}，spare key 在物业",
    "新的 pendant 请寄到 {v}，不是 care office",
    "语音 我们在 {v} 楼下 等 carer",
    "卖掉 Nan 在 {v} 的房子来付 care fees",
    "Medicaid application 上写的 residence 是 {v}",
    "适老化 assessment at {v}：bathroom 要装 grab rails",
    "yaml:\n  client:\n    address: {v}",
    "护工说 {v} 没有 lift，wheelchair 上不去",
    "Dad 一个人住在 {v}，we're thinking about live-in carer",
    "respite 结束后 transport back to {v}",
    "Meals on wheels 地址 {v}",
    "社区 grid worker 登记的 address 是 {v}",
    "Blue Badge 申请 home address：{v}",
    "尿不湿 delivery 到 {v}",
    "new visit：{v}，double-up call，hoist",
    "家庭病床 set up at {v}",
    "户口 address {v}，pension 认证要用",
    "outside {v} 等 day centre minibus",
    "Grandma's new address for cards：{v}",
    "上门理发 at {v}，老人 mobility 差",
    "{v} —— lives alone，耳背，knock loudly",
]

_T[("government_id", "en")] = [
    "SSN on the Medicaid application: {v:ssn}",
    "Mum's NHS number is {v:nhs} - the hospital needs it for the discharge letter.",
    "National Insurance no. {v:nino} (for the Pension Credit claim)",
    "Medicare number {v:mbi} - new card came in the post, old one shredded",
    "Passport for the POA certification: {v:uspass}",
    "resident_id,nhs_number,dnacpr\nR-{n},{v:nhs},yes",
    '{"resident": {"ssn": "{v:ssn}", "payer": "Medicaid"}}',
    "voice note her national insurance number is {v:nino} i read it off the letter",
    "Dad's driving licence {v:ukdl} - DVLA want it surrendered after the dementia diagnosis",
    "Tax ID for the caregiver payroll (Mom is the household employer): {v:itin}",
    "OCR: Social Security No. {v:ssn}   Date of claim: {date}",
    "Admission checklist: NHS no. {v:nhs} ✓, GP ✓, DoLS ✓",
    "Medicare MBI {v:mbi} for the Part D enrolment",
    "Pension Credit form Q7: your National Insurance number - {v:nino}",
    "| doc | number |\n|---|---|\n| passport | {v:ukpass} |",
    "UTR for Grandad's self-assessment (rental income from the flat): {v:utr}",
    "SSN {v:ssn} is on the long-term care insurance claim, page 2",
    "The solicitor needs ID for the LPA registration: passport {v:ukpass}, expiry {date}",
    "Blue Badge app asked for the NI number, entered {v:nino}",
    "state ID for Grandma (she doesn't drive anymore): {v:usdl}",
    "Social Security card replacement request, SSN {v:ssn}",
    "hospital letter ref: NHS Number {v:nhs}",
    "Medicaid estate recovery letter quotes his SSN as {v:ssn} - need to double check that",
    'resident:\n  nhs_number: "{v:nhs}"\n  allergies: penicillin',
    "Carer's Allowance: your NI number {v:nino}",
    "I've put Nan's passport number ({v:ukpass}) in the folder for the bank",
    "Driver license {v:usdl} surrendered at the DMV on {date}",
    "Mom's Medicare card says {v:mbi}; the pharmacy had the old number",
    "ITIN {v:itin} for the dependent care FSA paperwork",
    "Letter from the DWP: please quote {v:nino} in all correspondence",
    "photo of his old licence: {v:ukdl} (expired)",
    "the SSA rep read back {v:ssn} and it matched",
    "{v:nhs} is the NHS number on the red bag paperwork, please check the wristband matches",
]

_T[("government_id", "zh")] = [
    "奶奶身份证号{v:cnid}，办长护险要用。",
    "老人身份证：{v:cnid}\n失能等级：重度",
    "养老金资格认证，输入身份证号{v:cnid}就行",
    "护照号{v:cnpass}，爸爸下个月去新加坡我哥那里",
    '{"姓名": "见档案", "身份证号": "{v:cnid}"}',
    "语音转文字 爷爷的身份证号是{v:cnid}你帮我填一下",
    "OCR：公民身份号码 {v:cnid}",
    "老人编号,身份证号,护理等级\nA{n},{v:cnid},三级",
    "港澳通行证{v:hkmo}，去澳门看外孙",
    "社保卡号就是身份证号：{v:cnid}",
    "| 证件 | 号码 |\n|---|---|\n| 身份证 | {v:cnid} |",
    "入院登记：身份证{v:cnid}，医保类型：城镇职工",
    "委托书公证需要老人身份证号{v:cnid}和受托人的身份证原件",
    "外公的身份证号 {v:cnid} 填错了一位，退回重填",
    "高龄津贴申请表 身份证号码：{v:cnid}",
    "护照{v:cnpass}快过期了，续签要本人去吗？",
    "老年优待证办理：身份证号 {v:cnid}",
    "子女群：妈的身份证号{v:cnid}，办住院的时候别再问了",
    "驾驶证号（同身份证号）{v:cnid}，爷爷超龄要注销",
    "办理养老金停发需要提供身份证号：{v:cnid}",
    "yaml:\n  老人:\n    身份证: '{v:cnid}'",
    "{ts} 实名认证 通过 id={v:cnid}",
    "长护险评估预约 身份证{v:cnid}，下周二上门",
    "扫描件OCR结果：护照号码 {v:cnpass}",
    "医保卡丢了，补办要提供身份证号{v:cnid}",
    "户口本上外婆的身份证号是{v:cnid}",
    "银行代办要受托人身份证号：{v:cnid}",
    "护工的身份证号{v:cnid}，合同上要填",
    "港澳通行证号码 {v:hkmo}",
    "社会保障号码：{v:cnid}",
    "网上给奶奶挂号，身份证{v:cnid}，就诊卡不用",
    "帮老爸办电话卡要身份证号{v:cnid}",
    "{v:cnid}，这是爷爷的身份证号，住院押金条上要写",
]

_T[("government_id", "mixed")] = [
    "奶奶的 ID number {v:cnid}，长护险 application 要用",
    "NHS number {v:nhs}，外婆 discharge letter 上有",
    "SSN {v:ssn}，Medicaid 表格 page 2",
    "爸爸的 passport {v:cnpass}，visa 续签",
    "National Insurance no. {v:nino}，pension credit claim",
    '{"resident_id": "A{n}", "身份证": "{v:cnid}"}',
    "voice note 外公身份证号 {v:cnid} 你填一下 form",
    "OCR: 公民身份号码 {v:cnid}  Nationality: 中国",
    "Medicare MBI：{v:mbi}",
    "港澳通行证 {v:hkmo}，下个月去 Macau",
    "| doc | 号码 |\n|---|---|\n| 身份证 | {v:cnid} |",
    "POA notarization 需要身份证号 {v:cnid}",
    "UK passport {v:ukpass}，LPA 认证要 copy",
    "DVLA 要 surrender 爷爷的 licence {v:ukdl}",
    "高龄津贴 application：ID {v:cnid}",
    "ITIN {v:itin}，caregiver payroll 用",
    "admission checklist：身份证 {v:cnid} ✓ 医保 ✓",
    "子女群：mum's ID {v:cnid}，别再问了",
    "yaml:\n  resident:\n    cn_id: '{v:cnid}'",
    "社保 number 就是身份证号 {v:cnid}",
    "SSA 说 SSN {v:ssn} 对得上",
    "US state ID {v:usdl}，Grandma 不开车了",
    "NHS no. {v:nhs} ✓ DoLS ✓",
    "护照 number {v:cnpass} 快 expire 了",
    "DWP 来信说 quote {v:nino}",
    "医保卡丢了，补办 need 身份证号 {v:cnid}",
    "银行代办 requires 受托人 ID：{v:cnid}",
    "{ts} verify ok id={v:cnid} 养老金认证",
    "护工 contract 上要填她的身份证 {v:cnid}",
    "UTR {v:utr}，Grandad's self assessment",
    "passport no. {v:uspass}，Mom 的 Real ID 升级用",
    "老年优待证 apply，ID no. {v:cnid}",
    "{v:cnid} 是 Dad 的身份证，hospital deposit 单上要写",
]

_T[("financial", "en")] = [
    "Care home fees by direct debit from account {v:ukacct}, sort code {sortcode}.",
    "IBAN for the care fees refund: {v:iban_gb}",
    "Mum's card {v:visa} was used at the garden centre twice - she doesn't remember going, can we freeze it?",
    "Paid the agency invoice with {v:mc}, exp 09/27",
    "Pension paid into {v:ukacct} ({sortcode}), Nationwide",
    '{"payer": "POA", "iban": "{v:iban}", "reference": "FEES-{n}"}',
    "voice note the account number is {v:ukacct} sort code {sortcode} for the deputyship account",
    "Routing {routing}, account {v:usacct} - Social Security direct deposit",
    "Medicaid spend-down: checking acct {v:usacct} has to be under the limit by {date}",
    "Amex {v:amex} on file for the private podiatrist",
    "OCR bank statement: Account No. {v:ukacct}  Sort Code {sortcode}",
    "payee,iban,amount\n{fac},{v:iban},2450.00",
    "Please refund the deposit to IBAN {v:iban_ie}",
    "| item | value |\n|---|---|\n| card | {v:card} |\n| expiry | 11/26 |",
    "Dad read his card number out to a cold caller - {v:card} - bank has blocked it now",
    "Attendance Allowance goes into the joint account {v:ukacct}",
    "Long-term care insurance reimbursements: deposit to account {v:usacct}, routing {routing}",
    "Pharmacy charged {v:visa} twice for the same prescription.",
    "billing:\n  iban: {v:iban}\n  mandate: DD-{n}",
    "Deputyship account details for the court: {v:ukacct} / {sortcode}",
    "IBAN for the rental income from Grandad's flat in Spain: {v:iban_es}",
    "new debit card for Mum's pocket money: {v:card}",
    "Discover card {v:discover} used for the adult day center co-pay",
    "OCR: IBAN {v:iban_gb} BIC NWBKGB2L",
    "standing order to the care home from {v:ukacct} each month",
    "Direct deposit form for the caregiver stipend: acct {v:usacct}",
    "the nursing home's finance office has Mom's Visa {v:visa} on file for incidentals",
    "Please stop the standing order from account {v:ukacct}; Nan moved to full CHC funding.",
    "SEPA transfer for the respite week in Ireland: {v:iban_ie}",
    "date,amount,card\n{iso},38.50,{v:card}",
    "POA bank transfer: from {v:iban_gb} to the solicitor's client account",
    "She gave the scammer her Mastercard {v:mc}, police reference {ref}",
    "{v:card} - that's the card the hairdresser at {fac} charges, please cancel it",
]

_T[("financial", "zh")] = [
    "护理院费用从这张卡扣：{v:cup}（工商银行）",
    "养老金发放账户：{v:cup}",
    "奶奶的银行卡号{v:cup}，密码她记不住了，我们带她去柜台改。",
    "长护险补贴打到{v:cnacct}，开户行：建设银行{zcity}分行",
    '{"老人编号": "A{n}", "代扣卡号": "{v:cup}"}',
    "语音转文字 卡号是{v:cup}你转过去就行 备注护工费",
    "OCR：账号 {v:cnacct}  户名：见存折",
    "老人编号,代扣账号,月费\nA{n},{v:cup},4800",
    "| 项目 | 账号 |\n|---|---|\n| 养老金卡 | {v:cup} |",
    "护工工资请转到这张卡{v:cup}，农业银行",
    "子女群：每月护理费大家转到我这张卡{v:cup}，我统一交",
    "爸的存折账号{v:cnacct}，定期明年到期",
    "高龄津贴发放卡号 {v:cup}",
    "外婆被骗子套走了卡号{v:cup}，已经挂失",
    "退押金请打到{v:cup}，持卡人是老人本人",
    "医保个人账户关联银行卡：{v:cup}",
    "yaml:\n  结算:\n    卡号: '{v:cup}'",
    "护理院收费单：扣款账号{v:cnacct}",
    "姐姐在德国，IBAN：{v:iban_de}，她那份护理费从这里转",
    "信用卡{v:visa}绑定了老人的药房自动续药",
    "残疾人补贴到账卡号{v:cup}，建行的",
    "公证处要看委托人的存款账户{v:cnacct}",
    "{ts} 扣款成功 卡号={v:cup} 金额=3600.00",
    "爷爷把银行卡号{v:cup}告诉了打电话的“社保局工作人员”，已报警",
    "存折号{v:cnacct}，妈的定期都在这个上面",
    "护工费转账：{v:cup}（招商银行）",
    "丧葬补助金发到{v:cup}",
    "日间照料中心月费代扣卡号：{v:cup}",
    "万事达卡 {v:mc}，给国外护理中心付订金",
    "老人的退休金卡{v:cup}，千万别外借",
    "收款账户：{v:cnacct}\n开户行：中国银行{zcity}支行",
    "OCR：卡号 {v:cup}  有效期 12/29",
    "{v:cup}是妈妈的工资卡，护理院每月从这里扣费",
]

_T[("financial", "mixed")] = [
    "护理费 direct debit 从 account {v:ukacct}，sort code {sortcode}",
    "IBAN {v:iban}，care fees refund 请打到这里",
    "奶奶的 card {v:cup} 被 freeze 了",
    "pension 打到 {v:cup}，工行",
    '{"card": "{v:card}", "用途": "pharmacy auto-refill"}',
    "voice note 卡号 {v:cup} 转 carer fee",
    "OCR statement: Account No. {v:ukacct} 户名见上",
    "| item | 卡号 |\n|---|---|\n| pension card | {v:cup} |",
    "Routing {routing}，account {v:usacct}，SSA direct deposit",
    "Mum 的 Visa {v:visa} 在 garden centre 被刷了两次",
    "子女群：care fee 转到我这张 {v:cup}",
    "Amex {v:amex}，private podiatrist 收费",
    "yaml:\n  billing:\n    iban: {v:iban}",
    "爸爸把 card number {v:card} 告诉了骗子，bank 已经 block",
    "押金 refund 到 {v:cup}",
    "Mastercard {v:mc}，overseas care home deposit",
    "deputyship account {v:ukacct}（{sortcode}）",
    "长护险 reimbursement 到 account {v:cnacct}",
    "CSV:\ndate,amount,card\n{iso},120.00,{v:card}",
    "姐姐在 Germany，IBAN {v:iban_de}",
    "{ts} debit ok card={v:cup} amount=3600",
    "standing order from {v:ukacct} 每月给 care home",
    "存折 account {v:cnacct}，定期 next year 到期",
    "Discover {v:discover}，adult day center co-pay",
    "高龄津贴 card no. {v:cup}",
    "SEPA 转账 to {v:iban_ie}，respite week",
    "护工 salary 转到 {v:cup}",
    "checking acct {v:usacct}，Medicaid spend-down",
    "the 退休金 card {v:cup} 千万别借出去",
    "收款 account：{v:cnacct}，中国银行",
    "Long-term care insurance payout -> {v:usacct}",
    "OCR: IBAN {v:iban_gb} BIC BARCGB22",
    "{v:cup} 是 Mum 的工资卡，care home 每月 auto-debit",
]

_T[("person_name", "en")] = [
    "Handover: {v:f} in Room {n} refused her teatime meds, GP informed.",
    "My name is {v} and I hold Lasting Power of Attorney for my mother.",
    "Carer on the lunch visit was {v:f}; she noticed the bruise on his left arm.",
    "Resident: {v}\nDOB: on file\nDiet: soft, fork-mashable",
    'resident,room,mobility\n"{v:lf}",{n},hoist x2',
    '{"resident_name": "{v}", "falls_risk": "high"}',
    "voice note its {v} here calling about my dads respite week",
    "Dear Mrs {v:f},\n\nThank you for visiting your mother at {fac} last week.",
    "Night nurse {v:f} found him on the floor by the bed during the night check.",
    "Safeguarding: visitor identified as {v:m} (nephew) asked about the bank cards",
    "Please add {v} to the approved visitors list.",
    "| resident | room |\n|---|---|\n| {v} | {n} |",
    "Mr {v:m} in the {unit} is end of life, family are staying over.",
    "OCR: Patient Name: {v}   Ward: {unit}",
    "Attendance Allowance claim for {v}, claim ref {ref}.",
    "the agency sent {v:f} instead of our usual carer and Mum wouldnt let her in",
    "{ts} bed-exit alarm resident={v} room={n}",
    "Deputy appointed: {v}, order dated {date}.",
    "Grandad keeps asking for {v:f} - that was his sister, she died years ago.",
    "Keyworker for {v} is being changed from next week.",
    "I'm {v:f}, the daughter-in-law, the one who calls on Sundays.",
    "Mrs {v:f} enjoyed the singalong and asked for Vera Lynn again.",
    "resident:\n  name: {v}\n  diet: diabetic",
    "Medicaid recipient: {v}",
    "DNACPR form signed for {v} on {date}.",
    "hey, {v}'s mum here - is the day centre open on the bank holiday?",
    "GP letter re {v}: start {med} daily.",
    "New admission tomorrow: {v}, from hospital, PEG fed.",
    "Witness to the LPA signature: {v}",
    "funeral director asked for next of kin - that's {v}",
    "Spoke to {v} from the family, they want the care plan review moved.",
    "Client {v} prefers female carers for personal care.",
    "{v} refused the blood sugar check again, documented and GP aware.",
]

_T[("person_name", "zh")] = [
    "交班：{v:f}（{zroom}）晚饭后拒绝服药，已告知家属。",
    "我叫{v}，是老人的子女，委托书在我这里。",
    "今天上门的护工是{v:f}，她发现爷爷手臂上有淤青。",
    "老人姓名：{v}\n护理等级：二级\n饮食：软食",
    "编号,姓名,房间\nA{n},{v},{zroom}",
    '{"老人姓名": "{v}", "跌倒风险": "高"}',
    "语音转文字 我是{v} 想问一下我爸下周的喘息服务",
    "{v:f}阿姨今天精神不错，在活动室唱了《茉莉花》",
    "夜班护士{v:f}巡房时发现老人坐在地上。",
    "探视登记：{v:m}（侄子）",
    "请把{v}加到探视白名单里。",
    "| 姓名 | 房间 |\n|---|---|\n| {v} | {zroom} |",
    "{v}老人处于临终阶段，家属今晚陪护。",
    "OCR识别：姓名 {v}  性别 女  床号 12",
    "长护险申请人：{v}",
    "护工公司今天换了{v:f}来，奶奶不让她进门",
    "{ts} 离床报警 老人={v} 房间={zroom}",
    "监护人：{v}，法院判决已生效",
    "爷爷一直在喊{v:f}的名字，那是他去世多年的妹妹",
    "{v}的责任护理员下周调整",
    "我是{v:f}，老人的儿媳，每周日来看她",
    "子女群：@所有人 明天{v}值班陪妈去医院",
    "yaml:\n  老人:\n    姓名: {v}\n    饮食: 糖尿病餐",
    "委托人：{v}\n受托人：见附件",
    "明天新入住：{v}，从医院转过来，鼻饲",
    "见证人签字：{v}",
    "殡仪馆问家属联系人，是{v}",
    "和{v}家属沟通过，他们希望推迟评估",
    "服务对象{v}要求女护工做助浴",
    "老人{v}拒绝测血糖，已记录",
    "联系人：{v}（外孙女）",
    "本月优秀护理员：{v}",
    "{v}，男，入住三年，认知症中期，夜间易游走",
]

_T[("person_name", "mixed")] = [
    "Handover：{v} 今晚拒绝吃药，已通知 GP",
    "my name is {v}，老人的女儿，holding the POA",
    "今天的 carer 是 {v:f}，she noticed 爷爷手臂上有 bruise",
    "Resident：{v}\n护理等级：二级",
    '{"resident": "{v}", "房间": "{zroom}"}',
    "语音 我是 {v} 想问下 respite care 的事",
    "Night nurse {v:f} 发现老人坐在地上",
    "visitor log：{v:m}（nephew）",
    "| name | 房间 |\n|---|---|\n| {v} | {zroom} |",
    "{v:f} 阿姨今天 mood 不错，唱了《月亮代表我的心》",
    "{ts} bed-exit alarm 老人={v}",
    "监护人 deputy：{v}",
    "new admission 明天：{v}，PEG 喂养",
    "OCR: Name {v} 床号 12",
    "子女群：明天 {v} 陪妈去 hospital",
    "我是 {v:f}，daughter-in-law，每周日来",
    "LPA witness：{v}",
    "keyworker for {v} 下周换人",
    "Attendance Allowance claim for {v}，材料齐了",
    "GP letter re {v}：start 二甲双胍",
    "yaml:\n  resident:\n    name: {v}",
    "联系人 contact：{v}（外孙女）",
    "Mrs {v:f_en} 又问 Vera Lynn 的歌",
    "agency 派了 {v:f} 来，奶奶不让她进门",
    "client {v} prefers 女护工 for personal care",
    "和 {v} 家属 talk 过了，review 推迟",
    "funeral director 要 next of kin，是 {v}",
    "DNACPR signed for {v}",
    "请把 {v} 加到 approved visitors list",
    "爷爷一直喊 {v:f}，his late sister",
    "本月 carer of the month：{v}",
    "{v} refused blood sugar check，已 document",
    "{v}，dementia 中期，夜里容易 wander",
]

_T[("username", "en")] = [
    "Mum's Facebook is under {v}, can someone check who keeps messaging her",
    "Carer app login: {v} (password in the sealed envelope)",
    "follow the day centre art page? my insta is @{v}",
    "Skype name for the Sunday video call: {v:skype}",
    "username: {v}\nrole: family-viewer\nresident: R-{n}",
    '{"portal_user": "{v}", "access": "read-only"}',
    "voice note his xbox gamertag is {v} he plays with grandad on saturdays",
    "Reddit: I'm u/{v}, posted in r/AgingParents about the Medicaid look-back.",
    "The rota system account {v} should be disabled - she left the agency on {date}",
    "{ts} auth ok user={v} app=carelog action=view_mar",
    "Grandma's Zoom login is {v}, the display name just says iPad",
    "| member | handle |\n|---|---|\n| granddaughter | @{v} |",
    "Discord for the carers' support server: {v}",
    "GitHub user {v} opened the issue about the pendant firmware",
    "login {v} locked after 5 attempts (pharmacy portal)",
    "Whoever is {v} on the family Slack, please stop posting Mum's blood results in #general",
    "Telegram @{v} is my brother, he'll take over the night messages",
    "Ancestry login for Grandad's family tree: {v}",
    "OCR: User ID: {v}   Temporary access",
    "add {v} as a caregiver on the medication reminder app",
    "accounts:\n  - user: {v}\n    role: nurse",
    "Mum's Words With Friends buddy is {v} lol",
    "Night shift posted from {v} again instead of the shared ward account",
    "Kindle account {v} is Dad's, don't cancel it",
    "Please transfer the Alexa skill ownership from {v} to the home",
    "Instagram @{v} - that's the granddaughter who posts the visit photos",
    "Steam: {v} (grandson, visits on Fridays)",
    "Care portal audit: user {v} opened the record 14 times this week",
    "the windows login on the nursing station pc is {v}",
    "chess.com username {v} - he still plays most afternoons",
    "{v} joined the 'Caring for Mum' group",
    "TikTok: @{v}, Nan's accidentally famous for her baking videos",
    "{v} is Dad's login for the pharmacy app, password is in the safe",
]

_T[("username", "zh")] = [
    "我的微信号是{v:wx}，有事加我。",
    "奶奶的抖音号{v:dy}，她天天刷广场舞视频",
    "护理系统登录账号：{v}\n密码：见信封",
    "QQ号{v:qq}，爷爷用来跟老战友视频",
    "子女群：大家加一下护工的微信{v:wx}，方便沟通",
    '{"账号": "{v}", "角色": "家属"}',
    "语音转文字 你搜一下微信号{v:wx} 是我表姐",
    "{ts} 登录成功 用户={v} 终端=护理站PC",
    "长护险APP用户名{v}，是我帮妈注册的",
    "| 成员 | 微信号 |\n|---|---|\n| 孙女 | {v:wx} |",
    "外婆的微博昵称是@{v:nick}，别让她再给骗子转账了",
    "小红书号{v:xhs}，我姐在上面记录照顾爸爸的日常",
    "护工平台账号{v}已停用",
    "OCR：用户名 {v}",
    "12306账号{v}，给爷爷买回老家的票",
    "钉钉ID {v}，护理部新来的",
    "B站UID {v:qq}，我爸在上面看养生视频",
    "养老院家属端小程序 用户名：{v}",
    "yaml:\n  账号:\n    用户名: {v}\n    权限: 只读",
    "爸爸的快手号是{v:dy}，他最近老发视频",
    "拉我进群的是{v:wx}，说是社区志愿者",
    "微信昵称“{v:nick}”是奶奶，头像是一盆兰花",
    "智慧养老平台审计：账号{v}昨晚查看了档案",
    "电脑开机用户名是{v}，在护理站那台",
    "有人用{v:wx}这个号在群里卖保健品，大家别信",
    "老妈的QQ是{v:qq}，密码她自己知道",
    "家属群新成员：{v:wx}（舅舅）",
    "抖音上搜{v:dy}，是护工发的视频，拍到了奶奶",
    "支付宝昵称{v:nick}，转账前核对一下",
    "网易云账号{v}，外公的戏曲歌单都在这里",
    "请把{v}这个账号的权限改成只读",
    "我的Steam是{v}，周末陪外公玩的那个",
    "{v}是舅舅的微信号，老房子的事找他",
]

_T[("username", "mixed")] = [
    "我的 WeChat ID 是 {v:wx}，add me",
    "奶奶的抖音号 {v:dy}，天天刷 square dance videos",
    "care app login：{v}",
    "Skype 用户名 {v:skype}，周日 video call",
    '{"user": "{v}", "角色": "family"}',
    "语音 你 search 一下 {v:wx} 是我 cousin",
    "{ts} login ok user={v} 护理站",
    "insta @{v}，day centre art 的照片我都 post 在那",
    "| member | ID |\n|---|---|\n| 孙女 | {v} |",
    "Reddit u/{v}，在 r/AgingParents 发过帖",
    "QQ {v:qq}，爷爷跟 army buddies 视频用",
    "portal 账号 {v} 已 disable",
    "OCR: Username {v}",
    "小红书 ID {v:xhs}，caregiving vlog",
    "Discord {v}，carers support server",
    "GitHub user {v} 提了 pendant firmware 的 issue",
    "微博 @{v:nick}，外婆的 account",
    "Telegram @{v}，我弟，night messages 交给他",
    "yaml:\n  accounts:\n    - user: {v}",
    "家属群 new member：{v:wx}",
    "audit：user {v} viewed 档案 14 次",
    "Kindle account {v} 是爸爸的，别 cancel",
    "Alexa skill owner 从 {v} 转给养老院",
    "xbox gamertag {v}，周六和爷爷一起玩",
    "12306 username {v}",
    "钉钉 ID {v}，new nurse",
    "有人用 {v:wx} 在群里卖保健品, don't trust",
    "chess.com {v}，外公下午常下",
    "nursing station PC 的 login 是 {v}",
    "TikTok @{v}，奶奶的 baking videos 火了",
    "请把 {v} 权限改成 read-only",
    "Steam {v}，grandson 的",
    "{v} 是 uncle 的 WeChat，老房子的事找他",
]

_T[("home_path", "en")] = [
    "Exported the MAR charts to {v:mac_doc}",
    "Scanned LPA saved as {v:win_doc}",
    'Traceback (most recent call last):\n  File "{v:linux_py}", line 88, in detect_fall\nZeroDivisionError: float division by zero',
    "cron: 0 6 * * * {v:linux_sh} >> /var/log/rota.log 2>&1",
    "the visit notes CSV is in {v:mac_doc}, can you open it?",
    '{"export_path": "{v:winjson}", "format": "xlsx"}',
    "Error: ENOENT: no such file or directory, open '{v:mac_doc}'",
    "voice note the photos for the tissue viability nurse are in {v:mac_dir}",
    "Attach: {v:win_doc} (Attendance Allowance form, filled)",
    "$ python3 {v:linux_py} --resident R-{n} --since {iso}",
    "backup job copied {n} files from {v:linux_dir}",
    "Saved draft to {v:win_doc}",
    "| file | location |\n|---|---|\n| care plan | {v:mac_doc} |",
    "{ts} ERROR sync failed path={v:linux_dir} reason=permission denied",
    "Open {v:win_doc} and print two copies for the solicitor.",
    "pip installed into {v:venv} so the fall model runs on the pi",
    "The Medicaid spreadsheet lives at {v:mac_doc}",
    "OneDrive sync conflict: {v:win_doc}",
    "Notebook: {v:mac_ipynb}",
    "ffmpeg -i {v:mac_audio} -ar 16000 handover.wav",
    "Screenshot saved to {v:mac_desktop}",
    "WARNING: config not found at {v:linux_cfg}, using defaults",
    "the rota macro only works from {v:win_doc}",
    "rsync -av {v:linux_dir} backup:/srv/carelogs/",
    "Dad's scanned will is in {v:win_doc} - don't email it",
    "export:\n  dir: {v:linux_dir}\n  keep_days: 30",
    "can't find the pendant logs, they were in {v:mac_dir}",
    "Outlook attachment cache: {v:win_tmp}",
    "Downloaded the CHC checklist to {v:win_dl}",
    "git clone into {v:linux_dir} failed, disk full",
    "PS {v:win_dir}> .\\export_visits.ps1",
    "ssh key is at {v:ssh}, copy it to the new NAS",
    "{v:win_desktop} - screenshot of the pension letter, please don't forward",
]

_T[("home_path", "zh")] = [
    "护理记录导出到了{v:win_doc}",
    "委托书扫描件保存在{v:mac_doc}",
    "报错：找不到文件 {v:win_doc}",
    'Traceback (most recent call last):\n  File "{v:linux_py}", line 42, in <module>\n跌倒检测脚本又崩了',
    "奶奶的体检报告在{v:win_doc}，打印两份",
    '{"导出路径": "{v:winjson}"}',
    "语音转文字 照片都在{v:mac_dir}里面 你自己拷",
    "附件：{v:win_doc}",
    "$ python3 {v:linux_py} --resident A{n}",
    "{ts} 同步失败 路径={v:linux_dir}",
    "排班表在{v:win_doc}，别改公式",
    "| 文件 | 位置 |\n|---|---|\n| 护理计划 | {v:mac_doc} |",
    "备份脚本把{v:linux_dir}下的文件都传到NAS了",
    "截图保存在{v:mac_desktop}",
    "长护险申请表下载到{v:win_dl}了",
    "配置文件{v:linux_cfg}不存在，使用默认配置",
    "爸爸的遗嘱扫描件在{v:win_doc}，别发群里",
    "rsync -av {v:linux_dir} nas:/volume1/护理/",
    "打开{v:win_doc}，第三页是用药清单",
    "yaml:\n  导出:\n    目录: {v:linux_dir}",
    "手环日志之前放在{v:mac_dir}",
    "微信文件默认存在{v:wechat}，找找那个评估表",
    "OneDrive冲突：{v:win_doc}",
    "录音文件{v:mac_audio}，是交班时录的",
    "PS {v:win_dir}> .\\导出护理记录.ps1",
    "ssh私钥在{v:ssh}",
    "虚拟环境装在{v:venv}",
    "护理院评估表模板：{v:win_doc}",
    "Excel提示文件已锁定：{v:win_doc}",
    "cron: 0 2 * * * {v:linux_sh}",
    "养老金认证的截图我放在{v:win_desktop}了",
    "钉钉下载的文件在{v:ddfiles}",
    "{v:win_dl}，这个是护理院的入住协议，先别签",
]

_T[("home_path", "mixed")] = [
    "MAR charts export 到 {v:mac_doc} 了",
    "LPA scan 存在 {v:win_doc}",
    'Traceback:\n  File "{v:linux_py}", line 88, in detect_fall\n跌倒检测 又 crash 了',
    "visit notes CSV 在 {v:mac_doc}，你能打开吗",
    '{"export_path": "{v:winjson}", "格式": "xlsx"}',
    "报错 ENOENT: no such file or directory '{v:mac_doc}'",
    "语音 照片在 {v:mac_dir} 里 you can copy",
    "Attach：{v:win_doc}（长护险 form）",
    "$ python3 {v:linux_py} --resident A{n}",
    "{ts} sync failed path={v:linux_dir} 权限不够",
    "| file | 位置 |\n|---|---|\n| care plan | {v:mac_doc} |",
    "backup script 把 {v:linux_dir} 都传到 NAS",
    "screenshot 在 {v:mac_desktop}",
    "CHC checklist 下载到 {v:win_dl}",
    "config {v:linux_cfg} not found，用 default",
    "Dad 的 will scan 在 {v:win_doc}，别发群里",
    "rsync -av {v:linux_dir} nas:/volume1/care/",
    "open {v:win_doc}，第三页是 meds list",
    "yaml:\n  export:\n    dir: {v:linux_dir}",
    "pendant logs 之前在 {v:mac_dir}",
    "WeChat files 默认在 {v:wechat}",
    "OneDrive conflict：{v:win_doc}",
    "handover 录音 {v:mac_audio}",
    "PS {v:win_dir}> .\\export_visits.ps1",
    "ssh key 在 {v:ssh}",
    "venv 装在 {v:venv}，fall model 在 pi 上跑",
    "Excel 说 file locked：{v:win_doc}",
    "cron: 0 2 * * * {v:linux_sh}",
    "pension 认证 screenshot 放在 {v:win_desktop}",
    "钉钉 downloads 在 {v:ddfiles}",
    "Outlook cache：{v:win_tmp}",
    "notebook {v:mac_ipynb}，gait speed 分析",
    "{v:win_dl} 是 care home 的 contract，先别签",
]

_T[("schedule", "en")] = [
    "Dad takes his {med} at {v:m} every morning with breakfast.",
    "Mum's carers come at {v:m} each morning and again at teatime.",
    "The day centre minibus picks Grandad up at {v:m} every {wd}.",
    "Nan goes to bed at {v:e} on the dot, don't ring after that.",
    "He walks the dog round the park at {v:m} every day, rain or shine.",
    "Evening insulin is always at {v:e}, before his supper.",
    "Routine (from care plan): wakes about {v:m}, tea in bed, then wash and dress.",
    "she rings her sister at {v:a} every Sunday so keep the line free",
    "voice note mum has her nap from {v:a} most days dont visit then",
    "Night carer arrives at {v:e} and leaves in the morning, Monday to Friday.",
    "Dialysis three times a week, transport collects him at {v:m}.",
    '{"routine": {"wake": "{v:m24}", "meds": "with breakfast"}}',
    "Mum always watches the news at {v:e} then takes her tablets.",
    "Grandad does his physio exercises at {v:a} every afternoon.",
    "Every {wd} at {v:a} he goes to the bowls club, the driver knows the way.",
    "| task | time |\n|---|---|\n| morning meds | {v:m24} |",
    "Care plan: repositioning every 2 hours overnight, first turn at {v:e24}.",
    "She gets up at {v:n} for the loo most nights, that's when the falls happen.",
    "Meals on wheels arrive around {v:a} daily, Dad waits by the door.",
    "Dad's blood sugar check is at {v:m} and again before dinner.",
    "Mum's pill dispenser is set to beep at {v:m} every day.",
    "Grandma phones me every night at {v:e}, so if she doesn't, something's wrong.",
    "Church on Sunday - the neighbour collects him at {v:m}.",
    "He's been locking the front door at {v:e} every evening since the burglary scare.",
    "Hair appointment every other {wd} at {v:a} at the salon by the Co-op.",
    'routine:\n  bedtime: "{v:e24}"\n  hearing_aids_out: true',
    "Continence round: toilet him at {v:m24} then every 3 hrs",
    "Gran feeds the birds at {v:m} every day, she'll be in the garden then.",
    "OCR care plan: Preferred rising time: {v:m}",
    "Mum does her weekly shop on {wd}s at {v:m} during the quiet hour",
    "log: resident R-{n} usual bedtime {v:e24}, settled well",
    "Grandpa takes his walk at {v:a} - same route every day past the church.",
    "{v:m} every weekday is when the carer does his eye drops, so don't book the GP then",
]

_T[("schedule", "zh")] = [
    "爷爷每天早上{v:m}吃降压药，护工记得提醒。",
    "奶奶每天晚上{v:e}准时睡觉，之后别打电话。",
    "日间照料中心的车每{zwd}早上{v:m}来接我爸。",
    "外婆每天下午{v:a}去小区花园遛弯。",
    "我妈每天晚上{v:e}跳广场舞，雷打不动。",
    "老人作息：早上{v:m}起床，先喝温水再吃药。",
    "语音转文字 我爸每天{v:a}午睡 那个时候别去打扰他",
    "爷爷每周二四六早上{v:m}去医院透析，车接车送",
    '{"作息": {"起床": "{v:m24}", "午睡": "有"}}',
    "胰岛素每天晚上{v:e}打，饭前半小时",
    "外公每天早上{v:m}去公园打太极",
    "奶奶每晚{v:e}给我打电话，没打就说明有事",
    "| 事项 | 时间 |\n|---|---|\n| 早饭后服药 | {v:m24} |",
    "夜间翻身：每两小时一次，第一次{v:e24}",
    "老妈每天下午{v:a}准时看养生节目",
    "住家保姆每天早上{v:m}到，晚饭后走",
    "奶奶夜里{v:n}左右会起夜，护工注意防跌倒",
    "每{zwd}下午{v:a}社区医生上门给爷爷量血压",
    "爸爸每天早上{v:m}测血糖，记录在本子上",
    "智能药盒设置为每天早上{v:m}提醒",
    "外婆每天下午{v:a}去菜市场，走的都是同一条路",
    "周日早上{v:m}邻居接爷爷去老年大学上书法课",
    "老人每天晚上{v:e}锁门，锁完就不开了",
    "护理计划：每天{v:m24}协助如厕，之后每三小时一次",
    "OCR：护理计划 习惯起床时间 早上{v:m}",
    "yaml:\n  作息:\n    就寝: '{v:e24}'",
    "外公每天下午{v:a}去老年活动中心打麻将",
    "奶奶每天早上{v:m}在阳台喂鸽子",
    "子女群：妈现在每天晚上{v:e}吃安眠药，吃完就别叫她了",
    "爷爷每天晚上{v:e}出去散步，同一条路线",
    "日志：A{n}号老人通常{v:e24}就寝，睡眠良好",
    "我爸每周一三五早上{v:m}去游泳馆",
    "{v:m24}是奶奶每天吃早饭的时间，护工别迟到",
]

_T[("schedule", "mixed")] = [
    "Dad 每天早上 {v:m} 吃 {med}",
    "carer 每天早上 {v:m} 来，teatime 再来一次",
    "day centre 的 minibus 每周 {wd} {v:m} 来接爷爷",
    "奶奶 every night {v:e} 睡觉，don't call after that",
    "外公 every morning {v:m} 去 park 打太极",
    "insulin 每晚 {v:e} 打，before dinner",
    "routine：早上 {v:m} 起床，先喝 warm water",
    "语音 mum 每天 {v:a} nap 别去打扰",
    '{"routine": {"bedtime": "{v:e24}"}}',
    "dialysis 一三五，transport {v:m} 来接",
    "| task | 时间 |\n|---|---|\n| morning meds | {v:m24} |",
    "夜间 repositioning 每两小时，first turn {v:e24}",
    "奶奶夜里 {v:n} 左右起夜，fall risk 最高",
    "blood sugar 每天早上 {v:m} 测一次",
    "pill dispenser 设在每天 {v:m} beep",
    "外婆每晚 {v:e} call 我，没打就有问题",
    "周日 {v:m} 邻居接他去 church",
    "每天晚上 {v:e} 锁门，since the burglary",
    "OCR care plan：preferred rising time {v:m}",
    "yaml:\n  routine:\n    wake: '{v:m24}'",
    "爸爸 every afternoon {v:a} 做 physio exercises",
    "Mum 每隔一周 {wd} {v:a} 去 hair salon",
    "住家 carer 每天早上 {v:m} 到",
    "log：A{n} usual bedtime {v:e24}",
    "外公每天下午 {v:a} 去 activity centre 打麻将",
    "Grandma 每天早上 {v:m} 在 balcony 喂鸽子",
    "子女群：mum 每晚 {v:e} 吃安眠药",
    "continence round {v:m24} 开始，然后 every 3 hrs",
    "dog walk 每天 {v:m}，rain or shine，爷爷坚持",
    "evening walk {v:e}，same route past the 小区门口",
    "GP nurse 每周 {wd} {v:a} 上门 check BP",
    "我爸 Mon/Wed/Fri 早上 {v:m} 去 swimming pool",
    "{v:m24} 是奶奶每天 breakfast 的时间，carer 别迟到",
]

_T[("geo", "en")] = [
    "Pendant alert: fall detected at {v:coord} ({vcity}), accuracy 8 m.",
    "Mum's new care home is in {v:ukpc}, about twenty minutes from us.",
    "Dad's ZIP is {v:zip} for the Medicaid county lookup.",
    "Apple Watch Fall Detection - location {v:coord}",
    "Found him here: https://maps.google.com/?q={v:coordc}",
    '{"device": "{dev}", "event": "fall", "loc": "{v:coordc}"}',
    "voice note we're at {v:w3w} the what three words thing the ambulance asked for",
    "Postcode for the respite booking: {v:ukpc}",
    "{ts} GPS fix {v:coordc} hdop=0.9 battery=41%",
    "Geofence breach - last seen at plus code {v:plus}",
    "Lat/long from the tracker: {v:dms}",
    "Council says Nan's postcode {v:ukpc} is outside the catchment for the day centre",
    "| event | location |\n|---|---|\n| fall | {v:coord} |",
    "ZIP+4 on the Social Security letter: {v:zip4}",
    "Tracker geohash {v:geohash} - that's the bench by the pond where Grandad sits",
    "she was found wandering at {v:coord}, about half a mile from home",
    "Moving Mum to a bungalow in {v:ukpc} so she's nearer my sister",
    "OCR: Post Code: {v:ukpc}",
    "Pharmacy delivery radius doesn't cover {v:zip}, have to pick up",
    'home_geofence:\n  center: "{v:coordc}"\n  radius_m: 150',
    "Ambulance control asked for what3words: {v:w3w}",
    "safe zone centre set to {v:coord} on the GPS watch",
    "Live location shared: {v:plus}",
    "His Medicare Advantage plan only covers ZIP {v:zip}",
    "the wandering alert put him at {v:dms}, near the railway bridge",
    "Care agency only covers {v:ukpcd} and the next district over",
    "Blue Badge delivery postcode {v:ukpc}",
    "Find My says Grandma's iPhone is at {v:coord}",
    "Last GPS ping: {v:coordc} (stationary for 40 min)",
    "Nan's home ZIP code is {v:zip}, for the meals-on-wheels zone",
    "geo: {v:geohash}  # home location for the bed-exit mat hub",
    "Dad's current location {v:coord} - he's at the allotments again",
    "{v:coordc} is where the SOS came from, the responder is on the way",
]

_T[("geo", "zh")] = [
    "手环报警：检测到跌倒，位置{v:coord}（{zvcity}）",
    "老人走失，最后定位：{v:coordc}",
    "外婆家邮编{v:cnpc}，寄东西写这个",
    "高德定位：https://uri.amap.com/marker?position={v:lonlat}",
    '{"设备": "{zdev}", "事件": "跌倒", "坐标": "{v:coordc}"}',
    "语音转文字 爷爷现在在{v:coord}附近 你快过去",
    "电子围栏中心点：{v:coordc}，半径200米",
    "{ts} 定位上报 经纬度={v:lonlat} 电量=35%",
    "北斗手表显示奶奶在{v:dmszh}",
    "爸爸家的邮政编码是{v:cnpc}",
    "| 时间 | 位置 |\n|---|---|\n| 报警 | {v:coord} |",
    "外公又去钓鱼了，定位在{v:coord}",
    "防走失手环最后一次定位：{v:coordc}，静止40分钟",
    "寄药的邮编写{v:cnpc}就行",
    "请把电子围栏设置在{v:coordc}周围",
    "OCR：邮编 {v:cnpc}",
    "腾讯地图分享位置 {v:coordc}",
    "子女群：妈现在的位置{v:coord}，我在路上了",
    "yaml:\n  围栏:\n    中心: '{v:coordc}'\n    半径: 150",
    "纬度,经度：{v:coordc}",
    "救护车调度让报坐标：{v:coord}",
    "geohash {v:geohash}，是奶奶家楼下的长椅",
    "定位显示爷爷在{v:coord}，应该是菜场门口",
    "邮编{v:cnpc}，长护险材料寄到这里",
    "智能手杖上报位置：{v:lonlat}",
    "老人手机共享的实时位置：{v:coordc}",
    "奶奶家所在片区邮编是{v:cnpc}",
    "走失报警：最后位置{v:dmszh}",
    "手表SOS定位 {v:coord}",
    "定位 {v:plus}，谷歌地图上能看到",
    "外婆在{v:coord}摔倒了，120已经在路上",
    "我爸常去的那个公园坐标是{v:coordc}，围栏要包含进去",
    "{v:coordc}是一键呼叫器最后上报的位置",
]

_T[("geo", "mixed")] = [
    "pendant alert：fall detected at {v:coord}",
    "外婆走丢了，last GPS ping {v:coordc}",
    "Mum 新 care home 的 postcode 是 {v:ukpc}",
    "高德 link：https://uri.amap.com/marker?position={v:lonlat}",
    '{"event": "跌倒", "loc": "{v:coordc}"}',
    "语音 爷爷 now 在 {v:coord} 附近",
    "geofence center 设在 {v:coordc}",
    "{ts} GPS fix {v:lonlat} 电量 35%",
    "what3words {v:w3w}，ambulance 要的",
    "爸爸的 ZIP code {v:zip}，Medicaid county",
    "| event | 位置 |\n|---|---|\n| fall | {v:coord} |",
    "邮编 {v:cnpc}，pension 材料寄这里",
    "Find My 显示 Grandma 在 {v:coord}",
    "plus code {v:plus}，live location",
    "tracker geohash {v:geohash}，爷爷常坐的 bench",
    "yaml:\n  geofence:\n    center: '{v:coordc}'",
    "OCR: Postcode {v:ukpc}",
    "北斗 watch 显示 {v:dmszh}",
    "wandering alert：{v:dms}，near railway bridge",
    "外婆家 postcode {v:cnpc}",
    "ZIP+4 {v:zip4}，Social Security letter 上的",
    "safe zone 中心 {v:coord}",
    "子女群：mum location {v:coord}，I'm on my way",
    "Dad 又去 allotment 了，定位 {v:coordc}",
    "Medicare Advantage 只 cover ZIP {v:zip}",
    "SOS from watch，location {v:coord}",
    "{v:coordc} 是奶奶 daily 散步的公园，fence 要包含",
    "respite booking 的 postcode：{v:ukpc}",
    "Google Maps pin：https://maps.google.com/?q={v:coordc}",
    "电子围栏 breach，last seen {v:plus}",
    "刚才 fall，坐标 {v:lonlat}（高德）",
    "meals-on-wheels zone 按 ZIP {v:zip} 算",
    "{v:coord} —— SOS 从这里发出的，responder on the way",
]


# =========================================================================== benign
_TOD_EN = ["this morning", "early morning", "mid-morning", "at lunchtime", "this afternoon", "late afternoon",
           "in the evening", "overnight", "at teatime", "on the night shift"]
_TOD_ZH = ["早上", "上午", "中午", "下午", "傍晚", "晚上", "夜里", "凌晨", "午饭后", "夜班"]


def _money(c, a=None):
    return c.ch([f"{c.ri(1, 9)},{c.ri(0, 999):03d}.{c.ri(0, 99):02d}", f"{c.ri(12, 999)}.{c.ri(0, 99):02d}",
                 f"{c.ri(1, 9)},{c.ri(0, 9)}00", str(c.ri(20, 990))])


_BFILL = {
    "tod": lambda c, a: c.ch(_TOD_EN),
    "ztod": lambda c, a: c.ch(_TOD_ZH),
    "hours": lambda c, a: c.ch(["9:00–16:30", "8:30-17:00", "10am–4pm", "9.30am to 3.30pm", "08:00–18:00",
                                "9:00-17:00", "10:00–20:00", "8:00-16:00"]),
    "time1": lambda c, a: c.ch(["05:50", "06:00", "06:15", "06:30", "6:45"]),
    "time2": lambda c, a: c.ch(["21:00", "21:30", "22:00", "22:30", "23:00"]),
    "money": _money,
    "small": lambda c, a: f"{c.ri(3, 89)}.{c.ri(0, 99):02d}",
    "braden": lambda c, a: str(c.ri(9, 18)),
    "pct": lambda c, a: c.ch([f"{c.ri(1, 99)}%", f"{c.ri(1, 9)}.{c.ri(1, 9)}%"]),
    "ver": lambda c, a: c.ch([f"v{c.ri(1, 5)}.{c.ri(0, 20)}.{c.ri(0, 9)}", f"{c.ri(1, 12)}.{c.ri(0, 9)}.{c.ri(0, 30)}",
                              f"v{c.ri(2019, 2025)}.{c.ri(1, 12)}", f"{c.ri(1, 3)}.{c.ri(0, 9)}-rc{c.ri(1, 4)}"]),
    "sha7": lambda c, a: _rs(c.rng, _HEX, 7),
    "sha256": lambda c, a: _rs(c.rng, _HEX, 64),
    "hex8": lambda c, a: _rs(c.rng, "0123456789ABCDEF", 8),
    "uuid": lambda c, a: _secret(c, "uuid"),
    "port": lambda c, a: c.ch(["8080", "8443", "5432", "1883", "8883", "3000", "9090", "6379", "5000"]),
    "g": lambda c, a: c.ch(["2.0", "2.5", "2.8", "3.0", "1.8"]),
    "glu": lambda c, a: f"{c.ri(4, 13)}.{c.ri(0, 9)} mmol/L",
    "temp": lambda c, a: f"{c.ri(36, 37)}.{c.ri(0, 9)}°C",
    "temp2": lambda c, a: f"{c.ri(2, 8)}.{c.ri(0, 9)}",
    "spo2": lambda c, a: f"{c.ri(92, 99)}%",
    "kg": lambda c, a: f"{c.ri(41, 92)}.{c.ri(0, 9)}",
    "d": lambda c, a: f"{c.ri(0, 3)}.{c.ri(1, 9)}",
    "year": lambda c, a: str(c.ri(2018, 2025)),
    "bp": lambda c, a: f"{c.ri(110, 168)}/{c.ri(62, 98)}",
    "ticket": lambda c, a: c.ch([f"INC-{c.ri(100000, 999999)}", f"TKT-{c.ri(1000, 99999)}", f"#{c.ri(1000, 99999)}",
                                 f"CASE-2025-{c.ri(1000, 9999)}"]),
}
_BFILL.update({k: v for k, v in _FILL.items() if k not in _BFILL})

_B = {}
_B["en"] = [
    "Medication round {tod}: {med} given to {n} residents, {n} refused, PRN paracetamol not required.",
    "CQC inspection report for {fac} published {date}: rated Good overall, Requires Improvement for Safe.",
    "Day centre opening hours: Mon–Fri {hours}, closed bank holidays. Transport bookings via the front desk.",
    "BP {bp} mmHg, pulse {n}0 bpm, SpO2 {spo2}, temp {temp} - within normal range, no action.",
    "Firmware {ver} for the {dev} fixes the false fall alerts when sitting down quickly.",
    "Ticket {ticket}: pendant base unit beeping on low battery. Replacement dispatched, ETA 2 working days.",
    "State Pension rises by {pct} from April; check the GOV.UK rates table for the new weekly amount.",
    "Waterlow score {n}, repositioning chart started, pressure-relieving mattress ordered.",
    "Build {sha7} deployed to the rota service; health check on port {port} returns 200.",
    "Request id {uuid} failed with 503 from the visits API; retried successfully.",
    "Sing-along {tod}: Vera Lynn, The Beatles and a bit of Frank Sinatra. Tea and Victoria sponge after.",
    "Fall detection threshold set to {g} g with a {n}-second stillness window.",
    "Fees review: weekly rate for nursing care at {fac} goes from £{money} to £{money} from {date}.",
    "Reminder: flu jabs for residents on the {unit} are scheduled for {date}, consent forms in the office.",
    "The Bluebell Lounge has been repainted; residents voted for a pale yellow.",
    "sha256: {sha256}  carelog-{ver}.tar.gz",
    "Medicare Part D out-of-pocket costs are capped at $2,000 in 2025 - check the formulary before switching plans.",
    "Average daily fluid intake on the {unit} this week: {n}0 ml; target 1,500 ml.",
    "Grace Ward and Florence Ward will merge from {date}; staff rotas unaffected.",
    "Incident {ticket}: call bell in room {n} unresponsive, electrician attended, fixed.",
    "The number {n} bus to the day centre runs every 20 minutes; first bus {time1}, last bus {time2}.",
    "CHC checklist completed; outcome: full assessment required. Case ref {ticket}.",
    "git commit {sha7}: fix off-by-one in visit duration rounding (issue #{n}{n})",
    "Blood glucose {glu} before lunch, {glu} after. Diabetic diet continued.",
    "Weight {kg} kg, down {d} kg since last month. MUST score 1, food chart started.",
    "Disabled Facilities Grant: up to £30,000 in England for grab rails, ramps and level-access showers.",
    "Deploy checklist: bump the {dev} gateway to {ver}, migrate schema 42 -> 43, restart on port {port}.",
    "Staffing {tod}: {n} carers, {n} nurses on shift, one agency.",
    "Activity programme: chair yoga, armchair bingo, reminiscence with old photos of {city}.",
    "Pharmacy order {ticket} for {med}, 28 tablets, delivery Thursday.",
    "Long-term care insurance policy terms: 90-day elimination period, $150 daily benefit, 3% inflation rider.",
    "Residents' meeting minutes {date}: menu feedback positive, request for more fish dishes.",
    "Warning: battery at {pct} on the {dev}, please charge overnight.",
    "Configuration: ALERT_COOLDOWN_SECONDS=120, MAX_RETRIES=3, LOG_LEVEL=info",
    "docker run -p {port}:{port} carelog/rota:{ver}",
    "UUID {uuid} maps to bed sensor slot {n} in the inventory sheet.",
    "The Office of the Public Guardian charges £82 to register each LPA.",
    "Memory café at the library every first {wd} of the month, free, all welcome.",
    "The hoist was serviced on {date} (LOLER), next due in six months.",
    "Visit log summary: {n} visits completed, {n} late by more than 15 min, 0 missed.",
    "Ordered {n} packs of Tena Slip Plus size M, £{small} incl. VAT.",
    "{city} council raised the home-care hourly rate to £{n}.{n}.",
    "Reading group chose a Miss Marple mystery this month; large-print copies from the library.",
    "Fridge temperature log {tod}: {temp2}°C, within the 2–8°C range.",
    "Queen Elizabeth Hospital's discharge lounge has moved to Level 2.",
    '{"unit": "Rose", "beds": {n}, "occupied": {n}, "agency_hours": {n}}',
    "Stairlift quote: £{money} straight, £{money} curved, fitted within 14 days.",
    "Soft diet recipe: mashed sweet potato 200 g, gravy, 50 ml cream, blended smooth.",
    "The minibus has {n} seats plus two wheelchair spaces.",
    "PR #{n}{n} merged: add Mandarin translations to the family portal.",
    "Heart rate alert: above 120 bpm sustained for 10 min; resting average 68 bpm.",
    "Hearing aid batteries size 312, pack of 60, £{small}.",
    "Error 0x{hex8} on the nurse-call panel; vendor says a reboot clears it.",
    "NICE guideline NG97 on dementia was last reviewed in {year}.",
    "Residents watched the Wimbledon final in the lounge; strawberries and cream served.",
    "fall_detector:\n  model: {dev}\n  sensitivity: medium\n  firmware: {ver}",
    "Visiting hours: {hours} daily; protected mealtimes apply.",
    "Grade 2 pressure ulcer on left heel, dressing changed, tissue viability referral sent.",
    "{pct} of call bells answered within 60 s this quarter (target 98%).",
    "Lewy body dementia support group meets {tod} at the community hall, tea provided.",
    "Price list: podiatry £{n}, hairdressing £{n}, newspapers delivered at cost.",
    "Max bed occupancy at {fac}: {n}{n} rooms, {n} en-suite.",
    "Please return wheelchairs to the bay by reception after use - {n} are missing.",
    "Step count average for the {unit} this month: {n}00 per day, up {pct}.",
]
_B["zh"] = [
    "{ztod}发药：{zmed}，{n}位老人已服，{n}位拒服，已记录。",
    "{zdate}起，{zcity}城乡居民基础养老金每人每月提高20元。",
    "日间照料中心开放时间：周一至周五{hours}，法定节假日休息。",
    "血压{zbp}mmHg，心率{n}次/分，血氧{spo2}，体温{temp}。",
    "{zdev}固件升级到{ver}，修复了坐下太快误报跌倒的问题。",
    "工单{zref}：一键呼叫器基座低电量报警，已安排更换，两个工作日内送达。",
    "长护险待遇：居家上门护理每小时{n}元，基金支付{pct}。",
    "压疮风险评估Braden评分{braden}分，已开始每两小时翻身。",
    "本周活动：书法、手工、合唱《我和我的祖国》、观看京剧《贵妃醉酒》。",
    "跌倒检测阈值设为{g}g，静止判定{n}秒。",
    "{zfac}收费标准：自理老人每月{money}元，半失能{money}元，失能{money}元。",
    "提醒：{zdate}为老人统一接种流感疫苗，知情同意书在护士站。",
    "部署：版本{sha7}已上线，健康检查端口{port}返回200。",
    "请求ID {uuid} 调用护理记录接口失败（503），重试成功。",
    "重阳节活动：包饺子、唱邓丽君的歌，寿星们一起切蛋糕。",
    "本周{zunit}老人平均饮水量{n}0毫升，目标1500毫升。",
    "事件{zref}：{n}号房呼叫铃无响应，电工已修复。",
    "去日间照料中心的公交{n}路，首班车{time1}，末班车{time2}。",
    "血糖：餐前{glu}，餐后{glu}，继续糖尿病饮食。",
    "体重{kg}公斤，比上月下降{d}公斤，已开始记录进食量。",
    "适老化改造补贴最高{money}元，包括扶手、防滑地面和坐式淋浴。",
    "sha256：{sha256}  护理系统安装包 {ver}",
    "民政局通知：养老机构等级评定工作{zdate}开始申报。",
    "{zfac}本月入住率{pct}，共{n}0张床位。",
    "老年大学春季班开课：书法、国画、智能手机使用，报名费每学期{n}0元。",
    "药房订单{zref}：{zmed}，28片，周四送达。",
    "电动护理床保养完成，下次保养时间为半年后。",
    "会议纪要（{zdate}）：伙食满意度较高，老人希望多做鱼。",
    "{zdev}电量{pct}，请今晚充电。",
    "配置：ALERT_COOLDOWN_SECONDS=120，MAX_RETRIES=3",
    "docker run -p {port}:{port} yanglao/handover:{ver}",
    "记忆咖啡馆每月第一个{zwd}在社区图书馆举办，免费参加。",
    "认知症照护指南（{year}版）新增了夜间躁动的非药物干预内容。",
    "探视时间：每天{hours}，用餐时段暂停探视。",
    "纸尿裤L号{n}包，共{small}元，含运费。",
    "{zcity}护理员时薪指导价上调至{n}元。",
    "护理员配比：{ztod}班{n}人，护士{n}人。",
    "老人们一起看了春晚重播，最喜欢赵本山的小品。",
    "护理站冰箱温度{temp2}℃，在2–8℃范围内。",
    "智能床垫离床报警延迟约{n}秒，厂商称{ver}版本已修复。",
    "错误码0x{hex8}：呼叫系统主机需重启。",
    "PR #{n}{n} 已合并：家属端新增繁体中文。",
    "助听器电池312型，60粒装，{small}元。",
    "养老服务补贴：80周岁以上老人每月{n}0元，由街道统一发放。",
    "慢病长处方政策：高血压、糖尿病最长可开具12周用量。",
    "老年人能力评估分为五个等级，评估结果有效期一般为两年。",
    '{"单元": "松鹤", "床位": {n}, "入住": {n}}',
    "yaml:\n  跌倒检测:\n    型号: {zdev}\n    灵敏度: 中\n    固件: {ver}",
    "康复训练：{ztod}做手指操，之后练八段锦，每次二十分钟。",
    "居家上门服务本月完成{n}次，超时{n}次，漏服务0次。",
    "心率过高报警阈值：持续10分钟超过120次/分。",
    "{zcity}第一人民医院老年科搬到了门诊楼五楼。",
    "今天午餐：清蒸鲈鱼、西兰花、小米粥，软食老人单独打碎。",
    "楼道扶手加装完毕，共{n}米。",
    "端午节发了粽子，糖尿病老人的是无糖款。",
    "长护险失能等级评估依据国家医保局{year}年发布的标准。",
    "护理记录系统{ver}发布说明：修复交班记录导出乱码。",
    "松鹤楼和福寿楼的老人今天一起做了手工灯笼。",
    "学雷锋日志愿者来院义务理发，共服务{n}位老人。",
    "{zdev}支持一天最多6次服药提醒，续航约{n}天。",
    "本季度呼叫铃60秒内响应率{pct}，目标98%。",
    "{zunit}本月人均步数{n}00步，比上月提高{pct}。",
    "轮椅用完请放回前台旁边，目前还少{n}台。",
]
_B["mixed"] = [
    "{tod} med round：{zmed}，{n} 位 residents 已服，PRN 没用。",
    "day centre opening hours：周一至周五 {hours}",
    "BP {zbp}，SpO2 {spo2}，temp {temp}，all normal",
    "{dev} firmware {ver} 修复了 false fall alerts",
    "Ticket {zref}：pendant base unit 低电量 beeping，已 dispatch 新的",
    "Waterlow score {n}，已开始 2-hourly repositioning",
    "deploy {sha7} 到 rota service，health check port {port} OK",
    "request id {uuid} 503 了，retry 成功",
    "重阳节 party：唱邓丽君的歌，cake 很受欢迎",
    "fall detection threshold {g} g，stillness window {n} 秒",
    "{fac} 的 weekly fee 从 £{money} 涨到 £{money}",
    "flu jab 安排在 {zdate}，consent forms 在 nurse station",
    "sha256: {sha256} carelog-{ver}.tar.gz",
    "Medicare Part D cap 2025 是 $2,000，换 plan 前先看 formulary",
    "{unit} 这周平均 fluid intake {n}0 ml",
    "incident {zref}：call bell 没反应，electrician 修好了",
    "blood glucose 餐前 {glu} 餐后 {glu}",
    "weight {kg} kg，比上个月少 {d} kg",
    "git commit {sha7}: 修复 visit duration rounding bug (#{n}{n})",
    "长护险 home care 每小时 {n} 元，reimbursement {pct}",
    "activity：chair yoga、书法、reminiscence 老照片",
    "pharmacy order {zref}：{zmed}，周四 delivery",
    "staffing {tod}：{n} carers + {n} nurses",
    "config：ALERT_COOLDOWN_SECONDS=120，LOG_LEVEL=info",
    "docker run -p {port}:{port} yanglao/rota:{ver}",
    "battery {pct}，{dev} 今晚要充电",
    "visiting hours {hours}，mealtimes 不探视",
    "memory café 每月第一个 {wd}，free",
    "hoist 保养 done，next service 半年后",
    "Tena pads M 号 {n} 包，£{small}",
    "{zcity} home-care hourly rate 上调到 {n} 元",
    "错误码 0x{hex8}，nurse-call panel reboot 就好",
    "PR #{n}{n} merged：family portal 加了简体中文",
    '{"unit": "松鹤", "beds": {n}, "occupied": {n}}',
    "yaml:\n  fall_detector:\n    model: {dev}\n    firmware: {ver}",
    "fridge temp {temp2}°C，在 2–8°C range 内",
    "State Pension 涨 {pct}，from April",
    "LPA 注册费 £82 一份，Office of the Public Guardian 收",
    "CHC checklist 完成，需要 full assessment，case ref {zref}",
    "bus {n} 路去 day centre，first bus {time1}，last {time2}",
    "春晚 replay，老人们最喜欢赵本山的小品",
    "Grace Ward 和 Florence Ward {zdate} 合并",
    "读书会这个月读 Miss Marple，large print 版",
    "stairlift quote：straight £{money}，curved £{money}",
    "hearing aid batteries 312，60 粒 £{small}",
    "NICE NG97 dementia guidance {year} 更新了",
    "{zfac} 入住率 {pct}，{n}0 beds",
    "端午 gave out 粽子，diabetic residents 拿无糖的",
    "智能床垫 bed-exit alarm delay 大约 {n} s，vendor 说 {ver} 修复",
    "Disabled Facilities Grant 最高 £30,000，grab rails + ramp",
    "护理记录 system {ver} release notes：修复导出乱码",
    "max HR alert 120 bpm，resting 平均 68",
    "lunch：steamed fish、西兰花、congee，soft diet 单独打碎",
    "visit log summary：{n} visits done，{n} late，0 missed",
    "Age UK 和 AARP 都有 caregiver guides，可以参考",
    "老年大学 spring term：书法、smartphone class，学费 {n}0 元",
    "松鹤楼 residents 今天做了 lanterns",
    "sing-along：Vera Lynn + 邓丽君，mixed playlist",
    "MUST score 1，food chart started",
    "{ticket}：DNS 解析失败，rota sync 改走 port {port}",
    "{ztod} handover：{zunit} 一切平稳，no falls",
    "轮椅 用完放回 reception，还少 {n} 台",
    "call bell 60 秒内响应率 {pct}，target 98%",
    "{zdev} 续航大概 {n} 天，charging dock 在床头",
]


def _render_benign(tpl, c):
    return _SLOT.sub(lambda m: _BFILL[m.group(1)](c, m.group(2)), tpl)


# =========================================================================== API
_CACHE = {}


def _build():
    if "samples" in _CACHE:
        return _CACHE["samples"]
    us, gb, zh = _fakers()
    out, seen = [], set()
    for ci, cat in enumerate(CATEGORIES):
        for li, lang in enumerate(LANGS):
            seed = BASE_SEED + ci * 3 + li
            rng = random.Random(seed)
            us.seed_instance(OFF + 1 + seed)
            gb.seed_instance(OFF + 2 + seed)
            zh.seed_instance(OFF + 3 + seed)
            c = _Ctx(rng, us, gb, zh, lang)
            tpls = list(_T[(cat, lang)])
            order = []
            while len(order) < PER_CELL:
                block = tpls[:]
                rng.shuffle(block)
                order.extend(block)
            for tpl in order[:PER_CELL]:
                for _ in range(25):  # re-draw the rare exact duplicate (small value spaces)
                    text, s, e = _render(tpl, c, _GEN[cat])
                    if text not in seen:
                        break
                seen.add(text)
                kind = c.vkind
                if cat == "government_id" and kind is None:
                    kind = "cnid"
                out.append((Sample(text=text, category=cat, lang=lang, start=s, end=e), kind))
    _CACHE["samples"] = out
    return out


def samples() -> list[Sample]:
    return [s for s, _ in _build()]


def benign_with_lang() -> list[tuple[str, str]]:
    out = []
    for i, lang in enumerate(LANGS):
        rng = random.Random(BENIGN_SEED + i)
        c = _Ctx(rng, None, None, None, lang)
        tpls = list(_B[lang])
        seen = set()
        order = []
        while len(seen) < BENIGN_PER_LANG:
            if not order:
                order = tpls[:]
                rng.shuffle(order)
            text = _render_benign(order.pop(), c)
            if text not in seen:
                seen.add(text)
                out.append((lang, text))
    return out


if __name__ == "__main__":
    import time
    from collections import Counter

    t0 = time.time()
    built = _build()
    ss = [s for s, _ in built]
    assert len(ss) == PER_CELL * len(CATEGORIES) * len(LANGS) == 9000, len(ss)
    cnt = Counter((s.category, s.lang) for s in ss)
    assert all(cnt[(cat, lang)] == PER_CELL for cat in CATEGORIES for lang in LANGS), cnt
    for key, tpls in _T.items():
        assert len(set(tpls)) >= 30, (key, len(set(tpls)))
    assert set(_T) == {(c, l) for c in CATEGORIES for l in LANGS}
    checks = Counter()
    for s, kind in built:
        v = s.value
        assert v and v == v.strip(), (s, v)
        assert s.text[s.start:s.end] == v and 0 <= s.start < s.end <= len(s.text)
        assert not _SLOT.search(s.text), s.text
        if kind == "card":
            assert luhn_ok(v), v
            checks["luhn"] += 1
        elif kind == "iban":
            assert iban_ok(v), v
            checks["iban"] += 1
        elif kind == "cnid":
            assert cnid_ok(v), v
            checks["cnid"] += 1
        elif kind == "nhs":
            assert nhs_ok(v), v
            checks["nhs"] += 1
    assert samples() == samples()
    ben = benign_with_lang()
    bc = Counter(l for l, _ in ben)
    assert all(bc[l] == BENIGN_PER_LANG for l in LANGS), bc
    assert len({t for _, t in ben}) == len(ben)
    for _, t in ben:
        assert "@" not in t and not _SLOT.search(t), t
    assert ben == benign_with_lang()
    print(f"samples: {len(ss)} ({len(cnt)} cells x {PER_CELL}), distinct texts {len({s.text for s in ss})}")
    print(f"benign: {len(ben)} {dict(bc)}")
    print(f"checksums verified: {dict(checks)}")
    pick = random.Random(0)
    for cat in CATEGORIES:
        for lang in LANGS:
            cell = [s for s in ss if s.category == cat and s.lang == lang]
            for s in pick.sample(cell, 2):
                print(f"[{cat}/{lang}] value={s.value!r}\n    {s.text!r}")
    for lang in LANGS:
        for _, t in pick.sample([x for x in ben if x[0] == lang], 2):
            print(f"[benign/{lang}] {t!r}")
    print(f"ok in {time.time() - t0:.2f}s")
