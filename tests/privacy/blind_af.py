# ruff: noqa
"""Blind acceptance corpus `af` -- sales, recruiting, outreach and support-chatbot text.

Style: a fourteenth independent acceptance corpus, written by a privacy engineer at a customer
who samples what agents draft or summarise in go-to-market work: (1) CRM leads and deal notes
(prospect lists, call notes, pipeline exports, 线索, 商机), (2) recruiting (CV headers, candidate
pipelines, interview schedules, reference checks, offers, 简历, 面试安排), (3) outreach and
marketing (cold emails with signatures, newsletter sign-ups, event registrations, survey answers,
报名表, 问卷) and (4) support chatbot transcripts and human handoffs (在线客服) -- in English,
Chinese and code-switched text, as prose, email bodies, table rows, CSV rows and key: value lines.

Written blind: the author never read the gate's source, its tests (other than the shared
contract blind_common.py), its changelog or its security notes, and never ran the gate.

Values: Faker en_US / en_GB / zh_CN exactly as produced (many provider methods) plus own
generators for formats Faker lacks (provider tokens, CN resident IDs with checksum, UK NINOs,
mod-97 IBANs, Luhn UnionPay cards, Chinese street addresses, estates, routine clock times).
About a quarter of templates are hard cases (weak/no cue, value before cue, value among similar
benign items, quotes/brackets/table cells, full-width forms, no spaces in Chinese, UPPER/lower).

Seeds: Faker seed 10601 (every locale), random seed 10602. Time-dependent Faker calls are pinned
to fixed ranges so the corpus is identical on every run.
"""

from __future__ import annotations

import base64
import datetime as _dt
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

FAKER_SEED = 10601
RANDOM_SEED = 10602
PER_CELL = 250
BENIGN_PER_LANG = 400
NL = "¶"  # newline marker inside template data
_D0 = _dt.datetime(2023, 1, 1)
_D1 = _dt.datetime(2025, 12, 31)

# --------------------------------------------------------------------------------------------
# small helpers
# --------------------------------------------------------------------------------------------
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"


def fullwidth(s: str) -> str:
    out = []
    for ch in s:
        o = ord(ch)
        if ch == " ":
            out.append("\u3000")
        elif 0x21 <= o <= 0x7E:
            out.append(chr(o + 0xFEE0))
        else:
            out.append(ch)
    return "".join(out)


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
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


def iban_check(country: str, bban: str) -> str:
    s = bban + country + "00"
    n = int("".join(str(int(c, 36)) for c in s))
    return f"{98 - n % 97:02d}"


CN_ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_ID_C = "10X98765432"


def cn_id_ok(s: str) -> bool:
    if len(s) != 18 or not s[:17].isdigit():
        return False
    return CN_ID_C[sum(int(a) * w for a, w in zip(s[:17], CN_ID_W)) % 11] == s[17].upper()


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


# --------------------------------------------------------------------------------------------
# benign filler pools (no personal values)
# --------------------------------------------------------------------------------------------
COMPANIES = ["Acme Analytics", "Northwind Traders", "Globex", "Initech", "Umbrella Logistics",
             "Contoso", "Fabrikam", "Blue Harbor Software", "Vertex Cloud", "Brightline Health",
             "Salesforce", "HubSpot", "Zendesk", "Snowflake", "Atlassian", "Shopify", "Stripe"]
COMPANIES_ZH = ["阿里巴巴", "腾讯", "字节跳动", "美团", "京东", "华为", "小米", "网易", "携程",
                "蔚来汽车", "明远科技", "星辰软件", "海川物流", "云帆数据"]
CITIES_EN = ["London", "Manchester", "Leeds", "Bristol", "Chicago", "Austin", "Denver", "Seattle",
             "Boston", "Toronto", "Dublin", "Singapore", "Berlin", "Sydney", "Atlanta"]
CITIES_ZH = ["北京", "上海", "深圳", "广州", "杭州", "成都", "南京", "武汉", "苏州", "西安", "重庆", "厦门"]
ZH_REGION = ["北京市朝阳区", "上海市浦东新区", "广东省深圳市南山区", "浙江省杭州市西湖区", "江苏省南京市鼓楼区",
             "四川省成都市武侯区", "湖北省武汉市洪山区", "广东省广州市天河区", "上海市徐汇区", "北京市海淀区",
             "陕西省西安市雁塔区", "福建省厦门市思明区", "重庆市渝北区", "江苏省苏州市工业园区"]
PRODUCTS = ["Pro plan", "Enterprise tier", "Starter bundle", "Analytics add-on", "API gateway",
            "Data Loader 4", "Insight Dashboard", "Sync Connector", "Team seats"]
PRODUCTS_ZH = ["专业版", "企业版", "基础套餐", "数据分析插件", "API 网关", "年度订阅", "团队席位"]
HOLIDAYS = ["Thanksgiving", "Christmas Day", "Boxing Day", "Labor Day", "Easter Monday",
            "New Year's Day", "Memorial Day"]
HOLIDAYS_ZH = ["春节", "国庆节", "中秋节", "端午节", "清明节", "劳动节", "元旦"]
STAGES = ["Prospecting", "Qualification", "Discovery", "Proposal", "Negotiation", "Closed Won",
          "Closed Lost"]
STAGES_ZH = ["初步接触", "需求确认", "方案报价", "商务谈判", "赢单", "输单"]
CN_ROADS = ["中山路", "人民路", "解放路", "建设路", "长江路", "黄河路", "科技园南路", "文三路", "天府大道",
            "南京西路", "淮海中路", "张江路", "学院路", "中关村大街", "滨江大道", "东风路", "光明街",
            "和平里东街", "新华路", "延安西路", "复兴中路", "体育西路", "珠江东路", "花园街"]
ESTATE_A = ["翠湖", "金色", "阳光", "万科", "碧桂园", "绿地", "保利", "龙湖", "华润", "世纪", "幸福",
            "锦绣", "春晓", "枫林", "御景", "天鹅湖", "望江", "紫荆", "海棠", "梧桐"]
ESTATE_B = ["花园", "小区", "家园", "新村", "名苑", "公馆", "雅苑", "华庭", "新城", "嘉园", "里"]
HOOD_A = ["Maple", "Cedar", "Willow", "Birch", "Foxglove", "Heather", "Juniper", "Larkspur",
          "Ashford", "Hazelwood", "Kingsmead", "Thornbury", "Elmstead", "Brackenfield", "Oakhurst"]
HOOD_B = ["Ridge", "Hollow", "Meadows", "Heights", "Park", "Gardens", "Grove", "Crescent", "Green",
          "Vale", "Chase"]
WORDS = ["maple", "orbit", "cactus", "lantern", "velvet", "harbor", "quartz", "nimbus", "pepper",
         "falcon", "tundra", "mosaic", "saffron", "ember", "glacier", "walnut", "copper", "meadow"]
CN_NUM = "零一二三四五六七八九十"


