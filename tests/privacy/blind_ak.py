# ruff: noqa
"""Blind acceptance corpus AK — the nineteenth independent acceptance corpus: personal
health and money. Clinic and hospital appointments, pharmacy and prescriptions, health
insurance claims, fitness and wellbeing apps, personal banking, loans and mortgages,
budgeting apps; 医院挂号, 医保, 体检报告, 银行开户, 房贷, 理财.

Style: patient-portal messages, pharmacy chats, claim forms, bank-app notes, mortgage
e-mails, budgeting CSV/JSON/YAML exports, key: value lines, WeChat-style chat, 体检报告
tables and code-switched English/Chinese notes as bilingual people write them. About a
quarter of the templates are hard cases: weak or missing cue words, the value before its
cue, values in table cells / quotes / brackets among similar benign items, full-width
punctuation and no spaces in Chinese, upper/lower-case variants.

Written blind: the author never read the gate's source, its tests or its history, and
never ran the gate on this corpus. Values come from Faker (en_US, en_GB, zh_CN; many
provider methods) plus hand-written generators for formats Faker lacks (provider keys,
PEM blocks, UK NI numbers, NHS numbers, Medicare MBIs, CN resident IDs, IBANs, CN bank
cards, Chinese street addresses and residential compounds, clock times). Checksums are
validated (Luhn, IBAN mod-97, CN ID ISO 7064, NHS mod-11).

Seeds: Faker ``seed_instance(12001)``, ``random.Random(12002)``; fresh state per call.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
import time

from faker import Faker

try:
    from .blind_common import CATEGORIES, LANGS, Sample
except ImportError:  # run as a script
    import os
    import sys

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

FAKER_SEED = 12001
RANDOM_SEED = 12002
PER_CELL = 250
BENIGN_PER_LANG = 400

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = string.ascii_letters + string.digits
URLSAFE = AN + "-_"
HEX = "0123456789abcdef"


# ---------------------------------------------------------------------------------------
# checksums
# ---------------------------------------------------------------------------------------
def luhn_ok(num: str) -> bool:
    d = [int(ch) for ch in num if ch.isdigit()]
    total = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        total += x
    return total % 10 == 0


def luhn_complete(prefix: str) -> str:
    for c in DG:
        if luhn_ok(prefix + c):
            return prefix + c
    raise AssertionError


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    n = "".join(str(int(ch, 36)) for ch in s)
    return int(n) % 97 == 1


def iban_make(country: str, bban: str) -> str:
    s = bban + country + "00"
    n = "".join(str(int(ch, 36)) for ch in s)
    check = 98 - int(n) % 97
    return f"{country}{check:02d}{bban}"


CNID_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
CNID_C = "10X98765432"


def cnid_ok(s: str) -> bool:
    if len(s) != 18 or not s[:17].isdigit():
        return False
    return CNID_C[sum(int(a) * w for a, w in zip(s[:17], CNID_W)) % 11] == s[17].upper()


def nhs_ok(s: str) -> bool:
    d = [int(c) for c in s if c.isdigit()]
    if len(d) != 10:
        return False
    chk = 11 - sum(x * (10 - i) for i, x in enumerate(d[:9])) % 11
    chk = 0 if chk == 11 else chk
    return chk != 10 and chk == d[9]


# ---------------------------------------------------------------------------------------
# context
# ---------------------------------------------------------------------------------------
class Ctx:
    def __init__(self) -> None:
        fk = Faker(["en_US", "en_GB", "zh_CN"])
        fk.seed_instance(FAKER_SEED)
        self.en = fk["en_US"]
        self.gb = fk["en_GB"]
        self.zh = fk["zh_CN"]
        self.r = random.Random(RANDOM_SEED)

    def s(self, n: int, alpha: str = AN) -> str:
        return "".join(self.r.choice(alpha) for _ in range(n))

    def c(self, seq):
        return self.r.choice(seq)

    def i(self, a: int, b: int) -> int:
        return self.r.randint(a, b)


# ---------------------------------------------------------------------------------------
# value generators: secrets
# ---------------------------------------------------------------------------------------
def g_aws(c):
    return "AKIA" + c.s(16, UP + "234567")


def g_awssec(c):
    return c.s(40, AN + "/+")


def g_ghp(c):
    return "ghp_" + c.s(36)


def g_ghpat(c):
    return "github_pat_11" + c.s(20, UP + DG) + "_" + c.s(59)


def g_slack(c):
    if c.r.random() < 0.6:
        return f"xoxb-{c.s(11, DG)}-{c.s(13, DG)}-{c.s(24)}"
    return f"xoxp-{c.s(11, DG)}-{c.s(11, DG)}-{c.s(13, DG)}-{c.s(32, HEX)}"


def g_openai(c):
    if c.r.random() < 0.5:
        return "sk-proj-" + c.s(c.i(56, 80), URLSAFE) + "T3BlbkFJ" + c.s(c.i(40, 60), URLSAFE)
    return "sk-" + c.s(20) + "T3BlbkFJ" + c.s(20)


def g_anthropic(c):
    return "sk-ant-api03-" + c.s(93, URLSAFE) + "AA"


def g_stripe(c):
    pre = c.c(["sk_live_", "sk_live_", "rk_live_"])
    return pre + c.s(c.c([24, 34, 99]))


def g_google(c):
    return "AIza" + c.s(35, URLSAFE)


def g_hf(c):
    return "hf_" + c.s(34, string.ascii_letters)


def g_sendgrid(c):
    return "SG." + c.s(22, URLSAFE) + "." + c.s(43, URLSAFE)


def g_telegram(c):
    return f"{c.i(100000000, 7999999999)}:AA{c.s(33, URLSAFE)}"


def _b64u(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def g_jwt(c):
    alg = c.c(["HS256", "RS256"])
    head = _b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    payload = {
        "sub": str(c.i(10**7, 10**9)),
        "scope": c.c(["claims:read", "accounts:read transfers:write", "rx:refill", "portal"]),
        "iat": 1790000000 + c.i(0, 9000000),
    }
    payload["exp"] = payload["iat"] + 3600
    body = _b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = c.s(43 if alg == "HS256" else 342, URLSAFE)
    return f"{head}.{body}.{sig}"


def g_pem(c):
    kind = c.c(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    raw = base64.b64encode(c.r.randbytes(c.c([120, 180, 240, 300]))).decode()
    lines = [raw[i : i + 64] for i in range(0, len(raw), 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def g_urlpw(c):
    if c.r.random() < 0.3:
        return c.c(["Claims", "Ledger", "Pharma", "Vault", "Mortg"]) + c.s(4, DG) + c.c(["!", "_", "~", "*"]) + c.s(4)
    return c.s(c.i(14, 24), AN + "-_~!*")


def g_hexsec(c):
    return c.s(c.c([32, 40, 64]), HEX)


def g_b64sec(c):
    return c.s(c.c([32, 40, 44]), AN + "+/")


def g_secret(c):
    return c.c(
        [g_aws, g_ghp, g_ghpat, g_slack, g_openai, g_anthropic, g_stripe, g_google, g_hf,
         g_sendgrid, g_telegram, g_jwt, g_hexsec, g_awssec]
    )(c)


# ---------------------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------------------
PW_WORDS = [
    "Sunflower", "Marigold", "Bluebird", "Dolphin", "Chelsea", "Arsenal", "Snoopy", "Pumpkin",
    "Maple", "Hazel", "Biscuit", "Falcon", "Juniper", "Lemon", "Mango", "Pepper", "Rocket",
    "Summer", "Winter", "Willow", "Tiger", "Panda", "Ginger", "Coco", "Luna", "Oreo",
    "Harbour", "Cobalt", "Saffron", "Thistle",
]
PHRASE_WORDS = [
    "purple", "otter", "maple", "river", "candle", "orbit", "pepper", "violin", "harbor",
    "cactus", "lantern", "meadow", "copper", "walnut", "glacier", "teapot", "monsoon",
    "pebble", "saddle", "quartz", "velvet", "tundra", "biscuit", "falcon", "zebra",
]
PINYIN = [
    "zhangwei", "wangfang", "liuyang", "lixiaoming", "chenjing", "yangli", "zhaolei",
    "huangmin", "zhoujie", "wuhao", "xulin", "sunli", "mayun", "zhujun", "hulan", "guoqing",
    "linxin", "hexin", "gaofei", "luoyu", "xiaoyu", "tingting", "dandan", "haohao",
]
SYMS = "!@#$%&*?"


def g_pw_human(c):
    w = c.c(PW_WORDS)
    if c.r.random() < 0.3:
        w = w.lower()
    return w + c.c([str(c.i(1960, 2012)), str(c.i(10, 99)), str(c.i(100, 9999))]) + c.c(SYMS + "!!")


def g_pw_phrase(c):
    ws = c.r.sample(PHRASE_WORDS, c.c([3, 4]))
    sep = c.c(["-", "-", " ", ".", "_"])
    s = sep.join(ws)
    if c.r.random() < 0.4:
        s += sep + str(c.i(2, 99))
    return s


def g_pw_pinyin(c):
    p = c.c(PINYIN)
    f = c.c(["{p}{y}", "{P}@{y}", "{p}{n}", "{p}_{n}{s}", "woaini{n}", "{P}{y}{s}"])
    return f.format(p=p, P=p.capitalize(), y=c.i(1970, 2010), n=c.c(["520", "1314", "888", "666", "123456", str(c.i(10, 99))]), s=c.c(SYMS))


def g_pin(c):
    return c.s(c.c([4, 6, 6]), DG)


def g_pw_strong(c):
    return c.en.password(length=c.i(10, 18), special_chars=True)


def g_password(c):
    return c.c([g_pw_human, g_pw_human, g_pw_phrase, g_pw_pinyin, g_pw_strong])(c)


def g_password_zh(c):
    return c.c([g_pw_pinyin, g_pw_pinyin, g_pw_human, g_pw_strong, g_pw_phrase])(c)


def g_wifi(c):
    return c.c([g_pw_human, g_pw_pinyin, g_pw_strong, lambda c: c.s(8, DG) + c.s(2, LO)])(c)


def g_pw_nospace(c):
    v = g_password(c)
    return v.replace(" ", "-")


# ---------------------------------------------------------------------------------------
# email / phone
# ---------------------------------------------------------------------------------------
def _pinyin_name(c):
    return c.zh.last_romanized_name().lower(), c.zh.first_romanized_name().lower()


def g_email_en(c):
    k = c.i(0, 5)
    if k == 0:
        return c.en.email()
    if k == 1:
        return c.gb.free_email()
    if k == 2:
        return c.en.company_email()
    if k == 3:
        return f"{c.en.first_name().lower()}.{c.en.last_name().lower()}@{c.c(['gmail.com', 'outlook.com', 'icloud.com', 'yahoo.co.uk', 'proton.me'])}"
    if k == 4:
        u = c.en.user_name()
        return f"{u}+{c.c(['nhs', 'claims', 'bank', 'rx', 'budget'])}@gmail.com"
    return c.gb.email()


def g_email_zh(c):
    k = c.i(0, 5)
    ln, fn = _pinyin_name(c)
    if k == 0:
        return f"{c.i(10000, 3999999999)}@qq.com"
    if k == 1:
        return f"{ln}{fn}{c.i(1, 99)}@{c.c(['163.com', '126.com', 'sina.com', 'foxmail.com'])}"
    if k == 2:
        return f"{ln}.{fn}@{c.c(['163.com', 'yeah.net', 'aliyun.com', 'outlook.com'])}"
    if k == 3:
        return c.zh.free_email()
    if k == 4:
        return f"{fn}_{ln}{c.i(1970, 2005)}@{c.c(['gmail.com', '139.com', 'sohu.com'])}"
    return c.zh.email()


def g_email(c):
    return g_email_en(c) if c.r.random() < 0.5 else g_email_zh(c)


def g_ph_us(c):
    k = c.i(0, 3)
    if k <= 1:
        return c.en.phone_number()
    a, b, d = c.i(201, 989), c.i(200, 989), c.i(1000, 9999)
    if k == 2:
        return f"({a}) {b}-{d} ext. {c.i(10, 999)}"
    return f"+1 {a} {b} {d}"


def g_ph_uk(c):
    k = c.i(0, 3)
    if k <= 1:
        return c.gb.phone_number()
    if k == 2:
        return f"07{c.i(100, 999)} {c.i(100000, 999999)}"
    return f"+44 7{c.i(100, 999)} {c.i(100000, 999999)}"


CN_MOB = ["130", "131", "132", "135", "136", "137", "138", "139", "150", "151", "152", "155", "157", "158", "159", "166", "176", "177", "180", "181", "182", "185", "186", "187", "188", "189", "191", "198", "199"]


def g_ph_cnm(c):
    p, m, e = c.c(CN_MOB), c.s(4, DG), c.s(4, DG)
    k = c.i(0, 5)
    if k == 0:
        return c.zh.phone_number()
    if k == 1:
        return f"{p}{m}{e}"
    if k == 2:
        return f"+86 {p} {m} {e}"
    if k == 3:
        return f"+86-{p}{m}{e}"
    if k == 4:
        return f"{p}-{m}-{e}"
    return f"{p} {m} {e}"


def g_ph_cnl(c):
    area = c.c(["010", "021", "020", "0755", "0571", "028", "027", "025", "023", "0512", "0532"])
    n8 = c.s(1, "2345678") + c.s(7, DG) if len(area) == 3 else c.s(1, "2345678") + c.s(7, DG)
    k = c.i(0, 3)
    if k == 0:
        return f"{area}-{n8}"
    if k == 1:
        return f"{area}-{n8[:4]} {n8[4:]}"
    if k == 2:
        return f"({area}){n8}"
    return f"{area}-{n8}转{c.i(100, 8999)}"


def g_phone_en(c):
    return c.c([g_ph_us, g_ph_us, g_ph_uk])(c)


def g_phone_zh(c):
    return c.c([g_ph_cnm, g_ph_cnm, g_ph_cnl])(c)


def g_phone(c):
    return c.c([g_ph_us, g_ph_uk, g_ph_cnm, g_ph_cnm, g_ph_cnl])(c)


# ---------------------------------------------------------------------------------------
# address (street part) and geo
# ---------------------------------------------------------------------------------------
CN_DISTRICTS = [
    "朝阳区", "海淀区", "东城区", "西城区", "丰台区", "浦东新区", "徐汇区", "静安区", "闵行区",
    "天河区", "越秀区", "海珠区", "南山区", "福田区", "宝安区", "西湖区", "拱墅区", "武侯区",
    "锦江区", "江汉区", "洪山区", "鼓楼区", "玄武区", "渝中区", "姑苏区", "市南区", "雁塔区",
]
CN_ROADS = [
    "建国路", "中山北路", "解放大道", "人民南路", "淮海中路", "科技园南路", "文三路", "天府大道",
    "长安街", "南京西路", "东风路", "和平路", "学院路", "滨江大道", "延安西路", "环城北路",
    "光华路", "长江路", "黄河路", "新华街", "幸福路", "青年路", "迎宾大道", "金沙江路",
    "望京街", "枫林路", "桂林路", "白石路", "深南大道", "体育西路",
]
ESTATE_ZH_A = [
    "翠湖", "金地", "锦绣", "阳光", "紫薇", "丽景", "桃源", "枫林", "碧水", "御景", "世纪",
    "华润", "绿洲", "银河", "玉兰", "东方", "蓝湾", "星河", "和谐", "香榭", "龙湖", "半岛",
    "滨江", "梅园", "馨园", "金桥", "万和", "荷塘", "春晖", "望江",
]
ESTATE_ZH_B = ["花园", "小区", "家园", "苑", "新村", "公寓", "华庭", "名苑", "雅居", "嘉园", "新城", "里"]
ESTATE_EN_A = [
    "Maple", "Willow", "Oakwood", "Riverside", "Kingsmead", "Ashford", "Hawthorn", "Elmbridge",
    "Cedar", "Larkspur", "Foxglove", "Brookfield", "Harrow", "Linden", "Beacon", "Meadowbank",
    "Silverdale", "Thornbury", "Westbrook", "Primrose",
]
ESTATE_EN_B = ["Heights", "Court", "Gardens", "Park", "Meadows", "Estate", "Village", "Residences", "Towers", "Green", "Mews"]


def g_addr_us(c):
    return c.en.street_address()


def g_addr_uk(c):
    if c.r.random() < 0.4:
        return f"Flat {c.i(1, 40)}, {c.i(1, 240)} {c.gb.street_name()}"
    return c.gb.street_address().replace("\n", ", ")


def g_addr_en(c):
    return c.c([g_addr_us, g_addr_uk])(c)


def estate_zh(c):
    return c.c(ESTATE_ZH_A) + c.c(ESTATE_ZH_B)


def estate_en(c):
    a = c.c(ESTATE_EN_A) if c.r.random() < 0.7 else c.en.last_name()
    return f"{a} {c.c(ESTATE_EN_B)}"


def g_addr_zh(c):
    k = c.i(0, 4)
    road = c.c(CN_ROADS) if c.r.random() < 0.8 else c.zh.street_name()
    n = c.i(1, 999)
    if k == 0:
        return f"{c.c(CN_DISTRICTS)}{road}{n}号"
    if k == 1:
        return f"{road}{n}号{estate_zh(c)}{c.i(1, 30)}栋{c.i(1, 6)}单元{c.i(1, 33)}{c.i(1, 4):02d}室"
    if k == 2:
        return f"{c.c(CN_DISTRICTS)}{road}{n}弄{c.i(1, 80)}号{c.i(101, 2404)}室"
    if k == 3:
        return f"{c.c(CN_DISTRICTS)}{road}{n}号院{c.i(1, 20)}号楼{c.i(1, 4)}单元{c.i(101, 1806)}"
    return f"{road}{n}号{c.i(1, 25)}-{c.i(1, 3)}-{c.i(101, 3202)}"


def g_addr(c):
    return c.c([g_addr_us, g_addr_uk, g_addr_zh])(c)


def g_zip_us(c):
    return c.en.zipcode() if c.r.random() < 0.7 else c.en.zipcode_plus4()


def g_pc_uk(c):
    return c.gb.postcode()


def g_pc_cn(c):
    return c.zh.postcode()


CITY_LL = [(39.9042, 116.4074), (31.2304, 121.4737), (23.1291, 113.2644), (22.5431, 114.0579),
           (30.2741, 120.1551), (30.5728, 104.0668), (51.5072, -0.1276), (53.4808, -2.2426),
           (40.7128, -74.0060), (34.0522, -118.2437), (41.8781, -87.6298), (47.6062, -122.3321)]


def g_coords(c):
    la, lo = c.c(CITY_LL)
    la += c.r.uniform(-0.15, 0.15)
    lo += c.r.uniform(-0.15, 0.15)
    k = c.i(0, 3)
    if k == 0:
        return f"{la:.5f}, {lo:.5f}"
    if k == 1:
        return f"{la:.6f},{lo:.6f}"
    if k == 2:
        return f"({la:.4f}, {lo:.4f})"
    return f"{abs(la):.4f}°{'N' if la >= 0 else 'S'}, {abs(lo):.4f}°{'E' if lo >= 0 else 'W'}"


def g_coords_cn(c):
    la, lo = c.c(CITY_LL[:6])
    la += c.r.uniform(-0.12, 0.12)
    lo += c.r.uniform(-0.12, 0.12)
    k = c.i(0, 2)
    if k == 0:
        return f"{la:.5f}, {lo:.5f}"
    if k == 1:
        return f"{la:.6f},{lo:.6f}"
    return f"北纬{la:.4f}°，东经{lo:.4f}°" if c.r.random() < 0.5 else f"{lo:.6f},{la:.6f}"


def g_estate_en(c):
    return estate_en(c)


def g_estate_zh(c):
    return estate_zh(c)


def g_geo_en(c):
    return c.c([g_zip_us, g_pc_uk, g_coords, g_estate_en])(c)


def g_geo_zh(c):
    return c.c([g_pc_cn, g_coords_cn, g_estate_zh, g_estate_zh])(c)


# ---------------------------------------------------------------------------------------
# government IDs
# ---------------------------------------------------------------------------------------
def g_ssn(c):
    v = c.en.ssn()
    return v if c.r.random() < 0.8 else v.replace("-", " ")


NI_FIRST = "ABCEGHJKLMNOPRSTWXYZ"
NI_SECOND = "ABCEGHJKLMNPRSTWXYZ"


def g_ni(c):
    while True:
        p = c.c(NI_FIRST) + c.c(NI_SECOND)
        if p not in ("GB", "BG", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = c.s(6, DG)
    suf = c.c("ABCD")
    if c.r.random() < 0.5:
        return f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}"
    return f"{p}{d}{suf}"


def g_pass_us(c):
    return c.en.passport_number() if c.r.random() < 0.5 else c.s(1, "123456789") + c.s(8, DG)


def g_pass_uk(c):
    return c.s(1, "123456789") + c.s(8, DG)


def g_pass_cn(c):
    k = c.i(0, 2)
    if k == 0:
        return "E" + c.s(8, DG)
    if k == 1:
        return "E" + c.s(1, "ABCDEFGHJKLMNPQRSTUVWXYZ") + c.s(7, DG)
    return "G" + c.s(8, DG)


CN_AREAS = ["110105", "110108", "310104", "310115", "440106", "440305", "330106", "510107",
            "420106", "320106", "500103", "370202", "610113", "320508", "210102", "130102"]


def g_cnid(c):
    if c.r.random() < 0.4:
        v = c.zh.ssn()
        assert cnid_ok(v)
        return v
    y, m, d = c.i(1950, 2008), c.i(1, 12), c.i(1, 28)
    body = f"{c.c(CN_AREAS)}{y}{m:02d}{d:02d}{c.s(3, DG)}"
    return body + CNID_C[sum(int(a) * w for a, w in zip(body, CNID_W)) % 11]


def g_nhs(c):
    while True:
        d = [c.i(1, 9)] + [c.i(0, 9) for _ in range(8)]
        chk = 11 - sum(x * (10 - i) for i, x in enumerate(d)) % 11
        chk = 0 if chk == 11 else chk
        if chk != 10:
            s = "".join(map(str, d)) + str(chk)
            return f"{s[:3]} {s[3:6]} {s[6:]}" if c.r.random() < 0.6 else s


MBI_L = "ACDEFGHJKMNPQRTUVWXY"


def g_mbi(c):
    an = MBI_L + DG
    s = (c.s(1, "123456789") + c.s(1, MBI_L) + c.s(1, an) + c.s(1, DG) + c.s(1, MBI_L)
         + c.s(1, an) + c.s(1, DG) + c.s(2, MBI_L) + c.s(2, DG))
    return f"{s[:4]}-{s[4:7]}-{s[7:]}" if c.r.random() < 0.5 else s


def g_dl_uk(c):
    sur = "".join(ch for ch in c.gb.last_name().upper() if ch.isalpha())[:5].ljust(5, "9")
    y = c.i(1950, 2005)
    m = c.i(1, 12) + c.c([0, 50])
    day = c.i(1, 28)
    ini = (c.gb.first_name()[0] + c.c(["9", c.s(1, UP)])).upper()
    return f"{sur}{str(y)[2]}{m:02d}{day:02d}{str(y)[3]}{ini}9{c.s(2, UP)}"


def g_dl_us(c):
    k = c.i(0, 2)
    if k == 0:
        return c.s(1, UP) + c.s(7, DG)
    if k == 1:
        return f"{c.s(1, UP)}{c.s(3, DG)}-{c.s(4, DG)}-{c.s(4, DG)}"
    return c.s(1, UP) + c.s(12, DG)


def g_gov_en(c):
    return c.c([g_ssn, g_ssn, g_ni, g_pass_us, g_pass_uk, g_nhs, g_mbi, g_dl_uk, g_dl_us])(c)


def g_gov_zh(c):
    return c.c([g_cnid, g_cnid, g_cnid, g_pass_cn])(c)


# ---------------------------------------------------------------------------------------
# financial
# ---------------------------------------------------------------------------------------
def _group4(s):
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def g_card(c):
    v = c.en.credit_card_number(card_type=c.c(["visa16", "mastercard", "amex", "discover", "visa16"]))
    assert luhn_ok(v)
    if c.r.random() < 0.4 and len(v) == 16:
        v = c.c([_group4(v), "-".join(v[i : i + 4] for i in range(0, 16, 4))])
    return v


def g_cncard(c):
    n = c.c([16, 19, 19])
    pre = c.c(["622202", "621700", "622848", "622588", "621483", "623668", "622908", "625965"])
    v = luhn_complete(pre + c.s(n - len(pre) - 1, DG))
    if c.r.random() < 0.35:
        v = _group4(v)
    return v


def g_iban(c):
    k = c.c(["GB", "GB", "DE", "FR", "NL", "IE", "ES"])
    if k == "GB":
        bban = c.s(4, UP) + c.s(14, DG)
    elif k == "DE":
        bban = c.s(18, DG)
    elif k == "FR":
        bban = c.s(10, DG) + c.s(11, DG) + c.s(2, DG)
    elif k == "NL":
        bban = c.s(4, UP) + c.s(10, DG)
    elif k == "IE":
        bban = c.s(4, UP) + c.s(14, DG)
    else:
        bban = c.s(20, DG)
    v = iban_make(k, bban)
    assert iban_ok(v)
    return _group4(v) if c.r.random() < 0.45 else v


def g_acct_uk(c):
    return c.s(1, "123456789") + c.s(7, DG)


def g_acct_us(c):
    return c.s(1, "123456789") + c.s(c.i(9, 11), DG)


def g_acct_cn(c):
    return c.s(1, "6") + c.s(18, DG)


def g_fin_en(c):
    return c.c([g_card, g_card, g_iban, g_acct_uk, g_acct_us])(c)


def g_fin_zh(c):
    return c.c([g_cncard, g_cncard, g_card, g_acct_cn])(c)


# ---------------------------------------------------------------------------------------
# names, usernames, home paths
# ---------------------------------------------------------------------------------------
def g_name_en(c):
    k = c.i(0, 4)
    if k == 0:
        return c.en.name()
    if k == 1:
        return c.gb.name()
    if k == 2:
        return f"{c.en.first_name()} {c.en.last_name()}"
    if k == 3:
        return f"{c.c(['Mr', 'Mrs', 'Ms', 'Dr', 'Mr.', 'Ms.', 'Dr.'])} {c.gb.first_name()} {c.gb.last_name()}"
    return f"{c.gb.first_name()} {c.en.last_name()}"


def g_name_zh(c):
    if c.r.random() < 0.6:
        return c.zh.name()
    return c.zh.last_name() + c.zh.first_name()


def g_name_py(c):
    ln, fn = c.zh.last_romanized_name(), c.zh.first_romanized_name()
    return f"{ln} {fn}" if c.r.random() < 0.5 else f"{fn} {ln}"


def g_name_any(c):
    return c.c([g_name_en, g_name_zh, g_name_py])(c)


def g_user_en(c):
    k = c.i(0, 5)
    if k <= 1:
        return c.en.user_name()
    if k == 2:
        return f"{c.en.first_name().lower()}.{c.en.last_name().lower()}"
    if k == 3:
        return c.gb.user_name() + str(c.i(1, 99))
    if k == 4:
        return c.c(["Iron", "Night", "Lazy", "Swift", "Happy", "Salty", "Cardio", "Frugal"]) + c.c(["Runner", "Otter", "Lifter", "Saver", "Panda", "Walker", "Cyclist"]) + str(c.i(1, 999))
    return f"{c.en.first_name().lower()}_{c.en.last_name().lower()[:4]}{c.i(70, 99)}"


def g_user_zh(c):
    k = c.i(0, 4)
    ln, fn = _pinyin_name(c)
    if k == 0:
        return c.zh.user_name()
    if k == 1:
        return f"{ln}{fn}{c.i(1, 2024)}"
    if k == 2:
        return f"{fn}_{ln}{c.c(['', '_', '.'])}{c.i(80, 99)}"
    if k == 3:
        return "wxid_" + c.s(14, LO + DG)
    return f"{c.c(['xiao', 'da', 'a'])}{fn}{c.c(['_run', '_fit', 'jiayou', '666', '_keep'])}"


def g_user_any(c):
    return c.c([g_user_en, g_user_zh])(c)


def _home_user(c):
    k = c.i(0, 3)
    if k == 0:
        return c.en.user_name()
    if k == 1:
        return c.en.first_name().lower()
    if k == 2:
        ln, fn = _pinyin_name(c)
        return fn + ln if c.r.random() < 0.5 else ln + "." + fn
    return c.gb.first_name().lower()[0] + c.gb.last_name().lower()


def g_home_nix(c):
    return "/home/" + _home_user(c)


def g_home_mac(c):
    return "/Users/" + _home_user(c)


def g_home_win(c):
    k = c.i(0, 2)
    if k == 0:
        n = c.en.first_name()
    elif k == 1:
        n = f"{c.gb.first_name()}.{c.gb.last_name()}"
    else:
        ln, fn = _pinyin_name(c)
        n = (fn + ln).capitalize() if c.r.random() < 0.5 else fn + ln
    return "C:\\Users\\" + n


def g_home_fwd(c):
    return "C:/Users/" + c.en.first_name()


def g_home(c):
    return c.c([g_home_nix, g_home_mac, g_home_mac, g_home_win])(c)


# ---------------------------------------------------------------------------------------
# schedule clock times
# ---------------------------------------------------------------------------------------
def _en_time(c, lo, hi):
    h = c.i(lo, hi)
    m = c.c([0, 0, 15, 30, 45, 10, 20, 40, 50, 5])
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    k = c.i(0, 5)
    if k == 0:
        return f"{h12}:{m:02d}{ap}"
    if k == 1:
        return f"{h12}:{m:02d} {ap.upper()}"
    if k == 2:
        return f"{h:02d}:{m:02d}" if c.r.random() < 0.5 else f"{h}:{m:02d}"
    if k == 3:
        return f"{h12}{ap}" if m == 0 else f"{h12}.{m:02d}{ap}"
    if k == 4:
        return f"{h12}:{m:02d} {'a.m.' if ap == 'am' else 'p.m.'}"
    return f"{h12}:{m:02d}{ap}"


def g_t_am(c):
    return _en_time(c, 5, 10)


def g_t_pm(c):
    return _en_time(c, 17, 22)


def g_t_any(c):
    return _en_time(c, 5, 22)


ZH_NUM = "零一二三四五六七八九十"


def _zh_h(h):
    if h <= 10:
        return ZH_NUM[h]
    return "十" + ZH_NUM[h - 10]


def _zh_time(c, part, lo, hi):
    h = c.i(lo, hi)
    m = c.c([0, 0, 30, 30, 15, 45, 20, 40, 10])
    hh = h if h <= 12 else h - 12
    k = c.i(0, 4)
    if k == 0:
        mm = "" if m == 0 else ("半" if m == 30 else f"{m}分")
        return f"{part}{hh}点{mm}"
    if k == 1:
        mm = "" if m == 0 else ("半" if m == 30 else f"{_zh_h(m // 10)}十{ZH_NUM[m % 10] if m % 10 else ''}分".replace("一十", "十"))
        return f"{part}{_zh_h(hh)}点{mm}"
    if k == 2:
        return f"{h}:{m:02d}"
    if k == 3:
        return f"{part}{hh}:{m:02d}"
    mm = "整" if m == 0 else ("半" if m == 30 else f"{m}分")
    return f"{part}{hh}点{mm}"


def g_zt_am(c):
    return _zh_time(c, c.c(["早上", "早上", "上午", "清早"]), 5, 9)


def g_zt_pm(c):
    if c.r.random() < 0.2:
        return _zh_time(c, "傍晚", 18, 19)
    return _zh_time(c, "晚上", 18, 22)


def g_zt_noon(c):
    if c.r.random() < 0.4:
        return _zh_time(c, "中午", 12, 12)
    return _zh_time(c, "下午", 13, 17)


def g_email_upper(c):
    return g_email_en(c).upper()


def g_name_lower(c):
    return g_name_en(c).lower()


def g_addr_lower(c):
    return g_addr_en(c).lower()


def g_handle(c):
    return "@" + c.c([g_user_en, g_user_zh])(c)


MEMWORDS = ["marmalade", "buttercup", "lighthouse", "pinecone", "raspberry", "snowdrop",
            "tangerine", "waterfall", "kingfisher", "sandcastle", "blackberry", "moonbeam"]


def g_memword(c):
    w = c.c(MEMWORDS)
    return w if c.r.random() < 0.6 else w + str(c.i(1, 99))


def g_gov_any(c):
    return c.c([g_gov_en, g_gov_zh])(c)


def g_fin_any(c):
    return c.c([g_fin_en, g_fin_zh])(c)


def g_geo_any(c):
    return c.c([g_geo_en, g_geo_zh])(c)


def g_t_mixed(c):
    return c.c([g_t_any, g_zt_am, g_zt_pm])(c)


GEN = {k[2:]: v for k, v in dict(globals()).items() if k.startswith("g_") and callable(v)}


# ---------------------------------------------------------------------------------------
# benign fillers (no personal values)
# ---------------------------------------------------------------------------------------
CLINICS = ["Riverside Medical Centre", "Northgate Health Clinic", "Lakeside Family Practice",
           "City Urgent Care", "Mayo Clinic", "Cleveland Clinic", "Guy's Hospital",
           "the Royal Infirmary", "Bayview Dental", "Harbour Physio", "Mount Sinai", "Kaiser Permanente"]
ZH_CLINICS = ["协和医院", "华山医院", "瑞金医院", "华西医院", "市一医院", "中山医院", "社区卫生服务中心",
              "同仁医院", "湘雅医院", "省人民医院", "儿童医院", "口腔医院", "妇幼保健院", "中医院"]
DEPTS = ["cardiology", "dermatology", "physio", "orthopaedics", "ENT", "ophthalmology", "the diabetes clinic", "radiology", "GP"]
ZH_DEPTS = ["心内科", "皮肤科", "骨科", "眼科", "口腔科", "内分泌科", "消化内科", "耳鼻喉科", "妇科", "儿科", "体检中心", "呼吸科"]
DRUGS = ["metformin", "atorvastatin", "amoxicillin", "lisinopril", "omeprazole", "sertraline",
         "levothyroxine", "amlodipine", "salbutamol", "ibuprofen", "vitamin D", "cetirizine"]
ZH_DRUGS = ["二甲双胍", "阿托伐他汀", "布洛芬", "氨氯地平", "奥美拉唑", "阿莫西林", "左甲状腺素",
            "硝苯地平", "维生素D", "连花清瘟", "头孢克肟", "氯雷他定"]
BANKS = ["Chase", "Wells Fargo", "Barclays", "HSBC", "Monzo", "Lloyds", "Nationwide", "Santander",
         "Bank of America", "Revolut", "Starling", "NatWest", "Citi", "Capital One"]
ZH_BANKS = ["招商银行", "工商银行", "建设银行", "中国银行", "农业银行", "交通银行", "平安银行",
            "浦发银行", "兴业银行", "中信银行", "邮储银行", "宁波银行"]
APPS = ["MyFitnessPal", "Strava", "Fitbit", "YNAB", "Mint", "Headspace", "Calm", "Apple Health",
        "Garmin Connect", "Noom", "Emma", "Copilot", "Oura", "Peloton"]
ZH_APPS = ["Keep", "支付宝", "微信", "平安好医生", "微医", "京东健康", "随手记", "薄荷健康", "小米运动",
           "华为运动健康", "招商银行App", "云闪付", "好大夫在线", "丁香医生"]
INS = ["Aetna", "Cigna", "Blue Cross Blue Shield", "UnitedHealthcare", "Bupa", "AXA Health",
       "Vitality", "Kaiser", "Humana", "Aviva"]
ZH_INS = ["平安健康", "中国人寿", "泰康", "众安保险", "太平洋保险", "人保健康", "新华保险"]
CITIES = ["London", "Manchester", "Leeds", "Bristol", "Edinburgh", "New York", "Boston", "Chicago",
          "Seattle", "Austin", "Denver", "Toronto", "Dublin", "Singapore", "Sydney"]
ZH_CITIES = ["北京", "上海", "广州", "深圳", "杭州", "成都", "武汉", "南京", "重庆", "苏州", "西安", "青岛", "天津", "长沙"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def f_date(c):
    m, d = c.i(1, 12), c.i(1, 28)
    y = c.c([2025, 2026, 2026, 2027])
    k = c.i(0, 3)
    if k == 0:
        return f"{y}-{m:02d}-{d:02d}"
    if k == 1:
        return f"{d} {MONTHS[m - 1]} {y}"
    if k == 2:
        return f"{MONTHS[m - 1]} {d}"
    return f"{d:02d}/{m:02d}/{y}"


def f_zhdate(c):
    m, d = c.i(1, 12), c.i(1, 28)
    k = c.i(0, 2)
    if k == 0:
        return f"{m}月{d}日"
    if k == 1:
        return f"{c.c([2025, 2026, 2027])}年{m}月{d}日"
    return f"{c.c([2025, 2026])}-{m:02d}-{d:02d}"


def f_amt(c):
    cur = c.c(["$", "£", "$", "€"])
    return f"{cur}{c.i(5, 2400)}.{c.i(0, 99):02d}"


def f_yuan(c):
    v = c.i(20, 50000)
    return c.c([f"¥{v:,}", f"{v}元", f"{v}.{c.i(0, 99):02d}元", f"RMB {v}"])


def f_ref(c):
    return c.c(["CLM", "REF", "RX", "APT", "TKT", "CASE", "INV"]) + "-" + str(c.c([2025, 2026])) + "-" + c.s(c.i(4, 6), DG)


def f_zhref(c):
    return c.c(["GH", "YB", "BX", "TJ", "DD", "LS"]) + str(c.c([2025, 2026])) + c.s(c.i(6, 8), DG)


def f_pct(c):
    return f"{c.i(1, 7)}.{c.i(0, 99):02d}%"


def f_n(c):
    return str(c.i(2, 12))


def f_weeks(c):
    return str(c.i(2, 8))


def f_kg(c):
    return f"{c.i(48, 110)}.{c.i(0, 9)}"


def f_steps(c):
    return f"{c.i(3, 18)},{c.i(0, 999):03d}"


def f_ver(c):
    return f"{c.i(1, 9)}.{c.i(0, 30)}.{c.i(0, 20)}"


def f_uuid(c):
    h = c.s(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{c.c('89ab')}{h[17:20]}-{h[20:]}"


def f_sha(c):
    return c.s(40, HEX)


def f_short(c):
    return c.s(7, HEX)


def f_sha256(c):
    return "sha256:" + c.s(64, HEX)


def f_port(c):
    return str(c.c([443, 5432, 6379, 8080, 8443, 3000, 9090, 27017, 5672, 3306]))


def f_order(c):
    return "#" + str(c.i(10000, 999999))


def f_hour(c):
    return f"{c.i(7, 10)}:{c.c(['00', '30'])}"


def f_close(c):
    return f"{c.i(16, 21)}:{c.c(['00', '30'])}"


def f_train(c):
    return f"{c.i(5, 23):02d}:{c.i(0, 59):02d}"


FILL = {
    "clinic": lambda c: c.c(CLINICS),
    "zhclinic": lambda c: c.c(ZH_CLINICS),
    "dept": lambda c: c.c(DEPTS),
    "zhdept": lambda c: c.c(ZH_DEPTS),
    "drug": lambda c: c.c(DRUGS),
    "zhdrug": lambda c: c.c(ZH_DRUGS),
    "bank": lambda c: c.c(BANKS),
    "zhbank": lambda c: c.c(ZH_BANKS),
    "app": lambda c: c.c(APPS),
    "zhapp": lambda c: c.c(ZH_APPS),
    "ins": lambda c: c.c(INS),
    "zhins": lambda c: c.c(ZH_INS),
    "city": lambda c: c.c(CITIES),
    "zhcity": lambda c: c.c(ZH_CITIES),
    "date": f_date,
    "zhdate": f_zhdate,
    "amt": f_amt,
    "yuan": f_yuan,
    "ref": f_ref,
    "zhref": f_zhref,
    "pct": f_pct,
    "n": f_n,
    "weeks": f_weeks,
    "kg": f_kg,
    "steps": f_steps,
    "ver": f_ver,
    "uuid": f_uuid,
    "sha": f_sha,
    "short": f_short,
    "sha256": f_sha256,
    "port": f_port,
    "order": f_order,
    "hour": f_hour,
    "close": f_close,
    "train": f_train,
}


# ---------------------------------------------------------------------------------------
# templates: {v} or {v:<generator>} marks the planted value, {<filler>} benign filler
# ---------------------------------------------------------------------------------------
T = {}

T["secret", "en"] = [
    "Rotating keys for the patient-portal integration. New AWS access key id: {v:aws} (old one revoked {date}).",
    "OPENAI_API_KEY={v:openai}\nCLAIMS_BUCKET=s3://claims-archive-prod\nREGION=eu-west-2",
    "ugh, I pasted our Stripe key into the budgeting Slack by mistake: {v:stripe} — can someone roll it?",
    "# .env for the pharmacy refill bot\nTELEGRAM_BOT_TOKEN={v:telegram}\nREFILL_CHANNEL=rx-reminders",
    "database_url: postgres://claims_app:{v:urlpw}@db.claims.internal:{port}/claims",
    "Request to /v2/accounts/transactions failed with 401, headers below:\nAccept: application/json\nAuthorization: Bearer {v:jwt}",
    "Here's the deploy key for the mortgage-docs SFTP box, keep it off the wiki:\n{v:pem}\nThanks!",
    '{"provider": "huggingface", "model": "clinical-notes-summarizer", "token": "{v:hf}"}',
    "git push rejected: secret scanning found a GitHub token {v:ghp} in config/fitness_sync.yml (commit {short}).",
    'SENDGRID_KEY = "{v:sendgrid}"  # appointment reminder e-mails',
    "{v:anthropic} <- that's the key the claims-triage assistant uses, don't share it outside the team.",
    "Slack alerts for the budget channel still failing. Tried {v:slack} again and got invalid_auth.",
    "clinic_finder:\n  maps_api_key: {v:google}\n  radius_km: 5",
    "| service | credential |\n|---|---|\n| fitbit-sync | n/a |\n| github | {v:ghpat} |\n| status page | public |",
    "[claims-prod]\naws_access_key_id = <see vault>\naws_secret_access_key = {v:awssec}\nregion = us-east-1",
    "hmac signing secret for the bank webhook -> {v:hexsec}",
    "Found this in the old HSA reimbursement script: client_secret='{v:b64sec}' — please move it to the vault.",
    "mongodb+srv://budget_ro:{v:urlpw}@cluster0.example.mongodb.net/ledger?retryWrites=true",
]

T["secret", "zh"] = [
    "体检报告上传服务的密钥是{v:openai}，别发到群里。",
    "配置文件如下：\nSTRIPE_SECRET_KEY={v:stripe}\n支付回调地址：/api/pay/notify",
    "把这个机器人令牌填进去就行：{v:telegram}，每天推送记账提醒用的。",
    "数据库连接串 mysql://yibao_rw:{v:urlpw}@10.0.3.21:3306/yibao 先别提交到仓库。",
    "接口返回401，请求头里带的是 Authorization: Bearer {v:jwt}，是不是过期了？",
    "房贷资料归档服务器的私钥：\n{v:pem}\n用完请删掉这条消息。",
    "GitHub 令牌：{v:ghp}（只给理财报表仓库读权限）",
    "{v:google}——地图密钥，挂号小程序里导航用的，已经限制了域名。",
    "短信通知令牌{v:slack}失效了，麻烦重新生成一个。",
    "模型下载用的令牌是 {v:hf}，请放进环境变量，不要写死在代码里。",
    "服务｜密钥\n短信｜见运维平台\n邮件｜{v:sendgrid}\n地图｜已停用",
    '{"app": "jiankang-sync", "secret": "{v:hexsec}", "env": "prod"}',
    "医保对账脚本的访问密钥泄露了：{v:aws}，请马上在控制台禁用。",
    "aws_secret_access_key={v:awssec}  # 医保影像存储",
    "细粒度令牌{v:ghpat}下个月过期，记得续期。",
    "我不小心把助手的密钥贴到理财群里了：{v:anthropic}，赶紧作废。",
    "签名密钥＝{v:b64sec}",
]

T["secret", "mixed"] = [
    "帮我 rotate 一下 OpenAI key，旧的是 {v:openai}，已经被 leak 到 issue 里了。",
    "staging 的 Stripe key {v:stripe} 千万别用在 prod 上，退款会真的打出去。",
    "这个 JWT {v:jwt} decode 出来 scope 是 claims:read，为啥还能调 transfer 接口？",
    "deploy 的时候记得把 AWS_ACCESS_KEY_ID={v:aws} 换成 IAM role，别 hardcode。",
    "PEM 文件我贴这里了，用完就删：\n{v:pem}",
    "bot token: {v:telegram}，用来给 family group 推送每月 budget 报告。",
    "connection string 是 redis://default:{v:urlpw}@cache.fit-app.local:6379/0，记得 mask。",
    "{v:ghp} 这个 token 还活着吗？CI 里 fitness-sync 一直 403。",
    "HF token 我换成 {v:hf} 了，体检报告 OCR 的 model 可以拉下来了。",
    "SendGrid 的 API key：{v:sendgrid}（用于预约提醒 email）",
    "Maps 的 key = {v:google}，限制了 referrer 但还是别 commit。",
    "Slack 里认证用的 {v:slack}，今天一直报 invalid_auth。",
    "config.yaml:\n  bank_sync:\n    client_secret: {v:b64sec}\n    region: cn-north-1",
    "claims triage 用的那个 key（{v:anthropic}）quota 快用完了。",
    "fine-grained PAT 过期了，新的是 {v:ghpat}，记得更新 Actions secrets。",
    "webhook 的 signing secret 是 {v:hexsec}，对账服务要用。",
    "aws_secret_access_key 换成了 {v:awssec}，旧的已经 deactivate。",
]

T["password", "en"] = [
    "Patient portal login — password: {v}",
    "The password for Mum's MyChart account is {v:pw_nospace}; she keeps forgetting it.",
    "Home Wi-Fi for the carer: network BT-Hub-7, key {v:wifi}",
    "My bank app PIN is {v:pin}, please don't tell anyone.",
    "{ins} member site: pw={v:pw_nospace} (changed {date})",
    "Passphrase for the encrypted budget spreadsheet: {v:pw_phrase}",
    "{v:pw_human} is the new password for the pharmacy refill account, the old one got locked.",
    "Login for the YNAB family account → {v:pw_nospace}",
    'site,login_hint,secret\nhealth-insurer,email on file,{v:pw_nospace}\n{bank},card,see card',
    '{"portal": "{clinic}", "password": "{v:pw_nospace}"}',
    "Passcode to open the lab results PDF: {v:pin}",
    "Reset done. Temporary password: {v:pw_strong}. You'll be asked to change it on first login.",
    'He said the password was "{v:pw_human}" but the mortgage portal says invalid.',
    "Online banking memorable word: {v:memword}",
    "Pharmacy locker code {v:pin}, pick up the {drug} before it's returned.",
    "MEMBER PORTAL\nPASSWORD: {v}\nLAST LOGIN {date}",
    "Garmin Connect passphrase is {v:pw_phrase} if you need to pull my runs.",
    "the wifi password at home is {v:wifi} btw, for when the physio comes round",
]

T["password", "zh"] = [
    "医保App的登录密码是{v:password_zh}，别告诉别人。",
    "家里wifi密码：{v:wifi}",
    "银行卡取款密码{v:pin}，爸妈记一下。",
    "体检报告PDF打开口令：{v:pin}",
    "新密码{v:password_zh}已经设好了，下次登录挂号平台用这个。",
    "我把理财账户的密码改成了 {v:pw_pinyin}。",
    "{v:pw_human}——这是公积金网站的登录密码，记事本里存一份。",
    "账号就是手机号，密码：{v:password_zh}",
    "药房自提柜取件码{v:pin}，记得今天去拿。",
    "平台｜密码\n医保服务平台｜{v:pw_nospace}\n个税App｜人脸识别",
    "支付密码设成{v:pin}了，别再用生日。",
    "家庭账本加密口令：{v:pw_phrase}",
    "【临时密码】{v:pw_strong}，请于24小时内修改。",
    "我妈网银的登录密码是{v:password_zh}，帮她记着。",
    "WiFi名：ChinaNet-5G-Home 密码{v:wifi}",
    "你试试{v:password_zh}，Keep 的密码应该是这个",
    "密码（区分大小写）：{v:pw_nospace}",
]

T["password", "mixed"] = [
    "portal 的 password 是 {v}，登录以后去 Claims 页面下载 EOB。",
    "家里 Wi-Fi password：{v:wifi}，阿姨来的时候告诉她。",
    "bank app 的 PIN 我改成 {v:pin} 了。",
    "pw={v:pw_nospace} 是保险公司 member site 的，别存在 Notes 里。",
    "passphrase 用的是 {v:pw_phrase}，加密的 budget.xlsx 靠这个打开。",
    "{v:pw_human} 是 MyFitnessPal 的新密码，old one 被锁了。",
    "reset 之后的 temp password：{v:pw_strong}，first login 要改。",
    "理财 App 的 login password 我设成了 {v:pw_pinyin}，有点弱要不要换？",
    'JSON 里别写明文：{"user": "me", "pwd": "{v:pw_nospace}"}',
    "体检报告 PDF 的 password 是 {v:pin}，打开就能看 blood test 结果。",
    "login: 手机号 / pass: {v:pw_nospace}",
    "Keep 的密码：{v:password_zh}，帮我看下 running 记录。",
    "网银的 memorable word 是 {v:memword}",
    "Pharmacy locker 取件 code {v:pin}，药在 3 号柜。",
    "wifi密码 is {v:wifi}，guest network 不用密码。",
    "新的 passcode：{v:pin}（网银 U 盾用）",
    "那个 account 的密码 = {v:pw_human}，改完告诉我",
]

T["email", "en"] = [
    "Hi, please update the email on my insurance file to {v}. Member since {date}.",
    "From: {v}\nSubject: Re: prescription refill {ref}\n\nHi, is the {drug} ready for pickup?",
    "Statements will now be e-mailed to {v} instead of posted.",
    "contact_email,plan,renewal\n{v},Silver PPO,{date}",
    "{v} — that's where the {app} weekly summary goes, not my work inbox.",
    "Could you resend the lab results to {v}? The last link expired.",
    '{"patient_id": "{uuid}", "notify": "{v}", "channel": "email"}',
    "Mortgage adviser asked for payslips; I forwarded them from {v} on {date}.",
    "Reply-To: <{v}>\nSubject: Claim {ref} — missing receipt",
    "EMAIL ADDRESS: {v:email_upper}",
    "Login for the {bank} app is the email address {v}.",
    "I registered at the gym with {v}, can you check the membership went through?",
    "Budget app invite sent to {v} — she can now see the joint account pots.",
    "(email: {v}; preferred contact: post)",
    "Appointment confirmation for {dept} on {date} has been sent to {v}.",
    "pls cc {v} on the remortgage thread",
]

T["email", "zh"] = [
    "体检报告会发到{v}，请注意查收。",
    "我的邮箱是{v}，医保报销材料发这里就行。",
    "邮箱：{v}\n手机：见病历\n科室：{zhdept}",
    "麻烦把房贷合同的电子版发到 {v}，谢谢。",
    "{v}这个邮箱以后别用了，银行对账单改发新的。",
    "请将理赔单据扫描件发送至{v}，标题写理赔编号{zhref}。",
    "其他栏不用填，邮件地址填{v}即可。",
    "QQ邮箱{v}收不到挂号通知，是不是进垃圾箱了？",
    "联系方式｜内容\n电子邮箱｜{v}\n通讯地址｜同户籍",
    "Keep 周报发到了{v}，你看一下这个月的跑量。",
    "（邮箱：{v}）",
    "已绑定邮箱 {v}，用于接收{zhbank}信用卡电子账单。",
    "药房的处方确认邮件发给{v}了。",
    "【{zhins}】您的理赔进度已发送至{v}，请登录查看。",
    "发我{v}吧，微信文件太大传不了",
]

T["email", "mixed"] = [
    "我的 email 是 {v}，claim 的 status 有 update 麻烦发我。",
    "体检 report 已经 send 到 {v} 了，check 一下 spam folder。",
    "把 mortgage 的 offer letter forward 到 {v}，我老婆也要看。",
    "{app} 的 account 绑的是 {v}，我忘了 password 要 reset。",
    "{v} 这个 inbox 已经不用了，bank statements 改发到别的邮箱吧。",
    "contact: {v}（工作日回复，weekend 不看）",
    "CC 一下 {v}，她负责家里的 budget。",
    "注册 gym membership 用的 email：{v}",
    "Pharmacy 说 refill 通知会发到 {v}，但我一直没收到。",
    'JSON 是这样的：{"name": "n/a", "email": "{v}", "plan": "gold"}',
    "EMAIL: {v:email_upper}  ← 银行表格要求全大写",
    "保险 agent 的回复 from {v}，说 claim 要补材料。",
    "<{v}> 这个是我 Apple Health 导出用的邮箱",
    "理财 newsletter 都发到 {v}，太多了想 unsubscribe。",
    "邮箱 / Email：{v}",
]

T["phone", "en"] = [
    "You can reach me on {v} if the {dept} appointment moves.",
    "Mobile: {v:ph_uk}\nNHS number: on file\nGP surgery: {clinic}",
    "Emergency contact (my sister): {v}",
    "Text me at {v} when the prescription is ready, thanks!",
    "phone,plan,premium\n{v},Gold HMO,{amt}",
    "{v} — that's my personal cell, not the office line.",
    "The bank's fraud team called me at {v} to confirm the transfer.",
    "Updated contact details: tel. {v:ph_us}, email unchanged.",
    "My number changed to {v:ph_uk}, please update the mortgage application.",
    '{"member": "{uuid}", "phone": "{v}", "sms_opt_in": true}',
    "Ref {ref}, policy {order}, call-back {v}, amount {amt}.",
    "Please ring me on {v} to rebook my physio session.",
    "Sent from my phone | (m) {v:ph_uk}",
    "The gym still texts offers to my old number {v}.",
    "Claimant contact: {v:ph_us} (cell)",
    "call me back pls {v}",
]

T["phone", "zh"] = [
    "有事打我电话{v:ph_cnm}，挂号改期了告诉我。",
    "患者信息\n科室：{zhdept}\n联系电话：{v}\n备注：空腹",
    "紧急联系人（我老公）：{v:ph_cnm}",
    "药到了发短信到{v:ph_cnm}就行。",
    "家里座机{v:ph_cnl}，白天没人接。",
    "{v:ph_cnm}是我新号，房贷经理那边帮我更新一下。",
    "银行客户经理让我回电{v}，说理财产品到期了。",
    "姓名｜略\n手机｜{v:ph_cnm}\n科室｜{zhdept}",
    "预约成功！就诊人手机号{v:ph_cnm}，请于就诊当天携带医保卡。",
    "我的电话换了，新的是 {v}，旧的停机了。",
    "我办公室座机{v:ph_cnl}，中午可以打。",
    "理赔专员让我回拨{v:ph_cnm}补材料",
    "微信同号：{v:ph_cnm}",
    "订单{zhref}收货电话写的是{v}，快递员说打不通。",
    "手机：{v:ph_cnm}（本人）",
]

T["phone", "mixed"] = [
    "我的 phone 是 {v}，appointment 改了 call 我。",
    "Emergency contact 填的是我妈的手机 {v:ph_cnm}。",
    "bank 的 fraud team 打了 {v} 确认 transaction，真的假的？",
    "WhatsApp/微信同号 {v}",
    "{v:ph_uk} 是我 UK 的号，回国以后用不了，医保那边别打这个。",
    "pharmacy 说 ready 了会 text 到 {v}。",
    "contact number 改成 {v:ph_cnm}，old number 已经 cancel 了。",
    'JSON: {"mobile": "{v}", "verified": false}',
    "体检中心的 confirmation SMS 发到了 {v}，但我没收到。",
    "landline {v:ph_cnl}，家里老人只用座机。",
    "tel: {v}\nemail: 同上\n备注: prefer 短信",
    "Mortgage broker 让我留个 mobile，我给的是 {v}。",
    "请 call back {v:ph_us}，关于 billing issue 那件事。",
    "Fitbit 的 2FA 短信发到 {v}，换手机以后收不到了。",
    "手机号 / Mobile：{v}",
]

T["address", "en"] = [
    "Please post the new debit card to {v:addr_us}, {city}.",
    "Home address: {v:addr_uk}, {city}",
    "Ship the CPAP supplies to {v}; leave with the neighbour if nobody's in.",
    "Mortgage property: {v:addr_us} (valuation booked for {date})",
    "{v:addr_uk} — that's where the prescription delivery should go now, not the old flat.",
    'payee,street,city\nhome,"{v}",{city}',
    "I've moved! New address is {v:addr_uk}, {city}. Please update my GP registration.",
    "Billing address on the card: {v:addr_us}, {city}",
    '{"address_line1": "{v:addr_uk}", "city": "{city}", "country": "GB"}',
    "The home visit nurse will come to {v} on {date}.",
    "send the replacement glucose meter to {v:addr_lower} thx",
    "Correspondence address: {v} | Tel: withheld",
    "Statements keep going to my parents' place at {v} — how do I change that online?",
    "The surveyor visited {v:addr_us} for the remortgage valuation.",
    "Patient transport pickup: {v:addr_uk} (ground floor, wheelchair needed)",
    "we're at {v:addr_us} now, the old one was sold",
]

T["address", "zh"] = [
    "快递寄到{v:addr_zh}，体检报告原件别折。",
    "现住址：{zhcity}市{v:addr_zh}",
    "家庭地址{v:addr_zh}，上门采血约在{zhdate}。",
    "房贷抵押房产位于{zhcity}{v:addr_zh}，评估报告已出。",
    "{v:addr_zh}，这是我新家，医保卡邮寄地址要改。",
    "收货地址：{v:addr_zh}（门卫代收）",
    "通讯地址｜{v:addr_zh}｜邮编见下",
    "银行开户填的是{v:addr_zh}，和身份证地址不一样会不会有问题？",
    "药品配送：{zhcity}{v:addr_zh}，请电话联系。",
    "我搬到{v:addr_zh}了，以后体检中心的信寄这里。",
    "家住{v:addr_zh}，离{zhclinic}挺近的。",
    "地址：{v:addr_zh}；联系人：本人",
    '{"地址": "{v:addr_zh}", "城市": "{zhcity}"}',
    "护工上门服务地址为{v:addr_zh}，每周两次。",
    "寄{v:addr_zh}就行",
]

T["address", "mixed"] = [
    "新 address 是 {v:addr_zh}，快递 leave 在门口就行。",
    "mortgage 的 property address：{v}，valuation 约在 {date}。",
    "send 到我家 {v:addr_us} 吧，office 周末没人。",
    "帮我 update 一下 billing address 为 {v:addr_uk}。",
    "{v:addr_zh} 是我爸妈家，medicine delivery 送那边。",
    "Home visit nurse 下周二来 {v:addr_zh}，记得提前收拾。",
    "我搬家了！new place 在 {v}，欢迎来 housewarming。",
    "address line 1 填 {v:addr_uk}，line 2 空着。",
    "银行 statement 还寄到 old address {v:addr_zh}，怎么改？",
    'JSON 里 shipping_address 是 "{v}"，city 是 {city}。',
    "上门采血 booking 的地址：{v:addr_zh}，time 待定。",
    "Amazon Pharmacy 一直 deliver 到 {v:addr_us}，但我已经搬走了。",
    "住址 / Address: {v}",
    "{v:addr_uk} (ground floor) — 给 ambulance transport 的 pickup 地址。",
    "快递 address 改成 {v:addr_zh}",
]

T["government_id", "en"] = [
    "Subscriber details\nSSN: {v:ssn}\nPlan: {ins} PPO",
    "My National Insurance number is {v:ni}, needed for the mortgage affordability check.",
    "NHS number {v:nhs}, please attach to the referral for {dept}.",
    "Medicare number (MBI): {v:mbi}",
    "Passport no. {v:pass_uk}, expires {date}, for the bank's ID check.",
    "{v:ssn} — that's the one the loan officer asked for, right?",
    "Driving licence number: {v:dl_uk} (photocard), used as ID for the account opening.",
    "Driver's license # {v:dl_us}, uploaded for KYC.",
    "patient_ref,nhs_no,clinic\n{ref},{v:nhs},{clinic}",
    '{"applicant": {"ssn": "{v:ssn}", "income": "{amt}"}}',
    "Ref {ref}; {v:ni}; {amt} refunded",
    "The pharmacy asked for my NI no. ({v:ni}) for the prescription exemption form.",
    "US passport number {v:pass_us} is on the travel insurance application.",
    "Social Security No.: {v:ssn}",
    "W-9 attached, TIN {v:ssn}, for the HSA custodian.",
    "mbi {v:mbi} for dad's part B claim",
    "nhs no {v:nhs}",
]

T["government_id", "zh"] = [
    "就诊人信息\n姓名：略\n身份证号：{v:cnid}\n医保类型：职工医保",
    "我的身份证号码是{v:cnid}，挂号实名要用。",
    "护照号{v:pass_cn}，出国看病要做翻译公证。",
    "办理银行开户需要身份证，号码{v:cnid}。",
    "{v:cnid}——这是我妈的身份证号，医保报销帮她填一下。",
    "社保卡号同身份证号：{v:cnid}",
    "公积金贷款申请表：证件类型 身份证｜证件号码 {v:cnid}",
    "护照号码：{v:pass_cn}（到期前半年要换）",
    "体检登记用的证件号是 {v:cnid}，报告查询也要输这个。",
    "订单{zhref}，金额{yuan}，证件{v:cnid}，状态已支付",
    '{"idCard": "{v:cnid}", "insType": "城乡居民"}',
    "理赔材料：身份证复印件（{v:cnid}）、发票、病历。",
    "孩子的身份证号{v:cnid}，办少儿医保用。",
    "出境就医用护照 {v:pass_cn}，签证材料已交。",
    "身份证{v:cnid}，最后一位如果是X要大写",
]

T["government_id", "mixed"] = [
    "ID number 是 {v:cnid}，hospital 挂号 system 要实名。",
    "SSN {v:ssn} 是我在 US 工作时的，现在报税还要用。",
    "passport no. {v:pass_cn}，travel insurance 的 form 要填。",
    "NHS number 是 {v:nhs}，回国之前 GP 给的 letter 上有。",
    "{v:cnid} 这个是身份证，bank 开户 KYC 要 upload 正反面。",
    "National Insurance number {v:ni}，HMRC 那边的 tax refund 要用。",
    "Medicare MBI：{v:mbi}，我爸的 claim 被拒了要 appeal。",
    "driver's license {v:dl_us}，开 account 的时候当 ID proof。",
    "身份证 / ID card: {v:cnid}",
    "UK driving licence number {v:dl_uk}，换中国驾照要翻译。",
    'JSON: {"national_id": "{v:cnid}", "kyc": "pending"}',
    "loan application 里 applicant ID 写的是 {v:cnid}。",
    "US passport {v:pass_us}，renew 之前 bank 不让我改信息。",
    "社保 number 就是身份证号 {v:cnid}，不用另外记。",
    "{v:ssn} 是 SSN 吗？W-2 上印的",
]

T["financial", "en"] = [
    "Card number: {v:card}, exp 09/28",
    "Pay the {amt} copay with card {v:card}.",
    "IBAN: {v:iban}, BIC: see letter",
    "Please set up the mortgage direct debit from account number {v:acct_uk} at {bank}.",
    "Wire the deposit to IBAN {v:iban} before {date}.",
    "{v:card} — that's the card I used for the pharmacy order, can you refund to it?",
    "Routing: on the cheque. Account #: {v:acct_us} (checking)",
    "date,merchant,amount,card\n{date},Boots,{amt},{v:card}",
    '{"payout": {"iban": "{v:iban}", "currency": "EUR"}}',
    "HSA card {v:card} got declined at the clinic.",
    "Standing order for savings: from account {v:acct_uk}, {amt} monthly.",
    "Order {order} | {amt} | {v:card} | approved",
    "Refund of {amt} will go to the original card ({v:card}).",
    "Loan repayments come out of account no. {v:acct_us} on the 1st.",
    "Beneficiary IBAN {v:iban} — for the insurance payout.",
    "acct {v:acct_uk} sort code on file",
]

T["financial", "zh"] = [
    "银行卡号：{v:cncard}，开户行{zhbank}。",
    "医保报销款打到{v:cncard}这张卡上。",
    "房贷还款账户{v:acct_cn}，每月扣款{yuan}。",
    "信用卡{v:card}的账单分期了，利率{pct}。",
    "{v:cncard}——这张卡是工资卡，别拿去还信用卡。",
    "理赔金请转至{zhbank}账户{v:cncard}。",
    "卡号 {v:cncard} 绑定了支付宝，挂号费直接扣。",
    "收款人｜本人\n开户行｜{zhbank}\n账号｜{v:cncard}",
    '{"bankCard": "{v:cncard}", "bank": "{zhbank}"}',
    "帮我查一下{v:cncard}的理财到期了没有。",
    "订单{zhref} 金额{yuan} 卡号{v:cncard} 已退款",
    "公积金账号{v:acct_cn}，提取还贷用。",
    "新开的一类卡：{v:cncard}，限额已经调高。",
    "外币卡 {v:card} 在国外看病刷的。",
    "转{v:cncard}，{zhbank}的",
]

T["financial", "mixed"] = [
    "card number {v:card}，expiry 明年，copay 用这个付。",
    "把 refund 打到我 {zhbank} 的卡 {v:cncard}。",
    "IBAN 是 {v:iban}，deposit 汇过去要两三天。",
    "mortgage 的 direct debit 从 account {v:acct_uk} 扣。",
    "{v:cncard} 这张卡 limit 太低，理财 App 买不了。",
    "HSA card {v:card} 在 pharmacy 被 decline 了。",
    "工资卡 card number：{v:cncard}",
    "CSV 导出：\ndate,desc,amount,card\n{date},体检,{yuan},{v:cncard}",
    "Beneficiary account {v:acct_us}，insurance payout 会打到这里。",
    "payout IBAN：{v:iban}（欧元账户）",
    "信用卡 {v:card} 被盗刷了，bank 说要 freeze。",
    "房贷 repayment account {v:acct_cn}，每月 auto-debit。",
    '{"card": "{v:cncard}", "status": "bound"}',
    "银行卡号 / card no.: {v:cncard}",
    "用 {v:card} 付的 gym 年费",
]

T["person_name", "en"] = [
    "Patient: {v}\nDOB: on file\nReason: annual review",
    "Dear {v}, your prescription for {drug} is ready for collection.",
    "{v} missed the {dept} appointment on {date}; please rebook.",
    "Joint mortgage applicants: me and {v}.",
    "Policyholder name: {v}",
    "spoke to {v:name_lower} from accounts, they'll sort the refund",
    "Beneficiary: {v} (spouse)",
    "Thanks, {v}! Your {app} streak is now {n} weeks.",
    "payee,amount,ref\n{v},{amt},{ref}",
    '{"patient_name": "{v}", "mrn": "{order}"}',
    "{v} said the insurer finally paid the claim.",
    "The account is in {v}'s name, so only they can call the bank.",
    "Referred by {v} for physio after the knee surgery.",
    "Caregiver on file: {v}",
    "Please cancel my gym membership from {date}.\n\nKind regards,\n{v}",
    "Pinyin name on the policy: {v:name_py}",
]

T["person_name", "zh"] = [
    "患者姓名：{v:name_zh}",
    "{v:name_zh}，您预约的{zhdept}号已挂上，请按时就诊。",
    "帮我妈{v:name_zh}挂个{zhclinic}的专家号。",
    "房贷共同借款人是{v:name_zh}。",
    "{v:name_zh}说医保报销到账了",
    "被保险人：{v:name_zh}，关系：本人",
    "联系人{v:name_zh}，体检报告由他代领。",
    '{"姓名": "{v:name_zh}", "科室": "{zhdept}"}',
    "今天{zhbank}客户经理{v:name_zh}给我打电话推荐理财。",
    "收款人 {v:name_zh}，转账{yuan}。",
    "就诊人｜{v:name_zh}｜{zhdept}",
    "我和{v:name_zh}一起去开的户。",
    "体检报告封面写的名字是{v:name_zh}，打错了一个字。",
    "药房叫号：请{v:name_zh}到三号窗口取药。",
    "保单上的拼音名是{v:name_py}",
]

T["person_name", "mixed"] = [
    "patient name 是 {v:name_zh}，明天 follow-up。",
    "我跟 {v:name_py} 一起 apply 的 mortgage。",
    "{v:name_en} 是我们的 financial advisor，人挺好。",
    "beneficiary 写 {v:name_zh}，relationship: 配偶。",
    "{v:name_py} 说 claim 被 reject 了。",
    "Dear {v:name_py}，你的 prescription 已经 ready 了。",
    "帮 {v:name_zh} book 一个 dentist appointment。",
    "payee: {v:name_en}，amount {amt}，备注 rent",
    "主治医生是 {v:name_en}，在 {clinic}。",
    "policyholder {v:name_zh}，保单号 {zhref}。",
    "今天 gym 遇到 {v:name_py}，他说 marathon 报上了。",
    '{"name": "{v:name_any}", "member": true}',
    "账户名 / Account name: {v:name_any}",
    "Signed by {v:name_zh}（本人签字）",
    "跟 {v:name_en} 约了 coffee 聊 budget",
]

T["username", "en"] = [
    "Patient portal\nUsername: {v}\nPassword: <hidden>",
    "Follow me on Strava, I'm {v:handle}",
    "My MyFitnessPal username is {v}.",
    "login: {v}",
    "{v} — that's my Fitbit name, add me to the step challenge.",
    "The budgeting forum user {v} posted my spreadsheet template.",
    "Can't log in as {v} to the insurer site, account locked.",
    '{"username": "{v}", "provider": "{app}"}',
    "User ID: {v}  |  Member since {date}",
    "Add {v:handle} to the family budget group.",
    "Peloton leaderboard name {v}, top 10 this week.",
    "Reddit u/{v} asked about remortgaging and tagged me.",
    "ssh {v}@claims-bastion.internal to check the export job",
    "Apple Health sharing invite from {v} is pending.",
    "username,app,status\n{v},{app},active",
    "my handle there is {v}",
]

T["username", "zh"] = [
    "用户名：{v:user_zh}",
    "我的Keep账号是{v:user_zh}，加我好友一起打卡。",
    "微信号{v:user_zh}，有理财问题可以问我。",
    "挂号平台登录名 {v:user_zh}，密码我私信发你。",
    "{v:user_zh}是我在薄荷健康上的昵称",
    "论坛ID：{v:user_zh}，发了房贷提前还款的帖子。",
    '{"用户名": "{v:user_zh}", "来源": "{zhapp}"}',
    "账号 {v:user_zh} 被锁了，理财App说要人脸验证。",
    "用户名｜{v:user_zh}｜状态正常",
    "小红书 @{v:user_zh} 分享了医保报销攻略。",
    "登录账号：{v:user_zh}（不是手机号）",
    "随手记的家庭账本邀请了{v:user_zh}",
    "代码仓库里用户{v:user_en}提交了记账脚本的合并请求",
    "加我微信：{v:user_zh}",
    "他的健身打卡账号叫{v:user_en}",
]

T["username", "mixed"] = [
    "username 是 {v}，password 我另外发你。",
    "Strava 上 follow 我：{v:handle}",
    "Keep ID {v:user_zh}，一起打卡 30 天 challenge。",
    "login name 用的是 {v:user_en}，不是 email。",
    "{v} 是我在 MyFitnessPal 的 ID",
    "微信号 / WeChat ID: {v:user_zh}",
    "forum 上 {v:user_en} 分享了一个 budget template 超好用。",
    "account {v} 被 lock 了，要 call customer service。",
    '{"login": "{v}", "2fa": "sms"}',
    "ssh {v:user_en}@10.0.2.15 上去看一下对账 job 的 log",
    "小红书 handle 是 {v:handle}，发 fitness 日常。",
    "user id: {v}（注册于{zhdate}）",
    "Peloton 上 {v:user_en} 一直是 leaderboard 第一。",
    "app 里 display name 改成了 {v:user_zh}",
    "加我 WeChat {v:user_zh}",
]

T["home_path", "en"] = [
    "Exported the {app} data to {v:home_mac}/Downloads/export.zip",
    "Statement saved at {v:home_win}\\Documents\\Bank\\statement.pdf",
    "cron: 0 6 * * * python {v:home_nix}/scripts/budget_sync.py --month current",
    "Error: permission denied: '{v:home_nix}/.config/fitbit/token.json'",
    "The lab results PDF is in {v:home_mac}/Desktop/bloodwork.pdf",
    "cd {v:home_nix} && ls mortgage/",
    "FileNotFoundError: [Errno 2] No such file or directory: '{v:home_mac}/Documents/claims/receipt.jpg'",
    "backup_dir: {v:home_nix}/backups/health",
    "Opened {v:home_win}\\AppData\\Local\\YNAB\\budget.ynab4 and it crashed.",
    "My Garmin FIT files sync to {v:home_mac}/Library/Application Support/Garmin/.",
    'export PATH="{v:home_nix}/.local/bin:$PATH"  # for the bank-csv tool',
    'Traceback (most recent call last):\n  File "{v:home_mac}/projects/rx-reminder/main.py", line 42, in <module>',
    "{v:home_fwd}/Documents/insurance/EOB.pdf is the scan you need",
    "Tax docs are under {v:home_win}\\OneDrive\\Taxes\\2026",
    "sqlite3 {v:home_nix}/data/steps.db 'select count(*) from days'",
]

T["home_path", "zh"] = [
    "体检报告下载到了{v:home_mac}/Downloads/体检报告.pdf",
    "记账脚本放在{v:home_nix}/bin/jizhang.py，每天跑一次。",
    "报错：找不到文件 {v:home_win}\\Documents\\医保\\发票.jpg",
    "银行流水导出在 {v:home_mac}/Desktop/流水.xlsx",
    "{v:home_nix}/理财/基金.csv 这个文件被删了",
    "路径：{v:home_win}\\Desktop\\房贷合同",
    "配置文件在 {v:home_nix}/.config/keep-sync/config.toml",
    "把扫描件存到{v:home_mac}/Documents/理赔材料/ 下面了",
    "日志：open('{v:home_nix}/data/health.db') 失败",
    '{"path": "{v:home_mac}/Pictures/处方.png"}',
    "备份目录改成了{v:home_win}\\备份\\账本",
    "我在{v:home_nix}下面建了一个 yibao 文件夹",
    "运行 python {v:home_mac}/code/budget/main.py 后报错",
    "公积金截图都在 {v:home_fwd}/Pictures 里",
    "家目录{v:home_nix}快满了，体检影像太大",
]

T["home_path", "mixed"] = [
    "把 export 的 CSV 放到 {v:home_mac}/Downloads 了，你 check 一下。",
    "script 在 {v:home_nix}/scripts/sync_bank.py，cron 每天跑。",
    "报 error：No such file '{v:home_win}\\Documents\\claims\\receipt.pdf'",
    "体检 report 的 PDF 在 {v:home_mac}/Desktop/ 下面。",
    "{v:home_nix}/.ssh 权限不对，deploy 失败",
    "Garmin 数据 sync 到 {v:home_mac}/Library/Garmin 了",
    "config path: {v:home_nix}/.config/ynab/settings.json",
    "Windows 上是 {v:home_win}\\AppData\\Roaming\\Moneydance，Mac 上不一样。",
    "backup 的 tar 包：{v:home_nix}/backup/finance.tar.gz",
    'File "{v:home_mac}/dev/health-app/api.py", line 88 报了 KeyError',
    "{v:home_fwd}/OneDrive/房贷 里有所有 mortgage 文件",
    "export HOME_DATA={v:home_nix}/data  # 理财数据",
    "cd {v:home_mac} 然后 git pull 一下 budget repo",
    "截图 saved 到 {v:home_win}\\Pictures\\Screenshots",
    "home 目录是 {v:home_nix}，disk 快满了",
]

T["schedule", "en"] = [
    "I take my {drug} every morning at {v:t_am} with breakfast.",
    "Every Tuesday at {v:t_pm} I go to spin class at the gym.",
    "My alarm goes off at {v:t_am} on weekdays so I can run before work.",
    "I check my blood sugar at {v:t_any} every day, then log it in {app}.",
    "Sundays at {v:t_pm} I sit down and review the week's budget.",
    "{v:t_am} — that's when I do my physio stretches, every single day.",
    "I'm usually in bed by {v:t_pm}, so don't call after that.",
    "Routine: wake {v:t_am}, meds, walk the dog, work.",
    "Every weekday I leave the house at {v:t_am} to drop the kids at school.",
    "Standing weekly call with my financial planner: Thursdays {v:t_pm}.",
    "I use my inhaler at {v:t_am} and again before bed.",
    "I do my insulin injection at {v:t_pm} each night.",
    "Mon | gym | {v:t_pm}\nTue | rest | -\nWed | swim | same time",
    "My Oura ring says I fall asleep around {v:t_pm} most nights.",
    "Every Saturday at {v:t_am} I go to the farmers market.",
    "daily walk w/ mum {v:t_any}, rain or shine",
]

T["schedule", "zh"] = [
    "我每天{v:zt_am}吃{zhdrug}。",
    "每周二{v:zt_pm}去健身房上动感单车课。",
    "孩子每天{v:zt_am}送去学校，之后我去上班。",
    "我一般{v:zt_pm}睡觉，之后别打电话。",
    "每天{v:zt_noon}测一次血压，记在{zhapp}里。",
    "{v:zt_am}起床跑步，这个习惯坚持三年了。",
    "每周日{v:zt_pm}整理家庭账本。",
    "我爸每天{v:zt_am}去公园打太极。",
    "每晚{v:zt_pm}打胰岛素。",
    "作息：{v:zt_am}起床，然后吃药、遛狗、上班。",
    "每个工作日{v:zt_noon}午休半小时，手环会提醒。",
    "周一｜游泳｜{v:zt_pm}\n周三｜瑜伽｜同一时间",
    "每天{v:zt_am}雷打不动去菜市场买菜",
    "每周六{v:zt_noon}去医院做康复训练。",
    "我老婆每天{v:zt_pm}准时做面膜",
]

T["schedule", "mixed"] = [
    "我每天 {v:t_am} 吃 metformin，然后去 gym。",
    "每个 Tuesday {v:zt_pm} 有 yoga class。",
    "morning routine：{v:zt_am} 起床，先 stretch 十分钟。",
    "孩子每天 {v:t_am} drop off，所以 meeting 别约太早。",
    "{v:t_pm} 之后我就 offline 了，每天都这样，要早睡。",
    "每周日 {v:t_pm} 做 weekly budget review。",
    "blood pressure 我每天 {v:zt_noon} 测一次。",
    "usually {v:zt_pm} 上床，Oura 说 sleep score 还行。",
    "每天 {v:t_am} 去 swim，周末除外。",
    "insulin 每晚 {v:t_pm} 打，记在 app 里。",
    "我 every weekday {v:zt_am} 出门 commute。",
    "schedule：Mon/Wed/Fri {v:t_pm} 去 physio。",
    "每天 {v:zt_am} walk the dog，雷打不动。",
    "每个 Saturday {v:t_am} 去 farmers market 买菜。",
    "daily meds 固定 {v:t_mixed} 吃",
]

T["geo", "en"] = [
    "GP registration form\nPostcode: {v:pc_uk}\nPractice: {clinic}",
    "We live in {v:estate_en}, the new development behind the retail park.",
    "ZIP {v:zip_us}: is that in-network for {ins}?",
    "Pin for the home visit: {v:coords}",
    "{v:pc_uk} is outside the pharmacy's delivery area apparently.",
    "My flat's in {v:estate_en}, block C.",
    "Drop-off location (lat, lng): {v:coords}",
    "zip_code,plan\n{v:zip_us},Bronze",
    "The mortgage valuation was for a house in {v:estate_en}, {city}.",
    "Strava shows my runs starting at {v:coords}, which is basically my front door.",
    "Insurance premium went up because our postcode {v:pc_uk} is 'high risk'.",
    '{"home": {"zip": "{v:zip_us}", "state": "TX"}}',
    "Home location saved in the fitness app: {v:coords}",
    "Residents of {v:estate_en} share one community nurse, and we're on her list.",
    "Mailing: PO Box; home ZIP ({v:zip_us})",
    "postcode {v:pc_uk} for the repeat prescription delivery",
]

T["geo", "zh"] = [
    "通讯地址同上，邮编{v:pc_cn}。",
    "我家住在{v:estate_zh}，离社区医院很近。",
    "定位：{v:coords_cn}",
    "{v:estate_zh}的业主群里在说房贷利率下调的事。",
    "{v:estate_zh}三期那边的药店关门了",
    "邮政编码：{v:pc_cn}",
    "上门护理定位坐标 {v:coords_cn}",
    "我们小区叫{v:estate_zh}，快递经常送错。",
    "邮编｜{v:pc_cn}｜已核对",
    "房子在{zhcity}{v:estate_zh}，贷款评估价还行。",
    '{"邮编": "{v:pc_cn}", "省份": "广东"}',
    "跑步起点坐标{v:coords_cn}，就在我家楼下。",
    "爸妈住的{v:estate_zh}有个社区卫生站。",
    "体检报告邮寄（{v:pc_cn}）已签收",
    "住{v:estate_zh}的都去那家药店",
]

T["geo", "mixed"] = [
    "postcode 是 {v:pc_uk}，GP 注册要用。",
    "我住在 {v:estate_zh}，离 hospital 十分钟。",
    "ZIP code {v:zip_us}，insurance 说 out of network。",
    "home 的 GPS：{v:coords}",
    "{v:estate_en} 那边的 pharmacy 晚上不开。",
    "邮编 / Postcode: {v:pc_cn}",
    "我们 neighbourhood 叫 {v:estate_en}，HOA fee 又涨了。",
    "Strava 的 start point 是 {v:coords}，暴露我家位置了。",
    "我们 {v:estate_zh} 的 WiFi 太差，在家看 online doctor 经常卡。",
    'JSON: {"zip": "{v:zip_us}", "tier": 2}',
    "mortgage 那套房在 {v:estate_zh}，valuation 出来了。",
    "delivery 地址的 postcode 填 {v:pc_uk}，不然 Boots 不送。",
    "location pin {v:coords_cn} 发给护工了",
    "住 {v:estate_en}，物业和 gym 都还 OK。",
    "{v:pc_cn} 是我家邮编，寄 insurance card 用",
]

DEFAULT = {
    ("secret", "en"): "secret", ("secret", "zh"): "secret", ("secret", "mixed"): "secret",
    ("password", "en"): "password", ("password", "zh"): "password_zh", ("password", "mixed"): "password",
    ("email", "en"): "email_en", ("email", "zh"): "email_zh", ("email", "mixed"): "email",
    ("phone", "en"): "phone_en", ("phone", "zh"): "phone_zh", ("phone", "mixed"): "phone",
    ("address", "en"): "addr_en", ("address", "zh"): "addr_zh", ("address", "mixed"): "addr",
    ("government_id", "en"): "gov_en", ("government_id", "zh"): "gov_zh", ("government_id", "mixed"): "gov_any",
    ("financial", "en"): "fin_en", ("financial", "zh"): "fin_zh", ("financial", "mixed"): "fin_any",
    ("person_name", "en"): "name_en", ("person_name", "zh"): "name_zh", ("person_name", "mixed"): "name_any",
    ("username", "en"): "user_en", ("username", "zh"): "user_zh", ("username", "mixed"): "user_any",
    ("home_path", "en"): "home", ("home_path", "zh"): "home", ("home_path", "mixed"): "home",
    ("schedule", "en"): "t_any", ("schedule", "zh"): "zt_am", ("schedule", "mixed"): "t_mixed",
    ("geo", "en"): "geo_en", ("geo", "zh"): "geo_zh", ("geo", "mixed"): "geo_any",
}


# ---------------------------------------------------------------------------------------
# benign templates (no personal value of any category)
# ---------------------------------------------------------------------------------------
B = {}
B["en"] = [
    "{clinic} is open Mon–Fri {hour}–{close}; Saturday mornings are for flu jabs only.",
    "Train from {city} departs {train} from platform 4 and takes about two hours.",
    "Release {ver} of the claims service fixes the EOB PDF rendering bug (commit {sha}).",
    "Order {order} shipped: 2x vitamin D, 1x ibuprofen, total {amt}.",
    "The 5-year fixed mortgage rate at {bank} is now {pct}, down from last month.",
    "Request id {uuid} returned 503 from /api/v2/claims; retrying with backoff.",
    "docker pull ghcr.io/acme/budget-api@{sha256}",
    "Set DATABASE_URL in your .env and never commit the real value. Example: postgres://user:<password>@localhost:{port}/app",
    "api_key: ****  # set via the secret manager, see docs/deploy.md",
    "The pharmacy by the station closes at {close} on Sundays.",
    "Webinar 'First-time buyer mortgages explained' on {date}, 7pm GMT, free to attend.",
    "Ticket {ref}: budgeting app crashes when importing OFX files larger than 10 MB.",
    "The NHS prescription charge in England is £9.90 per item; prepayment certificates save money.",
    "Flu clinics at {clinic} run every Saturday from {hour} until noon.",
    "Hospital visiting hours: 14:00–20:00 daily, two visitors per bed.",
    "Turn left out of the station, walk past the bank, and the pharmacy is on your right.",
    "{app} {ver} adds a heart-rate zone chart and a dark mode.",
    "Interest of {amt} was credited on {date}.",
    "Mayo Clinic and Cleveland Clinic both rank highly for cardiology.",
    "git commit -m 'fix rounding in loan amortization' -> [main {short}]",
    "Config keys: PLAID_CLIENT_ID, PLAID_SECRET, PLAID_ENV (leave them empty in the template).",
    "password: <password>\nusername: <username>\n# replace both before running",
    "NHS 111 is available 24 hours a day for urgent medical advice.",
    "Claim {ref} status: approved, payout {amt}, expected in 3–5 working days.",
    "Early morning runs are popular in {city}; the park gates open at 6:00.",
    "Port {port} is blocked by the hospital firewall, use 443 instead.",
    "The ISA allowance for this tax year is £20,000.",
    "Blood pressure target for most adults is below 140/90 mmHg.",
    "HbA1c 6.1% (43 mmol/mol) sits in the prediabetes range, per the leaflet.",
    "Budget categories: rent, groceries, transport, health, savings ({pct} of income).",
    "Exchange rate today: 1 GBP = 9.2 CNY; 1 USD = 7.1 CNY.",
    "The London Marathon starts at 10:00; bag drop closes at 9:15.",
    "Upgrading to Python 3.12 broke the budget-export script; pin pandas==2.2.3.",
    "Card number field shows **** **** **** **** after saving; the full number is never displayed.",
    "IBAN format for the UK: GBkk BBBB SSSS SSAA AAAA AA (22 characters).",
    "Statement period {date} to {date}; opening balance {amt}, closing balance {amt}.",
    "Ward 7B, level 3, east wing: follow the yellow line from the main entrance.",
    "Checksum of the exported file: {sha256}",
    "SELECT claim_id, status FROM claims WHERE status = 'pending' LIMIT 50;",
    "The Bank of England base rate was held at {pct}.",
    "Online booking opens new GP slots at {hour} each weekday.",
    "Build {ver} ({short}) passed all {n} integration suites.",
    "Step goal reached: {steps} steps today.",
    "Pharmacy counter: queue number A{n}, estimated wait 15 minutes.",
    "def monthly_payment(principal, rate, years):\n    r = rate / 12\n    n = years * 12\n    return principal * r / (1 - (1 + r) ** -n)",
    "Use <card-number> and <cvv> as placeholders in the docs, never real data.",
    "Opening times at Boots {city}: Mon–Sat {hour}–{close}, Sun 10:00–16:00.",
    "The 08:15 from {city} to London is delayed by 12 minutes.",
    "Heathrow Terminal 5 has a pharmacy airside.",
    "Mortgage term: 25 years, LTV 85%, product fee £999.",
    "{ins} raised the deductible to {amt} for {date} renewals.",
    "The gym is open 6:00–23:00, with reduced hours on bank holidays.",
]

B["zh"] = [
    "{zhclinic}门诊时间：周一至周五{hour}-{close}，周末上午开放。",
    "医院挂号每天早上7点开始放号，专家号很难抢。",
    "{zhbank}首套房贷利率{pct}，比去年低了不少。",
    "订单{zhref}已发货，共{yuan}。",
    "体检报告显示：总胆固醇5.2 mmol/L，血压128/82 mmHg，建议三个月后复查。",
    "医保个人账户余额可以在{zhapp}里查询。",
    "高铁G{n}次{train}从{zhcity}南站发车。",
    "理财产品年化收益{pct}，期限90天，起购金额1万元。",
    "接口 /api/v1/yibao/settle 返回 502，请求ID {uuid}。",
    "版本{ver}修复了记账App导入账单乱码的问题（提交{short}）。",
    "密码：******（已隐藏）",
    "银行营业时间：工作日9:00-17:00，周六上午半天。",
    "出地铁站右转，过了药店再直走就是医院大门。",
    "北京协和医院和上海瑞金医院都是三甲医院。",
    "医保住院报销比例一般在70%到90%之间。",
    "公积金贷款五年以上利率3.1%，商业贷款{pct}。",
    "配置项 WECHAT_APP_SECRET 留空，部署时由运维注入。",
    "镜像 registry.cn-hangzhou.aliyuncs.com/demo/jizhang@{sha256}",
    "今天走了{steps}步，比昨天多。",
    "药房取药请排队，当前叫号A{n}。",
    "{zhdrug}每日一次，每次一片，饭后服用。",
    "体检中心早上7:30开门，抽血需空腹。",
    "本月支出：房租、买菜、交通、医疗，合计{yuan}。",
    "美元兑人民币汇率7.1，港币0.91。",
    "SELECT * FROM orders WHERE status='paid' LIMIT 20;",
    "端口{port}被医院防火墙拦了，改用443。",
    "上海马拉松早上7点鸣枪，终点在上海体育场。",
    "社区卫生服务中心周三下午有免费测血糖。",
    "提交哈希 {sha}，回滚到上一个版本。",
    "银行卡号一般是16到19位数字，请勿在聊天中发送。",
    "{zhins}的百万医疗险今年保费涨了。",
    "挂号费{yuan}，诊疗费已医保结算。",
    "体检套餐A包含血常规、肝功能、B超，价格{yuan}。",
    "国庆假期期间，{zhclinic}急诊正常开放。",
    "存款利率下调：一年期{pct}。",
    "今年医保目录新增了{n}种罕见病用药。",
    "工单{zhref}：理财App闪退，已转开发处理。",
    "去{zhcity}出差，顺便在当地药店买了{zhdrug}。",
    "房贷计算器：贷款100万，30年，等额本息。",
    "{zhapp}版本{ver}更新了心率监测功能。",
    "门诊楼3层是{zhdept}，电梯在大厅东侧。",
    "天安门广场附近没有停车位，建议坐地铁。",
    "API_KEY=<your-key-here>，不要提交真实值。",
    "这家药店24小时营业，夜里也能买药。",
    "健身房早上6点到晚上11点营业。",
    "{zhcity}今天最低气温零下2度，出门注意保暖。",
    "医保卡可以在{zhcity}的定点药店直接刷。",
    "挂号小程序{ver}版上线了夜间模式。",
    "信用卡免息期最长56天，具体看账单日。",
    "{zhbank}的大额存单三年期利率{pct}。",
]

B["mixed"] = [
    "{zhclinic} 的 opening hours 是 {hour}–{close}，weekend 只有急诊。",
    "新版本 {ver} fix 了 budget export 的 bug，commit {short}。",
    "mortgage rate 降到 {pct} 了，要不要 remortgage？",
    "这个 request {uuid} 一直 timeout，是不是 claims service 挂了？",
    "Order {order} 已 ship，{drug} 两盒，total {amt}。",
    "Apple Health 和 {zhapp} 的 data 同步不了。",
    "train {train} 从 {city} 出发，记得提前 check-in。",
    "password 那一栏填 `<password>` 就行，文档里别放真的。",
    "医院 app 每天 7:00 放号，slot 很快就没了。",
    "体检 report 里 LDL 偏高，doctor 建议 follow-up。",
    "image digest {sha256}，deploy 到 staging 了。",
    "port {port} 被 firewall block 了。",
    "这个 fund 的 annual return 是 {pct}，risk level R3。",
    "Ticket {ref}：app crash on login，priority P2。",
    "pharmacy 在 station 出口左转，走两分钟就到。",
    "ISA allowance 是 £20,000，今年还没用完。",
    "Mayo Clinic 的 cardiology 排名很靠前。",
    "config 里 OPENAI_API_KEY 先留空，CI 会 inject。",
    "今天 {steps} steps，calories 还超了一点。",
    "{bank} 的 savings account rate {pct}，比 {zhbank} 高。",
    "budget 分类：rent、groceries、医疗、transport。",
    "webinar 晚上 8 点开始，讲 first-time buyer 的 mortgage。",
    "Heathrow T5 airside 有 pharmacy，可以买 painkiller。",
    "exchange rate 1 GBP = 9.2 CNY，今天还行。",
    "claim {ref} approved，payout {amt}，3–5 个 working days 到账。",
    "SQL：SELECT id FROM claims WHERE status='pending';",
    "git log 看到 {sha}，是 revert 的那次。",
    "Ward 7B 在 3 楼 east wing，跟着黄线走。",
    "医保 reimbursement 大概 70% 到 90%。",
    "gym opening hours：6:00–23:00，holidays 缩短。",
    "{app} 新出了 sleep tracking feature，version {ver}。",
    "interest rate {pct} fixed 5 years，product fee £999。",
    "本月 spending：{yuan}，over budget 了。",
    "card number 字段显示 **** **** **** ****，不会泄露。",
    "{zhcity} 飞 {city} 的 flight {train} 起飞。",
    "Python 3.12 升级后 pandas 要 pin 到 2.2.3。",
    "queue number A{n}，还要等 15 minutes。",
    "公积金 loan rate 3.1%，商业 loan {pct}。",
    "London Marathon 10:00 start，bag drop 9:15 关闭。",
    'API 返回 {"status": "ok", "balance": "hidden"}',
    "{ins} 的 deductible 今年是 {amt}。",
    "UUID {uuid} 对应的是 sandbox account，不是 real data。",
    "blood pressure target 是 140/90 以下。",
    "体检 package 含 blood test 和 ultrasound，price {yuan}。",
    "{zhbank} 开户要带身份证原件，branch 周六也营业。",
    "Early morning 的 {zhcity} 空气不错，适合 jogging。",
    "Strava 的 privacy zone 可以隐藏 start point，建议打开。",
    "{zhclinic} 的 {zhdept} 周末有 outpatient。",
]


# ---------------------------------------------------------------------------------------
# builders
# ---------------------------------------------------------------------------------------
_V = re.compile(r"\{v(?::(\w+))?\}")
_F = re.compile(r"\{(\w+)\}")


def _fill(c, s):
    return _F.sub(lambda m: FILL[m.group(1)](c) if m.group(1) in FILL else m.group(0), s)


def _render(c, tpl, cat, lang):
    m = _V.search(tpl)
    gen = GEN[m.group(1) or DEFAULT[cat, lang]]
    pre, post = tpl[: m.start()], tpl[m.end() :]
    for _ in range(50):
        v = gen(c)
        a, b = _fill(c, pre), _fill(c, post)
        text = a + v + b
        if v and v == v.strip() and text.count(v) == 1:
            return Sample(text, cat, lang, len(a), len(a) + len(v))
    raise RuntimeError(f"cannot place value for {cat}/{lang}: {tpl!r}")


def samples() -> list[Sample]:
    c = Ctx()
    out = []
    for cat in CATEGORIES:
        for lang in LANGS:
            tl = T[cat, lang]
            for i in range(PER_CELL):
                out.append(_render(c, tl[i % len(tl)], cat, lang))
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    c = Ctx()
    c.r.seed(RANDOM_SEED + 1)
    out = []
    for lang in LANGS:
        tl = B[lang]
        seen = set()
        i = 0
        while len(seen) < BENIGN_PER_LANG:
            text = _fill(c, tl[i % len(tl)])
            if c.r.random() < 0.3:
                sep = c.c(["\n", " ", "\n\n"]) if lang == "en" else c.c(["\n", "", " "])
                if "#" in text or "\n" in text or text[-1] not in ".。!！?？;；":
                    sep = "\n"
                text = text + sep + _fill(c, c.c(tl))
            i += 1
            if text in seen and i < 50 * BENIGN_PER_LANG:
                continue
            seen.add(text)
            out.append((lang, text))
    return out


if __name__ == "__main__":
    t0 = time.time()
    s1 = samples()
    b1 = benign_with_lang()
    t1 = time.time() - t0
    s2 = samples()
    b2 = benign_with_lang()
    from collections import Counter

    cnt = Counter((s.category, s.lang) for s in s1)
    for cat in CATEGORIES:
        print(f"{cat:<14}" + "".join(f"{lang}={cnt[cat, lang]:<5}" for lang in LANGS))
    print("benign", Counter(lang for lang, _ in b1))
    bad = [s for s in s1 if s.text.count(s.value) != 1 or s.value != s.value.strip() or not s.value]
    print("samples", len(s1), "bad spans", len(bad), "identical rebuild", s1 == s2 and b1 == b2)
    print("templates per category:", {cat: sum(len(T[cat, lang]) for lang in LANGS) for cat in CATEGORIES})
    print(f"build time {t1:.2f}s")
    rr = random.Random(0)
    for s in rr.sample(s1, 12):
        print(f"--- {s.category}/{s.lang}: {s.value!r}\n{s.text}")
    for lang, text in rr.sample(b1, 6):
        print(f"--- benign/{lang}\n{text}")
