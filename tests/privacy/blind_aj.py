# ruff: noqa
"""Blind acceptance corpus AJ: civic, legal and government-service text.

Style: an eighteenth independent acceptance corpus, written blind by a privacy engineer at a
customer who samples the civic / legal / government-service text that agents help with:
(1) tax and benefits (returns, HMRC/IRS letters, 个税, 社保, 公积金), (2) immigration and travel
documents (visa and residence-permit applications, passport renewals, 签证材料, 居住证),
(3) legal matters (solicitor and lawyer correspondence, court dates, witness statements,
notarisation, 律师函, 公证, 开庭通知), (4) local government (council tax, parking permits,
school admissions, planning objections, 政务服务, 12345热线) -- in English, Chinese and
code-switched text, as prose, letters, form extracts, tables, CSV rows and key: value lines.

Written blind: the author never read the gate's source, its tests or its history, and never
ran the gate on this corpus. Values come from Faker (en_US, en_GB, zh_CN; many provider
methods, exactly as they come) plus own generators where Faker lacks a format (provider
tokens, CN resident IDs with checksum, Luhn cards, mod-97 IBANs, UK NI numbers, ...).
Every Faker call that could depend on the current time is pinned to a fixed range.

About a quarter of the templates per cell are hard cases (weak or no cue, value before the
cue, value among similar benign items, quotes / brackets / table cells, full-width forms, no
spaces in Chinese, UPPER or lower case).

Seeds: Faker seed 11001 (every locale instance), random seed 11002.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
import sys
from datetime import date, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

from faker import Faker  # noqa: E402

FAKER_SEED = 11001
RANDOM_SEED = 11002
PER_CELL = 250
BENIGN_PER_LANG = 400
_T0 = datetime(2023, 1, 1)
_T1 = datetime(2025, 12, 31)


class _Ctx:
    """Fresh, seeded state: every call of samples() / benign_with_lang() is identical."""

    def __init__(self, salt: int = 0) -> None:
        self.rng = random.Random(RANDOM_SEED + salt)
        self.us = Faker("en_US")
        self.gb = Faker("en_GB")
        self.zh = Faker("zh_CN")
        for f in (self.us, self.gb, self.zh):
            f.seed_instance(FAKER_SEED + salt)

    def en(self) -> Faker:
        return self.rng.choice((self.us, self.gb))

    def any(self) -> Faker:
        return self.rng.choice((self.us, self.gb, self.zh))


# ---------------------------------------------------------------------------------------
# helpers

ALNUM = string.ascii_letters + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"


def _rs(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _fullwidth(s: str) -> str:
    return "".join(
        "\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s
    )


def _luhn_check(body: str) -> str:
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
    ds = [int(c) for c in num if c.isdigit()]
    s = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def _iban(country: str, bban: str) -> str:
    conv = "".join(str(int(c, 36)) for c in bban + country + "00")
    check = 98 - int(conv) % 97
    return f"{country}{check:02d}{bban}"


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def _group(s: str, n: int = 4, sep: str = " ") -> str:
    return sep.join(s[i : i + n] for i in range(0, len(s), n))


_CN_AREAS = ("110105", "310115", "440305", "330106", "510104", "320102", "420106",
             "500103", "610113", "370202", "350203", "210102", "120101", "430104")
_CN_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def cn_id(rng: random.Random, want_x: bool = False) -> str:
    while True:
        d = date(1950, 1, 1) + timedelta(days=rng.randrange(0, 20000))
        body = rng.choice(_CN_AREAS) + d.strftime("%Y%m%d") + f"{rng.randrange(1000):03d}"
        check = "10X98765432"[sum(int(c) * w for c, w in zip(body, _CN_W)) % 11]
        if not want_x or check == "X":
            return body + check


def cn_id_ok(s: str) -> bool:
    return len(s) == 18 and "10X98765432"[sum(int(c) * w for c, w in zip(s[:17], _CN_W)) % 11] == s[17]


def _clock(ctx: _Ctx):
    t = ctx.us.time(pattern="%H:%M", end_datetime=_T1)  # pinned: no dependence on "now"
    h, m = (int(x) for x in t.split(":"))
    return h, ctx.rng.choice((0, 0, 0, 15, 30, 30, 45, 10, 20, 40, 50, m))


_EN_NUM = ("twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
           "ten", "eleven")
_ZH_NUM = ("零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二")


# ---------------------------------------------------------------------------------------
# value generators: gen_<category>(ctx, kind, lang) -> value exactly as written


def gen_secret(ctx: _Ctx, kind: str, lang: str) -> str:
    r = ctx.rng
    if kind == "pem":
        label = r.choice(("RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"))
        body = "\n".join(_rs(r, B64, 64) for _ in range(r.randint(3, 6))) + "\n" + _rs(r, B64, r.randint(8, 40)) + "="
        return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"
    if kind == "url":  # the password part of credentials inside a URL
        return r.choice((ctx.us.password(length=r.randint(12, 18), special_chars=False),
                         _rs(r, ALNUM, r.randint(14, 22)),
                         _rs(r, ALNUM, 8) + r.choice("!~*") + _rs(r, ALNUM, 6)))
    if kind == "ent":  # high-entropy value assigned to a key/token/secret name
        return r.choice((_rs(r, HEX, 40), _rs(r, HEX, 32), _rs(r, ALNUM, 32),
                         base64.b64encode(r.randbytes(30)).decode(),
                         ctx.us.sha1(), ctx.gb.md5(), _rs(r, B64URL, 43)))
    if kind == "jwt":
        return _jwt(ctx)
    k = r.choice(("aws", "ghp", "ghpat", "slack", "openai", "anthropic", "stripe", "google",
                  "hf", "sendgrid", "telegram", "jwt")) if kind == "tok" else kind
    if k == "aws":
        return r.choice(("AKIA", "ASIA")) + _rs(r, string.ascii_uppercase + "234567", 16)
    if k == "ghp":
        return r.choice(("ghp_", "gho_", "ghs_")) + _rs(r, ALNUM, 36)
    if k == "ghpat":
        return "github_pat_" + _rs(r, UPPER_DIG, 22) + "_" + _rs(r, ALNUM, 59)
    if k == "slack":
        return (r.choice(("xoxb-", "xoxp-")) + str(r.randint(10**10, 10**12)) + "-"
                + str(r.randint(10**10, 10**12)) + "-" + _rs(r, ALNUM, 24))
    if k == "openai":
        return r.choice(("sk-proj-" + _rs(r, B64URL, 48) + "T3BlbkFJ" + _rs(r, B64URL, 48),
                         "sk-" + _rs(r, ALNUM, 20) + "T3BlbkFJ" + _rs(r, ALNUM, 20)))
    if k == "anthropic":
        return "sk-ant-api03-" + _rs(r, B64URL, 93) + "AA"
    if k == "stripe":
        return r.choice(("sk_live_", "rk_live_", "sk_test_")) + _rs(r, ALNUM, r.choice((24, 34, 99)))
    if k == "google":
        return "AIza" + _rs(r, B64URL, 35)
    if k == "hf":
        return "hf_" + _rs(r, string.ascii_letters, 34)
    if k == "sendgrid":
        return "SG." + _rs(r, B64URL, 22) + "." + _rs(r, B64URL, 43)
    if k == "telegram":
        return f"{r.randint(10**8, 10**10 - 1)}:AA" + _rs(r, B64URL, 33)
    return _jwt(ctx)


def _jwt(ctx: _Ctx) -> str:
    r = ctx.rng
    b = lambda d: base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).rstrip(b"=").decode()
    head = b({"alg": r.choice(("HS256", "RS256")), "typ": "JWT"})
    iat = int(ctx.us.date_time_between(start_date=_T0, end_date=_T1).timestamp())
    body = b({"sub": ctx.us.uuid4(), "iat": iat, "exp": iat + 3600, "scope": r.choice(("read", "filing", "portal"))})
    return f"{head}.{body}.{_rs(r, B64URL, 43)}"


_WORDS = ("harbour", "lantern", "copper", "meadow", "violet", "pylon", "quartz", "saffron",
          "thistle", "orbit", "marble", "falcon", "juniper", "cobalt", "walnut", "ember",
          "glacier", "pepper", "tundra", "velvet", "minnow", "sorrel", "basalt", "kettle")
_PINYIN = ("wang", "li", "zhang", "liu", "chen", "yang", "zhao", "huang", "zhou", "wu",
           "xu", "sun", "hu", "zhu", "gao", "lin", "he", "guo", "ma", "luo", "mei", "xiao")


def gen_password(ctx: _Ctx, kind: str, lang: str) -> str:
    r = ctx.rng
    if kind == "phrase":
        ws = r.sample(_WORDS, r.randint(3, 4))
        sep = r.choice(("-", " ", ".", "_"))
        return sep.join(ws) + r.choice(("", str(r.randint(1, 99)), "!"))
    c = r.randrange(7)
    if c == 0:
        return ctx.us.password(length=r.randint(10, 16))
    if c == 1:
        return ctx.gb.password(length=r.randint(9, 14), special_chars=False)
    if c == 2:
        return ctx.zh.password(length=r.randint(12, 18), special_chars=True, digits=True)
    if c == 3:
        return r.choice(_PINYIN).capitalize() + r.choice(_PINYIN) + r.choice("@#!.") + str(r.randint(1980, 2025))
    if c == 4:
        return ctx.en().last_name() + r.choice("$#@*") + str(r.randint(100, 9999)) + r.choice(string.ascii_lowercase)
    if c == 5:
        return _rs(r, ALNUM + "!@#%^&*", r.randint(10, 15))
    return r.choice(_WORDS).capitalize() + str(r.randint(10, 99)) + r.choice(_WORDS) + r.choice("!?%")


def gen_email(ctx: _Ctx, kind: str, lang: str) -> str:
    r = ctx.rng
    f = ctx.zh if lang == "zh" and r.random() < 0.6 else ctx.any()
    c = r.randrange(7)
    if c == 0:
        return f.email()
    if c == 1:
        return f.free_email()
    if c == 2:
        return f.company_email()
    if c == 3:
        return f.ascii_email()
    if c == 4:
        return f.user_name() + r.choice(("@qq.com", "@163.com", "@126.com", "@outlook.com", "@icloud.com"))
    if c == 5:
        return f"{r.choice(_PINYIN)}.{r.choice(_PINYIN)}{r.randint(1, 99)}@{ctx.us.domain_name()}"
    return f"{ctx.en().first_name().lower()}+{r.choice(('tax', 'visa', 'council', 'legal'))}@{ctx.gb.free_email_domain()}"


def gen_phone(ctx: _Ctx, kind: str, lang: str) -> str:
    r = ctx.rng
    if kind == "any":
        kind = r.choice(("us", "uk", "cn", "cn")) if lang != "en" else r.choice(("us", "uk"))
    if kind == "us":
        c = r.randrange(4)
        if c < 2:
            return ctx.us.phone_number()
        if c == 2:
            return f"+1 {r.randint(201, 989)}-{r.randint(200, 999)}-{r.randint(0, 9999):04d}"
        return f"({r.randint(201, 989)}) {r.randint(200, 999)}-{r.randint(0, 9999):04d} ext. {r.randint(10, 9999)}"
    if kind == "uk":
        c = r.randrange(4)
        if c < 2:
            return ctx.gb.phone_number()
        if c == 2:
            return f"07{r.randint(100, 999)} {r.randint(100000, 999999)}"
        return f"+44 7{r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}"
    if kind == "cnland":
        return r.choice((f"010-{r.randint(6000, 8999)}{r.randint(0, 9999):04d}",
                         f"(021) {r.randint(5000, 6999)} {r.randint(0, 9999):04d}",
                         f"0755-{r.randint(2000, 8999)}{r.randint(0, 9999):04d}转{r.randint(100, 899)}",
                         f"028-{r.randint(8000, 8799)}-{r.randint(0, 9999):04d}"))
    # cn mobile
    c = r.randrange(5)
    m = ctx.zh.phone_number()
    if c < 2:
        return m
    if c == 2:
        return f"+86 {m[:3]} {m[3:7]} {m[7:]}"
    if c == 3:
        return f"{m[:3]}-{m[3:7]}-{m[7:]}"
    return f"+86{m}"


_CN_ROADS = ("建国路", "中山北路", "人民大道", "长宁路", "文三路", "解放西路", "滨江大道", "淮海中路",
             "天府大道", "科技南路", "和平街", "延安西路", "学院路", "黄河路", "东风路", "新华街",
             "望京街", "南京东路", "珠江路", "朝阳北路", "青年大街", "五一路", "光明路", "金融街")


def gen_address(ctx: _Ctx, kind: str, lang: str) -> str:
    r = ctx.rng
    if kind == "any":
        kind = r.choice(("us", "uk", "cn", "cn")) if lang != "en" else r.choice(("us", "uk"))
    if kind == "us":
        c = r.randrange(4)
        if c < 2:
            return ctx.us.street_address()
        if c == 2:
            return f"{ctx.us.building_number()} {ctx.us.street_name()}, {ctx.us.secondary_address()}"
        return f"{r.randint(10, 9999)} {ctx.us.street_name()}"
    if kind == "uk":
        c = r.randrange(4)
        if c < 2:
            return ctx.gb.street_address()
        if c == 2:
            return f"Flat {r.randint(1, 40)}, {r.randint(1, 220)} {ctx.gb.street_name()}"
        return f"{r.randint(1, 180)}{r.choice(('', '', 'A', 'b'))} {ctx.gb.street_name()}"
    road = r.choice(_CN_ROADS) if r.random() < 0.7 else ctx.zh.street_name()
    n = r.randint(1, 1999)
    c = r.randrange(5)
    if c == 0:
        return f"{road}{n}号"
    if c == 1:
        return f"{road}{n}号{r.randint(1, 30)}栋{r.randint(1, 6)}单元{r.randint(1, 33)}0{r.randint(1, 6)}室"
    if c == 2:
        return f"{road}{n}号{r.randint(1, 20)}号楼{r.randint(101, 2604)}室"
    if c == 3:
        return f"{road}{n}弄{r.randint(1, 90)}号{r.randint(101, 1802)}室"
    return f"{road}{n}号院{r.randint(1, 12)}幢{r.randint(1, 4)}单元{r.randint(101, 1604)}"


_NI_FIRST = "ABCEGHJKLMNOPRSTWXYZ"
_NI_SECOND = "ABCEGHJKLMNPRSTWXYZ"


def gen_government_id(ctx: _Ctx, kind: str, lang: str) -> str:
    r = ctx.rng
    if kind == "ssn":
        s = ctx.us.ssn()
        return r.choice((s, s, s.replace("-", " "))) if r.random() < 0.8 else s.replace("-", "")
    if kind == "ni":
        while True:
            pre = r.choice(_NI_FIRST) + r.choice(_NI_SECOND)
            if pre not in ("GB", "BG", "NK", "KN", "TN", "NT", "ZZ"):
                break
        d = f"{r.randint(0, 999999):06d}"
        suf = r.choice("ABCD")
        return r.choice((f"{pre} {d[:2]} {d[2:4]} {d[4:]} {suf}", f"{pre}{d}{suf}", f"{pre} {d} {suf}"))
    if kind == "pp_us":
        return ctx.us.passport_number()
    if kind == "pp_uk":
        return r.choice((ctx.gb.passport_number(), f"{r.randint(100000000, 999999999)}"))
    if kind == "pp_cn":
        return r.choice((f"E{r.randint(10**7, 10**8 - 1)}", f"E{r.choice('ABCDEFGHJK')}{r.randint(10**6, 10**7 - 1)}",
                         f"G{r.randint(10**7, 10**8 - 1)}"))
    if kind == "cnid":
        return r.choice((ctx.zh.ssn(), cn_id(r), cn_id(r), cn_id(r, want_x=True)))
    if kind == "pp_any":
        return gen_government_id(ctx, r.choice(("pp_us", "pp_uk", "pp_cn")), lang)
    return gen_government_id(ctx, r.choice(("ssn", "ni", "cnid")), lang)


def gen_financial(ctx: _Ctx, kind: str, lang: str) -> str:
    r = ctx.rng
    if kind == "card":
        t = r.choice(("visa16", "mastercard", "amex", "discover", "jcb16", "visa16", "mastercard"))
        n = ctx.en().credit_card_number(card_type=t)
        c = r.randrange(3)
        if c == 0:
            return n
        if len(n) == 15:
            return f"{n[:4]} {n[4:10]} {n[10:]}" if c == 1 else f"{n[:4]}-{n[4:10]}-{n[10:]}"
        return _group(n, 4, " " if c == 1 else "-")
    if kind == "iban":
        c = r.randrange(5)
        if c == 0:
            v = ctx.gb.iban()
        elif c == 1:
            v = _iban("DE", f"{r.randint(10**17, 10**18 - 1)}")
        elif c == 2:
            v = _iban("FR", f"{r.randint(10**9, 10**10 - 1)}" + _rs(r, UPPER_DIG, 11) + f"{r.randint(10, 99)}")
        elif c == 3:
            v = _iban("NL", r.choice(("ABNA", "RABO", "INGB")) + f"{r.randint(10**9, 10**10 - 1)}")
        else:
            v = _iban("GB", r.choice(("NWBK", "BARC", "LOYD", "HBUK")) + f"{r.randint(10**13, 10**14 - 1)}")
        return _group(v) if r.random() < 0.5 else v
    if kind == "acct":
        return r.choice((f"{r.randint(10**7, 10**8 - 1)}", f"{r.randint(10**9, 10**12 - 1)}",
                         ctx.us.bban()[-10:].lstrip("0") or "7402918365", f"{r.randint(10**7, 10**8 - 1)}"))
    if kind == "aba":
        return ctx.us.aba()
    if kind == "cncard":
        ln = r.choice((16, 19, 19))
        body = "62" + r.choice(("2202", "2848", "1700", "2588", "1483")) + "".join(str(r.randrange(10)) for _ in range(ln - 7))
        n = body + _luhn_check(body)
        return n if r.random() < 0.6 else _group(n, 4, " ")
    return gen_financial(ctx, r.choice(("card", "iban", "cncard" if lang != "en" else "card")), lang)


def gen_person_name(ctx: _Ctx, kind: str, lang: str) -> str:
    r = ctx.rng
    if kind == "any":
        kind = r.choice(("en", "zh")) if lang == "mixed" else ("zh" if lang == "zh" else "en")
    if kind == "zh":
        c = r.randrange(4)
        if c == 0:
            return ctx.zh.name()
        if c == 1:
            return ctx.zh.last_name() + ctx.zh.first_name()
        if c == 2:
            return ctx.zh.name_female()
        return ctx.zh.name_male()
    if kind == "rom":
        return ctx.zh.romanized_name()
    f = ctx.en()
    if kind == "plain":
        return f"{r.choice((f.first_name_female, f.first_name_male, f.first_name))()} {f.last_name()}"
    c = r.randrange(6)
    if c == 0:
        return f.name()
    if c == 1:
        return f"{f.first_name()} {f.last_name()}"
    if c == 2:
        return f.name_female()
    if c == 3:
        return f.name_male()
    if c == 4:
        return f"{f.first_name_female()} {f.last_name()}-{f.last_name()}"
    return f"{f.first_name()} {r.choice(string.ascii_uppercase)}. {f.last_name()}"


def gen_username(ctx: _Ctx, kind: str, lang: str) -> str:
    r = ctx.rng
    while True:
        c = r.randrange(5)
        f = ctx.zh if lang == "zh" and r.random() < 0.5 else ctx.any()
        if c < 2:
            u = f.user_name()
        elif c == 2:
            u = f"{r.choice(_PINYIN)}_{r.choice(_PINYIN)}{r.randint(1, 999)}"
        elif c == 3:
            u = f"{ctx.en().first_name().lower()}.{ctx.en().last_name().lower()}"
        else:
            u = f"{r.choice(_WORDS)}{r.choice(('_', '', '.'))}{ctx.en().last_name().lower()}{r.randint(0, 99)}"
        if len(u) >= 5:
            break
    return "@" + u if kind == "at" else u


def gen_home_path(ctx: _Ctx, kind: str, lang: str) -> str:
    r = ctx.rng
    c = r.randrange(4)
    if c == 0:
        u = ctx.en().first_name().lower()
    elif c == 1:
        u = ctx.any().user_name()
    elif c == 2:
        u = r.choice(_PINYIN) + r.choice(_PINYIN)
    else:
        u = ctx.en().last_name().lower() + r.choice(("", str(r.randint(1, 99))))
    if kind == "any":
        kind = r.choice(("linux", "mac", "win"))
    if kind == "linux":
        return f"/home/{u}"
    if kind == "mac":
        return f"/Users/{u}"
    if kind == "winzh":
        return "C:\\Users\\" + ctx.zh.name()
    return "C:\\Users\\" + r.choice((u, u.capitalize()))


def gen_schedule(ctx: _Ctx, kind: str, lang: str) -> str:
    r = ctx.rng
    h, m = _clock(ctx)
    if kind == "any":
        kind = r.choice(("en", "zh"))
    if kind == "en":
        h12 = h % 12 or 12
        ap = "am" if h < 12 else "pm"
        c = r.randrange(8)
        if c == 0:
            return f"{h12}{ap}"
        if c == 1:
            return f"{h12}:{m:02d}{ap}" if m else f"{h12}:00 {ap}"
        if c == 2:
            return f"{h12}.{m:02d}{r.choice((ap, ' ' + ap))}" if m else f"{h12} {ap.upper()}"
        if c == 3:
            return f"{h:02d}:{m:02d}"
        if c == 4:
            return f"half past {_EN_NUM[h % 12]}"
        if c == 5:
            return f"quarter to {_EN_NUM[(h + 1) % 12]}"
        if c == 6:
            return f"{_EN_NUM[h % 12]} o'clock"
        return f"{h12} {'a.m.' if h < 12 else 'p.m.'}"
    part = ("凌晨" if h < 6 else "早上" if h < 9 else "上午" if h < 12 else "中午" if h < 13
            else "下午" if h < 18 else "晚上")
    h12 = h if h <= 12 else h - 12
    c = r.randrange(6)
    if c == 0:
        return f"{part}{h12}点"
    if c == 1:
        return f"{part}{h12}点半"
    if c == 2:
        return f"{part}{_ZH_NUM[h12] if h12 != 2 else '两'}点{'半' if m == 30 else ''}"
    if c == 3:
        return f"{part}{h12}点{m if m else 10}分"
    if c == 4:
        return f"{h:02d}:{m:02d}"
    return f"{part}{h12}:{m:02d}"


_NB_EN = ("Heights", "Estate", "Green", "Village", "Park", "Gardens", "Meadows", "Rise", "Fields")
_NB_ZH1 = ("翠湖", "金桂", "锦绣", "碧水", "阳光", "枫林", "御景", "润泽", "万科城", "绿城", "融创",
           "紫薇", "丽景", "海棠", "龙湖", "世纪", "星河", "嘉和", "华润", "东方")
_NB_ZH2 = ("花园", "小区", "家园", "新村", "雅苑", "华庭", "公馆", "名邸", "花园小区", "嘉园")


def gen_geo(ctx: _Ctx, kind: str, lang: str) -> str:
    r = ctx.rng
    if kind == "coord":
        c = r.randrange(4)
        if c == 0:
            lat, lng, *_ = ctx.rng.choice((ctx.gb, ctx.us)).local_latlng(country_code=r.choice(("GB", "US")))
            return f"{lat}, {lng}"
        if c == 1:
            return f"{ctx.us.latitude():.5f}, {ctx.us.longitude():.5f}"
        if c == 2:
            return f"{r.uniform(22, 41):.6f},{r.uniform(103, 122):.6f}"
        return f"({r.uniform(50, 56):.4f}, {-r.uniform(0.1, 4.5):.4f})"
    if kind == "zip":
        return r.choice((ctx.us.zipcode(), ctx.us.zipcode_plus4()))
    if kind == "pc":
        return ctx.gb.postcode()
    if kind == "cnpc":
        return ctx.zh.postcode()
    if kind == "nb":
        return f"{ctx.en().last_name()} {r.choice(_NB_EN)}"
    if kind == "nbzh":
        return r.choice(_NB_ZH1) + r.choice(_NB_ZH2)
    return gen_geo(ctx, r.choice(("coord", "zip", "pc", "cnpc", "nbzh")), lang)


GEN = {c: globals()[f"gen_{c}"] for c in CATEGORIES}


# ---------------------------------------------------------------------------------------
# templates: one per line, "kind[/flags]|text"; flags: H = hard case, U/L = upper/lower
# case value, F = full-width value; "¶" is a line break inside a template.

T: dict[tuple[str, str], str] = {}

T["secret", "en"] = r"""
tok|The filing integration for our {year} self-assessment uses the API key {v}; rotate it after {date}.
tok|Letter-merge script for council tax reminders — token: {v}
aws|HMRC MTD sandbox config:¶client_id = mtd-demo-app¶aws_access_key_id = {v}¶environment = test
tok|Can you check why the planning-portal webhook fails? It authenticates with bearer {v} and returns 401.
slack|I pasted our Slack bot credential {v} into the immigration case channel by mistake — please revoke it.
tok|export VISA_TRACKER_KEY={v}
tok|Secret for the school admissions bot (do not share): {v}
tok/H|| service | credential |¶|---|---|¶| parking permits sync | {v} |
tok/H|{v} <- that's what the contractor put in the FOI spreadsheet macro, is it still live?
tok/H|Invoice reconciliation job, {city} council: "{v}"
tok/H|name,env,value,created¶tax-bot,prod,{v},{date}
jwt|curl -H 'Authorization: Bearer {v}' https://api.example-court.gov/v1/hearings
stripe|The legal-aid case management system needs the Stripe restricted key {v} to take fee payments.
pem|Notarisation e-signing service private key (keep off the shared drive):¶{v}
pem|Deploy key for the benefits-calculator repo:¶¶{v}¶¶Please move it into the vault.
pem/H|{v}¶^ found in the solicitors' old backup folder, {date}
url|Our FOI export runs nightly against postgres://foi_export:{v}@db.internal.example.gov.uk:5432/records
url|The visa document scanner uploads to sftp://scanner:{v}@files.consulate-uploads.net/inbox
url/H|https://svc_tax:{v}@reports.example.org/ledger.csv — can the agent fetch this?
ent|client_secret: {v}
ent|COURT_BUNDLE_SIGNING_SECRET="{v}"
ent|In settings.py for the parking permit app: SECRET_KEY = '{v}'
ent/H|{"service": "council-tax-sync", "api_secret": "{v}"}
ent|The webhook signing key for the HMRC callback is {v} (rotated {date}).
jwt|The immigration portal session cookie was {v} when the upload failed.
jwt/H|id_token={v}&state=visa
tok|Here's the refresh credential the IRS e-file vendor gave us: {v}
ghpat|GitHub fine-grained PAT for the council-tax-calc repo: {v}
"""

T["secret", "zh"] = r"""
tok|个税申报对接用的API密钥是{v}，请不要外传。
tok|社保查询接口令牌：{v}
tok|公积金系统的访问凭证为{v}，有效期至{zdate}。
tok|请帮我确认这个开发者凭证是否还有效：{v}
ent|政务服务平台回调签名密钥：{v}（{zdate}更换）
slack|律所内部机器人的 Slack 令牌 {v} 被误发到群里了，需要立即作废。
aws|配置如下：¶access_key = {v}¶region = cn-north-1
tok/H|12345热线工单同步脚本里写死了{v}这串东西，这样安全吗？
pem|签证预约系统的私钥：¶{v}
pem|公证处电子签章私钥文件内容如下，请妥善保管：¶{v}
pem/H|{v}¶——以上是旧服务器上找到的，是不是要吊销？
url|数据库连接串：mysql://tax_sync:{v}@10.0.3.12:3306/geshui
url|文件同步地址 ftp://uploader:{v}@ftp.zhengwu-files.cn/incoming 每晚运行。
url/H|https://bot:{v}@git.example.cn/legal/templates.git 拉不下来了
ent|小程序的密钥配置：{v}
ent|app_secret = "{v}"  # 居住证办理小程序
ent/H|{"appid": "wx-gov-portal", "备注": "政务小程序", "secret": "{v}"}
tok|出入境预约接口的签名秘钥为 {v}。
tok/H|表格第三列就是凭据：¶| 系统 | 环境 | 凭据 |¶| 社保同步 | 生产 | {v} |
jwt|登录后返回的会话令牌是{v}，过期时间一小时。
jwt/H|回调地址带着 ?token={v}&from=12345 参数
jwt|Authorization 头：Bearer {v}
stripe|收费接口 Stripe 秘钥 {v} 已经泄露。
hf|请检查：环境变量 HF_TOKEN={v} 是否已从代码库删除
tok/H|旧代码里发现{v}，不确定是什么
ghp|电子税务局对接的 GitHub 访问码：{v}
ent|加密配置 SECRET_KEY={v}
"""

T["secret", "mixed"] = r"""
tok|帮我 check 一下这个 API key 还能不能用：{v}，是 tax filing 那个 service 的。
tok|council tax 的 integration 用的 token 是 {v}，明天要 rotate。
tok|visa appointment bot 的 secret：{v}
tok|这是 solicitor firm 给的 sandbox credential {v}，只能在 test 环境用。
pem|Deploy 的时候把 private key 贴进去：¶{v}¶记得别 commit。
pem/H|{v}¶上面这个是在 old laptop 里找到的
url|connection string 是 postgres://gov_ro:{v}@pg.internal:5432/permits，这段要打码吗？
url|git clone https://deploy:{v}@gitlab.example.com/legal/bundle.git 一直 403
url/H|webhook URL: https://hooks:{v}@notify.example.org/12345 — 这个能删吗
ent|settings 里 signing_secret = {v}，是 社保 portal 的。
ent|env 里有 CLIENT_SECRET={v}，请 vault 化。
ent/H|{"name": "公积金-sync", "key": "{v}"}
jwt|session JWT 是 {v}，用于 居住证 upload。
jwt/H|Cookie: sid={v}; lang=zh-CN （居住证 页面）
slack|Slack bot 的 auth 凭证 {v} 被 share 到 #legal 了
openai|OpenAI key 不要写在 12345热线 的 prompt 里：{v}
aws|公证 e-sign 的 AWS access key：{v}
tok/H|| system | 环境 | value |¶| 个税 sync | prod | {v} |
tok|The 签证 tracker uses bearer credential {v} — 过期了吗？
stripe|我把 Stripe live key {v} 发到 WeChat 群里了，怎么办？
jwt|HMRC MTD 的 refresh_token：{v}
tok/H|rotate 下这个：'{v}'
tok|api_token: {v}   # 开庭通知 sync
anthropic|IRS e-file 助手用的 Anthropic secret key 是 {v}
tok/H|旧 repo 里看到 {v} 这一串，应该是 production 的
google|Google Maps 的 key {v} 是给 停车许可 地图用的
hf|HF 模型下载用 {v} 这个 access code
sendgrid|SendGrid 发 开庭通知 email 的 API key：{v}
"""

T["password", "en"] = r"""
pw|My Government Gateway password is {v} — please don't save it anywhere.
pw|Login details for the council tax portal:¶user ref: (on the letter)¶password: {v}
pw|Open the witness statement PDF with pw={v}
phrase|Passphrase for the encrypted evidence bundle: {v}
pw|The new passcode for the visa application account is {v}.
pw|I reset my IRS online account and set the pwd to {v}
pw|School admissions portal — new password: {v} (changed {date})
phrase|The passphrase we agreed for the court bundle zip is "{v}".
pw/H|{v} is what I used for the benefits login, in case you need to file the change of circumstances.
pw/H|parking permit account — {v}
pw/H|service,login_secret¶residents-parking,{v}
pw|Please log in with the temporary credential {v} and change it on first use.
pw|DOCS_PASSWORD={v}
pw|Your one-off access password for the solicitor's document room: {v}
phrase/H|the words are {v} — that unlocks the tax folder
pw|My sign-in secret for the UKVI account is {v}
pw/H|| portal | pass |¶|---|---|¶| HMRC | {v} |
pw|Use password {v} to open the P60 attachment.
pw|The notary's e-sign PIN/password is {v}.
pw|Council planning portal credentials — login: planning-objections, pass: {v}
pw|I changed the family's shared tax folder password to {v} yesterday.
phrase|Recovery phrase for the benefits app: {v}
pw/H|"{v}" — that's the code, the rest is on the letter.
pw|The zip with my passport scans is locked with {v}
pw|pwd: {v}
pw/H|Wi-Fi at the legal advice centre is open but the case system wants {v}
pw|Password for the residence permit online account = {v}
"""

T["password", "zh"] = r"""
pw|个税APP登录密码是{v}，别告诉别人。
pw|社保网厅账号密码：{v}
pw|公积金查询的密码我改成了{v}
pw|登录口令：{v}
pw|签证材料压缩包的解压密码为{v}。
pw|律师函PDF打开密码：{v}
pw|居住证网上办理系统，新密码 {v}，{zdate}修改。
phrase|证据包加密短语：{v}
pw/H|{v}——这是政务服务网的，别弄丢了
pw/H|账号在信上，另一个是{v}
pw/H|系统,口令¶12345工单后台,{v}
pw|临时密码{v}，首次登录后请修改。
pw|公证处网上预约的登录密码设置为{v}。
pw|密码是{v}
pw/H|| 平台 | 密码 |¶| 电子税务局 | {v} |
pw|法院诉讼服务网的口令改成{v}了。
pw/HF|电子税务局密码：{v}
pw|学位申请系统初始密码{v}
pw|停车许可账户 pwd={v}
phrase|保险箱的口令短语是“{v}”
pw/H|“{v}”就是那个登录用的，其余见短信。
pw|个人所得税申报附件的打开密码为：{v}
pw|请用密码 {v} 登录出入境预约系统。
pw|我把社保卡网上服务的登录密码重置成{v}。
pw/H|备忘：税务 {v}
pw|访问密码：{v}（仅限本次开庭材料）
pw|律所文档室的一次性密码 {v}
"""

T["password", "mixed"] = r"""
pw|我的 HMRC Government Gateway 密码是 {v}，帮我记一下 deadline。
pw|council tax portal 的 password 改成了 {v}
pw|visa application account：login 是 email，pw 是 {v}
phrase|evidence bundle 的 passphrase：{v}
pw|律所 portal 的 temporary password：{v}，first login 要改。
pw/H|{v} 这个是 社保 网厅 的，别存到 notes 里
pw/H|个税 app → {v}
pw/H|portal,密码¶school-admissions,{v}
pw|公积金 login password 设成 {v} 了
pw|zip 文件的 unlock code 是 {v}，里面是 passport scans。
pw|PDF 打开口令 = {v}（witness statement）
pw|pwd={v} # 居住证 online application
pw/H|| system | pass |¶| 电子税务局 | {v} |
phrase|recovery phrase 是 “{v}”，用于 benefits app。
pw|IRS account 的 新密码：{v}
pw|Parking permit 账户 password: {v}
pw/H|“{v}” — 公证处 e-sign 的，别发群里
pw|the password is {v}，用来打开 律师函 附件。
pw|我忘了 UKVI 的 sign-in secret，好像是 {v}?
pw|12345热线 后台 admin 的 passcode：{v}
pw|法院 e-filing 系统 pass={v}
pw/H|tax folder 锁了，试试 {v}
pw|Gov.uk 的登录密码 {v} 过期了
pw|Passport renewal account 的 PIN/密码：{v}
phrase|用 passphrase {v} 解密 court bundle
pw|password 是 {v} 吗？还是 self-assessment 那个不一样
pw/H|Login OK with {v}，社保 page 加载很慢
"""

T["email", "en"] = r"""
e|Please send the signed SA100 to {v} before {date}.
e|Email: {v}
e|You can reach my solicitor at {v} about the hearing bundle.
e|Contact email for the parking permit renewal: {v}
e|Dear Sir/Madam, I am objecting to planning application {ref}. Reply to {v}.
e|Visa application — correspondence address (electronic): {v}
e/H|{v} is the address the council has on file, but it's out of date.
e/H|forms@council.example.gov.uk, noreply@tax.example.gov and {v} were all copied in
e/H|type,contact¶primary,{v}
e/H|| field | value |¶|---|---|¶| e-mail | {v} |
e/HU|MY EMAIL IS {v} PLEASE UPDATE IT
e|Forward the IRS notice CP2000 to {v}, she handles our taxes.
e|I've changed my e-mail address to {v} for all school admissions correspondence.
e|Could you cc {v} on the witness statement draft?
e|Send the notarised copy by email to <{v}>.
e/H|Write to the benefits office and quote ref {ref} [{v}]
e|Applicant e-mail address: {v}
e|For the council tax single-person discount, confirm via {v}.
e|mailto:{v}?subject=Planning%20objection
e|Reply-To: {v}
e|My personal inbox is {v}; please don't use my work one.
e/HU|CONTACT: {v}
e|Notify me at {v} when the residence permit card is ready.
e/H|Updated: {v} (was the old hotmail one)
e|The tribunal asked for an email for service of documents — use {v}.
e|From: {v}¶To: appeals@valuation-tribunal.example¶Subject: Band appeal
e/H|"{v}" was rejected by the visa portal as an invalid format
"""

T["email", "zh"] = r"""
e|请把个税汇算材料发到{v}。
e|邮箱：{v}
e|我的电子邮箱是{v}，签证中心有消息请通知我。
e|律师的联系邮箱为 {v}。
e|公积金提取材料已发送至{v}，请查收。
e|居住证办理进度会通知到 {v}。
e/H|{v}是我登记在社保系统的，已经不用了。
e/H|姓名栏空着，联系方式栏写的是{v}
e/H|类型,内容¶电子邮件,{v}
e/H|| 项目 | 内容 |¶| 电邮 | {v} |
e/HF|邮件地址：{v}
e|开庭通知请抄送{v}。
e|公证书扫描件请用邮件发给{v}。
e|联系邮箱（必填）：{v}
e|如需补充材料，请回复至{v}
e/H|12345热线回访结果发到了{v}和政务服务网的站内信里
e|学校招生办要求填写家长邮箱：{v}
e|停车许可审批结果将通过电子邮件发送到{v}。
e/H|材料清单第5项“{v}”需要核实是否有效
e|电子邮件地址：{v}
e|收件人：{v}¶主题：律师函回复
e|请更新我的联系邮箱为{v}，旧的作废。
e/H|备用：{v}
e|我的私人邮箱{v}可以收到社保局的通知。
e|税务局回复邮件发到 {v} 了吗？
e/HU|邮箱大写写成了{v}，系统不认
e|请发送到电子信箱{v}，注明“签证材料”。
"""

T["email", "mixed"] = r"""
e|请把 SA302 发到 {v}，thanks。
e|Email 是 {v}，签证中心 update 会发这里。
e|我的 solicitor 邮箱：{v}
e|contact me at {v} 关于 公积金 提取。
e/H|{v} 是 council 记录里的，已经 outdated 了
e/H|抄送 cc: appeals@tribunal.example, {v}, hotline@gov.example
e/H|field,值¶email,{v}
e/H|| item | 内容 |¶| e-mail | {v} |
e/HU|EMAIL：{v} 请更新
e|Parking permit 的 confirmation 发到 {v} 了
e|个税 refund 的 notice 请 forward 到 {v}
e|Reply-To 写 {v}，这样 律所 的回复会直接到我
e|school admissions 那边用 {v} 联系我
e|我的 personal email 是 {v}，work 的别用
e|居住证 application 的 电子邮箱 field 填 {v}
e|mailto:{v}?subject=开庭通知
e|notify me via {v} when 公证书 ready
e/H|新的是 {v}（旧的 hotmail 不用了）
e|IRS 那封 letter 请 scan 后 email 给 {v}
e/H|"{v}" 被 visa portal 判定 invalid
e|From: {v}¶Subject: 关于 planning objection 的补充
e|请 cc {v}，她负责我们家的 tax
e|my inbox：{v}，社保 的信都发这
e/H|有问题 ping {v}，not urgent
e|Benefits office 要的 email address：{v}
e|请用 {v} 注册 12345 政务 app
e/HL|e-mail: {v} （都小写）
"""

T["phone", "en"] = r"""
us|Please call me on {v} if the IRS letter needs a reply before {date}.
uk|Mobile: {v}
uk|My daytime number for the council tax team is {v}.
us|Phone: {v}
uk|The solicitor's secretary asked for a contact number — {v}.
any|Text me at {v} when the residence permit is ready to collect.
uk|Tel {v}
us|Witness contact (cell): {v}
any/H|{v} — that's the number on the visa application, is it formatted correctly?
any/H|ref {ref}, fee {amt}, {v}, band D
any/H|role,tel¶applicant,{v}
uk/H|| contact | number |¶|---|---|¶| applicant | {v} |
us|Reach me at {v} regarding the parking permit.
uk|If the school admissions office needs me, ring {v}.
us|Emergency contact telephone number: {v}
uk|You can WhatsApp me on {v} about the planning objection.
us|My cell is {v}; the landline is disconnected.
uk|Best number for the court usher to reach me: {v}
any/H|Applicant: see passport scan ({v})
uk/H|"{v}" is the one on the benefits form, is that still mine?
us|Callback requested on {v} about the tax transcript.
uk|Phone number for the notary appointment: {v}
any|contact no. {v}
us|Fax the signed power of attorney to {v}.
uk|Home phone: {v}
any/HF|Tel：{v}
us|Voicemail left from {v} about jury service.
"""

T["phone", "zh"] = r"""
cn|我的手机号是{v}，社保局有事请联系我。
cn|联系电话：{v}
cn|签证中心要求留一个手机号码，我填的是{v}。
cnland|律所前台电话 {v}，找承办律师
cn|手机：{v}
cn|公积金中心回电号码为{v}
cnland|单位座机{v}，用于个税扣缴联系。
cn/H|{v}——这是居住证申请表上留的，格式对吗？
cn/H|工单号{ref}，金额{zamt}，{v}，已受理
cn/H|类型,号码¶本人,{v}
cn/H|| 联系方式 | 内容 |¶| 本人 | {v} |
cn/HF|手机号：{v}
cn|有问题打我电话{v}
cn|开庭前请短信通知{v}。
cn|停车许可申请人联系电话{v}，请核实。
cn|12345热线回访请拨{v}
cn|学校招生办需要家长手机号，{v}。
cn|紧急联系电话：{v}
cn/H|备注：{v}
cn|微信同号{v}
cnland|家里座机：{v}
cn|拨打{v}可以联系到我本人
cn/H|“{v}”是我新换的
cn|公证员说预约确认会打到{v}这个号码上。
cnland|办公电话（分机）：{v}
any|境外联系电话：{v}
cn/H|我的号{v}没变
"""

T["phone", "mixed"] = r"""
cn|我的 mobile 是 {v}，visa centre 有 update 请 call 我。
uk|UK 的 phone number：{v}
any|Tel: {v}（白天可接）
cn|手机 {v}, WhatsApp same number
us|IRS 那边的 callback number 留的 {v}
any/H|{v} 这个是 council tax form 上的，还能用吗
any/H|ticket {ref}、fee {amt}、{v}，都在 email 里
cn/H|contact,号码¶self,{v}
any/H|| type | 号码 |¶| mobile | {v} |
cn/HF|Mobile 手机：{v}
cnland|律所 office line：{v}
uk|solicitor 让我留个 contact number，我给了 {v}
cn|公积金 centre 回电到 {v}
us|cell phone: {v}，社保 的事找我
cn|text me at {v}，居住证 可以领了就说一声
any|emergency contact 电话：{v}
cn|12345 hotline 回访号码 {v}
uk|ring me on {v} about 停车 permit
cn/H|改成 {v} 了，old one 停机
us|fax 号码 {v}，用来发 power of attorney
cn|手机号码 {v} 已经 verify 过
cnland|home phone 座机 {v}
cn/H|“{v}” 是我的 new number
uk|The 签证 officer can reach me on {v}
cn|电话 {v}（WeChat 同号）
any|school admissions 要 parent phone，填 {v}
cn/H|call我{v}
"""

T["address", "en"] = r"""
uk|Please send the council tax bill to {v}, {city}.
us|Mailing address for the IRS: {v}, {city}.
uk|I live at {v} and object to planning application {ref}.
uk|Address: {v}¶Town: {city}
us|Residential address on the visa form: {v}
uk|The parking permit is for {v} (resident bay zone C).
us|Serve the documents on the respondent at {v}, {city}.
uk|Our home is {v}; the school catchment check says we're just outside.
uk/H|{v} — is that in band C or D?
us/H|"{v}" appears on the W-2 but I've moved since.
any/H|house_no_street,town¶"{v}",{city}
uk/H|| Line 1 | Town |¶|---|---|¶| {v} | {city} |
us/HU|ADDRESS LINE 1: {v}
uk|Correspondence address for the tribunal: {v}, {city}
us|I moved to {v} last month — please update my benefits record.
uk|Witness statement: I was standing outside {v} when the incident happened.
us|Home address (street): {v}
uk|Notary visit to be held at my flat, {v}.
any|Forwarding address: {v}, {city}
uk|The property subject to the HMO licence is {v}.
us|Ship the passport renewal back to {v}, {city}.
uk/H|objector: resident of {v}
any/H|Delivery was left at {v} instead of the council depot on Riverside Way.
uk|Previous address (last 3 years): {v}
us|Residence for jury service purposes: {v}
uk/HL|address: {v}
us|Please post the refund cheque to {v}.
"""

T["address", "zh"] = r"""
cn|请把社保卡寄到{zcity}{zdist}{v}。
cn|现住址：{zcity}{zdist}{v}
cn|居住证申请登记地址为{zcity}{zdist}{v}。
cn|我家住在{v}，想咨询学区划分。
cn|开庭传票送达地址：{zcity}{v}
cn|公证处上门服务地址是{zdist}{v}
cn|停车许可对应的住所：{v}（{zdist}）
cn|户籍地址：{zcity}{zdist}{v}
cn/H|{v}那套房子的公积金贷款还清了吗？
cn/H|申请人,地址¶本人,{zcity}{v}
cn/H|| 城市 | 详细地址 |¶| {zcity} | {v} |
cn/HF|住址：{zdist}{v}
cn/H|向12345热线反映：{v}楼下夜间施工扰民
cn|邮寄地址：{zcity}{zdist}{v}，收件请电话联系。
cn|律师函请寄送至{v}。
cn|通讯地址{zcity}{v}
cn|个税申报表上的联系地址：{zdist}{v}
cn|签证材料中的住址证明显示为{v}。
cn|我刚搬到{zcity}{zdist}{v}，需要变更社保登记。
cn/H|“{v}”这个地址在学区范围内吗？
cn/H|不是人民广场那边，是{v}
cn|送达地址确认书：{zcity}{zdist}{v}
cn|房屋坐落：{zdist}{v}
cn|收件地址{zcity}{v}，请勿折叠
cn/H|住{zdist}{v}的业主联名反对规划
cn|租赁合同登记地址：{v}
cn|现居住地详细地址：{zdist}{v}
"""

T["address", "mixed"] = r"""
uk|请把 council tax bill 寄到 {v}, {city}。
cn|我的 home address 是 {zcity}{zdist}{v}
us|Mailing address 填 {v}，IRS 会寄 letter 过来。
cn|居住证 application 的 address：{v}
uk|planning objection 里写了 I live at {v}
cn|parking permit 对应 {zdist}{v}
uk/H|{v} — 这个在 school catchment 里吗？
cn/H|address,城市¶{v},{zcity}
any/H|| Line 1 | 城市 |¶| {v} | (略) |
cn/HF|Address 地址：{zdist}{v}
us|Forwarding address 是 {v}，{city}
cn|公证 appointment 在我家：{v}
uk|Correspondence address（tribunal 通知用）：{v}
cn|开庭 notice 会寄到 {zcity}{v}
uk|我 moved to {v} 了，请 update benefits record
cn|新 address {v} 要 update 到 社保 system
us/HU|STREET 街道：{v}
uk|Previous address 三年内：{v}
cn/H|不是 Nanjing Road 那个，是 {v}
cn|律师函 send to {zdist}{v}
us|refund cheque 寄到 {v}
uk|HMO licence 的 property：{v}
cn/H|“{v}” 的业主都 object 这个 plan
cn|户籍 registered address：{zcity}{zdist}{v}
uk|Home address for 签证 form：{v}
cn|收件 address {v}，请提前 call
us/H|W-2 上还是 {v}，but I've moved
"""

T["government_id", "en"] = r"""
ssn|My SSN is {v} — the IRS letter asks me to confirm it.
ni|National Insurance number: {v}
ssn|Social Security number {v} appears on the 1099.
ni|My NI number is {v}, please add it to the benefits claim.
pp_uk|Passport no. {v}, expiring next year — renewal needed for the visa.
pp_us|US passport number: {v}
ssn|SSN: {v}
ni|NINO {v} (for the HMRC self assessment registration)
pp_uk|The residence permit application asks for the passport number; mine is {v}.
ssn/H|{v} is the number on my social security card, is that what the form wants?
ni/H|{v} — NI, for the tax code query
ssn/H|form,taxpayer_id¶1040,{v}
ni/H|| Field | Entry |¶|---|---|¶| NI No. | {v} |
ni/HL|ni number: {v}
ssn|Taxpayer identification (SSN) {v} was rejected by e-file.
pp_us|Travel document number {v}, issued by the State Department.
pp_uk|Passport: {v}
ni|The employer has the wrong National Insurance no. — it should be {v}.
ssn|The benefits application needs the social security no. {v} for my daughter.
pp_us|The notary recorded ID presented: passport {v}.
ni/H|ref {ref}, tax code 1257L, {v}
pp_uk/H|"{v}" (passport) — please check it against the visa vignette
ssn|Please redact SSN {v} before filing the witness statement.
ni|NI: {v}
pp_uk|My old passport number was {v}; the new one hasn't arrived.
ssn/H|last year's return used {v}
pp_us|Passport book # {v}
"""

T["government_id", "zh"] = r"""
cnid|身份证号：{v}
cnid|我的身份证号码是{v}，用于个税汇算。
cnid|公民身份号码 {v}
pp_cn|护照号码：{v}
pp_cn|签证申请表上的护照号是{v}。
cnid|社保卡关联的身份证为{v}
cnid|公积金账户绑定的证件号码{v}
cnid|居住证申请人身份证件号：{v}
cnid/H|{v}这个是我的，公证书上写错了一位
cnid/H|证件类型,证件号¶居民身份证,{v}
cnid/H|| 项目 | 内容 |¶| 身份证 | {v} |
cnid/HF|身份证：{v}
pp_cn/H|{v}（护照）已过期，需要换发
cnid|开庭通知上当事人的证件号码为{v}。
pp_cn|旧护照号{v}，新护照还没下来。
cnid|律师函中载明的身份证号{v}需要核对。
cnid|学籍登记需要孩子的身份证号码{v}
pp_cn|出入境记录查询：护照 {v}
cnid/H|工单{ref}，金额{zamt}，{v}，已办结
cnid|证件号{v}，请在政务服务网核验。
pp_cn|普通护照 No. {v}
cnid/H|“{v}”是不是有效的？
cnid/H|我的是{v}，不是上面那个
cnid|纳税人识别号（即身份证号）{v}
pp_cn|因私护照编号：{v}
cnid|停车许可申请附件：身份证{v}正反面
cnid|请在12345平台核实身份证件号码 {v}
"""

T["government_id", "mixed"] = r"""
cnid|我的 ID number 是 {v}，用于 个税 filing。
ssn|SSN 是 {v}，IRS letter 要 confirm。
ni|UK National Insurance 号码：{v}
pp_any|passport no. {v}，签证 renewal 要用
cnid|身份证 number：{v}
pp_cn|visa application 上护照号写的 {v}
ni|NI number {v}，请加到 benefits claim 里
cnid/H|{v} 是我的，notary 写错了
ssn/H|form,号码¶1040-X,{v}
cnid/H|| field | 内容 |¶| 身份证 | {v} |
cnid/HF|ID 证件：{v}
pp_any/H|"{v}"（passport）已 expire
ni/HL|ni no.（英国）: {v}
cnid|居住证 application 需要 ID card number {v}
ssn|Social Security No. {v} 在 W-2 上
pp_uk|UK passport：{v}，residence permit 要
cnid|公积金 account 绑定证件 {v}
pp_us|US passport # {v}，travel 前 check
cnid/H|ticket {ref}，费用 {zamt}，{v}
cnid|开庭 notice 上的 证件号码 {v}
ni|NINO：{v}（for HMRC 报税）
pp_cn|旧 passport number {v}
cnid|school admission 要孩子的 身份证号 {v}
ssn/H|用的是 {v} 还是 new one？
cnid|律师函 里的 identity number：{v}
pp_any|出入境 record 查询 passport {v}
ni|tax code 1257L，NI {v}，帮我 check
"""

T["financial", "en"] = r"""
card|Please charge the parking permit fee to card {v}.
card|Card number: {v}
iban|IBAN for the tax refund: {v}
acct|Pay the housing benefit into account number {v} at Barclays.
aba|Routing number {v} for the IRS direct deposit.
acct|Bank account no. {v} (Chase checking) for the refund.
card|The council took the fine from {v} twice.
iban|Solicitor's client account IBAN {v} — please confirm before I transfer.
card/H|{v} — that's the one I used for the passport renewal, is it still on file?
card/H|order {ref}, amount {amt}, {v}
iban/H|payee,iban¶refund,{v}
card/H|| method | number |¶|---|---|¶| debit card | {v} |
iban/HL|iban: {v}
aba|ABA {v}
acct|My savings account number is {v}.
iban|Transfer the deposit refund to {v} (IBAN).
card|Use my debit card {v} for the court fee.
iban|International bank account number: {v}
acct|Benefit payments go to acct {v}.
aba|ABA routing transit no.: {v}
card|PAN {v}
iban|Our landlord's bank details for the rent deposit: {v}
card/H|"{v}" was declined on the visa fee page
acct/H|It's {v}, not the joint one — for the child benefit
card|Payment card: {v}
iban|Please refund the overpaid council tax to IBAN {v}.
acct|Checking account {v} at Wells Fargo
"""

T["financial", "zh"] = r"""
cncard|个税退税银行卡号：{v}
cncard|公积金提取到账的银行卡为{v}。
cncard|社保待遇发放账户：{v}
cncard|我的工资卡卡号是{v}
card|信用卡号{v}，用于支付签证费。
cncard|请把律师费退回到{v}（工商银行）。
cncard|银行账号：{v}
iban|境外收款IBAN：{v}
cncard/H|{v}这张是我交停车费用的，已挂失
cncard/H|订单{ref}，金额{zamt}，{v}，已退款
cncard/H|用途,卡号¶退税,{v}
cncard/H|| 项目 | 内容 |¶| 收款卡 | {v} |
cncard/HF|卡号：{v}
cncard|收款账户{v}，户名同申请人。
card|支付签证费用的信用卡：{v}
cncard|借记卡号码 {v}
cncard|诉讼费退费账号为{v}
cncard|住房公积金贷款还款卡号{v}
iban|国际银行账号（IBAN）{v}
cncard/H|“{v}”这张已经注销了吗？
cncard|医保个人账户关联银行卡{v}
acct|存折账号{v}
cncard/H|用{v}交的学费
cncard|开户行：招商银行，卡号 {v}
card|境外信用卡 {v} 被扣了两次款
cncard|个人账户：{v}
cncard|请将补贴打入银行卡{v}
"""

T["financial", "mixed"] = r"""
cncard|退税的 bank card：{v}
card|visa fee 用的 credit card {v}
iban|solicitor 的 IBAN 是 {v}，请 double check
aba|routing number {v}，IRS direct deposit 用
acct|UK account number {v}，benefits 打这里
cncard|公积金 withdrawal 到卡 {v}
card/H|{v} 是 passport renewal 时用的
cncard/H|order {ref}、{zamt}、{v}，已退款
iban/H|payee,IBAN¶房东,{v}
card/H|| method | 卡号 |¶| debit | {v} |
cncard/HF|Card 卡号：{v}
iban/HL|iban（房东）：{v}
card|council tax 用 debit card {v} 付的
cncard|社保 payment account：{v}
iban|refund 到 IBAN {v}
acct|checking account {v}，Chase 的
cncard|工资卡 number {v}
card|PAN：{v}，court fee 付款
iban|deposit 退到 {v}（IBAN）
cncard/H|“{v}” 已经 cancel 了吗
aba|ABA 号 {v}
cncard|律师费 refund 账号 {v}
card|parking fine 扣款卡：{v}
cncard/H|用 {v} 付的 school fees
iban|International bank account number（国际银行账号）：{v}
acct|bank account no. {v} 收 child benefit
cncard|银行卡 {v} for 医保
"""

T["person_name", "en"] = r"""
en|My name is {v} and I am writing about my council tax account.
plain|Dear Mr {v},¶Thank you for your letter regarding the planning objection.
en|Applicant: {v}
en|Witness statement of {v}, dated {date}.
plain|I, {v}, of {city}, make this statutory declaration before a notary.
en|The solicitor acting for us is {v} at Riverside Legal LLP.
en|Claimant: {v}¶Defendant: {city} City Council
en|Please put {v} down as the second adult on the council tax bill.
plain|Mrs {v} has asked for a copy of the school admissions appeal.
en/H|{v} — that's who signed the tenancy agreement, not me.
en/H|name,role¶{v},appellant
en/H|| Party | Name |¶|---|---|¶| Respondent | {v} |
plain/HU|NAME: {v}
en/H|cc'd: HMRC, Home Office, {v}, {city} Council
en|This letter is to confirm that {v} has lived at the property since {date}.
en|I'm helping {v} fill in their visa application.
en|Sponsor's full name: {v}
en|Notarised for {v} on {date}.
en|Could you draft a reply to {v} about the hearing adjournment?
plain|Dr {v} provided the medical evidence for the PIP claim.
en|Taxpayer name: {v}
en/H|"{v}" is spelled differently on my passport.
plain/HL|sincerely, {v}
en|Contact person for the parking permit: {v}
en|The child's parent/guardian is {v}.
en/H|Thanks, {v}
plain|Yours faithfully,¶¶{v}¶Objector
"""

T["person_name", "zh"] = r"""
zh|我叫{v}，想咨询一下个税汇算的事。
zh|申请人：{v}
zh|联系人：{v}
zh|委托人{v}与被告房屋租赁合同纠纷一案
zh|尊敬的{v}：¶您的居住证申请已受理。
zh|证人{v}陈述如下：
zh|本人{v}，因工作调动需办理社保转移。
zh|公证申请人姓名：{v}
zh/H|{v}说明天去办公积金提取。
zh/H|姓名,角色¶{v},原告
zh/H|| 项目 | 内容 |¶| 姓名 | {v} |
zh/H|抄送：国家税务总局{zcity}税务局、{v}、12345热线
zh|监护人：{v}
zh|被申请人{v}未按期缴纳物业费。
zh|学生家长{v}提交了入学申请。
zh/H|“{v}”在护照上拼写不一样
zh|代理律师{v}将出席开庭。
zh|请帮我给{v}写一封催告函。
zh|纳税人姓名：{v}
zh/H|{v}签字确认
zh|经办人{v}，联系方式见附件。
zh|签证材料中的邀请人为{v}。
zh|停车许可证持有人：{v}
zh/H|此致¶敬礼¶{v}¶{zdate}
zh|我是{v}，上周打过12345热线。
zh|被继承人{v}的遗嘱公证。
zh|原告{v}诉被告某物业公司
"""

T["person_name", "mixed"] = r"""
zh|我叫 {v}，想问 council tax discount 怎么申请。
en|My name is {v}，需要办 居住证。
en|solicitor 是 {v}，明天 call 一下
zh|Applicant 申请人：{v}
en|联系人 contact：{v}
zh|witness statement of {v}（证人证言）
rom|The 签证 applicant is {v}.
en/H|{v} 签了 tenancy agreement，不是我
zh/H|name,角色¶{v},appellant
en/H|| party | 姓名 |¶| respondent | {v} |
plain/HU|NAME 姓名：{v}
zh/H|cc：HMRC、{v}、12345热线
zh|帮我给 {v} 写一封 律师函 reply
en|Sponsor 的 full name：{v}
rom|Passport 上的名字是 {v}，中文名不一样
zh|公证 applicant：{v}
plain|Dear {v}，关于你的 planning objection……
zh|taxpayer name 纳税人：{v}
en|监护人 guardian：{v}
rom/H|"{v}" 的拼写 spelled wrong
en|代理律师 is {v}
zh|I'm helping {v} 填 visa form
en/H|Thanks，{v}（律所）
zh|家长 parent：{v}
zh/H|{v}说 tomorrow 去办 公积金
rom|Claimant: {v}（中文名见附件）
en|Contact person 停车 permit：{v}
"""

T["username", "en"] = r"""
plain|Username: {v}
plain|My login for the council tax portal is {v}.
at|You can DM me on Twitter at {v} about the planning objection.
plain|Government Gateway user ID {v}
at|The solicitor's Telegram handle is {v}.
plain|Sign in as {v} to see the school admissions offer.
at|Tag {v} in the residents' parking group post.
plain|account name: {v} (IRS online account)
plain/H|{v} is the login on the visa portal, password sent separately.
at/H|{v} said the hearing was adjourned
plain/H|system,user¶benefits,{v}
plain/H|| portal | user |¶|---|---|¶| tribunal e-filing | {v} |
plain/HU|USER: {v}
at|Follow {v} for updates on the council meeting.
plain|The e-filing system registered me under the handle {v}.
plain|Login name for the notary's document room: {v}
at|Message me at {v} on Telegram once the residence permit is ready.
plain|user={v}
plain|The planning portal shows comments from user {v}.
at/H|Posted by {v} in the tenants' forum
plain|Screen name on the legal advice forum: {v}
plain|Your account ID is {v}.
plain|Log in with {v} and the PIN from the letter.
plain/H|"{v}" already exists, pick another — says the passport renewal site
at|My handle on the residents' association Slack is {v}.
plain|GitHub username {v} (for the FOI request tracker)
plain/HL|login: {v}
"""

T["username", "zh"] = r"""
plain|用户名：{v}
plain|个税APP的登录账号是{v}
at|我的微博{v}，有进展请私信。
plain|社保网厅用户名{v}
plain|政务服务网登录名：{v}
at|在业主群里提醒一下{v}
plain|公积金账户昵称为{v}
plain/H|{v}是签证预约系统的，密码另发
plain/H|平台,账号¶电子税务局,{v}
plain/H|| 系统 | 用户 |¶| 法院诉讼服务网 | {v} |
plain/HF|用户名：{v}
at|律师的推特{v}
plain|用{v}登录12345网上平台
plain|注册的账户名是{v}
plain|学校招生系统账号：{v}
at|在论坛里发帖的是{v}
plain|登录ID：{v}
plain/H|“{v}”已被注册
plain|公证处线上系统的用户名为{v}。
at|评论区的{v}就是我
plain|用户 {v} 在规划公示页面提交了意见
plain|微信号：{v}
plain/H|账号{v}密码另行告知
at|Telegram上联系{v}
plain|登录名为{v}的账户已冻结
plain|昵称：{v}
plain/H|网名{v}
"""

T["username", "mixed"] = r"""
plain|username 用户名：{v}
plain|个税 app 的 login 是 {v}
at|DM 我 on Twitter {v}
plain|Government Gateway 的 user ID：{v}
at|在 residents group 里 tag {v}
plain|sign in as {v} 看 school offer
plain/H|{v} 是 visa portal 的，密码另发
plain/H|system,用户¶社保,{v}
plain/H|| portal | 用户名 |¶| e-filing | {v} |
plain/HU|USER 用户：{v}
at|Telegram handle（律师）：{v}
plain|账号 name {v}（IRS online account）
plain|user={v}，公积金 system
at|comment 区 的 {v} 就是我
plain|screen name：{v}，法律 forum
plain|微信号 WeChat ID：{v}
plain/H|"{v}" already taken，换一个
plain|GitHub 用户名 {v}
at|Follow {v} 看 council meeting updates
plain|login name 是 {v}，公证 document room
at/H|{v} 说 hearing 改期了
plain|account ID 账户：{v}
plain|用 {v} 登录 12345 portal
plain/H|Log in with {v}，PIN 在信里
at|My handle 在 Slack 是 {v}
plain|平台 user {v} 提交了 planning comment
plain/HL|login 登录：{v}
"""

T["home_path", "en"] = r"""
linux|The tax return PDFs are in {v}/Documents/tax/{yr}/ on the old laptop.
mac|Saved the visa scans to {v}/Desktop/visa_scans/passport.pdf
win|The witness statement draft is at {v}\Documents\legal\statement_v3.docx
linux|FileNotFoundError: [Errno 2] No such file or directory: '{v}/benefits/claim_form.pdf'
mac|open {v}/Downloads/P60_{yr}.pdf
win|Traceback (most recent call last):¶  File "{v}\AppData\Local\Programs\Python\Python312\Lib\site-packages\pypdf\_reader.py", line 300
linux|cd {v}/projects/planning-objection && make letter
mac|The notarised copies are in {v}/Library/Mobile Documents/com~apple~CloudDocs/Legal
win/H|{v}\OneDrive\School admissions — that's where the forms went
linux/H|path,size¶{v}/scans/residence_permit.jpg,2.1MB
mac/H|| file | location |¶|---|---|¶| SA100.pdf | {v}/Documents |
win/HU|{v}\DESKTOP\PARKING.PDF
linux|export TAX_DIR={v}/tax
mac|The script writes the council letters to {v}/out/letters/.
win|Attachment path: {v}\Downloads\court_notice.pdf
linux|rsync -av {v}/legal/ backup:/srv/legal/
mac|ls -la {v}/Documents/Immigration
win|Saved as {v}\Documents\IRS\1040_draft.xlsx
linux/H|"{v}/.config/hmrc-tool/settings.toml" is missing
mac|PermissionError: [Errno 13] Permission denied: '{v}/Desktop/benefits.xlsx'
win|Please zip the folder {v}\Documents\Visa and send it.
linux|Log written to {v}/.local/share/permit-bot/run.log
mac|The FOI export went to {v}/Documents/FOI/{yr}.
win/H|(see {v}\Desktop)
linux|git clone into {v}/src/council-tax-calc
mac/H|{v}/Pictures/passport_photo.jpg — is the photo size ok for the renewal?
win|Shortcut target: {v}\AppData\Roaming\TaxCalc\taxcalc.exe
"""

T["home_path", "zh"] = r"""
linux|个税申报表的PDF放在{v}/文档/个税/目录下。
mac|签证材料扫描件保存在{v}/Desktop/签证材料/
win|律师函草稿路径：{v}\Documents\律师函.docx
linux|报错：找不到文件 {v}/社保/缴费证明.pdf
mac|公积金提取材料在 {v}/Downloads/公积金 里
win|把{v}\桌面\居住证照片.jpg发给我
linux|备份脚本把开庭通知拷到{v}/backup/
winzh|文件保存在{v}\Documents\公证材料
mac/H|{v}/Documents——公证书扫描件都在这
linux/H|路径,大小¶{v}/政务/12345工单.xlsx,48KB
win/H|| 文件 | 位置 |¶| 学籍表 | {v}\Desktop |
win/HF|{v}\桌面
linux|日志文件：{v}/.local/share/gov-bot/log.txt
mac|权限错误：Permission denied: '{v}/Library/税务'
win|附件位置{v}\Downloads\停车许可.pdf
linux|请打开{v}/工作/规划异议书.docx修改
mac|程序输出目录为{v}/output/
winzh|{v}\AppData\Local\个税\cache 占了很多空间
linux/H|“{v}/.ssh”目录权限不对
mac|截图默认存到{v}/Pictures了
win|Python报错：File "{v}\projects\tax\main.py", line 12
linux|cd {v}/文档/签证 然后运行脚本
mac/H|{v}/Documents/居住证/申请表.pdf 打不开
winzh|报错路径 {v}\Desktop\社保.xlsx
linux|把 {v}/下载/律师函.pdf 上传到政务服务网
mac/H|在{v}下面找找
win|导出文件：{v}\Documents\电子税务局\申报表.xml
"""

T["home_path", "mixed"] = r"""
linux|tax return 的 PDF 在 {v}/Documents/个税/
mac|visa scans 存在 {v}/Desktop/签证/
win|律师函 draft：{v}\Documents\legal\draft.docx
linux|FileNotFoundError：'{v}/社保/proof.pdf' 找不到
mac|open {v}/Downloads/公积金.pdf 失败
winzh|saved to {v}\Desktop\居住证.jpg
linux|rsync {v}/legal/ 到 NAS 上
mac|notarised copies 在 {v}/Library/公证
win/H|{v}\OneDrive —— school admission 的 forms 都在这
linux/H|path,大小¶{v}/scans/permit.jpg,2MB
mac/H|| file | 路径 |¶| SA100 | {v}/Documents |
win/HU|{v}\DESKTOP 里的 PARKING.PDF
linux|export TAX_DIR={v}/tax  # 个税 script
mac|PermissionError：'{v}/Desktop/benefits.xlsx' 没权限
win|Python 报错 File "{v}\tax\main.py", line 42
linux|log 在 {v}/.local/share/12345-bot/
mac|截图 saved 到 {v}/Pictures/passport
winzh|{v}\Documents\开庭通知 folder 打不开
linux/H|"{v}/.config" missing 了
mac|script 输出到 {v}/out/letters
win|请 zip 一下 {v}\Documents\Visa 然后发我
linux|cd {v}/src/council-tax && make，然后看输出
mac/H|在 {v} 下面找 P60
win|Shortcut 指向 {v}\AppData\Roaming\TaxCalc
linux|cloned 到 {v}/projects/签证tracker
mac|导出 FOI 到 {v}/Documents/FOI
win/HF|路径：{v}\Desktop
"""

T["schedule", "en"] = r"""
en|I drop my son at school at {v} every weekday, so the parking permit needs to cover that.
en|I take my medication at {v} each day — relevant for the PIP assessment.
en|My shift finishes at {v}, so I can't attend a hearing before then.
en|I usually walk the dog at {v}; the witness statement says I saw the car then.
en|Every Sunday at {v} I call my mother in Lagos.
en|I leave for work at {v} daily.
en|Our bins go out at {v} on Tuesdays, always.
en|I'm at the gym every day at {v}, so please don't book the notary then.
en/H|{v} — that's when I normally get home from the night shift.
en/H|routine,time¶school run,{v}
en/H|| Activity | Usual time |¶|---|---|¶| carer visit | {v} |
en/HU|WAKE UP {v} DAILY
en|My carer comes at {v} every day — please note it for the benefits review.
en|I start work at {v}, Monday to Friday.
en|We have dinner at {v} and the kids are in bed soon after.
en|I go to bed around {v} most nights.
en|I visit my dad at the care home at {v} daily.
en/H|Usually {v}.
en|The school bus picks her up at {v} each day.
en|I collect the children from after-school club at {v}.
en|My night shift starts at {v}, so the 12-hour parking permit doesn't work.
en/H|Prayers at the mosque, then home by {v}, as I told the tribunal.
en|I'm always online at {v} for my weekly call with the solicitor.
en|I jog along the canal at {v} before work.
en|My alarm is set for {v} every day.
en/H|"{v}" is when I usually leave the house, per my statement.
en|I feed the neighbour's cat at {v} while they're away.
"""

T["schedule", "zh"] = r"""
zh|我每天{v}送孩子上学，停车许可要覆盖这个时段。
zh|我每天{v}吃药，评估时需要说明。
zh|我一般{v}下班，开庭时间能否安排在之后？
zh|每天{v}遛狗，那天就是这个时候看到那辆车的。
zh|我通常{v}起床。
zh|每周日{v}给老家打电话。
zh|护工每天{v}上门，社保评估请注意。
zh/H|{v}——我一般这个点下夜班回家。
zh/H|事项,时间¶接孩子,{v}
zh/H|| 事项 | 时间 |¶| 上班 | {v} |
zh/HF|每天{v}上班
zh|我每天{v}去健身房。
zh|我们家{v}吃晚饭。
zh|我习惯{v}睡觉。
zh|孩子每天{v}放学，我去接。
zh/H|一般{v}吧
zh|我每天{v}出门上班，所以只能预约周末。
zh|老人每天{v}要量血压。
zh|我每天{v}到单位打卡。
zh/H|我{v}到家
zh|每周三{v}我去社区做志愿者。
zh|夜班从{v}开始，白天不方便接电话。
zh/H|“{v}”是我平时出门的时间，证人证言里写了。
zh|闹钟定在{v}，每天都是。
zh|我每天{v}在小区里跑步。
zh|每天{v}去医院看望父亲。
zh|固定每天{v}喂猫。
"""

T["schedule", "mixed"] = r"""
any|我每天 {v} school run，所以 parking permit 要 cover 这个时间。
en|I take my meds at {v}，PIP assessment 要写。
any|我 shift 到 {v} 结束，hearing 别排太早。
any|每天 {v} walk the dog
en|I usually get up at {v}，周末也是。
zh|每周日 {v} call 我妈
any|carer 每天 {v} 来
any/H|{v} —— 我一般这个时间下 night shift
zh/H|routine,时间¶上班,{v}
en/H|| 事项 | time |¶| gym | {v} |
zh/HF|每天{v} start work
en|I leave home at {v}，所以只能约 weekend 的 notary
any|我们 {v} 吃 dinner
en|bedtime 一般 {v}
zh|孩子 {v} 放学，I pick them up
en/H|usually {v} 吧
any|night shift 从 {v} 开始，白天 call 不方便
zh|每天 {v} 去 gym
any/H|"{v}" 是我平时出门时间，witness statement 里写了
any|alarm 设在 {v}，every day
zh|每周三 {v} 去 community centre 做 volunteer
en|I clock in at {v} 每天
zh/H|{v}到家 then 做饭
any|我爸在 care home，每天 {v} 去看他
zh|每天 {v} 在河边 jog
en|feed the cat at {v} daily，邻居不在
en/H|大概 {v} 吧，after work
"""

T["geo", "en"] = r"""
pc|Postcode: {v}
pc|Our postcode is {v}, which the school admissions map puts outside the catchment.
zip|ZIP code {v} for the IRS address change.
coord|The incident in the witness statement happened at {v} (from my phone's GPS).
coord|Pin for the planning objection site visit: {v}
nb|We live in {v}; the parking permit zone is wrong.
nb|The council wants to build on the green space in {v}.
pc|Post code for the council tax account: {v}
pc/H|{v} — is that in the Band D area?
pc/H|ward,postcode¶Central,{v}
zip/H|| state | zip |¶|---|---|¶| MA | {v} |
pc/HL|postcode: {v}
coord|GPS: {v}
coord|lat/long {v} marks my allotment plot.
nb|Our neighbourhood, {v}, is objecting to the new flats.
zip|Zip: {v}
pc|I've moved to {v} — please update the residence permit record.
coord/H|Dropped pin ({v}) for the notary home visit
nb/H|"{v}" residents' association letter
zip|My zipcode changed to {v}.
pc|Postal code {v}, {city}.
nb|I grew up in {v} and still live there.
coord|Location: {v}
pc/H|SW1A 1AA is Buckingham Palace; ours is {v}
zip/H|{v} (home)
nb|The school bus doesn't stop in {v} any more.
coord|Latitude, longitude of the property: {v}
"""

T["geo", "zh"] = r"""
cnpc|邮编：{v}
cnpc|我家的邮政编码是{v}。
nbzh|我住在{v}，想问一下对口的学校。
nbzh|{zcity}{zdist}{v}的业主反映停车位不够。
coord|事发地点坐标：{v}
coord|公证处上门的定位是{v}
nbzh|居住证上登记的居住社区名称：{v}
cnpc/H|{v}——这个对吗？
nbzh/H|名称,楼栋数¶{v},12
coord/H|| 地点 | 坐标 |¶| 住处 | {v} |
cnpc/HF|邮政编码：{v}
nbzh|12345热线投诉：{v}夜间施工噪音
nbzh|我们{v}的物业费标准是多少？
coord|经纬度：{v}
cnpc|寄送地址邮编{v}
nbzh|规划公示说要在{v}旁边建变电站。
nbzh/H|“{v}”业委会联名信
coord|GPS定位{v}
nbzh|我家在{v}，离学校两公里。
nbzh/H|住{v}那边
cnpc|社保卡邮寄邮编 {v}
coord|位置共享：{v}
nbzh|{v}的停车许可证怎么申请？
cnpc/H|100000是北京的通用邮编，我家的是{v}
coord/H|定位（{v}）发给了律师
nbzh|搬到了{zdist}的{v}
cnpc|邮编 {v}，请勿写错
"""

T["geo", "mixed"] = r"""
pc|postcode 是 {v}
cnpc|邮编 {v}，for the 签证 form
zip|ZIP code {v}，IRS 的地址变更
coord|incident location 事发地：{v}
nbzh|我住在 {v}，school catchment 怎么查？
nb|我们 {v} 的 residents 都反对这个 planning
coord|GPS pin {v}，notary 上门用
pc/H|{v} —— 这个是 Band D 吗
nbzh/H|name,户数¶{v},300
coord/H|| place | 坐标 |¶| home | {v} |
pc/HL|postcode 邮编：{v}
cnpc/HF|邮编 zip：{v}
nbzh|12345 complaint：{v} 夜间施工
coord|lat/long 经纬度：{v}
nb|neighbourhood 是 {v}
zip|zipcode 改成 {v} 了
nbzh|{v} 的 parking permit 怎么办
pc|moved to {v}，请 update residence permit
coord/H|(pin {v}) 已发给 solicitor
nbzh/H|"{v}" 业委会 letter
cnpc|postal code 邮政编码：{v}
nb|I grew up in {v}，现在还住那
pc/H|SW1A 1AA 是 Buckingham Palace，我们的是 {v}
coord|定位 location：{v}
nbzh|school bus 不停 {v} 了
cnpc/H|100000 是 generic 的，我的是 {v}
nbzh|搬到 {v}，物业 fee 多少？
"""


# ---------------------------------------------------------------------------------------
# benign texts: "N|" ordinary, "H|" hard negative (looks like PII, is not)

B: dict[str, str] = {}

B["en"] = r"""
N|Council tax for {year} is due in 10 monthly instalments starting on {date}; Band D in {city} is {amt}.
N|The self-assessment deadline for online returns is 31 January; paper returns are due by 31 October.
N|Planning application {ref} (two-storey rear extension) is open for comments until {date}.
N|Form SA100 and the supplementary pages SA102 and SA105 are available on GOV.UK.
N|The Skilled Worker visa fee is {amt} for up to three years, plus the immigration health surcharge.
N|Residents' parking permits in zone {zone} cost {amt} per year for the first vehicle.
N|The hearing in case {ref} has been listed for {date} at {city} County Court.
N|Please bring two passport-sized photos and the original birth certificate to the appointment.
N|School admissions: the national offer day for secondary places is 1 March; primary is 16 April.
N|The IRS processes most e-filed returns within 21 days; paper returns can take 6 weeks or more.
N|Notarisation and apostille for a degree certificate usually takes {n} working days.
N|The tribunal adjourned case {ref} to a date to be fixed; the bundle should be under 300 pages.
N|Ticket #{n5} about the missed bin collection in {city} was closed as resolved.
N|Universal Credit is paid monthly; the assessment period is one month long.
N|The council's planning committee meets on {date} to consider {n} applications.
N|Our FOI request {ref} was answered within the statutory 20 working days.
N|A Standard Visitor visa allows stays of up to 6 months; the fee is {amt}.
N|The {year} personal allowance is £12,570 and the basic rate is 20%.
N|The witness statement template has sections for background, events and a statement of truth.
N|Passport renewal online takes about 3 weeks; the adult fee is {amt}.
N|The planning portal returned error 502 on {date}; a retry worked.
N|Form I-130 and Form I-485 can be filed concurrently in some cases.
N|The council tax reduction scheme for {year} was approved by the cabinet on {date}.
N|The court fee for a money claim of {amt} is set out in leaflet EX50.
N|The electoral register annual canvass starts in July in {city}.
N|Child Benefit rates for {year} were uprated by {pct}%.
N|Order {ref} for 3 blue recycling bins has been dispatched.
N|The notary's fee schedule lists {amt} for a single signature witnessing.
N|The appeal was allowed; costs were reserved to the final hearing.
N|Next steps: gather P60s, P11D forms and bank interest statements for {year}.
H|Order number {luhnfail} was refunded on {date}.
H|Build 2024.11.30 of the council tax calculator fixes the band D rounding bug.
H|The meeting room at the civic centre has room for {n} people.
H|The e-filing tool needs Python 3.12 and PostgreSQL on port 5432.
H|The Washington Post reported on the IRS backlog in {city}.
H|The case is reported as [2019] UKSC 41 and cited at paragraph {n}.
H|Regulation 12(3)(b) of the Council Tax (Administration and Enforcement) Regulations 1992 applies.
H|Call 111 for non-urgent medical help or 101 to report non-emergency crime.
H|Tax code 1257L is the standard code for {year}.
H|The form asks for a National Insurance number, but you can apply without one.
H|The passport number field accepts 9 characters; leave it blank if you have none.
H|Section 21 notices must use Form 6A.
H|The Home Office guidance (version {ver}) was updated on {date}.
H|Use commit {sha} for the FOI tracker release.
H|Request ID {uuid} failed with HTTP 429 Too Many Requests.
H|Visa category D-2 and the E-7 work visa have different document lists.
H|The appeal fee is £80 without a hearing and £140 with one.
H|Abbey Road and Baker Street are both on the tourist map the council printed.
H|The SHA-256 of the bundle PDF is {sha256}.
H|Flight BA0287 to San Francisco departs from Terminal 5.
H|Zone 2 travelcards do not cover the airport.
H|Judge-led mediation is available for claims under £10,000.
H|Form W-9 asks for a TIN; we will send a blank copy.
H|IBAN format: two letters, two check digits, then up to 30 characters.
H|Password requirements: at least 12 characters, one number and one symbol.
H|The council's API returns 404 for /v2/permits?zone={zone}.
H|The council contact centre is open 9am to 5pm, Monday to Friday.
H|Version {ver} of the visa checklist adds the TB test certificate.
H|Invoice INV-{n5} for {amt} is overdue by 14 days.
H|The username field on the portal is case-sensitive; the email field is not.
"""

B["zh"] = r"""
N|{yr}年度个人所得税综合所得汇算清缴时间为次年3月1日至6月30日。
N|{zcity}社保缴费基数下限调整为{zamt}，自{zdate}起执行。
N|住房公积金缴存比例为5%至12%，由单位自行确定。
N|办理居住证需要提供身份证原件、居住证明和近期照片。
N|签证材料清单：护照原件、两寸白底照片、在职证明、银行流水。
N|本案定于{zdate}在{zcity}人民法院第{n}法庭公开开庭审理。
N|公证费按件收取，每件{zamt}，当场缴费。
N|12345政务服务便民热线工单{ref}已办结，满意度回访完成。
N|学校招生报名截止日期为{zdate}，请登录区教育局网站。
N|停车许可证年费{zamt}，限本区登记车辆使用。
N|律师函模板一般包括事实陈述、法律依据和要求事项三部分。
N|政务服务网已上线{n}项“一网通办”事项。
N|个人所得税APP {ver}版本修复了专项附加扣除填报问题。
N|{zcity}出入境管理局提醒：护照有效期不足6个月的请及时换发。
N|规划公示期为{n}天，有异议的可在公示期内书面提出。
N|社保卡可在各银行网点办理激活，无需预约。
N|本次开庭材料共{n}页，已按证据目录编号。
N|公积金贷款最高额度为{zamt}，首套房利率为2.85%。
N|居住证有效期为一年，期满前30日内申请签注。
N|签证费用为{zamt}，处理时间约15个工作日。
N|依据《中华人民共和国民法典》第{n}条，合同自成立时生效。
N|订单{ref}的退款已原路返回，预计3-5个工作日到账。
N|{zcity}今年新增公办学位{n}个。
N|申报系统将于{zdate}进行维护，期间暂停服务。
N|物业费标准为每平方米每月{price}元。
N|请在电子税务局下载完税证明，格式为PDF。
N|公证书需经领事认证后方可在境外使用。
N|工单编号{ref}，诉求类型：噪音扰民，处理部门：区城管局。
N|子女教育专项附加扣除标准为每月2000元。
N|法律援助申请可通过12348热线咨询。
H|订单号{luhnfail}已退款。
H|个税APP版本6.2.1更新说明：优化了登录流程。
H|会议室可容纳{n}人，请提前预约。
H|案号（2024）沪0115民初{n5}号已结案。
H|拨打12345热线或110报警，紧急情况请拨120。
H|《民法典》第1165条规定了过错责任原则。
H|GB/T 2260-2007 规定了行政区划代码。
H|广州路和北京路都是常见的路名。
H|表格中“身份证号”一栏为必填项，如无可填“无”。
H|密码长度至少8位，需包含字母和数字。
H|签证类型：L字旅游签证、M字商务签证、Z字工作签证。
H|服务端口为5432，数据库版本PostgreSQL 16。
H|提交编号{sha}已合并到主分支。
H|请求ID {uuid} 处理失败，错误码500。
H|邮编一栏请填写6位数字。
H|政务服务中心办公时间：周一至周五9:00-17:00。
H|本小区物业服务合同期限为三年。
H|航班CA1501从北京首都机场T3航站楼出发。
H|税率表：不超过36000元的部分，税率3%。
H|公积金账户余额查询请登录官方网站。
H|发票号码{n8}已作废。
H|证件照片尺寸为33mm×48mm，白色背景。
H|版本号{ver}，构建日期{zdate}。
H|一号线和二号线在人民广场站换乘。
H|退税金额{zamt}将在审核通过后发放。
H|SHA256校验值：{sha256}
H|第{n}届人民代表大会第三次会议于{zdate}召开。
H|用户名须为6-20位字母或数字，不能包含空格。
"""

B["mixed"] = r"""
N|Council tax 的 {year} bill 已经出来了，Band D 是 {amt}。
N|这个 visa application 的 fee 是 {amt}，processing time 大约 3 weeks。
N|Planning application {ref} 的 comment deadline 是 {date}。
N|个税 APP 的 {ver} version 修了 login bug。
N|社保 contribution base 今年调到 {zamt}。
N|公积金 withdrawal 需要 ID card 原件和 bank statement。
N|开庭 notice 说 hearing 在 {zcity} 中级人民法院，bring all original documents。
N|school admissions 的 offer day 是 1 March。
N|公证 + apostille 大约 {n} working days。
N|12345 hotline ticket {ref} 已经 closed。
N|IRS 的 e-file refund 通常 21 days 内到账。
N|parking permit zone {zone} 一年 {amt}。
N|律师函 template 包括 facts、legal basis 和 demands 三部分。
N|居住证 renewal 要在到期前 30 days 申请。
N|SA100 form 可以在 GOV.UK 下载。
N|FOI request {ref} 在 20 working days 内回复了。
N|witness statement 最后要有 statement of truth。
N|签证 checklist v{ver} 新增了 TB test certificate。
N|Universal Credit 每月发一次，assessment period 是一个月。
N|政务服务 portal 在 {date} 维护，暂停 service。
N|ticket #{n5} 关于 bin collection 已 resolved。
N|passport renewal online 大概 3 weeks，fee 是 {amt}。
N|Child Benefit 的 rate 调整了 {pct}%，详见 GOV.UK。
N|这个 case 的 bundle 一共 {n} 页，index 已更新。
N|Skilled Worker visa 需要 CoS 和 English test。
N|order {ref} 的 refund 已经 processed。
N|council 的 planning committee 在 {date} 开会。
N|Tax year {year} 的 personal allowance 没变。
N|法律援助 legal aid 可以打 12348 咨询。
N|apostille 费用 {amt}，每份 document 单独收。
H|order number {luhnfail} 已退款
H|build 2024.11.30 修了 council tax calculator 的 rounding bug
H|meeting room 可以坐 {n} 个人
H|Python 3.12 + port 5432 的 setup 已完成
H|Washington Post 报道了 IRS backlog
H|[2019] UKSC 41 是 leading case，见 paragraph {n}
H|tax code 1257L 是 standard code
H|form 上的 National Insurance number 栏可以留空
H|password 要至少 12 characters
H|commit {sha} 已 merge
H|request ID {uuid} 报 HTTP 429
H|Call 111 或 101，非紧急情况
H|IBAN format：两位 country code + 两位 check digits
H|Zone 2 travelcard 不包括 airport
H|案号（2024）沪0115民初{n5}号 已 closed
H|12345 热线 和 110 是 different services
H|Flight BA0287 从 Terminal 5 出发
H|bundle 的 SHA-256：{sha256}
H|council contact centre 9am to 5pm，Monday to Friday 开放
H|Section 21 notice 要用 Form 6A
H|Baker Street 和 Abbey Road 都在 tourist map 上
H|邮编 field 要填 6 位数字
H|invoice INV-{n5} 金额 {amt} overdue
H|v{ver} 的 visa checklist 已发布
H|Form W-9 要 TIN，先发 blank copy
H|API 返回 404：/v2/permits?zone={zone}
H|居住证 photo 尺寸 33mm×48mm
H|username 栏 case-sensitive，email 不是
"""

# light frames (no personal content) around texts, for variety of form
FRAMES = {
    "en": ("{t}", "{t}", "{t}", "Note: {t}", "FYI — {t}", "Re: your query¶¶{t}", "- {t}",
           "Summary: {t}", "{t} Thanks.", "From the agent's notes: {t}", "> {t}",
           "status: open¶note: {t}", "Q: can you check this?¶A: {t}"),
    "zh": ("{t}", "{t}", "{t}", "备注：{t}", "提醒：{t}", "回复：{t}", "- {t}", "摘要：{t}",
           "{t}谢谢。", "【通知】{t}", "问：这样对吗？¶答：{t}", "> {t}", "状态：待处理¶说明：{t}"),
    "mixed": ("{t}", "{t}", "{t}", "FYI：{t}", "Note：{t}", "{t} thanks", "备注 note：{t}",
              "- {t}", "Re：{t}", "> {t}", "status：待处理¶note：{t}", "问：{t}？"),
}

# ---------------------------------------------------------------------------------------
# fillers

_CITIES = ("Leeds", "Manchester", "Bristol", "Glasgow", "Cardiff", "Norwich", "Sheffield",
           "Boston", "Denver", "Seattle", "Austin", "Portland", "Oxford", "York", "Bath")
_ZCITIES = ("上海市", "北京市", "杭州市", "成都市", "深圳市", "南京市", "武汉市", "西安市",
            "广州市", "重庆市", "天津市", "苏州市")
_ZDISTS = ("浦东新区", "朝阳区", "西湖区", "武侯区", "南山区", "鼓楼区", "江汉区", "雁塔区",
           "天河区", "渝中区", "和平区", "姑苏区", "海淀区", "徐汇区")


def _date(ctx: _Ctx) -> date:
    return date(2024, 1, 1) + timedelta(days=ctx.rng.randrange(0, 700))


def _luhnfail(r: random.Random) -> str:
    while True:
        n = "".join(str(r.randrange(10)) for _ in range(16))
        if not luhn_ok(n) and n[0] != "0":
            return n


FILL = {
    "city": lambda c: c.rng.choice(_CITIES),
    "zcity": lambda c: c.rng.choice(_ZCITIES),
    "zdist": lambda c: c.rng.choice(_ZDISTS),
    "date": lambda c: _date(c).strftime(c.rng.choice(("%d %B %Y", "%Y-%m-%d", "%d/%m/%Y"))),
    "zdate": lambda c: (lambda d: f"{d.year}年{d.month}月{d.day}日")(_date(c)),
    "ref": lambda c: c.rng.choice((f"APP/{c.rng.randint(22, 25)}/{c.rng.randint(100, 4999):05d}",
                                   f"CR-{c.rng.randint(2023, 2025)}-{c.rng.randint(1000, 99999)}",
                                   f"FOI-{c.rng.randint(1000, 9999)}",
                                   f"GD{c.rng.randint(20240101, 20251231)}{c.rng.randint(100, 999)}")),
    "amt": lambda c: c.rng.choice(("£", "$", "£")) + f"{c.rng.randint(20, 4000):,}.{c.rng.choice(('00', '50', '99', '25'))}",
    "zamt": lambda c: f"{c.rng.randint(50, 90000)}元",
    "year": lambda c: c.rng.choice(("2023/24", "2024/25", "2025/26")),
    "yr": lambda c: str(c.rng.randint(2021, 2025)),
    "n": lambda c: str(c.rng.randint(2, 60)),
    "n5": lambda c: str(c.rng.randint(10000, 99999)),
    "n8": lambda c: str(c.rng.randint(10**7, 10**8 - 1)),
    "zone": lambda c: c.rng.choice(("A", "B", "C", "D", "CPZ-4", "K", "M2")),
    "ver": lambda c: f"{c.rng.randint(1, 9)}.{c.rng.randint(0, 20)}.{c.rng.randint(0, 9)}",
    "sha": lambda c: c.us.sha1()[: c.rng.choice((7, 10, 40))],
    "sha256": lambda c: c.us.sha256(),
    "uuid": lambda c: c.us.uuid4(),
    "luhnfail": lambda c: _luhnfail(c.rng),
    "price": lambda c: f"{c.rng.randint(1, 6)}.{c.rng.randint(0, 9)}",
    "pct": lambda c: f"{c.rng.randint(1, 9)}.{c.rng.randint(0, 9)}",
}
_SLOT = re.compile(r"\{(v|" + "|".join(FILL) + r")\}")


def _fill(ctx: _Ctx, tpl: str, value: str | None = None) -> str:
    def sub(m: re.Match[str]) -> str:
        k = m.group(1)
        return value if k == "v" else FILL[k](ctx)

    return _SLOT.sub(sub, tpl.replace("¶", "\n"))


def _parse(block: str) -> list[tuple[str, str, str]]:
    out = []
    for line in block.strip("\n").split("\n"):
        head, _, text = line.partition("|")
        kind, _, flags = head.partition("/")
        out.append((kind, flags, text))
    return out


def _transform(v: str, flags: str) -> str:
    if "U" in flags:
        return v.upper()
    if "L" in flags:
        return v.lower()
    if "F" in flags:
        return _fullwidth(v)
    return v


def templates() -> dict[tuple[str, str], list[tuple[str, str, str]]]:
    return {k: _parse(v) for k, v in T.items()}


def samples() -> list[Sample]:
    ctx = _Ctx(0)
    out: list[Sample] = []
    tpls = templates()
    seen: set[str] = set()
    for cat in CATEGORIES:
        gen = GEN[cat]
        for lang in LANGS:
            cell = tpls[(cat, lang)]
            for i in range(PER_CELL):
                kind, flags, tpl = cell[i % len(cell)]
                frame = "{t}"
                if "H" not in flags and ctx.rng.random() < 0.3:
                    frame = ctx.rng.choice(FRAMES[lang])
                for _ in range(100):
                    v = _transform(gen(ctx, kind, lang), flags)
                    text = _fill(ctx, frame.replace("¶", "\n").replace("{t}", tpl), v)
                    if text.count(v) == 1 and v.strip() == v and v and text not in seen:
                        seen.add(text)
                        break
                else:
                    raise AssertionError(f"could not place a unique value in {cat}/{lang}: {tpl}")
                start = text.index(v)
                out.append(Sample(text, cat, lang, start, start + len(v)))
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    ctx = _Ctx(7)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        rows = _parse(B[lang])
        normal = [t for k, _, t in rows if k == "N"]
        hard = [t for k, _, t in rows if k == "H"]
        seen: set[str] = set()
        want_hard = BENIGN_PER_LANG // 3 + 1
        for pool, want in ((hard, want_hard), (normal, BENIGN_PER_LANG - want_hard)):
            got, i = 0, 0
            while got < want:
                tpl = pool[i % len(pool)]
                i += 1
                frame = ctx.rng.choice(FRAMES[lang]) if i > len(pool) else "{t}"
                text = _fill(ctx, frame.replace("{t}", tpl))
                if text in seen:
                    continue
                seen.add(text)
                out.append((lang, text))
                got += 1
    return out



if __name__ == "__main__":
    report("aj", samples(), benign_with_lang())
