# ruff: noqa
"""Blind evaluation corpus O — a QA engineer's acceptance corpus for a privacy filter.

Style: what an independent tester writes to check the acceptance criterion "on held-out
text of the same kind, at most 1% of planted values survive in any category, in either
language".  Values come from Faker (en_US, en_GB, zh_CN) used exactly as the providers
return them (many provider methods, incl. less common ones), plus small generators where
Faker lacks a format (provider tokens, UK NI numbers with real prefixes, Chinese room
numbers, estate / 小区 names, clock-time phrasing).  Values are placed into hand-written
templates of one to three sentences; about a quarter of the samples use hand-written
hard cases (value at the very start / end, glued to Chinese characters and full-width
punctuation, in quotes / brackets / markdown, after a colon with no space, full-width
digits, zero-width characters inside the value, a line break inside an address, case
changes, possessives, compound Chinese surnames, English names in Chinese text ...).

Author note: written blind — without reading the gate's code, its tests (other than
blind_common.py), SECURITY.md or CHANGELOG.md, and without ever running the gate.

Seeds: Faker(en_US / en_GB / zh_CN).seed_instance(8100 / 8101 / 8102);
random.Random(8177) for planted samples, random.Random(8199) for benign texts.  Faker
date/time providers are pinned with end_datetime=datetime(2026, 1, 1).
200 samples per category x language cell, 400 benign texts per language.
"""

from __future__ import annotations

import base64
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

N_PER_CELL = 200
N_BENIGN = 400
HARD_SHARE = 0.25
END = datetime(2026, 1, 1)
LOCALES = ("en_US", "en_GB", "zh_CN")

# --------------------------------------------------------------------------------------
# small helpers
# --------------------------------------------------------------------------------------

_FW = str.maketrans("0123456789", "０１２３４５６７８９")
ZW = ("\u200b", "\u200c", "\u200d", "\u2060")
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
ALNUM = string.ascii_letters + string.digits
CN_NUM = "零一二三四五六七八九十"


def _rs(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def _luhn_ok(num: str) -> bool:
    digits = [int(c) for c in num if c.isdigit()][::-1]
    total = 0
    for i, d in enumerate(digits):
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def _luhn_complete(prefix: str, length: int, rng: random.Random) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    for c in string.digits:
        if _luhn_ok(body + c):
            return body + c
    raise AssertionError


def cn_hour(h: int) -> str:
    """Chinese numeral for an hour 1..12 ('两' for 2 as people say it)."""
    if h == 2:
        return "两"
    if h <= 10:
        return CN_NUM[h]
    return "十" + CN_NUM[h - 10]


def cn_minute(m: int) -> str:
    if m < 10:
        return "零" + CN_NUM[m]
    tens, ones = divmod(m, 10)
    return ("" if tens == 1 else CN_NUM[tens]) + "十" + (CN_NUM[ones] if ones else "")


EN_HOUR = ["twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
           "ten", "eleven", "twelve"]


# --- hard-case value transforms (applied to the value as planted) ----------------------

def t_fullwidth(v: str, rng: random.Random) -> str:
    return v.translate(_FW)


def t_zero_width(v: str, rng: random.Random) -> str:
    spots = [i for i in range(1, len(v)) if v[i - 1].isalnum() and v[i].isalnum()]
    if not spots:
        return v
    i = rng.choice(spots)
    return v[:i] + rng.choice(ZW) + v[i:]


def t_lower(v: str, rng: random.Random) -> str:
    return v.lower()


def t_upper(v: str, rng: random.Random) -> str:
    return v.upper()


def t_addr_break(v: str, rng: random.Random) -> str:
    """Break a street address where a person would wrap it (before the unit / after the
    house number)."""
    for cue in (" Apt.", " Suite", " Flat", " Unit", " Studio"):
        if cue in v:
            return v.replace(cue, "\n" + cue.strip(), 1)
    for cue in ("号", "栋", "幢"):
        if cue in v and not v.endswith(cue):
            i = v.index(cue) + 1
            return v[:i] + "\n" + v[i:]
    return v


# --------------------------------------------------------------------------------------
# context fillers (nothing personal in them)
# --------------------------------------------------------------------------------------

EN_CITIES = ["London", "Leeds", "Bristol", "Manchester", "Glasgow", "Boston", "Denver", "Austin",
             "Seattle", "Chicago", "Portland", "Atlanta", "Toronto", "Dublin", "Cardiff"]
ZH_CITIES = ["北京", "上海", "深圳", "杭州", "成都", "武汉", "南京", "西安", "广州", "苏州",
             "重庆", "天津", "长沙", "厦门", "青岛"]
PRODUCTS = ["Jira", "Notion", "Slack", "VS Code", "Figma", "Confluence", "GitLab", "Grafana",
            "Sentry", "Zoom", "Trello", "Obsidian"]
ZH_PRODUCTS = ["飞书", "钉钉", "企业微信", "腾讯会议", "语雀", "石墨文档", "禅道", "Teambition"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WEEKDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
TAILS_NIX = ["/projects/api/.env", "/.ssh/id_ed25519", "/Downloads/invoice.pdf",
             "/code/monorepo/packages/web", "/.config/gcloud/credentials.db", "/notes/todo.md",
             "/work/报告/草稿.docx", "/.kube/config", "/venvs/ml/bin/python", "/Desktop/截图.png",
             "/src/github.com/acme/cli", "/.npmrc", "/data/exports/2025-q3.csv"]
TAILS_WIN = ["\\AppData\\Local\\Temp\\setup.log", "\\Documents\\合同\\草稿.docx",
             "\\source\\repos\\Billing\\Billing.sln", "\\.aws\\credentials",
             "\\Desktop\\budget.xlsx", "\\OneDrive\\Pictures\\scan01.jpg",
             "\\AppData\\Roaming\\Code\\User\\settings.json", "\\Downloads\\driver.zip"]


def ctx(rng: random.Random) -> dict[str, str]:
    d = date(2025, 1, 1) + timedelta(days=rng.randrange(365))
    return {
        "city": rng.choice(EN_CITIES),
        "zcity": rng.choice(ZH_CITIES),
        "prod": rng.choice(PRODUCTS),
        "zprod": rng.choice(ZH_PRODUCTS),
        "day": rng.choice(WEEKDAYS),
        "zday": rng.choice(ZH_WEEKDAYS),
        "date": d.isoformat(),
        "zdate": f"{d.month}月{d.day}日",
        "n": str(rng.randrange(2, 9)),
        "tk": str(rng.randrange(1000, 99999)),
        "ver": f"{rng.randrange(1, 6)}.{rng.randrange(0, 20)}.{rng.randrange(0, 30)}",
        "port": str(rng.choice([3000, 5432, 6379, 8000, 8080, 8443, 9200, 27017])),
        "tailn": rng.choice(TAILS_NIX),
        "tailw": rng.choice(TAILS_WIN),
        "host": rng.choice(["db.internal", "10.0.3.17", "pg.staging.acme.io", "localhost",
                            "mq.prod.example.net", "cache-01.corp"]),
    }


_PH = re.compile(r"\{(\w+)\}")


def fill(tpl: str, value: str, c: dict[str, str]) -> tuple[str, int, int]:
    pre, suf = tpl.split("{v}")
    pre = _PH.sub(lambda m: c[m.group(1)], pre)
    suf = _PH.sub(lambda m: c[m.group(1)], suf)
    return pre + value + suf, len(pre), len(pre) + len(value)


# --------------------------------------------------------------------------------------
# value generators: gen(F, rng) -> str, F maps locale -> seeded Faker
# --------------------------------------------------------------------------------------

# --- secret -------------------------------------------------------------------------------

def g_aws_id(F, rng):
    return rng.choice(["AKIA", "ASIA"]) + _rs(rng, string.ascii_uppercase + "234567", 16)


def g_aws_secret(F, rng):
    return _rs(rng, B64, 40)


def g_github(F, rng):
    return rng.choice(["ghp_", "ghp_", "gho_", "ghs_", "ghu_"]) + _rs(rng, ALNUM, 36)


def g_github_fg(F, rng):
    return "github_pat_" + _rs(rng, ALNUM, 22) + "_" + _rs(rng, ALNUM, 59)


def g_slack(F, rng):
    kind = rng.choice(["xoxb", "xoxp", "xoxa"])
    parts = [str(rng.randrange(10**9, 10**12)), str(rng.randrange(10**9, 10**12))]
    if kind == "xoxp":
        parts.append(str(rng.randrange(10**9, 10**12)))
        parts.append(_rs(rng, "0123456789abcdef", 32))
    else:
        parts.append(_rs(rng, ALNUM, 24))
    return kind + "-" + "-".join(parts)


def g_openai(F, rng):
    if rng.random() < 0.7:
        return "sk-proj-" + _rs(rng, B64URL, rng.choice([48, 64, 92, 132]))
    return "sk-" + _rs(rng, ALNUM, 48)


def g_anthropic(F, rng):
    return "sk-ant-api03-" + _rs(rng, B64URL, 93) + "AA"


def g_stripe(F, rng):
    return rng.choice(["sk_live_", "rk_live_", "sk_test_"]) + _rs(rng, ALNUM, rng.choice([24, 34, 99]))


def g_google(F, rng):
    return "AIza" + _rs(rng, B64URL, 35)


def g_hf(F, rng):
    return "hf_" + _rs(rng, string.ascii_letters, 34)


def g_sendgrid(F, rng):
    return "SG." + _rs(rng, B64URL, 22) + "." + _rs(rng, B64URL, 43)


def g_telegram(F, rng):
    return str(rng.randrange(10**8, 10**10)) + ":AA" + _rs(rng, B64URL, 33)


def g_jwt(F, rng):
    alg = rng.choice(["HS256", "RS256"])
    head = _b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    f = F[rng.choice(LOCALES)]
    body = {"sub": str(rng.randrange(10**6, 10**9)), "iat": 1735689600 + rng.randrange(10**7),
            "scope": rng.choice(["read", "read write", "admin"])}
    if rng.random() < 0.5:
        body["email"] = f.free_email()
    pay = _b64url(json.dumps(body, separators=(",", ":")).encode())
    sig = _rs(rng, B64URL, 43 if alg == "HS256" else 342)
    return f"{head}.{pay}.{sig}"


def g_pem(F, rng):
    kind = rng.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    lines = [_rs(rng, B64, 64) for _ in range(rng.randrange(3, 7))]
    lines.append(_rs(rng, B64, rng.randrange(8, 60)) + "==")
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def g_hex_secret(F, rng):
    return _rs(rng, "0123456789abcdef", rng.choice([32, 40, 64]))


def g_b64_secret(F, rng):
    return _rs(rng, ALNUM, rng.choice([28, 32, 40, 44]))


def g_url_pw(F, rng):
    """password part of a credential URL (the user / host are context)."""
    return F[rng.choice(LOCALES)].password(length=rng.choice([12, 16, 20]), special_chars=False)


SECRET_TOKENS = [g_aws_id, g_github, g_github_fg, g_slack, g_openai, g_anthropic, g_stripe,
                 g_google, g_hf, g_sendgrid, g_telegram, g_jwt]

# --- password -----------------------------------------------------------------------------

PASS_WORDS = ["copper", "lantern", "orbit", "maple", "thunder", "pickle", "violet", "harbor",
              "cactus", "falcon", "marble", "zephyr", "tundra", "walnut", "ember", "glacier",
              "quartz", "nimbus", "saffron", "tortoise", "pepper", "juniper", "meteor", "canyon"]
PINYIN_WORDS = ["xiaoyu", "tianxia", "mengmeng", "haoran", "jiayou", "xingfu", "kuaile",
                "shuijiao", "dabai", "yueliang", "chenguang", "feixiang"]


def g_faker_pw(F, rng):
    f = F[rng.choice(LOCALES)]
    return f.password(length=rng.choice([8, 10, 12, 14, 16, 20]),
                      special_chars=rng.random() < 0.75, upper_case=rng.random() < 0.9)


def g_passphrase(F, rng):
    sep = rng.choice(["-", " ", ".", "_"])
    words = rng.sample(PASS_WORDS, rng.choice([3, 4, 4, 5]))
    if rng.random() < 0.4:
        words[rng.randrange(len(words))] += str(rng.randrange(10, 99))
    return sep.join(words)


def g_human_pw(F, rng):
    w = rng.choice(PASS_WORDS + PINYIN_WORDS)
    if rng.random() < 0.6:
        w = w.capitalize()
    return w + str(rng.randrange(1, 9999)) + rng.choice(["!", "@", "#", "$", "*", "", "?"])


PASSWORDS = [g_faker_pw, g_faker_pw, g_passphrase, g_human_pw]

# --- email / phone ------------------------------------------------------------------------


def g_email(F, rng):
    f = F[rng.choice(LOCALES)]
    meth = rng.choice(["email", "safe_email", "company_email", "free_email", "ascii_email",
                       "ascii_free_email", "ascii_company_email"])
    return getattr(f, meth)()


def g_phone_us(F, rng):
    return F["en_US"].phone_number()


def g_msisdn(F, rng):
    return F[rng.choice(LOCALES)].msisdn()


def g_phone_gb(F, rng):
    return F["en_GB"].phone_number()


def g_cell_gb(F, rng):
    return F["en_GB"].cellphone_number()


def g_phone_cn(F, rng):
    return F["zh_CN"].phone_number()


def g_phone_cn_fmt(F, rng):
    """CN mobile / landline in the ways people write them (Faker only gives 11 bare digits)."""
    p = F["zh_CN"].phone_number()
    k = rng.randrange(5)
    if k == 0:
        return f"+86 {p[:3]} {p[3:7]} {p[7:]}"
    if k == 1:
        return f"{p[:3]}-{p[3:7]}-{p[7:]}"
    if k == 2:
        return f"+86-{p}"
    area = rng.choice(["010", "021", "020", "0755", "0571", "028", "027", "025"])
    local = str(rng.randrange(2, 9)) + _rs(rng, string.digits, 7 if len(area) == 3 else 7)
    if k == 3:
        return f"{area}-{local}"
    return f"({area}){local[:4]} {local[4:]}" + (f" 转{rng.randrange(100, 9999)}" if rng.random() < 0.5 else "")


PHONES_EN = [g_phone_us, g_phone_us, g_phone_gb, g_cell_gb, g_msisdn]
PHONES_ZH = [g_phone_cn, g_phone_cn, g_phone_cn_fmt, g_phone_cn_fmt]

# --- address ------------------------------------------------------------------------------


def g_street_us(F, rng):
    f = F["en_US"]
    s = f.street_address()
    if rng.random() < 0.35 and not any(k in s for k in ("Apt.", "Suite")):
        s += " " + f.secondary_address()
    return s


def g_street_gb(F, rng):
    f = F["en_GB"]
    if rng.random() < 0.3:
        return f"{f.secondary_address()}, {f.building_number()} {f.street_name()}"
    return f.street_address()


def g_street_cn_faker(F, rng):
    return F["zh_CN"].street_address()


def g_street_cn(F, rng):
    f = F["zh_CN"]
    road = f.street_name()
    no = rng.randrange(1, 999)
    k = rng.randrange(5)
    if k == 0:
        return f"{road}{no}号"
    if k == 1:
        return f"{road}{no}号{rng.randrange(1, 30)}栋{rng.randrange(1, 6)}单元{rng.randrange(1, 33)}0{rng.randrange(1, 5)}室"
    if k == 2:
        return f"{road}{no}号院{rng.randrange(1, 20)}号楼{rng.randrange(1, 28)}0{rng.randrange(1, 6)}"
    if k == 3:
        return f"{road}{no}弄{rng.randrange(1, 60)}号{rng.randrange(1, 20)}0{rng.randrange(1, 4)}室"
    return f"{road}{no}号{f.building_number()}{rng.randrange(2, 30)}楼"


ADDR_EN = [g_street_us, g_street_us, g_street_gb, g_street_gb]
ADDR_ZH = [g_street_cn, g_street_cn, g_street_cn, g_street_cn_faker]

# --- government id ------------------------------------------------------------------------

NI_PREFIXES = ["AB", "CE", "JG", "JK", "KA", "NH", "PE", "RT", "SC", "TW", "WL", "YP", "EH", "HZ"]


def g_ssn(F, rng):
    return F["en_US"].ssn()


def g_itin(F, rng):
    return F["en_US"].itin()


def g_ni_faker(F, rng):
    return F["en_GB"].ssn()


def g_ni(F, rng):
    d = _rs(rng, string.digits, 6)
    p, s = rng.choice(NI_PREFIXES), rng.choice("ABCD")
    return f"{p}{d}{s}" if rng.random() < 0.5 else f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}"


def g_passport_en(F, rng):
    return F[rng.choice(["en_US", "en_GB"])].passport_number()


def g_passport_cn(F, rng):
    if rng.random() < 0.5:
        return F["zh_CN"].passport_number()
    return rng.choice(["E", "EA", "EB", "EC"]) + _rs(rng, string.digits, 8 if rng.random() < 0.5 else 7)


def g_cn_id(F, rng):
    return F["zh_CN"].ssn()


# --- financial ----------------------------------------------------------------------------

CARD_TYPES = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "maestro", "visa16"]


