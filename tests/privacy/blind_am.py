# ruff: noqa
"""Blind acceptance corpus AM: chat transcripts from messaging apps.

Domain: exports of WeChat groups, WhatsApp family chats, Slack/Discord DMs, Telegram and
iMessage threads that a user pastes to an AI agent to summarise or remember. Style:
multi-speaker lines with platform-specific timestamps, senders shown as generic role
nicknames ("Mom", "老婆", "组长", "Bot"), emoji, abbreviations, quoted replies
(「…」 / "> …"), forwarded messages, voice-note transcripts and stickers such as [图片],
[语音], <Media omitted>. Only the planted value's span is marked; sender nicknames and
timestamps are texture and carry no personal value.

Written blind: the author never read the gate's source, its tests or its history, and never
ran the gate on this corpus. Values come from Faker (en_US, en_GB, zh_CN; provider methods
such as free_email, company_email, phone_number, street_address, ssn (en_US only: the zh_CN
one depends on today's date), credit_card_number,
aba, name, romanized_name, user_name, zipcode, postcode) plus hand-written generators for
formats Faker lacks (provider tokens, PEM blocks, IBAN with mod-97, CN bank cards with Luhn,
CN resident IDs with checksum, UK NI / driving licence, pinyin passwords and handles,
Chinese street addresses and residential compounds, coordinates, routine clock times).
Seeds: random.Random / Faker.seed_instance derived from "blind-am-chat" + category + lang
(crc32), and "blind-am-chat-benign" + lang; fresh state is built inside every call.
"""

from __future__ import annotations

import base64
import datetime as _dt
import json
import os
import random
import re
import string
import sys
import time
import zlib

from faker import Faker

try:
    from .blind_common import CATEGORIES, LANGS, Sample
except ImportError:  # run as a script
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

SEED = "blind-am-chat"
N_PER_CELL = 250
N_BENIGN = 400

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"


def _seed(*parts: str) -> int:
    return zlib.crc32("|".join(parts).encode("utf-8"))


def rs(r: random.Random, n: int, alpha: str = ALNUM) -> str:
    return "".join(r.choice(alpha) for _ in range(n))


def b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


# --------------------------------------------------------------------------- checksums
def luhn_ok(num: str) -> bool:
    d = [int(c) for c in num if c.isdigit()]
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        s += x
    return s % 10 == 0


def luhn_complete(prefix: str, length: int, r: random.Random) -> str:
    body = prefix + rs(r, length - len(prefix) - 1, DG)
    for c in DG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def iban_make(cc: str, bban: str) -> str:
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


_CNID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cnid_ok(s: str) -> bool:
    if len(s) != 18 or not s[:17].isdigit():
        return False
    return "10X98765432"[sum(int(c) * w for c, w in zip(s[:17], _CNID_W)) % 11] == s[17]


