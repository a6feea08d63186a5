# ruff: noqa
"""Blind privacy corpus H — "what agent skills remember".

Style: the short memory entries an LLM or an agent skill writes about its user for later
sessions — third- and second-person notes ("User prefers metric units; lives at …",
"Remember: the user's daughter starts school at 8:15", "用户偏好简洁回答；家住…"), bullet lists
of facts, "Key facts about the user" sections, hand-off notes between skills (weather-daily,
email-summarizer, calendar-helper, travel-planner, finance-tracker, code-reviewer, 健康助手,
旅行规划 …), JSON memory records ({"fact": …, "source": …}), small Markdown tables and
code-switched Chinese/English notes.

Author note: written blind — without reading the privacy gate's code, its tests (other than
``blind_common.py``), SECURITY.md or CHANGELOG.md, and without ever running the gate.

Values come from Faker (en_US, en_GB, zh_CN; many provider methods, including raw outputs such
as ssn(), msisdn(), bban(), iban(), time(), password(), user_name(), romanized_name()) plus our
own generators for provider tokens, private-key blocks, CN resident IDs (checksum), UK National
Insurance numbers, Luhn cards, mod-97 IBANs, Chinese street addresses, estates and clock times.

Seeds: Faker en_US 151, en_GB 262, zh_CN 373; random.Random 484.
"""

from __future__ import annotations

import base64
import datetime
import json
import random
import re
import string
import sys
import uuid
from pathlib import Path

from faker import Faker

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

try:  # only used to keep generated handles away from ordinary words
    from wordfreq import zipf_frequency
except Exception:  # pragma: no cover
    zipf_frequency = None

SEED_US, SEED_GB, SEED_ZH, SEED_RNG = 151, 262, 373, 484
FAKER_NOW = datetime.datetime(2025, 6, 30, 23, 59, 59)  # pins Faker's "now"-relative providers
PER_CELL = 260
BENIGN_PER_LANG = 420
MIN_TEMPLATES = 25

UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN = UP + LO + DG
B64U = AN + "-_"
B64 = AN + "+/"
HEX = "0123456789abcdef"
CJK = re.compile(r"[\u4e00-\u9fff]")
LATIN = re.compile(r"[A-Za-z]{2,}")