def g_card(F, rng):
    loc = rng.choice(LOCALES)
    types = ["unionpay", "visa", "mastercard"] if loc == "zh_CN" else CARD_TYPES
    return F[loc].credit_card_number(card_type=rng.choice(types + [None]))


def g_card_spaced(F, rng):
    """16-digit card as printed on the card (4-4-4-4), still Luhn-valid."""
    loc = rng.choice(LOCALES)
    types = ["unionpay", "mastercard"] if loc == "zh_CN" else ["visa16", "mastercard", "discover"]
    num = F[loc].credit_card_number(card_type=rng.choice(types))
    sep = rng.choice([" ", "-"])
    return sep.join(num[i:i + 4] for i in range(0, len(num), 4))


def g_unionpay(F, rng):
    num = _luhn_complete(rng.choice(["6222", "6217", "6228", "6214", "6212"]), rng.choice([16, 19]), rng)
    if rng.random() < 0.5:
        return " ".join(num[i:i + 4] for i in range(0, len(num), 4))
    return num


def g_iban(F, rng):
    return F[rng.choice(LOCALES)].iban()


def g_iban_print(F, rng):
    ib = F[rng.choice(LOCALES)].iban()
    return " ".join(ib[i:i + 4] for i in range(0, len(ib), 4))


def g_bban(F, rng):
    return F[rng.choice(LOCALES)].bban()


def g_aba(F, rng):
    return F[rng.choice(LOCALES)].aba()


def g_acct_digits(F, rng):
    return _rs(rng, string.digits, rng.choice([8, 10, 12]))


# --- person name --------------------------------------------------------------------------

CN_COMPOUND = ["欧阳", "司马", "诸葛", "上官", "慕容", "司徒", "东方", "皇甫", "令狐", "夏侯", "尉迟", "公孙"]
CN_GIVEN = ["明轩", "子涵", "雨桐", "浩然", "思琪", "俊杰", "晓峰", "婉清", "嘉怡", "一鸣", "若曦", "志远",
            "静", "磊", "楠", "颖"]


def g_name_en(F, rng):
    f = F[rng.choice(["en_US", "en_GB"])]
    meth = rng.choice(["name", "name", "name_male", "name_female", "name_nonbinary", "first_last",
                       "prefix_last", "name_suffix"])
    if meth == "first_last":
        return f"{f.first_name()} {f.last_name()}"
    if meth == "prefix_last":
        p = f.prefix()
        return f"{p} {f.first_name()} {f.last_name()}" if rng.random() < 0.5 else f"{p} {f.last_name()}"
    if meth == "name_suffix":
        s = f.suffix()
        return f"{f.first_name()} {f.last_name()} {s}".strip()
    return getattr(f, meth)()


def g_name_cn(F, rng):
    f = F["zh_CN"]
    k = rng.randrange(10)
    if k < 6:
        return f.name()
    if k < 8:
        return rng.choice([f.name_male, f.name_female])()
    if k == 8:
        return f.last_name() + f.first_name()
    return rng.choice(CN_COMPOUND) + rng.choice(CN_GIVEN)


def g_name_cn2(F, rng):
    """two-character Chinese names (surname + one-character given name)."""
    f = F["zh_CN"]
    for _ in range(30):
        n = f.name()
        if len(n) == 2:
            return n
    return f.last_name() + rng.choice("静磊楠颖涛婷斌燕")


def g_name_roman(F, rng):
    return F["zh_CN"].romanized_name()


# --- username / home path ----------------------------------------------------------------


def g_user(F, rng):
    """a handle; short ones (often plain words such as 'swan') are drawn again."""
    for _ in range(20):
        u = _g_user(F, rng)
        if len(u) >= 5:
            return u
    return u


def _g_user(F, rng):
    f = F[rng.choice(LOCALES)]
    k = rng.randrange(6)
    if k < 3:
        return f.user_name()
    if k == 3:
        return f"{f.first_name().lower()}_{f.last_name().lower()}" if f is not F["zh_CN"] else \
            f"{f.first_romanized_name().lower()}_{f.last_romanized_name().lower()}{rng.randrange(1, 99)}"
    if k == 4:
        return f.user_name() + rng.choice(["_dev", "-ops", ".x", "_", "88"])
    return F["zh_CN"].romanized_name().replace(" ", "").lower() + str(rng.randrange(1990, 2012))


def g_at_user(F, rng):
    return "@" + g_user(F, rng)


def g_path_user(F, rng):
    f = F[rng.choice(LOCALES)]
    k = rng.randrange(4)
    if k == 0:
        return f.user_name()
    if k == 1:
        return (f.first_name() if f is not F["zh_CN"] else f.first_romanized_name()).lower()
    if k == 2:
        return F["zh_CN"].romanized_name().replace(" ", "").lower()
    return (f"{f.first_name()[0]}{f.last_name()}" if f is not F["zh_CN"] else f.user_name()).lower()


def g_home_nix(F, rng):
    root = rng.choice(["/home/", "/home/", "/Users/"])
    return root + g_path_user(F, rng)


