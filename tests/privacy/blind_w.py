# ruff: noqa
"""Blind acceptance corpus W: a fifth independent acceptance corpus.

Style: a red-team tester at a customer, checking the promise "on held-out text of the same
kind (Faker en_US, en_GB, zh_CN values plus hand-written hard cases) at most 1% of planted
values survive per category and language, and at most 2% of benign texts are altered".
Texts are what an agent is asked to remember, typed the way real users type: pasted
snippets (signatures, chat exports, .env / config files, logs, CSV / markdown tables,
forms), quick notes with typos and emoji, support / HR records and personal errands, in
English, Chinese and code-switched text; sentences, key: value lines, bullets, JSON / YAML.
About 20% of templates are hard cases (marked "!": weak or no cue, value before its cue,
value among similar benign items, quotes / brackets, full-width forms, no spaces).

Author note: written blind -- without reading the gate's code, its tests or its history,
and without running the gate. Only ``tests/privacy/blind_common.py`` was read.

Seeds: Faker seed 9601 (locales en_US, en_GB, zh_CN), random seed 9602. Nothing depends on
the current time.

Template syntax: one template per line, "[!][kind::]text"; "{v}" is the planted value,
"{V}" the planted value in full-width form, other "{name}" are benign fillers, "⏎" is a
newline.
"""

from __future__ import annotations

import random
import re
import string
import sys
from pathlib import Path

from faker import Faker

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

FAKER_SEED = 9601
RANDOM_SEED = 9602
PER_CELL = 250
BENIGN_PER_LANG = 400

# --------------------------------------------------------------------------- helpers

B62 = string.ascii_letters + string.digits
UP_AN = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64U = string.ascii_letters + string.digits + "-_"


def rs(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def fullwidth(s: str) -> str:
    return "".join(
        "\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s
    )


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


def luhn_complete(prefix: str, length: int, rng: random.Random) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    for c in string.digits:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def iban_check(country: str, bban: str) -> str:
    rearr = bban + country + "00"
    num = int("".join(str(int(c, 36)) for c in rearr))
    return f"{98 - num % 97:02d}"


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


CN_AREAS = ["110105", "310115", "440106", "330106", "510104", "320102", "420106", "610113",
            "370202", "350203", "120101", "500103", "430104", "210102", "410105", "530102"]


def cn_id(rng: random.Random) -> str:
    area = rng.choice(CN_AREAS)
    y = rng.randint(1955, 2006)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    body = f"{area}{y}{m:02d}{d:02d}{rng.randint(0, 999):03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(a) * b for a, b in zip(body, w))
    return body + "10X98765432"[s % 11]


def cn_id_ok(v: str) -> bool:
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(v[:17], w)) % 11] == v[17]


TITLE_WORDS = {"mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "dame", "lord", "lady",
               "rev", "jr", "sr", "phd", "md", "dds", "dvm", "esq", "mba", "cpa", "rn", "ii",
               "iii", "iv", "v"}


def clean_name(n: str) -> str:
    parts = [p for p in n.replace(".", "").split() if p.lower() not in TITLE_WORDS]
    return " ".join(parts)


# --------------------------------------------------------------------------- value kinds