def group4(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


# --------------------------------------------------------------------------- value generators
class Fk:
    """Three seeded Faker instances for one cell."""

    def __init__(self, fakers, seed: int):
        self.us, self.gb, self.cn = fakers
        for i, f in enumerate(fakers):
            f.seed_instance(seed + i)


PINYIN = [
    "xiaoming", "tiantian", "lele", "dabao", "xiaoyu", "chenchen", "mumu", "yangyang",
    "huanhuan", "xingxing", "doudou", "guaiguai", "xiaomao", "pangpang", "feifei",
    "jiajia", "nannan", "haohao", "yuanyuan", "lingling", "kaixin", "xiaolong", "ahui",
]
PY_WORDS = ["woaini", "baobao", "xingfu", "kuaile", "pingan", "jiayou", "laopo", "laogong",
            "tiantian", "xiaomao", "huahua", "shunli", "meimei", "dongdong", "qianqian"]
PW_WORDS = ["Sunshine", "Tigger", "Monkey", "Dragon", "Football", "Princess", "Shadow",
            "Biscuit", "Pepper", "Summer", "Chelsea", "Arsenal", "Liverpool", "Bailey",
            "Charlie", "Coffee", "Banana", "Rainbow", "Purple", "Dolphin", "Maverick"]
SYMS = "!@#$%&*?."

SECRET_KINDS = ["akia", "ghp", "ghpat", "xoxb", "xoxp", "sk", "skproj", "ant", "stripe",
                "rk", "aiza", "hf", "sg", "tg", "jwt", "hex", "npm", "glpat", "awssec"]


def g_secret(r, F, kind=None):
    k = kind or r.choice(SECRET_KINDS)
    if k == "any":
        k = r.choice(SECRET_KINDS)
    if k == "akia":
        return "AKIA" + rs(r, 16, UP + "234567")
    if k == "awssec":
        return rs(r, 40, ALNUM + "/+")
    if k == "ghp":
        return "ghp_" + rs(r, 36)
    if k == "ghpat":
        return "github_pat_" + rs(r, 22) + "_" + rs(r, 59)
    if k == "xoxb":
        return f"xoxb-{rs(r, 12, DG)}-{rs(r, 13, DG)}-{rs(r, 24)}"
    if k == "xoxp":
        return f"xoxp-{rs(r, 11, DG)}-{rs(r, 12, DG)}-{rs(r, 13, DG)}-{rs(r, 32, HEX)}"
    if k == "sk":
        return "sk-" + rs(r, 48)
    if k == "skproj":
        return "sk-proj-" + rs(r, 74, URLSAFE) + "T3BlbkFJ" + rs(r, 74, URLSAFE)
    if k == "ant":
        return "sk-ant-api03-" + rs(r, 93, URLSAFE) + "AA"
    if k == "stripe":
        return "sk_live_" + rs(r, r.choice([24, 99]))
    if k == "rk":
        return "rk_live_" + rs(r, 99)
    if k == "aiza":
        return "AIza" + rs(r, 35, URLSAFE)
    if k == "hf":
        return "hf_" + rs(r, 34, UP + LO)
    if k == "sg":
        return "SG." + rs(r, 22, URLSAFE) + "." + rs(r, 43, URLSAFE)
    if k == "tg":
        return f"{r.randint(100000000, 7999999999)}:AA{rs(r, 33, URLSAFE)}"
    if k == "npm":
        return "npm_" + rs(r, 36)
    if k == "glpat":
        return "glpat-" + rs(r, 20, URLSAFE)
    if k == "hex":
        return rs(r, r.choice([32, 40, 64]), HEX)
    if k == "jwt":
        alg = r.choice(["HS256", "RS256"])
        head = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
        payload = {"sub": rs(r, 12, DG), "iat": 1760000000 + r.randint(0, 9999999),
                   "scope": r.choice(["read", "admin", "write:all", "bot"])}
        body = b64u(json.dumps(payload, separators=(",", ":")).encode())
        return f"{head}.{body}.{rs(r, 43 if alg == 'HS256' else 342, URLSAFE)}"
    if k == "pem":
        kind2 = r.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
        lines = [rs(r, 64, ALNUM + "+/") for _ in range(r.randint(4, 9))]
        lines.append(rs(r, r.randint(8, 60), ALNUM + "+/") + "==")
        return f"-----BEGIN {kind2}-----\n" + "\n".join(lines) + f"\n-----END {kind2}-----"
    if k == "urlpw":
        return r.choice([rs(r, r.randint(14, 24)), rs(r, 20, ALNUM + "_-"), g_password(r, F, "pw")])
    raise KeyError(k)


def g_password(r, F, kind=None):
    k = kind or r.choice(["pw", "pw", "pwzh", "phrase", "faker", "pw"])
    if k == "any":
        k = r.choice(["pw", "pwzh", "phrase", "faker"])
    if k == "pin":
        return rs(r, r.choice([4, 4, 6, 6, 8]), DG)
    if k == "pwzh":
        w = r.choice(PY_WORDS + PINYIN)
        tail = r.choice([str(r.randint(1960, 2015)), r.choice(["520", "1314", "521", "888", "666"]),
                         f"{r.randint(1, 12):02d}{r.randint(1, 28):02d}"])
        s = w + tail if r.random() < 0.7 else tail + w
        if r.random() < 0.35:
            s += r.choice(SYMS)
        if r.random() < 0.3:
            s = s[0].upper() + s[1:]
        return s
    if k == "phrase":
        ws = [F.us.word() for _ in range(r.randint(3, 4))]
        sep = r.choice(["-", ".", "_", ""])
        if sep == "":
            return "".join(w.capitalize() for w in ws) + str(r.randint(1, 99))
        return sep.join(ws)
    if k == "faker":
        return F.us.password(length=r.randint(10, 16))
    # human word+digits+symbol
    w = r.choice(PW_WORDS + [F.us.first_name(), F.gb.last_name()])
    d = r.choice([str(r.randint(1, 99)), str(r.randint(1970, 2020)), "123", "2024", "007"])
    sym = r.choice(SYMS)
    pat = r.randint(0, 3)
    if pat == 0:
        return w + d + sym
    if pat == 1:
        return w.lower() + sym + d
    if pat == 2:
        return sym + w + d
    return w[0].upper() + w[1:].lower().replace("a", "@").replace("o", "0") + d


def g_email(r, F, kind=None):
    k = kind or "any"
    en_opts = ["f_free", "f_comp", "gb_free", "own_en"]
    zh_opts = ["qq", "py", "cn_free", "py"]
    if k == "en":
        k = r.choice(en_opts)
    elif k == "zh":
        k = r.choice(zh_opts)
    elif k == "any":
        k = r.choice(en_opts + zh_opts)
    if k == "f_free":
        v = F.us.free_email()
    elif k == "f_comp":
        v = F.us.company_email()
    elif k == "gb_free":
        v = F.gb.free_email()
    elif k == "own_en":
        v = (f"{F.us.first_name().lower()}{r.choice(['.', '_', ''])}{F.us.last_name().lower()}"
             f"{r.choice(['', str(r.randint(1, 99))])}@"
             + r.choice(["gmail.com", "outlook.com", "icloud.com", "hotmail.co.uk", "proton.me", "yahoo.com"]))
    elif k == "qq":
        v = f"{r.randint(10000000, 3999999999)}@qq.com"
    elif k == "py":
        v = (r.choice(PINYIN + [F.cn.last_romanized_name().lower() + F.cn.first_romanized_name().lower()])
             + r.choice(["", "_", "."]) + str(r.randint(1, 2015)) + "@"
             + r.choice(["163.com", "126.com", "sina.com", "foxmail.com", "qq.com", "yeah.net", "aliyun.com"]))
    else:
        v = F.cn.free_email()
    if r.random() < 0.05:
        v = v[0].upper() + v[1:]
    return v


US_AREA = ["212", "415", "312", "617", "206", "303", "512", "646", "718", "213", "404", "305"]
CN_MOB = ["134", "135", "136", "138", "139", "150", "151", "152", "158", "159", "186", "187",
          "188", "130", "131", "132", "155", "176", "133", "153", "180", "181", "189", "199", "177"]
CN_LAND = [("010", 8), ("021", 8), ("020", 8), ("0755", 8), ("0571", 8), ("028", 8), ("025", 8), ("027", 8)]

FW = str.maketrans("0123456789", "０１２３４５６７８９")


def g_phone(r, F, kind=None):
    k = kind or "any"
    if k == "en":
        k = r.choice(["us", "us", "gb", "gb", "ext"])
    elif k == "zh":
        k = r.choice(["cn", "cn", "cn", "land"])
    elif k == "any":
        k = r.choice(["us", "gb", "cn", "cn", "land", "ext"])
    if k == "us":
        if r.random() < 0.5:
            return F.us.phone_number()
        a, b, c = r.choice(US_AREA), r.randint(201, 989), r.randint(0, 9999)
        return r.choice([f"({a}) {b}-{c:04d}", f"{a}-{b}-{c:04d}", f"+1 {a} {b} {c:04d}", f"{a}.{b}.{c:04d}"])
    if k == "gb":
        if r.random() < 0.4:
            return F.gb.phone_number()
        m = f"7{r.randint(300, 999)}"
        rest = rs(r, 6, DG)
        return r.choice([f"0{m} {rest}", f"+44 {m} {rest}", f"+44 (0){m} {rest[:3]} {rest[3:]}",
                         f"020 {r.randint(7000, 8999)} {r.randint(0, 9999):04d}"])
    if k == "ext":
        a, b, c = r.choice(US_AREA), r.randint(201, 989), r.randint(0, 9999)
        return r.choice([f"({a}) {b}-{c:04d} ext. {r.randint(10, 9999)}", f"{a}-{b}-{c:04d} x{r.randint(100, 999)}",
                         f"+1 {a} {b} {c:04d} ext {r.randint(10, 999)}"])
    if k == "cn":
        if r.random() < 0.35:
            v = F.cn.phone_number()
        else:
            p, a, b = r.choice(CN_MOB), rs(r, 4, DG), rs(r, 4, DG)
            v = r.choice([f"{p}{a}{b}", f"{p} {a} {b}", f"{p}-{a}-{b}", f"+86 {p} {a} {b}", f"+86-{p}{a}{b}",
                          f"+8613{rs(r, 9, DG)}", f"(+86){p}{a}{b}"])
        if r.random() < 0.06 and "+" not in v:
            v = v.translate(FW)
        return v
    if k == "land":
        area, n = r.choice(CN_LAND)
        num = str(r.randint(2, 8)) + rs(r, n - 1, DG)
        return r.choice([f"{area}-{num}", f"({area}){num}", f"{area}-{num[:4]} {num[4:]}",
                         f"+86 {area.lstrip('0')} {num}", f"{area}-{num}-{r.randint(100, 8999)}"])
    raise KeyError(k)


ZH_DISTRICTS = ["朝阳区", "海淀区", "东城区", "西城区", "浦东新区", "徐汇区", "静安区", "南山区", "福田区",
                "天河区", "越秀区", "武侯区", "锦江区", "西湖区", "拱墅区", "鼓楼区", "江汉区", "雨花台区",
                "历下区", "和平区", "渝中区", "雁塔区"]
ZH_ROADS = ["建国路", "中关村大街", "世纪大道", "淮海中路", "深南大道", "天河路", "人民南路", "文三路",
            "解放路", "长江路", "学院路", "中山北路", "科技园路", "延安西路", "滨江大道", "北京东路",
            "望京街", "复兴门外大街", "龙华路", "枫林路", "花园路", "光华路", "金融街", "新华路"]
ZH_EST_A = ["翠湖", "碧桂", "锦绣", "阳光", "金地", "万科", "龙湖", "保利", "绿地", "华润", "御景", "翡翠",
            "世纪", "东方", "海棠", "紫薇", "枫林", "桃源", "丽景", "金色", "融创", "中海", "星河", "春江",
            "明珠", "幸福", "和谐", "天鹅湖", "香榭", "蓝湾", "怡景", "凤凰城", "望江", "嘉禾"]
ZH_EST_B = ["花园", "家园", "小区", "苑", "华庭", "名邸", "新城", "公馆", "雅苑", "佳园", "嘉园", "新村",
            "城市花园", "壹号院", "国际社区", "府"]


def estate_zh(r):
    v = r.choice(ZH_EST_A) + r.choice(ZH_EST_B)
    if r.random() < 0.2:
        v += r.choice(["二期", "三期", "东区", "西区", "北苑", "南区"])
    return v


EN_EST_A = ["Maple", "Willow", "Oakwood", "Cedar", "Riverside", "Lakeview", "Kingsmead", "Ashford",
            "Meadowbrook", "Highfield", "Foxglove", "Sunnyvale", "Briarwood", "Stonebridge", "Harbourside",
            "Elmwood", "Silver Birch", "Hawthorn", "Primrose", "Bramble", "Rosewood", "Juniper", "Falcon"]
EN_EST_B = ["Heights", "Court", "Gardens", "Park", "Estate", "Village", "Meadows", "Place", "Mews",
            "Grove", "Commons", "Manor", "Ridge", "Green", "Towers"]


def estate_en(r):
    return r.choice(EN_EST_A) + " " + r.choice(EN_EST_B)


def g_address(r, F, kind=None):
    k = kind or "any"
    if k == "en":
        k = r.choice(["us", "gb"])
    elif k == "zh":
        k = "cn"
    elif k == "any":
        k = r.choice(["us", "gb", "cn", "cn"])
    if k == "us":
        if r.random() < 0.55:
            return F.us.street_address()
        return f"{r.randint(2, 9899)} {F.us.street_name()}" + r.choice(["", "", f", Apt {r.randint(1, 40)}{r.choice('ABCD')}", f" #{r.randint(100, 999)}"])
    if k == "gb":
        typ = r.choice(["Road", "Lane", "Close", "Street", "Avenue", "Gardens", "Way", "Crescent", "Drive"])
        p = r.random()
        if p < 0.35:
            return f"Flat {r.randint(1, 30)}, {r.randint(1, 200)} {F.gb.last_name()} {typ}"
        if p < 0.6:
            return F.gb.street_address().replace("\n", ", ")
        if p < 0.8:
            return f"{r.randint(1, 240)} {F.gb.last_name()} {typ}"
        return f"{r.choice(['Rose', 'Ivy', 'Oak', 'Holly', 'Mill'])} Cottage, {r.randint(1, 90)} {F.gb.last_name()} {typ}"
    # cn
    d, rd, n = r.choice(ZH_DISTRICTS), r.choice(ZH_ROADS), r.randint(1, 999)
    p = r.randint(0, 4)
    if p == 0:
        return f"{d}{rd}{n}号"
    if p == 1:
        return f"{rd}{n}号{estate_zh(r)}{r.randint(1, 30)}栋{r.randint(1, 6)}单元{r.randint(1, 33)}{r.randint(1, 4):02d}室"
    if p == 2:
        return f"{d}{rd}{n}弄{r.randint(1, 80)}号{r.randint(1, 20)}0{r.randint(1, 4)}室"
    if p == 3:
        return f"{d}{estate_zh(r)}{r.randint(1, 25)}号楼{r.randint(1, 5)}单元{r.randint(1, 28)}0{r.randint(1, 4)}"
    return f"{d}{rd}{n}号院{r.randint(1, 12)}号楼{r.randint(101, 2206)}"


def g_gov(r, F, kind=None):
    k = kind or "any"
    if k == "any":
        k = r.choice(["ssn", "ni", "pp_us", "pp_gb", "pp_cn", "cnid", "dl_uk", "dl_us"])
    if k == "ssn":
        v = F.us.ssn()
        return v.replace("-", "") if r.random() < 0.15 else (v.replace("-", " ") if r.random() < 0.1 else v)
    if k == "ni":
        while True:
            a = r.choice("ABCEGHJKLMNOPRSTWXYZ") + r.choice("ABCEGHJKLMNPRSTWXYZ")
            if a not in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}:
                break
        dd = rs(r, 6, DG)
        suf = r.choice("ABCD")
        v = r.choice([f"{a}{dd}{suf}", f"{a} {dd[:2]} {dd[2:4]} {dd[4:]} {suf}", f"{a}{dd}{suf}"])
        return v.lower() if r.random() < 0.08 else v
    if k == "pp_us":
        return r.choice([rs(r, 9, DG), r.choice("ACEFGHJKLMNPRSTUVWXZ") + rs(r, 8, DG)])
    if k == "pp_gb":
        return str(r.randint(1, 9)) + rs(r, 8, DG)
    if k == "pp_cn":
        return r.choice(["E" + rs(r, 8, DG), "E" + r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + rs(r, 7, DG),
                         "G" + rs(r, 8, DG), "EA" + rs(r, 7, DG)])
    if k == "cnid":
        area = r.choice(["110105", "310104", "440305", "330106", "510107", "320102", "420106",
                         "500103", "610113", "370202", "440106", "350203", "130102", "210102"])
        body = f"{area}{r.randint(1950, 2012)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}{r.randint(0, 999):03d}"
        v = body + "10X98765432"[sum(int(c) * w for c, w in zip(body, _CNID_W)) % 11]
        assert cnid_ok(v)
        return v
    if k == "dl_uk":
        sur = (F.gb.last_name().upper().replace("'", "").replace("-", "") + "99999")[:5]
        y = r.randint(1950, 2004)
        mm = r.randint(1, 12) + (50 if r.random() < 0.5 else 0)
        ini = (F.gb.first_name()[0] + r.choice(UP + "9")).upper()
        return f"{sur}{str(y)[2]}{mm:02d}{r.randint(1, 28):02d}{str(y)[3]}{ini}9{rs(r, 2, UP)}"
    if k == "dl_us":
        return r.choice([r.choice(UP) + rs(r, 7, DG),
                         f"{r.choice(UP)}{rs(r, 3, DG)}-{rs(r, 3, DG)}-{rs(r, 2, DG)}-{rs(r, 3, DG)}-{r.randint(0, 9)}",
                         rs(r, 9, DG)])
    raise KeyError(k)


CN_BINS = ["622202", "622848", "621700", "622588", "622262", "621226", "623668", "622700", "621483", "622609"]
IBAN_CC = ["GB", "DE", "FR", "NL", "ES", "IE"]


def g_fin(r, F, kind=None):
    k = kind or "any"
    if k == "any":
        k = r.choice(["card", "iban", "cncard", "acct_uk", "acct_us"])
    if k == "card":
        ctype = r.choice([None, "visa16", "mastercard", "amex", "discover", "visa16"])
        v = F.us.credit_card_number(card_type=ctype)
        assert luhn_ok(v)
        if r.random() < 0.45:
            if len(v) == 15:
                v = f"{v[:4]} {v[4:10]} {v[10:]}"
            else:
                v = group4(v) if r.random() < 0.7 else "-".join(v[i : i + 4] for i in range(0, len(v), 4))
        return v
    if k == "cncard":
        v = luhn_complete(r.choice(CN_BINS), r.choice([16, 19, 19]), r)
        return group4(v) if r.random() < 0.35 else v
    if k == "iban":
        cc = r.choice(IBAN_CC)
        if cc == "GB":
            bban = rs(r, 4, UP) + rs(r, 14, DG)
        elif cc == "IE":
            bban = rs(r, 4, UP) + rs(r, 14, DG)
        elif cc == "DE":
            bban = rs(r, 18, DG)
        elif cc == "FR":
            bban = rs(r, 10, DG) + rs(r, 11, DG + UP[:6]) + rs(r, 2, DG)
        elif cc == "NL":
            bban = rs(r, 4, UP) + rs(r, 10, DG)
        else:
            bban = rs(r, 20, DG)
        v = iban_make(cc, bban)
        assert iban_ok(v)
        return group4(v) if r.random() < 0.45 else v
    if k == "acct_uk":
        return rs(r, 8, DG)
    if k == "acct_us":
        return rs(r, r.randint(10, 12), DG)
    raise KeyError(k)


def g_name(r, F, kind=None):
    k = kind or "any"
    if k == "en":
        k = r.choice(["us", "gb", "fl", "fem"])
    elif k == "zh":
        k = r.choice(["cn", "cn", "cn2"])
    elif k == "any":
        k = r.choice(["us", "gb", "cn", "cn2", "pinyin"])
    if k == "us":
        return F.us.name()
    if k == "gb":
        return F.gb.name()
    if k == "fl":
        return F.us.first_name() + " " + F.us.last_name()
    if k == "fem":
        return F.gb.first_name_female() + " " + F.gb.last_name()
    if k == "first_last":
        return F.us.first_name_female() + " " + F.us.last_name()
    if k == "last":
        return r.choice([F.us.last_name(), F.gb.last_name()])
    if k == "cn":
        return F.cn.name()
    if k == "cn2":
        return F.cn.last_name() + F.cn.first_name()
    if k == "pinyin":
        return r.choice([F.cn.romanized_name(), F.cn.last_romanized_name() + " " + F.cn.first_romanized_name()])
    raise KeyError(k)


