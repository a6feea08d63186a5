# ruff: noqa
"""Blind acceptance corpus ``ah`` — community, education and club memory text.

Style: a sixteenth independent acceptance corpus, by a privacy engineer at a customer, sampling
text that agents keep as memory for schools and tutoring (parent messages, class rosters, pickup
arrangements, report-card notes, 家长群, 班级通知, 接送安排), sports clubs, gyms and leagues
(membership lists, fixtures, emergency contacts, lockers, 球队报名), volunteering, churches and
neighbourhood groups (rotas, donation records, mutual-aid sign-ups, 社区志愿者, 业主群) and hobby
forums and gaming guilds (member intros, trade posts, raid rosters, 公会, 论坛帖子) — in English,
Chinese and code-switched text, as prose, chat logs, emails, tables, CSV rows and key: value lines.

Author note: written blind — the gate's sources, tests and history were not read and the gate
was not run while writing this file. Values come from Faker (en_US, en_GB, zh_CN; many provider
methods) plus own generators for formats Faker lacks (provider tokens, CN resident IDs with
checksum, valid UK NINOs, Luhn cards, mod-97 IBANs, Chinese addresses, estates, clock times).
About a quarter of the templates are hard cases (weak or no cue, value before the cue, value
among similar benign items, quotes/brackets/table cells, full-width forms, no spaces, case).

Seeds: Faker seed 10801 (seed_instance on each locale), random seed 10802. Faker calls that
depend on the current time are pinned to a fixed range.
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

from faker import Faker

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

FAKER_SEED = 10801
RANDOM_SEED = 10802
N_PER_CELL = 250
N_BENIGN = 400
PIN_END = datetime(2024, 6, 30, 23, 59, 59)

ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"


def _rs(r: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def _fullwidth(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def _luhn(r: random.Random, prefix: str, length: int) -> str:
    body = prefix + _rs(r, length - len(prefix) - 1, string.digits)
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def _luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def _iban(country: str, bban: str) -> str:
    conv = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(conv) % 97:02d}{bban}"


def _group4(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


_CN_AREAS = ("110101", "110105", "310104", "310115", "440106", "440305", "320102", "330106",
             "510107", "420106", "610113", "370202", "210102", "500103", "350203", "430104")
_CN_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def _cn_id(r: random.Random) -> str:
    body = (r.choice(_CN_AREAS) + f"{r.randint(1962, 2012)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
            + f"{r.randint(0, 999):03d}")
    return body + "10X98765432"[sum(int(c) * w for c, w in zip(body, _CN_W)) % 11]


def _nino(r: random.Random) -> str:
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = r.choice(first) + r.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = _rs(r, 6, string.digits)
    s = r.choice("ABCD")
    return r.choice([f"{p}{d}{s}", f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}", f"{p} {d} {s}"])


def _b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


# --------------------------------------------------------------------------- value generators
class Values:
    """Per-category value generators. Each returns ``str`` (the value) or ``(display, s, e)``
    where ``display[s:e]`` is the value and the rest is context that travels with it."""

    def __init__(self) -> None:
        self.us = Faker("en_US")
        self.gb = Faker("en_GB")
        self.zh = Faker("zh_CN")
        for f in (self.us, self.gb, self.zh):
            f.seed_instance(FAKER_SEED)
        self.r = random.Random(RANDOM_SEED)

    # ---- secret
    def secret(self, lang: str):
        r = self.r
        k = r.randrange(16)
        if k == 0:
            return "AKIA" + _rs(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        if k == 1:
            return "ghp_" + _rs(r, 36)
        if k == 2:
            return "github_pat_" + _rs(r, 22) + "_" + _rs(r, 59)
        if k == 3:
            return f"xoxb-{_rs(r, 12, string.digits)}-{_rs(r, 13, string.digits)}-{_rs(r, 24)}"
        if k == 4:
            return "sk-proj-" + _rs(r, 74, URLSAFE) + "T3BlbkFJ" + _rs(r, 74, URLSAFE)
        if k == 5:
            return "sk-ant-api03-" + _rs(r, 93, URLSAFE) + "AA"
        if k == 6:
            return r.choice(["sk_live_", "rk_live_"]) + _rs(r, r.choice([24, 34, 99]))
        if k == 7:
            return "AIza" + _rs(r, 35, URLSAFE)
        if k == 8:
            return "hf_" + _rs(r, 34, string.ascii_letters)
        if k == 9:
            return "SG." + _rs(r, 22, URLSAFE) + "." + _rs(r, 43, URLSAFE)
        if k == 10:
            return f"{r.randint(100000000, 7999999999)}:AA{_rs(r, 33, URLSAFE)}"
        if k == 11:
            head = _b64url(json.dumps({"alg": r.choice(["HS256", "RS256"]), "typ": "JWT"},
                                      separators=(",", ":")).encode())
            body = _b64url(json.dumps({"sub": _rs(r, 10, string.digits), "role": r.choice(["member", "coach", "admin"]),
                                       "iat": r.randint(1700000000, 1719000000)}, separators=(",", ":")).encode())
            return f"{head}.{body}.{_rs(r, 43, URLSAFE)}"
        if k == 12:
            kind = r.choice(["RSA ", "OPENSSH ", "EC ", ""])
            lines = [_rs(r, 64, ALNUM + "+/") for _ in range(r.randint(4, 7))] + [_rs(r, r.randint(8, 60), ALNUM + "+/") + "=="]
            return f"-----BEGIN {kind}PRIVATE KEY-----\n" + "\n".join(lines) + f"\n-----END {kind}PRIVATE KEY-----"
        if k == 13:
            pw = self.password_value()
            user = r.choice([self.us.user_name(), self.zh.user_name(), "admin", "svc_sync", "bot"])
            host = r.choice(["db.clubhub.io", "redis.league-app.net:6379", "ftp.parish-office.org",
                             "mongo.guildtools.gg:27017", "api.tutorbase.cn", "mq.huodong.cn:5672"])
            scheme = r.choice(["postgres", "mysql", "https", "redis", "amqp", "mongodb", "ftp"])
            pre = f"{scheme}://{user}:"
            return (f"{pre}{pw}@{host}/{r.choice(['members', 'roster', 'rota', 'prod', 'db0'])}", len(pre), len(pre) + len(pw))
        # high-entropy assigned to a key/token/secret name
        name = r.choice(["api_key", "API_TOKEN", "client_secret", "webhook_secret", "access_token",
                         "SECRET_KEY", "auth_token", "signing_secret", "app_secret", "apiKey"])
        val = r.choice([_rs(r, 32, HEX), _rs(r, 40, HEX), _rs(r, 40, ALNUM + "+/"), _rs(r, 48, URLSAFE)])
        sep = r.choice([" = ", "=", ": ", '="', "='"])
        pre = f"{name}{sep}"
        close = '"' if sep == '="' else ("'" if sep == "='" else "")
        return (f"{pre}{val}{close}", len(pre), len(pre) + len(val))

    # ---- password
    def password_value(self) -> str:
        r = self.r
        k = r.randrange(6)
        if k in (0, 1):
            f = r.choice([self.us, self.gb, self.zh])
            return f.password(length=r.randint(8, 16), special_chars=r.random() < 0.7)
        if k == 2:
            words = [self.us.word() for _ in range(r.randint(3, 4))]
            return r.choice(["-", "_", ".", ""]).join(w.capitalize() if r.random() < 0.5 else w for w in words) + str(r.randint(1, 99))
        if k == 3:
            return f"{self.us.word().capitalize()}{r.randint(1980, 2024)}{r.choice('!@#$%&*?')}"
        if k == 4:
            py = self.zh.romanized_name().replace(" ", "").lower()
            return f"{py[: r.randint(3, 6)]}{r.choice(['@', '#', '_', '.'])}{r.randint(100, 99999)}"
        return _rs(r, r.randint(10, 14), ALNUM + "!@#$%^&*")

    def password(self, lang: str):
        return self.password_value()

    # ---- email
    def email(self, lang: str):
        r = self.r
        k = r.randrange(10)
        if k == 0:
            v = self.us.email()
        elif k == 1:
            v = self.us.free_email()
        elif k == 2:
            v = self.gb.company_email()
        elif k == 3:
            v = self.gb.ascii_free_email()
        elif k == 4:
            v = self.zh.email()
        elif k == 5:
            v = self.zh.free_email()
        elif k == 6:
            v = f"{r.randint(10000, 2999999999)}@qq.com"
        elif k == 7:
            v = f"{self.zh.user_name()}{r.randint(1, 999)}@{r.choice(['163.com', '126.com', 'sina.com', 'foxmail.com', 'yeah.net'])}"
        elif k == 8:
            v = self.us.ascii_company_email()
        else:
            v = f"{self.gb.first_name().lower()}.{self.gb.last_name().lower()}@{r.choice(['stmarys-school.org.uk', 'riversiderfc.co.uk', 'gmail.com', 'outlook.com', 'btinternet.com'])}"
        if r.random() < 0.08:
            v = v.upper()
        return v

    # ---- phone
    def phone(self, lang: str):
        r = self.r
        if lang == "en":
            k = r.choice([0, 0, 1, 1, 2, 2, 7, 8, 4])
        elif lang == "zh":
            k = r.choice([3, 4, 5, 6, 7, 3, 4, 9])
        else:
            k = r.randrange(10)
        if k == 0:
            return self.us.phone_number()
        if k == 1:
            return self.gb.phone_number()
        if k == 2:
            return r.choice([f"+1 {r.randint(201, 989)}-{r.randint(200, 999)}-{r.randint(0, 9999):04d}",
                             f"({r.randint(201, 989)}) {r.randint(200, 999)}-{r.randint(0, 9999):04d} ext. {r.randint(10, 999)}",
                             f"+44 7{r.randint(100, 999)} {r.randint(100000, 999999)}",
                             f"07{r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}",
                             f"0{r.choice(['20', '161', '121', '113'])} {r.randint(1000, 9999)} {r.randint(1000, 9999)}"])
        if k == 3:
            return self.zh.phone_number()
        if k == 4:
            m = self.zh.phone_number()
            return r.choice([f"{m[:3]}-{m[3:7]}-{m[7:]}", f"{m[:3]} {m[3:7]} {m[7:]}", f"+86 {m}", f"+86-{m[:3]}-{m[3:7]}-{m[7:]}", f"(+86){m}"])
        if k == 5:
            return r.choice([f"0{r.choice(['10', '21', '20', '755', '571', '28'])}-{r.randint(2000, 8999)}{r.randint(1000, 9999)}",
                             f"({r.choice(['010', '021', '0755'])}){r.randint(5000000, 89999999)}",
                             f"0{r.choice(['10', '21'])}-{r.randint(5000, 8999)}{r.randint(1000, 9999)}转{r.randint(100, 8999)}"])
        if k == 6:
            return _fullwidth(self.zh.phone_number())
        if k == 7:
            return self.us.msisdn() if r.random() < 0.3 else self.us.phone_number()
        if k == 8:
            return self.gb.cellphone_number() if hasattr(self.gb, "cellphone_number") else self.gb.phone_number()
        return "1" + self.zh.numerify("##########")

    # ---- address (span = street part; city etc. travel along)
    def address(self, lang: str):
        r = self.r
        zh_side = lang == "zh" or (lang == "mixed" and r.random() < 0.5)
        if not zh_side:
            f = r.choice([self.us, self.gb])
            k = r.randrange(5)
            if k == 0:
                street = f.street_address().replace("\n", ", ")
            elif k == 1:
                street = f"{f.building_number()} {f.street_name()}"
            elif k == 2:
                street = f"{r.choice(['Flat', 'Apt', 'Unit', 'Suite'])} {r.randint(1, 40)}, {r.randint(1, 300)} {f.last_name()} {r.choice(['Road', 'Lane', 'Street', 'Avenue', 'Close', 'Crescent', 'Drive', 'Way'])}"
            elif k == 3:
                street = f"{r.randint(2, 9999)} {f.street_name()} {r.choice(['Apt.', 'Apt', '#', 'Unit'])} {r.randint(1, 999)}"
            else:
                street = f"{r.randint(1, 220)} {f.last_name()} {r.choice(['St', 'Rd', 'Ave', 'Blvd', 'Terrace', 'Gardens'])}"
            if r.random() < 0.06:
                street = street.upper()
            tail = r.choice(["", f", {f.city()}", f", {f.city()}", f", {self.us.city()}, {self.us.state_abbr()}"])
            return (street + tail, 0, len(street))
        prov = self.zh.province()
        city = self.zh.city()
        dist = self.zh.district() + r.choice(["区", "区", "县"])
        road = self.zh.street_name() if r.random() < 0.5 else (self.zh.last_name() + r.choice(["家路", "阳路", "平街", "安大道", "华路", "新道", "兴街"]))
        num = r.randint(1, 999)
        unit = r.choice(["", f"{r.randint(1, 30)}栋{r.randint(1, 6)}单元{r.randint(101, 2806)}室",
                         f"{r.randint(1, 20)}号楼{r.randint(101, 1805)}室", f"{r.randint(1, 12)}幢{r.randint(1, 4)}单元",
                         f"{r.choice('ABCDE')}座{r.randint(2, 30)}楼", f"{r.randint(101, 2206)}室"])
        street = f"{road}{num}号{unit}"
        if r.random() < 0.08:
            street = _fullwidth(street)
        pre = r.choice([f"{prov}{city}{dist}", f"{city}{dist}", f"{dist}", f"{prov}{city}"])
        return (pre + street, len(pre), len(pre) + len(street))

    # ---- government_id
    def government_id(self, lang: str):
        r = self.r
        if lang == "en":
            k = r.choice([0, 0, 1, 2, 2, 3, 4, 5])
        elif lang == "zh":
            k = r.choice([6, 6, 6, 7, 7, 8, 9, 6])
        else:
            k = r.randrange(10)
        if k == 0:
            return self.us.ssn()
        if k == 1:
            s = self.us.ssn()
            return r.choice([s.replace("-", ""), s.replace("-", " ")])
        if k == 2:
            return _nino(r)
        if k in (3, 8):
            cue = r.choice(["passport no. ", "Passport: ", "passport number ", "PP# "] if k == 3 else ["护照号", "护照号码：", "护照 ", "passport "])
            f = r.choice([self.us, self.gb]) if k == 3 else self.zh
            p = f.passport_number() if r.random() < 0.5 else (r.choice(["E", "G", "EA", "EB"]) + _rs(r, 8 if k == 8 else 7, string.digits) if k == 8 else r.choice(["5", "1", "A"]) + _rs(r, 8, string.digits))
            return (cue + p, len(cue), len(cue) + len(p))
        if k == 4:
            return _nino(r).lower() if r.random() < 0.3 else _nino(r)
        if k == 5:
            return self.us.ssn()
        if k == 6:
            return _cn_id(r)
        if k == 7:
            v = self.zh.ssn()
            return v
        return _fullwidth(_cn_id(r)) if r.random() < 0.5 else _cn_id(r)

    # ---- financial
    def financial(self, lang: str):
        r = self.r
        k = r.randrange(10)
        if lang == "zh" and k in (1, 4):
            k = 7
        if lang == "en" and k == 9:
            k = 8
        if k == 0:
            return self.us.credit_card_number(card_type=r.choice(["visa", "mastercard", "amex", "discover", "jcb", "diners", "maestro", "visa16"]))
        if k == 1:
            c = self.us.credit_card_number(card_type=r.choice(["visa16", "mastercard"]))
            return r.choice([_group4(c), "-".join(_group4(c).split())])
        if k == 2:
            return self.gb.iban()
        if k == 3:
            cc, bban = r.choice([("DE", _rs(r, 18, string.digits)), ("FR", _rs(r, 10, string.digits) + _rs(r, 11, UPPER_DIG) + _rs(r, 2, string.digits)),
                                 ("NL", _rs(r, 4, string.ascii_uppercase) + _rs(r, 10, string.digits)), ("ES", _rs(r, 20, string.digits)),
                                 ("IT", r.choice(string.ascii_uppercase) + _rs(r, 10, string.digits) + _rs(r, 12, UPPER_DIG)),
                                 ("IE", _rs(r, 4, string.ascii_uppercase) + _rs(r, 14, string.digits))])
            v = _iban(cc, bban)
            return _group4(v) if r.random() < 0.5 else v
        if k == 4:
            cue = r.choice(["routing number ", "ABA ", "routing: ", "RTN "])
            v = self.us.aba()
            return (cue + v, len(cue), len(cue) + len(v))
        if k == 5:
            cue = r.choice(["account number ", "acct no. ", "sort code 20-45-77, account ", "Account #"] if lang == "en" else ["账号", "账户：", "account no. ", "银行账号 "])
            v = r.choice([self.us.bban(), _rs(r, 8, string.digits), _rs(r, r.randint(10, 12), string.digits), self.gb.bban()])
            return (cue + v, len(cue), len(cue) + len(v))
        if k in (6, 7):
            c = _luhn(r, r.choice(["62", "622202", "621700", "622848", "625", "6212"]), r.choice([16, 19]))
            return _group4(c) if r.random() < 0.35 else c
        if k == 8:
            c = _luhn(r, r.choice(["4", "51", "55", "2221", "37", "6011"]), 16)
            return c
        cue = r.choice(["银行卡号", "收款账号：", "开户账号 ", "卡号"])
        v = _luhn(r, "62", r.choice([16, 17, 19]))
        return (cue + v, len(cue), len(cue) + len(v))

    # ---- person_name
    def person_name(self, lang: str):
        r = self.r
        zh_side = lang == "zh" or (lang == "mixed" and r.random() < 0.55)
        if zh_side:
            k = r.randrange(6)
            if k == 0:
                return self.zh.name()
            if k == 1:
                return self.zh.name_male()
            if k == 2:
                return self.zh.name_female()
            if k == 3:
                return self.zh.last_name() + self.zh.first_name()
            if k == 4 and lang == "mixed":
                return self.zh.romanized_name()
            return self.zh.last_name_female() + self.zh.first_name_female()
        f = r.choice([self.us, self.gb])
        k = r.randrange(7)
        if k == 0:
            v = f.name()
        elif k == 1:
            v = f.name_male()
        elif k == 2:
            v = f.name_female()
        elif k == 3:
            v = f"{f.first_name()} {f.last_name()}"
        elif k == 4:
            v = f"{f.last_name()}, {f.first_name()}"
        elif k == 5:
            v = f"{f.first_name_female()} {f.last_name()}-{f.last_name()}" if r.random() < 0.3 else f"{f.first_name_male()} {f.last_name()}"
        else:
            v = f"{f.first_name()} {r.choice(string.ascii_uppercase)}. {f.last_name()}"
        if r.random() < 0.06:
            v = v.upper()
        return v

    # ---- username
    def username(self, lang: str):
        r = self.r
        k = r.randrange(8)
        f = self.zh if lang == "zh" and r.random() < 0.6 else r.choice([self.us, self.gb, self.zh])
        if k in (0, 1):
            v = f.user_name()
        elif k == 2:
            v = f"{r.choice(['xX_', '', 'The', 'iAm', 'Lil'])}{self.us.word().capitalize()}{r.choice(['Fox', 'Blade', 'Wolf', 'Mage', 'Raven', 'Byte', 'Pixel'])}{r.randint(1, 999)}"
        elif k == 3:
            v = f"{self.us.first_name().lower()}_{self.us.last_name().lower()}{r.randint(1, 99)}"
        elif k == 4:
            v = self.zh.romanized_name().replace(" ", "_").lower() + str(r.randint(80, 2012))
        elif k == 5:
            v = f"{f.user_name()}.{r.choice(['gg', 'ttv', 'yt', 'official', 'jr'])}"
        elif k == 6:
            v = f"{self.us.color_name().lower()}{r.choice(['_', '-', ''])}{r.choice(['otter', 'falcon', 'panda', 'comet', 'ninja'])}{r.randint(2, 99)}"
        else:
            v = f"{self.gb.first_name()}{self.gb.last_name()}{r.randint(1, 9999)}"
        if r.random() < 0.45:
            v = "@" + v
        return v

    # ---- home_path (span = prefix through the user segment)
    def home_path(self, lang: str):
        r = self.r
        k = r.randrange(6)
        if k == 0:
            user = self.us.user_name()
        elif k == 1:
            user = self.gb.first_name().lower()
        elif k == 2:
            user = self.zh.romanized_name().replace(" ", "").lower()
        elif k == 3:
            user = self.zh.user_name()
        elif k == 4:
            user = f"{self.us.first_name().lower()}.{self.us.last_name().lower()}"
        else:
            user = self.gb.first_name() + self.gb.last_name()[0]
        style = r.randrange(3)
        rest = r.choice(["Documents/club/roster_{y}.xlsx", "Downloads/fixtures-{y}.csv", "projects/guild-bot/.env", "Desktop/家长群/通知.docx",
                         "school/reports/term2.pdf", "volunteer-rota/rota_{y}.ods", ".config/raidhelper/config.json", "Pictures/比赛照片/",
                         "code/league-site/src", "Dropbox/church/donations.csv", "obsidian/notes", "AppData/Local/Temp/export.zip"])
        rest = rest.replace("{y}", str(r.randint(2019, 2025)))
        if style == 0:
            pre = f"/home/{user}"
            return (f"{pre}/{rest}", 0, len(pre))
        if style == 1:
            pre = f"/Users/{user}"
            return (f"{pre}/{rest}", 0, len(pre))
        pre = f"C:\\Users\\{user}"
        if r.random() < 0.2:
            pre = f"c:\\users\\{user}"
        return (pre + "\\" + rest.replace("/", "\\"), 0, len(pre))

    # ---- schedule (clock-time expression)
    _EN_NUM = ("twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven")
    _ZH_NUM = ("零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二")

    def _en_time(self) -> str:
        r = self.r
        h = r.randint(5, 11)
        pm = r.random() < 0.5
        k = r.randrange(9)
        if k == 0:
            return f"{h}{r.choice(['am', 'pm', 'AM', 'PM', ' am', ' pm', 'a.m.', ' p.m.'])}"
        if k == 1:
            return f"{h}:{r.choice(['00', '15', '30', '45', '10', '20', '40', '50'])}{r.choice(['am', 'pm', ' am', ' pm', ' AM', ' PM'])}"
        if k == 2:
            return f"{r.choice(['half past', 'quarter past', 'quarter to'])} {self._EN_NUM[h]}"
        if k == 3:
            return self.us.time(pattern="%H:%M", end_datetime=PIN_END)
        if k == 4:
            return self.gb.time(pattern="%I:%M %p", end_datetime=PIN_END).lstrip("0")
        if k == 5:
            return f"{self._EN_NUM[h]} o'clock"
        if k == 6:
            return f"{self._EN_NUM[h]}{r.choice(['-thirty', ' thirty', ' fifteen', ' forty-five'])}"
        if k == 7:
            return f"{h + 12 if pm else h}:{r.choice(['00', '15', '30', '45', '05', '50'])}"
        return f"{h}.{r.choice(['15', '30', '45'])}{r.choice(['am', 'pm'])}"

    def _zh_time(self) -> str:
        r = self.r
        part, lo, hi = r.choice([("早上", 5, 9), ("上午", 8, 11), ("中午", 11, 12), ("下午", 1, 5), ("傍晚", 5, 7),
                                 ("晚上", 7, 11), ("凌晨", 4, 6), ("早", 6, 8), ("晚", 8, 10)])
        h = r.randint(lo, hi)
        hz = self._ZH_NUM[h] if r.random() < 0.45 else str(h)
        k = r.randrange(7)
        if k == 0:
            return f"{part}{hz}点"
        if k == 1:
            return f"{part}{hz}点半"
        if k == 2:
            return f"{part}{hz}点{r.choice(['15', '20', '40', '45', '一刻', '十分', '五十'])}{r.choice(['分', ''])}".replace("一刻分", "一刻")
        if k == 3:
            hh = h + 12 if part in ("下午", "傍晚", "晚上", "晚") and h < 12 else h
            t = f"{hh}:{r.choice(['00', '15', '30', '45', '10', '50'])}"
            return _fullwidth(t) if r.random() < 0.25 else t
        if k == 4:
            return f"{hz}点{r.choice(['半', '一刻', '三刻', '整'])}"
        if k == 5:
            return self.zh.time(pattern="%H:%M", end_datetime=PIN_END)
        return f"{part}{hz}点钟"

    def schedule(self, lang: str):
        if lang == "en":
            return self._en_time()
        if lang == "zh":
            return self._zh_time()
        return self._en_time() if self.r.random() < 0.5 else self._zh_time()

    # ---- geo (coordinates / postcodes / neighbourhood names)
    _ZH_ESTATE_A = ("翠湖", "锦绣", "阳光", "金地", "万科", "碧桂", "绿城", "紫荆", "丽景", "世纪", "华府", "春江", "香樟", "梧桐",
                    "龙湖", "海棠", "枫林", "御景", "东方", "和平", "幸福", "望江", "康乐", "天鹅湖", "半岛", "滨江", "百合", "桃源")
    _ZH_ESTATE_B = ("花园", "小区", "苑", "家园", "新村", "名都", "公寓", "雅苑", "华庭", "一期", "二期", "新城", "嘉园", "里")
    _EN_ESTATE_B = ("Estate", "Gardens", "Heights", "Park", "Village", "Meadows", "Green", "Court", "Grange", "Hill", "Quarter", "Fields")

    def _coords(self) -> str:
        r = self.r
        k = r.randrange(5)
        if k == 0:
            lat, lng = self.us.latitude(), self.us.longitude()
            return f"{float(lat):.5f}, {float(lng):.5f}"
        if k == 1:
            lat, lng, *_ = self.gb.local_latlng(country_code="GB")
            return f"{lat},{lng}"
        if k == 2:
            lat, lng, *_ = self.us.local_latlng(country_code="US")
            return f"({lat}, {lng})"
        if k == 3:
            return f"{r.uniform(22.3, 41.0):.6f},{r.uniform(102.0, 122.0):.6f}"
        return f"{r.uniform(50.0, 55.5):.4f}°N {r.uniform(0.1, 3.9):.4f}°W"

    def geo(self, lang: str):
        r = self.r
        zh_side = lang == "zh" or (lang == "mixed" and r.random() < 0.5)
        k = r.randrange(4)
        if k == 0:
            return self._coords()
        if zh_side:
            if k == 1:
                cue = r.choice(["邮编", "邮编：", "邮政编码 ", "postcode "])
                v = self.zh.postcode()
                if r.random() < 0.15:
                    v = _fullwidth(v)
                return (cue + v, len(cue), len(cue) + len(v))
            return r.choice(self._ZH_ESTATE_A) + r.choice(self._ZH_ESTATE_B) + (r.choice(["", "", "东区", "3期", "北苑"]) if k == 3 else "")
        if k == 1:
            if r.random() < 0.5:
                v = self.gb.postcode()
                return v.lower() if r.random() < 0.1 else v
            cue = r.choice(["ZIP ", "zip code ", "ZIP: ", "zipcode "])
            v = self.us.zipcode_plus4() if r.random() < 0.4 else self.us.zipcode()
            return (cue + v, len(cue), len(cue) + len(v))
        f = r.choice([self.us, self.gb])
        return f"{r.choice([f.last_name(), f.last_name(), 'Willow', 'Cedar', 'Maple', 'Hawthorn', 'Kingfisher'])} {r.choice(self._EN_ESTATE_B)}" + (" estate" if k == 3 and r.random() < 0.4 else "")


# --------------------------------------------------------------------------- templates
# One template per line; "{v}" marks the planted value; "\n" (two characters) is a newline.
# Fillers: {n} small number, {date} English date, {zdate} Chinese date.
T: dict[tuple[str, str], str] = {}

T["secret", "en"] = r"""
Guild bot config for the raid tracker: {v} — please don't paste it in #general again.
Membership payments run through the club's processor; the live key is {v}
Hi all, the PTA treasurer set up online payments. Integration credential → {v}
league-app settings\nenv: prod\napi_credential: {v}\nregion: eu-west-2
[volunteer-rota repo] .env\n{v}\nLOG_LEVEL=info
{v} ← the scoreboard script authenticates with this; rotate it after the tournament
service,owner,access_token\nsheets-sync,fixtures team,{v}
Forum mod note: a member pasted a bot token into the trade thread: "{v}". Post hidden.
The church newsletter mailer sends via this API secret: {v}
| integration | value |\n|---|---|\n| parent portal SSO | {v} |
Tutoring site deploy notes: export the access token {v} before running the essay grader.
Email from the IT volunteer: "Please store the signing key somewhere safer than the shared drive: {v}"
Raid bot keeps crashing. Here's my config (yes I know): {v}
Gym door-entry webhook credential — {v} — ask the manager before changing.
Committee minutes {date}: treasurer shared the deploy token for the club website ({v}); action: revoke.
Neighbourhood watch app: the Telegram bot's key is {v}
Chat\nCoach: can someone send me the fixtures API key?\nSecretary: {v}\nCoach: thanks
Please rotate the compromised credential {v} by Friday.
backup of the school's spreadsheet integration, key {v}, created {date}
`{v}` — found in the guild's public GitHub repo, flagged by a member
Mutual-aid sign-up form uses an LLM key for auto-replies: {v}
config.yaml\nslack:\n  bot_secret: {v}\n  channel: "#fixtures"
Note to self: the club's payment secret is {v}, do not share.
The tutoring centre's SMS gateway authenticates with {v}; billing is monthly.
Several strings from the log: build 4.2.1, job #{n}, {v}, region us-east-1
Treasurer: "the auth string for donations is {v}"
[{v}] was the access key left in the old chess club bot
"""
T["secret", "zh"] = r"""
公会机器人的配置：{v}，别再发到大群里了。
家长群通知：学校缴费系统的接口密钥是 {v}，请勿外传。
球队报名小程序后台\n环境：生产\n访问令牌：{v}
{v} ← 这是记分牌脚本用的凭证，比赛结束后要换掉。
社区志愿者表格同步用的 token：{v}
论坛版主备注：有人在交易帖里贴出了机器人令牌“{v}”，已隐藏。
业主群里有人问物业系统的 API 密钥，管理员回复：{v}
服务,负责人,凭据\n表格同步,赛程组,{v}
教会通讯发送用的秘钥：{v}
| 集成 | 值 |\n|---|---|\n| 家长门户 | {v} |
辅导班网站部署说明：运行批改脚本前先设置 {v}
技术志愿者邮件：“签名私钥别放在共享盘里了：{v}”
健身房门禁系统的回调凭证——{v}——改之前先问店长。
{zdate}理事会纪要：财务把网站部署令牌（{v}）发到了群里，需要吊销。
聊天记录\n教练：谁能把赛程接口的钥匙发我？\n秘书：{v}\n教练：谢了
请在周五前更换泄露的凭据{v}。
学校表格集成的备份，key {v}，创建于{zdate}
「{v}」——在公会公开仓库里发现的，成员举报的
互助报名表自动回复用的大模型 key：{v}
配置文件\nbot:\n  secret: {v}\n  频道: 赛程
备忘：俱乐部收款的私密密钥是{v}，不要分享。
日志里的几个字符串：构建 4.2.1，任务 #{n}，{v}，区域 cn-north-1
财务说：“捐款系统的认证串是{v}”
[{v}]是以前象棋社机器人里留下的访问密钥
辅导中心短信网关鉴权用{v}，按月计费。
读书会的 Telegram 机器人钥匙：{v}
"""
T["secret", "mixed"] = r"""
公会 bot 的 config 在这：{v}，别 paste 到 general 频道。
家长群 notice：school payment system 的 API key 是 {v}
球队报名 app backend\nenv: prod\naccess_token（访问令牌）: {v}
{v} ← scoreboard script 用这个 auth，比赛完 rotate 一下
volunteer 表格 sync 的 credential：{v}
Mod 备注：someone 在 trade thread 里贴了 bot token "{v}"，已 hide。
业主群 admin 回复 property system 的 secret：{v}
service,owner,凭据\nsheets-sync,fixtures组,{v}
church newsletter 发邮件用的 SendGrid 密钥：{v}
| integration | 值 |\n|---|---|\n| parent portal | {v} |
Tutoring site deploy 说明：跑 grader 之前 export {v}
IT volunteer 的 email：「signing key 别放 shared drive：{v}」
Gym 门禁 webhook 凭证 —— {v} —— 改之前问 manager
{zdate} committee 纪要：treasurer 把 deploy token（{v}）发到群里了，action: revoke
chat log\nCoach: 谁有 fixtures API 的钥匙？\nSecretary: {v}\nCoach: thx
请 Friday 前 rotate 泄露的 access key {v}
school Google Sheets 集成 backup，{v}，created {zdate}
`{v}` —— 在 guild 的 public repo 里发现的
mutual-aid 表单 auto-reply 用的 LLM 令牌: {v}
config.yaml\nslack:\n  bot_secret: {v}\n  channel: "#赛程"
note to self：俱乐部 payment secret 是 {v}，不要 share
log 里的几个 string：build 4.2.1，job #{n}，{v}，region cn-north-1
财务说 "donations 的 auth string 是 {v}"
[{v}] 是老 chess club bot 里留下的
辅导中心 SMS gateway 用 {v} 鉴权，monthly billing
读书会 Telegram bot 的 private token → {v}
"""

T["password", "en"] = r"""
Parents' portal login for Year 4 — password: {v}
The wifi in the church hall changed — new passphrase is {v}
Locker room tablet pw={v}
Hi Coach, I reset the league stats site this morning; the password is {v}
{v} is the new admin password for the guild forum, don't lose it.
role,site,password\nadmin,league site,{v}
site: tutor portal\npasscode: {v}
Chat\nTreasurer: what's the login for the donations sheet?\nSecretary: "{v}"\nTreasurer: ta
Dear volunteers, the shared drive is now protected. Use the pass phrase {v} when prompted.
Reminder for myself: gym app login — pwd {v}
The Minecraft server for the after-school club has the op password set to {v}.
| system | secret word |\n|---|---|\n| parish booking | {v} |
Raid night: the Discord stage is locked, enter {v} to join.
PASSWORD = "{v}"  # tutoring app, change before launch
Password reset done. Temporary one: {v} (you'll be asked to change it)
My login to the neighbourhood forum keeps failing even with {v} — is caps lock the issue?
Handover list: the key to the shed, the alarm fob, and the laptop password ({v}).
Kids' tablet parental controls code word: {v}
Selling my account, login details sent after payment (current pass: {v})
Team sheet app admin credentials: pass='{v}'
Mutual-aid spreadsheet is encrypted; to open it you need {v}
Note from the form tutor: the class blog's password is now {v}, please don't share with pupils.
"{v}" — that's the password for the school Zoom, the meeting ID is on the letter.
Login: admin / {v}
The choir's Google account: password {v}, recovery goes to the office.
Set my new passwd to {v} for the club booking site.
"""
T["password", "zh"] = r"""
家长平台四年级登录密码：{v}
教会礼堂的 WiFi 改了，新密码是{v}
更衣室平板 密码={v}
教练好，联赛数据网站我今早重置了，口令为{v}
{v}是公会论坛新的管理员密码，别弄丢了。
角色,系统,密码\n管理员,联赛网站,{v}
站点：辅导平台\n口令：{v}
聊天记录\n财务：捐款表的登录是啥？\n秘书：“{v}”\n财务：好的
各位志愿者，共享盘已加密，提示时输入通行短语{v}。
提醒自己：健身房App登录 密码 {v}
课后社团的我的世界服务器管理密码设成了{v}。
| 系统 | 暗号 |\n|---|---|\n| 教堂预约 | {v} |
今晚开荒，语音频道上锁了，输入{v}进入。
PASSWORD = "{v}"  # 辅导 App，上线前改掉
密码已重置，临时的：{v}（登录后需修改）
小区论坛用{v}登不上，是不是大小写的问题？
交接三样东西：仓库钥匙、报警遥控器、笔记本电脑的开机密码（{v}）。
孩子平板的家长控制码：{v}
出号帖：付款后发登录信息（当前登录口令{v}）
队表App管理员：pass='{v}'
互助表格加密了，解锁要用{v}
班主任：班级博客密码现在是{v}，别告诉学生。
“{v}”——学校腾讯会议的密码，会议号见通知。
登录：admin / {v}
合唱团的账号密码{v}，找回走办公室邮箱。
业主群投票系统的登入密碼：{v}
"""
T["password", "mixed"] = r"""
家长 portal 四年级 login 密码: {v}
church hall 的 WiFi 换了，new password 是 {v}
locker room 平板 pw={v}
Coach 好，league stats 网站我今早 reset 了，口令 {v}
{v} 是 guild forum 新的 admin 密码，别弄丢
role,site,密码\nadmin,league site,{v}
site: tutor 平台\npasscode: {v}
chat\nTreasurer: donations sheet 的 login 是？\nSecretary: "{v}"\nTreasurer: ok 谢谢
Dear volunteers，shared drive 已加密，prompt 时输入 passphrase {v}
提醒自己：gym app 登录 pwd {v}
after-school club 的 Minecraft server op 密码设成了 {v}
| system | 暗号 |\n|---|---|\n| parish booking | {v} |
今晚 raid，Discord stage 锁了，输入 {v} 进来
PASSWORD = "{v}"  # tutoring app，launch 前改掉
password reset 好了，临时的：{v}
小区 forum 用 {v} 登不上，是不是 caps lock？
交接 3 样：shed 钥匙、alarm fob、laptop 开机密码（{v}）
kids 平板 parental control code：{v}
出号 trade post：付款后发 login（current pass {v}）
team sheet app admin: pass='{v}'
mutual-aid 表格加密，unlock 要用 {v}
班主任: class blog 的 password 现在是 {v}，don't tell students
"{v}" —— school Zoom 的密码，meeting ID 见通知
Login: admin / {v}
choir 的 Google 账号 password {v}，recovery 走 office
业主群 voting system 登入密碼：{v}
"""

T["email", "en"] = r"""
Please send permission slips to {v} by Friday.
Contact for the U12 fixtures: {v}
From: {v}\nSubject: Pickup arrangements next week
Parent volunteer list\nrole,email\nRefreshments lead,{v}
{v} is the best way to reach the tutoring coordinator.
The treasurer asked that Gift Aid forms be emailed to {v}.
email: {v}\nlocker: {n}\nmembership: gold
Reply-To: <{v}>
Guild recruitment — DM me on Discord or mail {v} with your class and item level.
Trade post: WTS vintage LEGO set, serious offers to {v} only
| role | contact |\n|---|---|\n| safeguarding lead | {v} |
Chat\nMum of Y3: who do I write to about the trip refund?\nClass rep: {v}
cc'd {v} on the report-card note
for rota swaps write to {v}
Mutual-aid sign-up: "I can do shopping runs Tues/Thurs, reach me at {v}"
The new referees' coordinator's address — {v} — has been added to the mailing list.
Forward the match photos to ({v}) and they'll go on the club website.
Three inboxes came up: the generic one, the bookings one, and {v} for the choir director.
Sent from {v} via the school app
Donation receipt will be emailed to "{v}" within 5 working days.
To unsubscribe from the neighbourhood newsletter, message {v}.
Mailing list export: {v}; subscribed {date}; status active
Emergency contact e-mail: {v}
Could you add {v} to the raid calendar invite?
Tutor's correspondence goes to {v} — not the office.
Member intro: Hi all, new here! Collector of old maps. Happy to chat: {v}
"""
T["email", "zh"] = r"""
请在周五前把家长回执发到{v}。
U12赛程联系人邮箱：{v}
发件人：{v}\n主题：下周接送安排
家长志愿者名单\n岗位,邮箱\n茶点负责人,{v}
{v}是联系辅导班老师最快的方式。
财务说捐款收据统一发到{v}。
邮箱：{v}\n柜号：{n}\n会员：金卡
回复至：<{v}>
公会招人——私信或者发邮件到{v}，注明职业和装等。
出闲置乐高，有意者请联系{v}
| 职责 | 联系方式 |\n|---|---|\n| 安全负责人 | {v} |
聊天记录\n三年级家长：春游退款找谁？\n家委会：{v}
成绩单备注已抄送{v}
换班请写信给{v}
互助报名：“我周二周四可以帮忙买菜，电邮{v}”
新裁判协调员的电子邮件——{v}——已加入邮件列表。
比赛照片转发到（{v}），会放到俱乐部网站上。
三个信箱：通用信箱、预约信箱，还有合唱团指挥的{v}。
来自{v}，通过学校App发送
捐款凭证将在5个工作日内发送至“{v}”。
退订社区简报请写信到{v}。
邮件列表导出：{v}；订阅于{zdate}；状态正常
紧急联系邮件地址：{v}
能把{v}加到团本日历邀请里吗？
家教的来往邮件发{v}，不要发到前台。
新人报到：大家好！收藏老地图的，欢迎交流{v}
"""
T["email", "mixed"] = r"""
请周五前把 permission slip 发到 {v}
U12 fixtures 联系 email：{v}
From: {v}\nSubject: 下周接送 pickup 安排
parent volunteers\nrole,邮箱\n茶点 lead,{v}
{v} 是找 tutoring coordinator 最快的方式
treasurer 说 Gift Aid 表格 email 到 {v}
email: {v}\n柜号: {n}\nmembership: gold
Reply-To: <{v}>
公会 recruiting —— Discord 私信或者 mail {v}，写上 class 和装等
WTS 乐高 vintage set，serious offers 联系 {v}
| 职责 | contact |\n|---|---|\n| safeguarding lead | {v} |
chat\n三年级家长: trip refund 找谁？\n家委会 rep: {v}
report card 备注 cc 了 {v}
rota swap 请写信 to {v}
mutual-aid 报名: "周二周四可以 shopping run，reach me at {v}"
新 referees coordinator 的地址 —— {v} —— 已加入 mailing list
match 照片 forward 到 ({v})，会放到 club website
三个 inbox：通用、bookings，还有 choir director 的 {v}
Sent from {v} 通过学校 app
donation receipt 会在 5 个工作日内发到 "{v}"
unsubscribe 社区 newsletter 请写信给 {v}
mailing list 导出：{v}；subscribed {zdate}；status active
紧急 contact e-mail：{v}
能把 {v} 加到 raid calendar invite 吗？
tutor 的邮件发 {v}，不是 office
member intro：hi all 新人报到！old maps 收藏，欢迎 chat：{v}
"""

T["phone", "en"] = r"""
If I'm late for pickup, please call me on {v}.
Emergency contact (Under-10s): {v}
Mobile: {v}\nShirt size: M\nPosition: goalkeeper
{v} — ring this if the hall alarm goes off while I'm keyholder.
The tutor asked parents to text {v} rather than email.
member_no,contact_number,plan\n{n}0{n},{v},off-peak
Volunteer driver rota: Tuesday's driver can be reached at {v}.
Chat\nCoach: anyone got the ref's number?\nSecretary: {v}
| role | tel |\n|---|---|\n| first aider | {v} |
Selling two graphics cards, WhatsApp {v}
Phone (day): {v}
Mutual aid: I live near the park and can collect prescriptions — mobile {v}
My landline is {v}, I'm in most mornings.
Leave a voicemail at {v} if you need a lift to the match.
Three numbers on the poster: 999 for emergencies, 111 for non-urgent, and {v} for the coach.
Contact me via Signal: {v}
call/text ({v}) for locker key swaps
"{v}" is scrawled on the sign-up sheet next to the U14 entry.
Dad's cell {v}; mum prefers email.
In case of injury please phone {v} immediately.
Tel. {v} (evenings)
New member form — telephone number: {v}; relationship of emergency contact: spouse
My number changed to {v}, update the WhatsApp group please.
Grandma will collect on Fridays; reach her on {v}.
Ping the raid leader at {v} if Discord is down.
The babysitter left her digits: {v}
"""
T["phone", "zh"] = r"""
如果我接孩子晚了，请打我电话{v}。
U10紧急联系人：{v}
手机：{v}\n球衣尺码：M\n位置：门将
{v}——礼堂报警器响了就打这个。
老师让家长发短信到{v}，别发邮件。
会员号,联系电话,套餐\n{n}0{n},{v},闲时
志愿者司机排班：周二司机联系方式{v}。
聊天记录\n教练：谁有裁判的号码？\n秘书：{v}
| 角色 | 电话 |\n|---|---|\n| 急救员 | {v} |
出两张显卡，微信同号{v}
白天来电：{v}
社区互助：我住公园附近，可以帮忙取药，手机号{v}
我家座机{v}，上午一般都在。
要搭车去比赛的请给{v}留言。
海报上三个号码：110报警，120急救，{v}找教练。
加我微信：{v}
换柜子钥匙请致电（{v}）
报名表U14那一栏旁边写着“{v}”。
孩子爸爸的手机{v}，妈妈更习惯用邮件。
受伤请立即拨打{v}。
联系方式：{v}（晚上）
新会员登记——联系号码：{v}；紧急联系人关系：配偶
我换号了，新号{v}，麻烦群主更新一下。
周五奶奶来接，她的电话是{v}。
Discord挂了就打团长{v}
保姆留的号码：{v}
业主群：快递放门口了，有事call我{v}
"""
T["phone", "mixed"] = r"""
如果我 pickup 晚了，请 call 我 {v}
U10 emergency contact：{v}
mobile: {v}\n球衣 size: M\nposition: 门将
{v} —— hall alarm 响了就打这个
tutor 让家长 text {v}，不要 email
member_no,电话,plan\n{n}0{n},{v},off-peak
volunteer driver rota：周二 driver 联系 {v}
chat\nCoach: 谁有 ref 的号码？\nSecretary: {v}
| role | 电话 |\n|---|---|\n| first aider | {v} |
出两张 GPU，WhatsApp / 微信同号 {v}
Phone（白天）: {v}
mutual aid：我住公园附近，可以帮忙取药，mobile {v}
我家 landline {v}，mornings 一般在
要 lift 去比赛的给 {v} 留 voicemail
poster 上三个号码：110 报警，120 急救，{v} 找 coach
Signal / 微信：{v}
换 locker 钥匙请 call（{v}）
sign-up sheet 上 U14 那栏旁边写着 "{v}"
Dad 的手机 {v}，mum 更习惯 email
受伤请 immediately 拨打 {v}
Tel. {v}（晚上）
new member 登记 —— telephone：{v}；紧急联系人：spouse
我换号了 new number {v}，麻烦 update 群
Friday 奶奶来接，her phone 是 {v}
Discord down 的话打 raid leader {v}
babysitter 留的号码：{v}
业主群：快递放门口了，有事 ring 我 {v}
"""

T["address", "en"] = r"""
Pickup from {v} on the last day of term.
Home address: {v}
Please post the signed consent form to {v}.
{v} — that's where the away kit is stored now.
member,address,membership\nJunior,"{v}",annual
The mutual-aid drop-off point is my place, {v}.
Deliveries for the food bank go to {v} (side door).
Trade post: collection only from {v}
| field | value |\n|---|---|\n| residence | {v} |
Venue for the guild meetup BBQ: {v}
Carpool: I'll collect the girls from {v} as usual.
We've moved! New address is {v}.
Tutoring sessions will be held at my home, {v}.
Send the trophy engraving invoice to {v}
Emergency form — lives at {v}
Chat\nVolunteer: where do I drop the donations?\nOrganiser: {v}
Our postal address for Gift Aid letters: {v}
Neighbourhood watch meets at {v} this month.
"{v}" — written on the back of the registration card
Lost property can be returned to {v}.
Correspondence: {v}
The kids' party is at {v}; parking on the street.
Choir members: rehearsal moves to my house, {v}, next week.
Ship the guild raffle prize to {v}, please.
addr={v}; role=treasurer
Three locations: the leisure centre, the community hall, and {v} for overflow.
"""
T["address", "zh"] = r"""
期末最后一天从{v}接孩子。
家庭住址：{v}
签好的同意书请寄到{v}。
{v}——队服现在放在这里。
会员,地址,类型\n青少年,"{v}",年卡
社区互助的取货点就在我家，{v}。
食物银行的物资送到{v}（侧门）。
闲置只限自提：{v}
| 字段 | 内容 |\n|---|---|\n| 住处 | {v} |
公会线下烧烤聚会地点：{v}
拼车：我去{v}接几个女孩。
我们搬家了！新地址是{v}。
辅导课在我家上，{v}。
奖杯刻字的发票寄到{v}
紧急信息表——居住于{v}
聊天记录\n志愿者：捐赠物资放哪？\n组织者：{v}
收件地址{v}
本月治安巡逻碰头在{v}。
“{v}”——写在报名卡背面
失物可以送回{v}。
通讯地址：{v}
孩子生日会在{v}，路边可以停车。
合唱团：下周排练改到我家，{v}。
公会抽奖奖品请寄{v}
地址={v}；职务=财务
三个地点：体育中心、社区礼堂，人多的话去{v}。
快递放{v}门口就行
"""
T["address", "mixed"] = r"""
last day of term 从 {v} pickup
home address：{v}
signed consent form 请寄到 {v}
{v} —— away kit 现在放这里
member,地址,type\nJunior,"{v}",annual
mutual-aid drop-off 点就在我家，{v}
food bank 的物资送到 {v}（side door）
trade post：只限自提 {v}
| field | 内容 |\n|---|---|\n| residence | {v} |
guild 线下 BBQ venue：{v}
carpool：我去 {v} 接几个女孩
我们 moved 了！新地址是 {v}
tutoring 在我家上，{v}
trophy 刻字 invoice 寄到 {v}
emergency form —— 住在 {v}
chat\nVolunteer: donations 放哪？\nOrganiser: {v}
Gift Aid 信件的 postal address：{v}
neighbourhood watch 本月在 {v} 碰头
"{v}" —— 写在 registration card 背面
lost property 可以送回 {v}
correspondence 地址：{v}
kids party 在 {v}，路边可以 parking
choir：下周 rehearsal 改到我家，{v}
guild raffle 奖品请 ship 到 {v}
addr={v}; role=财务
三个 locations：leisure centre、社区礼堂，人多去 {v}
快递放 {v} 门口就 OK
"""

T["government_id", "en"] = r"""
SSN for the coach background check: {v}
Volunteer vetting form — National Insurance number {v}
{v} is the ID number on my safeguarding form.
Tax ID for the scholarship application: {v}
member,id_no\nsenior,{v}
Please don't post your social security number in the chat! Someone just wrote {v}.
For the overseas tournament each player registers a travel document: {v}
| document | number |\n|---|---|\n| NI | {v} |
Tutor payroll: NINO {v}, tax code 1257L
Background check submitted with identifier {v}.
Three numbers on the form: charity number 1098765, membership no. 4471, and {v}.
The school trip list needs my daughter's ID — {v}.
Chat\nTreasurer: I need your social for the 1099.\nRef: {v}
ssn: {v}\nstatus: cleared
"{v}" — written next to my signature on the grant form
Government ID on file: {v}
Holiday camp staff record: national insurance no. {v}
Identity document number ({v}) was checked at the door.
Please verify {v} before issuing my gym membership.
I gave the league registrar my number, {v}, for the insurance.
Coach certification requires your SS# — mine is {v}.
For the visa letter to the chess olympiad: {v}
Registrar note: ID {v} matched the birth certificate.
A guild member asked how to blur {v} on his screenshot of his ID card.
Identity check complete — {v}.
"""
T["government_id", "zh"] = r"""
教练背景审查用的身份证号：{v}
志愿者登记表——身份证{v}
{v}是我安全责任书上的证件号码。
奖学金申请的公民身份号码：{v}
会员,证件号\n成人,{v}
别在群里发身份证号！刚才有人发了{v}。
出国比赛每个队员都要登记证件：{v}
| 证件 | 号码 |\n|---|---|\n| 居民身份证 | {v} |
辅导老师工资表：身份证号码{v}
背景审查已提交，证件编号{v}。
表格上三个号码：机构编号1098765，会员号4471，还有{v}。
春游名单需要我女儿的证件号——{v}。
聊天记录\n财务：报销需要你的身份信息。\n裁判：{v}
身份证:{v}\n状态:已审核
“{v}”——写在资助申请签名旁边
存档证件：{v}
夏令营聘用登记 身份证号码为{v}
入场时核验了证件（{v}）。
办健身卡前请核对{v}。
我把我的号码{v}给了联赛登记员办保险。
孩子报名篮球队要填身份证，我儿子的是{v}
棋类奥赛签证邀请函用：{v}
登记员备注：证件{v}与出生证明一致。
公会有人问怎么在截图里给{v}打码
身份核验完成——{v}。
"""
T["government_id", "mixed"] = r"""
coach background check 用的身份证号：{v}
volunteer vetting 表 —— ID number {v}
{v} 是我 safeguarding form 上的证件号
scholarship 申请的 tax ID：{v}
member,证件号\nsenior,{v}
别在群里发 SSN/身份证！刚才有人 post 了 {v}
overseas tournament 每个 player 都要登记证件：{v}
| document | 号码 |\n|---|---|\n| ID | {v} |
tutor payroll：NINO / 身份证 {v}
background check 已提交，identifier {v}
表格上三个号码：charity number 1098765，会员号 4471，还有 {v}
school trip 名单需要我女儿的 ID —— {v}
chat\nTreasurer: 报销需要你的 social\nRef: {v}
ssn: {v}\nstatus: 已审核
"{v}" —— 写在 grant form 签名旁边
Government ID 存档：{v}
夏令营 staff record：national insurance no. {v}
入场时 check 了证件号码（{v}）
办 gym membership 前请 verify {v}
我把我的号码 {v} 给了 league registrar 办 insurance
孩子报名 basketball team 要填身份证，我儿子的是 {v}
chess olympiad 签证 letter 用：{v}
registrar note：ID {v} 与出生证明 match
guild 有人问怎么在 screenshot 里给 {v} 打码
identity check 完成 —— {v}
"""

T["financial", "en"] = r"""
Please pay the term fee by card; I used {v} last time.
Club subs go to {v}
{v} — that's the card on file for my gym membership.
Donation record\ndonor_type,amount,card\nmonthly,£20,{v}
Refunds for the cancelled trip will go back to {v}.
| method | number |\n|---|---|\n| card | {v} |
Transfer the league entry fee to {v} and reference your team name.
Chat\nTreasurer: which account should the raffle money go to?\nChair: {v}
Card number: {v} exp 08/27
Standing order set up from {v} for the church roof fund.
Three numbers on the invoice: order 4471-22, VAT reg 123456789, and payment {v}.
Bank details for the tutoring invoice: {v}
The guild bank purchase was charged to {v}.
"{v}" — the card my son used for the in-game purchases.
Please update my direct debit to {v}.
Payment: {v}\nAmount: $45\nFor: spring league
cc={v}
My credit card ({v}) was declined at the tournament desk.
Scholarship funds paid into {v} on {date}.
For the mutual-aid fund, send to {v}.
Debit card {v} — please charge the kit order.
Receipt shows {v} as the paying method.
Wire details: {v}
The fundraiser's payout goes to {v}.
Keep {v} on file for the monthly gym fee.
"""
T["financial", "zh"] = r"""
学费请刷卡，我上次用的是{v}。
俱乐部会费转到{v}
{v}——这是健身卡绑定的银行卡。
捐款记录\n类型,金额,卡号\n月捐,20元,{v}
取消的春游费用会退回{v}。
| 方式 | 号码 |\n|---|---|\n| 银行卡 | {v} |
联赛报名费请转账至{v}，备注队名。
聊天记录\n财务：抽奖的钱打到哪个账户？\n主席：{v}
卡号：{v}，有效期08/27
从{v}设置了教堂屋顶基金的定期转账。
发票上三个号码：订单4471-22，税号91310000MA1K，还有付款{v}。
辅导费收款信息：{v}
公会仓库的购买扣的是{v}。
“{v}”——我儿子拿去充游戏的那张卡。
请把我的自动扣款改成{v}。
付款：{v}\n金额：45元\n用途：春季联赛
储蓄卡={v}
我的信用卡（{v}）在比赛报名台被拒了。
助学金已于{zdate}打入{v}。
社区互助基金请汇到{v}。
借记卡{v}——队服订单从这里扣。
收据显示付款卡为{v}。
汇款信息：{v}
义卖收入打到{v}。
每月健身费从{v}扣。
"""
T["financial", "mixed"] = r"""
term fee 请刷卡，我上次用的是 {v}
club subs 转到 {v}
{v} —— gym membership 绑定的卡
donation record\ntype,金额,card\nmonthly,20元,{v}
cancelled trip 的钱会退回 {v}
| method | 号码 |\n|---|---|\n| card | {v} |
league entry fee 请转账到 {v}，备注 team name
chat\nTreasurer: raffle 的钱打到哪个 account？\nChair: {v}
card number：{v}，exp 08/27
从 {v} 设置了 church roof fund 的 standing order
invoice 上三个号码：order 4471-22，税号 91310000MA1K，还有 payment {v}
tutoring invoice 收款信息：{v}
guild bank 的购买 charge 到 {v}
"{v}" —— 我儿子拿去充 in-game purchases 的卡
请把我的 direct debit 改成 {v}
payment：{v}\namount：45元\nfor：spring league
cc={v}
我的 credit card（{v}）在 tournament desk 被拒了
scholarship 已于 {zdate} 打入 {v}
mutual-aid fund 请汇到 {v}
debit card {v} —— kit order 从这里扣
receipt 显示付款卡为 {v}
wire details：{v}
fundraiser 收入 payout 到 {v}
monthly gym fee 从 {v} 扣
"""

T["person_name", "en"] = r"""
Please note that {v} will collect my daughter on Thursday.
New member intro: Hi everyone, I'm {v}, I play left back.
Report card note: {v} has made excellent progress in maths this term.
{v} has volunteered for the Sunday tea rota.
pupil,class,allergies\n{v},4B,nuts
Emergency contact: {v} (grandparent)
Congratulations to {v} on finishing a first half-marathon!
Chat\nCoach: who's bringing oranges?\nParent: I think {v} is.
| member | role |\n|---|---|\n| {v} | treasurer |
The guild's new raid leader is {v}.
My name is {v} and I'm looking for a chess tutor for my son.
Dear {v}, thank you for your generous donation to the roof appeal.
Player of the match: {v}
Rota for {date}: setup — {v}; teas — the youth group.
Tutor assigned: {v}.
Signed, {v}, Parish Secretary
Is '{v}' the same person who ran the bake sale last year?
Trade post by {v}: swapping Pokémon cards, mint condition.
Locker 14 — {v}, renewal due March.
Pickup authorised for: {v} (aunt)
Minutes taken by {v}.
contact name: {v}
Apologies received from {v} for tonight's committee.
Nominees for volunteer of the year: the youth team, the kitchen crew and {v}.
Goalkeeper coach {v} will run the Saturday session.
Please welcome {v}, who joins the PTA as secretary.
Got a lovely note from {v} about the food bank.
"""
T["person_name", "zh"] = r"""
周四由{v}来接我女儿，请老师知悉。
新人自我介绍：大家好，我是{v}，踢左后卫。
期末评语：{v}本学期数学进步很大。
{v}报名了周日茶点值班。
学生,班级,过敏\n{v},四(2)班,坚果
紧急联系人：{v}（外婆）
恭喜{v}完成第一个半马！
聊天记录\n教练：谁带橙子？\n家长：好像是{v}。
| 成员 | 职务 |\n|---|---|\n| {v} | 财务 |
公会新团长是{v}。
我叫{v}，想给儿子找个围棋老师。
{v}您好，感谢您为屋顶修缮捐款。
本场最佳球员：{v}
{zdate}值班：布置——{v}；茶水——青年团契。
指定辅导老师：{v}老师
教会干事 {v} 敬上
“{v}”是不是去年办义卖的那位？
出卡帖，发帖人{v}：宝可梦卡全新。
14号柜——{v}，三月到期续费。
授权接送人：{v}（姨妈）
记录人：{v}
联系人{v}
{v}请假，今晚理事会不来了。
年度志愿者提名：青年队、厨房组和{v}。
守门员教练{v}周六带训练。
欢迎{v}加入家委会担任秘书。
业主群里{v}说电梯又坏了
"""
T["person_name", "mixed"] = r"""
周四由 {v} 来 pickup 我女儿，FYI
新人 intro：大家好，I'm {v}，踢 left back
report card 评语：{v} 本学期 maths 进步很大
{v} 报名了周日 tea rota
pupil,班级,allergies\n{v},4B,坚果
emergency contact：{v}（外婆）
恭喜 {v} 完成第一个 half-marathon！
chat\nCoach: 谁带橙子？\nParent: 好像是 {v}
| member | 职务 |\n|---|---|\n| {v} | treasurer |
guild 新 raid leader 是 {v}
我叫 {v}，想给儿子找个 chess tutor
Dear {v}，感谢您为 roof appeal 捐款
player of the match：{v}
{zdate} rota：setup —— {v}；teas —— youth group
assigned tutor：{v}老师
Signed，{v}，教会干事
'{v}' 是不是去年办 bake sale 的那位？
trade post by {v}：Pokémon 卡全新
locker 14 —— {v}，三月 renewal
pickup 授权：{v}（aunt）
minutes 记录人：{v}
contact 联系人：{v}
{v} 请假，tonight's committee 不来了
volunteer of the year 提名：youth team、厨房组和 {v}
goalkeeper coach {v} 周六带 session
欢迎 {v} 加入 PTA 担任 secretary
业主群里 {v} 说 lift 又坏了
"""

T["username", "en"] = r"""
Add me in-game, I'm {v}.
Forum username: {v}
{v} posted the trade offer last night.
Raid roster\nslot,handle,class\n1,{v},healer
The tutoring platform login is {v} (password sent separately).
Chat\n{v}: who's tanking tonight?\nOfficer: me
| member | gamertag |\n|---|---|\n| guild bank | {v} |
Follow our club photographer {v} for match pics.
Steam ID: {v}
Please DM {v} about the bake-sale stall.
Banned user "{v}" for spamming the trade channel.
login: {v}\nrole: moderator
Discord handle for the PTA server: {v}
Kudos to {v} for organising the litter pick!
The league app shows my account as {v}.
Three tags mentioned: #fixtures, #results and {v}.
Sign in with user ID {v} on the church booking portal.
Report from mod: {v} sold a fake mount in the marketplace.
Reply to [{v}]'s intro thread: welcome aboard!
On Twitch as {v}, streaming our raids.
My account name on the chess site is {v}, challenge me.
Volunteer signup by {v} via the app.
nick: {v}
WhatsApp group admin changed to {v}.
Screen name {v} won the photo contest.
"""
T["username", "zh"] = r"""
游戏里加我，ID是{v}。
论坛用户名：{v}
{v}昨晚发了交易帖。
团本名单\n序号,昵称,职业\n1,{v},治疗
辅导平台账号{v}（密码另发）。
聊天记录\n{v}：今晚谁坦？\n官员：我
| 成员 | 游戏ID |\n|---|---|\n| 公会仓库 | {v} |
关注俱乐部摄影师{v}看比赛照片。
Steam账号：{v}
义卖摊位的事请私信{v}。
用户“{v}”在交易频道刷屏，已封禁。
登录名：{v}\n身份：版主
家委会Discord里我的昵称是{v}
感谢{v}组织捡垃圾活动！
联赛App上我的账户显示为{v}。
提到的三个标签：#赛程、#战报，还有{v}。
教堂预约系统用户ID{v}登录。
版主通报：{v}在市场卖假坐骑。
回复【{v}】的新人帖：欢迎！
B站上搜{v}，我们团本直播。
棋类网站上我叫{v}，来挑战。
志愿者报名人：{v}（通过App）
网名：{v}
业主群群主换成了{v}。
摄影比赛冠军是{v}。
"""
T["username", "mixed"] = r"""
in-game 加我，我是 {v}
forum 用户名：{v}
{v} 昨晚发了 trade 帖
raid roster\nslot,昵称,class\n1,{v},healer
tutoring 平台 login 是 {v}（password 另发）
chat\n{v}: 今晚谁 tank？\nOfficer: me
| member | gamertag |\n|---|---|\n| 公会仓库 | {v} |
关注 club photographer {v} 看 match pics
Steam ID：{v}
bake-sale 摊位的事请 DM {v}
用户 "{v}" 在 trade channel 刷屏，已 ban
login: {v}\nrole: 版主
PTA Discord 里我的 handle 是 {v}
Kudos to {v} 组织捡垃圾！
league app 上我的 account 显示为 {v}
三个 tags：#fixtures、#战报，还有 {v}
church booking portal 用 user ID {v} 登录
mod 通报：{v} 在 marketplace 卖假坐骑
回复 [{v}] 的 intro thread：welcome！
Twitch / B站 上搜 {v}，直播我们 raid
chess 网站上我叫 {v}，来 challenge
volunteer signup 人：{v}（via app）
nick: {v}
WhatsApp 群 admin 换成了 {v}
摄影 contest 冠军是 {v}
"""

T["home_path", "en"] = r"""
The roster export is at {v}, open it with LibreOffice.
Saved the fixtures spreadsheet to {v}
{v} — that's where the guild bot keeps its config.
Error: permission denied: '{v}'
file,owner,size\n{v},secretary,24KB
Backup job copies {v} to the NAS nightly.
Report cards are in {v} until the head approves them.
Traceback (most recent call last):\n  File "{v}", line 42, in <module>
| path | purpose |\n|---|---|\n| {v} | donation records |
cd {v} && python rota.py
Chat\nVolunteer: where's the rota file?\nCoord: {v}
The scanner saved the permission slips under {v}.
Three paths in the log: /var/log/app, /tmp/cache and {v}.
Can't find "{v}" after the Windows update.
My notes vault lives at {v}
Moved the match photos into {v} for the newsletter.
PYTHONPATH={v}
opened {v} in VS Code
Log line: loaded config from {v} (raid helper v2.3)
Please don't commit {v} to the club repo.
source: {v}\ndest: s3://club-archive/
Tutoring worksheets synced from {v}.
The mail merge reads addresses from {v}.
ls -la {v}
rm -rf {v} — oops, don't run that.
"""
T["home_path", "zh"] = r"""
名单导出在{v}，用WPS打开。
赛程表格存到了{v}
{v}——公会机器人的配置就放在这。
错误：权限不足：'{v}'
文件,负责人,大小\n{v},秘书,24KB
备份任务每晚把{v}拷到NAS。
成绩单在校长审核前放在{v}。
Traceback (most recent call last):\n  File "{v}", line 42, in <module>
| 路径 | 用途 |\n|---|---|\n| {v} | 捐款记录 |
cd {v} && python 排班.py
聊天记录\n志愿者：排班文件在哪？\n协调人：{v}
扫描仪把家长回执存到了{v}下面。
日志里三个路径：/var/log/app、/tmp/cache 和{v}。
Windows更新之后找不到“{v}”了。
我的笔记库在{v}
比赛照片挪到{v}了，做简报用。
PYTHONPATH={v}
用VS Code打开了{v}
日志：从{v}加载配置（团本助手 v2.3）
别把{v}提交到俱乐部仓库。
源目录：{v}\n目标：s3://club-archive/
辅导练习卷从{v}同步。
邮件合并从{v}读取地址。
ls -la {v}
rm -rf {v}——千万别执行。
"""
T["home_path", "mixed"] = r"""
roster 导出在 {v}，用 LibreOffice 打开
fixtures 表格 saved 到 {v}
{v} —— guild bot 的 config 放在这
错误 permission denied：'{v}'
file,负责人,size\n{v},secretary,24KB
backup job 每晚把 {v} 拷到 NAS
report cards 在 head 审核前放在 {v}
Traceback (most recent call last):\n  File "{v}", line 42, in <module>\n  # 排班脚本报错
| path | 用途 |\n|---|---|\n| {v} | donation records |
cd {v} && python rota.py  # 跑排班
chat\nVolunteer: rota 文件在哪？\nCoord: {v}
scanner 把 permission slips 存到了 {v} 下面
log 里三个 paths：/var/log/app、/tmp/cache 和 {v}
Windows update 之后找不到 "{v}" 了
我的 notes vault 在 {v}
match 照片挪到 {v} 了，做 newsletter 用
PYTHONPATH={v}  # 公会 bot
用 VS Code 打开了 {v}
log：loaded config from {v}（团本助手 v2.3）
别把 {v} commit 到俱乐部 repo
source：{v}\ndest：s3://club-archive/
tutoring worksheets 从 {v} 同步
mail merge 从 {v} 读取地址
ls -la {v}  # 看看家长群文件
rm -rf {v} —— 千万别 run
"""

T["schedule", "en"] = r"""
I drop my son at the school gate at {v} every weekday.
I go to the gym at {v} before work.
My daughter's tutor comes every Monday at {v}.
{v} is when I usually walk the dog before choir.
day,routine,time\nMon,swim,{v}
I'm up at {v} on Sundays to set up the church hall.
Grandma picks the kids up at {v} on Wednesdays.
Chat\nParent: when do you usually get to pickup?\nMe: around {v}
| routine | when |\n|---|---|\n| morning run | {v} |
I log on for raids at {v} most nights after the kids are asleep.
My shift at the food bank starts at {v} on Saturdays.
Bedtime for the little one is {v}, strictly.
I leave the house at {v} to catch the early swim.
Every Thursday I'm at the allotment by {v}.
wake-up alarm: {v}
Pickup from the childminder is {v} daily.
"{v}" — that's when I'm free for tutoring calls.
I usually finish work around {v} and head straight to five-a-side.
Sundays: choir, then lunch, then I nap until {v}.
My regular slot on the volunteer rota is {v} on Fridays.
I take my meds at {v} each morning before the school run.
The kids start homework at {v} and I check it after dinner.
Home from the gym by {v}, if anyone wants to call.
I'm online every evening from {v} for the guild.
Daily routine: {v} wake up, stretch, then work.
"""
T["schedule", "zh"] = r"""
我每个工作日{v}送儿子到校门口。
我每天{v}去健身房，然后上班。
女儿的家教每周一{v}来。
{v}我一般遛狗，然后去合唱团。
星期,事项,时间\n周一,游泳,{v}
周日我{v}起床去布置教堂礼堂。
周三奶奶{v}接孩子。
聊天记录\n家长：你一般几点到校门口？\n我：大概{v}
| 日常 | 时间 |\n|---|---|\n| 晨跑 | {v} |
孩子睡了以后，我大多{v}上线打团本。
周六我在食物银行的班{v}开始。
小的那个{v}必须睡觉。
我{v}出门去赶早场游泳。
每周四{v}前我就到菜园了。
闹钟：{v}
托管阿姨每天{v}接孩子。
“{v}”——这个点我有空接辅导电话。
我一般{v}下班，直接去踢五人制。
周日做完礼拜吃完饭，睡到{v}。
我在志愿者排班表上的固定时段是周五{v}。
每天{v}吃药，然后送孩子上学。
孩子们{v}开始写作业，我饭后检查。
我{v}从健身房回家，有事那之后打电话。
我每晚{v}起在公会在线。
作息：{v}起床，跑步，上班。
每天{v}到家，业主群的快递我帮你们收。
"""
T["schedule", "mixed"] = r"""
我每个 weekday {v} 送儿子到 school gate
我每天 {v} 去 gym，然后上班
女儿的 tutor 每周一 {v} 来
{v} 我一般 walk the dog，然后去 choir
day,事项,time\nMon,游泳,{v}
Sunday 我 {v} 起床去布置 church hall
周三 grandma {v} 接 kids
chat\nParent: 你一般几点到 pickup？\nMe: 大概 {v}
| routine | 时间 |\n|---|---|\n| morning run | {v} |
kids 睡了以后我大多 {v} 上线 raid
周六我在 food bank 的 shift {v} 开始
little one {v} 必须 bedtime
我 {v} 出门去赶 early swim
每周四 {v} 前我就到 allotment 了
wake-up 闹钟：{v}
childminder 每天 {v} pickup
"{v}" —— 这个点我有空接 tutoring call
我一般 {v} 下班，直接去踢 five-a-side
Sunday 做完礼拜吃完 lunch，nap 到 {v}
我在 volunteer rota 上的固定 slot 是周五 {v}
每天 {v} 吃 meds，然后 school run
kids {v} 开始写 homework，我 after dinner 检查
我 {v} 从 gym 回家，有事那之后 call
我每晚 {v} 起在 guild 在线
daily routine：{v} 起床，stretch，上班
"""

T["geo", "en"] = r"""
We live out at {v}, so the minibus pickup is the first stop.
Meet-up pin for the litter pick: {v}
{v} — the new families on the team are mostly from there.
member,area,sessions\njunior,{v},2
Lost dog last seen near {v}.
I'm based in {v}; happy to collect from the station.
| field | value |\n|---|---|\n| location | {v} |
The raid meetup geotag was {v}.
Chat\nDriver: where exactly?\nParent: {v}
The mutual-aid group covers {v} and the streets around it.
Our home is in {v}, near the primary school.
Drop-off spot for donations: {v}
GPS from the photo: {v} — please strip EXIF before posting!
location: {v}\nradius: 2 km
Three areas in the catchment: the town centre, the retail park and {v}.
Delivery area "{v}" added to the food bank route.
Geocache placed at {v} by our family.
Tutor lives in {v}, so sessions at the library are easier.
Neighbourhood watch patch: {v}
My running route starts at {v}.
Trade post: local pickup only ({v})
My allotment plot is by {v}.
The kids' friend group is all from {v}.
Residents' association of {v} meets this month.
Post it to {v} and it'll reach me.
"""
T["geo", "zh"] = r"""
我们住{v}，所以校车第一站接我们。
捡垃圾活动集合定位：{v}
{v}——球队的新家庭大多住那边。
会员,片区,课时\n少儿,{v},2
丢的狗最后出现在{v}附近。
我在{v}，可以去车站接。
| 字段 | 内容 |\n|---|---|\n| 位置 | {v} |
公会线下聚会的定位是{v}。
聊天记录\n司机：具体在哪？\n家长：{v}
互助群负责{v}及周边。
我家在{v}，离小学很近。
捐赠物资投放点：{v}
照片里带的GPS：{v}——发之前请去掉定位！
位置：{v}\n范围：2公里
学区包含三块：市中心、商业区和{v}。
配送片区“{v}”已加进食物银行路线。
我们家把寻宝盒放在{v}。
家教住{v}，在图书馆上课更方便。
治安巡逻片区：{v}
我的跑步路线从{v}出发。
闲置仅限同城自提（{v}）
我的菜地就在{v}旁边。
孩子的小伙伴都住{v}。
{v}业主群本月开会。
寄东西写{v}就能收到。
"""
T["geo", "mixed"] = r"""
我们住 {v}，所以 minibus 第一站接我们
litter pick 集合 pin：{v}
{v} —— team 的新家庭大多住那边
member,片区,sessions\njunior,{v},2
lost dog 最后出现在 {v} 附近
我 based in {v}，可以去车站接
| field | 内容 |\n|---|---|\n| location | {v} |
guild meetup 的 geotag 是 {v}
chat\nDriver: 具体在哪？\nParent: {v}
mutual-aid 群负责 {v} 及周边
我家在 {v}，离 primary school 很近
donations drop-off 点：{v}
照片里的 GPS：{v} —— post 之前请 strip EXIF！
location：{v}\nradius：2 km
catchment 包含三块：town centre、retail park 和 {v}
delivery 片区 "{v}" 已加进 food bank route
geocache 放在 {v}，我们家放的
tutor 住 {v}，在 library 上课更方便
neighbourhood watch 片区：{v}
我的 running route 从 {v} 出发
trade post：local pickup only（{v}）
我的 allotment 就在 {v} 旁边
kids 的小伙伴都住 {v}
{v} 业主群 residents meeting 本月开
寄东西写 {v} 就能收到
"""


# --------------------------------------------------------------------------- benign texts
# Texts of the same kinds with no personal value. B[lang, "plain"] and B[lang, "hard"] (hard
# negatives that look like PII but are not).
B: dict[tuple[str, str], str] = {}

B["en", "plain"] = r"""
Reminder: the spring term starts on {date}; uniforms are available from the school shop for {price}.
The U12 fixtures list has been updated to version {ver}; {n} matches remain this season.
Food bank totals this week: {n} boxes of cereal, {n2} tins of soup and 14 bags of pasta.
Guild update: patch {ver} nerfed healers again. Raid progress {n}/10 on heroic.
Church roof appeal reached {price} — thank you all! Next fundraiser after Easter.
Tutoring tip: spend {dur} a day on times tables; little and often works best.
The league app crashed with error 502 Bad Gateway; ticket #{ticket} opened with support.
Club AGM minutes: subs stay at {price} a year; motion carried {n} to 3.
Trade post: WTS 3 booster boxes, sealed, {price} each, shipping within the UK only.
Mutual-aid group: we now have {n} volunteers across {city}. Thanks everyone.
Class notice: Year 5 trip to the Science Museum in {city} on {date}; packed lunch needed.
Gym notice: the sauna will be closed for maintenance from {date} for {dur}.
season,wins,draws,losses\n2023/24,{n},4,6\n2022/23,{n2},7,9
| item | qty | price |\n|---|---|---|\n| shin pads | {n} | {price} |\n| bibs | {n2} | {price} |
status: ok\nversion: {ver}\nbuild: {sha}
The choir will sing at the Christmas concert in {city} cathedral; tickets {price}.
Forum rules: no selling outside the trade subforum; posts are reviewed within {dur}.
The PTA raised {price} at the summer fair — best year since 2019.
Neighbourhood group: bin collection moves to the day after the bank holiday.
Chess club results: our A team beat {city} 4.5–1.5 in round {n}.
Our raid helper bot now runs on Python 3.12 and discord.py {ver}.
Reading list for Year 7: Holes, Wonder and The Boy at the Back of the Class.
Volunteer rota spreadsheet migrated; doc id {uuid}.
Grant application for the youth football programme submitted on {date}; decision expected in {dur}.
Five-a-side league table: {team} top with {n} points.
Parents, please label water bottles; lost property will be donated at half term.
The community garden harvested {n} kg of potatoes this year.
Report-card template v{ver} adds a section for reading age.
Sports day is postponed due to rain; new date {date}.
Guild bank: {n} stacks of herbs, {n2} flasks, 3 epic patterns.
The hall booking costs {price} per session, payable to the parish office.
Minutes: the committee agreed to buy {n} new footballs and a ball pump.
Build failed: ModuleNotFoundError: No module named 'openpyxl' (roster importer, commit {sha}).
Summer camp runs for {dur} in August; places limited to {n}.
The car park is resurfaced this weekend; please use the overflow field.
Our club was founded in 1987 and moved to the new pitches in {city} in 2015.
The donation drive collected {n} coats for the winter shelter.
Trade thread: looking for a PS5 controller, budget {price}.
The forum migrated to Discourse {ver}; old links redirect.
Homework policy: {dur} per night for Years 3–4.
Referees' course in {city}, {date}, cost {price}.
Server maintenance window: {date}, expected downtime {dur}.
Guild raid composition: 2 tanks, 5 healers, 13 dps.
Library books are due back by {date}.
Netball fixtures for the autumn term are on the noticeboard.
key: value\nteam: {team}\nplayed: {n}\npoints: {n2}
"""
B["en", "hard"] = r"""
Order number {badcard} has shipped — that's the kit shop's order reference.
Build 2024.11.30 of the league app fixes the crash on the fixtures page.
The church hall has room for {n} people seated, 120 standing.
Roster database: Python 3.12, PostgreSQL 16 on port 5432.
We discussed the Washington Post article about youth sports funding.
Charity run: meet at Baker Street station, then walk to Regent's Park together.
Locker rooms 1–4 are closed; use changing room B.
Shirt number 10 goes to the captain this season.
Table 6, Court 3 and Pitch 2 are all booked for the tournament.
Error 401: invalid token — check the app settings (no token pasted here).
Forum settings: password_min_length = 12, require_2fa = true.
UUID {uuid} identifies the fixture in the API.
Commit {sha} adds a CSV export of the volunteer rota.
Price: £1,280.00 for the new goalposts, delivery {date}.
Route 66 themed quiz night raised {price} for the scouts.
Call of Duty tournament, bracket {n} — the winning squad gets a trophy.
The postcode lookup tool was updated to version {ver}.
Apple, Amazon and Google donated prizes to the raffle.
Admin panel: Settings > Users > Roles > Moderator.
ISBN 978-0-14-103614-4 for the Year 6 class reader.
The public resolvers 8.8.8.8 and 1.1.1.1 are both reachable from the school network.
Issue #{ticket}: sort members by join date.
Room 101 is the music room; Room 102 is the library.
Queens Park Rangers vs Sheffield United on {date} — the away end is sold out.
St Mary's Primary and St John's Academy will share the sports field.
sha256 of the installer: {sha64}
Early morning training is cancelled this week because of the frost.
Ticket 4111-1111-1111-1112 is the raffle stub format printed on the sheet.
The API returns HTTP 429 after 60 requests per minute.
Invoice INV-{ticket} for {n} medals, total {price}.
"""
B["zh", "plain"] = r"""
提醒：春季学期{zdate}开学，校服在学校小卖部购买，{zprice}一套。
U12赛程已更新到{ver}版，本赛季还剩{n}场。
本周食物银行：麦片{n}盒、罐头{n2}个、面条14袋。
公会公告：{ver}补丁又削了治疗，英雄难度进度{n}/10。
教堂屋顶筹款已达{zprice}，谢谢大家！
辅导小贴士：每天练{zdur}口算，少量多次效果最好。
联赛App报502错误，已提交工单#{ticket}。
俱乐部年会纪要：年费维持{zprice}，{n}票赞成通过。
出三盒未拆补充包，每盒{zprice}，仅限国内包邮。
社区互助群：{zcity}现有{n}名志愿者，感谢大家。
班级通知：五年级{zdate}去{zcity}科技馆春游，请自带午餐。
健身房通知：桑拿房{zdate}起维护{zdur}。
赛季,胜,平,负\n2023/24,{n},4,6\n2022/23,{n2},7,9
| 物品 | 数量 | 价格 |\n|---|---|---|\n| 护腿板 | {n} | {zprice} |
状态：正常\n版本：{ver}\n构建：{sha}
合唱团圣诞音乐会在{zcity}大剧院，票价{zprice}。
论坛规则：交易只能在交易版发，帖子{zdur}内审核。
家委会夏季义卖筹得{zprice}，是2019年以来最好的一年。
业主群通知：节假日后垃圾清运顺延一天。
象棋社战报：我们A队第{n}轮4.5比1.5胜{zcity}队。
团本助手机器人升级到 Python 3.12 和 discord.py {ver}。
七年级阅读书单：《草房子》《小王子》《城南旧事》。
志愿者排班表已迁移，文档编号{uuid}。
青少年足球项目资助申请已于{zdate}提交，预计{zdur}内出结果。
五人制联赛积分榜：{zteam}以{n}分领先。
请家长给水杯贴上标签，失物期中后捐出。
社区菜园今年收了{n}公斤土豆。
成绩单模板{ver}增加了阅读水平一栏。
运动会因雨延期，新日期{zdate}。
公会仓库：草药{n}组，药水{n2}瓶，史诗图纸3张。
礼堂场地费每场{zprice}，交到堂务办公室。
纪要：委员会同意购买{n}个新足球和一个打气筒。
构建失败：ModuleNotFoundError: No module named 'openpyxl'（名单导入，提交{sha}）。
夏令营八月开营{zdur}，名额限{n}人。
本周末停车场重新铺路，请停到备用场地。
俱乐部成立于1987年，2015年搬到{zcity}的新球场。
冬衣募捐共收到{n}件外套。
求一个PS5手柄，预算{zprice}。
论坛迁移到 Discourse {ver}，旧链接自动跳转。
作业规定：三四年级每晚{zdur}。
{zcity}裁判培训班{zdate}开课，费用{zprice}。
服务器维护：{zdate}，预计停机{zdur}。
团本配置：2坦5治13输出。
图书馆的书请在{zdate}前归还。
秋季学期篮球赛程已贴在公告栏。
球队：{zteam}\n场次：{n}\n积分：{n2}
"""
B["zh", "hard"] = r"""
订单号{badcard}已发货——这是商城订单号，不是卡号。
联赛App构建号2024.11.30修复了闪退。
礼堂可容纳{n}人就座，站立120人。
名单数据库用 Python 3.12，PostgreSQL 16，端口5432。
班级社会实践路线：从南京路步行街走到外滩看灯光秀。
1到4号更衣室关闭，请用B更衣室。
本赛季10号球衣给队长。
6号桌、3号场地、2号球场都被锦标赛订满了。
错误401：令牌无效，请检查App设置（这里不贴令牌）。
论坛设置 password_min_length = 12，require_2fa = true。
接口里用UUID {uuid}标识比赛。
提交{sha}增加了排班表CSV导出。
新球门报价：¥1,280.00，{zdate}送达。
第3期读书会主题：《三体》。
王者荣耀校园赛，第{n}组，冠军有奖杯。
华为、小米、腾讯为抽奖捐赠了奖品。
管理后台：设置 > 用户 > 角色 > 版主。
六年级读本 ISBN 978-7-02-000220-7。
学校网络可以访问公共DNS 114.114.114.114 和 223.5.5.5。
工单#{ticket}：按入会日期排序成员。
101教室是音乐教室，102是图书室。
邮编查询工具升级到{ver}版。
北京路小学和中山路中学共用运动场。
身份证复印件请勿放在公共文件夹（本帖不含任何证件）。
下周一是国庆节，暂停训练一次。
安装包的sha256：{sha64}
早上好！本周训练照常。
地铁一号线到体育中心站下车，步行五分钟。
接口每分钟超过60次请求会返回HTTP 429。
发票INV-{ticket}：奖牌{n}枚，合计{zprice}。
"""
B["mixed", "plain"] = r"""
提醒：spring term {zdate} 开学，uniform 在 school shop 买，{zprice}一套
U12 fixtures 更新到 {ver}，本赛季还剩 {n} 场 matches
food bank 本周：cereal {n} 盒，soup {n2} 罐，pasta 14 袋
guild 公告：patch {ver} 又 nerf 了 healers，heroic 进度 {n}/10
church roof appeal 已达 {zprice}，thank you all！
tutoring tip：每天练 {zdur} times tables，little and often
league app 报 502 Bad Gateway，已开 ticket #{ticket}
club AGM 纪要：subs 维持 {zprice}，motion carried {n} 票
WTS 三盒 booster box，未拆，每盒 {zprice}，国内包邮
mutual-aid 群：{zcity} 现有 {n} 个 volunteers，thanks everyone
班级 notice：Year 5 {zdate} 去{zcity}科技馆 trip，自带 packed lunch
gym 通知：sauna {zdate} 起 maintenance {zdur}
season,wins,draws,losses\n2023/24,{n},4,6
| item | 数量 | price |\n|---|---|---|\n| 护腿板 shin pads | {n} | {zprice} |
status: 正常\nversion: {ver}\nbuild: {sha}
choir 圣诞 concert 在{zcity}大剧院，tickets {zprice}
forum rules：交易只能在 trade 版发，posts {zdur} 内审核
PTA summer fair 筹得 {zprice}，best year since 2019
业主群 notice：bank holiday 后垃圾清运顺延一天
chess club 战报：A 队第 {n} 轮 4.5–1.5 胜{zcity}
raid helper bot 升级到 Python 3.12 + discord.py {ver}
Year 7 reading list：《Wonder》《小王子》《Holes》
volunteer rota 表已 migrate，doc id {uuid}
youth football 资助 application 已于 {zdate} 提交，{zdur} 内出结果
five-a-side 积分榜：{zteam} 以 {n} 分 top
家长们请给 water bottle 贴 label，lost property 期中后捐出
community garden 今年收了 {n} kg 土豆
report card 模板 v{ver} 加了 reading age 一栏
sports day 因雨 postponed，新日期 {zdate}
guild bank：herbs {n} 组，flasks {n2} 瓶，3 张 epic patterns
hall booking 每场 {zprice}，交到 parish office
minutes：committee 同意买 {n} 个新 footballs 和一个打气筒
build failed：ModuleNotFoundError: No module named 'openpyxl'（roster importer，commit {sha}）
summer camp 八月开营 {zdur}，places 限 {n} 人
本周末 car park 重新铺路，请停 overflow field
club 成立于 1987 年，2015 年搬到{zcity}新 pitches
donation drive 收到 {n} 件 coats 给冬季 shelter
求 PS5 controller，budget {zprice}
forum 迁移到 Discourse {ver}，old links 自动 redirect
homework policy：三四年级每晚 {zdur}
{zcity} referees course {zdate} 开课，cost {zprice}
server maintenance：{zdate}，downtime 约 {zdur}
raid 配置：2 tanks 5 healers 13 dps
library books 请在 {zdate} 前归还
netball 秋季 fixtures 已贴在 noticeboard
team: {zteam}\nplayed: {n}\n积分: {n2}
"""
B["mixed", "hard"] = r"""
order number {badcard} 已发货 —— 这是 kit shop 的订单号
league app build 2024.11.30 修复了 fixtures 页面闪退
church hall 可容纳 {n} 人 seated
roster DB：Python 3.12，PostgreSQL 16，port 5432
班级 field trip 路线：南京路步行街 → 外滩 light show
locker rooms 1–4 关闭，请用 changing room B
本赛季 10 号 shirt 给 captain
Table 6、Court 3、Pitch 2 都被 tournament 订满了
Error 401: invalid token，请检查 app settings（这里不贴 token）
forum 设置 password_min_length = 12，require_2fa = true
API 里用 UUID {uuid} 标识 fixture
commit {sha} 加了 volunteer rota 的 CSV export
新球门 price：¥1,280.00，{zdate} 送达
第 3 期 book club 主题：《三体》The Three-Body Problem
王者荣耀 campus cup，bracket {n}，冠军有 trophy
Huawei、Xiaomi、Tencent 为 raffle 捐赠了奖品
admin panel：Settings > Users > Roles > 版主
Year 6 读本 ISBN 978-0-14-103614-4
学校 network 可以访问 public DNS 8.8.8.8 和 223.5.5.5
issue #{ticket}：按 join date 排序 members
Room 101 是 music room，102 是 library
postcode lookup 工具升级到 {ver}
北京路小学和 St John's Academy 共用 sports field
ID 复印件请勿放 shared folder（本帖不含任何证件）
下周一 National Day，训练暂停一次
installer 的 sha256：{sha64}
早上好！this week 训练照常
地铁 Line 1 到体育中心站下车，步行 5 min
API 每分钟超过 60 次 requests 返回 HTTP 429
invoice INV-{ticket}：medals {n} 枚，合计 {zprice}
"""
_BENIGN_FRAMES = {
    "en": ("", "", "Note: ", "[club memo] ", "FYI — ", "Update: ", "Posted in #general: ", "From the newsletter: ", "Memory: "),
    "zh": ("", "", "通知：", "【群公告】", "转发：", "备忘：", "班级群消息：", "记一下：", "论坛帖子："),
    "mixed": ("", "", "FYI：", "【群公告】", "Update：", "备忘 note：", "#general 消息：", "memo：", "转发 fwd："),
}


# --------------------------------------------------------------------------- builders
_CITIES = ("London", "Manchester", "Leeds", "Bristol", "Glasgow", "Cardiff", "Austin", "Denver", "Seattle", "Boston",
           "Chicago", "Toronto", "Dublin", "Sheffield", "Portland")
_ZCITIES = ("北京", "上海", "广州", "深圳", "杭州", "成都", "武汉", "南京", "西安", "苏州", "重庆", "厦门", "青岛", "长沙")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")
_TEAMS = ("Riverside Rovers", "the Under-14s", "Northside United", "Red Kites FC", "the Vets XI", "Harbour Athletic")
_ZTEAMS = ("闪电队", "猎豹队", "海鸥联队", "老男孩队", "少年先锋队", "东风队")
_FILLER = re.compile(r"\{(n|n2|date|zdate|ver|price|zprice|ticket|city|zcity|uuid|sha|sha64|dur|zdur|team|zteam|badcard)\}")


def _bad_card(r: random.Random) -> str:
    good = _luhn(r, r.choice(["20", "30", "70", "88"]), 16)
    return good[:-1] + str((int(good[-1]) + r.randint(1, 9)) % 10)


def _fill(r: random.Random, tpl: str) -> str:
    def rep(m: re.Match) -> str:
        k = m.group(1)
        if k in ("n", "n2"):
            return str(r.randint(2, 48))
        if k == "date":
            return f"{r.randint(1, 28)} {r.choice(_MONTHS)} {r.choice(['', '2024', '2025'])}".strip()
        if k == "zdate":
            return f"{r.randint(1, 12)}月{r.randint(1, 28)}日"
        if k == "ver":
            return f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}"
        if k == "price":
            return f"{r.choice(['£', '$', '€'])}{r.randint(3, 900)}{r.choice(['', '.00', '.50', '.99'])}"
        if k == "zprice":
            return f"{r.randint(10, 5000)}{r.choice(['元', '元', '块'])}" if r.random() < 0.7 else f"¥{r.randint(10, 5000)}"
        if k == "ticket":
            return str(r.randint(1000, 99999))
        if k == "city":
            return r.choice(_CITIES)
        if k == "zcity":
            return r.choice(_ZCITIES)
        if k == "uuid":
            h = _rs(r, 32, HEX)
            return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"
        if k == "sha":
            return _rs(r, r.choice([7, 8, 12]), HEX)
        if k == "sha64":
            return _rs(r, 64, HEX)
        if k == "dur":
            return r.choice(["20 minutes", "two weeks", "10 days", "45 minutes", "three hours", "a month", "15 minutes"])
        if k == "zdur":
            return r.choice(["20分钟", "两周", "10天", "45分钟", "三小时", "一个月", "半小时"])
        if k == "team":
            return r.choice(_TEAMS)
        if k == "zteam":
            return r.choice(_ZTEAMS)
        return _bad_card(r)

    return _FILLER.sub(rep, tpl)


def _lines(block: str) -> list[str]:
    return [t.replace("\\n", "\n") for t in block.strip("\n").split("\n") if t.strip()]


def templates(cat: str, lang: str) -> list[str]:
    return _lines(T[cat, lang])


def _unpack(got) -> tuple[str, int, int]:
    if isinstance(got, tuple):
        return got
    return got, 0, len(got)


def samples() -> list[Sample]:
    vals = Values()
    r = vals.r
    out: list[Sample] = []
    for cat in CATEGORIES:
        gen = getattr(vals, cat)
        for lang in LANGS:
            tpls = templates(cat, lang)
            order = list(range(len(tpls)))
            for i in range(N_PER_CELL):
                if i % len(tpls) == 0:
                    r.shuffle(order)
                tpl = tpls[order[i % len(tpls)]]
                assert tpl.count("{v}") == 1, tpl
                for _ in range(100):
                    disp, s, e = _unpack(gen(lang))
                    value = disp[s:e]
                    pre, post = _fill(r, tpl).split("{v}")
                    text = pre + disp + post
                    if value and value == value.strip() and text.count(value) == 1:
                        break
                else:  # pragma: no cover
                    raise AssertionError(f"no unique value for {cat}/{lang}: {tpl!r}")
                smp = Sample(text, cat, lang, len(pre) + s, len(pre) + e)
                assert smp.value == value
                out.append(smp)
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    r = random.Random(RANDOM_SEED + 1)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        plain, hard = _lines(B[lang, "plain"]), _lines(B[lang, "hard"])
        n_hard = N_BENIGN // 3 + 1
        seen: set[str] = set()
        for i in range(N_BENIGN):
            pool = hard if i < n_hard else plain
            for _ in range(50):
                text = r.choice(_BENIGN_FRAMES[lang]) + _fill(r, r.choice(pool))
                if text not in seen:
                    break
            seen.add(text)
            out.append((lang, text))
    return out


if __name__ == "__main__":
    report("ah", samples(), benign_with_lang())