class Gen:
    def __init__(self) -> None:
        self.rng = random.Random(RANDOM_SEED)
        fk = Faker(["en_US", "en_GB", "zh_CN"])
        fk.seed_instance(FAKER_SEED)
        self.us, self.gb, self.zh = fk["en_US"], fk["en_GB"], fk["zh_CN"]

    def en(self) -> Faker:
        return self.rng.choice([self.us, self.gb])

    # ---- secret
    def secret(self, kind: str, lang: str):
        r = self.rng
        if kind == "*":
            kind = r.choice(["aws", "ghp", "ghpat", "slack", "openai", "anthropic", "stripe",
                             "google", "hf", "sendgrid", "jwt", "telegram"])
        if kind == "aws":
            return "AKIA" + rs(r, UP_AN, 16)
        if kind == "awssec":
            return rs(r, B62 + "/+", 40)
        if kind == "ghp":
            return r.choice(["ghp_", "gho_", "ghs_"]) + rs(r, B62, 36)
        if kind == "ghpat":
            return "github_pat_" + rs(r, UP_AN, 22) + "_" + rs(r, B62, 59)
        if kind == "slack":
            p = r.choice(["xoxb-", "xoxp-"])
            return f"{p}{r.randint(10**10, 10**12)}-{r.randint(10**10, 10**12)}-{rs(r, B62, 24)}"
        if kind == "openai":
            return r.choice(["sk-proj-" + rs(r, B64U, 48) + "T3BlbkFJ" + rs(r, B64U, 48),
                             "sk-" + rs(r, B62, 48)])
        if kind == "anthropic":
            return "sk-ant-api03-" + rs(r, B64U, 93) + "AA"
        if kind == "stripe":
            return r.choice(["sk_live_", "rk_live_", "sk_test_"]) + rs(r, B62, r.choice([24, 34, 99]))
        if kind == "google":
            return "AIza" + rs(r, B64U, 35)
        if kind == "hf":
            return "hf_" + rs(r, string.ascii_letters, 34)
        if kind == "sendgrid":
            return "SG." + rs(r, B64U, 22) + "." + rs(r, B64U, 43)
        if kind == "telegram":
            return f"{r.randint(10**8, 10**10)}:AA{rs(r, B64U, 33)}"
        if kind == "jwt":
            head = r.choice(["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9"])
            return f"{head}.eyJ{rs(r, B64U, r.randint(60, 140))}.{rs(r, B64U, 43)}"
        if kind == "hex":
            return r.choice([rs(r, HEX, 32), rs(r, HEX, 40), rs(r, B62, 32), rs(r, B62, 40), rs(r, HEX, 64)])
        if kind == "pkey":
            typ = r.choice(["RSA ", "OPENSSH ", "EC ", ""])
            lines = [rs(r, B64, 64) for _ in range(r.randint(4, 8))] + [rs(r, B64, r.randint(10, 60)) + "=="]
            return f"-----BEGIN {typ}PRIVATE KEY-----\n" + "\n".join(lines) + f"\n-----END {typ}PRIVATE KEY-----"
        if kind == "url":
            pw = self.password("*", lang)
            pw = re.sub(r"[@:/#?%\s]", "", pw) + rs(r, string.digits, 2)
            user = r.choice(["app", "svc_backup", "deploy", "admin", "reader", "etl"])
            scheme, host = r.choice([("postgres", "db.internal:5432/app"),
                                     ("mysql", "10.0.3.7:3306/shop"),
                                     ("redis", "cache.local:6379/0"),
                                     ("mongodb+srv", "cluster0.ab1cd.mongodb.net/prod"),
                                     ("https", "nexus.corp.example/repository/"),
                                     ("amqp", "mq.internal:5672/%2f")])
            pre = f"{scheme}://{user}:"
            return (pre + pw + "@" + host, len(pre), len(pre) + len(pw))
        raise KeyError(kind)

    # ---- password
    def password(self, kind: str, lang: str):
        r = self.rng
        if kind == "*":
            kind = r.choice(["faker", "faker", "human", "phrase", "zh" if lang != "en" else "human"])
        if kind == "faker":
            return self.en().password(length=r.randint(10, 18), special_chars=r.random() < 0.7)
        if kind == "human":
            w = r.choice(["Tigger", "Marmite", "Bluebell", "Gandalf", "Snowdrop", "Rocket", "Pumpkin",
                          "Biscuit", "Maverick", "Zephyr", "Chelsea", "Toffee"])
            return w + str(r.randint(1, 2025)) + r.choice(["!", "#", "$", "?", "!!", "*", ""]) + rs(r, "xyzqk", 1)
        if kind == "phrase":
            ws = ["correct", "horse", "battery", "staple", "purple", "otter", "lantern", "quartz",
                  "mango", "glacier", "velvet", "pepper", "tundra", "cobalt", "walnut", "meadow"]
            sep = r.choice(["-", "_", ".", " "])
            return sep.join(r.sample(ws, r.randint(3, 5))) + r.choice(["", "7", "42", "!"])
        if kind == "zh":
            return r.choice(["woaini", "wangcai", "xiaomi", "qwe", "huahua", "zhongguo", "tiantian"]) + \
                str(r.randint(100, 99999)) + r.choice(["", "@", "#", "!", "abc"])
        raise KeyError(kind)

    # ---- email
    def email(self, kind: str, lang: str):
        r = self.rng
        if kind == "*":
            kind = r.choice(["en", "en", "zh", "qq"] if lang != "en" else ["en", "en", "en", "custom"])
        if kind == "en":
            f = self.en()
            return r.choice([f.email, f.free_email, f.company_email, f.ascii_free_email, f.ascii_company_email])()
        if kind == "zh":
            return r.choice([self.zh.email, self.zh.free_email, self.zh.company_email])()
        if kind == "qq":
            return r.choice([f"{r.randint(10**5, 10**10)}@qq.com", self.zh.user_name() + r.choice(["@163.com", "@126.com", "@sina.com", "@foxmail.com"])])
        if kind == "custom":
            f = self.en()
            fn, ln = f.first_name().lower(), f.last_name().lower()
            return r.choice([f"{fn}.{ln}+{r.choice(['bills', 'school', 'amazon', 'news'])}@gmail.com",
                             f"{fn[0]}{ln}@{f.domain_word()}.co.uk", f"{ln}.{fn}{r.randint(1, 99)}@outlook.com",
                             f"{fn}_{ln}@{f.domain_name()}"])
        raise KeyError(kind)

    # ---- phone
    def phone(self, kind: str, lang: str):
        r = self.rng
        if kind == "*":
            kind = {"en": r.choice(["us", "gb", "us", "intl"]), "zh": r.choice(["cn", "cn", "cnfmt", "cnland"]),
                    "mixed": r.choice(["us", "gb", "cn", "cnfmt", "intl", "cnland"])}[lang]
        if kind == "us":
            v = self.us.phone_number()
            return v if r.random() < 0.7 else f"({r.randint(201, 989)}) {r.randint(200, 999)}-{r.randint(0, 9999):04d}"
        if kind == "gb":
            return r.choice([self.gb.phone_number(), f"07{r.randint(100, 999)} {r.randint(100000, 999999)}",
                             f"+44 7{r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}"])
        if kind == "cn":
            return self.zh.phone_number()
        if kind == "cnfmt":
            p = self.zh.phone_number()
            return r.choice([f"+86 {p[:3]} {p[3:7]} {p[7:]}", f"{p[:3]}-{p[3:7]}-{p[7:]}", f"+86-{p}", f"{p[:3]} {p[3:7]} {p[7:]}"])
        if kind == "cnland":
            return r.choice([f"010-{r.randint(60000000, 89999999)}", f"021-{r.randint(50000000, 69999999)}",
                             f"(0571) {r.randint(8000, 8999)} {r.randint(1000, 9999)}", f"0755-{r.randint(20000000, 29999999)}"])
        if kind == "intl":
            return r.choice([f"+1 {r.randint(201, 989)} {r.randint(200, 999)} {r.randint(1000, 9999)}",
                             f"+44 20 {r.randint(7000, 8999)} {r.randint(1000, 9999)}",
                             f"+49 30 {r.randint(1000000, 9999999)}", f"+61 4{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}"])
        if kind == "ext":
            return f"+1-{r.randint(201, 989)}-{r.randint(200, 999)}-{r.randint(1000, 9999)} {r.choice(['ext. ', 'x', 'ext '])}{r.randint(10, 9999)}"
        raise KeyError(kind)

    # ---- address (street part only)
    ZH_ROADS = ["中山北路", "人民路", "建设路", "解放路", "淮海中路", "长江路", "科技园路", "文三路", "南京西路",
                "天府大道", "学院路", "滨江大道", "东风街", "和平街", "青年路", "光明大道", "延安东路", "五一路",
                "漕溪北路", "龙华道", "三里屯路", "学府街", "花园街", "新华路"]

    def address(self, kind: str, lang: str):
        r = self.rng
        if kind == "*":
            kind = {"en": r.choice(["us", "gb"]), "zh": "cn", "mixed": r.choice(["cn", "cn", "us", "gb"])}[lang]
        if kind == "us":
            return r.choice([self.us.street_address(), f"{self.us.building_number()} {self.us.street_name()}"])
        if kind == "gb":
            v = self.gb.street_address().replace("\n", ", ")
            return v if r.random() < 0.7 else f"Flat {r.randint(1, 40)}, {r.randint(1, 220)} {self.gb.street_name()}"
        if kind == "cn":
            road = r.choice(self.ZH_ROADS + [self.zh.street_name()])
            no = f"{road}{r.randint(1, 1888)}号"
            tail = r.choice(["", f"{r.randint(1, 30)}栋{r.randint(1, 6)}单元{r.randint(1, 32)}0{r.randint(1, 4)}室",
                             f"{r.randint(101, 2504)}室", f"{r.randint(1, 12)}号楼{r.randint(2, 28)}层",
                             f"{rs(r, 'ABCD', 1)}座{r.randint(3, 25)}0{r.randint(1, 9)}"])
            return no + tail
        raise KeyError(kind)

    # ---- government id
    def government_id(self, kind: str, lang: str):
        r = self.rng
        if kind == "*":
            kind = {"en": r.choice(["ssn", "ssn", "nino"]), "zh": "cnid", "mixed": r.choice(["cnid", "cnid", "ssn", "nino"])}[lang]
        if kind == "ssn":
            v = self.us.ssn()
            return v if r.random() < 0.8 else v.replace("-", " ")
        if kind == "nino":
            v = f"{rs(r, 'ABCEGHJKLMNPRSTWXYZ', 1)}{rs(r, 'ABCEGHJKLMNPRSTWXYZ', 1)}{r.randint(0, 999999):06d}{rs(r, 'ABCD', 1)}"
            return v if r.random() < 0.5 else f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}"
        if kind == "cnid":
            return cn_id(r)
        if kind == "pass":
            return r.choice([self.us.passport_number(), self.gb.passport_number(),
                             "E" + str(r.randint(10**7, 10**8 - 1)), "EA" + str(r.randint(10**6, 10**7 - 1)),
                             str(r.randint(10**8, 10**9 - 1))])
        raise KeyError(kind)

    # ---- financial
    def financial(self, kind: str, lang: str):
        r = self.rng
        if kind == "*":
            kind = r.choice(["card", "cardsp", "iban"] + (["cncard"] if lang != "en" else []))
        if kind == "card":
            while True:
                v = self.en().credit_card_number(card_type=r.choice(["visa", "mastercard", "amex", "discover", "visa16"]))
                if luhn_ok(v) and len(v) >= 15:
                    return v
        if kind == "cardsp":
            v = luhn_complete(r.choice(["4", "51", "55", "2221", "6011"]), 16, r)
            sep = r.choice([" ", "-", " "])
            return sep.join(v[i:i + 4] for i in range(0, 16, 4))
        if kind == "cncard":
            v = luhn_complete(r.choice(["622202", "621700", "622848", "623058", "625800"]), r.choice([16, 19]), r)
            return v if r.random() < 0.6 else " ".join(v[i:i + 4] for i in range(0, len(v), 4))
        if kind == "iban":
            c = r.choice(["GB", "DE", "FR", "NL", "ES"])
            bban = {"GB": lambda: rs(r, string.ascii_uppercase, 4) + rs(r, string.digits, 14),
                    "DE": lambda: rs(r, string.digits, 18),
                    "FR": lambda: rs(r, string.digits, 23),
                    "NL": lambda: rs(r, string.ascii_uppercase, 4) + rs(r, string.digits, 10),
                    "ES": lambda: rs(r, string.digits, 20)}[c]()
            v = c + iban_check(c, bban) + bban
            assert iban_ok(v)
            return v if r.random() < 0.55 else " ".join(v[i:i + 4] for i in range(0, len(v), 4))
        if kind == "acct":
            return r.choice([str(r.randint(10**7, 10**8 - 1)), str(r.randint(10**9, 10**12 - 1)), self.us.bban()[4:]])
        if kind == "routing":
            return self.us.aba()
        if kind == "sort":
            return f"{r.randint(10, 99)}-{r.randint(10, 99)}-{r.randint(10, 99)}"
        raise KeyError(kind)

    # ---- person name
    def person_name(self, kind: str, lang: str):
        r = self.rng
        if kind == "*":
            kind = {"en": "en", "zh": "zh", "mixed": r.choice(["zh", "zh", "en"])}[lang]
        if kind == "en":
            f = self.en()
            v = clean_name(r.choice([f.name, f.name_male, f.name_female, lambda: f"{f.first_name()} {f.last_name()}"])())
            return v if len(v.split()) >= 2 else self.person_name("en", lang)
        if kind == "zh":
            return r.choice([self.zh.name, self.zh.name_male, self.zh.name_female])()
        if kind == "pinyin":
            return self.zh.romanized_name()
        raise KeyError(kind)

    # ---- username
    def username(self, kind: str, lang: str):
        r = self.rng
        if kind == "*":
            kind = "plain"
        f = self.zh if (lang == "zh" or (lang == "mixed" and r.random() < 0.5)) else self.en()
        u = f.user_name()
        if r.random() < 0.3:
            u = u + r.choice(["_", ".", "-", ""]) + r.choice(["dev", "x", str(r.randint(1, 999)), "official", "hk"])
        if len(u) < 5:
            u += str(r.randint(10, 99))
        return "@" + u if kind == "at" else u

    # ---- home path (prefix up to the user segment)
    def home_path(self, kind: str, lang: str):
        r = self.rng
        if kind == "*":  # generic templates continue with "/", so no Windows prefix here
            kind = r.choice(["linux", "mac"])
        f = self.zh if (lang == "zh" or (lang == "mixed" and r.random() < 0.6)) else self.en()
        u = r.choice([f.user_name(), f.first_name().lower() if f is not self.zh else f.user_name(),
                      (self.zh.romanized_name().replace(" ", "").lower() if f is self.zh else f.last_name().lower() + "_" + f.first_name()[0].lower())])
        if len(u) < 4:
            u += str(r.randint(1, 9))
        if kind == "linux":
            return "/home/" + u
        if kind == "mac":
            return "/Users/" + u
        if kind == "win":
            uw = u if r.random() < 0.5 else u.capitalize()
            return "C:\\Users\\" + uw if r.random() < 0.8 else "D:\\Users\\" + uw
        raise KeyError(kind)

    # ---- schedule
    WORD_H = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
    ZH_NUM = ["一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]

    def schedule(self, kind: str, lang: str):
        r = self.rng
        if kind == "*":
            kind = {"en": r.choice(["am", "pm"]), "zh": r.choice(["zam", "zpm"]),
                    "mixed": r.choice(["am", "pm", "zam", "zpm"])}[lang]
        m = r.choice([0, 0, 15, 30, 45, 10, 20, 40, 50, 5])
        if kind in ("am", "pm"):
            h = r.randint(5, 9) if kind == "am" else r.randint(5, 11)
            forms = [f"{h}{kind}", f"{h}:{m:02d}{kind}", f"{h}:{m:02d} {kind}", f"{h} {kind[0]}.m.",
                     f"{h}.{m:02d}{kind}", f"{h + (12 if kind == 'pm' else 0):02d}:{m:02d}",
                     f"half past {self.WORD_H[h - 1]}", f"quarter to {self.WORD_H[h % 12]}",
                     f"{self.WORD_H[h - 1]} o'clock", f"{h}:{m:02d} {kind.upper()}"]
            return r.choice(forms)
        if kind in ("zam", "zpm"):
            h = r.randint(5, 9) if kind == "zam" else r.randint(6, 11)
            pre = r.choice(["早上", "早晨", "上午", "清晨"] if kind == "zam" else ["晚上", "傍晚", "夜里", "下午"])
            if kind == "zpm" and pre == "下午":
                h = r.randint(2, 5)
            mins = r.choice(["", "半", f"{m}分" if m else "", f"{m:02d}" if m else "半"])
            forms = [f"{pre}{h}点{mins}", f"{pre}{self.ZH_NUM[h - 1]}点{'半' if r.random() < 0.5 else ''}",
                     f"{h + (12 if kind == 'zpm' else 0)}:{m:02d}", f"{pre}{h}:{m:02d}", f"{pre}{h}点钟"]
            return r.choice(forms)
        raise KeyError(kind)

    # ---- geo
    ZH_ESTATE_A = ["翠湖", "阳光", "金色", "碧桂", "锦绣", "万科", "龙湖", "世纪", "绿地", "紫薇", "海棠", "融创",
                   "东方", "枫林", "御景", "星河", "康乐", "幸福", "丽景", "香榭"]
    ZH_ESTATE_B = ["花园", "家园", "小区", "新村", "华庭", "名苑", "雅苑", "公寓", "城", "嘉园", "湾"]
    EN_EST = ["Heights", "Gardens", "Estate", "Meadows", "Village", "Park Estate", "Green", "Court", "Crescent Estate", "Grange"]

    def geo(self, kind: str, lang: str):
        r = self.rng
        if kind == "*":
            kind = r.choice(["coord", "post", "hood"])
        if kind == "coord":
            if r.random() < 0.5:
                la, lo = self.en().latitude(), self.en().longitude()
                la, lo = float(la), float(lo)
            else:
                t = self.us.local_latlng() if r.random() < 0.5 else self.gb.local_latlng()
                la, lo = float(t[0]), float(t[1])
                la += r.uniform(-0.05, 0.05)
                lo += r.uniform(-0.05, 0.05)
            if lang != "en" and r.random() < 0.6:
                la, lo = r.uniform(22.3, 40.1), r.uniform(104.0, 121.6)
            d = r.choice([4, 5, 6])
            fmt = r.choice(["{a}, {o}", "{a},{o}", "({a}, {o})", "{A}° {NS}, {O}° {EW}", "{a} {o}"])
            return fmt.format(a=f"{la:.{d}f}", o=f"{lo:.{d}f}", A=f"{abs(la):.4f}", O=f"{abs(lo):.4f}",
                              NS="N" if la >= 0 else "S", EW="E" if lo >= 0 else "W")
        if kind == "post":
            if lang == "zh":
                return self.zh.postcode()
            c = r.choice(["us", "gb", "gb"] + (["zh"] if lang == "mixed" else []))
            if c == "us":
                return r.choice([self.us.zipcode(), self.us.zipcode_plus4()])
            if c == "gb":
                return self.gb.postcode()
            return self.zh.postcode()
        if kind == "ukpost":
            return self.gb.postcode()
        if kind == "hood":
            if lang == "zh" or (lang == "mixed" and r.random() < 0.7):
                return r.choice(self.ZH_ESTATE_A) + r.choice(["", r.choice(self.ZH_ESTATE_A)[0]]) + r.choice(self.ZH_ESTATE_B)
            return f"{self.en().last_name()} {r.choice(self.EN_EST)}"
        if kind == "zhhood":
            return r.choice(self.ZH_ESTATE_A) + r.choice(["", r.choice(self.ZH_ESTATE_A)[0]]) + r.choice(self.ZH_ESTATE_B)
        if kind == "enhood":
            return f"{self.en().last_name()} {r.choice(self.EN_EST)}"
        raise KeyError(kind)


# --------------------------------------------------------------------------- fillers (benign)

CITIES = ["London", "Chicago", "Seattle", "Manchester", "Toronto", "Austin", "Leeds", "Denver", "Bristol",
          "Boston", "Edinburgh", "Portland", "Singapore", "Dublin", "Sydney", "Berlin"]
CITIES_ZH = ["北京", "上海", "杭州", "深圳", "成都", "南京", "武汉", "广州", "西安", "苏州", "厦门", "重庆"]
DISTRICTS_ZH = ["上海市浦东新区", "北京市朝阳区", "杭州市西湖区", "深圳市南山区", "成都市武侯区", "南京市鼓楼区",
                "广州市天河区", "武汉市洪山区", "西安市雁塔区", "苏州市工业园区", "广东省深圳市福田区", "浙江省杭州市滨江区"]
PRODUCTS = ["Kindle", "AirPods", "Dyson V11", "Nintendo Switch", "Instant Pot", "MacBook Air", "Roomba",
            "Pixel 8", "ThinkPad X1", "IKEA KALLAX", "Lego Technic", "Philips Hue"]
PRODUCTS_ZH = ["小米手环", "美的电饭煲", "华为平板", "空气净化器", "扫地机器人", "儿童书包", "羽绒服", "保温杯"]
COMPANIES = ["Amazon", "Tesco", "Costco", "British Gas", "Comcast", "Octopus Energy", "Verizon", "Argos",
             "Deliveroo", "Airbnb", "Booking.com", "Ocado"]
COMPANIES_ZH = ["京东", "淘宝", "美团", "顺丰", "携程", "拼多多", "中国移动", "国家电网", "饿了么", "12306"]


def fillers(r: random.Random) -> dict[str, str]:
    y = r.choice([2023, 2024, 2025])
    mo, d = r.randint(1, 12), r.randint(1, 28)
    return {
        "city": r.choice(CITIES), "czh": r.choice(CITIES_ZH), "dist": r.choice(DISTRICTS_ZH),
        "date": f"{y}-{mo:02d}-{d:02d}", "dzh": f"{mo}月{d}日", "ddmy": f"{d:02d}/{mo:02d}/{y}",
        "mon": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][mo - 1],
        "n": str(r.randint(2, 12)), "nn": str(r.randint(13, 95)), "ord": f"{r.choice(['ORD', 'A', 'W', 'INV'])}-{r.randint(100000, 999999)}",
        "tick": str(r.randint(10000, 99999)), "ver": f"{r.randint(1, 5)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "port": str(r.choice([5432, 8080, 3000, 6379, 443, 8443, 9200, 27017, 5000])),
        "price": f"{r.randint(3, 480)}.{r.randint(0, 99):02d}", "yuan": str(r.randint(20, 3000)),
        "prod": r.choice(PRODUCTS), "pzh": r.choice(PRODUCTS_ZH), "co": r.choice(COMPANIES), "czh_co": r.choice(COMPANIES_ZH),
        "uuid": f"{rs(r, HEX, 8)}-{rs(r, HEX, 4)}-4{rs(r, HEX, 3)}-a{rs(r, HEX, 3)}-{rs(r, HEX, 12)}",
        "sha": rs(r, HEX, 40), "short": rs(r, HEX, 7), "emo": r.choice(["🙂", "👍", "😅", "🙏", "📌", "✅", "⚠️", "🎉", ""]),
        "pct": str(r.randint(2, 98)), "kg": f"{r.randint(1, 30)}.{r.randint(0, 9)}", "yr": str(y),
    }