def g_home_win(F, rng):
    u = g_path_user(F, rng)
    if rng.random() < 0.3:
        u = u.capitalize()
    return rng.choice(["C:\\Users\\", "C:\\Users\\", "c:\\Users\\", "D:\\Users\\"]) + u


def g_home_win_fwd(F, rng):
    return "C:/Users/" + g_path_user(F, rng)


def g_home_win_json(F, rng):
    return "C:\\\\Users\\\\" + g_path_user(F, rng)


# --- schedule -----------------------------------------------------------------------------

_WINDOWS = {"m": (5, 9), "e": (19, 24), "d": (11, 18)}


def _clock(F, rng, part):
    t = F[rng.choice(LOCALES)].time_object(end_datetime=END)
    lo, hi = _WINDOWS[part]
    h = lo + t.hour % (hi - lo)
    m = t.minute
    r = rng.random()
    if r < 0.45:
        m = m - m % 15
    elif r < 0.8:
        m = m - m % 5
    return h, m


def g_sched_en(part):
    def gen(F, rng):
        h, m = _clock(F, rng, part)
        h12 = h % 12 or 12
        ap = "am" if h < 12 else "pm"
        k = rng.randrange(11)
        if k == 0:
            return f"{h12}:{m:02d}{ap}"
        if k == 1:
            return f"{h12}:{m:02d} {ap[0]}.m." if m else f"{h12} {ap[0]}.m."
        if k == 2:
            return f"{h12}{ap}" if rng.random() < 0.5 else f"{h12} {ap.upper()}"
        if k == 3:
            return f"{h:02d}:{m:02d}"
        if k == 4:
            return f"{h12}:{m:02d} {ap.upper()}"
        if k == 5:
            return f"half past {EN_HOUR[h12]}"
        if k == 6:
            return f"quarter to {EN_HOUR[(h12 % 12) + 1]}"
        if k == 7:
            return f"{EN_HOUR[h12]} o'clock"
        if k == 8:
            return f"{h12}.{m:02d}{ap}" if m else f"{h12}.15{ap}"
        if k == 9:
            return F[rng.choice(LOCALES)].time(pattern="%H:%M", end_datetime=END) if part == "d" else f"{h}:{m:02d}"
        return f"{EN_HOUR[h12]}-{['fifteen', 'thirty', 'forty-five'][rng.randrange(3)]}"
    return gen


_ZH_PART = {"m": ["早上", "早上", "清晨", "早晨", "凌晨", "上午"], "e": ["晚上", "晚上", "夜里", "晚上"],
            "d": ["下午", "中午", "下午", "上午"]}


def g_sched_zh(part):
    def gen(F, rng):
        h, m = _clock(F, rng, part)
        pre = rng.choice(_ZH_PART[part])
        if pre == "凌晨":
            h = 5
        if pre == "中午":
            h = 12
        h12 = h % 12 or 12
        k = rng.randrange(9)
        if k == 0:
            return f"{pre}{h12}点"
        if k == 1:
            return f"{pre}{h12}点半"
        if k == 2:
            return f"{pre}{cn_hour(h12)}点"
        if k == 3:
            return f"{pre}{cn_hour(h12)}点半"
        if k == 4:
            return f"{pre}{h12}点{m}分" if m else f"{pre}{h12}点一刻"
        if k == 5:
            return f"{h}:{m:02d}"
        if k == 6:
            return f"{pre}{cn_hour(h12)}点{cn_minute(m)}分" if m else f"{pre}{cn_hour(h12)}点三刻"
        if k == 7:
            return f"{cn_hour(h12)}点{rng.choice(['一刻', '半', '三刻', '钟'])}"
        return f"{pre}{h12}:{m:02d}"
    return gen


# --- geo ----------------------------------------------------------------------------------

EN_ESTATE_A = ["Larkspur", "Willowmere", "Ashcombe", "Brambleton", "Foxhollow", "Kestrel Rise",
               "Hazelwood", "Millbrook", "Oakridge", "Stonebridge", "Riverbend", "Thornfield",
               "Copper Beech", "Elmsworth", "Juniper Hill", "Meadowvale", "Wrenfield", "Harrowgate",
               "Silverbirch", "Pennington", "Greyfriars", "Clearwater", "Marston Vale", "Bellhaven"]
EN_ESTATE_B = ["Estate", "Heights", "Park", "Gardens", "Village", "Green", "Commons", "Meadows",
               "Court", "Place", "Grange", "Crossing"]
ZH_ESTATE_A = ["翠湖", "锦绣", "金桂", "碧水", "枫林", "御景", "紫荆", "香樟", "梧桐", "云栖", "泊岸",
               "望江", "丽都", "银杏", "澜庭", "悦府", "融侨", "星河", "和平里", "观澜", "青枫", "怡景"]
ZH_ESTATE_B = ["小区", "花园", "家园", "苑", "华庭", "新村", "雅苑", "名邸", "公馆", "一期", "湾", "嘉园"]


def g_estate_en(F, rng):
    return f"{rng.choice(EN_ESTATE_A)} {rng.choice(EN_ESTATE_B)}"


def g_estate_zh(F, rng):
    a = rng.choice(ZH_ESTATE_A)
    if rng.random() < 0.3:
        a += rng.choice(["东", "西", "南", "北", "湖畔", "半岛"])
    return a + rng.choice(ZH_ESTATE_B)


def _dms(x: float, pos: str, neg: str) -> str:
    h = pos if x >= 0 else neg
    x = abs(x)
    d = int(x)
    mm = (x - d) * 60
    m = int(mm)
    s = (mm - m) * 60
    return f"{d}°{m:02d}'{s:04.1f}\"{h}"


def g_coord(F, rng):
    loc = rng.choice(LOCALES)
    f = F[loc]
    k = rng.randrange(4)
    if k == 0:
        lat, lon = f.latitude(), f.longitude()
    elif k == 1:
        cc = {"en_US": "US", "en_GB": "GB", "zh_CN": "CN"}[loc]
        lat, lon = f.local_latlng(country_code=cc)[:2]
    elif k == 2:
        lat = f.coordinate(center=rng.choice([31.2304, 39.9042, 51.5072, 40.7128, 22.5431]), radius=0.08)
        lon = f.coordinate(center=rng.choice([121.4737, 116.4074, -0.1276, -74.006, 114.0579]), radius=0.08)
    else:
        lat, lon = f.local_latlng()[:2]
    la, lo = float(lat), float(lon)
    n = rng.randrange(6)
    if n == 0:
        return f"{lat}, {lon}"
    if n == 1:
        return f"{lat},{lon}"
    if n == 2:
        return f"({lat}, {lon})"
    if n == 3:
        return f"{_dms(la, 'N', 'S')} {_dms(lo, 'E', 'W')}"
    if n == 4:
        return f"{abs(la):.5f}°{'N' if la >= 0 else 'S'}, {abs(lo):.5f}°{'E' if lo >= 0 else 'W'}"
    return f"{la:.4f} {lo:.4f}"


def g_zip(F, rng):
    f = F["en_US"]
    return rng.choice([f.postcode, f.zipcode, f.zipcode_plus4])()


def g_ukpc(F, rng):
    return F["en_GB"].postcode()


def g_cnpc(F, rng):
    return F["zh_CN"].postcode()


# --- gens that also provide surrounding text (value, extra context) ------------------------


def g_card_full_ctx(F, rng):
    block = F[rng.choice(LOCALES)].credit_card_full()
    lines = block.split("\n")
    num = lines[2].split(" ")[0]
    i = block.index(num)
    return num, {"bpre": block[:i], "bpost": block[i + len(num):]}


def g_address_multi_en(F, rng):
    loc = rng.choice(["en_US", "en_GB"])
    lines = F[loc].address().split("\n")
    keep = 1 if loc == "en_US" else max(1, len(lines) - 2)
    return "\n".join(lines[:keep]), {"arest": "\n" + "\n".join(lines[keep:])}


def g_address_multi_zh(F, rng):
    f = F["zh_CN"]
    pre = f.province() + f.city() + f.district()
    street = f.street_address() if rng.random() < 0.4 else g_street_cn(F, rng)
    return street, {"apre": pre, "arest": " " + f.postcode()}


def g_city_split_zh(F, rng):
    f = F["zh_CN"]
    return g_street_cn(F, rng), {"zprov": f.province(), "zc": f.city(), "zdist": f.district() + "区"}


# ======================================================================================
# templates.  "kind|text": the value generator pool is chosen by kind ("*" when absent).
# {v} is the planted value; other {names} are context fillers (see ctx()).
# ======================================================================================

SPEC: dict[str, dict] = {}

SPEC["secret"] = {
    "gens": {"*": SECRET_TOKENS, "aws": [g_aws_secret], "pem": [g_pem], "url": [g_url_pw],
             "hex": [g_hex_secret, g_b64_secret]},
    "tx": [],
    "tpl": {
        "en": [
            "Heads up: the deploy script still has {v} hard-coded in it, please rotate before the {day} release.",
            "For the record, the token I used for the {prod} integration was {v}. Revoke it once the migration is done.",
            "CI failed because the env var was empty. Setting API_KEY={v} in the runner fixed build {tk}.",
            "Found this in a public gist while triaging ticket {tk}: {v}. Looks live, escalating to security.",
            "Reminder to self: the staging key is {v}, the prod one lives in the vault.",
            "aws|My AWS secret access key is {v}; the access key id is in the shared doc.",
            "aws|aws_secret_access_key = {v}\nregion = eu-west-2",
            "pem|I pasted my deploy key below so you can add it to the box:\n{v}\nLet me know when it works.",
            "pem|Here is the private key that the old Jenkins node used, keep it somewhere safe.\n{v}",
            "url|The connection string is postgres://app_rw:{v}@{host}:{port}/orders, don't commit it.",
            "url|Clone with https://deploy-bot:{v}@git.example.com/acme/infra.git until SSO is fixed.",
            "hex|Webhook signing secret for the {prod} app: WEBHOOK_SECRET={v}",
            "hex|Set client_secret to {v} in the OAuth config and restart the service.",
            "Quick note after the {city} workshop: Authorization: Bearer {v} is what the demo used.",
        ],
        "zh": [
            "提醒一下：部署脚本里还写死了 {v}，{zday}发版前务必轮换。",
            "上次对接{zprod}用的令牌是 {v}，迁移完成后记得作废。",
            "流水线报错是因为变量为空，把 API_KEY={v} 配到 runner 上之后 {tk} 号构建就过了。",
            "排查工单 {tk} 时在公开仓库里发现了这个密钥 {v}，看起来还有效，已上报安全组。",
            "备忘：测试环境的 key 是 {v}，生产的放在保险库里。",
            "aws|我的 AWS 秘密访问密钥是 {v}，访问密钥 ID 在共享文档里。",
            "pem|我把部署用的私钥贴在下面了，帮我加到服务器上：\n{v}\n弄好告诉我一声。",
            "pem|旧的打包机用的就是这把私钥，先存好别外传。\n{v}",
            "url|数据库连接串是 mysql://report:{v}@{host}:3306/bi，别提交到仓库。",
            "url|SSO 修好之前先用 https://ci-bot:{v}@git.example.com/team/app.git 拉代码。",
            "hex|{zprod}机器人的签名密钥：SIGN_SECRET={v}",
            "hex|OAuth 配置里把 client_secret 改成 {v}，然后重启服务。",
        ],
        "mixed": [
            "这个 token 先别删：{v}，等 {prod} 那边 migration 跑完再 revoke。",
            "CI 挂了，原因是 env 里没配 key，我临时加了 OPENAI_API_KEY={v}，记得 rotate。",
            "Security review 发现代码里 hard-code 了 {v}，已经提了 issue #{tk}。",
            "aws|AWS 的 secret key 是 {v}，access key id 我私信发你。",
            "pem|帮我把这个 deploy key 加到 server 上：\n{v}\nthanks!",
            "url|staging 的 DSN：redis://default:{v}@{host}:6379/0，不要 commit。",
            "hex|在 .env 里设置 JWT_SECRET={v} 然后 restart 一下 service。",
            "请把 header 改成 Authorization: Bearer {v} 再 retry 一次。",
            "Note：{zcity}机房的监控用的 token 是 {v}，下周换掉。",
        ],
    },
    "hard": {
        "en": [
            "{v} <- that's the key from the screenshot, please revoke.",
            "Rotated today. Old value for the record: {v}",
            "```\nexport API_TOKEN=\"{v}\"\n```\nOops, that was the real one.",
            "{\"api_key\": \"{v}\", \"region\": \"us-east-1\"}",
            "token:{v}",
            "pem|{v}",
            "url|DATABASE_URL=postgresql://admin:{v}@{host}/main",
            "hex|SECRET_KEY='{v}'",
        ],
        "zh": [
            "{v}——这就是截图里那个密钥，请立即作废。",
            "密钥：{v}。",
            "令牌（{v}）已泄露到日志里了。",
            "「{v}」这个是生产环境的，别乱用",
            "已轮换，旧值留档：{v}",
            "pem|私钥如下\n{v}",
            "hex|密钥={v}，有效期一年。",
            "url|连接地址：postgres://root:{v}@{host}/prod。",
        ],
        "mixed": [
            "{v} 是 prod 的 key，千万别 push。",
            "token：{v}",
            "`{v}`（staging 用的）",
            "用这个 key 调 API：**{v}**",
            "hex|client_secret：{v}。",
            "url|DSN 是 amqp://guest:{v}@{host}:5672/，注意保密",
        ],
    },
}

