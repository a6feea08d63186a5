# ruff: noqa
"""Blind held-out privacy corpus ``ab`` — public-facing / community text an agent reads.

Style: a tenth independent acceptance corpus, by a QA engineer at a customer. Text an
browsing or research agent reads and might remember: (1) forum and social posts, comments
and replies (Reddit/HN/V2EX/知乎/小红书/微博 style, signatures, @replies), (2) classified ads
and listings (second-hand sales, 闲鱼, room rentals, 租房, lost-and-found, pet adoption,
carpool/拼车), (3) profiles and directories (résumé headers, speaker bios, alumni lists, team
pages, 通讯录, 名片 OCR), (4) event and community notices (meetup sign-ups, volunteer rosters,
class group notices, 业主群通知, club newsletters) — English, Chinese and code-switched, as
prose, bullet lists, key: value lines and short markdown.

Written blind: the author did not read the gate's source, its tests (other than
blind_common.py), its changelog or security notes, and never ran the gate.

Values: Faker en_US / en_GB / zh_CN (many provider methods) plus own generators (provider
tokens, CN resident IDs with checksum, Luhn cards, mod-97 IBANs, NINOs, CN addresses, estate
names, clock-time expressions). About a quarter of templates are hard cases (weak/no cue,
value before cue, among similar benign items, quotes/brackets, full-width, no spaces, case
changes, emoji). Seeds: Faker seed_instance(10201), random.Random(10202). Time-dependent
Faker calls are pinned to fixed ranges, so the corpus is identical on every run.
"""

from __future__ import annotations

import base64
import json
import random
import string
import sys
from datetime import date, datetime
from functools import lru_cache
from pathlib import Path

from faker import Faker

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

FAKER_SEED = 10201
RANDOM_SEED = 10202
N_PER_CELL = 250
N_BENIGN = 400
_END = datetime(2024, 12, 31, 23, 59, 59)
_D0, _D1 = date(2023, 1, 1), date(2025, 12, 31)

ALNUM = string.ascii_letters + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"

CITIES_EN = ["Leeds", "Austin", "Portland", "Bristol", "Denver", "Manchester", "Seattle",
             "Glasgow", "Boston", "Cardiff", "Chicago", "Toronto", "Nottingham", "Phoenix"]
CITIES_ZH = ["杭州", "成都", "深圳", "南京", "武汉", "西安", "苏州", "长沙", "厦门", "青岛",
             "重庆", "天津", "合肥", "昆明"]
ZH_PROV_CITY = ["浙江省杭州市西湖区", "广东省深圳市南山区", "江苏省南京市鼓楼区", "四川省成都市武侯区",
                "湖北省武汉市洪山区", "上海市浦东新区", "北京市朝阳区", "陕西省西安市雁塔区",
                "福建省厦门市思明区", "山东省青岛市市南区", "湖南省长沙市岳麓区", "天津市河西区"]
ZH_ROADS = ["文三路", "科技园南路", "中山北路", "建设大道", "人民南路", "长乐路", "漕溪北路",
            "学院路", "解放西路", "滨江大道", "东风路", "青年路", "望京街", "新华街", "园区大道"]
ZH_ESTATE_A = ["翠湖", "阳光", "碧桂", "锦绣", "金色", "滨江", "紫荆", "万科", "绿城", "御景",
               "梧桐", "南山", "枫林", "星河", "丽都", "和平", "嘉禾", "融侨"]
ZH_ESTATE_B = ["花园", "新城", "家园", "名苑", "雅苑", "小区", "新村", "公馆", "嘉园", "华府",
               "天地", "湾"]
EN_EST_A = ["Maple", "Oakridge", "Willow", "Hawthorn", "Birchwood", "Kingsmead", "Ashbury",
            "Larkfield", "Cedar", "Foxhollow", "Millbrook", "Elmstead", "Rosedene", "Thornbury"]
EN_EST_B = ["Heights", "Estate", "Gardens", "Park", "Meadows", "Grange", "Village", "Green",
            "Court", "Terrace"]
PASS_WORDS = ["otter", "granite", "lantern", "velvet", "comet", "juniper", "marble", "saffron",
              "tundra", "quartz", "ember", "falcon", "meadow", "cobalt", "pepper", "walrus"]
PINYIN = ["xiaoyu", "wangfang", "lilei", "zhangwei", "chenjing", "liuyang", "yangmi", "zhaolei",
          "sunhao", "linxi", "hejia", "guoqing", "tanglu", "mengfei", "xujie", "fengyu"]
ZH_HANDLES = ["不吃香菜的猫", "小鱼干", "橘子汽水", "夜跑的兔子", "山海一粟", "咸鱼翻身中", "半糖去冰",
              "碎碎念的阿北", "南风知我意", "代码搬运工"]
ZH_NUM = "零一二三四五六七八九十"


def _cn_hour(h: int) -> str:
    if h <= 10:
        return ZH_NUM[h]
    return "十" + ZH_NUM[h - 10]


def _fullwidth(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c)
                   for c in s)


def _luhn_complete(prefix: str, length: int, r: random.Random) -> str:
    body = prefix + "".join(r.choice(string.digits) for _ in range(length - len(prefix) - 1))
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def _luhn_ok(num: str) -> bool:
    digits = [int(c) for c in num if c.isdigit()]
    s = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def _iban(country: str, bban: str) -> str:
    rearr = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    check = 98 - int(num) % 97
    return f"{country}{check:02d}{bban}"


def _iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def _cn_id(r: random.Random) -> str:
    area = r.choice(["110105", "310115", "440305", "330106", "510107", "420111", "320106",
                     "610113", "350203", "370202", "430104", "120103"])
    y = r.randint(1960, 2004)
    m = r.randint(1, 12)
    d = r.randint(1, 28)
    body = f"{area}{y}{m:02d}{d:02d}{r.randint(0, 999):03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(c) * k for c, k in zip(body, w))
    return body + "10X98765432"[s % 11]


