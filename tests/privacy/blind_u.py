# ruff: noqa
"""Blind privacy corpus U — third independent acceptance corpus.

Style: a privacy engineer at a customer company evaluating the gate before rollout.
Acceptance bar checked elsewhere: on held-out text of the same kind (Faker en_US, en_GB,
zh_CN values plus hand-written hard cases) at most 1% of planted values survive per
category and language, and at most 2% of benign texts are altered.

Registers mixed evenly: (1) what an assistant agent notes about its user, (2) support and
CRM records, (3) developer/ops notes and logs, (4) messages and emails — in English,
Chinese and code-switched text.  Templates marked with a leading "!" are hard cases
(about 20%); "[variant]" selects a value variant; "⏎" is a newline.

Author note: written blind — without reading the gate's source, its tests or its history,
and without running the gate.  Seeds: Faker(...).seed_instance(9401), random.Random(9402).
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
import sys
from pathlib import Path

import datetime as _datetime

from faker import Faker

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

#: Faker's time() draws up to "now" by default, which made this corpus drift with the
#: clock; pinned by the lead after the corpus was scored (values before the pin differ)
_PINNED_END = _datetime.datetime(2025, 6, 30, 23, 59)

FAKER_SEED = 9401
RANDOM_SEED = 9402
PER_CELL = 250
BENIGN_PER_LANG = 400

_PH = re.compile(r"\{(\w+)\}")
ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"

# --------------------------------------------------------------------------- fixed lists
CITIES_EN = ["Leeds", "Bristol", "Manchester", "Denver", "Austin", "Portland", "Glasgow",
             "Cardiff", "Chicago", "Seattle", "Boston", "Nottingham", "Phoenix", "Toronto"]
CITIES_ZH = ["杭州", "成都", "南京", "武汉", "深圳", "苏州", "西安", "重庆", "厦门", "长沙", "青岛", "天津"]
LOC_ZH = ["北京市朝阳区", "上海市徐汇区", "广州市天河区", "深圳市南山区", "杭州市西湖区", "成都市武侯区",
          "南京市鼓楼区", "武汉市洪山区", "西安市雁塔区", "苏州市工业园区", "浙江省宁波市鄞州区",
          "江苏省无锡市梁溪区", "广东省佛山市顺德区", "四川省绵阳市涪城区", "湖南省长沙市岳麓区",
          "山东省青岛市市南区", "天津市和平区", "重庆市渝中区", "福建省厦门市思明区"]
ROADS_ZH = ["中山路", "建国路", "解放大道", "人民路", "长江路", "文三路", "学院路", "淮海中路",
            "滨江大道", "科技园路", "天府大道", "延安西路", "珠江路", "友谊路", "青年街", "和平街",
            "迎宾大道", "新华路", "光明街", "金沙江路", "东风路", "朝阳北路", "漕溪北路", "体育西路"]
COMPANIES = ["Acme Cloud", "Northwind", "Contoso", "Globex", "Initech", "Umbrella Labs",
             "Stark Analytics", "Wayne Logistics", "Hooli", "Vandelay Imports", "蓝鲸科技", "星河云"]
DOMAINS = ["example-corp.com", "acme.io", "northwind.dev", "contoso.net", "globex.cn",
           "initech.co.uk", "hooli.xyz", "vandelay.org"]
NEIGH_EN = ["Shoreditch", "Notting Hill", "Headingley", "Jesmond", "Clifton Village", "Didsbury",
            "Park Slope", "Wicker Park", "Noe Valley", "Capitol Hill", "Hyde Park Corner estate",
            "Bed-Stuy", "Ballard", "Fishtown", "Kensal Rise", "Brixton Hill", "Roath", "Morningside",
            "Byker Wall estate", "Barbican Estate", "Ladywood", "Bearsden", "Chorlton-cum-Hardy",
            "Hampden Gurney estate", "Old Fourth Ward", "Echo Park", "Germantown", "Kitsilano"]
NEIGH_EN_SUFFIX = ["Heights", "Meadows", "Gardens estate", "Park estate", "Village", "Grove",
                   "Crossing subdivision", "Ridge", "Commons", "Fields estate"]
XQ_BRAND = ["万科", "保利", "绿地", "龙湖", "华润", "碧桂园", "融创", "金地", "中海", "招商", "世茂", "旭辉"]
XQ_MID = ["翡翠", "金色", "阳光", "星河", "锦绣", "香樟", "紫荆", "枫林", "海棠", "御景", "天玺", "云锦", "清水湾", "滨江"]
XQ_SUF = ["花园", "家园", "小区", "公馆", "名邸", "新村", "苑", "雅苑", "城", "华府", "里", "一号院"]
NEIGH_ZH = ["望京", "回龙观", "天通苑", "五角场", "陆家嘴", "科学城", "后沙峪", "梅林关", "南湖新村",
            "曹杨新村", "团结湖", "方庄", "劲松", "龙华新区", "大学城", "光谷"]
CN_REGIONS = ["110105", "110108", "310104", "310115", "440305", "440106", "330106", "320102",
              "510107", "420106", "610113", "370202", "500103", "350203", "430104", "120101"]
ZH_COMPOUND = ["欧阳", "司马", "诸葛", "上官", "慕容", "东方", "皇甫", "令狐"]
ZH_GIVEN = ["子涵", "思远", "雨桐", "浩然", "一鸣", "晓峰", "梦瑶", "嘉怡", "俊杰", "文博", "若曦", "天佑"]
EN_ODD_LAST = ["O'Connor", "McAllister", "Fitzgerald-Hughes", "D'Souza", "Van der Berg", "MacLeod",
               "Okonkwo-Smith", "St. Clair"]
WORDS_EN = ["harbor", "violet", "granite", "saffron", "lantern", "meadow", "copper", "thistle",
            "orbit", "walnut", "pepper", "falcon", "quartz", "juniper", "ember", "cobalt"]

_SECRET_KINDS = [
    ("aws_id", "AWS access key", "AWS_ACCESS_KEY_ID"),
    ("aws_secret", "AWS secret key", "AWS_SECRET_ACCESS_KEY"),
    ("ghp", "GitHub token", "GITHUB_TOKEN"),
    ("gh_pat", "GitHub fine-grained token", "GH_PAT"),
    ("slack_bot", "Slack bot token", "SLACK_BOT_TOKEN"),
    ("slack_user", "Slack user token", "SLACK_USER_TOKEN"),
    ("openai", "OpenAI key", "OPENAI_API_KEY"),
    ("openai_old", "OpenAI key", "OPENAI_KEY"),
    ("anthropic", "Anthropic API key", "ANTHROPIC_API_KEY"),
    ("stripe", "Stripe secret key", "STRIPE_SECRET_KEY"),
    ("stripe_rk", "Stripe restricted key", "STRIPE_RESTRICTED_KEY"),
    ("google", "Google API key", "GOOGLE_API_KEY"),
    ("hf", "Hugging Face token", "HF_TOKEN"),
    ("sendgrid", "SendGrid key", "SENDGRID_API_KEY"),
    ("telegram", "Telegram bot token", "TELEGRAM_BOT_TOKEN"),
    ("jwt", "session JWT", "AUTH_JWT"),
    ("hex", "webhook secret", "WEBHOOK_SECRET"),
    ("b64", "signing secret", "APP_SIGNING_SECRET"),
    ("fakerpw", "API secret", "CLIENT_SECRET"),
    ("sha", "access token", "SERVICE_ACCESS_TOKEN"),
]


def cn_id_checksum(body17: str) -> str:
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(c) * k for c, k in zip(body17, w)) % 11]


def luhn_ok(num: str) -> bool:
    d = [int(c) for c in num if c.isdigit()]
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2:
            x *= 2
            if x > 9:
                x -= 9
        s += x
    return s % 10 == 0


def luhn_complete(prefix: str) -> str:
    for c in "0123456789":
        if luhn_ok(prefix + c):
            return prefix + c
    raise AssertionError


def iban_check(country: str, bban: str) -> str:
    s = bban + country + "00"
    n = int("".join(str(int(ch, 36)) for ch in s))
    return f"{98 - n % 97:02d}"


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


def b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


# --------------------------------------------------------------------------- value generators
class Gen:
    def __init__(self) -> None:
        self.us = Faker("en_US")
        self.gb = Faker("en_GB")
        self.cn = Faker("zh_CN")
        for i, f in enumerate((self.us, self.gb, self.cn)):
            f.seed_instance(FAKER_SEED + i)
        self.r = random.Random(RANDOM_SEED)

    # helpers
    def rs(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def digits(self, n: int) -> str:
        return str(self.r.randint(1, 9)) + self.rs(string.digits, n - 1)

    def en(self) -> Faker:
        return self.r.choice((self.us, self.gb))

    def any(self, lang: str) -> Faker:
        if lang == "en":
            return self.en()
        if lang == "zh":
            return self.cn if self.r.random() < 0.8 else self.en()
        return self.r.choice((self.us, self.gb, self.cn))

    # fillers ---------------------------------------------------------------
    def filler(self, name: str, lang: str, extra: dict) -> str:
        r = self.r
        if name in extra:
            return extra[name]
        if name == "city":
            return r.choice(CITIES_ZH if lang == "zh" else CITIES_EN + CITIES_ZH[:3] if lang == "mixed" else CITIES_EN)
        if name == "zhloc":
            return r.choice(LOC_ZH)
        if name == "co":
            return r.choice(COMPANIES)
        if name == "dom":
            return r.choice(DOMAINS)
        if name == "n":
            return str(r.randint(2, 480))
        if name == "tk":
            return r.choice(["#", "TCK-", "SR-", "CS", "INC"]) + str(r.randint(10000, 999999))
        if name == "date":
            return f"2024-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"
        if name == "day":
            return r.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
        if name == "zday":
            return r.choice(["周一", "周二", "周三", "周四", "周五", "周六", "周日", "工作日"])
        if name == "ver":
            return f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 12)}"
        if name == "port":
            return r.choice(["443", "8080", "5432", "6379", "3306", "9200", "27017", "8443"])
        if name == "uuid":
            return self.us.uuid4()
        if name == "sha":
            return self.us.sha1()[: r.choice([7, 8, 12, 40])]
        if name == "digest":
            return self.us.sha256()
        if name == "price":
            return f"{r.randint(3, 2400)}.{r.randint(0, 99):02d}"
        if name == "qty":
            return str(r.randint(2, 64))
        if name == "order":
            return str(r.randint(10**7, 10**9))
        if name == "ip":
            return r.choice(["8.8.8.8", "1.1.1.1", "9.9.9.9", "208.67.222.222", "8.8.4.4", "1.0.0.1"])
        if name == "country":
            return r.choice(["France", "Japan", "Canada", "Brazil", "Kenya", "Norway", "Vietnam", "Mexico"])
        if name == "zcountry":
            return r.choice(["日本", "法国", "加拿大", "巴西", "泰国", "新加坡", "挪威", "墨西哥"])
        if name == "dur":
            return str(r.randint(2, 90))
        if name == "pct":
            return str(r.randint(1, 99))
        if name == "year":
            return str(r.randint(1998, 2025))
        if name == "bad16":
            while True:
                d = self.digits(16)
                if not luhn_ok(d):
                    return " ".join(d[i:i + 4] for i in range(0, 16, 4)) if r.random() < 0.5 else d
        if name == "build":
            return f"{r.randint(2019, 2025)}.{r.randint(1, 12):02d}.{r.randint(1, 28):02d}"
        if name == "py":
            return r.choice(["3.9", "3.10", "3.11", "3.12", "3.13"])
        if name == "word":
            return r.choice(WORDS_EN)
        raise KeyError(name)

    # secret ----------------------------------------------------------------
    def secret(self, variant: str, lang: str) -> dict:
        r = self.r
        if variant == "url":
            kind = r.random()
            if kind < 0.3:
                v = self.rs(ALNUM, r.randint(14, 28))
            elif kind < 0.55:
                v = self.r.choice((self.us, self.gb)).password(length=r.randint(12, 20), special_chars=False)
            elif kind < 0.8:
                v = self.rs(string.hexdigits.lower()[:16], 32)
            else:
                v = self.rs(ALNUM, 10) + r.choice(["-", "_", "~"]) + self.rs(ALNUM, 10)
            return {"v": v}
        if variant == "pem":
            typ = r.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
            body = base64.b64encode(r.randbytes(r.randint(150, 330))).decode()
            lines = [body[i:i + 64] for i in range(0, len(body), 64)]
            v = f"-----BEGIN {typ}-----\n" + "\n".join(lines) + f"\n-----END {typ}-----"
            return {"v": v, "label": "private key", "env": "SSH_PRIVATE_KEY", "envl": "private_key"}
        kind, label, env = r.choice(_SECRET_KINDS)
        if kind == "aws_id":
            v = "AKIA" + self.rs(string.ascii_uppercase + "234567", 16)
        elif kind == "aws_secret":
            v = self.rs(ALNUM + "/+", 40)
        elif kind == "ghp":
            v = "ghp_" + self.rs(ALNUM, 36)
        elif kind == "gh_pat":
            v = "github_pat_" + self.rs(string.ascii_uppercase + string.digits, 22) + "_" + self.rs(ALNUM, 59)
        elif kind == "slack_bot":
            v = f"xoxb-{self.digits(r.choice([11, 12, 13]))}-{self.digits(13)}-{self.rs(ALNUM, 24)}"
        elif kind == "slack_user":
            v = f"xoxp-{self.digits(12)}-{self.digits(12)}-{self.digits(13)}-{self.rs('0123456789abcdef', 32)}"
        elif kind == "openai":
            v = "sk-proj-" + self.rs(URLSAFE, r.choice([48, 74, 156]))
        elif kind == "openai_old":
            v = "sk-" + self.rs(ALNUM, 20) + "T3BlbkFJ" + self.rs(ALNUM, 20)
        elif kind == "anthropic":
            v = "sk-ant-api03-" + self.rs(URLSAFE, 93) + "AA"
        elif kind == "stripe":
            v = r.choice(["sk_live_", "sk_live_", "sk_test_"]) + self.rs(ALNUM, r.choice([24, 34, 99]))
        elif kind == "stripe_rk":
            v = "rk_live_" + self.rs(ALNUM, r.choice([24, 99]))
        elif kind == "google":
            v = "AIza" + self.rs(URLSAFE, 35)
        elif kind == "hf":
            v = "hf_" + self.rs(string.ascii_letters, 34)
        elif kind == "sendgrid":
            v = "SG." + self.rs(URLSAFE, 22) + "." + self.rs(URLSAFE, 43)
        elif kind == "telegram":
            v = f"{self.digits(r.choice([9, 10]))}:AA{self.rs(URLSAFE, 33)}"
        elif kind == "jwt":
            alg = r.choice(["HS256", "RS256"])
            head = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
            pay = b64u(json.dumps({"sub": str(r.randint(10**5, 10**9)), "iat": r.randint(1_600_000_000, 1_750_000_000),
                                   "scope": r.choice(["read", "admin", "user"])}, separators=(",", ":")).encode())
            v = f"{head}.{pay}.{b64u(r.randbytes(32 if alg == 'HS256' else 128))}"
        elif kind == "hex":
            v = self.us.sha256() if r.random() < 0.5 else self.us.md5()
        elif kind == "b64":
            v = base64.b64encode(r.randbytes(r.choice([24, 32, 48]))).decode()
        elif kind == "fakerpw":
            v = self.any(lang).password(length=r.choice([32, 40]), special_chars=False)
        else:
            v = self.us.sha1()
        return {"v": v, "label": label, "env": env, "envl": env.lower()}

    # password --------------------------------------------------------------
    def password(self, variant: str, lang: str) -> dict:
        r = self.r
        if variant == "phrase":
            words = [self.us.word() for _ in range(r.randint(3, 5))]
            words = [w for w in words if len(w) > 2] + [r.choice(WORDS_EN)]
            sep = r.choice([" ", " ", "-", "."])
            return {"v": sep.join(words) + (str(r.randint(1, 99)) if r.random() < 0.4 else "")}
        k = r.random()
        if k < 0.45:
            f = self.any(lang)
            v = f.password(length=r.randint(9, 18), special_chars=r.random() < 0.7,
                           upper_case=r.random() < 0.85)
        elif k < 0.6:
            v = r.choice(WORDS_EN).capitalize() + str(r.randint(1970, 2025)) + r.choice("!@#$%*?")
        elif k < 0.75:
            name = self.cn.romanized_name().replace(" ", "").lower()
            v = name + r.choice(["", "_", "."]) + str(r.randint(1, 9999)) + r.choice(["", "!", "@"])
        elif k < 0.88:
            v = self.rs(string.ascii_letters, 3) + r.choice("@#&$") + self.rs(string.digits, 4) + self.rs(string.ascii_letters, 3)
        else:
            w = r.choice(WORDS_EN)
            v = w.translate(str.maketrans("aeiost", "@31057")).capitalize() + r.choice("!?#") + str(r.randint(10, 99))
        return {"v": v}

    # email -----------------------------------------------------------------
    def email(self, variant: str, lang: str) -> dict:
        r = self.r
        f = self.any(lang)
        k = r.random()
        if k < 0.2:
            v = f.email()
        elif k < 0.4:
            v = f.free_email()
        elif k < 0.52:
            v = f.company_email()
        elif k < 0.6:
            v = self.cn.free_email() if lang != "en" else f.ascii_free_email()
        elif k < 0.68:
            v = f"{self.digits(r.randint(6, 10))}@qq.com" if lang != "en" else f.ascii_company_email()
        elif k < 0.78:
            u = f.user_name()
            v = f"{u}+{r.choice(['shop', 'news', 'bills', 'travel', 'gh'])}@{f.free_email_domain()}"
        elif k < 0.88:
            first, last = self.en().first_name().lower(), self.en().last_name().lower().replace("'", "")
            v = f"{first}.{last}@{r.choice(['mail.', 'corp.', 'eu.', ''])}{r.choice(DOMAINS)}"
        elif k < 0.94:
            py = self.cn.romanized_name().replace(" ", "").lower()
            v = f"{py}{r.randint(80, 2005)}@{r.choice(['163.com', '126.com', 'sina.com', 'foxmail.com', 'outlook.com'])}"
        else:
            v = f.email().upper() if r.random() < 0.5 else f.email().capitalize()
        return {"v": v}

    # phone -----------------------------------------------------------------
    def phone(self, variant: str, lang: str) -> dict:
        r = self.r
        pool = {"en": ["us", "us", "gb", "gb", "own_us", "own_gb", "intl_cn"],
                "zh": ["cn", "cn", "cn", "own_cn", "own_cn", "cn_land", "us", "gb"],
                "mixed": ["cn", "own_cn", "cn_land", "us", "gb", "own_us", "own_gb"]}[lang]
        k = variant or r.choice(pool)
        if k == "us":
            v = self.us.phone_number()
        elif k == "gb":
            v = self.gb.phone_number() if r.random() < 0.6 else self.gb.cellphone_number()
        elif k == "cn":
            v = self.cn.phone_number()
        elif k == "own_us":
            a, b, c = r.randint(201, 989), r.randint(200, 999), r.randint(0, 9999)
            v = r.choice([f"+1 ({a}) {b}-{c:04d}", f"{a}.{b}.{c:04d}", f"+1-{a}-{b}-{c:04d} ext. {r.randint(10, 999)}",
                          f"({a}) {b}-{c:04d} x{r.randint(100, 9999)}", f"1-{a}-{b}-{c:04d}"])
        elif k == "own_gb":
            v = r.choice([f"+44 7{r.randint(100, 999)} {r.randint(100000, 999999)}",
                          f"07{r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}",
                          f"020 {r.randint(7000, 8999)} {r.randint(1000, 9999)}",
                          f"+44 (0)161 {r.randint(200, 999)} {r.randint(1000, 9999)}",
                          f"0113 {r.randint(200, 499)} {r.randint(1000, 9999)} ext {r.randint(2, 99)}"])
        elif k in ("own_cn", "intl_cn"):
            p = r.choice(["13", "15", "17", "18", "19"]) + str(r.randint(0, 9))
            a, b = r.randint(1000, 9999), r.randint(1000, 9999)
            forms = [f"+86 {p} {a} {b}", f"{p}-{a}-{b}", f"+86-{p}{a}{b}", f"{p} {a} {b}", f"(+86){p}{a}{b}", f"0086 {p}{a}{b}"]
            v = r.choice(forms)
        elif k == "cn_land":
            area = r.choice(["010", "021", "020", "0755", "0571", "028", "025", "027"])
            num = self.digits(8 if len(area) == 3 else r.choice([7, 8]))
            v = r.choice([f"({area}) {num[:4]} {num[4:]}", f"{area}-{num}", f"+86 {area[1:]} {num}",
                          f"{area}-{num}转{r.randint(100, 899)}"])
        else:
            raise KeyError(k)
        return {"v": v}

    # address (street part only) ---------------------------------------------
    def address(self, variant: str, lang: str) -> dict:
        r = self.r
        if not variant:
            variant = {"en": r.choice(["us", "us", "gb", "gb", "own_en"]), "zh": "cn",
                       "mixed": r.choice(["cn", "cn", "us", "gb", "own_en"])}[lang]
        if variant == "us":
            v = self.us.street_address()
        elif variant == "gb":
            v = self.gb.street_address().replace("\n", ", ")
        elif variant == "own_en":
            f = self.en()
            v = r.choice([f"Flat {r.randint(1, 40)}{r.choice(['', 'A', 'B'])}, {r.randint(1, 220)} {f.last_name()} Road",
                          f"Apt {r.randint(1, 30)}{r.choice('ABCDEF')}, {r.randint(100, 999)} West {r.randint(10, 120)}th Street",
                          f"{r.randint(100, 9800)} N. {f.last_name()} Ave., Unit {r.randint(100, 2500)}",
                          f"{r.randint(1, 99)} {f.last_name()} Mews",
                          f"Room {r.randint(1, 12)}, {r.randint(2, 80)} {f.last_name()} Close"])
        else:  # cn
            road = r.choice(ROADS_ZH) if r.random() < 0.65 else self.cn.street_name()
            if not road.endswith(("路", "街", "道")):
                road += "路"
            no = f"{r.randint(1, 999)}号"
            tail = r.choice(["", f"{r.randint(1, 30)}栋{r.randint(1, 6)}单元{r.randint(1, 33)}0{r.randint(1, 8)}室",
                             f"{r.randint(1, 20)}号楼{r.randint(1, 28)}0{r.randint(1, 6)}室",
                             f"{r.randint(1, 12)}幢{r.randint(101, 2806)}室", f"{r.randint(1, 30)}楼",
                             f"{r.choice('ABCD')}座{r.randint(5, 30)}{r.randint(1, 20):02d}"])
            if r.random() < 0.12:
                v = f"{road}{r.randint(10, 900)}弄{r.randint(1, 80)}号{r.randint(101, 1602)}室"
            else:
                v = road + no + tail
        return {"v": v}

    # government id ---------------------------------------------------------
    def cn_id(self) -> str:
        r = self.r
        body = r.choice(CN_REGIONS) + f"{r.randint(1955, 2006)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}" + f"{r.randint(0, 999):03d}"
        return body + cn_id_checksum(body)

    def nino(self, spaced: bool) -> str:
        r = self.r
        first = "ABCEGHJKLMNOPRSTWXYZ"
        second = "ABCEGHJKLMNPRSTWXYZ"
        while True:
            pre = r.choice(first) + r.choice(second)
            if pre not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
                break
        d = self.rs(string.digits, 6)
        suf = r.choice("ABCD")
        return f"{pre} {d[:2]} {d[2:4]} {d[4:]} {suf}" if spaced else f"{pre}{d}{suf}"

    def government_id(self, variant: str, lang: str) -> dict:
        r = self.r
        if not variant:
            variant = r.choice({"en": ["ssn", "ssn", "nino", "nino", "passport"],
                                "zh": ["cnid", "cnid", "cnid", "passport", "ssn", "nino"],
                                "mixed": ["cnid", "cnid", "ssn", "nino", "passport"]}[lang])
        if variant == "ssn":
            s = self.us.ssn()
            v = r.choice([s, s, s.replace("-", " "), s.replace("-", "")])
        elif variant == "nino":
            v = self.nino(r.random() < 0.5)
        elif variant == "cnid":
            v = self.cn_id()
            if r.random() < 0.08:
                v = v[:6] + " " + v[6:14] + " " + v[14:]
        else:
            k = r.random()
            if k < 0.3:
                v = self.us.passport_number()
            elif k < 0.5:
                v = self.gb.passport_number()
            elif k < 0.8:
                v = "E" + self.rs(string.digits, 8)
            else:
                v = "E" + r.choice("ABCDEFGH") + self.rs(string.digits, 7)
        return {"v": v, "idkind": variant}

    # financial -------------------------------------------------------------
    def card(self) -> str:
        r = self.r
        k = r.random()
        if k < 0.5:
            v = self.us.credit_card_number(r.choice(["visa16", "mastercard", "amex", "discover", "jcb16", "visa19", "diners"]))
        else:
            pre = r.choice(["4", "51", "55", "2221", "6011", "62", "35"])
            ln = 19 if pre == "62" and r.random() < 0.5 else 16
            v = luhn_complete(pre + self.rs(string.digits, ln - len(pre) - 1))
        assert luhn_ok(v)
        if len(v) == 16 and r.random() < 0.5:
            sep = r.choice([" ", "-"])
            v = sep.join(v[i:i + 4] for i in range(0, 16, 4))
        elif len(v) == 15 and r.random() < 0.4:
            v = f"{v[:4]} {v[4:10]} {v[10:]}"
        return v

    def iban(self) -> str:
        r = self.r
        k = r.choice(["gbf", "GB", "DE", "FR", "NL", "ES", "IT", "BE"])
        if k == "gbf":
            v = self.gb.iban()
        else:
            bban = {"GB": lambda: self.rs(string.ascii_uppercase, 4) + self.rs(string.digits, 14),
                    "DE": lambda: self.rs(string.digits, 18),
                    "FR": lambda: self.rs(string.digits, 23),
                    "NL": lambda: self.rs(string.ascii_uppercase, 4) + self.rs(string.digits, 10),
                    "ES": lambda: self.rs(string.digits, 20),
                    "IT": lambda: r.choice(string.ascii_uppercase) + self.rs(string.digits, 22),
                    "BE": lambda: self.rs(string.digits, 12)}[k]()
            v = k + iban_check(k, bban) + bban
        assert iban_ok(v), v
        if r.random() < 0.45:
            v = " ".join(v[i:i + 4] for i in range(0, len(v), 4))
        return v

    def financial(self, variant: str, lang: str) -> dict:
        r = self.r
        if not variant:
            variant = r.choice(["card", "card", "iban", "acct"] if lang != "zh" else ["card", "card", "cnbank", "iban", "acct"])
        if variant == "card":
            v = self.card()
        elif variant == "cnbank":
            v = luhn_complete("62" + r.choice(["2202", "2848", "1700", "2588", "1483"]) + self.rs(string.digits, 12))
            if r.random() < 0.4:
                v = " ".join(v[i:i + 4] for i in range(0, len(v), 4))
        elif variant == "iban":
            v = self.iban()
        elif variant == "routing":
            v = self.us.aba()
        else:  # acct
            k = r.random()
            if k < 0.35:
                v = self.digits(r.randint(8, 12))
            elif k < 0.55:
                v = self.gb.bban()[4:] if r.random() < 0.5 else self.digits(8)
            elif k < 0.75:
                v = f"{self.digits(4)} {self.rs(string.digits, 4)} {self.rs(string.digits, r.randint(2, 4))}"
            else:
                v = f"{self.digits(3)}-{self.rs(string.digits, 6)}-{self.rs(string.digits, 3)}"
        return {"v": v}

    # person name -----------------------------------------------------------
    def person_name(self, variant: str, lang: str) -> dict:
        r = self.r
        if not variant:
            variant = {"en": "en", "zh": "zh" if r.random() < 0.85 else "en",
                       "mixed": r.choice(["zh", "zh", "en", "pinyin"])}[lang]
        if variant == "en":
            f = self.en()
            k = r.random()
            if k < 0.25:
                v = f.name()
            elif k < 0.4:
                v = f.name_female()
            elif k < 0.55:
                v = f.name_male()
            elif k < 0.75:
                v = f"{f.first_name()} {f.last_name()}"
            elif k < 0.85:
                v = f"{f.prefix()} {f.first_name()} {f.last_name()}"
            elif k < 0.93:
                v = f"{f.first_name()} {r.choice(string.ascii_uppercase)}. {f.last_name()}"
            else:
                v = f"{f.first_name()} {r.choice(EN_ODD_LAST)}"
        elif variant == "pinyin":
            v = self.cn.romanized_name() if r.random() < 0.6 else self.cn.romanized_name().split()[::-1][0] + " " + self.cn.romanized_name().split()[0]
        elif variant == "first":
            v = self.en().first_name() + " " + self.en().last_name()
        else:
            k = r.random()
            if k < 0.4:
                v = self.cn.name()
            elif k < 0.6:
                v = self.cn.name_female()
            elif k < 0.8:
                v = self.cn.name_male()
            elif k < 0.9:
                v = self.cn.last_name() + self.cn.first_name()
            else:
                v = r.choice(ZH_COMPOUND) + r.choice(ZH_GIVEN)
        return {"v": v}

    # username --------------------------------------------------------------
    def _handle(self, lang: str) -> str:
        r = self.r
        while True:
            k = r.random()
            f = self.any(lang)
            if k < 0.45:
                u = f.user_name()
            elif k < 0.6:
                u = f"{f.first_name().lower()}_{r.choice(WORDS_EN)}{r.randint(1, 99)}"
            elif k < 0.72:
                u = self.cn.romanized_name().replace(" ", r.choice(["", "_", ".", "-"])).lower() + str(r.randint(0, 2025))
            elif k < 0.82:
                u = r.choice(["xX_", "the_", "real", "its", "dev-", "mr_"]) + r.choice(WORDS_EN) + r.choice(["_Xx", "42", "_hz", "-dev", "007", "_cn"])
            elif k < 0.9:
                u = f"{f.first_name()[0].lower()}{f.last_name().lower().replace(chr(39), '')}{r.randint(1, 999)}"
            else:
                u = r.choice(WORDS_EN) + r.choice(WORDS_EN).capitalize() + str(r.randint(1, 99))
            if len(u) >= 5 and (any(c.isdigit() or c in "._-" for c in u) or len(u) >= 7):
                return u

    def username(self, variant: str, lang: str) -> dict:
        u = self._handle(lang)
        if variant == "at" or (not variant and self.r.random() < 0.35):
            u = "@" + u
        return {"v": u}

    # home path (prefix up to the user segment) -------------------------------
    def home_path(self, variant: str, lang: str) -> dict:
        r = self.r
        f = self.any(lang)
        k = r.random()
        if k < 0.45:
            user = f.user_name()
        elif k < 0.65:
            user = f.first_name().lower() if f is not self.cn else self.cn.romanized_name().split()[0].lower() + self.cn.romanized_name().split()[1].lower()
        elif k < 0.8:
            user = self.cn.romanized_name().replace(" ", r.choice(["", ".", "_"])).lower()
        else:
            user = f"{self.en().first_name()[0].lower()}{self.en().last_name().lower().replace(chr(39), '')}"
        if len(user) < 4:
            user += str(r.randint(1, 9))
        style = variant or r.choice(["home", "home", "mac", "mac", "win", "win"])
        if style == "home":
            v = f"/home/{user}"
        elif style == "mac":
            v = f"/Users/{user}"
        elif style == "win":
            v = f"{r.choice('CCCD')}:\\Users\\{user}"
        elif style == "winfwd":
            v = f"C:/Users/{user}"
        elif style == "wsl":
            v = f"/mnt/c/Users/{user}"
        elif style == "json":
            v = f"C:\\\\Users\\\\{user}"
        else:
            raise KeyError(style)
        return {"v": v}

    # schedule --------------------------------------------------------------
    WORD_NUM = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
    ZH_NUM = ["一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]

    def schedule(self, variant: str, lang: str) -> dict:
        r = self.r
        style = variant or ("en" if lang == "en" else "zh" if lang == "zh" else r.choice(["en", "zh"]))
        if style == "en":
            h = r.randint(1, 12)
            m = r.choice([0, 0, 15, 30, 30, 45, 10, 20, 40, 50])
            k = r.random()
            if k < 0.2:
                v = f"{h}{r.choice(['am', 'pm', ' am', ' pm', 'AM', ' p.m.', ' a.m.'])}"
            elif k < 0.45:
                v = f"{h}:{m:02d}{r.choice(['am', 'pm', ' am', ' PM', ' a.m.'])}"
            elif k < 0.62:
                v = f"{r.randint(5, 23):02d}:{m:02d}"
            elif k < 0.72:
                v = f"half past {self.WORD_NUM[h - 1]}"
            elif k < 0.8:
                v = f"quarter {r.choice(['past', 'to'])} {self.WORD_NUM[h - 1]}"
            elif k < 0.88:
                v = f"{self.WORD_NUM[h - 1]} o'clock"
            elif k < 0.94:
                v = f"{self.WORD_NUM[h - 1]} {r.choice(['thirty', 'fifteen', 'forty-five'])}"
            else:
                v = f"{h}.{m:02d}{r.choice(['am', 'pm'])}"
            # a fixed clock time — pad "time()" from Faker now and then
            if r.random() < 0.08:
                v = self.us.time(end_datetime=_PINNED_END)[:5]  # pinned: Faker defaults to "now"
            return {"v": v}
        part = r.choice(["早上", "早上", "上午", "中午", "下午", "晚上", "晚上", "凌晨", "傍晚", ""])
        rng_h = {"早上": (5, 9), "上午": (8, 11), "中午": (12, 12), "下午": (1, 5), "晚上": (7, 11),
                 "凌晨": (1, 5), "傍晚": (5, 7), "": (6, 11)}[part]
        h = r.randint(*rng_h)
        k = r.random()
        if k < 0.35:
            v = f"{part}{h}点" + r.choice(["", "半", "半", "整"])
        elif k < 0.6:
            v = f"{part}{self.ZH_NUM[h - 1]}点" + r.choice(["", "半", "一刻", "三刻"])
        elif k < 0.78:
            v = f"{part}{h}点{r.choice([10, 15, 20, 40, 45, 50])}分"
        else:
            hh = h + 12 if part in ("下午", "晚上", "傍晚") and h < 12 else h
            v = f"{part}{hh}:{r.choice([0, 15, 30, 45]):02d}"
        if not part and v[0].isdigit() and ":" not in v and "点" in v:
            v = "早上" + v
        return {"v": v}

    # geo -------------------------------------------------------------------
    def geo(self, variant: str, lang: str) -> dict:
        r = self.r
        if not variant:
            variant = r.choice(["coord", "post", "neigh"])
        if variant == "coord":
            k = r.random()
            if k < 0.4:
                la, lo = float(self.us.latitude()), float(self.us.longitude())
            elif k < 0.7:
                loc = self.any(lang).local_latlng(country_code=r.choice(["US", "GB", "CN", "US"]))
                la, lo = float(loc[0]) + r.uniform(-0.05, 0.05), float(loc[1]) + r.uniform(-0.05, 0.05)
            else:
                la, lo = r.uniform(18, 45), r.uniform(100, 125)
            p = r.choice([4, 5, 6])
            fm = r.random()
            if fm < 0.55:
                v = f"{la:.{p}f}{r.choice([', ', ',', ' ', ', '])}{lo:.{p}f}"
            elif fm < 0.75:
                v = f"{abs(la):.4f}°{'N' if la >= 0 else 'S'} {abs(lo):.4f}°{'E' if lo >= 0 else 'W'}"
            elif fm < 0.9:
                v = f"({la:.5f}, {lo:.5f})"
            else:
                v = f"{lo:.6f},{la:.6f}"
            return {"v": v}
        if variant == "post":
            style = {"en": r.choice(["us", "us5", "gb", "gb"]), "zh": r.choice(["cn", "cn", "cn", "gb"]),
                     "mixed": r.choice(["cn", "us", "gb"])}[lang]
            if style == "us":
                v = self.us.zipcode_plus4() if r.random() < 0.5 else self.us.postcode()
            elif style == "us5":
                v = self.us.zipcode()
            elif style == "gb":
                v = self.gb.postcode()
            else:
                v = self.cn.postcode()
            return {"v": v, "postkind": style}
        # neighbourhood / estate / 小区
        zh = lang == "zh" or (lang == "mixed" and r.random() < 0.6)
        if zh:
            k = r.random()
            if k < 0.7:
                v = r.choice(XQ_BRAND) + r.choice(XQ_MID) + r.choice(XQ_SUF)
            elif k < 0.85:
                v = r.choice(XQ_MID) + r.choice(["花园", "新村", "小区", "家园"])
            else:
                v = r.choice(NEIGH_ZH)
        else:
            v = r.choice(NEIGH_EN) if r.random() < 0.55 else f"{self.en().last_name()} {r.choice(NEIGH_EN_SUFFIX)}"
        return {"v": v}


# --------------------------------------------------------------------------- templates
# One template per line.  "!" = hard case, "[x]" = value variant, {v} = the planted value.
T: dict[tuple[str, str], str] = {}

T["secret", "en"] = r"""
Note to self: the user pasted their {label} ({v}) into chat and asked me to remember where they keep it.
User says the {label} for the side project is {v}; remind them to rotate it in {n} days.
Remembered for the user: {env} on their laptop was set to {v} before the reinstall.
The user keeps a personal {label} handy — {v} — for the weekend scraper.
Fact about user: uses {v} as their {label} in the home-lab setup.
[url]The user's home NAS sync goes through https://nas:{v}@files.{dom}/dav — noted for troubleshooting.
!They mentioned {v} while complaining about rate limits and asked me not to lose it.
Ticket {tk}: customer accidentally shared {label} {v} in the chat widget; advised revocation.
CRM note ({date}): caller read out the {label} — {v} — while we verified the integration.
Support case {tk}: leaked credential in attachment, value {v}, reported by the account owner.
Escalation: the merchant's {label} `{v}` appeared in a public gist; security looped in.
[pem]Customer uploaded this by mistake:⏎{v}⏎Attachment purged, customer told to regenerate.
!Case {tk} notes: revoke {v} asap (customer confirmed it is live).
export {env}={v}
[deploy] loaded {env}='{v}' from .env.production
config.yaml:⏎  {envl}: "{v}"⏎  region: eu-west-1
[url]DATABASE_URL=postgres://app_rw:{v}@db-{n}.internal:5432/orders
[url]git remote set-url origin https://deploy:{v}@git.{dom}/platform/api.git
!curl -sS -H 'Authorization: Bearer {v}' https://api.{dom}/v1/me | jq .
!{"auth": {"token": "{v}"}, "retries": 3}
Hey, here's the {label} you asked for: {v} — please don't paste it into the channel.
Subject: rotated credentials⏎⏎Hi team, the new {label} is {v}. The old one dies {day}.
Sorry, wrong window — ignore the {v} I just sent, rotating it now.
[url]Can you try redis://:{v}@cache.{dom}:6379/0 and tell me if it connects?
[pem]Per our call, the deploy key:⏎⏎{v}⏎⏎Regards
!here you go⏎{v}
"""

T["secret", "zh"] = r"""
用户把自己的{label}发给我了：{v}，让我记住放在哪。
记一下：用户家里服务器上的{env}是{v}，下周要换。
用户提到他个人的{label}是{v}，用于周末的爬虫项目。
备忘：用户的{label}（{v}）存在笔记本的钥匙串里。
[url]用户家里NAS同步地址是 https://nas:{v}@files.{dom}/dav ，出问题时参考。
!用户随口说了一串 {v}，说是调接口用的，别弄丢。
工单{tk}：客户在在线客服里误发了{label} {v}，已建议立即吊销。
客服记录（{date}）：客户电话里念出了{label}——{v}——用于核对对接配置。
投诉单{tk}：附件里泄露了凭证，值为{v}，由账号所有人报告。
升级处理：商户的{label}「{v}」出现在公开代码仓库，已通知安全团队。
[pem]客户上传的附件内容如下：⏎{v}⏎已删除附件并提醒客户更换。
!跟进：{v} 需尽快作废（客户确认仍在使用）。
部署脚本里写死了 {env}={v}，需要改成从密钥管理读取。
[日志] 从 .env 加载 {env}='{v}' 成功
配置文件 config.yaml 中 {envl}: "{v}"，请勿提交到仓库。
[url]数据库连接串：mysql://root:{v}@10.2.3.4:3306/crm
[url]克隆命令：git clone https://ci:{v}@git.{dom}/infra/ops.git
!curl -H 'Authorization: Bearer {v}' https://api.{dom}/v1/me 返回 401
[pem]备份桶里发现私钥：⏎{v}⏎审计前删掉。
你要的{label}在这：{v}，别贴到群里。
主题：新凭证⏎⏎各位好，轮换后的{label}是{v}，旧的{zday}失效。
发错窗口了，刚才那个{v}作废，我马上重置。
[url]你试下 redis://:{v}@cache.{dom}:6379/0 能不能连上？
!给你⏎{v}
转发：“您的{label}：{v}”——这个是测试环境的吗？
!{"token": "{v}", "expires_in": 3600} 这是接口返回的，帮我看看
"""

T["secret", "mixed"] = r"""
用户说他的 {label} 是 {v}，remind him to rotate it next week.
Note：用户 home lab 里 {env} 设成了 {v}。
用户 paste 了一个 {label}：{v}，让我 remember 一下。
[url]用户的 NAS sync URL 是 https://nas:{v}@files.{dom}/dav，troubleshoot 时用。
!用户 mention 了 {v}，说是 side project 的，别 lose 掉。
User 的 personal {label}（{v}）存在 Keychain 里。
Ticket {tk}：客户在 chat widget 里误发了 {label} {v}，已 advise revoke。
CRM 备注：customer 电话里念了 {label} —— {v} —— 用来 verify integration。
Case {tk}: 附件里有 leaked credential {v}，已通知 security team。
[pem]客户 upload 的文件内容：⏎{v}⏎已删除并 remind 客户 rotate。
!Follow-up：{v} 要 asap 作废，customer confirmed 还在用。
deploy script 里 hardcode 了 {env}={v}，要改成读 Vault。
[INFO] loaded {env}='{v}' from .env，启动成功
config.yaml 里 {envl}: "{v}"，千万别 commit。
[url]DB 连接串 postgresql://svc:{v}@pg.{dom}:5432/app 还能用吗？
[url]CI 用的是 https://bot:{v}@git.{dom}/team/web.git，记得换成 deploy key。
!curl -H 'Authorization: Bearer {v}' https://api.{dom}/v2/users 一直 401
[pem]backup bucket 里发现这个：⏎{v}⏎audit 前删掉。
!K8s secret 里 data.{envl} 解出来是 {v}，谁放的？
你要的 {label} 在这：{v}，don't paste 到群里哈。
Subject: 新 credentials⏎⏎Hi all，rotate 之后的 {label} 是 {v}，old one {zday}失效。
Oops 发错 window 了，刚才的 {v} 作废，我 reset 一下。
[url]试下 amqp://guest2:{v}@mq.{dom}:5672/ 能不能 connect？
!这个⏎{v}⏎帮我 check 下 valid 不
FYI 转发：'your {label}: {v}' —— 是 staging 的吗？
!{"access_token": "{v}", "scope": "read"} 这是 API response，帮忙看下
"""

T["password", "en"] = r"""
User told me their Wi-Fi password is {v} — store it for the guest note.
Remember: the user's laptop login password: {v}
User's router admin pw is {v}; they keep forgetting it.
[phrase]The user's passphrase for the password manager is "{v}".
User changed the family streaming account password to {v} yesterday.
!User wants me to remember {v} — it's what they type to unlock the old NAS.
The user's gym portal passcode is {v} (they asked me to keep it).
Ticket {tk}: customer emailed their new password ({v}) in plain text; advised reset.
Call note: caller gave pwd {v} to "prove" ownership — we never ask for this.
CRM: temporary password set to {v}; customer must change it at first login.
Account recovery {tk}: user claims the old password was {v}.
!Notes: login works now w/ {v} (customer confirmed).
Support chat: "my login is fine but the pass {v} still says invalid".
mysql -u reporting -p'{v}' -h db.internal analytics
PGPASSWORD={v} psql -U etl warehouse
settings.py: DATABASES['default']['PASSWORD'] = '{v}'
[auth] login ok user=svc_batch password={v} (debug logging left on!)
docker run -e MYSQL_ROOT_PASSWORD={v} mysql:8.0
!{"user": "ops", "pass": "{v}"}
!smbclient //fileserver/share -U backup%{v}
Hi, the password is {v} — let me know once you're in.
Wi-Fi for the offsite: network {co}-Guest, key {v}
[phrase]The shared vault passphrase is now '{v}', please update your notes.
Subject: your login⏎⏎Username is on the sheet; pw: {v}
!Try {v} - that's what I set it to last week.
The PDF is protected, open it with {v}.
"""

T["password", "zh"] = r"""
用户说家里Wi-Fi密码是{v}，让我记一下。
记住：用户笔记本开机密码：{v}
用户的路由器管理口令为{v}，他总忘。
[phrase]用户密码管理器的主口令短语是“{v}”。
用户昨天把视频会员的登录密码改成了{v}。
!用户让我记住{v}，说是开老NAS用的。
用户健身房小程序的登录码：{v}（他让我帮忙记着）
工单{tk}：客户在邮件里明文发送了新密码（{v}），已建议重置。
通话记录：来电者为证明身份报出了pwd {v}，我们从不索要此信息。
客服备注：临时密码设为{v}，客户首次登录需修改。
账号找回{tk}：用户称旧密码为{v}。
!备注：用{v}登录已经正常了（客户确认）。
在线咨询：“我的登录口令{v}还是提示错误”。
mysql -u report -p'{v}' -h 10.0.3.8 报表库连不上
PGPASSWORD={v} psql -U etl 仓库导数脚本
settings.py 里 PASSWORD = '{v}' 写死了，需要挪到环境变量。
[认证] 登录成功 user=svc_batch password={v}（调试日志没关！）
docker run -e MYSQL_ROOT_PASSWORD={v} mysql:8.0 起测试库
!{"用户": "ops", "口令": "{v}"}
!smbclient //fileserver/share -U backup%{v} 挂载失败
你好，密码是{v}，登录后告诉我一声。
团建场地 Wi-Fi：网络 {co}-Guest，密钥 {v}
[phrase]共享保险库的新口令是“{v}”，请更新笔记。
主题：登录信息⏎⏎账号见表格；pw：{v}
!试试{v}，我上周设的。
PDF加密了，打开密码{v}。
"""

T["password", "mixed"] = r"""
用户的 Wi-Fi password 是 {v}，记一下。
Remember：用户 laptop 开机密码 {v}
用户 router 的 admin pw 是 {v}，他老忘。
[phrase]用户 1Password 的 master passphrase 是 "{v}"。
用户 yesterday 把 Netflix 的密码改成了 {v}。
!用户让我 remember {v}，说是开 NAS 用的。
Ticket {tk}：客户 email 里明文发了新 password ({v})，已 advise reset。
Call note：来电者报了 pwd {v} 来 verify 身份。
CRM：temp password 设为 {v}，first login 需修改。
Account recovery {tk}：用户说 old 口令是 {v}。
!Notes: 用 {v} login 已经 OK 了。
Live chat：'我 passcode {v}，还是 invalid'。
mysql -u report -p'{v}' 连不上 prod replica
PGPASSWORD={v} psql -U etl 这个 cron 要改掉
settings.py 里 PASSWORD = '{v}' hardcode 了，move 到 env。
[auth] login ok user=svc_batch password={v}（debug log 没关！）
docker run -e MYSQL_ROOT_PASSWORD={v} mysql:8.0 起 test DB
!{"user": "ops", "passwd": "{v}"} 这个 payload 谁写的
!net use Z: \\nas\share {v} /user:backup 挂载失败
Hi，密码是 {v}，登录后 ping 我。
Offsite 的 Wi-Fi：{co}-Guest，key {v}
[phrase]Vault 的新 passphrase 是 '{v}'，update 一下笔记。
Subject: 登录信息⏎⏎账号见 sheet；pw: {v}
!试试 {v}，上周 set 的。
PDF 的打开密码：{v}
密码已改成 {v}，你那边 sync 一下
"""

T["email", "en"] = r"""
User's personal email is {v}; prefers it over the work one.
Noted: send the recipe summary to {v} every Sunday.
The user asked me to CC {v} on anything about the lease.
User's backup address for account recovery: {v}
!User mentioned that <{v}> is where the receipts go.
Contact preference for the user — e-mail only, at {v}.
The user's partner can be reached via {v} (user gave permission).
Ticket {tk} opened by {v} regarding a double charge.
CRM: primary mailbox updated to {v} on {date}.
Customer asked us to stop sending invoices to {v}.
Lead captured from webinar: {v}, interested in the Pro plan.
!Reply-To: {v}
Bounce notice: delivery to {v} failed (mailbox full).
2024-05-03T09:12:44Z INFO signup completed email={v} plan=free
WARN smtp: 550 rejected recipient {v}
git config --global user.email "{v}"
!SELECT id FROM users WHERE lower(addr) = '{v}';
[audit] password reset requested for {v} from 203.0.113.7
!GET /unsubscribe?addr={v}&list=weekly 200
You can write to me at {v} from now on.
From: {v}⏎To: billing@{dom}⏎Subject: refund for order {n}
Please add {v} to the invite.
!mailto:{v}?subject=Dinner
My new address is {v}, the old one is dead.
--⏎Sent from my phone. Reach me on {v}
Could you forward the slides to {v}? Thanks!
"""

T["email", "zh"] = r"""
用户的私人邮箱是{v}，比工作邮箱更常用。
备注：每周日把菜谱总结发到{v}。
用户要求租房相关邮件都抄送{v}。
用户账号找回的备用地址：{v}
!用户说收据都发到<{v}>。
用户联系偏好——只用电邮，{v}。
用户的爱人可以通过{v}联系（已获用户同意）。
工单{tk}由{v}提交，反映重复扣款。
客户资料：主邮箱于{date}更新为{v}。
客户要求不要再向{v}发送发票。
线索来自直播：{v}，对专业版感兴趣。
!回复至：{v}
退信通知：投递到{v}失败（邮箱已满）。
2024-05-03 09:12:44 INFO 注册完成 email={v} plan=free
WARN smtp：550 拒收收件人 {v}
git config user.email "{v}" 配错了
!SELECT id FROM users WHERE lower(addr) = '{v}'; 查不到
[审计] {v} 申请重置密码，来源 203.0.113.7
!GET /unsubscribe?addr={v}&list=weekly 200
以后直接写信到{v}就行。
发件人：{v}⏎收件人：billing@{dom}⏎主题：退款
请把{v}加到会议邀请里。
!mailto:{v}?subject=聚餐
我换邮箱了，新的是{v}，旧的不用了。
——⏎发自手机。有事发{v}
麻烦把课件转发到{v}，谢谢！
"""

T["email", "mixed"] = r"""
用户的 personal email 是 {v}，比 work 邮箱常用。
Noted：每周日把 recipe summary 发到 {v}。
用户要求 lease 相关的都 CC {v}。
用户 account recovery 的 backup 地址：{v}
!用户说 receipts 都发到 <{v}>。
Contact preference：只用 e-mail，{v}。
用户老婆的邮箱 {v}（user 同意记录）。
Ticket {tk} 由 {v} 提交，double charge 问题。
CRM：primary mailbox 于 {date} 更新为 {v}。
客户要求 stop sending invoices 到 {v}。
Webinar lead：{v}，对 Pro plan 感兴趣。
!Reply-To: {v}
Bounce：投递到 {v} 失败，mailbox full。
2024-05-03T09:12:44Z INFO 注册完成 email={v} plan=free
WARN smtp: 550 rejected recipient {v}，换个 relay 试试
git config user.email "{v}" 配错了 author
!SELECT id FROM users WHERE lower(addr) = '{v}'; 没结果
[audit] {v} 申请 password reset，source 203.0.113.7
!GET /unsubscribe?addr={v}&list=weekly 200 OK
以后直接 email 我：{v}
From: {v}⏎To: billing@{dom}⏎Subject: 退款 refund
请把 {v} 加到 invite 里。
!mailto:{v}?subject=聚餐
我换 mailbox 了，新的是 {v}，old one 不用了。
--⏎Sent from iPhone。有事发 {v}
麻烦把 slides 转发到 {v}，thx！
"""

T["phone", "en"] = r"""
User's mobile is {v}; text before calling.
Remember the user's mum can be reached on {v} in emergencies.
The user gave me their cell, {v}, for appointment reminders.
!User said to ring {v} if the delivery shows up while they're out.
Best number for the user on weekdays: {v}
The user's landlord's line is {v} (user asked me to save it).
The user prefers WhatsApp on {v} over email.
Ticket {tk}: callback requested on {v} between meetings.
CRM contact card — tel. {v}, preferred channel SMS.
Customer updated the phone on file to {v} on {date}.
!Caller ID showed {v}; customer hung up before verification.
Escalated {tk}: please phone the customer back at {v} today.
Delivery note: courier should call {v} on arrival.
2024-06-11 08:01:55 INFO sms.send to={v} template=otp status=queued
WARN twilio: undeliverable number {v} (carrier rejected)
!{"contact": {"mobile": "{v}", "opt_in": true}}
[crm-sync] upserted lead phone={v} source=webform
!INSERT INTO contacts(tel) VALUES ('{v}');
Fixture for staging uses a real-looking number: {v} — replace before the demo.
Call me on {v} when you land.
New number, save it: {v}
Subject: missed call⏎⏎Hi, I tried you earlier — reach me at {v} after lunch.
!{v} — that's me, text anytime
Our babysitter's number is {v} if we're stuck on the train.
My direct line is {v}, extension goes to the front desk.
Ping me on Signal, {v}.
"""

T["phone", "zh"] = r"""
用户的手机号是{v}，打电话前先发短信。
记住用户妈妈的电话{v}，紧急情况用。
用户留了手机{v}用于预约提醒。
!用户说快递到了就打{v}。
工作日最方便联系用户的号码：{v}
用户房东的电话是{v}（用户让我存一下）。
用户更喜欢用微信，微信绑定的号码是{v}。
工单{tk}：客户要求回拨{v}。
客户档案——联系电话{v}，偏好短信。
客户于{date}把预留手机改为{v}。
!来电显示{v}，客户未验证身份就挂断了。
升级处理{tk}：今天请回电客户，号码{v}。
配送备注：快递员到了打{v}。
2024-06-11 08:01:55 INFO 短信发送 to={v} template=otp status=queued
WARN 短信网关：号码{v}无法送达（运营商拒绝）
!{"联系人": {"手机": "{v}", "订阅": true}}
[CRM同步] 更新线索 phone={v} source=官网表单
!INSERT INTO contacts(tel) VALUES ('{v}');
测试数据里用了一个像真的号码：{v}，演示前替换掉。
落地了给我打电话，{v}。
我换号了，存一下：{v}
主题：未接来电⏎⏎你好，刚才没打通，午饭后打我{v}。
!{v} 是我，随时发消息
保姆的电话是{v}，我们堵在路上就找她。
我的座机是{v}，前台可以转接。
有事打我手机{v}或者发短信。
"""

T["phone", "mixed"] = r"""
用户的 mobile 是 {v}，call 之前先发 text。
Remember 用户妈妈的电话 {v}，emergency 用。
用户留了 cell {v} 用于 appointment reminder。
!用户说 delivery 到了就打 {v}。
Weekdays 联系用户最方便的 number：{v}
用户 landlord 的电话是 {v}，用户让我 save。
用户更喜欢 WhatsApp，号码 {v}。
Ticket {tk}：客户要求 callback {v}。
CRM contact——tel. {v}，偏好 SMS。
客户于 {date} 把 phone on file 改成 {v}。
!Caller ID 显示 {v}，verification 前挂了。
Escalated {tk}：今天请 call back 客户 {v}。
Delivery note：courier 到了打 {v}。
2024-06-11 08:01:55 INFO sms.send to={v} template=otp 已排队
WARN 短信网关: undeliverable number {v}
!{"contact": {"mobile": "{v}", "opt_in": true}} 这条数据有问题
[crm-sync] upsert lead phone={v} source=官网
!INSERT INTO contacts(tel) VALUES ('{v}'); -- 测试用
Staging fixture 里有个像真的号码 {v}，demo 前换掉。
Land 了给我打电话 {v}。
New number，存一下：{v}
Subject: 未接来电⏎⏎Hi，刚才没打通，lunch 后打我 {v}。
!{v} 是我，anytime 发消息
Babysitter 的电话是 {v}，堵车时找她。
我的 direct line 是 {v}，可以转 front desk。
有事 Signal 我，{v}。
"""

T["address", "en"] = r"""
User lives at {v}, {city} — useful for delivery estimates.
The user's new flat is {v}, {city}; they moved in last month.
Remember: parcels for the user go to {v}, {city}.
User's parents' house: {v} in {city}.
!User said the spare key is with the neighbour at {v}.
The user wants grocery orders sent to {v}, {city}, not the office.
Home address on the user's profile: {v}, {city}
Ticket {tk}: customer asked to change the shipping address to {v}, {city}.
CRM billing address — {v}, {city}.
Return label generated for {v}, {city}.
!Courier notes: left at {v} (side door), {city}.
Customer disputes delivery; the parcel was scanned at {v}, {city}.
Service visit booked at {v}, {city} for the boiler check.
2024-03-02 14:22:10 INFO geocode ok input="{v}, {city}" confidence=0.93
WARN address_validation: unit missing for "{v}"
!{"shipping": {"line1": "{v}", "city": "{city}"}}
[orders] order {n} ship_to={v}; {city}
!UPDATE customers SET street = '{v}' WHERE id = {n};
The fixture CSV row ("{v}", "{city}") came from production; scrub it.
We've moved! New place is {v}, {city} — come by anytime.
Party at ours, {v}, from 7-ish.
Subject: invoice address⏎⏎Please bill {v}, {city} going forward.
!Drop it at {v}. Thx
Can you send the wedding invite to {v}, {city}?
Our new address: {v}, {city}. Update your contacts please.
Meet me at home — {v} — buzzer is broken, just knock.
"""

T["address", "zh"] = r"""
用户住在{zhloc}{v}，方便估算送货时间。
用户上个月搬到了{zhloc}{v}。
记住：用户的快递寄到{zhloc}{v}。
用户父母家在{zhloc}{v}。
!用户说备用钥匙放在邻居家，{v}。
用户希望买菜订单送到{zhloc}{v}，别送公司。
用户档案中的家庭住址：{zhloc}{v}
工单{tk}：客户要求把收货地址改为{zhloc}{v}。
客户资料——账单地址：{zhloc}{v}
退货面单已生成，寄件地址{zhloc}{v}。
!快递备注：放在{v}侧门，{zhloc}。
客户投诉未收到包裹，物流显示已签收于{zhloc}{v}。
上门维修预约：{zhloc}{v}，检修热水器。
2024-03-02 14:22:10 INFO 地址解析成功 input="{zhloc}{v}" confidence=0.93
WARN 地址校验：门牌缺失 "{v}"
!{"收货": {"详细地址": "{v}", "区域": "{zhloc}"}}
[订单] 订单{n} 收货地址={zhloc}{v}
!UPDATE customers SET street = '{v}' WHERE id = {n};
测试用的 CSV 行（"{zhloc}","{v}"）来自生产库，需要脱敏。
我们搬家啦！新家在{zhloc}{v}，欢迎来玩。
周六来我家聚餐，地址{zhloc}{v}。
主题：发票邮寄地址⏎⏎以后发票请寄到{zhloc}{v}。
!放{v}门口就行，谢谢
婚礼请柬寄到{zhloc}{v}吧。
新地址：{zhloc}{v}，麻烦更新通讯录。
到我家来，{v}，门铃坏了直接敲门。
"""

T["address", "mixed"] = r"""
用户住在 {zhloc}{v}，delivery 估时用。
[us]User 刚搬到 {v}, {city}，last month 的事。
记住：用户的 parcel 寄到 {zhloc}{v}。
[gb]用户 parents 家在 {v}, {city}。
!用户说 spare key 在邻居家，{v}。
用户希望 grocery 订单送到 {zhloc}{v}，别送 office。
Profile 里的 home address：{zhloc}{v}
Ticket {tk}：客户要求把 shipping address 改成 {zhloc}{v}。
[us]CRM 账单地址——{v}, {city}
Return label 已生成，寄件地址 {zhloc}{v}。
!Courier 备注：放在 {v} side door。
客户说没收到，tracking 显示 signed at {zhloc}{v}。
[gb]上门 service 预约：{v}, {city}，检查 boiler。
2024-03-02 14:22:10 INFO geocode ok input="{zhloc}{v}" 置信度 0.93
WARN address_validation：门牌缺失 "{v}"
!{"shipping": {"line1": "{v}", "city": "{zhloc}"}}
[orders] 订单 {n} ship_to={zhloc}{v}
!UPDATE customers SET street = '{v}' WHERE id = {n};
Fixture CSV 行 ("{zhloc}", "{v}") 来自 prod，要 scrub。
我们搬家了！新家 {zhloc}{v}，welcome 来玩。
[own_en]Party 在我家，{v}, {city}，7 点左右开始。
Subject: 发票地址⏎⏎以后 invoice 请寄到 {zhloc}{v}。
!放 {v} 门口就行 thx
婚礼 invite 寄到 {zhloc}{v} 吧。
New address：{zhloc}{v}，update 一下通讯录。
来我家，{v}，buzzer 坏了直接敲门。
"""

T["government_id", "en"] = r"""
[ssn]User's SSN is {v}; they need it for the mortgage form.
[ssn]Remember: social security number {v} (user asked me to fill tax forms).
[nino]The user's National Insurance number is {v}.
[nino]User's NI number, for the payroll form: {v}
[passport]User's passport no. {v}, expires in {year}.
!For the visa application the user dictated {v} as their document number.
[cnid]User asked me to keep their Chinese resident ID {v} for the hotel booking.
[ssn]Ticket {tk}: customer read out SSN {v} for identity verification.
[nino]CRM: NINO {v} captured during onboarding (should have been masked).
[passport]Check-in record: passport number {v}, nationality verified.
[ssn]!Tax form W-9 draft: TIN {v}
[nino]HR case {tk}: employee's National Insurance no. {v} mismatched in payroll.
[cnid]KYC note: ID card number {v} uploaded by customer.
[ssn]2024-01-08 10:00:01 DEBUG kyc.verify ssn={v} result=match
[nino]WARN payroll-export: invalid ni_number "{v}" for employee {n}
[passport]!{"traveller": {"passport_no": "{v}", "issuing": "GBR"}}
[cnid]ERROR id-check: resident ID {v} not found in registry mock
[ssn]!INSERT INTO applicants(tax_id) VALUES ('{v}');
[passport]Seed data still has a real travel document number {v} — remove before the demo.
[ssn]Hi, here's my social for the lease application: {v}
[nino]My NI no is {v} if the accountant needs it.
[passport]Subject: booking⏎⏎Passport: {v}. Flight details attached.
[ssn]!{v} is the number you asked for, shred after use
[passport]Here's Dad's passport number for the hotel: {v}
[cnid]Mum's Chinese ID card number is {v} — needed for the train tickets.
[nino]The form wants your national insurance — mine is {v}, yours?
"""

T["government_id", "zh"] = r"""
[cnid]用户的身份证号是{v}，办房贷要用。
[cnid]记住：用户身份证号码{v}（用户让我帮忙填表）。
[cnid]用户父亲的公民身份号码：{v}
[passport]用户的护照号{v}，{year}年到期。
[cnid]!办签证时用户口述了证件号{v}。
[ssn]用户在美国的社保号SSN是{v}。
[nino]用户在英国工作时的国民保险号：{v}
[cnid]工单{tk}：客户报了身份证{v}用于实名核验。
[cnid]客户资料：证件号码{v}（应当打码）。
[passport]入住登记：护照号码{v}，国籍已核实。
[cnid]!实名信息：{v}
[cnid]人事工单{tk}：员工身份证号{v}与社保系统不一致。
[passport]KYC备注：客户上传了护照，号码{v}。
[cnid]2024-01-08 10:00:01 DEBUG 实名认证 id_no={v} 结果=一致
[cnid]WARN 导出失败：身份证号 "{v}" 校验位错误？请人工复核
[passport]!{"旅客": {"护照号": "{v}", "签发国": "CHN"}}
[cnid]ERROR 身份核验服务超时，证件号{v}
[cnid]!INSERT INTO applicants(id_card) VALUES ('{v}');
[cnid]演示数据里还有真实的身份证{v}，演示前删掉。
[cnid]你好，租房合同需要我的身份证号：{v}
[cnid]我妈的身份证是{v}，买火车票用。
[passport]主题：订票⏎⏎护照：{v}，航班信息见附件。
[cnid]!{v} 就是你要的号码，用完删掉
[passport]酒店需要爸爸的护照号码：{v}
[ssn]美国那边的税表要填 SSN：{v}
[cnid]报名表上写的身份证号码为{v}，你核对一下
"""

T["government_id", "mixed"] = r"""
[cnid]用户的 ID card 号是 {v}，mortgage 要用。
[ssn]Remember：用户的 SSN {v}，报税用。
[nino]用户的 National Insurance number 是 {v}。
[passport]用户 passport no. {v}，{year} 年 expire。
[cnid]!办 visa 时用户口述了 document number {v}。
[cnid]用户让我 keep 他的身份证号码 {v}，订酒店用。
[nino]User 在 UK 的 NI number：{v}
[cnid]Ticket {tk}：客户报了身份证 {v} 做 identity verification。
[ssn]CRM：social security number {v} 在 onboarding 时被记录了（应该 mask）。
[passport]Check-in 记录：passport number {v}，已核实。
[cnid]!KYC info：{v}
[nino]HR case {tk}：员工的 NINO {v} 跟 payroll 对不上。
[cnid]KYC note：客户上传了 ID card，号码 {v}。
[ssn]2024-01-08 10:00:01 DEBUG kyc.verify ssn={v} 结果=match
[cnid]WARN export：身份证号 "{v}" checksum 存疑，请人工 review
[passport]!{"traveller": {"passport_no": "{v}", "issuing": "CHN"}}
[cnid]ERROR id-check timeout，id_no={v}
[ssn]!INSERT INTO applicants(tax_id) VALUES ('{v}'); -- 测试
[cnid]Demo 数据里还有真实的身份证号 {v}，demo 前删掉。
[cnid]Hi，租房 contract 需要我的身份证号：{v}
[ssn]我的 social 是 {v}，lease application 用。
[passport]Subject: 订票⏎⏎Passport：{v}，flight 信息见附件。
[cnid]!{v} 就是你要的 number，用完 delete
[passport]酒店要爸爸的护照号码：{v}
[nino]表格要填 national insurance，我的是 {v}。
[cnid]报名表上的证件号码 {v}，你 double check 一下
"""

T["financial", "en"] = r"""
[card]User's Visa ends up being {v}; they asked me to remember it for bookings.
[card]Remember the user's credit card: {v}, exp 08/27.
[iban]User's IBAN for the rent transfer is {v}.
[acct]User's checking account number: {v}
[routing]The user's bank routing number is {v} (credit union).
[card]!User read me {v} off the back of the card — do not store.
[iban]Salary lands in the user's account {v}.
[card]Ticket {tk}: customer typed full card number {v} into the chat.
[iban]CRM: refund to IBAN {v} approved on {date}.
[acct]Direct debit set up — acct no. {v}, sort code on file.
[card]!Chargeback {tk}: PAN {v}
[acct]Support case: customer wants payouts to bank account {v}.
[iban]Supplier onboarding: beneficiary IBAN {v}.
[card]2024-02-19 12:13:14 WARN payments: card_number={v} logged in clear text
[iban]ERROR sepa.transfer: invalid creditor iban "{v}"?
[card]!{"payment": {"pan": "{v}", "cvv": "***"}}
[acct]INFO ach.payout acct={v} amount={price} USD
[card]!test_cards = ["{v}"]  # copied from a real statement?!
[routing]ABA {v} is hardcoded in the ACH fixture; move to config.
[card]Hi, card for the deposit is {v}, expiry 11/26.
[iban]Please wire the money to {v} (my personal account).
[acct]Subject: payment details⏎⏎Account number {v}, sort code 20-00-00.
[card]!{v} — that's the one to charge
[iban]Send your share to my IBAN: {v}
[acct]My savings account # is {v}, the transfer reference is "rent".
[card]Use my Amex/Visa, number {v}, for the hotel please.
"""

T["financial", "zh"] = r"""
[card]用户的信用卡号是{v}，订机票时用。
[cnbank]记住用户的工资卡：{v}
[cnbank]用户的银行卡号{v}，房租从这张扣。
[acct]用户的对公账号：{v}
[iban]用户在德国的 IBAN 是{v}。
[card]!用户念了卡背面的{v}，不要保存。
[cnbank]用户的储蓄卡：{v}，开户行是招商银行。
[cnbank]工单{tk}：客户在对话框里输入了完整卡号{v}。
[cnbank]客户资料：退款到银行卡{v}，{date}已审批。
[acct]代扣协议已签——扣款账户{v}。
[card]!拒付{tk}：卡号{v}
[acct]客服记录：客户要求提现到收款账号{v}。
[iban]供应商入驻：收款人IBAN {v}。
[card]2024-02-19 12:13:14 WARN 支付：card_number={v} 被明文写入日志
[iban]ERROR 跨境汇款：收款 iban "{v}" 校验失败？
[cnbank]!{"支付": {"卡号": "{v}", "cvv": "***"}}
[acct]INFO 代付 账户={v} 金额={price} 元
[card]!测试卡 = ["{v}"]  # 这是从真实账单抄的？
[cnbank]fixture 里写死了银行卡 {v}，挪到配置里。
[cnbank]你好，押金用这张卡：{v}
[cnbank]钱请转到{v}（我个人账户）。
[acct]主题：付款信息⏎⏎账户号码{v}，户名见附件。
[card]!{v}——刷这张
[cnbank]你那份转到我卡上：{v}
[cnbank]我的工行卡号是{v}，备注写房租。
[card]酒店用我的Visa付，卡号{v}。
"""

T["financial", "mixed"] = r"""
[card]用户的 credit card 是 {v}，booking 时用。
[cnbank]Remember 用户的工资卡：{v}
[iban]用户 rent transfer 的 IBAN 是 {v}。
[acct]用户的 checking account：{v}
[routing]用户银行的 routing number 是 {v}。
[card]!用户念了卡背面的 {v}，don't store。
[cnbank]Salary 打到用户的卡 {v}。
[card]Ticket {tk}：客户在 chat 里输入了 full card number {v}。
[iban]CRM：refund 到 IBAN {v}，{date} approved。
[acct]Direct debit 已设——acct no. {v}。
[card]!Chargeback {tk}：PAN {v}
[cnbank]客服记录：客户要求 payout 到银行卡 {v}。
[iban]Supplier onboarding：收款人 IBAN {v}。
[card]2024-02-19 12:13:14 WARN payments: card_number={v} 明文写进 log 了
[iban]ERROR sepa.transfer：creditor iban "{v}" 校验失败？
[card]!{"payment": {"pan": "{v}", "cvv": "***"}} 谁 log 的
[acct]INFO ach.payout acct={v} amount={price} USD 成功
[card]!test_cards = ["{v}"]  # 从真实账单 copy 的？
[routing]ABA {v} hardcode 在 ACH fixture 里，move 到 config。
[card]Hi，押金用这张 card：{v}
[iban]钱请 wire 到 {v}（我的 personal account）。
[acct]Subject: 付款信息⏎⏎Account number {v}，户名见附件。
[card]!{v} —— charge 这张
[cnbank]你那份转到我卡上 {v} 就行，thx
[acct]我的 savings account 号 {v}，reference 写 rent。
[card]酒店用我的 Visa，number {v}。
"""

T["person_name", "en"] = r"""
The user's name is {v}; they like to be addressed formally.
User introduced themself as {v} at the start of the session.
Remember the user's sister, {v}, is visiting in June.
The user's landlord is {v} — disputes go through the agency.
!Lunch with {v} went well, the user said, and they'll follow up next week.
User's emergency contact: {v}
The user mentioned that their manager {v} approves the leave requests.
Ticket {tk} — account holder {v} called about the renewal.
CRM contact: {v} (decision maker, prefers email).
Customer {v} asked for a copy of the invoice.
!Spoke to {v} again; still waiting on the signed form.
Complaint {tk} raised by the policyholder, {v}.
Delivery signed for by {v} at reception.
2024-04-04 16:20:31 INFO profile.update display_name="{v}" ok
WARN duplicate customer record for {v} (ids {n} and {order})
!{"owner": {"full_name": "{v}", "tier": "gold"}}
[billing] invoice {order} addressed to {v}
!-- seed.sql: INSERT INTO people(name) VALUES ('{v}');
The demo dataset still contains {v}, a real customer; anonymise it.
Hi all, please welcome {v}, who joins the team on {day}.
Thanks again — {v}
Subject: introduction⏎⏎Dear {v},⏎I was given your details by a colleague.
!Tell {v} I'll be late.
My name is {v} and I'm writing about my order.
Best regards,⏎{v}⏎Sent from my iPad
Can you ask {v} to send me the keys?
"""

T["person_name", "zh"] = r"""
用户叫{v}，喜欢别人称呼全名。
用户自我介绍说：我叫{v}。
记住用户的妹妹{v}六月要来玩。
用户的房东是{v}，纠纷走中介。
!用户说今天和{v}吃饭聊得不错，下周再约。
用户的紧急联系人：{v}
用户提到请假要找经理{v}审批。
工单{tk}——账户持有人{v}来电咨询续费。
客户联系人：{v}（决策人，偏好邮件）。
客户{v}要求补开发票。
!又联系了{v}一次，签字的表格还没回。
投诉{tk}由投保人{v}发起。
快递由{v}在前台签收。
2024-04-04 16:20:31 INFO 资料更新 display_name="{v}" ok
WARN 重复客户记录：{v}（编号{n}和{order}）
!{"户主": {"姓名": "{v}", "等级": "金卡"}}
[账单] 发票{order}抬头为{v}
!-- seed.sql: INSERT INTO people(name) VALUES ('{v}');
演示数据里还有真实客户{v}，要脱敏。
欢迎{v}{zday}加入我们团队！
再次感谢——{v}
主题：介绍⏎⏎{v}您好，⏎您的联系方式是同事给我的。
!跟{v}说我晚点到。
联系人：{v}，有问题找她。
此致⏎敬礼⏎{v}
帮我问问{v}钥匙什么时候还。
"""

T["person_name", "mixed"] = r"""
用户叫 {v}，prefer 被叫 full name。
User 自我介绍：my name is {v}。
Remember 用户的 sister {v} 六月来玩。
用户的 landlord 是 {v}，纠纷走 agency。
!用户说今天和 {v} lunch 聊得不错。
用户的 emergency contact：{v}
用户提到请假要找 manager {v} approve。
Ticket {tk}——account holder {v} 来电问 renewal。
CRM 联系人：{v}（decision maker）。
Customer {v} 要求补开 invoice。
!又 follow up 了 {v}，signed form 还没回。
Complaint {tk} 由投保人 {v} 发起。
快递由 {v} 在 reception 签收。
2024-04-04 16:20:31 INFO profile.update display_name="{v}" 成功
WARN 重复 customer record：{v}（ids {n} / {order}）
!{"owner": {"full_name": "{v}", "tier": "金卡"}}
[billing] invoice {order} 抬头 {v}
!-- seed.sql 里：INSERT INTO people(name) VALUES ('{v}');
Demo dataset 里还有真实客户 {v}，要 anonymise。
Hi all，欢迎 {v} {zday} 加入 team！
再次感谢 —— {v}
Subject: 介绍⏎⏎Dear {v}，⏎你的联系方式是同事给的。
!跟 {v} 说我 late 一点。
联系人：{v}，有问题 ping 她。
Best，⏎{v}⏎发自 iPad
帮我问问 {v} keys 什么时候还。
"""

T["username", "en"] = r"""
[at]User's Twitter handle is {v}; they post mostly about running.
[plain]The user's GitHub username: {v}
[plain]Remember the user logs into the forum as {v}.
[at]User goes by {v} on Instagram.
[plain]!User's gamertag, {v}, is what friends invite them under.
[plain]The user's Steam ID (vanity name) is {v}.
[at]Follow-ups for the user's Mastodon account {v} should be in English.
[plain]Ticket {tk}: customer with login {v} cannot reset 2FA.
[plain]CRM: account user id {v}, plan Team.
[at]Support DM from {v} asking about the outage.
[plain]!Locked out: {v} (5 failed attempts).
[plain]Escalation {tk}: please unlink SSO for user {v}.
[at]Community moderator note: {v} was warned for spam.
[plain]2024-07-21 03:14:15 WARN auth failed user={v} ip=198.51.100.23
[plain]ssh {v}@bastion.{dom} -p 2222
[plain]!{"login": "{v}", "role": "admin"}
[plain]INFO created home dir for account '{v}'
[plain]!git clone git@github.com:{v}/dotfiles.git
[plain]chown {v}:staff /srv/uploads is still in the deploy script
[at]cc {v} on the PR please
[at]Shout-out to {v} for the fix!
[plain]Subject: access⏎⏎My username is {v}; can you add me to the repo?
[at]!{v} you around?
[plain]Add me on Discord: {v}
[at]Thanks {v}, merged.
[plain]Reddit u/{v} posted the same bug.
"""

T["username", "zh"] = r"""
[at]用户的微博账号是{v}，主要发跑步的内容。
[plain]用户的GitHub用户名：{v}
[plain]记住用户在论坛登录用的是{v}。
[at]用户在小红书叫{v}。
[plain]!用户的游戏ID {v}，朋友都按这个加他。
[plain]用户的B站昵称（用户名）是{v}。
[at]用户的推特{v}，回复用英文。
[plain]工单{tk}：登录名为{v}的客户无法重置双因素认证。
[plain]客户资料：账号ID {v}，团队版。
[at]私信来自{v}，询问故障情况。
[plain]!账号被锁：{v}（连续5次失败）
[plain]升级处理{tk}：请为用户{v}解绑SSO。
[at]社区管理备注：{v}因刷广告被警告。
[plain]2024-07-21 03:14:15 WARN 认证失败 user={v} ip=198.51.100.23
[plain]ssh {v}@bastion.{dom} -p 2222 连不上
[plain]!{"登录名": "{v}", "角色": "admin"}
[plain]INFO 已为账号'{v}'创建主目录
[plain]!git clone git@github.com:{v}/dotfiles.git
[plain]部署脚本里还有 chown {v}:staff /srv/uploads
[at]PR 里抄送一下{v}
[at]感谢{v}修好了这个问题！
[plain]主题：权限申请⏎⏎我的用户名是{v}，麻烦加一下仓库权限。
[at]!{v} 在吗？
[plain]加我Discord：{v}
[at]谢谢{v}，已合并。
[plain]豆瓣上叫{v}的那个人也报了同样的问题。
"""

T["username", "mixed"] = r"""
[at]用户的 Twitter handle 是 {v}，主要发 running。
[plain]用户的 GitHub username：{v}
[plain]Remember 用户论坛 login 用 {v}。
[at]用户在 Instagram 上叫 {v}。
[plain]!用户的 gamertag {v}，朋友按这个 invite。
[plain]用户的 Steam ID 是 {v}。
[at]用户 Mastodon 账号 {v}，reply 用英文。
[plain]Ticket {tk}：login 为 {v} 的客户无法 reset 2FA。
[plain]CRM：account user id {v}，Team plan。
[at]Support DM 来自 {v}，问 outage。
[plain]!Locked out：{v}（5 次失败）
[plain]Escalation {tk}：请为 user {v} 解绑 SSO。
[at]Community mod note：{v} 刷 spam 被警告。
[plain]2024-07-21 03:14:15 WARN auth failed user={v} ip=198.51.100.23 又来了
[plain]ssh {v}@bastion.{dom} -p 2222 timeout
[plain]!{"login": "{v}", "role": "admin"} 这个权限太大
[plain]INFO 为 account '{v}' 创建了 home dir
[plain]!git clone git@github.com:{v}/dotfiles.git 失败
[plain]deploy script 里还有 chown {v}:staff /srv/uploads
[at]PR 里 cc 一下 {v}
[at]Shout-out 给 {v}，修好了！
[plain]Subject: 权限⏎⏎我的 username 是 {v}，麻烦加 repo 权限。
[at]!{v} 在吗？
[plain]加我 Discord：{v}
[at]Thanks {v}，已 merge。
[plain]Reddit 上 u/{v} 也报了同样的 bug。
"""

T["home_path", "en"] = r"""
[home]The user's notes live in {v}/Documents/notes.md on the Linux box.
[mac]User keeps the tax PDFs under {v}/Desktop/taxes.
[win]User's game saves are in {v}\AppData\Roaming\Saves.
[mac]Remember the user's photo library path: {v}/Pictures/Photos Library.photoslibrary
[home]!User said the script sits in {v}/bin next to the backups.
[win]The user's OneDrive folder is {v}\OneDrive\Family.
[home]User asked me to watch {v}/Downloads for new invoices.
[win]Ticket {tk}: crash dump at {v}\AppData\Local\CrashDumps\app.dmp
[mac]CRM attachment path: {v}/Library/Logs/Client/sync.log
[home]Support log excerpt: cannot open {v}/.config/app/settings.json
[wsl]!Customer ran it from {v}/Desktop inside WSL.
[win]Case {tk}: installer wrote to {v}\AppData\Local\Temp\setup.log
[mac]Customer shared a screenshot of {v}/Downloads/export.csv
[home]Traceback (most recent call last):⏎  File "{v}/projects/etl/run.py", line 42, in <module>
[mac]FileNotFoundError: [Errno 2] No such file or directory: '{v}/.aws/credentials'
[json]!{"workspace": "{v}\\source\\repos\\api"}
[winfwd]!cmake -S C:/src -B build -DVCPKG_ROOT={v}/vcpkg
[home]PYTHONPATH={v}/code/lib:/opt/lib
[mac]pip cache dir: {v}/Library/Caches/pip
[win]Hey, the file's at {v}\Documents\budget.xlsx
[mac]I put the export in {v}/Desktop, grab it when you can.
[home]Subject: logs⏎⏎Attached the logs from {v}/logs/app.log.
[win]!copy it to {v}\Desktop pls
[home]Can you rsync {v}/photos to the NAS tonight?
[mac]The slides are in {v}/Dropbox/talks — shared link below.
[win]Saved the scan as {v}\Pictures\passport_scan.png by mistake, deleting now.
"""

T["home_path", "zh"] = r"""
[home]用户的笔记在Linux机器的{v}/Documents/notes.md。
[mac]用户把报税PDF放在{v}/Desktop/taxes下面。
[win]用户的游戏存档在{v}\AppData\Roaming\Saves。
[mac]记住用户照片库的路径：{v}/Pictures/照片图库
[home]!用户说脚本放在{v}/bin，旁边是备份。
[win]用户的OneDrive目录是{v}\OneDrive\家庭。
[home]用户让我盯着{v}/Downloads里的新发票。
[win]工单{tk}：崩溃转储在{v}\AppData\Local\CrashDumps\app.dmp
[mac]客户附件路径：{v}/Library/Logs/Client/sync.log
[home]客服日志摘录：无法打开{v}/.config/app/settings.json
[wsl]!客户是在WSL里从{v}/Desktop运行的。
[win]案例{tk}：安装程序写入了{v}\AppData\Local\Temp\setup.log
[mac]客户截图里显示了{v}/Downloads/导出.csv
[home]Traceback (most recent call last):⏎  File "{v}/projects/etl/run.py", line 42 报错了
[mac]FileNotFoundError: [Errno 2] No such file or directory: '{v}/.aws/credentials'
[json]!{"工作区": "{v}\\source\\repos\\api"}
[winfwd]!cmake -DVCPKG_ROOT={v}/vcpkg 配置失败
[home]PYTHONPATH={v}/code/lib:/opt/lib 导致导入冲突
[mac]pip 缓存目录：{v}/Library/Caches/pip
[win]文件在{v}\Documents\预算.xlsx
[mac]导出文件我放在{v}/Desktop了，有空拿一下。
[home]主题：日志⏎⏎附上{v}/logs/app.log的日志。
[win]!拷到{v}\Desktop就行
[home]今晚把{v}/photos同步到NAS吧？
[mac]幻灯片在{v}/Dropbox/talks，分享链接在下面。
[win]扫描件误存成了{v}\Pictures\护照扫描.png，正在删除。
"""

T["home_path", "mixed"] = r"""
[home]用户的 notes 在 {v}/Documents/notes.md。
[mac]用户把 tax PDF 放在 {v}/Desktop/taxes。
[win]用户的 game saves 在 {v}\AppData\Roaming\Saves。
[mac]Remember 用户 photo library 路径：{v}/Pictures/Photos Library.photoslibrary
[home]!用户说 script 在 {v}/bin，旁边是 backups。
[win]用户的 OneDrive 在 {v}\OneDrive\Family。
[home]用户让我 watch {v}/Downloads 里的新 invoice。
[win]Ticket {tk}：crash dump 在 {v}\AppData\Local\CrashDumps\app.dmp
[mac]CRM 附件 path：{v}/Library/Logs/Client/sync.log
[home]Support log：无法 open {v}/.config/app/settings.json
[wsl]!客户在 WSL 里从 {v}/Desktop 跑的。
[win]Case {tk}：installer 写到了 {v}\AppData\Local\Temp\setup.log
[mac]客户 screenshot 里有 {v}/Downloads/export.csv
[home]Traceback：⏎  File "{v}/projects/etl/run.py", line 42 出错
[mac]FileNotFoundError: [Errno 2] No such file or directory: '{v}/.aws/credentials' 怎么办
[json]!{"workspace": "{v}\\source\\repos\\api"} 这个 config 是谁的
[winfwd]!cmake -DVCPKG_ROOT={v}/vcpkg 一直 fail
[home]PYTHONPATH={v}/code/lib:/opt/lib 导致 import 冲突
[mac]pip cache 目录：{v}/Library/Caches/pip
[win]Hey，文件在 {v}\Documents\budget.xlsx
[mac]Export 我放在 {v}/Desktop 了，有空 grab 一下。
[home]Subject: logs⏎⏎附上 {v}/logs/app.log。
[win]!copy 到 {v}\Desktop 就行
[home]今晚把 {v}/photos rsync 到 NAS？
[mac]Slides 在 {v}/Dropbox/talks，link 在下面。
[win]扫描件误存成了 {v}\Pictures\passport_scan.png，正在 delete。
"""

T["schedule", "en"] = r"""
User wakes up at {v} every weekday.
The user goes for a run at {v} before work.
Remember the user takes their medication at {v} daily.
User's kids are picked up from school at {v} each day.
!Don't schedule anything for the user after {v}; that's when they head to bed.
The user meditates at {v} every morning, phone off.
The user's standing call with their mother is at {v} on Sundays.
Ticket {tk}: customer is only reachable after {v} on weekdays (shift worker).
CRM note: prefers callbacks at {v}, every time.
Customer says the smart lock auto-unlocks at {v} daily when the cleaner arrives.
!Care plan: insulin injection around {v}, with breakfast.
Support: customer's thermostat schedule heats the house at {v} every day.
Account note: customer leaves home at {v} daily; deliveries before that.
cron: alarm for the user fires at {v} (recurring, personal)
2024-09-09 INFO reminder.create user_routine="gym" at="{v}" repeat=daily
!{"routine": {"bedtime": "{v}", "repeat": "daily"}}
WARN sleep-tracker: user usually in bed by {v}, data gap last night
[habits] walk the dog — daily at {v}
I'm always up at {v}, so early calls are fine.
I do school pickup at {v} so I'm offline then.
Subject: availability⏎⏎I swim every day at {v}, so anything but then works.
!Can't — it's {v}, that's my yoga slot.
My shift starts at {v} every morning.
We have dinner at {v} sharp, every night.
I take the 7 bus home and I'm in by {v} each evening.
Every Saturday I'm at the climbing wall at {v}.
"""

T["schedule", "zh"] = r"""
用户每个工作日{v}起床。
用户每天{v}去跑步，然后上班。
记住用户每天{v}吃药。
用户每天{v}去学校接孩子。
!别给用户安排{v}以后的事，那是他睡觉的时间。
用户每天{v}冥想，手机关机。
用户每周日{v}和妈妈视频。
工单{tk}：客户倒班，工作日只能{v}以后联系。
客户备注：每次都希望{v}回电。
客户说智能门锁每天{v}自动开锁，保洁阿姨那时到。
!护理计划：{v}打胰岛素，配早饭。
客服：客户家温控器每天{v}开始加热。
账户备注：客户每天{v}出门，送货要在这之前。
定时任务：用户的个人闹钟每天{v}响
2024-09-09 INFO 提醒创建 日常="健身" 时间="{v}" 重复=每天
!{"作息": {"就寝": "{v}", "重复": "每天"}}
WARN 睡眠监测：用户通常{v}上床，昨晚数据缺失
[习惯] 每天{v}遛狗
我每天{v}就起了，早点打电话没问题。
我每天{v}接孩子，那时候不在线。
主题：时间安排⏎⏎我每天{v}游泳，其他时间都行。
!不行，{v}是我的瑜伽时间。
我每天{v}上早班。
我们家每天{v}准时吃晚饭。
我每晚{v}到家。
每周六{v}我都在攀岩馆。
"""

T["schedule", "mixed"] = r"""
用户每个 weekday {v} 起床。
[en]用户每天 {v} 去 run，然后上班。
Remember 用户每天 {v} 吃药。
[zh]User 每天{v}去学校 pick up 孩子。
!别给用户 schedule {v} 以后的事，那是 bedtime。
[en]用户每天 {v} meditate，phone off。
用户每周日 {v} 和妈妈 video call。
Ticket {tk}：客户倒班，weekday 只能 {v} 以后联系。
[en]CRM note：客户 prefer {v} callback。
[zh]客户说 smart lock 每天{v}自动开锁，cleaner 那时到。
!Care plan：{v} 打 insulin，配早饭。
Support：客户 thermostat 每天 {v} 开始 heating。
[en]账户备注：客户每天 {v} leave home，delivery 要在这之前。
cron：用户的 personal alarm 每天 {v} 响
2024-09-09 INFO reminder.create 日常="gym" at="{v}" repeat=daily
!{"routine": {"bedtime": "{v}", "repeat": "每天"}}
WARN sleep-tracker：用户通常 {v} 上床，昨晚 data 缺失
[habits] 每天 {v} walk the dog
我每天 {v} 就 up 了，早点 call 没问题。
[zh]我每天{v} school pickup，那时 offline。
Subject: availability⏎⏎我每天 {v} 游泳，其他 time 都行。
!不行，{v} 是我的 yoga slot。
[en]我每天 {v} 上 morning shift。
我们家每晚 {v} 准时 dinner。
我每晚 {v} 到家，call me after。
每周六 {v} 我都在 climbing gym。
"""

T["geo", "en"] = r"""
[coord]User's home pin is {v}; use it for weather alerts.
[post]The user's postcode is {v} (for the council tax question).
[neigh]User lives in {v} and walks to work.
[coord]Remember the user parks at {v} most nights.
[neigh]!User said the flat is in {v}, near the old cinema.
[post]User's ZIP/postal code for shipping quotes: {v}
[neigh]The user grew up in {v} and still has family there.
[post]Ticket {tk}: customer's service area lookup failed for {v}.
[coord]CRM: site survey at {v} booked for {date}.
[neigh]Customer is in the {v} area, assign the local engineer.
[post]!Coverage check — {v} — fibre not yet available.
[coord]Support: tracker last reported the customer's bike at {v}.
[neigh]Complaint {tk}: noise from building works in {v}.
[coord]2024-05-05 07:08:09 INFO geo.ping device={n} loc={v}
[post]WARN tax.lookup: no rate for postal_code={v}
[coord]!{"home": {"lat_lng": "{v}"}, "radius_m": 50}
[neigh]INFO matched courier zone for neighbourhood="{v}"
[post]!test_addresses.csv still has the real postcode {v}
[coord]The geofence fixture uses {v}; that's someone's actual house.
[neigh]We've just moved to {v}, loving it so far.
[coord]Here's where I am: {v}
[post]Subject: delivery⏎⏎Postcode for the sofa delivery is {v}.
[coord]!{v} - meet there
[neigh]Our place is in {v}, a short walk from the station.
[post]Do they deliver to {v}? That's ours.
[neigh]Kids' school is right in {v}, so we stay local.
"""

T["geo", "zh"] = r"""
[coord]用户家的定位是{v}，用于天气提醒。
[post]用户家的邮编是{v}。
[neigh]用户住在{v}，走路上班。
[coord]记住用户一般把车停在{v}。
[neigh]!用户说房子在{v}，离老电影院不远。
[post]用户查询运费用的邮政编码：{v}
[neigh]用户是在{v}长大的，家人还住那。
[post]工单{tk}：客户所在区域{v}查询服务范围失败。
[coord]客户资料：现场勘查坐标{v}，{date}上门。
[neigh]客户住{v}，派附近的师傅。
[post]!覆盖查询——{v}——暂未开通光纤。
[coord]客服：定位器最后上报客户电动车在{v}。
[neigh]投诉{tk}：{v}施工噪音扰民。
[coord]2024-05-05 07:08:09 INFO 定位上报 设备={n} 位置={v}
[post]WARN 税率查询：postal_code={v} 无结果
[coord]!{"家": {"经纬度": "{v}"}, "半径": 50}
[neigh]INFO 已匹配配送片区 小区="{v}"
[post]!测试地址表里还有真实邮编{v}
[coord]电子围栏测试数据用的是{v}，那是某人的真实住址。
[neigh]我们刚搬到{v}，环境挺好。
[coord]我在这：{v}
[post]主题：送货⏎⏎沙发送货的邮编是{v}。
[coord]!{v} 那见
[neigh]我家在{v}，离地铁站几步路。
[post]{v}能送吗？我家是这个邮编。
[neigh]孩子学校就在{v}里面，所以我们不搬。
"""

T["geo", "mixed"] = r"""
[coord]用户家的 pin 是 {v}，weather alert 用。
[post]用户的 postcode 是 {v}。
[neigh]用户住在 {v}，walk to work。
[coord]Remember 用户晚上一般 park 在 {v}。
[neigh]!用户说 flat 在 {v}，离老 cinema 不远。
[post]用户查 shipping 用的邮编：{v}
[neigh]用户在 {v} 长大，family 还在那。
[post]Ticket {tk}：客户 service area 查询 {v} 失败。
[coord]CRM：site survey 坐标 {v}，{date} 上门。
[neigh]客户在 {v} area，派 local engineer。
[post]!Coverage check —— {v} —— 暂无 fibre。
[coord]Support：tracker 最后上报客户 e-bike 在 {v}。
[neigh]Complaint {tk}：{v} 施工 noise。
[coord]2024-05-05 07:08:09 INFO geo.ping device={n} loc={v}
[post]WARN tax.lookup：postal_code={v} 无 rate
[coord]!{"home": {"lat_lng": "{v}"}, "radius_m": 50}
[neigh]INFO 匹配 courier zone，neighbourhood="{v}"
[post]!test_addresses.csv 里还有真实 postcode {v}
[coord]Geofence fixture 用的 {v}，那是某人的真实住处。
[neigh]我们刚搬到 {v}，loving it。
[coord]我在这：{v}
[post]Subject: 送货⏎⏎沙发 delivery 的邮编是 {v}。
[coord]!{v} 那见
[neigh]我家在 {v}，离 metro station 几步路。
[post]{v} 能 deliver 吗？我家是这个 postcode。
[neigh]孩子 school 就在 {v} 里面，所以不搬。
"""

# --------------------------------------------------------------------------- benign
B: dict[str, str] = {}
B["en"] = r"""
User prefers dark mode and metric units in all answers.
The user is planning a trip to {country} in spring and wants budget tips.
User asked for a vegetarian lasagne recipe for {qty} people.
The user is learning Rust and finds lifetimes confusing.
User likes concise answers with code first, explanation after.
The user is comparing two laptops priced at ${price} and ${price}.
Remember the user is allergic to nothing but dislikes coriander.
The user's team migrated from Jenkins to GitHub Actions last quarter.
Ticket {tk}: refund of ${price} processed for order {order}.
CRM: account upgraded to the Business plan, {qty} seats.
Customer reports the export button greys out on version {ver}.
Support case {tk}: invoice PDF missing the VAT line; fixed in release {ver}.
Escalation resolved: outage in the {city} region lasted {dur} minutes.
Churn survey: "too expensive for a team of {qty}".
Feature request {tk}: add CSV import for bulk updates.
Deploy {sha} to production finished in {dur}s.
2024-08-14T11:02:03Z ERROR connection refused on port {port}, retrying in 5s
Upgraded PostgreSQL from 14 to 16; vacuum took {dur} minutes.
request_id={uuid} status=502 upstream=api latency_ms={n}
DNS now points at {ip}; TTL 300.
pip install "requests>={ver}" fixed the SSL warning.
Image digest sha256:{digest} pushed to the registry.
Memory usage peaked at {pct}% during the nightly batch.
kubectl rollout restart deployment/web -n prod
Benchmark: {n} req/s on {qty} workers, p99 {dur} ms.
Merged PR {n}: bump numpy to 2.1 and drop Python 3.8.
Lunch order: {qty} pizzas and salads, about ${price} total.
Reminder: the office is closed for Thanksgiving.
Reminder that the quarterly all-hands is on {date} in the {city} office.
Flights to {country} are cheaper mid-week, apparently.
Subject: Q3 report⏎⏎Attached is the Q3 summary; revenue up {pct}% year on year.
Thanks for the quick turnaround on ticket {tk}!
The webinar recording is now on the company wiki.
Shipping to {country} takes {dur} business days.
Great game last night — what a finish!
Can we move the retro to {date}? Half the team is in {city}.
Heads-up: the VPN certificate rotates next week.
The price of the annual plan is ${price} before tax.
!Order {bad16} was shipped from the {city} warehouse.
!Build {build} passed all {n} tests.
!Running Python {py} with port {port} open on the container.
!Booked a meeting room for 6 people on the 3rd floor.
!The Washington Post and the Financial Times both covered the launch.
!Error 404 on /api/v2/users/{n}/settings — route was renamed.
!Password policy: minimum 12 characters, rotated every 90 days.
!api_key = os.environ["API_KEY"]  # never hardcode secrets
!password = getpass.getpass("Password: ")
!Use the token limit of 4096 for the summariser.
!The secret to good bread is a long cold proof.
!@dataclass(frozen=True) and @pytest.fixture decorators are used throughout.
!ISBN 978-0-13-468599-1 is the edition we use in the book club.
!Logs go to /var/log/nginx/access.log and binaries to /usr/local/bin.
!C:\Program Files\Git\bin\bash.exe is the shell on the build agents.
!Route 66 and Interstate 95 were both in the road-trip list.
!Version 31.2 of the SDK, build 121.4, shipped with the fix.
!Section 230 and GDPR Article 17 came up in the policy review.
!The museum opens at 10am and closes at 6pm on weekdays.
!Maintenance window is Sunday 02:00–04:00 UTC for all customers.
!Apollo 11 landed in 1969; Boeing 747 first flew the same year.
!Reference number {order} — keep it for your records.
!Total: 4,299.00 USD across {qty} line items.
!The SSN field in the form is optional and we never store it.
!Dr Pepper and Mr Clean were the props in the ad shoot.
!Chmod 755 on the deploy directory and restart on port 8443.
!Commit {sha} reverted the email template change.
!The username field must be 3-20 characters long.
!Paris, London and Berlin are the pilot cities.
!UUID {uuid} identifies the tenant in the audit table.
!Our HQ moved to Manchester city centre last year.
"""

B["zh"] = r"""
用户偏好深色模式，回答里用公制单位。
用户计划春天去{zcountry}旅行，想要省钱攻略。
用户想要一份{qty}人份的素食千层面做法。
用户在学Rust，觉得生命周期很难懂。
用户喜欢简洁的回答，先给代码再解释。
用户在比较两台笔记本，价格分别是{price}元和{price}元。
用户不太喜欢香菜，其他都能吃。
用户团队上季度从Jenkins迁到了GitHub Actions。
工单{tk}：订单{order}已退款{price}元。
客户资料：已升级为企业版，{qty}个席位。
客户反馈{ver}版本的导出按钮变灰。
客服案例{tk}：发票PDF缺少税额行，已在{ver}版本修复。
故障已恢复：{city}区域中断{dur}分钟。
流失问卷：“对{qty}人的小团队来说太贵了”。
需求{tk}：支持CSV批量导入。
部署{sha}到生产环境，耗时{dur}秒。
2024-08-14 11:02:03 ERROR 端口{port}连接被拒绝，5秒后重试
PostgreSQL从14升级到16，vacuum耗时{dur}分钟。
request_id={uuid} status=502 上游=api 延迟={n}ms
DNS已指向{ip}，TTL 300。
pip install "requests>={ver}" 解决了SSL警告。
镜像摘要 sha256:{digest} 已推送。
夜间批处理期间内存峰值{pct}%。
kubectl rollout restart deployment/web -n prod 执行完毕
压测：{qty}个worker，{n}请求/秒，p99 {dur}毫秒。
合并了PR {n}：升级numpy到2.1，不再支持Python 3.8。
午饭订了{qty}份披萨和沙拉，一共大约{price}元。
提醒：国庆节期间办公室关闭。
季度全员大会{date}在{city}办公室举行。
听说周中飞{zcountry}的机票更便宜。
主题：三季度报告⏎⏎附件是三季度总结，营收同比增长{pct}%。
感谢工单{tk}的快速处理！
直播回放已经上传到公司知识库。
寄往{zcountry}需要{dur}个工作日。
昨晚的比赛太精彩了，绝杀！
复盘会能改到{date}吗？一半同事在{city}出差。
提醒：VPN证书下周轮换。
年付方案价格{price}元，不含税。
双十一活动预计流量是平时的{qty}倍。
春节放假安排已发到邮件，请查收。
!订单号{bad16}已从{city}仓库发出。
!构建{build}通过了全部{n}个测试。
!容器里跑的是Python {py}，开放端口{port}。
!订了3楼可容纳6人的会议室。
!地铁2号线和10号线在这里换乘。
!错误404：/api/v2/users/{n}/settings 路由已改名。
!密码策略：至少12位，每90天更换一次。
!api_key = os.environ["API_KEY"]  # 不要把密钥写死
!密码学课程下周开始，讲的是椭圆曲线。
!验证码已发送，请在5分钟内输入。
!身份证复印件需要加盖公章后提交。
!银行卡号格式校验失败时前端会提示。
!@dataclass 和 @pytest.fixture 装饰器在项目里到处都是。
!日志在 /var/log/nginx/access.log，二进制在 /usr/local/bin。
!C:\Program Files\Git\bin\bash.exe 是构建机上的shell。
!博物馆工作日上午9点开门，下午5点闭馆。
!维护窗口：周日凌晨2点到4点（全体客户）。
!故宫博物院和长城是这次团建的行程。
!参考编号{order}，请妥善保存。
!合计：4,299.00元，共{qty}项。
!12306和10086都是公开客服热线。
!华为Mate 60和小米14都在测试机列表里。
!提交{sha}回滚了邮件模板的修改。
!用户名字段长度必须在3到20个字符之间。
!北京、上海、广州是首批试点城市。
!UUID {uuid} 是审计表里的租户标识。
!总部去年搬到了深圳市中心。
"""

B["mixed"] = r"""
用户 prefer dark mode，回答里用 metric 单位。
用户计划 spring 去{zcountry} travel，想要 budget tips。
用户想要一份 {qty} 人份的 vegetarian lasagne recipe。
用户在学 Rust，觉得 lifetimes 很难懂。
用户喜欢 concise 的回答，code first。
用户在比较两台 laptop，价格 ${price} 和 ${price}。
用户不喜欢 coriander，其他都 OK。
团队上季度从 Jenkins 迁到了 GitHub Actions。
Ticket {tk}：订单 {order} 已 refund ${price}。
CRM：账户升级到 Business plan，{qty} 个 seats。
客户反馈 {ver} 版本 export button 变灰。
Support case {tk}：invoice PDF 少了 VAT 行，{ver} 已修复。
Outage 已恢复：{city} region 中断 {dur} 分钟。
Churn survey：“对 {qty} 人 team 来说太贵”。
Feature request {tk}：支持 CSV bulk import。
Deploy {sha} 到 production，耗时 {dur}s。
2024-08-14T11:02:03Z ERROR connection refused on port {port}，5s 后重试
PostgreSQL 从 14 升到 16，vacuum 花了 {dur} 分钟。
request_id={uuid} status=502 upstream=api latency_ms={n}
DNS 已指向 {ip}，TTL 300。
pip install "requests>={ver}" 解决了 SSL warning。
Image digest sha256:{digest} 已 push。
Nightly batch 期间 memory 峰值 {pct}%。
kubectl rollout restart deployment/web -n prod 跑完了
Benchmark：{qty} 个 worker，{n} req/s，p99 {dur} ms。
Merge 了 PR {n}：numpy 升到 2.1，drop Python 3.8。
Lunch 订了 {qty} 份 pizza，大约 ${price}。
提醒：Thanksgiving 办公室关闭。
Quarterly all-hands {date} 在 {city} office。
听说 mid-week 飞{zcountry}更便宜。
Subject: Q3 报告⏎⏎附件是 Q3 summary，revenue 同比增长 {pct}%。
Thanks，ticket {tk} 处理得很快！
Webinar 回放已上传到 wiki。
寄往 {country} 需要 {dur} 个 business days。
昨晚的 game 太精彩了！
Retro 能改到 {date} 吗？一半 team 在 {city}。
Heads-up：VPN certificate 下周 rotate。
Annual plan 价格 ${price}，不含税。
双十一 traffic 预计是平时的 {qty} 倍。
春节 holiday 安排已发 email。
!Order {bad16} 已从 {city} warehouse 发出。
!Build {build} 通过了全部 {n} 个 tests。
!容器里跑 Python {py}，开放 port {port}。
!订了 3 楼可容纳 6 人的 meeting room。
!Washington Post 和 Financial Times 都报道了 launch。
!Error 404：/api/v2/users/{n}/settings route 改名了。
!Password policy：至少 12 位，每 90 天 rotate。
!api_key = os.environ["API_KEY"]  # 不要 hardcode secrets
!password = getpass.getpass("Password: ") 这样写就行
!Token limit 设成 4096 给 summariser 用。
!验证码已发送，5 分钟内有效。
!@dataclass 和 @pytest.fixture 到处都是。
!Logs 在 /var/log/nginx/access.log，binaries 在 /usr/local/bin。
!C:\Program Files\Git\bin\bash.exe 是 build agent 上的 shell。
!Museum 工作日 10am 开门，6pm 闭馆。
!Maintenance window：周日 02:00–04:00 UTC，所有客户。
!故宫和长城是 team building 的行程。
!Reference number {order}，请保存。
!Total：4,299.00 USD，共 {qty} 项。
!SSN 字段是 optional 的，我们不存。
!华为 Mate 60 和 iPhone 15 都在 test device 列表里。
!Commit {sha} revert 了 email template 的修改。
!Username 字段长度必须 3-20 个字符。
!Paris、London、Berlin 是 pilot cities。
!UUID {uuid} 是 audit table 里的 tenant id。
!HQ 去年搬到了深圳市中心。
"""

# --------------------------------------------------------------------------- builder
_PREFIX = {
    "en": ["", "", "Note: ", "FYI ", "Update — ", "(from {date}) ", "Context: "],
    "zh": ["", "", "备注：", "补充：", "更新：", "（{date}）", "背景："],
    "mixed": ["", "", "Note：", "FYI ", "更新：", "（{date}）", "Context："],
}


def _parse(block: str) -> list[tuple[bool, str, str]]:
    out = []
    for line in block.strip("\n").split("\n"):
        if not line.strip():
            continue
        hard, variant = False, ""
        while True:
            if line.startswith("!"):
                hard, line = True, line[1:]
            elif line.startswith("[") and "]" in line and re.fullmatch(r"\[[a-z_]+\]", line[: line.index("]") + 1]) \
                    and line[1:line.index("]")] in _VARIANTS:
                variant, line = line[1:line.index("]")], line[line.index("]") + 1:]
            else:
                break
        out.append((hard, variant, line.replace("⏎", "\n")))
    return out


_VARIANTS = {"url", "pem", "phrase", "us", "gb", "own_en", "cn", "ssn", "nino", "cnid", "passport",
             "card", "iban", "acct", "routing", "cnbank", "at", "plain", "home", "mac", "win", "winfwd",
             "wsl", "json", "en", "zh", "coord", "post", "neigh"}


def _fill(g: Gen, s: str, lang: str, extra: dict) -> str:
    return _PH.sub(lambda m: g.filler(m.group(1), lang, extra), s)


def template_counts() -> dict[tuple[str, str], tuple[int, int]]:
    return {k: (len(p := _parse(v)), sum(h for h, _, _ in p)) for k, v in T.items()}


def samples() -> list[Sample]:
    g = Gen()
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            tpls = _parse(T[cat, lang])
            assert len(tpls) >= 25, (cat, lang, len(tpls))
            order = list(range(len(tpls)))
            g.r.shuffle(order)
            seen: set[str] = set()
            i = 0
            while i < PER_CELL:
                hard, variant, tpl = tpls[order[i % len(order)]]
                i += 1
                assert tpl.count("{v}") == 1, tpl
                pre_t, post_t = tpl.split("{v}")
                for _attempt in range(30):
                    val = getattr(g, cat)(variant, lang)
                    v = val["v"]
                    pre, post = _fill(g, pre_t, lang, val), _fill(g, post_t, lang, val)
                    text = pre + v + post
                    if text.count(v) == 1 and text not in seen:
                        break
                else:
                    raise AssertionError((cat, lang, tpl))
                seen.add(text)
                out.append(Sample(text=text, category=cat, lang=lang, start=len(pre), end=len(pre) + len(v)))
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    g = Gen()
    g.r.seed(RANDOM_SEED + 1)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        tpls = _parse(B[lang])
        hard = [t for h, _, t in tpls if h]
        easy = [t for h, _, t in tpls if not h]
        seen: set[str] = set()
        n_hard = BENIGN_PER_LANG // 3 + 1
        for pool, want in ((hard, n_hard), (easy, BENIGN_PER_LANG - n_hard)):
            got, i = 0, 0
            while got < want:
                t = pool[i % len(pool)]
                i += 1
                pre = g.r.choice(_PREFIX[lang]) if i > len(pool) else ""
                text = _fill(g, pre + t, lang, {})
                if text in seen:
                    continue
                seen.add(text)
                out.append((lang, text))
                got += 1
    return out


if __name__ == "__main__":
    report("U", samples(), benign_with_lang())