# --------------------------------------------------------------------------------------------
# value generators
# --------------------------------------------------------------------------------------------
class Gen:
    def __init__(self) -> None:
        self.us = Faker("en_US")
        self.gb = Faker("en_GB")
        self.zh = Faker("zh_CN")
        for f in (self.us, self.gb, self.zh):
            f.seed_instance(FAKER_SEED)
        self.r = random.Random(RANDOM_SEED)

    # ---- utils
    def s(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def en(self) -> Faker:
        return self.r.choice((self.us, self.gb))

    def dt(self) -> _dt.datetime:
        return self.us.date_time_between(start_date=_D0, end_date=_D1)

    # ---- secret
    def sec_aws(self):
        return "AKIA" + self.s(string.ascii_uppercase + "234567", 16)

    def sec_ghp(self):
        return "ghp_" + self.s(ALNUM, 36)

    def sec_ghpat(self):
        return "github_pat_" + self.s(ALNUM, 22) + "_" + self.s(ALNUM, 59)

    def sec_slack(self):
        p = self.r.choice(["xoxb", "xoxp", "xoxb"])
        if p == "xoxp":
            return f"xoxp-{self.s(string.digits, 12)}-{self.s(string.digits, 12)}-{self.s(string.digits, 13)}-{self.s('0123456789abcdef', 32)}"
        return f"xoxb-{self.s(string.digits, 12)}-{self.s(string.digits, 13)}-{self.s(ALNUM, 24)}"

    def sec_openai(self):
        return "sk-proj-" + self.s(B64URL, self.r.choice([48, 64, 120, 156]))

    def sec_anthropic(self):
        return "sk-ant-api03-" + self.s(B64URL, 93) + "AA"

    def sec_stripe(self):
        return self.r.choice(["sk_live_", "rk_live_", "sk_test_"]) + self.s(ALNUM, self.r.choice([24, 34, 99]))

    def sec_google(self):
        return "AIza" + self.s(B64URL, 35)

    def sec_hf(self):
        return "hf_" + self.s(string.ascii_letters, 34)

    def sec_sendgrid(self):
        return "SG." + self.s(B64URL, 22) + "." + self.s(B64URL, 43)

    def sec_telegram(self):
        return self.s(string.digits, self.r.choice([9, 10])) + ":AA" + self.s(B64URL, 33)

    def sec_jwt(self):
        alg = self.r.choice(["HS256", "RS256"])
        head = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
        body = {"sub": "acct_" + self.s(string.digits, 8), "scope": self.r.choice(["crm.read", "tickets:write", "export"]),
                "iat": self.r.randint(1700000000, 1760000000)}
        pay = b64url(json.dumps(body, separators=(",", ":")).encode())
        return f"{head}.{pay}.{self.s(B64URL, 43 if alg == 'HS256' else 86)}"

    def sec_pem(self):
        kind = self.r.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
        lines = [self.s(B64, 64) for _ in range(self.r.randint(3, 6))] + [self.s(B64, self.r.randint(8, 60))]
        return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"

    def sec_url(self):  # the password part of URL credentials
        return self.s(ALNUM, self.r.randint(3, 8)) + self.r.choice(["", "-", "_", "."]) + self.s(ALNUM, self.r.randint(8, 14))

    def sec_hex(self):
        return self.s("0123456789abcdef", self.r.choice([32, 40, 64]))

    def sec_b64(self):
        return self.s(ALNUM + "+/", 40)

    SEC_ANY = ["aws", "ghp", "ghpat", "slack", "openai", "anthropic", "stripe", "google", "hf",
               "sendgrid", "telegram", "jwt", "pem", "hex", "b64"]

    def secret(self, kind="any"):
        if kind == "any":
            kind = self.r.choice(self.SEC_ANY)
        return getattr(self, "sec_" + kind)()

    # ---- password
    def password(self, kind="any"):
        k = kind if kind != "any" else self.r.choice(["faker", "faker", "phrase", "word", "pinyin"])
        if k == "faker":
            f = self.r.choice((self.us, self.gb, self.zh))
            return f.password(length=self.r.randint(8, 16), special_chars=self.r.random() < 0.7)
        if k == "phrase":
            w = self.r.sample(WORDS, self.r.randint(3, 4))
            return self.r.choice(["-", "_", "."]).join(w) + str(self.r.randint(1, 99))
        if k == "word":
            return self.r.choice(WORDS).capitalize() + self.r.choice("!#$%&*") + str(self.r.randint(1970, 2025))
        py = self.zh.user_name().replace(".", "")
        return py + str(self.r.randint(100, 9999)) + self.r.choice(["!", "@", "#", ""]) + self.s("ABCDEFGH", 1)

    # ---- email
    def email(self, kind="any"):
        lang = kind if kind != "any" else self.r.choice(["en", "zh"])
        if lang == "en":
            f = self.en()
            m = self.r.choice(["email", "free_email", "company_email", "ascii_email", "ascii_free_email", "safe_email", "ascii_company_email"])
            return getattr(f, m)()
        m = self.r.choice(["email", "free_email", "company_email", "qq", "163"])
        if m == "qq":
            return self.s(string.digits, self.r.randint(8, 10)).lstrip("0") + "@qq.com"
        if m == "163":
            return self.zh.user_name() + str(self.r.randint(1, 99)) + self.r.choice(["@163.com", "@126.com", "@foxmail.com", "@sina.com"])
        return getattr(self.zh, m)()

    # ---- phone
    def phone(self, kind="any"):
        lang = kind if kind != "any" else self.r.choice(["en", "zh"])
        r = self.r
        if lang == "en":
            m = r.choice(["us", "us", "gb", "gb", "msisdn", "intl_us", "intl_gb", "ext"])
            if m == "us":
                return self.us.phone_number()
            if m == "gb":
                return self.gb.phone_number()
            if m == "msisdn":
                return "+" + self.us.msisdn()
            if m == "intl_us":
                return f"+1 ({r.randint(201, 989)}) {r.randint(200, 999)}-{r.randint(0, 9999):04d}"
            if m == "intl_gb":
                return r.choice([f"+44 7{r.randint(100, 999)} {r.randint(100000, 999999)}", f"+44 (0)20 {r.randint(7000, 8999)} {r.randint(1000, 9999)}", f"07{r.randint(100, 999)} {r.randint(100000, 999999)}"])
            return f"({r.randint(201, 989)}) {r.randint(200, 999)}-{r.randint(0, 9999):04d} ext. {r.randint(10, 9999)}"
        m = r.choice(["faker", "faker", "spaced", "dashed", "plus86", "land", "land_ext"])
        if m == "faker":
            return self.zh.phone_number()
        mob = r.choice(["13", "15", "17", "18", "19"]) + self.s(string.digits, 9)
        if m == "spaced":
            return f"{mob[:3]} {mob[3:7]} {mob[7:]}"
        if m == "dashed":
            return f"{mob[:3]}-{mob[3:7]}-{mob[7:]}"
        if m == "plus86":
            return r.choice([f"+86 {mob}", f"+86-{mob[:3]}-{mob[3:7]}-{mob[7:]}", f"(+86){mob}"])
        area = r.choice(["010", "021", "020", "0755", "0571", "028", "025"])
        num = str(r.randint(2, 8)) + self.s(string.digits, 7)
        if m == "land":
            return f"{area}-{num}"
        return f"{area}-{num}转{r.randint(100, 8999)}"

    # ---- address (street part only)
    def address(self, kind="any"):
        lang = kind if kind != "any" else self.r.choice(["en", "zh"])
        r = self.r
        if lang == "en":
            m = r.choice(["us", "us", "gb", "gb", "parts", "gbflat"])
            if m == "us":
                return self.us.street_address()
            if m == "gb":
                return self.gb.street_address().replace("\n", ", ")
            if m == "parts":
                f = self.en()
                return f"{f.building_number()} {f.street_name()}"
            return f"Flat {r.randint(1, 40)}, {self.gb.building_number()} {self.gb.street_name()}"
        road = r.choice(CN_ROADS + [self.zh.street_name()])
        no = r.randint(1, 1999)
        m = r.choice(["room", "unit", "tower", "plain", "lane"])
        if m == "room":
            return f"{road}{no}号{r.randint(1, 30)}栋{r.randint(101, 2808)}室"
        if m == "unit":
            return f"{road}{no}号{r.randint(1, 12)}号楼{r.randint(1, 6)}单元{r.randint(101, 1802)}"
        if m == "tower":
            return f"{road}{no}号{r.choice(['A', 'B', 'C'])}座{r.randint(3, 38)}层{r.randint(1, 20):02d}室"
        if m == "lane":
            return f"{road}{r.randint(1, 900)}弄{r.randint(1, 60)}号{r.randint(101, 602)}室"
        return f"{road}{no}号"

    # ---- government id
    def cn_id(self):
        for _ in range(5):
            v = self.zh.ssn()
            if cn_id_ok(v):
                return v
        area = self.r.choice(["110105", "310104", "440305", "330106", "510107", "420111"])
        d = self.us.date_between(start_date=_dt.date(1960, 1, 1), end_date=_dt.date(2004, 12, 31))
        body = area + d.strftime("%Y%m%d") + self.s(string.digits, 3)
        return body + CN_ID_C[sum(int(a) * w for a, w in zip(body, CN_ID_W)) % 11]

    def nino(self):
        first = "ABCEGHJKLMNOPRSTWXYZ"
        second = "ABCEGHJKLMNPRSTWXYZ"
        while True:
            p = self.r.choice(first) + self.r.choice(second)
            if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
                break
        d = self.s(string.digits, 6)
        suf = self.r.choice("ABCD")
        return self.r.choice([f"{p}{d}{suf}", f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}"])

    def government_id(self, kind="any"):
        k = kind if kind != "any" else self.r.choice(["ssn", "cn", "nino", "passport"])
        if k == "ssn":
            return self.us.ssn()
        if k == "cn":
            return self.cn_id()
        if k == "nino":
            return self.nino()
        if k == "cnpass":
            return self.r.choice("EG") + self.s(string.digits, 8)
        return self.r.choice([self.us.passport_number(), self.gb.passport_number(), self.r.choice("EG") + self.s(string.digits, 8)])

    # ---- financial
    def card(self):
        r = self.r
        m = r.choice(["faker", "faker", "unionpay", "grouped"])
        if m == "unionpay":
            body = "62" + self.s(string.digits, r.choice([13, 16]))
            num = body + luhn_digit(body)
        else:
            num = self.en().credit_card_number(card_type=r.choice([None, "visa", "mastercard", "amex", "discover"]))
        if m == "grouped" or (m == "unionpay" and r.random() < 0.5):
            if len(num) == 15:
                return f"{num[:4]} {num[4:10]} {num[10:]}"
            return " ".join(num[i:i + 4] for i in range(0, len(num), 4))
        return num

    def iban(self):
        r = self.r
        m = r.choice(["faker", "de", "fr", "nl", "es", "gb"])
        if m == "faker":
            v = self.gb.iban()
        else:
            bban = {"de": lambda: self.s(string.digits, 18),
                    "fr": lambda: self.s(string.digits, 10) + self.s(string.ascii_uppercase + string.digits, 11) + self.s(string.digits, 2),
                    "nl": lambda: self.s(string.ascii_uppercase, 4) + self.s(string.digits, 10),
                    "es": lambda: self.s(string.digits, 20),
                    "gb": lambda: self.s(string.ascii_uppercase, 4) + self.s(string.digits, 14)}[m]()
            c = m.upper()
            v = c + iban_check(c, bban) + bban
        if r.random() < 0.4:
            return " ".join(v[i:i + 4] for i in range(0, len(v), 4))
        return v

    def financial(self, kind="any"):
        k = kind if kind != "any" else self.r.choice(["card", "card", "iban", "acct"])
        if k == "card":
            return self.card()
        if k == "iban":
            return self.iban()
        if k == "aba":
            return self.us.aba()
        if k == "acct":
            return self.r.choice([self.s(string.digits, 8), self.s(string.digits, 10), self.s(string.digits, 12), self.s(string.digits, 17), "6222" + self.s(string.digits, 15)])
        return self.card()

    # ---- person name
    def person_name(self, kind="any"):
        r = self.r
        lang = kind if kind != "any" else r.choice(["en", "zh", "roman"])
        if lang == "en":
            f = self.en()
            m = r.choice(["name", "name", "name_male", "name_female", "parts", "prefixed"])
            if m == "parts":
                return f"{f.first_name()} {f.last_name()}"
            if m == "prefixed":
                return f"{f.prefix()} {f.first_name()} {f.last_name()}".strip()
            return getattr(f, m)()
        if lang == "roman":
            return r.choice([self.zh.romanized_name(), f"{self.zh.first_romanized_name()} {self.zh.last_romanized_name()}"])
        while True:
            m = r.choice(["name", "name_male", "name_female", "parts"])
            v = self.zh.last_name() + self.zh.first_name() if m == "parts" else getattr(self.zh, m)()
            if 2 <= len(v) <= 3:
                return v

    # ---- username
    def username(self, kind="any"):
        r = self.r
        lang = kind if kind != "any" else r.choice(["en", "zh"])
        f = self.en() if lang == "en" else self.zh
        u = f.user_name()
        m = r.choice(["plain", "digits", "under", "dot"])
        if m == "digits" and not u[-1].isdigit():
            u += str(r.randint(7, 99))
        elif m == "under":
            u = u + "_" + r.choice(["dev", "hq", "88", "01", "x", "cn", "uk", "ops"])
        elif m == "dot":
            u = u + "." + r.choice(["work", "sales", "io", "jobs", "pm"])
        return u.strip("._") or "user_7781"

    def handle(self, kind="any"):
        return "@" + self.username(kind).replace(".", "_")

    # ---- home path
    def home_path(self, kind="any", win=False):
        r = self.r
        lang = kind if kind != "any" else r.choice(["en", "zh"])
        f = self.en() if lang == "en" else self.zh
        u = r.choice([f.user_name(), f.user_name(), (f.first_name() if lang == "en" else self.zh.first_romanized_name()).lower()])
        style = "win" if win else r.choice(["home", "mac"])
        if style == "home":
            return "/home/" + u
        if style == "mac":
            return "/Users/" + u
        return r.choice(["C:", "D:"]) + "\\Users\\" + u

    # ---- schedule
    EN_HOURS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]

    def schedule(self, kind="any"):
        r = self.r
        lang = kind if kind != "any" else r.choice(["en", "zh"])
        if lang == "en":
            h = r.randint(1, 12)
            m = r.choice(["am", "ampm_min", "ampm_sp", "24", "half", "quarter", "past", "oclock", "uk_dot", "faker"])
            if m == "am":
                return f"{h}{r.choice(['am', 'pm', 'AM', 'PM', 'a.m.', 'p.m.'])}"
            if m == "ampm_min":
                return f"{h}:{r.choice(['15', '30', '45', '10', '40', '50'])}{r.choice(['am', 'pm'])}"
            if m == "ampm_sp":
                return f"{h}:{r.choice(['00', '15', '30', '45', '20'])} {r.choice(['AM', 'PM', 'am', 'pm'])}"
            if m == "24":
                return f"{r.randint(5, 23):02d}:{r.choice(['00', '15', '30', '45'])}"
            if m == "half":
                return f"half past {self.EN_HOURS[h - 1]}"
            if m == "quarter":
                return f"quarter {r.choice(['past', 'to'])} {self.EN_HOURS[h - 1]}"
            if m == "past":
                return f"{r.choice(['ten', 'twenty', 'five'])} past {self.EN_HOURS[h - 1]}"
            if m == "oclock":
                return f"{self.EN_HOURS[h - 1]} o'clock"
            if m == "uk_dot":
                return f"{h}.{r.choice(['15', '30', '45'])}{r.choice(['am', 'pm'])}"
            return self.dt().strftime("%H:%M")
        part = r.choice(["早上", "早上", "上午", "中午", "下午", "傍晚", "晚上", "晚上", "凌晨", "夜里"])
        rng = {"早上": (5, 9), "上午": (8, 11), "中午": (11, 12), "下午": (1, 5), "傍晚": (5, 7),
               "晚上": (7, 11), "凌晨": (1, 5), "夜里": (10, 12)}[part]
        h = r.randint(*rng)
        cn = r.random() < 0.4
        hs = (CN_NUM[h] if h <= 10 else "十" + CN_NUM[h - 10]) if cn else str(h)
        if h == 2 and cn:
            hs = "两"
        m = r.choice(["", "", "半", "一刻", "min", "colon"])
        if m == "colon":
            return f"{part}{h}:{r.choice(['00', '15', '30', '45'])}"
        if m == "min":
            return f"{part}{hs}点{r.choice(['10', '15', '20', '40', '45', '50'])}分" if not cn else f"{part}{hs}点{r.choice(['十', '二十', '四十', '五十'])}分"
        return f"{part}{hs}点{m}"

# --------------------------------------------------------------------------------------------
# templates.  One per line; "[kind] " prefix picks a generator kind; {v} (or {v:up}, {v:lo},
# {v:fw}) is the planted value; {co} {city} {d} {n} {prod} {tk} {stage} are benign fillers;
# ¶ is a newline.  Lines starting with "!" are the hard cases (weak/no cue, value first, ...).
# --------------------------------------------------------------------------------------------
T: dict[str, dict[str, str]] = {}

T["secret"] = {
"en": r"""
[aws] Deal desk note: the {co} trial integration still uses access key id {v} -- rotate before go-live.
[ghp] CRM sync repo deploy uses GITHUB_TOKEN={v} (set by RevOps, expires {d}).
[ghpat] Recruiting ATS webhook: fine-grained PAT {v} scoped to the careers-site repo.
[slack] Outreach bot posts to #pipeline with SLACK_BOT_TOKEN={v}
[openai] Lead-scoring script config: OPENAI_API_KEY="{v}"
[anthropic] Support summariser env: ANTHROPIC_API_KEY={v}
[stripe] Billing handoff for {co}: their live Stripe key {v} was pasted into ticket {tk} by mistake.
[google] Event registration form geocoder: api_key: {v}
[hf] The resume-parser model pulls with HF_TOKEN {v}
[sendgrid] Newsletter sender config -- sendgrid_api_key = {v}
[telegram] Chatbot handoff channel bot token: {v}
[jwt] Bot transcript, turn 14 -- Authorization: Bearer {v}
[pem] Partner SFTP drop for the pipeline export, key below:¶{v}¶Do not forward.
[url] Pipeline export job: DATABASE_URL=postgres://crm_export:{v}@db.acme-internal.io:5432/leads
[url] Survey warehouse DSN mysql://survey_ro:{v}@10.0.4.12:3306/responses
[hex] webhook_secret: {v}
[b64] aws_secret_access_key = {v}
[hex] client_secret for the {co} marketing connector is {v}, valid until {d}.
[hex] x-api-token header value in the lookup call: {v}
!{v} <- this is what the bot printed when asked for the integration credentials
![ghp] | repo | owner | creds |¶| crm-sync | revops | {v} |
![stripe] Quick one: can you try "{v}" on the staging checkout? Customer says it fails.
![aws] KEYS ROTATED {d}: OLD={v} NEW=pending
![openai] candidate take-home readme had this in it: {v}
![slack] (token: {v})
![url] Paste from chat: https://reporter:{v}@metrics.northwind-traders.com/api/v2/export
![hex] ticket {tk}, build 2025.3.1, sha 9c1e4f7, and then the value "{v}" under SIGNING_SECRET
""",
"zh": r"""
[aws] 商机备注：{co}试用环境还在用访问密钥 {v}，上线前必须轮换。
[ghp] 线索同步仓库的部署令牌是 {v}，由销售运营组维护。
[ghpat] 招聘系统的 GitHub 细粒度令牌：{v}
[slack] 外呼机器人往群里发消息用的 Slack 令牌为 {v}
[openai] 线索打分脚本配置里写着 OPENAI_API_KEY={v}
[anthropic] 在线客服摘要服务的密钥：{v}
[stripe] 客户在工单 {tk} 里误贴了他们的 Stripe 正式密钥 {v}
[google] 活动报名表地图组件的 API 秘钥 {v}
[hf] 简历解析模型下载凭证 {v}
[sendgrid] 邮件营销发信服务 SendGrid 凭据={v}
[telegram] 客服转人工的 Telegram 机器人令牌是{v}
[jwt] 机器人第 9 轮对话里带出了访问令牌 {v}
[pem] 合作方 SFTP 私钥如下：¶{v}¶请勿外传。
[url] 商机导出任务数据库连接串 postgres://crm_export:{v}@10.2.3.4:5432/crm
[url] 问卷数据仓库连接：mysql://wenjuan:{v}@db.mingyuan.cn:3306/survey
[hex] 回调签名密钥：{v}
[b64] 对象存储 secret_key = {v}
[hex] {co}营销接口的 client_secret 为 {v}，{d} 到期。
[hex] 查询接口请求头 x-api-token 的值是{v}
!{v}（机器人把这串直接回给了客户）
![ghp] 仓库|负责人|凭证¶crm-sync|销售运营|{v}
![stripe] 客户说“{v}”在测试环境付不了款，帮忙看看
![aws] 密钥已于{d}轮换：旧={v}，新=待定
![openai] 候选人笔试项目的说明文件里留着{v}
![url] 聊天里贴的链接 https://baobiao:{v}@bi.haichuan-logistics.cn/export
![hex] 工单{tk}，版本 3.4.1，提交 9c1e4f7，签名用的是“{v}”
""",
"mixed": r"""
[aws] 商机 note：{co} trial 还在用 access key {v}，go-live 前要 rotate。
[ghp] CRM sync repo 的 deploy token 是 {v}，owner 是 RevOps。
[ghpat] ATS webhook 用的 fine-grained PAT：{v}
[slack] 外呼 bot 发 #pipeline 用 SLACK_BOT_TOKEN={v}
[openai] lead scoring 脚本 config 里：OPENAI_API_KEY="{v}"
[anthropic] 在线客服 summariser 的 key 是 {v}
[stripe] 客户在 ticket {tk} 里贴了 live Stripe key {v}，请尽快 revoke。
[google] 报名表 geocoder 的 api_key: {v}
[hf] 简历 parser 模型用 HF_TOKEN {v} 下载
[sendgrid] newsletter 发信凭据 sendgrid_api_key = {v}
[telegram] 转人工 channel 的 bot token：{v}
[jwt] bot transcript 第 14 轮：Authorization: Bearer {v}
[pem] partner SFTP 私钥 below：¶{v}¶不要 forward。
[url] pipeline export 任务：DATABASE_URL=postgres://crm_export:{v}@db.acme-internal.io:5432/leads
[url] 问卷 warehouse DSN mysql://survey_ro:{v}@10.0.4.12:3306/responses
[hex] webhook 签名 secret：{v}
[b64] aws_secret_access_key 配成了 {v}
[hex] {co} marketing connector 的 client_secret 是 {v}，{d} 过期。
[hex] lookup call 的 x-api-token header：{v}
!{v} ← bot 回复客户时直接吐出来的
![ghp] repo | owner | 凭证¶crm-sync | 销售运营 | {v}
![stripe] 帮忙试下 "{v}" 在 staging checkout 上，客户说失败了
![aws] KEY 已轮换 {d}：OLD={v}，NEW=pending
![openai] 候选人 take-home 的 readme 里有这个 {v}
![url] 群里贴的 https://reporter:{v}@metrics.northwind-traders.com/api/v2/export
![hex] ticket {tk}、build 2025.3.1、commit 9c1e4f7，然后 SIGNING_SECRET 是 "{v}"
""",
}

T["password"] = {
"en": r"""
Bot: For verification, please reset your portal login. Customer: my current password is {v}
Handoff note: customer typed their password {v} into the chat before we could stop them.
Onboarding email to the new SDR: temporary password: {v} (change it on first login).
CRM export job config -- pw={v}
The shared demo account's pass is {v}; please don't give it to prospects.
[phrase] My passphrase for the recruiting vault is {v}, as agreed on the call.
Candidate portal credentials sent by the recruiter: login reset, new pwd {v}
Survey tool admin -- passwd: {v}
Event check-in tablet PIN and password: password={v}
Agent summary: user confirmed the account password ({v}) and asked for 2FA to be removed.
Webinar platform host key and password → {v}
For the reference-check portal use the access password {v}.
LinkedIn Sales Navigator seat for the intern: the pass-code is {v}
Zoom panel interview room passcode: {v}
[word] Customer said the old password was {v} and it stopped working after the update.
Cold email tool: SMTP password set to {v} by the agency.
Tip from the previous AE: the trial admin's secret password is {v}
!{v} -- that's what she typed when the bot asked for her password
!"{v}" is the password the candidate uses on the assessment platform
!| system | user | password |¶| HubSpot | sdr-team | {v} |
!login ok with {v}, thanks
!PASSWORD: {v:up}
![phrase] remember the phrase {v} for the shared inbox
!creds for the expo badge scanner were {v} (changed {d})
!ticket {tk}, order SO-2291, build 4.2.0, pass {v}
""",
"zh": r"""
客服：为了核实身份，请重置登录。客户：我现在的密码是{v}
转人工备注：客户在对话里直接发了登录密码 {v}，已提醒删除。
新入职销售的临时密码：{v}，首次登录请修改。
商机导出脚本配置 pw={v}
演示账号口令 {v}，不要给客户。
[phrase] 招聘保险库的口令短语是 {v}
候选人门户重置后新密码为{v}
问卷后台管理员 密码：{v}
活动签到平板的登录密码={v}
机器人摘要：用户确认了账户密码（{v}），要求关闭二次验证。
网络研讨会主持人密码 → {v}
背景调查系统的访问密码为 {v}。
实习生销售导航账号的登录口令：{v}
视频面试会议室密码{v}
[word] 客户说旧密码是{v}，升级后就登不上了。
邮件群发工具 SMTP 密码被代理商设成了 {v}
上一任客户经理留言：试用管理员的密码是{v}
!{v}——机器人问密码时她就打了这个
!“{v}”是候选人在测评平台用的密码
!系统|账号|密码¶纷享销客|销售组|{v}
!用{v}登上去了，谢谢
![pinyin] 密码是{v}
![phrase] 共享邮箱记住这个短语 {v}
!展会扫码枪账号凭据{v}（{d}改过）
!工单{tk}，订单 SO-2291，版本 4.2.0，口令{v}
""",
"mixed": r"""
Bot：请 reset 一下 portal 登录。客户：我的 password 是 {v}
handoff note：客户在 chat 里直接发了密码 {v}，已提醒。
新 SDR onboarding：temporary password {v}，首次登录要改。
CRM export 脚本 config：pw={v}
demo 账号的 pass 是 {v}，别给 prospect。
[phrase] recruiting vault 的 passphrase 是 {v}
候选人 portal 重置后 new pwd {v}
问卷 tool admin passwd：{v}
活动 check-in 平板 password={v}
agent summary：用户确认了 account 密码（{v}），要求关 2FA。
webinar host 的密码 → {v}
reference-check portal 的登录凭证 {v}
intern 的 Sales Navigator 登录口令：{v}
Zoom 面试 room passcode：{v}
[word] 客户说 old password 是 {v}，update 之后就不行了。
cold email 工具的 SMTP 密码被 agency 设成 {v}
前任 AE 留言：trial admin 的 secret 密码 {v}
!{v} —— bot 问 password 时她就打了这个
!"{v}" 是候选人在 assessment 平台的密码
!system | 账号 | 密码¶HubSpot | sdr-team | {v}
!用 {v} login 成功了，thanks
![pinyin] 密码是{v}
![phrase] shared inbox 记住 phrase {v}
!展会 badge scanner 的 creds 是 {v}（{d} 改过）
!ticket {tk}，order SO-2291，build 4.2.0，pass {v}
""",
}

T["email"] = {
"en": r"""
Prospect list row: {co}, Head of Ops, {v}, stage {stage}
Call notes: she asked us to send the proposal to {v} instead of the generic inbox.
Best regards,¶Account Executive, {co}¶Email: {v}
Newsletter sign-up received -- subscriber address {v}, source: webinar.
Candidate CV header: Senior Data Engineer | e-mail {v} | {city}
Reference check: referee can be reached at {v} after {d}.
Survey response #{n}: "Happy to be contacted at {v} for a follow-up interview."
Event registration: attendee mail: {v}; ticket type: VIP
Chat transcript -- Bot: What email is on the account? Customer: {v}
Handoff to human: customer's login email is {v}, wants a refund for order {tk}.
Offer letter was sent to the candidate's personal address {v} on {d}.
Lead import CSV: {co},{city},{v},{stage}
Reply-To: {v}
Please CC the champion on the contract, their contact is {v}.
Unsubscribe request from {v} -- remove from all outreach sequences.
Interview invite bounced; recruiter's note says try {v}.
!{v} wants a demo next week
!Sent from my iPhone <{v}>
!| lead | company | contact |¶| L-{n} | {co} | {v} |
![en] CONTACT: {v:up}
![en] email me, {v:lo}, whenever
!"{v}"
!IDs on the lead: SO-{n}, lead-{n}-b, {v}, stage {stage}
!mail bounced for {v}; check spelling
!(write to {v})
""",
"zh": r"""
线索表：{co}，运营负责人，{v}，阶段：{stage}
通话纪要：对方要求把报价单发到{v}，不要发公共邮箱。
此致¶{co} 客户经理¶邮箱：{v}
新订阅者登记 邮件地址 {v}，来源：直播。
简历抬头：高级数据工程师 | 电子邮件 {v} | {city}
背调：证明人联系邮箱为{v}，{d}后方便。
问卷第{n}份：“可以通过{v}联系我做回访。”
活动报名表 —— 报名人电邮：{v}
在线客服：请问账户绑定的邮箱是？客户：{v}
转人工：客户登录邮箱 {v}，申请订单 {tk} 退款。
录用通知已于{d}发送至候选人个人邮箱{v}。
线索导入：{co},{city},{v},{stage}
回信地址：{v}
合同请抄送对接人，对方邮件是{v}。
退订请求：{v}，请从所有外呼序列中移除。
面试邀请被退回，HR 备注说改发 {v}
!{v}想下周约演示
!{v:fw}
!线索|公司|联系方式¶L-{n}|{co}|{v}
![en] 联系：{v:up}
!邮件发{v}就行
!“{v}”
!编号：SO-{n}、线索-{n}、{v}、阶段{stage}
!{v}退信了，核对拼写
!（写信到{v}）
""",
"mixed": r"""
Prospect list：{co}，Head of Ops，{v}，stage {stage}
call notes：她让把 proposal 发到 {v}，不要发 generic inbox。
Best regards,¶{co} 客户经理¶Email：{v}
newsletter 新订阅：{v}，来源 webinar。
CV header：Senior Data Engineer | 邮箱 {v} | {city}
reference check：证明人 e-mail 是 {v}，{d} 后方便。
问卷 #{n}："可以用 {v} 联系我做 follow-up。"
活动 registration：attendee mail {v}；票种 VIP
在线客服 Bot：账户绑定的 email 是？客户：{v}
handoff：客户 login 邮箱 {v}，要求 order {tk} 退款。
offer letter 已于 {d} 发到候选人 personal address {v}
lead import CSV：{co},{city},{v},{stage}
Reply-To：{v}
合同请 CC champion，联系 email {v}
unsubscribe 请求：{v}，从所有 sequence 移除。
面试 invite 退信了，recruiter 说改发 {v}
!{v} 想 next week 约 demo
!Sent from my iPhone <{v}>
!lead | 公司 | contact¶L-{n} | {co} | {v}
!CONTACT：{v:up}
!发我 {v:lo} 就行
!"{v}"
!IDs：SO-{n}、lead-{n}-b、{v}、stage {stage}
!{v:fw}
!（write to {v}）
""",
}

T["phone"] = {
"en": r"""
Lead card: {co}, VP Sales, direct line {v}, stage {stage}.
Call notes: best number to reach him is {v}, not the switchboard.
Kind regards,¶Talent Partner, {co}¶Mobile: {v}
Candidate pipeline -- phone: {v} -- screening booked {d}.
Reference check: referee's cell is {v}.
Event registration form: contact number {v}
Chatbot: Can you confirm the phone number on file? Customer: {v}
Handoff: please call the customer back on {v} about ticket {tk}.
Survey answer: "You can text me at {v} if you have questions."
Offer details agreed over the phone; candidate's number {v}.
Prospect asked us to ring {v} after the board meeting.
tel: {v}
Voicemail left at {v}; follow-up sequence step 3.
Cold email sig: {co} | Sales | Tel. {v}
Lead import CSV: {co},{city},{v},{stage}
Recruiter: WhatsApp the shortlist to {v}.
!{v} -- call back tomorrow
!| lead | company | number |¶| L-{n} | {co} | {v} |
!(ph {v})
!order {tk}, SKU 4471-2231, qty 12, and {v}
!"{v}"
!cust. rang from {v}, wants invoice copy
!{v:fw}
!Call him: {v}.
!mob {v}
""",
"zh": r"""
线索卡片：{co}，销售副总，直线 {v}，阶段：{stage}。
通话纪要：最好打他手机{v}，不要打总机。
此致¶{co} 招聘经理¶手机：{v}
候选人进度：联系电话 {v}，{d} 初筛。
背调：证明人的号码是{v}。
活动报名表 联系方式：{v}
在线客服：请确认账户预留手机号。客户：{v}
转人工：请回拨客户{v}，关于工单{tk}。
问卷回答：“有问题可以发短信到{v}。”
录用细节电话里谈妥了，候选人电话{v}。
客户让董事会之后再打{v}。
电话：{v}
已给{v}留言，跟进序列第3步。
外呼签名：{co}｜销售｜座机 {v}
线索导入：{co},{city},{v},{stage}
招聘：把候选名单微信发给{v}（同手机号）。
!{v}明天回电
!线索|公司|号码¶L-{n}|{co}|{v}
!（tel {v}）
!工单{tk}，货号4471-2231，数量12，还有{v}
!“{v}”
!客户用{v}打进来要发票
!{v:fw}
!打他{v}
!致电{v}确认面试时间
""",
"mixed": r"""
lead card：{co}，VP Sales，direct line {v}，stage {stage}。
call notes：最好打他 mobile {v}，不要打总机。
Kind regards,¶{co} 招聘¶手机：{v}
candidate pipeline：phone {v}，{d} screening。
reference check：证明人 cell 是 {v}
活动 registration 联系号码：{v}
在线客服 Bot：请 confirm 预留手机。客户：{v}
handoff：请 call back 客户 {v}，关于 ticket {tk}
survey 回答："有问题 text 我 {v}"
offer 细节电话里谈妥，候选人电话 {v}
prospect 让 board meeting 之后再打 {v}
tel：{v}
已在 {v} 留 voicemail，sequence step 3。
cold email 签名：{co} | Sales | 座机 {v}
lead import CSV：{co},{city},{v},{stage}
recruiter：shortlist 用 WhatsApp 发给 {v}
!{v} 明天 call back
!lead | 公司 | number¶L-{n} | {co} | {v}
!（ph {v}）
!ticket {tk}，SKU 4471-2231，qty 12，还有 {v}
!"{v}"
!客户从 {v} 打进来要 invoice
!{v:fw}
!Call him：{v}
!mob {v}
""",
}

T["address"] = {
"en": r"""
Lead card: {co} HQ moved to {v}, {city}; update the account record.
Ship the welcome kit to the candidate at {v}, {city}.
Event registration -- mailing address: {v}, {city}
Reference check: referee lives at {v}; prefers post over email.
Chatbot: What's the delivery address? Customer: {v}, {city}.
Handoff: replacement unit to be sent to {v} (ticket {tk}).
CV header: {city} | residence: {v}
Survey respondent wants the gift card posted to {v}.
Offer pack couriered to {v} on {d}.
Deal note: signing ceremony at the customer's office, {v}, {city}.
Prospect CSV: {co},{v},{city},{stage}
Home address on the background-check form: {v}
Billing address: {v}
Swag box returned from {v}; confirm with the attendee.
Door-to-door trial drop at {v} -- field rep to follow up.
Street: {v}¶City: {city}
!{v}, {city} -- that's where the contract goes
!| attendee | address | city |¶| A-{n} | {v} | {city} |
!"{v}"
!he's at {v} now
!{v:up}
!(addr. {v})
!order {tk}, dock 4, bay 12, deliver {v}
!new place: {v}
!relocated to {v} in {d}
""",
"zh": r"""
线索卡片：{co}总部搬到了{zr}{v}，请更新客户档案。
入职礼包寄到候选人{zr}{v}。
活动报名表 —— 邮寄地址：{zr}{v}
背调：证明人住在{zr}{v}，更习惯纸质信件。
在线客服：请问收货地址？客户：{zr}{v}
转人工：换货寄到{zr}{v}（工单{tk}）。
简历抬头：{city}｜现居住地址：{zr}{v}
问卷奖品请寄往{zr}{v}。
录用材料已于{d}快递至{zr}{v}。
商机备注：签约仪式在客户办公室，{zr}{v}。
客户列表：{co},{zr},{v},{stage}
背调表上的家庭住址：{zr}{v}
开票地址：{zr}{v}
展会礼品从{zr}{v}退回，需联系报名人。
上门试用点：{zr}{v}，地推跟进。
街道：{v}¶城市：{city}
!{zr}{v}，合同寄这里
!报名人|地址|城市¶A-{n}|{v}|{city}
!“{zr}{v}”
!他现在住{v}
!{v}收
!（地址{zr}{v}）
!订单{tk}，4号仓12号位，送{zr}{v}
!新家{zr}{v}
!{d}搬到{zr}{v}了
""",
"mixed": r"""
lead card：{co} HQ 搬到了 {v}, {city}，请 update account。
welcome kit 寄到候选人 {v}, {city}
活动 registration 邮寄地址：{v}, {city}
reference check：证明人住在 {zr}{v}，prefer 纸质信。
在线客服 Bot：delivery address？客户：{zr}{v}
handoff：replacement 寄到 {v}（ticket {tk}）
CV header：{city} | 住址 {v}
survey 礼品卡请寄 {v}
offer pack {d} 快递到 {zr}{v}
deal note：签约在客户 office，{v}, {city}
prospect CSV：{co},{v},{city},{stage}
背调 form 上的 home address：{v}
billing 地址：{zr}{v}
swag box 从 {v} 退回，要 confirm。
trial drop 在 {zr}{v}，field rep 跟进。
Street：{v}¶City：{city}
!{v}, {city} —— 合同寄这里
!attendee | 地址 | city¶A-{n} | {v} | {city}
!"{v}"
!他现在在 {v}
!{v} 收
!（addr. {zr}{v}）
!order {tk}，4 号仓，送 {v}
!new place：{v}
!{d} relocate 到 {v} 了
""",
}

T["government_id"] = {
"en": r"""
[ssn] Background check form: SSN {v}, consent signed {d}.
[ssn] Offer paperwork -- social security number: {v}
[ssn] Chatbot verification: customer gave the last... no, the full social as {v}.
[ssn] Payroll handoff for the new hire, Social Security No. {v}
[nino] UK candidate onboarding: National Insurance number {v}
[nino] Right-to-work check done; NI no. {v}
[nino] Contractor invoice lists his NINO as {v}.
[passport] Visa sponsorship: candidate's passport number is {v}, expires {d}.
[passport] Event registration for the embassy reception requires passport no. {v}
[passport] Travel desk: book flights under passport {v}
[cn] Shanghai offer: Chinese resident ID {v} on the contract.
[cn] APAC partner KYC: ID card number {v}
[ssn] Tax form W-4 attached, SSN: {v}
[ssn] Reference check portal asked for the candidate's taxpayer ID -- {v}
[nino] Support handoff: caller verified with NI number {v}
[passport] Relocation package: passport no.: {v}; nationality UK
[ssn] Survey incentive paid via 1099, TIN {v}
!{v} -- that's his social, please don't store it
![ssn] | hire | start | ssn |¶| H-{n} | {d} | {v} |
![nino] ni {v:lo}
![ssn] order {tk}, ticket 445-221, ref 2025-11-30 and "{v}"
![passport] (passport {v})
![ssn] SSN#{v}
![cn] ID: {v}
![nino] "{v}" for HMRC
""",
"zh": r"""
[cn] 背调授权书：身份证号 {v}，{d}签署。
[cn] 录用材料——居民身份证号码：{v}
[cn] 在线客服核验：客户报了身份证{v}
[cn] 新员工入职，证件号码{v}
[cn] 社保开户需要候选人的公民身份号码 {v}
[cn] 合同签署人身份证件号：{v}
[cnpass] 签证办理：候选人护照号码为{v}，{d}到期。
[cnpass] 大使馆活动报名需要护照号 {v}
[cnpass] 差旅：用护照{v}订机票
[cn] 合作伙伴实名认证 身份证 {v}
[cn] 个税申报附件，纳税人识别号（身份证）{v}
[ssn] 美国候选人的社会安全号 {v}
[nino] 英国同事入职，国民保险号 {v}
[cn] 转人工：来电人已用身份证号{v}完成验证
[cnpass] 外派安置：护照编号：{v}
[cn] 问卷奖励发放需实名，证件{v}
[cn] 简历附件里居然有身份证号码{v}
!{v}是他的身份证，别存
![cn] 员工|入职日|身份证¶H-{n}|{d}|{v}
![cn] 身份证{v:fw}
![cn] 订单{tk}、工单445-221、日期2025-11-30，以及“{v}”
![cnpass] （护照{v}）
![cn] 证号{v}已核
![cn] {v}
![cn] 身份证号码是{v}请帮忙开户
""",
"mixed": r"""
[cn] background check 授权：身份证号 {v}，{d} 签署。
[ssn] offer paperwork 里 SSN 是 {v}
[cn] 在线客服 verification：客户报了 ID card {v}
[ssn] new hire payroll handoff，social security number {v}
[nino] UK 候选人 onboarding：National Insurance number {v}
[nino] right-to-work 查过了，NI no. {v}
[passport] visa sponsorship：候选人 passport number {v}，{d} 到期
[cnpass] embassy 活动报名要护照号 {v}
[passport] travel desk 用 passport {v} 订机票
[cn] 上海 offer：resident ID {v} 写进合同
[cn] APAC partner KYC：证件号码 {v}
[ssn] W-4 表附件，SSN：{v}
[nino] support handoff：caller 用 NINO {v} 验证
[passport] relocation package：护照编号 {v}
[cn] 问卷 incentive 需实名，公民身份号码 {v}
[ssn] reference check portal 要了 taxpayer ID {v}
[cn] 简历 attachment 里有身份证号码 {v}
!{v} 是他的 social，别存
![ssn] hire | start | ssn¶H-{n} | {d} | {v}
![nino] ni {v:lo}
![cn] order {tk}、ticket 445-221、2025-11-30 以及 "{v}"
![cnpass] （passport {v}）
![cn] 身份证{v:fw}
![cn] ID：{v}
![nino] "{v}" for HMRC
""",
}

T["financial"] = {
"en": r"""
[card] Deal desk: customer paid the deposit with card {v}, exp 08/27.
[card] Chatbot: Please enter the credit card number. Customer: {v}
[card] Event registration paid by Visa/Mastercard {v}
[iban] Commission payout for the partner -- IBAN {v}
[iban] Offer details: salary paid into IBAN: {v}
[iban] Refund handoff: send to the customer's IBAN {v} (ticket {tk}).
[aba] Vendor setup: routing number {v}, checking account to follow.
[aba] ACH details from the prospect -- ABA {v}
[acct] Payroll form: bank account number {v}
[acct] Refund to account no. {v} at the customer's bank.
[acct] Candidate relocation reimbursement: a/c {v}
[card] Survey gift card was charged to corporate card number {v}.
[card] The prospect read out the card: {v}
[iban] Partner bank details: IBAN {v}, BIC pending.
[card] CC on file: {v}
[acct] Direct deposit account: {v}
[aba] ABA routing no.: {v}
!{v} -- card declined, ask for another
![card] | order | amount | card |¶| SO-{n} | $1,240.00 | {v} |
![iban] "{v}"
![card] order {tk}, PO 2025-0042, invoice 7731 and {v}
![iban] (iban {v:lo})
![card] paid w/ {v}
![acct] acct#{v}
![card] {v} exp 11/26 cvv on file
""",
"zh": r"""
[card] 商机备注：客户用卡号{v}付了定金，有效期08/27。
[card] 在线客服：请输入信用卡号。客户：{v}
[card] 活动报名费用已用银行卡{v}支付
[iban] 渠道佣金打款 —— IBAN {v}
[iban] 录用细节：工资发到国际银行账号{v}
[iban] 退款转人工：打到客户的 IBAN {v}（工单{tk}）
[acct] 供应商建档：开户行招商银行，账号{v}
[acct] 工资卡账号：{v}
[acct] 退款退回客户银行账户 {v}
[acct] 候选人安家费报销，收款账号{v}
[card] 问卷礼品卡用公司卡{v}购买
[card] 客户念了一遍银行卡号 {v}
[iban] 合作方银行信息：SWIFT 汇款收款账号 {v}
[card] 绑定的储蓄卡：{v}
[acct] 对公账户：{v}
[aba] 美国客户的 ABA 路由号 {v}
[card] 信用卡卡号是{v}
!{v}——扣款失败，请换卡
![card] 订单|金额|卡号¶SO-{n}|¥1,240.00|{v}
![iban] “{v}”
![card] 订单{tk}、采购单2025-0042、发票7731，还有{v}
![card] 卡号{v:fw}
![card] 用{v}付的
![acct] 账号{v}
![card] {v} 有效期11/26
""",
"mixed": r"""
[card] deal desk：客户用 card {v} 付了 deposit，exp 08/27。
[card] 在线客服 Bot：请输入 credit card number。客户：{v}
[card] 活动 registration 费用用卡 {v} 支付
[iban] partner 佣金 payout：IBAN {v}
[iban] offer 细节：salary 打到 international account number：{v}
[iban] refund handoff：打到客户 IBAN {v}（ticket {tk}）
[aba] vendor setup：routing number {v}
[acct] payroll form：银行账号 {v}
[acct] refund 到 account no. {v}
[acct] relocation 报销 a/c {v}
[card] survey gift card 用 corporate card {v} 买的
[card] prospect 念了一遍 card：{v}
[iban] partner bank details：收款 account（EUR）{v}，BIC 待补
[card] CC on file：{v}
[acct] 工资卡 direct deposit：{v}
[aba] ABA 路由号：{v}
[card] 信用卡卡号是 {v}
!{v} —— card declined，请换卡
![card] order | 金额 | card¶SO-{n} | $1,240.00 | {v}
![iban] "{v}"
![card] order {tk}、PO 2025-0042、invoice 7731 还有 {v}
![card] 卡号{v:fw}
![card] paid w/ {v}
![acct] acct#{v}
![card] {v} exp 11/26
""",
}

T["person_name"] = {
"en": r"""
Lead card: contact {v}, Director of IT at {co}, stage {stage}.
Call notes: spoke with {v} -- budget approved for Q3.
Best regards,¶{v}¶Account Executive, {co}
Candidate pipeline: {v} moved to onsite interview on {d}.
Reference check completed with {v}, former manager.
Hi, my name is {v} and I registered for the {city} roadshow.
Chatbot handoff: customer {v} wants to speak to a human about ticket {tk}.
Offer letter for {v}: base plus 10% bonus, start {d}.
Survey respondent: {v} (opted in to follow-up).
Dear {v},¶Thanks for stopping by our booth in {city}.
Interviewer panel: {v} (hiring manager) and two engineers.
Champion at {co} is {v}; economic buyer unknown.
The prospect introduced herself as {v}.
Newsletter sign-up: full name {v}, company {co}.
Agent: I'm transferring you now, {v}. Please hold.
Intro from {v}, who referred the candidate.
!{v} signed! Closed Won.
!| candidate | stage | recruiter |¶| C-{n} | {stage} | {v} |
!"{v}" <no email>
!{v:up}, VP Finance, {co}
!(cc {v})
!per {v}: send the deck
!ticket {tk}, order SO-{n}, owner {v}
!-- {v}
!Congrats {v} on the new role!
""",
"zh": r"""
线索卡片：联系人{v}，{co}信息部总监，阶段{stage}。
通话纪要：和{v}聊了，三季度预算已批。
此致¶{v}¶{co} 客户经理
候选人进度：{v}已进入{d}的终面。
背调已完成，证明人是前上级{v}。
您好，我叫{v}，报名了{city}站巡展。
在线客服转人工：客户{v}要求人工处理工单{tk}。
给{v}的录用通知：底薪加10%奖金，{d}入职。
问卷填写人：{v}（同意回访）
{v}您好：¶感谢您在{city}展会光临我们的展位。
面试官：{v}（用人经理）和两位工程师。
{co}那边的内部支持者是{v}，决策人未知。
客户自我介绍说是{v}。
订阅登记 姓名：{v}，公司：{co}
客服：马上为您转接，{v}先生/女士请稍候。
推荐人{v}介绍了这位候选人。
!{v}签了！赢单。
!候选人|阶段|招聘顾问¶C-{n}|{stage}|{v}
!“{v}”没有留邮箱
!{v}财务副总{co}
!（抄送{v}）
!按{v}说的发方案
!工单{tk}订单SO-{n}负责人{v}
!——{v}
!恭喜{v}入职新岗位
""",
"mixed": r"""
lead card：联系人 {v}，{co} Director of IT，stage {stage}
call notes：和 {v} 聊了，Q3 budget 已批。
Best regards,¶{v}¶{co} 客户经理
candidate pipeline：{v} 进入 {d} onsite。
reference check 完成，证明人是前 manager {v}
Hi，我叫 {v}，报名了 {city} roadshow。
在线客服 handoff：客户 {v} 要人工处理 ticket {tk}
offer letter for {v}：base 加 10% bonus，{d} 入职。
survey 填写人：{v}（opt-in 回访）
Dear {v}，¶感谢您在 {city} 展会 visit 我们的 booth。
面试 panel：{v}（hiring manager）和两位 engineer。
{co} 那边 champion 是 {v}，economic buyer 未知
prospect 自我介绍说是 {v}
newsletter 登记 full name：{v}，公司 {co}
Agent：马上 transfer 给人工，{v} 请稍候。
referral 来自 {v}
!{v} signed！Closed Won。
!candidate | 阶段 | recruiter¶C-{n} | {stage} | {v}
!"{v}" 没留 email
!{v:up}，VP Finance，{co}
!（cc {v}）
!按 {v} 说的发 deck
!ticket {tk}，order SO-{n}，owner {v}
!—— {v}
!恭喜 {v} 拿到 new role！
""",
}

T["username"] = {
"en": r"""
[handle] Lead came in via Twitter: {v} asked about enterprise pricing.
Support chatbot: account lookup for username {v} returned 3 open tickets.
Candidate's GitHub username: {v} -- portfolio looks strong.
Newsletter platform login: {v}
[handle] Event registration: Instagram handle {v}, wants the photo tagged.
Please provision a CRM seat with user ID {v} for the new SDR.
Chatbot: What's your account name? Customer: {v}
Reference check note: the referee goes by {v} on the dev forum.
Survey response from screen name {v}.
Offer e-sign account created: user: {v}
[handle] Cold outreach on LinkedIn replied from {v}
Recruiter portal username={v}
Lookup in admin console by login name {v} -- locked out since {d}.
Handoff: customer's gamertag {v}, refund for order {tk}.
[handle] mention {v} in the Slack thread about the renewal
SSO account {v} needs to be reactivated.
!{v} (that's the login)
![handle] {v} just RSVP'd
!| lead | source | user |¶| L-{n} | webinar | {v} |
!"{v}" can't log in
!u/{v}
!{v:up}
!order {tk}, SKU 44-10, build 3.1, acct {v}
![handle] (via {v})
!sign-in as {v} failed 5 times
""",
"zh": r"""
[handle] 线索来自微博：{v}咨询企业版价格。
在线客服：按用户名{v}查询到3个未关闭工单。
候选人的 GitHub 账号：{v}，作品集不错。
订阅平台登录名：{v}
[handle] 活动报名：抖音号{v}，希望照片里@他。
请给新销售开通 CRM 账户，用户ID {v}
客服：请问您的账户名？客户：{v}
背调备注：证明人在技术论坛的昵称是{v}。
问卷来自网名{v}。
电子签约账号已创建 用户：{v}
[handle] 领英私信回复来自{v}
招聘门户 username={v}
后台按登录名{v}查询，{d}起被锁定。
转人工：客户游戏ID {v}，订单{tk}退款。
微信号：{v}
单点登录账户{v}需要重新启用。
!{v}（这是登录账号）
![handle] {v}刚报名
!线索|来源|账号¶L-{n}|直播|{v}
!“{v}”登不上
!{v:fw}
!工单{tk}货号44-10版本3.1账户{v}
![handle] （来自{v}）
!{v}登录失败5次
!帐号{v}已解封
""",
"mixed": r"""
[handle] lead 来自 Twitter：{v} 问 enterprise pricing。
在线客服 account lookup：username {v} 有 3 个 open ticket。
候选人的 GitHub username：{v}，portfolio 不错
newsletter 平台 login：{v}
[handle] 活动 registration：Instagram handle {v}
请给新 SDR 开 CRM seat，user ID {v}
Bot：请问 account name？客户：{v}
reference check：证明人在论坛的昵称 {v}
survey 来自 screen name {v}
e-sign 账号已创建 user：{v}
[handle] LinkedIn outreach 回复来自 {v}
recruiter portal user_id={v}
admin console 按 login name {v} 查询，{d} 起 locked。
handoff：客户 gamertag {v}，order {tk} 退款
微信号：{v}
SSO account {v} 需重新启用
!{v}（这是 login）
![handle] {v} 刚 RSVP
!lead | 来源 | user¶L-{n} | webinar | {v}
!"{v}" 登不上
!u/{v}
!{v:up}
!order {tk}、SKU 44-10、build 3.1、acct {v}
![handle] （via {v}）
!sign-in 为 {v} 失败 5 次
""",
}

T["home_path"] = {
"en": r"""
The pipeline export was saved to {v}/Downloads/pipeline_q3.csv
Recruiter's resume folder: {v}/Documents/Candidates/shortlist.xlsx
Cold email templates live in {v}\Documents\Outreach\sequence_v2.docx
Survey raw data exported to {v}/Desktop/survey_responses.csv
Chatbot log path on the agent's laptop: {v}\AppData\Local\SupportBot\logs\session.log
Error: permission denied: '{v}/.config/crm-sync/settings.toml'
Interview schedule draft at {v}/OneDrive/Recruiting/panel.xlsx
Deal desk macro failed reading {v}\Desktop\quote_template.xlsm
Lead list import: File "{v}/projects/lead-scorer/score.py", line 88
Event badge print queue: {v}/Pictures/badges/batch_12.pdf
Offer PDF generated at {v}\Documents\Offers\offer_draft.pdf
cd {v}/work/newsletter && make send
Handoff attachment: {v}/Downloads/ticket_export.json
Reference notes kept in {v}/Notes/refs.md
Traceback: FileNotFoundError: {v}\Documents\CRM\leads.csv
Set EXPORT_DIR={v}/exports before running the pipeline job.
!{v}/Downloads -- that's where the CSV landed
!| file | path |¶| leads | {v}/crm/leads.csv |
!"{v}\Desktop\prospects.xlsx"
!(see {v}/tmp/out.log)
!copied from {v}/Library/Mail/attachments/cv.pdf
!open {v}\Videos\webinar.mp4
!build 2025.11.30, port 5432, and {v}/.ssh/known_hosts
!ls {v}/
!-> {v}/src/app/main.py
""",
"zh": r"""
商机导出文件保存在{v}/Downloads/商机_Q3.csv
招聘简历文件夹：{v}/Documents/候选人/名单.xlsx
外呼邮件模板在 {v}\Documents\外呼\模板v2.docx
问卷原始数据导出到{v}/Desktop/问卷结果.csv
客服机器人日志路径：{v}\AppData\Local\客服助手\logs\session.log
报错：无权限访问 '{v}/.config/crm-sync/settings.toml'
面试安排草稿在{v}/OneDrive/招聘/面试官.xlsx
报价宏读取失败 {v}\Desktop\报价模板.xlsm
线索打分脚本报错：File "{v}/projects/lead-scorer/score.py", line 88
活动胸牌打印队列：{v}/Pictures/胸牌/第12批.pdf
录用通知书生成于{v}\Documents\录用\offer.pdf
先执行 cd {v}/work/newsletter 再 make send
转人工附件：{v}/Downloads/工单导出.json
背调记录存在{v}/Notes/背调.md
异常：找不到文件 {v}\Documents\CRM\线索.csv
运行前设置 EXPORT_DIR={v}/exports
!{v}/Downloads 下面就是那个表
!文件|路径¶线索|{v}/crm/leads.csv
!“{v}\Desktop\客户名单.xlsx”
!（见{v}/tmp/out.log）
!从{v}/Library/Mail/附件/简历.pdf拷的
!打开{v}\Videos\直播回放.mp4
!版本2025.11.30端口5432以及{v}/.ssh/known_hosts
!ls {v}/
!路径{v}/src/app/main.py
""",
"mixed": r"""
pipeline export 保存在 {v}/Downloads/pipeline_q3.csv
recruiter 的简历 folder：{v}/Documents/Candidates/shortlist.xlsx
cold email 模板在 {v}\Documents\Outreach\sequence_v2.docx
survey 原始数据 export 到 {v}/Desktop/survey.csv
chatbot log 路径：{v}\AppData\Local\SupportBot\logs\session.log
报错 permission denied：'{v}/.config/crm-sync/settings.toml'
面试 schedule 草稿在 {v}/OneDrive/Recruiting/panel.xlsx
deal desk 宏读取失败 {v}\Desktop\quote_template.xlsm
lead scorer 报错 File "{v}/projects/lead-scorer/score.py", line 88
活动 badge 打印：{v}/Pictures/badges/batch_12.pdf
offer PDF 生成在 {v}\Documents\Offers\offer_draft.pdf
先 cd {v}/work/newsletter 然后 make send
handoff 附件：{v}/Downloads/ticket_export.json
reference 笔记在 {v}/Notes/refs.md
FileNotFoundError：{v}\Documents\CRM\leads.csv
跑 job 前 set EXPORT_DIR={v}/exports
!{v}/Downloads 下面就是那个 CSV
!file | 路径¶leads | {v}/crm/leads.csv
!"{v}\Desktop\prospects.xlsx"
!（see {v}/tmp/out.log）
!从 {v}/Library/Mail/attachments/cv.pdf 拷的
!open {v}\Videos\webinar.mp4
!build 2025.11.30、port 5432 以及 {v}/.ssh/known_hosts
!ls {v}/
!-> {v}/src/app/main.py
""",
}

T["schedule"] = {
"en": r"""
Candidate note: she does the school run every day and can only take calls after {v}.
Prospect said he goes to the gym at {v} every morning, so book the demo later.
Recruiter: I wake up at {v} on weekdays, ping me before standup.
Customer told the bot she is home from her night shift by {v} daily.
Reference check: referee walks the dog at {v} and asked us not to call then.
Call notes: the CFO swims at {v} each day -- avoid that slot.
Interview scheduling: the candidate picks up her kids at {v}, so afternoons are tight.
Survey answer: "I usually read newsletters on the train around {v}."
Offer discussion: he starts his commute at {v} and wants a hybrid schedule.
Chat handoff: customer says she takes her medication at {v} and the app reminder is off.
My bedtime is {v} -- please don't text after that.
Champion mentioned he meditates at {v} before work every day.
Event attendee: I leave the house at {v} on weekdays, so the breakfast session is fine.
He has dialysis three times a week, finishing around {v}.
Routine per the candidate: up at {v}, run, then emails.
I always eat lunch at {v}, can we do 2pm?
!{v} every day, gym, non-negotiable
!| day | routine |¶| Mon-Fri | wake {v} |
!"{v}" -- when she logs off for the school pickup
!(usually asleep by {v})
!{v:up} daily walk with the dog
!she's on the {v} ferry each morning
!after {v} I'm offline, kids' bedtime
!daily alarm: {v}
!home by {v} most nights
""",
"zh": r"""
候选人备注：她每天要接送孩子，{v}以后才能接电话。
客户说他每天{v}去健身房，演示往后约。
招聘专员：我工作日{v}起床，站会前找我。
客户告诉机器人她每天{v}下夜班到家。
背调：证明人每天{v}遛狗，那时别打电话。
通话纪要：财务总监每天{v}游泳，避开这个时段。
面试安排：候选人{v}要去接孩子，下午很紧。
问卷回答：“我一般{v}在地铁上看订阅邮件。”
录用沟通：他每天{v}出门通勤，希望混合办公。
转人工：客户说她每天{v}吃药，应用提醒关掉了。
我每天{v}睡觉，之后别发消息。
对接人提到他每天上班前{v}冥想。
报名人：我工作日{v}出门，早餐场可以参加。
他每周透析三次，大约{v}结束。
候选人作息：{v}起床跑步，然后看邮件。
我一般{v}吃午饭，能不能改到两点后？
!{v}每天健身雷打不动
!日期|作息¶周一至周五|{v}起床
!“{v}”她下线去接孩子
!（一般{v}就睡了）
!每天{v}准时遛狗
!她每天坐{v}的轮渡
!{v}之后我就下线陪孩子睡觉
!每日闹钟{v}
!大部分晚上{v}到家
""",
"mixed": r"""
candidate note：她每天 school run，{v} 以后才能 call。
prospect 说他每天 {v} 去 gym，demo 往后约。
recruiter：我 weekday {v} 起床，standup 前 ping 我。
客户告诉 bot 她每天 {v} 下夜班到家。
reference check：证明人每天 {v} 遛狗，别那时 call。
call notes：CFO 每天 {v} 游泳，avoid 这个 slot。
interview scheduling：候选人 {v} 要接孩子，afternoon 很紧。
survey 回答："我一般 {v} 在地铁上看 newsletter。"
offer 沟通：他每天 {v} 出门 commute，想要 hybrid。
handoff：客户说她每天 {v} 吃药，app reminder 关了。
my bedtime 是 {v}，之后别发消息
champion 说他每天上班前 {v} meditate
attendee：我 weekday {v} 出门，breakfast session OK
他每周 dialysis 三次，大约 {v} 结束
候选人 routine：{v} 起床跑步，然后 emails
我一般 {v} 吃 lunch，能改到 2pm 后吗？
!{v} 每天 gym，雷打不动
!day | routine¶Mon-Fri | wake {v}
!"{v}" 她 log off 去接孩子
!（一般 {v} 就睡了）
!每天 {v} daily walk 遛狗
!她每天坐 {v} 的 ferry
!{v} 之后我 offline，陪孩子睡觉
!daily alarm：{v}
!大部分晚上 {v} 到家
""",
}

T["geo"] = {
"en": r"""
[coord] Field sales visit: the prospect's farm office is at {v}.
[coord] Chatbot: please share your location. Customer: {v}
[coord] Event check-in GPS for the candidate's home interview: {v}
[coord] Delivery pin dropped at coordinates {v}
[post] Lead card: {co}, postcode {v}, territory North.
[post] Candidate lives in {city}, post code {v}, open to hybrid.
[post] Survey respondent ZIP: {v}
[post] Newsletter sign-up form -- zip code {v}
[post] Reference check: referee's postal code is {v}.
[post] Handoff: customer says the engineer should come to postcode {v} (ticket {tk}).
[hood] Candidate lives in {v}, about 20 minutes from the office.
[hood] Prospect's home is in the {v} neighbourhood; he prefers in-person meetings nearby.
[hood] Survey answer: "I'm in {v}, near the primary school."
[hood] Chatbot: which estate are you in? Customer: {v}
[hood] Offer relocation: the family is moving to {v} next month.
[coord] lat/long: {v}
!{v} -- that's where she lives
![post] | lead | city | postcode |¶| L-{n} | {city} | {v} |
![coord] "{v}"
![post] ({v})
![post] {v:lo}
![hood] moved to {v} last spring
![post] order {tk}, SKU 44-10, qty 3, {v}
![coord] pinned {v} on the map for the courier
![hood] we're over in {v} now
""",
"zh": r"""
[coord] 上门拜访：客户家的位置是{v}。
[coord] 在线客服：请发送定位。客户：{v}
[coord] 候选人家访签到坐标：{v}
[coord] 配送定位经纬度 {v}
[post] 线索卡片：{co}，邮编{v}，华东区。
[post] 候选人住在{city}，邮政编码{v}，可混合办公。
[post] 问卷填写人邮编：{v}
[post] 订阅登记表 —— 邮编 {v}
[post] 背调：证明人所在地邮编为{v}。
[post] 转人工：客户说上门地址邮编{v}（工单{tk}）。
[hood] 候选人住在{v}，离公司二十分钟。
[hood] 客户家在{v}，希望就近见面。
[hood] 问卷回答：“我住{v}，挨着小学。”
[hood] 客服：请问您住哪个小区？客户：{v}
[hood] 录用搬迁：全家下个月搬到{v}。
[coord] 经纬度：{v}
!{v}——她就住那
![post] 线索|城市|邮编¶L-{n}|{city}|{v}
![coord] “{v}”
![post] （{v}）
![hood] 我家在{v}三号楼
![hood] 去年春天搬进了{v}
![post] 订单{tk}货号44-10数量3邮编{v}
![coord] 给快递员标了{v}
![hood] {v}业主群里说的
""",
"mixed": r"""
[coord] field sales 拜访：prospect 家的位置 {v}
[coord] 在线客服 Bot：请 share location。客户：{v}
[coord] home interview check-in 坐标：{v}
[coord] delivery pin 经纬度 {v}
[post] lead card：{co}，postcode {v}，North 区。
[post] 候选人住在 {city}，post code {v}，可 hybrid
[post] survey 填写人 ZIP：{v}
[post] newsletter 登记 zip code {v}
[post] reference check：证明人邮编 {v}
[post] handoff：客户说 engineer 上门邮编 {v}（ticket {tk}）
[hood] 候选人住在 {v}，离 office 二十分钟
[hood] prospect 家在 {v}，prefer 就近见面
[hood] survey 回答："我住 {v}，near 小学"
[hood] Bot：您住哪个 estate / 小区？客户：{v}
[hood] offer relocation：全家下个月搬到 {v}
[coord] lat/long：{v}
!{v} —— 她就住那
![post] lead | city | 邮编¶L-{n} | {city} | {v}
![coord] "{v}"
![post] （{v}）
![post] {v:lo}
![hood] last spring 搬进了 {v}
![post] order {tk}、SKU 44-10、qty 3、{v}
![coord] 给 courier 标了 {v}
![hood] {v} 业主群里说的
""",
}


# --------------------------------------------------------------------------------------------
# building samples
# --------------------------------------------------------------------------------------------
_SLOT = re.compile(r"\{v(?::(up|lo|fw))?\}")
_KIND = re.compile(r"^\[(\w+)\]\s*")


def _parse(block: str) -> list[tuple[str | None, bool, str]]:
    out = []
    for line in block.strip().splitlines():
        line = line.rstrip()
        if not line:
            continue
        hard = line.startswith("!")
        if hard:
            line = line[1:]
        kind = None
        m = _KIND.match(line)
        if m:
            kind, line = m.group(1), line[m.end():]
        out.append((kind, hard, line.replace(NL, "\n")))
    return out


TEMPLATES = {cat: {lang: _parse(T[cat][lang]) for lang in LANGS} for cat in CATEGORIES}

_LANG_KIND = {"en": "en", "zh": "zh"}


def _fillers(g: Gen, lang: str) -> dict[str, str]:
    r = g.r
    zh = lang == "zh" or (lang == "mixed" and r.random() < 0.5)
    d = g.us.date_between(start_date=_D0.date(), end_date=_D1.date())
    return {
        "co": r.choice(COMPANIES_ZH if zh else COMPANIES),
        "city": r.choice(CITIES_ZH if zh else CITIES_EN),
        "zr": r.choice(ZH_REGION),
        "d": d.strftime("%Y年%m月%d日") if lang == "zh" and r.random() < 0.5 else d.isoformat(),
        "n": str(r.randint(100, 9999)),
        "tk": r.choice(["#", "TCK-", "INC-", "CS-"]) + str(r.randint(10000, 99999)),
        "stage": r.choice(STAGES_ZH if zh else STAGES),
        "prod": r.choice(PRODUCTS_ZH if zh else PRODUCTS),
    }


def _value(g: Gen, cat: str, lang: str, kind: str | None) -> str:
    if cat == "username":
        if kind == "handle":
            return g.handle(_LANG_KIND.get(lang, "any"))
        return g.username(_LANG_KIND.get(lang, "any"))
    if cat == "home_path":
        return g.home_path(_LANG_KIND.get(lang, "any"), win=kind == "win")
    if cat in ("email", "phone", "address", "person_name", "schedule"):
        if kind in ("en", "zh"):
            return getattr(g, cat)(kind)
        k = _LANG_KIND.get(lang, "any")
        if cat == "person_name" and lang == "mixed":
            k = g.r.choice(["en", "zh", "roman"])
        return getattr(g, cat)(k)
    if cat == "geo":
        m = kind or g.r.choice(["coord", "post", "hood"])
        lk = _LANG_KIND.get(lang) or g.r.choice(["en", "zh"])
        return _geo(g, m, lk)
    if cat == "government_id":
        if kind is None:
            kind = g.r.choice(["cn", "cn", "cnpass"] if lang == "zh" else ["ssn", "nino", "passport", "cn"])
        return g.government_id(kind)
    if cat == "financial":
        return g.financial(kind or "card")
    if cat == "secret":
        return g.secret(kind or "any")
    if cat == "password":
        return g.password(kind or "any")
    raise KeyError(cat)


def _geo(g: Gen, m: str, lk: str) -> str:
    r = g.r
    if m == "coord":
        if lk == "zh":
            lat = f"{r.uniform(22.3, 40.1):.{r.choice([4, 5, 6])}f}"
            lng = f"{r.uniform(103.5, 121.9):.{r.choice([4, 5, 6])}f}"
        elif r.random() < 0.5:
            la = g.us.local_latlng(country_code=r.choice(["US", "GB"]))
            lat, lng = la[0], la[1]
        else:
            lat, lng = str(g.us.latitude()), str(g.us.longitude())
        return r.choice([f"{lat}, {lng}", f"{lat},{lng}", f"({lat}, {lng})"])
    if m == "post":
        if lk == "zh":
            return g.zh.postcode()
        return r.choice([g.us.postcode(), g.us.zipcode_plus4(), g.gb.postcode(), g.gb.postcode()])
    if lk == "zh":
        if r.random() < 0.7:
            return r.choice(ESTATE_A) + r.choice(ESTATE_B)
        return r.choice(ESTATE_A) + r.choice(["一期", "二期", "东区", "南苑"]) + r.choice(["小区", "花园"])
    return f"{r.choice(HOOD_A)} {r.choice(HOOD_B)}" + r.choice(["", "", " Estate", " Village"])


_TRANSFORM = {None: lambda s: s, "up": str.upper, "lo": str.lower, "fw": fullwidth}


def _render(tpl: str, value: str, fill: dict[str, str]) -> tuple[str, int, int]:
    m = _SLOT.search(tpl)
    assert m and len(_SLOT.findall(tpl)) == 1, tpl
    v = _TRANSFORM[m.group(1)](value)
    before = tpl[: m.start()].format(**fill) if "{" in tpl[: m.start()] else tpl[: m.start()]
    after = tpl[m.end():].format(**fill) if "{" in tpl[m.end():] else tpl[m.end():]
    text = before + v + after
    return text, len(before), len(before) + len(v)


def samples() -> list[Sample]:
    g = Gen()
    out: list[Sample] = []
    seen: set[str] = set()
    for cat in CATEGORIES:
        for lang in LANGS:
            tpls = TEMPLATES[cat][lang]
            pools = {h: [t for t in tpls if t[1] == h] for h in (False, True)}
            orders = {h: list(range(len(pools[h]))) for h in (False, True)}
            pos = {False: 0, True: 0}
            for idx in range(PER_CELL):
                hard = idx % 4 == 3  # a quarter of each cell is hard cases
                pool, order = pools[hard], orders[hard]
                for _attempt in range(40):
                    if pos[hard] % len(order) == 0:
                        g.r.shuffle(order)
                    kind, _h, tpl = pool[order[pos[hard] % len(order)]]
                    pos[hard] += 1
                    if cat == "address" and lang == "mixed":
                        kind = "zh" if "{zr}{v}" in tpl else ("en" if "{v}, {city}" in tpl else None)
                    if cat == "home_path":
                        kind = "win" if "{v}\\" in tpl or "{v}\\" in tpl else None
                    value = _value(g, cat, lang, kind)
                    if cat == "person_name" and len(value.split()) < 2 and not re.search(r"[\u4e00-\u9fff]", value):
                        continue
                    text, s, e = _render(tpl, value, _fillers(g, lang))
                    val = text[s:e]
                    if text.count(val) != 1 or text in seen:
                        continue
                    seen.add(text)
                    out.append(Sample(text=text, category=cat, lang=lang, start=s, end=e))
                    break
                else:
                    raise RuntimeError(f"cannot build sample for {cat}/{lang}")
    return out


# --------------------------------------------------------------------------------------------
# benign texts.  Same four domains, no personal value.  "!" lines are hard negatives.
# --------------------------------------------------------------------------------------------
B: dict[str, str] = {}
B["en"] = r"""
Pipeline export finished: {k} opportunities, total ARR ${price}, stage {stage} updated on {d}.
Deal note: {co} wants the {prod} with {k} seats; legal review expected within {k2} business days.
Lead scoring model v{ver} deployed; precision improved by {pct}% on the {d} holdout.
Recruiting dashboard: {k} open requisitions in {city}, median time-to-hire {k2} days.
Interview loop for the Senior Backend role: 4 rounds, 45 minutes each, panel TBD.
Offer approval workflow updated: compensation bands for Q{q} published to the wiki.
Newsletter issue #{k} sent to {k3} subscribers; open rate {pct}%, click rate 3.{k2}%.
Event registration for the {city} roadshow closes on {d}; venue capacity {k3}.
Survey results: NPS rose to {k2} after the {prod} launch; {k3} responses collected.
Support bot resolved {pct}% of chats without handoff last week; average handle time {k2} min.
Chatbot release {ver} fixes the loop when customers ask for order status.
Ticket {tk} closed: duplicate of {tk2}, root cause was a timeout in the billing API.
Handoff queue SLA: first human response within {k2} minutes during business days.
Campaign UTM: utm_source=newsletter&utm_medium=email&utm_campaign=q{q}_launch
CSV header: lead_id,company,industry,stage,created_at,amount
Pipeline by region: EMEA ${price}, APAC ${price2}, NA ${price3}.
Reminder: the {hol} office closure affects SLA clocks for ticket {tk}.
{co} renewal is due {d}; discount capped at {pct}%.
Cold email A/B test: subject line B won with a {pct}% reply rate over {k3} sends.
Job posting for a Data Analyst in {city} went live on {d}; {k3} applicants so far.
Build {build} of the support widget is rolling out to {pct}% of traffic.
Error: HubSpot API returned 429 Too Many Requests; retry after {k2} seconds.
The CRM sync job (commit {sha7}) failed at step 3: connection reset by peer.
Request id {uuid} timed out after 30s on the lead enrichment endpoint.
Deploy digest sha256:{sha64}
Webhook payload schema bumped to v{ver}; field "stage" is now an enum.
Customer segment: mid-market, {k2}-{k3} employees, headquartered in {city}.
Product feedback survey: "dark mode" requested {k2} times, "CSV export" {k} times.
Onboarding checklist for new SDRs: CRM training, call shadowing, first sequence by week 2.
Quota attainment for Q{q}: {pct}% of target, {k} deals closed.
Meetup in {city} on {d}: 120 seats, talks on RevOps automation.
Translation pack for the chatbot updated: 14 locales, {k3} strings.
Order {order} shipped from the {city} warehouse; {k2} items.
Refund policy: full refund within 30 days; partial after that.
Candidate sourcing report: {k3} profiles reviewed, {k2} outreach emails, {k} replies.
Invoice INV-{k3} for ${price} is overdue by {k2} days.
Sequence "Q{q} re-engage" paused after {k3} touches; bounce rate under 2%.
Chat widget latency p95 {k3} ms in {city} region after the CDN change.
Hiring freeze lifted for engineering as of {d}.
Survey export contains {k3} rows and 12 columns; no free-text fields.
""".strip()
B["en_hard"] = r"""
Order number {badcard} failed validation -- it is not a card, just our 16-digit order id.
Release notes: build {dotdate}, Python 3.12, Node 20, Postgres on port 5432.
The conference room fits 6 people; book it for the pipeline review.
Competitive intel: the Washington Post covered {co}'s funding round.
Support article: "How to reset your password" was viewed {k3} times.
Config key PASSWORD_MIN_LENGTH=12 and TOKEN_TTL=3600 apply to all tenants.
CSS snippet from the landing page: @media (max-width: 600px) {{ .hero {{ display: none }} }}
Java DTO uses @Override and @Nullable annotations on the Lead class.
Error: ENOENT: no such file or directory, open '/usr/local/etc/crm/config.yaml'
Install path: C:\Program Files\SupportBot\bin\bot.exe
Ticket {tk} references SKU 123-45-6789X, a legacy part number format.
Health check pings 8.8.8.8 and 1.1.1.1 every 30 seconds.
The IBAN field in the form must be validated with mod-97 before submit.
Regex for UK postcodes added to the form validator; tests in test_forms.py.
Version string 2.10.4-rc.1 (build 20251130.7) is pinned in requirements.
Deal stage "Proposal/Price Quote" maps to probability 60%.
Early morning flights from {city} to Dublin are cheapest on Tuesdays.
Our office on Baker Street in London hosts the Q{q} kickoff.
Lincoln Center and Morgan Stanley were both on the event sponsor list.
Error 0x80070005 (Access Denied) when the chatbot installer runs without admin rights.
Timezone for the webinar series: UTC+8; recordings stay online for 90 days.
Call center KPI: 80% of calls answered within 20 seconds.
Lat/long columns were dropped from the export schema in v{ver}.
The survey question "What is your postcode?" was removed for privacy reasons.
UUID {uuid} is the campaign id; hash {sha7} is the template commit.
Cron: 0 2 * * * runs the nightly lead dedupe job.
""".strip()

B["zh"] = r"""
商机导出完成：共{k}个商机，合计金额¥{price}，阶段“{stage}”已于{d}更新。
商机备注：{co}计划采购{prod}，{k}个席位，预计{k2}个工作日内完成法务审核。
线索评分模型 v{ver} 已上线，{d} 的验证集上准确率提升{pct}%。
招聘看板：{city}共有{k}个在招岗位，平均招聘周期{k2}天。
高级后端岗位面试流程：四轮，每轮45分钟，面试官待定。
录用审批流程已更新，第{q}季度薪酬带宽已发布到内部知识库。
第{k}期电子报已发送给{k3}位订阅者，打开率{pct}%。
{city}巡展报名将于{d}截止，场地可容纳{k3}人。
问卷结果：{prod}上线后净推荐值升至{k2}，共回收{k3}份。
上周在线客服机器人独立解决了{pct}%的会话，平均处理时长{k2}分钟。
客服机器人 {ver} 版修复了查询订单状态时的循环问题。
工单{tk}已关闭：与{tk2}重复，根因是计费接口超时。
转人工队列时效：工作日内{k2}分钟内首次响应。
活动链接参数 utm_source=newsletter&utm_campaign=q{q}
CSV 表头：线索编号,公司,行业,阶段,创建时间,金额
按区域统计商机：华东¥{price}，华南¥{price2}，华北¥{price3}。
提醒：{hol}放假期间工单{tk}的时效暂停计算。
{co}续约日期为{d}，折扣上限{pct}%。
外呼邮件 A/B 测试：标题B胜出，{k3}封中回复率{pct}%。
{city}数据分析师岗位于{d}发布，目前收到{k3}份简历。
客服组件 {build} 版本已灰度到{pct}%流量。
报错：接口返回 429 请求过多，{k2}秒后重试。
CRM 同步任务（提交 {sha7}）在第三步失败：连接被重置。
请求 {uuid} 在线索补全接口上超时（30秒）。
镜像摘要 sha256:{sha64}
回调数据结构升级到 v{ver}，“阶段”字段改为枚举。
客户分层：中型企业，{k2}-{k3}人，总部在{city}。
产品反馈问卷：“深色模式”被提到{k2}次，“导出CSV”{k}次。
新销售入职清单：CRM培训、跟听电话、第二周发出第一个序列。
第{q}季度业绩完成率{pct}%，赢单{k}个。
{d}在{city}举办线下沙龙，120个座位，主题是销售运营自动化。
客服机器人语言包更新：14种语言，{k3}条文案。
订单{order}已从{city}仓发货，共{k2}件。
退款政策：30天内全额退款，之后部分退款。
人才搜寻周报：浏览{k3}份简历，发出{k2}封邀约，收到{k}个回复。
发票 INV-{k3} 金额¥{price}，已逾期{k2}天。
“第{q}季度唤醒”序列在{k3}次触达后暂停，退信率低于2%。
CDN 切换后{city}区域聊天组件 p95 延迟{k3}毫秒。
自{d}起研发岗位恢复招聘。
问卷导出共{k3}行12列，不含自由文本字段。
""".strip()
B["zh_hard"] = r"""
订单号{badcard}校验失败——这不是银行卡，只是16位订单编号。
发布说明：构建号{dotdate}，Python 3.12，Postgres 端口 5432。
会议室可容纳6人，商机复盘请预订。
竞品动态：《华盛顿邮报》报道了{co}的融资。
帮助文档“如何重置密码”被浏览{k3}次。
配置项 PASSWORD_MIN_LENGTH=12、TOKEN_TTL=3600 对所有租户生效。
报错：找不到文件 '/usr/local/etc/crm/config.yaml'
安装路径：C:\Program Files\SupportBot\bin\bot.exe
健康检查每30秒探测 8.8.8.8 和 1.1.1.1。
表单提交前需用 mod-97 校验 IBAN 字段。
版本号 2.10.4-rc.1（构建 20251130.7）已固定。
商机阶段“方案报价”对应赢率60%。
从{city}出发的早班机周二最便宜。
南京路步行街的快闪店活动吸引了大量客流。
第{q}季度启动会在国家会议中心举行，约{k3}人参加。
网络研讨会统一使用 UTC+8 时区，回放保留90天。
呼叫中心指标：80%的来电在20秒内接起。
导出结构 v{ver} 中删除了经纬度列。
出于隐私考虑，问卷删除了“您的邮编是多少”这一题。
活动编号 {uuid}，模板提交 {sha7}。
定时任务 0 2 * * * 每晚执行线索去重。
小区物业类客户占本季度新增商机的{pct}%。
工单{tk}引用的料号 123-45-6789X 是旧编码格式。
春节前后客服排班调整，详见排班表 v{ver}。
身份证号字段已改为加密存储，列名 id_card_enc。
手机号字段校验规则：11位，以1开头（仅用于表单校验）。
""".strip()

B["mixed"] = r"""
pipeline export 完成：{k} 个 opportunities，总 ARR ${price}，stage {stage} 于 {d} 更新。
deal note：{co} 想买 {prod}，{k} 个 seats，legal review 预计 {k2} 个工作日。
lead scoring model v{ver} 上线了，{d} holdout 上 precision 提升 {pct}%。
recruiting dashboard：{city} 有 {k} 个 open reqs，median time-to-hire {k2} 天。
Senior Backend 面试 loop：4 轮，每轮 45 分钟，panel 待定。
offer approval workflow 更新了，Q{q} comp bands 已发 wiki。
newsletter 第 {k} 期发给 {k3} 位 subscribers，open rate {pct}%。
{city} roadshow registration {d} 截止，venue 容纳 {k3} 人。
survey 结果：{prod} launch 后 NPS 升到 {k2}，共 {k3} 份 responses。
support bot 上周 {pct}% 的 chats 无需 handoff，平均 handle time {k2} 分钟。
chatbot release {ver} 修复了查询 order status 时的 loop。
ticket {tk} 已关闭：duplicate of {tk2}，root cause 是 billing API timeout。
handoff queue SLA：工作日 {k2} 分钟内 first response。
campaign UTM：utm_source=newsletter&utm_campaign=q{q}_launch
CSV header：lead_id,company,industry,stage,created_at,amount
按 region 统计 pipeline：EMEA ${price}，APAC ${price2}，NA ${price3}。
提醒：{hol} 放假影响 ticket {tk} 的 SLA clock。
{co} renewal 在 {d}，discount 上限 {pct}%。
cold email A/B test：subject B 胜出，{k3} sends 回复率 {pct}%。
{city} Data Analyst JD 于 {d} 上线，已有 {k3} 位 applicants。
support widget build {build} 灰度到 {pct}% traffic。
报错：HubSpot API 返回 429 Too Many Requests，{k2} 秒后 retry。
CRM sync job（commit {sha7}）第 3 步失败：connection reset by peer。
request id {uuid} 在 lead enrichment endpoint 超时 30s。
deploy digest sha256:{sha64}
webhook payload schema 升到 v{ver}，"stage" 改成 enum。
客户 segment：mid-market，{k2}-{k3} 人，HQ 在 {city}。
product feedback 问卷："dark mode" 被提 {k2} 次，"CSV export" {k} 次。
新 SDR onboarding checklist：CRM 培训、call shadowing、第二周发第一个 sequence。
Q{q} quota attainment {pct}%，closed {k} deals。
{d} 在 {city} 办 meetup，120 seats，topic 是 RevOps automation。
chatbot 翻译包更新：14 个 locales，{k3} 条 strings。
order {order} 从 {city} warehouse 发货，{k2} 件。
refund policy：30 天内 full refund，之后 partial。
sourcing report：review 了 {k3} 份 profiles，发了 {k2} 封 outreach，{k} 个 replies。
invoice INV-{k3} 金额 ${price}，overdue {k2} 天。
sequence "Q{q} re-engage" 在 {k3} 次 touches 后 paused，bounce rate < 2%。
CDN 切换后 {city} 区 chat widget p95 {k3} ms。
engineering hiring freeze 自 {d} 起解除。
survey export 共 {k3} rows、12 columns，没有 free-text 字段。
""".strip()
B["mixed_hard"] = r"""
order number {badcard} 校验失败 —— 不是 card，只是 16 位 order id。
release notes：build {dotdate}，Python 3.12，Postgres port 5432。
会议室 room for 6 people，pipeline review 请预订。
competitive intel：Washington Post 报道了 {co} 的融资。
help article "How to reset your password" 浏览了 {k3} 次。
config PASSWORD_MIN_LENGTH=12、TOKEN_TTL=3600 对所有 tenant 生效。
landing page CSS：@media (max-width: 600px) {{ .hero {{ display: none }} }}
Java DTO 在 Lead class 上用了 @Override 和 @Nullable。
报错 ENOENT：no such file or directory, open '/usr/local/etc/crm/config.yaml'
install path：C:\Program Files\SupportBot\bin\bot.exe
ticket {tk} 引用的 SKU 123-45-6789X 是 legacy part number。
health check 每 30 秒 ping 8.8.8.8 和 1.1.1.1。
form 里的 IBAN 字段 submit 前要做 mod-97 校验。
version 2.10.4-rc.1（build 20251130.7）已 pin。
deal stage "Proposal/Price Quote" 对应 probability 60%。
从 {city} 出发的 early morning flights 周二最便宜。
Q{q} kickoff 在 London Baker Street 的 office 举行。
Lincoln Center 和 Morgan Stanley 都在 sponsor list 上。
webinar series 时区 UTC+8，recordings 保留 90 天。
call center KPI：80% calls 在 20 秒内接起。
export schema v{ver} 删掉了 lat/long 列。
出于 privacy，survey 删除了 "What is your postcode?" 这题。
campaign id {uuid}，template commit {sha7}。
cron 0 2 * * * 每晚跑 lead dedupe。
身份证号 field 改成加密存储，column 名 id_card_enc。
手机号 validation rule：11 位、以 1 开头（仅 form 校验用）。
""".strip()


PREFIX = {
    "en": ["Note: ", "FYI -- ", "Summary: ", "[CRM] ", "Agent summary: ", "Ticket {tk}: ", "Update {d}: ",
           "From the RevOps channel: ", "Recruiting ops: ", "Marketing ops: ", "Support lead: ", "Weekly digest: "],
    "zh": ["备注：", "提醒：", "摘要：", "【CRM】", "客服小结：", "工单{tk}：", "{d}更新：", "销售运营群：",
           "招聘运营：", "市场部：", "客服主管：", "周报："],
    "mixed": ["Note：", "FYI：", "summary：", "【CRM】", "agent 小结：", "ticket {tk}：", "{d} update：",
              "RevOps 群：", "recruiting ops：", "marketing：", "support lead：", "weekly digest："],
}


def _benign_fill(g: Gen, lang: str) -> dict[str, str]:
    r = g.r
    zh = lang == "zh" or (lang == "mixed" and r.random() < 0.5)
    d = g.us.date_between(start_date=_D0.date(), end_date=_D1.date())
    while True:
        body = str(r.randint(1, 9)) + "".join(str(r.randint(0, 9)) for _ in range(14))
        bad = body + str((int(luhn_digit(body)) + r.randint(1, 9)) % 10)
        if not luhn_ok(bad):
            break
    return {
        "k": str(r.randint(3, 80)), "k2": str(r.randint(2, 29)), "k3": str(r.randint(100, 5000)),
        "q": str(r.randint(1, 4)), "pct": str(r.randint(5, 95)),
        "price": f"{r.randint(1000, 900000):,}", "price2": f"{r.randint(1000, 900000):,}",
        "price3": f"{r.randint(1000, 900000):,}",
        "ver": f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "build": f"{r.randint(2023, 2025)}.{r.randint(1, 12)}.{r.randint(1, 28)}",
        "dotdate": f"{d.year}.{d.month}.{d.day}",
        "d": d.strftime("%Y年%m月%d日") if lang == "zh" and r.random() < 0.5 else d.isoformat(),
        "co": r.choice(COMPANIES_ZH if zh else COMPANIES),
        "city": r.choice(CITIES_ZH if zh else CITIES_EN),
        "prod": r.choice(PRODUCTS_ZH if zh else PRODUCTS),
        "stage": r.choice(STAGES_ZH if zh else STAGES),
        "hol": r.choice(HOLIDAYS_ZH if zh else HOLIDAYS),
        "tk": "TCK-" + str(r.randint(10000, 99999)), "tk2": "TCK-" + str(r.randint(10000, 99999)),
        "order": "SO-" + str(r.randint(2023, 2025)) + "-" + str(r.randint(10000, 99999)),
        "uuid": str(uuid.UUID(int=r.getrandbits(128), version=4)),
        "sha7": "".join(r.choice("0123456789abcdef") for _ in range(7)),
        "sha64": "".join(r.choice("0123456789abcdef") for _ in range(64)),
        "badcard": " ".join(bad[i:i + 4] for i in range(0, 16, 4)) if r.random() < 0.5 else bad,
    }


def benign_with_lang() -> list[tuple[str, str]]:
    g = Gen()
    g.r = random.Random(RANDOM_SEED + 1)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        normal = [t.replace(NL, "\n") for t in B[lang].splitlines() if t.strip()]
        hard = [t.replace(NL, "\n") for t in B[lang + "_hard"].splitlines() if t.strip()]
        n_hard = BENIGN_PER_LANG // 3 + 1
        seen: set[str] = set()
        for pool, count in ((hard, n_hard), (normal, BENIGN_PER_LANG - n_hard)):
            got = 0
            i = 0
            while got < count:
                tpl = pool[i % len(pool)]
                i += 1
                fill = _benign_fill(g, lang)
                pre = g.r.choice(PREFIX[lang]).format(**fill) if g.r.random() < 0.6 else ""
                text = pre + tpl.format(**fill)
                if text in seen:
                    if i > count * 50:
                        raise RuntimeError("cannot make enough distinct benign texts")
                    continue
                seen.add(text)
                out.append((lang, text))
                got += 1
    return out


if __name__ == "__main__":
    report("af", samples(), benign_with_lang())
