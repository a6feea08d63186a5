# ruff: noqa
"""Blind privacy corpus G — FAKER PROVIDER SWEEP.

Style: the shape an evaluator's held-out corpus most likely has.  For each Faker locale
(en_US, en_GB, zh_CN) every provider method that yields one of the gate's categories is
called (name / name_male / name_female / first_name + last_name / prefix + name /
romanized_name, phone_number in all the locale's formats, msisdn, country_calling_code +
number, address / street_address / secondary_address / building_number / street_name /
postcode / zipcode / zipcode_plus4 / province + city + district, email variants, user_name,
ssn (US SSN, UK NI number, CN 身份证), passport_number, credit_card_number per card_type,
iban / bban / aba, latitude / longitude / coordinate / local_latlng, password(...), time(),
profile() / simple_profile() fields), plus hand-written generators for provider-token
secret formats, private-key blocks, URL credentials, valid UK NINOs, CN resident IDs,
mod-97 IBANs, Luhn UnionPay cards, neighbourhood / 小区 names and clock-time phrasings.
Each value is embedded in simple sentence frames (English, Chinese and code-switched
Chinese/English, 30+ frames per category per language), as a bare value on a line, in
"Label: value" lists, and in whole profile dumps.  Whole Faker addresses (multi-line en,
zh with postcode) plant only the street part (spans computed exactly); the postcode of the
same text is planted separately as geo.

Benign texts: Faker's non-personal providers (company, catch_phrase, bs, job, color_name,
file_path, uri, ipv4_public, isbn13, ean13, sha1, md5, uuid4, date, year, currency,
pricetag, sentence, paragraph, zh_CN sentence / text ...) in frames, plus hand-written
hard negatives that look like PII but are not.

Author note: written blind — without reading the gate's source, its tests or its history,
and without running the gate on these texts while writing them.

Seeds: Faker("en_US").seed_instance(131), Faker("en_GB").seed_instance(242),
Faker("zh_CN").seed_instance(353), random.Random(464).
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

from faker import Faker

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

PER_CELL = 270          # planted values per category x language from sentence frames
CARDS_PER_LANG = 45     # profile dumps per language (several planted values each)
BENIGN_PER_LANG = 420   # templated benign texts per language (+ hand-written negatives)

B62 = string.ascii_letters + string.digits
B64URL = B62 + "-_"
B32 = string.ascii_uppercase + "234567"
HEX = "0123456789abcdef"
#: Faker's date/time providers default to "now"; a fixed clock keeps the corpus stable
FIXED_NOW = datetime(2024, 6, 1, 12, 0, 0)


class _Ctx:
    """All randomness of one build: three seeded Faker instances and one Random."""

    def __init__(self) -> None:
        self.us = Faker("en_US")
        self.us.seed_instance(131)
        self.gb = Faker("en_GB")
        self.gb.seed_instance(242)
        self.zh = Faker("zh_CN")
        self.zh.seed_instance(353)
        self.r = random.Random(464)


C = _Ctx()


def _reset() -> None:
    global C
    C = _Ctx()


def pick(seq):
    return C.r.choice(seq)


def rs(alpha: str, n: int) -> str:
    return "".join(C.r.choice(alpha) for _ in range(n))


def digits(n: int) -> str:
    return rs(string.digits, n)


def en() -> Faker:
    return C.r.choice((C.us, C.gb))


# ----------------------------------------------------------------------------- checksums
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
    s = re.sub(r"\D", "", num)
    return luhn_digit(s[:-1]) == s[-1]


def iban_make(country: str, bban: str) -> str:
    raw = bban + country + "00"
    n = int("".join(str(int(ch, 36)) for ch in raw))
    return f"{country}{98 - n % 97:02d}{bban}"


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


def cn_id(area: str, birth: str, seq: str) -> str:
    body = area + birth + seq
    w = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]


def group4(s: str) -> str:
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


# ----------------------------------------------------------------------------- persons
_PREFIX = re.compile(r"^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Lady|Lord|Rev)\.?\s+")
_SUFFIX = re.compile(r",?\s+(?:MD|DDS|PhD|DVM|Jr\.|Sr\.|II|III|IV|V|MBE|OBE|CBE)$")


def clean_name(n: str) -> str:
    return _SUFFIX.sub("", _PREFIX.sub("", n)).strip()


def g_name_en():
    f = en()
    k = C.r.randrange(8)
    if k == 0:
        return "", clean_name(f.name_male()), ""
    if k == 1:
        return "", clean_name(f.name_female()), ""
    if k == 2:
        return "", f"{f.first_name()} {f.last_name()}", ""
    if k == 3:  # prefix + name, the title stays outside the span
        if C.r.random() < 0.5:
            return f.prefix_male() + " ", f"{f.first_name_male()} {f.last_name()}", ""
        return f.prefix_female() + " ", f"{f.first_name_female()} {f.last_name()}", ""
    if k == 4:
        return "", f"{f.first_name()} {f.first_name()[0]}. {f.last_name()}", ""
    if k == 5 and C.r.random() < 0.4:
        return "", C.zh.romanized_name(), ""
    return "", clean_name(f.name()), ""


def g_name_zh():
    z = C.zh
    k = C.r.randrange(8)
    if k == 0:
        return "", z.name_male(), ""
    if k == 1:
        return "", z.name_female(), ""
    if k == 2:
        return "", z.last_name() + z.first_name(), ""
    if k == 3 and C.r.random() < 0.6:
        return "", z.romanized_name(), ""
    return "", z.name(), ""


# ----------------------------------------------------------------------------- phones
CN_AREA = ("010", "021", "020", "0755", "0571", "028", "027", "025", "029", "0532", "0512")


def g_phone_en():
    k = C.r.randrange(9)
    if k <= 2:
        return "", C.us.phone_number(), ""
    if k <= 4:
        return "", C.gb.phone_number(), ""
    if k <= 6:
        return "", C.gb.cellphone_number(), ""
    if k == 7:
        cc = C.us.country_calling_code()
        return "", f"{cc} {digits(3)} {digits(3)} {digits(4)}", ""
    return "", pick((C.us, C.gb)).msisdn(), ""


def g_phone_zh():
    m = C.zh.phone_number()
    k = C.r.randrange(12)
    forms = (
        m, m, m, f"{m[:3]} {m[3:7]} {m[7:]}", f"{m[:3]}-{m[3:7]}-{m[7:]}",
        f"+86 {m[:3]} {m[3:7]} {m[7:]}", f"+86-{m}", f"(+86){m}", f"0086 {m}", f"+86{m}",
    )
    if k < len(forms):
        return "", forms[k], ""
    area = pick(CN_AREA)
    n = digits(8 if len(area) == 3 else C.r.choice((7, 8)))
    n = str(C.r.randint(2, 8)) + n[1:]
    if k == 10:
        return "", pick((f"{area}-{n}", f"({area}){n}", f"{area}-{n[:4]} {n[4:]}")), ""
    return "", f"{area}-{n}转{C.r.randint(100, 9999)}", ""


# ----------------------------------------------------------------------------- email / user
_EMAIL_M = ("email", "free_email", "company_email", "safe_email", "ascii_email",
            "ascii_free_email", "ascii_company_email", "ascii_safe_email")


def g_email_en():
    return "", getattr(en(), pick(_EMAIL_M))(), ""


def g_email_zh():
    return "", getattr(C.zh, pick(_EMAIL_M))(), ""


def _handle(f: Faker) -> str:
    for _ in range(20):
        u = f.user_name()
        if len(u) >= 5:
            return u
    return u + digits(2)


def g_user_en():
    return "", _handle(en()), ""


def g_user_zh():
    return "", _handle(C.zh), ""


# ----------------------------------------------------------------------------- addresses
def _us_street() -> str:
    f = C.us
    k = C.r.randrange(4)
    if k == 0:
        return f"{f.building_number()} {f.street_name()} {f.secondary_address()}"
    if k == 1:
        return f"{f.building_number()} {f.street_name()}"
    return f.street_address()


def _gb_street(oneline: bool) -> str:
    f = C.gb
    k = C.r.randrange(4)
    if k == 0:
        s = f"{f.secondary_address()}, {f.building_number()} {f.street_name()}"
    elif k == 1:
        s = f"{f.building_number()} {f.street_name()}"
    else:
        s = f.street_address()
    return s.replace("\n", ", ") if oneline else s


ZH_ROAD = ("建设", "人民", "解放", "中山", "和平", "文化", "长江", "黄河", "新华", "光明",
           "朝阳", "青年", "学院", "东风", "胜利", "团结", "友谊", "滨江", "科技", "创业")
ZH_ROAD_SFX = ("路", "街", "大道", "东路", "西路", "南路", "北路", "中路", "大街", "巷")


def _zh_street() -> str:
    z = C.zh
    k = C.r.randrange(7)
    if k <= 1:
        return z.street_address()                       # Faker shape: 福州路r座
    if k == 2:
        return f"{z.street_name()}{C.r.randint(1, 999)}号"
    road = pick(ZH_ROAD + (z.city_name(),)) + pick(ZH_ROAD_SFX)
    no = f"{C.r.randint(1, 888)}号"
    if k == 3:
        return f"{road}{no}{C.r.randint(1, 30)}栋{C.r.randint(1, 6)}单元{C.r.randint(1, 33)}0{C.r.randint(1, 6)}室"
    if k == 4:
        return f"{road}{no}院{C.r.randint(1, 12)}号楼{C.r.randint(1, 28)}0{C.r.randint(1, 4)}"
    if k == 5:
        return f"{z.street_name()}{no}{C.r.randint(2, 25)}楼{C.r.randint(1, 20)}0{C.r.randint(1, 9)}室"
    return f"{road}{no}{z.building_number()}{C.r.randint(1, 20)}层"


def _zh_region() -> str:
    z = C.zh
    k = C.r.randrange(4)
    if k == 0:
        return ""
    if k == 1:
        return z.city()
    if k == 2:
        return z.province() + z.city() + z.district()
    return z.province() + z.city() + z.district() + "区"


def g_addr_en():
    if C.r.random() < 0.5:
        s = _us_street()
        post = pick(("", "", f", {C.us.city()}", f", {C.us.city()}, {C.us.state_abbr()}"))
    else:
        s = _gb_street(oneline=C.r.random() < 0.7)
        post = pick(("", "", f", {C.gb.city()}"))
    return "", s, post


def g_addr_zh():
    return _zh_region(), _zh_street(), ""


def full_address(lang: str):
    """(text, street_start, street, postcode) for a whole Faker-shaped address."""
    if lang == "zh":
        z = C.zh
        pre = z.province() + z.city() + z.district()
        if C.r.random() < 0.3:
            pre += "区"
        st = _zh_street()
        pc = z.postcode()
        return pre + st + " " + pc, len(pre), st, pc
    if C.r.random() < 0.5:
        f = C.us
        st = _us_street()
        pc = pick((f.postcode(), f.zipcode(), f.zipcode_plus4()))
        sep = "\n" if C.r.random() < 0.7 else ", "
        return f"{st}{sep}{f.city()}, {f.state_abbr()} {pc}", 0, st, pc
    f = C.gb
    st = _gb_street(oneline=False)
    pc = f.postcode()
    if C.r.random() < 0.7:
        return f"{st}\n{f.city()}\n{pc}", 0, st, pc
    st = st.replace("\n", ", ")
    return f"{st}, {f.city()} {pc}", 0, st, pc


# ----------------------------------------------------------------------------- government ids
_NI_BAD_1, _NI_BAD_2 = set("DFIQUV"), set("DFIOQUV")
_NI_BAD = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def nino() -> str:
    while True:
        a, b = pick(string.ascii_uppercase), pick(string.ascii_uppercase)
        if a not in _NI_BAD_1 and b not in _NI_BAD_2 and a + b not in _NI_BAD:
            break
    d = digits(6)
    s = pick("ABCD")
    return pick((f"{a}{b}{d}{s}", f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {s}", f"{a}{b} {d} {s}"))


def g_ssn():
    f = C.us
    k = C.r.randrange(6)
    s = f.ssn()
    if k == 4:
        return "", s.replace("-", " "), ""
    if k == 5:
        return "", f.ssn(taxpayer_identification_number_type="ITIN"), ""
    return "", s, ""


def g_nino():
    return "", (C.gb.ssn() if C.r.random() < 0.5 else nino()), ""


CN_AREAS = ("110105", "110108", "310115", "310104", "440305", "440106", "330106", "510107",
            "420111", "320102", "610113", "370202", "500103", "120101", "350203")


def zh_ssn() -> str:
    """Faker's zh_CN ssn() counts the birthday back from today: re-anchor it on FIXED_NOW."""
    v = C.zh.ssn()
    born = datetime.strptime(v[6:14], "%Y%m%d").date()
    born = FIXED_NOW.date() - (date.today() - born)
    return cn_id(v[:6], born.strftime("%Y%m%d"), v[14:17])


