"""Blind evaluation corpus A for the privacy-redaction gate.

Written WITHOUT looking at the detector implementation or the existing
privacy tests.  Style: what an AI agent writes into long-term memory about
its user (third-person notes, meeting notes, to-dos, itineraries, pasted
emails / chats / config / shell history) in English (US + UK), Simplified
Chinese and mixed zh/en sentences.

API
---
samples() -> list[Sample]   planted private values with their char span
benign()  -> list[str]      realistic memories with no private data
main()                      evaluates ``default_gate()`` and prints a table

Run:  python tests/privacy/blind_a.py
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from faker import Faker

CATEGORIES = [
    "secret", "password", "email", "phone", "address", "government_id",
    "financial", "person_name", "username", "home_path", "schedule", "geo",
]
LANGS = ["en", "zh", "mixed"]
PER_CAT = {"en": 320, "zh": 320, "mixed": 90}
N_BENIGN = {"en": 460, "zh": 420}


@dataclass(frozen=True)
class Sample:
    text: str
    category: str
    lang: str
    start: int
    end: int

    @property
    def value(self) -> str:
        return self.text[self.start:self.end]


# --------------------------------------------------------------------------
# Faker pools (several seeds per locale)
# --------------------------------------------------------------------------

def _fakers(locale: str, seeds):
    out = []
    for s in seeds:
        f = Faker(locale)
        f.seed_instance(s)
        out.append(f)
    return out


class _Pools:
    def __init__(self):
        self.us = _fakers("en_US", [101, 202, 303])
        self.gb = _fakers("en_GB", [404, 505, 606])
        self.zh = _fakers("zh_CN", [707, 808, 909])

    def en(self, r):
        return r.choice(self.us + self.gb)

    def us_(self, r):
        return r.choice(self.us)

    def gb_(self, r):
        return r.choice(self.gb)

    def zh_(self, r):
        return r.choice(self.zh)


ALNUM = string.ascii_letters + string.digits
UP_DIG = string.ascii_uppercase + string.digits
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"


def rs(r, n, alpha=ALNUM):
    return "".join(r.choice(alpha) for _ in range(n))


def luhn_complete(prefix: str, length: int, r) -> str:
    body = prefix + "".join(r.choice(string.digits) for _ in range(length - len(prefix) - 1))
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def group(s: str, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(x for x in out if x)


def iban(r, country=None):
    specs = {"DE": 18, "FR": 23, "GB": None, "NL": None, "ES": 20, "IT": None}
    country = country or r.choice(list(specs))
    if country == "GB":
        bban = "".join(r.choice(string.ascii_uppercase) for _ in range(4)) + rs(r, 14, string.digits)
    elif country == "NL":
        bban = "".join(r.choice(string.ascii_uppercase) for _ in range(4)) + rs(r, 10, string.digits)
    elif country == "IT":
        bban = r.choice(string.ascii_uppercase) + rs(r, 10, string.digits) + rs(r, 12, UP_DIG)
    else:
        bban = rs(r, specs[country], string.digits)
    rearr = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    check = 98 - int(num) % 97
    code = f"{country}{check:02d}{bban}"
    if r.random() < 0.5:
        code = " ".join(code[i:i + 4] for i in range(0, len(code), 4))
    return code


def aba_routing(r):
    while True:
        d = [r.randint(0, 9) for _ in range(8)]
        d[0] = r.choice([0, 1, 2, 3])
        s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
        for c in range(10):
            if (s + c) % 10 == 0:
                return "".join(map(str, d)) + str(c)


def cn_resident_id(r):
    areas = ["110105", "310104", "440305", "330106", "510107", "420106", "320102", "370202", "610113", "500103"]
    y, m, dd = r.randint(1955, 2005), r.randint(1, 12), r.randint(1, 28)
    body = f"{r.choice(areas)}{y:04d}{m:02d}{dd:02d}{r.randint(0, 999):03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(a) * b for a, b in zip(body, w, strict=False)) % 11
    return body + "10X98765432"[s]


def b64u(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


# --------------------------------------------------------------------------
# value generators: return (value, wrap, label)  wrap contains {v}
# --------------------------------------------------------------------------

PEM_KINDS = ["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"]


def gen_secret(r, P, lang):
    kind = r.randrange(17)
    if kind == 0:
        return "AKIA" + rs(r, 16, UP_DIG), "{v}", ("AWS access key id", "AWS 访问密钥ID")
    if kind == 1:
        return rs(r, 40, ALNUM + "/+"), "aws_secret_access_key = {v}", ("AWS secret key", "AWS 密钥")
    if kind == 2:
        return "ghp_" + rs(r, 36), "{v}", ("GitHub token", "GitHub 令牌")
    if kind == 3:
        return "github_pat_" + rs(r, 22) + "_" + rs(r, 59), "{v}", ("GitHub fine-grained token", "GitHub 细粒度令牌")
    if kind == 4:
        v = f"xox{r.choice('bpa')}-{rs(r, 11, string.digits)}-{rs(r, 12, string.digits)}-{rs(r, 24)}"
        return v, "{v}", ("Slack token", "Slack 令牌")
    if kind == 5:
        if r.random() < 0.5:
            return "sk-" + rs(r, 48), "{v}", ("OpenAI key", "OpenAI 密钥")
        return "sk-proj-" + rs(r, 64, URLSAFE) + rs(r, 20), "{v}", ("OpenAI project key", "OpenAI 项目密钥")
    if kind == 6:
        return "sk-ant-api03-" + rs(r, 93, URLSAFE) + "AA", "{v}", ("Anthropic API key", "Anthropic 密钥")
    if kind == 7:
        p = r.choice(["sk_live_", "rk_live_"])
        return p + rs(r, r.choice([24, 34, 99])), "{v}", ("Stripe live key", "Stripe 线上密钥")
    if kind == 8:
        return "AIza" + rs(r, 35, URLSAFE), "{v}", ("Google Maps API key", "谷歌地图 API key")
    if kind == 9:
        return "hf_" + rs(r, 34, string.ascii_letters), "{v}", ("Hugging Face token", "Hugging Face 令牌")
    if kind == 10:
        return "SG." + rs(r, 22, URLSAFE) + "." + rs(r, 43, URLSAFE), "{v}", ("SendGrid key", "SendGrid 密钥")
    if kind == 11:
        return f"{r.randint(100000000, 7999999999)}:AA{rs(r, 33, URLSAFE)}", "{v}", ("Telegram bot token", "Telegram 机器人 token")
    if kind == 12:
        hdr = b64u(json.dumps({"alg": r.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
        f = P.en(r) if lang == "en" else P.zh_(r)
        pl = b64u(json.dumps({"sub": str(r.randint(10**6, 10**9)), "email": f.email(), "iat": r.randint(1_600_000_000, 1_750_000_000)},
                             separators=(",", ":"), ensure_ascii=False).encode())
        return f"{hdr}.{pl}.{rs(r, 43, URLSAFE)}", "{v}", ("session JWT", "会话 JWT")
    if kind == 13:
        k = r.choice(PEM_KINDS)
        body = base64.b64encode(bytes(r.getrandbits(8) for _ in range(r.choice([144, 192, 240])))).decode()
        lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
        return f"-----BEGIN {k}-----\n{lines}\n-----END {k}-----", "\n{v}\n", ("private key", "私钥")
    if kind == 14:
        f = P.en(r)
        user = f.user_name()
        scheme, host = r.choice([("postgres", "db.internal:5432/app"), ("mysql", "10.0.3.12:3306/crm"),
                                 ("mongodb+srv", "cluster0.ab12c.mongodb.net/prod"), ("redis", "cache.local:6379/0"),
                                 ("https", "git.example.org/team/repo.git"), ("amqp", "mq.internal:5672/")])
        pw = rs(r, r.randint(12, 22))
        return pw, f"{scheme}://{user}:{{v}}@{host}", ("connection string", "连接串")
    if kind == 15:
        name = r.choice(["API_KEY", "api_key", "SECRET_KEY", "client_secret", "auth_token", "ACCESS_TOKEN",
                         "webhook_secret", "JWT_SECRET", "DJANGO_SECRET_KEY", "MAPBOX_TOKEN", "x-api-key"])
        val = r.choice([rs(r, 32, HEX), rs(r, 40), rs(r, 28, URLSAFE), b64u(bytes(r.getrandbits(8) for _ in range(30)))])
        sep = r.choice(["=", ": ", " = ", "=\"", ": '"])
        close = {"=\"": "\"", ": '": "'"}.get(sep, "")
        return val, f"{name}{sep}{{v}}{close}", ("key in the .env", ".env 里的密钥")
    val = rs(r, 40, HEX)
    return val, "Authorization: Bearer {v}", ("bearer token", "Bearer 令牌")


EN_WORDS = ["maple", "river", "lantern", "copper", "violet", "orbit", "tiger", "falcon", "meadow", "harbor",
            "pepper", "glacier", "velvet", "cobalt", "sunset", "willow", "ember", "thunder", "pebble", "saffron"]
PINYIN = ["woaini", "zhangwei", "xiaoming", "laopo", "baobao", "tianmao", "huahua", "wangfei", "lili", "qiqi"]


def gen_password(r, P, lang):
    k = r.randrange(8)
    f = P.en(r)
    if k == 0:
        v = f.password(length=r.randint(10, 16))
    elif k == 1:
        v = r.choice(["Summer", "Winter", "Autumn", "Spring", "Monkey", "Dragon", "Sunshine", "Arsenal"]) + \
            str(r.randint(1990, 2025)) + r.choice("!@#$?")
    elif k == 2:
        v = " ".join(r.sample(EN_WORDS, 4))
    elif k == 3:
        v = "-".join(r.sample(EN_WORDS, 3)) + "-" + str(r.randint(10, 99))
    elif k == 4:
        v = r.choice(PINYIN) + str(r.choice([520, 1314, 888, 666, 2008, 123])) + r.choice(["", "!", ".", "@"])
    elif k == 5:
        v = r.choice(EN_WORDS).capitalize() + r.choice("@#&*") + str(r.randint(100, 9999)) + r.choice(EN_WORDS)
    elif k == 6:
        v = rs(r, r.randint(9, 14), ALNUM + "!@#%^&*")
    else:
        v = r.choice(["Tr0ub4dor&", "P@ssw0rd", "Qwerty", "Hunter", "Letmein"]) + str(r.randint(10, 999)) + rs(r, 3)
    return v, "{v}", None


def gen_email(r, P, lang):
    if lang == "zh" and r.random() < 0.6:
        f = P.zh_(r)
        k = r.randrange(4)
        if k == 0:
            return f"{r.randint(10000, 2999999999)}@qq.com", "{v}", None
        if k == 1:
            return f"{f.user_name()}{r.randint(1, 999)}@{r.choice(['163.com', '126.com', 'sina.com', 'foxmail.com', 'aliyun.com'])}", "{v}", None
        if k == 2:
            return f"{r.choice(PINYIN)}.{f.user_name()}@{r.choice(['bytedance.com', 'tencent.com', 'pku.edu.cn', 'zju.edu.cn', 'company.cn'])}", "{v}", None
        return f.email(), "{v}", None
    f = P.en(r)
    k = r.randrange(4)
    if k == 0:
        return f.email(), "{v}", None
    if k == 1:
        return f.free_email(), "{v}", None
    if k == 2:
        return f"{f.first_name().lower()}.{f.last_name().lower()}@{f.domain_name()}", "{v}", None
    return f"{f.first_name().lower()}+{r.choice(['news', 'work', 'shop', 'git'])}@{r.choice(['gmail.com', 'outlook.com', 'proton.me', 'icloud.com', 'btinternet.com'])}", "{v}", None


def gen_phone(r, P, lang):
    if lang == "zh" and r.random() < 0.75:
        f = P.zh_(r)
        m = f.phone_number()
        k = r.randrange(7)
        if k == 0:
            return m, "{v}", None
        if k == 1:
            return "+86 " + group(m, [3, 4, 4]), "{v}", None
        if k == 2:
            return group(m, [3, 4, 4], "-"), "{v}", None
        if k == 3:
            return "+86-" + m, "{v}", None
        if k == 4:
            return f"0{r.choice(['10', '21', '755', '571', '20', '28'])}-{rs(r, 8, string.digits)}", "{v}", None
        if k == 5:
            return f"(0{r.choice(['10', '21', '755'])}) {rs(r, 4, string.digits)} {rs(r, 4, string.digits)} 转 {r.randint(100, 9999)}", "{v}", None
        return group(m, [3, 4, 4]), "{v}", None
    k = r.randrange(8)
    if k <= 2:
        return P.us_(r).phone_number(), "{v}", None
    if k <= 4:
        return P.gb_(r).phone_number(), "{v}", None
    if k == 5:
        return f"+1 ({r.randint(201, 989)}) {r.randint(200, 999)}-{r.randint(1000, 9999)} ext. {r.randint(10, 9999)}", "{v}", None
    if k == 6:
        return f"+44 7{rs(r, 3, string.digits)} {rs(r, 6, string.digits)}", "{v}", None
    return f"+{r.choice(['33', '49', '81', '61', '65'])} {rs(r, 2, string.digits)} {rs(r, 4, string.digits)} {rs(r, 4, string.digits)}", "{v}", None


ZH_STREETS = ["中关村大街", "南京西路", "天河路", "长安街", "淮海中路", "科技园南路", "文三路", "建国门外大街",
              "张杨路", "解放大道", "人民南路", "滨江大道", "五四路", "中山北路", "学院路", "望京街"]
ZH_COMPOUND_A = ["翠湖", "金地", "万科", "碧桂园", "保利", "阳光", "绿城", "华润", "世纪", "龙湖", "融创", "远洋"]
ZH_COMPOUND_B = ["花园", "小区", "嘉园", "名苑", "公寓", "大厦", "广场", "新城", "家园", "天地"]


def gen_address(r, P, lang):
    if lang == "zh" or (lang == "mixed" and r.random() < 0.5):
        f = P.zh_(r)
        street = r.choice(ZH_STREETS + [f.street_name() for _ in range(3)])
        v = f"{street}{r.randint(1, 1999)}号"
        k = r.randrange(4)
        if k == 0:
            v += f"{r.randint(1, 30)}栋{r.randint(1, 33)}{r.randint(1, 8):02d}室"
        elif k == 1:
            v += f"{r.choice(ZH_COMPOUND_A)}{r.choice(ZH_COMPOUND_B)}{r.randint(1, 12)}单元{r.randint(101, 2804)}"
        elif k == 2:
            v = f"{f.district()}区" + v
        city = f.city()
        wrap = r.choice(["{v}", f"{f.province()}{city}{{v}}", f"{city}{{v}}", f"{{v}}（{city}）"])
        return v, wrap, None
    if r.random() < 0.5:
        f = P.us_(r)
        v = f.street_address()
        wrap = r.choice(["{v}", f"{{v}}, {f.city()}, {f.state_abbr()} {f.zipcode()}", f"{{v}}, {f.city()}"])
    else:
        f = P.gb_(r)
        v = f.street_address()
        if r.random() < 0.3:
            v = f"Flat {r.randint(1, 40)}, {v}"
        wrap = r.choice(["{v}", f"{{v}}, {f.city()} {f.postcode()}", f"{{v}}, {f.city()}"])
    return v, wrap, None


def gen_gov(r, P, lang):
    if lang == "zh" or (lang == "mixed" and r.random() < 0.6):
        k = r.randrange(5)
        if k <= 2:
            return (P.zh_(r).ssn() if k == 0 else cn_resident_id(r)), "{v}", "id"
        if k == 3:
            return r.choice(["E", "G", "EA", "EB"]) + rs(r, 8 if r.random() < .5 else 7, string.digits), "{v}", "passport"
        return "C" + rs(r, 8, string.digits), "{v}", "hkmo"
    k = r.randrange(6)
    if k <= 2:
        v = P.us_(r).ssn()
        if k == 2:
            v = v.replace("-", "")
        if k == 1:
            v = v.replace("-", " ")
        return v, "{v}", "ssn"
    if k == 3:
        return rs(r, 9, string.digits), "{v}", "passport"
    if k == 4:
        return r.choice(string.ascii_uppercase) + rs(r, 8, string.digits), "{v}", "passport"
    pfx = r.choice(["AB", "CE", "JH", "NP", "SR", "TW", "ZA"])
    d = rs(r, 6, string.digits)
    return f"{pfx} {d[:2]} {d[2:4]} {d[4:]} {r.choice('ABCD')}", "{v}", "nino"


def gen_fin(r, P, lang):
    k = r.randrange(7)
    if k <= 1:
        ct = r.choice(["visa16", "mastercard", "amex", "discover"])
        n = P.us_(r).credit_card_number(card_type=ct)
        if r.random() < 0.6:
            n = group(n, [4, 6, 5] if len(n) == 15 else [4, 4, 4, 4], r.choice([" ", "-"]))
        return n, "{v}", "card"
    if k == 2:
        n = luhn_complete(r.choice(["6222", "6225", "6228", "6217", "6212"]), r.choice([16, 19]), r)
        if r.random() < 0.5:
            n = group(n, [4, 4, 4, 4], " ")
        return n, "{v}", "card"
    if k == 3:
        return iban(r, "GB" if lang == "en" and r.random() < 0.4 else None), "{v}", "iban"
    if k == 4:
        return aba_routing(r), "{v}", "routing"
    if k == 5:
        return rs(r, r.randint(8, 12), string.digits), "{v}", "account"
    sc = f"{r.randint(10, 99)}-{r.randint(10, 99)}-{r.randint(10, 99)}"
    return rs(r, 8, string.digits), f"sort code {sc}, account {{v}}" if lang != "zh" else f"sort code {sc}，账号{{v}}", "ukacct"


def gen_name(r, P, lang):
    if lang == "zh" or (lang == "mixed" and r.random() < 0.5):
        f = P.zh_(r)
        if r.random() < 0.15:
            return f.last_name() + f.first_name() + r.choice(["", "", "华", "婷"]), "{v}", "zh"
        return f.name(), "{v}", "zh"
    f = P.en(r)
    if r.random() < 0.2:
        return f"{f.first_name()} {f.first_name()[0]}. {f.last_name()}", "{v}", "en"
    return f"{f.first_name()} {f.last_name()}", "{v}", "en"


def gen_user(r, P, lang):
    f = P.en(r) if lang != "zh" else P.zh_(r)
    base = f.user_name()
    k = r.randrange(6)
    if k == 0:
        base += str(r.randint(1, 9999))
    elif k == 1:
        base = base + "_" + r.choice(["dev", "codes", "x", "hq", "io", "2k"])
    elif k == 2:
        base = r.choice(["the", "real", "its", "mr", "ms"]) + base.capitalize()
    return base, "{v}", None


def gen_home(r, P, lang):
    f = P.en(r) if lang != "zh" else P.zh_(r)
    u = r.choice([f.user_name(), f.first_name().lower() if lang != "zh" else r.choice(PINYIN), f.user_name()[:6]])
    subs_posix = ["projects/api/.env", "Documents/taxes_2023.pdf", "code/memory-bot/config.yaml", ".ssh/id_ed25519",
                  "Downloads/offer_letter.docx", "dev/app/src/main.py", "Desktop/医院报告.pdf", "notes/journal.md",
                  ".aws/credentials", "work/repos/billing", "Pictures/family/2023", "venvs/ml/bin/python"]
    subs_win = ["Documents\\resume_final.docx", "AppData\\Roaming\\Code\\User\\settings.json", "Desktop\\报销单.xlsx",
                "source\\repos\\Inventory", "OneDrive\\Photos", "Downloads\\bank_statement.pdf", ".kube\\config"]
    k = r.randrange(3)
    if k == 0:
        return f"/home/{u}/{r.choice(subs_posix)}", "{v}", None
    if k == 1:
        return f"/Users/{u}/{r.choice(subs_posix)}", "{v}", None
    return f"C:\\Users\\{u}\\{r.choice(subs_win)}", "{v}", None


def gen_sched(r, P, lang):
    if lang == "zh" or (lang == "mixed" and r.random() < 0.6):
        k = r.randrange(6)
        h = r.randint(1, 11)
        if k == 0:
            pre, lo, hi = r.choice([("早上", 5, 9), ("上午", 8, 11), ("晚上", 6, 11), ("下午", 1, 6), ("凌晨", 1, 5), ("中午", 11, 12)])
            return f"{pre}{r.randint(lo, hi)}点", "{v}", None
        if k == 1:
            return f"{h}点半", "{v}", None
        if k == 2:
            return f"{r.randint(0, 23)}:{r.choice(['00', '15', '30', '45', '10', '50'])}", "{v}", None
        if k == 3:
            pre, lo, hi = r.choice([("下午", 1, 6), ("晚上", 6, 11), ("早上", 5, 9)])
            return f"{pre}{r.randint(lo, hi)}点{r.choice([10, 15, 20, 40, 45])}分", "{v}", None
        if k == 4:
            return f"{r.choice(['晚上', '早上'])}{h}点半", "{v}", None
        return f"{r.randint(6, 22)}点{r.choice(['整', '一刻', ''])}", "{v}", None
    k = r.randrange(6)
    h = r.randint(1, 12)
    if k == 0:
        return f"{h}{r.choice(['am', 'pm', 'AM', 'PM'])}", "{v}", None
    if k == 1:
        return f"{h}:{r.choice(['00', '15', '30', '45', '05', '50'])} {r.choice(['a.m.', 'p.m.', 'am', 'pm'])}", "{v}", None
    if k == 2:
        return f"{r.randint(0, 23):02d}:{r.choice(['00', '15', '30', '45', '20'])}", "{v}", None
    if k == 3:
        return f"{h}:{r.choice(['30', '45', '15'])}{r.choice(['am', 'pm'])}", "{v}", None
    if k == 4:
        return f"{r.randint(5, 11)} {r.choice(['a.m.', 'p.m.'])}", "{v}", None
    return f"{r.randint(0, 23):02d}{r.choice(['00', '30', '45'])}h", "{v}", None


def gen_geo(r, P, lang):
    zhish = lang == "zh" or (lang == "mixed" and r.random() < 0.5)
    k = r.randrange(6)
    if k <= 1:
        lat, lon = r.uniform(-60, 70), r.uniform(-170, 170)
        if zhish:
            lat, lon = r.uniform(20, 45), r.uniform(100, 125)
        fmt = r.randrange(3)
        if fmt == 0:
            return f"{lat:.5f}, {lon:.5f}", "{v}", "coord"
        if fmt == 1:
            return f"{lat:.4f},{lon:.4f}", "{v}", "coord"
        return f"{abs(lat):.4f}°{'N' if lat >= 0 else 'S'}, {abs(lon):.4f}°{'E' if lon >= 0 else 'W'}", "{v}", "coord"
    if k == 2:
        if zhish:
            return rs(r, 1, "123456789") + rs(r, 5, string.digits), "{v}", "post"
        if r.random() < 0.5:
            return P.us_(r).zipcode(), "{v}", "post"
        return P.gb_(r).postcode(), "{v}", "post"
    if k == 3:
        if zhish:
            return f"{r.choice(ZH_COMPOUND_A)}{r.choice(ZH_COMPOUND_B)}", "{v}", "place"
        f = P.en(r)
        return f"{f.last_name()} {r.choice(['Court', 'Tower', 'House', 'Plaza', 'Apartments', 'Business Park'])}", "{v}", "place"
    if k == 4:
        if zhish:
            return r.choice(ZH_STREETS), "{v}", "place"
        return P.en(r).street_name(), "{v}", "place"
    if zhish:
        return r.choice(["望京SOHO T3", "国贸三期", "环球金融中心", "腾讯滨海大厦", "西溪园区", "漕河泾开发区",
                         "软件园二期", "来福士广场"]) + r.choice(["", f"{r.randint(2, 40)}楼", f"{r.randint(2, 40)}层"]), "{v}", "place"
    return r.choice(["Canary Wharf", "Building 4, Riverside Park", "the Shard", "Hudson Yards", "Pier 39",
                     "Blackfriars Road", "Kings Cross Central", "One Market Plaza"]) + r.choice(["", f", floor {r.randint(2, 40)}", f" level {r.randint(2, 40)}"]), "{v}", "place"


GENS = {"secret": gen_secret, "password": gen_password, "email": gen_email, "phone": gen_phone,
        "address": gen_address, "government_id": gen_gov, "financial": gen_fin, "person_name": gen_name,
        "username": gen_user, "home_path": gen_home, "schedule": gen_sched, "geo": gen_geo}


# --------------------------------------------------------------------------
# phrase templates per category and language.  {v}=planted value; {L}=label
# --------------------------------------------------------------------------

PH = {
    "secret": {
        "en": ["the user's {L} is {v}", "{L}: {v}", "they pasted their {L} ({v}) by mistake",
               "export TOKEN=\"{v}\"", "{v} is the {L} for the side project", "keep the {L} handy: `{v}`",
               "rotated the {L}, new one is {v}", "the {L} in the CI settings — [{v}]",
               "they asked me to store the {L} '{v}' for later", "{L} = {v}"],
        "zh": ["用户的{L}是{v}", "{L}：{v}", "他不小心把{L}（{v}）贴进了聊天", "{L}已轮换，新的是{v}",
               "「{v}」是副业项目的{L}", "把{L}存一下：{v}，以后要用", "CI 配置里的{L}【{v}】",
               "{v}——这是她的{L}", "{L}为{v}。", "export TOKEN=\"{v}\""],
        "mixed": ["user 的 {L} 是 {v}，don't share", "{L}（{v}）is for prod only", "记一下 {L}: {v}",
                  "new {L} 已生成：{v}"],
    },
    "password": {
        "en": ["password: {v}", "pw={v}", "the password is {v}", "wifi password is '{v}'",
               "passphrase for the backup drive: \"{v}\"", "login for the bank portal — pass {v}",
               "PASSWORD={v}", "{v} is the router admin password", "the user's Netflix password is {v}",
               "pwd: {v} (don't share)", "they reuse the password {v} everywhere", "the laptop passcode is {v}"],
        "zh": ["密码是{v}", "口令：{v}", "WiFi密码：{v}", "登录密码 {v}", "{v}是路由器的管理密码",
               "开机密码为「{v}」", "邮箱密码改成了{v}", "网银密码：{v}，别忘了", "用户说他所有网站都用同一个密码{v}",
               "备份硬盘的口令是“{v}”"],
        "mixed": ["password 是 {v}", "WiFi 密码 password: {v}", "the 密码 is {v}", "登录 pw={v}"],
    },
    "email": {
        "en": ["the user's work email is {v}", "email: {v}", "reach her at {v}", "{v} is their personal inbox",
               "forward receipts to <{v}>", "cc {v} on the invoice", "From: {v}", "contact ({v})",
               "signed up with {v}", "the dentist's office emails from {v}", "[{v}]", "Reply-To: \"{v}\""],
        "zh": ["用户的工作邮箱是{v}", "邮箱：{v}", "发邮件到{v}", "「{v}」是他的私人邮箱", "{v}是她注册用的邮箱",
               "抄送{v}", "发件人：{v}", "联系邮箱（{v}）", "请把发票寄到{v}。", "【{v}】"],
        "mixed": ["email 是 {v}", "发 invoice 到 {v}", "her email：{v}", "{v} 是工作邮箱"],
    },
    "phone": {
        "en": ["the user's mobile is {v}", "phone: {v}", "call the clinic on {v}", "{v} is her work line",
               "text them at {v}", "Tel. {v}", "mum's number ({v})", "landlord — {v}", "WhatsApp {v}",
               "Phone number: \"{v}\"", "dial {v} for the plumber"],
        "zh": ["用户的手机号是{v}", "电话：{v}", "打{v}找物业", "{v}是她的工作电话", "联系电话（{v}）",
               "妈妈的号码：{v}", "房东电话 {v}", "手机：{v}，微信同号", "有事打{v}。", "【{v}】快递员"],
        "mixed": ["phone 是 {v}", "手机 mobile: {v}", "call 他 at {v}", "{v} 是 office 电话"],
    },
    "address": {
        "en": ["the user lives at {v}", "home address: {v}", "ship it to {v}", "{v} is the new flat",
               "parents' house ({v})", "the office moved to {v}", "deliveries go to \"{v}\"",
               "Address: {v}", "moving to {v} next month", "the clinic is at {v}"],
        "zh": ["用户住在{v}", "家庭住址：{v}", "快递寄到{v}", "{v}是新租的房子", "父母家（{v}）",
               "公司搬到了{v}", "收货地址：「{v}」", "地址：{v}", "下个月搬去{v}", "诊所在{v}"],
        "mixed": ["address 是 {v}", "ship to {v}，谢谢", "搬到 {v} next month", "收货 address：{v}"],
    },
    "government_id": {
        "en": {"ssn": ["SSN {v}", "the user's social security number is {v}", "{v} is their SSN",
                       "Social Security #: {v}", "tax ID (SSN): {v}", "SSN on the W-2 form: [{v}]"],
               "passport": ["passport number: {v}", "passport no. {v} (expires 2031)", "ID on the visa form — passport {v}",
                            "{v} is the passport she travels on", "Passport #{v}"],
               "nino": ["National Insurance number {v}", "NI no: {v}", "{v} (NI number, for HMRC)"]},
        "zh": {"id": ["身份证号：{v}", "用户的身份证号码是{v}", "{v}是她的身份证", "身份证（{v}）", "证件号码：{v}",
                      "报销要填身份证号{v}"],
               "passport": ["护照号{v}", "护照号码：{v}（2031年到期）", "办签证用的护照号是{v}", "{v}是他的护照号"],
               "hkmo": ["港澳通行证 {v}", "通行证号码：{v}", "{v}是她的港澳通行证"]},
        "mixed": {"id": ["ID number 身份证 {v}", "身份证 is {v}"], "passport": ["passport 号码 {v}", "护照 passport no. {v}"],
                  "hkmo": ["港澳通行证 permit no. {v}"], "ssn": ["SSN 是 {v}", "social security 号码 {v}"],
                  "nino": ["NI number 是 {v}"]},
    },
    "financial": {
        "en": {"card": ["card number {v}", "the user's Visa is {v}", "credit card: {v} exp 09/27", "pays with card {v}",
                        "{v} is the company card"],
               "iban": ["IBAN: {v}", "pay rent to IBAN {v}", "{v} (landlord's IBAN)"],
               "routing": ["routing number {v}", "ABA routing: {v}", "direct deposit — routing {v}"],
               "account": ["bank account number {v}", "{v} is the joint account", "acct # {v}", "wire to account ({v})",
                           "savings account no. {v}"],
               "ukacct": ["bank details: {v}", "pay the nanny at {v}"]},
        "zh": {"card": ["银行卡号：{v}", "用户的信用卡是{v}", "卡号（{v}）", "信用卡号 {v}，有效期09/27", "{v}是工资卡"],
               "iban": ["IBAN：{v}", "房租打到IBAN {v}", "{v}（房东的IBAN）"],
               "routing": ["routing number：{v}", "美国银行的路由号{v}"],
               "account": ["账号{v}", "开户行招商银行，账号：{v}", "{v}是他的存款账户", "银行账户：{v}"],
               "ukacct": ["英国的银行信息：{v}", "给保姆转账：{v}"]},
        "mixed": {"card": ["card number 是 {v}", "credit card 卡号 {v}"], "iban": ["转账到 IBAN {v}"],
                  "routing": ["routing number 是 {v}"], "account": ["银行卡 account {v}", "bank account 账号 {v}"],
                  "ukacct": ["UK bank 信息 {v}"]},
    },
    "person_name": {
        "en": ["the user's dentist is Dr. {v}", "my name is {v}", "their sister {v} is visiting",
               "ask {v} about the invoice", "{v} from accounting approved it", "met {v} at the conference",
               "cc: {v}", "{v} said she'd send the deck", "the user's manager, {v}, is on leave",
               "lunch with {v}", "Mr. {v} called back", "emergency contact: {v}", "\"{v}\" signed the lease"],
        "zh": ["我叫{v}", "联系人：{v}", "用户的同事{v}", "他妹妹{v}下周来", "{v}医生说要复查", "找{v}签字",
               "{v}说下周交", "用户提到他的老板{v}", "紧急联系人：{v}", "和{v}吃午饭", "「{v}」负责报销",
               "（{v}）"],
        "mixed": ["contact person 是 {v}", "和 {v} 开会 about Q3", "{v} 是 user 的 manager", "my name is {v}，叫我小名就行"],
    },
    "username": {
        "en": ["their Twitter is @{v}", "username: {v}", "GitHub user {v}", "Instagram @{v}",
               "login {v} on the staging box", "Discord handle: {v}", "@{v} on Slack", "user id \"{v}\"",
               "Reddit u/{v}", "the user goes by {v} online"],
        "zh": ["微信号：{v}", "加微信 {v}", "微博 @{v}", "用户名 {v}", "抖音号{v}", "GitHub 账号是{v}",
               "登录名：{v}", "小红书@{v}", "B站ID「{v}」"],
        "mixed": ["微信 ID: {v}", "GitHub username 是 {v}", "Twitter 账号 @{v}", "login 用户名 {v}"],
    },
    "home_path": {
        "en": ["the file is at {v}", "$ cat {v}", "config lives in {v}", "saved to {v}", "open \"{v}\"",
               "(see {v})", "cd {v} && make", "path: {v}", "[{v}]", "ls -la {v}"],
        "zh": ["文件在{v}", "配置放在{v}", "保存到了{v}", "路径：{v}", "（见{v}）", "$ vim {v}",
               "他把报告存在「{v}」", "打开{v}看看"],
        "mixed": ["file 在 {v}", "path 是 {v}", "cd {v} 然后 run make", "config 在 {v} 里"],
    },
    "schedule": {
        "en": ["wakes up at {v} every day", "gym at {v} on Mon/Wed/Fri", "takes meds at {v}",
               "school pickup is {v}", "daily standup at {v}", "{v} — call mum", "bedtime around {v}",
               "walks the dog at {v}", "therapy session every Tuesday at {v}", "the kids' bus comes at {v}"],
        "zh": ["每天{v}起床", "{v}去接孩子", "每周一三五{v}去健身", "{v}吃药", "每天{v}开站会",
               "{v}给妈妈打电话", "一般{v}睡觉", "{v}遛狗", "每周二{v}做心理咨询", "校车{v}到"],
        "mixed": ["每天 {v} standup", "gym 时间是 {v}", "{v} 吃 meds", "wake up at {v} 每天"],
    },
    "geo": {
        "en": {"coord": ["home coordinates {v}", "the cabin is at {v}", "pin ({v})", "location: \"{v}\"", "GPS {v}"],
               "post": ["ZIP {v}", "postcode: {v}", "zip code {v}", "lives in the {v} area"],
               "place": ["lives near {v}", "the office is in {v}", "meet at {v}", "the kids' school is off {v}",
                         "location: \"{v}\""]},
        "zh": {"coord": ["家的坐标是{v}", "定位（{v}）", "位置：「{v}」", "GPS：{v}"],
               "post": ["邮编：{v}", "邮政编码{v}", "收件邮编（{v}）"],
               "place": ["住在{v}附近", "公司在{v}", "在{v}见面", "孩子学校在{v}旁边", "位置：「{v}」"]},
        "mixed": {"coord": ["coordinates 是 {v}", "GPS 定位 {v}"], "post": ["postcode 邮编 {v}", "ZIP 是 {v}"],
                  "place": ["住在 {v} nearby", "office 在 {v}"]},
    },
}

# label-less categories still get a small extra context for variety
ZH_LABEL_OK = {"secret"}

# --------------------------------------------------------------------------
# frames: {x} main phrase, {y} optional second phrase; {city}/{date}/...
# --------------------------------------------------------------------------

FRAMES = {
    "en": [
        "{x}", "User note: {x}.", "Remember: {x}.", "The user mentioned that {x}.", "Memory: {x}",
        "- {x}", "[ ] {x}", "{x} (confirmed on the {date} call)", "{x}. Noted after the chat.",
        "Meeting notes {date}: discussed the Q3 roadmap; {x}; next sync on {weekday}.",
        "From the email the user pasted:\n> Hi team,\n> {x}\n> Thanks!", "Chat snippet: \"{x}\"",
        "TODO:\n1. renew gym membership\n2. {x}\n3. book flights to {city}",
        "Travel itinerary — {city}:\n* Day 1: arrive, {x}\n* Day 2: museums",
        "Health note: {x}; allergic to penicillin.", "Shopping list for the weekend: eggs, oat milk. Also {x}.",
        "Family: {x}. The kids are in year 4 and year 6.", "Work context: the user is a backend engineer; {x}.",
        "| field | value |\n|---|---|\n| note | {x} |\n| updated | {date} |",
        "Pasted shell history:\n$ git pull\n$ {x}\n$ make test", "Important — {x}!", "({x})",
        "According to the user, {x}, which is why they were late.", "Key facts: {x}; {y}.",
        "Notes from today:\n- {x}\n- {y}\n- prefers dark mode", "{x}; also {y}.",
        "Quick reminder for next time: {x}.", "User asked me to remember this: {x}",
        "Context from Slack thread: '{x}' — sent {weekday}.", "Per the user's spouse, {x}.",
        "Onboarding checklist item 4: {x}", "{x}\n\n(copied from their notes app)", "> {x}",
        "Itinerary {date}: flight to {city} in the morning, then {x}.", "The user's GP notes: {x}.",
        "Recap: {x}. Follow up in two weeks.", "In the doc they shared, {x}.",
        "Re: invoice #{n} — {x}", "Their message, verbatim: {x}", "Couldn't finish earlier; {x}. Will retry.",
        "* {x}\n* {y}", "Note to self (agent): {x} — don't bring up unless asked.",
        "Subject: Re: weekend plans\n\n{x}\n\nCheers", "Profile update — {x}.",
    ],
    "zh": [
        "{x}", "记住：{x}。", "用户提到{x}。", "备忘：{x}", "{x}（{date}确认）", "{x}。聊天后记录。",
        "会议纪要（{date}）：讨论了上线计划；{x}；下{weekday}再对一次。", "待办：\n1. 续费健身卡\n2. {x}\n3. 订去{city}的机票",
        "行程——{city}：\n· 第一天：到达，{x}\n· 第二天：逛博物馆", "健康备注：{x}；对青霉素过敏。",
        "购物清单：鸡蛋、燕麦奶。另外{x}。", "家庭信息：{x}。孩子上四年级。", "工作背景：用户是后端工程师，{x}。",
        "| 项目 | 内容 |\n|---|---|\n| 备注 | {x} |\n| 更新 | {date} |", "用户粘贴的邮件片段：\n> 各位好，\n> {x}\n> 谢谢！",
        "聊天记录：“{x}”", "【重要】{x}", "{x}——用户特别强调不要忘了。", "- {x}", "（{x}）",
        "关键信息：{x}；{y}。", "今天的笔记：\n- {x}\n- {y}\n- 喜欢深色模式", "{x}，另外{y}。",
        "下次提醒：{x}。", "用户让我记住：{x}", "来自群聊：『{x}』——{weekday}发的。", "据用户的爱人说，{x}。",
        "入职清单第4项：{x}", "{x}\n\n（从备忘录复制）", "> {x}", "行程（{date}）：上午飞{city}，然后{x}。",
        "医生的记录：{x}。", "小结：{x}。两周后跟进。", "在他分享的文档里，{x}。", "关于订单#{n}：{x}",
        "原话：{x}", "之前没弄完；{x}。稍后重试。", "* {x}\n* {y}", "注意（助手自用）：{x}，除非用户问起否则别提。",
        "用户更新资料——{x}。", "周末安排：先去{city}，{x}。", "用户说：“{x}”，语气很着急。",
        "{x}！", "TODO：{x}",
    ],
}
FRAMES["mixed"] = FRAMES["en"][:20] + FRAMES["zh"][:20]

CITIES = {"en": ["London", "Seattle", "Manchester", "Austin", "Edinburgh", "Denver", "Bristol", "Boston"],
          "zh": ["杭州", "成都", "上海", "深圳", "西安", "厦门", "北京", "南京"]}
WEEKDAYS = {"en": ["Monday", "Tuesday", "Thursday", "Friday"], "zh": ["周一", "周二", "周四", "周五"]}

SENT = ("\ue000", "\ue001")


def _fill_ctx(frame, r, lang):
    cl = "zh" if lang == "zh" or (lang == "mixed" and re.search(r"[\u4e00-\u9fff]", frame)) else "en"
    d = f"{r.randint(2022, 2025)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"
    return (frame.replace("{city}", r.choice(CITIES[cl])).replace("{date}", d)
            .replace("{weekday}", r.choice(WEEKDAYS[cl])).replace("{n}", str(r.randint(1000, 99999))))


def _phrase(cat, lang, r, P, sentinel):
    v, wrap, meta = GENS[cat](r, P, lang)
    table = PH[cat][lang]
    if isinstance(table, dict):
        table = table.get(meta) or [p for ps in table.values() for p in ps]
    ph = r.choice(table)
    lab = ""
    if cat == "secret":
        lab = meta[1] if lang == "zh" else meta[0]
        if lang == "mixed":
            lab = meta[r.randrange(2)]
        # wrappers that carry their own assignment/cue
        if wrap.startswith("\n") and not ph.startswith("{v}"):
            pass
    inner = wrap.replace("{v}", sentinel)
    return ph.replace("{L}", lab).replace("{v}", inner), v


def samples() -> list[Sample]:
    P = _Pools()
    out: list[Sample] = []
    for li, lang in enumerate(LANGS):
        for ci, cat in enumerate(CATEGORIES):
            r = random.Random(10_000 + 97 * ci + 13 * li)
            for _ in range(PER_CAT[lang]):
                frame = r.choice(FRAMES[lang])
                frame = _fill_ctx(frame, r, lang)
                x, v1 = _phrase(cat, lang, r, P, SENT[0])
                planted = [(SENT[0], v1, cat)]
                if "{y}" in frame:
                    c2 = r.choice([c for c in CATEGORIES if c != cat])
                    y, v2 = _phrase(c2, lang, r, P, SENT[1])
                    planted.append((SENT[1], v2, c2))
                    frame = frame.replace("{y}", y)
                raw = frame.replace("{x}", x)
                # assemble with spans
                text, spans = "", {}
                for ch in raw:
                    hit = next((p for p in planted if p[0] == ch), None)
                    if hit:
                        spans[ch] = (len(text), len(text) + len(hit[1]), hit[2])
                        text += hit[1]
                    else:
                        text += ch
                for s, _v, c in planted:
                    a, b, _ = spans[s]
                    out.append(Sample(text, c, lang, a, b))
    return out


# --------------------------------------------------------------------------
# benign memories
# --------------------------------------------------------------------------

def _uuid(r):
    h = rs(r, 32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"


BEN_EN = [
    "User prefers dark mode in VS Code and uses {font} at size {s}.",
    "The user's project runs on Python {ver} with Django {ver2}; dev server on port {port}.",
    "Deployed commit {sha1} to staging on {date}.", "Release tarball checksum: sha256:{sha256}",
    "Request ID {uuid} failed with HTTP 502; a retry fixed it.", "Order #{order} from the bookstore should arrive next week.",
    "Tracking issue {proj}-{n} is blocked on the upstream fix.", "Ticket INC{n7} was closed after the outage review.",
    "User is planning a trip to {city}, {country} in the spring.", "Likes to run early in the morning, usually before breakfast.",
    "Run `docker compose up -d` and open http://localhost:{port}/health.",
    "```python\nfor i in range({s}):\n    print(i * 2)\n```", "Config snippet: {{\"log_level\": \"debug\", \"port\": {port}, \"retries\": {s}}}",
    "$ git rebase -i HEAD~{s}\n$ git push --force-with-lease", "kubectl get pods -n {ns} -o wide",
    "Uses a {product} and wants to upgrade to the {product2} next year.", "Favourite cuisine is Thai; dislikes coriander.",
    "Reading list: Designing Data-Intensive Applications, The Pragmatic Programmer.",
    "Prefers the 24-hour clock in UIs and metric units.", "Node {ver} LTS, pnpm workspace with {s} packages.",
    "Postgres {maj} upgrade is planned for Q{q}.", "The CI build takes about {s} minutes.", "Uses Vim keybindings everywhere.",
    "Budget for the new laptop is around ${money}.", "Weekends are for hiking; prefers trails under 15 km.",
    "Image pinned as myapp:{ver}@sha256:{sha256}", "Meeting notes {date}: agreed to deprecate the v1 API by end of quarter.",
    "Gets HTTP 429 when exceeding {s}00 requests per minute.", "pip install 'requests>={ver}'",
    "Docker image size dropped from {big} MB to {s} MB after the multi-stage build.",
    "Wants reminders in the evening rather than the morning.", "Would like to attend a conference in {country} next year.",
    "Favourite language is Rust; learning Go on weekends.", "Listened to a podcast about CRDTs; wants a summary later.",
    "The Raspberry Pi is on firmware {ver}.", "Error code 0x{hex8} appears when the GPU driver crashes.",
    "Accent colour is #{hex6} in the design system.", "Migration 00{s}_add_index.sql applied to the test database.",
    "Redis maxmemory set to {s}gb with allkeys-lru.", "Sprint {s} retro: too many meetings, not enough focus time.",
    "Prefers pull requests under 400 lines.", "Visited {city} last autumn and loved the food markets.",
    "Chrome version {maj}.0.{n}.{s} has the rendering bug.", "Timeout raised from {s} to {big} seconds in nginx.conf.",
    "`curl -s https://api.github.com/repos/python/cpython | jq .stargazers_count`",
    "JSON: {{\"theme\": \"solarized\", \"tabSize\": 4, \"formatOnSave\": true}}", "Likes jazz and lo-fi while coding.",
    "Tests: {s} passed, 0 failed in {s}.{q}s.", "Commit {sha7} introduced the regression.",
    "The user's team uses trunk-based development with feature flags.", "Plans to learn Spanish before visiting {country}.",
    "Working from home on Fridays; prefers async updates.", "Bought a {product} on sale in the {date} promotion.",
    "Daily cap for coffee is two cups.", "Thinks the {product} battery life is disappointing.",
    "SELECT count(*) FROM orders WHERE created_at > now() - interval '{s} days';",
    "Wants the memory summaries to be short bullet points.", "The cluster has {s} nodes, each with {big} GiB RAM.",
    "Follows a vegetarian diet on weekdays.", "Cron: `0 */{q} * * * /usr/local/bin/backup.sh`",
    "Favourite season is autumn; dislikes humid summers.", "Upgraded Terraform to {ver}; provider aws ~> {maj}.0.",
    "Grafana dashboard uid {hex8} shows p99 latency.", "ISBN of the book they recommended: 978-0-13-{n7s}-{q}.",
    "Usually takes the train rather than driving.", "The monorepo has about {big}k lines of TypeScript.",
]
BEN_ZH = [
    "用户喜欢深色主题，VS Code 字体用 {font}，字号{s}。", "用户的项目用 Python {ver}，Django {ver2}；开发服务器端口{port}。",
    "{date}把提交{sha1}部署到了预发环境。", "发布包校验和：sha256:{sha256}", "请求ID {uuid} 返回502，重试后正常。",
    "订单号#{order}的书下周到。", "问题单{proj}-{n}卡在上游修复。", "工单INC{n7}已在故障复盘后关闭。",
    "用户计划春天去{city}旅行。", "喜欢每天早上跑步，一般在早饭前。", "运行 `docker compose up -d`，然后打开 http://localhost:{port}/health。",
    "```python\nfor i in range({s}):\n    print(i * 2)\n```", "配置片段：{{\"log_level\": \"debug\", \"port\": {port}, \"retries\": {s}}}",
    "$ git rebase -i HEAD~{s}\n$ git push --force-with-lease", "kubectl get pods -n {ns} -o wide",
    "用户在用{product}，打算明年换{product2}。", "喜欢川菜，不吃香菜。", "书单：《数据密集型应用系统设计》《程序员修炼之道》。",
    "界面偏好24小时制和公制单位。", "Node {ver} LTS，pnpm 工作区里有{s}个包。", "Postgres {maj} 升级计划在第{q}季度。",
    "CI 构建大约需要{s}分钟。", "到处都用 Vim 键位。", "新笔记本预算大约{money}元。", "周末喜欢爬山，路线一般不超过15公里。",
    "镜像固定为 myapp:{ver}@sha256:{sha256}", "会议纪要（{date}）：同意在季度末下线 v1 接口。", "每分钟超过{s}00次请求会返回429。",
    "pip install 'requests>={ver}'", "多阶段构建后镜像从{big}MB降到{s}MB。", "希望晚上提醒，不要早上提醒。",
    "明年想去{country}参加技术大会。", "最喜欢的语言是 Rust，周末在学 Go。", "听了一期关于 CRDT 的播客，之后想要个总结。",
    "树莓派固件版本{ver}。", "显卡驱动崩溃时报错码0x{hex8}。", "设计系统的强调色是#{hex6}。", "迁移脚本00{s}_add_index.sql已在测试库执行。",
    "Redis maxmemory 设为{s}gb，策略 allkeys-lru。", "第{s}个迭代回顾：会太多，专注时间不够。", "希望 PR 控制在400行以内。",
    "去年秋天去过{city}，很喜欢那里的夜市。", "Chrome {maj}.0.{n}.{s} 有渲染问题。", "nginx.conf 里的超时从{s}秒改成{big}秒。",
    "测试：{s}个通过，0个失败，用时{s}.{q}秒。", "提交{sha7}引入了回归。", "团队采用主干开发加特性开关。", "打算去{country}之前学点西班牙语。",
    "每周五在家办公，喜欢异步沟通。", "{date}大促时买了{product}。", "每天咖啡不超过两杯。", "觉得{product}续航一般。",
    "SELECT count(*) FROM orders WHERE created_at > now() - interval '{s} days';", "希望记忆摘要用简短的要点。",
    "集群有{s}个节点，每个{big}GiB内存。", "工作日吃素。", "定时任务：`0 */{q} * * * /usr/local/bin/backup.sh`",
    "最喜欢秋天，不喜欢潮湿的夏天。", "Terraform 升级到{ver}；aws provider ~> {maj}.0。", "Grafana 面板 uid {hex8} 显示 p99 延迟。",
    "通常坐高铁，不开车。", "每天早上先看邮件再写代码。", "周末一般陪家人，不看工作消息。", "用户最近在学做饭，喜欢番茄炒蛋。",
    "每天晚上睡前会读半小时书。", "喜欢{city}的天气，觉得{country}的咖啡不错。", "Monorepo 里大约有{big}k 行 TypeScript 代码。",
    "用户说 macOS 升级到 {maj}.{q} 之后蓝牙不稳定。",
]
PRODUCTS = ["MacBook Air M2", "ThinkPad X1 Carbon", "Pixel 8", "iPhone 15", "Kindle Paperwhite", "Sony WH-1000XM5",
            "Steam Deck", "Framework Laptop 13", "Dell XPS 13", "iPad Air"]
COUNTRIES = {"en": ["Japan", "Portugal", "Canada", "New Zealand", "Norway", "Mexico", "Italy"],
             "zh": ["日本", "葡萄牙", "加拿大", "新西兰", "挪威", "墨西哥", "意大利"]}
FONTS = ["JetBrains Mono", "Fira Code", "Cascadia Code", "Iosevka", "Source Code Pro"]


def benign() -> list[str]:
    out = []
    for li, lang in enumerate(["en", "zh"]):
        r = random.Random(55_555 + li)
        tpls = BEN_EN if lang == "en" else BEN_ZH
        for i in range(N_BENIGN[lang]):
            t = tpls[i % len(tpls)] if i < len(tpls) else r.choice(tpls)
            maj, mi, pa = r.randint(1, 20), r.randint(0, 30), r.randint(0, 12)
            sha1 = rs(r, 40, HEX)
            fill = dict(font=r.choice(FONTS), s=r.randint(2, 64), ver=f"{maj}.{mi}.{pa}",
                        ver2=f"{r.randint(3, 5)}.{r.randint(0, 2)}", port=r.choice([3000, 5432, 8000, 8080, 8443, 9090, 6379, 5173]),
                        sha1=sha1, sha7=sha1[:7], sha256=hashlib.sha256(rs(r, 20).encode()).hexdigest(),
                        date=f"{r.randint(2021, 2025)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
                        uuid=_uuid(r), order=r.randint(10000, 999999), proj=r.choice(["PROJ", "OPS", "WEB", "INFRA", "ML"]),
                        n=r.randint(100, 9999), n7=f"{r.randint(0, 9999999):07d}", n7s=f"{r.randint(0, 999999):06d}",
                        city=r.choice(CITIES[lang]), country=r.choice(COUNTRIES[lang]), ns=r.choice(["default", "payments", "kube-system", "staging"]),
                        product=r.choice(PRODUCTS), product2=r.choice(PRODUCTS), maj=maj, q=r.randint(1, 4),
                        money=r.choice([800, 1200, 1500, 8000, 12000]), big=r.randint(100, 900), hex8=rs(r, 8, HEX).upper(),
                        hex6=rs(r, 6, HEX))
            out.append(t.format(**fill))
    return out


# --------------------------------------------------------------------------
# evaluation
# --------------------------------------------------------------------------

STRICT = {"secret", "password", "government_id", "financial", "email", "phone"}
_PREFIXES = ["github_pat_", "sk-ant-api03-", "sk-proj-", "sk_live_", "rk_live_", "ghp_", "hf_", "SG.", "AKIA", "AIza",
             "xoxb-", "xoxp-", "xoxa-"]


def _norm(s: str) -> str:
    return re.sub(r"[^A-Za-z0-9]", "", s)


def _core(value: str) -> str:
    v = re.sub(r"-----(BEGIN|END) [A-Z ]+-----", " ", value)
    if v.startswith("eyJ") and v.count(".") == 2:  # JWT: the standard header is not private
        v = v.split(".", 1)[1]
    for p in _PREFIXES:
        if v.startswith(p):
            v = v[len(p):]
            break
    return v


def survives(s: Sample, red: str) -> bool:
    if s.value in red:
        return True
    if s.category not in STRICT:
        return False
    core = _norm(_core(s.value))
    if len(core) < 6:
        return False
    rest = [_norm(s.text[:s.start]), _norm(s.text[s.end:])]
    nred = _norm(red)
    for i in range(len(core) - 5):
        w = core[i:i + 6]
        if w in nred and not any(w in x for x in rest):
            return True
    return False


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "src"))
    from complex_memory_manager.privacy import default_gate

    gate = default_gate()
    S = samples()
    B = benign()
    cache: dict[str, str] = {}

    def red(t):
        if t not in cache:
            cache[t] = gate.redact(t).text
        return cache[t]

    tot, surv = Counter(), Counter()
    failures = []
    for s in S:
        rt = red(s.text)
        tot[(s.category, s.lang)] += 1
        if survives(s, rt):
            surv[(s.category, s.lang)] += 1
            failures.append({"kind": "survived", "category": s.category, "lang": s.lang, "value": s.value,
                             "text": s.text, "redacted": rt})
    btot, balt = Counter(), Counter()
    for i, t in enumerate(B):
        lang = "en" if i < N_BENIGN["en"] else "zh"
        btot[lang] += 1
        rt = red(t)
        if rt != t:
            balt[lang] += 1
            failures.append({"kind": "benign_altered", "category": "benign", "lang": lang, "text": t, "redacted": rt})

    hdr = f"{'category':<15}" + "".join(f"{l:>16}" for l in LANGS) + f"{'all':>16}"
    print("Survival rate (lower is better): survived/total")
    print(hdr)
    print("-" * len(hdr))
    for c in CATEGORIES:
        row = f"{c:<15}"
        for l in LANGS:
            n, k = tot[(c, l)], surv[(c, l)]
            row += f"{f'{k}/{n} {100 * k / max(n, 1):5.1f}%':>16}"
        n = sum(tot[(c, l)] for l in LANGS)
        k = sum(surv[(c, l)] for l in LANGS)
        row += f"{f'{k}/{n} {100 * k / max(n, 1):5.1f}%':>16}"
        print(row)
    n, k = sum(tot.values()), sum(surv.values())
    print("-" * len(hdr))
    print(f"{'TOTAL':<15}{'':>48}{f'{k}/{n} {100 * k / n:5.1f}%':>16}")
    print()
    print("Benign alteration rate (lower is better):")
    for l in ["en", "zh"]:
        print(f"  {l:<8} {balt[l]}/{btot[l]} = {100 * balt[l] / btot[l]:.1f}%")
    bt, ba = sum(btot.values()), sum(balt.values())
    print(f"  {'overall':<8} {ba}/{bt} = {100 * ba / bt:.1f}%")
    out = Path("/tmp/blind_a_failures.json")
    out.write_text(json.dumps(failures, ensure_ascii=False, indent=1))
    print(f"\n{len(failures)} failures written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
