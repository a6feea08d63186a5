# ruff: noqa
"""Blind corpus S — agent memory notes about a user and their work, written over many sessions.

Style: what a coding / ops / personal-assistant agent writes into its memory after talking with
its user: preferences, contacts, accounts, travel, schedules, incidents, deployment notes,
customer records pasted from a CRM, meeting notes, copied error output, shell history, .env and
YAML fragments, CSV rows, and bilingual (Chinese / English) team chats.

Author note: written blind — the gate's source, its tests (other than blind_common.py),
SECURITY.md and CHANGELOG.md were not read, and the gate was never run on this corpus.

Seeds: Faker(en_US / en_GB / zh_CN).seed_instance(9201); random.Random(9202).

Values come from Faker (en_US, en_GB, zh_CN, as they come: name, first/last name, name_male /
name_female, romanized_name, phone_number, cellphone_number, msisdn, street_address,
secondary_address, street_name, postcode, zipcode_plus4, email, free_email, company_email,
user_name, ssn, passport_number, credit_card_number, iban, aba, latitude / longitude, password,
time) plus own generators for what Faker lacks (provider token formats, PEM blocks, URL
credentials, CN resident IDs with checksum, valid-prefix UK NI numbers, UnionPay Luhn cards,
mod-97 IBANs for DE/FR/NL/ES/IT/CH, CN mobile/landline layouts, Chinese street addresses,
小区 names, Chinese clock-time expressions, DMS coordinates).

Each category x language cell has at least 25 templates (cue phrases varied); about 20% of the
samples come from hand-written hard templates: no cue (context makes the value personal), the
value on the line after its cue, the value in a table cell, in quotes / brackets / code spans,
and Chinese text with no spaces around the value.

Benign texts (400 per language): about a third are hard negatives that look like personal data
but are not. Decisions taken:
- included as benign: build numbers and dated release tags, SKUs, 16-digit order numbers that
  FAIL Luhn, ISBNs, commit hashes, image digests, UUIDs, trace / request ids (named as such, not
  as keys or secrets), public resolver IPs, ports, versions, HTTP / error codes, prices,
  "room for 6 people", the opening hours of a business or a shop, a maintenance window or cron
  line of a system (clock times that are nobody's personal routine), public emergency / service
  short numbers (911, 110, 12306), famous street names used as places in travel text WITHOUT a
  house number ("Oxford Street", "南京东路步行街"), brand / institution names that contain a
  surname ("Washington Post", "Johns Hopkins", "Ford F-150").
- NOT used as benign: names of famous people (a name is a name; the spec asks for bare names in
  running text to be caught, so a gate redacting "Ada Lovelace" is not wrong), districts and
  neighbourhoods (below city level = geo), coordinates of landmarks, business phone numbers and
  e-mail addresses, account ids of any kind.
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

FAKER_SEED = 9201
RANDOM_SEED = 9202
PER_CELL = 250
BENIGN_PER_LANG = 400
HARD_SHARE = 0.2
_FIXED_END = datetime(2025, 1, 1)  # Faker's time() otherwise depends on 'now'

# ----------------------------------------------------------------------------- fillers (safe)
CITIES_EN = ["London", "Seattle", "Austin", "Manchester", "Berlin", "Singapore", "Toronto",
             "Dublin", "Chicago", "Bristol", "Denver", "Edinburgh", "Boston", "Leeds", "Lisbon",
             "Sydney", "Amsterdam", "Portland", "Glasgow", "Atlanta"]
CITIES_ZH = ["北京", "上海", "深圳", "杭州", "成都", "南京", "武汉", "西安", "广州", "苏州",
             "重庆", "厦门", "天津", "长沙", "青岛"]
PRODUCTS = ["Grafana", "Postgres 15", "Kubernetes", "Terraform", "Sentry", "Redis", "Kafka",
            "Airflow", "Datadog", "Notion", "Jira", "Vercel", "Cloudflare", "Snowflake",
            "Elasticsearch", "GitLab CI", "Argo CD", "Prometheus", "RabbitMQ", "Nginx"]
COMPANIES = ["Northwind Traders", "Contoso", "Globex", "Initech", "Acme Corp",
             "Blue Harbor Freight", "Lumen Analytics", "Pinecrest Dental", "Redline Bikes",
             "Orbital Coffee", "Tidewater Labs", "Quartz Insurance", "Helix Biotech",
             "Summit Outdoor", "Copperleaf Media"]
COMPANIES_ZH = ["星河科技", "云帆物流", "蓝海电商", "青禾餐饮", "海川医疗", "启明软件",
                "远景能源", "鼎盛建材", "微澜数据", "长风教育"]
DOMAINS = ["northwind.io", "contoso.dev", "globex.net", "initech.co", "acme-corp.com",
           "lumen-analytics.io", "tidewater.dev", "helixbio.com"]
SERVICES = ["billing-api", "auth-service", "etl-nightly", "payments-worker", "search-indexer",
            "notify-gateway", "reporting", "checkout", "media-transcoder", "crm-sync"]
REPOS = ["web-frontend", "infra", "data-pipeline", "mobile-app", "ops-scripts", "ml-models",
         "docs-site", "api-gateway"]
HOSTS = ["db-prod-02.internal", "pg-main.eu-west-1.rds.amazonaws.com", "10.20.3.14",
         "mysql-replica.internal", "db.staging.local", "172.31.8.40"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WEEKDAYS_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
ENVS = ["staging", "prod", "dev", "qa", "preprod"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

US_CITIES = ["Austin, TX", "Portland, OR", "Columbus, OH", "Denver, CO", "Raleigh, NC",
             "San Jose, CA", "Madison, WI", "Tampa, FL", "Boise, ID", "Spokane, WA"]
UK_CITIES = ["Leeds", "Bristol", "Manchester", "Cardiff", "Nottingham", "Sheffield", "Brighton",
             "Glasgow", "Norwich", "York"]
CN_CITY_DISTRICT = ["上海市浦东新区", "北京市朝阳区", "深圳市南山区", "杭州市西湖区", "成都市武侯区",
                    "南京市鼓楼区", "广州市天河区", "武汉市洪山区", "苏州市工业园区", "西安市雁塔区",
                    "浙江省杭州市余杭区", "广东省深圳市福田区", "江苏省南京市建邺区", "四川省成都市高新区"]
CN_ROADS = ["中山北路", "建国路", "科技园南路", "文三路", "人民路", "解放大道", "天府大道",
            "长江路", "张江路", "望京街", "学院路", "新华路", "滨江大道", "华山路", "沿江西路"]
HOODS_EN = ["Capitol Hill", "Shoreditch", "Hackney Wick", "Ballard", "Jamaica Plain", "Bushwick",
            "Clapham", "Wicker Park", "Fremont", "Brixton", "Roscoe Village", "Dulwich",
            "Bernal Heights", "Park Slope", "Headingley", "Stokes Croft", "Ancoats", "Leith Walk",
            "Crystal Palace", "Chapel Allerton", "Logan Square", "Queen Anne", "Didsbury",
            "Walthamstow Village", "South Congress"]
XIAOQU_A = ["翠湖", "万科城市", "金地", "阳光", "碧桂园", "望京西", "绿城桂", "保利", "龙湖",
            "世纪", "融创", "梧桐", "紫薇", "锦绣", "枫林", "天鹅湾", "华润", "中海", "御景", "汇景"]
XIAOQU_B = ["花园", "小区", "苑", "新村", "家园", "公寓", "雅居", "名邸", "一期", "山庄"]
ZH_NUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
EN_NUM = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
          "eleven", "twelve"]

SECRET_LABELS = {
    "aws": ("AWS access key ID", "AWS_ACCESS_KEY_ID"),
    "awssec": ("AWS secret access key", "AWS_SECRET_ACCESS_KEY"),
    "ghp": ("GitHub token", "GITHUB_TOKEN"),
    "ghpat": ("GitHub fine-grained PAT", "GH_PAT"),
    "slack": ("Slack bot token", "SLACK_BOT_TOKEN"),
    "xoxp": ("Slack user token", "SLACK_USER_TOKEN"),
    "openai": ("OpenAI API key", "OPENAI_API_KEY"),
    "anthropic": ("Anthropic API key", "ANTHROPIC_API_KEY"),
    "stripe": ("Stripe secret key", "STRIPE_SECRET_KEY"),
    "rk": ("Stripe restricted key", "STRIPE_RESTRICTED_KEY"),
    "google": ("Google Maps API key", "GOOGLE_MAPS_API_KEY"),
    "hf": ("Hugging Face token", "HF_TOKEN"),
    "sendgrid": ("SendGrid API key", "SENDGRID_API_KEY"),
    "telegram": ("Telegram bot token", "TELEGRAM_BOT_TOKEN"),
    "jwt": ("JWT", "AUTH_JWT"),
}
ENT_LABELS = [("webhook signing secret", "WEBHOOK_SECRET"), ("client secret", "OAUTH_CLIENT_SECRET"),
              ("session secret", "SESSION_SECRET"), ("API token", "INTERNAL_API_TOKEN"),
              ("encryption key", "DATA_ENCRYPTION_KEY"), ("signing key", "JWT_SIGNING_KEY"),
              ("access token", "PARTNER_ACCESS_TOKEN"), ("API secret", "PUSH_API_SECRET")]

# kind groups: which value kinds a template accepts ("" = the category's default group)
GROUPS = {
    "secret": {"": ["aws", "awssec", "ghp", "ghpat", "slack", "xoxp", "openai", "anthropic",
                    "stripe", "rk", "google", "hf", "sendgrid", "telegram", "jwt", "ent", "ent"],
               "tok": ["aws", "ghp", "ghpat", "slack", "xoxp", "openai", "anthropic", "stripe",
                       "rk", "google", "hf", "sendgrid", "telegram", "jwt"]},
    "password": {"": ["faker", "faker", "human", "phrase", "pinyin"]},
    "email": {"": ["us", "gb", "zh", "free", "company", "plus", "qq"]},
    "phone": {"": ["us", "gb", "gbmob", "cnmob", "cnmob", "cnland"],
              "en": ["us", "us", "gb", "gbmob"], "cn": ["cnmob", "cnmob", "cnland"]},
    "address": {"": ["us", "gb", "cn"], "en": ["us", "gb"]},
    "government_id": {"": ["ssn", "nino", "cnid", "passport"], "self": ["ssn", "cnid", "nino"]},
    "financial": {"": ["card", "card", "iban", "acct", "routing"], "self": ["card", "iban"],
                  "cn": ["card", "unionpay", "cnacct"]},
    "person_name": {"": ["en", "zh"], "en": ["en"], "zh": ["zh"], "rom": ["rom", "en"]},
    "username": {"": ["at", "plain"]},
    "home_path": {"": ["linux", "mac", "win"], "unix": ["linux", "mac"]},
    "schedule": {"": ["am", "pm"]},
    "geo": {"": ["coord", "zip", "ukpc", "cnpc", "hood", "xiaoqu"],
            "pc": ["zip", "ukpc", "cnpc"], "en": ["coord", "zip", "ukpc", "hood"],
            "zh": ["coord", "cnpc", "xiaoqu"]},
}
LABELS = {
    "government_id": {"ssn": ("SSN", "社保号SSN"), "nino": ("NI number", "英国国民保险号"),
                      "cnid": ("ID number", "身份证号"), "passport": ("passport number", "护照号")},
    "financial": {"card": ("card number", "卡号"), "unionpay": ("UnionPay card", "银联卡号"),
                  "iban": ("IBAN", "IBAN账号"), "acct": ("account number", "银行账号"),
                  "cnacct": ("bank account", "银行账号"), "routing": ("routing number", "ABA路由号")},
}


def luhn_digit(payload: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num: str) -> bool:
    digits = [c for c in num if c.isdigit()]
    return luhn_digit("".join(digits[:-1])) == digits[-1]


def cn_id_check(body17: str) -> str:
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(c) * k for c, k in zip(body17, w)) % 11]


def iban_with_check(country: str, bban: str) -> str:
    s = bban + country + "00"
    n = int("".join(str(int(c, 36)) for c in s))
    return f"{country}{98 - n % 97:02d}{bban}"


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def group4(s: str) -> str:
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


class Gen:
    def __init__(self) -> None:
        self.r = random.Random(RANDOM_SEED)
        self.us, self.gb, self.zh = Faker("en_US"), Faker("en_GB"), Faker("zh_CN")
        for f in (self.us, self.gb, self.zh):
            f.seed_instance(FAKER_SEED)

    def s(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    # -- generic fillers ------------------------------------------------------------------
    def fillers(self) -> dict[str, str]:
        r = self.r
        y, m, d = r.choice([2023, 2024, 2025]), r.randint(1, 12), r.randint(1, 28)
        date = r.choice([f"{y}-{m:02d}-{d:02d}", f"{MONTHS[m - 1]} {d}", f"{d} {MONTHS[m - 1]} {y}"])
        return {
            "city": r.choice(CITIES_EN), "cityz": r.choice(CITIES_ZH), "date": date,
            "datez": r.choice([f"{m}月{d}日", f"{y}年{m}月{d}日", f"{y}-{m:02d}-{d:02d}"]),
            "ver": f"v{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 12)}",
            "prod": r.choice(PRODUCTS), "co": r.choice(COMPANIES), "coz": r.choice(COMPANIES_ZH),
            "dom": r.choice(DOMAINS), "svc": r.choice(SERVICES), "repo": r.choice(REPOS),
            "host": r.choice(HOSTS), "wd": r.choice(WEEKDAYS), "wdz": r.choice(WEEKDAYS_ZH),
            "env": r.choice(ENVS), "n": str(r.randint(2, 48)), "port": str(r.choice([5432, 6379, 8080, 3306, 9200, 443, 8443, 27017])),
            "tk": r.choice(["OPS", "INC", "SUP", "DEV", "SEC", "BILL"]) + f"-{r.randint(100, 9999)}",
            "sha": self.s("0123456789abcdef", 7), "dur": r.choice(["45 minutes", "2h", "90 min", "three days", "a week", "20 minutes"]),
            "durz": r.choice(["半小时", "两个小时", "三天", "一周", "20分钟", "45分钟"]),
            "price": r.choice(["$49", "$1,299.00", "£18.50", "€240", "$12.99/mo", "£3.20"]),
            "pricez": r.choice(["¥399", "¥1,280", "￥58", "2999元", "¥12.5万"]),
            "pct": f"{r.randint(1, 99)}%", "ms": f"{r.randint(12, 900)}ms",
            "uuid": "-".join(self.s("0123456789abcdef", k) for k in (8, 4, 4, 4, 12)),
            "ip": r.choice(["8.8.8.8", "1.1.1.1", "9.9.9.9", "208.67.222.222", "223.5.5.5", "114.114.114.114"]),
        }

    # -- secrets ----------------------------------------------------------------------------
    def secret(self, kind: str) -> tuple[str, dict[str, str]]:
        A, U, D = string.ascii_letters + string.digits, string.ascii_uppercase, string.digits
        U62 = A + "-_"
        s = self.s
        r = self.r
        if kind == "aws":
            v = "AKIA" + s(U + "234567", 16)
        elif kind == "awssec":
            v = s(A + "/+", 40)
        elif kind == "ghp":
            v = "ghp_" + s(A, 36)
        elif kind == "ghpat":
            v = "github_pat_11" + s(U + D, 20) + "_" + s(A, 59)
        elif kind == "slack":
            v = f"xoxb-{s(D, 12)}-{s(D, 13)}-{s(A, 24)}"
        elif kind == "xoxp":
            v = f"xoxp-{s(D, 12)}-{s(D, 12)}-{s(D, 13)}-{s('0123456789abcdef', 32)}"
        elif kind == "openai":
            v = r.choice(["sk-proj-" + s(U62, 74) + "T3BlbkFJ" + s(U62, 74),
                          "sk-" + s(A, 20) + "T3BlbkFJ" + s(A, 20)])
        elif kind == "anthropic":
            v = "sk-ant-api03-" + s(U62, 93) + "AA"
        elif kind == "stripe":
            v = "sk_live_" + s(A, r.choice([24, 99]))
        elif kind == "rk":
            v = "rk_live_" + s(A, r.choice([24, 99]))
        elif kind == "google":
            v = "AIza" + s(U62, 35)
        elif kind == "hf":
            v = "hf_" + s(string.ascii_letters, 34)
        elif kind == "sendgrid":
            v = "SG." + s(U62, 22) + "." + s(U62, 43)
        elif kind == "telegram":
            v = f"{r.randint(10**8, 10**10 - 1)}:AA{s(U62, 33)}"
        elif kind == "jwt":
            b = lambda o: base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).rstrip(b"=").decode()
            hdr = {"alg": r.choice(["HS256", "RS256"]), "typ": "JWT"}
            pay = {"sub": s("0123456789abcdef", 24), "iat": r.randint(1_600_000_000, 1_750_000_000),
                   "exp": r.randint(1_750_000_000, 1_800_000_000), "scope": r.choice(["read write", "admin", "orders:read"])}
            v = f"{b(hdr)}.{b(pay)}.{s(U62, 43 if hdr['alg'] == 'HS256' else 342)}"
        elif kind == "pem":
            t = r.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
            body = "\n".join(s(A + "+/", 64) for _ in range(r.randint(4, 9))) + "\n" + s(A + "+/", r.randint(8, 60)) + "="
            v = f"-----BEGIN {t}-----\n{body}\n-----END {t}-----"
            return v, {"l": "private key", "envn": "DEPLOY_KEY", "envy": "deploy_key"}
        elif kind == "url":
            v = s(A, r.randint(4, 8)) + r.choice(["", "_", "-", "."]) + s(A, r.randint(8, 16))
            return v, {"l": "DB password", "envn": "DATABASE_URL", "envy": "database_url"}
        else:  # ent
            v = r.choice([s("0123456789abcdef", r.choice([32, 40, 64])), s(A + "+/", 43) + "=", s(A, 40), s(U62, 48)])
            l, e = r.choice(ENT_LABELS)
            return v, {"l": l, "envn": e, "envy": e.lower()}
        l, e = SECRET_LABELS[kind]
        return v, {"l": l, "envn": e, "envy": e.lower()}

    def password(self, kind: str) -> tuple[str, dict]:
        r = self.r
        if kind == "faker":
            f = r.choice([self.us, self.gb, self.zh])
            return f.password(length=r.choice([10, 12, 14, 16]), special_chars=r.random() < 0.8), {}
        if kind == "human":
            w = r.choice(["Sunflower", "Blackbird", "Tangerine", "Riverside", "Marmalade", "Goldfish",
                          "Snowdrop", "Lighthouse", "Bluebell", "Pinecone", "Kestrel", "Jasmine"])
            return w + r.choice(["!", "#", "@", "$", "_", "*"]) + str(r.randint(1960, 2024)) + r.choice(["", "!", "?"]), {}
        if kind == "phrase":
            ws = ["maple", "orbit", "canyon", "velvet", "copper", "lantern", "harbor", "quartz",
                  "thistle", "meadow", "falcon", "ember", "glacier", "pepper", "walnut", "saffron"]
            return r.choice(["-", " ", "."]).join(r.sample(ws, 4)) + r.choice(["", "-" + str(r.randint(10, 99))]), {}
        # pinyin-ish
        u = self.zh.user_name()
        return u + r.choice(["@", "#", "_", "."]) + str(r.randint(1970, 2020)) + r.choice(["", "!", "Aa"]), {}

    def email(self, kind: str) -> tuple[str, dict]:
        r = self.r
        if kind in ("us", "gb", "zh"):
            f = {"us": self.us, "gb": self.gb, "zh": self.zh}[kind]
            return r.choice([f.email, f.free_email, f.company_email])(), {}
        if kind == "free":
            return r.choice([self.us, self.gb, self.zh]).free_email(), {}
        if kind == "company":
            return r.choice([self.us, self.gb]).company_email(), {}
        if kind == "plus":
            return (f"{self.us.first_name().lower()}.{self.us.last_name().lower()}+{r.choice(['ops', 'jira', 'receipts', 'travel'])}"
                    f"@{r.choice(DOMAINS)}"), {}
        return f"{r.randint(10**7, 10**10)}@{r.choice(['qq.com', '163.com', '126.com', 'foxmail.com'])}", {}

    def phone(self, kind: str) -> tuple[str, dict]:
        r, s = self.r, self.s
        if kind == "us":
            if r.random() < 0.6:
                return self.us.phone_number(), {}
            a, b, c = r.randint(201, 989), r.randint(200, 999), s(string.digits, 4)
            return r.choice([f"({a}) {b}-{c}", f"+1 {a} {b} {c}", f"{a}-{b}-{c} ext. {r.randint(10, 999)}", f"+1-{a}-{b}-{c}"]), {}
        if kind == "gb":
            return self.gb.phone_number(), {}
        if kind == "gbmob":
            if r.random() < 0.5:
                return self.gb.cellphone_number(), {}
            n = "7" + s(string.digits, 9)
            return r.choice([f"+44 {n[:4]} {n[4:]}", f"0{n[:4]} {n[4:7]} {n[7:]}", f"+44 (0){n}"]), {}
        if kind == "cnmob":
            if r.random() < 0.4:
                n = self.zh.phone_number()
            else:
                n = r.choice(["138", "139", "135", "136", "150", "152", "158", "186", "187", "189", "177", "199", "166", "131", "182"]) + s(string.digits, 8)
            return r.choice([n, n, f"{n[:3]} {n[3:7]} {n[7:]}", f"{n[:3]}-{n[3:7]}-{n[7:]}", f"+86 {n[:3]} {n[3:7]} {n[7:]}", f"+86-{n}", f"+86{n}"]), {}
        area = r.choice(["010", "021", "020", "0755", "0571", "028", "025", "027"])
        loc = s("2345678", 1) + s(string.digits, 7)
        return r.choice([f"{area}-{loc}", f"({area}) {loc[:4]} {loc[4:]}", f"{area}-{loc[:4]} {loc[4:]} 转 {r.randint(100, 9999)}",
                         f"+86 {area[1:]} {loc}", f"{area}-{loc}-{r.randint(10, 999)}"]), {}

    def address(self, kind: str) -> tuple[str, dict]:
        r = self.r
        if kind == "us":
            v = self.us.street_address()
            if "Apt" not in v and "Suite" not in v and r.random() < 0.3:
                v += r.choice([", ", " "]) + self.us.secondary_address()
            return v, {"city": r.choice(US_CITIES)}
        if kind == "gb":
            v = self.gb.street_address()
            if "\n" in v and r.random() < 0.7:
                v = v.replace("\n", ", ")
            return v, {"city": r.choice(UK_CITIES)}
        road = r.choice(CN_ROADS) if r.random() < 0.6 else self.zh.street_name()
        v = f"{road}{r.randint(1, 2999)}号"
        extra = r.choice(["", f"{r.randint(1, 30)}栋{r.randint(1, 4)}单元{r.randint(1, 33)}0{r.randint(1, 8)}室",
                          f"{r.randint(1, 12)}号楼{r.randint(1, 28)}0{r.randint(1, 6)}", f"{r.choice('ABCDE')}座{r.randint(3, 40)}楼",
                          f"{r.randint(2, 9)}幢{r.randint(101, 2408)}室", f"院{r.randint(1, 9)}号楼"])
        if r.random() < 0.15:
            v = self.zh.street_address()
        return v + extra, {"city": r.choice(CN_CITY_DISTRICT)}

    def government_id(self, kind: str) -> tuple[str, dict]:
        r = self.r
        if kind == "ssn":
            v = self.us.ssn()
            if r.random() < 0.15:
                v = v.replace("-", r.choice(["", " "]))
        elif kind == "nino":
            bad1, bad2 = set("DFIQUV"), set("DFIOQUV")
            while True:
                p = self.s(string.ascii_uppercase, 2)
                if p[0] not in bad1 and p[1] not in bad2 and p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
                    break
            dg = self.s(string.digits, 6)
            sfx = r.choice("ABCD")
            v = r.choice([f"{p}{dg}{sfx}", f"{p} {dg[:2]} {dg[2:4]} {dg[4:]} {sfx}", f"{p} {dg} {sfx}"])
        elif kind == "cnid":
            if r.random() < 0.4:
                v = self.zh.ssn()
            else:
                region = r.choice(["110101", "310104", "440305", "330106", "510107", "420106", "320102", "610113", "370202", "500103"])
                body = f"{region}{r.randint(1955, 2004)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}{r.randint(0, 999):03d}"
                v = body + cn_id_check(body)
            assert cn_id_check(v[:17]) == v[17], v
        else:
            v = r.choice([self.us.passport_number(), self.gb.passport_number(), "E" + self.s(string.digits, 8),
                          "EA" + self.s(string.digits, 7), self.s(string.digits, 9), "G" + self.s(string.digits, 8)])
        l, lz = LABELS["government_id"][kind]
        return v, {"l": l, "lz": lz}

    def financial(self, kind: str) -> tuple[str, dict]:
        r = self.r
        if kind == "card":
            v = r.choice([self.us, self.gb, self.zh]).credit_card_number()
            if r.random() < 0.3 and len(v) == 16:
                v = group4(v)
        elif kind == "unionpay":
            p = "62" + self.s(string.digits, r.choice([13, 16]))
            v = p + luhn_digit(p)
            if r.random() < 0.3:
                v = group4(v)
        elif kind == "iban":
            c = r.choice(["GB", "GB", "DE", "FR", "NL", "ES", "IT", "CH"])
            D = string.digits
            if c == "GB":
                v = self.gb.iban()
            else:
                bb = {"DE": lambda: self.s(D, 18), "FR": lambda: self.s(D, 23),
                      "NL": lambda: r.choice(["ABNA", "RABO", "INGB"]) + self.s(D, 10),
                      "ES": lambda: self.s(D, 20), "IT": lambda: r.choice("XYZ") + self.s(D, 22),
                      "CH": lambda: self.s(D, 17)}[c]()
                v = iban_with_check(c, bb)
            assert iban_ok(v), v
            if r.random() < 0.35:
                v = group4(v)
        elif kind == "acct":
            v = r.choice([self.s(string.digits, r.randint(8, 12)), self.s(string.digits, 8)])
        elif kind == "cnacct":
            p = "62" + self.s(string.digits, 16)
            v = p + luhn_digit(p)
            if r.random() < 0.3:
                v = group4(v)
        else:
            v = self.us.aba()
        l, lz = LABELS["financial"][kind]
        return v, {"l": l, "lz": lz}

    def person_name(self, kind: str) -> tuple[str, dict]:
        r = self.r
        if kind == "en":
            f = r.choice([self.us, self.gb])
            c = r.random()
            if c < 0.35:
                v = f"{f.first_name()} {f.last_name()}"
            elif c < 0.55:
                v = f"{f.first_name_female()} {f.last_name()}"
            elif c < 0.75:
                v = f"{f.first_name_male()} {f.last_name()}"
            elif c < 0.85:
                v = f"{f.first_name()} {r.choice(string.ascii_uppercase)}. {f.last_name()}"
            else:
                toks = r.choice([f.name, f.name_female, f.name_male])().split()
                toks = [t for t in toks if t.strip(".").lower() not in {"mr", "mrs", "ms", "miss", "dr", "mx", "prof", "md", "dds", "phd", "dvm", "jr", "ii", "iii", "iv", "v"}]
                v = " ".join(toks) if len(toks) >= 2 else f"{f.first_name()} {f.last_name()}"
            return v, {}
        if kind == "rom":
            return self.zh.romanized_name(), {}
        while True:
            v = r.choice([self.zh.name, self.zh.name_male, self.zh.name_female, lambda: self.zh.last_name() + self.zh.first_name()])()
            if 2 <= len(v) <= 3:
                return v, {}

    def username(self, kind: str) -> tuple[str, dict]:
        r = self.r
        while True:
            f = r.choice([self.us, self.gb, self.zh])
            u = f.user_name()
            c = r.random()
            if c < 0.2:
                u = u + r.choice(["_dev", "_ops", "-ops", "_", ".", "x"]) + str(r.randint(1, 99))
            elif c < 0.3:
                u = f"{f.first_name().lower() if f is not self.zh else self.zh.first_romanized_name().lower()}.{self.us.last_name().lower()}"
            if len(u) >= 5:
                break
        return ("@" + u if kind == "at" else u), {}

    def home_path(self, kind: str) -> tuple[str, dict]:
        r = self.r
        c = r.random()
        if c < 0.45:
            u = r.choice([self.us, self.gb, self.zh]).user_name()
        elif c < 0.7:
            u = r.choice([self.us, self.gb]).first_name().lower()
        elif c < 0.85:
            u = self.zh.first_romanized_name().lower() + self.zh.last_romanized_name().lower()
        else:
            u = f"{self.us.first_name().lower()}.{self.us.last_name().lower()}"
        if len(u) < 4:
            u += self.zh.last_romanized_name().lower()
        repo = r.choice(REPOS)
        if kind == "win":
            v = r.choice(["C:\\Users\\", "C:\\Users\\", "C:\\Users\\", "D:\\Users\\", "C:/Users/"]) + u
            sep = "/" if "/" in v else "\\"
            rest = r.choice(["\\AppData\\Roaming\\npm\\node_modules", f"\\Documents\\{repo}\\build.log", "\\.aws\\credentials",
                             "\\Desktop\\notes.txt", f"\\source\\repos\\{repo}\\bin\\Debug", "\\AppData\\Local\\Temp\\pip-build",
                             "\\OneDrive\\Invoices\\2024", "\\.ssh\\id_rsa"]).replace("\\", sep)
        else:
            v = ("/home/" if kind == "linux" else "/Users/") + u
            rest = r.choice([f"/projects/{repo}/.env", "/.ssh/id_ed25519", "/.config/gcloud/credentials.db",
                             f"/Downloads/invoice_{r.randint(100, 999)}.pdf", f"/code/{repo}/src/main.py", "/.kube/config",
                             "/.bash_history", "/venvs/ml/bin/python", f"/work/{repo}/node_modules/.bin/tsc", "/.npmrc",
                             "/Library/Application Support/Code/User/settings.json" if kind == "mac" else "/.local/share/fonts"])
        return v, {"rest": rest, "u": u}

    def schedule(self, kind: str, zh: bool) -> tuple[str, dict]:
        r = self.r
        am = kind == "am"
        h = r.randint(5, 10) if am else r.randint(3, 11)
        h24 = h if am else h + 12
        m = r.choice([0, 0, 15, 30, 30, 45, 10, 20, 40, 50])
        if zh:
            pre = r.choice(["早上", "上午", "清晨"] if am else (["下午", "傍晚"] if h < 7 else ["晚上", "夜里"]))
            if am and h <= 5:
                pre = "凌晨"
            hh = r.choice([str(h), ZH_NUM[h]])
            if m == 0:
                v = f"{pre}{hh}点"
            elif m == 30:
                v = r.choice([f"{pre}{hh}点半", f"{pre}{hh}点30分", f"{pre}{hh}点半"])
            elif m == 15:
                v = r.choice([f"{pre}{hh}点一刻", f"{pre}{hh}点15分", f"{pre}{hh}点十五"])
            else:
                v = f"{pre}{hh}点{m}分" if hh.isdigit() else f"{pre}{hh}点{m}"
            if r.random() < 0.18:
                v = f"{h24:02d}:{m:02d}" if r.random() < 0.5 else f"{pre}{h}:{m:02d}"
            return v, {}
        c = r.random()
        ap = "am" if am else "pm"
        if c < 0.2:
            v = f"{h}{ap}" if m == 0 else f"{h}:{m:02d}{ap}"
        elif c < 0.32:
            v = f"{h}:{m:02d} {r.choice([ap.upper(), ap[0] + '.m.'])}"
        elif c < 0.42:
            v = f"{h} {ap}" if r.random() < 0.5 else f"{h} {ap[0]}.m."
        elif c < 0.55:
            v = r.choice([f"half past {EN_NUM[h]}", f"quarter past {EN_NUM[h]}", f"quarter to {EN_NUM[h if h < 12 else 11]}",
                          f"{EN_NUM[h]} o'clock", f"{EN_NUM[h]} thirty"])
        elif c < 0.75:
            v = f"{h24:02d}:{m:02d}" if r.random() < 0.6 else f"{h24}h{m:02d}"
        else:
            hh = r.randint(5, 10) if am else r.randint(13, 23)
            t = self.us.time(pattern=r.choice(["%H:%M", "%I:%M %p", "%H:%M"]), end_datetime=_FIXED_END)
            v = f"{hh:02d}:{t[3:5]}" if "M" not in t else f"{hh % 12 or 12}:{t[3:5]} {ap.upper()}"
        return v, {}

    def geo(self, kind: str) -> tuple[str, dict]:
        r = self.r
        if kind == "coord":
            base = r.choice([(31.23, 121.47), (39.90, 116.40), (22.54, 114.06), (51.50, -0.12), (47.61, -122.33),
                             (30.27, 120.15), (53.48, -2.24), (40.71, -74.00), (30.57, 104.06), (None, None)])
            if base[0] is None:
                lat, lon = f"{self.us.latitude():.6f}", f"{self.us.longitude():.6f}"
            else:
                k = r.choice([4, 5, 6])
                lat = f"{base[0] + r.uniform(-0.15, 0.15):.{k}f}"
                lon = f"{base[1] + r.uniform(-0.15, 0.15):.{k}f}"
            if r.random() < 0.12:
                la, lo = float(lat), float(lon)
                dms = lambda x: f"{int(abs(x))}°{int(abs(x) * 60 % 60)}'{abs(x) * 3600 % 60:.1f}\""
                return f"{dms(la)}{'N' if la >= 0 else 'S'} {dms(lo)}{'E' if lo >= 0 else 'W'}", {}
            return r.choice([f"{lat}, {lon}", f"{lat},{lon}", f"{lat} {lon}"]), {}
        if kind == "zip":
            return r.choice([self.us.postcode(), self.us.zipcode_plus4()]), {"l": "ZIP"}
        if kind == "ukpc":
            return self.gb.postcode(), {"l": "postcode"}
        if kind == "cnpc":
            if r.random() < 0.3:
                return self.zh.postcode(), {"l": "postcode"}
            return r.choice(["100", "200", "518", "310", "610", "210", "510", "430", "215", "710"]) + self.s(string.digits, 3), {"l": "postcode"}
        if kind == "hood":
            return r.choice(HOODS_EN), {}
        return r.choice(XIAOQU_A) + r.choice(XIAOQU_B), {}

    def value(self, cat: str, kind: str, lang: str) -> tuple[str, dict]:
        if cat == "schedule":
            zh = lang == "zh" or (lang == "mixed" and self.r.random() < 0.5)
            return self.schedule(kind, zh)
        return getattr(self, cat)(kind)


# ----------------------------------------------------------------------------- templates
# One template per line. "!" = hand-written hard case; "<<a,b>>" = value kinds (or a kind
# group) the template accepts; a literal backslash-n stands for a line break.
T: dict[tuple[str, str], str] = {}

T["secret", "en"] = r"""
{envn}={V}
export {envn}="{V}"
Saved the {l} for {co} in the vault note: {V}
User pasted their {l} into chat by mistake ({V}); reminded them to rotate it.
The {l} used by {svc} on {env} is {V} — expires in 90 days.
curl -s -H "Authorization: Bearer {V}" https://api.{dom}/v2/orders
kubectl create secret generic {svc}-creds --from-literal={envy}={V}
Note to self: rotated the {l} on {date}, new value {V}
docker run --rm -e {envn}={V} {svc}:{ver}
{"{envy}": "{V}", "region": "eu-west-1", "retries": 3}
gh secret set {envn} --body {V} --repo {co}/{repo}
CI went red because {envn} was missing from the runner; the value they want there is {V}
After {tk} we re-issued the {l}. Current one: {V}
terraform.tfvars -> {envy} = "{V}"
heroku config:set {envn}={V} -a {svc}-{env}
  {envy}: {V}\n  timeout_seconds: 30