def _b64u(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


class Gen:
    """Value generators (one instance per build, seeded)."""

    def __init__(self) -> None:
        self.r = random.Random(RANDOM_SEED)
        self.f = {}
        for loc in ("en_US", "en_GB", "zh_CN"):
            fk = Faker(loc)
            fk.seed_instance(FAKER_SEED)
            self.f[loc] = fk
        self.us, self.gb, self.cn = self.f["en_US"], self.f["en_GB"], self.f["zh_CN"]

    def s(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def en(self):
        return self.r.choice([self.us, self.gb])

    # ---- secret -------------------------------------------------------------------
    def secret(self, lang: str, kind: str | None) -> str:
        r = self.r
        if kind == "url":
            return self.s(ALNUM, r.randint(12, 22))
        if kind == "pem":
            label = r.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY",
                              "PRIVATE KEY"])
            b64 = string.ascii_letters + string.digits + "+/"
            lines = [self.s(b64, 64) for _ in range(r.randint(3, 6))] + [self.s(b64, r.randint(20, 60)) + "=="]
            return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"
        k = kind or r.choice(["aws", "ghp", "ghpat", "slack", "openai", "anthropic", "stripe",
                              "google", "hf", "sendgrid", "telegram", "jwt", "hex", "b64"])
        if k == "aws":
            return "AKIA" + self.s(string.ascii_uppercase + "234567", 16)
        if k == "ghp":
            return r.choice(["ghp_", "gho_", "ghs_"]) + self.s(ALNUM, 36)
        if k == "ghpat":
            return "github_pat_" + self.s(UPPER_DIG, 22) + "_" + self.s(ALNUM, 59)
        if k == "slack":
            return (r.choice(["xoxb-", "xoxp-"]) + self.s(string.digits, 12) + "-"
                    + self.s(string.digits, 13) + "-" + self.s(ALNUM, 24))
        if k == "openai":
            if r.random() < 0.5:
                return "sk-proj-" + self.s(ALNUM + "-_", 74) + "T3BlbkFJ" + self.s(ALNUM + "-_", 74)
            return "sk-" + self.s(ALNUM, 48)
        if k == "anthropic":
            return "sk-ant-api03-" + self.s(ALNUM + "-_", 93) + "AA"
        if k == "stripe":
            return r.choice(["sk_live_", "rk_live_", "sk_test_"]) + self.s(ALNUM, r.choice([24, 99]))
        if k == "google":
            return "AIza" + self.s(ALNUM + "-_", 35)
        if k == "hf":
            return "hf_" + self.s(string.ascii_letters, 34)
        if k == "sendgrid":
            return "SG." + self.s(ALNUM + "-_", 22) + "." + self.s(ALNUM + "-_", 43)
        if k == "telegram":
            return str(r.randint(10**8, 10**10 - 1)) + ":AA" + self.s(ALNUM + "-_", 33)
        if k == "jwt":
            h = _b64u(json.dumps({"alg": r.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
            p = _b64u(json.dumps({"sub": str(r.randint(10**5, 10**9)), "iat": 1700000000 + r.randint(0, 10**7),
                                  "scope": r.choice(["read", "admin", "user"])}, separators=(",", ":")).encode())
            return f"{h}.{p}.{self.s(ALNUM + '-_', 43)}"
        if k == "hex":
            return self.s(HEX, r.choice([32, 40, 64]))
        return self.s(ALNUM + "+/", r.choice([32, 40, 44]))

    # ---- password -----------------------------------------------------------------
    def password(self, lang: str) -> str:
        r = self.r
        c = r.randrange(6)
        if c <= 1:
            fk = r.choice([self.us, self.gb, self.cn])
            return fk.password(length=r.randint(9, 16), special_chars=r.random() < 0.7)
        if c == 2:
            ws = r.sample(PASS_WORDS, r.choice([3, 4]))
            sep = r.choice(["-", ".", "_", ""])
            ws = [w.capitalize() if r.random() < 0.5 else w for w in ws]
            return sep.join(ws) + str(r.randint(10, 99))
        if c == 3:
            return r.choice(PINYIN).capitalize() + r.choice("@#!.") + str(r.randint(1980, 2012))
        if c == 4:
            return self.s(ALNUM, 4) + r.choice("!$%*?") + self.s(ALNUM, r.randint(5, 9))
        return r.choice(PASS_WORDS) + str(r.randint(100, 9999)) + r.choice(["!", "#", "&", "~"]) + self.s(string.ascii_uppercase, 2)

    # ---- email --------------------------------------------------------------------
    def email(self, lang: str) -> str:
        r = self.r
        if lang == "zh" and r.random() < 0.5:
            dom = r.choice(["qq.com", "163.com", "126.com", "foxmail.com", "sina.com", "aliyun.com"])
            local = r.choice([str(r.randint(10**6, 10**10)), r.choice(PINYIN) + str(r.randint(1, 999)),
                              r.choice(PINYIN) + "_" + self.s(string.ascii_lowercase, 3)])
            return f"{local}@{dom}"
        fk = self.cn if lang == "zh" else r.choice([self.us, self.gb, self.cn] if lang == "mixed" else [self.us, self.gb])
        m = r.choice(["email", "free_email", "company_email", "ascii_email", "ascii_free_email",
                      "ascii_company_email"])
        v = getattr(fk, m)()
        if "example." in v and r.random() < 0.7:
            v = v.split("@")[0] + "@" + r.choice(["gmail.com", "outlook.com", "proton.me", "icloud.com", "fastmail.fm", "yahoo.co.uk"])
        return v

    # ---- phone --------------------------------------------------------------------
    def phone(self, lang: str) -> str:
        r = self.r
        if lang == "en" or (lang == "mixed" and r.random() < 0.4):
            c = r.randrange(7)
            if c <= 1:
                return self.us.phone_number()
            if c == 2:
                return self.gb.phone_number()
            if c == 3:
                return f"+1 {r.randint(201, 989)}-{r.randint(200, 989)}-{r.randint(1000, 9999)}"
            if c == 4:
                return f"07{r.randint(100, 999)} {r.randint(100000, 999999)}"
            if c == 5:
                return f"({r.randint(201, 989)}) {r.randint(200, 989)}-{r.randint(1000, 9999)} ext. {r.randint(10, 999)}"
            return "+44 " + r.choice(["20 ", "161 ", "113 ", "7"]) + f"{r.randint(1000, 9999)} {r.randint(1000, 9999)}"
        c = r.randrange(7)
        mob = r.choice(["13", "15", "17", "18", "19"]) + str(r.randint(0, 9)) + self.s(string.digits, 8)
        if c <= 1:
            return self.cn.phone_number()
        if c == 2:
            return f"{mob[:3]} {mob[3:7]} {mob[7:]}"
        if c == 3:
            return f"+86 {mob[:3]}-{mob[3:7]}-{mob[7:]}"
        if c == 4:
            return r.choice(["010-", "021-", "0755-", "0571-", "028-"]) + self.s(string.digits, 8)
        if c == 5:
            return f"(0{r.choice(['10', '21', '20', '25'])}){self.s(string.digits, 8)}转{r.randint(100, 8999)}"
        return "+86" + mob if r.random() < 0.5 else mob

    # ---- address (street part) ----------------------------------------------------
    def address(self, lang: str) -> str:
        r = self.r
        if lang == "en" or (lang == "mixed" and r.random() < 0.35):
            c = r.randrange(4)
            if c == 0:
                return self.us.street_address()
            if c == 1:
                return self.gb.street_address().replace("\n", ", ")
            if c == 2:
                return f"{self.us.building_number()} {self.us.street_name()}, {self.us.secondary_address()}"
            return f"Flat {r.randint(1, 40)}, {r.randint(1, 220)} {self.gb.street_name()}"
        road = r.choice(ZH_ROADS) if r.random() < 0.5 else self.cn.street_name()
        c = r.randrange(5)
        if c == 0:
            return f"{road}{r.randint(1, 999)}号"
        if c == 1:
            return f"{road}{r.randint(1, 600)}号{r.randint(1, 30)}栋{r.randint(101, 2808)}室"
        if c == 2:
            return f"{road}{r.randint(1, 400)}号{r.randint(1, 12)}幢{r.randint(1, 6)}单元{r.randint(101, 1806)}"
        if c == 3:
            return f"{road}{r.randint(1, 300)}弄{r.randint(1, 60)}号{r.randint(101, 1202)}室"
        return f"{road}{r.randint(1, 999)}号{self.s(string.ascii_uppercase, 1)}座{r.randint(3, 30)}楼"

    # ---- government id ------------------------------------------------------------
    def nino(self) -> str:
        a = self.r.choice("ABCEGHJKLMNOPRSTWXYZ") + self.r.choice("ABCEGHJKLMNPRSTWXYZ")
        d = self.s(string.digits, 6)
        suf = self.r.choice("ABCD")
        if self.r.random() < 0.5:
            return f"{a} {d[:2]} {d[2:4]} {d[4:]} {suf}"
        return f"{a}{d}{suf}"

    def government_id(self, lang: str, kind: str | None) -> str:
        r = self.r
        if kind == "pp":
            if lang == "zh" or (lang == "mixed" and r.random() < 0.5):
                return r.choice(["E", "EA", "EB", "G"]) + self.s(string.digits, 8 if r.random() < 0.6 else 7)
            return r.choice([self.us.passport_number(), self.gb.passport_number(), self.s(string.digits, 9)])
        if lang == "zh" or (lang == "mixed" and r.random() < 0.55):
            return self.cn.ssn() if r.random() < 0.4 else _cn_id(r)
        c = r.randrange(4)
        if c <= 1:
            return self.us.ssn()
        if c == 2:
            return self.nino()
        return f"{r.randint(100, 665)} {r.randint(10, 99)} {r.randint(1000, 9999)}"

    # ---- financial ----------------------------------------------------------------
    def financial(self, lang: str, kind: str | None) -> str:
        r = self.r
        if kind == "acct":
            if lang == "en" or (lang == "mixed" and r.random() < 0.4):
                return r.choice([self.us.aba(), self.s(string.digits, 8), self.s(string.digits, r.randint(10, 12))])
            return r.choice(["62", "95", "60"]) + self.s(string.digits, r.randint(14, 17))
        if kind == "iban":
            c = r.randrange(4)
            if c == 0:
                v = self.gb.iban()
            elif c == 1:
                v = _iban("DE", self.s(string.digits, 18))
            elif c == 2:
                v = _iban("FR", self.s(string.digits, 10) + self.s(UPPER_DIG, 11) + self.s(string.digits, 2))
            else:
                v = _iban("NL", self.s(string.ascii_uppercase, 4) + self.s(string.digits, 10))
            if r.random() < 0.5:
                v = " ".join(v[i:i + 4] for i in range(0, len(v), 4))
            return v
        c = r.randrange(4)
        if c == 0:
            return self.us.credit_card_number(card_type=r.choice(["visa", "mastercard", "amex", "discover", "visa16"]))
        if c == 1 or lang != "en":
            n = _luhn_complete(r.choice(["62", "6225", "6222", "4", "5", "4392"]), r.choice([16, 16, 19]), r)
        else:
            n = _luhn_complete(r.choice(["4", "51", "55", "2221"]), 16, r)
        sep = r.choice([" ", "-", "", " "])
        if len(n) == 16 and sep:
            return sep.join(n[i:i + 4] for i in range(0, 16, 4))
        return n

    # ---- person name --------------------------------------------------------------
    def person_name(self, lang: str) -> str:
        r = self.r
        if lang == "zh" or (lang == "mixed" and r.random() < 0.55):
            c = r.randrange(4)
            if c == 0:
                return self.cn.name_male()
            if c == 1:
                return self.cn.name_female()
            return self.cn.name()
        fk = self.en()
        c = r.randrange(6)
        if c == 0:
            v = fk.name()
        elif c == 1:
            v = f"{fk.first_name()} {fk.last_name()}"
        elif c == 2:
            v = fk.name_female()
        elif c == 3:
            v = fk.name_male()
        elif c == 4:
            v = f"{fk.first_name()} {self.s(string.ascii_uppercase, 1)}. {fk.last_name()}"
        else:
            v = f"{fk.prefix()} {fk.first_name()} {fk.last_name()}"
        return v

    # ---- username -----------------------------------------------------------------
    def username(self, lang: str, at: bool) -> str:
        r = self.r
        c = r.randrange(6)
        if lang != "en" and c == 5 and at:
            v = r.choice(ZH_HANDLES) + (str(r.randint(1, 99)) if r.random() < 0.7 else "_" + self.s(string.ascii_lowercase, 2))
        elif c <= 1:
            v = r.choice([self.us, self.gb, self.cn]).user_name()
        elif c == 2:
            v = r.choice(PINYIN) + r.choice(["_", ".", ""]) + str(r.randint(1, 2024))
        elif c == 3:
            v = self.s(string.ascii_lowercase, r.randint(3, 6)) + "_" + r.choice(["dev", "codes", "42", "x", "hq", "travels"])
        else:
            v = self.us.first_name().lower() + r.choice(["_", "", "."]) + self.us.last_name().lower()[:5] + str(r.randint(0, 99))
        return ("@" + v) if at else v

    # ---- home path ----------------------------------------------------------------
    def home_path(self, lang: str) -> tuple[str, str]:
        r = self.r
        user = r.choice([self.us.user_name(), self.gb.first_name().lower(), r.choice(PINYIN),
                         self.cn.user_name(), self.us.first_name().lower() + "." + self.us.last_name().lower()])
        c = r.randrange(5)
        if c <= 1:
            return f"/home/{user}", "/"
        if c == 2:
            return f"/Users/{user}", "/"
        if c == 3:
            return f"C:\\Users\\{user}", "\\"
        return r.choice([f"/Users/{user}", f"c:\\users\\{user}", f"D:\\Users\\{user}"]), ("\\" if ":" in f"{c}" else "/")

    # ---- schedule -----------------------------------------------------------------
    def schedule(self, lang: str) -> str:
        r = self.r
        words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
        if lang == "en" or (lang == "mixed" and r.random() < 0.45):
            h = r.randint(1, 12)
            m = r.choice([0, 15, 30, 45, 10, 20, 40, 50])
            c = r.randrange(8)
            if c == 0:
                return f"{h}{r.choice(['am', 'pm', 'AM', 'PM'])}"
            if c == 1:
                return f"{h}:{m:02d}{r.choice(['am', 'pm', ' a.m.', ' p.m.', ' AM', ' PM'])}"
            if c == 2:
                return self.us.time(pattern="%H:%M", end_datetime=_END)
            if c == 3:
                return f"half past {words[h - 1]}"
            if c == 4:
                return f"quarter to {words[h - 1]}"
            if c == 5:
                pm = r.random() < 0.5
                return f"{r.randint(6, 11) if pm else r.randint(5, 10)}:{m:02d} in the {'evening' if pm else 'morning'}"
            if c == 6:
                return f"{words[h - 1]} o'clock"
            return f"{r.randint(5, 23):02d}{m:02d} hrs"
        part, lo, hi = r.choice([("早上", 5, 9), ("晚上", 7, 11), ("下午", 1, 6), ("凌晨", 1, 5),
                                 ("上午", 8, 11), ("中午", 12, 12), ("傍晚", 5, 7), ("夜里", 10, 12)])
        h = r.randint(lo, hi)
        c = r.randrange(7)
        if c == 0:
            return f"{part}{h}点"
        if c == 1:
            return f"{part}{_cn_hour(h)}点半"
        if c == 2:
            return f"{part}{h}点{r.choice([10, 15, 20, 40, 45, 50])}分"
        if c == 3:
            return self.cn.time(pattern="%H:%M", end_datetime=_END)
        if c == 4:
            return f"{part}{_cn_hour(h)}点"
        if c == 5:
            return f"{part}{h}:{r.choice([0, 15, 30, 45]):02d}"
        return f"{part}{_cn_hour(h)}点{r.choice(['一刻', '三刻', '过五分'])}"

    # ---- geo ----------------------------------------------------------------------
    def geo(self, lang: str, kind: str | None) -> str:
        r = self.r
        k = kind or r.choice(["coord", "post", "hood"])
        zhish = lang == "zh" or (lang == "mixed" and r.random() < 0.6)
        if k == "coord":
            c = r.randrange(4)
            if c == 0:
                lat, lon = self.us.latitude(), self.us.longitude()
                return f"{float(lat):.5f}, {float(lon):.5f}"
            if c == 1:
                t = (self.cn if zhish else self.en()).local_latlng(country_code="CN" if zhish else r.choice(["US", "GB"]))
                return f"{t[0]},{t[1]}"
            if c == 2:
                la, lo = r.uniform(22, 45), r.uniform(100, 125) if zhish else r.uniform(-3, 2)
                return f"{la:.4f}°N, {abs(lo):.4f}°{'E' if lo >= 0 else 'W'}"
            return f"({r.uniform(-60, 60):.6f}, {r.uniform(-170, 170):.6f})"
        if k == "post":
            if zhish:
                return self.cn.postcode()
            c = r.randrange(3)
            if c == 0:
                return self.gb.postcode()
            if c == 1:
                return self.us.zipcode_plus4()
            return self.us.zipcode()
        if zhish:
            return r.choice(ZH_ESTATE_A) + r.choice(ZH_ESTATE_B) + (r.choice(["", "", "二期", "东区"]))
        return f"{r.choice(EN_EST_A)} {r.choice(EN_EST_B)}"


# =====================================================================================
# Templates: one per line. "{v}" = planted value. A leading "!" marks a hard case; a
# "[kind]" tag picks a generator variant. Fillers: {city} {price} {date} {n} {/}
# (path separator). "⏎" = newline.
# =====================================================================================

T: dict[str, dict[str, str]] = {}

T["secret"] = {
"en": """
[aws]PSA for anyone who cloned my weekend project: I pushed my config by accident, AWS_ACCESS_KEY_ID={v} is revoked now, please stop pinging me.
[ghp]Reply to thread: the deploy fails because you set GITHUB_TOKEN to `{v}` inside the workflow file itself. Use repo secrets.
[jwt]Found in a public pastebin while researching the outage: Authorization: Bearer {v}
Selling my old SaaS side project (domain + code). The README still says api_key: {v} — buyer gets a fresh one.
[pem]Someone posted this in the meetup Slack channel asking if it's "safe to share":⏎{v}⏎Answer: no.
[url]HN comment: their status page leaked a connection string, mongodb+srv://reporter:{v}@cluster0.example.net/prod?retryWrites=true
[slack]- slack_bot_token: {v}⏎- channel: #volunteers⏎- schedule: weekly digest
[stripe]Team page draft (internal notes not removed): "our Stripe key is {v}, ping ops for a rotation".
[openai]> openai key for the hackathon demo → {v}⏎> please don't abuse, it has a $20 cap
[telegram]Lost-and-found bot for the {city} bike club: BOT_TOKEN={v} (will rotate after the event)
Newsletter errata: the snippet in last issue contained a live credential ({v}). It has been revoked.
[hex]Forum signature accidentally included: secret_key = "{v}"
!{v} ← this is what the intern pasted into the public channel. Rotated within 4 min.
!Comment #{n}: why is there a string like "{v}" in your gist? looks like a token to me.
![hf]Speaker bio slides, last page, tiny font: hf hub push used {v} lol
!Classified: "Selling Raspberry Pi cluster, SD cards still imaged, includes {v} in .env" — yikes.
[sendgrid]## Sign-up form backend⏎```⏎export SENDGRID_API_KEY={v}⏎```⏎(copy from the organizer's laptop photo)
[anthropic]r/LocalLLaMA: I accidentally published my key {v} in a screenshot, already rotated, lesson learned.
[google]Carpool app config leaked via the event website: maps key AIza… full value: {v}
Access token for the community calendar API: {v} (expires at the end of the season)
[ghpat]V2EX-style reply in English: fine-grained PAT `{v}` only has read access, still rotate it.
![url]the meetup RSVP site runs on postgres://rsvp_admin:{v}@db.clubsite.org:5432/events — someone should tell them
!["jwt"]debug dump from a volunteer app: {"session":"{v}","ok":true}
![stripe]STRIPE=[{v}] please remove from the wiki page before the fundraiser
Alumni portal notice — client_secret: {v} was exposed in the HTML source; fixed in build {n}.
![aws]KEY ID (do not share) {v} / region eu-west-2
""",
"zh": """
[aws]吐槽一下，同事把 AWS 密钥 {v} 直接发到了公开群里，已经让他作废了。
[ghp]求助：GitHub Actions 一直报错，我的令牌是 {v}，是不是权限不够？
[jwt]论坛抓包发现请求头带着 Bearer {v}，这个站的登录太不安全了吧
闲鱼出二手服务器，系统里还留着 api_key={v}，买家记得自己换掉。
[pem]有人在业主群里发了这么一段问是什么：⏎{v}⏎大家千万别乱发私钥！
[url]知乎回答里贴的连接串：mysql://admin:{v}@10.0.3.8:3306/shop 这密码都露出来了
- 机器人令牌：{v}⏎- 用途：社群签到提醒
[stripe]活动报名系统配置泄露，Stripe 密钥{v}已经吊销。
[telegram]拼车群的 Telegram 机器人 token 是 {v}，别外传。
[openai]小红书笔记翻车：截图里能看到 OpenAI key「{v}」，博主已删帖。
[hex]V2EX 帖子：配置文件 SECRET_KEY = {v} 是随机生成的吗？
!{v} ←群里有人误发了这个，管理员已撤回
!这串{v}是什么东西？看起来像是某个服务的凭证
![hf]微博截图里露了hf令牌{v}，赶紧去后台删掉
!同学录网站源码里居然有访问凭据（{v}），已经通知站长
[sendgrid]## 志愿者系统部署⏎```⏎SENDGRID_API_KEY={v}⏎```⏎以上来自群公告截图
[anthropic]分享踩坑：Claude 的 key {v} 被我提交到了公开仓库，十分钟就被扫到了
[google]租房小程序前端代码里写死了地图密钥{v}，谁都能拿去用
班级群通知系统的 access_token：{v}（本学期有效）
[ghpat]细粒度个人访问令牌 `{v}` 只读权限，也请尽快撤销
![url]报名网站用的是 redis://default:{v}@cache.activity.cn:6379/0，太危险了
!["jwt"]调试日志：{"token":"{v}","code":0}
!【密钥】{v}【请勿外传】
读书会官网说明：client_secret：{v} 已在源码中暴露，第{n}版已修复
![aws]访问密钥ID{v}区域cn-north-1
""",
"mixed": """
[aws]吐槽：intern 把 AWS key {v} 贴到了 public channel，已 revoke。
[ghp]求助 GitHub Actions 报错，token 用的是 {v}，permission 不够吗？
[jwt]抓包看到 header 里 Authorization: Bearer {v}，这个 app 真的不行
闲鱼出 homelab server，.env 里还有 API_KEY={v}，buyer 自己 rotate 一下
[pem]群里有人发了这个 private key 问 safe 不 safe：⏎{v}⏎当然不 safe！
[url]知乎 answer 里的 connection string: postgres://app:{v}@pg.example.io:5432/main 密码都 leak 了
[slack]- slack token：{v}⏎- 用途：meetup reminder bot
[stripe]活动 sign-up 系统 leak 了 Stripe secret {v}，已经 revoke
[telegram]拼车 group 的 Telegram bot token 是 {v}，don't share
[openai]小红书 post 翻车，screenshot 里 OpenAI key「{v}」清清楚楚
[hex]V2EX: config 里 SECRET_KEY = {v} 要不要 rotate？
!{v} ← someone 误发到群里了，admin 已撤回
!这个 string {v} 是什么 credential 吗？
![hf]微博 screenshot 露出 hf token{v}，快去 settings 删掉
!alumni 网站 source 里有（{v}），已经 report 给 webmaster
[sendgrid]## Volunteer 系统 deploy⏎```⏎export SENDGRID_API_KEY={v}⏎```
[anthropic]踩坑分享：Claude API key {v} commit 到 public repo，十分钟被 bot 扫到
[google]租房 mini-program 前端 hardcode 了 Maps key {v}
班级 notice 系统 access_token：{v}（this semester）
[ghpat]fine-grained PAT `{v}` 虽然 read-only 也请 revoke
![url]报名网站 redis://default:{v}@cache.meetup.cn:6379/0 太 risky 了
!["jwt"]debug log：{"jwt":"{v}","status":"ok"}
!【credential】{v}【勿外传】
Reading club 官网：client_secret：{v} exposed in HTML，build {n} 已修复
![aws]KEY ID{v}region ap-east-1
""",
}

T["password"] = {
"en": """
Selling my old laptop. Still logged in to the BIOS, the password is {v} — I'll reset before shipping.
Volunteer roster: shared check-in account is events@club, pw: {v}
Wi-Fi for tonight's meetup: network "Hacknight", password {v}
Reply: your router admin passcode ({v}) is visible in the photo you posted, blur it.
- login: treasurer⏎- passwd={v}⏎- note: change after the AGM
Room rental listing: door code and Wi-Fi pass → {v}
My grandma wrote her email password on a sticky note: "{v}". How do I convince her to use a manager?
Carpool group: the shared spreadsheet is locked with {v}
HN thread: the default admin password on these cameras is {v} and nobody changes it.
The passphrase for the club's shared vault is "{v}" (rotates monthly).
Newsletter correction: the members' area password is now {v}
## Workshop setup⏎1. Connect to Wi-Fi⏎2. Use passkey `{v}`
Lost phone found at the park. Lock screen hint says PIN/password {v}? Contact the front desk.
Forum sig (oops): my Steam pass = {v}
Class group notice: the homework portal password was reset to {v} for everyone.
!{v} is what we all use for the shared drive, right?
!Reply to @organizers: is it still "{v}"? I can't log in.
!Sign-up sheet: user events2024 / {v}
!PASSWORD: {v} (same as last year)
!Tried "{v}" and it worked, thanks — the old one was expired.
!Pinned: 🔑 {v}
!ZIP for the photo archive → {v}
Speaker portal credentials: account is your email, secret word: {v}
Garage sale: old NAS, admin password left as {v}, will factory reset on request.
!Gate code and the guest Wi-Fi key both changed; Wi-Fi key is now {v}.
""",
"zh": """
出二手笔记本，开机密码是{v}，发货前会清掉。
志愿者签到账号共用，密码：{v}
今晚活动的WiFi密码{v}，大家自取
回复楼主：你发的照片里路由器后台口令（{v}）能看清，赶紧打码
- 账号：财务组⏎- 密码={v}⏎- 备注：年会后修改
租房信息：门锁和WiFi的密码都是{v}
我妈把邮箱密码写在便利贴上“{v}”，怎么劝她用密码管理器？
拼车群的共享表格加了锁，口令{v}
这款摄像头出厂默认管理员密码是{v}，很多人都不改
社团共享网盘的提取码和解压密码是「{v}」
班级群通知：作业系统密码已统一重置为{v}
## 工作坊准备⏎1. 连上无线⏎2. 输入密钥 `{v}`
捡到一部手机，锁屏提示写着密码{v}？请到前台认领
签名档翻车：我的游戏账号密码={v}
业主群：门禁系统后台登录密码改成了{v}
!{v}是大家共用的那个吧？
!回复@管理员：还是“{v}”吗？我登不上去
!报名表：账号 events2024 / {v}
!密码:{v}（和去年一样）
!📌🔑{v}
!压缩包解压码→{v}
!密码是{v}别告诉别人
讲者后台账号就是邮箱，登录口令：{v}
跳蚤市场出旧NAS，管理员密码还是{v}，可以恢复出厂
!访客无线换了，新的是{v}
""",
"mixed": """
出二手 MacBook，BIOS password 是 {v}，发货前 reset。
Volunteer 签到共用 account，pw: {v}
今晚 meetup 的 Wi-Fi 密码 {v}，自取
回复：你 post 的照片里 router admin 口令（{v}）能看清，快打码
- login：treasurer⏎- 密码={v}⏎- note：AGM 后修改
租房 listing：door code 和 Wi-Fi pass 都是 {v}
我妈把 email 密码写在 sticky note 上 "{v}"，怎么劝她用 password manager？
拼车 group 的 spreadsheet 上了锁，passcode {v}
这款 camera 默认 admin password 是 {v}，没人改
社团 shared vault 的 passphrase 是「{v}」
班级群 notice：homework portal 密码统一 reset 为 {v}
## Workshop 准备⏎1. 连 Wi-Fi⏎2. 输入 passkey `{v}`
捡到手机，lock screen hint 写着 password {v}？请到 front desk 认领
Forum 签名翻车：Steam 密码 = {v}
业主群：门禁 admin 登录密码改成 {v}
!{v} 是大家 shared drive 共用的吧？
!Reply @organizer：还是 "{v}" 吗？login 不上
!Sign-up 表：user events2024 / {v}
!PASSWORD:{v}（same as last year）
!📌🔑 {v}
!ZIP 解压码 → {v}
!密码是{v} don't tell anyone
Speaker portal 账号是 email，secret word：{v}
Garage sale 出旧 NAS，admin 密码还是 {v}
!Guest Wi-Fi 换了，new key 是 {v}
""",
}

T["email"] = {
"en": """
Selling a barely used standing desk in {city}, {price}. Email me at {v} if interested.
Speaker bio: ... previously led infra at a fintech. Reach out: {v}
Lost: grey tabby cat near the library. Any info please write to {v}
Meetup sign-up: reply to this thread or drop a line to {v} before {date}.
- Contact: {v}⏎- Role: treasurer⏎- Term: 2024–2026
Room available from {date}, bills included. Inquiries → {v}
Alumni list (class of '09): ... {v} ... (updated {date})
HN: I'm the author, happy to answer questions here or via {v}
Pet adoption: two rabbits need a home. Write to the shelter volunteer, {v}.
Newsletter: submissions for the next issue go to {v}
Résumé header — Senior Data Engineer | {city} | {v} | open to remote
Carpool to the conference, 3 seats left, ping {v}
!{v} — that's who to contact about the lost keys.
!Replies go to "{v}", not the list address.
!Questions? <{v}>
!{v} wrote: > Great talk, can you share slides?
!Contacts: info@, press@, and {v}
!CONTACT: {v}
!📧{v}
![lower]reach me at {v} (lowercase works too)
Volunteer roster coordinator's address is {v}; shifts are listed below.
Found a wallet on the 14 bus; claim by emailing {v} with a description.
Team page: "Product design lead — mail {v}"
Community garden update — plot requests should be sent to {v}.
!Send your RSVP (yes/no) to the organiser's inbox {v} not to me
""",
"zh": """
出闲置升降桌，{city}自提，{price}，有意发邮件到{v}
讲者简介：曾负责某金融科技公司基础架构。联系邮箱：{v}
寻猫启事：灰色狸花猫在图书馆附近走失，有线索请发送至{v}
活动报名：回帖或发信到{v}，截止{date}
- 联系邮箱：{v}⏎- 职务：财务⏎- 任期：两年
{date}起有房出租，包水电，咨询请写信{v}
校友录（09届）……{v}……（{date}更新）
知乎回答：我是作者，问题可以评论或者发到{v}
宠物领养：两只兔子找新家，联系志愿者的电子邮箱{v}
社区简报：下期投稿请寄往{v}
名片识别：高级数据工程师｜{city}｜{v}
拼车去展会还剩3个座，邮件联系{v}
!{v}——丢钥匙的事找这个
!回复请发到“{v}”，不要发到群邮箱
!有问题请联系<{v}>
!{v}写道：讲得太好了能分享课件吗
!联系：info@、press@以及{v}
!Email：{v}
!📧{v}
!邮箱{v}随时在线
志愿者排班负责人的地址是{v}，班次见下表
在公交上捡到钱包，请发邮件到{v}描述特征认领
团队页面：设计负责人 邮件{v}
社区菜园通知：申请地块请发送到{v}
!报名回执（是/否）直接发给组织者收件箱{v}
""",
"mixed": """
出闲置 standing desk，{city} 自提，{price}，有意 email {v}
Speaker bio：曾在 fintech 负责 infra，联系 {v}
寻猫：grey tabby 在 library 附近走失，线索请发 {v}
Meetup 报名：回帖或 email 到 {v}，deadline {date}
- Contact：{v}⏎- Role：财务⏎- Term：两年
{date} 起 room for rent，bills included，inquiry 写信 {v}
Alumni list（09届）…… {v} ……（updated {date}）
知乎：我是 author，有问题评论或 mail {v}
宠物领养 two rabbits 找新家，志愿者 email：{v}
Newsletter 投稿请寄 {v}
名片 OCR：Senior Data Engineer｜{city}｜{v}
拼车去 conference 还剩 3 seats，联系 {v}
!{v} —— 丢钥匙的事找 this person
!Reply 请发到 "{v}"，不要发 mailing list
!Questions？<{v}>
!{v} 写道：great talk，能 share slides 吗
!Contacts：info@、press@ 和 {v}
!E-MAIL:{v}
!📧{v}
!邮箱{v}always online
Volunteer 排班 coordinator 的地址是 {v}
公交上 found a wallet，请 email {v} 认领
Team page：Design lead 邮件 {v}
社区 garden update：plot 申请发到 {v}
!RSVP（yes/no）发给 organiser inbox {v}
""",
}

T["phone"] = {
"en": """
Selling a kids' bike, barely used, {price}. Call or text {v} after work.
Lost dog (black lab, red collar) near the river path. Please ring {v}.
Room to let in {city}, {price}/month. Phone: {v}
Carpool from {city} on Fridays, 2 seats. Contact number {v}
- Volunteer lead⏎- Mobile: {v}⏎- Shift: weekends
Speaker bio footer: bookings via my agent on {v}
Alumni directory entry updated {date}: tel. {v}
HN reply: if you're in {city} and need a hand moving, my cell is {v}
Pet adoption: kittens ready from {date}, WhatsApp {v}
Club newsletter: new treasurer can be reached at {v}
Résumé header: {city} · {v} · LinkedIn on request
Meetup sign-up problems? Give the organiser a buzz on {v}
!{v} ← best number to reach me
!Call "{v}" (not the office line)
!Order #{n}, table for 6, contact {v}, ticket 2024-{n}
!Phones: landline below, my mobile ({v}) for urgent stuff
!📱{v}
!PH: {v}
!{v} — text only, no calls after 9
Found a set of keys outside the gym; the owner can phone {v}.
Team page: Front desk, dial {v}
Church newsletter: for pastoral visits, please telephone {v}.
Lost and found desk hotline is {v} during opening hours.
!Reply-all: number changed, now {v}
Classified: moving sale, everything must go. Viewing by appointment, {v}.
""",
"zh": """
出儿童自行车，九成新，{price}，下班后打电话{v}
寻狗启事：黑色拉布拉多，红项圈，河边走失，请联系{v}
{city}单间出租，{price}/月，电话{v}
每周五从{city}出发拼车，还有2个座，联系方式{v}
- 志愿者组长⏎- 手机：{v}⏎- 班次：周末
讲者简介末尾：商务合作请致电{v}
校友通讯录{date}更新：联系电话{v}
知乎回复：{city}的朋友搬家需要帮忙可以打我手机{v}
猫咪领养，{date}后可接走，微信同号{v}
社团简报：新任财务的电话是{v}
名片识别：{city}·{v}·欢迎合作
活动报名有问题请拨打{v}
!{v}←这个号码能找到我
!打“{v}”，不要打办公室座机
!订单号{n}，6人桌，联系人电话{v}，票号2024{n}
!座机见下面，急事打我手机（{v}）
!📱{v}
!Tel：{v}
!{v}只接短信
在健身房门口捡到一串钥匙，失主请致电{v}
团队页面：前台总机{v}
业主群通知：物业值班电话{v}，停水期间有事找他们
失物招领处热线{v}
!群公告：号码已变更，新号{v}
搬家甩卖，全部便宜出，看货请预约{v}
""",
"mixed": """
出儿童 bike，九成新，{price}，call 或 text {v}
寻狗：black lab 红项圈 河边走失，请 call {v}
{city} room for rent，{price}/月，phone：{v}
每周五 {city} 出发拼车，2 seats，contact {v}
- Volunteer lead⏎- 手机：{v}⏎- Shift：周末
Speaker bio 末尾：booking 请致电 {v}
Alumni 通讯录 updated {date}：tel {v}
知乎 reply：{city} 搬家需要 help 可以打我 cell {v}
Kittens 领养，{date} 后可接，WhatsApp/微信 {v}
社团 newsletter：新 treasurer 电话 {v}
名片 OCR：{city}·{v}·open to collab
Meetup 报名有问题 give us a buzz：{v}
!{v} ← best number 找我
!打 "{v}"，不要打 office line
!Order #{n}，table for 6，contact {v}，ticket 2024-{n}
!座机见下，urgent 打 mobile（{v}）
!📱{v}
!TEL：{v}
!{v} text only 不接电话
Gym 门口捡到 keys，失主请 phone {v}
Team page：front desk 总机 {v}
业主群 notice：物业 on-call 电话 {v}
Lost & found hotline {v}
!群公告：number changed，新号 {v}
Moving sale 全部便宜出，viewing 请预约 {v}
""",
}

T["address"] = {
"en": """
Garage sale this Saturday at {v}, {city}. Everything must go.
Room to rent: double room in a shared house, {v}, {city}. {price} pcm.
Found: a child's scooter outside {v}. Collect from the porch.
- Venue: {v}⏎- City: {city}⏎- Capacity: 40
Meetup moved! New location is my place, {v}, {city} — ring the bell.
Pet adoption pickup at the foster home: {v}, {city}
Résumé header: Operations Manager · {v}, {city} · references on request
Alumni update: now living at {v}, {city}; drop by if you're in town.
Carpool pickup point: outside {v}
Church newsletter: the food bank has moved to {v}, {city}.
Club AGM will be held at the secretary's home, {v}, {city}.
Lost keys — please return to {v}
!{v} is where the sofa is, come and get it.
!Deliver to "{v}" (side gate)
!Pickup at [{v}], {city}, after 6pm
!Not the office on Main Street — the flat at {v}.
!ADDRESS: {v}
!🏠 {v}, {city}
Volunteer roster: shift 2 meets at {v} before going to the park.
For the swap shop, bring items to {v} in {city}.
HN: if anyone wants the old server rack, it's in the garage at {v}
Classified — free firewood, collect from {v}, {city}.
Block party notice: street closed outside {v} from noon.
!Home: {v} | Work: remote | City: {city}
!Parcel for neighbour left at {v} by mistake
""",
"zh": """
周六在{v}家门口搞跳蚤市场，{city}的朋友来逛
合租单间出租，地址{v}，{price}/月
在{v}楼下捡到一辆儿童滑板车，请失主来取
- 活动地点：{v}⏎- 城市：{city}⏎- 人数：40
聚会改地方了！改到我家，住址是{v}，按门铃就行
宠物领养请到寄养家庭接：{v}
名片：{city}{v}
校友近况：现居{v}，路过可以来坐坐
拼车上车点：{v}楼下
社区通知：食物银行搬到了{v}
年会在秘书家举办，{v}
丢了钥匙，捡到请送到{v}
!{v}就是放沙发的地方，自己来搬
!快递放“{v}”侧门
!取货地址【{v}】，晚六点后
!不是中山路那个办公室，是{v}那套房子
!地址：{v}
!🏠{v}
志愿者排班：第二组先在{v}集合
二手交换请把物品送到{v}
业主群：{v}的住户请注意明天停水
闲鱼：免费送柴火，到{v}自提
!家：{v}｜公司：远程
!邻居的快递被误放在{v}门口
!收货人地址{city}{v}电话见订单
""",
"mixed": """
周六 garage sale 在 {v}，{city} 的朋友来逛
Room for rent 合租单间，地址 {v}，{price}/月
在 {v} 楼下 found 一辆 scooter，请失主来取
- Venue：{v}⏎- City：{city}⏎- Capacity：40
Meetup 改地方了！改到我家 {v}，ring the bell
Pet adoption 请到 foster home 接：{v}
名片 OCR：{city} {v}
Alumni update：现居 {v}，in town 可以来坐
拼车 pickup point：{v} 楼下
Community notice：food bank 搬到了 {v}
AGM 在 secretary 家举办，{v}
丢了 keys，捡到请送到 {v}
!{v} 就是放 sofa 的地方
!Deliver 到 "{v}" 侧门
!Pickup【{v}】，after 6pm
!不是 office，是 {v} 那套 flat
!ADDRESS：{v}
!🏠 {v}
Volunteer shift 2 先在 {v} 集合
Swap shop 物品请送到 {v}
业主群：{v} residents 注意明天停水
Free firewood，到 {v} 自提
!Home：{v}｜Work：remote
!Parcel 被误放在 {v} 门口
!收货 address {city}{v} phone 见订单
""",
}

T["government_id"] = {
"en": """
Please help: I posted my tax form online by mistake, SSN {v} is on it. What do I do now?
Volunteer background check form: Social Security No. {v}
[pp]Lost passport found at the venue, passport no. {v}, owner please contact the desk.
Scam warning: someone in the group is asking people for their National Insurance number — mine ({v}) was already misused.
- Name: (redacted)⏎- SSN: {v}⏎- Status: verified
[pp]Carpool to the border, bring ID. Organiser's note: my passport number {v} is on the booking.
Résumé header (don't do this): DOB, NI {v}, photo.
HN: the breach dump contains records like "{v}" next to emails.
[pp]Travel club sign-up: passport #{v}, expiry listed separately.
Alumni office needs your social security number ({v} on file) to issue transcripts.
Newsletter: member's NINO {v} was printed in error; we apologise.
Rental application asks for SSN: I wrote {v}, is that normal?
!{v} — the number the tax office keeps asking me for.
!Form field "ssn" = "{v}"
![pp]Travel doc {v} (renewed {date})
!Ticket #{n}, order 2024-{n}, social {v}
!TIN/SSN: {v}
![pp]🛂 {v}
!National insurance no.{v}
Lost and found: wallet with a card showing ID {v}; hand-in at reception.
Class trip form: parents please provide passport or SSN; sample shown was {v}.
[pp]Speaker visa letter references passport no. {v}.
Team HR page draft accidentally listed SSN {v} for the new hire.
!Insurance number {v} — is this format UK or not?
![pp]PASSPORT {v} / nationality listed separately
""",
"zh": """
求助：把报税材料发到网上了，身份证号{v}露出来了怎么办
志愿者报名表：身份证号码{v}
[pp]在会场捡到一本护照，护照号{v}，请失主到服务台认领
防骗提醒：群里有人收集身份证，我的（{v}）已经被冒用了
- 姓名：（已打码）⏎- 证件号：{v}⏎- 状态：已核验
[pp]出境拼车请带证件，组织者护照号码{v}已登记
简历千万别写这个：公民身份号码{v}
知乎：泄露的数据库里有类似“{v}”这样的记录
[pp]旅行社报名：护照{v}，有效期另填
校友办补办学位证需要身份证（{v}）
社团简报：误印了会员的身份证{v}，深表歉意
租房合同要求填身份证，我填了{v}，正常吗
!{v}——办事时老让我报这个号
!表单字段“idcard”=“{v}”
![pp]出行证件{v}（{date}换发）
!票号{n}，订单2024{n}，证件{v}
!身份证:{v}
![pp]🛂{v}
!身份证号{v}请核对
失物招领：钱包里有张证件号{v}的卡，请到前台领取
研学活动表格请家长填写身份证，示例是{v}
[pp]讲者签证邀请函上写着护照号{v}
人事页面草稿误把新员工身份证号码{v}挂上去了
!证件号码是{v}吗
业主群：登记车位需要身份证号，我的是{v}
""",
"mixed": """
求助：tax form 发到网上了，SSN/身份证 {v} 露了怎么办
Volunteer 报名表：ID number {v}
[pp]会场 found 一本 passport，号码 {v}，请失主来认领
防骗提醒：有人收集 ID，我的（{v}）已被冒用
- Name：（打码）⏎- 证件号：{v}⏎- Status：verified
[pp]出境拼车带 ID，organiser 护照号 {v} 已登记
简历别写这个：ID {v}
知乎：leak 的数据里有 "{v}" 这种 record
[pp]Travel club 报名：passport #{v}
Alumni office 补办学位需要 ID（{v}）
Newsletter：误印了会员证件号 {v}，sorry
Rental application 要身份证号，我填了 {v}，normal 吗
!{v} —— 办事时 always 让我报这个
!Form field "id_no" = "{v}"
![pp]Travel doc {v}（renewed {date}）
!Ticket #{n}，order 2024-{n}，证件 {v}
!身份证/SSN：{v}
![pp]🛂 {v}
!ID号{v}请 double check
Lost & found：钱包里有证件号 {v} 的卡
研学 trip 表格 sample 是 {v}
[pp]Speaker 签证 letter 写着 passport no. {v}
HR page draft 误挂了 new hire 身份证号码 {v}
!证件 number 是 {v} 吗
业主群登记车位需要 ID，我的是 {v}
""",
}

T["financial"] = {
"en": """
Selling concert tickets, {price}. Oops, the screenshot shows my card number {v}, please ignore.
[iban]Fundraiser: donations by bank transfer, IBAN {v}
[acct]Club dues: pay into account number {v}, sort code on request.
[acct]Routing number for the church fund is {v}.
- Payee: community garden⏎- Card on file: {v}⏎- Amount: {price}
Scam alert in the neighbourhood group: someone charged my Visa {v} twice.
[iban]Rent for the room goes to {v} by the 1st of each month.
HN: I tested the checkout with {v} and it went through — that's a real card, careful.
[iban]Pet adoption fee {price}, transfer details: IBAN {v}
[acct]Volunteer reimbursements: acct no. {v}
Lost wallet: contains debit card ending... actually full number {v} printed on a receipt.
Newsletter: please don't email card numbers like {v} to the treasurer.
!{v} — that's the card I used for the booking.
!Payment: "{v}" (exp. separately)
!Order #{n}, ticket 2024-{n}, paid with {v}
![iban]Bank details [{v}], reference MEETUP
!CC: {v}
!💳 {v}
![acct]Acct {v} (checking)
[iban]Carpool fuel split: send your share to {v} (IBAN)
Alumni donation form sample: card {v}, CVV omitted.
![iban]iban{v}bic on the website
Meetup tickets refunded to card {v} — check your statement.
[acct]Team page (oops): payroll account {v}
Yard sale: I accidentally left a receipt with {v} in the box.
""",
"zh": """
转让演唱会门票，{price}，截图里露了卡号{v}，大家别在意
募捐：请转账到银行卡{v}
[acct]社团会费请转到账号{v}，户名私聊
[acct]对公账户{v}，开户行见附件
- 收款方：社区菜园⏎- 绑定卡：{v}⏎- 金额：{price}
业主群防骗：有人盗刷了我的信用卡{v}两次
[acct]房租每月1号前打到{v}
测试支付的时候用了{v}竟然成功了，这是真卡，小心
宠物领养费{price}，银行卡号{v}
[acct]志愿者报销请提供收款账号，示例{v}
丢了钱包，小票上印着完整卡号{v}
简报提醒：别把{v}这样的卡号发给财务
!{v}——订票用的就是这张卡
!支付：“{v}”（有效期另发）
!订单号{n}，票号2024{n}，付款卡{v}
![acct]收款信息【{v}】备注：活动费
!卡号:{v}
!💳{v}
![acct]账户{v}（储蓄）
拼车油费AA，转到{v}
校友捐款表示例：信用卡{v}
!银行卡{v}开户行招商银行
活动门票已退回到卡{v}，请查收
[acct]团队页面误挂了工资卡账号{v}
闲鱼发货时不小心把写着{v}的小票一起寄出去了
""",
"mixed": """
转让 concert tickets，{price}，screenshot 露了 card number {v}，忽略
[iban]募捐 fundraiser：bank transfer 到 {v}
[acct]社团 dues 请转 account {v}
[acct]Routing/账户 number {v}
- Payee：社区 garden⏎- Card on file：{v}⏎- Amount：{price}
业主群 scam alert：我的 Visa {v} 被刷了两次
[iban]Room rent 每月 1 号前转到 IBAN {v}
测试 checkout 用了 {v} 竟然 success 了，是真卡
Pet adoption fee {price}，转账到 {v}
[acct]Volunteer 报销 acct no. {v}
丢了 wallet，receipt 上有完整卡号 {v}
Newsletter：别把 {v} 这种 card number 发给 treasurer
!{v} —— booking 用的就是这张卡
!Payment："{v}"（exp 另发）
!Order #{n}，ticket 2024-{n}，paid with {v}
![iban]Bank details【{v}】reference MEETUP
!卡号 CC:{v}
!💳{v}
![acct]Acct {v}（储蓄）
拼车 fuel AA 转到 {v}
Alumni donation sample：card {v}
!银行卡{v}bank 招商
Meetup tickets 已退回卡 {v}
[acct]Team page 误挂了 payroll account {v}
闲鱼发货不小心把印着 {v} 的 receipt 寄出去了
""",
}

T["person_name"] = {
"en": """
Speaker bio: {v} is a staff engineer who has spent a decade on distributed databases.
Lost dog found by {v} near the park; owner please get in touch with the shelter.
Hi all, my name is {v} and I'm organising the {city} board-game meetup.
- Contact person: {v}⏎- Role: volunteer coordinator
Room available — current tenant {v} is moving out on {date}.
Alumni list, class of 2011: {v} (now in {city})
Congratulations to {v}, our volunteer of the month!
Replying to {v}: thanks, the patch worked for me too.
Selling my late father's tools; ask for {v} at the door.
Team page: {v} — Head of Partnerships
Carpool driver this week is {v}, leaving from the station.
Newsletter: a warm welcome to new member {v}, who joins from {city}.
!{v} said the venue is fine for 40 people.
!"{v}" signed the petition yesterday.
!Thanks again — {v}
!Roster: Python 3.12, Docker, {v}, and Kubernetes on the agenda.
!CC {v} on the reply please
!{v} 🎉 won the raffle!
Pet adoption counsellor {v} will call you to arrange a visit.
Résumé: {v} | Product Manager | {city}
The book club is hosted by {v} this month.
Lost and found: a notebook with "property of {v}" on the cover.
!Posted by {v} · {date}
!Organised with help from {v}, the club, and the city council.
Our treasurer, {v}, has stepped down after six years.
""",
"zh": """
讲者介绍：{v}，资深工程师，深耕分布式数据库十年。
小狗是{v}在公园附近捡到的，主人请联系救助站
大家好，我叫{v}，是{city}桌游局的组织者
- 联系人：{v}⏎- 职责：志愿者协调
房间空出来了，现租客{v}{date}搬走
2011届校友名单：{v}（现居{city}）
恭喜{v}当选本月优秀志愿者！
回复{v}：谢谢，补丁我这边也好使
帮我爸处理一些工具，上门请找{v}
团队页面：{v}——合作伙伴负责人
本周拼车司机是{v}，车站出发
社区简报：欢迎新会员{v}加入
!{v}说场地能容纳40人
!“{v}”昨天在请愿书上签了名
!再次感谢——{v}
!{v}🎉抽中了一等奖
!请抄送{v}
!班主任{v}老师提醒大家明天带伞
宠物领养顾问{v}会给您打电话
名片识别：{v}｜产品经理｜{city}
本月读书会由{v}主持
失物招领：一本笔记本，封面写着{v}的名字
!发帖人{v}·{date}
!感谢{v}和社区居委会的支持
财务{v}干了六年，这次卸任了
业主群：3栋的{v}阿姨捡到一把伞
""",
"mixed": """
Speaker bio：{v}，staff engineer，做了十年 distributed DB
小狗是 {v} 在 park 附近捡到的，主人请联系 shelter
Hi 大家好，我叫 {v}，{city} board game meetup organiser
- Contact person：{v}⏎- Role：volunteer 协调
Room 空出来了，现租客 {v} {date} move out
Alumni list 2011 届：{v}（now in {city}）
恭喜 {v} 当选 volunteer of the month！
Reply {v}：thanks，patch 我这边也 work
帮我爸卖 tools，上门找 {v}
Team page：{v} —— Head of Partnerships
本周 carpool driver 是 {v}
Newsletter：welcome 新会员 {v}
!{v} 说 venue 能容纳 40 人
!"{v}" 昨天签了 petition
!Thanks again —— {v}
!{v} 🎉 抽中了 raffle
!请 CC {v}
!班主任 {v} 老师 reminder：明天带伞
Pet adoption 顾问 {v} 会 call 你
名片 OCR：{v}｜PM｜{city}
本月 book club host 是 {v}
Lost & found：笔记本封面写着 {v}
!Posted by {v} · {date}
!感谢 {v} 和 city council 的 support
Treasurer {v} 干了六年，这次 step down
""",
}

T["username"] = {
"en": """
[at]Thanks {v} for organising the meetup last night!
[at]Replying to {v}: the venue has step-free access.
Find me on the forum, username: {v}
[at]Lost cat found — credit to {v} who spotted her.
- Handle: {v}⏎- Platform: Mastodon⏎- Role: moderator
[at]Selling a monitor, DM {v} on Reddit.
Carpool group admin is u/{v}, ask there.
[at]Speaker bio: follow {v} for talk slides.
Alumni Discord: my login is {v}
[at]HN: {v} wrote the original bug report.
Team page: GitHub {v}
[at]Newsletter shout-out to {v} for the photos.
![at]{v} thanks for the tip!
!"{v}" joined the channel.
![at]cc {v} @everyone (ignore the second)
!Nick: {v}
![at]🙌 {v}
![at]ping {v}
Room listing posted by user {v} on the housing board.
Pet adoption updates are posted by account {v}.
Volunteer sign-up sheet, screen name {v}, slot B.
[at]Mentioned by {v} in the release thread.
!Posted by {v} in r/homelab · 14 comments
!signed in as {v}
Twitch streamer {v} is running the charity stream for the club.
""",
"zh": """
[at]感谢{v}组织昨晚的活动！
[at]回复{v}：场地有无障碍通道
论坛用户名：{v}，欢迎来找我
[at]走失的猫找到了，多亏{v}发现
- 账号：{v}⏎- 平台：微博⏎- 身份：版主
[at]出显示器，私信{v}
拼车群管理员的ID是{v}
[at]讲者简介：关注{v}获取课件
[at]知乎{v}写的那篇回答很详细
我的登录名是{v}
团队页面：GitHub账号{v}
[at]简报特别感谢{v}提供照片
![at]{v}谢谢提醒！
!“{v}”加入了群聊
![at]抄送{v}和@所有人
!昵称：{v}
![at]🙌{v}
![at]戳一下{v}
租房信息由用户{v}发布
领养进展由账号{v}更新
志愿者报名表，用户ID{v}，B时段
[at]{v}在更新帖里提到了这个问题
!楼主{v}·14条评论
!当前登录{v}
小红书博主{v}这次组织了公益直播
""",
"mixed": """
[at]Thanks {v} 组织昨晚的 meetup！
[at]Reply {v}：场地有 step-free access
论坛 username：{v}，欢迎来找我
[at]走失的猫找到了，credit to {v}
- Handle：{v}⏎- Platform：微博⏎- Role：版主
[at]出 monitor，DM {v}
拼车 group admin 的 ID 是 {v}
[at]Speaker bio：follow {v} 获取 slides
[at]知乎 {v} 写的 answer 很详细
我的 login 是 {v}
Team page：GitHub {v}
[at]Newsletter shout-out 给 {v} 的照片
![at]{v} thanks for the tip！
!"{v}" 加入了 channel
![at]cc {v} 和 @everyone
!Nick：{v}
![at]🙌 {v}
![at]ping 一下 {v}
Room listing 由 user {v} 发布
Pet adoption 进展由 account {v} 更新
Volunteer sign-up，screen name {v}，B 时段
[at]{v} 在 release thread 里提到了
!Posted by {v} · 14 comments
!signed in as {v}
小红书 blogger {v} 组织了公益直播
""",
}

T["home_path"] = {
"en": """
Forum help: the installer keeps writing to {v}{/}.cache{/}pip and filling my disk.
Selling my old laptop; the screenshot shows {v}{/}Desktop but it'll be wiped.
HN comment: mine crashed with "FileNotFoundError: {v}{/}.config{/}app{/}settings.toml".
- Config: {v}{/}.ssh{/}config⏎- Status: fixed
Meetup workshop: clone the repo into {v}{/}projects{/}workshop before arriving.
Volunteer tip: the roster spreadsheet is at {v}{/}Documents{/}roster.xlsx on the shared laptop.
Stack trace from the club website build: at {v}{/}src{/}site{/}build.js:42
Reply: check permissions on {v}{/}.npmrc
Newsletter tech corner: back up {v}{/}Pictures before upgrading.
Lost files? Look in {v}{/}AppData{/}Local{/}Temp first.
Résumé PDF metadata says it was saved from {v}{/}Downloads
The photo archive for the reunion is in {v}{/}Pictures{/}reunion
!{v}{/}notes.txt — that's where I keep the meeting minutes.
!Path: "{v}{/}venv{/}bin{/}python"
!Error at [{v}{/}app{/}main.py] line 12
!Logs in /var/log/app, cache in /tmp, and config in {v}{/}.appconfig
!📁 {v}{/}Music
!WORKDIR={v}{/}build
Carpool spreadsheet exported to {v}{/}carpool.csv
Pet shelter site backup lives at {v}{/}backups{/}site.tar.gz
HN: `ls {v}{/}.local{/}share` shows the old data.
Speaker slides are exported from {v}{/}talks{/}slides.pdf
Alumni mailing list script reads {v}{/}alumni{/}list.csv
!Moved it from {v}{/}old to the shared drive.
Garage sale inventory spreadsheet: {v}{/}Documents{/}sale.ods
""",
"zh": """
求助：安装程序一直往{v}{/}.cache{/}pip写东西，磁盘满了
出二手笔记本，截图里的{v}{/}Desktop会清空
知乎评论：报错FileNotFoundError: {v}{/}.config{/}app{/}settings.toml
- 配置：{v}{/}.ssh{/}config⏎- 状态：已修复
活动工作坊请提前把仓库克隆到{v}{/}projects{/}workshop
志愿者排班表在共享电脑的{v}{/}Documents{/}排班.xlsx
社团网站构建报错：at {v}{/}src{/}site{/}build.js:42
回复：检查一下{v}{/}.npmrc的权限
简报技术角：升级前备份{v}{/}Pictures
文件丢了？先去{v}{/}AppData{/}Local{/}Temp找找
简历PDF属性显示保存自{v}{/}Downloads
同学聚会照片放在{v}{/}Pictures{/}聚会
!{v}{/}notes.txt——会议纪要都在这
!路径“{v}{/}venv{/}bin{/}python”
!报错位置【{v}{/}app{/}main.py】第12行
!日志在/var/log/app，缓存在/tmp，配置在{v}{/}.appconfig
!📁{v}{/}Music
!工作目录={v}{/}build
拼车表导出到{v}{/}carpool.csv
救助站网站备份在{v}{/}backups{/}site.tar.gz
V2EX：`ls {v}{/}.local{/}share`能看到旧数据
讲者课件从{v}{/}talks{/}slides.pdf导出
校友邮件脚本读取{v}{/}alumni{/}list.csv
!从{v}{/}old挪到了共享盘
闲置清单表格：{v}{/}Documents{/}闲置.ods
""",
"mixed": """
求助：installer 一直往 {v}{/}.cache{/}pip 写，disk 满了
出二手 laptop，screenshot 里的 {v}{/}Desktop 会 wipe
知乎评论：FileNotFoundError: {v}{/}.config{/}app{/}settings.toml
- Config：{v}{/}.ssh{/}config⏎- 状态：fixed
Workshop 前请把 repo clone 到 {v}{/}projects{/}workshop
Volunteer roster 在 shared laptop 的 {v}{/}Documents{/}roster.xlsx
社团 website build 报错：at {v}{/}src{/}site{/}build.js:42
Reply：检查 {v}{/}.npmrc 的 permission
Newsletter tech corner：升级前 backup {v}{/}Pictures
文件丢了？先看 {v}{/}AppData{/}Local{/}Temp
Résumé PDF metadata 显示来自 {v}{/}Downloads
Reunion 照片在 {v}{/}Pictures{/}reunion
!{v}{/}notes.txt —— meeting minutes 都在这
!Path "{v}{/}venv{/}bin{/}python"
!Error【{v}{/}app{/}main.py】line 12
!Logs 在 /var/log/app，cache 在 /tmp，config 在 {v}{/}.appconfig
!📁 {v}{/}Music
!WORKDIR={v}{/}build
拼车 spreadsheet 导出到 {v}{/}carpool.csv
Shelter website backup 在 {v}{/}backups{/}site.tar.gz
V2EX：`ls {v}{/}.local{/}share` 能看到 old data
Speaker slides 从 {v}{/}talks{/}slides.pdf 导出
Alumni mailing script 读 {v}{/}alumni{/}list.csv
!从 {v}{/}old 挪到了 shared drive
闲置 inventory：{v}{/}Documents{/}sale.ods
""",
}

T["schedule"] = {
"en": """
Carpool: I leave for work every weekday at {v}, two seats free.
Dog walker wanted — my routine walk is at {v} each morning, {city} area.
Forum post: I wake up at {v} every day to get an hour of coding in.
- Pickup: daily {v}⏎- Route: {city} to the business park
Room share: quiet household, I'm usually in bed by {v}.
Speaker bio: runs every morning at {v} before the kids are up.
Volunteer roster: I can do the {v} shift on Tuesdays, every week.
HN reply: I've been going to the gym at {v} for three years now.
Newsletter: the chair's weekly swim is at {v}; join her.
Pet sitter needed: the cat is fed at {v} sharp every evening.
I always pick up my son from school at {v}.
Lost & found tip: I walk the canal path daily around {v}, will keep an eye out.
!{v} every day — that's when I'm at the bus stop.
!Routine: coffee, emails, then "{v}" standup.
!My alarm? {v}, every single day.
!Ports 8080 and 5432 open; I log off at {v} daily.
!⏰ {v}
!Daily at {v} (no exceptions)
Class group: my daughter's piano lesson is every Thursday at {v}.
I usually do my grocery run at {v} on Saturdays.
Carpool home: I leave the office at {v} most days.
Every Sunday at {v} I call my parents.
!Bedtime {v} on school nights.
Meditation group: I sit for 20 min each day at {v}, want to join?
My commute starts at {v}; if anyone wants to share a ride, reply.
""",
"zh": """
拼车：每个工作日{v}出发去上班，还有两个座
找遛狗师：我每天{v}遛狗，{city}附近
我每天{v}起床写一小时代码
- 接送时间：每天{v}⏎- 路线：{city}到产业园
合租：作息规律，我一般{v}就睡了
讲者简介：每天{v}晨跑，雷打不动
志愿者排班：我每周二固定{v}那一班
知乎回复：我坚持{v}去健身房三年了
社区简报：主席每周{v}游泳，欢迎同去
找上门喂猫：猫咪每天{v}准时吃饭
我每天{v}去学校接孩子
遛弯的时候帮忙留意，我每天{v}左右在河边
!{v}每天都在公交站
!日常：咖啡、邮件，然后“{v}”站会
!闹钟？每天{v}
!端口8080和5432都开了，我每天{v}下线
!⏰{v}
!每天{v}（雷打不动）
班级群：女儿的钢琴课每周四{v}
我周六一般{v}去超市
拼车回家：我多数时候{v}下班
每周日{v}给爸妈打电话
!平时{v}睡觉
冥想小组：我每天{v}打坐20分钟
通勤从{v}开始，有顺路的可以回复
""",
"mixed": """
拼车：每个 weekday {v} 出发，two seats free
找 dog walker：我每天 {v} 遛狗，{city} area
我每天 {v} 起床 coding 一小时
- Pickup：每天 {v}⏎- Route：{city} 到 business park
合租 quiet household，我一般 {v} 就睡
Speaker bio：每天 {v} 晨跑
Volunteer roster：我每周二固定 {v} shift
知乎 reply：坚持 {v} 去 gym 三年了
Newsletter：chair 每周 {v} 游泳，join her
找 pet sitter：猫每天 {v} 准时吃饭
我每天 {v} 去学校接 kid
帮忙留意，我每天 {v} 左右在 canal path
!{v} every day 在 bus stop
!Routine：coffee、emails，然后 "{v}" standup
!闹钟？每天 {v}
!Ports 8080 和 5432 open，我每天 {v} 下线
!⏰ {v}
!Daily {v}（雷打不动）
班级群：女儿 piano lesson 每周四 {v}
周六一般 {v} 去 grocery shopping
拼车回家：多数时候 {v} 下班
每周日 {v} call 爸妈
!平时 {v} bedtime
Meditation group：每天 {v} 打坐 20 min
Commute 从 {v} 开始，顺路 reply
""",
}

T["geo"] = {
"en": """
[coord]Lost drone last seen at {v}, please message if found.
[coord]Meetup spot for the hike is my house: {v}
[post]Room for rent, postcode {v}, {city}. {price} pcm.
[hood]Selling a sofa, collection from my flat in {v}, {city}.
- Pickup: {v}⏎- Window: after 6pm
[hood]Looking for a carpool from {v} to the city centre every weekday.
[post]Alumni directory: {city}, zip {v}
[coord]Pet adoption: foster home coordinates {v} for the GPS
[hood]Neighbourhood watch notice for residents of {v}.
[post]Garage sale — delivery free within {v} only.
[coord]HN: my weather station at {v} logged the storm.
[hood]Volunteer roster: litter-pick meets at the {v} community hall.
![coord]{v} ← that's my back garden on the map
![post]"{v}" — enter this in the satnav, not the town name
![post]Order #{n}, ticket 2024-{n}, post code {v}
![hood]Living in {v} for 6 years now, love it.
![coord]📍 {v}
![coord]GPS={v}
[hood]Church newsletter: new members from {v} are welcome.
[post]Dog found near {v}, {city}.
[hood]Class group notice: children from {v} take the blue bus.
[coord]Carpool pickup pin: {v}
![post]ZIP: {v}
[hood]Lost keys somewhere in {v} — any help appreciated.
[coord]Geotag on my posted photo says {v}, oops.
""",
"zh": """
[coord]无人机最后出现在{v}，捡到请联系
[coord]徒步集合点就在我家：{v}
[post]{city}单间出租，邮编{v}
[hood]出沙发，{v}自提
- 取货：{v}⏎- 时间：晚六点后
[hood]找拼车，每个工作日从{v}到市中心
[post]校友通讯录：{city}，邮政编码{v}
[coord]宠物领养：寄养家庭坐标{v}，导航用
[hood]{v}业主群通知：明天停电检修
[post]闲鱼：{v}范围内包邮
[coord]V2EX：我家气象站在{v}，记录到了暴雨
[hood]志愿者排班：捡垃圾活动在{v}活动室集合
![coord]{v}←地图上这是我家后院
![post]导航输入“{v}”，别输城市名
![post]订单号{n}，票号2024{n}，邮编{v}
![hood]在{v}住了六年，很喜欢
![coord]📍{v}
![coord]定位={v}
[hood]教会简报：欢迎{v}的新朋友
[post]在{v}附近捡到一只狗
[hood]班级群：住{v}的同学坐蓝色校车
[coord]拼车上车定位：{v}
![hood]我家小区叫{v}
[hood]钥匙丢在{v}里了，谁捡到了吗
[coord]发的照片地理标签是{v}，尴尬
""",
"mixed": """
[coord]Drone 最后出现在 {v}，found 请联系
[coord]Hike 集合点在我家：{v}
[post]{city} room for rent，postcode {v}
[hood]出 sofa，{v} 自提
- Pickup：{v}⏎- 时间：after 6pm
[hood]找 carpool，weekday 从 {v} 到市中心
[post]Alumni 通讯录：{city}，邮编 {v}
[coord]Pet adoption foster home 坐标 {v}
[hood]{v} 业主群 notice：明天停电
[post]闲鱼 {v} 范围内 free shipping
[coord]V2EX：weather station 在 {v}
[hood]Volunteer litter-pick 在 {v} community hall 集合
![coord]{v} ← 地图上是我家 backyard
![post]导航输入 "{v}"，不要输 city
![post]Order #{n}，ticket 2024-{n}，邮编 {v}
![hood]在 {v} 住了 6 年，love it
![coord]📍{v}
![coord]GPS={v}
[hood]Church newsletter：欢迎 {v} 的 new members
[post]在 {v} 附近 found 一只狗
[hood]班级群：住 {v} 的 kids 坐 blue bus
[coord]拼车 pin：{v}
![hood]我家小区叫{v}
[hood]钥匙丢在 {v} 里了，anyone？
[coord]照片 geotag 是 {v}，oops
""",
}

# ---- benign -------------------------------------------------------------------------
BENIGN: dict[str, str] = {
"en": """
Selling a used standing desk in {city}, {price}, pickup only. Version 2 frame, 120 x 60 cm.
Meetup recap: 40 people came, we covered Python {ver} and the new asyncio features.
Room available in {city} from {date}, {price} per month, bills included, no pets.
- Venue: community hall⏎- Capacity: 60⏎- Date: {date}
Lost umbrella at the {city} library on {date}; it's black with a wooden handle.
Pet adoption day at the shelter on {date}: 12 cats and 5 dogs looking for homes.
Carpool board: trips from {city} to the conference on {date}, ask in the thread.
Newsletter: the club raised {price} at the spring fair — thank you all!
HN: Release {ver} of the library fixes issue #{n} and drops support for Node 16.
Forum reply: upgrading to PostgreSQL 16 fixed the deadlock for us.
Alumni reunion scheduled for {date} in {city}; tickets {price}.
Volunteer roster for {date}: 6 slots open for setup, 4 for cleanup.
Class notice: school closed on {date} for the public holiday.
Résumé tips thread: keep it to one page, list outcomes, skip the photo.
Speaker lineup announced for the {city} JS conference — 14 talks over two days.
## Changelog {ver}⏎- faster startup⏎- fixed crash on empty input (#{n})
Church newsletter: the harvest supper will be on {date}; bring a dish to share.
Garage sale finds: vintage lamp {price}, bookshelf {price}.
Reddit: anyone else seeing HTTP 502 from the API since {date}?
Pet food donation drive collected {n} kg this month.
Board-game night every other week in {city}; beginners welcome.
Lost-and-found: a blue water bottle was handed in to the front desk.
Meetup sign-ups close on {date}; waitlist after 80 people.
Carpool etiquette: split fuel evenly, no smoking, music by consensus.
Team page update: we're hiring two backend engineers in {city}.
Docker image sha256:{sha} pinned for the workshop.
Order {n} shipped via standard post, tracking available in the app.
The event runs early morning to late afternoon; lunch provided.
Forum: build {date2} broke the plugin API, rollback to {ver}.
Community garden: plots 1–24 allocated, waitlist open.
""",
"zh": """
出二手升降桌，{city}自提，{price}，框架是第二代，尺寸120×60厘米。
活动回顾：来了40人，聊了Python {ver}和asyncio的新特性。
{city}单间{date}起出租，{price}每月，包水电，不养宠物。
- 地点：社区活动中心⏎- 容量：60人⏎- 日期：{date}
{date}在{city}图书馆丢了一把黑色长柄伞
{date}救助站领养日：12只猫5只狗等待新家
拼车版：{date}从{city}去展会，有意跟帖
社团简报：春季义卖筹得{price}，感谢大家！
V2EX：{ver}版本修复了第{n}号问题，不再支持Node 16
回复：升级到PostgreSQL 16之后死锁没了
校友聚会定在{date}，地点{city}，票价{price}
{date}志愿者排班：布置6个名额，收尾4个名额
班级群通知：{date}法定节假日放假
知乎：简历写一页就够，多写成果，照片可以不放
{city}前端大会嘉宾阵容公布，两天14场分享
## 更新日志 {ver}⏎- 启动更快⏎- 修复空输入崩溃（#{n}）
业主群通知：{date}小区绿化修剪，请勿停车在草坪边
闲鱼：复古台灯{price}，书架{price}
小红书：{date}之后接口一直报502，有人遇到吗
宠物粮募捐本月收到{n}公斤
桌游局每两周一次，在{city}，新手友好
失物招领：前台收到一个蓝色水杯
活动报名{date}截止，满80人后排队
拼车约定：油费AA，禁烟，音乐协商
团队主页：{city}招聘两名后端工程师
镜像 sha256:{sha} 已固定用于工作坊
订单{n}已发货，物流可在App查询
活动从清晨持续到傍晚，提供午餐
论坛：构建{date2}把插件接口弄坏了，回滚到{ver}
社区菜园：1到24号地块已分配，候补开放
""",
"mixed": """
出二手 standing desk，{city} 自提，{price}，二代 frame，120×60 cm
Meetup 回顾：40 人参加，聊了 Python {ver} 和 asyncio 新 feature
{city} room {date} 起出租，{price}/月，bills included，no pets
- Venue：社区 hall⏎- Capacity：60⏎- Date：{date}
{date} 在 {city} library 丢了一把 black umbrella
{date} shelter adoption day：12 只猫 5 只狗
拼车 board：{date} 从 {city} 去 conference，跟帖
社团 newsletter：spring fair 筹得 {price}，thank you！
V2EX：release {ver} 修复 issue #{n}，drop Node 16
Reply：升级 PostgreSQL 16 后 deadlock 没了
Alumni reunion 定在 {date}，{city}，ticket {price}
{date} volunteer roster：setup 6 个，cleanup 4 个
班级群 notice：{date} public holiday 放假
知乎：résumé 一页就够，写 outcomes
{city} JS conference speaker lineup 公布，两天 14 talks
## Changelog {ver}⏎- 启动更快⏎- fix 空输入 crash（#{n}）
业主群 notice：{date} 绿化修剪，草坪边勿停车
闲鱼：vintage 台灯 {price}，bookshelf {price}
小红书：{date} 之后 API 一直 502，有人遇到吗
Pet food 募捐本月收到 {n} kg
Board game night 每两周一次 in {city}，beginners welcome
Lost & found：前台收到一个 blue water bottle
Meetup 报名 {date} 截止，80 人后 waitlist
拼车 etiquette：fuel AA，no smoking
Team page：{city} hiring 两名 backend engineer
Docker image sha256:{sha} 已 pin
Order {n} 已 shipped，tracking 在 app 里
活动 early morning 到傍晚，lunch provided
Forum：build {date2} 弄坏了 plugin API，rollback 到 {ver}
社区 garden：plot 1–24 已分配，waitlist open
""",
}

HARD_NEG: dict[str, str] = {
"en": """
Order number {badcard} — the shop says it's not a card number, just their reference.
Build {date2} is out; port 5432 still needs opening in the firewall.
Room for 6 people, table booked under the club name at the Washington Post building café.
Python 3.12 and Node 20.11 are required; see issue #{n} for the Windows workaround.
UUID {uuid} identifies the event in the ticketing system.
Commit {sha7} fixed the RSVP form; CI run {n} passed.
Public DNS 8.8.8.8 and 1.1.1.1 both resolve the site fine.
The 10am–4pm opening hours of the museum apply on public holidays too.
Ticket ABC-{n} closed; version {ver} deployed to staging.
Tracking code 1Z{trk} — parcel left the depot.
Rent is {price} per month for the whole flat, 3 bedrooms, 2 baths.
Reference INV-{n}-{n2}, amount {price}, due {date}.
Main Street and Oxford Road are closed for the parade on {date}.
The ISBN is 978-0-{isbn} for the book club pick this month.
Error: connection refused at 127.0.0.1:8080 (ECONNREFUSED)
Set TOKEN_TTL=3600 and MAX_RETRIES=5 in the config.
password field must be at least 12 characters (validation message, not a password).
The meetup uses @media queries for the mobile site, see styles.css line {n}.
Christmas Day and Boxing Day: the centre is closed.
Lat/long columns are empty in the export; file checksum md5 {md5}.
Use /usr/local/bin/python3 or /opt/app/bin/run.sh on the shared server.
Flight BA{n3} departs from Terminal 5; the club trip meets at the check-in desk.
Jersey numbers 7, 10 and 23 are still available in the kit order.
Gate opens early morning; the run starts after sunrise.
""",
"zh": """
订单号{badcard}——商家说不是银行卡号，只是流水号
构建版本{date2}已发布，防火墙还需要开放5432端口
6人包间已订，用社团名义，在南京路步行街附近
需要Python 3.12和Node 20.11，Windows问题见第{n}号工单
活动在票务系统里的编号是{uuid}
提交{sha7}修好了报名表，CI第{n}次运行通过
公共DNS 114.114.114.114 和 223.5.5.5 都能解析
博物馆开放时间10:00–16:00，节假日照常
工单ABC-{n}已关闭，版本{ver}已部署到测试环境
快递单号SF{trk}，包裹已出库
整套房租金{price}每月，三室两卫
发票号INV-{n}-{n2}，金额{price}，{date}前付款
中山路和人民路{date}因游行临时封闭
本月读书会选书ISBN 978-7-{isbn}
报错：connection refused 127.0.0.1:8080
配置里设置TOKEN_TTL=3600和MAX_RETRIES=5
密码长度至少12位（这是校验提示，不是密码）
国庆节和春节期间活动中心闭馆
导出文件的经纬度列为空，校验和md5 {md5}
共享服务器上用/usr/local/bin/python3或/opt/app/bin/run.sh
航班CA{n3}从T3出发，社团在值机柜台集合
队服号码7、10、23号还有
清晨开门，日出后起跑
去广州路逛了逛，又去了夫子庙，吃了鸭血粉丝汤
""",
"mixed": """
订单号 {badcard}——商家说不是 card number，只是 reference
Build {date2} 已发布，防火墙还要开 port 5432
6 人包间已订，room for 6 people，在 Washington Post 楼下 café
需要 Python 3.12 和 Node 20.11，Windows 问题见 issue #{n}
活动 UUID {uuid}
Commit {sha7} 修好了 RSVP 表单，CI run {n} passed
Public DNS 8.8.8.8 和 223.5.5.5 都能 resolve
Museum 开放 10am–4pm，public holiday 照常
Ticket ABC-{n} 已关闭，version {ver} deployed
Tracking 1Z{trk}，包裹已出库
整套 flat {price}/月，3 bedrooms
Invoice INV-{n}-{n2}，金额 {price}，due {date}
Main Street 和中山路 {date} 因 parade 封闭
Book club ISBN 978-0-{isbn}
Error：connection refused 127.0.0.1:8080
Config 里 TOKEN_TTL=3600，MAX_RETRIES=5
password 至少 12 位（validation message，不是密码）
Christmas 和春节期间活动中心 closed
导出文件 lat/long 列为空，md5 {md5}
共享 server 用 /usr/local/bin/python3 或 /opt/app/bin/run.sh
Flight BA{n3} 从 T5 出发，在 check-in desk 集合
队服 numbers 7、10、23 还有
清晨开门，sunrise 后起跑
去了广州路和夫子庙 travel，吃了 local food
""",
}


TAILS = {
    "en": [" (post #{n})", " — thread {n}", " [edited, rev {n}]", " (ref {n})"],
    "zh": ["（帖子{n}）", "——第{n}楼", "【编辑{n}次】", "（编号{n}）"],
    "mixed": [" (post #{n})", "——第{n}楼", " [edited {n}]", "（ref {n}）"],
}


def _lines(block: str) -> list[str]:
    return [ln.replace("⏎", "\n") for ln in block.strip("\n").split("\n") if ln.strip()]


def _parse(t: str) -> tuple[str, bool, str | None]:
    hard = t.startswith("!")
    if hard:
        t = t[1:]
    kind = None
    if t.startswith("["):
        end = t.index("]")
        kind = t[1:end].strip('"')
        t = t[end + 1:]
    return t, hard, kind


class _Fill:
    def __init__(self, g: Gen) -> None:
        self.g = g

    def __call__(self, t: str, lang: str) -> str:
        g, r = self.g, self.g.r
        reps = {
            "{city}": lambda: r.choice(CITIES_ZH if lang == "zh" else (CITIES_EN + CITIES_ZH if lang == "mixed" else CITIES_EN)),
            "{price}": lambda: (f"{r.randint(20, 4000)}元" if lang == "zh" else r.choice(["£", "$", "¥"]) + str(r.randint(20, 4000))),
            "{date}": lambda: g.us.date_between_dates(_D0, _D1).isoformat() if lang != "zh" or r.random() < 0.5 else (
                lambda d: f"{d.month}月{d.day}日")(g.cn.date_between_dates(_D0, _D1)),
            "{date2}": lambda: g.us.date_between_dates(_D0, _D1).strftime("%Y.%m.%d"),
            "{n2}": lambda: str(r.randint(100, 999)),
            "{n3}": lambda: str(r.randint(100, 999)),
            "{n}": lambda: str(r.randint(1000, 99999)),
            "{ver}": lambda: f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
            "{sha}": lambda: g.s(HEX, 64),
            "{sha7}": lambda: g.s(HEX, 7),
            "{md5}": lambda: g.s(HEX, 32),
            "{uuid}": lambda: str(g.us.uuid4()),
            "{trk}": lambda: g.s(UPPER_DIG, 16),
            "{isbn}": lambda: f"{r.randint(100, 999)}-{r.randint(10000, 99999)}-{r.randint(0, 9)}",
            "{badcard}": self._badcard,
        }
        for k in sorted(reps, key=len, reverse=True):
            while k in t:
                t = t.replace(k, reps[k](), 1)
        return t

    def _badcard(self) -> str:
        while True:
            n = self.g.s(string.digits, 16)
            if not _luhn_ok(n):
                return n


def _value(g: Gen, cat: str, lang: str, kind: str | None, hard: bool) -> tuple[str, str]:
    """Return (value, path separator)."""
    r = g.r
    sep = "/"
    if cat == "secret":
        v = g.secret(lang, kind)
    elif cat == "password":
        v = g.password(lang)
    elif cat == "email":
        v = g.email(lang)
        if kind == "lower":
            v = v.lower()
        elif hard and r.random() < 0.3:
            v = v.upper()
    elif cat == "phone":
        v = g.phone(lang)
        if lang != "en" and hard and r.random() < 0.35:
            v = _fullwidth(v)
    elif cat == "address":
        v = g.address(lang)
    elif cat == "government_id":
        v = g.government_id(lang, kind)
        if lang != "en" and hard and r.random() < 0.3:
            v = _fullwidth(v)
    elif cat == "financial":
        v = g.financial(lang, kind)
        if lang != "en" and hard and r.random() < 0.3:
            v = _fullwidth(v)
    elif cat == "person_name":
        v = g.person_name(lang)
        if hard and r.random() < 0.25 and v.isascii():
            v = v.upper() if r.random() < 0.6 else v.lower()
    elif cat == "username":
        v = g.username(lang, kind == "at")
        if hard and r.random() < 0.2:
            v = v.lower() if r.random() < 0.5 else v.upper()
    elif cat == "home_path":
        v, sep = g.home_path(lang)
        sep = "\\" if "\\" in v else "/"
    elif cat == "schedule":
        v = g.schedule(lang)
    elif cat == "geo":
        v = g.geo(lang, kind)
    else:
        raise KeyError(cat)
    return v, sep


@lru_cache(maxsize=1)
def _build() -> tuple[tuple[Sample, ...], tuple[tuple[str, str], ...]]:
    g = Gen()
    fill = _Fill(g)
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            temps = [_parse(t) for t in _lines(T[cat][lang])]
            assert len(temps) >= 25, (cat, lang, len(temps))
            seen: set[str] = set()
            i = 0
            while sum(1 for s in out if s.category == cat and s.lang == lang) < N_PER_CELL:
                t, hard, kind = temps[i % len(temps)]
                i += 1
                for _ in range(50):
                    v, sep = _value(g, cat, lang, kind, hard)
                    body = fill(t, lang).replace("{/}", sep)
                    if "{v2}" in body:
                        v2 = g.password(lang)
                        body = body.replace("{v2}", v2)
                    pre, post = body.split("{v}")
                    text = pre + v + post
                    if v.strip() and text.count(v) == 1 and text not in seen:
                        break
                else:
                    raise RuntimeError((cat, lang, t))
                seen.add(text)
                out.append(Sample(text, cat, lang, len(pre), len(pre) + len(v)))
    ben: list[tuple[str, str]] = []
    for lang in LANGS:
        norm = _lines(BENIGN[lang])
        hardn = _lines(HARD_NEG[lang])
        seen = set()
        i = 0
        tries = 0
        while len([1 for l_, _ in ben if l_ == lang]) < N_BENIGN:
            tries += 1
            assert tries < 20000, lang
            pool = hardn if i % 3 == 2 else norm
            t = pool[(i // 3 if pool is hardn else i - i // 3) % len(pool)]
            i += 1
            if "{" not in t:
                t += g.r.choice(TAILS[lang])
            text = fill(t, lang)
            if text in seen:
                continue
            seen.add(text)
            ben.append((lang, text))
    return tuple(out), tuple(ben)


def samples() -> list[Sample]:
    return list(_build()[0])


def benign_with_lang() -> list[tuple[str, str]]:
    return list(_build()[1])


if __name__ == "__main__":
    report("ab", samples(), benign_with_lang())
