# ruff: noqa
"""Blind privacy corpus R — an independent QA engineer's acceptance corpus.

Style: written as the customer who will check the claim "on held-out text, at most 1% of
planted values survive in any category, in either language, and at most 2% of benign texts
are altered". Values come from Faker (en_US, en_GB, zh_CN) exactly as the providers return
them (odd formats kept on purpose: '677.563.1706x6907', 'Flat 4\\nWright Wells', 'ZZ 49 99 62
T', '蒋路H座', Decimal coordinates with 7 decimals …) plus own generators where Faker lacks a
format (provider tokens, private-key blocks, CN resident IDs with checksum, Luhn cards,
mod-97 IBANs, CN landlines, 小区 names, clock-time phrasings). Registers: chat messages,
agent memory notes, log lines, support tickets, config snippets, markdown lists, JSON fields,
commit messages, emails. About 25% of every category × language cell is drawn from
hand-written hard cases (value at the very start/end, inside brackets/quotes, glued to CJK
punctuation, full-width digits, line breaks, several values of different categories in one
text with only one planted, lowercase names, names that are words, weak/indirect cues, no
cue at all). Benign texts: a third are hand-written hard negatives.

Author note: written blind — without reading the gate's source, its tests (other than
tests/privacy/blind_common.py), SECURITY.md or CHANGELOG.md, and without ever running the
gate on this corpus.

Seeds: Faker seed 9101 (Faker(...).seed_instance), random seed 9102 (random.Random).
Template mini-language: '{v}' / '{v|kind}' / '{v|kind|transform}' marks the planted value
(exactly one per template); other '{slot}' names are filled with decoys or benign fillers;
'⏎' is a line break.
"""

from __future__ import annotations

import datetime
import json
import random
import re
import string
import sys
import base64
from pathlib import Path

from faker import Faker

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

FAKER_SEED = 9101
RANDOM_SEED = 9102
N_PER_CELL = 250
N_BENIGN = 400
HARD_PER_CELL = 63  # ~25% of 250
HARD_BENIGN = 134  # ~1/3 of 400
#: Faker date/time providers default to "now" as their upper bound: pin it for determinism
FIXED_START = datetime.date(2019, 1, 1)
FIXED_END = datetime.date(2025, 6, 30)

UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
DIGITS = string.digits
ALNUM = string.ascii_letters + DIGITS
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"
HEX = "0123456789abcdef"


# --------------------------------------------------------------------------- context
class Ctx:
    def __init__(self) -> None:
        self.us = Faker("en_US")
        self.gb = Faker("en_GB")
        self.zh = Faker("zh_CN")
        self.us.seed_instance(FAKER_SEED)
        self.gb.seed_instance(FAKER_SEED + 1)
        self.zh.seed_instance(FAKER_SEED + 2)
        self.rng = random.Random(RANDOM_SEED)

    def en(self) -> Faker:
        return self.us if self.rng.random() < 0.6 else self.gb

    def pick(self, seq):
        return self.rng.choice(seq)

    def rs(self, alphabet: str, n: int) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def digits(self, n: int) -> str:
        return self.pick("123456789") + self.rs(DIGITS, n - 1)


# --------------------------------------------------------------------------- checksums
def luhn_ok(num: str) -> bool:
    ds = [int(ch) for ch in num if ch.isdigit()]
    tot = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(prefix: str) -> str:
    for last in DIGITS:
        if luhn_ok(prefix + last):
            return prefix + last
    raise AssertionError(prefix)


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


def iban_make(cc: str, bban: str) -> str:
    num = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
    return f"{cc}{98 - int(num) % 97:02d}{bban}"


CN_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def cnid_ok(s: str) -> bool:
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    return "10X98765432"[sum(int(a) * w for a, w in zip(s[:17], CN_W)) % 11] == s[17]


def cnid_make(c: Ctx) -> str:
    area = c.pick(["110101", "110105", "310104", "310115", "440305", "440106", "510107",
                   "330106", "320102", "420102", "610113", "370202", "500103", "350203"])
    y = c.rng.randint(1952, 2006)
    body = f"{area}{y}{c.rng.randint(1, 12):02d}{c.rng.randint(1, 28):02d}{c.rs(DIGITS, 3)}"
    return body + "10X98765432"[sum(int(a) * w for a, w in zip(body, CN_W)) % 11]


def group4(s: str, sep: str = " ") -> str:
    return sep.join(s[i : i + 4] for i in range(0, len(s), 4))


# --------------------------------------------------------------------------- transforms
_FW = {i: i + 0xFEE0 for i in range(0x21, 0x7F)}
TRANSFORMS = {
    "fw": lambda s: s.translate(_FW),
    "lower": str.lower,
    "upper": str.upper,
    "nospace": lambda s: s.replace(" ", ""),
}


# --------------------------------------------------------------------------- value generators
def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def g_jwt(c: Ctx) -> str:
    alg = c.pick(["HS256", "RS256"])
    head = _b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    iat = c.rng.randint(1_690_000_000, 1_730_000_000)
    payload = {"sub": c.digits(c.rng.randint(6, 10)), "iat": iat, "exp": iat + 3600,
               "scope": c.pick(["read", "read write", "admin", "memory:write"])}
    body = _b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = c.rs(B64URL, 43 if alg == "HS256" else 342)
    return f"{head}.{body}.{sig}"


def g_pem(c: Ctx) -> str:
    kind = c.pick(["RSA ", "OPENSSH ", "EC ", ""])
    start = {"RSA ": "MIIEow" , "OPENSSH ": "b3BlbnNzaC1rZXktdjEAAAAA", "EC ": "MHcCAQEE", "": "MIIEvQIBADAN"}[kind]
    n = c.rng.randint(3, 7)
    body = start + c.rs(B64, 64 * n - len(start) + c.rng.randint(8, 50))
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {kind}PRIVATE KEY-----\n" + "\n".join(lines) + f"\n-----END {kind}PRIVATE KEY-----"


def g_slack(c: Ctx) -> str:
    if c.rng.random() < 0.6:
        return f"xoxb-{c.digits(c.rng.randint(10, 13))}-{c.digits(c.rng.randint(10, 13))}-{c.rs(ALNUM, 24)}"
    return f"xoxp-{c.digits(11)}-{c.digits(11)}-{c.digits(13)}-{c.rs(HEX, 32)}"


def g_openai(c: Ctx) -> str:
    r = c.rng.random()
    if r < 0.6:
        return "sk-proj-" + c.rs(B64URL, c.rng.randint(48, 120))
    if r < 0.8:
        return "sk-" + c.rs(ALNUM, 48)
    return "sk-svcacct-" + c.rs(B64URL, c.rng.randint(60, 100))


SECRET = {
    "aws": lambda c: c.pick(["AKIA", "AKIA", "AKIA", "ASIA"]) + c.rs(UPPER + "234567", 16),
    "awssecret": lambda c: c.rs(ALNUM + "/+", 40),
    "ghp": lambda c: c.pick(["ghp_", "ghp_", "ghp_", "gho_", "ghs_", "ghu_"]) + c.rs(ALNUM, 36),
    "ghpat": lambda c: "github_pat_" + c.rs(ALNUM, 22) + "_" + c.rs(ALNUM, 59),
    "slack": g_slack,
    "openai": g_openai,
    "anthropic": lambda c: "sk-ant-api03-" + c.rs(B64URL, 93) + "AA",
    "stripe": lambda c: c.pick(["sk_live_", "sk_live_", "sk_test_"]) + c.rs(ALNUM, c.pick([24, 99])),
    "stripe_rk": lambda c: "rk_live_" + c.rs(ALNUM, c.pick([24, 99])),
    "google": lambda c: "AIza" + c.rs(B64URL, 35),
    "hf": lambda c: "hf_" + c.rs(string.ascii_letters, 34),
    "sendgrid": lambda c: "SG." + c.rs(B64URL, 22) + "." + c.rs(B64URL, 43),
    "telegram": lambda c: c.digits(c.rng.randint(9, 10)) + ":AA" + c.rs(B64URL, 33),
    "jwt": g_jwt,
    "pem": g_pem,
    "urlpw": lambda c: c.en().password(length=c.rng.randint(12, 22), special_chars=False),
    "hex": lambda c: c.rs(HEX, c.pick([32, 40, 64])),
    "b64": lambda c: c.rs(c.pick([B64URL, B64]), c.rng.randint(32, 56)),
}
SECRET_TOKENS = ["aws", "ghp", "ghpat", "slack", "openai", "anthropic", "stripe", "google",
                 "hf", "sendgrid", "telegram", "jwt", "hex", "b64"]


def g_pw_faker(c: Ctx, f: Faker | None = None) -> str:
    f = f or c.pick([c.us, c.gb, c.zh])
    return f.password(length=c.rng.randint(8, 18), special_chars=c.rng.random() < 0.7,
                      digits=True, upper_case=c.rng.random() < 0.9, lower_case=True)


def g_pw_phrase(c: Ctx) -> str:
    words = c.us.words(c.rng.randint(3, 5), unique=True)
    sep = c.pick(["-", "-", " ", ".", "_"])
    if c.rng.random() < 0.4:
        words = [w.capitalize() for w in words]
    tail = c.pick(["", "", str(c.rng.randint(1, 99)), "!"])
    return sep.join(words) + tail


def g_pw_human(c: Ctx) -> str:
    base = c.pick([c.us.word().capitalize(), c.us.color_name(), c.gb.last_name(), c.us.first_name()])
    base = re.sub(r"\W", "", base)
    return base + str(c.rng.randint(1970, 2025) if c.rng.random() < 0.6 else c.rng.randint(10, 999)) + c.pick(["!", "#", "$", "", "?", "@1"])


def g_pw_zh(c: Ctx) -> str:
    r = c.rng.random()
    if r < 0.4:
        return c.zh.user_name() + c.pick(["@", "_", "#", ""]) + str(c.rng.randint(100, 99999))
    if r < 0.7:
        return c.zh.last_romanized_name() + c.zh.first_romanized_name().lower() + c.pick(["520", "1314", "888", "666", "2023", "1988"]) + c.pick(["!", "", "."])
    return g_pw_faker(c, c.zh)


PASSWORD = {
    "faker": g_pw_faker,
    "phrase": g_pw_phrase,
    "human": g_pw_human,
    "zh": g_pw_zh,
    "pin": lambda c: c.digits(6),
}


def g_email_en(c: Ctx) -> str:
    f = c.en()
    return getattr(f, c.pick(["email", "free_email", "company_email", "safe_email", "ascii_email", "ascii_free_email"]))()


def g_email_zh(c: Ctx) -> str:
    r = c.rng.random()
    if r < 0.3:
        return c.digits(c.rng.randint(6, 10)) + "@qq.com"
    if r < 0.6:
        return c.zh.user_name() + c.pick(["", "", str(c.rng.randint(1, 99))]) + "@" + c.pick(["163.com", "126.com", "sina.com", "foxmail.com", "aliyun.com", "sohu.com"])
    return getattr(c.zh, c.pick(["email", "free_email", "company_email"]))()


EMAIL = {"en": g_email_en, "zh": g_email_zh}


def g_phone_cn_intl(c: Ctx) -> str:
    p = c.zh.phone_number()
    return c.pick([f"+86 {p[:3]} {p[3:7]} {p[7:]}", f"+86-{p}", f"+86{p}", f"(+86) {p[:3]}-{p[3:7]}-{p[7:]}", f"0086 {p}"])


def g_phone_cn_fixed(c: Ctx) -> str:
    area = c.pick(["010", "021", "020", "0755", "028", "0571", "027", "025", "023", "0532"])
    num = c.digits(8)
    base = c.pick([f"{area}-{num}", f"({area}) {num[:4]} {num[4:]}", f"{area}-{num[:4]}-{num[4:]}", f"{area}{num}"])
    if c.rng.random() < 0.3:
        base += c.pick(["转", " 转 ", "-", " ext "]) + str(c.rng.randint(100, 8999))
    return base


def g_phone_cn_spaced(c: Ctx) -> str:
    p = c.zh.phone_number()
    return c.pick([f"{p[:3]} {p[3:7]} {p[7:]}", f"{p[:3]}-{p[3:7]}-{p[7:]}", p])


PHONE = {
    "us": lambda c: c.us.phone_number(),
    "us_ext": lambda c: f"({c.pick('2345678')}{c.rs(DIGITS, 2)}) {c.pick('2345678')}{c.rs(DIGITS, 2)}-{c.rs(DIGITS, 4)} {c.pick(['ext.', 'ext', 'x', 'extension'])} {c.rng.randint(10, 9999)}",
    "gb": lambda c: c.gb.phone_number() if c.rng.random() < 0.6 else c.gb.cellphone_number(),
    "msisdn": lambda c: c.us.msisdn(),
    "cn": lambda c: c.zh.phone_number(),
    "cn_sp": g_phone_cn_spaced,
    "cn_intl": g_phone_cn_intl,
    "cn_fixed": g_phone_cn_fixed,
}


def g_addr_gb_flat(c: Ctx) -> str:
    return f"{c.pick(['Flat', 'Flat', 'Apartment', 'Unit'])} {c.rng.randint(1, 40)}, {c.gb.building_number()} {c.gb.street_name()}"


