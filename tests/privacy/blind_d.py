# ruff: noqa
"""Blind privacy corpus D: TECHNICAL agent memory.

Style: texts an AI coding/ops agent would store: tool-call results, JSON / YAML / TOML / INI /
.env snippets, shell history and commands (curl with headers, ssh, git clone URLs, psql), log
lines and stack traces, git commit messages, SQL INSERT rows, CSV rows with headers, HTTP
request/response headers, Markdown tables, code comments, Dockerfile / CI config, Chinese
运维日志 / 工单 / 技术文档 / 配置注释, and code-switched Chinese-English dev chat (lang "mixed").
Personal values appear as field values, arguments, in comments and in log messages. Benign texts
use the same styles with versions, hashes, UUIDs, ports, build numbers, ISO timestamps of system
events, public hostnames, CI job names and package names that look like names.

Author note: written blind. The author read only tests/privacy/blind_common.py, the product brief
and the seed spec; no gate source, no other privacy tests, and the gate was not run while the
templates were written.

Seeds: Faker en_US 101, en_GB 202, zh_CN 303; random.Random(404).
Templates are data: one template per line, "¶" stands for a newline, "{V}" / "{V:kind}" is the
planted value, other "{name}" tokens are benign fillers.
"""

from __future__ import annotations

import base64
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

N_PER_CELL = 260
N_BENIGN = 420

ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
UPPER_NUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"