SPEC["password"] = {
    "gens": {"*": PASSWORDS},
    "tx": [],
    "tpl": {
        "en": [
            "My password for the {prod} admin panel is {v}, please don't share it.",
            "The wifi password at the {city} office is {v} if anyone asks.",
            "Reset done. New password: {v} — change it after first login.",
            "Login for the test account: user qa-runner, pw={v}",
            "I keep forgetting it, so writing it down: the password is {v}.",
            "For the shared printer portal use password {v}; the username is on the sticker.",
            "My passphrase for the backup drive is {v}, in case I lose my notes.",
            "Temporary password issued on {date}: {v}. It expires in 24 hours.",
            "Could you update the vault? The router's admin password is now {v}.",
            "config:\n  db_user: app\n  db_password: {v}\n  pool: {n}",
        ],
        "zh": [
            "我{zprod}后台的密码是{v}，别告诉别人。",
            "{zcity}办公室的无线网密码是 {v}，有人问就告诉他。",
            "已重置，新密码：{v}，首次登录后请修改。",
            "测试账号 qa-runner，密码 {v}",
            "老是记不住，记一下：密码是{v}。",
            "打印机管理页面的登录密码为 {v}，用户名贴在机器上。",
            "移动硬盘的口令是 {v}，怕笔记丢了先写这里。",
            "{zdate}发的临时密码：{v}，24小时内有效。",
            "路由器管理员密码已经改成 {v} 了，麻烦更新一下密码本。",
            "保险箱的密码是{v}",
        ],
        "mixed": [
            "{prod} admin 的 password 是 {v}，别外传。",
            "wifi 密码是 {v}，guest 网络不用密码。",
            "reset 之后的新 password：{v}，login 后记得改。",
            "测试账号 qa-runner / pw={v}",
            "备份盘的 passphrase 是 {v}，记在这里以防万一。",
            "db_password: {v}  # 临时的，下周换",
            "VPN 的登录密码改成了 {v}，明天生效。",
        ],
    },
    "hard": {
        "en": [
            "password:{v}",
            "pw: {v}",
            "\"password\": \"{v}\"",
            "Password — {v}",
            "PASSWORD={v}\nUSER=svc_backup",
            "I set the password to `{v}`.",
        ],
        "zh": [
            "密码是{v}。",
            "密码：{v}",
            "（密码{v}）",
            "登录密码「{v}」，勿外传",
            "口令:{v}，有效期一天。",
            "新密码——{v}",
        ],
        "mixed": [
            "password：{v}",
            "密码 pw={v}。",
            "`{v}` 就是 root 的密码",
            "PASS={v}（prod）",
            "我的 passphrase「{v}」",
        ],
    },
}

SPEC["email"] = {
    "gens": {"*": [g_email]},
    "tx": [t_zero_width],
    "tpl": {
        "en": [
            "Please send the signed NDA to {v} before {day}.",
            "You can reach me at {v} if the {prod} invite doesn't arrive.",
            "My new work email is {v}; the old one will bounce after {date}.",
            "Bug {tk}: password reset mail never reached {v}, spam folder checked too.",
            "Add {v} to the billing contacts so invoices go to the right place.",
            "I signed up for the {city} meetup with {v}, so the ticket should be there.",
            "From: {v}\nSubject: Re: sprint demo\nLooks good to me, ship it.",
            "Could you cc {v} on the incident summary for ticket {tk}?",
            "The account recovery address on file is {v}, which I no longer check.",
            "Forwarding rule: anything from the auditors should also go to {v}.",
        ],
        "zh": [
            "签好的保密协议请在{zday}前发到 {v}。",
            "如果{zprod}邀请没收到，可以发邮件到 {v} 找我。",
            "我的新工作邮箱是 {v}，旧邮箱{zdate}以后停用。",
            "工单 {tk}：重置密码的邮件一直没有发到 {v}，垃圾箱也看过了。",
            "请把 {v} 加到账单联系人里，发票就不会发错了。",
            "报名{zcity}线下活动用的是 {v}，门票应该会发到这个邮箱。",
            "事故复盘报告麻烦抄送一份给 {v}。",
            "账号绑定的找回邮箱是 {v}，这个我已经不怎么看了。",
            "有问题请联系我的邮箱{v}，工作日一般当天回复。",
        ],
        "mixed": [
            "NDA 签好后发到 {v}，{zday}之前就行。",
            "我的 email 换成 {v} 了，老的 {date} 之后就 bounce。",
            "password reset 邮件没收到，邮箱是 {v}，请帮忙查一下 log。",
            "把 {v} 加进 mailing list，谢谢~",
            "cc 一下 {v}，她负责{zcity}那边的 billing。",
            "Jira 通知都发到 {v} 这个地址了。",
            "From: {v}\n主题：Re: sprint review\n没问题，可以上线。",
        ],
    },
    "hard": {
        "en": [
            "{v} is the address to use from now on.",
            "Contact: <{v}>",
            "email:{v}",
            "[Write to me](mailto:{v})",
            "Send it to \"{v}\".",
            "Reply-To:{v}\nX-Priority: 3",
            "last line of the form: {v}",
        ],
        "zh": [
            "邮箱：{v}。",
            "（邮箱{v}）",
            "{v}是我的常用邮箱",
            "请发送至「{v}」",
            "联系方式:{v}，电话另告。",
            "收件人{v}，主题写报销。",
        ],
        "mixed": [
            "email：{v}",
            "{v}（工作邮箱）",
            "[点这里发邮件](mailto:{v})",
            "我的 Gmail 是{v}，别发 QQ 邮箱",
            "邮件地址 <{v}>",
        ],
    },
}

SPEC["phone"] = {
    "gens": {"*": PHONES_EN + PHONES_ZH, "en": PHONES_EN, "zh": PHONES_ZH},
    "tx": [t_fullwidth, t_zero_width],
    "tpl": {
        "en": [
            "en|Call me on {v} if the courier can't find the gate.",
            "en|My mobile is {v}, texts are better than calls during the day.",
            "en|Ticket {tk}: customer asked for a callback at {v} about the refund.",
            "en|The emergency contact number we have on file is {v}.",
            "en|New number from {date}: {v}. Please update the on-call sheet.",
            "en|If the {prod} alert fires, ring {v} and leave a voicemail.",
            "en|Phone: {v}\nPreferred contact: SMS",
            "zh|When I'm in {zcity} I use my Chinese number, {v}.",
            "*|Reachable at {v} until {day}, then back to email.",
            "en|For the dentist I gave {v} as the contact number.",
        ],
        "zh": [
            "zh|快递找不到门的话打我电话 {v}。",
            "zh|我的手机号是{v}，白天最好发短信。",
            "zh|工单 {tk}：客户希望回拨 {v}，咨询退款进度。",
            "zh|档案里的紧急联系电话是 {v}。",
            "zh|{zdate}起换号了，新号码 {v}，请更新值班表。",
            "zh|{zprod}告警响了就打 {v}，没人接就留言。",
            "zh|电话：{v}\n首选联系方式：微信",
            "en|我在英国的时候用这个号码：{v}。",
            "*|{zday}之前都可以打 {v} 找我。",
            "zh|预约挂号时留的联系电话是{v}。",
        ],
        "mixed": [
            "zh|快递 call 不通就打 {v}，我在家。",
            "zh|我的 mobile 是 {v}，微信同号。",
            "en|英国那边的 contact number 是 {v}，有时差注意一下。",
            "*|on-call 电话：{v}，{zday}值班。",
            "zh|customer 要求回拨 {v}，跟进一下 refund。",
            "zh|新号码 {v}，old number 下个月停用。",
            "en|Please call {v}，找 front desk 也行。",
        ],
    },
    "hard": {
        "en": [
            "en|{v} — that's the number to call.",
            "en|Tel:{v}",
            "en|(mobile: {v})",
            "en|Call me: {v}",
            "en|Ring the flat on \"{v}\" when you arrive.",
            "zh|My Beijing mobile is {v}.",
        ],
        "zh": [
            "zh|电话{v}。",
            "zh|手机：{v}。",
            "zh|{v}是我的新号码",
            "zh|联系方式（{v}）",
            "zh|请拨打「{v}」找我",
            "zh|手机号:{v}，微信同号",
            "en|英国号码：{v}",
        ],
        "mixed": [
            "zh|Tel：{v}",
            "*|{v}（mobile）",
            "zh|WeChat 同号{v}。",
            "*|phone number 是 **{v}**",
            "en|UK 的号码{v}，晚上打",
        ],
    },
}