def g_addr_zh(c: Ctx) -> str:
    s = c.zh.street_name()
    parts = [s, f"{c.rng.randint(1, 999)}号"]
    r = c.rng.random()
    if r < 0.35:
        parts.append(f"{c.rng.randint(1, 30)}栋{c.rng.randint(1, 6)}单元{c.rng.randint(1, 33)}0{c.rng.randint(1, 4)}室")
    elif r < 0.6:
        parts.append(f"{c.rng.randint(1, 20)}号楼{c.rng.randint(1, 28)}0{c.rng.randint(1, 8)}")
    elif r < 0.8:
        parts.append(f"{c.pick('ABCDEFG')}座{c.rng.randint(3, 40)}{c.rng.randint(0, 2)}{c.rng.randint(1, 9)}室")
    return "".join(parts)


ADDRESS = {
    "us": lambda c: c.us.street_address(),
    "us_plain": lambda c: f"{c.us.building_number()} {c.us.street_name()}",
    "gb": lambda c: c.gb.street_address(),
    "gb_flat": g_addr_gb_flat,
    "zh": g_addr_zh,
    "zh_faker": lambda c: c.zh.street_address(),
    "zh_short": lambda c: f"{c.zh.street_name()}{c.rng.randint(1, 888)}号",
}


def g_nino(c: Ctx) -> str:
    if c.rng.random() < 0.4:
        return c.gb.ssn()
    pre = c.pick("ABCEGHJKLMNOPRSTWXYZ") + c.pick("ABCEGHJKLMNPRSTWXYZ")
    d = c.rs(DIGITS, 6)
    suf = c.pick("ABCD")
    return c.pick([f"{pre}{d}{suf}", f"{pre} {d[:2]} {d[2:4]} {d[4:]} {suf}", f"{pre}{d} {suf}"])


GOVID = {
    "ssn": lambda c: c.us.ssn(),
    "ssn_nodash": lambda c: c.us.ssn().replace("-", ""),
    "nino": g_nino,
    "cnid": lambda c: c.zh.ssn() if c.rng.random() < 0.5 else cnid_make(c),
    "passport_us": lambda c: c.us.passport_number(),
    "passport_gb": lambda c: c.gb.passport_number(),
    "passport_cn": lambda c: c.pick([c.pick("EG") + c.digits(8), "E" + c.pick("ABCDEFGHJK") + c.rs(DIGITS, 7), c.zh.passport_number()]),
}

CARD_TYPES = ["visa", "visa13", "visa19", "mastercard", "amex", "discover", "jcb15", "jcb16", "diners", "maestro"]


def g_card(c: Ctx) -> str:
    if c.rng.random() < 0.7:
        return c.us.credit_card_number(card_type=c.pick(CARD_TYPES))
    return c.pick([c.gb, c.zh]).credit_card_number()


def g_card_sp(c: Ctx) -> str:
    n = c.us.credit_card_number(card_type=c.pick(["visa", "mastercard", "discover", "jcb16"]))
    return group4(n, c.pick([" ", " ", "-"]))