# ---------------------------------------------------------------- value generators
class Gen:
    def __init__(self) -> None:
        self.us = Faker("en_US")
        self.us.seed_instance(101)
        self.gb = Faker("en_GB")
        self.gb.seed_instance(202)
        self.cn = Faker("zh_CN")
        self.cn.seed_instance(303)
        self.r = random.Random(404)

    # -- helpers
    def rs(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def digits(self, n: int, lead_nonzero: bool = True) -> str:
        s = self.rs(string.digits, n)
        if lead_nonzero and s[0] == "0":
            s = str(self.r.randint(1, 9)) + s[1:]
        return s

    def pick(self, seq):
        return self.r.choice(seq)

    def en_fake(self) -> Faker:
        return self.us if self.r.random() < 0.6 else self.gb

    # -- secret
    def secret(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "any":
            kind = self.pick(["aws_id", "aws_secret", "ghp", "ghfg", "slack_bot", "openai_proj",
                              "openai_legacy", "anthropic", "stripe_sk", "google", "hf", "sendgrid",
                              "telegram", "jwt", "hex64", "gh_other", "glpat", "npm"])
        if kind == "aws_id":
            return self.pick(["AKIA", "AKIA", "ASIA"]) + self.rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
        if kind == "aws_secret":
            return self.rs(ALNUM + "/+", 40)
        if kind == "ghp":
            return "ghp_" + self.rs(ALNUM, 36)
        if kind == "gh_other":
            return self.pick(["gho_", "ghu_", "ghs_", "ghr_"]) + self.rs(ALNUM, 36)
        if kind == "ghfg":
            return "github_pat_11" + self.rs(UPPER_NUM, 20) + "_" + self.rs(ALNUM, 59)
        if kind == "slack_bot":
            return f"xoxb-{self.digits(11)}-{self.digits(13)}-{self.rs(ALNUM, 24)}"
        if kind == "slack_user":
            return f"xoxp-{self.digits(11)}-{self.digits(11)}-{self.digits(13)}-{self.rs(HEX, 32)}"
        if kind == "slack_hook":
            return f"T{self.rs(UPPER_NUM, r.randint(8, 10))}/B{self.rs(UPPER_NUM, 10)}/{self.rs(ALNUM, 24)}"
        if kind == "openai_legacy":
            return "sk-" + self.rs(ALNUM, 20) + "T3BlbkFJ" + self.rs(ALNUM, 20)
        if kind == "openai_proj":
            return "sk-proj-" + self.rs(B64URL, 74) + "T3BlbkFJ" + self.rs(B64URL, 74)
        if kind == "anthropic":
            return "sk-ant-api03-" + self.rs(B64URL, 93) + "AA"
        if kind in ("stripe_sk", "stripe_rk", "stripe_test"):
            pre = {"stripe_sk": "sk_live_", "stripe_rk": "rk_live_", "stripe_test": "sk_test_"}[kind]
            return pre + (self.rs(ALNUM, 24) if r.random() < 0.4 else "51" + self.rs(ALNUM, 97))
        if kind == "google":
            return "AIza" + self.rs(B64URL, 35)
        if kind == "hf":
            return "hf_" + self.rs(string.ascii_letters, 34)
        if kind == "sendgrid":
            return "SG." + self.rs(B64URL, 22) + "." + self.rs(B64URL, 43)
        if kind == "telegram":
            return f"{self.digits(r.choice([9, 10]))}:AA{self.rs(B64URL, 33)}"
        if kind == "jwt":
            alg = self.pick(["HS256", "HS256", "RS256"])
            head = base64.urlsafe_b64encode(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode()).rstrip(b"=").decode()
            iat = r.randint(1_700_000_000, 1_740_000_000)
            body = {"sub": str(r.randint(10000, 9999999)), "iat": iat, "exp": iat + r.choice([900, 3600, 86400]),
                    "scope": self.pick(["read:orders", "admin", "api", "openid profile"])}
            pay = base64.urlsafe_b64encode(json.dumps(body, separators=(",", ":")).encode()).rstrip(b"=").decode()
            sig = self.rs(B64URL, 43 if alg == "HS256" else 342)
            return f"{head}.{pay}.{sig}"
        if kind.startswith("pem"):
            label, first = {
                "pem_rsa": ("RSA PRIVATE KEY", "MIIEowIBAAKCAQEA"),
                "pem_openssh": ("OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"),
                "pem_ec": ("EC PRIVATE KEY", "MHcCAQEEI"),
                "pem_pkcs8": ("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"),
            }[kind]
            nlines = 2 if kind == "pem_ec" else r.randint(4, 9)
            body = first + self.rs(ALNUM + "+/", 64 * nlines - len(first))
            lines = [body[i:i + 64] for i in range(0, len(body), 64)]
            lines.append(self.rs(ALNUM + "+/", r.randint(8, 40)) + self.pick(["=", "==", ""]))
            return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"
        if kind == "urlpw":
            return self.rs(ALNUM, r.randint(6, 10)) + self.pick(["", "-", "_", "."]) + self.rs(ALNUM, r.randint(6, 14))
        if kind == "hex32":
            return self.rs(HEX, 32)
        if kind == "hex40":
            return self.rs(HEX, 40)
        if kind == "hex64":
            return self.rs(HEX, 64)
        if kind == "b64":
            return base64.b64encode(bytes(r.getrandbits(8) for _ in range(32))).decode()
        if kind == "azure":
            return base64.b64encode(bytes(r.getrandbits(8) for _ in range(64))).decode()
        if kind == "django":
            return self.rs(string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50)
        if kind == "glpat":
            return "glpat-" + self.rs(B64URL, 20)
        if kind == "npm":
            return "npm_" + self.rs(ALNUM, 36)
        if kind == "pypi":
            return "pypi-AgEIcHlwaS5vcmc" + self.rs(B64URL, 150)
        if kind == "aliyun_id":
            return "LTAI" + self.rs(ALNUM, 20)
        if kind == "alnum30":
            return self.rs(ALNUM, 30)
        if kind == "alnum32":
            return self.rs(ALNUM, 32)
        if kind == "uuidkey":
            return str(uuid.UUID(int=r.getrandbits(128), version=4))
        raise KeyError(kind)

    # -- password
    WORDS = ("tiger", "maple", "orbit", "cloud", "river", "falcon", "copper", "lantern", "violet",
             "harbor", "cactus", "pepper", "meadow", "rocket", "walnut", "glacier", "ember", "saffron",
             "pixel", "thunder", "marble", "willow", "canyon", "mango", "quartz", "juniper", "otter",
             "velvet", "cobalt", "sparrow", "biscuit", "nebula", "pumpkin", "sunset", "dragon",
             "panda", "coffee", "monkey", "silver", "winter", "summer", "autumn", "bamboo", "lotus")
    SYMS = "!@#$%&*_-+.?"

    def password(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "phrase":
            sep = self.pick(["-", " ", ".", "_", " "])
            words = r.sample(self.WORDS, r.randint(4, 5))
            if r.random() < 0.3:
                words[r.randrange(len(words))] += str(r.randint(2, 99))
            return sep.join(words)
        m = r.randint(0, 5)
        if m <= 1:
            return self.us.password(length=r.randint(10, 20), special_chars=r.random() < 0.75)
        if m == 2:
            return self.pick(self.WORDS).capitalize() + str(r.randint(1970, 2025)) + self.pick(self.SYMS)
        if m == 3:
            w = self.pick(self.WORDS)
            return w[0].upper() + w[1:].replace("a", "@").replace("o", "0") + self.pick(self.SYMS) + str(r.randint(10, 9999))
        if m == 4:
            py = self.cn.last_romanized_name().lower() + self.pick(self.WORDS)
            return py.capitalize() + self.pick("@#_!") + str(r.randint(100, 99999))
        return self.rs(ALNUM, r.randint(4, 6)) + self.pick(self.SYMS) + self.rs(ALNUM, r.randint(4, 8)) + self.pick(self.SYMS)

    # -- email
    DOMAINS = ("gmail.com", "outlook.com", "icloud.com", "proton.me", "yahoo.com", "hotmail.co.uk",
               "btinternet.com", "fastmail.com", "qq.com", "163.com", "126.com", "foxmail.com",
               "sina.com", "aliyun.com", "northwind-labs.io", "kestrel-analytics.com", "bluepeak.cn")

    def email(self, kind: str, lang: str) -> str:
        r = self.r
        for _ in range(20):
            m = r.randint(0, 7)
            if m == 0:
                v = self.us.free_email()
            elif m == 1:
                v = self.en_fake().company_email()
            elif m == 2:
                v = self.gb.free_email()
            elif m == 3 or (lang != "en" and m == 7):
                v = self.cn.free_email() if r.random() < 0.5 else (
                    self.cn.last_romanized_name().lower() + self.pick(["", ".", "_"]) +
                    self.cn.first_romanized_name().lower() + self.pick(["", str(r.randint(1, 99)), str(r.randint(1970, 2005))]) +
                    "@" + self.pick(self.DOMAINS[8:]))
            elif m == 4:
                v = f"{self.digits(r.randint(6, 10))}@qq.com"
            elif m == 5:
                f = self.en_fake()
                v = f"{f.first_name().lower()}.{f.last_name().lower()}{self.pick(['', '+dev', '+alerts', str(r.randint(1, 99))])}@{self.pick(self.DOMAINS)}"
            else:
                f = self.en_fake()
                v = f"{f.first_name()[0].lower()}{f.last_name().lower()}@{self.pick(self.DOMAINS)}"
            if "example." not in v and "'" not in v:
                return v
        raise RuntimeError("email")

    # -- phone
    CN_MOB = ("130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "155",
              "156", "157", "158", "159", "166", "172", "177", "180", "181", "182", "185", "186", "187",
              "188", "189", "191", "195", "198", "199")
    CN_AREA = ("010", "021", "020", "0755", "0571", "028", "027", "025", "029", "0512", "023", "022")

    def phone(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "any":
            kind = {"en": self.pick(["us", "us", "uk", "intl"]), "zh": self.pick(["cn", "cn", "cn", "cn_land"]),
                    "mixed": self.pick(["us", "uk", "intl", "cn", "cn", "cn_land"])}[lang]
        if kind == "us":
            return self.us.phone_number()
        if kind == "uk":
            return self.gb.cellphone_number() if r.random() < 0.4 else self.gb.phone_number()
        if kind == "intl":
            m = r.randint(0, 4)
            if m == 0:
                return f"+1{self.pick('2345678')}{self.digits(9, False)}"
            if m == 1:
                return f"+44 7{self.digits(3, False)} {self.digits(6, False)}"
            if m == 2:
                return f"+49 15{r.randint(1, 9)} {self.digits(8, False)}"
            if m == 3:
                return "+33 6 " + " ".join(self.digits(2, False) for _ in range(4))
            return f"+61 4{self.digits(2, False)} {self.digits(3, False)} {self.digits(3, False)}"
        if kind == "cn":
            p, a, b = self.pick(self.CN_MOB), self.digits(4, False), self.digits(4, False)
            return self.pick([f"{p}{a}{b}", f"{p}{a}{b}", f"{p}-{a}-{b}", f"{p} {a} {b}", f"+86 {p} {a} {b}",
                              f"+86-{p}{a}{b}", f"+86{p}{a}{b}", f"(+86) {p}{a}{b}"])
        if kind == "cn_land":
            area = self.pick(self.CN_AREA)
            n = self.digits(8 if len(area) == 3 else self.pick([7, 8]))
            base = self.pick([f"{area}-{n}", f"({area}) {n[:4]} {n[4:]}", f"{area}-{n[:4]} {n[4:]}", f"+86 {area[1:]} {n}"])
            return base + self.pick(["", "", f" 转 {r.randint(100, 8999)}", f"-{r.randint(100, 899)}"])
        raise KeyError(kind)

    # -- address (street part only)
    CN_ROADS = ("中山路", "人民路", "解放路", "建国路", "南京西路", "淮海中路", "天府大道", "科技园南路",
                "文一西路", "中关村大街", "望京街", "珞喻路", "深南大道", "北京路", "延安东路", "滨江大道",
                "学院路", "东风路", "和平街", "青年大街", "长江路", "黄河路", "金沙江路", "漕溪北路",
                "五一路", "工业大道", "新华街", "光明街", "朝阳北路", "科苑路", "软件大道", "创业路")

    def address(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "any":
            kind = {"en": self.pick(["us", "us", "uk"]), "zh": "cn", "mixed": self.pick(["us", "uk", "cn", "cn"])}[lang]
        if kind == "us":
            v = self.us.street_address()
            if r.random() < 0.25 and "Apt" not in v and "Suite" not in v:
                v += ", " + self.us.secondary_address()
            return v
        if kind == "uk":
            m = r.randint(0, 2)
            if m == 0:
                return self.gb.street_address().replace("\n", ", ")
            if m == 1:
                return f"Flat {r.randint(1, 40)}, {r.randint(1, 240)} {self.gb.street_name()}"
            return f"{r.randint(1, 320)} {self.gb.street_name()}"
        if kind == "cn":
            road = self.pick(self.CN_ROADS) if r.random() < 0.6 else self.cn.street_name()
            n = r.randint(1, 1888)
            return self.pick([
                f"{road}{n}号",
                f"{road}{n}号{r.randint(1, 30)}栋{r.randint(1, 6)}单元{r.randint(1, 33)}0{r.randint(1, 8)}室",
                f"{road}{n}号院{r.randint(1, 20)}号楼{r.randint(1, 28)}0{r.randint(1, 6)}",
                f"{road}{n}弄{r.randint(1, 60)}号{r.randint(1, 20)}0{r.randint(1, 4)}室",
                f"{road}{n}号{self.pick('ABCDE')}座{r.randint(2, 40)}层",
                f"{road}{n}号{r.randint(1, 12)}幢{r.randint(1, 25)}0{r.randint(1, 6)}室",
                f"{road}{n}号{r.randint(1, 30)}楼{r.randint(1, 4)}单元",
            ])
        raise KeyError(kind)

    # -- government id
    CN_AREAS = ("110101", "110105", "310104", "310115", "440305", "440106", "330106", "510107",
                "420106", "320102", "370102", "500103", "610113", "350203", "430104", "210203")

    def cn_id(self) -> str:
        r = self.r
        y, m, d = r.randint(1955, 2006), r.randint(1, 12), r.randint(1, 28)
        body = f"{self.pick(self.CN_AREAS)}{y}{m:02d}{d:02d}{r.randint(0, 999):03d}"
        w = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
        return body + "10X98765432"[sum(int(c) * k for c, k in zip(body, w)) % 11]

    def nino(self) -> str:
        r = self.r
        first = "ABCEGHJKLMNOPRSTWXYZ"
        second = "ABCEGHJKLMNPRSTWXYZ"
        while True:
            p = self.pick(first) + self.pick(second)
            if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
                break
        d = self.digits(6, False)
        s = self.pick("ABCD")
        return self.pick([f"{p}{d}{s}", f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}", f"{p}{d}{s}"])

    def gov(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "any":
            kind = {"en": self.pick(["ssn", "ssn", "nino"]), "zh": "cnid",
                    "mixed": self.pick(["ssn", "cnid", "cnid", "nino"])}[lang]
        if kind == "ssn":
            return self.us.ssn()
        if kind == "ssn_nodash":
            return self.us.ssn().replace("-", "")
        if kind == "cnid":
            return self.cn_id()
        if kind == "nino":
            return self.nino()
        if kind == "passport":
            kind = {"en": self.pick(["passport_us", "passport_uk", "passport_f"]),
                    "zh": self.pick(["passport_cn", "passport_cn", "passport_us"]),
                    "mixed": self.pick(["passport_cn", "passport_us", "passport_uk"])}[lang]
        if kind == "passport_us":
            return self.digits(9) if r.random() < 0.5 else self.pick("ACEFGHJKLMN") + self.digits(8, False)
        if kind == "passport_uk":
            return self.digits(9)
        if kind == "passport_f":
            return self.us.passport_number()
        if kind == "passport_cn":
            return self.pick(["E", "E", "G"]) + (self.digits(8, False) if r.random() < 0.6 else self.pick("ABCDEFGHJK") + self.digits(7, False))
        raise KeyError(kind)

    # -- financial
    @staticmethod
    def luhn_ok(num: str) -> bool:
        s = 0
        for i, ch in enumerate(reversed(num)):
            d = int(ch)
            if i % 2:
                d = d * 2 - 9 if d > 4 else d * 2
            s += d
        return s % 10 == 0

    def luhn_complete(self, prefix: str, length: int) -> str:
        body = prefix + self.digits(length - len(prefix) - 1, False)
        for c in "0123456789":
            if self.luhn_ok(body + c):
                return body + c
        raise AssertionError

    @staticmethod
    def group(num: str, sizes, sep: str) -> str:
        out, i = [], 0
        for k in sizes:
            out.append(num[i:i + k])
            i += k
        if i < len(num):
            out.append(num[i:])
        return sep.join(x for x in out if x)

    IBAN_SPEC = {"DE": "8n10n", "GB": "4a6n8n", "FR": "5n5n11n2n", "NL": "4a10n", "ES": "20n",
                 "IT": "1a10n12n", "CH": "5n12n", "BE": "12n", "PL": "24n", "IE": "4a6n8n", "AT": "16n"}

    def iban(self) -> str:
        cc = self.pick(list(self.IBAN_SPEC))
        bban = ""
        for cnt, typ in re.findall(r"(\d+)([an])", self.IBAN_SPEC[cc]):
            bban += self.rs(string.ascii_uppercase if typ == "a" else string.digits, int(cnt))
        num = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
        check = 98 - int(num) % 97
        v = f"{cc}{check:02d}{bban}"
        if self.r.random() < 0.5:
            v = " ".join(v[i:i + 4] for i in range(0, len(v), 4))
        return v

    def financial(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "any":
            kind = self.pick(["card", "card", "iban"] + (["cn_card"] if lang != "en" else []))
        if kind == "card":
            ct = self.pick(["visa16", "mastercard", "mastercard", "amex", "discover", "visa16", "jcb16"])
            num = self.us.credit_card_number(card_type=ct)
            m = r.randint(0, 3)
            if m == 0 or len(num) not in (15, 16):
                return num
            sizes = (4, 6, 5) if len(num) == 15 else (4, 4, 4, 4)
            return self.group(num, sizes, " " if m < 3 else "-")
        if kind == "cn_card":
            num = self.luhn_complete(self.pick(["622202", "621700", "622848", "621483", "622588", "623668"]), self.pick([16, 19, 19]))
            return num if r.random() < 0.5 else self.group(num, (4, 4, 4, 4), " ")
        if kind == "iban":
            return self.iban()
        if kind == "aba":
            return self.us.aba()
        if kind == "acct":
            return self.digits(r.randint(8, 12))
        if kind == "acct_uk":
            return self.digits(8, False)
        if kind == "cn_acct":
            return self.digits(r.choice([16, 17, 19]))
        raise KeyError(kind)

    # -- person name
    def person(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "any":
            kind = {"en": "en", "zh": self.pick(["zh"] * 6 + ["en"]), "mixed": self.pick(["zh", "zh", "en", "rom"])}[lang]
        if kind == "en":
            f = self.en_fake()
            m = r.randint(0, 5)
            if m == 0:
                return f.name_male()
            if m == 1:
                return f.name_female()
            if m == 2:
                return f"{f.first_name()} {self.pick(string.ascii_uppercase)}. {f.last_name()}"
            return f"{f.first_name()} {f.last_name()}"
        if kind == "zh":
            m = r.randint(0, 2)
            return (self.cn.name, self.cn.name_male, self.cn.name_female)[m]()
        if kind == "rom":
            return f"{self.cn.last_romanized_name()} {self.cn.first_romanized_name()}{self.cn.first_romanized_name().lower() if r.random() < 0.5 else ''}"
        raise KeyError(kind)

    # -- username
    def _pinyin_user(self) -> str:
        r = self.r
        last, first = self.cn.last_romanized_name().lower(), self.cn.first_romanized_name().lower()
        if r.random() < 0.5:
            first += self.cn.first_romanized_name().lower()
        return self.pick([f"{last}{first}", f"{last}.{first}", f"{last}_{first}", f"{first}{last}"]) + self.pick(["", "", str(r.randint(1, 99)), str(r.randint(1980, 2005))])

    def _en_user(self) -> str:
        r = self.r
        f = self.en_fake()
        m = r.randint(0, 4)
        if m <= 1:
            u = f.user_name()
        elif m == 2:
            u = f"{f.first_name()[0]}{f.last_name()}".lower()
        elif m == 3:
            u = f"{f.first_name()}-{f.last_name()}".lower() + self.pick(["", "-dev", str(r.randint(1, 99))])
        else:
            u = f"{f.first_name()}_{f.last_name()[:4]}{r.randint(1, 999)}".lower()
        return u

    def user(self, lang: str) -> str:
        for _ in range(50):
            if lang == "en":
                u = self._en_user()
            elif lang == "zh":
                u = self._pinyin_user() if self.r.random() < 0.75 else self._en_user()
            else:
                u = self._pinyin_user() if self.r.random() < 0.5 else self._en_user()
            if len(u) >= 5 and "'" not in u:
                return u
        raise RuntimeError("user")

    def username(self, kind: str, lang: str) -> str:
        u = self.user(lang)
        if kind == "at":
            return "@" + u
        return u

    # -- home path (prefix up to the user segment)
    def home(self, kind: str, lang: str) -> str:
        u = self.user(lang)
        if kind == "any":
            kind = self.pick(["linux", "mac"])
        if kind == "linux":
            return f"/home/{u}"
        if kind == "mac":
            return f"/Users/{u}"
        if kind == "win":
            return "C:\\Users\\" + u
        if kind == "winjson":
            return "C:\\\\Users\\\\" + u
        raise KeyError(kind)

    # -- schedule
    EN_NUM = ("twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven")
    ZH_NUM = ("零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二")

    def schedule(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "any":
            kind = {"en": "en", "zh": "zh", "mixed": self.pick(["en", "zh", "zh"])}[lang]
        if kind == "h24":
            return f"{r.choice([5, 6, 7, 8, 18, 19, 20, 21, 22, 23]):02d}:{self.pick(['00', '15', '30', '45', '20', '40'])}"
        if kind == "en":
            h = r.randint(5, 11)
            ap = self.pick(["am", "pm"])
            mm = self.pick(["15", "30", "45", "10", "20", "40", "50"])
            m = r.randint(0, 9)
            if m == 0:
                return f"{h}{ap}"
            if m == 1:
                return f"{h}:{mm}{ap}"
            if m == 2:
                return f"{h}:{mm} {ap[0]}.m."
            if m == 3:
                return f"{h} {ap.upper()}"
            if m == 4:
                return f"{h}:{mm} {ap.upper()}"
            if m == 5:
                return f"half past {self.EN_NUM[h]}"
            if m == 6:
                return f"quarter {self.pick(['to', 'past'])} {self.EN_NUM[h]}"
            if m == 7:
                return f"{self.EN_NUM[h]} o'clock"
            if m == 8:
                return f"{h + (12 if ap == 'pm' and h < 12 else 0):02d}:{mm}"
            return f"{h}{ap}"
        if kind == "zh":
            part, lo, hi = self.pick([("早上", 5, 9), ("上午", 8, 11), ("中午", 12, 12), ("下午", 1, 6),
                                      ("傍晚", 5, 7), ("晚上", 7, 11), ("凌晨", 1, 5), ("夜里", 11, 12)])
            h = r.randint(lo, hi)
            hs = str(h) if r.random() < 0.55 else self.ZH_NUM[h]
            tail = self.pick(["", "", "半", "一刻", "15分", "40", "三刻", "20分", "45分"])
            m = r.randint(0, 6)
            if m == 0:
                return f"{r.randint(5, 23)}:{self.pick(['00', '30', '15', '45'])}"
            if m == 1:
                return f"{hs}点{tail}" if tail else f"{hs}点半"
            return f"{part}{hs}点{tail}"
        raise KeyError(kind)

    # -- geo
    CENTERS = ((37.7749, -122.4194), (40.7128, -74.0060), (51.5074, -0.1278), (53.4808, -2.2426),
               (31.2304, 121.4737), (39.9042, 116.4074), (22.5431, 114.0579), (30.2741, 120.1551),
               (30.5728, 104.0668), (47.6062, -122.3321), (41.8781, -87.6298), (52.4862, -1.8904),
               (55.9533, -3.1883), (23.1291, 113.2644), (34.0522, -118.2437), (42.3601, -71.0589))
    HOODS_EN = ("Park Slope", "Astoria", "Bushwick", "Shoreditch", "Clapham Junction", "Brixton",
                "Hackney Wick", "Notting Hill", "Capitol Hill", "Mission District", "Back Bay",
                "Wicker Park", "Logan Square", "Silver Lake", "Echo Park", "Fishtown", "Ballard",
                "Dupont Circle", "Pearl District", "Deep Ellum", "Camden Town", "Peckham", "Didsbury",
                "Headingley", "Jericho", "Stokes Croft", "Ancoats", "Leith Walk", "Bernal Heights",
                "Noe Valley", "Fremont", "Jamaica Plain", "Hyde Park Kenwood", "Crown Heights",
                "Greenpoint", "Roxbury", "Lower Haight", "Bed-Stuy", "Walthamstow Village", "Chorlton")
    HOODS_ZH_REAL = ("望京", "回龙观", "天通苑", "五道口", "陆家嘴", "徐家汇", "张江", "前海", "西溪",
                     "光谷", "西二旗", "华强北", "珠江新城", "金融街", "双井", "亚运村", "大望路", "世纪城")
    XQ_PRE = ("翠湖", "阳光", "金色", "碧水", "锦绣", "世纪", "万科", "保利", "龙湖", "绿地", "华润", "中海",
              "融创", "招商", "东方", "幸福", "和平", "丽都", "枫林", "紫荆", "金地", "碧桂园", "远洋", "首开")
    XQ_SUF = ("花园", "家园", "名苑", "小区", "新村", "公寓", "华庭", "雅苑", "嘉园", "水岸", "新城", "府")
    CN_PC = ("100", "101", "200", "201", "518", "510", "310", "610", "430", "210", "250", "300", "400", "710")

    def coord(self) -> tuple[float, float, int]:
        la, lo = self.pick(self.CENTERS)
        return la + self.r.uniform(-0.06, 0.06), lo + self.r.uniform(-0.06, 0.06), self.pick([4, 5, 6])

    def geo(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "any":
            kind = {"en": self.pick(["coord", "zip", "ukpc", "hood_en"]),
                    "zh": self.pick(["coord", "cnpc", "xq", "xq"]),
                    "mixed": self.pick(["coord", "cnpc", "xq", "hood_en", "zip"])}[lang]
        if kind in ("coord", "coord_ns"):
            la, lo, p = self.coord()
            sep = "," if kind == "coord_ns" else self.pick([", ", ",", ", "])
            return f"{la:.{p}f}{sep}{lo:.{p}f}"
        if kind == "wkt":
            la, lo, p = self.coord()
            return f"{lo:.{p}f} {la:.{p}f}"
        if kind == "deg":
            la, lo, p = self.coord()
            return f"{abs(la):.4f}° {'N' if la >= 0 else 'S'}, {abs(lo):.4f}° {'E' if lo >= 0 else 'W'}"
        if kind == "dms":
            la, lo, _ = self.coord()

            def dms(x: float) -> str:
                x = abs(x)
                d = int(x)
                m = int((x - d) * 60)
                s = (x - d - m / 60) * 3600
                return f"{d}°{m:02d}'{s:04.1f}\""
            return f"{dms(la)}{'N' if la >= 0 else 'S'} {dms(lo)}{'E' if lo >= 0 else 'W'}"
        if kind == "zip":
            return self.us.postcode() if r.random() < 0.75 else self.us.zipcode_plus4()
        if kind == "ukpc":
            return self.gb.postcode()
        if kind == "cnpc":
            return self.pick(self.CN_PC) + self.digits(3, False)
        if kind == "hood_en":
            return self.pick(self.HOODS_EN)
        if kind == "xq":
            if r.random() < 0.3:
                return self.pick(self.HOODS_ZH_REAL)
            return self.pick(self.XQ_PRE) + self.pick(self.XQ_SUF) + self.pick(["", "", "", "二期", "东区", "北苑", "三期"])
        raise KeyError(kind)

    def value(self, cat: str, kind: str, lang: str) -> str:
        fn = {"secret": self.secret, "password": self.password, "email": self.email, "phone": self.phone,
              "address": self.address, "government_id": self.gov, "financial": self.financial,
              "person_name": self.person, "username": self.username, "home_path": self.home,
              "schedule": self.schedule, "geo": self.geo}[cat]
        return fn(kind, lang)


# ---------------------------------------------------------------- benign fillers
SVCS = ("billing-api", "auth-service", "order-svc", "search-indexer", "notify-worker", "gateway",
        "payments", "ledger", "report-gen", "inventory", "media-transcoder", "feature-flags")
HOSTS = ("db-prod-02.internal", "api-gw-1.prod.svc.cluster.local", "k8s-node-07", "redis-cache-03.internal",
         "pg-replica-1.cq8x1z.eu-west-1.rds.amazonaws.com", "ci-runner-14", "es-data-2.logging.svc",
         "kafka-broker-3.internal", "mq-01.staging", "bastion-eu.infra", "mysql-primary.shard4")
CITIES_EN = ("Austin", "Seattle", "Denver", "Chicago", "Boston", "Portland", "Manchester", "Leeds",
             "Bristol", "Edinburgh", "Dublin", "Toronto", "Berlin", "Singapore", "London", "New York")
CITIES_US = ("Austin, TX", "Seattle, WA", "Denver, CO", "Chicago, IL", "Boston, MA", "Portland, OR",
             "Columbus, OH", "Raleigh, NC", "Phoenix, AZ", "San Diego, CA", "Atlanta, GA", "Madison, WI")
CITIES_UK = ("London", "Manchester", "Leeds", "Bristol", "Edinburgh", "Glasgow", "Cardiff", "Sheffield",
             "Nottingham", "Brighton", "Oxford", "Cambridge")
CITIES_ZH = ("北京", "上海", "深圳", "杭州", "成都", "武汉", "南京", "广州", "西安", "苏州", "重庆", "天津")
LOC_ZH = ("广东省深圳市南山区", "上海市浦东新区", "北京市朝阳区", "浙江省杭州市西湖区", "四川省成都市武侯区",
          "湖北省武汉市洪山区", "江苏省南京市鼓楼区", "北京市海淀区", "上海市徐汇区", "广东省广州市天河区",
          "江苏省苏州市工业园区", "陕西省西安市雁塔区", "重庆市渝北区", "天津市南开区")
REGIONS = ("us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-southeast-1", "ap-northeast-1",
           "cn-hangzhou", "cn-shanghai", "cn-north-1")
DBS = ("appdb", "orders", "analytics", "billing_prod", "metrics", "inventory", "auth", "warehouse")
BRANCHES = ("main", "release/2024.11", "feat/retry-backoff", "fix/timeout-leak", "chore/bump-deps",
            "hotfix/v3.2.1", "develop", "feat/i18n-zh")
PKGS = ("jinja2", "sphinx", "pandas", "numpy", "requests", "flask", "django", "pydantic", "sqlalchemy",
        "celery", "uvicorn", "fastapi", "boto3", "pytest", "black", "ruff", "mypy", "lodash", "react",
        "express", "axios", "webpack", "tokio", "serde", "clap", "gunicorn", "alembic", "rich", "click",
        "marshmallow", "arrow", "pendulum", "hugo", "jekyll", "ansible", "terraform", "helm", "grafana")
PUBIPS = ("8.8.8.8", "1.1.1.1", "9.9.9.9", "223.5.5.5", "114.114.114.114", "208.67.222.222", "8.8.4.4")
PROJ = ("OPS", "INFRA", "SRE", "PLAT", "BUG", "SEC", "DATA", "WEB")
STATUSES = ("200", "201", "204", "301", "400", "401", "403", "404", "409", "429", "500", "502", "503", "504")
PORTS = ("5432", "6379", "8080", "3306", "443", "9200", "27017", "8443", "5672", "9092", "3000", "8000", "11211")


class Fill:
    def __init__(self, r: random.Random) -> None:
        self.r = r

    def hex(self, n: int) -> str:
        return "".join(self.r.choice(HEX) for _ in range(n))

    def order16(self) -> str:
        s = "".join(self.r.choice(string.digits) for _ in range(15))
        s = str(self.r.randint(1, 9)) + s[1:]
        for c in "0123456789":
            if not Gen.luhn_ok(s + c):
                return s + c
        raise AssertionError

    def get(self, name: str) -> str | None:
        r = self.r
        y, mo, d = r.randint(2023, 2025), r.randint(1, 12), r.randint(1, 28)
        hh, mi, ss = r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)
        table = {
            "ts": lambda: f"{y}-{mo:02d}-{d:02d}T{hh:02d}:{mi:02d}:{ss:02d}" + r.choice(["Z", ".%03dZ" % r.randint(0, 999), "+08:00", "+00:00"]),
            "logts": lambda: f"{y}-{mo:02d}-{d:02d} {hh:02d}:{mi:02d}:{ss:02d},{r.randint(0, 999):03d}",
            "date": lambda: f"{y}-{mo:02d}-{d:02d}",
            "sha": lambda: self.hex(40),
            "sha7": lambda: self.hex(7),
            "hex8": lambda: self.hex(8),
            "req": lambda: self.hex(16),
            "uuid": lambda: str(uuid.UUID(int=r.getrandbits(128), version=4)),
            "port": lambda: r.choice(PORTS),
            "ver": lambda: f"{r.randint(0, 9)}.{r.randint(0, 30)}.{r.randint(0, 20)}",
            "n": lambda: str(r.randint(2, 999)),
            "n4": lambda: str(r.randint(1000, 9999)),
            "ms": lambda: str(r.randint(3, 4800)),
            "ip": lambda: f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
            "pubip": lambda: r.choice(PUBIPS),
            "host": lambda: r.choice(HOSTS),
            "svc": lambda: r.choice(SVCS),
            "city_en": lambda: r.choice(CITIES_EN),
            "city_us": lambda: r.choice(CITIES_US),
            "city_uk": lambda: r.choice(CITIES_UK),
            "city_zh": lambda: r.choice(CITIES_ZH),
            "loc_zh": lambda: r.choice(LOC_ZH),
            "pid": lambda: str(r.randint(1000, 65000)),
            "ticket": lambda: f"{r.choice(PROJ)}-{r.randint(100, 9999)}",
            "build": lambda: str(r.randint(100, 9999)),
            "region": lambda: r.choice(REGIONS),
            "db": lambda: r.choice(DBS),
            "branch": lambda: r.choice(BRANCHES),
            "pkg": lambda: r.choice(PKGS),
            "status": lambda: r.choice(STATUSES),
            "order16": self.order16,
            "digest": lambda: "sha256:" + self.hex(64),
            "dur": lambda: r.choice([f"{r.randint(1, 59)}s", f"{r.randint(20, 990)}ms", f"{r.randint(1, 40)}m{r.randint(0, 59)}s"]),
            "price": lambda: f"{r.randint(1, 499)}.{r.randint(0, 99):02d}",
            "pct": lambda: f"{r.randint(1, 99)}.{r.randint(0, 9)}%",
        }
        fn = table.get(name)
        return fn() if fn else None


TOKEN = re.compile(r"\{(V(?::[a-z0-9_]+)?|[a-z][a-z0-9_]*)\}")
SENTINEL = "\x00V\x00"


def _lines(block: str) -> list[str]:
    return [ln.replace("¶", "\n") for ln in block.strip("\n").split("\n") if ln.strip()]


T: dict[tuple[str, str], list[str]] = {}
B: dict[str, list[str]] = {}


def _t(cat: str, lang: str, block: str) -> None:
    T[(cat, lang)] = _lines(block)


# ================================================================ templates: secret
_t("secret", "en", r"""
$ export AWS_ACCESS_KEY_ID={V:aws_id}¶$ aws s3 ls s3://{svc}-artifacts --region {region}¶2024-10-02 09:14:55 build-{build}.tar.gz
tool read_file ~/.aws/credentials ->¶[default]¶region = {region}¶aws_secret_access_key = {V:aws_secret}
grep -rn GITHUB_TOKEN scripts/¶scripts/deploy.sh:12:GITHUB_TOKEN="{V:ghp}"¶scripts/deploy.sh:13:gh release upload v{ver} dist/*
.github/workflows/release.yml¶      - run: gh release create v{ver} --generate-notes¶        env:¶          GH_TOKEN: {V:ghfg}
curl -sS -H "Authorization: Bearer {V:openai_proj}" -H "Content-Type: application/json" https://api.openai.com/v1/models | jq '.data[0].id'
$ cat .env¶NODE_ENV=production¶PORT={port}¶OPENAI_API_KEY={V:openai_legacy}¶LOG_LEVEL=info
client = anthropic.Anthropic(api_key="{V:anthropic}")  # TODO: read from vault before merging
# payments/config.py¶import stripe¶stripe.api_key = "{V:stripe_sk}"  # live key, do NOT commit¶stripe.max_network_retries = 2
{logts} WARN [billing-worker] retrying charge with restricted key {V:stripe_rk} after 429 (attempt 3/5)
docker-compose.override.yml:¶  {svc}:¶    environment:¶      - STRIPE_SECRET_KEY={V:stripe_test}¶      - STRIPE_WEBHOOK_TOLERANCE=300
GET https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key={V:google} -> {status} ({ms} ms)
 {n}  huggingface-cli login --token {V:hf} --add-to-git-credential¶ {n4}  python download.py --model meta-llama/Llama-3.1-8B
SENDGRID_API_KEY='{V:sendgrid}' python scripts/send_digest.py --dry-run --limit 50
{logts} DEBUG POST https://api.telegram.org/bot{V:telegram}/sendMessage chat_id=-100{n4}{n4} -> 200
> GET /v2/orders?limit=50 HTTP/1.1¶> Host: api.{host}¶> Authorization: Bearer {V:jwt}¶> Accept: application/json¶< HTTP/1.1 {status}
tool result (read_file deploy/keys/id_rsa):¶{V:pem_rsa}
$ cat ~/.ssh/deploy_ed25519¶{V:pem_openssh}¶$ chmod 600 ~/.ssh/deploy_ed25519
kubectl -n {svc} get secret tls-{svc} -o jsonpath='{.data.tls\.key}' | base64 -d¶{V:pem_ec}
DATABASE_URL=postgres://app_rw:{V:urlpw}@{host}:5432/{db}?sslmode=require
$ git remote -v¶origin  https://x-access-token:{V:gh_other}@github.com/northwind-labs/{svc}.git (fetch)¶origin  (push)
redis-cli -u redis://default:{V:urlpw}@{host}:6379/0 PING¶PONG
config/secrets.yml¶production:¶  secret_key_base: {V:hex64}
JWT_SIGNING_SECRET="{V:b64}"¶JWT_TTL_SECONDS=3600¶JWT_ISSUER=https://auth.northwind-labs.io
kubectl get secret slack-notifier -o yaml (decoded):¶  SLACK_BOT_TOKEN: {V:slack_bot}¶  SLACK_CHANNEL: "#deploys"
curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy {ver} done"}' https://hooks.slack.com/services/{V:slack_hook}
~/.config/slackcat/config.toml¶[workspace.eng]¶user_token = "{V:slack_user}"¶default_channel = "#ops-alerts"
git clone https://oauth2:{V:glpat}@gitlab.com/northwind/infra-modules.git /tmp/infra-modules
$ cat .npmrc¶registry=https://registry.npmjs.org/¶//registry.npmjs.org/:_authToken={V:npm}¶always-auth=true
[tool.twine]¶repository = pypi¶# upload token, scope: entire account¶password = {V:pypi}
botocore.exceptions.ClientError: An error occurred (SignatureDoesNotMatch) when calling the PutObject operation¶  session = boto3.Session(aws_access_key_id=KEY_ID, aws_secret_access_key="{V:aws_secret}")
{"service": "datadog", "site": "datadoghq.eu", "api_key": "{V:hex32}", "tags": ["env:prod", "team:sre"]}
AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=nwartifacts;AccountKey={V:azure};EndpointSuffix=core.windows.net"
commit {sha}¶    chore: rotate leaked key¶¶    The old Anthropic key {V:anthropic} was revoked in the console at {ts}.
| service | env | token |¶|---|---|---|¶| github-ci | prod | {V:ghp} |¶| sentry | prod | (in vault) |
Error: 401 Unauthorized from https://huggingface.co/api/whoami-v2 (token={V:hf}); check HF_TOKEN scope
settings.py:¶SECRET_KEY = '{V:django}'¶DEBUG = False¶ALLOWED_HOSTS = ["{svc}.northwind-labs.io"]
mongodb+srv://reporting:{V:urlpw}@cluster0.x7kqz.mongodb.net/{db}?retryWrites=true&w=majority
""")

_t("secret", "zh", r"""
# 阿里云 OSS 配置（勿提交！）¶oss:¶  endpoint: oss-cn-hangzhou.aliyuncs.com¶  access_key_secret: {V:alnum30}
运维日志 {logts}：发现 CI 日志中泄露 GitHub token {V:ghp}，已在 GitHub 上吊销并重新生成。
工单 #{n4}：请把生产环境的 OPENAI_API_KEY 换成新的：{V:openai_proj}，旧的已作废。
【配置注释】钉钉机器人 access_token={V:hex64}，仅用于告警群，不要外传
告警脚本中的企业微信机器人地址：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={V:uuidkey}
.env 文件内容如下：¶DB_HOST={host}¶ANTHROPIC_API_KEY={V:anthropic}¶# 上面这个 key 只给 {svc} 用
部署脚本里硬编码了 AWS 密钥：aws_secret_access_key={V:aws_secret}，已通知安全组处理。
群通知：Slack bot token 过期了，新的 token 是 {V:slack_bot}，请更新到 Vault 的 kv/{svc} 路径下。
接口调用示例：curl -H "Authorization: Bearer {V:jwt}" https://api.{host}/v1/orders
服务器上的私钥文件 /etc/nginx/ssl/server.key 内容：¶{V:pem_pkcs8}
数据库连接串：mysql://root:{V:urlpw}@{ip}:3306/{db}?charset=utf8mb4
Stripe 正式环境密钥（生产）：{V:stripe_sk}，测试环境请用另一个 key。
谷歌地图 API Key：{V:google}（已限制 HTTP referrer，只允许官网域名）
下载模型需要 token，先执行 export HF_TOKEN={V:hf} 再跑 download.py
邮件服务切到 SendGrid，API Key 配在 k8s secret 里：{V:sendgrid}
Telegram 告警机器人 token：{V:telegram}，chat_id 在 config.yaml 里。
跳板机的 SSH 私钥（id_ed25519）备份如下，请妥善保管：¶{V:pem_openssh}
GitHub fine-grained token（只读权限，90 天过期）：{V:ghfg}
安全告警：AccessKeyId {V:aws_id} 在 {region} 出现异常调用（CloudTrail），已禁用该密钥。
settings.py 配置：SECRET_KEY = '{V:django}'  # 生产环境，务必改为从环境变量读取
GitLab CI 变量 DEPLOY_TOKEN 的值为 {V:glpat}，作用域 api、read_repository。
.npmrc 中的 //registry.npmjs.org/:_authToken={V:npm} 用于发布私有包，请勿泄露。
排查记录：Redis URL 写成了 redis://:{V:urlpw}@{host}:6379/1，冒号前没有用户名，导致连接失败。
腾讯云 API 密钥 SecretKey：{V:alnum32}，SecretId 另行发送。
对象存储签名密钥配置：sign_secret = "{V:b64}"  # 七天轮换一次
旧的 RS256 签名私钥（已轮换，仅供排查历史 token）：¶{V:pem_rsa}
Slack 的 webhook 地址 https://hooks.slack.com/services/{V:slack_hook} 已失效，请在后台重新生成。
测试环境 JWT（明天过期）：{V:jwt}
GitHub Actions 日志里打印出了 GITHUB_TOKEN：{V:gh_other}，需要在 workflow 中加 mask。
阿里云 RAM 子账号 AccessKey ID：{V:aliyun_id}，权限仅限 OSS 只读。
技术文档 · 第三方接入：Authorization 头填写 Bearer {V:openai_legacy}，超时设为 30 秒。
| 系统 | 环境 | 密钥 |¶|---|---|---|¶| 支付 | 生产 | {V:stripe_rk} |
""")

_t("secret", "mixed", r"""
@channel 刚把 staging 的 OPENAI_API_KEY rotate 了，新的是 {V:openai_legacy}，记得 update 你本地的 .env
这个 PR 里 config.py 直接 hardcode 了 stripe key：{V:stripe_sk}，merge 之前必须删掉
CI 挂了，log 里能看到 GH_TOKEN={V:ghp}，赶紧去 GitHub revoke 一下
我 debug 的时候 print 了 header：Authorization: Bearer {V:jwt} —— 这个 token 还没 expire
aws configure 的时候填的 secret 是 {V:aws_secret}，region 选 {region}
prod DB 的 connection string：postgresql://etl:{V:urlpw}@{host}:5432/{db}，只读账号，别用来写
HF 的 token 先借你用：{V:hf}，下完 model 记得 logout
Slack webhook 换了，新的 path 是 {V:slack_hook}，旧的那个已经 disable
deploy key 在这，先 scp 到 bastion 上：¶{V:pem_openssh}
Anthropic 的 key {V:anthropic} quota 快用完了，明天再申请一个新的 workspace key
k8s secret 里 SENDGRID_API_KEY 还是旧值 {V:sendgrid}，helm upgrade 时没覆盖到
Telegram bot token 是 {V:telegram}，alertmanager 的 telegram_configs 里用
google maps 的 key：{V:google}，referrer 限制加了 *.northwind-labs.io
fine-grained PAT {V:ghfg} 只给了 contents:read，push 不了是正常的
刚发现 .npmrc 被 commit 进去了，_authToken={V:npm}，马上 rotate
AccessKeyId {V:aws_id} 被 GuardDuty 标红了，先 deactivate 再排查
这个 repo 的 remote URL 里带了 token：https://oauth2:{V:glpat}@gitlab.com/northwind/ops.git，改成 ssh 吧
Django 的 SECRET_KEY = '{V:django}' 被扫到了，生产要立刻换
xoxp user token {V:slack_user} 权限太大了，换成 bot token
RSA private key 先贴这里，等下我放进 vault：¶{V:pem_rsa}
Redis 连不上？URL 应该是 redis://default:{V:urlpw}@{host}:6379，password 在冒号后面
PyPI upload token：{V:pypi}，只 scope 到 northwind-sdk 这个 project
钉钉 robot 的 access_token = {V:hex64}，secret 签名也要配
Azure storage 的 AccountKey={V:azure}，先放 Key Vault，别写进 appsettings.json
EC key 在 cert-manager 生成的 secret 里：¶{V:pem_ec}
ghs token {V:gh_other} 是 GitHub App 发的，1 小时就过期，不用太担心
restricted key {V:stripe_rk} 只开了 charges:read，webhook 那边够用了
阿里云 AK secret {V:alnum30} 写死在 Terraform 的 provider block 里了，改成 env var
curl -H "x-api-key: {V:anthropic}" https://api.anthropic.com/v1/messages 返回 401，是不是 key 被 disable 了
test mode 的 key {V:stripe_test} 也不要 commit，照样算 secret
""")

# ================================================================ templates: password
_t("password", "en", r"""
$ cat .env.staging¶DB_HOST={host}¶DB_USER=app_rw¶DB_PASSWORD={V}¶DB_POOL=20
spring:¶  datasource:¶    url: jdbc:postgresql://{host}:5432/{db}¶    username: report_ro¶    password: "{V}"
$ PGPASSWORD='{V}' psql -h {host} -U report_ro -d {db} -c 'select count(*) from invoices'
 {n}  mysql -u root -p'{V}' -h {ip} {db} < dump_{date}.sql
curl -u admin:{V} -X POST https://jenkins.northwind-labs.io/job/{svc}/build?delay=0sec
POST /oauth/token HTTP/1.1¶Content-Type: application/json¶¶{"grant_type": "password", "username": "svc-deploy", "password": "{V}"}
docker run -d --name pg -e POSTGRES_PASSWORD={V} -p 5432:5432 postgres:16.4
Note to self: the wifi password for the hardware lab is {V}
The password is {V}; same one the user set for the staging Grafana admin.
[smtp]¶host = smtp.mailgun.org¶port = 587¶user = postmaster¶password = {V}
{logts} DEBUG [legacy-auth] GET /login.cgi?user=ops&pw={V} -> 302
ALTER USER app_rw WITH PASSWORD '{V}';¶-- rotated per {ticket}
CREATE USER 'etl'@'%' IDENTIFIED BY '{V}';¶GRANT SELECT ON {db}.* TO 'etl'@'%';
keystore.jks passphrase: {V:phrase}
ssh-keygen -t ed25519 -N '{V:phrase}' -f ~/.ssh/deploy_ed25519 -C deploy
user asked me to remember the GPG passphrase for the release key: "{V:phrase}"
# application.properties¶spring.rabbitmq.username=orders¶spring.rabbitmq.password={V}
FROM rabbitmq:3.13-management¶ENV RABBITMQ_DEFAULT_USER=orders¶ENV RABBITMQ_DEFAULT_PASS={V}
apiVersion: v1¶kind: Secret¶metadata:¶  name: {svc}-db¶stringData:¶  password: {V}
remember: the router admin password is {V} (user changed it from the default)
group_vars/prod.yml:¶ansible_user: deploy¶ansible_become_password: {V}
commit {sha7} fix: remove hardcoded smtp password "{V}" from settings.py
{logts} ERROR auth: login failed for svc_backup, password={V} (attempt 2/5) from {ip}
<credentials>¶  <username>jenkins-bot</username>¶  <password>{V}</password>¶</credentials>
$ cat ~/.pgpass¶{host}:5432:*:analytics:{V}
service,user,password¶grafana,admin,{V}¶kibana,elastic,(vault)
| env | user | password |¶|---|---|---|¶| staging | admin | {V} |
# redis.conf¶bind 0.0.0.0¶requirepass {V}¶maxmemory 2gb
htpasswd -b -c /etc/nginx/.htpasswd ops {V}
7z a -p{V} -mhe=on backup_{date}.7z ./db_dumps
VNC password for the build Mac is {V}, display :1
{"vpn": {"server": "vpn.northwind-labs.io", "user": "contractor01", "password": "{V}"}}
""")

_t("password", "zh", r"""
数据库密码是{V}，别忘了改。
跳板机登录 —— 账号 ops，密码：{V}
初始密码为 {V}，首次登录后请立即修改。
运维日志 {logts}：重置了 Jenkins admin 密码，新密码 {V}，已同步到密码管理器。
工单 #{n4} 处理结果：VPN 账号已开通，临时密码 {V}，24 小时内有效。
# MySQL root 密码（测试环境）¶MYSQL_ROOT_PASSWORD={V}
配置注释：redis 的 requirepass 设置为 {V}，与 sentinel 保持一致
实验室 WiFi 名称 Lab-5G，密码是{V}
堡垒机登录密码: {V}
服务器 root 口令：{V}（仅限内网）
压缩包解压密码 {V}
加密私钥的口令短语（passphrase）为：{V:phrase}
application.yml 里 spring.datasource.password: {V}，建议改为从 Nacos 读取
PG 连接：psql "host={host} dbname={db} user=readonly password={V}"
Nacos 控制台默认账号 nacos，密码已改为 {V}
企业邮箱 SMTP 授权码（相当于密码）：{V}
docker-compose.yml 中配置了 MINIO_ROOT_PASSWORD: {V}
请记住：路由器管理后台密码是{V}
Git 提交说明：移除 settings.py 中硬编码的数据库密码 {V}
日志：{logts} [WARN] 用户认证失败，password={V}，来源 IP {ip}
系统,账号,密码¶禅道,admin,{V}¶Jira,ops,见密码库
| 环境 | 账号 | 密码 |¶|---|---|---|¶| 预发 | root | {V} |
Windows 服务器远程桌面（3389）密码 {V}
ALTER USER 'app'@'%' IDENTIFIED BY '{V}';  -- 2024 Q3 密码轮换
keystore.jks 的 storepass 是 {V}，别写进代码仓库
zip -P {V} backup_{date}.zip *.sql  # 加密备份
密码改成了{V}（区分大小写）
Kibana 的 elastic 用户密码：{V}
技术文档 · 本地开发：RabbitMQ 管理后台 http://localhost:15672 ，用户 guest_dev，密码 {V}
GPG 私钥的密码短语是"{V:phrase}"，导入时会提示输入
""")

_t("password", "mixed", r"""
staging 的 DB password 是 {V}，user 还是 app_rw
帮我登一下 Grafana，admin 的 password：{V}
这个 Redis 没设 requirepass？我记得 password 是 {V} 啊
psql 连不上，我用的 PGPASSWORD={V}，是不是被 rotate 了
VPN 的临时密码 {V}，24h 内有效，login 后记得改
docker run 的时候 -e MYSQL_ROOT_PASSWORD={V}，本地 dev 随便用
passphrase 是 "{V:phrase}"，unlock keystore 的时候要输
Jenkins admin 的 pw={V}，登录后去 Manage Credentials 改掉
这个 zip 的解压密码：{V}
ssh key 的 passphrase 我设成 {V:phrase} 了，别外传
application-prod.yml 里 password: {V} 还是明文，要改成 ${DB_PASSWORD}
WiFi 密码是 {V}，SSID 是 Office-5G
mysql -uroot -p{V} -h {ip} 进去看一下 slow log
root 密码刚改成 {V}，旧的已经失效了
rabbitmq 的 default pass：{V}，management UI 在 15672
.pgpass 里那行 {host}:5432:*:etl:{V} 权限要 0600 才生效
Nacos 的 nacos 用户 password 改成 {V} 了，记得同步给 config-center
k8s secret 里 stringData.password: {V}，base64 之前的值
the password is {V}，我刚在 1Password 里也存了一份
Kibana 登不进去？elastic 用户的 password 是 {V}
htpasswd -b /etc/nginx/.htpasswd ops {V} 跑完 reload nginx 就行
commit message 写着 remove hardcoded password {V}，但 history 里还在，要 filter-repo
SMTP 授权码 {V}，不是登录密码，QQ 邮箱要单独申请
keytool 的 storepass 用 {V}，keypass 一样
curl -u deploy:{V} https://nexus.northwind-labs.io/repository/releases/ 拉包
7z 加密用 -p{V}，header 也加密了
ansible_become_password: {V} 不要写在 inventory 里，用 ansible-vault
测试账号 qa_user01 的 password = {V}，只在 UAT 能登
远程桌面密码 {V}，连 3389 端口
""")
# ================================================================ templates: email
_t("email", "en", r"""
$ git config --global user.email "{V}"¶$ git config --global pull.rebase true
Reply-To: {V}¶Subject: Re: [{ticket}] staging deploy blocked¶X-Mailer: Apple Mail (2.3774)
{"id": {n4}, "email": "{V}", "plan": "pro", "created_at": "{ts}"}
INSERT INTO users (id, email, created_at) VALUES ({n4}, '{V}', '{ts}');
user_id,email,signup_date,plan¶{n4},{V},{date},team
{logts} INFO [mailer] password reset link sent to {V} (msg-id {uuid})
{logts} WARN postfix/smtp[{pid}]: 550 5.1.1 <{V}>: Recipient address rejected: User unknown
$ cat .env¶APP_URL=https://{svc}.northwind-labs.io¶ADMIN_EMAIL={V}¶SENTRY_ENV=prod
certbot certonly --webroot -w /var/www/html -d {svc}.northwind-labs.io -m {V} --agree-tos -n
FROM python:3.12-slim¶LABEL maintainer="{V}"¶RUN pip install --no-cache-dir uv
[project]¶name = "nw-tools"¶version = "{ver}"¶authors = [{ email = "{V}" }]
# crontab -l¶MAILTO={V}¶15 3 * * * /opt/scripts/rotate_logs.sh
apiVersion: cert-manager.io/v1¶kind: ClusterIssuer¶spec:¶  acme:¶    email: {V}¶    server: https://acme-v02.api.letsencrypt.org/directory
X-Forwarded-Email: {V}¶X-Forwarded-Groups: eng,oncall¶X-Request-Id: {uuid}
psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint "users_email_key"¶DETAIL:  Key (email)=({V}) already exists.
| ticket | reporter | status |¶|---|---|---|¶| {ticket} | {V} | open |
$ gcloud auth list¶       Credentialed Accounts¶ACTIVE  ACCOUNT¶*       {V}
$ git shortlog -se --since=2024-01-01¶   {n}  <{V}>
Mailchimp API 400: "{V} looks fake or invalid, please enter a real email address."
ssh-keygen -t ed25519 -C "{V}" -f ~/.ssh/id_ed25519_work
receivers:¶- name: oncall-mail¶  email_configs:¶  - to: '{V}'¶    send_resolved: true
Memory note: user prefers invoices sent to {V} instead of the account owner address.
aws sns subscribe --topic-arn arn:aws:sns:{region}:{n4}{n4}{n4}:alerts --protocol email --notification-endpoint {V}
stripe event customer.updated: {"object": "customer", "email": "{V}", "currency": "usd"}
# CODEOWNERS¶/infra/terraform/  {V}¶/docs/  @northwind-labs/docs
npm owner ls @northwind/ui-kit¶northwind-bot <bot@northwind-labs.io>¶  {V}
Sentry event {req}: user={"id": "{n4}", "email": "{V}"} release={svc}@{ver}
jq -r '.members[] | select(.role=="admin") | .email' team.json¶{V}
# TODO: stop cc-ing {V} on nightly export failures once DATA-{n4} is fixed
Google Workspace audit: login_failure for {V} from {pubip}, reason=wrong_password
""")

_t("email", "zh", r"""
联系邮箱：{V}
工单 #{n4}：用户反馈收不到验证码邮件，邮箱 {V}，已检查 SPF/DKIM 配置。
运维日志 {logts}：告警邮件发送失败，收件人 {V}，SMTP 返回 550。
git config user.email {V}  # 公司邮箱，提交前确认
# 配置注释：告警通知的收件人¶alert.mail.to={V}
INSERT INTO 用户表 (编号, 邮箱, 注册时间) VALUES ({n4}, '{V}', '{ts}');
编号,邮箱,注册日期¶{n4},{V},{date}
| 工单号 | 提交人邮箱 | 状态 |¶|---|---|---|¶| {ticket} | {V} | 处理中 |
证书申请：certbot 使用的通知邮箱为 {V}，证书到期前 20 天会收到提醒。
技术文档 · 发布流程：版本发布后发送 release note 到 {V}。
数据库报错：唯一约束冲突，邮箱 {V} 已存在（users_email_key）。
客服记录：客户要求将发票发送至 {V}，而不是注册邮箱。
Dockerfile 里的 LABEL maintainer="{V}" 需要改成团队邮箱。
日志：{logts} INFO 重置密码邮件已发送至 {V}，消息 ID {uuid}
crontab 中 MAILTO={V}，每天的备份结果会发到这个邮箱。
告警升级策略：一级值班无响应 15 分钟后，邮件通知 {V}。
注册接口返回 400：邮箱格式校验未通过（{V}），疑似前端 trim 问题。
代码注释：// 临时白名单，{V} 可跳过验证码，上线前删除
工单备注：用户的登录邮箱是 {V}，已协助解绑二次验证。
阿里云账号的安全联系人邮箱已修改为 {V}。
SSH 公钥注释字段：ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{hex8} {V}
邮件退信：发往 {V} 的邮件被对方服务器拒收（552 邮箱已满）。
用户资料导出（JSON）：{"邮箱": "{V}", "等级": "VIP2", "注册时间": "{ts}"}
Jira 自动化：当工单状态变为"已解决"时，抄送 {V}。
企业微信同步失败：成员邮箱 {V} 与现有账号冲突。
记住：用户希望周报发送到 {V}。
""")

_t("email", "mixed", r"""
帮我 check 一下 {V} 这个账号，reset password 的邮件一直收不到
git config user.email 设成 {V} 了，commit 的 author 才对得上
SES bounce 了：{V}，是 hard bounce，从 mailing list 里 remove 掉吧
alertmanager 的 email_configs 里 to: {V}，今晚开始生效
这个 user 的 email 是 {V}，plan 是 pro，昨天刚 upgrade
certbot 的 -m 参数填 {V}，到期提醒会发过去
Sentry 里看到 user.email={V} 报的 500，先 reproduce 一下
DB 里 duplicate key：Key (email)=({V}) already exists，注册接口没做幂等
CSV 导出来了：id,email¶{n4},{V}
LABEL maintainer="{V}" 这个要不要换成 team alias？
Mailgun 日志显示 {V} delivered 了，但用户说没收到，可能进 spam 了
MAILTO={V} 加到 crontab 顶部，这样 job fail 会有邮件
SSO 登录报 user not found：{V}，IdP 那边还没 provision
邀请邮件发到 {V} 了，link 24h 有效
PR description 里把 {V} 写进去了，squash merge 前删一下
gcloud auth list 显示 active account 是 {V}，怪不得 project 不对
这个 customer 要求 invoice 发到 {V}，CRM 里 update 了
webhook payload 里带了 "email": "{V}"，log 之前要 mask
user 说他的 work email 是 {V}，以后通知都发这个
ssh-keygen -C "{V}" 生成的 key 已经加到 GitHub 了
PagerDuty 的 notification rule：email {V}，5 min 后 escalate
Stripe customer 的 email 是 {V}，跟我们 DB 里的对不上
Jira 上 reporter 是 {V}，要不要 cc 一下？
Google Workspace 告警：{V} 异地登录，IP {pubip}
回复一下 {V}，说 {ticket} 已经 fix，下个 release 上线
""")

# ================================================================ templates: phone
_t("phone", "en", r"""
{"customer_id": {n4}, "phone": "{V}", "sms_opt_in": true, "locale": "en-US"}
Twilio error 21614: 'To' number {V} is not a valid mobile number (request {req})
{logts} INFO [sms] OTP sent to {V} via twilio (sid SM{req}{req})
account_id,phone,tier¶{n4},{V},gold
INSERT INTO contacts (account_id, phone, verified) VALUES ({n4}, '{V}', true);
oncall escalation: call {V} if the primary doesn't ack within 15 min
PagerDuty contact method added: SMS {V} (verified {ts})
BEGIN:VCARD¶VERSION:3.0¶TEL;TYPE=CELL:{V}¶END:VCARD
OWNER_MOBILE={V}¶ALERT_CHANNEL=sms¶ALERT_THRESHOLD=3
user's callback number: {V} (prefers text over calls)
{logts} WARN [verify] carrier lookup failed for {V}: landline, cannot receive SMS
| name | role | phone |¶|---|---|---|¶| (redacted) | DBA on-call | {V} |
curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC{req}{req}/Messages.json --data-urlencode "To={V}" --data-urlencode "Body=Deploy {ver} done"
# support escalation hotline for this customer: {V}
{logts} ERROR phonenumbers.NumberParseException: (1) Missing or invalid default region. input="{V}"
stripe customer.updated: phone "{V}", address verified
Memory: user said to reach them on {V} during the migration window
shipping_label.json: {"recipient_phone": "{V}", "carrier": "UPS", "service": "2nd Day Air"}
ALTER TABLE users ADD COLUMN phone_e164 text;¶UPDATE users SET phone_e164 = '{V}' WHERE id = {n4};
escalation_policy.yaml:¶  - level: 2¶    notify: phone¶    target: "{V}"
Call log {date}: inbound from {V}, 4m12s, tagged billing-dispute
[contact]¶mobile = {V}¶preferred = whatsapp
fix(signup): normalise phone input before validation¶¶Repro: entering "{V}" returned 422 on /v1/accounts.
sms gateway response: {"to": "{V}", "status": "queued", "segments": 1}
The building access system texts codes to {V} — update when the user changes carriers.
Zendesk ticket #{n4}: requester phone {V}, asks about refund
""")

_t("phone", "zh", r"""
联系电话：{V}
工单 #{n4}：用户手机号 {V} 收不到短信验证码，运营商为移动，已提交通道排查。
运维日志 {logts}：短信网关发送失败，目标号码 {V}，错误码 isv.BUSINESS_LIMIT_CONTROL。
值班表：本周数据库值班，电话 {V}
# 告警通知手机号¶alert.sms.receivers={V}
INSERT INTO 联系人 (客户编号, 手机, 备注) VALUES ({n4}, '{V}', 'VIP');
客户编号,手机号,等级¶{n4},{V},金牌
| 角色 | 电话 |¶|---|---|¶| 机房值班 | {V} |
紧急联系人电话 {V}，机房断电时先打这个号码。
技术文档 · 故障升级：P1 故障 10 分钟内未响应，拨打 {V}。
日志：{logts} INFO 验证码已发送至 {V}，有效期 5 分钟
用户反馈：绑定手机号 {V} 时提示"号码格式不正确"，疑似带了空格。
快递面单信息：收件人电话 {V}，请于工作日派送。
阿里云短信控制台报错：手机号 {V} 触发天级流控。
客服记录：客户来电 {V}，咨询退款进度，已登记。
代码注释：// 测试白名单号码 {V}，验证码固定为 6 位，不走短信通道
记住：用户说迁移期间有问题可以打 {V}
供应商对接人手机 {V}（工作日 9 点到 18 点）
报错：PhoneNumberFormatException，输入值 "{V}"
钉钉机器人 @ 的手机号配置为 {V}，告警时会强提醒。
机房门禁登记电话：{V}
运维交接：IDC 现场工程师电话 {V}，进出机房需提前报备。
订单备注：请送货前致电 {V}
企业微信同步：成员手机 {V} 已被其他账号绑定。
短信回执：{"mobile": "{V}", "status": "DELIVERED", "biz_id": "{req}"}
""")

_t("phone", "mixed", r"""
这个 user 的 phone 是 {V}，SMS 一直 deliver 不了，帮忙查下 carrier
on-call 今晚是我，有 P1 直接打 {V}
Twilio 报 21211 invalid To number：{V}，是不是 format 不对
PagerDuty 里 contact method 我更新成 {V} 了
CSV 里 phone 列有问题，比如 {V} 带了空格，parse 的时候要 normalize
用户说 migration 期间 reach 他可以打 {V}
OTP 发到 {V} 了，log 显示 status=delivered
供应商 contact：{V}，工作日 only
测试用的 whitelist number {V}，验证码固定，别 ship 到 prod
escalation policy level 2 设成 call {V}
vendor 那边的 account manager 电话 {V}，合同续约找他
DB 里 phone 字段存的是 {V}，没有转 E.164
快递的 recipient phone 写的是 {V}，UPS 那边说打不通
短信 gateway 回调：to={V}, status=FAILED, err=UNDELIV
这个 customer 的 callback number：{V}，prefer WeChat
IDC 现场的 engineer 电话 {V}，进机房要提前 book
钉钉 @ 的手机号 {V} 配到 alert rule 里了
客服 ticket：customer 来电 {V} 问 refund 进度
libphonenumber parse "{V}" 出来 region 是 null，要传 default region
记一下：DBA backup on-call 号码 {V}
企业微信 sync fail：mobile {V} already bound to another account
VCARD 里 TEL;TYPE=CELL:{V}，import 到 CRM 失败
注册的时候填了 {V}，但 verify 一直 timeout
call log：{date} inbound from {V}，tag 成 billing
SMS 验证码发到 {V} 了吗？user 说 5 分钟了还没收到
""")

# ================================================================ templates: address
_t("address", "en", r"""
{"shipping_address": {"line1": "{V}", "city": "Austin", "region": "TX", "country": "US"}}
INSERT INTO addresses (user_id, street, city) VALUES ({n4}, '{V}', 'Denver');
Memory: user moved; new home address is {V}, {city_us}.
USPS address validation failed: "{V}" (secondary unit designator missing)
Shipping label {req} generated for {V}, {city_uk}.
customer_id,street,city,country¶{n4},"{V}",Leeds,GB
billing_address:¶  line1: "{V}"¶  city: Seattle¶  country: US
{logts} WARN [geocoder] ambiguous match for "{V}, Chicago" (3 candidates)
| order | ship to | status |¶|---|---|---|¶| #{n4} | {V}, Boston | shipped |
Stripe customer.updated: address.line1 = "{V}", address.city = "Portland"
# NOTE: hardcoded return address for the pilot — {V}, Madison — remove before GA
curl -G https://maps.googleapis.com/maps/api/geocode/json --data-urlencode "address={V}, Raleigh, NC"
The user works from home at {V} on Fridays; packages should go there.
Zendesk ticket #{n4}: customer says the courier left the parcel at {V} instead of the office.
[billing]¶street = {V}¶city = Manchester¶country = United Kingdom
fix(checkout): allow '#' in address line¶¶Repro: "{V}" was rejected by the regex in AddressForm.
registered office (from the contractor's W-9 upload): {V}, Phoenix, AZ
Delivery exception: "{V}" — no such number on the street (carrier code 07)
VAT invoice header: bill to {V}, Bristol
emergency contact sheet: home address {V}, San Diego, CA
```sql¶UPDATE customers SET address_line1 = '{V}' WHERE id = {n4};¶```
ParcelForce tracking {req}: out for delivery to {V}, Glasgow
{"event": "address.changed", "old": "(hidden)", "new": "{V}", "city": "Atlanta", "ts": "{ts}"}
The user asked to send the replacement laptop to {V}, Columbus, not to HQ.
DocuSign envelope {uuid}: signer address {V}, Cardiff
pickup_location = "{V}"  # user's place, Sheffield
""")

_t("address", "zh", r"""
收货地址：{loc_zh}{V}
工单 #{n4}：用户反馈快递一直显示"地址不详"，实际地址为{loc_zh}{V}。
运维日志 {logts}：IDC 搬迁至{loc_zh}{V}，新机房门禁已登记。
INSERT INTO 地址 (用户编号, 省市区, 详细地址) VALUES ({n4}, '{loc_zh}', '{V}');
用户编号,省市区,详细地址¶{n4},{loc_zh},{V}
| 订单号 | 收货地址 | 状态 |¶|---|---|---|¶| {n4}{n4} | {loc_zh}{V} | 已发货 |
客服记录：用户新家地址是{loc_zh}{V}，以后发票寄到这里。
发票邮寄地址：{loc_zh}{V}（请勿寄到公司前台）
配置注释：# 退货仓地址，临时写死：{V}（{city_zh}）
地图接口地理编码失败：address="{loc_zh}{V}"，返回 status=ZERO_RESULTS
快递面单：寄往{loc_zh}{V}，收件人电话见订单。
记住：用户周五在家办公，地址是{loc_zh}{V}。
用户资料（JSON）：{"省市区": "{loc_zh}", "详细地址": "{V}"}
合同签署地址：{loc_zh}{V}
日志：{logts} WARN 地址解析歧义：{V}（{city_zh}），命中 3 个候选
技术文档 · 测试数据说明：旧版测试数据里的真实地址 "{V}" 已全部替换为虚构地址。
营业执照注册地址：{loc_zh}{V}
紧急联系人登记表：家庭住址 {loc_zh}{V}
运维交接：备用机房位于{loc_zh}{V}，进出需提前一天报备。
用户反馈：更换地址为{loc_zh}{V}后，配送范围校验失败。
修复提交：fix(address) 支持"号院"格式，例如"{V}"无法通过校验的问题
员工宿舍地址：{loc_zh}{V}，押金已退。
退货地址更新为{loc_zh}{V}，请同步到售后系统。
企业微信审批：设备寄送至{loc_zh}{V}，审批单号 {n4}。
顺丰下单返回：{"d_address": "{V}", "d_city": "{city_zh}", "express_type": 1}
""")

_t("address", "mixed", r"""
帮我把 shipping address 改成 {loc_zh}{V}，user 刚搬家
geocode API 对 "{V}, {city_zh}" 返回 ZERO_RESULTS，是不是要加省份
这个 customer 的 billing address 是 {V}, Seattle，跟 card 的 AVS 对不上
DB 里 address_line1 存的是 {V}，city 单独一列
UPS 说 {V}, Boston 没有这个门牌号，delivery exception 了
用户 WFH 的地址：{loc_zh}{V}，laptop 寄这里
invoice 上的地址写错了，应该是 {V}, Manchester
CSV import 失败：第 {n} 行 address="{V}" 里有逗号没 escape
顺丰 API 的 d_address 传了 {V}，d_city 传 {city_zh}
记一下：user 的 home address 是 {V}, Austin
这个 regex 不支持 "{V}" 这种格式，要改 AddressValidator
IDC 新机房在 {loc_zh}{V}，下周 migrate
合同上的 registered address：{V}, London
退货仓 address 写死在 config 里了：{V}（{city_zh}），要挪到 DB
support ticket：customer 说包裹被放在 {V}, Leeds，不是 office
Stripe 的 address.line1 = "{V}"，postal_code 是空的
user 说新地址是 {loc_zh}{V}，以后 ship 到这
delivery 备注：{V}，门卫处代收
The replacement device 寄到 {V}, Portland 就行
USPS validate 说 "{V}" missing apartment number
紧急联系人的 address：{loc_zh}{V}
ERP 同步报错：address 字段超长，值为 "{loc_zh}{V}"
pickup 地点改成 {V}（{city_zh}），周末也能取
DocuSign 里 signer address 填的 {V}, Bristol
PR 里的 test fixture 用了真实地址 {V}，换成 fake 的
""")
# ================================================================ templates: government_id
_t("government_id", "en", r"""
{"applicant_id": {n4}, "ssn": "{V:ssn}", "status": "pending_kyc", "submitted_at": "{ts}"}
W-9 parse result: TIN={V:ssn_nodash} (type: SSN), confidence 0.97
INSERT INTO payroll_employees (emp_no, ssn, state) VALUES ({n4}, '{V:ssn}', 'CA');
emp_no,ssn,hire_date¶{n4},{V:ssn},{date}
{logts} ERROR [kyc] SSN {V:ssn} failed verification against SSA (code R4)
Memory: the user gave their SSN ({V:ssn}) to fill the I-9; do not reuse it anywhere else.
National Insurance number {V:nino} added to payroll record {n4}
HMRC RTI submission rejected: NI number {V:nino} does not match records (error 1046)
employee.yaml:¶  payroll:¶    ni_number: "{V:nino}"¶    tax_code: 1257L
passport no. {V:passport} (exp. 2031) uploaded to the visa workflow
Passport Number: {V:passport_us}¶Nationality: USA¶Document type: P
{"traveller": {"passport_number": "{V:passport_uk}", "issuing_country": "GBR"}}
| field | value |¶|---|---|¶| SSN | {V:ssn} |¶| status | verified |
# TODO remove test fixture: real SSN {V:ssn} slipped into tests/fixtures/kyc.json
fix(kyc): mask social security number in logs¶¶We were logging "{V:ssn}" in plaintext from KycService.submit().
Onfido check {uuid}: document=passport, number={V:passport}, result=clear
The user's UK passport number is {V:passport_uk}; needed for the conference badge.
tax_id_type=us_ssn tax_id_value={V:ssn_nodash} customer=cus_{hex8}
[employee]¶nino = {V:nino}¶start_date = {date}
Zendesk #{n4}: customer emailed a photo of the card showing SSN {V:ssn}; attachment deleted.
ADP import warning row {n}: invalid SSN format "{V:ssn}" (expected ###-##-####)
curl -X POST https://api.checkr.com/v1/candidates -d ssn={V:ssn} -d zipcode_verified=true
Sentry breadcrumb: form.submit {"ni_number": "{V:nino}", "step": 3}
visa-application.json: {"applicant": {"passportNo": "{V:passport}", "visaClass": "B1"}}
Payroll sync diff: ssn changed from (masked) to {V:ssn} for emp {n4}
ID verification log {logts}: passport {V:passport} MRZ checksum OK
""")

_t("government_id", "zh", r"""
身份证号：{V:cnid}
工单 #{n4}：实名认证失败，用户提交的身份证号 {V:cnid} 与姓名不匹配。
运维日志 {logts}：实名接口超时，请求参数 idcard={V:cnid}，已重试 3 次。
INSERT INTO 实名信息 (用户编号, 身份证号, 状态) VALUES ({n4}, '{V:cnid}', '待审核');
用户编号,身份证号,认证时间¶{n4},{V:cnid},{date}
| 字段 | 值 |¶|---|---|¶| 证件类型 | 居民身份证 |¶| 证件号码 | {V:cnid} |
客服记录：用户要求修改实名信息，原身份证号 {V:cnid}。
代码注释：// 测试用身份证 {V:cnid}，仅限 UAT 环境
日志脱敏缺失：{logts} INFO 提交实名 id_no={V:cnid} result=PASS
护照号码：{V:passport}（出差签证材料）
出入境材料：护照号 {V:passport_cn}，有效期至 2033 年。
酒店预订接口报文：{"证件类型": "护照", "证件号": "{V:passport_cn}"}
社保登记信息：身份证号码 {V:cnid}，参保地 {city_zh}
记住：用户的身份证号是 {V:cnid}，用于开具发票抬头。
修复提交：fix(kyc) 日志中打印了完整身份证号 {V:cnid}，改为只保留后四位
技术文档 · 数据分级：身份证号（如 {V:cnid}）属于 L4 敏感数据，必须加密存储。
公安接口返回：{"code": 0, "idcard": "{V:cnid}", "match": false}
员工入职表：证件号码 {V:cnid}，合同编号 {n4}
机票改签：乘机人护照号码 {V:passport_cn}
导出报表中包含身份证号列，例如 {V:cnid}，需要整列脱敏后再发。
数据库巡检：user_profile 表 id_card 字段明文存储，样例值 {V:cnid}
电子合同签署：签署人证件号 {V:cnid}，签署时间 {ts}
报错：IdCardValidator 校验通过但三要素核验失败，号码 {V:cnid}
工单 #{n4}：用户上传的身份证照片 OCR 结果为 {V:cnid}，人工复核中。
签证中心预约：护照编号 {V:passport}，预约号 {n4}{n4}
""")

_t("government_id", "mixed", r"""
这个 user 的 ID number {V:cnid} 实名 verify 不过，三要素 mismatch
log 里直接打了 id_card={V:cnid}，要加 mask
KYC 那边 SSN 是 {V:ssn}，W-9 上的也一样
UK 同事的 NI number {V:nino}，payroll 那边要用
passport number {V:passport}，visa application 里填
test fixture 里用了真实身份证 {V:cnid}，赶紧换成 fake 的
Checkr 的 candidate 里 ssn={V:ssn_nodash}，report 还在 pending
DB 的 id_no 列明文存了 {V:cnid}，要做 column encryption
出差订票要护照号：{V:passport_cn}
Onfido 返回 document_number={V:passport}，MRZ check pass
HMRC 说 NINO {V:nino} 对不上，RTI submission 被 reject
身份证 {V:cnid} 的 checksum 是对的，但公安接口返回 not found
这个 Sentry event 里 breadcrumb 带了 ssn: {V:ssn}，scrubber 没生效
OCR 识别出来的身份证号 {V:cnid}，需要 manual review
payroll CSV 第 {n} 行 SSN {V:ssn} format 不对
user 的 passport no. 是 {V:passport_uk}，conference badge 要用
实名接口 request body：{"idcard": "{V:cnid}", "realname": "***"}
ADP import 报 invalid SSN：{V:ssn}
记一下 user 的 身份证号 {V:cnid}，开发票要用
酒店 API 的 guest.passportNo = {V:passport_cn}
社保 sync job 报错：id_number {V:cnid} duplicate
export 的报表带了 ssn 列，比如 {V:ssn}，先别发给 vendor
签证材料里 passport number：{V:passport}，expiry 2032
NI number {V:nino} 写在 employee.yaml 里了，不要 commit
三要素核验 API timeout，参数 id={V:cnid}
""")

# ================================================================ templates: financial
_t("financial", "en", r"""
{logts} ERROR [payments] tokenization failed for PAN {V:card} (BIN lookup timeout {ms}ms)
card_number: {V:card}¶exp: 09/27¶network: auto
{"payment_method": {"type": "card", "number": "{V:card}", "exp_month": 4, "exp_year": 2028}}
INSERT INTO payouts (vendor_id, iban, currency) VALUES ({n4}, '{V:iban}', 'EUR');
vendor_id,iban,bic¶{n4},{V:iban},DEUTDEFFXXX
Wire instructions: routing number {V:aba}, account type checking
ACH setup: checking account number {V:acct} (bank: First Republic), SEC code PPD
payroll.yaml:¶  bank:¶    sort_code: "40-11-62"¶    account_number: "{V:acct_uk}"
Memory: user's card for the AWS account is {V:card}; they want to switch to invoicing.
| vendor | IBAN | status |¶|---|---|---|¶| Contoso GmbH | {V:iban} | verified |
fix(checkout): stop logging raw card numbers¶¶CheckoutService logged "{V:card}" on declined payments.
Stripe test fixture accidentally used a live PAN: {V:card}
[bank]¶iban = {V:iban}¶bic = NWBKGB2L
Zendesk #{n4}: customer pasted full card number {V:card} in chat; message redacted in UI.
Direct debit mandate: IBAN {V:iban}, mandate ref NW-{n4}
ABA routing number {V:aba} not found in the FedACH directory; wire rejected
curl https://api.stripe.com/v1/tokens -d "card[number]={V:card}" -d "card[exp_month]=12"
ACH return R03 for account number {V:acct} (no account / unable to locate)
refund requested to card {V:card} for order #{n4}
payout_account:¶  routing_number: "{V:aba}"¶  account_type: savings
Plaid item {uuid}: account mask 4417, full account number {V:acct}
The user's bank account number is {V:acct}; they asked to be paid by wire.
SEPA XML pain.001: <IBAN>{V:iban}</IBAN>
Braintree sandbox rejected {V:card}: processor declined (2005)
UK Faster Payments: sort code 20-00-00, account no. {V:acct_uk}
""")

_t("financial", "zh", r"""
银行卡号：{V:cn_card}
工单 #{n4}：用户提现失败，银行卡号 {V:cn_card}，返回"卡状态异常"。
运维日志 {logts}：支付网关返回 51（余额不足），卡号 {V:card}
INSERT INTO 提现账户 (用户编号, 银行卡号, 开户行) VALUES ({n4}, '{V:cn_card}', '招商银行');
用户编号,银行卡号,开户行¶{n4},{V:cn_card},工商银行
| 供应商 | IBAN | 状态 |¶|---|---|---|¶| 德国某供应商 | {V:iban} | 已验证 |
客服记录：用户在聊天中发送了完整卡号 {V:card}，已撤回消息。
代码注释：// 联调用的真实银行卡 {V:cn_card}，上线前必须删除
日志脱敏缺失：{logts} INFO 绑卡成功 card_no={V:cn_card}
对公账户：开户行 中国建设银行{city_zh}分行，账号 {V:cn_acct}
收款账号：{V:cn_acct}（招商银行{city_zh}分行营业部）
记住：用户的报销卡是 {V:cn_card}，工资卡另算。
修复提交：fix(pay) 日志中打印完整卡号 {V:card}，改为只保留后四位
海外付款信息：IBAN {V:iban}，SWIFT 代码 DEUTDEFF
技术文档 · 退款说明：原路退回至信用卡 {V:card}，3-7 个工作日到账。
支付回调报文：{"card_no": "{V:cn_card}", "bank": "ICBC", "result": "SUCCESS"}
财务邮件：请将款项汇至账号 {V:cn_acct}，户名见附件。
银联代付报错：卡号 {V:cn_card} 不支持该交易类型（错误码 57）
报销单据：信用卡尾号不完整，实际卡号 {V:card}
数据库巡检：bank_card 表明文存储卡号，样例 {V:cn_card}
美国供应商的 ACH 信息：routing number {V:aba}
员工工资卡变更：新卡号 {V:cn_card}，下月生效
对账异常：第三方流水中的卡号 {V:card} 在系统中不存在
SEPA 付款失败，IBAN {V:iban} 校验通过但收款行拒收
企业网银导出：收款人账号 {V:cn_acct}，金额 {price} 元
""")

_t("financial", "mixed", r"""
这个 user 绑的 card 是 {V:card}，Stripe 一直 decline
log 里直接打了 PAN {V:card}，PCI 审计会挂，赶紧 mask
vendor 的 IBAN 是 {V:iban}，SEPA transfer 明天发
提现失败的 bank card：{V:cn_card}，channel 返回 card status abnormal
ACH 的 routing number {V:aba}，account type checking
我们的对公 account number：{V:cn_acct}，招行{city_zh}分行
test 里 hardcode 了真实卡号 {V:cn_card}，CI log 能看到
refund 原路退回到 {V:card}，3-7 business days
DB 的 bank_card 列明文存 {V:cn_card}，要加 encryption
IBAN {V:iban} mod-97 校验过了，但 bank 说 account closed
customer 在 chat 里发了完整 card number {V:card}，已 redact
工资卡换成 {V:cn_card} 了，HR system 里 update 一下
UK vendor 的 sort code 40-11-62，account number {V:acct_uk}
Braintree sandbox 用了真卡 {V:card}，快删
wire transfer 的 account number：{V:acct}，routing 在 Notion 里
支付 callback 里 card_no={V:cn_card}，log 之前要脱敏
payout config 的 iban: {V:iban}，currency EUR
记一下 user 的 card：{V:card}，他说下个月 switch 到 invoice
银联代付 error 57，卡号 {V:cn_card}
对账时 third-party 流水有张卡 {V:card} 我们系统里没有
SEPA XML 里 <IBAN>{V:iban}</IBAN> 格式对了
Plaid 返回的 full account number {V:acct}，只存 mask 就行
报销用的 credit card：{V:card}
ACH return R03，account {V:acct} 不存在
收款账号 {V:cn_acct}，户名见合同附件
""")

# ================================================================ templates: person_name
_t("person_name", "en", r"""
Reviewed-by: {V:en}¶Tested-by: ci-bot
{"assignee": "{V:en}", "ticket": "{ticket}", "status": "in_progress"}
INSERT INTO employees (emp_no, full_name, dept) VALUES ({n4}, '{V:en}', 'SRE');
commit {sha}¶Author: {V:en}¶Date:   {ts}¶¶    fix: handle empty batch in {svc}
on-call handoff: {V:en} takes primary for {svc} from Monday
# TODO({V:en}): drop this shim after the v{ver} migration
User said: "My name is {V:en}, I run the billing team."
PagerDuty: incident #{n4} acknowledged by {V:en} at {ts}
Slack export: "user_profile": {"real_name": "{V:en}", "tz": "America/Chicago"}
cc {V:en} (compliance) on the HIPAA review thread for {ticket}
Meeting notes {date} — attendees: {V:en} (PM), SRE team; decision: freeze {branch}
emp_no,full_name,team¶{n4},{V:en},platform
| owner | service | tier |¶|---|---|---|¶| {V:en} | {svc} | 1 |
Jira: {ticket} reassigned from Unassigned to {V:en}
{logts} INFO [approvals] change request CR-{n4} approved by {V:en}
codeowners review requested from {V:en} (platform-infra)
Memory: the customer's technical contact is {V:en}; they prefer async updates.
Sentry user context: {"id": "{n4}", "name": "{V:en}", "segment": "enterprise"}
contract.pdf metadata: /Author ({V:en}) /Producer (Microsoft Word)
docs/ADR-0{n}.md: Status: accepted. Deciders: {V:en}, Platform Guild.
stripe customer: name="{V:en}", currency=gbp, delinquent=false
Zendesk #{n4}: requester {V:en} reports 502 on checkout
Hi team, {V:en} is joining as staff engineer; please add to #eng-core.
git blame src/{svc}/retry.py -L 40,42¶{sha7} ({V:en} {date} 40)     backoff = min(cap, base * 2 ** n)
[owner]¶name = {V:en}¶team = data-platform
incident postmortem {ticket}: incident commander {V:en}, scribe: ops-bot
Interview loop for {V:en}: system design round done, please submit feedback in Greenhouse.
""")

_t("person_name", "zh", r"""
联系人：{V:zh}
工单 #{n4}：处理人 {V:zh}，状态已解决。
运维日志 {logts}：{V:zh} 执行了生产数据库变更（{ticket}），已审批。
INSERT INTO 员工 (工号, 姓名, 部门) VALUES ({n4}, '{V:zh}', '运维部');
工号,姓名,部门¶{n4},{V:zh},研发中心
| 负责人 | 服务 | 级别 |¶|---|---|---|¶| {V:zh} | {svc} | P0 |
值班交接：本周主值班 {V:zh}，副值班见排班表。
代码注释：// TODO({V:zh}): 下个版本移除兼容逻辑
我叫{V:zh}，负责支付系统的运维。
客服记录：来电用户自称{V:zh}，咨询退款进度。
会议纪要 {date}：参会人 {V:zh}、架构组；结论：冻结 {branch} 分支。
审批流：变更单 CR-{n4} 已由{V:zh}批准。
Git 提交作者：{V:zh}，提交说明：修复订单超时未关闭的问题
故障复盘：事故指挥 {V:zh}，记录人 运维机器人。
合同甲方联系人 {V:zh}，项目编号 {n4}
记住：客户方的技术对接人是{V:zh}，更喜欢邮件沟通。
欢迎新同事{V:zh}加入基础架构组！
Jira 工单 {ticket} 已指派给{V:zh}
用户资料：{"姓名": "{V:zh}", "会员等级": "金卡"}
钉钉审批：报销单 {n4} 提交人 {V:zh}，金额 {price} 元
告警认领：{logts} P1 告警已被 {V:zh} 认领
技术文档 · 维护人：{V:zh}（基础平台组）
面试安排：候选人{V:zh}，系统设计面试在线上进行。
权限申请：{V:zh} 申请生产库只读权限，理由：排查 {ticket}
请联系{V:zh}老师确认机房上架时间。
快递签收人：{V:zh}
""")

_t("person_name", "mixed", r"""
这个 PR 是 {V:any} 提的，review 一下 retry 逻辑
on-call 今晚换成 {V:any} 了，PagerDuty 已经 update
{ticket} assign 给 {V:any} 了，ETA 周五
@here {V:any} 下周 join 我们 team，帮忙开一下 GitHub 和 VPN 权限
git blame 显示这行是 {V:any} 写的，问问他当时的 context
postmortem 的 IC 是 {V:any}，draft 在 Confluence
customer 那边的 tech contact 是 {V:any}，prefer 邮件 async 沟通
change request CR-{n4} 已经被 {V:any} approve 了，可以 deploy
我叫{V:zh}，新来的 SRE，请多指教
Sentry 里 user.name = "{V:any}"，报的是 checkout 500
合同的 signer 是 {V:en}，DocuSign 已经发了
meeting notes：attendees {V:any}、infra team，结论 freeze release branch
Jira 上 reporter 是 {V:any}，他说 staging 也能 repro
TODO({V:any}): 下个 sprint 把这个 workaround 删掉
interview feedback for {V:any}：coding 很强，system design 一般
这个 dashboard 的 owner 是 {V:any}，改之前先问
审批流卡在 {V:any} 那里了，ping 一下
{V:any} 说 cron job 在 UTC 时区跑，不是 Asia/Shanghai
stripe customer name="{V:any}"，跟发票抬头不一致
CODEOWNERS review requested from {V:any}
客户 {V:any} 反馈 API 超时，ticket #{n4}
报销单 submitter {V:zh}，amount {price}
欢迎 {V:any} 加入 data platform 组 🎉
权限申请：{V:any} 要 prod DB read-only，理由 debug {ticket}
{logts} INFO 告警 acknowledged by {V:any}
""")
# ================================================================ templates: username
_t("username", "en", r"""
$ ssh {V}@bastion-eu.infra -p 2222¶Last login: Tue Oct  1 08:02:11 2024 from {ip}
git clone git@github.com:{V}/dotfiles.git ~/dotfiles
username: {V}¶auth_method: ldap¶groups: [eng, oncall]
login: {V}¶last_seen: {ts}
{logts} sshd[{pid}]: Accepted publickey for {V} from {ip} port 52144 ssh2: ED25519 SHA256:{hex8}
{logts} sshd[{pid}]: Failed password for invalid user {V} from {ip} port 40022 ssh2
sudo: {V} : user NOT in sudoers ; TTY=pts/0 ; PWD=/srv/app ; USER=root ; COMMAND=/bin/systemctl restart nginx
ping {V:at}, can you review PR #{n} when you get a chance?
# CODEOWNERS¶/infra/terraform/  {V:at}¶/docs/  @northwind-labs/docs
{"login": "{V}", "id": {n4}{n4}, "type": "User", "site_admin": false}
psql -U {V} -h {host} -d {db} -c "\du"
echo $CR_PAT | docker login ghcr.io -u {V} --password-stdin
sudo chown -R {V}:staff /srv/data/exports
crontab -l -u {V}¶# m h dom mon dow command¶*/5 * * * * /opt/bin/healthcheck.sh
open https://github.com/{V}?tab=repositories
Memory: the user's GitHub handle is {V:at}; tag them on release PRs.
npm whoami¶{V}
GitLab: merge request !{n} assigned to {V:at}
{logts} WARN [ad-sync] account CORP\{V} locked out after 5 failed attempts
$ who¶{V}   pts/1        {date} 09:12 ({ip})
-rw-r--r--  1 {V}  staff  4096 Oct  3 11:20 terraform.tfstate.backup
ps aux | grep gunicorn¶{V}   {pid}  0.3  1.2 184312 48200 ?  S  Oct02   0:14 gunicorn app:wsgi
Jira filter: reporter = {V} AND status = Open ORDER BY priority DESC
kubectl config set-credentials {V} --client-certificate=certs/dev.crt --client-key=certs/dev.key
| handle | role |¶|---|---|¶| {V:at} | maintainer |
{"event": "member_added", "org": "northwind-labs", "user": "{V}", "role": "member", "ts": "{ts}"}
Grafana audit: user "{V}" changed dashboard "API latency" (uid {hex8})
pip config: index-url = https://{V}@pypi.northwind-labs.io/simple  # token via keyring
""")

_t("username", "zh", r"""
用户名：{V}
工单 #{n4}：账号 {V} 被锁定，申请解锁，已核实身份。
运维日志 {logts}：sshd 记录 {V} 从 {ip} 登录生产跳板机。
登录名: {V}
# 配置注释：只允许以下账号执行发布¶release.allow_users={V}
INSERT INTO 账号 (编号, 登录名, 状态) VALUES ({n4}, '{V}', '禁用');
编号,登录名,角色¶{n4},{V},管理员
| 账号 | 角色 |¶|---|---|¶| {V} | 只读 |
GitHub 用户 {V:at} 提交了一个 issue，反馈 {pkg} 版本冲突。
代码评审：请 {V:at} 帮忙看一下重试逻辑。
堡垒机审计：账号 {V} 执行了 rm -rf /tmp/cache，操作已录像。
技术文档 · 权限申请：LDAP 账号 {V} 已加入 ops 组。
日志：{logts} WARN 账号 {V} 连续 5 次登录失败，已临时锁定
git clone git@github.com:{V}/scripts.git 拉取个人脚本仓库
记住：用户的 GitHub 账号是 {V}，发布 PR 时要 @ 他。
sudo 报错：{V} 不在 sudoers 文件中，此事将被报告。
数据库账号 {V} 的权限已从读写改为只读。
微博账号 {V:at} 反馈 App 闪退，已转给客户端组。
VPN 登录审计：用户名 {V}，客户端版本 {ver}
Jenkins 构建 #{build} 由 {V} 手动触发
Gitee 仓库的协作者中有 {V}，需确认是否离职。
Grafana 审计：用户 {V} 修改了告警阈值
crontab -u {V} -l 查看该用户的定时任务
账号开通通知：您的系统登录账号为 {V}，初始权限为访客。
npm 包的 maintainer 列表里还有 {V}，要移除。
""")

_t("username", "mixed", r"""
ssh {V}@bastion-eu.infra 登不上，说 Permission denied (publickey)
帮我把 {V} 加到 GitHub org 的 infra team
这个 issue 是 {V:at} 提的，他说 {pkg} 升级后 import error
LDAP 里 {V} 被 lock 了，连续 5 次 login fail
CODEOWNERS 里把 {V:at} 加上，terraform 目录都要他 review
sudo 报 {V} is not in the sudoers file，需要加到 wheel group
psql -U {V} 连 prod 是 read-only，写不了
Jenkins build #{build} 是 {V} 手动 trigger 的
记一下 user 的 GitHub handle：{V:at}
堡垒机 audit log：{V} 执行了 kubectl delete pod，有 record
docker login -u {V} ghcr.io 之后 pull 还是 403
Grafana 里 {V} 改了 alert threshold，没走 review
Slack 上 ping 一下 {V:at}，问他 migration 跑完没
crontab -u {V} -l 里有个 job 每 5 分钟跑一次
npm owner 里还有 {V}，他已经离职了，remove 掉
GitLab MR !{n} assign 给 {V:at}
who 看到 {V} 还挂在 pts/2 上，可能忘了 logout
chown -R {V}:staff 之后权限就正常了
Twitter 上 {V:at} 说我们 API 挂了，status page 要更新
VPN audit：username {V}，client {ver}
kubeconfig 里 user 是 {V}，context 指向 staging
{"login": "{V}", "type": "User"} 这个 account 是 outside collaborator
Gitee 上 fork 我们 repo 的 {V}，要不要 check license
ps 看到 gunicorn 是 {V} 起的，不是 systemd
账号 {V} 的 role 从 admin 降成 viewer 了
""")

# ================================================================ templates: home_path
_t("home_path", "en", r"""
Traceback (most recent call last):¶  File "{V}/projects/{svc}/app/main.py", line {n}, in <module>¶    run()¶ModuleNotFoundError: No module named '{pkg}'
npm ERR! A complete log of this run can be found in: {V:mac}/.npm/_logs/{date}T10_22_01_123Z-debug-0.log
error: could not lock config file {V:linux}/.gitconfig: Permission denied
venv: {V}/.virtualenvs/{svc}/bin/python (Python 3.12.4)
PS> {V:win}\AppData\Local\Programs\Python\Python312\python.exe -m pip install -r requirements.txt
"python.defaultInterpreterPath": "{V:winjson}\\miniconda3\\envs\\ml\\python.exe",
error[E0425]: cannot find value `cfg` in this scope¶  --> {V}/code/{svc}/src/main.rs:{n}:5
ssh -i {V}/.ssh/id_ed25519 deploy@{ip}
docker run --rm -v {V}/data:/data -p 8888:8888 jupyter/scipy-notebook:2024-05-27
export PATH="{V}/.local/bin:$PATH"
0 3 * * * {V:linux}/bin/backup.sh >> /var/log/backup.log 2>&1
FileNotFoundError: [Errno 2] No such file or directory: '{V}/Downloads/report_{date}.xlsx'
tool read_file {V}/notes/todo.md -> 14 lines
  File "{V:mac}/Library/Caches/pypoetry/virtualenvs/{svc}-py3.12/lib/python3.12/site-packages/{pkg}/__init__.py", line 8
[core]¶    excludesfile = {V}/.gitignore_global¶    editor = nvim
go: downloading github.com/spf13/cobra v1.8.1¶go: writing go.mod cache: mkdir {V}/go/pkg/mod: permission denied
Error: ENOENT: no such file or directory, open '{V:win}\Documents\projects\{svc}\package.json'
KUBECONFIG={V}/.kube/config-staging kubectl get pods -n {svc}
mypy: error: Cannot find implementation or library stub for module named "{pkg}"  [import-not-found]¶  {V}/src/{svc}/cli.py:3
WARNING: The script uvicorn is installed in '{V}/.local/bin' which is not on PATH.
rsync -avz --delete {V}/Projects/site/public/ web@{ip}:/var/www/html/
Exception in thread "main" java.io.FileNotFoundException: {V:win}\.m2\settings.xml (Access is denied)
{"workspaceFolder": "{V:mac}/src/{svc}", "terminal.integrated.shell.osx": "/bin/zsh"}
tar -czf /tmp/dotfiles.tgz -C {V} .zshrc .vimrc .tmux.conf
fatal: not a git repository (or any of the parent directories): .git¶cwd: {V}/work/{svc}-infra
pytest -q --rootdir={V}/repos/{svc} tests/unit¶{n} passed in 3.21s
""")

_t("home_path", "zh", r"""
报错信息：FileNotFoundError: [Errno 2] No such file or directory: '{V}/下载/报表_{date}.xlsx'
运维日志 {logts}：备份脚本 {V:linux}/bin/backup.sh 执行失败，退出码 1。
工单 #{n4}：用户本地 {V:win}\AppData\Roaming\npm 目录权限不足，npm 全局安装失败。
配置注释：# 虚拟环境路径 {V}/.virtualenvs/{svc}，不要提交
技术文档 · 本地开发：把仓库克隆到 {V}/code/{svc} 目录下再执行 make dev。
日志：{logts} ERROR 无法读取配置文件 {V}/.config/{svc}/config.toml
Python 异常堆栈：¶  File "{V}/项目/{svc}/main.py", line {n}, in <module>¶ImportError: cannot import name 'Settings'
定时任务：0 2 * * * {V:linux}/scripts/清理日志.sh
VS Code 配置："python.defaultInterpreterPath": "{V:winjson}\\anaconda3\\python.exe"
npm 报错：完整日志见 {V:mac}/.npm/_logs/{date}T02_11_45_001Z-debug-0.log
git 报错：无法锁定配置文件 {V}/.gitconfig，权限被拒绝。
SSH 命令：ssh -i {V}/.ssh/id_rsa root@{ip}
Docker 挂载：docker run -v {V}/数据:/data nginx:1.25
环境变量：export PATH="{V}/.local/bin:$PATH" 加到 .bashrc 末尾
记住：用户的项目都放在 {V}/workspace 下面。
Go 模块缓存目录 {V}/go/pkg/mod 占用 12GB，建议清理。
Maven 报错：找不到 {V:win}\.m2\settings.xml
pip 警告：脚本安装在 '{V}/.local/bin'，该目录不在 PATH 中。
kubectl 使用的配置文件：KUBECONFIG={V}/.kube/config
rsync 同步：rsync -av {V}/文档/ backup@{ip}:/backup/docs/
Jupyter 启动目录：{V}/notebooks，端口 8888
打包命令：tar -czf /tmp/备份.tgz -C {V} .ssh .gnupg
Rust 编译错误位置：{V}/rust/{svc}/src/lib.rs:{n}:9
Java 堆转储文件写到了 {V:win}\Desktop\heap.hprof，占用 3.2GB
工具调用结果：read_file {V}/笔记/周报.md -> 共 32 行
""")

_t("home_path", "mixed", r"""
我这边 python 跑报错：File "{V}/projects/{svc}/main.py", line {n}，import error
venv 在 {V}/.virtualenvs/{svc}，activate 一下再跑
npm ERR! log 在 {V:mac}/.npm/_logs/ 下面，你看下 debug-0.log
Windows 上 path 是 {V:win}\AppData\Local\Programs\Python，记得加到 PATH
settings.json 里 "python.defaultInterpreterPath": "{V:winjson}\\miniconda3\\python.exe" 改一下
cron 里写的 {V:linux}/bin/backup.sh，但 script 没有 x 权限
ssh -i {V}/.ssh/id_ed25519 连 bastion，key 要 chmod 600
docker 的 volume 挂载 {V}/data:/data，Mac 上要在 Docker Desktop 里 share
export PATH="{V}/.local/bin:$PATH"，不然 uvicorn 找不到
git 报 could not lock {V}/.gitconfig，是不是 root 跑的
Go mod cache 在 {V}/go/pkg/mod，已经 15G 了，go clean -modcache 一下
KUBECONFIG={V}/.kube/config-prod，小心别 apply 错 cluster
stack trace 里有 {V:mac}/Library/Caches/pypoetry/virtualenvs/，poetry env 坏了
Maven 读不到 {V:win}\.m2\settings.xml，Access denied
rsync 从 {V}/Projects/site/public/ 推到 web server
report 导出到 {V}/Downloads 了，文件名带 date
Jupyter 在 {V}/notebooks 起的，port 8888
user 的 repo 都 clone 在 {V}/code 下面
Rust 报 E0425，位置 {V}/rust/{svc}/src/main.rs:{n}
pip 说 script installed in '{V}/.local/bin' which is not on PATH
tar -C {V} .zshrc .vimrc 打包一下 dotfiles
mypy 报 import-not-found，file 是 {V}/src/{svc}/cli.py
heap dump 写到 {V:win}\Desktop 了，3GB 注意磁盘
read_file {V}/notes/todo.md 结果 14 行，都是 TODO
config 在 {V}/.config/{svc}/config.toml，改完 restart
""")

# ================================================================ templates: schedule
_t("schedule", "en", r"""
Memory: user goes to the gym at {V} on weekdays; don't book deploy reviews then.
user_prefs.yaml:¶  notifications:¶    quiet_hours_start: "{V:h24}"¶    timezone: Europe/London
Note: user picks up the kids from school at {V} every day, so no meetings after 3.
The user wakes up at {V} and checks Slack first thing; morning digests should land before that.
Standing preference: user takes medication at {V}; send a reminder 10 minutes before.
{"reminder": {"text": "evening run", "time": "{V}", "repeat": "daily"}}
# personal: user walks the dog at {V}, unreachable for ~30 min
remember: user's daily standup with their own team is at {V}, local time
User mentioned they go to bed around {V}, so don't schedule pings after that.
calendar_prefs.toml¶[focus]¶start = "{V:h24}"¶days = ["mon", "tue", "wed", "thu"]
Habit tracker export: meditate,{V},daily,streak=42
User leaves the office at {V} every day to catch the train home.
| habit | time | days |¶|---|---|---|¶| swim | {V} | Mon/Wed/Fri |
The user said: "I'm usually online from {V}, before the kids wake up."
note to self: user does school drop-off at {V} — avoid early standups
Memory: user has piano lessons every Thursday at {V}.
assistant preference: send the daily summary at {V}, right after the user's commute.
User's lunch break is always at {V}; they don't answer pages then unless P1.
personal_schedule:¶  - activity: yoga¶    at: "{V}"¶    repeat: weekly
Reminder rule: every weekday at {V}, remind user to log hours in Harvest.
User prays at {V} every evening, keep that slot free.
The user said they always start work at {V} and log off by 4.
they feed the baby at {V} each night, so late alerts should go to the secondary
memory: user jogs along the canal at {V} before work, phone on silent
{"user_routine": {"wake": "{V}", "source": "user said so in chat"}}
""")

_t("schedule", "zh", r"""
记住：用户每天{V}起床，起床后第一件事是看告警群。
用户偏好：每天{V}去健身房，这个时间段不要安排评审会。
备注：用户每天{V}接孩子放学，之后不方便开会。
用户说他一般{V}下班，之后只处理 P1 告警。
提醒规则：每天{V}提醒用户吃药。
用户习惯{V}睡觉，之后不要再推送通知。
个人日程：每周四{V}上钢琴课。
记住：用户每天{V}遛狗，大概半小时联系不上。
用户配置（JSON）：{"提醒": "晨跑", "时间": "{V}", "重复": "每天"}
用户的午休固定在{V}，期间只接 P1 电话。
用户说："我一般{V}就上线了，那时候孩子还没醒。"
| 习惯 | 时间 | 频率 |¶|---|---|---|¶| 游泳 | {V} | 周一三五 |
助手偏好：每天{V}发送日报摘要给用户，正好是他通勤的时候。
用户每天{V}送孩子上学，早会不要排太早。
个人作息：每天{V}做冥想，持续 20 分钟。
记录：用户每周二{V}去医院复查，那天下午请假。
用户每天{V}坐地铁回家，路上可以看消息。
提醒：每个工作日{V}提醒用户填工时。
用户说自己每晚{V}给宝宝喂奶，夜间告警请发给副值班。
用户习惯每天{V}开始写代码，上午不开会。
用户偏好配置：免打扰开始时间 {V:h24}，时区 Asia/Shanghai
备忘：用户每天{V}在小区跑步，手机静音。
用户每周六{V}去上英语课，周末不要安排值班。
用户的通勤时间是{V}出门，大约一小时到公司。
个人习惯：每天{V}喝咖啡看新闻，之后才开始处理工单。
""")

_t("schedule", "mixed", r"""
记一下：user 每天 {V} 去 gym，这个时间别 schedule review
user 说他一般 {V} 才 online，morning standup 往后挪
reminder：每天 {V} 提醒 user 吃药，before 10 min
user 习惯 {V} 睡觉，之后别 push notification
这个 user 每天 {V} 接孩子，afternoon meeting 都不行
daily digest 设成 {V} 发，正好是 user 的 commute 时间
user_prefs 里 quiet_hours_start: "{V:h24}"，timezone Asia/Shanghai
user 每周四 {V} 有 piano lesson，那天 sync 改到上午
他每天 {V} 遛狗，半小时 unreachable
user 的 lunch break 固定 {V}，只接 P1 page
记住 user 每天 {V} 跑步，phone 静音
habit tracker：meditate at {V}, daily
user 说 "我一般 {V} 下班，之后只看 P1"
每个 weekday {V} remind user 填 timesheet
user 每晚 {V} 喂宝宝，夜里 alert 发 secondary on-call
{"routine": {"wake": "{V}", "source": "user chat"}}，这个要存到 memory 吗
user 每天 {V} 出门 commute，路上可以回消息
swim 的时间是 {V}，Mon/Wed/Fri
user 每天 {V} 做 yoga，calendar 里 block 掉
school drop-off 在 {V}，早会不要太早
user 每周二 {V} 去医院复查，那天 afternoon OOO
user 一般 {V} 开始 coding，上午 no meeting
personal schedule：每周六 {V} 上英语课
user 每天 {V} 喝咖啡看 news，然后才处理 ticket
evening run 是 {V}，repeat daily
""")

# ================================================================ templates: geo
_t("geo", "en", r"""
{"device_id": "{hex8}", "last_fix": "{V:coord}", "accuracy_m": 12, "ts": "{ts}"}
GPS fix from the user's phone: {V:coord} (accuracy 8 m)
Memory: user lives in {V:hood_en}, {city_en}; prefers meetups nearby.
shipping zone lookup: ZIP code {V:zip} -> zone 4
billing postcode: {V:ukpc}
https://www.google.com/maps/@{V:coord_ns},17z
INSERT INTO user_locations (user_id, geom) VALUES ({n4}, ST_GeomFromText('POINT({V:wkt})', 4326));
exiftool IMG_{n4}.jpg | grep GPS¶GPS Position                    : {V:dms}
user_id,lat_lng,captured_at¶{n4},"{V:coord}",{ts}
{logts} INFO [geo] reverse geocode {V:coord} -> {city_en}
The user said they're in {V:hood_en} now; route the courier there.
AVS mismatch: billing ZIP {V:zip} does not match card issuer record
postcode lookup failed for "{V:ukpc}" (Royal Mail PAF: not found)
| user | home area | city |¶|---|---|---|¶| {n4} | {V:hood_en} | {city_en} |
curl "https://api.openweathermap.org/data/2.5/weather?units=metric&q={V:zip},us&appid=$OWM_KEY"
location_sharing:¶  enabled: true¶  home: "{V:coord}"¶  radius_m: 150
Zendesk #{n4}: customer is in postcode {V:ukpc}, outside the same-day delivery area
fix(geo): clamp precision of stored points¶¶We stored {V:coord} at full precision for a user's home pin.
Strava export: activity start {V:deg}, distance 5.2 km
memory: user's flat is near {V:hood_en}; avoid suggesting venues across the river
Uber receipt parse: pickup {V:coord}, fare $18.40
ZIP {V:zip} added to the user's delivery profile
address_autocomplete response: {"postcode": "{V:ukpc}", "country": "GB"}
geofence rule 'home' centered at {V:coord}, radius 200m
the user's gym is in {V:hood_en}, they go there after work
""")

_t("geo", "zh", r"""
用户住在{V:xq}，周末一般在家。
收货小区：{V:xq}（{city_zh}）
邮编：{V:cnpc}
工单 #{n4}：用户反馈定位不准，上报坐标 {V:coord}，实际在室内。
运维日志 {logts}：逆地理编码 {V:coord} -> {city_zh}，耗时 {ms} ms
INSERT INTO 用户位置 (用户编号, 坐标) VALUES ({n4}, '{V:coord}');
用户编号,坐标,上报时间¶{n4},"{V:coord}",{ts}
| 用户 | 小区 | 城市 |¶|---|---|---|¶| {n4} | {V:xq} | {city_zh} |
记住：用户家在{V:xq}附近，推荐线下活动时优先考虑周边。
配置注释：# 测试用的家庭地理围栏中心点 {V:coord}，半径 200 米
快递面单邮政编码 {V:cnpc}，与收货城市不一致，已拦截。
客服记录：用户说他搬到了{V:xq}，以后送货到新小区。
地图 SDK 返回：{"lat_lng": "{V:coord}", "城市": "{city_zh}"}
用户资料：所在小区 {V:xq}，物业电话见备注。
日志：{logts} WARN 位置上报异常，坐标 {V:coord} 精度 1200 米
修复提交：fix(geo) 用户家庭坐标 {V:coord} 存储精度过高，改为保留两位小数
邮政编码校验失败：{V:cnpc} 不属于{city_zh}
记住：用户每天在{V:xq}门口坐班车。
外卖订单：送达小区 {V:xq}，骑手已到达。
用户偏好：只推送{V:xq}周边 3 公里的活动。
照片 EXIF：GPS 坐标 {V:coord}，拍摄设备 iPhone 15
网格化管理：{V:xq}划入第 {n} 网格，由社区统一管理。
用户的工作地点在{V:xq}一带，通勤半小时。
邮寄地址的邮编写成了 {V:cnpc}，请核对。
共享单车停车点：{V:coord}（用户常用）
""")

_t("geo", "mixed", r"""
user 的 home pin 是 {V:coord}，geofence radius 200m
reverse geocode {V:coord} 返回 {city_zh}，但 user 说不对
这个 user 住在 {V:xq}，delivery 走同城
邮编 {V:cnpc} 跟 city 对不上，order 被 hold 了
ZIP {V:zip} 不在 same-day delivery 范围
user 搬到 {V:hood_en} 了，courier route 要改
GPS fix：{V:coord}，accuracy 8m
DB 里存了 POINT({V:wkt})，precision 太高，要 round
Strava export 里 start point 是 {V:deg}
外卖 order 送到 {V:xq}，rider 已到
postcode {V:ukpc} lookup failed，PAF 里没有
记一下 user 家在 {V:xq} 附近，推荐 venue 优先周边
EXIF 里 GPS Position：{V:dms}，上传前要 strip
Google Maps link：https://www.google.com/maps/@{V:coord_ns},16z
AVS 说 billing ZIP {V:zip} mismatch
user 说他在 {V:hood_en} 上班，lunch 推荐附近的
location_sharing.home = "{V:coord}"，这个不应该进 log
{V:xq} 的 user 最近投诉配送慢，ticket #{n4}
共享单车常用停车点 {V:coord}，user 每天用
邮寄地址 postcode 写成 {V:cnpc}，要 double check
CSV：user_id,latlng¶{n4},"{V:coord}"
user 的 gym 在 {V:hood_en}，下班后去
小区 {V:xq} 门口有 shuttle bus，user 每天坐
weather API 用 zip={V:zip} 查，结果 OK
用户上报坐标 {V:coord}，indoor 误差比较大
""")
# ================================================================ benign templates
B["en"] = _lines(r"""
{logts} INFO [{svc}] started worker pid={pid} on port {port} (version {ver}, build {build})
$ pip install "{pkg}=={ver}"¶Successfully installed {pkg}-{ver}
commit {sha}¶    chore(deps): bump {pkg} from {ver} to {ver}¶¶    Bumps {pkg} to the latest patch release.
GET /v1/orders/{n4} HTTP/1.1¶Host: api.stripe.com¶X-Request-Id: {uuid}¶User-Agent: python-requests/2.32.3
HTTP/2 {status}¶content-type: application/json; charset=utf-8¶x-amzn-requestid: {uuid}¶cache-control: no-store
docker pull ghcr.io/northwind-labs/{svc}@{digest}
FROM python:3.12-slim¶WORKDIR /app¶COPY pyproject.toml uv.lock ./¶RUN pip install --no-cache-dir uv && uv sync --frozen¶EXPOSE {port}
name: ci¶on: [push, pull_request]¶jobs:¶  test:¶    runs-on: ubuntu-24.04¶    steps:¶      - uses: actions/checkout@v4¶      - run: pytest -q --maxfail={n}
Order {order16} shipped from the {city_en} warehouse; invoice total $ {price}
Release 2024.11.30 (build {build}) is now live in {region}.
Booked a meeting room for 6 people for the sprint {n} review; projector works.
Python 3.12 is required; CI tests on 3.10 through 3.13 ({dur} per job).
psql: error: connection to server at "{host}" ({ip}), port 5432 failed: Connection refused
{logts} WARN [pool] connection to redis://{host}:6379/0 timed out after {ms} ms, retrying
The Washington Post feed changed its paywall headers; the scraper gets {status} now.
request_id,status,duration_ms¶{uuid},ok,{ms}¶{uuid},timeout,{ms}
INSERT INTO feature_flags (key, enabled, rollout_pct) VALUES ('new-checkout', true, {n});
| job | status | duration |¶|---|---|---|¶| lint | passed | {dur} |¶| test (3.12) | failed | {dur} |
Traceback (most recent call last):¶  File "/usr/lib/python3.12/json/decoder.py", line 355, in raw_decode¶json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)
[server]¶host = 0.0.0.0¶port = {port}¶workers = 4¶log_level = "info"
.env.example:¶DATABASE_URL=postgres://${DB_USER}:${DB_PASSWORD}@db:5432/app¶REDIS_URL=redis://redis:6379/0
password: ${POSTGRES_PASSWORD}  # injected from Vault at deploy time, never hardcode
Rust 1.78 toolchain installed; cargo build --release finished in {dur}
Jenkins job {svc}-nightly #{build} FAILED at stage 'integration' after {dur}
sphinx-build -b html docs/ docs/_build/html  # Sphinx v7.3.7, {n} warnings
Resolved {pkg} {ver} from https://pypi.org/simple/{pkg}/ ({ms} ms)
$ dig +short api.github.com @{pubip}¶140.82.112.6
{logts} ERROR [{svc}] upstream {status} from payments-gateway after {ms}ms (req {req})
git clone https://github.com/pallets/flask.git && cd flask && git checkout {sha7}
$ kubectl rollout status deployment/{svc} -n prod¶deployment "{svc}" successfully rolled out
terraform plan: {n} to add, 1 to change, 0 to destroy. (workspace prod-{region})
Maintenance note: the database cluster's automated snapshot runs at 02:00 UTC; expect brief IO spikes.
# /etc/cron.d/certbot¶0 */12 * * * root certbot renew --quiet
SELECT count(*) FROM orders WHERE created_at >= '2024-01-01'; -- returned {n4}{n}
ISBN 978-0-13-468599-1 is the reference edition cited in docs/architecture.md
Pandas 2.2 dropped Python 3.8; the Jinja templates render {n} rows without changes.
HTTP/1.1 429 Too Many Requests¶Retry-After: 30¶X-RateLimit-Remaining: 0
ETag: "{hex8}{hex8}"¶Last-Modified: Mon, 21 Oct 2024 07:28:00 GMT¶Vary: Accept-Encoding
Version bump: 3.12.4 -> 3.12.5 (see CHANGELOG.md, entry {n})
artifact: {svc}-build-2024.11.30-rc.{n}.tar.gz ({n} MB)
Apache Kafka 3.7 broker on port 9092: {n} partitions, replication factor 3.
{"id": "{uuid}", "type": "invoice.paid", "amount": {n4}, "currency": "eur", "livemode": true}
Error: listen EADDRINUSE: address already in use :::{port}
$ grep -c ERROR /var/log/nginx/error.log¶{n}
Sprint {n} retro: flaky tests down from 14 to 3; p95 latency {ms} ms.
The {city_en} office network outage on {date} lasted {dur}; ISP ticket {ticket}.
Benchmark: {pkg} {ver} parses 1.2 GB/s on an M3 Max; the Go 1.22 port does 0.9 GB/s.
ulimit -n 65536 && sysctl -w net.core.somaxconn=4096
{logts} INFO [scheduler] job sync-exchange-rates finished in {dur} (next run in 1h)
sha256sum dist/{svc}-{ver}.tar.gz¶{sha}{hex8}{hex8}{hex8}  dist/{svc}-{ver}.tar.gz
Change freeze: 2024-12-20 to 2025-01-02; Christmas Day and Boxing Day are public holidays.
Set-Cookie: session=deleted; expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly
git tag -a v{ver} -m "release v{ver}" && git push origin v{ver}
SELECT pg_size_pretty(pg_database_size('{db}')); -- 42 GB
Lighthouse score 97 on /pricing; LCP 1.4 s, CLS 0.02 ({date})
{"level": "info", "msg": "cache warmed", "keys": {n4}, "elapsed_ms": {ms}, "service": "{svc}"}
ansible-playbook -i inventories/prod site.yml --limit web --check  # {n} hosts, 0 changed
Invoice INV-{n4}-{n} for {price} EUR is overdue by 14 days (vendor: Contoso GmbH).
curl -sI https://registry.npmjs.org/{pkg} | head -1¶HTTP/2 200
[tool.ruff]¶line-length = 100¶target-version = "py312"¶select = ["E", "F", "I"]
{logts} DEBUG [http] GET https://api.github.com/repos/rust-lang/rust/releases/latest -> 200 ({ms} ms)
""")

B["zh"] = _lines(r"""
运维日志 {logts}：{svc} 发布 v{ver}，灰度 10%，监控正常。
工单 #{n4}：升级 nginx 到 1.25.3，已在{city_zh}机房完成。
订单号 {order16}，金额 {price} 元，状态：已发货。
数据库主从切换演练完成，RTO 约 {dur}，RPO 为 0。
端口 5432 被占用，请检查是否有残留的 postgres 进程（PID {pid}）。
Python 3.12 已成为默认版本，3.8 停止支持，构建号 {build}。
配置注释：# 连接池大小，建议不超过 CPU 核数的 4 倍¶pool_size: {n}
技术文档 · 部署说明：执行 make deploy ENV=prod，需要先通过 CI 的 lint 和 test 两个 job。
春节假期（2月10日至2月17日）期间暂停非紧急变更，工单 {ticket} 顺延。
国庆节期间封网，10月1日至10月7日禁止发布。
构建号 {build} 失败：单元测试 {n} 个通过，2 个失败。
CREATE INDEX idx_orders_created_at ON orders (created_at);  -- 慢查询优化，耗时 {dur}
| 服务 | 版本 | 状态 |¶|---|---|---|¶| {svc} | {ver} | 正常 |
镜像摘要：{digest}
提交 {sha7}：修复订单超时未关闭的问题
pip 源切换到清华镜像 https://pypi.tuna.tsinghua.edu.cn/simple 后，安装 {pkg} 速度正常。
阿里云 {region} 可用区 B 网络抖动，持续 {dur}，已恢复。
会议室可容纳 12 人，投影仪型号 EB-X51，预约单号 {n4}。
DNS 改为 {pubip}，解析恢复正常。
日志：{logts} ERROR 连接 redis 超时（{ms} ms），已自动重试
JVM 参数：-Xms2g -Xmx4g -XX:+UseG1GC -XX:MaxGCPauseMillis={n}
Kafka 消费延迟告警：消费组 order-consumer lag 超过 10000，分区 {n}。
版本号规则：主版本.次版本.修订号，例如 {ver}。
请求 ID {uuid} 对应的调用链耗时 {ms} ms，瓶颈在数据库。
证书将在 30 天后过期，certbot 已自动续期（{date}）。
系统说明：数据库快照由云厂商在凌晨自动执行，期间 IO 略有抖动。
第 3 季度可用性 99.95%，超出 SLA 目标，故障 {n} 次。
磁盘使用率 {pct}，/var/log 占用最大。
K8s 集群升级到 1.30，节点池滚动更新中，预计 {dur}。
压测结果：QPS 1.2 万，P99 延迟 {ms} ms。
依赖冲突：{pkg} {ver} 与 numpy 2.0 不兼容。
运维周报：本周共处理工单 {n} 个，平均响应时间 {dur}。
Nginx 配置：worker_processes auto; worker_connections 4096; keepalive_timeout {n};
{city_zh}机房的出口带宽扩容到 10Gbps，变更单 CR-{n4}。
工单 #{n4} 已关闭：原因为上游接口限流（HTTP 429）。
日期,请求数,错误率¶{date},{n4}{n4},{pct}
INSERT INTO 配置 (键, 值) VALUES ('max_retry', '{n}');
测试城市列表：北京、上海、广州、深圳、{city_zh}。
发布检查单：1. 确认数据库迁移 2. 确认回滚方案 3. 通知值班群（{ticket}）
HTTP 响应头：Content-Type: application/json; X-Request-Id: {uuid}
Git 分支策略：main 受保护，功能分支以 feat/ 开头，修复分支以 fix/ 开头。
{logts} INFO 服务 {svc} 启动完成，监听端口 {port}，耗时 {dur}
Redis 7.2 集群 6 个节点，3 主 3 从，内存使用 {pct}。
价格调整：专业版每月 {price} 元，年付八折。
发票号码 {n4}{n4}，开票日期 {date}，金额 {price} 元。
第 {n} 次构建耗时 {dur}，缓存命中率 {pct}。
元旦放假一天，值班安排见共享表格。
错误码 40013：请求参数非法，请检查 appid（请求 {req}）。
慢查询：SELECT * FROM orders WHERE status = 'pending' 扫描 {n4}{n4} 行。
技术文档：{pkg} 升级到 {ver} 后，需要重新生成 lock 文件。
告警恢复：{svc} 错误率回落到 {pct}，持续 {dur}。
""")

B["mixed"] = _lines(r"""
刚 deploy 了 {svc} v{ver} 到 staging，smoke test 都 pass 了
CI 挂了，是 {pkg} 的新版本 break 了 API，先 pin 到 {ver}
这个 PR 的 diff 太大了，能不能 split 成两个？（#{n}）
prod 的 p99 latency 涨到 {ms}ms，先 rollback 吧
Docker image 的 digest 是 {digest}，跟 registry 上的对得上
port 5432 被占了，你本地是不是还开着 postgres container
我用的 Python 3.12，你那边 3.9 跑不了 match 语法
k8s 的 HPA 设成 min 3 max 20，CPU target 70%
这个 ticket {ticket} 先 block 住，等 upstream fix
order id {order16} 在 DB 里查不到，可能是 replica lag
merge 之前记得 rebase 一下 main，不然 CI 会 conflict（branch {branch}）
log 里一堆 {status}，gateway 那边 rate limit 了
build #{build} flaky，retry 一次就 green 了
release note 已经 draft 好了，tag 是 v{ver}
Grafana dashboard 里 error rate {pct}，还在 SLO 内
{region} 的 S3 有 incident，AWS status page 已经确认
Redis 的 maxmemory-policy 改成 allkeys-lru 了，内存 {pct}
这个 commit {sha7} 引入了 regression，revert 掉
sprint review 的会议室能坐 10 个人，够用
DNS 切到 {pubip} 之后 resolve 快多了
Terraform plan 显示要 destroy 一个 RDS，先别 apply！
pip install {pkg}=={ver} 之后 import 报错，看起来是 wheel 的问题
{city_zh} 机房的 network 抖了 {dur}，已经恢复
jinja 模板里 for loop 的 loop.index 从 1 开始，别搞错
CSV export 好了：date,requests,errors¶{date},{n4},{n}
SQL 慢查询：SELECT * FROM orders WHERE status = 'pending'，加个 index
kubectl get pods -n {svc} 全是 Running，应该 OK 了
request {uuid} 在 trace 里 {ms}ms，主要卡在 DB
春节 freeze 期间只允许 hotfix，需要 VP approve
HTTP header 里加了 X-Request-Id: {uuid}，方便 trace
Sphinx 文档 build 失败，是 autodoc 的 import 问题
pandas 2.2 的 FutureWarning 太多了，先 filter 掉
Nginx reload 之后 502 没了，error.log 干净
Kafka consumer lag 降到 0 了，backlog 清完（{dur}）
这个 feature flag 先 rollout 25%，观察一天
JVM heap 调到 4g 之后 GC pause 小很多，p99 {ms}ms
{logts} WARN 重试 3 次后 give up，upstream {status}
Washington Post 的 RSS feed 格式变了，parser 要 update
build 2024.11.30 已经推到 prod，{region} 先
cert 还有 30 天过期，certbot renew 是 system cron 自动跑的，不用管
| env | version |¶|---|---|¶| staging | {ver} |¶| prod | {ver} |
价格页改成 ${price}/month，AB test 跑一周
rust 1.78 升级后 clippy 多了好多 warning
Go module proxy 超时，换成 goproxy.cn 就好了
DB migration 跑了 {dur}，lock 了 orders 表，下次要 online DDL
sha256 对上了：{sha}，artifact 没被篡改
{pkg} 的 changelog 里说 {ver} 修了 memory leak，upgrade 一下
""")


# ================================================================ machinery
_UK_HINT = ("Manchester", "Leeds", "Bristol", "Glasgow", "Cardiff", "Sheffield", "London", "{city_uk}",
            "United Kingdom", ",GB")
_US_HINT = ("Austin", "Denver", "Seattle", "Boston", "Madison", "Raleigh", "Phoenix", "San Diego",
            "Atlanta", "Columbus", "Portland", "Chicago", "{city_us}", "USPS", "W-9")


def _kind_for(cat: str, kind: str, tpl: str, lang: str) -> str:
    """Template-aware default kinds (keep address values consistent with the city around them)."""
    if kind != "any":
        return kind
    if cat == "address":
        if "{loc_zh}" in tpl or "{city_zh}" in tpl or lang == "zh":
            return "cn"
        if any(h in tpl for h in _UK_HINT):
            return "uk"
        if any(h in tpl for h in _US_HINT):
            return "us"
        return "us" if lang == "en" else "cn"
    return kind


def _render(tpl: str, cat: str, lang: str, gen: Gen, fill: Fill) -> Sample | None:
    found: list[str] = []

    def sub(m: re.Match) -> str:
        tok = m.group(1)
        if tok.startswith("V"):
            found.append(tok[2:] if ":" in tok else "any")
            return SENTINEL
        val = fill.get(tok)
        return m.group(0) if val is None else val

    skeleton = TOKEN.sub(sub, tpl)
    assert len(found) == 1, (cat, lang, tpl)
    kind = _kind_for(cat, found[0], tpl, lang)
    value = gen.value(cat, kind, lang)
    start = skeleton.index(SENTINEL)
    text = skeleton.replace(SENTINEL, value)
    if text.count(value) != 1:
        return None
    return Sample(text=text, category=cat, lang=lang, start=start, end=start + len(value))


def samples() -> list[Sample]:
    gen = Gen()
    fill = Fill(random.Random(4040))
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            tpls = T[(cat, lang)]
            assert len(tpls) >= 25, (cat, lang, len(tpls))
            for i in range(N_PER_CELL):
                tpl = tpls[i % len(tpls)]
                for _ in range(30):
                    s = _render(tpl, cat, lang, gen, fill)
                    if s is not None:
                        break
                else:
                    raise RuntimeError(f"cannot place a unique value: {cat}/{lang}: {tpl!r}")
                assert s.text.count(s.value) == 1 and s.text[s.start:s.end] == s.value
                out.append(s)
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    fill = Fill(random.Random(40404))
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        tpls = B[lang]
        assert len(tpls) >= 25, (lang, len(tpls))
        seen: set[str] = set()
        i = 0
        while len(seen) < N_BENIGN and i < N_BENIGN * 20:
            tpl = tpls[i % len(tpls)]
            i += 1
            text = TOKEN.sub(lambda m: fill.get(m.group(1)) or m.group(0), tpl)
            assert "{V" not in text
            if text not in seen:
                seen.add(text)
                out.append((lang, text))
        assert len(seen) >= N_BENIGN, (lang, len(seen))
    return out


if __name__ == "__main__":
    report("D", samples(), benign_with_lang())
