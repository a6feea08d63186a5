# ruff: noqa
"""Blind acceptance corpus ``aa`` — business back-office text handed to agents.

Style: a ninth independent acceptance corpus, written by a privacy engineer at a customer
who was promised "at most 1% of planted values survive per category and language, and at
most 2% of benign texts are altered" on held-out text of the same kind (Faker en_US, en_GB,
zh_CN values plus hand-written hard cases).  The text is sampled from four sources:
customer-support tickets and CRM notes (客服工单, 回访记录), HR and onboarding material
(offer letters, emergency contacts, payroll/expense reports, 入职登记表, 报销单), travel and
logistics (bookings, visa forms, delivery notes, 快递单, 订票信息) and agent tool-call
arguments/results (JSON args, CSV rows, SQL INSERTs, form-encoded bodies), in English,
Chinese and code-switched text.  About a quarter of templates (marked ``!``) are hard cases.

Written blind: the author never read the gate's source, its tests (other than
blind_common.py), its changelog or its history, and never ran the gate on this corpus.

Seeds: Faker seed 10101 (en_US, en_GB, zh_CN), random seed 10102.  Time-dependent Faker
calls are pinned to fixed date ranges, so the corpus is identical on every run.
"""

from __future__ import annotations

import base64
import datetime as _dt
import json
import random
import re
import sys
import urllib.parse
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

from faker import Faker  # noqa: E402

N_PER_CELL = 250
N_BENIGN = 400
_D0 = _dt.datetime(2019, 1, 1)
_D1 = _dt.datetime(2025, 6, 30)

# ---------------------------------------------------------------------------------------
# state (re-created by _reset so samples() and benign_with_lang() are deterministic)
# ---------------------------------------------------------------------------------------
FK: Faker
R: random.Random
US = GB = ZH = None


def _reset(offset: int = 0) -> None:
    global FK, R, US, GB, ZH
    FK = Faker(["en_US", "en_GB", "zh_CN"])
    FK.seed_instance(10101 + offset)
    R = random.Random(10102 + offset)
    US, GB, ZH = FK["en_US"], FK["en_GB"], FK["zh_CN"]


_reset()

UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LOW = UP.lower()
DIG = "0123456789"
ALNUM = UP + LOW + DIG
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"


def _rs(alpha: str, n: int) -> str:
    return "".join(R.choice(alpha) for _ in range(n))


def _b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def _luhn_complete(prefix: str, length: int) -> str:
    body = prefix + _rs(DIG, length - len(prefix) - 1)
    for c in DIG:
        if _luhn_ok(body + c):
            return body + c
    raise AssertionError


def _luhn_ok(num: str) -> bool:
    d = [int(c) for c in num if c.isdigit()]
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2:
            x *= 2
            if x > 9:
                x -= 9
        s += x
    return s % 10 == 0


def _iban(cc: str, bban: str) -> str:
    rearr = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"