def g_iban_eu(c: Ctx) -> str:
    cc = c.pick(["DE", "FR", "NL", "ES", "IT", "GB", "IE", "BE"])
    bban = {
        "DE": lambda: c.rs(DIGITS, 18),
        "FR": lambda: c.rs(DIGITS, 10) + c.rs(UPPER + DIGITS, 11) + c.rs(DIGITS, 2),
        "NL": lambda: c.pick(["ABNA", "INGB", "RABO", "TRIO"]) + c.rs(DIGITS, 10),
        "ES": lambda: c.rs(DIGITS, 20),
        "IT": lambda: c.pick(UPPER) + c.rs(DIGITS, 10) + c.rs(UPPER + DIGITS, 12),
        "GB": lambda: c.pick(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + c.rs(DIGITS, 14),
        "IE": lambda: c.pick(["AIBK", "BOFI"]) + c.rs(DIGITS, 14),
        "BE": lambda: c.rs(DIGITS, 12),
    }[cc]()
    iban = iban_make(cc, bban)
    return group4(iban) if c.rng.random() < 0.5 else iban


def g_cncard(c: Ctx) -> str:
    n = luhn_complete(c.pick(["622202", "622848", "621700", "622588", "621226", "623668", "625906"]) + c.rs(DIGITS, c.pick([9, 12])))
    return n if c.rng.random() < 0.6 else group4(n)


FINANCIAL = {
    "card": g_card,
    "card_sp": g_card_sp,
    "iban": lambda c: c.pick([c.us, c.gb]).iban(),
    "iban_eu": g_iban_eu,
    "aba": lambda c: c.us.aba(),
    "acct": lambda c: c.digits(c.rng.randint(8, 12)),
    "bban": lambda c: c.gb.bban(),
    "cncard": g_cncard,
}

WORD_FIRST = ["Grace", "Hope", "Joy", "Mark", "Rose", "Faith", "Bill", "Frank", "Jack", "Summer",
              "Dawn", "Amber", "Ivy", "Penny", "Rusty", "Chase", "Sandy", "Robin", "Holly", "Jasmine", "Rich", "Iris", "Sky"]
WORD_LAST = ["Baker", "Cook", "Hunter", "Fisher", "Price", "Brown", "Green", "Young", "King", "Wood",
             "Hill", "Stone", "Marsh", "Best", "Little", "Long", "Bell", "Moss", "Church", "Booth", "Sharp", "Rice", "Lamb"]


def g_name_zh_rom(c: Ctx) -> str:
    f, l = c.zh.first_romanized_name(), c.zh.last_romanized_name()
    return c.pick([f"{f} {l}", f"{l} {f}", f"{l.upper()} {f}"])


PERSON = {
    "us": lambda c: c.us.name(),
    "gb": lambda c: c.gb.name(),
    "fl": lambda c: f"{c.en().first_name()} {c.en().last_name()}",
    "m": lambda c: c.en().name_male(),
    "f": lambda c: c.en().name_female(),
    "word": lambda c: f"{c.pick(WORD_FIRST)} {c.pick(WORD_LAST)}",
    "zh": lambda c: c.zh.name(),
    "zhm": lambda c: c.zh.name_male(),
    "zhf": lambda c: c.zh.name_female(),
    "zh3": lambda c: c.zh.last_name() + c.zh.first_name_male() + c.zh.first_name_female()[:1] if c.rng.random() < 0.5 else c.zh.name(),
    "zhrom": g_name_zh_rom,
}


def _user(c: Ctx, f: Faker | None = None) -> str:
    f = f or c.en()
    for _ in range(50):
        u = f.user_name()
        if re.search(r"[\d._]", u) or len(u) >= 7:
            return u
    return u + "42"


def _user_zh(c: Ctx) -> str:
    r = c.rng.random()
    if r < 0.5:
        return _user(c, c.zh)
    return (c.zh.last_romanized_name() + c.zh.first_romanized_name()).lower() + c.pick(["", str(c.rng.randint(1, 999)), "_cn", ".dev"])


USERNAME = {
    "at": lambda c: "@" + _user(c),
    "plain": lambda c: _user(c),
    "dotted": lambda c: c.pick([f"{c.en().first_name().lower()}.{c.en().last_name().lower()}", f"{c.en().first_name().lower()}-{c.en().last_name().lower()}{c.rng.randint(1, 99)}", f"{c.en().first_name()[0].lower()}{c.en().last_name().lower()}_{c.rng.randint(1, 99)}"]),
    "zh": _user_zh,
    "zhat": lambda c: "@" + _user_zh(c),
}


def _homeuser(c: Ctx, zh: bool) -> str:
    if zh:
        return c.pick([(c.zh.last_romanized_name() + c.zh.first_romanized_name()).lower(), _user(c, c.zh)])
    f = c.en()
    return c.pick([_user(c, f), f.first_name().lower(), f.first_name()[0].lower() + f.last_name().lower()])


HOME = {
    "linux": lambda c, zh: f"/home/{_homeuser(c, zh)}",
    "mac": lambda c, zh: f"/Users/{_homeuser(c, zh)}",
    "win": lambda c, zh: f"C:\\Users\\{_homeuser(c, zh)}",
    "winjson": lambda c, zh: f"C:\\\\Users\\\\{_homeuser(c, zh)}",
    "winfwd": lambda c, zh: f"C:/Users/{_homeuser(c, zh)}",
    "winspace": lambda c, zh: f"C:\\Users\\{c.en().first_name()} {c.en().last_name()}" if not zh else f"C:\\Users\\{c.zh.first_romanized_name()} {c.zh.last_romanized_name()}",
}

EN_NUM = ["twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"]
ZH_NUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


def g_sched_en(c: Ctx, kind: str) -> str:
    h, m = c.rng.randint(1, 12), c.pick([0, 0, 0, 15, 30, 30, 45, 10, 20, 40, 50])
    ap = c.pick(["am", "pm", "AM", "PM", "a.m.", "p.m.", " am", " pm", " PM", " a.m."])
    if kind == "ampm":
        return f"{h}{ap}" if m == 0 else f"{h}:{m:02d}{ap}"
    if kind == "h24":
        return f"{c.rng.randint(5, 23):02d}:{m:02d}" if c.rng.random() < 0.7 else f"{c.rng.randint(5, 23)}:{m:02d}"
    if kind == "words":
        w = EN_NUM[h % 12]
        nxt = EN_NUM[(h + 1) % 12]
        return c.pick([f"half past {w}", f"quarter past {w}", f"quarter to {nxt}", f"{w} o'clock", f"{w} thirty", f"{w} in the morning", f"{w} in the evening", f"{w}-thirty"])
    if kind == "faker24":
        return c.en().time("%H:%M", end_datetime=FIXED_END)
    if kind == "faker12":
        return c.en().time(c.pick(["%I:%M %p", "%-I:%M %p", "%I:%M%p"]), end_datetime=FIXED_END)
    raise KeyError(kind)


def g_sched_zh(c: Ctx, kind: str) -> str:
    h = c.rng.randint(5, 23)
    if kind == "zh24":
        return c.pick([f"{h}:{c.pick([0, 15, 30, 45]):02d}", f"{h:02d}:{c.pick([0, 10, 20, 30, 40, 50]):02d}", c.zh.time("%H:%M", end_datetime=FIXED_END)])
    pod = "凌晨" if h < 6 else "早上" if h < 9 else "上午" if h < 12 else "中午" if h < 13 else "下午" if h < 18 else "晚上"
    h12 = h if h <= 12 else h - 12
    mins = c.pick(["", "", "半", "一刻", "三刻", "15分", "30分", "45分", "20", "40"])
    if kind == "zhcn":
        mm = {"15分": "十五分", "30分": "三十分", "45分": "四十五分", "20": "二十", "40": "四十"}.get(mins, mins)
        core = f"{ZH_NUM[h12]}点{mm}"
    else:
        core = f"{h12}点{mins}"
    if kind == "zhbare":
        return core
    return f"{pod}{core}"


SCHED = {
    "ampm": lambda c: g_sched_en(c, "ampm"),
    "h24": lambda c: g_sched_en(c, "h24"),
    "words": lambda c: g_sched_en(c, "words"),
    "faker24": lambda c: g_sched_en(c, "faker24"),
    "faker12": lambda c: g_sched_en(c, "faker12"),
    "zh": lambda c: g_sched_zh(c, "zh"),
    "zhcn": lambda c: g_sched_zh(c, "zhcn"),
    "zh24": lambda c: g_sched_zh(c, "zh24"),
    "zhbare": lambda c: g_sched_zh(c, "zhbare"),
}

HOOD_A = ["Willow", "Oak", "Maple", "Cedar", "Elm", "Birch", "Hawthorn", "Meadow", "Riverside", "Kingsmead", "Ashcroft", "Foxglove", "Larkspur", "Brambleton", "Heatherdene", "Silverbirch"]
HOOD_B = ["Park", "Heights", "Gardens", "Estate", "Village", "Green", "Grove", "Meadows", "Court", "Rise", "Fields"]
ZH_HOOD_A = ["阳光", "锦绣", "翠湖", "金色", "碧桂", "和平", "幸福", "东方", "盛世", "华府", "绿地", "龙湖", "枫林", "丽景", "紫荆", "御景", "万科", "保利", "世纪", "滨江", "春华", "水岸", "康桥", "怡和"]
ZH_HOOD_B = ["花园", "小区", "家园", "新村", "苑", "华庭", "嘉园", "名苑", "城", "公馆", "雅居", "山庄"]


def g_latlng(c: Ctx) -> str:
    r = c.rng.random()
    if r < 0.4:
        f = c.pick([c.us, c.gb, c.zh])
        return c.pick(["{}, {}", "{},{}", "{} {}"]).format(f.latitude(), f.longitude())
    if r < 0.8:
        lat, lng, *_ = c.pick([c.us, c.gb]).local_latlng(country_code=c.pick(["US", "GB", "US", "CN", "DE", "FR"]))
        return c.pick(["{}, {}", "{},{}"]).format(lat, lng)
    lat = round(c.rng.uniform(22.0, 41.0), 6)
    lng = round(c.rng.uniform(102.0, 122.0), 6)
    return c.pick([f"{lat}, {lng}", f"{lat},{lng}", f"{lat}°N, {lng}°E", f"N{lat} E{lng}"])


GEO = {
    "latlng": g_latlng,
    "zip": lambda c: c.pick([c.us.zipcode(), c.us.zipcode_plus4(), c.us.postcode()]),
    "gbpc": lambda c: c.gb.postcode(),
    "cnpc": lambda c: c.zh.postcode(),
    "hood": lambda c: c.pick([f"{c.pick(HOOD_A)} {c.pick(HOOD_B)}", f"{c.en().last_name()} {c.pick(HOOD_B)}"]),
    "zhhood": lambda c: c.pick(ZH_HOOD_A) + c.pick(ZH_HOOD_B) + c.pick(["", "", "", "二期", "三期", "东区", "北区"]),
}


# --------------------------------------------------------------------------- dispatch
def gen_value(c: Ctx, cat: str, kind: str, lang: str) -> str:
    if cat == "secret":
        return SECRET[kind](c)
    if cat == "password":
        return PASSWORD[kind](c)
    if cat == "email":
        return EMAIL[kind](c)
    if cat == "phone":
        return PHONE[kind](c)
    if cat == "address":
        return ADDRESS[kind](c)
    if cat == "government_id":
        return GOVID[kind](c)
    if cat == "financial":
        return FINANCIAL[kind](c)
    if cat == "person_name":
        return PERSON[kind](c)
    if cat == "username":
        return USERNAME[kind](c)
    if cat == "home_path":
        return HOME[kind](c, lang == "zh" or (lang == "mixed" and c.rng.random() < 0.6))
    if cat == "schedule":
        return SCHED[kind](c)
    if cat == "geo":
        return GEO[kind](c)
    raise KeyError(cat)


#: kinds drawn when a template says only '{v}'
DEFAULT_KINDS = {
    ("secret", "en"): SECRET_TOKENS,
    ("secret", "zh"): SECRET_TOKENS,
    ("secret", "mixed"): SECRET_TOKENS,
    ("password", "en"): ["faker", "faker", "phrase", "human"],
    ("password", "zh"): ["faker", "zh", "zh", "pin"],
    ("password", "mixed"): ["faker", "zh", "phrase", "human"],
    ("email", "en"): ["en"],
    ("email", "zh"): ["zh", "zh", "en"],
    ("email", "mixed"): ["zh", "en"],
    ("phone", "en"): ["us", "us", "gb", "gb", "us_ext"],
    ("phone", "zh"): ["cn", "cn", "cn_sp", "cn_intl", "cn_fixed"],
    ("phone", "mixed"): ["cn", "cn_intl", "cn_fixed", "us", "gb"],
    ("address", "en"): ["us", "us", "us_plain", "gb", "gb_flat"],
    ("address", "zh"): ["zh", "zh", "zh", "zh_faker", "zh_short"],
    ("address", "mixed"): ["zh", "zh", "zh_short", "us", "gb_flat"],
    ("government_id", "en"): ["ssn", "ssn", "nino", "nino", "passport_us", "passport_gb"],
    ("government_id", "zh"): ["cnid", "cnid", "cnid", "passport_cn"],
    ("government_id", "mixed"): ["cnid", "cnid", "ssn", "nino", "passport_cn"],
    ("financial", "en"): ["card", "card", "card_sp", "iban", "iban_eu"],
    ("financial", "zh"): ["cncard", "cncard", "card", "card_sp", "iban_eu"],
    ("financial", "mixed"): ["cncard", "card", "card_sp", "iban", "iban_eu"],
    ("person_name", "en"): ["us", "gb", "fl", "fl", "m", "f"],
    ("person_name", "zh"): ["zh", "zh", "zhm", "zhf", "zh3"],
    ("person_name", "mixed"): ["zh", "zh", "zhrom", "fl", "zhf"],
    ("username", "en"): ["plain", "plain", "dotted"],
    ("username", "zh"): ["zh", "plain"],
    ("username", "mixed"): ["zh", "plain", "dotted"],
    ("home_path", "en"): ["linux", "mac", "win"],
    ("home_path", "zh"): ["linux", "mac", "win"],
    ("home_path", "mixed"): ["linux", "mac", "win"],
    ("schedule", "en"): ["ampm", "ampm", "h24", "faker12"],
    ("schedule", "zh"): ["zh", "zh", "zhcn", "zh24"],
    ("schedule", "mixed"): ["zh", "ampm", "zh24", "h24"],
    ("geo", "en"): ["latlng", "zip", "gbpc", "hood"],
    ("geo", "zh"): ["latlng", "cnpc", "zhhood", "zhhood"],
    ("geo", "mixed"): ["latlng", "cnpc", "zhhood", "gbpc"],
}

REAL_CITIES = ["Chicago", "Boston", "Seattle", "Denver", "Austin", "Manchester", "Leeds", "Bristol", "Glasgow", "Toronto", "Dublin", "Berlin", "Lisbon", "Singapore", "Sydney", "Oslo"]
PRODUCTS = ["PostgreSQL", "Redis", "Kubernetes", "Terraform", "Grafana", "Kafka", "Nginx", "Docker Desktop", "VS Code", "Jira", "Confluence", "Figma", "Notion", "Slack", "Zoom", "Chrome", "Firefox", "Node.js", "Python", "Rust", "Go", "Django", "FastAPI", "React", "Airflow"]
COMPANIES = ["Acme Corp", "Globex", "Initech", "Contoso", "Fabrikam", "Northwind Traders", "Umbrella Labs", "Stark Industries", "Hooli", "Vandelay Industries"]
ZH_PRODUCTS = ["钉钉", "飞书", "企业微信", "支付宝", "微信支付", "淘宝", "京东", "高德地图", "百度网盘", "腾讯会议", "美团", "抖音", "小红书", "阿里云", "华为云"]
TEAMS = ["platform", "payments", "search", "infra", "mobile", "data", "growth", "billing"]
ZH_TEAMS = ["支付组", "搜索组", "基础架构组", "移动端", "数据平台", "增长组", "风控组"]


def _badcard(c: Ctx) -> str:
    n = c.digits(16)
    if luhn_ok(n):
        n = n[:-1] + str((int(n[-1]) + 1) % 10)
    return n


#: decoys (other people's values, for multi-value hard cases) and benign fillers
SLOTS = {
    "name2": lambda c: f"{c.en().first_name()} {c.en().last_name()}",
    "zhname2": lambda c: c.zh.name(),
    "email2": lambda c: c.en().free_email(),
    "zhemail2": lambda c: g_email_zh(c),
    "phone2": lambda c: c.us.phone_number(),
    "zhphone2": lambda c: c.zh.phone_number(),
    "user2": lambda c: _user(c),
    "addr2": lambda c: c.us.street_address(),
    "zhaddr2": lambda c: g_addr_zh(c),
    "fakecity": lambda c: c.us.city(),
    "gbcity": lambda c: c.gb.city(),
    "state": lambda c: c.us.state_abbr(),
    "city": lambda c: c.pick(REAL_CITIES),
    "zhcity": lambda c: c.zh.city_name(),
    "zhprov": lambda c: c.zh.province(),
    "zhdist": lambda c: c.zh.district(),
    "zhcounty": lambda c: c.zh.city(),
    "country": lambda c: c.us.country(),
    "zhcountry": lambda c: c.zh.country(),
    "company": lambda c: c.pick(COMPANIES),
    "fcompany": lambda c: c.zh.company(),
    "product": lambda c: c.pick(PRODUCTS),
    "zhproduct": lambda c: c.pick(ZH_PRODUCTS),
    "team": lambda c: c.pick(TEAMS),
    "zhteam": lambda c: c.pick(ZH_TEAMS),
    "ver": lambda c: f"{c.rng.randint(0, 9)}.{c.rng.randint(0, 30)}.{c.rng.randint(0, 20)}",
    "date": lambda c: c.us.date_between_dates(FIXED_START, FIXED_END).isoformat(),
    "date2": lambda c: c.us.date_between_dates(FIXED_START, FIXED_END).strftime(c.pick(["%d %b %Y", "%B %d, %Y", "%Y/%m/%d"])),
    "zhdate": lambda c: c.zh.date_between_dates(FIXED_START, FIXED_END).strftime("%Y年%m月%d日"),
    "uuid": lambda c: c.us.uuid4(),
    "sha": lambda c: c.us.sha1(),
    "sha7": lambda c: c.us.sha1()[:7],
    "sha256": lambda c: c.us.sha256(),
    "md5": lambda c: c.us.md5(),
    "port": lambda c: str(c.pick([80, 443, 5432, 6379, 8080, 3000, 9200, 27017, 5672, 8443])),
    "price": lambda c: c.us.pricetag(),
    "cny": lambda c: f"{c.rng.randint(9, 9999)}.{c.rng.randint(0, 99):02d}",
    "n": lambda c: str(c.rng.randint(2, 60)),
    "big": lambda c: f"{c.rng.randint(1000, 999999):,}",
    "pct": lambda c: f"{c.rng.randint(1, 99)}.{c.rng.randint(0, 9)}%",
    "ticket": lambda c: str(c.rng.randint(100, 99999)),
    "ms": lambda c: str(c.rng.randint(3, 4000)),
    "file": lambda c: c.us.file_name(),
    "mime": lambda c: c.us.mime_type(),
    "http": lambda c: str(c.pick([200, 201, 204, 301, 400, 401, 403, 404, 409, 429, 500, 502, 503])),
    "ip": lambda c: c.pick(["8.8.8.8", "1.1.1.1", "9.9.9.9", "208.67.222.222", "8.8.4.4"]),
    "phrase": lambda c: c.us.catch_phrase(),
    "color": lambda c: c.us.color_name(),
    "lang": lambda c: c.us.language_name(),
    "badcard": _badcard,
    "year": lambda c: str(c.rng.randint(2015, 2026)),
    "month": lambda c: c.us.month_name(),
    "zhmonth": lambda c: f"{c.rng.randint(1, 12)}月",
    "dur": lambda c: c.pick(["3 minutes", "45 seconds", "2 hours", "90 minutes", "4 days", "two weeks", "1.5h", "250ms"]),
    "zhdur": lambda c: c.pick(["3分钟", "两小时", "半天", "45秒", "四天", "两周", "1.5小时"]),
    "holiday": lambda c: c.pick(["Christmas", "Thanksgiving", "Easter Monday", "Boxing Day", "Labor Day", "New Year's Day", "Independence Day"]),
    "zhholiday": lambda c: c.pick(["春节", "国庆节", "中秋节", "端午节", "元旦", "清明节", "劳动节"]),
}


# =========================================================================== templates
# One template per line; '{v|kind|transform}' = planted value; '⏎' = line break.
T: dict[tuple[str, str, str], str] = {}

# ----------------------------------------------------------------- secret
T["secret", "en", "n"] = r"""
AWS_ACCESS_KEY_ID={v|aws}⏎AWS_DEFAULT_REGION=us-east-1
aws_secret_access_key = {v|awssecret}
hey can you rotate the deploy token? it's {v|ghp}, I pasted it in the wrong channel
Memory note: user's GitHub fine-grained PAT for the docs repo is {v|ghpat} (expires in 90 days).
[{date}T10:14:07Z] WARN slack.client: chat.postMessage with token={v|slack} failed: channel_not_found
export OPENAI_API_KEY="{v|openai}"
Ticket #{ticket}: customer pasted their Anthropic key {v|anthropic} into the chat transcript, please scrub it.
stripe:⏎  secret_key: {v|stripe}⏎  webhook_tolerance: 300
{"provider": "google", "api_key": "{v|google}", "daily_quota": 1000}
- HF token for the model mirror: `{v|hf}`
fix: stop logging SENDGRID_API_KEY ({v|sendgrid}) at startup
The alerts bot uses Telegram token {v|telegram}, created by the {team} team.
Authorization: Bearer {v|jwt}
Here is the deploy key, keep it safe:⏎{v|pem}⏎Thanks!
DATABASE_URL=postgres://app_user:{v|urlpw}@db.internal.example.com:5432/orders
client_secret: "{v|hex}"
Subject: Staging credentials⏎⏎Hi team,⏎the restricted Stripe key is {v|stripe_rk}. Please don't forward this email.⏎⏎Regards
Remember for later: my personal access token is {v|ghp}
curl -s -H 'x-api-key: {v|anthropic}' https://api.anthropic.com/v1/messages
SECRET_KEY = '{v|b64}'  # django settings, prod
REDIS_URL=redis://:{v|urlpw}@cache.example.net:6379/0
The webhook signing secret for prod is {v|b64} (rotate every quarter).
| service | token |⏎|---|---|⏎| slack | {v|slack} |
git remote set-url origin https://oauth2:{v|ghp}@github.com/acme/widgets.git
user asked me to store their OpenAI key: {v|openai}
api_token={v|hex} region=eu-west-1 retries=3
"""
T["secret", "en", "h"] = r"""
{v} <- that's the new one, the old one is revoked
new token: {v}
(key={v|aws})
{"env":{"TOKEN":"{v|slack}","DEBUG":"false"}}
Contact {name2} ({email2}) if the integration breaks — the API key is {v|stripe}.
use this one instead: {v|hex}
oops wrong window⏎{v|anthropic}
pasting so I don't lose it⏎⏎{v|google}⏎⏎ignore
https://{user2}:{v|urlpw}@registry.example.org/v2/
'{v|ghpat}'
it works with {v|openai} but not with the team one
[{v|sendgrid}]
k={v|b64}
{v|jwt}
"""
T["secret", "zh", "n"] = r"""
这是我的访问密钥：{v|aws}，先别外传。
记一下：代码仓库的令牌是 {v|ghp}，下周过期。
日志：[错误] 使用令牌 {v|slack} 发送消息失败，频道不存在
帮我把这个密钥存进记忆：{v|openai}
客服工单{ticket}：用户在对话中贴出了密钥 {v|anthropic}，请尽快删除。
配置文件里写着 api_key = {v|hex}
地图服务的密钥：{v|google}
模型仓库令牌：{v|hf}
邮件服务密钥{v|sendgrid}已经泄露，需要更换。
报警机器人的令牌是 {v|telegram}
请求头里带着 Bearer {v|jwt}，服务端仍然返回401。
私钥如下，请妥善保管：⏎{v|pem}
数据库连接串：mysql://root:{v|urlpw}@10.0.3.12:3306/shop
支付密钥（正式环境）：{v|stripe}
- 访问令牌：{v|ghpat}⏎- 有效期：90天
{"密钥": "{v|b64}", "区域": "华东"}
提交说明：删除误提交的云密钥 {v|awssecret}
机器人令牌={v|slack}
备忘：签名密钥为{v|b64}，每季度轮换一次。
运维群消息：新的受限密钥 {v|stripe_rk} 已生效，旧的作废。
请把密钥 {v|hex} 填到配置中心的“支付回调”项里。
他把令牌 {v|ghp} 发到了公开群里，我已经通知安全组。
缓存地址 redis://:{v|urlpw}@10.1.2.3:6379/1 不要写进文档。
接口密钥：{v|openai}（个人账号，勿共享）
访问密钥ID {v|aws} 对应的用户已停用。
以下是测试用的令牌，用完即删：{v|jwt}
"""
T["secret", "zh", "h"] = r"""
密钥是{v|aws}，记住
「{v|openai}」就是新的
{v}←这个别删
联系人{zhname2}（{zhphone2}）说密钥是{v|hex}。
令牌：{v|ghp}。
用这个：{v|b64}
刚才发错了⏎{v|anthropic}
（{v|slack}）
“{v|google}”已经作废了吗？
这个能用：{v|stripe}，那个不行
{v|telegram}
私钥：⏎{v|pem}⏎用完删掉
https://{user2}:{v|urlpw}@git.example.cn/team/app.git 拉不下来
"""
T["secret", "mixed", "n"] = r"""
帮我 check 一下这个 key 还能不能用：{v|openai}
CI 挂了，因为 GITHUB_TOKEN={v|ghp} 过期了
memory: 用户的 Stripe live key 是 {v|stripe}
Slack bot token {v|slack} 我已经 revoke 了，记得更新 config
把 AWS access key {v|aws} 从 README 里删掉，已经 push 上去了
这个 HF token 只有 read 权限：{v|hf}
ticket {ticket}：客户把 Anthropic API key {v|anthropic} 贴到 support chat 里了
.env 里加一行 GOOGLE_API_KEY={v|google} 就好
SendGrid 的 key {v|sendgrid} 每天限额 100 封
Telegram bot token 是 {v|telegram}，webhook 还没配
fix: 不要再 log Authorization header（Bearer {v|jwt}）
这是 staging 的 SSH private key：⏎{v|pem}
连接串 postgresql://admin:{v|urlpw}@pg.example.com/prod 先别发到群里
fine-grained PAT：{v|ghpat}，scope 只给了 contents:read
aws_secret_access_key 改成 {v|awssecret} 了
{"name": "支付回调", "secret": "{v|hex}", "enabled": true}
- [ ] rotate webhook secret {v|b64}（下周一）
restricted key {v|stripe_rk} 只给报表服务用
我的 OpenAI key 是 {v|openai}，额度快用完了
JWT 解不开：{v|jwt}
api_key: {v|hex}  # 测试环境
新 token 已经生成：{v|ghp}，旧的明天失效
把 SECRET_KEY 设成 {v|b64} 然后重启 gunicorn
git clone https://deploy:{v|urlpw}@gitlab.example.cn/infra/ops.git 报 403
"""
T["secret", "mixed", "h"] = r"""
key是{v|openai}，别外传
{v}←new token
用 {v|hex} 试试
token：{v|ghp}。
（{v|aws}）
联系 {name2}（{zhphone2}）拿 admin 权限，key 是 {v|stripe}
粘一下免得丢了⏎{v|anthropic}
'{v|slack}' 这个是 prod 的
[{v|google}]
{v|sendgrid}
it's {v|b64}，每个季度换一次
https://{user2}:{v|urlpw}@nexus.example.com/repository/ 登不上
"""

# ----------------------------------------------------------------- password
T["password", "en", "n"] = r"""
My password for the staging dashboard is {v}
password: {v}
Memory note: the user's wifi password is {v|faker} (router in the hallway).
db:⏎  host: db.internal⏎  user: app⏎  password: "{v|faker}"
ssh into the box with pw={v|faker} until we set up keys
The password is {v} — please change it after first login.
Ticket #{ticket}: user says their new password {v} is rejected at login.
[{date} 09:12:44] DEBUG auth: login attempt user=admin password={v|faker} result=fail
{"username": "svc-backup", "password": "{v|faker}", "retries": 3}
- vault passphrase: {v|phrase}
Subject: your temporary login⏎⏎Hello,⏎your temporary password is {v|faker}⏎It expires in 24 hours.
chore: remove hardcoded DB_PASSWORD={v|faker} from docker-compose.yml
remember that my laptop password is {v|human}
The GPG passphrase I use for backups is "{v|phrase}".
mysql -u root -p'{v|faker}' -h 127.0.0.1
I set the router admin password to {v|human} yesterday.
passwd for the shared test account: {v}
export PGPASSWORD={v|faker}
Note to self: bitwarden master passphrase = {v|phrase}
The password for the zip archive is {v}, I'll send the file separately.
| system | login | password |⏎|---|---|---|⏎| NAS | admin | {v|faker} |
SMTP_PASSWORD='{v|faker}'
my old password was {v|human} and I reuse it everywhere, so please don't repeat it
Use passphrase {v|phrase} to unlock the keystore.
changed the wifi pw to {v}
the password's {v|faker}, case sensitive
"""
T["password", "en", "h"] = r"""
pw: {v|faker}
{v|faker} is the password
password={v|faker}
(password: {v|faker})
"{v|faker}"
login as {user2} / {v|faker}
creds for {name2}'s account ({email2}): {v|faker}
it's {v|human} — same as the alarm code hint
the one I use for everything: {v|human}
passphrase⏎{v|phrase}
P@ss: {v|faker}
try `{v|faker}` if the default doesn't work
password is⏎{v|faker}
"""
T["password", "zh", "n"] = r"""
我的邮箱密码是{v}
密码：{v}
记住：家里路由器的密码是 {v|faker}
数据库账号 app，密码 {v|faker}
工单{ticket}：用户反馈新设置的密码 {v} 无法登录。
银行卡取款密码是{v|pin}，别告诉别人。
{"用户名": "backup", "密码": "{v|faker}"}
- 共享测试账号密码：{v|zh}
服务器登录密码改成了{v|zh}
压缩包的解压密码是 {v}，文件另发。
我一般用{v|zh}当密码
日志：[调试] 登录失败，密码={v|faker}
请把这个密码记下来：{v|faker}
家里wifi密码：{v|zh}
门禁密码是{v|pin}，周末有效。
邮件：您好，您的临时密码为 {v|faker}，24小时内有效。
我的支付密码是{v|pin}
公司电脑开机密码 {v|faker}
保险箱的密码换成了{v|pin}
老密码是 {v|zh}，新的还没想好
密码短语：{v|phrase}
他说密码是{v|zh}，区分大小写
请用密码 {v|faker} 登录后台，然后立刻修改。
把NAS管理员密码设置为{v|faker}了
备忘录里记着：网银登录密码 {v|zh}
"""
T["password", "zh", "h"] = r"""
密码是{v|faker}，记住
密码{v|zh}。
「{v|faker}」是新密码
（密码：{v|faker}）
{v|zh}就是密码
账号{user2}，密码{v|faker}
联系人{zhname2}，电话{zhphone2}，密码{v|pin}
口令：{v|faker}
密码⏎{v|faker}
就用那个{v|zh}吧
取款密码：{v|pin|fw}
"""
T["password", "mixed", "n"] = r"""
wifi 密码是 {v}
登录 Jenkins 的 password 是 {v|faker}
记一下 NAS 的 admin password：{v}
ssh 的时候用 pw={v|faker}
DB_PASSWORD={v|faker} 先写在 .env 里
ticket {ticket}：用户说 password {v} reset 之后还是登不上
{"user": "svc", "password": "{v|faker}", "备注": "测试环境"}
- VPN 密码：{v}
我的 Apple ID password 改成了 {v|human}
passphrase 是 {v|phrase}，用来解锁 keystore
mysql -uroot -p{v|faker} 连不上 localhost
the password is {v|zh}，区分大小写
temp password {v|faker} 24 小时内有效
我 Gmail 的密码是 {v|human}
zip 包的 password：{v}
新的 Wi-Fi password 是 {v|zh}
root 密码 {v|faker} 已经发给运维了
password: {v|faker} # 测试环境
登录 router 后台，password 填 {v}
keystore 的 passphrase：{v|phrase}
测试账号 test01 / password {v|faker}
以后我用 {v|human} 做 default password
"""
T["password", "mixed", "h"] = r"""
pw是{v|faker}，别忘了
{v|zh} 就是 password
密码：{v|faker}。
（password={v|faker}）
login {user2} / {v|faker}
联系人 {zhname2}，email {zhemail2}，password {v|faker}
试试 `{v|faker}`
password⏎{v|faker}
就是那个 {v|human} 啊
"""

# ----------------------------------------------------------------- email
T["email", "en", "n"] = r"""
You can reach me at {v} any time.
Memory note: user prefers to be contacted at {v}.
From: {v}⏎To: support@acme.example⏎Subject: refund for order {ticket}
[{date} 14:02:11] INFO mailer: sent password-reset link to {v}
{"contact_email": "{v}", "newsletter": false}
- billing contact: {v}
Ticket #{ticket}: customer {v} reports double charge.
Please cc {v} on the next invoice.
reply-to: {v}
notify:⏎  email: {v}⏎  on_failure: true
git config user.email "{v}"
Author: build-bot <{v}>
My work email changed, it's now {v}.
send the draft to {v} before Friday
The account was registered with {v} back in {year}.
Unsubscribe request received from {v}.
| field | value |⏎|---|---|⏎| email | {v} |
Signed-off-by: release team <{v}>
Her personal address is {v}, use that one, not the work one.
ALERT_EMAIL={v}
Forwarding rule: everything from the bank goes to {v}
ping me on {v} if the job fails
Password reset requested for {v} from {city}.
contact {v} for access to the {product} dashboard
the invite went to {v} but it bounced
"""
T["email", "en", "h"] = r"""
{v} is my email
email me: {v}
<{v}>
({v})
"{v}"
{name2} — {phone2} — {v}
mailto:{v}
{v|en|upper}
send it here⏎{v}
write to {v}.
the one ending in .com: {v}
same as before, {v}, thanks
"""
T["email", "zh", "n"] = r"""
我的邮箱是{v}
有问题请发邮件到 {v}
记住：用户希望通过 {v} 联系他。
工单{ticket}：用户 {v} 反馈重复扣款。
发件人：{v}⏎主题：退款申请
{"联系邮箱": "{v}", "订阅": false}
- 对账联系人邮箱：{v}
请抄送 {v}，谢谢。
日志：[信息] 已向 {v} 发送验证码邮件
注册邮箱 {v} 已经不用了。
简历请投递至{v}
把发票发到我邮箱 {v}
如需帮助，请联系 {v}
我换了新邮箱：{v}
她的私人邮箱是 {v}，不要发到公司邮箱。
通知邮箱：{v}
邮件退回：收件人 {v} 不存在。
把会议纪要发给 {v} 一份
账号绑定的邮箱为 {v}
老板让我把报表发到{v}
用 {v} 注册的账号已注销
客户邮箱{v}，订单号{ticket}
邮件地址：{v}（周末不看）
找回密码的邮件发到了{v}
"""
T["email", "zh", "h"] = r"""
邮箱{v}，谢谢
{v}是我的邮箱
（{v}）
「{v}」
联系人{zhname2}，电话{zhphone2}，邮箱{v}
发到这里：{v}。
{v|zh|fw}
就是{v}啊
⏎{v}⏎
邮箱：{v}，电话稍后给
"""
T["email", "mixed", "n"] = r"""
我的 email 是 {v}
有问题 ping 我或者发 mail 到 {v}
memory: 用户希望通过 {v} 联系
ticket {ticket}：客户 {v} 说被 double charge 了
git config user.email 设成 {v} 就行
{"email": "{v}", "备注": "VIP"}
- billing 联系人：{v}
请 cc {v}，thanks
[INFO] 已发送 reset link 到 {v}
注册的时候用的是 {v}
invoice 发到 {v}
alert email 改成 {v} 了
新的 work email：{v}
她的 personal email 是 {v}
notify 邮箱：{v}
邮件 bounce 了：{v} not found
reply-to 填 {v}
Author: 小王 <{v}>
客户 email {v}，order {ticket}
把 PR review 结果发 {v}
Apple ID 绑定的是 {v}
"""
T["email", "mixed", "h"] = r"""
email是{v}，thanks
{v} 是我的
（{v}）
联系 {zhname2}：{zhphone2} / {v}
<{v}>
mail to⏎{v}
"{v}"
就发 {v} 吧
"""

# ----------------------------------------------------------------- phone
T["phone", "en", "n"] = r"""
Call me on {v} if anything breaks.
Memory note: user's mobile number is {v|gb}.
My cell is {v|us}, text before calling.
Ticket #{ticket}: customer asks for a callback at {v}.
[{date} 08:31:02] INFO sms: verification code sent to {v}
{"phone": "{v}", "verified": true}
- emergency contact phone: {v}
on_call:⏎  phone: "{v}"⏎  escalate_after: 15m
Please ring the front desk contact at {v|us_ext}.
tel: {v}
The courier will call {v} on arrival.
You can reach her at {v|gb} during office hours.
Subject: missed call⏎⏎Hi, I tried you earlier — my direct line is {v|us_ext}.
My phone number changed to {v}.
| name | phone |⏎|---|---|⏎| landlord | {v} |
Mobile (MSISDN): {v|msisdn}
WhatsApp me on {v|gb}
For urgent issues phone {v}, otherwise email.
user added {v} as their 2FA number
the dentist has my number as {v|us}
PHONE_NUMBER={v}
leave a voicemail at {v|us_ext}
Home phone: {v}
call forwarding is set to {v|gb}
if you're locked out, call me at {v}
"""
T["phone", "en", "h"] = r"""
{v} call me
ring {v}
({v|us})
"{v|gb}"
{name2}, {v}, {email2}
tel:{v||nospace}
my number⏎{v}
text me at {v|us} or email {email2}
{v|gb|nospace}
it's {v|us}, ask for the night shift
best number: {v}.
mobile — {v|msisdn}
"""
T["phone", "zh", "n"] = r"""
我的手机号是{v|cn}
有事打我电话 {v}
记住：用户的联系电话是 {v}。
工单{ticket}：客户要求回电 {v}
日志：[信息] 短信验证码已发送至 {v|cn}
{"手机号": "{v|cn}", "已验证": true}
- 紧急联系人电话：{v}
快递员到了会打 {v}
办公室座机：{v|cn_fixed}
请拨打 {v|cn_fixed} 联系前台
我换号了，新号码 {v|cn}
房东电话{v}，晚上别打
微信同号：{v|cn}
联系电话：{v|cn_intl}
家里的座机是{v|cn_fixed}
出差期间请打 {v|cn_intl}
双重验证绑定的手机号：{v|cn}
订单收货电话{v|cn_sp}
请在工作时间拨打 {v|cn_fixed}
孩子班主任的电话是{v|cn}
如果联系不上我，打我爱人电话 {v}
司机师傅的号码：{v|cn_sp}
电话：{v}（周末也可以）
把我的号码 {v|cn} 加到白名单
"""
T["phone", "zh", "h"] = r"""
电话{v|cn}，谢谢
{v|cn}是我的手机
（{v|cn}）
「{v|cn_sp}」
联系人{zhname2}，手机{v|cn}，邮箱{zhemail2}
手机：{v|cn|fw}
打这个：{v|cn_fixed}。
号码⏎{v}
我的手机号码是{v|cn_sp}，微信也是这个
{v|cn_fixed}转人工
座机{v|cn_fixed|fw}
"""
T["phone", "mixed", "n"] = r"""
我的 phone number 是 {v}
有事 call 我：{v}
memory: 用户的 mobile 是 {v|cn}
ticket {ticket}：客户要求 callback，电话 {v}
[INFO] 验证码已发送到 {v|cn}
{"phone": "{v}", "备注": "晚上别打"}
- on-call 电话：{v}
WhatsApp 号码：{v|gb}
office 座机 {v|cn_fixed}
快递 delivery 电话填的是 {v|cn_sp}
new number：{v|cn}，旧的停机了
US 那边的 contact：{v|us}
2FA 绑定的手机号是 {v|cn}
Please 拨打 {v|cn_fixed} 找 IT
landlord 的电话 {v}
出差期间打 {v|cn_intl}
emergency contact：{v}
backup phone 改成 {v|cn}
前台 direct line：{v|cn_fixed}
微信同号 {v|cn}，add 我
"""
T["phone", "mixed", "h"] = r"""
phone是{v|cn}，thanks
{v} call me
（{v|cn}）
联系 {zhname2}：{v|cn} / {zhemail2}
tel:{v|cn}
手机：{v|cn|fw}
号码⏎{v}
打 {v|cn_fixed} ask for 小李
"""

# ----------------------------------------------------------------- address
T["address", "en", "n"] = r"""
I live at {v}, {fakecity}, {state}.
Memory note: user's home address is {v|us}, {fakecity}.
Ship to: {v}, {city}
Ticket #{ticket}: parcel returned, customer address {v} seems incomplete.
[{date} 11:20:45] INFO geocoder: resolved "{v|us}, {fakecity}, {state}"
{"street": "{v}", "city": "{city}", "country": "{country}"}
- home: {v}, {gbcity}
We moved! New address: {v|gb_flat}, {gbcity}.
Please send the keys to {v}.
delivery:⏎  address_line1: "{v|us}"⏎  city: {fakecity}
My mum's place is at {v|gb}, {gbcity}.
The invoice lists {v|us} as billing address.
Subject: change of address⏎⏎Hello, from next month my address is {v}, {city}.⏎Thanks
Pick me up from {v|us_plain} at the corner.
registered office: {v|gb_flat}
| label | address |⏎|---|---|⏎| home | {v} |
my flat is {v|gb_flat}, ring twice
forward my post to {v|us}, {fakecity}
The tenant at {v|gb} has complained about the boiler.
user said they grew up at {v|us_plain}
Return address: {v}, {city}.
the spare key is with the neighbour at {v|us_plain}
Billing address updated to {v|us}.
I'm staying at {v|gb_flat} until March.
"""
T["address", "en", "h"] = r"""
{v|us}, that's me
deliver to⏎{v|gb}⏎{gbcity}
({v|us})
"{v|us_plain}"
{name2} lives next door; I'm at {v|us}; call {phone2}
my place: {v|gb_flat}.
at {v|us_plain}
{v|us_plain|lower}, {city}
near the park, number {v|us_plain}
leave it at the back door of {v|us}
"""
T["address", "zh", "n"] = r"""
我住在{zhcity}市{zhdist}区{v}
记住：用户家庭住址是{zhprov}{zhcity}市{v}。
收货地址：{zhcity}市{zhdist}区{v}
工单{ticket}：包裹被退回，客户地址{v}不完整。
日志：[信息] 地址解析成功：{zhcity}市{v|zh}
{"城市": "{zhcity}", "详细地址": "{v}"}
- 家：{zhcity}市{v}
我们搬家了，新地址是{zhcity}{zhdist}区{v|zh}
请把钥匙寄到{v}
发票上的地址写的是{zhcity}市{v}
我妈住在{zhcounty}{v}
快递放在{v|zh}门口就行
公司地址：{zhcity}市{zhdist}区{v|zh}
我的户籍地址是{zhprov}{zhcounty}{v}
房子在{zhdist}区{v}，两室一厅
邮件：您好，下个月起我的通讯地址改为{zhcity}市{v|zh}，谢谢。
寄件人地址：{zhcity}市{v}
请到{v|zh}取件
我爸一个人住在{zhcounty}{v}
她租的房子在{zhcity}{v|zh}
朋友家在{v}，离地铁站很近
账单地址更新为{zhcity}市{zhdist}区{v}
暂住地址：{zhcity}市{v|zh}
"""
T["address", "zh", "h"] = r"""
{v|zh}，{zhcity}市
地址：{v}。
（{zhcity}市{v|zh}）
「{v|zh}」
联系人{zhname2}，电话{zhphone2}，地址{zhcity}市{v|zh}
送到{v|zh}就行
{zhcity}{zhdist}区⏎{v|zh}
不是{zhaddr2}，我住{v|zh}——
我家：{v|zh}
住址{v|zh|fw}
"""
T["address", "mixed", "n"] = r"""
我住在 {zhcity} {v|zh}
memory: 用户 home address 是{zhcity}市{v|zh}
shipping address：{zhcity}市{zhdist}区{v}
ticket {ticket}：parcel 被退回，地址 {v} 不完整
{"city": "{zhcity}", "address": "{v|zh}"}
- home：{zhcity}市{v|zh}
new address：{v|zh}，{zhcity}
快递 deliver 到 {v|zh} 就行
我在 London 的地址是 {v|gb_flat}
US office 在 {v|us}, {fakecity}
billing address 改成 {zhcity}市{v|zh}
把 keys 寄到 {v}
房东说 {v|zh} 的 lease 下个月到期
pick up 地点：{v|zh_short} 门口
寄件人 address：{zhcity}市{v}
Airbnb 订的是 {v|us_plain}，{city}
临时住在 {zhcity}{v|zh}
office 搬到 {zhcity}{zhdist}区{v|zh}了
"""
T["address", "mixed", "h"] = r"""
{v|zh}，{zhcity}
地址：{v|zh}。
（{v|us}）
联系 {zhname2}（{zhphone2}），address：{zhcity}市{v|zh}
送到⏎{v|zh}
就在 {v|zh} 楼下
my place：{v|gb_flat}
"""

# ----------------------------------------------------------------- government_id
T["government_id", "en", "n"] = r"""
My SSN is {v|ssn}, needed for the tax form.
Memory note: user's Social Security number is {v|ssn}.
National Insurance number: {v|nino}
Ticket #{ticket}: applicant's NI number {v|nino} doesn't match HMRC records.
[{date} 16:40:09] WARN kyc: ssn={v|ssn} failed format check
{"ssn": "{v|ssn}", "dob_verified": true}
- passport no.: {v|passport_us}
My passport number is {v|passport_gb}, expiring next year.
employee:⏎  ni_number: "{v|nino}"⏎  payroll: monthly
Please update my social security number to {v|ssn}.
Subject: onboarding documents⏎⏎Hi HR, my NINO is {v|nino}. Regards
The visa form asks for passport number {v|passport_us}.
SSN (last employer had it wrong): {v|ssn}
| doc | number |⏎|---|---|⏎| passport | {v|passport_gb} |
user provided social security no. {v|ssn_nodash} for the credit check
my national insurance no is {v|nino}
Passport # {v|passport_us}, issued in {year}
tax id (SSN): {v|ssn}
He read out his NI number, {v|nino}, over the phone.
The booking is under passport {v|passport_gb}.
SSN={v|ssn}
I need to renew passport {v|passport_us} before the trip.
social security: {v|ssn}
"""
T["government_id", "en", "h"] = r"""
{v|ssn} is my SSN
ssn {v|ssn_nodash}
({v|nino})
"{v|ssn}"
{name2}, SSN {v|ssn}, phone {phone2}
NI: {v|nino}.
passport⏎{v|passport_gb}
the number on my social security card: {v|ssn}
it's {v|nino|lower} I think
for the I-9: {v|ssn}
"""
T["government_id", "zh", "n"] = r"""
我的身份证号是{v|cnid}
记住：用户身份证号码为 {v|cnid}。
身份证：{v|cnid}
工单{ticket}：实名认证失败，身份证号 {v|cnid} 与姓名不符。
日志：[警告] 实名校验 id_card={v|cnid} 失败
{"身份证号": "{v|cnid}", "已核验": true}
- 护照号码：{v|passport_cn}
我的护照号是{v|passport_cn}，明年到期。
办签证需要护照号 {v|passport_cn}
请把我的身份证号{v|cnid}填到报名表里。
邮件：人事您好，我的身份证号码是{v|cnid}，谢谢。
订机票用的证件号：{v|cnid}
孩子的身份证号 {v|cnid}
护照号：{v|passport_cn}，签发地上海
公民身份号码 {v|cnid}
酒店登记时用了身份证{v|cnid}
社保卡上的身份证号是{v|cnid}
我妈的身份证号码：{v|cnid}
护照{v|passport_cn}已经过期
证件号码：{v|cnid}（身份证）
报销需要身份证号：{v|cnid}
开户资料：身份证 {v|cnid}
"""
T["government_id", "zh", "h"] = r"""
身份证{v|cnid}，谢谢
{v|cnid}是我的身份证号
（{v|cnid}）
「{v|cnid}」
联系人{zhname2}，电话{zhphone2}，身份证号{v|cnid}
身份证号：{v|cnid|fw}
证件⏎{v|cnid}
就用{v|cnid}订票
护照{v|passport_cn}。
{v|cnid}
"""
T["government_id", "mixed", "n"] = r"""
我的 ID number（身份证）是 {v|cnid}
memory: 用户身份证号 {v|cnid}
SSN 是 {v|ssn}，报税要用
ticket {ticket}：KYC 失败，身份证 {v|cnid} 对不上
[WARN] id_card={v|cnid} 校验失败
{"id_card": "{v|cnid}", "verified": true}
- passport number：{v|passport_cn}
办 visa 需要护照号 {v|passport_cn}
UK 那边的 NI number：{v|nino}
订 flight 用的证件号 {v|cnid}
HR onboarding 表里身份证号填 {v|cnid}
passport {v|passport_cn} 下个月 expire
US 同事的 social security number {v|ssn} 别存
身份证 ID：{v|cnid}
护照号 passport no. {v|passport_cn}
酒店 check-in 用了身份证 {v|cnid}
National Insurance 号码：{v|nino}
报税 form 上的 SSN：{v|ssn}
passport 号码改成新的 {v|passport_cn} 了，旧的作废
"""
T["government_id", "mixed", "h"] = r"""
身份证{v|cnid}，thanks
{v|cnid} 是我的 ID
（{v|cnid}）
联系 {zhname2}（{zhphone2}），ID {v|cnid}
ID：{v|cnid|fw}
passport⏎{v|passport_cn}
就用 {v|ssn} 吧
"""

# ----------------------------------------------------------------- financial
T["financial", "en", "n"] = r"""
My card number is {v|card}, expiry next spring.
Memory note: user's Visa card is {v|card_sp}.
IBAN: {v|iban}
Ticket #{ticket}: refund to card {v|card} failed, please retry.
[{date} 12:03:55] ERROR payments: charge declined for card={v|card}
{"iban": "{v|iban_eu}", "currency": "EUR"}
- routing number: {v|aba}
Please wire the deposit to IBAN {v|iban_eu}.
bank:⏎  account_number: "{v|acct}"⏎  routing_number: "021000021"
Subject: payment details⏎⏎Hi, my bank account number is {v|acct}, sort code 20-00-00.
credit card: {v|card_sp}
Charge it to the Amex ending... actually the full number is {v|card}.
Routing number {v|aba}, checking account.
| method | number |⏎|---|---|⏎| card | {v|card} |
pay my rent into account no. {v|bban}
I keep the card {v|card_sp} for online shopping only.
My salary goes to IBAN {v|iban}.
ACH: routing {v|aba}
the card on file is {v|card}
bank account: {v|acct} (savings)
the refund should go back to {v|card_sp}
IBAN for the invoice: {v|iban_eu}
"""
T["financial", "en", "h"] = r"""
{v|card} exp 09/27
card: {v|card_sp}.
({v|iban_eu})
"{v|card}"
{name2}, card {v|card}, email {email2}
iban⏎{v|iban}
use {v|card_sp} for the hotel
acct {v|acct}
{v|card|fw}
that long number on the front: {v|card}
"""
T["financial", "zh", "n"] = r"""
我的银行卡号是{v|cncard}
记住：用户的工资卡号为 {v|cncard}。
信用卡：{v|card}
工单{ticket}：退款到银行卡 {v|cncard} 失败，请重试。
日志：[错误] 支付失败，卡号={v|card}
{"银行卡号": "{v|cncard}", "开户行": "招商银行"}
- 收款账号：{v|acct}
请把定金打到这个卡上：{v|cncard}
我的信用卡号 {v|card_sp}，有效期明年
国际汇款的IBAN是{v|iban_eu}
邮件：您好，我的收款账户为{v|cncard}，谢谢。
房租请转到银行卡{v|cncard}
报销款打到{v|cncard}就行
银行账号：{v|acct}（基本户）
绑定的信用卡 {v|card}
这张卡{v|cncard}只用来网购
汇款账户 IBAN：{v|iban}
卡号{v|cncard}
我爸的存折账号是{v|acct}
退款原路返回到{v|card}
"""
T["financial", "zh", "h"] = r"""
卡号{v|cncard}，谢谢
{v|cncard}是工资卡
（{v|cncard}）
「{v|card}」
联系人{zhname2}，电话{zhphone2}，卡号{v|cncard}
卡号：{v|cncard|fw}
银行卡⏎{v|cncard}
就转到{v|cncard}吧
账号{v|acct}。
"""
T["financial", "mixed", "n"] = r"""
我的 credit card 是 {v|card}
memory: 用户的 bank card 号是 {v|cncard}
IBAN：{v|iban_eu}
ticket {ticket}：refund 到卡 {v|cncard} 失败
[ERROR] payment declined，card={v|card}
{"card_number": "{v|card}", "备注": "公司卡"}
- routing number：{v|aba}
定金 transfer 到 {v|cncard}
wire 到 IBAN {v|iban} 就行
account number 是 {v|acct}
salary card：{v|cncard}
online shopping 用的卡 {v|card_sp}
报销打到 {v|cncard} thanks
绑定的 Visa 卡 {v|card}
收款 account：{v|acct}（招行）
refund 原路退回 {v|card}
IBAN 填 {v|iban_eu}，SWIFT 另发
工资 card 换成了 {v|cncard}
"""
T["financial", "mixed", "h"] = r"""
卡号{v|cncard}，thanks
{v|card} exp 08/29
（{v|iban_eu}）
联系 {zhname2}（{zhphone2}），card {v|cncard}
card：{v|cncard|fw}
bank card⏎{v|cncard}
就转 {v|cncard} 吧
"""

# ----------------------------------------------------------------- person_name
T["person_name", "en", "n"] = r"""
My name is {v}, I'm the new account owner.
Memory note: the user's manager is {v}.
Hi, this is {v} from the {team} team.
Ticket #{ticket}: {v} cannot log in after the password reset.
[{date} 10:02:33] INFO crm: created contact name="{v}"
{"full_name": "{v}", "plan": "pro"}
- emergency contact: {v}
Please add {v} to the invite list for Thursday.
reviewer:⏎  name: {v}⏎  role: approver
Subject: introduction⏎⏎Dear team, please welcome {v}, who joins us on Monday.⏎Best
Co-authored-by: {v} <noreply@example.com>
I had lunch with {v} yesterday and she agreed to mentor me.
The landlord, {v}, wants the rent by the 5th.
| role | person |⏎|---|---|⏎| owner | {v} |
call me {v} in the reply, not by my username
my sister {v} will pick up the package
Thanks to {v} for debugging the flaky test.
The doctor I see is {v}, at the clinic on the corner.
user's spouse: {v}
signed, {v}
{v} approved the expense report.
the contract is in the name of {v}
We should ask {v} before merging this.
I'm meeting {v} for coffee tomorrow.
my full legal name is {v}
"""
T["person_name", "en", "h"] = r"""
{v} here, quick question
thanks, {v}
({v|fl})
"{v|fl}"
{v|fl}, {email2}, {phone2}
{v|fl|lower} said it's fine
{v|word} is my daughter's teacher
ask {v|word} about it
tell {v|word} the build is green
met {v|fl} at the conference, great chat
from: {v|fl}
cc⏎{v|fl}
"""
T["person_name", "zh", "n"] = r"""
我叫{v}，是新来的运营。
记住：用户的直属领导是{v}。
你好，我是{team}组的{v}。
工单{ticket}：{v}重置密码后仍无法登录。
日志：[信息] 新建联系人 姓名={v}
{"姓名": "{v}", "会员": "金卡"}
- 紧急联系人：{v}
请把{v}加到周四的会议邀请里。
邮件：各位好，欢迎{v}加入我们团队。
联系人：{v}
昨天和{v}一起吃饭，她答应带我。
房东{v}让我们五号前交房租。
我姐姐{v}会帮我取快递。
感谢{v}帮忙排查线上问题。
我的主治医生是{v}。
合同上的名字是{v}
合并之前先问一下{v}
明天约了{v}喝咖啡
收件人：{v}
孩子的班主任是{v}老师
这个需求是{v}提的
报销单已经由{v}审批
我爸爸叫{v}
请转告{v}，明天的会取消了
"""
T["person_name", "zh", "h"] = r"""
{v}，你好
谢谢{v}！
（{v}）
「{v}」说可以
联系人{v}，电话{zhphone2}，邮箱{zhemail2}
{v}：好的收到
是{v}让我问的
落款⏎{v}
{v}老师的课改到下周了
{v}和{zhname2}都同意了
"""
T["person_name", "mixed", "n"] = r"""
我叫 {v}，是新来的 PM
memory: 用户的 manager 是 {v}
Hi，我是 {team} team 的 {v}
ticket {ticket}：{v} reset password 后还是登不上
{"name": "{v}", "备注": "VIP"}
- emergency contact：{v}
请把 {v} 加到 Thursday 的 meeting
Co-authored-by: {v} <noreply@example.com>
昨天和 {v} 吃了 lunch
landlord {v} 说五号前交 rent
Thanks {v} 帮忙 debug
合同上的 name 是 {v}
merge 之前问一下 {v}
明天约了 {v} coffee chat
我爸的英文名是 {v|fl}
my colleague {v|zhrom} 下周 onboard
请转告 {v}，meeting 取消了
"""
T["person_name", "mixed", "h"] = r"""
{v}，hi
thanks {v}！
（{v}）
联系 {v}：{zhphone2} / {zhemail2}
"{v}" approve 了
是 {v} 让我 ping 你的
{v|zhrom|lower} 说 OK
{v|word} 是我们的 new manager
"""

# ----------------------------------------------------------------- username
T["username", "en", "n"] = r"""
My username is {v}.
Memory note: user's GitHub handle is {v|at}.
Please DM {v|at} for access.
Ticket #{ticket}: account {v} locked after 5 failed attempts.
[{date} 17:45:12] INFO auth: login ok user={v}
{"username": "{v}", "role": "editor"}
- login: {v}
git:⏎  user: {v}⏎  signing: true
I'm {v|at} on Twitter, follow for updates.
login as {v} on the jump host
username: {v}
The shared drive is owned by {v}.
Subject: account request⏎⏎Please create the account with login {v}. Thanks
ssh {v}@bastion.example.com
| system | login |⏎|---|---|⏎| VPN | {v} |
my handle everywhere is {v|at}
ping {v|at} in the channel when it's deployed
reassign the ticket to {v}
user {v} has been added to the admins group
you'll find me as {v} on the forum
chown {v}:staff /srv/data
tag {v|at} in the PR
sudo -u {v} crontab -l
Reddit username {v}, same on Steam
"""
T["username", "en", "h"] = r"""
{v|at} can you review?
thanks {v|at}
({v|at})
"{v}"
{name2} ({v|at}, {email2})
cc {v|at}!
user={v}
I'm⏎{v|at}
{v|at}: done
login {v}, the usual password
"""
T["username", "zh", "n"] = r"""
我的用户名是{v}
记住：用户的 GitHub 账号是 {v}。
有权限问题请私信 {v|zhat}
工单{ticket}：账号 {v} 连续输错密码已被锁定。
日志：[信息] 用户 {v} 登录成功
{"用户名": "{v}", "角色": "编辑"}
- 登录名：{v}
请用账号 {v} 登录跳板机
我的微博是 {v|zhat}，欢迎关注
共享盘的所有者是 {v}
邮件：请为我开通账号，登录名 {v}，谢谢。
账号：{v}
在论坛上搜 {v} 就能找到我
已将用户 {v} 加入管理员组
工单转给 {v} 处理
我在各个平台都叫{v|zhat}
部署好了在群里 {v|zhat} 一下
游戏账号{v}，别外传
"""
T["username", "zh", "h"] = r"""
{v|zhat}，帮忙看下
谢谢{v|zhat}
（{v|zhat}）
「{v}」
联系人{zhname2}，账号{v}，电话{zhphone2}
用户名：{v}。
账号⏎{v}
{v|zhat}：好了
登录名{v|zh|fw}
"""
T["username", "mixed", "n"] = r"""
我的 username 是 {v}
memory: 用户 GitHub handle 是 {v|at}
有权限问题 DM {v|zhat}
ticket {ticket}：account {v} 被 lock 了
[INFO] user={v} 登录成功
{"username": "{v}", "备注": "外包"}
- login：{v}
ssh {v}@jump.example.cn 连不上
我在 Twitter 上是 {v|at}
PR 里 tag 一下 {v|zhat}
把 {v} 加到 admin group
ticket assign 给 {v}
forum 上搜 {v} 就能找到我
游戏 ID：{v}
VPN login 是 {v}
Jenkins 上的 user 叫 {v}
请用 account {v} 登录 staging
我的 Steam ID：{v}，add me
"""
T["username", "mixed", "h"] = r"""
{v|zhat} 帮忙 review
thanks {v|zhat}！
（{v|at}）
联系 {zhname2}，handle {v|at}，电话 {zhphone2}
user={v}。
账号⏎{v}
{v|at}：done
"""

# ----------------------------------------------------------------- home_path
T["home_path", "en", "n"] = r"""
The config lives in {v|linux}/.config/app/settings.toml
Memory note: user's projects are under {v|mac}/Developer.
Traceback (most recent call last):⏎  File "{v|linux}/venvs/etl/lib/python3.11/site-packages/requests/api.py", line 59, in request
[{date} 09:00:01] ERROR loader: cannot open {v|win}\AppData\Local\App\cache.db
{"workspace": "{v|winjson}\\Documents\\notes", "autosave": true}
- dotfiles: {v|mac}/dotfiles
volumes:⏎  - {v|linux}/data:/var/lib/postgresql/data
cd {v|mac}/code/website && npm run dev
The screenshot was saved to {v|mac}/Desktop/Screen Shot.png
Ticket #{ticket}: installer fails writing to {v|win}\Downloads\setup.log
export PYTHONPATH={v|linux}/src/tools
fatal: not a git repository: {v|linux}/work/api/.git
Subject: logs⏎⏎Hi, the crash log is at {v|win}\AppData\Roaming\Editor\logs\main.log⏎Thanks
| key | path |⏎|---|---|⏎| ssh | {v|linux}/.ssh/id_ed25519 |
ln -s {v|mac}/Dropbox/notes ~/notes
my music library is in {v|win}\Music\iTunes
Could not find {v|winfwd}/.gradle/gradle.properties
cache_dir = "{v|linux}/.cache/huggingface"
open {v|mac}/Library/Logs/DiagnosticReports
WARNING: The script pip is installed in '{v|linux}/.local/bin' which is not on PATH.
The photos are backed up to {v|win}\Pictures\Phone
error: EACCES: permission denied, open '{v|mac}/.npm/_cacache/index-v5'
rsync -av {v|linux}/photos/ nas:/backup/photos/
"""
T["home_path", "en", "h"] = r"""
{v|linux}/notes.md is where I keep it
saved to {v|mac}
({v|win}\Desktop)
"{v|winjson}\\AppData"
{v|winspace}\Documents\taxes.xlsx
{name2} sent it from {v|mac}/Downloads/contract.pdf, cc {email2}
file://{v|linux}/reports/index.html
path:⏎{v|win}\OneDrive\cv.docx
~ is {v|linux} on this box
{v|winfwd}/Desktop/todo.txt
"""
T["home_path", "zh", "n"] = r"""
配置文件在 {v|linux}/.config/app/settings.toml
记住：用户的项目都放在 {v|mac}/Developer 下面。
报错：无法打开文件 {v|win}\AppData\Local\App\cache.db
日志：[错误] 读取 {v|linux}/data/input.csv 失败
{"工作目录": "{v|winjson}\\Documents\\笔记"}
- 备份目录：{v|mac}/Backups
截图保存到了 {v|mac}/Desktop/截图.png
工单{ticket}：安装程序无法写入 {v|win}\Downloads\setup.log
把模型下载到 {v|linux}/models 就行
我的照片都在 {v|win}\Pictures\手机 里面
代码仓库克隆到了 {v|mac}/code/shop
请把日志文件 {v|linux}/logs/app.log 发给我
邮件：您好，崩溃日志在 {v|win}\AppData\Roaming\Editor\logs 目录下。
私钥放在 {v|linux}/.ssh/id_rsa
找不到文件 {v|winfwd}/.gradle/gradle.properties
缓存目录设置为 {v|linux}/.cache/pip
权限不足：无法写入 {v|mac}/.npm
音乐都存在 {v|win}\Music
"""
T["home_path", "zh", "h"] = r"""
{v|linux}/笔记.md 里有
保存到了{v|mac}
（{v|win}\桌面）
「{v|mac}/Documents」
{v|winspace}\Documents\报税.xlsx
联系人{zhname2}把合同放在{v|mac}/Downloads/合同.pdf
路径⏎{v|win}\OneDrive\简历.docx
文件在{v|linux}/下载/发票.pdf，电话{zhphone2}
"""
T["home_path", "mixed", "n"] = r"""
config 在 {v|linux}/.config/app/settings.toml
memory: 用户的 projects 都在 {v|mac}/Developer 下
Traceback 里是 {v|linux}/venvs/etl/lib/python3.11/site-packages/x.py 报的错
ERROR：打不开 {v|win}\AppData\Local\App\cache.db
{"workspace": "{v|winjson}\\Documents", "备注": "笔记"}
- dotfiles 放在 {v|mac}/dotfiles
截图 saved 到 {v|mac}/Desktop 了
ticket {ticket}：installer 写不了 {v|win}\Downloads\setup.log
export PATH={v|linux}/.local/bin:$PATH 之后就好了
把 model 下载到 {v|linux}/models
git clone 到 {v|mac}/code/shop 了
log 在 {v|win}\AppData\Roaming\Editor\logs，帮我看看
permission denied：{v|mac}/.npm/_cacache
cache_dir 设成 {v|linux}/.cache/huggingface
截图在 {v|win}\Pictures\Screenshots 里
pip warning：script 装在 '{v|linux}/.local/bin'，不在 PATH 里
rsync {v|mac}/Photos/ 到 NAS 上备份
私钥在 {v|linux}/.ssh/id_ed25519，别 commit
找不到 {v|winfwd}/.gradle/gradle.properties 怎么办
"""
T["home_path", "mixed", "h"] = r"""
{v|linux}/notes.md 里有
saved 到 {v|mac}
（{v|win}\Desktop）
{v|winspace}\Documents\tax.xlsx
联系 {zhname2}，file 在 {v|mac}/Downloads/合同.pdf
path⏎{v|win}\OneDrive\cv.docx
"""

# ----------------------------------------------------------------- schedule
T["schedule", "en", "n"] = r"""
I wake up at {v} every weekday.
Memory note: user goes to the gym at {v} on Mondays and Thursdays.
I usually go to bed around {v}, so don't schedule calls after that.
reminder: take my blood pressure pills at {v} daily
- school pickup: {v}, Mon–Fri
My daily run starts at {v} from the house.
{"routine": "walk the dog", "time": "{v}"}
Ticket #{ticket}: user asks us not to call before {v} — night shifts.
I leave for work at {v|words} every morning.
alarm:⏎  label: wake up⏎  time: "{v|h24}"⏎  repeat: weekdays
Every Sunday at {v} I call my parents.
I pick up my son from football at {v}.
my meditation slot is {v} each evening
Subject: availability⏎⏎Hi, I'm only free after {v} on weekdays because of childcare.
I feed the cat at {v|words} sharp, every day.
| day | routine |⏎|---|---|⏎| daily | yoga at {v} |
My husband starts his night shift at {v}.
I always take the {v|faker12} bus home.
lights out at {v}, no exceptions
Piano lessons are Wednesdays at {v}.
I'm home alone every Tuesday from {v}.
Every night at {v|faker24} I check the locks and go to bed.
She goes swimming at {v} before work.
remind me at {v} every day to call mum
"""
T["schedule", "en", "h"] = r"""
{v} every day: wake up
up at {v|ampm}, gym by seven-ish
(usually {v|ampm})
"{v|h24}" is when I leave the house
walk the dog — {v|words}
{name2} and I carpool at {v|ampm}, call {phone2} if late
bed by {v}.
daily⏎{v|ampm}⏎run
I'm out of the house from {v|ampm} on weekdays
at {v|words}, like clockwork, I take my meds
"""
T["schedule", "zh", "n"] = r"""
我每天{v}起床。
记住：用户每周一和周四{v}去健身房。
我一般{v}睡觉，之后别给我打电话。
提醒：每天{v}吃降压药
- 接孩子放学：周一到周五{v}
我每天{v}出门跑步。
{"日常": "遛狗", "时间": "{v}"}
工单{ticket}：用户要求{v}之前不要打电话，她上夜班。
我每天早上{v|zhbare}出门上班。
每周日{v}给爸妈打视频电话。
我{v}去球场接儿子。
每天{v}冥想半小时
邮件：您好，由于要照顾孩子，我工作日{v}以后才有空。
每天{v}准时喂猫
我老公每天{v}上夜班
我总是坐{v|zh24}的班车回家
每周三{v}上钢琴课
每周二{v}以后家里就我一个人
每天晚上{v|zhbare}检查门窗然后睡觉
她每天{v}上班前去游泳
每天{v}提醒我给妈妈打电话
周末我一般{v}才起床
"""
T["schedule", "zh", "h"] = r"""
{v}起床，雷打不动
每天{v}。
（一般{v}）
「{v}」出门
联系人{zhname2}，每天{v}来接我，电话{zhphone2}
每天⏎{v}⏎跑步
我每天{v|zh24|fw}下班
{v}吃药，别忘了
"""
T["schedule", "mixed", "n"] = r"""
我每天 {v} 起床
memory: 用户每周一 {v} 去 gym
一般 {v} 睡觉，之后别 call 我
reminder：每天 {v} 吃药
- school pickup：{v}
每天 {v} 出门 running
{"routine": "遛狗", "time": "{v}"}
ticket {ticket}：用户说 {v} 之前别打电话
alarm 设在 {v}，weekdays
每周日 {v} 和爸妈 video call
我每天 {v} 去 daycare 接孩子
daily standup 之前 {v} 先去 swimming
我老公 {v} 开始 night shift
每周三 {v} piano lesson
每天 {v} 遛狗，rain or shine
周末一般 {v} 才 wake up
我每天 {v|ampm} 坐 shuttle bus 回家
每天 {v} 检查门窗然后 go to bed
每周二 {v} 以后家里就我一个人，别 call
"""
T["schedule", "mixed", "h"] = r"""
{v} wake up，每天
每天{v}。
（usually {v}）
联系 {zhname2}，每天 {v} pick up，电话 {zhphone2}
daily⏎{v}⏎跑步
{v} 吃药，don't forget
"""

# ----------------------------------------------------------------- geo
T["geo", "en", "n"] = r"""
My house is at {v|latlng}, the pin is a bit off.
Memory note: user's home postcode is {v|gbpc}.
I live in ZIP {v|zip}, so the delivery fee is lower.
We live in {v|hood}, the estate behind the school.
[{date} 06:12:40] INFO tracker: device home location lat,lng={v|latlng}
{"home": {"lat_lng": "{v|latlng}"}}
- postcode: {v|gbpc}
Ticket #{ticket}: user's postcode {v|gbpc} is outside the delivery area.
location:⏎  home: "{v|latlng}"⏎  radius_m: 200
Drop me at {v|latlng}, that's our driveway.
My zip code is {v|zip}.
We bought a house in {v|hood} last year.
Subject: moving⏎⏎Hi all, we're moving to {v|hood} next month.⏎Cheers
coords of my allotment: {v|latlng}
| place | coords |⏎|---|---|⏎| home | {v|latlng} |
The kids' school is in my neighbourhood, {v|hood}.
my postcode is {v|gbpc}, not the old one
home zip: {v|zip}
I grew up in {v|hood}, a small estate near the river.
the cabin is at {v|latlng}, no signal there
my parents still live in {v|hood}
We're in {v|gbpc}, just outside the centre.
"""
T["geo", "en", "h"] = r"""
{v|latlng} is where I live
home ({v|latlng})
postcode {v|gbpc}.
"{v|zip}" is our zip, not the office one
{name2} lives two doors down from us in {v|hood}; call {phone2}
our place:⏎{v|latlng}
in {v|hood}, behind the co-op
{v|gbpc|lower} — that's us
geo:{v|latlng}
"""
T["geo", "zh", "n"] = r"""
我家的坐标是 {v|latlng}
记住：用户住在{zhcity}的{v|zhhood}。
我们小区叫{v|zhhood}，在学校后面。
家里的邮编是{v|cnpc}
日志：[信息] 设备家庭位置 经纬度={v|latlng}
{"家庭位置": "{v|latlng}"}
- 邮编：{v|cnpc}
工单{ticket}：用户所在小区{v|zhhood}不在配送范围内。
把我放在{v|latlng}就行，那是我家门口
我们去年在{v|zhhood}买了房
邮件：各位好，我们下个月搬到{v|zhhood}。
爸妈还住在{zhcity}的{v|zhhood}
我住{v|zhhood}，离地铁站五分钟
孩子在{v|zhhood}里面的幼儿园
老家的经纬度：{v|latlng}
快递寄到{v|zhhood}门卫室
我家在{v|zhhood}，欢迎来玩
邮政编码：{v|cnpc}
"""
T["geo", "zh", "h"] = r"""
{v|zhhood}，我家
住在{v|zhhood}。
（{v|latlng}）
「{v|zhhood}」
联系人{zhname2}，也住{v|zhhood}，电话{zhphone2}
坐标⏎{v|latlng}
邮编{v|cnpc|fw}
在{v|zhhood}北门等我
"""
T["geo", "mixed", "n"] = r"""
我家的 location 是 {v|latlng}
memory: 用户住在 {v|zhhood}
我们 compound 叫 {v|zhhood}
home postcode：{v|gbpc}
[INFO] home lat,lng={v|latlng}
{"home": "{v|latlng}", "备注": "家"}
- 邮编 zip：{v|cnpc}
ticket {ticket}：用户的小区 {v|zhhood} 不在 delivery 范围
drop off 在 {v|latlng}
去年在 {v|zhhood} 买了 apartment
爸妈住 {v|zhhood}，weekend 回去
快递 deliver 到 {v|zhhood} 门卫
UK 的 postcode 是 {v|gbpc}
我家 zip code 是 {v|zip}
邮编 postcode：{v|cnpc}
孩子的 school 就在 {v|zhhood} 里面
cabin 的 coordinates：{v|latlng}
we live in {v|hood}，学校后面那个 estate
我们 neighbourhood 叫 {v|zhhood}
"""
T["geo", "mixed", "h"] = r"""
{v|zhhood}，my home
住在 {v|zhhood}。
（{v|latlng}）
联系 {zhname2}，也住 {v|zhhood}，电话 {zhphone2}
location⏎{v|latlng}
postcode {v|gbpc}
"""

# =========================================================================== benign
B: dict[tuple[str, str], str] = {}
B["en", "n"] = r"""
Upgraded {product} to {ver} and the test suite passes.
[{date}T03:00:00Z] INFO scheduler: job nightly-report finished in {dur}
{"request_id": "{uuid}", "status": {http}, "latency_ms": {ms}}
fix: handle empty payload in webhook parser ({sha7})
Ticket #{ticket}: export to CSV times out for reports larger than {big} rows.
- [ ] bump {product} to {ver}⏎- [x] rotate logs weekly
Memory note: user prefers dark mode and concise answers.
Memory note: user is planning a trip to {city} in {month}.
The {company} invoice total was {price} including tax.
server:⏎  port: {port}⏎  workers: {n}⏎  timeout: 30s
Deployed {sha7} to production, error rate down {pct}.
Subject: quarterly report⏎⏎Hi team,⏎revenue grew {pct} quarter over quarter. Slides attached.⏎⏎Thanks
The artifact checksum is sha256:{sha256}
Our office is closed on {holiday}.
It takes about {dur} to build the image from scratch.
| metric | value |⏎|---|---|⏎| p99 latency | {ms} ms |⏎| error rate | {pct} |
user wants answers in {lang} when possible
We ship to {country} and {city} within {n} business days.
DNS resolution falls back to {ip} when the internal resolver is down.
Error: ENOENT: no such file or directory, open './config/{file}'
Order total: {price}, {n} items, free shipping.
chore(deps): bump {product} from {ver} to {ver}
The MD5 of the release tarball is {md5}.
Memory: user likes hiking, jazz and {color} notebooks.
Memory: user is learning Rust and prefers examples with tests.
The {team} team's retro moves to next sprint.
HTTP {http} from upstream after {ms} ms, retrying ({n}/5)
The warehouse in {city} processed {big} parcels last month.
user asked for a summary of the {product} release notes, {ver} and later
Content-Type: {mime}; charset=utf-8
Merge branch 'release/{ver}' into main
We migrated {big} rows in {dur} without downtime.
the user prefers metric units and 24-hour dates in reports
"""
B["en", "h"] = r"""
Order {badcard} shipped on {date}.
build 2024.11.30 is green, promoting to staging
The small conference room has room for 6 people.
Python 3.12 dropped distutils, so pin setuptools.
Postgres listens on port 5432 by default; Redis on 6379.
I read about it in the Washington Post.
The Apple Store on Regent Street is being refurbished.
Call connect() with password=None to fall back to the keyring.
The password field must be at least 12 characters long.
Set PGPASSWORD in your environment; never commit it.
usage: token_count=4096, max_tokens=1024
The secret sauce here is aggressive caching.
@Override⏎public String toString() { return name; }
@pytest.fixture(scope="session")
npm install @types/node@20 --save-dev
git clone git@github.com:acme/widgets.git
ISBN 978-0-13-468599-1 is the second edition.
Windows build 10.0.19045.3693 fixes the printer bug.
Error 0x80070005: access denied while updating.
In an emergency, call 911.
Mark as read, then archive the thread.
Grace period for late payments is 14 days.
The rose gold finish costs {price} extra.
Frank feedback from the retro: standups run too long.
Amazon and Ford both reported earnings this week.
Store hours: 9am to 5pm, Monday to Saturday.
The nightly backup cron is 0 3 * * * (UTC).
Lat/long columns are stored as DECIMAL(9,6).
Room 101 is the server room, badge access only.
Highway 101 was closed due to fog near the coast.
Preheat the oven to 350°F and bake for {dur}.
Sensor readings: 23.51, 61.27 (temperature, humidity).
Invoice INV-{year}-00317 is due in 30 days.
EAN barcode 4006381333931 scanned twice.
/usr/local/bin/python3.12 -m venv .venv
tail -f /var/log/syslog | grep nginx
"C:\Program Files\Git\bin\bash.exe" --login
The config path defaults to ~/.config/app/config.toml.
Baker Street station is closed this weekend.
Summer sale ends on {date}.
The API key header is named X-Api-Key.
kubectl create secret generic app-secrets --from-env-file=.env
Settings > Security > Two-factor authentication
Rate limit: 5000 requests per hour per token.
Chapter 12, page 245, paragraph 3.
The Lincoln Memorial is open 24 hours.
max_password_length = 64
Jordan and Chad are both landlocked? No, only Chad is.
"""
B["zh", "n"] = r"""
把{product}升级到了{ver}，测试全部通过。
日志：[{date}T02:00:00Z] 信息 定时任务 日报生成完成，耗时{zhdur}
{"请求编号": "{uuid}", "状态码": {http}, "耗时毫秒": {ms}}
修复：处理回调接口的空请求体（{sha7}）
工单{ticket}：导出超过{big}行的报表时会超时。
- [ ] 升级{product}到{ver}⏎- [x] 每周归档日志
记住：用户喜欢简洁的回答，偏好深色模式。
记住：用户计划{zhmonth}去{zhcity}旅游。
{fcompany}的发票金额是{cny}元（含税）。
服务配置：端口{port}，工作进程{n}个，超时30秒。
已将{sha7}发布到生产环境，错误率下降{pct}。
邮件：各位好，本季度营收环比增长{pct}，详见附件。谢谢！
安装包的校验值为 sha256:{sha256}
{zhholiday}期间办公室不上班。
从零构建镜像大约需要{zhdur}。
| 指标 | 数值 |⏎|---|---|⏎| 延迟 | {ms}毫秒 |⏎| 错误率 | {pct} |
我们可以在{n}个工作日内发货到{zhcountry}。
内部解析失败时回退到 {ip}
错误：找不到配置文件 {file}
订单金额{cny}元，共{n}件，包邮。
发布包的 MD5 为 {md5}
记住：用户正在学习编程，喜欢带测试的例子。
{zhteam}的复盘会推迟到下个迭代。
上游返回{http}，{ms}毫秒后重试（第{n}次）
{zhcity}仓上个月处理了{big}个包裹。
用户希望用{zhproduct}接收通知
数据迁移了{big}行，耗时{zhdur}，无停机。
会议纪要放在知识库的“第三季度规划”目录下。
{zhcity}到{zhcity}的高铁票已经买好了。
这次活动预算{cny}元，参与人数约{n}人。
请在{zhdate}之前提交周报。
"""
B["zh", "h"] = r"""
订单号{badcard}已发货。
构建版本2024.11.30已通过测试
小会议室可以坐6个人
升级到3.12版本后报错了
数据库默认端口是5432
我们去南京路步行街逛了一下午
北京路上的老字号很多
长城一年四季都很美
密码长度至少12位，必须包含大小写字母
请勿将密码告诉他人
身份证号码共18位，最后一位可能是X
报警电话110，急救电话120
故宫每周一闭馆
商场营业时间为上午10点到晚上10点
{zhholiday}假期从{zhdate}开始
第3版说明书已经上传
这款手机有128GB和256GB两个版本
今天气温23.5度，湿度61%
统一社会信用代码：91310000MA1FL8XQ0T（公司）
李宁的运动鞋打折了
王老吉和加多宝打了好几年官司
我马上到，等我一下
周末去黄山看日出
张家界的门票涨价了
石家庄今天有雨
高新区新开了一家图书馆
小区门口新开了一家超市
邮编格式是6位数字
参考文献按 GB/T 7714-2015 格式排版
时间请使用 ISO 8601 格式
房间号统一用三位数字，比如会议室的编号
第{n}章第{n}节讲的是缓存
发票代码请见附件
设置密码时不要使用生日
账号注册需要手机验证
宫保鸡丁多放花生
请在设置 > 安全 > 两步验证中开启
每小时限流5000次请求
北纬30度附近有很多奇观
万达广场今晚有烟花
"""
B["mixed", "n"] = r"""
把 {product} 升级到 {ver} 了，CI 全绿
[INFO] nightly job 完成，耗时 {dur}
{"request_id": "{uuid}", "状态": {http}}
fix: 处理 webhook 空 payload 的问题（{sha7}）
ticket {ticket}：导出超过 {big} 行的 CSV 会 timeout
- [ ] bump {product} 到 {ver}⏎- [x] 日志 weekly 归档
memory: 用户喜欢 dark mode，回答要简洁
memory: 用户 {month} 打算去 {city} 玩
{company} 的 invoice 是 {price}
server port 设成 {port}，workers {n} 个
{sha7} 已经 deploy 到 prod，error rate 降了 {pct}
邮件：Hi all，本季度 revenue 增长 {pct}，slides 见附件
checksum 是 sha256:{sha256}
{zhholiday} 放假，office 关门
build image 大概要 {dur}
| metric | 数值 |⏎|---|---|⏎| p99 | {ms} ms |
DNS fallback 到 {ip}
Error：找不到 config 文件 {file}
订单 total {cny} 元，{n} 件 items
release tarball 的 MD5：{md5}
{team} team 的 retro 推迟了
upstream 返回 {http}，{ms} ms 后 retry
用户希望用 {zhproduct} 收 notification
{big} 行 data 迁移完了，用了 {dur}
Merge branch 'release/{ver}'：修复 {zhcity} 仓的库存同步
请在 {zhdate} 前交 weekly report
"""
B["mixed", "h"] = r"""
order {badcard} 已发货
build 2024.11.30 是 green 的
meeting room 可以坐 6 个人
升级到 Python 3.12 之后 distutils 没了
Postgres 默认 port 是 5432
周末去了南京路 shopping
password 长度至少 12 位
不要把 password 发给别人
token_count=4096，max_tokens=1024
@Override 注解别忘了
npm install @types/node@20 之后就好了
git clone git@github.com:acme/widgets.git 很慢
报警电话 110，emergency 用
商场 opening hours：上午10点到晚上10点
cron 0 3 * * * 每天跑 backup
统一社会信用代码 91440300MA5EXAMPL3 是公司的
李宁的 sneakers 打折了
我马上到，wait a sec
/usr/local/bin/python3.12 找不到
tail -f /var/log/syslog 看一下
config 默认在 ~/.config/app 下面
Grace period 是 14 天
Mark as read 之后再 archive
温度 23.51，湿度 61.27
Invoice INV-{year}-00317 月底到期
EAN 4006381333931 扫了两次
kubectl create secret generic app-secrets 之后重启 pod
rate limit：每个 token 每小时 5000 次
ISBN 978-0-13-468599-1 是第二版
Windows build 10.0.19045.3693 修了这个 bug
Error 0x80070005：access denied
Room 101 是 server room
"""


# =========================================================================== build
_SLOT = re.compile(r"\{([a-z][a-z0-9_]*)(?:\|([a-z0-9_]*))?(?:\|([a-z]+))?\}")


def _lines(block: str) -> list[str]:
    return [ln.strip().replace("⏎", "\n") for ln in block.strip().splitlines() if ln.strip()]


def _fill(c: Ctx, tpl: str, value: str | None = None) -> tuple[str, int, int]:
    """Fill a template; return (text, start, end) of the planted value (-1, -1 if none)."""
    out: list[str] = []
    pos = 0
    start = end = -1
    length = 0
    for m in _SLOT.finditer(tpl):
        lit = tpl[pos : m.start()]
        out.append(lit)
        length += len(lit)
        name = m.group(1)
        if name == "v":
            piece = value if value is not None else ""
            start, end = length, length + len(piece)
        else:
            piece = str(SLOTS[name](c))
        out.append(piece)
        length += len(piece)
        pos = m.end()
    out.append(tpl[pos:])
    return "".join(out), start, end


def _v_slot(tpl: str) -> tuple[str | None, str | None]:
    vs = [m for m in _SLOT.finditer(tpl) if m.group(1) == "v"]
    assert len(vs) == 1, tpl
    return vs[0].group(2) or None, vs[0].group(3) or None


def _value_ok(cat: str, kind: str, v: str) -> bool:
    if not v or v != v.strip():
        return False
    if cat == "financial" and kind.startswith(("card", "cncard")):
        return luhn_ok(v)
    if cat == "financial" and kind.startswith("iban"):
        return iban_ok(v)
    if cat == "government_id" and kind == "cnid":
        return cnid_ok(v)
    return True


def _cell(c: Ctx, cat: str, lang: str) -> list[Sample]:
    normal, hard = _lines(T[cat, lang, "n"]), _lines(T[cat, lang, "h"])
    plan = [(hard, i) for i in range(HARD_PER_CELL)] + [(normal, i) for i in range(N_PER_CELL - HARD_PER_CELL)]
    order_h = list(range(len(hard)))
    order_n = list(range(len(normal)))
    c.rng.shuffle(order_h)
    c.rng.shuffle(order_n)
    out: list[Sample] = []
    for pool, i in plan:
        order = order_h if pool is hard else order_n
        tpl = pool[order[i % len(order)]]
        kind, tf = _v_slot(tpl)
        for _attempt in range(100):
            k = kind or c.pick(DEFAULT_KINDS[cat, lang])
            raw = gen_value(c, cat, k, lang)
            if not _value_ok(cat, k, raw):
                continue
            v = TRANSFORMS[tf](raw) if tf else raw
            text, s, e = _fill(c, tpl, v)
            if text.count(v) == 1 and text[s:e] == v:
                out.append(Sample(text=text, category=cat, lang=lang, start=s, end=e))
                break
        else:
            raise AssertionError(f"could not plant {cat}/{lang}: {tpl!r}")
    return out


_CACHE: dict[str, object] = {}


def samples() -> list[Sample]:
    if "samples" not in _CACHE:
        c = Ctx()
        out: list[Sample] = []
        for cat in CATEGORIES:
            for lang in LANGS:
                out.extend(_cell(c, cat, lang))
        _CACHE["samples"] = out
    return list(_CACHE["samples"])  # type: ignore[arg-type]


def benign_with_lang() -> list[tuple[str, str]]:
    if "benign" not in _CACHE:
        c = Ctx()
        c.rng.seed(RANDOM_SEED + 1)
        out: list[tuple[str, str]] = []
        for lang in LANGS:
            normal, hard = _lines(B[lang, "n"]), _lines(B[lang, "h"])
            order = list(range(len(normal)))
            c.rng.shuffle(order)
            for i in range(N_BENIGN):
                if i < HARD_BENIGN:
                    tpl = hard[i % len(hard)]
                else:
                    tpl = normal[order[(i - HARD_BENIGN) % len(order)]]
                assert not any(m.group(1) == "v" for m in _SLOT.finditer(tpl)), tpl
                out.append((lang, _fill(c, tpl)[0]))
        _CACHE["benign"] = out
    return list(_CACHE["benign"])  # type: ignore[arg-type]


def template_counts() -> dict[tuple[str, str], tuple[int, int]]:
    return {(cat, lang): (len(_lines(T[cat, lang, "n"])), len(_lines(T[cat, lang, "h"]))) for cat in CATEGORIES for lang in LANGS}


if __name__ == "__main__":
    report("R", samples(), benign_with_lang())
