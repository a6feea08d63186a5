# ruff: noqa
"""Blind evaluation corpus AX: expats, immigration and cross-border life.

Domain: visa and residence-permit applications, embassy and VFS appointments, international
moves and shipping (forwarders, overseas warehouses, 海外仓, 代购), remittances and overseas bank
accounts (SWIFT/IBAN/wire forms, sort codes, routing numbers), foreign SIM cards, eSIMs and
roaming, tax-residency forms (W-8BEN, CRS self-certification, 税务居民), translation of documents,
and the chat of international students' parents (留学生家长群), in English, Chinese (签证/居留许可,
出入境, 海外汇款, 境外银行卡) and code-switched English/Chinese.

Styles: personal notes and checklists, WeChat/WhatsApp style chats with typos, e-mail drafts,
filled-in forms, CSV rows, JSON and YAML snippets, .env files and shell logs, OCR'd screenshots
of documents, voice-dictated text without punctuation, markdown lists, customer-service tickets
and forum posts. The planted value sits at the start, middle or end, with or without a cue.

Written blind: the author never read the gate's source, its tests, other corpora or the
repository history, and never ran the gate. Only the contract in blind_common.py was read.

Seeds: BASE_SEED = 20250909 (cell c uses random.Random(BASE_SEED + c), c = category index * 3
+ language index), Faker en_US / en_GB / zh_CN re-seeded per cell with OFF+1 / OFF+2 / OFF+3
plus the cell seed (OFF = 8800), benign language i uses BENIGN_SEED + i (BENIGN_SEED = 92909).
All values are synthetic (Faker plus own generators with valid Luhn, mod-97 and ID checksums).
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

BASE_SEED = 20250909
BENIGN_SEED = 92909
OFF = 8800
PER_CELL = 250
BENIGN_PER_LANG = 400

_FAKERS: dict[str, Faker] = {}


def _fakers(seed: int) -> tuple[Faker, Faker, Faker]:
    if not _FAKERS:
        for loc in ("en_US", "en_GB", "zh_CN"):
            _FAKERS[loc] = Faker(loc)
    us, gb, zh = _FAKERS["en_US"], _FAKERS["en_GB"], _FAKERS["zh_CN"]
    us.seed_instance(OFF + 1 + seed)
    gb.seed_instance(OFF + 2 + seed)
    zh.seed_instance(OFF + 3 + seed)
    return us, gb, zh


class Ctx:
    def __init__(self, rng: random.Random, us: Faker, gb: Faker, zh: Faker, lang: str):
        self.rng, self.us, self.gb, self.zh, self.lang = rng, us, gb, zh, lang


# ---------------------------------------------------------------- small helpers
DIG = "0123456789"
ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"


def _d(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(DIG) for _ in range(n))


def _s(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _mixed_token(rng: random.Random, alphabet: str, n: int) -> str:
    """Random token that surely holds upper, lower and digit (looks high-entropy)."""
    while True:
        t = _s(rng, alphabet, n)
        if any(c.isupper() for c in t) and any(c.islower() for c in t) and any(c.isdigit() for c in t):
            return t


def _luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return str((10 - total % 10) % 10)


def _luhn_number(rng: random.Random, prefix: str, length: int) -> str:
    body = prefix + _d(rng, length - len(prefix) - 1)
    return body + _luhn_digit(body)


def _group(s: str, sizes: list[int], sep: str = " ") -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(x for x in out if x)


def _iban_check(country: str, bban: str) -> str:
    rearr = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    return "%02d" % (98 - int(num) % 97)


_IBAN_SPECS = {
    "DE": lambda r: _d(r, 18),
    "GB": lambda r: r.choice(["BARC", "HBUK", "LOYD", "NWBK", "MONZ", "REVO", "MIDL"]) + _d(r, 14),
    "FR": lambda r: _d(r, 10) + _s(r, string.ascii_uppercase + DIG, 11) + _d(r, 2),
    "NL": lambda r: r.choice(["INGB", "ABNA", "RABO", "BUNQ", "KNAB"]) + _d(r, 10),
    "IT": lambda r: r.choice(string.ascii_uppercase) + _d(r, 10) + _d(r, 12),
    "CH": lambda r: _d(r, 17),
    "AE": lambda r: _d(r, 19),
    "IE": lambda r: r.choice(["AIBK", "BOFI", "IPBS"]) + _d(r, 14),
    "BE": lambda r: (lambda b: b + "%02d" % (int(b) % 97 or 97))(r.choice(["001", "063", "068", "096", "143", "310", "363", "735", "750", "651"]) + _d(r, 7)),
    "PT": lambda r: _d(r, 21),
    "AT": lambda r: _d(r, 16),
    "PL": lambda r: _d(r, 24),
    "LT": lambda r: _d(r, 16),
}


def _iban(rng: random.Random, country: str | None = None) -> str:
    c = country or rng.choice(list(_IBAN_SPECS))
    bban = _IBAN_SPECS[c](rng)
    return c + _iban_check(c, bban) + bban


def _iban_fmt(rng: random.Random, country: str | None = None) -> str:
    v = _iban(rng, country)
    return _group(v, [4] * 9) if rng.random() < 0.55 else v


# area code -> first birth year for which the code is listed in the national division tables
_CN_AREAS = {
    "110101": 1950, "110105": 1950, "110108": 1950, "110102": 1950, "110106": 1950, "310104": 1950,
    "310110": 1950, "310101": 1950, "310106": 1950, "120101": 1950, "120103": 1950, "310115": 1992,
    "440305": 1983, "440304": 1983, "440106": 1985, "440103": 1983, "440104": 1983, "510107": 1990,
    "510104": 1990, "510106": 1990, "330106": 1983, "330102": 1983, "330105": 1983, "320102": 1983,
    "320106": 1983, "320104": 1983, "420106": 1983, "420102": 1983, "610113": 1983, "610103": 1983,
    "500103": 1997, "370202": 1983, "350203": 1983, "350206": 1987, "210202": 1983, "210204": 1983,
    "430104": 1983, "430103": 1983, "410105": 1983, "530102": 1983, "330203": 1983, "320505": 2000,
}
_CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def _cn_id(rng: random.Random) -> str:
    y = rng.randint(1962, 2007)
    a = rng.choice(sorted(k for k, v in _CN_AREAS.items() if v <= y))
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    body = "%s%04d%02d%02d%s" % (a, y, m, d, _d(rng, 3))
    s = sum(int(c) * w for c, w in zip(body, _CN_W))
    return body + "10X98765432"[s % 11]


def _ssn(rng: random.Random) -> str:
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, rng.randint(1, 99), rng.randint(1, 9999))


def _itin(rng: random.Random) -> str:
    mid = rng.choice(list(range(70, 89)) + [90, 91, 92] + list(range(94, 100)))
    return "9%02d-%02d-%04d" % (rng.randint(0, 99), mid, rng.randint(1, 9999))


def _nino(rng: random.Random) -> str:
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            break
    return p + _d(rng, 6) + rng.choice("ABCD")


def _hkid(rng: random.Random) -> str:
    letter = rng.choice("ACDEGHKPRVWYZ")
    ds = _d(rng, 6)
    total = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(c) * w for c, w in zip(ds, [7, 6, 5, 4, 3, 2]))
    chk = (11 - total % 11) % 11
    return "%s%s(%s)" % (letter, ds, "A" if chk == 10 else str(chk))


_V_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
_V_P = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]
_V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def _aadhaar(rng: random.Random) -> str:
    body = str(rng.randint(2, 9)) + _d(rng, 10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _V_D[c][_V_P[(i + 1) % 8][int(ch)]]
    return _group(body + str(_V_INV[c]), [4, 4, 4])


def _steuer_id(rng: random.Random) -> str:
    while True:
        digits = rng.sample(range(10), 9)
        if digits[0] == 0:
            continue
        rep = rng.choice(digits[1:])
        body_l = digits + [rep]
        first = body_l[0]
        rest = body_l[1:]
        rng.shuffle(rest)
        body = "".join(map(str, [first] + rest))
        if body[0] == "0":
            continue
        break
    prod = 10
    for ch in body:
        s = (int(ch) + prod) % 10 or 10
        prod = (s * 2) % 11
    chk = (11 - prod) % 10
    return body + str(chk)


def _sin(rng: random.Random) -> str:
    v = _luhn_number(rng, str(rng.choice([1, 2, 3, 4, 5, 6, 7, 9])), 9)
    return _group(v, [3, 3, 3], rng.choice([" ", "-", ""]))


def _aba(rng: random.Random) -> str:
    while True:
        pre = "%02d" % rng.choice(list(range(1, 13)) + list(range(21, 33)))
        body = pre + _d(rng, 6)
        for last in DIG:
            n = body + last
            d = [int(c) for c in n]
            if (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0:
                return n


def _clabe(rng: random.Random) -> str:
    body = rng.choice(["002", "012", "014", "021", "072"]) + _d(rng, 14)
    w = [3, 7, 1] * 6
    s = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


# ---------------------------------------------------------------- filler lists (public, non-personal)
CITIES = ["Toronto", "Vancouver", "London", "Manchester", "Berlin", "Munich", "Sydney", "Melbourne",
          "Singapore", "Dubai", "Tokyo", "Osaka", "Auckland", "Dublin", "Amsterdam", "Paris", "Lisbon",
          "Madrid", "Boston", "Seattle", "Chicago", "New York", "San Francisco", "Los Angeles",
          "Houston", "Hong Kong", "Kuala Lumpur", "Bangkok", "Zurich", "Frankfurt", "Calgary",
          "Montreal", "Brisbane", "Edinburgh", "Vienna", "Barcelona", "Milan", "Seoul", "Shanghai",
          "Beijing", "Shenzhen", "Guangzhou", "Chengdu", "Hangzhou"]
CITIES_ZH = ["多伦多", "温哥华", "伦敦", "曼彻斯特", "柏林", "慕尼黑", "悉尼", "墨尔本", "新加坡", "迪拜",
             "东京", "大阪", "奥克兰", "都柏林", "阿姆斯特丹", "巴黎", "里斯本", "马德里", "波士顿", "西雅图",
             "芝加哥", "纽约", "旧金山", "洛杉矶", "香港", "吉隆坡", "曼谷", "苏黎世", "法兰克福", "卡尔加里",
             "蒙特利尔", "布里斯班", "爱丁堡", "维也纳"]
CN_CITIES = ["北京", "上海", "深圳", "广州", "成都", "杭州", "南京", "武汉", "西安", "重庆", "天津", "苏州",
             "长沙", "青岛", "厦门", "大连", "沈阳", "郑州", "昆明", "宁波"]
COUNTRIES = ["Canada", "the UK", "Germany", "Australia", "New Zealand", "Singapore", "Japan",
             "the Netherlands", "Ireland", "France", "Portugal", "Spain", "the US", "the UAE",
             "Malaysia", "Switzerland", "Korea", "Thailand"]
COUNTRIES_ZH = ["加拿大", "英国", "德国", "澳洲", "新西兰", "新加坡", "日本", "荷兰", "爱尔兰", "法国", "葡萄牙",
                "西班牙", "美国", "阿联酋", "马来西亚", "瑞士", "韩国", "泰国"]
VISAS = ["F-1", "H-1B", "L-1", "O-1", "J-1", "B1/B2", "Skilled Worker", "Graduate Route",
         "Schengen C", "Blue Card", "PR", "subclass 500", "subclass 482", "subclass 189",
         "Working Holiday", "EP", "S Pass", "Golden Visa", "D7", "spouse visa", "Student visa"]
VISAS_ZH = ["F1学签", "H1B工签", "L1签证", "B1/B2旅游签", "申根签", "欧盟蓝卡", "加拿大PR", "澳洲500学签",
            "482工签", "189独立技术移民", "打工度假签", "新加坡EP", "英国技术工签", "毕业生签证", "D7签证",
            "探亲签", "陪读签", "团聚签证", "学签续签", "工签延期"]
BANKS = ["HSBC", "Barclays", "Lloyds", "Monzo", "Revolut", "Wise", "Chase", "Bank of America",
         "Wells Fargo", "Citibank", "TD", "RBC", "Scotiabank", "CommBank", "ANZ", "Westpac", "DBS",
         "OCBC", "Deutsche Bank", "N26", "ING", "Bank of China", "ICBC", "Standard Chartered"]
BANKS_ZH = ["中国银行", "工商银行", "建设银行", "招商银行", "农业银行", "交通银行", "汇丰", "渣打", "花旗",
            "浦发银行", "中信银行", "民生银行"]
FLIGHTS = ["CA981", "MU587", "CZ327", "UA857", "BA168", "CX889", "SQ833", "AC26", "NH920", "EK303",
           "QF128", "LH721", "AF111", "KL897", "HU7975", "MU211", "CZ3001", "TK72"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
DOCS = ["passport bio page", "bank statement", "birth certificate", "offer letter", "I-20",
        "CoE", "CAS letter", "police clearance", "marriage certificate", "degree certificate",
        "employment letter", "tax return", "lease agreement", "proof of funds", "medical report"]
DOCS_ZH = ["护照首页", "银行流水", "出生公证", "录取通知书", "I-20", "CoE", "无犯罪记录证明", "结婚证",
           "学位证", "在职证明", "存款证明", "户口本", "体检报告", "房产证", "完税证明"]


def _date_en(rng: random.Random) -> str:
    y, m, d = rng.choice([2024, 2025, 2026]), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice(["%d-%02d-%02d" % (y, m, d), "%d %s %d" % (d, MONTHS[m - 1], y),
                       "%s %d" % (MONTHS[m - 1], d), "%02d/%02d/%d" % (d, m, y)])


def _date_zh(rng: random.Random) -> str:
    y, m, d = rng.choice([2024, 2025, 2026]), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice(["%d年%d月%d日" % (y, m, d), "%d月%d号" % (m, d), "%d.%d.%d" % (y, m, d),
                       "%d/%d" % (m, d)])


def _amt(rng: random.Random) -> str:
    n = rng.choice([120, 185, 250, 315, 490, 640, 800, 1200, 1500, 2300, 3000, 4800, 6500, 12000])
    return rng.choice(["$%s" % format(n, ","), "USD %s" % format(n, ","), "£%d" % n, "€%d" % n,
                       "CAD %d" % n, "AUD %d" % n, "S$%d" % n, "%s EUR" % format(n, ",")])


def _amt_cny(rng: random.Random) -> str:
    return rng.choice(["%d元" % rng.choice([300, 680, 1200, 2500, 5000, 8800]),
                       "%s万" % rng.choice(["1", "2", "3.5", "5", "8", "12"]),
                       "¥%s" % format(rng.choice([460, 1180, 3600, 20000, 50000]), ","),
                       "%d美元" % rng.choice([160, 185, 500, 2000, 10000]),
                       "%d刀" % rng.choice([50, 120, 300, 800])])


FILLERS = {
    "city": lambda c: c.rng.choice(CITIES),
    "city_zh": lambda c: c.rng.choice(CITIES_ZH),
    "cn_city": lambda c: c.rng.choice(CN_CITIES),
    "country": lambda c: c.rng.choice(COUNTRIES),
    "country_zh": lambda c: c.rng.choice(COUNTRIES_ZH),
    "visa": lambda c: c.rng.choice(VISAS),
    "visa_zh": lambda c: c.rng.choice(VISAS_ZH),
    "bank": lambda c: c.rng.choice(BANKS),
    "bank_zh": lambda c: c.rng.choice(BANKS_ZH),
    "date": lambda c: _date_en(c.rng),
    "date_zh": lambda c: _date_zh(c.rng),
    "amt": lambda c: _amt(c.rng),
    "amt_cny": lambda c: _amt_cny(c.rng),
    "flight": lambda c: c.rng.choice(FLIGHTS),
    "wd": lambda c: c.rng.choice(WEEKDAYS),
    "wd_zh": lambda c: c.rng.choice(WD_ZH),
    "doc": lambda c: c.rng.choice(DOCS),
    "doc_zh": lambda c: c.rng.choice(DOCS_ZH),
    "n": lambda c: str(c.rng.randint(2, 14)),
    "ref": lambda c: c.rng.choice(["#", "order ", "ticket #", "case "]) + str(c.rng.randint(10000, 999999)),
    "ref_zh": lambda c: c.rng.choice(["订单", "工单", "单号"]) + str(c.rng.randint(10000, 999999)),
    "kg": lambda c: str(c.rng.choice([18, 23, 32, 45, 60, 85, 120])),
    "rate": lambda c: "7.%04d" % c.rng.randint(500, 3200),
    "us_city": lambda c: c.rng.choice(["New York, NY", "Seattle, WA", "Boston, MA", "Chicago, IL", "San Jose, CA", "Austin, TX", "Jersey City, NJ", "Irvine, CA"]),
    "uk_city": lambda c: c.rng.choice(["London", "Manchester", "Leeds", "Bristol", "Edinburgh", "Cambridge", "Birmingham", "Glasgow"]),
    "ca_city": lambda c: c.rng.choice(["Toronto, ON", "Vancouver, BC", "Burnaby, BC", "Calgary, AB", "Ottawa, ON", "Montreal, QC", "Markham, ON"]),
    "au_city": lambda c: c.rng.choice(["Sydney NSW", "Melbourne VIC", "Brisbane QLD", "Perth WA", "Adelaide SA", "Canberra ACT"]),
}


# ---------------------------------------------------------------- value generators
def _secret_gens() -> dict:
    def pem(c):
        r = c.rng
        kind = r.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
        n = r.randint(4, 9)
        lines = [_s(r, B64, 64) for _ in range(n)] + [_s(r, B64, r.randint(20, 60)) + r.choice(["", "=", "=="])]
        if kind == "OPENSSH PRIVATE KEY":
            lines[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + lines[0][24:]
        return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(lines), kind)

    def jwt(c):
        r = c.rng
        alg = r.choice(["HS256", "RS256"])
        head = _b64url(('{"alg":"%s","typ":"JWT"}' % alg).encode())
        payload = {"sub": _s(r, HEX, 24), "iat": 1735000000 + r.randint(0, 9999999)}
        payload["exp"] = payload["iat"] + r.choice([900, 3600, 86400])
        if r.random() < 0.5:
            payload["scope"] = r.choice(["booking", "applicant", "remit:write", "docs"])
        body = _b64url(json.dumps(payload, separators=(",", ":")).encode())
        sig = _s(r, URLSAFE, 43 if alg == "HS256" else 86)
        return "%s.%s.%s" % (head, body, sig)

    def urlpw(c):
        r = c.rng
        return _mixed_token(r, ALNUM, r.randint(12, 24))

    return {
        "aws_akid": lambda c: "AKIA" + _s(c.rng, string.ascii_uppercase + "234567", 16),
        "aws_secret": lambda c: _mixed_token(c.rng, B64, 40),
        "ghp": lambda c: "ghp_" + _mixed_token(c.rng, ALNUM, 36),
        "gh_pat": lambda c: "github_pat_11" + _s(c.rng, string.ascii_uppercase + DIG, 20) + "_" + _mixed_token(c.rng, ALNUM, 59),
        "slack": lambda c: c.rng.choice(["xoxb-", "xoxp-"]) + _d(c.rng, 12) + "-" + _d(c.rng, 13) + "-" + _mixed_token(c.rng, ALNUM, 24),
        "openai": lambda c: "sk-proj-" + _mixed_token(c.rng, URLSAFE, c.rng.randint(56, 120)),
        "anthropic": lambda c: "sk-ant-api03-" + _mixed_token(c.rng, URLSAFE, 93) + "AA",
        "stripe": lambda c: c.rng.choice(["sk_live_", "rk_live_", "sk_test_"]) + _mixed_token(c.rng, ALNUM, c.rng.choice([24, 34, 99])),
        "google": lambda c: "AIza" + _mixed_token(c.rng, URLSAFE, 35),
        "hf": lambda c: "hf_" + _s(c.rng, string.ascii_letters, 34),
        "sendgrid": lambda c: "SG." + _mixed_token(c.rng, URLSAFE, 22) + "." + _mixed_token(c.rng, URLSAFE, 43),
        "mailgun": lambda c: "key-" + _s(c.rng, HEX, 32),
        "twilio": lambda c: _s(c.rng, HEX, 32),
        "telegram": lambda c: str(c.rng.randint(1000000000, 7999999999)) + ":AA" + _mixed_token(c.rng, URLSAFE, 33),
        "shopify": lambda c: "shpat_" + _s(c.rng, HEX, 32),
        "gitlab": lambda c: "glpat-" + _mixed_token(c.rng, URLSAFE, 20),
        "npm": lambda c: "npm_" + _mixed_token(c.rng, ALNUM, 36),
        "hex64": lambda c: _s(c.rng, HEX, 64),
        "hex40": lambda c: _s(c.rng, HEX, 40),
        "b64": lambda c: _mixed_token(c.rng, B64, c.rng.choice([32, 40, 44])),
        "alnum32": lambda c: _mixed_token(c.rng, ALNUM, 32),
        "uuid": lambda c: "%s-%s-4%s-%s%s-%s" % (_s(c.rng, HEX, 8), _s(c.rng, HEX, 4), _s(c.rng, HEX, 3), c.rng.choice("89ab"), _s(c.rng, HEX, 3), _s(c.rng, HEX, 12)),
        "wise": lambda c: "%s-%s-4%s-%s%s-%s" % (_s(c.rng, HEX, 8), _s(c.rng, HEX, 4), _s(c.rng, HEX, 3), c.rng.choice("89ab"), _s(c.rng, HEX, 3), _s(c.rng, HEX, 12)),
        "deepl": lambda c: "%s-%s-%s-%s-%s:fx" % (_s(c.rng, HEX, 8), _s(c.rng, HEX, 4), _s(c.rng, HEX, 4), _s(c.rng, HEX, 4), _s(c.rng, HEX, 12)),
        "pem": pem,
        "jwt": jwt,
        "urlpw": urlpw,
    }


_PW_WORDS = ["Maple", "Harbour", "Lisbon", "Panda", "Sakura", "Koala", "Tulip", "Dragon", "Thames",
             "Rhine", "Kiwi", "Sunflower", "Mango", "Tiger", "Bamboo", "Glacier", "Lantern", "Pepper",
             "Falcon", "Orchid", "Biscuit", "Teapot", "Canal", "Pretzel", "Dumpling", "Mooncake"]
_PP_WORDS = ["purple", "tiger", "canal", "river", "lantern", "cactus", "window", "orbit", "velvet",
             "pebble", "harbor", "noodle", "violin", "meadow", "rocket", "saddle", "walnut", "zebra",
             "copper", "island", "thunder", "pencil", "mango", "glacier", "ferry", "cobalt"]
_PY = ["zhang", "wang", "li", "liu", "chen", "yang", "zhao", "huang", "zhou", "wu", "xu", "sun", "hu",
       "zhu", "gao", "lin", "he", "guo", "ma", "luo", "xiaoming", "lili", "weiwei", "jing", "haoran",
       "yuxuan", "zimo", "xinyi", "tingting", "jiajia"]


def _password_gens() -> dict:
    def strong(c):
        r = c.rng
        while True:
            n = r.randint(10, 18)
            t = _s(r, ALNUM + "!@#$%^&*_-?.", n)
            if any(x in "!@#$%^&*_-?." for x in t) and any(x.isdigit() for x in t) and any(x.isupper() for x in t):
                return t

    def memorable(c):
        r = c.rng
        w = r.choice(_PW_WORDS)
        return r.choice(["%s%s%d%s", "%s%s_%d%s", "%s%s%d%s"]) % (
            w, r.choice(["", "#", "@", "!", "."]), r.choice([88, 123, 2019, 2023, 2024, 2025, 1991, 520, 66, 7]), r.choice(["", "!", "$", "*", "!!"]))

    def phrase(c):
        r = c.rng
        ws = r.sample(_PP_WORDS, r.randint(3, 4))
        sep = r.choice(["-", ".", "_", " "])
        s = sep.join(ws)
        if r.random() < 0.5:
            s += sep + str(r.randint(10, 99))
        return s

    def leet(c):
        r = c.rng
        base = r.choice(["VisaGranted", "MovingAbroad", "NewHome", "Remit", "Passport", "Bonjour",
                         "Arrival", "GreenCard", "HappyLanding", "Sydney", "Toronto", "Vienna"])
        tbl = str.maketrans({"a": "@", "o": "0", "e": "3", "s": "$", "i": "1"})
        out = "".join(ch.translate(tbl) if r.random() < 0.6 else ch for ch in base)
        return out + str(r.randint(1, 99)) + r.choice(["", "!", "#", "?"])

    def cnweak(c):
        r = c.rng
        return r.choice([
            lambda: r.choice(_PY) + str(r.randint(1960, 2006)) + r.choice(["", "@", "!", "@@", ".."]),
            lambda: r.choice(_PY) + r.choice(_PY) + str(r.randint(100, 999999)),
            lambda: r.choice(["Aa", "Qq", "Zx", "Ww"]) + _d(r, r.randint(6, 8)) + r.choice(["", "!", "."]),
            lambda: r.choice(["woaini", "wodebaobao", "ilove", "hello"]) + str(r.randint(1, 9999)),
            lambda: r.choice(_PY).capitalize() + "_" + "%d%02d%02d" % (r.randint(1965, 2005), r.randint(1, 12), r.randint(1, 28)),
        ])()

    return {
        "strong": strong, "memorable": memorable, "phrase": phrase, "leet": leet, "cnweak": cnweak,
        "pin4": lambda c: _d(c.rng, 4), "pin6": lambda c: _d(c.rng, 6),
    }


_FREE = ["gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "icloud.com", "proton.me"]
_CNMAIL = ["qq.com", "163.com", "126.com", "foxmail.com", "sina.com", "yeah.net", "139.com", "sohu.com"]
_EDU = ["nyu.edu", "student.unimelb.edu.au", "ad.unsw.edu.au", "ucl.ac.uk", "mail.utoronto.ca",
        "u.nus.edu", "columbia.edu", "ed.ac.uk", "tum.de", "uw.edu", "usc.edu", "student.uq.edu.au",
        "connect.hku.hk", "alumni.ubc.ca", "kcl.ac.uk"]


def _email_gens() -> dict:
    def pinyin(c):
        r, z = c.rng, c.zh
        last, first = z.last_romanized_name().lower(), z.first_romanized_name().lower()
        form = r.randint(0, 4)
        if form == 0:
            local = last + first
        elif form == 1:
            local = first + "." + last
        elif form == 2:
            local = last + "_" + first + str(r.randint(1, 99))
        elif form == 3:
            local = first[0] + last + str(r.randint(1980, 2006))
        else:
            local = last + first + str(r.randint(100, 999))
        return local + "@" + r.choice(_CNMAIL + _FREE)

    def edu(c):
        r = c.rng
        f = c.us if r.random() < 0.5 else c.zh
        if f is c.zh:
            ini = f.first_romanized_name()[0].lower() + f.last_romanized_name().lower()
        else:
            ini = f.first_name()[0].lower() + f.last_name().lower()
        local = r.choice([ini, ini + str(r.randint(1, 999)), ini[:2] + str(r.randint(1000, 9999)),
                          "z" + _d(r, 7)])
        return local + "@" + r.choice(_EDU)

    def plus(c):
        r = c.rng
        base = c.us.user_name() if r.random() < 0.5 else (c.zh.last_romanized_name() + c.zh.first_romanized_name()).lower()
        return "%s+%s@%s" % (base, r.choice(["visa", "bank", "move", "uscis", "ircc", "tax", "ship"]), r.choice(_FREE))

    return {
        "faker_us": lambda c: c.us.free_email() if c.rng.random() < 0.6 else c.us.email(),
        "faker_gb": lambda c: c.gb.free_email() if c.rng.random() < 0.6 else c.gb.email(),
        "pinyin": pinyin,
        "qq": lambda c: str(c.rng.randint(10000, 3999999999)) + "@qq.com",
        "edu": edu,
        "plus": plus,
        "work": lambda c: "%s.%s@%s" % (c.us.first_name().lower(), c.us.last_name().lower(), c.us.domain_name()),
    }


_US_AREA = ["212", "646", "917", "415", "628", "206", "312", "617", "213", "310", "408", "512", "713",
            "305", "202", "404", "718", "347", "929", "650"]
_CA_AREA = ["416", "647", "437", "604", "778", "514", "438", "403", "587", "613"]
_CN_PRE = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "155",
           "156", "157", "158", "159", "166", "176", "177", "178", "180", "181", "182", "183", "185",
           "186", "187", "188", "189", "191", "195", "198", "199"]


def _cn_mobile(r: random.Random) -> str:
    n = r.choice(_CN_PRE) + _d(r, 8)
    return r.choice([n, n, "%s %s %s" % (n[:3], n[3:7], n[7:]), "%s-%s-%s" % (n[:3], n[3:7], n[7:]),
                     "+86 " + n, "+86 %s %s %s" % (n[:3], n[3:7], n[7:]), "+86-" + n, "0086 " + n,
                     "(+86)" + n])


def _nanp(r: random.Random, areas: list[str]) -> str:
    a, e, n = r.choice(areas), str(r.randint(201, 989)), _d(r, 4)
    return r.choice(["(%s) %s-%s", "%s-%s-%s", "+1 %s %s %s", "+1-%s-%s-%s", "%s.%s.%s", "+1 (%s) %s-%s"]) % (a, e, n)


def _phone_gens() -> dict:
    def uk(c):
        r = c.rng
        body = r.choice("456789") + _d(r, 2) + _d(r, 6)
        return r.choice(["07%s %s" % (body[:3], body[3:]), "+44 7%s %s" % (body[:3], body[3:]),
                         "+44 (0)7%s %s %s" % (body[:3], body[3:6], body[6:]), "07%s%s" % (body[:3], body[3:]),
                         "+447%s" % body])

    def de(c):
        r = c.rng
        p = r.choice(["151", "152", "157", "160", "162", "170", "171", "172", "176", "178"])
        n = _d(r, 8)
        return r.choice(["+49 %s %s" % (p, n), "0%s %s %s" % (p, n[:4], n[4:]), "+49 (0)%s %s" % (p, n), "0%s-%s" % (p, n)])

    def au(c):
        r = c.rng
        n = r.choice("0123456789") + _d(r, 7)
        return r.choice(["04%s %s %s" % (n[:2], n[2:5], n[5:]), "+61 4%s %s %s" % (n[:2], n[2:5], n[5:]), "+614%s" % n])

    def asia(c):
        r = c.rng
        k = r.randint(0, 5)
        if k == 0:
            n = r.choice("89") + _d(r, 7)
            return r.choice(["+65 %s %s" % (n[:4], n[4:]), "+65%s" % n, "%s %s" % (n[:4], n[4:])])
        if k == 1:
            n = r.choice("5679") + _d(r, 7)
            return r.choice(["+852 %s %s" % (n[:4], n[4:]), "+852-%s" % n, "%s %s" % (n[:4], n[4:])])
        if k == 2:
            p = r.choice(["90", "80", "70"])
            n = _d(r, 8)
            return r.choice(["+81 %s-%s-%s" % (p, n[:4], n[4:]), "0%s-%s-%s" % (p, n[:4], n[4:]), "+81 %s %s %s" % (p, n[:4], n[4:])])
        if k == 3:
            n = _d(r, 7)
            return r.choice(["+64 21 %s %s" % (n[:3], n[3:]), "021 %s %s" % (n[:3], n[3:])])
        if k == 4:
            n = _d(r, 7)
            return r.choice(["+971 50 %s %s" % (n[:3], n[3:]), "+971 55 %s %s" % (n[:3], n[3:])])
        n = _d(r, 8)
        return r.choice(["+60 12-%s %s" % (n[:3], n[3:7]), "+82 10-%s-%s" % (n[:4], n[4:])])

    def ext(c):
        r = c.rng
        if c.lang == "zh" or (c.lang == "mixed" and r.random() < 0.5):
            return r.choice(["010-", "021-", "0755-", "020-", "028-", "0571-"]) + r.choice("5678") + _d(r, 7) + r.choice(["转", "-", " 转 ", "分机"]) + _d(r, r.randint(3, 4))
        return _nanp(r, _US_AREA + _CA_AREA) + r.choice([" ext. ", " x", " ext ", ", ext. "]) + _d(r, r.randint(2, 4))

    def cn_land(c):
        r = c.rng
        code, ln = r.choice([("010", 8), ("021", 8), ("0755", 8), ("020", 8), ("028", 8), ("0571", 8), ("025", 8), ("0532", 8), ("029", 8)])
        n = r.choice("2345678") + _d(r, ln - 1)
        if r.random() < 0.25:
            return "+86 %s %s" % (code[1:], n)
        return r.choice(["%s-%s", "%s %s", "(%s)%s"]) % (code, n)

    return {
        "us": lambda c: _nanp(c.rng, _US_AREA), "ca": lambda c: _nanp(c.rng, _CA_AREA),
        "cn": lambda c: _cn_mobile(c.rng), "uk": uk, "de": de, "au": au, "asia": asia, "ext": ext,
        "cn_land": cn_land,
        "cn_fw": lambda c: (c.rng.choice(_CN_PRE) + _d(c.rng, 8)).translate(str.maketrans(DIG, "０１２３４５６７８９")),
    }


_ST_NAMES = ["Harbour", "Bloor", "Yonge", "Dundas", "Queen", "King", "Robson", "Granville", "Main",
             "Maple", "Cedar", "Elm", "Lakeshore", "Bay", "Spadina", "Collins", "Chapel", "Glebe Point",
             "Oxford", "Church", "George", "Pitt", "Bourke", "Hastings", "Davie", "Pine", "Birch"]
_ST_TYPES = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Blvd", "Crescent",
             "Lane", "Way", "Court", "Place", "Terrace"]
_DE_ST = ["Lindenstraße", "Goethestr.", "Kastanienallee", "Schillerstraße", "Bergmannstraße",
          "Sonnenallee", "Leopoldstraße", "Hauptstraße", "Friedrichstraße", "Karl-Marx-Allee",
          "Am Kupfergraben", "Wiener Straße", "Rosenheimer Str."]
_FR_ST = ["rue de la Roquette", "rue Oberkampf", "avenue de Clichy", "rue des Martyrs",
          "boulevard Voltaire", "rue du Faubourg Saint-Antoine", "rue Lepic"]
_CN_GEO = {
    "北京": {"朝阳区": ["建国路", "东三环中路", "望京街", "酒仙桥路", "广顺北大街", "朝阳北路"],
           "海淀区": ["中关村大街", "学院路", "知春路", "成府路", "西三环北路"],
           "西城区": ["金融大街", "西直门外大街", "德胜门外大街"], "东城区": ["东直门内大街", "和平里东街"]},
    "上海": {"浦东新区": ["张杨路", "世纪大道", "锦绣路", "浦东南路", "杨高中路"], "徐汇区": ["漕溪北路", "天钥桥路", "虹桥路"],
           "静安区": ["南京西路", "延安中路", "江宁路"], "长宁区": ["仙霞路", "愚园路", "古北路"], "闵行区": ["七莘路", "都市路"]},
    "深圳": {"南山区": ["科技园南路", "海德三道", "后海大道", "南海大道"], "福田区": ["深南大道", "福华三路", "香蜜湖路"],
           "宝安区": ["新安六路", "宝民一路"], "龙华区": ["民治大道", "梅龙路"]},
    "广州": {"天河区": ["天河北路", "体育西路", "华夏路", "中山大道西"], "越秀区": ["环市东路", "东风中路"],
           "海珠区": ["新港中路", "江南大道中"], "番禺区": ["大北路", "迎宾路"]},
    "成都": {"武侯区": ["人民南路四段", "科华北路", "桐梓林北路"], "锦江区": ["东大街", "红星路三段"], "高新区": ["天府大道中段", "天府三街"]},
    "杭州": {"西湖区": ["文三路", "天目山路", "古墩路"], "滨江区": ["江南大道", "滨盛路"], "上城区": ["解放东路", "望江路"]},
    "南京": {"鼓楼区": ["中山北路", "汉中门大街"], "玄武区": ["珠江路", "北京东路"], "建邺区": ["江东中路", "嘉陵江东街"]},
    "武汉": {"洪山区": ["珞喻路", "光谷大道"], "武昌区": ["中北路", "中南路"], "江汉区": ["建设大道", "新华路"]},
    "西安": {"雁塔区": ["小寨东路", "高新路", "长安南路"], "碑林区": ["南大街", "友谊东路"]},
    "重庆": {"渝北区": ["金开大道", "新牌坊一路"], "渝中区": ["解放碑民族路", "中山三路"]},
}
_CN_COMPOUND = ["阳光花园", "世纪城", "翠苑小区", "金地名京", "万科城", "华润城", "保利花园", "锦绣江南", "碧桂园",
                "龙湖春森彼岸", "中海国际社区", "绿城桂花园", "融科橄榄城", "星河湾", "富力城"]


def _cn_addr(r: random.Random, city: str | None = None) -> tuple[str, str]:
    city = city or r.choice(list(_CN_GEO))
    dist = r.choice(list(_CN_GEO[city]))
    road = r.choice(_CN_GEO[city][dist])
    num = "%d号" % r.randint(1, 1688)
    room = lambda: "%d%02d" % (r.randint(1, 32), r.randint(1, 8))
    tail = r.choice([
        "", "%s%d栋%d单元%s室" % (r.choice(_CN_COMPOUND), r.randint(1, 28), r.randint(1, 4), room()),
        "%d号楼%s室" % (r.randint(1, 20), room()), "%s%d-%d-%s" % (r.choice(_CN_COMPOUND), r.randint(1, 30), r.randint(1, 3), room()),
        "%s%d幢%s室" % (r.choice(_CN_COMPOUND), r.randint(1, 18), room()), "%d楼" % r.randint(2, 30),
    ])
    v = (dist if r.random() < 0.8 else "") + road + num + tail
    return city, v


def _address_gens() -> dict:
    def us(c):
        v = c.us.street_address()
        if "Apt" not in v and "Suite" not in v and c.rng.random() < 0.35:
            v += c.rng.choice([", Apt %d%s" % (c.rng.randint(1, 30), c.rng.choice("ABCDEF")), " Unit %d" % c.rng.randint(100, 2400), " #%d" % c.rng.randint(2, 900)])
        return v

    def gb(c):
        return c.gb.street_address().replace("\n", ", ")

    def ca_fix(c):
        r = c.rng
        k = r.randint(0, 2)
        if k == 0:
            return "%d-%d %s %s" % (r.randint(101, 3505), r.randint(10, 999), r.choice(_ST_NAMES), r.choice(_ST_TYPES))
        if k == 1:
            return "%d %s %s, Unit %d" % (r.randint(10, 9999), r.choice(_ST_NAMES), r.choice(_ST_TYPES), r.randint(101, 3505))
        return "Suite %d, %d %s %s" % (r.randint(101, 3505), r.randint(10, 999), r.choice(_ST_NAMES), r.choice(_ST_TYPES))

    def au(c):
        r = c.rng
        return r.choice(["Unit %d/%d %s %s", "%d/%d %s %s", "Apartment %d, %d %s %s"]) % (
            r.randint(1, 60), r.randint(1, 400), r.choice(_ST_NAMES), r.choice(_ST_TYPES))

    def eu(c):
        r = c.rng
        k = r.randint(0, 4)
        if k == 0:
            return "%s %d" % (r.choice(_DE_ST), r.randint(1, 180))
        if k == 1:
            return "%s %d%s" % (r.choice(_DE_ST), r.randint(1, 180), r.choice("abc"))
        if k == 2:
            return "%s %d, %d. OG links" % (r.choice(_DE_ST), r.randint(1, 180), r.randint(1, 5))
        if k == 3:
            return "%d %s" % (r.randint(1, 140), r.choice(_FR_ST))
        return "%d %s, %de étage" % (r.randint(1, 140), r.choice(_FR_ST), r.randint(1, 7))

    def jp(c):
        r = c.rng
        return r.choice(["%d-%d-%d %s, Room %d"] if c.lang == "en" else ["%d-%d-%d %s, Room %d", "%d-%d-%d %s %d号室"]) % (
            r.randint(1, 7), r.randint(1, 30), r.randint(1, 20), r.choice(["Nishi-Shinjuku", "Ebisu", "Kita-Senju", "Nakano", "Ikebukuro", "Umeda", "Namba"]), r.randint(101, 1205))

    def cn(c):
        city, v = _cn_addr(c.rng)
        return v, {"addr_city": city}

    return {"us": us, "gb": gb, "ca": ca_fix, "au": au, "eu": eu, "jp": jp, "cn": cn}


def _gov_gens() -> dict:
    def ssn(c):
        v = _ssn(c.rng)
        return c.rng.choice([v, v, v, v.replace("-", " "), v.replace("-", "")])

    def us_pp(c):
        r = c.rng
        return r.choice([_d(r, 9), r.choice("ACEFGHJKLMNPRSTUVWXYZ") + _d(r, 8)]).replace("A0", "A1")

    def cn_pp(c):
        r = c.rng
        return r.choice(["E" + _d(r, 8), "E" + r.choice("ABCDEFGHJKLMN") + _d(r, 7), "EJ" + _d(r, 7), "G" + _d(r, 8)])

    def uk_dl(c):
        r = c.rng
        sur = re.sub("[^A-Z]", "", c.gb.last_name().upper())[:5].ljust(5, "9")
        y = r.randint(1960, 2004)
        m = r.randint(1, 12) + (50 if r.random() < 0.5 else 0)
        ini = (r.choice(string.ascii_uppercase) + r.choice(string.ascii_uppercase + "9"))
        return "%s%d%02d%02d%d%s9%s" % (sur, (y // 10) % 10, m, r.randint(1, 28), y % 10, ini, _s(r, string.ascii_uppercase, 2))

    def nino(c):
        v = _nino(c.rng)
        return c.rng.choice([v, "%s %s %s %s %s" % (v[:2], v[2:4], v[4:6], v[6:8], v[8])])

    def _anum(c):
        d = str(c.rng.randint(1, 2)) + _d(c.rng, 8)
        return c.rng.choice(["A" + d, "A-%s-%s-%s" % (d[:3], d[3:6], d[6:]), "A%s-%s-%s" % (d[:3], d[3:6], d[6:])])

    return {
        "ssn": ssn,
        "itin": lambda c: _itin(c.rng),
        "cn_id": lambda c: _cn_id(c.rng),
        "us_pp": us_pp,
        "cn_pp": cn_pp,
        "uk_pp": lambda c: str(c.rng.randint(1, 9)) + _d(c.rng, 8),
        "ca_pp": lambda c: _s(c.rng, "ABCGHKMNPRSTWX", 2) + _d(c.rng, 6),
        "de_pp": lambda c: c.rng.choice("CFGHJK") + _s(c.rng, "CFGHJKLMNPRTVWXYZ0123456789", 8),
        "au_pp": lambda c: c.rng.choice(["PA", "PB", "PE", "N", "RA"]) + _d(c.rng, 7),
        "nino": nino,
        "uk_dl": uk_dl,
        "hkid": lambda c: _hkid(c.rng),
        "sin": lambda c: _sin(c.rng),
        "aadhaar": lambda c: _aadhaar(c.rng),
        "steuer": lambda c: c.rng.choice([lambda v: v, lambda v: "%s %s %s %s" % (v[:2], v[2:5], v[5:8], v[8:])])(_steuer_id(c.rng)),
        "anum": _anum,
        "hkmo": lambda c: c.rng.choice(["C" + _d(c.rng, 8), "C" + c.rng.choice("ABCDEFGHJKLMN") + _d(c.rng, 7)]),
        "jp_rc": lambda c: _s(c.rng, string.ascii_uppercase, 2) + _d(c.rng, 8) + _s(c.rng, string.ascii_uppercase, 2),
        "us_dl": lambda c: c.rng.choice(string.ascii_uppercase) + _d(c.rng, 7),
    }


def _fin_gens() -> dict:
    def card(c, kind=None):
        r = c.rng
        kind = kind or r.choice(["visa", "mc", "amex", "up16", "up19"])
        if kind == "visa":
            n = _luhn_number(r, "4" + _d(r, 1), 16)
        elif kind == "mc":
            n = _luhn_number(r, r.choice(["51", "52", "53", "54", "55", "2221", "2720"]), 16)
        elif kind == "amex":
            n = _luhn_number(r, r.choice(["34", "37"]), 15)
            return r.choice([n, _group(n, [4, 6, 5]), _group(n, [4, 6, 5], "-")])
        elif kind == "up16":
            n = _luhn_number(r, r.choice(["6222", "6228", "6217", "6214", "6225", "6259"]), 16)
        else:
            n = _luhn_number(r, r.choice(["6222", "6228", "6217", "6214", "6212"]), 19)
            return r.choice([n, _group(n, [4, 4, 4, 4, 3]), _group(n, [6, 13])])
        return r.choice([n, _group(n, [4, 4, 4, 4]), _group(n, [4, 4, 4, 4], "-")])

    return {
        "card": card,
        "visa": lambda c: card(c, "visa"),
        "mc": lambda c: card(c, "mc"),
        "amex": lambda c: card(c, "amex"),
        "unionpay": lambda c: card(c, c.rng.choice(["up16", "up19"])),
        "iban": lambda c: _iban_fmt(c.rng),
        "iban_de": lambda c: _iban_fmt(c.rng, "DE"),
        "iban_gb": lambda c: _iban_fmt(c.rng, "GB"),
        "iban_eu": lambda c: _iban_fmt(c.rng, c.rng.choice(["FR", "NL", "IT", "PT", "IE", "BE", "AT"])),
        "aba": lambda c: _aba(c.rng),
        "sort": lambda c: c.rng.choice(["%s-%s-%s", "%s %s %s", "%s%s%s"]) % (c.rng.choice(["20", "30", "40", "60", "04", "09", "11", "77", "83"]), _d(c.rng, 2), _d(c.rng, 2)),
        "uk_acct": lambda c: _d(c.rng, 8),
        "us_acct": lambda c: str(c.rng.randint(1, 9)) + _d(c.rng, c.rng.randint(8, 11)),
        "bsb": lambda c: "%s-%s" % (c.rng.choice(["062", "063", "033", "082", "083", "013", "112"]), _d(c.rng, 3)),
        "au_acct": lambda c: str(c.rng.randint(1, 9)) + _d(c.rng, c.rng.randint(7, 8)),
        "clabe": lambda c: _clabe(c.rng),
        "cn_acct": lambda c: card(c, "up19"),
        "hk_acct": lambda c: "%s-%s-%s" % (_d(c.rng, 3), _d(c.rng, 6), _d(c.rng, 3)),
    }


def _name_gens() -> dict:
    def en(c):
        f = c.us if c.rng.random() < 0.5 else c.gb
        k = c.rng.random()
        if k < 0.7:
            return "%s %s" % (f.first_name(), f.last_name())
        if k < 0.85:
            return "%s %s. %s" % (f.first_name(), c.rng.choice(string.ascii_uppercase), f.last_name())
        return "%s %s-%s" % (f.first_name(), f.last_name(), f.last_name())

    def zh(c):
        return c.zh.name()

    def pinyin(c):
        r, z = c.rng, c.zh
        last, first = z.last_romanized_name(), z.first_romanized_name()
        k = r.random()
        if k < 0.4:
            return "%s %s" % (last, first)
        if k < 0.75:
            return "%s %s" % (first, last)
        if k < 0.9:
            return "%s %s" % (last.upper(), first.upper())
        return "%s, %s" % (last.upper(), first)

    def en_cn(c):
        return "%s %s" % (c.us.first_name(), c.zh.last_romanized_name())

    return {"en": en, "zh": zh, "pinyin": pinyin, "en_cn": en_cn}


def _user_gens() -> dict:
    def plain(c):
        r = c.rng
        k = r.randint(0, 5)
        if k <= 1:
            return c.us.user_name()
        if k == 2:
            return c.zh.last_romanized_name().lower() + c.zh.first_romanized_name().lower() + str(r.randint(1, 9999))
        if k == 3:
            return r.choice(["expat", "lina", "maple", "kiwi", "panda", "nomad", "mover", "sakura"]) + r.choice(["_in_", "_", ".", ""]) + r.choice(["berlin", "to", "syd", "ldn", "van", "sg", "mel", "nyc", "dxb"]) + (str(r.randint(1, 99)) if r.random() < 0.6 else "")
        if k == 4:
            return c.gb.first_name().lower() + r.choice([".", "_", ""]) + c.gb.last_name().lower()[: r.randint(1, 6)] + str(r.randint(1, 99))
        return c.zh.first_romanized_name().lower() + "_" + r.choice(["mom", "dad", "mama", "baba", "ma", "official", "daigou", "au", "uk"]) + str(r.randint(1, 999))

    return {
        "plain": plain,
        "at": lambda c: "@" + plain(c),
        "wxid": lambda c: "wxid_" + _s(c.rng, string.ascii_lowercase + DIG, 14),
        "wx": lambda c: c.rng.choice([
            lambda: c.rng.choice(string.ascii_letters) + _s(c.rng, string.ascii_lowercase + DIG + "_-", c.rng.randint(6, 14)),
            lambda: c.zh.last_romanized_name().lower() + c.zh.first_romanized_name().lower() + c.rng.choice(["", "_", "-"]) + str(c.rng.randint(1, 9999)),
            lambda: c.rng.choice(_PY) + c.rng.choice(["_", ""]) + "%02d%02d" % (c.rng.randint(1, 12), c.rng.randint(1, 28)),
        ])(),
        "qq": lambda c: str(c.rng.randint(100000, 3999999999)),
        "reddit": lambda c: "u/" + plain(c),
        "xhs": lambda c: str(c.rng.randint(100000000, 9999999999)),
    }


_HOME_TAILS = [
    ["Documents", "visa", "DS-160_confirmation.pdf"], ["Downloads", "bank_statement_2024-09.pdf"],
    ["Desktop", "passport_scan.jpg"], ["Documents", "immigration", "I-485", "evidence"],
    ["Documents", "PR", "ECA_report.pdf"], ["Downloads", "W-8BEN_signed.pdf"],
    ["Documents", "tax", "2024", "1040NR.pdf"], ["moving", "inventory.xlsx"],
    ["Pictures", "biometrics_receipt.png"], ["Documents", "translations", "birth_cert_EN.docx"],
    ["projects", "remit-bot", ".env"], ["Documents", "Schengen", "itinerary.pdf"],
    ["Downloads", "eSIM_QR.png"], ["Documents", "lease", "tenancy_agreement.pdf"],
    ["Dropbox", "Relocation", "quotes.csv"], ["code", "visa-slot-watcher", "config.yaml"],
    ["Documents", "CRS_self_cert.pdf"], ["Desktop", "shipping", "packing_list.xlsx"],
]
_HOME_TAILS_ZH = [
    ["Desktop", "签证材料", "护照首页.jpg"], ["Documents", "留学", "录取通知书.pdf"], ["Downloads", "银行流水_2024.pdf"],
    ["Desktop", "海外仓", "库存表.xlsx"], ["Documents", "出入境", "居留许可扫描件.pdf"], ["Downloads", "汇款回单.png"],
    ["Documents", "翻译件", "出生公证_英文.docx"], ["Desktop", "代购", "订单汇总.xlsx"], ["Documents", "税务", "税务居民声明.pdf"],
    ["Pictures", "体检报告.jpg"],
]


def _home_gens() -> dict:
    def user(c):
        r = c.rng
        k = r.randint(0, 5)
        if k <= 1:
            return c.us.user_name()
        if k == 2:
            return c.us.first_name().lower()
        if k == 3:
            return c.zh.last_romanized_name().lower() + c.zh.first_romanized_name().lower()
        if k == 4:
            return c.gb.first_name().lower() + "." + c.gb.last_name().lower()
        return c.zh.first_romanized_name()[0].lower() + c.zh.last_romanized_name().lower()

    def tail(c):
        r = c.rng
        pool = _HOME_TAILS_ZH if (c.lang == "zh" or (c.lang == "mixed" and r.random() < 0.5)) else _HOME_TAILS
        return r.choice(pool)

    def linux(c):
        return "/home/%s/%s" % (user(c), "/".join(tail(c)))

    def mac(c):
        t = tail(c)
        if c.rng.random() < 0.15:
            t = ["Library", "Mobile Documents", "com~apple~CloudDocs"] + t[1:]
        return "/Users/%s/%s" % (user(c), "/".join(t))

    def win(c):
        u = c.zh.name() if (c.lang != "en" and c.rng.random() < 0.3) else user(c)
        return "C:\\Users\\%s\\%s" % (u, "\\".join(tail(c)))

    def wsl(c):
        return "/mnt/c/Users/%s/%s" % (user(c), "/".join(tail(c)))

    def bare(c):
        r = c.rng
        return r.choice(["/home/%s", "/Users/%s", "C:\\Users\\%s"]) % user(c)

    def script(c):
        r = c.rng
        t = r.choice(["projects/remit-bot/main.py", "code/visa-slot-watcher/watch.py", "scripts/fx_alert.py",
                      "work/daigou/sync_orders.py", "dev/translate_docs.py", "src/haiwaicang/stock_sync.py"])
        k = r.randint(0, 2)
        if k == 0:
            return "/home/%s/%s" % (user(c), t)
        if k == 1:
            return "/Users/%s/%s" % (user(c), t)
        return "C:\\Users\\%s\\%s" % (user(c), t.replace("/", "\\"))

    def _prefix(c, u):
        k = c.rng.randint(0, 3)
        if k == 0:
            return "/home/%s/" % u, "/"
        if k == 1:
            return "/Users/%s/" % u, "/"
        if k == 2:
            return "C:\\Users\\%s\\" % u, "\\"
        return "/mnt/c/Users/%s/" % u, "/"

    def dir_(c):
        r = c.rng
        zh_ = c.lang == "zh" or (c.lang == "mixed" and r.random() < 0.5)
        d = r.choice([["Documents", "签证材料"], ["Desktop", "出入境"], ["Documents", "留学申请"], ["Downloads", "翻译件"], ["Desktop", "海外仓"]] if zh_ else
                     [["Documents", "visa"], ["projects", "remit-bot"], ["code", "visa-slot-watcher"], ["Documents", "immigration", "I-485"], ["Scans"], ["Dropbox", "Relocation"], ["Documents", "tax", "2024"]])
        pre, sep = _prefix(c, user(c))
        return pre + sep.join(d)

    def cred(c):
        r = c.rng
        pre, sep = _prefix(c, user(c))
        return pre + sep.join(r.choice([[".aws", "credentials"], [".ssh", "id_ed25519"], [".config", "remit-bot", "token.json"], [".netrc"], ["projects", "remit-bot", ".env"], [".config", "gcloud", "application_default_credentials.json"]]))

    return {"linux": linux, "mac": mac, "win": win, "wsl": wsl, "bare": bare, "script": script, "dir": dir_, "cred": cred}


_EN_DAYS = [("every weekday", None), ("every Monday", None), ("every Tuesday", None),
            ("every Wednesday", None), ("every Thursday", None), ("every Friday", None),
            ("every Saturday", None), ("every Sunday", None), ("Mondays and Thursdays", None),
            ("Tuesdays and Fridays", None), ("every other Saturday", None), ("weekdays", None),
            ("every night", (20, 23)), ("every morning", (5, 9)), ("on weekends", None),
            ("each Sunday", None), ("every Mon/Wed/Fri", None), ("daily", None), ("Sundays", None),
            ("weeknights", (19, 23)), ("every Saturday morning", (7, 11))]


def _en_clock(r: random.Random, h: int, m: int, style: int) -> str:
    if style == 0:
        return "%d:%02d" % (h, m)
    if style == 1:
        return "%02d:%02d" % (h, m)
    hh = h % 12 or 12
    ap = r.choice(["am", " am", "AM", " a.m."] if h < 12 else ["pm", " pm", "PM", " p.m."])
    return ("%d%s" % (hh, ap)) if m == 0 else ("%d:%02d%s" % (hh, m, ap))


def _zh_part(h: int) -> str:
    return "早上" if h < 9 else "上午" if h < 12 else "中午" if h < 13 else "下午" if h < 18 else "晚上"


_CN_NUM = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


def _zh_clock(r: random.Random, h: int, m: int, style: int, part: bool) -> str:
    p = _zh_part(h) if part else ""
    hh = h if h <= 12 else h - 12
    if style == 1:
        return "%d:%02d" % (h, m)
    if style == 2:
        return "%s%s点%s" % (p, _CN_NUM[hh], {0: "", 30: "半", 15: "一刻"}.get(m, "%d分" % m))
    return "%s%d点%s" % (p, hh, {0: "", 30: "半", 15: "一刻"}.get(m, "%d分" % m))


def _schedule_gens() -> dict:
    def en(c):
        r = c.rng
        d, rng_h = r.choice(_EN_DAYS)
        lo, hi = rng_h or (6, 22)
        h = r.randint(lo, hi)
        m = r.choice([0, 0, 15, 30, 45, 10, 20, 40, 50])
        st = r.randint(0, 3)
        t = _en_clock(r, h, m, st)
        k = r.randint(0, 6)
        if k == 0:
            return "%s at %s" % (d, t)
        if k == 1:
            return "at %s %s" % (t, d)
        if k == 2:
            h2 = min(h + r.randint(1, 2), 23)
            return "%s from %s to %s" % (d, t, _en_clock(r, h2, r.choice([0, 15, 30]), st))
        if k == 3:
            return "%s around %s" % (d, t)
        if k == 4:
            return "on the %s of every month at %s" % (r.choice(["1st", "5th", "15th", "last day", "28th"]), t)
        if k == 5:
            return "%s %s" % (d, t)
        return "every %s at %s sharp" % (r.choice(WEEKDAYS), t)

    def zh(c):
        r = c.rng
        d, rng_h = r.choice([("每天", None), ("每周一", None), ("每周二", None), ("每周三", None), ("每周四", None),
                             ("每周五", None), ("每周六", None), ("每周日", None), ("每周二、四", None), ("每周一三五", None),
                             ("工作日", None), ("周一到周五", None), ("每个周末", None), ("每晚", (20, 23)),
                             ("每天早上", (6, 8)), ("隔周六", None), ("每月1号", None), ("每月15号", None),
                             ("每周六日", None), ("每个工作日", None), ("每天晚上", (19, 23))])
        lo, hi = rng_h or (6, 22)
        h = r.randint(lo, hi)
        m = r.choice([0, 0, 30, 15, 45, 10, 40])
        st = r.randint(0, 2)
        t = _zh_clock(r, h, m, st, part=rng_h is None)
        k = r.randint(0, 4)
        if k == 0:
            return d + t
        if k == 1:
            h2 = min(h + r.randint(1, 2), 23)
            return "%s%s到%s" % (d, t, _zh_clock(r, h2, 0, st, part=False))
        if k == 2:
            return "%s %s" % (d, t)
        if k == 3:
            return "%s%s左右" % (d, t)
        return "%s固定%s" % (d, t)

    def mixed(c):
        return en(c) if c.rng.random() < 0.5 else zh(c)

    return {"en": en, "zh": zh, "mixed": mixed}


_CITY_LL = [(43.65, -79.38), (49.28, -123.12), (51.51, -0.13), (53.48, -2.24), (52.52, 13.40),
            (48.14, 11.58), (-33.87, 151.21), (-37.81, 144.96), (1.35, 103.82), (25.20, 55.27),
            (35.68, 139.69), (34.69, 135.50), (-36.85, 174.76), (53.35, -6.26), (52.37, 4.90),
            (48.86, 2.35), (38.72, -9.14), (40.42, -3.70), (42.36, -71.06), (47.61, -122.33),
            (41.88, -87.63), (40.71, -74.01), (37.77, -122.42), (22.32, 114.17), (31.23, 121.47),
            (39.90, 116.41), (22.54, 114.06), (23.13, 113.26), (30.57, 104.07), (30.27, 120.15)]


def _dms(x: float, pos: str, neg: str) -> str:
    h = pos if x >= 0 else neg
    x = abs(x)
    d = int(x)
    mf = (x - d) * 60
    m = int(mf)
    s = (mf - m) * 60
    return "%d°%02d'%04.1f\"%s" % (d, m, s, h)


def _geo_gens() -> dict:
    def ll(c):
        r = c.rng
        la, lo = r.choice(_CITY_LL)
        la += r.uniform(-0.12, 0.12)
        lo += r.uniform(-0.15, 0.15)
        return la, lo

    def coord(c):
        r = c.rng
        la, lo = ll(c)
        p = r.choice([4, 5, 6, 6])
        k = r.randint(0, 4)
        if k == 0:
            return "%.*f, %.*f" % (p, la, p, lo)
        if k == 1:
            return "%.*f,%.*f" % (p, la, p, lo)
        if k == 2:
            return "%s %s" % (_dms(la, "N", "S"), _dms(lo, "E", "W"))
        if k == 3:
            return "%.*f°%s, %.*f°%s" % (p, abs(la), "N" if la >= 0 else "S", p, abs(lo), "E" if lo >= 0 else "W")
        return "%.*f %.*f" % (p, la, p, lo)

    def ca_post(c):
        r = c.rng
        L1, L = "ABCEGHJKLMNPRSTVXY", "ABCEGHJKLMNPRSTVWXYZ"
        return "%s%d%s %d%s%d" % (r.choice(L1), r.randint(0, 9), r.choice(L), r.randint(0, 9), r.choice(L), r.randint(0, 9))

    def cn_post(c):
        r = c.rng
        return r.choice(["100", "200", "518", "510", "610", "310", "210", "430", "710", "400"]) + _d(r, 3)

    def pluscode(c):
        a = "23456789CFGHJMPQRVWX"
        r = c.rng
        return r.choice("789") + r.choice("CFGHJMPQRV") + _s(r, a, 6) + "+" + _s(r, a, 2)

    return {
        "coord": coord,
        "zip": lambda c: c.us.zipcode() if c.rng.random() < 0.65 else c.us.zipcode_plus4(),
        "zip4": lambda c: c.us.zipcode_plus4(),
        "uk_post": lambda c: c.gb.postcode(),
        "ca_post": ca_post,
        "cn_post": cn_post,
        "de_plz": lambda c: "%05d" % c.rng.randint(10115, 99998),
        "au_post": lambda c: str(c.rng.choice([2000, 2010, 2026, 2037, 2065, 2121, 3000, 3053, 3121, 3141, 4000, 4101, 6000, 5000])),
        "jp_post": lambda c: ("" if c.lang == "en" else "〒") + "%03d-%04d" % (c.rng.randint(100, 699), c.rng.randint(1, 9999)),
        "sg_post": lambda c: "%06d" % c.rng.randint(10000, 829999),
        "plus": pluscode,
        "w3w": lambda c: "///" + ".".join(c.rng.sample(_PP_WORDS + ["filled", "count", "soap", "index", "home", "raft", "lamp", "shelf"], 3)),
        "geohash": lambda c: _s(c.rng, "0123456789bcdefghjkmnpqrstuvwxyz", 9),
    }


GENS = {
    "secret": _secret_gens(), "password": _password_gens(), "email": _email_gens(),
    "phone": _phone_gens(), "address": _address_gens(), "government_id": _gov_gens(),
    "financial": _fin_gens(), "person_name": _name_gens(), "username": _user_gens(),
    "home_path": _home_gens(), "schedule": _schedule_gens(), "geo": _geo_gens(),
}

# generators used by templates that do not name one, per language
DEFAULT_GEN = {
    "secret": {"en": ["b64", "hex64", "alnum32", "hex40"], "zh": ["b64", "hex64", "alnum32"], "mixed": ["b64", "hex64", "alnum32", "hex40"]},
    "password": {"en": ["strong", "memorable", "phrase", "leet"], "zh": ["strong", "cnweak", "memorable", "cnweak"], "mixed": ["strong", "memorable", "cnweak", "leet", "phrase"]},
    "email": {"en": ["faker_us", "faker_gb", "edu", "plus", "work", "pinyin"], "zh": ["pinyin", "qq", "pinyin", "edu", "faker_us"], "mixed": ["pinyin", "qq", "edu", "faker_us", "faker_gb", "plus"]},
    "phone": {"en": ["us", "ca", "uk", "de", "au", "asia", "us", "uk"], "zh": ["cn", "cn", "cn", "asia", "us", "uk", "au"], "mixed": ["cn", "cn", "us", "ca", "uk", "au", "asia", "de"]},
    "address": {"en": ["us", "gb", "ca", "au", "eu", "us"], "zh": ["cn"], "mixed": ["cn", "us", "gb", "ca", "au", "jp"]},
    "government_id": {"en": ["ssn", "us_pp", "uk_pp", "ca_pp", "nino", "cn_pp", "itin", "sin"], "zh": ["cn_id", "cn_pp", "cn_id", "hkmo", "hkid"], "mixed": ["cn_id", "cn_pp", "ssn", "us_pp", "nino", "hkid", "itin"]},
    "financial": {"en": ["card", "iban", "us_acct", "card", "iban"], "zh": ["cn_acct", "card", "unionpay", "iban"], "mixed": ["card", "iban", "cn_acct", "us_acct", "unionpay"]},
    "person_name": {"en": ["en", "en", "en_cn", "pinyin"], "zh": ["zh"], "mixed": ["zh", "pinyin", "en_cn", "en"]},
    "username": {"en": ["plain"], "zh": ["plain"], "mixed": ["plain"]},
    "home_path": {"en": ["linux", "mac", "win", "mac", "wsl"], "zh": ["win", "mac", "linux", "win"], "mixed": ["win", "mac", "linux", "wsl"]},
    "schedule": {"en": ["en"], "zh": ["zh"], "mixed": ["mixed"]},
    "geo": {"en": ["coord", "zip", "uk_post", "ca_post", "coord"], "zh": ["coord", "cn_post", "coord"], "mixed": ["coord", "cn_post", "zip", "uk_post", "ca_post"]},
}


# ---------------------------------------------------------------- templates
# One template a line, "\n" inside a line is a line break, "key|" in front names the generator.
# {V} is the planted value; other {names} are public fillers.
_TEMPLATES = r"""
## secret en
wise|# .env for the remittance tracker\nWISE_API_TOKEN={V}\nWISE_PROFILE=personal\nSOURCE_CCY=GBP
aws_akid|[visa-scans]\naws_access_key_id = {V}\nregion = eu-west-2
aws_secret|aws_secret_access_key={V}  # bucket with the passport scans, rotate after the move
ghp|oops, committed {V} into the relocation-checklist repo, revoking it tonight
stripe|Stripe live key for the daigou storefront: {V} (don't paste it in the group)
openai|export OPENAI_API_KEY={V}\npython translate_docs.py --src zh --dst en birth_certificate.jpg
anthropic|the translation helper reads its key from here: {V}
google|Google Cloud Translation key {V} (restricted to the doc-translate project)
deepl|DeepL API auth key = {V}, free tier, 500k chars/month
jwt|curl -H 'Authorization: Bearer {V}' https://api.visa-portal.example/v2/slots?centre=LON
pem|SFTP key for the freight forwarder's customs portal:\n{V}\nkeep it off the shared drive
urlpw|DATABASE_URL=postgres://case_tracker:{V}@db.internal:5432/immigration
slack|Slack bot for the expat-parents workspace, token {V}, posts exchange rates every morning
telegram|TELEGRAM_BOT_TOKEN={V}\nALERT_CENTRE=Schengen-{city}
twilio|Twilio auth token {V} - used to text me when an embassy slot opens
hf|HF token {V} for the OCR model that reads residence permit cards
sendgrid|SENDGRID_API_KEY={V}\nFROM_NAME=Relocation Helper
mailgun|mailgun api key: {V} (sending domain mg.movehelper.example)
shopify|overseas-warehouse sync job\n  shop: au-daigou-store.myshopify.com\n  access_token: {V}
hex64|{\n  "client_id": "remit-app-prod",\n  "client_secret": "{V}",\n  "redirect_uri": "https://localhost:8080/callback"\n}
b64|open banking sandbox -> api_secret: {V}
gitlab|GitLab deploy token for the visa-slot-watcher CI: {V}
npm|//registry.npmjs.org/:_authToken={V}
gh_pat|fine-grained PAT for the family-docs repo (expires {date}): {V}
alnum32|WeChat Pay APIv3 key {V} - merchant account of the purchasing-agent shop
hex40|Revolut Business API refresh_token={V}
uuid|Wise personal token: {V} (read-only, for the balance widget)
b64|SECRET_KEY = '{V}' in settings.py of the translation-quote site
hex64|Flywire webhook secret: {V}
jwt|VFS session cookie after login, paste it into the bot: {V}
aws_akid|Found an AWS key in the shipping quote spreadsheet: {V}. Reported it to the forwarder.
pem|Alipay app private key (RSA2) for the cross-border store:\n{V}
google|maps key used on the moving-company quote form: {V}
urlpw|upload endpoint: https://uploader:{V}@files.translation-agency.example/upload
urlpw|mongodb+srv://shipper:{V}@cluster0.ab12c.mongodb.net/warehouse
openai|{V} <- that's the OpenAI key my son left in the family group chat, change it
stripe|{V} is the restricted key for refunds on the visa-photo kiosk
slack|2025-02-11T08:14:03Z WARN posting with token={V} failed: channel_not_found
b64|ENCRYPTION_KEY={V}\n# used to encrypt uploaded passports at rest
hex64|HMAC secret for the remittance webhook: {V}
alnum32|api_key: {V}  # exchange-rate provider, 1500 req/month
twilio|TWILIO_AUTH_TOKEN={V}
jwt|https://portal.example/callback#id_token={V}&state=ircc
ghp|git clone https://{V}@github.com/family-move/paperwork.git
hex40|courier API secret for {ref}: {V}

## secret zh
wise|# 汇款脚本配置\nWISE_API_TOKEN={V}\n# 只读权限，别发到群里
aws_akid|签证扫描件存在S3上，access key id：{V}，区域ap-east-1
aws_secret|aws_secret_access_key = {V}   # 搬家前记得换掉
ghp|不小心把{V}提交到材料清单仓库里了，今晚得吊销
stripe|代购网店的Stripe密钥：{V}，千万别发到家长群
openai|翻译出生公证用的OPENAI_API_KEY={V}
anthropic|这个密钥是帮我翻译户口本的：{V}
google|谷歌翻译API密钥 {V}（只限doc-translate项目）
deepl|DeepL授权密钥={V}，免费版每月50万字符
jwt|签证预约网站登录后的令牌：{V}，脚本抢位置用
pem|货代报关系统的SFTP私钥如下：\n{V}
urlpw|数据库连接串 mysql://haiwaicang:{V}@db.local:3306/inventory
slack|家长群汇率机器人的slack令牌是{V}
telegram|电报机器人令牌：{V}，有申根空位就提醒
twilio|Twilio的auth token {V}，用来给我发短信提醒
hf|OCR识别居留卡的模型用的HF令牌 {V}
sendgrid|邮件通知用SendGrid，API密钥 {V}
shopify|海外仓同步脚本\n  店铺: au-daigou-store.myshopify.com\n  access_token: {V}
hex64|汇款应用配置：\n{\n  "app_id": "remit-prod",\n  "app_secret": "{V}"\n}
alnum32|微信支付APIv3密钥：{V}（代购商户号）
pem|支付宝应用私钥（RSA2）：\n{V}
gitlab|抢位脚本CI用的GitLab令牌 {V}
b64|SECRET_KEY='{V}' 翻译报价网站的配置
uuid|Wise个人令牌：{V}（只读，看余额用）
hex40|Revolut接口 refresh_token={V}
jwt|把这个cookie复制到机器人里：{V} 过期了再登录一次
aws_akid|货代发来的报价表里居然有AWS密钥{V}，已经告诉他们了
google|搬家公司报价页面用的地图密钥：{V}
urlpw|上传翻译件：https://uploader:{V}@files.fanyi-agency.example/upload
urlpw|海外仓库存库：mongodb+srv://warehouse:{V}@cluster0.x9k2q.mongodb.net/haiwaicang
openai|{V} 这是我儿子在家长群里发的OpenAI密钥，赶紧改掉
stripe|{V}是签证照片自助机退款用的受限密钥
slack|2025-02-11 08:14:03 WARN token={V} 发送失败 channel_not_found
b64|ENCRYPTION_KEY={V}\n# 上传的护照扫描件加密用
hex64|汇款回调的HMAC密钥：{V}
alnum32|汇率接口 api_key: {V} 每月1500次
npm|.npmrc里：//registry.npmjs.org/:_authToken={V}
gh_pat|家庭材料仓库的细粒度令牌（{date_zh}过期）：{V}
mailgun|mailgun密钥 {V}，域名mg.banjia.example
ghp|git clone https://{V}@github.com/family-move/cailiao.git 拉材料清单
jwt|回调地址 https://portal.example/callback#id_token={V}&state=ircc
hex64|appsecret={V} 海外仓ERP接口
b64|客户端密钥 client_secret：{V}
hex40|物流接口密钥（{ref_zh}）：{V}

## secret mixed
wise|汇款 bot 的 .env：\nWISE_API_TOKEN={V}\n别 push 到 GitHub 上
aws_akid|visa scans 放在 S3，access key 是 {V}，region ap-southeast-2
aws_secret|aws_secret_access_key={V} 搬家之前 rotate 一下
ghp|我把 {V} commit 进 relocation repo 了，今晚 revoke
stripe|代购 shop 的 Stripe live key：{V}，don't share
openai|OPENAI_API_KEY={V} 用来 translate 出生公证
anthropic|translation helper 读这个 key：{V}
google|Google Translate API key {V}，只限 doc-translate project
deepl|DeepL auth key = {V}，free plan 每月 500k chars
jwt|VFS 登录以后的 Bearer token：{V}，给抢 slot 的脚本用
pem|forwarder 的 SFTP private key:\n{V}\n报关 portal 要用
urlpw|DATABASE_URL=postgres://haiwaicang:{V}@db.local:5432/stock  # 库存库
slack|家长群 slack bot token {V}，每天早上 post 汇率
telegram|Telegram bot token：{V}，申根 slot 一出来就 ping 我
twilio|Twilio auth token {V} 发 SMS 提醒 embassy 放号
hf|HF token {V}，OCR 读 residence permit 用
sendgrid|SendGrid API key {V}，发 notification email
shopify|海外仓 sync job\n  shop: uk-daigou.myshopify.com\n  access_token: {V}
hex64|{"client_id": "remit-app", "client_secret": "{V}"} 这是 open banking 的 config
alnum32|WeChat Pay APIv3 key：{V}，代购 merchant 用
pem|Alipay app private key (RSA2)：\n{V}
gitlab|GitLab token {V} 给 visa-slot-watcher 的 CI
b64|settings.py 里 SECRET_KEY = '{V}'
uuid|Wise personal token：{V}，read-only
hex40|Revolut API 的 refresh_token={V}
jwt|这个 cookie 复制到 bot 里：{V}，expire 了就重新 login
aws_akid|forwarder 的 quote spreadsheet 里有 AWS key {V}，已经 report 了
google|搬家 quote form 用的 Maps key：{V}
urlpw|upload 翻译件到 https://uploader:{V}@files.translate.example/in
urlpw|海外仓 DB：mongodb+srv://warehouse:{V}@cluster0.p3x8z.mongodb.net/overseas
openai|{V} 这是我儿子在 parents group 里发的 OpenAI key，快 rotate
stripe|{V} 是 visa photo kiosk 退款用的 restricted key
slack|log: 2025-02-11 08:14:03 WARN token={V} 发送 failed
b64|ENCRYPTION_KEY={V}\n# 护照 scan 加密 at rest
hex64|remittance webhook 的 HMAC secret：{V}
alnum32|exchange rate API 的 api_key: {V}，每月 1500 requests
npm|.npmrc：//registry.npmjs.org/:_authToken={V}
gh_pat|family-docs repo 的 fine-grained PAT（{date} 过期）：{V}
mailgun|Mailgun key {V}，domain 是 mg.banjia.example
ghp|git clone https://{V}@github.com/family-move/docs.git 就能拉材料
jwt|回调 callback URL https://portal.example/cb#id_token={V}&state=ircc
hex64|海外仓 ERP 的 appsecret={V}
b64|client_secret：{V}，bank sandbox 用
hex40|courier API secret（{ref}）：{V}

## password en
VFS Global login - password: {V}
IRCC portal pw is {V} (not the same as the GCKey one)
pin4|Monzo card PIN {V}, don't forget it at the airport ATM
pin6|Alipay payment passcode: {V}
Wi-Fi in the temporary Airbnb: network "Harbour-5G", password {V}
UKVI account password reset to {V} on {date}
phrase|passphrase for the encrypted document vault: {V}
mum asked again, the password for the family iCloud is {V}
login: applicant portal / pass: {V}
{V} - that's the new Wise password, changed it after the phishing text
pin4|SIM PIN for the Three UK card: {V}
pin4|voicemail passcode {V} on the Vodafone number
machine files.movers.example login relocation password {V}
site,login_hint,password\nUSCIS online,main account,{V}
{"portal": "immi.homeaffairs", "password": "{V}"}
tls_gov_portal:\n  remember_me: true\n  password: {V}
okay the password for the bank app is {V} with the capitals as written
pin6|6-digit transaction PIN for the Bank of China overseas card: {V}
Evisa account password: {V}  (expires every 90 days)
temp password from the landlord portal: {V}, must change on first login
I set the router admin password to {V} in the new flat
Note to self: HMRC Government Gateway pw {V}
pin4|debit card PIN: {V}
The zip with the translated certificates is protected, password {V}
pdf password for the {bank} statement is {V}
phrase|1Password master passphrase: {V}
Schengen visa appointment account - pwd: {V}
Revolut web login password {V}
what's the password for the shared Costco account? -> {V}
pin4|door code for the storage unit is {V}
pin6|eSIM activation asks for the account PIN {V}
dad's email account password: {V}
new CRA My Account password: {V}
moving company customer portal: user is the booking number, password {V}
sshpass -p '{V}' ssh uploader@sftp.forwarder.example
mysql -u remit -p'{V}' remittance_db
phrase|the Wi-Fi passphrase at the student residence is '{V}'
Bitwarden entry "ATO myGov" -> {V}
Lost the paper, but I think the DHL account password was {V}
pin4|HSBC HK ATM PIN is {V}, the old one was different
dictated: pass word is {V} all one word
passcode for the international student portal: {V}
Password for {ref} attachment: {V}

## password zh
签证中心官网登录密码：{V}
pin6|支付宝支付密码{V}，别告诉别人
pin6|中行卡取款密码是{V}
pin6|网银U盾密码：{V}
出入境网上服务平台密码 {V}
家里WiFi密码{V}，爸妈来了直接连
pin6|交易密码{V}
新办的境外银行卡网银登录密码：{V}
留学生公寓的无线网密码是 {V}
{V} 这是爸爸邮箱的密码，记一下
账号是手机号，密码{V}
pin4|SIM卡PIN码{V}，换手机的时候要输
pin6|微信支付密码{V}
翻译件压缩包解压密码：{V}
银行流水PDF打开密码是{V}
移民局预约系统 密码：{V}（区分大小写）
{"平台": "签证预约", "密码": "{V}"}
网站,账号提示,密码\n出入境预约,主账号,{V}
语音转文字：密码是{V}全部小写
临时密码{V}，首次登录后必须修改
pin4|公寓门禁密码{V}#
海外仓后台 admin 密码：{V}
代购店铺后台密码改成了{V}
pin6|手机银行登录密码不是{V}吗？怎么显示错误
护照扫描件加密了，密码{V}
我把路由器管理密码改成了{V}
学校邮箱密码：{V}（90天要换一次）
德国银行app的登录密码{V}
pin4|储物柜密码{V}
给妈妈设置的iCloud密码：{V}
加拿大CRA账户新密码：{V}
搬家公司客户系统：用户名是订单号，密码{V}
pin6|境外卡的6位交易密码：{V}
phrase|加密文件库的口令：{V}
mysql -u remit -p'{V}' 汇款库
WiFi名称：Harbour-5G 密码：{V}
{V}是英国签证UKVI账户密码，别弄丢
家长群里有人问学校系统的密码，我的是{V}，你们别用
记一下：澳洲myGov密码{V}
口令：{V}
pin6|招行香港一卡通取款密码{V}
登录密码（区分大小写）：{V}
上传命令：sshpass -p '{V}' ssh uploader@sftp.huodai.example
{ref_zh}附件的打开密码：{V}

## password mixed
VFS Global 登录 password：{V}
pin6|Alipay 支付密码 {V}，别发群里
pin4|Monzo card 的 PIN 是 {V}
UKVI account 密码改成 {V} 了
Airbnb WiFi password：{V}，network 叫 Harbour-5G
phrase|document vault 的 passphrase：{V}
IRCC portal pw {V}，和 GCKey 不一样
pin4|Three UK SIM 卡 PIN {V}
login 用 email，password 是 {V}
{V} 是新的 Wise password，被钓鱼以后改的
{"portal": "出入境预约", "password": "{V}"}
site,hint,password\nUSCIS,主账号,{V}
tls_portal:\n  password: {V}  # 申根预约
语音转文字 password 是 {V} 全部小写
pin6|中行 debit card 取款 PIN {V}
temp password {V}，first login 要改
router admin 密码改成了 {V}
HMRC Government Gateway 的 pw：{V}
translated certificates 的 zip 解压 password {V}
bank statement PDF 打开密码 {V}
1Password master password：{V}
Schengen appointment account 密码：{V}
pin6|e-SIM 激活要 account PIN {V}
爸爸的 email password：{V}
CRA My Account 新 password：{V}
moving company portal 用户名是 booking number，密码 {V}
sshpass -p '{V}' ssh uploader@sftp.forwarder.example 上传 scans
mysql -u remit -p'{V}' 查汇款记录
phrase|student residence WiFi passphrase：'{V}'
Bitwarden 里 ATO myGov 那条：{V}
DHL account password 好像是 {V}
pin4|HSBC HK ATM PIN {V}，之前那个不一样
海外仓 admin password：{V}
代购 shop 后台 password 改成 {V}
pin4|storage unit 门禁 code {V}
学校 email password：{V}，每 90 天 reset
German bank app login 密码 {V}
iCloud password for mum：{V}
phrase|口令 passphrase：{V}
passcode for international student portal：{V}
pin6|Bank of China app 6位交易密码 {V}
家长群有人问 school portal password，我的是 {V} 别用
PW: {V}（别外传）
{ref} attachment 的 password：{V}

## email en
Send the translated birth certificate to {V} before {date}.
Contact for the move: {V}
My USCIS online account email is {V}.
{V} is the address the embassy has on file
cc {V} on the wire confirmation please
From: {V}\nSubject: Re: biometrics appointment {date}
To: {V}\nSubject: quote for a 20ft container to {city}
applicant_email,{V},{visa},pending
{"applicant": {"email": "{V}", "nationality": "CN"}}
notify:\n  email: {V}\n  on: slot_open
Forward the W-8BEN to {V}, she handles our taxes
email me at {V} when the shipment clears customs
the landlord's email is {V}
Our agent's personal gmail: {V} (not the office one)
Student email {V} for the I-20 transfer
E-mail / Courriel: {V}
Wise sent the receipt to {V}
Reset link went to {V}, which I no longer check
Please reply to {V} rather than the work address
if you need the tenancy docs ping {V}
Emergency contact email: {V}
Signed up for the eSIM with {V}
parents' group admin: {V} - send the form there
<{V}> wrote: Did the container leave {city}?
mailto:{V}?subject=Visa%20letter
Email on the DS-160: {V}
[{date}] new login to your Revolut account ({V})
- [ ] update email on HMRC to {V}
tax preparer needs everything at {V}
my new address after the move is {V} (the old one bounces)
{V} - use this for anything about the apartment
Hi, this is regarding {ref}. Please reach me at {V}.
Registered the Monzo account with {V}
Dad's email for the visitor visa invitation letter: {V}
IRCC GCKey recovery email {V}
ticket {ref}: customer {V} reports a missing parcel
2025-03-02 10:11:42 INFO sent slot alert to {V}
Bcc: {V}
Translator's contact: {V}, quote per page attached
email: {V}; phone: see the form
Reply-To: {V}
my uni email {V} stops working after graduation
Sender account {V} was charged {amt} for the transfer

## email zh
翻译好的出生公证请发到{V}
签证中心预约确认信发到了{V}
我的邮箱：{V}
{V}是大使馆登记的邮箱
汇款回单抄送给{V}
发件人：{V}\n主题：回复：生物信息采集预约
收件人：{V}\n主题：海运到{city_zh}的报价
申请人邮箱,{V},{visa_zh},审核中
{"申请人": {"邮箱": "{V}", "国籍": "中国"}}
通知:\n  邮箱: {V}\n  条件: 有空位
W-8BEN表填好后发给{V}，她帮我们报税
语音：清关以后发邮件到{V}告诉我
房东的邮箱是{V}
中介的私人邮箱{V}，不是公司那个
I-20转学用学校邮箱{V}
截图识别：电子邮箱 {V}
Wise把收据发到了{V}
重置链接发到{V}了，那个邮箱我很久不用了
有事请回复{V}，别发到工作邮箱
租房材料找{V}要
紧急联系人邮箱：{V}
用{V}注册的eSIM
家长群管理员邮箱：{V}，表格发这里
<{V}> 写道：集装箱从{city_zh}出发了吗？
DS-160上填的邮箱：{V}
【{date_zh}】你的账户在新设备登录（{V}）
- [ ] 把英国税务局的邮箱改成{V}
报税的会计说材料都发到{V}
搬家以后用新邮箱{V}，旧的会退信
{V} 房子的事都用这个联系
您好，关于{ref_zh}，请通过{V}联系我
开户用的邮箱是{V}
爸爸的邮箱{V}，邀请函上要写
找回密码的邮箱：{V}
{ref_zh}：客户{V}反映包裹丢了
2025-03-02 10:11:42 已向{V}发送放号提醒
密送：{V}
翻译老师的邮箱{V}，一页{amt_cny}
邮箱——{V}；电话见表格
回复地址：{V}
学校邮箱{V}毕业后就不能用了
我儿子的邮箱是{V}，有学校通知麻烦转一下
海外仓客服说把面单发到{V}

## email mixed
翻译好的 birth certificate 请 send 到 {V}
VFS appointment confirmation 发到了 {V}
我的 email：{V}
{V} 是 embassy 那边 on file 的邮箱
wire confirmation cc 一下 {V}
From: {V}\nSubject: 回复：biometrics 预约
To: {V}\nSubject: 20ft container 到{city_zh}的 quote
applicant_email,{V},{visa},审核中
{"applicant": {"email": "{V}", "国籍": "CN"}}
notify:\n  email: {V}  # 有 slot 就通知
W-8BEN 填好 forward 给 {V}
语音：customs 放行了 email 我 {V}
房东 landlord 的 email 是 {V}
agent 的私人 gmail：{V}
I-20 transfer 用学校 email {V}
OCR: E-mail 电子邮箱 {V}
Wise receipt 发到 {V}
reset link 发到 {V}，那个我不常看
请 reply 到 {V}，不要发 work email
tenancy docs 找 {V} 要
Emergency contact 邮箱：{V}
用 {V} 注册的 eSIM
家长群 admin email：{V}
<{V}> wrote: container 从{city_zh}出发了吗
DS-160 上填的 email：{V}
[{date}] Revolut 新设备登录 ({V})
- [ ] HMRC 的 email 改成 {V}
tax preparer 说材料都发 {V}
搬家后用新 email {V}，old one 会 bounce
{V} apartment 的事都用这个
Hi，关于 {ref}，请 email {V} 联系我
开 Monzo 用的 email {V}
爸爸的 email {V}，invitation letter 要写
GCKey recovery email：{V}
ticket {ref}：客户 {V} 说包裹 missing
log 2025-03-02 10:11:42 INFO 已发 slot alert 到 {V}
Bcc: {V}（密送）
translator 的 email {V}，一页{amt_cny}
email — {V}；电话见 form
Reply-To: {V}\n请直接回复这个
uni email {V} 毕业后就 deactivate 了
我儿子 email 是 {V}，school 通知麻烦 forward
海外仓 customer service 让把 label 发 {V}

## phone en
Call me on {V} when the movers arrive.
uk|My UK mobile: {V}
cn|Mum's number in China is {V}, she only answers WeChat calls though
Emergency contact: {V} (brother)
{V} - landlord, text only
Phone (incl. country code): {V}
us|US number for the bank verification: {V}
au|new Aussie SIM number {V}, old one cancelled
de|Handy: {V}
asia|WhatsApp me at {V}
ext|office line of the relocation consultant: {V}
contact,phone\nhost family,{V}
{"contact": {"mobile": "{V}", "preferred": "sms"}}
sms_alerts:\n  to: "{V}"
my number is {V} call anytime after six
The courier will ring {V} for customs clearance
Updated the phone on the IRCC profile to {V}
cn|Dad's mobile for the invitation letter: {V}
Text {V} if the shuttle is late
Tel: {V}  Fax: n/a
Ported my number; it's still {V}
Homestay host mobile {V}
Roaming is on for {V} until I get a local SIM
Your verification code was sent to {V}
Missed call from {V} - maybe the storage company?
mobile no. {V}
ca|Canadian cell: {V}
- [ ] give {V} to the school office
Tenant phone {V}, moving in {date}
ext|my desk phone is {V}
old SIM {V} will be disconnected at the end of the month
{V} is my sister's number in {city}
Contact person phone: {V}
The babysitter's number: {V}
uk|Please ring me back on {V} about the tenancy deposit
us|Verified phone on the Chase account: {V}
2025-01-19 07:02:11 sms sent to={V} status=delivered
My eSIM number is {V}, the data-only plan doesn't take calls
Pick-up driver at the airport: {V}
number: {V} (WhatsApp, Signal)
cn_land|Grandma's landline in China: {V}
reach me at {V} or via the group
{ref}: customer callback number {V}

## phone zh
搬家师傅到了打我电话{V}
我妈的手机号{V}，她只接微信电话
紧急联系人：{V}（哥哥）
{V} 房东，只能发短信
联系电话（含国家代码）：{V}
us|美国银行验证用的号码：{V}
uk|英国手机号：{V}
au|新办的澳洲电话卡号码{V}
asia|WhatsApp联系我：{V}
ext|留学中介的座机{V}
联系人,电话\n寄宿家庭,{V}
{"联系人": {"手机": "{V}", "方式": "短信"}}
短信提醒:\n  号码: "{V}"
语音转文字：我电话是{V}六点以后都可以打
快递清关会打{V}
把出入境预约上的手机改成{V}了
爸爸的手机号{V}，邀请函要用
班车晚了给{V}发个短信
电话：{V}  传真：无
携号转网了，还是{V}
寄宿家庭手机{V}
国际漫游开着，{V}，到了换本地卡
验证码已发送至{V}
{V}打来的未接电话，可能是仓库
手机号码：{V}
- [ ] 把{V}给学校办公室
租客电话{V}，{date_zh}入住
cn_land|奶奶家座机：{V}
旧卡{V}月底停机
{V}是我姐在{city_zh}的号码
联系人电话：{V}
阿姨的电话{V}，接送孩子
2025-01-19 07:02:11 短信发送 to={V} 成功
代购群主的手机{V}
接机司机：{V}
电话{V}（微信同号）
cn_fw|收件人电话：{V}
有事打{V}或者群里说
家长群新群主{V}，有问题找她
海外仓收货电话{V}
ext|公司电话{V}，找我就行
cn_fw|联系电话{V}
{ref_zh}回访电话：{V}

## phone mixed
movers 到了 call 我 {V}
我妈的 mobile {V}，她只接 WeChat 语音
Emergency contact：{V}（哥哥）
{V} landlord，只能 text
Phone（含 country code）：{V}
us|US number 用来 bank verification：{V}
uk|UK mobile：{V}
au|新的 Aussie SIM 号码 {V}
asia|WhatsApp 我：{V}
ext|relocation consultant 的 office line {V}
contact,phone\nhost family 寄宿家庭,{V}
{"contact": {"mobile": "{V}", "方式": "sms"}}
sms_alerts:\n  to: "{V}"  # slot 提醒
语音：my number is {V} 六点以后打
courier 清关会打 {V}
IRCC profile 的 phone 改成 {V}
cn|爸爸的 mobile {V}，invitation letter 要用
shuttle 晚了 text {V}
Tel: {V}  Fax: 无
port 了号码，还是 {V}
homestay host 手机 {V}
roaming 开着 {V}，到了换 local SIM
verification code 已发送到 {V}
{V} 的 missed call，可能是 storage 公司
mobile no. {V} 有事打
- [ ] 把 {V} 给 school office
tenant phone {V}，{date} move in
cn_land|奶奶家 landline：{V}
old SIM {V} 月底 disconnect
{V} 是我姐在 {city} 的号码
Contact person 电话：{V}
babysitter 阿姨的电话 {V}
log 2025-01-19 07:02:11 sms to={V} delivered 已送达
daigou 群主手机 {V}
airport pick-up 司机：{V}
电话 {V}（WeChat same number）
cn_fw|收件人 phone：{V}
有事打 {V} 或者 group 里说
de|Handy 号码 {V}，German SIM
ca|Canadian cell：{V}
海外仓 receiving phone {V}
ext|office 电话 {V}，找我就行
{ref} callback number：{V}

## address en
us|New address after the move: {V}, {us_city}
gb|Ship the boxes to {V}, {uk_city}
ca|Mailing address for the PR card: {V}, {ca_city}
au|Delivery: {V}, {au_city} - leave with reception
us|{V} - that's where the W-2 should go
Current residential address: {V}
move_date,from_city,to_street\n{date},{city},{V}
us|{"shipping": {"line1": "{V}", "city": "{us_city}"}}
gb|forwarder:\n  deliver_to: "{V}"\n  city: {uk_city}
the flat is at {V} second buzzer
gb|Our landlord lives at {V}, {uk_city}; deposit disputes go there
Previous address (last 5 years): {V}
us|I-485 Part 1, current physical address: {V}
Address line 1: {V}
Residential Address / Adresse: {V}
the parcel got sent to {V} instead of the warehouse
au|Home address for the TFN application: {V}
ca|Tenant moving in at {V} on {date}
We're temporarily staying at {V} until the lease starts
- [ ] update the bank with the new address: {V}
Redirect my mail from {V} for 3 months
Registered address on the driving licence: {V}
us|Please send the I-20 by FedEx to {V}, {us_city}
Where do I send the keys? {V}
Collection address for the movers: {V}
gb|Council tax bill is for {V}
{V}, that's the host family's place
Bank statement shows {V} as my address
eu|Anmeldung done for {V}
eu|Registered the lease at {V}
Deliver sea freight to {V} (ground floor, no lift)
Returned to sender: {V}
W-8BEN line 3, permanent residence address: {V}
jp|Tokyo place: {V}
My daughter's dorm address: {V}
Proof of address must match {V} exactly
Delivery log: 14:22 attempted at {V}, no one home
gb|Parents will stay at {V} when they visit
address = "{V}"
Sender: {V}
ca|Our new place is {V}, the one with the red door
{ref} re-delivery to {V}

## address zh
新地址：{addr_city}市{V}
快递寄到{addr_city}{V}，收件人写我
居住证登记地址：{V}
{V}，这是我爸妈家
请把护照寄回{addr_city}市{V}
搬家日期,原城市,新地址\n{date_zh},{city_zh},{V}
{"收货地址": "{addr_city}市{V}"}
收货:\n  城市: {addr_city}\n  详细地址: {V}
语音：地址是{V}到了打电话
户籍地址：{V}
OCR识别：住址 {addr_city}市{V}
海外仓退件寄到{V}
签证材料里的现居住地址：{V}
- [ ] 银行预留地址改成{V}
爸妈的地址{addr_city}{V}，邀请函要写
代购包裹收货地址：{V}
我们暂时住在{V}，等新房交房
详细地址：{V}
寄件人地址：{addr_city}市{V}
驾照上的地址还是{V}
家长群里统一寄到{V}，我代收
钥匙放在{V}物业那
上门取件地址：{V}
{V}，就是小区门口有银行那个
退回原址：{V}
W-8BEN第3行永久居住地址：{addr_city}市{V}
无犯罪证明要寄到{V}
派送记录：14:22 于{V}投递失败
住址：{V}
租房合同地址是{addr_city}{V}
地址 = "{V}"
资产证明上的房产地址：{V}
搬家公司明早到{V}装车
我家在{addr_city}市{V}，欢迎来玩
学校寄来的材料写的是{V}
请确认地址：{V}，无误请回复1
快递柜满了，放到{V}门卫了
{addr_city}市{V}（收件人电话见订单）
外婆住在{V}，我们经常去看她
办理护照时填写的地址：{V}
公证处要的居住地址：{addr_city}市{V}
所在地区：{addr_city} 详细地址：{V}
{ref_zh}改派到{V}

## address mixed
cn|新地址：{addr_city}市{V}，下周 move in
us|New address 是 {V}，{us_city}
gb|boxes 寄到 {V}，{uk_city}
ca|PR card mailing address：{V}，{ca_city}
au|Delivery 地址：{V}，{au_city}，放 reception
cn|快递 ship 到 {addr_city}{V}
Current residential address：{V}
{"shipping": {"line1": "{V}", "备注": "放门口"}}
cn|forwarder:\n  deliver_to: "{V}"\n  city: {addr_city}  # 货代派送
语音：the flat is at {V} 按第二个门铃
gb|landlord 住在 {V}，deposit 的事找他
Previous address 过去五年：{V}
us|I-485 上的 physical address：{V}
Address line 1：{V}
OCR: Residential Address 住址 {V}
包裹被送到 {V} 了，不是 warehouse
au|TFN 申请的 home address：{V}
暂时住在 {V} until lease starts
- [ ] bank 地址 update 成 {V}
mail redirect from {V} 三个月
驾照上的 registered address：{V}
us|I-20 FedEx 寄到 {V}，{us_city}
keys 寄到哪？{V}
movers 上门取件地址：{V}
gb|Council tax bill 是 {V} 的
{V}，host family 家
bank statement 上的地址是 {V}
eu|Anmeldung 登记在 {V}
jp|东京的住处：{V}
女儿 dorm 地址：{V}
Proof of address 必须和 {V} 一致
Delivery log 14:22 {V} 无人签收
cn|爸妈在{addr_city}的 address：{V}
address = "{V}"  # 新家
customs form Sender：{V}
cn|海外仓 return 寄到 {V}
cn|代购包裹 shipping address：{addr_city}市{V}
W-8BEN line 3 永久地址：{V}
cn|居住证 address：{V}
ca|新家 {V}，红色门那个
cn|无犯罪证明 mail 到 {V}
cn|请 confirm 地址：{V}，没问题回 1
{ref} re-delivery 到 {V}

## government_id en
ssn|SSN: {V}
ssn|Social Security number {V}, needed for the W-4
us_pp|US passport no. {V}, expires {date}
cn_pp|Chinese passport number {V} (the old one was cancelled)
uk_pp|UK passport number: {V}
ca_pp|Canadian passport {V}
nino|National Insurance number {V}
nino|NI no: {V} - give it to the new employer
itin|ITIN {V} for the 1040-NR
sin|SIN {V}, don't share unless it's the employer or the bank
cn_id|Mum's Chinese ID card number: {V}
uk_dl|UK driving licence number {V}
hkid|HKID {V}
aadhaar|Aadhaar {V} for the OCI form
steuer|Steuer-ID (tax ID): {V}
anum|USCIS A-Number: {V}
jp_rc|residence card (zairyu) no. {V}
us_dl|California DL {V}
de_pp|German passport no. {V}
au_pp|Australian passport {V}
us_pp|doc_type,number,expiry\npassport,{V},{date}
cn_pp|{"applicant": {"passport_no": "{V}", "nationality": "CHN"}}
ssn|tax:\n  ssn: "{V}"\n  filing_status: single
ssn|my social is {V}
us_pp|Passport No. / No. du passeport {V}
nino|{V} is my NI number, the payroll form keeps rejecting it
ssn|Dependent's SSN {V}
cn_id|Resident identity card no. {V} (for the notarised translation)
itin|W-7 approved, ITIN is {V}
sin|Social Insurance Number: {V}
uk_pp|Passport {V} used for the eVisa share code
cn_pp|new passport {V} - update the I-94 record
ssn|last year's tax return shows SSN {V}
hkid|HK identity card {V}, needed for the HSBC account
nino|- [ ] send NI number ({V}) to HMRC
us_pp|passport: {V}; issue date {date}
cn_id|Chinese ID {V} on the CRS self-certification
anum|Alien number {V} on the green card
ssn|{V} <- SSN, keep offline
uk_dl|DVLA licence no {V}, exchanging it for a Spanish licence
ca_pp|Canadian passport number {V} for the NEXUS application
steuer|Please enter your tax identification number: {V}
aadhaar|Aadhaar number for the NRE account KYC: {V}
cn_pp|{ref}: passport {V} attached

## government_id zh
cn_id|身份证号：{V}
cn_id|我妈的身份证号码{V}，办公证要用
cn_pp|护照号{V}，{date_zh}到期
cn_pp|新护照号码：{V}（旧的已作废）
hkmo|港澳通行证号码{V}
hkid|香港身份证{V}
cn_id|公民身份号码 {V}
ssn|美国社安号SSN：{V}
nino|英国国民保险号{V}
cn_id|证件类型,号码\n居民身份证,{V}
cn_pp|{"申请人": {"护照号": "{V}", "国籍": "中国"}}
cn_id|税务:\n  身份证: "{V}"\n  税务居民: 中国
cn_id|语音：身份证号是{V}
cn_pp|OCR识别：护照号码/Passport No. {V}
cn_id|{V}是我爸的身份证号，别搞错
cn_id|CRS自证声明里填的身份证号：{V}
cn_pp|护照号码为{V}的申请人请到3号窗口
jp_rc|日本在留卡号码{V}
itin|美国报税用的ITIN号：{V}
sin|加拿大SIN号{V}
cn_id|购汇需要身份证{V}
cn_id|- [ ] 把身份证号{V}发给公证处
cn_pp|旧护照号{V}已经剪角
cn_id|开户信息 身份证：{V}
hkmo|往来港澳通行证：{V}，签注还剩两次
cn_id|留学生家长群统一收集身份证号，我填的是{V}
cn_pp|护照：{V}；签发地：{cn_city}
cn_id|汇款人身份证号码{V}
cn_id|身份证 {V} 有效期至2035
cn_pp|机票上要填护照号{V}
hkid|香港身份证号码：{V}，办银行卡要用
cn_id|外婆的身份证{V}，帮她办签证
cn_id|证件号：{V}
us_pp|美国护照号{V}
anum|绿卡上的A号码：{V}
cn_id|{V}（身份证）
cn_pp|因私护照号码 {V}
aadhaar|Aadhaar号{V}，OCI表格要用
steuer|德国税号Steuer-ID：{V}
cn_id|结汇申请 申请人证件号码：{V}
uk_dl|英国驾照号码{V}，换国内驾照
cn_id|新生儿身份证号{V}，出生后办的
cn_id|请核对身份证号：{V}
cn_pp|{ref_zh}附护照{V}

## government_id mixed
cn_id|身份证 ID number：{V}
ssn|SSN 是 {V}，W-4 要填
cn_pp|passport no. {V}，{date} 到期
us_pp|US passport {V} 用来办 Global Entry
nino|NI number {V} 给新 employer
itin|1040-NR 用 ITIN {V}
sin|SIN {V} 别随便给
cn_id|我妈的 Chinese ID {V}，公证翻译要用
hkid|HKID {V} 开 HSBC 户口
hkmo|港澳通行证 permit no. {V}
cn_pp|doc_type,号码\npassport,{V}
cn_pp|{"applicant": {"passport_no": "{V}", "国籍": "CHN"}}
ssn|tax:\n  ssn: "{V}"  # 报税
ssn|语音：my social 是 {V}
cn_pp|OCR: Passport No. 护照号码 {V}
nino|{V} 是我的 NI number，payroll 一直 reject
cn_id|CRS self-cert 上的身份证号：{V}
anum|A-Number {V}，绿卡背面
jp_rc|在留卡 residence card no. {V}
uk_dl|UK driving licence {V}，换国内驾照
cn_id|购汇 5万美元 quota 要身份证 {V}
cn_id|- [ ] 把 ID {V} 发给 notary
uk_pp|UK passport {V} 用来生成 eVisa share code
cn_pp|新 passport {V}，记得 update I-94
cn_id|家长群收集 ID，我填的 {V}
ssn|{V} <- SSN，别存 cloud
steuer|Steuer-ID 税号：{V}
aadhaar|Aadhaar {V}，NRE account KYC 用
cn_id|汇款人 ID：{V}
itin|W-7 批了，ITIN 是 {V}
ca_pp|Canadian passport {V} 申请 NEXUS
cn_id|{V}（身份证）copy 一份给 agent
us_dl|California driver license {V}，换驾照用
hkid|香港身份证 HKID：{V}
cn_pp|机票 booking 要 passport number {V}
de_pp|German passport 号 {V}
cn_id|外婆的 ID number {V}，帮她 apply visa
nino|National Insurance 号码 {V}
cn_id|Resident ID：{V}
sin|Social Insurance Number（SIN）：{V}
cn_pp|因私 passport {V}，签发地 {cn_city}
ssn|dependent 的 SSN {V}
cn_pp|{ref} 附 passport {V}

## financial en
iban|IBAN: {V}
iban_de|Please wire the deposit to IBAN {V} (Sparkasse)
iban_gb|GB IBAN for the rent: {V}
card|Card number {V} exp 08/28
amex|Amex {V} for the flights
unionpay|UnionPay card {V} used at the airport exchange
aba|Routing number (ABA): {V}
us_acct|Checking account no. {V} at Chase
sort|Sort code {V}
uk_acct|Account number {V} (Monzo)
bsb|BSB {V}
au_acct|CommBank account number {V}
clabe|CLABE {V} for the landlord in Mexico City
cn_acct|Beneficiary account (Bank of China): {V}
iban|payee_hint,iban,amount\nlandlord,{V},{amt}
iban|{"beneficiary": {"iban": "{V}", "bic": "DEUTDEFF"}}
aba|wire:\n  routing: "{V}"\n  bank: {bank}
card|the card is {V} expiry eleven twenty seven
iban_eu|IBAN {V} BIC see invoice
us_acct|Account #: {V}
iban|{V} - that's the IBAN the agency sent, double-check before sending {amt}
card|Paid the visa fee with {V}
visa|Wise card: {V}
mc|Revolut Mastercard {V}, frozen after the trip
hk_acct|HSBC HK account {V}
iban|- [ ] add {V} as a payee
cn_acct|Mum's bank card for the tuition transfer: {V}
iban|:59:/{V}
us_acct|Beneficiary account number: {V}, routing see above
sort|Monzo sort code is {V}, account number below
iban_de|Kontoinhaber as on the lease, IBAN {V}
card|2025-02-03 pay failed card={V} reason=3DS_timeout
uk_acct|UK acc no {V}
iban|The remittance form rejected {V} as invalid - it isn't
aba|ACH routing {V}
unionpay|Lost my UnionPay debit {V} in the taxi
iban_gb|Refund the deposit to {V}
card|Card: {V}
amex|charged {amt} to {V}
au_acct|Acc: {V}, BSB on the invoice
iban_eu|Tuition payment: IBAN {V}, reference = student number
clabe|Transfer to CLABE {V} via Wise
card|{ref}: refund to card {V}

## financial zh
cn_acct|收款账号：{V}
cn_acct|我妈的中行卡号{V}，学费从这张卡出
iban|境外收款IBAN：{V}
iban_de|房租押金汇到IBAN {V}
card|信用卡号{V}，有效期08/28
unionpay|银联卡{V}在机场换汇用过
aba|美国银行的路由号码：{V}
us_acct|美国支票账户号{V}
sort|英国银行sort code：{V}
uk_acct|英国账户号码{V}
bsb|澳洲BSB号{V}
au_acct|联邦银行账号{V}
cn_acct|收款人账号（工商银行）：{V}
iban|收款人,IBAN,金额\n房东,{V},{amt}
iban|{"收款人": {"IBAN": "{V}", "SWIFT": "BKCHCNBJ"}}
aba|电汇:\n  路由号: "{V}"\n  银行: {bank}
cn_acct|语音：卡号是{V}
cn_acct|OCR识别：账号 {V}
card|付签证费用的卡：{V}
visa|Wise卡：{V}
mc|Revolut万事达卡{V}，回国后冻结了
hk_acct|汇丰香港账户{V}
cn_acct|- [ ] 把{V}添加为常用收款人
cn_acct|留学生家长群里代付学费的账号{V}，谨慎
iban|电汇单第59栏 收款人账号：/{V}
us_acct|收款人账号：{V}，路由号见上
card|2025-02-03 支付失败 card={V} 原因=3DS超时
cn_acct|购汇后汇往境外，汇款人账号{V}
iban|汇款表说{V}格式不对，其实是对的
unionpay|在出租车上丢了银联借记卡{V}
iban_gb|押金退到{V}
cn_acct|卡号：{V}
amex|运通卡{V}刷了{amt_cny}
iban_eu|学费汇款 IBAN {V}，附言写学号
cn_acct|{V} 这个是我的招行卡
cn_acct|代购货款打到{V}（建行）
card|境外消费的信用卡号{V}
cn_acct|海外仓运费扣款卡号：{V}
cn_acct|银行账号 {V} 户名见附件
iban|对方给的IBAN是{V}，汇{amt}前再核对一下
cn_acct|结汇入账账户：{V}
clabe|墨西哥CLABE账号{V}
card|{ref_zh}退款到卡{V}

## financial mixed
iban|IBAN：{V}
iban_de|deposit 汇到 IBAN {V}
iban_gb|房租 rent 的 GB IBAN：{V}
card|Card number {V}，exp 08/28
amex|Amex {V} 订机票
unionpay|银联 UnionPay {V} airport 换汇用的
aba|routing number（ABA）：{V}
us_acct|Chase checking account 账号 {V}
sort|英国 sort code {V}
uk_acct|Monzo 账户 account number {V}
bsb|BSB 号 {V}
au_acct|CommBank account {V}，房租打这里
cn_acct|Beneficiary 账号（中国银行）：{V}
iban|收款人,iban,amount\nlandlord,{V},{amt}
iban|{"beneficiary": {"iban": "{V}", "swift": "BKCHCNBJ", "用途": "学费"}}
aba|wire:\n  routing: "{V}"  # 路由号\n  bank: {bank}
card|语音：card number 是 {V}
iban_eu|OCR: IBAN {V} 收款行见下
iban|{V} 是 agency 给的 IBAN，汇 {amt} 前 double check
card|visa fee 签证费用 {V} 付的
visa|Wise card：{V}
mc|Revolut Mastercard {V}，trip 后 freeze 了
hk_acct|HSBC HK 户口 {V}
iban|- [ ] 把 {V} add as payee
cn_acct|我妈的 bank card {V}，交 tuition
iban|MT103 field 59：/{V}
us_acct|beneficiary account number：{V}
card|log 2025-02-03 pay failed card={V} 原因 3DS_timeout
cn_acct|海外汇款 remitter 汇款人账号 {V}
iban|remittance form 说 {V} invalid，其实没问题
unionpay|taxi 上丢了 UnionPay debit {V}
iban_gb|deposit refund 到 {V}
cn_acct|卡号 card no.：{V}
amex|{V} 被 charge 了 {amt}
iban_eu|tuition payment IBAN {V}，reference 写学号
cn_acct|{V} 是我的招行 card
cn_acct|代购 payment 打到 {V}
cn_acct|海外仓 shipping fee 扣款卡 {V}
clabe|CLABE {V} 通过 Wise 转账
au_acct|Acc：{V}，BSB 在 invoice 上
us_acct|Account #：{V}（Bank of America）
cn_acct|结汇入账 account：{V}
card|{ref} refund 到 card {V}
"""
_TEMPLATES += r"""
## person_name en
Movers confirmed with {V} for Saturday.
Our immigration lawyer, {V}, says the RFE response is due {date}.
Sponsor: {V}
{V} is picking up the keys from the landlord
Dear {V},\nYour biometrics appointment has been rescheduled.
Applicant name: {V}
beneficiary_name,country,amount\n{V},{country},{amt}
{"beneficiary": {"name": "{V}", "relationship": "mother"}}
host_family:\n  contact: {V}\n  city: {city}
tell {V} the container arrives on the fourteenth
pinyin|Surname, Given names: {V}
Invitation letter from {V} to her parents
Thanks {V} for translating the hukou booklet!
Tenant: {V}, lease from {date}
- [ ] ask {V} about the tax residency certificate
Beneficiary: {V}
Payee name must match the account holder ({V}) exactly
Wire from {V} received, {amt}
My flatmate {V} also needs a council tax exemption letter
Reference: {V} (emergency contact)
Spoke with {V} at the forwarder; they'll hold the pallet for us
From: {V}\nSent: {date}\nSubject: shipping quote
Best regards,\n{V}
Signed: {V}
Child's name on the passport: {V}
{V} asked in the parents group whether the homestay includes meals
Account holder: {V}
Notarised translation done by {V}, certified translator
The daigou seller is {V}, she ships from {city}
Please make the cheque payable to {V}
Guarantor: {V}
Airport pickup will be {V}, holding a sign
Spouse: {V}, dependant on the {visa} visa
Met {V} at the expat meetup, she knows a good tax advisor
Recipient: {V}\nDelivery note: leave with concierge
Hi {V}, your parcel is at the customs office
Landlord {V} won't return the deposit
Mr. {V} called about the removal quote
Re: {V}'s residence permit renewal
cc: {V}
payee={V} status=verified
Interpreter booked: {V}, Mandarin-English
{ref} opened by {V}

## person_name zh
搬家公司说{V}周六来
移民律师{V}说RFE要在{date_zh}前回复
担保人：{V}
{V}去房东那拿钥匙
尊敬的{V}：您的生物信息采集预约已改期。
申请人姓名：{V}
收款人姓名,国家,金额\n{V},{country_zh},{amt}
{"收款人": {"姓名": "{V}", "关系": "母亲"}}
寄宿家庭:\n  联系人: {V}\n  城市: {city_zh}
语音：告诉{V}集装箱十四号到
OCR识别：姓名 {V}
{V}给她爸妈写了邀请函
谢谢{V}帮忙翻译户口本！
租客：{V}，{date_zh}起租
- [ ] 问{V}税收居民证明怎么开
收款人：{V}
户名必须和{V}完全一致
收到{V}的汇款{amt}
室友{V}也要开在读证明
紧急联系人：{V}
跟货代的{V}说好了，托盘先留着
发件人：{V}\n主题：运费报价
此致\n{V}
签名：{V}
孩子护照上的名字：{V}
{V}在家长群里问寄宿家庭包不包饭
户名：{V}
翻译公证是{V}老师做的
代购卖家是{V}，从{city_zh}发货
支票抬头写{V}
担保人是我舅舅{V}
接机的是{V}，举牌子
配偶：{V}，随行{visa_zh}
在华人聚会上认识了{V}，她认识一个靠谱的税务师
收件人：{V}\n备注：放前台
{V}您好，您的包裹在海关
房东{V}不退押金
{V}先生打电话问搬家报价
关于{V}的居留许可续签
抄送：{V}
收款人={V} 状态=已验证
口译约了{V}，中英互译
家长群群主{V}说明天交材料
{ref_zh}由{V}提交

## person_name mixed
movers 说 {V} 周六来
immigration lawyer {V} 说 RFE {date} 前要回
Sponsor 担保人：{V}
{V} 去 landlord 那拿 keys
Dear {V}，您的 biometrics 预约已改期
Applicant name 申请人：{V}
beneficiary_name,国家,amount\n{V},{country_zh},{amt}
{"beneficiary": {"name": "{V}", "关系": "mother"}}
host_family:\n  contact: {V}  # 寄宿家庭
语音：tell {V} 集装箱 fourteenth 到
OCR: Name 姓名 {V}
invitation letter 是 {V} 写给她爸妈的
Thanks {V} 帮忙翻译户口本！
Tenant 租客：{V}
- [ ] 问 {V} tax residency certificate 怎么开
Beneficiary 收款人：{V}
户名 account holder 必须是 {V}
收到 {V} 的 wire {amt}
flatmate {V} 也要 council tax exemption letter
Emergency contact：{V}
跟 forwarder 的 {V} 说好了，pallet 先 hold 住
From: {V}\nSubject: 运费 quote
谢谢！Best,\n{V}
Signed 签名：{V}
孩子 passport 上的 name：{V}
{V} 在 parents group 问 homestay 包不包饭
Account holder：{V}
notarised translation 是 {V} 做的
daigou 卖家 {V}，从 {city} ship
支票 cheque payable to {V}
Guarantor 担保人 {V}
airport pickup 是 {V}，举牌子
Spouse 配偶：{V}，dependant visa
expat meetup 认识了 {V}，她认识 tax advisor
Recipient：{V}\n备注：leave with concierge
Hi {V}，你的 parcel 在海关
landlord {V} 不退 deposit
Re: {V} 的 residence permit renewal
cc: {V}（抄送）
payee={V} status=已验证
interpreter 约了 {V}，Mandarin-English
家长群 admin {V} 说明天交 form
{ref} 是 {V} 开的

## username en
at|Follow {V} on Instagram for the moving diaries
reddit|My Reddit is {V}, I posted the whole timeline in r/IWantOut
login: {V}
VFS username: {V}
at|DM {V} on Telegram for the slot bot
GitHub user {V} maintains the visa-slot-watcher script
https://portal.example/login?username={V}&remember=1
platform,handle\ninstagram,{V}
{"login": "{V}", "portal": "immi"}
account:\n  user: {V}
at|my handle is {V}
Signed in as {V}
{V} posted a great checklist on the expat forum
wx|WeChat ID: {V}
wxid|WeChat wxid {V} (can't be searched, add via QR)
qq|QQ number {V} for the parents group
The landlord's Airbnb username is {V}
Skype: {V}
ssh {V}@sftp.forwarder.example
at|Tagged {V} in the group photo
Account name: {V}
User ID {V} has been locked after 5 failed attempts
2025-04-01 12:03:55 auth ok user={V} method=password
Forum: posted by {V} on {date}
- [ ] send the invoice to {V} on Discord
at|Telegram: {V}
at|Venmo: {V}
paypal.me/{V}
at|Revolut tag {V}
Cash App: ${V}
Moving company portal username: {V}
at|{V} on X has the best Express Entry draw updates
linkedin.com/in/{V}
Instagram handle of the daigou seller: {V}
Login name for the tax software: {V}
I'm {V} on the Toytown Germany forum
whoami\n{V}
xhs|Xiaohongshu ID {V}
reddit|{V} replied: "biometrics took 10 minutes"
the email prefix isn't the username; the username is {V}
Discord: {V}
{ref} assigned to {V}

## username zh
wx|微信号：{V}
wxid|微信号{V}（搜不到，扫码加）
qq|QQ号{V}，家长群用
at|小红书上关注{V}，她分享签证经验
xhs|小红书号：{V}
登录名：{V}
签证中心用户名：{V}
at|电报上私信{V}要抢号脚本
GitHub用户{V}维护那个抢位脚本
登录链接 https://portal.example/login?username={V}&remember=1
平台,账号\n微信,{V}
{"登录名": "{V}", "平台": "出入境"}
账号:\n  用户: {V}
语音：我的账号是{V}
当前登录：{V}
{V}在论坛发了超详细的清单
房东的爱彼迎用户名是{V}
上传报关单：ssh {V}@sftp.huodai.example
at|群里{V} 你看一下
账户名：{V}
用户{V}连续5次输错已被锁定
2025-04-01 12:03:55 登录成功 user={V}
论坛：{V} 发表于 {date_zh}
- [ ] 在Discord上把发票发给{V}
at|Telegram：{V}
抖音号：{V}
at|微博{V}每天更新快速通道抽签
代购的Instagram账号：{V}
报税软件登录名：{V}
wx|加我微信{V}，备注留学
wx|代购微信：{V}
qq|QQ：{V}
whoami 输出 {V}
reddit|Reddit上{V}说生物采集十分钟就完了
搬家公司系统账号：{V}
at|推特{V}
领英 linkedin.com/in/{V}
wx|群主微信号{V}，拉你进群
xhs|她的小红书号是{V}
海外仓后台账号{V}
wxid|转账给{V}
用户名不是邮箱，是{V}
{ref_zh}已分配给{V}

## username mixed
at|Instagram 关注 {V}，moving diary 很有用
reddit|我的 Reddit 是 {V}，timeline 发在 r/IWantOut
login：{V}
VFS 用户名 username：{V}
at|Telegram 私信 {V} 要 slot bot
GitHub user {V} 维护 visa-slot-watcher
登录 link：https://portal.example/login?username={V}&lang=zh
platform,账号\ninstagram,{V}
{"login": "{V}", "portal": "出入境"}
account:\n  user: {V}  # 海外仓后台
at|语音：my handle 是 {V}
Signed in as {V}（已登录）
{V} 在 expat forum 发了 checklist
wx|WeChat ID：{V}
wxid|wxid {V}，搜不到 scan QR 加
qq|QQ number {V}，家长群
landlord 的 Airbnb username 是 {V}
ssh {V}@sftp.forwarder.example 传 scans
at|group photo 里 tag 了 {V}
Account name 账户名：{V}
User ID {V} 输错 5 次 locked 了
log: auth ok user={V} method=password 登录成功
Forum: {V} 发表于 {date}
- [ ] Discord 上把 invoice 发给 {V}
at|Venmo：{V}
paypal.me/{V} 付定金
at|Revolut tag {V}，转账用
moving company portal username：{V}
at|X 上的 {V} 更新 Express Entry draw
领英 linkedin.com/in/{V}
代购 seller 的 Instagram：{V}
tax software 登录名：{V}
xhs|小红书 ID {V}
whoami → {V}（我的电脑）
wx|加我 WeChat {V}，备注 visa
reddit|{V} 回复：biometrics 十分钟搞定
wx|群主 WeChat {V} 拉你进群
username 不是 email，是 {V}
海外仓 account：{V}
抖音 ID：{V}
at|Threads {V} 分享了 Anmeldung 经验
Skype：{V}
{ref} assign 给 {V}

## home_path en
Saved the scan to {V}
open {V}
Error: file not found: {V}
cp {V} ./upload/
script|Traceback (most recent call last):\n  File "{V}", line 42, in <module>
cred|The bot reads credentials from {V}
dir|export DOCS_DIR={V}
file,status\n{V},uploaded
mac|{"attachment": "{V}"}
dir|upload_dir: {V}
dir|ls -la {V}
dir|tar czf backup.tgz {V}
Attachment path: {V}
bare|cd {V} && ls
DS-160 photo is at {V}
win|Windows: {V}
mac|Finder: {V}
Backup log: copied {V} (2.3 MB)
{V} - the translated certificate lives here
dir|rsync -av {V} nas:/backup/visa/
PermissionError: [Errno 13] Permission denied: '{V}'
python3 fill_form.py --input {V}
script|python3 {V} --check-slots
- [ ] delete {V} after the visa is approved
Screenshot saved to {V}
wsl|In WSL the scans are under {V}
Outlook saved the attachment to {V}
mv {V} ~/Archive/
zip -e docs.zip {V}
dir|Hazel rule moves bank statements into {V}
dir|git repo at {V} has the checklist
VS Code: {V} [modified]
Chrome downloaded the I-94 to {V}
bare|HOME={V}
script|*/10 * * * * /usr/bin/python3 {V}
Can't attach {V} - file too large
scp {V} files.example:/inbox/
dir|scanner output dir set to {V}
dir|du -sh {V}
The OCR tool wrote {V}
win|PS> Get-ChildItem {V}
mac|iCloud path: {V}
{ref}: attached {V}

## home_path zh
扫描件存到{V}了
打开{V}
错误：找不到文件 {V}
cp {V} ./上传/
script|报错：File "{V}", line 42
cred|机器人从{V}读取凭证
dir|export DOCS_DIR={V}  # 签证材料
文件,状态\n{V},已上传
mac|{"附件": "{V}"}
dir|上传目录: {V}
dir|ls -la {V}  # 看看材料齐不齐
附件路径：{V}
bare|先 cd {V} 再运行
DS-160照片在{V}
win|Windows下路径：{V}
mac|访达里：{V}
备份日志：已复制 {V}（2.3 MB）
{V} 翻译件放在这里
权限不足：'{V}'
python3 fill_form.py --input {V}  # 自动填表
script|python3 {V} 抢签证位置
- [ ] 签证下来后删除{V}
截图保存到了{V}
wsl|WSL里扫描件在{V}
微信文件默认存在{V}
mv {V} 归档/
压缩加密：zip -e 材料.zip {V}
dir|git仓库在{V}
浏览器把I-94下载到了{V}
bare|环境变量 HOME={V}
文件太大传不上：{V}
dir|扫描仪输出目录设成了{V}
OCR工具输出到{V}
win|PowerShell> dir {V}\n找不到项
mac|iCloud路径：{V}
dir|家长群说把表格放到{V}再上传
代购订单表在{V}
海外仓库存表路径：{V}
dir|rsync -av {V} 备份盘/
路径：{V}
我电脑上的路径是{V}，你那边可能不一样
找不到{V}，是不是被删了
{ref_zh}附件：{V}

## home_path mixed
scan 存到 {V} 了
open {V} 看一下
Error：找不到 file {V}
cp {V} ./upload/ 然后上传
script|Traceback：File "{V}", line 42
cred|bot 从 {V} 读 credentials
dir|export DOCS_DIR={V}  # 签证材料
file,状态\n{V},uploaded
mac|{"attachment": "{V}", "备注": "护照"}
dir|upload_dir: {V}  # 翻译件
dir|ls -la {V}  # check 材料
Attachment 路径：{V}
bare|先 cd {V}
DS-160 photo 在 {V}
win|Windows path：{V}
mac|Finder 里：{V}
Backup log：copied {V}（2.3 MB）
{V} 翻译好的 certificate 在这
Permission denied：'{V}'
python3 fill_form.py --input {V}  # 自动填 form
script|python3 {V} 抢 slot
- [ ] visa 批了以后 delete {V}
Screenshot 保存到 {V}
wsl|WSL 里 scans 在 {V}
WeChat 文件存在 {V}
mv {V} archive/ 归档
zip -e docs.zip {V}  # 加密压缩
dir|git repo 在 {V}
Chrome 把 I-94 下载到 {V}
bare|环境变量 HOME={V}
file 太大 attach 不了：{V}
dir|scanner output 设成 {V}
OCR tool 输出 {V}
win|PS> dir {V}\n找不到 path
mac|iCloud path：{V}
dir|家长群说 form 放 {V} 再 upload
代购 order sheet 在 {V}
海外仓 inventory 路径：{V}
rsync -av {V} nas:/backup/ 备份
我电脑上 path 是 {V}
找不到 {V}，是不是被 delete 了
VS Code：{V} [已修改]
{ref} attachment：{V}

## schedule en
I call my parents {V}, it's morning for them.
Mum and Dad video-call {V}, don't book anything then
{V} I take the shuttle to the language school
My German class is {V}
My shift at the warehouse starts {V}
Gym {V}, then the commute
Routine: {V} - check the visa slot bot
The kids have Chinese school {V}
I send money home {V}
- standing call with the relocation agent {V}
activity,when\nparents call,{V}
{"reminder": "remit to mum", "when": "{V}"}
routine:\n  dog_walk: "{V}"
remind me I walk the dog {V}
I'm always at the ESL class {V}, so don't schedule the viewing then
Our nanny picks up our son {V}
{V} is when I'm at Mandarin tutoring, phone off
Dad plays mahjong at the community centre {V}
We do the grocery run to the Asian supermarket {V}
I leave the flat {V} for the ferry
Standing WeChat call with grandma {V}
My commute: train {V}
The cleaner comes {V}, so the door code stays the same
Piano lessons for my daughter {V}
The baby naps {V}, so quiet calls only
I'm usually offline {V} for church
I jog along the canal {V}
Uni timetable: my tutorial is {V}
{V} I check the exchange rate, then transfer
Our standing date night is {V}
Weekly 1:1 with my manager {V}, right after the parents call
Please don't deliver {V}, I'm at work
Remind me: {V} take the meds
I pick up the kids from school {V}
{V} - Skype with my sister in {city}
Dad's routine: tai chi in the park {V}
Swimming lessons {V} at the community pool
My carpool leaves {V}
Parents group rotation: I do the school run {V}
Out of office {V} for night class
I meditate {V}
I water the neighbour's plants {V} while they're away
my alarm for the visa-slot check goes off {V}

## schedule zh
我{V}给爸妈打视频电话，那边是早上
爸妈{V}跟我视频，别约别的
{V}坐班车去语言学校
我的德语课在{V}
我在仓库的班{V}开始
{V}去健身房
日常：{V}看一下抢位脚本
孩子们{V}上中文学校
我{V}给家里汇钱
- 和移民顾问固定通话：{V}
事项,时间\n给爸妈打电话,{V}
{"提醒": "给妈妈汇款", "时间": "{V}"}
日常:\n  遛狗: "{V}"
语音：提醒我{V}遛狗
我{V}都在上英语课，别约看房
阿姨{V}接孩子
{V}上中文辅导课，手机静音
我爸{V}去社区中心打麻将
我们{V}去亚洲超市采购
我{V}出门赶轮渡
跟外婆固定{V}视频
通勤：{V}的火车
保洁阿姨{V}来
女儿的钢琴课{V}
宝宝{V}睡觉，只能发文字
我{V}去教会，一般不在线
我{V}沿着河边跑步
课表：我的辅导课{V}
{V}看汇率然后转账
我们{V}固定约会
{V}别送货，我在上班
提醒我：{V}吃药
我{V}去学校接孩子
{V}跟在{city_zh}的姐姐视频
我爸的习惯：{V}在公园打太极
游泳课{V}在社区泳池
拼车{V}出发
家长群轮值：我负责{V}送孩子
{V}上夜校，不在
我{V}冥想
邻居出门，我{V}帮他们浇花
奶奶{V}准时去跳广场舞
我抢签证位的闹钟{V}响

## schedule mixed
我 {V} 给爸妈打 video call，那边是早上
爸妈 {V} 跟我视频，别 book 别的
{V} 坐 shuttle 去 language school
German class 在 {V}
warehouse 的 shift {V} 开始
Gym {V}，然后通勤
Routine：{V} check 一下 slot bot
孩子们 {V} 上 Chinese school
我 {V} remit 给家里
- 和 relocation agent 的 standing call：{V}
activity,时间\nparents call,{V}
{"reminder": "给妈妈汇款", "when": "{V}"}
routine:\n  遛狗: "{V}"
语音：remind me {V} 遛狗
我 {V} 都在 ESL class，别约 viewing
Nanny {V} 接孩子
{V} 是 Mandarin tutoring，手机 off
我爸 {V} 去 community centre 打麻将
我们 {V} 去 Asian supermarket
我 {V} 出门赶 ferry
跟外婆 standing WeChat call {V}
commute：train {V}
cleaner {V} 来
女儿 piano lesson {V}
baby {V} 睡觉，只能 text
我 {V} 去 church，offline
我 {V} 沿着 canal 跑步
uni timetable：tutorial {V}
{V} check exchange rate 然后 transfer
我们 date night {V}
{V} 别 deliver，我在上班
Remind me：{V} 吃药
我 {V} 去 school 接孩子
{V} 跟在 {city} 的姐姐 Skype
Dad 的 routine：{V} 在 park 打太极
swimming lesson {V} 在 community pool
carpool {V} 出发
家长群 rotation：我负责 {V} school run
{V} 上 night class，OOO
我 {V} meditate
邻居 away，我 {V} 帮他们浇花
奶奶 {V} 去跳广场舞，call 不通
visa slot 的 alarm {V} 响

## geo en
coord|Pin for the storage unit: {V}
coord|Meet the movers at {V} (the loading bay)
zip|ZIP code: {V}
uk_post|Postcode {V} - for the council tax band check
ca_post|Postal code {V}
coord|GPS of the new flat: {V}
au_post|postcode {V} for the Medicare enrolment
de_plz|PLZ {V} (needed for the Anmeldung appointment search)
jp_post|Postal code {V}
plus|Plus code {V} - the driver couldn't find the gate
w3w|what3words: {V}
geohash|geohash={V}
coord|place,latlng\nhome,"{V}"
coord|{"home": {"loc": "{V}"}}
zip|shipping:\n  zip: "{V}"
coord|I'm at {V} come find me
coord|Dropped pin: {V}
zip|Our ZIP is {V}; the insurance quote depends on it
uk_post|{V} is the postcode on my BRP letter
coord|Geotag on the photo: {V}
coord|https://maps.google.com/?q={V}
sg_post|Singapore postal code {V}
ca_post|PR card mailing postal code: {V}
coord|Where the parcel locker is: {V}
zip|ZIP/Postal: {V}
coord|Last known location (Find My): {V}
uk_post|- [ ] check broadband availability at {V}
coord|EXIF GPS: {V}
de_plz|Postleitzahl: {V}
zip|moved; new zip {V}
coord|Parents' place in the suburbs: {V}
coord|2025-05-06 06:41 location={V} accuracy=12m
uk_post|Postcode: {V}
au_post|Aussie postcode {V} (delivery zone B)
coord|Share location -> {V}
plus|Open Location Code of the farmhouse: {V}
w3w|The gate is at {V}
coord|{V} - that's our building, the taxi app rounds it off
zip|{V} zip code for the W-9
ca_post|Postal code on the lease: {V}
coord|Lat/long: {V}
jp_post|Residence card address postcode {V}
coord|{ref}: driver waiting at {V}

## geo zh
coord|仓库定位：{V}
coord|搬家师傅在{V}等（装货口）
cn_post|邮编：{V}
cn_post|邮政编码{V}
coord|新房子的GPS：{V}
coord|地点,坐标\n家,"{V}"
coord|{"家": {"坐标": "{V}"}}
cn_post|收货:\n  邮编: "{V}"
coord|语音：我在{V}你过来找我
coord|共享位置：{V}
cn_post|我们这边邮编是{V}，填表要用
coord|照片的地理标记：{V}
coord|经纬度：{V}
uk_post|英国邮编{V}
zip|美国邮编ZIP：{V}
ca_post|加拿大邮编{V}
au_post|澳洲邮编{V}
jp_post|日本邮编{V}
coord|快递柜位置：{V}
coord|查找我的iPhone 最后位置：{V}
cn_post|- [ ] 确认邮编{V}
coord|EXIF定位：{V}
de_plz|德国邮编PLZ：{V}
coord|2025-05-06 06:41 位置={V} 精度12米
cn_post|寄件邮编 {V}
coord|{V} 这是我们楼，打车软件定位不准
plus|Plus Code：{V}
w3w|三词地址 {V}
coord|爸妈家定位{V}，导航直接输
cn_post|{V}（邮编）
coord|海外仓坐标 {V}
coord|定位：{V}
cn_post|户籍地邮编{V}
sg_post|新加坡邮区编号{V}
coord|接机点定位{V}
coord|坐标（纬度，经度）：{V}
cn_post|家长群统一邮寄，邮编都是{V}
coord|微信位置：{V}
geohash|位置 geohash={V}
cn_post|邮编{V}不对，包裹退回了
coord|高德地图分享：{V}
cn_post|地址邮编{V}，电话写我
coord|{ref_zh}司机在{V}等

## geo mixed
coord|storage unit 定位：{V}
coord|movers 在 {V} 等，loading bay
zip|ZIP code：{V}
uk_post|Postcode {V}，查 council tax band
ca_post|加拿大 Postal code {V}
coord|新 flat 的 GPS：{V}
cn_post|邮编 postcode：{V}
de_plz|PLZ {V}，Anmeldung 预约要填
plus|Plus code {V}，driver 找不到门
w3w|what3words：{V}
coord|place,坐标\nhome,"{V}"
coord|{"home": {"坐标": "{V}"}}
zip|shipping:\n  zip: "{V}"  # 美国邮编
coord|语音：I'm at {V} 来找我
coord|Dropped pin：{V}
zip|我们 ZIP 是 {V}，insurance quote 要用
uk_post|{V} 是 BRP letter 上的 postcode
coord|照片 geotag：{V}
coord|Find My 最后位置：{V}
uk_post|- [ ] 查 {V} 的 broadband
coord|EXIF GPS：{V}
coord|log 2025-05-06 06:41 location={V} 精度 12m
au_post|Aussie postcode {V}，澳洲
coord|Share location 共享位置 → {V}
coord|{V} 是我们 building，taxi app 定位不准
zip|W-9 上的 zip code {V}
ca_post|lease 上的 postal code：{V}
coord|Lat/long 经纬度：{V}
jp_post|在留卡 address 邮编 {V}
cn_post|户籍地 postcode {V}
coord|海外仓 warehouse 坐标 {V}
coord|接机 pickup point：{V}
cn_post|家长群统一 mail，邮编 {V}
coord|WeChat location：{V}
geohash|geohash={V}，app 里存的
sg_post|新加坡 Singapore postal code {V}
coord|Google Maps pin 爸妈家：{V}
cn_post|postcode {V} 填错了包裹退回
coord|parcel locker 在 {V}
uk_post|UK postcode：{V}
zip4|ZIP+4：{V}
cn_post|寄件 zip {V}
coord|{ref} driver 在 {V} 等
"""

# ---------------------------------------------------------------- benign texts (no private value)
_SWIFT = ["BKCHCNBJ", "ICBKCNBJ", "PCBCCNBJ", "CMBCCNBS", "HSBCHKHH", "CHASUS33", "BOFAUS3N", "CITIUS33",
          "BARCGB22", "HBUKGB4B", "DEUTDEFF", "COBADEFF", "ANZBAU3M", "CTBAAU2S", "DBSSSGSG", "OCBCSGSG",
          "TDOMCATT", "ROYCCAT2", "INGBNL2A", "BNPAFRPP", "TRWIGB2L", "REVOGB21", "MONZGB2L", "NTSBDEB1"]
_FORMS = ["DS-160", "DS-260", "I-20", "I-765", "I-131", "I-485", "I-130", "W-8BEN", "W-7", "1040-NR",
          "Form 8938", "SA100", "VAF1A", "IMM 5257", "IMM 1294", "IMM 5645", "Form 80", "Form 956", "P85",
          "CRS self-certification"]
_FORMS_ZH = ["DS-160表", "I-20", "W-8BEN", "《境外汇款申请书》", "《个人购汇申请书》", "税收居民身份声明",
             "IMM 5645家庭信息表", "签证申请表", "出入境登记卡", "海关申报单", "居留许可续签表"]
_PLANS = ["Airalo 10GB/30 days $26", "Holafly unlimited 15 days €47", "giffgaff £10 goodybag",
          "Three UK PAYG £15 100GB", "Vodafone CallYa 25GB €20", "Lycamobile £5 plan", "Fizz 20GB CAD 45",
          "Optus prepaid $30 for 28 days", "Singtel hi!SIM S$15", "China Mobile roaming day pass ¥25"]
_PLANS_ZH = ["移动国际漫游日包25元", "联通境外流量包30天98元", "Airalo 10GB 26美元", "日本流量卡7天无限量", "欧洲多国通用卡30天",
             "澳洲Optus 30澳元28天", "英国giffgaff 10镑套餐", "新加坡Singtel 15新币卡"]
_HOURS = ["Mon-Fri 9:00-11:30", "Mon-Thu 8:30-15:00", "Mon-Fri 9:00-12:00 and 13:30-16:00",
          "weekdays 8:00-14:00", "Tue and Thu 9:30-11:30", "Mon-Fri 08:00-15:00, Sat 09:00-12:00"]
_HOURS_ZH = ["周一至周五 9:00-11:30", "周一至周四 8:30-15:00", "工作日 9:00-12:00、13:30-16:00", "周二、周四上午9:30-11:30",
             "周一至周五8点到下午3点"]
_AIRPORTS = ["PEK T3", "PVG T2", "Heathrow T4", "YVR", "SYD T1", "Changi T3", "Frankfurt T1", "JFK T4", "HKG", "Narita T1"]
_AIRPORTS_ZH = ["首都机场T3", "浦东T2", "希思罗T4", "温哥华机场", "悉尼T1", "樟宜T3", "法兰克福T1", "肯尼迪T4", "香港机场", "成田T1"]
_MODELS = ["iPhone 15 Pro (A3102)", "iPhone 14 (A2882)", "Pixel 8 (GKWS6)", "Galaxy S24 (SM-S921B)",
           "Xiaomi 14 (23127PN0CG)", "Huawei Mate 60 (BRA-AL00)", "iPad Air M2 (A2898)"]
_CARRIERS = ["DHL", "FedEx", "UPS", "SF Express", "EMS", "Royal Mail", "Canada Post", "Australia Post", "Yodel"]


def _tracking(r: random.Random) -> str:
    k = r.randint(0, 3)
    if k == 0:
        return "SF" + _d(r, 13)
    if k == 1:
        return "E" + r.choice("ABCEL") + _d(r, 9) + "CN"
    if k == 2:
        return "1Z" + _s(r, string.ascii_uppercase + DIG, 16)
    return "JD" + _d(r, 14)


BENIGN_FILLERS = dict(FILLERS)
BENIGN_FILLERS.update({
    "swift": lambda c: c.rng.choice(_SWIFT),
    "form": lambda c: c.rng.choice(_FORMS),
    "form_zh": lambda c: c.rng.choice(_FORMS_ZH),
    "plan": lambda c: c.rng.choice(_PLANS),
    "plan_zh": lambda c: c.rng.choice(_PLANS_ZH),
    "hours": lambda c: c.rng.choice(_HOURS),
    "hours_zh": lambda c: c.rng.choice(_HOURS_ZH),
    "airport": lambda c: c.rng.choice(_AIRPORTS),
    "airport_zh": lambda c: c.rng.choice(_AIRPORTS_ZH),
    "model": lambda c: c.rng.choice(_MODELS),
    "carrier": lambda c: c.rng.choice(_CARRIERS),
    "tracking": lambda c: _tracking(c.rng),
    "sku": lambda c: "SKU-%s-%05d" % (c.rng.choice(["AU", "UK", "DE", "JP", "US", "CA"]), c.rng.randint(1, 99999)),
    "ver": lambda c: c.rng.choice(["v", "", "version "]) + "%d.%d.%d" % (c.rng.randint(1, 9), c.rng.randint(0, 30), c.rng.randint(0, 12)),
    "pct": lambda c: "%.2f%%" % c.rng.uniform(0.2, 3.5),
    "num": lambda c: str(c.rng.randint(1000, 9999)),
    "price": lambda c: c.rng.choice(["$%d", "£%d", "€%d", "CAD %d", "AUD %d", "S$%d"]) % c.rng.choice([8, 12, 15, 18, 25, 32, 39, 45, 60]),
    "funds": lambda c: c.rng.choice(["£12,006", "£9,207", "CAD 20,635", "AUD 29,710", "€11,208", "$45,000", "S$30,000", "NZD 20,000"]),
    "ocity": lambda c: c.rng.choice([x for x in CITIES if x not in ("Shanghai", "Beijing", "Shenzhen", "Guangzhou", "Chengdu", "Hangzhou")]),
    "ocity_zh": lambda c: c.rng.choice(CITIES_ZH),
})

_BENIGN = r"""
## en
Wire to {bank}: SWIFT/BIC {swift}, charges OUR, fee {amt}; arrives in 1-3 business days.
USD/CNY closed at {rate} today; the bank's spread was about {pct}.
Visa section opening hours: {hours}. Closed on public holidays.
{form} checklist: passport valid 6+ months, two 35x45mm photos, fee {amt}.
Flight {flight} departs {airport} at 23:55 on {date}; baggage allowance 2 x {kg}kg.
Tracking {tracking}: arrived at the sorting centre in {city}, customs clearance pending.
eSIM comparison: {plan} vs a local prepaid SIM in {country} - the local one has better coverage.
Reminder: the FBAR threshold is $10,000 aggregate; Form 8938 starts at $50,000 for single filers abroad ({date}).
Tax residency rule of thumb for {country}: 183 days in a 12-month period, but treaties differ (see Article 4).
German IBANs have 22 characters and start with DE; UK ones also have 22 and start with GB. Noted on {date}.
A US routing number has 9 digits; a UK sort code has 6 digits split into three pairs. ({bank} help page)
Chinese resident ID numbers are 18 characters and the last one can be an X - the {form} field rejects spaces.
Passport numbers on Chinese e-passports start with an E; copy yours exactly when filling the {form}.
{sku}: rice cooker, 220V, ships from the {country} warehouse in {n} days, price {amt}.
Roaming in {country}: {plan}; data capped at 1GB per day, then 128kbps.
The {visa} processing time is currently {n} weeks according to the official tracker.
Model {model}: does it support dual eSIM? Yes, since iOS 17. Price in {city}: {amt}.
App update {ver}: fixes the crash when uploading {doc} scans larger than 10 MB.
Moving quote: 20ft container {ocity} to Shanghai, {amt}, door-to-door, 6-8 weeks.
Shuttle from {airport} runs every 20 minutes between 06:00 and 23:30; tickets {price}.
Exchange counter at {airport} offers {rate}; {bank} offers a better rate online.
Translation: {price} per page for certified translations of the {doc}, {n} working days.
Parents group summary: tuition deadline {date}, deposit {amt}, the uniform shop opens at 9:00.
Customs allowance in {country}: cash over USD 10,000 (or equivalent) must be declared on arrival.
The annual FX quota for individuals in China is USD 50,000 equivalent; {bank} applies it per calendar year.
Photo spec for the {visa}: 600x600 px, white background, no glasses.
Biometrics fee {amt}; pay online before booking; the receipt number comes by email.
The {bank} app {ver} needs Android 10 or later.
Rate alert triggered at {rate}; sent {amt} via Wise instead of the bank.
Intermediary bank: {swift} (USD correspondent); field 57A must show the beneficiary bank's BIC.
MT103 fields: 32A value date/currency/amount, 50K ordering customer, 59 beneficiary, 71A charges. {bank} uses SHA by default.
Charges options for {bank} wires: OUR, SHA or BEN; SHA is the default at most Chinese banks.
Packing list: {n} boxes, total {kg}kg, declared value {amt}, no lithium batteries.
Daylight saving ends on the last Sunday of October, so {city} moves one hour closer to Beijing.
Customs on daigou parcels to {city}: items over 5000 CNY per shipment are taxed as general trade.
Helpline: China's National Immigration Administration service line is 12367, open 24 hours. Updated {date}.
Consular protection emergency hotline: +86-10-12308, for citizens in {country}.
Bank of China customer service: 95566 (from {country} dial +86 first).
The consulate in {city} will be closed on {date} for a public holiday.
Document legalisation for {country}: apostille if it is in the Hague Convention, consular legalisation otherwise.
Time zone check: {city} vs Beijing, set the phone to update automatically before flight {flight}.
Parcel dimensions 60x40x40 cm, volumetric weight {kg}kg, DDP terms, carrier {carrier}.
The I-94 admission number is 11 characters; you can download the record on the CBP website after flight {flight}.
UK eVisa share codes expire after 90 days; employers check them online. ({date})
IELTS for UKVI: 6.5 overall with no band below 6.0 for the {visa}.
Proof of funds for the {visa}: {funds} held for 28 consecutive days.
Immigration health surcharge: £776 per year for students; paid during the online application ({date}).
Overseas warehouse ({country}): storage {price} per cubic metre per month, free for the first {n} days.
Invoice INV-2025-{num}: sea freight {amt}, insurance 0.3% of the declared value.
Order {ref} shipped via {carrier}; estimated delivery {date}.
The SHA-256 checksum of the installer is listed on the download page; compare it before running version {ver}.
Card surcharge 2.5% for foreign cards at the {city} office; UnionPay accepted at the front desk.
Use the branch code (CNAPS) for domestic transfers and {swift}-style SWIFT codes for international wires.
Forum tip: the VFS centre in {city} moved to a new building on {date}; same opening hours ({hours}).
Minimum balance {amt} to avoid the monthly fee at {bank}.
W-8BEN stays valid until the end of the third calendar year after signing; {bank} reminds you by letter.
CRS: financial institutions in {country} report account balances to the tax authority of your residence.
Flight {flight} delayed {n} hours; the airline hands out meal vouchers at gate C12.
Voltage in {country} is 230V; bring adapters for the rice cooker ({sku}).
Mobile plan {plan}; APN settings: internet, no username, no password.
Password requirements on the {form} portal: 8-20 characters, one digit, one symbol.
Enter your passport number exactly as it appears on the bio page of the {form}, without spaces.
The PIN of a Chinese debit card has 6 digits; some ATMs in {country} only accept 4.
Home address, postcode and phone are required fields on the {form}.
SSN or ITIN: leave the box blank if you have neither and attach the {form}.
Shipping rates to {country}: {price} for the first 0.5kg, then a flat fee per extra 0.5kg via {carrier}.
Student visa interview slots for {country} are released by the consulate on Mondays at 08:00 local time.
The bank cut-off time for same-day USD wires at {bank} is 15:30 local time.
At the {airport} arrivals hall there are SIM kiosks selling {plan}.
#expatlife thread: best {bank} alternatives for non-residents in {country}
Route: {airport} to {city}, transfer 1h50, terminal change required (flight {flight}).
Exchange rate history: {rate} on {date}, down 0.4% week over week.
The UETR for tracking a SWIFT gpi payment from {bank} is a 36-character reference printed on the receipt.
HS code 8516.60 for rice cookers to {country}, duty 0% under the free trade agreement.
The watcher installs to /usr/local/bin and reads /etc/visa-watch/config.yaml; release {ver}.
Support article: clear the app cache under Settings > Storage, then reinstall {ver}.
Residence permit renewal in {country}: apply no earlier than {n} weeks before expiry.
Daigou price list from {country}: infant formula {price} a tin, vitamins {price} a bottle.
{sku} in the {country} warehouse: {n} units in stock, restock every two weeks.
The parents group rule: never post ID numbers, bank card numbers or passport photos in the chat. Pinned {date}.
Remittance form at {bank}: beneficiary name, account, address and SWIFT are mandatory; check them twice.

## zh
电汇到{bank_zh}：SWIFT代码{swift}，费用选OUR，手续费{amt_cny}，一般1-3个工作日到账。
今天美元兑人民币{rate}，银行点差大约{pct}。
签证处对外办公时间：{hours_zh}，节假日休息。
{form_zh}材料清单：护照有效期6个月以上，两张白底照片，费用{amt_cny}。
航班{flight}{date_zh}从{airport_zh}起飞，行李额2件，每件{kg}公斤。
运单{tracking}：已到达{city_zh}分拣中心，等待清关。
出国流量卡对比：{plan_zh}，在{country_zh}还是落地买本地卡划算。
个人年度便利化购汇额度是等值5万美元，{bank_zh}按自然年计算。
{country_zh}税务居民一般看183天，但要结合税收协定第四条。
德国IBAN一共22位，以DE开头；英国的也是22位，以GB开头。{date_zh}整理。
美国路由号是9位数字，英国sort code是6位，{bank_zh}柜台也这么说。
身份证号18位，最后一位可能是X，{form_zh}里不能加空格。
电子护照号码一般是E开头，填{form_zh}时照着首页抄。
{sku}：电饭煲220V，{country_zh}仓发货，{n}天到，售价{amt_cny}。
在{country_zh}漫游：{plan_zh}，每天1GB高速后限速。
{visa_zh}目前官网显示审理时间{n}周。
{model}支持双eSIM吗？iOS 17以后支持，{city_zh}售价{amt}。
App更新{ver}：修复上传{doc_zh}扫描件超过10MB闪退的问题。
搬家报价：20尺柜{ocity_zh}到上海，{amt}，门到门，6到8周。
{airport_zh}机场大巴每20分钟一班，6:00到23:30，票价{price}。
{airport_zh}换汇柜台汇率{rate}，{bank_zh}网银更划算。
{doc_zh}翻译盖章一页{price}，{n}个工作日出件。
家长群通知汇总：学费截止{date_zh}，押金{amt_cny}，校服店9点开门。
入境{country_zh}携带现金超过等值1万美元需要申报。
{visa_zh}照片要求：白底，不能戴眼镜，尺寸33x48mm。
生物信息采集费{amt}，先网上付款再预约，回执会发到邮箱。
{bank_zh}手机银行{ver}版本要求安卓10以上。
汇率提醒到了{rate}，这次用Wise汇{amt}，比银行便宜。
中转行：{swift}（美元清算行），57A栏填收款行的BIC。
费用承担方式：OUR、SHA、BEN，{bank_zh}默认SHA。
装箱单：{n}箱，共{kg}公斤，申报价值{amt}，不含锂电池。
夏令时结束后{city_zh}和北京的时差会少一个小时。
代购包裹寄往{city_zh}：单票超过5000元按一般贸易征税。
国家移民管理局服务热线12367，24小时有人接听。{date_zh}更新。
外交部全球领事保护与服务应急热线：+86-10-12308，在{country_zh}也能打。
中国银行客服95566，在{country_zh}拨打要先加+86。
{date_zh}{city_zh}领事馆因节假日闭馆。
去{country_zh}用的文件：海牙公约国家办理附加证明书，其他国家走领事认证。
出发前把手机设成自动时区，航班{flight}落地就不会乱。
包裹尺寸60x40x40厘米，体积重{kg}公斤，DDP条款，走{carrier}。
I-94入境记录号是11位，航班{flight}落地后可以在CBP官网下载。
资金证明：{funds}，需连续存满28天，{visa_zh}要求。
海外仓（{country_zh}）仓储费每立方米每月{price}，前{n}天免费。
发票INV-2025-{num}：海运费{amt}，保险费按申报价值0.3%。
{ref_zh}已由{carrier}发出，预计{date_zh}送达。
境外卡刷卡收2.5%手续费，{city_zh}办事处前台可以用银联。
国内转账用联行号，境外电汇用SWIFT代码，比如{swift}。
论坛消息：{city_zh}签证中心{date_zh}搬到新楼，办公时间不变（{hours_zh}）。
{bank_zh}境外账户最低余额{amt}，低于就收管理费。
W-8BEN有效期到签署后第三个日历年年底，{bank_zh}会寄信提醒。
CRS下{country_zh}的金融机构会把账户余额报送给你税务居民所在国。
航班{flight}延误{n}小时，航空公司在C12登机口发餐券。
{country_zh}电压230V，电饭煲（{sku}）要带转换插头。
流量卡{plan_zh}，APN填internet，用户名和密码都不用填。
{form_zh}系统密码要求：8到20位，包含数字和符号。
护照号码按首页填写，不要加空格，{form_zh}会自动校验。
国内借记卡取款密码是6位，{country_zh}有些ATM只认4位。
{form_zh}里家庭住址、邮编、电话都是必填项。
运费：首重0.5公斤{amt_cny}，续重另算，{carrier}到{country_zh}。
{country_zh}领馆每周一早上8点放出面签名额（当地时间）。
{bank_zh}当天美元电汇截止时间是下午3点半。
{airport_zh}到达层有卖电话卡的柜台，{plan_zh}。
#留学生活# {bank_zh}在{country_zh}非居民开户攻略
{airport_zh}到{city_zh}，中转1小时50分，需要换航站楼（航班{flight}）。
汇率走势：{date_zh}是{rate}，比上周跌了0.4%。
{bank_zh}的SWIFT gpi付款有36位UETR参考号，回单上能看到。
电饭煲海关编码8516.60，出口{country_zh}自贸协定下关税为0。
安装包默认放在/usr/local/bin，配置文件在/etc/visa-watch/config.yaml，版本{ver}。
清缓存：设置>存储，然后重装{ver}。
{country_zh}居留许可续签最早在到期前{n}周递交。
代购价格表：奶粉{price}一罐，保健品{price}一瓶，{country_zh}直邮。
海外仓{sku}库存{n}件，补货周期2周。
留学生家长群群公告：不要在群里发身份证号、银行卡号和护照照片。{date_zh}置顶。
{bank_zh}海外汇款申请书要填收款人姓名、账号、地址和SWIFT，填写前仔细核对。
出入境边防检查：{airport_zh}自助通道需要提前备案。
{visa_zh}申请费{amt}，签证中心服务费另算。

## mixed
电汇到 {bank}：SWIFT/BIC {swift}，charges 选 OUR，fee {amt}。
USD/CNY 今天收在 {rate}，bank spread 大概 {pct}。
Visa section 办公时间：{hours}，public holiday 休息。
{form} checklist：passport 有效期 6 个月以上，照片两张，fee {amt}。
Flight {flight} {date} 23:55 从 {airport} 起飞，baggage 2 x {kg}kg。
Tracking {tracking}：到了 {city} sorting centre，等 customs clearance。
eSIM 对比：{plan} vs local prepaid SIM，在 {country} 本地卡 coverage 更好。
FBAR threshold 是 $10,000 合计，Form 8938 单身 abroad 是 $50,000 起（{date} 查的）。
{country} 税务居民 rule of thumb：183 天，但 tax treaty 各不相同。
German IBAN 一共 22 位，以 DE 开头，{bank} 的 help page 写的。
US routing number 是 9 位，UK sort code 6 位，{bank} 客服确认过。
身份证号 18 位，最后一位 can be X，{form} 里不要空格。
e-passport 号码一般 E 开头，填 {form} 照首页抄。
{sku}：rice cooker 220V，{country} warehouse 发货，{n} 天，{amt}。
在 {country} roaming：{plan}，每天 1GB 后 128kbps。
{visa} processing time 现在是 {n} weeks（官网 tracker）。
{model} 支持 dual eSIM 吗？iOS 17 以后 yes，{city} 卖 {amt}。
App update {ver}：修复上传 {doc} scan 超过 10MB crash。
Moving quote：20ft container {ocity} 到上海，{amt}，door-to-door。
{airport} shuttle 每 20 分钟一班，06:00-23:30，票 {price}。
{airport} exchange counter 汇率 {rate}，{bank} online 更好。
{doc} 的 certified translation 一页 {price}，{n} 个 working days。
家长群 summary：tuition deadline {date}，deposit {amt}，uniform shop 9 点开。
入境 {country} cash 超过 USD 10,000 等值要 declare。
个人年度 FX quota 是等值 USD 50,000，{bank} 按 calendar year 算。
{visa} 的 photo spec：600x600 px，白底，no glasses。
Biometrics fee {amt}，先 online 付款再 book，receipt 会发 email。
{bank} app {ver} 需要 Android 10+。
Rate alert 到 {rate} 了，用 Wise 汇 {amt}。
Intermediary bank {swift}，57A 填收款行 BIC。
MT103：32A 金额，50K 汇款人，59 收款人，71A charges，{bank} 默认 SHA。
{bank} 的 charges 有 OUR / SHA / BEN，国内银行默认 SHA。
Packing list：{n} 箱，{kg}kg，declared value {amt}。
夏令时结束后 {city} 和北京时差少 1 小时。
代购 parcel 寄 {city} 单票超 5000 CNY 按一般贸易 taxed。
National Immigration Administration 热线 12367，24h。{date} 更新。
领事保护 emergency hotline：+86-10-12308，在 {country} 也能打。
Bank of China customer service 95566，在 {country} 拨要加 +86。
{date} {city} consulate public holiday 闭馆。
去 {country} 的文件：Apostille 适用 Hague Convention 国家，其他走 consular legalisation。
飞 {flight} 之前手机开 auto time zone 就行。
parcel 60x40x40 cm，volumetric weight {kg}kg，DDP，走 {carrier}。
I-94 admission number 是 11 位，{flight} 落地后 CBP 官网可以下载。
UK eVisa share code 90 天过期，employer 在线 check（{date}）。
Proof of funds：{funds}，连续 28 天，{visa} 要求。
海外仓（{country}）storage {price}/立方米/月，前 {n} 天 free。
Invoice INV-2025-{num}：sea freight {amt}，insurance 0.3%。
Order {ref} 用 {carrier} 发了，ETA {date}。
{city} office 外卡 surcharge 2.5%，UnionPay 可以用。
国内转账用 CNAPS 联行号，international wire 用 SWIFT，比如 {swift}。
论坛 tip：{city} VFS centre {date} 搬新楼，opening hours 不变（{hours}）。
{bank} minimum balance {amt}，不然收 monthly fee。
W-8BEN valid 到签署后第三年年底，{bank} 会寄信 remind。
CRS 下 {country} 的银行会 report 账户余额给税务居民国。
Flight {flight} delay {n} 小时，gate C12 发 meal voucher。
{country} 电压 230V，rice cooker（{sku}）要带 adapter。
流量卡 {plan}，APN 填 internet，username / password 留空。
{form} portal password 要求：8-20 位，含 digit 和 symbol。
Passport number 按 bio page 填，不要空格，{form} 会 validate。
国内 debit card PIN 是 6 位，{country} 有些 ATM 只收 4 位。
{form} 上 home address、postcode、phone 都是 required。
SSN 或 ITIN 都没有就空着，附上 {form}。
运费 to {country}：first 0.5kg {price}，续重另算，{carrier}。
{country_zh}领馆每周一 08:00 放 interview slots（当地时间）。
{bank} cut-off：USD same-day wire 15:30 截止。
{airport} 到达层有 SIM kiosk，{plan}。
#expatlife {bank} 非居民开户攻略 in {country}
{airport} 到 {city}，transfer 1h50，要换 terminal（{flight}）。
汇率 history：{date} 是 {rate}，week over week 跌 0.4%。
{bank} 的 SWIFT gpi UETR 是 36 位 reference，receipt 上有。
HS code 8516.60 电饭煲出口 {country}，FTA 下 duty 0%。
installer 在 /usr/local/bin，config 在 /etc/visa-watch/config.yaml，release {ver}。
清 cache：Settings > Storage，然后重装 {ver}。
{country} residence permit 续签最早到期前 {n} 周递交。
代购 price list：奶粉 {price}/罐，{country} 直邮。
{sku} 在 {country} warehouse 库存 {n} 件，两周补货。
家长群公告：不要在群里发 ID number、bank card 和 passport 照片。{date} pinned。
{bank} remittance form 要填 beneficiary name、account、address 和 SWIFT，仔细 check。
出入境 {airport} e-channel 需要提前备案。
{visa} application fee {amt}，VFS service fee 另算。
"""

_BENIGN_WRAP = {
    "en": ["Note: %s", "- %s", "> %s", "FYI %s", "Re: %s", "Forum post: %s", "TIL: %s", "Q: is this right? %s", "%s (from the group chat)", "[pinned] %s"],
    "zh": ["备注：%s", "- %s", "【转发】%s", "群公告：%s", "提问：%s 对吗？", "小贴士：%s", "%s（群里看到的）", "[置顶] %s", "> %s", "记一下：%s"],
    "mixed": ["Note：%s", "- %s", "FYI %s", "【转】%s", "群公告：%s", "Q：%s 对吗？", "%s（group 里看到的）", "[pinned] %s", "> %s", "TIL：%s"],
}


# ---------------------------------------------------------------- engine
_PH = re.compile(r"\{([A-Za-z_]+)\}")


def _parse(src: str) -> dict:
    table: dict = {}
    cur = None
    for line in src.splitlines():
        if not line.strip():
            continue
        if line.startswith("## "):
            cur = table.setdefault(tuple(line[3:].split()), [])
            continue
        key = None
        m = re.match(r"^([a-z0-9_]+)\|", line)
        if m:
            key, line = m.group(1), line[m.end():]
        cur.append((key, line.replace("\\n", "\n")))
    return table


def _render(tpl: str, value: str | None, extras: dict, ctx: Ctx, fillers: dict) -> tuple[str, int, int]:
    out: list[str] = []
    pos = length = 0
    start = end = -1
    for m in _PH.finditer(tpl):
        lit = tpl[pos : m.start()]
        out.append(lit)
        length += len(lit)
        name = m.group(1)
        if name == "V":
            if value is None or start >= 0:
                raise ValueError("bad {V} in %r" % tpl)
            piece = value
            start, end = length, length + len(value)
        elif name in extras:
            piece = extras[name]
        elif name in fillers:
            piece = fillers[name](ctx)
        else:
            raise KeyError("unknown placeholder %r in %r" % (name, tpl))
        out.append(piece)
        length += len(piece)
        pos = m.end()
    out.append(tpl[pos:])
    if value is not None and start < 0:
        raise ValueError("no {V} in %r" % tpl)
    return "".join(out), start, end


def samples() -> list[Sample]:
    table = _parse(_TEMPLATES)
    out: list[Sample] = []
    seen: set[str] = set()
    for cat in CATEGORIES:
        for lang in LANGS:
            cell = CATEGORIES.index(cat) * 3 + LANGS.index(lang)
            seed = BASE_SEED + cell
            rng = random.Random(seed)
            us, gb, zh = _fakers(seed)
            ctx = Ctx(rng, us, gb, zh, lang)
            tpls = table[(cat, lang)]
            order: list[int] = []
            n = tries = 0
            while n < PER_CELL:
                tries += 1
                if tries > PER_CELL * 50:
                    raise RuntimeError("cannot fill cell %s/%s" % (cat, lang))
                if not order:
                    order = list(range(len(tpls)))
                    rng.shuffle(order)
                key, tpl = tpls[order.pop()]
                key = key or rng.choice(DEFAULT_GEN[cat][lang])
                v = GENS[cat][key](ctx)
                extras: dict = {}
                if isinstance(v, tuple):
                    v, extras = v
                text, s, e = _render(tpl, v, extras, ctx, FILLERS)
                if text in seen:
                    continue
                seen.add(text)
                out.append(Sample(text, cat, lang, s, e))
                n += 1
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    table = _parse(_BENIGN)
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for i, lang in enumerate(LANGS):
        seed = BENIGN_SEED + i
        rng = random.Random(seed)
        us, gb, zh = _fakers(seed)
        ctx = Ctx(rng, us, gb, zh, lang)
        tpls = [t for _, t in table[(lang,)]]
        order: list[int] = []
        n = tries = 0
        while n < BENIGN_PER_LANG:
            tries += 1
            if tries > BENIGN_PER_LANG * 50:
                raise RuntimeError("cannot fill benign %s" % lang)
            if not order:
                order = list(range(len(tpls)))
                rng.shuffle(order)
            text, _, _ = _render(tpls[order.pop()], None, {}, ctx, BENIGN_FILLERS)
            if rng.random() < 0.3:
                text = rng.choice(_BENIGN_WRAP[lang]) % text
            if text in seen:
                continue
            seen.add(text)
            out.append((lang, text))
            n += 1
    return out


if __name__ == "__main__":
    import time
    from collections import Counter

    t0 = time.time()
    ss = samples()
    bb = benign_with_lang()
    cnt = Counter((s.category, s.lang) for s in ss)
    print("%-14s" % "category" + "".join("%8s" % l for l in LANGS))
    for cat in CATEGORIES:
        print("%-14s" % cat + "".join("%8d" % cnt[(cat, l)] for l in LANGS))
    bc = Counter(l for l, _ in bb)
    print("samples: %d (unique texts %d)" % (len(ss), len({s.text for s in ss})))
    print("benign: " + ", ".join("%s=%d" % (l, bc[l]) for l in LANGS))
    print("time: %.1fs" % (time.time() - t0))