GAME_A = ["Shadow", "Frost", "Ninja", "Pixel", "Turbo", "Night", "Cyber", "Lucky", "Salty", "Crispy", "Sneaky", "Mega"]
GAME_B = ["Wolf", "Panda", "Sniper", "Potato", "Dragon", "Noodle", "Tiger", "Ghost", "Falcon", "Dumpling", "Fox"]


def g_user(r, F, kind=None):
    p = r.randint(0, 7)
    if p == 0:
        return F.us.user_name()
    if p == 1:
        return F.gb.user_name()
    if p == 2:
        return F.cn.user_name() + str(r.randint(1, 999))
    if p == 3:
        return r.choice(PINYIN) + r.choice(["", "_", "."]) + str(r.randint(1, 9999))
    if p == 4:
        return F.us.first_name().lower() + r.choice([".", "_"]) + F.us.last_name().lower()
    if p == 5:
        return r.choice([f"xX_{r.choice(GAME_A)}{r.choice(GAME_B)}_Xx", f"{r.choice(GAME_A)}{r.choice(GAME_B)}{r.randint(1, 999)}",
                         f"{r.choice(GAME_A).lower()}_{r.choice(GAME_B).lower()}{r.randint(1, 99)}"])
    if p == 6:
        return (F.cn.last_romanized_name() + F.cn.first_romanized_name()).lower() + str(r.randint(80, 2012))
    return r.choice(["wxid_" + rs(r, 14, LO + DG), "the_real_" + F.us.first_name().lower(), F.us.user_name() + "_" + str(r.randint(1, 99))])


def _hp_user(r, F, cap):
    p = r.randint(0, 3)
    if p == 0:
        u = F.us.user_name()
    elif p == 1:
        u = F.us.first_name()
    elif p == 2:
        u = (F.cn.last_romanized_name() + F.cn.first_romanized_name()).lower()
    else:
        u = F.gb.first_name().lower() + r.choice([".", "_", ""]) + F.gb.last_name().lower()
    if cap and p != 0 and r.random() < 0.6:
        u = u[0].upper() + u[1:]
    elif not cap:
        u = u.lower()
    return u


def g_home(r, F, kind=None):
    k = kind or r.choice(["unix", "win"])
    if k == "unix":
        k = r.choice(["linux", "mac"])
    if k == "linux":
        return "/home/" + _hp_user(r, F, False)
    if k == "mac":
        return "/Users/" + _hp_user(r, F, True)
    return r.choice(["C:\\Users\\", "C:\\Users\\", "c:\\users\\", "D:\\Users\\"]) + _hp_user(r, F, True)


