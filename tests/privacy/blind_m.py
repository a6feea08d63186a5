# ruff: noqa
"""Blind privacy corpus "m": what people actually type to a personal assistant.

Style: phone-and-work assistant messages -- reminders, to-dos, "save this for me", messages to
forward, quick notes and questions, short and long, polite and terse, occasional typos and
missing punctuation; English, Chinese (with and without spaces around Latin values) and
genuinely code-switched Chinese/English ("mixed").  Hard cases: value at the very start/end of
the text, glued to CJK characters, full-width digits/letters, zero-width characters inside a
value, addresses broken over a line, upper/lower-case variants.  Benign texts are the same kind
of assistant messages holding no personal value, with hand-written hard negatives.

Author note: written blind -- without reading the gate's code, its tests, the other corpora or
the gate's changelog, and without running the gate.  Acceptance-corpus view of a QA engineer.

Size: 262 planted values per category x language (12 x 3 cells), 430 benign texts per language.
Templates: 31-35 per category and language (76-83 for geo: coordinates / postcodes / neighbourhoods
and estates), 126/119/98 benign templates for en/zh/mixed; each sample may also get a short
"hey"/"帮我记一下，"/"thx" wrapper, a typo, or its Chinese spacing around the value toggled.
Values: Faker en_US/en_GB/zh_CN providers (name, name_male/female, first+last, prefix+last,
phone_number, cellphone_number, msisdn, street_address, secondary_address, building_number,
street_name, postcode, zipcode_plus4, email/free_email/company_email/safe_email, user_name, ssn,
passport_number, credit_card_number for every card type, iban, bban, aba, latitude/longitude,
local_latlng, coordinate, password, time/time_object) plus own generators: provider tokens, JWTs,
private-key blocks, URL credentials, CN resident IDs with checksum, UK NI numbers, mod-97 IBANs
for other countries, UnionPay Luhn cards, passphrases, 小区/花园/苑 names, UK/US neighbourhoods,
Chinese clock expressions.

Seeds: Faker("en_US").seed_instance(4101), Faker("en_GB").seed_instance(4102),
Faker("zh_CN").seed_instance(4103); random.Random(4100 + k) per (category, lang) cell,
random.Random(4199 + k) for the benign texts.  Everything is deterministic.
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

PER_CELL = 262
BENIGN_PER_LANG = 430

FK_US = Faker("en_US")
FK_GB = Faker("en_GB")
FK_CN = Faker("zh_CN")
_EPOCH = datetime(2026, 1, 1)  # Faker time providers default to "now": pin them


def _reseed() -> None:
    FK_US.seed_instance(4101)
    FK_GB.seed_instance(4102)
    FK_CN.seed_instance(4103)


ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"
ZW = ("\u200b", "\u200c", "\u200d", "\u2060")


def rs(r: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def fullwidth(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if c.isascii() and c.isalnum() else c for c in s)


def insert_zw(r: random.Random, s: str) -> str:
    i = r.randrange(2, max(3, len(s) - 2))
    return s[:i] + r.choice(ZW) + s[i:]


# ---------------------------------------------------------------- checksums
def luhn_ok(num: str) -> bool:
    d = [int(c) for c in num if c.isdigit()]
    tot = 0
    for i, x in enumerate(reversed(d)):
        if i % 2:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def luhn_complete(r: random.Random, prefix: str, length: int) -> str:
    body = prefix + "".join(r.choice(string.digits) for _ in range(length - len(prefix) - 1))
    for c in string.digits:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def iban_make(cc: str, bban: str) -> str:
    s = bban + cc + "00"
    n = int("".join(str(int(ch, 36)) for ch in s))
    return f"{cc}{98 - n % 97:02d}{bban}"


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


IBAN_FMT = {  # country: bban spec (letters 'a', digits 'n', alnum 'c')
    "DE": "n" * 18,
    "FR": "n" * 10 + "c" * 11 + "nn",
    "NL": "aaaa" + "n" * 10,
    "ES": "n" * 20,
    "IT": "a" + "n" * 10 + "c" * 12,
    "IE": "aaaa" + "n" * 14,
    "CH": "n" * 17,
    "BE": "n" * 12,
    "GB": "aaaa" + "n" * 14,
    "AT": "n" * 16,
    "PL": "n" * 24,
}


def iban_gen(r: random.Random, cc: str) -> str:
    spec = IBAN_FMT[cc]
    up = string.ascii_uppercase
    bban = "".join(r.choice(up if k == "a" else string.digits if k == "n" else up + string.digits) for k in spec)
    return iban_make(cc, bban)


def group4(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


CN_AREAS = ["110105", "110108", "310104", "310115", "440106", "440305", "330106", "510107",
            "420111", "320106", "370202", "610113", "500103", "350203", "430104", "210102",
            "120101", "410105", "530102", "450103"]


def cn_id(r: random.Random) -> str:
    d = date(1950, 1, 1) + timedelta(days=r.randrange(0, 20000))
    body = r.choice(CN_AREAS) + d.strftime("%Y%m%d") + f"{r.randrange(0, 1000):03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]


def cn_id_ok(s: str) -> bool:
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], w)) % 11] == s[17].upper()


NINO_L1 = "ABCEGHJKLMNOPRSTWXYZ"
NINO_L2 = "ABCEGHJKLMNPRSTWXYZ"
NINO_BAD = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def nino(r: random.Random) -> str:
    while True:
        p = r.choice(NINO_L1) + r.choice(NINO_L2)
        if p not in NINO_BAD:
            break
    d = f"{r.randrange(0, 10**6):06d}"
    s = r.choice("ABCD")
    form = r.randrange(4)
    if form == 0:
        return f"{p}{d}{s}"
    if form == 1:
        return f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}"
    if form == 2:
        return f"{p} {d} {s}"
    return f"{p}{d}{s}".lower()


# ---------------------------------------------------------------- value generators
class V:
    """A planted value with optional context glued to it (pre/post are NOT part of the span)."""

    __slots__ = ("pre", "val", "post", "en", "zh")

    def __init__(self, val: str, pre: str = "", post: str = "", en: str = "", zh: str = ""):
        self.pre, self.val, self.post, self.en, self.zh = pre, val, post, en, zh


def _jwt(r: random.Random) -> str:
    alg = r.choice(["HS256", "RS256", "ES256", "HS512"])
    head = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    iat = 1_700_000_000 + r.randrange(0, 60_000_000)
    claims = {"sub": str(r.randrange(10**5, 10**9)), "iat": iat, "exp": iat + r.choice([900, 3600, 86400])}
    if r.random() < 0.5:
        claims["scope"] = r.choice(["read write", "openid profile", "admin", "user"])
    if r.random() < 0.4:
        claims["jti"] = rs(r, 16, string.hexdigits.lower()[:16])
    body = b64url(json.dumps(claims, separators=(",", ":")).encode())
    siglen = {"HS256": 43, "ES256": 86, "HS512": 86, "RS256": 342}[alg]
    return f"{head}.{body}.{rs(r, siglen, URLSAFE)}"


def _pem(r: random.Random) -> str:
    kind = r.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    n = r.randrange(3, 9)
    lines = []
    if kind == "OPENSSH PRIVATE KEY":
        lines.append("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA" + rs(r, 14, B64))
    elif kind == "RSA PRIVATE KEY":
        lines.append("MIIEo" + r.choice("wgpQ") + "IBAAKCAQEA" + rs(r, 49, B64))
    elif kind == "EC PRIVATE KEY":
        lines.append("MHcCAQEEI" + rs(r, 55, B64))
    else:
        lines.append("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + rs(r, 32, B64))
    lines += [rs(r, 64, B64) for _ in range(n)]
    lines.append(rs(r, r.randrange(8, 60), B64) + r.choice(["", "=", "=="]))
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


ENV_NAMES = ["API_KEY", "SECRET_KEY", "auth_token", "client_secret", "ACCESS_TOKEN", "apiKey",
             "MAPBOX_TOKEN", "webhook_secret", "DJANGO_SECRET_KEY", "private_token", "x-api-key",
             "NOTION_TOKEN", "app_secret", "SESSION_SECRET", "DEEPL_AUTH_KEY", "refresh_token"]


def gen_secret(r: random.Random) -> V:
    k = r.randrange(22)
    if k == 0:
        return V(r.choice(["AKIA", "AKIA", "ASIA"]) + rs(r, 16, string.ascii_uppercase + "234567"), en="AWS access key id", zh="AWS 访问密钥 ID")
    if k == 1:
        return V(rs(r, 40, B64), pre=r.choice(["aws_secret_access_key = ", "AWS_SECRET_ACCESS_KEY=", "aws secret key: "]), en="AWS secret", zh="AWS 密钥")
    if k in (2, 3):
        return V(r.choice(["ghp_", "ghp_", "gho_", "ghs_", "ghu_"]) + rs(r, 36), en="GitHub token", zh="GitHub token")
    if k == 4:
        return V("github_pat_" + rs(r, 22) + "_" + rs(r, 59), en="GitHub fine-grained token", zh="GitHub 细粒度令牌")
    if k == 5:
        return V(f"xoxb-{r.randrange(10**10, 10**13)}-{r.randrange(10**10, 10**13)}-{rs(r, 24)}", en="Slack bot token", zh="Slack 机器人 token")
    if k == 6:
        return V(f"xoxp-{r.randrange(10**10, 10**12)}-{r.randrange(10**10, 10**12)}-{r.randrange(10**10, 10**13)}-{rs(r, 32, '0123456789abcdef')}", en="Slack user token", zh="Slack 用户 token")
    if k in (7, 8):
        return V("sk-proj-" + rs(r, r.choice([48, 74, 124, 156]), URLSAFE), en="OpenAI key", zh="OpenAI 的 key")
    if k == 9:
        return V("sk-" + rs(r, 20) + "T3BlbkFJ" + rs(r, 20), en="OpenAI API key", zh="OpenAI 密钥")
    if k in (10, 11):
        return V("sk-ant-api03-" + rs(r, 93, URLSAFE) + "AA", en="Anthropic API key", zh="Claude 的 API key")
    if k == 12:
        return V(r.choice(["sk_live_", "sk_live_", "rk_live_", "sk_test_"]) + rs(r, r.choice([24, 34, 99])), en="Stripe secret key", zh="Stripe 密钥")
    if k == 13:
        return V("AIza" + rs(r, 35, URLSAFE), en="Google Maps API key", zh="谷歌地图 API key")
    if k == 14:
        return V("hf_" + rs(r, 34, string.ascii_letters), en="Hugging Face token", zh="Hugging Face 令牌")
    if k == 15:
        return V("SG." + rs(r, 22, URLSAFE) + "." + rs(r, 43, URLSAFE), en="SendGrid key", zh="SendGrid 密钥")
    if k == 16:
        return V(f"{r.randrange(10**8, 8 * 10**9)}:AA{rs(r, 33, URLSAFE)}", en="Telegram bot token", zh="Telegram 机器人 token")
    if k in (17, 18):
        return V(_jwt(r), en="JWT", zh="JWT 令牌")
    if k == 19:
        return V(_pem(r), en="private key", zh="私钥")
    if k == 20:  # credentials inside a URL: span = the password part
        user = r.choice([FK_US.user_name(), "admin", "postgres", "deploy", FK_CN.user_name(), "root"])
        pw = FK_GB.password(length=r.randrange(10, 22), special_chars=False) if r.random() < 0.6 else rs(r, 24)
        scheme, host = r.choice([("postgres://", "db.internal:5432/app"), ("mysql://", "10.0.3.7:3306/shop"),
                                 ("https://", "git.example.com/team/app.git"), ("mongodb+srv://", "cluster0.x1y2z.mongodb.net/prod"),
                                 ("redis://", "cache.local:6379/0"), ("amqp://", "mq.example.net:5672/"),
                                 ("ftp://", "files.example.org/backup/")])
        return V(pw, pre=f"{scheme}{user}:", post=f"@{host}", en="connection string", zh="连接串")
    name = r.choice(ENV_NAMES)
    val = r.choice([rs(r, 32, "0123456789abcdef"), rs(r, 40, B64), rs(r, 48, URLSAFE), rs(r, 64, "0123456789abcdef")])
    sep = r.choice(["=", ": ", " = ", "=\"", ": '"])
    post = '"' if sep.endswith('"') else "'" if sep.endswith("'") else ""
    return V(val, pre=name + sep, post=post, en=f"{name} value", zh=f"{name} 的值")


WORDS = ("maple river candle orbit velvet copper lantern harbor pepper meadow cobalt falcon "
         "tundra saffron marble willow ember quartz violet thunder biscuit nimbus pebble "
         "glacier cactus walnut crimson hollow sparrow juniper comet badger").split()
PINYIN = "xiaoyu mingming dabai huanhuan tiantian xingxing pangpang lele doudou qiuqiu".split()


def gen_password(r: random.Random) -> V:
    k = r.randrange(10)
    if k <= 3:
        return V(FK_US.password(length=r.randrange(8, 25), special_chars=r.random() < 0.7,
                                digits=True, upper_case=r.random() < 0.85, lower_case=True))
    if k == 4:
        return V(FK_GB.password(length=r.choice([6, 8, 10, 12, 16, 20, 32])))
    if k == 5:
        return V(FK_CN.password(length=r.randrange(8, 17), special_chars=False))
    if k in (6, 7):  # passphrase of 3-6 words
        ws = r.sample(WORDS, r.randrange(3, 7))
        sep = r.choice(["-", "-", ".", "_", " ", ""])
        if sep == "":
            ws = [w.capitalize() for w in ws]
        p = sep.join(ws)
        if r.random() < 0.4:
            p += sep + str(r.randrange(10, 99)) if sep else str(r.randrange(10, 99))
        return V(p)
    if k == 8:  # human-style
        base = r.choice(WORDS + PINYIN)
        return V(base.capitalize() + str(r.randrange(1970, 2026)) + r.choice("!@#$*?."))
    return V(r.choice(PINYIN) + str(r.randrange(100, 99999)) + r.choice(["", "!", "@cn", "#"]))


def gen_email(r: random.Random, zh: bool) -> V:
    fk = r.choice([FK_CN, FK_CN, FK_US]) if zh else r.choice([FK_US, FK_GB])
    k = r.randrange(9)
    if k == 0:
        e = fk.email()
    elif k in (1, 2):
        e = fk.free_email()
    elif k == 3:
        e = fk.company_email()
    elif k == 4:
        e = fk.safe_email()
    elif k == 5:
        e = fk.ascii_free_email()
    elif k == 6:
        u = fk.user_name()
        e = f"{u}+{r.choice(['shop', 'news', 'bills', 'travel'])}@{r.choice(['gmail.com', 'fastmail.com', 'proton.me'])}"
    elif k == 7 and zh:
        e = f"{r.randrange(10**5, 10**10)}@qq.com" if r.random() < 0.5 else f"{fk.user_name()}@{r.choice(['163.com', '126.com', 'sina.com', 'foxmail.com', 'aliyun.com'])}"
    else:
        e = f"{fk.first_name().lower()}.{fk.last_name().lower()}@{r.choice(['nhs.net', 'outlook.com', 'icloud.com', 'btinternet.com', 'mail.example.co.uk'])}"
        if not e.isascii():
            e = fk.free_email()
    x = r.random()
    if x < 0.05:
        e = e.upper()
    elif x < 0.08:
        e = e[0].upper() + e[1:]
    return V(e)


def gen_phone(r: random.Random, zh: bool) -> V:
    if zh and r.random() < 0.8:
        k = r.randrange(10)
        n = FK_CN.phone_number()
        if k <= 3:
            p = n
        elif k == 4:
            p = f"{n[:3]} {n[3:7]} {n[7:]}"
        elif k == 5:
            p = f"{n[:3]}-{n[3:7]}-{n[7:]}"
        elif k == 6:
            p = r.choice(["+86 ", "+86", "+86-", "0086 ", "(+86) "]) + n
        elif k == 7:
            p = f"+86 {n[:3]} {n[3:7]} {n[7:]}"
        elif k == 8:
            p = f"{r.choice(['010', '021', '020', '0755', '0571', '028'])}-{r.randrange(2, 9)}{r.randrange(10**6, 10**7)}"
            if r.random() < 0.4:
                p += r.choice(["转", " 转 ", "-"]) + str(r.randrange(100, 9999))
        else:
            p = f"({r.choice(['010', '021', '0755'])}) {r.randrange(5000, 9000)} {r.randrange(1000, 9999)}"
        return V(p)
    k = r.randrange(12)
    if k <= 2:
        p = FK_US.phone_number()
    elif k <= 5:
        p = FK_GB.phone_number()
    elif k <= 7:
        p = FK_GB.cellphone_number()
    elif k == 8:
        p = "+" + FK_US.msisdn()[: r.choice([11, 12])]
    elif k == 9:
        p = f"07{r.randrange(100, 999)} {r.randrange(100000, 999999)}"
    elif k == 10:
        p = f"({r.randrange(201, 989)}) {r.randrange(200, 999)}-{r.randrange(1000, 9999)}" + r.choice(["", " ext. 214", " x3041", " ext 12"])
    else:
        p = f"+{r.choice(['33 6', '49 151', '61 4', '353 87', '1 415'])} {r.randrange(100, 999)} {r.randrange(1000, 9999)}"
    return V(p)


CN_PLACES = ["北京市朝阳区", "北京市海淀区", "上海市浦东新区", "上海市徐汇区", "广州市天河区", "深圳市南山区",
             "杭州市西湖区", "成都市武侯区", "南京市鼓楼区", "武汉市洪山区", "西安市雁塔区", "苏州市工业园区",
             "重庆市渝北区", "天津市南开区", "长沙市岳麓区", "厦门市思明区", "青岛市市南区", "郑州市金水区"]
CN_ROADS = "中山 人民 解放 建设 和平 长江 延安 淮海 文化 学院 科技 新华 东风 滨江 湖滨 凤凰 金沙 漕溪 天府 文三 望京 建国 花园 光华".split()


def zh_num(n: int) -> str:
    d = "零一二三四五六七八九"
    if n < 10:
        return d[n]
    if n < 20:
        return "十" + (d[n % 10] if n % 10 else "")
    return d[n // 10] + "十" + (d[n % 10] if n % 10 else "")


def gen_zh_street(r: random.Random) -> str:
    if r.random() < 0.25:
        road = FK_CN.street_name()
    else:
        road = r.choice(CN_ROADS) + r.choice(["", "", "东", "西", "南", "北", "中"]) + r.choice(["路", "路", "街", "大道", "大街"])
        if r.random() < 0.15:
            road += r.choice(["一段", "二段", "三段"])
    s = f"{road}{r.randrange(1, 999)}号"
    k = r.randrange(6)
    if k == 0:
        s += f"{r.randrange(1, 30)}栋{r.randrange(1, 6)}单元{r.randrange(1, 33)}{r.randrange(1, 5):02d}室"
    elif k == 1:
        s += f"{r.randrange(1, 20)}号楼{r.randrange(2, 30)}0{r.randrange(1, 9)}"
    elif k == 2:
        s += f"{zh_num(r.randrange(1, 12))}号楼{zh_num(r.randrange(1, 5))}单元{r.randrange(101, 2899)}室"
    elif k == 3:
        s += FK_CN.building_number() + f"{r.randrange(101, 2399)}室"
    elif k == 4:
        s += f"{r.choice('ABCDE')}座{r.randrange(5, 40)}楼"
    return s


def gen_address(r: random.Random, zh: bool) -> V:
    if zh and r.random() < 0.85:
        place = r.choice(CN_PLACES) if r.random() < 0.75 else FK_CN.province() + FK_CN.city() + FK_CN.district().rstrip("区") + "区"
        s = gen_zh_street(r)
        if r.random() < 0.05:
            s = fullwidth(s)
        sep = r.choice(["", "", " "])
        return V(s, pre=place + sep)
    k = r.randrange(8)
    if k <= 1:
        s, city = FK_US.street_address(), FK_US.city() + ", " + FK_US.state_abbr()
    elif k == 2:
        s, city = f"{FK_US.building_number()} {FK_US.street_name()}", FK_US.city()
    elif k == 3:
        s, city = f"{FK_US.building_number()} {FK_US.street_name()}, {FK_US.secondary_address()}", FK_US.city()
    elif k <= 5:
        s, city = FK_GB.street_address(), FK_GB.city()
    elif k == 6:
        s, city = f"{FK_GB.building_number()} {FK_GB.street_name()}", FK_GB.city()
    else:
        s, city = f"{FK_GB.secondary_address()}, {FK_GB.building_number()} {FK_GB.street_name()}", FK_GB.city()
    if "\n" in s and r.random() < 0.4:
        s = s.replace("\n", ", ")
    elif "\n" not in s and ", " in s and r.random() < 0.3:
        s = s.replace(", ", ",\n", 1)
    if r.random() < 0.04:
        s = s.upper()
    return V(s, post=r.choice([", ", ", ", " ", "\n"]) + city)


def gen_govid(r: random.Random, zh: bool) -> V:
    """label en/zh names the kind so templates can use the right cue word."""
    pool = ["cnid", "cnid", "cnid", "passport_cn", "ssn", "nino", "passport"] if zh else ["ssn", "ssn", "nino", "nino", "passport", "passport", "cnid"]
    kind = r.choice(pool)
    if kind == "ssn":
        s = FK_US.ssn()
        x = r.random()
        if x < 0.15:
            s = s.replace("-", " ")
        elif x < 0.25:
            s = s.replace("-", "")
        return V(s, en=r.choice(["SSN", "social security number", "Social Security no.", "SSN"]), zh="美国社保号 SSN")
    if kind == "nino":
        s = nino(r) if r.random() < 0.8 else FK_GB.ssn()
        return V(s, en=r.choice(["National Insurance number", "NI number", "NINO", "NI no."]), zh="英国国民保险号")
    if kind == "passport":
        s = r.choice([FK_US, FK_GB]).passport_number()
        if s.isdigit() and r.random() < 0.5:
            s = r.choice("ACEGKLMNPU") + s[1:]
        return V(s, en=r.choice(["passport number", "passport no.", "passport"]), zh="护照号")
    if kind == "passport_cn":
        s = r.choice("EEEGP") + f"{r.randrange(10**7, 10**8)}" if r.random() < 0.6 else FK_CN.passport_number()
        return V(s, en="passport number", zh=r.choice(["护照号", "护照号码", "护照"]))
    s = cn_id(r) if r.random() < 0.6 else FK_CN.ssn()
    assert cn_id_ok(s)
    if r.random() < 0.12:
        s = f"{s[:6]} {s[6:14]} {s[14:]}"
    return V(s, en=r.choice(["Chinese ID number", "resident ID", "ID card number"]), zh=r.choice(["身份证号", "身份证", "身份证号码", "证件号"]))


CARD_TYPES = ["visa", "visa13", "visa16", "visa19", "mastercard", "amex", "discover", "diners", "jcb15", "jcb16", "maestro"]


def fmt_card(r: random.Random, n: str) -> str:
    x = r.random()
    if x < 0.45:
        return n
    sep = " " if x < 0.85 else "-"
    if len(n) == 15:
        return sep.join([n[:4], n[4:10], n[10:]])
    if len(n) == 14:
        return sep.join([n[:4], n[4:10], n[10:]])
    return sep.join(n[i : i + 4] for i in range(0, len(n), 4))


def gen_financial(r: random.Random, zh: bool) -> V:
    k = r.randrange(12)
    if k <= 4:
        n = FK_US.credit_card_number(r.choice(CARD_TYPES))
        assert luhn_ok(n)
        return V(fmt_card(r, n), en=r.choice(["card number", "credit card", "Visa card" if n[0] == "4" else "card", "debit card no."]), zh=r.choice(["信用卡号", "卡号", "信用卡"]))
    if k == 5:
        n = luhn_complete(r, r.choice(["62", "622202", "621700", "622848", "625"]), r.choice([16, 19]))
        return V(fmt_card(r, n), en="UnionPay card number", zh=r.choice(["银行卡号", "银联卡号", "工资卡卡号", "储蓄卡号"]))
    if k <= 7:
        i = r.choice([FK_GB.iban(), FK_US.iban(), iban_gen(r, r.choice(list(IBAN_FMT)))])
        assert iban_ok(i)
        if r.random() < 0.45:
            i = group4(i)
        return V(i, en="IBAN", zh=r.choice(["IBAN", "国际银行账号 IBAN"]))
    if k == 8:
        return V(r.choice([FK_US, FK_GB]).aba(), en=r.choice(["routing number", "ABA routing number", "routing no."]), zh="美国银行 routing number")
    if k == 9:
        return V(r.choice([FK_GB, FK_US]).bban(), en=r.choice(["bank account number", "account number (BBAN)"]), zh="银行账号")
    if k == 10:
        return V(f"{r.randrange(10**7, 10**8)}", pre=f"sort code {r.randrange(10, 99)}-{r.randrange(10, 99)}-{r.randrange(10, 99)}, account ", en="bank details", zh="英国银行账户")
    return V(f"{r.randrange(10**9, 10**12)}", en=r.choice(["checking account number", "savings account no.", "account number"]), zh=r.choice(["账户号", "银行账号", "收款账号"]))


COMMONISH = {"will", "bill", "mark", "rose", "grace", "hope", "faith", "joy", "may", "june", "april",
             "summer", "dawn", "frank", "grant", "chase", "hunter", "miles", "lane", "pat", "gene",
             "amber", "crystal", "holly", "ivy", "rich", "king", "young", "long", "white", "black",
             "brown", "green", "may", "page", "hill", "wood", "rice", "price", "cash", "ray", "art", "don"}


def _ok_name(n: str) -> bool:
    parts = [p.strip(".").lower() for p in n.split()]
    return sum(p not in COMMONISH for p in parts) >= 1 and len(parts) >= 2


def gen_name(r: random.Random, zh: bool) -> V:
    if zh and r.random() < 0.8:
        k = r.randrange(5)
        if k <= 1:
            return V(FK_CN.name())
        if k == 2:
            return V(FK_CN.name_female() if r.random() < 0.5 else FK_CN.name_male())
        if k == 3:
            return V(FK_CN.last_name() + FK_CN.first_name())
        return V(r.choice(["欧阳", "司马", "诸葛", "上官", "慕容", "东方"]) + r.choice(["娜", "明轩", "静", "子涵", "浩然", "雪"]))
    while True:
        fk = r.choice([FK_US, FK_GB])
        k = r.randrange(8)
        if k <= 1:
            n = fk.name()
        elif k == 2:
            n = fk.name_male()
        elif k == 3:
            n = fk.name_female()
        elif k <= 5:
            n = f"{fk.first_name()} {fk.last_name()}"
        elif k == 6:
            n = f"{fk.prefix()} {fk.last_name()}"
        else:
            n = f"{fk.first_name()} {fk.first_name()[0]}. {fk.last_name()}"
        if _ok_name(n):
            break
    if r.random() < 0.04:
        n = n.lower()
    return V(n)


def gen_username(r: random.Random, zh: bool) -> V:
    fk = FK_CN if zh and r.random() < 0.6 else r.choice([FK_US, FK_GB])
    while True:
        k = r.randrange(6)
        u = fk.user_name()
        if k == 1:
            u = u + "_" + r.choice(["dev", "hk", "88", "x", "official", "sh"])
        elif k == 2:
            u = r.choice(["the", "its", "real", "im"]) + u
        elif k == 3:
            u = u.replace(u[: len(u) // 2], u[: len(u) // 2] + ".", 1) if len(u) > 6 else u + "42"
        elif k == 4:
            u = u + str(r.randrange(1, 2025))
        if len(u) >= 5 and u.lower() not in WORDS:
            return V(u)


def gen_home(r: random.Random, zh: bool) -> V:
    fk = FK_CN if zh and r.random() < 0.5 else r.choice([FK_US, FK_GB])
    k = r.randrange(4)
    user = fk.user_name() if k < 2 else fk.first_name().lower() if fk is not FK_CN else FK_CN.user_name()
    if k == 3 and fk is not FK_CN:
        user = fk.first_name().lower() + r.choice([".", "_", ""]) + fk.last_name().lower()
    tail = r.choice(["/projects/app", "/Downloads/report.pdf", "/.ssh/id_ed25519", "/Documents/taxes", "/code/notes.md",
                     "/.config/cmm/config.toml", "/Desktop", "/work/api/.env", "/Pictures/2024", "/.bashrc", "/src", ""])
    x = r.randrange(10)
    if x <= 3:
        pre = f"/home/{user}"
    elif x <= 6:
        pre = f"/Users/{user}" if r.random() < 0.85 else f"/Users/{user.capitalize()}"
    elif x <= 8:
        pre = f"C:\\Users\\{user}" if r.random() < 0.85 else f"C:\\Users\\{fk.first_name()} {fk.last_name()}" if fk is not FK_CN else f"C:\\Users\\{user}"
        tail = tail.replace("/", "\\")
    else:
        pre = f"C:/Users/{user}"
    return V(pre, post=tail)


EN_HOURS = "one two three four five six seven eight nine ten eleven twelve".split()
ZH_PODS = {"早上": range(5, 10), "上午": range(8, 12), "中午": (12, 1), "下午": range(1, 6), "傍晚": range(5, 8),
           "晚上": range(6, 12), "凌晨": range(1, 6), "夜里": (11, 12, 1)}


def gen_schedule(r: random.Random, zh: bool) -> V:
    if zh and r.random() < 0.85:
        pod = r.choice(list(ZH_PODS) + ["", ""])
        h = r.choice(list(ZH_PODS[pod])) if pod else r.randrange(1, 13)
        hs = zh_num(h) if r.random() < 0.5 else str(h)
        if h == 2 and hs == "二":
            hs = "两"
        k = r.randrange(7)
        if k == 0:
            s = f"{hs}点"
        elif k == 1:
            s = f"{hs}点半"
        elif k == 2:
            s = f"{hs}点{r.choice(['一刻', '三刻'])}"
        elif k == 3:
            m = r.choice([5, 10, 15, 20, 25, 40, 45, 50])
            s = f"{hs}点{zh_num(m) if not hs.isdigit() else m}{r.choice(['分', ''])}"
        elif k == 4:
            s = f"{h}:{r.choice(['00', '15', '30', '40', '45', '05', '50'])}"
        elif k == 5:
            s = f"{hs}点整"
        else:
            s = FK_CN.time("%H:%M", end_datetime=_EPOCH)
            pod = ""
        s = pod + s
        if r.random() < 0.03:
            s = fullwidth(s)
        return V(s)
    k = r.randrange(12)
    h = r.randrange(1, 13)
    ap = r.choice(["am", "pm", "AM", "PM", "a.m.", "p.m.", " am", " pm", "pm", "am"])
    m = r.choice(["00", "05", "10", "15", "20", "30", "40", "45", "50", "55"])
    if k <= 1:
        s = f"{h}{ap}"
    elif k <= 3:
        s = f"{h}:{m}{ap}"
    elif k == 4:
        s = f"{h}.{m}{ap.strip()}"
    elif k == 5:
        s = FK_US.time("%H:%M", end_datetime=_EPOCH)
    elif k == 6:
        s = FK_GB.time_object(end_datetime=_EPOCH).strftime("%I:%M %p")
    elif k == 7:
        s = f"half past {EN_HOURS[h - 1]}"
    elif k == 8:
        s = f"quarter {r.choice(['to', 'past'])} {EN_HOURS[h - 1]}"
    elif k == 9:
        s = f"{EN_HOURS[h - 1]} o'clock"
    elif k == 10:
        s = f"{EN_HOURS[h - 1]}-{r.choice(['thirty', 'fifteen', 'forty-five'])}"
    else:
        s = f"{r.randrange(5, 23):02d}{m}" + r.choice([" hrs", "h", " hours"])
    return V(s)


UK_HOODS = ["Clapham", "Stoke Newington", "Crouch End", "Didsbury", "Chorlton", "Headingley", "Jesmond",
            "Kensal Rise", "Morningside", "Bearsden", "Roath", "Clifton", "Ancoats", "Hackney Wick", "Herne Hill",
            "Walthamstow Village", "Muswell Hill", "Bishopston", "Jericho", "Stockbridge", "Harborne", "Moseley",
            "Meanwood", "Ecclesall", "Portobello", "Kemptown", "Southville", "West Didsbury", "Dulwich Village"]
US_HOODS = ["Wicker Park", "Park Slope", "Silver Lake", "Capitol Hill", "Logan Square", "Jamaica Plain",
            "Shadyside", "Fells Point", "Ballard", "Williamsburg", "Bed-Stuy", "Dupont Circle", "Noe Valley",
            "Echo Park", "Inman Square", "Andersonville", "Bernal Heights", "Lincoln Park", "Wallingford",
            "Hyde Park", "Mission Dolores", "Fishtown", "Ravenna", "Over-the-Rhine", "Buckhead", "Montrose"]
EST_A = "翠湖 阳光 金地 万科 碧水 紫荆 锦绣 华润 龙湖 保利 绿城 枫林 御景 东方 明珠 世纪 幸福 和谐 春江 滨江 康桥 丽景 怡景 星河 天悦 融创 香榭 芳草 银杏 金色".split()
EST_B = ["", "", "", "城", "湾", "名都", "国际", "华庭", "天地", "蓝湾", "水岸", "一品", "上城", "100"]
EST_C = ["小区", "小区", "花园", "苑", "家园", "新村", "嘉园", "公寓", "府", "雅苑", "里"]


def gen_geo(r: random.Random, zh: bool) -> V:
    k = r.randrange(10)
    if k <= 2:  # coordinate pair
        j = r.randrange(6)
        if j == 0:
            la, lo = FK_US.latitude(), FK_US.longitude()
            return V(f"{float(la):.{r.choice([4, 5, 6])}f}, {float(lo):.{r.choice([4, 5, 6])}f}")
        if j == 1:
            t = FK_US.local_latlng(country_code=r.choice(["US", "GB", "CN", "US"]))
            return V(f"{t[0]},{t[1]}" if r.random() < 0.5 else f"{t[0]}, {t[1]}")
        if j == 2:
            la, lo = FK_GB.coordinate(center=51.5, radius=0.4), FK_GB.coordinate(center=-0.12, radius=0.4)
            return V(f"({la}, {lo})")
        if j == 3:
            la, lo = FK_CN.coordinate(center=31.2, radius=2), FK_CN.coordinate(center=121.4, radius=2)
            return V(f"{la},{lo}")
        if j == 4:
            la, lo = r.uniform(22, 45), r.uniform(-3, 125)
            return V(f"{abs(la):.4f}°N, {abs(lo):.4f}°{'E' if lo > 0 else 'W'}")
        return V(f"{r.randrange(20, 60)}°{r.randrange(0, 60)}'{r.randrange(0, 60)}\"N {r.randrange(0, 120)}°{r.randrange(0, 60)}'{r.randrange(0, 60)}\"{r.choice('EW')}")
    if k <= 5:  # postcode
        if zh and r.random() < 0.6:
            p = FK_CN.postcode()
            return V(fullwidth(p) if r.random() < 0.05 else p, en="postcode", zh="邮编")
        j = r.randrange(4)
        if j <= 1:
            p = FK_GB.postcode()
            if r.random() < 0.1:
                p = p.lower()
            elif r.random() < 0.1:
                p = p.replace(" ", "")
            return V(p, en="postcode", zh="邮编")
        if j == 2:
            return V(FK_US.zipcode_plus4(), en="ZIP code", zh="邮编")
        return V(FK_US.zipcode(), en="zip", zh="邮编")
    if zh and r.random() < 0.75:
        return V(r.choice(EST_A) + r.choice(EST_B) + r.choice(EST_C), en="estate", zh="小区")
    return V(r.choice(UK_HOODS + US_HOODS), en="neighbourhood", zh="街区")


GENS = {
    "secret": lambda r, zh: gen_secret(r),
    "password": lambda r, zh: gen_password(r),
    "email": gen_email,
    "phone": gen_phone,
    "address": gen_address,
    "government_id": gen_govid,
    "financial": gen_financial,
    "person_name": gen_name,
    "username": gen_username,
    "home_path": gen_home,
    "schedule": gen_schedule,
    "geo": gen_geo,
}


# ---------------------------------------------------------------- templates (one per line; {v} = value)
# {what} = a label matching the generated value's kind; {city} {city2} {zcity} {day} {zday} {co} = fillers.
# A literal "\n" inside a template is a line break; " ¦ " separates templates sharing a line.
T: dict[str, dict[str, str]] = {}

T["secret"] = dict(en=r"""
Can you save my {what} {v} ¦ remember this {what}: {v} ¦ {v} <- {what} for the staging box, keep it somewhere safe
Note: new {what} is {v}, old one revoked ¦ pls store {what} {v} for the {co} project ¦ Forward this to the ops channel: rotated {what} -> {v}
what was my {what} again? I think it was {v} but check ¦ Reminder to rotate the {what} {v} before {day} ¦ here's the {what} you asked for {v}
save for later — {what}: {v} ¦ I keep forgetting the {what}, it's {v} ¦ Add to my work notes: {co} {what} {v} (expires end of month)
ok so the {what} is\n{v}\ndon't share it ¦ Quick note, {what} for CI: {v} ¦ Can you put {v} into the .env for me? it's the {what}
set the {what} to {v} in the deploy script tomorrow ¦ Draft a message to IT: my {what} {v} may have leaked, please revoke it
store this securely: {v} ¦ {v} is the {what} for the {city} office integration ¦ Remind me on {day} that the {what} ({v}) expires
the {what} got pasted in the team chat by mistake: {v} — remind me to revoke it ¦ copy of the {what} in case the vault is down: {v}
Hey, log this {what} {v} under 'home lab' ¦ my {what} for the side project -> {v} ¦ Could you remember {v}? It's the {what} I use for the bot.
note {what} {v} thx ¦ Please keep my {what} handy: {v}. I need it for the demo on {day}. ¦ new laptop setup todo: paste {what} {v} into keychain
{what} (prod): {v} ¦ saving my {what} here bc I always lose it {v} ¦ This is the {what} the contractor needs: {v}. Send it over Signal, not email.
todo: test {what} {v} against the sandbox ¦ {what} -- {v} ¦ msg for the team: use {v} as the {what} until I'm back
can u check if this {what} still works {v}
""", zh=r"""
帮我存一下{what}：{v} ¦ 记一下，新的{what}是{v}，旧的已经作废了 ¦ {v} 这是{co}项目的{what}，别弄丢了
提醒我{zday}前轮换{what} {v} ¦ 我的{what}是 {v} ¦ 备忘：{what} {v}
把{what}{v}写进部署脚本里 ¦ 帮我转发给运维：{what}已更新为{v} ¦ {what}忘了好几次了，记住：{v}
测试环境用的{what}：{v} ¦ 请帮我保存：{v} ¦ 这个{what}下个月过期：{v}
刚生成的{what}\n{v}\n先存着 ¦ 明天上线要用的{what}是{v}，提醒我一下 ¦ {what}不小心发到群里了：{v}，记得去撤销
新电脑配置待办：把{what} {v}放进钥匙串 ¦ 帮我记住{v}，是机器人用的{what} ¦ 你还记得我的{what}吗？好像是{v}
保存到工作笔记：{co}的{what} {v} ¦ {what}：{v}（生产环境） ¦ 给外包同事的{what}是{v}，用微信发，不要用邮件
{zcity}办公室那套集成的{what}是{v} ¦ 换成这个{what}了{v} ¦ 把下面这个{what}加密保存：{v}
嗯，{what}就是{v}，别告诉别人 ¦ 私人项目的{what} → {v} ¦ 备用{what}，以防密码库打不开：{v}
周末试一下{what} {v} 能不能调通沙箱 ¦ 记录：{v} ¦ {what}更新了，新的：{v}。旧的{zday}失效
麻烦帮我记下{what}{v}谢谢 ¦ 帮我查查{what}{v}是不是还有效 ¦ 这是CI要用的{what}：{v}
我把{what}贴这儿了{v}
""", mixed=r"""
帮我 save 一下我的 {what}: {v} ¦ new {what} 是 {v}，old one 已经 revoke 了 ¦ remind me {zday} rotate 这个 {what} {v}
{v} 是 staging 的 {what}，keep it safe ¦ 把 {what} {v} 放进 .env 里, thx ¦ 这个 {what} 明天 deploy 要用：{v}
pls 记一下 {what} {v} ¦ FYI {what} 换了：{v} ¦ {what} for 测试环境：{v}
帮我 forward 给 ops：{what} 已经 update 成 {v} ¦ 我又忘了 {what}，it's {v} ¦ todo: 把 {v} 加到 keychain，这是 {what}
{what} 不小心 paste 到群里了 {v}，remember to revoke ¦ backup 一下 {what}：{v} ¦ {co} project 的 {what} 是 {v}
can you 记住 {v}? 是 bot 用的 {what} ¦ note: {what} {v} 下个月 expire ¦ 新 laptop setup：{what} {v}
这个是 contractor 要的 {what}：{v}，用 Signal 发 ¦ {what} (prod) 是 {v}，别 share ¦ help me check {what} {v} 还 valid 吗
side project 的 {what} → {v} ¦ 存一下 {v} 谢谢 this is my {what} ¦ {what} 贴在这里了\n{v}\n先 save 起来
我的 {what} is {v} 哈 ¦ CI 用的 {what}：{v} pls keep ¦ 刚 generate 的 {what} {v}
{zcity} office 那个 integration 的 {what} 是 {v} ¦ save this 到 work notes：{v} ¦ weekend 试一下 {what} {v} 能不能跑通 sandbox
{v} ← {what}, 别弄丢 ¦ ok {what} 就是 {v}
""")

T["password"] = dict(en=r"""
wifi password is {v} ¦ remind me: the password for the {co} portal is {v} ¦ password: {v}
pw={v} ¦ Can you save my Netflix password, it's {v} ¦ new pw for the router {v}
The password is {v} — don't forget to change it on {day} ¦ passphrase: {v} ¦ my laptop login password is {v}
Text my sister the guest wifi password: {v} ¦ note to self pw {v} for the bank app ¦ I changed my email password to {v}
Password for the shared drive = {v} ¦ {v} is the password for the {city} office printer admin page ¦ remember the vpn password {v}
what's my password for the kids' school portal? I think I set it to {v} ¦ Forward to the new hire: temporary password {v} (change on first login)
the 7z archive password is {v} ¦ Pls keep: password -> {v} ¦ passwd {v}
Save the alarm system passphrase: {v} ¦ my master password is {v} please never show it unless I ask ¦ PW: {v}
The password for the PDF I sent you is {v}. ¦ login for the parking app, password {v} ¦ For the Zoom call on {day} the meeting password is {v}
router login admin, password {v} ¦ if I forget, my Apple ID password is {v} ¦ password updated to {v} thx
Set the db password to {v} in prod.env ¦ Can you remember a password for me? {v} (it's for the gym app) ¦ temp password {v} expires {day}
My passphrase for the ssh key is {v} ¦ password is\n{v} ¦ pwd: {v}
""", zh=r"""
wifi密码是{v} ¦ 记一下，{co}后台的密码是{v} ¦ 密码：{v}
密码是 {v} ¦ 路由器新密码 {v} ¦ 帮我记住网银登录密码{v}
登录密码改成{v}了 ¦ 口令：{v} ¦ 压缩包密码是{v}
把访客wifi密码{v}发给我妈 ¦ 我邮箱的密码是{v}，别忘了 ¦ 共享盘的密码={v}
{v}是{zcity}办公室打印机后台的密码 ¦ VPN密码：{v} ¦ 孩子学校平台的密码我设成了{v}
转发给新同事：临时密码{v}，首次登录后修改 ¦ 会议密码{v}，{zday}的会要用 ¦ 帮我存一下密码 {v}
我的主密码是{v}，除非我问，否则不要显示 ¦ PDF的打开密码：{v} ¦ 停车APP的密码{v}
Apple ID密码是{v}，忘了就来问你 ¦ 数据库密码设为{v} ¦ 临时密码{v}，{zday}过期
SSH密钥的口令是{v} ¦ 密码\n{v} ¦ 门禁系统的密码短语：{v}
请记住这个密码：{v} ¦ 新密码{v}已经生效 ¦ 爱奇艺会员密码是{v}
我把支付宝登录密码改成了{v}，提醒我下个月再换 ¦ 密码忘了就看这里：{v} ¦ 管理员账号admin，密码{v}
""", mixed=r"""
wifi password 是 {v} ¦ 帮我记一下 password：{v} ¦ {co} portal 的 password 是 {v}
pw={v} 别忘了 ¦ 新 router 的密码 {v} pls save ¦ my email 密码改成 {v} 了
the password is {v}，{zday}要改 ¦ VPN password {v} ¦ passphrase 是 {v}
temp password {v}，first login 后要改 ¦ 压缩包 password：{v} ¦ Zoom 会议 password 是 {v}
{v} 是 printer admin 的 password ¦ remember 我的 Netflix 密码 {v} ¦ db password 设成 {v} 了 in prod.env
Apple ID 的 password 是 {v} btw ¦ 密码 is {v} ¦ pls keep 这个 password {v}
登录 password: {v} ¦ SSH key 的 passphrase 是 {v} ¦ 帮我 forward 给新同事：temporary password {v}
password 更新成 {v} 了 thx ¦ guest wifi 密码 {v} 发给我 mom ¦ master password 是 {v}，don't show it
PW: {v} 记住 ¦ PDF 的 password 是 {v} ¦ parking app 密码 {v}
admin 账号，password {v} ¦ shared drive 的 password = {v} ¦ 密码 {v} valid until {zday}
can you remember 一个 password: {v} ¦ alarm 系统的 passphrase: {v}
""")

T["email"] = dict(en=r"""
email {v} the slides before {day} ¦ Can you save Mrs Patel's email? it's {v} ¦ my work email is {v}
{v} is my new email, update my contacts ¦ send the invoice to {v} ¦ remind me to reply to {v} about the {co} contract
forward this to {v} pls ¦ cc {v} on the thread ¦ what's the best way to reach the landlord? email: {v}
Note: personal email {v} ¦ contact: {v} ¦ Add {v} to the guest list for the {city} offsite
Please email the receipts to {v} by end of day ¦ my old email {v} is dead, don't use it ¦ Can you draft a reply to {v}? Tell them I'm running late
the school uses {v} for absences ¦ email {v} ¦ Reminder to unsubscribe {v} from the newsletter
If anything goes wrong, write to {v}. ¦ pls remember my partner's email - {v} ¦ forward the boarding pass to {v}
the recruiter's address is {v}, reply by {day} ¦ Share the doc with {v} (edit access) ¦ sign me up with {v}
I use {v} for shopping sites only ¦ who is {v}? they keep emailing me ¦ Set up a filter for mail from {v}
e-mail address changed: {v} ¦ Remind me to send the photos to {v} tonight ¦ Reply-To: <{v}>
the plumber said to email him at {v} ¦ {v} - that's where the tax docs should go
""", zh=r"""
我的邮箱是{v} ¦ 帮我记一下，李娜的新邮箱是{v} ¦ 把发票发到{v}
提醒我{zday}给{v}回邮件 ¦ 转发到{v} ¦ 抄送{v}
房东的邮箱：{v} ¦ 联系邮箱 {v} ¦ 工作邮箱换成{v}了，帮我更新一下
{v}是我的新邮箱 ¦ 把会议纪要发给{v} ¦ 学校请假要发邮件到{v}
旧邮箱{v}不用了 ¦ 帮我起草一封回复给{v}，说我会晚点到 ¦ 邮箱：{v}
把登机牌转发到{v} ¦ 用{v}注册一下 ¦ 这个{v}是谁？老给我发邮件
猎头的邮箱是{v}，{zday}前回复 ¦ 文档共享给{v}，给编辑权限 ¦ 我网购只用{v}
电子邮件地址变更为{v} ¦ 今晚提醒我把照片发给{v} ¦ 有问题发邮件到{v}
把{v}加到{zcity}团建的名单里 ¦ 设置一个过滤规则，{v}的邮件自动归档 ¦ 快递公司说发邮件到{v}
E-mail：{v} ¦ 帮我退订{v}的订阅 ¦ 我爱人的邮箱{v}，记一下
简历投到{v}了 ¦ {v} 这个邮箱收报销单
""", mixed=r"""
我的 email 是 {v} ¦ pls 把 invoice 发到 {v} ¦ reply 一下 {v}，说我 late 了
cc {v} 一下 ¦ forward 到 {v} thx ¦ 新 email：{v}，update 一下 contacts
{v} 是我 work email ¦ remind me {zday} email {v} ¦ school 请假 email 发到 {v}
房东 email 是 {v} ¦ share 文档给 {v}, edit access ¦ 旧的 {v} 不用了 pls remove
sign up 用 {v} ¦ recruiter 的 email {v}，{zday}前 reply ¦ contact email: {v}
把 boarding pass forward 到 {v} ¦ who is {v}？一直发 spam ¦ filter 掉 {v} 的邮件
email address 改成 {v} 了 ¦ 今晚 remind me 把 photos 发给 {v} ¦ 网购 only 用 {v}
加 {v} 到 offsite 的 guest list ¦ 有事 email {v} ¦ {v} 收 receipts 用的
简历 sent to {v} 了 ¦ unsubscribe {v} from newsletter 吧 ¦ Email：{v}
快递 guy 说 email 他 {v} ¦ 我 partner 的邮箱 {v} ¦ draft 一个 reply 给 {v}
邮箱 is {v} ¦ meeting notes 发给 {v}
""")

T["phone"] = dict(en=r"""
remind me to call Mrs Patel on {v} before I leave work ¦ my new number is {v} ¦ call {v}
text the plumber at {v} tomorrow ¦ Save this number: {v} (dentist) ¦ {v} is the landlord's mobile
Can you ring {v} and cancel the booking? ¦ phone: {v} ¦ mob {v}
tel. {v} ¦ If I'm not home, the courier can reach me on {v} ¦ Forward to the team: my cell while travelling is {v}
missed call from {v}, who is that? ¦ emergency contact number {v} ¦ WhatsApp me at {v}
Add {v} to my contacts as 'vet' ¦ Remind me on {day} to call back {v} ¦ my mum's number is {v}
Call me on {v} if the delivery's late ¦ work phone {v}, personal one is the same as before ¦ Block {v}, it's spam
My partner's mobile: {v} ¦ Babysitter's number is {v}, save it pls ¦ please update my phone number to {v}
could you text {v} that I'm running 10 mins late ¦ {v} - call after lunch ¦ my direct line is {v}
number for the garage: {v} ¦ ring me {v} ¦ my number changed, new one {v}
contact no: {v} ¦ Draft a text to {v}: running late, start without me ¦ Note the estate agent on {v} wants a callback
""", zh=r"""
帮我记一下，李娜的新手机号是{v} ¦ 我的手机号{v} ¦ 给{v}打个电话
明天提醒我打{v}问一下维修的事 ¦ 房东电话：{v} ¦ 快递到了打我电话{v}
存一下这个号码{v}，是牙医诊所的 ¦ {v}是我妈的新号码 ¦ 手机：{v}
电话{v} ¦ 联系电话 {v} ¦ 把{v}加到通讯录，备注保姆
{zday}提醒我回电话给{v} ¦ 紧急联系人电话{v} ¦ 加微信用手机号{v}搜
帮我给{v}发个短信说我晚点到 ¦ 刚才{v}打来的，是谁？ ¦ 我换号了，新号{v}
办公电话{v} ¦ 座机：{v} ¦ 请把我的手机号更新为{v}
拉黑{v}，骚扰电话 ¦ 老王的电话是{v} ¦ 修车师傅电话 {v}
打{v}找物业 ¦ 出差期间打{v}找我 ¦ {v} 下午再打
孩子班主任的手机{v} ¦ 我老公的号码{v}记一下 ¦ 号码：{v}，工作日联系
中介说有事打{v} ¦ 短信发给{v}：会议改期了 ¦ 电话号码是{v}吗？帮我核对一下
""", mixed=r"""
帮我 call {v} ¦ my number 换了，新的是 {v} ¦ remind me {zday} 打 {v}
房东 mobile: {v} ¦ text {v} 说我 late 了 ¦ save 这个 number {v}，是 dentist
{v} 是我 mum 的新号码 ¦ phone：{v} ¦ emergency contact 电话 {v}
WhatsApp 我 {v} ¦ missed call from {v}，是谁啊 ¦ 快递 guy 可以打 {v}
pls update 我的 phone number 为 {v} ¦ block {v}，spam call ¦ work phone {v}，personal 的不变
babysitter 号码 {v} ¦ tel {v} 下午 call back ¦ add {v} 到 contacts 备注 vet
出差时 reach me at {v} ¦ garage 的电话 {v} ¦ 我 partner mobile 是 {v}
contact no: {v} 工作日 ¦ {v} call after lunch 吧 ¦ 中介 on {v} 要 callback
微信 search {v} 加我 ¦ 打 {v} 找 property management ¦ 手机 number is {v}
帮我 draft 短信给 {v}：meeting 改期 ¦ new number {v} 记一下 ¦ office 座机 {v}
我 cell 是 {v} ¦ 叫修车师傅打 {v}
""")

T["address"] = dict(en=r"""
my new address is {v} ¦ send the package to {v} ¦ We moved! New place: {v}
Deliver to {v} please, leave it with the neighbour ¦ remind me to update my address to {v} with the bank ¦ the party is at {v} on {day}
Pick me up from {v} ¦ Home address: {v} ¦ address - {v}
Can you save my mum's address? {v} ¦ ship to: {v} ¦ my billing address is {v}
{v} is where the keys are, under the mat ¦ The Airbnb is at {v}, check-in after lunch ¦ uber to {v}
forward my post to {v} from {day} ¦ Directions from work to {v}? ¦ What's the quickest way home to {v}?
Please put {v} on the registration form ¦ Note: old flat was {v}, new one TBD ¦ Send the Christmas card to {v}
My parents live at {v} ¦ book a cleaner for {v} next week ¦ Can you find a pharmacy near {v}?
Return label should go to {v} ¦ Dropping the kids at {v} after school ¦ {v}\n(that's my new address, save it)
Meet at mine: {v} ¦ Registered address {v} ¦ the spare key is with the neighbour at {v}
Pls order a pizza to {v} ¦ I live at {v}, by the way
""", zh=r"""
我的新地址是{v} ¦ 快递寄到{v} ¦ 我们搬家了，新家在{v}
送到{v}，放门口就行 ¦ 提醒我去银行把地址改成{v} ¦ {zday}的聚会在{v}
来{v}接我 ¦ 家庭住址：{v} ¦ 地址：{v}
帮我记一下我妈家的地址{v} ¦ 收货地址 {v} ¦ 账单地址是{v}
钥匙放在{v}门口的地垫下面 ¦ 民宿在{v} ¦ 打车去{v}
从公司回{v}怎么走最快？ ¦ 登记表上填{v} ¦ 以前住{v}，新地址还没定
贺卡寄到{v} ¦ 我爸妈住在{v} ¦ 下周约个保洁去{v}
帮我找一下{v}附近的药店 ¦ 退货寄回{v} ¦ 放学后把孩子送到{v}
{v}\n这是我新家地址，存一下 ¦ 来我家吧：{v} ¦ 户籍地址{v}
备用钥匙在{v}的邻居那 ¦ 点个外卖送到{v} ¦ 顺便说一下，我住{v}
寄件人地址：{v} ¦ 我的地址变更为{v}，请更新
""", mixed=r"""
my new address 是 {v} ¦ package 寄到 {v} ¦ 我们 moved 了，新家在 {v}
deliver to {v} pls ¦ party 在 {v}，{zday} 晚上 ¦ pick me up from {v}
home address：{v} ¦ 帮我 update 地址为 {v} ¦ uber 去 {v}
我 parents 住在 {v} ¦ ship to {v} thx ¦ billing address 是 {v}
Airbnb 在 {v} ¦ 从 office 回 {v} 最快怎么走 ¦ find a pharmacy near {v}
return 寄回 {v} ¦ meet at 我家：{v} ¦ address: {v}，save 一下
外卖 send 到 {v} ¦ spare key 在 {v} 邻居那 ¦ 旧地址 {v} 不用了
registered address 填 {v} ¦ 贺卡 send to {v} ¦ 保洁 next week 去 {v}
kids 放学后送到 {v} ¦ {v}\nnew address，记一下 ¦ my mum 家地址 {v}
forward 信件到 {v} ¦ btw 我住 {v} ¦ 寄件 address: {v}
快递 leave it at {v} 门口 ¦ delivery 地址改成 {v}
""")

T["government_id"] = dict(en=r"""
my {what} is {v} ¦ {what}: {v} ¦ Can you save my {what}? {v}
need my {what} for the form, it's {v} ¦ remind me to bring the {what} ({v}) to the appointment on {day} ¦ for the visa application use {what} {v}
HR asked for my {what} - {v} ¦ note: {what} {v} ¦ {v} is my {what}, keep it private
pls fill in {what} {v} on the tax return ¦ what's my {what} again? I think {v} ¦ forward to the accountant: {what} {v}
my daughter's {what} is {v} ¦ the {what} on the renewal letter says {v} ¦ {what} = {v}
for the mortgage application: {what} {v} ¦ my wife's {what} {v} - needed for the joint account ¦ Double-check the {what} {v} before submitting
save {what}: {v} thanks ¦ I lost my wallet, my {what} was {v} ¦ use {v} as the {what} on the booking
the clinic needs my {what}: {v} ¦ {what} for the new job onboarding -> {v} ¦ Remember {what} {v} for the hotel check-in
copy of my {what}: {v} ¦ I typed my {what} wrong on the form, the right one is {v} ¦ {what} {v}
New {what} after renewal: {v} ¦ my dad's {what} is {v}, he asked me to keep it ¦ Pls remember: {what} -> {v}
the payroll system wants {what} {v} ¦ {v} (my {what}) — needed for the bank
""", zh=r"""
我的{what}是{v} ¦ {what}：{v} ¦ 帮我存一下{what}{v}
填表要用{what}，是{v} ¦ 提醒我{zday}带{what}（{v}）去办事 ¦ 签证申请用{what}{v}
人事要我的{what}：{v} ¦ 备忘：{what} {v} ¦ {v}是我的{what}，别外传
报税时填{what}{v} ¦ 我{what}是多少来着？好像是{v} ¦ 转给会计：{what}{v}
女儿的{what}是{v} ¦ {what}={v} ¦ 房贷申请：{what}{v}
老婆的{what}{v}，开联名账户要用 ¦ 提交前再核对一下{what}{v} ¦ 钱包丢了，{what}是{v}
订票用{what}{v} ¦ 医院建档要{what}：{v} ¦ 入职资料的{what}→{v}
酒店入住记得报{what}{v} ¦ {what}复印件上是{v} ¦ 表上{what}填错了，正确的是{v}
{what} {v} ¦ 换证后新的{what}：{v} ¦ 我爸的{what}是{v}，他让我帮忙记着
请记住：{what}→{v} ¦ 社保系统要填{what}{v} ¦ 高铁票实名用{what}{v}
帮我记一下{what}：{v}，谢谢 ¦ 办护照要{what}{v} ¦ {v}（{what}）银行开户要用
""", mixed=r"""
我的 {what} 是 {v} ¦ {what}: {v} 记一下 ¦ 填 form 要用 {what} {v}
HR 要我的 {what}：{v} ¦ remind me {zday} 带 {what} ({v}) ¦ visa application 用 {what} {v}
{v} 是我的 {what}，keep private ¦ tax return 上填 {what} {v} ¦ forward 给 accountant：{what} {v}
女儿的 {what} is {v} ¦ {what} = {v} ¦ mortgage 申请：{what} {v}
submit 前 double-check {what} {v} ¦ 钱包丢了，my {what} was {v} ¦ booking 用 {what} {v}
clinic 要 {what}: {v} ¦ onboarding 的 {what} → {v} ¦ hotel check-in 报 {what} {v}
{what} 填错了，正确的是 {v} ¦ renew 后新 {what}: {v} ¦ 我爸的 {what} 是 {v}，pls keep
payroll system 要 {what} {v} ¦ save 一下 {what} {v} ¦ {what}：{v} don't share
高铁 ticket 实名用 {what} {v} ¦ my {what} 是多少来着？maybe {v} ¦ copy of {what}：{v}
帮我 note {what} {v} ¦ ID 信息：{what} {v} ¦ 老婆 {what} {v} for joint account
please remember {what} → {v} ¦ {what} {v} 哈
""")

T["financial"] = dict(en=r"""
my {what} is {v} ¦ {what}: {v} ¦ pay the deposit from {what} {v}
Can you save my {what}? {v} ¦ send the refund to {what} {v} ¦ use {what} {v} for the subscription
remind me to cancel the {what} {v} on {day} ¦ I think {v} is the {what} that got charged twice ¦ for the rent transfer: {what} {v}
the landlord's {what} is {v} ¦ note {what} {v} exp 09/27 ¦ {v} — {what} for online shopping
forward to the accountant: {what} {v} ¦ my salary goes to {what} {v} ¦ card stolen! block {v} asap
update payment method to {what} {v} ¦ what's my {what}? it should be {v} ¦ {what} = {v}
direct debit from {what} {v} ¦ please pay the invoice into {what} {v} ¦ the {what} on file is {v}
Save for the tax form: {what} {v} ¦ wire to {what} {v} before {day} ¦ Mum's {what} {v}, she asked me to keep it
book the flights with {what} {v} ¦ Pls remember {what}: {v} ¦ {what} {v}
the charity wants my {what} for gift aid: {v} ¦ my {what} changed to {v} ¦ double check {what} {v} before transferring
split bill: send your share to {what} {v} ¦ I use {what} {v} for bills only ¦ {v}
""", zh=r"""
我的{what}是{v} ¦ {what}：{v} ¦ 押金从{what}{v}扣
帮我存一下{what}{v} ¦ 退款打到{what}{v} ¦ 会员订阅用{what}{v}
{zday}提醒我注销{what}{v} ¦ 被重复扣款的{what}好像是{v} ¦ 房租转账：{what}{v}
房东的{what}是{v} ¦ 备忘{what}{v} ¦ {v}——网购用的{what}
转给会计：{what}{v} ¦ 工资发到{what}{v} ¦ 卡丢了！赶紧挂失{v}
支付方式改成{what}{v} ¦ 我{what}是多少？应该是{v} ¦ {what}={v}
自动扣款从{what}{v}走 ¦ 发票款请打到{what}{v} ¦ 报税要填{what}{v}
{zday}前汇款到{what}{v} ¦ 妈妈的{what}{v}，她让我记着 ¦ 订机票用{what}{v}
请记住{what}：{v} ¦ {what} {v} ¦ {what}换成{v}了
转账前核对一下{what}{v} ¦ AA的钱转到我{what}{v} ¦ 缴水电费用{what}{v}
收款账号发你：{v} ¦ 帮我查查{what}{v}的账单
""", mixed=r"""
我的 {what} 是 {v} ¦ {what}：{v} pls save ¦ deposit 从 {what} {v} 扣
refund 打到 {what} {v} ¦ subscription 用 {what} {v} ¦ remind me {zday} cancel {what} {v}
rent 转账到 {what} {v} ¦ landlord 的 {what} 是 {v} ¦ {v} 是 online shopping 用的 {what}
forward 给 accountant：{what} {v} ¦ salary 发到 {what} {v} ¦ card 丢了，block {v} asap
update payment method 为 {what} {v} ¦ {what} = {v} ¦ direct debit 从 {what} {v}
invoice 请 pay 到 {what} {v} ¦ wire 到 {what} {v}，{zday}前 ¦ mum 的 {what} {v}
book flights 用 {what} {v} ¦ please remember {what}: {v} ¦ {what} {v} 哈
{what} 换成 {v} 了 ¦ transfer 前 double check {what} {v} ¦ AA 的钱 send 到 {what} {v}
bills only 用 {what} {v} ¦ tax form 要填 {what} {v} ¦ 被 charge 两次的 {what} 是 {v}
收款 account：{v} ¦ 帮我 check {what} {v} 的 statement ¦ save 一下 {what} {v} thx
my {what} is {v}，别 share ¦ 水电费 auto-pay 用 {what} {v}
""")

T["person_name"] = dict(en=r"""
remind me to call {v} tomorrow ¦ my name is {v} ¦ {v} is coming for dinner on {day}
lunch with {v} at the usual place ¦ Send {v} a birthday card ¦ Forward this to {v}: the report is ready
contact: {v} ¦ Did {v} reply about the quote? ¦ Book a table for me and {v}
note: {v} prefers tea, not coffee ¦ I'm {v}, by the way ¦ {v} will pick up the kids
Write a thank-you note to {v} for the flowers ¦ meeting with {v} moved to {day} ¦ who's {v}? they were cc'd on the thread
ask {v} for the spare key ¦ pls remember {v} is allergic to peanuts ¦ the new manager is {v}
Draft an email to {v} saying I'll be late ¦ {v} owes me £20 for the tickets ¦ Buy a present for {v}'s leaving do
My dentist is {v} ¦ Put the reservation under {v} ¦ emergency contact: {v}
thank {v} for covering my shift ¦ catch up with {v} when I'm in {city} ¦ {v} — new neighbour, moved in last week
Tell {v} the meeting is cancelled ¦ Add {v} to the family group chat ¦ interview with {v} next {day}
signed, {v} ¦ remind me {v}'s baby is due in March ¦ Cc {v}
Landlord: {v}
""", zh=r"""
提醒我明天给{v}打电话 ¦ 我叫{v} ¦ {zday}{v}来家里吃饭
和{v}吃午饭 ¦ 给{v}寄张生日贺卡 ¦ 帮我转给{v}：报告写好了
联系人：{v} ¦ {v}回复报价了吗？ ¦ 订个两人桌，我和{v}
备注：{v}不喝咖啡，只喝茶 ¦ 我是{v} ¦ {v}去接孩子
给{v}写个感谢留言，谢谢她送的花 ¦ 和{v}的会议改到{zday} ¦ {v}是谁？邮件里抄送了她
找{v}拿备用钥匙 ¦ 记住{v}对花生过敏 ¦ 新来的经理叫{v}
帮我给{v}写封邮件说我晚到 ¦ {v}欠我两百块电影票钱 ¦ 给{v}买个离职礼物
我的牙医是{v} ¦ 预订写{v}的名字 ¦ 紧急联系人：{v}
谢谢{v}帮我代班 ¦ 去{zcity}的时候约{v}聚一下 ¦ {v}，新邻居，上周刚搬来
告诉{v}会议取消了 ¦ 把{v}拉进家庭群 ¦ {zday}面试{v}
落款：{v} ¦ {v}老师说明天交作业 ¦ 收件人{v}
房东{v}
""", mixed=r"""
remind me 明天 call {v} ¦ 我叫 {v}，nice to meet you ¦ {zday} {v} 来吃 dinner
lunch with {v}，老地方 ¦ 帮我 forward 给 {v}：report ready 了 ¦ 联系人 contact: {v}
{v} reply 报价了吗 ¦ book 一个 table 给我和 {v} ¦ note: {v} 不喝 coffee
my name is {v}，请多关照 ¦ {v} 去 pick up 孩子 ¦ meeting with {v} 改到 {zday}
{v} 是谁？被 cc 了 ¦ ask {v} 拿 spare key ¦ 记住 {v} allergic to peanuts
new manager 叫 {v} ¦ draft email 给 {v} 说我 late ¦ {v} 欠我 200 块 tickets 钱
给 {v} 买 leaving gift ¦ emergency contact：{v} ¦ thanks {v} 帮我 cover shift
去 {zcity} 的时候 catch up with {v} ¦ 告诉 {v} meeting cancelled ¦ add {v} 到 family group
{zday} interview {v} ¦ landlord 是 {v} ¦ 收件人 {v} pls
reservation 写 {v} 的名字 ¦ {v} 的 birthday 快到了，remind me ¦ 帮我 call {v} 问一下
我的 dentist 是 {v} ¦ signed，{v}
""")

T["username"] = dict(en=r"""
follow @{v} on Instagram ¦ my username is {v} ¦ username: {v}
login: {v} ¦ my GitHub handle is {v} ¦ DM @{v} about the flat
I'm {v} on Discord ¦ add {v} as a collaborator on the repo ¦ remind me to message @{v} about the invoice
user: {v} ¦ tag @{v} in the photos ¦ log in as {v} on the NAS
my Xbox gamertag is {v} ¦ what's my Steam name? I think {v} ¦ Reddit user u/{v} answered my question
ask @{v} for the slides ¦ new twitter handle: @{v} ¦ the admin account is {v}
Slack me at @{v} ¦ @{v} thanks for the help! ¦ {v} is my Telegram username
sign in with username {v} ¦ ping @{v} when the build is green ¦ my login for the VPN is {v}
Mention @{v} in the release notes ¦ account name {v} ¦ handle {v}
Venmo the money to @{v} ¦ my Spotify user is {v} ¦ Save my Strava username: {v}
cc @{v}
""", zh=r"""
我的用户名是{v} ¦ 用户名：{v} ¦ 登录名 {v}
关注一下@{v} ¦ 我的微信号是{v} ¦ 小红书账号 @{v}
B站搜{v}就是我 ¦ GitHub账号{v} ¦ 提醒我私信@{v}问房子的事
账号：{v} ¦ 在照片里@{v} ¦ 用{v}登录NAS
我的Steam昵称好像是{v} ¦ 找@{v}要一下课件 ¦ 管理员账号是{v}
钉钉上@{v}一下 ¦ @{v} 谢谢帮忙！ ¦ {v}是我的Telegram用户名
VPN登录名{v} ¦ 构建通过后@{v} ¦ 抖音号{v}
微博@{v} ¦ 把{v}加成仓库协作者 ¦ 我在知乎上叫{v}
游戏ID：{v} ¦ 记一下我的Keep账号{v} ¦ 账户名{v}
转发给@{v} ¦ 登录账号是{v}，密码另发 ¦ 我朋友的ins是@{v}
工号系统用户名{v} ¦ 抄送@{v}
""", mixed=r"""
follow 一下 @{v} ¦ 我的 username 是 {v} ¦ login: {v} 记一下
GitHub handle 是 {v} ¦ DM @{v} 问房子的事 ¦ Discord 上我是 {v}
add {v} 为 collaborator ¦ remind me 私信 @{v} ¦ user: {v}
tag @{v} 在照片里 ¦ 用 {v} log in NAS ¦ Steam name 好像是 {v}
ask @{v} 要 slides ¦ 新 twitter handle：@{v} ¦ admin account 是 {v}
Slack 上 @{v} ¦ @{v} 谢谢 help！ ¦ {v} 是我的 Telegram username
sign in 用户名 {v} ¦ build green 后 ping @{v} ¦ VPN login 是 {v}
release notes 里 mention @{v} ¦ 微信号 is {v} ¦ 小红书 @{v} 的 recipes 不错
Venmo 给 @{v} ¦ Spotify user 是 {v} ¦ Strava username: {v} save 一下
cc @{v} pls ¦ account name：{v} ¦ B站 ID {v}
我朋友 ins 是 @{v} ¦ handle {v} 记住
""")

T["home_path"] = dict(en=r"""
the file is in {v} ¦ remind me to back up {v} before the upgrade ¦ cd {v} and run make
my notes live at {v} ¦ saved the PDF to {v} ¦ error: permission denied: {v}
can you clean up {v}? it's huge ¦ export PATH={v}/bin:$PATH ¦ the script reads config from {v}
Where did I put the tax stuff? I think {v} ¦ path: {v} ¦ Open {v} in VS Code
{v} is full again ¦ copy {v} to the external drive ¦ log says: FileNotFoundError: '{v}'
note: venv is at {v} ¦ sync {v} with Dropbox ¦ the photos are under {v}
Traceback: File "{v}", line 12, in main ¦ run ls -la {v} ¦ zip {v} and send it to me
My dotfiles are in {v} ¦ {v} <- that's where the keys are ¦ default download folder: {v}
chmod 600 {v} ¦ rsync -av {v} backup:/srv/ ¦ set the working dir to {v}
don't delete anything in {v} ¦ git clone into {v} ¦ why is {v} taking 40GB?
The crash log mentioned {v} ¦ Remember the project moved to {v}
""", zh=r"""
文件在{v} ¦ 升级前提醒我备份{v} ¦ 先cd {v}再make
我的笔记放在{v} ¦ PDF存到{v}了 ¦ 报错：权限不足 {v}
帮我清理一下{v}，太大了 ¦ 脚本从{v}读配置 ¦ 报税的文件好像在{v}
路径：{v} ¦ 用VS Code打开{v} ¦ {v}又满了
把{v}拷到移动硬盘 ¦ 日志：找不到文件 {v} ¦ 虚拟环境在{v}
{v}同步到网盘 ¦ 照片都在{v}下面 ¦ 运行 ls -la {v}
把{v}打包发我 ¦ 配置文件在{v} ¦ {v} 这个目录别删
默认下载目录：{v} ¦ chmod 600 {v} ¦ 工作目录设为{v}
为什么{v}占了40G？ ¦ 崩溃日志里提到{v} ¦ 项目挪到{v}了，记一下
git clone 到{v} ¦ 密钥在{v} ¦ rsync {v} 到备份机
{v}里的东西先别动 ¦ 备份路径是{v}
""", mixed=r"""
file 在 {v} ¦ upgrade 前 backup 一下 {v} ¦ cd {v} 然后 make
我的 notes 在 {v} ¦ PDF saved 到 {v} ¦ permission denied: {v} 怎么办
clean up 一下 {v} ¦ script 从 {v} 读 config ¦ path：{v}
用 VS Code open {v} ¦ {v} 又 full 了 ¦ copy {v} 到 external drive
log 说 FileNotFoundError: '{v}' ¦ venv 在 {v} ¦ sync {v} 到 Dropbox
photos 都在 {v} ¦ run ls -la {v} 看看 ¦ zip {v} 发给我
dotfiles 在 {v} ¦ default download folder 是 {v} ¦ chmod 600 {v} 一下
working dir 设成 {v} ¦ 别 delete {v} 里的东西 ¦ 为什么 {v} 占了 40GB
crash log 提到 {v} ¦ project 挪到 {v} 了 ¦ git clone 到 {v}
keys 在 {v} ¦ rsync {v} 到 backup server ¦ backup path 是 {v}
{v} 这个 folder 别动 ¦ open {v} in Finder
""")

T["schedule"] = dict(en=r"""
my usual jog is at {v} every weekday ¦ I get up at {v} on weekdays ¦ remind me I always take my meds at {v}
school drop-off is {v} sharp, every day ¦ gym every morning at {v} ¦ I leave the office at {v} most days
don't book anything before {v}, that's when I walk the dog ¦ bedtime for the kids is {v} ¦ my daily standup is at {v}
I pick up my son from nursery at {v} Monday to Friday ¦ swim class every Tuesday at {v} ¦ the commute train I take is the {v} one
I usually have lunch at {v} ¦ every night at {v} I call my mum ¦ Set my daily alarm for {v}
Sunday football is at {v}, every week ¦ I start work at {v} ¦ my night shift ends at {v}
We always have dinner at {v} ¦ The dog needs walking at {v} every day ¦ note: piano practice daily at {v}
I meditate at {v} every morning ¦ weekday routine: coffee at {v}, then emails ¦ {v} every day - insulin
remind me daily at {v} to drink water ¦ I catch the bus at {v} on weekdays ¦ fixed routine: lights out at {v}
Mon-Fri I'm online from {v} ¦ my weekly call with dad is Sundays at {v} ¦ I usually finish the school run by {v}
I go to the pool at {v} on weekends ¦ usual wake-up {v} ¦ Every weekday at {v} I take the kids to school
""", zh=r"""
我每天{v}起床 ¦ 每天{v}跑步 ¦ 提醒我每天{v}吃药
孩子每天{v}上学 ¦ 我工作日{v}去健身房 ¦ 一般{v}下班
{v}之前别给我约事，那会儿要遛狗 ¦ 孩子们{v}睡觉 ¦ 每天{v}开站会
周一到周五{v}去幼儿园接儿子 ¦ 每周二{v}游泳课 ¦ 我坐{v}那班地铁
我一般{v}吃午饭 ¦ 每天{v}给我妈打电话 ¦ 设个每天{v}的闹钟
每周日{v}踢球 ¦ 我{v}开始上班 ¦ 夜班{v}结束
我们家{v}吃晚饭 ¦ 每天{v}遛狗 ¦ 每天{v}练琴
我每天{v}冥想 ¦ 工作日{v}喝咖啡，然后看邮件 ¦ {v}打胰岛素，每天
每天{v}提醒我喝水 ¦ 工作日{v}坐公交 ¦ 固定作息：{v}熄灯
周一到周五{v}之后在线 ¦ 每周日{v}和爸爸视频 ¦ 周末{v}去游泳
我习惯{v}起床 ¦ 记一下：每天{v}送孩子上学 ¦ 我的作息是{v}睡觉
每个工作日{v}到公司
""", mixed=r"""
我每天 {v} 起床 ¦ usual jog 是每天 {v} ¦ remind me 每天 {v} 吃药
gym 每天 {v} ¦ 一般 {v} 下班 leave office ¦ {v} 之前别 book 任何东西，要 walk the dog
kids bedtime 是 {v} ¦ daily standup 在 {v} ¦ 每周二 {v} swim class
commute 坐 {v} 那班 train ¦ lunch 一般 {v} ¦ set daily alarm {v}
Sunday football {v} 每周 ¦ 我 {v} start work ¦ night shift {v} 结束
dinner 我们 always {v} ¦ dog 每天 {v} 要遛 ¦ piano practice 每天 {v}
每天 {v} meditate ¦ weekday routine：{v} coffee ¦ insulin 每天 {v}
每天 {v} remind me 喝水 ¦ bus 工作日 {v} ¦ lights out {v}，fixed routine
Mon-Fri {v} 之后 online ¦ 每周日 {v} call dad ¦ weekend {v} 去 pool
wake-up time 一般 {v} ¦ 每个 weekday {v} 送 kids 上学 ¦ 我习惯 {v} go to bed
school pickup 每天 {v} ¦ every morning {v} 跑步
""")

T["geo_coord"] = dict(en=r"""
my place is at {v} ¦ save this location: {v} (home) ¦ pin for the house: {v}
meet me here {v} ¦ GPS {v} ¦ our cabin is at {v}
coordinates of my allotment: {v} ¦ drop a pin at {v}, that's the back gate ¦ lat/long {v}
the drone landed at {v} in the garden ¦ home = {v} ¦ share {v} with the delivery driver
geotag: {v} ¦ {v} is where my parents live ¦ location of my bike when it was stolen: {v}
my running route starts at {v} ¦ note coords {v} for the shed ¦ emergency services, we're at {v}
photo metadata says {v} ¦ save home location {v} ¦ I'm staying at {v} this week
{v} - front door ¦ loc: {v} ¦ remind me the caravan is parked at {v}
Set the geofence around {v} ¦ current position {v} ¦ my flat is roughly at {v}
send an Uber to {v} ¦ the tent is at {v} ¦ my parking spot at home: {v}
""", zh=r"""
我家的位置是{v} ¦ 保存定位：{v}（家） ¦ 家的坐标 {v}
来这里找我{v} ¦ GPS：{v} ¦ 老家的坐标是{v}
在{v}放个标记，那是后门 ¦ 经纬度{v} ¦ 家={v}
把{v}发给外卖小哥 ¦ 定位：{v} ¦ {v}是我爸妈家
电动车被偷时的位置：{v} ¦ 跑步路线起点{v} ¦ 照片里的位置信息是{v}
这周住在{v} ¦ {v}——大门口 ¦ 房车停在{v}
电子围栏设在{v}附近 ¦ 当前位置{v} ¦ 我家大概在{v}
叫车到{v} ¦ 帐篷在{v} ¦ 家里车位坐标{v}
记一下坐标{v} ¦ 小区东门坐标{v} ¦ 位置共享：{v}
我现在在{v}，快来 ¦ 地图上标{v}为家 ¦ 坐标：{v}
""", mixed=r"""
我家 location 是 {v} ¦ save 定位：{v} ¦ home pin {v}
meet me here {v} 快来 ¦ GPS 坐标 {v} ¦ drop a pin at {v}，后门
lat/long 是 {v} ¦ share {v} 给外卖 driver ¦ {v} 是我 parents 家
bike 被偷的 location：{v} ¦ running route 起点 {v} ¦ photo metadata 显示 {v}
这周 staying at {v} ¦ caravan 停在 {v} ¦ geofence 设在 {v}
current location {v} ¦ send Uber 到 {v} ¦ coords {v} 记一下
home = {v} pls save ¦ 我家大概在 {v} 附近 ¦ loc：{v}
tent 在 {v} ¦ {v} — front door ¦ location sharing：{v}
叫车 to {v} ¦ 地图上 mark {v} as home ¦ parking spot 坐标 {v}
坐标 is {v} ¦ pin 一下 {v} ¦ allotment 的 coordinates：{v}
""")

T["geo_post"] = dict(en=r"""
my {what} is {v} ¦ {what}: {v} ¦ deliveries to {v} only on weekdays
find a GP near {v} ¦ we're moving to {v} next month ¦ update the {what} on my account to {v}
what's the council tax band for {v}? ¦ remind me the {what} for the new flat is {v} ¦ insurance quote for {v} please
Is {v} in the catchment area for the school? ¦ {v} - new {what} ¦ shipping {what} {v}
home {what} {v} ¦ my parents' {what} is {v} ¦ nearest recycling centre to {v}?
set weather location to {v} ¦ I typed {v} as the {what} but it was rejected ¦ the form wants {what}: {v}
broadband deals for {v} ¦ taxi from {v} to the airport ¦ {what} {v}
find takeaways that deliver to {v} ¦ billing {what} {v} ¦ bins for {v} go out on a Thursday
pls remember our {what}, {v} ¦ book a plumber in {v} ¦ parcel stuck at depot, {what} {v}
compare energy prices for {v}
""", zh=r"""
我家邮编{v} ¦ {what}：{v} ¦ 收件{what}{v}
帮我查一下{v}附近的医院 ¦ 下个月搬到{v}那片 ¦ 把账户里的{what}改成{v}
新房子的{what}是{v} ¦ {v}——新{what} ¦ 寄件{what}{v}
爸妈家的{what}是{v} ¦ 表格要填{what}：{v} ¦ {what} {v}
天气定位设成{v} ¦ {what}填了{v}但提示错误 ¦ {what}是{v}吧？核对一下信封
记住我们家{what}{v} ¦ 快递卡在中转站，{what}{v} ¦ 宽带报装地址{what}{v}
外婆家{what}{v} ¦ 帮我存{what}{v} ¦ 户口所在地{what}{v}
{what}忘了，好像是{v} ¦ 收货人{what}：{v} ¦ 账单{what}{v}
请把{what}{v}加上 ¦ 邮寄{what}{v}，谢谢
""", mixed=r"""
my {what} 是 {v} ¦ {what}：{v} 记一下 ¦ deliver to {v} 工作日
find GP near {v} ¦ 下个月 move 到 {v} ¦ update {what} 为 {v}
新 flat 的 {what} 是 {v} ¦ insurance quote for {v} 帮我查 ¦ {v} 在 school catchment 里吗
shipping {what} {v} ¦ parents 的 {what} {v} ¦ form 要填 {what}: {v}
天气 location 设成 {v} ¦ {what} {v} 被 rejected 了 ¦ taxi 从 {v} 去 airport
{what} {v} pls save ¦ billing {what} 是 {v} ¦ parcel 卡住了，{what} {v}
邮编 is {v} ¦ {v} 是我家 {what} ¦ {what} 忘了，maybe {v}
收件 {what} {v}
""")

T["geo_hood"] = dict(en=r"""
we live in {v} ¦ my flat's in {v} ¦ moving to {v} in the spring
find a dentist in {v} ¦ our house is in {v}, near the park ¦ any good cafés in {v}? it's my neighbourhood
Remind me the {v} residents' meeting is on {day} ¦ we're in {v} now, not the old place ¦ my neighbourhood: {v}
babysitters near {v} ¦ home is {v} ¦ I walk the dog around {v}
my rent in {v} went up again ¦ my parents still live in {v} ¦ Is {v} safe at night? I just moved there
uber from {v} to work ¦ the {v} community group chat says the road's closed ¦ I'm based in {v}
{v} — that's where we bought the house ¦ my local gym in {v} ¦ we rent in {v}
house hunting: only {v} ¦ deliveries go to my place in {v} ¦ Neighbourhood: {v}
add {v} as my home area
""", zh=r"""
我家小区叫{v} ¦ 我住在{v} ¦ 明年春天搬去{v}
帮我找{v}附近的牙医 ¦ 我家在{v}，离公园近 ¦ {v}有没有好吃的早餐店？就在我家楼下
{zday}{v}业主大会，提醒我 ¦ 我们现在住{v}了，不是原来那个 ¦ 小区：{v}
家在{v} ¦ 每天在{v}遛狗 ¦ {v}的房租又涨了
爸妈还住在{v} ¦ 打车从{v}去公司 ¦ {v}业主群说明天停水
{v}——我们买房的地方 ¦ 我们在{v}租房 ¦ 看房只看{v}
快递送到{v} ¦ 所在小区{v} ¦ 我家就在{v}东门
把{v}设为家 ¦ 回{v}的路上买点菜 ¦ {v}物业电话是多少
门禁卡是{v}物业办的
""", mixed=r"""
我家小区 is {v} ¦ we live in {v}，离地铁近 ¦ moving to {v} 明年
找 {v} 附近的 dentist ¦ {v} 有好的 café 吗 ¦ {v} 业主 meeting 在 {zday}
my neighbourhood：{v} ¦ babysitter near {v} ¦ home 在 {v}
在 {v} walk the dog ¦ {v} 的 rent 又涨了 ¦ parents 还住在 {v}
uber 从 {v} 去 office ¦ {v} 业主群 group chat 说停水 ¦ 我们 based in {v}
local gym 在 {v} ¦ house hunting 只看 {v} ¦ deliveries 送到 {v}
小区 name: {v} ¦ add {v} 为 home area ¦ 回 {v} 路上 buy groceries
搬到 {v} 了 btw ¦ 我住 {v} ¦ 小区叫 {v}，记住
""")


# ---------------------------------------------------------------- benign (no personal value)
B: dict[str, str] = {}  # same format as T
B["en"] = r"""
remind me to renew the car insurance before {date} ¦ add milk, eggs and {n} bananas to the shopping list ¦ what's the weather in {city} this weekend?
Order {order} still hasn't shipped, can you chase it? ¦ upgrade Python to {pyver} on the build server ¦ postgres is listening on port {port}, not 5432
build {bdate} failed on the arm64 runner ¦ book a table for {n} people at an Italian place in {city} ¦ room for 6 people, with a projector
convert {price} to euros ¦ ticket #{ticket} is a duplicate of #{ticket2} ¦ commit {sha} broke the login page tests
the request id was {uuid}, send it to support ¦ set a timer for {dur} ¦ how long is the flight from {city} to {city2}?
I read it in the Washington Post yesterday ¦ pay the council tax, it's {price} this month ¦ The wifi is slow again, run a speed test against 1.1.1.1
sha256: {digest} ¦ remind me to water the plants tomorrow morning ¦ early morning flights are cheaper, check the fares to {city}
download the {ver} release notes ¦ Node {node} drops support for the old API ¦ HTTP 404 on /api/v2/items, check the router config
error: connection refused (port {port}) ¦ What's 15% of {price}? ¦ Note: the printer on floor {n} is out of toner
the conference is {date} to {date2} in {city} ¦ Buy a birthday present for under {price} ¦ it took {dur} to get through security
Rebuild the docker image with tag v{ver} ¦ Add 'read Dune' to my reading list ¦ invoice INV-{inv} is overdue
Christmas Day falls on a Thursday this year ¦ The ISO 8601 format is YYYY-MM-DD ¦ use RFC 5322 for the email regex, not something homemade
Is Python 3.12 compatible with numpy {ver}? ¦ order 12 boxes of A4 paper for the office ¦ please summarise this article about the {city} marathon
how many calories in a banana ¦ translate 'good morning' into Japanese ¦ What time zone is {city} in?
The password field should reject anything under 12 characters ¦ reset password link expired, ask IT to send a new one
my token expired again, I need to log in ¦ @Override is missing on the toString method ¦ use @pytest.fixture(scope="module") for the db
the CSS @media query breaks on iPhone 15 ¦ Move the meeting notes to the shared drive ¦ cancel my subscription to the meal kit
What's the VAT on {price}? ¦ compare iPhone 16 and Pixel 9 cameras ¦ the tracking number is 1Z999AA10123456784
ISBN 978-0-13-468599-1 — add it to the wishlist ¦ read chapter {n} before the book club ¦ temperature tomorrow in {city}: {n}°C
the drive from {city} to {city2} is about {km} km ¦ The Eiffel Tower is 330 m tall ¦ check if 8.8.8.8 answers DNS from the VPN
Kubernetes {ver} is out, plan the upgrade ¦ the meeting room fits 12 ¦ need {n} chairs for the party
Renew the domain before it expires on {date} ¦ The quarterly report is due {date} ¦ Why does git say 'detached HEAD'?
error code 0x80070005 when installing updates ¦ Remind me about Mother's Day next month ¦ Google Maps says it's {dur} by train
How do I set up two-factor auth on my account? ¦ my flight lands early morning, book a hotel near the airport in {city}
Weekly budget: groceries {price}, transport {price2} ¦ Order #{oshort} arrived damaged, request a refund ¦ The API returns 429 after {n} requests per minute
Set the thermostat to 20 degrees ¦ what's the capital of Australia? ¦ Recipe: 200g flour, 2 eggs, 300ml milk
the lecture is in room B{n} ¦ Is {city} worth visiting in October? ¦ Flight BA{flight} is delayed by {dur}
train to {city} leaves from platform {n} ¦ The sprint ends on {date}, demo the week after ¦ Find the Slack thread about the outage on {date}
version {ver} fixes CVE-2024-{cve} ¦ sha1 {sha} matches the release tag ¦ Rename the file report_final_v{n}.docx
pip install scikit-learn=={ver} ¦ the order total was {price} incl. shipping ¦ the bill for {n} nights came to {price}
Note to self: don't forget the umbrella ¦ my laptop battery health is {pct}% ¦ the package weighs {n} kg
What does 'idempotent' mean? ¦ Download the 4K version, it's {n} GB ¦ The Apollo 11 landing was in 1969
Summarise the top {n} headlines from BBC News ¦ the office is closed on Boxing Day ¦ Set up a weekly review on Friday afternoons
What's the difference between TCP and UDP? ¦ the load balancer health check hits /healthz every {n} seconds ¦ The docs are at https://docs.python.org/3/library/pathlib.html
logs are in /var/log/nginx/error.log ¦ install it under /usr/local/bin ¦ the config lives in /etc/ssh/sshd_config
It's installed in C:\Program Files\Python312 ¦ the UUID {uuid} appears twice in the table ¦ Add 'call the bank' to my to-do list
Oxford Street is packed at Christmas, let's go to Westfield instead ¦ Which is bigger, {n} MB or {n2} MiB? ¦ write a haiku about autumn in {city}
The card reader at the shop is broken, bring cash ¦ Remember to bring {n} copies of the agenda ¦ scan the QR code on the parking meter
Order #{order} total {price} ¦ the AWS bill went up {pct}% last month ¦ Apple's revenue was up {pct}% last quarter
the build takes {dur} on CI, can we cache pip? ¦ Remind me to return the library books by {date} ¦ How many tablespoons in a cup?
The {city} office moves to a new building in {month} ¦ Is the Jubilee line running today? ¦ what is the population of {city}?
pytest -k test_login -x --maxfail={n} ¦ npm ERR! code ERESOLVE while installing react@{node} ¦ Check whether Black Friday deals on the 4TB SSD are real
The meeting notes template is in the shared drive ¦ turn on dark mode in the settings
"""

B["zh"] = r"""
提醒我{zdate}前续交车险 ¦ 购物清单加上牛奶、鸡蛋和{n}根香蕉 ¦ {zcity}这周末天气怎么样？
订单{order}还没发货，帮我催一下 ¦ 构建服务器上的Python升级到{pyver} ¦ 数据库端口是{port}，不是5432
构建{bdate}在arm64机器上失败了 ¦ 在{zcity}订一家意大利餐厅，{n}个人 ¦ 会议室能坐6个人，有投影仪
{price}换算成美元是多少 ¦ 工单#{ticket}和#{ticket2}重复了 ¦ 提交{sha}把登录页的测试搞挂了
请求ID是{uuid}，发给客服 ¦ 定一个{zdur}的计时器 ¦ 从{zcity}飞{zcity2}要多久？
国庆节放假七天，高速免费 ¦ 这个月物业费{price} ¦ 网速又慢了，测一下到114.114.114.114的延迟
sha256：{digest} ¦ 明天早上提醒我给花浇水 ¦ 早班机便宜，查一下去{zcity}的票
下载{ver}版本的发布说明 ¦ 接口/api/v2/items返回404，查一下路由配置 ¦ 报错：连接被拒绝（端口{port}）
{price}的15%是多少？ ¦ {n}楼的打印机没墨了 ¦ 会议{zdate}到{zdate2}在{zcity}开
生日礼物预算{price}以内 ¦ 过安检用了{zdur} ¦ 用标签v{ver}重新构建镜像
把《三体》加到书单里 ¦ 发票INV-{inv}逾期了 ¦ 春节放假安排出来了吗？
日期格式按ISO 8601，年-月-日 ¦ Python 3.12和numpy {ver}兼容吗？ ¦ 给办公室订12箱A4纸
帮我总结一下{zcity}马拉松的新闻 ¦ 一根香蕉多少卡路里 ¦ 把“早上好”翻译成日语
密码长度至少8位，要包含数字和字母 ¦ 密码错误次数太多，账号被锁了 ¦ 找回密码的链接过期了，让IT重发
token过期了，要重新登录 ¦ Java里toString方法少了@Override ¦ CSS的@media查询在iPhone 15上有问题
把会议纪要放到共享盘 ¦ 取消那个生鲜订阅 ¦ 对比一下iPhone 16和华为Mate 70的拍照
快递单号SF{sf}，查一下到哪了 ¦ ISBN 978-7-111-54742-6 加到心愿单 ¦ 读书会前读完第{n}章
{zcity}明天气温{n}度 ¦ {zcity}到{zcity2}大概{km}公里 ¦ 拨打10086查话费
遇到火灾打119 ¦ Kubernetes {ver}发布了，计划一下升级 ¦ 派对需要{n}把椅子
域名{zdate}到期，记得续费 ¦ 季度报告{zdate}截止 ¦ git提示detached HEAD是什么意思？
装更新时报错0x80070005 ¦ 下个月母亲节，提醒我一下 ¦ 高铁大概{zdur}
怎么给账号开两步验证？ ¦ 航班落地是清晨，帮我订{zcity}机场附近的酒店 ¦ 本周预算：买菜{price}，交通{price2}
订单#{oshort}到货破损，申请退款 ¦ 接口每分钟超过{n}次就返回429 ¦ 空调调到26度
澳大利亚的首都是哪里？ ¦ 菜谱：面粉200克，鸡蛋2个，牛奶300毫升 ¦ 讲座在B{n}教室
十月去{zcity}玩值得吗？ ¦ 航班CA{flight}延误{zdur} ¦ 去{zcity}的火车在{n}站台
冲刺{zdate}结束，下周演示 ¦ 版本{ver}修复了CVE-2024-{cve} ¦ 文件改名为报告_终版_v{n}.docx
pip install scikit-learn=={ver} ¦ 订单总价{price}含运费 ¦ 住{n}晚一共{price}
别忘了带伞 ¦ 电池健康度{pct}% ¦ 包裹重{n}公斤
“幂等”是什么意思？ ¦ 4K版本有{n}GB ¦ 总结一下今天新闻的前{n}条
元旦公司放假 ¦ TCP和UDP有什么区别？ ¦ 健康检查每{n}秒访问一次/healthz
日志在/var/log/nginx/error.log ¦ 装到/usr/local/bin下面 ¦ 配置在/etc/ssh/sshd_config
安装在C:\Program Files\Python312 ¦ UUID {uuid}在表里出现了两次 ¦ 待办加一条：给银行打电话
南京路步行街周末人太多了，去别的地方逛吧 ¦ {n}MB和{n2}MiB哪个大？ ¦ 写一首关于{zcity}秋天的诗
会开完记得带{n}份议程 ¦ 扫停车缴费的二维码 ¦ 阿里云账单上个月涨了{pct}%
双十一的订单{order}能退吗 ¦ 这个月电费{price}，比上个月多{pct}% ¦ 王者荣耀更新到{ver}了
把小区停车费上涨的通知转到业主群 ¦ 第{n}号会议室周五被占了 ¦ 帮我查一下3号线到2号线怎么换乘
{zcity}的房价今年跌了{pct}% ¦ 北京的胡同游有什么推荐？ ¦ 构建要{zdur}，能不能缓存一下依赖
提醒我{zdate}前还图书馆的书 ¦ 一杯是多少毫升？ ¦ {zcity}办公室{zmonth}搬新楼
地铁今天正常运营吗？ ¦ {zcity}有多少人口？ ¦ npm ERR! code ERESOLVE 安装react@{node}时报错
看看双十一的4TB固态硬盘是不是真便宜 ¦ 打开设置里的深色模式
"""

B["mixed"] = r"""
remind me {zdate} 前续 car insurance ¦ shopping list 加 milk 和 eggs ¦ {zcity} 这周末 weather 怎么样
order {order} 还没 ship，帮我 follow up ¦ build server 的 Python 升级到 {pyver} ¦ postgres 用 port {port}，不是 5432
build {bdate} 在 arm64 runner 上 fail 了 ¦ book 一个 table for {n} people ¦ meeting room 能坐 6 个人
{price} convert 成 USD 多少 ¦ ticket #{ticket} 跟 #{ticket2} duplicate 了 ¦ commit {sha} 把 login page 的 tests 搞挂了
request id 是 {uuid}，send 给 support ¦ set 一个 {dur} 的 timer ¦ 从 {zcity} 飞 {city} 要多久
国庆 holiday 七天 ¦ wifi 又慢了，ping 一下 1.1.1.1 ¦ sha256 是 {digest}
明天 morning remind me 浇花 ¦ early morning 的航班便宜，check 一下去 {city} 的 ¦ 下载 {ver} 的 release notes
/api/v2/items 返回 HTTP 404，check router config ¦ error: connection refused (port {port}) 怎么回事 ¦ {price} 的 15% 是多少
{n} 楼 printer 没 toner 了 ¦ conference {zdate} 到 {zdate2} 在 {city} ¦ birthday present budget {price} 以内
security check 用了 {dur} ¦ 用 tag v{ver} rebuild docker image ¦ reading list 加上《三体》
invoice INV-{inv} overdue 了 ¦ date format 用 ISO 8601 ¦ Python 3.12 跟 numpy {ver} compatible 吗
订 12 boxes A4 纸 ¦ summarise 一下 {city} marathon 的新闻 ¦ password 至少 12 位，system 会 reject 短的
reset password 的 link 过期了 ¦ token expired 了，要重新 login ¦ toString 少了 @Override annotation
@media query 在 iPhone 15 上 broken ¦ 把 meeting notes 放到 shared drive ¦ cancel 那个 meal kit subscription
compare 一下 iPhone 16 和 Pixel 9 ¦ tracking number 1Z999AA10123456784 查一下 ¦ ISBN 978-0-13-468599-1 加到 wishlist
book club 前读完 chapter {n} ¦ {city} 明天 {n}°C ¦ {zcity} 到 {zcity2} 大概 {km} km
打 10086 查 data usage ¦ Kubernetes {ver} released 了，plan upgrade ¦ party 需要 {n} 把 chairs
domain {zdate} expire，记得 renew ¦ quarterly report {zdate} due ¦ git 说 detached HEAD 是啥意思
install updates 报 0x80070005 ¦ 下个月 Mother's Day remind me ¦ train 大概 {dur}
怎么开 two-factor auth ¦ flight 清晨落地，book 机场附近 hotel ¦ weekly budget：groceries {price}
order #{oshort} 到货 damaged，要 refund ¦ API 每分钟超过 {n} 次就 429 ¦ 空调 set 到 26 度
recipe：flour 200g，eggs 2 个 ¦ lecture 在 B{n} 教室 ¦ flight BA{flight} delay 了 {dur}
sprint {zdate} 结束，下周 demo ¦ 版本 {ver} fix 了 CVE-2024-{cve} ¦ pip install scikit-learn=={ver} 就行
order total {price} 含 shipping ¦ don't forget 带伞 ¦ battery health {pct}%
package 重 {n} kg ¦ idempotent 是什么意思 ¦ 4K version 有 {n} GB
TCP 跟 UDP 的 difference ¦ logs 在 /var/log/nginx/error.log ¦ 装到 /usr/local/bin 下
config 在 /etc/ssh/sshd_config ¦ UUID {uuid} 在 table 里出现两次 ¦ to-do 加一条：call the bank
Oxford Street 圣诞节太挤了 ¦ 写一首关于 {city} autumn 的 haiku ¦ AWS bill 上个月涨了 {pct}%
双十一 order {order} 能 return 吗 ¦ health check 每 {n} 秒 hit /healthz ¦ Washington Post 那篇文章 send 给我
C:\Program Files\Python312 下面有 python.exe 吗 ¦ 第 {n} 号 meeting room 周五被订了 ¦ {zcity} 房价今年跌了 {pct}%
CI build 要 {dur}，能 cache pip 吗 ¦ remind me {zdate} 前还 library books ¦ 一 cup 是多少 ml
{city} office {month} 搬新 building ¦ 地铁 today 正常运营吗 ¦ {zcity} population 多少
npm ERR! code ERESOLVE 装 react@{node} 时 ¦ dark mode 在 settings 里打开
"""


# ---------------------------------------------------------------- assembly
def _lines(block: str) -> list[str]:
    return [t.strip().replace("\\n", "\n") for ln in block.strip().splitlines() for t in ln.split(" ¦ ") if t.strip()]


TPL: dict[str, dict[str, list[str]]] = {k: {lang: _lines(s) for lang, s in d.items()} for k, d in T.items()}

CITIES = ["London", "Leeds", "Bristol", "Manchester", "Edinburgh", "Boston", "Chicago", "Seattle", "Austin", "Denver", "Toronto", "Dublin"]
ZCITIES = ["北京", "上海", "深圳", "杭州", "成都", "广州", "南京", "武汉", "西安", "苏州"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "the 14th", "next Tuesday", "the weekend"]
ZDAYS = ["周一", "周二", "周三", "周四", "周五", "下周三", "月底", "15号", "周末"]
COS = ["Acme", "Northwind", "Globex", "Initech", "Contoso", "Umbrella", "Hooli", "Stark"]
MONTHS = ["January", "March", "May", "July", "September", "November"]


def _rand_nonluhn(r: random.Random, n: int) -> str:
    while True:
        s = str(r.randrange(1, 10)) + "".join(r.choice(string.digits) for _ in range(n - 1))
        if not luhn_ok(s) and not (n == 11 and s[0] == "1"):
            return s


def _filler(name: str, r: random.Random, what: str) -> str:
    if name == "what":
        return what
    simple = {"city": CITIES, "city2": CITIES, "zcity": ZCITIES, "zcity2": ZCITIES, "day": DAYS,
              "zday": ZDAYS, "co": COS, "month": MONTHS}
    if name in simple:
        return r.choice(simple[name])
    if name == "zmonth":
        return f"{r.randrange(1, 13)}月"
    if name in ("n", "n2"):
        return str(r.randrange(2, 48))
    if name == "order":
        return _rand_nonluhn(r, 16 if r.random() < 0.6 else r.choice([10, 12, 18, 19]))
    if name == "oshort":
        return str(r.randrange(10**5, 10**8))
    if name in ("ticket", "ticket2"):
        return str(r.randrange(1000, 99999))
    if name == "sha":
        return rs(r, r.choice([7, 8, 12, 40]), "0123456789abcdef")
    if name == "digest":
        return rs(r, 64, "0123456789abcdef")
    if name == "uuid":
        h = rs(r, 32, "0123456789abcdef")
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"
    if name == "port":
        return str(r.choice([3000, 5432, 6379, 8000, 8080, 8443, 9200, 27017, 5672, 3306]))
    if name == "ver":
        return f"{r.randrange(0, 5)}.{r.randrange(0, 30)}.{r.randrange(0, 12)}"
    if name == "pyver":
        return f"3.{r.randrange(9, 14)}.{r.randrange(0, 9)}"
    if name == "node":
        return str(r.choice([18, 20, 22, 23]))
    if name == "bdate":
        d = date(2023, 1, 1) + timedelta(days=r.randrange(0, 900))
        return r.choice([d.strftime("%Y.%m.%d"), d.strftime("%Y%m%d") + "." + str(r.randrange(1, 9)), d.strftime("%Y-%m-%d")])
    if name in ("date", "date2"):
        d = date(2025, 1, 1) + timedelta(days=r.randrange(0, 600))
        return r.choice([d.strftime("%d %B"), d.strftime("%B %d"), d.isoformat(), d.strftime("%d/%m/%Y")])
    if name in ("zdate", "zdate2"):
        d = date(2025, 1, 1) + timedelta(days=r.randrange(0, 600))
        return r.choice([f"{d.month}月{d.day}日", f"{d.year}年{d.month}月{d.day}日", d.isoformat(), "下周五", "月底"])
    if name in ("price", "price2"):
        return r.choice(["£", "$", "€", "¥"]) + str(r.randrange(3, 2000)) + r.choice(["", ".99", ".50", ".00"])
    if name == "dur":
        return r.choice(["45 minutes", "2 hours", "90 minutes", "three hours", "20 mins", "a day and a half", "40 minutes"])
    if name == "zdur":
        return r.choice(["两个小时", "45分钟", "半小时", "三个半小时", "二十分钟", "一天"])
    if name == "km":
        return str(r.randrange(40, 1400))
    if name == "pct":
        return str(r.randrange(2, 95))
    if name == "inv":
        return str(r.randrange(10**4, 10**6))
    if name == "flight":
        return str(r.randrange(100, 2999))
    if name == "cve":
        return str(r.randrange(1000, 49999))
    if name == "sf":
        return str(r.randrange(10**11, 10**13))
    raise KeyError(name)


_SLOT = re.compile(r"\{(\w+)\}")


def _fill(s: str, r: random.Random, what: str = "") -> str:
    return _SLOT.sub(lambda m: _filler(m.group(1), r, what), s)


WRAP = {
    "en": (["", "", "", "", "", "hey ", "Hi! ", "pls ", "Please ", "quick one: ", "Note to self: ",
            "Reminder: ", "ok so ", "fyi ", "Hey assistant, ", "can u note this - "],
           ["", "", "", "", "", " thanks", " thx", " ty!", " 🙏", " cheers", ". Thanks!", " asap", " :)"]),
    "zh": (["", "", "", "", "", "帮我记一下，", "备忘：", "提醒：", "嗯，", "你好，", "麻烦你，", "记住哦：", "那个，"],
           ["", "", "", "", "", "，谢谢", "！", "～", "。谢啦", " 🙏", "，别忘了", "哈"]),
    "mixed": (["", "", "", "", "hey ", "帮我 note 一下：", "FYI ", "备忘: ", "pls ", "quick note：", "嗯 "],
              ["", "", "", "", " thx", "，谢谢", " 🙏", " asap", "～", " ty"]),
}


def _cjk(ch: str) -> bool:
    return bool(ch) and 0x3400 <= ord(ch) <= 0x9FFF


def _space_play(left: str, right: str, r: random.Random, lang: str) -> tuple[str, str]:
    """Chinese text with and without spaces around Latin values."""
    if lang == "en":
        return left, right
    p = 0.5 if lang == "zh" else 0.35
    if r.random() < p:
        if left.endswith(" ") and _cjk(left.rstrip()[-1:]):
            left = left.rstrip(" ")
        if right.startswith(" ") and _cjk(right.lstrip()[:1]):
            right = right.lstrip(" ")
    elif r.random() < 0.25:
        if _cjk(left[-1:]):
            left += " "
        if _cjk(right[:1]):
            right = " " + right
    return left, right


def _typo(s: str, r: random.Random) -> str:
    words = [m for m in re.finditer(r"[a-z]{5,}", s)]
    if not words:
        return s
    m = r.choice(words)
    i = m.start() + r.randrange(1, len(m.group()) - 2)
    return s[:i] + s[i + 1] + s[i] + s[i + 2 :]


HARD_ZW = {"phone", "email", "financial", "government_id", "secret", "username"}
HARD_FW = {"phone", "financial", "government_id"}


def _geo_kind(v: V) -> str:
    if not v.en:
        return "geo_coord"
    return "geo_post" if v.en in ("postcode", "ZIP code", "zip") else "geo_hood"


def _self_evident(v: V) -> bool:
    return v.pre != "" or any(k in v.en for k in ("card", "IBAN", "SSN", "resident ID", "ID card"))


def _make(cat: str, lang: str, i: int, r: random.Random, counters: dict[str, int]) -> Sample:
    for _ in range(60):
        zh = lang == "zh" or (lang == "mixed" and r.random() < 0.5)
        v = GENS[cat](r, zh)
        key = _geo_kind(v) if cat == "geo" else cat
        tpls = TPL[key][lang]
        tpl = tpls[counters.get(key, 0) % len(tpls)]
        label = v.en if lang == "en" else v.zh if lang == "zh" else (v.en if r.random() < 0.6 else v.zh)
        if cat in ("financial", "government_id") and "{what}" not in tpl and not _self_evident(v):
            continue  # a bare account/ID number needs its cue word
        if key == "geo_post" and v.val.isdigit() and not any(c in tpl for c in ("{what}", "邮编", "postcode", "zip")):
            continue  # a bare 5/6-digit number is a postcode only next to its cue word
        left, right = tpl.split("{v}")
        left, right = _fill(left, r, label), _fill(right, r, label)
        val = v.val
        # hard cases on the value itself
        x = r.random()
        if cat in HARD_ZW and x < 0.025 and "\n" not in val:
            val = insert_zw(r, val)
        elif cat in HARD_FW and lang != "en" and x < 0.07:
            val = fullwidth(val)
        if cat == "username" and left.endswith("@"):
            left, val = left[:-1], "@" + val
        if lang == "en":
            if r.random() < 0.05:
                left = _typo(left, r)
            elif r.random() < 0.05:
                right = _typo(right, r)
        left, right = _space_play(left, right, r, lang)
        pres, posts = WRAP[lang]
        pre = "" if (tpl.startswith("{v}") and r.random() < 0.7) else r.choice(pres)
        post = "" if (tpl.endswith("{v}") and r.random() < 0.7) else r.choice(posts)
        if post and right[-1:] in "?!.。？！" and post[:1] in "，。!！.":
            post = ""
        body = left + v.pre + val + v.post + right
        if lang == "en" and pre.endswith(" ") and pre[-2:-1].isalpha() and not tpl.startswith("{v}") and body[1:2].islower():
            body = body[0].lower() + body[1:]
        if lang == "en" and not pre and body[:1].isupper() and not tpl.startswith("{v}") and r.random() < 0.1:
            body = body[0].lower() + body[1:]
        text = pre + body + post
        if lang == "en" and text.endswith(".") and not text.endswith(val) and r.random() < 0.3:
            text = text[:-1]
        start = len(pre) + len(left) + len(v.pre)
        if text.count(val) != 1 or text[start : start + len(val)] != val:
            continue
        counters[key] = counters.get(key, 0) + 1
        return Sample(text, cat, lang, start, start + len(val))
    raise RuntimeError(f"could not place a value for {cat}/{lang}")


def samples() -> list[Sample]:
    _reseed()
    out: list[Sample] = []
    k = 0
    for cat in CATEGORIES:
        for lang in LANGS:
            r = random.Random(4100 + k)
            k += 1
            counters: dict[str, int] = {}
            seen: set[str] = set()
            n = 0
            while n < PER_CELL:
                s = _make(cat, lang, n, r, counters)
                if s.text in seen:
                    continue
                seen.add(s.text)
                out.append(s)
                n += 1
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for k, lang in enumerate(LANGS):
        r = random.Random(4199 + k)
        tpls = _lines(B[lang])
        seen: set[str] = set()
        i = 0
        while len(seen) < BENIGN_PER_LANG:
            tpl = tpls[i % len(tpls)]
            i += 1
            body = _fill(tpl, r)
            pres, posts = WRAP[lang]
            pre = r.choice(pres) if r.random() < 0.5 else ""
            post = r.choice(posts) if r.random() < 0.5 else ""
            if post and body[-1:] in "?!.。？！" and post[:1] in "，。!！.":
                post = ""
            if lang == "en" and pre.endswith(" ") and pre[-2:-1].isalpha() and body[1:2].islower():
                body = body[0].lower() + body[1:]
            text = pre + body + post
            if text in seen:
                if i > 20 * BENIGN_PER_LANG:
                    raise RuntimeError("benign templates too few")
                continue
            seen.add(text)
            out.append((lang, text))
    return out


def template_count() -> dict[str, dict[str, int]]:
    res: dict[str, dict[str, int]] = {}
    for key, d in TPL.items():
        cat = "geo" if key.startswith("geo_") else key
        for lang, ls in d.items():
            res.setdefault(cat, {}).setdefault(lang, 0)
            res[cat][lang] += len(ls)
    return res


if __name__ == "__main__":
    report("m", samples(), benign_with_lang())