def g_cnid():
    if C.r.random() < 0.6:
        return "", zh_ssn(), ""
    y = C.r.randint(1955, 2005)
    birth = f"{y}{C.r.randint(1, 12):02d}{C.r.randint(1, 28):02d}"
    v = cn_id(pick(CN_AREAS), birth, digits(3))
    if C.r.random() < 0.2:
        v = f"{v[:6]} {v[6:14]} {v[14:]}"
    return "", v, ""


def g_passport_en():
    return "", pick((C.us, C.gb)).passport_number(), ""


def g_passport_zh():
    if C.r.random() < 0.7:
        return "", C.zh.passport_number(), ""
    return "", pick("EG") + digits(8), ""


# ----------------------------------------------------------------------------- financial
EN_CARDS = ("maestro", "mastercard", "visa16", "visa13", "visa19", "amex", "discover",
            "diners", "jcb15", "jcb16", "visa", "jcb")
ZH_CARDS = ("unionpay", "visa", "mastercard")


def _fmt_card(n: str) -> str:
    k = C.r.randrange(4)
    if k == 0 or len(n) < 14:
        return n
    if len(n) == 15:
        g = (n[:4], n[4:10], n[10:])
        return (" " if k < 3 else "-").join(g)
    return group4(n) if k < 3 else "-".join(group4(n).split())


def g_card_en():
    return "", _fmt_card(en().credit_card_number(card_type=pick(EN_CARDS))), ""


def unionpay19() -> str:
    body = pick(("622202", "621700", "622848", "622588", "621226", "623058")) + digits(12)
    return body + luhn_digit(body)


def g_card_zh():
    if C.r.random() < 0.3:
        n = unionpay19()
        return "", (n if C.r.random() < 0.6 else group4(n)), ""
    return "", _fmt_card(C.zh.credit_card_number(card_type=pick(ZH_CARDS))), ""


def _own_iban() -> str:
    c = pick(("DE", "FR", "NL", "ES", "IT", "CH", "BE", "AT"))
    if c == "DE":
        return iban_make(c, digits(18))
    if c == "FR":
        return iban_make(c, digits(10) + rs(string.ascii_uppercase + string.digits, 11) + digits(2))
    if c == "NL":
        return iban_make(c, pick(("ABNA", "INGB", "RABO", "TRIO")) + digits(10))
    if c == "ES":
        return iban_make(c, digits(20))
    if c == "IT":
        return iban_make(c, pick(string.ascii_uppercase) + digits(10) + digits(12))
    if c == "CH":
        return iban_make(c, digits(17))
    if c == "BE":
        return iban_make(c, digits(12))
    return iban_make(c, digits(16))


def g_iban(f_getter):
    def g():
        v = f_getter().iban() if C.r.random() < 0.55 else _own_iban()
        assert iban_ok(v), v
        return "", (group4(v) if C.r.random() < 0.3 else v), ""
    return g


def g_acct_en():
    k = C.r.randrange(3)
    if k == 0:
        return "", en().bban(), ""
    if k == 1:
        return "", digits(8), ""          # UK account number
    return "", digits(C.r.randint(10, 12)), ""


def g_acct_zh():
    k = C.r.randrange(3)
    if k == 0:
        return "", C.zh.bban(), ""
    n = unionpay19() if k == 1 else digits(C.r.choice((16, 17, 19)))
    return "", n, ""


def g_routing_en():
    return "", en().aba(), ""


def g_routing_zh():
    return "", pick(("102", "103", "104", "105", "308", "301")) + digits(9), ""


