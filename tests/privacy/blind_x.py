# ruff: noqa
"""Blind privacy corpus X — a sixth independent acceptance corpus.

Style: what agents are actually handed in conversations and tools, sampled by a privacy
engineer at a customer: (1) chat / IM transcripts (WeChat, DingTalk, Slack, Discord, Teams
exports with timestamps, forwarded messages, @mentions), (2) developer terminal sessions and
tool output (shell prompts, ssh/scp/git/docker/kubectl/psql, connection strings, stack traces,
CI logs, crontabs, .netrc/.pgpass/.npmrc, compose/k8s YAML, HTTP requests), (3) documents
pasted from work apps (tickets, minutes, invoices, confirmations, notices, résumés), and
(4) voice-assistant dictation without punctuation and with oddly spaced / spelled numbers —
in English, Chinese and code-switched text, as sentences, key: value lines, bullets and
JSON/YAML/INI snippets. About a quarter of the templates are hard cases (weak or no cue, value
before the cue, value among similar benign items, quotes/brackets, full-width forms, no
spaces in Chinese, UPPER/lower case).

Author note: written blind — without reading the gate's source, its tests (other than
blind_common.py), SECURITY.md, CHANGELOG.md or history, and without running the gate.

Seeds: Faker seed 9701 (en_US, en_GB, zh_CN instances), random seed 9702. No Faker call
depends on the current time, so the corpus is identical on every run.
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

FAKER_SEED = 9701
RANDOM_SEED = 9702
PER_CELL = 250
BENIGN_PER_LANG = 400
HARD_SHARE = 0.25
NL = "¶"
_T0, _T1 = datetime(2020, 1, 1), datetime(2024, 12, 31)  # pins time-dependent Faker calls  # newline marker inside one-line templates

# ---------------------------------------------------------------------------- helpers

_B62 = string.ascii_letters + string.digits
_B64U = _B62 + "-_"
_HEX = "0123456789abcdef"
_FW = {ord(c): ord(c) + 0xFEE0 for c in string.digits + string.ascii_letters + "-@.:"}


def fullwidth(s: str) -> str:
    return s.translate(_FW)


def luhn_ok(num: str) -> bool:
    ds = [int(c) for c in num if c.isdigit()][::-1]
    tot = 0
    for i, d in enumerate(ds):
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(prefix: str, length: int, rng: random.Random) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    for c in string.digits:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def iban_make(country: str, bban: str) -> str:
    raw = bban + country + "00"
    num = int("".join(str(int(ch, 36)) for ch in raw))
    check = 98 - num % 97
    return f"{country}{check:02d}{bban}"


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


_CN_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def cn_id(rng: random.Random) -> str:
    area = rng.choice(["110105", "310115", "440305", "330106", "510107", "420111", "320102",
                       "610113", "370212", "500103", "120104", "350203", "430104", "210106"])
    y = rng.randint(1955, 2006)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    body = f"{area}{y}{m:02d}{d:02d}{rng.randint(0, 999):03d}"
    s = sum(int(a) * w for a, w in zip(body, _CN_W))
    return body + "10X98765432"[s % 11]


def cn_id_ok(v: str) -> bool:
    s = sum(int(a) * w for a, w in zip(v[:17], _CN_W))
    return v[17].upper() == "10X98765432"[s % 11]


def rnd(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


_EN_DIGIT = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_ZH_DIGIT = "零一二三四五六七八九"
_ZH_NUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]

# words that must not be a whole name part / handle (common English words)
_COMMON = {
    "will", "may", "june", "april", "rose", "mark", "bill", "grant", "hope", "joy", "faith",
    "summer", "autumn", "dawn", "rich", "young", "long", "white", "black", "brown", "green",
    "king", "hill", "wood", "ford", "may", "page", "hall", "lane", "park", "rice", "bell",
    "cash", "case", "chase", "price", "reed", "rivers", "ray", "frank", "gay", "hunt", "day",
    "love", "moon", "stone", "star", "sky", "english", "french", "mason", "miles", "jack",
    "rock", "dale", "art", "guy", "pat", "don", "sue", "max", "bob", "gene", "lee", "drew",
}

# ---------------------------------------------------------------------------- value generators


class Gen:
    def __init__(self) -> None:
        self.us = Faker("en_US")
        self.gb = Faker("en_GB")
        self.zh = Faker("zh_CN")
        for i, f in enumerate((self.us, self.gb, self.zh)):
            f.seed_instance(FAKER_SEED + i)
        self.rng = random.Random(RANDOM_SEED)

    # -- small utilities
    def pick(self, seq):
        return self.rng.choice(seq)

    def en(self) -> Faker:
        return self.us if self.rng.random() < 0.6 else self.gb

    # -- secret -------------------------------------------------------------------------
    def secret(self, lang: str, kind: str | None = None):
        r = self.rng
        k = {"url": 14, "block": 13}.get(kind or "", None)
        if k is None:
            k = r.choice([i for i in range(17) if i not in (13, 14)])
        if k == 0:
            return "", "AKIA" + rnd(r, string.ascii_uppercase + "234567", 16), ""
        if k == 1:
            return "", rnd(r, _B62 + "/+", 40), ""  # AWS secret access key
        if k == 2:
            return "", r.choice(["ghp_", "gho_", "ghs_"]) + rnd(r, _B62, 36), ""
        if k == 3:
            return "", "github_pat_" + rnd(r, _B62, 22) + "_" + rnd(r, _B62, 59), ""
        if k == 4:
            return "", (f"{r.choice(['xoxb', 'xoxp'])}-{r.randint(10**10, 10**13)}-"
                        f"{r.randint(10**10, 10**13)}-{rnd(r, _B62, 24)}"), ""
        if k == 5:
            return "", r.choice(["sk-proj-", "sk-"]) + rnd(r, _B64U, r.choice([48, 56, 64])), ""
        if k == 6:
            return "", "sk-ant-api03-" + rnd(r, _B64U, 93) + "AA", ""
        if k == 7:
            return "", r.choice(["sk_live_", "rk_live_", "sk_test_"]) + rnd(r, _B62, r.choice([24, 34, 99])), ""
        if k == 8:
            return "", "AIza" + rnd(r, _B64U, 35), ""
        if k == 9:
            return "", "hf_" + rnd(r, string.ascii_letters, 34), ""
        if k == 10:
            return "", "SG." + rnd(r, _B64U, 22) + "." + rnd(r, _B64U, 43), ""
        if k == 11:
            return "", f"{r.randint(10**8, 10**10 - 1)}:AA{rnd(r, _B64U, 33)}", ""
        if k == 12:
            head = b64url(json.dumps({"alg": r.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
            body = b64url(json.dumps({"sub": rnd(r, _HEX, 12), "iat": 1717000000 + r.randint(0, 10**7),
                                      "scope": r.choice(["read", "admin", "repo"])}, separators=(",", ":")).encode())
            return "", f"{head}.{body}.{rnd(r, _B64U, 43)}", ""
        if k == 13:
            kind = r.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
            lines = [rnd(r, _B62 + "+/", 64) for _ in range(r.randint(3, 6))] + [rnd(r, _B62 + "+/", r.randint(10, 60)) + "=="]
            return "", f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----", ""
        if k == 14:  # credentials inside a URL: the password part is planted
            scheme, host = r.choice([("postgres", "db.internal:5432/app"), ("mysql", "10.0.3.7:3306/shop"),
                                     ("redis", "cache-01:6379/0"), ("mongodb+srv", "cluster0.mongodb.net/prod"),
                                     ("https", "git.corp.example/team/repo.git"), ("amqp", "mq.internal:5672/%2f")])
            user = r.choice(["svc_app", "deploy", "admin", "ci", "readonly", "etl_job", "root"])
            pw = rnd(r, _B62, r.randint(14, 24)) + r.choice(["", "!", "#9", "x7"])
            return f"{scheme}://{user}:", pw, f"@{host}"
        if k == 15:
            return "", rnd(r, _HEX, r.choice([32, 40, 64])), ""
        return "", rnd(r, _B62, r.choice([32, 40])) + r.choice(["", "==", "_" + rnd(r, _B62, 8)]), ""

    # -- password ---------------------------------------------------------------------
    def password(self, lang: str, kind: str | None = None):
        r = self.rng
        k = r.randrange(7)
        if k in (0, 1):
            f = self.pick([self.us, self.gb, self.zh])
            v = f.password(length=r.randint(9, 18), special_chars=r.random() < 0.7)
        elif k == 2:
            words = [w for w in self.us.words(8) if len(w) > 3][:4]
            v = r.choice(["-", " ", "_", "."]).join(words[:3]) + r.choice(["", "7", "!", "42"])
            if len(v) < 12:
                v += "-" + rnd(r, string.digits, 3)
        elif k == 3:
            v = r.choice(["Woaini", "Qwer", "Hello", "Sunny", "Dragon", "Tiger", "Panda", "Moon"]) + \
                r.choice(["@", "#", "!", "_", "."]) + str(r.randint(1980, 2025)) + rnd(r, "!#$%&*", 1)
        elif k == 4:
            v = rnd(r, string.ascii_lowercase, 3) + rnd(r, string.digits, 4) + rnd(r, string.ascii_uppercase, 2) + rnd(r, "!@#$%^&*", 1)
        elif k == 5:
            v = rnd(r, _B62 + "!@#%^*()-_=+", r.randint(10, 20))
        else:
            v = "P" + rnd(r, string.ascii_lowercase, 4) + r.choice(["$", "%", "&"]) + rnd(r, string.digits, 5) + "z"
        if not (re.search(r"\d", v) or re.search(r"[^A-Za-z]", v)):
            v += "9!"
        return "", v, ""

    # -- email ------------------------------------------------------------------------
    def email(self, lang: str, kind: str | None = None):
        r = self.rng
        f = self.zh if (lang == "zh" and r.random() < 0.6) or (lang == "mixed" and r.random() < 0.4) else self.en()
        m = r.choice([f.email, f.free_email, f.company_email, f.ascii_email, f.ascii_company_email, f.safe_email])
        v = m()
        k = r.random()
        if k < 0.08:
            v = v.upper()
        elif k < 0.14:
            u, d = v.split("@")
            v = f"{u}+{r.choice(['news', 'jira', 'ci', 'shop'])}@{d}"
        elif k < 0.2:
            v = f"{self.zh.user_name()}{r.randint(1, 999)}@{r.choice(['qq.com', '163.com', '126.com', 'foxmail.com', 'sina.com', 'aliyun.com'])}"
        elif k < 0.24:
            v = f"{r.randint(10000, 999999999)}@qq.com"
        return "", v, ""

    # -- phone ------------------------------------------------------------------------
    def phone(self, lang: str, kind: str | None = None):
        r = self.rng
        zhish = lang == "zh" or (lang == "mixed" and r.random() < 0.6)
        k = r.random()
        if zhish:
            d = "1" + r.choice("3456789") + rnd(r, string.digits, 9)
            if k < 0.3:
                v = self.zh.phone_number()
            elif k < 0.45:
                v = f"{d[:3]} {d[3:7]} {d[7:]}"
            elif k < 0.55:
                v = f"{d[:3]}-{d[3:7]}-{d[7:]}"
            elif k < 0.65:
                v = "+86 " + d if r.random() < 0.5 else "+86-" + d
            elif k < 0.77:
                a = r.choice(["010", "021", "020", "0755", "0571", "028", "027"])
                v = f"{a}-{rnd(r, '23456789', 1)}{rnd(r, string.digits, 7 if len(a) == 3 else 6)}"
                if r.random() < 0.3:
                    v += f" 转{r.randint(100, 8999)}"
            elif k < 0.85:
                v = fullwidth(d)
            elif k < 0.92:
                v = "".join(_ZH_DIGIT[int(c)] for c in d)
            else:
                v = self.zh.phone_number()
        else:
            if k < 0.3:
                v = self.us.phone_number()
            elif k < 0.5:
                v = self.gb.phone_number()
            elif k < 0.58:
                v = "+" + self.us.msisdn()[:11]
            elif k < 0.68:
                v = f"({r.randint(201, 989)}) {r.randint(200, 999)}-{r.randint(1000, 9999)}"
                if r.random() < 0.4:
                    v += f" ext. {r.randint(10, 9999)}"
            elif k < 0.78:
                v = f"07{r.randint(100, 999)} {r.randint(100000, 999999)}"
            elif k < 0.86:
                v = f"+44 20 {r.randint(7000, 8999)} {r.randint(1000, 9999)}"
            elif k < 0.93:
                digits = str(r.randint(201, 989)) + str(r.randint(200, 999)) + str(r.randint(1000, 9999))
                v = " ".join(_EN_DIGIT[int(c)] for c in digits)
            else:
                v = f"{r.randint(201, 989)}.{r.randint(200, 999)}.{r.randint(1000, 9999)}"
        return "", v, ""

    # -- address ----------------------------------------------------------------------
    _ZH_ROADS = ["中山", "解放", "人民", "建设", "和平", "长江", "延安", "南京", "淮海", "滨江", "科技",
                 "文三", "学院", "东风", "新华", "青年", "复兴", "天府", "光明", "黄河", "振兴", "迎宾"]

    def zh_street(self) -> str:
        r = self.rng
        if r.random() < 0.35:
            s = self.zh.street_name()
        else:
            s = r.choice(self._ZH_ROADS) + r.choice(["路", "东路", "西路", "南路", "北路", "大道", "街", "大街", "中路"])
        return s

    def address(self, lang: str, kind: str | None = None):
        r = self.rng
        zhish = lang == "zh" or (lang == "mixed" and r.random() < 0.6)
        if zhish:
            st = self.zh_street()
            k = r.randrange(6)
            n = r.randint(1, 1999)
            if k == 0:
                v = f"{st}{n}号{r.randint(1, 30)}栋{r.randint(1, 6)}单元{r.randint(1, 33)}0{r.randint(1, 8)}室"
            elif k == 1:
                v = f"{st}{n}号{r.choice('ABCDE')}座{r.randint(2, 40)}{r.randint(1, 20):02d}"
            elif k == 2:
                v = f"{st}{r.randint(1, 999)}弄{r.randint(1, 80)}号{r.randint(1, 28)}0{r.randint(1, 6)}室"
            elif k == 3:
                v = f"{st}{n}号院{r.randint(1, 20)}号楼{r.randint(1, 4)}门{r.randint(101, 2405)}"
            elif k == 4:
                v = f"{st}{n}号"
            else:
                v = f"{st}{n}号{r.randint(2, 30)}楼{r.randint(1, 30):02d}室"
            if r.random() < 0.08:
                v = fullwidth(v)
            return "", v, ""
        k = r.randrange(6)
        if k in (0, 1):
            v = self.us.street_address()
        elif k == 2:
            v = self.gb.street_address()
        elif k == 3:
            v = f"Flat {r.randint(1, 40)}{r.choice(['', 'A', 'B'])}, {r.randint(1, 250)} {self.gb.street_name()}"
        elif k == 4:
            v = f"{self.us.building_number()} {self.us.street_name()}, {r.choice(['Apt', 'Unit', 'Suite', '#'])} {r.randint(1, 999)}"
        else:
            v = f"{r.randint(1, 99)} {self.gb.last_name()} {r.choice(['Road', 'Lane', 'Close', 'Crescent', 'Avenue', 'Mews', 'Gardens'])}"
        if r.random() < 0.06:
            v = v.upper()
        return "", v.replace("\n", ", "), ""

    # -- government id ----------------------------------------------------------------
    def nino(self) -> str:
        r = self.rng
        first = r.choice("ABCEGHJKLMNOPRSTWXYZ")
        second = r.choice("ABCEGHJKLMNPRSTWXYZ")
        if first + second in ("GB", "BG", "NK", "KN", "TN", "NT", "ZZ"):
            second = "A"
        d = rnd(r, string.digits, 6)
        suf = r.choice("ABCD")
        return r.choice([f"{first}{second}{d}{suf}", f"{first}{second} {d[:2]} {d[2:4]} {d[4:]} {suf}"])

    def government_id(self, lang: str, kind: str | None = None):
        r = self.rng
        zhish = lang == "zh" or (lang == "mixed" and r.random() < 0.55)
        if kind == "cnid":
            zhish = True
            k = r.choice([0.1, 0.1, 0.1, 0.5, 0.8, 0.9])
        elif kind == "passport":
            k = 0.7 if zhish else r.choice([0.8, 0.9])
        elif kind == "ssn":
            zhish, k = False, r.choice([0.1, 0.2, 0.4])
        elif kind == "nino":
            zhish, k = False, 0.5
        elif kind == "bare":  # no cue at all: only self-evident formats
            k = r.choice([0.1, 0.8, 0.9]) if zhish else r.choice([0.1, 0.5, 0.6])
        else:
            k = r.random()
        if zhish:
            if k < 0.45:
                v = cn_id(r)
            elif k < 0.6:
                v = self.zh.ssn()
            elif k < 0.75:
                v = r.choice(["E", "EA", "EB", "G"]) + rnd(r, string.digits, 8 if r.random() < 0.6 else 7)
            elif k < 0.85:
                v = fullwidth(cn_id(r))
            else:
                v = cn_id(r)
                v = f"{v[:6]} {v[6:14]} {v[14:]}"
            return "", v, ""
        if k < 0.35:
            v = self.us.ssn()
        elif k < 0.45:
            v = self.us.ssn().replace("-", "")
        elif k < 0.7:
            v = self.nino()
        elif k < 0.85:
            v = self.us.passport_number()
        else:
            v = rnd(r, string.digits, 9)  # UK passport
        return "", v, ""

    # -- financial --------------------------------------------------------------------
    def financial(self, lang: str, kind: str | None = None):
        r = self.rng
        zhish = lang == "zh" or (lang == "mixed" and r.random() < 0.5)
        if kind == "card":
            k = r.choice([0.35, 0.35, 0.35, 0.1, 0.96]) if zhish else r.choice([0.1, 0.2, 0.96])
        elif kind == "iban":
            k = r.choice([0.5, 0.6])
        elif kind == "aba":
            k = 0.7
        elif kind == "sortcode":
            k = 0.9
        elif kind == "bare":
            k = r.choice([0.1, 0.2, 0.35, 0.5, 0.6, 0.96])
        elif kind == "account":
            k = r.choice([0.5, 0.6, 0.8, 0.8, 0.9] if not zhish else [0.8, 0.35, 0.5])
        else:
            k = r.random()
        if k < 0.3:
            v = self.us.credit_card_number(card_type=r.choice(["visa16", "mastercard", "amex", "discover", "jcb16", "visa19"]))
            if r.random() < 0.4 and len(v) == 16:
                sep = r.choice([" ", "-"])
                v = sep.join(v[i:i + 4] for i in range(0, 16, 4))
        elif k < 0.42:
            v = luhn_complete(r.choice(["62", "622848", "621700", "625800"]), r.choice([16, 19]), r)
            if r.random() < 0.3:
                v = " ".join(v[i:i + 4] for i in range(0, len(v), 4))
        elif k < 0.58:
            c = r.choice(["GB", "DE", "FR", "NL", "ES", "IE"])
            if c == "GB":
                b = rnd(r, string.ascii_uppercase, 4) + rnd(r, string.digits, 14)
            elif c == "DE":
                b = rnd(r, string.digits, 18)
            elif c == "FR":
                b = rnd(r, string.digits, 23)
            elif c == "NL":
                b = rnd(r, string.ascii_uppercase, 4) + rnd(r, string.digits, 10)
            elif c == "ES":
                b = rnd(r, string.digits, 20)
            else:
                b = rnd(r, string.ascii_uppercase, 4) + rnd(r, string.digits, 14)
            v = iban_make(c, b)
            assert iban_ok(v)
            if r.random() < 0.35:
                v = " ".join(v[i:i + 4] for i in range(0, len(v), 4))
        elif k < 0.66:
            v = self.gb.iban()
        elif k < 0.76:
            v = self.us.aba()
        elif k < 0.86:
            v = self.us.bban() if r.random() < 0.4 else rnd(r, string.digits, r.randint(8, 12))
        elif k < 0.93:
            v = f"{r.randint(10, 99)}-{r.randint(10, 99)}-{r.randint(10, 99)} {rnd(r, string.digits, 8)}"  # sort code + account
        else:
            v = fullwidth(luhn_complete("62", 19, r)) if lang != "en" else luhn_complete("4", 16, r)
        return "", v, ""

    # -- person name ------------------------------------------------------------------
    def _clean_name(self, v: str) -> bool:
        return all(p.lower().strip(".") not in _COMMON for p in v.split()) and len(v) >= 2

    def person_name(self, lang: str, kind: str | None = None):
        r = self.rng
        zhish = lang == "zh" or (lang == "mixed" and r.random() < 0.5)
        for _ in range(50):
            if zhish:
                k = r.random()
                if k < 0.5:
                    v = self.zh.name()
                elif k < 0.7:
                    v = self.zh.name_male() if r.random() < 0.5 else self.zh.name_female()
                elif k < 0.85:
                    v = self.zh.last_name() + self.zh.first_name()
                else:
                    v = self.zh.last_name() + r.choice(["子涵", "欣怡", "浩然", "宇轩", "梓萱", "一诺", "思远", "雨桐"])
                if len(v) > 4:
                    continue
            else:
                f = self.en()
                k = r.random()
                if k < 0.3:
                    v = f.name()
                    v = re.sub(r"^(Mr\.|Mrs\.|Ms\.|Dr\.|Miss|Mx\.) ", "", v)
                    v = re.sub(r" (Jr\.|Sr\.|MD|PhD|DDS|DVM|II|III|IV)$", "", v)
                elif k < 0.5:
                    v = f.name_male() if r.random() < 0.5 else f.name_female()
                    v = re.sub(r"^(Mr\.|Mrs\.|Ms\.|Dr\.|Miss|Mx\.) ", "", v)
                    v = re.sub(r" (Jr\.|Sr\.|MD|PhD|DDS|DVM|II|III|IV)$", "", v)
                elif k < 0.65:
                    v = f"{f.first_name()} {f.last_name()}"
                elif k < 0.75:
                    v = f"{f.first_name()} {r.choice(string.ascii_uppercase)}. {f.last_name()}"
                elif k < 0.85:
                    v = f"{f.prefix()} {f.last_name()}"
                elif k < 0.92:
                    v = f"{f.last_name()}, {f.first_name()}"
                else:
                    v = f"{f.first_name()} {f.last_name()}-{f.last_name()}"
                if r.random() < 0.05:
                    v = v.upper()
                elif r.random() < 0.04:
                    v = v.lower()
            if self._clean_name(v):
                return "", v, ""
        return "", v, ""

    # -- username ---------------------------------------------------------------------
    def handle(self) -> str:
        r = self.rng
        for _ in range(50):
            k = r.random()
            if k < 0.45:
                v = self.pick([self.us, self.gb]).user_name()
            elif k < 0.65:
                v = self.zh.user_name()
            elif k < 0.8:
                v = self.us.first_name().lower() + r.choice(["_", ".", "-", ""]) + r.choice([self.us.last_name().lower(), str(r.randint(1, 9999))])
            elif k < 0.9:
                v = r.choice(["dev", "the", "real", "its", "mr", "iam", "x"]) + r.choice(["_", ""]) + self.zh.user_name() + str(r.randint(0, 99))
            else:
                v = self.us.last_name().lower()[:5] + rnd(r, string.ascii_lowercase, 1) + str(r.randint(10, 999))
            if len(v) >= 5 and v.lower() not in _COMMON and not v.isdigit():
                return v
        return v

    def username(self, lang: str, kind: str | None = None):
        return "", self.handle(), ""

    # -- home path --------------------------------------------------------------------
    def home_path(self, lang: str, kind: str | None = None):
        r = self.rng
        u = self.handle().replace(".", "") if r.random() < 0.6 else r.choice([self.zh.user_name(), self.us.first_name().lower()])
        if u.lower() in _COMMON or len(u) < 4:
            u = u + str(r.randint(1, 99))
        k = r.random()
        tail_u = r.choice(["/projects/api/src/main.py", "/.ssh/id_ed25519", "/code/web/node_modules", "/.config/gcloud/credentials.db",
                           "/Downloads/report_q3.xlsx", "/work/repo/.env", "/.kube/config", "/venv/lib/python3.11/site-packages",
                           "/go/src/svc", "/Desktop/notes.md", "/.npmrc", "/data/train.csv"])
        tail_w = r.choice(["\\AppData\\Local\\Temp\\build.log", "\\Documents\\contract.docx", "\\source\\repos\\App\\Program.cs",
                           "\\.aws\\credentials", "\\Desktop\\截图.png", "\\AppData\\Roaming\\npm", "\\OneDrive\\budget.xlsx"])
        if k < 0.4:
            return "", f"/home/{u}", tail_u
        if k < 0.7:
            return "", f"/Users/{u}", tail_u
        if k < 0.92:
            return "", f"C:\\Users\\{u}", tail_w
        return "", f"c:\\users\\{u.lower()}", tail_w.lower()

    # -- schedule ---------------------------------------------------------------------
    def schedule(self, lang: str, kind: str | None = None):
        r = self.rng
        zhish = lang == "zh" or (lang == "mixed" and r.random() < 0.5)
        if zhish:
            k = r.random()
            h = r.randint(5, 11)
            if k < 0.2:
                v = r.choice(["早上", "上午", "清晨"]) + _ZH_NUM[h] + "点" + r.choice(["", "半", "一刻", "十分"])
            elif k < 0.4:
                hh = r.randint(6, 11)
                v = r.choice(["晚上", "夜里", "下午", "傍晚"]) + (str(hh) if r.random() < 0.5 else _ZH_NUM[hh]) + "点" + r.choice(["", "半", "钟"])
            elif k < 0.55:
                v = f"{r.choice(['早上', '晚上', '凌晨', '中午'])}{r.randint(1, 12)}:{r.choice(['00', '15', '30', '45'])}"
            elif k < 0.7:
                v = f"{_ZH_NUM[r.randint(1, 12)]}点{r.choice(['半', '一刻', '三刻', '二十'])}"
            elif k < 0.82:
                hh = r.randint(5, 23)
                v = f"{hh}点{r.choice(['', '半', '30分', '15'])}"
                if v.endswith("点"):
                    v = ("早上" if hh < 12 else "下午" if hh < 18 else "晚上") + v
            elif k < 0.92:
                v = self.zh.date_time_between_dates(_T0, _T1).strftime("%H:%M")
            else:
                v = fullwidth(f"{r.randint(5, 23)}:{r.choice(['00', '30'])}")
            return "", v, ""
        k = r.random()
        h = r.randint(1, 12)
        if k < 0.25:
            v = f"{h}{r.choice(['am', 'pm', ' am', ' pm', 'AM', 'PM', ' a.m.', ' p.m.'])}"
        elif k < 0.45:
            v = f"{h}:{r.choice(['15', '30', '45', '05', '50'])}{r.choice(['am', 'pm', ' am', ' pm', ' AM', ' PM'])}"
        elif k < 0.6:
            word = _EN_DIGIT[h] if h < 10 else ["ten", "eleven", "twelve"][h - 10]
            v = r.choice(["half past ", "quarter past ", "quarter to "]) + word
        elif k < 0.72:
            v = self.us.date_time_between_dates(_T0, _T1).strftime("%H:%M")
        elif k < 0.82:
            word = _EN_DIGIT[h] if h < 10 else ["ten", "eleven", "twelve"][h - 10]
            tail = r.choice(["thirty", "fifteen", "forty five", "o'clock"])
            v = f"{word} {tail}"
        elif k < 0.9:
            v = f"{h} o'clock"
        else:
            v = self.us.date_time_between_dates(_T0, _T1).strftime("%I:%M %p")
        return "", v, ""

    # -- geo --------------------------------------------------------------------------
    _EN_HOODS = ["Shoreditch", "Clapham Junction", "Hackney Wick", "Brixton", "Notting Hill", "Headingley",
                 "Jesmond", "Didsbury", "Williamsburg", "Park Slope", "Mission District", "Capitol Hill",
                 "Back Bay", "Wicker Park", "Georgetown", "Ballard", "Fishtown", "Roxbury", "Bushwick",
                 "Stockbridge", "Crouch End", "Walthamstow", "Moseley", "Clifton Village"]
    _ZH_HOODS_A = ["翠湖", "阳光", "金地", "万科", "保利", "绿地", "华润", "星河", "锦绣", "龙湖", "融创",
                   "世纪", "紫荆", "枫林", "桃源", "碧水", "御景", "东方", "丽都", "金色"]
    _ZH_HOODS_B = ["花园", "小区", "家园", "名苑", "新村", "华庭", "雅苑", "城市花园", "春天", "蓝湾", "嘉园", "公馆"]
    _ZH_AREAS = ["望京", "五道口", "陆家嘴", "徐家汇", "天通苑", "回龙观", "科技园", "前海", "滨江", "西溪", "光谷", "牛市口"]

    def geo(self, lang: str, kind: str | None = None):
        r = self.rng
        zhish = lang == "zh" or (lang == "mixed" and r.random() < 0.55)
        if kind == "coords":
            k = 0.1
        elif kind == "postcode":
            k = 0.6 if zhish else r.choice([0.4, 0.6])
        elif kind == "bare":
            k = 0.1 if zhish else r.choice([0.1, 0.6])
        elif kind == "hood":
            k = (0.4 if r.random() < 0.7 else 0.9) if zhish else r.choice([0.8, 0.9])
        else:
            k = r.random()
        if k < 0.3:
            f = self.zh if zhish else self.en()
            if zhish:
                lat, lon = r.uniform(20, 45), r.uniform(100, 125)
            else:
                lat, lon = float(f.latitude()), float(f.longitude())
                if r.random() < 0.5:
                    lat, lon = r.uniform(50, 56), r.uniform(-4, 1.5)
            p = r.choice([4, 5, 6])
            v = r.choice([f"{lat:.{p}f}, {lon:.{p}f}", f"{lat:.{p}f},{lon:.{p}f}", f"({lat:.{p}f}, {lon:.{p}f})"])
            return "", v, ""
        if zhish:
            if k < 0.55:
                v = r.choice(self._ZH_HOODS_A) + r.choice(self._ZH_HOODS_B)
                if r.random() < 0.3:
                    v += r.choice(["一期", "二期", "三期", "北区", "南区"])
            elif k < 0.8:
                v = self.zh.postcode()
            else:
                v = r.choice(self._ZH_AREAS)
            return "", v, ""
        if k < 0.5:
            v = self.us.zipcode() if r.random() < 0.6 else self.us.zipcode_plus4()
        elif k < 0.75:
            v = self.gb.postcode()
            if r.random() < 0.1:
                v = v.lower()
        elif k < 0.88:
            v = r.choice(self._EN_HOODS)
        else:
            v = f"{self.gb.last_name()} {r.choice(['Heights', 'Estate', 'Village', 'Green', 'Park Estate', 'Meadows'])}"
        return "", v, ""


# ---------------------------------------------------------------------------- templates
# One template per line. «v» = planted value («@v» = value written with its @, span includes
# the @). Other «…» are benign fillers. A leading "!" marks a hard case. ¶ = newline.

T: dict[tuple[str, str], str] = {}

T["secret", "en"] = r"""
[«ts»] ops-bot: rotated the deploy key, new one is «v» — update the runner secrets
$ export AWS_SECRET_ACCESS_KEY=«v»¶$ aws s3 ls s3://build-artifacts
{"service": "billing", "api_key": "«v»", "region": "us-east-1"}
- name: SLACK_BOT_TOKEN¶  value: "«v»"
[default]¶aws_access_key_id = «v»¶region = eu-west-2
curl -H "Authorization: Bearer «v»" https://api.«host»/v1/models
ticket «tk» comment: customer pasted their live key «v» in the chat, please revoke
//registry.npmjs.org/:_authToken=«v»
machine api.«host» login ci password «v»
Step 4/9 : ENV HF_TOKEN=«v»¶ ---> Running in «sha»
token: «v»¶scope: repo,workflow¶expires: never
DATABASE_URL=«v»
git remote set-url origin «v»
the webhook signing secret is «v» dont share it outside the team
okay so the stripe key is «v» put it in the vault when you get a sec
client_secret='«v»'
 File "/app/settings.py", line 12, in <module>¶    OPENAI_API_KEY = "«v»"¶KeyError: 'MODEL'
