# ruff: noqa
"""Blind acceptance corpus ``ad`` -- developer and data artifacts read by coding agents.

Style: a twelfth independent acceptance corpus, written by a privacy engineer at a customer
who samples what coding agents actually read and summarise: (1) data exports (CSV/TSV rows
with and without headers, JSON lines, SQL INSERT / COPY dumps, spreadsheet cells pasted as
text, MongoDB documents), (2) configuration and infrastructure (.env, YAML/TOML/INI,
docker-compose, Kubernetes secrets/configmaps, Terraform variables, CI variables, crontabs),
(3) code and reviews (test fixtures, seed scripts, code comments, commit messages, PR review
comments, Jupyter outputs, 中文注释), (4) logs and traces (structured JSON logs, access logs,
exceptions with request context, audit trails, 中文日志) -- in English, Chinese and
code-switched text.

Written blind: the author never read the gate's source, its tests (other than
blind_common.py), its changelog or its history, and never ran the gate on this corpus.

Seeds: Faker(...).seed_instance(10401) for en_US, en_GB and zh_CN; random.Random(10402).
Time-dependent Faker calls are pinned to fixed ranges (2021-01-01 .. 2024-12-31).

Template mini-language (one template per line, templates are data):
  ``{v}`` the planted value (the generator may wrap it, e.g. a URL around a password);
  ``{@v}`` the value with a leading "@" that is part of the span;
  ``{name}`` fillers (cities, versions, UUIDs, ...) that hold nothing personal;
  ``¶`` a newline; a leading ``!`` marks a hard case (weak/no cue, value first, value among
  similar benign items, quotes/brackets/cells, full-width, no spaces, case changes).
"""

from __future__ import annotations

import random
import re
import string
import sys
from datetime import date, datetime, timedelta
from pathlib import Path

from faker import Faker

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

FAKER_SEED = 10401
RANDOM_SEED = 10402
PER_CELL = 250
BENIGN_PER_LANG = 400
_T0 = datetime(2021, 1, 1)
_T1 = datetime(2024, 12, 31)

# --------------------------------------------------------------------------- fillers
EN_CITIES = ["Denver", "Leeds", "Austin", "Bristol", "Portland", "Manchester", "Chicago",
             "Glasgow", "Seattle", "Cardiff", "Boston", "Nottingham", "Phoenix", "York"]
ZH_CITIES = ["杭州市", "成都市", "南京市", "武汉市", "西安市", "苏州市", "长沙市", "青岛市",
             "厦门市", "合肥市", "郑州市", "宁波市"]
ZH_PROV = ["浙江省", "四川省", "江苏省", "湖北省", "陕西省", "湖南省", "山东省", "福建省",
           "安徽省", "河南省", "广东省"]
ZH_DIST = ["西湖区", "武侯区", "鼓楼区", "洪山区", "雁塔区", "姑苏区", "岳麓区", "市南区",
           "思明区", "蜀山区", "金水区", "鄞州区", "天河区", "滨江区"]
PRODUCTS = ["Postgres", "Redis", "Kafka", "nginx", "Grafana", "Airflow", "Elasticsearch",
            "RabbitMQ", "Terraform", "Helm", "Sentry", "ClickHouse", "MinIO", "Vault"]
SERVICES = ["billing-api", "orders-svc", "auth-gateway", "ingest-worker", "report-cron",
            "search-indexer", "notify-svc", "ledger", "crm-sync", "etl-nightly"]
PUBLIC_IPS = ["8.8.8.8", "1.1.1.1", "140.82.112.3", "151.101.1.69", "9.9.9.9",
              "208.67.222.222", "13.107.42.14", "104.16.132.229"]
ENVS = ["prod", "staging", "dev", "qa", "uat"]