Their {l} (personal account, not the org one) is {V}
<<aws>>[default]\naws_access_key_id = {V}\nregion = us-east-1
<<awssec>>[profile {env}]\naws_secret_access_key = {V}
<<pem>>Deploy key for {repo}, keep private:\n{V}
<<pem>>cat ~/.ssh/deploy_{env} printed\n{V}\nand I saved it to the vault.
<<url>>DATABASE_URL=postgres://app_rw:{V}@{host}:5432/{repo}
<<url>>Redis for {svc}: redis://default:{V}@cache-01.internal:6379/0
<<url>>git remote set-url origin https://ci-bot:{V}@git.{dom}/{repo}.git
<<url>>Reporting replica: mongodb+srv://reporting:{V}@cluster0.ab12c.mongodb.net/analytics
<<ent>>settings.py still has {envn} = '{V}' hard-coded
<<ent>>Vault path secret/{svc}/{env}: {envy} -> {V}
!<<tok>>Found this in an old Slack export and it still works: `{V}`
!{l}:\n{V}
!| service | credential |\n|---|---|\n| {svc} | {V} |
!<<tok>>He read it out on the call, I wrote it down as "{V}" and nowhere else.
!<<tok>>git log -p found it in commit {sha}:\n+    client = Client("{V}")
!<<url>>pip index points at https://__token__:{V}@pypi.{dom}/simple
!<<tok>>[{V}] <- do NOT paste this into tickets again
"""

T["secret", "zh"] = r"""
{envn}={V}
用户的{l}是{V}，他说下个月再轮换
生产环境{svc}用的{l}：{V}
记一下：{datez}重新生成了{l}，新的是 {V}
他把{l}直接发在群里了：{V}，已提醒尽快作废
{cityz}机房的配置文件里写着 {envy}: {V}
部署脚本里硬编码了密钥 {V}，下次重构时改成从环境变量读取
export {envn}="{V}"  # 测试服务器上临时用
客户给的{l}（只读权限）为 {V}
事故{tk}之后换了新的{l}，现在是{V}
.env 文件第三行：{envn}={V}
帮用户排查 401 错误，发现请求头里的令牌是 {V}，已经过期
{coz}对接用的{l}：{V}，有效期一年
k8s secret 里 base64 解出来是 {V}
老王说把这个{l}加到 CI 变量：{V}
接口调用凭证 {V}，只在{env}环境使用
<<aws>>AWS 访问密钥 ID：{V}（{cityz}区域的账号）
<<awssec>>AWS 的 secret key 是 {V}，别提交到仓库
<<pem>>服务器登录私钥如下，已存入保险库：\n{V}
<<pem>>用户发来的 SSH 私钥：\n{V}\n提醒他生成新的密钥对
<<url>>数据库连接串：mysql://root:{V}@{host}:3306/{repo}
<<url>>内网镜像仓库地址 https://deploy:{V}@registry.{dom}/v2/
<<url>>缓存连接 redis://:{V}@10.0.8.21:6379/2 ，{cityz}节点
<<ent>>应用的{l}（{envy}）配置为 {V}
<<ent>>签名密钥设置成了 {V}，长度 {n} 位以上
!<<tok>>在旧的提交{sha}里搜到了「{V}」
!{l}：\n{V}
!| 服务 | 凭证 |\n|---|---|\n| {svc} | {V} |
!<<tok>>他念给我听的那串是`{V}`，我只记在这里
!<<tok>>令牌{V}已经泄露到公开仓库了，赶紧吊销
!<<tok>>（{V}）这个先别动，周末再换
"""

T["secret", "mixed"] = r"""
{envn}={V}  # 这个是 prod 的，别 commit
帮我记一下 {l} 是 {V}，下周 rotate
刚才 user 把 {l} 贴到 chat 里了：{V}，已提醒 revoke
{svc} 在 {env} 用的 key 是 {V}
export {envn}={V} 然后再跑 deploy.sh
CI pipeline 挂了，因为缺 {envn}，正确的值是 {V}
新的 {l} 已经生成：{V}，old one 已作废
config.yaml 里 {envy}: {V} 记得挪到 Vault
curl 的时候带上 header Authorization: Bearer {V} 就能通
{coz} 那边给的 {l} 是 {V}（sandbox 已经停用）
incident {tk} 之后重新 issue 的 token：{V}
他说 {l} 先用 {V}，等 SSO 上线再换
terraform 变量 {envy} = "{V}" 放在本地 tfvars
kubectl create secret generic app --from-literal={envy}={V} 已执行
postman 里的 environment 变量 token = {V}
{datez} rotate 过一次，current {l}：{V}
<<aws>>AWS key id {V}，region 选 ap-east-1
<<awssec>>aws_secret_access_key 是 {V}，放在 ~/.aws/credentials
<<pem>>这是 bastion 的 private key，别外传：\n{V}
<<pem>>用户把 id_rsa 整个贴过来了\n{V}\n已建议 regenerate
<<url>>DB 连接：postgresql://readonly:{V}@{host}:5432/report
<<url>>npm registry 配成 https://ci:{V}@npm.{dom}/ 就能装私有包
<<url>>amqp://guest2:{V}@mq.internal:5672/ 是 {svc} 的 broker
<<ent>>webhook 的 {l} 设成 {V}，对方也要配一样的
<<ent>>Django 的 {envn} 现在是 {V}，上线前要换
!<<tok>>翻 git history 在 {sha} 里找到「{V}」，still valid
!{l}：\n  {V}
!| env | secret |\n|---|---|\n| {env} | {V} |
!<<tok>>这串`{V}`千万别贴到 Jira
!<<tok>>他电话里念的：{V}
!<<tok>>[{V}] ← 已 leaked，ASAP revoke
"""

T["password", "en"] = r"""
password: {V}
Their email password is {V} (they asked me to remember it, flagged as sensitive).
pw={V}
Wi-Fi at the {city} flat: network "HomeNet-5G", password {V}
The password for the {prod} admin console is {V}
mysql -u admin --password={V} -h {host}
Login for the {co} supplier portal: the password is {V}
Changed the router password to {V} on {date}.
PGPASSWORD={V} psql -h {host} -U report
She set the laptop's disk-encryption passphrase to {V}
  admin_password: "{V}"