!«v»
!can you check why «v» returns 401 on the staging box
!fwd from #infra: «v» (old one, revoked?) vs ghp_placeholder (docs)
!<«v»>
!commit «sha» leaked «v» in config/prod.yml, force-push scheduled
!KEY=«v» PORT=«port» DEBUG=false
!"«v»",
!echo «v» | docker login ghcr.io --password-stdin
!jwt «v» decoded fine but sig check fails
""".strip().splitlines()

T["secret", "zh"] = r"""
[«ts»] 运维小助手：新的部署密钥是 «v»，请更新到流水线变量里
同步一下：测试环境的 API Key 已换成 «v»
工单«tk»备注：客户在对话里贴出了 «v»，需要立即作废
{"应用": "支付网关", "密钥": "«v»", "环境": "生产"}
配置项：¶- 访问令牌：«v»¶- 区域：华东2
钉钉机器人 webhook 的签名秘钥为«v»不要外传
把这个 token 填到 .env 里：OPENAI_API_KEY=«v»
私钥如下，请保存到服务器¶«v»
[转发] 运维群：阿里云 AccessKey Secret «v» 已经在控制台禁用
语音备忘 新的接口凭证是 «v» 记得明天换掉
数据库连接串：«v»
报错信息：认证失败，使用的令牌 «v» 已过期
飞书开放平台 app_secret：«v»
请勿把 «v» 提交到 git 仓库
第三方回调用的 secret 改成了«v»
部署脚本里 export GITHUB_TOKEN=«v» 这一行要删掉
密钥轮换记录 «d»：旧值作废，新值 «v»
!«v»
!这个是啥«v»
!【«v»】
!刚才那串«v»别用了
!上线清单：版本«ver»，镜像«sha»，凭据«v»，端口«port»
!“«v»”
!令牌«v»已生效
!复制：«v»
""".strip().splitlines()

T["secret", "mixed"] = r"""
[«ts»] 小王: staging 的 access token 换成 «v» 了，记得 redeploy
兄弟们 prod 的 API key 是 «v» 别贴到 public channel
CI 挂了，log 里打印出了 secret：«v»
请在 GitHub Actions 里新建 secret，value 填 «v»
{"env": "prod", "token": "«v»", "备注": "临时用"}
k8s Secret 里 data.password 写的是 «v»，已经 base64 过吗？
.pgpass 那行密码段我改成了«v»，你 reload 一下
用 «v» 调一下 Anthropic 的 API 看看 rate limit
这个 bot token «v» 是 Telegram 那边给的
[forwarded] Jira «tk»: 用户把 Stripe live key «v» 贴进了 description
export HF_TOKEN=«v» 然后再跑 huggingface-cli login
connection string 用这个：«v»
签名用的 JWT 是 «v»，明天过期
Redis URL 更新为 «v»，旧的下线
私钥 block 如下，放到 ~/.ssh 里¶«v»
语音输入 新 key 是 «v» 帮我存一下
slack 的 webhook secret 设成 «v» 了
!«v» 这个还能用吗
!ok 就是这个 → «v»
!「«v»」
!env: PORT=«port» VERSION=«ver» KEY=«v»
!log: auth ok token=«v» latency=«n»ms
!«v»（已作废？）
!我刚 rotate 了，«v»
""".strip().splitlines()

T["password", "en"] = r"""
[«ts»] helpdesk: your temporary password is «v» — change it at first login
password: «v»
$ psql "host=db.internal user=report password=«v» dbname=sales"
mysql -u admin -p«v» -h 10.0.4.12 shop
the wifi password for the office is «v»
{"username": "svc-backup", "pw": "«v»"}
login=deploy pw=«v»
db.internal:5432:*:app:«v»
  POSTGRES_PASSWORD: «v»