class Ctx:
    """All randomness of one build: three seeded Fakers and one Random."""

    def __init__(self) -> None:
        self.us = Faker("en_US")
        self.us.seed_instance(SEED_US)
        self.gb = Faker("en_GB")
        self.gb.seed_instance(SEED_GB)
        self.zh = Faker("zh_CN")
        self.zh.seed_instance(SEED_ZH)
        self.r = random.Random(SEED_RNG)

    def s(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def d(self, n: int) -> str:
        return self.s(DG, n)

    def nz(self, n: int) -> str:  # n digits, no leading zero
        return str(self.r.randint(1, 9)) + self.d(n - 1)

    def ch(self, seq):
        return self.r.choice(seq)

    def en(self) -> Faker:
        return self.r.choice((self.us, self.gb))

    def any(self) -> Faker:
        return self.r.choice((self.us, self.gb, self.zh))


# --------------------------------------------------------------------------- checksums
def luhn_ok(num: str) -> bool:
    digits = [int(ch) for ch in num if ch.isdigit()]
    total = 0
    for i, dgt in enumerate(reversed(digits)):
        if i % 2:
            dgt *= 2
            dgt -= 9 if dgt > 9 else 0
        total += dgt
    return len(digits) >= 12 and total % 10 == 0


def luhn_complete(partial: str) -> str:
    for dgt in DG:
        if luhn_ok(partial + dgt):
            return partial + dgt
    raise AssertionError(partial)


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


def make_iban(cc: str, bban: str) -> str:
    num = int("".join(str(int(ch, 36)) for ch in bban + cc + "00"))
    return f"{cc}{98 - num % 97:02d}{bban}"


CNID_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def cnid_ok(s: str) -> bool:
    return len(s) == 18 and "10X98765432"[sum(int(a) * w for a, w in zip(s[:17], CNID_W)) % 11] == s[17].upper()


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def group(s: str, sizes, sep: str = " ") -> str:
    out, i = [], 0
    for k in sizes:
        out.append(s[i : i + k])
        i += k
    if i < len(s):
        out.append(s[i:])
    return sep.join(p for p in out if p)


# --------------------------------------------------------------------------- secrets
URL_SHAPES = (
    ("postgres://app:", "@db.internal:5432/prod"), ("postgresql://cmm_svc:", "@10.0.3.12:5432/memory"),
    ("mysql://root:", "@127.0.0.1:3306/shop"), ("https://deploy:", "@git.example.com/team/site.git"),
    ("redis://:", "@cache.local:6379/0"), ("amqp://worker:", "@mq.example.net:5672/%2F"),
    ("mongodb+srv://svc-reader:", "@cluster0.x7k2p.mongodb.net/notes"), ("ftp://backup:", "@files.example.org/nightly/"),
    ("smtp://mailer:", "@smtp.example.com:587"), ("https://ci-bot:", "@nexus.example.io/repository/pypi/simple"),
    ("http://admin:", "@192.168.1.1/cgi-bin/luci"), ("mssql://sa:", "@sql.lan:1433/ledger"),
)
ASSIGN_NAMES = (
    "API_KEY", "OPENWEATHER_API_KEY", "NOTION_TOKEN", "client_secret", "auth_token", "access_token", "SECRET_KEY",
    "webhook_secret", "x-api-key", "DEEPL_AUTH_KEY", "MAPBOX_SECRET", "refresh_token", "FEISHU_APP_SECRET",
    "app_secret", "signing_key", "PLAID_SECRET", "api_token", "DINGTALK_TOKEN", "private_token", "session_secret",
    "WECHAT_APPSECRET", "jwt_secret", "encryption_key", "TODOIST_API_TOKEN", "ALIYUN_ACCESS_KEY_SECRET",
)
ASSIGN_FMT = (("{k}=", ""), ('{k}: "', '"'), ("{k} = '", "'"), ("{k}: ", ""), ("export {k}=", ""),
              ("{k} = ", ""), ("set {k}=", ""))


def _sec_aws(c, lang):
    return c.ch(("AKIA", "AKIA", "AKIA", "ASIA")) + c.s(UP + "234567", 16)


def _sec_awssec(c, lang):
    return c.s(AN + "/+", 40)


def _sec_ghp(c, lang):
    return c.ch(("ghp_", "ghp_", "ghp_", "gho_", "ghs_", "ghu_")) + c.s(AN, 36)


def _sec_ghpat(c, lang):
    return "github_pat_11" + c.s(UP + DG, 20) + "_" + c.s(AN, 59)


def _sec_slack(c, lang):
    if c.r.random() < 0.6:
        return f"xoxb-{c.nz(11)}-{c.nz(13)}-{c.s(AN, 24)}"
    return f"xoxp-{c.nz(11)}-{c.nz(11)}-{c.nz(13)}-{c.s(HEX, 32)}"


def _sec_slackhook(c, lang):
    return f"https://hooks.slack.com/services/T{c.s(UP + DG, 10)}/B{c.s(UP + DG, 10)}/{c.s(AN, 24)}"


def _sec_openai(c, lang):
    k = c.r.random()
    if k < 0.5:
        return "sk-proj-" + c.s(B64U, 74) + "T3BlbkFJ" + c.s(B64U, 74)
    if k < 0.75:
        return "sk-" + c.s(AN, 20) + "T3BlbkFJ" + c.s(AN, 20)
    return "sk-svcacct-" + c.s(B64U, 74) + "T3BlbkFJ" + c.s(B64U, 74)


def _sec_anthropic(c, lang):
    return "sk-ant-api03-" + c.s(B64U, 93) + "AA"


def _sec_stripe(c, lang):
    if c.r.random() < 0.15:
        return "whsec_" + c.s(AN, 32)
    return c.ch(("sk_live_", "sk_live_", "rk_live_", "sk_test_")) + c.s(AN, c.ch((24, 24, 99)))


def _sec_google(c, lang):
    return "AIza" + c.s(B64U, 35)


def _sec_hf(c, lang):
    return "hf_" + c.s(UP + LO, 34)


def _sec_sendgrid(c, lang):
    return "SG." + c.s(B64U, 22) + "." + c.s(B64U, 43)


def _sec_telegram(c, lang):
    return f"{c.r.randint(100000000, 7999999999)}:AA{c.s(B64U, 33)}"


def _sec_jwt(c, lang):
    alg = c.ch(("HS256", "HS256", "RS256"))
    head = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    iat = 1_700_000_000 + c.r.randint(0, 60_000_000)
    body = {"sub": c.ch((c.nz(10), str(uuid.UUID(int=c.r.getrandbits(128), version=4)))), "iat": iat,
            "exp": iat + c.ch((900, 3600, 86400)), "scope": c.ch(("calendar.read", "mail.read", "read write", "openid"))}
    pay = b64url(json.dumps(body, separators=(",", ":")).encode())
    return f"{head}.{pay}.{c.s(B64U, 43 if alg == 'HS256' else 86)}"


def _sec_pkey(c, lang):
    kind = c.ch(("RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"))
    n = c.r.randint(4, 8)
    lines = [c.s(B64, 64) for _ in range(n - 1)] + [c.s(B64, c.r.randint(8, 60)) + c.ch(("", "=", "=="))]
    if kind == "RSA PRIVATE KEY":
        lines[0] = "MII" + lines[0][3:]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def _sec_url(c, lang):
    a, b = c.ch(URL_SHAPES)
    return (a, c.s(AN, 1) + c.s(AN + "-_.~", c.r.randint(11, 23)), b)


def _sec_assign(c, lang):
    k = c.ch(ASSIGN_NAMES)
    pre, post = c.ch(ASSIGN_FMT)
    val = c.ch((c.s(HEX, 32), c.s(HEX, 40), c.s(HEX, 64), c.s(AN, c.r.randint(32, 48)), c.s(AN + "+/", 43) + "="))
    return (pre.format(k=k), val, post)


def _sec_glpat(c, lang):
    return "glpat-" + c.s(B64U, 20)


def _sec_npm(c, lang):
    return "npm_" + c.s(AN, 36)


# --------------------------------------------------------------------------- passwords
WORDS = ("velvet", "harbor", "copper", "tulip", "orbit", "canyon", "maple", "lantern", "quartz", "meadow",
         "falcon", "pepper", "glacier", "saffron", "thunder", "violet", "marble", "cobalt", "willow", "ember",
         "nectar", "rocket", "pebble", "sable", "juniper", "tundra", "cinder", "mango", "ripple", "zephyr",
         "walnut", "comet", "basil", "fjord", "lychee", "bamboo", "dragon", "panda", "koala", "lotus")
PW_SPECIAL = "!@#$%^&*-_+=?"


def _pw_faker(c, lang):
    f = c.any()
    return f.password(length=c.r.randint(9, 18), special_chars=c.r.random() < 0.8, upper_case=c.r.random() < 0.9)


def _pw_human(c, lang):
    w = c.ch(WORDS)
    w = w.capitalize() if c.r.random() < 0.7 else w
    return w + c.ch(("!", "#", "@", "$", "_", ".", "*", "")) + str(c.r.randint(1, 9999)) + c.ch(("", "", "!", "?", "#"))


def _pw_pinyin(c, lang):
    base = c.zh.last_romanized_name().lower() + c.ch((c.zh.first_romanized_name().lower(), ""))
    base = base.capitalize() if c.r.random() < 0.4 else base
    return base + c.ch(("@", "_", "#", ".", "")) + c.ch((str(c.r.randint(1960, 2012)), c.d(4), "1314", "520" + c.d(2), c.d(6)))


def _pw_phrase(c, lang):
    sep = c.ch(("-", " ", ".", "_", "-"))
    return sep.join(c.r.sample(WORDS, c.r.randint(3, 5)))


def _pw_random(c, lang):
    return c.s(AN, 1) + c.s(AN + PW_SPECIAL, c.r.randint(9, 19))


# --------------------------------------------------------------------------- emails
CN_MAIL = ("163.com", "qq.com", "126.com", "foxmail.com", "sina.com", "aliyun.com", "139.com", "yeah.net")
EN_MAIL = ("gmail.com", "outlook.com", "fastmail.com", "proton.me", "icloud.com", "hotmail.co.uk", "btinternet.com",
           "yahoo.com")


def _em_faker(c, lang):
    f = c.zh if lang == "zh" and c.r.random() < 0.6 else c.any()
    m = c.ch(("email", "free_email", "company_email", "ascii_email", "ascii_free_email", "ascii_company_email",
              "safe_email", "ascii_safe_email"))
    return getattr(f, m)()


def _clean(s: str) -> str:
    return re.sub(r"[^a-z0-9]", "", s.lower())


def _em_plus(c, lang):
    f = c.en()
    return f"{_clean(f.first_name())}{c.ch(('.', '', '_'))}{_clean(f.last_name())}+{c.ch(('news', 'travel', 'cmm', 'bills', 'rx', 'kids'))}@{c.ch(EN_MAIL)}"


def _em_dotted(c, lang):
    f = c.en()
    dom = c.ch(("mail.example.co.uk", "example.com", "uni.example.ac.uk", "corp.example.net", "eng.example.io"))
    return f"{_clean(f.first_name())}.{_clean(f.last_name())}@{dom}"


def _em_cn(c, lang):
    k = c.r.random()
    if k < 0.3:
        local = c.nz(c.r.randint(6, 10))
    elif k < 0.7:
        local = _clean(c.zh.last_romanized_name() + c.zh.first_romanized_name()) + c.ch(("", str(c.r.randint(1970, 2008)), c.d(3)))
    else:
        local = c.zh.user_name() + c.d(c.r.randint(1, 4))
    return f"{local}@{c.ch(CN_MAIL)}"


def _em_upper(c, lang):
    f = c.en()
    return f"{f.first_name()}.{_clean(f.last_name()).capitalize()}@{c.ch(('Gmail.com', 'Outlook.com', 'Example.org'))}"


# --------------------------------------------------------------------------- phones
FULLWIDTH = str.maketrans("0123456789+-", "０１２３４５６７８９＋－")


def _ph_us(c, lang):
    return c.us.phone_number()


def _ph_gb(c, lang):
    return c.gb.phone_number()


def _ph_msisdn(c, lang):
    return c.any().msisdn()


def _cn_mobile(c) -> str:
    return c.zh.phone_number()


def _ph_cn(c, lang):
    n = _cn_mobile(c)
    k = c.r.randint(0, 8)
    return (n, n, f"{n[:3]} {n[3:7]} {n[7:]}", f"{n[:3]}-{n[3:7]}-{n[7:]}", f"+86 {n[:3]} {n[3:7]} {n[7:]}",
            f"+86-{n}", f"(+86){n}", f"+86 {n}", f"0086 {n}")[k]


def _ph_cnland(c, lang):
    area = c.ch(("010", "020", "021", "022", "023", "025", "027", "028", "029", "0571", "0755", "0512", "0532", "0731"))
    num = str(c.r.randint(2, 8)) + c.d(7 if len(area) == 3 or c.r.random() < 0.5 else 6)
    v = c.ch((f"{area}-{num}", f"({area}){num}", f"{area} {num[:4]} {num[4:]}", f"+86 {area[1:]} {num}", f"{area}-{num}"))
    if c.r.random() < 0.3:
        v += c.ch(("转", " 转 ", "-")) + c.d(c.r.randint(3, 4))
    return v


def _ph_full(c, lang):
    n = _cn_mobile(c)
    return c.ch((n, f"{n[:3]}-{n[3:7]}-{n[7:]}", f"+86-{n}")).translate(FULLWIDTH)


def _ph_ext(c, lang):
    if c.r.random() < 0.6:
        base = f"{c.r.randint(201, 989)}-{c.r.randint(201, 989)}-{c.d(4)}"
        base = c.ch((base, f"({base[:3]}) {base[4:]}", f"+1 {base}"))
    else:
        base = c.ch((f"+44 20 7{c.d(3)} {c.d(4)}", f"0161 {c.r.randint(200, 999)} {c.d(4)}", f"+86 21 {c.nz(8)}"))
    return base + c.ch((f" ext. {c.d(3)}", f" x{c.d(4)}", f" ext {c.d(2)}", f" 转{c.d(3)}" if lang != "en" else f" ext. {c.d(4)}"))


def _ph_intl(c, lang):
    return c.ch((f"+49 30 {c.d(8)}", f"+33 6 {c.d(2)} {c.d(2)} {c.d(2)} {c.d(2)}", f"+61 4{c.d(2)} {c.d(3)} {c.d(3)}",
                 f"+852 {c.ch('569')}{c.d(3)} {c.d(4)}", f"+65 {c.ch('89')}{c.d(3)} {c.d(4)}", f"+81 90-{c.d(4)}-{c.d(4)}",
                 f"+1 604 {c.r.randint(200, 999)} {c.d(4)}", f"+44 7{c.d(3)} {c.d(6)}", f"+886 9{c.d(2)} {c.d(3)} {c.d(3)}",
                 f"+34 6{c.d(2)} {c.d(3)} {c.d(3)}"))


# --------------------------------------------------------------------------- addresses
US_CITY = (("Austin", "TX"), ("Seattle", "WA"), ("Denver", "CO"), ("Portland", "OR"), ("Boston", "MA"),
           ("Chicago", "IL"), ("Raleigh", "NC"), ("Phoenix", "AZ"), ("Columbus", "OH"), ("San Diego", "CA"),
           ("Madison", "WI"), ("Atlanta", "GA"), ("Minneapolis", "MN"), ("Nashville", "TN"))
UK_CITY = ("London", "Manchester", "Leeds", "Bristol", "Glasgow", "Edinburgh", "Cardiff", "Sheffield", "Nottingham",
           "Brighton", "York", "Oxford", "Cambridge", "Liverpool", "Belfast", "Norwich")
ZH_PLACES = (("北京市", "朝阳区"), ("北京市", "海淀区"), ("上海市", "浦东新区"), ("上海市", "徐汇区"), ("广州市", "天河区"),
             ("深圳市", "南山区"), ("杭州市", "西湖区"), ("成都市", "武侯区"), ("南京市", "鼓楼区"), ("武汉市", "洪山区"),
             ("西安市", "雁塔区"), ("苏州市", "姑苏区"), ("重庆市", "渝北区"), ("天津市", "南开区"), ("长沙市", "岳麓区"),
             ("厦门市", "思明区"), ("青岛市", "市南区"), ("广东省深圳市", "福田区"), ("浙江省杭州市", "滨江区"))
ROADS = ("中山路", "人民路", "建国路", "解放路", "文三路", "科苑南路", "张江路", "学院路", "长江路", "延安西路", "天府大道",
         "东湖路", "光华大道", "和平街", "幸福大街", "南京东路", "滨江大道", "五一路", "青年路", "黄河道", "金沙江路", "东三环北路")
PINYIN_ROADS = ("Jianguo", "Zhongshan", "Renmin", "Jiefang", "Wensan", "Zhangjiang", "Xueyuan", "Changjiang",
                "Yan'an West", "Guanghua", "Binjiang", "Heping")
PINYIN_PLACES = (("Chaoyang", "Beijing"), ("Pudong New Area", "Shanghai"), ("Xihu", "Hangzhou"), ("Nanshan", "Shenzhen"),
                 ("Tianhe", "Guangzhou"), ("Wuhou", "Chengdu"), ("Haidian", "Beijing"), ("Gulou", "Nanjing"))


def _ad_us(c, lang):
    s = c.us.street_address()
    if c.r.random() < 0.3 and not any(k in s for k in ("Apt", "Suite")):
        s += c.ch((" ", ", ")) + c.us.secondary_address()
    city, st = c.ch(US_CITY) if c.r.random() < 0.5 else (c.us.city(), c.us.state_abbr())
    return ("", s, c.ch((f", {city}, {st}", f", {city}", f" in {city}", f", {city} {st}")))


def _ad_gb(c, lang):
    s = c.gb.street_address().replace("\n", ", ")
    if c.r.random() < 0.2 and not s[0].isalpha():
        s = f"Flat {c.r.randint(1, 40)}, " + s
    return ("", s, c.ch((f", {c.ch(UK_CITY)}", f" in {c.ch(UK_CITY)}")))


def _zh_street(c) -> str:
    road = c.ch(ROADS) if c.r.random() < 0.65 else c.zh.street_name()
    no = f"{c.r.randint(1, 999)}号"
    b, u, rm = c.r.randint(1, 30), c.r.randint(1, 6), c.r.randint(1, 33) * 100 + c.r.randint(1, 8)
    k = c.r.randint(0, 7)
    if k == 0:
        return road + no
    if k == 1:
        return f"{road}{no}{b}栋{u}单元{rm}室"
    if k == 2:
        return f"{road}{no}{b}号楼{rm}室"
    if k == 3:
        return f"{road}{c.r.randint(10, 999)}弄{b}号{rm}室"
    if k == 4:
        return f"{road}{no}{c.ch('ABCD')}座{rm}室"
    if k == 5:
        return f"{road}{no}院{b}号楼{u}单元{rm}"
    if k == 6:
        return f"{road}{no}{rm}室"
    return f"{road}{no}{b}幢{rm}室"


def _ad_zh(c, lang):
    city, dist = c.ch(ZH_PLACES)
    return (c.ch((f"{city}{dist}", dist, f"{city}{dist}")), _zh_street(c), "")


def _ad_zhen(c, lang):
    road, (dist, city) = c.ch(PINYIN_ROADS), c.ch(PINYIN_PLACES)
    n, rm = c.r.randint(1, 999), c.r.randint(1, 33) * 100 + c.r.randint(1, 8)
    val = c.ch((f"Room {rm}, No. {n} {road} Road", f"No. {n} {road} Road, Building {c.r.randint(1, 20)}, Room {rm}",
                f"Rm {rm}, Bldg {c.r.randint(1, 20)}, {n} {road} Rd", f"No. {n} {road} Street"))
    return ("", val, f", {dist} District, {city}")


# --------------------------------------------------------------------------- government ids
CN_AREAS = ("110105", "110108", "310115", "310104", "440106", "440305", "330106", "510107", "320106", "420111",
            "610113", "320508", "500112", "120104", "430104", "350203", "370202", "210102", "330108", "440304")
NI_FIRST, NI_SECOND = "ABCEGHJKLMNOPRSTWXYZ", "ABCEGHJKLMNPRSTWXYZ"
NI_BAD = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def _gid_ssn(c, lang):
    s = c.us.ssn()
    k = c.r.random()
    return s if k < 0.6 else s.replace("-", " ") if k < 0.8 else s.replace("-", "")


def _gid_itin(c, lang):
    return c.us.ssn(taxpayer_identification_number_type="ITIN")


def _gid_cnid(c, lang):
    if c.r.random() < 0.5:  # Faker's raw area code + sequence; its birth date is "today"-relative, so redrawn
        raw = c.zh.ssn()
        body = raw[:6] + f"{c.r.randint(1950, 2012)}{c.r.randint(1, 12):02d}{c.r.randint(1, 28):02d}" + raw[14:17]
        v = body + "10X98765432"[sum(int(a) * w for a, w in zip(body, CNID_W)) % 11]
    else:
        birth = f"{c.r.randint(1950, 2012)}{c.r.randint(1, 12):02d}{c.r.randint(1, 28):02d}"
        body = c.ch(CN_AREAS) + birth + c.d(3)
        v = body + "10X98765432"[sum(int(a) * w for a, w in zip(body, CNID_W)) % 11]
    assert cnid_ok(v), v
    return v


def _gid_ni(c, lang):
    if c.r.random() < 0.3:
        return c.gb.ssn()
    while True:
        p = c.ch(NI_FIRST) + c.ch(NI_SECOND)
        if p not in NI_BAD:
            break
    d, s = c.d(6), c.ch("ABCD")
    return c.ch((f"{p}{d}{s}", f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}", f"{p} {d} {s}", f"{p}{d}{s}"))


def _gid_pp_us(c, lang):
    return c.us.passport_number()


def _gid_pp_gb(c, lang):
    return c.gb.passport_number()


def _gid_pp_cn(c, lang):
    return c.ch((f"E{c.d(8)}", f"E{c.ch('ABCDEFGHJKLMNPQRSTUVWXYZ')}{c.d(7)}", f"G{c.d(8)}", f"E{c.d(8)}"))


def _gid_pp_zhraw(c, lang):
    return c.zh.passport_number()


# --------------------------------------------------------------------------- financial
CARD_TYPES = ("visa16", "visa16", "mastercard", "mastercard", "amex", "discover", "jcb16", "diners", "visa13", "maestro")
IBAN_SPECS = {"DE": "n18", "NL": "a4n10", "ES": "n20", "FR": "n10c11n2", "IT": "a1n10c12", "CH": "n5c12", "BE": "n12",
              "GB": "a4n14", "IE": "a4n14", "AT": "n16", "PL": "n24", "PT": "n21", "SE": "n20", "DK": "n14", "FI": "n14"}


def _card_fmt(c, n: str) -> str:
    k = c.r.random()
    if k < 0.4:
        return n
    sep = " " if k < 0.8 else "-"
    if len(n) not in (14, 15, 16, 19):
        return n
    return group(n, {15: (4, 6, 5), 14: (4, 6, 4)}.get(len(n), (4, 4, 4, 4, 4)), sep)


def _fin_card(c, lang):
    n = c.en().credit_card_number(card_type=c.ch(CARD_TYPES))
    assert luhn_ok(n), n
    return _card_fmt(c, n)


def _fin_up(c, lang):
    n = luhn_complete("62" + c.ch(("2202", "1700", "2848", "1483", "1226", "2588", "1799", "1661", "2580", "1226"))
                      + c.d(c.ch((9, 12))))
    assert luhn_ok(n)
    return n if c.r.random() < 0.5 else group(n, (4, 4, 4, 4, 4))


def _fin_iban(c, lang):
    if c.r.random() < 0.4:
        v = c.any().iban()
    else:
        cc = c.ch(tuple(IBAN_SPECS))
        bban = ""
        for cls, cnt in re.findall(r"([nac])(\d+)", IBAN_SPECS[cc]):
            bban += c.s({"n": DG, "a": UP, "c": UP + DG}[cls], int(cnt))
        v = make_iban(cc, bban)
    assert iban_ok(v), v
    return v if c.r.random() < 0.5 else group(v, [4] * 9)


def _fin_acct(c, lang):
    return c.nz(c.r.randint(8, 12))


def _fin_cnacct(c, lang):
    v = c.nz(c.ch((16, 17, 19)))
    return v if c.r.random() < 0.6 else group(v, [4] * 5)


def _fin_aba(c, lang):
    return c.us.aba()


def _fin_sort(c, lang):
    return f"{c.d(2)}-{c.d(2)}-{c.d(2)}"


def _fin_bban(c, lang):
    return c.any().bban()


# --------------------------------------------------------------------------- names
COMPOUND = ("欧阳", "司马", "上官", "诸葛", "慕容", "东方", "皇甫", "令狐")


def _pn_en(c, lang):
    f = c.en()
    return f"{c.ch((f.first_name, f.first_name_male, f.first_name_female))()} {f.last_name()}"


def _pn_en_f(c, lang):
    f = c.en()
    return f"{f.first_name_female()} {f.last_name()}"


def _pn_en_m(c, lang):
    f = c.en()
    return f"{f.first_name_male()} {f.last_name()}"


def _pn_en_pre(c, lang):  # Faker's prefix_male()/prefix_female() stays outside the span
    f = c.en()
    if c.r.random() < 0.5:
        return (f.prefix_female() + " ", f"{f.first_name_female()} {f.last_name()}", "")
    return (f.prefix_male() + " ", f"{f.first_name_male()} {f.last_name()}", "")


def _pn_en_mid(c, lang):
    f = c.en()
    return f"{f.first_name()} {c.ch(UP.replace('X', ''))}. {f.last_name()}"


def _pn_zh(c, lang):
    if c.r.random() < 0.06:
        return c.ch(COMPOUND) + c.zh.first_name()
    return c.ch((c.zh.name, c.zh.name_male, c.zh.name_female))()


def _pn_zh_f(c, lang):
    return c.zh.name_female()


def _pn_zh_m(c, lang):
    return c.zh.name_male()


def _pn_rom(c, lang):
    return c.zh.romanized_name()


# --------------------------------------------------------------------------- usernames / paths
def _common(word: str) -> bool:
    return zipf_frequency is not None and zipf_frequency(word, "en") >= 2.0


def _handle(c) -> str:
    while True:
        f, k = c.en(), c.r.randint(0, 7)
        if k == 0:
            h = f.user_name()
        elif k == 1:
            h = c.zh.user_name()
        elif k == 2:
            h = f"{_clean(f.first_name())}_{_clean(f.last_name())}{c.r.randint(1, 99)}"
        elif k == 3:
            h = f"{_clean(f.first_name())}{_clean(f.last_name())[:1]}{c.r.randint(80, 2005)}"
        elif k == 4:
            h = _clean(c.zh.last_romanized_name() + c.zh.first_romanized_name()) + c.d(c.r.randint(0, 4))
        elif k == 5:
            h = c.ch(("the", "its", "real", "dev", "just", "mr")) + _clean(f.first_name()) + c.ch(("", "_", "-")) + c.ch(("codes", "dev", "x", "hq", "io"))
        elif k == 6:
            h = f"{_clean(f.first_name())}.{_clean(f.last_name())}"
        else:
            h = f"{_clean(f.last_name())}-{c.ch(('dev', 'labs', 'builds', 'tech'))}"
        h = re.sub(r"[^A-Za-z0-9._-]", "", h)
        if len(h) >= 5 and h[0].isalnum() and h[-1].isalnum() and not _common(h):
            return h


def _un_at(c, lang):
    return "@" + _handle(c)


def _un_plain(c, lang):
    return _handle(c)


def _un_wx(c, lang):
    return c.ch(("wxid_" + c.s(LO + DG, 14), _clean(c.zh.last_romanized_name()) + "_" + c.d(c.r.randint(3, 6))))


def _path_user(c, mac: bool = False) -> str:
    while True:
        f, k = c.en(), c.r.randint(0, 5)
        if k == 0:
            u = f.user_name()
        elif k == 1:
            u = _clean(f.first_name())
        elif k == 2:
            u = f"{_clean(f.first_name())}.{_clean(f.last_name())}"
        elif k == 3:
            u = c.zh.user_name()
        elif k == 4:
            u = _clean(c.zh.last_romanized_name() + c.zh.first_romanized_name())
        else:
            u = _clean(f.first_name())[:1] + _clean(f.last_name())
        if mac and c.r.random() < 0.4 and k in (1, 5):
            u = u.capitalize()
        if len(u) >= 4 and not _common(u):
            return u


POSIX_TAIL = ("/projects/cmm/memory", "/.config/cmm/config.toml", "/notes/2025/weekly.md", "/code/finance-tracker/data.csv",
              "/Downloads/itinerary.pdf", "/.ssh/config", "/venvs/py312/bin/python", "/src/agent-skills/weather-daily",
              "/Documents/receipts", "/.local/share/cmm/index.db", "/work/reports/q3.xlsx", "/.cache/huggingface/hub",
              "/dev/cmm/src/app.py", "/Pictures/screenshots", "/vault/daily", "/repos/dotfiles")
WIN_TAIL = ("\\Documents\\cmm\\memory", "\\AppData\\Roaming\\cmm\\config.toml", "\\Desktop\\travel.xlsx",
            "\\source\\repos\\finance-tracker", "\\Downloads\\boarding-pass.pdf", "\\OneDrive\\Notes\\health.md",
            "\\projects\\weather-daily\\main.py", "\\Pictures\\Screenshots", "\\.ssh\\config")


def _hp_linux(c, lang):
    return ("", f"/home/{_path_user(c)}", c.ch(POSIX_TAIL))


def _hp_mac(c, lang):
    return ("", f"/Users/{_path_user(c, mac=True)}", c.ch(POSIX_TAIL))


def _hp_win(c, lang):
    drive = "C:" if c.r.random() < 0.85 else "c:"
    return ("", f"{drive}\\Users\\{_path_user(c)}", c.ch(WIN_TAIL))


def _hp_winjson(c, lang):
    return ("", f"C:\\\\Users\\\\{_path_user(c)}", c.ch(WIN_TAIL).replace("\\", "\\\\"))


def _hp_winfwd(c, lang):
    return ("", f"C:/Users/{_path_user(c)}", c.ch(POSIX_TAIL))


def _hp_wsl(c, lang):
    return ("", f"/mnt/c/Users/{_path_user(c)}", c.ch(POSIX_TAIL))


def _hp_posix(c, lang):
    return _hp_linux(c, lang) if c.r.random() < 0.55 else _hp_mac(c, lang)


# --------------------------------------------------------------------------- schedules
EN_WORD = ("twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
ZH_DIG = "零一二三四五六七八九十"
MINUTES = (0, 0, 0, 10, 15, 15, 20, 30, 30, 30, 40, 45, 45, 50)
HOURS = {"m": (5, 6, 6, 6, 7, 7, 7, 8, 8, 9), "e": (17, 18, 19, 20, 21, 21, 22, 22, 23),
         "a": (6, 7, 8, 9, 12, 13, 15, 16, 17, 19, 20, 21, 22)}


def _zh_num(h: int) -> str:
    return ZH_DIG[h] if h <= 10 else "十" + ZH_DIG[h - 10]


def _zh_prefix(c, h: int) -> str:
    if h <= 5:
        return c.ch(("凌晨", "早上"))
    if h <= 8:
        return c.ch(("早上", "早上", "早", "清早"))
    if h <= 11:
        return "上午"
    if h <= 13:
        return "中午"
    if h <= 17:
        return c.ch(("下午", "傍晚")) if h == 17 else "下午"
    return c.ch(("晚上", "晚上", "晚"))


def _raw_time(c, f: Faker, part: str) -> str:
    """Faker's raw time() ("06:01:03" / "%H:%M"), redrawn until the hour fits the routine."""
    pattern = c.ch(("%H:%M:%S", "%H:%M"))
    for _ in range(60):
        t = f.time(pattern=pattern, end_datetime=FAKER_NOW)
        if int(t[:2]) in HOURS[part]:
            return t
    return f"{c.ch(HOURS[part]):02d}:{c.ch(MINUTES):02d}"


def _sc_en(c, part: str) -> str:
    h, mm = c.ch(HOURS[part]), c.ch(MINUTES)
    h12, ap = (h % 12) or 12, ("am" if h < 12 else "pm")
    k = c.r.randint(0, 9)
    if k <= 2:
        return f"{h12}{ap}" if mm == 0 else f"{h12}:{mm:02d}{ap}"
    if k == 3:
        return f"{h12}:{mm:02d} {c.ch((ap.upper(), ('a.m.' if h < 12 else 'p.m.')))}"
    if k == 4:
        return f"{h:02d}:{mm:02d}"
    if k == 5 and mm in (0, 15, 30, 45):
        w = EN_WORD[h12]
        return {0: f"{w} o'clock", 15: f"quarter past {w}", 30: f"half past {w}", 45: f"quarter to {EN_WORD[h12 % 12 + 1]}"}[mm]
    if k == 6:
        return f"{h12}.{mm:02d}{ap}" if mm else f"{h12} {ap}"
    if k == 7:
        return _raw_time(c, c.en(), part)
    if k == 8 and mm in (0, 30):
        return f"{EN_WORD[h12]} thirty" if mm == 30 else f"{EN_WORD[h12]} {ap}"
    return f"{h12}:{mm:02d} {ap}"


def _sc_zh(c, part: str) -> str:
    h, mm = c.ch(HOURS[part]), c.ch(MINUTES)
    h12, pre = (h if h <= 12 else h - 12), _zh_prefix(c, h)
    k = c.r.randint(0, 7)
    if k <= 1:
        return f"{pre}{h12}点" + ("半" if mm == 30 else f"{mm}分" if mm else "")
    if k == 2 and mm in (0, 15, 30):
        return f"{pre}{_zh_num(h12)}点" + {0: "", 15: "一刻", 30: "半"}[mm]
    if k == 3:
        return f"{h}:{mm:02d}"
    if k == 4:
        return f"{pre}{h12}:{mm:02d}"
    if k == 5:
        return f"{h}点" + (f"{mm:02d}分" if mm else "整")
    if k == 6:
        return _raw_time(c, c.zh, part)
    return f"{pre}{h12}点" + ("半" if mm == 30 else "")


def _sched(part):
    def gen(c, lang):
        if lang == "en" or (lang == "mixed" and c.r.random() < 0.45):
            return _sc_en(c, part)
        return _sc_zh(c, part)
    return gen


# --------------------------------------------------------------------------- geo
HOODS = (("Shoreditch", "London"), ("Clapham", "London"), ("Peckham", "London"), ("Kensal Rise", "London"),
         ("Didsbury", "Manchester"), ("Chorlton", "Manchester"), ("Ancoats", "Manchester"), ("Headingley", "Leeds"),
         ("Clifton", "Bristol"), ("Southville", "Bristol"), ("Jesmond", "Newcastle"), ("Stockbridge", "Edinburgh"),
         ("Jericho", "Oxford"), ("Roath", "Cardiff"), ("Hillhead", "Glasgow"), ("Kemptown", "Brighton"),
         ("Wicker Park", "Chicago"), ("Logan Square", "Chicago"), ("Park Slope", "Brooklyn"), ("Ballard", "Seattle"),
         ("Fremont", "Seattle"), ("Noe Valley", "San Francisco"), ("Mission District", "San Francisco"),
         ("Back Bay", "Boston"), ("Jamaica Plain", "Boston"), ("Five Points", "Denver"), ("Shadyside", "Pittsburgh"),
         ("Georgetown", "Washington"), ("East Nashville", "Nashville"), ("Hyde Park", "Austin"))
XQ_BRAND = ("万科", "碧桂园", "保利", "龙湖", "绿地", "华润", "中海", "融创", "招商", "金地", "世茂", "旭辉")
XQ_NAME = ("金色家园", "城市花园", "香槟国际", "天悦", "翡翠湾", "滨江壹号", "锦绣江南", "紫荆苑", "云玺", "观澜", "阳光城",
           "御景湾", "星河湾", "枫林苑", "丽景", "春江花月", "东方名苑", "公园里")
XQ_SUF = ("", "", "小区", "花园", "一期", "二期", "北区", "南苑")
XQ_OLD = ("翠苑", "朝晖", "和平里", "芳草地", "天通苑", "回龙观", "望京西园", "紫竹院", "康乐", "桃源", "南湖", "金桥")
XQ_OLD_SUF = ("一区", "二区", "三区", "小区", "新村", "四区", "东里", "西里")
AREAS = ("望京", "五道口", "中关村", "陆家嘴", "徐家汇", "张江", "天河北", "珠江新城", "前海", "钱江新城", "光谷", "仙林",
         "金鸡湖", "后海", "南锣鼓巷", "华强北", "科学城", "大学城")


def _latlon(c):
    k = c.r.random()
    if k < 0.5:
        lat, lon, *_ = c.us.local_latlng(country_code=c.ch(("US", "GB", "CN")))
        lat, lon = float(lat) + c.r.uniform(-0.04, 0.04), float(lon) + c.r.uniform(-0.04, 0.04)
    else:
        lat, lon = float(c.any().latitude()), float(c.any().longitude())
    nd = c.ch((4, 5, 6))
    return round(lat, nd), round(lon, nd), nd


def _dms(x: float) -> str:
    x = abs(x)
    d = int(x)
    m = int((x - d) * 60)
    s = round(((x - d) * 60 - m) * 60, 1)
    return f"{d}°{m}′{s}″"


def _geo_coord(c, lang):
    lat, lon, nd = _latlon(c)
    ns, ew = ("N" if lat >= 0 else "S"), ("E" if lon >= 0 else "W")
    k = c.r.randint(0, 7)
    if k <= 1:
        return f"{lat:.{nd}f}, {lon:.{nd}f}"
    if k == 2:
        return f"{lat:.{nd}f},{lon:.{nd}f}"
    if k == 3:
        return ("(", f"{lat:.{nd}f}, {lon:.{nd}f}", ")")
    if k == 4:
        return f"{abs(lat):.{nd}f}°{ns}, {abs(lon):.{nd}f}°{ew}"
    if k == 5:
        return ("geo:", f"{lat:.{nd}f},{lon:.{nd}f}", "")
    if k == 6:
        return ("lat ", f"{lat:.{nd}f}, lon {lon:.{nd}f}", "")
    return f"{_dms(lat)}{ns} {_dms(lon)}{ew}"


def _geo_coordj(c, lang):  # JSON-safe, contiguous
    lat, lon, nd = _latlon(c)
    return c.ch((f"{lat:.{nd}f}, {lon:.{nd}f}", f"{lat:.{nd}f},{lon:.{nd}f}"))


def _geo_coordgeo(c, lang):  # GeoJSON order
    lat, lon, nd = _latlon(c)
    return f"{lon:.{nd}f}, {lat:.{nd}f}"


def _geo_zip(c, lang):
    return c.us.zipcode() if c.r.random() < 0.7 else c.us.zipcode_plus4()


def _geo_zip4(c, lang):
    return c.us.zipcode_plus4()


def _geo_ukpc(c, lang):
    return c.gb.postcode()


def _geo_cnpc(c, lang):
    return c.zh.postcode()


def _geo_hood(c, lang):
    return c.ch(HOODS)[0]


def _geo_hoodc(c, lang):
    name, city = c.ch(HOODS)
    return ("", name, f", {city}")


def _geo_xq(c, lang):
    if c.r.random() < 0.6:
        return c.ch(XQ_BRAND) + c.ch(XQ_NAME) + c.ch(XQ_SUF)
    return c.ch(XQ_OLD) + c.ch(XQ_OLD_SUF)


def _geo_area(c, lang):
    return c.ch(AREAS)


# --------------------------------------------------------------------------- registry
GEN = {
    "secret": {"aws": _sec_aws, "awssec": _sec_awssec, "ghp": _sec_ghp, "ghpat": _sec_ghpat, "slack": _sec_slack,
               "slackhook": _sec_slackhook, "openai": _sec_openai, "anthropic": _sec_anthropic, "stripe": _sec_stripe,
               "google": _sec_google, "hf": _sec_hf, "sendgrid": _sec_sendgrid, "telegram": _sec_telegram,
               "jwt": _sec_jwt, "pkey": _sec_pkey, "url": _sec_url, "assign": _sec_assign, "glpat": _sec_glpat,
               "npm": _sec_npm},
    "password": {"faker": _pw_faker, "human": _pw_human, "pinyin": _pw_pinyin, "phrase": _pw_phrase, "random": _pw_random},
    "email": {"faker": _em_faker, "plus": _em_plus, "dotted": _em_dotted, "cn": _em_cn, "upper": _em_upper},
    "phone": {"us": _ph_us, "gb": _ph_gb, "msisdn": _ph_msisdn, "cn": _ph_cn, "cnland": _ph_cnland, "full": _ph_full,
              "ext": _ph_ext, "intl": _ph_intl},
    "address": {"us": _ad_us, "gb": _ad_gb, "zh": _ad_zh, "zhen": _ad_zhen},
    "government_id": {"ssn": _gid_ssn, "itin": _gid_itin, "cnid": _gid_cnid, "ni": _gid_ni, "pp_us": _gid_pp_us,
                      "pp_gb": _gid_pp_gb, "pp_cn": _gid_pp_cn, "pp_zhraw": _gid_pp_zhraw},
    "financial": {"card": _fin_card, "up": _fin_up, "iban": _fin_iban, "acct": _fin_acct, "cnacct": _fin_cnacct,
                  "aba": _fin_aba, "sort": _fin_sort, "bban": _fin_bban},
    "person_name": {"en": _pn_en, "en_f": _pn_en_f, "en_m": _pn_en_m, "en_mid": _pn_en_mid, "en_pre": _pn_en_pre, "zh": _pn_zh, "zh_f": _pn_zh_f,
                    "zh_m": _pn_zh_m, "rom": _pn_rom},
    "username": {"at": _un_at, "plain": _un_plain, "wx": _un_wx},
    "home_path": {"linux": _hp_linux, "mac": _hp_mac, "win": _hp_win, "winjson": _hp_winjson, "winfwd": _hp_winfwd,
                  "wsl": _hp_wsl, "posix": _hp_posix},
    "schedule": {"m": _sched("m"), "e": _sched("e"), "a": _sched("a")},
    "geo": {"coord": _geo_coord, "coordj": _geo_coordj, "coordgeo": _geo_coordgeo, "zip": _geo_zip, "zip4": _geo_zip4,
            "ukpc": _geo_ukpc, "cnpc": _geo_cnpc, "hood": _geo_hood, "hoodc": _geo_hoodc, "xq": _geo_xq, "area": _geo_area},
}

_SEC_BARE = ("aws", "ghp", "ghpat", "slack", "openai", "anthropic", "stripe", "google", "hf", "sendgrid", "telegram",
             "jwt", "glpat", "npm")
_PW = ("faker", "faker", "faker", "human", "human", "pinyin", "random", "phrase")
#: kinds drawn for a "*" template, per (category, lang)
POOL = {
    "secret": {"en": _SEC_BARE, "zh": _SEC_BARE, "mixed": _SEC_BARE},
    "password": {"en": _PW, "zh": _PW + ("pinyin", "pinyin"), "mixed": _PW + ("pinyin",)},
    "email": {"en": ("faker", "faker", "faker", "plus", "dotted", "upper"), "zh": ("cn", "cn", "cn", "faker", "faker", "plus"),
              "mixed": ("cn", "cn", "faker", "faker", "plus", "dotted", "upper")},
    "phone": {"en": ("us", "us", "us", "gb", "gb", "gb", "ext", "intl", "msisdn"),
              "zh": ("cn", "cn", "cn", "cn", "cn", "cnland", "cnland", "full", "intl"),
              "mixed": ("cn", "cn", "cn", "us", "gb", "cnland", "ext", "intl", "full")},
    "address": {"en": ("us", "us", "gb", "gb"), "zh": ("zh",), "mixed": ("zh", "zh", "zh", "us", "gb", "zhen")},
    "government_id": {"en": ("ssn", "ssn", "ni"), "zh": ("cnid",), "mixed": ("cnid", "cnid", "ssn", "ni")},
    "financial": {"en": ("card", "card", "card", "iban", "iban"), "zh": ("up", "up", "up", "card", "card", "iban"),
                  "mixed": ("card", "card", "up", "up", "iban", "iban")},
    "person_name": {"en": ("en", "en", "en", "en_f", "en_m", "en_mid"), "zh": ("zh",), "mixed": ("zh", "zh", "zh", "rom", "en", "en")},
    "home_path": {"en": ("linux", "linux", "mac", "mac", "win", "win", "winfwd", "wsl"),
                  "zh": ("linux", "linux", "mac", "mac", "win", "win", "wsl"),
                  "mixed": ("linux", "linux", "mac", "mac", "win", "win", "winfwd")},
}


# =========================================================================== templates
# One template per line: "kind|text" or just "text" (kind "*" = drawn from POOL). "{V}" marks the
# planted value (exactly once); other {names} are non-personal fillers; "¶" is a newline.
TEMPLATES: dict[tuple[str, str], str] = {}

TEMPLATES["secret", "en"] = """
aws|Key facts about the user: keeps the backup bucket's AWS access key id {V} in the finance-tracker config.
awssec|Remember: aws_secret_access_key for the photo-archive job is {V} (rotated {date}).
ghp|- GitHub token used by code-reviewer: {V}
ghpat|Handoff note (code-reviewer -> release-bot): fine-grained PAT {V} has read access to the user's repos.
slack|{"fact": "Slack bot token for the standup digest is {V}", "source": "{skill}", "confidence": {conf}}
slackhook|Preference: post weekly summaries to the Slack webhook {V} instead of email.
openai|User pasted their OpenAI key {V} so the email-summarizer can call the API directly.
anthropic|Remember: the user's Anthropic API key is {V}; use it only for the code-reviewer skill.
stripe|finance-tracker note: Stripe secret {V} is used to pull payouts every Monday.
google|- Google Maps API key for travel-planner: {V}
hf|Key facts about the user:¶- works on ML side projects¶- Hugging Face token: {V}
sendgrid|email-summarizer handoff: send digests through SendGrid with key {V}.
telegram|Preference: push weather alerts through the user's Telegram bot (token {V}).
jwt|calendar-helper cached a session JWT for the user: {V}
pkey|User shared the deploy key for their VPS; stored so the next session can SSH in:¶{V}
url|Remember: DATABASE_URL for the user's side project is {V}
assign|From the user's .env (finance-tracker): {V}
glpat|GitLab personal access token for the user's self-hosted runner: {V}
npm|Note for code-reviewer: publish with the user's own npm token {V}.
Remember: never echo the user's token {V} back in chat.
- api token (personal): {V}
{"fact": "user's API key", "value": "{V}", "source": "{skill}"}
Handoff from {skill}: credential to reuse next session -> {V}
Key facts about the user¶* prefers dark mode¶* main API credential: `{V}`
User asked me to remember this key for later: {V}. Do not show it unless asked.
awssec|travel-planner stores receipts in S3; secret key {V} belongs to the user's personal IAM user.
assign|Config snippet the user wants reused in every session:¶```¶{V}¶```
url|git remote for the user's dotfiles: {V}
jwt|Authorization header for the user's home-assistant instance: Bearer {V}
telegram|{"fact": "Telegram bot token", "value": "{V}", "source": "weather-daily", "created": "{date}"}
pkey|[memory] private key the user uploaded on {date} (keep encrypted):¶{V}¶[end]
"""

TEMPLATES["secret", "zh"] = """
aws|用户偏好：备份脚本使用 AWS 访问密钥 {V}，每月轮换一次。
awssec|记住：对象存储的私密访问密钥是{V}，不要在对话里显示。
ghp|代码审查助手备注：用户的 GitHub 令牌为 {V}。
ghpat|交接说明（代码审查 → 发布助手）：细粒度访问令牌 {V} 只有读权限。
slack|{"事实": "团队 Slack 机器人令牌为 {V}", "来源": "{zskill}"}
slackhook|用户希望周报推送到这个 Slack 回调地址：{V}
openai|用户把 OpenAI 密钥 {V} 给了邮件摘要，用来直接调用接口。
anthropic|关于用户的关键信息：¶- 用 Claude 写代码¶- Anthropic 密钥：{V}
stripe|记账助手：Stripe 密钥 {V}，每周一拉取一次结算数据。
google|旅行规划用的谷歌地图接口密钥：{V}
hf|用户的 Hugging Face 令牌是{V}，下载模型时使用。
sendgrid|邮件摘要交接：通过 SendGrid 发送，密钥 {V}。
telegram|天气日报：推送到用户的 Telegram 机器人，令牌 {V}。
jwt|日程助手缓存了用户的登录凭证（JWT）：{V}
pkey|用户提供了服务器部署私钥，下次会话用于登录：¶{V}
url|记住：用户个人项目的数据库连接串是 {V}
assign|用户 .env 文件中的配置（记账助手）：{V}
glpat|自建 GitLab 的个人访问令牌：{V}
npm|代码审查备注：用用户自己的 npm 令牌 {V} 发布。
记住：绝不要在聊天中回显用户的令牌 {V}。
- 个人接口令牌：{V}
{"fact": "用户的接口密钥", "value": "{V}", "source": "{zskill}"}
{zskill}交接：下次会话继续使用此凭证 → {V}
用户让我记住这个密钥：{V}，除非用户要求，否则不要展示。
关于用户的关键信息¶* 偏好深色模式¶* 主要凭证：`{V}`
url|用户 dotfiles 仓库的远程地址：{V}
jwt|智能家居接口的请求头：Authorization: Bearer {V}
assign|用户希望每次会话都复用这段配置：¶```¶{V}¶```
telegram|{"事实": "Telegram 机器人令牌", "值": "{V}", "来源": "天气日报", "创建": "{date}"}
awssec|旅行规划把票据存在对象存储里，用户个人账号的密钥为{V}。
pkey|[记忆] 用户{zdate}上传的私钥（需加密保存）：¶{V}¶[结束]
"""

TEMPLATES["secret", "mixed"] = """
aws|Remember：用户的 AWS access key 是 {V}，用于 nightly backup。
awssec|备份 job 的 aws_secret_access_key = {V}（{date} 轮换过）
ghp|code-reviewer 备注：GitHub token {V}，只在 review 时用。
ghpat|Handoff（code-reviewer → release-bot）：fine-grained PAT 为 {V}
slack|{"fact": "Slack bot token 是 {V}", "source": "{skill}", "lang": "zh-en"}
slackhook|Preference：周报发到 Slack webhook {V}，不要发邮件。
openai|用户给了 OpenAI key {V}，email-summarizer 可以直接调 API。
anthropic|Key facts about the user：常用 Claude；Anthropic key 是 {V}
stripe|finance-tracker：Stripe key {V}，每周一 pull payouts。
google|travel-planner 的 Google Maps key：{V}
hf|HF token（下载模型用）：{V}
sendgrid|email-summarizer handoff：用 SendGrid 发送，API key {V}
telegram|weather-daily 推送到用户的 Telegram bot，token 为 {V}
jwt|calendar-helper 缓存的 session JWT：{V}
pkey|用户的 VPS deploy key（下次 session 要 SSH 登录）：¶{V}
url|记住 DATABASE_URL：{V}
assign|.env 里的配置（finance-tracker 用）：{V}
glpat|自建 GitLab runner 的 personal access token：{V}
npm|publish 时用用户自己的 npm token {V}
Remember：不要在 chat 里回显这个 token {V}
- personal API token（个人）：{V}
{"fact": "user 的 API key", "value": "{V}", "source": "{zskill}"}
{skill} 交接：next session 继续用这个 credential → {V}
用户 asked me to remember this key：{V}，除非用户要求 don't show it。
Key facts 关于用户¶* prefers 深色模式¶* 主 API credential：`{V}`
url|dotfiles repo 的 git remote：{V}
jwt|home-assistant 请求头 Authorization: Bearer {V}
assign|每次 session 都复用这段 config：¶```¶{V}¶```
telegram|{"fact": "Telegram bot token 令牌", "value": "{V}", "source": "weather-daily"}
awssec|travel-planner 的 S3 secret key（用户个人 IAM）：{V}
"""

TEMPLATES["password", "en"] = """
Remember: the user's Wi-Fi password is {V}
password: {V} (home NAS, user confirmed {date})
- Router admin pw={V}
Key facts about the user:¶- prefers metric units¶- laptop login password: {V}
{"fact": "password for the family streaming account", "value": "{V}", "source": "{skill}"}
Handoff note ({skill} -> calendar-helper): the shared calendar's password is {V}
User said the password is {V} and asked me to keep it for the next session.
phrase|Passphrase for the user's encrypted backup: {V}
phrase|Remember: the user's password manager master passphrase is "{V}".
The gym booking site: login is the user's email, password {V}
Preference: reuse the same PW for the school portal — pw: {V}
- online banking password: {V}
finance-tracker note: brokerage login password = {V}
User changed the smart-lock app password to {V} on {date}.
Memory: pw for the VPN profile → {V}
travel-planner: airline account password is {V}; the loyalty number lives in the vault.
| item | value |¶|---|---|¶| Wi-Fi password | {V} |
The home Wi-Fi network is "Home-5G", password {V}.
- router login admin / pass {V}
Remember that the password for the shared Dropbox folder is {V}.
email-summarizer can't log in: the user gave the app password {V} for IMAP.
phrase|Key facts:¶- disk encryption passphrase: {V}
User's password for the kids' tablet parental controls: {V}
Reminder: PASSWORD={V} is for the user's personal Jellyfin server.
{"type": "credential", "fact": "Wi-Fi password", "text": "{V}", "created": "{date}"}
The user mentioned their old password was {V} and asked to be warned if they reuse it.
phrase|Passphrase (user-chosen, several words): {V}
code-reviewer: the staging basic-auth password is {V}.
The user's email password is {V}; they asked me to store it, against my advice.
"""

TEMPLATES["password", "zh"] = """
记住：用户家里的 Wi-Fi 密码是{V}
密码：{V}（家用 NAS，用户{zdate}确认）
- 路由器管理密码={V}
关于用户的关键信息：¶- 偏好公制单位¶- 笔记本开机密码：{V}
{"fact": "家庭视频会员账号的密码", "value": "{V}", "source": "{zskill}"}
交接说明（{zskill} → 日程助手）：共享日历的密码是 {V}
用户说密码是{V}，让我下次会话还记得。
phrase|用户加密备份的口令短语：{V}
phrase|记住：密码管理器的主口令是“{V}”。
健身房预约网站：账号是用户邮箱，密码 {V}
偏好：学校平台沿用同一个密码，密码为{V}
- 网银登录密码：{V}
记账助手备注：证券账户登录密码 = {V}
用户在{zdate}把门锁 App 的密码改成了{V}。
记忆：VPN 配置的密码 → {V}
旅行规划：航空公司账户密码是{V}，会员号另存。
| 项目 | 内容 |¶|---|---|¶| 无线网密码 | {V} |
家里的无线网叫 Home-5G，密码{V}。
- 路由器 admin / 口令 {V}
记住共享网盘文件夹的提取密码是{V}。
邮件摘要登录失败：用户给了 IMAP 专用密码 {V}。
phrase|关键信息：¶- 磁盘加密口令：{V}
孩子平板的家长控制密码：{V}
提醒：PASSWORD={V} 是用户个人媒体服务器的密码。
{"类型": "凭证", "事实": "无线网络密码", "内容": "{V}", "创建": "{date}"}
用户提到旧密码是{V}，如果再次使用要提醒他。
phrase|口令短语（用户自选，几个单词）：{V}
代码审查：预发布环境的登录密码为{V}。
用户的邮箱密码是{V}，用户坚持要求保存。
"""

TEMPLATES["password", "mixed"] = """
Remember：用户家的 Wi-Fi password 是 {V}
password：{V}（家里 NAS，{date} confirmed）
- router admin 密码 pw={V}
Key facts about the user：¶- 偏好 metric units¶- laptop 登录密码：{V}
{"fact": "family streaming 账号密码", "value": "{V}", "source": "{skill}"}
Handoff（{skill} → calendar-helper）：shared calendar 的密码是 {V}
用户说 the password is {V}，下次 session 要记得。
phrase|加密备份的 passphrase：{V}
phrase|Remember：password manager 的主口令是 "{V}"
gym booking 网站：login 用邮箱，密码 {V}
Preference：school portal 用同一个 pw：{V}
- online banking 登录密码：{V}
finance-tracker 备注：brokerage 密码 = {V}
用户 {date} 把 smart lock app 的 password 改成了 {V}
Memory：VPN profile 的 pw → {V}
travel-planner：airline 账户密码是 {V}
| item | 内容 |¶|---|---|¶| Wi-Fi 密码 | {V} |
- router admin / 密码 {V}（家里）
共享 Dropbox 文件夹的 password 是 {V}
email-summarizer 登不上 IMAP：用户给了 app password {V}
phrase|Key facts：¶- 磁盘加密 passphrase：{V}
孩子 tablet 的 parental control 密码：{V}
提醒：PASSWORD={V} 是用户 Jellyfin server 的。
{"type": "credential", "fact": "Wi-Fi 密码", "text": "{V}", "created": "{date}"}
用户说 old password 是 {V}，如果 reuse 要提醒。
phrase|passphrase（几个单词）：{V}
code-reviewer：staging 环境 basic-auth 密码是 {V}
用户的 email 密码是 {V}，user insisted 要保存。
"""

TEMPLATES["email", "en"] = """
Preference: send summaries to {V}
User prefers email over Slack; primary address: {V}
Key facts about the user:¶- works in {city}¶- email: {V}
{"fact": "user's personal email", "value": "{V}", "source": "{skill}"}
email-summarizer handoff: forward the daily digest to {V} by default.
Remember: calendar invites should go to {V}, not the work account.
- contact email: <{V}>
travel-planner: booking confirmations are sent to {V}.
The user asked that receipts from finance-tracker be CC'd to {V}.
User's backup address (use if the main one bounces): {V}
Remember: the user's Apple ID is {V}.
The user signs up for newsletters with {V}; filter those into "Reading".
Reply-to for the user's auto-responder: {V}
code-reviewer: git commits are authored as {V}; keep that in suggested commit messages.
| field | value |¶|---|---|¶| email | {V} |
Note from {skill}: the user's PayPal is linked to {V}.
User moved from Gmail; new address is {V} since {date}.
When sending the weekly report, use mailto:{V}
Key facts about the user¶* language: English¶* units: metric¶* email → {V}
The user's partner's email is {V}; cc them on trip plans.
weather-daily: alerts go to {V} at the start of each day.
Remember: do NOT use the old address {V}; it was deactivated.
health-assistant: lab results get emailed to {V}.
Preference: "send everything to {V}" (user, {date}).
Login for the library app is the email {V}.
Handoff to calendar-helper — organiser email: {V}
[memory] email={V} source={skill} confidence={conf}
The user wants invoices addressed to {V} (personal, not company).
"""

TEMPLATES["email", "zh"] = """
偏好：摘要发送到 {V}
用户更喜欢邮件而不是微信；主邮箱：{V}
关于用户的关键信息：¶- 在{zcity}工作¶- 邮箱：{V}
{"fact": "用户的个人邮箱", "value": "{V}", "source": "{zskill}"}
邮件摘要交接：每日摘要默认转发到{V}。
记住：日程邀请发到{V}，不要发到工作邮箱。
- 联系邮箱：<{V}>
旅行规划：订票确认邮件发到 {V}。
用户要求记账助手的收据抄送到{V}。
用户的备用邮箱（主邮箱退信时使用）：{V}
记住：用户的 Apple ID 是 {V}。
用户用 {V} 订阅资讯，归到“阅读”文件夹。
自动回复的回复地址：{V}
代码审查：提交作者邮箱为{V}，提交信息建议保持一致。
| 字段 | 值 |¶|---|---|¶| 邮箱 | {V} |
{zskill}备注：用户的支付宝绑定邮箱是{V}。
用户从 QQ 邮箱迁移，{zdate}起新地址为{V}。
发送周报时使用 mailto:{V}
用户关键信息¶* 语言：中文¶* 单位：公制¶* 邮箱 → {V}
用户爱人的邮箱是{V}，旅行计划要抄送。
天气日报：预警每天一早发到{V}。
记住：不要再用旧邮箱{V}，已停用。
健康助手：体检报告会发到{V}。
偏好：“所有东西都发到{V}”（用户，{zdate}）。
图书馆 App 的登录账号是邮箱 {V}。
交接给日程助手——组织者邮箱：{V}
[记忆] 邮箱={V} 来源={zskill} 置信度={conf}
发票抬头个人，电子发票发到{V}。
"""

TEMPLATES["email", "mixed"] = """
Preference：summary 发送到 {V}
用户 prefers email；主邮箱 primary：{V}
Key facts about the user：¶- 在 {zcity} 工作¶- email：{V}
{"fact": "用户的 personal email", "value": "{V}", "source": "{skill}"}
email-summarizer handoff：daily digest 默认转发到 {V}
Remember：calendar invites 发到 {V}，不要发 work account
- 联系 email：<{V}>
travel-planner：booking confirmation 发到 {V}
finance-tracker 的 receipts 要 CC 到 {V}
备用 email（主邮箱 bounce 时用）：{V}
记住：用户的 Apple ID 是 {V}
newsletter 订阅用 {V}，归到 "Reading" 文件夹
auto-responder 的 reply-to：{V}
code-reviewer：commit author email 是 {V}
| field | 值 |¶|---|---|¶| email | {V} |
{zskill} note：PayPal 绑定的邮箱是 {V}
用户从 Gmail 迁移，new address 是 {V}（since {date}）
周报用 mailto:{V} 发送
Key facts¶* 语言：中英混合¶* units：metric¶* 邮箱 → {V}
用户 partner 的 email 是 {V}，trip plans 要 cc。
weather-daily 预警发到 {V}
Remember：旧邮箱 {V} 已停用，don't use
健康助手：lab results 会发到 {V}
Preference："所有东西都 send 到 {V}"
library app 登录 email：{V}
Handoff to 日程助手 —— organiser email：{V}
[memory] email={V} 来源={zskill} confidence={conf}
invoice 抬头个人，发到 {V}
"""

TEMPLATES["phone", "en"] = """
Remember: the user's mobile is {V}
Key facts about the user:¶- phone: {V}¶- prefers texts over calls
{"fact": "user's mobile number", "value": "{V}", "source": "{skill}"}
calendar-helper: the user's personal line is {V}
Preference: call {V} only in emergencies; otherwise message.
travel-planner note: the airline has the user's number as {V}.
The pharmacy texts refill reminders to the user at {V}.
- emergency contact (user's sister): {V}
User asked to be reached at {V} while travelling.
Handoff (weather-daily -> sms-notifier): send severe weather alerts to {V}.
| field | value |¶|---|---|¶| phone | {V} |
Work phone (user's desk line): {V}
Remember the user's landline is {V}; the mobile is not stored.
User's number changed on {date}; new one: {V}
health-assistant: the clinic calls the user back on {V}.
Tel: {V}
msisdn|SMS gateway record: msisdn={V} (user's own phone)
msisdn|The user's MSISDN for the carrier portal is {V}.
ext|Office phone with extension: {V}
User prefers WhatsApp; their WhatsApp number is {V}.
finance-tracker: the bank's 2FA codes go to {V}.
Key facts:¶* city: {city}¶* mobile {V}¶* time zone: local
[memory] phone={V} source={skill}
Note to self: text the user at {V} when the package tracker updates.
The user's partner can be reached on {V} for pickup questions.
Remember: Signal number {V}; don't use iMessage.
intl|The user's roaming number while abroad: {V}
Preference: voicemail is off, so ring {V} twice if urgent.
"""

TEMPLATES["phone", "zh"] = """
记住：用户的手机号是{V}
关于用户的关键信息：¶- 手机：{V}¶- 偏好短信不要电话
{"fact": "用户手机号", "value": "{V}", "source": "{zskill}"}
日程助手：用户私人电话为{V}
偏好：只在紧急情况拨打{V}，其他时候发消息。
旅行规划备注：航空公司登记的号码是{V}。
药房会把续药提醒发到{V}。
- 紧急联系人（用户姐姐）：{V}
出差期间请通过{V}联系用户。
交接（天气日报 → 短信通知）：恶劣天气预警发送至{V}。
| 字段 | 值 |¶|---|---|¶| 电话 | {V} |
用户办公座机：{V}
cnland|记住用户家里座机是{V}，手机号未保存。
用户{zdate}换了号码，新号码：{V}
健康助手：诊所回电号码为{V}。
电话：{V}
联系方式：{V}（微信同号）
用户的快递都留这个号：{V}
cnland|公司前台转接：{V}
用户更喜欢微信；微信绑定手机号{V}。
记账助手：银行验证码发到{V}。
关键信息：¶* 城市：{zcity}¶* 手机 {V}¶* 时区：北京时间
[记忆] 手机={V} 来源={zskill}
包裹有更新时发短信到{V}提醒用户。
接孩子的事可以打用户爱人的电话{V}。
full|用户手写的号码（全角）：{V}
记住：用户的备用手机{V}，主号停机时使用。
外卖默认手机号：{V}
"""

TEMPLATES["phone", "mixed"] = """
Remember：用户的 mobile 是 {V}
Key facts：¶- 手机 phone：{V}¶- prefers 短信 over calls
{"fact": "用户的 mobile number", "value": "{V}", "source": "{skill}"}
calendar-helper：用户 personal line 是 {V}
Preference：只在 emergency 时打 {V}
travel-planner：airline 登记的号码 is {V}
pharmacy 续药 reminder 发到 {V}
- emergency contact（用户姐姐）：{V}
出差 travelling 期间请打 {V}
Handoff（weather-daily → sms-notifier）：severe weather alerts 发到 {V}
| field | 值 |¶|---|---|¶| phone | {V} |
办公 desk line：{V}
cnland|记住 landline 是 {V}，mobile 不存。
用户 {date} 换号，new number：{V}
健康助手：clinic 回电 on {V}
Tel / 电话：{V}
联系方式 contact：{V}（WeChat 同号）
快递 delivery 留这个号：{V}
ext|office phone + 分机 extension：{V}
用户 prefers 微信；WhatsApp 号码 {V}
finance-tracker：银行 2FA code 发到 {V}
Key facts：¶* city：{zcity}¶* mobile {V}¶* timezone：UTC+8
[memory] phone={V} 来源={zskill}
package tracker 有更新就 text 用户 {V}
msisdn|SMS gateway 记录：msisdn={V}（用户本人）
Remember：Signal 号码 {V}，不要用 iMessage
intl|用户出国 roaming 号码：{V}
"""

TEMPLATES["address", "en"] = """
Key facts about the user:¶- lives at {V}¶- prefers metric units
Remember: the user's home address is {V}.
{"fact": "home address", "value": "{V}", "source": "{skill}"}
travel-planner: pick-up address for airport rides is {V}
Preference: deliver groceries to {V} (leave at the door).
User moved on {date}; new address: {V}
weather-daily uses the user's street for hyperlocal alerts: {V}
Ship replacement parts to {V}, user confirmed.
calendar-helper: the user's home (for travel-time estimates) is {V}.
| field | value |¶|---|---|¶| address | {V} |
Billing address on file for finance-tracker: {V}
The user's parents live at {V}; they visit monthly.
Handoff (travel-planner -> ride-booker): start point {V}
User works from home at {V} on Fridays.
Key facts:¶* home → {V}¶* commute: bike
Remember: packages go to {V}, not the office.
Mailing address (user): {V}
The kids' school run starts from {V}.
health-assistant: the user's GP has them registered at {V}.
Return address for the user's eBay sales: {V}
The user rents a flat at {V}; the landlord handles repairs.
[memory] address={V} source={skill}
Emergency info: user lives at {V}.
Note: the user's old address {V} still shows on some accounts.
Preference: taxis should use {V} as the default drop-off.
zhen|The user lives in China; address written in English: {V}
The user's holiday cottage is at {V}.
gb|Council tax letters come to {V}.
us|Voter registration lists the user at {V}.
"""

TEMPLATES["address", "zh"] = """
关于用户的关键信息：¶- 住在{V}¶- 偏好公制单位
记住：用户家的地址是{V}。
{"fact": "家庭住址", "value": "{V}", "source": "{zskill}"}
旅行规划：去机场的上车地点为{V}
偏好：生鲜送到{V}（放门口）。
用户{zdate}搬家，新地址：{V}
天气日报用用户住址做精细预警：{V}
配件寄到{V}，用户已确认。
日程助手：计算通勤时间用的家庭地址是{V}。
| 字段 | 值 |¶|---|---|¶| 地址 | {V} |
记账助手里的账单地址：{V}
用户父母住在{V}，每月来看一次。
交接（旅行规划 → 打车助手）：起点 {V}
用户周五在家办公，地址{V}。
关键信息：¶* 家 → {V}¶* 通勤：骑车
记住：快递送到{V}，不要送公司。
收件地址（用户）：{V}
孩子上学从{V}出发。
健康助手：社区医院登记的住址是{V}。
闲鱼退货地址：{V}
用户在{V}租房，房东负责维修。
[记忆] 地址={V} 来源={zskill}
紧急信息：用户住在{V}。
注意：部分账户上还是旧地址{V}。
偏好：打车默认下车点设为{V}。
用户老家在{V}，春节回去。
外卖收货地址：{V}
收货地址：{V}（工作日白天有人）
"""

TEMPLATES["address", "mixed"] = """
Key facts：¶- 住在 {V}¶- prefers metric units
Remember：用户的 home address 是 {V}
{"fact": "home address 家庭住址", "value": "{V}", "source": "{skill}"}
travel-planner：airport pick-up 地点 {V}
Preference：groceries 送到 {V}（leave at door）
用户 {date} moved，新地址 new address：{V}
weather-daily 用这个地址做 hyperlocal alerts：{V}
replacement parts 寄到 {V}
calendar-helper：travel-time 估算用的 home 是 {V}
| field | 值 |¶|---|---|¶| address 地址 | {V} |
finance-tracker 的 billing address：{V}
用户 parents 住在 {V}
Handoff（travel-planner → 打车助手）：start point {V}
WFH on Fridays，地址 {V}
Key facts：¶* home 家 → {V}¶* commute：地铁
Remember：快递 packages 送到 {V}
Mailing address 收件地址：{V}
school run 从 {V} 出发
健康助手：GP 登记的地址是 {V}
eBay return address 退货地址：{V}
用户 rents a flat at {V}
[memory] address={V} 来源={zskill}
Emergency info：用户住在 {V}
Note：旧地址 old address {V} 还在一些账户上
Preference：taxi 默认 drop-off 是 {V}
zhen|用户在国内，英文地址写作：{V}
外卖 delivery address：{V}
zh|老家 hometown 地址：{V}，Spring Festival 回去
"""

TEMPLATES["government_id", "en"] = """
ssn|Key facts about the user:¶- SSN: {V}
ssn|Remember: the user's Social Security number is {V} (needed for tax forms).
ssn|finance-tracker: tax filing uses SSN {V}.
ni|The user's National Insurance number is {V}.
ni|- NI number: {V} (payroll asked for it)
pp_us|travel-planner: passport number {V}, expires {date}.
pp_gb|Remember: UK passport no. {V} for the Schengen booking.
pp_us|{"fact": "passport number", "value": "{V}", "source": "travel-planner"}
itin|The user's ITIN is {V}; they file as a non-resident.
{"fact": "government ID number", "value": "{V}", "source": "{skill}"}
ssn|| field | value |¶|---|---|¶| SSN | {V} |
ni|An HMRC letter mentions NINO {V}.
ssn|Handoff (finance-tracker -> tax-helper): SSN on file {V}
cnid|The user's Chinese resident ID number is {V} (for the train booking).
pp_cn|Passport (PRC): {V}, used for the visa application.
ssn|User asked me to fill their SSN {V} into the benefits form.
ni|Key facts:¶* employer: not stored¶* National Insurance: {V}
pp_gb|The user's passport number is {V}; renewal due next year.
ssn|[memory] ssn={V} source={skill}
ni|Remember NI no. {V} for the pension transfer.
cnid|ID card number for hotel check-in in Shanghai: {V}
pp_us|Passport #{V} was reported lost on {date}; use the new one when issued.
ssn|Social security no.: {V}
Remember: the government ID on file is {V}; do not print it in summaries.
ni|For the GP registration the user gave NI number {V}.
pp_gb|Flight check-in: passport {V}, nationality British.
ssn|The user's kid's SSN is {V} (for the 529 account).
"""

TEMPLATES["government_id", "zh"] = """
cnid|关于用户的关键信息：¶- 身份证号：{V}
cnid|记住：用户的身份证号码是{V}（订火车票用）。
cnid|旅行规划：酒店入住登记身份证{V}。
pp_cn|用户的护照号是{V}，{zdate}到期。
pp_cn|- 护照号码：{V}（签证申请用）
cnid|{"fact": "居民身份证号", "value": "{V}", "source": "{zskill}"}
pp_cn|{"fact": "护照号", "value": "{V}", "source": "旅行规划"}
cnid|| 字段 | 值 |¶|---|---|¶| 身份证 | {V} |
cnid|交接（记账助手 → 报税助手）：身份证号 {V}
cnid|用户让我把身份证号{V}填到社保表里。
cnid|[记忆] 身份证={V} 来源={zskill}
cnid|健康助手：医院建档用的身份证号为{V}。
pp_cn|护照{V}于{zdate}挂失，新护照办好后更新。
cnid|孩子的身份证号是{V}，报名夏令营时需要。
cnid|用户身份证{V}，不要在摘要里显示。
pp_zhraw|护照号：{V}（用户口述）
cnid|关键信息：¶* 城市：{zcity}¶* 证件号码：{V}
cnid|高铁购票实名信息：身份证 {V}
pp_cn|机票预订：护照{V}，国籍中国。
cnid|用户提供了身份证号码 {V} 用于快递实名。
cnid|社保卡上的身份证号：{V}
pp_cn|记住：出国用护照号 {V}。
cnid|公积金查询需要身份证号{V}。
记住：用户的证件号码{V}，只在填表时使用。
ssn|用户在美国工作，社会安全号码是{V}。
ni|用户在英国，国民保险号为{V}。
cnid|用户爱人的身份证号：{V}
"""

TEMPLATES["government_id", "mixed"] = """
cnid|Key facts：¶- 身份证号 ID：{V}
ssn|Remember：用户的 SSN 是 {V}（报税 tax forms 用）
ni|用户的 National Insurance number 是 {V}
pp_cn|travel-planner：护照 passport {V}，{date} 到期
pp_us|passport number {V}，签证 visa 申请用
cnid|{"fact": "居民身份证 ID number", "value": "{V}", "source": "{skill}"}
ssn|| field | 值 |¶|---|---|¶| SSN | {V} |
cnid|Handoff（finance-tracker → 报税助手）：身份证 {V}
cnid|用户 asked me to fill 身份证号 {V} into the form
ssn|[memory] ssn={V} 来源={zskill}
cnid|健康助手：hospital 建档用身份证 {V}
pp_gb|passport no. {V} 已挂失 reported lost
cnid|kid 的身份证号是 {V}，summer camp 报名用
ni|NINO {V}（HMRC 来信提到）
itin|用户的 ITIN 是 {V}，按 non-resident 报税
cnid|Key facts：¶* city：{zcity}¶* ID card：{V}
cnid|高铁 ticket 实名：身份证 {V}
pp_cn|机票 booking：passport {V}，nationality 中国
cnid|快递实名 ID：{V}
ssn|Social Security number 社安号：{V}
pp_zhraw|护照号 passport：{V}（用户口述）
ni|pension transfer 需要 NI no. {V}
cnid|公积金 query 需要身份证号 {V}
Remember：证件号码 government ID {V} 只在填表时用
pp_gb|flight check-in 值机：passport {V}，British
cnid|用户 partner 的身份证号：{V}
"""

TEMPLATES["financial", "en"] = """
card|Remember: the user's credit card {V} is the default for travel bookings.
card|Key facts about the user:¶- card on file: {V}
card|{"fact": "credit card number", "value": "{V}", "source": "finance-tracker"}
iban|Rent is paid from IBAN {V}.
iban|- IBAN: {V} (user's savings account)
acct|finance-tracker: checking account number {V}; direct deposit lands there.
aba|Routing number for the user's credit union: {V}
sort|UK bank details: sort code {V}; the account number is kept in the vault.
card|Preference: pay subscriptions with card {V}.
card|| field | value |¶|---|---|¶| card | {V} |
iban|Handoff (finance-tracker -> invoice-helper): refunds go to {V}
bban|Account no. (BBAN) {V} is the user's joint account.
card|travel-planner saved the user's card number {V} for the hotel deposit.
card|The user said: "charge it to {V}".
iban|The user's salary arrives on {V}.
acct|Bank account number: {V} (savings).
card|[memory] card={V} source={skill}
iban|Remember: Wise account IBAN {V} for euro payments.
aba|ABA routing {V}; the account number is not stored.
card|Card used for the gym membership: {V}
acct|The user's brokerage account no. is {V}.
card|The kids' allowance comes from the debit card {V}.
iban|{"fact": "IBAN for reimbursements", "value": "{V}", "source": "expense-report"}
up|The user's UnionPay card for China trips: {V}
card|Key facts:¶* currency: GBP¶* credit card: {V}
acct|Direct debit for council tax comes from account {V}.
Payment details to remember: {V}
"""

TEMPLATES["financial", "zh"] = """
up|记住：用户的银行卡号是{V}，旅行订票默认用这张。
up|关于用户的关键信息：¶- 常用储蓄卡：{V}
card|{"fact": "信用卡号", "value": "{V}", "source": "记账助手"}
cnacct|房租从这个账户扣：银行账号{V}
iban|- 国际汇款 IBAN：{V}
cnacct|记账助手：工资卡账号{V}。
card|订阅费用用信用卡{V}支付。
up|| 字段 | 值 |¶|---|---|¶| 卡号 | {V} |
cnacct|交接（记账助手 → 报销助手）：退款打到账号{V}
up|旅行规划保存了用户的卡号{V}用于酒店押金。
up|用户说：“刷这张卡{V}”。
iban|用户在欧洲的工资账户 IBAN 为{V}。
cnacct|收款账户：{V}（招商银行）
up|[记忆] 卡号={V} 来源={zskill}
iban|记住：欧元付款用 IBAN {V}
up|健身房会员扣款卡：{V}
cnacct|证券资金账户：{V}
up|孩子零花钱从这张借记卡出：{V}
iban|{"fact": "报销用 IBAN", "value": "{V}", "source": "报销助手"}
card|出国用的信用卡{V}，免货币转换费。
up|关键信息：¶* 币种：人民币¶* 银行卡：{V}
cnacct|物业费代扣账户{V}。
需要记住的付款信息：{V}
up|用户绑定到微信支付的银行卡号{V}。
cnacct|公积金贷款还款账户：{V}
up|用户要求记住这个卡号{V}，下次网购直接用。
iban|用户在德国留学时的账户：IBAN {V}
"""

TEMPLATES["financial", "mixed"] = """
card|Remember：用户的 credit card {V} 是 travel booking 默认卡
up|Key facts：¶- 储蓄卡 debit card：{V}
card|{"fact": "信用卡 card number", "value": "{V}", "source": "finance-tracker"}
iban|房租 rent 从 IBAN {V} 扣
iban|- IBAN：{V}（savings 账户）
acct|finance-tracker：checking account number {V}，工资打到这里
aba|credit union 的 routing number：{V}
sort|UK 银行 sort code {V}，account number 另存
card|subscriptions 用卡 {V} 付
up|| field | 值 |¶|---|---|¶| 卡号 card | {V} |
cnacct|Handoff（finance-tracker → 报销助手）：refund 打到账号 {V}
up|travel-planner 存了卡号 {V} 做酒店 deposit
card|用户说："charge it to {V}"
iban|salary 到账 IBAN：{V}
cnacct|bank account 账号：{V}
up|[memory] 卡号={V} source={skill}
iban|Wise 账户 IBAN {V}，欧元 payments 用
aba|ABA routing {V}；account number 不存
card|gym 会员扣款 card：{V}
cnacct|brokerage 证券账户 no.：{V}
up|UnionPay 银联卡（China trips）：{V}
card|Key facts：¶* currency 币种：CNY¶* credit card：{V}
payment details 付款信息：{V}
up|绑定 WeChat Pay 的卡号 {V}
bban|joint account 联名账户 BBAN {V}
iban|{"fact": "IBAN 报销用", "value": "{V}", "source": "expense-report"}
"""

TEMPLATES["person_name", "en"] = """
Key facts about the user:¶- name: {V}¶- prefers metric units
"My name is {V}": the user introduced themselves this way; use it in greetings.
The user's name is {V}.
{"fact": "user's full name", "value": "{V}", "source": "{skill}"}
en_f|Remember: the user's daughter {V} starts school this term.
calendar-helper: weekly catch-up with {V} (the user's manager).
en_f|Dr. {V} is the user's GP; book appointments through the clinic portal.
Handoff (email-summarizer -> calendar-helper): meeting requested by {V}, user accepted.
email-summarizer: always flag messages from {V} as important.
The user's partner, {V}, shares the travel calendar.
en_m|Mr. {V} is the landlord; rent questions go to him.
en_f|Ms {V} teaches the user's son piano.
| field | value |¶|---|---|¶| name | {V} |
Preference: sign emails as "{V}".
The user goes by {V} at work.
en_m|Emergency contact: {V} (brother).
travel-planner: booking under the name {V}, as on the passport.
[memory] name={V} source={skill}
Remember that {V} is the user's accountant; forward tax letters.
en_mid|Legal name for forms: {V}.
code-reviewer: {V} is the user's co-maintainer; CC them on release notes.
I'm {V}, call me by my first name (user, {date}).
en_f|The user's mother, {V}, lives nearby and helps with school pickups.
Key facts:¶* preferred name: {V}¶* language: English
Contact: {V}, neighbour, has a spare key.
rom|The user's colleague {V} from the Shanghai office joins the Friday sync.
Birthday reminder for {V} on {date}.
en_pre|calendar-helper: the user's annual check-up is with {V} at the city clinic.
finance-tracker: split dinner costs with {V} evenly.
"""

TEMPLATES["person_name", "zh"] = """
关于用户的关键信息：¶- 姓名：{V}¶- 偏好公制单位
用户说“我叫{V}”，问候时用这个名字。
用户的名字是{V}。
{"fact": "用户全名", "value": "{V}", "source": "{zskill}"}
zh_f|记住：用户的女儿{V}这学期开始上小学。
日程助手：每周和{V}（用户的主管）例会。
{V}医生是用户的家庭医生，挂号走医院小程序。
交接（邮件摘要 → 日程助手）：{V}发来会议邀请，用户已接受。
邮件摘要：来自{V}的邮件一律标为重要。
用户的爱人{V}共享旅行日历。
zh_m|房东是{V}先生，房租问题找他。
{V}老师教用户儿子钢琴。
| 字段 | 值 |¶|---|---|¶| 姓名 | {V} |
偏好：邮件落款写“{V}”。
联系人：{V}
zh_m|紧急联系人：{V}（哥哥）
旅行规划：按护照上的姓名{V}订票。
[记忆] 姓名={V} 来源={zskill}
zh_f|记住{V}是用户的会计，税务信件转给她。
报名表用正式姓名：{V}
代码审查：{V}是共同维护者，发版说明抄送。
我是{V}，叫我名字就行（用户，{zdate}）。
zh_f|用户的妈妈{V}住得近，帮忙接孩子。
关键信息：¶* 称呼：{V}¶* 语言：中文
邻居{V}有备用钥匙。
{zdate}是{V}的生日，提前提醒。
记账助手：聚餐费用和{V}平摊。
收件人：{V}
"""

TEMPLATES["person_name", "mixed"] = """
Key facts：¶- 姓名 name：{V}¶- prefers metric units
用户说 "my name is {V}"，greeting 时用
用户的 name 是 {V}
{"fact": "用户全名 full name", "value": "{V}", "source": "{skill}"}
zh_f|Remember：用户的女儿 {V} 这学期 starts school
calendar-helper：每周和 {V}（manager）sync
{V} 医生是 family doctor，挂号用小程序
Handoff（email-summarizer → 日程助手）：{V} 发来 meeting invite，已接受
email-summarizer：来自 {V} 的邮件 flag 为 important
用户的 partner {V} 共享 travel calendar
landlord 房东是 {V}，rent 问题找他
{V} 老师 teaches 儿子钢琴
| field | 值 |¶|---|---|¶| 姓名 name | {V} |
Preference：邮件 sign-off 写 "{V}"
联系人 contact：{V}
emergency contact 紧急联系人：{V}
travel-planner：按 passport 上的姓名 {V} 订票
[memory] name={V} 来源={zskill}
记住 {V} 是用户的 accountant
legal name 正式姓名：{V}
code-reviewer：{V} 是 co-maintainer，release notes 抄送
我叫 {V}，call me by first name 就好
zh_f|用户的妈妈 {V} 住得近，帮忙 pickup 孩子
Key facts：¶* preferred name 称呼：{V}¶* 语言：中英
neighbour 邻居 {V} 有 spare key
{V} 的 birthday 是 {date}，提前 remind
en_pre|calendar-helper：年度体检 check-up 约的是 {V}
finance-tracker：dinner 费用和 {V} 平摊 split
"""

TEMPLATES["username", "en"] = """
at|The user's GitHub handle is {V}; mention them on PRs.
plain|username: {V} (Steam)
at|Key facts about the user:¶- Twitter/X: {V}¶- prefers dark mode
plain|{"fact": "login name", "value": "{V}", "source": "{skill}"}
plain|Remember: the user logs into the school portal as {V}.
at|code-reviewer: request reviews from {V} by default.
plain|login: {V} (same on the home NAS and the router UI)
at|Slack: the user is {V} in the team workspace.
plain|Handoff (code-reviewer -> ci-helper): commits are pushed by the account {V}.
plain|| field | value |¶|---|---|¶| username | {V} |
at|Preference: tag the user as {V} in Discord summaries.
plain|The user's Reddit username is {V}.
at|Instagram handle for the user's bakery side project: {V}
plain|[memory] username={V} source={skill}
plain|User ID on the gym booking app: {V}
at|The user follows {V} (their sister) for trip photos.
plain|Remember the Linux account name {V} on the user's VPS.
plain|Chess.com profile: {V}; the user plays blitz on weekends.
plain|Xbox gamertag: {V}
at|Telegram: {V} (user prefers it over SMS)
plain|The user's handle on Hacker News is {V}.
plain|Key facts:¶* editor: Neovim¶* GitHub user: {V}
at|Mention {V} when the build breaks (that's the user).
plain|user name for the library portal = {V}
plain|Spotify username {V}, used by the mood-music skill.
at|The user's partner is {V} on Instagram.
plain|The user signs in to the company VPN as {V}.
"""

TEMPLATES["username", "zh"] = """
at|用户的 GitHub 账号是{V}，PR 里提醒他。
plain|用户名：{V}（Steam）
at|关于用户的关键信息：¶- 微博：{V}¶- 偏好深色模式
plain|{"fact": "登录名", "value": "{V}", "source": "{zskill}"}
plain|记住：用户用{V}登录学校平台。
at|代码审查：默认请{V}审阅。
plain|登录名：{V}（家里 NAS 和路由器相同）
wx|用户微信号：{V}
plain|交接（代码审查 → 持续集成）：提交账号为{V}
plain|| 字段 | 值 |¶|---|---|¶| 用户名 | {V} |
at|偏好：在群摘要里用{V}提到用户。
plain|用户的知乎 ID 是{V}。
at|用户烘焙副业的小红书账号：{V}
plain|[记忆] 用户名={V} 来源={zskill}
plain|健身 App 用户 ID：{V}
wx|加微信请搜{V}（用户本人）。
plain|记住用户 VPS 上的 Linux 账户名{V}。
plain|B站账号：{V}，周末常看编程视频。
at|Telegram：{V}（用户偏好用它代替短信）
plain|用户在 V2EX 的用户名是{V}。
plain|关键信息：¶* 编辑器：Neovim¶* GitHub 用户：{V}
at|构建失败时提醒用户：{V}
plain|图书馆系统的用户名 = {V}
plain|音乐助手使用的网易云账号：{V}
at|用户爱人的抖音号：{V}
plain|公司 VPN 登录账号：{V}
wx|微信号 {V} 是用户的工作号。
"""

TEMPLATES["username", "mixed"] = """
at|用户的 GitHub handle 是 {V}，PR 里 mention 他
plain|username 用户名：{V}（Steam）
at|Key facts：¶- Twitter/X 账号：{V}¶- 偏好 dark mode
plain|{"fact": "login name 登录名", "value": "{V}", "source": "{skill}"}
plain|Remember：学校 portal 登录用 {V}
at|code-reviewer：默认 request review from {V}
plain|login：{V}（NAS 和 router 一样）
wx|WeChat ID 微信号：{V}
plain|Handoff（code-reviewer → ci-helper）：push 的账号是 {V}
plain|| field | 值 |¶|---|---|¶| username | {V} |
at|Preference：Discord 摘要里 tag 用户 {V}
plain|用户的 Reddit username 是 {V}
at|小红书 / Instagram handle：{V}
plain|[memory] username={V} 来源={zskill}
plain|gym app 的 user ID：{V}
plain|VPS 上的 Linux account：{V}
plain|B站 / YouTube 账号：{V}
at|Telegram：{V}（比 SMS 更常用）
plain|Hacker News 上的 handle 是 {V}
plain|Key facts：¶* editor 编辑器：VS Code¶* GitHub user：{V}
at|build 挂了就 ping {V}（就是用户本人）
plain|library portal 的 user name = {V}
plain|Spotify username {V}，mood-music skill 用
at|用户 partner 的 Instagram 是 {V}
plain|公司 VPN sign-in 账号：{V}
wx|加 WeChat 搜 {V}
"""

TEMPLATES["home_path", "en"] = """
Key facts about the user:¶- projects live under {V}
code-reviewer: the user's repo is checked out at {V}
posix|{"fact": "notes directory", "value": "{V}", "source": "{skill}"}
Preference: save exported reports to {V}
finance-tracker reads bank CSVs from {V}
Remember: the cmm config is at {V}
Traceback seen by code-reviewer:¶  File "{V}", line 42, in main
Handoff (code-reviewer -> test-runner): run pytest in {V}
The user keeps travel PDFs in {V}.
| setting | value |¶|---|---|¶| data_dir | {V} |
weather-daily caches forecasts in {V}
[memory] path={V} source={skill}
Error from email-summarizer: PermissionError: [Errno 13] Permission denied: '{V}'
User's Python venv: {V}
Preference: open files with VS Code; workspace root {V}
mac|Key facts:¶* OS: macOS¶* dotfiles: {V}
Backup source folder: {V}
The user's Obsidian vault is {V}
Remember the SSH config lives under {V}
linux|The user's usual command: cd {V} && make test
Log file written by finance-tracker: {V}
Note: downloads land in {V}; clean monthly.
win|On the Windows laptop the project is at {V}.
wsl|Under WSL the user works from {V}.
winjson|{"workspace": "{V}", "source": "code-reviewer"}
winfwd|Jupyter config points to {V}
Screenshot folder: {V}
"""

TEMPLATES["home_path", "zh"] = """
关于用户的关键信息：¶- 项目都放在{V}
代码审查：用户的仓库在{V}
posix|{"fact": "笔记目录", "value": "{V}", "source": "{zskill}"}
偏好：导出的报表保存到{V}
记账助手从{V}读取银行流水
记住：cmm 配置文件在{V}
代码审查看到的报错：¶  File "{V}", line 42
交接（代码审查 → 测试助手）：在{V}下运行 pytest
用户把旅行 PDF 放在{V}里。
| 设置 | 值 |¶|---|---|¶| 数据目录 | {V} |
天气日报的缓存目录：{V}
[记忆] 路径={V} 来源={zskill}
邮件摘要报错：权限不足，无法写入 '{V}'
用户的 Python 虚拟环境：{V}
偏好：用 VS Code 打开，工作区根目录{V}
mac|关键信息：¶* 系统：macOS¶* 配置仓库：{V}
备份源目录：{V}
用户的 Obsidian 笔记库在{V}
记住 SSH 配置在{V}下面
linux|用户常用命令：cd {V} && make test
记账助手日志：{V}
注意：下载文件都在{V}，每月清理。
win|Windows 笔记本上项目路径是{V}
wsl|WSL 里用户的工作目录：{V}
winjson|{"工作区": "{V}", "来源": "代码审查"}
截图目录：{V}
用户的照片整理脚本输出到{V}
"""

TEMPLATES["home_path", "mixed"] = """
Key facts：¶- projects 都放在 {V}
code-reviewer：用户的 repo 在 {V}
posix|{"fact": "notes 目录", "value": "{V}", "source": "{skill}"}
Preference：exported reports 保存到 {V}
finance-tracker 从 {V} 读 bank CSV
Remember：cmm config 在 {V}
code-reviewer 看到的 traceback：¶  File "{V}", line 42, in main
Handoff（code-reviewer → test-runner）：在 {V} 跑 pytest
travel PDFs 放在 {V}
| setting | 值 |¶|---|---|¶| data_dir 数据目录 | {V} |
weather-daily 缓存 cache 在 {V}
[memory] path={V} 来源={zskill}
email-summarizer 报错：PermissionError: [Errno 13] Permission denied: '{V}'
用户的 Python venv：{V}
Preference：用 VS Code 打开，workspace 根目录 {V}
mac|Key facts：¶* OS：macOS¶* dotfiles 配置：{V}
backup 源目录：{V}
Obsidian vault 笔记库：{V}
记住 SSH config 在 {V} 下
linux|常用命令 usual command：cd {V} && make test
finance-tracker 日志 log：{V}
Note：downloads 都在 {V}，每月 clean
win|Windows laptop 上项目路径：{V}
wsl|WSL 里的 working dir：{V}
winjson|{"workspace": "{V}", "source": "代码审查"}
screenshots 截图目录：{V}
"""

TEMPLATES["schedule", "en"] = """
m|Remember: the user's daughter starts school at {V}.
m|The user wakes up at {V} on weekdays; don't schedule anything earlier.
e|Key facts about the user:¶- goes to bed around {V}¶- prefers metric units
m|{"fact": "daily gym session at {V}", "source": "fitness-coach"}
m|weather-daily: send the forecast at {V} every weekday.
e|calendar-helper: block {V} for the kids' bath and bedtime.
a|The user takes their medication at {V} daily.
m|Commute: the user leaves home at {V}.
e|Preference: no notifications after {V}.
m|Routine: runs at {V} before work, Mon/Wed/Fri.
a|Handoff (health-assistant -> calendar-helper): insulin reminder at {V}.
e|The user walks the dog at {V} every evening.
m|School drop-off is at {V}; pick-up is handled by the partner.
a|[memory] routine="piano practice at {V}" source={skill}
e|Dinner is usually at {V}; don't book calls then.
m|User's alarm: {V}.
a|| habit | time |¶|---|---|¶| meditation | {V} |
e|The user logs off at {V} on Fridays.
m|Remember: the weekly swim lesson starts at {V} on Saturdays.
a|Pill reminder every day at {V}.
e|Kids' bedtime: {V}.
m|The user catches the {V} train to work.
a|finance-tracker: the user checks the budget daily at {V}.
e|Quiet hours begin at {V}; hold non-urgent emails.
m|The user has breakfast at {V} and likes a briefing then.
a|Key facts:¶* timezone: local¶* daily family check-in at {V}
e|The user reads before sleeping; lights out at {V}.
m|Yoga at {V}, so the weather report should arrive before that.
"""

TEMPLATES["schedule", "zh"] = """
m|记住：用户的女儿每天{V}到校。
m|用户工作日{V}起床，更早的时间不要安排。
e|关于用户的关键信息：¶- 一般{V}睡觉¶- 偏好公制单位
m|{"fact": "每天{V}去健身房", "source": "健康助手"}
m|天气日报：工作日{V}推送天气。
e|日程助手：{V}留给孩子洗澡睡觉。
a|用户每天{V}吃药。
m|通勤：用户{V}出门。
e|偏好：{V}以后不要推送通知。
m|作息：周一三五{V}晨跑。
a|交接（健康助手 → 日程助手）：{V}提醒打胰岛素。
e|用户每天{V}遛狗。
m|孩子{V}送到学校，接孩子由爱人负责。
a|[记忆] 作息="{V}练琴" 来源={zskill}
e|通常{V}吃晚饭，这时不要安排电话。
m|用户的闹钟：{V}。
a|| 习惯 | 时间 |¶|---|---|¶| 冥想 | {V} |
e|周五{V}下班。
m|记住：每周六{V}上游泳课。
a|每天{V}提醒吃药。
e|孩子{V}睡觉。
m|用户坐{V}的地铁上班。
a|记账助手：用户每天{V}看一次预算。
e|{V}开始免打扰，非紧急邮件延后。
m|用户{V}吃早饭，顺便听简报。
a|关键信息：¶* 时区：北京时间¶* 每天{V}家庭例会
e|睡前看书，{V}熄灯。
m|{V}做瑜伽，天气预报要在这之前送达。
"""

TEMPLATES["schedule", "mixed"] = """
m|Remember：女儿每天 {V} 到校
m|用户 weekdays {V} 起床，don't schedule earlier
e|Key facts：¶- 一般 {V} 睡觉¶- prefers metric units
m|{"fact": "每天 {V} gym", "source": "fitness-coach"}
m|weather-daily：工作日 {V} 推送 forecast
e|calendar-helper：{V} block 给孩子 bedtime
a|用户每天 {V} take medication
m|commute：{V} 出门
e|Preference：{V} 以后 no notifications
m|routine：周一三五 {V} 晨跑 run
a|Handoff（健康助手 → calendar-helper）：{V} insulin reminder
e|每天 {V} walk the dog 遛狗
m|school drop-off {V}，接孩子 partner 负责
a|[memory] routine="{V} 练琴 piano" 来源={zskill}
e|dinner 通常 {V}，不要约 calls
m|用户的 alarm 闹钟：{V}
a|| habit 习惯 | time |¶|---|---|¶| meditation | {V} |
e|周五 {V} log off
m|Remember：每周六 {V} swim lesson
a|pill reminder 每天 {V}
e|kids bedtime 孩子睡觉：{V}
m|坐 {V} 的 train 上班
a|finance-tracker：每天 {V} check budget
e|quiet hours 从 {V} 开始
m|{V} 吃 breakfast，顺便听 briefing
a|Key facts：¶* timezone：UTC+8¶* 每天 {V} family check-in
e|睡前 reading，{V} lights out
"""

TEMPLATES["geo", "en"] = """
coord|Key facts about the user:¶- home coordinates: {V}
coord|weather-daily uses the user's location {V} for hyperlocal forecasts.
coordj|{"fact": "home location", "value": "{V}", "source": "weather-daily"}
zip|The user's ZIP code is {V}; use it for store availability.
ukpc|Postcode for the user's home: {V}
hoodc|The user lives in {V}.
hood|Preference: restaurant suggestions near {V} only.
zip|travel-planner: home ZIP {V} for airport distance.
coord|The user's allotment plot is at {V}.
ukpc|The user moved; new postcode {V}.
coord|Handoff (travel-planner -> ride-booker): pickup pin {V}
hood|Key facts:¶* neighbourhood: {V}¶* units: metric
zip|[memory] zip={V} source={skill}
coord|Running route starts at {V}.
ukpc|| field | value |¶|---|---|¶| postcode | {V} |
hood|The kids go to the primary school in {V}.
coord|Geofence for the home-assistant 'arrived home' trigger: {V}
zip|Remember: deliveries to ZIP {V} are cheaper on weekdays.
hoodc|User's flat is in {V}; street parking only.
ukpc|Council tax band lookup used postcode {V}.
coord|Photo geotag the user wants hidden: {V}
hood|The user jogs around {V} most days.
zip4|ZIP+4 for the user's mailing address: {V}
coordgeo|GeoJSON point for the user's house: {"type": "Point", "coordinates": [{V}]}
ukpc|The user's gym is near home, postcode {V}.
hood|weather-daily: the user's neighbourhood, {V}, floods easily.
coord|Last known location (from the user's phone): {V}
"""

TEMPLATES["geo", "zh"] = """
coord|关于用户的关键信息：¶- 家的坐标：{V}
coord|天气日报用用户位置{V}做精细预报。
coordj|{"fact": "家庭位置", "value": "{V}", "source": "天气日报"}
cnpc|用户家的邮编是{V}。
xq|用户住在{zcity}{V}。
xq|偏好：只推荐{V}附近的餐厅。
cnpc|旅行规划：家庭邮编{V}，用于计算去机场的距离。
coord|用户的菜园位置：{V}
cnpc|用户搬家了，新邮编{V}。
coord|交接（旅行规划 → 打车助手）：上车点坐标{V}
xq|关键信息：¶* 小区：{V}¶* 城市：{zcity}
cnpc|[记忆] 邮编={V} 来源={zskill}
coord|跑步路线起点：{V}
cnpc|| 字段 | 值 |¶|---|---|¶| 邮编 | {V} |
xq|孩子在{V}旁边的小学上学。
coord|智能家居“到家”触发的地理围栏：{V}
area|用户平时在{V}一带活动，周末去公园。
xq|用户家在{V}，只能路边停车。
cnpc|快递单上的邮政编码：{V}
coord|用户希望隐藏的照片定位：{V}
xq|用户每天在{V}里跑步。
area|天气日报：用户住的{V}片区容易积水。
coord|手机上报的最后位置：{V}
cnpc|邮编 {V}（用户老家）
xq|用户爸妈住{V}，离用户家两站地铁。
area|用户公司在{V}附近，通勤 40 分钟。
coordgeo|用户家的位置（GeoJSON）：{"type": "Point", "coordinates": [{V}]}
"""

TEMPLATES["geo", "mixed"] = """
coord|Key facts：¶- 家的 coordinates：{V}
coord|weather-daily 用 location {V} 做 hyperlocal 预报
coordj|{"fact": "home location 家", "value": "{V}", "source": "weather-daily"}
zip|用户的 ZIP code 是 {V}
ukpc|home postcode 邮编：{V}
xq|user 住在 {V}，{zcity}
hood|Preference：只推荐 {V} 附近的 restaurants
cnpc|travel-planner：home 邮编 {V}
coord|allotment 菜园 at {V}
cnpc|用户 moved，新邮编 {V}
coord|Handoff（travel-planner → 打车助手）：pickup pin {V}
xq|Key facts：¶* 小区 estate：{V}¶* city：{zcity}
zip|[memory] zip={V} 来源={zskill}
coord|running route 起点：{V}
ukpc|| field | 值 |¶|---|---|¶| postcode | {V} |
xq|孩子在 {V} 旁边的 primary school 上学
coord|home-assistant geofence 地理围栏：{V}
area|用户常在 {V} 一带 hang out
hoodc|user 的 flat 在 {V}，street parking only
cnpc|快递 postal code：{V}
coord|照片 geotag 要隐藏：{V}
xq|每天在 {V} 里 jog
area|weather-daily：{V} 片区 floods easily
coord|last known location（手机）：{V}
zip4|ZIP+4 邮寄 mailing：{V}
xq|爸妈住 {V}，两站 metro
coordgeo|用户家的 GeoJSON point：{"type": "Point", "coordinates": [{V}]}
"""


# =========================================================================== benign
# Same styles, no personal value: preferences, units, languages, tools, versions, public facts,
# city-level places, "early morning", plus hand-written look-alikes (order numbers failing Luhn,
# build dates, ports, versions, ISBNs, public hotlines, generic paths, company names).
BENIGN: dict[str, str] = {}

BENIGN["en"] = """
User prefers metric units; temperatures in °C and wind in km/h.
Key facts about the user:¶- based in {city}¶- prefers {unit} units¶- main tool: {tool}
weather-daily: default city is {city}; show a {n}-day forecast.
{"fact": "prefers Python {pyver}", "source": "{skill}", "confidence": {conf}}
code-reviewer: the repo uses ruff {ver} and mypy; line length 100.
Handoff (email-summarizer -> calendar-helper): {n} meeting requests pending, see ticket {ticket}.
finance-tracker: monthly grocery budget {price}; spending up {pct}% versus last month.
travel-planner: trip to {city} in {month}, budget {price}, prefers window seats.
Order {order} shipped on {date}; delivery expected within {n} days.
Build {build} passed; artifact digest sha256:{digest}.
Postgres runs on port {port} in the dev container.
Remember: the user likes the Washington Post's weekend edition in the news digest.
Room for {n} people is enough for the team offsite in {city}.
User prefers summaries in the early morning, as short bullet lists.
Commit {sha7} fixed the flaky test; see issue #{issue}.
Request {uuid} returned HTTP {status} from the weather API.
Preference: use {ip} as the DNS resolver in the home lab.
The user's favourite cuisine is {cuisine}; keep recipes mild.
{holiday} is a public holiday; no reminders that day.
Timeout for the forecast API is {dur}; retry {n} times with backoff.
Error seen by weather-daily on {date}: ConnectionResetError: [Errno 104] Connection reset by peer
code-reviewer: prefer squash merges; the default branch is main.
Flight search: {city} to {city2}, economy, {n} adults, flexible by a day or two.
Prefers tea over coffee, especially {drink}.
finance-tracker: exchange-rate cache refreshed; EUR/USD {rate}.
Python {pyver} and Node {nodever} are installed; the user uses pnpm.
Preferred calendar view: week; weeks start on Monday.
Reading list: "Designing Data-Intensive Applications" and "The Pragmatic Programmer".
Ticket {ticket}: migrate the nightly job to the new scheduler.
The user works on a {product}; screen size {inch} inches.
Dates in ISO 8601; the user prefers the 24-hour clock.
Gym three times a week, usually early morning.
Likes hiking trails near {city}: moderate difficulty, under {n2}0 km.
Last backup {date}: {n}{n2}{n} files, {size} GB, checksum {sha40}.
Docker image python:{pyver}-slim exposes port {port}.
API rate limit is {n}00 requests per minute; back off for {dur}.
Weekend baking: {n} kg flour, {n2} eggs, {n}00 g butter.
Weather alert thresholds: rain over {n}{n2} mm, gusts over {n}0 km/h.
Model preference: temperature 0.2, max tokens 1024, answers in English.
Watchlist: AAPL, MSFT, NVDA, Johnson & Johnson; alert on moves over {pct}%.
Version {ver} was released on {date}; the changelog lists {n}{n2} fixes.
Memory entry {uuid} is tier t2, created {date}, expires in 30 days.
{"pref": "units", "value": "metric", "source": "weather-daily", "created": "{date}"}
{"fact": "prefers vegetarian recipes", "source": "recipe-helper", "confidence": {conf}}
Ports in use: {port} and {port2}; nothing else is exposed.
Handoff (travel-planner -> finance-tracker): trip budget {price}, {n} nights, currency {cur}.
Error: ModuleNotFoundError: No module named 'pandas'; fixed with pip {ver}.
The user reads the Financial Times and The Guardian on weekdays.
Accessibility: larger font, high-contrast mode off, captions on.
Kubernetes namespace prod runs {n} replicas of image tag v{ver}.
Invoice INV-{year}-{n4} paid, amount {price}.
Weather: {temp}°C in {city}, humidity {pct}%.
Marathon plan: {n2} weeks, long run on Sundays, easy pace.
Timezone: Europe/London; daylight saving handled automatically.
Test suite: {n}{n2}{n} passed, {n} skipped in {dur}.
Preference: keep answers under {n}00 words unless asked for detail.
ISBN {isbn} is the user's current book club pick.
Config lives in ~/.config/cmm/config.toml; logs go to /var/log/cmm/.
Installed to C:\\Program Files\\cmm\\bin; PATH updated.
Preference: phone notifications only for severe weather; email digest weekly.
Password policy for new accounts: at least 12 characters and a passphrase manager.
Address format in exports: city and country only.
The username field in the gym app is case-insensitive (bug report {ticket}).
Meeting room capacity is {n}{n2}; projector uses HDMI.
Chrome {chrome} and Windows 11 23H2 on the work laptop.
Emergency numbers to know when travelling: 112 in Europe, 911 in the US.
Quarterly report due {date}; numbers from finance-tracker, formatted in {cur}.
Flight BA{n}{n2}{n} arrives at Terminal 5; train to {city} afterwards.
The user supports {team}; match summaries only, no spoilers.
Subscription renews on {date} for {price} per year.
User prefers bullet points over tables and British spelling.
"""

BENIGN["zh"] = """
用户偏好简洁回答；温度用摄氏度，风速用公里每小时。
关于用户的关键信息：¶- 常驻城市：{zcity}¶- 偏好公制单位¶- 常用工具：{tool}
天气日报：默认城市{zcity}，显示{n}天预报。
{"fact": "偏好 Python {pyver}", "source": "{zskill}", "confidence": {conf}}
代码审查：仓库使用 ruff {ver}，行宽 100。
交接（邮件摘要 → 日程助手）：有{n}个会议邀请待处理，见工单 {ticket}。
记账助手：本月餐饮预算{zprice}元，支出比上月增加{pct}%。
旅行规划：{zmonth}去{zcity2}，预算{zprice}元，偏好靠窗座位。
订单号 {order} 已于{zdate}发货，预计{n}天送达。
构建 {build} 通过，镜像摘要 sha256:{digest}。
开发容器里的 PostgreSQL 端口为{port}。
用户偏好清晨收到摘要，用要点列表。
提交 {sha7} 修复了不稳定的测试，见 issue #{issue}。
请求 {uuid} 从天气接口返回 HTTP {status}。
家庭实验室的 DNS 用 {ip}。
用户喜欢{zcuisine}，菜谱少放辣。
{zholiday}放假，当天不发提醒。
天气接口超时{zdur}，重试{n}次。
天气日报{zdate}报错：ConnectionResetError: [Errno 104] Connection reset by peer
机票搜索：{zcity}到{zcity2}，经济舱，{n}位成人，日期前后可浮动。
偏好喝茶不喝咖啡，最喜欢{ztea}。
记账助手：汇率缓存已刷新，美元兑人民币 {rate}。
日历默认周视图，每周从周一开始。
读书清单：《三体》《活着》《围城》。
工单 {ticket}：把夜间任务迁移到新的调度器。
日期用 ISO 8601 格式，时间用 24 小时制。
健身：每周三次，通常在清晨。
喜欢{zcity}周边的徒步路线，难度中等，{n2}0 公里以内。
最近一次备份{zdate}：{n}{n2}{n}个文件，{size} GB。
接口限流：每分钟{n}00次请求，超限后等待{zdur}。
周末烘焙：面粉{n}公斤，鸡蛋{n2}个。
天气预警阈值：降雨超过{n}{n2}毫米，风力超过{n}级。
模型偏好：温度 0.2，最大长度 1024，用中文回答。
自选股：贵州茅台、宁德时代，涨跌超过{pct}%提醒。
版本 {ver} 于{zdate}发布，修复了{n}{n2}个问题。
记忆条目 {uuid}，层级 T2，三十天后过期。
{"偏好": "单位", "值": "公制", "来源": "天气日报"}
{"fact": "偏好素食菜谱", "source": "健康助手", "confidence": {conf}}
交接（旅行规划 → 记账助手）：行程预算{zprice}元，共{n}晚。
报错：ModuleNotFoundError: No module named 'pandas'，已用 pip 安装。
用户常看《人民日报》和财新。
字体调大，高对比度关闭，开启字幕。
{zcity}今天{temp}°C，湿度{pct}%。
时区：Asia/Shanghai，北京时间。
马拉松训练计划：{n2}周，周日长距离慢跑。
测试：{n}{n2}{n}个通过，{n}个跳过，用时{zdur}。
回答控制在{n}00字以内，除非用户要求详细。
会议室能坐{n}{n2}个人，投影用 HDMI。
房间能坐{n}个人，够周末家庭聚会用。
通勤坐地铁{n}号线，单程约{zdur}。
铁路购票用 12306 网站，春运提前十五天开售。
招商银行客服电话 95555，信用卡问题先打这个。
紧急电话：报警 110，急救 120，火警 119。
身份证号格式为 18 位，最后一位可能是 X（表单校验说明）。
密码策略：新账户密码至少 12 位，建议用密码管理器。
地址导出只保留城市和国家。
双十一和 618 的购物提醒都关闭。
小米 14 和 iPad mini 两台设备同步笔记。
高铁 G{train} 次全程约{zdur}，二等座 {zprice} 元。
会员等级：金卡，积分{n}{n2}00。
春节假期{n}天，旅行规划提前一个月准备。
端口 {port} 被占用，改用 {port2}。
常用输入法：拼音；系统语言：简体中文。
咖啡每杯{n}{n2}元，每月大约{n}{n2}杯。
项目使用 Python {pyver}，依赖用 uv 管理。
配置文件在 ~/.config/cmm/config.toml，日志在 /var/log/cmm/。
ISBN {isbn} 是读书会本月的书。
发票 INV-{year}-{n4} 已报销，金额{zprice}元。
用户偏好要点列表，不要表格。
"""

BENIGN["mixed"] = """
用户 prefers metric units；温度用 °C，风速 km/h。
Key facts：¶- 常驻 city：{zcity}¶- 偏好 {unit} units¶- 常用 tool：{tool}
weather-daily：默认城市 {city}，显示 {n}-day forecast。
{"fact": "偏好 Python {pyver}", "source": "{skill}", "confidence": {conf}}
code-reviewer：repo 用 ruff {ver} 和 mypy，行宽 100。
Handoff（email-summarizer → 日程助手）：{n} 个 meeting requests 待处理，ticket {ticket}。
finance-tracker：本月 grocery budget {price}，比上月多 {pct}%。
travel-planner：{month} 去 {city}，预算 budget {price}，偏好 window seat。
订单 order {order} 已发货 shipped，预计 {n} 天到。
build {build} 通过 passed；digest sha256:{digest}
dev container 里 Postgres 端口是 {port}
用户 prefers early morning summaries，用 bullet list。
commit {sha7} 修复了 flaky test，见 issue #{issue}
request {uuid} 返回 HTTP {status}（weather API）
home lab 的 DNS resolver 用 {ip}
用户喜欢 {cuisine} 菜，recipes 少辣。
{holiday} 是 public holiday，当天不发 reminders。
forecast API timeout {dur}，retry {n} 次。
weather-daily {date} 报错：ConnectionResetError: [Errno 104] Connection reset by peer
code-reviewer：偏好 squash merge，default branch 是 main。
flight search：{zcity} → {city}，economy，{n} 位 adults
偏好 tea 不喝咖啡，最喜欢 {ztea}。
finance-tracker：汇率 cache 已刷新，USD/CNY {rate}
装了 Python {pyver} 和 Node {nodever}，用 pnpm。
calendar 默认 week view，每周从 Monday 开始。
reading list：《三体》和 "The Pragmatic Programmer"
ticket {ticket}：把 nightly job 迁移到新 scheduler
用户用 {product}，屏幕 {inch} 寸。
日期用 ISO 8601，偏好 24-hour clock。
gym 每周三次，通常 early morning。
喜欢 {zcity} 附近的 hiking trails，{n2}0 km 以内。
last backup {zdate}：{n}{n2}{n} 个文件，{size} GB
Docker 镜像 python:{pyver}-slim，expose port {port}
API rate limit 每分钟 {n}00 requests
周末 baking：面粉 {n} kg，鸡蛋 {n2} 个
weather alert 阈值：降雨 > {n}{n2} mm
model preference：temperature 0.2，max tokens 1024，中文回答
watchlist 自选：AAPL、腾讯、Morgan Stanley，涨跌 > {pct}% 提醒
version {ver} 于 {date} 发布，修了 {n}{n2} 个 bugs
memory entry {uuid}，tier T2，30 天后 expire
{"pref": "单位 units", "value": "metric 公制", "source": "weather-daily"}
{"fact": "偏好 vegetarian 菜谱", "source": "recipe-helper", "confidence": {conf}}
ports 占用：{port} 和 {port2}，其他不 expose
Handoff（travel-planner → finance-tracker）：trip 预算 {zprice} 元，{n} nights
报错 error：ModuleNotFoundError: No module named 'pandas'，用 pip 装好了
用户常看 Financial Times 和财新
accessibility：字体调大，high contrast 关闭
K8s namespace prod 跑 {n} 个 replicas，image tag v{ver}
invoice INV-{year}-{n4} 已报销，amount {zprice} 元
天气 weather：{zcity} {temp}°C，湿度 humidity {pct}%
marathon 训练 plan：{n2} 周，周日 long run
timezone 时区：Asia/Shanghai
test suite：{n}{n2}{n} passed，{n} skipped，用时 {zdur}
Preference：回答 under {n}00 words，除非用户要 detail
会议室 room for {n}{n2} people，投影用 HDMI
ISBN {isbn} 是 book club 本月的书
config 在 ~/.config/cmm/config.toml，logs 在 /var/log/cmm/
双十一 Double 11 购物 reminders 关闭
12306 购票，春运 tickets 提前十五天开售
password policy：新账户至少 12 位，用 password manager
地址 export 只保留 city 和 country
通勤坐 metro {n} 号线，单程约 {zdur}
用户偏好 bullet points，不要 tables
subscription {date} 续费，{price} 每年
"""


# =========================================================================== fillers
SKILLS = ("weather-daily", "email-summarizer", "calendar-helper", "travel-planner", "finance-tracker", "code-reviewer",
          "news-digest", "fitness-coach", "recipe-helper", "meeting-notes", "expense-report", "home-assistant")
ZSKILLS = ("健康助手", "旅行规划", "日程助手", "邮件摘要", "记账助手", "天气日报", "代码审查", "学习计划", "新闻摘要")
CITIES = ("London", "Manchester", "Seattle", "Austin", "Boston", "Chicago", "Denver", "Bristol", "Leeds", "Edinburgh",
          "Toronto", "Sydney", "Dublin", "Berlin", "Singapore", "Tokyo", "Lisbon", "Vancouver")
ZCITIES = ("上海", "北京", "杭州", "深圳", "成都", "南京", "武汉", "西安", "广州", "苏州", "重庆", "厦门", "青岛", "长沙")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")


def _order(c) -> str:
    while True:
        v = c.nz(16)
        if not luhn_ok(v):
            return c.ch((v, v, f"#{v}", f"ORD-{v}"))


def _isbn(c) -> str:
    while True:
        s = "978" + c.d(9)
        s += str((10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(s)) % 10) % 10)
        if not luhn_ok(s):
            return f"{s[:3]}-{s[3]}-{s[4:8]}-{s[8:12]}-{s[12]}"


FILL = {
    "skill": lambda c: c.ch(SKILLS),
    "zskill": lambda c: c.ch(ZSKILLS),
    "city": lambda c: c.ch(CITIES),
    "city2": lambda c: c.ch(CITIES),
    "zcity": lambda c: c.ch(ZCITIES),
    "zcity2": lambda c: c.ch(ZCITIES),
    "date": lambda c: f"{c.r.randint(2024, 2026)}-{c.r.randint(1, 12):02d}-{c.r.randint(1, 28):02d}",
    "zdate": lambda c: f"{c.r.randint(2024, 2026)}年{c.r.randint(1, 12)}月{c.r.randint(1, 28)}日",
    "conf": lambda c: f"0.{c.r.randint(60, 99)}",
    "n": lambda c: str(c.r.randint(2, 9)),
    "n2": lambda c: str(c.r.randint(1, 9)),
    "n4": lambda c: c.d(4),
    "year": lambda c: str(c.r.randint(2023, 2026)),
    "ver": lambda c: f"{c.r.randint(0, 9)}.{c.r.randint(0, 30)}.{c.r.randint(0, 12)}",
    "pyver": lambda c: c.ch(("3.10", "3.11", "3.12", "3.13")),
    "nodever": lambda c: c.ch(("18", "20", "22")),
    "port": lambda c: str(c.ch((5432, 6379, 8080, 3000, 8000, 9200, 27017, 5672, 11434, 8443))),
    "port2": lambda c: str(c.ch((9090, 5000, 4000, 8888, 3306, 1883))),
    "uuid": lambda c: str(uuid.UUID(int=c.r.getrandbits(128), version=4)),
    "sha7": lambda c: c.s(HEX, 7),
    "sha40": lambda c: c.s(HEX, 40),
    "digest": lambda c: c.s(HEX, 64),
    "order": _order,
    "isbn": _isbn,
    "ticket": lambda c: f"{c.ch(('OPS', 'CMM', 'WEB', 'FIN', 'TRIP'))}-{c.r.randint(100, 4999)}",
    "issue": lambda c: str(c.r.randint(10, 2000)),
    "price": lambda c: f"{c.ch(('$', '£', '€'))}{c.r.randint(20, 3000)}",
    "zprice": lambda c: str(c.r.randint(50, 20000)),
    "pct": lambda c: str(c.r.randint(2, 40)),
    "dur": lambda c: c.ch(("30s", "45 seconds", "90 minutes", "2h", "10 min", "1.5 hours", "250 ms")),
    "zdur": lambda c: c.ch(("30秒", "45分钟", "2小时", "10分钟", "一个半小时", "40分钟")),
    "ip": lambda c: c.ch(("8.8.8.8", "1.1.1.1", "9.9.9.9", "208.67.222.222", "223.5.5.5", "119.29.29.29")),
    "holiday": lambda c: c.ch(("Thanksgiving", "Boxing Day", "Christmas Day", "Easter Monday", "Labor Day",
                               "the August bank holiday", "Independence Day", "New Year's Day")),
    "zholiday": lambda c: c.ch(("春节", "国庆节", "中秋节", "端午节", "清明节", "劳动节", "元旦")),
    "status": lambda c: str(c.ch((200, 201, 301, 404, 429, 500, 502, 503))),
    "build": lambda c: c.ch((f"{c.r.randint(2024, 2026)}.{c.r.randint(1, 12):02d}.{c.r.randint(1, 28):02d}",
                            f"{c.r.randint(2024, 2026)}{c.r.randint(1, 12):02d}{c.r.randint(1, 28):02d}.{c.r.randint(1, 9)}")),
    "temp": lambda c: str(c.r.randint(-5, 35)),
    "rate": lambda c: f"{c.r.uniform(0.8, 7.5):.4f}",
    "month": lambda c: c.ch(MONTHS),
    "zmonth": lambda c: f"{c.r.randint(1, 12)}月",
    "tool": lambda c: c.ch(("VS Code", "Neovim", "Obsidian", "Notion", "Excel", "Figma", "Jupyter", "Docker")),
    "cuisine": lambda c: c.ch(("Thai", "Italian", "Sichuan", "Mexican", "Japanese", "Lebanese")),
    "zcuisine": lambda c: c.ch(("川菜", "粤菜", "湘菜", "日料", "西餐", "东北菜")),
    "unit": lambda c: c.ch(("metric", "imperial")),
    "size": lambda c: f"{c.r.uniform(1, 500):.1f}",
    "cur": lambda c: c.ch(("EUR", "USD", "GBP", "CNY", "JPY")),
    "product": lambda c: c.ch(("ThinkPad X1", "MacBook Air", "Pixel 8", "Surface Laptop", "iPad mini", "Steam Deck")),
    "team": lambda c: c.ch(("Arsenal", "Liverpool", "the Lakers", "the Yankees", "Manchester City")),
    "drink": lambda c: c.ch(("oolong", "green tea", "Earl Grey", "matcha")),
    "ztea": lambda c: c.ch(("龙井", "普洱", "铁观音", "乌龙", "碧螺春")),
    "inch": lambda c: c.ch(("13.3", "14", "15.6", "16")),
    "chrome": lambda c: f"{c.r.randint(120, 131)}.0.{c.r.randint(6000, 6800)}.{c.r.randint(50, 200)}",
    "train": lambda c: str(c.r.randint(1, 9999)),
}

_PH = re.compile(r"\{(\w+)\}")


def _parse(block: str) -> list[tuple[str, str]]:
    out = []
    for line in block.strip("\n").splitlines():
        if not line.strip():
            continue
        m = re.match(r"^([a-z0-9_]+)\|(.*)$", line)
        kind, text = (m.group(1), m.group(2)) if m else ("*", line)
        out.append((kind, text.replace("¶", "\n")))
    return out


def _render(c: Ctx, text: str, memo: dict[str, str]) -> str:
    def rep(m: re.Match) -> str:
        k = m.group(1)
        if k == "V":
            return m.group(0)
        if k not in memo:
            memo[k] = FILL[k](c)
        return memo[k]

    return _PH.sub(rep, text)


def _cell(c: Ctx, cat: str, lang: str) -> list[Sample]:
    tpls = _parse(TEMPLATES[cat, lang])
    out: list[Sample] = []
    seen: set[str] = set()
    i = 0
    while len(out) < PER_CELL:
        kind, tpl = tpls[i % len(tpls)]
        i += 1
        parts = tpl.split("{V}")
        assert len(parts) == 2, (cat, lang, tpl)
        for _ in range(50):
            memo: dict[str, str] = {}
            pre, post = _render(c, parts[0], memo), _render(c, parts[1], memo)
            k = c.ch(POOL[cat][lang]) if kind == "*" else kind
            v = GEN[cat][k](c, lang)
            a, val, b = v if isinstance(v, tuple) else ("", v, "")
            text = pre + a + val + b + post
            if val and val == val.strip() and text.count(val) == 1 and text not in seen:
                break
        else:
            raise RuntimeError(f"could not place a value once: {cat}/{lang}: {tpl!r}")
        seen.add(text)
        start = len(pre) + len(a)
        out.append(Sample(text, cat, lang, start, start + len(val)))
    return out


def _script_ok(lang: str, text: str) -> bool:
    has_cjk, has_latin = bool(CJK.search(text)), bool(LATIN.search(text))
    return {"en": not has_cjk, "zh": has_cjk, "mixed": has_cjk and has_latin}[lang]


def _check(smp: list[Sample], ben: list[tuple[str, str]]) -> None:
    for (cat, lang), block in TEMPLATES.items():
        assert len(_parse(block)) >= MIN_TEMPLATES, (cat, lang, len(_parse(block)))
    counts: dict[tuple[str, str], int] = {}
    for s in smp:
        counts[s.category, s.lang] = counts.get((s.category, s.lang), 0) + 1
        v = s.value
        assert v and v == v.strip() and s.text.count(v) == 1, s
        assert _script_ok(s.lang, s.text), s
        assert not _PH.search(s.text.replace(v, "")), s
    for cat in CATEGORIES:
        for lang in LANGS:
            assert counts.get((cat, lang), 0) >= 250, (cat, lang)
    for lang in LANGS:
        texts = [t for lg, t in ben if lg == lang]
        assert len(texts) >= 400 and len(set(texts)) == len(texts), lang
        for t in texts:
            assert _script_ok(lang, t) and not _PH.search(t), t


def samples() -> list[Sample]:
    c = Ctx()
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            out.extend(_cell(c, cat, lang))
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    c = Ctx()
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        tpls = [t for _, t in _parse(BENIGN[lang])]
        seen: set[str] = set()
        i = 0
        while len(seen) < BENIGN_PER_LANG:
            assert i < 200 * BENIGN_PER_LANG, lang
            text = _render(c, tpls[i % len(tpls)], {})
            i += 1
            if text not in seen:
                seen.add(text)
                out.append((lang, text))
    return out


if __name__ == "__main__":
    report("H", samples(), benign_with_lang())
