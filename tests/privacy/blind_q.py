# ruff: noqa
"""Blind privacy corpus Q -- "what a user types to an AI agent that should remember it".

Style: short chat turns (one to three sentences), casual, sometimes with typos and
abbreviations, in English, Chinese and code-switched Chinese/English: "remember that my ...",
"fyi my new ...", "记一下我的...", "帮我存一下...", "下次订票用这个...", questions that contain the
value, corrections ("no wait, it's ..."), two-fact lists where only one fact is the planted
value (the other is benign), values in the middle of a sentence, values at the end without
punctuation.

Author note: written blind -- the author did not read the gate's code, its tests (other than
``blind_common.py``), SECURITY.md, CHANGELOG.md or their history, and never ran the gate.

Values: Faker en_US / en_GB / zh_CN providers used exactly as returned (names with and without
prefix, phone formats of all three locales, full and street addresses, ssn/itin,
passport_number, credit_card_number of every card type, iban/bban, aba, user_name, email
variants, latitude/longitude, postcode, time), plus own generators where Faker lacks a format
(provider tokens with realistic lengths/alphabets, JWTs, private-key blocks, URLs with
credentials, CN resident IDs with valid checksum, UK NI numbers with valid prefixes, CN
passports, UnionPay cards passing Luhn, non-GB IBANs passing mod-97, estate / 小区 names).

Seeds: before sample i every Faker instance is re-seeded with ``seed_instance(5100 + i)``;
sample choices use ``random.Random(5177)``, benign texts ``random.Random(5199)`` (and a Faker
seeded 5199 for dates/uuids/hashes). Date/time providers are pinned with an explicit end date.
Counts: 200 samples per category x language, 400 benign texts per language.
"""

from __future__ import annotations

import base64
import datetime as _dt
import json
import re
import string
import sys
from pathlib import Path
import random

from faker import Faker

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

N_PER_CELL = 200
N_BENIGN = 400
END = _dt.datetime(2024, 12, 31, 23, 59, 59)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
A62 = UP + LO + DIG
URLSAFE = A62 + "-_"

# --------------------------------------------------------------------------------------
# shared fillers (benign context inside samples)
# --------------------------------------------------------------------------------------
CITY_EN = ["London", "Manchester", "Leeds", "Bristol", "Seattle", "Austin", "Chicago", "Boston",
           "Denver", "Toronto", "Dublin", "Berlin", "Singapore", "Sydney", "Edinburgh", "Portland"]
CITY_ZH = ["北京", "上海", "深圳", "杭州", "成都", "广州", "南京", "武汉", "西安", "苏州", "重庆", "厦门"]
TOOL = ["Python 3.12", "Postgres 16", "Node 20", "ruff", "pnpm", "Docker Compose v2", "Go 1.22",
        "Kotlin 2.0", "Terraform 1.9", "VS Code", "neovim", "uv", "Rust 1.79"]
FACT_EN = ["the team moved standups to Zoom", "the release is v2.4.0", "I prefer dark mode",
           "we use pnpm now, not npm", "my laptop is an M3 MacBook Air", "the sprint ends on the 15th",
           "I'm vegetarian", "I like window seats", "tabs not spaces", "the repo is on GitLab now",
           "prices in GBP pls", "I hate long emails", "use metric units", "the budget is $2k"]
FACT_ZH = ["我们组改用飞书了", "新版本是 v3.1.2", "我喜欢深色模式", "我不吃香菜", "周报周五交",
           "我用的是 MacBook Pro", "我习惯靠窗的座位", "预算两千块", "单位用公制", "项目迁到 GitLab 了",
           "我对花生过敏", "回复尽量简短"]
DAY_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "weekday"]
DAY_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日", "工作日"]