SPEC["address"] = {
    "gens": {"en": ADDR_EN, "zh": ADDR_ZH, "en_multi": [g_address_multi_en],
             "zh_multi": [g_address_multi_zh], "zh_split": [g_city_split_zh]},
    "tx": [t_addr_break, t_fullwidth],
    "tpl": {
        "en": [
            "en|I moved last month, so the new delivery address is {v}, {city}.",
            "en|Please ship the replacement laptop to {v} and mark it fragile.",
            "en|Home address for the insurance form: {v}. The postcode is on the letter.",
            "en|The party is at my place, {v}; just ring the bell twice.",
            "en|Billing address on the card is {v}, which is why the payment was declined.",
            "en|Parcel {tk} went to {v} instead of the office.",
            "en_multi|Shipping label as printed:\n{v}{arest}",
            "en_multi|Send the hard copy to me at\n{v}{arest}\nThanks!",
            "en|My mum still lives at {v} in case the post gets forwarded there.",
            "en|Registered address: {v}, {city}.",
        ],
        "zh": [
            "zh|我上个月搬家了，新的收货地址是{zcity}{v}。",
            "zh|替换的电脑请寄到{v}，备注易碎。",
            "zh|保险表上填的家庭住址：{zcity}{v}。",
            "zh|聚会在我家，地址{v}，到了按两下门铃。",
            "zh|包裹 {tk} 被送到了{v}，不是公司。",
            "zh_multi|寄件单上写的是：{apre}{v}{arest}",
            "zh_multi|发票请邮寄到{apre}{v}，邮编见后{arest}",
            "zh_split|家住{zprov}{zc}{zdist}{v}，周末都在。",
            "zh|我爸妈还住在{zcity}{v}，信件可能会转到那边。",
            "zh|户口登记地址：{v}。",
        ],
        "mixed": [
            "zh|新的 shipping address 是{zcity}{v}，麻烦更新一下。",
            "en|我在英国的 address：{v}, {city}。",
            "zh|快递寄到{v}，note 里写上易碎。",
            "en|Billing address 填的是 {v}，所以 payment 被拒了。",
            "zh_multi|label 上印的是{apre}{v}{arest}",
            "en_multi|寄到这里：\n{v}{arest}",
            "zh|party 在我家，{v}，到了 call 我。",
        ],
    },
    "hard": {
        "en": [
            "en|{v} is where I live now.",
            "en|Deliver to: {v}",
            "en|Address:{v}, {city}",
            "en|\"{v}\" — please double-check the house number.",
            "en|(home: {v})",
            "zh|When in China, post it to {v}, {zcity}.",
        ],
        "zh": [
            "zh|地址：{v}。",
            "zh|{v}，就是我家",
            "zh|（住址：{zcity}{v}）",
            "zh|收件地址「{v}」",
            "zh|送到{v}就行",
            "zh_split|{zprov}{zc}{zdist}{v}",
        ],
        "mixed": [
            "zh|Address：{v}。",
            "en|地址是 {v}, {city}",
            "zh|**{v}**（home）",
            "zh|寄到{v}，thanks",
        ],
    },
}

SPEC["government_id"] = {
    "gens": {"ssn": [g_ssn, g_ssn, g_itin], "ni": [g_ni, g_ni, g_ni_faker], "pp": [g_passport_en],
             "cnid": [g_cn_id], "cnpp": [g_passport_cn]},
    "tx": [t_fullwidth, t_zero_width],
    "tpl": {
        "en": [
            "ssn|My social security number is {v}; the payroll form keeps rejecting it.",
            "ssn|SSN on the W-2 is {v}, please check it against the HR record.",
            "ssn|For the tax filing I used ITIN/SSN {v}.",
            "ni|My National Insurance number is {v}, new employer needs it by {day}.",
            "ni|NI number: {v} (from the P60).",
            "pp|Passport number {v}, expiring in two years, for the {city} conference visa letter.",
            "pp|The airline wants my passport no. again: {v}.",
            "cnid|For the Shanghai hotel I had to give my resident ID, {v}.",
            "ssn|Identity check failed because I typed {v} with a typo the first time.",
            "ni|HMRC letter references National Insurance No. {v}.",
        ],
        "zh": [
            "cnid|我的身份证号是{v}，办卡的时候要用。",
            "cnid|实名认证失败，身份证号码 {v} 提示格式不对。",
            "cnid|酒店入住登记的身份证：{v}。",
            "cnid|社保查询需要身份证号 {v}，麻烦帮我核对一下。",
            "cnpp|护照号码 {v}，签证材料里要填。",
            "cnpp|我的护照号是{v}，下个月过期。",
            "cnid|报名{zcity}马拉松填的证件号码为{v}。",
            "ssn|在美国工作时的社会安全号是 {v}。",
            "cnid|公积金提取表上身份证号码写的{v}，请核对。",
            "cnid|公民身份号码：{v}",
        ],
        "mixed": [
            "cnid|身份证号 {v}，KYC 流程要上传。",
            "ssn|我的 SSN 是 {v}，payroll 系统一直报错。",
            "cnpp|passport number：{v}，机票要用。",
            "ni|UK 的 National Insurance number 是 {v}。",
            "cnid|ID card number {v}，请帮我 double check。",
            "pp|签证 form 里的 passport no. 填的是 {v}",
            "cnid|实名认证用的 ID：{v}，review 通过了。",
        ],
    },
    "hard": {
        "en": [
            "ssn|{v} is my SSN.",
            "ssn|SSN:{v}",
            "ni|(NINO {v})",
            "pp|Passport: \"{v}\"",
            "ssn|Social Security No. — {v}",
            "cnid|Chinese ID card: {v}",
        ],
        "zh": [
            "cnid|身份证{v}。",
            "cnid|{v}是我的身份证号",
            "cnid|（身份证号：{v}）",
            "cnpp|护照「{v}」",
            "cnid|证件号码:{v}，请妥善保管。",
            "cnid|身份证号码\n{v}",
        ],
        "mixed": [
            "cnid|ID：{v}",
            "ssn|SSN（{v}）",
            "cnid|身份证 **{v}**",
            "cnpp|Passport 号{v}。",
        ],
    },
}

SPEC["financial"] = {
    "gens": {"card": [g_card, g_card, g_card_spaced], "cup": [g_unionpay, g_card],
             "iban": [g_iban, g_iban, g_iban_print], "bban": [g_bban, g_acct_digits],
             "aba": [g_aba], "full": [g_card_full_ctx]},
    "tx": [t_fullwidth, t_zero_width],
    "tpl": {
        "en": [
            "card|Charge it to my card {v}, expiry is on the back of the receipt.",
            "card|The hotel has my credit card number, {v}, for the deposit.",
            "card|Dispute filed for card {v}: two charges from the {city} store.",
            "iban|Please wire the deposit to IBAN {v}, reference INV-{tk}.",
            "iban|My salary account IBAN is {v}.",
            "bban|Bank account number {v}, sort code on the paying-in slip.",
            "aba|Direct deposit form: routing number {v}, checking account.",
            "aba|The ABA routing number for my credit union is {v}.",
            "full|Copied from the order form by mistake:\n{bpre}{v}{bpost}Please purge it from the log.",
            "card|I saved {v} as the default payment method in {prod}.",
        ],
        "zh": [
            "cup|工资卡卡号{v}，请财务打款。",
            "cup|退款请原路退回到银行卡 {v}。",
            "cup|我的信用卡号是 {v}，账单日每月5号。",
            "card|酒店押金用的卡号：{v}。",
            "iban|汇款请打到 IBAN {v}，附言写订单号 {tk}。",
            "bban|收款账号 {v}，开户行在表格里。",
            "aba|美国账户的 routing number（ABA）是 {v}。",
            "full|不小心把订单表里的内容贴进来了：\n{bpre}{v}{bpost}请从日志里删掉。",
            "cup|报销打款账户：{v}（招商银行）",
            "cup|这张卡 {v} 被盗刷了两笔，已经挂失。",
        ],
        "mixed": [
            "cup|refund 请退到卡号 {v}。",
            "card|credit card number 是 {v}，帮我订一下酒店。",
            "iban|wire transfer 到 IBAN {v}，reference 写 {tk}。",
            "aba|routing number：{v}，checking account。",
            "bban|bank account {v}，开户行是{zcity}分行。",
            "full|form 里复制出来的：\n{bpre}{v}{bpost}记得删掉",
            "cup|把默认 payment method 改成 {v} 这张卡。",
        ],
    },
    "hard": {
        "en": [
            "card|{v} is the card on file.",
            "card|card:{v}",
            "iban|IBAN: \"{v}\"",
            "aba|(routing {v})",
            "card|Card number — {v}",
            "bban|Acct no.:{v}",
        ],
        "zh": [
            "cup|卡号{v}。",
            "cup|{v}是我的工资卡",
            "cup|（银行卡：{v}）",
            "iban|账户「{v}」",
            "cup|信用卡号:{v}，有效期另告。",
            "bban|账号：{v}",
        ],
        "mixed": [
            "cup|card number：{v}",
            "iban|IBAN（{v}）",
            "cup|卡号 **{v}**",
            "card|信用卡{v}，thanks",
        ],
    },
}

SPEC["person_name"] = {
    "gens": {"en": [g_name_en], "zh": [g_name_cn, g_name_cn, g_name_cn2], "zh2": [g_name_cn2],
             "rom": [g_name_roman], "en_poss": [g_name_en]},
    "tx": [t_lower, t_upper, t_lower],
    "tpl": {
        "en": [
            "en|My name is {v} and I'm the new on-call lead for payments.",
            "en|Please add {v} to the {prod} workspace; she starts on {day}.",
            "en|I had lunch with {v} yesterday and we agreed to pair on the parser.",
            "en|Contact person for the {city} lease: {v}.",
            "en|Forwarding this on behalf of {v}, who is out until {date}.",
            "en|The referee on my application is {v}, my former manager.",
            "en_poss|Picked up {v}'s laptop from the repair shop, it's on my desk.",
            "en|Signed,\n{v}",
            "rom|My colleague {v} from the Shenzhen office will join the call.",
            "en|Dear {v}, thanks for the quick turnaround on ticket {tk}.",
        ],
        "zh": [
            "zh|我叫{v}，是支付组新的值班负责人。",
            "zh|请把{v}拉进{zprod}群，她{zday}入职。",
            "zh|昨天和{v}一起吃了午饭，说好一起改解析器。",
            "zh|租房的联系人：{v}，电话另发。",
            "zh|代{v}转发一下，他{zdate}之前都在休假。",
            "zh|我的推荐人是{v}，以前的直属领导。",
            "zh|落款：\n{v}",
            "en|我的新同事叫{v}，从伦敦调过来的。",
            "zh|{v}明天下午来拿钥匙，麻烦前台留一下。",
            "zh|家长姓名：{v}，与学生关系：母亲。",
        ],
        "mixed": [
            "zh|我叫{v}，是 payments team 新的 on-call lead。",
            "en|请把 {v} 加到 {prod} workspace，他{zday}入职。",
            "zh|review 找{v}，她对这块 code 最熟。",
            "rom|Shenzhen office 的 {v} 会参加这个 call。",
            "en|contact person 是 {v}，负责{zcity}的 lease。",
            "zh|代{v} forward 一下这封邮件。",
            "en_poss|{v}'s laptop 已经修好了，在我桌上。",
        ],
    },
    "hard": {
        "en": [
            "en|{v} asked me to move the retro to Thursday.",
            "en|Thanks again, {v}",
            "en|Owner:{v}",
            "en|cc: \"{v}\"",
            "en_poss|Is that {v}'s handwriting on the form?",
            "zh|Please loop in {v} from the Chengdu team.",
            "zh2|Met {v} at the airport.",
        ],
        "zh": [
            "zh|{v}说明天的复盘改到周四。",
            "zh|谢谢{v}。",
            "zh2|找{v}签字",
            "zh|联系人：{v}（财务）",
            "zh|「{v}」的工位在三楼",
            "zh2|麻烦{v}把合同发我，法务会审一下。",
            "en|项目负责人是{v}，英国籍。",
        ],
        "mixed": [
            "zh|owner：{v}",
            "en|这个 PR 是{v}提的",
            "zh|cc {v}，thanks",
            "zh2|@所有人 {v}今天请假",
            "en|{v}（UK office）明天到",
        ],
    },
}

