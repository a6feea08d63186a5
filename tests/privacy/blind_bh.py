# ruff: noqa
"""Blind evaluation corpus BH: beauty, wellness and personal services.

Domain: hair and nail salons, spas and massage parlours, 美容院/美发店 member cards
(会员卡, 储值, 次卡), salon and spa booking apps (Fresha, Booksy, Vagaro, Square, 美团/大众点评,
小程序 bookings), stylists' and colourists' client notes, tattoo studio consent forms and
deposits, personal trainers' client files, home cleaning and home-service bookings (家政,
保洁阿姨, 上门服务), pet grooming, customer reviews, refunds and disputes, and the small
IT side of such businesses (POS exports, booking-bot configs, webhook logs).

Styles: prose, front-desk notes, WeChat/WhatsApp-style chat with typos and missing
punctuation, e-mails, intake forms and form fields, CSV rows, JSON, YAML, .env files, logs,
markdown tables, OCR-ish receipts and member-card scans, voice-dictated text without
punctuation, reviews and complaint threads; English, Chinese and code-switched
English/Chinese (姐妹们 this balayage 真的绝了 style). Planted values sit at the start, in the
middle and at the end, with and without cue words.

Written blind: the author never read the gate's source, its tests, other corpora or the
repository history, and never ran the gate. Only the contract in blind_common.py was read.

Seeds: BASE_SEED = 20260215; cell c (c = category index * 3 + language index) uses
random.Random(BASE_SEED + c); Faker en_US / en_GB / zh_CN are re-seeded per cell with
BASE_SEED + c + OFF + 1 / + 2 / + 3 where OFF = 9800; benign language i uses
random.Random(BENIGN_SEED + i) with BENIGN_SEED = 93415.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
import uuid

from faker import Faker

try:
    from .blind_common import CATEGORIES, LANGS, Sample
except ImportError:  # run as a script
    import os, sys

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

BASE_SEED = 20260215
OFF = 9800
BENIGN_SEED = 93415
PER_CELL = 250
BENIGN_PER_LANG = 400

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B64U = AN + "-_"
B64 = AN + "+/"

_FAKERS = {"us": Faker("en_US"), "gb": Faker("en_GB"), "cn": Faker("zh_CN")}


def rs(r, n, alpha=AN):
    return "".join(r.choice(alpha) for _ in range(n))


def digs(r, n):
    return "".join(r.choice(DG) for _ in range(n))


class Ctx:
    """Per-cell generation state: one rng and three re-seeded Fakers."""

    def __init__(self, c, lang):
        seed = BASE_SEED + c
        self.r = random.Random(seed)
        self.us, self.gb, self.cn = _FAKERS["us"], _FAKERS["gb"], _FAKERS["cn"]
        self.us.seed_instance(seed + OFF + 1)
        self.gb.seed_instance(seed + OFF + 2)
        self.cn.seed_instance(seed + OFF + 3)
        self.lang = lang
        self.city = None

    def en(self):
        return self.us if self.r.random() < 0.6 else self.gb


# --------------------------------------------------------------------------- checksums
def luhn_ok(s):
    d = [int(x) for x in s if x.isdigit()]
    tot = 0
    for i, x in enumerate(reversed(d)):
        if i % 2:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def luhn_num(r, prefix, length):
    body = prefix + digs(r, length - len(prefix) - 1)
    for k in range(10):
        if luhn_ok(body + str(k)):
            return body + str(k)
    raise AssertionError


def _iban_int(s):
    return int("".join(str(int(ch, 36)) for ch in s))


def iban_ok(s):
    s = s.replace(" ", "")
    return _iban_int(s[4:] + s[:4]) % 97 == 1


def make_iban(r, cc):
    if cc == "GB":
        bban = r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "NAIA", "MONZ", "SRLG"]) + digs(r, 14)
    elif cc == "IE":
        bban = r.choice(["AIBK", "BOFI", "IPBS"]) + digs(r, 14)
    elif cc == "NL":
        bban = r.choice(["ABNA", "INGB", "RABO", "TRIO", "KNAB"]) + digs(r, 10)
    elif cc == "DE":
        bban = digs(r, 18)
    elif cc == "FR":
        bban = digs(r, 23)
    else:  # ES
        bban = digs(r, 20)
    chk = 98 - _iban_int(bban + cc + "00") % 97
    return f"{cc}{chk:02d}{bban}"


_ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cnid_ok(s):
    s = s.replace(" ", "")
    if len(s) != 18 or not s[:17].isdigit():
        return False
    return "10X98765432"[sum(int(a) * w for a, w in zip(s[:17], _ID_W)) % 11] == s[17].upper()


CN_REGIONS = ["110105", "110108", "310104", "310115", "310106", "440305", "440106", "330106",
              "510107", "320102", "420106", "370202", "350203", "500103", "610113", "430104",
              "120101", "210202", "410105", "530102"]


def make_cnid(r):
    body = (r.choice(CN_REGIONS) + str(r.randint(1962, 2005)) + f"{r.randint(1, 12):02d}"
            + f"{r.randint(1, 28):02d}" + digs(r, 3))
    return body + "10X98765432"[sum(int(a) * w for a, w in zip(body, _ID_W)) % 11]


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z])(\d{6})\(([0-9A])\)", s)
    if not m:
        return False
    tot = 9 * 36 + 8 * (ord(m.group(1)) - 55) + sum((7 - i) * int(d) for i, d in enumerate(m.group(2)))
    chk = (11 - tot % 11) % 11
    return m.group(3) == ("A" if chk == 10 else str(chk))


def make_hkid(r):
    L, d = r.choice("ACDEGHKPRVYZ"), digs(r, 6)
    tot = 9 * 36 + 8 * (ord(L) - 55) + sum((7 - i) * int(x) for i, x in enumerate(d))
    chk = (11 - tot % 11) % 11
    return f"{L}{d}({'A' if chk == 10 else chk})"


def aba_ok(s):
    d = [int(x) for x in s]
    return len(d) == 9 and (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0


def make_aba(r):
    d = [int(x) for x in r.choice(["01", "02", "03", "04", "05", "06", "07", "08", "09", "11", "12",
                                    "21", "22", "26", "31", "32"]) + digs(r, 6)]
    d.append((-(3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5])) % 10)
    return "".join(map(str, d))


# --------------------------------------------------------------------------- geo helpers
CITIES_EN = [("New York", 40.7128, -74.0060, "1"), ("London", 51.5072, -0.1276, "L"),
             ("Los Angeles", 34.0522, -118.2437, "9"), ("Manchester", 53.4808, -2.2426, "M"),
             ("Chicago", 41.8781, -87.6298, "6"), ("Austin", 30.2672, -97.7431, "7"),
             ("Edinburgh", 55.9533, -3.1883, "E"), ("Seattle", 47.6062, -122.3321, "9"),
             ("Bristol", 51.4545, -2.5879, "B"), ("Miami", 25.7617, -80.1918, "3"),
             ("Brooklyn", 40.6782, -73.9442, "1"), ("Leeds", 53.8008, -1.5491, "L")]
CITIES_CN = [("上海", 31.2304, 121.4737, "200"), ("北京", 39.9042, 116.4074, "100"),
             ("深圳", 22.5431, 114.0579, "518"), ("杭州", 30.2741, 120.1551, "310"),
             ("成都", 30.5728, 104.0668, "610"), ("广州", 23.1291, 113.2644, "510"),
             ("南京", 32.0603, 118.7969, "210"), ("武汉", 30.5928, 114.3055, "430"),
             ("西安", 34.3416, 108.9398, "710"), ("厦门", 24.4798, 118.0894, "361"),
             ("苏州", 31.2990, 120.5853, "215"), ("重庆", 29.5630, 106.5516, "400")]
DISTRICTS = {"上海": ["徐汇区", "静安区", "浦东新区", "长宁区", "闵行区", "杨浦区"],
             "北京": ["朝阳区", "海淀区", "东城区", "丰台区", "西城区"],
             "深圳": ["南山区", "福田区", "宝安区", "龙华区", "罗湖区"],
             "杭州": ["西湖区", "滨江区", "拱墅区", "余杭区"], "成都": ["武侯区", "锦江区", "高新区", "青羊区"],
             "广州": ["天河区", "越秀区", "海珠区", "番禺区"], "南京": ["鼓楼区", "建邺区", "玄武区", "江宁区"],
             "武汉": ["武昌区", "洪山区", "江汉区"], "西安": ["雁塔区", "碑林区", "未央区"],
             "厦门": ["思明区", "湖里区", "集美区"], "苏州": ["姑苏区", "工业园区", "吴中区"],
             "重庆": ["渝中区", "江北区", "南岸区"]}
US_ZIP = {"New York": "100", "Los Angeles": "900", "Chicago": "606", "Austin": "787", "Seattle": "981",
          "Miami": "331", "Brooklyn": "112"}
UK_PC = {"London": ["SW4", "SW11", "SE15", "E8", "N16", "NW1", "W12", "E17", "SE22"],
         "Manchester": ["M14", "M20", "M21", "M4"], "Edinburgh": ["EH6", "EH9", "EH10"],
         "Bristol": ["BS6", "BS3", "BS7"], "Leeds": ["LS6", "LS8", "LS17"]}
OLC = "23456789CFGHJMPQRVWX"
GH32 = "0123456789bcdefghjkmnpqrstuvwxyz"


def plus_code(lat, lng):
    lat, lng = lat + 90.0, lng + 180.0
    code = ""
    for res in (20.0, 1.0, 0.05, 0.0025, 0.000125):
        a, b = int(lat // res), int(lng // res)
        lat -= a * res
        lng -= b * res
        code += OLC[min(a, 19)] + OLC[min(b, 19)]
    return code[:8] + "+" + code[8:]


def geohash(lat, lng, n):
    la, lo, out, bits, bit, ch, even = [-90.0, 90.0], [-180.0, 180.0], "", 0, 0, 0, True
    while len(out) < n:
        rng = lo if even else la
        v = lng if even else lat
        mid = (rng[0] + rng[1]) / 2
        if v > mid:
            ch = ch * 2 + 1
            rng[0] = mid
        else:
            ch = ch * 2
            rng[1] = mid
        even = not even
        bit += 1
        if bit == 5:
            out += GH32[ch]
            bit, ch = 0, 0
    return out


def _near(c, cn):
    city = c.r.choice(CITIES_CN if cn else CITIES_EN)
    c.city = city[0]
    return city, city[1] + c.r.uniform(-0.07, 0.07), city[2] + c.r.uniform(-0.09, 0.09)


def _dms(x, pos, neg):
    h = pos if x >= 0 else neg
    x = abs(x)
    d = int(x)
    m = int((x - d) * 60)
    s = ((x - d) * 60 - m) * 60
    return f"{d}°{m:02d}'{s:04.1f}\"{h}"


W3W = ["filled", "count", "soap", "index", "home", "raft", "crisp", "lamp", "ocean", "silver", "tiger",
       "pencil", "quiet", "mango", "velvet", "orbit", "candle", "shelf", "brave", "pillow", "salty", "marble",
       "jogged", "spark", "cloud", "dimmer", "noodle", "puppy", "fresh", "grape", "hatch", "loving"]


def g_latlon(c, cn=False, order="latlon"):
    r = c.r
    _, lat, lng = _near(c, cn)
    p = r.choice([4, 5, 6, 6])
    a, b = f"{lat:.{p}f}", f"{lng:.{p}f}"
    if order == "lnglat":
        return f"{b},{a}" if r.random() < 0.6 else f"{b}, {a}"
    return r.choice([f"{a}, {b}", f"{a},{b}", f"{a} {b}", f"{a}, {b}"])


def g_dms(c, cn=False):
    _, lat, lng = _near(c, cn)
    return _dms(lat, "N", "S") + " " + _dms(lng, "E", "W")


def g_plus(c, cn=False):
    _, lat, lng = _near(c, cn)
    return plus_code(lat, lng)


def g_geohash(c, cn=False):
    _, lat, lng = _near(c, cn)
    return geohash(lat, lng, c.r.choice([7, 8, 9]))


def g_w3w(c):
    _near(c, False)
    return "///" + ".".join(c.r.sample(W3W, 3))


def g_ukpc(c):
    city = c.r.choice(list(UK_PC))
    c.city = city
    return f"{c.r.choice(UK_PC[city])} {c.r.randint(1, 9)}{rs(c.r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"


def g_zip(c):
    city = c.r.choice(list(US_ZIP))
    c.city = city
    z = US_ZIP[city] + digs(c.r, 2)
    return z + "-" + digs(c.r, 4) if c.r.random() < 0.35 else z


def g_cnpc(c):
    city = c.r.choice(CITIES_CN)
    c.city = city[0]
    return city[3] + str(c.r.randint(0, 2)) + digs(c.r, 2)


# --------------------------------------------------------------------------- secrets
def _jwt(c):
    r = c.r
    hdr = r.choice([{"alg": "HS256", "typ": "JWT"}, {"alg": "RS256", "typ": "JWT"}])
    body = {r.choice(["sub", "uid", "member_id"]): r.choice(["mbr_", "cus_", "u"]) + digs(r, r.randint(5, 8)),
            "shop": r.choice(["sh_1042", "store-07", "loc_2291", "branch_3"]),
            "scope": r.choice(["booking:write", "pos:read pos:write", "member:topup", "staff"]),
            "iat": 1767225600 + r.randint(0, 4000000)}
    body["exp"] = body["iat"] + r.choice([3600, 86400, 604800])
    enc = lambda o: base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).rstrip(b"=").decode()
    return f"{enc(hdr)}.{enc(body)}.{rs(r, 43, B64U)}"


def _pem(c, kind):
    r = c.r
    label = {"rsa": "RSA PRIVATE KEY", "ossh": "OPENSSH PRIVATE KEY", "ec": "EC PRIVATE KEY", "p8": "PRIVATE KEY"}[kind]
    n = {"rsa": 6, "ossh": 5, "ec": 3, "p8": 5}[kind]
    head = {"rsa": "MIIEpAIBAAKCAQEA", "ossh": "b3BlbnNzaC1rZXktdjEAAAAA", "ec": "MHcCAQEEI", "p8": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC"}[kind]
    lines = [head + rs(r, 64 - len(head), B64)] + [rs(r, 64, B64) for _ in range(n - 1)] + [rs(r, r.randint(20, 60), B64) + "=="]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


SECRET_GEN = {
    "aws": lambda c: "AKIA" + rs(c.r, 16, UP + "234567"),
    "awssec": lambda c: rs(c.r, 40, AN + "/+"),
    "ghp": lambda c: "ghp_" + rs(c.r, 36),
    "ghpat": lambda c: "github_pat_11" + rs(c.r, 20, UP + DG) + "_" + rs(c.r, 59),
    "slackb": lambda c: f"xoxb-{digs(c.r, 11)}-{digs(c.r, 13)}-{rs(c.r, 24)}",
    "slackp": lambda c: f"xoxp-{digs(c.r, 11)}-{digs(c.r, 12)}-{digs(c.r, 13)}-{rs(c.r, 32, HEX)}",
    "slackhook": lambda c: f"T{rs(c.r, 8, UP + DG)}/B{rs(c.r, 10, UP + DG)}/{rs(c.r, 24)}",
    "openai": lambda c: "sk-" + rs(c.r, 48),
    "openaip": lambda c: "sk-proj-" + rs(c.r, 74, B64U) + "T3BlbkFJ" + rs(c.r, 74, B64U),
    "anthropic": lambda c: "sk-ant-api03-" + rs(c.r, 93, B64U) + "AA",
    "stripe": lambda c: "sk_live_" + rs(c.r, c.r.choice([24, 99])),
    "stripe_rk": lambda c: "rk_live_" + rs(c.r, 99),
    "whsec": lambda c: "whsec_" + rs(c.r, 32),
    "google": lambda c: "AIza" + rs(c.r, 35, B64U),
    "hf": lambda c: "hf_" + rs(c.r, 34, UP + LO),
    "sendgrid": lambda c: "SG." + rs(c.r, 22, B64U) + "." + rs(c.r, 43, B64U),
    "telegram": lambda c: f"{c.r.randint(10 ** 8, 8 * 10 ** 9)}:AA{rs(c.r, 33, B64U)}",
    "jwt": _jwt,
    "pem_rsa": lambda c: _pem(c, "rsa"),
    "pem_ossh": lambda c: _pem(c, "ossh"),
    "pem_ec": lambda c: _pem(c, "ec"),
    "pem_p8": lambda c: _pem(c, "p8"),
    "square": lambda c: "EAAA" + rs(c.r, 60, B64U),
    "sq0csp": lambda c: "sq0csp-" + rs(c.r, 43, B64U),
    "shopify": lambda c: "shpat_" + rs(c.r, 32, HEX),
    "twilio": lambda c: rs(c.r, 32, HEX),
    "mailchimp": lambda c: rs(c.r, 32, HEX) + "-us" + str(c.r.randint(2, 21)),
    "hex32": lambda c: rs(c.r, 32, HEX),
    "hex40": lambda c: rs(c.r, 40, HEX),
    "b64": lambda c: rs(c.r, c.r.choice([32, 40, 44]), B64U),
    "urlpw": lambda c: rs(c.r, c.r.choice([16, 20, 24]), AN),
    "wxsecret": lambda c: rs(c.r, 32, HEX),
    "alipay": lambda c: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + rs(c.r, 120, B64),
    "mailgun": lambda c: "key-" + rs(c.r, 32, HEX),
    "dingsec": lambda c: "SEC" + rs(c.r, 64, HEX),
    "ltai": lambda c: "LTAI" + rs(c.r, 20, AN),
    "aliyun": lambda c: rs(c.r, 30, AN),
}

# --------------------------------------------------------------------------- passwords
PW_WORDS = ["glow", "nails", "lash", "brow", "salon", "spa", "balayage", "blonde", "polish", "velvet", "peony",
            "bunny", "coco", "mocha", "sunny", "kitty", "rosie", "tiger", "shine", "buff", "fade", "ink", "paws",
            "biscuit", "summer", "winter", "honey", "latte", "moon", "clean"]
CN_PW = ["woaini", "aini", "qwer", "asdf", "zxcv", "abc", "Aa", "mm", "meijia", "meifa", "baobao", "xiaomei", "lili",
         "Wx", "tt", "qq"]


def g_pw(c):
    r = c.r
    k = r.random()
    if k < 0.3:
        w = r.choice(PW_WORDS)
        w = w.capitalize() if r.random() < 0.6 else w
        return w + r.choice(["", "_", ".", ""]) + str(r.choice([r.randint(1, 99), r.randint(1985, 2026)])) + r.choice(["!", "#", "", "$", "!!", "@"])
    if k < 0.45:
        return rs(r, 1, UP) + rs(r, r.randint(7, 11), AN) + r.choice("!@#$%&*?")
    if k < 0.6:
        w = r.sample(PW_WORDS, 2)
        return w[0] + r.choice(["4", "2", "&", "And", "N"]) + w[1] + digs(r, r.randint(1, 3))
    if k < 0.8:
        return r.choice(CN_PW) + r.choice(["520", "1314", "520520", "123456", "888", "666", "0815", "1992", "2024"]) + r.choice(["", ".", "!", ""])
    return "-".join(r.sample(W3W, r.choice([3, 4]))) + (str(r.randint(1, 9)) if r.random() < 0.5 else "")


def g_pin(c, n=None):
    n = n or c.r.choice([4, 6, 6])
    while True:
        p = digs(c.r, n)
        if len(set(p)) > 2:
            return p


PW_GEN = {
    "pw": g_pw,
    "pin": lambda c: g_pin(c),
    "pin4": lambda c: g_pin(c, 4),
    "pin6": lambda c: g_pin(c, 6),
    "door": lambda c: c.r.choice(["", "", "*", "#"]) + g_pin(c, c.r.choice([4, 6, 8])) + c.r.choice(["#", "", "", "#"]),
    "phrase": lambda c: " ".join(c.r.sample(W3W, 4)),
    "strong": lambda c: rs(c.r, c.r.randint(12, 18), AN + "!@#$%^&*-_"),
}

# --------------------------------------------------------------------------- emails
EN_DOM = ["gmail.com", "gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "proton.me",
          "hotmail.co.uk", "btinternet.com", "yahoo.co.uk", "live.com", "me.com", "comcast.net", "sky.com"]
CN_DOM = ["163.com", "163.com", "qq.com", "126.com", "sina.com", "foxmail.com", "139.com", "yeah.net", "sohu.com",
          "outlook.com", "gmail.com", "aliyun.com"]


def _en_parts(c):
    f = c.en()
    fn = re.sub(r"[^a-z]", "", f.first_name().lower())
    ln = re.sub(r"[^a-z]", "", f.last_name().lower())
    return fn, ln


def _py(c):
    return c.cn.last_romanized_name().lower(), c.cn.first_romanized_name().lower()


def _local_en(c):
    r = c.r
    fn, ln = _en_parts(c)
    return r.choice([f"{fn}.{ln}", f"{fn[0]}{ln}", f"{fn}{ln}{r.randint(1, 99)}", f"{fn}_{ln}", f"{fn}.{ln}+salon",
                      f"{fn}{r.randint(70, 99)}", f"{ln}.{fn}", f"{fn}{ln[0]}{r.randint(1, 9)}", f"{fn}.{r.choice(PW_WORDS)}"])


def _local_cn(c):
    r = c.r
    s, g = _py(c)
    if r.random() < 0.25:
        return str(r.randint(10 ** 5, 3 * 10 ** 9))
    return r.choice([f"{s}{g}", f"{s}{g}{r.randint(80, 99)}", f"{g}{s}{r.randint(1, 999)}", f"{s}_{g}", f"{s}.{g}",
                     f"{g}{r.choice(['520', '1314', '0808', '88'])}", f"{s}{g[0]}{r.randint(1990, 2006)}"])


def g_email_en(c):
    return f"{_local_en(c)}@{c.r.choice(EN_DOM)}"


def g_email_cn(c):
    loc = _local_cn(c)
    dom = "qq.com" if loc.isdigit() else c.r.choice(CN_DOM)
    return f"{loc}@{dom}"


def g_email_obf(c, cn=False):
    r = c.r
    if cn:
        loc = _local_cn(c)
        dom = "qq.com" if loc.isdigit() else r.choice(CN_DOM)
    else:
        loc, dom = _local_en(c), r.choice(EN_DOM)
    k = r.randint(0, 4)
    if k == 0:
        return f"{loc} at {dom.replace('.', ' dot ')}"
    if k == 1:
        return f"{loc}[at]{dom}"
    if k == 2:
        return f"{loc} (at) {dom.replace('.', ' (dot) ')}"
    if k == 3:
        return f"{loc}#{dom}"
    return f"{loc}＠{dom}"


EMAIL_GEN = {"em_en": g_email_en, "em_cn": g_email_cn, "em_obf": lambda c: g_email_obf(c, False),
             "em_obfcn": lambda c: g_email_obf(c, True), "em_hash": lambda c: _local_cn(c) + "#" + c.r.choice(["qq.com", "163.com", "126.com"]),
             "em_any": lambda c: g_email_en(c) if c.r.random() < 0.5 else g_email_cn(c)}

# --------------------------------------------------------------------------- phones
US_AREA = [212, 312, 415, 617, 646, 702, 713, 718, 305, 404, 503, 512, 602, 206, 303, 808, 917, 929, 310, 347, 773, 469]
CN_MOB = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "155", "156", "157",
          "158", "159", "166", "176", "177", "178", "180", "181", "182", "183", "185", "186", "187", "188", "189",
          "191", "198", "199"]


def g_us_phone(c):
    r = c.r
    a = r.choice(US_AREA)
    e = r.choice([x for x in range(201, 999) if x != 555 and x % 100 != 11])
    l = f"{r.randint(0, 9999):04d}"
    f = r.choice([f"({a}) {e}-{l}", f"{a}-{e}-{l}", f"{a}.{e}.{l}", f"+1 {a} {e} {l}", f"+1-{a}-{e}-{l}",
                  f"{a} {e} {l}", f"1 ({a}) {e}-{l}", f"+1{a}{e}{l}"])
    return f + (r.choice([" x", " ext. ", " ext "]) + str(r.randint(2, 499)) if r.random() < 0.08 else "")


def g_uk_phone(c):
    r = c.r
    if r.random() < 0.7:
        m = "7" + r.choice("1234579") + digs(r, 8)
        return r.choice([f"0{m[:4]} {m[4:]}", f"+44 {m[:4]} {m[4:]}", f"+44{m}", f"0{m[:4]} {m[4:7]} {m[7:]}",
                         f"0{m}", f"+44 (0){m[:4]} {m[4:]}"])
    code = r.choice(["20 7", "20 8", "161 4", "113 2", "117 9", "131 5", "121 4"])
    a, b = code.split(" ")
    rest = b + digs(r, 7 - len(b) + (1 if a == "20" else 0))
    if a == "20":
        return r.choice([f"020 {rest[:4]} {rest[4:]}", f"+44 20 {rest[:4]} {rest[4:]}"])
    return r.choice([f"0{a} {rest[:3]} {rest[3:]}", f"+44 {a} {rest[:3]} {rest[3:]}"])


def g_cn_mob(c):
    r = c.r
    m = r.choice(CN_MOB) + digs(r, 8)
    return r.choice([m, m, f"{m[:3]} {m[3:7]} {m[7:]}", f"{m[:3]}-{m[3:7]}-{m[7:]}", f"+86 {m}", f"+86 {m[:3]} {m[3:7]} {m[7:]}",
                     f"+86-{m}", f"(+86){m}", f"0086 {m}", f"{m[:3]}-{m[3:]}"])


def g_cn_land(c):
    r = c.r
    code, n = r.choice([("021", 8), ("010", 8), ("0755", 8), ("0571", 8), ("028", 8), ("020", 8), ("025", 8), ("0592", 7)])
    num = str(r.randint(2, 8)) + digs(r, n - 1)
    s = r.choice([f"{code}-{num}", f"({code}){num}", f"{code} {num}", f"+86 {code[1:]} {num}"])
    return s + (r.choice(["转", "-", " ext "]) + str(r.randint(801, 899)) if r.random() < 0.25 else "")


PHONE_GEN = {"us": g_us_phone, "uk": g_uk_phone, "cnm": g_cn_mob, "cnl": g_cn_land,
             "enph": lambda c: g_us_phone(c) if c.r.random() < 0.55 else g_uk_phone(c),
             "cnm_plain": lambda c: c.r.choice(CN_MOB) + digs(c.r, 8),
             "cnm_voice": lambda c: " ".join(c.r.choice(CN_MOB) + digs(c.r, 8))}

# --------------------------------------------------------------------------- addresses
US_ST = ["Maple", "Oak", "Cedar", "Elm", "Pine", "Washington", "Lake", "Hill", "Park", "Sunset", "Highland", "Willow",
         "Franklin", "Lincoln", "Jefferson", "Madison", "Grove", "Chestnut", "Walnut", "Magnolia", "Bedford", "Myrtle"]
US_SFX = ["St", "Street", "Ave", "Avenue", "Rd", "Blvd", "Dr", "Ln", "Ct", "Pl", "Way", "Terrace"]
UK_ST = ["Albion", "Victoria", "Church", "Station", "Mill", "Queen's", "King's", "Park", "Manor", "Chapel", "Grange",
         "Beech", "Elm", "Lavender", "Northcote", "Stoke Newington", "Cavendish", "Hazel", "Brook", "Windsor"]
UK_SFX = ["Road", "Street", "Lane", "Close", "Gardens", "Crescent", "Terrace", "Grove", "Avenue", "Mews", "Square", "Rise"]
UK_HOUSE = ["Kingsley", "Albert", "Regent", "Wren", "Beacon", "Mercer", "Harbour", "Cedar", "Sovereign"]
CN_ROAD = ["建国路", "人民路", "中山路", "解放路", "长宁路", "淮海中路", "文三路", "天府大道", "科苑路", "学府路", "南京西路",
           "延安东路", "和平街", "光明路", "幸福街", "迎宾大道", "新华路", "东风路", "青年路", "滨江大道", "虹桥路", "龙华路",
           "古北路", "望京街", "莲花路", "石门一路", "莘庄路", "花园街"]
CN_XQ = ["阳光花园", "万科金色家园", "碧桂园", "翠湖苑", "绿地世纪城", "华润城", "保利天悦", "融创壹号院", "金地格林小镇",
         "龙湖春江郦城", "中海国际社区", "世茂滨江花园", "星河湾", "锦绣江南", "梅陇镇", "古北新城", "望京花园", "幸福里"]


def g_addr_us(c):
    r = c.r
    st = r.choice(US_ST) if r.random() < 0.6 else re.sub(r"[^A-Za-z]", "", c.us.last_name())
    s = f"{r.randint(2, 9899)} {r.choice(['', '', 'N ', 'W ', 'E ', 'S '])}{st} {r.choice(US_SFX)}"
    if r.random() < 0.45:
        s += r.choice([f", Apt {r.randint(1, 24)}{r.choice('ABCDEF')}", f" #{r.randint(2, 999)}", f", Unit {r.randint(1, 40)}",
                       f" Apt. {r.randint(101, 1910)}", f", Suite {r.randint(100, 450)}"])
    c.city = r.choice([x for x in US_ZIP])
    return s


def g_addr_uk(c):
    r = c.r
    st = r.choice(UK_ST) if r.random() < 0.6 else re.sub(r"[^A-Za-z]", "", c.gb.last_name())
    road = f"{st} {r.choice(UK_SFX)}"
    k = r.random()
    c.city = r.choice(list(UK_PC))
    if k < 0.55:
        return f"{r.randint(1, 240)} {road}"
    if k < 0.8:
        return f"Flat {r.randint(1, 30)}{r.choice(['', '', 'A', 'B'])}, {r.randint(1, 180)} {road}"
    return f"{r.randint(1, 60)} {r.choice(UK_HOUSE)} House, {road}"


def _cn_unit(r):
    b, u, fl, rm = r.randint(1, 32), r.randint(1, 4), r.randint(1, 33), r.randint(1, 8)
    return r.choice([f"{b}栋{u}单元{fl}{rm:02d}室", f"{b}号楼{fl}{rm:02d}", f"{b}幢{fl}{rm:02d}室", f"{b}-{u}-{fl}{rm:02d}",
                     f"{b}号楼{u}单元{fl}{rm:02d}", f"{b}栋{fl}{rm:02d}"])


def g_addr_cn(c):
    r = c.r
    city = r.choice(CITIES_CN)[0]
    c.city = city
    road = f"{r.choice(CN_ROAD)}{r.randint(1, 2200)}{r.choice(['号', '弄', '号'])}"
    k = r.random()
    if k < 0.3:
        return road + r.choice(CN_XQ) + _cn_unit(r)
    if k < 0.55:
        return r.choice(CN_XQ) + _cn_unit(r)
    if k < 0.75:
        return road + r.choice(["", " "]) + _cn_unit(r)
    if k < 0.88:
        return road
    return f"{r.choice(CN_ROAD)}{r.randint(10, 999)}弄{r.randint(1, 120)}号{r.randint(101, 2604)}室"


ADDR_GEN = {"us": g_addr_us, "uk": g_addr_uk, "cn": g_addr_cn,
            "en": lambda c: g_addr_us(c) if c.r.random() < 0.5 else g_addr_uk(c)}

# --------------------------------------------------------------------------- government ids
def g_ssn(c, fmt=None):
    r = c.r
    a = r.choice([x for x in range(1, 900) if x != 666])
    g, s = r.randint(1, 99), r.randint(1, 9999)
    fmt = fmt if fmt is not None else r.choice(["-", "-", "-", " ", ""])
    return f"{a:03d}{fmt}{g:02d}{fmt}{s:04d}"


def g_nino(c):
    r = c.r
    while True:
        p = r.choice("ABCEGHJKLMNOPRSTWXYZ") + r.choice("ABCEGHJKLMNPRSTWXYZ")
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = digs(r, 6)
    sfx = r.choice("ABCD")
    return f"{p}{d}{sfx}" if r.random() < 0.5 else f"{p} {d[:2]} {d[2:4]} {d[4:]} {sfx}"


def g_ukdl(c):
    r = c.r
    sn = (re.sub(r"[^A-Z]", "", c.gb.last_name().upper()) + "99999")[:5]
    y = r.randint(1960, 2004)
    m = r.randint(1, 12) + (50 if r.random() < 0.5 else 0)
    return f"{sn}{str(y)[2]}{m:02d}{r.randint(1, 28):02d}{str(y)[3]}{rs(r, 2, UP)}9{rs(r, 2, UP)}"


def g_usdl(c):
    r = c.r
    k = r.randint(0, 4)
    if k == 0:
        return r.choice(UP) + digs(r, 7)  # CA
    if k == 1:
        d = digs(r, 9)
        return f"{d[:3]} {d[3:6]} {d[6:]}"  # NY
    if k == 2:
        return digs(r, 8)  # TX
    if k == 3:
        d = digs(r, 12)
        return f"{r.choice(UP)}{d[:3]}-{d[3:6]}-{d[6:8]}-{d[8:11]}-{d[11]}"  # FL
    d = digs(r, 11)
    return f"{r.choice(UP)}{d[:3]}-{d[3:7]}-{d[7:]}"  # IL


GOV_GEN = {
    "ssn": g_ssn, "ssn4": lambda c: g_ssn(c, "-"),
    "itin": lambda c: f"9{digs(c.r, 2)}-{c.r.randint(70, 88)}-{digs(c.r, 4)}",
    "ein": lambda c: f"{c.r.choice(['20', '27', '45', '46', '47', '81', '82', '83', '84', '85', '87', '88', '92', '93', '98'])}-{digs(c.r, 7)}",
    "uspass": lambda c: (c.r.choice("ACEF") + digs(c.r, 8)) if c.r.random() < 0.5 else str(c.r.randint(1, 9)) + digs(c.r, 8),
    "usdl": g_usdl, "nino": g_nino, "ukdl": g_ukdl,
    "ukpass": lambda c: str(c.r.randint(1, 9)) + digs(c.r, 8),
    "utr": lambda c: (lambda d: d if c.r.random() < 0.5 else f"{d[:5]} {d[5:]}")(str(c.r.randint(1, 9)) + digs(c.r, 9)),
    "nhs": lambda c: _nhs(c),
    "cnid": lambda c: make_cnid(c.r),
    "cnid_sp": lambda c: (lambda s: f"{s[:6]} {s[6:14]} {s[14:]}")(make_cnid(c.r)),
    "cnpass": lambda c: c.r.choice(["E", "E", "EA", "EB", "EH"]) + digs(c.r, 8 if c.r.random() < 0.7 else 7),
    "hkmo": lambda c: "C" + c.r.choice(UP.replace("I", "").replace("O", "")) + digs(c.r, 7),
    "tw": lambda c: digs(c.r, 8),
    "hkid": lambda c: make_hkid(c.r),
}


def _nhs(c):
    while True:
        d = [c.r.randint(0, 9) for _ in range(9)]
        chk = 11 - sum((10 - i) * x for i, x in enumerate(d)) % 11
        if chk == 11:
            chk = 0
        if chk != 10:
            s = "".join(map(str, d)) + str(chk)
            return f"{s[:3]} {s[3:6]} {s[6:]}"


# --------------------------------------------------------------------------- financial
def _grp(s, sizes, sep):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    return sep.join(out)


def g_card(c, kind=None):
    r = c.r
    kind = kind or r.choice(["visa", "visa", "mc", "mc", "amex", "disc"])
    sep = r.choice([" ", " ", "-", ""])
    if kind == "amex":
        return _grp(luhn_num(r, r.choice(["34", "37"]), 15), [4, 6, 5], sep)
    if kind == "cup":
        n = r.choice([16, 19, 19])
        num = luhn_num(r, r.choice(["6222", "6217", "6228", "6214", "6212", "6225", "6226", "6230", "6216"]), n)
        return _grp(num, [4, 4, 4, 4, 3] if n == 19 else [4, 4, 4, 4], r.choice([" ", "", ""]))
    pre = {"visa": "4", "mc": r.choice(["51", "52", "53", "54", "55", "2221", "2720", "2345"]), "disc": "6011"}[kind]
    return _grp(luhn_num(r, pre, 16), [4, 4, 4, 4], sep)


def g_iban(c, cc=None):
    r = c.r
    s = make_iban(r, cc or r.choice(["GB", "GB", "GB", "IE", "DE", "NL", "FR", "ES"]))
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)) if r.random() < 0.5 else s


def g_sortacct(c):
    r = c.r
    sc = f"{r.randint(1, 99):02d}-{digs(r, 2)}-{digs(r, 2)}"
    return r.choice([f"{sc} {digs(r, 8)}", f"{sc} / {digs(r, 8)}", f"{sc}, {digs(r, 8)}"])


FIN_GEN = {
    "card": g_card, "visa": lambda c: g_card(c, "visa"), "mc": lambda c: g_card(c, "mc"),
    "amex": lambda c: g_card(c, "amex"), "cup": lambda c: g_card(c, "cup"),
    "iban": g_iban, "ibangb": lambda c: g_iban(c, "GB"), "ibaneu": lambda c: g_iban(c, c.r.choice(["DE", "NL", "FR", "ES", "IE"])),
    "sortacct": g_sortacct, "ukacct": lambda c: digs(c.r, 8),
    "usacct": lambda c: str(c.r.randint(1, 9)) + digs(c.r, c.r.randint(8, 11)),
    "aba": lambda c: make_aba(c.r),
    "cnacct": lambda c: luhn_num(c.r, c.r.choice(["6222", "6217", "6228", "6214", "6225", "6230"]), 19),
}
CARD_KINDS = {"card", "visa", "mc", "amex", "cup", "cnacct"}
IBAN_KINDS = {"iban", "ibangb", "ibaneu"}

# --------------------------------------------------------------------------- names
CN_COMPOUND = ["欧阳", "司马", "上官", "诸葛", "慕容", "东方"]
EN_GIVEN_CN = ["Vivian", "Cindy", "Kevin", "Tony", "Amy", "Coco", "Jessie", "Eric", "Grace", "Sandy", "Winnie", "Jason",
               "Iris", "Zoe", "Leo", "Yoyo", "Candy", "Eva", "Jenny", "Angela"]


def g_name_en(c):
    r = c.r
    f = c.en()
    fn, ln = f.first_name(), f.last_name()
    k = r.random()
    if k < 0.7:
        return f"{fn} {ln}"
    if k < 0.82:
        return f"{fn} {r.choice(UP)}. {ln}"
    if k < 0.92:
        return f"{fn} {ln}"
    return f"{fn} {ln}-{f.last_name()}"


def g_name_cn(c):
    r = c.r
    if r.random() < 0.06:
        return r.choice(CN_COMPOUND) + c.cn.first_name() + (c.cn.first_name() if r.random() < 0.4 else "")
    return c.cn.name()


def g_name_mixed(c):
    r = c.r
    k = r.random()
    if k < 0.35:
        return g_name_cn(c)
    s, g = c.cn.last_romanized_name(), c.cn.first_romanized_name()
    if k < 0.6:
        return f"{r.choice(EN_GIVEN_CN)} {s}"
    if k < 0.8:
        return f"{s} {g}" if r.random() < 0.5 else f"{g} {s}"
    return g_name_en(c)


NAME_GEN = {"en": g_name_en, "lastfirst": lambda c: (lambda f: f"{f.last_name()}, {f.first_name()}")(c.en()), "cn": g_name_cn, "mx": g_name_mixed,
            "enfull": lambda c: (lambda f: f"{f.first_name()} {f.last_name()}")(c.en()),
            "pinyin": lambda c: f"{c.cn.last_romanized_name()} {c.cn.first_romanized_name()}",
            "engcn": lambda c: f"{c.r.choice(EN_GIVEN_CN)} {c.cn.last_romanized_name()}"}

# --------------------------------------------------------------------------- usernames
HANDLE_W = ["nails", "lashes", "brows", "glow", "ink", "mane", "curls", "fades", "groom", "fit", "spa", "polish", "glam",
            "beauty", "blonde", "shears", "tattoo", "clean", "paws", "skin", "colour", "hair", "lift", "balayage"]


def g_handle(c, at=False):
    r = c.r
    if c.lang == "en" or r.random() < (0.5 if c.lang == "mixed" else 0.15):
        fn, ln = _en_parts(c)
    else:
        ln, fn = _py(c)
    w = r.choice(HANDLE_W)
    h = r.choice([f"{fn}.{w}", f"{w}by{fn}", f"{fn}_{w}{r.randint(1, 99)}", f"{fn}{ln[0]}{r.randint(85, 99)}",
                  f"the{w}{fn}", f"{fn}.{ln}", f"{w}.with.{fn}", f"{fn}{ln}_", f"{fn}__{w}", f"x{fn}{ln}x",
                  f"{fn}{r.randint(1990, 2008)}", f"{ln}{fn}{r.randint(1, 99)}"])
    return ("@" + h) if at else h


def g_wechat(c):
    r = c.r
    s, g = _py(c)
    if r.random() < 0.25:
        return "wxid_" + rs(r, 14, LO + DG)
    return r.choice([f"{s}{g}{r.randint(1, 999)}", f"{g}_{s}{r.randint(80, 99)}", f"{s}{g[0]}{r.choice(['520', '1314', '666', '0717'])}",
                     f"{r.choice(HANDLE_W)}_{g}{r.randint(1, 99)}", f"{g}{s}-{r.choice(HANDLE_W)}", f"{r.choice('abcdlmwxyz')}{s}{g}{digs(r, 2)}"])


CN_NICK_A = ["爱美的", "不吃香菜的", "佛系", "快乐", "暴躁", "温柔", "追光的", "会飞的", "熬夜的", "爱睡觉的"]
CN_NICK_B = ["小鱼", "小鹿", "兔子", "喵喵", "柠檬", "橘子", "奶茶", "猫咪", "团子", "小仙女"]

USER_GEN = {
    "h": lambda c: g_handle(c), "at": lambda c: g_handle(c, True), "wx": g_wechat,
    "xhs": lambda c: str(c.r.randint(10 ** 8, 99 * 10 ** 8)),
    "nick": lambda c: c.r.choice(CN_NICK_A) + c.r.choice(CN_NICK_B) + c.r.choice(["", "", str(c.r.randint(1, 99)), "酱"]),
    "reddit": lambda c: "u/" + g_handle(c),
    "login": lambda c: (lambda a: c.r.choice([f"{a[0]}{a[1]}", f"{a[0][0]}{a[1]}", f"{a[0]}.{a[1]}", f"{a[0]}_{a[1][0]}{digs(c.r, 2)}"]))(_en_parts(c) if c.lang == "en" or c.r.random() < 0.4 else _py(c)[::-1]),
    "discord": lambda c: g_handle(c) if c.r.random() < 0.6 else g_handle(c) + "#" + digs(c.r, 4),
}

# --------------------------------------------------------------------------- home paths
REST_EN = ["Desktop/client_photos/before_after_0312.jpg", "Documents/Salon/booking_export.csv",
           "Pictures/Portfolio/fineline_rose.png", ".config/square-pos/credentials.json", "projects/booking-bot/.env",
           "Downloads/Fresha_clients_2026.xlsx", "Library/Application Support/Booksy/cache.db",
           "Dropbox/PT Clients/intake_forms", "Documents/Groomer/vaccination_certs", "code/spa-scheduler/config.yaml",
           "Desktop/flash sheets/march_flash.psd", "Documents/Cleaning Co/rota_week9.xlsx", "Music/spa_playlist.m3u",
           "OneDrive/Nail Tech/price_list_v3.pdf", "src/salon-sms/logs/send.log", "Downloads/consent_forms_signed.zip"]
REST_CN = ["Desktop/会员卡储值明细.xlsx", "Documents/美甲作品/2026春季", "Downloads/家政排班表.xlsx", "Pictures/纹身手稿/蛇.psd",
           "Documents/门店/客户档案.xlsx", "Desktop/私教学员/体测记录.csv", "Downloads/美团订单导出.csv", "projects/yuyue-miniapp/.env",
           "Documents/宠物美容/疫苗本扫描", "WeChat Files/FileStorage/File/2026-02", "Desktop/价目表/头疗项目.pdf",
           "code/salon-pos/config.yaml", "Documents/发型师笔记/染膏配方.docx", "Downloads/大众点评评价截图"]


def _home_user(c):
    r = c.r
    if c.lang == "zh" or (c.lang == "mixed" and r.random() < 0.6):
        s, g = _py(c)
        return r.choice([f"{s}{g}", f"{s}{g[0]}", f"{g}.{s}", f"{s}_{g}", f"{g}{s}"])
    fn, ln = _en_parts(c)
    return r.choice([fn, f"{fn[0]}{ln}", f"{fn}.{ln}", f"{fn}{ln}", f"{fn}_{ln[0]}", fn.capitalize(), f"{fn.capitalize()} {ln.capitalize()}"])


def _rest(c):
    pool = REST_EN if c.lang == "en" else REST_CN if c.lang == "zh" else REST_EN + REST_CN
    return c.r.choice(pool)


def g_path(c, kind):
    u, rest = _home_user(c), _rest(c)
    if kind in ("mac", "macdir", "linux", "tilde"):
        u = u.replace(" ", "").lower()
    if kind == "mac":
        return f"/Users/{u}/{rest}"
    if kind == "linux":
        return f"/home/{u.replace(' ', '')}/{rest}"
    if kind == "tilde":
        return f"/home/{u.replace(' ', '')}"
    if kind == "macdir":
        return f"/Users/{u}"
    while kind in ("win", "winj", "winfwd") and rest.startswith(("Library", ".config")):
        rest = _rest(c)
    win = f"C:\\Users\\{u}\\" + rest.replace("/", "\\")
    if kind == "winj":
        return win.replace("\\", "\\\\")
    if kind == "winfwd":
        return f"C:/Users/{u}/{rest}"
    return win


PATH_GEN = {k: (lambda kk: (lambda c: g_path(c, kk)))(k) for k in ["mac", "linux", "win", "winj", "winfwd", "tilde", "macdir"]}
PATH_GEN["any"] = lambda c: g_path(c, c.r.choice(["mac", "linux", "win"]))

# --------------------------------------------------------------------------- schedule
EN_WORD_H = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
ZH_NUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


def g_time_en(c, lo, hi):
    r = c.r
    h = r.randint(lo, hi)
    m = r.choice([0, 0, 15, 30, 30, 45, 10, 20, 40, 50])
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    k = r.random()
    if k < 0.3:
        return f"{h12}:{m:02d}{r.choice([ap, ' ' + ap, ' ' + ap.upper(), ap[0] + '.m.'])}"
    if k < 0.45 and m == 0:
        return f"{h12}{r.choice([ap, ' ' + ap, ap.upper()])}"
    if k < 0.65:
        return f"{h:02d}:{m:02d}" if r.random() < 0.6 else f"{h12}.{m:02d}{ap}"
    if k < 0.8:
        if m == 30:
            return f"half past {EN_WORD_H[h12 - 1]}"
        if m == 15:
            return f"quarter past {EN_WORD_H[h12 - 1]}"
        if m == 45:
            return f"quarter to {EN_WORD_H[h12 % 12]}"
        if m == 0:
            return f"{EN_WORD_H[h12 - 1]} o'clock"
        return f"{EN_WORD_H[h12 - 1]} {'twenty' if m == 20 else 'forty' if m == 40 else 'fifty' if m == 50 else 'ten'}"
    return f"{h12}:{m:02d}"


def g_time_zh(c, lo, hi, pod=False):
    r = c.r
    h = r.randint(lo, hi)
    m = r.choice([0, 0, 30, 30, 15, 45, 10, 20, 40])
    h12 = h % 12 or 12
    k = r.random()
    if k < 0.3:
        s = f"{h12}点" + ("半" if m == 30 else "" if m == 0 else f"{m}" if m != 15 else "一刻")
    elif k < 0.5:
        s = f"{h:02d}:{m:02d}" if r.random() < 0.5 else f"{h}:{m:02d}"
    elif k < 0.75:
        s = ZH_NUM[h12] + "点" + ("半" if m == 30 else "" if m == 0 else {15: "一刻", 45: "三刻", 10: "十分", 20: "二十", 40: "四十"}[m])
    else:
        s = f"{h12}点{m:02d}" if m else f"{h12}点整"
    if pod and r.random() < 0.5 and ":" not in s:
        s = ("早上" if h < 9 else "上午" if h < 12 else "中午" if h < 13 else "下午" if h < 18 else "晚上") + s
    return s


SCHED_GEN = {
    "am": lambda c: g_time_en(c, 5, 9), "mid": lambda c: g_time_en(c, 9, 13), "pm": lambda c: g_time_en(c, 13, 17),
    "eve": lambda c: g_time_en(c, 17, 22), "any": lambda c: g_time_en(c, 6, 21),
    "zam": lambda c: g_time_zh(c, 5, 9), "zmid": lambda c: g_time_zh(c, 9, 12), "zpm": lambda c: g_time_zh(c, 13, 17),
    "zeve": lambda c: g_time_zh(c, 18, 22), "zp": lambda c: g_time_zh(c, 6, 22, True),
}

# --------------------------------------------------------------------------- geo
GEO_GEN = {
    "ll": lambda c: g_latlon(c), "llcn": lambda c: g_latlon(c, True), "gaode": lambda c: g_latlon(c, True, "lnglat"),
    "dms": lambda c: g_dms(c), "dmscn": lambda c: g_dms(c, True), "plus": lambda c: g_plus(c), "pluscn": lambda c: g_plus(c, True),
    "gh": lambda c: g_geohash(c), "ghcn": lambda c: g_geohash(c, True), "w3w": g_w3w, "ukpc": g_ukpc, "zip": g_zip,
    "cnpc": g_cnpc, "enpc": lambda c: g_ukpc(c) if c.r.random() < 0.5 else g_zip(c),
}

GEN = {}
for _cat, _d in (("secret", SECRET_GEN), ("password", PW_GEN), ("email", EMAIL_GEN), ("phone", PHONE_GEN),
                 ("address", ADDR_GEN), ("government_id", GOV_GEN), ("financial", FIN_GEN), ("person_name", NAME_GEN),
                 ("username", USER_GEN), ("home_path", PATH_GEN), ("schedule", SCHED_GEN), ("geo", GEO_GEN)):
    for _k, _f in _d.items():
        GEN[(_cat, _k)] = _f

# default kinds for plain-string templates
DEFAULT = {
    ("secret", "en"): ["aws", "ghp", "openai", "stripe", "google", "hf", "sendgrid", "square", "twilio", "hex32", "b64",
                       "slackb", "anthropic", "openaip", "mailchimp", "shopify", "telegram", "jwt", "ghpat", "sq0csp"],
    ("password", "en"): ["pw", "pw", "pw", "strong", "phrase"],
    ("email", "en"): ["em_en"] * 9 + ["em_obf"],
    ("phone", "en"): ["us", "uk"],
    ("address", "en"): ["us", "uk"],
    ("government_id", "en"): ["ssn", "ssn", "nino", "uspass", "usdl", "ukpass", "ukdl", "itin", "utr"],
    ("financial", "en"): ["visa", "mc", "amex", "card", "ibangb", "iban"],
    ("person_name", "en"): ["en"],
    ("username", "en"): ["h", "at", "login"],
    ("home_path", "en"): ["mac", "linux", "win"],
    ("schedule", "en"): ["any"],
    ("geo", "en"): ["ll", "ll", "plus", "gh", "dms", "ukpc", "zip"],
}
for _cat in CATEGORIES:
    DEFAULT.setdefault((_cat, "zh"), DEFAULT[(_cat, "en")])
    DEFAULT.setdefault((_cat, "mixed"), DEFAULT[(_cat, "en")])
DEFAULT.update({
    ("secret", "zh"): ["wxsecret", "alipay", "hex32", "openai", "aws", "b64", "jwt", "google", "ghp", "hf", "anthropic"],
    ("email", "zh"): ["em_cn"] * 8 + ["em_obfcn", "em_hash"],
    ("email", "mixed"): ["em_cn", "em_en", "em_cn", "em_obfcn", "em_obf"],
    ("phone", "zh"): ["cnm", "cnm", "cnm", "cnl"], ("phone", "mixed"): ["cnm", "cnm", "us", "uk"],
    ("address", "zh"): ["cn"], ("address", "mixed"): ["cn", "cn", "en"],
    ("government_id", "zh"): ["cnid", "cnid", "cnid", "cnpass", "hkmo"],
    ("government_id", "mixed"): ["cnid", "cnid", "cnpass", "hkid", "ssn", "nino"],
    ("financial", "zh"): ["cnacct", "cup", "cup", "visa", "mc"], ("financial", "mixed"): ["cup", "cnacct", "visa", "mc", "amex", "iban"],
    ("person_name", "zh"): ["cn"], ("person_name", "mixed"): ["mx"],
    ("username", "zh"): ["wx", "wx", "h", "xhs", "nick"], ("username", "mixed"): ["h", "at", "wx", "xhs"],
    ("schedule", "zh"): ["zp"], ("schedule", "mixed"): ["zp", "any"],
    ("geo", "zh"): ["llcn", "gaode", "cnpc", "ghcn", "pluscn"], ("geo", "mixed"): ["llcn", "gaode", "cnpc", "ll", "ukpc", "pluscn"],
})

# --------------------------------------------------------------------------- fillers
F = {
    "shop": {"en": ["Lumière Hair Studio", "Polished Nail Bar", "The Blow Dry Room", "Serenity Day Spa", "Inkwell Tattoo Co.",
                    "Pawfect Grooming", "Sparkle & Shine Cleaning", "Iron Temple PT", "Brow Theory", "The Lash Lounge",
                    "Fade Factory Barbers", "Bloom Wellness", "Hush Float Spa", "Mane Attraction", "Gloss Box"],
             "zh": ["丝域养发馆", "名媛汇美甲", "一剪美发沙龙", "静心SPA会所", "黑白纹身工作室", "萌宠美容店", "管家帮家政",
                    "乐刻健身", "悦颜皮肤管理", "睫毛控美睫", "御足堂足疗", "青丝坊", "洁净家保洁", "宠爱宠物洗护"],
             "mixed": ["GLOSS美甲工作室", "Zen SPA会所", "MUSE Hair Salon", "Paws&Co宠物美容", "INK16纹身", "FitLab私教工作室",
                       "Lash Room美睫", "CleanPro家政", "Lumière Hair Studio", "Hush SPA", "Brow Theory 上海店"]},
    "svc": {"en": ["balayage", "gel manicure", "full set acrylics", "deep tissue massage", "keratin treatment", "lash lift",
                   "brow lamination", "skin fade", "full-sleeve session", "deep clean", "bath & full groom", "HydraFacial",
                   "root touch-up", "BIAB infill", "hot stone massage", "end-of-tenancy clean", "PT block of 10"],
            "zh": ["烫发", "染发", "洗剪吹", "美甲", "日式美睫", "纹眉", "头疗", "肩颈按摩", "精油SPA", "足疗", "小气泡",
                   "深度保洁", "擦玻璃", "开荒保洁", "洗澡美容", "私教课", "纹身", "烫睫毛", "手部护理"],
            "mixed": ["balayage", "gel 美甲", "美睫 lash lift", "头疗", "deep clean 深度保洁", "keratin 护理", "精油 massage",
                      "HydraFacial", "私教 PT", "fine line 纹身", "洗护 full groom", "BIAB"]},
    "price": {"en": ["$85", "£45", "$120", "£65.00", "$240", "£30", "$55.50", "£180", "$1,200", "$95"],
              "zh": ["¥298", "198元", "388元", "¥1,280", "68元", "¥99", "2000元", "¥168", "580元", "3000块"],
              "mixed": ["¥298", "$85", "388元", "¥1,280", "£45", "168块", "$120"]},
    "date": {"en": ["Mar 14", "14/03", "Saturday 8 March", "next Tuesday", "the 21st", "Feb 2", "12 April", "Friday"],
             "zh": ["3月14日", "周六", "下周二", "2月2号", "明天", "这周五", "4月12日", "月底"],
             "mixed": ["3月14日", "next Tue", "周六", "Mar 14", "下周二", "Friday"]},
    "wd": {"en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
           "zh": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
           "mixed": ["周一", "Tuesday", "周三", "Thu", "周五", "Saturday", "周日"]},
    "prod": {"en": ["Olaplex No.3", "OPI Big Apple Red", "Wella 7/1 + 20vol", "Kérastase Elixir Ultime", "CND Shellac",
                    "The Ordinary niacinamide", "Redken Shades EQ 09V", "Moroccanoil", "Aveda shampure", "Dermalogica"],
            "zh": ["欧莱雅染膏", "资生堂护发素", "卡诗精油", "施华蔻 7-1", "OPI 指甲油", "美睫嫁接胶", "薇诺娜", "润百颜"],
            "mixed": ["Olaplex No.3", "卡诗精油", "OPI 甲油胶", "Wella 7/1", "欧莱雅染膏", "CND Shellac", "Moroccanoil"]},
    "pet": {"en": ["cockapoo", "shih tzu", "golden retriever", "bichon", "schnauzer", "Persian cat", "labradoodle"],
            "zh": ["比熊", "泰迪", "柯基", "金毛", "布偶猫", "雪纳瑞", "博美"],
            "mixed": ["比熊", "poodle", "柯基", "golden", "布偶", "shih tzu"]},
    "app": {"en": ["Fresha", "Booksy", "Vagaro", "Mindbody", "Square Appointments", "GlossGenius", "StyleSeat", "Treatwell"],
            "zh": ["美团", "大众点评", "小程序", "有赞", "抖音团购", "58到家", "天鹅到家", "微信预约"],
            "mixed": ["Fresha", "美团", "小程序", "Booksy", "大众点评", "Square"]},
    "dur": {"en": ["45 min", "90 minutes", "2 hrs", "60-min", "3.5 hours", "30 mins"],
            "zh": ["45分钟", "90分钟", "两小时", "一个半小时", "3小时", "半小时"],
            "mixed": ["90 min", "两小时", "45分钟", "2 hrs", "60 mins"]},
    "ord": None, "n": None, "bal": None, "tech": None, "city": None, "dist": None, "pct": None,
}


def _fill_one(c, name):
    r, lang = c.r, c.lang
    if name in EXTRA:
        return EXTRA[name](c)
    if name == "ord":
        return r.choice(["BK-", "#", "INV-", "RSV", "ORD-", "A"]) + digs(r, r.randint(4, 6))
    if name == "n":
        return str(r.randint(2, 12))
    if name == "bal":
        return r.choice(["¥", ""]) + f"{r.randint(2, 60) * 50:,}" + ("" if r.random() < 0.5 else "元")
    if name == "pct":
        return str(r.choice([5, 8, 10, 15, 20, 30])) + "%"
    if name == "tech":
        n = r.randint(1, 36)
        return f"{n}号技师" if lang == "zh" else (f"technician #{n}" if lang == "en" else f"{n}号技师")
    if name == "city":
        if c.city:
            return c.city
        return r.choice(CITIES_EN if lang == "en" else CITIES_CN)[0]
    if name == "dist":
        city = c.city if c.city in DISTRICTS else r.choice(list(DISTRICTS))
        return r.choice(DISTRICTS[city])
    return r.choice(F[name][lang])


_PH = re.compile(r"\{([a-z]+)\}")


def _fill(c, s):
    return _PH.sub(lambda m: _fill_one(c, m.group(1)), s)


WRAP = {"en": ["Fwd: ", "Re: ", "> ", "[Front desk] ", "Note: ", "(voice memo) ", "Copied from the booking app: ", "FYI - "],
        "zh": ["转发：", "【前台备注】", "客户留言：", "[语音转文字] ", "回复：", "> ", "截图文字："],
        "mixed": ["FYI ", "转发 from 前台: ", "[Note] ", "备注 ", "Re: ", "> "]}


def _style(c, pre, post):
    r = c.r
    if c.lang == "en" and r.random() < 0.06 and "\n" not in pre + post:
        pre, post = pre.lower(), post.lower()
    if c.lang != "en" and r.random() < 0.1:
        pre, post = pre.replace("，", ", ").replace("：", ": "), post.replace("，", ", ").replace("：", ": ")
    if r.random() < 0.1 and "\n" not in pre[:30]:
        pre = r.choice(WRAP[c.lang]) + pre
    return pre, post


T = {}

# --------------------------------------------------------------------------- templates: secret
T[("secret", "en")] = [
    ("square", "Square POS access token for {shop} (production): {V} — do not paste it into the front desk tablet notes."),
    ("stripe", "STRIPE_SECRET_KEY={V}\nSTRIPE_CURRENCY=usd\nDEPOSIT_PERCENT=25"),
    ("sendgrid", "# booking reminders\nSENDGRID_API_KEY={V}\nREMINDER_HOURS_BEFORE=24"),
    ("twilio", "twilio:\n  auth_token: {V}\n  messaging_service: salon-sms\n  reminder_template: appt_24h"),
    ("openai", "hey can u check why the AI receptionist stopped replying?? i pasted the key {V} into settings again but still nothing"),
    ("ghp", "git clone https://{V}@github.com/pawfect-grooming/booking-site.git"),
    ("urlpw", "DATABASE_URL=postgres://salon_app:{V}@db.internal:5432/bookings"),
    ("aws", "Backup of the client photo bucket uses access key id {V} (IAM user salon-backup). Rotate after the audit."),
    ("awssec", "[salon-backup]\naws_secret_access_key = {V}\nregion = eu-west-2"),
    ("jwt", "POST /api/v2/appointments\nAuthorization: Bearer {V}\nX-Shop-Id: 1042"),
    ("slackhook", "No-show alerts post to https://hooks.slack.com/services/{V} (the #front-desk channel)."),
    ("slackb", "SLACK_BOT_TOKEN: \"{V}\"  # posts the daily lash schedule"),
    ("google", "Maps embed on the contact page uses key={V}&callback=initMap, pls restrict it to our domain"),
    ("hf", "Fine-tuning the hairstyle recommender: `huggingface-cli login --token {V}`"),
    ("anthropic", "{V} is the key the review-reply bot uses; the old one was revoked after the intern posted it in the group chat."),
    ("mailchimp", "Mailchimp API key for the spa newsletter (monthly promos): {V}"),
    ("shopify", "Shopify admin token for the retail shelf (Olaplex, OPI etc): {V}"),
    ("telegram", "Our groomer bot sends 'your dog is ready for pickup' via Telegram. bot token {V}, chat is the staff group"),
    ("whsec", "Webhook signing secret for deposit payments: {V} (Stripe dashboard > Developers > Webhooks)"),
    ("pem_rsa", "Key for the POS sync server (do NOT email this around):\n{V}\nThanks, IT"),
    ("pem_ossh", "~/.ssh/id_ed25519 on the booking VPS:\n{V}"),
    ("ghpat", "{\"repo\": \"inkwell/flash-gallery\", \"deploy_token\": \"{V}\", \"branch\": \"main\"}"),
    ("hex32", "Mindbody site {n} — API-Key header: {V}"),
    ("sq0csp", "| env | app | secret |\n|---|---|---|\n| prod | booking-widget | {V} |\n| sandbox | booking-widget | see vault |"),
    ("openaip", "2026-02-11T09:14:02Z WARN ai-concierge: falling back to canned replies, OPENAI_API_KEY={V} returned 429"),
    ("stripe_rk", "Restricted key for the tip-out report (read only on charges): {V}"),
    ("b64", "FRESHA_WEBHOOK_SECRET='{V}'"),
    ("mailgun", "mailgun api_key {V} domain mg.polishednailbar.com, used for e-receipts after each {svc}"),
    ("pem_ec", "Apple Wallet loyalty-card pass signing key\n{V}"),
    ("jwt", "curl -H 'Authorization: Bearer {V}' https://api.glossbox.app/v1/clients?updated_since=2026-01-01"),
    ("aws", "The ex-manager's laptop had AWS keys on a sticky note — {V} — pls deactivate in IAM asap"),
    ("hex40", "vagaro_api_secret: {V}"),
    ("square", "square_access_token -> {V}"),
    ("sendgrid", "SG key in the WordPress booking plugin settings: {V}"),
    ("google", "voice dictated note the google places key is {V} use it for the reviews widget on the spa site"),
    ("urlpw", "ftp://frontdesk:{V}@nas.local/backups/client_cards/"),
    ("urlpw", "redis://:{V}@cache.internal:6379/2  # session store for the booking widget"),
]

T[("secret", "zh")] = [
    ("wxsecret", "预约小程序后台的AppSecret：{V}，上线前记得重置"),
    ("wxsecret", "公众号开发者密码(AppSecret)={V}"),
    ("alipay", "支付宝当面付应用私钥 {V} 放在收银系统的配置里，不要发群里"),
    ("openai", "店里AI客服用的key是{V}，别再发到员工群了！"),
    ("jwt", "抓包看到会员小程序请求头 Authorization: Bearer {V} 这个是不是会过期"),
    ("hex32", "美团开放平台 signKey：{V}"),
    ("aws", "门店照片备份到S3，AccessKeyId {V}，SecretKey另发"),
    ("b64", "有赞 client_secret = {V}"),
    ("urlpw", "数据库连接串 mysql://pos_user:{V}@10.0.3.12:3306/member_card 每天凌晨自动备份"),
    ("google", "官网地图用的 Google Maps API 密钥：{V}"),
    ("ghp", "代码在GitHub私有仓库，token：{V}（只读权限）"),
    ("hf", "发型推荐模型从 Hugging Face 拉取，HF_TOKEN={V}"),
    ("anthropic", "评价自动回复机器人的密钥 {V} 已经泄露到群里了，麻烦尽快作废"),
    ("pem_rsa", "收银机同步服务器的私钥如下，仅限技术同事：\n{V}"),
    ("telegram", "海外分店的 Telegram 机器人 token：{V}"),
    ("hex32", "抖音来客 client_secret: {V}"),
    ("wxsecret", "微信支付商户平台 APIv3 密钥：{V}"),
    ("dingsec", "钉钉群机器人加签密钥 {V}，新预约会自动推送到群里"),
    ("jwt", "token过期了，旧的是{V}，请重新登录收银后台"),
    ("stripe", "香港分店用Stripe收订金，secret key：{V}"),
    ("openaip", "【系统日志】2026-02-13 10:21:07 ERROR 智能预约助手 调用失败 key={V} status=401"),
    ("b64", "企业微信自建应用 Secret：{V}"),
    ("aliyun", "阿里云短信 AccessKey Secret {V}，用于发送预约提醒短信"),
    ("ltai", "阿里云 AccessKey ID：{V}（短信服务专用）"),
    ("aliyun", "ALIYUN_SMS_SECRET={V}\nSMS_SIGN=静心SPA\nTEMPLATE_CODE=SMS_465123"),
    ("wxsecret", "{V}\n↑这是美甲店小程序的 AppSecret，前台电脑桌面那个txt里也有"),
    ("b64", "收银系统 .env：\nPOS_API_SECRET={V}\nSTORE_ID=sh_1042"),
    ("jwt", "会员储值接口返回401，日志里 access_token={V}"),
    ("urlpw", "NAS 地址 smb://admin:{V}@192.168.1.20/客户照片"),
    ("pem_p8", "苹果登录用的 .p8 私钥内容：\n{V}"),
    ("sendgrid", "海外邮件营销用 SendGrid，密钥 {V}"),
    ("ghpat", "部署脚本里写死了 github_pat，值是 {V}，已经让外包删掉"),
    ("mailchimp", "{shop}英文会员通讯用的 Mailchimp key：{V}"),
    ("hex40", "第三方美业SaaS开放接口 app_secret：{V}，对接会员卡储值用"),
]

T[("secret", "mixed")] = [
    ("openai", "姐妹们 我们店的 AI 客服 key 是 {V} 谁动了 quota 又爆了"),
    ("square", "Square 的 access token {V} 放在 iPad 的 settings 里, 别截图发朋友圈"),
    ("wxsecret", "小程序 AppSecret: {V}, deploy 之前 reset 一下"),
    ("jwt", "debug 一下预约 API: Authorization: Bearer {V} 返回 403"),
    ("stripe", "订金 deposit 走 Stripe, STRIPE_KEY={V}"),
    ("ghp", "repo 是 private 的, 用这个 token clone: {V}"),
    ("urlpw", "DB_URL=mysql://booking:{V}@rm-bp1salon.mysql.rds.aliyuncs.com:3306/salon 记得别 commit"),
    ("aws", "S3 bucket 存 before/after 照片, key id {V}"),
    ("hf", "hairstyle try-on 模型的 HF token: {V}"),
    ("anthropic", "review 回复 bot 的 ANTHROPIC_API_KEY={V} 已经写进 .env"),
    ("telegram", "groomer 群的 bot token {V} 有人乱发消息 pls revoke"),
    ("sendgrid", "newsletter 用 SendGrid: {V}"),
    ("slackb", "Slack bot ({shop}) token {V} 用来推 no-show 提醒"),
    ("google", "Google Maps key {V} 只限 referer *.zenspa.cn"),
    ("pem_ossh", "server 的 SSH key 先贴这里, 用完删:\n{V}"),
    ("hex32", "美团 open platform 的 app_secret = {V}"),
    ("alipay", "支付宝 private key (RSA2): {V}"),
    ("openaip", "[ERROR] ai_receptionist.py: invalid key {V} 请检查 billing"),
    ("mailchimp", "EDM 用 Mailchimp, api key 是 {V}"),
    ("whsec", "Stripe webhook secret {V}, 收到 payment_intent.succeeded 就给会员卡充值"),
    ("ltai", "阿里云短信 AK: {V} (SMS reminder 用)"),
    ("jwt", "member app 的 refresh_token: {V}"),
    ("b64", "FRESHA_API_SECRET: \"{V}\"  # 伦敦店"),
    ("shopify", "Shopify 店铺 (卖 retail 护发产品) admin token: {V}"),
    ("twilio", "Twilio auth token {V}, SMS 提醒 24h before appointment"),
    ("ghpat", "CI 里的 GITHUB_TOKEN 被写成了 {V}, 明天 rotate"),
    ("dingsec", "钉钉 robot 加签 secret {V}, 新预约自动推送"),
    ("pem_rsa", "```\n{V}\n```\n这是 POS sync 的 private key, 别外传"),
    ("stripe_rk", "给会计的 restricted key: {V} (read-only)"),
    ("square", "{V} <- Square prod token, sandbox 的是另外一个"),
    ("aliyun", "aliyun_access_key_secret: {V}  # OSS 存客户 before/after"),
    ("hex40", "Vagaro API secret 是 {V} 吗? 我看 settings 里是这个"),
    ("urlpw", "backup 脚本: rsync -e ssh pos@nas  # 密码在 url 里 https://pos:{V}@files.salon-nas.cn/dav/"),
]

# --------------------------------------------------------------------------- templates: password
T[("password", "en")] = [
    ("pw", "Booksy login for the front desk — user is the shop email, password: {V}"),
    ("pw", "hi can u reset my Fresha password?? i think it was {V} but it says wrong"),
    ("door", "Cleaner access: key safe by the side gate, code {V}. Please lock the back door when you leave."),
    ("door", "Mobile groomer note: gate code is {V}, the {pet} will bark but he's friendly"),
    ("pin4", "Member card PIN: {V} (client asked us to keep it on file, which we really shouldn't)"),
    ("pw", "POS_ADMIN_PASSWORD={V}"),
    ("pw", "{\"username\": \"frontdesk\", \"password\": \"{V}\", \"location\": \"{city}\"}"),
    ("strong", "Vagaro > Settings > Security: new password set to {V} after the breach email"),
    ("pw", "Staff Wi-Fi is SalonStaff5G, password {V}. Guest Wi-Fi is open."),
    ("phrase", "Passphrase for the encrypted client-notes vault: {V}"),
    ("pw", "login: desk2 pw={V} (shared tablet at {shop})"),
    ("pin6", "The safe in the back room (tips + float) opens with {V}"),
    ("pw", "Your temporary {shop} app password is {V}. Please change it after your first login."),
    ("door", "Entry for the Saturday deep clean: front door keypad {V}, alarm panel is to the left"),
    ("pw", "voice note the password for the laptop in the tattoo room is {V} all lowercase i think"),
    ("pw", "Mindbody staff login | pass: {V} | role: receptionist"),
    ("pin4", "Alarm code for the spa (last one out sets it): {V}"),
    ("pw", "user_role,password,must_change\nstylist,{V},true"),
    ("pw", "My PT app login is the usual email, password is {V}, can you log my sessions while I'm away?"),
    ("strong", "password: {V}\nrole: owner\nmfa: disabled  # fix this"),
    ("pw", "Instagram for the salon — pass {V}, 2FA codes go to the shop phone"),
    ("door", "Lockbox at the client's flat: {V}. The cat must not go outside."),
    ("pw", "{V} is the password for the Square dashboard, don't write it on the whiteboard again"),
    ("pin6", "Her gift card PIN ({V}) was printed on the back under the scratch strip"),
    ("pw", "Reset done ✅ New password → {V}"),
    ("phrase", "Bitwarden master passphrase for the studio account: \"{V}\""),
    ("pw", "| system | login | password |\n|---|---|---|\n| GlossGenius | studio | {V} |"),
    ("pw", "lol the tablet password is literally {V}"),
    ("pin4", "Locker 14 combo is {V}, she left her bag there during the {svc}"),
    ("pw", "Your StyleSeat password has been changed to {V}. If this wasn't you, contact support."),
    ("strong", "ADMIN_PASS='{V}' ./manage.py createsuperuser --noinput"),
    ("pw", "the wifi pw at the nail bar is {V} btw"),
    ("door", "Gym access for the early PT sessions: side door code {V}"),
    ("pw", "Treatwell partner login - password {V} - ask the manager before changing prices"),
]

T[("password", "zh")] = [
    ("pw", "前台收银系统的登录密码是{V}，别告诉兼职"),
    ("pin6", "会员卡支付密码：{V}（顾客让我们帮记着，其实不合规）"),
    ("door", "保洁阿姨上门说明：智能门锁密码{V}，进门后记得穿鞋套"),
    ("door", "家政订单备注：单元门禁密码{V}，电梯上去左手边"),
    ("pw", "美团商家后台 账号是店里的手机 密码{V}"),
    ("pw", "WiFi名称 YiJian-Staff 密码：{V}"),
    ("pin6", "储值卡消费需要输入6位密码，这位顾客设置的是{V}"),
    ("pw", "登录密码：{V}\n角色：店长\n门店：{shop}"),
    ("pw", "我把大众点评商家版的密码改成{V}了，你们登录试试"),
    ("strong", "收银电脑开机密码 {V}"),
    ("pin4", "更衣柜密码{V}，顾客做完{svc}忘拿包了"),
    ("door", "宠物上门洗护：进门密码 {V}，{pet}在阳台"),
    ("pw", "小程序后台管理员 admin / {V}"),
    ("pw", "老板说抖音来客的密码是{V}，登不上找我"),
    ("phrase", "客户资料加密包的口令：{V}"),
    ("pw", "语音转文字 那个平板的密码是{V} 全小写"),
    ("pin6", "银行卡密码{V}——顾客在群里发的，已经提醒她撤回"),
    ("pw", "{\"account\": \"shop_admin\", \"pwd\": \"{V}\"}"),
    ("pw", "账号：前台1号机\n密码：{V}"),
    ("door", "开荒保洁钥匙放在门口鞋柜，临时密码{V}，完工后业主会改"),
    ("pw", "健身房私教系统的初始密码为{V}，首次登录请修改"),
    ("pin4", "保险柜（放现金和实体储值卡）密码：{V}"),
    ("pw", "店里电脑的Windows密码{V}，别乱装软件"),
    ("pw", "有赞后台：用户名 store01，密码 {V}"),
    ("strong", "新密码 {V} 已生效，旧密码作废"),
    ("pw", "{V} 就是纹身店ins账号的密码，发帖前问一下老板"),
    ("door", "阿姨您好，明天上门打扫，门锁密码{V}，猫粮在柜子里"),
    ("pw", "客人说她的会员App密码忘了，原来是{V}，帮她重置一下"),
    ("pin6", "次卡核销密码{V}"),
    ("pw", "员工群公告：收银系统统一密码改为{V}，请勿外传"),
    ("phrase", "密保口令：{V}"),
    ("pw", "| 系统 | 账号 | 密码 |\n| --- | --- | --- |\n| 美团收银 | mt_store | {V} |"),
    ("pw", "登陆密码{V}（注意大小写）"),
]

T[("password", "mixed")] = [
    ("pw", "前台 iPad 的 password 是 {V}, 别再问了"),
    ("door", "cleaning 阿姨明天来, door code {V}, 钥匙不用留"),
    ("pw", "Fresha 的 login: shop email, pw: {V}"),
    ("pin6", "会员卡 PIN {V}, 顾客说 keep it on file"),
    ("pw", "staff wifi: Zen-Staff / {V}"),
    ("pw", "密码 reset 了, new password → {V}"),
    ("door", "smart lock 密码 {V}, 狗狗 in the bathroom pls don't let him out"),
    ("pw", "Booksy 账号密码: {V} (记得开 2FA)"),
    ("pin4", "locker 密码 {V}, 客人忘了拿 jacket"),
    ("strong", "POS admin password: {V} 只有店长知道"),
    ("pw", "ins 账号的 password 是 {V}, 发 reel 之前给我看一下"),
    ("door", "上门 grooming: 小区门禁 code {V}"),
    ("pw", "{V} ← 这是小程序后台的 password, 不要发群里"),
    ("pw", "voice to text 平板密码是 {V} 全部小写 no space"),
    ("phrase", "1Password 的 master passphrase: {V}"),
    ("pin6", "储值卡 payment password {V}, 她自己说的"),
    ("pw", "PASSWORD={V}\nSTORE=静安店"),
    ("pw", "login info ↓\nuser: frontdesk\npass: {V}"),
    ("pin4", "safe 保险柜 code {V}, tips 在里面"),
    ("pw", "大众点评商家版 password 改成 {V} 了"),
    ("door", "Airbnb 清洁 job: lockbox code {V}, 床单在衣柜"),
    ("pw", "PT app 的 password {V}, 帮我 log 一下 session 谢谢"),
    ("strong", "Vagaro 新 password {V}, old one 作废"),
    ("pw", "电脑 login password: {V}"),
    ("pin6", "gift card PIN 是 {V}, 已经用掉 ¥300"),
    ("pw", "GlossGenius 账号: studio, 密码 {V}"),
    ("pw", "{\"user\": \"lash_desk\", \"pwd\": \"{V}\"}"),
    ("door", "Keypad 密码 {V} 进门左转是 treatment room"),
    ("pw", "Mindbody 的密码是 {V}, 我写在 notes 里了"),
    ("pin4", "alarm code {V}, 最后一个走的人 set 一下"),
    ("pw", "the 美团 password is {V} lol 很好记"),
    ("strong", "| system | pw |\n|---|---|\n| Square | {V} |"),
]

# --------------------------------------------------------------------------- templates: email
T[("email", "en")] = [
    "Booking confirmation will be sent to {V}. Reply to reschedule.",
    "Client intake — Email: {V}\nPreferred contact: text\nAllergies: none known",
    "hey it's me from the {svc} on {date}, can you send the receipt to {V}? thx",
    "{V} wants to move her {svc} to {date}, please call back",
    ("em_obf", "for the waitlist email me at {V} (writing it like that so bots dont scrape it)"),
    "client_id,email,last_visit\nC-2291,{V},2026-01-17",
    "{\"client\": {\"email\": \"{V}\", \"marketing_opt_in\": false}}",
    "Please add {V} to the loyalty newsletter, she bought the {prod} today",
    "Dispute filed by cardholder. Contact on file: {V}. Amount: {price}.",
    "Gift voucher {ord} purchased online, recipient email {V}, message: Happy birthday!!",
    "From: {V}\nTo: Front desk\nSubject: cancel my {svc}",
    "The groomer's invoice bounced — is {V} still the right address for the {pet}'s owner?",
    "| client | email | visits |\n|---|---|---|\n| C-{n}4 | {V} | {n} |",
    "voice memo send the aftercare sheet to {V} she got the fine line on her wrist today",
    "Tattoo deposit receipt issued; customer login email {V}; artist: resident #2",
    "Fresha flagged a duplicate profile for {V} — merge?",
    "Hi! Yes we still have Saturday slots. Can you confirm your email ({V}) so the booking link works?",
    "PT client file\nemail {V}\ngoal: 5k under 30 min\ninjuries: left knee",
    "2026-02-09 11:02:44 INFO mailer: sent reminder to={V} template=appt_24h",
    "Unsubscribe request from {V} (promo emails only, keep receipts)",
    "cleaning quote for a 3-bed terrace sent to {V}, total {price}",
    "reply-to: {V}",
    ("em_obf", "Contact: {V}"),
    "She paid through PayPal with {V} so the refund has to go back there.",
    "{V} — booked {svc}, no-show twice, require deposit next time",
    "email: {V}\nphone: on file\nnotes: prefers quiet appointments, no small talk",
    "Spoke to the client whose email is {V}; she's happy with a partial refund of {price}.",
    "Can someone update the Mindbody profile, new email is {V} (old one was her work address)",
    "GDPR request: delete all data for {V} incl. before/after photos",
    ("em_obf", "the lash tech's side business takes DMs or email {V}"),
    "Abandoned cart: {prod} x2, customer {V}",
    "Stylist notes: formula is in the file; send the colour card to {V} when she asks.",
]

T[("email", "zh")] = [
    "预约确认邮件会发到{V}，请注意查收",
    "会员资料\n邮箱：{V}\n生日：保密\n偏好：安静，不要推销",
    "您好，发票请开给公司，电子发票发送至{V}，谢谢",
    ("em_hash", "有问题可以发邮件 {V}（#换成@）"),
    "{V} 这个邮箱收不到验证码，麻烦看看",
    "纹身定金收据已发到顾客邮箱{V}",
    "顾客要求把体测报告发到{V}",
    "家政服务合同电子版发送至 {V}，请客户确认",
    "客户投诉邮件来自 {V}，内容：烫发后头发毛躁，要求退款{price}",
    "卡号,邮箱,余额\nVIP0831,{V},{bal}",
    "{\"member_email\": \"{V}\", \"level\": \"金卡\"}",
    ("em_obfcn", "邮箱是{V}，怕被爬虫抓到所以这么写"),
    "宠物洗护报告（含皮肤检查照片）已发送到{V}",
    "私教课表发我邮箱吧 {V} 谢谢教练",
    "电子会员卡绑定邮箱：{V}",
    "邮箱 {V} 已退订营销短信和邮件",
    "顾客说之前用的是{V}，现在不用了",
    "语音转文字 邮箱是 {V} 你帮我记一下",
    "发件人：{V}\n主题：关于{svc}的投诉",
    "美甲款式图发我邮箱 {V} 就行",
    "【退款申请】顾客邮箱{V}，订单号{ord}，金额{price}",
    "请把这位客人的邮箱改成{V}",
    "日志：2026-02-10 09:12:33 发送提醒邮件 收件人={V} 结果=成功",
    "| 会员 | 邮箱 | 次数 |\n| --- | --- | --- |\n| M{n}07 | {V} | 12 |",
    "约了{date}的{svc}，确认信请发 {V}",
    "{V}是我老婆的邮箱，她的卡也挂在我名下",
    ("em_obfcn", "联系邮箱：{V}"),
    "顾客留言：以后不要再给{V}发广告了！",
    "在大众点评留言说收不到退款通知，邮箱{V}",
    "保洁报价单已发，邮箱 {V}，三室两厅 {price}",
    "学员邮箱{V}，饮食计划已发送",
    "礼品卡收件人邮箱：{V}，祝福语：生日快乐",
]

T[("email", "mixed")] = [
    "booking confirmation 会发到 {V}, check 一下 spam",
    "我的 email 是 {V}, receipt 发这里就好",
    "client 的邮箱 {V} bounce 了, 要不要打电话",
    ("em_obfcn", "email: {V} (防爬虫)"),
    "Fresha 上的 email 改成 {V} 了",
    "她要 aftercare sheet, 发 {V}",
    "PT client 邮箱 {V}, meal plan 已发",
    "{V} 这个 account 重复了, merge 一下",
    "GDPR request: 删除 {V} 的所有资料 incl. before/after 照片",
    "unsubscribe 请求 from {V}",
    "email,会员等级,余额\n{V},gold,{bal}",
    "{\"email\": \"{V}\", \"opt_in\": \"no 营销\"}",
    "发票 invoice 请寄 {V}, 抬头写公司",
    "log: reminder sent to {V} ✅",
    "Hi 我是上周做 {svc} 的, refund 通知发到 {V} 可以吗",
    "tattoo deposit receipt 已发 {V}",
    "groomer report + 照片 sent to {V}",
    "contact 邮箱: {V}",
    "Dispute 来自 cardholder, email on file {V}",
    "gift card 收件人 {V}, message: 生日快乐 babe",
    "her PayPal 是 {V}, refund 只能退回这里",
    "mailing list 加上 {V} 吧, 她买了 {prod}",
    ("em_hash", "email {V} (# 换成 @ 哈)"),
    "voice to text 邮箱 {V} 记一下",
    "新客 intake form: 邮箱 {V} / 过敏: 无",
    "{V} 是我 wife 的邮箱, 她的会员卡 link 到我这",
    "保洁 quote 已经 email 给 {V} 了",
    "| email | visits |\n|---|---|\n| {V} | 9 |",
    "From: {V}\nSubject: 投诉 complaint re: {svc}",
    "客人说 old email 不用了, 新的是 {V}",
    "review 回复里不要写客人邮箱 {V} !!",
    "waitlist 登记: {V}, 想约 {date}",
]

# --------------------------------------------------------------------------- templates: phone
T[("phone", "en")] = [
    "Call or text me on {V} if anything opens up earlier",
    "Client: new, referral from Instagram\nMobile: {V}\nPatch test: done {date}",
    "{V} — she'll text when she's parked, the groomer van can't find the entrance",
    "Booking for {svc}, contact {V}, deposit {price} paid",
    "pls ring {V} before you arrive for the deep clean, the buzzer's broken",
    "client_id,phone,consent_sms\nC{n}81,{V},yes",
    "{\"phone\": \"{V}\", \"sms_reminders\": true}",
    "Missed call from {V} at the front desk, probably about the refund",
    "voicemail transcription hi it's about my lash appointment my number is {V} call me back thanks",
    "Emergency contact (PT client file): {V}",
    "Twilio log: SMS delivered to {V} body=\"Reminder: your {svc} is tomorrow\"",
    "His cell is {V}, he prefers texts over calls",
    "Text {V} when the {pet} is ready for pickup",
    "Ph: {V} / pref: WhatsApp",
    "Can you update my number? It's {V} now, the old one is disconnected",
    "Tattoo consent form — contact number {V} — ID checked",
    "| client | phone | last visit |\n|---|---|---|\n| C-{n}2 | {V} | {date} |",
    "WhatsApp me on {V} for the before/after pics",
    "Complaint escalated. Customer asked for a callback on {V} regarding the {svc}.",
    "called {V} three times no answer, cancelling her slot",
    "mobile: {V} (landline doesn't work)",
    "{V} is the number the cleaner should call if the key isn't in the lockbox",
    "OCR receipt: TEL {V} CARD **** TOTAL {price}",
    "new lead from the website form: wants a quote for a 4-bed clean, phone {V}",
    "Hi, it's the dog walker, my new number is {V}, save it pls",
    "Reschedule request via SMS from {V}: 'can I do {date} instead'",
    "Client's husband will pick up, his number {V}",
    "phone number {V} keeps booking under different names, flag it",
    "Referral: my sister wants to book too, her number is {V}",
    "PT intake — best number to reach you: {V}; best time: evenings",
    "Yes that's my mobile, {V}, text is best",
    ("us", "Her office line is {V}, only call if it's urgent"),
    ("uk", "Mobile (UK): {V}"),
]

T[("phone", "zh")] = [
    "有空位了请打我电话{V}",
    "顾客手机号：{V}，预约{date}{svc}",
    "保洁阿姨到了楼下打{V}，门铃坏了",
    "卡号,手机,余额\nVIP{n}29,{V},{bal}",
    "{\"mobile\": \"{V}\", \"card_type\": \"次卡\"}",
    "{V} 这个号码打了三次都没人接，取消她的预约",
    ("cnm_voice", "语音转文字 我的电话是{V} 到了给我打电话"),
    "紧急联系人电话：{V}",
    "宠物洗好了发短信到{V}",
    "联系方式：{V}（微信同号）",
    "手机号换了，新号码{V}，旧的停机了",
    "纹身知情同意书 联系电话 {V} 已核验身份证",
    "| 会员 | 手机 | 上次到店 |\n| --- | --- | --- |\n| M{n}3 | {V} | {date} |",
    "投诉升级，顾客要求回电{V}",
    "上门洗护的客户电话{V}，小区车进不去",
    "电话：{V}\n服务：{svc}\n备注：家里有猫",
    "短信日志 2026-02-12 发送至{V} 内容：您预约的{svc}明天到店",
    "顾客老公来接，他的电话{V}",
    "私教学员电话{V}，周末请勿打扰",
    "同一个手机号{V}用不同名字约了好几次，拉黑",
    ("cnl", "家里座机{V}，手机经常静音"),
    "姐妹介绍来的，手机{V}，送她一次头疗",
    "客人加不上微信，手机号是{V}",
    "小票：电话 {V} 合计 {price}",
    "订单备注：到了打{V}，别敲门宝宝在睡觉",
    "新线索：官网表单，想约开荒保洁，电话{V}",
    ("cnm_plain", "手机尾号不对，完整号码应该是{V}"),
    "我的手机号{V}，麻烦把储值卡转到这个号上",
    ("cnl", "办公室电话{V}，有事找我"),
    "回访电话：{V}，对烫发效果不满意",
    "{V}是遛狗阿姨的新号码，大家存一下",
    "美团订单显示虚拟号，真实号码顾客说是{V}",
    ("cnm_plain", "会员手机{V}积分清零了，要求恢复"),
]

T[("phone", "mixed")] = [
    ("cnm", "我的 number 是 {V}, text me 就行"),
    "client mobile: {V}, 预约 {svc}",
    ("cnm", "到了 call {V}, buzzer 坏了"),
    "{V} — 她说 WhatsApp 比较方便",
    ("cnm", "phone,会员卡,余额\n{V},VIP,{bal}"),
    ("cnm", "{\"phone\": \"{V}\", \"remark\": \"微信同号\"}"),
    "missed call from {V}, 应该是 refund 的事",
    ("cnm", "voicemail 转文字: 我是约了 lash 的客人 电话 {V} 回我一下"),
    "emergency contact {V} (她老公)",
    "pet ready 了就 text {V}",
    "新号码 {V}, old one 停机了",
    ("cnm", "tattoo consent: contact {V}, ID 已 check"),
    "| phone | visits |\n|---|---|\n| {V} | 6 |",
    "complaint 升级, 客户要 callback: {V}",
    ("cnm", "cleaner 阿姨的新 number {V}, 大家 save 一下"),
    "SMS log: sent to {V} ✅ 'your {svc} is tomorrow'",
    "同一个 number {V} 用不同名字 book 了好几次, flag 一下",
    ("cnm", "PT 学员 phone {V}, weekend 别打"),
    ("cnl", "landline {V} 基本没人接, 打手机"),
    "referral 来的, 她的手机 {V}",
    ("cnm", "OCR 小票: TEL {V} TOTAL {price}"),
    ("cnm_plain", "美团虚拟号打不通, real number 是 {V}"),
    ("cnl", "office ext {V}, 找我直接打"),
    "Hi 我换号了 {V} pls update 会员资料",
    ("cnm", "quote 请求: 深度保洁 3 房, phone {V}"),
    "her husband 来 pick up, 电话 {V}",
    "{V} 打了三次 no answer, 取消 slot",
    ("cnm", "contact: {V} / 微信同号"),
    ("uk", "UK 的客人 mobile {V}, 回国了还要约"),
    ("cnm", "回访 call {V}, 问一下 balayage 满不满意"),
    ("cnm", "mobile groomer van 到了打 {V}"),
    ("us", "NY branch client, cell {V}"),
]

# --------------------------------------------------------------------------- templates: address
T[("address", "en")] = [
    "Home visit booked: {V}, {city}. Park on the street, the drive is shared.",
    "Deep clean quote for {V} — 3 bed, 2 bath, pets: one {pet}",
    "Mobile groomer route stop #{n}: {V}",
    "Please send the retail order ({prod}) to {V}, {city}",
    "client_id,address,city\nC{n}7,\"{V}\",{city}",
    "{\"service_address\": {\"line1\": \"{V}\", \"city\": \"{city}\"}}",
    "I live at {V} — the blue door next to the bakery",
    "PT session at the client's place, {V}, bring the kettlebells",
    "Address on file: {V}. Returned mail twice, please confirm.",
    "{V} is where the cleaner should go on {date}, key in the lockbox",
    "Cardholder billing address {V} doesn't match, payment declined",
    "voice note next house call is at {V} in {city} she wants a blow dry before the wedding",
    "Tattoo aftercare kit posted to {V}",
    "| client | address | service |\n|---|---|---|\n| C-{n}1 | {V} | {svc} |",
    "Ship to:\n{V}\n{city}",
    "end of tenancy clean at {V}; landlord wants the receipt",
    "Bridal party hair & makeup on location: {V}, {city}. 6 people.",
    "new address is {V} btw, update the loyalty card",
    "The complaint letter came from {V}; she says the massage left bruises.",
    "Dog pickup from {V}, drop back after the {svc}",
    "Massage therapist home visit — address: {V} (ground floor, no stairs)",
    "OCR: DELIVER TO {V} ORDER {ord}",
    "Gift voucher posted to {V} as requested",
    "she moved to {V} so she's closer to the other branch now",
    "Cleaner rota: {wd} — {V} (fortnightly, 3 hrs)",
    "Home address: {V}\nGP: on file\nMedical: none declared",
    "job,address,duration\noven clean,{V},{dur}",
    "Can the groomer come to {V} instead of the salon? My {pet} hates the car.",
    "Return address for the faulty {prod}: {V}",
    ("uk", "Intake form (handwritten, scanned) Addr: {V} Postcode: see form"),
    "I'm at {V}, can't find your van",
    "Nanny-share family at {V} want a fortnightly clean quote",
    ("us", "Mobile nail tech travel fee applies — client is at {V}, {city}"),
]

T[("address", "zh")] = [
    "上门保洁地址：{city}{dist}{V}，三室两厅",
    "我家住{V}，阿姨下周二来打扫",
    "宠物上门洗护：{V}，小区东门进",
    "收货地址：{V}（{prod}两瓶）",
    "订单号{ord}\n服务地址：{V}\n服务项目：{svc}",
    "{\"address\": \"{V}\", \"city\": \"{city}\"}",
    "私教上门课地址 {V} 记得带弹力带",
    "顾客地址{V}，投诉会员生日礼没收到",
    "语音转文字 地址是{V} 到了打电话",
    "新娘跟妆地址：{city}{V}，要化六个人",
    "退货地址请写：{V}",
    "| 订单 | 地址 | 项目 |\n| --- | --- | --- |\n| {ord} | {V} | {svc} |",
    "搬家了，新地址{V}，会员资料帮我改一下",
    "开荒保洁：{dist}{V}，新房刚交付",
    "家政阿姨本周安排：{wd} {V}（4小时）",
    "快递单OCR：收件地址 {V} 电话见面单",
    "上门按摩地址是{V}，电梯直达",
    "宠物接送：从{V}接狗，洗完送回",
    "投诉信寄件地址：{V}",
    "{V}那家客户说阿姨打碎了花瓶，要赔偿",
    "地址：{V}\n面积：{n}0平\n项目：深度保洁",
    "收件人地址 {V}，纹身修复膏已寄出",
    "帮我改一下收货地址，改成{V}",
    "上门美甲 {V} 客户腿脚不方便",
    "{city}{dist}{V} 这一单取消了，客户出差",
    "订单,地址,时长\n擦玻璃,{V},{dur}",
    "客人住{V}，离我们店走路五分钟",
    "地址确认：{V}，对吗？",
    "给顾客寄生日礼盒：{V}",
    "保洁上门，{V}，门口有快递柜",
    "发票邮寄地址：{V}",
    "你们阿姨上次去的{V}打扫得很干净，下次还约她",
]

T[("address", "mixed")] = [
    ("cn", "上门 deep clean 地址: {V}, {city}"),
    ("en", "我住 {V}, {city}, 离 studio 很近"),
    ("cn", "mobile groomer 这周去 {V}"),
    ("cn", "ship {prod} to {V} 谢谢"),
    ("cn", "address: {V}\nservice: {svc}\n备注: 有猫"),
    ("cn", "{\"addr\": \"{V}\", \"note\": \"门口放鞋套\"}"),
    ("en", "home visit massage at {V}, 客户 prefer 女技师"),
    ("cn", "new address 是 {V}, 帮我 update 会员资料"),
    ("cn", "bridal hair 上门: {city}{dist}{V}"),
    ("cn", "PT 上门课 {V}, bring kettlebell"),
    ("cn", "| job | address |\n|---|---|\n| 擦玻璃 | {V} |"),
    ("en", "gift card 寄到 {V}"),
    ("cn", "complaint 来自 {V} 那家, 说阿姨打碎了东西"),
    ("cn", "快递 OCR: 收件地址 {V}"),
    ("en", "伦敦的客人 address {V}, 要寄 aftercare kit"),
    ("cn", "cleaner rota: {wd} → {V}"),
    ("cn", "pick up 狗狗 from {V}, 洗完送回"),
    ("cn", "voice to text 地址 {V} 到了 call 我"),
    ("cn", "退货 return address: {V}"),
    ("en", "she moved to {V}, {city} 那边"),
    ("cn", "上门美甲 at {V}, 客户腿不方便"),
    ("cn", "订单 {ord} service address {V}"),
    ("cn", "我家在 {V}, 阿姨 next Tue 来"),
    ("cn", "开荒保洁 new flat: {V}"),
    ("en", "billing address {V} 对不上, card declined"),
    ("cn", "住 {V} 的那位客人又 complain 了"),
    ("cn", "address 确认: {V}, right?"),
    ("en", "Ship to:\n{V}\n{city}\n(客人在国外)"),
    ("cn", "发票 mail 到 {V}"),
    ("cn", "job,address\n深度保洁,{V}"),
    ("cn", "上门按摩 {V}, no elevator 要爬楼"),
    ("en", "mobile grooming stop: {V}, 狗狗 is a {pet}"),
]

# --------------------------------------------------------------------------- templates: government_id
T[("government_id", "en")] = [
    ("ssn", "Booth renter onboarding: W-9 on file, SSN {V}, 1099 goes out in January"),
    ("ein", "Independent nail tech invoicing under her sole-prop EIN {V}"),
    ("itin", "Stylist doesn't have an SSN yet, payroll is using ITIN {V}"),
    ("usdl", "Tattoo age check: driver's license {V}, DOB verified, over 18"),
    ("uspass", "ID presented for the tattoo: US passport no. {V}"),
    ("nino", "New therapist payroll form — NI number: {V}"),
    ("utr", "Self-employed barber's UTR is {V} for her self-assessment paperwork"),
    ("ukdl", "Photo ID for the laser consent: UK driving licence {V}"),
    ("ukpass", "Passport number {V} (UK) — copied for the right-to-work check"),
    ("ssn", "1099-NEC draft\nRecipient TIN: {V}\nBox 1: {price}"),
    ("ssn", "voice memo her social is {V} for the background check on the new cleaner"),
    ("nino", "{V} — NINO for the massage therapist starting Monday"),
    ("ssn", "employee,ssn,role\nnew hire,{V},shampoo assistant"),
    ("usdl", "{\"id_type\": \"drivers_license\", \"id_number\": \"{V}\", \"verified\": true}"),
    ("ssn", "Why is the cleaning company asking for my SSN ({V}) just to book a clean?? Disputing this."),
    ("uspass", "Passport: {V} — parent signing consent for the ear piercing"),
    ("nino", "Payroll import: ni_number={V} tax_code=1257L"),
    ("ukdl", "Driving licence no. {V} — mobile groomer's van insurance"),
    ("ssn", "Direct deposit form + SSN: {V} (PT contractor)"),
    ("itin", "| contractor | TIN | split |\n|---|---|---|\n| lash tech | {V} | {pct} |"),
    ("ukpass", "Right to work: passport {V} checked in person, copy stored securely"),
    ("usdl", "DL# {V}, exp 2029 — verified for the tattoo"),
    ("ssn", "background check consent for the cleaner: social security number {V}"),
    ("nino", "HMRC letter for the spa therapist, National Insurance No {V}"),
    ("utr", "UTR {V} - mobile hairdresser - tax return due 31 Jan"),
    ("ein", "W-9 for the booth rental LLC: EIN {V}"),
    ("uspass", "OCR scan: PASSPORT No. {V} USA"),
    ("ssn", "ssn={V}&plan=pt_12_sessions (why is this in the URL?!)"),
    ("ukdl", "Customer left her driving licence at reception ({V}), holding it in the safe"),
    ("nino", "my NI is {V} if you need it for the staff discount form"),
    ("ssn", "Chargeback evidence packet mistakenly included the tech's SSN {V}; redact before sending"),
    ("usdl", "ID check log: type=DL number={V} result=pass age=21+"),
    ("nhs", "Massage intake: NHS number {V}, GP informed of pregnancy"),
]

T[("government_id", "zh")] = [
    ("cnid", "纹身需要核验身份证，号码{V}，已满18周岁"),
    ("cnid", "保洁阿姨入职登记 身份证号：{V}"),
    ("cnid", "会员实名认证 身份证{V}"),
    ("cnpass", "员工出国培训，护照号{V}"),
    ("hkmo", "店长去香港进修，港澳通行证号码{V}"),
    ("cnid", "{\"id_type\": \"身份证\", \"id_no\": \"{V}\", \"verified\": true}"),
    ("cnid", "家政服务员档案\n身份证号码：{V}\n健康证：有\n工龄：6年"),
    ("cnid_sp", "OCR识别：公民身份号码 {V}"),
    ("cnid", "顾客把身份证号{V}发到了群里，已提醒撤回"),
    ("cnid", "办储值卡要实名吗？我的身份证是{V}"),
    ("cnid", "员工,身份证号,岗位\n新员工,{V},洗头助理"),
    ("cnid", "私教合同 乙方身份证号 {V}"),
    ("tw", "台胞证号码{V}，台湾客人办会员卡"),
    ("cnid", "语音转文字 身份证号码是 {V} 你帮我填一下"),
    ("cnid", "{V} 这个身份证号已经绑定了另一张会员卡"),
    ("cnid", "社保登记（身份证号）{V}，员工入职交社保"),
    ("cnid", "健康证登记：证件号{V}"),
    ("cnpass", "护照号码：{V}（出国美甲比赛报名）"),
    ("cnid", "| 员工 | 身份证 |\n| --- | --- |\n| 美甲师 | {V} |"),
    ("cnid", "住家保姆背景调查，身份证{V}，无犯罪记录"),
    ("cnid", "美团实名认证失败，身份证号{V}和姓名不匹配"),
    ("cnid", "驾驶证号（同身份证号）{V}，上门服务用车登记"),
    ("cnid", "入住登记：证件类型 身份证 证件号 {V}"),
    ("hkmo", "通行证号 {V}，去澳门参加美发展会"),
    ("cnid", "投诉：店员让我拍身份证{V}才能退卡，合理吗"),
    ("cnid", "合同附件：身份证复印件（号码{V}）"),
    ("cnid", "身份证：{V}"),
    ("cnid_sp", "客户登记表（手写扫描） 身份证号 {V} 过敏史 无"),
    ("cnid", "纹身店未成年人核验日志 id={V} 结果=通过"),
    ("cnid", "会员卡挂失需要本人身份证，号码{V}，已核对"),
    ("cnpass", "{V}是老板的护照号，订机票用的，别外传"),
    ("cnid", "宠物店说办犬证需要主人身份证号{V}"),
]

T[("government_id", "mixed")] = [
    ("cnid", "tattoo 之前要 check 身份证, 号码 {V}"),
    ("cnid", "cleaner 阿姨的 ID number: {V}"),
    ("hkid", "HK 分店新员工 HKID {V}, payroll 用"),
    ("ssn", "美国 branch 的 nail tech SSN {V}, 1099 用"),
    ("nino", "London 店 therapist 的 NI number {V}"),
    ("cnid", "实名认证 ID: {V}"),
    ("cnpass", "passport 号 {V}, 去 Paris 参加 hair show"),
    ("cnid", "{\"id_card\": \"{V}\", \"kyc\": \"passed\"}"),
    ("cnid", "employee,身份证,role\nnew,{V},assistant"),
    ("cnid", "voice to text 身份证 {V} help me 填一下"),
    ("hkid", "香港客人 HKID {V}, 办 membership"),
    ("cnid", "PT contract 乙方 ID {V}"),
    ("cnid", "她把身份证号 {V} 发到 group chat 了 OMG"),
    ("cnid", "背景调查 background check: {V}"),
    ("ssn", "Why 美国的 cleaning app 要我 SSN {V}??"),
    ("cnid_sp", "OCR: 公民身份号码 {V}"),
    ("cnid", "| staff | ID |\n|---|---|\n| lash tech | {V} |"),
    ("cnpass", "passport no. {V} 订机票用"),
    ("cnid", "ID check log: id={V} result=pass 18+"),
    ("hkid", "HKID: {V} (已 verify, 可以做 tattoo)"),
    ("cnid", "储值卡 refund 要身份证 {V}, reasonable 吗"),
    ("nino", "UK 店 payroll: ni_number={V}"),
    ("cnid", "健康证 cert 证件号 {V}"),
    ("cnid", "{V} 这个 ID 已经 bind 了另一张会员卡"),
    ("ssn", "SSN: {V} (booth renter, W-9 done)"),
    ("cnid", "保姆 nanny 的身份证 {V}, 无犯罪记录 clear"),
    ("hkmo", "港澳通行证 {V}, 去 HK 进修 balayage 课程"),
    ("cnid", "美团 KYC 失败: ID {V} mismatch"),
    ("cnid", "身份证号 is {V}"),
    ("cnid", "contract 附件: 身份证 copy ({V})"),
    ("cnid", "宠物 dog license 需要 owner ID {V}"),
    ("tw", "台胞证 {V}, Taiwan 客人办卡"),
]

# --------------------------------------------------------------------------- templates: financial
T[("financial", "en")] = [
    ("card", "No-show fee card on file: {V}, exp 09/28"),
    ("card", "Client read her card out over the phone for the deposit: {V}"),
    ("visa", "Chargeback on {V} for the {svc} ({price}) — customer says she never showed up"),
    ("ibangb", "Please pay the chair rent to IBAN {V}, reference CHAIR{n}"),
    ("sortacct", "Cleaner's bank details for the invoice (sort code, account): {V}"),
    ("usacct", "Direct deposit for the PT contractor: routing 021000021, account {V}"),
    ("card", "card_number,exp,amount\n{V},11/27,{price}"),
    ("card", "{\"payment\": {\"pan\": \"{V}\", \"amount\": \"{price}\"}}"),
    ("amex", "Amex {V} declined twice, asked her to use another card"),
    ("card", "voice memo card number {V} expiry next year she'll give the cvv in person"),
    ("iban", "Refund for the cancelled tattoo deposit goes to {V}"),
    ("mc", "Gift voucher bought with Mastercard {V}; recipient will collect"),
    ("card", "OCR receipt: CARD {V} AUTH 004512 TOTAL {price}"),
    ("ukacct", "Account number {V}, sort code on the invoice, ref: cleaning {date}"),
    ("card", "Please don't write full card numbers in client notes like this: {V}"),
    ("usacct", "ACH for the salon suite rent — acct #{V}"),
    ("card", "| client | card | fee |\n|---|---|---|\n| C-{n}9 | {V} | {price} |"),
    ("ibangb", "Bank transfer for the bridal package: {V}"),
    ("card", "Square log: charge failed card={V} reason=insufficient_funds"),
    ("card", "{V} is the card she wants the membership to auto-renew on"),
    ("sortacct", "Pay the dog walker weekly: {V}"),
    ("visa", "Visa ending... actually the full number {V} (she insisted we keep it)"),
    ("card", "Stripe Radar flagged {V} for the {price} package purchase"),
    ("iban", "IBAN: {V}\nBIC: see invoice\nAmount: {price}"),
    ("usacct", "Refund by ACH to her checking account {V} at Chase"),
    ("card", "pls charge {V} for the late cancellation"),
    ("amex", "Corporate Amex {V} for the team spa day"),
    ("card", "PT package 20 sessions, paid by card {V}, receipt emailed"),
    ("ukacct", "Her UK account no. is {V}; the refund via BACS will take 3 days"),
    ("ibaneu", "Client from Amsterdam paid by SEPA, IBAN {V}"),
    ("card", "Dispute thread: the charge on card {V} was for the gel removal, not a full set"),
    ("card", "Booking form: CC# {V} CVV (not stored)"),
]

T[("financial", "zh")] = [
    ("cnacct", "退储值卡余额请打到银行卡{V}（工商银行）"),
    ("cup", "顾客刷卡记录 卡号{V} 金额{price}"),
    ("cnacct", "保洁阿姨工资卡号：{V}"),
    ("cnacct", "门店转租押金请退到：{V}，开户行招商银行"),
    ("cup", "POS小票 OCR：卡号 {V} 交易类型 消费 金额{price}"),
    ("cnacct", "员工,银行卡号,开户行\n美甲师,{V},建设银行"),
    ("cnacct", "{\"bank_card\": \"{V}\", \"bank\": \"农业银行\"}"),
    ("cnacct", "私教课退款账户：{V}"),
    ("cup", "她把银行卡号{V}发群里了，赶紧撤回"),
    ("visa", "国外客人刷Visa卡{V}，被拒了两次"),
    ("cnacct", "语音转文字 卡号是{V} 农行的 麻烦退一下定金"),
    ("cnacct", "纹身定金退款：收款卡号{V}"),
    ("cup", "银联卡 {V} 绑定会员自动续费"),
    ("cnacct", "| 员工 | 工资卡 |\n| --- | --- |\n| 洗头助理 | {V} |"),
    ("cnacct", "兼职技师的提成转到{V}"),
    ("mc", "万事达卡{V}，境外消费，顾客说不是本人操作"),
    ("cnacct", "家政结算账户（个人）：{V}"),
    ("cnacct", "退款失败，银行卡号{V}已注销"),
    ("cup", "信用卡{V}分期买的次卡，现在要退"),
    ("cnacct", "{V} 这是我的卡号，储值卡余额{bal}退给我"),
    ("cnacct", "卡号：{V}\n户名：本人\n开户行：交通银行"),
    ("cup", "收银日志 2026-02-14 pay_card={V} status=success"),
    ("cnacct", "宠物店老板让我把洗护费转到他私人卡{V}，这正常吗"),
    ("cnacct", "阿姨的银行卡{V}，每月5号发工资"),
    ("cup", "顾客投诉重复扣款，卡号{V}，两笔各{price}"),
    ("cnacct", "美团结算改成个人账户{V}"),
    ("cnacct", "收款账号{V}（邮储银行）"),
    ("cup", "别在备注里写完整卡号！比如{V}这样"),
    ("cnacct", "请把押金{price}退回原卡：{V}"),
    ("visa", "海外店 Visa {V} 被风控"),
    ("cnacct", "健身房私教费用转账：{V}"),
    ("cup", "会员卡充值刷的是{V}"),
]

T[("financial", "mixed")] = [
    ("cnacct", "refund 退到这张卡 {V}, 工商银行"),
    ("card", "card on file {V}, no-show 扣 {price}"),
    ("cup", "刷卡 record: {V}"),
    ("visa", "Visa {V} 被 decline 了两次"),
    ("iban", "booth rent 打到 IBAN {V}"),
    ("cnacct", "阿姨 salary card {V}"),
    ("amex", "Amex {V} 用来付 team spa day"),
    ("card", "{\"pan\": \"{V}\", \"status\": \"declined\"}"),
    ("cnacct", "bank card,开户行\n{V},招商"),
    ("card", "voice to text card number {V} 她说 CVV 当面给"),
    ("cnacct", "tattoo deposit refund 收款卡 {V}"),
    ("mc", "Mastercard {V} chargeback, 说没来过"),
    ("card", "OCR 小票: CARD {V} TOTAL {price}"),
    ("cup", "银联 {V} 绑定 auto-renew"),
    ("ibangb", "UK 客人 IBAN {V}, refund 走 bank transfer"),
    ("cnacct", "PT 退款 account: {V}"),
    ("card", "| client | card |\n|---|---|\n| C-{n}5 | {V} |"),
    ("card", "Square log: card={V} failed 余额不足"),
    ("cnacct", "{V} 是我的卡号, 储值卡 balance 退给我"),
    ("sortacct", "London 店 cleaner 的 bank details: {V}"),
    ("cnacct", "私人账户 {V}?? groomer 老板让我转这里 sus"),
    ("card", "pls 不要在 notes 里写 full card number 像 {V} 这样"),
    ("cup", "信用卡 {V} 分期买的 次卡 package"),
    ("cnacct", "押金 refund 到原卡 {V}"),
    ("ibaneu", "SEPA 转账 IBAN {V}, Amsterdam 的客人"),
    ("card", "Stripe radar flag 了 {V}"),
    ("visa", "海外 branch 的 Visa {V} 风控了"),
    ("cnacct", "美团结算 account 改成 {V}"),
    ("usacct", "ACH refund 到 checking account {V}"),
    ("card", "charge {V} for late cancel 吧"),
    ("cup", "重复扣款 double charge, 卡号 {V}"),
    ("cnacct", "收款 account {V} (邮储)"),
]

# --------------------------------------------------------------------------- templates: person_name
T[("person_name", "en")] = [
    "Client: {V}\nService: {svc}\nFormula: 6N + 7G 1:1, 20 vol, 35 min",
    "{V} called to cancel her {svc}, wants to rebook {date}",
    "My name is {V} and I was charged twice for a {svc}.",
    "Booked under {V} — she's bringing her daughter for a trim too",
    "Tattoo consent signed by {V}, ID checked, design: fine-line botanical",
    ("lastfirst", "client_name,service,price\n\"{V}\",{svc},{price}"),
    "{\"client\": \"{V}\", \"service\": \"{svc}\", \"status\": \"no_show\"}",
    "Hi, this is {V}, I had the {svc} yesterday and my scalp is burning, is that normal?",
    "PT client file — {V}, 42, goal: deadlift bodyweight, old rotator cuff injury",
    "Review reply: Dear {V}, we're so sorry about the wait on Saturday...",
    "The groomer said {V}'s {pet} bit her again, add a muzzle note",
    "voice memo remind me to call {V} about the balayage correction",
    "Please refund {V} the {price} deposit, we cancelled on her",
    ("lastfirst", "| client | last visit | notes |\n|---|---|---|\n| {V} | {date} | sensitive scalp |"),
    "Cleaner assigned: {V} (fortnightly, 3 hrs)",
    "Gift card from {V} — 'enjoy the spa day, love you!'",
    "Walk-in: {V}, wants a skin fade, no appointment",
    "Formula card for {V}: Redken EQ 09V + 09T, 20 min, gloss",
    "{V} — allergic to PPD, do NOT use permanent colour",
    "Lash tech notes: {V} prefers a classic set, 11-12mm, C curl",
    "Emergency contact: {V} (husband)",
    "Invoice to: {V}\nFor: end of tenancy clean\nTotal: {price}",
    "Complaint from {V} about the massage pressure being too hard; offered a free session",
    "Dog owner {V} says the {pet} came back with a nick on the ear",
    "waitlist: {V} wants any slot with the senior stylist",
    "Chargeback filed by {V} for the {svc} package",
    "Referral bonus for {V} — brought in 3 new clients this month",
    "Thank you {V} for the 5-star review! 💅",
    ("enfull", "Stylist leaving: {V} is taking her last bookings on {date}"),
    "OCR: CUSTOMER {V} SERVICE {svc} TOTAL {price}",
    ("enfull", "Mrs {V} asked for the quiet room again"),
    "New PT client intake\nName: {V}\nDOB: see form\nGP clearance: yes",
    ("enfull", "spoke w/ {V} re the patch test, she's fine to go ahead"),
]

T[("person_name", "zh")] = [
    "顾客：{V}\n项目：{svc}\n配方：6/0+7/1 1:1 双氧6% 35分钟",
    "{V}打电话取消了{date}的{svc}",
    "我叫{V}，上周在你们店做了{svc}被扣了两次钱",
    "预约人：{V}，带女儿一起剪发",
    "纹身知情同意书签字人：{V}，已核验年龄",
    "姓名,项目,金额\n{V},{svc},{price}",
    "{\"name\": \"{V}\", \"card\": \"金卡\", \"balance\": \"{bal}\"}",
    "您好，我是{V}，昨天烫完头皮有点痛，正常吗",
    "私教学员档案——{V}，目标减脂10斤，膝盖有旧伤",
    "回复评价：亲爱的{V}，非常抱歉周六让您久等了",
    "美容师说{V}家的{pet}又咬人了，下次要戴嘴套",
    "语音转文字 提醒我给{V}回电话 说一下染发返工的事",
    "给{V}退{price}定金，是我们这边取消的",
    "| 会员 | 上次到店 | 备注 |\n| --- | --- | --- |\n| {V} | {date} | 头皮敏感 |",
    "本周派单保洁员：{V}（4小时）",
    "储值卡持卡人：{V}，余额{bal}",
    "联系人：{V}\n服务：{svc}",
    "{V}对染发剂过敏，千万不要用永久染",
    "美睫师备注：{V}喜欢自然款，11-12mm C翘",
    "紧急联系人：{V}（丈夫）",
    "投诉人{V}说按摩师力度太大，已赠送一次肩颈",
    "会员卡转让：原持卡人{V}",
    "{V}女士的次卡还剩3次",
    "感谢{V}的五星好评！",
    "发型师{V}下个月离职，她的客户请提前安排",
    "推荐人：{V}，本月带来3位新客",
    "小票OCR：顾客 {V} 项目 {svc} 实收 {price}",
    "家政阿姨{V}这周请假，换人",
    "宠物主人{V}反映狗狗耳朵被剪破了",
    "会员生日提醒：{V}，本月生日，送护理一次",
    "收款人：{V}\n用途：纹身定金退款",
    "{V}是我们店的老顾客了，给她打八折",
    "麻烦帮我查一下{V}的储值卡还有多少钱",
]

T[("person_name", "mixed")] = [
    "client {V} 取消了 {date} 的 {svc}",
    "我叫 {V}, 上次 balayage 被 double charge 了",
    "booking under {V}, 带她女儿一起",
    "tattoo consent 签字: {V}",
    "name,service\n{V},{svc}",
    "{\"name\": \"{V}\", \"tier\": \"VIP\"}",
    "Hi 我是 {V}, 昨天做完 keratin 头皮有点痛",
    "PT 学员 {V}, goal 减脂, knee 旧伤",
    "review 回复: Dear {V}, 非常抱歉让您久等",
    "groomer 说 {V} 家的狗狗又咬人了",
    "voice to text remind me call {V} 关于染发返工",
    "refund {V} 的定金 {price}",
    "| client | notes |\n|---|---|\n| {V} | 头皮敏感 |",
    "cleaner 这周派 {V} 去",
    "会员卡 holder: {V}, balance {bal}",
    "{V} 对 PPD 过敏, no permanent colour!",
    "lash notes: {V} 喜欢 natural 款",
    "emergency contact: {V} (老公)",
    "complaint from {V}, 说 massage 太用力",
    "Thanks {V} 的 5 星好评 💅",
    ("engcn", "stylist {V} 下个月 leave, 她的 client 要 reassign"),
    "referral 来自 {V}",
    "OCR: CUSTOMER {V} 项目 {svc}",
    "dog owner {V} 说耳朵被剪破了",
    "生日 reminder: {V}, 送一次 treatment",
    "收款人 payee: {V}",
    "{V} 是老客户了, give her 八折",
    "walk-in: {V}, 要 skin fade",
    "新 client intake\nName: {V}\n过敏: 无",
    "invoice to: {V}, 开荒保洁 {price}",
    "这个 booking 的 contact 是 {V}",
    "waitlist 加上 {V}, 想约 senior stylist",
    ("pinyin", "passport 上的名字是 {V}, 跟会员卡对不上"),
]

# --------------------------------------------------------------------------- templates: username
T[("username", "en")] = [
    ("at", "Loved my brows!! tagging the artist {V} 🔥"),
    ("h", "IG: {V} (DM for bookings)"),
    ("login", "Fresha username: {V}"),
    ("at", "Found this nail tech through TikTok, {V}, she does the best chrome"),
    ("h", "username={V}&remember=1"),
    ("reddit", "Someone posted our botched balayage on r/Hair, OP was {V}, can we reach out?"),
    ("login", "Staff login for the POS: {V} (front desk, weekends)"),
    ("at", "{V} left a 1-star on Google and tagged us on Insta"),
    ("h", "client_handle,platform,followers\n{V},instagram,12.4k"),
    ("h", "{\"instagram\": \"{V}\", \"consent_to_post\": true}"),
    ("h", "The groomer's TikTok is {V}, she posts before/afters of every {pet}"),
    ("login", "Mindbody login ID {V} locked after 5 attempts"),
    ("at", "collab request from {V} — influencer, wants a free {svc}"),
    ("discord", "Discord for the tattoo flash drops: {V}"),
    ("h", "Venmo me for the tip: {V}"),
    ("at", "voice memo tag {V} in the post about the bridal updo"),
    ("login", "| staff | login |\n|---|---|\n| lash tech | {V} |"),
    ("h", "Snapchat: {V}"),
    ("login", "Account {V} created via Booksy, verified"),
    ("at", "Please credit the colourist {V} when you repost"),
    ("h", "her Pinterest board is under {V}, full of wolf cuts"),
    ("login", "2026-02-14 08:55:10 WARN auth: failed login user={V} ip=10.0.0.23"),
    ("at", "{V} keeps DMing the studio asking for discounts"),
    ("h", "Client's Threads handle is {V}"),
    ("h", "Treatwell review by {V}: 'lovely staff but the pedicure chair was broken'"),
    ("login", "Please reset the password for user {V}"),
    ("at", "PT client wants me to tag her ({V}) in the transformation post"),
    ("h", "gamer tag {V} lol he asked for it to be shaved into his fade"),
    ("h", "YouTube channel: {V} — she's filming the lash lift tutorial here"),
    ("login", "username: {V}\nrole: stylist\nlocation: {city}"),
    ("at", "shoutout to {V} for the referral!"),
    ("h", "Nextdoor user {V} recommended our cleaning service"),
]

T[("username", "zh")] = [
    ("wx", "加我微信{V}，发你美甲款式图"),
    ("wx", "微信号：{V}（备注：会员）"),
    ("xhs", "小红书号{V}，她发了我们店的避雷帖"),
    ("nick", "大众点评用户「{V}」给了一星差评"),
    ("h", "抖音号：{V}，想来店里拍探店视频"),
    ("wx", "顾客微信{V}，储值卡余额有问题"),
    ("nick", "昵称：{V}\n评价：美甲师很耐心，就是等太久"),
    ("h", "收银系统账号 {V} 被锁定了"),
    ("wx", "{V} 这个微信一直问能不能打折"),
    ("xhs", "小红书博主（号：{V}）想合作免费做一次头疗"),
    ("wx", "保洁阿姨的微信是{V}，有事直接联系"),
    ("h", "用户名：{V}\n角色：美发师\n门店：{shop}"),
    ("nick", "美团评价来自 {V}：洗澡后狗狗皮肤发红"),
    ("wx", "语音转文字 我微信号是{V} 你加一下"),
    ("h", "{\"douyin_id\": \"{V}\", \"fans\": \"3.2万\"}"),
    ("wx", "私教学员微信{V}，饮食打卡每天发"),
    ("h", "日志：2026-02-11 登录失败 用户={V} 原因=密码错误"),
    ("nick", "群里的「{V}」是那位投诉烫发的客人"),
    ("wx", "微信号,会员等级,余额\n{V},银卡,{bal}"),
    ("xhs", "点评里说的小红书号{V}是同行恶意差评"),
    ("wx", "纹身师的私人微信{V}，约档期找她"),
    ("h", "ins账号{V}，她想要我们修图后的照片"),
    ("wx", "{V}加了好友但是没备注，是哪位顾客？"),
    ("nick", "抖音评论区「{V}」说在我们店做完睫毛过敏了"),
    ("wx", "| 顾客 | 微信 |\n| --- | --- |\n| 新客 | {V} |"),
    ("h", "有赞后台子账号：{V}"),
    ("wx", "上门洗护预约请加微信 {V}"),
    ("xhs", "小红书ID: {V}，粉丝2000+，来店探店"),
    ("wx", "顾客把微信号改成了{V}，之前的聊天记录找不到了"),
    ("nick", "评价人：{V}｜评分：5星｜内容：阿姨打扫得超干净"),
    ("h", "员工登录名 {V}"),
    ("wx", "微信转账备注里的微信号是{V}"),
]

T[("username", "mixed")] = [
    ("at", "姐妹们 this nail tech {V} 真的绝了"),
    ("wx", "加我 WeChat: {V}, 发你 style 图"),
    ("h", "IG {V}, DM 预约"),
    ("xhs", "小红书 ID {V} 发了 review 说我们家 balayage 翻车"),
    ("login", "Fresha username {V} 被锁了"),
    ("at", "influencer {V} 想来做 free {svc}"),
    ("wx", "cleaner 阿姨的 wechat {V}"),
    ("h", "{\"ig\": \"{V}\", \"repost_ok\": true}"),
    ("at", "repost 的时候 tag {V} 一下"),
    ("wx", "voice to text 我 wechat 是 {V} add me"),
    ("login", "login user={V} failed 3 次"),
    ("nick", "大众点评 user「{V}」留了 1-star"),
    ("at", "{V} 一直 DM 要 discount"),
    ("wx", "wechat,tier\n{V},gold"),
    ("h", "TikTok: {V}, 拍 before/after"),
    ("xhs", "RED 小红书号 {V} collab 邀请"),
    ("login", "POS 账号 {V} 是 weekend 前台"),
    ("wx", "PT 学员 WeChat {V}, meal 打卡"),
    ("at", "shoutout {V} 推荐了三个新客"),
    ("login", "username: {V}\nrole: 美甲师"),
    ("wx", "{V} 加了好友没备注, which client?"),
    ("discord", "Discord {V} 问 flash 什么时候 drop"),
    ("at", "colourist 是 {V}, 请 credit 她"),
    ("wx", "上门 grooming 预约 add WeChat {V}"),
    ("login", "| staff | login |\n|---|---|\n| 前台 | {V} |"),
    ("nick", "抖音评论「{V}」说 lash 过敏"),
    ("h", "Snapchat 是 {V} 哈"),
    ("xhs", "那个小红书 {V} 是同行 fake review"),
    ("at", "tag 我 {V} in the 转变 post"),
    ("wx", "微信号 changed to {V} 了"),
    ("h", "Threads handle {V}, 她发了我们的 storefront"),
    ("at", "collab: {V} x {shop}"),
]

# --------------------------------------------------------------------------- templates: home_path
T[("home_path", "en")] = [
    ("mac", "Exported the client list to {V} before the Fresha migration"),
    ("win", "Error: could not open {V} (file is locked by another user)"),
    ("tilde", "Traceback (most recent call last):\n  File \"{V}/salon-sms/send_reminders.py\", line 88, in send_batch"),
    ("winj", "{\"export_dir\": \"{V}\", \"format\": \"csv\"}"),
    ("mac", "Photos for the portfolio are in {V} — ask before posting any faces"),
    ("linux", "backup.py --src {V} --dest s3://salon-backup"),
    ("win", "Shared drive sync failed for {V}"),
    ("macdir", "zsh: permission denied: {V}/Desktop/clients.numbers"),
    ("winfwd", "path=\"{V}\"  # old front desk PC"),
    ("mac", "the before/after pics are saved at {V} i think"),
    ("linux", "ERROR booking-bot: config not found at {V}"),
    ("win", "OneDrive conflict: {V} (2 copies)"),
    ("tilde", "$ ls {V}/clients\nintake_forms  consent  invoices"),
    ("mac", "| file | location |\n|---|---|\n| price list | {V} |"),
    ("macdir", "Time Machine excluded {V}/Library/Caches — fine"),
    ("win", "Recovered file: {V}"),
    ("linux", "rsync -av {V} nas:/volume1/salon-backup/"),
    ("winj", "\"last_opened\": \"{V}\""),
    ("mac", "voice memo the tattoo flash files are in {V} don't delete"),
    ("win", "Please attach the rota from {V} to the email"),
    ("tilde", "export SALON_HOME={V}/salon-pos"),
    ("linux", "WARNING: {V} is world-readable and contains client data"),
    ("mac", "Screenshot saved to {V}"),
    ("win", "Malwarebytes quarantined {V}"),
    ("macdir", "sudo chown -R staff {V}/Documents/Salon"),
    ("linux", "FileNotFoundError: [Errno 2] No such file or directory: '{V}'"),
    ("winfwd", "open('{V}', encoding='utf-8')"),
    ("mac", "Groomer vaccine certs → {V}"),
    ("win", "Excel: \"{V}\" is read-only"),
    ("tilde", "Working directory: {V}"),
    ("mac", "path in the PT spreadsheet macro: {V}"),
    ("linux", "backup_source: {V}\nretention_days: 30"),
]

T[("home_path", "zh")] = [
    ("win", "会员储值明细在{V}，月底对账用"),
    ("mac", "作品照片都放在{V}，发小红书前先问顾客"),
    ("win", "打开{V}时提示文件被占用"),
    ("winj", "{\"导出路径\": \"{V}\"}"),
    ("linux", "报错：找不到配置文件 {V}"),
    ("mac", "语音转文字 客户档案在{V} 别删"),
    ("win", "前台电脑 {V} 这个表格是谁改的"),
    ("tilde", "日志目录：{V}/salon-pos/logs"),
    ("macdir", "权限不足：{V}/Desktop/会员卡储值明细.xlsx"),
    ("win", "美团订单导出到了 {V}"),
    ("linux", "备份命令 rsync -av {V} 192.168.1.20:/备份/"),
    ("mac", "| 文件 | 位置 |\n| --- | --- |\n| 价目表 | {V} |"),
    ("winfwd", "路径写成 {V} 也能打开"),
    ("win", "杀毒软件把 {V} 隔离了"),
    ("mac", "截图保存在 {V}"),
    ("linux", "警告：{V} 权限为777，里面有顾客资料"),
    ("tilde", "工作目录 {V}"),
    ("win", "共享文件夹同步失败：{V}"),
    ("mac", "纹身手稿在{V}，千万别删"),
    ("winj", "\"最近打开\": \"{V}\""),
    ("linux", "FileNotFoundError: [Errno 2] No such file or directory: '{V}'"),
    ("win", "请把{V}里的排班表发给我"),
    ("macdir", "{V}/Documents 里有一堆客户身份证照片，赶紧清理"),
    ("mac", "宠物疫苗本扫描件：{V}"),
    ("win", "Excel 提示 {V} 为只读"),
    ("linux", "backup_source: {V}\n保留天数: 30"),
    ("tilde", "export SALON_HOME={V}/yuyue"),
    ("win", "恢复的文件：{V}"),
    ("mac", "体测记录在 {V} 里，学员要的话发给他"),
    ("win", "老电脑上的 {V} 还没迁移"),
    ("linux", "cp {V} /mnt/usb/"),
    ("mac", "发型师笔记路径：{V}"),
]

T[("home_path", "mixed")] = [
    ("win", "会员 data 在 {V}, 月底 reconcile 用"),
    ("mac", "portfolio 照片 in {V}, 发 IG 前先问客人"),
    ("linux", "error: config not found {V}"),
    ("winj", "{\"export_path\": \"{V}\", \"备注\": \"前台电脑\"}"),
    ("tilde", "cd {V}/salon-pos && git pull"),
    ("mac", "voice to text 客户 file 在 {V} don't delete"),
    ("win", "file locked: {V} 谁开着?"),
    ("macdir", "permission denied: {V}/Desktop/clients.numbers"),
    ("win", "美团 export 到 {V} 了"),
    ("linux", "rsync -av {V} nas:/backup/"),
    ("mac", "| file | 路径 |\n|---|---|\n| 价目表 | {V} |"),
    ("winfwd", "path 写 {V} 也 work"),
    ("win", "antivirus 把 {V} quarantine 了"),
    ("mac", "screenshot saved to {V}"),
    ("linux", "WARNING: {V} 777 权限, 有 client data"),
    ("tilde", "working dir: {V}"),
    ("win", "sync 失败: {V}"),
    ("mac", "tattoo flash 手稿 in {V}"),
    ("winj", "\"last_opened\": \"{V}\""),
    ("linux", "FileNotFoundError: No such file: '{V}'"),
    ("win", "pls send me 排班表 from {V}"),
    ("macdir", "{V}/Downloads 里有客人 ID 照片, clean up pls"),
    ("mac", "vaccine certs → {V}"),
    ("win", "Excel says {V} 只读"),
    ("linux", "backup_source: {V}  # nightly 备份"),
    ("tilde", "export SALON_HOME={V}/booking"),
    ("win", "recovered: {V}"),
    ("mac", "PT 体测 spreadsheet: {V}"),
    ("win", "old PC 上的 {V} 还没 migrate"),
    ("linux", "cp {V} /media/usb/"),
    ("mac", "stylist notes 路径: {V}"),
    ("linux", "log: loaded {V} ok"),
]

# --------------------------------------------------------------------------- templates: schedule
T[("schedule", "en")] = [
    ("am", "I leave for work at {V} every weekday, so I need the earliest slot you have"),
    ("eve", "Standing appointment: every other Thursday at {V} for her blowout"),
    ("am", "PT client trains Mon/Wed/Fri at {V} before the school run"),
    ("pm", "Our cleaner comes every Tuesday at {V}, please don't book the dog groomer then"),
    ("eve", "I walk the dog at {V} every night, can the mobile groomer come earlier?"),
    ("pm", "She picks her son up from school at {V} daily so she has to be out by then"),
    ("am", "voice memo i do my lash cleanse at {V} every morning before the gym"),
    ("eve", "client note: does her skincare routine at {V} each night, retinol only then"),
    ("mid", "Every Saturday at {V} she comes in for her weekly wash and set"),
    ("am", "My daily swim is at {V}, so hair appointments later in the morning only"),
    ("eve", "He finishes his shift at {V} every day and comes straight in for his shave"),
    ("any", "client_id,routine,time\nC{n}3,weekly massage,{V}"),
    ("any", "{\"standing_booking\": {\"day\": \"Friday\", \"time\": \"{V}\"}}"),
    ("eve", "Note to self: massage chair every evening at {V}, 20 min"),
    ("am", "Our nanny drops the kids off at {V} every morning, so cleaning can start after that"),
    ("mid", "I always take my lunch break at {V}, can we do my nails then every fortnight?"),
    ("eve", "She starts her night shift at {V} every day, so evening appointments are out"),
    ("any", "| client | days | time |\n|---|---|---|\n| C-{n}0 | Tue/Thu | {V} |"),
    ("am", "The cleaner lets herself in at {V} every Monday after the school drop-off"),
    ("eve", "My yoga class is every Wednesday at {V} so I can't do Wednesday evenings"),
    ("pm", "Dog walker collects the {pet} at {V} every weekday"),
    ("am", "I'm out of the house by {V} every day, the cleaner has the key"),
    ("eve", "Her husband gets home at {V} each night, so the in-home massage has to finish before"),
    ("pm", "every sunday at {V} i do a deep conditioning mask lol"),
    ("am", "Gym with my trainer at {V} sharp, Monday to Thursday"),
    ("eve", "He calls his mum at {V} every evening so don't book him late"),
    ("mid", "standing weekly: Thursdays {V} — gel infill with the same tech"),
    ("any", "Routine: takes her thyroid meds at {V} daily, no treatments within an hour after"),
    ("pm", "The baby naps at {V} every day, home cleaner needs to be quiet then"),
    ("eve", "I finish work at {V} on weekdays, any late slots?"),
    ("am", "client_routine:\n  wake_up: \"{V}\"\n  pt_session: weekdays"),
    ("eve", "Bedtime routine for the {pet}: walk at {V}, then crate"),
]

T[("schedule", "zh")] = [
    ("zam", "我每天早上{V}出门上班，只能约最早的"),
    ("zeve", "她每周四晚上{V}固定来做头发"),
    ("zam", "私教学员每周一三五早上{V}训练"),
    ("zpm", "保洁阿姨每周二下午{V}来家里，别安排宠物上门那个时间"),
    ("zeve", "每天晚上{V}遛狗，上门洗护能不能早点来"),
    ("zpm", "她每天下午{V}接孩子放学，必须在那之前做完"),
    ("zam", "语音转文字 我每天早上{V}去健身房 美睫要避开"),
    ("zeve", "顾客备注：每晚{V}敷面膜，建议那之后不要再用酸"),
    ("zmid", "每周六上午{V}来洗头做造型，雷打不动"),
    ("zeve", "他每天{V}下班，下班直接过来刮胡子"),
    ("zp", "会员ID,习惯,时间\nM{n}3,每周按摩,{V}"),
    ("zp", "{\"固定预约\": {\"周几\": \"周五\", \"时间\": \"{V}\"}}"),
    ("zeve", "提醒自己：每天晚上{V}按摩椅20分钟"),
    ("zam", "家里阿姨每天早上{V}送孩子上学，回来再打扫"),
    ("zmid", "我每天中午{V}午休，两周一次美甲就约这个时间"),
    ("zeve", "她上夜班，每天{V}出门，晚上的预约都不行"),
    ("zp", "| 学员 | 训练日 | 时间 |\n| --- | --- | --- |\n| {n}号学员 | 周二周四 | {V} |"),
    ("zam", "每周一早上{V}保洁阿姨自己开门进来"),
    ("zeve", "我每周三晚上{V}上瑜伽课，周三晚上约不了"),
    ("zpm", "遛狗阿姨每个工作日下午{V}来接{pet}"),
    ("zam", "我每天{V}前出门，钥匙给阿姨了"),
    ("zeve", "她老公每天晚上{V}到家，上门按摩要在那之前结束"),
    ("zpm", "每周日下午{V}我都会自己做发膜哈哈"),
    ("zam", "每周一到周四早上{V}准时跟教练练"),
    ("zeve", "他每天晚上{V}给妈妈打电话，别约太晚"),
    ("zmid", "固定预约：每周四 {V}，同一个美甲师做延长"),
    ("zp", "作息：每天{V}吃药，吃完一小时内不做护理"),
    ("zpm", "孩子每天{V}午睡，保洁阿姨动作要轻"),
    ("zeve", "我工作日{V}下班，有晚一点的档期吗"),
    ("zam", "顾客说她每天{V}起床，想约最早的头疗"),
    ("zeve", "狗狗每晚{V}遛完才进笼"),
    ("zp", "每周二{V}去康复理疗，推拿要错开"),
]

T[("schedule", "mixed")] = [
    ("am", "我每天 {V} 出门 work, 只能约 earliest slot"),
    ("eve", "她 every other Thursday {V} 固定来 blowout"),
    ("zam", "PT 学员 Mon/Wed/Fri 早上 {V} 训练"),
    ("pm", "cleaning 阿姨每周二 {V} 来, 不要 book groomer 那个时间"),
    ("zeve", "每天晚上 {V} walk the dog, mobile groomer 能早点吗"),
    ("pm", "她每天 {V} 接 kids 放学"),
    ("am", "voice to text 我每天 {V} 去 gym 美睫要避开"),
    ("eve", "client 备注: 每晚 {V} 做 skincare routine"),
    ("mid", "every Saturday {V} 来 wash & set"),
    ("zeve", "他每天 {V} 下班 then 直接来刮胡子"),
    ("any", "routine,time\n每周 massage,{V}"),
    ("any", "{\"standing\": \"每周五\", \"time\": \"{V}\"}"),
    ("eve", "reminder: 每天 {V} 按摩椅 20 min"),
    ("zam", "nanny 每天早上 {V} 送孩子, cleaning 之后再开始"),
    ("mid", "lunch break 每天 {V}, 两周一次 nails 就约这时候"),
    ("eve", "她 night shift 每天 {V} 出门"),
    ("any", "| 学员 | day | time |\n|---|---|---|\n| C-{n}6 | Tue/Thu | {V} |"),
    ("am", "每周一 {V} cleaner 自己开门进来"),
    ("eve", "yoga class 每周三 {V}, 周三 evening 约不了"),
    ("pm", "dog walker 每个 weekday {V} 来接 {pet}"),
    ("am", "我每天 {V} 之前出门, key 给阿姨了"),
    ("eve", "husband 每天 {V} 到家, 上门 massage 要之前结束"),
    ("zpm", "every Sunday 下午 {V} 我自己做 hair mask 哈哈"),
    ("am", "每周一到四 {V} sharp 跟 trainer 练"),
    ("zeve", "他每晚 {V} call 妈妈, 别 book 太晚"),
    ("mid", "standing booking: 每周四 {V}, same tech 做 infill"),
    ("any", "routine: 每天 {V} 吃药, 之后一小时不做 treatment"),
    ("pm", "baby 每天 {V} nap, cleaner 要 quiet"),
    ("eve", "weekday {V} 下班, 有 late slot 吗"),
    ("zam", "客人说她每天 {V} 起床, 想约最早的 head spa"),
    ("eve", "狗狗每晚 {V} walk 完才进 crate"),
    ("zp", "每周二 {V} 去 physio, 推拿要错开"),
]

# --------------------------------------------------------------------------- templates: geo
T[("geo", "en")] = [
    ("ll", "Mobile groomer pin for today's first stop: {V}"),
    ("ukpc", "Cleaning area check — client postcode {V}, within our 5-mile radius?"),
    ("zip", "Home-visit massage: client ZIP {V}, travel fee applies"),
    ("ll", "{\"pickup\": {\"lat_lng\": \"{V}\"}, \"service\": \"{svc}\"}"),
    ("plus", "Can't find the house? Plus code {V}"),
    ("w3w", "what3words for the back gate: {V}"),
    ("gh", "geohash={V} (client location from the booking app)"),
    ("dms", "Bridal shoot location (client's family farm): {V}"),
    ("ll", "I'm parked at {V}, blue van, come out with the {pet}"),
    ("ukpc", "New client intake — Postcode: {V} — found us via Treatwell"),
    ("zip", "client_id,zip,visits\nC{n}8,{V},{n}"),
    ("ll", "Google Maps: https://maps.google.com/?q={V}"),
    ("ll", "GPS from the cleaner's check-in: {V} — she was at the client's house for 3h"),
    ("ukpc", "she lives in {V}, so the other branch is closer for her"),
    ("zip", "Delivery ZIP {V} for the {prod} order"),
    ("ll", "lat/lng of the client's flat: {V}"),
    ("plus", "Plus code of the client's cottage: {V} (no street numbers out there)"),
    ("ll", "voice memo the address pin is {V} the house with the trampoline"),
    ("gh", "| job | geohash |\n|---|---|\n| deep clean | {V} |"),
    ("dms", "EXIF from the before/after photo shows {V} — strip metadata before posting!"),
    ("ukpc", "Mobile nail tech coverage: your postcode {V} is outside our area, sorry"),
    ("zip", "Cardholder ZIP {V} mismatch on the deposit"),
    ("ll", "Location shared on WhatsApp: {V}"),
    ("w3w", "Drop-off point for the dog: {V}"),
    ("ll", "checkin.location={V} accuracy=8m"),
    ("ukpc", "The PT session will be in her back garden, postcode {V}"),
    ("plus", "{V} — that's where the mobile spa van should park"),
    ("gh", "geohash {V} from the Booksy request log"),
    ("zip", "Quote request (house clean): ZIP {V}, 3 bed"),
    ("ll", "The tattoo client sent her live location: {V}"),
    ("dms", "coordinates of the client's lake house for the on-site hair & makeup: {V}"),
    ("ukpc", "Label OCR: POSTCODE {V} UNITED KINGDOM"),
]

T[("geo", "zh")] = [
    ("llcn", "上门洗护定位：{V}，到了打电话"),
    ("gaode", "高德坐标 {V}，阿姨按这个导航"),
    ("cnpc", "邮编{V}，礼盒寄这里"),
    ("llcn", "{\"定位\": \"{V}\", \"服务\": \"{svc}\"}"),
    ("ghcn", "geohash={V}（小程序下单定位）"),
    ("llcn", "保洁阿姨打卡位置：{V}，在客户家待了3小时"),
    ("gaode", "客户共享的位置 经纬度：{V}"),
    ("cnpc", "收件邮编 {V}"),
    ("llcn", "语音转文字 定位是{V} 蓝色大门那家"),
    ("dmscn", "原图EXIF里有拍摄位置{V}，发小红书前一定要去掉"),
    ("llcn", "我在{V}，找不到你们的宠物美容车"),
    ("gaode", "| 订单 | 坐标 |\n| --- | --- |\n| {ord} | {V} |"),
    ("cnpc", "会员资料：邮编{V}，生日月送券"),
    ("pluscn", "客户发来的 Plus Code：{V}"),
    ("llcn", "微信位置共享：{V}"),
    ("gaode", "上门按摩 lng,lat={V}"),
    ("ghcn", "打卡日志 geohash {V} 签到成功"),
    ("cnpc", "邮政编码：{V}（退货用）"),
    ("llcn", "新娘跟妆地点坐标 {V}，在郊区别墅"),
    ("gaode", "checkin.location={V} 精度10米"),
    ("llcn", "遛狗阿姨的轨迹终点 {V}，就是客户家"),
    ("cnpc", "地址栏只填了邮编{V}，其他没写"),
    ("ghcn", "| 服务 | geohash |\n| --- | --- |\n| 深度保洁 | {V} |"),
    ("llcn", "纹身客人发来实时位置：{V}"),
    ("gaode", "外卖骑手送货坐标 {V}（客户家楼下）"),
    ("cnpc", "邮编 {V}，顾客说快递总寄错"),
    ("dmscn", "客户家的坐标 {V}，车只能停在村口"),
    ("llcn", "上门私教地点：{V}（小区健身房）"),
    ("pluscn", "{V} 这个是客户家附近的 plus code"),
    ("llcn", "定位：{V}\n备注：二楼，没电梯"),
    ("gaode", "导航坐标{V}，保洁车停地下车库"),
    ("cnpc", "客户所在地邮编{V}，超出上门服务范围"),
]

T[("geo", "mixed")] = [
    ("llcn", "mobile groomer 定位 {V}, 到了 call"),
    ("gaode", "高德 coordinates {V}, 阿姨 follow 这个"),
    ("cnpc", "postcode 邮编 {V}, gift box 寄这里"),
    ("ll", "海外客人的 location {V}"),
    ("ukpc", "postcode {V} 超出 service area 了"),
    ("llcn", "{\"location\": \"{V}\", \"备注\": \"蓝色大门\"}"),
    ("ghcn", "geohash {V} from 小程序 order"),
    ("llcn", "cleaner check-in GPS: {V}, 待了 3h"),
    ("pluscn", "plus code {V}, 找不到门牌号的话用这个"),
    ("llcn", "voice to text 定位 {V} the house with 蹦床"),
    ("dmscn", "EXIF 里有 {V}, 发 IG 前 strip metadata!"),
    ("llcn", "我在 {V}, can't find 你们的 van"),
    ("gaode", "| order | coords |\n|---|---|\n| {ord} | {V} |"),
    ("zip", "US 客人 ZIP {V}, travel fee 加 $20"),
    ("llcn", "WeChat 位置共享: {V}"),
    ("gaode", "上门 massage lng,lat={V}"),
    ("ll", "Google Maps pin: {V} (客人的 Airbnb)"),
    ("cnpc", "zip code 邮编 {V} 退货用"),
    ("llcn", "bridal 跟妆 location {V}, 郊区 villa"),
    ("gaode", "checkin.location={V} accuracy 10m"),
    ("llcn", "dog walker 终点 {V}, 就是客户家"),
    ("ukpc", "UK 的 client postcode {V}, 寄 aftercare kit"),
    ("ghcn", "| job | geohash |\n|---|---|\n| 深度保洁 | {V} |"),
    ("llcn", "tattoo 客人 share 了 live location: {V}"),
    ("cnpc", "邮编 {V}, 快递老是 deliver 错"),
    ("dms", "client 的 lake house 坐标 {V}, on-site 化妆"),
    ("llcn", "上门 PT location: {V} (小区 gym)"),
    ("plus", "{V} — 客户 cottage 的 plus code"),
    ("llcn", "定位 pin: {V}\nnote: 2楼 no elevator"),
    ("gaode", "nav 坐标 {V}, 车停 B2"),
    ("cnpc", "客户邮编 {V} out of 服务范围"),
    ("w3w", "what3words {V}, 狗狗 drop-off 点"),
]

# --------------------------------------------------------------------------- benign texts
B = {}
B["en"] = [
    "{shop} is open {hours} Monday to Saturday; last booking 45 minutes before close.",
    "Booking {ord} confirmed: {svc}, {dur}, {price}. Free cancellation up to 24 hours before.",
    "Release notes v{ver}: fixed the double-booking bug when two stylists edit the same slot.",
    "Colour formula for a level 7 ash: Wella 7/1 + 6% developer, 1:1, process 35 min at room temperature.",
    "Ticket {ticket}: POS tablet crashes when printing receipts over 40 items. Build {sha}.",
    "Inventory: {prod} x{qty}, SKU {sku}, reorder at 5 units.",
    "Water temperature for the pedicure bath: {temp}. Replace liners after every client.",
    "We're closed on bank holidays. Saturday hours are {hours}.",
    "{celeb}'s bob is the most requested cut this month, followed by the wolf cut and curtain bangs.",
    "Trace {uuid} — POST /api/v2/appointments 201 in 84ms",
    "Deploy {sha} to salon-pos-prod, port {port}, 3 replicas.",
    "Nail trends {year}: chrome French tips, milky pink BIAB and 'glazed donut' finishes.",
    "Average rating {rating} from 1,204 reviews on {app}.",
    "Price list: {svc} from {price}; patch test required 48 hours before any colour service.",
    "Standard grooming for a {pet} takes {dur}; double-coated breeds take longer.",
    "Max bookings per stylist per day: 12. Buffer between appointments: 15 min.",
    "| service | duration | price |\n|---|---|---|\n| {svc} | {dur} | {price} |",
    "config:\n  timezone: Europe/London\n  slot_length_minutes: 15\n  port: {port}",
    "Deep clean checklist: oven, fridge, skirting boards, inside windows. Estimated {dur} for a 3-bed.",
    "Tattoo aftercare: wash gently twice a day, thin layer of balm, no swimming for 2 weeks.",
    "Order {ord} shipped: {prod} ({ml}), tracking available in the app.",
    "The Rachel cut is back — ask for long layers and face-framing pieces.",
    "Olaplex No.3 is a take-home treatment; leave it on for at least 10 minutes before shampooing.",
    "Our {city} studio moves to new opening hours from {date}: {hours}.",
    "Happy hour on lash fills: {pct} off on Tuesdays in the early afternoon.",
    "Error 502 from the booking widget between builds {sha} and {sha}; rolled back to v{ver}.",
    "Mindbody export completed: 2,318 rows, checksum sha1:{sha}",
    "Gift vouchers are valid for 12 months and can be used for any {svc}.",
    "Invoice {ord}: 4 x {prod} @ {price}, VAT 20% included.",
    "Spa menu: hot stone massage {dur}, aromatherapy {dur}, HydraFacial {dur}.",
    "The PT studio's squat racks are booked in 30-minute blocks; bring a towel.",
    "Vidal Sassoon's geometric cuts still shape salon education today.",
    "Paul Mitchell, Redken and Aveda are the three colour lines we stock.",
    "Sample size {ml}; pH 4.5–5.5; store below 25°C.",
    "Fix: Fresha sync job no longer times out (retry after 30s, max 5 retries). Ref {ticket}.",
    "Kubernetes pod salon-sms-{sha} restarted 3 times; OOMKilled at 512Mi.",
    "Dog shampoo dilution 1:10, rinse water {temp}, dry on low heat.",
    "Survey results: {pct} of clients prefer booking online, most of them in the evening.",
    "Cleaning supplies order: 12 microfibre cloths, 4L floor cleaner, 2 packs of gloves (size M).",
    "CHANGELOG {ver}\n- new: waitlist for {svc}\n- fix: timezone bug in reminders",
    "Hair colour levels run from 1 (black) to 10 (lightest blonde); toner neutralises warmth.",
    "Booksy status page: all systems operational (incident {ticket} resolved).",
    "Ruby, Jade and Hazel are this season's polish shades from the new collection.",
    "Jasmine & Rose body oil ({ml}) is back in stock at {shop}.",
    "Season {year} training day: foils, balayage and toning at our {city} academy.",
    "Appointment slots for the following week open every {wd} in the morning.",
]

B["zh"] = [
    "{shop}营业时间{hours}，节假日照常营业",
    "订单{ord}已确认：{svc}，{dur}，{price}，提前24小时可免费取消",
    "收银系统更新到v{ver}，修复了储值卡余额显示错误的问题",
    "染膏配方：7/1加6%双氧，1:1调配，停留35分钟",
    "工单{ticket}：打印小票时平板闪退，版本{sha}",
    "库存：{prod} {qty}瓶，SKU {sku}，低于5瓶自动补货",
    "足浴水温控制在{temp}，每位顾客换一次一次性袋",
    "春节期间暂停营业，{date}恢复正常",
    "{celeb}同款法式刘海本月预约最多",
    "请求追踪ID {uuid}，创建预约接口返回201",
    "部署{sha}到生产环境，端口{port}",
    "{year}年美甲流行：猫眼、腮红甲、冰透裸色",
    "{app}评分{rating}，共1204条评价",
    "价目表：{svc} {price}起，染发前48小时需做皮试",
    "{pet}洗护一般需要{dur}，双层毛的犬种时间更长",
    "每位发型师每天最多接12个预约，预约之间留15分钟",
    "| 项目 | 时长 | 价格 |\n| --- | --- | --- |\n| {svc} | {dur} | {price} |",
    "配置：\n  timezone: Asia/Shanghai\n  slot_length: 15\n  port: {port}",
    "深度保洁清单：油烟机、冰箱、踢脚线、窗户内侧，三室约{dur}",
    "纹身护理：每天轻柔清洗两次，薄涂修复膏，两周内不要游泳",
    "订单{ord}已发货：{prod}（{ml}）",
    "储值卡充3000送600，充5000送1200，活动截止{date}",
    "会员卡分为银卡、金卡、钻石卡，折扣分别为9折、8.5折、8折",
    "{city}门店{date}起调整营业时间为{hours}",
    "工作日下午美睫补睫享受{pct}优惠",
    "预约小程序报错502，已回滚到v{ver}",
    "美团订单导出完成，共2318行，校验值{sha}",
    "次卡有效期12个月，可用于任意{svc}",
    "发票{ord}：{prod}×4，单价{price}，含税",
    "SPA项目：热石按摩{dur}，精油开背{dur}，小气泡{dur}",
    "晚上人多，建议提前在{app}预约",
    "家政服务标准：日常保洁每次4小时起，深度保洁按面积计价",
    "样品规格{ml}，pH值4.5–5.5，阴凉处保存",
    "修复：同步任务不再超时（30秒后重试，最多5次），工单{ticket}",
    "每周{wd}开放下周的预约档期",
    "宠物沐浴露按1:10稀释，冲洗水温{temp}",
    "问卷结果：{pct}的顾客更喜欢线上预约",
    "保洁用品采购：超细纤维抹布12条，地板清洁剂4升，手套2包（M码）",
    "版本{ver}更新日志\n- 新增：{svc}候补名单\n- 修复：提醒短信时区问题",
    "发色色度从1（黑）到10（最浅金），调色用来中和暖调",
    "早上人少，适合做头疗；周末下午最忙",
    "玫瑰、茉莉、桂花三款精油本季上新",
    "{shop}年终盘点：{year}年服务顾客12,480人次",
    "张小泉剪刀和日本火匠剪是店里常用的两款",
    "海飞丝、潘婷、沙宣是超市里常见的洗发水品牌",
    "容器 salon-sms-{sha} 重启3次，内存上限512Mi",
]

B["mixed"] = [
    "{shop} 营业时间 {hours}, walk-in welcome",
    "booking {ord} confirmed: {svc}, {dur}, {price}",
    "POS 更新到 v{ver}, fix 了储值卡 balance 的 bug",
    "formula: Wella 7/1 + 6% 双氧, 1:1, 35 min",
    "ticket {ticket}: iPad 打印 receipt 闪退, build {sha}",
    "库存 inventory: {prod} x{qty}, SKU {sku}",
    "足浴 water temp {temp}, 每位客人换 liner",
    "{celeb} 同款 curtain bangs 本月最多人约",
    "trace id {uuid}, POST /appointments 201",
    "deploy {sha} 到 prod, port {port}",
    "{year} nail trends: 猫眼, chrome French, 腮红甲",
    "{app} rating {rating}, 1204 条 reviews",
    "price list: {svc} {price} 起, 染发前 48h patch test",
    "{pet} full groom 大概 {dur}",
    "| service | 时长 | price |\n|---|---|---|\n| {svc} | {dur} | {price} |",
    "config:\n  timezone: Asia/Shanghai  # 上海店\n  port: {port}",
    "deep clean checklist: 油烟机, fridge, 踢脚线, windows",
    "tattoo aftercare: 每天洗两次, 薄涂 balm, 两周不要 swimming",
    "order {ord} 已 shipped: {prod} ({ml})",
    "储值卡 top-up 3000 送 600, 活动到 {date}",
    "{city} studio 从 {date} 起 opening hours 改成 {hours}",
    "weekday afternoon lash refill {pct} off",
    "小程序 502 error, rollback 到 v{ver}",
    "export 完成 2318 rows, checksum {sha}",
    "gift card 有效期 12 个月, any {svc} 都可以用",
    "invoice {ord}: {prod} x4 @ {price}",
    "SPA menu: hot stone {dur}, 精油 massage {dur}",
    "晚上 busy, 建议提前在 {app} book",
    "sample size {ml}, pH 4.5–5.5",
    "fix: sync job timeout → retry 30s, ref {ticket}",
    "每周 {wd} 开放 next week 的 slots",
    "狗狗 shampoo 1:10 稀释, rinse {temp}",
    "survey: {pct} 客人 prefer online booking",
    "CHANGELOG {ver}\n- new: {svc} waitlist\n- fix: reminder 时区 bug",
    "level 1 到 10 的 hair colour, toner 中和 warm tones",
    "early morning 人少, 适合 head spa",
    "Rose, Jasmine, Ruby 三个 shade 是 new collection",
    "Vidal Sassoon 的 geometric cut 到现在还在 salon 教学里",
    "Paul Mitchell 和 Redken 是店里的 colour line",
    "k8s pod salon-sms-{sha} OOMKilled 了, limit 512Mi",
    "张小泉 scissors 和 Mizutani 剪刀我们都在用",
    "{year} 年 training day: foils, balayage, toning, 在 {city} academy",
    "家政 standard: 日常保洁 4 hours 起, deep clean 按面积",
    "会员卡 tiers: silver 9折, gold 8.5折, diamond 8折",
    "Booksy status: all systems operational (incident {ticket} resolved)",
    "会员日每月 8 号, 全场 {pct} off, 次卡除外",
]

# ==== END TEMPLATES ====


# --------------------------------------------------------------------------- benign fillers
CELEBS = {"en": ["Jennifer Aniston", "Zendaya", "Rihanna", "Hailey Bieber", "Harry Styles", "Taylor Swift", "Dua Lipa",
                 "Vidal Sassoon", "Jonathan Van Ness", "Kim Kardashian"],
          "zh": ["刘亦菲", "杨幂", "赵丽颖", "周杰伦", "王一博", "迪丽热巴", "张曼玉", "王菲"],
          "mixed": ["刘亦菲", "Zendaya", "Hailey Bieber", "杨幂", "Rihanna", "王菲", "Jennifer Aniston"]}
EXTRA = {
    "ver": lambda c: f"{c.r.randint(1, 9)}.{c.r.randint(0, 24)}.{c.r.randint(0, 40)}",
    "uuid": lambda c: str(uuid.UUID(int=c.r.getrandbits(128), version=4)),
    "sha": lambda c: rs(c.r, c.r.choice([7, 12, 40]), HEX),
    "port": lambda c: str(c.r.choice([80, 443, 3000, 5432, 6379, 8000, 8080, 8443, 9000])),
    "hours": lambda c: c.r.choice(["10:00-20:00", "9:00-21:00", "10am-7pm", "11:00–22:00", "9.30am–6pm", "10:00至22:00"]),
    "year": lambda c: str(c.r.choice([2024, 2025, 2026])),
    "ml": lambda c: c.r.choice(["30ml", "250 ml", "1L", "500ml", "15 g", "100g"]),
    "temp": lambda c: c.r.choice(["38°C", "40℃", "42°C", "36-38℃", "104°F"]),
    "celeb": lambda c: c.r.choice(CELEBS[c.lang]),
    "ticket": lambda c: c.r.choice(["CS-", "TKT-", "SUP-", "CASE "]) + digs(c.r, c.r.randint(5, 7)),
    "big": lambda c: c.r.choice(["2026021", "2025112", "2026030"]) + digs(c.r, 7),
    "sku": lambda c: rs(c.r, 3, UP) + "-" + digs(c.r, 4) + "-" + rs(c.r, 2, UP),
    "qty": lambda c: str(c.r.randint(1, 48)),
    "stars": lambda c: str(c.r.randint(1, 5)),
    "rating": lambda c: f"{c.r.randint(38, 50) / 10:.1f}",
}


class BCtx:
    def __init__(self, seed, lang):
        self.r = random.Random(seed)
        self.lang = lang
        self.city = None


# --------------------------------------------------------------------------- machinery
def _cell(ci, li):
    cat, lang = CATEGORIES[ci], LANGS[li]
    c = Ctx(ci * 3 + li, lang)
    temps = T[(cat, lang)]
    order = []
    while len(order) < PER_CELL:
        blk = list(range(len(temps)))
        c.r.shuffle(blk)
        order += blk
    out, seen = [], set()
    for idx in order[:PER_CELL]:
        t = temps[idx]
        for _ in range(30):
            kind, tpl = t if isinstance(t, tuple) else (c.r.choice(DEFAULT[(cat, lang)]), t)
            c.city = None
            val = GEN[(cat, kind)](c)
            pre, post = tpl.split("{V}")
            pre, post = _style(c, _fill(c, pre), _fill(c, post))
            text = pre + val + post
            if text not in seen:
                break
        seen.add(text)
        out.append((Sample(text, cat, lang, len(pre), len(pre) + len(val)), kind))
    return out


def _build():
    res = []
    for ci in range(len(CATEGORIES)):
        for li in range(len(LANGS)):
            if (CATEGORIES[ci], LANGS[li]) in T:
                res.extend(_cell(ci, li))
    return res


def samples():
    return [s for s, _ in _build()]


def benign_with_lang():
    out = []
    for i, lang in enumerate(LANGS):
        c = BCtx(BENIGN_SEED + i, lang)
        temps = B[lang]
        seen = set()
        order = []
        while len(order) < BENIGN_PER_LANG:
            blk = list(range(len(temps)))
            c.r.shuffle(blk)
            order += blk
        for idx in order[:BENIGN_PER_LANG]:
            for _ in range(50):
                text = _fill(c, temps[idx])
                if c.r.random() < 0.4:
                    other = _fill(c, temps[c.r.choice([k for k in range(len(temps)) if k != idx])])
                    sep = c.r.choice(["\n", " ", "\n\n"] if lang == "en" else ["\n", "；", " ", "\n\n"])
                    text = text + sep + other if c.r.random() < 0.5 else other + sep + text
                if text not in seen:
                    break
            seen.add(text)
            out.append((lang, text))
    return out


if __name__ == "__main__":
    import collections
    import time

    t0 = time.time()
    built = _build()
    ss = [s for s, _ in built]
    cnt = collections.Counter((s.category, s.lang) for s in ss)
    missing = [(c, l) for c in CATEGORIES for l in LANGS if cnt[(c, l)] != PER_CELL]
    for (cat, lang), temps in sorted(T.items()):
        assert len(temps) >= 30, (cat, lang, len(temps))
        assert len(set(temps)) == len(temps), ("duplicate template", cat, lang)
        for t in temps:
            tpl = t[1] if isinstance(t, tuple) else t
            assert tpl.count("{V}") == 1, (cat, lang, tpl)
            for name in _PH.findall(tpl):
                assert name in F or name in EXTRA, (cat, lang, name)
            if isinstance(t, tuple):
                assert (cat, t[0]) in GEN, (cat, t[0])
    n_luhn = n_iban = n_id = 0
    for s, kind in built:
        v = s.value
        assert s.text[s.start:s.end] == v and v and v == v.strip(), s
        assert s.category in CATEGORIES and s.lang in LANGS
        if s.category == "financial" and kind in CARD_KINDS:
            assert luhn_ok(v) and 13 <= len(re.sub(r"\D", "", v)) <= 19, v
            n_luhn += 1
        if s.category == "financial" and kind in IBAN_KINDS:
            assert iban_ok(v), v
            n_iban += 1
        if s.category == "financial" and kind == "aba":
            assert aba_ok(v), v
        if s.category == "government_id" and kind in ("cnid", "cnid_sp"):
            assert cnid_ok(v), v
            n_id += 1
        if s.category == "government_id" and kind == "hkid":
            assert hkid_ok(v), v
    assert samples() == ss, "samples() not deterministic"
    assert benign_with_lang() == benign_with_lang(), "benign_with_lang() not deterministic"
    ben = benign_with_lang()
    bcnt = collections.Counter(l for l, _ in ben)
    print("cells:", len(cnt), "samples:", len(ss), "distinct texts:", len({s.text for s in ss}))
    print("benign:", dict(bcnt), "distinct:", len({t for _, t in ben}))
    print(f"luhn-checked cards: {n_luhn}, mod-97 IBANs: {n_iban}, CN IDs: {n_id}")
    rr = random.Random(7)
    for cat in CATEGORIES:
        for lang in LANGS:
            cell = [s for s in ss if s.category == cat and s.lang == lang]
            for s in rr.sample(cell, min(2, len(cell))):
                print(f"[{cat}/{lang}] {s.value!r} <- {s.text[:160]!r}")
    for lang in LANGS:
        for _, t in rr.sample([x for x in ben if x[0] == lang], 2):
            print(f"[benign/{lang}] {t[:160]!r}")
    if missing:
        print("INCOMPLETE cells:", missing)
    assert not missing, "cell counts wrong"
    assert len(ss) == PER_CELL * 36
    assert all(bcnt[l] == BENIGN_PER_LANG for l in LANGS) and len(ben) == 3 * BENIGN_PER_LANG
    print(f"OK ({time.time() - t0:.1f}s)")