reset done, new passphrase «v»
okay the passcode is «v» got it
Meeting minutes «d»: vault master passphrase (rotated) = «v»
[smtp]¶user = noreply¶pass = «v»
Your new PIN/password for the portal: «v»
spring.datasource.password=«v»
sshpass -p '«v»' ssh ops@bastion
!login worked with «v»
!try «v» if the old one doesn't work
!"«v»" is what I set for the router
!creds: admin / «v»
!pwd «v»
!PASSWORD=«v»
!(new pw «v»)
!hunter2 was the example but mine is «v»
""".strip().splitlines()

T["password", "zh"] = r"""
[«ts»] 行政小助手：办公室 WiFi 密码是«v»
密码：«v»
你的初始登录密码为 «v»，首次登录后请修改
服务器 root 口令：«v»
{"账号": "财务共享", "密码": "«v»"}
语音记录 邮箱密码改成了 «v» 别忘了
路由器后台的管理密码设的是«v»
数据库连接：用户 report，密码 «v»，库 sales
钉钉通知：VPN 临时密码 «v»，24小时有效
会议纪要：共享盘的访问口令统一为 «v»
我把保险箱密码改成«v»了
登录密码«v»，支付密码另外发
[转发] 张经理：系统账号 admin 密码 «v»
新设的开机密码是 «v»
网银登录密码：«v»（请勿外传）
注册成功！您设置的密码为：«v»
!登录用«v»
!密码是«v»
!就用«v»登录吧
!账号admin／«v»
!pwd：«v»
!（口令«v»）
!上次那个不行，换成«v»试试
!「«v»」这个你记一下
""".strip().splitlines()

T["password", "mixed"] = r"""
[«ts»] IT: 你的 temporary password 是 «v»，first login 要改
wifi 密码 «v»，guest network 那个
psql 连不上，password 我确认是 «v»
在 .env 里 DB_PASSWORD=«v»
Jenkins admin 的 pwd 改成 «v» 了
{"user": "ops", "密码": "«v»"}
VPN 的 passphrase：«v»
docker run -e MYSQL_ROOT_PASSWORD=«v» mysql:8
语音 memo 邮箱 password 是 «v»
my 密码 is «v» 帮我记一下
router admin 密码设成了«v»
login 信息：user=finance, pass=«v»
Zoom 会议 passcode «v»，已发群里
新系统的 initial password：«v»（请尽快修改）
sudo 的时候输 «v» 就行
!login 用 «v»
!试试«v»
!creds 在这：ops / «v»
!「«v»」
!pw=«v»
!old 的不行了，new one «v»
!(pass «v»)
!就这个«v»
""".strip().splitlines()

T["email", "en"] = r"""
[«ts»] support: please reply to «v» with the invoice copy
Email: «v»
From: «v»¶Subject: Re: order «n»¶Date: «d»
git config --global user.email "«v»"
{"contact": "«v»", "plan": "pro"}
reach me at «v» after the holidays
send the signed NDA to «v» by friday
Booking confirmation «n» — we've sent the e-ticket to «v»
Reply-To: <«v»>
cc: «v»
ticket «tk»: reporter «v» says export fails
email address is «v» thats spelled just like it sounds
- contact_email: «v»
Résumé¶Contact — «v» | «city»
Author: build-bot <«v»>
!«v»
!mailto:«v»
!(«v»)
!«v»; noreply@github.com; security@«host»
!"«v»"
!ping «v» about it
!to=«v»&plan=pro
!<«v»>
""".strip().splitlines()

T["email", "zh"] = r"""
[«ts»] 客服：发票会发送到您的邮箱«v»
邮箱：«v»
请把简历发到 «v»，注明应聘岗位
联系邮箱 «v»，工作日回复
{"姓名占位": "略", "电子邮件": "«v»"}
语音记录 我的邮箱是 «v» 你发我一下
会议纪要已同步至 «v»
订单«n»的电子行程单已发送至«v»
有问题可以写信到«v»
家长通知：请将回执扫描发送至 «v»
工单«tk»：用户 «v» 反馈无法登录
E-mail地址：«v»
转发自 «v»：合同终稿见附件
!«v»
!发«v»
!（«v»）
!«v»，谢谢
!抄送«v»
!【«v»】
!邮件«v»收到了吗
!「«v»」
""".strip().splitlines()

T["email", "mixed"] = r"""
[«ts»] HR: offer letter 已经发到 «v»，请查收
email 填 «v» 就可以
帮我把 PPT send 到 «v»
git log 里 author 是 «v»，不是我们 team 的
{"email": "«v»", "来源": "官网表单"}
Jira «tk» reporter：«v»
我的 work email 是 «v»，personal 的不用
Zoom invite 发到 «v» 了
invoice 抬头写公司，收件邮箱 «v»
Slack 上找不到他，直接 mail «v»
语音 memo 邮箱 «v» 记下来
CC 一下 «v»
!«v»
!发 «v» 就行
!(«v»)
!<«v»>
!“«v»”
!«v» 这个 OK 吗
!to: «v», support@«host»
""".strip().splitlines()

T["phone", "en"] = r"""
[«ts»] front desk: call back on «v» when the parcel arrives
Phone: «v»
Tel. «v» (mobile)
{"name": "on file", "mobile": "«v»"}
if you get lost ring me on «v»
Emergency contact number — «v»
Shipping confirmation «n»: the courier will text «v» before delivery
okay dial «v» and ask for billing
Résumé¶Mobile: «v»
- cell: «v»
please update my number to «v» thanks
Contact the clinic on «v» to reschedule
WhatsApp «v» for the keys
!«v»
!«v» — that's the landline
!(«v»)
!nums: «v», order «n», port «port»
!"«v»"
!txt «v»
!call «v» ok
""".strip().splitlines()

T["phone", "zh"] = r"""
[«ts»] 快递小哥：到了给我打电话«v»
手机：«v»
联系电话：«v»
有事打我手机 «v»
{"收件人": "见附件", "电话": "«v»"}
语音 我的号码是 «v» 你存一下
订单«n»：骑手电话 «v»
家长会通知：如有疑问请拨打班主任电话«v»
紧急联系人电话«v»
请拨 «v» 转人工
预约成功，医院会通过«v»短信提醒
座机«v»，工作日可打
简历¶手机号码：«v»
微信同号 «v»
!«v»
!打«v»
!（«v»）
!号码«v»有人接吗
!«v»，晚点回
!【«v»】
!加我«v»
!订单号«n»，电话«v»，门牌见备注
""".strip().splitlines()

T["phone", "mixed"] = r"""
[«ts»] 前台：courier 到了会 call «v»
phone 是 «v»，有事直接打
我的 mobile number：«v»
{"phone": "«v»", "备注": "工作日"}
WhatsApp 和微信都是 «v»
emergency contact 填 «v»
Uber 司机的号码 «v» 打不通
语音 call me at «v» after lunch
订单 «n» 的 delivery contact：«v»
把这个 number 存一下 «v»
hotline «v» 转分机
!«v»
!打 «v»
!(«v»)
!call «v» asap
!「«v»」
!«v» ok?
!nums：«v» / 订单 «n»
""".strip().splitlines()

T["address", "en"] = r"""
[«ts»] courier: I'm outside «v», «city» — no one is answering
Address: «v», «city»
Ship to: «v»¶«city»
{"street": "«v»", "city": "«city»", "country": "US"}
I live at «v» in «city» just so you know for the delivery
Invoice «n»¶Bill to: «v», «city»
Our new flat is «v», «city» — housewarming next month
Home address — «v», «city»
deliver the parcel to «v» «city» leave it with the neighbour
Residential address: «v»
- addr: «v»¶- town: «city»
Patient address on file: «v», «city»
Please forward my post to «v», «city»
He moved to «v», «city» last year
!«v»
!«v», «city»
!pick up at «v» not the depot
!(«v»)
!"«v»"
!«v» — gate code at the side door
!dropoff «v» ok
!stops: «city» station, «v», airport
""".strip().splitlines()

T["address", "zh"] = r"""
[«ts»] 快递员：我在«city»«dist»«v»楼下，没人接电话
地址：«city»«dist»«v»
收货地址：«city»«dist»«v»
我住在«city»«dist»«v»，快递放门口就行
{"省市": "«city»", "区": "«dist»", "详细地址": "«v»"}
语音 送到«city»«dist»«v» 谢谢
家庭住址：«city»«dist»«v»
发票寄送地址«city»«dist»«v»
请上门到«dist»«v»取件
通知：新生家庭地址登记为«city»«dist»«v»
搬家了，新地址是«dist»«v»
简历¶现居住地：«city»«dist»«v»
工单«tk»：用户地址«city»«v»无法派送
外卖备注：送到«v»，到了打电话
!«v»
!«dist»«v»
!送«v»
!（«v»）
!地址«v»门口
!«city»«dist»«v»，收件人见单据
!「«v»」
!放«v»前台
""".strip().splitlines()

T["address", "mixed"] = r"""
[«ts»] 快递: I'm at «city»«dist»«v» 楼下，please come down
shipping address 填 «city»«dist»«v»
我搬到 «v» 了，«city»，next week 请大家来玩
{"address": "«v»", "city": "«city»"}
Uber 目的地 «v»，«city»
home address：«v»，«city»
invoice 寄到 «v» 就行
voice memo 地址是 «v» «city» 别填错
Amazon 订单 «n» 送到 «v»
Airbnb 在 «v»，«city»，check-in 自助
办公室 move 到 «v» 了
delivery 备注：«v» 门卫处
!«v»
!送 «v»
!(«v»)
!「«v»」
!addr：«v»
!«v» 那边 OK 吗
!route: «city» → «v» → airport
""".strip().splitlines()

T["government_id", "en"] = r"""
[«ts»] HR: we still need your SSN «v» confirmed on the W-4
SSN: «v»
Social Security number — «v»
National Insurance number: «v»
{"applicant": "on file", "ni_number": "«v»"}
passport no. «v», expiry on the scan
my social is «v» they asked for it on the phone
Booking ref «n» — passport number «v» matched
- tax_id: «v»
Patient NI no «v» added to the referral
please verify document number «v» for the visa
Résumé attachment: passport «v» (copy)
!«v»
!ssn «v»
!id «v» ok?
!(«v»)
!"«v»"
!nums: order «n», «v», port «port»
!NINO «v»
""".strip().splitlines()

T["government_id", "zh"] = r"""
[«ts»] 人事：请核对您的身份证号«v»
身份证号：«v»
公民身份号码：«v»
护照号码：«v»
{"证件类型": "居民身份证", "证件号码": "«v»"}
语音 我身份证是 «v» 帮我填一下
订票成功，乘机人证件号«v»
入学登记：学生身份证号码«v»
请核验证件«v»是否在有效期内
报名信息¶证件号：«v»
酒店入住登记 身份证«v»
体检预约：证件号码«v»
!«v»
!身份证«v»
!号码«v»对吗
!（«v»）
!【«v»】
!订单«n»证件«v»
!证件«v»，已核验
""".strip().splitlines()

T["government_id", "mixed"] = r"""
[«ts»] HR: 请提供 ID number «v» 用于 background check
身份证号 is «v»
passport number：«v»
{"id_no": "«v»", "类型": "身份证"}
voice memo 我的证件号 «v»
签证 application 里 passport 填的是 «v»
SSN 写的是 «v»，确认一下
flight booking 乘机人证件 «v»
NI number «v» 已提交给 payroll
!«v»
!ID «v»
!(«v»)
!“«v»”
!«v» 对吗
!证件: «v»
""".strip().splitlines()

T["financial", "en"] = r"""
[«ts»] billing: the card on file «v» was declined
Card number: «v»
IBAN: «v»
routing number «v», checking account to follow
{"payment": {"card": "«v»", "exp": "09/27"}}
bank account: «v»
please wire the deposit to «v»
charge it to my visa «v» please
Invoice «n»¶Pay to IBAN «v»¶Due «d»
- acct_no: «v»
okay the card is «v» and the expiry is next march
Refund will go back to account «v»
Sort code and account: «v»
!«v»
!card «v»
!(«v»)
!"«v»"
!order «n», «v», tracking «tk»
!cc «v» exp 11/26
!IBAN«v»
""".strip().splitlines()

T["financial", "zh"] = r"""
[«ts»] 财务：报销款已打到您的银行卡«v»
银行卡号：«v»
收款账号：«v»
开户行：招商银行 账号«v»
{"收款人": "见合同", "卡号": "«v»"}
语音 我的卡号是 «v» 转到这张
请把押金转到 «v»
发票«n»¶汇款账户：«v»
信用卡«v»本月账单已出
国际汇款 IBAN：«v»
工资卡«v»已绑定
退款将原路退回至«v»
!«v»
!卡号«v»
!（«v»）
!转«v»
!【«v»】
!账户«v»，户名见合同
!订单«n»，卡«v»
""".strip().splitlines()

T["financial", "mixed"] = r"""
[«ts»] finance: reimbursement 打到你的卡 «v» 了
card number：«v»
IBAN 是 «v»，转账时备注 invoice 号
{"card": "«v»", "币种": "CNY"}
bank account 填 «v»
信用卡 «v» 被 decline 了
voice memo 卡号 «v» 帮我记一下
routing / account：«v»
refund 会退到 «v»
salary account 改成 «v»
!«v»
!卡 «v»
!(«v»)
!“«v»”
!«v» 这张 OK
!pay to «v»
""".strip().splitlines()

T["person_name", "en"] = r"""
[«ts»] «v»: pushed the fix, can someone review?
Name: «v»
my name is «v» and I'm calling about the invoice
Attendees: «v» (chair), platform team, finance
{"assignee": "«v»", "status": "in progress"}
Dear «v», thank you for your application
Patient: «v»¶DOB on file
Signed off by «v» on «d»
please forward this to «v» in accounting
hi this is «v» from the dental office
Résumé¶«v»¶Senior Data Engineer
Reviewed-by: «v»
Passenger «v» — seat 14C, booking «n»
the parent «v» called about the school trip
- owner: «v»
Emergency contact: «v»
Ticket «tk» reassigned to «v»
Forwarded message from «v»
CEO «v» joined the all-hands late
!«v»
!«v» said ok
!cc «v», QA, release-bot
!("«v»")
!thx «v»
!re: «v»'s laptop
!reviewers: «v», ci-bot, dependabot
!> «v» wrote:
""".strip().splitlines()

T["person_name", "zh"] = r"""
[«ts»] «v»：代码已经合进去了，麻烦验收一下
姓名：«v»
我叫«v»，想咨询一下报销的事
联系人：«v»
参会人员：«v»、产品组、财务部
{"负责人": "«v»", "状态": "处理中"}
尊敬的«v»先生/女士：您的订单已发货
患者«v»，请于«d»到门诊复查
语音 帮我给«v»发个消息说我晚点到
家长会通知：«v»同学的家长请留步
简历¶«v»¶高级后端工程师
工单«tk»已转交«v»处理
乘机人«v»，航班已出票
转发自«v»的聊天记录
审批人：«v»
本次会议由«v»主持
!«v»
!找«v»
!@«v» 看一下
!«v»说可以
!（«v»）
!抄送«v»、运维组
!「«v»」
!问下«v»吧
""".strip().splitlines()

T["person_name", "mixed"] = r"""
[«ts»] «v»: 我 push 了一个 hotfix，大家 review 一下
PM «v» 说 deadline 提前了
我叫 «v»，I'm the new intern
assignee 改成 «v» 了
{"owner": "«v»", "状态": "done"}
meeting 参会：«v»、design team
请把 report 发给 «v»
hi 我是 «v»，从 sales 转过来的
Jira «tk» 的 reporter 是 «v»
语音 remind me to call «v» tomorrow
«v» 的 offer 已经发了
Dear «v», 您的 booking 已确认
!«v»
!问 «v»
!cc «v»
!«v» 说 OK
!(«v»)
!“«v»”
!@«v» ping
!thanks «v»！
""".strip().splitlines()

T["username", "en"] = r"""
[«ts»] «@v»: anyone else seeing the 502s?
username: «v»
$ ssh «v»@bastion.«host»
Login: «v»
{"login": "«v»", "role": "maintainer"}
thanks «@v» for the quick review
git clone git@github.com:«v»/dotfiles.git
follow me on twitter «@v»
Account created for user «v» on «d»
- handle: «@v»
okay my discord handle is «v» add me
PR #«n» opened by «@v»
docker login -u «v» ghcr.io
Slack: «@v» joined #incident-«n»
!«v» (github)
!«@v»
!ping «@v»
!(«@v»)
!user "«v»"
!cc «@v» #qa
!by «v» in 3m
!«v» commented on «tk»
""".strip().splitlines()

T["username", "zh"] = r"""
[«ts»] «@v»：这个接口又超时了
用户名：«v»
登录账号：«v»
{"账号": "«v»", "角色": "管理员"}
我的微博是«@v»，欢迎关注
感谢«@v»的反馈
语音 我的账号是 «v» 帮我重置一下
新员工系统账号«v»已开通
群公告：请大家«@v»报名
抖音号«v»
工单«tk»由«v»提交
B站UP主«@v»的视频
!«v»（微信号）
!«@v»
!找«@v»
!（账号«v»）
!「ID：«v»」
!«@v»说的对
!账户«v»锁了
""".strip().splitlines()

T["username", "mixed"] = r"""
[«ts»] «@v»: 这个 PR 能 merge 吗
username 是 «v»
GitHub 账号：«v»
ssh «v»@10.0.0.8 登不上去
{"user": "«v»", "权限": "admin"}
Discord 上 add 我 «v»
thanks «@v» 帮忙 review
Twitter 关注 «@v»
login 用 «v» 就可以
新同事的 Slack handle «@v»
语音 my user id is «v»
!«v» (IG)
!«@v»
!cc «@v»
!(login «v»)
!ID “«v»”
!«@v» OK
!@here «@v» 看一下
""".strip().splitlines()

T["home_path", "en"] = r"""
[«ts»] ci: cache restored from «v»/.cache/pip
Traceback (most recent call last):¶  File "«v»/app.py", line 88, in <module>¶ValueError: bad config
$ cd «v»
PermissionError: [Errno 13] Permission denied: '«v»'
volumes:¶  - «v»:/workspace
{"cwd": "«v»", "exit_code": 1}
  at Object.<anonymous> («v»/index.js:12:5)
