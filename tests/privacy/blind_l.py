# ruff: noqa
"""Blind privacy corpus L — the final held-out acceptance corpus ("product owner" style).

Style: everyday text a user tells an assistant or an agent jots into memory — plain sentences,
instructions, reminders, notes, questions, config fragments and chat lines — in English,
Chinese and code-switched Chinese/English.  Every category has 25+ sentence templates per
language (en, zh, mixed); values come straight from Faker (en_US, en_GB,
zh_CN) in all the formats its providers produce, unnormalised (phone extensions, (xxx) forms,
+44 forms, msisdn, en_GB postcodes, Faker ``ssn`` for all three locales, ``passport_number``,
``iban``/``bban``/``aba``, every credit-card type, ``latitude``/``longitude``/``local_latlng``,
``password()`` with symbols, ``time()`` and time patterns, ``user_name`` …) plus own
generators for what Faker lacks (provider API tokens, private-key blocks, URL credentials,
CN resident IDs with checksum, UK NI numbers, passphrases, 小区 names, Chinese clock
expressions).  Hard cases are mixed in: values at the very start/end of the text, glued to CJK
characters, full-width (NFKC-equivalent) digits and punctuation, zero-width characters inside
values, values grouped by spaces/hyphens/dots.

Benign texts: the same everyday styles with hard negatives (dates, versions, UUIDs, commit
hashes, digests, order/issue numbers, ports, public IPs, prices, city and company names,
"early morning"/"早上" without a clock time, code, errors, a few public-event times,
Luhn-failing 16-digit order numbers).

Author note: written blind — without reading the gate's code, its tests or the other corpora,
and without running the gate.  Seeds: Faker("en_US").seed_instance(1201),
Faker("en_GB").seed_instance(1202), Faker("zh_CN").seed_instance(1203),
random.Random(20261130) for samples and random.Random(20261131) for benign texts.
"""

from __future__ import annotations

import base64
import json
import random
import string
import sys
from datetime import date, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

from faker import Faker  # noqa: E402

N_PER_CELL = 270
FIXED_NOW = datetime(2026, 1, 1)  # Faker time() samples up to "now": pin it for determinism
N_BENIGN = 440
SEED = 20261130

# --------------------------------------------------------------------------------------------
# small helpers
# --------------------------------------------------------------------------------------------
B62 = string.ascii_letters + string.digits
B64URL = B62 + "-_"
UPPER32 = string.ascii_uppercase + "234567"
HEX = "0123456789abcdef"
ZW = ("\u200b", "\u200c", "\u200d", "\u2060", "\ufeff")


def rs(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def to_fullwidth(s: str) -> str:
    out = []
    for ch in s:
        o = ord(ch)
        if 0x21 <= o <= 0x7E:
            out.append(chr(o + 0xFEE0))
        elif ch == " ":
            out.append("\u3000")
        else:
            out.append(ch)
    return "".join(out)


def fullwidth_digits(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if c.isdigit() or c in ":-+()." else c for c in s)


def insert_zw(rng: random.Random, s: str) -> str:
    if len(s) < 4:
        return s
    i = rng.randrange(2, len(s) - 1)
    return s[:i] + rng.choice(ZW) + s[i:]


def group_digits(rng: random.Random, s: str, sizes=(4,)) -> str:
    sep = rng.choice([" ", "-", ".", " "])
    size = rng.choice(sizes)
    return sep.join(s[i : i + size] for i in range(0, len(s), size))


def luhn_ok(num: str) -> bool:
    d = [int(c) for c in num if c.isdigit()]
    total = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        total += x
    return total % 10 == 0


def luhn_complete(rng: random.Random, prefix: str, length: int) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    for c in string.digits:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def make_iban(country: str, bban: str) -> str:
    s = bban + country + "00"
    check = 98 - int("".join(str(int(c, 36)) for c in s)) % 97
    return f"{country}{check:02d}{bban}"


CN_AREAS = (
    "110101", "110105", "310104", "310115", "440305", "440106", "330106", "510107",
    "420102", "320102", "500103", "610113", "210102", "370202", "350203", "430104",
)
CN_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def cn_id_check(first17: str) -> str:
    return "10X98765432"[sum(int(a) * b for a, b in zip(first17, CN_W)) % 11]


def cn_id(rng: random.Random) -> str:
    d = date(1950, 1, 1) + timedelta(days=rng.randrange(0, 20000))
    body = rng.choice(CN_AREAS) + d.strftime("%Y%m%d") + f"{rng.randrange(1000):03d}"
    return body + cn_id_check(body)


def cn_id_valid(s: str) -> bool:
    return len(s) == 18 and s[:17].isdigit() and cn_id_check(s[:17]) == s[17].upper()


def uk_nino(rng: random.Random) -> str:
    bad_pairs = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}
    while True:
        a = rng.choice([c for c in string.ascii_uppercase if c not in "DFIQUV"])
        b = rng.choice([c for c in string.ascii_uppercase if c not in "DFIOQUV"])
        if a + b not in bad_pairs:
            break
    digits = "".join(rng.choice(string.digits) for _ in range(6))
    suffix = rng.choice("ABCD")
    if rng.random() < 0.5:
        return f"{a}{b}{digits}{suffix}"
    return f"{a}{b} {digits[:2]} {digits[2:4]} {digits[4:]} {suffix}"


# --------------------------------------------------------------------------------------------
# filler vocabularies (non-personal context)
# --------------------------------------------------------------------------------------------
EN_CITIES = (
    "London", "Manchester", "Leeds", "Bristol", "Glasgow", "Edinburgh", "Cardiff", "Boston",
    "Chicago", "Seattle", "Austin", "Denver", "Portland", "New York", "San Diego", "Toronto",
    "Birmingham", "Liverpool", "Oxford", "Cambridge", "Atlanta", "Phoenix", "Dublin", "Sheffield",
)
ZH_CITY_DIST = (
    ("北京市", "朝阳区"), ("北京市", "海淀区"), ("北京市", "西城区"), ("上海市", "浦东新区"),
    ("上海市", "徐汇区"), ("上海市", "静安区"), ("广州市", "天河区"), ("广州市", "越秀区"),
    ("深圳市", "南山区"), ("深圳市", "福田区"), ("杭州市", "西湖区"), ("杭州市", "滨江区"),
    ("成都市", "武侯区"), ("成都市", "锦江区"), ("武汉市", "洪山区"), ("南京市", "鼓楼区"),
    ("西安市", "雁塔区"), ("重庆市", "渝北区"), ("苏州市", "工业园区"), ("天津市", "南开区"),
    ("厦门市", "思明区"), ("长沙市", "岳麓区"), ("青岛市", "市南区"), ("郑州市", "金水区"),
)
ZH_PROV = {
    "广州市": "广东省", "深圳市": "广东省", "杭州市": "浙江省", "成都市": "四川省",
    "武汉市": "湖北省", "南京市": "江苏省", "西安市": "陕西省", "苏州市": "江苏省",
    "厦门市": "福建省", "长沙市": "湖南省", "青岛市": "山东省", "郑州市": "河南省",
}
ZH_NAME_WORDS = frozenset(("高峰", "高明", "文明", "方正", "江山", "金鑫", "海洋", "黄金", "白云",
                           "高山", "石油", "向阳", "明天", "平安", "常青", "胡同", "马路"))
EN_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
ZH_DAYS = ("周一", "周二", "周三", "周四", "周五", "周六", "周日", "星期一", "星期三", "星期五")
PINYIN_SUR = ("Zhang", "Wang", "Li", "Liu", "Chen", "Yang", "Huang", "Zhao", "Zhou", "Wu",
              "Xu", "Sun", "Ma", "Zhu", "Hu", "Guo", "He", "Lin", "Luo", "Gao")
PINYIN_GIVEN = ("Wei", "Fang", "Na", "Xiuying", "Min", "Jing", "Lei", "Qiang", "Jun", "Yang",
                "Yong", "Yan", "Jie", "Tao", "Ming", "Chao", "Xiuzhen", "Hui", "Li", "Peng",
                "Haoran", "Zihan", "Yuxuan", "Xinyi", "Jiahao")
EN_WORDS = ("correct", "horse", "battery", "staple", "purple", "monkey", "dishwasher", "river",
            "orange", "tiger", "window", "coffee", "marble", "yellow", "penguin", "rocket",
            "garden", "silver", "thunder", "maple", "violin", "cactus", "harbor", "lantern")
ZH_ESTATE_A = ("阳光", "翠湖", "金色", "碧水", "万科", "锦绣", "华润", "绿地", "紫荆", "枫林",
               "明珠", "御景", "滨江", "梧桐", "和谐", "幸福", "世纪", "龙湖", "星河", "丽景")
ZH_ESTATE_B = ("花园", "家园", "新村", "苑", "名苑", "雅苑", "公寓", "城", "华府", "湾",
               "嘉园", "水岸", "山庄", "天地")
EN_ESTATE_A = ("Willow", "Maple", "Cedar", "Briar", "Foxglove", "Ashbourne", "Kingsmead",
               "Larkspur", "Heatherbrook", "Oakridge", "Thornbury", "Elmstead", "Riverside",
               "Hawthorn", "Beechwood", "Millbrook")
EN_ESTATE_B = ("Estate", "Gardens", "Heights", "Park Estate", "Village", "Green", "Meadows")