Recovery passphrase for the password manager: {V}
Her locker code? no — the SFTP pass is {V}
The shared mailbox pwd: {V}, rotated every quarter
Remember the new passcode {V} for the {co} VPN
htpasswd -b .htpasswd admin {V}
jenkins admin / {V} (initial admin password from the install log)
For the {prod} trial account they picked pass: {V}
Their banking app password was reset to {V}
ansible vault password file contains {V}
The passphrase for the GPG key is {V}
!password:\n{V}
!| system | user | password |\n|---|---|---|\n| {prod} | admin | {V} |
!He typed it slowly so I could copy it: "{V}". It's for the home NAS.
!Keep `{V}` handy, it unlocks the backup drive.
!login admin, then {V} at the second prompt
!(pass = {V})
ssh-keygen passphrase they chose: {V}
"""

T["password", "zh"] = r"""
密码是{V}
他的邮箱密码：{V}
家里 WiFi 名字 HomeNet，密码 {V}
{prod} 管理后台的登录密码是{V}
用户让我记住网银密码{V}，已标记敏感
服务器 root 密码改成了 {V}
{coz}供应商平台账号 admin，口令{V}
路由器管理密码：{V}（{datez}改过）
VPN 新密码设为{V}
数据库密码 {V}，只有运维知道
备份硬盘的加密口令是 {V}
公司邮箱初始密码为 {V}，首次登录要改
他说密码就是 {V}，别告诉别人
NAS 登录密码{V}
Jenkins 初始管理员密码：{V}
他把 12306 的密码改成了 {V}
密钥库的解锁密码：{V}
电脑开机密码 {V}
共享盘的访问密码是{V}，每季度更新
测试账号 test01 的密码为{V}
!密码：\n{V}
!| 系统 | 账号 | 密码 |\n|---|---|---|\n| {prod} | admin | {V} |
!他念得很慢让我记下：“{V}”，是家里NAS的
!`{V}`是备份盘的口令，别弄丢
!先输 admin 再输{V}就能进去
!（口令：{V}）
门禁App的登录密码是{V}
!（{V}）就是路由器管理口令
"""

T["password", "mixed"] = r"""
password 是 {V}
他的 email 密码：{V}
WiFi 名字 HomeNet-5G，password {V}
{prod} admin console 的密码是 {V}
pw={V}  ← 这是 staging 的
mysql 登录用 root / {V}
VPN password 改成了 {V}，下次 login 注意
Jenkins 的 initial admin password：{V}
PGPASSWORD={V} 然后跑 psql
NAS 的密码 {V}，放在 1Password 里了
{coz} 的 portal 账号 admin，password 为 {V}
他让我 remember 网银密码 {V}
router admin 密码改成 {V}（{datez}）
disk encryption 的 passphrase：{V}
ansible vault 的 password file 内容就是 {V}
测试账号 qa01 的 password 设为 {V}
GPG key 的 passphrase 是 {V}
共享 mailbox 的 pwd：{V}
  db_password: "{V}"  # 改成从 secret 读