SPEC["username"] = {
    "gens": {"*": [g_user], "at": [g_at_user]},
    "tx": [t_zero_width],
    "tpl": {
        "en": [
            "My username on the forum is {v}, same as on GitHub.",
            "at|Ping {v} in the channel if the nightly build breaks again.",
            "Log in as {v}; the password reset link goes to the team inbox.",
            "at|Shout-out to {v} for finding the race condition in ticket {tk}.",
            "The SSH login for the bastion is {v}, key-based only.",
            "I registered for {prod} with the handle {v} back in 2019.",
            "at|Follow me at {v} for the conference live notes.",
            "Account locked: user {v} exceeded login attempts at the {city} kiosk.",
            "My gamer tag is {v}, add me for the Friday session.",
        ],
        "zh": [
            "我在论坛的用户名是 {v}，跟 GitHub 上一样。",
            "at|夜间构建再挂就在群里 {v} 一下。",
            "用 {v} 这个账号登录，重置密码的链接会发到组邮箱。",
            "at|感谢 {v} 找到了工单 {tk} 里的竞态问题。",
            "跳板机的登录名是 {v}，只能用密钥登录。",
            "我的微信号是{v}，加的时候备注一下公司。",
            "at|我的微博是 {v}，会直播大会笔记。",
            "账号已锁定：用户 {v} 登录失败次数过多。",
            "游戏 ID：{v}，周五开黑加我。",
        ],
        "mixed": [
            "我的 GitHub username 是 {v}。",
            "at|build 挂了就 ping {v}。",
            "用 {v} login，密码找 admin 要。",
            "at|thanks {v} 修了这个 bug！",
            "SSH 登录用户名：{v}",
            "我的 handle 是 {v}，Twitter 和 B站都一样。",
            "at|有问题 @ 我：{v}",
        ],
    },
    "hard": {
        "en": [
            "at|{v} can you take a look?",
            "username:{v}",
            "login: `{v}`",
            "at|cc {v}",
            "(user {v})",
            "Handle — \"{v}\"",
        ],
        "zh": [
            "用户名：{v}。",
            "at|{v}，请看一下。",
            "账号「{v}」",
            "微信号:{v}",
            "at|抄送{v}",
            "（登录名{v}）",
        ],
        "mixed": [
            "at|{v} 帮忙 review 一下",
            "username：{v}",
            "GitHub ID（{v}）",
            "at|谢谢{v}！",
        ],
    },
}

SPEC["home_path"] = {
    "gens": {"nix": [g_home_nix], "win": [g_home_win, g_home_win, g_home_win_fwd],
             "json": [g_home_win_json]},
    "tx": [],
    "tpl": {
        "en": [
            "nix|The script can't find {v}{tailn}, so the import step fails.",
            "nix|I keep my notes in {v}{tailn} and sync them nightly.",
            "win|Installer log is at {v}{tailw} if you want to look.",
            "win|Error: access denied writing to {v}{tailw}",
            "nix|Traceback (most recent call last):\n  File \"{v}{tailn}\", line 42, in <module>",
            "nix|Please run `cd {v}{tailn}` before the build, the relative paths assume it.",
            "win|My VS Code settings live under {v}{tailw}.",
            "nix|Backup job copies {v}{tailn} to the NAS every {day}.",
            "json|The config has \"workdir\": \"{v}\\\\Projects\\\\api\" which breaks on the CI box.",
        ],
        "zh": [
            "nix|脚本找不到 {v}{tailn}，导入那一步就失败了。",
            "nix|我的笔记都放在 {v}{tailn}，每晚同步一次。",
            "win|安装日志在 {v}{tailw}，可以看看。",
            "win|报错：没有权限写入 {v}{tailw}",
            "nix|构建前先执行 cd {v}{tailn}，相对路径是按这个写的。",
            "win|我的 VS Code 配置在 {v}{tailw} 下面。",
            "nix|备份任务每{zday}把 {v}{tailn} 拷到 NAS 上。",
            "nix|错误日志：文件 \"{v}{tailn}\" 第 42 行出错。",
            "json|配置里写的是 \"workdir\": \"{v}\\\\Projects\\\\api\"，在 CI 上会出错。",
        ],
        "mixed": [
            "nix|script 找不到 {v}{tailn}，import 失败。",
            "win|installer log 在 {v}{tailw}。",
            "nix|build 之前先 cd {v}{tailn}。",
            "win|Error：access denied，路径是 {v}{tailw}",
            "nix|Traceback 指向 {v}{tailn} 第 42 行。",
            "json|config 里 \"workdir\": \"{v}\\\\Projects\\\\api\" 在 CI 上会挂。",
        ],
    },
    "hard": {
        "en": [
            "nix|{v}{tailn} is missing.",
            "nix|cwd={v}",
            "win|Path:{v}{tailw}",
            "nix|see `{v}`",
            "win|(\"{v}\")",
            "nix|export PATH=\"{v}/.local/bin:$PATH\"",
        ],
        "zh": [
            "nix|路径：{v}{tailn}。",
            "nix|当前目录是{v}",
            "win|文件在{v}{tailw}里",
            "win|（{v}）",
            "nix|{v}{tailn}不见了",
        ],
        "mixed": [
            "nix|path：{v}",
            "win|日志 `{v}{tailw}`",
            "nix|{v}{tailn} 不存在",
            "win|输出目录「{v}」",
        ],
    },
}

SPEC["schedule"] = {
    "gens": {"em": [g_sched_en("m")], "ee": [g_sched_en("e")], "ed": [g_sched_en("d")],
             "zm": [g_sched_zh("m")], "ze": [g_sched_zh("e")], "zd": [g_sched_zh("d")]},
    "tx": [t_fullwidth],
    "tpl": {
        "en": [
            "em|I usually wake at {v}, so morning stand-ups are fine for me.",
            "em|My alarm goes off at {v} on weekdays, even in winter.",
            "em|I walk the dog at {v} every morning before work.",
            "ee|I go to bed around {v}, please don't message after that.",
            "ee|Every evening at {v} I do a short language lesson.",
            "ed|I pick my son up from school at {v} on weekdays.",
            "ed|I take my medication at {v} every day, set a reminder if we're travelling.",
            "em|Gym is at {v} Monday to Friday, so I'm online from nine.",
            "ee|My shift ends at {v}, I can review PRs after that.",
            "ed|Lunch is always at {v} for me; book meetings around it.",
        ],
        "zh": [
            "zm|我一般{v}起床，早上的站会没问题。",
            "zm|工作日闹钟定在{v}，冬天也一样。",
            "zm|每天{v}遛狗，然后去上班。",
            "ze|我{v}睡觉，之后别发消息了。",
            "ze|每天{v}练半小时口语。",
            "zd|工作日{v}去学校接孩子。",
            "zd|我每天{v}吃药，出差的时候提醒我一下。",
            "zm|周一到周五{v}去健身房，九点以后在线。",
            "ze|我的班{v}结束，之后可以看 PR。",
            "zm|每天{v}跑步，雷打不动。",
        ],
        "mixed": [
            "zm|我一般{v}起床，morning standup 没问题。",
            "em|alarm 定在 {v}，weekday 都一样。",
            "ze|{v}之后就睡了，别 ping 我。",
            "ee|每天 {v} 上 Duolingo 练一会儿。",
            "zd|工作日{v}接孩子，meeting 别约这个点。",
            "ed|lunch 固定 {v}，book 会议避开。",
            "zm|每天{v}去 gym，九点以后 online。",
        ],
    },
    "hard": {
        "en": [
            "em|{v} wake-up, every single day.",
            "ee|Bedtime: {v}",
            "em|up at {v}",
            "ed|(school run at {v})",
            "em|Alarm:{v}",
            "em|On weekdays I get up at {v}.",
        ],
        "zh": [
            "zm|{v}起床。",
            "ze|睡觉时间：{v}",
            "zd|每天{v}游泳",
            "zd|（{v}接孩子）",
            "ze|「{v}」准时上床",
            "em|每天{v}起",
        ],
        "mixed": [
            "zm|wake up：{v}",
            "ee|{v} 睡觉",
            "zd|每天{v}吃药，remind 我",
            "ze|bedtime 是{v}。",
        ],
    },
}

SPEC["geo"] = {
    "gens": {"coord": [g_coord], "zip": [g_zip], "uk": [g_ukpc], "cnpc": [g_cnpc],
             "est": [g_estate_en], "zest": [g_estate_zh]},
    "tx": [t_fullwidth],
    "tpl": {
        "en": [
            "coord|My house is at {v}, the drone delivery needs exact coordinates.",
            "coord|Pin for the cabin we rented: {v}. No signal past the gate.",
            "coord|I park at {v} every morning before the ferry.",
            "zip|My ZIP code is {v}, the checkout form keeps rejecting it.",
            "zip|We moved to {v} last spring, closer to my parents.",
            "uk|Postcode for my flat is {v}, use it for the taxi.",
            "uk|The council says my postcode {v} is in the new bin zone.",
            "est|I live on the {v} development, the one behind the garden centre.",
            "est|Our house is in {v}; the gate code is on the fridge.",
            "cnpc|My parents' postal code in China is {v}.",
        ],
        "zh": [
            "coord|我家的坐标是 {v}，无人机送货要精确位置。",
            "coord|租的民宿定位：{v}，过了大门就没信号。",
            "cnpc|我家的邮编是{v}，下单时别填错。",
            "cnpc|寄到老家，邮政编码 {v}。",
            "zest|我住在{v}，就在地铁站旁边。",
            "zest|我家小区叫{v}，快递放门卫就行。",
            "zest|周末在{v}门口集合，我下楼就到。",
            "zip|美国那边的邮编是 {v}。",
            "uk|我在英国住的地方邮编是 {v}。",
            "coord|每天早上在 {v} 这个位置停车。",
        ],
        "mixed": [
            "coord|我家的 location 是 {v}，drone 送货要用。",
            "cnpc|postcode 填 {v}，别填错。",
            "zest|我住{v}，离 metro 站很近。",
            "zip|US 的 ZIP code 是 {v}。",
            "uk|UK postcode：{v}，给 taxi 用。",
            "est|我在英国住 {v}，离 city centre 不远。",
            "zest|小区名字是{v}，快递放 locker。",
        ],
    },
    "hard": {
        "en": [
            "coord|{v} — that's my back garden.",
            "zip|ZIP:{v}",
            "uk|(postcode {v})",
            "coord|geo:{v}",
            "est|\"{v}\" is where we live.",
            "zest|My in-laws live in {v}, Hangzhou.",
        ],
        "zh": [
            "cnpc|邮编{v}。",
            "zest|住在{v}。",
            "zest|「{v}」三号楼",
            "coord|坐标：{v}",
            "cnpc|（邮编：{v}）",
            "zest|{v}是我家小区",
        ],
        "mixed": [
            "coord|location：{v}",
            "zest|home 在{v}",
            "cnpc|邮编 **{v}**",
            "uk|postcode（{v}）",
        ],
    },
}

