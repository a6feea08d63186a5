# ruff: noqa
"""Blind privacy corpus V — "a fourth independent acceptance corpus".

Style: an auditor at a customer writes what agents really store as memory across sessions:
(1) preferences and facts an assistant keeps about its user, (2) notes a coding/ops agent
keeps about a project and its people, (3) summaries of conversations, meetings and emails,
(4) household, travel, health, school and money notes — English, Chinese and code-switched
text, as plain sentences, key: value lines, bullet lists and JSON/YAML snippets.

Author note: written blind — without reading the gate's code, its tests or its history, and
without running the gate. Values come from Faker (en_US, en_GB, zh_CN; many provider methods)
plus own generators (provider token formats, CN resident IDs with checksum, Luhn cards,
mod-97 IBANs, UK NINOs, clock-time expressions, 小区 names). About 20% of samples use hard
templates (weak/no cue, value before cue, value among similar benign items, quotes/brackets,
full-width forms, no spaces in Chinese). Time-dependent Faker calls are pinned to fixed ranges.

Seeds: Faker seed 9501 (seed_instance), random seed 9502.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
import sys
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

from faker import Faker  # noqa: E402

FAKER_SEED = 9501
RANDOM_SEED = 9502
N_PER_CELL = 250
N_BENIGN = 400
HARD_SHARE = 0.2

ALNUM = string.ascii_letters + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
URLSAFE = ALNUM + "-_"
B64 = ALNUM + "+/"
HEX = "0123456789abcdef"

# ---------------------------------------------------------------------------------------
# template helpers: one template per line; "¶" = newline; leading "!" = hard case;
# "kind::" prefix selects a value generator variant; {v} = the planted value; other {slot}s
# are filled with benign fillers.


def _t(block: str) -> list[str]:
    out = []
    for line in block.strip("\n").split("\n"):
        line = line.strip()
        if line:
            out.append(line.replace("¶", "\n"))
    return out


def _fullwidth(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


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
    return _luhn_digit(num[:-1]) == num[-1]


def _iban(country: str, bban: str) -> str:
    rearranged = bban + country + "00"
    digits = "".join(str(int(c, 36)) for c in rearranged)
    check = 98 - int(digits) % 97
    return f"{country}{check:02d}{bban}"


def _cn_id_check(body17: str) -> str:
    weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    s = sum(int(c) * w for c, w in zip(body17, weights))
    return "10X98765432"[s % 11]


def _b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


COMMON_WORDS = {
    "will", "may", "rose", "grant", "hope", "joy", "mark", "bill", "faith", "summer", "april",
    "june", "august", "dawn", "art", "guy", "jack", "frank", "miles", "rich", "long", "young",
    "price", "king", "page", "case", "lane", "hill", "wood", "bell", "ford", "cash", "love",
    "gay", "law", "park", "street", "day", "chase", "lee", "white", "black", "brown", "green",
    "ray", "sky", "iris", "ivy", "amber", "ruby", "pearl", "crystal", "sandy", "penny",
    "holly", "cole", "north", "west", "best", "baker", "cook", "hunter", "hall", "read",
    "reed", "major", "rice", "stone", "walker", "wolf", "fox", "gray", "grey", "sharp",
    "short", "small", "strong", "sweet", "banks", "carter", "mason", "miller", "fisher",
    "porter", "potter", "turner", "shepherd", "summers", "winter", "spring", "field", "fields",
    "marsh", "moss", "nash", "pope", "rivers", "burns", "bass", "booth", "lord", "dean",
    "bishop", "knight", "page", "glass", "lamb", "dale", "cliff", "heath", "glen",
}

EN_CITIES = ["Manchester", "Leeds", "Boston", "Denver", "Austin", "Bristol", "Seattle",
             "Toronto", "Glasgow", "Chicago", "Portland", "Edinburgh", "Phoenix", "Dublin",
             "Cardiff", "Atlanta", "Sheffield", "Sacramento", "Nottingham", "Pittsburgh"]
ZH_CITIES = ["北京", "上海", "杭州", "成都", "深圳", "广州", "南京", "武汉", "西安", "苏州",
             "重庆", "天津", "长沙", "青岛", "厦门", "昆明", "大连", "宁波"]
PRODUCTS = ["Postgres", "Redis", "Kubernetes", "Grafana", "Terraform", "Nginx", "Django",
            "FastAPI", "Kafka", "Airflow", "Sentry", "Elasticsearch", "Jenkins", "Vite",
            "React", "Prometheus", "RabbitMQ", "MinIO", "ClickHouse", "Celery"]
COMPANIES = ["Acme Corp", "Globex", "Initech", "Northwind", "Contoso", "Umbrella Labs",
             "Hooli", "Vandelay Industries", "Stark Logistics", "Wayne Freight"]
ZH_COMPANIES = ["星云科技", "蓝海物流", "华辰软件", "青松教育", "远航数据", "嘉禾医疗", "明德咨询"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WEEKDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
WORDS = ["maple", "orbit", "canyon", "violet", "copper", "lantern", "harbor", "quartz",
         "thistle", "meadow", "ember", "falcon", "glacier", "pepper", "saffron", "tundra",
         "willow", "zephyr", "cobalt", "juniper", "marble", "nectar", "pebble", "riddle"]
PINYIN = ["wangfang", "lijing", "zhangwei", "liuyang", "chenxi", "zhaolei", "huangmin",
          "zhoujie", "wuhao", "xuqing", "sunli", "majun", "zhuyan", "hulin", "guoqiang",
          "linfeng", "heping", "gaoyuan", "luoxin", "zhengkai"]
EN_HOODS = ["Shoreditch", "Brixton", "Hackney Wick", "Park Slope", "Williamsburg",
            "Capitol Hill", "Dupont Circle", "Jericho", "Clifton Village", "Headingley",
            "Roxbury", "Wicker Park", "Ballard", "Fremont", "Morningside", "Stockbridge",
            "Bushwick", "Hyde Park", "Kemptown", "Jesmond", "Ancoats", "Pilsen", "Fishtown",
            "Highland Park", "Dennistoun", "Cathays", "Meanwood", "Southville", "Allston",
            "Ravenswood", "Queen Anne", "Bernal Heights", "Noe Valley", "Kentish Town"]
ZH_HOOD_A = ["阳光", "翠湖", "金地", "万科", "碧桂园", "龙湖", "星河", "锦绣", "紫荆", "梅园",
             "绿城", "保利", "世纪", "枫林", "香樟", "丽景", "融创", "中海", "雅居", "银杏"]
ZH_HOOD_B = ["花园", "小区", "新村", "家园", "名苑", "华庭", "公馆", "雅苑", "城", "湾"]
ZH_NUMS = "零一二三四五六七八九十"
EN_HOUR_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten", "eleven", "twelve"]


class Gen:
    """All value and filler generators, driven by the fixed seeds."""

    def __init__(self) -> None:
        self.us = Faker("en_US")
        self.gb = Faker("en_GB")
        self.zh = Faker("zh_CN")
        for i, f in enumerate((self.us, self.gb, self.zh)):
            f.seed_instance(FAKER_SEED + i)
        self.r = random.Random(RANDOM_SEED)

    # -- small helpers --------------------------------------------------------------
    def s(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def en(self) -> Faker:
        return self.r.choice((self.us, self.gb))

    def pick(self, seq):
        return self.r.choice(seq)

    # -- secret ---------------------------------------------------------------------
    def secret(self, kind: str = "") -> str:
        r = self.r
        if kind == "url":  # URL credentials: password part without URL-reserved characters
            for _ in range(50):
                v = self.password_plain()
                if not any(c in v for c in "@:/#?%[]"):
                    return v
            return self.s(ALNUM, 16)
        if kind == "pem":
            label = r.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
            lines = [self.s(B64, 64) for _ in range(r.randint(3, 8))] + [self.s(B64, r.randint(8, 60))]
            return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"
        if kind == "hex":
            return r.choice([lambda: self.s(HEX, 32), lambda: self.s(HEX, 40), lambda: self.s(ALNUM, 40),
                             lambda: self.s(HEX, 64), lambda: self.s(URLSAFE, 43)])()
        if kind == "aws":
            return r.choice(["AKIA", "ASIA"]) + self.s(string.ascii_uppercase + "234567", 16)
        if kind == "awssecret":
            return self.s(B64, 40)
        if kind == "jwt":
            return self.jwt()
        fmt = r.choice(["aws", "ghp", "gpat", "slack", "openai", "openai_old", "anthropic", "stripe",
                        "google", "hf", "sendgrid", "telegram", "jwt", "gho", "awssecret", "hex"])
        if fmt in ("aws", "awssecret", "jwt", "hex"):
            return self.secret(fmt)
        if fmt == "ghp":
            return "ghp_" + self.s(ALNUM, 36)
        if fmt == "gho":
            return r.choice(["gho_", "ghs_", "ghu_"]) + self.s(ALNUM, 36)
        if fmt == "gpat":
            return "github_pat_11" + self.s(UPPER_DIG, 20) + "_" + self.s(ALNUM, 59)
        if fmt == "slack":
            pre = r.choice(["xoxb", "xoxp", "xoxa"])
            return f"{pre}-{self.s(string.digits, 11)}-{self.s(string.digits, 13)}-" + self.s(ALNUM, 24)
        if fmt == "openai":
            return "sk-proj-" + self.s(URLSAFE, r.choice([48, 74, 132]))
        if fmt == "openai_old":
            return "sk-" + self.s(ALNUM, 48)
        if fmt == "anthropic":
            return "sk-ant-api03-" + self.s(URLSAFE, 93) + "AA"
        if fmt == "stripe":
            return r.choice(["sk_live_", "rk_live_", "sk_test_"]) + self.s(ALNUM, r.choice([24, 34, 99]))
        if fmt == "google":
            return "AIza" + self.s(URLSAFE, 35)
        if fmt == "hf":
            return "hf_" + self.s(string.ascii_letters, 34)
        if fmt == "sendgrid":
            return "SG." + self.s(URLSAFE, 22) + "." + self.s(URLSAFE, 43)
        return f"{r.randint(100000000, 9999999999)}:AA" + self.s(URLSAFE, 33)  # telegram

    def jwt(self) -> str:
        alg = self.r.choice(["HS256", "RS256"])
        head = _b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
        body = {"sub": str(self.r.randint(10000, 99999999)), "iat": 1700000000 + self.r.randint(0, 9**7),
                "scope": self.r.choice(["read", "write", "admin", "repo"])}
        payload = _b64url(json.dumps(body, separators=(",", ":")).encode())
        return f"{head}.{payload}.{self.s(URLSAFE, 43 if alg == 'HS256' else 86)}"

    # -- password -------------------------------------------------------------------
    def password_plain(self) -> str:
        r = self.r
        f = r.choice((self.us, self.gb, self.zh))
        return f.password(length=r.randint(9, 18), special_chars=r.random() < 0.7,
                          upper_case=True, lower_case=True, digits=True)

    def password(self, kind: str = "") -> str:
        r = self.r
        if kind == "phrase":
            sep = r.choice(["-", " ", ".", "_"])
            return sep.join(r.sample(WORDS, r.randint(3, 5))) + (sep + str(r.randint(10, 99)) if r.random() < 0.5 else "")
        c = r.random()
        if c < 0.55:
            return self.password_plain()
        if c < 0.7:
            return r.choice(WORDS).capitalize() + r.choice("!@#$%&*") + str(r.randint(1000, 9999))
        if c < 0.85:
            return r.choice(PINYIN) + str(r.choice([520, 1314, 8888, 666, 2024, 1998, 123456])) + r.choice(["", "!", "@", "#"])
        return self.s(ALNUM + "!@#$%^&*", r.randint(10, 16))

    # -- email ----------------------------------------------------------------------
    def email(self, lang: str) -> str:
        r = self.r
        f = self.zh if (lang == "zh" and r.random() < 0.6) else self.en()
        m = r.choice(["email", "free_email", "company_email", "safe_email", "ascii_email",
                      "ascii_free_email", "ascii_company_email", "custom", "qq"])
        if m == "custom":
            return f"{r.choice(PINYIN)}.{r.choice(WORDS)}{r.randint(1, 99)}@{r.choice(['gmail.com', 'outlook.com', '163.com', 'proton.me', 'yahoo.co.uk'])}"
        if m == "qq":
            return f"{r.randint(10000000, 3999999999)}@qq.com"
        return getattr(f, m)()

    # -- phone ----------------------------------------------------------------------
    def phone(self, lang: str, kind: str = "") -> str:
        r = self.r
        if kind == "cn" or (lang == "zh" and r.random() < 0.7):
            d = r.choice(["13", "15", "17", "18", "19"]) + self.s(string.digits, 9)
            return r.choice([
                lambda: self.zh.phone_number(), lambda: d, lambda: f"{d[:3]} {d[3:7]} {d[7:]}",
                lambda: f"{d[:3]}-{d[3:7]}-{d[7:]}", lambda: f"+86 {d[:3]} {d[3:7]} {d[7:]}",
                lambda: f"+86-{d}", lambda: f"(0{r.randint(10, 29)}) {self.s(string.digits, 8)}",
                lambda: f"0{r.choice([10, 21, 20, 755, 571])}-{self.s(string.digits, 8)}",
                lambda: f"0{r.randint(10, 29)}-{self.s(string.digits, 8)} 转 {r.randint(100, 9999)}",
            ])()
        f = self.en()
        return r.choice([
            lambda: f.phone_number(), lambda: self.us.phone_number(), lambda: self.gb.phone_number(),
            lambda: f.msisdn() if f is self.us else "+" + self.us.msisdn()[:1] + self.us.msisdn()[1:11],
            lambda: self.gb.cellphone_number(),
            lambda: f"+1 ({r.randint(201, 989)}) {r.randint(200, 999)}-{r.randint(1000, 9999)} ext. {r.randint(10, 9999)}",
            lambda: f"07{r.randint(100, 999)} {r.randint(100000, 999999)}",
            lambda: f"+44 20 {r.randint(7000, 8999)} {r.randint(1000, 9999)}",
            lambda: f"{r.randint(201, 989)}.{r.randint(200, 999)}.{r.randint(1000, 9999)}",
            lambda: f"+49 30 {r.randint(1000000, 99999999)}",
            lambda: f"+33 6 {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)}",
        ])()

    # -- address (street part only) -------------------------------------------------
    def address(self, lang: str, kind: str = "") -> str:
        r = self.r
        if kind == "cn" or (lang == "zh" and kind != "en") or (lang == "mixed" and kind != "en" and r.random() < 0.5):
            road = r.choice([lambda: self.zh.street_name(), lambda: r.choice(["中山", "人民", "解放", "建设", "和平", "文化", "学院", "长江", "滨江", "科技"]) + r.choice(["路", "大道", "街", "东路", "西路", "南街"])])()
            no = f"{road}{r.randint(1, 999)}号"
            tail = r.choice(["", f"{r.randint(1, 30)}栋{r.randint(1, 6)}单元{r.randint(1, 33)}0{r.randint(1, 4)}室",
                             f"{r.randint(1, 20)}号楼{r.randint(101, 2808)}室", f"{r.randint(2, 28)}楼",
                             f"{r.choice('ABCDEFG')}座{r.randint(1, 30)}0{r.randint(1, 8)}", f"{r.randint(101, 3302)}室"])
            return no + tail
        f = self.en()
        v = r.choice([lambda: self.us.street_address(), lambda: self.gb.street_address(),
                      lambda: f"{f.building_number()} {f.street_name()}",
                      lambda: f"Flat {r.randint(1, 40)}, {self.gb.building_number()} {self.gb.street_name()}",
                      lambda: f"{self.us.building_number()} {self.us.street_name()}, {self.us.secondary_address()}",
                      lambda: f"{r.randint(1, 250)} {self.gb.last_name()} {r.choice(['Road', 'Lane', 'Close', 'Crescent', 'Avenue', 'Street', 'Mews'])}"])()
        return v.replace("\n", ", ")

    # -- government_id --------------------------------------------------------------
    def cn_id(self) -> str:
        area = self.r.choice(["110101", "310104", "440305", "330106", "510107", "420102", "320102", "610113", "450327", "370202"])
        d = datetime(1955, 1, 1).toordinal() + self.r.randint(0, 18000)
        birth = datetime.fromordinal(d).strftime("%Y%m%d")
        body = area + birth + self.s(string.digits, 3)
        return body + _cn_id_check(body)

    def nino(self) -> str:
        a = self.r.choice("ABCEGHJKLMNOPRSTWXYZ")
        b = self.r.choice("ABCEGHJKLMNPRSTWXYZ")
        d = self.s(string.digits, 6)
        c = self.r.choice("ABCD")
        return self.r.choice([f"{a}{b}{d}{c}", f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {c}"])

    def government_id(self, lang: str, kind: str = "") -> str:
        r = self.r
        if kind == "ssn":
            return r.choice([lambda: self.us.ssn(), lambda: self.us.ssn().replace("-", " "),
                             lambda: f"{r.randint(101, 665)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}"])()
        if kind == "nino":
            return r.choice([self.nino, self.gb.ssn])()
        if kind == "cnid":
            return r.choice([self.cn_id, self.zh.ssn])()
        if kind == "passport":
            return r.choice([lambda: self.us.passport_number(), lambda: self.gb.passport_number(),
                             lambda: r.choice("EG") + self.s(string.digits, 8),
                             lambda: "E" + r.choice("ABCDEFGH") + self.s(string.digits, 7),
                             lambda: self.s(string.digits, 9)])()
        if lang == "zh":
            return self.government_id(lang, r.choice(["cnid", "cnid", "cnid", "passport"]))
        if lang == "en":
            return self.government_id(lang, r.choice(["ssn", "ssn", "nino", "passport"]))
        return self.government_id(lang, r.choice(["ssn", "nino", "cnid", "cnid", "passport"]))

    # -- financial ------------------------------------------------------------------
    def card(self) -> str:
        r = self.r
        c = r.random()
        if c < 0.4:
            return self.us.credit_card_number(card_type=r.choice(["visa", "mastercard", "amex", "discover", "jcb", "visa16", "diners"]))
        pre = r.choice(["4", "51", "55", "2221", "6222", "6212", "6228", "6217", "3528", "6011"])
        n = r.choice([16, 16, 16, 19]) if pre.startswith("62") else 16
        body = pre + self.s(string.digits, n - 1 - len(pre))
        num = body + _luhn_digit(body)
        return r.choice([num, " ".join(num[i:i + 4] for i in range(0, len(num), 4)), "-".join(num[i:i + 4] for i in range(0, len(num), 4))]) if n == 16 else num

    def iban(self) -> str:
        r = self.r
        c = r.random()
        if c < 0.35:
            v = self.gb.iban()
        else:
            cc, bb = r.choice([("DE", lambda: self.s(string.digits, 18)),
                               ("FR", lambda: self.s(string.digits, 10) + self.s(UPPER_DIG, 11) + self.s(string.digits, 2)),
                               ("NL", lambda: self.s(string.ascii_uppercase, 4) + self.s(string.digits, 10)),
                               ("ES", lambda: self.s(string.digits, 20)),
                               ("GB", lambda: self.s(string.ascii_uppercase, 4) + self.s(string.digits, 14)),
                               ("IE", lambda: self.s(string.ascii_uppercase, 4) + self.s(string.digits, 14))])
            v = _iban(cc, bb())
        return " ".join(v[i:i + 4] for i in range(0, len(v), 4)) if r.random() < 0.4 else v

    def financial(self, lang: str, kind: str = "") -> str:
        r = self.r
        if kind == "card":
            return self.card()
        if kind == "iban":
            return self.iban()
        if kind == "acct":
            return r.choice([lambda: self.us.bban(), lambda: self.s(string.digits, 8), lambda: self.s(string.digits, r.randint(10, 12)),
                             lambda: "6" + self.s(string.digits, 18)])()
        if kind == "aba":
            return self.us.aba()
        if lang == "zh":
            return self.financial(lang, r.choice(["card", "card", "acct"]))
        return self.financial(lang, r.choice(["card", "card", "iban", "acct"]))

    # -- person_name ----------------------------------------------------------------
    def _ok_name(self, v: str) -> bool:
        return not any(p.lower().strip(".") in COMMON_WORDS for p in re.findall(r"[A-Za-z.']+", v))

    def person_name(self, lang: str, kind: str = "") -> str:
        r = self.r
        for _ in range(50):
            if kind == "zh" or (lang == "zh" and kind != "en") or (lang == "mixed" and kind != "en" and r.random() < 0.55):
                v = r.choice([self.zh.name, self.zh.name_male, self.zh.name_female,
                              lambda: self.zh.last_name() + self.zh.first_name()])()
            elif kind == "pinyin":
                v = r.choice([lambda: f"{self.zh.first_romanized_name()} {self.zh.last_romanized_name()}",
                              lambda: f"{self.zh.last_romanized_name()} {self.zh.first_romanized_name()}"])()
            elif kind == "title":
                f = self.en()
                v = f"{r.choice(['Dr.', 'Dr', 'Mrs.', 'Ms', 'Mr', 'Prof.', f.prefix()])} {f.last_name()}"
                v = v if len(v.split()[-1]) > 3 else f"{v.split()[0]} {f.first_name()} {f.last_name()}"
            else:
                f = self.en()
                v = r.choice([f.name, f.name_male, f.name_female, lambda: f"{f.first_name()} {f.last_name()}",
                              lambda: f"{f.first_name_female()} {f.last_name()}",
                              lambda: f"{f.first_name_male()} {self.gb.last_name()}-{self.us.last_name()}",
                              lambda: f"{f.first_name()} {f.first_name()[0]}. {f.last_name()}"])()
                v = re.sub(r"^(Mr|Mrs|Ms|Miss|Dr|Mx)\.? ", "", v) if kind != "title" and r.random() < 0.6 else v
            if self._ok_name(v):
                return v
        return v

    # -- username -------------------------------------------------------------------
    def username(self, lang: str, kind: str = "") -> str:
        r = self.r
        for _ in range(50):
            v = r.choice([lambda: self.us.user_name(), lambda: self.gb.user_name(), lambda: self.zh.user_name(),
                          lambda: f"{r.choice(PINYIN)}{r.randint(1, 999)}", lambda: f"{r.choice(WORDS)}_{r.choice(PINYIN)}",
                          lambda: f"{self.us.first_name().lower()}-{self.us.last_name().lower()}",
                          lambda: f"{r.choice(WORDS)}{r.choice(['dev', 'ops', 'cat', 'fox', 'zz'])}{r.randint(7, 99)}"])()
            if len(v) >= 5 and v.lower() not in COMMON_WORDS:
                return "@" + v if kind == "at" else v
        return v

    # -- home_path ------------------------------------------------------------------
    def home_user(self, lang: str) -> str:
        r = self.r
        if lang == "zh" or (lang == "mixed" and r.random() < 0.5):
            return r.choice([lambda: r.choice(PINYIN), lambda: (self.zh.last_romanized_name() + self.zh.first_romanized_name()).lower()])()
        return r.choice([lambda: self.us.user_name(), lambda: self.gb.first_name().lower(),
                         lambda: self.us.first_name().lower() + "." + self.us.last_name().lower(),
                         lambda: self.en().first_name()])()

    def home_path(self, lang: str, kind: str = "") -> str:
        u = self.home_user(lang)
        kind = kind or self.r.choice(["lin", "mac"])
        if kind == "win":
            return self.r.choice(["C:", "D:", "c:"]) + "\\Users\\" + u
        if kind == "mac":
            return "/Users/" + u
        return "/home/" + u

    # -- schedule -------------------------------------------------------------------
    def schedule(self, lang: str, kind: str = "") -> str:
        r = self.r
        h = r.randint(5, 11) if r.random() < 0.6 else r.randint(1, 11)
        m = r.choice([0, 0, 15, 30, 45, 10, 20, 40, 50])
        if kind == "zh" or (lang == "zh" and kind != "en") or (lang == "mixed" and kind != "en" and r.random() < 0.5):
            part = r.choice(["早上", "早上", "上午", "中午", "下午", "傍晚", "晚上", "晚上", "凌晨", "清晨", "夜里"])
            hh = {"下午": r.randint(1, 5), "晚上": r.randint(7, 11), "傍晚": r.randint(5, 7), "凌晨": r.randint(1, 5),
                  "夜里": r.randint(10, 12), "中午": 12, "上午": r.randint(8, 11)}.get(part, r.randint(5, 8))
            num = str(hh) if r.random() < 0.5 else (ZH_NUMS[hh] if hh <= 10 else "十" + ZH_NUMS[hh - 10])
            tail = r.choice(["点", "点半", f"点{m if m else 15}分", "点一刻", "点", "点整", "点三刻"])
            return r.choice([f"{part}{num}{tail}", f"{part}{num}{tail}", f"{hh + (12 if part in ('下午', '晚上', '傍晚') and hh < 12 else 0):02d}:{m:02d}", f"{num}{tail}"])
        dt = self.us.date_time_between(start_date=datetime(2020, 1, 1), end_date=datetime(2020, 12, 31))
        return r.choice([
            lambda: f"{h}am", lambda: f"{h}pm", lambda: f"{h}:{m:02d}am", lambda: f"{h}:{m:02d} p.m.",
            lambda: f"{h}:{m:02d} AM", lambda: dt.strftime("%H:%M"), lambda: dt.strftime("%I:%M %p").lstrip("0"),
            lambda: f"half past {EN_HOUR_WORDS[h - 1]}", lambda: f"quarter to {EN_HOUR_WORDS[h % 12]}",
            lambda: f"{EN_HOUR_WORDS[h - 1]} o'clock", lambda: f"{h:02d}{m:02d} hrs", lambda: f"{h} a.m.",
            lambda: f"quarter past {EN_HOUR_WORDS[h - 1]}",
        ])()

    # -- geo ------------------------------------------------------------------------
    def geo(self, lang: str, kind: str = "") -> str:
        r = self.r
        if kind == "coord":
            c = r.random()
            if c < 0.35:
                lat, lng = self.us.latitude(), self.us.longitude()
                return f"{float(lat):.{r.randint(4, 6)}f}, {float(lng):.{r.randint(4, 6)}f}"
            if c < 0.65:
                t = self.en().local_latlng()
                return f"{t[0]},{t[1]}" if r.random() < 0.5 else f"({t[0]}, {t[1]})"
            lat, lng = r.uniform(18, 45), r.uniform(75, 130)
            return r.choice([f"{lat:.5f}, {lng:.5f}", f"{lat:.4f}°N, {lng:.4f}°E", f"N{lat:.4f} E{lng:.4f}"])
        if kind == "post":
            if lang == "zh":
                return r.choice([self.zh.postcode, lambda: str(r.randint(100000, 850000))])()
            return r.choice([self.gb.postcode, self.us.zipcode, self.us.zipcode_plus4, self.gb.postcode])()
        if kind == "hood":
            if lang == "zh" or (lang == "mixed" and r.random() < 0.6):
                return r.choice(ZH_HOOD_A) + r.choice(ZH_HOOD_B) + r.choice(["", "", "二期", "三期", "东区"])
            return r.choice([lambda: r.choice(EN_HOODS), lambda: self.us.local_latlng()[2] if False else r.choice(EN_HOODS),
                             lambda: f"{self.gb.last_name()} {r.choice(['Estate', 'Heights', 'Gardens', 'Village', 'Park Estate'])}"])()
        return self.geo(lang, r.choice(["coord", "post", "hood"]))


# ---------------------------------------------------------------------------------------
# templates per (category, lang)
T: dict[tuple[str, str], list[str]] = {}

T["secret", "en"] = _t("""
User keeps the staging OpenAI-style key here: {v} (rotate every 90 days).
Project note: the CI deploy token is {v}; stored in the repo settings, not in code.
- api_key: {v}¶- region: eu-west-1¶- owner: platform team
{"service": "{prod}", "api_token": "{v}", "retries": 3}
YAML for the worker:¶auth:¶  secret_key: "{v}"¶  timeout: 30
aws::AWS access key id for the backup bucket: {v}
awssecret::aws_secret_access_key = {v}
Meeting summary: ops agreed to revoke {v} after the {prod} migration on {date}.
Email recap — vendor sent a new bearer token, {v}, valid until the end of the quarter.
pem::Deploy key for the build box (do not share):¶{v}
pem::The assistant saved this private key from the user's message:¶{v}¶Use it only for the {city} mirror.
url::Connection string: postgres://app_rw:{v}@db.{prod}.internal:5432/orders
url::Mirror uses https://deploy:{v}@git.example.net/infra.git for pulls.
hex::SESSION_SECRET={v}
hex::The webhook signing secret for {prod} is {v}.
jwt::Long-lived JWT the user pasted for the reporting API: {v}
Remember: Slack bot credential -> {v}
export GITHUB_TOKEN={v}
Household automation: the smart-home hub's API credential is {v}.
Travel app integration key {v} (expires {date}).
!{v}
!Keys seen in the chat, in order: ticket {tkt}, build {sha}, then {v}, then port {port}.
!"{v}" <- that's what they pasted before asking to "keep it safe"
![{v}] added to vault on {date}
!hex::checksum {sha} · version {ver} · {v}
!pem::{v}¶(the one from the old laptop)
""")

T["secret", "zh"] = _t("""
用户的 API 密钥：{v}，请勿写进代码。
项目备忘：部署令牌是{v}，存放在CI变量里。
- 接口token：{v}¶- 环境：生产¶- 负责组：运维
{"服务": "{prod}", "访问令牌": "{v}"}
配置片段：¶鉴权:¶  secret_key: "{v}"¶  超时: 30
aws::AWS访问密钥ID为{v}，用于{zcity}机房备份桶。
awssecret::对象存储的 secret access key 是 {v}
会议纪要：{prod} 迁移完成后吊销旧密钥{v}。
邮件摘要：供应商发来新的访问凭证{v}，本季度有效。
pem::构建机的部署私钥（不要外传）：¶{v}
pem::用户发来的私钥已保存：¶{v}¶只用于{zcity}镜像站。
url::数据库连接串：mysql://app:{v}@10.0.3.12:3306/shop
url::镜像仓库地址 https://ci:{v}@git.example.cn/infra.git
hex::会话签名密钥={v}
hex::{prod}回调的签名secret为{v}。
jwt::报表接口的长期JWT：{v}
记住：机器人凭据 -> {v}
智能家居网关的开放平台Key是{v}。
出行App对接的key {v}（{date}到期）
请帮我保管这串令牌{v}谢谢
!{v}
!工单{tkt}、提交{sha}、然后是{v}、端口{port}
!“{v}”——这是他让我记下来的
!【{v}】已于{date}存入保险库
!pem::{v}¶（旧电脑上那把）
""")

T["secret", "mixed"] = _t("""
帮我记住 the staging API key：{v}
项目 note：CI 的 deploy token 是 {v}，放在 repo settings 里。
- api_key: {v}¶- 区域: cn-north-1¶- owner: 平台组
{"service": "{prod}", "token": "{v}", "备注": "生产环境"}
配置:¶auth:¶  client_secret: "{v}"¶  retries: 3
aws::AWS access key 是 {v}，用于 backup bucket。
awssecret::aws secret 改成了 {v}
Meeting 纪要：{prod} migration 之后 revoke 掉 {v}。
邮件 recap：vendor 给了新的 bearer token {v}。
pem::Deploy key（别外传）：¶{v}
pem::用户贴的 private key 已存：¶{v}¶only for {zcity} mirror.
url::连接串 postgres://svc:{v}@db.internal:5432/app 别泄露
url::拉代码用 https://bot:{v}@gitlab.example.com/team/api.git
hex::SIGNING_SECRET={v} 每季度轮换
hex::webhook 的签名 secret 是 {v}
jwt::报表 API 的 JWT：{v}
Slack bot 的 credential -> {v}
export HF_TOKEN={v}  # 训练机用
智能家居 hub 的 API credential：{v}
Travel app 的 integration key {v}，{date} 过期
!{v}
!ticket {tkt}、commit {sha}、然后 {v}、port {port}
!“{v}” 他说 keep it safe
![{v}] 已存 vault
!pem::{v}¶（旧 laptop 上那把）
""")

T["password", "en"] = _t("""
The user's email password is {v}.
Wi-Fi at home: network "{prod}-5G", password {v}.
- router admin pw: {v}¶- model: {prod} AX3000
{"account": "bank portal", "password": "{v}"}
YAML:¶db:¶  user: app¶  pass: "{v}"
Meeting recap: the shared drive passcode was changed to {v}.
Email summary: school portal login password reset to {v} on {date}.
pw={v}
She said her laptop password is {v} — keep it private.
Household note: alarm system code {v}, garage shares the same.
phrase::Passphrase for the backup disk: {v}
phrase::The vault master passphrase is "{v}".
Travel: hotel safe PIN set to {v}.
Project note: the staging admin logs in with passwd {v}.
New credentials for the kids' tablet — password: {v}
Remember the Netflix login secret word {v} for family profile.
PASSWORD={v}
Conversation summary: user changed their Apple ID password to {v} after the breach.
Health portal: login uses {v} as the password.
The password is {v}.
!{v}
!Things to remember: order {tkt}, flight {ver}, {v}, gate {n}.
!"{v}" — don't lose this one (for the NAS)
!({v}) new one after reset
!phrase::{v} ← backup disk
""")

T["password", "zh"] = _t("""
用户的邮箱密码是{v}。
家里Wi-Fi名称“{prod}-5G”，密码{v}。
- 路由器管理密码：{v}¶- 型号：{prod}
{"账户": "网银", "密码": "{v}"}
配置：¶数据库:¶  用户: app¶  口令: "{v}"
会议纪要：共享盘访问口令改成了{v}。
邮件摘要：学校系统登录密码于{date}重置为{v}。
pw={v}
她说笔记本开机密码是{v}，别告诉别人。
家庭备忘：门禁密码{v}，车库同一个。
phrase::备份硬盘的密语：{v}
phrase::保险库主口令为“{v}”。
出差：酒店保险箱密码设为{v}。
项目备忘：测试环境管理员登录密码{v}。
孩子平板的新密码：{v}
视频会员登录密码记一下{v}
PASSWORD={v}
对话摘要：用户泄露事件后把账户密码改成了{v}。
医院预约平台登录用{v}。
密码是{v}
!{v}
!要记住的：订单{tkt}、航班{ver}、{v}、登机口{n}
!“{v}”——NAS用的，别丢
!（{v}）重置后的新的
!密码：{v}
""")

T["password", "mixed"] = _t("""
用户的 email password 是 {v}
家里 Wi-Fi "{prod}-5G"，password {v}
- router admin 密码: {v}¶- model: {prod}
{"account": "网银", "password": "{v}"}
配置:¶db:¶  user: app¶  密码: "{v}"
Meeting 纪要：shared drive 的 passcode 改成了 {v}
邮件 summary：school portal 密码 reset 成 {v}
pw={v}
她说 laptop 开机 password 是 {v}，keep private
家庭 note：门禁 code {v}
phrase::backup disk 的 passphrase：{v}
phrase::vault master 口令 "{v}"
出差 hotel safe 密码设成 {v}
项目 note：staging admin 登录 passwd {v}
孩子 tablet 的新 password：{v}
Netflix 家庭账号 login 密码 {v}
PASSWORD={v}  # 别提交
对话 summary：breach 之后 Apple ID 密码改为 {v}
Health portal 登录用 {v} 作密码
the password is {v}，记住
!{v}
!order {tkt}、航班 {ver}、{v}、gate {n}
!"{v}" —— NAS 用的 don't lose
!({v}) reset 后的新的
!phrase::{v} ← backup disk
""")

T["email", "en"] = _t("""
User prefers to be contacted at {v} rather than by phone.
Project contact for the {prod} rollout: {v}.
- email: {v}¶- timezone: Europe/London
{"name_ref": "billing contact", "email": "{v}"}
YAML:¶notify:¶  to: {v}¶  on: failure
Meeting summary: send the slide deck to {v} before {wd}.
Email thread recap — the landlord writes from {v}.
School note: the class teacher's address is {v}.
Forward invoices to {v} (accounts).
Health: clinic results will be mailed to {v}.
Travel: booking confirmation went to {v}.
Reply-To: {v}
The dentist asked us to confirm by writing to {v}.
CC {v} on anything about the {city} office lease.
Her personal inbox: {v}.
Personal mailbox for newsletters: {v}
git config user.email "{v}"
Contact sheet — e-mail {v}, prefers mornings.
Conversation summary: user's new address for receipts is {v}.
Write to {v} for the spare key.
!{v}
!Addresses in the thread: noreply@github.com, {v}, support@{prod}.io (the second is his)
!<{v}>
!"{v}" is the one to use now
!reach out: {v} / ticket {tkt}
""")

T["email", "zh"] = _t("""
用户希望通过邮箱{v}联系，不要打电话。
{prod}上线的项目联系人邮箱：{v}
- 邮箱：{v}¶- 时区：东八区
{"用途": "账单联系人", "电子邮件": "{v}"}
配置：¶通知:¶  收件人: {v}
会议纪要：{wd}前把材料发到{v}。
邮件摘要：房东用{v}发信。
学校备忘：班主任的邮箱是{v}
发票请转给{v}（财务）。
体检报告会发到{v}
出行：订票确认信发到了{v}
回复地址：{v}
牙医让我们发邮件到{v}确认。
{zcity}办公室租约相关的邮件抄送{v}
她的私人邮箱：{v}
订阅用的信箱{v}
联系方式——E-mail {v}，上午方便。
对话摘要：用户收据的新地址是{v}
备用钥匙的事写信给{v}
电子邮箱地址为{v}
!{v}
!邮件里出现的地址：noreply@github.com、{v}、support@{prod}.io（第二个是他的）
!<{v}>
!“{v}”现在用这个
!联系{v}/工单{tkt}
""")

T["email", "mixed"] = _t("""
用户更喜欢用 email {v} 联系
{prod} rollout 的 contact：{v}
- 邮箱: {v}¶- timezone: Asia/Shanghai
{"用途": "billing contact", "email": "{v}"}
配置:¶notify:¶  to: {v}¶  on: 失败时
Meeting 纪要：{wd} 前把 deck 发给 {v}
邮件 recap：房东用 {v} 写信
学校 note：班主任 email 是 {v}
Invoice 转发到 {v}
体检 results 会发到 {v}
Travel：booking confirmation 发到了 {v}
Reply-To: {v}
牙医让我们 email {v} 确认
{zcity} office lease 相关的都 CC {v}
她的 personal inbox：{v}
newsletter 用的信箱 {v}
git config user.email "{v}"  # 新电脑
联系方式 — e-mail {v}，上午 OK
对话 summary：收据的新地址 {v}
备用钥匙 write to {v}
!{v}
!thread 里的地址：noreply@github.com、{v}、support@{prod}.io（第二个是他的）
!<{v}>
!"{v}" 现在用这个
!reach out：{v} / ticket {tkt}
""")

T["phone", "en"] = _t("""
User's mobile number is {v}; text before calling.
Project on-call contact for {prod}: {v}.
- phone: {v}¶- best time: weekdays
{"role": "emergency contact", "tel": "{v}"}
YAML:¶contact:¶  cell: "{v}"
Meeting summary: the contractor can be reached on {v}.
Email recap — pharmacy callback number {v}.
School office line for absences: {v}
Call the landlord at {v} about the boiler.
Travel: the hotel gave us {v} for late check-in.
Health note: GP surgery direct dial {v}.
Ring {v} if the delivery is late.
Her cell: {v}
Conversation summary: user's new number is {v}, old one is disconnected.
Babysitter's phone — {v}.
WhatsApp him on {v}.
Tel. {v}
Save {v} as the plumber.
Dad's landline is {v}.
Fax/phone for the insurance claim: {v}
!{v}
!Numbers from the email: invoice {tkt}, qty {n}, {v} (that's her), PO 88{n}1
!"{v}" — mum
!({v}) new since {date}
!call back → {v}
""")

T["phone", "zh"] = _t("""
用户的手机号是{v}，打电话前先发短信。
{prod}值班联系电话：{v}
- 电话：{v}¶- 方便时间：工作日
{"角色": "紧急联系人", "手机": "{v}"}
配置：¶联系:¶  手机: "{v}"
会议纪要：装修师傅的电话{v}。
邮件摘要：药房回电号码{v}。
学校请假电话：{v}
锅炉的事打房东电话{v}
出行：酒店给的晚到联系号码{v}
健康备忘：社区医院直拨{v}
快递晚了就拨{v}
她的手机：{v}
对话摘要：用户换了新号{v}，旧号停机了。
保姆的联系方式——{v}
微信同号{v}
联系电话：{v}
把{v}存成水管工。
爸爸家座机{v}
保险理赔热线是公司的，经办人手机{v}
!{v}
!邮件里的数字：发票{tkt}、数量{n}、{v}（她的）、单号88{n}1
!“{v}”——妈妈
!（{v}）{date}起用新号
!fw::手机：{v}
""")

T["phone", "mixed"] = _t("""
用户的 mobile 是 {v}，call 之前先发消息
{prod} on-call 电话：{v}
- phone: {v}¶- 方便时间: weekdays
{"role": "紧急联系人", "tel": "{v}"}
配置:¶contact:¶  手机: "{v}"
Meeting 纪要：contractor 的电话 {v}
邮件 recap：pharmacy 回电号码 {v}
School 请假 hotline 是 {v}
boiler 的事 call 房东 {v}
Travel：hotel 给的 late check-in 号码 {v}
Health note：GP 直拨 {v}
快递 late 了就 ring {v}
她的 cell：{v}
对话 summary：新号 {v}，旧的停了
Babysitter 联系方式 — {v}
WhatsApp 他 {v}
Tel. {v}
把 {v} save 成水管工
爸爸的 landline {v}
insurance 经办人手机 {v}
!{v}
!email 里的数字：invoice {tkt}、qty {n}、{v}（她的）、PO 88{n}1
!"{v}" — 妈妈
!({v}) since {date}
!fw::手机号 {v}
""")

T["address", "en"] = _t("""
en::User lives at {v}, {city}.
en::Ship the replacement router to {v}, {city}.
en::- address: {v}¶- city: {city}
en::{"deliver_to": "{v}", "city": "{city}"}
en::YAML:¶home:¶  street: "{v}"¶  town: {city}
en::Meeting summary: the new office for the two of them is at {v}, {city}.
en::Email recap — the landlord's property is {v}.
en::School note: pickup point is their house, {v}, {city}.
en::Health: home visit booked for {v}.
en::Travel: the Airbnb is at {v} in {city}.
en::Mail forwarding from {v} starts {date}.
en::Grandma moved to {v}, {city}.
en::Billing address on the card: {v}, {city}.
en::Return label from {v}.
en::Conversation summary: user's flat is {v}; parking round the back.
en::Party at ours — {v}, {city}, from {wd}.
en::Residence: {v}
en::Key safe is by the door of {v}.
en::Her parents' place, {v}, {city}, has the spare bike.
en::Project note: the founder runs the company from home at {v}.
!en::{v}
!en::Stops today: {city} depot, {v}, then the {prod} warehouse
!en::"{v}" (new place, {city})
!en::[{v}] — keys with neighbour
!en::{v}, {city} — that's where we live now
""")

T["address", "zh"] = _t("""
cn::用户住在{prov}{zc}{dist}{v}。
cn::把替换的路由器寄到{prov}{zc}{dist}{v}。
cn::- 地址：{zc}{dist}{v}¶- 城市：{zc}
cn::{"收货地址": "{prov}{zc}{v}"}
cn::配置：¶家庭:¶  住址: "{dist}{v}"
cn::会议纪要：他们两人的新工作室在{zc}{dist}{v}。
cn::邮件摘要：房东的房子位于{zc}{v}。
cn::学校备忘：接送点是他们家，{dist}{v}。
cn::健康：上门护理预约在{zc}{dist}{v}
cn::出行：民宿在{zc}{dist}{v}
cn::{date}起从{dist}{v}转寄信件。
cn::奶奶搬到了{prov}{zc}{v}
cn::信用卡账单地址：{zc}{dist}{v}
cn::退货寄件地址{zc}{v}
cn::对话摘要：用户家在{dist}{v}，车停后门。
cn::{wd}来我们家聚会——{zc}{dist}{v}
cn::居住地址：{zc}{dist}{v}
cn::钥匙放在{dist}{v}门口的密码箱里
cn::她父母家{zc}{v}放着备用自行车。
cn::项目备忘：创始人在家办公，地址{zc}{dist}{v}
!cn::{v}
!cn::今天的站点：{zcity}仓库、{v}、然后{prod}库房
!cn::“{zc}{v}”（新家）
!cn::【{dist}{v}】钥匙在邻居那
!cn::{zc}{dist}{v}就是我们现在住的地方
""")

T["address", "mixed"] = _t("""
用户住在 {v}, {city}
Ship 替换件到 {zc}{dist}{v}
- address: {v}¶- 城市: {city}
{"deliver_to": "{v}", "备注": "放门口"}
配置:¶home:¶  street: "{v}"
Meeting 纪要：新 studio 在 {v}
邮件 recap：房东的 property 在 {v}
School note：接送点是他们家 {v}
Health：home visit 约在 {v}
Travel：Airbnb 在 {v}，{city}
Mail forwarding 从 {v} 开始，{date} 生效
奶奶 moved to {v}
信用卡 billing address：{v}
Return label 寄件地址 {v}
对话 summary：用户的 flat 是 {v}，parking 在后面
{wd} 来我们家 party — {v}
Residence 住址：{v}
Key safe 在 {v} 门口
她爸妈家 {v} 放着 spare bike
项目 note：founder 在家办公，{v}
!{v}
!今天的 stops：{city} depot、{v}、然后 {prod} warehouse
!"{v}"（新家）
![{v}] keys 在邻居那
!{v} — that's 我们现在住的地方
""")

T["government_id", "en"] = _t("""
ssn::User's Social Security number is {v}.
ssn::SSN: {v}
ssn::- ssn: {v}¶- filing: joint
ssn::{"tax_form": "W-4", "social_security_no": "{v}"}
ssn::Email recap — HR asked for the soc. sec. number, {v}, by {wd}.
ssn::Conversation summary: user read out their social {v} for the mortgage form.
ssn::Health insurance enrollment used SS# {v}.
nino::UK National Insurance number: {v}
nino::NI number {v} (for payroll at {co}).
nino::- nino: {v}¶- employer: {co}
nino::YAML:¶payroll:¶  ni_number: "{v}"
nino::Meeting summary: accountant needs his NINO, {v}, before the tax year ends.
passport::Passport number {v}, expires {date}.
passport::Travel: her passport no. is {v}.
passport::{"traveller": "adult 1", "passport": "{v}", "nationality": "GB"}
passport::Visa form — passport # {v}
passport::School trip consent: child's passport number {v}.
passport::Project note: the contractor's travel document number is {v} (passport).
ssn::Tax note: taxpayer id (SSN) {v} on the 1040.
ssn::Kid's social security card reads {v}.
!ssn::{v}
!ssn::Reference numbers on the form: claim {tkt}, {v}, policy 4{n}77, build {ver}
!passport::"{v}" — passport (renewed {date})
!nino::[{v}] NI
!ssn::{v} ← his SSN, don't share
""")

T["government_id", "zh"] = _t("""
cnid::用户的身份证号是{v}。
cnid::身份证号码：{v}
cnid::- 身份证：{v}¶- 用途：租房备案
cnid::{"证件类型": "居民身份证", "证件号": "{v}"}
cnid::邮件摘要：人事要求{wd}前提供公民身份号码{v}。
cnid::对话摘要：用户为办房贷念了身份证{v}。
cnid::医保登记使用的身份证号{v}
cnid::配置：¶实名:¶  id_card: "{v}"
cnid::会议纪要：办理入职需要她的居民身份证号{v}。
cnid::孩子的身份证号为{v}，报名用。
cnid::火车票实名信息：证件号{v}
cnid::酒店入住登记了{v}（身份证）
passport::护照号{v}，{date}到期。
passport::出行：她的护照号码是{v}
passport::{"旅客": "成人1", "护照": "{v}"}
passport::签证表——护照编号{v}
passport::学校游学同意书：孩子护照号{v}
passport::项目备忘：外派同事的护照证件号是{v}
cnid::个税申报的纳税人识别号（身份证）{v}
cnid::身份证{v}复印件已交物业
!cnid::{v}
!cnid::表上的编号：理赔{tkt}、{v}、保单4{n}77、版本{ver}
!passport::“{v}”——护照（{date}换发）
!cnid::【{v}】身份证
!cnid::fw::证件号{v}
""")

T["government_id", "mixed"] = _t("""
ssn::用户的 SSN 是 {v}
cnid::身份证号 {v}，for the rental filing
cnid::- ID card: {v}¶- 用途: 租房备案
cnid::{"证件类型": "居民身份证", "id_no": "{v}"}
ssn::邮件 recap：HR 要 social security number {v}
cnid::对话 summary：办 mortgage 念了身份证 {v}
cnid::医保 enrollment 用的身份证号 {v}
nino::UK 的 National Insurance number：{v}
nino::NI number {v}，payroll 用
nino::配置:¶payroll:¶  ni_number: "{v}"
nino::Meeting 纪要：accountant 需要他的 NINO {v}
passport::护照 passport no. {v}，{date} expire
passport::Travel：她的护照号码 {v}
passport::{"traveller": "成人1", "passport": "{v}"}
passport::Visa 表 — 护照编号 {v}
passport::游学 consent form：孩子 passport number {v}
ssn::Tax note：1040 上的 taxpayer id (SSN) {v}
cnid::火车票实名 ID：{v}
cnid::hotel check-in 登记了身份证 {v}
ssn::Kid 的 social security card 号码 {v}
!cnid::{v}
!cnid::表上的 refs：claim {tkt}、{v}、policy 4{n}77、build {ver}
!passport::"{v}" — passport（{date} renewed）
![{v}] 身份证
!cnid::fw::ID：{v}
""")

T["financial", "en"] = _t("""
card::User's Visa card number is {v}.
card::Card on file for the {prod} subscription: {v}
card::- credit card: {v}¶- exp: 09/28
card::{"payment_method": "card", "pan": "{v}"}
card::Email recap — the refund goes back to card {v}.
card::Travel: hotel guaranteed with the Amex {v}.
card::Household: the kids' debit card is {v}.
iban::IBAN for rent transfers: {v}
iban::Pay the nanny to IBAN {v}.
iban::YAML:¶payout:¶  iban: "{v}"
iban::Meeting summary: supplier's bank details — {v} (IBAN).
iban::Conversation summary: user gave their international bank account number {v} for the deposit.
acct::Bank account number {v}, sort code at the branch.
acct::Savings acct no. {v} — for the school fees standing order.
acct::{"bank": "checking", "account_number": "{v}"}
acct::Health: the clinic direct debits from account {v}.
aba::Routing number {v} for the payroll direct deposit.
aba::ABA routing # {v} (credit union).
card::Project note: the company card used for cloud billing is {v}.
card::Number on her MasterCard: {v}
!card::{v}
!card::Numbers in the receipt: order 100{n}5, {v}, auth {sha}, terminal {port}
!iban::"{v}" — landlord's IBAN
!card::[{v}] expires 11/27
!acct::{v} ← savings account
""")

T["financial", "zh"] = _t("""
card::用户的银行卡号是{v}。
card::{prod}订阅绑定的信用卡：{v}
card::- 信用卡：{v}¶- 有效期：09/28
card::{"支付方式": "银行卡", "卡号": "{v}"}
card::邮件摘要：退款原路退回尾号那张卡，完整卡号{v}。
card::出行：酒店用信用卡{v}担保。
card::家庭：孩子的借记卡号{v}
acct::房租转账账号：{v}
acct::保姆工资打到账户{v}
acct::配置：¶收款:¶  账号: "{v}"
card::会议纪要：供应商的收款银行卡{v}。
card::对话摘要：用户提供了储蓄卡号{v}用于退押金。
acct::银行账号{v}，开户行{zcity}分行。
acct::存折账号{v}——学费代扣用
acct::{"银行": "工商银行", "账户号码": "{v}"}
acct::医院从账户{v}自动扣费
card::工资卡{v}
card::公积金联名卡卡号：{v}
card::项目备忘：云服务账单用的公司卡是{v}
card::她那张信用卡的号码：{v}
!card::{v}
!card::小票上的数字：订单100{n}5、{v}、授权码{sha}、终端{port}
!card::“{v}”——房东的卡
!card::【{v}】
!card::fw::卡号{v}
""")

T["financial", "mixed"] = _t("""
card::用户的 Visa 卡号 {v}
card::{prod} subscription 绑定的 card：{v}
card::- credit card: {v}¶- 有效期: 09/28
card::{"payment_method": "银行卡", "pan": "{v}"}
card::邮件 recap：refund 退回到卡 {v}
card::Travel：hotel 用 Amex {v} 担保
card::家庭：kids 的 debit card {v}
iban::房租转账 IBAN：{v}
iban::Pay 保姆到 IBAN {v}
iban::配置:¶payout:¶  iban: "{v}"
iban::Meeting 纪要：supplier 的银行信息 — {v} (IBAN)
acct::对话 summary：押金退到 bank account {v}
acct::银行账号 account no. {v}
acct::Savings 账户 {v}，学费 standing order
acct::{"bank": "工商银行", "account_number": "{v}"}
aba::Routing number {v}，payroll direct deposit 用
aba::ABA routing # {v}（credit union）
card::工资卡 card number {v}
card::项目 note：cloud billing 的公司卡 {v}
card::她 MasterCard 的号码：{v}
!card::{v}
!card::receipt 上的数字：order 100{n}5、{v}、auth {sha}、terminal {port}
!iban::"{v}" — 房东的 IBAN
!card::[{v}] 11/27 到期
!card::fw::卡号 {v}
""")

T["person_name", "en"] = _t("""
The user's name is {v}; they prefer first-name terms.
Project note: {v} owns the {prod} deployment and approves releases.
- contact: {v}¶- role: landlord
{"emergency_contact": "{v}", "relation": "sister"}
YAML:¶team:¶  lead: "{v}"
Meeting summary: {v} agreed to take the on-call rota from {wd}.
Email recap — {v} confirmed the quote for the kitchen.
title::School note: {v} is the new form tutor.
title::Health: appointment with {v} on {date}.
Travel: booked the seats next to {v} on the {city} flight.
My name is {v}.
Please address letters to {v}.
Conversation summary: user's partner, {v}, handles the bills.
The babysitter this month is {v}.
Sign-off for the PR came from {v}.
title::Recommended physio: {v}, near the {city} clinic.
Ask {v} about the spare keys.
Assignee: {v}
Grocery order placed under {v}.
Introduced myself to {v} at the {prod} meetup.
!{v}
!Attendees: {prod} bot, release-manager, {v}, QA
!"{v}" signed for the parcel
![{v}] joined {date}
!{v} — my accountant
""")

T["person_name", "zh"] = _t("""
用户叫{v}，喜欢别人直呼其名。
项目备忘：{v}负责{prod}部署并审批发布。
- 联系人：{v}¶- 身份：房东
{"紧急联系人": "{v}", "关系": "姐姐"}
配置：¶团队:¶  负责人: "{v}"
会议纪要：{v}同意从{wd}开始值班。
邮件摘要：{v}确认了厨房装修报价。
学校备忘：新班主任是{v}老师。
健康：{date}预约了{v}医生。
出行：订了挨着{v}的座位。
我叫{v}
信件请寄给{v}收。
对话摘要：用户的爱人{v}负责交各种账单。
这个月的保姆是{v}
PR由{v}签字通过
推荐的康复师：{v}，在{zcity}诊所附近
备用钥匙的事问{v}
经办人：{v}
买菜的订单写的是{v}的名字
在{prod}技术沙龙上认识了{v}
!{v}
!参会：{prod}机器人、发布经理、{v}、测试组
!“{v}”签收了包裹
!【{v}】{date}入职
!{v}——我的会计
""")

T["person_name", "mixed"] = _t("""
用户的 name 是 {v}
项目 note：{v} owns {prod} 的部署
- contact: {v}¶- 身份: 房东
{"emergency_contact": "{v}", "关系": "姐姐"}
配置:¶team:¶  lead: "{v}"
Meeting 纪要：{v} 同意 {wd} 开始 on-call
邮件 recap：{v} 确认了 kitchen 报价
en::School note：新班主任是 {v}
title::Health：{date} 约了 {v}
Travel：订了挨着 {v} 的座位
我叫 {v}，nice to meet you
Letter 请寄给 {v}
对话 summary：partner {v} 管 bills
这个月的 babysitter 是 {v}
PR 由 {v} approve
pinyin::推荐的 physio：{v}
spare keys 的事问 {v}
Assignee：{v}
Grocery 订单写的是 {v}
pinyin::在 {prod} meetup 认识了 {v}
!{v}
!Attendees：{prod} bot、发布经理、{v}、QA
!"{v}" 签收了 parcel
![{v}] {date} 入职
!{v} — 我的 accountant
""")

T["username", "en"] = _t("""
User's GitHub username is {v}.
at::Project note: ping {v} on Slack for {prod} reviews.
- login: {v}¶- shell: zsh
{"handle": "{v}", "platform": "Mastodon"}
YAML:¶ssh:¶  user: {v}¶  host: build.example.net
at::Meeting summary: {v} will own the flaky test.
Email recap — account created with user name {v}.
at::Follow {v} for the school newsletter.
Health app login ID: {v}
at::Travel: the host's Instagram is {v}.
Log in as {v} on the family NAS.
at::cc {v} on the {prod} incident
Conversation summary: user goes by {v} on Discord.
ssh {v}@10.0.4.17
Gamer tag: {v}
at::Tagged by {v} in the photo thread.
Steam account name: {v}
at::Reviewer: {v}
Library portal uid {v}
Screen name on the forum is {v}.
!{v}
!Accounts listed: admin, root, {v}, svc-{prod}
!at::"{v}" replied at {date}
!at::[{v}] opened {tkt}
!{v} ← her login
""")

T["username", "zh"] = _t("""
用户的GitHub用户名是{v}。
at::项目备忘：{prod}代码评审在群里找{v}
- 登录名：{v}¶- 终端：zsh
{"账号": "{v}", "平台": "微博"}
配置：¶ssh:¶  用户: {v}
at::会议纪要：{v}负责那个不稳定的测试。
邮件摘要：注册时用的用户名是{v}
at::学校公众号通知由{v}转发
健康App的登录ID：{v}
at::出行：民宿房东的小红书是{v}
用{v}登录家里的NAS
at::{prod}故障复盘抄送{v}
对话摘要：用户在B站的昵称是{v}
ssh {v}@10.0.4.17
游戏账号：{v}
at::在相册里被{v}圈了
Steam账户名{v}
at::评审人：{v}
图书馆系统工号{v}
论坛ID是{v}
!{v}
!账号列表：admin、root、{v}、svc-{prod}
!at::“{v}”{date}回复了
!at::【{v}】提了{tkt}
!{v}←她的登录名
""")

T["username", "mixed"] = _t("""
用户的 GitHub username 是 {v}
at::项目 note：{prod} review 找 {v}
- login: {v}¶- 终端: zsh
{"handle": "{v}", "平台": "微博"}
配置:¶ssh:¶  user: {v}
at::Meeting 纪要：{v} own 那个 flaky test
邮件 recap：注册的 user name 是 {v}
at::Follow {v} 看学校 newsletter
Health App 登录 ID：{v}
at::Travel：房东的 Instagram {v}
用 {v} log in 家里的 NAS
at::{prod} incident 抄送 {v}
对话 summary：用户在 Discord 叫 {v}
ssh {v}@10.0.4.17  # 跳板机
Gamer tag：{v}
at::相册里被 {v} tag 了
Steam 账户名 {v}
at::Reviewer：{v}
图书馆 portal uid {v}
论坛 screen name 是 {v}
!{v}
!accounts：admin、root、{v}、svc-{prod}
!at::"{v}" {date} 回复了
!at::[{v}] 开了 {tkt}
!{v} ← 她的 login
""")

T["home_path", "en"] = _t("""
lin::Project lives in {v}/code/{prod}/ on the user's laptop.
mac::The assistant's notes file is {v}/Documents/notes.md.
win::Backups go to {v}\\Backups\\photos.
lin::- workdir: {v}/src/app¶- python: {ver}
mac::{"config_path": "{v}/.config/agent/settings.json"}
win::YAML:¶paths:¶  data: "{v}\\AppData\\Local\\{prod}"
lin::Meeting summary: logs were found under {v}/.local/state/{prod}/.
mac::Email recap — the tax PDFs are in {v}/Downloads/2024-tax.
lin::Traceback (most recent call last):¶  File "{v}/projects/api/main.py", line {n}, in <module>
win::School work folder: {v}\\OneDrive\\School
mac::Health exports saved to {v}/Library/Mobile Documents/health.csv
lin::Travel scans: {v}/scans/passport-copy.pdf
lin::cd {v}/dotfiles && ./install.sh
mac::Conversation summary: user keeps budgets in {v}/Desktop/budget.xlsx.
win::Installer wrote {v}\\Desktop\\setup.log
lin::export PATH="{v}/.cargo/bin:$PATH"
mac::git clone into {v}/dev/{prod}
lin::ssh key at {v}/.ssh/id_ed25519
win::Screenshot path: {v}\\Pictures\\Screenshots
mac::Venv: {v}/.venvs/{prod}/bin/python
!lin::{v}
!lin::Paths touched: /etc/nginx/nginx.conf, /var/log/syslog, {v}/.bashrc, /opt/{prod}
!mac::"{v}/Music" — the one with the playlists
!win::[{v}\\Documents]
!mac::{v}/Notes ← the journal
""")

T["home_path", "zh"] = _t("""
lin::项目在用户笔记本的{v}/code/{prod}/目录下。
mac::助手的笔记文件是{v}/Documents/notes.md
win::备份放在{v}\\Backups\\photos
lin::- 工作目录：{v}/src/app¶- Python：{ver}
mac::{"配置路径": "{v}/.config/agent/settings.json"}
win::配置：¶路径:¶  数据: "{v}\\AppData\\Local\\{prod}"
lin::会议纪要：日志在{v}/.local/state/{prod}/下找到了。
mac::邮件摘要：报税PDF在{v}/Downloads/2024-tax里
lin::报错：¶  File "{v}/projects/api/main.py", line {n}
win::学校作业文件夹：{v}\\OneDrive\\作业
mac::健康数据导出到了{v}/Library/health.csv
lin::出行扫描件：{v}/scans/护照复印件.pdf
lin::cd {v}/dotfiles && ./install.sh
mac::对话摘要：用户的预算表在{v}/Desktop/预算.xlsx
win::安装程序日志写在{v}\\Desktop\\setup.log
lin::export PATH="{v}/.cargo/bin:$PATH"
mac::代码克隆到{v}/dev/{prod}
lin::SSH密钥位置{v}/.ssh/id_ed25519
win::截图路径：{v}\\Pictures\\Screenshots
mac::虚拟环境：{v}/.venvs/{prod}/bin/python
!lin::{v}
!lin::改动的路径：/etc/nginx/nginx.conf、/var/log/syslog、{v}/.bashrc、/opt/{prod}
!mac::“{v}/Music”——歌单都在那
!win::【{v}\\Documents】
!mac::{v}/Notes←日记
""")

T["home_path", "mixed"] = _t("""
lin::项目在 {v}/code/{prod}/ 下面
mac::assistant 的 notes 在 {v}/Documents/notes.md
win::Backups 放到 {v}\\Backups\\照片
lin::- workdir: {v}/src/app¶- python: {ver}
mac::{"config_path": "{v}/.config/agent/settings.json", "备注": "本机"}
win::配置:¶paths:¶  data: "{v}\\AppData\\Local\\{prod}"
lin::Meeting 纪要：logs 在 {v}/.local/state/{prod}/
mac::邮件 recap：tax PDFs 在 {v}/Downloads/2024-tax
lin::报错 Traceback:¶  File "{v}/projects/api/main.py", line {n}
win::School 作业 folder：{v}\\OneDrive\\School
mac::Health export 存到 {v}/Library/health.csv
lin::Travel 扫描件：{v}/scans/passport.pdf
lin::cd {v}/dotfiles && ./install.sh  # 新机器
mac::对话 summary：budget 表在 {v}/Desktop/budget.xlsx
win::Installer log 在 {v}\\Desktop\\setup.log
lin::export PATH="{v}/.cargo/bin:$PATH"  # rust 工具链
mac::git clone 到 {v}/dev/{prod}
lin::ssh key 位置 {v}/.ssh/id_ed25519
win::截图 path：{v}\\Pictures\\Screenshots
mac::Venv 是 {v}/.venvs/{prod}/bin/python
!lin::{v}
!lin::touched：/etc/nginx/nginx.conf、/var/log/syslog、{v}/.bashrc、/opt/{prod}
!mac::"{v}/Music" — 歌单都在那
!win::[{v}\\Documents]
!mac::{v}/Notes ← journal
""")

T["schedule", "en"] = _t("""
en::User wakes up at {v} every weekday.
en::The user goes for a run at {v} before work.
en::- bedtime: {v}¶- screen-free: true
en::{"routine": "gym", "usual_time": "{v}"}
en::YAML:¶habits:¶  meditation: "{v}"
en::Meeting summary: she always leaves the office at {v} to collect the kids.
en::Email recap — he takes his medication at {v} daily.
en::School note: drop-off is at {v} each morning.
en::Health: insulin shot at {v}, every day.
en::Travel habit: always at the airport gate by {v} for the weekly commute.
en::Dog walk around {v}, then breakfast.
en::Standing rule: don't message the user after {v}; that's when they sleep.
en::Conversation summary: user's daily swim is at {v}.
en::Piano practice most evenings from {v}.
en::He starts his commute at {v} sharp.
en::Alarm set for {v} on weekdays.
en::Prefers calls only after {v} on Saturdays.
en::Lunch is always at {v}, at the desk.
en::Takes the kids to football practice at {v} every {wd}.
en::Project note: the maintainer is online from {v} each day (personal routine).
!en::{v}
!en::Routine list: coffee, {v} yoga, emails, {n} pushups
!en::"{v}" — bedtime, strict
!en::[{v}] daily reminder: pills
!en::{v}, every day — that's when she gets up
""")

T["schedule", "zh"] = _t("""
zh::用户每个工作日{v}起床。
zh::用户上班前{v}去跑步。
zh::- 睡觉时间：{v}¶- 睡前不看手机
zh::{"习惯": "健身", "通常时间": "{v}"}
zh::配置：¶习惯:¶  冥想: "{v}"
zh::会议纪要：她每天{v}离开办公室去接孩子。
zh::邮件摘要：他每天{v}吃药。
zh::学校备忘：每天{v}送孩子到校。
zh::健康：每天{v}打胰岛素。
zh::出行习惯：每周通勤都在{v}前到登机口。
zh::{v}左右遛狗，然后吃早饭。
zh::规则：{v}以后别给用户发消息，那时已经睡了。
zh::对话摘要：用户每天{v}游泳。
zh::几乎每晚{v}开始练琴。
zh::他每天{v}准时出门通勤。
zh::工作日闹钟定在{v}
zh::周六只在{v}以后接电话
zh::午饭总是{v}在工位吃
zh::每{wd}{v}送孩子去踢球
zh::项目备忘：维护者每天{v}上线（个人作息）
!zh::{v}
!zh::作息：咖啡、{v}瑜伽、处理邮件、{n}个俯卧撑
!zh::“{v}”——睡觉，雷打不动
!zh::【{v}】每日提醒：吃药
!zh::每天{v}起床
""")

T["schedule", "mixed"] = _t("""
用户每个 weekday {v} 起床
用户上班前 {v} 去 run
- bedtime: {v}¶- 睡前: no screens
{"routine": "健身", "usual_time": "{v}"}
配置:¶habits:¶  冥想: "{v}"
Meeting 纪要：她每天 {v} leave office 接孩子
邮件 recap：他每天 {v} 吃 medication
School note：每天 {v} drop-off
Health：每天 {v} insulin
Travel 习惯：weekly commute 总在 {v} 前到 gate
遛狗 around {v}，然后 breakfast
Rule：{v} 以后别 message 用户，那时在睡觉
对话 summary：用户每天 {v} swim
几乎每晚 {v} 开始 piano practice
他每天 {v} 准时 commute
工作日 alarm 定在 {v}
周六只在 {v} 以后接 calls
Lunch 总是 {v} 在 desk 吃
每个 {wd} {v} 送 kids 去踢球
项目 note：maintainer 每天 {v} online（个人作息）
!{v}
!Routine：咖啡、{v} yoga、emails、{n} pushups
!"{v}" — bedtime，strict
![{v}] daily 提醒：吃药
!{v} every day — 她起床的时间
""")

T["geo", "en"] = _t("""
coord::User's home coordinates: {v}.
coord::Drop pin for the holiday cottage: {v}
coord::- location: {v}¶- accuracy: 10m
coord::{"saved_place": "home", "latlng": "{v}"}
coord::Meeting summary: meet at the trailhead by her house, GPS {v}.
coord::Email recap — the photographer needs the spot near their place: {v}.
post::Postcode for the delivery is {v}.
post::ZIP {v} for the tax form (home).
post::- postal_code: {v}¶- country: GB
post::YAML:¶home:¶  zip: "{v}"
post::School catchment check used our post code, {v}.
post::Conversation summary: user moved to an area with postcode {v}.
post::Health: GP registration requires proof of address in {v}.
hood::We live in {v}, a few streets from the station.
hood::Neighbourhood: {v}
hood::{"home_area": "{v}", "city": "{city}"}
hood::Travel: the sitter lives over in {v}.
hood::Kids' school is walking distance from our place in {v}.
hood::Conversation summary: user's flat is in the {v} area of {city}.
hood::Household: bin collection in {v} is on {wd}.
!coord::{v}
!coord::Numbers from the map app: zoom {n}, {v}, layer {ver}
!post::"{v}" (home)
!post::[{v}]
!hood::{v} — that's our bit of {city}
""")

T["geo", "zh"] = _t("""
coord::用户家的坐标：{v}
coord::度假屋的定位：{v}
coord::- 位置：{v}¶- 精度：10米
coord::{"常用地点": "家", "经纬度": "{v}"}
coord::会议纪要：在她家附近的步道口集合，GPS {v}
coord::邮件摘要：摄影师要他们家附近那个点的坐标{v}
post::收货邮编是{v}
post::报税表上填的家庭邮政编码{v}
post::- 邮编：{v}¶- 国家：中国
post::配置：¶家庭:¶  邮编: "{v}"
post::学区核验用的是我们家的邮编{v}
post::对话摘要：用户搬到了邮编{v}的片区
hood::我们住在{v}，离地铁站几条街。
hood::所在小区：{v}
hood::{"居住小区": "{v}", "城市": "{zcity}"}
hood::出行：保姆住在{v}那边
hood::孩子的学校离我们{v}走路就到
hood::对话摘要：用户家在{zcity}的{v}
hood::家庭：{v}的垃圾{wd}收
hood::物业通知：{v}{wd}停水
!coord::{v}
!coord::地图上的数字：缩放{n}、{v}、图层{ver}
!post::“{v}”（家）
!post::【{v}】
!hood::{v}就是我们住的地方
""")

T["geo", "mixed"] = _t("""
coord::用户家的 coordinates：{v}
coord::holiday cottage 的 drop pin：{v}
coord::- location: {v}¶- 精度: 10m
coord::{"saved_place": "家", "latlng": "{v}"}
coord::Meeting 纪要：她家附近 trailhead 集合，GPS {v}
coord::邮件 recap：photographer 要他们家附近的点 {v}
post::delivery 的邮编是 {v}
post::ZIP {v}，tax form 上的家庭地址
post::- postal_code: {v}¶- 国家: GB
post::配置:¶home:¶  zip: "{v}"
post::School catchment 查的是我们的 post code {v}
post::对话 summary：用户搬到了 postcode {v}
hood::我们住在 {v}，离 station 几条街
hood::Neighbourhood 小区：{v}
hood::{"home_area": "{v}", "城市": "{zcity}"}
hood::Travel：sitter 住在 {v} 那边
hood::Kids 的学校离我们 {v} 走路就到
hood::对话 summary：用户家在 {zcity} 的 {v}
hood::家庭：{v} 的 bin collection 在 {wd}
hood::物业 notice：{v} {wd} 停水
!coord::{v}
!coord::map app 上：zoom {n}、{v}、layer {ver}
!post::"{v}"（家）
!post::[{v}]
!hood::{v} — 我们住的地方
""")


# ---------------------------------------------------------------------------------------
# benign texts (no personal value); "!" = hard negative that looks like PII
BENIGN: dict[str, list[str]] = {}

BENIGN["en"] = _t("""
User prefers dark mode and concise answers with code first.
Project note: upgraded {prod} to {ver}; the migration took {dur}.
- service: {prod}¶- port: {port}¶- replicas: {n}
{"feature_flag": "new_checkout", "enabled": true, "rollout_percent": {n}}
YAML:¶build:¶  image: python:3.12-slim¶  cache: true
Meeting summary: agreed to freeze the release branch on {date} and ship {ver} the week after.
Email recap — the vendor raised the price to {price} per seat from next quarter.
School note: term starts {date}; the uniform list is on the website.
Health: switch to decaf after lunch, aim for {n} glasses of water a day.
Travel: flying to {city} in March, prefers aisle seats and vegetarian meals.
Household: the dishwasher needs a new filter, order code {tkt}.
Money: monthly grocery budget is {price}; review at the end of each month.
Deploy of commit {sha} to staging failed with ECONNREFUSED on port {port}.
Conversation summary: user wants weekly summaries in bullet points, not prose.
Incident {tkt}: p95 latency rose to {n}00 ms after the {prod} upgrade; rolled back in {dur}.
Resolved DNS for api.{prod}.io to 8.8.8.8 during the test; remember to revert.
Request id {uuid} returned HTTP 503 from the gateway.
Image digest sha256:{digest} is the pinned base.
Public holiday on {holiday}; the office in {city} is closed.
User likes hiking, sci-fi novels and cooking Sichuan food.
User asked us not to store any health details.
Renew the car insurance before {date}; last year's premium was {price}.
The team uses {prod} for queues and {prod2} for metrics.
Kids' school trip to the science museum costs {price} each.
Reminder: water the plants twice a week, more in summer.
Book club picked a novel for {month}; meeting is at the library.
Error: ModuleNotFoundError: No module named '{mod}' when running pytest -q.
Set retries to {n} and the backoff to {dur} in the client config.
Prefers metric units and 24-hour clock in answers.
Trip budget: {price} for flights, {price2} for hotels, {n} nights in {city}.
!Order number {order16} was refunded; the carrier lost the parcel.
!Release build {date2} is the last one before the {prod} freeze.
!The cabin has room for {n} people and a wood stove.
!Requires Python 3.12 and Node 20; Postgres listens on port 5432.
!Read it in the Washington Post on {date}.
!Password policy: at least 12 characters, rotated every 90 days; never store them in notes.
!The API key field in settings is left blank until the vendor sends one.
!Token expiry is 3600 seconds; refresh tokens last {n} days.
!Config lives in /etc/{mod}/config.yaml and logs in /var/log/{mod}/.
!Annotate the handler with @Override and the fixture with @pytest.fixture.
!Invoice INV-{year}-{n5} totals {price}, due in 30 days.
!The user's name field should be optional in the signup form.
!Tracking number 1Z{hexu} shows the parcel in {city}.
!ISBN 978-0-13-468599-1 is the edition the course uses.
!Version string 10.0.19045.{n5} appears in the crash report.
!Conference room B seats {n}; projector cable is HDMI.
!Latency budget is 250ms; the SLA says 99.95% uptime.
!Username and email are both required fields in the form; phone is optional.
!Apartment hunting criteria: {n} bedrooms, near a park, under {price}.
!Schedule the backup job with cron expression 0 3 * * * on the server.
!UUID {uuid} identifies the tenant in the {prod} dashboard.
!Git tag v{ver} points at commit {sha40}.
!Breakfast is early morning, dinner is late evening — no exact times stored.
!Statue of Liberty, Big Ben and the Louvre are on the sightseeing list.
""")

BENIGN["zh"] = _t("""
用户喜欢深色模式，回答要简洁，先给代码。
项目备忘：{prod}升级到{ver}，迁移用了{zdur}。
- 服务：{prod}¶- 端口：{port}¶- 副本数：{n}
{"功能开关": "新结账流程", "启用": true, "灰度比例": {n}}
配置：¶构建:¶  镜像: python:3.12-slim
会议纪要：约定{zdate}冻结发布分支，下一周发布{ver}。
邮件摘要：供应商从下季度起每席位涨到{zprice}。
学校备忘：{zdate}开学，校服清单在官网上。
健康：午饭后改喝无咖啡因的，每天喝{n}杯水。
出行：三月去{zcity}，喜欢靠过道的座位，吃素食。
家务：洗碗机要换滤网，订货编号{tkt}。
理财：每月买菜预算{zprice}，月底复盘。
提交{sha}部署到预发环境失败，端口{port}连接被拒绝。
对话摘要：用户希望周报用要点列出，不要写成长段落。
故障{tkt}：{prod}升级后p95延迟升到{n}00毫秒，{zdur}内回滚。
测试期间把域名解析到8.8.8.8，记得改回来。
请求ID {uuid} 网关返回503。
基础镜像固定为 sha256:{digest}
{zholiday}放假，{zcity}办公室关闭。
用户喜欢爬山、科幻小说和做川菜。
用户要求不要记录任何健康细节。
{zdate}之前续保车险，去年保费{zprice}。
团队用{prod}做队列，用{prod2}做监控。
孩子去科技馆研学，每人{zprice}。
提醒：植物每周浇两次水，夏天多浇。
读书会{zmonth}选了一本小说，在图书馆讨论。
报错：ModuleNotFoundError: No module named '{mod}'，运行pytest时出现。
客户端配置里重试次数设为{n}，退避{zdur}。
回答时使用公制单位。
旅行预算：机票{zprice}，酒店{zprice2}，在{zcity}住{n}晚。
!订单号{order16}已退款，快递弄丢了包裹。
!构建号{date2}是{prod}冻结前的最后一个版本。
!这个木屋可以住{n}个人，有壁炉。
!需要Python 3.12和Node 20，Postgres监听5432端口。
!密码策略：至少12位，每90天更换一次，不要写进笔记。
!设置里的API Key一栏先空着，等供应商给。
!令牌有效期3600秒，刷新令牌保留{n}天。
!配置在/etc/{mod}/config.yaml，日志在/var/log/{mod}/。
!发票号码{inv20}，金额{zprice}，30天内付款。
!注册表单里姓名一栏设为选填。
!快递单号SF{n13}显示包裹在{zcity}中转。
!会议室B可坐{n}人，投影线是HDMI。
!SLA要求99.95%可用性，延迟预算250毫秒。
!表单里用户名和邮箱必填，手机号选填。
!找房条件：{n}居室，靠近公园，月租不超过{zprice}。
!备份任务用cron表达式0 3 * * *在服务器上跑。
!租户ID {uuid} 在{prod}控制台里。
!Git标签v{ver}指向提交{sha40}。
!早饭在清晨，晚饭在傍晚，不记录具体时间。
!想去故宫、外滩和西湖看看。
!身份证复印件需要带原件核对，具体号码不用记。
!人民币汇率按中间价计算，手续费0.1%。
""")

BENIGN["mixed"] = _t("""
用户喜欢 dark mode，回答要 concise，先给 code。
项目 note：{prod} 升级到 {ver}，migration 用了 {dur}。
- service: {prod}¶- 端口: {port}¶- replicas: {n}
{"feature_flag": "新结账流程", "enabled": true, "rollout": {n}}
配置:¶build:¶  image: python:3.12-slim¶  缓存: true
Meeting 纪要：{date} freeze release branch，下周 ship {ver}。
邮件 recap：vendor 下季度涨价到 {price} 每 seat。
School note：{date} 开学，uniform list 在官网。
Health：午饭后改喝 decaf，每天 {n} 杯水。
Travel：三月飞 {city}，喜欢 aisle seat，吃素。
家务：dishwasher 要换 filter，订货 code {tkt}。
Money：每月 grocery budget {price}，月底 review。
commit {sha} 部署到 staging 失败，port {port} ECONNREFUSED。
对话 summary：用户想要 bullet points 的 weekly summary。
Incident {tkt}：{prod} 升级后 p95 latency 到 {n}00ms，{dur} 内 rollback。
测试时把 api.{prod}.io 解析到 8.8.8.8，记得 revert。
Request id {uuid} 网关返回 HTTP 503。
Base image pin 到 sha256:{digest}
{zholiday}放假，{zcity} office 关门。
用户喜欢 hiking、sci-fi 和做川菜。
用户要求 don't store 健康细节。
{date} 前 renew 车险，去年 premium {price}。
团队用 {prod} 做 queue，{prod2} 做 metrics。
孩子去 science museum 研学，每人 {price}。
Reminder：植物每周浇两次水。
Book club {month} 选了一本 novel，在 library 讨论。
Error：ModuleNotFoundError: No module named '{mod}'，跑 pytest 时出现。
client config 里 retries 设为 {n}，backoff {dur}。
回答用 metric units。
Trip budget：flights {price}，hotels {price2}，在 {city} 住 {n} 晚。
!Order number {order16} 已退款，carrier 弄丢了包裹。
!Release build {date2} 是 {prod} freeze 前最后一个。
!这个 cabin 可以住 {n} 个人。
!需要 Python 3.12 和 Node 20，Postgres 监听 port 5432。
!在 Washington Post 上看到的，{date}。
!Password policy：至少 12 位，90 天 rotate，不要写进 notes。
!设置里的 API key 先留空，等 vendor 给。
!Token 有效期 3600 秒，refresh token 保留 {n} 天。
!Config 在 /etc/{mod}/config.yaml，logs 在 /var/log/{mod}/。
!Handler 加 @Override，fixture 加 @pytest.fixture。
!Invoice INV-{year}-{n5}，金额 {price}，30 天内付。
!注册 form 里 name 字段设为 optional。
!快递 tracking number SF{n13} 显示在 {zcity} 中转。
!会议室 B 可坐 {n} 人，projector 用 HDMI。
!SLA 要求 99.95% uptime，latency budget 250ms。
!Form 里 username 和 email 必填，phone 选填。
!找房 criteria：{n} 居室，near a park，under {price}。
!Backup job 用 cron 0 3 * * * 跑。
!Tenant UUID {uuid} 在 {prod} dashboard 里。
!Git tag v{ver} 指向 commit {sha40}。
!早饭 early morning，晚饭 late evening，不记具体时间。
!想去故宫、the Louvre 和 Big Ben。
""")


# ---------------------------------------------------------------------------------------
# assembly

_SLOT = re.compile(r"\{([a-z][a-z0-9]*)\}")
_TAG = re.compile(r"^([a-z]+)::")
ZH_HOLIDAYS = ["国庆节", "春节", "中秋节", "端午节", "清明节", "劳动节", "元旦"]
EN_HOLIDAYS = ["Christmas Day", "Thanksgiving", "Easter Monday", "Boxing Day", "New Year's Day",
               "Independence Day", "the August bank holiday", "Labor Day"]
MODULES = ["yaml", "requests", "numpy", "pydantic", "httpx", "sqlalchemy", "redis", "boto3"]
MONTHS = ["January", "February", "March", "April", "June", "September", "October", "November"]


def _fillers(g: Gen) -> dict[str, object]:
    r = g.r

    def date() -> str:
        return datetime(2023, 1, 1).fromordinal(datetime(2023, 1, 1).toordinal() + r.randint(0, 1000)).strftime(
            r.choice(["%Y-%m-%d", "%d %b %Y", "%b %d, %Y"]))

    def zdate() -> str:
        d = datetime.fromordinal(datetime(2023, 1, 1).toordinal() + r.randint(0, 1000))
        return f"{d.year}年{d.month}月{d.day}日"

    def order16() -> str:
        while True:
            n = str(r.randint(1, 9)) + g.s(string.digits, 15)
            if not _luhn_ok(n):
                return n

    def inv20() -> str:
        return g.s(string.digits, 20)

    return {
        "city": lambda: r.choice(EN_CITIES),
        "zcity": lambda: r.choice(ZH_CITIES),
        "prov": lambda: g.zh.province(),
        "zc": lambda: g.zh.city(),
        "dist": lambda: g.zh.district() + "区",
        "date": date,
        "zdate": zdate,
        "date2": lambda: f"{r.randint(2022, 2025)}.{r.randint(1, 12)}.{r.randint(1, 28)}",
        "ver": lambda: r.choice([f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 9)}", f"3.{r.randint(8, 13)}", f"{r.randint(1, 20)}.{r.randint(0, 9)}"]),
        "n": lambda: str(r.randint(2, 40)),
        "n5": lambda: str(r.randint(10000, 99999)),
        "n13": lambda: g.s(string.digits, 12),
        "year": lambda: str(r.randint(2022, 2025)),
        "port": lambda: str(r.choice([5432, 6379, 8080, 443, 3000, 9092, 5672, 27017, 8443, 9200])),
        "tkt": lambda: r.choice([f"#{r.randint(1000, 99999)}", f"OPS-{r.randint(100, 9999)}", f"JIRA-{r.randint(100, 9999)}", f"INC{r.randint(100000, 999999)}"]),
        "sha": lambda: g.s(HEX, 7),
        "sha40": lambda: g.s(HEX, 40),
        "digest": lambda: g.s(HEX, 64),
        "hexu": lambda: g.s(UPPER_DIG, 16),
        "uuid": lambda: str(g.us.uuid4()),
        "dur": lambda: r.choice(["45 minutes", "2 hours", "three days", "90 seconds", "a week", "20 min"]),
        "zdur": lambda: r.choice(["两小时", "三天", "四十分钟", "一周", "半小时"]),
        "price": lambda: r.choice([f"${r.randint(5, 900)}.{r.randint(0, 99):02d}", f"£{r.randint(5, 900)}", f"€{r.randint(5, 500)}"]),
        "price2": lambda: f"£{r.randint(100, 2000)}",
        "zprice": lambda: f"{r.randint(20, 9000)}元",
        "zprice2": lambda: f"{r.randint(200, 9000)}元",
        "prod": lambda: r.choice(PRODUCTS),
        "prod2": lambda: r.choice(PRODUCTS),
        "co": lambda: r.choice(COMPANIES),
        "wd": lambda: r.choice(WEEKDAYS),
        "zwd": lambda: r.choice(ZH_WEEKDAYS),
        "month": lambda: r.choice(MONTHS),
        "zmonth": lambda: f"{r.randint(1, 12)}月",
        "holiday": lambda: r.choice(EN_HOLIDAYS),
        "zholiday": lambda: r.choice(ZH_HOLIDAYS),
        "mod": lambda: r.choice(MODULES),
        "order16": order16,
        "inv20": inv20,
    }


def _fill(part: str, fill: dict[str, object], lang: str) -> str:
    def sub(m: re.Match) -> str:
        key = m.group(1)
        if lang == "zh" and key == "wd":
            key = "zwd"
        return fill[key]() if key in fill else m.group(0)

    return _SLOT.sub(sub, part)


def _value(g: Gen, cat: str, lang: str, kind: str) -> str:
    if cat == "secret":
        return g.secret(kind)
    if cat == "password":
        return g.password(kind)
    if cat == "email":
        return g.email(lang)
    if cat == "phone":
        return g.phone(lang, kind)
    if cat == "address":
        return g.address(lang, kind)
    if cat == "government_id":
        return g.government_id(lang, kind)
    if cat == "financial":
        return g.financial(lang, kind)
    if cat == "person_name":
        return g.person_name(lang, kind)
    if cat == "username":
        return g.username(lang, kind)
    if cat == "home_path":
        return g.home_path(lang, kind)
    if cat == "schedule":
        return g.schedule(lang, kind)
    if cat == "geo":
        return g.geo(lang, kind)
    raise KeyError(cat)


def _split(tmpl: str) -> tuple[bool, list[str], str]:
    hard = tmpl.startswith("!")
    if hard:
        tmpl = tmpl[1:]
    tags = []
    while True:
        m = _TAG.match(tmpl)
        if not m:
            break
        tags.append(m.group(1))
        tmpl = tmpl[m.end():]
    return hard, tags, tmpl


def samples() -> list[Sample]:
    g = Gen()
    fill = _fillers(g)
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            parsed = [_split(t) for t in T[cat, lang]]
            easy = [p for p in parsed if not p[0]]
            hard = [p for p in parsed if p[0]]
            for i in range(N_PER_CELL):
                pool = hard if g.r.random() < HARD_SHARE else easy
                _, tags, tmpl = pool[i % len(pool)] if g.r.random() < 0.5 else g.r.choice(pool)
                fw = "fw" in tags
                kind = next((t for t in tags if t != "fw"), "")
                before, after = tmpl.split("{v}")
                for _attempt in range(100):
                    v = _value(g, cat, lang, kind)
                    if fw:
                        v = _fullwidth(v)
                    b, a = _fill(before, fill, lang), _fill(after, fill, lang)
                    text = b + v + a
                    if text.count(v) == 1:
                        break
                else:
                    raise AssertionError((cat, lang, tmpl))
                out.append(Sample(text, cat, lang, len(b), len(b) + len(v)))
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    g = Gen()
    g.r.seed(RANDOM_SEED + 1)
    fill = _fillers(g)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        parsed = [(t.startswith("!"), t.lstrip("!")) for t in BENIGN[lang]]
        easy = [t for h, t in parsed if not h]
        hard = [t for h, t in parsed if h]
        for i in range(N_BENIGN):
            pool = hard if i % 3 == 0 else easy
            tmpl = pool[(i // 3) % len(pool)] if i % 2 else g.r.choice(pool)
            out.append((lang, _fill(tmpl, fill, lang)))
    return out


def _n_templates() -> dict[tuple[str, str], int]:
    return {k: len(v) for k, v in T.items()}


if __name__ == "__main__":
    report("V", samples(), benign_with_lang())