def _group4(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def _cn_id() -> str:
    area = R.choice(["110101", "310104", "440305", "330106", "510107", "420102", "320102", "610113", "370202", "500103"])
    d = _D0 - _dt.timedelta(days=R.randint(18 * 365, 65 * 365))
    body = area + d.strftime("%Y%m%d") + _rs(DIG, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    chk = "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]
    return body + chk


# ---------------------------------------------------------------------------------------
# value generators: category -> kind -> () -> str
# ---------------------------------------------------------------------------------------
def _pem() -> str:
    kind = R.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    lines = [_rs(B64, 64) for _ in range(R.randint(4, 9))] + [_rs(B64, R.randint(12, 60)) + "=="]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def _jwt() -> str:
    h = _b64url(json.dumps({"alg": R.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    p = _b64url(json.dumps({"sub": _rs(DIG, 8), "iat": 1700000000 + R.randint(0, 9999999), "scope": R.choice(["hr.read", "booking", "crm"])}, separators=(",", ":")).encode())
    return f"{h}.{p}.{_rs(URLSAFE, 43)}"


def _urlpw() -> str:
    return _rs(ALNUM, R.randint(6, 10)) + R.choice(["", "-", "_", "."]) + _rs(ALNUM, R.randint(4, 8))


SECRET = {
    "aws": lambda: "AKIA" + _rs(UP + "234567", 16),
    "aws_secret": lambda: _rs(B64, 40),
    "ghp": lambda: "ghp_" + _rs(ALNUM, 36),
    "ghpat": lambda: "github_pat_11" + _rs(UP + DIG, 20) + "_" + _rs(ALNUM, 59),
    "slack": lambda: R.choice(["xoxb-", "xoxp-"]) + _rs(DIG, R.choice([10, 11, 12])) + "-" + _rs(DIG, 13) + "-" + _rs(ALNUM, 24),
    "openai": lambda: R.choice(["sk-proj-", "sk-"]) + _rs(URLSAFE, R.choice([48, 64, 92])),
    "anthropic": lambda: "sk-ant-api03-" + _rs(URLSAFE, 93) + "AA",
    "stripe": lambda: R.choice(["sk_live_", "rk_live_", "sk_test_"]) + _rs(ALNUM, R.choice([24, 34, 99])),
    "google": lambda: "AIza" + _rs(URLSAFE, 35),
    "hf": lambda: "hf_" + _rs(UP + LOW, 34),
    "sendgrid": lambda: "SG." + _rs(URLSAFE, 22) + "." + _rs(URLSAFE, 43),
    "tg": lambda: _rs("123456789", 1) + _rs(DIG, R.choice([8, 9])) + ":AA" + _rs(URLSAFE, 33),
    "jwt": _jwt,
    "pem": _pem,
    "urlpw": _urlpw,
    "hexkey": lambda: _rs(HEX, R.choice([32, 40, 64])),
    "b64key": lambda: _rs(ALNUM, R.choice([24, 32, 40])) + R.choice(["", "", "=", "=="]),
}

_WORDS = ["harbor", "violet", "granite", "pepper", "lantern", "orbit", "meadow", "copper", "falcon", "tundra",
          "saffron", "quartz", "willow", "ember", "cobalt", "juniper", "marble", "nimbus", "otter", "prairie",
          "raven", "sierra", "thistle", "umber", "walnut", "zephyr", "basil", "cinder", "delta", "fjord"]


def _pw_human() -> str:
    w = R.choice(_WORDS).capitalize()
    return w + R.choice(["", "_", "@", "#"]) + str(R.randint(1970, 2025)) + R.choice(["!", "?", "$", "*", "#", ""]) + _rs(DIG, 1)


def _pw_phrase() -> str:
    sep = R.choice(["-", ".", "_", "+"])
    return sep.join(R.sample(_WORDS, R.choice([3, 4]))) + sep + _rs(DIG, 2)


def _pw_pinyin() -> str:
    return ZH.user_name()[:8].capitalize() + R.choice(["@", "#", "!", "."]) + _rs(DIG, R.choice([4, 6]))


PASSWORD = {
    "faker": lambda: FK.password(length=R.randint(10, 18), special_chars=R.random() < 0.75, upper_case=True, digits=True),
    "human": _pw_human,
    "phrase": _pw_phrase,
    "pinyin": _pw_pinyin,
}

EMAIL = {
    "us": lambda: R.choice([US.free_email, US.company_email, US.email, US.ascii_email])(),
    "gb": lambda: R.choice([GB.free_email, GB.company_email, GB.email, GB.ascii_safe_email])(),
    "zh": lambda: R.choice([ZH.free_email, ZH.email, ZH.company_email])(),
    "own": lambda: f"{ZH.romanized_name().replace(' ', '.').lower()}{R.choice(['', str(R.randint(1, 99))])}@{R.choice(['qq.com', '163.com', '126.com', 'foxmail.com', 'outlook.com', 'sina.com'])}",
}


def _cn_mobile() -> str:
    n = R.choice(["13", "15", "17", "18", "19"]) + _rs(DIG, 9)
    f = R.randint(0, 4)
    if f == 0:
        return n
    if f == 1:
        return f"{n[:3]}-{n[3:7]}-{n[7:]}"
    if f == 2:
        return f"{n[:3]} {n[3:7]} {n[7:]}"
    if f == 3:
        return f"+86 {n[:3]} {n[3:7]} {n[7:]}"
    return f"+86-{n}"


def _cn_land() -> str:
    area = R.choice(["010", "021", "020", "0755", "0571", "028", "027", "025"])
    num = _rs("2345678", 1) + _rs(DIG, 7 if len(area) == 3 else R.choice([6, 7]))
    v = f"{area}-{num}" if R.random() < 0.7 else f"({area}){num}"
    if R.random() < 0.3:
        v += R.choice(["转", " 转 ", "-"]) + _rs(DIG, R.choice([3, 4]))
    return v


def _us_phone() -> str:
    a, b, c = _rs("23456789", 1) + _rs(DIG, 2), _rs("23456789", 1) + _rs(DIG, 2), _rs(DIG, 4)
    return R.choice([f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"+1 {a} {b} {c}", f"{a}.{b}.{c} ext. {_rs(DIG, 3)}", f"+1-{a}-{b}-{c}"])


PHONE = {
    "us": lambda: R.choice([US.phone_number, US.phone_number, _us_phone])(),
    "gb": lambda: GB.phone_number(),
    "cn": lambda: R.choice([ZH.phone_number, _cn_mobile, _cn_mobile])(),
    "cnland": _cn_land,
    "msisdn": lambda: R.choice([US.msisdn, GB.msisdn])(),
}


def _one_line(s: str) -> str:
    return re.sub(r"\s*\n\s*", ", ", s)


def _zh_street() -> str:
    st = ZH.street_name()
    v = f"{st}{R.randint(1, 999)}号"
    f = R.randint(0, 4)
    if f == 1:
        v += f"{R.randint(1, 30)}栋{R.randint(1, 6)}单元{R.randint(1, 33)}{R.randint(1, 4):02d}室"
    elif f == 2:
        v += f"{R.randint(1, 12)}号楼{R.randint(1, 28)}{R.randint(1, 8):02d}室"
    elif f == 3:
        v += f"{R.choice('ABCDE')}座{R.randint(2, 40)}层{R.randint(1, 20)}{R.randint(1, 9):02d}"
    elif f == 4:
        v += f"{R.randint(101, 2808)}室"
    return v


ADDRESS = {
    "us": lambda: _one_line(US.street_address()),
    "usapt": lambda: f"{US.building_number()} {US.street_name()}, {R.choice(['Apt', 'Suite', 'Unit', 'Apt.'])} {R.randint(1, 40)}{R.choice(['', 'A', 'B'])}",
    "gb": lambda: _one_line(GB.street_address()),
    "gbflat": lambda: f"Flat {R.randint(1, 60)}, {GB.building_number()} {GB.street_name()}",
    "zh": _zh_street,
}


def _nino() -> str:
    a = R.choice("ABCEGHJKLMNOPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXYZ")
    d = _rs(DIG, 6)
    s = R.choice("ABCD")
    return R.choice([f"{a}{d}{s}", f"{a} {d[:2]} {d[2:4]} {d[4:]} {s}"])


GOVID = {
    "ssn": lambda: R.choice([US.ssn, US.ssn, lambda: f"{R.randint(100, 665)}-{R.randint(10, 99)}-{R.randint(1000, 9999)}"])(),
    "nino": lambda: R.choice([GB.ssn, _nino, _nino])(),
    "cnid": lambda: R.choice([ZH.ssn, _cn_id])(),
    "pp_us": lambda: US.passport_number(),
    "pp_gb": lambda: GB.passport_number(),
    "pp_cn": lambda: R.choice(["E", "G", "EA", "EB", "P"]) + _rs(DIG, 8 if R.random() < 0.6 else 7),
}


def _card() -> str:
    f = R.randint(0, 3)
    if f == 0:
        return US.credit_card_number(card_type=R.choice(["visa", "mastercard", "amex", "discover", "visa16", "jcb16"]))
    num = _luhn_complete(R.choice(["4", "51", "53", "55", "2221", "6011"]), 16)
    return [num, _group4(num), "-".join(num[i : i + 4] for i in range(0, 16, 4))][f - 1]


def _unionpay() -> str:
    num = _luhn_complete(R.choice(["622202", "621700", "622848", "622588", "623668"]), R.choice([16, 19]))
    return num if R.random() < 0.6 else _group4(num)


def _iban_own() -> str:
    cc = R.choice(["DE", "FR", "NL", "ES", "IT", "GB"])
    if cc == "DE":
        b = _rs(DIG, 18)
    elif cc == "FR":
        b = _rs(DIG, 23)
    elif cc == "NL":
        b = R.choice(["ABNA", "INGB", "RABO"]) + _rs(DIG, 10)
    elif cc == "ES":
        b = _rs(DIG, 20)
    elif cc == "IT":
        b = R.choice(UP) + _rs(DIG, 10) + _rs(DIG, 12)
    else:
        b = R.choice(["NWBK", "BARC", "HBUK", "LOYD"]) + _rs(DIG, 14)
    v = _iban(cc, b)
    return v if R.random() < 0.5 else _group4(v)


FINANCIAL = {
    "card": _card,
    "unionpay": _unionpay,
    "iban": lambda: R.choice([GB.iban, _iban_own, _iban_own])(),
    "acct": lambda: R.choice([lambda: _rs(DIG, R.randint(8, 12)), lambda: GB.bban()[4:] if R.random() < 0.5 else _rs(DIG, 8)])(),
    "aba": lambda: US.aba(),
    "cnacct": lambda: _rs("123456789", 1) + _rs(DIG, R.choice([15, 17, 18])),
}


def _en_name() -> str:
    p = R.choice([US, GB])
    f = R.randint(0, 4)
    if f == 0:
        return p.name_male() if R.random() < 0.5 else p.name_female()
    if f == 1:
        return f"{p.first_name()} {p.last_name()}"
    if f == 2:
        return f"{p.first_name_female()} {p.last_name()}-{p.last_name()}" if R.random() < 0.3 else f"{p.first_name_male()} {p.last_name()}"
    return f"{p.first_name()} {p.last_name()}"


def _plain_name(s: str) -> str:
    # strip prefixes/suffixes that Faker's name() may add (kept outside the span by templates)
    parts = [x for x in s.split() if x.strip(".").lower() not in {"mr", "mrs", "ms", "miss", "dr", "md", "dds", "phd", "dvm", "jr", "ii", "iii", "iv", "v", "mx"}]
    return " ".join(parts)


PERSON = {
    "en": lambda: _plain_name(_en_name()),
    "zh": lambda: R.choice([ZH.name, ZH.name_male, ZH.name_female, lambda: ZH.last_name() + ZH.first_name()])(),
    "pinyin": lambda: ZH.romanized_name(),
}


def _uname() -> str:
    f = R.randint(0, 4)
    if f <= 1:
        return R.choice([US, GB, ZH]).user_name()
    if f == 2:
        return f"{US.first_name().lower()}.{US.last_name().lower()}{R.choice(['', str(R.randint(1, 99))])}"
    if f == 3:
        return f"{ZH.user_name()}_{R.randint(10, 9999)}"
    return f"{R.choice([GB, US]).first_name().lower()[:1]}{R.choice([GB, US]).last_name().lower()}{_rs(DIG, 2)}"


USERNAME = {
    "plain": _uname,
    "at": lambda: "@" + _uname(),
}


def _seg() -> str:
    f = R.randint(0, 3)
    if f == 0:
        return US.user_name()
    if f == 1:
        return ZH.user_name()
    if f == 2:
        return GB.first_name().lower() + "." + GB.last_name().lower()
    return US.first_name().lower() + _rs(DIG, 2)


HOMEPATH = {
    "nix": lambda: "/home/" + _seg(),
    "mac": lambda: "/Users/" + _seg(),
    "win": lambda: "C:\\Users\\" + _seg(),
    "winfw": lambda: R.choice(["D", "C"]) + ":\\Users\\" + R.choice([US, GB]).first_name() + R.choice(["", ".", "_"]) + R.choice([US, GB]).last_name(),
}

_EN_NUM = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
_ZH_NUM = ["一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


def _en_time() -> str:
    dt = FK.date_time_between(start_date=_D0, end_date=_D1)
    h, m = dt.hour % 12 or 12, R.choice([0, 15, 30, 45, 10, 20, 40, 50])
    f = R.randint(0, 7)
    if f == 0:
        return f"{h}{R.choice(['am', 'pm', ' am', ' pm', 'AM', ' PM'])}"
    if f == 1:
        return f"{h}:{m:02d}{R.choice(['am', 'pm', ' a.m.', ' p.m.', ' AM', 'PM'])}"
    if f == 2:
        return dt.strftime("%H:%M")
    if f == 3:
        return R.choice(["half past ", "quarter past ", "quarter to "]) + _EN_NUM[h - 1]
    if f == 4:
        return f"{_EN_NUM[h - 1]} o'clock"
    if f == 5:
        return f"{dt.hour:02d}{m:02d} hours"
    if f == 6:
        return f"{_EN_NUM[h - 1]}-{R.choice(['thirty', 'fifteen', 'forty-five'])}"
    return f"{h}:{m:02d}"


_ZH_PARTS = [("早上", [6, 7, 8]), ("清晨", [5, 6]), ("上午", [8, 9, 10, 11]), ("中午", [12, 1]), ("下午", [1, 2, 3, 4, 5]),
             ("傍晚", [5, 6, 7]), ("晚上", [7, 8, 9, 10, 11]), ("凌晨", [1, 2, 3, 4]), ("夜里", [10, 11, 12])]


def _zh_time() -> str:
    dt = FK.date_time_between(start_date=_D0, end_date=_D1)
    part, hours = R.choice(_ZH_PARTS)
    h = R.choice(hours)
    f = R.randint(0, 5)
    if f == 0:
        return f"{part}{h}点"
    if f == 1:
        return f"{part}{_ZH_NUM[h - 1]}点半"
    if f == 2:
        return f"{part}{h}点{R.choice([10, 15, 20, 40, 45, 50])}分"
    if f == 3:
        return f"{part}{_ZH_NUM[h - 1]}点"
    if f == 4:
        return dt.strftime("%H:%M")
    return f"{part}{h}:{R.choice([0, 15, 30, 45]):02d}"


SCHEDULE = {"en": _en_time, "zh": _zh_time}


def _coord() -> str:
    f = R.randint(0, 3)
    if f == 0:
        la, lo = FK.latitude(), FK.longitude()
        return f"{float(la):.5f}, {float(lo):.5f}"
    if f == 1:
        ll = US.local_latlng(country_code=R.choice(["US", "GB"]), coords_only=True)
        return f"{ll[0]},{ll[1]}"
    if f == 2:
        la, lo = R.uniform(22, 41), R.uniform(102, 122)
        return f"{la:.6f},{lo:.6f}"
    la, lo = R.uniform(50, 56), R.uniform(-4, 1)
    return f"{la:.4f}, {lo:.4f}"


_EST_A = ["Willow", "Hawthorn", "Kestrel", "Ashby", "Larkspur", "Fernhill", "Oakridge", "Brambling", "Cedarwood", "Foxglove", "Heron", "Juniper", "Linden", "Marlowe", "Primrose", "Rowan", "Sorrel", "Thornbury"]
_EST_B = ["Gardens", "Heights", "Park estate", "Grove", "Meadows", "Court", "Rise", "Fields estate", "Village", "Crescent estate"]
_ZEST_A = ["翠湖", "锦绣", "金桂", "华润", "万科", "碧水", "阳光", "和平", "幸福", "紫荆", "龙湖", "星河", "绿地", "香榭", "枫林", "盛世", "东湖", "滨江"]
_ZEST_B = ["花园", "小区", "家园", "新村", "苑", "公馆", "雅居", "名都", "天地", "嘉园"]

GEO = {
    "coord": _coord,
    "zip": lambda: R.choice([US.zipcode, US.postcode, US.zipcode_plus4])(),
    "ukpc": lambda: GB.postcode(),
    "cnpc": lambda: ZH.postcode(),
    "estate": lambda: R.choice(_EST_A) + " " + R.choice(_EST_B),
    "zest": lambda: R.choice(_ZEST_A) + R.choice(_ZEST_B),
}

GEN = {
    "secret": SECRET, "password": PASSWORD, "email": EMAIL, "phone": PHONE, "address": ADDRESS,
    "government_id": GOVID, "financial": FINANCIAL, "person_name": PERSON, "username": USERNAME,
    "home_path": HOMEPATH, "schedule": SCHEDULE, "geo": GEO,
}
# default kinds when a template says just {V}
DEFAULT = {
    "secret": {"*": list(SECRET)},
    "password": {"en": ["faker", "human", "phrase"], "zh": ["faker", "pinyin", "human"], "mixed": ["faker", "human", "phrase", "pinyin"]},
    "email": {"en": ["us", "gb", "us", "gb", "own"], "zh": ["zh", "own", "us"], "mixed": ["us", "gb", "zh", "own"]},
    "phone": {"en": ["us", "gb", "msisdn"], "zh": ["cn", "cn", "cnland"], "mixed": ["cn", "us", "gb", "cnland"]},
    "address": {"en": ["us", "usapt", "gb", "gbflat"], "zh": ["zh"], "mixed": ["zh", "us", "gb"]},
    "government_id": {"en": ["ssn", "nino"], "zh": ["cnid"], "mixed": ["cnid", "ssn", "nino"]},
    "financial": {"en": ["card", "iban"], "zh": ["unionpay", "card"], "mixed": ["card", "unionpay", "iban"]},
    "person_name": {"en": ["en"], "zh": ["zh"], "mixed": ["zh", "en", "pinyin"]},
    "username": {"*": ["plain"]},
    "home_path": {"*": ["nix", "mac", "win"]},
    "schedule": {"en": ["en"], "zh": ["zh"], "mixed": ["zh", "en"]},
    "geo": {"en": ["coord", "zip", "ukpc"], "zh": ["coord", "cnpc"], "mixed": ["coord", "cnpc", "zip", "ukpc"]},
}


def _fw(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


TRANSFORM = {
    "fw": _fw,
    "up": str.upper,
    "lo": str.lower,
    "json": lambda s: json.dumps(s, ensure_ascii=False)[1:-1],
    "url": lambda s: urllib.parse.quote(s, safe=""),
    "nosp": lambda s: s.replace(" ", ""),
}

# ---------------------------------------------------------------------------------------
# benign fillers
# ---------------------------------------------------------------------------------------
_CITIES = ["London", "Manchester", "Chicago", "Seattle", "Singapore", "Frankfurt", "Toronto", "Dublin", "Austin", "Edinburgh", "Sydney", "Paris"]
_ZCITIES = ["北京", "上海", "深圳", "杭州", "成都", "武汉", "南京", "西安", "广州", "苏州", "重庆", "厦门"]
_COS = ["Acme Cloud", "Northwind", "Contoso", "Globex", "Initech", "Umbrella Logistics", "Blue Harbor Travel", "Vertex Payroll", "Orbital CRM", "Helios Freight"]
_ZCOS = ["顺丰速运", "京东物流", "阿里云", "华为云", "携程", "中通快递", "飞书", "钉钉", "招商银行", "东方航空"]
_HOTELS = ["Hilton Garden Inn", "Premier Inn", "Marriott Courtyard", "Holiday Inn Express", "Novotel", "Ibis Styles"]
_ZHOTELS = ["全季酒店", "汉庭酒店", "亚朵酒店", "如家酒店", "希尔顿欢朋", "桔子水晶酒店"]
_DOMS = ["example-corp.net", "acme-internal.io", "northwind.dev", "contoso-hr.com", "globex-travel.net"]
_IPS = ["8.8.8.8", "1.1.1.1", "9.9.9.9", "208.67.222.222", "114.114.114.114", "223.5.5.5"]
_PRODUCTS = ["Jira", "Zendesk", "Salesforce", "Workday", "SAP Concur", "Expensify", "BambooHR", "HubSpot", "Freshdesk", "Greenhouse"]


def _date() -> _dt.date:
    return FK.date_between(start_date=_dt.date(2023, 1, 1), end_date=_dt.date(2025, 12, 31))


FILL = {
    "TKT": lambda: R.choice(["TCK-", "CS-", "INC", "SR-", "CASE-", "#"]) + _rs(DIG, R.choice([5, 6, 7])),
    "ORD": lambda: (lambda n: n if not _luhn_ok(n) else n[:-1] + str((int(n[-1]) + 1) % 10))(_rs("23456789", 1) + _rs(DIG, R.choice([9, 11, 13]))),
    "DATE": lambda: _date().isoformat(),
    "EDATE": lambda: _date().strftime("%d %b %Y"),
    "ZDATE": lambda: (lambda d: f"{d.year}年{d.month}月{d.day}日")(_date()),
    "CITY": lambda: R.choice(_CITIES),
    "ZCITY": lambda: R.choice(_ZCITIES),
    "CO": lambda: R.choice(_COS),
    "ZCO": lambda: R.choice(_ZCOS),
    "HOTEL": lambda: R.choice(_HOTELS),
    "ZHOTEL": lambda: R.choice(_ZHOTELS),
    "DOM": lambda: R.choice(_DOMS),
    "IP": lambda: R.choice(_IPS),
    "PROD": lambda: R.choice(_PRODUCTS),
    "AMT": lambda: f"{R.randint(12, 4800)}.{R.choice(['00', '50', '99', '20'])}",
    "N": lambda: str(R.randint(2, 9)),
    "NN": lambda: str(R.randint(10, 480)),
    "FLT": lambda: R.choice(["CA", "MU", "CZ", "BA", "UA", "LH", "SQ", "HU"]) + str(R.randint(100, 9899)),
    "UUID": lambda: str(uuid.UUID(int=R.getrandbits(128))),
    "SHA": lambda: _rs(HEX, 40),
    "SHA7": lambda: _rs(HEX, 7),
    "SHA256": lambda: _rs(HEX, 64),
    "VER": lambda: f"{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 12)}",
    "PORT": lambda: R.choice(["443", "5432", "6379", "8080", "3306", "9200", "27017"]),
    "PROV": lambda: ZH.province(),
    "ZC": lambda: ZH.city(),
    "ZD": lambda: ZH.district() + "区",
    "USC": lambda: US.city(),
    "UKC": lambda: GB.city(),
    "SKU": lambda: R.choice(["SKU-", "ITEM-", "PN "]) + _rs(UP, 2) + _rs(DIG, 5),
    "BADCARD": lambda: (lambda n: n if not _luhn_ok(n) else n[:-1] + str((int(n[-1]) + 1) % 10))(_rs("3456789", 1) + _rs(DIG, 15)),
    "WB": lambda: "SF" + _rs(DIG, 12),
    "PCT": lambda: str(R.randint(1, 99)),
    "MIN": lambda: str(R.randint(10, 59)),
    "DUR": lambda: R.choice(["3 days", "45 minutes", "2 weeks", "90 seconds", "6 hours"]),
    "ZDUR": lambda: R.choice(["3天", "45分钟", "两周", "90秒", "6个小时"]),
}

# ---------------------------------------------------------------------------------------
# templates: (category, lang) -> list; "!" prefix = hard case; {V=kind:transform}
# ---------------------------------------------------------------------------------------
T: dict[tuple[str, str], list[str]] = {}

T["secret", "en"] = [
    "Ticket {TKT}: customer pasted their AWS access key {V=aws} into the chat, please rotate.",
    'call_tool("deploy_preview", {"env": "staging", "github_token": "{V=ghp}"})',
    "export OPENAI_API_KEY={V=openai}",
    "Onboarding checklist item {N}: the Slack bot token for #it-helpdesk is {V=slack}",
    '{"name": "send_offer_letter", "arguments": {"sendgrid_api_key": "{V=sendgrid}", "template": "offer-v{N}"}}',
    "STRIPE_SECRET_KEY = '{V=stripe}'  # copied from the {CO} billing console",
    "Escalation note: vendor integration failing; the Anthropic credential they use is {V=anthropic} per the caller.",
    "INSERT INTO integrations (provider, api_key, created) VALUES ('google_maps', '{V=google}', '{DATE}');",
    "provider,token,created\nhuggingface,{V=hf},{DATE}",
    "Telegram bot for delivery alerts — bot token {V=tg} — is configured in the courier dashboard.",
    "GET /v1/bookings/{ORD} HTTP/1.1\nHost: api.{DOM}\nAuthorization: Bearer {V=jwt}",
    "Attached the deploy key from the travel-booking server:\n{V=pem}\nPlease move it to the vault.",
    "DATABASE_URL=postgres://booking_app:{V=urlpw}@db.{DOM}:5432/bookings",
    "webhook signing secret: {V=hexkey}",
    "client_secret={V=b64key}&grant_type=client_credentials&client_id=travel-portal",
    "HR portal SSO: the shared signing key is {V=b64key}; rotate it after onboarding week.",
    "Support macro leaked a token `{V=slack}` into the public channel on {DATE}.",
    "[default]\naws_access_key_id = {V=aws}\nregion = eu-west-2",
    "aws_secret_access_key\t{V=aws_secret}",
    "git remote set-url origin https://x-access-token:{V=ghp}@github.com/acme/payroll-sync.git",
    "Fine-grained PAT for the contractor (expires in {DUR}): {V=ghpat}",
    "!{V=aws} was read out by the caller during the call summary, flag it.",
    "!expense upload failed; the request log shows x-api-key: {V=b64key}",
    "!{V=ghpat} <- this is what the contractor sent for repo access, ticket {TKT}",
    '!The payload had "{V=stripe}" in the metadata of order {ORD}.',
    '!result: {"ok": true, "issued": "{V=openai}", "ttl": 3600, "order": "{ORD}"}',
    "!| service | owner team | value |\n|---|---|---|\n| payroll-sync | finance | {V=hexkey} |",
    "!Maps widget on the visa page is broken ({V=google}) - client says quota exceeded",
]
T["secret", "zh"] = [
    "工单{TKT}：客户在对话中发了AWS密钥{V=aws}，请立即作废。",
    "入职清单第{N}项：GitHub令牌 {V=ghp} 已配置到新电脑。",
    "回访记录：用户的OpenAI接口密钥为{V=openai}，已提醒其更换。",
    "报销系统对接用的Stripe私钥：{V=stripe}",
    "快递查询机器人的Telegram令牌是{V=tg}",
    '{"工具": "发送短信", "参数": {"access_token": "{V=jwt}", "模板": "取件通知"}}',
    "数据库连接串：mysql://order_svc:{V=urlpw}@db.{DOM}:3306/orders",
    "服务器私钥如下，请勿外传：\n{V=pem}",
    "谷歌地图密钥 {V=google} 用于订票页面。",
    "HuggingFace访问令牌：{V=hf}",
    "SendGrid发信密钥{V=sendgrid}已写入配置。",
    "客服群通知机器人的token：{V=slack}",
    "签名密钥＝{V=hexkey}",
    "Anthropic的API密钥是{V=anthropic}，客户说是测试用的。",
    "INSERT INTO 凭证表 (类型, 值) VALUES ('aws_secret', '{V=aws_secret}');",
    "接口秘钥：{V=b64key}，有效期一年。",
    "第三方物流平台的app_secret为 {V=b64key}",
    "授权头 Authorization: Bearer {V=jwt}",
    "GitHub细粒度访问令牌「{V=ghpat}」已过期，请重新申请。",
    "回调地址 https://hooks.{DOM}/notify?secret={V=hexkey}&单号={ORD}",
    "!{V=aws}这个是他贴到群里的，赶紧处理",
    "!日志里出现了 {V=b64key} ，疑似泄露",
    "!表格：\n| 系统 | 负责部门 | 凭据 |\n| 薪资同步 | 财务部 | {V=hexkey} |",
    "!客服转来的字符串{V=stripe}是线上收款用的",
    "!配置项TELEGRAM_TOKEN＝{V=tg}，用于派件通知",
    "!订单{ORD}备注里有一串 {V=ghp} ，像是代码仓库的",
    "!“{V=openai}”——用户截图里的那串，需要作废",
]
T["secret", "mixed"] = [
    "客户说他的 AWS access key 是 {V=aws}，please rotate ASAP.",
    "这个 GitHub token {V=ghp} 是不是已经 expired 了？",
    "Onboarding 时发的 Slack token：{V=slack}",
    "请把 OPENAI_API_KEY={V=openai} 从 .env 里删掉",
    '工具参数：{"api_key": "{V=google}", "city": "{ZCITY}"}',
    "Stripe 的 secret key 是 {V=stripe}，财务说 payroll 要用",
    "连接串 redis://default:{V=urlpw}@cache.{DOM}:6379/0 需要换",
    "Private key 在下面：\n{V=pem}\n别转发。",
    "HF token：{V=hf}（下载模型用）",
    "SendGrid API key {V=sendgrid} 在邮件模板服务里",
    "Telegram bot 的 token 为 {V=tg}",
    "Header 里带着 Authorization: Bearer {V=jwt}",
    "webhook secret 设成了 {V=hexkey}",
    "fine-grained PAT：{V=ghpat}，给外包同事临时用",
    "aws_secret_access_key 是 {V=aws_secret}",
    "INSERT INTO secrets (name, value) VALUES ('签名密钥', '{V=hexkey}');",
    "git clone https://deploy:{V=ghp}@github.com/acme/hr-portal.git 失败了",
    "临时 access token 是 {V=jwt}，30 分钟后 expire",
    "Anthropic 的 key {V=anthropic} 已经 revoke 了吗？",
    "client_secret={V=b64key}&client_id=booking-svc&scope=订单",
    "!{V=anthropic} 这个是 vendor 给的",
    "!表格 | service | 凭据 |\n|---|---|\n| 报销 | {V=hexkey} |",
    "!log 里看到 {V=b64key}，怀疑 leak 了",
    "!「{V=aws}」— 客服截图里的",
    "!订单 {ORD} 的 remark 里竟然有 {V=stripe}",
    "!X-API-KEY：{V=b64key}",
    "!{V=sendgrid}，这串是 marketing 那边发来的",
]

T["password", "en"] = [
    "Ticket {TKT}: user says their portal password is {V} and it no longer works.",
    "Welcome aboard! Your temporary password: {V} (change it on first login).",
    '{"tool": "create_account", "args": {"login": "new.hire", "password": "{V:json}"}}',
    "username=svc_booking&pw={V:url}&remember=1",
    "INSERT INTO staff_accounts (email_verified, passwd) VALUES (true, '{V}');",
    "Call summary: caller confirmed the Wi-Fi passphrase for the {HOTEL} lobby kiosk is {V}",
    "the password is {V} — do not forward this email",
    "Pwd: {V}",
    "Visa portal login — pass {V} — keep in the team vault.",
    "Escalation: customer shared credentials in chat (password {V}), advised reset.",
    "DB_PASSWORD={V}",
    "Onboarding step {N}: set your laptop passcode to {V} until IT enrolls the device.",
    "reset done; new passphrase = {V}",
    "HR note: payroll system login secret phrase is {V}",
    "Expense portal credentials -> password: {V}",
    "CRM note {DATE}: client mentioned their account password was {V}, told them never to share it.",
    "config.yaml\n  smtp:\n    host: smtp.{DOM}\n    password: \"{V}\"",
    "Your new PIN-style password for the travel desk is {V}.",
    "--password '{V}' was in the shell history on the onboarding laptop",
    "!{V} is what she typed as the password, per the screen share",
    "!login ok with 'admin' / '{V}' on the courier tablet",
    "!email\tstatus\tpassword\nrow {N}\tactive\t{V}",
    "!| system | login | secret |\n|---|---|---|\n| Concur | travel-desk | {V} |",
    "!creds: svc_import:{V}",
    "!he said the pass phrase was \"{V}\" and then hung up",
    "!PASSWORD IS {V}",
    "!old one expired; now it's {V} (pwd for hr-portal)",
]
T["password", "zh"] = [
    "工单{TKT}：用户反映登录密码{V}无法使用。",
    "欢迎入职！您的初始密码是{V}，首次登录后请修改。",
    "回访记录：客户说他的账户密码为 {V}，已提醒不要泄露。",
    "酒店大堂WiFi密码：{V}",
    "报销系统登录口令：{V}",
    '{"工具": "创建账号", "参数": {"账号": "xinyuangong", "密码": "{V:json}"}}',
    "INSERT INTO 员工账号 (状态, 密码) VALUES ('启用', '{V}');",
    "快递柜取件后台的管理密码是{V}",
    "签证系统的登陆密码：{V}，请妥善保管",
    "密码已重置，新密码为{V}",
    "入职登记表 - 系统初始口令 {V}",
    "他在电话里把密码{V}念了出来",
    "数据库密码＝{V}",
    "订票账号的密码改成了「{V}」",
    "pwd={V:url}&账号=booking",
    "薪资系统密码：{V}（请勿外传）",
    "客户把支付密码{V}发在了工单里，已删除",
    "临时密码{V}有效期24小时",
    "对方说口令是 {V}",
    "!{V}就是他的登录密码",
    "!账号 admin，密码 {V}，用于快递面单打印机",
    "!表格：\n| 系统 | 账号 | 密码 |\n| 差旅平台 | travel | {V} |",
    "!密码{V}",
    "!“{V}”——客户在电话里报的口令",
    "!登录失败，输入的是 {V} 这个密码",
    "!员工\t系统\t口令\n第{N}行\tOA\t{V}",
]
T["password", "mixed"] = [
    "客户说他的 password 是 {V}，现在登录不了",
    "Welcome！你的初始密码是 {V}，first login 后请修改",
    '{"tool": "reset_pwd", "args": {"user": "booking-bot", "new_password": "{V:json}"}}',
    "WiFi password：{V}（{ZHOTEL}大堂）",
    "Concur 登录密码：{V}",
    "DB 密码 = {V}",
    "passphrase 设成了 {V}，记得改",
    "pw={V:url}&login=travel_desk",
    "HR 系统的 login password 为 {V}",
    "INSERT INTO accounts (login, 密码) VALUES ('ops', '{V}');",
    "reset 之后新密码是 {V}",
    "报销系统 pwd：{V}",
    "客户把 password {V} 发在 chat 里了",
    "临时 passcode {V} 24小时内有效",
    "登录口令 is {V}",
    "config 里 password: \"{V}\" 要删掉",
    "the password 是 {V}，别外传",
    "签证 portal 的 secret phrase：{V}",
    "!{V} 就是他的密码",
    "!账号 admin / {V}，用于面单 printer",
    "!| system | 账号 | 密码 |\n|---|---|---|\n| OA | hr | {V} |",
    "!“{V}” — 客户电话里报的 pass",
    "!login 失败，他输的是 {V}",
    "!PASSWORD：{V}",
    "!creds 是 ops:{V}",
]

T["email", "en"] = [
    "Ticket {TKT}: customer asked us to send the refund confirmation to {V}.",
    "Emergency contact email: {V}",
    "Offer letter sent to {V} on {EDATE}.",
    '{"tool": "send_email", "args": {"to": "{V}", "subject": "Your booking {ORD}"}}',
    "INSERT INTO contacts (email, source) VALUES ('{V}', 'crm-import');",
    "Please reach the candidate at {V} to schedule the onboarding call.",
    "E-mail: {V}",
    "Call summary: caller's preferred contact address is {V}",
    "Visa application — applicant mail: {V}",
    "Delivery note: notify {V} when the parcel reaches the {CITY} depot.",
    "Expense report submitted by {V}, total {AMT} GBP.",
    "to={V:url}&subject=Itinerary&booking={ORD}",
    "Escalated — the client wants all updates cc'd to {V}",
    "Payroll query from {V} about the {EDATE} payslip.",
    "Reply-To: {V}",
    "Hotel booking confirmation ({HOTEL}) was emailed to {V}.",
    "CRM note: updated primary inbox to {V} after the rebrand.",
    "The new hire's personal address for paperwork is {V}",
    "!{V} wrote in again about order {ORD}",
    "!<{V}>",
    "!name,team,contact\nrow{N},ops,{V}",
    "!| ticket | channel | from |\n|---|---|---|\n| {TKT} | web | {V} |",
    "!FROM: {V:up}",
    "!bounced: {V} (mailbox full), retry on {DATE}",
    "!contact for the flight change: \"{V}\"",
    "!dup of {TKT}; submitter {V}; priority P{N}",
]
T["email", "zh"] = [
    "工单{TKT}：客户要求把退款确认发到{V}。",
    "紧急联系人邮箱：{V}",
    "录用通知已于{ZDATE}发送至{V}。",
    "电子邮件：{V}",
    '{"工具": "发送邮件", "参数": {"收件人": "{V}", "主题": "订单{ORD}"}}',
    "INSERT INTO 联系人 (邮箱, 来源) VALUES ('{V}', '客服导入');",
    "回访记录：客户希望以后通过{V}联系。",
    "签证申请表 - 申请人邮箱 {V}",
    "快递到达{ZCITY}网点后请发邮件通知{V}",
    "报销单提交人邮箱：{V}，金额{AMT}元",
    "请抄送{V}",
    "入职登记表：个人邮箱 {V}",
    "酒店订单确认信已发往{V}",
    "联系邮箱为{V}，工作日回复",
    "投诉人的电邮地址是{V}",
    "发件人：{V}",
    "候选人简历来自{V}",
    "客户更新了收件地址：{V}",
    "!{V}又来信问订单{ORD}的事",
    "!邮箱{V}",
    "!表格：\n| 工单 | 渠道 | 来源 |\n| {TKT} | 网页 | {V} |",
    "!（{V}）",
    "!退信：{V}，邮箱已满",
    "!姓名\t部门\t联系方式\n第{N}行\t运营\t{V}",
    "!「{V:up}」",
    "!重复工单{TKT}，提交者{V}，优先级P{N}",
]
T["email", "mixed"] = [
    "客户说 email 是 {V}，请 follow up",
    "紧急联系人 email：{V}",
    "Offer letter 已发到 {V}",
    '{"tool": "send_email", "args": {"to": "{V}", "主题": "行程单"}}',
    "INSERT INTO contacts (邮箱, source) VALUES ('{V}', 'crm');",
    "请把 itinerary 发到 {V}",
    "E-mail 地址：{V}",
    "回访 summary：客户 preferred contact 是 {V}",
    "签证 application 的邮箱：{V}",
    "Expense report 提交人 {V}，总额 {AMT}",
    "cc 一下 {V}",
    "Reply-To：{V}",
    "mailbox 更新为 {V}",
    "入职 paperwork 请寄到 {V}",
    "Hotel confirmation 发给了 {V}",
    "to={V:url}&subject=报销",
    "候选人的 mail 是 {V}",
    "!{V} 又来问 order {ORD}",
    "!<{V}>",
    "!| ticket | 渠道 | from |\n|---|---|---|\n| {TKT} | web | {V} |",
    "!退信 bounced：{V}",
    "!（{V:up}）",
    "!name,部门,contact\nrow{N},ops,{V}",
    "!dup of {TKT}，提交者 {V}",
    "!发件人「{V}」",
]

T["phone", "en"] = [
    "Ticket {TKT}: please call the customer back on {V} about order {ORD}.",
    "Emergency contact phone: {V}",
    "Tel: {V}",
    "Courier note: ring {V} on arrival, parcel {WB} is fragile.",
    '{"tool": "send_sms", "args": {"to": "{V}", "template": "booking_confirmed"}}',
    "INSERT INTO customers (mobile, tier) VALUES ('{V}', 'gold');",
    "Call summary: caller could be reached at {V} after the escalation.",
    "Mobile: {V=us}",
    "Offer letter contact — direct line {V}",
    "Visa application: applicant's telephone number {V=gb}",
    "Hotel front desk asked for a contact number; we gave {V}.",
    "CRM: updated the callback number to {V}",
    "phone={V:url}&consent=yes",
    "Landlord's cell is {V}, per the relocation form.",
    "Please text {V=us} when the shuttle leaves {CITY}.",
    "New hire can be reached on {V=gb} before the start date.",
    "Expense claim query — claimant's extension {V=us}",
    "WhatsApp {V} for delivery slot confirmation",
    "!{V} called twice about ticket {TKT}",
    "!order {ORD} | qty {N} | {V} | {AMT} USD",
    "!name,team,number\nrow{N},ops,{V}",
    "!| case | channel | caller id |\n|---|---|---|\n| {TKT} | voice | {V} |",
    "!(tel. {V})",
    "!flight {FLT}, seat {N}C, contact {V}, fare {AMT}",
    "!reached at \"{V=msisdn}\" last time",
    "!{V=msisdn} - left voicemail, no reply",
]
T["phone", "zh"] = [
    "工单{TKT}：请回拨客户电话{V}，询问订单{ORD}。",
    "紧急联系人电话：{V}",
    "手机：{V=cn}",
    "快递员备注：到了打{V}，运单{WB}易碎。",
    '{"工具": "发送短信", "参数": {"手机号": "{V}", "模板": "取件通知"}}',
    "INSERT INTO 客户 (手机, 等级) VALUES ('{V}', '金卡');",
    "回访记录：客户留的联系方式为{V}",
    "联系电话{V}",
    "入职登记表 - 本人手机号码 {V=cn}",
    "签证申请：申请人电话{V}",
    "酒店前台让留号码，留的是{V}",
    "收件人：张先生，{V}，{ZCITY}",
    "报销单有问题请致电{V=cnland}",
    "办公座机：{V=cnland}",
    "订票信息：乘机人联系电话{V=cn}，航班{FLT}",
    "请拨打{V}确认送货时间",
    "客户新换的号码是{V=cn}",
    "座机{V=cnland}，工作日可接",
    "!{V}来电两次，问工单{TKT}",
    "!订单{ORD}｜数量{N}｜{V}｜{AMT}元",
    "!表格：\n| 工单 | 渠道 | 来电号码 |\n| {TKT} | 电话 | {V} |",
    "!（电话{V=cn:fw}）",
    "!航班{FLT}，座位{N}C，联系{V}，票价{AMT}",
    "!{V=cn:nosp}未接通，已发短信",
    "!收件人\t城市\t号码\n第{N}行\t{ZCITY}\t{V}",
    "!“{V}”是他留的",
]
T["phone", "mixed"] = [
    "客户 callback 号码是 {V}，about order {ORD}",
    "Emergency contact 电话：{V}",
    "Tel：{V}",
    "Courier 到了请 call {V}",
    '{"tool": "send_sms", "args": {"to": "{V}", "模板": "取件"}}',
    "INSERT INTO customers (手机, tier) VALUES ('{V}', 'gold');",
    "Call summary：客户说可以打 {V}",
    "mobile 号码 {V=cn}",
    "Offer letter 上的 direct line 是 {V}",
    "Visa application 电话：{V}",
    "Hotel 前台 contact number 留了 {V}",
    "phone={V:url}&渠道=web",
    "WhatsApp {V} 确认 delivery slot",
    "新同事 start date 之前可以打 {V}",
    "联系方式 updated 为 {V}",
    "座机 landline：{V=cnland}",
    "手机号 is {V=cn}",
    "!{V} 打了两次电话 about {TKT}",
    "!order {ORD}｜qty {N}｜{V}｜{AMT}",
    "!| case | 渠道 | caller |\n|---|---|---|\n| {TKT} | voice | {V} |",
    "!（tel {V}）",
    "!flight {FLT}，座位 {N}C，联系 {V}",
    "!{V=cn:nosp} 没接，已发 SMS",
    "!name,城市,number\nrow{N},{ZCITY},{V}",
    "!「{V}」是他留的",
]

T["address", "en"] = [
    "Ticket {TKT}: replacement unit to be shipped to {V}, {USC}.",
    "Home address: {V}, {UKC}",
    "Delivery note: leave the parcel at {V}, {USC} if nobody answers.",
    '{"tool": "create_shipment", "args": {"street": "{V}", "city": "{USC}", "service": "express"}}',
    "INSERT INTO employees (street, city) VALUES ('{V}', '{UKC}');",
    "Emergency contact lives at {V}, {UKC}.",
    "Relocation: the new hire moves into {V}, {USC} next month.",
    "Visa application — residential address: {V}, {UKC}",
    "Please courier the signed offer letter to {V}, {USC}.",
    "Call summary: caller confirmed their billing address as {V}, {USC}.",
    "Hotel invoice addressed to {V}, {UKC}",
    "street={V:url}&city={USC}&country=US",
    "Expense claim: mileage from {V} to the {CITY} office.",
    "Ship-to: {V}, {UKC}",
    "Pickup point changed to {V} ({USC}) per customer request.",
    "Mailing address on file — {V}",
    "CRM note: customer moved; now at {V}, {UKC}",
    "!{V}, {USC} — that's where the driver left it",
    "!order {ORD} | {V} | {USC} | qty {N}",
    "!name,street,city\nrow{N},{V},{UKC}",
    "!| ticket | destination | city |\n|---|---|---|\n| {TKT} | {V} | {USC} |",
    "!(deliver to \"{V}\")",
    "!{V:up}, {UKC}",
    "!driver couldn't find {V}; rescheduled for {DATE}",
    "!lives at {V:lo}, {USC}",
]
T["address", "zh"] = [
    "工单{TKT}：换货寄到{PROV}{ZC}{ZD}{V}。",
    "家庭住址：{PROV}{ZC}{ZD}{V}",
    "快递单：收件地址{ZC}{ZD}{V}，电话联系后派送",
    '{"工具": "创建运单", "参数": {"省市区": "{PROV}{ZC}{ZD}", "详细地址": "{V}"}}',
    "INSERT INTO 员工 (城市, 详细地址) VALUES ('{ZC}', '{V}');",
    "紧急联系人住在{ZC}{ZD}{V}",
    "入职登记表 - 现居住地址：{PROV}{ZC}{ZD}{V}",
    "签证申请：居住地址 {ZC}{ZD}{V}",
    "录用通知书纸质版请寄至{ZC}{ZD}{V}",
    "回访记录：客户确认账单地址为{ZC}{ZD}{V}",
    "酒店发票邮寄地址：{ZC}{ZD}{V}",
    "报销单：从{V}到公司的打车费{AMT}元",
    "取件点改为{ZC}{ZD}{V}",
    "送货上门：{ZD}{V}",
    "户籍地址：{PROV}{ZC}{ZD}{V}",
    "客户搬家了，新地址在{ZC}{V}",
    "详细地址{V}，邮寄前请确认",
    "!{V}，{ZC}——司机说放门卫了",
    "!订单{ORD}｜{V}｜{ZC}｜数量{N}",
    "!表格：\n| 工单 | 目的地 | 城市 |\n| {TKT} | {V} | {ZC} |",
    "!（送到“{V}”）",
    "!司机找不到{V}，改约{ZDATE}",
    "!{ZC}{ZD}{V}收",
    "!收件人\t城市\t地址\n第{N}行\t{ZC}\t{V}",
    "!寄{V}，到付",
]
T["address", "mixed"] = [
    "客户的 shipping address 是 {ZC}{ZD}{V=zh}",
    "Home address：{V}",
    "Delivery note：包裹放在 {V=zh}，{ZC}",
    '{"tool": "create_shipment", "args": {"address": "{V}", "城市": "{ZC}"}}',
    "INSERT INTO employees (city, 地址) VALUES ('{ZC}', '{V=zh}');",
    "Emergency contact 住在 {V}",
    "Offer letter 纸质版寄到 {ZC}{ZD}{V=zh}",
    "Visa application 居住地址：{V}",
    "Call summary：billing address 确认为 {V}",
    "Hotel invoice 寄到 {V=zh}，{ZC}",
    "Ship-to：{V}",
    "pickup point 改成 {ZD}{V=zh}",
    "搬家了，new address 是 {V}",
    "户籍地址 registered at {PROV}{ZC}{ZD}{V=zh}",
    "mileage 从 {V} 到 {CITY} office",
    "mailing address 在系统里是 {V}",
    "street={V:url}&城市={ZC}",
    "!{V}，driver 说放门卫了",
    "!order {ORD}｜{V}｜qty {N}",
    "!| ticket | 目的地 | city |\n|---|---|---|\n| {TKT} | {V} | {ZC} |",
    "!（deliver to “{V}”）",
    "!司机 couldn't find {V}",
    "!name,地址,city\nrow{N},{V},{ZC}",
    "!寄 {V=zh}，到付 COD",
    "!{V=us:up}",
]

T["government_id", "en"] = [
    "HR onboarding form: SSN {V=ssn}",
    "Social Security Number: {V=ssn}",
    "National Insurance number: {V=nino}",
    "Payroll setup — NI No. {V=nino}",
    "Visa application: passport number {V=pp_us}",
    "Passport no. {V=pp_gb} (British), expires {DATE}",
    '{"tool": "verify_identity", "args": {"ssn": "{V=ssn}", "country": "US"}}',
    "INSERT INTO employees_tax (ni_number, tax_code) VALUES ('{V=nino}', '1257L');",
    "Call summary: caller read out their social security no. {V=ssn} for verification.",
    "Ticket {TKT}: customer uploaded a passport scan, document number {V=pp_us}.",
    "Traveller's passport # {V=pp_gb}, flight {FLT}",
    "W-4 received; taxpayer ID (SSN) {V=ssn}",
    "Right-to-work check: NINO {V=nino} verified on {EDATE}",
    "Chinese colleague's resident ID for the visa letter: {V=cnid}",
    "Hotel registration requires passport — guest provided {V=pp_cn}",
    "ssn={V=ssn:url}&dob_year=1988",
    "Emergency contact form, ID (passport) {V=pp_us}",
    "!{V=ssn} — that's the SSN on the I-9",
    "!name,dept,ssn\nrow{N},ops,{V=ssn}",
    "!| employee | start | NI |\n|---|---|---|\n| new hire {N} | {DATE} | {V=nino} |",
    "!(social: {V=ssn})",
    "!passport {V=pp_gb:lo} was rejected at check-in",
    "!ticket {TKT} / order {ORD} / ID {V=nino}",
    "!doc no \"{V=pp_us}\" (passport) on the visa form",
    "!ni {V=nino:lo}",
]
T["government_id", "zh"] = [
    "入职登记表：身份证号{V=cnid}",
    "身份证号码：{V=cnid}",
    "居民身份证 {V=cnid}，有效期长期",
    "订票信息：乘机人证件号{V=cnid}",
    "签证申请：护照号码{V=pp_cn}",
    "护照号：{V=pp_cn}，有效期至{ZDATE}",
    '{"工具": "实名认证", "参数": {"证件类型": "身份证", "证件号": "{V=cnid}"}}',
    "INSERT INTO 员工 (身份证号, 部门) VALUES ('{V=cnid}', '财务部');",
    "回访记录：客户报了身份证{V=cnid}核验身份",
    "工单{TKT}：客户上传了护照，证件号{V=pp_cn}",
    "酒店入住登记 证件号码 {V=cnid}",
    "报销单附件：火车票实名{V=cnid}",
    "快递实名登记：寄件人身份证{V=cnid}",
    "紧急联系人身份证号为{V=cnid}",
    "个税申报 - 纳税人识别号（身份证）{V=cnid}",
    "外籍员工护照号{V=pp_us}",
    "英国同事的国民保险号{V=nino}",
    "!{V=cnid}这个是他的身份证",
    "!表格：\n| 员工 | 入职日期 | 证件 |\n| 新员工{N} | {ZDATE} | {V=cnid} |",
    "!（证件{V=cnid}）",
    "!工单{TKT}／订单{ORD}／{V=cnid}",
    "!护照「{V=pp_cn}」过期了",
    "!身份证{V=cnid:fw}",
    "!姓名\t部门\t证件号\n第{N}行\t运营\t{V=cnid}",
    "!证件号码是{V=cnid}，已核验",
]
T["government_id", "mixed"] = [
    "入职 form 上的身份证号：{V=cnid}",
    "SSN 是 {V=ssn}，HR 要做 background check",
    "NI number：{V=nino}",
    "Passport 号码 {V=pp_cn}，visa 要用",
    "passport no. {V=pp_us}，签证申请",
    '{"tool": "verify_id", "args": {"id_card": "{V=cnid}", "type": "身份证"}}',
    "INSERT INTO staff (身份证号, dept) VALUES ('{V=cnid}', 'ops');",
    "Call summary：客户报了 ID number {V=cnid}",
    "Ticket {TKT}：passport 扫描件，证件号 {V=pp_gb}",
    "Hotel check-in 证件：{V=cnid}",
    "订票 passenger ID：{V=cnid}",
    "Payroll 需要 National Insurance 号 {V=nino}",
    "身份证 ID {V=cnid} 已 verified",
    "Social Security No.：{V=ssn}",
    "Resident ID card：{V=cnid}",
    "护照 passport #{V=pp_cn}",
    "!{V=cnid} 是他的 ID",
    "!| employee | start | 证件 |\n|---|---|---|\n| new{N} | {DATE} | {V=cnid} |",
    "!（ID：{V=cnid}）",
    "!ticket {TKT}／order {ORD}／{V=cnid}",
    "!passport「{V=pp_cn}」expired",
    "!身份证 {V=cnid:fw}",
    "!name,部门,id\nrow{N},ops,{V=cnid}",
    "!ssn {V=ssn}，已核验",
    "!ni：{V=nino:lo}",
]

T["financial", "en"] = [
    "Ticket {TKT}: customer read their card number {V=card} over the phone, please purge the recording.",
    "Corporate card: {V=card}, exp 09/27",
    "Payroll: salary to be paid into IBAN {V=iban}",
    "Bank details for the new hire — account number {V=acct}, sort code 20-{N}{N}-17",
    "Routing number {V=aba}, checking account ending in the usual digits",
    '{"tool": "charge_card", "args": {"card_number": "{V=card}", "amount": "{AMT}", "currency": "USD"}}',
    "INSERT INTO payouts (iban, amount) VALUES ('{V=iban}', {AMT});",
    "Expense reimbursement to acct no. {V=acct}",
    "Hotel guaranteed the booking with Visa {V=card}",
    "Supplier invoice: please remit to IBAN {V=iban}, ref {ORD}",
    "ABA routing: {V=aba}",
    "Call summary: caller wanted the refund on the credit card {V=card}",
    "Direct deposit form — bank account # {V=acct}",
    "card={V=card:url}&cvc_present=false&amount={AMT}",
    "Travel advance wired to {V=iban} on {EDATE}",
    "Payment method on file: Mastercard {V=card}",
    "Offer letter addendum: relocation bonus goes to account {V=acct}",
    "!{V=card} was charged twice for order {ORD}",
    "!order {ORD} | {V=card} | {AMT} | refunded",
    "!name,bank,iban\nrow{N},Barclays,{V=iban}",
    "!| claim | amount | pay to |\n|---|---|---|\n| {TKT} | {AMT} | {V=iban} |",
    "!(cc {V=card})",
    "!\"{V=iban}\" - that's where payroll sends it",
    "!ticket {TKT}, invoice {ORD}, acct {V=acct}",
    "!routing/transit {V=aba} per the voided cheque",
    "!iban {V=iban:lo}",
]
T["financial", "zh"] = [
    "工单{TKT}：客户电话里报了银行卡号{V=unionpay}，请删除录音。",
    "工资卡：{V=unionpay}，开户行招商银行{ZCITY}分行",
    "报销款打到卡号{V=unionpay}",
    "信用卡号：{V=card}，有效期09/27",
    '{"工具": "退款", "参数": {"卡号": "{V=unionpay}", "金额": "{AMT}"}}',
    "INSERT INTO 付款 (银行账号, 金额) VALUES ('{V=cnacct}', {AMT});",
    "入职登记表 - 银行账户 {V=cnacct}",
    "回访记录：客户要求退款到信用卡{V=card}",
    "酒店用信用卡{V=card}担保",
    "供应商对公账号：{V=cnacct}",
    "国际汇款 IBAN：{V=iban}",
    "差旅借款已转入{V=unionpay}",
    "收款账号{V=cnacct}，户名见附件",
    "银行卡{V=unionpay}已绑定",
    "付款方式：银联卡{V=unionpay}",
    "账户号码为{V=cnacct}",
    "!{V=unionpay}重复扣款，订单{ORD}",
    "!订单{ORD}｜{V=card}｜{AMT}元｜已退款",
    "!表格：\n| 报销单 | 金额 | 收款 |\n| {TKT} | {AMT} | {V=unionpay} |",
    "!（卡{V=unionpay}）",
    "!“{V=cnacct}”——财务说打这个",
    "!工单{TKT}，发票{ORD}，账号{V=cnacct}",
    "!卡号{V=unionpay:fw}",
    "!姓名\t银行\t卡号\n第{N}行\t工商银行\t{V=unionpay}",
    "!{V=unionpay:nosp}",
]
T["financial", "mixed"] = [
    "客户的 card number 是 {V=card}，请删掉录音",
    "Corporate card：{V=card}",
    "Payroll 打到 IBAN {V=iban}",
    "银行 account number：{V=cnacct}",
    "Routing number {V=aba}",
    '{"tool": "refund", "args": {"卡号": "{V=unionpay}", "amount": "{AMT}"}}',
    "INSERT INTO payouts (iban, 金额) VALUES ('{V=iban}', {AMT});",
    "Expense 报销打到 {V=unionpay}",
    "Hotel 用 Visa {V=card} 担保",
    "Supplier 对公账号：{V=cnacct}",
    "信用卡 credit card {V=card}",
    "Travel advance 转到 {V=iban}",
    "工资卡 salary account {V=unionpay}",
    "ABA 路由号：{V=aba}",
    "Payment method：银联 {V=unionpay}",
    "card={V=card:url}&金额={AMT}",
    "!{V=card} 被 charge 了两次",
    "!order {ORD}｜{V=card}｜{AMT}｜refunded",
    "!| claim | 金额 | pay to |\n|---|---|---|\n| {TKT} | {AMT} | {V=iban} |",
    "!（卡 {V=unionpay}）",
    "!“{V=iban}”— payroll 打这个",
    "!ticket {TKT}，发票 {ORD}，账号 {V=cnacct}",
    "!卡号 {V=card:nosp}",
    "!name,银行,iban\nrow{N},HSBC,{V=iban}",
    "!iban {V=iban:lo}",
]

T["person_name", "en"] = [
    "Ticket {TKT}: {V} called about a double charge on order {ORD}.",
    "Dear {V},\n\nWe are delighted to offer you the position of Analyst at {CO}.",
    "Emergency contact: {V} (spouse)",
    "my name is {V} and I booked flight {FLT}",
    '{"tool": "create_employee", "args": {"full_name": "{V}", "start_date": "{DATE}"}}',
    "INSERT INTO travellers (name, flight) VALUES ('{V}', '{FLT}');",
    "Call summary: spoke with {V}, who wants the invoice reissued.",
    "Escalated by Dr. {V} from the {CITY} office.",
    "Visa application — applicant: {V}",
    "Hotel reservation at {HOTEL} under the name {V}",
    "Expense report submitted by {V}, total {AMT}",
    "Delivery signed for by {V}",
    "Payroll change requested for employee {V}",
    "Reference check: please contact {V}, former line manager.",
    "CRM note: account owner is now {V}",
    "Onboarding buddy assigned: {V}",
    "name={V:url}&role=contractor",
    "Mr. {V} asked to move his booking to {EDATE}.",
    "!{V} will pick up the parcel from the {CITY} depot",
    "!order {ORD} | {V} | qty {N} | shipped",
    "!first_last,team,start\n{V},ops,{DATE}",
    "!| ticket | requester | status |\n|---|---|---|\n| {TKT} | {V} | open |",
    "!thanks, {V}",
    "!cc: \"{V}\"",
    "!{V:up} - NO SHOW on {DATE}",
    "!pls loop in {V} re: payroll",
]
T["person_name", "zh"] = [
    "工单{TKT}：{V}来电反映订单{ORD}重复扣款。",
    "尊敬的{V}：\n\n我们很高兴向您发出{ZCO}的录用通知。",
    "紧急联系人：{V}（配偶）",
    "我叫{V}，订了{FLT}航班",
    '{"工具": "创建员工", "参数": {"姓名": "{V}", "入职日期": "{ZDATE}"}}',
    "INSERT INTO 旅客 (姓名, 航班) VALUES ('{V}', '{FLT}');",
    "回访记录：已与{V}沟通，需重开发票。",
    "联系人：{V}",
    "签证申请人：{V}",
    "酒店预订人{V}，{ZHOTEL}",
    "报销单提交人：{V}，金额{AMT}元",
    "快递已由{V}签收",
    "员工{V}申请变更工资卡",
    "背调请联系前主管{V}",
    "客户经理更换为{V}",
    "入职导师：{V}",
    "收件人{V}，请电话预约",
    "经办人：{V}",
    "!{V}明天去{ZCITY}网点取件",
    "!订单{ORD}｜{V}｜数量{N}｜已发货",
    "!表格：\n| 工单 | 提交人 | 状态 |\n| {TKT} | {V} | 处理中 |",
    "!谢谢{V}",
    "!抄送{V}",
    "!姓名\t部门\t入职\n{V}\t运营\t{ZDATE}",
    "!由{V}负责跟进",
    "!（{V}）已离职",
]
T["person_name", "mixed"] = [
    "Ticket {TKT}：{V} 来电说 double charge",
    "Dear {V}，欢迎加入 {CO}！",
    "Emergency contact：{V}（配偶）",
    "我叫 {V}，booked 了 {FLT}",
    '{"tool": "create_employee", "args": {"name": "{V}", "入职": "{DATE}"}}',
    "INSERT INTO travellers (姓名, flight) VALUES ('{V}', '{FLT}');",
    "Call summary：和 {V} 沟通过了",
    "联系人 contact：{V}",
    "Visa 申请人：{V}",
    "Hotel 预订人 {V}",
    "Expense 提交人：{V}",
    "包裹由 {V} 签收 signed",
    "Payroll 变更 for {V}",
    "Reference：前主管 {V}",
    "Account owner 改成 {V}",
    "Onboarding buddy 是 {V}",
    "name={V:url}&角色=外包",
    "!{V} 明天去 depot 取件",
    "!order {ORD}｜{V}｜qty {N}",
    "!| ticket | 提交人 | status |\n|---|---|---|\n| {TKT} | {V} | open |",
    "!谢谢 {V}",
    "!cc {V}",
    "!由 {V} follow up",
    "!（{V}）已离职 left",
    "!姓名,team,start\n{V},ops,{DATE}",
]

T["username", "en"] = [
    "Ticket {TKT}: customer's portal username is {V} — account locked.",
    "Login: {V}",
    "Please add {V=at} to the #onboarding channel.",
    '{"tool": "grant_access", "args": {"username": "{V}", "role": "viewer"}}',
    "INSERT INTO users (login, status) VALUES ('{V}', 'active');",
    "New hire's GitHub handle: {V}",
    "Call summary: caller's account ID is {V}",
    "Expense portal user name {V} needs approver rights",
    "cc {V=at} on the visa escalation",
    "Slack: {V=at}",
    "user={V}&action=unlock",
    "CRM: customer signs in as {V}",
    "The booking was made from the account {V}",
    "Jira assignee changed to {V}",
    "Twitter complaint from {V=at} about flight {FLT}",
    "The courier app login for the driver is {V}",
    "screen name {V} on the support forum",
    "!{V} reset their 2FA again",
    "!order {ORD} | {V} | qty {N}",
    "!login,team,start\n{V},ops,{DATE}",
    "!| ticket | reporter | status |\n|---|---|---|\n| {TKT} | {V} | open |",
    "!thanks {V=at}!",
    "!(by {V})",
    "!\"{V}\" can't log in since {DATE}",
    "!ping {V=at} re payroll",
    "!{V=at:lo} posted the refund screenshot",
]
T["username", "zh"] = [
    "工单{TKT}：客户的登录账号是{V}，已被锁定。",
    "用户名：{V}",
    "请把{V=at}拉进入职群",
    '{"工具": "开通权限", "参数": {"用户名": "{V}", "角色": "只读"}}',
    "INSERT INTO 用户 (账号, 状态) VALUES ('{V}', '启用');",
    "新员工的GitHub账号：{V}",
    "回访记录：客户的会员账号为{V}",
    "报销系统登录名{V}需要审批权限",
    "微博上{V=at}投诉航班{FLT}延误",
    "钉钉里@一下：{V=at}",
    "账号={V}&操作=解锁",
    "订单是用账户{V}下的",
    "工单处理人改为{V}",
    "快递员App的工号账号是{V}",
    "论坛昵称{V}",
    "系统账户名 {V}",
    "!{V}又重置了双因素认证",
    "!订单{ORD}｜{V}｜数量{N}",
    "!表格：\n| 工单 | 提交人 | 状态 |\n| {TKT} | {V} | 处理中 |",
    "!谢谢{V=at}",
    "!（{V}提交）",
    "!“{V}”从{ZDATE}起无法登录",
    "!{V=at}发了退款截图",
    "!账号\t部门\t入职\n{V}\t运营\t{ZDATE}",
    "!登录名是{V}吧",
]
T["username", "mixed"] = [
    "客户的 username 是 {V}，账号被锁了",
    "Login 账号：{V}",
    "请把 {V=at} 拉进 onboarding 群",
    '{"tool": "grant_access", "args": {"用户名": "{V}", "role": "viewer"}}',
    "INSERT INTO users (账号, status) VALUES ('{V}', 'active');",
    "新同事的 GitHub handle：{V}",
    "Call summary：会员 account ID 是 {V}",
    "Expense 系统 user name {V} 要审批权限",
    "cc 一下 {V=at}",
    "Slack 上 {V=at} 说 flight 延误",
    "user={V}&操作=unlock",
    "Booking 是 account {V} 下的",
    "Jira assignee 改成 {V}",
    "driver 的 App login 是 {V}",
    "论坛 screen name：{V}",
    "!{V} 又 reset 了 2FA",
    "!order {ORD}｜{V}｜qty {N}",
    "!| ticket | reporter | 状态 |\n|---|---|---|\n| {TKT} | {V} | open |",
    "!thanks {V=at}！",
    "!（by {V}）",
    "!“{V}”登录不了 since {DATE}",
    "!ping {V=at} 关于 payroll",
    "!login,部门,start\n{V},ops,{DATE}",
    "!{V=at:lo} 发了截图",
    "!用户 handle 是 {V}",
]

T["home_path", "en"] = [
    "Ticket {TKT}: the export landed in {V=nix}/Downloads/orders_{DATE}.csv",
    "Onboarding laptop setup: clone into {V=mac}/src/hr-portal",
    "Error: cannot open {V=win}\\AppData\\Local\\Expensify\\cache.db",
    '{"tool": "read_file", "args": {"path": "{V=nix}/travel/itinerary.pdf"}}',
    '{"tool": "upload", "args": {"file": "{V=win:json}\\\\Documents\\\\visa_form.pdf"}}',
    "INSERT INTO attachments (path) VALUES ('{V=mac}/Desktop/receipt_{ORD}.png');",
    "Call summary: user keeps the payroll CSV at {V=win}\\Desktop\\payslips",
    "Traceback (most recent call last):\n  File \"{V=nix}/venv/lib/python3.12/site-packages/crm/sync.py\", line {NN}",
    "The backup script writes to {V=mac}/Library/Backups/crm",
    "cd {V=nix}/projects/booking && make deploy",
    "path,size\n{V=mac}/Documents/offer_letter.docx,{NN}KB",
    "Expense receipts are saved under {V=win}\\OneDrive\\Receipts",
    "file={V=nix:url}%2Fexports%2Fcrm.csv&mode=read",
    "Config loaded from {V=mac}/.config/courier/config.toml",
    "Customer attached a log: {V=win}\\AppData\\Roaming\\Zoom\\logs\\zoom.log",
    "ssh key at {V=nix}/.ssh/id_ed25519.pub was used for the deploy",
    "Desktop shortcut target: {V=win}\\Desktop\\Timesheet.xlsx",
    "!{V=nix}/Downloads is full again",
    "!| ticket | file |\n|---|---|\n| {TKT} | {V=mac}/Desktop/scan.pdf |",
    "!(see {V=win}\\Documents\\expenses.xlsx)",
    "!\"{V=nix}/.bash_history\" shows the upload",
    "!order {ORD}, attachment {V=mac}/Pictures/damage.jpg, qty {N}",
    "!{V=winfw:up}\\DESKTOP\\VISA.PDF",
    "!opened {V=win:lo}\\downloads\\boarding_pass.pdf",
    "!ls {V=mac}",
]
T["home_path", "zh"] = [
    "工单{TKT}：导出文件在{V=nix}/Downloads/订单_{DATE}.csv",
    "入职电脑配置：代码克隆到{V=mac}/src/hr-portal",
    "报错：无法打开{V=win}\\AppData\\Local\\报销\\cache.db",
    '{"工具": "读取文件", "参数": {"路径": "{V=nix}/travel/行程单.pdf"}}',
    '{"工具": "上传", "参数": {"文件": "{V=win:json}\\\\Documents\\\\签证.pdf"}}',
    "INSERT INTO 附件 (路径) VALUES ('{V=mac}/Desktop/发票_{ORD}.png');",
    "回访记录：用户把工资条存在{V=win}\\Desktop\\工资条",
    "备份脚本写到{V=mac}/Library/Backups/crm",
    "执行 cd {V=nix}/projects/booking 后部署",
    "报销凭证保存在{V=win}\\OneDrive\\发票",
    "配置文件路径：{V=mac}/.config/courier/config.toml",
    "客户附上的日志：{V=win}\\AppData\\Roaming\\钉钉\\logs\\main.log",
    "部署用的公钥位于{V=nix}/.ssh/id_rsa.pub",
    "桌面快捷方式指向{V=win}\\Desktop\\考勤表.xlsx",
    "文件={V=nix:url}%2F导出.csv",
    "日志目录：{V=nix}/logs",
    "!{V=nix}/Downloads又满了",
    "!表格：\n| 工单 | 文件 |\n| {TKT} | {V=mac}/Desktop/扫描件.pdf |",
    "!（见{V=win}\\Documents\\报销.xlsx）",
    "!“{V=nix}/.bash_history”里能看到上传记录",
    "!订单{ORD}，附件{V=mac}/Pictures/破损.jpg",
    "!{V=win:lo}\\下载\\登机牌.pdf",
    "!打开了{V=mac}下的文件",
    "!路径\t大小\n{V=nix}/入职材料.zip\t{NN}MB",
    "!{V=winfw}\\桌面\\签证材料",
]
T["home_path", "mixed"] = [
    "Ticket {TKT}：export 文件在 {V=nix}/Downloads/orders.csv",
    "Onboarding 电脑：clone 到 {V=mac}/src/hr-portal",
    "Error：无法打开 {V=win}\\AppData\\Local\\Expensify\\cache.db",
    '{"tool": "read_file", "args": {"path": "{V=nix}/行程/itinerary.pdf"}}',
    '{"tool": "upload", "args": {"文件": "{V=win:json}\\\\Documents\\\\visa.pdf"}}',
    "INSERT INTO attachments (路径) VALUES ('{V=mac}/Desktop/receipt.png');",
    "用户把 payroll CSV 放在 {V=win}\\Desktop\\payslips",
    "Traceback：File \"{V=nix}/venv/lib/python3.11/site-packages/crm/sync.py\"，line {NN}",
    "backup 写到 {V=mac}/Library/Backups",
    "先 cd {V=nix}/projects/booking 再 make",
    "报销 receipts 在 {V=win}\\OneDrive\\Receipts",
    "config 路径：{V=mac}/.config/courier/config.toml",
    "ssh key 在 {V=nix}/.ssh/id_ed25519",
    "file={V=mac:url}%2FDesktop%2Fscan.pdf",
    "日志 log：{V=win}\\AppData\\Roaming\\Zoom\\logs",
    "!{V=nix}/Downloads 又满了",
    "!| ticket | 文件 |\n|---|---|\n| {TKT} | {V=mac}/Desktop/scan.pdf |",
    "!（see {V=win}\\Documents\\报销.xlsx）",
    "!“{V=nix}/.bash_history” 里有 upload 记录",
    "!order {ORD}，附件 {V=mac}/Pictures/damage.jpg",
    "!{V=winfw:up}\\DESKTOP\\签证.PDF",
    "!opened {V=win:lo}\\downloads\\登机牌.pdf",
    "!ls {V=mac} 看一下",
    "!path,大小\n{V=nix}/onboarding.zip,{NN}MB",
    "!workspace 在 {V=nix} 下",
]

T["schedule", "en"] = [
    "Onboarding note: she drops her kids at school at {V} every weekday, so no meetings before then.",
    "Call summary: customer is only reachable after {V}, when he gets home from his shift.",
    "I go to the gym at {V} every morning before work.",
    "Emergency contact works nights and sleeps until {V} each day.",
    "He picks up his daughter from nursery at {V} on weekdays.",
    "My usual bedtime is {V}, please don't call after that.",
    "The new hire takes her insulin at {V} daily — HR noted a break.",
    '{"tool": "set_reminder", "args": {"text": "walk the dog", "time": "{V}", "repeat": "daily"}}',
    "INSERT INTO routines (activity, at_time) VALUES ('morning run', '{V}');",
    "CRM note: client prefers callbacks at {V} after his evening jog.",
    "Courier says the customer is home every day from {V} onwards.",
    "Every Sunday I visit my mother at {V}.",
    "He leaves the house at {V} sharp to catch the train.",
    "Daily routine: wake up at {V}, then yoga.",
    "She finishes her night shift at {V} and can't take calls before noon.",
    "My alarm goes off at {V} every day.",
    "We have family dinner at {V} every evening, so no escalations then.",
    "!{V} is when he usually walks the dog",
    "!| day | routine | time |\n|---|---|---|\n| weekdays | school run | {V} |",
    "!(usually in bed by {V})",
    "!routine,time\nswim,{V}",
    "!lunch with mum at \"{V}\", every Friday",
    "!she's up at {V:up} daily",
    "!never before {V} - he works nights",
    "!dropoff {V}, pickup later",
]
T["schedule", "zh"] = [
    "入职备注：她每天{V}送孩子上学，之前不安排会议。",
    "回访记录：客户{V}下班到家后才方便接电话。",
    "我每天{V}去健身房。",
    "紧急联系人上夜班，每天睡到{V}。",
    "他工作日{V}去幼儿园接女儿。",
    "我一般{V}睡觉，之后别打电话。",
    "新员工每天{V}需要打胰岛素，HR已备注。",
    '{"工具": "设置提醒", "参数": {"内容": "遛狗", "时间": "{V}", "重复": "每天"}}',
    "INSERT INTO 作息 (活动, 时间) VALUES ('晨跑', '{V}');",
    "客户喜欢{V}散步后再回电话。",
    "快递员说客户每天{V}以后在家。",
    "每周日{V}我去看望母亲。",
    "他每天{V}准时出门赶地铁。",
    "作息：{V}起床，然后做瑜伽。",
    "她每天{V}下夜班。",
    "我的闹钟每天{V}响。",
    "我们家每天{V}吃晚饭。",
    "!{V}是他平时遛狗的时间",
    "!表格：\n| 日期 | 日常 | 时间 |\n| 工作日 | 接送孩子 | {V} |",
    "!（一般{V}就睡了）",
    "!每天{V}游泳",
    "!周五{V}和妈妈吃饭",
    "!他夜班，{V}之前别找他",
    "!送娃{V}，接娃另说",
    "!{V:fw}起床",
]
T["schedule", "mixed"] = [
    "Onboarding note：她每天 {V} 送孩子上学",
    "Call summary：客户 {V} 下班后才方便",
    "我每天 {V} 去 gym",
    "Emergency contact 上夜班，每天睡到 {V}",
    "他 weekdays {V} 接女儿",
    "我一般 {V} 睡觉，please don't call",
    '{"tool": "set_reminder", "args": {"内容": "遛狗", "time": "{V}", "repeat": "daily"}}',
    "INSERT INTO routines (活动, at_time) VALUES ('晨跑', '{V}');",
    "客户 prefers {V} 散步后回电",
    "Courier 说客户每天 {V} 以后在家",
    "每周日 {V} visit 妈妈",
    "Daily routine：{V} 起床，然后 yoga",
    "她 night shift {V} 结束",
    "alarm 每天 {V} 响",
    "家里每天 {V} 吃 dinner",
    "他每天 {V} 出门 catch 地铁",
    "!{V} 是他 walk the dog 的时间",
    "!| day | 日常 | time |\n|---|---|---|\n| 工作日 | school run | {V} |",
    "!（usually {V} 就睡了）",
    "!routine,时间\n游泳,{V}",
    "!周五 {V} 和 mum 吃饭",
    "!他 works nights，{V} 之前别找",
    "!dropoff {V}，pickup 另说",
    "!每天 {V} swim",
    "!up at {V} 每天",
]

T["geo", "en"] = [
    "Delivery note: drop pin at {V=coord} (back gate).",
    "Customer's home postcode is {V=ukpc}",
    "ZIP code: {V=zip}",
    '{"tool": "geocode_result", "result": {"lat_lng": "{V=coord}", "accuracy": "rooftop"}}',
    "INSERT INTO deliveries (postcode, slot) VALUES ('{V=ukpc}', 'AM');",
    "Emergency contact lives on the {V=estate} in {UKC}.",
    "Visa form: home post code {V=ukpc}",
    "Call summary: caller's zip is {V=zip}",
    "Driver GPS shows the parcel at {V=coord}",
    "Relocation: new hire is renting in {V=estate}, near {UKC}",
    "Expense claim: taxi to postcode {V=ukpc}",
    "CRM: billing ZIP {V=zip} didn't match",
    "lat,lng={V=coord}",
    "Her house is in the {V=estate} neighbourhood.",
    "zip={V=zip}&country=US",
    "Location shared by the customer: {V=coord}",
    "Courier can't access {V=estate} without a gate code.",
    "!{V=ukpc} - that's where the refund cheque went",
    "!| ticket | area | city |\n|---|---|---|\n| {TKT} | {V=ukpc} | {UKC} |",
    "!(pin {V=coord})",
    "!order {ORD}, {V=zip}, qty {N}",
    "!name,postcode\nrow{N},{V=ukpc}",
    "!\"{V=estate}\" again - third failed delivery",
    "!{V=ukpc:lo}",
    "!coords {V=coord} per the driver app",
]
T["geo", "zh"] = [
    "快递备注：定位{V=coord}（后门）",
    "邮编：{V=cnpc}",
    "客户住在{ZC}{V=zest}",
    '{"工具": "地理编码", "结果": {"坐标": "{V=coord}", "精度": "门牌"}}',
    "INSERT INTO 配送 (邮编, 时段) VALUES ('{V=cnpc}', '上午');",
    "紧急联系人住{V=zest}",
    "签证申请：邮政编码{V=cnpc}",
    "回访记录：客户说他家在{V=zest}",
    "司机GPS显示包裹在{V=coord}",
    "新员工在{V=zest}租房",
    "报销单：打车到{V=zest}",
    "经纬度={V=coord}",
    "她家在{ZC}的{V=zest}附近",
    "客户发来的位置：{V=coord}",
    "快递进不了{V=zest}，需要门禁卡",
    "收件小区：{V=zest}",
    "!{V=cnpc}，退款支票寄到这",
    "!表格：\n| 工单 | 片区 | 城市 |\n| {TKT} | {V=zest} | {ZC} |",
    "!（定位{V=coord}）",
    "!订单{ORD}，{V=cnpc}，数量{N}",
    "!“{V=zest}”又派送失败了",
    "!{V=cnpc:fw}",
    "!姓名\t小区\n第{N}行\t{V=zest}",
    "!{V=zest}3号门",
    "!坐标{V=coord}，司机App里看的",
]
T["geo", "mixed"] = [
    "Delivery note：定位 {V=coord}",
    "客户的 postcode 是 {V=ukpc}",
    "ZIP 邮编：{V=zip}",
    '{"tool": "geocode", "result": {"坐标": "{V=coord}", "accuracy": "rooftop"}}',
    "INSERT INTO deliveries (邮编, slot) VALUES ('{V=cnpc}', 'AM');",
    "Emergency contact 住在 {V=zest}",
    "Visa form 邮政编码 {V=cnpc}",
    "Driver GPS 显示在 {V=coord}",
    "新同事在 {V=estate} 租房",
    "Expense：打车到 {V=zest}",
    "lat,lng 是 {V=coord}",
    "她家在 {V=zest} neighbourhood",
    "zip={V=zip}&国家=US",
    "Courier 进不了 {V=zest}，要 gate code",
    "post code：{V=ukpc}",
    "!{V=cnpc}，refund 寄到这",
    "!| ticket | 小区 | city |\n|---|---|---|\n| {TKT} | {V=zest} | {ZC} |",
    "!（pin {V=coord}）",
    "!order {ORD}，{V=zip}，qty {N}",
    "!“{V=estate}” 又 delivery failed",
    "!{V=ukpc:lo}",
    "!name,小区\nrow{N},{V=zest}",
    "!{V=zest} 3号门",
    "!coords {V=coord}，driver app 里的",
    "!{V=cnpc:fw}",
]

# ---------------------------------------------------------------------------------------
# benign templates ("!" = hard negative that looks like PII but is not)
# ---------------------------------------------------------------------------------------
B: dict[str, list[str]] = {}
B["en"] = [
    "Ticket {TKT}: customer reports the {PROD} export times out after {DUR}; reproduced on version {VER}.",
    "Order {ORD} shipped from the {CITY} warehouse; {N} items, total {AMT} USD.",
    "Onboarding checklist: laptop, badge, {PROD} access, security training (due within {DUR}).",
    "Flight {FLT} from {CITY} to {CITY} is delayed by {DUR}; the rebooking fee is waived.",
    '{"tool": "search_hotels", "args": {"city": "{CITY}", "nights": {N}, "max_price": {AMT}}}',
    "INSERT INTO orders (order_id, sku, qty) VALUES ('{ORD}', '{SKU}', {N});",
    "Expense policy: meals up to {AMT} per day; hotels up to {NN} GBP per night in {CITY}.",
    "Escalation {TKT} resolved in release {VER} (commit {SHA7}).",
    "Deploy {UUID} finished; image digest sha256:{SHA256}.",
    "Delivery for order {ORD} is scheduled for {DATE}; carrier {CO}.",
    "Visa processing usually takes {DUR}; the consulate in {CITY} is closed on public holidays.",
    "sku,qty,price\n{SKU},{N},{AMT}\n{SKU},{N},{AMT}",
    "| ticket | priority | status |\n|---|---|---|\n| {TKT} | P{N} | resolved |\n| {TKT} | P{N} | open |",
    "Payroll run for {EDATE} completed: {NN} payslips generated, {N} exceptions to review.",
    "The {HOTEL} in {CITY} has {NN} rooms available for the sales conference.",
    "action=search&city={CITY}&nights={N}&currency=GBP&page={N}",
    "CRM sync with {PROD} failed: HTTP 503 from api.{DOM} after {N} retries.",
    "Customer satisfaction this week: {PCT}% positive across {NN} surveys.",
    "Shipment {WB} cleared customs in {CITY} and is out for delivery.",
    "Database migration {VER} adds an index on orders(created_at); runtime about {DUR}.",
    "Travel policy: economy class for flights under {N} hours, premium economy above.",
    "The refund of {AMT} EUR for order {ORD} was approved by finance.",
    "Error: connection refused on port {PORT} while calling the booking service ({CO}).",
    "Ticket {TKT} was merged into {TKT} as a duplicate.",
    "Early-morning deliveries are not available in {CITY} this quarter.",
    "Call summary: customer asked about the {PROD} pricing tiers; sent the public brochure.",
    "Offer template {VER} now includes the standard {N}-month probation clause.",
    '{"result": {"status": "confirmed", "booking_ref": "{ORD}", "nights": {N}, "city": "{CITY}"}}',
    "!Order number {BADCARD}, please quote it when contacting support.",
    "!build 2024.11.{N} passed; Python 3.12 and Node 20 images updated ({SHA7}).",
    "!Meeting room booked for {N} people on floor {N} of the {CITY} office.",
    "!Customer quoted a Washington Post article about airline delays in ticket {TKT}.",
    "!Postgres listens on port 5432 on db-{N}.{DOM}; fallback DNS resolver {IP}.",
    "!The password policy requires at least 12 characters and rotation every {NN} days.",
    "!API keys rotate every 90 days; docs for {PROD} {VER} must use the placeholder <YOUR_API_KEY>.",
    "!Invoice INV-{ORD} total {AMT}; VAT 20%.",
    "!commit {SHA} touched src/payroll/export.py and tests/test_export.py",
    "![{DATE}T03:{MIN}:00Z] INFO crm-sync batch {UUID} finished",
    "!C:\\Program Files\\{PROD}\\bin\\agent.exe crashed with exit code {NN}",
    "!/usr/local/bin/python3 cannot find /opt/app/config.yaml (release {VER})",
    "!The SSN field is optional for contractors outside the US (see form W-8BEN, ticket {TKT}).",
    "!Gate B{NN}, terminal {N}, flight {FLT} boarding group {N}.",
    "!In {PROD} {VER} the username must be 3-32 characters; the email field is validated server-side.",
]
B["zh"] = [
    "工单{TKT}：客户反馈{PROD}导出超时，已在{VER}版本复现。",
    "订单{ORD}已从{ZCITY}仓发货，共{N}件，合计{AMT}元。",
    "入职清单：电脑、工牌、系统权限、安全培训（{ZDUR}内完成）。",
    "航班{FLT}从{ZCITY}飞往{ZCITY}，预计延误{ZDUR}。",
    '{"工具": "搜索酒店", "参数": {"城市": "{ZCITY}", "晚数": {N}, "预算": {AMT}}}',
    "INSERT INTO 订单 (订单号, 商品, 数量) VALUES ('{ORD}', '{SKU}', {N});",
    "报销标准：{ZCITY}出差餐补每天{AMT}元以内。",
    "升级工单{TKT}已在{VER}版本修复（提交{SHA7}）。",
    "快递{WB}已到达{ZCITY}转运中心。",
    "{ZCITY}签证中心一般需要{N}个工作日办理，国庆节期间暂停受理（工单{TKT}）。",
    "| 工单 | 优先级 | 状态 |\n| {TKT} | P{N} | 已解决 |\n| {TKT} | P{N} | 处理中 |",
    "{ZDATE}工资已发放，共{NN}人，{N}条异常待复核。",
    "{ZHOTEL}（{ZCITY}店）本周剩余{NN}间房。",
    "本周客户满意度{PCT}%，共回收{NN}份问卷。",
    "{ZCO}接口返回503，已重试{N}次。",
    "退款{AMT}元已审批，订单{ORD}。",
    "差旅标准：{N}小时以内航班乘坐经济舱。",
    "错误：连接端口{PORT}被拒绝，订票服务暂不可用。",
    "{ZCITY}暂不提供清晨配送服务。",
    "部署{UUID}完成，镜像摘要sha256:{SHA256}",
    "商品,数量,价格\n{SKU},{N},{AMT}",
    "本周工单总量{NN}，平均处理时长{ZDUR}。",
    "数据库迁移{VER}新增了订单表索引，耗时约{ZDUR}。",
    "工单{TKT}与{TKT}重复，已合并。",
    "回访记录：客户咨询{PROD}价格，已发送公开报价单。",
    '{"结果": {"状态": "已确认", "预订号": "{ORD}", "城市": "{ZCITY}", "晚数": {N}}}',
    "录用通知模板{VER}已加入{N}个月试用期条款。",
    "!订单号{BADCARD}，咨询时请提供。",
    "!构建 2024.11.{N} 通过，Python 3.12 镜像已更新（{SHA7}）。",
    "!会议室可容纳{N}人，位于{ZCITY}办公室{N}楼。",
    "!数据库db-{N}监听端口5432，备用DNS为{IP}（变更{TKT}）。",
    "!密码策略：至少12位，每{NN}天更换一次。",
    "!API密钥每90天轮换，{PROD}文档{VER}里请用<YOUR_API_KEY>占位。",
    "!发票号INV-{ORD}，金额{AMT}元，税率6%。",
    "!提交{SHA}修改了报销导出模块。",
    "!南京路步行街今天人很多，去{ZHOTEL}建议绕行，预计多走{ZDUR}（订单{ORD}）。",
    "!身份证号字段为必填项，格式校验规则见文档{VER}。",
    "!{PROD}{VER}：用户名长度需在3到32个字符之间，邮箱格式由服务端校验。",
    "![{DATE}T03:{MIN}:00Z] INFO 同步批次{UUID}完成",
    "!登机口B{NN}，{N}号航站楼，航班{FLT}。",
    "!C:\\Program Files\\{PROD}\\agent.exe 崩溃，退出码{NN}",
    "!邮编字段可以为空，系统会按{ZCITY}默认处理。",
    "!北京时间比UTC快8小时，报表按UTC统计（批次{TKT}）。",
]
B["mixed"] = [
    "Ticket {TKT}：客户说 {PROD} export 超时，version {VER} 能复现。",
    "Order {ORD} 已从 {ZCITY} warehouse 发货，共 {N} 件，total {AMT}。",
    "Onboarding checklist：电脑、badge、{PROD} 权限、security training。",
    "Flight {FLT} 从 {ZCITY} 到 {CITY} delay {DUR}。",
    '{"tool": "search_hotels", "args": {"城市": "{ZCITY}", "nights": {N}, "budget": {AMT}}}',
    "INSERT INTO orders (订单号, sku, qty) VALUES ('{ORD}', '{SKU}', {N});",
    "Expense policy：餐补每天 {AMT} 以内",
    "Escalation {TKT} 在 release {VER} 修复了（commit {SHA7}）",
    "快递 {WB} 已到 {ZCITY} hub",
    "Visa 一般要 {N} 个 working days，{CITY} consulate public holiday 暂停受理",
    "| ticket | 优先级 | status |\n|---|---|---|\n| {TKT} | P{N} | resolved |",
    "Payroll {ZDATE} 已发放，{NN} 份 payslips",
    "{HOTEL}（{CITY}）还有 {NN} 间 rooms",
    "CSAT 本周 {PCT}%，{NN} 份 surveys",
    "{ZCO} API 返回 503，retry 了 {N} 次",
    "Refund {AMT} 已 approved，order {ORD}",
    "Travel policy：{N} 小时以内 economy class",
    "Error：port {PORT} connection refused，订票服务挂了",
    "Deploy {UUID} done，digest sha256:{SHA256}",
    "sku,数量,price\n{SKU},{N},{AMT}",
    "本周 ticket 总量 {NN}，平均 {ZDUR}",
    "Migration {VER} 给 orders 表加了 index",
    "Ticket {TKT} 和 {TKT} duplicate，已 merge",
    "Call summary：客户问 {PROD} pricing，已发 brochure",
    '{"result": {"状态": "confirmed", "booking_ref": "{ORD}", "city": "{CITY}"}}',
    "Offer 模板 {VER} 加了 {N} 个月 probation 条款",
    "early morning 配送在 {ZCITY} 暂不开放",
    "!订单号 order no. {BADCARD}，请 quote 一下",
    "!build 2024.11.{N} passed，Python 3.12 镜像 updated",
    "!会议室 room for {N} people，{N} 楼",
    "!Postgres port 5432，DNS fallback {IP}，change {TKT}",
    "!password policy：至少 12 位，每 {NN} 天 rotate",
    "!API key 每 90 天轮换，{PROD} docs {VER} 用 <YOUR_API_KEY> 占位",
    "!Invoice INV-{ORD}，VAT 20%",
    "!commit {SHA} 改了 src/payroll/export.py",
    "![{DATE}T03:{MIN}:00Z] INFO 同步 batch {UUID} finished",
    "!C:\\Program Files\\{PROD}\\agent.exe crash 了，exit code {NN}",
    "!南京路 walking street 今天很挤，去 {ZHOTEL} 绕行，booking {ORD}",
    "!SSN 字段对 non-US contractors 是 optional（ticket {TKT}）",
    "!Gate B{NN}，terminal {N}，flight {FLT}",
    "!{PROD} {VER}：username 长度 3-32，email 格式 server-side 校验",
    "!Washington Post 报道了 {ZCITY} 航班延误 (ticket {TKT})",
]

# ---------------------------------------------------------------------------------------
# builders
# ---------------------------------------------------------------------------------------
_VRE = re.compile(r"\{V(?:=(\w+))?(?::(\w+))?\}")
_FRE = re.compile(r"\{([A-Z][A-Z0-9]*)\}")


def _fill(s: str) -> str:
    return _FRE.sub(lambda m: FILL[m.group(1)](), s)


def _kinds(cat: str, lang: str) -> list[str]:
    d = DEFAULT[cat]
    return d.get(lang) or d["*"]


def _build(cat: str, lang: str, tpl: str, seen: set[str]) -> Sample:
    tpl = tpl[1:] if tpl.startswith("!") else tpl
    m = _VRE.search(tpl)
    assert m and len(_VRE.findall(tpl)) == 1, tpl
    for _ in range(200):
        kind = m.group(1) or R.choice(_kinds(cat, lang))
        val = GEN[cat][kind]()
        if m.group(2):
            val = TRANSFORM[m.group(2)](val)
        pre, post = _fill(tpl[: m.start()]), _fill(tpl[m.end() :])
        text = pre + val + post
        if not val or val != val.strip() or text.count(val) != 1 or text in seen:
            continue
        if cat in ("person_name", "username") and val.isascii() and len(val.strip("@")) < 4:
            continue
        seen.add(text)
        return Sample(text, cat, lang, len(pre), len(pre) + len(val))
    raise AssertionError(f"could not build {cat}/{lang}: {tpl!r}")


def samples() -> list[Sample]:
    _reset(0)
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            tpls = T[cat, lang]
            seen: set[str] = set()
            for i in range(N_PER_CELL):
                out.append(_build(cat, lang, tpls[i % len(tpls)], seen))
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    _reset(1)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        hard = [t[1:] for t in B[lang] if t.startswith("!")]
        easy = [t for t in B[lang] if not t.startswith("!")]
        n_hard = N_BENIGN // 3 + 1
        seen: set[str] = set()
        for i in range(N_BENIGN):
            pool, j = (hard, i) if i < n_hard else (easy, i - n_hard)
            tpl = pool[j % len(pool)]
            for _ in range(30):
                text = _fill(tpl)
                if text not in seen:
                    break
            seen.add(text)
            out.append((lang, text))
    return out


if __name__ == "__main__":
    report("aa", samples(), benign_with_lang())