# ----------------------------------------------------------------------------- secrets
def _b64u(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt() -> str:
    alg = pick(("HS256", "RS256", "HS512"))
    head = _b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    f = pick((C.us, C.gb, C.zh))
    payload = {"sub": str(C.r.randint(10**5, 10**9)), "iat": C.r.randint(1_600_000_000, 1_750_000_000)}
    if C.r.random() < 0.5:
        payload["scope"] = pick(("read", "read write", "admin"))
    body = _b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = rs(B64URL, 43 if alg != "HS512" else 86)
    return f"{head}.{body}.{sig}"


def pem_block() -> str:
    kind = pick(("RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"))
    n = {"RSA PRIVATE KEY": 12, "OPENSSH PRIVATE KEY": 7, "EC PRIVATE KEY": 3, "PRIVATE KEY": 10}[kind]
    b64 = string.ascii_letters + string.digits + "+/"
    lines = [rs(b64, 64 if kind != "OPENSSH PRIVATE KEY" else 70) for _ in range(n)]
    lines.append(rs(b64, C.r.randint(8, 40)) + pick(("", "=", "==")))
    if kind == "OPENSSH PRIVATE KEY":
        lines[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + lines[0][24:]
    if kind == "RSA PRIVATE KEY":
        lines[0] = "MIIEow" + lines[0][6:]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def token() -> str:
    k = C.r.randrange(16)
    if k == 0:
        return pick(("AKIA", "ASIA")) + rs(B32, 16)
    if k == 1:
        return pick(("ghp_", "gho_", "ghu_", "ghs_")) + rs(B62, 36)
    if k == 2:
        return "github_pat_" + rs(B62, 22) + "_" + rs(B62, 59)
    if k == 3:
        return f"xoxb-{digits(12)}-{digits(13)}-{rs(B62, 24)}"
    if k == 4:
        return f"xoxp-{digits(12)}-{digits(12)}-{digits(13)}-{rs(HEX, 32)}"
    if k == 5:
        return "sk-proj-" + rs(B64URL, C.r.choice((48, 74, 156)))
    if k == 6:
        return "sk-" + rs(B62, 20) + "T3BlbkFJ" + rs(B62, 20)
    if k == 7:
        return "sk-ant-api03-" + rs(B64URL, 93) + "AA"
    if k == 8:
        return pick(("sk_live_", "rk_live_", "sk_test_")) + rs(B62, pick((24, 99)))
    if k == 9:
        return "AIza" + rs(B64URL, 35)
    if k == 10:
        return "hf_" + rs(string.ascii_letters, 34)
    if k == 11:
        return "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)
    if k == 12:
        return f"{C.r.randint(10**8, 7 * 10**9)}:AA{rs(B64URL, 33)}"
    if k == 13:
        return jwt()
    if k == 14:
        return "glpat-" + rs(B64URL, 20)
    return "npm_" + rs(B62, 36)


def entropy_value() -> str:
    k = C.r.randrange(4)
    if k == 0:
        return rs(HEX, pick((32, 40, 64)))
    if k == 1:
        return rs(B62, C.r.randint(32, 48))
    if k == 2:
        return rs(string.ascii_letters + string.digits + "/+", 40)      # AWS secret access key
    return rs(B64URL, C.r.randint(40, 50))


def g_secret():
    return "", token(), ""


def g_assign():
    return "", entropy_value(), ""


def g_pkey():
    return "", pem_block(), ""


def g_urlcred():
    user = pick(("app", "admin", "deploy", "svc_api", "root", "postgres", "ci", "backup"))
    scheme, host = pick((("postgres", "db.internal.example.com:5432/orders"),
                         ("postgresql", "10.0.3.12:5432/app"),
                         ("mysql", "mysql.prod.example.net:3306/shop"),
                         ("redis", "cache.example.io:6379/0"),
                         ("mongodb+srv", "cluster0.ab1cd.mongodb.net/test"),
                         ("amqp", "mq.example.org:5672/%2f"),
                         ("https", "git.example.com/team/infra.git"),
                         ("ftp", "files.example.com/upload")))
    pw = pick((C.us, C.gb, C.zh)).password(length=C.r.randint(10, 20), special_chars=False)
    if C.r.random() < 0.3:
        pw = rs(B62, 24)
    return f"{scheme}://{user}:", pw, f"@{host}"


# ----------------------------------------------------------------------------- passwords
def g_password(f_getter):
    def g():
        f = f_getter()
        k = C.r.randrange(8)
        if k <= 3:
            return "", f.password(length=C.r.randint(8, 20), special_chars=C.r.random() < 0.6,
                                  digits=True, upper_case=C.r.random() < 0.85, lower_case=True), ""
        if k == 4:
            sep = pick(("-", " ", ".", "_"))
            return "", sep.join(C.us.words(C.r.randint(3, 5), unique=True)), ""
        if k == 5:
            return "", C.us.word().capitalize() + str(C.r.randint(1970, 2024)) + pick("!@#$?*"), ""
        if k == 6:
            u = C.zh.user_name() if f is C.zh else f.first_name().lower()
            return "", u + pick(("@", "#", "_", "")) + str(C.r.randint(1, 9999)), ""
        return "", f.password(length=C.r.randint(24, 32), special_chars=True), ""
    return g


# ----------------------------------------------------------------------------- home paths
def _path_user(lang: str) -> str:
    if lang == "zh":
        return pick((C.zh.user_name(), C.zh.first_romanized_name().lower() + C.zh.last_romanized_name().lower()))
    f = en()
    return pick((f.user_name(), f.first_name().lower(), f.first_name().lower() + "." + f.last_name().lower()))


_REST_POSIX = ("/projects/api/.env", "/.ssh/id_ed25519", "/Downloads/statement.pdf",
               "/work/report/final.docx", "/.config/app/settings.toml", "/code/site/main.py",
               "/notes/todo.md", "/Documents/taxes/2023.xlsx", "/.bash_history", "/data/train.csv")
_REST_ZH = ("/文档/合同.docx", "/桌面/笔记.txt", "/下载/发票.pdf")


def g_path(lang: str):
    def g():
        u = _path_user(lang)
        k = C.r.randrange(3)
        rest = pick(_REST_POSIX + (_REST_ZH if lang == "zh" else ()) + (C.us.file_path(depth=2),))
        if k == 0:
            return "", f"/home/{u}", rest
        if k == 1:
            return "", f"/Users/{u}", rest
        return "", f"C:\\Users\\{u}", rest.replace("/", "\\")
    return g


# ----------------------------------------------------------------------------- schedule
_NUM_EN = ("twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
           "ten", "eleven")
_NUM_ZH = "零一二三四五六七八九十"


def _zh_num(n: int) -> str:
    if n <= 10:
        return _NUM_ZH[n]
    return "十" + _NUM_ZH[n - 10] if n < 20 else "二十" + (_NUM_ZH[n - 20] if n > 20 else "")


def _hm():
    t = (C.us if C.r.random() < 0.5 else C.zh).time(pattern="%H:%M", end_datetime=FIXED_NOW)
    h, m = int(t[:2]), int(t[3:])
    return t, h, m


def g_time_en():
    t, h, m = _hm()
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    m5 = (m // 15) * 15
    k = C.r.randrange(9)
    if k == 0:
        return "", t, ""
    if k == 1:
        return "", f"{h12}:{m:02d}{ap}", ""
    if k == 2:
        return "", f"{h12}:{m:02d} {ap.upper()}", ""
    if k == 3:
        return "", f"{h12}{ap}", ""
    if k == 4:
        return "", f"{h12}:{m:02d} {ap[0]}.m.", ""
    if k == 5:
        return "", pick((f"half past {_NUM_EN[h % 12]}", f"quarter past {_NUM_EN[h % 12]}",
                         f"quarter to {_NUM_EN[(h + 1) % 12]}")), ""
    if k == 6:
        return "", f"{_NUM_EN[h % 12]} o'clock", ""
    if k == 7:
        return "", f"{h12}:{m5:02d}", ""
    return "", C.us.time(end_datetime=FIXED_NOW), ""  # Faker's own HH:MM:SS


def _zh_day(h: int) -> str:
    if h < 5:
        return "凌晨"
    if h < 9:
        return pick(("早上", "早晨", "清晨"))
    if h < 12:
        return "上午"
    if h < 13:
        return "中午"
    if h < 18:
        return "下午"
    return pick(("晚上", "傍晚" if h < 20 else "夜里"))


def g_time_zh():
    t, h, m = _hm()
    h12 = h if h <= 12 else h - 12
    d = _zh_day(h)
    k = C.r.randrange(8)
    if k == 0:
        return "", t, ""
    if k == 1:
        return "", f"{d}{h12}点", ""
    if k == 2:
        return "", f"{d}{h12}点{m}分" if m else f"{d}{h12}点", ""
    if k == 3:
        return "", f"{d}{h12}点半", ""
    if k == 4:
        return "", f"{d}{_zh_num(h12)}点", ""
    if k == 5:
        return "", f"{d}{_zh_num(h12)}点一刻", ""
    if k == 6:
        return "", f"{h}:{m:02d}", ""
    return "", f"{d}{h12}:{m:02d}", ""


# ----------------------------------------------------------------------------- geo
def _coord_pair(lat, lon) -> str:
    k = C.r.randrange(4)
    if k == 0:
        return f"{lat}, {lon}"
    if k == 1:
        return f"({lat}, {lon})"
    if k == 2:
        return f"{lat},{lon}"
    return f"{lat} {lon}"


def g_coord_en():
    f = en()
    k = C.r.randrange(4)
    if k == 0:
        la, lo, *_ = f.local_latlng(country_code=pick(("US", "GB")))
        return "", _coord_pair(la, lo), ""
    if k == 1:
        return "", _coord_pair(f.latitude(), f.longitude()), ""
    if k == 2:
        la, lo, *_ = f.location_on_land()
        return "", _coord_pair(la, lo), ""
    la, lo = float(f.latitude()), float(f.longitude())
    return "", f"{abs(la):.4f}°{'N' if la >= 0 else 'S'}, {abs(lo):.4f}°{'E' if lo >= 0 else 'W'}", ""


def g_coord_zh():
    z = C.zh
    k = C.r.randrange(4)
    if k <= 1:
        la, lo, *_ = z.local_latlng(country_code="CN")
        return "", _coord_pair(la, lo), ""
    if k == 2:
        la, lo = z.coordinate(center=31.23, radius=0.2), z.coordinate(center=121.47, radius=0.2)
        return "", _coord_pair(la, lo), ""
    la, lo, *_ = z.local_latlng(country_code="CN")
    return "", f"北纬{float(la):.4f}°，东经{float(lo):.4f}°", ""


def g_postcode_en():
    k = C.r.randrange(5)
    if k == 0:
        return "", C.us.zipcode(), ""
    if k == 1:
        return "", C.us.zipcode_plus4(), ""
    if k == 2:
        return "", C.us.postcode(), ""
    return "", C.gb.postcode(), ""


def g_postcode_zh():
    return "", C.zh.postcode(), ""


HOOD_EN_A = ("Maple", "Oakwood", "Willow", "Cedar", "Riverside", "Highfield", "Ashford",
             "Brookside", "Elmhurst", "Foxley", "Meadowbank", "Orchard", "Hawthorn", "Birchwood",
             "Larkhill", "Stonebridge", "Fairview", "Kingsmead", "Thornbury", "Westcliff")
HOOD_EN_B = ("Heights", "Gardens", "Park", "Village", "Meadows", "Green", "Grove", "Hill",
             "Estate", "Court", "Manor", "Rise", "Fields", "Terrace")
HOOD_ZH_A = ("翠湖", "金桥", "阳光", "碧水", "锦绣", "幸福", "书香", "紫荆", "御景", "龙湖", "丽景",
             "春晓", "枫林", "星河", "滨江", "康乐", "晨曦", "明珠", "东湖", "银杏", "桂花", "馨园",
             "世纪", "绿洲", "望湖", "静安", "天悦", "华府", "尚城", "兰亭")
HOOD_ZH_B = ("小区", "花园", "家园", "苑", "新村", "公寓", "华庭", "雅居", "山庄", "嘉园", "名苑",
             "一期", "府")


def g_hood_en():
    a = pick(HOOD_EN_A + (C.gb.last_name(), C.us.last_name()))
    return "", f"{a} {pick(HOOD_EN_B)}", ""


def g_hood_zh():
    a = pick(HOOD_ZH_A + (C.zh.city_name(),))
    return "", a + pick(HOOD_ZH_B), ""


# kind -> (category, {lang: generator}); "mixed" falls back to a random en/zh generator
GENS = {
    "name": ("person_name", {"en": g_name_en, "zh": g_name_zh}),
    "phone": ("phone", {"en": g_phone_en, "zh": g_phone_zh}),
    "email": ("email", {"en": g_email_en, "zh": g_email_zh}),
    "user": ("username", {"en": g_user_en, "zh": g_user_zh}),
    "addr": ("address", {"en": g_addr_en, "zh": g_addr_zh}),
    "ssn": ("government_id", {"en": g_ssn}),
    "nino": ("government_id", {"en": g_nino}),
    "cnid": ("government_id", {"zh": g_cnid}),
    "passport": ("government_id", {"en": g_passport_en, "zh": g_passport_zh}),
    "card": ("financial", {"en": g_card_en, "zh": g_card_zh}),
    "iban": ("financial", {"en": g_iban(en), "zh": g_iban(lambda: C.zh)}),
    "acct": ("financial", {"en": g_acct_en, "zh": g_acct_zh}),
    "routing": ("financial", {"en": g_routing_en, "zh": g_routing_zh}),
    "secret": ("secret", {"en": g_secret}),
    "assign": ("secret", {"en": g_assign}),
    "urlcred": ("secret", {"en": g_urlcred}),
    "pkey": ("secret", {"en": g_pkey}),
    "password": ("password", {"en": g_password(en), "zh": g_password(lambda: C.zh)}),
    "path": ("home_path", {"en": g_path("en"), "zh": g_path("zh")}),
    "time": ("schedule", {"en": g_time_en, "zh": g_time_zh}),
    "coord": ("geo", {"en": g_coord_en, "zh": g_coord_zh}),
    "postcode": ("geo", {"en": g_postcode_en, "zh": g_postcode_zh}),
    "hood": ("geo", {"en": g_hood_en, "zh": g_hood_zh}),
}


# ============================================================================= frames
# "@@ kind lang" starts a block; one frame a line; "{}" is the value; a literal "\n" is a
# line break; "@{}" writes the handle with its "@" (the "@" is then part of the span).
FRAMES_TXT = r"""
@@ name en
My name is {}.
Hi, I'm {} — nice to meet you.
{} will present the quarterly numbers on Friday.
Please forward the invoice to {} in accounting.
Contact person: {}
Name: {}
{}
Signed,\n{}
Thanks again, {}!
I had lunch with {} yesterday.
Ask {} about the server migration.
{} is my landlord.
Our new neighbour is {}.
Emergency contact: {} (sister)
The package was signed for by {}.
Dear {},\nthank you for your application.
Meeting notes taken by {}.
{} called while you were out.
Remind me to send flowers to {} on Sunday.
Patient: {}
Assigned to: {}
I'm meeting {} at the airport.
Can you cc {} on the thread?
— {}, Senior Engineer
My manager {} approved the leave.
Note to self: {} owes me twenty quid.
From: {}
Beneficiary name: {}
Reservation under the name {}.
Congrats to {} on the promotion!
The lease is in {}'s name.
I'm writing on behalf of {}.
Remember that {} prefers tea, not coffee.
{} and I are driving up together.
Pickup: {} at the front desk.
Full name: {}\nDepartment: Finance
@@ name zh
我叫{}。
我是{}，很高兴认识你。
联系人：{}
姓名：{}
{}
请把发票转给财务部的{}。
昨天和{}一起吃了午饭。
{}明天负责汇报季度数据。
紧急联系人：{}（姐姐）
快递已由{}签收。
{}您好，感谢您的申请。
会议记录人：{}
你不在的时候{}来过电话。
提醒我周日给{}送花。
患者姓名：{}
负责人：{}
我去机场接{}。
抄送给{}就行。
我的房东是{}。
新邻居叫{}，人很好。
收件人：{}
预订人姓名：{}
恭喜{}升职！
代{}办理相关手续。
记得{}喜欢喝茶，不喝咖啡。
我和{}一起开车过去。
请转告{}经理，会议改期了。
这是{}老师布置的作业。
户主：{}
签名：{}
申请人：{}，汉族。
{}是我大学同学。
@@ name mixed
我叫{}, nice to meet you.
Contact person 联系人: {}
明天的 meeting 由{}主持。
请 cc 一下{}。
{} 下周 onboard，帮忙 set up 一下账号。
Name 姓名：{}
我的 manager {} 已经 approve 了。
PR 是{} review 的。
Emergency contact 紧急联系人：{}
Thanks {}，辛苦了！
周五和{}一起 lunch。
Assigned to {}，deadline 是周三。
{} 请假了，今天不 online。
把 slides 发给{}就行。
From: {}（市场部）
帮我 ping 一下{}。
{}说这个 bug 他来 fix。
我跟{}约了 coffee chat。
快递 receiver：{}
Reservation 预订人：{}
我的 landlord 是{}。
Hi {}，附件是合同。
{} 是我们 team 的 new hire。
这个 ticket 交给{}了。
请联系{} for details。
Signed 签名：{}
Dear {}，感谢你的 feedback。
Patient 患者：{}
{} — product owner
今天 standup {} 没来。
@@ phone en
My phone is {}.
Call {} tomorrow.
{} — that's my cell.
Phone: {}
Tel: {}
Mobile: {}
{}
You can reach me on {} after lunch.
Text me at {} when you land.
My number changed, it's now {}.
Office line: {}
Please call back on {}.
If I don't answer, try {}.
WhatsApp: {}
Emergency contact number: {}
Ring {} to confirm the booking.
Cell {} (leave a voicemail)
Fax: {}
Home phone {}
Daytime phone: {}
The landlord's number is {}.
Contact me at {} or by email.
Phone number on file: {}
Best number to reach me: {}
Call me on {} any time.
Missed call from {}.
Update my contact number to {}, please.
My direct line is {}.
Dial {} and ask for me at reception.
Can you save my number? {}
SMS alerts go to {}.
MSISDN: {}
@@ phone zh
电话：{}
联系我{}
我的手机号是{}。
手机：{}
{}
有事打我电话{}。
我换号了，新号码是{}。
联系电话：{}
座机：{}
到了给我发短信，{}。
微信同号：{}
紧急联系电话：{}
请回拨{}。
打不通的话试试{}。
家里电话{}
办公室电话：{}
预约请致电{}。
客户留的电话是{}。
我的号码{}，记一下。
手机号码已更新为{}。
短信验证码发到{}了。
{}是我的手机。
房东电话：{}
快递员让我打{}。
联系方式：{}
收件人电话：{}
有问题随时拨打{}。
请把我的电话改成{}。
未接来电：{}
电话号码：{}
@@ phone mixed
My phone 是{}。
明天 call 我，{}
电话 phone：{}
有事 text 我 {}
Mobile 手机：{}
我的 number 是{}，记一下。
WhatsApp / 微信：{}
到了 ping 我 {}
Contact 联系方式：{}
请 call back {}
{} 是我的 cell。
新号码 new number：{}
Emergency contact 电话：{}
这是我的 office line：{}
打{} ask for 前台。
SMS 验证码发到 {} 了
我换 number 了：{}
如果我没接，try {}
Phone number on file：{}
快递 courier 电话：{}
Tel：{}，欢迎 call。
我的 cell 是 {}，随时打。
请 update 我的电话为 {}
客户 phone：{}
Missed call 未接来电：{}
订房时留的 phone 是{}
我的 direct line：{}
老板说打他 mobile {}
Call 我：{}
家里 home phone：{}
@@ email en
My email is {}.
Email me at {}.
{} — that's my work address.
Email: {}
E-mail: {}
{}
Send the contract to {} by Friday.
Reply to {} with the signed form.
Please cc {} on that thread.
My personal inbox is {}.
Contact: {}
You can reach me at {}.
I've changed my email to {}.
Invoices go to {}.
Forward the receipt to {}, thanks.
Login email: {}
Shoot me a note at {}.
Account recovery email: {}
Use {} for the calendar invite.
The bounce came from {}.
Write to {} if you have questions.
Mail: {}
Notifications are sent to {}.
Registered under {}.
I'm {} on the mailing list.
Billing contact: {}
Drop a line to {}.
To: {}\nSubject: quarterly report
Reply-To: {}
Feel free to email {} directly.
@@ email zh
我的邮箱是{}。
邮箱：{}
电子邮件：{}
{}
请把合同发到{}。
有问题发邮件到{}。
联系邮箱：{}
我换邮箱了，新的是{}。
发票请寄到{}。
简历已投递至{}。
注册邮箱：{}
找回密码的邮箱是{}。
请抄送{}。
回复请发送至{}。
收件人：{}
我的私人邮箱{}，别外传。
日历邀请发到{}就行。
通知会发到{}。
账户绑定的邮箱：{}
可以直接给{}写信。
财务联系人邮箱：{}
{}是我的工作邮箱。
报名请发邮件至{}。
邮件地址：{}
登录账号（邮箱）：{}
请用{}联系我。
退信来自{}。
我在邮件列表里用的是{}。
账单邮箱：{}
电邮：{}
@@ email mixed
我的 email 是{}
Email 邮箱：{}
有问题 email 我：{}
请把 contract 发到 {}
cc 一下 {}
我的 work email：{}
Invoice 发到{}就行
{} 是我的 personal 邮箱
Login 邮箱：{}
Calendar invite 发 {}
Reply to {}，谢谢
新 email address：{}
Notification 会发到 {}
注册用的 email 是 {}
To：{}
Billing contact 邮箱：{}
简历 CV 发到了 {}
请用 {} contact 我
Account recovery 邮箱：{}
Drop me a line：{}
收件人 recipient：{}
我换了 email，现在是 {}
Feel free to 发邮件到 {}
Mail：{}
我的 inbox：{}
报名 sign up 请发 {}
Send 给 {} 就行
E-mail 地址：{}
Reply-To：{}
私人 email 别外传：{}
@@ user en
Follow me @{}
My username is {}.
username: {}
Login: {}
user: {}
{}
DM me on Twitter, I'm @{}.
My GitHub handle is {}.
Handle: @{}
Ping @{} in the channel.
I'm {} on Discord.
Add me on Steam: {}
Reddit: u/{}
Log in as {} with the temp credentials.
Sign-in name: {}
Screen name: {}
Thanks @{} for the fix!
Gamertag: {}
My Instagram is @{}.
ssh into the build box as {}.
The account {} was locked after three attempts.
Username on the forum: {}
cc @{}
Reach me on Telegram: @{}
Your login ID is {}.
I post as {} on Hacker News.
@{} can you take a look?
Account name: {}
My Slack handle is @{}.
Member {} joined the group.
@@ user zh
我的用户名是{}。
用户名：{}
账号：{}
登录名：{}
{}
关注我的微博@{}
我的B站账号是{}。
昵称：@{}
在群里@{}一下。
我的抖音号是{}。
用{}登录后台。
账户{}已被锁定。
请用户{}尽快修改资料。
我在论坛的ID是{}。
游戏ID：{}
感谢@{}提供的帮助！
微信号：{}
小红书@{}
登录账号：{}
知乎ID：{}
QQ昵称{}
用户{}刚刚加入群聊。
你的登录ID是{}。
我在豆瓣叫{}。
管理员账号：{}
这个{}是我的小号。
@{} 你看看这个问题
新员工的系统账号是{}。
转发自@{}
我的网名是{}。
@@ user mixed
我的 username 是 {}
Username 用户名：{}
关注我 @{}
GitHub handle：{}
在 Slack 里 @{} 一下
Login 账号：{}
我的 Twitter 是 @{}
用 {} log in 后台
Discord 上我叫 {}
账号 {} 被 lock 了
Thanks @{} 的 PR！
我的 Steam ID 是 {}
cc @{}
Reddit 上我是 u/{}
新 intern 的账号：{}
Telegram：@{}
我的 Instagram 是 @{}
{} 是我的 alt 账号
ssh 用 {} 登录
Screen name 昵称：{}
@{} 帮忙 review 一下
Gamertag 游戏ID：{}
论坛 forum ID：{}
Member {} 加入了群聊
Account name：{}
我在 Hacker News 用 {}
请 user {} 修改 profile
Handle：@{}
Login ID 是 {}
我的 Bilibili 账号 {}
@@ addr en
I live at {}.
My address is {}, just past the church.
Address: {}
{}
Ship it to {} please.
We moved to {} last month.
Deliver to: {}
Meet me at {}, second floor.
Billing address: {}
The party is at my place, {}.
Return the keys to {}.
Home address: {}
My new flat is {}.
Our office moved, but I still live at {}.
Drop the parcel at {}.
Send the cheque to {}.
Correspondence address: {}
Pick me up from {} at the front door.
Residential address on file: {}
My parents live at {}.
Street address: {}
Leave it with the neighbour at {}.
The Airbnb is at {}.
Mailing address: {}
Update my address to {}.
The keys are under the mat at {}.
Registered address: {}
I'm staying at {} this week.
Could you forward my post to {}?
Shipping to {}, buzz on arrival.
@@ addr zh
住址：{}
家在{}附近。
我住在{}。
地址：{}
{}
收货地址：{}
快递寄到{}。
我们上个月搬到了{}。
请送到{}，谢谢。
聚会在我家，{}。
钥匙放在{}门口。
家庭住址：{}
通讯地址：{}
我的新家在{}。
请把发票邮寄到{}。
户籍地址：{}
我爸妈住在{}。
到{}接我。
详细地址：{}
居住地址：{}
这周我住在{}。
把包裹放到{}的门卫室。
请更新我的地址为{}。
房子在{}，两室一厅。
寄件地址：{}
现住址：{}
送货上门：{}
我租的房子在{}。
邮寄地址：{}
快递放在{}的快递柜。
@@ addr mixed
我的 address 是{}
Address 地址：{}
Ship to：{}
家在{}附近, near the subway.
快递 deliver 到 {}
我 move 到了 {}
Home address 住址：{}
Billing address：{}
请寄到 {}，thanks
Party 在我家：{}
我现在 live at {}
Pick me up 在 {}
Mailing address 邮寄地址：{}
新 apartment 在 {}
Update 地址为 {}
钥匙在 {} 的 front desk
Airbnb 地址：{}
Parcel 放 {} 门口
我爸妈住在 {}，很近
Shipping address：{}
Registered address 户籍地址：{}
这周 stay 在 {}
Correspondence 通讯地址：{}
Deliver to 收货地址：{}
寄 cheque 到 {}
我的 flat 在 {}
Return keys 到 {}
Street address：{}
{}（home）
Forward 邮件到 {}
@@ full en
Ship to:\n{}
{}
Address:\n{}
Please send it to\n{}\nThanks!
Mailing address —\n{}
Our new home:\n{}
Billing:\n{}
Return label:\n{}
My address is {}.
Deliver to {}.
@@ full zh
地址：{}
{}
收货地址：{}
寄到{}，谢谢。
家庭住址：{}
通讯地址：{}
我家：{}
邮寄到：{}
收件信息：{}
@@ full mixed
Ship to 收货地址：{}
Address:\n{}
寄到 {}，thanks
Home 地址：{}
Deliver 到：{}
Mailing address：{}
@@ ssn en
My SSN is {}.
SSN: {}
Social Security Number: {}
{}
SSN {} on the W-2 looks wrong.
Tax ID (SSN): {}
Please verify social security no. {}
Last year's return used SSN {}.
Social: {}
My social security number is {}, don't share it.
Employee SSN: {}
The form asks for SSN — {}.
ITIN/SSN: {}
Social sec #: {}
SSN on file {}
@@ nino en
My NI number is {}.
National Insurance number: {}
NINO: {}
NI no. {}
{}
HMRC has my National Insurance number as {}.
Payroll needs your NI number: {}
NI: {}
P60 shows NI {}.
National Insurance: {}
@@ passport en
Passport number: {}
My passport no. is {}.
Passport: {}
passport #{}
Renewed passport {} expires next year.
Booking requires passport {}.
Travel document (passport) {}
Passport No {}
Scan of passport {} attached.
The visa is linked to passport number {}.
@@ cnid zh
身份证号：{}
我的身份证号码是{}。
身份证：{}
{}
公民身份号码：{}
请核对身份证号{}。
证件号码（身份证）：{}
实名认证用的是{}。
入职需要身份证号：{}
身份证号码{}，请保密。
开户人身份证：{}
住宿登记身份证号：{}
申请人身份证号码：{}
身份证号码已录入：{}
乘车人身份证：{}
报名信息 身份证号：{}
身份证号码为{}的旅客请到服务台。
社保登记身份证号{}
法人身份证号：{}
身份证{}丢了，要补办。
@@ passport zh
护照号：{}
护照号码：{}
我的护照号是{}。
护照：{}
出国用护照{}。
签证绑定的护照号码是{}。
订机票需要护照号{}。
护照号码{}明年到期。
旅行证件（护照）：{}
请提供护照号：{}
@@ ssn mixed
SSN：{}
我的 SSN 是 {}
Tax ID（SSN）：{}
Social Security Number 是 {}
SSN {} 别外传
W-2 上的 SSN 是 {}
@@ nino mixed
NI number：{}
National Insurance 号码：{}
NINO：{}
Payroll 要 NI number：{}
HMRC 的 NI 号 {}
@@ cnid mixed
身份证 ID：{}
我的 ID number 身份证号：{}
实名认证 ID：{}
身份证 {} 请 verify 一下
HR 要我的身份证号：{}
入职 onboarding 身份证：{}
身份证号 ID card：{}
开户 KYC 身份证号：{}
身份证 number 是{}
ID：{}（身份证）
乘机人 ID 身份证：{}
@@ passport mixed
Passport 护照号：{}
护照 passport no. {}
Booking 需要 passport {}
签证 visa 绑定护照 {}
Passport {} 明年 expire
Passport number：{}
Travel document 护照：{}
请提供 passport：{}
@@ card en
My card number is {}.
Card: {}
Card {} exp 09/27
Credit card: {}
{}
Charge it to {}.
Please refund to card {}.
CC#: {}
Card number on file: {}
I paid with {}.
Use my card {} for the deposit.
Payment card: {}
Debit card no. {}
Corporate card {} was declined.
Card no.: {}
Billing card: {}
@@ iban en
IBAN: {}
My IBAN is {}.
Please transfer to IBAN {}.
Bank details — IBAN {}
Refund to {} please.
Pay the rent into {}.
IBAN for the deposit: {}
@@ acct en
Account number: {}
Acct no. {}
My bank account is {}.
Sort code 20-00-00, account {}
Deposit into account {}.
@@ routing en
Routing number: {}
ABA routing {}
Routing / ABA: {}
Wire via routing number {}.
@@ card zh
卡号：{}
我的银行卡号是{}。
信用卡：{}
{}
请退款到{}这张卡。
用{}付的款。
信用卡号码{}，有效期到27年。
借记卡号：{}
刷卡卡号：{}
绑定的银行卡：{}
工资卡：{}
银联卡{}
支付卡号：{}
分期付款用的卡是{}。
@@ iban zh
IBAN：{}
境外汇款 IBAN 号：{}
收款账户 IBAN：{}
请汇到{}。
国际账号（IBAN）{}
欧元账户：{}
@@ acct zh
银行账号：{}
收款账号：{}
账户：{}
开户账号：{}
请转账到{}。
我的账号是{}。
退款账户：{}
@@ routing zh
联行号：{}
开户行联行号{}
支付系统行号：{}
@@ card mixed
我的 card number 是 {}
信用卡 credit card：{}
Card {} 有效期 09/27
请 refund 到 {} 这张卡
用 {} pay 的
Debit card 借记卡：{}
绑定的 card：{}
CC#：{}
Corporate card {} 被 decline 了
银联 card {}
@@ iban mixed
IBAN：{}，请 transfer
我的 IBAN 是 {}
Bank details 收款 IBAN {}
Refund 到 {}
房租 pay 到 {}
IBAN for deposit 押金：{}
@@ acct mixed
Account number 账号：{}
我的 bank account 是 {}
请 transfer 到 {}
收款 account：{}
Acct no. {}
@@ routing mixed
Routing number：{}
ABA 路由号 {}
联行号 routing {}
Wire 需要 routing number {}
@@ card mixed
Payment card 支付卡：{}
工资卡 salary card {}
分期 installment 用的卡是 {}
Card no. 卡号：{}
{}（Visa / 银联）
@@ secret en
Here's the API key: {}
token: {}
export API_TOKEN={}
{}
Authorization: Bearer {}
My key is {} — please rotate it after the demo.
Use {} for the staging deploy.
KEY={}
The bot token is {}.
api_key: "{}"
Paste this into .env: SERVICE_TOKEN={}
I accidentally committed {} to the repo.
Access token {} expires in 30 days.
Set the header X-Api-Key: {}
credentials: {}
Found in the logs: {}
./deploy.sh --token {}
OPENAI_API_KEY={}
@@ assign en
secret = "{}"
SECRET_KEY={}
client_secret: {}
aws_secret_access_key = {}
webhook_secret={}
auth_token: '{}'
DJANGO_SECRET_KEY='{}'
signing_key: {}
@@ urlcred en
DATABASE_URL={}
Connect with {}
redis url: {}
git clone {}
The mirror is {}
broker_url = "{}"
@@ pkey en
Here is the deploy key:\n{}
{}
id_rsa contents:\n{}\n(don't share)
```\n{}\n```
@@ secret zh
密钥：{}
令牌：{}
我的密钥是{}，演示完记得作废。
访问令牌{}三十天后过期。
{}
接口密钥：{}
把{}填到配置文件里。
不小心把{}提交到仓库了。
机器人令牌是{}。
日志里发现了{}。
请求头里带上{}。
测试环境用{}部署。
凭证：{}
秘钥{}已泄露，请尽快轮换。
应用密钥：{}
访问密钥是{}
@@ assign zh
配置：api_key = {}
密钥（secret_key）：{}
令牌 token={}
签名密钥 signing_secret: {}
客户端密钥 client_secret={}
回调密钥：webhook_secret={}
@@ urlcred zh
数据库连接串：{}
用{}连接
仓库地址{}
缓存地址：{}
消息队列地址：{}
@@ pkey zh
部署私钥如下：\n{}
私钥：\n{}
服务器的私钥是\n{}\n别外传
@@ secret mixed
我的 API key 是 {}
token：{}
export API_TOKEN={} 然后重启
把 {} 放进 .env
Bearer token 是 {}
不小心 commit 了 {}
这个 key {} 要 rotate 一下
Authorization: Bearer {}（测试环境）
Access token：{}
Bot token 机器人令牌：{}
日志里 leak 了 {}
X-Api-Key：{}
credentials 凭证：{}
--token {} 跑一下脚本
这个 GitHub token {} 已经 revoke 了吗
Slack bot 的 token：{}
OPENAI_API_KEY={} 先用着
@@ assign mixed
secret = "{}"  # 别提交
SECRET_KEY={} 生产环境
client_secret：{}
aws_secret_access_key = {} 已经 rotate 了吗
webhook_secret={} 配好了
@@ urlcred mixed
DATABASE_URL={} 连不上
用 {} connect 一下
git clone {} 拉代码
redis url 是 {}
broker_url：{}
@@ pkey mixed
deploy key 私钥：\n{}
这是 id_rsa:\n{}\n别 share
```\n{}\n```\n上面是 server 的 key
@@ password en
password: {}
pw={}
The password is {}.
My password is {} — don't tell anyone.
Wi-Fi password: {}
Login: admin / {}
pass: {}
Password: {}
{}
passphrase: {}
The new passphrase is {}.
Use {} to unlock the laptop.
Temp password {} — change it on first login.
The zip is protected with {}.
I reset it to {}.
DB password = {}
Router admin password: {}
The vault master password is {}.
pwd: {}
Shared account pw: {}
Remember: the password for the NAS is {}.
PASSWORD={}
--password {}
mysql -u root -p'{}'
Encryption passphrase: {}
I changed my password to {}.
Guest network key: {}
Login with password {}.
The PDF password is {}.
Email password: {}
@@ password zh
密码：{}
密码是{}
我的密码是{}，别告诉别人。
WiFi密码：{}
{}
口令：{}
新密码为{}。
临时密码{}，首次登录后请修改。
压缩包密码是{}。
我把密码改成了{}。
数据库密码={}
路由器管理密码：{}
密码箱主密码是{}。
共享账号密码：{}
NAS的密码是{}，记住。
登录密码：{}
解压密码：{}
加密口令：{}
访客网络密码：{}
用{}解锁电脑。
PDF的打开密码是{}。
邮箱密码：{}
初始密码：{}
重置后的密码是{}。
管理员密码：{}
账号admin，密码{}
密码已改为{}，请查收。
开机密码{}
系统密码：{}
备用密码是{}。
@@ password mixed
password 是 {}
密码 password：{}
Wi-Fi 密码：{}
pw={} 别外传
我的 password 改成了 {}
The password 是 {}
临时 password：{}，first login 后改掉
Zip 压缩包密码：{}
DB password = {}  # 生产环境
router admin 密码：{}
passphrase 口令：{}
NAS 的 password：{}
Login 密码：{}
PASSWORD={}
用 {} unlock 电脑
--password {}
mysql -u root -p'{}' 连上去看看
guest WiFi 的 key：{}
reset 之后密码是 {}
加密 passphrase：{}
Shared account 的 pw：{}
PDF password 是 {}
初始 password：{}
我的邮箱 password 是 {}
Master password 主密码：{}
账号 admin，password {}
开机 password {}
新 password 为 {}
密码 pwd：{}
备用 password 是 {}
@@ path en
The log is at {}.
cd {}
File "{}", line 42, in main
Saved to {}
Open {} in VS Code.
{}
Error: cannot read {}
config lives in {}
ls -la {}
The backup went to {}.
rsync -av {} backup:/srv/
PermissionError: [Errno 13] Permission denied: '{}'
I keep my notes in {}.
Run python {}
The script writes to {}.
tail -f {}
Workspace: {}
Copied the key to {}.
open {}
FileNotFoundError: [Errno 2] No such file or directory: '{}'
Downloads went to {}.
The venv is at {}.
Path: {}
I moved the photos to {}.
source {}
code {}
Output folder: {}
cat {}
Check {} for the crash dump.
rm -rf {}
@@ path zh
日志在{}。
文件保存到了{}。
配置文件在{}。
{}
用编辑器打开{}。
报错：无法读取{}
备份放在{}。
我的笔记都在{}里。
运行{}就行。
脚本会写到{}。
工作目录：{}
密钥复制到了{}。
下载的文件在{}。
虚拟环境在{}。
路径：{}
照片挪到了{}。
输出目录：{}
权限不足：{}
找不到文件{}
项目放在{}下面。
把{}删掉就好了。
数据集在{}。
模型保存在{}。
截图在{}。
缓存目录是{}。
请检查{}是否存在。
编译产物在{}。
我把代码放在{}。
文档在{}。
安装到了{}。
@@ path mixed
log 在 {}
cd {} 然后 run 一下
配置 config 在 {}
File "{}", line 7 报错了
Saved 到 {}
VS Code 打开 {}
Permission denied：{}
备份 backup 在 {}
notes 都在 {}
python {} 跑一下
workspace 工作目录：{}
key 复制到 {}
Downloads 在 {}
venv 在 {}
Path 路径：{}
照片 moved 到 {}
output 目录：{}
FileNotFoundError：{}
项目 project 在 {}
rm -rf {} 就好了
dataset 在 {}
model checkpoint 存在 {}
截图 screenshot 在 {}
cache 目录是 {}
tail -f {} 看日志
build 产物在 {}
代码 repo clone 到了 {}
docs 在 {}
install 到了 {}
source {} 一下
@@ time en
I get up at {} every day.
My alarm goes off at {}.
I usually go to bed around {}.
I walk the dog at {} every day.
I leave for work at {}.
I pick up the kids at {} on weekdays.
I'm at the gym every day at {}.
My shift starts at {}.
I take my meds at {} daily.
I meditate at {} each day.
Dinner is always at {} in our house.
I go for a run at {}, rain or shine.
We have family video calls every Sunday at {}.
I catch the {} train every weekday.
Standing reminder: call mum at {} on Saturdays.
Lights out at {} for me.
Nap time for the baby is {}.
I swim at {} on Tuesdays and Thursdays.
My daily commute starts at {}.
I do yoga at {} daily.
I check email only at {}.
Piano practice at {} every weekday.
I feed the cat at {}.
Church every Sunday at {}.
My therapy sessions are Mondays at {}.
I start work at {} sharp.
The kids' bedtime is {}.
I water the garden at {}.
We walk to school at {} each day.
My bus leaves at {} every day.
Wake-up: {}
Daily routine: up at {}, coffee, emails.
@@ time zh
我每天{}起床。
闹钟定在{}。
我一般{}睡觉。
每天{}遛狗。
我{}出门上班。
工作日{}接孩子放学。
每天{}去健身房。
我的班{}开始。
每天{}吃药。
我每天{}冥想。
我们家{}吃晚饭。
每天{}跑步，风雨无阻。
每周日{}和家里视频。
工作日我坐{}的地铁。
每周六{}给妈妈打电话。
我{}准时熄灯。
宝宝{}午睡。
每周二、四{}去游泳。
每天{}练瑜伽。
我只在{}看邮件。
每个工作日{}练琴。
{}喂猫。
每周日{}去教堂。
每周一{}做心理咨询。
我{}准时开始工作。
孩子们{}上床睡觉。
每天{}浇花。
每天{}送孩子上学。
我每天坐{}的班车。
作息：{}起床，然后跑步。
@@ time mixed
我每天 {} wake up
Alarm 闹钟定在 {}
我一般 {} 睡觉，sleep schedule 很规律
每天 {} 遛狗 walk the dog
我 {} leave for work
每天 {} 去 gym
我的 shift {} 开始
每天 {} 吃药 take meds
{} 准时 meditate
Family video call 每周日 {}
每天 {} 跑步 jogging
工作日坐 {} 的 train
我 {} lights out
宝宝 nap time 是 {}
每周二四 {} swimming
每天 {} 做 yoga
我只在 {} check email
每天 {} 练 piano
{} feed the cat
每周一 {} therapy
我 {} 开始 work
孩子 bedtime 是 {}
每天 {} 浇花 water plants
每天 {} 送孩子 school
Daily routine：{} 起床
每天 {} 坐 shuttle bus
Sunday {} 去教堂 church
我每天 {} 到 office
每天 {} 准时 dinner
作息 routine：{} 起床，然后 coffee
@@ coord en
Coordinates: {}
I'm at {} — come find me.
Home GPS: {}
lat/long {}
{}
Drop pin: {}
The cabin is at {}.
Location: {}
Our house is at coordinates {}.
Meet at {}.
Geotag on the photo: {}
Position {} (from my phone)
Track me at {}
@@ postcode en
My postcode is {}.
Zip: {}
ZIP code {}
Postcode: {}
I'm in {}, if that helps delivery.
Our zip is {}.
Post code {} for the form.
Delivery area: {}
Postal code: {}
@@ hood en
We live in {}, a quiet neighbourhood.
I grew up on the {} estate.
Our place is in {}.
My flat is in {}, near the park.
The kids play in {} after school.
Neighbourhood: {}
We just bought a house in {}.
I'm moving to {} next month.
@@ coord zh
坐标：{}
我在{}，快来找我。
家的GPS：{}
经纬度{}
{}
定位：{}
小屋在{}。
位置：{}
照片的地理标签：{}
在{}碰头。
我的实时位置{}
打车到{}
@@ postcode zh
邮编：{}
邮政编码：{}
我家邮编是{}。
邮编{}，别写错了。
寄件邮编：{}
所在地邮编{}
邮编是{}吗？
@@ hood zh
我住在{}。
家在{}，环境很安静。
我们小区叫{}。
我在{}长大。
刚在{}买了房。
孩子放学在{}玩。
我下个月搬去{}。
我租在{}，离地铁近。
{}的物业费涨了。
{}业主群里说要停水。
{}门口有个菜市场。
@@ coord mixed
坐标 coordinates：{}
我在 {}，come find me
GPS 定位：{}
lat/long 经纬度 {}
Drop pin：{}
Location 位置：{}
Meet 在 {}
Geotag 地理标签：{}
cabin 在 {}
Track 我的位置 {}
我家 home 在 {}
Position 位置 {}
@@ postcode mixed
邮编 zip：{}
Postcode 邮编：{}
我家 zip code 是 {}
Delivery 邮编 {}
Postal code：{}
ZIP {} 对吗
zip 是 {} 吧
@@ hood mixed
我住在 {}，很 quiet
刚在 {} 买了 house
下个月 move 到 {}
{} 的物业 management fee 涨了
我们 neighbourhood 叫 {}
孩子们在 {} play
{} 业主群说要停水 water outage
I grew up in {}，小时候
租在 {}，near subway
Our 小区 is {}
住在 {} estate
"""


def parse_frames(txt: str) -> dict[tuple[str, str], list[str]]:
    out: dict[tuple[str, str], list[str]] = {}
    cur = None
    for line in txt.split("\n"):
        if not line.strip():
            continue
        if line.startswith("@@ "):
            kind, lang = line[3:].split()
            cur = out.setdefault((kind, lang), [])
            continue
        assert line.count("{}") == 1, line
        cur.append(line.replace("\\n", "\n"))
    return out


FRAMES = parse_frames(FRAMES_TXT)
FULL_KIND = "full"  # whole addresses: street part planted as address, postcode as geo


# ============================================================================= benign
BENIGN_T = {
    "en": r"""
{company} announced a partnership with {company2} today.
Our slogan for Q3: "{catch_phrase}".
The roadmap says we should {bs}.
Open position: {job} ({city} office).
Paint the lobby {color}, per the design review.
The asset lives at {file_path} in the repo.
Docs: {uri}
The CDN edge at {ip} returned 502 for ten minutes.
ISBN {isbn} is the second edition.
Barcode {ean} scanned at checkout.
Fixed in commit {sha1}.
Checksum (md5): {md5}
Request id {uuid} failed with HTTP 500.
Release {version} ships on {date}.
Founded in {year}, {company} now has {count} employees.
Prices are listed in {currency_name} ({currency_code}).
The upgrade costs {price} per seat.
{sentence}
{paragraph}
This year's conference is in {city}, {country}.
The replica listens on port {port}.
Order #{order} has shipped.
CPU usage hit {pct}% during the load test.
Ticket {ticket} is blocked on the vendor.
Sprint {n} review is on {dow}.
We migrated {count} tables to the new cluster.
The {company} quarterly report is due in {month}.
Build {build} passed all checks.
Docker image python:{pyver}-slim is {mb} MB.
Error code 0x{hex8}: access violation in module {file_name}.
Job title on the posting: {job}.
Mood board colors: {color}, {color2} and white.
Our mission statement: {catch_phrase}.
Meeting summary: {sentence}
Hash of the release tarball: sha1 {sha1}.
Link checker flagged {uri} as broken.
The warehouse in {city} ships {count} orders a day.
Exchange rate: 1 USD = {rate} {currency_code}.
Invoice INV-{year}-{n5} total: {price}.
Refactor plan: {bs}.
The SLA is {pct}% uptime per month.
Flight {airline}{n3} to {city} is delayed {mins} minutes.
Version {version} deprecates the old API; see {uri}.
Quarter {q} revenue grew {pct}% at {company}.
Tracking number {order} — estimated delivery {date}.
""",
    "zh": r"""
{company}今天宣布与{company2}达成合作。
招聘职位：{job}，工作地点{city}。
{sentence}
{text}
{paragraph}
版本{version}将于{date}发布。
提交{sha1}修复了这个问题。
请求ID {uuid} 返回了500错误。
服务器{ip}的端口{port}无法访问。
订单号{order}已发货。
价格：¥{amount}，含税。
{year}年{company}的营收增长了{pct}%。
下周去{city}出差，大概{n}天。
{province}今年的增速是{pct}%。
会议室可容纳{n}人。
地铁{n}号线延误{mins}分钟。
请到{n}号航站楼办理值机。
第{n}章第{n2}节讲的是索引。
CPU占用率达到{pct}%。
数据库迁移了{count}张表。
国庆节放假{n}天。
ISBN {isbn}是第二版。
条形码{ean}已扫描。
校验和 MD5：{md5}
文档链接：{uri}
这款颜色叫{color}。
发票号码INV-{year}-{n5}，金额¥{amount}。
工单{ticket}等待供应商回复。
{city}的仓库每天发货{count}单。
汇率：1美元兑{rate}元人民币。
构建{build}全部通过。
错误码0x{hex8}，模块{file_name}访问冲突。
{company}的年会定在{month_n}月。
第{q}季度销售额增长{pct}%。
资源文件在{file_path}。
航班{airline}{n3}飞往{city}，延误{mins}分钟。
本次更新修复了{count}个问题。
预算为{amount}元。
{job}岗位今年扩招{n}人。
公司口号：{sentence}
{city}到{city2}的高铁大约{n}小时。
{date}是交付截止日期。
服务可用性达到{pct}%。
快递单号{order}，预计{date}送达。
""",
    "mixed": r"""
这个 PR 修复了 commit {sha1} 引入的 bug。
部署到 {ip} 的 port {port}，health check 通过了。
Release {version} 计划 {date} 发布。
请求 {uri} 返回 404。
Request ID {uuid} 超时了，retry 一下。
{company} 在招 {job}，base 在 {city}。
Order #{order} 已经 shipped。
价格 price：{price}
Sprint {n} 的 review 在{dow_zh}。
CPU usage 到了 {pct}%，要 scale out。
ISBN {isbn} 是 second edition。
md5 checksum：{md5}
Docker image python:{pyver}-slim 有 {mb} MB。
{sentence} 这句 copy 要改一下。
下周去 {city} 参加 conference。
Slogan 口号：{catch_phrase}
Roadmap 上写着要 {bs}。
Logo 换成 {color} 吧。
Asset 在 {file_path}。
Build {build} 通过了所有 checks。
Error code 0x{hex8}，module {file_name} 出错。
Ticket {ticket} 还在等 vendor。
{year} 年成立的 {company}，现在有 {count} 个 employees。
汇率 exchange rate：1 USD = {rate} CNY
Invoice INV-{year}-{n5} 金额 {price}
SLA 是 {pct}% uptime。
Flight {airline}{n3} 飞 {city} delay 了 {mins} 分钟。
Replica 的 port 改成了 {port}。
Q{q} revenue 增长了 {pct}%。
迁移了 {count} 张 tables 到 new cluster。
EAN {ean} 扫不出来。
{text} (draft v{n})
会议室 room for {n} people。
Python {pyver} 的 release notes 看了吗？
Version {version} deprecate 了旧 API，see {uri}。
{company} 和 {company2} 宣布合并。
这段 lorem：{sentence}
Currency 用 {currency_code}。
{date} 是 deadline。
国庆 holiday 放 {n} 天。
地铁 {n} 号线 delay 了。
Terminal {n} 航站楼 check-in。
UUID 格式：{uuid}
Tracking number {order}，ETA {date}。
""",
}

HARD_NEG = {
    "en": r"""
Build 2024.11.30 is the last one before the freeze.
The meeting room has room for 6 people.
We run Python 3.12 on all workers now.
Postgres listens on port 5432 and Redis on 6379.
I read it in the Washington Post this morning.
Version 10.4.2 fixes the memory leak.
Flight BA 117 leaves from Terminal 5.
Take Highway 101 south, then Route 66 for a while.
Section 230 comes up in every policy debate.
Timestamps follow ISO 8601, e.g. 2024-03-15T08:30:00Z.
See RFC 7231, section 6.5.4 for 404 semantics.
The response was HTTP 503 with Retry-After: 120.
Upgrade to Windows 11 23H2 before the audit.
The iPhone 15 Pro costs $999 in the US.
A Boeing 737 MAX seats up to 230 passengers.
Apollo 11 landed on the Moon in July 1969.
See chapter 12, page 345 for the proof.
SKU 8841-22-A is back in stock.
Error 0x80070005 means access is denied.
FROM python:3.12-slim\nRUN pip install -r requirements.txt
git commit -m "fix flaky test" && git push origin main
The museum opens at 10:00 and closes at 17:30, Tuesday to Sunday.
Lincoln Center announced its winter season.
We changed trains at King's Cross and Victoria.
St. Louis and Jackson are on the tour.
Oxford Street is packed the week before Christmas.
The store is closed on Thanksgiving and Christmas Day.
Early morning deploys are discouraged.
Batch 4471 contains 12,000 units.
The unit test expects 3.14159 within 1e-6.
Use the IPv4 address 8.8.8.8 for public DNS.
Chapter 7 of the manual covers the API.
The Model 3 has a range of 272 miles.
UTF-8 is the default encoding since Python 3.7.
Our SLA is 99.95% with a 4 hour response window.
There are 1,440 minutes in a day.
The lottery draw is at the weekend; tickets cost £2.
The 2022 World Cup final went to penalties.
Kubernetes 1.29 removed the old beta API.
The cheese costs $12.99 per pound at the market.
The NASA budget for 2024 was about 25 billion dollars.
Room 101 is a chapter in Orwell's novel.
Order 4539 1488 0343 6468 was split into two shipments.
The parcel weighs 2.5 kg and measures 40 x 30 x 20 cm.
""",
    "zh": r"""
构建版本 2024.11.30 是冻结前的最后一个。
会议室可以容纳6个人。
我们所有的节点都升级到了 Python 3.12。
数据库端口是5432，缓存端口是6379。
请到2号航站楼办理登机手续。
地铁3号线今天早高峰有延误。
第3章第12节介绍了索引的原理。
这台服务器的内存是64GB。
国庆节放假7天，10月8日上班。
春节期间快递暂停派送。
这本书的ISBN是978-7-111-54742-6。
订单号：2024112300012345
价格：¥299.00，包邮。
我们下周去上海出差。
南京路步行街节假日人很多。
王府井大街在长安街北边。
北京到广州的高铁大约8小时。
HTTP 500 错误，请稍后再试。
CPU 占用率一度达到 95%。
中国移动的客服热线是10086。
报警请拨打110，急救电话120。
今天气温25度，湿度60%。
公司成立于2008年，总部在深圳。
这款手机售价4999元起。
会议定在下周三上午，地点另行通知。
博物馆开放时间为9:00至17:00，周一闭馆。
版本号 v3.2.1 已经发布。
第19届亚运会在杭州举行。
长江全长约6300公里。
这个接口的超时时间是30秒。
批次号 4471，共12000件。
错误码 0x80070005 表示拒绝访问。
一共有1440分钟在一天里。
2号楼是图书馆，3号楼是食堂。（校园导览）
人民路是这座城市最早的商业街之一。
""",
    "mixed": r"""
Build 2024.11.30 是 freeze 前最后一个版本。
会议室 room for 6 people，够用了。
所有 worker 都升级到了 Python 3.12。
Postgres 用 port 5432，Redis 用 6379。
Flight CA 981 从 Terminal 3 出发。
地铁 Line 2 今天 delay 了。
RFC 7231 里写了 404 的 semantics。
HTTP 503，Retry-After: 120
Windows 11 23H2 要在 audit 之前装好。
iPhone 15 Pro 国行售价 7999 元。
SKU 8841-22-A 补货了。
Error 0x80070005：access denied。
FROM python:3.12-slim 然后 pip install
git push origin main 之后 CI 红了
Museum 开放时间 10:00–17:30，周一闭馆。
国庆 holiday 放 7 天。
Chapter 7 讲的是 API design。
UTF-8 是 Python 3.7 之后的 default encoding。
SLA 99.95%，response window 4 小时。
下周去 Shanghai 出差，住 downtown。
南京路 walking street 周末人很多。
Kubernetes 1.29 移除了旧的 beta API。
Public DNS 用 8.8.8.8 或者 114.114.114.114。
订单 Order 2024112300012345 已发货。
Batch 4471 一共 12,000 units。
价格 ¥299，free shipping。
ISO 8601 格式：2024-03-15T08:30:00Z
Apollo 11 是 1969 年登月的。
客服 hotline 10086 是中国移动的。
Early morning 的 deploy 尽量避免。
""",
}


def _non_luhn(n: int) -> str:
    while True:
        s = str(C.r.randint(1, 9)) + digits(n - 1)
        if not luhn_ok(s):
            return s


def _benign_path(f: Faker) -> str:
    while True:
        p = f.file_path(depth=C.r.randint(1, 3))
        if not p.startswith(("/home", "/Users", "/root")):
            return p


def benign_values(lang: str) -> dict[str, object]:
    us, zh, r = C.us, C.zh, C.r
    f = zh if lang == "zh" or (lang == "mixed" and r.random() < 0.4) else en()
    cur = us.currency()
    d = {
        "company": f.company(), "company2": f.company(), "catch_phrase": us.catch_phrase(),
        "bs": us.bs(), "job": f.job(), "color": f.color_name(), "color2": us.color_name(),
        "file_path": _benign_path(us), "file_name": us.file_name(), "uri": us.uri(),
        "ip": us.ipv4_public(), "isbn": us.isbn13(), "ean": us.ean13(), "sha1": us.sha1(),
        "md5": us.md5(), "uuid": us.uuid4(), "date": f.date(end_datetime=FIXED_NOW), "year": r.randint(1990, 2024),
        "currency_code": cur[0], "currency_name": cur[1], "price": us.pricetag(),
        "sentence": f.sentence(), "paragraph": f.paragraph(nb_sentences=3), "text": zh.text(120),
        "city": f.city_name() if f is zh else pick(("Chicago", "Leeds", "Austin", "Bristol", "Denver",
                                                       "Glasgow", "Seattle", "Cardiff", "Toronto", "Osaka")),
        "city2": zh.city_name(), "country": us.country(), "province": zh.province(),
        "version": f"{r.randint(1, 15)}.{r.randint(0, 30)}.{r.randint(0, 40)}",
        "port": pick((80, 443, 3000, 5432, 6379, 8080, 8443, 9092, 27017, 5672)),
        "count": r.randint(12, 48000), "order": _non_luhn(16), "pct": r.randint(2, 99),
        "ticket": f"{pick(('JIRA', 'OPS', 'INFRA', 'BUG'))}-{r.randint(100, 9999)}", "n": r.randint(2, 12),
        "n2": r.randint(1, 20), "n3": r.randint(100, 999), "n5": f"{r.randint(0, 99999):05d}",
        "dow": pick(("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")), "dow_zh": pick(("周一", "周二", "周三", "周四", "周五")),
        "month": pick(("January", "March", "April", "June", "September", "November")), "month_n": r.randint(1, 12), "build": f"{r.randint(1000, 99999)}",
        "pyver": pick(("3.10", "3.11", "3.12", "3.13")), "mb": r.randint(40, 900),
        "hex8": rs("0123456789ABCDEF", 8), "rate": f"{r.uniform(0.5, 150):.2f}", "q": r.randint(1, 4),
        "airline": pick(("BA", "UA", "CA", "MU", "LH", "AF", "DL")), "mins": r.randint(10, 180),
        "amount": f"{r.randint(10, 99999)}.{r.randint(0, 99):02d}",
    }
    if lang == "zh":
        d["city"] = zh.city_name()
        d["color"] = zh.color_name()
    return d


def benign_with_lang() -> list[tuple[str, str]]:
    _reset()
    C.r.seed(4640)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        ts = [t for t in BENIGN_T[lang].split("\n") if t.strip()]
        for i in range(BENIGN_PER_LANG):
            out.append((lang, ts[i % len(ts)].format(**benign_values(lang))))
        out += [(lang, t.replace("\\n", "\n")) for t in HARD_NEG[lang].split("\n") if t.strip()]
    return out


# ============================================================================= planting
def gen_for(kind: str, lang: str):
    d = GENS[kind][1]
    if lang == "mixed":
        return d[pick(sorted(d))]
    return d.get(lang) or d["en"]


def plant(frame: str, kind: str, lang: str) -> Sample | None:
    cat = GENS[kind][0]
    pre, val, post = gen_for(kind, lang)()
    if kind == "user" and "@{}" in frame:
        frame, val = frame.replace("@{}", "{}", 1), "@" + val
    i = frame.index("{}")
    text = frame[:i] + pre + val + post + frame[i + 2:]
    start = i + len(pre)
    if not val.strip() or text.count(val) != 1:
        return None
    return Sample(text, cat, lang, start, start + len(val))


def plant_full(frame: str, lang: str) -> list[Sample]:
    """A whole address: its street part is planted as address, its postcode as geo."""
    src = lang if lang != "mixed" else pick(("en", "zh"))
    whole, off, street, pc = full_address(src)
    i = frame.index("{}")
    text = frame[:i] + whole + frame[i + 2:]
    out = []
    s = i + off
    assert text[s:s + len(street)] == street
    if text.count(street) == 1:
        out.append(Sample(text, "address", lang, s, s + len(street)))
    p = i + whole.rindex(pc)
    if text.count(pc) == 1:
        out.append(Sample(text, "geo", lang, p, p + len(pc)))
    return out


def frame_samples() -> list[Sample]:
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            frames = [(k, f) for (k, l), fs in FRAMES.items() if l == lang
                      and ("address" if k == FULL_KIND else GENS[k][0]) == cat for f in fs]
            assert len(frames) >= 30, (cat, lang, len(frames))
            made, i = 0, 0
            while made < PER_CELL:
                kind, frame = frames[i % len(frames)]
                i += 1
                if kind == FULL_KIND:
                    new = plant_full(frame, lang)
                    out += new
                    made += sum(s.category == cat for s in new)
                    continue
                for _ in range(6):
                    s = plant(frame, kind, lang)
                    if s is not None:
                        out.append(s)
                        made += 1
                        break
    return out


# ============================================================================= profile dumps
LABELS = {
    "en": {"name": "Name", "username": "Username", "mail": "Email", "ssn": "SSN", "phone": "Phone",
           "address": "Address", "residence": "Residence", "current_location": "Current location",
           "job": "Job", "company": "Company", "blood_group": "Blood group", "birthdate": "Birthdate",
           "sex": "Sex", "website": "Website"},
    "zh": {"name": "姓名", "username": "用户名", "mail": "邮箱", "ssn": "身份证号", "phone": "手机",
           "address": "地址", "residence": "现住址", "current_location": "当前位置", "job": "职业",
           "company": "公司", "blood_group": "血型", "birthdate": "出生日期", "sex": "性别",
           "website": "网站"},
    "mixed": {"name": "Name 姓名", "username": "用户名 username", "mail": "Email 邮箱",
              "ssn": "ID 证件号", "phone": "Phone 电话", "address": "Address 地址",
              "residence": "Residence 住址", "current_location": "Location 位置", "job": "Job 职业",
              "company": "Company 公司", "blood_group": "血型 blood", "birthdate": "DOB 生日",
              "sex": "Sex", "website": "Website"},
}


def _street_of(f: Faker, addr: str) -> str | None:
    lines = addr.split("\n")
    if f is C.us:
        return lines[0] if re.match(r"^\d+ ", lines[0]) else None
    return "\n".join(lines[:-2]) if len(lines) >= 3 else None


def faker_profile(f: Faker, full: bool) -> dict:
    """Faker's profile() / simple_profile(), field for field, with the birthdate (and the CN
    ID's birthday) taken against FIXED_NOW instead of today."""
    d = {}
    if full:
        d = {"job": f.job(), "company": f.company(),
             "ssn": zh_ssn() if f is C.zh else f.ssn(), "residence": f.address(),
             "current_location": (f.latitude(), f.longitude()),
             "blood_group": pick(("A+", "A-", "B+", "B-", "AB+", "AB-", "O+", "O-")),
             "website": [f.url() for _ in range(1, C.r.randint(2, 5))]}
    sex = pick("FM")
    d.update({"username": f.user_name(), "name": f.name_female() if sex == "F" else f.name_male(),
              "sex": sex, "address": f.address(), "mail": f.free_email(),
              "birthdate": f.date_between_dates(date(1950, 1, 1), date(2006, 12, 31))})
    return d


def profile_card(lang: str, j: int) -> list[Sample]:
    f = C.zh if lang == "zh" or (lang == "mixed" and j % 2) else pick((C.us, C.gb))
    full = j % 3 != 2
    p = faker_profile(f, full)
    planted: dict[str, tuple[str, str]] = {}   # field -> (category, planted part of value)
    p["name"] = str(p["name"])
    planted["name"] = ("person_name", clean_name(p["name"]))
    planted["username"] = ("username", p["username"])
    planted["mail"] = ("email", p["mail"])
    p["phone"] = gen_for("phone", "zh" if f is C.zh else "en")()[1]
    planted["phone"] = ("phone", p["phone"])
    for key in ("address", "residence"):
        if key not in p:
            continue
        if f is C.zh:
            whole, off, street, _pc = full_address("zh")
            p[key] = whole
        else:
            street = _street_of(f, p[key])
        if street:
            planted[key] = ("address", street)
    if full:
        planted["ssn"] = ("government_id", p["ssn"])
        la, lo = p["current_location"]
        p["current_location"] = f"{la}, {lo}"
        planted["current_location"] = ("geo", p["current_location"])
        p["website"] = " ".join(p["website"])
    p["birthdate"] = p["birthdate"].isoformat()
    p = {k: str(v) for k, v in p.items()}
    style = j % 4
    if style == 0:
        text, esc = json.dumps(p, ensure_ascii=False, indent=2), lambda v: json.dumps(v, ensure_ascii=False)[1:-1]
    elif style == 1:
        text, esc = repr(p), lambda v: repr(v)[1:-1]
    else:
        lab = LABELS[lang]
        sep = ": " if lang == "en" or style == 2 else "："
        keys = list(p)
        C.r.shuffle(keys)
        text = "\n".join(f"{lab.get(k, k)}{sep}{p[k]}" for k in keys)
        esc = lambda v: v
    out = []
    for key, (cat, part) in planted.items():
        shown_whole, shown = esc(p[key]), esc(part)
        if text.count(shown) != 1 or text.count(shown_whole) != 1:
            continue
        start = text.index(shown_whole) + shown_whole.index(shown)
        out.append(Sample(text, cat, lang, start, start + len(shown)))
    return out


def samples() -> list[Sample]:
    _reset()
    out = frame_samples()
    for lang in LANGS:
        for j in range(CARDS_PER_LANG):
            out += profile_card(lang, j)
    for s in out:  # the contract: the planted value occurs exactly once in its text
        assert s.text.count(s.value) == 1 and s.category in CATEGORIES and s.lang in LANGS, s
    return out


if __name__ == "__main__":
    report("G", samples(), benign_with_lang())
