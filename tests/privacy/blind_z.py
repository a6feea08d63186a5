# ruff: noqa
"""Blind privacy corpus Z: an eighth independent acceptance corpus.

Style: a compliance auditor at a customer samples the places where personal data leaks into
agent memory by accident: (1) e-mail threads and calendar invites pasted whole (signatures,
quoted replies, attendee lists, dial-in details), (2) forms and documents (tax, insurance,
school, rental, medical intake, shipping) OCR'd with odd line breaks and stray characters,
(3) logs, stack traces, crash reports, API payloads and analytics events carrying user data,
(4) short imperative requests to an assistant and its one-line answers. English, Chinese and
code-switched text.

Author note: written blind -- without reading the gate's source, its tests, its changelog or
its history, and without running the gate.

Seeds: Faker seed 9901 (en_US, en_GB, zh_CN instances), random seed 9902. Time-dependent
Faker calls are pinned to a fixed range so the corpus is identical on every run.

Template syntax (one template per line): optional leading "!" marks a hard case; optional
"tag|" restricts the template to value generators with that tag; "«v»" is the planted value,
"«name»" a benign filler; a literal backslash-n marks a line break.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
import sys
import time
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

from faker import Faker

FAKER_SEED = 9901
RANDOM_SEED = 9902
N_PER_CELL = 250
N_BENIGN = 400
T_START = datetime(2021, 1, 1)
T_END = datetime(2024, 12, 31)

AL = string.ascii_letters + string.digits
ALU = string.ascii_uppercase + string.digits
URLSAFE = AL + "_-"
HEX = "0123456789abcdef"
DIG = string.digits
FW = {c: chr(ord(c) + 0xFEE0) for c in string.digits + string.ascii_letters + "-@."}


class G:
    """Generation context: seeded Faker instances plus one random.Random."""

    def __init__(self) -> None:
        self.us = Faker("en_US")
        self.gb = Faker("en_GB")
        self.cn = Faker("zh_CN")
        for f in (self.us, self.gb, self.cn):
            f.seed_instance(FAKER_SEED)
        self.r = random.Random(RANDOM_SEED)

    def en(self) -> Faker:
        return self.us if self.r.random() < 0.55 else self.gb

    def any(self) -> Faker:
        return self.r.choice((self.us, self.gb, self.cn))

    def rs(self, n: int, alpha: str = AL) -> str:
        return "".join(self.r.choice(alpha) for _ in range(n))


def fullwidth(s: str) -> str:
    return "".join(FW.get(c, c) for c in s)


def b64u(obj: object) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def luhn_complete(prefix: str, length: int, r: random.Random) -> str:
    body = prefix + "".join(r.choice(DIG) for _ in range(length - len(prefix) - 1))
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
    ds = [int(c) for c in num if c.isdigit()]
    tot = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def iban_make(country: str, bban: str) -> str:
    rearr = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    check = 98 - int(num) % 97
    return f"{country}{check:02d}{bban}"


def group4(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_REGIONS = ["110105", "310104", "440305", "330106", "510107", "420106", "320102", "370202", "610113", "500103"]


def cn_id(g: G) -> str:
    y = g.r.randint(1955, 2006)
    m = g.r.randint(1, 12)
    d = g.r.randint(1, 28)
    body = f"{g.r.choice(CN_REGIONS)}{y}{m:02d}{d:02d}{g.r.randint(0, 999):03d}"
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, CN_W)) % 11]


NI_FIRST = "ABCEGHJKLMNOPRSTWXYZ"
NI_SECOND = "ABCEGHJKLMNPRSTWXYZ"
NI_BAD = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def uk_ni(g: G) -> str:
    while True:
        p = g.r.choice(NI_FIRST) + g.r.choice(NI_SECOND)
        if p not in NI_BAD:
            break
    d = g.rs(6, DIG)
    s = g.r.choice("ABCD")
    if g.r.random() < 0.5:
        return f"{p}{d}{s}"
    return f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}"


COMMON_WORDS = {
    "will", "may", "bill", "rose", "page", "mark", "grant", "hope", "joy", "faith", "april",
    "june", "august", "summer", "dawn", "art", "ray", "sky", "love", "young", "price", "hill",
    "king", "bell", "long", "little", "rich", "church", "young", "white", "black", "brown",
    "green", "gray", "grey", "wood", "stone", "ball", "lane", "rice", "case", "cross", "lee",
}


def ok_name(n: str) -> bool:
    parts = [p.strip(".").lower() for p in n.split()]
    return not (len(parts) == 1 and parts[0] in COMMON_WORDS)


# ---------------------------------------------------------------- value generators
# Each returns (pre, value, post); only `value` is the planted span.


def _pw(g: G) -> str:
    return g.en().password(length=g.r.randint(10, 18), special_chars=False)


def sec_gens():
    def aws(g, l):
        return "", "AKIA" + g.rs(16, string.ascii_uppercase + "234567"), ""

    def aws_secret(g, l):
        name = g.r.choice(["aws_secret_access_key = ", "AWS_SECRET_ACCESS_KEY=", '"SecretAccessKey": "'])
        return name, g.rs(40, AL + "/+"), '"' if name.endswith('"') else ""

    def ghp(g, l):
        return "", "ghp_" + g.rs(36), ""

    def pat(g, l):
        return "", "github_pat_" + g.rs(22, ALU) + "_" + g.rs(59), ""

    def slack(g, l):
        return "", g.r.choice(["xoxb", "xoxp", "xoxa"]) + "-" + g.rs(11, DIG) + "-" + g.rs(13, DIG) + "-" + g.rs(24), ""

    def openai(g, l):
        return "", "sk-proj-" + g.rs(20) + g.rs(g.r.randint(40, 110), URLSAFE) + g.rs(8), ""

    def anthropic(g, l):
        return "", "sk-ant-api03-" + g.rs(90, URLSAFE) + g.rs(3) + "AA", ""

    def stripe(g, l):
        return "", g.r.choice(["sk_live_", "rk_live_", "sk_test_"]) + g.rs(g.r.choice([24, 34, 99])), ""

    def google(g, l):
        return "", "AIza" + g.rs(33, URLSAFE) + g.rs(2), ""

    def hf(g, l):
        return "", "hf_" + g.rs(34, string.ascii_letters), ""

    def sendgrid(g, l):
        return "", "SG." + g.rs(22, URLSAFE) + "." + g.rs(42, URLSAFE) + g.rs(1), ""

    def telegram(g, l):
        return "", str(g.r.randint(10**8, 10**10 - 1)) + ":AA" + g.rs(32, URLSAFE) + g.rs(1), ""

    def jwt(g, l):
        hdr = b64u({"alg": g.r.choice(["HS256", "RS256"]), "typ": "JWT"})
        body = b64u({"sub": g.rs(10, DIG), "iat": g.r.randint(1_600_000_000, 1_730_000_000), "scope": "read write"})
        return "", f"{hdr}.{body}.{g.rs(43, URLSAFE)}", ""

    def pem(g, l):
        kind = g.r.choice(["RSA ", "OPENSSH ", "EC ", ""])
        lines = [g.rs(64, AL + "+/") for _ in range(g.r.randint(3, 6))] + [g.rs(g.r.randint(8, 60), AL + "+/") + "=="]
        return "", f"-----BEGIN {kind}PRIVATE KEY-----\n" + "\n".join(lines) + f"\n-----END {kind}PRIVATE KEY-----", ""

    def entropy(g, l):
        name = g.r.choice(["api_key=", "client_secret: ", "WEBHOOK_SECRET=", "x-api-key: ", '"access_token":"', "signing_key = ", "token=", "SECRET_KEY='"])
        val = g.rs(g.r.choice([32, 40, 64]), HEX) if g.r.random() < 0.5 else g.rs(g.r.choice([32, 40]), AL)
        post = '"' if name.endswith('"') else ("'" if name.endswith("'") else "")
        return name, val, post

    def urlcred(g, l):
        scheme, host, port = g.r.choice([("postgres", "db.internal", 5432), ("mysql", "mysql-prod", 3306), ("redis", "cache-01", 6379), ("amqp", "mq.svc", 5672), ("https", "git.corp.example", 443), ("mongodb+srv", "cluster0.abcde.mongodb.net", 27017)])
        user = g.r.choice(["svc_app", "deploy", "admin", "reporting", "etl"])
        return f"{scheme}://{user}:", _pw(g), f"@{host}:{port}/" + g.r.choice(["app", "prod", "0", "analytics"])

    gens = [aws, aws_secret, ghp, pat, slack, openai, anthropic, stripe, google, hf, sendgrid, telegram, jwt, pem, entropy, urlcred]
    return {"": [(f, 1) for f in gens], "url": [(urlcred, 1)], "pem": [(pem, 1)], "tok": [(f, 1) for f in gens if f not in (pem, urlcred, entropy, aws_secret)]}


WORDS_EN = ["copper", "lantern", "orbit", "maple", "thunder", "violet", "harbor", "pixel", "granite", "meadow", "falcon", "ember", "saffron", "glacier", "tundra", "marble", "comet", "juniper", "quartz", "willow"]


def pw_gens():
    def faker_pw(g, l):
        f = g.any()
        return "", f.password(length=g.r.randint(8, 16), special_chars=g.r.random() < 0.6, upper_case=True, digits=True), ""

    def phrase(g, l):
        ws = g.r.sample(WORDS_EN, g.r.randint(3, 4))
        sep = g.r.choice(["-", " ", ".", "_"])
        return "", sep.join(ws) + (sep + str(g.r.randint(1, 99)) if g.r.random() < 0.5 else ""), ""

    def human(g, l):
        base = g.r.choice(["Summer", "Winter", "Dragon", "Sunshine", "Panda", "Liverpool", "Arsenal", "Shanghai", "Qwerty", "Monkey"])
        return "", base + str(g.r.randint(1970, 2024)) + g.r.choice(["!", "#", "$", "", "@", "?"]), ""

    def pinyin(g, l):
        return "", g.cn.user_name() + str(g.r.randint(1, 9999)) + g.r.choice(["", "!", ".", "*"]), ""

    def rand(g, l):
        return "", g.rs(g.r.randint(10, 20), AL + "!#%&*+=?"), ""

    return {"": [(faker_pw, 3), (phrase, 2), (human, 1), (pinyin, 1), (rand, 1)]}


def email_gens():
    def f_email(g, l):
        f = g.cn if l == "zh" and g.r.random() < 0.6 else g.en()
        return "", g.r.choice([f.email, f.free_email, f.company_email, f.ascii_email, f.ascii_free_email])(), ""

    def dotted(g, l):
        f = g.en()
        dom = g.r.choice(["gmail.com", "outlook.com", "proton.me", "icloud.com", "btinternet.com", "yahoo.co.uk", "163.com", "foxmail.com"])
        tag = "+" + g.r.choice(["news", "work", "2024", "amz"]) if g.r.random() < 0.2 else ""
        return "", f"{f.first_name().lower()}.{f.last_name().lower()}{tag}@{dom}", ""

    def qq(g, l):
        return "", f"{g.r.randint(10**7, 10**10)}@qq.com", ""

    def cnwork(g, l):
        return "", f"{g.cn.user_name()}@{g.r.choice(['163.com', '126.com', 'sina.com', 'aliyun.com', 'corp.example.cn'])}", ""

    return {"": [(f_email, 4), (dotted, 2), (qq, 1), (cnwork, 1)]}


def phone_gens():
    def f_en(g, l):
        return "", g.en().phone_number(), ""

    def f_cn(g, l):
        return "", g.cn.phone_number(), ""

    def cn_fmt(g, l):
        n = g.cn.phone_number()
        return "", g.r.choice([f"+86 {n[:3]} {n[3:7]} {n[7:]}", f"+86-{n}", f"{n[:3]}-{n[3:7]}-{n[7:]}", f"(+86){n}", f"{n[:3]} {n[3:7]} {n[7:]}"]), ""

    def landline(g, l):
        area = g.r.choice(["010", "021", "020", "0755", "0571", "028"])
        return "", f"{area}-{g.rs(4, '2345678')}{g.rs(4, DIG)}" + g.r.choice(["", f" 转 {g.r.randint(100, 899)}", f" ext. {g.r.randint(10, 899)}"]), ""

    def intl(g, l):
        return "", g.r.choice([
            f"+1 ({g.r.randint(201, 989)}) {g.r.randint(200, 999)}-{g.rs(4, DIG)}",
            f"+44 7{g.rs(3, DIG)} {g.rs(6, DIG)}",
            f"+44 (0)20 {g.rs(4, DIG)} {g.rs(4, DIG)}",
            f"({g.r.randint(201, 989)}) {g.r.randint(200, 999)}-{g.rs(4, DIG)} x{g.r.randint(10, 9999)}",
            f"07{g.rs(3, DIG)} {g.rs(3, DIG)} {g.rs(3, DIG)}",
        ]), ""

    def msisdn(g, l):
        return "", "+" + g.en().msisdn(), ""

    def fw(g, l):
        n = g.cn.phone_number()
        return "", fullwidth(n), ""

    en = [(f_en, 4), (intl, 2), (msisdn, 1), (cn_fmt, 1)]
    zh = [(f_cn, 3), (cn_fmt, 2), (landline, 2), (fw, 1), (intl, 1)]
    return {"": en, "zh": zh}


ZH_PROV = [("北京市", "朝阳区"), ("上海市", "浦东新区"), ("广东省深圳市", "南山区"), ("浙江省杭州市", "西湖区"), ("四川省成都市", "武侯区"), ("湖北省武汉市", "洪山区"), ("江苏省南京市", "鼓楼区"), ("广东省广州市", "天河区"), ("山东省青岛市", "市南区"), ("陕西省西安市", "雁塔区")]
ROADS = ["文三路", "建国路", "中山北路", "长寿路", "科技园南路", "人民大道", "淮海中路", "解放大道", "珠江新城华夏路", "天府大道北段", "云锦街", "学院路", "望京街", "滨江道"]


def addr_gens():
    def us_sa(g, l):
        return "", g.us.street_address(), ""

    def gb_sa(g, l):
        return "", g.gb.street_address(), ""

    def built(g, l):
        f = g.en()
        return "", g.r.choice([
            f"{f.building_number()} {f.street_name()}, {f.secondary_address() if f is g.us else 'Flat ' + str(g.r.randint(1, 40))}",
            f"Flat {g.r.randint(1, 30)}, {f.building_number()} {f.street_name()}",
            f"{f.building_number()} {f.street_name()}",
        ]), ""

    def zh_addr(g, l):
        road = g.r.choice(ROADS + [g.cn.street_name() for _ in range(2)])
        no = g.r.randint(1, 1500)
        tail = g.r.choice(["", f"{g.r.randint(1, 30)}栋{g.r.randint(1, 6)}单元{g.r.randint(101, 2808)}室", f"{g.r.randint(1, 20)}号楼{g.r.randint(101, 1806)}", f"{g.cn.building_number()}", f"{g.r.randint(2, 30)}楼{g.r.randint(1, 20)}号", f"{g.r.randint(1, 9)}幢{g.r.randint(101, 909)}室"])
        return "", f"{road}{no}号{tail}", ""

    def zh_lane(g, l):
        return "", f"{g.r.choice(ROADS)}{g.r.randint(10, 999)}弄{g.r.randint(1, 80)}号{g.r.randint(101, 1202)}室", ""

    en = [(us_sa, 3), (gb_sa, 3), (built, 2)]
    zh = [(zh_addr, 4), (zh_lane, 1)]
    return {"": en, "zh": zh}


def gov_gens():
    def ssn(g, l):
        return "", g.us.ssn(), ""

    def ssn_sp(g, l):
        s = g.us.ssn().replace("-", "")
        return "", f"{s[:3]} {s[3:5]} {s[5:]}", ""

    def ni_faker(g, l):
        return "", g.gb.ssn(), ""

    def ni(g, l):
        return "", uk_ni(g), ""

    def cnid(g, l):
        return "", g.cn.ssn() if g.r.random() < 0.5 else cn_id(g), ""

    def passport(g, l):
        return "", g.r.choice([g.us.passport_number(), g.gb.passport_number(), "E" + g.rs(8, DIG), "EA" + g.rs(7, DIG), "G" + g.rs(8, DIG), g.rs(9, DIG)]), ""

    return {"": [(ssn, 3), (ssn_sp, 1), (ni_faker, 1), (ni, 2), (cnid, 2)], "zh": [(cnid, 5), (ssn, 1), (ni, 1)], "pp": [(passport, 1)], "cn": [(cnid, 1)]}


def fin_gens():
    def card(g, l):
        c = g.en().credit_card_number()
        if g.r.random() < 0.4 and len(c) == 16:
            c = group4(c)
        return "", c, ""

    def cncard(g, l):
        c = luhn_complete(g.r.choice(["622202", "621700", "622848", "623058", "6214"]), g.r.choice([16, 19]), g.r)
        return "", c if g.r.random() < 0.5 else " ".join(c[i : i + 4] for i in range(0, len(c), 4)), ""

    def iban(g, l):
        if g.r.random() < 0.4:
            v = g.gb.iban()
        else:
            c, b = g.r.choice([("DE", g.rs(18, DIG)), ("FR", g.rs(23, DIG)), ("ES", g.rs(20, DIG)), ("NL", "ABNA" + g.rs(10, DIG)), ("GB", "NWBK" + g.rs(14, DIG))])
            v = iban_make(c, b)
        return "", group4(v) if g.r.random() < 0.5 else v, ""

    def acct(g, l):
        return "", g.r.choice([g.rs(8, DIG), g.rs(10, DIG), g.rs(12, DIG), g.us.bban(), g.rs(17, DIG)]), ""

    def aba(g, l):
        return "", g.us.aba(), ""

    return {"": [(card, 3), (cncard, 1), (iban, 2)], "zh": [(cncard, 3), (card, 1), (iban, 1)], "acct": [(acct, 1)], "aba": [(aba, 1)]}


def name_gens():
    def en_name(g, l):
        f = g.en()
        return "", g.r.choice([f.name, f.name_female, f.name_male, lambda: f"{f.first_name()} {f.last_name()}", lambda: f"{f.first_name_female()} {f.last_name()}"])(), ""

    def titled(g, l):
        f = g.en()
        return "", g.r.choice([f"{f.prefix()} {f.first_name()} {f.last_name()}", f"{f.prefix()} {f.last_name()}"]), ""

    def cn_name(g, l):
        return "", g.r.choice([g.cn.name, g.cn.name_female, g.cn.name_male, lambda: g.cn.last_name() + g.cn.first_name()])(), ""

    def pinyin(g, l):
        return "", f"{g.cn.first_romanized_name()} {g.cn.last_romanized_name()}", ""

    return {"": [(en_name, 4), (titled, 1), (pinyin, 1)], "zh": [(cn_name, 1)]}


def user_gens():
    def at(g, l):
        return "", "@" + g.any().user_name(), ""

    def bare(g, l):
        return "", g.any().user_name() + g.r.choice(["", "", str(g.r.randint(1, 99)), "_dev"]), ""

    def handle(g, l):
        f = g.en()
        return "", g.r.choice([f"{f.first_name().lower()}_{f.last_name().lower()}", f"{f.first_name()[0].lower()}{f.last_name().lower()}{g.r.randint(1, 999)}", f"x{g.cn.user_name()}", f"{g.cn.user_name()}_{g.r.randint(80, 99)}"]), ""

    return {"": [(bare, 2), (handle, 2)], "at": [(at, 1)]}


def home_gens():
    def mk(g, l):
        u = g.r.choice([g.us.user_name(), g.gb.user_name(), g.cn.user_name(), g.en().first_name().lower()])
        style = g.r.random()
        tail = g.r.choice(["projects/api/main.py", ".ssh/id_ed25519", "Downloads/invoice.pdf", ".config/app/settings.json", "venv/lib/python3.11/site-packages/requests/api.py", "Documents/报税/2023.xlsx", ".cache/pip", "code/etl/run.sh"])
        if style < 0.4:
            return "", f"/home/{u}", "/" + tail
        if style < 0.75:
            return "", f"/Users/{u}", "/" + tail
        return "", f"C:\\Users\\{u}", "\\" + tail.replace("/", "\\")

    return {"": [(mk, 1)]}


def sched_gens():
    def en_t(g, l):
        h = g.r.randint(1, 12)
        m = g.r.choice([0, 15, 30, 45, 10, 20, 40, 50])
        return "", g.r.choice([
            f"{h}am", f"{h}pm", f"{h}:{m:02d}am", f"{h}:{m:02d} p.m.", f"{h}:{m:02d} AM", f"{h} o'clock",
            g.r.choice(["half past seven", "half past six", "quarter to eight", "quarter past nine", "ten past six", "twenty to seven"]),
            g.us.time(pattern="%H:%M", end_datetime=T_END), g.gb.time(pattern="%I:%M %p", end_datetime=T_END),
        ]), ""

    ZN = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]

    def zh_t(g, l):
        h = g.r.randint(1, 12)
        part = g.r.choice(["早上", "上午", "下午", "晚上", "凌晨", "中午", "傍晚"])
        return "", g.r.choice([
            f"{part}{h}点", f"{part}{h}点半", f"{part}{ZN[h - 1]}点", f"{part}{h}点{g.r.choice([15, 20, 40, 45])}分", f"{part}{ZN[h - 1]}点半",
            f"{g.r.randint(5, 23)}:{g.r.choice(['00', '15', '30', '45'])}", f"{part}{h}点一刻",
        ]), ""

    return {"": [(en_t, 1)], "zh": [(zh_t, 1)]}


HOOD_EN = ["Estate", "Heights", "Gardens", "Village", "Park", "Green", "Mews", "Court"]
HOOD_ZH_A = ["翠苑", "金色家园", "阳光", "万科城", "碧桂园", "绿城桂花", "保利", "龙湖", "华润", "紫荆", "锦绣", "东方明珠"]
HOOD_ZH_B = ["小区", "花园", "新村", "一期", "家园", "公寓", "三区", "府"]


def geo_gens():
    def coord(g, l):
        f = g.en()
        lat, lng = f.latitude(), f.longitude()
        d = g.r.choice([4, 5, 6])
        return "", g.r.choice([f"{float(lat):.{d}f}, {float(lng):.{d}f}", f"{float(lat):.{d}f},{float(lng):.{d}f}", f"({float(lat):.{d}f}, {float(lng):.{d}f})"]), ""

    def localll(g, l):
        t = g.any().local_latlng() if g.r.random() < 0.7 else g.us.local_latlng(country_code="GB")
        return "", f"{t[0]}, {t[1]}", ""

    def pc(g, l):
        return "", g.r.choice([g.us.zipcode(), g.us.zipcode_plus4(), g.gb.postcode(), g.gb.postcode(), g.cn.postcode()]), ""

    def hood(g, l):
        if l == "zh" or (l == "mixed" and g.r.random() < 0.6):
            return "", g.r.choice(HOOD_ZH_A) + g.r.choice(HOOD_ZH_B), ""
        return "", f"{g.en().last_name()} {g.r.choice(HOOD_EN)}", ""

    return {"c": [(coord, 2), (localll, 1)], "p": [(pc, 1)], "h": [(hood, 1)]}


GENS = {
    "secret": sec_gens(), "password": pw_gens(), "email": email_gens(), "phone": phone_gens(),
    "address": addr_gens(), "government_id": gov_gens(), "financial": fin_gens(),
    "person_name": name_gens(), "username": user_gens(), "home_path": home_gens(),
    "schedule": sched_gens(), "geo": geo_gens(),
}

# ---------------------------------------------------------------- benign fillers
CITIES = ["London", "Manchester", "Chicago", "Seattle", "Berlin", "Tokyo", "Singapore", "Dublin", "Toronto", "Austin", "Leeds", "Sydney"]
ZCITIES = ["北京", "上海", "杭州", "深圳", "成都", "武汉", "南京", "广州", "西安", "苏州"]
COS = ["Stripe", "Atlassian", "Zendesk", "Datadog", "Shopify", "Acme Corp", "Globex", "阿里云", "腾讯会议", "飞书", "Notion", "Cloudflare"]
PRODS = ["Kubernetes", "PostgreSQL", "Redis", "Chrome", "iOS", "Android", "Terraform", "Kafka", "nginx", "React", "Django", "Spring Boot"]
HOLS = ["Christmas Day", "Boxing Day", "Thanksgiving", "Easter Monday", "New Year's Day", "the spring bank holiday"]
ZHOLS = ["春节", "国庆节", "中秋节", "端午节", "清明节", "劳动节"]
PUB_IPS = ["8.8.8.8", "1.1.1.1", "9.9.9.9", "208.67.222.222", "114.114.114.114", "223.5.5.5"]
ERRS = ["ECONNRESET", "ETIMEDOUT", "HTTP 503", "HTTP 429", "OOMKilled", "SIGSEGV", "NullPointerException", "KeyError", "E1102", "ERR_CERT_DATE_INVALID"]


def _fillers():
    def uuid(g):
        h = g.rs(32, HEX)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"

    def order(g):
        while True:
            n = g.rs(16, DIG)
            if not luhn_ok(n):
                return n

    return {
        "city": lambda g: g.r.choice(CITIES),
        "zcity": lambda g: g.r.choice(ZCITIES),
        "zprov": lambda g: "",
        "co": lambda g: g.r.choice(COS),
        "prod": lambda g: g.r.choice(PRODS),
        "ver": lambda g: f"{g.r.randint(1, 9)}.{g.r.randint(0, 30)}.{g.r.randint(0, 20)}",
        "uuid": uuid,
        "sha": lambda g: g.rs(40, HEX),
        "sha7": lambda g: g.rs(7, HEX),
        "date": lambda g: f"{g.r.randint(2021, 2025)}-{g.r.randint(1, 12):02d}-{g.r.randint(1, 28):02d}",
        "zdate": lambda g: f"{g.r.randint(2021, 2025)}年{g.r.randint(1, 12)}月{g.r.randint(1, 28)}日",
        "ord": lambda g: "ORD-" + g.rs(8, ALU),
        "ord16": order,
        "tkt": lambda g: g.r.choice(["JIRA", "OPS", "SEC", "INC", "CS"]) + "-" + str(g.r.randint(100, 99999)),
        "port": lambda g: str(g.r.choice([443, 5432, 6379, 8080, 9092, 3000, 27017])),
        "ip": lambda g: g.r.choice(PUB_IPS),
        "price": lambda g: f"{g.r.randint(3, 900)}.{g.r.randint(0, 99):02d}",
        "n": lambda g: str(g.r.randint(2, 48)),
        "nn": lambda g: str(g.r.randint(100, 9999)),
        "dur": lambda g: g.r.choice(["45 minutes", "2 hours", "3 days", "a week", "90 seconds", "two weeks"]),
        "zdur": lambda g: g.r.choice(["三天", "两周", "45分钟", "一个月", "2小时"]),
        "hol": lambda g: g.r.choice(HOLS),
        "zhol": lambda g: g.r.choice(ZHOLS),
        "err": lambda g: g.r.choice(ERRS),
        "year": lambda g: str(g.r.randint(2019, 2025)),
        "ms": lambda g: str(g.r.randint(12, 4800)),
        "zdist": lambda g: g.r.choice(["朝阳区", "浦东新区", "西湖区", "南山区", "武侯区", "天河区"]),
    }


FILL = _fillers()

# ---------------------------------------------------------------- templates
# Each line one template. "!" = hard case. "tag|" = generator tag.
T: dict[tuple[str, str], str] = {}

T["secret", "en"] = r"""
Subject: RE: staging creds\n> can you resend?\nSure, rotated this morning: «v»\n--\nPlatform team | «co»
Calendar: Infra sync (weekly)\nDial-in: see bridge\nNotes: the deploy key for the runner is «v» -- please don't forward
From the crash report #«nn»: env dump -> OPENAI_KEY=«v» PROD=1 REGION=eu-west-2
tok|[«date»T04:12:55Z] WARN auth.client retry=3 bearer «v» status=401
tok|{"event":"integration_connected","provider":"«co»","credentials":{"token":"«v»"},"v":"«ver»"}
Text the on-call that the new bot token is «v» and the old one is revoked
tok|Reply: done, I stored «v» in the vault under ci/«prod».
url|Traceback (most recent call last):\n  File "etl.py", line 88, in connect\nsqlalchemy.exc.OperationalError: could not connect to «v»
url|Can you check why «v» keeps timing out? It worked yesterday.
pem|Pasted from my laptop, this is the key they gave us for the SFTP box:\n«v»\nthanks!
pem|INSURANCE PORTAL - UPLOAD LOG\nfile: keyfile.txt\ncontents:\n«v»\n(end)
HTTP 401 from «prod» webhook; header dump: Authorization: Bearer «v»; retry in «dur»
tok|Book the release for Friday and paste the signing token «v» into the pipeline vars
!tok|«v» <- that's the one that leaked in the screenshot, kill it
!tok|"«v»" (old) vs commit "«sha»"
!tok|ci log: export  GH_TOKEN= «v»   # set by runner «sha7»
!tok|keys rotated: «v» , build «ver» , commit «sha7» , ticket «tkt»
!tok|> > > On «date» ops wrote:\n> > > use «v» for now
!TOK|ANALYTICS EVENT session_start props={app:«prod», ver:«ver», k:«v»}
Here's the admin console login link with creds baked in, don't lose it: «v»
Reminder from «co» support: your personal access token «v» expires in «dur».
stack: at Client.init (client.js:42)\n  config = { apiKey: '«v»', retries: 2 }
Secret for the Slack app (bot): «v» - attendee list below
Invite: Vendor onboarding\nAttendees: ops@«co», finance\nAgenda: swap keys. Ours: «v»
!the hook fails unless you pass «v»
"""
T["secret", "zh"] = r"""
主题：回复：测试环境密钥\n> 麻烦再发一次\n好的，新的是«v»\n——运维组
帮我把这个令牌存一下：«v»
会议邀请：每周基础设施例会\n备注：部署密钥为«v»，请勿外传
崩溃报告#«nn» 环境变量：OPENAI_KEY=«v»
tok|[«date» 04:12:55] 警告 鉴权失败 bearer «v» 状态=401
tok|{"事件":"接入成功","平台":"«co»","凭证":{"token":"«v»"}}
url|数据库连不上：«v»，报错«err»
url|帮我查一下为什么«v»一直超时
pem|这是供应商给的SFTP私钥：\n«v»\n用完删掉
pem|上传日志\n文件：key.txt\n内容：\n«v»\n（结束）
接口返回401，请求头 Authorization: Bearer «v»
tok|已完成，«v»已经存进保险库了。
tok|机器人令牌换成«v»了，旧的作废
tok|把签名token «v»填到流水线变量里
!tok|«v»就是截图里泄露的那个，赶紧吊销
!tok|构建«ver»，提交«sha7»，令牌«v»，工单«tkt»
!tok|ＣＩ日志：export GH_TOKEN=«v»
!tok|「«v»」
!tok|>>> «zdate» 运维写道：\n>>> 先用«v»
管理后台带凭证的链接在这：«v»
«co»客服提醒：您的个人访问令牌«v»将在«zdur»后过期
堆栈：at Client.init (client.js:42)\n配置 = { apiKey: '«v»' }
飞书应用的机器人密钥：«v»
供应商对接会\n参会人：运维、财务\n我方密钥：«v»
!不带«v»回调就失败
"""
T["secret", "mixed"] = r"""
RE: staging 的 creds\n> 再发一下?\n好的 rotated: «v»\n-- Platform 组
帮我 save 一下这个 token：«v»
Calendar invite 周会\nNotes: deploy key 是 «v» 别转发
crash report #«nn> env: OPENAI_KEY=«v» region=cn-north-1
tok|[«date»] WARN 鉴权 retry=3 bearer «v» status=401
tok|{"event":"接入成功","token":"«v»","v":"«ver»"}
url|DB 连不上 «v»，报 «err»
url|Check 一下 «v» 为什么 timeout
pem|vendor 给的 SFTP key:\n«v»\n用完 delete 掉
pem|Upload log 上传\ncontents 内容:\n«v»
401 了，header 里 Authorization: Bearer «v»
tok|Done，«v» 已经存进 vault 了
tok|bot token 换成 «v» 了，old one 作废
tok|把 signing token «v» 填进 pipeline vars
!tok|«v» 就是 screenshot 里 leak 的那个
!tok|build «ver}，commit «sha7»，key «v»，ticket «tkt»
!tok|CI 日志：export　GH_TOKEN=«v»
!tok|【«v»】
!tok|>>> ops 写道: 先用 «v»
Admin console 的 link 带了 creds：«v»
«co» support 提醒：你的 PAT «v» 还有 «zdur» 过期
stack: at Client.init\nconfig = { apiKey: '«v»' } 报错了
Slack app 的 bot secret：«v»
Vendor onboarding 会议\nAttendees: 运维, finance\n我们的 key: «v»
!不带 «v» hook 就 fail
"""

T["password", "en"] = r"""
Subject: Re: wifi at the lake house\n> what's the code again?\nNetwork is «city»Guest, password: «v»\nCheers
The password is «v» -- change it after first login.
RENTAL APPLICATION\nTenant portal\nUser ID: (see letter)\nTemp pass word: «v»
Text Mum that the router pw=«v» and it's on the sticker too
[«date» 10:02:11] DEBUG login attempt form={"pass":"«v»","remember":true}
Reminder: your passphrase for the encrypted backup is «v»
INSURANCE CLAIM PORTAL -- Pass code:  «v»  (case sensitive)
my pwd for the school parents' portal is «v», can you log in and check the report
Assistant: Got it -- I'll use «v» as the login password for the «co» account.
ValidationError: password '«v»' must contain at least 1 symbol
Set the new pass to «v» and send me a confirmation
kid's tablet unlock phrase: «v»
Calendar invite: Board pack review\nPasscode for the meeting: «v»\nRoom 4B
!«v» is what I set it to, don't share
!Pw: «v»   ver «ver»   build «sha7»
!PASSWORD = «v»
!> > the login is the usual one and the secret word is «v»
!creds (pls delete): «v»
!pssword:«v»
!OCR: Pa55word ..... «v» ..... Date «date»
sudo asked again, I typed «v» -- still rejected
Medical intake kiosk: patient PIN-word «v» (you chose this)
zip archive is protected with «v»; unzip before the call
analytics: {"evt":"signup","fields":{"email_ok":true,"pw":"«v»"}}
Book the tennis court on the club site, login pass «v»
"""
T["password", "zh"] = r"""
主题：回复：家里wifi\n> 密码多少来着？\n网络名«zcity»-5G，密码是«v»\n谢谢
密码是«v»，首次登录后请修改
租房申请表\n租客门户\n临时密码：«v»
给妈妈发短信：路由器密码«v»，贴纸上也有
[«date»] 调试 登录表单={"pass":"«v»","记住":true}
提醒：加密备份的口令是«v»
保险理赔系统 —— 登录密码：«v»（区分大小写）
学校家长平台的密码«v»，帮我登进去看下成绩
助手：好的，«co»账号的登录密码我记为«v»。
校验失败：密码“«v»”至少需要一个符号
把新密码设成«v»然后回我一下
孩子平板的解锁口令：«v»
会议邀请：董事会材料评审\n入会密码：«v»
!«v»就是我设的，别外传
!密码:«v» 版本«ver» 构建«sha7»
!密码＝«v»
!>>登录还是老样子，暗号是«v»
!账号信息（看完删）：«v»
!密 码 «v»
!OCR：宻码 ….. «v» ….. 日期«zdate»
sudo又问了，我输的«v»还是不对
医院自助机：您设置的就诊口令«v»
压缩包解压密码«v»，会前解压
埋点：{"evt":"注册","pw":"«v»"}
帮我在俱乐部网站订网球场，登录用密码«v»
"""
T["password", "mixed"] = r"""
Re: wifi 密码\n> 多少来着?\nSSID «zcity»-5G，password: «v»
密码是 «v»，first login 之后改掉
Rental 申请表\nTenant portal 临时 password：«v»
给妈妈 text 一下 router pw=«v»
[«date»] DEBUG 登录 form={"pass":"«v»"}
Backup 的 passphrase 是 «v»
保险 claim portal —— pass code: «v»
学校 parent portal 的 pwd 是 «v»，帮我看下 report
好的，«co» 账号 login password 记为 «v»
ValidationError: 密码 '«v»' must contain symbol
把 new pass 设成 «v»
iPad 解锁 phrase: «v»
Meeting invite 董事会\n入会 passcode：«v»
!«v» 就是我设的 don't share
!PW:«v» ver «ver» build «sha7»
!PASSWORD＝«v»
!>> login 老样子，暗号 «v»
!creds（看完删）：«v»
!pass word «v»
!OCR: Passw0rd ..... «v» 日期 «zdate»
sudo 又问，我输 «v» 还是 rejected
医院 kiosk：口令 «v»
zip 解压 key 是 «v»
analytics: {"evt":"注册","pw":"«v»"}
帮我 book 网球场，网站 login 密码 «v»
"""

T["email", "en"] = r"""
From: «v»\nSent: «date»\nSubject: Re: quarterly filing\n> see attached
Please reply to «v» with the signed lease by Friday.
Attendees: «v» (organizer), facilities@«co»\nWhen: every other Tuesday\nJoin: «co» bridge
-- \nHead of Ops, «co»\nM: see switchboard | E: «v»
SCHOOL ENROLMENT FORM\nParent/guardian e-mail: «v»\nYear group: «n»
[«date»T11:00:02Z] INFO mailer.send to=«v» template=receipt_v2 id=«uuid»
{"event":"checkout","user":{"email":"«v»"},"cart":«n»}
Forward the insurance PDF to «v» please
Done -- I emailed the itinerary to «v».
smtplib.SMTPRecipientsRefused: {'«v»': (550, b'mailbox unavailable')}
Cc'ing my accountant (her address is «v») on the tax thread
On «date», «v» wrote:\n> Can we move the viewing?
Medical intake\nContact e-mail ...... «v»\nAllergies: none
!«v» -- that's where the shipping notice went
!Recipients: ops@«co», «v», billing@«co»
!<«v»>
!EMAIL: «v»
!e mail «v» | order «ord» | «price» GBP
!OCR: E-rnail addr: «v»
mailto link in the invite bounced: «v»
Unsubscribe request received for «v» (list: newsletter)
Shipping label -- notify «v» on dispatch
Tell Dad to use «v» for the council tax login
crash: user_context.contact=«v» build=«ver»
Add «v» to the calendar invite for the parents' evening
"""
T["email", "zh"] = r"""
发件人：«v»\n时间：«zdate»\n主题：回复：季度报税\n> 见附件
请把签好的租约发到«v»，周五前
参会人：«v»（组织者）、行政部\n时间：隔周周二\n会议号见«co»
——\n运营负责人 «co»\n邮箱：«v»
入学登记表\n家长电子邮箱：«v»\n年级：«n»
[«date»] 信息 发送邮件 收件人=«v» 模板=回执 id=«uuid»
{"事件":"下单","用户":{"邮箱":"«v»"}}
把保险PDF转发到«v»
好的，行程单已经发到«v»了。
发送失败：收件人«v»不存在(550)
抄送我的会计，她邮箱是«v»
«zdate»，«v»写道：\n> 看房能改时间吗？
就诊登记\n联系邮箱……«v»\n过敏史：无
!«v»——发货通知就是发到这
!收件人：ops@«co»，«v»，billing@«co»
!＜«v»＞
!EMAIL：«v»
!电邮«v»订单«ord»金额«price»元
!OCR：电子邮件地址：«v»
会议邀请里的链接退信了：«v»
已收到退订请求：«v»
物流面单——发货后通知«v»
告诉爸爸个税App用«v»登录
崩溃：user_context.contact=«v» 版本«ver»
把«v»加进家长会的日程邀请
"""
T["email", "mixed"] = r"""
From: «v»\n时间: «zdate»\nSubject: 回复: 报税
签好的 lease 发到 «v»，周五前
Attendees: «v»（organizer）、行政\n会议号见 «co»
--\nOps 负责人 «co»\nEmail：«v»
入学 form\n家长 e-mail：«v»
[«date»] INFO 发送 to=«v» template=回执
{"event":"下单","email":"«v»"}
把 insurance PDF forward 到 «v»
Done，itinerary 已经发到 «v»
SMTP 550: 收件人 «v» mailbox unavailable
Cc 我的 accountant，邮箱 «v»
«zdate»，«v» wrote:\n> viewing 能改时间吗
Medical intake 就诊\n联系 e-mail: «v»
!«v» —— shipping notice 就发这
!收件人: ops@«co», «v», billing@«co»
!＜«v»＞
!EMAIL：«v»
!mail«v»订单«ord»
!OCR：E-rnail 地址：«v»
Invite 里的 mailto 退信了：«v»
Unsubscribe 请求已收到：«v»
面单 —— dispatch 后通知 «v»
告诉爸爸 council tax 登录用 «v»
crash: contact=«v» 版本 «ver»
把 «v» 加进 parents' evening 的 invite
"""

T["phone", "en"] = r"""
-- \nRegional Manager\n«co» | «city»\nMobile: «v»
Text Mum that I'm on the late train and she can call «v» if the car's not there
Dial-in for the weekly sync: «v», then the conference ID from the invite
PATIENT INTAKE\nEmergency contact tel. «v»\nRelationship: spouse
[«date»] INFO sms.send to=«v» provider=«co» status=queued
{"event":"otp_requested","phone":"«v»","ver":"«ver»"}
Assistant: Saved. I'll ring the landlord on «v» tomorrow.
Call the plumber back -- his number is «v»
On «date» the courier wrote:\n> couldn't deliver, ring «v»
TAX RETURN -- daytime phone: «v»
ValueError: invalid phone '«v»' for region GB
School form: parent contact no. «v» (preferred)
Ring me on «v» if the viewing moves
!«v» (after 6 only)
!Tel«v»Fax none Order «ord»
!ref «tkt» / qty «n» / «v» / port «port»
!"«v}" -- that's the insurance helpline? no, it's her cell
!MOB: «v»
!OCR: Ph0ne ..... «v» ..... Ref «nn»
!> > > whatsapp me at «v»
Reschedule the dentist and confirm via SMS to «v»
crash log: userProfile.contactNumber = «v»
Shipping: recipient telephone «v», leave with neighbour
He said reach him at «v» any time
Calendar: Viewing at the flat\nHost contact: «v»
"""
T["phone", "zh"] = r"""
zh|——\n区域经理\n«co»\n手机：«v»
zh|给妈妈发消息：我坐晚班车，车没到就打«v»
zh|周会拨入号码：«v»，再输会议ID
zh|就诊登记表\n紧急联系人电话«v»\n关系：配偶
zh|[«date»] 信息 短信发送 to=«v» 状态=排队
zh|{"事件":"获取验证码","手机号":"«v»"}
zh|助手：已保存，明天打«v»联系房东。
zh|回个电话给修水管的师傅，号码«v»
zh|«zdate»快递员说：\n> 送不到，请联系«v»
zh|个税申报——联系电话：«v»
zh|校验失败：手机号“«v»”格式不对
zh|学校表格：家长联系方式«v»
zh|看房时间变了就打我«v»
!zh|«v»（六点后）
!zh|电话«v»传真无订单«ord»
!zh|工单«tkt}／数量«n»／«v»／端口«port»
!zh|「«v»」是她的手机，不是客服
!zh|手机:«v»
!zh|OCR：电活 ….. «v» ….. 编号«nn»
!zh|>>>加我微信，手机号同«v»
zh|帮我改约牙医，短信确认发到«v»
zh|崩溃日志：userProfile.contactNumber = «v»
zh|收件人电话«v»，放邻居家
zh|他说随时可以打«v»找他
zh|日程：看房\n房东联系方式：«v»
"""
T["phone", "mixed"] = r"""
--\nRegional Manager 区域经理\nMobile 手机：«v»
给妈妈 text：晚班车，车没到就 call «v»
weekly sync 拨入：«v»
Patient intake\n紧急联系人 tel：«v»
[«date»] INFO sms.send to=«v» status=queued
{"event":"验证码","phone":"«v»"}
OK 已保存，明天 call 房东 «v»
Call back 修水管师傅，number «v»
courier 说：\n> 送不到，ring «v»
Tax return 联系电话：«v»
ValueError: 手机号 '«v»' invalid
School form 家长 contact：«v»
viewing 改时间就打我 «v»
!«v}（6点后 only）
!Tel«v»订单«ord»
!ticket «tkt} / qty «n» / «v» / port «port»
!「«v»」是她的 cell
!MOB：«v»
!OCR：Ph0ne ….. «v» ref «nn»
!>>> WhatsApp 我 «v»
帮我 reschedule 牙医，SMS 确认到 «v»
crash log: contactNumber = «v»
Shipping 收件人 phone «v»
他说 anytime 打 «v»
Calendar: 看房\nHost contact: «v»
"""

T["address", "en"] = r"""
-- \n«co» Ltd\n«v», «city»\nRegistered in England
Ship the replacement charger to «v», «city» please
Invite: Housewarming\nWhere: «v», «city»\nBring nothing!
RENTAL APPLICATION\nCurrent address: «v»\nTown: «city»\nYears at address: «n»
[«date»] INFO shipping.label created dest="«v», «city»" carrier=DPD
{"event":"address_updated","line1":"«v»","city":"«city»"}
Book a cab from «v» to the airport for the early flight
Done -- the parcel is redirected to «v».
TAX FORM W-9 (scan)\nAddress (number, street, and apt.) «v»\nCity «city»
On «date» the agent wrote:\n> the viewing at «v» is confirmed
Medical intake: home address «v», «city»
School trip consent -- pupil lives at «v»
My new place is «v», update the insurance
!«v» -- that's where the keys are
!deliver to:«v»«city»
!Items: «n» x widget, «price} USD, «v», ord «ord»
!"«v}"
!ADDRESS: «v}
!OCR: Addr3ss ..... «v» .... «city»
!> > we moved to «v» last month
crash: billing.street=«v} build «ver»
Tell Gran the card goes to «v» now
Insurance: risk address «v», «city»
Pickup location for the courier: «v»
Shipping notice: to «v», «city»; ETA «dur»
Meet at my flat, «v», then we walk over
"""
T["address", "zh"] = r"""
zh|——\n«co»\n地址：«zcity»«zdist»«v»
zh|充电器寄到«zcity»«zdist»«v»
zh|邀请：乔迁宴\n地点：«zcity»«v»\n人来就行
zh|租房申请表\n现住址：«zdist»«v»\n居住年限：«n»年
zh|[«date»] 信息 生成面单 收货地址="«zcity»«v»" 承运商=顺丰
zh|{"事件":"地址变更","详细地址":"«v»","城市":"«zcity»"}
zh|帮我叫车，从«v»去机场
zh|好的，包裹已改派到«v»。
zh|个税申报表（扫描件）\n户籍地址 «zcity»«zdist»«v»
zh|«zdate»中介说：\n> «v»的看房确认了
zh|就诊登记：家庭住址«zcity»«v»
zh|春游回执——学生住址«v»
zh|我搬到«v»了，保险地址改一下
!zh|«v»——钥匙在那
!zh|寄到«zcity»«zdist»«v»谢谢
!zh|件数«n»，金额«price»元，«v»，单号«ord»
!zh|“«v»”
!zh|住址:«v»
!zh|OCR：住祉 ….. «v» ….. «zcity»
!zh|>>上个月搬去«v»了
zh|崩溃：billing.street=«v» 版本«ver»
zh|告诉奶奶卡片现在寄到«v»
zh|保险标的地址：«zcity»«v»
zh|快递上门取件地址：«v»
zh|发货通知：寄往«zcity»«v»，预计«zdur»
zh|来我家«v»集合再一起走
"""
T["address", "mixed"] = r"""
zh|--\n«co» 公司\nAddress：«zcity»«v»
Ship 充电器到 «v», «city»
zh|Invite 乔迁\nWhere：«zcity»«v»
zh|Rental 申请\n现住址 current address：«v»
[«date»] INFO label dest="«v», «city»"
zh|{"event":"地址变更","line1":"«v»"}
zh|帮我 book 个车，从 «v» 去机场
Done，parcel 改派到 «v»
W-9 扫描件\nAddress «v»\nCity «city»
zh|中介说：\n> «v» 的 viewing confirmed
zh|Medical intake 住址 «zcity»«v»
School trip 回执 —— 住 «v»
zh|我搬到 «v» 了，update 保险
!zh|«v} —— keys 在那
!zh|寄到«zcity»«v»thx
!件数 «n}, «price» USD, «v», ord «ord»
!zh|“«v»”
!ADDRESS：«v»
!zh|OCR：住祉 ….. «v» …..
!>> 上个月 moved to «v»
crash: billing.street=«v» 版本 «ver»
zh|告诉奶奶 card 寄到 «v»
Insurance 标的地址 «v», «city»
zh|Courier 取件地址：«v»
zh|发货 notice：寄往 «zcity»«v»
Meet 在我家 «v»，然后一起走
"""

T["government_id", "en"] = r"""
W-2 / TAX SUMMARY\nEmployee SSN: «v»\nEmployer: «co»
Payroll form -- Social Security No. «v»
Medical intake: NI number «v» (for NHS records)
[«date»] WARN kyc.verify id_number=«v» result=mismatch
{"event":"kyc_submitted","national_id":"«v»","country":"GB"}
Text HR that my national insurance no. is «v» and the old form is wrong
Done -- I filled the benefits form with ID «v».
pp|Book the flights, passport number «v», expiry on the photo
pp|Visa application: Passport No. «v» issued in «city»
pp|Travel insurance: traveller passport «v»
School bursary application -- parent's social security number: «v»
ValidationError: ssn '«v»' already registered
On «date» payroll wrote:\n> please confirm your SSN «v»
!«v» is the number the tax office has
!SSN«v»DOB on file
!ref «tkt} / «v» / order «ord»
!"«v»"
!OCR: S0cial Sec. ..... «v» ..... 
!pp|> > > PASSPORT «v» (renewed)
!NINO:«v}
Rental application: government ID «v»
crash dump: applicant.taxId=«v»
Insurance quote form: tax identification «v»
Attendee note: bring the card with «v» printed on it
Pension transfer -- member NI «v»
"""
T["government_id", "zh"] = r"""
cn|个税汇算\n纳税人身份证号：«v»\n单位：«co»
cn|工资表——身份证号码«v»
cn|就诊登记：证件号«v»（医保）
cn|[«date»] 警告 实名核验 id_number=«v» 结果=不一致
cn|{"事件":"实名提交","身份证":"«v»"}
cn|跟人事说我的身份证是«v»，之前填错了
cn|好的，已用证件号«v»填好报销单。
pp|帮我订机票，护照号«v»
pp|签证申请：护照号码«v»，签发地«zcity»
pp|旅行保险：被保险人护照«v»
cn|助学金申请——家长身份证«v»
cn|校验失败：身份证号“«v»”已被注册
cn|«zdate»人事写道：\n> 请核对身份证«v»
!cn|«v»就是税务局登记的号码
!cn|身份证«v»出生日期见附件
!cn|工单«tkt}／«v»／订单«ord»
!cn|“«v»”
!cn|OCR：公民身份号码 ….. «v»
!pp|>>>护照«v»（已换发）
!cn|身份证号:«v»
cn|租房申请：证件号码«v»
cn|崩溃转储：applicant.idCard=«v»
cn|保险投保单：证件号码«v»
cn|参会提醒：带上印着«v»的那张卡
cn|社保转移——参保人身份证«v»
cn|居住证办理：本人身份证号«v»
"""
T["government_id", "mixed"] = r"""
W-2 报税\nEmployee SSN：«v»
cn|Payroll 表 —— 身份证号 «v»
Medical intake：NI number «v»
cn|[«date»] WARN kyc id_number=«v» 不一致
cn|{"event":"实名","national_id":"«v»"}
告诉 HR 我的 national insurance no. 是 «v»
cn|Done，报销单 ID 填了 «v»
pp|帮我 book 机票，passport «v»
pp|Visa 申请：护照号 «v»
pp|Travel insurance 护照 «v»
cn|助学金 application —— 家长身份证 «v»
ValidationError: ssn '«v»' 已注册
cn|HR 写道：\n> please confirm 身份证 «v»
!cn|«v» 就是 tax office 登记的
!cn|身份证«v»DOB 见附件
!ticket «tkt» / «v» / order «ord»
!cn|“«v»”
!cn|OCR：身份号码 ….. «v»
!pp|>>> PASSPORT «v}（renewed）
!NINO：«v»
cn|Rental 申请：证件 «v»
crash dump: taxId=«v»
cn|Insurance 投保：证件号码 «v»
cn|Attendee 提醒：带上有 «v» 的卡
Pension transfer 养老金 —— NI «v»
"""

T["financial", "en"] = r"""
Pay the deposit with my card «v», expiry on the back
Subject: Re: invoice «nn»\n> which card?\nCharge «v» please
INSURANCE DIRECT DEBIT FORM\nIBAN: «v»\nBank: «co» Bank
acct|Rental form -- bank account number «v» for the rent
aba|Payroll: routing number «v}, checking
[«date»] ERROR payments.charge card=«v» code=card_declined
{"event":"payment_method_added","pan":"«v»","brand":"visa"}
Assistant: Updated -- the refund goes to IBAN «v».
acct|Tax refund: deposit to account no. «v»
aba|Direct deposit form\nABA «v»\nAccount type: savings
School fees -- pay from card ending... actually full number «v»
On «date» finance wrote:\n> transfer to «v» by Friday
Medical bill: card on file «v»
!«v» -- that's the company card, don't use it
!Card«v»Exp see back
!order «ord» / «v» / «price» / qty «n»
!"«v»"
!OCR: Card N0 ..... «v» ....
!> > > IBAN «v» (new)
!acct|A/C:«v}
!aba|RTN «v»
crash: checkout.payment.number=«v»
Shipping refund to «v» approved
Text Dad the IBAN «v» for the holiday money
Invite note: reimburse to «v» after the offsite
"""
T["financial", "zh"] = r"""
zh|用我的卡«v»付押金
zh|主题：回复：发票«nn»\n> 用哪张卡？\n刷«v»
IBAN 自动扣款授权书\n账号：«v»
acct|租房表——收租银行账号«v»
zh|[«date»] 错误 支付 卡号=«v» 原因=拒付
zh|{"事件":"绑卡","卡号":"«v»"}
zh|助手：已更新，退款到银行卡«v»。
acct|退税：打到账户«v»
zh|工资卡号«v»，开户行«co»
zh|学费从卡«v»扣
zh|«zdate»财务写道：\n> 周五前转到«v»
zh|医药费：绑定的卡«v»
!zh|«v»——那是公司卡，别用
!zh|卡号«v»有效期见背面
!zh|订单«ord}／«v»／«price»元／数量«n»
!zh|“«v»”
!zh|OCR：卡 号 ….. «v»
!>>>新的IBAN «v»
!acct|账号:«v»
!aba|汇款路由号«v»
zh|崩溃：checkout.payment.number=«v»
zh|退款到«v»已批准
zh|告诉爸爸压岁钱打到«v»
zh|团建后报销到«v»
zh|信用卡«v»帮我查一下账单
"""
T["financial", "mixed"] = r"""
用我的 card «v» 付 deposit
RE: invoice «nn»\n> 哪张卡?\n刷 «v»
Insurance 自动扣款 IBAN：«v»
acct|Rental 表 —— bank account «v»
aba|Payroll routing number «v»
[«date»] ERROR 支付 card=«v» declined
{"event":"绑卡","pan":"«v»"}
Updated，refund 到 IBAN «v»
acct|Tax refund 打到 account «v»
zh|工资卡 «v»，开户行 «co»
School fees 从卡 «v» 扣
财务写道：\n> Friday 前 transfer 到 «v»
Medical bill 绑定卡 «v»
!«v» —— company card 别用
!卡号«v»exp 见背面
!order «ord» / «v» / «price} / qty «n»
!“«v»”
!OCR：Card N0 ….. «v»
!>>> new IBAN «v»
!acct|A/C：«v»
!aba|RTN «v}
crash: payment.number=«v»
Refund 到 «v» 已 approve
告诉爸爸 holiday money 打到 «v»
Offsite 后 reimburse 到 «v»
"""

T["person_name", "en"] = r"""
From: «v» <via «co»>\nSubject: Re: lease renewal\n> sounds good
Thanks,\n«v»\nSenior Analyst | «co»
Attendees: «v» (organizer); facilities; room «n»B
Text «v» that I'm running late
PATIENT INTAKE\nFull name: «v»\nAllergies: none
[«date»] INFO crm.update contact_name="«v»" id=«uuid»
{"event":"profile_saved","display_name":"«v»","locale":"en-GB"}
Assistant: Booked a table for two under the name «v».
My name is «v» and I'm writing about invoice «nn».
On «date», «v» wrote:\n> could you send the signed copy?
SCHOOL FORM -- Pupil: «v»  Year «n»
TAX RETURN\nTaxpayer «v}\nUTR on file
Please ship it to «v» at the office
!«v» -- she's the one who signed for it
!Name:«v»DOB on file
!«co», «prod», «v», «city», «ver»
!"«v»"
!NAME: «v}
!OCR: Narne ..... «v» ..... Date «date»
!> > > cc «v»
Tell the landlord that «v» will collect the keys
Insurance claim: policyholder «v»
Emergency contact: «v» (sister)
crash report: session.user.fullName=«v»
I met «v» at the conference, add her to the invite
Meeting notes -- actions for «v» and the finance team
"""
T["person_name", "zh"] = r"""
zh|发件人：«v»\n主题：回复：续租\n> 好的
zh|谢谢，\n«v»\n高级分析师｜«co»
zh|参会人：«v}（组织者）、行政部
zh|给«v»发消息说我要迟到
zh|就诊登记\n姓名：«v»\n过敏史：无
zh|[«date»] 信息 客户更新 联系人="«v»" id=«uuid»
zh|{"事件":"资料保存","昵称":"«v»"}
zh|助手：已用«v»的名字订了两人位。
zh|我叫«v»，想咨询发票«nn»的事
zh|«zdate»，«v»写道：\n> 签好的发我一下
zh|入学登记表——学生：«v» 年级«n»
zh|个税申报\n纳税人«v»
zh|寄到公司，收件人«v»
!zh|«v}签收的
!zh|姓名«v»出生日期见附件
!zh|«co}、«prod»、«v»、«zcity»、«ver»
!zh|“«v»”
!zh|联系人:«v»
!zh|OCR：娃名 ….. «v» ….. 日期«zdate»
!zh|>>>抄送«v»
zh|跟房东说«v»去拿钥匙
zh|保险理赔：被保险人«v»
zh|紧急联系人：«v}（姐姐）
zh|崩溃报告：session.user.fullName=«v»
zh|在会上认识了«v»，把她加到日程里
zh|会议纪要——待办：«v»和财务部
"""
T["person_name", "mixed"] = r"""
From: «v»\nSubject: 回复: 续租
Thanks,\n«v»\nSenior Analyst｜«co»
zh|Attendees 参会人：«v»（organizer）
zh|Text «v» 说我要 late 了
zh|Patient intake\n姓名 Name：«v»
[«date»] INFO crm contact_name="«v»"
zh|{"event":"资料保存","display_name":"«v»"}
zh|好的，用 «v» 的名字 book 了两人位
zh|我叫 «v»，想问 invoice «nn» 的事
«zdate»，«v» wrote:\n> 签好的 send 我
School form —— 学生：«v»
zh|Tax return 纳税人 «v»
Ship 到公司，收件人 «v»
!zh|«v» 签收的 sign
!Name：«v»DOB 见附件
!«co», «prod», «v», «zcity», «ver»
!zh|“«v»”
!zh|联系人:«v»
!OCR：Narne ….. «v» ….. 日期 «zdate»
!>>> cc «v»
zh|跟 landlord 说 «v» 去拿钥匙
Insurance claim 被保险人 «v»
zh|Emergency contact 紧急联系人：«v»
crash report: fullName=«v»
zh|在 conference 上认识了 «v»，加到 invite 里
Meeting notes —— «v» 和 finance 跟进
"""

T["username", "en"] = r"""
at|Subject: Re: launch\n> who approved it?\n«v» did, see the thread
Slack username: «v» -- add me to the incident channel
Login: «v}\nPortal: school parents\nYear: «n»
[«date»] WARN auth.failed user=«v» ip=«ip» attempts=«n»
{"event":"login","username":"«v»","client":"«prod»"}
Assistant: Done -- I shared the doc with «v».
at|Text my brother that my Instagram is «v» now
Rental portal account name «v}, password reset sent
at|Calendar: Design review\nOrganizer: «v»\nDial-in via «co»
KeyError: no such user '«v»' in group wheel
at|On «date» «v» replied:\n> LGTM
github handle is «v}, please add to the org
Insurance app -- sign in as «v»
!at|«v» said it's fixed in «ver»
!user:«v» port «port» build «sha7»
!at|«prod», «co», «v», «tkt»
!"«v»"
!at|USERNAME «v»
!OCR: Usernarne ..... «v» ....
!at|> > > ping «v»
crash: currentUser.login=«v»
Medical portal user ID «v} (forgot password)
Discord tag: «v}, DM me
Book the court under member login «v»
ssh «v»@build-01 failed with permission denied
"""
T["username", "zh"] = r"""
at|主题：回复：上线\n> 谁批准的？\n«v»批的，看邮件
用户名：«v»，拉我进事故群
登录账号：«v»\n平台：家长平台
[«date»] 警告 登录失败 user=«v» ip=«ip» 次数=«n»
{"事件":"登录","用户名":"«v»"}
助手：好的，文档已共享给«v»。
at|跟我哥说我的微博改成«v»了
租房平台账户名«v»，已发重置邮件
at|日程：设计评审\n组织者：«v»
错误：用户组wheel中没有用户“«v»”
at|«zdate» «v»回复：\n> 没问题
GitHub账号是«v»，加到组织里
保险App——用«v»登录
!at|«v»说«ver»里修好了
!账号:«v»端口«port»构建«sha7»
!at|«prod}、«co»、«v»、«tkt»
!“«v»”
!at|用户名«v»
!OCR：用户各 ….. «v»
!at|>>>@一下«v»
崩溃：currentUser.login=«v»
医院平台用户ID«v»（忘了密码）
微信号：«v»，加我
用会员账号«v»订场地
ssh «v»@build-01 提示权限不足
"""
T["username", "mixed"] = r"""
at|RE: 上线\n> 谁 approve 的?\n«v» 批的
Slack 用户名 username：«v»
Login 账号：«v»\n家长 portal
[«date»] WARN 登录失败 user=«v» ip=«ip»
{"event":"登录","username":"«v»"}
Done，文档 share 给 «v» 了
at|跟我哥说我 Instagram 改成 «v» 了
Rental portal 账户名 «v»
at|Calendar 设计评审\nOrganizer：«v»
KeyError: 用户 '«v»' 不存在
at|«v» 回复:\n> LGTM 没问题
GitHub handle 是 «v»，加到 org
保险 App sign in 用 «v»
!at|«v» 说 «ver» 修好了
!user:«v»port «port»build «sha7»
!at|«prod», «co», «v», «tkt»
!“«v»”
!at|USERNAME «v»
!OCR：Usernarne ….. «v»
!at|>>> ping 一下 «v»
crash: currentUser.login=«v»
Medical portal 用户 ID «v»
Discord 号 «v}，DM 我
用 member login «v» 订场地
ssh «v»@build-01 permission denied
"""

T["home_path", "en"] = r"""
Traceback (most recent call last):\n  File "«v»", line 42, in <module>\nImportError: cannot import name 'x'
Can you open «v» and email me the tax spreadsheet?
[«date»] ERROR backup.failed path=«v» reason=«err»
{"event":"crash","cwd":"«v»","app":"«prod»","ver":"«ver»"}
Done -- saved the insurance scan to «v».
Crash report\nProcess: «prod» [«nn»]\nPath: «v»\nException Type: EXC_BAD_ACCESS
Subject: Re: build broken\n> it's looking in «v», not the repo
PermissionError: [Errno 13] Permission denied: '«v»'
Delete everything in «v» older than a month
Config loaded from «v» (override with --config)
npm ERR! path «v»
Warning: key file «v» has insecure permissions
Book the meeting and attach the deck from «v»
!«v» -- that's where the scans are
!cwd=«v» build=«sha7» port=«port»
!"«v»"
!files: /etc/hosts, /var/log/syslog, «v», /opt/app/run.sh
!> > > it's under «v»
!OCR'd form: uploaded from «v»
Screenshot saved: «v»
git: fatal: not a git repository: «v»
pip cache dir is «v», clear it
The school form PDF is at «v»
rsync -av «v» backup:/srv/
VS Code workspace «v» reopened
"""
T["home_path", "zh"] = r"""
报错：\n  File "«v»", line 42\nImportError
帮我打开«v»把报税表格发我
[«date»] 错误 备份失败 路径=«v» 原因=«err»
{"事件":"崩溃","cwd":"«v»","版本":"«ver»"}
好的，保险扫描件存到«v»了。
崩溃报告\n进程：«prod»\n路径：«v»
主题：回复：构建挂了\n> 它在找«v»，不是仓库
权限错误：无法访问“«v»”
把«v»里一个月前的文件都删了
配置文件从«v»加载
npm 报错 路径 «v»
警告：密钥文件«v»权限过宽
订会议，附件从«v»里拿
!«v»——扫描件都在这
!cwd=«v»构建«sha7»端口«port»
!“«v»”
!文件：/etc/hosts、/var/log/syslog、«v»、/opt/app/run.sh
!>>>在«v»下面
!OCR表单：从«v»上传
截图已保存：«v»
git：致命错误：«v»不是仓库
pip缓存目录是«v»，清一下
学校表格PDF在«v»
rsync -av «v» 备份:/srv/
下载的发票在«v»，帮我核对金额
"""
T["home_path", "mixed"] = r"""
Traceback:\n  File "«v»", line 42\nImportError 了
帮我 open «v»，把 tax 表发我
[«date»] ERROR backup 失败 path=«v»
{"event":"崩溃","cwd":"«v»"}
Done，保险 scan 存到 «v» 了
Crash report 崩溃\nPath：«v»
RE: build 挂了\n> 它在找 «v»
PermissionError 权限不足：'«v»'
把 «v» 里一个月前的 delete 掉
Config 从 «v» 加载
npm ERR! path «v» 报错
Warning：key 文件 «v» 权限过宽
订会议，deck 在 «v»
!«v» —— scans 都在这
!cwd=«v»build=«sha7»
!“«v»”
!files：/etc/hosts, «v}, /opt/app/run.sh
!>>> 在 «v» 下面
!OCR form：从 «v» upload 的
截图 saved：«v»
git fatal：«v» 不是 repo
pip cache 在 «v»，清一下
学校 form PDF 在 «v»
rsync «v» 到 backup
帮我 check 一下 «v» 里的 invoice
"""

T["schedule", "en"] = r"""
I go running every morning at «v», so don't book anything before then
Text Mum that I pick the kids up at «v» every weekday
Recurring: my gym class is «v» Mondays and Thursdays
I take my blood pressure pills at «v» daily -- remind me
My alarm goes off at «v» on workdays
Assistant: Noted -- you walk the dog at «v» each evening.
Medical intake: usual bedtime «v}
School form -- child is collected at «v» (after-school club)
I'm always home by «v», deliver after that
Block out «v» every day, that's when I meditate
Subject: Re: standing call\n> I'm only free after «v», I do the school run
I usually start work at «v}
Every Sunday at «v» I call my grandmother
!«v» daily -- insulin
!wake «v} / commute «dur»
!"«v}" is when the nanny leaves
!> > > I swim at «v} most days
!ROUTINE: «v» bedtime
!OCR: Usual sleep time ..... «v»
Don't ring me before «v}, I work nights
The dog walker comes at «v» each weekday
I feed the cat at «v» every morning
Remind me at «v} every night to lock the shed
My shift ends at «v» Monday to Friday
We eat dinner at «v} every evening
I leave the house at «v» each morning for the train
"""
T["schedule", "zh"] = r"""
zh|我每天«v»去跑步，别在那之前约我
zh|给妈妈发消息：工作日我都«v»接孩子
zh|每周一和周四«v»上健身课
zh|我每天«v»吃降压药，提醒我
zh|上班日闹钟定在«v»
zh|助手：记下了，你每天«v»遛狗。
zh|就诊登记：平时«v»睡觉
zh|学校表格——孩子每天«v»放学接走
zh|我一般«v»到家，之后再送
zh|每天«v}是我冥想的时间，空出来
zh|主题：回复：例会\n> 我每天«v»以后才有空，要接孩子
zh|我通常«v»开始上班
zh|每周日«v»给奶奶打电话
!zh|每天«v»打胰岛素
!zh|起床«v»／通勤«zdur»
!zh|“«v»”阿姨就下班了
!zh|>>>我基本每天«v»游泳
!zh|作息：«v»睡
!zh|OCR：平时睡眠时间 ….. «v»
zh|«v»之前别给我打电话，我上夜班
zh|遛狗的人工作日每天«v»来
zh|我每天«v»喂猫
zh|每晚«v»提醒我锁门
zh|我周一到周五«v»下班
zh|我们家每天«v»吃晚饭
zh|我每天«v»出门赶地铁
"""
T["schedule", "mixed"] = r"""
我每天 «v» 去 running，别在那之前约
zh|给妈妈 text：weekday 我都 «v» 接孩子
Gym class 每周一四 «v»
zh|我每天 «v» 吃药，remind 我
Workday 闹钟 alarm «v»
zh|Noted，你每天 «v» 遛狗
Medical intake：平时 «v» 睡觉
zh|School form —— 每天 «v» 接走
I'm 一般 «v» 到家，deliver 在之后
zh|每天 «v» 是我 meditate 的时间
RE: 例会\n> 我 «v» 以后才 free，要 school run
zh|我通常 «v» start work
Every Sunday «v» 给奶奶打电话
!«v» daily 打 insulin
!zh|wake «v»／通勤 «zdur»
!“«v»” nanny 就走了
!>>> 我基本每天 «v» swim
!zh|ROUTINE 作息：«v» 睡
!OCR：usual sleep 时间 ….. «v»
zh|«v» 之前别 call 我，我上夜班
Dog walker 每天 «v» 来
zh|每天 «v» 喂猫 feed the cat
Remind me 每晚 «v» 锁门
zh|我 Mon-Fri «v» 下班
每天 «v» 吃 dinner
"""

T["geo", "en"] = r"""
c|Location shared from my phone: «v» -- meet me there
c|[«date»] INFO geo.update lat_lng="«v»" accuracy=12m
c|{"event":"app_open","location":"«v»","ver":"«ver»"}
c|Assistant: Pinned «v» as "home" in your map.
c|Crash report: lastKnownLocation = «v»
c|Book a taxi to «v», it's the gate by the barn
c|Subject: Re: site visit\n> coordinates for the lodge: «v»
c|!«v» (the back entrance)
c|!gps:«v» speed=0 build «sha7»
p|Shipping form -- postcode «v»\nCountry: «co» region
p|Medical intake: home postcode «v»
p|[«date»] analytics zip=«v» plan=pro
p|Text Mum our new postcode is «v»
p|School catchment check for «v»
p|!POSTCODE:«v}
p|!OCR: Post code ..... «v»
p|!order «ord» / «v» / qty «n»
h|I live on the «v» in «city», by the shops
h|Rental form -- previous area: «v», «city»
h|Insurance quote: property is in «v», «city»
h|Meet at the playground in «v» after school
h|Our kids go to the nursery in «v»
h|!"«v»"
h|!> > > we're in «v} now, near the corner shop
h|Tell the courier it's «v}, block C, not the old estate
"""
T["geo", "zh"] = r"""
c|手机共享的位置：«v»，来这找我
c|[«date»] 信息 定位更新 lat_lng="«v»" 精度=12米
c|{"事件":"打开App","位置":"«v»"}
c|助手：已把«v»标为“家”。
c|崩溃报告：最后位置=«v»
c|帮我叫车到«v»，仓库侧门
c|主题：回复：现场踏勘\n> 民宿坐标«v»
c|!«v»（后门）
c|!定位:«v»速度0构建«sha7»
p|寄件表——邮编«v»
p|就诊登记：家庭邮编«v»
p|[«date»] 埋点 邮编=«v» 套餐=专业版
p|告诉妈妈新家邮编是«v»
p|!邮政编码:«v»
p|!OCR：邮 编 ….. «v»
h|我住«zcity»«v»，超市旁边
h|租房表——原住小区：«zcity»«zdist»«v»
h|保险报价：房屋位于«zdist»«v»
h|放学后在«v»的游乐场集合
h|孩子在«v»里的幼儿园
h|!“«v»”
h|!>>>我们现在住«v»，门口有便利店
h|跟快递说是«v»C区，不是老小区
h|我家在«zcity»«v»
h|物业通知：«v»本周停水
"""
T["geo", "mixed"] = r"""
c|Location 共享：«v»，来这找我
c|[«date»] INFO 定位 lat_lng="«v»"
c|{"event":"打开","location":"«v»"}
c|OK，已把 «v» pin 成 home
c|Crash：lastKnownLocation = «v»
c|帮我 book taxi 到 «v»
c|RE: site visit\n> 坐标 «v»
c|!«v}（back entrance）
c|!gps:«v»构建«sha7»
p|Shipping 表 —— postcode «v»
p|Medical intake 邮编 «v»
p|[«date»] analytics zip=«v»
p|告诉妈妈 new postcode «v»
p|!POSTCODE：«v»
p|!OCR：Post code ….. «v»
h|我住 «v»，by the shops
h|Rental 表 —— 原住：«v»
h|Insurance：房子在 «v»
h|放学后 «v» playground 见
h|孩子在 «v» 的 nursery
h|!“«v»”
h|!>>> 我们现在住 «v»
h|跟 courier 说是 «v} block C
h|我家在 «zcity» «v»
h|物业 notice：«v» 本周停水
"""

# ---------------------------------------------------------------- benign templates
B: dict[str, str] = {}
B["en"] = r"""
Subject: Re: Q3 roadmap\n> can we slip the migration?\nYes, moving «prod» to «ver» next sprint. Ticket «tkt».
Calendar: Platform sync (weekly)\nWhere: Room 4B, «city» office\nAgenda: error budget, «prod» upgrade
[«date»T03:14:07Z] INFO worker.start version=«ver» pid=«nn» port=«port»
{"event":"page_view","page":"/pricing","ver":"«ver»","duration_ms":«ms»}
Traceback (most recent call last):\n  File "app/main.py", line 12, in <module>\nModuleNotFoundError: No module named 'yaml'
Book a meeting room in the «city» office for the «prod» review next week
Done -- the report covers «n» regions and «nn» tickets.
Shipping notice: order «ord» dispatched from the «city» warehouse, ETA «dur»
SHIPPING FORM\nItems: «n}\nWeight: 2.4 kg\nService: Express
Insurance leaflet: cover applies to «city» and all EU countries
The school closes for «hol}; term restarts the following week
Medical intake leaflet: please arrive «dur» before your appointment
Deploy of «sha7» to production finished in «dur}
ERROR «err» while calling https://api.«co».com/v1/status (retry «n»/5)
Remind me to renew the «prod» license before «hol»
Invoice «nn» total «price» USD, due in 30 days
curl -s https://status.«co».com | jq .status
Rental guide: average rent in «city» rose «n}% in «year»
Checksum sha256:«sha»
Crash report\nProcess: «prod} [«nn»]\nException Type: «err»\nThread 0 crashed
Tell the team the office is closed on «hol»
What's the weather in «city» tomorrow?
Assistant: The train to «city} takes about «dur».
Cache hit ratio dropped to «n»% after «ver»
Pull request merged: bump «prod» to «ver» («sha7»)
!Order «ord16» shipped -- that's a 16-digit order ref, not a card
!build «year».11.30 passed, room for «n» people booked
!Python 3.12 on port «port}, DNS «ip»
!Washington Post article about «city» housing
!Flight BA «nn», gate «n», boarding «dur» before departure
!Version «ver»-rc«n», «uuid»
!Reference 4111-SKU-«nn»-«n», tracking «ord»
!Error E«nn» at line «nn»; see RFC 7231
!Please use early morning slots for maintenance; window is «dur»
!Call stack depth «nn} exceeded in /usr/lib/python3/dist-packages/apt/cache.py
!"password" field must not be empty (validation rule «tkt»)
!Set the env var API_KEY in your own shell, never commit it
!the token bucket refills every «dur}; limit «nn»/min
!ZIP archive «sha7}.zip, 5 files, «nn» KB
!Route 66 and Highway 101 are both closed near «city»
!Username field max length is «n»; email must contain @
"""
B["zh"] = r"""
主题：回复：第三季度规划\n> 迁移能往后推吗？\n可以，«prod»下个迭代升到«ver»，工单«tkt»。
日程：平台周会\n地点：«zcity»办公室4B会议室\n议程：错误预算、«prod»升级
[«date»] 信息 服务启动 版本=«ver» 进程=«nn» 端口=«port»
{"事件":"浏览","页面":"/价格","版本":"«ver»","耗时":«ms»}
报错：ModuleNotFoundError: No module named 'yaml'
帮我订一个«zcity»办公室的会议室，下周评审«prod»
好的，报告覆盖了«n»个地区、«nn»个工单。
发货通知：订单«ord»已从«zcity»仓发出，预计«zdur»送达
寄件单\n件数：«n»\n重量：2.4公斤\n服务：特快
保险说明：保障范围包括«zcity»及全国
学校«zhol»放假，假期结束后复课
就诊须知：请提前«zdur»到达
«sha7}已部署到生产环境，用时«zdur»
调用 https://api.«co».com/v1/status 出错 «err}（重试«n»/5）
提醒我«zhol»前续费«prod»
发票«nn»合计«price»元，30天内付款
租房指南：«year»年«zcity»平均租金上涨«n»%
校验和 sha256:«sha»
崩溃报告\n进程：«prod»\n异常类型：«err»
告诉大家«zhol»办公室不开门
明天«zcity»天气怎么样？
助手：去«zcity»的高铁大约«zdur»。
«ver»之后缓存命中率降到«n»%
合并请求已合入：«prod»升级到«ver»（«sha7»）
«zcity}到«zcity»的航班因天气延误
!订单号«ord16»已发货（16位订单号，不是银行卡）
!构建«year».11.30通过，会议室可容纳«n»人
!Python 3.12，端口«port»，DNS «ip»
!广州路和南京路都很有名，推荐去逛逛
!航班CA«nn»，«n»号登机口
!版本«ver}-rc«n}，«uuid»
!参考编号4111-SKU-«nn»-«n»，运单«ord»
!错误码E«nn»，见RFC 7231
!维护窗口请选清晨，时长«zdur»
!“密码”字段不能为空（校验规则«tkt»）
!不要把API_KEY提交到仓库
!令牌桶每«zdur»补充一次，上限«nn»/分钟
!压缩包«sha7».zip，共5个文件
!国道318线«zcity»段封闭
!用户名最长«n»个字符，邮箱必须包含@
!会议室可坐«n»人，投影仪在左侧
"""
B["mixed"] = r"""
RE: Q3 roadmap\n> migration 能推迟吗?\n可以，«prod» 下个 sprint 升到 «ver»，ticket «tkt»
Calendar 平台周会\nWhere：«zcity» office 4B\nAgenda：error budget
[«date»] INFO worker 启动 version=«ver» port=«port»
{"event":"浏览","page":"/pricing","ver":"«ver»"}
Traceback 报错：ModuleNotFoundError: No module named 'yaml'
帮我 book «city» office 的会议室，review «prod»
Done，report 覆盖 «n» 个 region
Shipping notice：订单 «ord» 从 «zcity» 仓发出，ETA «zdur»
寄件 form\nItems：«n}\nWeight 2.4 kg
Insurance 说明：cover 包括 «city» 和 EU
学校 «zhol» 放假，term 之后恢复
Medical intake 须知：提前 «zdur» 到
«sha7» 已 deploy 到 production，用时 «zdur»
ERROR «err» 调用 https://api.«co».com/v1/status
提醒我 «zhol» 前 renew «prod» license
Invoice «nn» 合计 «price» 元
curl https://status.«co».com 看下 status
Rental 指南：«year» 年 «city» rent 涨了 «n»%
Checksum 校验 sha256:«sha»
Crash report 崩溃\nException Type：«err»
告诉 team «hol» office 不开门
明天 «city» 天气 weather 怎么样？
OK，去 «zcity» 的高铁大约 «zdur»
«ver» 之后 cache hit ratio 降到 «n»%
PR 已 merge：bump «prod} 到 «ver»
!Order «ord16» 已发货（16 位订单号，not a card）
!build «year».11.30 passed，room for «n} people
!Python 3.12，port «port»，DNS «ip»
!Washington Post 写了 «city} 房价
!Flight CA«nn»，gate «n»
!版本 «ver»-rc«n»，«uuid»
!Ref 4111-SKU-«nn»-«n»，tracking «ord»
!Error E«nn}，见 RFC 7231
!maintenance 请选 early morning，window «zdur»
!"password" 字段 must not be empty
!API_KEY 不要 commit 到 repo
!token bucket 每 «zdur» refill
!ZIP «sha7».zip，5 个 files
!Route 66 和 318 国道 都封了
!Username 最长 «n» 个字符
"""


def parse(block: str) -> list[tuple[bool, str, str]]:
    out = []
    for line in block.strip("\n").split("\n"):
        if not line.strip():
            continue
        hard = line.startswith("!")
        if hard:
            line = line[1:]
        tag = ""
        m = re.match(r"^([a-z]{1,4})\|", line)
        if m:
            tag, line = m.group(1), line[m.end() :]
            if line.startswith("!"):
                hard, line = True, line[1:]
        # tolerate a stray "}" typed in place of "»" when closing a slot
        line = re.sub(r"«(\w+)[}>]", r"«\1»", line)
        out.append((hard, tag, line.replace("\\n", "\n")))
    return out


_SLOT = re.compile(r"«(\w+)»")


def fill(g: G, tpl: str) -> str:
    return _SLOT.sub(lambda m: FILL[m.group(1)](g) if m.group(1) != "v" else "\x00", tpl)


def pick(g: G, gens: list) -> object:
    fs, ws = zip(*gens)
    return g.r.choices(fs, weights=ws)[0]


def _gens_for(cat: str, lang: str, tag: str) -> list:
    table = GENS[cat]
    if tag and tag in table:
        if tag in ("zh", "cn") and lang == "mixed":
            return table[tag] + table.get("", [])[:2]
        return table[tag]
    if lang == "zh" and "zh" in table:
        return table["zh"]
    if lang == "mixed" and "zh" in table:
        return table["zh"] + table[""]
    return table[""]


HARD_TX = ("upper", "lower", "fullwidth")


def make_sample(g: G, cat: str, lang: str, hard: bool, tag: str, tpl: str) -> Sample:
    for _ in range(50):
        pre, val, post = pick(g, _gens_for(cat, lang, tag))(g, lang)
        if cat == "person_name" and not ok_name(val):
            continue
        if hard and cat in ("email", "username") and g.r.random() < 0.3:
            val = val.upper() if g.r.random() < 0.5 else val.lower()
        if hard and cat in ("phone", "government_id") and lang != "en" and g.r.random() < 0.2:
            val = fullwidth(val)
        body = fill(g, tpl)
        assert body.count("\x00") == 1, tpl
        a, b = body.split("\x00")
        text = a + pre + val + post + b
        start = len(a) + len(pre)
        if text.count(val) != 1 or not val.strip():
            continue
        return Sample(text, cat, lang, start, start + len(val))
    raise RuntimeError(f"could not place a value for {cat}/{lang}: {tpl!r}")


def _templates(cat: str, lang: str) -> list[tuple[bool, str, str]]:
    return parse(T[cat, lang])


def samples() -> list[Sample]:
    g = G()
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            tpls = _templates(cat, lang)
            order = list(range(len(tpls)))
            for i in range(N_PER_CELL):
                if i % len(tpls) == 0:
                    g.r.shuffle(order)
                hard, tag, tpl = tpls[order[i % len(tpls)]]
                out.append(make_sample(g, cat, lang, hard, tag, tpl))
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    g = G()
    g.r.seed(RANDOM_SEED + 1)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        tpls = parse(B[lang])
        hard = [t for h, _, t in tpls if h]
        easy = [t for h, _, t in tpls if not h]
        seen: set[str] = set()
        i = 0
        while len(seen) < N_BENIGN and i < 20 * N_BENIGN:
            pool = hard if len(seen) % 3 == 0 else easy
            text = fill(g, pool[i % len(pool)])
            i += 1
            if text in seen:
                continue
            seen.add(text)
            out.append((lang, text))
    return out


def template_count() -> int:
    return sum(len(parse(v)) for v in T.values()) + sum(len(parse(v)) for v in B.values())


if __name__ == "__main__":
    report("Z", samples(), benign_with_lang())