# compact cases where the value sits between two Chinese characters, with no space
for _cat, _tpls in {
    "phone": ["zh|请打{v}找我", "zh|手机{v}随时可以联系"],
    "email": ["发到{v}即可", "邮箱{v}已验证"],
    "person_name": ["zh|今天{v}值班", "rom|同事{v}说"],
    "government_id": ["cnid|身份证号{v}已登记"],
    "financial": ["cup|卡号{v}已挂失"],
    "username": ["用户名{v}已注册"],
    "schedule": ["zm|每天{v}起床跑步"],
    "geo": ["zest|家住{v}附近", "cnpc|邮编{v}的地区"],
    "address": ["zh|寄到{v}谢谢"],
    "password": ["密码{v}别忘了"],
    "secret": ["密钥{v}已泄露"],
    "home_path": ["nix|目录{v}下面"],
}.items():
    SPEC[_cat]["hard"]["zh"].extend(_tpls)


# ======================================================================================
# building the planted samples
# ======================================================================================

_KIND = re.compile(r"^([\w*]+)\|")


def _split_kind(tpl: str) -> tuple[str, str]:
    m = _KIND.match(tpl)
    return (m.group(1), tpl[m.end():]) if m else ("*", tpl)


def _fakers() -> dict[str, Faker]:
    F = {}
    for i, loc in enumerate(LOCALES):
        f = Faker(loc)
        f.seed_instance(8100 + i)
        F[loc] = f
    return F


def _check_templates() -> int:
    n = 0
    for cat in CATEGORIES:
        spec = SPEC[cat]
        for group in ("tpl", "hard"):
            for lang in LANGS:
                for tpl in spec[group][lang]:
                    kind, body = _split_kind(tpl)
                    assert kind in spec["gens"], (cat, tpl)
                    assert body.count("{v}") == 1, (cat, tpl)
                    n += 1
    return n


def samples() -> list[Sample]:
    F = _fakers()
    rng = random.Random(8177)
    out: list[Sample] = []
    seen: set[str] = set()
    for cat in CATEGORIES:
        spec = SPEC[cat]
        for lang in LANGS:
            got = tries = 0
            while got < N_PER_CELL:
                tries += 1
                assert tries < N_PER_CELL * 20, (cat, lang)
                hard = rng.random() < HARD_SHARE
                kind, body = _split_kind(rng.choice(spec["hard" if hard else "tpl"][lang]))
                res = rng.choice(spec["gens"][kind])(F, rng)
                value, extra = (res if isinstance(res, tuple) else (res, {}))
                if hard and spec["tx"] and rng.random() < 0.4:
                    value = rng.choice(spec["tx"])(value, rng)
                c = ctx(rng)
                c.update(extra)
                text, s, e = fill(body, value, c)
                if len(value) < 2 or text.count(value) != 1 or text in seen:
                    continue
                seen.add(text)
                out.append(Sample(text, cat, lang, s, e))
                got += 1
    return out


# ======================================================================================
# benign texts (nothing personal; many look-alikes)
# ======================================================================================

HOLIDAYS = ["Christmas Day", "New Year's Day", "Easter Monday", "Thanksgiving", "Labor Day",
            "the August bank holiday", "Boxing Day", "Independence Day"]
ZH_HOLIDAYS = ["国庆节", "春节", "清明节", "劳动节", "端午节", "中秋节", "元旦"]
COUNTRIES = ["Germany", "Japan", "Brazil", "Canada", "Australia", "India", "Mexico", "Singapore"]
ZH_COUNTRIES = ["德国", "日本", "巴西", "加拿大", "澳大利亚", "印度", "新加坡", "泰国"]


def _order16(rng: random.Random) -> str:
    while True:
        s = str(rng.randrange(10**15, 10**16))
        if not _luhn_ok(s):
            return s


def bctx(rng: random.Random, zco: Faker) -> dict[str, str]:
    c = ctx(rng)
    c.update({
        "city2": rng.choice(EN_CITIES),
        "zcity2": rng.choice(ZH_CITIES),
        "sha": _rs(rng, "0123456789abcdef", 40),
        "sha7": _rs(rng, "0123456789abcdef", 7),
        "sha256": _rs(rng, "0123456789abcdef", 64),
        "uuid": str(__import__("uuid").UUID(int=rng.getrandbits(128), version=4)),
        "order16": _order16(rng),
        "price": f"${rng.randrange(5, 5000)}.{rng.randrange(100):02d}",
        "price2": f"£{rng.randrange(100, 90000):,}",
        "cprice": f"{rng.randrange(50, 90000)}元",
        "cprice2": f"¥{rng.randrange(1000, 500000):,}",
        "qty": str(rng.randrange(120, 9800)),
        "qty2": str(rng.randrange(18, 90)),
        "n2": str(rng.randrange(9, 15)),
        "pct": str(rng.randrange(3, 60)),
        "q": str(rng.randrange(1, 5)),
        "year": str(rng.choice([2024, 2025])),
        "tk2": str(rng.randrange(1000, 99999)),
        "dur": rng.choice(["45 minutes", "two hours", "90 seconds", "about a day", "3 weeks",
                           "12 minutes", "an hour and a half"]),
        "zdur": rng.choice(["45分钟", "两个小时", "90秒", "大半天", "三周", "12分钟", "一个半小时"]),
        "holiday": rng.choice(HOLIDAYS),
        "zholiday": rng.choice(ZH_HOLIDAYS),
        "country": rng.choice(COUNTRIES),
        "zcountry": rng.choice(ZH_COUNTRIES),
        "zco": zco.company(),
        "ts": str(1735689600 + rng.randrange(3 * 10**7)),
    })
    return c


BENIGN_TPL = {
    "en": [
        "Upgraded the service from Python 3.11 to Python 3.12; build {ver} passed all {qty} tests.",
        "Postgres listens on port {port} inside the container; the health check hits /healthz every 30 seconds.",
        "Release {ver} shipped on {date}. Changelog: faster cold start, fewer retries, a new CSV export.",
        "Commit {sha} fixed the off-by-one in the paginator; see issue #{tk}.",
        "Order {order16} was refunded in full ({price}).",
        "The request id {uuid} shows up in three log lines, all with HTTP 503.",
        "Image digest sha256:{sha256} is the one currently deployed to production.",
        "The meeting room on the 4th floor has room for {n} people and a whiteboard.",
        "The {city} office is closed on {holiday}; support runs from the {city2} team that day.",
        "Error: ECONNREFUSED 127.0.0.1:{port} because the Redis container was not running.",
        "Budget for Q{q}: {price} for licences and {price2} for hardware.",
        "The flight from {city} to {city2} takes {dur}; the train would be slower.",
        "Ticket {tk}: the CSV export drops rows where the amount is 0.00.",
        "Schema migration 0042_add_index took {dur} on the staging database.",
        "Timeout was {n}000 ms; raising it to 10000 ms fixed the flaky test_upload_large.",
        "ISO date {date} parsed correctly; the Unix timestamp in the payload was {ts}.",
        "Invoice INV-{year}-{tk} is due in 30 days; the total is {price} including VAT.",
        "Kubernetes 1.31 deprecates the flag; our Helm chart {ver} already handles it.",
        "Queue depth peaked at {qty} messages on {date}, then drained within {dur}.",
        "The API returns 429 after {n}0 requests per minute, so the client backs off exponentially.",
        "The {prod} plan costs {price} per seat per month; annual billing saves {pct}%.",
        "Test run: {qty} passed, {n} skipped, 0 failed in {dur}.",
        "The temperature in {city} hit 31°C on {date}, so the server room fans were on full.",
        "Version 2.0.0-rc.1+build.{tk} fails semver parsing in the old library.",
        "Git tag v{ver} points at {sha7}; the release notes link to it.",
        "The CSV has {qty} rows and 12 columns; the largest partition is 48 MB.",
        "Issue #{tk} is a duplicate of #{tk2}, closing it.",
        "Shipping to {country} takes {n} to {n2} business days according to the carrier.",
        "Sprint {n} velocity was {qty2} points, slightly above the average.",
        "Load test against the {city} region: p99 latency {n}0 ms at {qty} requests per second.",
        "After the upgrade to Node.js 22 the build got {pct}% faster.",
        "We ordered {n} Raspberry Pi 5 boards for the lab, {price} in total.",
        "Conversion rate on the pricing page went up {pct}% after the {date} redesign.",
        "Retro notes: the {prod} outage lasted {dur}; root cause was an expired TLS certificate.",
        "Screen resolution in the bug report is 1920x1080 at 125% scaling, build {ver}.",
        "The {country} launch is planned for Q{q} {year}, pending legal review.",
        "{prod} changed its pricing on {date}; our invoice went from {price} to {price2}.",
        "Exit code 137 means the container was OOM-killed; the limit was {n}00 MiB.",
        "Disk usage on the build agents is at {pct}% after clearing {qty} MB of caches.",
        "There are {qty} open issues labelled good-first-issue in the repository.",
    ],
    "zh": [
        "服务从 Python 3.11 升级到 3.12，版本 {ver} 的 {qty} 个用例全部通过。",
        "容器里 Postgres 监听 {port} 端口，健康检查每 30 秒请求一次 /healthz。",
        "{date} 发布了 {ver} 版本：冷启动更快，重试更少，新增 CSV 导出。",
        "提交 {sha} 修复了分页器的越界问题，见 issue #{tk}。",
        "订单号 {order16} 已全额退款，共 {cprice}。",
        "请求 ID {uuid} 在日志里出现了三次，都是 503。",
        "生产环境部署的镜像摘要是 sha256:{sha256}。",
        "四楼会议室可以坐{n}个人，有白板和投影。",
        "{zcity}办公室{zholiday}放假，客服由{zcity2}团队接手。",
        "报错：ECONNREFUSED 127.0.0.1:{port}，Redis 容器没起来。",
        "第{q}季度预算：软件授权 {cprice}，硬件 {cprice2}。",
        "从{zcity}到{zcity2}坐高铁大约{zdur}。",
        "工单 {tk}：导出 CSV 时金额为 0.00 的行被丢掉了。",
        "数据库迁移 0042_add_index 在测试库上跑了{zdur}。",
        "超时时间原来是 {n}000 毫秒，改成 10000 毫秒后不稳定的用例就好了。",
        "发票 INV-{year}-{tk} 30 天内付款，含税总额 {cprice}。",
        "测试结果：通过 {qty} 个，跳过 {n} 个，失败 0 个，用时{zdur}。",
        "{zco}的年度报告里提到营收增长了 {pct}%。",
        "这个接口每分钟限流 {n}0 次，超过就返回 429。",
        "Kubernetes 1.31 废弃了这个参数，我们的 Helm chart {ver} 已经适配。",
        "订单 {tk} 的物流显示已到达{zcity}转运中心。",
        "本次压测 QPS 峰值为 {qty}，P99 延迟 {n}0 毫秒。",
        "默认端口 8080 被占用了，改成了 {port}。",
        "队列积压在{zdate}达到了 {qty} 条，{zdur}后恢复正常。",
        "升级到 Node.js 22 之后，构建速度提升了 {pct}%。",
        "这批服务器一共 {n} 台，每台 64 核 256GB 内存。",
        "{zcity}今天最高气温 31°C，机房空调开到最大。",
        "版本号 2.0.0-rc.1+build.{tk} 在旧的解析库里会报错。",
        "issue #{tk} 跟 #{tk2} 重复了，先关掉。",
        "寄往{zcountry}的包裹一般 {n} 到 {n2} 个工作日送达。",
        "第{n}个迭代的速度是 {qty2} 点，略高于平均水平。",
        "Git 标签 v{ver} 指向提交 {sha7}。",
        "这个 CSV 有 {qty} 行、12 列，最大的分区 48 MB。",
        "{zco}中标了{zcity}的智慧园区项目，合同金额 {cprice2}。",
        "复盘：{zprod}故障持续了{zdur}，根因是 TLS 证书过期。",
        "容器退出码 137 表示被 OOM 杀掉了，内存上限是 {n}00 MiB。",
        "构建机清理了 {qty} MB 缓存后，磁盘占用降到 {pct}%。",
        "{zholiday}前最后一次发版定在{zdate}，请提前准备回滚方案。",
        "截图里的分辨率是 1920x1080，缩放 125%，版本 {ver}。",
        "仓库里有 {qty} 个带 good-first-issue 标签的问题。",
    ],
    "mixed": [
        "这个 bug 在 v{ver} 修复了，PR #{tk} 已经 merge。",
        "CI 跑了 {qty} 个 test case，全部 pass，用时{zdur}。",
        "Postgres 默认 port 是 5432，我们改成了 {port}。",
        "commit {sha7} 引入了 regression，先 revert 掉。",
        "request id {uuid} 对应的 log 都是 HTTP 503。",
        "image digest 是 sha256:{sha256}，已经 deploy 到 staging。",
        "order {order16} 已经 refund，金额 {price}。",
        "{prod} 的 license 每个 seat 每月 {price}。",
        "Python 3.12 升级之后 build 快了 {pct}%。",
        "meeting room 能坐{n}个人，有 whiteboard。",
        "{zcity} office {zholiday}放假，support 由 {city} team cover。",
        "Error：ECONNREFUSED 127.0.0.1:{port}，Redis 没启动。",
        "release note 里写了 {date} 发布 {ver}。",
        "timeout 设成 {n}000 ms 之后 flaky test 少了很多。",
        "Kubernetes 1.31 deprecate 了这个 flag，Helm chart {ver} 已处理。",
        "queue depth 在{zdate}到了 {qty}。",
        "invoice INV-{year}-{tk} 30 天内 due，total {price}。",
        "rate limit 是每分钟 {n}0 个 request，超过返回 429。",
        "sprint {n} 的 velocity 是 {qty2} points。",
        "{zco} 的 Q{q} report 显示 revenue 增长了 {pct}%。",
        "从{zcity}飞 {city} 大概{zdur}，要 transfer 一次。",
        "git tag v{ver} 指向 {sha7}。",
        "test summary：{qty} passed，{n} skipped，0 failed。",
        "CSV 有 {qty} rows，12 个 columns。",
        "load test：p99 latency {n}0 ms，QPS {qty}。",
        "{prod} 在{zdate}涨价了，invoice 从 {price} 变成 {price2}。",
        "exit code 137 是 OOM，memory limit 只有 {n}00 MiB。",
        "shipping 到{zcountry}要 {n} 到 {n2} 个 business days。",
        "retro：{prod} outage 持续{zdur}，root cause 是证书过期。",
        "issue #{tk} 是 #{tk2} 的 duplicate，close 掉。",
    ],
}