def _rs(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def _luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def _luhn_ok(num: str) -> bool:
    digits = [int(c) for c in num if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def _iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def _make_iban(country: str, bban: str) -> str:
    r = bban + country + "00"
    check = 98 - int("".join(str(int(c, 36)) for c in r)) % 97
    return f"{country}{check:02d}{bban}"


def _group4(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


_CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def _cn_check(body17: str) -> str:
    return "10X98765432"[sum(int(a) * b for a, b in zip(body17, _CN_W)) % 11]


def _cn_id_ok(s: str) -> bool:
    return len(s) == 18 and _cn_check(s[:17]) == s[17]


CN_AREAS = ["110101", "110105", "310104", "310115", "440305", "440106", "330106", "510107",
            "320102", "420106", "610113", "500103", "350203", "370202", "210102", "120101"]


def _cn_resident_id(rng: random.Random) -> str:
    birth = _dt.date(1955, 1, 1) + _dt.timedelta(days=rng.randrange(0, 365 * 50))
    body = rng.choice(CN_AREAS) + birth.strftime("%Y%m%d") + f"{rng.randrange(0, 1000):03d}"
    return body + _cn_check(body)


_NI_FIRST = [c for c in UP if c not in "DFIQUV"]
_NI_SECOND = [c for c in UP if c not in "DFIOQUV"]
_NI_BAD = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def _uk_nino(rng: random.Random) -> str:
    while True:
        p = rng.choice(_NI_FIRST) + rng.choice(_NI_SECOND)
        if p not in _NI_BAD:
            break
    d = f"{rng.randrange(0, 1000000):06d}"
    suf = rng.choice("ABCD")
    style = rng.randrange(3)
    if style == 0:
        return f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}"
    if style == 1:
        return f"{p}{d}{suf}"
    return f"{p} {d} {suf}"


# --------------------------------------------------------------------------------------
# value generators: each returns (pre, value, post, slots); pre/post are non-planted context
# glued to the value (e.g. the rest of a URL or of an address)
# --------------------------------------------------------------------------------------
def _jwt(rng: random.Random) -> str:
    alg = rng.choice(["HS256", "RS256"])
    head = _b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    iat = rng.randrange(1_650_000_000, 1_730_000_000)
    payload = {"sub": str(rng.randrange(10**9, 10**10)), "iat": iat, "exp": iat + 3600}
    if rng.random() < 0.5:
        payload["scope"] = rng.choice(["read", "read write", "admin"])
    body = _b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig_len = 32 if alg == "HS256" else 256
    sig = _b64url(bytes(rng.randrange(256) for _ in range(sig_len)))
    return f"{head}.{body}.{sig}"


def _pem(rng: random.Random) -> tuple[str, str]:
    kind = rng.choice(["OPENSSH", "RSA", "EC", ""])
    label = f"{kind} PRIVATE KEY".strip()
    if kind == "OPENSSH":
        first, width, lines = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA", 70, rng.randrange(3, 7)
    elif kind == "RSA":
        first, width, lines = "MIIEowIBAAKCAQEA", 64, rng.randrange(4, 9)
    elif kind == "EC":
        first, width, lines = "MHcCAQEEI", 64, 3
    else:
        first, width, lines = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 64, rng.randrange(4, 8)
    b64 = A62 + "+/"
    body_lines = []
    for j in range(lines):
        if j == 0:
            body_lines.append(first + _rs(rng, b64, width - len(first)))
        elif j == lines - 1:
            body_lines.append(_rs(rng, b64, rng.randrange(20, width)) + "==")
        else:
            body_lines.append(_rs(rng, b64, width))
    block = f"-----BEGIN {label}-----\n" + "\n".join(body_lines) + f"\n-----END {label}-----"
    name = {"OPENSSH": "ssh key", "RSA": "rsa key", "EC": "ec key", "": "private key"}[kind]
    return block, name


ENV_NAMES = ["API_SECRET", "DJANGO_SECRET_KEY", "JWT_SECRET", "client_secret", "WEBHOOK_SECRET",
             "auth_token", "SESSION_KEY", "aws_secret_access_key", "ENCRYPTION_KEY", "api_key",
             "MAILGUN_API_KEY", "access_token"]
DB_HOSTS = ["db.internal:5432/app", "prod-db.cx81mq2.eu-west-1.rds.amazonaws.com:5432/orders",
            "10.0.3.12:3306/shop", "cache.lan:6379/0", "mongo.internal:27017/admin",
            "pg.home.arpa/wiki", "rabbit.internal:5672/%2F"]
DB_SCHEMES = ["postgres", "postgresql", "mysql", "redis", "mongodb", "amqp"]
DB_USERS = ["admin", "app", "postgres", "root", "svc_backup", "deploy", "readonly"]


def gen_secret(fk, rng, lang):
    k = rng.randrange(16)
    if k == 0:
        v, kind, kz = "AKIA" + _rs(rng, UP + DIG, 16), "AWS access key", "AWS access key"
    elif k == 1:
        v = rng.choice(["ghp_", "gho_", "ghs_"]) + _rs(rng, A62, 36)
        kind, kz = "github token", "GitHub token"
    elif k == 2:
        v = "github_pat_" + _rs(rng, A62, 22) + "_" + _rs(rng, A62, 59)
        kind, kz = "fine-grained github PAT", "GitHub PAT"
    elif k == 3:
        p = rng.choice(["xoxb-", "xoxp-"])
        v = p + str(rng.randrange(10**10, 10**12)) + "-" + str(rng.randrange(10**11, 10**13)) + "-" + _rs(rng, A62, 24)
        kind, kz = "slack token", "Slack token"
    elif k == 4:
        if rng.random() < 0.6:
            v = "sk-proj-" + _rs(rng, URLSAFE, 74) + "T3BlbkFJ" + _rs(rng, URLSAFE, 74)
        else:
            v = "sk-" + _rs(rng, A62, 20) + "T3BlbkFJ" + _rs(rng, A62, 20)
        kind, kz = "openai key", "OpenAI key"
    elif k == 5:
        v = "sk-ant-api03-" + _rs(rng, URLSAFE, 93) + "AA"
        kind, kz = "anthropic api key", "Anthropic key"
    elif k == 6:
        v = rng.choice(["sk_live_", "rk_live_", "sk_test_"]) + _rs(rng, A62, rng.choice([24, 34, 99]))
        kind, kz = "stripe key", "Stripe key"
    elif k == 7:
        v = "AIza" + _rs(rng, URLSAFE, 35)
        kind, kz = "google maps api key", "Google API key"
    elif k == 8:
        v = "hf_" + _rs(rng, UP + LO, 34)
        kind, kz = "hugging face token", "HF token"
    elif k == 9:
        v = "SG." + _rs(rng, URLSAFE, 22) + "." + _rs(rng, URLSAFE, 43)
        kind, kz = "sendgrid key", "SendGrid key"
    elif k == 10:
        v = str(rng.randrange(10**8, 8 * 10**9)) + ":AA" + _rs(rng, URLSAFE, 33)
        kind, kz = "telegram bot token", "Telegram bot token"
    elif k == 11:
        v, kind, kz = _jwt(rng), "jwt", "JWT"
    elif k == 12:
        v, kind = _pem(rng)
        kz = "私钥"
        return "", v, "", {"kind": kind, "kind_zh": kz, "tag": "pem"}
    elif k == 13:
        name = rng.choice(ENV_NAMES)
        v = rng.choice([_rs(rng, "0123456789abcdef", rng.choice([32, 40, 64])),
                        _rs(rng, A62 + "+/", 43) + "=", _rs(rng, A62, 40)])
        sep = rng.choice(["=", "=", ": ", " = "])
        return name + sep, v, "", {"kind": "secret", "kind_zh": "密钥", "tag": "env"}
    else:
        pw = fk["en_US"].password(length=rng.choice([12, 16, 20]), special_chars=False)
        if k == 14:
            scheme = rng.choice(DB_SCHEMES)
            pre = f"{scheme}://{rng.choice(DB_USERS)}:"
            post = "@" + rng.choice(DB_HOSTS)
            kind, kz = "db url", "数据库连接串"
        else:
            pre = "https://" + rng.choice(["deploy", "ci-bot", "oauth2", "x-access-token"]) + ":"
            post = "@" + rng.choice(["github.com/acme-labs/infra.git", "gitlab.com/ops/site.git",
                                     "nexus.internal/repository/pypi/", "registry.example.io/v2/"])
            kind, kz = "repo url", "仓库地址"
        return pre, pw, post, {"kind": kind, "kind_zh": kz, "tag": "url"}
    return "", v, "", {"kind": kind, "kind_zh": kz, "tag": "tok"}


PASS_WORDS = ["correct", "horse", "battery", "staple", "purple", "monkey", "dishwasher", "orbit",
              "lantern", "pickle", "thunder", "velvet", "cactus", "harbor", "walnut", "glacier"]


def gen_password(fk, rng, lang):
    k = rng.randrange(6)
    if k <= 1:
        v = fk["en_US"].password(length=rng.choice([8, 10, 12, 14, 16]), special_chars=rng.random() < 0.6)
    elif k == 2:
        words = fk["en_US"].words(rng.choice([3, 4]), ext_word_list=PASS_WORDS if rng.random() < 0.5 else None)
        v = rng.choice(["-", "_", "."]).join(words)
        if rng.random() < 0.5:
            v += str(rng.randrange(10, 99))
    elif k == 3:
        v = rng.choice(["Summer", "Winter", "Autumn", "Spring", "Dragon", "Tiger", "Coffee", "Sunshine"]) + \
            str(rng.randrange(1990, 2025)) + rng.choice("!@#$%&*")
    elif k == 4:
        v = fk["zh_CN"].user_name() + rng.choice(["@", "#", "_", ""]) + str(rng.randrange(1000, 99999))
    else:
        v = _rs(rng, A62, rng.randrange(9, 15)) + rng.choice(["!", "?", "%", "^", ""])
    return "", v, "", {}


EMAIL_ZH_DOMAINS = ["qq.com", "163.com", "126.com", "foxmail.com", "sina.com", "outlook.com", "139.com", "yeah.net"]


def gen_email(fk, rng, lang):
    src = "zh_CN" if lang == "zh" or (lang == "mixed" and rng.random() < 0.5) else rng.choice(["en_US", "en_GB"])
    f = fk[src]
    k = rng.randrange(7)
    if k == 0:
        v = f.email()
    elif k == 1:
        v = f.free_email()
    elif k == 2:
        v = f.company_email()
    elif k == 3:
        v = f.ascii_free_email()
    elif k == 4 and src != "zh_CN":
        v = f"{f.first_name().lower()}.{f.last_name().lower()}+{rng.choice(['shop', 'news', 'travel', 'bills'])}@gmail.com"
    elif k == 5 and src == "zh_CN":
        v = f"{rng.randrange(10**7, 10**10)}@qq.com"
    else:
        v = f"{f.user_name()}@{rng.choice(EMAIL_ZH_DOMAINS) if src == 'zh_CN' else rng.choice(['gmail.com', 'yahoo.co.uk', 'icloud.com', 'proton.me'])}"
    return "", v, "", {}


def gen_phone(fk, rng, lang):
    k = rng.randrange(10)
    if lang == "zh" or (lang == "mixed" and rng.random() < 0.55):
        z = fk["zh_CN"]
        if k <= 3:
            v = z.phone_number()
        elif k <= 5:
            m = z.phone_number()
            v = rng.choice([f"+86 {m[:3]} {m[3:7]} {m[7:]}", f"{m[:3]}-{m[3:7]}-{m[7:]}", f"+86-{m}", f"{m[:3]} {m[3:7]} {m[7:]}"])
        elif k <= 7:
            area = rng.choice(["010", "021", "0755", "020", "0571", "028", "025"])
            n = str(rng.randrange(2, 9)) + f"{rng.randrange(0, 10**7):07d}"
            v = rng.choice([f"{area}-{n}", f"({area}) {n[:4]} {n[4:]}", f"{area}-{n}转{rng.randrange(100, 9999)}"])
        else:
            v = "+86" + z.phone_number()
    else:
        src = rng.choice(["en_US", "en_GB"])
        f = fk[src]
        if k <= 5:
            v = f.phone_number()
        elif k <= 7:
            v = fk["en_GB"].cellphone_number()
        elif k == 8:  # E.164 built on a Faker msisdn
            v = "+447" + f.msisdn()[:9] if src == "en_GB" else f"+1{rng.randrange(2, 10)}" + f.msisdn()[:9]
        else:
            base = fk["en_US"].phone_number().split("x")[0]
            v = f"{base} ext. {rng.randrange(10, 9999)}"
    return "", v, "", {}


_MILITARY = re.compile(r"\b(USNS|USS|USNV|USCGC|PSC|Unit \d+)\b")


def gen_address(fk, rng, lang):
    zh_val = lang == "zh" or (lang == "mixed" and rng.random() < 0.55)
    if zh_val:
        z = fk["zh_CN"]
        dist = z.district()
        pre = z.province() + z.city() + dist + ("" if dist[-1] in "区县市" else rng.choice(["区", "区", "县"]))
        street = z.street_name() + f"{rng.randrange(1, 999)}号"
        extra = rng.randrange(5)
        if extra == 1:
            street += f"{rng.randrange(1, 30)}栋{rng.randrange(1, 6)}单元{rng.randrange(1, 33)}0{rng.randrange(1, 5)}室"
        elif extra == 2:
            street += z.building_number() + f"{rng.randrange(101, 2808)}室"
        elif extra == 3:
            street += f"{rng.randrange(1, 20)}号楼{rng.randrange(101, 1808)}"
        elif extra == 4:
            street = f"{rng.choice(['人民', '建设', '解放', '中山', '和平', '科技'])}{rng.choice(['路', '街', '大道'])}{rng.randrange(1, 500)}号" + \
                f"{rng.randrange(1, 12)}幢{rng.randrange(101, 1202)}室"
        if rng.random() < 0.35:
            return "", street, "", {}  # street part only
        return pre, street, "", {}
    while True:
        src = rng.choice(["en_US", "en_GB"])
        f = fk[src]
        if rng.random() < 0.35:
            street = ", ".join(f.street_address().split("\n"))
            post = ""
        else:
            lines = f.address().split("\n")
            if src == "en_US":
                street, post = lines[0], ", " + ", ".join(lines[1:])
            else:
                street, post = ", ".join(lines[:-2]), ", " + ", ".join(lines[-2:])
        if not _MILITARY.search(street):
            return "", street, post, {}


def gen_government_id(fk, rng, lang):
    zh_val = lang == "zh" or (lang == "mixed" and rng.random() < 0.5)
    k = rng.randrange(6)
    if zh_val:
        if k <= 2:
            v = fk["zh_CN"].ssn()
        elif k <= 4:
            v = _cn_resident_id(rng)
        else:
            v = rng.choice(["E", "EA", "EB", "EC", "G"])
            v += f"{rng.randrange(0, 10**(9 - len(v))):0{9 - len(v)}d}"
            return "", v, "", {"kind": "passport number", "kind_zh": "护照号"}
        assert _cn_id_ok(v), v
        return "", v, "", {"kind": "ID card number", "kind_zh": "身份证号"}
    if k <= 1:
        return "", fk["en_US"].ssn(), "", {"kind": "SSN", "kind_zh": "SSN"}
    if k == 2:
        return "", fk["en_US"].itin(), "", {"kind": "ITIN", "kind_zh": "ITIN"}
    if k == 3:
        return "", _uk_nino(rng), "", {"kind": "NI number", "kind_zh": "NI number"}
    src = rng.choice(["en_US", "en_GB"])
    return "", fk[src].passport_number(), "", {"kind": "passport number", "kind_zh": "护照号"}


_CARD_TYPES = ["visa16", "visa16", "mastercard", "mastercard", "amex", "discover", "jcb16", "diners",
               "maestro", "visa13", "visa19", "jcb15"]


def _fmt_card(rng, num):
    if len(num) == 16 and rng.random() < 0.4:
        return rng.choice([" ", "-"]).join(num[i : i + 4] for i in range(0, 16, 4))
    if len(num) == 15 and num[:2] in ("34", "37") and rng.random() < 0.4:
        return f"{num[:4]} {num[4:10]} {num[10:]}"
    return num


def gen_financial(fk, rng, lang):
    k = rng.randrange(10)
    zh_val = lang == "zh" or (lang == "mixed" and rng.random() < 0.5)
    if k <= 3:
        if zh_val and k <= 1:
            body = "62" + rng.choice(["2588", "1700", "2848", "1483", "1226", "2202"]) + \
                "".join(rng.choice(DIG) for _ in range(rng.choice([9, 12])))
            v = body + _luhn_digit(body)
            v = _fmt_card(rng, v)
            kind, kz = "UnionPay card", "银行卡号"
        else:
            v = _fmt_card(rng, fk["en_US"].credit_card_number(rng.choice(_CARD_TYPES)))
            kind, kz = "card number", "信用卡号"
        assert _luhn_ok(v), v
        return "", v, "", {"kind": kind, "kind_zh": kz}
    if k <= 5:
        if k == 4:
            v = fk["en_GB"].iban()
        else:
            c = rng.choice(["DE", "FR", "NL", "ES", "IT"])
            bb = {"DE": lambda: _rs(rng, DIG, 18),
                  "FR": lambda: _rs(rng, DIG, 10) + _rs(rng, UP + DIG, 11) + _rs(rng, DIG, 2),
                  "NL": lambda: _rs(rng, UP, 4) + _rs(rng, DIG, 10),
                  "ES": lambda: _rs(rng, DIG, 20),
                  "IT": lambda: _rs(rng, UP, 1) + _rs(rng, DIG, 10) + _rs(rng, DIG, 12)}[c]()
            v = _make_iban(c, bb)
        assert _iban_ok(v), v
        if rng.random() < 0.4:
            v = _group4(v)
        return "", v, "", {"kind": "IBAN", "kind_zh": "IBAN"}
    if k == 6:
        return "", fk["en_US"].aba(), "", {"kind": "routing number", "kind_zh": "routing number"}
    if k == 7:
        return "", fk[rng.choice(["en_US", "en_GB"])].bban(), "", {"kind": "bank account number", "kind_zh": "银行账号"}
    if k == 8:
        return "", _rs(rng, DIG, 8), "", {"kind": "account number", "kind_zh": "账号"}
    body = rng.choice(["6217", "6222", "6228", "6230"]) + _rs(rng, DIG, 14)
    v = body + _luhn_digit(body)
    return "", v, "", {"kind": "debit card", "kind_zh": "工资卡号"}


def gen_person_name(fk, rng, lang):
    zh_val = lang == "zh" or (lang == "mixed" and rng.random() < 0.5)
    k = rng.randrange(6)
    if zh_val:
        z = fk["zh_CN"]
        if lang == "mixed" and k == 5:
            return "", z.romanized_name(), "", {}
        v = [z.name, z.name_male, z.name_female, lambda: z.last_name() + z.first_name()][k % 4]()
        return "", v, "", {}
    f = fk[rng.choice(["en_US", "en_GB"])]
    if k == 0:
        v = f.name()
    elif k == 1:
        v = f.name_male()
    elif k == 2:
        v = f.name_female()
    elif k == 3:
        v = f"{f.prefix()} {f.first_name()} {f.last_name()}"
    elif k == 4:
        v = f"{f.first_name()} {f.last_name()}"
    else:
        v = fk["en_US"].name_nonbinary()
    return "", v, "", {}


PLATS = ["github", "twitter", "insta", "discord", "reddit", "steam", "telegram", "slack", "mastodon", "x"]
PLATS_ZH = ["微博", "B站", "小红书", "抖音", "GitHub", "微信", "知乎", "QQ"]


def gen_username(fk, rng, lang):
    src = "zh_CN" if lang == "zh" or (lang == "mixed" and rng.random() < 0.5) else rng.choice(["en_US", "en_GB"])
    u = fk[src].user_name()
    k = rng.randrange(5)
    if k == 1:
        u += str(rng.randrange(7, 999))
    elif k == 2:
        u = u + rng.choice(["_", ".", "-"]) + rng.choice(["dev", "x", "official", "codes", "99", "cn"])
    if len(u) < 4:
        u += str(rng.randrange(10, 99))
    if rng.random() < 0.45:
        u = "@" + u
    return "", u, "", {"plat": rng.choice(PLATS), "plat_zh": rng.choice(PLATS_ZH)}


HOME_TAILS_UNIX = ["/projects/cmm", "/.ssh/id_ed25519", "/Downloads/tax_2023.pdf", "/dev/work/.env",
                   "/notes/todo.md", "/.config/nvim/init.lua", "/Documents", "/code/api/main.py",
                   "/miniconda3/bin/python", "/.kube/config", ""]
HOME_TAILS_WIN = ["\\Documents\\budget.xlsx", "\\Desktop", "\\AppData\\Roaming\\Code",
                  "\\source\\repos\\demo", "\\Downloads\\setup.exe", "\\.aws\\credentials", ""]


def gen_home_path(fk, rng, lang):
    src = "zh_CN" if lang == "zh" or (lang == "mixed" and rng.random() < 0.5) else rng.choice(["en_US", "en_GB"])
    f = fk[src]
    u = f.user_name() if rng.random() < 0.7 else (f.first_name().lower() if src != "zh_CN" else f.user_name())
    k = rng.randrange(5)
    if k <= 1:
        return "", f"/home/{u}", rng.choice(HOME_TAILS_UNIX), {}
    if k <= 3:
        return "", f"/Users/{u}", rng.choice(HOME_TAILS_UNIX), {}
    if rng.random() < 0.5:
        u = u[:1].upper() + u[1:]
    return "", f"C:\\Users\\{u}", rng.choice(HOME_TAILS_WIN), {}


_EN_NUM = ["twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
           "eleven", "twelve"]
_ZH_NUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


def _zh_part(h):
    if h < 5:
        return "凌晨"
    if h < 9:
        return "早上" if h % 3 else "清晨"
    if h < 12:
        return "上午"
    if h < 13:
        return "中午"
    if h < 18:
        return "下午"
    if h < 19:
        return "傍晚"
    return "晚上"


def gen_schedule(fk, rng, lang):
    t = fk["en_US"].time_object(end_datetime=END)
    h = 5 + t.hour % 18  # 5..22: routine hours
    m = rng.choice([0, 0, 0, 30, 30, 15, 45, t.minute // 5 * 5])
    h12 = h % 12 or 12
    ampm = "am" if h < 12 else "pm"
    zh_style = lang == "zh" or (lang == "mixed" and rng.random() < 0.5)
    if zh_style:
        k = rng.randrange(5)
        hz = str(h12) if rng.random() < 0.6 else _ZH_NUM[h12]
        if k == 0 or m == 0:
            v = f"{_zh_part(h)}{hz}点" + ("半" if m == 30 else "")
        elif k == 1:
            v = f"{_zh_part(h)}{hz}点{m}分" if m not in (0, 30) else f"{_zh_part(h)}{hz}点半"
        elif k == 2:
            v = f"{h}:{m:02d}"
        elif k == 3:
            v = f"{_zh_part(h)}{h12}:{m:02d}"
        else:
            v = f"{_zh_part(h)}{hz}点" + ("半" if m == 30 else (f"{m}" if m else ""))
            if m not in (0, 30):
                v += "分"
        return "", v, "", {}
    k = rng.randrange(7)
    if k == 0 or (m == 0 and k < 3):
        v = f"{h12}{ampm}" if rng.random() < 0.6 else f"{h12} {ampm.upper() if rng.random() < 0.3 else ampm}"
    elif k in (1, 2):
        v = f"{h12}:{m:02d}{rng.choice(['', ' '])}{ampm}"
    elif k == 3:
        v = f"{h:02d}:{m:02d}"
    elif k == 4:
        v = f"{h12}.{m:02d}{ampm}"
    elif k == 5 and m in (15, 30, 45):
        word = {15: "quarter past", 30: "half past", 45: "quarter to"}[m]
        hh = h12 % 12 + 1 if m == 45 else h12
        v = f"{word} {_EN_NUM[hh]}"
    else:
        v = f"{_EN_NUM[h12]} {'in the morning' if h < 12 else ('in the evening' if h >= 17 else 'in the afternoon')}" \
            if m == 0 else f"{h12}:{m:02d} {ampm}"
    return "", v, "", {}


EST_A = ["Oak", "Maple", "Willow", "Riverside", "Kings", "Ash", "Holly", "Beech", "Elm", "Hawthorn",
         "Lark", "Meadow", "Fern", "Cedar", "Broom", "Thorn", "Silver"]
EST_B = ["mead", "field", "brook", "wood", "gate", "hill", "dale", "croft", "lea", "ridge"]
EST_C = ["Estate", "estate", "Heights", "Park", "Village", "Gardens", "Green"]
XQ_A = ["阳光", "金色", "翠苑", "锦绣", "碧水", "华府", "万科", "绿地", "世纪", "东方", "紫荆", "星河",
        "龙湖", "保利", "枫林", "银杏", "清华", "海棠", "御景", "蓝湾"]
XQ_B = ["花园", "家园", "新村", "名苑", "佳苑", "公馆", "雅居", "城", "湾", "府", "苑", "里"]


def gen_geo(fk, rng, lang):
    k = rng.randrange(3)
    zh_val = lang == "zh" or (lang == "mixed" and rng.random() < 0.5)
    if k == 0:
        f = fk[rng.choice(["en_US", "en_GB", "zh_CN"])]
        if rng.random() < 0.5:
            lat, lon = f.local_latlng()[:2]
        else:
            lat, lon = str(f.latitude()), str(f.longitude())
        sep = rng.choice([", ", ",", " ", ", "])
        return "", f"{lat}{sep}{lon}", "", {"tag": "ll"}
    if k == 1:
        if zh_val:
            return "", fk["zh_CN"].postcode(), "", {"tag": "pc", "kind": "postcode", "kind_zh": "邮编"}
        if rng.random() < 0.5:
            v = fk["en_GB"].postcode()
            return "", v, "", {"tag": "pc", "kind": "postcode", "kind_zh": "postcode"}
        v = fk["en_US"].postcode()
        if rng.random() < 0.25:
            v += f"-{rng.randrange(0, 10000):04d}"
        return "", v, "", {"tag": "pc", "kind": "zip code", "kind_zh": "zip code"}
    if zh_val:
        v = rng.choice(XQ_A) + rng.choice(XQ_B)
        v += rng.choice(["小区", "", "", f"{_ZH_NUM[rng.randrange(1, 9)]}期", "小区"])
        return "", v, "", {"tag": "nb"}
    v = rng.choice(EST_A) + rng.choice(EST_B) + " " + rng.choice(EST_C)
    return "", v, "", {"tag": "nb"}


GENERATORS = {
    "secret": gen_secret, "password": gen_password, "email": gen_email, "phone": gen_phone,
    "address": gen_address, "government_id": gen_government_id, "financial": gen_financial,
    "person_name": gen_person_name, "username": gen_username, "home_path": gen_home_path,
    "schedule": gen_schedule, "geo": gen_geo,
}

# --------------------------------------------------------------------------------------
# sample templates: "{v}" marks the planted value (with its generator context); an optional
# "tag|" prefix restricts a template to one kind of value (tok/pem/env/url, ll/pc/nb)
# --------------------------------------------------------------------------------------
TEMPLATES: dict[str, dict[str, list[str]]] = {
    "secret": {
        "en": [
            "remember my {kind}: {v}",
            "fyi my new {kind} is {v}, the old one got revoked",
            "tok|can you save this {kind} for the deploy script {v}",
            "is {v} still the right {kind}? CI keeps failing with a 401",
            "no wait, the {kind} is {v} - I pasted the wrong one before",
            "two things to remember: {fact}, and my {kind} is {v}",
            "store this somewhere safe please {v}",
            "tok|here's the {kind} for staging {v} dont share it",
            "tok|my {kind} expires next month, it's {v}",
            "tok|heads up, rotate nothing yet, current {kind} = {v}",
            "pem|keep this {kind} for the build box:\n{v}",
            "pem|remember this {kind} please, I'll need it on the new server\n{v}\nthanks",
            "pem|this is the {kind} for my raspberry pi, save it\n{v}",
            "env|add this to my .env for later: {v}",
            "env|remember the prod config line {v} (it's for {tool})",
            "env|my local settings have {v} btw",
            "url|save my {kind} {v} so I don't have to dig it up again",
            "url|fyi the connection string is {v}",
            "url|does {v} look right to you? clone keeps asking for creds",
        ],
        "zh": [
            "记一下我的{kind_zh}：{v}",
            "帮我存一下这个{kind_zh} {v}，别弄丢了",
            "tok|下次部署用这个{kind_zh}：{v}",
            "{v} 这个{kind_zh}还能用吗？老是报 401",
            "不对，{kind_zh}应该是 {v}，刚才那个贴错了",
            "记两件事：{fact_zh}；还有{kind_zh}是 {v}",
            "tok|我新申请的{kind_zh}是{v}",
            "tok|{kind_zh}下个月过期，现在这个是 {v}",
            "pem|帮我保存这段{kind_zh}，新服务器要用\n{v}",
            "pem|记住这个{kind_zh}：\n{v}\n别发给别人",
            "env|把这行加到我的配置里记住：{v}",
            "env|本地配置里有一行 {v}，帮我记着",
            "url|{kind_zh}换成 {v} 了，帮我记着",
            "url|帮我存一下{kind_zh}：{v}",
        ],
        "mixed": [
            "帮我记一下 my {kind} 是 {v}",
            "fyi 新的 {kind} 是 {v}，旧的已经 revoke 了",
            "这个 key 对吗 {v} 我 deploy 一直 fail",
            "tok|{kind} 换了，现在是 {v} pls 记住",
            "no wait 不是那个，正确的 {kind} 是 {v}",
            "两件事：项目用 {tool}，还有我的 {kind} 是 {v}",
            "tok|下次跑 pipeline 用这个 {kind} {v}",
            "pem|save 一下这个 {kind}：\n{v}",
            "pem|新 server 要用这个 key，帮我 keep 着\n{v}",
            "env|我的 .env 里要加 {v}，帮我 remember",
            "env|prod 的 config 是 {v} 别搞混",
            "url|db 的 connection string 是 {v}，下次 migration 要用",
            "url|remote 地址设成 {v} 了，记一下",
        ],
    },
    "password": {
        "en": [
            "remember my wifi password is {v}",
            "fyi the password for my nas is {v}",
            "pw for the home router: {v}",
            "is {v} still my icloud password or did I change it?",
            "no wait, the password is {v} not the one I said",
            "save this login for the gym app, password {v}",
            "my netflix pw={v} please remember it",
            "the passphrase for my ssh key is {v}",
            "two things: {fact}, and my laptop password is {v}",
            "new bank app password: {v} dont forget",
            "remember the pass for the shared drive its {v}",
            "I changed my email password to {v} yesterday",
            "password: {v} (that's for the kindle account)",
        ],
        "zh": [
            "记一下我的 wifi 密码是{v}",
            "帮我存一下邮箱密码：{v}",
            "路由器密码是 {v}，下次别问我了",
            "我的支付宝登录密码{v}，帮我记住",
            "密码是不是 {v} 来着？登不上去了",
            "不对不对，密码应该是{v}",
            "记两件事：{fact_zh}，另外电脑开机密码是 {v}",
            "公司 VPN 的密码改成了 {v}",
            "私钥的口令是 {v}，记一下",
            "网盘密码：{v}",
            "帮我记住淘宝密码 {v} 谢谢",
        ],
        "mixed": [
            "帮我记一下 wifi password 是 {v}",
            "我的 Gmail 密码: {v} 别忘了",
            "pw 改成 {v} 了，帮我 update 一下",
            "login 不上，password 是不是 {v}？",
            "sorry 刚才打错了，密码是 {v}",
            "NAS 的 admin password {v}",
            "记住 my laptop 的开机密码是 {v}",
            "两件事：{fact_zh}；Steam 的 pw 是 {v}",
            "fyi 新的 VPN 密码 {v}",
        ],
    },
    "email": {
        "en": [
            "remember my email is {v}",
            "fyi my new work email: {v}",
            "send the receipts to {v} from now on",
            "is {v} still the email on my account?",
            "no wait, it's {v} not the gmail one",
            "two things: {fact}, and my email changed to {v}",
            "use {v} for the newsletter signup please",
            "my personal email {v}",
            "cc {v} on anything about the lease",
            "remind me that {v} is what I used for the airline account",
            "for the conference badge put {v} as contact",
        ],
        "zh": [
            "记一下我的邮箱：{v}",
            "帮我存一下，新邮箱是{v}",
            "以后发票都发到 {v}",
            "{v} 是我现在用的邮箱吗？",
            "不对，邮箱应该是{v}",
            "记两件事：{fact_zh}；我的邮箱换成了 {v}",
            "下次订票用这个邮箱 {v}",
            "工作邮箱 {v}，私人的别用",
            "我老婆的邮箱是{v}，以后抄送她",
            "简历投递用{v}这个邮箱",
        ],
        "mixed": [
            "帮我记一下 my email 是 {v}",
            "以后 invoice 都发 {v}",
            "fyi 我的新 email: {v}",
            "是 {v} 还是另一个？我忘了 sign up 用的哪个 email",
            "订票的时候 email 填 {v}",
            "no wait 邮箱是 {v}",
            "两件事：用 {tool}，还有 contact email 改成 {v}",
            "work email 换成 {v} 了",
        ],
    },
    "phone": {
        "en": [
            "remember my phone number is {v}",
            "fyi new mobile: {v}",
            "if the courier calls it's {v}",
            "is {v} still the number on my dentist account?",
            "no wait, it's {v}",
            "two things: {fact}, and my cell is {v}",
            "my mum's number is {v} in case of emergency",
            "put {v} as my contact number on the booking",
            "text me at {v} when the build finishes",
            "the landlord should call {v} not the old number",
        ],
        "zh": [
            "记一下我的手机号{v}",
            "帮我存一下，新号码是 {v}",
            "快递打这个电话 {v}",
            "{v} 是我登记的号码吗？",
            "不对，电话应该是{v}",
            "记两件事：{fact_zh}；我的手机换成了{v}",
            "下次订票用这个手机号 {v}",
            "我妈的电话是{v}，紧急联系人填她",
            "有事打我座机 {v}",
            "外卖备注：到了打{v}",
        ],
        "mixed": [
            "帮我记一下 my phone 是 {v}",
            "快递 call 这个 number {v}",
            "fyi 新手机号 {v}",
            "booking 的时候 contact number 写 {v}",
            "{v} 这个 number 还是我的吗？",
            "oops 打错了，正确的是 {v}",
            "两件事：项目用 {tool}，还有我的 mobile 是 {v}",
            "emergency contact 的电话 {v}",
        ],
    },
    "address": {
        "en": [
            "remember my address is {v}",
            "fyi I moved, new address: {v}",
            "ship it to {v} please",
            "is {v} still the address on my amazon account?",
            "no wait, it's {v}",
            "two things: {fact}, and my home address is {v}",
            "my parents live at {v}",
            "deliveries go to {v} from next week",
            "for the visa form my address is {v} right",
            "the new flat is {v}, top floor",
        ],
        "zh": [
            "记一下我家地址：{v}",
            "帮我存一下新地址 {v}",
            "快递寄到{v}",
            "我的收货地址是不是{v}？",
            "不对，地址应该是{v}",
            "记两件事：{fact_zh}；我搬到{v}了",
            "下次订外卖送到{v}",
            "我爸妈住在{v}，过年回去",
            "我租的房子在{v}",
        ],
        "mixed": [
            "帮我记一下 my address：{v}",
            "ship to {v} 就行",
            "fyi 我搬家了，new address 是 {v}",
            "外卖 delivery address 写 {v}",
            "是 {v} 吗？我忘了 amazon 上填的哪个",
            "两件事：{fact}；还有我的地址改成 {v}",
            "sorry 地址打错了，应该是 {v}",
        ],
    },
    "government_id": {
        "en": [
            "remember my {kind} is {v}",
            "fyi my {kind}: {v}",
            "for the tax form, {kind} {v}",
            "is {v} the right {kind}? the form keeps rejecting it",
            "no wait, my {kind} is {v}",
            "two things: {fact}, and my {kind} is {v}",
            "save my {kind} please {v}",
            "the hr portal wants my {kind}, it's {v}",
            "my {kind} {v} is needed for the mortgage application",
        ],
        "zh": [
            "记一下我的{kind_zh}：{v}",
            "帮我存一下{kind_zh} {v}",
            "下次订票用这个{kind_zh}{v}",
            "{kind_zh}是{v}对吧？",
            "不对，{kind_zh}应该是 {v}",
            "记两件事：{fact_zh}；{kind_zh} {v}",
            "办签证要用，我的{kind_zh}是{v}",
            "酒店登记用{kind_zh}{v}",
        ],
        "mixed": [
            "帮我记一下 my {kind} 是 {v}",
            "订机票的时候 {kind_zh} 填 {v}",
            "fyi 我的 {kind}：{v}",
            "HR 要我的 {kind_zh}，是 {v}",
            "{v} 是我的 {kind} 吗 double check 一下",
            "记一下两件事：项目用 {tool}，{kind_zh} 是 {v}",
            "oops 刚才那个不对，{kind} 是 {v}",
        ],
    },
    "financial": {
        "en": [
            "remember my {kind}: {v}",
            "fyi new {kind} is {v}",
            "is {v} still my default {kind}?",
            "pay the invoice from {kind} {v}",
            "no wait, the {kind} is {v}",
            "two things: {fact}, and my {kind} is {v}",
            "save my {kind} {v} for checkout",
            "refunds should go to {kind} {v} please",
            "my salary lands in {kind} {v}",
        ],
        "zh": [
            "记一下我的{kind_zh}：{v}",
            "帮我存一下{kind_zh} {v}",
            "下次订票用这个{kind_zh}{v}付款",
            "{v} 是我绑定的{kind_zh}吗？",
            "不对，{kind_zh}是{v}",
            "记两件事：{fact_zh}；退款打到{kind_zh} {v}",
            "工资发到这个{kind_zh}：{v}",
            "房租从{kind_zh}{v}扣",
        ],
        "mixed": [
            "帮我记一下 my {kind} 是 {v}",
            "checkout 的时候用 {kind_zh} {v}",
            "fyi 新的 {kind}：{v}",
            "{v} 还是我的 default {kind} 吗？",
            "refund 打到 {kind_zh} {v} 就行",
            "sorry 打错了，{kind} 应该是 {v}",
            "两件事：{fact_zh}，还有 {kind} {v}",
        ],
    },
    "person_name": {
        "en": [
            "remember my name is {v}",
            "fyi my landlord is {v}",
            "my manager {v} wants the report by friday",
            "had lunch with {v} today, remind me to follow up",
            "is {v} the right contact for the plumber?",
            "no wait, my doctor is {v}",
            "two things: {fact}, and my emergency contact is {v}",
            "call me {v} from now on",
            "the invoice should be addressed to {v}",
            "my sister {v} is visiting next week",
            "I met {v} at the conference, they run a bakery in {city}",
        ],
        "zh": [
            "记一下，我叫{v}",
            "帮我存一下联系人{v}",
            "我的房东是{v}",
            "下次订票乘客填{v}",
            "今天和{v}吃饭了，提醒我回个消息",
            "{v}是我们组长吗？",
            "不对，我的主治医生是{v}",
            "记两件事：{fact_zh}；紧急联系人是{v}",
            "我妈叫{v}",
            "快递收件人写{v}就行",
        ],
        "mixed": [
            "帮我记一下 my name 是 {v}",
            "我的 manager {v} 要周五前交 report",
            "今天和 {v} 开了个会，记得 follow up",
            "emergency contact 填 {v}",
            "{v} 是我的 landlord 吗？还是另一个",
            "no wait 我的 doctor 是 {v}",
            "订票 passenger name 写 {v}",
            "两件事：{fact}；联系人 {v}",
        ],
    },
    "username": {
        "en": [
            "remember my {plat} handle is {v}",
            "fyi my username on {plat}: {v}",
            "login for the forum is {v}",
            "is {v} still my {plat} name? I think I renamed it",
            "no wait, my username is {v}",
            "two things: {fact}, and I'm {v} on {plat}",
            "follow me on {plat}, I'm {v}",
            "my {plat} id is {v} if you need to add me",
            "the jira login they gave me is {v}",
        ],
        "zh": [
            "记一下我的{plat_zh}账号：{v}",
            "我{plat_zh}用户名是{v}",
            "帮我存一下，登录名 {v}",
            "{v} 是我的{plat_zh}号吗？",
            "不对，用户名应该是{v}",
            "记两件事：{fact_zh}；{plat_zh}号{v}",
            "加我{plat_zh}，搜{v}就行",
            "公司系统的账号是 {v}",
        ],
        "mixed": [
            "帮我记一下 my {plat} username 是 {v}",
            "我的 {plat_zh} handle 是 {v}",
            "login 名是 {v}，密码我自己记",
            "{v} 还是我的 {plat} id 吗？",
            "no wait username 是 {v}",
            "两件事：项目用 {tool}，我的 {plat} 是 {v}",
            "follow 我 {plat_zh} {v}",
        ],
    },
    "home_path": {
        "en": [
            "remember my projects live in {v}",
            "fyi the env file is at {v}",
            "my venv is under {v}",
            "is {v} the right path for the config?",
            "no wait, it's {v}",
            "two things: {fact}, and my notes are in {v}",
            "the script crashed reading {v} any idea",
            "save outputs to {v} please",
        ],
        "zh": [
            "记一下我的项目放在 {v}",
            "帮我存一下路径：{v}",
            "配置文件在{v}里",
            "{v} 这个路径对吗？",
            "不对，路径应该是 {v}",
            "记两件事：{fact_zh}；笔记都在 {v}",
            "下次把结果存到 {v}",
        ],
        "mixed": [
            "帮我记一下 my workspace 在 {v}",
            "config 放在 {v} 下面",
            "fyi venv 路径是 {v}",
            "{v} 这个 path 对吗 script 一直报错",
            "no wait 是 {v}",
            "output 存到 {v} 就行",
            "两件事：用 {tool}，project 在 {v}",
        ],
    },
    "schedule": {
        "en": [
            "remember I wake up at {v} on weekdays",
            "fyi I go to the gym at {v} every {day}",
            "don't book calls before {v}, that's school drop-off",
            "I usually go to bed around {v}",
            "is {v} still my piano lesson on {day}?",
            "no wait, my run is at {v} not earlier",
            "two things: {fact}, and I pick up my son at {v} every day",
            "remind me that I walk the dog at {v}",
            "my commute starts at {v} so keep that slot free",
            "I take my meds at {v} daily",
        ],
        "zh": [
            "记一下我每天{v}起床",
            "我一般{v}去健身房",
            "帮我记着，每个{day_zh}{v}有钢琴课",
            "{v}是我遛狗的时间，别约会议",
            "我是不是每天{v}接孩子？",
            "不对，我是{v}下班",
            "记两件事：{fact_zh}；我每天{v}吃药",
            "我习惯{v}睡觉",
            "每天{v}我要送孩子上学",
        ],
        "mixed": [
            "帮我记一下 我每天 {v} 起床",
            "gym 一般 {v} 去",
            "不要在 {v} 之前约 meeting，我要送孩子",
            "每个 {day} {v} 有 piano lesson",
            "我是 {v} 下班吗？还是更晚",
            "no wait 我是 {v} 跑步",
            "两件事：{fact_zh}；每天 {v} 遛狗",
        ],
    },
    "geo": {
        "en": [
            "ll|remember my place is at {v}",
            "ll|fyi the coords of my cabin: {v}",
            "ll|save my home pin {v}",
            "ll|is {v} where I parked last time?",
            "ll|no wait, the coordinates are ({v})",
            "pc|remember my {kind} is {v}",
            "pc|fyi new {kind}: {v}",
            "pc|is {v} still my {kind}? the form rejects it",
            "pc|two things: {fact}, and my {kind} is {v}",
            "pc|for deliveries use {kind} {v}",
            "nb|remember I live in {v} now",
            "nb|fyi we moved to {v} last month",
            "nb|is {v} the one with the bad parking? that's where I live",
            "nb|my flat is in {v}, near the station",
            "nb|two things: {fact}, and I'm in {v}",
            "nb|no wait, home is {v} not the other one",
        ],
        "zh": [
            "ll|记一下我家坐标 {v}",
            "ll|帮我存一下这个定位：{v}，是我住的地方",
            "ll|{v} 是我上次停车的位置吗？",
            "pc|记一下我家邮编{v}",
            "pc|帮我存一下，邮编是 {v}",
            "pc|不对，邮编应该是{v}",
            "nb|记一下我住在{v}",
            "nb|我们家搬到{v}了",
            "nb|下次外卖送到{v}东门",
            "nb|{v}是我住的那个小区吗？",
            "nb|记两件事：{fact_zh}；我住{v}",
        ],
        "mixed": [
            "ll|帮我记一下 my home coords {v}",
            "ll|pin 一下我的位置 {v}",
            "pc|我的 {kind} 是 {v}，帮我记住",
            "pc|delivery 的 {kind_zh} 填 {v}",
            "pc|no wait {kind} 应该是 {v}",
            "nb|fyi 我搬到 {v} 了",
            "nb|我住在 {v}，附近有个 gym",
            "nb|两件事：{fact}；我住 {v}",
        ],
    },
}

_SLOT = re.compile(r"\{([a-z_0-9]+)\}")
_CASUAL = {"remember": "rember", "please": "pls", "thanks": "thx", "you": "u", "because": "bc",
           "tomorrow": "tmrw", "don't": "dont", "it's": "its", "the": "teh", "your": "ur"}


def _fill(seg: str, slots: dict, rng: random.Random) -> str:
    def rep(m):
        name = m.group(1)
        if name not in slots:
            return m.group(0)
        val = slots[name]
        return val(rng) if callable(val) else val

    return _SLOT.sub(rep, seg)


def _casual(seg: str, rng: random.Random) -> str:
    """Light chat noise on the template words only (never on the value)."""
    if rng.random() < 0.35:
        def rep(m):
            w = m.group(0)
            return _CASUAL[w] if w in _CASUAL and rng.random() < 0.3 else w
        seg = re.sub(r"[A-Za-z']+", rep, seg)
    return seg


def _parse(t: str) -> tuple[str | None, str]:
    if "|" in t[:4] and t.index("|") in (2, 3):
        tag, rest = t.split("|", 1)
        return tag, rest
    return None, t


def _ctx_slots(rng: random.Random) -> dict:
    return {
        "fact": rng.choice(FACT_EN), "fact_zh": rng.choice(FACT_ZH), "tool": rng.choice(TOOL),
        "city": rng.choice(CITY_EN), "city_zh": rng.choice(CITY_ZH), "day": rng.choice(DAY_EN),
        "day_zh": rng.choice(DAY_ZH),
    }


def samples() -> list[Sample]:
    fk = {loc: Faker(loc) for loc in ("en_US", "en_GB", "zh_CN")}
    rng = random.Random(5177)
    out: list[Sample] = []
    i = 0
    for cat in CATEGORIES:
        gen = GENERATORS[cat]
        for lang in LANGS:
            tpls = [_parse(t) for t in TEMPLATES[cat][lang]]
            seen: set[str] = set()
            n = 0
            while n < N_PER_CELL:
                for f in fk.values():
                    f.seed_instance(5100 + i)
                i += 1
                gpre, val, gpost, gslots = gen(fk, rng, lang)
                tag = gslots.get("tag")
                cands = [t for tg, t in tpls if tg is None or tg == tag]
                tpl = rng.choice(cands)
                slots = {**_ctx_slots(rng), **gslots}
                left, right = tpl.split("{v}")
                left, right = _fill(left, slots, rng), _fill(right, slots, rng)
                if lang != "zh":
                    left, right = _casual(left, rng), _casual(right, rng)
                    if right.endswith((".", "?")) and rng.random() < 0.25:
                        right = right[:-1]
                    if left[:1].islower() and rng.random() < 0.3:
                        left = left[0].upper() + left[1:]
                text = left + gpre + val + gpost + right
                if text.count(val) != 1 or text in seen or _SLOT.search(left + right):
                    continue
                seen.add(text)
                start = len(left) + len(gpre)
                out.append(Sample(text, cat, lang, start, start + len(val)))
                n += 1
    return out


# --------------------------------------------------------------------------------------
# benign chat turns: same style, nothing personal; many hard negatives
# --------------------------------------------------------------------------------------
PLACE_EN = ["the British Museum", "the Louvre", "MoMA", "the Tate Modern", "the Science Museum",
            "Kew Gardens", "the Smithsonian", "the V&A", "the Met", "the Rijksmuseum", "the Uffizi"]
PLACE_ZH = ["故宫", "国家博物馆", "上海博物馆", "颐和园", "西湖", "外滩", "兵马俑", "上海迪士尼",
            "深圳湾公园", "南京博物院", "天坛", "黄鹤楼"]
PRODUCT = ["iPhone 16 Pro", "Pixel 9", "MacBook Air M3", "Steam Deck OLED", "PS5 Pro", "Kindle Paperwhite",
           "AirPods Pro 2", "Switch OLED", "RTX 4090", "Galaxy S24", "Framework 13", "Raspberry Pi 5"]
COUNTRY_EN = ["Japan", "Canada", "Brazil", "Australia", "Germany", "Mexico", "India", "Norway", "Spain", "Kenya"]
COUNTRY_ZH = ["日本", "加拿大", "巴西", "澳大利亚", "德国", "墨西哥", "印度", "挪威", "西班牙", "泰国"]
HOLIDAY_EN = ["Christmas", "Thanksgiving", "Easter Monday", "Boxing Day", "Labor Day",
              "the spring bank holiday", "Lunar New Year", "Memorial Day"]
HOLIDAY_ZH = ["春节", "中秋节", "端午节", "国庆节", "清明节", "元宵节", "劳动节"]
LIBS = ["numpy", "pandas", "django", "react", "fastapi", "pydantic", "tokio", "spring-boot", "vite", "sqlalchemy"]
STATUS = ["200", "201", "204", "301", "302", "400", "401", "403", "404", "409", "418", "422", "429", "500", "502", "503"]
PORTS = ["5432", "6379", "8080", "3000", "443", "8443", "9200", "27017", "5672", "11434", "8000", "1883"]


def _non_luhn16(rng: random.Random) -> str:
    while True:
        s = str(rng.randrange(10**15, 10**16))
        if not _luhn_ok(s):
            return s


def _benign_slots(fb: Faker) -> dict:
    def city2(rng):
        return rng.choice(CITY_EN)

    return {
        "pyver": lambda r: r.choice(["3.10", "3.11", "3.12", "3.13"]),
        "tool": lambda r: r.choice(TOOL),
        "port": lambda r: r.choice(PORTS),
        "place": lambda r: r.choice(PLACE_EN),
        "place_zh": lambda r: r.choice(PLACE_ZH),
        "product": lambda r: r.choice(PRODUCT),
        "price": lambda r: f"{r.choice(['$', '£', '€'])}{r.randrange(5, 2400)}{r.choice(['', '.99', '.49', '.00'])}",
        "price_cny": lambda r: r.choice([f"{r.randrange(30, 12000)}元", f"¥{r.randrange(30, 12000)}"]),
        "city": lambda r: r.choice(CITY_EN),
        "city2": city2,
        "city_zh": lambda r: r.choice(CITY_ZH),
        "country": lambda r: r.choice(COUNTRY_EN),
        "country_zh": lambda r: r.choice(COUNTRY_ZH),
        "build": lambda r: r.choice([f"{r.randrange(2022, 2026)}.{r.randrange(1, 13):02d}.{r.randrange(1, 29):02d}",
                                      f"{r.randrange(1000, 9999)}", f"{r.randrange(1, 9)}.{r.randrange(0, 30)}.{r.randrange(100, 999)}"]),
        "order": lambda r: _non_luhn16(r),
        "issue": lambda r: str(r.randrange(100, 40000)),
        "sha": lambda r: fb.sha1(),
        "sha256": lambda r: fb.sha256(),
        "uuid": lambda r: fb.uuid4(),
        "n": lambda r: str(r.randrange(2, 13)),
        "qty": lambda r: str(r.randrange(2, 90)),
        "date": lambda r: fb.date_between(start_date=_dt.date(2025, 1, 1), end_date=_dt.date(2026, 12, 31)).strftime(
            r.choice(["%b %d", "%Y-%m-%d", "%d %B", "%B %d, %Y"])),
        "date_zh": lambda r: (lambda d: f"{d.month}月{d.day}日")(
            fb.date_between(start_date=_dt.date(2025, 1, 1), end_date=_dt.date(2026, 12, 31))),
        "holiday": lambda r: r.choice(HOLIDAY_EN),
        "holiday_zh": lambda r: r.choice(HOLIDAY_ZH),
        "dur": lambda r: r.choice([f"{r.randrange(2, 14)} hours", f"about {r.randrange(20, 55)} minutes", f"{r.randrange(2, 6)} days"]),
        "dur_zh": lambda r: r.choice([f"{r.randrange(2, 14)}个小时", f"{r.randrange(20, 55)}分钟", f"{r.randrange(2, 6)}天"]),
        "status": lambda r: r.choice(STATUS),
        "ubu": lambda r: r.choice(["20.04", "22.04", "24.04"]),
        "year": lambda r: str(r.randrange(2019, 2026)),
        "cve": lambda r: str(r.randrange(1000, 50000)),
        "lib": lambda r: r.choice(LIBS),
        "libver": lambda r: f"{r.randrange(0, 6)}.{r.randrange(0, 30)}.{r.randrange(0, 12)}",
        "isbn": lambda r: fb.isbn13(),
        "train": lambda r: f"{r.choice('GDK')}{r.randrange(1, 2000)}",
        "day": lambda r: r.choice(DAY_EN[:7]),
        "ip": lambda r: r.choice(["8.8.8.8", "1.1.1.1", "9.9.9.9", "208.67.222.222", "114.114.114.114", "223.5.5.5"]),
        "gb": lambda r: r.choice(["64", "128", "256", "512"]),
    }


BENIGN_TEMPLATES: dict[str, list[str]] = {
    "en": [
        "what's new in Python {pyver}?",
        "remember the project uses {tool} and port {port}",
        "fyi the staging server runs on port {port}",
        "is {place} open on {day}s?",
        "what time does {place} open on public holidays?",
        "how much is a {product} in {city} right now, roughly {price}?",
        "remember that build {build} is the one that broke CI",
        "order #{order} hasn't shipped yet, how do I chase it?",
        "issue #{issue} is fixed in {lib} {libver}, right?",
        "the commit {sha} introduced the regression, can you bisect around it",
        "docker image digest is sha256:{sha256}, pin that one",
        "what does request id {uuid} mean in the logs",
        "book a table with room for {n} people please",
        "whats the flight time from {city} to {city2}?",
        "remember to bump {lib} to {libver} next sprint",
        "is {holiday} on {date} this year?",
        "convert {qty} kg to pounds",
        "fyi the meeting room fits {n} people",
        "what's the population of {city}?",
        "ping {ip} times out from the office, is their DNS down?",
        "HTTP {status} vs {status}, which should the API return for a duplicate?",
        "the error says ECONNREFUSED 127.0.0.1:{port}, what gives",
        "the train from {city} takes about {dur}, is that right?",
        "remember the budget cap is {price} per month for cloud stuff",
        "what's the difference between {lib} {libver} and {libver}?",
        "what does `git rebase -i HEAD~{n}` do exactly",
        "is Ubuntu {ubu} LTS supported until {year} or later?",
        "how many time zones does {country} have?",
        "does {place} allow photos inside?",
        "remember the release train leaves every {n} weeks",
        "the ticket for {place} is {price}, is that with the audio guide?",
        "is ISBN {isbn} the second edition?",
        "the API rate limit is {n}00 requests per minute right?",
        "remember the printer on floor {n} is broken",
        "fyi the office closes early on {holiday}",
        "convert {qty} miles to km",
        "{product} costs {price} on the official site, is that the {gb}GB one?",
        "which versions does CVE-{year}-{cve} affect?",
        "PR #{issue} is waiting on review, can you summarize the diff",
        "the sha1 of the tarball is {sha}, does it match upstream?",
        "is {ip} anycast?",
        "what's the weather like in {city} in {holiday} week?",
        "how long is the {city} to {city2} drive, {dur}?",
        "remember we decided on {tool} for the new service",
        "the job failed with exit code {status} after {dur}",
        "is a {product} worth it at {price}?",
        "fyi the {lib} changelog says {libver} drops Python {pyver}",
        "{qty} degrees fahrenheit in celsius?",
        "what year did {country} host the olympics?",
        "remember: ticket {issue} is a duplicate of {issue}",
    ],
    "zh": [
        "Python {pyver} 有什么新特性？",
        "帮我记一下项目用 {tool}，端口 {port}",
        "测试环境跑在 {port} 端口",
        "{place_zh}周一开门吗？",
        "{place_zh}门票多少钱？{n}0元吗",
        "{city_zh}到{city_zh}的高铁要多久？",
        "订单号 {order} 一直没发货，怎么查物流？",
        "版本 {libver} 修复了 #{issue} 吗？",
        "提交 {sha} 引入了这个 bug，帮我看看",
        "镜像 digest 是 sha256:{sha256}",
        "日志里这个 UUID {uuid} 是什么意思",
        "订个能坐{n}个人的包间",
        "{holiday_zh}是{date_zh}吗？",
        "{qty}公斤等于多少斤",
        "会议室能坐{n}个人",
        "{city_zh}有多少人口？",
        "报错 ECONNREFUSED 127.0.0.1:{port} 怎么办",
        "从{city_zh}坐飞机到{country_zh}大概{dur_zh}吗",
        "云服务预算每月 {price_cny}，记一下",
        "这个房间能住{n}个人吗",
        "{product} 国行多少钱？",
        "{train} 次高铁从哪个站发车？",
        "Ubuntu {ubu} 支持到哪年？",
        "{country_zh}有几个时区？",
        "{place_zh}里面能拍照吗？",
        "发版周期是每{n}周一次，帮我记着",
        "ISBN {isbn} 是第二版吗",
        "接口限流是每分钟{n}00次对吧",
        "{qty}英里是多少公里",
        "{product}官网卖 {price_cny}，是 {gb}G 的吗",
        "CVE-{year}-{cve} 影响哪些版本",
        "今年第{n}号台风叫什么名字？",
        "上海地铁{n}号线到浦东机场吗？",
        "HTTP {status} 是什么意思",
        "{lib} 升级到 {libver} 要改哪些代码",
        "构建号 {build} 的包有问题，记一下",
        "PR #{issue} 还在等 review",
        "{city_zh}{holiday_zh}期间人多吗？",
        "{city_zh}到{city_zh}自驾要{dur_zh}吗",
        "记一下：新服务用 {tool}",
        "任务跑了{dur_zh}然后退出码 {status}",
        "{qty}华氏度是多少摄氏度",
        "{country_zh}哪年办的奥运会？",
        "工单 {issue} 和 {issue} 是重复的",
        "这个库的 star 数有 {qty}k 了",
        "帮我算一下 {qty} 乘以 12 等于多少",
    ],
    "mixed": [
        "帮我 remember 一下 project 用 {tool}，port 是 {port}",
        "staging 跑在 {port} 端口，fyi",
        "{place} 周一 open 吗？",
        "{product} 在 {city} 大概多少钱，{price} 左右？",
        "build {build} 把 CI 搞挂了，记一下",
        "order #{order} 还没 ship，怎么 track？",
        "issue #{issue} 在 {libver} fix 了吗",
        "commit {sha} 引入了 regression",
        "image digest 是 sha256:{sha256}",
        "log 里的 UUID {uuid} 是 request id 吗",
        "book 个 table，room for {n} people",
        "{city} 到 {city2} 的 flight 要多久",
        "记得下个 sprint 把 {lib} bump 到 {libver}",
        "{holiday} 今年是 {date} 吗",
        "meeting room 能坐 {n} 个人",
        "报 ECONNREFUSED 127.0.0.1:{port} 是什么情况",
        "cloud 预算每月 {price}，不要超",
        "{lib} {libver} 和 {libver} 有啥 breaking change",
        "`git rebase -i HEAD~{n}` 是干嘛的",
        "Ubuntu {ubu} LTS support 到哪年",
        "{place} 里能 take photos 吗",
        "release 每 {n} weeks 一次，帮我记着",
        "ISBN {isbn} 是 2nd edition 吗",
        "API rate limit 是每分钟 {n}00 个 request 对吧",
        "{qty} miles 是多少公里",
        "{product} 官网 {price}，是 {gb}GB 的吗",
        "CVE-{year}-{cve} 影响哪些 openssl 版本",
        "上海 metro {n} 号线到机场吗",
        "PR #{issue} 在等 review",
        "HTTP {status} 是什么 error",
        "tarball 的 sha1 是 {sha}，和 upstream 一样吗",
        "{place_zh} 周末 crowded 吗",
        "{train} 高铁 ticket 多少钱",
        "下周 {holiday} office 关门吗",
        "{country} 有几个 time zone",
        "job 跑了 {dur} 然后 exit code {status}",
        "fyi {lib} {libver} 不支持 Python {pyver} 了",
        "{qty} 华氏度 in celsius 是多少",
        "remember：新 service 用 {tool}",
        "{product} 值不值 {price}？",
    ],
}

BENIGN_FIXED: dict[str, list[str]] = {
    "en": [
        "AKIA is the prefix for AWS access key ids, right?",
        "do github fine-grained tokens start with github_pat_ or ghp_?",
        "how do I reset a password in Django admin without knowing the old one?",
        "what's a decent regex for emails, RFC 5322 style or simpler?",
        "why does ~/.bashrc not load on macOS terminal?",
        "the path /usr/local/bin isn't on PATH inside cron jobs",
        "is C:\\Program Files\\Git\\bin the right place for bash.exe?",
        "@dataclass vs attrs, which one for config objects?",
        "@Override is optional in Java right?",
        "is it Studio 54 that was the famous club in Manhattan?",
        "Route 66 road trip, how many days does it take end to end?",
        "Apollo 11 landed on July 20 1969, right?",
        "is room 101 from Orwell's 1984?",
        "is the Washington Post paywall worth it?",
        "Dr Pepper or Coke Zero, which has more caffeine?",
        "remember: tabs in Makefiles, spaces in YAML",
        "fyi we pinned numpy<2.0 because of the ABI change",
        "remember we agreed to use UTC for all timestamps",
        "our SLA is 99.9% uptime, how many minutes of downtime is that per month?",
        "the museum opens at 10am on Sundays according to their website, is that still true?",
        "is the Tube running all night on Fridays?",
        "set the backup cron to run daily, early morning is fine",
        "the Victoria line is down again, any alternative to Brixton?",
        "what does 'Permission denied (publickey)' mean when I push?",
        "remember the wiki moved to docs.internal, not confluence",
        "the env var is called OPENAI_API_KEY, right? not OPENAI_KEY",
        "is 127.0.0.1 the same as localhost on windows?",
        "what's the speed of light in km per second, 299792?",
        "how many people fit in a Boeing 737 MAX 8?",
        "Terminal 5 at Heathrow is only British Airways, right?",
        "what does the 'ssn' column in the sample dataset schema stand for?",
        "is the first Monday of May a bank holiday in the UK?",
        "remember the conference is in Lisbon, Oct 14-16",
        "which is cheaper, the Eurostar or flying London to Paris?",
        "convert 1 TiB to GB please",
        "pi to 10 digits is 3.1415926535, right?",
    ],
    "zh": [
        "身份证号一般是几位？18 位对吧",
        "密码至少要几位才算安全？",
        "邮箱格式校验的正则怎么写",
        "南京路步行街晚上几点关门？",
        "第3单元的测试挂了，帮我看看",
        "打 10086 能查流量吗",
        "12306 上怎么改签",
        "错误码 ERR_CONNECTION_RESET 是什么原因",
        "SHA1 哈希是 40 位十六进制吗",
        "记一下：Makefile 用 tab，YAML 用空格",
        "~/.bashrc 在 mac 上为什么不生效",
        "/usr/local/bin 不在 cron 的 PATH 里怎么办",
        "Java 里 @Override 可以省略吗",
        "SLA 99.9% 一个月能宕机多少分钟",
        "故宫早上8点半开门对吧？",
        "国庆节放几天假？",
        "南京的广州路附近有什么好吃的？",
        "深圳湾公园几点关门？",
        "记住所有时间戳都统一用 UTC",
        "8.8.8.8 和 114.114.114.114 哪个 DNS 快？",
        "把 numpy 固定在 2.0 以下，记一下原因是 ABI 变了",
        "数据表里 id_card 这个字段要不要加密存储？",
        "银行卡号一般是16位还是19位？",
        "手机号正则 ^1[3-9]\\d{9}$ 对吗",
        "定时备份放在凌晨跑就行",
        "春节高铁票提前几天开售？",
        "二十四节气里清明是哪天？",
        "圆周率前十位是 3.1415926535 吗",
        "1 TiB 等于多少 GB",
        "环境变量叫 OPENAI_API_KEY 对吧",
        "西湖十景有哪些？",
        "长江有多长？",
        "京沪高铁全长多少公里？",
        "这家店的营业时间是多少，官网没写",
    ],
    "mixed": [
        "AKIA 开头的是 AWS access key id 吗",
        "github_pat_ 开头的是 fine-grained token 吗",
        "Django admin 怎么 reset password",
        "email 的 regex 怎么写比较好",
        "~/.bashrc 在 macOS 上不 load 怎么办",
        "Windows 上 C:\\Program Files\\Git\\bin 是放 bash.exe 的地方吗",
        "@dataclass 和 pydantic 哪个适合 config",
        "SLA 99.9% 每月 downtime 多少分钟",
        "unit 3 的 test 挂了，帮我看看",
        "cron job 设成 early morning 跑就行",
        "remember 我们 repo 在 GitLab，不是 GitHub",
        "the Louvre 周二 closed 对吧",
        "numpy pin 在 <2.0，因为 ABI 变了，记一下",
        "所有 timestamp 统一用 UTC，记住",
        "8.8.8.8 跟 1.1.1.1 哪个 DNS 更快",
        "Tokyo 的 JR Pass 现在多少钱",
        "身份证 validation 的 checksum 怎么算",
        "'Permission denied (publickey)' 是什么意思",
        "Studio 54 是 Manhattan 那个有名的 club 吗",
        "Route 66 自驾要几天",
        "env var 是 OPENAI_API_KEY 对吧，不是 OPENAI_KEY",
        "127.0.0.1 和 localhost 在 Windows 上一样吗",
        "Heathrow Terminal 5 只有 British Airways 吗",
        "Victoria line 又停了，有别的 route 吗",
        "1 TiB 是多少 GB",
        "passport 的 MRZ 格式是什么样的",
        "conference 在 Lisbon，Oct 14-16，记一下",
        "Eurostar 和飞机哪个便宜，London 到 Paris",
        "museum 一般 early morning 人少吗",
        "phone number 的 E.164 format 是什么",
    ],
}


def benign_with_lang() -> list[tuple[str, str]]:
    rng = random.Random(5199)
    fb = Faker("en_US")
    fb.seed_instance(5199)
    slots = _benign_slots(fb)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        seen: set[str] = set()
        texts: list[str] = []
        for t in BENIGN_FIXED[lang]:
            if t not in seen:
                seen.add(t)
                texts.append(t)
        tries = 0
        while len(texts) < N_BENIGN:
            tries += 1
            assert tries < 20000, lang
            t = _fill(rng.choice(BENIGN_TEMPLATES[lang]), slots, rng)
            if lang != "zh":
                t = _casual(t, rng)
            if t in seen or _SLOT.search(t):
                continue
            seen.add(t)
            texts.append(t)
        out.extend((lang, t) for t in texts)
    return out


def template_count() -> int:
    return sum(len(v) for c in TEMPLATES.values() for v in c.values()) + \
        sum(len(v) for v in BENIGN_TEMPLATES.values()) + sum(len(v) for v in BENIGN_FIXED.values())


if __name__ == "__main__":
    report("Q", samples(), benign_with_lang())