def _fill_fns(rnd: random.Random) -> dict:
    def d() -> str:
        return (date(2021, 1, 1) + timedelta(days=rnd.randrange(1460))).isoformat()

    def ts() -> str:
        t = _T0 + timedelta(seconds=rnd.randrange(4 * 365 * 86400))
        return t.strftime("%Y-%m-%dT%H:%M:%S") + f".{rnd.randrange(1000):03d}Z"

    def hx(n: int) -> str:
        return "".join(rnd.choice("0123456789abcdef") for _ in range(n))

    def uuid() -> str:
        h = hx(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"

    return {
        "city": lambda: rnd.choice(EN_CITIES),
        "zc": lambda: rnd.choice(ZH_CITIES),
        "prov": lambda: rnd.choice(ZH_PROV),
        "zd": lambda: rnd.choice(ZH_DIST),
        "date": d,
        "ts": ts,
        "ver": lambda: f"{rnd.randint(0, 9)}.{rnd.randint(0, 30)}.{rnd.randint(0, 20)}",
        "uuid": uuid,
        "sha": lambda: hx(7),
        "sha40": lambda: hx(40),
        "tid": lambda: hx(16),
        "n": lambda: str(rnd.randint(2, 999)),
        "n4": lambda: str(rnd.randint(1000, 9999)),
        "port": lambda: rnd.choice(["5432", "6379", "8080", "9092", "3306", "443", "8443", "27017"]),
        "ip": lambda: rnd.choice(PUBLIC_IPS),
        "dur": lambda: f"{rnd.randint(2, 950)}ms",
        "prod": lambda: rnd.choice(PRODUCTS),
        "svc": lambda: rnd.choice(SERVICES),
        "env": lambda: rnd.choice(ENVS),
        "ord": lambda: f"ORD-{rnd.randint(100000, 999999)}",
        "tk": lambda: f"{rnd.choice(['OPS', 'DATA', 'SEC', 'PLAT', 'INFRA'])}-{rnd.randint(100, 9999)}",
        "pr": lambda: str(rnd.randint(100, 4999)),
        "price": lambda: f"{rnd.randint(1, 999)}.{rnd.randint(0, 99):02d}",
        "code": lambda: rnd.choice(["200", "201", "204", "301", "400", "401", "403", "404", "409", "500", "502"]),
    }


_FILL_RE = re.compile(r"\{([a-z0-9]+)\}")


def _fill(s: str, fills: dict) -> str:
    return _FILL_RE.sub(lambda m: fills[m.group(1)]() if m.group(1) in fills else m.group(0), s)


def _fw(s: str) -> str:
    """ASCII letters/digits to full-width forms."""
    return "".join(chr(ord(c) + 0xFEE0) if c.isascii() and c.isalnum() else c for c in s)


# --------------------------------------------------------------------------- value generators
class Gen:
    def __init__(self) -> None:
        self.us = Faker("en_US")
        self.us.seed_instance(FAKER_SEED)
        self.gb = Faker("en_GB")
        self.gb.seed_instance(FAKER_SEED)
        self.zh = Faker("zh_CN")
        self.zh.seed_instance(FAKER_SEED)
        self.r = random.Random(RANDOM_SEED)
        self.hint = ""  # lower-cased template: lets a cue word pick a matching value kind

    def _kind(self, table: list[tuple[str, object]], default):
        for pat, kind in table:
            if re.search(pat, self.hint):
                return kind
        return default

    # helpers
    def _s(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def en(self) -> Faker:
        return self.us if self.r.random() < 0.55 else self.gb

    def pick_lang_faker(self, lang: str) -> Faker:
        if lang == "zh":
            return self.zh if self.r.random() < 0.8 else self.en()
        if lang == "mixed":
            return self.zh if self.r.random() < 0.5 else self.en()
        return self.en()

    # ---- secret: returns (value, left, right)
    def secret(self, lang: str, hard: bool):
        A = string.ascii_letters + string.digits
        U = string.ascii_uppercase + string.digits
        k = self.r.randrange(15)
        if k == 0:
            return "AKIA" + self._s(U, 16), "", ""
        if k == 1:
            return self._s(A + "/+", 40), "", ""  # AWS secret access key
        if k == 2:
            return "ghp_" + self._s(A, 36), "", ""
        if k == 3:
            return "github_pat_" + self._s(U, 22) + "_" + self._s(A, 59), "", ""
        if k == 4:
            p = self.r.choice(["xoxb", "xoxp"])
            return f"{p}-{self.r.randint(10**10, 10**12)}-{self.r.randint(10**10, 10**12)}-{self._s(A, 24)}", "", ""
        if k == 5:
            return "sk-proj-" + self._s(A + "-_", self.r.choice([48, 64, 120, 156])), "", ""
        if k == 6:
            return "sk-ant-api03-" + self._s(A + "-_", 93) + "AA", "", ""
        if k == 7:
            p = self.r.choice(["sk_live_", "rk_live_", "sk_test_"])
            return p + self._s(A, self.r.choice([24, 34, 99])), "", ""
        if k == 8:
            return "AIza" + self._s(A + "-_", 35), "", ""
        if k == 9:
            return "hf_" + self._s(A, 34), "", ""
        if k == 10:
            return "SG." + self._s(A + "-_", 22) + "." + self._s(A + "-_", 43), "", ""
        if k == 11:
            return f"{self.r.randint(10**8, 10**10)}:AA" + self._s(A + "-_", 33), "", ""
        if k == 12:
            import base64, json
            hdr = base64.urlsafe_b64encode(json.dumps({"alg": self.r.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode()).rstrip(b"=").decode()
            body = {"sub": str(self.r.randint(10**5, 10**9)), "iat": 1600000000 + self.r.randrange(10**8), "scope": "read write"}
            pl = base64.urlsafe_b64encode(json.dumps(body, separators=(",", ":")).encode()).rstrip(b"=").decode()
            return f"{hdr}.{pl}.{self._s(A + '-_', 43)}", "", ""
        if k == 13:
            kind = self.r.choice(["RSA ", "OPENSSH ", "EC ", ""])
            body = "\n".join(self._s(A + "+/", 64) for _ in range(self.r.randint(3, 6)))
            return f"-----BEGIN {kind}PRIVATE KEY-----\n{body}\n{self._s(A + '+/', 24)}==\n-----END {kind}PRIVATE KEY-----", "", ""
        # high-entropy generic / URL credentials
        if self.r.random() < 0.5:
            v = self.r.choice([self._s("0123456789abcdef", 40), self._s(A, 32), self._s(A + "+/", 44), self._s("0123456789abcdef", 64)])
            return v, "", ""
        pw = self._s(A, self.r.randint(12, 24))
        user = self.r.choice(["svc_etl", "app", "admin", "replicator", "deploy", "readonly"])
        scheme, host = self.r.choice([("postgres", "db.internal:5432/app"), ("mysql", "10.0.3.7:3306/shop"),
                                       ("redis", "cache-1:6379/0"), ("amqp", "mq.internal:5672/%2f"),
                                       ("mongodb+srv", "cluster0.ab12c.mongodb.net/prod"), ("https", "nexus.corp.example/repository/")])
        return pw, f"{scheme}://{user}:", f"@{host}"

    def password(self, lang: str, hard: bool):
        k = self.r.randrange(6)
        f = self.en()
        if k <= 1:
            v = f.password(length=self.r.randint(10, 18), special_chars=self.r.random() < 0.7)
        elif k == 2:
            words = ["orbit", "maple", "cactus", "violet", "harbor", "quartz", "lantern", "pepper", "tundra", "falcon", "mosaic", "nectar"]
            v = self.r.choice(["-", "_", "."]).join(self.r.sample(words, 4)) + str(self.r.randint(1, 99))
        elif k == 3:
            v = self.zh.user_name().capitalize() + self.r.choice(["@", "#", "!", "."]) + str(self.r.randint(1990, 2024))
        elif k == 4:
            v = self._s(string.ascii_letters + string.digits + "!$%^*", self.r.randint(9, 16))
        else:
            v = self.us.first_name() + self.r.choice(["123!", "#2023", "_88", "@home9"]) + self._s("xyzqk", 2)
        return v, "", ""

    def email(self, lang: str, hard: bool):
        f = self.pick_lang_faker(lang)
        k = self.r.randrange(6)
        if k == 0:
            v = f.email()
        elif k == 1:
            v = f.free_email()
        elif k == 2:
            v = f.company_email()
        elif k == 3:
            v = f.ascii_safe_email() if f is not self.zh else f.email()
        elif k == 4:
            v = f"{f.user_name()}+{self.r.choice(['ci', 'billing', 'test', 'alerts'])}@{self.r.choice(['gmail.com', 'outlook.com', 'qq.com', '163.com'])}"
        else:
            v = f"{self.us.first_name().lower()}.{self.us.last_name().lower()}@{self.r.choice(['acme-corp.io', 'example.co.uk', 'mail.cn', 'foxmail.com'])}"
        if hard and self.r.random() < 0.35:
            v = v.upper() if self.r.random() < 0.5 else v.lower()
        return v, "", ""

    def phone(self, lang: str, hard: bool):
        k = self.r.randrange(7)
        if lang == "zh" and k < 4 or lang == "mixed" and k < 3:
            m = self.zh.phone_number()
            k2 = self.r.randrange(4)
            if k2 == 0:
                v = m
            elif k2 == 1:
                v = f"+86 {m[:3]} {m[3:7]} {m[7:]}"
            elif k2 == 2:
                v = f"{m[:3]}-{m[3:7]}-{m[7:]}"
            else:
                v = f"(0{self.r.choice(['571', '28', '25', '27', '29'])}) {self.r.randint(8000, 8999)}-{self.r.randint(1000, 9999)}"
        elif k in (0, 1, 4):
            v = self.us.phone_number()
        elif k in (2, 5):
            v = self.gb.phone_number()
        elif k == 3:
            v = "+" + self.us.msisdn()[:11]
        else:
            v = f"+1 ({self.r.randint(201, 989)}) {self.r.randint(200, 999)}-{self.r.randint(1000, 9999)} ext. {self.r.randint(10, 9999)}"
        if hard and lang != "en" and self.r.random() < 0.3:
            v = _fw(v)
        return v, "", ""

    def address(self, lang: str, hard: bool):
        zh = lang == "zh" and self.r.random() < 0.85 or lang == "mixed" and self.r.random() < 0.55
        if zh:
            st = self.zh.street_name()
            suf = self.r.choice(["", "", f"{self.r.randint(1, 30)}栋{self.r.randint(1, 6)}单元{self.r.randint(1, 32)}0{self.r.randint(1, 8)}室",
                                 f"{self.r.randint(1, 20)}号楼{self.r.randint(1, 28)}0{self.r.randint(1, 6)}室", f"{self.r.choice('ABCD')}座{self.r.randint(3, 40)}楼"])
            v = f"{st}{self.r.randint(1, 999)}号{suf}"
            if hard and self.r.random() < 0.2:
                v = _fw(v)
            return v, "", ""
        k = self.r.randrange(4)
        if k == 0:
            v = self.us.street_address()
        elif k == 1:
            v = self.gb.street_address().replace("\n", ", ")
        elif k == 2:
            v = f"{self.us.building_number()} {self.us.street_name()}, Apt {self.r.randint(1, 40)}{self.r.choice('ABCD')}"
        else:
            v = f"Flat {self.r.randint(1, 60)}, {self.gb.building_number()} {self.gb.street_name()}"
        if hard and self.r.random() < 0.25:
            v = v.upper()
        return v, "", ""

    def government_id(self, lang: str, hard: bool):
        kind = self._kind([(r"passport|护照", "pp"), (r"身份|id card|id_no|证件|实名", "cn"),
                           (r"\bssn\b|social|w-2|taxpayer|tax_id|社保", "ssn"),
                           (r"national insurance|nino|ni number|payroll", "ni")], None)
        if kind == "pp":
            if lang != "en" and self.r.random() < 0.6:
                return self.r.choice("EG") + str(self.r.randint(10**7, 10**8 - 1)), "", ""
            return self.r.choice([self.us, self.gb]).passport_number(), "", ""
        if kind == "ssn" and not (lang != "en" and "社保" in self.hint):
            v = self.us.ssn()
            return (v.replace("-", " ") if hard and self.r.random() < 0.3 else v), "", ""
        if kind == "ni":
            return (nino(self.r) if self.r.random() < 0.8 else self.gb.ssn()), "", ""
        zh = kind == "cn" or kind == "ssn" or lang == "zh" and self.r.random() < 0.7 or lang == "mixed" and self.r.random() < 0.5
        if zh:
            v = self.zh.ssn() if self.r.random() < 0.5 else cn_id(self.r)
            if hard and self.r.random() < 0.25:
                v = _fw(v)
            return v, "", ""
        k = self.r.randrange(6)
        if k <= 1:
            v = self.us.ssn()
        elif k == 2:
            v = self.us.ssn().replace("-", " " if self.r.random() < 0.5 else "")
        elif k == 3:
            v = nino(self.r) if self.r.random() < 0.75 else self.gb.ssn()
        elif k == 4:
            v = nino(self.r).replace(" ", "")
        else:
            f = self.r.choice([self.us, self.gb])
            v = f.passport_number() if self.r.random() < 0.6 else self.r.choice("EGP") + str(self.r.randint(10**7, 10**8 - 1))
        return v, "", ""

    def financial(self, lang: str, hard: bool):
        k = self._kind([(r"iban", 3), (r"routing|\baba\b", 4), (r"sort code", 7),
                        (r"card|\bpan\b|卡", self.r.choice([0, 1, 2, 6])),
                        (r"account|acct|账户|账号|bank|汇款|收款|payout|打款", self.r.choice([5, 5, 7, 3]))],
                       self.r.randrange(8))
        if k <= 1:
            v = self.us.credit_card_number(card_type=self.r.choice(["visa16", "mastercard", "amex", "discover", "jcb16", None]))
        elif k == 2:
            c = luhn_card(self.r, self.r.choice(["4", "51", "55", "62", "35"]), 16)
            sep = self.r.choice([" ", "-"])
            v = sep.join(c[i:i + 4] for i in range(0, 16, 4))
        elif k == 3:
            v = self.gb.iban() if self.r.random() < 0.5 else iban(self.r, self.r.choice(["DE", "GB", "FR", "NL", "ES"]))
            if self.r.random() < 0.4:
                v = " ".join(v[i:i + 4] for i in range(0, len(v), 4))
        elif k == 4:
            v = self.us.aba()
        elif k == 5:
            v = self.en().bban() if self.r.random() < 0.4 else str(self.r.randint(10**9, 10**12))
        elif k == 6:
            v = luhn_card(self.r, "62", 19)  # CN UnionPay debit
        else:
            v = f"{self.r.randint(10, 99)}-{self.r.randint(10, 99)}-{self.r.randint(10, 99)} {self.r.randint(10**7, 10**8 - 1)}"  # UK sort code + account
        if hard and lang != "en" and self.r.random() < 0.25:
            v = _fw(v)
        return v, "", ""

    def person_name(self, lang: str, hard: bool):
        if lang == "zh" and self.r.random() < 0.85 or lang == "mixed" and self.r.random() < 0.5:
            k = self.r.randrange(3)
            v = self.zh.name() if k == 0 else (self.zh.last_name() + self.zh.first_name() if k == 1 else self.r.choice([self.zh.name_male(), self.zh.name_female()]))
            return v, "", ""
        f = self.en()
        k = self.r.randrange(6)
        if k == 0:
            v = f.name()
        elif k == 1:
            v = f"{f.first_name()} {f.last_name()}"
        elif k == 2:
            v = f.name_female()
        elif k == 3:
            v = f.name_male()
        elif k == 4:
            v = f"{f.prefix()} {f.first_name()} {f.last_name()}"
        else:
            v = f"{f.first_name()} {f.first_name()[0]}. {f.last_name()}"
        if hard and self.r.random() < 0.2:
            v = v.upper()
        return v, "", ""

    def username(self, lang: str, hard: bool):
        for _ in range(50):
            f = self.pick_lang_faker(lang)
            k = self.r.randrange(4)
            if k <= 1:
                v = f.user_name()
            elif k == 2:
                v = f"{f.first_name().lower() if f is not self.zh else self.zh.user_name()}_{self.r.choice(['dev', 'ops', 'x', str(self.r.randint(1, 99))])}"
            else:
                v = f"{self.us.last_name().lower()}{self.r.randint(1, 9999)}"
            if len(v) >= 5 and v.isascii():
                return v, "", ""
        return v, "", ""

    def home_path(self, lang: str, hard: bool):
        f = self.pick_lang_faker(lang)
        u = f.user_name() if self.r.random() < 0.6 else (self.us.first_name().lower() if self.r.random() < 0.5 else self.zh.user_name())
        k = self.r.randrange(3)
        if k == 0:
            return f"/home/{u}", "", self.r.choice(["/projects/api/.env", "/.ssh/config", "/work/etl/run.py", "/.cache/pip", "/notebooks/eda.ipynb", "/src/app/main.go"])
        if k == 1:
            return f"/Users/{u}", "", self.r.choice(["/Library/Logs/app.log", "/dev/web/package.json", "/Downloads/export.csv", "/.aws/credentials", "/code/infra/main.tf"])
        u2 = u if self.r.random() < 0.7 else u.capitalize()
        return f"C:\\Users\\{u2}", "", self.r.choice(["\\AppData\\Local\\Temp\\build.log", "\\Documents\\report.xlsx", "\\source\\repos\\Api\\appsettings.json", "\\.kube\\config"])

    def schedule(self, lang: str, hard: bool):
        use_zh = lang == "zh" and self.r.random() < 0.8 or lang == "mixed" and self.r.random() < 0.5
        if use_zh:
            h = self.r.randint(5, 11)
            k = self.r.randrange(6)
            if k == 0:
                return f"{self.r.choice(['早上', '上午'])}{h}点", "", ""
            if k == 1:
                return f"{self.r.choice(['晚上', '夜里'])}{self.r.randint(8, 11)}点{self.r.choice(['', '半'])}", "", ""
            if k == 2:
                return f"下午{self.r.randint(1, 6)}点{self.r.choice([15, 30, 45])}分", "", ""
            if k == 3:
                return f"凌晨{self.r.randint(4, 6)}点半", "", ""
            if k == 4:
                t = self.zh.date_time_between(start_date=_T0, end_date=_T1)
                return t.strftime("%H:%M"), "", ""
            return f"中午12点{self.r.choice(['', '半'])}", "", ""
        k = self.r.randrange(6)
        h = self.r.randint(5, 11)
        words = ["five", "six", "seven", "eight", "nine", "ten", "eleven"]
        if k == 0:
            return f"{h}{self.r.choice(['am', ' a.m.', 'AM', 'pm', ' p.m.'])}", "", ""
        if k == 1:
            return f"{h}:{self.r.choice(['15', '30', '45', '05', '50'])}{self.r.choice(['am', 'pm', ' AM', ' PM'])}", "", ""
        if k == 2:
            return f"{self.r.choice(['half past', 'quarter past', 'quarter to'])} {self.r.choice(words)}", "", ""
        if k == 3:
            t = self.us.date_time_between(start_date=_T0, end_date=_T1)
            return t.strftime("%H:%M"), "", ""
        if k == 4:
            return f"{self.r.choice(words)} o'clock", "", ""
        return f"{self.r.randint(17, 23)}:{self.r.choice(['00', '30', '15'])}", "", ""

    def geo(self, lang: str, hard: bool):
        k = self.r.randrange(5)
        if k == 0:
            lat, lon = self.en().latitude(), self.en().longitude()
            return f"{float(lat):.5f}, {float(lon):.5f}", "", ""
        if k == 1:
            la, lo = self.us.local_latlng(country_code=self.r.choice(["US", "GB", "CN"]), coords_only=True)
            return f"{la},{lo}", "", ""
        if k == 2:
            zh = lang == "zh" or (lang == "mixed" and self.r.random() < 0.5)
            if zh:
                return self.zh.postcode(), "", ""
            return (self.gb.postcode() if self.r.random() < 0.5 else self.us.zipcode_plus4()), "", ""
        zh = lang == "zh" and self.r.random() < 0.85 or lang == "mixed" and self.r.random() < 0.55
        if zh:
            a = self.r.choice(["翠湖", "阳光", "锦绣", "绿城", "金域", "碧桂", "万科", "滨江", "紫荆", "香樟", "御景", "枫林"])
            b = self.r.choice(["花园", "华庭", "家园", "小区", "苑", "新村", "名邸", "雅苑", "城"])
            c = self.r.choice(["", "小区", "", "二期"])
            return a + b + (c if c != b else ""), "", ""
        a = self.r.choice(["Hollybrook", "Maple", "Ashford", "Kingsmead", "Riverside", "Cedar", "Foxhill", "Larkspur", "Willowbank", "Oakridge", "Thornbury", "Elmstead"])
        b = self.r.choice(["Estate", "Heights", "Park Estate", "Village", "Gardens", "Meadows", "Green"])
        return f"{a} {b}", "", ""


def luhn_digit(s: str) -> str:
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return str((10 - tot % 10) % 10)


def luhn_card(r: random.Random, prefix: str, n: int) -> str:
    body = prefix + "".join(r.choice(string.digits) for _ in range(n - 1 - len(prefix)))
    return body + luhn_digit(body)


def iban(r: random.Random, cc: str) -> str:
    lens = {"DE": 18, "GB": 18, "FR": 23, "NL": 14, "ES": 20}
    if cc == "GB":
        bban = "".join(r.choice(string.ascii_uppercase) for _ in range(4)) + "".join(r.choice(string.digits) for _ in range(14))
    elif cc == "NL":
        bban = "".join(r.choice(string.ascii_uppercase) for _ in range(4)) + "".join(r.choice(string.digits) for _ in range(10))
    else:
        bban = "".join(r.choice(string.digits) for _ in range(lens[cc]))
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"


def cn_id(r: random.Random) -> str:
    area = r.choice(["110105", "310104", "440106", "330106", "510107", "320102", "420111", "610113"])
    d = date(1955, 1, 1) + timedelta(days=r.randrange(50 * 365))
    body = area + d.strftime("%Y%m%d") + f"{r.randint(0, 999):03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(c) * wi for c, wi in zip(body, w))
    return body + "10X98765432"[s % 11]


def nino(r: random.Random) -> str:
    first = r.choice("ABCEGHJKLMNOPRSTWXYZ")
    second = r.choice("ABCEGHJKLMNPRSTWXYZ")
    if first + second in ("GB", "NK", "TN", "ZZ", "BG", "KN", "NT"):
        first, second = "A", "B"
    n = f"{r.randint(0, 99):02d} {r.randint(0, 99):02d} {r.randint(0, 99):02d}"
    return f"{first}{second} {n} {r.choice('ABCD')}"


# --------------------------------------------------------------------------- templates
# One template per line; "!" = hard case; "¶" = newline.
T: dict[tuple[str, str], str] = {}

T["secret", "en"] = r"""
.env for {svc}: API_KEY={v}¶PORT={port}¶LOG_LEVEL=info
export SERVICE_TOKEN="{v}"  # rotated {date}
apiVersion: v1¶kind: Secret¶metadata:¶  name: {svc}-creds¶stringData:¶  token: {v}
[default]¶region = eu-west-2¶aws_secret = {v}
variable "provider_credential" {¶  default = "{v}"¶}
CI variable DEPLOY_KEY set to {v} (masked: false) on pipeline #{n}
{"level":"debug","ts":"{ts}","svc":"{svc}","msg":"outbound call","authorization":"Bearer {v}"}
review comment on #{pr}: you committed the live credential {v} in config/settings.py, please revoke it
commit {sha}: temporarily hardcode client secret {v} for the demo (revert before merge)
# fixture used by test_webhook.py¶SIGNING_SECRET = "{v}"
docker-compose.yml:¶  {svc}:¶    environment:¶      - ACCESS_TOKEN={v}
[auth]¶api_key = "{v}"¶timeout = 30
INSERT INTO integrations (id, provider, secret) VALUES ({n}, '{prod}', '{v}');
Traceback (most recent call last):¶  File "client.py", line {n}, in connect¶AuthError: rejected key {v} for tenant t-{n4}
Out[{n}]: {'status': 'ok', 'credential': '{v}', 'latency': '{dur}'}
audit {ts} secret.create name={svc}/primary value={v} by=ci-runner
settings.toml -> [upstream] bearer = "{v}"
curl -H "X-Api-Key: {v}" https://api.{prod}.example/v1/usage
connection string used by the nightly job: {v}
!{v}
!key,service,created¶{v},{svc},{date}
!| {svc} | {v} | {env} |
!tokens seen in the log: {uuid}, {v}, {sha40}
!{v} <- this is what the mobile app sends, found it in proxy capture
!GITHUB_SHA={sha40}¶RUN_ID={n4}¶HOOK={v}
!"x": "{v}"
"""

T["secret", "zh"] = r"""
配置文件里的密钥：{v}，请立即轮换
{svc} 服务的访问令牌是{v}，不要提交到仓库
# 注意：下面这个秘钥只用于测试环境¶TOKEN = "{v}"
日志：{ts} 调用第三方接口失败，令牌={v}，状态码{code}
审计记录：管理员在{date}创建了新的凭据 {v}
数据库连接串：{v}
代码评审意见：第{n}行把私钥{v}写死了，改成从环境变量读取
提交说明：修复签名校验，新的签名密钥为{v}
环境变量 接口密钥={v} 端口={port}
运维交接：{env}环境的访问凭证 {v} 已过期，需要重新申请
报错信息：鉴权失败（key={v}），请联系平台组
定时任务脚本里硬编码了授权码{v}，第{n}行
配置中心导出：令牌 {v}，版本 {ver}
用于推送通知的机器人令牌：{v}
单元测试夹具：秘钥常量 {v}
Jupyter 输出：凭证 = '{v}'
注释：# 这个 token 是{v}，上线前删除
工单{tk}：客户误把密钥{v}贴到了公开频道
迁移记录：旧认证串{v}已作废
接口文档示例请不要用真实密钥，例如{v}这种就是生产的
!{v}
!密钥{v}已泄露
!凭据列表：{uuid}、{v}、{sha}
!「{v}」
!（授权：{v}）请勿外传
"""

T["secret", "mixed"] = r"""
这个 API key 是 {v}，staging 也在用
.env 文件里 SECRET_TOKEN={v}，别 push 到 GitHub
PR #{pr} review：hardcoded credential {v}，请改用 Vault
log: {ts} 调用 {prod} 失败 auth header=Bearer {v}
kubectl create secret generic {svc} --from-literal=token={v}  # 生产环境
commit {sha}：临时加上 access key {v} 方便联调
CI variable 设置了 DEPLOY_TOKEN={v}，记得 mask
Terraform 变量 api_secret = "{v}" 写在 tfvars 里了
测试 fixture：SIGNING_KEY = "{v}"  # TODO 换成 mock
报错 Unauthorized：key {v} 已被 revoke
请帮我 rotate 一下这个 secret：{v}
docker-compose 里 environment 写了 BOT_TOKEN={v}，有风险
audit trail：{date} 新建 credential {v} by ci-bot
Jupyter cell 输出 token='{v}'，notebook 不要 commit
configmap 不应该放 secret，比如 {v} 这种
代码注释：# the client secret is {v}（仅 dev）
{svc} 的 webhook secret 为 {v}
连接字符串 connection string: {v}
昨天 on-call 时发现日志打印了 bearer {v}
crontab 里直接写了 curl -u api:{v}，要改
!{v}
!`{v}` 这个是 prod 的
!keys：{uuid}, {v}, {sha40}
![{v}]
!{v} ← 泄露了，mobile 端抓包看到的
"""

T["password", "en"] = r"""
DB_PASSWORD={v}¶DB_HOST=db.internal¶DB_PORT={port}
spring.datasource.password={v}
postgres:¶  image: postgres:16¶  environment:¶    POSTGRES_PASSWORD: {v}
the password is {v} for the shared staging admin
login failed for admin (pw={v}) from {ip}
[mysql]¶user = app¶passwd = {v}
INSERT INTO users (id, login, pass_plain) VALUES ({n}, 'admin', '{v}');
review on #{pr}: don't log the passphrase, I can see {v} in the output
commit {sha}: reset test account password to {v}
# seed.py¶create_user("qa-bot", password="{v}")
{"event":"auth.reset","ts":"{ts}","new_password":"{v}","svc":"{svc}"}
REDIS_PASS: {v}
hunter passphrase for the backup GPG key: {v}
Traceback: InvalidCredentials: passcode '{v}' rejected by LDAP at {ts}
Out[{n}]: {'user': 'etl', 'pwd': '{v}'}
vault kv put secret/{svc} pass={v}
wifi for the office lab: network LAB-5G, key {v}
psql "host=db port={port} user=report password={v} dbname=bi"
terraform.tfvars: admin_password = "{v}"
ini: [smtp]¶password={v}¶port=587
!{v}  <- new one
!login,pass¶report,{v}
!| admin | {v} | {env} |
!creds: admin / {v}
!"pw": "{v}"
"""

T["password", "zh"] = r"""
密码是{v}，登录后请修改
数据库密码：{v}
测试账号口令为{v}，仅限{env}环境
日志：{ts} 用户重置密码，新密码={v}
配置：管理员密码 {v}，端口{port}
注释：# 默认密码{v}，上线前改掉
提交说明：把测试账户的登录密码改成{v}
评审意见：不要在日志里打印口令，我看到了{v}
邮箱授权码（SMTP）：{v}
服务器root密码{v}，只在跳板机上用
审计：{date} 修改了数据库密码为{v}
备份文件解压密码：{v}
VPN 登录口令：{v}
报错：认证失败，使用的密码为{v}
种子脚本：创建用户 admin，密码 {v}
Wi-Fi 密码：{v}
加密私钥的口令短语是{v}
交接文档：{svc}后台的管理密码{v}
运维群里说的新密码{v}已生效
Jupyter 输出：密码 = '{v}'
!新密{v}
!密码{v}
!账号admin密码{v}
!「{v}」是新口令
!（口令：{v}）
"""

T["password", "mixed"] = r"""
staging DB 的 password 是 {v}，用完记得改
.env 里 ADMIN_PASS={v}，不要 commit
password: {v}  # 测试环境
日志 log：{ts} reset password，new_pw={v}
docker-compose 里 MYSQL_ROOT_PASSWORD: {v}
PR #{pr} 评论：test fixture 里明文密码 {v} 要去掉
commit {sha}：修改 seed user 的密码为 {v}
Jupyter output 里打印了 pwd='{v}'，清一下 outputs
VPN 的 passphrase 是 {v}
{svc} 后台 admin 密码 {v}，on-call 时用
smtp 授权码 password={v}，用于发告警邮件
审计 audit：{date} 管理员 changed password to {v}
psql 连接参数 password={v} 写在 crontab 里了
Terraform var db_password = "{v}" 应该放到 secret manager
报错 Login failed：用户 report 使用 pw {v}
Wi-Fi 密码 is {v}，会议室专用
pgpass 文件内容 db:{port}:bi:report:{v}
请把 root 的 passwd 从 {v} 改掉
k8s Secret 里 password 字段 base64 之前是 {v}
解压 backup.zip 的 password：{v}
!new pw {v}
!密码{v} thx
!user/pass = admin/{v}
!`{v}`
!（pw：{v}）
"""

T["email", "en"] = r"""
id,email,plan¶{n},{v},pro
{"user_id": {n}, "email": "{v}", "created": "{date}"}
INSERT INTO customers (id, email) VALUES ({n}, '{v}');
ALERT_RECIPIENT={v}
notify:¶  on_failure:¶    - {v}
commit {sha}¶Author-Email: {v}¶¶fix retry loop
review: please don't hardcode {v} as the reply-to in mailer.py
{ts} INFO mail.sent to={v} template=invoice id={uuid}
Traceback: SMTPRecipientsRefused: {'{v}': (550, b'mailbox unavailable')}
db.users.insertOne({ _id: ObjectId("{sha40}"), mail: "{v}", active: true })
# contact the data owner ({v}) before changing this schema
Out[{n}]: user.email -> '{v}'
audit {ts} user.update field=contact_email new={v}
crontab: MAILTO={v}
the export was requested by {v} on {date}
[owner]¶address = "{v}"
Signed-off-by: release bot, reviewed-by {v}
COPY subscribers (id, addr) FROM stdin;¶{n}	{v}¶\.
git config user.email "{v}"
support ticket {tk} opened from {v}
!{v}
!{n}	{v}	{city}	{date}
!recipients: noreply@{prod}.example.org, {v}, alerts@status.example.com
!<{v}>
!"{v}",{price},paid
"""

T["email", "zh"] = r"""
联系邮箱：{v}
用户导出：编号{n}，邮箱{v}，注册于{date}
告警通知发送到{v}
日志：{ts} 邮件发送失败，收件人{v}，错误码550
注释：# 有问题请联系数据负责人 {v}
提交说明：更新维护者邮箱为{v}
评审意见：不要把{v}写死在配置里
审计：{date} 用户修改邮箱为{v}
工单{tk}由{v}提交
电子邮件地址是{v}，请核对
种子数据：插入测试用户，邮箱 {v}
客户反馈来自{v}，订单{ord}
退订请求：{v} 于{date}
账号绑定的邮箱 {v} 已验证
定时任务报错邮件发给{v}
报表导出完成后会通知{v}
Jupyter 输出：邮件 = '{v}'
发票寄送邮箱：{v}
密码重置链接已发送至{v}
负责人邮件{v}，有事找他
!{v}
!邮箱{v}
!收件人：noreply@{prod}.example.org、{v}、alerts@status.example.com
!（{v}）
!「{v}」已退订
"""

T["email", "mixed"] = r"""
用户的 email 是 {v}，请发 invoice
CSV 导出：id={n}, email={v}, 城市={zc}
alert 通知发到 {v}
log：{ts} mail.sent 收件人 to={v}
PR #{pr} review：不要把 {v} hardcode 在 mailer 里
commit {sha}：update maintainer email to {v}
crontab 里 MAILTO={v}，报错会发过去
MongoDB 文档 { mail: "{v}", plan: "pro" }
审计 audit：{date} contact changed to {v}
SMTP 报错 550，recipient {v} 不存在
客户 {v} 提了一个 ticket {tk}
Jupyter 输出 user.email='{v}'
git config user.email "{v}" 设置错了
请把 report 发给 {v}，谢谢
注释 # owner: {v}（数据负责人）
退订 unsubscribe 请求来自 {v}
reset password 链接已发送至 {v}
INSERT INTO users(email) VALUES ('{v}'); -- 测试数据
Slack 上说找 {v} 申请权限
账号 binding 的邮箱为 {v}
!{v}
!邮箱{v}thx
!cc：noreply@{prod}.example.org, {v}, ops@status.example.com
!<{v}>
!`{v}` 已验证
"""

T["phone", "en"] = r"""
id,name_hash,phone,plan¶{n},{sha},{v},basic
{"customer_id": {n}, "phone": "{v}", "opt_in": true}
INSERT INTO contacts (id, tel) VALUES ({n}, '{v}');
ONCALL_PHONE={v}
escalation:¶  primary_mobile: "{v}"¶  timezone: UTC
{ts} WARN sms.send failed to={v} provider=twilio code=21211
review on #{pr}: the fixture still has a real mobile number ({v})
commit {sha}: update support hotline to {v}
# if the import breaks call the vendor on {v}
Out[{n}]: {'contact': '{v}', 'verified': False}
audit {ts} profile.update field=phone new={v}
ValidationError: '{v}' is not a valid E.164 number (request {uuid})
reach me on my cell: {v}
db.leads.insertOne({ tel: "{v}", source: "webform" })
fax: {v}
SMS 2FA was sent to {v} at {ts}
callback requested, number {v}, ticket {tk}
twilio.messages.create(to="{v}", body="Your code is ready")
[contact]¶mobile = "{v}"
COPY leads (id, mobile) FROM stdin;¶{n}	{v}¶\.
!{v}
!{n}	{v}	{city}
!numbers in the report: {ord}, {v}, build {n4}
!({v})
!"{v}",{price},{date}
"""

T["phone", "zh"] = r"""
联系电话：{v}
手机号{v}，请在工作日联系
客户导出：编号{n}，手机{v}，城市{zc}
日志：{ts} 短信发送失败，号码={v}
注释：# 出问题打供应商电话 {v}
提交说明：把客服热线更新为{v}
评审意见：测试数据里用了真实手机号{v}
审计：{date} 用户修改手机号为{v}
值班电话是{v}
验证码已发送至{v}
工单{tk}：来电号码{v}，投诉物流
座机：{v}，分机请转前台
收货人电话 {v}，订单{ord}
种子脚本：插入联系人，电话 {v}
报错：号码{v}格式不合法
紧急联系人电话{v}
Jupyter 输出：电话 = '{v}'
快递员来电{v}
有事打我手机{v}
回拨请求：{v}，{date}
!{v}
!电话{v}
!数据：订单{ord}，{v}，数量{n}
!（{v}）
!「{v}」已停机
"""

T["phone", "mixed"] = r"""
客户 phone 是 {v}，请 call back
CSV 导出：id={n}, mobile={v}, city={zc}
log：{ts} sms.send 失败 to={v}
PR #{pr} review：fixture 里有真实手机号 {v}
commit {sha}：update 客服 hotline 为 {v}
on-call 电话 {v}，有 P1 直接打
MongoDB 文档 { tel: "{v}", source: "小程序" }
审计 audit：{date} phone changed to {v}
2FA 验证码 sent to {v}
ticket {tk}：来电 number {v}
ValidationError：'{v}' 不是合法的 E.164
Jupyter output contact='{v}'
注释 # vendor 电话：{v}
有事 ping 我或者打 {v}
escalation 联系方式 mobile: {v}
fax 传真：{v}
收货人 tel {v}，订单 {ord}
INSERT INTO leads(tel) VALUES ('{v}'); -- seed data
twilio 发送到 {v} 失败 code=21211
回拨 callback 号码：{v}
!{v}
!手机{v}ok
!data：{ord}, {v}, qty {n}
![{v}]
!`{v}` 打不通
"""

T["address", "en"] = r"""
id,street,city¶{n},"{v}",{city}
{"customer": {n}, "shipping": {"line1": "{v}", "city": "{city}"}}
INSERT INTO addresses (id, line1, city) VALUES ({n}, '{v}', '{city}');
billing_address_line1: "{v}"
ship to {v}, {city}
{ts} INFO order.shipped id={ord} dest="{v}, {city}"
review on #{pr}: the seed data uses a real home address ({v})
commit {sha}: fix geocoder for addresses like "{v}"
# customer asked us to deliver to {v} instead
Out[{n}]: {'street': '{v}', 'verified': True}
audit {ts} profile.update field=home_address new="{v}"
AddressValidationError: could not resolve '{v}' in {city} (req {uuid})
I live at {v} in {city}
db.orders.insertOne({ deliver_to: "{v}", city: "{city}" })
[return]¶line1 = "{v}"¶city = "{city}"
mail-forwarding set up to {v}, {city}
the tenant moved out of {v} on {date}
registered office: {v}, {city}
COPY addr (id, street) FROM stdin;¶{n}	{v}¶\.
pickup point: {v}
!{v}
!{n}	{v}	{city}	{date}
!| {ord} | {v} | {city} |
!"{v}"
!{v}, {city} -- that's where the parcel went
"""

T["address", "zh"] = r"""
收货地址：{prov}{zc}{zd}{v}
我住在{zc}{zd}{v}
客户导出：编号{n}，地址{zc}{v}，订单{ord}
日志：{ts} 订单已发货，目的地{zc}{zd}{v}
注释：# 测试数据不要用真实住址，比如{zc}{v}
提交说明：修复地址解析，兼容“{v}”这种写法
评审意见：种子数据里有真实家庭住址{v}
审计：{date} 用户修改住址为{zc}{zd}{v}
配送到{zd}{v}，请电话联系
家庭住址是{prov}{zc}{v}
报错：无法解析地址{zc}{v}
种子脚本：插入地址 {zc}{zd}{v}
快递放在{v}门口
户籍登记地址 {prov}{zc}{zd}{v}
维修上门地址：{zc}{v}
Jupyter 输出：地址 = '{zc}{v}'
寄件地址{zc}{zd}{v}
退货请寄回{zc}{v}
租房合同里的地址是{zd}{v}
工单{tk}：住址{zc}{v}漏水
!{v}
!{zc}{zd}{v}
!地址{v}
!「{zc}{v}」
!（{v}）
"""

T["address", "mixed"] = r"""
shipping address 是 {zc}{zd}{v}
CSV 导出：id={n}, 地址="{v}", city={zc}
log：{ts} order.shipped dest={zc}{v}
PR #{pr} review：seed data 里有真实住址 {v}
commit {sha}：fix address parser for "{v}"
deliver to {v}，{zc}
MongoDB 文档 { addr: "{v}", city: "{zc}" }
审计 audit：{date} home_address changed to {v}
AddressValidationError：无法解析 '{v}'
我家 home address 是 {zc}{v}
ticket {tk}：客户要求改寄到 {v}
Jupyter output street='{v}'
注释 # 测试用 address：{v}（要换掉）
快递 pickup point 在 {zd}{v}
billing address line1: {v}
退货 return 寄到 {zc}{v}
INSERT INTO addr(line1) VALUES ('{v}'); -- 种子数据
office 搬到了 {v}，{zc}
租房 contract 上写的是 {v}
请 courier 送到 {zd}{v}
!{v}
!{zc}{v}thx
!| {ord} | {v} | {zc} |
!"{v}"
!({v})
"""

T["government_id", "en"] = r"""
id,ssn,dob¶{n},{v},{date}
{"applicant": {n}, "national_id": "{v}", "status": "pending"}
INSERT INTO employees (id, ssn) VALUES ({n}, '{v}');
TEST_TAXPAYER_ID={v}
kyc:¶  document_number: "{v}"¶  type: passport
{ts} INFO kyc.verify id_number={v} result=match
review on #{pr}: fixture uses a real Social Security number {v}
commit {sha}: mask NI number {v} in payroll export
# the applicant's passport no. {v} expires next year
Out[{n}]: {'nino': '{v}', 'employer': '{prod}'}
audit {ts} hr.update field=ssn new={v}
ValidationError: SSN '{v}' failed format check (req {uuid})
my social is {v}
db.applicants.insertOne({ passport: "{v}", nationality: "GB" })
payroll row: National Insurance number {v}, tax code 1257L
[identity]¶tax_id = "{v}"
W-2 generated for SSN {v} on {date}
COPY people (id, ssn) FROM stdin;¶{n}	{v}¶\.
passport number {v} was scanned at the kiosk
identity verified with document {v}
!{v}
!{n}	{v}	{date}
!ids: {uuid}, {v}, {ord}
!"{v}"
![{v}]
"""

T["government_id", "zh"] = r"""
身份证号：{v}
客户导出：编号{n}，证件号{v}，状态已审核
日志：{ts} 实名认证通过，身份证{v}
注释：# 测试数据里不要用真实身份证号，比如{v}
提交说明：导出时脱敏身份证号{v}
评审意见：夹具里有真实的公民身份号码{v}
审计：{date} 修改证件号码为{v}
护照号码{v}，下月到期
报错：身份证号{v}校验失败
种子脚本：插入员工，证件 {v}
入职登记：居民身份证 {v}
社保号{v}已登记
Jupyter 输出：身份证 = '{v}'
工单{tk}：客户证件号{v}重复注册
签证申请用的护照是{v}
住宿登记身份证号码{v}
开户资料：证件类型 身份证，号码 {v}
实名信息：{v}
考试报名用的证件号{v}
保单被保险人身份证：{v}
!{v}
!身份证{v}
!编号列表：{ord}、{v}、{n4}
!「{v}」
!（{v}）
"""

T["government_id", "mixed"] = r"""
用户的 ID card 号码是 {v}
CSV 导出：id={n}, id_number={v}, 状态=verified
log：{ts} kyc.verify 身份证={v} result=match
PR #{pr} review：fixture 里有真实 SSN {v}
commit {sha}：mask 身份证号 {v}
passport 号码 {v}，visa 申请用
MongoDB 文档 { national_id: "{v}" }
审计 audit：{date} 证件号 changed to {v}
ValidationError：身份证号 '{v}' checksum 不对
员工 onboarding 表：NI number {v}
ticket {tk}：重复注册，证件 {v}
Jupyter output ssn='{v}'
注释 # 测试用 ID：{v}（要脱敏）
实名认证 identity verified：{v}
INSERT INTO people(id_no) VALUES ('{v}'); -- seed
social security number 是 {v}
开户 KYC 资料 document_number {v}
酒店 check-in 登记证件 {v}
payroll 导出里有社保号 {v}
请帮我查一下这个身份证 {v} 的订单
!{v}
!身份证{v}ok
!ids：{uuid}, {v}, {ord}
!"{v}"
![{v}]
"""

T["financial", "en"] = r"""
id,card,exp¶{n},{v},12/27
{"order": "{ord}", "payment": {"pan": "{v}", "brand": "visa"}}
INSERT INTO payouts (id, iban) VALUES ({n}, '{v}');
TEST_CARD_NUMBER={v}
payout:¶  account_number: "{v}"¶  currency: GBP
{ts} ERROR charge.failed card={v} reason=do_not_honor
review on #{pr}: this fixture has a real card number {v}
commit {sha}: route payroll to IBAN {v}
# refund goes back to account {v}
Out[{n}]: {'routing_number': '{v}', 'bank': 'Northwind Bank'}
audit {ts} vendor.update field=bank_account new={v}
PaymentError: card '{v}' declined (req {uuid})
pay into my account {v} please
db.payments.insertOne({ card_number: "{v}", amount: {price} })
[billing]¶iban = "{v}"
ACH routing no. {v} for the vendor payout
direct debit mandate for sort code/account {v}
COPY cards (id, pan) FROM stdin;¶{n}	{v}¶\.
the credit card on file is {v}
wire transfer to bank account {v}, reference {ord}
!{v}
!{n}	{v}	{price}	{date}
!numbers: {ord}, {v}, {n4}
!"{v}"
![{v}]
"""

T["financial", "zh"] = r"""
银行卡号：{v}
客户导出：编号{n}，卡号{v}，金额{price}
日志：{ts} 扣款失败，卡号={v}
注释：# 退款打回账户{v}
提交说明：工资代发账号改为{v}
评审意见：测试数据里有真实信用卡号{v}
审计：{date} 供应商收款账号修改为{v}
请把款项转到我的账户{v}
报错：卡号{v}校验失败
种子脚本：插入支付记录，卡号 {v}
开户行账号{v}，户名见附件
信用卡{v}已绑定
Jupyter 输出：卡号 = '{v}'
工单{tk}：退款账户{v}
对公账户：{v}
国际汇款 IBAN {v}
收款银行账号为{v}
储蓄卡 {v} 尾号已验证
报销打款到{v}
支付宝绑定的银行卡是{v}
!{v}
!卡号{v}
!单号：{ord}、{v}、{n4}
!「{v}」
!（{v}）
"""

T["financial", "mixed"] = r"""
用户的 credit card 是 {v}
CSV 导出：id={n}, card={v}, amount={price}
log：{ts} charge.failed 卡号={v}
PR #{pr} review：fixture 里有真实 card number {v}
commit {sha}：payroll 改到 IBAN {v}
refund 退到账户 {v}
MongoDB 文档 { pan: "{v}", currency: "CNY" }
审计 audit：{date} bank_account changed to {v}
PaymentError：card '{v}' 被拒
vendor 收款 account number {v}
ticket {tk}：退款 account {v}
Jupyter output iban='{v}'
注释 # 测试用 card：{v}（要换成 4242 测试卡）
ACH routing number 是 {v}
INSERT INTO payouts(acct) VALUES ('{v}'); -- 种子数据
wire 汇款到 {v}，reference {ord}
报销 reimbursement 打到银行卡 {v}
请把 payment 转到 {v}
绑定的 debit card {v} 已验证
对公 bank account：{v}
!{v}
!卡号{v}thx
!numbers：{ord}, {v}, {n4}
!"{v}"
![{v}]
"""

T["person_name", "en"] = r"""
id,full_name,plan¶{n},{v},pro
{"customer_id": {n}, "name": "{v}", "tier": "gold"}
INSERT INTO employees (id, display_name) VALUES ({n}, '{v}');
OWNER_NAME="{v}"
metadata:¶  annotations:¶    owner: "{v}"
{ts} INFO login.success user_display="{v}" ip={ip}
review on #{pr}: please ask {v} before merging the schema change
commit {sha}: address feedback from {v}
# written by {v}, do not refactor without asking
Out[{n}]: {'assignee': '{v}', 'status': 'open'}
audit {ts} record viewed by {v} (role=support)
ValueError: duplicate customer '{v}' in batch {uuid}
my name is {v} and I maintain the ETL
db.contacts.insertOne({ fullName: "{v}", vip: true })
Co-authored-by: {v}
the refund was approved by {v} on {date}
Hi team, {v} will be taking over on-call next week.
COPY staff (id, name) FROM stdin;¶{n}	{v}¶\.
Dear {v}, your export is ready.
contact person for the {city} office: {v}
!{v}
!{n}	{v}	{city}
!| {ord} | {v} | {price} |
!"{v}"
!{v} -- left the company, reassign tickets
"""

T["person_name", "zh"] = r"""
联系人：{v}
客户导出：编号{n}，姓名{v}，会员等级金卡
日志：{ts} 用户{v}登录成功
注释：# 这段逻辑是{v}写的，改之前问一下
提交说明：根据{v}的意见修改接口
评审意见：合并前请{v}确认一下表结构
审计：{date} 记录被{v}查看
我叫{v}，负责数据同步
报错：客户{v}重复导入
种子脚本：插入员工 {v}
下周由{v}值班
退款由{v}审批通过
Jupyter 输出：负责人 = '{v}'
工单{tk}：{v}反馈无法登录
收件人{v}，订单{ord}
经办人：{v}
{v}同学今天请假
这个需求是{v}提的
面试候选人{v}的简历已上传
客户经理{v}会跟进
!{v}
!找{v}
!名单：{zc}、{v}、{prod}
!「{v}」
!（{v}）
"""

T["person_name", "mixed"] = r"""
这个 PR 是 {v} 提的
CSV 导出：id={n}, name={v}, tier=gold
log：{ts} login.success 用户={v}
PR #{pr} review：merge 前请 {v} 确认
commit {sha}：按 {v} 的 feedback 修改
Co-authored-by: {v}（外包同事）
MongoDB 文档 { fullName: "{v}" }
审计 audit：{date} record viewed by {v}
ValueError：duplicate customer '{v}'
my name is {v}，负责 ETL
ticket {tk}：{v} 反馈 login 失败
Jupyter output assignee='{v}'
注释 # written by {v}，改之前问一下
下周 on-call 是 {v}
refund 由 {v} approve 了
联系人 contact person：{v}
INSERT INTO staff(name) VALUES ('{v}'); -- seed
Hi all，{v} 明天 OOO
owner 是 {v}，有问题找他
客户经理 account manager {v} 会跟进
!{v}
!找{v}thx
!名单：{zc}, {v}, {prod}
!"{v}"
!({v})
"""

T["username", "en"] = r"""
id,login,role¶{n},{v},admin
{"event": "login", "username": "{v}", "ip": "{ip}"}
INSERT INTO accounts (id, handle) VALUES ({n}, '{v}');
GIT_AUTHOR_LOGIN={v}
rbac:¶  subjects:¶    - kind: User¶      name: {v}
{ts} WARN auth.failed user={v} attempts=5
review on #{pr}: cc {@v} for the migration part
commit {sha}: merge pull request #{pr} from {v}/fix-timeouts
# TODO({v}): remove this flag after the rollout
Out[{n}]: {'owner_login': '{v}', 'repos': {n4}}
audit {ts} role.grant admin to {v} by ci-bot
PermissionError: user '{v}' may not write to bucket exports-{env}
my username is {v} on the staging box
db.users.insertOne({ username: "{v}", disabled: false })
thanks {@v} for the quick fix!
ssh {v}@bastion.{env}.internal
CODEOWNERS: /infra/ {@v}
COPY logins (id, login) FROM stdin;¶{n}	{v}¶\.
sudo entry added for account {v}
follow {@v} on the forum for release notes
!{v} (login)
!{n}	{v}	{date}
!{@v}
!"{v}"
![{v}]
"""

T["username", "zh"] = r"""
用户名：{v}
账号导出：编号{n}，登录名{v}，角色管理员
日志：{ts} 用户{v}登录失败5次
注释：# 待办（{v}）：上线后删除这个开关
提交说明：合并{v}的分支
评审意见：数据迁移部分请{@v}看一下
审计：{date} 授予{v}管理员权限
我的账号是{v}
报错：用户{v}没有写权限
种子脚本：创建登录账号 {v}
跳板机登录用户{v}
感谢{@v}的修复
Jupyter 输出：登录名 = '{v}'
工单{tk}：账号{v}被锁定
论坛昵称{v}
代码负责人：{@v}
微信号{v}
堡垒机新增账户{v}
钉钉里{@v}一下他
社区用户{@v}反馈了这个问题
!{v}（登录名）
!账号{v}
!{@v}
!「{v}」
!（{v}）
"""

T["username", "mixed"] = r"""
我的 username 是 {v}
CSV 导出：id={n}, login={v}, role=admin
log：{ts} auth.failed 用户={v}
PR #{pr} review：请 {@v} 看一下 migration
commit {sha}：merge branch from {v}
TODO({v})：上线后删掉这个 flag
MongoDB 文档 { handle: "{v}" }
审计 audit：{date} grant admin 给 {v}
PermissionError：user '{v}' 没有写权限
ssh {v}@bastion 登录跳板机
ticket {tk}：account {v} 被 lock 了
Jupyter output owner_login='{v}'
感谢 {@v} 的 quick fix
CODEOWNERS 里写的是 {@v}
INSERT INTO accounts(login) VALUES ('{v}'); -- seed
GitHub 上 follow {@v}
sudo 权限加给了 {v}
论坛 forum 昵称 {v}
Slack 里 {@v} 一下 on-call
登录名 login name：{v}
!{v} login
!账号{v}ok
!{@v}
!"{v}"
![{v}]
"""

T["home_path", "en"] = r"""
FileNotFoundError: [Errno 2] No such file or directory: '{v}'
  File "{v}", line {n}, in <module>
PYTHONPATH={v}:/opt/lib
volumes:¶  - {v}:/app/data
{ts} INFO loaded config from {v} in {dur}
review on #{pr}: don't commit absolute paths like {v}
commit {sha}: stop reading {v} in tests
# local override lives at {v}
Out[{n}]: PosixPath('{v}')
audit {ts} file.read path={v} user_agent=cli
cp {v} /tmp/backup/
working directory: {v}
data_dir = "{v}"
KUBECONFIG={v}
coverage report written to {v}
cron: 0 3 * * * {v} >> /var/log/job.log
Permission denied: '{v}'
mounted {v} read-only into the container
path,size¶{v},{n4}
tar czf out.tgz {v}
!{v}
!"{v}"
![{v}]
!{n}	{v}	{date}
!ls {v}
"""

T["home_path", "zh"] = r"""
报错：找不到文件 {v}
配置文件路径：{v}
日志：{ts} 从{v}加载配置，耗时{dur}
注释：# 本地覆盖配置放在{v}
提交说明：测试不再读取{v}
评审意见：不要提交{v}这种绝对路径
审计：{date} 读取文件{v}
工作目录是 {v}
挂载目录 {v} 到容器
备份脚本把{v}打包上传
覆盖率报告输出到{v}
Jupyter 输出：路径 {v}
定时任务：每天执行 {v}
权限不足，无法写入 {v}
数据目录设置为{v}
把 {v} 加到环境变量里
我本地的项目在{v}
日志文件在{v}下面
编译产物在{v}
请检查 {v} 是否存在
!{v}
!路径{v}
!「{v}」
!（{v}）
!文件：{v}
"""

T["home_path", "mixed"] = r"""
报错 FileNotFoundError：{v}
config path 是 {v}
log：{ts} loaded config from {v}
PR #{pr} review：不要 commit 绝对路径 {v}
commit {sha}：tests 不再读 {v}
注释 # local override 放在 {v}
volumes 挂载 {v} 到容器
审计 audit：{date} file.read {v}
working dir 是 {v}
Jupyter output：PosixPath('{v}')
crontab 里执行 {v}
Permission denied：无法写入 {v}
data_dir 设置为 {v}
KUBECONFIG 指向 {v}
coverage 报告输出到 {v}
我本地 repo 在 {v}
tar 打包 {v} 上传到 S3
请检查 {v} 是否 exist
编译 output 在 {v}
PYTHONPATH 加上 {v}
!{v}
!路径{v}ok
!"{v}"
![{v}]
!`{v}`
"""

T["schedule", "en"] = r"""
I go for a run every morning at {v} before standup.
my alarm is set for {v} on weekdays
{"user_pref": {"quiet_hours_start": "{v}"}, "tz": "Europe/London"}
OOO note: I pick up my kid from school at {v} every day, so no meetings then
reminder:¶  daily_medication: "{v}"
{ts} INFO reminder.scheduled type=personal_gym at="{v}"
review on #{pr}: can we sync after {v}? that's when I'm back from the school run
commit {sha}: move my personal cron to {v} (after I get home)
# I usually deploy after my {v} coffee, ping me
Out[{n}]: {'wake_up': '{v}', 'bedtime': '23:30'}
audit {ts} profile.update field=usual_commute new="{v}"
she walks the dog at {v} sharp
he leaves the office at {v} every Tuesday for therapy
my commute starts at {v} so I'm offline till then
standing piano lesson at {v} on Thursdays
I take my meds at {v}
I'm in bed by {v} most nights
we have family dinner at {v} so I stop working then
swim at the leisure centre, {v}, Mon/Wed/Fri
I log off at {v} every day to collect my daughter
!up at {v}
!wake {v}
!gym,{v},weekdays
!"{v}"
!({v} daily)
"""

T["schedule", "zh"] = r"""
我每天{v}起床跑步
闹钟定在{v}
请假说明：我每天{v}要去接孩子放学
备注：每天{v}吃药
日志：{ts} 个人提醒已设置，时间{v}，类型健身
评审意见：{v}以后再同步吧，我那时候才到家
提交说明：把我的个人定时任务改到{v}
注释：# 我一般{v}喝完咖啡再发版
审计：{date} 用户修改通勤时间为{v}
她每天{v}遛狗
他每周二{v}去做理疗
我{v}出门通勤，之前不在线
每周四{v}上钢琴课
我一般{v}睡觉
我们家{v}吃晚饭，之后不看消息
每周一三五{v}去游泳
我每天{v}下线去接女儿
习惯{v}去健身房
周末{v}去菜市场买菜
妈妈每天{v}去跳广场舞
!{v}健身
!{v}起床
!健身{v}
!「{v}」
!（每天{v}）
"""

T["schedule", "mixed"] = r"""
我每天 {v} 去 gym
alarm 定在 {v}，weekdays
OOO 说明：每天 {v} 要去接孩子
reminder 吃药时间 {v}
log：{ts} personal reminder at {v}
PR #{pr} review：{v} 以后再 sync，我那时候到家
commit {sha}：个人 cron 改到 {v}
注释 # 我一般 {v} 喝完 coffee 再 deploy
审计 audit：{date} commute time changed to {v}
她每天 {v} walk the dog
每周二 {v} 去 therapy
commute 从 {v} 开始，之前 offline
每周四 {v} piano lesson
我一般 {v} 睡觉，之后别 ping
family dinner 在 {v}，之后不看 Slack
每周一三五 {v} swimming
每天 {v} log off 去接女儿
习惯 {v} 去 run
weekend {v} 去买菜
Jupyter output wake_up='{v}'
!{v} gym
!{v}起床thx
!gym {v}
!"{v}"
!(daily {v})
"""

T["geo", "en"] = r"""
id,lat_lng,device¶{n},"{v}",ios
{"device_id": "{uuid}", "last_location": "{v}", "accuracy_m": 12}
INSERT INTO checkins (id, coords) VALUES ({n}, '{v}');
HOME_COORDS="{v}"
geofence:¶  home_center: "{v}"¶  radius_m: 150
{ts} DEBUG tracker.ping user_loc={v} battery=41
review on #{pr}: this test hardcodes my home location {v}
commit {sha}: fix rounding for points like {v}
# default map center is my flat ({v})
Out[{n}]: {'home_geo': '{v}', 'source': 'gps'}
audit {ts} profile.update field=home_area new="{v}"
GeocodeError: no result for '{v}' (req {uuid})
I live in {v}, near the park
db.visits.insertOne({ loc: "{v}", ts: ISODate("{date}") })
postcode: {v}
the rider was last seen at {v}
we moved to {v} last spring
COPY pings (id, loc) FROM stdin;¶{n}	{v}¶\.
delivery zone for this customer: {v}
the courier dropped it in {v}
!{v}
!{n}	{v}	{date}
!| {ord} | {v} | {city} |
!"{v}"
!({v})
"""

T["geo", "zh"] = r"""
我家在{v}
客户导出：编号{n}，坐标{v}，设备iOS
日志：{ts} 定位上报，位置={v}
注释：# 地图默认中心点是我家（{v}）
提交说明：修复坐标{v}的精度问题
评审意见：测试里写死了我家的位置{v}
审计：{date} 用户修改常住区域为{v}
邮政编码：{v}
报错：无法解析位置{v}
种子脚本：插入签到记录，坐标 {v}
快递员最后出现在{v}
我们去年搬到了{v}
骑手定位：{v}
家庭住址所在小区：{v}
Jupyter 输出：位置 = '{v}'
工单{tk}：客户所在{v}无法配送
外卖送到{v}门口
他住在{zc}{v}附近
常驻位置{v}，半径150米
孩子学校在{v}旁边
!{v}
!住{v}
!位置{v}
!「{v}」
!（{v}）
"""

T["geo", "mixed"] = r"""
我家在 {v}，near 地铁站
CSV 导出：id={n}, location={v}, device=ios
log：{ts} tracker.ping 位置={v}
PR #{pr} review：test 里 hardcode 了我家位置 {v}
commit {sha}：fix 坐标 {v} 的 rounding
注释 # map 默认中心是我家（{v}）
MongoDB 文档 { loc: "{v}" }
审计 audit：{date} home_area changed to {v}
GeocodeError：无法解析 '{v}'
postcode 邮编 {v}
ticket {tk}：客户在 {v}，无法 delivery
Jupyter output home_geo='{v}'
骑手 rider 最后定位 {v}
我们 last spring 搬到了 {v}
geofence 中心点 {v}，radius 150m
外卖 deliver 到 {v}
INSERT INTO checkins(loc) VALUES ('{v}'); -- seed
小区 estate：{v}
孩子学校 near {v}
常住 location：{v}
!{v}
!住{v}thx
!| {ord} | {v} | {zc} |
!"{v}"
!({v})
"""

# --------------------------------------------------------------------------- benign
B: dict[str, str] = {}
B["en"] = r"""
id,sku,qty,price¶{n},SKU-{n4},{n},{price}
{"level":"info","ts":"{ts}","svc":"{svc}","msg":"request completed","status":{code},"latency":"{dur}"}
INSERT INTO products (id, name, price) VALUES ({n}, '{prod} Pro', {price});
PORT={port}¶LOG_LEVEL=info¶FEATURE_FLAGS=search,export
image: {prod}:{ver}¶replicas: 3¶resources:¶  limits:¶    cpu: 500m
apiVersion: v1¶kind: ConfigMap¶metadata:¶  name: {svc}-config¶data:¶  TIMEOUT: "30s"
variable "region" {¶  default = "eu-west-2"¶}
0 3 * * * /opt/{svc}/bin/rotate-logs.sh >> /var/log/rotate.log 2>&1
commit {sha}: bump {prod} to {ver} and fix flaky test
review on #{pr}: nit, can we extract this into a helper?
# retry with exponential backoff, max 5 attempts
Out[{n}]: 0.9342 accuracy on the validation split
{ip} - - [{date}] "GET /api/v2/health HTTP/1.1" {code} 512 "-" "kube-probe/1.29"
Traceback (most recent call last):¶  File "app/worker.py", line {n}, in run¶TimeoutError: upstream {svc} timed out after {dur}
audit {ts} deploy.finish service={svc} version={ver} env={env}
request {uuid} finished in {dur} with status {code}
[server]¶host = "0.0.0.0"¶port = {port}
the {city} data centre migration finished on {date}
order {ord} shipped from the {city} warehouse, 3 items
ticket {tk}: dashboard shows stale data after the {ver} upgrade
docker build -t {svc}:{ver} . && docker push registry.example.com/{svc}:{ver}
COPY metrics (day, value) FROM stdin;¶{date}	{n}¶\.
db.events.find({ type: "purchase" }).limit({n})
sha256: {sha40}
benchmarks: p50 {dur}, p99 450ms over {n4} requests
!build 2024.11.30 passed on runner {n}
!room for 6 people, projector and whiteboard
!Python 3.12 and Node 20 are required; Postgres on port 5432
!order number 4111 1111 1111 1112 was cancelled (internal ref, not a card)
!The Washington Post and The Guardian both covered the outage.
!version 10.0.19045.3803 installed on the build agent
!early morning deploys are discouraged; use the maintenance window
!Lincoln Tunnel traffic data for {date}: {n4} vehicles
!release tag v{ver} -- checksum {sha40}
!error code 0x80070005 at offset 3735928559
!Christmas Day and Boxing Day are public holidays in the UK
!the cron runs at 03:00 UTC on the build server
!see RFC 7231 section 6.5.1; status {code}
!invoice total {price} USD for 12 seats, PO 2024-0078
!lat/long columns are nullable in the schema (DOUBLE PRECISION)
!password field must be at least 12 characters (see validators.py)
!Jordan 23 sneakers restocked in the {city} store
!user_id column renamed to account_id in migration 0042
!contact form submissions go to the support queue
!IBAN field is optional for domestic transfers
"""

B["zh"] = r"""
订单{ord}已从{zc}仓库发出，共{n}件
日志：{ts} 请求完成，状态码{code}，耗时{dur}
配置：端口{port}，日志级别info，超时30秒
提交说明：升级{prod}到{ver}，修复偶发失败的测试
评审意见：这里可以抽成一个公共函数
注释：# 失败后指数退避重试，最多5次
Jupyter 输出：验证集准确率 0.9342
报错：上游服务{svc}超时（{dur}）
审计：{date} 发布{svc}版本{ver}到{env}环境
工单{tk}：升级{ver}后看板数据不刷新
{zc}机房迁移已于{date}完成
定时任务每天凌晨清理临时文件
数据导出：共{n4}行，耗时{dur}
请求{uuid}处理完成，状态{code}
镜像{prod}:{ver}已推送到仓库
压测结果：p50 {dur}，p99 450ms
数据库表新增索引，查询提速{n}%
接口文档已更新到{ver}版本
本周发布计划：周三灰度，周五全量
监控告警：{svc} CPU 使用率超过80%
缓存命中率{n}%，比上周提升
批处理任务读取了{n4}条记录
依赖升级：{prod} {ver}
国庆节期间暂停发布
价格调整：标准版每月{price}元
!构建号2024.11.30已通过
!会议室可容纳6人
!需要Python 3.12，数据库端口5432
!订单号4111111111111112已取消
!广州路上新开了一家书店，周末人很多
!版本10.0.19045.3803
!清晨发布不推荐，请使用维护窗口
!校验和{sha40}
!错误码0x80070005
!春节和中秋节是法定节假日
!服务器定时任务在UTC 03:00执行
!发票金额{price}元，共12个席位
!密码字段至少12位（见validators.py）
!经纬度字段允许为空
!用户表的user_id改名为account_id
"""

B["mixed"] = r"""
订单 {ord} 已从 {zc} warehouse 发出
log：{ts} request completed，status={code}，latency={dur}
config：PORT={port}，LOG_LEVEL=info
commit {sha}：升级 {prod} 到 {ver}，fix flaky test
PR #{pr} review：nit，这里可以 extract 成 helper
注释 # retry with backoff，最多 5 次
Jupyter output：accuracy 0.9342（验证集）
报错 TimeoutError：upstream {svc} 超时 {dur}
audit：{date} deploy {svc} {ver} 到 {env}
ticket {tk}：升级 {ver} 后 dashboard 不刷新
{zc} data center 迁移已完成
cron job 每天清理 tmp 文件
导出 export 共 {n4} rows，耗时 {dur}
request {uuid} 处理完成 status {code}
docker push {prod}:{ver} 成功
benchmark：p50 {dur}，p99 450ms
新增 index 后 query 提速 {n}%
API 文档 updated to {ver}
release plan：周三 canary，周五 full rollout
告警 alert：{svc} CPU 超过 80%
cache hit rate {n}%，比上周高
batch job 读取 {n4} 条 records
dependency 升级：{prod} {ver}
国庆 holiday 期间 code freeze
价格 pricing：标准版 {price} 元/月
!build 2024.11.30 已通过
!会议室 room for 6 people
!需要 Python 3.12，Postgres port 5432
!order number 4111111111111112 已取消（not a card）
!Washington Post 报道了这次 outage
!version 10.0.19045.3803
!early morning 发布不推荐，用 maintenance window
!checksum {sha40}
!error code 0x80070005
!春节 Spring Festival 是 public holiday
!cron 在 UTC 03:00 跑
!invoice 金额 {price} 元，12 seats
!password 字段至少 12 位（validators.py）
!lat/lng 字段 nullable
!user_id 改名为 account_id（migration 0042）
"""


#: extra hard frames shared by every category of a language (cue-less table cells / notes)
GENERIC_HARD = {
    "en": ["!{n4},{v},{date}", "!{svc}: {v}"],
    "zh": ["!备注：{v}", "!{date}，{v}"],
    "mixed": ["!备注 note：{v}", "!{v}（{env}）"],
}

#: frames around hard benign lines so they are not verbatim repeats
BENIGN_WRAP = {
    "en": ["{}", "# {}", "- {}", "{ts} INFO {}", "commit {sha}: {}", "> {}", "note: {}", "| {} |"],
    "zh": ["{}", "# {}", "备注：{}", "{ts} 信息 {}", "提交说明：{}", "- {}", "【说明】{}"],
    "mixed": ["{}", "# {}", "note：{}", "{ts} INFO {}", "commit {sha}：{}", "- {}", "备注 {}"],
}


def _parse(block: str) -> list[tuple[str, bool]]:
    out = []
    for line in block.strip("\n").split("\n"):
        if not line.strip():
            continue
        hard = line.startswith("!")
        out.append(((line[1:] if hard else line).replace("¶", "\n"), hard))
    return out


def _render(tpl: str, value: str, left: str, right: str, fills: dict) -> tuple[str, int, int] | None:
    at = "{@v}" in tpl
    tpl = tpl.replace("{@v}", "{v}")
    if tpl.count("{v}") != 1:
        raise ValueError(tpl)
    pre, post = tpl.split("{v}")
    pre, post = _fill(pre, fills), _fill(post, fills)
    if at:
        value = "@" + value
    text = pre + left + value + right + post
    start = len(pre) + len(left)
    return text, start, start + len(value)


def samples() -> list[Sample]:
    g = Gen()
    fills = _fill_fns(random.Random(RANDOM_SEED + 1))
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            tpls = _parse(T[cat, lang] + "\n" + "\n".join(GENERIC_HARD[lang]))
            for i in range(PER_CELL):
                tpl, hard = tpls[i % len(tpls)]
                for _ in range(100):
                    g.hint = tpl.lower()
                    value, left, right = getattr(g, cat)(lang, hard)
                    text, s, e = _render(tpl, value, left, right, fills)
                    v = text[s:e]
                    if v and text.count(v) == 1:
                        break
                else:
                    raise RuntimeError(f"could not place value for {cat}/{lang}: {tpl}")
                out.append(Sample(text=text, category=cat, lang=lang, start=s, end=e))
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    fills = _fill_fns(random.Random(RANDOM_SEED + 2))
    r = random.Random(RANDOM_SEED + 3)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        tpls = _parse(B[lang])
        easy = [t for t, h in tpls if not h]
        hard = [t for t, h in tpls if h]
        for i in range(BENIGN_PER_LANG):
            pool = hard if i % 3 == 0 else easy
            tpl = pool[(i // 3 if i % 3 == 0 else i) % len(pool)]
            if i % 3 == 0:
                wraps = BENIGN_WRAP[lang]
                tpl = wraps[(i // 3 // len(pool)) % len(wraps)].replace("{}", tpl, 1)
            text = _fill(tpl, fills)
            if r.random() < 0.15 and lang != "zh":
                text = text + f" (run {fills['n4']()})"
            out.append((lang, text))
    return out


if __name__ == "__main__":
    report("ad", samples(), benign_with_lang())