# --------------------------------------------------------------------------------------------
# value generators
# --------------------------------------------------------------------------------------------
class Gen:
    def __init__(self) -> None:
        self.us = Faker("en_US")
        self.us.seed_instance(1201)
        self.gb = Faker("en_GB")
        self.gb.seed_instance(1202)
        self.cn = Faker("zh_CN")
        self.cn.seed_instance(1203)
        self.rng = random.Random(SEED)

    # ---- helpers
    def en_faker(self) -> Faker:
        return self.us if self.rng.random() < 0.55 else self.gb

    def anyf(self) -> Faker:
        return self.rng.choice((self.us, self.gb, self.cn))

    # ---- secret ------------------------------------------------------------------------
    def secret(self, lang: str):
        r = self.rng
        kind = r.choice(
            (
                "aws", "aws_secret", "ghp", "gh_other", "gh_fine", "slack", "slack_user",
                "openai_proj", "openai_old", "anthropic", "stripe", "stripe_rk", "google",
                "hf", "sendgrid", "telegram", "jwt", "pkey", "url", "assigned", "assigned",
            )
        )
        if kind == "aws":
            return "AKIA" + rs(r, UPPER32, 16)
        if kind == "aws_secret":
            return (r.choice(("aws_secret_access_key = ", "AWS_SECRET_ACCESS_KEY=", "aws_secret_access_key=")), rs(r, B62 + "/+", 40), "", "sec_assign!")
        if kind == "ghp":
            return "ghp_" + rs(r, B62, 36)
        if kind == "gh_other":
            return r.choice(("gho_", "ghu_", "ghs_", "ghr_")) + rs(r, B62, 36)
        if kind == "gh_fine":
            return "github_pat_" + rs(r, B62, 22) + "_" + rs(r, B62, 59)
        if kind == "slack":
            return (f"xox{r.choice('bar')}-{r.randrange(10**10, 10**12)}-"
                    f"{r.randrange(10**10, 10**13)}-{rs(r, B62, 24)}")
        if kind == "slack_user":
            return (f"xoxp-{r.randrange(10**10, 10**12)}-{r.randrange(10**10, 10**12)}-"
                    f"{r.randrange(10**10, 10**13)}-{rs(r, HEX, 32)}")
        if kind == "openai_proj":
            return "sk-proj-" + rs(r, B64URL, r.choice((48, 74, 120, 156)))
        if kind == "openai_old":
            return "sk-" + rs(r, B62, 20) + "T3BlbkFJ" + rs(r, B62, 20)
        if kind == "anthropic":
            return "sk-ant-api03-" + rs(r, B64URL, 93) + "AA"
        if kind == "stripe":
            return r.choice(("sk_live_", "sk_test_")) + rs(r, B62, r.choice((24, 34, 99)))
        if kind == "stripe_rk":
            return "rk_live_" + rs(r, B62, r.choice((24, 99)))
        if kind == "google":
            return "AIza" + rs(r, B64URL, 35)
        if kind == "hf":
            return "hf_" + rs(r, string.ascii_letters, 34)
        if kind == "sendgrid":
            return "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43)
        if kind == "telegram":
            return f"{r.randrange(10**8, 10**10)}:AA{rs(r, B64URL, 33)}"
        if kind == "jwt":
            b = lambda d: base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).rstrip(b"=").decode()
            head = b({"alg": r.choice(("HS256", "RS256")), "typ": "JWT"})
            body = b({"sub": str(r.randrange(10**6, 10**9)), "iat": r.randrange(1_600_000_000, 1_800_000_000),
                      "scope": r.choice(("read", "admin", "user:write"))})
            return f"{head}.{body}.{rs(r, B64URL, r.choice((43, 86)))}"
        if kind == "pkey":
            label = r.choice(("RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"))
            lines = [rs(r, B62 + "+/", 64) for _ in range(r.randrange(3, 8))]
            lines.append(rs(r, B62 + "+/", r.randrange(8, 60)) + "==")
            return ("", f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----", "", "sec_block!")
        if kind == "url":
            f = self.anyf()
            user = r.choice((f.user_name(), "admin", "deploy", "root", "svc_backup"))
            pw = r.choice((f.password(length=r.randrange(10, 18), special_chars=False),
                           rs(r, B62, r.randrange(12, 24)), f.password()))
            pw = pw.replace("@", "").replace("/", "").replace(":", "").replace("#", "").replace("?", "")
            scheme, host = r.choice((
                ("postgres", "db.internal:5432/app"), ("postgresql", "10.0.3.17:5432/orders"),
                ("mysql", "mysql.prod.local:3306/shop"), ("mongodb+srv", "cluster0.mongodb.net/test"),
                ("redis", "cache.local:6379/0"), ("https", "git.example.com/team/repo.git"),
                ("amqp", "rabbit.svc:5672/%2f"), ("ftp", "files.example.org/upload"),
                ("smtp", "smtp.mailgun.org:587"),
            ))
            return (f"{scheme}://{user}:", pw, f"@{host}", "sec_url!")
        # assigned high-entropy value
        name = r.choice(("API_KEY", "api_key", "SECRET_KEY", "client_secret", "access_token",
                         "AUTH_TOKEN", "webhook_secret", "apiKey", "PRIVATE_TOKEN",
                         "DJANGO_SECRET_KEY", "app_secret", "refresh_token", "SESSION_SECRET"))
        sep = r.choice(("=", " = ", ": ", "=\"", ":\t"))
        val = r.choice((rs(r, HEX, 32), rs(r, HEX, 40), rs(r, B62, 32), rs(r, B62, 48),
                        rs(r, B64URL, 43)))
        return (name + sep, val, '"' if sep.endswith('"') else "", "sec_assign!")

    # ---- password ----------------------------------------------------------------------
    def password(self, lang: str):
        r = self.rng
        f = self.anyf()
        k = r.randrange(10)
        if k <= 3:
            return f.password()
        if k == 4:
            return f.password(length=r.randrange(8, 20))
        if k == 5:
            return f.password(length=r.randrange(8, 14), special_chars=False)
        if k == 6:
            sep = r.choice(("-", " ", ".", "_"))
            return sep.join(r.sample(EN_WORDS, r.randrange(3, 5))) + r.choice(("", "", "42", "!", "7"))
        if k == 7:
            w = r.choice(("Summer", "Winter", "Dragon", "Sunshine", "Monkey", "Shadow", "Football",
                          "Welcome", "Letmein", "Spring"))
            return w + str(r.randrange(1970, 2026)) + r.choice("!@#$%&*")
        if k == 8:
            py = r.choice(("woaini", "zhang", "liwei", "wangfang", "xiaoming", "aini", "qwer"))
            return py + r.choice(("1314", "520", "@1988", "_2023", "123!", "#666", "888"))
        return rs(r, B62 + "!@#$%^&*", r.randrange(12, 22))

    # ---- email -------------------------------------------------------------------------
    def email(self, lang: str):
        r = self.rng
        f = self.cn if lang == "zh" and r.random() < 0.6 else r.choice((self.us, self.gb, self.cn))
        k = r.randrange(9)
        if k == 0:
            return f.email()
        if k == 1:
            return f.free_email()
        if k == 2:
            return f.company_email()
        if k == 3:
            return f.safe_email()
        if k == 4:
            return f.ascii_free_email()
        if k == 5:
            return f"{r.randrange(10**5, 10**10)}@qq.com"
        if k == 6:
            dom = r.choice(("163.com", "126.com", "sina.com", "foxmail.com", "outlook.com",
                            "icloud.com", "proton.me", "yahoo.co.uk", "btinternet.com"))
            return f"{f.user_name()}@{dom}"
        if k == 7:
            return f"{f.first_name().lower() if f is not self.cn else f.user_name()}+{r.choice(('news', 'shop', 'work', 'cmm'))}@gmail.com"
        return f.ascii_company_email()

    # ---- phone -------------------------------------------------------------------------
    def phone(self, lang: str):
        r = self.rng
        k = r.randrange(10)
        cn_side = lang == "zh" and r.random() < 0.75 or lang == "mixed" and r.random() < 0.45
        if cn_side:
            if k <= 4:
                return self.cn.phone_number()
            m = self.cn.phone_number()
            if k == 5:
                return f"+86 {m[:3]} {m[3:7]} {m[7:]}"
            if k == 6:
                return r.choice(("+86-", "0086-", "+86")) + m
            if k == 7:
                return f"{m[:3]}-{m[3:7]}-{m[7:]}"
            if k == 8:
                area = r.choice(("010", "021", "020", "0755", "0571", "028", "027", "025"))
                return f"{area}-{r.randrange(2000, 9000)}{r.randrange(1000, 10000)}" + r.choice(("", "", f"转{r.randrange(10, 999)}"))
            return self.cn.msisdn()
        if k <= 3:
            return self.us.phone_number()
        if k <= 6:
            return self.gb.phone_number()
        if k == 7:
            return self.en_faker().msisdn()
        if k == 8:
            return f"07{r.randrange(100, 999)} {r.randrange(100000, 999999)}"
        return f"({r.randrange(201, 989)}) {r.randrange(200, 999)}-{r.randrange(1000, 9999)}" + r.choice((" ext. 23", " ext 104", "", "x5"))

    # ---- address -----------------------------------------------------------------------
    def address(self, lang: str):
        r = self.rng
        if lang == "zh" or (lang == "mixed" and r.random() < 0.5):
            k = r.randrange(6)
            street = self.cn.street_name()
            num = f"{r.randrange(1, 999)}号"
            if k == 0:
                return self.cn.street_address()  # raw Faker: 大冶街p座
            if k == 1:
                return f"{street}{num}{self.cn.building_number()}{r.randrange(101, 2800)}室"
            if k == 2:
                return f"{street}{num}{r.randrange(1, 30)}栋{r.randrange(1, 6)}单元{r.randrange(101, 2600)}室"
            if k == 3:
                return f"{street}{num}{r.randrange(1, 20)}号楼{r.randrange(101, 1900)}"
            if k == 4:
                return f"{street}{num}院{r.randrange(1, 12)}号楼{r.randrange(1, 5)}门{r.randrange(101, 999)}"
            return f"{street}{r.randrange(1, 400)}弄{r.randrange(1, 80)}号{r.randrange(101, 605)}室"
        k = r.randrange(6)
        if k <= 1:
            return self.us.street_address()
        if k <= 3:
            v = self.gb.street_address()  # may hold Faker's own line break ("Flat 41\nLeigh Highway")
            return v.replace("\n", ", ") if r.random() < 0.4 else v
        if k == 4:
            return f"{self.us.building_number()} {self.us.street_name()}, {self.us.secondary_address()}"
        return f"Flat {r.randrange(1, 60)}, {self.gb.building_number()} {self.gb.street_name()}"

    # ---- government id -----------------------------------------------------------------
    def government_id(self, lang: str):
        r = self.rng
        if lang == "zh" or (lang == "mixed" and r.random() < 0.5):
            k = r.randrange(5)
            if k <= 2:
                v = cn_id(r)
                return ("", v.lower() if v.endswith("X") and r.random() < 0.3 else v, "", "gov_cnid")
            if k == 3:
                s = self.cn.ssn()
                return ("", s if cn_id_valid(s) else cn_id(r), "", "gov_cnid")
            k2 = r.randrange(3)
            pp = (r.choice("EG") + f"{r.randrange(10**7, 10**8)}" if k2 == 0
                  else r.choice(("EA", "EB", "EC", "ED")) + f"{r.randrange(10**6, 10**7)}" if k2 == 1
                  else self.cn.passport_number())
            return ("", pp, "", "gov_passport!")
        k = r.randrange(7)
        if k <= 1:
            return ("", self.us.ssn(), "", "gov_ssn")
        if k == 2:
            return ("", self.gb.ssn(), "", "gov_ni")
        if k == 3:
            return ("", uk_nino(r), "", "gov_ni")
        if k == 4:
            return ("", self.en_faker().passport_number(), "", "gov_passport!")
        if k == 5 and r.random() < 0.5:
            return ("", cn_id(r), "", "gov_cnid")
        return ("", self.us.ssn().replace("-", r.choice(("", " ", "-"))), "", "gov_ssn!")

    # ---- financial ---------------------------------------------------------------------
    def financial(self, lang: str):
        r = self.rng
        k = r.randrange(10)
        if k <= 4:
            f = self.anyf()
            if f is self.cn:
                t = r.choice(("unionpay", "unionpay", "visa", "mastercard", None))
            else:
                t = r.choice(("visa16", "visa13", "visa19", "mastercard", "amex", "discover",
                              "diners", "jcb15", "jcb16", "maestro", None, None))
            v = f.credit_card_number(card_type=t) if t else f.credit_card_number()
            if not luhn_ok(v):
                v = luhn_complete(r, v[:6], len(v))
            if r.random() < 0.3 and len(v) == 16:
                v = " ".join(v[i : i + 4] for i in range(0, 16, 4))
            return ("", v, "", "fin_card")
        if k == 5:
            v = luhn_complete(r, r.choice(("622848", "621700", "622202", "625807", "621483")), r.choice((16, 19)))
            return ("", v, "", "fin_card")
        if k == 6:
            v = self.anyf().iban()
            if not iban_ok(v):
                v = make_iban("GB", v[4:])
            return ("", v, "", "fin_iban")
        if k == 7:
            cc, n = r.choice((("DE", 18), ("FR", 23), ("NL", 14), ("ES", 20), ("IT", 23), ("BE", 12), ("IE", 18)))
            if cc == "NL":
                bban = rs(r, string.ascii_uppercase, 4) + rs(r, string.digits, 10)
            elif cc == "IE":
                bban = rs(r, string.ascii_uppercase, 4) + rs(r, string.digits, 14)
            elif cc == "IT":
                bban = r.choice(string.ascii_uppercase) + rs(r, string.digits, 22)
            else:
                bban = rs(r, string.digits, n)
            v = make_iban(cc, bban)
            if r.random() < 0.4:
                v = " ".join(v[i : i + 4] for i in range(0, len(v), 4))
            return ("", v, "", "fin_iban")
        if k == 8:
            cue = r.choice(("routing number ", "ABA ", "routing no. ", "ABA routing ") if lang != "zh" else ("ABA路由号 ", "routing number "))
            return (cue, self.us.aba(), "", "fin_acct!")
        cue = r.choice(("account number ", "acct no. ", "bank account ", "account # ") if lang != "zh" else ("银行账号：", "账号 ", "收款账户"))
        v = r.choice((self.anyf().bban(), f"{r.randrange(10**7, 10**8)}", f"{r.randrange(10**9, 10**12)}",
                      luhn_complete(r, "6217", 19)))
        return (cue, v, "", "fin_acct!")

    # ---- person name -------------------------------------------------------------------
    def person_name(self, lang: str):
        r = self.rng
        if lang == "zh" or (lang == "mixed" and r.random() < 0.45):
            k = r.randrange(6)
            if k <= 2:
                v = self.cn.name()
                while v in ZH_NAME_WORDS:  # names that are also everyday words
                    v = self.cn.name()
                return v
            if k == 3:
                return self.cn.name_female() if r.random() < 0.5 else self.cn.name_male()
            if k == 4:
                return self.cn.last_name() + self.cn.first_name()
            return r.choice(("欧阳", "司马", "诸葛", "上官")) + self.cn.first_name()
        k = r.randrange(9)
        if k <= 2:
            return self.us.name()
        if k <= 4:
            return self.gb.name()
        if k == 5:
            f = self.en_faker()
            return f.name_female() if r.random() < 0.5 else f.name_male()
        if k == 6:
            f = self.en_faker()
            return f"{f.first_name()} {f.last_name()}"
        if k == 7:
            return f"{r.choice(PINYIN_GIVEN)} {r.choice(PINYIN_SUR)}" if r.random() < 0.3 else f"{r.choice(PINYIN_SUR)} {r.choice(PINYIN_GIVEN)}"
        f = self.en_faker()
        if r.random() < 0.5:
            return f"{f.prefix_female()} {f.first_name_female()} {f.last_name()}"
        return f"{f.prefix_male()} {f.first_name_male()} {f.last_name()}"

    # ---- username ----------------------------------------------------------------------
    def username(self, lang: str):
        r = self.rng
        f = self.cn if lang == "zh" and r.random() < 0.5 else self.anyf()
        u = f.user_name()
        k = r.randrange(6)
        if k == 0:
            u = u + r.choice(("_dev", "_92", "2024", ".x", "-codes"))
        elif k == 1:
            u = r.choice(("dark_", "the_", "real", "mr_", "xiao_")) + u
        if len(u) < 5:
            u += str(r.randrange(10, 99))
        return u

    # ---- home path ---------------------------------------------------------------------
    def home_path(self, lang: str):
        r = self.rng
        k = r.randrange(4)
        f = self.cn if lang == "zh" and r.random() < 0.5 else self.anyf()
        user = r.choice((f.user_name(), f.user_name(),
                         (r.choice(PINYIN_SUR) + r.choice(PINYIN_GIVEN)).lower(),
                         self.en_faker().first_name().lower() + r.choice(("", ".", "_")) + self.en_faker().last_name().lower()))
        rest = r.choice(("/.ssh/id_ed25519", "/projects/app/.env", "/Documents/tax_2024.pdf",
                         "/.config/cmm/config.toml", "/Downloads/report.xlsx", "/code/api/main.py",
                         "/.aws/credentials", "/notes/todo.md", "/Desktop/简历.docx", "/venv/bin/python",
                         "/.kube/config", "/Pictures/family"))
        if k == 0:
            return ("", f"/home/{user}", rest)
        if k == 1:
            return ("", f"/Users/{user}", rest)
        if k == 2:
            return ("", f"C:\\Users\\{user}", rest.replace("/", "\\"))
        return ("", r.choice((f"C:/Users/{user}", f"/home/{user}", f"/Users/{user}")), rest)

    # ---- schedule ----------------------------------------------------------------------
    def schedule(self, lang: str):
        r = self.rng
        if lang == "zh" or (lang == "mixed" and r.random() < 0.5):
            cn_num = "零一二三四五六七八九十"
            def zh_h(h):
                if h <= 10:
                    return cn_num[h]
                return "十" + cn_num[h - 10]
            k = r.randrange(12)
            part, lo, hi = r.choice((("早上", 5, 9), ("上午", 8, 11), ("下午", 1, 5), ("晚上", 7, 11),
                                     ("凌晨", 1, 5), ("中午", 12, 12), ("傍晚", 5, 7), ("清晨", 5, 6)))
            h = r.randint(lo, hi)
            if k <= 2:
                return f"{part}{h}点" + r.choice(("", "半", "", "整"))
            if k <= 4:
                return f"{part}{zh_h(h)}点" + r.choice(("", "半", "一刻", "三刻"))
            if k == 5:
                return f"{part}{h}:{r.choice(('00', '15', '30', '45', '10', '20'))}"
            if k == 6:
                return f"{part}{h}：{r.choice(('00', '30', '45'))}"
            if k == 7:
                return f"{h}点{r.choice(('10', '15', '20', '30', '40', '45', '50'))}分"
            if k == 8:
                return self.cn.time(pattern="%H:%M", end_datetime=FIXED_NOW)
            if k == 9:
                return self.cn.time(end_datetime=FIXED_NOW)
            if k == 10:
                return f"{part}{zh_h(h)}点{r.choice(('十分', '二十', '四十', '五十'))}"
            return f"{zh_h(h)}点半"
        k = r.randrange(12)
        h = r.randint(1, 11)
        mm = r.choice(("00", "15", "30", "45", "10", "20", "40", "50"))
        if k == 0:
            return f"{h}{r.choice(('am', 'pm', 'AM', 'PM'))}"
        if k == 1:
            return f"{h} {r.choice(('a.m.', 'p.m.', 'am', 'pm'))}"
        if k == 2:
            return f"{h}:{mm}{r.choice(('am', 'pm', ' AM', ' PM', ' a.m.', ' p.m.'))}"
        if k == 3:
            return self.en_faker().time(pattern="%H:%M", end_datetime=FIXED_NOW)
        if k == 4:
            return self.en_faker().time(end_datetime=FIXED_NOW)
        if k == 5:
            return self.en_faker().time(pattern="%I:%M %p", end_datetime=FIXED_NOW)
        words = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven")
        w = words[h - 1]
        if k == 6:
            return f"half past {w}"
        if k == 7:
            return f"quarter {r.choice(('past', 'to'))} {w}"
        if k == 8:
            return f"{w} o'clock" if r.random() < 0.5 else f"{h} o'clock"
        if k == 9:
            return f"{w}-thirty" if r.random() < 0.5 else f"{w} thirty"
        if k == 10:
            return f"{r.randint(5, 23):02d}{mm}" + r.choice((" hrs", "h", " hours"))
        return f"{h}:{mm}"

    # ---- geo ---------------------------------------------------------------------------
    def geo(self, lang: str):
        r = self.rng
        k = r.randrange(10)
        zhish = lang == "zh" or (lang == "mixed" and r.random() < 0.5)
        C = lambda v: ("", v, "", "geo_coord")
        if k <= 1:
            f = self.anyf()
            return C(f"{f.latitude()}, {f.longitude()}" if r.random() < 0.7 else f"{f.latitude()},{f.longitude()}")
        if k == 2:
            la, lo, *_ = self.anyf().local_latlng()
            return C(f"{la}, {lo}" if r.random() < 0.8 else f"({la}, {lo})")
        if k == 3:
            la, lo = r.uniform(18, 45), r.uniform(100, 125)
            if zhish:
                return C(r.choice((f"北纬{la:.4f}°，东经{lo:.4f}°", f"{la:.5f},{lo:.5f}", f"东经{lo:.3f}，北纬{la:.3f}")))
            return C(r.choice((f"{la:.4f}°N, {lo:.4f}°E", f"{la:.6f}, {lo:.6f}")))
        if k == 4:
            d1, m1, s1 = r.randrange(20, 60), r.randrange(60), r.randrange(60)
            d2, m2, s2 = r.randrange(0, 125), r.randrange(60), r.randrange(60)
            return C(f"{d1}°{m1}'{s1}\"N {d2}°{m2}'{s2}\"{r.choice('EW')}")
        if zhish:
            if k <= 6:
                return ("", self.cn.postcode(), "", "geo_zhpost")
            name = r.choice(ZH_ESTATE_A) + r.choice(ZH_ESTATE_B) + r.choice(("", "小区", "", "小区", f"{r.choice('一二三四')}期"))
            return ("", name, "", "geo_area")
        if k <= 6 or k == 8:
            return ("", self.gb.postcode(), "", "geo_post")
        if k == 7:
            return ("", self.us.postcode() if r.random() < 0.6 else self.us.zipcode_plus4(), "", "geo_zip")
        return ("", f"{r.choice(EN_ESTATE_A)} {r.choice(EN_ESTATE_B)}", "", "geo_area")


# --------------------------------------------------------------------------------------------
# templates: "{v}" marks the value; E| / Z| at the start picks the value's language in mixed
# texts; other {fillers} are non-personal context.
# --------------------------------------------------------------------------------------------
T: dict[tuple[str, str], list[str]] = {}

T["secret", "en"] = """\
Here's the key for the staging deploy: {v}
Please remember my API key {v} so you don't have to ask again.
{v}
{v} is the token the CI uses, don't paste it anywhere public.
Note to self: rotate {v} before {day}.
export TOKEN={v}
Can you check why the API rejects {v}? It worked yesterday.
I put {v} in the .env file on my laptop.
The webhook needs this in the header: Authorization: Bearer {v}
Save this for later — {v} — it's for the {city} office account.
My access token is {v}, it expires in 30 days.
For the bot use {v} and post to #alerts.
Login token: {v}
the mail service key is {v} (sending domain is verified)
bot token -> {v}
Remember the payments key: {v}. Don't commit it.
curl -H "x-api-key: {v}" https://api.example.com/v1/models
API key for the prototype: {v}
Why does `{v}` give me 401?
I rotated it last week, new value is {v}
credentials for the nightly job: {v} — ask before using
Reminder: the token {v} belongs to the billing service.
The deploy script reads {v} from the environment.
Token from the login response: {v}
Remember this secret: {v}""".split("\n")

T["secret", "zh"] = """\
帮我记一下测试环境的密钥：{v}
{v}是CI用的token，不要泄露
我的API key是{v}，下次直接用
把{v}写进.env文件里
这个token{v}下周一要轮换
部署脚本里用的是{v}
{v}
访问令牌：{v}，30天后过期
机器人用{v}，发到告警频道
为什么{v}一直返回401？
新的API密钥{v}已经生效
记住支付接口的密钥{v}，千万别提交到仓库
模型平台的访问令牌是{v}
机器人的token：{v}
登录接口返回的token：{v}
发信服务用的key：{v}
地图API Key：{v}（原型用）
{v}这个是生产环境的，小心
上周换过了，现在是{v}
环境变量里设置{v}即可
提醒：{v}归计费服务使用
帮我看看{v}为什么失效了
密钥{v}只给夜间任务用
备份一下：{v}
把Authorization头设成Bearer {v}""".split("\n")

T["secret", "mixed"] = """\
帮我 save 一下这个 API key：{v}
这个 token {v} 是 staging 用的
Please 记住我的 key {v}，thanks
{v} 放到 .env 里就行
deploy 脚本需要 {v}，别 commit
我的 access token 是 {v}
为什么 {v} 一直 401 Unauthorized？
新的 secret 是 {v}, rotate 过了
export 一下 {v} 再跑 script
bot 用 {v}，post 到 #ops
token 是 {v}，expire 时间一小时
Remember 这个 key：{v}
Here, {v} — the old one is revoked
帮我看看 {v} 是不是 expired 了
CI 里的 secret 换成 {v} 了""".split("\n")

T["password", "en"] = """\
My password is {v}
The password is {v}
the wifi password is {v} — it's on the router too
password: {v}
pw={v}
Login for the NAS: admin / password {v}
I changed my bank password to {v} yesterday, remind me if I forget.
{v} is my password for everything, I know, I know.
Passphrase for the backup drive: {v}
Remember my laptop password: {v}
Can you store the password {v} for the gym portal?
The new VPN password is {v}
Reset done, temporary password: {v}
Your password has been set to {v}
passwd {v}
Use password "{v}" for the guest account.
Router admin password = {v}
My Netflix password is {v} if you need it
Note: db password is {v}, user is postgres.
The passphrase is {v}
For the zip file the password is {v}
password={v}&remember=true
pass: {v}
The code to unlock my phone backup is password {v}
Kindle account — email is the usual one, password {v}
She told me the password is {v}, write it down.
What's a good way to remember {v} as my password?""".split("\n")

T["password", "zh"] = """\
我的密码是{v}
密码是{v}
wifi密码：{v}
家里的无线密码是{v}，路由器背面也有
帮我记住银行卡的登录密码{v}
邮箱密码改成了{v}
密码：{v}
NAS的管理员密码是{v}
{v}是我所有账号的密码
备份硬盘的口令是{v}
临时密码：{v}，登录后请修改
VPN新密码{v}
压缩包的解压密码是{v}
路由器后台密码={v}
游客账号用密码“{v}”
数据库密码{v}，用户名postgres
我老婆说密码是{v}，记一下
登录密码{v}别忘了
电脑开机密码：{v}
健身房网站密码是{v}
重置后的密码为{v}
记住：密码{v}
学校系统的密码我设成了{v}
口令：{v}
请保存我的密码{v}
爸妈的Netflix密码是{v}
淘宝密码改了，新的是{v}""".split("\n")

T["password", "mixed"] = """\
我的 password 是 {v}
wifi 密码 is {v}
password：{v}，别告诉别人
帮我 remember 一下密码 {v}
The password 是 {v}
pw={v} 这个是 NAS 的
新 password 改成了 {v}
admin 账号的密码 is {v}
Please 记住 passphrase：{v}
VPN password 是 {v}，下周过期
密码 = {v}
temp password {v}，login 后要改
the 解压密码 is {v}
Netflix 的 password 我设成 {v} 了
数据库 password：{v}
The 密码 for guest wifi is {v}
我的 laptop password 是 {v}
router admin password：{v}
Kindle 账号 password {v}
zip 文件的 password 是 {v}
passphrase 是 {v}，backup drive 用的
Reset 完了，temporary 密码 {v}
学校 portal 的 password 我设成了 {v}
My 密码 is {v}，don't forget
pass: {v}（公司邮箱）""".split("\n")

T["email", "en"] = """\
My email is {v}
You can reach me at {v} anytime.
Send the invoice to {v} please.
{v}
{v} is my work address, use it for meeting invites.
Please cc {v} on the contract.
My old address was {v} but I don't check it anymore.
Forward the receipts to {v}
Email: {v}
contact — {v}
Drop a note to {v} when the report is ready.
The landlord's email is {v}
Could you write to {v} and ask about the refund?
reply-to: {v}
My personal email is {v}, not the company one.
Sign me up with {v}
If anything goes wrong, mail {v}.
Login is {v} with the usual password.
Her email address is {v}
Ping {v} about the dentist appointment.
Add {v} to the mailing list.
For the school forms use {v}.
<{v}> wrote: see you tomorrow
Remind me to email {v} on {day}.
Is {v} a valid address? It keeps bouncing.
The recruiter said to send my CV to {v}.
Please update my contact email to {v}.""".split("\n")

T["email", "zh"] = """\
我的邮箱是{v}
有事发邮件到{v}
发票请寄到{v}
{v}是我工作邮箱
请抄送{v}
邮箱：{v}
联系邮箱{v}
把报告发到{v}就行
房东的邮箱是{v}
我以前用{v}，现在不怎么看了
帮我写信给{v}问问退款的事
注册用{v}
{v}
收据转发到{v}
如果有问题请联系{v}
她的邮箱地址是{v}
把{v}加到邮件列表里
学校表格上填{v}
周五记得给{v}发邮件
{v}这个地址老是退信，是不是写错了？
猎头让我把简历发到{v}
请把我的联系邮箱改成{v}
私人邮箱：{v}，不是公司的
回复请发送至{v}。
登录账号是{v}
老师的邮箱是{v}，有作业问题可以问
邮件地址{v}已验证""".split("\n")

T["email", "mixed"] = """\
我的 email 是 {v}
请 send 到 {v}
Email 地址：{v}，thanks
{v} 是我的 work email
帮我 cc {v}
contact 邮箱 {v}
invoice 发到 {v} 就可以
login 用 {v}
我换 email 了，新的是 {v}
Please 把 {v} 加到 mailing list
{v} 这个 address 一直 bounce
reply 给 {v}
我的 personal 邮箱 is {v}
HR 的 email：{v}
sign up 用的 {v}
My 邮箱 is {v}
有事 email 我 {v}
请 forward receipts 到 {v}
landlord 的 email 是 {v}
Email：{v}（personal）
学校 forms 用 {v}
recruiter 让我 send CV 到 {v}
Remind 我周五 email {v}
Ping {v} about 牙医预约
老师的 email：{v}""".split("\n")

T["phone", "en"] = """\
Call me on {v} after lunch.
My number is {v}
{v}
You can text me at {v}.
Phone: {v}
mobile {v}
The plumber's number is {v}
If I don't answer, try {v}.
Mum's phone number is {v}, in case of emergency.
Please ring {v} to confirm the booking.
My new mobile is {v} — update my contact card.
{v} is my work line.
Tel: {v}
WhatsApp me on {v}
The babysitter can be reached at {v}.
Save {v} as my emergency contact.
Remind me to call {v} on {day}.
Her cell is {v}
Contact number for the delivery: {v}
Doctor's office called from {v}, call back please.
I'm on {v} this week.
My landline is {v}
Give them my number: {v}.
Is {v} a UK number or a US one?
Text the code to {v}
Reach me at {v} (after 5).
Our neighbour asked us to call {v} if the alarm goes off.""".split("\n")

T["phone", "zh"] = """\
我的手机号是{v}
有事打我电话{v}
{v}
联系电话：{v}
手机：{v}
电话{v}，下午都在
房东的电话是{v}
修水管的师傅电话{v}
我妈的号码是{v}，紧急情况打这个
请拨打{v}确认预约
我换号了，新号码{v}
{v}是我的工作电话
快递送到了打{v}
紧急联系人电话{v}
保姆的电话：{v}
周三提醒我给{v}回电话
她的手机号{v}
微信同号{v}
医院从{v}打来的，记得回电
这周有事找我打{v}
家里座机是{v}
把验证码发到{v}
我的电话号码：{v}。
如果没人接，请打{v}
邻居说警报响了就打{v}
孩子班主任的手机{v}
帮我存一下这个号码{v}""".split("\n")

T["phone", "mixed"] = """\
我的 phone number 是 {v}
Call 我 {v}
mobile：{v}，after lunch 都在
打这个 number {v}
emergency contact 电话 {v}
WhatsApp 我 {v} 就行
我的 cell 换成 {v} 了
Please 打 {v} confirm 一下
Tel {v}（工作日）
送货 contact number：{v}
{v} 是我的 work phone
text 我 {v}
这个号码 {v} 是 UK 的吗？
Save 一下 {v}
有问题 ring 我 {v}
我的 mobile number：{v}
Mum 的电话 {v}，emergency 用
plumber 的 number 是 {v}
landline 是 {v}
delivery 联系电话 {v}
doctor office 从 {v} 打来的，记得 call back
孩子老师的 cell：{v}
新号码 {v}，please update contact
这周 reach 我打 {v}
Babysitter 的电话 is {v}""".split("\n")

T["address", "en"] = """\
My neighbour lives at {v}, {city}.
I live at {v}, {city}.
Ship it to {v}, {city}.
Address: {v}
{v}, {city} — that's where the party is.
We just moved to {v}.
Please send the documents to {v}, {city}.
My parents' house is {v}.
The spare key is at {v}, ask for the porter.
Deliver to {v}
Home address: {v}, {city}
Pick me up from {v} at the usual time.
The new office is at {v}, {city}, but my flat is elsewhere.
Return address — {v}
Can you find a plumber near {v}?
My grandma's place: {v}, {city}.
Billing address is {v}.
I'm staying at {v} until {day}.
Leave the parcel at {v} if no one answers.
Our old place was {v} in {city}.
Update my address to {v}, {city}.
How long does it take to get from {v} to the airport?
{v}
Registered address: {v}
The dog walker collects Max from {v}.
Post the keys through the door at {v}.
Her address is {v}, {city}.""".split("\n")

T["address", "zh"] = """\
我家住在{zc}{zd}{v}
我的收货地址是{zp}{zc}{zd}{v}
快递寄到{zc}{zd}{v}
地址：{zc}{zd}{v}
我邻居住在{zc}{v}
我们刚搬到{zc}{zd}{v}
我爸妈家在{zc}{zd}{v}
请把合同寄到{zc}{v}，谢谢
备用钥匙放在{zc}{zd}{v}的门卫那里
送到{zc}{zd}{v}
家庭住址：{zp}{zc}{zd}{v}
明天去{zc}{zd}{v}接我
新家地址{zc}{zd}{v}，周末来玩
退货地址：{zc}{zd}{v}
帮我找一下{zc}{v}附近的修锁师傅
奶奶家：{zc}{zd}{v}
账单地址是{zc}{zd}{v}
我这周住在{zc}{zd}{v}
没人在家就把包裹放在{zc}{zd}{v}门口
以前住在{zc}{zd}{v}
把我的地址改成{zc}{zd}{v}
从{zc}{zd}{v}到机场要多久？
户籍地址：{zp}{zc}{zd}{v}
遛狗的阿姨去{zc}{zd}{v}接狗
她的地址是{zc}{zd}{v}
外卖送到{zc}{zd}{v}，打电话下楼拿
{zc}{zd}{v}""".split("\n")

T["address", "mixed"] = """\
E|我的 address 是 {v}, {city}
E|Ship 到 {v}, {city} 就可以
E|新家在 {v}，周末来 party
E|billing address：{v}
E|快递 send 到 {v}, {city}
E|I moved 到 {v} 了
E|{v} 是我爸妈家
Z|My home address is {zc}{zd}{v}
Z|Please deliver to {zc}{zd}{v}, thanks
Z|address：{zc}{zd}{v}
Z|我的 shipping address 是 {zc}{zd}{v}
Z|I live in {zc}{zd}{v}
Z|Pick me up at {zc}{zd}{v} tomorrow
Z|新 office 旁边就是我家 {zc}{zd}{v}
Z|return address 写 {zc}{zd}{v}
E|Please send the documents 到 {v}, {city}
E|我爸妈的 house 在 {v}
E|Leave the parcel 在 {v} 门口
E|Home address：{v}, {city}
E|我 stay 在 {v} until {day}
Z|我的 home address 是 {zc}{zd}{v}
Z|Billing address：{zc}{zd}{v}
Z|parcel 放在 {zc}{zd}{v} 门口 please
Z|We just moved 到 {zc}{zd}{v}
Z|Grandma 家：{zc}{zd}{v}""".split("\n")

T["government_id", "en"] = """\
{v}
ID: {v}
Tax ID on file: {v}
Remember my ID number {v} for the bank.
Write {v} on the application.
Put {v} in the identification box.
I've memorised {v} by now.
Check that {v} matches the one on my payslip.
The landlord wants a copy of {v} for the reference check.
For the visa application use {v}.
My wife's ID number is {v}, she'll sign separately.
Identity number: {v} (keep private)""".split("\n")

T["gov_ssn", "en"] = """\
My SSN is {v}
Social security number: {v}
{v} is my social security number, for the tax form.
My wife's SSN is {v}, she'll sign separately.
Employee record: SSN {v}
Dad's SSN — {v} — needed for Medicare.
Put my social security number {v} on the W-4.
The bank asked for my SSN, it's {v}.
SSN: {v}
social security no {v}""".split("\n")

T["gov_ni", "en"] = """\
My National Insurance number is {v}
NI number: {v}
Please fill in the form with my NINO {v}.
The HR portal wants my National Insurance no. {v}
Is {v} the right format for an NI number?
Claim number aside, my national insurance is {v}.
NI no {v} — for the new job
{v} is my NI number, payroll needs it.""".split("\n")

T["gov_cnid", "en"] = """\
My Chinese ID card number is {v}
The clinic asked for my resident ID: {v}
Resident identity card: {v}
Her Chinese ID number is {v}.
ID card no. {v} (PRC)
My 身份证 number is {v}""".split("\n")

T["government_id", "zh"] = """\
{v}
证件号：{v}
银行开户填的是{v}
把{v}填到实名认证里
{v}这个号码对吗？
报税需要{v}
租房合同上写{v}
办签证要用{v}
订机票用{v}
酒店登记需要{v}
体检中心要{v}
证件号码{v}，请保密""".split("\n")

T["gov_cnid", "zh"] = """\
我的身份证号是{v}
身份证号码：{v}
{v}是我的身份证号
帮我填表，身份证{v}
公民身份号码{v}
我爸的身份证号{v}，办医保要用
请记住我的身份证号码{v}
她的身份证是{v}
孩子的身份证号{v}，报名要用
我老婆的证件号码{v}
身份证号{v}，姓名就是我本人
填一下我的身份证：{v}。
社保卡绑定的身份证号是{v}
这是我的身份证号码{v}，请保密
高铁票实名用{v}
身份证{v}""".split("\n")

T["government_id", "mixed"] = """\
ID number：{v}
Please 帮我填 {v} 到 form 里
visa application 用 {v}
booking 需要 {v}
Tax form 上写 {v}
Remember 我的证件号 {v}
ID：{v}（保密）
ID：{v}，请帮我 fill in
证件 number：{v}
Keep {v} private，是我的证件号""".split("\n")

T["gov_ssn", "mixed"] = """\
我的 SSN 是 {v}
social security number：{v}
W-4 上填 SSN {v}
SSN {v}，报税用""".split("\n")

T["gov_ni", "mixed"] = """\
{v} 是我的 National Insurance number
HR 要我的 NI number {v}
NINO：{v}，新工作要用""".split("\n")

T["gov_cnid", "mixed"] = """\
身份证 number 是 {v}
我的 ID card 号码 {v}
My 身份证号 is {v}
身份证 {v}，for hotel check-in
Chinese ID：{v}""".split("\n")

T["financial", "en"] = """\
{v}
Payment method — {v}
pay with {v}
The refund should go to {v}.
Bank details: {v}
Can you check if {v} is still valid?
Remind me that {v} is the joint account.
For payroll use {v}
Save {v} for next time.
Dad's is {v}, use it for the deposit.
The hotel needs {v} as a guarantee.
Charge it to {v}.""".split("\n")

T["fin_card", "en"] = """\
My card number is {v}
Card: {v}, exp 09/27
Use the Visa {v} for the subscription.
Here's my credit card: {v}
{v} is my business card, not the personal one.
Save my card {v} for next time.
Dad's card number is {v}
credit card {v} cvv on the back
I'll give you my card: {v}.
debit card no. {v}""".split("\n")

T["fin_iban", "en"] = """\
My IBAN is {v}
IBAN: {v}
Please pay the deposit into {v}.
Transfer the rent to {v}
Wire it to {v}, reference "rent".
Direct debit from {v} on the 1st.
Set up a standing order from {v}.
My account (IBAN) is {v}""".split("\n")

T["financial", "zh"] = """\
{v}
请把退款打到{v}
用{v}付款
帮我记一下{v}
押金请转入{v}
看看{v}是不是还能用
每月1号从{v}扣款
转账到{v}，备注房租
请把奖金打到{v}里
报销打款到{v}
酒店担保用{v}
房租转到{v}""".split("\n")

T["fin_card", "zh"] = """\
我的银行卡号是{v}
卡号：{v}
信用卡号{v}，有效期09/27
工资卡：{v}
{v}是我的工资卡
帮我记一下卡号{v}
爸爸的卡号是{v}
这张卡{v}是公司的
收款卡号{v}，户名是我
我的信用卡：{v}。
银联卡号{v}
淘宝绑定的是{v}""".split("\n")

T["fin_iban", "zh"] = """\
我的IBAN是{v}
IBAN：{v}
国际汇款账户（IBAN）{v}
请把学费汇到{v}
欧洲账户IBAN号码{v}，汇款用
我在英国的账户是{v}""".split("\n")

T["financial", "mixed"] = """\
Refund 打到 {v}
用 {v} pay 就行
Bank details：{v}
rent 转到 {v}
Payment 用 {v}
salary 打到 {v}
帮我 check {v} 还能不能用
deposit 转入 {v}
Hotel guarantee 用 {v}
Charge 到 {v}
Remind 我 {v} 是 joint account""".split("\n")

T["fin_card", "mixed"] = """\
我的 card number 是 {v}
credit card {v}，expire 09/27
Save 我的卡 {v}
{v} 是我的 business card
这是我的 Visa {v}
银行卡 number：{v}""".split("\n")

T["fin_iban", "mixed"] = """\
IBAN：{v}，请 transfer
wire transfer 到 {v}
我的 IBAN 是 {v}
standing order 从 {v} 扣""".split("\n")

T["person_name", "en"] = """\
My neighbour {v} lives two doors down.
My name is {v}.
{v} called about the boiler.
Remind me to send {v} a birthday card.
I'm meeting {v} for lunch on {day}.
Contact person: {v}
{v}
Please add {v} to the guest list.
The kids' teacher is {v}.
Ask {v} whether the report is ready.
My dentist, {v}, moved to {city}.
Book a table for two under the name {v}.
Call me {v}.
Signed, {v}
Dear {v},
I had coffee with {v} yesterday and she mentioned the move.
The house is in the name of {v}.
My landlord {v} wants the rent earlier.
Forward this to {v} please.
Note: {v} is allergic to peanuts.
{v} is my emergency contact.
Tell {v} I'll be late.
Who is {v}? She keeps emailing me.
My husband {v} will pick up the parcel.
Thanks to {v} for the help with the move!
Schedule a call with {v} next week.
Our babysitter {v} is off on {day}.""".split("\n")

T["person_name", "zh"] = """\
我叫{v}
我的邻居{v}住在隔壁
联系人：{v}
{v}
{v}下午打电话来说热水器坏了
提醒我给{v}寄生日贺卡
周五和{v}一起吃饭
请把{v}加到宾客名单里
孩子的班主任是{v}
问一下{v}报告写完没有
我的牙医{v}搬到别的城市了
用{v}的名字订两个人的位子
我老公{v}会去取快递
{v}是我的紧急联系人
告诉{v}我会晚到
谢谢{v}帮忙搬家！
房东{v}说下个月房租要早点交
{v}对花生过敏
把这个转给{v}
下周约{v}开个会
昨天和{v}喝咖啡，她说要换工作
房子登记在{v}名下
保姆{v}周三请假
{v}是谁？一直给我发邮件
联系人{v}，电话稍后给你
收件人：{v}
我的同事{v}明天出差""".split("\n")

T["person_name", "mixed"] = """\
我的 neighbour {v} 住隔壁
My name is {v}，请多关照
contact person：{v}
{v} 明天 call 我
Remind 我给 {v} 送 birthday card
和 {v} lunch，周五
Please 把 {v} 加到 guest list
我叫 {v}, nice to meet you
Tell {v} 我会 late
{v} 是我的 emergency contact
Meeting with {v} 下周
我老板 {v} 说 deadline 提前了
Thanks {v} 帮我 move
收件人 {v}, please sign
{v} 对 peanuts 过敏
Signed, {v}（代签）
Dear {v}，附件是 invoice
我的 landlord {v} 想早点收 rent
Forward 这个给 {v}
下周和 {v} schedule 一个 call
Note：{v} 对 gluten 过敏
Our babysitter {v} 周三 off
Book a table，名字写 {v}
Who is {v}？她一直给我发 email
The house is 登记在 {v} 名下""".split("\n")

T["username", "en"] = """\
My username is {v}
username: {v}
Follow me on Twitter, I'm @{v}
DM @{v} on Instagram for the photos.
{v} is my GitHub handle.
Log in as {v}.
login: {v}
My Reddit account is u/{v}
Ping @{v} in Slack when it's done.
@{v} can you review this?
I go by {v} on Discord.
The Steam account {v} is mine.
Add {v} as a collaborator.
user={v}
Handle: @{v}
Her Instagram is @{v}
My Xbox gamertag is {v}
Sign in with username {v}.
{v}
@{v}
Mention @{v} in the PR description.
The ssh user is {v}.
Account name {v}, same as on GitLab.
Thanks @{v} for the fix!
Find me as {v} on Telegram.
My old handle was {v}; I changed it.
Tag {v} on the repo.""".split("\n")

T["username", "zh"] = """\
我的用户名是{v}
用户名：{v}
微博关注@{v}
GitHub账号{v}
用{v}登录
登录名：{v}
我的微信号是{v}
在群里@{v}一下
小红书搜{v}就能找到我
B站账号{v}
抖音号：{v}
{v}
@{v}
把{v}加为协作者
账号{v}，密码另发
Steam账号{v}是我的
我在论坛的ID是{v}
她的Instagram是@{v}
Telegram上搜{v}
我以前的网名叫{v}
SSH用户是{v}
QQ邮箱之外我还有个账号{v}
给@{v}点个赞
帮我把{v}拉进群
知乎ID：{v}
游戏ID是{v}，来加好友
我的推特@{v}""".split("\n")

T["username", "mixed"] = """\
我的 username 是 {v}
Follow 我 @{v}
GitHub handle：{v}
login 用 {v}
@{v} 帮忙 review 一下
微信号 {v}，add me
我在 Discord 上是 {v}
Slack 上 ping @{v}
Instagram 是 @{v}
account name {v}
user={v} 然后 password 另发
Tag {v} 到 repo
Telegram 搜 {v}
我的 gamertag 是 {v}
Thanks @{v} 的 fix
My Reddit 是 u/{v}
Add {v} 为 collaborator
B站 ID 是 {v}, follow me
Steam account {v} 是我的
小红书 handle：@{v}
Mention @{v} 在 PR description 里
Sign in 用 username {v}
我的 old handle 是 {v}
ssh user 是 {v}
抖音号 {v}，come and follow""".split("\n")

T["home_path", "en"] = """\
The config lives in {v}.
Open {v} and copy the key.
My notes are in {v}.
Error: permission denied: {v}
{v}
I keep everything under {v}, back it up weekly.
Run the script from {v}.
cd {v}
Traceback: File "{v}", line 12
The venv is at {v}.
Move the downloads from {v} to the NAS.
Where did {v} go?
Log written to {v}
Please clean up {v} — it's full.
ls -la {v}
The SSH key is {v}.
Set HOME_DIR to {v}.
export PATH={v}:$PATH
Found the file at {v}.
Sync {v} with Dropbox.
The report is saved as {v}.
Back up {v} before the upgrade.
open "{v}"
Can't find {v} after the reinstall.
My kube config is {v}.
Copy {v} to the external drive.
tail -f {v}""".split("\n")

T["home_path", "zh"] = """\
配置文件在{v}
打开{v}复制密钥
我的笔记放在{v}
报错：没有权限访问{v}
{v}
我所有东西都放在{v}，每周备份
在{v}下面运行脚本
cd {v}
日志写到了{v}
虚拟环境在{v}
把{v}里的下载挪到NAS
{v}不见了
请清理一下{v}，磁盘满了
SSH密钥是{v}
把HOME_DIR设成{v}
文件在{v}找到了
报告保存为{v}
升级前先备份{v}
重装后找不到{v}了
kube配置在{v}
把{v}拷到移动硬盘
用VS Code打开{v}
简历在{v}里
{v}这个文件是干嘛的？
路径：{v}
脚本读取{v}失败
同步{v}到云盘""".split("\n")

T["home_path", "mixed"] = """\
config 文件在 {v}
Open {v} 然后 copy key
我的 notes 都在 {v}
Error：permission denied {v}
cd {v} 再 run script
log 写到 {v} 了
venv 在 {v}
backup 一下 {v}
找不到 {v}，after reinstall
SSH key 是 {v}
把 {v} sync 到 Dropbox
report 存成 {v}
{v} 这个 file 是什么？
kube config：{v}
clean up 一下 {v}
Error：No such file {v}
tail -f {v} 看一下 log
我的 resume 在 {v}
export PATH={v}:$PATH 然后 reload
Traceback：File "{v}", line 12
Move downloads 从 {v} 到 NAS
Copy {v} 到 external drive
open "{v}" 打不开
kube config 在 {v}，别删
VS Code open {v}""".split("\n")

T["schedule", "en"] = """\
Wake me up at {v} tomorrow.
I get up at {v} every weekday.
I go to the gym at {v} on weekdays.
My alarm is set for {v}.
Every day at {v} I walk the dog.
I pick the kids up from school at {v}.
Remind me to take my pills at {v} every day.
I leave the house at {v} each morning.
My shift starts at {v}.
I usually go to bed at {v}.
{v} — daily standup with the team, every day.
We have dinner at {v} most nights.
I swim at {v} every {day}.
Piano lessons are {v} on {day}s.
I call my mum at {v} every Sunday.
Don't book anything before {v}, that's when I drop the kids off.
Every morning at {v} I meditate.
My train leaves at {v} every day.
I'm usually home by {v}.
I take my insulin at {v}.
{v} is when I start work every day.
Lunch is always at {v} for me.
Set a daily reminder at {v} to stretch.
Our nanny arrives at {v} on weekdays.
I run along the river at {v} most mornings.
I'm always online at {v}, message me then.
Bedtime for the kids is {v}.""".split("\n")

T["schedule", "zh"] = """\
明天{v}叫我起床
我每天{v}起床
我每天{v}去健身房
闹钟定在{v}
每天{v}遛狗
我工作日{v}去接孩子放学
提醒我每天{v}吃药
每天{v}出门上班
我的班{v}开始
我一般{v}睡觉
每天{v}开站会
我们家一般{v}吃晚饭
每周三{v}去游泳
钢琴课是每周六{v}
每周日{v}给我妈打电话
{v}之前别给我安排事，我要送孩子
每天{v}冥想
我每天坐{v}的地铁
我通常{v}到家
每天{v}打胰岛素
{v}开始工作，每天都是
我午饭固定{v}吃
每天{v}提醒我拉伸一下
保姆工作日{v}到
我大多数早上{v}在江边跑步
每天{v}我都在线，那时候找我
孩子们{v}上床睡觉""".split("\n")

T["schedule", "mixed"] = """\
每天 {v} wake me up
我 every day {v} 去 gym
alarm 设在 {v}
Remind 我每天 {v} 吃药
我 usually {v} 睡觉
daily standup 在 {v}
每周三 {v} 去 swimming
My shift 每天 {v} 开始
我每天 {v} 去 pick up 孩子
Every morning {v} 遛狗
我一般 {v} 到家, then 做饭
{v} 开始 work，每天都是
Set 一个 daily reminder {v}
我的 piano lesson 是每周六 {v}
Bedtime 是 {v}
I leave home 每天 {v}
Lunch 固定 {v}
我通常 {v} go to bed
每天 {v} check email，then 开会
孩子 bedtime {v}，别打电话
Nanny 工作日 {v} 到
我每天 {v} 喂猫 feed the cat
Piano 课每周六 {v}
Every Sunday {v} 给我妈打电话
Don't book 任何事 before {v}""".split("\n")

T["geo", "en"] = T["geo", "zh"] = T["geo", "mixed"] = []  # every geo value picks a kind set

T["geo_coord", "en"] = """\
My house is at {v}.
Home coordinates: {v}
Meet me at {v}, that's our back gate.
{v}
The cabin is at {v} — bring a torch.
Drop pin: {v}
Set the drone home point to {v}.
Location of my allotment: {v}
Put {v} in the satnav, it's my parents' farm.
GPS: {v} (my garden)
lat/long of my house = {v}
The key safe is at {v}.
My caravan is parked at {v} this summer.
Where I live: {v}""".split("\n")

T["geo_post", "en"] = """\
My postcode is {v}
Postcode: {v}
Delivery postcode {v}, {city}.
Is {v} in the congestion charge zone?
Insurance quote for {v}, please.
Please change my postcode to {v}.
We're at {v} now, same town.
{v}
Home — {v}
The parcel says {v} but that's the old house.""".split("\n")

T["geo_zip", "en"] = """\
My zip code is {v}
ZIP: {v}
Billing zip {v} — the card keeps getting declined.
Ship to zip {v}, I'll text the rest.
zip {v} is where my parents live.
What's the weather in zip code {v}?
Use ZIP {v} for the insurance quote.""".split("\n")

T["geo_area", "en"] = """\
We live in {v} now.
Our flat is in {v}, right by the park.
I'm moving to {v} next month.
Grandma lives in {v}, on the east side.
The kids go to the school in {v}.
We bought a house in {v}.
Can you find a GP near {v}?
My gym is near home in {v}.
The residents' meeting for {v} is on {day}.
Our house in {v} needs a new boiler.""".split("\n")

T["geo_coord", "zh"] = """\
我家坐标是{v}
家的位置：{v}
{v}
在{v}见，那是我家后门
把导航设到{v}，那是我爸妈家
无人机返航点设为{v}
我家菜地的位置：{v}
定位：{v}（我家）
家里GPS：{v}
钥匙盒在{v}
我的房车停在{v}
我住的地方：{v}""".split("\n")

T["geo_zhpost", "zh"] = """\
我家的邮编是{v}
邮编：{v}
邮政编码{v}
快递邮编{v}
请把我的邮编改成{v}
老家邮编{v}，寄特产用
收货地邮编：{v}
填表时邮编写{v}
{zc}{zd}，邮编{v}""".split("\n")

T["geo_area", "zh"] = """\
我住在{zc}{v}
我们家在{zc}{zd}的{v}
我爸妈住在{v}
我下个月搬去{zc}{v}
帮我找一下{v}附近的社区医院
孩子在{v}旁边上学
我们在{zc}{v}买了房
我住的小区是{v}
{zc}{v}是我家
外婆住在{zd}{v}
我健身房就在家附近，{v}
我们小区叫{v}，挺好找的
车停在{v}，我家楼下
{v}物业说周六停水""".split("\n")

T["geo_coord", "mixed"] = """\
我的 home coordinates 是 {v}
GPS 定位 {v}，my home
Drop pin：{v}
drone home point 设为 {v}
lat/long = {v}（家）
Meet me 在 {v}，我家后门""".split("\n")

T["geo_post", "mixed"] = """\
Postcode：{v}
我的 postcode 是 {v}
delivery 的 postcode 写 {v}
请把 postcode 改成 {v}
{v} 是我家的 postcode""".split("\n")

T["geo_zip", "mixed"] = """\
我的 zip code 是 {v}
billing ZIP：{v}
ZIP {v} 是我爸妈家""".split("\n")

T["geo_zhpost", "mixed"] = """\
delivery 邮编 {v}
我家 postcode（邮编）是 {v}
邮编 {v}, please update
Zip / 邮编：{v}""".split("\n")

T["geo_area", "mixed"] = """\
我住在 {v}，near the park
我们 move 到 {v} 了
My 小区 is {v}
parents 住在 {v}
{v} 是我家
I live in {v} 小区附近的那栋
我们在 {v} 买了 house
GP near {v} 帮我找一个""".split("\n")

# value-kind template sets for values that need their own wording
T["sec_block", "en"] = [
    "Here is my private key, keep it safe:\n{v}",
    "{v}\n(that's my deploy key)",
    "Save this as my SSH key:\n\n{v}\n",
    "id_rsa contents:\n{v}",
    "Can you tell me why ssh rejects this key?\n{v}",
]
T["sec_block", "zh"] = [
    "私钥如下，请妥善保存：\n{v}",
    "{v}\n这是部署用的私钥",
    "把这个存成我的SSH密钥：\n{v}",
    "服务器登录私钥：\n{v}\n别外传",
    "为什么ssh不认这个key？\n{v}",
]
T["sec_block", "mixed"] = [
    "我的 private key 如下：\n{v}",
    "{v}\n这个是 deploy key",
    "Save 成我的 SSH key：\n{v}",
    "ssh 一直 reject 这个 key:\n{v}",
]
T["sec_url", "en"] = [
    "Connection string for the reporting DB: {v}",
    "DATABASE_URL={v}",
    "I clone with {v} because SSH is blocked.",
    "{v}",
    "The backup job connects to {v} every night.",
    "Why can't I connect to {v}?",
    "Store this for me: {v}",
]
T["sec_url", "zh"] = [
    "数据库连接串：{v}",
    "DATABASE_URL={v}",
    "公司网络屏蔽了SSH，只能用{v}克隆",
    "{v}",
    "备份任务每晚连接{v}",
    "为什么连不上{v}？",
    "帮我存一下：{v}",
]
T["sec_url", "mixed"] = [
    "DB connection string：{v}",
    "clone 用 {v}",
    "为什么 connect 不上 {v}？",
    "backup job 连的是 {v}",
]
T["sec_assign", "en"] = [
    "Add this to config.yaml:\n  {v}",
    "{v}",
    "My .env has {v}",
    "settings for prod: {v}",
    "Here's the line from the env file: {v}",
    "Don't lose this: {v}",
    "export {v}",
]
T["sec_assign", "zh"] = [
    "请把下面这行加到配置里：{v}",
    "{v}",
    "生产环境的配置：{v}",
    ".env里写的是{v}",
    "别弄丢了：{v}",
    "export {v}",
]
T["sec_assign", "mixed"] = [
    "加到 config 里：{v}",
    "{v}",
    ".env 里是 {v}",
    "prod settings：{v}",
]
T["gov_passport", "en"] = """\
My passport number is {v}
Passport No. {v}, expires in March.
passport: {v}
Use passport {v} for the visa application.
Her passport number — {v} — is on the booking.
Renewing my passport, the old one was {v}.
The airline wants passport # {v} before check-in.""".split("\n")
T["gov_passport", "zh"] = """\
我的护照号码是{v}
护照号：{v}
办签证用护照{v}
护照号码{v}，明年到期
值机要填护照号{v}
孩子的护照号{v}""".split("\n")
T["gov_passport", "mixed"] = """\
我的 passport number 是 {v}
护照号 {v}，for visa application
passport：{v}
check-in 要填护照号 {v}""".split("\n")
T["fin_acct", "en"] = """\
Pay me via {v}, sort code 20-00-00.
Direct deposit: {v}
For the transfer use {v}.
Salary goes to {v}.
{v}
Bank info for the landlord: {v}
Please update my payroll to {v}.""".split("\n")
T["fin_acct", "zh"] = """\
{v}，开户行是招商银行
工资打到{v}
转账请用{v}
{v}
房东的收款信息：{v}
报销请打到{v}""".split("\n")
T["fin_acct", "mixed"] = """\
payroll 改成 {v}
transfer 到 {v}
Direct deposit：{v}
{v}（招商银行）""".split("\n")


# --------------------------------------------------------------------------------------------
# sample construction
# --------------------------------------------------------------------------------------------
HARD_DIGIT_CATS = {"phone", "government_id", "financial"}
ZW_CATS = {"phone", "government_id", "financial", "email", "secret", "password"}


def fill(tpl: str, rng: random.Random, zh: bool) -> str:
    zc, zd = rng.choice(ZH_CITY_DIST)
    reps = {
        "{city}": rng.choice(EN_CITIES),
        "{day}": rng.choice(EN_DAYS),
        "{zc}": zc,
        "{zd}": zd,
        "{zp}": ZH_PROV.get(zc, "") if rng.random() < 0.6 else "",
    }
    for k, v in reps.items():
        tpl = tpl.replace(k, v)
    return tpl


def _hard(rng: random.Random, cat: str, v: str) -> str:
    """Occasionally disguise the value: full-width, zero-width inside, regrouped digits."""
    x = rng.random()
    if cat in HARD_DIGIT_CATS:
        digits = v.replace(" ", "").replace("-", "")
        if x < 0.07:
            return to_fullwidth(v)
        if x < 0.12:
            return fullwidth_digits(v)
        if x < 0.16:
            return insert_zw(rng, v)
        if x < 0.24 and digits.isdigit() and len(digits) >= 9:
            sep = rng.choice((" ", "-", ".", " "))
            if cat == "government_id" and len(digits) == 18:
                return rng.choice((f"{digits[:6]} {digits[6:14]} {digits[14:]}", group_digits(rng, digits, (6,))))
            if len(digits) == 11:  # CN mobile style 3-4-4
                return sep.join((digits[:3], digits[3:7], digits[7:]))
            if len(digits) == 10:  # NANP style 3-3-4
                return sep.join((digits[:3], digits[3:6], digits[6:]))
            if len(digits) == 9:  # SSN-like 3-2-4 / passport 3-3-3
                return sep.join((digits[:3], digits[3:5], digits[5:]) if cat == "government_id" else (digits[:3], digits[3:6], digits[6:]))
            return group_digits(rng, digits, (4,))
        return v
    if cat in ZW_CATS and x < 0.05:
        return insert_zw(rng, v)
    if cat == "email" and x < 0.08:
        return to_fullwidth(v)
    if cat == "schedule" and x < 0.08:
        return fullwidth_digits(v)
    return v


def _build_cell(gen: Gen, cat: str, lang: str, n: int) -> list[Sample]:
    rng = gen.rng
    tpls = T[cat, lang]
    out: list[Sample] = []
    seen: set[str] = set()
    i = 0
    tries = 0
    while len(out) < n:
        tries += 1
        assert tries < n * 20, (cat, lang)
        tpl = ""
        if tpls:
            tpl = tpls[i % len(tpls)] if i < len(tpls) else rng.choice(tpls)
            i += 1
        vlang = lang
        if tpl[:2] in ("E|", "Z|"):
            vlang = "en" if tpl[0] == "E" else "zh"
            tpl = tpl[2:]
        got = getattr(gen, cat)(vlang)
        if isinstance(got, str):
            pre, v, post = "", got, ""
        elif len(got) == 3:
            pre, v, post = got
        else:
            pre, v, post, tkey = got
            strict = tkey.endswith("!")
            tkey = tkey.rstrip("!")
            if strict or not tpls or rng.random() < 0.6:
                tpl = rng.choice(T[tkey, lang])
        v = _hard(rng, cat, v)
        filled = fill(tpl, rng, lang != "en")
        assert filled.count("{v}") == 1, tpl
        a, b = filled.split("{v}")
        # username: a template's "@" belongs to the handle as written
        if cat == "username" and a.endswith("@"):
            a, v = a[:-1], "@" + v
        text = a + pre + v + post + b
        start = len(a) + len(pre)
        if not v or v != v.strip() or text.count(v) != 1 or text in seen:
            continue
        seen.add(text)
        s = Sample(text=text, category=cat, lang=lang, start=start, end=start + len(v))
        assert s.value == v
        out.append(s)
    return out


def samples() -> list[Sample]:
    gen = Gen()
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            out.extend(_build_cell(gen, cat, lang, N_PER_CELL))
    return out


# --------------------------------------------------------------------------------------------
# benign texts (no personal value) with hard negatives
# --------------------------------------------------------------------------------------------
BEN: dict[str, list[str]] = {}

BEN["en"] = """\
The password policy requires at least 12 characters and one symbol.
Forgot your password? Use the reset link on the login page.
The API key goes in the X-Api-Key header, never in the URL.
Call 999 in an emergency, or 111 for non-urgent medical advice.
ISBN 978-0-13-110362-{n} is the second edition.
Barcode on the box: {ean}
Ubuntu 24.04 ships with Python {pyver}.
npm install @types/node --save-dev
Annotate the method with @Override and rebuild.
Add @pytest.mark.parametrize to run the test {n} times.
Clone it with git@github.com:python/cpython.git
The binary lives in /usr/local/bin, the config in /etc/nginx/nginx.conf.
Source ~/.bashrc after editing it.
[{date} 03:00:0{n}] INFO nightly backup finished in {dur}
The contact form needs a name and an email address, both required.
Tag the release 1.{n}.0+build.{bdate}.
Upgraded the project to Python {pyver} today; all tests pass.
The release v{ver} went out on {date}.
build {bdate} is the one QA signed off.
Order number {order} hasn't shipped yet, it's been {n} days.
Tracking says the parcel left the {city} depot this morning.
Our compose file maps Postgres to port {port}.
Commit {sha} fixed the flaky test.
Cherry-pick {sha7} onto the release branch.
The image digest is {digest}.
Request ID {uuid} failed with HTTP {http}.
The meeting room has room for {n} people and a projector.
Flights to {city} are about {price} cheaper midweek.
I prefer to work out in the early morning before it gets hot.
Remind me to water the plants every evening.
{company} published its quarterly report; revenue grew {pct}.
Read an article in the Washington Post about rail strikes in {city}.
Wall Street closed higher on {day}.
Issue #{issue} is a duplicate of #{issue2}.
Ticket INC-{issue} was closed as won't fix.
Use the public resolver {ip} if the office DNS is down.
The API rate limit is {n}00 requests per minute.
The download is {size}, it should take about {dur}.
Bake at 180°C for {dur}, then rest for ten minutes.
It's {temp} in {city} today, bring a jacket.
Christmas Day falls on a {day} this year.
The office is closed on Boxing Day and New Year's Day.
docker run -p {port}:{port} nginx:1.27 keeps exiting with code 1.
pip install requests=={ver} fails on the build server.
SELECT count(*) FROM orders WHERE created_at >= '{date}';
Error: connect ECONNREFUSED 127.0.0.1:{port}
KeyError: 'user_id' raised in handlers.py, line {n}{n2}
git checkout -b fix/issue-{issue}
The planning notes are in the shared drive under Q{q} {year}.
Buy {n} kg of rice, {n2} onions and a bottle of olive oil.
The train from {city} to {city2} takes about {dur}.
Invoice {ordno} for {price} is due on {date}.
Our SLA is 99.9% uptime per month.
Node {ver} is the LTS release now.
The coupon code SPRING{n}0 gives {pct} off.
Battery health is at {pct} after two years.
Renew the domain before {date2}.
The conference in {city} runs for three days from {date2}.
The Champions League final kicks off at 8pm CET.
Got a quote from {company} for the roof repair: {price}.
Ford and Dell both report earnings this week.
Morgan Stanley raised its price target for {company}.
The {city} branch of Marks & Spencer is closing in {year}.
Johnson & Johnson recalled a batch of sunscreen.
Set the timeout to {n}0 seconds and retry {n2} times.
Chapter {n} of the book covers hash tables.
The id column should default to gen_random_uuid().
Kubernetes {ver} deprecates the old API group.
Sensor reading: {temp}, humidity {pct}.
The score was {n}-{n2} at half time.
The recipe serves {n}; double it for the party.
Use a {n}px border and #{hex6} for the header colour.
Checksum mismatch: expected {sha7}, got {sha7b}.
Flight BA{n}{n2}{n} is delayed by {dur}.
The Easter holidays start on {date2}.
I usually get up early and run before work.
Our sprint ends on {day}; demo to follow.
Set max_connections = {n}00 in postgresql.conf.
The mortgage rate went from 4.5% to {pct}.
The package weighs {n}.{n2} kg.
Version {ver} fixes CVE-{year}-{issue}.
The {city} office moved to the third floor.
Call the IT helpdesk if the VPN drops again.
Don't forget the team lunch on {day}.
Times Square was packed on New Year's Eve.
The London Marathon starts at 10:00 on Sunday.
Apple's keynote streams live at 10am PT.
Order {order} was refunded, {price} back to the original payment method.
UUID {uuid} appears twice in the import log.
The museum in {city} is free on the first {day} of the month.
Add 2 tablespoons of sugar and {n}00 ml of milk.
Remember to back up the wiki before the {ver} upgrade.
Our team grew from {n} to {n2}{n} engineers this year.
The server at {ip} answered in {n}{n2} ms.
Switch the log level to DEBUG and rerun job {issue}.
The trip to {city} costs {price} including the hotel.
The report lists {n}{n2}{n} incidents for {year}, down {pct}.""".split("\n")

BEN["zh"] = """\
密码至少8位，要包含大小写字母和数字
忘记密码可以在登录页点“重置”
API Key放在X-Api-Key请求头里，不要拼到URL上
遇到紧急情况拨打110或者120
中国移动客服是10086
书号ISBN 978-7-111-{n}{n2}{n}{n2}{n}-{n}
包装上的条形码：{ean}
npm install @types/node --save-dev
方法上加@Override再重新编译
在测试上加@pytest.mark.parametrize跑{n}组数据
用git@github.com:python/cpython.git克隆仓库
可执行文件在/usr/local/bin，配置在/etc/nginx/nginx.conf
改完~/.bashrc记得source一下
[{date} 03:00:0{n}] INFO 夜间备份完成，用时{zdur}
联系人一栏不能留空
邮箱格式不正确，请重新输入
今天早上下雨了，路上有点堵
项目升级到Python {pyver}了，测试全部通过
v{ver}版本在{zdate}发布
build {bdate}是测试签字的版本
订单号{order}还没发货，已经{n}天了
快递显示今天早上离开了{zc}转运中心
数据库默认端口是{port}
提交{sha}修复了不稳定的测试
把{sha7}挑到发布分支上
镜像摘要：{digest}
请求ID {uuid} 返回了HTTP {http}
会议室能坐{n}个人，带投影仪
去{zc}的机票周中便宜{cny}
我习惯早上跑步，空气好
每天晚上记得给花浇水
{zcompany}发布了季度财报，营收增长{pct}
华尔街昨晚收涨
工单#{issue}和#{issue2}重复了
公司DNS挂了就用{zip}
接口限流是每分钟{n}00次
安装包{size}，大概要下载{zdur}
烤箱180度烤{zdur}
{zc}今天{temp}，记得带外套
国庆节放假七天，从10月1日开始
春节假期从{zdate}开始
docker run -p {port}:{port} nginx:1.27 一直退出
pip install requests=={ver} 在构建机上报错
SELECT count(*) FROM orders WHERE created_at >= '{date}';
报错：connect ECONNREFUSED 127.0.0.1:{port}
git checkout -b fix/issue-{issue}
买{n}斤大米、{n2}个洋葱和一瓶橄榄油
从{zc}到{zc2}的高铁大概{zdur}
发票{ordno}金额{cny}，{zdate}前付款
优惠码SPRING{n}0可以打八折
电池健康度还有{pct}
域名{zdate}到期，记得续费
{zc}的展会从{zdate}开始，持续三天
春晚每年除夕晚上8点开始直播
{zcompany}把总部搬到了{zc}
{zcompany}给屋顶维修报价{cny}
超时时间设为{n}0秒，重试{n2}次
这本书第{n}章讲哈希表
Kubernetes {ver}废弃了旧的API组
温度{temp}，湿度{pct}
上半场比分{n}比{n2}
这个菜谱是{n}人份的，聚会要翻倍
校验和不匹配：期望{sha7}，实际{sha7b}
航班CA{n}{n2}{n}{n2}延误了{zdur}
冲刺{zday}结束，然后演示
postgresql.conf里max_connections设成{n}00
房贷利率从4.5%降到{pct}
包裹重{n}.{n2}公斤
{ver}版本修复了CVE-{year}-{issue}
{zc}办公室搬到三楼了
VPN断了就找IT帮忙
{zday}团队聚餐别忘了
早上好，今天有什么安排？
外滩晚上人特别多
下周去{zc}出差，住三晚
这个月电费{cny}
会员费一年{cny}
Python里用uuid.uuid4()生成ID
端口{port}被占用了，换一个
提醒我每周给花浇水
明天{zc}有雨，记得带伞
元旦放假一天
第{q}季度的OKR已经更新
世界杯决赛北京时间晚上11点开球
订单{order}已退款，{cny}原路返回
导入日志里UUID {uuid}出现了两次
{zc}博物馆每月第一个{zday}免费
加两勺糖和{n}00毫升牛奶
升级到{ver}之前先备份wiki
团队今年从{n}人涨到了{n2}{n}人
服务器{ip}响应时间{n}{n2}毫秒
把日志级别改成DEBUG，重跑任务{issue}
去{zc}旅游总共花了{cny}
{year}年一共{n}{n2}{n}起故障，同比下降{pct}
天安门广场国庆节要提前预约
我们公司用{zcompany}的服务器
这个接口的超时是{n}秒
早上起来先喝一杯温水，这是个好习惯
下午茶点了{n}杯奶茶，一共{cny}""".split("\n")

BEN["mixed"] = """\
password policy 要求至少 12 位，还要 symbol
忘记 password 的话在 login 页面 reset
API key 放在 X-Api-Key header 里，不要放 URL
emergency 打 110 或 999
ISBN 978-0-13-110362-{n} 是第二版
box 上的 barcode：{ean}
npm install @types/node 装一下 types
加 @Override 再 rebuild
@pytest.mark.parametrize 跑 {n} 组 data
git@github.com:python/cpython.git 直接 clone
binary 在 /usr/local/bin，config 在 /etc/nginx/nginx.conf
改完 ~/.bashrc 要 source
[{date} 03:00:0{n}] INFO nightly backup 完成
contact form 的 name 和 email 都是 required
今天把 project 升级到 Python {pyver} 了
release v{ver} 已经 deploy 到 production
order {order} 还没 ship，已经 {n} 天了
commit {sha7} fix 了那个 flaky test
image digest 是 {digest}
request {uuid} 返回 HTTP {http}
port {port} 被占用了，换一个
DNS 用 {ip} 就行
meeting room 可以坐 {n} 个人
build {bdate} 是 QA 签过的
{zcompany} 的 Q{q} revenue 涨了 {pct}
issue #{issue} 和 #{issue2} duplicate 了
download 大概 {size}，要 {dur}
今天 {city} {temp}，bring a jacket
docker run -p {port}:{port} nginx:1.27 起不来，why？
pip install requests=={ver} 报 error
SQL 是 SELECT count(*) FROM orders WHERE created_at >= '{date}';
ECONNREFUSED 127.0.0.1:{port}，是不是 service 没起
git checkout -b fix/issue-{issue} 然后提 PR
买 {n} kg rice 和一瓶 olive oil
从 {city} 到 {city2} 的 train 要 {dur}
invoice {ordno} 金额 {price}，due {date}
SLA 是 99.9% uptime
Node {ver} 现在是 LTS
coupon SPRING{n}0 打 {pct} off
domain {date} 前要 renew
conference 在 {city}，{date2} 开始
{company} 的 HQ 搬到 {city} 了
Wall Street 昨天 rally 了
timeout 设成 {n}0 seconds，retry {n2} 次
Kubernetes {ver} deprecate 了旧 API
score 是 {n}-{n2}，下半场加油
checksum mismatch：expected {sha7}, got {sha7b}
flight BA{n}{n2}{n} delay 了 {dur}
sprint {day} 结束，then demo
我喜欢 early morning 去跑步
每天早上一杯 coffee
CVE-{year}-{issue} 在 {ver} fix 了
这个 recipe 是 {n} 人份
国庆 holiday 从 10月1日 开始
春节 holiday 去 {city} travel
rate limit 每分钟 {n}00 requests
UUID 用 uuid4() 生成就好
electricity bill 这个月 {cny}
battery health 还有 {pct}
{zc} 下雨了，记得带 umbrella
max_connections = {n}00，改完 restart
mortgage rate 降到 {pct} 了
package 重 {n}.{n2} kg
下周 {zc} business trip，住三晚
World Cup final 北京时间晚上11点 kick off
refund {cny} 已经原路返回，order {order}
log 里 UUID {uuid} 出现两次
server {ip} latency {n}{n2} ms
把 log level 改成 DEBUG，rerun job {issue}
team 今年从 {n} 人涨到 {n2}{n} 人
{zcompany} 的 cloud server 挺稳定
这个 API 的 timeout 是 {n} 秒
afternoon tea 点了 {n} 杯奶茶，total {cny}
Q{q} 的 OKR 已经 update 了
{year} 年一共 {n}{n2} 个 incident，down {pct}
cherry-pick {sha7} 到 release branch
Christmas 和 New Year 办公室都 closed
用 {company} 的 quote，{price} 修屋顶""".split("\n")

REAL_COMPANIES = ("Microsoft", "Siemens", "Tesco", "Barclays", "Ford", "Dell", "Boeing",
                  "Goldman Sachs", "Wells Fargo", "Morgan Stanley", "Procter & Gamble",
                  "Johnson & Johnson", "Marks & Spencer", "Sainsbury's", "McDonald's",
                  "Alibaba", "Tencent", "Huawei", "Lenovo", "Cloudflare")
ZH_CITIES = tuple(c for c, _ in ZH_CITY_DIST) + ("昆明市", "哈尔滨市", "大连市", "宁波市")
PUBLIC_IPS = ("8.8.8.8", "1.1.1.1", "9.9.9.9", "208.67.222.222", "8.8.4.4", "1.0.0.1")
ZH_IPS = ("114.114.114.114", "223.5.5.5", "119.29.29.29", "180.76.76.76")


def _luhn_fail(rng: random.Random) -> str:
    while True:
        v = str(rng.randrange(1, 10)) + "".join(rng.choice(string.digits) for _ in range(15))
        if not luhn_ok(v):
            return v


def _bfill(tpl: str, rng: random.Random, fk: Faker, fcn: Faker) -> str:
    d = date(2019, 1, 1) + timedelta(days=rng.randrange(0, 3200))
    company = rng.choice(REAL_COMPANIES) if rng.random() < 0.6 else fk.company()
    # only "Surname Ltd/PLC/Group…" forms: "X, Y and Z" or "Hardy-Carter" read like people
    while "," in company or not company.endswith(("Inc", "LLC", "Group", "PLC", "Ltd", "and Sons")):
        company = fk.company()
    city, zc = rng.choice(EN_CITIES), rng.choice(ZH_CITIES)
    reps = {
        "{pyver}": rng.choice(("3.10", "3.11", "3.12", "3.13")),
        "{ver}": f"{rng.randrange(0, 30)}.{rng.randrange(0, 20)}.{rng.randrange(0, 15)}",
        "{date}": d.isoformat(),
        "{date2}": d.strftime(rng.choice(("%d %B %Y", "%B %d, %Y", "%d/%m/%Y", "%a %d %b"))),
        "{zdate}": f"{d.year}年{d.month}月{d.day}日",
        "{bdate}": d.strftime("%Y.%m.%d"),
        "{uuid}": str(__import__("uuid").UUID(int=rng.getrandbits(128), version=4)),
        "{sha}": rs(rng, HEX, 40),
        "{sha7b}": rs(rng, HEX, 7),
        "{sha7}": rs(rng, HEX, 7),
        "{digest}": "sha256:" + rs(rng, HEX, 64),
        "{order}": _luhn_fail(rng),
        "{ordno}": rng.choice((f"INV-{d.year}-{rng.randrange(1, 99999):05d}", f"#A{rng.randrange(10000, 99999)}")),
        "{issue2}": str(rng.randrange(1, 30000)),
        "{issue}": str(rng.randrange(1, 30000)),
        "{port}": str(rng.choice((80, 443, 5432, 6379, 8080, 3000, 27017, 9200, 5672, 8443))),
        "{ip}": rng.choice(PUBLIC_IPS + ZH_IPS),
        "{zip}": rng.choice(ZH_IPS),
        "{price}": rng.choice(("$", "£", "€")) + f"{rng.randrange(5, 900)}.{rng.choice(('00', '50', '99'))}",
        "{cny}": rng.choice((f"¥{rng.randrange(10, 3000)}", f"{rng.randrange(10, 3000)}元", f"{rng.randrange(1, 9)},{rng.randrange(100, 999)}元")),
        "{city2}": EN_CITIES[(EN_CITIES.index(city) + rng.randrange(1, 9)) % len(EN_CITIES)],
        "{city}": city,
        "{zc2}": ZH_CITIES[(ZH_CITIES.index(zc) + rng.randrange(1, 9)) % len(ZH_CITIES)],
        "{zc}": zc,
        "{company}": company,
        "{zcompany}": fcn.company(),
        "{n2}": str(rng.randrange(2, 10)),
        "{n}": str(rng.randrange(2, 10)),
        "{dur}": rng.choice(("45 minutes", "2 hours", "90 minutes", "three hours", "20 minutes")),
        "{zdur}": rng.choice(("两个小时", "30分钟", "一个半小时", "四十分钟", "三小时")),
        "{pct}": f"{rng.randrange(2, 60)}%",
        "{year}": str(rng.randrange(2018, 2027)),
        "{size}": f"{rng.randrange(1, 9)}.{rng.randrange(10)} GB",
        "{temp}": f"{rng.randrange(-5, 36)}°C",
        "{http}": str(rng.choice((400, 403, 404, 429, 500, 502, 503))),
        "{day}": rng.choice(EN_DAYS),
        "{zday}": rng.choice(ZH_DAYS),
        "{q}": str(rng.randrange(1, 5)),
        "{hex6}": rs(rng, "0123456789ABCDEF", 6),
        "{ean}": rng.choice(("4006381333931", "9780306406157", "5901234123457", "6901234567892")),
    }
    for k, v in reps.items():
        if k in tpl:
            tpl = tpl.replace(k, v)
    assert "{" not in tpl.replace("{}", "") or "{" in tpl and "}" not in tpl, tpl
    return tpl


def benign_with_lang() -> list[tuple[str, str]]:
    rng = random.Random(SEED + 1)
    fk = Faker("en_GB")
    fk.seed_instance(2201)
    fcn = Faker("zh_CN")
    fcn.seed_instance(2203)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        tpls = BEN[lang]
        seen: set[str] = set()
        i = 0
        while len(seen) < N_BENIGN:
            tpl = tpls[i % len(tpls)]
            i += 1
            text = _bfill(tpl, rng, fk, fcn)
            if text in seen:
                continue
            seen.add(text)
            out.append((lang, text))
    return out


if __name__ == "__main__":
    report("l", samples(), benign_with_lang())