!password：\n{V}
!| system | user | 密码 |\n|---|---|---|\n| {prod} | admin | {V} |
!他在 call 里一个字一个字念：“{V}”，是家里 NAS 的
!`{V}` 是 backup drive 的口令
!先 admin 再{V}就 login 了
!（pass：{V}）
ssh key 的 passphrase：{V}
门禁 app 的 password {V}
!（{V}）是 router 的 admin 口令
"""

T["email", "en"] = r"""
Email: {V}
Her work email is {V}, personal one she didn't share.
Send the signed contract to {V} by {date}.
Contact for the {co} account: {V}
user.email={V}
git config --global user.email "{V}"
He prefers being reached at {V} rather than Slack.
CC {V} on anything about the {city} office move.
Invoices should go to {V} (accounts payable).
Customer record: tier Gold, email {V}, signed up {date}
The reset link was sent to {V} but it bounced.
reply-to: {V}
Add {V} to the {repo} repo as a reviewer.
Forwarded the flight confirmation to {V}.
Login for the {prod} trial is {V}
Mailing list unsubscribe request came from {V}
  notify_email: {V}
Her old address {V} is dead, use the new one in the CRM.
MAILTO={V}
!email:\n{V}
!| name | role | email |\n|---|---|---|\n| (see CRM) | buyer | {V} |
!"{V}" — that's the one to use for the school newsletter.
!Reach out to <{V}> once the PR is merged.
!(she's {V} if you need her)
!`{V}` bounced twice, check spelling
Newsletter signup used {V}
Apple ID is {V}
!mail -s "weekly report" {V} < out.txt
"""

T["email", "zh"] = r"""
邮箱：{V}
他的工作邮箱是{V}，私人邮箱没给
合同签完后发到 {V}
{coz}对接人的邮件地址：{V}
发票请寄到{V}
客户资料：金卡会员，邮箱 {V}，{datez}注册
重置密码的邮件发到了{V}但被退回
以后有事发邮件给{V}，他不看微信
抄送{V}，关于{cityz}办公室搬迁的事
机票确认单已转发至 {V}
把{V}加到{repo}仓库的评审人里
他换了新邮箱{V}，旧的停用了
订阅退订请求来自 {V}
系统告警通知邮箱设置为{V}
简历投递到{V}即可
家长群里老师留的邮箱是{V}
git 提交用的邮箱是 {V}
报销单请发{V}审批
登录账号是邮箱 {V}
!邮箱：\n{V}
!| 角色 | 邮箱 |\n|---|---|\n| 采购 | {V} |
!“{V}”——以后学校通知都发这个
!PR合并后通知<{V}>
!有事找他{V}就行
!`{V}`退信两次了，检查一下拼写
Apple ID 是{V}
工单提交人邮箱{V}
!每周把报表发到{V}
"""

T["email", "mixed"] = r"""
Email：{V}
他的 work email 是 {V}
合同签完 send 到 {V}
{co} 的 contact：{V}
git config user.email "{V}" 已设置
invoice 统一发到 {V}
CRM 里这个客户的 email 是 {V}，tier Gold
reset password 的邮件发去 {V} 但 bounce 了
以后找他发 mail 到 {V}，他不常看 Slack
CC {V}，关于 {cityz} office 搬迁
flight confirmation 已 forward 给 {V}
把 {V} 加成 {repo} 的 reviewer
新邮箱 {V}，旧的已经 deactivate
alert 通知邮箱改成 {V}
notify_email: {V}  # prod 配置
MAILTO={V}
报销 approve 请发 {V}
{prod} trial 的 login 用的是 {V}
!email：\n{V}
!| role | 邮箱 |\n|---|---|\n| buyer | {V} |
!“{V}”——school newsletter 都发这个
!PR merge 后 ping <{V}>
!有事找她{V}就行
!`{V}` bounce 了两次
Apple ID 是 {V}
newsletter 用 {V} 订阅的
support ticket 的 requester 是 {V}
!mail -s report {V} < out.txt 每周跑一次
"""

T["phone", "en"] = r"""
Phone: {V}
Her mobile is {V}, text before calling.
Call the landlord on {V} if the boiler breaks again.
tel: {V}
Customer callback number {V} (prefers afternoons).
On-call escalation for {svc}: {V}
The dentist confirmed by ringing {V}.
If the delivery is late, the driver can be reached at {V}
Emergency contact for the {city} trip: {V}
His WhatsApp is {V}
Updated CRM: phone {V}, account {co}
Office line {V} — ask reception for the ops team.
phone_number: "{V}"
Text {V} when you land.
The babysitter's number, {V}, is on the fridge too.
Contact number on the order form: {V}
Cell {V}, landline not in use anymore.
Two-factor codes go to {V}
Reach her on {V} after school pickup.
!phone:\n{V}
!| contact | number |\n|---|---|\n| plumber | {V} |
!"{V}" — that's the plumber, he's reliable.
!Missed call from {V} twice today, probably the recruiter.
!(mob. {V})
!`{V}` keeps showing up in the SMS logs for {svc}
Dentist reminder texts come from {V}
Landlord's new number: {V}
!Voicemail left at {V} about the lease.
"""

T["phone", "zh"] = r"""
电话：{V}
她的手机号是{V}，先发短信再打
房东电话{V}，热水器坏了就找他
客户回访号码 {V}，下午方便
{svc}值班电话：{V}
快递员的电话是{V}
{cityz}出差的紧急联系人电话 {V}
他的微信就是手机号{V}
CRM 已更新：联系电话 {V}，公司{coz}
办公室座机 {V}，找前台转运维
到了给{V}发个消息
保姆的电话{V}也贴在冰箱上
订单上留的联系方式：{V}
验证码发到{V}这个号
接孩子之后可以打{V}找她
联系方式 {V}（工作日）
手机：{V}，座机已停用
<<cn>>固话{V}，只在上班时间有人接
<<cn>>家里电话 {V}
!电话：\n{V}
!| 联系人 | 号码 |\n|---|---|\n| 水电工 | {V} |
!“{V}”是修水管的师傅，靠谱
!今天{V}打来两次未接，可能是猎头
!（手机{V}）
!有事打{V}找我妈
房东换了新号{V}
牙医的提醒短信从{V}发来
!给{V}留了语音关于租约
"""

T["phone", "mixed"] = r"""
phone：{V}
她的 mobile 是 {V}
landlord 电话 {V}，boiler 坏了找他
客户 callback 号码 {V}
{svc} 的 on-call 电话：{V}
delivery 师傅电话 {V}
{city} trip 的 emergency contact：{V}
WhatsApp 就是 {V}
CRM updated：phone {V}，company {co}
到了 text {V}
2FA 验证码发到 {V}
订单 contact number：{V}
phone_number: "{V}"  # 用户资料
office 座机 {V}，找 reception
babysitter 的号码 {V}
他说 call 他 {V} 就行
联系方式 {V}，weekday 可以打
新号码 {V}，old number 已停机
!phone：\n{V}
!| 联系人 | number |\n|---|---|\n| plumber | {V} |
!“{V}”是 plumber，靠谱
!今天{V}打来两次 missed call
!（mob. {V}）
!`{V}` 一直出现在 {svc} 的 SMS log 里
landlord 新号码：{V}
dentist reminder 从 {V} 发来
Signal 上就是 {V}
!在 {V} 留了 voicemail 关于 lease
"""

T["address", "en"] = r"""
Home address: {V}, {city}
Ship the replacement router to {V}, {city}.
They moved to {V} in {city} last month.
Delivery note: {V}, {city} — leave with the neighbour.
Billing address on file: {V}, {city}
The Airbnb host's place is at {V}, {city}
Customer record: {V}, {city}, account {co}
Pickup from {V} ({city}) at the usual gate.
address_line1: "{V}"\ncity: "{city}"
Send the birthday card to {V}, {city}
Her parents live at {V}, {city}.
Registered office for the sole-trader form: {V}, {city}
Returns label printed for {V}, {city}
Mail forwarding set up from {V}
Meet at the flat, {V}, {city}, buzzer 2
He gave {V} as the shipping address for the monitor.
The insurance letter went to {V}, {city}, not the new place.
School run starts from {V}
Address change request: new address {V}, {city}
!address:\n{V}\n{city}
!| customer | street | city |\n|---|---|---|\n| #{n} | {V} | {city} |
!"{V}" is where the spare keys are.
!Parcel stuck because it says {V} — missing the unit.
!(home: {V}, {city})
!Uber dropped us at `{V}` instead of the station.
Courier instructions: ring twice at {V}, {city}
Voter registration update lists {V}, {city}
!Flat viewing went well — {V}\n{city}\n— offer going in tomorrow.
"""

T["address", "zh"] = r"""
<<cn>>家庭住址：{city}{V}
<<cn>>快递寄到{city}{V}
<<cn>>他上个月搬到了{city}{V}
<<cn>>收货地址 {city}{V}，放门卫
<<cn>>发票邮寄地址：{city}{V}
<<cn>>客户资料：{city}{V}，{coz}
<<cn>>爸妈住在{city}{V}
<<cn>>新家在{city}{V}，周末搬
<<cn>>房东的房子在{city}{V}
<<cn>>维修师傅上门地址：{city}{V}
<<cn>>退货寄回{city}{V}
<<cn>>地址变更：新地址 {city}{V}
<<cn>>{city}{V}是他老家
<<cn>>送花到{city}{V}，写上生日快乐
<<cn>>孩子学校接送从{city}{V}出发
<<cn>>保险公司的信寄到了{city}{V}，不是新家
<<cn>>住址 {city} {V}
<<en>>他在美国的收件地址是 {V}, {city}
<<cn>>宽带安装地址为{city}{V}
!<<cn>>地址：\n{city}\n{V}
!<<cn>>| 客户 | 区域 | 详细地址 |\n|---|---|---|\n| #{n} | {city} | {V} |
!<<cn>>备用钥匙放在“{V}”那边
!<<cn>>快递卡住了因为写的是{V}少了门牌
!<<cn>>（住{city}{V}）
!<<cn>>司机把我们放在`{V}`门口
<<cn>>搬家公司上门取件地址：{city}{V}
<<cn>>外卖一直送错，正确的是{city}{V}
!<<cn>>看房记录——{city}{V}，采光不错
"""

T["address", "mixed"] = r"""
Home address：{V}, {city}
<<cn>>快递 ship 到 {city}{V}
他们 last month 搬到了 {V}, {city}
<<cn>>delivery 地址：{city}{V}，放门卫
billing address：{V}, {city}
Airbnb 房东在 {V}, {city}
<<cn>>CRM 客户地址 {city}{V}
<<cn>>爸妈住在 {city}{V}，weekend 回去
address_line1: "{V}"  # 用户填写
<<cn>>新家地址 {city}{V}，下周 move in
<<cn>>return label 打印的是 {city}{V}
<<cn>>school run 从 {city}{V} 出发
address change：new address {V}, {city}
<<cn>>宽带 installation 地址 {city}{V}
<<cn>>insurance 的信寄到了{city}{V}
Uber 把我们 drop 在 {V}, {city}
<<cn>>{city}{V} 是他老家
the spare keys 在 {V} 那边
!address：\n{V}\n{city}
!| customer | street | city |\n|---|---|---|\n| #{n} | {V} | {city} |
!<<cn>>“{V}”那边放着备用钥匙
!<<cn>>parcel 卡住了因为只写了{V}
!<<cn>>（home：{city}{V}）
!driver 把我们放在`{V}`
<<cn>>搬家公司 pickup 地址 {city}{V}
courier 说 {V}, {city} 门口按两次铃
<<cn>>landlord 的房子在{city}{V}，deposit 已付
!<<cn>>地址：\n{city}\n{V}\nfragile 小心放
"""

T["government_id", "en"] = r"""
{l}: {V}
Her {l} is {V} — needed for the W-2.
Payroll asked for his {l}; he gave {V}
Verified identity with {l} {V} before the account change.
Tax form draft: {l} {V}, filing status single
The visa appointment needs the {l}, which is {V}
<<ssn>>SSN {V} (from the benefits enrollment PDF)
<<ssn>>Social Security number on the lease application: {V}
<<nino>>National Insurance no. {V} for the HMRC letter
<<nino>>NINO {V}; P60 attached
<<passport>>Passport No. {V}, expires 2031
<<passport>>Booked the flight with passport number {V}
<<passport>>Check-in asked for the passport #; it's {V}
<<cnid>>Chinese resident ID {V} used for the train booking
<<cnid>>ID card number (PRC) {V} on the hotel registration
KYC record: {l} {V}, status pending
  {l}: "{V}"
Background check form, field "{l}": {V}
The HR portal still shows the old {l} {V}
Onboarding checklist — {l} {V} ✓
!{l}:\n{V}
!| document | number |\n|---|---|\n| {l} | {V} |
!<<self>>Scanned the card — {V} — and shredded the copy.
!<<self>>(his number: {V})
!<<self>>"{V}" is written on the back of the insurance form.
!<<passport>>passport `{V}` needs renewing before the {city} trip
<<ssn>>The 1099 form lists SSN {V}
<<cnid>>Her PRC ID card: {V}
"""

T["government_id", "zh"] = r"""
{lz}：{V}
<<cnid>>身份证号码是{V}
<<cnid>>订高铁票用的身份证 {V}
<<cnid>>酒店登记身份证号{V}
<<cnid>>他的身份证{V}，办社保用
<<cnid>>实名认证填的身份证号：{V}
<<cnid>>租房合同上的证件号码 {V}
<<cnid>>公民身份号码{V}
<<cnid>>孩子的身份证号是{V}，报名要用
<<cnid>>居民身份证：{V}（已核验）
<<passport>>护照号码{V}，2031年到期
<<passport>>签证预约需要护照号 {V}
<<passport>>订机票用的护照号为{V}
<<ssn>>美国社会安全号 {V}，报税要用
<<nino>>英国 NI 号码 {V}，HMRC 来信里有
KYC 记录：{lz} {V}，待审核
入职材料：{lz} {V} ✓
背景调查表里的{lz}一栏写着{V}
HR 系统里还是旧的{lz}{V}
{lz}为{V}，请勿外传
!{lz}：\n{V}
!| 证件 | 号码 |\n|---|---|\n| {lz} | {V} |
!<<cnid>>扫描件上那串{V}已经打码前拍下来了
!<<cnid>>（证件号{V}）
!<<cnid>>“{V}”写在保险单背面
!<<passport>>护照`{V}`去{cityz}之前要换新
<<cnid>>社保卡上的身份证号{V}
<<passport>>出国用的护照，号码{V}
"""

T["government_id", "mixed"] = r"""
{lz}：{V}
他的 {l} 是 {V}
<<cnid>>身份证号 {V}，booking 高铁票用
<<cnid>>hotel check-in 登记的身份证 {V}
<<cnid>>实名认证 ID number：{V}
<<cnid>>租房 contract 上的证件号 {V}
<<cnid>>小孩的身份证 {V}，报名 form 要填
<<passport>>passport number {V}，2031 过期
<<passport>>visa 预约用的护照号 {V}
<<passport>>订 flight 用的 passport {V}
<<ssn>>US SSN {V}，tax filing 要用
<<ssn>>payroll 问他要 social security number，他给了 {V}
<<nino>>UK NI number {V}，HMRC 的信里有
<<nino>>National Insurance 号 {V}，P60 已附
KYC record：{l} {V}，pending
onboarding checklist — {l} {V} ✓
background check 表 {l} 一栏：{V}
HR portal 里还是旧的 {l} {V}
  id_number: "{V}"  # 用户资料
!{l}：\n{V}
!| document | 号码 |\n|---|---|\n| {lz} | {V} |
!<<self>>scan 完了，那串{V}记在这里
!<<self>>（他的号 {V}）
!<<self>>“{V}” 写在 insurance form 背面
!<<passport>>passport `{V}` 去 {city} 之前要 renew
<<ssn>>1099 form 上的 SSN {V}
<<cnid>>她的 PRC ID card：{V}
!<<cnid>>身份证{V}复印件已给HR
"""

T["financial", "en"] = r"""
{l}: {V}
Her {l} is {V}, expiry on the sticky note.
Refund should go back to {l} {V}
Paid the deposit with {l} {V}
Payroll direct deposit: {l} {V}
<<card>>Card on file for the {prod} subscription: {V}
<<card>>Booked the {city} hotel with the Visa ending… no, full number {V}
<<card>>Corporate Amex {V} is for travel only
<<iban>>Wire the {price} invoice to IBAN {V}
<<iban>>Supplier bank details — IBAN: {V}, ref {tk}
<<acct>>Checking account number {V} at the credit union
<<acct>>Savings acct {V}, routing on the cheque
<<acct>>Account no. {V} (sort code 40-47-84) for the rent
<<routing>>ABA routing number {V} for the ACH transfer
<<routing>>Routing # {V}, account details in the vault
Customer record: {co}, {l} {V}, autopay on
  {l}: "{V}"
Chargeback on {l} {V} disputed on {date}
Reimbursement form, field "{l}": {V}
!{l}:\n{V}
!| method | number |\n|---|---|\n| {l} | {V} |
!<<self>>He read the digits off the card: "{V}".
!<<self>>(charged to {V})
!<<self>>`{V}` was declined twice at checkout
!<<card>>Amazon keeps the old {V} as default, remove it.
<<card>>Uber still charges the card {V}
<<iban>>Landlord's IBAN for the rent: {V}
!<<iban>>Beneficiary\n{V}\nReference: rent {date}
"""

T["financial", "zh"] = r"""
{lz}：{V}
<<cn>>他的银行卡号是{V}
<<cn>>退款原路退回到{V}这张卡
<<cn>>工资卡 {V}，{coz}代发
<<cn>>房租打到{V}，开户行招商银行
<<cn>>信用卡{V}，账单日每月5号
<<cn>>订{cityz}酒店用的卡是{V}
<<cn>>会员自动续费绑定的卡号 {V}
<<cn>>报销打款账户：{V}
<<cn>>收款账号{V}（户名见合同）
<<cnacct>>对公账户{V}，开户行工商银行
<<card>>公司的商务卡 {V} 只能用于差旅
<<iban>>海外供应商的 IBAN：{V}
<<iban>>汇款到 IBAN {V}，备注{tk}
<<routing>>美国账户的 ABA 路由号 {V}
客户档案：{coz}，{lz} {V}，已开通代扣
退单争议的{lz}{V}，{datez}提交
报销单里{lz}一栏写的是{V}
!{lz}：\n{V}
!| 方式 | 号码 |\n|---|---|\n| {lz} | {V} |
!<<cn>>他照着卡念的“{V}”
!<<cn>>（扣款卡{V}）
!<<cn>>`{V}`支付失败两次
!<<cn>>转账到{V}就行，别走支付宝
<<cn>>滴滴还在扣{V}这张卡
<<iban>>房东的IBAN：{V}
<<cnacct>>学费汇款账户{V}
!<<cn>>收款人账户\n{V}\n备注：房租
"""

T["financial", "mixed"] = r"""
{l}：{V}
<<cn>>他的银行卡号是 {V}
<<cn>>refund 原路退回 {V} 这张卡
<<cn>>salary 卡 {V}
<<cn>>rent 打到 {V}，开户行招商
<<card>>{prod} subscription 绑定的 card：{V}
<<card>>订 {city} 酒店用的 credit card {V}
<<card>>corporate card {V} 只能 travel 用
<<iban>>invoice 付款到 IBAN {V}
<<iban>>supplier 的 IBAN：{V}，ref {tk}
<<acct>>checking account 号 {V}
<<acct>>savings acct {V}，routing 在支票上
<<routing>>ACH 转账的 routing number {V}
<<cnacct>>对公 account {V}，ICBC
客户档案：{co}，{l} {V}，autopay 已开
chargeback 的 {l} {V}，{datez} 提交
reimbursement form 里 {l} 写的 {V}
  {l}: "{V}"
!{l}：\n{V}
!| method | 号码 |\n|---|---|\n| {lz} | {V} |
!<<self>>他照着卡念的“{V}”
!<<self>>（charged to {V}）
!<<self>>`{V}` checkout 时被 decline 两次
!<<self>>转账到{V}就行
<<card>>Uber 还在扣 {V} 这张卡
<<iban>>房东的 IBAN：{V}，rent 每月1号
<<cnacct>>收款 account：{V}，户名见 contract
!<<iban>>beneficiary：\n{V}\nreference：rent
"""

T["person_name", "en"] = r"""
<<en>>My name is {V}, they said, and asked to be called by the first name.
<<en>>Contact: {V} (procurement, {co})
<<en>>Meeting notes {date}: {V} will own the migration.
<<en>>Her manager is {V}.
<<en>>Dr. {V} moved the appointment to next week.
<<en>>Customer {V} called about invoice {tk}.
<<en>>Assigned {tk} to {V}.
<<en>>The landlord, {V}, wants the deposit by {date}.
<<en>>Pairing with {V} on the {repo} refactor.
<<en>>Reminder: send {V} the slides from the {city} offsite.
<<en>>Booking under the name {V}, party of two.
<<en>>Interviewed {V} for the SRE role; strong on {prod}.
<<en>>Kid's teacher is {V}, reply to her note.
<<en>>Signed by {V} on behalf of {co}.
<<en>>Ms {V} from the bank asked for the statements again.
<<en>>Emergency contact: {V} (sister)
<<en>>Author: {V}\nDate: {date}
<<en>>I'm {V} — the user introduced themselves this way in session one.
<<rom>>The vendor rep {V} flew in from {city}.
<<en>>CRM export row: {n},{V},Gold,{date}
<<en>>owner: "{V}"\nteam: platform
!<<en>>Name:\n{V}
!<<en>>| role | person |\n|---|---|\n| approver | {V} |
!<<en>>"{V}" signed for the parcel.
!<<en>>Ask {V}, she set up the VPN.
!<<en>>(cc {V})
!<<en>>`{V}` is the only one with prod access.
<<en>>Thank-you note drafted for {V} after the referral.
"""

T["person_name", "zh"] = r"""
<<zh>>我叫{V}，以后叫我小名就行
<<zh>>联系人：{V}（{coz}采购部）
<<zh>>会议纪要：迁移工作由{V}负责
<<zh>>她的领导是{V}
<<zh>>{V}医生把复诊改到下周
<<zh>>客户{V}来电询问发票{tk}
<<zh>>工单{tk}指派给{V}
<<zh>>房东{V}要求{datez}前交押金
<<zh>>和{V}一起重构{repo}
<<zh>>提醒：把{cityz}团建的照片发给{V}
<<zh>>订座人姓名{V}，两位
<<zh>>面试了{V}，{prod}很熟
<<zh>>孩子的班主任是{V}老师
<<zh>>合同由{V}代表{coz}签字
<<zh>>紧急联系人：{V}（姐姐）
<<zh>>用户第一次对话时自我介绍说他是{V}
<<zh>>收件人 {V}
<<rom>>供应商代表 {V} 从{cityz}过来
<<zh>>CRM导出：{n},{V},金卡,{datez}
<<zh>>负责人：{V}\n团队：平台组
<<zh>>申请人{V}，已审批
!<<zh>>姓名：\n{V}
!<<zh>>| 角色 | 人员 |\n|---|---|\n| 审批人 | {V} |
!<<zh>>快递是“{V}”签收的
!<<zh>>问{V}吧VPN是她配的
!<<zh>>（抄送{V}）
!<<zh>>只有{V}有生产环境权限
<<zh>>给{V}写了一封感谢信
"""

T["person_name", "mixed"] = r"""
我叫 {V}，以后叫我 first name 就行
contact：{V}（{coz} 采购）
meeting notes：migration 由 {V} 负责
她的 manager 是 {V}
<<zh>>{V}医生把 appointment 改到下周
customer {V} 来电问 invoice {tk}
ticket {tk} assign 给了 {V}
landlord {V} 要 {datez} 前交 deposit
和 {V} pair 重构 {repo}
reminder：把 offsite 的 slides 发给 {V}
booking 姓名 {V}，两位
面试了 {V}，{prod} 很熟
<<zh>>孩子的 class teacher 是{V}老师
<<en>>Signed by {V}，代表 {co}
emergency contact：{V}（sister）
Author: {V}  ← git log 里的
<<rom>>vendor rep {V} 从 {city} 飞过来
owner: "{V}"  # team platform
approver 是 {V}，已 approve
!Name：\n{V}
!| role | 人员 |\n|---|---|\n| approver | {V} |
!包裹是“{V}”sign 的
!<<zh>>问{V}吧VPN是她setup的
!（cc {V}）
!`{V}` 是唯一有 prod access 的人
<<en>>thank-you note 写给 {V}，感谢 referral
<<zh>>{V}是他的 mentor
<<zh>>外卖小哥说{V}签收了
"""

T["username", "en"] = r"""
<<at>>Ping {V} in #{svc} when the deploy finishes.
<<at>>Her GitHub is {V}
<<at>>Tag {V} on the PR for {repo}.
<<at>>Follow-up with {V} on Twitter about the outage post.
<<at>>cc: {V} — he owns the {prod} dashboards
<<at>>Telegram {V}, faster than email
<<at>>The Discord mod {V} approved the invite.
<<at>>Instagram handle for the bakery order: {V}
username: {V}
Login: {V}
Their {prod} username is {V}
ssh {V}@{host}
git clone https://github.com/{V}/{repo}.git
User account created: {V} (group: devops)
sudo usermod -aG docker {V}
  user: {V}\n  role: admin
Reddit user {V} reported the same bug.
The Steam account {V} is their kid's, not theirs.
Jira assignee: {V}
Logged in as {V} when the error happened.
!username:\n{V}
!| system | login |\n|---|---|\n| {prod} | {V} |
!"{V}" is the account that got locked out.
!(handle {V})
!`{V}` again hit the rate limit on {svc}
<<at>>Mastodon: {V}
Bitbucket workspace owner is {V}
!account {V} owns the cron jobs on {host}
"""

T["username", "zh"] = r"""
<<at>>部署完在群里提醒一下{V}
<<at>>她的 GitHub 是{V}
<<at>>PR 记得 tag {V}
<<at>>微博上{V}转发了故障公告
<<at>>抄送 {V}，{prod} 看板归他管
<<at>>Telegram 找{V}，比邮件快
<<at>>小红书账号{V}，订蛋糕用
用户名：{V}
登录名 {V}
他在{prod}的账号是{V}
ssh {V}@{host}
新建了系统用户{V}，加入 devops 组
sudo usermod -aG docker {V}
Jira 经办人：{V}
报错时登录的账号是{V}
B站 UP 主{V}也遇到过同样的问题
游戏账号{V}是他儿子的
账号 {V} 被锁定了，需要解锁
工号账户{V}已开通 VPN
!用户名：\n{V}
!| 系统 | 账号 |\n|---|---|\n| {prod} | {V} |
!“{V}”这个号被锁了
!（昵称{V}）
!`{V}`又触发了{svc}的限流
<<at>>Mastodon 上是{V}
Jenkins 任务是{V}建的
  owner_login: {V}
!账号{V}拥有{host}上的定时任务
"""

T["username", "mixed"] = r"""
<<at>>deploy 完 ping 一下 {V}
<<at>>她的 GitHub 是 {V}
<<at>>PR 记得 tag {V}
<<at>>Twitter 上 {V} 转发了 outage
<<at>>cc {V}，{prod} dashboard 归他
<<at>>Telegram 找 {V}
<<at>>Discord 的 mod {V} approve 了
username：{V}
login 是 {V}
他在 {prod} 的 username 是 {V}
ssh {V}@{host} 然后 sudo
新建 user {V}，group devops
Jira assignee：{V}
报错时 logged in as {V}
账号 {V} 被 lock 了
  user: {V}  # admin role
git clone git@github.com:{V}/{repo}.git
!username：\n{V}
!| system | 账号 |\n|---|---|\n| {prod} | {V} |
!“{V}” 这个 account 被锁了
!（handle {V}）
!`{V}` 又 hit 了 rate limit
<<at>>Mastodon：{V}
Bitbucket owner 是 {V}
Jenkins job 是 {V} 创建的
  owner_login: {V}  # prod
<<at>>小红书 {V} 下单的蛋糕
!account {V} 拥有 {host} 上的 cron
"""

T["home_path", "en"] = r"""
The config lives in {V}{rest}
Traceback (most recent call last):\n  File "{V}{rest}", line {n}, in <module>
cd {V}{rest} && make
Their dotfiles are at {V}{rest}
Error: EACCES: permission denied, open '{V}{rest}'
Backups are written to {V}{rest} every night.
The venv is broken: {V}{rest} not found
$ ls -la {V}{rest}
cp report.pdf {V}{rest}
VS Code reads settings from {V}{rest}
PATH includes {V}{rest}
Crash log saved to {V}{rest}
warning: could not read '{V}{rest}'
  cache_dir: {V}{rest}
Moved the old photos to {V}{rest}
chmod 600 {V}{rest}
The build output ends up in {V}{rest}
Their shell history mentions {V}{rest}
rsync -av {V}{rest} backup:/srv/
!path:\n{V}{rest}
!| file | location |\n|---|---|\n| config | {V}{rest} |
!"{V}{rest}" — don't commit that path in the README.
!(see {V}{rest})
!`{V}{rest}` was world-readable until today
export PYTHONPATH={V}{rest}
The screenshot shows {V}{rest} in the title bar
Jupyter kernel started in {V}{rest}
!log line: open({V}{rest}) failed: ENOENT
"""

T["home_path", "zh"] = r"""
配置文件在{V}{rest}
报错：找不到文件 {V}{rest}
他的 dotfiles 放在 {V}{rest}
每天夜里备份到{V}{rest}
虚拟环境坏了：{V}{rest} 不存在
日志保存到了{V}{rest}
cd {V}{rest} 然后执行 make
权限错误：无法打开“{V}{rest}”
PATH 里加了 {V}{rest}
旧照片挪到了{V}{rest}
编译产物在 {V}{rest}
命令历史里出现过 {V}{rest}
chmod 600 {V}{rest}
VS Code 的设置文件位于{V}{rest}
崩溃日志写在{V}{rest}
  缓存目录: {V}{rest}
rsync 把{V}{rest}同步到 NAS
Traceback 里的路径是 {V}{rest}，第{n}行
!路径：\n{V}{rest}
!| 文件 | 位置 |\n|---|---|\n| 配置 | {V}{rest} |
!“{V}{rest}”这个路径别写进文档
!（见{V}{rest}）
!`{V}{rest}`之前是所有人可读的
export PYTHONPATH={V}{rest}
截图标题栏显示{V}{rest}
Jupyter 内核在{V}{rest}启动
ls -la {V}{rest} 看权限
!日志：open({V}{rest}) 失败
"""

T["home_path", "mixed"] = r"""
config 文件在 {V}{rest}
Error：找不到 {V}{rest}
dotfiles 放在 {V}{rest}
每晚 backup 到 {V}{rest}
venv 坏了：{V}{rest} not found
crash log 存在 {V}{rest}
cd {V}{rest} 然后 make
permission denied：{V}{rest}
PATH 里加了 {V}{rest}
build output 在 {V}{rest}
shell history 里有 {V}{rest}
VS Code settings 在 {V}{rest}
  cache_dir: {V}{rest}  # 本机
rsync {V}{rest} 到 NAS
File "{V}{rest}", line {n} 报错了
chmod 600 {V}{rest} 之后就好了
!path：\n{V}{rest}
!| file | 位置 |\n|---|---|\n| config | {V}{rest} |
!“{V}{rest}” 别写进 README
!（见{V}{rest}）
!`{V}{rest}` 之前是 world-readable
export PYTHONPATH={V}{rest} 之后就能 import
截图 title bar 显示 {V}{rest}
Jupyter kernel 在 {V}{rest} 启动
ls -la {V}{rest} 看一下权限
cp report.pdf {V}{rest} 备份
moved 旧照片到 {V}{rest}
!log：open({V}{rest}) failed，ENOENT
"""

T["schedule", "en"] = r"""
<<am>>They go for a run every morning at {V}.
<<am>>Alarm is set for {V} on weekdays.
<<am>>Daily standup is at {V}, so don't book anything before it.
<<am>>She drops the kids at school around {V}.
<<am>>Takes the {V} train into {city} every day.
<<am>>Gym before work, usually {V}.
<<am>>Wakes up at {V} even on weekends.
<<am>>Prefers calls after {V} — before that they're walking the dog.
<<am>>Starts deep-work blocks at {V} each day.
<<pm>>Usually off to bed by {V}.
<<pm>>Picks up her son from football at {V} on {wd}s.
<<pm>>Do not message after {V}; that's family time.
<<pm>>Evening swim at {V}, three times a week.
<<pm>>Leaves the office at {V} sharp every day.
<<pm>>Dinner is always at {V} at home.
<<pm>>Their weekly piano lesson is {wd} at {V}.
<<pm>>Medication reminder: every evening at {V}.
<<pm>>Calls his mum every Sunday at {V}.
<<pm>>Walks the dog at {V} before bed.
Daily reminder set: {V}
!<<am>>alarm:\n{V}
!<<pm>>| routine | time |\n|---|---|\n| bedtime | {V} |
!<<am>>"{V}, coffee, then email" — their words.
!<<pm>>(school pickup {V})
!<<am>>cron-like habit: `{V}` meditation, every day
<<pm>>Bath and story time for the twins is at {V}.
<<am>>Feeds the cat at {V} every morning.
!<<pm>>lights out — {V}, strict
"""

T["schedule", "zh"] = r"""
<<am>>他每天{V}起床跑步
<<am>>工作日闹钟定在{V}
<<am>>每天{V}开站会，之前别约会议
<<am>>她每天{V}送孩子上学
<<am>>每天坐{V}的地铁去公司
<<am>>上班前去健身房，一般{V}
<<am>>周末也是{V}就醒了
<<am>>{V}之前在遛狗，别打电话
<<am>>每天{V}开始专注工作
<<pm>>一般{V}睡觉
<<pm>>每{wdz}{V}接儿子下足球课
<<pm>>{V}以后别发消息，家庭时间
<<pm>>每周三次{V}去游泳
<<pm>>每天{V}准时下班
<<pm>>家里晚饭固定{V}吃
<<pm>>每{wdz}{V}上钢琴课
<<pm>>吃药提醒：每天{V}
<<pm>>每周日{V}给妈妈打电话
<<pm>>睡前{V}遛狗
!<<am>>闹钟：\n{V}
!<<pm>>| 日常 | 时间 |\n|---|---|\n| 睡觉 | {V} |
!<<am>>“{V}喝咖啡然后看邮件”这是他的原话
!<<pm>>（每天{V}接孩子）
!<<am>>雷打不动每天{V}冥想
!<<pm>>天天{V}就躺下了
<<pm>>双胞胎每天{V}洗澡讲故事
<<am>>每天{V}喂猫
!<<pm>>熄灯时间{V}，很严格
"""

T["schedule", "mixed"] = r"""
<<am>>他每天 {V} 起床 run
<<am>>weekday 闹钟定在 {V}
<<am>>daily standup 在 {V}，之前别约 meeting
<<am>>她每天 {V} 送孩子上学
<<am>>gym 一般 {V}，上班前
<<am>>weekend 也是 {V} 就醒了
<<am>>{V} 之前在遛狗，别 call
<<am>>每天 {V} 开始 deep work
<<pm>>一般 {V} 睡觉
<<pm>>每 {wd} {V} 接儿子下 football
<<pm>>{V} 以后别发 message，family time
<<pm>>evening swim 在 {V}
<<pm>>每天 {V} 准时 leave office
<<pm>>dinner 固定 {V}
<<pm>>medication reminder：每天 {V}
<<pm>>每周日 {V} 给妈妈 call
<<pm>>piano lesson 每 {wdz} {V}
daily reminder 设在 {V}
!<<am>>alarm：\n{V}
!<<pm>>| routine | 时间 |\n|---|---|\n| bedtime | {V} |
!<<am>>“{V} coffee 然后 email”他的原话
!<<pm>>（school pickup {V}）
!<<am>>每天{V}冥想雷打不动
!<<pm>>天天{V}就躺平了
<<pm>>双胞胎 bath time 在 {V}
<<am>>每天 {V} 喂猫
<<am>>每天 {V} 坐 shuttle 去 office
!<<pm>>lights out：{V}，雷打不动
"""

T["geo", "en"] = r"""
<<coord>>Home pin: {V}
<<coord>>The cabin is at {V}, no street address.
<<coord>>Drone was last seen at {V} near their house.
<<coord>>Her running route starts at {V}
<<coord>>lat/lng for the delivery drop-off: {V}
<<coord>>  home_location: "{V}"
<<zip,ukpc>>Their {l} is {V}
<<zip,ukpc>>Delivery area check: {l} {V}, {city}
<<zip,ukpc>>Moved house — new {l} {V}
<<zip,ukpc>>Council tax band depends on the {l} {V}
<<zip>>ZIP code {V} for the insurance quote
<<ukpc>>Postcode: {V} (for the GP registration)
<<zip,ukpc>>Nearest branch search used {V}
<<hood>>They live in {V}, walking distance from the park.
<<hood>>Looking at flats in {V} — their budget is {price}.
<<hood>>Grew up in {V} and still goes to the same barber there.
<<hood>>Kid's school is in {V}, so mornings are tight.
<<hood>>Moved from {V} to be closer to the office.
<<hood>>Neighbourhood: {V}
<<hood>>The nursery they picked is right in {V}.
!<<coord>>location:\n{V}
!<<pc>>| customer | postcode |\n|---|---|\n| #{n} | {V} |
!<<coord>>"{V}" — that's where the spare key is hidden.
!<<zip,ukpc>>(home {V})
!<<coord>>`{V}` showed up in the photo EXIF data
!<<hood>>Our place in {V} floods every winter.
<<coord>>Geotag on their garden photo: {V}
<<hood>>Their commute from {V} takes {dur}.
"""

T["geo", "zh"] = r"""
<<coord>>家的定位：{V}
<<coord>>小屋坐标 {V}，没有门牌
<<coord>>无人机最后出现在{V}，在他家附近
<<coord>>跑步路线起点{V}
<<coord>>外卖放置点经纬度：{V}
<<cnpc>>邮编{V}
<<cnpc>>他家的邮政编码是{V}
<<cnpc>>快递单上邮编写的{V}
<<cnpc>>新家所在地邮编 {V}，{cityz}
<<xiaoqu>>他住在{V}，离公园很近
<<xiaoqu>>在看{V}的房子，预算{pricez}
<<xiaoqu>>爸妈家在{V}
<<xiaoqu>>孩子学校就在{V}旁边
<<xiaoqu>>从{V}搬出来了，离公司近点
<<xiaoqu>>小区：{V}
<<xiaoqu>>{cityz}{V}物业说下周停水
<<xiaoqu>>{V}门口的快递柜
<<xiaoqu>>住的是{cityz}的{V}，三楼
<<xiaoqu>>装修师傅去{V}量房
!<<coord>>位置：\n{V}
!<<pc>>| 客户 | 邮编 |\n|---|---|\n| #{n} | {V} |
!<<coord>>“{V}”备用钥匙藏在那里
!<<cnpc>>（家邮编{V}）
!<<coord>>照片EXIF里有`{V}`
!<<xiaoqu>>我们{V}每年冬天暖气都不热
<<coord>>花园照片的定位：{V}
<<xiaoqu>>通勤从{V}到公司要{durz}
!<<xiaoqu>>{V}物业又涨价了
"""

T["geo", "mixed"] = r"""
<<coord>>home pin：{V}
<<coord>>cabin 坐标 {V}，没有 street address
<<coord>>drone 最后在 {V}，就在他家旁边
<<coord>>running route 起点 {V}
<<coord>>delivery drop-off 经纬度：{V}
<<coord>>  home_location: "{V}"  # 用户设置
<<cnpc>>邮编 {V}，用于 insurance quote
<<zip,ukpc>>新的 {l} {V}
<<pc>>nearest branch 用 {V} 查的
<<cnpc>>快递单 postcode 写的 {V}
<<xiaoqu>>他住在 {V}，walking distance 到公园
<<xiaoqu>>在看 {V} 的房子，budget {pricez}
<<hood>>They live in {V}，离 office 很近
<<xiaoqu>>kid's school 就在 {V} 旁边
<<xiaoqu>>从 {V} 搬出来了
<<xiaoqu>>{cityz} {V} 物业通知 water outage
<<hood>>neighbourhood：{V}
!<<coord>>location：\n{V}
!<<pc>>| customer | 邮编 |\n|---|---|\n| #{n} | {V} |
!<<coord>>“{V}” spare key 藏在那
!<<pc>>（home {V}）
!<<coord>>照片 EXIF 里有 `{V}`
!<<xiaoqu>>我们{V}每年 winter 暖气都不行
<<coord>>garden 照片的 geotag：{V}
<<hood>>commute 从 {V} 要 {dur}
<<xiaoqu>>爸妈住 {V}，weekend 回去
<<cnpc>>新家 postcode {V}
!<<xiaoqu>>{V}的物业又涨 fee 了
"""


# ----------------------------------------------------------------------------- benign
# Same styles, no personal value. "!" marks a hard negative (looks like PII, is not).
B: dict[str, str] = {}

B["en"] = r"""
Moved the {svc} cron from {prod} to a Kubernetes CronJob; no behaviour change.
The user wants weekly digests instead of daily ones.
Lunch order for the team: {n} veggie wraps, {n} salads, total {price}.
Retro notes: deploys on Fridays are now frozen after {tk}.
Asked to convert the {repo} README to British spelling.
Export finished: {n} rows written to s3://{repo}-exports/{date}/part-0000.parquet
WARN  [{svc}] cache miss ratio {pct} over the last {dur}
Prefers tea to coffee after lunch; no sugar.
User prefers dark mode, 2-space indentation and short commit messages.
Deployed {svc} {ver} to {env}; p95 latency dropped to {ms}.
Incident {tk}: {prod} ran out of disk on the {env} cluster, resolved in {dur}.
Trip plan: flying to {city} on {date}, hotel booked for {n} nights, budget {price}.
Meeting notes {date}: agreed to move alerting from {prod} next quarter.
Error: connect ECONNREFUSED 127.0.0.1:{port}
PORT={port}\nLOG_LEVEL=debug\nFEATURE_NEW_CHECKOUT=true
replicas: 3\nimage: {svc}:{ver}\nresources:\n  limits:\n    memory: 512Mi
$ kubectl rollout status deploy/{svc} -n {env}\ndeployment "{svc}" successfully rolled out
They like their coffee black and dislike meetings without an agenda.
Prefers summaries as bullet points, five at most.
Budget for Q3 hardware: {price}, approved on {date}.
Renewed the {prod} licence for {n} seats at {price} each.
The user is learning Rust and wants examples that use iterators.
Grocery list: oat milk, eggs, {n} apples, basmati rice.
Switched the default branch of {repo} to main.
Flaky test in {repo}: test_retry_backoff fails in about {pct} of runs.
npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree
psql: error: connection to server at "{host}", port {port} failed: timeout expired
Next public holiday is Thanksgiving; the {city} office is closed that day.
Forecast for {city} looks rainy this week, pack an umbrella.
Server room temperature hit 27°C; facilities ticket {tk} opened.
Docker image shrank from 1.2GB to 340MB after the multi-stage build.
Alert threshold for {svc} is {pct} CPU over {dur}.
Favourite cuisines: Sichuan and Lebanese; dislikes very sweet desserts.
Wants to visit {city} in spring, mostly for museums and food markets.
The {co} contract renews on {date} with a {pct} price increase.
Sprint {n} goals: finish the billing export and delete stale feature flags.
git rebase -i HEAD~{n} && git push --force-with-lease
Terraform plan: {n} to add, 0 to change, 1 to destroy.
region,orders,revenue\nEMEA,{n},{price}\nAPAC,{n},{price}
Raised the {svc} timeout from 30s to 60s after {tk}.
Prefers early morning meetings to late ones when possible.
The team uses trunk-based development with feature flags in {prod}.
Asked for a comparison of {prod} and a managed alternative, cost-wise.
Build of {repo} takes {dur} on CI; caching the node_modules layer should help.
User's laptop: 16 GB RAM, macOS 14, prefers zsh with no fancy prompt.
Remind the user that the {co} quarterly review is on {date}.
TypeError: Cannot read properties of undefined (reading 'map')\n    at render (app.js:{n}:17)
Traceback (most recent call last):\n  File "/app/{svc}/worker.py", line {n}, in run\nKeyError: 'order_id'
Cancelled the {prod} trial; they chose the annual plan at {price}.
Book club picked a mystery novel this month; they're halfway through.
Running total for the kitchen renovation: {price}.
The {svc} queue backlog peaked at {n}k messages during the sale.
!Order {order16} shipped from the {city} warehouse on {date}.
!build {build} passed all {n} checks
!SKU {sku} is out of stock until {date}.
!commit {sha40} reverted the schema migration
!Pinned the base image to python@sha256:{digest}
!trace_id={trace} request_id={uuid} status=502 duration={ms}
!Switched the office DNS resolver to {ip}.
!ISBN {isbn} — the book the user is reading about distributed systems.
!Requires Python 3.12 and Node 20.11.1; Postgres listens on port 5432.
!Booked meeting room 4B: room for 6 people and a projector.
!Shared a Washington Post article about chip export rules.
!Johns Hopkins published new guidance; user wants a two-line summary.
!The rental is a Ford F-150, pickup at the {city} airport desk.
!The bakery downstairs opens at 7am and closes at 6pm on weekdays.
!{co} support is staffed 9am–5pm, Monday to Friday.
!Maintenance window for {svc}: Sundays 02:00–04:00 UTC.
!Cron entry `0 3 * * *` runs the nightly vacuum on {env}.
!Walked the length of Oxford Street, then along the river.
!Took the subway up to Fifth Avenue to see the window displays.
!Emergency numbers abroad: 112 in the EU, 911 in the US, 999 in the UK.
!Error 0x80070005: access denied while installing update KB{n}0{n}1.
!HTTP 429 Too Many Requests from the {prod} API after {n} retries.
!Release tag 2024.11.30-rc2 is what's running in production.
!Seats: 12 rows x 4 = 48, enough for the offsite.
!Password reset flow redesigned: the password field now needs 12+ characters.
!Key rotation policy is every 90 days; no keys are stored in these notes.
!Listening on 0.0.0.0:{port}, workers=4, pid file /var/run/{svc}.pid
!Map layers use EPSG:4326; tiles cached for {dur}.
!Tracking the bulk pallet shipment, reference {order16}.
!Invoice INV-{n}{n}{n} total {price}, net 30.
!Gate B{n} at the {city} airport, boarding group 3.
!checksum md5 {md5} matches the vendor download
!username field is optional in the signup form now; email is required.
"""

B["zh"] = r"""
把{svc}的定时任务从{prod}迁到了 Kubernetes CronJob，行为不变。
用户希望改成每周汇总，不要每日推送。
团队午饭：{n}份素食卷饼，总计{pricez}。
复盘结论：{tk}之后周五禁止上线。
{repo} 的 README 要改成简体中文版本。
导出完成：{n}行写入 s3://{repo}-exports/{datez}/part-0000.parquet
WARN [{svc}] 缓存未命中率{pct}，持续{durz}
午饭后更想喝茶，不加糖。
用户喜欢深色模式，缩进用两个空格，提交信息要简短。
{svc} {ver} 已发布到{env}环境，P95 延迟降到 {ms}。
事故{tk}：{env}集群磁盘写满，{durz}内恢复。
出差计划：{datez}去{cityz}，酒店订了{n}晚，预算{pricez}。
会议纪要：下季度把告警从 {prod} 迁走。
报错：connect ECONNREFUSED 127.0.0.1:{port}
他正在学 Rust，希望例子里多用迭代器。
购物清单：牛奶、鸡蛋、{n}个苹果、大米。
{repo} 的默认分支改成了 main。
不稳定测试：test_retry_backoff 大约有{pct}的概率失败。
{cityz}这周多雨，出门记得带伞。
国庆节假期{cityz}办公室不开门。
机房温度升到 27°C，已提工单{tk}。
镜像体积从 1.2GB 降到 340MB。
喜欢川菜和粤菜，不爱吃太甜的。
{coz}的合同{datez}续签，价格上涨{pct}。
第{n}个迭代目标：完成账单导出，清理过期的功能开关。
Terraform 计划：新增{n}项，修改0项，删除1项。
{svc} 超时时间从30秒调到60秒。
他更喜欢一大早开会，不太喜欢晚上开会。
读书会这个月选了一本推理小说，他读了一半。
春节前后物流慢，订单可能延迟{durz}。
用户希望回答简洁，用要点列出，最多五条。
打算明年春天去{cityz}旅游，想逛博物馆。
预算审批通过：服务器采购{pricez}。
周报模板改成三段：进展、风险、下周计划。
数据库从 MySQL 5.7 升级到 8.0，停机{durz}。
区域,订单数,收入\n华东,{n},{pricez}\n华南,{n},{pricez}
PORT={port}\nLOG_LEVEL=info\nENABLE_CACHE=true
nginx 返回 502，上游 {svc} 没有起来。
{svc} 的队列积压在大促期间到了{n}万条。
装修总花费目前是{pricez}。
用户的电脑是 16GB 内存，习惯用 zsh。
提醒用户{datez}有{coz}的季度复盘会。
CI 上构建 {repo} 要{durz}，缓存依赖层应该能快一些。
取消了 {prod} 试用，改买年付方案{pricez}。
告警阈值：CPU 超过{pct}持续{durz}。
部署流程：先灰度{pct}，观察{durz}再全量。
Traceback (most recent call last):\n  File "/srv/{svc}/main.py", line {n}\nValueError: 金额不能为负数
他觉得周会太长，希望控制在{durz}以内。
!订单号 {order16} 已从{cityz}仓发货。
!构建号 {build} 通过了全部{n}项检查
!商品编码 {sku} 缺货到{datez}。
!提交 {sha40} 回滚了表结构迁移
!基础镜像固定为 python@sha256:{digest}
!trace_id={trace}，状态 502，耗时 {ms}
!办公室 DNS 改成了 {ip}
!ISBN {isbn} 是他在读的那本分布式系统的书。
!需要 Python 3.12，数据库端口 5432。
!会议室4B能坐6个人，有投影仪。
!楼下面包店早上7点开门，晚上8点关门。
!银行营业时间：周一至周五 9:00-17:00。
!{svc} 维护窗口：每周日 02:00–04:00（UTC）。
!定时任务 `0 3 * * *` 每晚清理日志。
!在上海逛了南京东路步行街，人特别多。
!在北京沿着长安街骑车看夜景。
!紧急情况打110，火警119，急救120。
!12306 订票高峰期经常卡顿。
!错误码 0x80070005：安装更新时拒绝访问。
!HTTP 429，{prod} 接口限流了，重试了{n}次。
!版本 2024.11.30-rc2 已经上生产。
!密码重置流程改版了，密码字段要求至少12位。
!API 密钥每90天轮换一次，这里不保存任何密钥。
!发票号 INV-{n}{n}{n}，金额{pricez}。
!地图坐标系用 EPSG:4326，瓦片缓存{durz}。
!高铁 G{n} 次列车停靠{cityz}南站。
!大宗货物的物流单号 {order16}，供应商负责跟进。
!校验和 md5 {md5} 与官网一致
!注册表单里用户名改为选填，邮箱必填。
!监听 0.0.0.0:{port}，workers=4
"""

B["mixed"] = r"""
{svc} 的 cron 从 {prod} 迁到 Kubernetes CronJob，behaviour 不变
用户想要 weekly digest，不要 daily 推送
team lunch：{n} 份 veggie wrap，total {pricez}
retro 结论：{tk} 之后 Friday 禁止 deploy
{repo} 的 README 要出一个中文 version
export 完成：{n} rows 写到 s3://{repo}-exports/part-0000.parquet
WARN [{svc}] cache miss ratio {pct}，持续 {dur}
午饭后更喜欢 tea，不加 sugar
用户喜欢 dark mode，缩进用 2 spaces，commit message 要短。
{svc} {ver} 已 deploy 到 {env}，p95 latency 降到 {ms}。
incident {tk}：{env} cluster 磁盘满了，{durz}内 resolve。
trip plan：{datez}飞{cityz}，hotel 订了{n}晚，budget {pricez}。
meeting notes：下季度把 alerting 从 {prod} 迁走。
报错 connect ECONNREFUSED 127.0.0.1:{port}，{svc} 没起来
他在学 Rust，希望 examples 多用 iterator。
{repo} 的 default branch 改成 main 了。
flaky test：test_retry_backoff 大约 {pct} 会 fail。
{city} 这周 rainy，记得带伞。
国庆 holiday 期间 {cityz} office 不开门。
Docker image 从 1.2GB 降到 340MB，multi-stage build 效果明显。
喜欢川菜，dislike 太甜的 dessert。
{co} 的 contract {datez} renew，涨价 {pct}。
sprint {n} 目标：billing export 做完，清理 feature flags。
terraform plan：{n} to add，1 to destroy，看起来 OK。
{svc} 的 timeout 从 30s 调到 60s。
他更喜欢 early morning 开会，不喜欢 late meeting。
用户希望回答 concise，用 bullet points。
明年 spring 想去 {city} 玩，主要逛 museum。
Q3 hardware budget {price} 已 approve。
weekly report 模板改成 progress / risk / next week 三段。
MySQL 5.7 升级到 8.0，downtime {durz}。
PORT={port}\nLOG_LEVEL=info  # 本地 dev 用
replicas: 3\nimage: {svc}:{ver}  # 下周再 scale
npm ERR! ERESOLVE，dependency tree 解不开，先加 --legacy-peer-deps
kubectl rollout status deploy/{svc} 显示 successfully rolled out
CI 上 build {repo} 要 {dur}，cache 一下 node_modules
取消 {prod} trial，改买 annual plan {pricez}
alert 阈值：CPU {pct} 持续 {dur}
灰度 {pct} 观察 {durz} 再 full rollout
{svc} queue backlog 大促时到了 {n}k
TypeError: Cannot read properties of undefined，出在 app.js 第 {n} 行
book club 这个月读推理小说，他读了一半
提醒用户 {datez} 有 {co} 的 quarterly review
!订单号 order {order16} 已从 {city} warehouse 发货
!build {build} 全部 {n} 个 checks 通过
!SKU {sku} 缺货到 {datez}
!commit {sha40} revert 了 migration
!base image pin 到 python@sha256:{digest}
!trace_id={trace}，status 502，耗时 {ms}
!DNS resolver 改成 {ip}
!ISBN {isbn} 是他在读的 distributed systems 的书
!需要 Python 3.12，Postgres port 5432
!meeting room 4B room for 6 people，有 projector
!转发了一篇 Washington Post 的文章，关于芯片出口
!租的车是 Ford F-150，在 {city} airport 取车
!楼下 bakery 早上7点开门，6pm 关门
!{co} support 的服务时间 9am–5pm，周一到周五
!{svc} maintenance window：每周日 02:00–04:00 UTC
!cron `0 3 * * *` 每晚跑 vacuum
!在 London 逛了 Oxford Street，人超多
!在上海逛了南京东路步行街，shopping 一下午
!紧急电话：EU 打 112，US 打 911，国内打 110
!错误码 0x80070005，install update 时 access denied
!HTTP 429 Too Many Requests，{prod} API 重试了 {n} 次
!release tag 2024.11.30-rc2 在 production 上跑
!password reset 流程改版，password 字段至少 12 位
!API key 每 90 天 rotate，这些 notes 里不存任何 key
!invoice INV-{n}{n}{n} 金额 {price}
!高铁 G{n} 次停 {cityz}南站
!md5 {md5} 和 vendor 官网一致
!username 字段改成选填，email 必填
!listening on 0.0.0.0:{port}，workers=4
"""

# ----------------------------------------------------------------------------- build
LANG_DEFAULT = {("address", "en"): "en", ("address", "mixed"): "en", ("phone", "en"): "en",
                ("phone", "zh"): "cn", ("person_name", "en"): "en", ("person_name", "zh"): "zh",
                ("geo", "en"): "en", ("geo", "zh"): "zh", ("financial", "zh"): "cn"}
_PH = re.compile(r"\{(\w+)\}")
_MARK = "\ue000"


def _parse(block: str) -> list[tuple[bool, list[str] | None, str]]:
    out = []
    for line in block.strip().splitlines():
        line = line.strip()
        if not line:
            continue
        hard = line.startswith("!")
        if hard:
            line = line[1:]
        kinds = None
        m = re.match(r"<<([\w,]+)>>", line)
        if m:
            kinds, line = m.group(1).split(","), line[m.end():]
        out.append((hard, kinds, line.replace("\\n", "\n")))
    return out


def _kinds(cat: str, lang: str, kinds: list[str] | None) -> list[str]:
    g = GROUPS[cat]
    if kinds is None:
        return g[LANG_DEFAULT.get((cat, lang), "")]
    out: list[str] = []
    for k in kinds:
        out.extend(g[k] if k in g else [k])
    return out


def _fill(tpl: str, fill: dict[str, str]) -> str:
    def sub(m: re.Match) -> str:
        if m.group(1) not in fill:
            raise KeyError(f"unknown placeholder {m.group(0)} in {tpl!r}")
        return fill[m.group(1)]

    return _PH.sub(sub, tpl)


def _extra_fillers(g: Gen) -> dict[str, str]:
    r = g.r
    while True:
        o = "".join(r.choice(string.digits) for _ in range(16))
        if o[0] != "0" and not luhn_ok(o):
            break
    if r.random() < 0.4:
        o = group4(o)
    isbn12 = "978" + g.s(string.digits, 9)
    chk = (10 - sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(isbn12)) % 10) % 10
    isbn = f"{isbn12[:3]}-{isbn12[3]}-{isbn12[4:8]}-{isbn12[8:]}-{chk}"
    hexd = "0123456789abcdef"
    return {"order16": o, "isbn": isbn, "sha40": g.s(hexd, 40), "digest": g.s(hexd, 64),
            "md5": g.s(hexd, 32), "trace": g.s(hexd, 32),
            "build": r.choice([f"{r.choice([2023, 2024, 2025])}.{r.randint(1, 12)}.{r.randint(1, 28)}", f"#{r.randint(1000, 99999)}",
                               f"{r.randint(1, 9)}.{r.randint(0, 9)}.{r.randint(100, 9999)}"]),
            "sku": f"{g.s(string.ascii_uppercase, 2)}-{r.randint(1000, 9999)}-{r.choice(['XS', 'M', 'XL', 'BLK', 'RED'])}"}


def _cell(g: Gen, cat: str, lang: str, seen: set[str]) -> list[Sample]:
    tpls = _parse(T[cat, lang])
    hard = [t for t in tpls if t[0]]
    norm = [t for t in tpls if not t[0]]
    g.r.shuffle(hard)
    g.r.shuffle(norm)
    out: list[Sample] = []
    i = 0
    while len(out) < PER_CELL:
        use_hard = len(out) % 5 == 0
        pool = hard if use_hard else norm
        _, kinds, tpl = pool[(i if use_hard else i) % len(pool)]
        i += 1
        fill = g.fillers()
        fill["V"] = _MARK
        for _ in range(30):
            kind = g.r.choice(_kinds(cat, lang, kinds))
            v, extra = g.value(cat, kind, lang)
            fill.update(extra)
            fill.setdefault("l", "")
            fill.setdefault("lz", "")
            text = _fill(tpl, fill)
            a, b = text.split(_MARK)
            text = a + v + b
            if text.count(v) == 1 and text not in seen:
                break
        else:
            raise RuntimeError(f"could not place a unique value for {cat}/{lang}: {tpl!r}")
        seen.add(text)
        out.append(Sample(text, cat, lang, len(a), len(a) + len(v)))
    return out


def samples() -> list[Sample]:
    g = Gen()
    seen: set[str] = set()
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            out.extend(_cell(g, cat, lang, seen))
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    g = Gen()
    g.r.seed(RANDOM_SEED + 1)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        tpls = _parse(B[lang])
        hard = [t for t in tpls if t[0]]
        norm = [t for t in tpls if not t[0]]
        seen: set[str] = set()
        i = 0
        while len(seen) < BENIGN_PER_LANG:
            use_hard = len(seen) % 3 == 0
            pool = hard if use_hard else norm
            tpl = pool[i % len(pool)][2] if i < 4 * BENIGN_PER_LANG else g.r.choice(pool)[2]
            i += 1
            text = _fill(tpl, {**g.fillers(), **_extra_fillers(g)})
            if text in seen:
                continue
            seen.add(text)
            out.append((lang, text))
    return out


def template_counts() -> dict[tuple[str, str], tuple[int, int]]:
    return {k: (sum(1 for t in _parse(v) if not t[0]), sum(1 for t in _parse(v) if t[0])) for k, v in T.items()}


if __name__ == "__main__":
    report("S", samples(), benign_with_lang())