python: can't open file '«v»/train.py': [Errno 2] No such file or directory
scp build.tar.gz ops@host:«v»/
log file is at «v» if you want it
export PATH=«v»/.local/bin:$PATH
WORKDIR «v»
okay the repo is under «v» on my laptop
Error: ENOENT: no such file or directory, open '«v»'
warning: could not read «v»
!«v»
!"«v»"
!(«v»)
!see «v»
![«v»]
!paths: /usr/lib, /opt/app, «v»
!cp -r /tmp/out «v»
""".strip().splitlines()

T["home_path", "zh"] = r"""
[«ts»] 构建机：缓存目录 «v» 已满
报错：找不到文件 «v»
日志在«v»下面，你看一下
项目路径：«v»
{"工作目录": "«v»", "退出码": 1}
我把配置放在 «v» 了
语音 文件存在 «v» 里
截图已保存到«v»
错误信息：权限不足，无法写入«v»
请把模型文件复制到«v»
运行目录«v»
安装路径：«v»
!«v»
!在«v»
!「«v»」
!（«v»）
!路径«v»不对
!目录：/opt/app，/var/log，«v»
""".strip().splitlines()

T["home_path", "mixed"] = r"""
[«ts»] CI: 缓存 restore 到 «v» 失败
Traceback 里显示 File "«v»/main.py"
我的 repo 在 «v»
{"cwd": "«v»", "状态": "failed"}
PermissionError 写不进 «v»
config 放在 «v» 下面
log 路径 «v»
把 dataset 拷到 «v»
ssh 上去 cd «v» 看看
docker volume mount «v» 到 /app
!«v»
!在 «v»
!(«v»)
!“«v»”
!path «v» 不存在
!ls «v»
""".strip().splitlines()

T["schedule", "en"] = r"""
I wake up at «v» every day so calls before that go to voicemail
my alarm is set for «v» on weekdays
I usually go to the gym at «v»
she picks the kids up from school at «v» every day
remind me to take my meds at «v» every night
I'm normally in bed by «v»
- daily run: «v»
{"routine": "walk the dog", "time": "«v»"}
he leaves the house at «v» each morning
okay set my wake up alarm for «v» every weekday
I start work at «v» so ping me after that
my commute starts at «v»
we have dinner at «v» on weeknights
I always log off at «v»
swim practice is every tuesday at «v» for me
the nanny arrives at «v» every morning
!«v» wake-up, every day
!up at «v» daily
!usual: «v»
!(daily «v»)
!gym «v» mon/wed/fri
!"«v»"
!bedtime «v»
""".strip().splitlines()

T["schedule", "zh"] = r"""
我每天«v»起床，之前别打电话
我一般«v»去健身房
闹钟定在«v»
孩子每天«v»放学，我去接
每晚«v»吃药
我通常«v»就睡了
{"日常": "遛狗", "时间": "«v»"}
语音 提醒我每天«v»喝水
我每天«v»出门上班
周末一般«v»去菜市场
每天«v»准时下班
我早上«v»跑步
奶奶每天«v»午睡
我习惯«v»看书
!«v»起床
!每天«v»
!«v»起
!（每天«v»）
!健身«v»
!一般«v»到家
""".strip().splitlines()

T["schedule", "mixed"] = r"""
我每天 «v» 起床，morning call 别太早
gym 一般 «v» 去
alarm 定在 «v»
kids «v» 放学，我去 pick up
每晚 «v» take medicine
我通常 «v» 就 offline 了
{"routine": "跑步", "time": "«v»"}
voice memo 每天 «v» 提醒我 stretch
daily commute «v» 出门
我 «v» 之后才有空 reply
!«v» 起床 daily
!每天 «v»
!«v» 起
!(每天 «v»)
!gym «v»
!usually «v» 到家
""".strip().splitlines()

T["geo", "en"] = r"""
[«ts»] rider: pin dropped at «v», come to the blue door
Coordinates: «v»
Postcode: «v»
ZIP «v»
{"lat_lng": "«v»", "accuracy_m": 12}
we live in «v» now, moved from «city» last spring
my postcode is «v» for the delivery
Location shared: «v»
- neighborhood: «v»
okay the zip is «v» for the billing address
The flat is in «v», ten minutes from the station
Patient resides in «v»
school catchment: «v»
!«v»
!«v» area
!near «v»
!(«v»)
!"«v»"
!geo «v»
!order «n» → «v»
""".strip().splitlines()

T["geo", "zh"] = r"""
[«ts»] 骑手：定位在«v»，到了打电话
坐标：«v»
邮编：«v»
我住在«city»«v»
{"位置": "«v»", "精度": "10米"}
语音 我家在«v»那边
共享位置：«v»
小区名称：«v»
邮政编码«v»
我们搬到«v»了，离地铁近
业主群通知：«v»本周停水
!«v»
!在«v»
!«v»那边
!（«v»）
!「«v»」
!位置«v»
""".strip().splitlines()

T["geo", "mixed"] = r"""
[«ts»] 骑手: location 是 «v»，到了 call 我
coordinates：«v»
postcode 是 «v»
我住 «v»，commute 还行
{"geo": "«v»", "来源": "GPS"}
shared location «v»
ZIP 填 «v»
voice memo 我家在 «v» 附近
搬到 «v» 了，周末来玩
!«v»
!near «v»
!(«v»)
!“«v»”
!在 «v»
!loc «v»
""".strip().splitlines()

# ---- more templates (terminal, documents, dictation) to widen every cell
_MORE = r"""
secret|en|Authorization: token «v»
secret|en|[Teams «ts»] forwarded: "use «v» for the sandbox until Monday"
secret|zh|kubectl create secret generic api --from-literal=token=«v»
secret|zh|!凭据«v»
secret|mixed|.npmrc 里 //npm.pkg.github.com/:_authToken=«v»
secret|mixed|Bearer token «v» 在 Postman 里保存了
secret|mixed|!cred «v» 先别删
password|en|  - MONGO_INITDB_ROOT_PASSWORD=«v»
password|en|[Slack «ts»] it-desk: locker combo / shared login is «v», don't forward
password|zh|.pgpass：db.internal:5432:*:report:«v»
password|zh|温馨提示：您的会员卡初始口令为«v»
password|mixed|netrc：machine git.corp login ci password «v»
password|mixed|Wi-Fi SSID Office-5G，key 是 «v»
password|mixed|!pass «v»
email|en|[Discord «ts»] «v» is the address for the sponsorship deck
email|en|psql: notification sent to «v» (job «n» failed)
email|en|okay so my email is «v» send the receipt there
email|zh|[钉钉 «ts»] 请大家把周报发到«v»
email|zh|学校通知：作业请提交至班主任邮箱«v»
email|zh|面试安排已发送至候选人邮箱«v»
email|zh|!邮件地址«v»有误吗
email|mixed|[WeChat «ts»] 发个 email 给 «v» 确认 schedule
email|mixed|CI 的 failure notification 发到 «v»
email|mixed|contact：«v»（工作日回复）
email|mixed|Calendar invite 的 organizer 是 «v»
email|mixed|voice memo my email is «v» 记一下
email|mixed|Résumé 联系方式：«v»
email|mixed|!mail «v» 看看
phone|en|[Teams «ts»] if VPN breaks call me on «v»
phone|en|Dentist appointment reminder — questions? phone «v»
phone|en|okay my mobile number is «v» text me when youre here
phone|en|Shipping contact: «v» (leave at reception)
phone|en|contact_phone = «v»
phone|en|!«v» is the after-hours line
phone|zh|[微信 «ts»] 这是我新号码«v»，旧号停用了
phone|zh|酒店确认单¶入住人电话：«v»
phone|zh|语音 打给 «v» 说我晚十分钟到
phone|mixed|[DingTalk «ts»] 新 mobile «v»，old number 不用了
phone|mixed|booking confirmation：contact phone «v»
phone|mixed|voice memo 我的号码是 «v» save 一下
phone|mixed|简历 resume：Tel «v»
phone|mixed|Grab driver 说打 «v»
phone|mixed|客户的 landline «v»，记得 follow up
phone|mixed|on-call 手机：«v»
phone|mixed|!tel：«v»
address|en|[Slack «ts»] new office is «v», «city» — badges ready Monday
address|en|Hotel confirmation «n»: the apartment is at «v», «city»
address|en|okay put the delivery address as «v» «city»
address|en|mailing_address: "«v», «city»"
address|zh|[微信 «ts»] 我家新地址«city»«dist»«v»，欢迎来玩
address|zh|房屋租赁合同¶房屋坐落：«city»«dist»«v»
address|zh|!发到«dist»«v»吧
address|mixed|[WeChat «ts»] 我在 «v»，你到了 call 我
address|mixed|Airbnb host 说 address 是 «city»«dist»«v»
address|mixed|resume 现居地：«v»
address|mixed|滴滴 pickup point：«v»
address|mixed|school notice：新 campus 在 «v»
address|mixed|合同里的 premises address：«v»
address|mixed|voice memo 寄到 «v» 那里
address|mixed|!«v», «city»
government_id|en|[Teams «ts»] payroll: can you re-send your NI number «v»?
government_id|en|okay my social security number is «v» got that
government_id|en|employee_ssn=«v»
government_id|en|Hotel check-in: guest passport «v» scanned
government_id|en|Visa application form — Passport No.: «v»
government_id|en|Background check request for SSN «v» submitted
government_id|en|!document «v» expired?
government_id|zh|[钉钉 «ts»] 财务：个税申报需要身份证«v»
government_id|zh|租房合同¶乙方身份证号码：«v»
government_id|zh|语音 身份证号码是 «v» 帮我订票
government_id|zh|高铁订单«n»，乘车人证件«v»
government_id|zh|社保登记表：证件号码«v»
government_id|zh|签证材料：护照«v»复印件
government_id|zh|医院挂号需要身份证号«v»
government_id|mixed|[WeChat «ts»] 订 flight 要你的 passport «v»
government_id|mixed|Excel 里 ID_number 列第一行是 «v»
government_id|mixed|租房 contract 上身份证号 «v»
government_id|mixed|onboarding form：National ID «v»
government_id|mixed|签证 visa 的 passport no. «v»
government_id|mixed|体检 booking 需要证件号 «v»
government_id|mixed|酒店 check-in 用身份证 «v»
government_id|mixed|payroll 需要你的 SSN «v»
government_id|mixed|UK 同事的 NINO «v» 已录入
government_id|mixed|!no. «v» 对不上
financial|en|[Teams «ts»] ap: vendor changed their IBAN to «v», please verify by phone
financial|en|Booking confirmation «n» — paid with card ending …, full card «v» (do not store)
financial|en|okay the account number is «v» routing to follow
financial|en|billing_card: "«v»"
financial|en|Salary will be paid into account «v» from next month
financial|en|Direct debit mandate: account «v»
financial|zh|[微信 «ts»] 房租转到我的建行卡«v»
financial|zh|报销单¶收款卡号：«v»
financial|zh|学费缴费账户«v»，请家长按时缴纳
financial|zh|语音 把钱打到 «v» 这个账户
financial|zh|对公账户«v»，开户行见附件
financial|zh|借记卡«v»已挂失
financial|zh|!«v»这张卡
financial|mixed|[DingTalk «ts»] vendor 的 IBAN 换成 «v»
financial|mixed|invoice «n»：pay to account «v»
financial|mixed|房租 transfer 到 «v»
financial|mixed|Apple Pay 绑定的卡是 «v»
financial|mixed|报销 reimbursement 卡号 «v»
financial|mixed|学费 tuition 缴费账户 «v»
financial|mixed|direct debit 账户 «v»
financial|mixed|Stripe 显示 card «v» declined
financial|mixed|工资卡 salary card «v»
financial|mixed|!acct «v»
financial|mixed|!number «v» 是对的
person_name|en|[Discord «ts»] shoutout to «v» for fixing the flaky test
person_name|zh|[钉钉 «ts»] «v»：明天的评审我来主持
person_name|zh|语音 给«v»打电话
person_name|zh|!«v»在吗
person_name|mixed|[Teams «ts»] 新同事 «v» 今天 onboard
person_name|mixed|Résumé 候选人：«v»
person_name|mixed|patient «v» 的复查 appointment 改了
person_name|mixed|invoice 抬头个人：«v»
person_name|mixed|passenger «v» 的 boarding pass 已发
person_name|mixed|家长 «v» 说孩子 sick leave
person_name|mixed|contact person：«v»
person_name|mixed|!Signed-off-by «v»
username|en|[Discord «ts»] welcome «@v» to the server
username|en|okay my username is «v» all lowercase
username|en|useradd -m «v»
username|en|sudo -u «v» crontab -l
username|en|npm owner add «v» our-package
username|zh|[微信 «ts»] 我的微信号是«v»，加我
username|zh|小红书账号«@v»
username|zh|GitLab用户«v»申请了仓库权限
username|zh|钉钉提醒：«@v» 请处理审批
username|zh|服务器登录用户«v»已锁定
username|zh|论坛ID：«v»
username|zh|!«v»上线了
username|mixed|[WeChat «ts»] 我的 IG 是 «@v»
username|mixed|Linux 上 useradd «v» 了
username|mixed|GitLab user «v» 申请 access
username|mixed|PR «n» 由 «@v» 提交
username|mixed|微信号 WeChat ID：«v»
username|mixed|sudo -u «v» 跑一下脚本
username|mixed|小红书 ID «@v»
username|mixed|!handle：«v»
username|mixed|!login «v»
home_path|en|[Slack «ts»] ci: artifacts uploaded from «v»/build/out
home_path|en|crontab: 0 2 * * * «v»/bin/backup.sh
home_path|en|okay the file is in «v» under downloads
home_path|en|HOME=«v»
home_path|zh|[钉钉 «ts»] 构建产物在«v»目录
home_path|zh|crontab 里写的是 «v»/bin/run.sh
home_path|zh|git 仓库克隆到«v»了
home_path|zh|npm 全局包装到了«v»
home_path|zh|虚拟环境路径：«v»
home_path|zh|VS Code 打开的是«v»
home_path|zh|报错堆栈：File "«v»/main.py", line 10
home_path|zh|!见«v»
home_path|mixed|[Teams «ts»] artifacts 在 «v» 下
home_path|mixed|crontab：0 2 * * * «v»/backup.sh
home_path|mixed|npm ERR! path «v»
home_path|mixed|venv 装在 «v»
home_path|mixed|HOME 变量是 «v»
home_path|mixed|VS Code workspace：«v»
home_path|mixed|voice memo 文件在 «v» 里
home_path|mixed|kubeconfig 放 «v» 了
home_path|mixed|!cwd=«v»
home_path|mixed|![«v»]
schedule|en|[WhatsApp «ts»] I walk the dog at «v» every morning, join if you like
schedule|en|my therapy session is every thursday at «v»
schedule|en|I call my mum every sunday at «v»
schedule|en|!meds «v»
schedule|zh|[微信 «ts»] 我每天«v»遛狗，一起吗
schedule|zh|我每周四«v»上钢琴课
schedule|zh|每个周日«v»给妈妈打电话
schedule|zh|我一般«v»吃早饭
schedule|zh|闹钟：工作日«v»
schedule|zh|孩子每天«v»上床睡觉
schedule|zh|!«v»醒
schedule|mixed|[WeChat «ts»] 我每天 «v» walk the dog
schedule|mixed|每周四 «v» 有 piano class
schedule|mixed|every Sunday «v» 给妈妈打电话
schedule|mixed|我一般 «v» 吃 breakfast
schedule|mixed|weekday alarm：«v»
schedule|mixed|孩子 bedtime 是 «v»
schedule|mixed|我每天 «v» 开始 work
schedule|mixed|每晚 «v» 做 meditation
schedule|mixed|morning run 固定 «v»
schedule|mixed|!wake «v»
schedule|mixed|!meds：«v»
geo|en|[WhatsApp «ts»] sharing my live location: «v»
geo|en|Delivery postcode: «v» (leave with neighbour)
geo|en|okay our postcode is «v» for the form
geo|en|home_geo = "«v»"
geo|en|EXIF GPSPosition: «v»
geo|en|Estate agent listing: quiet street in «v», 2 bed
geo|en|!«v» (home)
geo|zh|[微信 «ts»] 我把位置发你了«v»
geo|zh|照片 EXIF 定位：«v»
geo|zh|收件人邮编«v»
geo|zh|语音 我家在 «v» 小区门口等你
geo|zh|学区划分：«v»属于实验小学
geo|zh|租房信息：«v»两室一厅
geo|zh|外卖定位«v»
geo|zh|物业通知：«v»业主请注意
geo|zh|!定位«v»对吗
geo|zh|!«v»附近
geo|mixed|[WeChat «ts»] live location：«v»
geo|mixed|EXIF 里的 GPS：«v»
geo|mixed|快递 postcode «v»
geo|mixed|租房 listing：«v»，2 bedroom
geo|mixed|外卖 delivery 定位 «v»
geo|mixed|物业 notice：«v» 周末停水
geo|mixed|学区 school district：«v»
geo|mixed|我家 home 在 «v»
geo|mixed|Uber pickup «v»
geo|mixed|!pin «v»
geo|mixed|!«v» 那边
"""
for _line in _MORE.strip().splitlines():
    _c, _l, _t = _line.split("|", 2)
    T[_c, _l].append(_t)

# ---------------------------------------------------------------------------- benign templates
# No personal value in any of these. "!" marks a hand-written hard negative (looks like PII,
# is not): order numbers failing Luhn, versions, build dates, ports, digests, cue words with
# no value, public roads/newspapers, capacity counts, etc.

B: dict[str, list[str]] = {}

B["en"] = r"""
[«ts»] ci: build «n» passed in «dur» (python «ver», commit «sha»)
Deploy of «co» dashboard «ver» to «city» region finished, «pct»% traffic shifted
$ docker run -p «port»:80 nginx:1.25-alpine¶Unable to find image locally, pulling...
$ kubectl get pods -n kube-system¶NAME READY STATUS RESTARTS AGE¶coredns-«sha» 1/1 Running 0 «qty»m
Invoice «n» — 3 × licence seats at «price» each, VAT included, due in 30 days
Meeting minutes «d»: agreed to migrate the queue to «co»; action items in ticket «tk»
Shipping update: parcel for order «n» left the «city» hub and is in transit
{"status": "ok", "version": "«ver»", "request_id": "«uuid»"}
Traceback (most recent call last):¶  File "app/main.py", line 42, in run¶KeyError: 'region'
resolved DNS via «ip» in «qty»ms
The school will be closed on Thanksgiving Day and the day after
Your booking «tk» for «qty» guests in «city» is confirmed; check-in from the afternoon
okay schedule a reminder to renew the domain next month
pip install requests==2.31.0 urllib3==«ver»
GET /api/v2/orders?page=«qty» HTTP/1.1¶Host: api.example.com¶Accept: application/json
- name: run tests¶  run: pytest -q --maxfail=«qty»
The pharmacy notice: flu vaccines available from next week, no appointment needed
[server]¶port = «port»¶workers = «qty»¶log_level = info
we moved the standup to the «co» room, it fits «qty» people
Release notes «ver»: faster startup, fixed a memory leak in the cache layer
Quarterly revenue up «pct»% year over year, driven by «city» and «co» partnerships
git checkout -b fix/«tk» && git commit -m "bump deps to «ver»"
The flight to «city» was delayed by «dur» because of weather
image: postgres:16¶ports:¶  - "5432:5432"¶environment:¶  POSTGRES_DB: app
Error 503 from upstream «ip», retrying in «qty»s
!order number «badcard» has shipped
!build 2024.11.30 is the release candidate
!room for «qty» people, projector included
!Python 3.12 and Node 20 are the supported runtimes
!postgres listens on port 5432 by default
!I read it in the Washington Post this morning
!the password field must be at least 12 characters long
!username must be unique and lowercase
!email is required — please fill in the form
!sha256:«hex64»
!request «uuid» took «qty»ms
!see /usr/local/bin and ~/.config for the defaults
!@Override annotations are missing in «qty» classes
!cron: 0 3 * * * /opt/backup/run.sh
!Call the API with an Authorization header; the token expires in «dur»
!SKU «ean» restocked, «qty» units
!Route 66 and Highway 101 are on the road-trip list
!Windows build 10.0.19045.«n» fails on C:\Program Files\Python312
!IPv6 resolver 2001:4860:4860::8888 answered in «qty»ms
!Apollo 11 landed in 1969
""".strip().splitlines()

B["zh"] = r"""
[«ts»] 构建机器人：第«n»次构建通过，耗时«dur»，提交«sha»
«co»控制台«ver»已发布到«city»节点，灰度比例«pct»%
发票«n»：软件许可«qty»套，单价«price»，含税
会议纪要«d»：决定将消息队列迁移到«co»，待办见工单«tk»
物流更新：订单«n»已从«city»转运中心发出
{"状态": "成功", "版本": "«ver»", "请求ID": "«uuid»"}
学校通知：国庆节放假七天，请家长注意孩子安全
您预订的«city»酒店已确认，入住人数«qty»人
报错：连接超时，请检查网络后重试
药房通知：流感疫苗下周到货，无需预约
本季度营收同比增长«pct»%，主要来自«city»市场
航班因天气原因延误«dur»，请留意广播
语音 提醒我下个月续费域名
提交记录：修复缓存内存泄漏，版本号升级到«ver»
周报：完成接口压测，QPS 提升«pct»%
运维公告：«city»机房将于本周末例行维护
团建活动改到«city»，预算人均«price»
服务器返回 502，上游地址«ip»
配置文件¶[server]¶port = «port»¶workers = «qty»
请在工单«tk»里补充复现步骤
春节前最后一次发版是«ver»
本次共处理«qty»个工单，平均响应«dur»
会议室已预订，可容纳«qty»人
新版本«ver»修复了登录页白屏问题
!订单号«badcard»已发货
!构建版本 2024.11.30 为候选版本
!会议室可容纳«qty»人，带投影
!支持 Python 3.12 和 Node 20
!数据库默认端口 5432
!密码长度至少8位，需包含字母和数字
!请输入手机号后获取验证码
!邮箱格式不正确，请重新输入
!身份证号码字段为必填项
!南京路步行街周末人很多
!《人民日报》今天头版是经济新闻
!地铁1号线早高峰很挤
!双十一期间满300减50
!商品编码«ean»，库存«qty»件
!摘要 sha256:«hex64»
!请求«uuid»耗时«qty»毫秒
!路径 /usr/local/bin 下没有这个命令
!第三季度目标完成率«pct»%
!早上好，今天也要加油
!定时任务 0 3 * * * 执行备份脚本
""".strip().splitlines()

B["mixed"] = r"""
[«ts»] CI: build «n» passed，耗时 «dur»，commit «sha»
«co» dashboard «ver» 已经 deploy 到 «city» region
invoice «n»：«qty» 个 license，单价 «price»
meeting notes «d»：决定把 queue 迁移到 «co»，action items 在 «tk»
快递 update：订单 «n» 已离开 «city» hub
{"status": "ok", "版本": "«ver»", "request_id": "«uuid»"}
这个 bug 在 «ver» 里 fix 了，记得 upgrade
我们把 standup 挪到 «co» 会议室，能坐 «qty» 个人
$ docker compose up -d¶[+] Running «qty»/«qty» 容器已启动
kubectl rollout status deploy/api -n prod 显示 success
pip install numpy==«ver» 之后 import 报错
Q3 revenue 同比增长 «pct»%，主要靠 «city» market
flight to «city» delay 了 «dur»
GET /api/v2/items 返回 500，upstream «ip»
PR «tk» 已 merge，release notes 写好了
学校 notice：holiday 期间 campus 关闭
语音 remind me 下个月 renew domain
Jira «tk» 的 status 改成 done
这个 API 的 rate limit 是每分钟 «qty» 次
config 里 port 改成 «port» 了
!订单号 «badcard» 已 ship
!build 2024.11.30 是 release candidate
!room for «qty» people，有 projector
!Python 3.12 和 Node 20 都 support
!postgres 默认 port 5432
!password 字段至少 12 位
!username 必须 unique
!email 是必填项
!digest sha256:«hex64»
!request «uuid» 耗时 «qty» ms
!/usr/local/bin 里找不到 python3
!SKU «ean» 补货 «qty» 件
!Washington Post 今天的头条
!cron 0 3 * * * 跑 backup
!token 过期了，refresh 一下就好
!南京路 Apple Store 排队很长
!@Override 注解漏了几个
""".strip().splitlines()

# ---------------------------------------------------------------------------- assembly

EN_CITIES = ["Seattle", "Chicago", "Denver", "Austin", "Boston", "Manchester", "Leeds", "Bristol",
             "Glasgow", "London", "Phoenix", "Atlanta", "Cardiff", "Portland", "Dallas", "Edinburgh"]
ZH_CITIES = ["北京市", "上海市", "广州市", "深圳市", "杭州市", "成都市", "武汉市", "南京市", "西安市",
             "重庆市", "天津市", "苏州市", "厦门市", "长沙市", "青岛市"]
ZH_DIST = ["朝阳区", "海淀区", "浦东新区", "徐汇区", "天河区", "南山区", "西湖区", "武侯区", "江汉区",
           "鼓楼区", "雁塔区", "渝中区", "和平区", "思明区", "岳麓区", "市南区"]
COMPANIES = ["GitHub", "Stripe", "Cloudflare", "Datadog", "Atlassian", "Snowflake", "Grafana",
             "阿里云", "腾讯云", "华为云", "字节跳动", "Postgres", "Kafka", "Redis", "Vercel"]
PUBLIC_IPS = ["8.8.8.8", "1.1.1.1", "9.9.9.9", "208.67.222.222", "8.8.4.4", "1.0.0.1"]
HOSTS = ["example.com", "example.org", "corp.example", "internal.example.net", "acme.test"]
_TOKEN = re.compile(r"«(@?v|[a-z0-9]+)»")


def _ean13(rng: random.Random) -> str:
    body = "".join(rng.choice(string.digits) for _ in range(12))
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def _bad_card(rng: random.Random) -> str:
    while True:
        v = "".join(rng.choice(string.digits) for _ in range(16))
        if not luhn_ok(v) and v[0] in "123456789":
            return v


def _filler(name: str, lang: str, rng: random.Random, zh: Faker) -> str:
    if name == "ts":
        return (f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} "
                f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}")
    if name == "d":
        return f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    if name == "n":
        return str(rng.randint(1000, 9_999_999))
    if name == "ver":
        return f"{rng.randint(1, 12)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}"
    if name == "sha":
        return rnd(rng, _HEX, rng.choice([7, 8, 12]))
    if name == "hex64":
        return rnd(rng, _HEX, 64)
    if name == "uuid":
        h = rnd(rng, _HEX, 32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"
    if name == "port":
        return str(rng.choice([80, 443, 3000, 5432, 6379, 8080, 8443, 9090, 27017]))
    if name == "tk":
        return f"{rng.choice(['OPS', 'INFRA', 'BUG', 'SUP', 'PAY', 'WEB'])}-{rng.randint(100, 9999)}"
    if name == "price":
        return rng.choice(["$", "£", "€", "¥"]) + f"{rng.randint(5, 4999)}.{rng.randint(0, 99):02d}"
    if name == "ip":
        return rng.choice(PUBLIC_IPS)
    if name == "host":
        return rng.choice(HOSTS)
    if name == "city":
        return rng.choice(ZH_CITIES if lang == "zh" or (lang == "mixed" and rng.random() < 0.5) else EN_CITIES)
    if name == "dist":
        return rng.choice(ZH_DIST)
    if name == "co":
        return rng.choice(COMPANIES)
    if name == "dur":
        return rng.choice([f"{rng.randint(2, 59)}s", f"{rng.randint(2, 90)} min", f"{rng.randint(2, 9)}m{rng.randint(1, 59)}s", f"{rng.randint(1, 5)}小时" if lang != "en" else f"{rng.randint(1, 5)} hours"])
    if name == "pct":
        return str(rng.randint(2, 95))
    if name == "qty":
        return str(rng.randint(2, 48))
    if name == "ean":
        return _ean13(rng)
    if name == "badcard":
        return _bad_card(rng)
    raise KeyError(name)


def _render(tpl: str, lang: str, g: Gen, value: tuple[str, str, str] | None):
    """Fill one template; return (text, start, end) (start/end = -1 for benign)."""
    tpl = tpl.replace(NL, "\n")
    out: list[str] = []
    pos = 0
    length = 0
    start = end = -1
    for m in _TOKEN.finditer(tpl):
        lit = tpl[pos:m.start()]
        out.append(lit)
        length += len(lit)
        name = m.group(1)
        if name in ("v", "@v"):
            assert value is not None and start == -1, tpl
            pre, val, post = value
            if name == "@v":
                assert not pre
                val = "@" + val
            start = length + len(pre)
            end = start + len(val)
            piece = pre + val + post
        else:
            piece = _filler(name, lang, g.rng, g.zh)
        out.append(piece)
        length += len(piece)
        pos = m.end()
    out.append(tpl[pos:])
    return "".join(out), start, end


_HINTS: dict[str, list[tuple[str, str]]] = {
    "secret": [("url", r"_URL|URL|连接串|connection string|set-url|\.pgpass"), ("block", r"私钥|[Pp]rivate key")],
    "government_id": [
        ("passport", r"[Pp]assport|护照|document|Visa|签证"),
        ("nino", r"National Insurance|NI n|NI no|NINO|ni_number"),
        ("ssn", r"SSN|ssn|[Ss]ocial|W-4|tax_id"),
        ("cnid", r"身份证|公民身份|ID_number|id_no|National ID|个税|社保|证件|ID number"),
    ],
    "financial": [
        ("iban", r"IBAN"),
        ("aba", r"[Rr]outing"),
        ("sortcode", r"Sort code"),
        ("card", r"[Cc]ard|卡|visa|cc |Apple Pay|Stripe"),
        ("account", r"[Aa]ccount|账户|账号|acct|wire|transfer|debit|汇款|转到|打到|deposit|转«"),
    ],
    "geo": [
        ("postcode", r"[Pp]ostcode|ZIP|zip|邮编|邮政编码"),
        ("coords", r"[Cc]oordinates|坐标|GPS|pin|[Ll]ocation|定位|lat_lng|geo|位置|loc "),
        ("hood", r"live in|住|小区|neighbo|[Ee]state|resides|catchment|学区|listing|租房|物业|业主|我家|home|搬到|moved|flat is in|那边|附近|area"),
    ],
}


def _hint(cat: str, tpl: str) -> str | None:
    for kind, pat in _HINTS.get(cat, ()):
        if re.search(pat, tpl):
            return kind
    return "bare" if cat in ("government_id", "financial", "geo") else None


def _split(tpls: list[str]) -> tuple[list[str], list[str]]:
    easy = [t for t in tpls if not t.startswith("!")]
    hard = [t[1:] for t in tpls if t.startswith("!")]
    return easy, hard


def samples() -> list[Sample]:
    g = Gen()
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            easy, hard = _split(T[cat, lang])
            gen = getattr(g, cat)
            ie = ih = 0
            seen: set[str] = set()
            for _ in range(PER_CELL):
                use_hard = g.rng.random() < HARD_SHARE
                if use_hard:
                    tpl = hard[ih % len(hard)]
                    ih += 1
                else:
                    tpl = easy[ie % len(easy)]
                    ie += 1
                kind = _hint(cat, tpl)
                bare_tail = cat == "home_path" and re.search(r"«v»[/\\]", tpl) is not None
                for _try in range(40):
                    pre, v, post = gen(lang, kind)
                    if bare_tail:
                        post = ""
                    text, s, e = _render(tpl, lang, g, (pre, v, post))
                    val = text[s:e]
                    if val.strip() == val and text.count(val) == 1 and text not in seen:
                        break
                else:
                    raise AssertionError((cat, lang, tpl))
                seen.add(text)
                out.append(Sample(text=text, category=cat, lang=lang, start=s, end=e))
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    g = Gen()
    g.rng = random.Random(RANDOM_SEED + 1)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        easy, hard = _split(B[lang])
        seen: set[str] = set()
        ie = ih = 0
        while len(seen) < BENIGN_PER_LANG:
            if g.rng.random() < 1 / 3:
                tpl = hard[ih % len(hard)]
                ih += 1
            else:
                tpl = easy[ie % len(easy)]
                ie += 1
            text, _, _ = _render(tpl, lang, g, None)
            if text in seen:
                continue
            seen.add(text)
            out.append((lang, text))
    return out


def _self_check() -> None:
    """Validate the corpus without the gate: spans, uniqueness, counts, checksums."""
    ss = samples()
    cells: dict[tuple[str, str], int] = {}
    for s in ss:
        assert s.text.count(s.value) == 1, s
        assert s.value and s.value == s.value.strip(), s
        cells[s.category, s.lang] = cells.get((s.category, s.lang), 0) + 1
    for cat in CATEGORIES:
        for lang in LANGS:
            assert cells.get((cat, lang), 0) >= PER_CELL, (cat, lang)
            assert len(T[cat, lang]) >= 25, (cat, lang, len(T[cat, lang]))
    bs = benign_with_lang()
    for lang in LANGS:
        assert sum(1 for lg, _ in bs if lg == lang) >= BENIGN_PER_LANG
    assert ss == samples() and bs == benign_with_lang()


if __name__ == "__main__":
    report("X", samples(), benign_with_lang())