ZH_NUM = {1: "一", 2: "两", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七", 8: "八", 9: "九", 10: "十", 11: "十一", 12: "十二"}


def _sched_en(r, lo, hi, pm):
    h = r.randint(lo, hi)
    m = r.choice([0, 0, 10, 15, 20, 30, 30, 40, 45, 50])
    if r.random() < 0.18:
        hh = h + 12 if pm and h < 12 else h
        return f"{hh:02d}:{m:02d}" if r.random() < 0.5 else f"{hh}:{m:02d}"
    suf = r.choice(["pm", " pm", "PM", " p.m."] if pm else ["am", " am", "AM", " a.m."])
    if m == 0 and r.random() < 0.6:
        return f"{h}{suf}"
    return f"{h}:{m:02d}{suf}"


def _sched_zh(r, lo, hi, pm, prefixes, pfx=True):
    h = r.randint(lo, hi)
    p = r.random()
    if p < 0.2:
        hh = h + 12 if pm and h < 12 else h
        core = f"{hh}:{r.choice([0, 15, 30, 40, 45]):02d}"
        pre = ""
    else:
        if r.random() < 0.35:
            core = ZH_NUM[h] + "点" + r.choice(["", "半", "一刻", "整", "四十", "十五"])
        else:
            core = str(h) + "点" + r.choice(["", "半", "一刻", "15", "40", "20", "45", "10分", "整"])
        pre = r.choice(prefixes) if pfx else ""
    return pre + core


def g_sched(r, F, kind=None, lang="en"):
    k = kind or "any"
    if k == "any":
        k = r.choice(["am", "pm", "aft", "night"])
    use_zh = lang == "zh" or (lang == "mixed" and r.random() < 0.5)
    pfx = lang == "zh"
    if not use_zh:
        return {"am": lambda: _sched_en(r, 5, 8, False), "pm": lambda: _sched_en(r, 6, 9, True),
                "aft": lambda: _sched_en(r, 3, 6, True), "night": lambda: _sched_en(r, 9, 11, True)}[k]()
    if k == "am":
        return _sched_zh(r, 5, 8, False, ["早上", "早上", "清晨", "", "早"], pfx)
    if k == "pm":
        return _sched_zh(r, 6, 9, True, ["晚上", "晚上", ""], pfx)
    if k == "aft":
        return _sched_zh(r, 3, 6, True, ["下午", "下午", "下午", ""], pfx)
    return _sched_zh(r, 9, 11, True, ["晚上", "夜里", ""], pfx)


CENTERS = [(39.9042, 116.4074), (31.2304, 121.4737), (22.5431, 114.0579), (30.2741, 120.1551),
           (51.5072, -0.1276), (53.4808, -2.2426), (40.7128, -74.0060), (37.7749, -122.4194),
           (47.6062, -122.3321), (23.1291, 113.2644), (30.5728, 104.0668)]


def g_geo(r, F, kind=None, lang="en"):
    k = kind or "any"
    if k == "any":
        k = r.choice(["coords", "zip_us", "pc_uk", "estate_en"] if lang == "en" else
                     ["coords", "pc_cn", "estate_zh"] if lang == "zh" else
                     ["coords", "zip_us", "pc_uk", "pc_cn", "estate_zh", "estate_en"])
    if k == "coords":
        la, lo = r.choice(CENTERS)
        la += r.uniform(-0.08, 0.08)
        lo += r.uniform(-0.08, 0.08)
        p = r.randint(0, 3)
        if p == 0:
            return f"{la:.6f}, {lo:.6f}"
        if p == 1:
            return f"{la:.5f},{lo:.5f}"
        if p == 2:
            return f"{la:.4f}°N, {abs(lo):.4f}°{'E' if lo > 0 else 'W'}"
        return f"({la:.6f}, {lo:.6f})"
    if k == "zip_us":
        return F.us.zipcode_plus4() if r.random() < 0.3 else F.us.zipcode()
    if k == "pc_uk":
        v = F.gb.postcode()
        return v.lower() if r.random() < 0.06 else v
    if k == "pc_cn":
        v = F.cn.postcode() if r.random() < 0.5 else r.choice(["10", "20", "51", "31", "61", "43", "21", "30", "52"]) + rs(r, 4, DG)
        return v.translate(FW) if r.random() < 0.05 else v
    if k == "estate_zh":
        return estate_zh(r)
    if k == "estate_en":
        return estate_en(r)
    raise KeyError(k)


def make_value(cat, lang, kind, r, F):
    lk = kind
    if cat == "secret":
        return g_secret(r, F, kind)
    if cat == "password":
        if kind is None and lang == "zh":
            lk = r.choice(["pwzh", "pwzh", "pw", "faker", "pin"])
        return g_password(r, F, lk)
    if cat == "email":
        return g_email(r, F, kind or {"en": "en", "zh": "zh", "mixed": "any"}[lang])
    if cat == "phone":
        return g_phone(r, F, kind or {"en": "en", "zh": "zh", "mixed": "any"}[lang])
    if cat == "address":
        return g_address(r, F, kind or {"en": "en", "zh": "zh", "mixed": "any"}[lang])
    if cat == "government_id":
        return g_gov(r, F, kind or {"en": r.choice(["ssn", "ni", "pp_us", "pp_gb"]), "zh": "cnid", "mixed": "any"}[lang])
    if cat == "financial":
        return g_fin(r, F, kind or {"en": r.choice(["card", "iban", "card"]), "zh": "cncard", "mixed": "any"}[lang])
    if cat == "person_name":
        return g_name(r, F, kind or {"en": "en", "zh": "zh", "mixed": "any"}[lang])
    if cat == "username":
        return g_user(r, F, kind)
    if cat == "home_path":
        return g_home(r, F, kind)
    if cat == "schedule":
        return g_sched(r, F, kind, lang)
    if cat == "geo":
        return g_geo(r, F, kind, lang)
    raise KeyError(cat)


# --------------------------------------------------------------------------- chat rendering
ROLES = {
    "en": ["Mom", "Dad", "Grandma", "Grandpa", "Sis", "Bro", "Auntie", "Uncle", "Me", "Babe", "Hubby",
           "Wifey", "Boss", "PM", "QA", "Team Lead", "On-call", "Bot", "Admin", "Coach", "Roomie",
           "Mom 💕", "Dad 🎣", "Landlord", "Neighbour", "Bestie ✨", "Tech Support"],
    "zh": ["妈", "老爸", "老婆", "老公", "姐", "弟弟", "组长", "老板", "群主", "班长", "小助手", "机器人",
           "我", "大舅", "二姨", "奶奶", "爷爷", "宝宝", "室友", "房东", "财务", "HR", "客服", "老婆❤️",
           "妈妈🌸", "老爸（退休版）", "三姑", "表哥"],
    "mixed": ["Mom", "Dad", "老婆", "老公", "组长", "PM", "Bot🤖", "HR小姐姐", "Boss", "姐", "我", "Me",
              "Team Lead", "机器人", "群主", "Roomie", "老爸", "Sis", "Admin", "宝宝", "On-call"],
}
PLATFORMS = {
    "en": ["wa1", "wa2", "slack", "discord", "tg", "imsg", "plain"],
    "zh": ["wx1", "wx2", "qq", "ding", "tg", "plainzh", "wx1"],
    "mixed": ["wa1", "wa2", "slack", "discord", "tg", "imsg", "plain", "wx1", "wx2", "qq", "ding", "plainzh"],
}
PREAMBLES = {
    "en": ["Summarise this chat for me:\n", "Please remember the key points from our family WhatsApp:\n",
           "Can you pull the action items out of this Slack DM?\n", "TL;DR this Discord thread pls\n",
           "Save this to memory (Telegram export):\n", "--- chat export ---\n", "What did we agree on here?\n\n",
           "Remember this for later, it's from the group chat:\n", "iMessage thread, summarise in 3 bullets:\n"],
    "zh": ["帮我总结一下这段群聊：\n", "把下面的聊天记录记下来，之后我会问你\n", "以下是微信群聊天记录，请提炼要点：\n",
           "【聊天记录】\n", "转发的聊天记录 · 家庭群\n", "帮我记住这段对话里的事项：\n", "钉钉群消息导出：\n",
           "这是我和家里人的聊天，帮我整理一下待办\n"],
    "mixed": ["帮我 summarise 一下这个 chat：\n", "Remember this 群聊 pls：\n", "这段 WhatsApp 记录帮我 keep 一下 note\n",
              "Slack DM 导出, pls 提炼 action items:\n", "【Chat export】\n", "TL;DR 一下这段群聊\n",
              "帮我记住 this conversation：\n"],
}
TRAILERS = {
    "en": ["\n(end of export)", "\n\nthanks!", "\n--- end ---", "\n\nanything I need to follow up on?"],
    "zh": ["\n—— 以上为聊天记录 ——", "\n\n谢谢", "\n（完）", "\n\n有什么要我跟进的吗？"],
    "mixed": ["\n—— end ——", "\n\nthx 🙏", "\n(以上)", "\n\n有啥 follow up 的吗?"],
}
NOISE = {
    "en": ["👍", "ok", "lol", "<Media omitted>", "[Sticker]", "brb", "k thx", "😂😂", "omw", "This message was deleted",
           "np!", "🙏", "haha yes", "[Photo]", "👀", "ty!!", "sounds good", "[GIF]", "❤️", "will do"],
    "zh": ["[图片]", "[语音] 5\"", "[动画表情]", "[表情]", "收到", "好的👌", "哈哈哈哈", "[捂脸]", "嗯嗯", "👌",
           "对方撤回了一条消息", "[红包] 恭喜发财，大吉大利", "[视频]", "好滴", "👍👍", "[强]", "晚点说", "OK"],
    "mixed": ["ok 收到", "lol 笑死", "thx 啦", "[图片]", "<Media omitted>", "👍", "好的 np", "[Sticker]", "哈哈 same",
              "[语音] 3\"", "got it 👌", "嗯嗯 ok"],
}
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _h12(dt):
    h = dt.hour % 12 or 12
    return h, ("AM" if dt.hour < 12 else "PM")


def fmt_line(p, who, dt, msg):
    h, ap = _h12(dt)
    mm = f"{dt.minute:02d}"
    if p == "wa1":
        return f"[{dt.day:02d}/{dt.month:02d}/{dt.year}, {dt.hour:02d}:{mm}:{dt.second:02d}] {who}: {msg}"
    if p == "wa2":
        return f"{dt.month}/{dt.day}/{dt.year % 100:02d}, {h}:{mm} {ap} - {who}: {msg}"
    if p == "slack":
        return f"{who}  {h}:{mm} {ap}\n{msg}"
    if p == "discord":
        return f"{who} — {dt.month:02d}/{dt.day:02d}/{dt.year} {h}:{mm} {ap}\n{msg}"
    if p == "tg":
        return f"{who}, [{dt.day:02d}.{dt.month:02d}.{dt.year % 100:02d} {dt.hour:02d}:{mm}]\n{msg}"
    if p == "imsg":
        return f"{who} ({MON[dt.month - 1]} {dt.day}, {dt.year} at {h}:{mm} {ap}): {msg}"
    if p == "plain":
        return f"{who}: {msg}"
    if p == "wx1":
        return f"{who} {dt.year}/{dt.month:02d}/{dt.day:02d} {dt.hour:02d}:{mm}\n{msg}"
    if p == "wx2":
        return f"[{dt.hour:02d}:{mm}] {who}：{msg}"
    if p == "qq":
        return f"{dt.year}-{dt.month:02d}-{dt.day:02d} {dt.hour:02d}:{mm}:{dt.second:02d} {who}\n{msg}"
    if p == "ding":
        return f"{who}  {dt.month}月{dt.day}日 {dt.hour:02d}:{mm}\n{msg}"
    return f"{who}：{msg}"


_TOK = re.compile(r"\{(\w+)\}")
_LINE = re.compile(r"^([A-D])\| ?(.*)$")


def parse(tpl):
    msgs = []
    for line in tpl.split("\n"):
        m = _LINE.match(line)
        if m:
            msgs.append([m.group(1), m.group(2)])
        elif msgs:
            msgs[-1][1] += "\n" + line
        else:
            msgs.append(["A", line])
    return msgs


def render(tpl, lang, r, fill):
    roles = r.sample(ROLES[lang], 4)
    fill = dict(fill)
    fill.update(A=roles[0], B=roles[1], C=roles[2], D=roles[3])
    msgs = parse(tpl)
    msgs = [[s, _TOK.sub(lambda m: str(fill.get(m.group(1), m.group(0))), t)] for s, t in msgs]
    if r.random() < 0.55:
        for _ in range(r.randint(1, 2)):
            nm = [r.choice("ABCD"), r.choice(NOISE[lang])]
            if r.random() < 0.5:
                msgs.insert(0, nm)
            else:
                msgs.append(nm)
    plat = r.choice(PLATFORMS[lang])
    dt = _dt.datetime(2026, r.randint(1, 11), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
    lines = []
    for s, t in msgs:
        lines.append(fmt_line(plat, fill[s], dt, t))
        dt += _dt.timedelta(seconds=r.randint(5, 600))
    sep = "\n\n" if plat in ("slack", "discord", "tg", "wx1", "qq", "ding") and r.random() < 0.5 else "\n"
    body = sep.join(lines)
    if r.random() < 0.5:
        body = r.choice(PREAMBLES[lang]) + body
    if r.random() < 0.2:
        body += r.choice(TRAILERS[lang])
    return body


# --------------------------------------------------------------------------- planted templates
# "X| text" = a message from sender slot X; {V} = planted value; (template, kind) picks a format.
T = {}

T["secret", "en"] = [
    "A| hey can you redeploy? I rotated the key, new one is {V}\nB| 👍 on it",
    ("A| pasting the .env so you have it\nOPENAI_API_KEY={V}\nMODEL=gpt-4o\nB| thx", "sk"),
    "A| bot keeps 401ing\nB| use this token: {V}\nA| works now",
    ("A| db string for staging: postgres://app:{V}@staging-db.internal:5432/shop\nB| got it", "urlpw"),
    ("A| here's the deploy key, don't lose it\n{V}\nB| saved to 1Password", "pem"),
    ("A| curl -H \"Authorization: Bearer {V}\" https://api.internal/v1/me\nB| returns 200 for me", "jwt"),
    ("A| [Forwarded]\nGITHUB_TOKEN: {V}\nB| why is this in the family chat 😂", "ghp"),
    ("A| telegram bot token for the price alerts: {V}\nB| set it in the webhook?", "tg"),
    ("A| > {B}: which key did you use?\n{V} — the one from the vault", "any"),
    ("A| slack app broke, I regenerated it. bot token is {V}", "xoxb"),
    ("A| aws creds for the backup script\naws_access_key_id = {V}\nregion = eu-west-2", "akia"),
    ("B| {V}\nA| ?? what's that\nB| oops wrong chat, that's the stripe key, ignore", "stripe"),
    "A| voice note: \"ok so the api key is {V} can you put it in the config thanks\"",
    ("A| `HF_TOKEN={V}` in your shell then run the download\nB| ty", "hf"),
    ("A| mongodb+srv://backup:{V}@cluster0.abc12.mongodb.net/?retryWrites=true\nB| is that prod??", "urlpw"),
    ("A| sendgrid key for the newsletter: {V}", "sg"),
    ("A| {\"client_id\": \"web\", \"client_secret\": \"{V}\"}\nB| put that in vault not here pls", "hex"),
    ("A| npm publish keeps failing, token in ~/.npmrc is {V}", "npm"),
]
T["secret", "zh"] = [
    "A| 新的 key 我换好了：{V}\nB| 收到👌",
    ("A| 测试库连接串 mysql://dev:{V}@10.0.3.21:3306/order 别外传哈\nB| 好", "urlpw"),
    ("A| [文件] id_rsa.txt\nA| 算了直接贴吧\n{V}\nB| 私钥别发群里啊😅", "pem"),
    "A| 机器人的token是{V}，明天之前配好\nB| 组长收到",
    ("A| 「{B}：密钥是哪个？」\n- - - - - - - - - - - - - - -\n{V}", "any"),
    ("A| 把这个填到 .env 里\nANTHROPIC_API_KEY={V}\nB| 好的", "ant"),
    ("A| [语音] 9\"\n转文字：亚马逊那个access key是{V}你先用着", "akia"),
    ("A| 钉钉机器人加签的secret：{V}", "hex"),
    ("B| {V}\nB| 上面这个是GitHub的token，用完我就撤销", "ghp"),
    ("A| 请求头加上 Authorization: Bearer {V} 就能调通\nB| 可以了，谢谢", "jwt"),
    ("A| Telegram机器人的令牌：{V}\nB| 我来配", "tg"),
    ("A| 支付那边给的key {V} 是正式环境的，小心点", "stripe"),
    ("A| redis://:{V}@cache.prod:6379/0 这个是线上缓存", "urlpw"),
    "A| 我记一下：token={V}",
    ("A| 谷歌地图API密钥：{V}\nB| 额度够吗", "aiza"),
    ("A| 群公告：测试环境统一用这个令牌 {V} ，不要提交到仓库", "glpat"),
    ("A| 爬虫那个 HuggingFace 令牌{V}过期了吗？", "hf"),
]
T["secret", "mixed"] = [
    "A| 新的 API key 是 {V}，先别 push 到 repo 哈",
    ("A| staging 的 DB url: postgres://svc:{V}@pg-staging:5432/app 记得改 config\nB| ok 收到", "urlpw"),
    ("A| 这个 token 有 admin 权限 {V} pls keep it safe", "ghpat"),
    ("A| deploy key 贴这里了\n{V}\nB| thx 已存", "pem"),
    ("A| OpenAI 的 key: {V} 额度快用完了", "skproj"),
    ("A| bot token 我 reset 了 → {V}\nB| 👍", "tg"),
    ("A| Slack app 的 token {V}，scope 加了 chat:write", "xoxp"),
    ("A| 「{B}: which key?」\n- - - - -\n就这个 {V}", "any"),
    "A| [语音] 6\"\n转文字：那个secret是{V}你填一下config",
    ("A| export HF_TOKEN={V} 然后再跑 download script", "hf"),
    ("A| JWT 过期了，新的这个: {V}", "jwt"),
    ("A| amqp://worker:{V}@mq.internal:5672/ 队列的 password 在 url 里", "urlpw"),
    ("B| {V}\nA| ?? 这是啥\nB| oops 发错群了, that's the Stripe key", "rk"),
    ("A| client_secret: \"{V}\" 放 vault 里吧", "hex"),
    ("A| Claude API key 用这个 {V} 别 share 出去", "ant"),
    ("A| SendGrid 的 key {V}，newsletter 要用", "sg"),
    ("A| aws_secret_access_key = {V}\nB| 这个 rotate 一下吧 pls", "awssec"),
]

T["password", "en"] = [
    "A| wifi password is {V}\nB| thanks!! 🙏",
    "A| what's the netflix login again\nB| password: {V}\nA| ty",
    ("A| the code for the garage keypad is {V}", "pin"),
    ("A| for grandma's iPad, passcode {V}", "pin"),
    "A| pw={V} for the shared Dropbox, don't change it pls",
    "A| voice note: \"ok the password for the router is {V} just type it exactly\"",
    "A| > {A}: did you change the password?\nB| yeah it's {V} now",
    "A| {V}\nA| ^ that's the new wifi pass btw",
    "A| Guest network: CoffeeGuest / {V}\nB| 👍",
    "A| Login for the school portal\nuser: parent\npass: {V}",
    ("A| passphrase for the backup drive: {V}", "phrase"),
    ("A| temporary password they gave me is {V}, have to change it on first login", "faker"),
    ("A| PIN for the bank card is {V} — delete this after you read it", "pin"),
    ("B| the alarm code is {V}, punch it in within 30 sec", "pin"),
    "A| Remember the pw for the streaming acct: `{V}`",
    ("A| the Disney+ pass is \"{V}\" (case sensitive!)", "any"),
    ("A| Password for the holiday photos zip → {V}", "phrase"),
]
T["password", "zh"] = [
    "A| 家里wifi密码是{V}\nB| 好嘞",
    "A| 密码：{V}\nB| 收到",
    ("A| 门禁密码{V}#\nB| 谢谢妈", "pin"),
    "A| 爱奇艺会员账号我发你了，密码是{V}",
    ("A| 口令：{V}", "pw"),
    ("A| [语音] 7\"\n转文字：路由器密码{V}你自己连一下", "pwzh"),
    "B| {V}\nB| 上面是新密码，旧的不能用了",
    "A| 「{B}：wifi密码多少？」\n- - - - - - - - - - - - - - -\n{V}",
    ("A| 银行卡密码别告诉别人啊，是{V}", "pin"),
    ("A| 群公告：学校系统初始密码为{V}，首次登录请修改", "faker"),
    ("A| 保险柜密码{V}，记住了就删掉", "pin"),
    "A| 网盘提取码不是密码哈，密码是{V}",
    "A| 电脑开机密码改成{V}了",
    ("A| WiFi：Family-5G 密码：{V}", "pw"),
    "A| 我把新密码记这里：{V}（别删）",
    ("A| 支付宝支付密码{V}，帮我付一下", "pin"),
    ("A| 压缩包解压密码「{V}」", "pwzh"),
]
T["password", "mixed"] = [
    "A| wifi 密码是 {V} 哈",
    "A| Netflix 的 password 改成 {V} 了\nB| ok",
    ("A| 门禁 code 是 {V}，按完再按 #", "pin"),
    "A| 登录 portal 用 user: parent, pw: {V}",
    ("A| 那个 passphrase 是 {V}，backup drive 用的", "phrase"),
    ("A| [语音] 5\"\n转文字：router的密码是{V}你试一下", "pwzh"),
    "B| {V}\nB| ↑ new password, 旧的 expired 了",
    "A| 「{B}: password 多少?」\n- - - - -\n{V}",
    ("A| 手机 unlock PIN 是 {V}，帮我看下 message", "pin"),
    ("A| temp password {V}，first login 要改", "faker"),
    "A| Guest WiFi: Home-Guest / pwd {V}",
    "A| 记一下 Steam 的 password：{V}",
    ("A| iPad passcode {V} 别让 kids 知道 😂", "pin"),
    "A| 密码 is {V} btw",
    ("A| 解压 password「{V}」, case sensitive", "pwzh"),
    ("A| the wifi key 是 {V}，5G 那个", "pw"),
]

T["email", "en"] = [
    "A| send the photos to {V} pls\nB| will do",
    "A| my new work email is {V}",
    "A| can you invite {V} to the Slack? new contractor",
    "B| <{V}> is the one on the invoice",
    "A| > {A}: where do I send the RSVP?\nB| {V}",
    "A| Forwarded message:\nFrom: {V}\nSubject: Re: school trip\nB| lol why did you forward this",
    "A| reach me at {V} while I'm travelling",
    "A| the landlord's email: {V}",
    "A| {V} — that's grandma's new gmail, add it to the family calendar",
    "A| cc {V} on the thread please",
    "A| voice note: \"email it to {V} before friday\"",
    "A| sign-up form:\nName: (as on ticket)\nEmail: {V}\nB| done",
    "A| Apple ID is {V} if you need it for the family plan",
    "A| pls update the contact — [{V}]",
    "A| mailto:{V}?subject=carpool",
]
T["email", "zh"] = [
    "A| 照片发我邮箱{V}\nB| 好",
    "A| 简历投到{V}，标题写岗位名",
    ("A| 我的QQ邮箱：{V}", "qq"),
    "A| 「{B}：邮箱多少？」\n- - - - - - - - - - - - - - -\n{V}",
    "A| [语音] 4\"\n转文字：你把合同发到{V}就行",
    "A| 发票抬头写公司，邮箱填{V}",
    "B| {V}\nB| 这是我老婆邮箱，账单都发这个",
    "A| 群公告：作业统一发到{V}，周五截止",
    "A| 邮箱改成{V}了，旧的不用了",
    ("A| 苹果ID是{V}，家庭共享加我", "en"),
    "A| 联系人邮箱（{V}）已更新",
    "A| 转发的邮件\n发件人：{V}\n主题：关于周末聚餐",
    "A| 抄送{V}",
    "A| 请把报名表发至：{V}",
]
T["email", "mixed"] = [
    "A| 照片 send 到 {V} 就行",
    ("A| 我新的 work email 是 {V}", "en"),
    "A| 帮我 cc {V}，她要看 invoice",
    "A| Apple ID 用 {V} 登录",
    "A| 「{B}: email?」\n- - - - -\n{V}",
    "A| [语音] 8\"\n转文字：那个report你email给{V}",
    "B| {V}\nB| ↑ 我的 personal email，别发公司邮箱",
    "A| Forwarded:\nFrom: {V}\nSubject: 周末 BBQ\nB| 收到",
    "A| 报名 form 里 email 填的 {V}",
    "A| pls 更新一下 contact：{V}",
    "A| 有问题 email me at {V}",
    "A| Google Calendar invite 发给 {V} 吧",
    ("A| 我 QQ mail 是 {V}，Gmail 不怎么用", "qq"),
    "A| <{V}> 这个是 invoice 上的",
]

T["phone", "en"] = [
    "A| call me on {V} when you land",
    "A| new number: {V}\nB| saved 👍",
    "A| the plumber's mobile is {V}, tell him the side gate's open",
    "B| {V}\nB| ^ my work cell, text not call",
    ("A| > {B}: what's your uk number?\nA| {V}", "gb"),
    "A| voice note: \"if I don't pick up try {V}\"",
    "A| Emergency contact for the trip: {V}",
    "A| whatsapp me on {V} instead, this phone is dying",
    "A| [Contact card] Mobile: {V}",
    "A| text {V} for the door code",
    ("A| my desk line is {V}", "ext"),
    ("A| pls ring {V} (landline) if my mobile's off", "gb"),
    "A| Dad's new mobile → {V}",
    "A| | Contact | Phone |\n| Babysitter | {V} |",
    ("A| she's on {V} while in Shanghai", "cn"),
]
T["phone", "zh"] = [
    "A| 我换号了，新号码{V}\nB| 存了",
    "A| 到了给我打电话{V}",
    "A| 师傅电话{V}，到了联系他",
    ("B| {V}\nB| 这是我办公室座机", "land"),
    "A| 「{B}：你手机号多少？」\n- - - - - - - - - - - - - - -\n{V}",
    "A| [语音] 6\"\n转文字：有事打我{V}",
    "A| 紧急联系人：妈妈 {V}",
    ("A| 微信同号{V}", "cn"),
    "A| [名片] 手机：{V}",
    ("A| 座机{V}，打不通就转前台", "land"),
    ("A| 老爸的新手机号是{V}，大家改一下备注", "cn"),
    "A| 报名请联系班长，电话{V}",
    "A| 打{V}找我，别打我老号",
    "A| 联系方式：{V}（不接的话发短信）",
]
T["phone", "mixed"] = [
    "A| 我新的 number 是 {V}，save 一下",
    "A| land 了 call 我 {V}",
    "A| WhatsApp 我 {V}，微信暂时登不上",
    "B| {V}\nB| ↑ work cell，有急事 text 我",
    ("A| 「{B}: 你 UK number?」\n- - - - -\n{V}", "gb"),
    "A| [语音] 5\"\n转文字：if no answer 就打 {V}",
    "A| emergency contact 填 {V}",
    "A| 师傅的 phone {V}，到了 ping 他",
    "A| [Contact] 手机 Mobile: {V}",
    ("A| office 座机 {V}", "land"),
    ("A| 新 SIM 卡号码 {V} 已经激活", "cn"),
    "A| 有事 call {V} 🙏",
    ("A| 那个号 {V} 是我 US 的", "us"),
    ("A| desk phone {V}，找我直接打", "ext"),
]

T["address", "en"] = [
    "A| new place is {V}, come by Saturday\nB| 🎉",
    "A| send the package to {V}, {city_en}",
    "A| Delivery address: {V}\nB| updated",
    "A| we're at {V} — the blue door",
    ("B| {V}\nB| that's the new flat btw", "gb"),
    "A| > {B}: where's the party?\nA| {V}",
    "A| voice note: \"ok so it's {V}, park on the street\"",
    "A| moving out of {V} end of month",
    "A| Uber's dropping me at {V}",
    "A| change of address form done — {V}, {city_en}",
    "A| [Location] {V}",
    ("A| return label says {V}? that's our old place", "us"),
    "A| pls forward my mail to {V}",
    "A| Grandma's is {V}, not the old house",
]
T["address", "zh"] = [
    "A| 新家地址：{V}\nB| 收到，周末过去",
    "A| 快递寄到{city_zh}{V}",
    "A| 我们搬到{V}了",
    "B| {V}\nB| 导航搜这个就行",
    "A| 「{B}：地址发一下」\n- - - - - - - - - - - - - - -\n{V}",
    "A| [语音] 8\"\n转文字：你就说送到{V}门口",
    "A| 收货地址改成{V}，电话不变",
    "A| [位置] {V}",
    "A| 奶奶家在{V}，别走错了",
    "A| 聚会地点改到我家：{V}",
    "A| 房子退租了，{V}那套下个月到期",
    "A| 外卖写的{V}，骑手找不到",
    "A| 户口还在老家，现住址{V}",
    "A| 车停在{V}楼下",
]
T["address", "mixed"] = [
    "A| 新 apartment 在 {V}，weekend 来玩",
    "A| package 寄到 {V} 就行",
    "A| Delivery address 改成 {V} 了",
    "B| {V}\nB| ↑ 新地址, Google Maps 搜得到",
    "A| 「{B}: address?」\n- - - - -\n{V}",
    "A| [语音] 7\"\n转文字：Uber 送我到 {V}",
    ("A| party 在 {V}，blue door", "en"),
    ("A| 外卖 address 还是 {V}？", "cn"),
    "A| [Location] {V}",
    ("A| 旧 flat {V} 月底退租", "gb"),
    "A| pls forward 信件 to {V}",
    "A| 奶奶家 is at {V}",
    ("A| 快递 to {city_zh}{V}，fragile", "cn"),
]

T["government_id", "en"] = [
    ("A| for the tax form, my SSN is {V}", "ssn"),
    ("A| what's your social again? need it for the insurance\nB| {V}", "ssn"),
    ("A| NI number: {V}\nB| thanks, sent to payroll", "ni"),
    ("A| passport no. {V}, expires 2031", "pp_us"),
    ("B| {V}\nB| ^ my passport number for the booking", "pp_gb"),
    ("A| > {B}: national insurance?\nA| {V}", "ni"),
    ("A| voice note: \"social security is {V}\"", "ssn"),
    ("A| driving licence number {V} for the rental", "dl_uk"),
    ("A| DL# {V} (California)", "dl_us"),
    ("A| form for the school trip:\nChild passport: {V}\nB| done", "pp_us"),
    ("A| HMRC keeps asking — it's {V}", "ni"),
    ("A| SSN {V} — delete after you file", "ssn"),
    ("A| | Doc | Number |\n| Passport | {V} |", "pp_gb"),
    ("A| his ID for the visa app is passport {V}", "pp_cn"),
    ("A| the ssn on the W-2 shows {V}, is that right?", "ssn"),
]
T["government_id", "zh"] = [
    ("A| 身份证号{V}，帮我订一下高铁票", "cnid"),
    ("A| 「{B}：身份证号多少？」\n- - - - - - - - - - - - - - -\n{V}", "cnid"),
    ("B| {V}\nB| 上面是我身份证，报名用", "cnid"),
    ("A| 护照号码：{V}", "pp_cn"),
    ("A| [语音] 10\"\n转文字：我身份证号是{V}你帮我填", "cnid"),
    ("A| 姓名写我，证件号{V}", "cnid"),
    ("A| 孩子护照号{V}，签证用", "pp_cn"),
    ("A| 驾驶证号就是身份证号：{V}", "cnid"),
    ("A| 保险要身份证号码，{V}，别发错", "cnid"),
    ("A| 证件类型：护照 证件号：{V}", "pp_cn"),
    ("A| 奶奶的身份证{V}，挂号要用", "cnid"),
    ("A| 社保那边登记的是{V}", "cnid"),
    ("A| 酒店入住登记：身份证{V}", "cnid"),
    ("A| 英国那边要NI号码，我的是{V}", "ni"),
]
T["government_id", "mixed"] = [
    ("A| 订 flight 要 passport number：{V}", "pp_cn"),
    ("A| 身份证号 {V}，帮我 book 高铁", "cnid"),
    ("A| SSN 是 {V}，tax return 要用", "ssn"),
    ("A| 「{B}: ID number?」\n- - - - -\n{V}", "cnid"),
    ("B| {V}\nB| ↑ passport no. 别 share", "pp_us"),
    ("A| [语音] 9\"\n转文字：我的 NI number 是 {V}", "ni"),
    ("A| 租车要 driving licence {V}", "dl_uk"),
    ("A| visa form 上 passport 填 {V}", "pp_gb"),
    ("A| 医院 registration 用身份证 {V}", "cnid"),
    ("A| W-2 上的 social 是 {V}", "ssn"),
    ("A| 证件 No. {V} 已上传", "cnid"),
    ("A| hotel check-in 要 ID：{V}", "cnid"),
    ("A| DL# {V} for the rental car 🚗", "dl_us"),
]

T["financial", "en"] = [
    ("A| use my card for the tickets: {V}\nB| exp?", "card"),
    ("A| IBAN for the rent: {V}", "iban"),
    ("A| sort code {sc}, account {V}", "acct_uk"),
    ("A| routing {aba}, account number {V} for the direct deposit", "acct_us"),
    ("B| {V}\nB| ^ card number, pay the deposit pls", "card"),
    ("A| > {B}: bank details?\nA| {V}", "iban"),
    ("A| voice note: \"the card is {V}\"", "card"),
    ("A| pay into {V} at Monzo, sort code {sc}", "acct_uk"),
    ("A| Amazon keeps rejecting {V}, is it expired?", "card"),
    ("A| Bank transfer:\nIBAN: {V}\nRef: holiday fund", "iban"),
    ("A| acct# {V} (checking)", "acct_us"),
    ("A| card ending... no wait here's the full one {V}", "card"),
    ("A| send the £ to {V} not the old account", "iban"),
    ("A| Visa {V} exp 09/29", "card"),
]
T["financial", "zh"] = [
    ("A| 卡号{V}，转账备注房租", "cncard"),
    ("A| 「{B}：卡号发我」\n- - - - - - - - - - - - - - -\n{V}", "cncard"),
    ("B| {V}\nB| 工行的，转这张", "cncard"),
    ("A| [语音] 12\"\n转文字：钱打到我农行卡{V}", "cncard"),
    ("A| 收款账户：{V} 开户行：招商银行", "cncard"),
    ("A| 群公告：学费交到这个卡{V}", "cncard"),
    ("A| 信用卡{V}被盗刷了，赶紧挂失", "card"),
    ("A| 国外转账用IBAN：{V}", "iban"),
    ("A| 银行卡号：{V}", "cncard"),
    ("A| 工资卡换成{V}了", "cncard"),
    ("A| 帮我还一下信用卡，卡号{V}", "card"),
    ("A| 代购的钱转到{V}", "cncard"),
    ("A| 账号{V}，户名写我", "cncard"),
]
T["financial", "mixed"] = [
    ("A| card number {V}，帮我付一下 deposit", "card"),
    ("A| 房租 transfer 到 IBAN {V}", "iban"),
    ("A| sort code {sc}, account {V}，英国那边的账户", "acct_uk"),
    ("B| {V}\nB| ↑ 工行卡，转这张 pls", "cncard"),
    ("A| 「{B}: bank details?」\n- - - - -\n{V}", "iban"),
    ("A| [语音] 8\"\n转文字：钱打到 {V} 就行", "cncard"),
    ("A| Visa {V} 被 decline 了", "card"),
    ("A| routing {aba}，account no. {V}", "acct_us"),
    ("A| Amazon 绑的卡 {V} 过期了", "card"),
    ("A| 收款 account：{V}", "cncard"),
    ("A| 代购 payment 打到 {V}", "cncard"),
    ("A| Bank transfer\nIBAN: {V}\n备注: trip fund", "iban"),
]

T["person_name", "en"] = [
    "A| {V} is picking up the kids today\nB| ok",
    "A| did you hear {V} got the job?",
    ("A| the new tutor is {V}, she's lovely", "first_last"),
    "A| who's our contact at the venue?\nB| {V}",
    "A| > {B}: who's the plumber?\nA| {V}, number's on the fridge",
    "A| voice note: \"tell {V} I'll be late\"",
    ("A| appointment with Dr. {V} moved to next week", "last"),
    "A| RSVP list so far: {V} + 1",
    "A| [Forwarded] From {V}: thanks for the flowers!",
    "A| remember {V} from uni? in town this week",
    ("A| Mr {V} says the homework is due Friday", "last"),
    "A| pls add {V} to the group",
    ("A| our new colleague from the Shanghai office is {V}", "pinyin"),
    "A| card should say 'Happy birthday {V}!'",
    "A| {V}\nA| ^ that's who signed for the parcel",
]
T["person_name", "zh"] = [
    "A| 今天{V}去接孩子",
    "A| 听说{V}考上研究生了",
    "A| 「{B}：谁负责订酒店？」\n- - - - - - - - - - - - - - -\n{V}",
    "A| [语音] 5\"\n转文字：你跟{V}说我晚点到",
    "A| 新来的家教叫{V}，人挺好",
    "A| 把{V}拉进群",
    "A| 挂了{V}主任的号",
    "A| 随礼名单：{V} 500",
    "A| [转发] 来自{V}：谢谢大家的花🌹",
    "A| 还记得{V}吗？大学室友",
    "A| {V}说作业周五交",
    "A| 联系人：{V}",
    "A| 新同事{V}，明天入职",
    "B| {V}\nB| 快递是这个人签收的",
]
T["person_name", "mixed"] = [
    "A| 今天 {V} pick up kids",
    "A| {V} 拿到 offer 了 🎉",
    ("A| new tutor 叫 {V}，nice 的", "en"),
    "A| 「{B}: 谁 book 酒店?」\n- - - - -\n{V}",
    "A| [语音] 4\"\n转文字：跟{V}说 I'll be late",
    "A| 把 {V} 拉进 group",
    ("A| 约了 Dr. {V} 的 appointment", "last"),
    "A| RSVP：{V} +1",
    "A| 新 colleague {V} 明天 onboard",
    ("A| 上海 office 的 {V} 会 join call", "pinyin"),
    ("A| birthday card 写 'Happy birthday {V}!'", "en"),
    "A| 还记得 {V} 吗? uni 室友",
    "A| contact person: {V}",
]

T["username", "en"] = [
    "A| add me on insta @{V}",
    "A| my steam is {V} if you want to play tonight",
    "A| username: {V}\nB| and the password? lol no",
    "A| > {B}: what's your discord?\nA| {V}",
    "A| voice note: \"search for {V} on tiktok\"",
    "A| follow @{V}, they post the school updates",
    "A| login is {V}, I'll DM the rest",
    "A| gamertag {V}, invite me",
    "A| the github account is {V}",
    "A| Venmo @{V} for the pizza 🍕",
    "B| {V}\nB| ^ my new handle, old one got hacked",
    "A| reddit u/{V} posted our photo lol",
    "A| Xbox: {V} | PSN: same",
    "A| account name `{V}` on the NAS",
]
T["username", "zh"] = [
    "A| 加我微信号{V}",
    "A| 用户名：{V}",
    "A| 「{B}：你抖音号多少？」\n- - - - - - - - - - - - - - -\n{V}",
    "A| [语音] 3\"\n转文字：搜{V}就能找到我",
    "A| B站关注@{V}",
    "A| 游戏ID：{V}，组队叫我",
    "A| 登录账号是{V}，密码私聊",
    "A| 小红书搜{V}",
    "B| {V}\nB| 这是我新的账号，旧号被盗了",
    "A| 微博@{V} 发了我们的照片",
    "A| 家里NAS的账户名{V}",
    "A| GitHub用户名{V}",
    "A| 王者荣耀ID {V} 来开黑",
    "A| 知乎ID：{V}",
]
T["username", "mixed"] = [
    "A| 加我 IG @{V}",
    "A| Steam ID 是 {V}，今晚 play 吗",
    "A| username {V}，password 私聊",
    "A| 「{B}: Discord?」\n- - - - -\n{V}",
    "A| [语音] 4\"\n转文字：TikTok 搜 {V}",
    "A| 微信号 {V}，add 我",
    "A| GitHub handle 是 {V}",
    "A| gamertag {V}，来组队",
    "B| {V}\nB| ↑ 新 handle，old one 被 hack 了",
    "A| Venmo @{V} 付 pizza 钱",
    "A| 小红书 ID {V} 发了 vlog",
    "A| NAS account `{V}`",
    "A| reddit u/{V} 转了我们的 post",
]

T["home_path", "en"] = [
    ("A| the file's at {V}/Documents/taxes_2025.pdf", "unix"),
    ("A| I saved it to {V}\\Desktop\\photos.zip", "win"),
    ("A| error: cannot open {V}/.config/app/settings.json\nB| did you chmod it?", "unix"),
    ("A| paste:\nTraceback (most recent call last):\n  File \"{V}/projects/bot/main.py\", line 12", "unix"),
    ("A| backup goes to {V}\\OneDrive\\Backup every night", "win"),
    ("B| `{V}/Downloads` is full again", "unix"),
    ("A| voice note: \"it's in {V}/Pictures slash holiday\"", "unix"),
    ("A| > {B}: where's the spreadsheet?\nA| {V}\\Documents\\budget.xlsx", "win"),
    ("A| PS {V}\\Desktop> npm run build", "win"),
    ("A| cd {V}/code && git pull", "linux"),
    ("A| zsh: permission denied: {V}/bin/sync.sh", "unix"),
    ("A| Steam library is under {V}\\AppData\\Local\\Steam", "win"),
    ("A| screenshot saved: {V}/Desktop/Screenshot 2026-03-02.png", "mac"),
    ("A| {V}/Library/Mobile Documents is where iCloud keeps it", "mac"),
]
T["home_path", "zh"] = [
    ("A| 文件在{V}/Documents/合同.pdf", "unix"),
    ("A| 我存到{V}\\Desktop\\照片.zip 了", "win"),
    ("A| 报错：找不到 {V}/.ssh/config\nB| 你看看权限", "unix"),
    ("A| 「{B}：表格在哪？」\n- - - - - - - - - - - - - - -\n{V}\\Documents\\预算.xlsx", "win"),
    ("A| [语音] 6\"\n转文字：在{V}/Downloads那个文件夹里", "unix"),
    ("A| 日志路径：{V}/logs/app.log", "linux"),
    ("A| 备份每晚同步到{V}\\OneDrive\\备份", "win"),
    ("A| 截图保存在{V}/Desktop/截屏.png", "mac"),
    ("A| 运行 {V}/bin/start.sh 没反应", "linux"),
    ("A| 微信文件默认在{V}\\Documents\\WeChat Files", "win"),
    ("A| 把{V}/Pictures里的照片拷给我", "mac"),
    ("A| 权限不够：{V}/.config", "unix"),
]
T["home_path", "mixed"] = [
    ("A| file 在 {V}/Documents/tax.pdf", "unix"),
    ("A| 存到 {V}\\Desktop\\photos.zip 了", "win"),
    ("A| error: no such file {V}/.ssh/id_ed25519 怎么办", "unix"),
    ("A| 「{B}: spreadsheet 在哪?」\n- - - - -\n{V}\\Documents\\budget.xlsx", "win"),
    ("A| [语音] 5\"\n转文字：在 {V}/Downloads 里面", "unix"),
    ("A| log path 是 {V}/logs/app.log", "linux"),
    ("A| PS {V}\\Desktop> python run.py 报错了", "win"),
    ("A| screenshot 存在 {V}/Desktop", "mac"),
    ("A| cd {V}/code 然后 git pull", "linux"),
    ("A| WeChat Files 默认在 {V}\\Documents", "win"),
    ("A| Traceback: File \"{V}/bot/main.py\" 第 12 行", "unix"),
    ("A| backup 同步到 {V}\\OneDrive", "win"),
]

T["schedule", "en"] = [
    ("A| I'm up at {V} every day for the gym, so don't call late", "am"),
    ("A| I take the kids to school at {V} on weekdays", "am"),
    ("A| every Tuesday at {V} I have piano, can't do calls", "pm"),
    ("A| I go to bed at {V} most nights lol", "night"),
    ("A| my alarm goes off at {V} every morning 😩", "am"),
    ("A| > {B}: when's good to call?\nA| not before {V}, I'm on the school run every morning till then", "am"),
    ("A| voice note: \"I walk the dog at {V} every evening\"", "pm"),
    ("A| Grandma takes her meds at {V} daily, pls remind her", "any"),
    ("A| I leave work at {V} every day", "aft"),
    ("A| I pick her up from swim at {V} on Thursdays", "aft"),
    ("A| run club every Saturday {V}, never miss it", "am"),
    ("B| {V}\nB| ^ that's when my shift ends, every weekday", "aft"),
    ("A| bedtime for the little one is {V} sharp, every night", "night"),
    ("A| I do yoga at {V} before work each day", "am"),
]
T["schedule", "zh"] = [
    ("A| 我每天{V}起床跑步", "am"),
    ("A| 每天{V}送孩子上学，别那时候打电话", "am"),
    ("A| 我一般{V}睡觉", "night"),
    ("A| 每周二{V}上钢琴课", "pm"),
    ("A| 「{B}：几点方便打电话？」\n- - - - - - - - - - - - - - -\n{V}以后吧，我每天那会儿才下班", "aft"),
    ("A| [语音] 7\"\n转文字：我每天{V}遛狗", "pm"),
    ("A| 奶奶每天{V}吃药，提醒她一下", "any"),
    ("A| 闹钟定的{V}，天天这个点", "am"),
    ("A| 我每天{V}下班", "aft"),
    ("A| 每周四{V}接她游泳下课", "aft"),
    ("A| 孩子每晚{V}准时睡", "night"),
    ("A| 每周六{V}去晨跑，雷打不动", "am"),
    ("A| 我习惯{V}吃早饭", "am"),
    ("A| 老公每天{V}到家", "pm"),
]
T["schedule", "mixed"] = [
    ("A| 我每天 {V} 起床去 gym", "am"),
    ("A| weekdays {V} 送孩子上学", "am"),
    ("A| 每周二 {V} piano lesson", "pm"),
    ("A| 我一般 {V} 就睡了 lol", "night"),
    ("A| alarm 定在 {V}，天天如此 😩", "am"),
    ("A| 「{B}: when to call?」\n- - - - -\n{V} 之后，我每天那时候才 off work", "aft"),
    ("A| [语音] 5\"\n转文字：我每天 {V} walk the dog", "pm"),
    ("A| 奶奶 daily {V} 吃药 pls remind", "any"),
    ("A| every Saturday {V} 晨跑", "am"),
    ("A| 孩子 bedtime 每晚 {V}", "night"),
    ("A| 我每天 {V} 下班 leave office", "aft"),
    ("A| yoga class 每周四 {V}", "pm"),
    ("A| 每天 {V} 的 school run 我负责", "am"),
]

T["geo", "en"] = [
    ("A| we're in {V} btw, the new estate by the school", "estate_en"),
    ("A| pin: {V}\nB| found it", "coords"),
    ("A| my zip is {V} for the delivery form", "zip_us"),
    ("A| postcode {V}, it's the house with the red door", "pc_uk"),
    ("A| [Location] {V}", "coords"),
    ("A| > {B}: which estate?\nA| {V}, block C", "estate_en"),
    ("A| voice note: \"we live in {V}, past the roundabout\"", "estate_en"),
    ("A| shipping says {V} is out of their area", "zip_us"),
    ("B| {V}\nB| ^ drop a pin there, that's home", "coords"),
    ("A| Deliveroo won't deliver to {V} lol", "pc_uk"),
    ("A| home is around {V} on the map", "coords"),
    ("A| moved to {V} last month, quieter than downtown", "estate_en"),
    ("A| ZIP: {V}", "zip_us"),
    ("A| sat nav wants the postcode — {V}", "pc_uk"),
]
T["geo", "zh"] = [
    ("A| 我家在{V}，进门右转", "estate_zh"),
    ("A| [位置] {V}", "coords"),
    ("A| 邮编{V}，快递单上要填", "pc_cn"),
    ("A| 「{B}：你住哪个小区？」\n- - - - - - - - - - - - - - -\n{V}", "estate_zh"),
    ("A| [语音] 6\"\n转文字：我们搬到{V}了，离地铁近", "estate_zh"),
    ("A| 定位坐标{V}，发你了", "coords"),
    ("B| {V}\nB| 就是这个小区，3号门进", "estate_zh"),
    ("A| 外卖送不进{V}，得出来拿", "estate_zh"),
    ("A| 邮政编码：{V}", "pc_cn"),
    ("A| 奶奶住{V}，老小区没电梯", "estate_zh"),
    ("A| 经纬度：{V}", "coords"),
    ("A| 我们{V}业主群通知明天停水", "estate_zh"),
    ("A| 房子买在{V}了，下个月交房", "estate_zh"),
]
T["geo", "mixed"] = [
    ("A| 我住 {V}，near the subway", "estate_zh"),
    ("A| [Location] {V}", "coords"),
    ("A| zip code 填 {V}", "zip_us"),
    ("A| postcode 是 {V}，red door 那栋", "pc_uk"),
    ("A| 「{B}: which 小区?」\n- - - - -\n{V}", "estate_zh"),
    ("A| [语音] 6\"\n转文字：我们搬去 {V} 了", "estate_en"),
    ("A| drop pin {V} 就是我家", "coords"),
    ("A| 邮编 {V} 寄 package 要填", "pc_cn"),
    ("B| {V}\nB| ↑ 这个 estate，gate 2 进", "estate_en"),
    ("A| 外卖 won't deliver 到 {V}", "estate_zh"),
    ("A| GPS: {V}", "coords"),
    ("A| 我们 {V} 业主群说 water 停了", "estate_zh"),
]


# --------------------------------------------------------------------------- benign
B = {}
B["en"] = [
    "A| anyone know if the {place_en} is open on {day}?\nB| website says {hours_en}",
    "A| {company} just shipped v{ver}, changelog looks big\nB| the bug from #{issue} is finally fixed",
    "A| the Costco near {city_en} opens {hours_en} on weekends",
    "A| flight {flight} to {city_en} is delayed 40 min, gate {gate}",
    "A| train times: {train} departs {t1}, arrives {t2}\nB| same as last year",
    "A| pls merge {sha}, CI is green\nB| done, tagged v{ver}",
    "A| order #{order} shipped 🎉 ETA {date_en}",
    "A| price drop: {product} now {price_usd} at {company}",
    "A| the marathon closes roads around {place_en} on {date_en}",
    "A| docker pull nginx@sha256:{digest}\nB| that's the patched image",
    "A| set PORT={port} in .env, and API_KEY=<your-key>\nB| 👍",
    "A| password field shows ****, is that right?\nB| yes it's masked",
    "A| museum is free the first Sunday of the month, {hours_en}",
    "A| ticket {jira} is blocked on the vendor",
    "A| request id {uuid} in the logs, 502 from upstream",
    "A| {country_en} won {n}-{n2} lol 😂\nB| what a match",
    "A| the fireworks at {place_en} start at 9pm on {date_en}",
    "A| weather in {city_en}: {temp}°C and rain all week ☔",
    "A| upgrade python to 3.{n}.{n2}? pip says incompatible\nB| pin it in requirements",
    "A| Build #{n3} passed on main ({sha7})",
    "A| reminder: the office is closed on {date_en} (bank holiday)",
    "A| store hours for the Apple Store {city_en}: {hours_en}",
    "A| config:\n```yaml\ndb:\n  host: localhost\n  port: {port}\n  password: ${DB_PASSWORD}\n```",
    "A| energy price cap goes to {price_gbp}/month from {date_en}",
    "A| iOS {ios} dropped, battery fix apparently",
    "A| [Sticker]\nB| lol\nA| anyway the concert at {place_en} sold out in {n} min",
    "A| who's watching the final? kicks off {t1} local time",
    "A| {place_en} has 2-hour queues today, skip it",
    "A| release notes: https://github.com/{repo}/releases/tag/v{ver}",
    "A| {company} stock up {pct}% after earnings",
    "A| library opens {hours_en} during exam season",
    "A| the 73 bus runs every {n} min until midnight",
    "A| grep for TODO in src/ gave {n3} hits lol",
    "A| issue #{issue} closed as duplicate of #{issue2}",
    "A| the pharmacy on the high street is open {hours_en} on Sundays",
    "A| gas is {price_usd}/gal in {city_en} now smh",
    "A| deploy {ver} to prod finished in {n}m{n2}s",
    "A| user: <username>, pass: <password> — just fill in your own",
    "A| latency p99 {n3}ms on port {port}",
    "A| the {product} is {price_gbp} on Amazon UK",
    "A| > {B}: which version?\nA| {ver}, build {sha7}",
    "A| voice note: \"the shop closes at 6 on Sundays, it says so on the door\"",
]
B["zh"] = [
    "A| {place_zh}{day_zh}开放吗？\nB| 官网写的{hours_zh}",
    "A| 新版本v{ver}发布了，修了#{issue}那个bug",
    "A| 楼下超市营业时间{hours_zh}",
    "A| {flight}航班延误了，{city_zh}大雨",
    "A| 高铁{train}次 {t1}发车 {t2}到站",
    "A| 订单号{order}已发货，预计{date_zh}到",
    "A| {product}降价了，现在{price_cny}",
    "A| 群公告：{date_zh}起放假，{date_zh2}正常上班",
    "A| {place_zh}周一闭馆，别白跑",
    "A| 镜像 sha256:{digest} 是修复后的版本",
    "A| 配置里写 PORT={port}，密钥填<你的key>",
    "A| 密码栏显示******是正常的，已脱敏",
    "A| {city_zh}明天{temp}度，记得带伞",
    "A| 中国队{n}比{n2}赢了！！\nB| 哈哈哈哈",
    "A| [图片]\nB| 这是{place_zh}吗？好多人\nA| 对，假期人山人海",
    "A| 油价又涨了，92号{price_cny2}一升",
    "A| 工单{jira}还卡着，等供应商",
    "A| 请求ID {uuid} 报502了",
    "A| 构建#{n3}在main分支通过（{sha7}）",
    "A| 这周末{place_zh}有灯光秀，晚上7点开始",
    "A| {company_zh}发布会定在{date_zh}",
    "A| iOS {ios}更新了，电池优化",
    "A| 银行网点营业时间{hours_zh}，周末不办对公",
    "A| python升到3.{n}.{n2}了，依赖报错",
    "A| 双十一{product}才{price_cny}，冲",
    "A| 地铁{n}号线{date_zh}起延长运营到23:00",
    "A| [语音] 5\"\n转文字：那个版本号是{ver}你看看对不对",
    "A| 提交{sha}合进去了，CI通过",
    "A| 物业通知：{date_zh}上午9点到12点电梯检修",
    "A| {country_zh}队夺冠了🏆",
    "A| 展览在{place_zh}，门票{price_cny}",
    "A| 快递柜取件码不是密码哈，大家别混",
    "A| 端口{port}被占用了，换一个",
    "A| 股价今天涨了{pct}%，{company_zh}财报不错",
    "A| 图书馆考试周开放时间{hours_zh}",
    "A| {ver}已部署到生产，耗时{n}分{n2}秒",
    "A| 演唱会门票{n}分钟就抢光了",
    "A| 账号填<用户名>，密码填<密码>，自己改",
    "A| 医院门诊时间{hours_zh}，周日不看专家号",
    "A| 汇率今天{rate}，换美元的抓紧",
    "A| 「{B}：哪个版本？」\n- - - - - - - - - - - - - - -\n{ver}，构建号{sha7}",
    "A| 群公告：本群只讨论{company_zh}新品，禁止发广告",
]
B["mixed"] = [
    "A| {place_en} {day} 开门吗？\nB| 官网说 {hours_en}",
    "A| v{ver} release 了，#{issue} 那个 bug fixed",
    "A| 楼下 Starbucks 营业时间 {hours_zh}",
    "A| flight {flight} delay 了，{city_zh}在下雨",
    "A| order #{order} 已 ship，ETA {date_en}",
    "A| {product} 降价到 {price_usd} 了 lol",
    "A| docker image sha256:{digest} 是 patched 版本",
    "A| .env 里 PORT={port}，API_KEY=<your-key> 自己填",
    "A| password 那栏显示 **** 是正常的，masked 了",
    "A| {city_en} weather {temp}°C，记得带 umbrella",
    "A| request id {uuid} 报 502",
    "A| build #{n3} passed ✅ ({sha7})",
    "A| 群公告：office {date_en} closed，public holiday",
    "A| iOS {ios} 更新了，fix 了 battery drain",
    "A| merge 一下 {sha}，CI 全绿",
    "A| 高铁 {train} {t1} 发车，timetable 没变",
    "A| ticket {jira} 还 blocked 在 vendor 那边",
    "A| {company} 股价 up {pct}% after earnings",
    "A| concert 在 {place_zh}，门票 {price_cny} 秒光",
    "A| pip install 到 3.{n}.{n2} 就 incompatible",
    "A| museum 每月第一个 Sunday free，{hours_en}",
    "A| {country_en} vs {country_en2} 今晚 live 🔥",
    "A| latency p99 {n3}ms，port {port} 那个 service",
    "A| 配置 yaml:\n```\nredis:\n  host: localhost\n  port: {port}\n  password: <password>\n```",
    "A| [图片]\nB| {place_en} 人好多啊\nA| holiday season 没办法",
    "A| Apple Store {city_en} 营业 {hours_en}",
    "A| 油价 {price_cny2}/L 又涨了 smh",
    "A| deploy {ver} to prod done，{n}m{n2}s",
    "A| issue #{issue} close 了, duplicate of #{issue2}",
    "A| 图书馆 exam week 开到 {hours_zh}",
    "A| Black Friday {product} 只要 {price_gbp}",
    "A| [语音] 4\"\n转文字：release version 是 {ver} 没错",
    "A| 汇率 today {rate}，换 USD 的抓紧",
    "A| fireworks 在 {place_en} {date_en} 9pm 开始",
    "A| subway line {n} 延长到 midnight，{date_zh} 起",
    "A| user: <username>, pw: <password>，placeholder 而已",
    "A| Steam sale {product} {pct}% off",
    "A| pharmacy 周日 {hours_en}",
    "A| grep TODO 有 {n3} 个 hits 😅",
    "A| {company_zh} 发布会 {date_zh} 开",
    "A| 「{B}: 哪个 version?」\n- - - - -\n{ver}，commit {sha7}",
]

CITY_EN = ["London", "Manchester", "New York", "Seattle", "Boston", "Chicago", "Edinburgh", "Austin", "Toronto", "Sydney"]
CITY_ZH = ["北京", "上海", "深圳", "广州", "杭州", "成都", "南京", "武汉", "西安", "重庆"]
COUNTRY_EN = ["England", "France", "Brazil", "Japan", "Spain", "Germany", "Argentina", "Italy", "Canada", "Korea"]
COUNTRY_ZH = ["中国", "日本", "巴西", "法国", "阿根廷", "西班牙", "德国", "意大利"]
PLACE_EN = ["Eiffel Tower", "British Museum", "Central Park", "Golden Gate Bridge", "Times Square", "Tate Modern",
            "Louvre", "Sydney Opera House", "Tower of London", "Space Needle", "Natural History Museum"]
PLACE_ZH = ["故宫", "外滩", "西湖", "天坛", "颐和园", "东方明珠", "兵马俑博物馆", "鸟巢", "上海迪士尼", "南京路步行街", "国家博物馆"]
COMPANY = ["Apple", "Microsoft", "Google", "Nvidia", "Tesla", "Spotify", "Netflix", "Samsung", "Sony", "Nintendo"]
COMPANY_ZH = ["腾讯", "华为", "小米", "阿里巴巴", "比亚迪", "字节跳动", "网易", "大疆"]
PRODUCT = ["AirPods Pro", "Kindle Paperwhite", "Switch 2", "iPad Air", "Pixel 10", "Galaxy S26", "Dyson V15",
           "Steam Deck", "PS5 Slim", "MacBook Air"]
REPOS = ["python/cpython", "rust-lang/rust", "nodejs/node", "microsoft/vscode", "kubernetes/kubernetes", "django/django"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DAYS_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]


def benign_fill(r):
    n, n2 = r.randint(1, 12), r.randint(0, 12)
    c1, c2 = r.sample(COUNTRY_EN, 2)
    m, d = r.randint(1, 12), r.randint(1, 28)
    oh, ch = r.randint(7, 10), r.randint(17, 22)
    return {
        "ver": f"{r.randint(0, 9)}.{r.randint(0, 30)}.{r.randint(0, 20)}" + r.choice(["", "", "-rc.1", "-beta.2"]),
        "sha": rs(r, 40, HEX), "sha7": rs(r, 7, HEX), "uuid": str(_uuid(r)), "digest": rs(r, 64, HEX),
        "price_usd": f"${r.randint(5, 999)}.{r.choice(['99', '49', '00'])}", "price_cny": f"¥{r.randint(49, 8999)}",
        "price_gbp": f"£{r.randint(5, 1999)}", "price_cny2": f"{r.randint(7, 9)}.{r.randint(10, 99)}元",
        "order": f"{r.choice(['A', 'W', 'CN', ''])}{r.randint(10000000, 99999999)}",
        "issue": str(r.randint(100, 48000)), "issue2": str(r.randint(100, 48000)),
        "jira": f"{r.choice(['OPS', 'WEB', 'INFRA', 'APP'])}-{r.randint(100, 9999)}",
        "port": str(r.choice([8080, 5432, 6379, 3000, 8443, 9200, 27017, 5000])),
        "city_en": r.choice(CITY_EN), "city_zh": r.choice(CITY_ZH), "country_en": c1, "country_en2": c2,
        "country_zh": r.choice(COUNTRY_ZH), "place_en": r.choice(PLACE_EN), "place_zh": r.choice(PLACE_ZH),
        "company": r.choice(COMPANY), "company_zh": r.choice(COMPANY_ZH), "product": r.choice(PRODUCT),
        "hours_en": r.choice([f"{oh}am–{ch - 12}pm", f"{oh}:00-{ch}:00", f"{oh}am to {ch - 12}:30pm", f"0{oh}:30–{ch}:00"
                              if oh < 10 else f"{oh}:30–{ch}:00"]),
        "hours_zh": r.choice([f"{oh}:00-{ch}:00", f"早{oh}点到晚{ch - 12}点", f"{oh}:30—{ch}:30"]),
        "date_en": r.choice([f"{MON[m - 1]} {d}", f"{d} {MON[m - 1]}", f"2026-{m:02d}-{d:02d}"]),
        "date_zh": f"{m}月{d}日", "date_zh2": f"{m}月{min(d + 3, 28)}日",
        "day": r.choice(DAYS), "day_zh": r.choice(DAYS_ZH), "n": str(n), "n2": str(n2), "n3": str(r.randint(100, 9999)),
        "flight": f"{r.choice(['BA', 'CA', 'MU', 'UA', 'CZ', 'LH'])}{r.randint(100, 1999)}",
        "gate": f"{r.choice('ABCDE')}{r.randint(1, 40)}", "train": f"{r.choice(['G', 'D'])}{r.randint(1, 999)}",
        "t1": f"{r.randint(6, 11):02d}:{r.choice([0, 12, 25, 42, 55]):02d}", "t2": f"{r.randint(12, 21)}:{r.choice([5, 18, 30, 47]):02d}",
        "temp": str(r.randint(-5, 36)), "ios": f"{r.randint(17, 26)}.{r.randint(0, 4)}", "repo": r.choice(REPOS),
        "pct": str(r.randint(2, 40)), "rate": f"7.{r.randint(1000, 2999)}",
    }


def _uuid(r):
    h = rs(r, 32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"


# --------------------------------------------------------------------------- builders
def _norm(t):
    return t if isinstance(t, tuple) else (t, None)


def _new_fakers():
    return (Faker("en_US"), Faker("en_GB"), Faker("zh_CN"))


def samples() -> list[Sample]:
    fakers = _new_fakers()
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            sd = _seed(SEED, cat, lang)
            r = random.Random(sd)
            F = Fk(fakers, sd)
            tpls = [_norm(t) for t in T[cat, lang]]
            seen: set[str] = set()
            i = 0
            while i < N_PER_CELL:
                tpl, kind = tpls[i % len(tpls)] if r.random() < 0.7 else r.choice(tpls)
                for _attempt in range(60):
                    value = make_value(cat, lang, kind, r, F)
                    fill = benign_fill(r)
                    fill.update(sc=f"{r.randint(1, 99):02d}-{r.randint(0, 99):02d}-{r.randint(0, 99):02d}", aba=F.us.aba())
                    body = render(tpl.replace("{V}", "\x00"), lang, r, fill)
                    assert body.count("\x00") == 1
                    start = body.index("\x00")
                    text = body.replace("\x00", value)
                    if text.count(value) == 1 and value == value.strip() and text not in seen:
                        break
                else:
                    raise AssertionError((cat, lang, tpl, value))
                seen.add(text)
                out.append(Sample(text, cat, lang, start, start + len(value)))
                i += 1
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        r = random.Random(_seed(SEED + "-benign", lang))
        tpls = B[lang]
        seen: set[str] = set()
        i = 0
        while len(seen) < N_BENIGN:
            text = render(tpls[i % len(tpls)], lang, r, benign_fill(r))
            i += 1
            if text in seen:
                continue
            seen.add(text)
            out.append((lang, text))
    return out


if __name__ == "__main__":
    from collections import Counter

    t0 = time.time()
    S = samples()
    BN = benign_with_lang()
    dt = time.time() - t0
    c = Counter((s.category, s.lang) for s in S)
    for cat in CATEGORIES:
        print(f"{cat:<14}", "  ".join(f"{lang}={c[cat, lang]}" for lang in LANGS))
    print("benign", Counter(lang for lang, _ in BN))
    bad = [s for s in S if s.text.count(s.value) != 1 or s.value != s.value.strip() or not s.value]
    print("bad spans:", len(bad), "build time: %.2fs" % dt)
    print("templates per category:", {cat: sum(len(T[cat, lang]) for lang in LANGS) for cat in CATEGORIES})
    rr = random.Random(7)
    for s in rr.sample(S, 6):
        print("-----", s.category, s.lang, repr(s.value))
        print(s.text)
    for lang, t in rr.sample(BN, 3):
        print("----- benign", lang)
        print(t)
