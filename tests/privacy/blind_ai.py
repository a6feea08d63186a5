# ruff: noqa
"""Blind acceptance corpus ``ai``: property and housing text drafted or kept by agents.

Style: a seventeenth independent acceptance corpus, by a privacy engineer at a customer who
samples property and housing text: (1) rental applications and tenancy (applicant profiles,
references, guarantors, deposit receipts, 租房申请, 租赁合同), (2) maintenance and building
management (repair tickets, contractor visits, access instructions, intercom and parcel-room
notes, 物业报修, 门禁), (3) buying and selling (viewings, offers, mortgage and conveyancing
emails, 看房记录, 按揭), (4) neighbourhood and HOA/业委会 business (minutes, dues ledgers, noise
complaints, 业主大会) -- in English, Chinese and code-switched text, as prose, emails, chats,
tables, CSV rows and key: value lines.

Written blind: the author never read the gate's source, its tests (other than
blind_common.py), its changelog or its history, and never ran the gate on this corpus.

Values: Faker en_US / en_GB / zh_CN (many provider methods, time-dependent calls pinned to a
fixed range) plus own generators (provider tokens, CN resident IDs with checksum, Luhn cards,
mod-97 IBANs, UK NINOs, 小区 names, clock times).  About a quarter of the templates are hard
cases (weak or no cue, value before the cue, value among similar benign items, quotes /
brackets / table cells, full-width forms, no spaces in Chinese, UPPER / lower case).

Seeds: Faker seed 10901 (seed_instance on each locale), random seed 10902.
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

FAKER_SEED = 10901
RANDOM_SEED = 10902
N_PER_CELL = 250
N_BENIGN = 400

_PIN_START = datetime(2023, 1, 1)
_PIN_END = datetime(2024, 12, 31)

# ----------------------------------------------------------------------------- helpers

B62 = string.ascii_letters + string.digits
B64URL = B62 + "-_"
UPPER_NUM = string.ascii_uppercase + string.digits


def _rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def fullwidth(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)


def luhn_complete(prefix: str, length: int, rng) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def luhn_ok(num: str) -> bool:
    digits = [int(c) for c in num if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def iban_make(country: str, bban: str) -> str:
    rearr = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    check = 98 - int(num) % 97
    return f"{country}{check:02d}{bban}"


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def group4(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


_CNID_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_CNID_AREAS = ("110105", "310104", "440305", "330106", "320102", "510107", "420106", "370202",
               "210102", "610113", "500103", "350203", "430104", "120101", "530102")


def cn_id(rng) -> str:
    area = rng.choice(_CNID_AREAS)
    y = rng.randint(1958, 2003)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    seq = f"{rng.randint(0, 999):03d}"
    body = f"{area}{y}{m:02d}{d:02d}{seq}"
    return body + "10X98765432"[sum(int(a) * w for a, w in zip(body, _CNID_W)) % 11]


def cn_id_ok(s: str) -> bool:
    return len(s) == 18 and "10X98765432"[sum(int(a) * w for a, w in zip(s[:17], _CNID_W)) % 11] == s[17]


_NINO_A = "ABCEGHJKLMNOPRSTWXYZ"
_NINO_B = "ABCEGHJKLMNPRSTWXYZ"
_NINO_BAD = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def nino(rng) -> str:
    while True:
        p = rng.choice(_NINO_A) + rng.choice(_NINO_B)
        if p not in _NINO_BAD:
            break
    d = "".join(rng.choice(string.digits) for _ in range(6))
    s = rng.choice("ABCD")
    return rng.choice([f"{p}{d}{s}", f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}", f"{p} {d} {s}"])


# Words that must never be a whole name value on their own
_COMMON_WORDS = {"will", "may", "june", "april", "august", "summer", "hope", "grace", "joy", "faith",
                 "mark", "bill", "rose", "jack", "dawn", "art", "guy", "page", "long", "young",
                 "rich", "price", "cook", "bell", "king", "hill", "wood", "park", "lane", "gay",
                 "ray", "pat", "sue", "don", "ken", "amber", "crystal", "ivy", "holly", "olive",
                 "white", "green", "brown", "black", "gray", "grey", "rice", "day", "may", "case",
                 "miles", "chase", "hunter", "mason", "carter", "walker", "cole", "stone", "banks"}


# ----------------------------------------------------------------------------- value generators


class Gen:
    """Planted value generators.  Each returns ``str`` or ``(pre, value, post)`` where only
    ``value`` is the planted span (``pre``/``post`` are context that belongs with it)."""

    def __init__(self) -> None:
        self.fu = Faker("en_US")
        self.fg = Faker("en_GB")
        self.fc = Faker("zh_CN")
        for f in (self.fu, self.fg, self.fc):
            f.seed_instance(FAKER_SEED)
        self.r = random.Random(RANDOM_SEED)

    def en_faker(self):
        return self.r.choice((self.fu, self.fg))

    # --- secret
    def secret(self, lang):
        r = self.r
        k = r.randrange(16)
        if k == 0:
            return "AKIA" + _rs(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
        if k == 1:
            return "ghp_" + _rs(r, B62, 36)
        if k == 2:
            return "github_pat_" + _rs(r, B62, 22) + "_" + _rs(r, B62, 59)
        if k == 3:
            return f"xox{r.choice('bpa')}-{r.randint(10**9, 10**12)}-{r.randint(10**9, 10**12)}-" + _rs(r, B62, 24)
        if k == 4:
            return "sk-proj-" + _rs(r, B64URL, 58) + "T3BlbkFJ" + _rs(r, B64URL, 58)
        if k == 5:
            return "sk-ant-api03-" + _rs(r, B64URL, 93) + "AA"
        if k == 6:
            return r.choice(("sk_live_", "rk_live_", "sk_test_")) + _rs(r, B62, r.choice((24, 34, 99)))
        if k == 7:
            return "AIza" + _rs(r, B64URL, 35)
        if k == 8:
            return "hf_" + _rs(r, string.ascii_letters, 34)
        if k == 9:
            return "SG." + _rs(r, B64URL, 22) + "." + _rs(r, B64URL, 43)
        if k == 10:
            return f"{r.randint(10**8, 10**10 - 1)}:AA" + _rs(r, B64URL, 33)
        if k == 11:
            alg = r.choice(("HS256", "RS256"))
            head = _b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
            body = _b64url(json.dumps({"sub": f"tenant-{r.randint(1000, 99999)}", "iat": r.randint(1690000000, 1735000000),
                                       "scope": r.choice(("doors", "parcel", "portal", "ledger"))}, separators=(",", ":")).encode())
            return f"{head}.{body}." + _rs(r, B64URL, r.choice((43, 86)))
        if k == 12:
            kind = r.choice(("RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"))
            lines = [_rs(r, B62 + "+/", 64) for _ in range(r.randint(3, 6))]
            lines.append(_rs(r, B62 + "+/", r.randint(10, 60)) + "==")
            return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"
        if k == 13:
            user = r.choice(("lease_svc", "facility", "hoa_admin", "portal", "wuye", "ops", "app"))
            host = r.choice(("db.estates.internal", "10.20.3.14", "mq.property-ops.net", "redis.lettings.local",
                             "pg-main.hoa.io", "ftp.parcelroom.cn"))
            scheme = r.choice(("postgres", "mysql", "amqp", "redis", "https", "ftp", "mongodb"))
            pw = _rs(r, B62, r.randint(14, 28))
            tail = r.choice(("/leases", ":5432/tenancy", "/vhost", ":6379/0", "/export/ledger.csv", "/"))
            return (f"{scheme}://{user}:", pw, f"@{host}{tail}")
        if k == 14:
            name = r.choice(("INTERCOM_API_SECRET", "door_controller_token", "LOCKBOX_SECRET", "webhookSecret",
                             "PAYMENT_SIGNING_KEY", "wuye_app_secret", "client_secret", "ACCESS_TOKEN"))
            sep = r.choice(("=", ": ", " = ", "="))
            alpha = r.choice((string.hexdigits.lower()[:16], B62, B62 + "+/"))
            return (f"{name}{sep}", _rs(r, alpha, r.choice((32, 40, 48, 64))), "")
        return "sk-" + _rs(r, B62, 48)

    # --- password
    _WORDS = ("maple", "harbour", "kettle", "window", "garden", "copper", "lantern", "orbit", "velvet", "pebble",
              "thunder", "saffron", "glacier", "walnut", "meadow", "falcon", "cobalt", "juniper")

    def password(self, lang):
        r = self.r
        k = r.randrange(7)
        if k == 0:
            return self.fu.password(length=r.randint(9, 16))
        if k == 1:
            return self.fg.password(length=r.randint(10, 14), special_chars=False)
        if k == 2:
            return self.fc.password(length=r.randint(8, 12), special_chars=r.random() < 0.5)
        if k == 3:
            w = r.sample(self._WORDS, r.randint(3, 4))
            sep = r.choice(("-", "_", ".", ""))
            if not sep:
                w = [x.capitalize() for x in w]
            return sep.join(w) + r.choice(("", str(r.randint(1, 99)), "!"))
        if k == 4:
            py = self.fc.user_name()
            return py.capitalize() + r.choice(("@", "#", "_", "")) + str(r.randint(1960, 2005))
        if k == 5:
            return r.choice(self._WORDS).capitalize() + str(r.randint(10, 9999)) + r.choice("!$%&*?")
        return _rs(r, B62 + "!@#$%^&*", r.randint(10, 18))

    # --- email
    def email(self, lang):
        r = self.r
        k = r.randrange(9 if lang != "zh" else 7)
        if k == 0:
            return self.fc.free_email()
        if k == 1:
            return self.fc.user_name() + str(r.randint(1, 999)) + "@" + r.choice(("qq.com", "163.com", "126.com", "sina.com", "foxmail.com"))
        if k == 2:
            return str(r.randint(10**7, 10**10)) + "@qq.com"
        if k == 3:
            return self.fc.company_email()
        if k == 4:
            return self.fc.email()
        if k == 5:
            return self.fu.free_email()
        if k == 6:
            return self.fg.company_email()
        if k == 7:
            f = self.en_faker()
            return f"{f.first_name().lower()}.{f.last_name().lower()}@" + r.choice(("lettings.co.uk", "hoa-board.org", "gmail.com", "outlook.com", "realty-partners.com"))
        return self.en_faker().ascii_safe_email() if r.random() < 0.3 else self.fu.email()

    # --- phone
    def phone(self, lang):
        r = self.r
        if lang == "en" or (lang == "mixed" and r.random() < 0.4):
            k = r.randrange(7)
            if k == 0:
                return self.fu.phone_number()
            if k == 1:
                return self.fg.phone_number()
            if k == 2:
                return f"({r.randint(201, 989)}) {r.randint(200, 999)}-{r.randint(0, 9999):04d}" + r.choice(("", f" ext. {r.randint(2, 999)}", f" x{r.randint(10, 9999)}"))
            if k == 3:
                return f"07{r.randint(100, 999)} {r.randint(100000, 999999)}"
            if k == 4:
                return f"+44 7{r.randint(100, 999)} {r.randint(100000, 999999)}"
            if k == 5:
                return f"+1 {r.randint(201, 989)} {r.randint(200, 999)} {r.randint(0, 9999):04d}"
            return f"0{r.choice(('20', '161', '113', '131', '117'))} {r.randint(1000, 9999)} {r.randint(1000, 9999)}"
        k = r.randrange(6)
        if k == 0:
            return self.fc.phone_number()
        if k == 1:
            p = self.fc.phone_number()
            return f"{p[:3]} {p[3:7]} {p[7:]}"
        if k == 2:
            p = self.fc.phone_number()
            return f"+86 {p[:3]}-{p[3:7]}-{p[7:]}"
        if k == 3:
            return f"0{r.choice(('10', '21', '755', '20', '571', '28'))}-{r.randint(2000, 8999)}{r.randint(1000, 9999)}"
        if k == 4:
            return "+86" + self.fc.phone_number()
        p = self.fc.phone_number()
        return f"{p[:3]}-{p[3:7]}-{p[7:]}"

    # --- address
    _ZH_BLD = ("{a}号{b}栋{c}单元{d}室", "{a}号{b}幢{d}室", "{a}弄{b}号{d}室", "{a}号院{b}号楼{c}单元{d}", "{a}号{d}室",
               "{a}号{b}号楼{d}室", "{a}号{b}座{d}")
    _ZH_PLACES = (("上海市", "徐汇区"), ("北京市", "朝阳区"), ("广东省深圳市", "南山区"), ("浙江省杭州市", "西湖区"),
                  ("江苏省南京市", "鼓楼区"), ("四川省成都市", "武侯区"), ("湖北省武汉市", "洪山区"), ("天津市", "河西区"),
                  ("广东省广州市", "天河区"), ("重庆市", "渝中区"), ("陕西省西安市", "雁塔区"), ("福建省厦门市", "思明区"))
    _EN_CITIES = ("London", "Manchester", "Leeds", "Bristol", "Glasgow", "Boston", "Denver", "Austin", "Portland", "Chicago",
                  "Seattle", "Birmingham", "Oxford", "Sacramento", "Cardiff")

    def zh_street(self):
        r = self.r
        st = self.fc.street_name()
        if r.random() < 0.3:
            st = r.choice(("漕溪北", "建国", "科苑", "文一西", "中山", "解放", "人民", "淮海中", "天府二", "珞喻", "体育西")) + r.choice(("路", "大道", "街"))
        tpl = r.choice(self._ZH_BLD)
        return st + tpl.format(a=r.randint(1, 999), b=r.randint(1, 32), c=r.randint(1, 6), d=f"{r.randint(1, 33)}{r.randint(1, 4):02d}")

    def address(self, lang):
        r = self.r
        if lang == "en" or (lang == "mixed" and r.random() < 0.5):
            k = r.randrange(5)
            city = r.choice(self._EN_CITIES)
            if k == 0:
                v = self.fu.street_address()
            elif k == 1:
                v = self.fg.street_address().replace("\n", ", ")
            elif k == 2:
                v = f"Flat {r.randint(1, 40)}{r.choice(('', 'A', 'B'))}, {self.fg.building_number()} {self.fg.street_name()}"
            elif k == 3:
                v = f"{self.fu.building_number()} {self.fu.street_name()}, {r.choice(('Apt', 'Unit', 'Suite', '#'))} {r.randint(1, 40)}{r.choice('ABCD')}"
            else:
                v = f"{r.randint(1, 300)} {r.choice(('High Street', 'Station Road', 'Church Lane', 'Mill Road', 'Victoria Street', 'Park Avenue', 'Elm Street'))}"
            post = r.choice((f", {city}", f", {city}", "", f" ({city})"))
            return ("", v, post)
        prov, dist = r.choice(self._ZH_PLACES)
        v = self.zh_street()
        pre = r.choice((prov + dist, dist, prov, ""))
        return (pre, v, "")

    # --- government_id
    def government_id(self, lang, kind=None):
        r = self.r
        if kind is None:
            if lang == "zh":
                kind = r.choice(("cnid", "cnid", "cnid", "cnpass"))
            elif lang == "en":
                kind = r.choice(("ssn", "ssn", "nino", "nino", "pass"))
            else:
                kind = r.choice(("cnid", "cnid", "ssn", "nino", "pass", "cnpass"))
        elif kind == "pass" and lang == "zh":
            kind = "cnpass"
        elif kind == "pass" and lang == "mixed" and r.random() < 0.5:
            kind = "cnpass"
        if kind == "cnid":
            return self.fc.ssn() if r.random() < 0.3 else cn_id(r)
        if kind == "cnpass":
            return r.choice(("E", "G")) + str(r.randint(10**7, 10**8 - 1)) if r.random() < 0.5 else "E" + r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + str(r.randint(10**6, 10**7 - 1))
        if kind == "ssn":
            s = self.fu.ssn()
            return s if r.random() < 0.75 else r.choice((s.replace("-", ""), s.replace("-", " ")))
        if kind == "nino":
            return nino(r)
        return self.en_faker().passport_number()

    # --- financial
    def financial(self, lang, kind=None):
        r = self.r
        if kind is None:
            kind = r.choice(("card", "card", "card", "iban")) if lang != "zh" else r.choice(("card", "cncard", "cncard"))
        if kind == "acct" and lang == "en":
            kind = r.choice(("acct", "aba", "iban"))
        if kind == "acct" and lang != "en":
            kind = r.choice(("acct", "cncard", "cncard"))
        if kind == "card" and lang != "en" and r.random() < 0.4:
            kind = "cncard"
        if kind == "card":
            if r.random() < 0.5:
                return self.fu.credit_card_number(card_type=r.choice(("visa16", "mastercard", "amex", "discover", "visa16")))
            c = luhn_complete(r.choice(("4", "51", "53", "55", "2221")), 16, r)
            return r.choice((group4(c), "-".join(c[i:i + 4] for i in range(0, 16, 4)), c))
        if kind == "cncard":
            c = luhn_complete(r.choice(("622202", "621700", "622848", "623668", "625807", "6214")), r.choice((16, 19, 19)), r)
            return c if r.random() < 0.7 else group4(c)
        if kind == "iban":
            if lang == "en" or r.random() < 0.4:
                v = self.fg.iban() if r.random() < 0.5 else iban_make("DE", "".join(r.choice(string.digits) for _ in range(18)))
            else:
                v = iban_make(r.choice(("FR", "DE", "NL", "ES")), "".join(r.choice(string.digits) for _ in range(r.choice((16, 18, 20)))))
            return group4(v) if r.random() < 0.4 else v
        if kind == "aba":
            return self.fu.aba()
        # bank account number next to a cue word
        if lang == "en":
            return self.fg.bban()[4:] if r.random() < 0.2 else str(r.randint(10**7, 10**11 - 1))
        return str(r.randint(10**15, 10**19 - 1))

    # --- person_name
    def _en_name(self):
        r = self.r
        while True:
            f = self.en_faker()
            k = r.randrange(5)
            if k == 0:
                first, last = f.first_name_female(), f.last_name()
            elif k == 1:
                first, last = f.first_name_male(), f.last_name()
            else:
                first, last = f.first_name(), f.last_name()
            if first.lower() in _COMMON_WORDS or last.lower() in _COMMON_WORDS:
                continue
            if r.random() < 0.12:
                return f"{first} {r.choice(string.ascii_uppercase)}. {last}"
            return f"{first} {last}"

    def person_name(self, lang):
        r = self.r
        if lang == "en" or (lang == "mixed" and r.random() < 0.4):
            return self._en_name()
        k = r.randrange(4)
        if k == 0:
            return self.fc.name_male()
        if k == 1:
            return self.fc.name_female()
        if k == 2:
            return self.fc.last_name() + self.fc.first_name_female() + (self.fc.first_name_female()[:1] if r.random() < 0.3 else "")
        return self.fc.name()

    # --- username
    def username(self, lang):
        r = self.r
        while True:
            k = r.randrange(6)
            if k in (0, 1):
                u = (self.fc if lang == "zh" or (lang == "mixed" and r.random() < 0.5) else self.en_faker()).user_name()
            elif k == 2:
                u = self.fc.user_name() + r.choice(("_", ".", "")) + str(r.randint(1, 9999))
            elif k == 3:
                f = self.en_faker()
                u = f.first_name().lower()[:r.randint(3, 6)] + r.choice(("_", ".", "")) + f.last_name().lower()
            elif k == 4:
                u = r.choice(("the", "real", "not", "mr", "its", "x")) + "_" + self.fu.user_name()
            else:
                u = self.fc.user_name() + str(r.randint(80, 99))
            if len(u) >= 5:
                break
        return "@" + u if r.random() < 0.35 else u

    # --- home_path
    _TAILS_UNIX = ("/Documents/tenancy/lease_2024.pdf", "/Downloads/deposit_receipt.png", "/projects/hoa-ledger/dues.csv",
                   "/Desktop/看房记录.xlsx", "/.ssh/config", "/work/wuye/repair_tickets.json", "/Pictures/viewing/kitchen.jpg",
                   "/notes/offer_draft.md", "/mail/conveyancing/", "/Library/Mobile Documents/租赁合同.docx", "/tmp/parcel.log")
    _TAILS_WIN = ("\\Documents\\Lease.docx", "\\Desktop\\业主大会纪要.docx", "\\Downloads\\mortgage_offer.pdf", "\\AppData\\Local\\Temp",
                  "\\OneDrive\\HOA\\dues_2024.xlsx", "\\Pictures\\damp_bathroom.jpg", "\\Documents\\物业\\报修单.pdf")

    def home_path(self, lang):
        r = self.r
        if lang == "zh" or (lang == "mixed" and r.random() < 0.5):
            u = self.fc.user_name() if r.random() < 0.7 else self.fc.user_name()[:r.randint(4, 8)]
        else:
            f = self.en_faker()
            u = r.choice((f.user_name(), f.first_name().lower(), f.first_name().lower() + "." + f.last_name().lower(), f.first_name()))
        if len(u) < 4:
            u = u + "_" + str(r.randint(1, 99))
        k = r.randrange(3)
        if k == 0:
            return ("", "/home/" + u, r.choice(self._TAILS_UNIX))
        if k == 1:
            return ("", "/Users/" + u, r.choice(self._TAILS_UNIX))
        return ("", "C:\\Users\\" + u, r.choice(self._TAILS_WIN))

    # --- schedule
    _EN_WORDS = ("half past six", "half past seven", "quarter to eight", "quarter past nine", "seven thirty", "six o'clock",
                 "half past ten", "quarter to seven", "eleven o'clock")
    _ZH_NUM = "零一二三四五六七八九十"

    def _zh_hour(self, h):
        return self._ZH_NUM[h] if h <= 10 else "十" + self._ZH_NUM[h - 10]

    def schedule(self, lang):
        r = self.r
        if lang == "en" or (lang == "mixed" and r.random() < 0.5):
            k = r.randrange(6)
            t = self.fu.date_time_between(start_date=_PIN_START, end_date=_PIN_END)
            t = t.replace(hour=5 + t.hour % 18, minute=t.minute - t.minute % 5)
            if k == 0:
                return f"{r.randint(5, 11)}{r.choice(('am', 'pm', ' am', ' p.m.', 'AM', 'PM'))}"
            if k == 1:
                return f"{r.randint(1, 11)}:{r.choice(('15', '30', '45', '00', '10', '40'))}{r.choice(('am', 'pm', ' am', ' pm', 'PM'))}"
            if k == 2:
                return r.choice(self._EN_WORDS)
            if k == 3:
                return t.strftime("%H:%M")
            if k == 4:
                return f"{r.randint(6, 10)}.{r.choice(('15', '30', '45'))}{r.choice(('am', 'pm'))}"
            return t.strftime("%I:%M %p").lstrip("0")
        k = r.randrange(6)
        h = r.randint(5, 11)
        if k == 0:
            return r.choice(("早上", "早晨", "上午")) + f"{h}点" + r.choice(("", "半", "一刻", "45分", "20"))
        if k == 1:
            if r.random() < 0.25:
                return f"傍晚{r.randint(5, 7)}点" + r.choice(("", "半"))
            return r.choice(("晚上", "夜里")) + f"{r.randint(8, 11)}点" + r.choice(("", "半", "十五"))
        if k == 2:
            return r.choice(("早上", "晚上", "下午", "凌晨")) + self._zh_hour(r.randint(1, 11)) + "点" + r.choice(("", "半", "整"))
        if k == 3:
            t = self.fc.date_time_between(start_date=_PIN_START, end_date=_PIN_END)
            return t.replace(minute=t.minute - t.minute % 15).strftime("%H:%M")
        if k == 4:
            return f"下午{r.randint(1, 6)}点{r.choice(('', '半', '30分', '一刻'))}"
        return f"{r.randint(18, 23)}:{r.choice(('00', '30', '15', '45'))}"

    # --- geo
    _EN_EST_A = ("Larkspur", "Hollybrook", "Kestrel", "Foxglove", "Millbrook", "Ashgrove", "Thornbury", "Linden", "Brambleside",
                 "Cedarwood", "Fernhill", "Marlowe", "Wrenfield", "Oakhurst", "Sandpiper", "Briarwood", "Redcliffe", "Elmsworth")
    _EN_EST_B = ("Estate", "Meadows", "Heights", "Village", "Gardens", "Park", "Green", "Fields", "Quarter", "Court", "Rise")
    _ZH_EST_A = ("翠湖", "碧水", "金地", "绿城", "阳光", "锦绣", "华润", "万科", "御景", "星河", "紫荆", "东方", "南山", "枫林",
                 "梧桐", "嘉园", "龙湖", "海棠", "银杏", "滨江", "玉兰", "融侨", "香榭", "龙华")
    _ZH_EST_B = ("花园", "小区", "家园", "苑", "新村", "华庭", "名苑", "雅居", "公寓", "湾", "山庄", "御府", "一期", "城")

    def geo(self, lang):
        r = self.r
        zh = lang == "zh" or (lang == "mixed" and r.random() < 0.5)
        k = r.randrange(4)
        if k == 0:
            if zh:
                lat, lon = r.uniform(22.3, 40.1), r.uniform(104.0, 121.6)
            else:
                c = r.choice(((51.5, -0.12), (53.48, -2.24), (55.86, -4.25), (42.36, -71.06), (39.74, -104.99),
                              (30.27, -97.74), (47.61, -122.33), (41.88, -87.63)))
                lat, lon = float(self.en_faker().coordinate(center=c[0], radius=0.15)), float(self.fu.coordinate(center=c[1], radius=0.15))
            d = r.choice((4, 5, 6))
            return r.choice((f"{lat:.{d}f}, {lon:.{d}f}", f"{lat:.{d}f},{lon:.{d}f}", f"{lat:.{d}f}, {lon:.{d}f}"))
        if k == 1:
            if zh:
                return self.fc.postcode()
            return r.choice((self.fg.postcode(), self.fu.zipcode(), self.fu.zipcode_plus4(), self.fg.postcode()))
        if zh:
            a, b = r.sample(self._ZH_EST_A, 2)
            return a + (b if r.random() < 0.35 else "") + r.choice(self._ZH_EST_B)
        return f"{r.choice(self._EN_EST_A)} {r.choice(self._EN_EST_B)}"


# ----------------------------------------------------------------------------- templates
# {v} planted value ({v|fw} full-width, {v|up} upper case, {v|lo} lower case); other {x} are
# benign fillers (see _fillers).  Roughly the last quarter of every list are hard cases.

T: dict[str, dict[str, list[str]]] = {}

T["secret"] = {
    "en": [
        "Tenant portal integration is live. API key: {v} (rotate before {d}).",
        "Hi team, the smart-lock vendor sent over our access token {v} so the viewings calendar can open doors remotely.",
        "Parcel room webhook config\nendpoint: https://hooks.{co_dom}/parcel\nsigning secret: {v}\nretries: 3",
        "For the rent-collection script set STRIPE_KEY to {v} and restart the worker.",
        "Intercom bridge credentials for Block {n}: {v}",
        "Maintenance app deploy notes: export the bearer token `{v}` before running the sync job.",
        "Re: HOA dues ledger export - I pasted the service key below.\n\n{v}\n\nPlease keep it out of the minutes.",
        "Conveyancing bot: the auth token we use for the land-registry mirror is {v}.",
        "Lettings CRM -> settings -> developer: secret value {v}; owner: ops.",
        "The contractor dispatch service authenticates with this credential: {v}",
        "Attached the deploy key for the building-management repo:\n{v}",
        "Mortgage-rate scraper config: api_key = {v}; region = {city}.",
        "New deposit-protection sandbox token (expires in {n} days): {v}",
        "The viewings chatbot uses {v} as its model key. Do not share outside {co}.",
        "CI variable for the tenancy docs site - paste this as a masked secret: {v}",
        "Access control panel integration, {city} office. Credential string {v} was issued on {d}.",
        "Quick one: the noise-complaint form posts to Slack with {v}.",
        "Key for the e-signature provider on the lease flow: {v} - treat as confidential.",
        "{v} <- that's the one for the door-entry cloud, not the staging one.",
        "| service | value |\n|---|---|\n| lockbox api | {v} |\n| region | eu-west-2 |",
        "service,credential,updated\nparcel-lockers,{v},{d}",
        "ticket #{tk} ({d}): replaced {v} in the repair-scheduler env after the leak.",
        "'{v}' is what the HOA payment page is still using, can someone check?",
        "Build {ver} of the rent app, port 8443, region eu-west-1, key {v}, timeout 30s.",
        "ok so the intercom thing needs this {v} and then it just works",
        "INTERCOM CONFIG: {v} / VERSION {ver} / PORT 443",
    ],
    "zh": [
        "物业APP对接门禁系统，接口密钥：{v}，请勿外传。",
        "租赁合同电子签平台的访问令牌是{v}，下周{n}号过期。",
        "快递柜回调配置\n地址：https://hooks.{co_dom}/locker\n签名秘钥：{v}\n重试次数：3",
        "按揭利率查询脚本要用这个API Key：{v}",
        "报修工单系统的token为 {v} ，部署前记得设置。",
        "业委会记账系统导出用的凭证如下：\n{v}\n请不要写进会议纪要。",
        "看房预约小程序的服务端密钥：{v}（{zd}生成）",
        "门禁云平台{zcity}分部的认证串是{v}。",
        "租房申请表单推送到群里的机器人令牌{v}，已在{zd}更新。",
        "物业收费接口：应用密钥 {v}，有效期{n}天。",
        "部署密钥贴在下面了，这是楼宇管理仓库的：\n{v}",
        "押金退还流程调用支付接口，秘钥{v}，负责人：运维组。",
        "合同归档服务的访问凭据：{v}",
        "停车场道闸的云端鉴权码{v}已经换过了。",
        "电梯维保平台对接用的key是{v}，别发到业主群。",
        "中介系统开发者设置 -> 密钥：{v}",
        "智能门锁厂商给的授权令牌：{v}，用于远程开门看房。",
        "{v} 这个是门禁的，不是测试环境那个。",
        "| 服务 | 值 |\n|---|---|\n| 快递柜 | {v} |\n| 区域 | 华东 |",
        "服务,凭证,更新日期\n物业缴费,{v},{zd}",
        "工单{tk}：泄露后已替换{v}，版本{ver}。",
        "「{v}」是业主大会投票页还在用的那个，谁检查一下？",
        "版本{ver}，端口8443，地区华东2，{v}，超时30秒。",
        "对讲机桥接配置：{v}／端口443",
        "门禁那边要这个{v}然后就能用了",
    ],
    "mixed": [
        "物业APP的 API key 是 {v}，deploy 之前 export 一下。",
        "Lease e-sign 平台的 token：{v}，{zd} 过期。",
        "快递柜 webhook config\nendpoint: https://hooks.{co_dom}/locker\nsecret：{v}",
        "按揭 rate scraper 用的 key = {v}",
        "报修 ticket 系统 credential 是 {v}，别贴到群里。",
        "HOA ledger export 的 service key 我放这里了：\n{v}\n不要写进 minutes。",
        "看房 booking bot 的 access token：{v}",
        "门禁 cloud 的 auth string 是{v}，owner 是 ops。",
        "Deposit refund 流程调 payment API，secret 为 {v}。",
        "Building-management repo 的 deploy key：\n{v}",
        "智能门锁 vendor 给的 bearer token {v} 可以 remote 开门。",
        "Contract archive service 的凭据：{v}",
        "中介 CRM -> 开发者设置 -> secret value：{v}",
        "电梯维保 platform 对接 key：{v}，only for {co}.",
        "CI variable 请设置成 masked：{v}（租赁文档站点）",
        "Rent app 的 model key 用 {v}，不要 share 出去。",
        "停车 gate 的 cloud auth code {v} 已经 rotate 了。",
        "{v} 这个是 door-entry 的，不是 staging。",
        "| service | 值 |\n|---|---|\n| lockbox | {v} |\n| region | 华东 |",
        "service,凭证,updated\nparcel-lockers,{v},{zd}",
        "ticket #{tk}：leak 之后已经换掉 {v}。",
        "\"{v}\" 是业主大会 voting page 还在用的，谁 check 一下？",
        "build {ver}，port 8443，region cn-east-2，{v}，timeout 30s。",
        "intercom 那个要这个{v}然后就 work 了",
        "门禁CONFIG：{v}／VERSION {ver}",
    ],
}

T["password"] = {
    "en": [
        "Tenant portal login for the flat: password: {v}",
        "The Wi-Fi in the show flat is 'Viewing-Guest' and the password is {v}.",
        "Lockbox on the side gate - code word for the contractor portal: pw={v}",
        "Hi, your new resident account is ready. Temporary password {v} - please change it at first login.",
        "Passphrase for the HOA treasurer's ledger file: {v}",
        "Parcel room tablet admin: user admin / pass {v}",
        "Applicant set their password to {v} when registering for the rental application.",
        "Mortgage broker portal credentials: login ops, pwd {v}",
        "Repair ticket {tk}: router in the plant room, admin password {v}, please reset after visit.",
        "The shared drive with the conveyancing bundle is protected with {v} (password).",
        "DB_PASSWORD={v}",
        "Reminder: the intercom panel's engineer PIN-style password is {v}; do not post it in the lobby.",
        "For the dues spreadsheet the file password reads {v}.",
        "Login for the lettings CRM trial: ops@{co_dom}, secret word {v}.",
        "Guarantor upload page - they used the passcode {v} to open the PDF.",
        "Agent notes: listing system password got changed to {v} after the breach on {d}.",
        "Board portal: credentials are committee / {v}",
        "{v} is the password for the gym door tablet, not the wifi.",
        "wifi: Flat{n}-Guest | pass: \"{v}\" | router: port 8080",
        "user,pass,portal\nleasing,{v},tenant-hub",
        "Order 4417-{n}, build {ver}, code {v}, valid till {d}.",
        "try {v} for the lettings laptop",
        "PASSWORD FOR THE PLANT ROOM PC: {v}",
        "the password's {v} - same as last quarter's meeting zip",
        "Keyholder notes (login): [{v}]",
    ],
    "zh": [
        "租户门户登录密码：{v}",
        "样板间WiFi是Viewing-Guest，密码是{v}。",
        "物业管理后台账号admin，口令{v}，用完请修改。",
        "您好，您的业主账号已开通，初始密码{v}，首次登录请更改。",
        "业委会财务表格的打开密码为{v}",
        "快递柜平板管理员：用户admin，密码 {v}",
        "租房申请系统里，申请人设置的登录密码是{v}。",
        "按揭经纪人门户：账号ops，密码{v}",
        "报修单{tk}：机房路由器管理密码{v}，维修后请重置。",
        "过户材料压缩包的解压密码：{v}",
        "数据库密码={v}",
        "对讲面板工程密码{v}，别贴在大堂。",
        "缴费表的文件密码写的是{v}。",
        "中介系统试用登录：ops@{co_dom}，密码是：{v}",
        "担保人上传页面，他们用的访问口令是{v}。",
        "房源系统的密码在{zd}泄露后改成了{v}。",
        "{v}是健身房门禁平板的密码，不是WiFi的。",
        "WiFi：Flat{n}-Guest｜密码：「{v}」｜端口8080",
        "用户,密码,系统\n租赁,{v},租户中心",
        "订单4417-{n}，版本{ver}，口令{v}，{zd}前有效。",
        "试试{v}登中介那台电脑",
        "密码是{v}和上季度会议压缩包一样",
        "钥匙管理记录（登录）：【{v}】",
        "门禁后台：admin／{v}",
        "业主群公告系统登录用{v}",
    ],
    "mixed": [
        "Tenant portal 登录 password：{v}",
        "样板间 WiFi 是 Viewing-Guest，密码是 {v}。",
        "物业 admin 后台 pw={v}，用完 reset 一下。",
        "你的 resident account 已开通，temporary password {v}，第一次登录请修改。",
        "业委会 ledger 文件的 passphrase：{v}",
        "快递柜 tablet admin / pass {v}",
        "Rental application 系统里申请人设的密码是{v}。",
        "Mortgage broker portal：login ops，password {v}",
        "报修 ticket {tk}：plant room router 的 admin 密码 {v}。",
        "Conveyancing bundle 的 zip 密码：{v}",
        "DB_PASSWORD={v}  # 物业收费库",
        "Intercom panel 工程 password 是 {v}，别贴 lobby 里。",
        "Dues spreadsheet 的 file password 写的是{v}。",
        "中介 CRM trial login：ops@{co_dom}，口令 {v}",
        "担保人 upload page 用的 passcode 是 {v}。",
        "Listing 系统密码在 breach 之后改成了 {v}。",
        "{v} 是 gym 门禁 tablet 的密码，不是 wifi。",
        "wifi：Flat{n}-Guest | pass：「{v}」| router port 8080",
        "user,密码,portal\nleasing,{v},tenant-hub",
        "order 4417-{n}，build {ver}，code {v}，{zd} 前有效。",
        "try 一下 {v} 登 lettings laptop",
        "PASSWORD 机房电脑：{v}",
        "密码是{v}跟上季度 meeting zip 一样",
        "Keyholder 记录（login）：[{v}]",
        "Board portal 登录：committee／{v}",
    ],
}

T["email"] = {
    "en": [
        "Applicant contact email: {v}",
        "Please send the signed tenancy agreement to {v} by {d}.",
        "Reference for the guarantor can be emailed to {v}.",
        "From: {v}\nTo: lettings@{co_dom}\nSubject: Viewing request, two-bed in {city}",
        "The contractor asked us to reply to {v} with the access instructions.",
        "Deposit receipt issued; copy sent to {v}.",
        "Offer accepted - the buyer's solicitor is reachable at {v}.",
        "Noise complaint received via the web form; reply-to address {v}.",
        "For dues queries the treasurer now uses {v} instead of the old inbox.",
        "Mortgage adviser says to forward the payslips to {v}.",
        "Previous landlord reference: write to {v}, they replied within {n} days last time.",
        "Parcel-room notification list updated with {v}.",
        "cc {v} on anything about the boiler repair (ticket {tk}).",
        "Owner's mailbox for the HOA minutes distribution: {v}",
        "Intercom account is registered under {v} - needs changing when the flat is re-let.",
        "Please add {v} to the viewings mailing list for {city}.",
        "Can you drop a line to {v} about the leak?",
        "{v} wants a copy of the survey report before exchange.",
        "name | unit | contact\n---|---|---\nresident | {n}B | {v}",
        "ticket,{tk},{v},plumbing,open",
        "<{v}>",
        "Distribution: board@{co_dom}; minutes@{co_dom}; {v}; archive@{co_dom}",
        "EMAIL: {v|up}",
        "reply to {v|lo} re the parcel thing",
        "the agent's at {v} if you need the EPC",
    ],
    "zh": [
        "申请人邮箱：{v}",
        "请在{zd}前将签好的租赁合同发送至{v}。",
        "担保人的推荐信可以发到{v}。",
        "维修师傅说门禁说明发到{v}就行。",
        "押金收据已开具，副本发送至{v}。",
        "买方律师的电子邮件地址是{v}。",
        "噪音投诉来自网页表单，回复邮箱为{v}。",
        "业委会财务现在用{v}接收缴费咨询。",
        "按揭顾问让把工资流水转发给{v}。",
        "前房东推荐：联系邮箱 {v}",
        "快递室通知名单新增{v}。",
        "锅炉维修（工单{tk}）相关的邮件都抄送{v}。",
        "业主大会纪要分发到业主邮箱{v}。",
        "对讲账号注册在{v}下面，转租时要改。",
        "把{v}加到{zcity}看房通知列表里。",
        "漏水的事发邮件给{v}说一下。",
        "{v}想在过户前拿到验房报告。",
        "姓名｜房号｜联系方式\n住户｜{n}B｜{v}",
        "工单,{tk},{v},水电,待处理",
        "《{v}》",
        "分发：board@{co_dom}；minutes@{co_dom}；{v}；archive@{co_dom}",
        "邮箱地址{v|fw}",
        "回复{v}关于快递的事",
        "中介的邮件{v}要能效证书的话找他",
        "租客资料-电邮:{v}",
    ],
    "mixed": [
        "Applicant 的 email：{v}",
        "请在 {zd} 前把签好的 tenancy agreement 发到 {v}。",
        "Guarantor reference 可以 email 到 {v}。",
        "From: {v}\nTo: lettings@{co_dom}\nSubject: 看房预约 {zcity} 两居",
        "师傅说 access instructions 发 {v} 就行。",
        "Deposit receipt 已开，copy 发给 {v} 了。",
        "买方 solicitor 的邮箱是 {v}。",
        "Noise complaint 的 reply-to 地址 {v}",
        "业委会 treasurer 现在用 {v} 处理 dues 问题。",
        "Mortgage adviser 让把 payslips 转发到 {v}。",
        "快递室 notification list 加上 {v}。",
        "boiler 维修（ticket {tk}）记得 cc {v}。",
        "HOA minutes 分发到业主 mailbox {v}。",
        "对讲 account 注册在 {v} 下，re-let 时要改。",
        "把 {v} 加到 viewings mailing list。",
        "漏水的事 drop a line 给 {v}。",
        "{v} 想在 exchange 前拿到 survey report。",
        "name | 房号 | contact\n---|---|---\n住户 | {n}B | {v}",
        "ticket,{tk},{v},plumbing,待处理",
        "<{v}>",
        "分发：board@{co_dom}; minutes@{co_dom}; {v}; archive@{co_dom}",
        "EMAIL：{v|up}",
        "reply {v|lo} 关于 parcel 的事",
        "中介在{v}，要 EPC 找他",
        "租客资料 e-mail:{v}",
    ],
}

T["phone"] = {
    "en": [
        "Applicant phone: {v}",
        "Please call the tenant on {v} to book the boiler service.",
        "Guarantor's mobile is {v}; best reached after work.",
        "Contractor visit confirmed - the engineer will ring {v} when he is outside.",
        "Intercom is broken, so couriers should text {v} instead of buzzing.",
        "Vendor's agent can be reached at {v} to arrange a second viewing.",
        "Mortgage broker asked for a call back on {v}.",
        "For late-night noise, the on-duty committee member's number is {v}.",
        "Previous landlord reference - tel. {v}",
        "Emergency contact for Flat {n}: {v}",
        "Tenant left a voicemail from {v} about the damp patch (ticket {tk}).",
        "HOA treasurer says dues questions go to {v}.",
        "Text the buyer on {v} once the survey is in.",
        "Cell: {v} (applicant, prefers WhatsApp)",
        "Reach the resident via {v} for parcel collection.",
        "Dial {v} to reach the letting agent directly.",
        "Can you ring {v} and let them know the plumber is late?",
        "{v} - that's the neighbour who reported the leak.",
        "Unit | Issue | Contact\n{n}A | leaking tap | {v}",
        "{tk},{d},{v},heating,urgent",
        "Ticket {tk}, order 4417-{n}, ref 2024-{n}, contact {v}, amount {amt}",
        "\"{v}\"",
        "[{v}] left msg about keys",
        "PH: {v}",
        "ring {v} for the keys",
    ],
    "zh": [
        "申请人手机：{v}",
        "请致电租客{v}预约锅炉保养。",
        "担保人的手机号是{v}，下班后比较好联系。",
        "维修师傅到楼下会打{v}。",
        "对讲坏了，快递员请直接发短信到{v}。",
        "卖方中介电话{v}，可以约第二次看房。",
        "按揭经理让回电{v}。",
        "夜间噪音请联系值班业委{v}。",
        "前房东推荐人联系电话：{v}",
        "{n}号房紧急联系人：{v}",
        "租客用{v}留言说墙面返潮（工单{tk}）。",
        "物业费问题请打财务{v}。",
        "验房报告出来后给买家{v}发个短信。",
        "取快递请通过{v}联系住户。",
        "拨打{v}可以直接找到租赁经理。",
        "你打一下{v}说水电工要晚点到。",
        "{v}就是报漏水的那位邻居。",
        "房号｜问题｜联系方式\n{n}A｜水龙头漏水｜{v}",
        "{tk},{zd},{v},供暖,紧急",
        "工单{tk}，订单4417-{n}，编号2024-{n}，{v}，金额{amt}",
        "「{v}」",
        "【{v}】来电问钥匙",
        "联系电话{v|fw}",
        "找{v}拿钥匙",
        "看房记录：客户手机{v}，预算{amt}",
    ],
    "mixed": [
        "Applicant 手机：{v}",
        "请 call 租客 {v} 约 boiler service。",
        "Guarantor 的 mobile 是 {v}，下班后联系。",
        "Engineer 到楼下会打 {v}。",
        "Intercom 坏了，courier 直接 text {v}。",
        "卖方 agent 电话 {v}，可以约 second viewing。",
        "Mortgage broker 让 call back {v}。",
        "晚上 noise 问题联系 on-duty 业委 {v}。",
        "前房东 reference 的 tel：{v}",
        "Flat {n} emergency contact：{v}",
        "租客从 {v} 留了 voicemail 说 damp（ticket {tk}）。",
        "Dues 问题请打 treasurer {v}。",
        "Survey 出来后 text 买家 {v}。",
        "取 parcel 请通过 {v} 联系住户。",
        "拨 {v} 直接找 letting agent。",
        "你 ring 一下 {v}，说 plumber 要晚到。",
        "{v} 就是 report leak 的邻居。",
        "Unit｜问题｜Contact\n{n}A｜leaking tap｜{v}",
        "{tk},{zd},{v},heating,紧急",
        "ticket {tk}，order 4417-{n}，ref 2024-{n}，{v}，amount {amt}",
        "「{v}」",
        "[{v}] 留言问 keys",
        "PHONE：{v|fw}",
        "找{v}拿 keys",
        "看房 log：客户 mobile{v}，budget {amt}",
    ],
}

T["address"] = {
    "en": [
        "Property address: {v}",
        "Applicant's current address is {v}; they have lived there {n} years.",
        "Guarantor resides at {v}.",
        "Deposit receipt - premises: {v}, received {amt} on {d}.",
        "Contractor visit booked for {v} on {d}; key in the lockbox.",
        "Parcel for {v} left in the parcel room, shelf {n}.",
        "Viewing scheduled at {v} - two-bed, asking {amt}.",
        "We'd like to make an offer on {v} at {amt}.",
        "Conveyancing: the subject property is {v}, leasehold, {n} years remaining.",
        "Noise complaint about the flat at {v}, reported by a neighbour.",
        "Forwarding address for the outgoing tenant: {v}",
        "Boiler service overdue at {v} (ticket {tk}).",
        "The surveyor will meet us outside {v} at the agreed time.",
        "Dues ledger: {v} - paid {amt} for Q{q}.",
        "Please post the keys back to {v}.",
        "Lives at {v}, moving out end of the month.",
        "{v} - damp in the back bedroom, photos attached.",
        "unit,address,status\n{n},{v},let agreed",
        "| Ref | Premises | Rent |\n| {tk} | {v} | {amt} |",
        "Sites visited today: {v}; the {co} depot; Platform {n} at {city} station.",
        "\"{v}\" - that's the one with the broken intercom.",
        "ADDRESS: {v|up}",
        "meet at {v} not the office",
        "(premises: {v})",
        "Repairs list: gutter at {v}, plus the roof at the {co} warehouse.",
    ],
    "zh": [
        "房屋地址：{v}",
        "申请人现住址为{v}，已居住{n}年。",
        "担保人住在{v}。",
        "押金收据——房屋坐落：{v}，已收{amt}。",
        "维修预约：{zd}上门{v}，钥匙在密码盒里。",
        "{v}的快递放在快递室{n}号架。",
        "看房安排在{v}，两室一厅，报价{amt}。",
        "我们想对{v}出价{amt}。",
        "按揭资料：抵押房产位于{v}，产权剩余{n}年。",
        "邻居投诉{v}夜间噪音。",
        "退租租客的转寄地址：{v}",
        "{v}的热水器保养逾期（工单{tk}）。",
        "评估师会在{v}楼下跟我们碰头。",
        "物业费台账：{v}，第{q}季度已缴{amt}。",
        "钥匙请寄回{v}。",
        "住{v}，月底搬走。",
        "{v}后卧室发霉，照片见附件。",
        "房号,地址,状态\n{n},{v},已签约",
        "｜编号｜房屋｜租金｜\n｜{tk}｜{v}｜{amt}｜",
        "今天去了{v}、{co}仓库和{zcity}站{n}号站台。",
        "「{v}」就是对讲机坏的那家",
        "租赁合同第一条：出租房屋位于{v}，建筑面积{n}0平方米。",
        "业主大会通知送达{v}",
        "报修地点{v}卫生间漏水",
        "（房屋：{v}）",
    ],
    "mixed": [
        "Property 地址：{v}",
        "Applicant 现住址 {v}，住了 {n} 年。",
        "Guarantor 住在 {v}。",
        "Deposit receipt——premises：{v}，已收 {amt}。",
        "Contractor {zd} 上门 {v}，key 在 lockbox。",
        "{v} 的 parcel 放在快递室 shelf {n}。",
        "Viewing 安排在 {v}，two-bed，asking {amt}。",
        "想对 {v} make an offer，{amt}。",
        "Conveyancing：subject property 是 {v}。",
        "Neighbour 投诉 {v} 的 noise。",
        "退租 tenant 的 forwarding address：{v}",
        "{v} 的 boiler service overdue（ticket {tk}）。",
        "Surveyor 在 {v} 楼下等我们。",
        "Dues ledger：{v}，Q{q} 已付 {amt}。",
        "Keys 请寄回 {v}。",
        "住 {v}，end of month 搬走。",
        "{v} back bedroom 发霉，photos 见附件。",
        "unit,地址,status\n{n},{v},let agreed",
        "| Ref | 房屋 | Rent |\n| {tk} | {v} | {amt} |",
        "今天 visit 了 {v}、{co} depot 和 {zcity} 站 platform {n}。",
        "「{v}」就是 intercom 坏的那家",
        "ADDRESS：{v}",
        "meet 在 {v}，不是 office",
        "（premises：{v}）",
        "报修 location {v} 卫生间 leak",
    ],
}

T["government_id"] = {
    "en": [
        "Applicant SSN: {v}",
        "For the credit check we need the guarantor's social security number, {v}.",
        "Tenant's National Insurance number is {v}.",
        "Right-to-rent check: passport no. {v}, expiry {d}.",
        "Mortgage application - borrower ID number {v} verified by the lender.",
        "Conveyancing ID pack: passport number {v} (certified copy attached).",
        "HMRC reference for the landlord: NI no {v}.",
        "The applicant's SSN ending in the last four is on file; full: {v}.",
        "Identity document: {v}, issued {d}.",
        "Please redact the social security # {v} before sending the application to the owner.",
        "Referencing form field 'NINO' = {v}",
        "KYC for the buyer: travel document {v}, nationality British.",
        "The guarantor's SS number ({v}) was typed into the wrong box.",
        "Tax ID for the dues refund: {v}",
        "Deposit scheme needs the tenant's national insurance # - it's {v}.",
        "{v} is the SSN on the rental application, please double-check.",
        "name,unit,id\nresident,{n}C,{v}",
        "| doc | number |\n| passport | {v} |",
        "Ticket {tk}; order 4417-{n}; build {ver}; ID {v}; invoice {tk}-B",
        "\"{v}\"  <- NI number from the form",
        "id: {v|lo}",
        "his number ({v}) was on the photocopy left in the printer",
        "SOCIAL: {v}",
        "passport {v} expires next spring, renew before the lease renewal",
        "ID check done with {v}",
    ],
    "zh": [
        "申请人身份证号：{v}",
        "征信查询需要担保人的身份证号码{v}。",
        "租赁合同乙方证件号码：{v}",
        "外籍租客护照号{v}，有效期至{zd}。",
        "按揭申请：借款人公民身份号码{v}已核验。",
        "过户材料：卖方身份证{v}复印件已附。",
        "业主大会签到表上写了身份证号{v}，请打码。",
        "身份证后四位核对无误，完整号码：{v}",
        "证件信息：{v}，签发日期{zd}。",
        "把申请表上的身份号码{v}遮掉再发给房东。",
        "入住登记 证件号={v}",
        "买方实名认证：护照号码{v}。",
        "担保人身份证({v})填错格子了。",
        "退物业费需要提供身份证件号{v}",
        "{v}是租房申请上的身份证，麻烦再核对一下。",
        "姓名,房号,证件\n住户,{n}C,{v}",
        "｜证件｜号码｜\n｜身份证｜{v}｜",
        "工单{tk}；订单4417-{n}；版本{ver}；{v}；发票{tk}-B",
        "「{v}」←表上的身份证",
        "身份证{v|fw}",
        "他的号码{v}在打印机里的复印件上",
        "护照{v}明年春天到期",
        "用{v}做了实名核验",
        "租房申请-证件号码:{v}",
        "门禁登记：访客证件{v}",
    ],
    "mixed": [
        "Applicant 身份证号：{v}",
        "Credit check 需要 guarantor 的 ID number {v}。",
        "Tenant 的 National Insurance number 是 {v}。",
        "Right-to-rent check：护照号 {v}，expiry {zd}。",
        "Mortgage 申请：borrower 身份证号 {v} 已 verify。",
        "Conveyancing ID pack：passport number {v}。",
        "业主大会 sign-in sheet 上写了身份证 {v}，请 redact。",
        "证件 full number：{v}",
        "Identity document：{v}，签发 {zd}。",
        "发给 owner 前把 SSN {v} 遮掉。",
        "Referencing form 'NINO' = {v}",
        "买方 KYC：travel document {v}。",
        "担保人 ID（{v}）填错 box 了。",
        "退 dues 需要 tax ID {v}",
        "{v} 是 rental application 上的身份证，double-check 一下。",
        "name,房号,id\n住户,{n}C,{v}",
        "| doc | 号码 |\n| 身份证 | {v} |",
        "ticket {tk}；order 4417-{n}；build {ver}；{v}；invoice {tk}-B",
        "「{v}」← form 上的 NI number",
        "id：{v|lo}",
        "他的号码 {v} 在 printer 里的复印件上",
        "SOCIAL：{v}",
        "passport {v} 明年到期，lease renewal 前续",
        "用 {v} 做了 ID check",
        "门禁 visitor 证件{v}",
    ],
}

T["financial"] = {
    "en": [
        "Deposit paid by card {v}, receipt to follow.",
        "Tenant's bank details for the deposit refund - IBAN {v}.",
        "Standing order for rent: account number {v}.",
        "Routing number {v} for the HOA dues ACH transfer.",
        "Guarantor provided their credit card {v} for the holding fee.",
        "Mortgage deposit transferred from account {v}.",
        "Please refund the holding deposit to {v} (tenant's account).",
        "Dues ledger note: owner pays by direct debit from a/c {v}.",
        "Contractor invoice to be paid to IBAN: {v}",
        "Card on file for the parcel-locker subscription: {v}",
        "Completion funds: the seller's bank account no. {v}.",
        "ABA {v} - use this for the escrow wire.",
        "Applicant paid the referencing fee with Visa {v}.",
        "Bank acct for service charge refunds: {v}",
        "The buyer's payment card ending in the digits below was charged: {v}",
        "{v} is the card the holding deposit came from.",
        "payer,method,number\nFlat {n},card,{v}",
        "| Item | Amount | Paid from |\n| Deposit | {amt} | {v} |",
        "Order 4417{n}, invoice {tk}, card {v}, total {amt}",
        "\"{v}\" (account) - please check before the transfer.",
        "pay into {v} please",
        "ACCT: {v}",
        "[{v}] debited {amt} on {d}",
        "refund went to {v} yesterday",
        "Receipt: {amt} received; tracking ref {tk}; {v}",
    ],
    "zh": [
        "押金刷卡支付，卡号{v}。",
        "退押金的收款账户：{v}",
        "房租自动扣款账号{v}。",
        "担保人用信用卡{v}付了定金。",
        "首付款从账户{v}转出。",
        "请把定金退到租客的银行卡{v}。",
        "物业费台账备注：业主从{v}账户代扣。",
        "维修款请汇至IBAN：{v}",
        "快递柜包月绑定的银行卡：{v}",
        "过户尾款：卖方收款账号为{v}。",
        "申请人用这张卡{v}支付了背调费。",
        "退公摊费用的银行账号：{v}",
        "买方付款卡号如下：{v}",
        "{v}是定金的付款卡。",
        "付款方,方式,号码\n{n}号房,银行卡,{v}",
        "｜项目｜金额｜付款账户｜\n｜押金｜{amt}｜{v}｜",
        "订单4417{n}，发票{tk}，{v}，合计{amt}",
        "「{v}」（账户）转账前请核对。",
        "打到{v}就行",
        "卡号{v|fw}",
        "【{v}】{zd}扣款{amt}",
        "退款昨天到{v}了",
        "收据：已收{amt}；快递单号{tk}；{v}",
        "开户行中国银行{zcity}分行，账号：{v}",
        "按揭还款卡{v}余额不足",
    ],
    "mixed": [
        "Deposit 刷卡支付，card {v}。",
        "退押金的 IBAN：{v}",
        "房租 standing order 账号 {v}。",
        "Guarantor 用 credit card {v} 付了 holding fee。",
        "首付 transferred from 账户 {v}。",
        "Holding deposit 请退到租客的卡 {v}。",
        "Dues ledger 备注：owner 从 a/c {v} 代扣。",
        "Contractor invoice 请汇到 {v}",
        "快递柜 subscription 绑定的卡：{v}",
        "Completion funds：卖方 bank account {v}。",
        "申请人用 Visa {v} 付了 referencing fee。",
        "Service charge 退款账号：{v}",
        "买方 payment card：{v}",
        "{v} 是 holding deposit 的付款卡。",
        "payer,方式,number\nFlat {n},card,{v}",
        "| Item | 金额 | Paid from |\n| 押金 | {amt} | {v} |",
        "order 4417{n}，invoice {tk}，{v}，total {amt}",
        "「{v}」(account) transfer 前请 check。",
        "打到 {v} 就行",
        "ACCT：{v}",
        "[{v}] {zd} debited {amt}",
        "refund 昨天到 {v} 了",
        "Receipt：已收 {amt}；tracking {tk}；{v}",
        "开户行 HSBC {zcity} branch，账号：{v}",
        "mortgage 还款卡{v}余额不足",
    ],
}

T["person_name"] = {
    "en": [
        "Applicant name: {v}",
        "My name is {v} and I'd like to apply for the two-bed flat in {city}.",
        "Guarantor: {v} (parent of the applicant).",
        "Reference provided by {v}, previous landlord for {n} years.",
        "Deposit received from {v} on {d}.",
        "Contractor visit: plumber {v} from {co} will attend.",
        "The parcel for {v} is in the parcel room.",
        "Viewing booked for {v} and partner.",
        "Offer of {amt} made by {v}, chain-free buyer.",
        "Conveyancer handling the sale: {v} at {co}.",
        "Minutes: {v} (treasurer) presented the dues ledger.",
        "Noise complaint filed against the tenant {v}.",
        "Dear {v},\nYour tenancy renewal is attached.",
        "Hi {v}, the boiler engineer is confirmed for {d}.",
        "Signed on behalf of the landlord, {v}.",
        "Please let {v} into the plant room; she's the new caretaker.",
        "{v} called about the broken intercom.",
        "Name,Unit,Balance\n{v},{n}A,{amt}",
        "| Role | Person |\n| Chair | {v} |",
        "Present: {v}; apologies from the {co} rep; {city} council officer attended.",
        "\"{v}\" signed the inventory.",
        "TENANT: {v|up}",
        "thanks {v} for sorting the bins",
        "met {v} at the viewing, seemed keen",
        "Keys collected by ({v}).",
    ],
    "zh": [
        "申请人姓名：{v}",
        "我叫{v}，想申请{zcity}那套两居室。",
        "担保人：{v}（申请人父亲）。",
        "推荐人{v}，是之前的房东。",
        "{zd}收到{v}交来的押金。",
        "维修上门：{co}的师傅{v}负责。",
        "{v}的快递在快递室。",
        "看房预约：{v}及家属。",
        "{v}出价{amt}，全款买家。",
        "负责过户的律师是{v}。",
        "会议纪要：财务{v}汇报了物业费台账。",
        "邻居投诉租客{v}噪音扰民。",
        "{v}您好：\n续租合同见附件。",
        "联系人：{v}",
        "房东签字：{v}",
        "请让新来的保洁{v}进机房。",
        "{v}打电话说对讲机坏了。",
        "姓名,房号,欠费\n{v},{n}A,{amt}",
        "｜职务｜姓名｜\n｜主任｜{v}｜",
        "出席：{v}；{co}代表请假；街道办工作人员列席。",
        "「{v}」在交接清单上签了字。",
        "谢谢{v}帮忙处理垃圾桶",
        "看房时见到{v}挺有意向的",
        "钥匙由（{v}）领取。",
        "业主{v}反映楼上漏水",
    ],
    "mixed": [
        "Applicant 姓名：{v}",
        "我叫 {v}，想 apply {zcity} 那套 two-bed。",
        "Guarantor：{v}（申请人父亲）。",
        "Reference 由 {v} 提供，之前的 landlord。",
        "{zd} 收到 {v} 的 deposit。",
        "Contractor 上门：{co} 的 plumber {v}。",
        "{v} 的 parcel 在快递室。",
        "Viewing 预约：{v} 和家属。",
        "{v} offer 了 {amt}，chain-free。",
        "Conveyancer 是 {v}。",
        "Minutes：treasurer {v} 汇报了 dues ledger。",
        "Neighbour 投诉 tenant {v} 噪音。",
        "Dear {v}，\n续租 renewal 见附件。",
        "联系人 contact：{v}",
        "Landlord 签字：{v}",
        "请让新 caretaker {v} 进 plant room。",
        "{v} 打电话说 intercom 坏了。",
        "Name,房号,Balance\n{v},{n}A,{amt}",
        "| Role | 姓名 |\n| Chair | {v} |",
        "Present：{v}；{co} rep 请假。",
        "「{v}」签了 inventory。",
        "thanks {v} 帮忙弄 bins",
        "viewing 时见到{v}挺 keen 的",
        "Keys 由（{v}）领取。",
        "业主{v}说楼上 leak",
    ],
}

T["username"] = {
    "en": [
        "Tenant portal username: {v}",
        "The applicant signed up as {v} on the lettings site.",
        "Ping {v} in the building Slack about the lift outage.",
        "Contractor's login for the maintenance app is {v}.",
        "Resident forum: post by {v} about the bike store.",
        "Please add {v} to the HOA board channel.",
        "Viewing request came from the account {v}.",
        "Handle on the neighbourhood app: {v}",
        "The noise complaint was raised by user {v} in the resident chat.",
        "Parcel-room kiosk account {v} is locked after three failed attempts.",
        "Mortgage portal user ID: {v}",
        "Reassign ticket {tk} to {v} on the repairs board.",
        "Screen name of the buyer on the property forum: {v}",
        "Login: {v} (dues ledger, read-only)",
        "DM'd {v} about the access fob.",
        "{v} posted the minutes draft in the owners group.",
        "user,role,last_login\n{v},resident,{d}",
        "| account | unit |\n| {v} | {n}D |",
        "Reviewers: {v}, plus the {co} bot and ci-runner-{n}",
        "\"{v}\" - is that the caretaker's account?",
        "USER: {v|up}",
        "cc {v} on the lift thing",
        "ask {v} they run the group",
        "[{v}] left the owners chat",
        "owner chat: thanks {v} for the update",
    ],
    "zh": [
        "租户门户用户名：{v}",
        "申请人在租房网站注册的账号是{v}。",
        "在楼栋群里@一下{v}说电梯停运。",
        "维修师傅的APP登录名为{v}。",
        "业主论坛：{v}发帖说自行车棚的事。",
        "把{v}拉进业委会群。",
        "看房请求来自账号{v}。",
        "社区APP上的昵称：{v}",
        "噪音投诉是住户群里的用户{v}提的。",
        "快递柜终端账户{v}连续输错三次被锁。",
        "按揭平台用户ID：{v}",
        "工单{tk}转给维修看板上的{v}。",
        "买家在房产论坛的网名：{v}",
        "微信号{v}，加了备注看房",
        "私信{v}问门禁卡的事。",
        "{v}在业主群发了会议纪要草稿。",
        "用户,角色,最近登录\n{v},住户,{zd}",
        "｜账号｜房号｜\n｜{v}｜{n}D｜",
        "审核人：{v}、{co}机器人和ci-runner-{n}",
        "「{v}」是保洁阿姨的号吗？",
        "账号{v|fw}",
        "电梯的事抄送{v}",
        "问{v}群是他建的",
        "【{v}】退出了业主群",
        "登录名={v}（缴费台账只读）",
    ],
    "mixed": [
        "Tenant portal 用户名：{v}",
        "申请人在 lettings 网站注册为 {v}。",
        "在 building Slack 里 ping {v} 说电梯停了。",
        "Contractor 的 app login 是 {v}。",
        "业主 forum：{v} 发帖说 bike store。",
        "把 {v} 加进 HOA board channel。",
        "Viewing request 来自账号 {v}。",
        "社区 app handle：{v}",
        "Noise complaint 是群里 user {v} 提的。",
        "快递柜 kiosk account {v} 被锁了。",
        "Mortgage portal user ID：{v}",
        "Ticket {tk} reassign 给 {v}。",
        "买家在房产 forum 的 screen name：{v}",
        "WeChat ID {v}，备注看房",
        "DM 了 {v} 问 fob 的事。",
        "{v} 在 owners group 发了 minutes 草稿。",
        "user,角色,last_login\n{v},住户,{zd}",
        "| account | 房号 |\n| {v} | {n}D |",
        "Reviewers：{v}、{co} bot 和 ci-runner-{n}",
        "「{v}」是 caretaker 的号吗？",
        "USER：{v|up}",
        "电梯的事 cc {v}",
        "问{v}，group 是他建的",
        "[{v}] 退出了 owners chat",
        "login={v}（dues ledger read-only）",
    ],
}

T["home_path"] = {
    "en": [
        "The signed lease is saved at {v} on the lettings laptop.",
        "Traceback (most recent call last):\n  File \"{v}\", line {n}, in export_dues\nKeyError: 'unit'",
        "Deposit receipt scan: {v}",
        "I exported the repair tickets to {v} before the migration.",
        "Config for the intercom bridge lives in {v}",
        "Please copy the viewing photos from {v} to the shared drive.",
        "Conveyancing bundle path: {v}",
        "Minutes draft: open {v} and fix the attendance list.",
        "rsync -av {v} backup:/srv/hoa/",
        "Error: permission denied: '{v}'",
        "The offer letter template is under {v}.",
        "cron job writes the parcel log to {v}",
        "Applicant documents were uploaded from {v} according to the audit log.",
        "Open {v} in Excel and filter by block {n}.",
        "Saved to {v} - ping me if it doesn't sync.",
        "{v} is where the mortgage PDFs ended up.",
        "file,size,modified\n{v},{n}4 KB,{d}",
        "| doc | location |\n| lease | {v} |",
        "Paths checked: /etc/nginx/nginx.conf, /var/log/syslog, {v}, /opt/app/releases/{ver}",
        "\"{v}\"",
        "FILE: {v}",
        "it's in {v} i think",
        "[{v}]",
        "log excerpt -> open(\"{v}\") failed (errno 2)",
        "moved the ledger csv into {v} yesterday",
    ],
    "zh": [
        "签好的租赁合同存在中介电脑的{v}里。",
        "报错：\n  File \"{v}\", line {n}, in export_dues\nKeyError: 'unit'",
        "押金收据扫描件路径：{v}",
        "迁移前我把报修单导出到了{v}。",
        "门禁桥接的配置文件在{v}",
        "请把{v}里的看房照片拷到共享盘。",
        "过户材料的文件位置：{v}",
        "会议纪要草稿：打开{v}改一下出席名单。",
        "rsync -av {v} backup:/srv/hoa/",
        "错误：权限不足：'{v}'",
        "出价函模板在{v}下面。",
        "定时任务把快递日志写到{v}",
        "审计日志显示申请材料是从{v}上传的。",
        "用Excel打开{v}按{n}号楼筛选。",
        "已保存到{v}，没同步的话找我。",
        "{v}就是按揭PDF最后存的地方。",
        "文件,大小,修改时间\n{v},{n}4 KB,{zd}",
        "｜文档｜位置｜\n｜合同｜{v}｜",
        "检查过的路径：/etc/nginx/nginx.conf、/var/log/syslog、{v}、/opt/app/releases/{ver}",
        "「{v}」",
        "文件在{v}应该是",
        "【{v}】",
        "日志：open(\"{v}\")失败(errno 2)",
        "昨天把台账csv挪到{v}了",
        "备份目录={v}",
    ],
    "mixed": [
        "签好的 lease 存在 lettings laptop 的 {v}。",
        "Traceback：\n  File \"{v}\", line {n}, in export_dues\nKeyError: 'unit'",
        "押金 receipt scan：{v}",
        "Migration 前把报修 tickets 导出到 {v}。",
        "Intercom bridge 的 config 在 {v}",
        "请把 {v} 里的 viewing photos 拷到 shared drive。",
        "Conveyancing bundle 路径：{v}",
        "Minutes 草稿：打开 {v} 改 attendance。",
        "rsync -av {v} backup:/srv/hoa/  # 每晚备份",
        "Error：permission denied：'{v}'",
        "Offer letter 模板在 {v} 下。",
        "cron job 把 parcel log 写到 {v}",
        "Audit log 显示申请材料从 {v} 上传。",
        "用 Excel 打开 {v}，filter {n} 号楼。",
        "已 save 到 {v}，不 sync 的话找我。",
        "{v} 就是 mortgage PDFs 存的地方。",
        "file,大小,modified\n{v},{n}4 KB,{zd}",
        "| doc | 位置 |\n| lease | {v} |",
        "检查过的 paths：/etc/nginx/nginx.conf、/var/log/syslog、{v}、/opt/app/releases/{ver}",
        "「{v}」",
        "FILE：{v}",
        "应该在 {v} 里 i think",
        "[{v}]",
        "log：open(\"{v}\") failed (errno 2)",
        "昨天把 ledger csv 挪到{v}了",
    ],
}

T["schedule"] = {
    "en": [
        "I leave for work at {v} every weekday, so viewings need to be after that.",
        "The tenant gets home around {v} most evenings - book the contractor then.",
        "Our caretaker starts his rounds at {v} each morning.",
        "I walk the dog at {v} daily, so please don't schedule the intercom fix then.",
        "Applicant note: works nights, usually asleep by {v}.",
        "She collects her kids from school at {v}, so any repair visit must avoid that.",
        "Every Sunday at {v} I'm at the gym; the parcel room is fine any other time.",
        "Guarantor says he is always reachable after {v} on weekdays.",
        "The upstairs neighbour practises piano at {v} each night - that's the noise complaint.",
        "We normally eat at {v}, so evening viewings are tricky.",
        "I'm up at {v} for my shift, please keep drilling out of the early hours.",
        "Routine: leave the flat at {v}, back by evening.",
        "My partner takes the bins down at {v} every Tuesday.",
        "Buyer mentions they jog around the block at {v} each day.",
        "The lodger comes back from the late shift at {v}.",
        "I usually go to bed at {v}; the boiler noise starts right after.",
        "Daily alarm: {v}",
        "{v} is when I leave every morning, so knock before that.",
        "resident,routine,time\nFlat {n},school run,{v}",
        "| Day | Routine | Time |\n| Mon-Fri | commute | {v} |",
        "Notes: build {ver}; port 8080; bins out {v} (mine, weekly); lift service {d}.",
        "\"{v}\" - that's when I'm normally back",
        "back at {v} usually",
        "I'm always out by {v|up}",
        "(wake-up {v})",
    ],
    "zh": [
        "我每天{v}出门上班，看房要在这之后。",
        "租客一般{v}左右到家，维修师傅那时候来比较好。",
        "我们的保安每天{v}开始巡楼。",
        "我每天{v}遛狗，对讲机维修别安排在那时。",
        "申请人备注：上夜班，通常{v}睡觉。",
        "她每天{v}接孩子放学，维修要避开。",
        "每周日{v}我在健身房，其他时间都能取快递。",
        "担保人说工作日{v}以后都能联系上。",
        "楼上邻居每天{v}练钢琴，这就是噪音投诉的原因。",
        "我们平时{v}吃饭，晚上看房不太方便。",
        "我{v}就要起床上班，请不要一大早装修。",
        "作息：{v}出门，晚上回来。",
        "我爱人每周二{v}倒垃圾。",
        "买家说每天{v}绕小区跑步。",
        "租客下晚班{v}回来。",
        "我一般{v}睡觉，锅炉噪音就在那之后开始。",
        "每天闹钟：{v}",
        "{v}是我每天出门的时间，之前敲门就行。",
        "住户,作息,时间\n{n}号房,送孩子,{v}",
        "｜日期｜作息｜时间｜\n｜周一至周五｜通勤｜{v}｜",
        "备注：版本{ver}；端口8080；我每周{v}倒垃圾；电梯保养{zd}。",
        "「{v}」我一般那时候回来",
        "一般{v}回",
        "本人{v}起床，天天如此",
        "（起床{v}）",
    ],
    "mixed": [
        "我每天 {v} 出门上班，viewing 要在之后。",
        "租客一般 {v} 到家，contractor 那时来最好。",
        "Caretaker 每天 {v} 开始 rounds。",
        "我每天 {v} walk the dog，intercom 维修别排那时。",
        "Applicant 备注：night shift，通常 {v} 睡觉。",
        "她每天 {v} school pickup，repair visit 要避开。",
        "每周日 {v} 我在 gym，其他时间都能取 parcel。",
        "Guarantor 说 weekdays {v} 以后都能联系。",
        "楼上每晚 {v} 练 piano，就是 noise complaint 的原因。",
        "我们平时 {v} dinner，晚上 viewing 不方便。",
        "我 {v} 就要起床上 shift，请别一大早 drilling。",
        "Routine：{v} 出门，晚上回。",
        "我 partner 每周二 {v} 倒 bins。",
        "Buyer 说每天 {v} 绕小区 jog。",
        "Lodger 下 late shift {v} 回来。",
        "我一般 {v} 睡，boiler noise 就在之后开始。",
        "Daily alarm：{v}",
        "{v} 是我每天 leave 的时间，之前敲门就行。",
        "resident,作息,time\nFlat {n},送孩子,{v}",
        "| Day | 作息 | Time |\n| Mon-Fri | commute | {v} |",
        "Notes：build {ver}；port 8080；我每周 {v} 倒 bins；lift service {zd}。",
        "「{v}」我 normally 那时回",
        "一般{v}回 home",
        "I'm always out by {v}，记得",
        "（wake-up{v}）",
    ],
}

T["geo"] = {
    "en": [
        "Postcode for the rental: {v}",
        "Applicant currently lives in {v}, near the station.",
        "Pin for the contractor: {v} (the side gate).",
        "The show home is in {v}, just off the ring road.",
        "Viewing location coordinates {v}",
        "We're looking at two-beds in {v} with a budget of {amt}.",
        "Mortgage valuation requested for a property in postal code {v}.",
        "Noise complaints from residents of {v} are up this quarter.",
        "The HOA covers {v}; dues are {amt} per quarter.",
        "Parcel lockers will be installed at {v} next month.",
        "Guarantor's zip code: {v}",
        "Drop the keys at the office, GPS {v}.",
        "Neighbourhood: {v}",
        "Our family has been in {v} for {n} years.",
        "Comparable sales in {v} averaged {amt}.",
        "{v} - that's where the new build is.",
        "area,avg_rent,listings\n{v},{amt},{n}",
        "| Zone | Contact |\n| {v} | lettings desk |",
        "Coverage: {city}, {v}, and the {co} depot area.",
        "\"{v}\" was the location tag on the viewing photos.",
        "LOCATION: {v|up}",
        "meet at {v}",
        "lat/long ({v}) for the lockbox",
        "we're moving to {v} in the spring",
        "Locations: {city}; {v}; Europe/London timezone",
    ],
    "zh": [
        "出租房屋的邮编：{v}",
        "申请人现住{v}，离地铁站近。",
        "维修师傅导航坐标：{v}（侧门）。",
        "样板间在{v}，靠近环路。",
        "看房地点经纬度{v}",
        "我们在看{v}的两居，预算{amt}。",
        "按揭评估的房子在{v}。",
        "本季度{v}的噪音投诉增多。",
        "业委会管辖{v}，物业费每季度{amt}。",
        "下个月{v}要装快递柜。",
        "担保人邮政编码：{v}",
        "钥匙放在物业办公室，定位{v}。",
        "所在小区：{v}",
        "我们家在{v}住了{n}年。",
        "{v}的成交均价{amt}。",
        "{v}就是新楼盘那里。",
        "片区,均租,房源\n{v},{amt},{n}",
        "｜片区｜联系｜\n｜{v}｜租赁前台｜",
        "覆盖范围：{zcity}、{v}和{co}仓库。",
        "「{v}」是看房照片上的定位。",
        "住{v}三单元",
        "在{v}门口见",
        "快递柜坐标（{v}）",
        "我们春天搬去{v}",
        "邮编{v|fw}",
    ],
    "mixed": [
        "出租房屋的 postcode：{v}",
        "Applicant 现住 {v}，near 地铁站。",
        "给 contractor 的 pin：{v}（侧门）。",
        "Show home 在 {v}，靠近 ring road。",
        "Viewing 地点 coordinates {v}",
        "我们在看 {v} 的 two-bed，budget {amt}。",
        "Mortgage valuation 的房子在 {v}。",
        "本季度 {v} 的 noise complaints 增多。",
        "HOA 管辖 {v}，dues 每季度 {amt}。",
        "下个月 {v} 要装 parcel lockers。",
        "Guarantor 邮编 zip：{v}",
        "Keys 放物业 office，GPS {v}。",
        "所在 neighbourhood：{v}",
        "我们家在 {v} 住了 {n} 年。",
        "{v} 的 comparable sales 均价 {amt}。",
        "{v} 就是 new build 那里。",
        "area,均租,listings\n{v},{amt},{n}",
        "| Zone | 联系 |\n| {v} | lettings desk |",
        "Coverage：{zcity}、{v} 和 {co} depot。",
        "「{v}」是 viewing photos 的 location tag。",
        "LOCATION：{v}",
        "在{v}门口 meet",
        "lockbox 坐标({v})",
        "春天搬去{v}",
        "住{v}那边 near the park",
    ],
}

# ----------------------------------------------------------------------------- benign fillers

_CITIES = ("London", "Manchester", "Leeds", "Bristol", "Glasgow", "Edinburgh", "Boston", "Denver", "Austin", "Chicago",
           "Seattle", "Liverpool", "Cardiff", "Toronto", "Dublin", "Sheffield", "Nottingham", "Phoenix")
_ZCITIES = ("上海", "北京", "深圳", "杭州", "成都", "武汉", "南京", "广州", "西安", "重庆", "苏州", "厦门", "天津", "长沙")
_CO_EN = ("Harbourline Lettings", "Keystone Facilities", "Northgate Conveyancing", "Brightwater Plumbing",
          "Evergreen Property Services", "Summit Lifts Ltd", "ClearView Glazing", "Ironbridge Security",
          "Bluepeak Mortgages", "Greenhouse Estates")
_CO_ZH = ("安居物业", "宏远维修", "城建家政", "恒信房产", "瑞丰电梯", "中环安防", "佳家搬家公司", "天成保洁")
_CO_DOM = ("harbourline.example", "keystone-fm.com", "northgate-law.co.uk", "estate-ops.net", "wuye-cloud.cn", "hoa-board.org")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")


def _filler(name: str, lang: str, r: random.Random) -> str:
    if name == "city":
        return r.choice(_CITIES)
    if name == "zcity":
        return r.choice(_ZCITIES)
    if name == "d":
        y, m, d = r.randint(2023, 2025), r.randint(1, 12), r.randint(1, 28)
        return r.choice((f"{d} {_MONTHS[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}", f"{_MONTHS[m - 1][:3]} {d}, {y}"))
    if name == "zd":
        y, m, d = r.randint(2023, 2025), r.randint(1, 12), r.randint(1, 28)
        return r.choice((f"{y}年{m}月{d}日", f"{m}月{d}日", f"{y}-{m:02d}-{d:02d}"))
    if name == "amt":
        if lang == "zh":
            return r.choice((f"{r.randint(8, 99) * 100}元", f"¥{r.randint(1, 60)},{r.randint(0, 9)}00", f"{r.randint(80, 900)}万"))
        if lang == "mixed":
            return r.choice((f"¥{r.randint(2, 60)},000", f"{r.randint(80, 900)}万", f"£{r.randint(500, 3200):,}"))
        return r.choice((f"£{r.randint(500, 3200):,}", f"${r.randint(900, 4800):,}", f"£{r.randint(180, 950)},000", f"${r.randint(45, 420)}.00"))
    if name == "tk":
        return r.choice((f"TK-{r.randint(10000, 99999)}", f"{r.randint(10000, 99999)}", f"WO{r.randint(1000, 9999)}", f"R-{r.randint(100, 999)}"))
    if name == "n":
        return str(r.randint(2, 12))
    if name == "q":
        return str(r.randint(1, 4))
    if name == "ver":
        return f"{r.randint(1, 6)}.{r.randint(0, 20)}.{r.randint(0, 9)}"
    if name == "co":
        return r.choice(_CO_ZH if lang == "zh" or (lang == "mixed" and r.random() < 0.5) else _CO_EN)
    if name == "co_dom":
        return r.choice(_CO_DOM)
    if name == "uuid":
        return "-".join(_rs(r, "0123456789abcdef", k) for k in (8, 4, 4, 4, 12))
    if name == "sha":
        return _rs(r, "0123456789abcdef", r.choice((7, 40)))
    if name == "badcard":
        c = luhn_complete(r.choice(("4", "5", "62")), 16, r)
        c = c[:-1] + str((int(c[-1]) + r.randint(1, 9)) % 10)
        return r.choice((c, group4(c)))
    if name == "badlong":
        c = luhn_complete("62", 19, r)
        return c[:-1] + str((int(c[-1]) + r.randint(1, 9)) % 10)
    if name == "port":
        return r.choice(("5432", "6379", "8080", "443", "3306", "9200", "27017"))
    if name == "ip":
        return r.choice(("8.8.8.8", "1.1.1.1", "9.9.9.9", "208.67.222.222", "114.114.114.114", "223.5.5.5"))
    if name == "pct":
        return f"{r.randint(1, 6)}.{r.randint(0, 99):02d}%"
    if name == "sqm":
        return str(r.randint(35, 180))
    if name == "yr":
        return str(r.randint(1890, 2024))
    raise KeyError(name)


# ----------------------------------------------------------------------------- benign templates
# (lang, hard?, template).  Hard negatives look like PII but are not.

BENIGN: dict[str, list[str]] = {
    "en": [
        "Rent for the two-bed in {city} rises to {amt} a month from {d}.",
        "Boiler service ticket {tk} closed; parts cost {amt}.",
        "The lift will be out of service on {d} for the annual inspection by {co}.",
        "HOA agenda: 1) budget review 2) roof repair quote of {amt} 3) any other business.",
        "Mortgage rates this week: two-year fixed at {pct}, five-year fixed slightly lower.",
        "Tenancy renewal reminder: the current term ends on {d}; notice period is two months.",
        "Parcel room is being repainted, so deliveries go to the concierge desk until {d}.",
        "Viewing feedback: buyers liked the kitchen, found the second bedroom small.",
        "Contractor {co} quoted {amt} for replacing the guttering on the east side.",
        "Minutes approved unanimously; next meeting {d} in the community hall.",
        "Dues for Q{q} are {amt} per unit; late fees apply after 30 days.",
        "Noise policy reminder: please keep music low after dark and during exam season.",
        "Survey found minor damp in the basement; estimated repair {amt}.",
        "The deposit is protected in a government-approved scheme within 30 days of receipt.",
        "Offer accepted subject to contract; exchange targeted for {d}.",
        "Water will be shut off in Block {n} on {d} while the risers are replaced.",
        "Fire alarm test every week; the system was upgraded by {co} in {d}.",
        "Stamp duty estimate for a {amt} purchase in {city}: see the HMRC calculator.",
        "Service charge budget up {pct} year on year, mostly insurance.",
        "Intercom firmware upgraded to {ver}; no action needed from residents.",
        "Please keep the bike store locked; {n} bikes were reported missing last year.",
        "New recycling bins arrive {d}; food waste caddies are free.",
        "The EPC rating for the flat is C; the certificate is valid for ten years.",
        "Ticket {tk}: leaking tap in communal kitchen, assigned to {co}, status open.",
        "Budget spreadsheet updated, totals reconcile to {amt}.",
        "Letting agent fee is {pct} of the monthly rent plus VAT.",
        "Roof works will take about {n} weeks, weather permitting.",
        "The building was completed in {yr} and has {n} floors.",
        "Key fob replacements cost {amt} each from the management office.",
        "Conveyancing searches returned clear; the lender's valuation came in at {amt}.",
        "Snow clearing of the car park is contracted to {co} this winter.",
        "The lease has {n}5 years remaining; ground rent is fixed at {amt}.",
        "Gas safety certificate renewed on {d} by {co}.",
        "Reminder: the AGM quorum is {n}0% of owners.",
        "Window cleaning is scheduled for the first week of every quarter.",
        "We compared {n} listings in {city}; median asking price {amt}.",
        "The inventory check took about an hour and found no issues.",
        "Pet policy: cats allowed with written consent, no dogs in studio units.",
        "CCTV in the lobby is retained for 30 days under the building's policy.",
        "Planning permission for the loft conversion was granted in {d}.",
    ],
    "en_hard": [
        "Order 4417{n} ref {badcard} was refunded; that number is our internal order ID, not a card.",
        "Release notes for build {d}: tenant portal {ver}, Python 3.12, Postgres on port {port}.",
        "The community hall has room for {n}0 people; booking slots are two hours long.",
        "Commit {sha} fixes the dues rounding bug; UUID {uuid} identifies the migration.",
        "Will the landlord repaint before the new tenancy? Grace period for rent is 14 days.",
        "Coverage in the Washington Post said rents in {city} rose {pct} last year.",
        "The password field must be at least 12 characters; tokens expire after 15 minutes.",
        "Error 401: invalid API key. Set API_KEY in .env as described in the README.",
        "Email the lettings team through the web form; phone lines are closed on bank holidays.",
        "Resolver {ip} answered in 12 ms; the door controller pings it every minute.",
        "Office hours are 9am to 5pm Monday to Friday, closed on Christmas Day.",
        "The 18:30 ferry from Dover was cancelled, so the removal van arrives a day late.",
        "Baker Street and Oxford Circus stations are the nearest Tube stops to the listing.",
        "Postcode field is required on the application form; use the format shown in the hint.",
        "Username must be unique; handles are case-insensitive on the resident app.",
        "Flat 10% deposit for new builds, or 5% with the government scheme.",
        "Sample IBAN format: GBkk BBBB SSSS SSAA AAAA AA (see the bank's help page).",
        "SSN and NI numbers are never stored by the referencing tool, per the vendor's docs.",
        "Unit {n}A, Block C, Floor {n}: new carpets fitted; snagging list has 14 items.",
        "Invoice INV-2024-{tk} for {amt}, paid via BACS, VAT 20%.",
        "sha256: {sha}{sha}  lease_template_v{ver}.docx",
        "Route 66 and the A40 are both closed for resurfacing this weekend.",
        "The Victoria line runs every 2 minutes at peak; the building is a 6-minute walk away.",
        "Tel Aviv and Hong Kong offices share the same lettings software licence.",
        "Ticket numbers 4417-2208, 4417-2209 and 4417-2210 are duplicates of one leak.",
        "Rule: quiet hours start at 23:00 for all residents (building policy).",
        "Mortgage term 25 years, rate {pct}, LTV 75%, product code MRTG-{tk}.",
        "The C:\\Program Files\\LeaseApp folder needs write access for updates.",
        "Log path /var/log/parcel/lockers.log rotated; /etc/hoa/config.yaml unchanged.",
        "Christmas, Easter Monday and the August bank holiday: the office is closed.",
    ],
    "zh": [
        "{zcity}两居室月租从{zd}起上调到{amt}。",
        "锅炉保养工单{tk}已关闭，配件费用{amt}。",
        "{zd}电梯年检，由{co}负责，停运一天。",
        "业主大会议程：一、预算审议；二、屋面维修报价{amt}；三、其他事项。",
        "本周房贷利率：LPR五年期以上{pct}。",
        "续租提醒：当前租期至{zd}结束，需提前两个月通知。",
        "快递室粉刷期间，快递暂存物业前台，至{zd}恢复。",
        "看房反馈：客户喜欢厨房，觉得次卧偏小。",
        "{co}报价{amt}更换东侧雨水管。",
        "会议纪要全票通过，下次会议{zd}在社区活动室召开。",
        "第{q}季度物业费每户{amt}，逾期30天收滞纳金。",
        "噪音公约提醒：考试季请降低音量。",
        "验房发现地下室轻微返潮，预计维修{amt}。",
        "押金将在收到后30天内存入监管账户。",
        "买卖双方已签认购书，预计{zd}网签。",
        "{zd}{n}号楼停水，更换立管。",
        "消防系统每周测试，{co}已完成升级。",
        "契税按成交价{amt}的1%计算，具体以税务局为准。",
        "物业服务费预算同比上涨{pct}，主要是保险费用。",
        "门禁固件升级到{ver}，住户无需操作。",
        "请锁好自行车棚，去年丢了{n}辆车。",
        "新的分类垃圾桶{zd}到位，厨余桶免费领取。",
        "工单{tk}：公共厨房水龙头漏水，已派{co}，状态处理中。",
        "预算表已更新，合计{amt}。",
        "中介费为一个月租金的{pct}。",
        "屋面施工大约{n}周，视天气而定。",
        "大楼{yr}年竣工，共{n}层。",
        "门禁卡补办每张{amt}，到物业办公室办理。",
        "产调结果无抵押无查封，银行评估价{amt}。",
        "冬季停车场除雪由{co}承包。",
        "燃气安全检查{zd}完成。",
        "业主大会需要{n}0%以上业主参加才有效。",
        "外墙清洗每季度第一周进行。",
        "对比了{zcity}{n}套房源，挂牌中位价{amt}。",
        "交房验收大约一小时，没有发现问题。",
        "宠物政策：养猫需书面同意，单间不允许养狗。",
        "大堂监控录像保存30天。",
        "阁楼改造的规划许可已于{zd}批准。",
        "建筑面积{sqm}平方米，三室两厅一卫，南北通透。",
        "电梯维保由{co}负责，合同期一年。",
    ],
    "zh_hard": [
        "订单号{badlong}已退款，这是内部订单编号不是银行卡。",
        "版本{zd}发布：租户门户{ver}，Python 3.12，数据库端口{port}。",
        "社区活动室可容纳{n}0人，每次预约两小时。",
        "提交{sha}修复了物业费四舍五入问题，迁移编号{uuid}。",
        "南京路步行街周末人很多，看房最好坐地铁过去。",
        "密码长度至少8位，令牌15分钟后失效。",
        "错误401：API密钥无效，请在.env里设置API_KEY。",
        "请通过网页表单联系租赁团队，节假日电话不开放。",
        "DNS解析服务器{ip}延迟12毫秒。",
        "物业办公时间周一至周五9点到17点，春节期间休息。",
        "18:30那班高铁停运，搬家公司晚一天到。",
        "邮编一栏为必填项，请按提示格式填写。",
        "用户名不能重复，社区APP的账号不区分大小写。",
        "首付比例最低20%，公积金贷款利率{pct}。",
        "身份证号和银行卡号不会保存在租房系统里，见服务商说明。",
        "{n}号楼C座{n}层新铺了地毯，整改清单共14项。",
        "发票号INV-2024-{tk}，金额{amt}，已转账，税率6%。",
        "地铁2号线和10号线都能到，步行6分钟。",
        "工单号4417-2208、4417-2209、4417-2210是同一个漏水问题。",
        "规定：晚上23点以后为安静时段（全体住户）。",
        "贷款期限25年，利率{pct}，产品代码MRTG-{tk}。",
        "拨打12345市民热线可以投诉噪音，火警请拨119。",
        "国庆节、中秋节物业办公室休息。",
        "物业费2.5元/平方米/月，车位管理费{amt}/月。",
        "日志路径/var/log/parcel/lockers.log已轮转，/etc/hoa/config.yaml未改。",
        "中山路是很多城市都有的路名，导航时要选对城市。",
        "{zcity}市政府公布了新的公租房政策。",
        "房号格式示例：楼号-单元-室号，例如A-1-101。",
        "王府井和西单都是商圈，不是小区。",
        "第{n}期共有产权房摇号结果将在官网公布。",
    ],
    "mixed": [
        "{zcity}两居的 rent 从 {zd} 起涨到 {amt}。",
        "Boiler service ticket {tk} 已关闭，parts {amt}。",
        "{zd} lift 年检，{co} 负责，停运一天。",
        "HOA agenda：1) budget 2) roof repair quote {amt} 3) AOB。",
        "这周 mortgage rate：五年期 fixed {pct}。",
        "Tenancy renewal 提醒：租期 {zd} 结束，notice period 两个月。",
        "快递室粉刷，parcels 暂存 concierge，{zd} 恢复。",
        "Viewing feedback：客户喜欢 kitchen，觉得次卧小。",
        "{co} quote 了 {amt} 换 gutter。",
        "Minutes 全票通过，next meeting {zd} 在活动室。",
        "Q{q} dues 每户 {amt}，逾期 30 天有 late fee。",
        "Noise policy：考试季请 keep it down。",
        "Survey 发现 basement 轻微 damp，预计 {amt}。",
        "Deposit 会在 30 天内存入 protection scheme。",
        "Offer accepted，预计 {zd} exchange。",
        "{zd} Block {n} 停水换 risers。",
        "Fire alarm 每周测试，{co} 已 upgrade。",
        "Stamp duty 估算按 {amt}，以 HMRC calculator 为准。",
        "Service charge budget 同比涨 {pct}，主要是 insurance。",
        "Intercom firmware 升级到 {ver}，住户无需操作。",
        "Bike store 请锁好，去年丢了 {n} 辆。",
        "新 recycling bins {zd} 到，厨余 caddy 免费。",
        "Ticket {tk}：公共 kitchen 水龙头漏，assigned to {co}。",
        "Budget spreadsheet 已更新，total {amt}。",
        "Agent fee 是月租的 {pct} + VAT。",
        "Roof works 大约 {n} 周，看天气。",
        "大楼 {yr} 年 completed，共 {n} 层。",
        "Key fob 补办每个 {amt}。",
        "Searches 都 clear，lender valuation {amt}。",
        "停车场 snow clearing 由 {co} 承包。",
        "Gas safety certificate {zd} renew 了。",
        "AGM quorum 是 {n}0% 业主。",
        "Window cleaning 每季度第一周。",
        "对比了 {zcity} {n} 套 listings，median {amt}。",
        "Inventory check 一小时，no issues。",
        "Pet policy：猫需 written consent，studio 不能养狗。",
        "Lobby CCTV 保存 30 天。",
        "Loft conversion planning permission {zd} 批了。",
        "建筑面积 {sqm} sqm，3 室 2 厅，south-facing。",
        "Lift maintenance 由 {co} 负责，contract 一年。",
    ],
    "mixed_hard": [
        "Order {badlong} 已 refund，这是 internal order ID 不是卡号。",
        "Release {zd}：tenant portal {ver}，Python 3.12，port {port}。",
        "活动室 room for {n}0 people，每次 two hours。",
        "Commit {sha} 修了 dues rounding bug，migration {uuid}。",
        "南京路 pedestrian street 周末很挤，take the metro。",
        "Password 至少 12 位，token 15 分钟 expire。",
        "Error 401：invalid API key，请在 .env 设置 API_KEY。",
        "请通过 web form 联系 lettings team，holiday 电话不开。",
        "DNS resolver {ip} 延迟 12ms。",
        "Office hours 周一至周五 9am–5pm，春节 closed。",
        "18:30 那班 train 取消了，removal van 晚一天到。",
        "Postcode 一栏必填，按 hint 格式填。",
        "Username 不能重复，handle 不区分大小写。",
        "Deposit 最低 10%，公积金 rate {pct}。",
        "SSN、身份证号不会存在 referencing tool 里，见 vendor docs。",
        "Block C Floor {n} 新 carpets，snagging list 14 项。",
        "Invoice INV-2024-{tk}，{amt}，VAT 20%。",
        "Victoria line 和地铁 2 号线都很方便。",
        "Ticket 4417-2208、4417-2209、4417-2210 是同一个 leak。",
        "Rule：23:00 以后 quiet hours（全体 residents）。",
        "Mortgage 25 年，rate {pct}，product code MRTG-{tk}。",
        "噪音可以打 12345 hotline，fire 打 119。",
        "国庆、Christmas 物业 office 都休息。",
        "Service charge 2.5 元/sqm/月，parking {amt}/月。",
        "Log /var/log/parcel/lockers.log 已 rotate，/etc/hoa/config.yaml 没改。",
        "C:\\Program Files\\LeaseApp 需要 write access。",
        "Washington Post 报道 {zcity} rents 涨了 {pct}。",
        "房号 format 示例：Block-Unit-Room，如 A-1-101。",
        "王府井、Oxford Street 都是 shopping districts。",
        "第 {n} 期 affordable housing 摇号结果官网公布。",
    ],
}


# ----------------------------------------------------------------------------- builder

_TOK = re.compile(r"\{(\w+)(?:\|(\w+))?\}")
_MODS = {"fw": fullwidth, "up": str.upper, "lo": str.lower, None: lambda s: s}


_KIND_RULES = {
    "geo": (
        (("coordinat", "gps", "lat/long", "经纬度", "坐标", "定位", "pin"), "coord"),
        (("postcode", "zip", "postal", "邮编", "邮政编码"), "post"),
        (("小区", "neighbourhood", "片区", "area", "zone", "lives in", "住", " in {v}", "在{v}", "在 {v}", "covers",
          "管辖", "coverage", "覆盖", "moving to", "搬去", "meet", "two-bed", "两居", "均价", "comparable",
          "new build", "新楼盘", "noise", "噪音", "location tag"), "name"),
    ),
    "government_id": (
        (("ssn", "social security", "ss number", "social", "tax id"), "ssn"),
        (("national insurance", "nino", "ni no", "ni number", "hmrc"), "nino"),
        (("passport", "护照", "travel document", "right-to-rent"), "pass"),
        (("身份证", "公民身份", "身份号码", "证件号", "实名"), "cnid"),
    ),
    "financial": (
        (("iban",), "iban"),
        (("routing", "aba ", "ach transfer", "escrow"), "aba"),
        (("card", "visa", "卡"), "card"),
        (("account", "a/c", "acct", "账号", "账户", "bank acct"), "acct"),
    ),
}


def _kind(cat: str, tpl: str):
    t = tpl.lower()
    for keys, kind in _KIND_RULES.get(cat, ()):
        if any(k in t for k in keys):
            return kind
    return None


def _value(gen: Gen, cat: str, lang: str, kind):
    if cat == "geo":
        if kind is None:
            kind = gen.r.choice(("name", "post"))
        for _ in range(80):
            v = gen.geo(lang)
            is_coord = "," in v and "." in v
            is_post = not is_coord and any(c.isdigit() for c in v)
            got = "coord" if is_coord else ("post" if is_post else "name")
            if got == kind:
                return v
        return v
    if cat in ("government_id", "financial"):
        return getattr(gen, cat)(lang, kind)
    return getattr(gen, cat)(lang)


def _fill(tpl: str, lang: str, r: random.Random, parts) -> tuple[str, int, int]:
    pre, val, post = parts
    out: list[str] = []
    pos = 0
    start = end = -1
    for m in _TOK.finditer(tpl):
        out.append(tpl[pos : m.start()])
        name, mod = m.group(1), m.group(2)
        if name == "v":
            v = _MODS[mod](val)
            start = sum(map(len, out)) + len(pre)
            end = start + len(v)
            out.append(pre + v + post)
        else:
            out.append(_filler(name, lang, r))
        pos = m.end()
    out.append(tpl[pos:])
    return "".join(out), start, end


_CACHE: dict[str, object] = {}
_TAILS = {
    "en": (" (updated)", " - see the notice board.", " Thanks.", " (copy)", " - repeated for the archive.", " Noted."),
    "zh": (" 详见公告。", " 谢谢。", " 已归档。", "（转发）", "（更新）", " 收到。"),
    "mixed": (" 详见 notice board。", " Thanks。", " 已归档。", "（updated）", " noted，谢谢。", "（copy）"),
}


def samples() -> list[Sample]:
    if "samples" in _CACHE:
        return list(_CACHE["samples"])  # type: ignore[arg-type]
    gen = Gen()
    r = random.Random(RANDOM_SEED + 1)
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            tpls = T[cat][lang]
            seen: set[str] = set()
            for i in range(N_PER_CELL):
                tpl = tpls[i % len(tpls)]
                kind = _kind(cat, tpl)
                for _ in range(40):
                    v = _value(gen, cat, lang, kind)
                    parts = v if isinstance(v, tuple) else ("", v, "")
                    text, s, e = _fill(tpl, lang, r, parts)
                    val = text[s:e]
                    if text.count(val) == 1 and text not in seen and val.strip() == val and val:
                        break
                else:
                    raise RuntimeError(f"could not place a unique value for {cat}/{lang}: {tpl!r}")
                seen.add(text)
                out.append(Sample(text=text, category=cat, lang=lang, start=s, end=e))
    _CACHE["samples"] = out
    return list(out)


def benign_with_lang() -> list[tuple[str, str]]:
    if "benign" in _CACHE:
        return list(_CACHE["benign"])  # type: ignore[arg-type]
    r = random.Random(RANDOM_SEED + 2)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        normal, hard = BENIGN[lang], BENIGN[lang + "_hard"]
        n_hard = N_BENIGN // 3 + 1
        seen: set[str] = set()
        for i in range(N_BENIGN):
            pool = hard if i < n_hard else normal
            tpl = pool[i % len(pool)]
            for _ in range(60):
                text, _, _ = _fill(tpl, lang, r, ("", "", ""))
                if text not in seen:
                    break
                # same text again: vary it with a neutral tail instead of dropping it
                tail = r.choice(_TAILS[lang])
                text = text + tail
                if text not in seen:
                    break
            seen.add(text)
            out.append((lang, text))
    _CACHE["benign"] = out
    return list(out)


if __name__ == "__main__":
    report("ai", samples(), benign_with_lang())