PH = re.compile(r"\{([a-z_][a-z_0-9]*|V)\}")


def fill(tpl: str, f: dict[str, str]) -> str:
    return PH.sub(lambda m: f.get(m.group(1), m.group(0)), tpl).replace("⏎", "\n")


def parse(block: str) -> list[tuple[bool, str, str]]:
    out = []
    for line in block.strip("\n").split("\n"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        hard = line.startswith("!")
        if hard:
            line = line[1:]
        kind = "*"
        m = re.match(r"^([a-z]+|\*)::", line)
        if m:
            kind, line = m.group(1), line[m.end():]
        out.append((hard, kind, line))
    return out


# --------------------------------------------------------------------------- templates

T: dict[tuple[str, str], str] = {}

# ============================== secret
T["secret", "en"] = r"""
aws::export AWS_ACCESS_KEY_ID={v}
awssec::aws_secret_access_key = {v}
ghp::note to self: new github token {v} expires in 30 days {emo}
ghpat::GH fine-grained PAT for the {city} repo -> {v}
slack::SLACK_BOT_TOKEN="{v}"
openai::OPENAI_API_KEY={v}
anthropic::remember my anthropic key: {v}
stripe::stripe live secret for the shop is {v} (rotate after {date})
google::Google Maps api key - {v}
hf::huggingface token (read+write): {v}
sendgrid::SENDGRID_API_KEY: '{v}'
telegram::telegram bot token for the family reminders bot {v}
jwt::Authorization: Bearer {v}
pkey::saved the deploy key below, pls remember it⏎{v}⏎thx
url::DATABASE_URL={v}
url::the backup job connects with {v} every night
hex::{"service": "billing", "api_secret": "{v}", "region": "eu-west-2"}
hex::client_secret: {v}⏎client_id: web-portal-{n}
*::[2024-05-0{n} 10:11:02] WARN auth header leaked in log: token={v}
*::| service | key |⏎|---|---|⏎| payments | {v} |
hex::x-api-key {v}  <- staging only
!*::{v} ← that's the one that works, the older one was revoked
!*::copy this into the vault later: "{v}"
!hex::webhook signing secret ({v}) for order events
!*::cfg[{n}] = '{v}'
!url::git remote set-url origin {v}
!jwt::session cookie looked like {v}; expired at logout
"""
T["secret", "zh"] = r"""
aws::AWS访问密钥ID：{v}
awssec::aws_secret_access_key={v}  （生产环境，别外传）
ghp::GitHub令牌是{v}，30天后过期
ghpat::帮我记一下新的细粒度令牌 {v}
slack::Slack机器人的token：{v}
openai::OpenAI 的 key 存这里：{v}
anthropic::Claude接口密钥 {v}
stripe::支付后台密钥为{v}，{dzh}之前要轮换
google::谷歌地图API密钥：{v}
hf::抱抱脸令牌{v}
sendgrid::邮件服务密钥：{v}
telegram::电报机器人token={v}
jwt::请求头里带的是 Bearer {v}
pkey::服务器私钥如下：⏎{v}
url::数据库连接串：{v}
url::备份脚本用的地址是{v}
hex::应用密钥(app_secret)：{v}
hex::{"appid": "wx{tick}", "secret": "{v}"}
*::日志 {date} 10:2{n}:11 ERROR 请求失败 token={v}
*::| 服务 | 密钥 |⏎|---|---|⏎| 短信 | {v} |
hex::签名密钥：{v}（测试环境）
!*::{v}这个是能用的，旧的已经作废了
!*::记得存到保险箱：“{v}”
!hex::回调签名用【{v}】
!*::配置[{n}]={v}
!url::git远程地址改成{v}了
"""
T["secret", "mixed"] = r"""
aws::帮我记一下 AWS_ACCESS_KEY_ID={v}
awssec::aws secret key 是 {v}，别 commit
ghp::新的 GitHub token：{v}，下个月 expire
ghpat::fine-grained PAT 给 {city} 项目用：{v}
slack::Slack bot token 存一下 {v}
openai::OPENAI_API_KEY 换成 {v} 了
anthropic::Claude 的 API key 是 {v}
stripe::Stripe live key：{v}，{dzh} rotate
google::Maps API key {v} 只给前端用
hf::HF token (write 权限) {v}
sendgrid::SendGrid key：{v}
telegram::Telegram bot 的 token 是 {v}
jwt::curl 里的 header: Authorization: Bearer {v}
pkey::deploy 用的 private key：⏎{v}
url::prod DB 连接：{v}
url::cron 里那个 backup 用 {v} 连
hex::webhook secret 设成 {v} 了
hex::{"env": "prod", "signing_key": "{v}"}
*::[{date}] ERROR 调用失败 api_key={v}
*::| 服务 | key |⏎|---|---|⏎| SMS | {v} |
hex::app secret：{v}（staging）
!*::{v} 这个才是对的，旧的 revoke 了
!*::记得放 1Password："{v}"
!hex::签名用【{v}】，别搞混
!*::settings[{n}] = '{v}'
!url::git remote 改成 {v}
"""

# ============================== password
T["password", "en"] = r"""
faker::wifi password: {v}
human::the password is {v} for the garage door app
phrase::passphrase for the backup disk: "{v}"
*::pw={v}
*::login for the school portal, pwd {v} {emo}
faker::DB_PASSWORD={v}
*::Netflix acct pass - {v}
human::mum's ipad passcode thing is {v}
*::- user: admin⏎- password: {v}
faker::{"username": "ops", "password": "{v}"}
*::new pass for the {co} account is {v}
phrase::my vault master passphrase is {v}
*::Password reset done, temporary password {v} (change on first login)
*::router admin creds -> admin / {v}
faker::mysql -u root -p'{v}' -h 127.0.0.1
human::pswd for the shared laptop: {v}
*::| site | password |⏎|---|---|⏎| {co} | {v} |
*::remember: pass is {v}
faker::Set the SMTP password to {v}.
!*::{v} is what I set it to, same as the old one but with a new number
!*::({v}) <- the wifi one, not the guest one
!faker::creds: ops:{v}
!*::it's "{v}" btw
!human::garage app → {v}
!*::passw0rd hint no, actual password {v}
"""
T["password", "zh"] = r"""
*::WiFi密码：{v}
*::密码是{v}，别告诉别人
*::登录密码{v}
*::新密码为{v}（{dzh}改的）
zh::家里路由器管理员密码 {v}
*::口令：{v}
*::邮箱登陆密码：{v}
*::支付密码改成了{v}
*::- 账号：admin⏎- 密码：{v}
faker::{"user": "ops", "pwd": "{v}"}
zh::孩子学校平台的密码是{v}
*::临时密码{v}，首次登录后修改
phrase::备份硬盘的密码短语：{v}
*::| 网站 | 密码 |⏎|---|---|⏎| {czh_co} | {v} |
faker::数据库密码={v}
*::记住：密码{v}
zh::爸妈电视的开机密码是{v}
*::公司VPN密码：{v}
*::我把{czh_co}的密码设置成了{v}
!*::{v}就是现在的密码，跟以前那个差一位
!*::密码【{v}】
!*::用户名admin密码{v}
!*::“{v}”这个是WiFi的
!zh::门锁APP→{v}
!*::pwd:{v}
"""
T["password", "mixed"] = r"""
*::WiFi password：{v}
*::密码是 {v}，for the guest room TV
*::pw={v}（测试环境）
*::{co} 账号的 password 改成 {v} 了
zh::家里 router admin 密码：{v}
faker::DB_PASSWORD={v} 别 commit
*::login 密码 {v} {emo}
phrase::passphrase 记一下：{v}
*::- user: admin⏎- 密码: {v}
faker::{"username": "ops", "password": "{v}"}
*::临时 password {v}，first login 后要改
*::Netflix 的 pass 是 {v}
*::| site | 密码 |⏎|---|---|⏎| {co} | {v} |
human::VPN password 设为 {v}
*::school portal 的密码：{v}
faker::mysql -u root -p'{v}' 连本地
*::remember 密码 {v}
*::Pwd for 共享电脑: {v}
zh::门锁 app password → {v}
!*::{v} 就是现在的 password
!*::密码【{v}】for office wifi
!*::creds admin:{v}
!*::"{v}" 这个是 wifi 的
!*::pass:{v}
!*::old one 作废了，new {v}
"""

# ============================== email
T["email", "en"] = r"""
*::email me at {v} if the parcel doesn't arrive
*::Best regards,⏎Customer Success Team⏎{co}⏎{v}
*::contact: {v}
*::EMAIL={v}
*::new school contact email -> {v} {emo}
*::Please send the invoice to {v} by {date}.
*::- e-mail: {v}⏎- preferred: phone
*::{"contact_email": "{v}", "plan": "pro"}
*::From: {v}⏎Subject: Re: order {ord}
*::the landlord's mail is {v}
*::ticket #{tick}: customer asked us to reply to {v} instead
*::cc {v} on anything about the {city} trip
*::| id | email |⏎|---|---|⏎| {tick} | {v} |
*::reply-to={v}
*::dentist reception mail: {v}
*::My address for receipts is {v}.
custom::use {v} for the amazon orders pls
*::2024-0{n}-11 12:00:01 INFO password reset mail sent to {v}
*::forward the boarding pass to {v}
!*::{v} - that's the one she actually checks
!*::<{v}>
!*::({v})
!*::"{v}", not the work one
!*::{v};{v2}
!*::ping them → {v}
"""
T["email", "zh"] = r"""
*::邮箱：{v}
*::有问题发邮件到{v}
*::联系邮箱 {v}
*::请在{dzh}前把发票发到{v}
*::电子邮件地址为{v}
qq::我的QQ邮箱是{v}
*::- 邮件：{v}⏎- 电话：稍后补
*::{"email": "{v}", "city": "{czh}"}
*::客户要求回复到{v}，工单号{tick}
*::房东的邮箱{v}
*::老师说作业提交到{v}
*::| 序号 | 邮箱 |⏎|---|---|⏎| {n} | {v} |
*::发件人：{v}⏎主题：关于订单{ord}
qq::163邮箱{v}记一下
*::简历投递邮箱：{v}
*::抄送给{v}
*::日志：{date} 已发送重置邮件至{v}
*::我改用{v}收账单了
*::机票行程单转发给{v}
!*::{v}这个才是她常用的
!*::【{v}】
!*::（{v}）
!*::“{v}”不是工作邮箱
!*::邮箱{v}电话另行告知
!*::发到→{v}
"""
T["email", "mixed"] = r"""
*::email 地址：{v}
*::有问题 email 我 {v}
*::contact 邮箱 {v}
*::invoice 请发到 {v}，deadline {dzh}
qq::我的 QQ mail 是 {v}
*::- email: {v}⏎- 城市: {czh}
*::{"email": "{v}", "lang": "zh-CN"}
*::客户说 reply to {v}，ticket {tick}
*::房东的 mail：{v}
*::From: {v}⏎主题：Re: 订单 {ord}
*::| 名称 | email |⏎|---|---|⏎| {n} | {v} |
*::cc 一下 {v}
*::boarding pass 转发给 {v}
*::账单 email 换成 {v} 了
*::老师 email 是 {v} {emo}
*::LOG {date} reset mail sent to {v}
*::EMAIL={v}
*::简历发 {v}
*::新 email → {v}
!*::{v} 这个她常看
!*::<{v}>
!*::（{v}）
!*::"{v}" 不是 work 那个
!*::邮箱{v}电话later
!*::发到【{v}】
"""

# ============================== phone
T["phone", "en"] = r"""
*::call me on {v} after work
*::Tel: {v}
*::mobile {v}
gb::Kind regards,⏎Reception⏎{co}⏎T: {v}
*::the plumber's number is {v}
*::- phone: {v}⏎- email: tbc
*::{"phone": "{v}", "opt_in": true}
ext::office line {v}
*::text the babysitter at {v} if running late {emo}
*::Customer callback requested on {v} re ticket {tick}
*::| contact | number |⏎|---|---|⏎| vet | {v} |
us::cell: {v}
*::PHONE_NUMBER={v}
*::ring {v} to rebook the MOT
*::emergency contact no. {v}
*::dr's surgery rang from {v}, call back pls
intl::whatsapp: {v}
*::reach the courier at {v}
*::phone number on the form: {v}
!*::{v} ← school office
!*::({v})
!*::{v} / {v2} (landline first)
!*::my mob changed, now {v}
!*::"{v}"
!*::order {ord} - deliver to front desk, {v}
"""
T["phone", "zh"] = r"""
*::手机号：{v}
*::电话{v}
*::联系电话：{v}
cn::有事打我手机{v}
*::快递员电话是{v}
*::- 电话：{v}⏎- 邮箱：待补
*::{"mobile": "{v}", "city": "{czh}"}
cnland::办公室座机{v}
*::客户要求回拨{v}，工单{tick}
*::| 联系人 | 号码 |⏎|---|---|⏎| 物业 | {v} |
*::宝宝幼儿园老师的电话{v}
*::房东手机{v}记一下
*::紧急联系人电话：{v}
*::预约挂号留的是{v}
*::这是我的新号码{v}
cn::微信同号{v}
*::维修师傅电话为{v}
*::给{v}发短信说晚点到
*::收货电话{v}
!*::{v}是物业的
!*::（{v}）
!cn::电话{V}
!*::手机{v}座机稍后补
!*::“{v}”
!*::订单{ord}送前台，电话{v}
"""
T["phone", "mixed"] = r"""
*::手机号 phone：{v}
*::call 我 {v}
*::Tel：{v}
*::快递小哥 number {v}
*::- phone: {v}⏎- 备注: 下班后
*::{"phone": "{v}", "city": "{czh}"}
cnland::office 座机 {v}
*::客户要 callback {v}，ticket {tick}
*::| 联系人 | phone |⏎|---|---|⏎| 物业 | {v} |
*::babysitter 的电话 {v} {emo}
*::房东 mobile：{v}
*::emergency contact 电话 {v}
*::text {v} 说晚点到
cn::WeChat 同号 {v}
*::PHONE={v}
*::维修 guy 的号码是 {v}
*::收货 phone {v}
ext::公司 line {v}
*::new number 是 {v}
!*::{v} 是物业的
!*::（{v}）
!cn::电话{V}
!*::mobile {v} 座机 later
!*::"{v}"
!*::order {ord} 送前台，{v}
"""

# ============================== address
T["address", "en"] = r"""
us::ship to {v}, {city}
gb::new address: {v}, {city}
*::we moved! {v} {emo}
*::Address: {v}
us::Billing address: {v}⏎City: {city}
gb::deliveries to {v} from {date}
*::- street: {v}⏎- city: {city}
*::{"street": "{v}", "city": "{city}"}
*::my home address is {v}
*::the parcel went to {v} instead of the office
*::| field | value |⏎|---|---|⏎| address_line1 | {v} |
*::pick the kids up from grandma's at {v}
*::ADDRESS_LINE_1="{v}"
*::Customer {tick} updated shipping to {v}
us::mail the tax forms to {v}
gb::Dentist moved, registered at {v}
*::Lives at {v} now
*::courier note: leave it at the back door of {v}
*::return label says {v}
!*::{v} - the blue door
!*::({v}, {city})
!*::{v}, {city}
!*::"{v}"
!*::Flat above the shop → {v}
!*::order {ord}: {v}; gate code later
"""
T["address", "zh"] = r"""
cn::收货地址：{dist}{v}
cn::我家住在{dist}{v}
cn::新地址是{czh}{v}
cn::寄到{dist}{v}，谢谢
cn::- 地址：{dist}{v}⏎- 邮编：稍后补
cn::{"address": "{v}", "city": "{czh}"}
cn::客户工单{tick}：配送地址改为{dist}{v}
cn::| 字段 | 内容 |⏎|---|---|⏎| 详细地址 | {v} |
cn::家庭住址 {dist}{v}
cn::快递放到{v}门口就行
cn::爷爷奶奶家在{dist}{v}
cn::合同上写的住所：{dist}{v}
cn::发票邮寄地址{dist}{v}
cn::我们搬家啦，现在住{v}{emo}
cn::房子在{dist}{v}，{dzh}交房
cn::体检报告寄送至{dist}{v}
cn::户籍地址：{dist}{v}
cn::上门维修地址：{v}
cn::学校登记的住址为{dist}{v}
!cn::{v}，蓝色那个门
!cn::（{dist}{v}）
!cn::{dist}{v}电话另给
!cn::“{v}”
!cn::订单{ord}送到{v}前台
!cn::地址{dist}{v}
"""
T["address", "mixed"] = r"""
cn::shipping 地址：{dist}{v}
cn::我家 address 是 {dist}{v}
cn::新地址 {czh}{v}，movers 下周来
us::ship to {v}, {city} 谢谢
gb::英国那边的 address：{v}, {city}
cn::- address: {dist}{v}⏎- 备注: 放门口
cn::{"address": "{v}", "city": "{czh}"}
*::客户 ticket {tick} 改 shipping address 到 {v}
cn::| field | 内容 |⏎|---|---|⏎| address | {v} |
cn::寄到 {dist}{v} pls
cn::grandma 家在 {dist}{v}
us::billing address 写 {v}
cn::home address：{dist}{v} {emo}
cn::invoice 寄到 {dist}{v}
gb::UK flat 地址 {v}, {city}
cn::repair guy 上门地址：{v}
cn::parcel 放 {v} 门卫
cn::体检 report 寄 {dist}{v}
cn::Airbnb 在 {dist}{v}
!cn::{v}，blue door
!cn::（{dist}{v}）
!us::{v}, {city}
!cn::"{v}"
!cn::order {ord} 送 {v} 前台
!cn::地址{dist}{v}phone另给
"""

# ============================== government_id
T["government_id", "en"] = r"""
ssn::SSN: {v}
ssn::my social security number is {v}
nino::National Insurance number {v}
nino::NI no: {v}
pass::passport no. {v}, expires {mon} 2031
pass::Passport number: {v}
ssn::- ssn: {v}⏎- dob: on file
*::{"tax_id": "{v}", "country": "US"}
ssn::W-9 form, SSN {v}
nino::HR note: new starter, NINO {v}, P45 received
ssn::| employee | SSN |⏎|---|---|⏎| {tick} | {v} |
pass::booked flights, passport # {v}
ssn::soc sec # {v} for the tax return
nino::NI number on the payslip: {v}
pass::visa application uses passport {v}
ssn::SOCIAL_SECURITY_NUMBER={v}
ssn::customer verified identity with SSN {v} (ticket {tick})
nino::HMRC asked for my national insurance no {v}
pass::kids' passport number {v}, renew by {date}
!ssn::{v} (ssn)
!*::ID: "{v}"
!ssn::taxpayer id {v}; EIN not needed
!nino::{v} ← NI
!pass::{v} is the passport, {ord} is the booking
!*::gov id [{v}]
"""
T["government_id", "zh"] = r"""
cnid::身份证号：{v}
cnid::我的身份证号码是{v}
cnid::居民身份证{v}
cnid::证件号{v}（身份证）
cnid::- 姓名：见附件⏎- 身份证：{v}
cnid::{"id_card": "{v}", "city": "{czh}"}
cnid::员工入职登记，身份证号{v}
cnid::| 工号 | 身份证号 |⏎|---|---|⏎| {tick} | {v} |
cnid::订火车票用的证件号码{v}
cnid::孩子的身份证号是{v}
pass::护照号码：{v}
pass::护照号{v}，{yr}年到期
cnid::实名认证填的{v}
cnid::客户工单{tick}核验身份证{v}
cnid::社保登记身份证号码为{v}
cnid::ID_CARD={v}
cnid::爸爸的身份证：{v}
pass::签证申请用护照{v}
cnid::租房合同上身份证号{v}
!cnid::{v}（身份证）
!cnid::证件【{v}】
!cnid::身份证{V}
!cnid::{v}是妈妈的
!pass::护照{v}订单{ord}
!cnid::号码“{v}”
"""
T["government_id", "mixed"] = r"""
cnid::身份证号 ID：{v}
cnid::我的 ID card number 是 {v}
ssn::US 那边的 SSN：{v}
nino::UK National Insurance number {v}
pass::passport 号码 {v}
cnid::- name: 见附件⏎- 身份证: {v}
cnid::{"id_card": "{v}", "verified": true}
*::HR onboarding，证件号 {v}
cnid::| 工号 | ID |⏎|---|---|⏎| {tick} | {v} |
cnid::订 train ticket 用的身份证 {v}
cnid::kid 的身份证号 {v}
pass::visa 申请 passport no. {v}
cnid::实名认证 ID {v}
ssn::tax form 上 SSN {v}
nino::NINO {v} 给 HR 了
cnid::ID_CARD={v}
pass::护照 passport {v}，{yr} expire
cnid::租房 contract 上身份证 {v}
cnid::客户 ticket {tick} 身份证 {v}
!cnid::{v}（ID）
!*::证件【{v}】
!cnid::ID{V}
!cnid::{v} 是妈妈的
!pass::passport {v} order {ord}
!*::"{v}" 身份证
"""

# ============================== financial
T["financial", "en"] = r"""
card::card number {v} exp 0{n}/2{n}
cardsp::Visa: {v}
iban::IBAN: {v}
iban::pay the rent to IBAN {v} before the 1st
acct::account no. {v}, sort code {sc}
routing::routing number {v} (checking)
card::saved my credit card {v} for the {co} sub
cardsp::- card: {v}⏎- cvv: ask
*::{"pan": "{v}", "brand": "visa"}
iban::bank details for the nanny: {v}
acct::Checking account number: {v}
card::Customer {tick} paid with card {v}
*::| method | number |⏎|---|---|⏎| card | {v} |
cardsp::amex/visa whatever: {v}
iban::transfer to {v}, ref {ord}
acct::direct debit from acct {v}
routing::ABA {v} / account tbc
card::CARD_NUMBER={v}
cardsp::debit card ending... nah full number {v}
!card::{v} exp soon
!cardsp::[{v}]
!iban::"{v}"
!acct::bank acct: {v}; order {ord}
!card::payment failed for {v} (order {ord})
!iban::{v} ← landlord
"""
T["financial", "zh"] = r"""
cncard::银行卡号：{v}
cncard::工资卡{v}
cncard::我的储蓄卡号是{v}
card::信用卡号{v}，有效期0{n}/2{n}
cncard::转账到{v}（招商银行）
cncard::- 开户行：{czh}分行⏎- 卡号：{v}
cncard::{"bank_card": "{v}", "bank": "ICBC"}
acct::对公账号{v}
cncard::客户工单{tick}：退款到银行卡{v}
cncard::| 类型 | 卡号 |⏎|---|---|⏎| 储蓄卡 | {v} |
iban::海外汇款IBAN：{v}
cncard::房租打到{v}
cncard::孩子学费扣款卡{v}
card::绑定的信用卡{v}
acct::银行账户：{v}
cncard::收款账号为{v}
cncard::BANK_CARD={v}
cncard::医保关联的卡号{v}
iban::欧洲账户{v}
!cncard::{v}（工资卡）
!cncard::卡号【{v}】
!cncard::卡{V}
!cncard::{v}是爸爸的卡
!card::订单{ord}付款卡{v}
!cncard::“{v}”
"""
T["financial", "mixed"] = r"""
cncard::银行卡 card number：{v}
card::credit card {v}，exp 0{n}/2{n}
iban::IBAN 是 {v}
cncard::工资卡 {v} 别 share
cardsp::Visa 卡 {v}
cncard::- bank: ICBC⏎- 卡号: {v}
cncard::{"card": "{v}", "bank": "招商"}
acct::account number {v}
routing::routing number {v}（美国账户）
*::客户 ticket {tick} refund 到 {v}
*::| type | 卡号 |⏎|---|---|⏎| debit | {v} |
iban::房租 transfer 到 {v}
cncard::学费 auto-pay 卡 {v}
card::绑定 Apple Pay 的卡 {v}
iban::wire 到欧洲 {v}, ref {ord}
cncard::收款账号 {v}
card::CARD={v}
acct::bank account：{v}
cncard::医保 card 关联 {v}
!cncard::{v}（salary）
!*::卡号【{v}】
!cncard::card{V}
!cncard::{v} 是爸爸的
!card::order {ord} 付款 {v}
!iban::"{v}"
"""

# ============================== person_name
T["person_name", "en"] = r"""
en::my name is {v}
en::Best,⏎{v}⏎Account Manager, {co}
en::call {v} about the boiler on {date}
en::Dr. {v} moved the appointment to next week
en::Contact person: {v}
en::- name: {v}⏎- role: nanny
en::{"full_name": "{v}", "plan": "family"}
en::ticket {tick} raised by {v}, refund approved
en::| employee | dept |⏎|---|---|⏎| {v} | Finance |
en::HR: {v} starts on {date}, laptop ordered
en::the kids' teacher is Mrs {v}
en::lunch w/ {v} next thurs {emo}
en::Signed, {v}
en::Patient: {v}
en::landlord = {v}
en::I'm {v}, nice to meet you
en::ask {v} for the wifi at the cabin
en::emergency contact {v}
en::Hi, this is {v} from the {city} office
!en::{v} said the parcel was left next door
!en::"{v}"
!en::({v})
!en::{v}, {v2} and the two kids
!en::thx {v}!!
!en::meeting w {v} re {prod}
"""
T["person_name", "zh"] = r"""
zh::我叫{v}
zh::联系人：{v}
zh::姓名：{v}
zh::帮我记一下，{v}明天来修热水器
zh::- 姓名：{v}⏎- 部门：财务
zh::{"name": "{v}", "city": "{czh}"}
zh::工单{tick}由{v}提交，已退款
zh::| 员工 | 部门 |⏎|---|---|⏎| {v} | 人事 |
zh::新同事{v}下周一入职
zh::孩子的班主任是{v}老师
zh::{v}医生把复诊改到{dzh}
zh::房东{v}说下个月涨房租
zh::收件人{v}
zh::客户{v}来电投诉
zh::我是{v}，很高兴认识你
zh::紧急联系人：{v}
zh::周末和{v}一起吃饭{emo}
zh::落款：{v}
zh::患者{v}，复查
!zh::{v}说快递放在隔壁了
!zh::“{v}”
!zh::（{v}）
!zh::{v}和{v2}都来了
!zh::谢谢{v}！
!zh::找{v}拿钥匙
"""
T["person_name", "mixed"] = r"""
*::我叫 {v}
*::联系人 contact：{v}
en::my name 是 {v}
zh::帮我 remember 一下，{v} 明天来修 heater
*::- name: {v}⏎- 部门: Finance
*::{"name": "{v}", "team": "ops"}
*::ticket {tick} 是 {v} 提的
*::| employee | 部门 |⏎|---|---|⏎| {v} | HR |
zh::新同事 {v} 下周 onboard
en::孩子的 teacher 是 Mrs {v}
*::Dr. {v} 改了 appointment
*::landlord {v} 说要涨 rent
*::收件人 recipient：{v}
*::客户 {v} complain 了
en::I'm {v}，你好
zh::emergency contact：{v}
*::周末和 {v} 吃 brunch {emo}
*::Best,⏎{v}⏎{co}
*::patient {v}，复查
!*::{v} 说 parcel 放隔壁了
!*::"{v}"
!*::（{v}）
!zh::{v}和{v2}都 join 了
!*::thanks {v}!
!*::找 {v} 拿 key
"""

# ============================== username
T["username", "en"] = r"""
at::follow me on insta {v}
*::username: {v}
*::login: {v}
at::ping {v} on slack about the rota
*::my gamertag is {v} {emo}
*::- user: {v}⏎- role: editor
*::{"login": "{v}", "active": true}
at::tag {v} in the post
*::steam id {v}, add me
*::ticket {tick}: account {v} locked after 5 attempts
*::| handle | platform |⏎|---|---|⏎| {v} | reddit |
*::USERNAME={v}
*::ssh {v}@build-{n}.internal
at::my twitter is {v}
*::github user {v}
*::signed up as {v} on the school app
at::DM {v} for the spare tickets
*::user_id: {v}
*::discord handle -> {v}
!at::{v} posted the photos
!*::"{v}"
!at::({v})
!at::cc {v} {v2}
!*::logged in as {v}
!*::acct [{v}]
"""
T["username", "zh"] = r"""
*::用户名：{v}
*::账号：{v}
*::我的微信号是{v}
at::微博上@一下{v}
*::登录名{v}
*::- 用户：{v}⏎- 角色：管理员
*::{"username": "{v}", "city": "{czh}"}
*::工单{tick}：账号{v}被锁定
*::| 账号 | 平台 |⏎|---|---|⏎| {v} | 抖音 |
*::游戏ID：{v}
at::小红书号{v}
*::B站用户名{v}
*::加我QQ昵称{v}
*::用户名为{v}的客户投诉
*::注册的时候用的{v}
*::ssh {v}@跳板机{n}
*::钉钉账号{v}
at::群里@{v}
*::GitHub用户名{v}
!at::{v}发了照片
!*::“{v}”
!at::（{v}）
!at::抄送{v}{v2}
!*::以{v}身份登录
!*::账号【{v}】
"""
T["username", "mixed"] = r"""
*::username 是 {v}
*::微信号 WeChat ID：{v}
at::在 Instagram 上 follow {v}
*::login 账号 {v}
at::Slack 上 ping {v}
*::- user: {v}⏎- 角色: admin
*::{"username": "{v}", "region": "cn"}
*::ticket {tick}：account {v} 被锁
*::| handle | 平台 |⏎|---|---|⏎| {v} | 抖音 |
*::game ID：{v}
at::小红书 {v}
*::GitHub user {v}
*::ssh {v}@build-{n}
*::Steam 名字 {v}
at::twitter {v}
*::USERNAME={v}
*::discord 叫 {v}
*::user_id：{v}
*::注册用 {v}
!at::{v} 发了照片
!*::"{v}"
!at::（{v}）
!at::cc {v} {v2}
!*::以 {v} login
!*::账号【{v}】
"""

# ============================== home_path
T["home_path", "en"] = r"""
linux::key is at {v}/.ssh/id_ed25519
mac::screenshots go to {v}/Desktop/Screenshots
win::{v}\Documents\taxes\{yr}
*::cd {v}/projects/app && make
linux::export PYTHONPATH={v}/src
mac::the photo backup lives in {v}/Pictures/Backup
win::installer saved to {v}\Downloads\setup.exe
*::Traceback: File "{v}/code/bot/main.py", line {nn}
linux::- path: {v}/data⏎- size: {n}GB
mac::{"workspace": "{v}/work", "theme": "dark"}
win::log at {v}\AppData\Local\Temp\install.log
*::| file | path |⏎|---|---|⏎| notes | {v}/notes.md |
linux::HOME_DIR={v}
mac::open {v}/Library/Application Support/Code
*::ERROR could not read {v}/.config/app.yaml
win::move the invoices from {v}\OneDrive\Invoices
linux::crontab runs {v}/bin/backup.sh
mac::kids school pdfs in {v}/Documents/School {emo}
*::venv: {v}/.venv/bin/python
!*::{v} is full again
!*::"{v}/.env"
!win::({v}\Desktop)
!linux::{v}:/data mounted
!*::see [{v}/todo.txt]
!mac::rsync -a {v}/Music/ /Volumes/backup/
"""
T["home_path", "zh"] = r"""
linux::密钥在{v}/.ssh/id_rsa
mac::截图都保存在{v}/Desktop
win::报税材料在{v}\Documents\报税
*::项目目录：{v}/projects/app
linux::环境变量 PYTHONPATH={v}/src
mac::照片备份在{v}/Pictures/备份
win::安装包下载到{v}\Downloads
*::报错：文件“{v}/code/main.py”，第{nn}行
linux::- 路径：{v}/data⏎- 大小：{n}GB
mac::{"workspace": "{v}/work"}
win::日志在{v}\AppData\Local\Temp
*::| 文件 | 路径 |⏎|---|---|⏎| 笔记 | {v}/notes.md |
linux::家目录是{v}
mac::打开{v}/Library/Caches清理一下
*::无法读取{v}/.config/app.yaml
win::发票都挪到{v}\OneDrive\发票
linux::定时任务跑{v}/bin/backup.sh
mac::孩子学校的PDF在{v}/Documents/学校
*::虚拟环境：{v}/.venv
!*::{v}又满了
!*::“{v}/.env”
!win::（{v}\Desktop）
!linux::{v}挂载到/data
!*::见【{v}/todo.txt】
!mac::把{v}/Music同步到移动硬盘
"""
T["home_path", "mixed"] = r"""
linux::SSH key 在 {v}/.ssh/id_rsa
mac::screenshots 都在 {v}/Desktop
win::tax 文件在 {v}\Documents\tax
*::project 目录 {v}/projects/app
linux::export PYTHONPATH={v}/src 记一下
mac::照片 backup 在 {v}/Pictures/Backup
win::installer 下载到 {v}\Downloads
*::Traceback 文件 "{v}/code/main.py" line {nn}
linux::- path: {v}/data⏎- 大小: {n}GB
mac::{"workspace": "{v}/work"}
win::log 在 {v}\AppData\Local\Temp
*::| file | 路径 |⏎|---|---|⏎| notes | {v}/notes.md |
linux::HOME 是 {v}
mac::清一下 {v}/Library/Caches
*::ERROR 读不了 {v}/.config/app.yaml
win::invoices 挪到 {v}\OneDrive\发票
linux::cron 跑 {v}/bin/backup.sh
mac::kids 的 PDF 在 {v}/Documents/School
*::venv 在 {v}/.venv
!*::{v} 又满了
!*::"{v}/.env"
!win::（{v}\Desktop）
!linux::{v} mount 到 /data
!*::见【{v}/todo.txt】
!mac::rsync {v}/Music 到移动硬盘
"""

# ============================== schedule
T["schedule", "en"] = r"""
am::I get up at {v} every weekday
am::alarm set for {v} mon-fri
pm::I'm usually in bed by {v}
am::school run leaves at {v} sharp
pm::gym every tues & thurs at {v} {emo}
am::my daily run starts {v}
pm::kids' bedtime is {v}
am::- wake: {v}⏎- coffee: yes
pm::{"quiet_hours_start": "{v}", "days": "daily"}
am::take my meds at {v} each morning
pm::I walk the dog at {v} every night
am::HR note: prefers shifts starting {v}
pm::| routine | time |⏎|---|---|⏎| dinner | {v} |
am::commute: leave the house {v}
pm::piano practice daily @ {v}
am::every sat I swim at {v}
pm::nanny finishes at {v} weekdays
am::remind me, I usually wake around {v}
pm::I do the dishes at {v}, then tv
!am::{v} wake up, {n} mins yoga
!pm::({v}) lights out for the kids
!am::"{v}" - my alarm
!pm::bed ~{v} most nights
!am::up at {v}, out by 8ish
!pm::meds → {v} daily
"""
T["schedule", "zh"] = r"""
zam::我每天{v}起床
zam::工作日闹钟定在{v}
zpm::我一般{v}睡觉
zam::每天{v}送孩子上学
zpm::每周二四{v}去健身房{emo}
zam::每天{v}晨跑
zpm::孩子{v}上床睡觉
zam::- 起床：{v}⏎- 早餐：燕麦
zpm::{"免打扰开始": "{v}"}
zam::每天{v}吃药
zpm::每晚{v}遛狗
zam::员工偏好{v}开始的班次
zpm::| 习惯 | 时间 |⏎|---|---|⏎| 晚饭 | {v} |
zam::通勤：{v}出门
zpm::每天{v}练琴
zam::每周六{v}游泳
zpm::阿姨工作日{v}下班
zam::提醒：我通常{v}醒
zpm::我每天{v}洗碗然后看电视
!zam::{v}起床做瑜伽
!zpm::（{v}）孩子熄灯
!zam::“{v}”闹钟
!zpm::大多数晚上{v}睡
!zam::{v}起，八点前出门
!zpm::吃药→每天{v}
"""
T["schedule", "mixed"] = r"""
*::我每天 {v} 起床 wake up
am::alarm 定在 {v}，周一到周五
pm::一般 {v} 上床 sleep
zam::每天{v} school run
pm::gym 每周二四 {v} {emo}
zam::daily 晨跑 {v}
zpm::kids bedtime 是{v}
am::- 起床: {v}⏎- coffee: yes
pm::{"quiet_hours": "{v}"}
zam::每天{v}吃 meds
pm::每晚 {v} walk the dog
am::HR：她喜欢 {v} 开始的 shift
zpm::| routine | 时间 |⏎|---|---|⏎| 晚饭 | {v} |
am::commute {v} 出门
zpm::每天{v} piano 练习
am::每周六 {v} swimming
pm::nanny 工作日 {v} 下班
zam::remind 我，我通常{v}醒
pm::每天 {v} 洗碗 then 看 TV
!am::{v} 起床 yoga {n} 分钟
!zpm::（{v}）kids 熄灯
!am::"{v}" 闹钟
!pm::大多数 nights {v} 睡
!zam::{v}起，8 点前 out
!pm::meds → 每天 {v}
"""

# ============================== geo
T["geo", "en"] = r"""
coord::our cabin is at {v}
coord::pin for the campsite: {v}
coord::{"lat_lng": "{v}", "label": "home"}
coord::GPS of the spare key lockbox {v}
coord::meet at {v} for the geocache
post::postcode: {v}
post::zip {v}
ukpost::my postcode is {v}, {city}
post::- postcode: {v}⏎- country: UK/US
post::Customer {tick} moved, new postal code {v}
post::| field | value |⏎|---|---|⏎| postcode | {v} |
ukpost::deliver to the {city} {v} area
enhood::we live in {v} now
enhood::the kids go to the park in {v}
enhood::neighbourhood: {v}
enhood::house hunting, liked {v} best {emo}
enhood::HOME_ESTATE="{v}"
enhood::our estate, {v}, has a new gate
coord::last known location {v}
!coord::{v} <- home
!post::({v})
!coord::"{v}"
!enhood::{v} residents group meets monthly
!post::{city} {v}, ring twice
!enhood::moved from {v} to the other side of town
"""
T["geo", "zh"] = r"""
coord::我家坐标{v}
coord::露营地定位：{v}
coord::{"经纬度": "{v}", "标签": "家"}
coord::备用钥匙盒位置{v}
coord::集合点经纬度{v}
post::邮编：{v}
post::邮政编码{v}
post::- 邮编：{v}⏎- 城市：{czh}
post::客户{tick}搬家，新邮编{v}
post::| 字段 | 值 |⏎|---|---|⏎| 邮编 | {v} |
post::寄件单上写邮编{v}
zhhood::我住在{v}
zhhood::孩子在{v}楼下玩
zhhood::小区名称：{v}
zhhood::看房，最喜欢{v}{emo}
zhhood::我们{v}换了新门禁
zhhood::家在{czh}{v}
zhhood::业主群：{v}
coord::最后位置{v}
!coord::{v}←家
!post::（{v}）
!zhhood::“{v}”
!zhhood::{v}业主每月开会
!post::{czh}{v}按门铃两次
!zhhood::从{v}搬走了
"""
T["geo", "mixed"] = r"""
coord::cabin 坐标 {v}
coord::露营 pin：{v}
coord::{"lat_lng": "{v}", "label": "家"}
coord::spare key lockbox 在 {v}
coord::集合 location {v}
post::postcode 邮编 {v}
post::zip code：{v}
post::- postcode: {v}⏎- 城市: {czh}
post::customer {tick} 新邮编 {v}
post::| field | 值 |⏎|---|---|⏎| postcode | {v} |
ukpost::UK 那边 postcode 是 {v}
zhhood::我住在 {v}
zhhood::kids 在 {v} 楼下玩
*::neighbourhood 小区：{v}
zhhood::看房最喜欢 {v} {emo}
zhhood::{v} 换了新门禁 system
enhood::London 住 {v}
zhhood::业主群 {v} group
coord::last location {v}
!coord::{v} ← home
!post::（{v}）
!zhhood::"{v}"
!zhhood::{v}业主 monthly 开会
!post::{czh} {v} 按门铃
!zhhood::从{v}搬走了 last year
"""

# ============================== benign
BENIGN: dict[str, str] = {}
BENIGN["en"] = r"""
upgraded the laptop to Python 3.12 and pip {ver}
order {ord} shipped, arrives in {n} days {emo}
the {prod} is on sale for ${price} at {co}
reminder: renew the car insurance before the end of {mon}
flight to {city} booked, {n} nights, hotel near the station
Postgres is listening on port {port}; restart after the config change
deploy {short} rolled back, error rate {pct}%
ticket #{tick} closed: duplicate of the login bug
- milk⏎- eggs⏎- {n} bananas⏎- bin bags
{"service": "api", "version": "{ver}", "replicas": {n}}
kids need {n} pairs of socks for the school trip
water bill is £{price} this quarter
| item | qty | price |⏎|---|---|---|⏎| {prod} | {n} | {price} |
the {prod} warranty runs until {yr}
CI failed: test_parse timed out after {nn}s
book the car for its MOT in {mon}
dentist said come back in {n} months
paid {co} £{price} for the broadband
leftovers in the freezer, use within {n} weeks
{date} INFO worker started, {n} threads
weather in {city} looks grim this weekend, bring a coat
trip idea: {city} in {mon}, budget about ${price}
remember to return the {prod} within 30 days
commit {sha} fixes the flaky cache test
request_id={uuid} status=200 latency={nn}ms
recipe: {n} cups flour, 2 eggs, bake {nn} minutes
pharmacy said the prescription is ready, pick up any day this week
meter reading: {tick} units
The library book is due back in {n} days
HR policy: {nn} days annual leave, carry over max 5
support: customer reported the app crashes on Android 14
renewed passport photos? no — just need new glasses
set the thermostat to 19 degrees
package dimensions {nn}x{nn}x{n} cm, {kg} kg
{co} refund processed for order {ord}
docker compose up -d && docker ps
the train to {city} takes about {n} hours
grocery total ${price}, split {n} ways
kids' swimming lessons start next term
tax year ends 5 April
npm install left {nn} vulnerabilities, run audit later
the boiler service is due every 12 months
"""
BENIGN["en_hard"] = r"""
order number 4111 1111 1111 1112 was cancelled
build 2024.11.30 is the release candidate
room for 6 people, 2 bathrooms, {n} bikes
Python 3.12.1 on Ubuntu 22.04
connect to port 5432 on localhost
read it in the Washington Post this morning
lunch at Jordan's bakery? no, the one on the high street
SKU 978-0-306-40615-7 back in stock
the invoice total was 1,234,567.89 (units, not money)
tracking code 1Z999AA10123456784 delivered to the locker
version 10.0.19045.3803 of Windows needs a reboot
error code 0x80070005 when installing updates
the Lincoln Memorial and the Jefferson Memorial are closed on {date}
watched Paddington 2 with the family
UUID {uuid} refers to the staging bucket
IP 8.8.8.8 and 1.1.1.1 are the public resolvers
support hotline is on the {co} website, no need to save it
flight BA117 to New York departs terminal 5
the wine was a 2019 Rioja, £{price}
token count in the prompt: {tick}
ratio 16:9, resolution 1920x1080
chmod 600 ~/.ssh/config fixed it
ISBN 0-306-40615-2, second edition
see RFC 7519 for the JWT spec
password policy: at least 12 characters and one number
email templates live in the marketing repo
"""
BENIGN["zh"] = r"""
电脑升级到Python 3.12了，pip版本{ver}
订单{ord}已发货，预计{n}天到{emo}
{czh_co}上{pzh}打折，{yuan}元
提醒：{dzh}前续交车险
订了去{czh}的机票，住{n}晚
数据库端口{port}，改完配置要重启
发布{short}回滚了，错误率{pct}%
工单{tick}已关闭：与登录问题重复
- 牛奶⏎- 鸡蛋⏎- 香蕉{n}根⏎- 垃圾袋
{"service": "api", "version": "{ver}", "replicas": {n}}
孩子春游要带{n}双袜子
这个季度水费{yuan}元
| 商品 | 数量 | 价格 |⏎|---|---|---|⏎| {pzh} | {n} | {yuan} |
{pzh}保修到{yr}年
CI失败：test_parse超时{nn}秒
{dzh}去给车做年检
牙医说{n}个月后复查
宽带费交了{yuan}元
冰箱里的剩菜{n}天内吃完
{date} INFO 工作进程启动，线程数{n}
{czh}这周末下雨，记得带伞
旅行计划：{dzh}去{czh}，预算{yuan}元
{pzh}三十天内可以退货
提交{sha}修复了缓存测试
request_id={uuid} 状态200 耗时{nn}ms
菜谱：面粉{n}杯，鸡蛋两个，烤{nn}分钟
药房说处方药准备好了，这周都能取
电表读数{tick}度
图书馆的书{n}天后到期
公司规定年假{nn}天
客服：用户反馈安卓14上应用闪退
空调温度设到26度
快递尺寸{nn}x{nn}x{n}厘米，{kg}公斤
{czh_co}订单{ord}已退款
高铁去{czh}大概{n}个小时
买菜一共{yuan}元，{n}个人平摊
孩子的游泳课下学期开始
国庆节放假七天
春节前记得买火车票
"""
BENIGN["zh_hard"] = r"""
订单号4111111111111112已取消
版本号2024.11.30是候选版本
房间可以住6个人，两个卫生间
Python 3.12.1跑在Ubuntu 22.04上
连接本地5432端口
在人民广场站换乘2号线
去南京路步行街逛逛
广州路上新开了一家书店
快递单号SF1234567890123已签收
错误代码0x80070005
{uuid}是测试环境的存储桶
公共DNS用8.8.8.8和114.114.114.114
客服热线在{czh_co}官网上查
航班CA1831从首都机场T3出发
屏幕比例16:9，分辨率1920x1080
ISBN 978-7-111-21382-6
密码策略：至少12位，包含数字
第{nn}届全国运动会在{czh}举行
国道318线风景很好
这个小区的绿化率是35%
中山公园周末人很多
10086是运营商客服号码
乘坐3号线到终点站
身份证办理需要带户口本
iPhone 15 Pro 256GB 售价{yuan}元
北京时间UTC+8
"""
BENIGN["mixed"] = r"""
laptop 升级到 Python 3.12 了，pip {ver}
order {ord} 已 shipped，{n} 天到 {emo}
{czh_co} 上 {prod} 打折 {yuan} 元
reminder：{dzh} 前续 car insurance
flight 去 {czh} 订好了，住 {n} 晚
Postgres port {port}，改完 config 要 restart
deploy {short} rollback 了，error rate {pct}%
ticket {tick} closed：duplicate
- 牛奶 milk⏎- eggs 鸡蛋⏎- bananas {n} 根
{"service": "api", "version": "{ver}", "备注": "ok"}
kids 春游要带 {n} 双 socks
这个 quarter 水费 {yuan} 元
| item | 数量 | price |⏎|---|---|---|⏎| {prod} | {n} | {price} |
{prod} warranty 到 {yr} 年
CI failed：test_parse 超时 {nn}s
{dzh} 去做车检 MOT
dentist 说 {n} 个月后 follow up
broadband 交了 {yuan} 元
冰箱 leftovers {n} 天内吃完
{date} INFO worker 启动，{n} threads
{czh} 周末 rain，记得带伞
trip plan：{mon} 去 {city}，budget {yuan}
{prod} 30 天内可以 return
commit {sha} 修了 cache test
request_id={uuid} status=200 耗时 {nn}ms
recipe：面粉 {n} cups，烤 {nn} 分钟
pharmacy 说药 ready 了
meter 读数 {tick}
library book {n} 天后 due
年假 annual leave {nn} 天
support：用户说 Android 14 上 crash
空调 set 到 26 度
package {nn}x{nn}x{n} cm，{kg} kg
{co} refund 了 order {ord}
docker compose up -d 然后看 logs
高铁去 {czh} 大概 {n} hours
groceries 一共 {yuan} 元
kids 游泳课 next term 开始
国庆 holiday 放七天
npm install 有 {nn} 个 vulnerabilities
"""
BENIGN["mixed_hard"] = r"""
order number 4111 1111 1111 1112 已取消
build 2024.11.30 是 release candidate
room for 6 people，两个 bathroom
Python 3.12.1 on Ubuntu 22.04
localhost port 5432 连不上
在 People's Square 站换乘 Line 2
read 了一篇 Washington Post 的文章
tracking 号 SF1234567890123 已签收
error code 0x80070005 装不上 update
UUID {uuid} 是 staging bucket
DNS 用 8.8.8.8 和 114.114.114.114
客服 hotline 在官网查
flight CA1831 从 T3 出发
16:9 屏幕，1920x1080
ISBN 978-7-111-21382-6 的书 arrived
password policy：至少 12 位 with 数字
RFC 7519 讲 JWT 的 spec
10086 是运营商 customer service
北京时间 UTC+8
iPhone 15 Pro 256GB 卖 {yuan} 元
email template 在 marketing repo 里
国道 318 road trip 风景很好
这个 estate 的绿化率 35%
Paddington 2 和 kids 一起看了
chmod 600 ~/.ssh/config 修好了
token count：{tick}
"""


# --------------------------------------------------------------------------- builders


def _second(gen: Gen, cat: str, kind: str, lang: str) -> str:
    v = getattr(gen, cat)(kind, lang)
    return v[0][v[1]:v[2]] if isinstance(v, tuple) else v


def samples() -> list[Sample]:
    gen = Gen()
    r = random.Random(RANDOM_SEED + 1)
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            tpls = parse(T[cat, lang])
            assert len(tpls) >= 25, (cat, lang, len(tpls))
            hard = [t for t in tpls if t[0]]
            easy = [t for t in tpls if not t[0]]
            for i in range(PER_CELL):
                if i % 5 == 4:  # 20% hard cases
                    _, kind, tpl = hard[(i // 5) % len(hard)]
                else:
                    _, kind, tpl = easy[(i - i // 5 - 1) % len(easy)]
                for _attempt in range(60):
                    f = fillers(r)
                    if cat == "financial":
                        f["sc"] = gen.financial("sort", lang)
                    raw = getattr(gen, cat)(kind, lang)
                    if isinstance(raw, tuple):
                        frag, fs, fe = raw
                    else:
                        frag, fs, fe = raw, 0, len(raw)
                    full = "{V}" in tpl
                    if full:
                        frag = fullwidth(frag)
                    if "{v2}" in tpl:
                        f["v2"] = _second(gen, cat, kind, lang)
                    marker = "{V}" if full else "{v}"
                    pre_t, post_t = tpl.split(marker, 1)
                    pre, post = fill(pre_t, f), fill(post_t, f)
                    text = pre + frag + post
                    start, end = len(pre) + fs, len(pre) + fe
                    val = text[start:end]
                    if text.count(val) == 1 and val.strip() == val and val and (
                        "v2" not in f or (f["v2"] not in val and val not in f["v2"])):
                        out.append(Sample(text, cat, lang, start, end))
                        break
                else:
                    raise AssertionError(f"could not place a unique value: {cat} {lang} {tpl}")
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    r = random.Random(RANDOM_SEED + 2)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        easy = [t for _, _, t in parse(BENIGN[lang])]
        hard = [t for _, _, t in parse(BENIGN[lang + "_hard"])]
        n_hard = BENIGN_PER_LANG // 3 + 1
        for i in range(BENIGN_PER_LANG):
            pool = hard if i < n_hard else easy
            tpl = pool[i % len(pool)]
            out.append((lang, fill(tpl, fillers(r))))
    return out


def template_count() -> int:
    return sum(len(parse(b)) for b in T.values())


if __name__ == "__main__":
    report("W", samples(), benign_with_lang())