# hand-written hard negatives: look like personal values, are not
BENIGN_FIXED = {
    "en": [
        "Build 2024.11.30 introduced the regression; build 2024.12.02 reverts it.",
        "The style guide says to cite the Washington Post and the Financial Times by name.",
        "The password field must be at least 12 characters and include a digit.",
        "Use the email column for joins, never the display-name column.",
        "Phone numbers are normalised to E.164 before they are stored.",
        "The SSN field is masked in the UI and never written to the logs.",
        "Set API_KEY in your environment; never commit .env files to the repository.",
        "Coordinates are stored as WGS84 decimal degrees with six digits of precision.",
        "Postcodes are validated against the Royal Mail PAF dataset before checkout.",
        "Our IPv6 smoke test resolves against 2001:4860:4860::8888, Google Public DNS.",
        "Tesla, Dell and Morgan Stanley all published outage post-mortems this week.",
        "Wells Fargo and Johnson & Johnson appear in the sample dataset as company names only.",
        "The tour group walked from Baker Street station to Regent's Park.",
        "The regex ^[a-z0-9_]{3,16}$ validates usernames in the signup form.",
        "Early morning deploys tend to have fewer merge conflicts, according to last quarter's data.",
        "Route 66 and Highway 1 are both on the road-trip reading list.",
        "The nightly backup job runs at 02:00 UTC and usually finishes within 40 minutes.",
        "Chapter 7 of the style guide covers dates, times and time zones.",
        "HTTP/2 200, content-length 5120, cache-control: max-age=3600.",
        "The fleet has two Ford Transits and a Vauxhall Vivaro for equipment runs.",
        "Room 101 is booked for the architecture review, capacity 12.",
        "Card payments are handled by Stripe; we never see the full card number.",
        "Paris, Lyon and Marseille are the first three cities in the rollout.",
        "The home directory convention is documented in the onboarding wiki under Workstations.",
        "Order numbers are 16 digits and deliberately fail the Luhn check, so they are never mistaken for cards.",
        "Copyright 2025 Acme Corp. All rights reserved.",
        "Apple, Amazon and Jordan Brand all changed their logo colours this year.",
        "Lincoln Center and Carnegie Hall are the venues for the spring concerts.",
        "Version 10.0.19045 is the Windows 10 22H2 baseline.",
        "The @Override annotation is missing on three methods in the service class.",
    ],
    "zh": [
        "构建 2024.11.30 引入了回归，2024.12.02 已经回滚。",
        "密码字段至少 12 位，并且必须包含数字。",
        "手机号在入库前统一转换为 E.164 格式。",
        "身份证号字段在界面上打码，日志里也不记录。",
        "请把 API_KEY 配在环境变量里，不要把 .env 文件提交到仓库。",
        "坐标统一用 WGS84 十进制度数存储，保留六位小数。",
        "邮编字段按六位数字校验，中间不能有空格。",
        "南京东路步行街周末人很多，拍照最好趁早去。",
        "王府井大街和西单都在长安街附近，逛街很方便。",
        "国庆节（10月1日至7日）期间发布冻结，紧急修复需要走审批。",
        "华为、小米和联想都发布了新款笔记本。",
        "张江高科是地铁2号线上的一站。",
        "上海中心大厦高 632 米，是国内最高的建筑。",
        "文档第 7 章讲日期、时间和时区的写法。",
        "这个正则 ^[a-z0-9_]{3,16}$ 用来校验注册时的用户名格式。",
        "IPv6 测试用的是 2001:4860:4860::8888（谷歌公共 DNS）。",
        "中山路是很多城市都有的路名，测试数据里要避免歧义。",
        "早上的构建队列比较空，适合跑全量测试。",
        "夜间备份任务在 UTC 02:00 执行，一般 40 分钟内完成。",
        "订单号是 16 位数字，故意不满足 Luhn 校验，免得被当成银行卡号。",
        "会议室 101 已被预订，用于架构评审，可容纳 12 人。",
        "银行卡支付由第三方处理，我们看不到完整卡号。",
        "黄山、泰山和华山是这次团建的备选目的地。",
        "本季度新增了 3 个城市：成都、重庆和西安。",
        "李宁和安踏都在赞助这次马拉松。",
        "这次更新把默认端口从 8080 改成了 8443。",
        "版本 10.0.19045 是 Windows 10 22H2 的基线版本。",
        "故宫博物院周一闭馆，参观请提前预约。",
        "@Override 注解在服务类里漏了三处。",
        "人民广场站换乘 1 号线和 8 号线都很方便。",
    ],
    "mixed": [
        "Build 2024.11.30 有问题，用 2024.12.02 那个。",
        "password 字段要求至少 12 位，UI 上要有提示。",
        "API key 请放在 env 里，别 commit .env。",
        "coordinate 用 WGS84，precision 保留六位小数。",
        "phone 字段统一 normalize 成 E.164。",
        "Washington Post 那篇关于芯片出口的文章可以当 background 看看。",
        "Early morning 跑 full test 比较快，queue 比较空。",
        "这个 regex ^[a-z0-9_]{3,16}$ 用来 validate username。",
        "IPv6 test 用的是 2001:4860:4860::8888。",
        "nightly backup 在 UTC 02:00 跑，40 分钟左右结束。",
        "Tesla 和 Ford 的 API 文档我们都看过了，没有合适的。",
        "order number 是 16 位，故意 fail Luhn check，避免和 credit card 混淆。",
        "meeting room 101 已经 book 了，architecture review 用，能坐 12 人。",
        "@Override annotation 在 service class 里漏了三处。",
        "南京东路步行街周末 crowd 很多，拍照最好早点去。",
        "Windows 10 的 baseline 是 version 10.0.19045。",
        "card payment 交给 Stripe 处理，我们拿不到完整 card number。",
        "home directory 的约定写在 onboarding wiki 的 Workstations 页面。",
        "王府井和西单都在长安街附近，walking distance。",
        "华为、小米和 Lenovo 都发布了新款 laptop。",
    ],
}


def benign_with_lang() -> list[tuple[str, str]]:
    rng = random.Random(8199)
    zco = Faker("zh_CN")
    zco.seed_instance(8102)
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for lang in LANGS:
        texts = list(BENIGN_FIXED[lang])
        for t in texts:
            assert t not in seen
            seen.add(t)
        while len(texts) < N_BENIGN:
            tpl = rng.choice(BENIGN_TPL[lang])
            c = bctx(rng, zco)
            t = _PH.sub(lambda m: c[m.group(1)], tpl)
            if t in seen:
                continue
            seen.add(t)
            texts.append(t)
        out.extend((lang, t) for t in texts)
    return out


if __name__ == "__main__":
    report("O", samples(), benign_with_lang())
