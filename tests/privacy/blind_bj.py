# ruff: noqa
"""Blind evaluation corpus BJ: brick-and-mortar retail and loyalty programs.

Domain: the day-to-day paperwork and chatter of physical shops and their loyalty schemes --
store staff group chats (门店群), POS and till notes, loyalty and membership records (会员,
积分, Clubcard-style points), returns and refunds desks, click-and-collect, gift cards,
shoplifting and incident logs, store managers' rotas, supplier deliveries, mystery-shopper
reports and franchise operations, in English, Chinese and code-switched English/Chinese.

Styles: WhatsApp/WeChat-style staff chats with typos and shorthand, till and POS log lines,
back-office CSV exports, JSON and YAML config of POS and loyalty integrations, .env files,
handover notes, incident and loss-prevention reports, markdown rota tables, supplier e-mails,
mystery-shopper write-ups, OCR-ish scans of receipts and forms, and voice-dictated notes
without punctuation. Planted values sit at the start, middle or end, with and without cue
words, in several formats per category.

Written blind: the author never read the gate's source, its tests, other corpora or the
repository history, and never ran the gate. Only the contract in blind_common.py was read.

Seeds: BASE_SEED = 20260315; cell c (c = category index * 3 + language index) uses
random.Random(BASE_SEED + c); Faker en_US / en_GB / zh_CN are re-seeded per cell with
OFF + 1 / OFF + 2 / OFF + 3 plus the cell seed (OFF = 10000); benign language i uses
random.Random(BENIGN_SEED + i) with BENIGN_SEED = 93515.
"""

from __future__ import annotations

import random
import re
import string

from faker import Faker

try:
    from .blind_common import CATEGORIES, LANGS, Sample
except ImportError:  # run as a script
    import os, sys

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

BASE_SEED = 20260315
OFF = 10000
BENIGN_SEED = 93515
PER_CELL = 250
BENIGN_PER_LANG = 400

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = string.ascii_letters + string.digits
LOWNUM = LO + DIG
UPNUM = UP + DIG
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"


def rs(rng, n, alphabet=ALNUM):
    return "".join(rng.choice(alphabet) for _ in range(n))


def mixed_token(rng, n, alphabet=ALNUM):
    """Random string guaranteed to hold a digit, a lower and an upper letter (if possible)."""
    while True:
        s = rs(rng, n, alphabet)
        if n < 8:
            return s
        kinds = sum(
            any(c in grp for c in s) for grp in (DIG, LO, UP) if any(ch in alphabet for ch in grp)
        )
        need = sum(1 for grp in (DIG, LO, UP) if any(ch in alphabet for ch in grp))
        if kinds == need:
            return s


# ---------------------------------------------------------------------------
# checksums
# ---------------------------------------------------------------------------


def luhn_ok(num):
    digits = [int(c) for c in num if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(partial):
    for d in DIG:
        if luhn_ok(partial + d):
            return partial + d
    raise AssertionError


def iban_ok(iban):
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def iban_make(country, bban):
    s = bban + country + "00"
    chk = 98 - int("".join(str(int(c, 36)) for c in s)) % 97
    return f"{country}{chk:02d}{bban}"


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_C = "10X98765432"


def cnid_ok(s):
    if len(s) != 18 or not s[:17].isdigit():
        return False
    return CN_C[sum(int(a) * b for a, b in zip(s[:17], CN_W)) % 11] == s[17].upper()


CN_AREAS = [
    "110101", "110105", "110108", "310101", "310104", "310115", "440305", "440106",
    "330106", "330108", "510107", "420106", "320102", "320506", "500103", "610113",
    "430104", "120103", "350203", "370202", "410105", "340104", "210102", "130102",
]


def cn_id(rng):
    y = rng.randint(1962, 2005)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    body = f"{rng.choice(CN_AREAS)}{y}{m:02d}{d:02d}{rng.randint(0, 999):03d}"
    return body + CN_C[sum(int(a) * b for a, b in zip(body, CN_W)) % 11]


def aba_ok(r):
    d = [int(c) for c in r]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0


def aba_routing(rng):
    while True:
        r = rng.choice(["0", "1", "2", "3"]) + rs(rng, 8, DIG)
        if r[:2] in ("00",):
            continue
        if aba_ok(r):
            return r


def hkid(rng):
    letter = rng.choice("ACDEGHKMPRVYZ")
    digits = rs(rng, 6, DIG)
    total = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(c) * w for c, w in zip(digits, range(7, 1, -1)))
    chk = (11 - total % 11) % 11
    return f"{letter}{digits}({'A' if chk == 10 else chk})"


# ---------------------------------------------------------------------------
# value generators
# ---------------------------------------------------------------------------


class Ctx:
    def __init__(self, rng, us, gb, zh, lang):
        self.rng, self.us, self.gb, self.zh, self.lang = rng, us, gb, zh, lang

    def en_faker(self):
        return self.rng.choice((self.us, self.gb))


PY_SUR = ["wang", "li", "zhang", "liu", "chen", "yang", "huang", "zhao", "zhou", "wu", "xu",
          "sun", "ma", "zhu", "hu", "guo", "he", "lin", "luo", "gao", "zheng", "xie", "tang",
          "han", "feng", "deng", "cao", "peng", "zeng", "xiao", "tian", "dong", "pan", "yuan"]
PY_GIV = ["wei", "fang", "na", "min", "jing", "lei", "yang", "jie", "qiang", "jun", "yan",
          "tao", "ming", "chao", "xiu", "hui", "ting", "lan", "hao", "yu", "xin", "jia", "yi",
          "kai", "xiaoyu", "zihan", "yutong", "haoran", "shuang", "mengting", "jiahui", "wenjie",
          "xiaolong", "yifan", "ruoxi", "zhiwei", "lijun", "qian", "bo", "peng", "dan"]
EN_NICK = ["Lily", "Grace", "Kevin", "Tony", "Vivian", "Cindy", "Jason", "Eric", "Coco",
           "Sunny", "Jenny", "Alan", "Amy", "Ivy", "Winnie", "Leo", "Sophie", "Ken", "Joyce", "Rita"]


def pinyin_user(rng):
    s, g = rng.choice(PY_SUR), rng.choice(PY_GIV)
    form = rng.randrange(6)
    if form == 0:
        return s + g
    if form == 1:
        return g + "." + s
    if form == 2:
        return s + g + str(rng.randint(80, 99) if rng.random() < 0.5 else rng.randint(1, 999))
    if form == 3:
        return g[0] + s
    if form == 4:
        return s + "_" + g
    return s + g + str(rng.randint(2000, 2008))


def en_user(c):
    f, rng = c.en_faker(), c.rng
    first, last = f.first_name().lower(), f.last_name().lower()
    last = re.sub(r"[^a-z]", "", last)
    first = re.sub(r"[^a-z]", "", first)
    form = rng.randrange(6)
    if form == 0:
        return first[0] + last
    if form == 1:
        return first + "." + last
    if form == 2:
        return first + last[0] + str(rng.randint(1, 99))
    if form == 3:
        return first + "_" + last
    if form == 4:
        return re.sub(r"[^a-z0-9_.]", "", f.user_name())
    return last + first[0] + str(rng.randint(1, 9))


# --- secret -----------------------------------------------------------------


def _jwt(rng):
    import base64
    import json

    def b64(obj):
        return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).rstrip(b"=").decode()

    alg = rng.choice(["HS256", "RS256"])
    hdr = b64({"alg": alg, "typ": "JWT"})
    payload = {
        "sub": rs(rng, 24, LOWNUM),
        "scope": rng.choice(["pos:write", "loyalty:read loyalty:write", "giftcard:redeem", "store:ops"]),
        "iat": 1773500000 + rng.randint(0, 900000),
    }
    if rng.random() < 0.5:
        payload["store"] = str(rng.randint(100, 9999))
    sig = rs(rng, 43 if alg == "HS256" else 342, B64URL)
    return f"{hdr}.{b64(payload)}.{sig}"


def _pem(rng):
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    n = {"RSA PRIVATE KEY": 10, "PRIVATE KEY": 9, "EC PRIVATE KEY": 3, "OPENSSH PRIVATE KEY": 6}[kind]
    first = "MIIEpAIBAAKCAQEA" if kind == "RSA PRIVATE KEY" else ("MHcCAQEEI" if kind.startswith("EC") else "")
    if kind == "OPENSSH PRIVATE KEY":
        first = "b3BlbnNzaC1rZXktdjEAAAAA"
    lines = [(first + rs(rng, 64, B64))[:64]] + [rs(rng, 64, B64) for _ in range(n)]
    lines.append(rs(rng, rng.randint(12, 40), B64) + "==")
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def g_secret(c, kind):
    rng = c.rng
    if kind is None:
        kind = rng.choice(
            ["aws", "aws_secret", "ghp", "ghpat", "slack", "openai", "openai_proj", "anthropic",
             "stripe", "stripe_rk", "google", "hf", "sendgrid", "telegram", "jwt", "hex", "b64",
             "square", "shopify", "mailchimp", "glpat", "npm", "adyen", "hex", "stripe"]
        )
    if kind == "aws":
        return "AKIA" + rs(rng, 16, UPNUM)
    if kind == "aws_secret":
        return mixed_token(rng, 40, ALNUM + "+/")
    if kind == "ghp":
        return "ghp_" + mixed_token(rng, 36)
    if kind == "ghpat":
        return "github_pat_11" + rs(rng, 20, UPNUM) + "_" + mixed_token(rng, 59)
    if kind == "slack":
        p = rng.choice(["xoxb", "xoxp"])
        return f"{p}-{rng.randint(10**10, 10**12)}-{rng.randint(10**11, 10**13)}-" + mixed_token(rng, 24)
    if kind == "openai":
        return "sk-" + mixed_token(rng, 48)
    if kind == "openai_proj":
        return "sk-proj-" + mixed_token(rng, 64, ALNUM + "-_") + "T3BlbkFJ" + mixed_token(rng, 40, ALNUM + "-_")
    if kind == "anthropic":
        return "sk-ant-api03-" + mixed_token(rng, 93, B64URL) + "AA"
    if kind == "stripe":
        return rng.choice(["sk_live_", "sk_live_51"]) + mixed_token(rng, rng.choice([24, 96]))
    if kind == "stripe_rk":
        return "rk_live_51" + mixed_token(rng, 96)
    if kind == "google":
        return "AIza" + mixed_token(rng, 35, B64URL)
    if kind == "hf":
        return "hf_" + mixed_token(rng, 34)
    if kind == "sendgrid":
        return "SG." + mixed_token(rng, 22, B64URL) + "." + mixed_token(rng, 43, B64URL)
    if kind == "telegram":
        return f"{rng.randint(10**8 * 5, 10**10 - 1)}:AA" + mixed_token(rng, 33, B64URL)
    if kind == "jwt":
        return _jwt(rng)
    if kind == "pem":
        return _pem(rng)
    if kind == "hex":
        return rs(rng, rng.choice([32, 40, 64]), HEX)
    if kind == "b64":
        return mixed_token(rng, rng.choice([32, 43]), ALNUM + "+/") + rng.choice(["", "=", ""])
    if kind == "square":
        return rng.choice(["EAAA", "sq0atp-", "sq0csp-"]) + mixed_token(rng, rng.choice([22, 43, 60]), B64URL)
    if kind == "shopify":
        return rng.choice(["shpat_", "shpss_", "shpca_"]) + rs(rng, 32, HEX)
    if kind == "mailchimp":
        return rs(rng, 32, HEX) + f"-us{rng.randint(2, 21)}"
    if kind == "glpat":
        return "glpat-" + mixed_token(rng, 20, B64URL)
    if kind == "npm":
        return "npm_" + mixed_token(rng, 36)
    if kind == "adyen":
        return "AQE" + mixed_token(rng, 61, ALNUM + "+/") + "=-" + mixed_token(rng, 43, ALNUM + "+/") + "=-" + mixed_token(rng, 16, ALNUM + "<>()[]")
    if kind == "apiv3":
        return mixed_token(rng, 32)
    if kind == "urlpw":
        return mixed_token(rng, rng.randint(14, 24))
    if kind == "webhook":
        return "T0" + rs(rng, 8, UPNUM) + "/B0" + rs(rng, 9, UPNUM) + "/" + mixed_token(rng, 24)
    raise KeyError(kind)


# --- password -----------------------------------------------------------------

PW_WORDS = ["Marmalade", "Sunflower", "Pumpkin", "Harbour", "Cobalt", "Tangerine", "Biscuit",
            "Lantern", "Meadow", "Pretzel", "Falcon", "Saffron", "Juniper", "Walnut", "Crumpet",
            "Blossom", "Granite", "Velvet", "Thistle", "Paprika", "Monsoon", "Rhubarb", "Kestrel"]
PP_WORDS = ["tulip", "basket", "orbit", "maple", "copper", "river", "candle", "pepper", "lemon",
            "violet", "anchor", "glacier", "mango", "trolley", "parcel", "sprout", "ginger",
            "hazel", "comet", "pebble", "muffin", "tiger", "cactus", "velvet"]


def g_password(c, kind):
    rng = c.rng
    if kind is None:
        if c.lang == "zh":
            kind = rng.choice(["faker", "pinyin", "pinyin", "pin6", "word", "pin4", "faker", "pinyin"])
        else:
            kind = rng.choice(["faker", "word", "phrase", "pin4", "faker", "word", "pinyin" if c.lang == "mixed" else "faker", "pin6"])
    if kind == "faker":
        while True:
            p = c.us.password(length=rng.randint(9, 15), special_chars=rng.random() < 0.7)
            if p[-1] not in ".,;:" and p[0] not in "*_":
                return p
    if kind == "word":
        return rng.choice(PW_WORDS) + rng.choice(["#", "!", "@", "$", "_", "*", ""]) + str(rng.randint(10, 9999))
    if kind == "phrase":
        k = rng.choice([3, 4])
        return rng.choice(["-", ".", "_"]).join(rng.sample(PP_WORDS, k)) + str(rng.randint(1, 99))
    if kind == "pin4":
        while True:
            p = rs(rng, 4, DIG)
            if len(set(p)) > 1:
                return p
    if kind == "pin6":
        while True:
            p = rs(rng, 6, DIG)
            if len(set(p)) > 2:
                return p
    if kind == "door":
        return rng.choice(["", "*", "C"]) + rs(rng, rng.choice([4, 5]), DIG) + rng.choice(["#", "", "X"])
    if kind == "pinyin":
        s, g = rng.choice(PY_SUR), rng.choice(PY_GIV)
        form = rng.randrange(5)
        if form == 0:
            return s.capitalize() + g + "@" + str(rng.randint(100, 99999))
        if form == 1:
            return s + g + str(rng.randint(1970, 2008))
        if form == 2:
            return g.capitalize() + rng.choice(["#", "!", "."]) + s + str(rng.randint(10, 999))
        if form == 3:
            return rng.choice(["Yh", "Hm", "Wm", "Sn", "Jlf", "Rt"]) + rs(rng, 2, LO) + "@" + rs(rng, 6, DIG)
        return s + rs(rng, 3, DIG) + rng.choice(["!", "#", "abc", "Aa"])
    raise KeyError(kind)


# --- email ----------------------------------------------------------------------

EN_MAILDOM = ["gmail.com", "outlook.com", "hotmail.co.uk", "yahoo.com", "btinternet.com",
              "icloud.com", "sky.com", "aol.com", "protonmail.com", "live.co.uk", "comcast.net",
              "virginmedia.com", "me.com", "talktalk.net", "yahoo.co.uk", "mail.com"]
ZH_MAILDOM = ["qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "139.com", "aliyun.com",
              "sohu.com", "yeah.net", "outlook.com", "hotmail.com", "gmail.com"]
WORK_DOM = ["riversidegrocers.co.uk", "northgate-retail.com", "pennyfields-stores.co.uk",
            "huaxinmart.com.cn", "lianmart-retail.cn", "oakleafmarkets.com"]


def _obf(rng, user, dom):
    name, _, tld = dom.partition(".")
    form = rng.randrange(5)
    if form == 0:
        return f"{user} at {name} dot {tld.replace('.', ' dot ')}"
    if form == 1:
        return f"{user} [at] {name} [dot] {tld.replace('.', ' [dot] ')}"
    if form == 2:
        return f"{user}(at){dom}"
    if form == 3:
        return f"{user} AT {dom}"
    return f"{user}＠{dom}"


def g_email(c, kind):
    rng = c.rng
    if kind is None:
        if c.lang == "en":
            kind = rng.choice(["en", "en", "en", "work", "obf", "en"])
        elif c.lang == "zh":
            kind = rng.choice(["zh", "zh", "qq", "obfzh", "zh", "work"])
        else:
            kind = rng.choice(["zh", "en", "qq", "obf", "obfzh", "work", "zh"])
    if kind == "en":
        return f"{en_user(c)}@{rng.choice(EN_MAILDOM)}"
    if kind == "work":
        u = en_user(c) if c.lang == "en" or rng.random() < 0.4 else pinyin_user(rng)
        return f"{u}@{rng.choice(WORK_DOM)}"
    if kind == "obf":
        return _obf(rng, en_user(c) if c.lang == "en" else pinyin_user(rng), rng.choice(EN_MAILDOM + ZH_MAILDOM[:3]))
    if kind == "zh":
        return f"{pinyin_user(rng)}@{rng.choice(ZH_MAILDOM)}"
    if kind == "qq":
        return f"{rng.randint(10**7, 3 * 10**9)}@qq.com"
    if kind == "obfzh":
        return _obf(rng, pinyin_user(rng), rng.choice(ZH_MAILDOM))
    raise KeyError(kind)


# --- phone ----------------------------------------------------------------------

US_AREA = ["212", "312", "415", "503", "617", "646", "702", "713", "720", "773", "808", "919",
           "206", "404", "512", "614", "916", "971", "347", "862", "469", "305", "480", "651"]
UK_LAND = [("020", 8), ("0161", 7), ("0121", 7), ("0113", 7), ("0117", 7), ("0131", 7),
           ("0141", 7), ("029", 8), ("0115", 7), ("01603", 6), ("01865", 6), ("0114", 7)]
CN_MOB = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152",
          "155", "156", "158", "159", "166", "173", "176", "177", "180", "181", "186", "187",
          "188", "189", "191", "198", "199"]
CN_LAND = [("010", 8), ("021", 8), ("0755", 8), ("020", 8), ("0571", 8), ("028", 8),
           ("027", 8), ("025", 8), ("0512", 8), ("029", 8), ("023", 8), ("0731", 8)]


def g_phone(c, kind):
    rng = c.rng
    if kind is None:
        if c.lang == "en":
            kind = rng.choice(["us", "us", "uk_mob", "uk_mob", "uk_land", "us"])
        elif c.lang == "zh":
            kind = rng.choice(["cn_mob", "cn_mob", "cn_mob", "cn_land", "cn_mob"])
        else:
            kind = rng.choice(["cn_mob", "cn_mob", "uk_mob", "us", "cn_land", "cn_mob"])
    if kind == "us":
        a, e, n = rng.choice(US_AREA), str(rng.randint(201, 989)), rs(rng, 4, DIG)
        form = rng.randrange(6)
        s = [f"({a}) {e}-{n}", f"{a}-{e}-{n}", f"+1 {a} {e} {n}", f"{a}.{e}.{n}", f"+1-{a}-{e}-{n}", f"1 ({a}) {e}-{n}"][form]
        if rng.random() < 0.12:
            s += rng.choice([" x", " ext. ", " ext "]) + str(rng.randint(10, 999))
        return s
    if kind == "uk_mob":
        p, q, r = "7" + str(rng.randint(400, 999)), rs(rng, 3, DIG), rs(rng, 3, DIG)
        form = rng.randrange(5)
        return [f"0{p} {q}{r}", f"0{p} {q} {r}", f"+44 {p} {q}{r}", f"+44 (0){p} {q} {r}", f"0{p}{q}{r}"][form]
    if kind == "uk_land":
        code, n = rng.choice(UK_LAND)
        num = str(rng.randint(2, 8)) + rs(rng, n - 1, DIG)
        mid = 4 if n == 8 else 3
        s = f"{code} {num[:mid]} {num[mid:]}" if rng.random() < 0.7 else f"+44 {code[1:]} {num[:mid]} {num[mid:]}"
        if rng.random() < 0.1:
            s += f" ext {rng.randint(100, 499)}"
        return s
    if kind == "cn_mob":
        p, a, b = rng.choice(CN_MOB), rs(rng, 4, DIG), rs(rng, 4, DIG)
        form = rng.randrange(7)
        return [f"{p}{a}{b}", f"{p} {a} {b}", f"{p}-{a}-{b}", f"+86 {p} {a} {b}", f"+86-{p}{a}{b}", f"(+86){p}{a}{b}", f"+86{p}{a}{b}"][form]
    if kind == "cn_land":
        code, n = rng.choice(CN_LAND)
        num = str(rng.randint(2, 8)) + rs(rng, n - 1, DIG)
        s = rng.choice([f"{code}-{num}", f"{code}-{num[:4]} {num[4:]}", f"({code}){num}", f"+86 {code[1:]} {num}"])
        if rng.random() < 0.25:
            s += rng.choice(["转", " 转 ", "-", " ext "]) + str(rng.randint(801, 8899))
        return s
    raise KeyError(kind)


# --- address --------------------------------------------------------------------

CN_ROADS = ["中山北路", "人民路", "解放东路", "建设大道", "南京西路", "淮海中路", "延安西路",
            "文三路", "天目山路", "深南大道", "福田路", "科技园南路", "长江路", "黄河路",
            "光华路", "望京西路", "学院路", "金桥路", "张杨路", "漕溪北路", "虹桥路", "曹杨路",
            "江南大道", "西湖大道", "莲花路", "建国路", "朝阳北路", "滨江大道", "二环路东一段",
            "武侯祠大街", "解放大道", "珞喻路", "汉中路", "雁塔北路", "凤城八路", "五一大道",
            "湖滨路", "东风路", "新华路", "幸福路"]
CN_ESTATES = ["阳光花园", "锦绣华庭", "碧桂园", "万科城市花园", "绿地世纪城", "金地格林小镇",
              "保利香槟国际", "龙湖天街", "华润二十四城", "幸福里", "翠湖苑", "梅花新村",
              "康乐小区", "东方明珠苑", "世纪新城", "丽景湾", "书香门第", "枫林湾", "金色家园",
              "中海国际社区", "南苑小区", "和平里", "春晓苑", "天鹅湖花园"]
CN_DISTRICTS = ["浦东新区", "徐汇区", "闵行区", "朝阳区", "海淀区", "丰台区", "南山区", "福田区",
                "西湖区", "拱墅区", "天河区", "海珠区", "武侯区", "锦江区", "江汉区", "洪山区",
                "鼓楼区", "玄武区", "雁塔区", "岳麓区", "思明区", "市南区"]


def _cn_addr(rng):
    road, n = rng.choice(CN_ROADS), rng.randint(1, 1888)
    est = rng.choice(CN_ESTATES)
    b, u = rng.randint(1, 32), rng.randint(1, 6)
    room = rng.randint(1, 33) * 100 + rng.randint(1, 8)
    form = rng.randrange(8)
    if form == 0:
        return f"{road}{n}号{est}{b}栋{u}单元{room}室"
    if form == 1:
        return f"{road}{n}弄{rng.randint(1, 80)}号{room}室"
    if form == 2:
        return f"{rng.choice(CN_DISTRICTS)}{road}{n}号{est}{b}幢{room}"
    if form == 3:
        return f"{est}{b}号楼{u}单元{room}室"
    if form == 4:
        return f"{road}{n}号院{b}号楼{room}"
    if form == 5:
        return f"{rng.choice(CN_DISTRICTS)}{road}{n}号"
    if form == 6:
        return f"{est}{b}-{u}-{room}"
    return f"{road}{n}号{est}{b}栋{room}室"


def _us_addr(c):
    rng = c.rng
    s = f"{rng.randint(12, 9899)} {c.us.street_name()}"
    r = rng.random()
    if r < 0.2:
        s += f" Apt {rng.randint(1, 40)}{rng.choice('ABCDEF')}"
    elif r < 0.3:
        s += f", Unit {rng.randint(1, 300)}"
    elif r < 0.38:
        s += f" #{rng.randint(100, 999)}"
    return s


def _uk_addr(c):
    rng = c.rng
    street = c.gb.street_name()
    form = rng.randrange(5)
    if form == 0:
        return f"Flat {rng.randint(1, 24)}, {rng.randint(1, 180)} {street}"
    if form == 1:
        return f"{rng.randint(1, 240)}{rng.choice(['', '', 'a', 'B'])} {street}"
    if form == 2:
        return f"{rng.randint(1, 40)} {rng.choice(['Rowan', 'Beech', 'Kingfisher', 'Mill', 'Cedar', 'Abbey'])} {rng.choice(['Court', 'House', 'Mews'])}, {street}"
    if form == 3:
        return f"Flat {rng.randint(1, 9)}{rng.choice('ABC')}, {rng.randint(2, 99)} {street}"
    return f"{rng.randint(1, 320)} {street}"


def g_address(c, kind):
    rng = c.rng
    if kind is None:
        kind = {"en": rng.choice(["us", "uk"]), "zh": "cn"}.get(c.lang) or rng.choice(["cn", "cn", "uk", "us"])
    if kind == "us":
        return _us_addr(c)
    if kind == "uk":
        return _uk_addr(c)
    if kind == "cn":
        return _cn_addr(rng)
    raise KeyError(kind)


# --- government id --------------------------------------------------------------


def _ssn(rng):
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    return f"{a:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def _nino(rng):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = rs(rng, 6, DIG)
    suf = rng.choice("ABCD")
    if rng.random() < 0.5:
        return f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}"
    return f"{p}{d}{suf}"


def _dl_uk(c):
    rng = c.rng
    sur = re.sub(r"[^A-Z]", "", c.gb.last_name().upper())[:5].ljust(5, "9")
    y = rng.randint(1960, 2004)
    m = rng.randint(1, 12) + (50 if rng.random() < 0.5 else 0)
    d = rng.randint(1, 28)
    ini = rng.choice(UP) + rng.choice(UP + "9")
    return f"{sur}{str(y)[2]}{m:02d}{d:02d}{str(y)[3]}{ini}9{rs(rng, 2, UP)}"


def g_government_id(c, kind):
    rng = c.rng
    if kind is None:
        if c.lang == "en":
            kind = rng.choice(["ssn", "ssn", "nino", "nino", "us_passport", "uk_passport", "dl_us", "dl_uk", "ein", "itin", "utr"])
        elif c.lang == "zh":
            kind = rng.choice(["cnid", "cnid", "cnid", "cnid", "cn_passport", "hkid", "hkmo"])
        else:
            kind = rng.choice(["cnid", "cnid", "cnid", "cn_passport", "hkid", "ssn", "nino", "uk_passport"])
    if kind == "ssn":
        s = _ssn(rng)
        return s if rng.random() < 0.8 else s.replace("-", rng.choice(["", " "]))
    if kind == "nino":
        return _nino(rng)
    if kind == "us_passport":
        return rng.choice(["A", "C"]) + rs(rng, 8, DIG) if rng.random() < 0.4 else str(rng.randint(1, 9)) + rs(rng, 8, DIG)
    if kind == "uk_passport":
        return str(rng.randint(1, 9)) + rs(rng, 8, DIG)
    if kind == "dl_us":
        form = rng.randrange(4)
        if form == 0:
            return rng.choice(UP) + rs(rng, 7, DIG)
        if form == 1:
            return rs(rng, 3, DIG) + " " + rs(rng, 3, DIG) + " " + rs(rng, 3, DIG)
        if form == 2:
            return f"{rng.choice(UP)}{rs(rng, 3, DIG)}-{rs(rng, 3, DIG)}-{rs(rng, 2, DIG)}-{rs(rng, 3, DIG)}-0"
        return rs(rng, 8, DIG)
    if kind == "dl_uk":
        return _dl_uk(c)
    if kind == "ein":
        return f"{rng.randint(10, 98)}-{rs(rng, 7, DIG)}"
    if kind == "itin":
        return f"9{rs(rng, 2, DIG)}-{rng.choice([70, 71, 72, 73, 75, 78, 80, 83, 88, 90, 92, 94, 99])}-{rs(rng, 4, DIG)}"
    if kind == "utr":
        u = str(rng.randint(1, 9)) + rs(rng, 9, DIG)
        return u if rng.random() < 0.6 else f"{u[:5]} {u[5:]}"
    if kind == "cnid":
        return cn_id(rng)
    if kind == "cn_passport":
        p = rng.choice(["E", "EA", "EB", "EC", "E", "G"])
        return p + rs(rng, 8 if len(p) == 1 else 7, DIG)
    if kind == "hkid":
        return hkid(rng)
    if kind == "hkmo":
        return "C" + rng.choice(UP + DIG) + rs(rng, 7, DIG)
    raise KeyError(kind)


# --- financial ------------------------------------------------------------------


def _card(rng, brand=None):
    brand = brand or rng.choice(["visa", "visa", "mc", "mc2", "amex", "discover", "up16", "up19"])
    if brand == "visa":
        num = luhn_complete("4" + rs(rng, 14, DIG))
    elif brand == "mc":
        num = luhn_complete(str(rng.randint(51, 55)) + rs(rng, 13, DIG))
    elif brand == "mc2":
        num = luhn_complete(str(rng.randint(2221, 2720)) + rs(rng, 11, DIG))
    elif brand == "amex":
        num = luhn_complete(rng.choice(["34", "37"]) + rs(rng, 12, DIG))
    elif brand == "discover":
        num = luhn_complete("6011" + rs(rng, 11, DIG))
    elif brand == "up16":
        num = luhn_complete(rng.choice(["6222", "6228", "6217", "6225", "6212"]) + rs(rng, 11, DIG))
    else:
        num = luhn_complete(rng.choice(["6222", "6228", "6217", "6214", "6230"]) + rs(rng, 14, DIG))
    sep = rng.choice([" ", " ", "-", "", " "])
    if not sep:
        return num
    if len(num) == 15:
        return sep.join([num[:4], num[4:10], num[10:]])
    if len(num) == 19:
        return sep.join([num[i : i + 4] for i in range(0, 16, 4)]) + sep + num[16:]
    return sep.join(num[i : i + 4] for i in range(0, len(num), 4))


GB_BANKS = ["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "NAIA", "RBOS", "SCBL", "MONZ", "SRLG"]


def _iban(rng, country=None):
    country = country or rng.choice(["GB", "GB", "GB", "IE", "DE", "FR", "NL", "ES"])
    if country == "GB":
        bban = rng.choice(GB_BANKS) + rs(rng, 14, DIG)
    elif country == "IE":
        bban = rng.choice(["AIBK", "BOFI", "IPBS"]) + rs(rng, 14, DIG)
    elif country == "DE":
        bban = rs(rng, 18, DIG)
    elif country == "FR":
        bban = rs(rng, 10, DIG) + rs(rng, 11, UPNUM) + rs(rng, 2, DIG)
    elif country == "NL":
        bban = rng.choice(["ABNA", "INGB", "RABO", "TRIO"]) + rs(rng, 10, DIG)
    else:
        bban = rs(rng, 20, DIG)
    iban = iban_make(country, bban)
    if rng.random() < 0.55:
        return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))
    return iban


def g_financial(c, kind):
    rng = c.rng
    if kind is None:
        if c.lang == "en":
            kind = rng.choice(["card", "card", "card", "iban", "iban", "sortacct", "acct_uk", "acct_us"])
        elif c.lang == "zh":
            kind = rng.choice(["card_cn", "card_cn", "card_cn", "card", "cn_acct"])
        else:
            kind = rng.choice(["card_cn", "card_cn", "card", "iban", "sortacct", "cn_acct"])
    if kind == "card":
        return _card(rng, rng.choice(["visa", "visa", "mc", "mc2", "amex", "discover"]))
    if kind == "card_cn":
        return _card(rng, rng.choice(["up16", "up19", "up19", "visa", "mc"]))
    if kind == "card_plain":
        return _card(rng).replace(" ", "").replace("-", "")
    if kind == "iban":
        return _iban(rng)
    if kind == "iban_gb":
        return _iban(rng, "GB")
    if kind == "sortacct":
        sc = f"{rng.randint(10, 99)}-{rng.randint(0, 99):02d}-{rng.randint(0, 99):02d}"
        return f"{sc} {rs(rng, 8, DIG)}" if rng.random() < 0.6 else f"{sc}, {rs(rng, 8, DIG)}"
    if kind == "acct_uk":
        return rs(rng, 8, DIG)
    if kind == "acct_us":
        return str(rng.randint(1, 9)) + rs(rng, rng.randint(8, 11), DIG)
    if kind == "routing_acct":
        return f"{aba_routing(rng)} / {rng.randint(1, 9)}{rs(rng, 9, DIG)}"
    if kind == "cn_acct":
        return luhn_complete(rng.choice(["6222", "6228", "6217", "6214"]) + rs(rng, 14, DIG))
    raise KeyError(kind)


# --- person name ----------------------------------------------------------------


def g_person_name(c, kind):
    rng = c.rng
    if kind is None:
        if c.lang == "en":
            kind = rng.choice(["en", "en", "en", "en_mid", "en"])
        elif c.lang == "zh":
            kind = "zh"
        else:
            kind = rng.choice(["zh", "zh", "pinyin", "nick", "en"])
    if kind in ("en", "en_mid", "first", "last_first"):
        f = c.en_faker()
        first = f.first_name()
        last = f.last_name()
        if kind == "first":
            return first
        if kind == "last_first":
            return f"{last}, {first}"
        if kind == "en_mid":
            return f"{first} {rng.choice(UP)}. {last}"
        return f"{first} {last}"
    if kind == "last_only":
        return c.en_faker().last_name()
    if kind == "zh":
        return c.zh.name()
    if kind == "zh_sur":
        return c.zh.last_name()
    if kind == "pinyin":
        n = c.zh.romanized_name()
        if rng.random() < 0.4:
            a, b = n.split(" ", 1)
            return f"{b} {a}"
        return n
    if kind == "nick":
        return f"{rng.choice(EN_NICK)} {c.zh.last_romanized_name()}"
    raise KeyError(kind)


# --- username -------------------------------------------------------------------

HANDLE_A = ["crumpet", "bargain", "trolley", "aisle", "coupon", "deal", "shopper", "baker",
            "veggie", "latte", "retro", "pixel", "storm", "lucky", "tiny", "mega", "night"]
HANDLE_B = ["queen", "hunter", "king", "fox", "ninja", "lad", "girl", "wizard", "panda",
            "guru", "dad", "mum", "boss", "rider", "owl"]
ZH_NICK = ["爱吃榴莲的猫", "省钱小能手", "超市打折侦探", "奶茶续命选手", "周末逛吃", "早起的鸟",
           "小鱼干不加糖", "会员日必到", "囤货达人", "快乐收银员"]


def g_username(c, kind):
    rng = c.rng
    if kind is None:
        if c.lang == "en":
            kind = rng.choice(["en", "en", "combo", "faker", "login"])
        elif c.lang == "zh":
            kind = rng.choice(["wxid", "pinyin", "pinyin", "tb", "nick", "combo"])
        else:
            kind = rng.choice(["wxid", "pinyin", "en", "combo", "tb", "login"])
    if kind == "en":
        return en_user(c)
    if kind == "faker":
        return re.sub(r"[^a-z0-9_.]", "", c.en_faker().user_name())
    if kind == "combo":
        return rng.choice(HANDLE_A) + rng.choice(["", "_", ".", ""]) + rng.choice(HANDLE_B) + rng.choice(["", str(rng.randint(1, 99)), str(rng.randint(1980, 2009))])
    if kind == "login":
        return rng.choice(["", "st", "emp_", "s"]) + (en_user(c) if c.lang == "en" else pinyin_user(rng)).replace(".", "")[:12] + rng.choice(["", str(rng.randint(1, 99))])
    if kind == "wxid":
        return "wxid_" + rs(rng, 14, LOWNUM)
    if kind == "pinyin":
        return pinyin_user(rng)
    if kind == "tb":
        return rng.choice(["tb", "tb_"]) + rs(rng, 8, DIG) + rng.choice(["", "_" + str(rng.randint(2010, 2024))])
    if kind == "nick":
        return rng.choice(ZH_NICK) + rng.choice(["", str(rng.randint(1, 999))])
    raise KeyError(kind)


# --- home path ------------------------------------------------------------------

PATH_TAILS_EN = ["Documents/Rota/week{w}_rota.xlsx", "Downloads/clubcard_export_{d}.csv",
                 "Desktop/shrink_report_P{p}.xlsx", "pos-export/eod_{d}.json",
                 "Documents/Loyalty/points_adjustments.csv", "stocktake/count_sheet_{w}.ods",
                 "Desktop/MysteryShopper/visit_{w}.pdf", "scripts/till_recon.py",
                 "OneDrive/Store Ops/delivery_schedule.xlsx", "Pictures/CCTV stills/incident_{w}.png",
                 "giftcards/batch_{w}.csv", ".config/pos-agent/config.yaml"]
PATH_TAILS_ZH = ["Desktop/排班表_第{w}周.xlsx", "Downloads/会员积分导出_{d}.csv",
                 "Documents/盘点/盘点表_{w}.xlsx", "桌面/退货登记.xlsx", "Documents/门店日报/{d}.docx",
                 "pos/导出/交班报表_{d}.json", "Downloads/供应商对账单_{w}.pdf",
                 "Pictures/监控截图/事件{w}.png", "礼品卡/批次{w}.csv", ".config/pos-agent/config.yaml"]


def g_home_path(c, kind):
    rng = c.rng
    if kind is None:
        kind = rng.choice(["nix", "mac", "win", "win", "mac", "nix"])
    if c.lang == "en":
        user = en_user(c).replace(".", rng.choice([".", "", "_"]))
    elif c.lang == "zh":
        user = pinyin_user(rng) if rng.random() < 0.75 or kind == "nix" else c.zh.name()
    else:
        user = rng.choice([pinyin_user(rng), en_user(c), f"{rng.choice(EN_NICK).lower()}{rng.choice(PY_SUR)}"])
    tails = PATH_TAILS_EN if c.lang == "en" or (c.lang == "mixed" and rng.random() < 0.5) else PATH_TAILS_ZH
    if kind == "py":
        kind = rng.choice(["nix", "mac"])
        tails = ["scripts/till_recon.py", "pos-tools/loyalty_sync.py", "projects/rota/build_rota.py",
                 "work/giftcard/reconcile.py", "shrink/report.py"]
    tail = rng.choice(tails).format(w=rng.randint(1, 52), d=f"2026{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}", p=rng.randint(1, 13))
    if kind == "nix":
        return f"/home/{user}/{tail}"
    if kind == "mac":
        return f"/Users/{user}/{tail}"
    if kind == "win":
        return "C:\\Users\\" + user + "\\" + tail.replace("/", "\\")
    if kind == "win_json":
        return "C:\\\\Users\\\\" + user + "\\\\" + tail.replace("/", "\\\\")
    if kind == "bare_nix":
        return f"/home/{user}"
    if kind == "bare_mac":
        return f"/Users/{user}"
    if kind == "bare_win":
        return "C:\\Users\\" + user
    raise KeyError(kind)


# --- schedule -------------------------------------------------------------------

ZH_NUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
RANGES = {"am": (5, 9), "mid": (9, 11), "noon": (11, 13), "pm": (13, 17), "eve": (17, 21), "night": (21, 23)}


def g_schedule(c, kind):
    rng = c.rng
    lo, hi = RANGES[kind or rng.choice(list(RANGES))]
    h = rng.randint(lo, hi)
    m = rng.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 30, 15, 45])
    h12 = h if h <= 12 else h - 12
    zh = c.lang == "zh" or (c.lang == "mixed" and rng.random() < 0.5)
    if not zh:
        form = rng.randrange(6)
        if form == 0:
            return f"{h12}:{m:02d}"
        if form == 1:
            return f"{h12}:{m:02d}{'am' if h < 12 else 'pm'}"
        if form == 2:
            return f"{h:02d}:{m:02d}"
        if form == 3:
            return f"{h12}.{m:02d}" if m else f"{h12}{'am' if h < 12 else 'pm'}"
        if form == 4:
            return f"{h12}:{m:02d} {'AM' if h < 12 else 'PM'}"
        return f"{h}:{m:02d}"
    form = rng.randrange(5)
    if form == 0:
        return f"{h12}点" + ("半" if m == 30 else (f"{m}" if m else ""))
    if form == 1:
        return f"{h}:{m:02d}"
    if form == 2:
        words = {0: "", 30: "半", 10: "十分", 15: "一刻", 20: "二十", 40: "四十", 45: "三刻"}
        if m in words:
            return ZH_NUM[h12] + "点" + words[m]
        return f"{h12}点{m}分"
    if form == 3:
        return f"{h12}点{m:02d}分" if m else f"{h12}点整"
    return f"{h12}:{m:02d}"


# --- geo ------------------------------------------------------------------------

EN_COORD = [(51.5072, -0.1276), (53.4808, -2.2426), (52.4862, -1.8904), (53.8008, -1.5491),
            (55.8642, -4.2518), (51.4545, -2.5879), (40.7128, -74.006), (41.8781, -87.6298),
            (34.0522, -118.2437), (47.6062, -122.3321), (39.7392, -104.9903), (30.2672, -97.7431)]
ZH_COORD = [(31.2304, 121.4737), (39.9042, 116.4074), (22.5431, 114.0579), (23.1291, 113.2644),
            (30.2741, 120.1551), (30.5728, 104.0668), (30.5928, 114.3055), (32.0603, 118.7969),
            (34.3416, 108.9398), (24.4798, 118.0894), (36.0671, 120.3826)]
UK_AREAS = ["SW", "SE", "N", "E", "W", "NW", "M", "B", "LS", "L", "G", "EH", "CF", "BS", "NG",
            "S", "OX", "CB", "BN", "RG", "NE", "LE", "CV", "PO", "YO", "DE", "HU", "BT"]
PLUS = "23456789CFGHJMPQRVWX"
GH = "0123456789bcdefghjkmnpqrstuvwxyz"
W3W = ["filled", "count", "soap", "ladder", "crisp", "orange", "tables", "mostly", "jumped",
       "brave", "quiet", "pencil", "rivers", "hidden", "sprint", "dozen", "amber", "kettle"]
CN_ZIP = ["100", "200", "518", "510", "310", "610", "430", "210", "710", "361", "266", "300"]


def _coord(rng, base, fmt):
    lat = base[0] + rng.uniform(-0.09, 0.09)
    lon = base[1] + rng.uniform(-0.12, 0.12)
    dp = rng.choice([4, 5, 6])
    if fmt == 0:
        return f"{lat:.{dp}f}, {lon:.{dp}f}"
    if fmt == 1:
        return f"{lat:.{dp}f},{lon:.{dp}f}"
    if fmt == 2:
        ns, ew = ("N" if lat >= 0 else "S"), ("E" if lon >= 0 else "W")
        return f"{abs(lat):.{dp}f}°{ns}, {abs(lon):.{dp}f}°{ew}"
    return f"{lat:.{dp}f} {lon:.{dp}f}"


def g_geo(c, kind):
    rng = c.rng
    if kind is None:
        if c.lang == "en":
            kind = rng.choice(["coord_en", "coord_en", "uk_pc", "uk_pc", "zip", "plus", "geohash", "w3w"])
        elif c.lang == "zh":
            kind = rng.choice(["coord_zh", "coord_zh", "coord_zh", "cn_zip", "cn_zip", "plus", "geohash"])
        else:
            kind = rng.choice(["coord_zh", "coord_zh", "cn_zip", "coord_en", "uk_pc", "plus", "geohash"])
    if kind == "coord_en":
        return _coord(rng, rng.choice(EN_COORD), rng.randrange(4))
    if kind == "coord_zh":
        return _coord(rng, rng.choice(ZH_COORD), rng.randrange(4))
    if kind == "coord":
        return _coord(rng, rng.choice(EN_COORD if c.lang == "en" else ZH_COORD), rng.randrange(4))
    if kind == "uk_pc":
        area = rng.choice(UK_AREAS)
        dist = str(rng.randint(1, 28 if len(area) == 2 else 20))
        if len(area) == 1 and rng.random() < 0.2:
            dist += rng.choice("ABCEHJKMNPRSTUVWXY")
        return f"{area}{dist} {rng.randint(0, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}"
    if kind == "zip":
        z = f"{rng.randint(10001, 99950):05d}"
        return z if rng.random() < 0.6 else f"{z}-{rs(rng, 4, DIG)}"
    if kind == "cn_zip":
        return rng.choice(CN_ZIP) + rs(rng, 3, DIG)
    if kind == "plus":
        full = rng.random() < 0.5
        code = rs(rng, 4, PLUS) + "+" + rs(rng, 2, PLUS)
        return (rs(rng, 4, PLUS) + code) if full else code
    if kind == "geohash":
        return rng.choice(["gcp", "gcw", "gcq", "dr5", "dp3", "wtw", "wx4", "ws1", "ws0", "wtm"]) + rs(rng, rng.randint(5, 7), GH)
    if kind == "w3w":
        return "///" + ".".join(rng.sample(W3W, 3))
    raise KeyError(kind)


GENERATORS = {
    "secret": g_secret,
    "password": g_password,
    "email": g_email,
    "phone": g_phone,
    "address": g_address,
    "government_id": g_government_id,
    "financial": g_financial,
    "person_name": g_person_name,
    "username": g_username,
    "home_path": g_home_path,
    "schedule": g_schedule,
    "geo": g_geo,
}


# ---------------------------------------------------------------------------
# fillers (never personal)
# ---------------------------------------------------------------------------

EN_BRANDS = ["Tesco", "Sainsbury's", "Asda", "Morrisons", "Waitrose", "Aldi", "Lidl", "Co-op",
             "Boots", "Argos", "M&S", "Target", "Walmart", "Kroger", "Costco", "Walgreens",
             "Best Buy", "Home Depot", "Trader Joe's", "Whole Foods", "Superdrug", "Iceland"]
ZH_BRANDS = ["永辉超市", "盒马鲜生", "大润发", "沃尔玛", "家乐福", "华润万家", "物美", "屈臣氏",
             "名创优品", "苏宁易购", "全家便利店", "罗森", "山姆会员店", "麦德龙", "联华超市",
             "美宜佳", "钱大妈", "胖东来", "步步高", "天虹"]
EN_CITIES = ["Leeds", "Bristol", "Manchester", "Glasgow", "Cardiff", "Norwich", "Reading",
             "Chicago", "Denver", "Austin", "Portland", "Columbus", "Sacramento", "Sheffield",
             "Nottingham", "Leicester", "Coventry", "Milton Keynes", "Brighton", "Aberdeen"]
ZH_CITIES = ["上海", "北京", "杭州", "深圳", "广州", "成都", "武汉", "南京", "苏州", "西安",
             "重庆", "长沙", "天津", "厦门", "青岛", "郑州", "合肥", "宁波"]
EN_PRODS = ["Warburtons Toastie 800g", "Heinz Baked Beans 4x415g", "Yorkshire Tea 240 bags",
            "Hovis Best of Both", "Fairy Liquid 1.19L", "Anchor butter 250g", "Tropicana 1.4L",
            "Lurpak Spreadable 500g", "Coca-Cola Zero 24 pack", "Pampers size 4 jumbo",
            "Cathedral City 550g", "PG Tips 160s", "Walkers multipack 22", "Andrex 9 roll",
            "Quality Street tin", "Ariel pods 38", "Cadbury Dairy Milk 360g", "Kenco Smooth 200g",
            "Dyson V8 (display model)", "Nintendo Switch OLED", "Oral-B iO4 brush"]
ZH_PRODS = ["金龙鱼调和油5L", "蒙牛纯牛奶250ml*24", "农夫山泉550ml*24", "海天酱油1.9L",
            "五常大米10kg", "伊利安慕希原味", "三只松鼠坚果礼盒", "洽洽瓜子", "百威啤酒整箱",
            "奥利奥饼干", "维达抽纸", "蓝月亮洗衣液3kg", "元气森林气泡水", "卫龙辣条", "车厘子2斤装",
            "阳光玫瑰葡萄", "小米充电宝", "飞利浦电动牙刷", "好丽友派", "东方树叶茉莉花茶"]
ZH_DATES = ["3月14日", "4月2日", "周二", "上周五", "本月18号", "5月1日", "2026年3月9日", "昨天", "下周一", "6月30日"]


def _fill(key, rng, lang):
    if key == "brand":
        return rng.choice(EN_BRANDS)
    if key == "zbrand":
        return rng.choice(ZH_BRANDS)
    if key == "city":
        return rng.choice(EN_CITIES)
    if key == "zcity":
        return rng.choice(ZH_CITIES)
    if key == "sn":
        return str(rng.randint(102, 6890))
    if key == "till":
        return str(rng.randint(1, 14))
    if key == "order":
        return rng.choice(["CC-", "C&C ", "ORD-", "WEB"]) + str(rng.randint(10**6, 10**8 - 1))
    if key == "rma":
        return f"RTN-2026-{rng.randint(1000, 99999):05d}"
    if key == "ticket":
        return rng.choice(["INC", "SR", "REQ", "TKT"]) + str(rng.randint(10000, 999999))
    if key == "inc":
        return f"IR-2026-{rng.randint(1, 4999):04d}"
    if key == "po":
        return f"PO-{rng.randint(100000, 999999)}"
    if key == "sku":
        return str(rng.randint(100000, 9999999))
    if key == "txn":
        return f"{rng.randint(1, 14):02d}-{rng.randint(1000, 9999)}-{rng.randint(100, 999)}"
    if key == "price":
        return rng.choice(["£", "$"]) + f"{rng.randint(1, 240)}.{rng.choice([0, 49, 99, 50, 25, 75, 19]):02d}"
    if key == "zprice":
        return rng.choice(["¥", ""]) + f"{rng.randint(3, 1600)}.{rng.choice([0, 5, 9, 90, 80]):02d}" + ("元" if rng.random() < 0.3 else "")
    if key == "date":
        d, m = rng.randint(1, 28), rng.randint(1, 12)
        return rng.choice([f"{d:02d}/{m:02d}/2026", f"2026-{m:02d}-{d:02d}", f"{d} {['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]}"])
    if key == "zdate":
        return rng.choice(ZH_DATES)
    if key == "prod":
        return rng.choice(EN_PRODS)
    if key == "zprod":
        return rng.choice(ZH_PRODS)
    if key == "qty":
        return str(rng.randint(2, 48))
    if key == "pts":
        return str(rng.randint(120, 9800))
    if key == "aisle":
        return str(rng.randint(1, 22))
    if key == "pct":
        return str(rng.choice([5, 10, 15, 20, 25, 30, 40, 50]))
    if key == "n":
        return str(rng.randint(2, 30))
    if key == "ver":
        return f"{rng.randint(1, 9)}.{rng.randint(0, 24)}.{rng.randint(0, 12)}"
    if key == "uuid":
        h = rs(rng, 32, HEX)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"
    if key == "sha":
        return rs(rng, rng.choice([7, 40, 64]), HEX)
    if key == "port":
        return str(rng.choice([8080, 8443, 9100, 5432, 6379, 3000, 8000, 9443, 7070]))
    if key == "ean":
        body = rng.choice(["50", "501", "690", "691", "692", "693", "694", "695", "696", "697"]) 
        body = body + rs(rng, 12 - len(body), DIG)
        chk = (10 - sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(body)) % 10) % 10
        return body + str(chk)
    if key == "q":
        return str(rng.randint(1, 4))
    raise KeyError(key)


TOKEN = re.compile(r"\{(v(?::[a-z0-9_]+)?|[a-z]+)\}")


def render(tpl, rng, lang, value_fn):
    out, pos, start, end = [], 0, None, None
    for m in TOKEN.finditer(tpl):
        out.append(tpl[pos : m.start()])
        key = m.group(1)
        if key == "v" or key.startswith("v:"):
            val = value_fn(key[2:] or None)
            start = sum(len(x) for x in out)
            end = start + len(val)
            out.append(val)
        else:
            out.append(_fill(key, rng, lang))
        pos = m.end()
    out.append(tpl[pos:])
    return "".join(out), start, end


# ---------------------------------------------------------------------------
# templates: {v} or {v:kind} is the planted value, other {name}s are fillers
# ---------------------------------------------------------------------------

T = {}

T["secret", "en"] = [
    "Till {till} keeps dropping off the loyalty API. Config on the back-office PC has LOYALTY_API_KEY={v:hex} - can someone from IT check it hasn't expired?",
    ".env for the click-and-collect locker bridge\nLOCKER_VENDOR=parcelwall\nLOCKER_API_TOKEN={v}\nSTORE_ID={sn}\nPOLL_SECONDS=30",
    "stripe key for the pop-up card reader at the {city} food festival: {v:stripe} (LIVE not test!!) pls don't paste it in the main group again",
    '{"terminal": "T{till}", "store": "{sn}", "gateway": "adyen", "apiKey": "{v:adyen}", "mode": "live"}',
    "[{date} 06:02:11] WARN giftcard-sync: balance lookup 401, retrying with bearer {v:jwt} (attempt 3/5)",
    "AWS key for the CCTV bucket upload at store {sn}: {v:aws}. Secret half is in the keyholder folder, not here.",
    "[cctv-archive]\nregion = eu-west-2\naws_secret_access_key = {v:aws_secret}\noutput = json",
    "The ESL shelf-label controller needs a GitHub token to pull the price templates: {v:ghp} - expires at the end of the period.",
    "Handover: the ops bot in Slack is posting the wrong markdown times again. Bot token {v:slack}, reinstalled it on {date}.",
    "mystery shopper portal webhook signing secret -> {v:hex}",
    "pos_agent:\n  store: {sn}\n  lane: {till}\n  loyalty:\n    endpoint: https://loyalty.internal/v2\n    client_secret: {v:b64}\n  receipts: email",
    "Maps key on the store-locator kiosk by customer services is {v:google}, restricted to our referrer.",
    "Shopify token for the endless-aisle tablet in electricals: {v:shopify}. If it 401s ring the helpdesk, don't reinstall.",
    "export SENDGRID_API_KEY={v:sendgrid}  # e-receipts for tills 1-6",
    "Shrink-alert bot on Telegram: {v:telegram} - it posts to the LP channel whenever an EAS gate fires.",
    "Franchisee asked why a Hugging Face key is sitting in the planogram repo ({v:hf}). Rotating it today.",
    'curl -s -H "Authorization: Bearer {v:openai}" https://api.openai.com/v1/models  # shelf-ticket description bot',
    "Customer-service summariser runs on Claude, key {v:anthropic}, budget capped at £200 a month.",
    "café counter iPad (Square): access token {v:square}",
    "loyalty newsletter mailchimp key {v:mailchimp} - marketing only, not for store use",
    "GitLab deploy token for the POS image build: {v:glpat}",
    "//registry.npmjs.org/:_authToken={v:npm}\n# kiosk build .npmrc - do not commit",
    "Back-office DB string for store {sn}: postgres://pos_reader:{v:urlpw}@10.40.12.5:5432/clubpoints (read-only, do not share)",
    "Gift card batches go up via sftp://gc_upload:{v:urlpw}@files.giftcard-partner.example:22/inbound every Monday",
    "Key for the PIN entry device remote key injection - do NOT email this:\n{v:pem}",
    "restricted refunds-only key for the returns desk terminal: {v:stripe_rk}",
    "Stock-count app OAuth refresh token {v:b64} lives in the store iPad keychain, not on the shared drive.",
    "store,system,credential,updated\n{sn},footfall-counter,{v:hex},{date}",
    "The new self-checkout vendor sent their API secret inside a PDF (!!) - it's {v} - moving it to the vault now.",
    "{ticket}: rota app integration failing after the payroll change. payroll_api_token: {v:hex} (rotated by HR this morning)",
    "voice note transcribed ok so the key for the loyalty sandbox no wait it's live is {v:openai_proj} sorry for the mess",
    "| System | Key |\n|---|---|\n| Gift card balance API | {v} |\n| Price feed | see vault |",
    "github_pat for the franchise sales dashboard: {v:ghpat} (read-only scope)",
    "LP camera cloud request header was X-Api-Key: {v:b64} - found it in the browser dev tools, so it's burnt, rotate please",
    "{v:hex} <- that's the HMAC secret for the supplier EDI feed, Fridays' ASN files are signed with it",
    "{v} was pasted into the store WhatsApp by mistake at {date}; revoked and reissued by IT.",
]

T["secret", "zh"] = [
    "门店群通知：收银系统对接会员积分的接口密钥已更新，新的 key 是 {v:hex}，各店长明天早班前在后台替换。",
    "@所有人 自助收银机的支付网关 apiKey：{v:adyen}，别转发到供应商群里",
    ".env 文件内容如下：\nMEMBER_API_URL=https://crm.internal/api\nMEMBER_API_SECRET={v:b64}\nSTORE_CODE={sn}",
    "电子价签服务器拉模板要用 GitHub 令牌：{v:ghp}，月底前会失效，记得续期。",
    "【IT工单{ticket}】礼品卡核销接口返回401，日志里的 Bearer 令牌：{v:jwt}",
    "监控录像上传用的 AccessKey ID：{v:aws}，secret 在保险柜那个U盘里。",
    "小程序商城的 OpenAI 密钥 {v:openai} 被实习生提交到代码库了，马上作废。",
    "钉钉防损告警机器人：https://oapi.dingtalk.com/robot/send?access_token={v:hex}",
    "飞书应用 app_secret：{v:b64}（防损告警用，别外传）",
    "微信支付商户 APIv3 密钥：{v:apiv3}，财务要的，已加密保存。",
    "支付宝开放平台应用私钥，严禁外发：\n{v:pem}",
    "对账脚本里写死了 sk_live 密钥 {v:stripe}，海外门店用的，已经让开发改成读环境变量。",
    "pos:\n  门店编号: {sn}\n  会员中心:\n    appsecret: {v:hex}\n    超时: 5s",
    "数据库连接串：mysql://member_ro:{v:urlpw}@10.8.3.21:3306/crm 只读账号，别改。",
    "门店地图定位接口的 Google key：{v:google}",
    "海外仓的 telegram 机器人 token {v:telegram}，到货提醒用的。",
    '{"门店": "{zbrand}{sn}号店", "收银机": "POS-{till}", "token": "{v}"}',
    "防损摄像头云平台 SecretKey={v:aws_secret}",
    "盘点APP的刷新令牌是{v:b64}，只存在店长那台 iPad 里。",
    "供应商 EDI 接口的 HMAC 签名密钥是 {v:hex}，每季度轮换一次。",
    "HuggingFace 令牌 {v:hf} 是做商品图片识别试点用的，周一前删掉。",
    "新来的自助收银厂商直接在微信里把 api secret 发过来了：{v}，我已经转存到密码库。",
    "积分商城短信通道 AccessKeySecret：{v:b64}",
    "电子小票邮件服务的 sendgrid 密钥：{v:sendgrid}",
    "【交班记录】会员系统联调完成，生产环境 token {v:jwt} 已配置到3号收银机。",
    "客服摘要用的 Claude 密钥 {v:anthropic}，每月预算1500元。",
    "门店,系统,密钥,更新日期\n{sn},客流计数器,{v:hex},{zdate}",
    "语音转文字：那个会员后台的密钥是 {v:openai_proj} 你先记一下 回头我再发正式的",
    "Shopify 海外旗舰店 token：{v:shopify}，只给电商运营组。",
    "| 系统 | 密钥 |\n|---|---|\n| 礼品卡余额查询 | {v} |\n| 价格下发 | 见密码库 |",
    "收银镜像构建用的 GitLab 部署令牌：{v:glpat}",
    "npm 私有源 token：{v:npm}，千万别提交到仓库。",
    "sftp://gift_upload:{v:urlpw}@sftp.giftcard-partner.cn:22/in 是礼品卡批次上传地址，密码每月一换。",
    "{v} 这个密钥昨天被误发到门店大群了，IT已经吊销重发。",
    "店长们注意：ESL 价签网关的 access_token 改成 {v:hex} 了，旧的今晚失效。",
    "Slack 机器人令牌 {v:slack}，海外门店排班提醒用。",
]

T["secret", "mixed"] = [
    "@all POS 那边的 loyalty API key 换了，新的是 {v:hex}，明早 open 之前大家 restart 一下 till",
    "self-checkout vendor 的 api secret 直接发在群里了 {v}，谁能 move 到 vault 去",
    ".env 改了一下\nCRM_BASE=https://crm.internal\nCRM_TOKEN={v}\n# 别 commit 到 git",
    "Slack bot token {v:slack} 是 store ops 频道的，rota 提醒用",
    "gift card API 一直 401，log 里 bearer 是 {v:jwt}，是不是 expired 了",
    "AWS access key {v:aws} for CCTV backup，secret 我单独发你",
    "stripe live key：{v:stripe} 海外 pop-up 店用，千万别贴到 supplier 群",
    "电子价签 ESL 的 GitHub token {v:ghp} 下周 expire，记得 renew",
    "钉钉 bot webhook access_token={v:hex} 用来推 shrinkage alert",
    'JSON config: {"store": "{sn}", "lane": {till}, "apiKey": "{v:adyen}"}',
    "DB connection 是 postgres://loyalty_ro:{v:urlpw}@10.20.4.8:5432/points，read only 的",
    "OpenAI key {v:openai} 是做 product description 的，budget 每月 200 刀",
    "Google Maps key {v:google} 用在 store locator kiosk 上",
    "微信支付 APIv3 key：{v:apiv3}，finance 那边要的",
    "private key 别发邮件！！\n{v:pem}",
    "HF token {v:hf} 用来跑 shelf image recognition 的 demo",
    "Telegram bot {v:telegram} 推 LP 告警，EAS gate 一响就发",
    "sendgrid key {v:sendgrid} 发 e-receipt 的，Till 1 到 6 都用这个",
    "Claude key {v:anthropic} 给 customer service summary 用",
    "Square token {v:square} 在 café counter 的 iPad 上",
    "loyalty:\n  env: prod\n  client_secret: {v:b64}\n  timeout: 5s\n# 门店 {sn}",
    "Shopify 的 token {v:shopify} 只给 e-com team",
    "mailchimp key {v:mailchimp} 会员 newsletter 用，别外传",
    "GitLab deploy token {v:glpat} POS image build 用",
    "restricted key {v:stripe_rk} 只能做 refund，退货台那台机器用",
    "语音：ok 那个 sandbox 不对是 live 的 key 是 {v:openai_proj} 你先 copy 一下",
    "| system | key |\n|---|---|\n| 礼品卡 balance API | {v} |",
    "github_pat {v:ghpat} 给 franchise dashboard 用的，权限 read only",
    "npm token {v:npm} 在 kiosk build 的 .npmrc 里，记得 gitignore",
    "{ticket}: payroll/rota 接口 token {v:hex} HR 已经 rotate 了",
    "AWS secret key = {v:aws_secret} （CCTV archive bucket）",
    "飞书 app_secret {v:b64} for 防损 alert bot",
    "{v} 这个 token 昨天 leak 到 staff 群了，IT 已经 revoke",
    "supplier EDI 的 HMAC secret 是 {v:hex}，ASN 文件都用它签名",
    "gift card 批次 upload 用 sftp://gc_up:{v:urlpw}@sftp.partner.example/in，password 每月换",
    "门店 {sn} 的 footfall counter key: {v:hex} (updated {date})",
]

T["password", "en"] = [
    "New starters: your till PIN is {v:pin4} until you change it at first login. Don't share it with anyone on the shop floor.",
    "Back office PC login - user: storemgr{sn} / pw: {v:faker}",
    "cash office safe code changed today, it's {v:pin6}, keyholders only. delete this msg after reading pls",
    "Alarm code for opening up is {v:door} - the panel's behind the cleaning cupboard door.",
    "staff room door code is now {v:door} (changed after the incident last week)",
    "HHT handheld scanner admin password: {v:word}",
    "Gift card activation portal\nLogin: giftcards-store{sn}\nPassword: {v}",
    "the password for the loyalty kiosk admin screen is {v:phrase}",
    "staff-only wifi: SSID Store{sn}-Staff, password {v:word} (customers get the guest one)",
    "Shutter keypad {v:door}. If it beeps twice it's locked out, ring the alarm company.",
    "reset the rota app password for the weekend team to {v:faker}, they'll be asked to change it",
    '{"device": "SCO-{till}", "admin_user": "scoadmin", "admin_password": "{v:faker}"}',
    "GET /admin/zread?store={sn}&pw={v:word} 200 - somebody left the admin pw in the URL again",
    "Mystery shopper noted the manager's login password ({v:word}) on a post-it stuck to till 2. Action: remove and reset.",
    "voice note yeah the code for the cage in the stockroom is {v:pin4} then press enter and wait for the green light",
    "Franchise portal password: {v} - the old one got phished last week",
    "parcel locker bank master PIN {v:pin6}, engineer only",
    "| System | Login | Password |\n|---|---|---|\n| Self-checkout supervisor | sco_sup | {v} |",
    "Hi all, the password to open the weekly sales PDF is {v:word}. Please don't forward it outside the store.",
    "POS_DB_USER=pos\nPOS_DB_PASSWORD={v:faker}\nPOS_DB_HOST=10.0.{till}.5",
    "key safe by the goods-in door: {v:pin4}",
    "Your temporary password for the Staff Discount portal is {v:faker}. It expires in 24 hours.",
    "Refund override passcode (supervisors only): {v:pin6}",
    "OCR of note taped under the till: PASSWORD - {v:word} - DO NOT REMOVE",
    "passphrase for the encrypted USB with the CCTV export: {v:phrase}",
    "the alarm company asked for our verbal password - it's {v:word} - please stop writing it in the diary",
    "system,user,password\nlabel-printer,admin,{v}",
    "deli scales admin PIN is {v:pin4}, the service engineer needs it tomorrow",
    'esl_gateway:\n  user: esl-admin\n  password: "{v:faker}"\n  port: 8443',
    "I changed the back-office password to {v:word} because the old one expired - shout if you can't get in",
    "Bakery oven controller lock code = {v:pin4}",
    "Store {sn} FYI the new password for the shared rota inbox is {v:phrase}",
    "{v:faker} is the manager override on the new tills, don't give it to the temps",
    "pw for the cash recycler service menu -> {v:pin6}",
    "Login for the supplier booking-in portal: goodsin.{sn} / {v:faker}",
    "Dictated: password capital M a r m no sorry it's just {v:word} all one word",
]

T["password", "zh"] = [
    "新员工收银机初始密码是{v:pin6}，第一次登录后请自己改掉。",
    "后台电脑登录密码：{v:faker}，别再贴在显示器上了！",
    "保险柜密码今天改了，新的是{v:pin6}，只限值班经理知道，看完请撤回。",
    "仓库门禁密码{v:door}，上周丢货以后换的。",
    "会员系统管理员账号 admin{sn}，密码 {v:pinyin}",
    "员工专用WiFi密码：{v:word}，顾客请连访客网络。",
    "礼品卡激活平台登录密码是{v:faker}，别告诉促销员。",
    "卷帘门遥控器的密码是{v:pin4}",
    "自助收银机主管密码 {v:pin6}，做退款的时候要用。",
    "语音转文字 那个冷库的门锁密码是{v:pin4}你按完等绿灯亮了再拉",
    "【交班】盘点枪管理员密码{v:word}，明天厂家来升级系统。",
    '{"设备": "SCO-{till}", "管理员": "scoadmin", "密码": "{v:faker}"}',
    "神秘顾客报告：2号收银台旁边贴着店长的登录密码（{v:pinyin}），已要求撕掉并重置。",
    "加盟商后台密码：{v}，原来那个被钓鱼了。",
    "快递柜管理员PIN：{v:pin6}",
    "| 系统 | 账号 | 密码 |\n|---|---|---|\n| 电子秤 | admin | {v} |",
    "周报PDF的打开密码是{v:pinyin}，不要转发给外部人员。",
    "POS_DB_USER=pos\nPOS_DB_PASSWORD={v:faker}\nPOS_DB_HOST=10.0.{till}.5",
    "钥匙盒在收货口旁边，密码{v:pin4}。",
    "退款授权码（仅主管使用）：{v:pin6}",
    "扫描件识别结果：密码 {v:pinyin} 请勿撕下",
    "监控导出U盘的加密口令：{v:pinyin}",
    "报警公司核实身份用的口令是{v:word}，别再写在值班本上了。",
    "系统,用户,密码\n标签打印机,admin,{v}",
    "熟食称管理员密码{v:pin4}，明天维修师傅要用。",
    '价签网关:\n  用户: esl-admin\n  密码: "{v:faker}"\n  端口: 8443',
    "我把后台密码改成{v:pinyin}了，旧的过期了，登不上跟我说。",
    "会员积分后台 登录密码：{v}",
    "共享排班邮箱的新密码：{v:pinyin}",
    "烤箱控制面板锁屏密码={v:pin4}",
    "员工折扣平台临时密码{v:faker}，24小时内有效。",
    "密码是{v}，用来开收银抽屉的钥匙柜。",
    "{v:pin6} 是新收银机的经理授权码，别给临时工。",
    "点钞机维修菜单密码 → {v:pin4}",
    "供应商预约送货平台账号 shouhuo{sn}，密码{v:faker}",
    "口述记录：密码是大写的 不对 就是{v:pinyin}连在一起",
]

T["password", "mixed"] = [
    "新同事的 till PIN 默认是 {v:pin4}，first login 之后自己改",
    "back office 电脑 login：storemgr{sn} / pw：{v:faker}",
    "safe code 今天换了，新的是 {v:pin6}，只给 keyholder，看完撤回",
    "alarm code 是 {v:door}，panel 在清洁间门后面",
    "staff room 门禁 code {v:door}，上周 incident 以后换的",
    "HHT 扫描枪 admin password：{v:word}",
    "gift card 激活 portal 的 password 是 {v:faker}，别告诉 promoter",
    "员工 WiFi password {v:word}，顾客用 guest 那个",
    "rota app 密码 reset 成 {v:faker} 了，weekend team 登录后会提示改",
    '{"device": "SCO-{till}", "admin": "scoadmin", "password": "{v:faker}"}',
    "mystery shopper 说 2号 till 旁边贴着 manager 的 password（{v:pinyin}），赶紧撕掉 reset",
    "语音：cage 的密码是 {v:pin4} 按完 enter 等 green light",
    "franchise portal 密码：{v}，旧的被 phishing 了",
    "parcel locker master PIN {v:pin6}",
    "| system | user | 密码 |\n|---|---|---|\n| self-checkout supervisor | sco_sup | {v} |",
    "weekly sales PDF 的 password 是 {v:word}，不要 forward 出去",
    "POS_DB_PASSWORD={v:faker}\n# 门店 {sn} back office",
    "key safe 在 goods-in 门旁边，code {v:pin4}",
    "refund override 密码（supervisor only）：{v:pin6}",
    "CCTV export U盘的 passphrase：{v:phrase}",
    "alarm company 的 verbal password 是 {v:word}，别再写在 diary 里",
    "label printer admin / {v}，明天 engineer 来修",
    "deli scale 的 admin PIN {v:pin4}",
    "我把 back office 密码改成 {v:pinyin} 了，登不上 ping 我",
    "shared rota inbox 新 password：{v:phrase}",
    "会员 kiosk admin 的登录密码：{v}",
    "staff discount portal 临时密码 {v:faker}，24h 内有效",
    "{v:pin6} 是新 till 的 manager override，别给 temp staff",
    "cash recycler service menu pw → {v:pin4}",
    "supplier booking portal：goodsin.{sn} / {v:faker}",
    "ESL gateway 用户 esl-admin 密码 {v:word}",
    "bakery 烤箱 lock code = {v:pin4}",
    "pw={v:faker} 这个是 stocktake app 的，别截图",
    "登录密码 {v:pinyin} for 会员后台 (old one expired)",
    "shutter 遥控 code {v:door}，beep 两声就是 locked out",
    "卷帘门 password {v:pin4}，今晚 close 的人注意",
]

T["email", "en"] = [
    "Customer wants the e-receipt sent to {v} instead of the paper one - done at till {till}.",
    "Loyalty sign-up form (scanned)\nEmail: {v}\nMarketing opt-in: Y\nStore: {sn}",
    "{order} - the collection notification bounced, customer gave the right address at the desk: {v}",
    "Refund to gift card agreed ({rma}); confirmation goes to {v}.",
    "{v} has emailed head office three times about the car park fine, please ring her back today",
    "From: {v}\nSubject: Charged twice at self-checkout in your {city} store\n\nHi, I bought {prod} on {date} and my bank shows two payments of {price}.",
    "email,points,tier,last_visit\n{v},{pts},Gold,{date}",
    "Mystery shopper agency contact for visit {ticket} is {v} - send the rebuttal there.",
    "Supplier rep for the bakery delivery changed, new contact is {v} (the old one left the company).",
    '{"email": "{v}", "points": {pts}, "tier": "Silver", "optIn": true}',
    "voice note email is {v} got it for the click and collect reminder",
    "Lost property: purse handed in at the kiosk, the owner emailed from {v} to claim it.",
    "Franchise enquiry came in from {v} asking about the {city} unit.",
    "Please update the member's email on the account to {v} - the old one is dead.",
    "Rota swap requests go to the deputy at {v}, not the store inbox.",
    "[loyalty-svc] WARN duplicate email on sign-up: {v} (store {sn})",
    "Receipt reprint request, transaction {txn}, customer email {v}",
    "Gift card bought online, e-code sent to {v}, customer says it never arrived.",
    "Her email is {v}, she's the one who complained about the fish counter.",
    "notify:\n  on_incident: {v}\n  escalate_after: 2h",
    "CCTV request for an insurance claim came from {v} - forwarded to LP.",
    "Please cc {v} on the shrink report, she's covering the area manager role.",
    "email: {v} | tier: Silver | joined: {date}",
    "Customer asked us to stop sending marketing to {v} - unsubscribed manually.",
    "the guy wrote his email on the complaint form as {v:obf} lol",
    "mailto:{v}?subject=Order%20{order}",
    "Hi team, the new Saturday supervisor's email is {v} for rota stuff.",
    "Complaint escalated - reply-to: {v}",
    "Click & collect locker code went to the wrong address; corrected to {v}.",
    "| Order | Email | Status |\n|---|---|---|\n| {order} | {v} | ready |",
    "Please send the invoice dispute to {v} at the supplier's end.",
    "receipts on; email {v}; paper off",
    "Mystery shopper: cashier asked for my email ({v}) before offering the loyalty scheme - not compliant with script.",
    "Returns desk log {rma}: refund receipt emailed to {v}.",
    "EMAIL ADDR {v} PTS {pts} VOUCHERS 2",
]

T["email", "zh"] = [
    "顾客要求电子小票发到{v}，不要纸质的，{till}号收银台已处理。",
    "会员注册表（扫描件）\n邮箱：{v}\n是否接收促销：是\n门店：{sn}",
    "自提订单{order}的通知邮件退回了，顾客在服务台重新留了邮箱：{v}",
    "退款转礼品卡已同意（{rma}），确认邮件发到{v}。",
    "{v} 这位顾客已经给总部发了三封邮件投诉停车费，今天务必回复。",
    "发件人：{v}\n主题：{zcity}门店自助收银重复扣款\n\n你好，我{zdate}买了{zprod}，银行显示扣了两次{zprice}。",
    "邮箱,积分,等级\n{v},{pts},金卡",
    "神秘顾客公司这次走访（{ticket}）的对接人邮箱是{v}，申诉材料发过去。",
    "面包供应商换了业务员，新的联系邮箱：{v}",
    '{"邮箱": "{v}", "积分": {pts}, "等级": "银卡", "订阅": true}',
    "语音转文字 邮箱是{v}记一下 自提提醒要发的",
    "失物招领：服务台收到一个钱包，失主用{v}发邮件来认领。",
    "有人从{v}发邮件咨询{zcity}加盟的事。",
    "麻烦把这位会员账户里的邮箱改成{v}，原来那个不用了。",
    "换班申请发到副店长邮箱{v}，别发门店公共邮箱。",
    "[会员服务] 警告：注册邮箱重复 {v}（门店{sn}）",
    "补打小票申请，交易号{txn}，顾客邮箱{v}",
    "线上买的礼品卡电子码发到了{v}，顾客说一直没收到。",
    "她的邮箱是{v}，就是上次投诉水产柜台的那位。",
    "通知:\n  事件上报: {v}\n  升级时限: 2小时",
    "保险理赔要调监控，申请邮件来自{v}，已转防损部。",
    "损耗报告请抄送{v}，她这段时间代区域经理。",
    "邮箱：{v} | 等级：银卡 | 入会：{zdate}",
    "顾客要求以后别再给{v}发促销邮件，已手动退订。",
    "顾客在投诉单上把邮箱写成了{v:obfzh}，估计怕被垃圾邮件",
    "新来的周末值班主管邮箱：{v}，排班的事找她。",
    "投诉已升级，回复邮箱：{v}",
    "快递柜取件码发错邮箱了，已改为{v}。",
    "| 订单 | 邮箱 | 状态 |\n|---|---|---|\n| {order} | {v} | 待取 |",
    "发票争议请发给供应商那边的{v}。",
    "电子小票：开；邮箱：{v}；纸质：关",
    "神秘顾客反馈：收银员先要了我的邮箱（{v}）才介绍会员卡，不符合话术要求。",
    "退货台记录{rma}：退款凭证已发送至{v}。",
    "QQ邮箱{v:qq}，顾客说只用这个",
    "邮箱地址 {v} 积分 {pts} 优惠券 2张",
]

T["email", "mixed"] = [
    "顾客要 e-receipt 发到 {v}，不要 paper 的，till {till} 已经 done",
    "会员 sign-up form\nEmail：{v}\n营销 opt-in：Y",
    "{order} 的 collection notification bounce 了，customer 在服务台给了新的：{v}",
    "refund 转 gift card OK 了（{rma}），confirmation 发 {v}",
    "{v} 这个 customer 给 head office 发了三次邮件 complain 停车罚单",
    "From: {v}\nSubject: 自助收银 charged twice\n\n我在你们{zcity}的店买了{zprod}，扣了两次 {zprice}",
    "email,积分,tier\n{v},{pts},Gold",
    "mystery shopper agency 的 contact 是 {v}，rebuttal 发给他们",
    "bakery supplier 换 rep 了，新 contact {v}",
    '{"email": "{v}", "积分": {pts}, "tier": "Silver"}',
    "语音：email 是 {v} 记一下 click and collect reminder 要用",
    "lost property：一个钱包，失主用 {v} 发邮件来 claim",
    "franchise 咨询 from {v}，问{zcity}那家店",
    "帮这个 member 把 email 改成 {v}，old one 不用了",
    "rota swap 发给 deputy manager：{v}，别发 store inbox",
    "[loyalty-svc] WARN 注册 email 重复：{v}",
    "reprint receipt，txn {txn}，顾客 email {v}",
    "online 买的 gift card e-code 发到 {v}，顾客说没收到",
    "她 email 是 {v}，就是 complain 鱼档那位",
    "notify:\n  on_incident: {v}  # 防损 LP\n  escalate: 2h",
    "insurance claim 要 CCTV，request 来自 {v}",
    "shrink report cc 一下 {v}，她在 cover area manager",
    "email：{v} | tier：Silver | 入会 {zdate}",
    "customer 要 unsubscribe，{v} 已经手动退订",
    "那个大叔在 complaint form 上写 email 是 {v:obf} 哈哈",
    "mailto:{v}?subject=订单{order}",
    "Saturday supervisor 的 email 是 {v}，rota 的事找她",
    "complaint escalated，reply-to：{v}",
    "locker code 发错 email 了，已改成 {v}",
    "| order | email | 状态 |\n|---|---|---|\n| {order} | {v} | ready |",
    "invoice dispute 发到 supplier 那边 {v}",
    "mystery shopper：cashier 先问我 email（{v}）才 offer 会员卡，not compliant",
    "returns log {rma}：refund receipt 已 email 到 {v}",
    "QQ 邮箱 {v:qq}，顾客说 only 用这个",
    "EMAIL {v} 积分 {pts} voucher x2",
]

T["phone", "en"] = [
    "C&C order {order} ready but the customer isn't answering - tried {v} twice, leave a voicemail tomorrow.",
    "Lost property: black umbrella and a {prod}. Owner rang from {v}, collecting after work.",
    "Loyalty form (OCR)\nMobile: {v}\nTier: Silver\nOpt-in SMS: Y",
    "shoplifting incident {inc}: witness (customer) happy to give a statement, contact on {v}",
    "Returns desk: customer wants a call back on {v} once the manager approves the no-receipt refund.",
    "{v} - that's the delivery driver's mobile if the bakery van is late again",
    "new Sunday cleaner's number {v}, she'll text if she can't make it",
    "Please text {v} when the special order ({prod}) lands, they've paid a deposit.",
    "name,mobile,role\n(keyholder 2),{v},keyholder",
    '{"channel": "sms", "to": "{v}", "template": "cc_ready", "order": "{order}"}',
    "voice note call the lady back on {v} about her gift card balance it says zero but she's only used half",
    "Out-of-hours keyholder for alarm activations: {v}",
    "Mystery shopper visit {ticket}: assessor's callback number {v} if we want to dispute the score.",
    "Supplier rep mobile is {v} - ring before 2 if the delivery is short.",
    "Customer says her Clubcard number is linked to {v}, but the system shows a different one.",
    "| Order | Phone | Slot |\n|---|---|---|\n| {order} | {v} | Sat AM |",
    "[sms-gw] delivered to {v} status=ok order={order}",
    "If the fire alarm panel faults overnight call the on-call engineer: {v}",
    "Agency temp for the weekend can be reached on {v} (not the agency line).",
    "Complaint: rude staff at customer services. Customer's number {v}, wants a callback.",
    "pls ring {v} re the broken freezer door, he's the landlord's maintenance guy",
    "Tel {v} / Order {order} / Paid {price}",
    "Left a message for the customer at {v}; the replacement {prod} arrives {date}.",
    "phone: {v}\nnote: prefers WhatsApp, no calls during work hours",
    "Incident {inc}: suspect left in a silver car, the customer who got the reg gave her number as {v}.",
    "Weekend duty manager's personal mobile: {v} - only for emergencies please",
    "Gift card fraud check - the caller gave {v} as callback, didn't match the purchase record.",
    "The florist who does our buckets changed numbers, new one is {v}.",
    "Customer phoned from {v} asking if we price-match {brand}.",
    "cust mob {v} txt when ready ta",
    "Home delivery driver couldn't find the house, customer's number is {v}",
    "please call me back on {v} when the rota is out, I can't get on the app",
    "Contact: {v} (evenings)",
    "{v} rang three times about the recall on {prod}",
    "Reference {rma}. Refund approved. Customer informed by phone at {v}.",
]

T["phone", "zh"] = [
    "自提订单{order}已备好，顾客一直不接电话，打了{v}两次，明天再联系。",
    "失物招领：一把黑伞和一盒{zprod}，失主从{v}打来电话，下班后来取。",
    "会员登记表（扫描）\n手机：{v}\n等级：银卡\n短信通知：是",
    "偷盗事件{inc}：有位顾客愿意作证，联系电话{v}",
    "退货台：无小票退货等店长审批，顾客要求审批后回电{v}。",
    "{v} 是送面包的司机电话，下次再迟到直接打他。",
    "新来的周日保洁阿姨电话{v}，来不了会提前发微信。",
    "定的{zprod}到货后请发短信到{v}，顾客已付定金。",
    "姓名,手机,角色\n（备用钥匙持有人）,{v},钥匙持有人",
    '{"渠道": "短信", "号码": "{v}", "模板": "自提提醒", "订单": "{order}"}',
    "语音转文字 给那个阿姨回个电话{v}她说礼品卡余额变成零了但她只用了一半",
    "夜间报警需要开门的话联系钥匙持有人：{v}",
    "神秘顾客走访{ticket}：评估员回访电话{v}，要申诉的话打这个。",
    "供应商业务员手机{v}，送货少了下午两点前打给他。",
    "顾客说她的会员卡绑定的是{v}，但系统里显示的是别的号码。",
    "| 订单 | 电话 | 时段 |\n|---|---|---|\n| {order} | {v} | 周六上午 |",
    "[短信网关] 已送达 {v} status=ok 订单={order}",
    "消防报警主机半夜故障的话打值班工程师电话：{v}",
    "周末派遣的临时工联系方式{v}（不是中介的电话）。",
    "投诉：服务台员工态度差，顾客电话{v}，要求回电。",
    "冷柜门坏了，麻烦打{v}，是房东那边的维修师傅。",
    "电话 {v} / 订单 {order} / 实付 {zprice}",
    "已给顾客{v}留言，换货的{zprod}{zdate}到。",
    "电话：{v}\n备注：喜欢微信联系，上班时间别打电话",
    "事件{inc}：嫌疑人开银色轿车离开，记下车牌的那位顾客留的电话是{v}。",
    "周末值班经理私人手机：{v}，只限紧急情况。",
    "礼品卡诈骗核查：来电人留的回拨号码{v}，和购卡记录对不上。",
    "给我们供花的那家老板换号码了，新号{v}。",
    "有顾客从{v}打电话来问能不能比价{zbrand}。",
    "顾客手机{v}到了发短信谢谢",
    "送货师傅找不到楼，顾客电话是{v}",
    "排班表出了麻烦打我{v}，我的APP登不上",
    "联系电话：{v}（晚上）",
    "{v}打了三次电话问{zprod}召回的事。",
    "单号{rma}，退款已批，已电话通知顾客{v}。",
    "座机{v:cn_land}，顾客说白天都在单位",
]

T["phone", "mixed"] = [
    "C&C order {order} ready 了，customer 不接电话，打了 {v} 两次",
    "lost property 一把伞，失主从 {v} 打来，下班来拿",
    "会员 form\nMobile：{v}\nTier：Silver\nSMS opt-in：Y",
    "shoplifting {inc}：有个 customer 愿意做 witness，电话 {v}",
    "returns desk：no-receipt refund 等 manager approve，顾客要 call back {v}",
    "{v} 是 bakery van 司机的手机，迟到直接打",
    "新的 Sunday cleaner 电话 {v}，来不了会 text",
    "special order 的{zprod}到了发 SMS 到 {v}，已经付了 deposit",
    'SMS payload: {"to": "{v}", "template": "cc_ready"}',
    "语音：给那个阿姨 call back {v} 她 gift card balance 变零了",
    "out-of-hours keyholder 电话：{v}",
    "mystery shopper {ticket} 的 assessor callback 号码 {v}",
    "supplier rep mobile {v}，delivery short 了 2点前打",
    "顾客说 Clubcard 绑的是 {v}，但 system 显示另一个号码",
    "| order | phone | slot |\n|---|---|---|\n| {order} | {v} | 周六上午 |",
    "[sms-gw] delivered to {v} status=ok",
    "fire alarm panel 半夜 fault 打 on-call engineer：{v}",
    "weekend agency temp 的电话 {v}，不是 agency 的",
    "complaint：customer services 态度不好，顾客 {v} 要 callback",
    "冷柜门坏了 pls 打 {v}，landlord 那边的 maintenance",
    "Tel {v} / 订单 {order} / paid {zprice}",
    "phone：{v}\nnote：prefer 微信，上班别打",
    "incident {inc}：记车牌的那位顾客电话是 {v}",
    "weekend duty manager 私人手机 {v}，emergency only",
    "gift card fraud check：caller 留的 {v} 跟 purchase record 对不上",
    "florist 换号码了，new number {v}",
    "有人从 {v} 打来问能不能 price match {zbrand}",
    "cust mob {v} 到了 txt 一下",
    "home delivery 司机找不到楼，customer 电话 {v}",
    "rota 出来了 call me {v}，app 登不上",
    "Contact：{v}（晚上）",
    "{v} 打了三次问 {zprod} recall 的事",
    "{rma} refund approved，已电话通知 customer {v}",
    "座机 {v:cn_land} 转分机，顾客白天在 office",
    "UK 这边 supplier 的 mobile 是 {v:uk_mob}",
]

T["address", "en"] = [
    "Home delivery {order}: driver couldn't find {v}, left a card. Customer will collect from the {city} store instead.",
    "Loyalty card replacement to be posted to {v}, {city} - the old one was stolen with her purse.",
    "Delivery address: {v}\nSlot: Sat 10-12\nSubstitutions: none",
    "Shoplifting incident {inc}: police gave the suspect's bail address as {v} - banning letter sent there.",
    "Returns desk: faulty {prod}, customer asked for the replacement to go to {v} rather than collect.",
    "The new keyholder lives at {v}, about 5 minutes away, so they're first call for alarm activations.",
    "order_id,address,status\n{order},\"{v}\",OUT_FOR_DELIVERY",
    '{"orderId": "{order}", "deliverTo": "{v}", "van": "V{n}"}',
    "voice note the address is {v} it's the blue door next to the chippy",
    "Gift card posted to {v} on {date}, customer says it never came.",
    "Mystery shopper assessor's report was posted from {v}, not the agency office - odd.",
    "Customer complaint letter, return address {v}, about the self-checkout queue.",
    "Please redirect the online order to {v}; the customer has moved.",
    "Banned from store (CBO): individual residing at {v}. Photo in the LP folder.",
    "Franchise applicant's correspondence address: {v}",
    "Click & collect failed 3 times, switching to home delivery at {v}.",
    "Staff details update: new home address {v} - please update payroll before the next run.",
    "| Order | Deliver to | Driver |\n|---|---|---|\n| {order} | {v} | van {n} |",
    "[route-planner] stop 7/14 {v} ETA +12min",
    "She said she lives above the shop at {v} and hears our delivery lorries at 5am.",
    "The Christmas hamper for the customer who won the raffle goes to {v}.",
    "Customer wants the sofa delivered to {v}, ground floor, access via the side gate.",
    "Incident {inc}: damage to a customer's car, insurer letters to {v}.",
    "grocery delivery note: {v} - ring the bell twice, dog in garden",
    "Deliver to: {v}\nLeave with neighbour: yes",
    "Our regular who's housebound - weekly shop goes to {v}, paid by card over the phone.",
    "Recall letter for {prod} buyers: one returned undelivered from {v}.",
    "ship_to:\n  line1: {v:uk}\n  city: {city}\n  country: GB",
    "{v} - that's where the duplicate Clubcard keys were being sent, flagged as fraud.",
    "Refund cheque to be posted to {v} (customer has no bank card).",
    "Nearest colleague to the store is at {v}, happy to cover early opens.",
    "The wedding cake order is for delivery to {v} on {date}.",
    "OCR: DELIVERY ADDR {v} PAYMENT CARD CHARGED {price}",
    "Apology voucher posted to {v} after the mix-up at the returns desk.",
    "bulky item collection from {v} booked, 2-man team",
]

T["address", "zh"] = [
    "送货订单{order}：司机找不到{v}，已留取件卡，顾客改到门店自提。",
    "会员卡补办后邮寄到{v}，原卡跟钱包一起被偷了。",
    "收货地址：{v}\n时段：周六上午\n缺货处理：不替换",
    "偷盗事件{inc}：警方登记的嫌疑人住址是{v}，禁入通知已寄出。",
    "退货台：{zprod}质量问题，顾客要求换货直接寄到{v}。",
    "新的钥匙持有人住在{v}，离门店五分钟，报警时第一个联系他。",
    "订单号,地址,状态\n{order},{v},配送中",
    '{"订单": "{order}", "收货地址": "{v}", "车辆": "V{n}"}',
    "语音转文字 地址是{v}就在那个小卖部旁边蓝色的门",
    "礼品卡{zdate}寄到{v}，顾客说一直没收到。",
    "神秘顾客的评估报告是从{v}寄出的，不是公司地址，有点奇怪。",
    "投诉信回信地址{v}，投诉自助收银排队太久。",
    "顾客搬家了，网购订单请改送到{v}。",
    "禁入门店人员，住址{v}，照片在防损文件夹。",
    "加盟申请人通讯地址：{v}",
    "自提失败三次，改为送货上门，地址{v}。",
    "员工信息变更：新住址{v}，请在下次发薪前更新人事系统。",
    "| 订单 | 收货地址 | 司机 |\n|---|---|---|\n| {order} | {v} | {n}号车 |",
    "[配送路线] 第7站/共14站 {v} 预计晚到12分钟",
    "那个阿姨说她就住在店楼上{v}，凌晨五点卸货吵得她睡不着。",
    "抽奖中奖顾客的年货礼包寄到{v}。",
    "沙发送货地址{v}，一楼，从侧门进。",
    "事件{inc}：顾客车辆在停车场被刮，保险公司的信寄到{v}。",
    "配送备注：{v} 按两次门铃 院子里有狗",
    "收件地址：{v}\n可放邻居家：是",
    "有位行动不便的老顾客，每周的订单送到{v}，电话刷卡付款。",
    "{zprod}召回通知信有一封被退回，地址是{v}。",
    "收货信息:\n  地址: {v}\n  城市: {zcity}",
    "{v} 这个地址一直在收重复补办的会员卡，已标记为欺诈。",
    "退款支票寄到{v}（顾客没有银行卡）。",
    "离门店最近的同事住在{v}，早班开门可以顶。",
    "婚礼蛋糕订单{zdate}送到{v}。",
    "扫描识别：送货地址 {v} 已扣款 {zprice}",
    "退货台出错后的补偿券寄到{v}了。",
    "大件回收上门地址{v}，需要两个人搬",
]

T["address", "mixed"] = [
    "home delivery {order}：司机找不到 {v}，留了 card，customer 改成 store 自提",
    "会员卡 replacement 寄到 {v}，旧卡连钱包一起被偷了",
    "Delivery address：{v}\nSlot：周六 10-12\nSubstitution：none",
    "shoplifting {inc}：police 给的 suspect 住址 {v}，banning letter 已寄",
    "returns desk：faulty 的{zprod}，顾客要 replacement 寄到 {v}",
    "新 keyholder 住 {v}，离店五分钟，alarm 响先 call 他",
    "order,address,status\n{order},\"{v}\",配送中",
    '{"order": "{order}", "deliverTo": "{v}", "van": "V{n}"}',
    "语音：address 是 {v} 就是 chippy 旁边蓝色那个门",
    "gift card {zdate} 寄到 {v}，customer 说没收到",
    "mystery shopper 的 report 是从 {v} 寄来的，不是 agency office",
    "complaint letter 回信地址 {v}",
    "customer 搬家了，online order 改送 {v}",
    "banned 人员住 {v}，photo 在 LP folder",
    "franchise applicant 地址：{v}",
    "C&C 失败三次，改 home delivery 到 {v}",
    "staff 信息更新：新 home address {v}，payroll 下次 run 之前改",
    "| order | 地址 | driver |\n|---|---|---|\n| {order} | {v} | van {n} |",
    "[route-planner] stop 7/14 {v} ETA +12min",
    "那个阿姨说她住楼上 {v}，5点卸货太吵",
    "raffle 中奖的 hamper 寄到 {v}",
    "sofa 送到 {v}，ground floor 从侧门进",
    "incident {inc}：停车场刮车，insurer 的信寄 {v}",
    "delivery note：{v} 按两次 bell 院子有狗",
    "Deliver to：{v}\n可放邻居：yes",
    "housebound 的老顾客，weekly shop 送到 {v}",
    "recall letter 退回了一封，地址 {v}",
    "ship_to:\n  line1: {v}\n  city: {zcity}",
    "{v} 一直在收 duplicate 会员卡，flag 成 fraud 了",
    "refund cheque 寄到 {v}",
    "离店最近的同事住 {v}，early open 可以 cover",
    "wedding cake {zdate} 送到 {v}",
    "OCR：DELIVERY 地址 {v} 已扣 {zprice}",
    "apology voucher 寄到 {v} 了",
    "大件 collection 地址 {v}，2-man team",
]

T["government_id", "en"] = [
    "Right-to-work check for the new Saturday starter: NI number {v:nino}, copy filed in the locked cabinet.",
    "Payroll onboarding form\nSSN: {v:ssn}\nW-4 received: yes\nStore: {sn}",
    "Customer bought {price} of gift cards in one go; fraud policy says record ID - passport no. {v:us_passport}.",
    "Age check (Challenge 25) refused: the driving licence shown was {v:dl_uk}, photo didn't match, kept for police.",
    "Lottery prize over the store limit - claimant's SSN {v:ssn} taken for the W-2G.",
    "No-receipt refund over £50 needs ID: driver's licence {v:dl_us} noted on the returns slip {rma}.",
    "New starter's NINO {v:nino} was typed wrong on the rota system, HR fixing.",
    "franchise application: owner's EIN {v:ein}, certificate of good standing attached",
    "voice note her national insurance is {v:nino} for the payroll change",
    "employee_id,ni_number,contract\nE{sn},{v:nino},16h",
    '{"applicant": "sole trader", "utr": "{v:utr}", "unit": "{city} high street"}',
    "Passport {v:uk_passport} seen and copied for the Sunday temp (agency didn't do the check).",
    "LP: suspect's ID left at the till - licence no. {v:dl_us}. Handed to police with incident {inc}.",
    "ITIN {v:itin} given for the supplier's sole-proprietor invoice, accounts need it.",
    "Mystery shopper flagged that a cashier read out a customer's SSN ({v:ssn}) at the pharmacy counter.",
    "SSN {v:ssn} / hire date {date} / store {sn}",
    "| Check | Document | Number |\n|---|---|---|\n| Right to work | passport | {v:uk_passport} |",
    "Unclaimed payroll cheque - employee identified by the last SSN on file: {v:ssn}",
    "The ID used for the 12 gift card activations was a licence ending in... full number {v:dl_us} - same as last month's fraud.",
    "Refund ID capture: {v:dl_uk} (type: driving licence)",
    "Payroll error: tax code fine but the NI no. on the payslip is {v:nino}, should be checked against the P45.",
    "Her social is {v:ssn} - she needs it fixed before year end",
    "[hr-sync] ERROR invalid nino={v:nino} employee_ref=E{sn}",
    "Agency temp docs: passport {v:us_passport}, expiry next year.",
    "ID seen: UK passport no {v:uk_passport}",
    "The customer reclaiming the seized vape showed licence {v:dl_uk}.",
    "tax ref for the self-employed window cleaner invoice: UTR {v:utr}",
    "Security deposit for the equipment hire - customer's licence number {v:dl_us}.",
    "SSN on the I-9 ({v:ssn}) doesn't match E-Verify, store manager to follow up.",
    "national insurance no {v:nino} (new keyholder)",
    "OCR of application: SOCIAL SECURITY NO. {v:ssn} SIGNED Y",
    "{v} - that's the NI number on the tribunal paperwork, keep it out of the store diary",
    "Employer ID for the franchise payroll: {v:ein}",
    "Customer paid cash for the fridge, over the threshold, so we took passport {v:uk_passport}.",
    "Driver's license scan: {v:dl_us} - for the van hire at the garden centre",
]

T["government_id", "zh"] = [
    "新员工入职登记：身份证号{v:cnid}，复印件放在上锁的文件柜里。",
    "顾客一次性购买不记名预付卡超过一万元，按规定登记身份证：{v:cnid}",
    "实名制储值卡开卡信息\n证件类型：居民身份证\n证件号码：{v:cnid}\n门店：{sn}",
    "彩票大奖兑付需要身份证，中奖人证件号{v:cnid}已登记。",
    "无小票退货超过500元需要登记证件：{v:cnid}，退货单{rma}。",
    "收银员把会员的身份证号{v:cnid}念出来了，神秘顾客扣了分。",
    "语音转文字 她的身份证号是{v:cnid}办工资卡要用",
    "工号,身份证号,合同类型\nE{sn},{v:cnid},兼职",
    '{"姓名": "（略）", "证件号": "{v:cnid}", "用途": "储值卡实名"}',
    "外籍顾客购买大额礼品卡，登记护照号{v:cn_passport}。",
    "防损：嫌疑人在收银台落下了证件，号码{v:cnid}，已随事件{inc}交给派出所。",
    "香港顾客退货登记的身份证号码：{v:hkid}",
    "港澳通行证{v:hkmo}，顾客来换会员卡用的。",
    "身份证号：{v:cnid} / 入职日期：{zdate} / 门店：{sn}",
    "| 核验 | 证件 | 号码 |\n|---|---|---|\n| 入职 | 身份证 | {v:cnid} |",
    "暑期工的身份证号{v:cnid}，未满18岁不能排夜班。",
    "12张礼品卡激活用的是同一个身份证{v:cnid}，和上个月那起诈骗一样。",
    "退款证件登记：{v:cnid}（居民身份证）",
    "工资条上的身份证号是{v:cnid}，跟社保系统对不上，人事在查。",
    "她的身份证{v:cnid}，年底前要把个税信息改好",
    "[人事同步] 错误 身份证号校验失败 {v:cnid} 员工编号E{sn}",
    "劳务派遣临时工证件：护照{v:cn_passport}",
    "已核验证件：{v}",
    "来领被扣电子烟的顾客出示的身份证是{v:cnid}。",
    "加盟店个体工商户负责人身份证号：{v:cnid}",
    "租用设备押金登记，顾客身份证{v:cnid}。",
    "扫描件识别：公民身份号码 {v:cnid} 签字 有",
    "{v:cnid} 这个号码是劳动仲裁材料上的，别写进门店日志",
    "健康证办理需要的身份证号{v:cnid}，已提交。",
    "现金买冰箱超过限额，登记了护照号{v:cn_passport}。",
    "会员实名认证失败：{v:cnid} 与手机号不匹配",
    "储值卡挂失需要本人身份证，号码{v:cnid}已核对。",
    "新店长的身份证复印件（{v:cnid}）别放在前台。",
    "外卖骑手登记进仓，证件号{v}",
    "香港身份证 {v:hkid} 登记在跨境购会员资料里",
]

T["government_id", "mixed"] = [
    "新 starter 的 right-to-work check：身份证号 {v:cnid}，copy 放 locked cabinet",
    "顾客一次买了 {zprice} 的 gift card，按 fraud policy 登记 ID：{v:cnid}",
    "储值卡 real-name 登记\nID type：身份证\nID no：{v:cnid}",
    "lottery prize 兑奖，中奖人 ID {v:cnid} 已登记",
    "no-receipt refund 超过 500 要 ID：{v:cnid}，slip {rma}",
    "mystery shopper 扣分：cashier 把会员身份证号 {v:cnid} 读出来了",
    "语音：她的 ID number 是 {v:cnid} payroll 要用",
    "emp_id,身份证,contract\nE{sn},{v:cnid},part-time",
    '{"doc": "身份证", "number": "{v:cnid}", "purpose": "gift card KYC"}',
    "外籍 customer 买大额 gift card，passport {v:cn_passport}",
    "LP：suspect 在 till 落下了证件 {v:cnid}，随 incident {inc} 交给警察",
    "HK customer 退货，HKID {v:hkid}",
    "UK 分店的 temp，NI number {v:nino}",
    "ID：{v:cnid} / start date：{zdate}",
    "| check | 证件 | number |\n|---|---|---|\n| onboarding | 身份证 | {v:cnid} |",
    "summer temp 身份证 {v:cnid}，未满 18 不能排 night shift",
    "12 张 gift card 激活都用同一个 ID {v}，跟上个月 fraud 一样",
    "refund ID capture：{v}",
    "payslip 上的身份证号 {v:cnid} 跟社保对不上，HR 在查",
    "[hr-sync] ERROR invalid id={v:cnid}",
    "agency temp 证件：passport {v:uk_passport}",
    "ID seen：{v}",
    "来拿被扣 vape 的 customer 出示身份证 {v:cnid}",
    "franchise 个体户负责人 ID：{v:cnid}",
    "equipment hire deposit，customer ID {v:cnid}",
    "OCR：公民身份号码 {v:cnid} SIGNED Y",
    "{v:cnid} 是 tribunal 材料上的，别写进 store diary",
    "US 门店 payroll SSN {v:ssn} 填错了，HR fixing",
    "cash 买冰箱超过 threshold，登记 passport {v:cn_passport}",
    "会员 KYC failed：{v:cnid} 和手机号不 match",
    "储值卡挂失 need 本人身份证 {v:cnid}，已 verify",
    "新 store manager 的身份证 copy（{v:cnid}）别放 front desk",
    "港澳通行证 {v:hkmo} for 会员卡换卡",
    "HKID {v:hkid} in 跨境购 member profile",
    "driving licence {v:dl_uk}，UK 那边 van hire 用",
]

T["financial", "en"] = [
    "Refund couldn't go back to the original card, so we need the customer's bank details: IBAN {v:iban}",
    "Chargeback query - customer insists card {v:card} was only charged once for the {prod}.",
    "Supplier's new bank details for the local dairy: sort code and account {v:sortacct}. Verify by phone before paying!",
    "Payroll change request: wages to account {v:acct_uk} from next month (sort code unchanged).",
    "OCR of a receipt left at the till: CARD NO {v:card} AUTH 0{n}412 AMOUNT {price}",
    "Customer read out her whole card number on the phone for the click & collect order: {v:card}. Told her we never take it that way.",
    "refund_method,iban,amount\nBACS,{v:iban},{price}",
    '{"payee": "franchisee", "iban": "{v:iban}", "amount": "{price}", "ref": "{po}"}',
    "voice note the card is {v:card} expiry next year she wants the deposit back on that",
    "LP: found a card skimmer on pump 4? no - on SCO {till}; test card read as {v:card}.",
    "Direct debit for the staff social fund goes from {v:sortacct}.",
    "Gift card bought with a stolen card {v:card} - flagged to the bank, cards cancelled.",
    "Please pay the window cleaner into {v:sortacct}, invoice {po}.",
    "Returns desk: cheque refund declined, customer gave routing/account {v:routing_acct} for an ACH refund.",
    "| Payee | Bank details | Amount |\n|---|---|---|\n| local bakery | {v:iban} | {price} |",
    "Customer complaint: she was charged on {v:card} after cancelling the order {order}.",
    "[payments] WARN manual key entry PAN={v:card} terminal=T{till}",
    "Account number for the raffle winnings transfer: {v:acct_uk}",
    "New starter's bank details: {v:sortacct}",
    "Employee asked for wages into a different account - {v:acct_us} at her credit union.",
    "Till {till} printed the full PAN {v:card} on the merchant copy - receipt roll needs shredding.",
    "IBAN {v:iban} belongs to the florist, not the gift shop - fix the payment run.",
    "Customer left her card in the chip and pin, card number {v:card}, kept in the safe.",
    "Deposit for the party food order refunded to {v:card}",
    "BACS details from the franchisee: {v:sortacct} (ref: royalty Q1)",
    "Bank acct {v:acct_us}, routing checked - for the refund of the double charge",
    "OCR of bank slip: ACCOUNT {v:acct_uk} PAID IN {price}",
    "{v:iban} - IBAN the Dutch supplier sent for the tulip delivery",
    "Customer's card on file for the layaway plan ends... actually the full number is {v:card}, please mask it in notes.",
    "Mystery shopper receipt attached - card {v:card} used for the test purchase, reimburse via expenses.",
    "account: {v:acct_us}\ntype: checking\npurpose: refund",
    "Wrong card charged for the deposit: {v:card}",
    "sort code/acc {v:sortacct} - customer's details for the goodwill payment",
    "Customer pays the newspaper bill from IBAN {v:iban_gb}.",
    "Payment card {v:card} blocked at the bank's request after the shoplifting incident {inc}.",
]

T["financial", "zh"] = [
    "原路退款失败，需要顾客提供银行卡号：{v:card_cn}",
    "顾客说{zdate}买{zprod}被扣了两次款，卡号{v:card_cn}。",
    "本地奶制品供应商换了收款账户：{v:cn_acct}，付款前请电话核实！",
    "员工工资卡变更：下月起发到{v:card_cn}。",
    "收银台捡到一张小票，识别出来的卡号{v:card_cn}，金额{zprice}。",
    "顾客在电话里把整个卡号报给我们了：{v:card_cn}，已提醒她我们不会这样收款。",
    "退款方式,银行卡号,金额\n转账,{v:card_cn},{zprice}",
    '{"收款方": "加盟商", "账号": "{v:cn_acct}", "金额": "{zprice}", "备注": "{po}"}',
    "语音转文字 卡号是{v:card_cn}她要把定金退到这张卡上",
    "防损：{till}号自助收银机发现读卡器被改装，测试读出的卡号是{v:card_cn}。",
    "员工互助基金从{v:card_cn}每月代扣。",
    "用盗刷的银行卡{v:card_cn}买了礼品卡，已通知银行冻结。",
    "保洁公司的收款账号{v:cn_acct}，发票{po}。",
    "| 收款方 | 账号 | 金额 |\n|---|---|---|\n| 面包房 | {v:cn_acct} | {zprice} |",
    "顾客投诉：订单{order}取消后{v:card_cn}还是被扣款了。",
    "[支付] 警告 手工录入卡号={v:card_cn} 终端=T{till}",
    "抽奖奖金打到这个账户：{v:cn_acct}",
    "新员工工资卡号：{v:card_cn}",
    "{till}号收银机把完整卡号{v:card_cn}打在商户联上了，小票卷要销毁。",
    "顾客把卡忘在POS机上了，卡号{v:card_cn}，已放保险柜。",
    "派对餐定金已退回到{v:card_cn}",
    "加盟商提供的对公转账账户{v:cn_acct}（备注：一季度加盟费）",
    "银行回单识别：账号 {v:cn_acct} 存入 {zprice}",
    "神秘顾客测试购物用的卡{v:card_cn}，费用走报销。",
    "银行卡号：{v:card_cn}\n开户行：招商银行\n用途：退款",
    "定金扣错卡了：{v:card_cn}",
    "顾客用信用卡{v:card}分期买的电视，分期被拒。",
    "报纸订阅费从{v:card_cn}自动扣款。",
    "偷盗事件{inc}后，应银行要求冻结了卡号{v:card_cn}。",
    "海外供应商给的IBAN是{v:iban}，财务付款用。",
    "退货退款要打到顾客的储蓄卡{v:card_cn}上，她没有微信支付。",
    "{v:card_cn} 这张卡连续三次输错密码被吞了，顾客明天来拿。",
    "卡号 {v:card_cn} 持卡人要求退回押金",
    "员工借支还款账户：{v:cn_acct}",
    "会员储值卡充值用的银行卡{v:card_cn}，交易失败。",
]

T["financial", "mixed"] = [
    "refund 原路退不回去，要顾客的 bank card：{v:card_cn}",
    "chargeback：顾客说 card {v:card} 只刷了一次",
    "dairy supplier 换了 bank details：{v:sortacct}，付款前 call 一下 verify",
    "员工 wages 下月起打到 {v:card_cn}",
    "OCR 小票：CARD NO {v:card_cn} AMOUNT {zprice}",
    "顾客电话里把 full card number 报出来了 {v:card}，已经提醒 we never take it this way",
    "refund,iban,amount\nBACS,{v:iban},{price}",
    '{"payee": "加盟商", "account": "{v:cn_acct}", "amount": "{zprice}"}',
    "语音：卡号 {v:card_cn} 她要 deposit 退到这张卡",
    "LP：SCO {till} 有 skimmer，test card 读出来是 {v:card_cn}",
    "staff social fund 从 {v:sortacct} direct debit",
    "stolen card {v:card} 买了 gift card，已通知 bank",
    "window cleaner 的 account {v:sortacct}，invoice {po}",
    "| payee | 账号 | amount |\n|---|---|---|\n| bakery | {v:cn_acct} | {zprice} |",
    "complaint：order {order} cancel 之后 {v:card_cn} 还是被扣了",
    "[payments] WARN manual PAN={v:card} terminal=T{till}",
    "抽奖 winnings 打到 {v:cn_acct}",
    "new starter 工资卡 {v:card_cn}",
    "till {till} 把 full PAN {v:card_cn} 打在 merchant copy 上了",
    "IBAN {v:iban} 是 florist 的，不是 gift shop，fix 一下 payment run",
    "顾客卡忘在 chip and pin 上，卡号 {v:card_cn}，放 safe 了",
    "party food deposit refund 到 {v:card_cn}",
    "franchisee 的 BACS：{v:sortacct}（royalty Q1）",
    "OCR bank slip：ACCOUNT {v:cn_acct} PAID {zprice}",
    "{v:iban} 是荷兰 supplier 的 IBAN，tulip delivery 用",
    "mystery shopper 测试用的 card {v:card}，走 expenses",
    "account：{v:cn_acct}\ntype：储蓄\npurpose：refund",
    "deposit 扣错卡了：{v:card_cn}",
    "sort code/acc {v:sortacct}，goodwill payment 给 customer",
    "newspaper bill 从 IBAN {v:iban_gb} 扣",
    "incident {inc} 之后 bank 要求 block {v:card_cn}",
    "{v:card_cn} 这张卡被 ATM 吞了，customer 明天来 collect",
    "card {v:card} 持卡人要 refund deposit",
    "储值卡 top-up 用的 bank card {v:card_cn} failed",
    "layaway plan 的 card on file {v:card}，notes 里要 mask",
]

T["person_name", "en"] = [
    "C&C order {order} for {v} is in locker bay 3, paid in full.",
    "{v} called in sick for the early shift - can anyone cover bakery?",
    "Rota wk {n}: {v} moves from checkouts to the cafe, Tues-Thurs.",
    "Shoplifting incident {inc}: suspect identified by the police as {v}, banned from all our stores.",
    "Customer complaint from Mrs {v:last_only}, about the damaged {prod}.",
    "Mystery shopper visit {ticket} was carried out by {v}; the score was 82%.",
    "staff,role,hours\n{v},Team Leader,37.5",
    '{"collection": "{order}", "customer": "{v}", "status": "READY"}',
    "voice note tell {v} her uniform is in the office she can pick it up whenever",
    "Lost property: a wallet with a bank card in the name of {v}, kept in the safe.",
    "Please welcome {v}, our new deputy store manager from the {city} branch!",
    "Keyholder list updated - {v} added as third keyholder.",
    "Refund authorised by the duty manager for {v} ({rma}).",
    "| Name | Dept | Shift |\n|---|---|---|\n| {v} | Produce | Early |",
    "[rota] swap approved: {v} <-> (vacant) on {date}",
    "Supplier rep {v} from the dairy will be in on {date} to check the chiller layout.",
    "Congratulations to {v} for the top loyalty sign-ups this period!",
    "Customer {v} wants to speak to someone about her points not being added.",
    "Incident {inc}: {v} slipped near aisle {aisle}, first aid given, accident book filled in.",
    "{v} has asked for unpaid leave in the half-term week.",
    "Gift card sold to {v} was activated twice by mistake - reverse one.",
    "Hi, it's {v} from the Saturday team, I can't make this weekend sorry",
    "The franchisee, {v}, wants the sales figures by Friday.",
    "Customer name on the special order: {v}. Deposit {price}.",
    "Dear {v},\nThank you for your feedback about our {city} store.",
    "Grievance meeting with {v} rescheduled to next week.",
    "Delivery signed for by {v} at goods in.",
    "Please can {v} do the stocktake count in health and beauty.",
    "EMPLOYEE: {v} / DEPT: Checkouts / CONTRACT: 16h",
    "{v} (night crew) found the back door unlocked - reported to LP.",
    "Mr {v:last_only} collected the repaired coffee machine today.",
    "From the store diary: {v} covered the kiosk, till balanced.",
    "The lad who keeps nicking meal deals - police say his name is {v}.",
    "Mystery shopper comments: colleague named on badge as {v} was friendly and helpful.",
    "My name is {v}, I bought a {prod} last week and it's faulty.",
]

T["person_name", "zh"] = [
    "自提订单{order}，顾客{v}，已放到3号柜，已付全款。",
    "{v}今天早班请病假，烘焙区谁能顶一下？",
    "第{n}周排班：{v}从收银调到咖啡区，周二到周四。",
    "偷盗事件{inc}：警方确认嫌疑人叫{v}，已禁止进入我们所有门店。",
    "{v}女士投诉买到的{zprod}有破损。",
    "神秘顾客走访{ticket}由{v}执行，得分82分。",
    "员工,岗位,工时\n{v},组长,40",
    '{"自提单": "{order}", "顾客": "{v}", "状态": "待取"}',
    "语音转文字 跟{v}说她的工服在办公室随时可以来拿",
    "失物招领：一个钱包，里面的银行卡是{v}的，已放保险柜。",
    "欢迎{v}加入我们，担任副店长，之前在{zcity}店！",
    "钥匙持有人名单更新：新增{v}。",
    "值班经理已批准{v}的退款（{rma}）。",
    "| 姓名 | 部门 | 班次 |\n|---|---|---|\n| {v} | 生鲜 | 早班 |",
    "[排班] 换班已批准：{v} 与 空缺 {zdate}",
    "乳制品供应商的业务员{v}{zdate}过来看冷柜陈列。",
    "恭喜{v}本期会员拉新第一名！",
    "顾客{v}要找人问积分没到账的事。",
    "事件{inc}：{v}在{aisle}号通道附近滑倒，已做急救并登记事故本。",
    "{v}申请五一那周请事假。",
    "卖给{v}的礼品卡激活了两次，撤销一次。",
    "店长好，我是周六班的{v}，这周末来不了，抱歉",
    "加盟商{v}要求周五前拿到销售数据。",
    "预订单顾客姓名：{v}，定金{zprice}。",
    "尊敬的{v}：\n感谢您对我们{zcity}门店的反馈。",
    "和{v}的申诉面谈改到下周。",
    "收货口签收人：{v}",
    "请{v}负责个护区的盘点。",
    "员工：{v} / 部门：收银 / 合同：兼职",
    "夜班的{v}发现后门没锁，已上报防损。",
    "{v}先生今天来取修好的咖啡机。",
    "值班日志：{v}顶了服务台，收银对账无误。",
    "老偷便当的那个小伙子，警察说他叫{v}。",
    "神秘顾客评价：胸牌上写着{v}的员工热情周到。",
    "我叫{v}，上周买的{zprod}有质量问题。",
    "联系人：{v}",
]

T["person_name", "mixed"] = [
    "C&C order {order} 是 {v} 的，放在 locker 3",
    "{v} 今天 early shift 请病假，bakery 谁能 cover？",
    "rota 第{n}周：{v} 从 checkout 调到 café",
    "shoplifting {inc}：police 说 suspect 叫 {v}，已 ban 所有门店",
    "{v} 投诉买的{zprod}有 damage",
    "mystery shopper {ticket} 是 {v} 来做的，score 82%",
    "staff,role,hours\n{v},Team Leader,37.5",
    '{"collection": "{order}", "customer": "{v}", "status": "READY"}',
    "语音：跟 {v} 说 uniform 在 office",
    "lost property 钱包，bank card 上的名字是 {v}",
    "欢迎 {v} 加入，新的 deputy manager",
    "keyholder list 加了 {v}",
    "duty manager 已经 approve {v} 的 refund（{rma}）",
    "| name | dept | shift |\n|---|---|---|\n| {v} | 生鲜 | early |",
    "[rota] swap approved：{v} <-> vacant {zdate}",
    "dairy supplier 的 rep {v} {zdate} 来看 chiller",
    "恭喜 {v} 本期 loyalty sign-up 第一！",
    "customer {v} 问积分为什么没加",
    "incident {inc}：{v} 在 aisle {aisle} 滑倒，first aid 已做",
    "{v} 申请 half-term 那周 unpaid leave",
    "卖给 {v} 的 gift card 激活了两次",
    "Hi 我是 Saturday team 的 {v}，这周末来不了 sorry",
    "franchisee {v} 要周五前拿到 sales figures",
    "special order 顾客 {v}，deposit {zprice}",
    "Dear {v}，感谢您对{zcity}门店的 feedback",
    "和 {v} 的 grievance meeting 改到下周",
    "goods in 签收人：{v}",
    "stocktake 个护区让 {v} 负责",
    "EMPLOYEE：{v} / DEPT：收银",
    "night crew 的 {v} 发现后门没锁",
    "值班 log：{v} cover 了 kiosk，till balanced",
    "老偷 meal deal 那个，police 说叫 {v}",
    "mystery shopper：胸牌 {v} 的同事很 helpful",
    "My name is {v}，上周买的{zprod}坏了",
    "联系人 contact：{v}",
]

T["username", "en"] = [
    "Customer tagged us on Instagram as @{v} complaining about the queue at the {city} store - reply from the brand account only.",
    "Staff rota app login for the new starter: {v} (temporary password sent separately).",
    "The loyalty app account {v} has claimed 14 welcome vouchers - looks like fraud, freeze it.",
    "[auth] failed login user={v} device=HHT-{till} attempts=5",
    "Mystery shopper forum post by u/{v} slagging off our returns desk - comms team aware.",
    "Back office login: {v}\nStore: {sn}\nRole: supervisor",
    "username,role,last_login\n{v},cashier,{date}",
    '{"username": "{v}", "store": "{sn}", "role": "keyholder"}',
    "voice note his gamer tag is {v} he says he's the one who posted the video of the shoplifter",
    "TikTok account @{v} filmed the stock room - LP to request takedown.",
    "Please disable the POS user {v}, she left on {date}.",
    "Twitter user @{v} says our {prod} promo price didn't scan.",
    "The Xbox gift card was redeemed on the account {v} within minutes of activation.",
    "Self-checkout supervisor ID {v} used for 40 voids last night - investigate.",
    "| User | Role | Store |\n|---|---|---|\n| {v} | team leader | {sn} |",
    "Reddit user {v} posted a photo of our reduced-to-clear shelf, it went viral.",
    "Click & collect account name: {v}",
    "LP: the seller on the marketplace with our stolen razors goes by {v}.",
    "Windows login for the back-office PC is {v} - ask IT to reset.",
    "Customer's online account handle is {v}, points transferred there.",
    "Discord handle of the lad organising the queue for the console launch: {v}",
    "Account {v} locked after three wrong PIN attempts on the kiosk.",
    "@{v} left a 1-star Google review mentioning a colleague by badge - respond politely.",
    "HR system user id: {v}",
    "Employee self-service login is your payroll number, except for {v} which was set up manually.",
    "Steam gift card fraud: codes redeemed by {v}",
    "ssh {v}@pos-bo-{sn}.stores.internal - that's how the engineer got in",
    "Instagram DM from {v} asking about the store's opening day giveaway",
    "Loyalty profile: {v} (Gold since {date})",
    "Found a sticky note on till {till} with the username {v} - not ours, check with IT.",
    "Facebook group admin {v} keeps posting our mystery shopper scores",
    "New handheld user created: {v} (stocktake only)",
    "Snapchat {v} - that's the kid who filmed the fight at the entrance",
    "eBay seller {v} listing 30x {prod} still with our security tags",
    "Reported by {v} via the app feedback form",
]

T["username", "zh"] = [
    "有顾客在小红书上用账号 {v} 吐槽我们{zcity}店排队太久，统一由品牌号回复。",
    "新员工排班APP的登录名是{v}，临时密码另外发。",
    "会员APP账号{v}领了14张新人券，疑似羊毛党，先冻结。",
    "[认证] 登录失败 用户={v} 设备=HHT-{till} 次数=5",
    "微信号：{v}，顾客加了说要团购{zprod}。",
    "后台登录名：{v}\n门店：{sn}\n角色：主管",
    "用户名,角色,最后登录\n{v},收银员,{zdate}",
    '{"用户名": "{v}", "门店": "{sn}", "角色": "钥匙持有人"}',
    "语音转文字 他的游戏ID是{v}他说偷东西那段视频是他发的",
    "抖音号{v}拍了我们仓库的视频，防损部去申请下架。",
    "请停用收银员账号{v}，她{zdate}离职了。",
    "微博用户@{v} 说我们{zprod}的促销价扫码没生效。",
    "礼品卡激活几分钟后就被账号{v}兑换了。",
    "自助收银主管账号{v}昨晚作废了40笔，要查。",
    "| 用户 | 角色 | 门店 |\n|---|---|---|\n| {v} | 组长 | {sn} |",
    "大众点评用户「{v}」发了我们临期货架的照片，上热搜了。",
    "自提下单的账号：{v}",
    "防损：在闲鱼上卖我们被偷剃须刀的卖家叫{v}。",
    "后台电脑的Windows登录名是{v}，找IT重置。",
    "顾客的线上账号是{v}，积分已经转过去了。",
    "组织游戏机首发排队的那个人，QQ昵称{v}",
    "账号{v}在自助机上输错三次密码被锁。",
    "@{v} 在点评上打了一星，还提到了员工胸牌，礼貌回复。",
    "人事系统用户名：{v}",
    "淘宝账号{v}下单后申请仅退款，恶意退款嫌疑。",
    "ssh {v}@pos-bo-{sn}.stores.internal，工程师就是这样登进去的",
    "有人用微信号{v}私信问开业抽奖的事",
    "会员档案：{v}（{zdate}起金卡）",
    "{till}号收银台贴了张便签写着用户名{v}，不是我们的，问一下IT。",
    "团购群群主{v}老是在群里发我们的神秘顾客分数",
    "新建手持终端用户：{v}（仅盘点）",
    "快手号{v}就是在门口拍打架视频的那个",
    "拼多多店铺{v}在卖带我们防盗扣的{zprod}",
    "意见反馈来自APP用户{v}",
    "企业微信账号{v}已移出门店群",
]

T["username", "mixed"] = [
    "顾客在小红书 @{v} 吐槽 queue 太长，统一用 brand account 回复",
    "新 starter 的 rota app login 是 {v}，temp password 另外发",
    "loyalty app 账号 {v} 领了 14 张 welcome voucher，suspect fraud，先 freeze",
    "[auth] failed login user={v} device=HHT-{till}",
    "微信号 {v}，customer 加了说要 group buy",
    "back office login：{v}\nstore：{sn}",
    "username,role,last_login\n{v},cashier,{zdate}",
    '{"username": "{v}", "store": "{sn}", "role": "keyholder"}',
    "语音：他的 gamer tag 是 {v} 说 shoplifter 视频是他发的",
    "抖音 @{v} 拍了 stock room，LP 去申请 takedown",
    "disable 一下 POS user {v}，她{zdate}离职了",
    "Twitter @{v} 说 promo price 扫不出来",
    "gift card activate 几分钟就被 {v} redeem 了",
    "SCO supervisor ID {v} 昨晚 void 了 40 笔",
    "| user | 角色 | store |\n|---|---|---|\n| {v} | team leader | {sn} |",
    "Reddit u/{v} 发了我们 reduced shelf 的照片，viral 了",
    "C&C 账号：{v}",
    "LP：闲鱼上卖 stolen razors 的卖家叫 {v}",
    "back office PC 的 Windows login 是 {v}，找 IT reset",
    "customer online account 是 {v}，积分 transfer 过去了",
    "console launch 排队组织者 Discord {v}",
    "account {v} kiosk 输错 PIN 三次被 lock",
    "@{v} 给了 1 星 review，提到员工胸牌，polite 回复",
    "HR system user id：{v}",
    "淘宝 {v} 下单后申请仅退款，恶意 refund",
    "ssh {v}@pos-bo-{sn}.stores.internal，engineer 就是这样进去的",
    "Instagram DM from {v} 问开业 giveaway",
    "loyalty profile：{v}（Gold since {zdate}）",
    "till {till} 上贴着 username {v} 的便签，check with IT",
    "团购群 admin {v} 老发我们的 mystery shopper 分数",
    "新 handheld user：{v}（stocktake only）",
    "快手 {v} 就是门口拍打架视频的",
    "eBay seller {v} 在卖带我们 security tag 的货",
    "app feedback 来自 user {v}",
    "企业微信 {v} 已移出门店群",
]

T["home_path", "en"] = [
    "The rota template is at {v:win} - copy it, don't edit the original.",
    "Loyalty export saved to {v} before the system went down.",
    "[pos-agent] ERROR cannot open {v:nix}: permission denied",
    "Shrink report lives in {v:mac}, sharing link expired.",
    "Traceback (most recent call last):\n  File \"{v:py}\", line 42, in reconcile\nKeyError: 'till_{till}'",
    "voice note the file is on the desktop {v:win} the one with the orange icon",
    '{"export_path": "{v:win_json}", "format": "csv", "store": "{sn}"}',
    "Mystery shopper PDF downloaded to {v:mac} - forward it to the area manager.",
    "path,size,modified\n{v},48K,{date}",
    "cd {v:bare_nix} && ./till_recon.sh --store {sn}",
    "CCTV stills for incident {inc} are in {v:win}",
    "Stocktake count sheets sync from {v:mac} every night.",
    "| File | Location |\n|---|---|\n| Gift card batch | {v} |",
    "Someone's left the deputy's profile folder shared: {v:bare_win} - lock it down.",
    "backup source: {v:nix}\ndestination: s3://store-backups/{sn}/",
    "Drag the planogram into {v:win}, the label printer picks it up from there.",
    "The supplier's delivery schedule was saved under {v} by mistake.",
    "PermissionError: [Errno 13] Permission denied: '{v:nix}'",
    "find {v:bare_mac} -name '*.xlsx' -mtime -7",
    "The POS agent config is read from {v:nix}.",
    "Open {v:win} and add your availability for next month.",
    "rsync -av {v:nix} backup@nas:/rota/",
    "scp shrink.csv pos@bo:{v:bare_nix}/incoming/",
    "excel says the file {v:win} is locked for editing by another user",
    "OneDrive synced {v:mac} at {date}",
    "The macro points to {v:win} so it only works on the manager's laptop.",
    "Log excerpt: loaded config from {v}",
    "Saved: {v}",
    "mv ~/Downloads/eod.json {v:bare_mac}/Archive/",
    "C&C pick list printed from {v:win}",
    "Scanner images default to {v:bare_win}\\Pictures - change it to the shared drive.",
    "Warning: {v:nix} contains customer emails, delete after upload.",
    "Attachment came from {v:mac} according to the file properties.",
    "The old franchise sales workbook at {v} is the one head office wants.",
    "git clone into {v:bare_nix}/tills then run make",
]

T["home_path", "zh"] = [
    "排班模板在{v:win}，复制一份再改，别动原文件。",
    "系统宕机前会员数据已导出到{v}。",
    "[pos-agent] 错误 无法打开 {v:nix}：权限不足",
    "损耗报告放在{v:mac}，共享链接过期了。",
    "Traceback (most recent call last):\n  File \"{v:py}\", line 42, in reconcile\nKeyError: '收银机{till}'",
    "语音转文字 文件在桌面上{v:win}那个橙色图标的",
    '{"导出路径": "{v:win_json}", "格式": "csv", "门店": "{sn}"}',
    "神秘顾客报告PDF下载到{v:mac}了，转给区域经理。",
    "路径,大小,修改时间\n{v},48K,{zdate}",
    "cd {v:bare_nix} && ./till_recon.sh --store {sn}",
    "事件{inc}的监控截图在{v:win}",
    "盘点表每晚从{v:mac}同步。",
    "| 文件 | 位置 |\n|---|---|\n| 礼品卡批次 | {v} |",
    "副店长的个人文件夹被共享出去了：{v:bare_win}，赶紧取消。",
    "备份源：{v:nix}\n目标：s3://store-backups/{sn}/",
    "把陈列图拖到{v:win}，标签打印机会自动读取。",
    "供应商送货计划被误存到了{v}。",
    "PermissionError: [Errno 13] Permission denied: '{v:nix}'",
    "find {v:bare_mac} -name '*.xlsx' -mtime -7",
    "POS代理的配置文件从{v:nix}读取。",
    "打开{v:win}填一下下个月能上班的时间。",
    "rsync -av {v:nix} backup@nas:/rota/",
    "Excel提示{v:win}被其他用户锁定编辑",
    "OneDrive已同步{v:mac}",
    "这个宏写死了{v:win}，只能在店长电脑上用。",
    "日志：已从{v}加载配置",
    "已保存：{v}",
    "自提拣货单是从{v:win}打印的",
    "扫描仪默认存到{v:bare_win}，改成共享盘。",
    "注意：{v:nix}里有顾客邮箱，上传后删除。",
    "根据文件属性，附件来自{v:mac}。",
    "总部要的是{v}那个旧的加盟店销售表。",
    "git clone 到{v:bare_nix}/tills 再 make",
    "对账单默认下载到{v}，记得改名。",
    "scp 交班报表.csv pos@bo:{v:bare_nix}/incoming/",
]

T["home_path", "mixed"] = [
    "rota template 在 {v:win}，copy 一份再改",
    "系统 down 之前 loyalty export 存到 {v} 了",
    "[pos-agent] ERROR cannot open {v:nix}: permission denied",
    "shrink report 在 {v:mac}，sharing link 过期了",
    "Traceback:\n  File \"{v:py}\", line 42\nKeyError: 'till_{till}'",
    "语音：文件在 desktop {v:win} 橙色那个",
    '{"export_path": "{v:win_json}", "store": "{sn}"}',
    "mystery shopper PDF 下载到 {v:mac}",
    "path,size\n{v},48K",
    "cd {v:bare_nix} && ./till_recon.sh",
    "incident {inc} 的 CCTV stills 在 {v:win}",
    "stocktake sheet 每晚从 {v:mac} sync",
    "| file | 位置 |\n|---|---|\n| gift card batch | {v} |",
    "deputy 的 profile folder 被 share 出去了：{v:bare_win}",
    "backup source：{v:nix}",
    "planogram 拖到 {v:win}，label printer 会自动读",
    "supplier delivery schedule 误存到 {v}",
    "PermissionError: [Errno 13] Permission denied: '{v:nix}'",
    "find {v:bare_mac} -name '*.xlsx'",
    "POS agent config 从 {v:nix} 读",
    "打开 {v:win} 填 availability",
    "rsync -av {v:nix} backup@nas:/rota/",
    "Excel 说 {v:win} locked for editing",
    "OneDrive synced {v:mac}",
    "macro 写死了 {v:win}，只能在 manager laptop 上跑",
    "log：loaded config from {v}",
    "Saved：{v}",
    "C&C pick list 从 {v:win} 打印",
    "scanner 默认存 {v:bare_win}，改成 shared drive",
    "注意 {v:nix} 里有 customer email，upload 完删掉",
    "file properties 显示附件来自 {v:mac}",
    "head office 要 {v} 那个旧的 franchise sales 表",
    "git clone 到 {v:bare_nix}/tills 然后 make",
    "对账单 default 下载到 {v}",
    "scp eod.csv pos@bo:{v:bare_nix}/incoming/",
]

T["schedule", "en"] = [
    "Can't do lates on Thursdays, I pick my son up from football at {v:eve} every week.",
    "Availability form: I drop my daughter at breakfast club at {v:am} every weekday, so earliest start is after that.",
    "She leaves at {v:pm} every day to catch the school bus with her little one - rota around it please.",
    "I do the school run at {v:am} Monday to Friday so I can't open.",
    "Our regular who's registered blind comes in every Tuesday at {v:mid} for his pension-day shop - please have someone free to help him round.",
    "voice note I go to the gym every night at {v:night} so closing shifts are fine but not the stocktake",
    "I take my mum to dialysis every Wednesday at {v:pm} so please don't put me on Wednesdays.",
    "availability:\n  mon-fri: after {v:mid}\n  reason: college every morning",
    "The elderly gentleman who buys the papers comes in every morning at {v:am} on the dot - he likes the Telegraph kept back.",
    "FYI I walk the dog every evening at {v:eve}, so if you need me to come back for the alarm I'll be 20 min.",
    "I finish my other job at {v:pm} every weekday, so earliest I can be in is an hour after.",
    "My wife starts her shift at {v:am} every day so I have the kids until she's back - mornings are out for me.",
    "He prays at {v:pm} every Friday, we agreed a long break that day.",
    "Note for the rota: she catches the {v:eve} train home every night, can't stay past close.",
    "I swim every Saturday at {v:am} so can I start a bit later that day?",
    "| Colleague | Regular commitment |\n|---|---|\n| (Sat team) | carer visit every day at {v:mid} |",
    "The lady who does the Friday big shop always arrives at {v:mid} with her carer - keep a wheelchair trolley by the door.",
    "I have physio every Monday at {v:eve}, is it ok if I swap my late with someone?",
    "He feeds his neighbour's cat every morning at {v:am}, that's why he's always a bit late.",
    "I do night classes every Tuesday and Thursday from {v:eve}, so no lates those days.",
    "Reminder to self: insulin at {v:noon} every day, ask the manager for a 10 min break then.",
    "Our night-crew lad does his second job's shift every morning at {v:am}, so he can't stay for the handover.",
    "Customer says she always shops on Sundays at {v:am} because it's quiet - asked if we can keep the bakery open earlier.",
    "I collect my grandson from nursery at {v:pm} on weekdays",
    "Every Thursday at {v:night} I ring my family overseas, so I'd rather not close that day.",
    "Availability update: I start uni lectures at {v:mid} every Monday and Wednesday.",
    "Usual routine for the housebound customer: we phone her every Saturday at {v:mid} to take her order.",
    "She takes her tablets at {v:eve} every night and needs her break then.",
    "I leave home at {v:am} every weekday to get the first bus in, so I'm never late for early shifts.",
    "the mystery shopper always seems to visit around {v:pm} - same person? whatever, I'm on my break every day at that time",
    "Daily: wake {v:am}, gym, then shift - can't do the early deliveries.",
    "My kids finish school at {v:pm} every day, I need to leave by then.",
    "Our cleaner comes in every evening at {v:night} after we close; she has her own key fob.",
    "{v:am} every morning I'm at the hospital with my dad for the next month, so no earlies please.",
    "he does Scouts every Wednesday at {v:eve} so he can't do the late",
]

T["schedule", "zh"] = [
    "周四不能上晚班，我每周那天{v:eve}要去接儿子踢完球。",
    "可上班时间登记：我每个工作日早上{v:am}送女儿上学，所以早班排在那之后。",
    "她每天下午{v:pm}要去接孩子，排班请避开。",
    "我周一到周五早上{v:am}送孩子，开门那班来不了。",
    "那位视力不好的老顾客每周二上午{v:mid}来买菜，记得安排一个人陪他逛。",
    "语音转文字 我每天晚上{v:night}去健身房 所以晚班没问题 就是盘点那天不行",
    "我每周三下午{v:pm}陪我妈去做透析，周三别给我排班。",
    "可排班时间：\n  周一至周五：上午{v:mid}以后\n  原因：每天上午上课",
    "那位买报纸的老大爷每天早上{v:am}准时来，他要的报纸给他留着。",
    "我每天傍晚{v:eve}遛狗，报警需要我回店的话要二十分钟。",
    "我另一份工作每天下午{v:pm}下班，最早一小时后能到店。",
    "我老婆每天早上{v:am}上班，孩子归我带，早上我都不行。",
    "他每周五下午{v:pm}要去做礼拜，已经同意那天午休长一点。",
    "排班备注：她每天晚上要赶{v:eve}的地铁回家，不能留到关店。",
    "我每周六早上{v:am}游泳，那天能不能晚点来？",
    "| 员工 | 固定安排 |\n|---|---|\n| 周六组 | 每天上午{v:mid}护工上门 |",
    "那位每周五来大采购的阿姨总是上午{v:mid}和护工一起来，门口留一辆轮椅推车。",
    "我每周一晚上{v:eve}做理疗，晚班能不能跟别人换？",
    "他每天早上{v:am}要去邻居家喂猫，所以老是晚到一点。",
    "我每周二、周四晚上{v:eve}上夜校，那两天不排晚班。",
    "提醒自己：每天中午{v:noon}打胰岛素，跟店长申请那时候休息十分钟。",
    "夜班那个小伙子每天早上{v:am}要去另一份工作，交接班留不下来。",
    "顾客说她总是周日早上{v:am}来买东西，因为人少，问面包区能不能早点开。",
    "我工作日每天下午{v:pm}去幼儿园接孙子",
    "每周四晚上{v:night}我要给国外的家人打电话，那天尽量别让我关店。",
    "可上班时间更新：每周一和周三上午{v:mid}开始上大学的课。",
    "那位出不了门的老顾客，我们每周六上午{v:mid}打电话给她下单。",
    "她每天晚上{v:eve}吃药，那时候要休息一下。",
    "我每个工作日早上{v:am}出门赶头班车，所以早班从来不迟到。",
    "每天：早上{v:am}起床，健身，然后上班，凌晨卸货那班我做不了。",
    "我家孩子每天下午{v:pm}放学，我得在那之前走。",
    "我们的保洁阿姨每天晚上{v:night}关店后来打扫，她有自己的门禁卡。",
    "接下来一个月我每天早上{v:am}都要在医院陪我爸，别排早班了。",
    "他每周三晚上{v:eve}带童子军活动，那天上不了晚班。",
    "我每天中午{v:noon}要回家给老人做饭，午休能不能调到那个时间？",
]

T["schedule", "mixed"] = [
    "周四不能 late shift，我每周那天 {v:eve} 要接儿子 football",
    "availability form：每个 weekday 早上 {v:am} 送女儿上学",
    "她每天 {v:pm} 要去接孩子，rota 避开一下",
    "我 Mon-Fri 早上 {v:am} school run，open 那班来不了",
    "那个视力不好的 regular 每周二 {v:mid} 来 shopping，安排个人 help 他",
    "语音：我每天晚上 {v:night} 去 gym 所以 close 没问题",
    "每周三 {v:pm} 陪我妈 dialysis，别排我",
    "availability:\n  weekdays: after {v:mid}\n  reason: 每天上午上课",
    "买报纸的老大爷每天早上 {v:am} 准时来，paper 给他留着",
    "我每天傍晚 {v:eve} walk the dog，alarm call 要二十分钟",
    "另一份 job 每天 {v:pm} 下班，最早一小时后到",
    "我老婆每天早上 {v:am} 上班，kids 归我，morning 不行",
    "他每周五 {v:pm} 去 prayer，那天 long break",
    "rota note：她每天要赶 {v:eve} 的 train 回家，不能 stay 到 close",
    "我每周六早上 {v:am} 游泳，那天能 start 晚一点吗？",
    "| colleague | 固定安排 |\n|---|---|\n| Sat team | carer 每天 {v:mid} 上门 |",
    "周五 big shop 的阿姨总是 {v:mid} 和 carer 一起来，留个 wheelchair trolley",
    "我每周一 {v:eve} 做 physio，late shift 能换吗",
    "他每天早上 {v:am} 去喂邻居的猫，所以老 late 一点",
    "我每周二四晚上 {v:eve} 上 night class，no lates",
    "reminder：每天 {v:noon} 打胰岛素，跟 manager 要 10 min break",
    "night crew 那个小伙每天早上 {v:am} 去第二份 job，handover 留不下",
    "customer 说她总是周日早上 {v:am} 来，quiet，问 bakery 能不能早开",
    "我 weekdays 每天 {v:pm} 去 nursery 接孙子",
    "每周四晚上 {v:night} 给 overseas 家人打电话，那天别让我 close",
    "availability update：每周一三上午 {v:mid} 开始 uni lecture",
    "housebound 的老顾客，我们每周六 {v:mid} 打电话 take order",
    "她每天晚上 {v:eve} 吃药，需要 break",
    "我每个 weekday {v:am} 出门赶头班 bus，early shift 从不迟到",
    "daily routine：{v:am} 起床，gym，然后上班",
    "孩子每天 {v:pm} 放学，我要 leave 之前走",
    "保洁阿姨每天晚上 {v:night} close 之后来，有自己的 key fob",
    "接下来一个月我每天早上 {v:am} 在医院陪我爸，no earlies please",
    "他每周三 {v:eve} 带 Scouts，上不了 late",
    "每天中午 {v:noon} 回家给老人做饭，lunch break 能调到那时候吗",
]

T["geo", "en"] = [
    "Home delivery {order}: driver's app dropped the pin at {v:coord_en}, customer says that's her back gate.",
    "Till prompt asked for the customer's postcode, she gave {v:uk_pc} - it's for the catchment survey.",
    "Loyalty sign-up (scanned)\nPostcode: {v:uk_pc}\nTier: Green",
    "Shoplifting incident {inc}: the suspect's phone was tracked to {v:coord_en} by the police.",
    "Customer wants the replacement {prod} delivered, ZIP {v:zip}.",
    "voice note the customer's location pin is {v:coord_en} she's stuck in the car park with a flat tyre",
    "order,postcode,slot\n{order},{v:uk_pc},Sat AM",
    '{"orderId": "{order}", "dropPin": {"latlng": "{v:coord_en}"}, "van": "V{n}"}',
    "Our housebound regular is at plus code {v:plus} - the driver kept going to the wrong block.",
    "Returns desk: refund posted to the customer's home, postcode {v:uk_pc}.",
    "Keyholder lives around {v:coord_en}, so about 6 minutes to the store for alarm calls.",
    "what3words the customer sent for the garden furniture delivery: {v:w3w}",
    "| Order | Postcode | Driver |\n|---|---|---|\n| {order} | {v:uk_pc} | van {n} |",
    "[route-planner] stop 9 geohash={v:geohash} eta=+7m",
    "The lost child's mum shared her live location: {v:coord_en} - she was in the next aisle over.",
    "Customer gave ZIP {v:zip} at checkout for the rewards account.",
    "Mystery shopper lives in postcode {v:uk_pc} according to the expense claim - odd, that's next door.",
    "Franchise applicant lives at {v:coord_en} (from the map they sent), 2 miles from the unit.",
    "Delivery exception: address not found, GPS {v:coord_en}",
    "Banned individual's home is in {v:uk_pc}, per the CBO paperwork.",
    "Click and collect at the wrong store - customer's home postcode {v:uk_pc} is nearer {city}.",
    "driver_checkin lat/lon {v:coord_en} status=DELIVERED",
    "The colleague who fainted was taken home to {v:uk_pc} by taxi, manager paid.",
    "Customer's car was found at {v:coord_en} after the car park theft.",
    "postcode: {v:uk_pc}\nhousehold: 3\nsource: till survey",
    "Please deliver the wheelchair trolley to the customer at {v:plus}, she can't get to the store.",
    "New starter lives at {v:uk_pc}, asked for the nearer store.",
    "She dropped her purse; the Find My showed it at {v:coord_en}, which is her house.",
    "Rural delivery note: use {v:w3w}, the farm has no house number.",
    "Customer rang from home ({v:zip}) to complain about the flyer.",
    "Loyalty data: member's home geohash {v:geohash} used for the catchment map - anonymise before sharing!",
    "Taxi for the night-shift colleague booked to {v:coord_en}",
    "OCR: POSTCODE {v:uk_pc} SIGNED Y DATE {date}",
    "the pin she sent is {v:coord_en} - that's right outside her flat",
    "{v:uk_pc} is where the stolen trolleys keep turning up, it's one household",
]

T["geo", "zh"] = [
    "送货订单{order}：司机APP定位在{v:coord_zh}，顾客说那是她家后门。",
    "顾客留的邮编是{v:cn_zip}，会员积分礼品寄过去。",
    "会员登记表（扫描）\n邮编：{v:cn_zip}\n等级：普通",
    "偷盗事件{inc}：警方追踪到嫌疑人手机在{v:coord_zh}。",
    "换货的{zprod}送货上门，邮编{v:cn_zip}。",
    "语音转文字 顾客发的定位是{v:coord_zh}她车在停车场爆胎了",
    "订单,邮编,时段\n{order},{v:cn_zip},周六上午",
    '{"订单": "{order}", "定位": "{v:coord_zh}", "车辆": "V{n}"}',
    "那位出不了门的老顾客的位置码是{v:plus}，司机老是送错楼。",
    "退货台：退款凭证寄到顾客家，邮编{v:cn_zip}。",
    "钥匙持有人住在{v:coord_zh}附近，报警的话六分钟能到店。",
    "| 订单 | 经纬度 | 司机 |\n|---|---|---|\n| {order} | {v:coord_zh} | {n}号车 |",
    "[配送路线] 第9站 geohash={v:geohash} 预计+7分钟",
    "走失小孩的妈妈共享了实时位置：{v:coord_zh}，其实就在隔壁通道。",
    "加盟申请人住在{v:coord_zh}（从他发的地图看），离店两公里。",
    "配送异常：地址无法识别，GPS {v:coord_zh}",
    "被禁入人员的住处定位{v:coord_zh}，见派出所材料。",
    "骑手签到 经纬度 {v:coord_zh} 状态=已送达",
    "晕倒的同事打车回家了，目的地定位{v:coord_zh}，店长付的车费。",
    "停车场被盗的顾客车辆在{v:coord_zh}找到了。",
    "邮编：{v:cn_zip}\n家庭人数：3\n来源：收银调查",
    "请把轮椅推车送到{v:plus}那位顾客家，她来不了店里。",
    "她钱包掉了，查找功能显示在{v:coord_zh}，就是她家。",
    "新员工家附近的邮编是{v:cn_zip}，申请调到近一点的门店。",
    "会员数据：会员家庭位置geohash {v:geohash}，用于商圈分析，分享前要脱敏！",
    "夜班同事的出租车目的地：{v:coord_zh}",
    "扫描识别：邮编 {v:cn_zip} 签字 有 日期 {zdate}",
    "她发的定位是{v:coord_zh}，就在她家楼下",
    "{v:coord_zh} 这个位置老是出现我们被推走的购物车，就是一户人家",
    "快递单上的邮编{v:cn_zip}写错了，包裹退回门店。",
    "顾客在小程序里选的收货定位是{v:coord_zh}，骑手说定位偏了。",
    "团购团长的自提点定位：{v:coord_zh}（她家楼下）",
    "顾客住在{v:coord_zh}，要求每周六送两箱水。",
    "外卖骑手最后一次定位{v:coord_zh}，订单一直未送达。",
    "邮政编码 {v:cn_zip}，投诉信回寄用",
]

T["geo", "mixed"] = [
    "home delivery {order}：driver app 的 pin 在 {v:coord_zh}，customer 说是她家后门",
    "till 问 postcode，她说 {v:uk_pc}，catchment survey 用",
    "会员 sign-up\nPostcode：{v:uk_pc}\nTier：Green",
    "shoplifting {inc}：police track 到 suspect 手机在 {v:coord_zh}",
    "replacement 送货上门，邮编 {v:cn_zip}",
    "语音：customer 定位 {v:coord_zh} 车在 car park 爆胎了",
    "order,邮编,slot\n{order},{v:cn_zip},Sat AM",
    '{"orderId": "{order}", "dropPin": "{v:coord_zh}"}',
    "housebound 老顾客的 plus code {v:plus}，driver 老送错",
    "refund 寄到 customer 家，postcode {v:uk_pc}",
    "keyholder 住在 {v:coord_en} 附近，alarm call 六分钟到",
    "garden furniture delivery 的 what3words：{v:w3w}",
    "| order | 定位 | driver |\n|---|---|---|\n| {order} | {v:coord_zh} | van {n} |",
    "[route-planner] stop 9 geohash={v:geohash}",
    "走失小孩妈妈 share 了 live location：{v:coord_zh}",
    "checkout 时 customer 给了 ZIP {v:zip} for rewards",
    "franchise applicant 住 {v:coord_zh}，离 unit 两公里",
    "delivery exception：地址找不到，GPS {v:coord_zh}",
    "banned 人员住处 {v:uk_pc}，见 CBO 文件",
    "driver_checkin lat/lon {v:coord_zh} status=DELIVERED",
    "晕倒的同事 taxi 回家，destination {v:coord_zh}",
    "被偷的 customer 车在 {v:coord_en} 找到了",
    "postcode：{v:uk_pc}\nhousehold：3",
    "wheelchair trolley 送到 {v:plus} 那位顾客家",
    "Find My 显示钱包在 {v:coord_zh}，就是她家",
    "新 starter 住 {v:uk_pc}，想调近一点的 store",
    "会员 home geohash {v:geohash} 用于 catchment map，share 前要 anonymise！",
    "night shift 同事 taxi 到 {v:coord_zh}",
    "OCR：邮编 {v:cn_zip} SIGNED Y",
    "她发的 pin 是 {v:coord_zh}，就在她家楼下",
    "{v:coord_zh} 老出现我们的 trolley，就一户人家",
    "快递单 postcode {v:cn_zip} 写错了，包裹退回 store",
    "小程序 delivery 定位 {v:coord_zh}，rider 说偏了",
    "团长自提点 pin：{v:coord_zh}（她家楼下）",
    "邮政编码 {v:cn_zip} for complaint letter 回寄",
]


# ---------------------------------------------------------------------------
# benign texts: same domain, nothing personal or secret
# ---------------------------------------------------------------------------

B = {}

B["en"] = [
    "Store {sn} opening hours from {date}: Mon-Sat 7am-10pm, Sun 10am-4pm. Bank holiday hours are on the noticeboard.",
    "Clubcard Prices this week: {prod} {price}, limit 2 per customer.",
    "POS release {ver} rolled out to {n} stores overnight; build hash {sha}.",
    "Order {order} picked with 2 substitutions, ready for collection from the afternoon.",
    "Return {rma} processed: {prod}, refund {price} to the original tender.",
    "Delivery {po} from the ambient DC arrived 40 minutes late; 3 roll cages, {qty} cases short.",
    "Chiller 4 read 7.2°C at the morning check, engineer ticket {ticket} raised.",
    "Mystery shopper score for period {n}: 91% (queue time 3m 20s, greeting yes, loyalty offer no).",
    "Reduced-to-clear rotation: yellow stickers go on at midday, second markdown early evening, final one an hour before close.",
    "Gift cards: the activation limit per transaction is {price}; anything over needs a supervisor.",
    "Stocktake for health & beauty on {date}; count sheets back to the office by end of day.",
    "Planogram change {ticket}: move {prod} from aisle {aisle} to the end cap.",
    "Footfall {date}: {n}412 visitors, conversion 38%, average basket {price}.",
    "The POS agent listens on port {port}; GET http://localhost:{port}/health returns 200.",
    "Incident {inc}: EAS gate false alarm caused by a {brand} bag tag. No further action.",
    "Click & collect lockers at the {city} store are out of service until {date}.",
    "Request id {uuid} failed with 503 from the loyalty service; retried OK.",
    "Bakery plan: croissants out first thing, second bake at lunch, baguettes mid-afternoon.",
    "Jamie Oliver's new cookbook goes on the entrance display next to the Mary Berry titles.",
    "Earl Grey, Granny Smith apples and a Victoria sponge were on the mystery shopper's basket list.",
    "Promo: 3 for 2 on {prod}, ends {date}. EAN {ean}.",
    "Weights and measures check: the deli scale was out by 4g on a 500g test weight; recalibrated.",
    "Franchise fee for Q{q} is {pct}% of net sales, invoiced on the first working day.",
    "Price file {ver} includes 1,284 changes; shelf-edge labels print overnight.",
    "Wastage this week was {price}, mostly bakery and {prod}.",
    "Store {sn} fire drill completed in 4 minutes 10 seconds, all clear.",
    "Rota rules: nobody under 18 after 10pm, and at least 11 hours between shifts.",
    "Customer services moves next to the lottery kiosk from {date}.",
    "Clubcard points convert at 150 points to £1.50 in vouchers; partner rewards are listed online.",
    "Sainsbury's, Asda and Morrisons all cut the price of {prod} this week - price match approved by trading.",
    "{brand} confirms the recall of batch L{n}4417 of {prod}; pull from shelves and accept returns without receipt.",
    "Self-checkout firmware {ver} (sha256 {sha}) fixes the unexpected-item-in-bagging-area loop.",
    "Car park: 320 spaces, 18 blue badge, 12 parent & child, 6 EV chargers.",
    "Paddington and Peppa Pig plush arrived for the toy aisle, {qty} units each.",
    "Uncle Ben's rice, Mr Kipling cakes and Aunt Bessie's Yorkshires are all in the weekly deal.",
    "The Victoria sponge and Bakewell tart are the top sellers in the café this month.",
    "Sunday trading: large stores may open for 6 hours between 10am and 6pm.",
    "Stock ticket {ticket}: negative stock on SKU {sku}, recount requested.",
    "Each till float is {price} in coins and notes; banking is collected by the cash-in-transit van.",
    "loyalty:\n  timeout_ms: 5000\n  retries: 3\n  endpoint: https://loyalty.internal/v2\n  region: north",
    "docker run -d -p {port}:{port} pos-agent:{ver}",
    "SELECT store_id, SUM(net_sales) FROM sales WHERE week = {n} GROUP BY store_id;",
    "| Dept | Sales | vs LY |\n|---|---|---|\n| Bakery | {price} | +{pct}% |\n| Produce | {price} | -2% |",
    "Trolley bay 3 needs a new canopy; the contractor quoted {price}.",
    "Warehouse pallet height limit is 1.8 m, max load 1,000 kg per pallet.",
    "Black Friday plan: doors open at dawn, barriers up all morning, security on the entrance all day.",
    "The {brand} store in {city} city centre trades late on Thursdays until 9pm.",
    "Ticket {ticket} closed: receipt printer on till {till} replaced.",
    "Gift card SKU {sku} ({price} denomination) is out of stock; reorder placed {date}.",
    "Apple Watch Series 9 and Samsung Galaxy S24 both reduced by {pct}% in the electricals clearance.",
    "Bob's Red Mill oats moved to aisle {aisle}; Ben & Jerry's is in freezer bay {n}.",
    "Johnnie Walker Black Label and Jack Daniel's now need security caps - spirits shrink is up {pct}%.",
    "Loyalty app {ver} adds digital receipts; Android rolls out first, iOS the following week.",
    "Incident log: wet floor near aisle {aisle} at lunchtime, signs placed, cleaned within 10 minutes.",
    "Till profile {uuid} assigned to the new self-checkout bank.",
    "Lottery terminals stop selling draw tickets from 7.30pm on Wednesdays and Saturdays.",
    "Bus route 42 stops outside the store every 15 minutes; the last bus leaves at 23:10.",
    "Warburtons delivery window is 04:00-06:00 daily through the rear gate.",
    "Shift patterns: early 06:00-14:00, middle 10:00-18:00, late 14:00-22:00.",
    "Dr Pepper and Dr. Oetker pizzas are on the end-of-aisle deal until {date}.",
    "Energy: store {sn} used {n}80 kWh yesterday, refrigeration 61% of the total.",
    "git log --oneline -3\n{sha} fix rounding on multibuy\n{sha} bump price file to {ver}\n{sha} add locker status endpoint",
    "Seasonal aisle: Easter eggs out from {date}, Cadbury and Lindt on the gondola ends.",
    "Temperature log: freezers -19°C, chillers 3°C, hot counter 68°C at the afternoon check.",
    "Average queue time at self-checkout fell to 2m 05s after adding two lanes.",
    "The {city} distribution centre runs three trunking waves a day to {n} stores.",
    "Card payments over £100 need chip and PIN; contactless limit unchanged.",
]

B["zh"] = [
    "{zbrand}{zcity}店营业时间调整：自{zdate}起每天8:00-22:00。",
    "本周会员价：{zprod} {zprice}，每人限购2件。",
    "收银系统{ver}版本已推送到{n}家门店，构建哈希{sha}。",
    "自提订单{order}已拣货完成，缺货2件已替换，下午可取。",
    "退货单{rma}已处理：{zprod}，原路退款{zprice}。",
    "常温配送中心的送货单{po}晚到40分钟，3个笼车，少了{qty}箱。",
    "4号冷柜早检温度7.2℃，已报修，工单{ticket}。",
    "第{n}期神秘顾客得分91分（排队3分20秒，有问候，未推荐会员）。",
    "临期商品打折规则：中午贴九折，傍晚五折，关店前两小时三折。",
    "礼品卡单笔激活上限{zprice}，超过需主管授权。",
    "个护区{zdate}盘点，当天下班前把盘点表交到办公室。",
    "陈列调整{ticket}：{zprod}从{aisle}号通道移到端架。",
    "{zdate}客流{n}412人次，转化率38%，客单价{zprice}。",
    "POS代理监听端口{port}，健康检查 http://localhost:{port}/health 返回200。",
    "事件{inc}：防盗门误报，原因是{zbrand}购物袋里的防盗标签，无需处理。",
    "{zcity}店的快递柜{zdate}前暂停使用。",
    "请求ID {uuid} 会员服务返回503，重试成功。",
    "烘焙排产：清晨出第一炉，中午第二炉，下午出法棍。",
    "李子柒螺蛳粉和老干妈辣酱放在同一个端架。",
    "王老吉、李锦记和张小泉本周做联合促销。",
    "促销：{zprod}买二送一，{zdate}结束，条码{ean}。",
    "熟食称用500克砝码校验偏差4克，已重新校准。",
    "加盟费按净销售额的{pct}%收取，每月第一个工作日开票。",
    "价格文件{ver}共1284条变价，价签夜间打印。",
    "本周损耗{zprice}，主要是烘焙和{zprod}。",
    "{sn}号店消防演练用时4分10秒，全部安全撤离。",
    "排班规定：未成年员工不排22点以后的班，两班之间至少间隔11小时。",
    "服务台{zdate}起搬到彩票柜台旁边。",
    "会员积分规则：每消费1元积1分，100积分抵1元，积分有效期两年。",
    "永辉、盒马和大润发这周都降了{zprod}的价格，采购同意跟价。",
    "供应商确认召回批次L{n}4417的{zprod}，立即下架，无小票也可退。",
    "自助收银固件{ver}（sha256 {sha}）修复了称重区报错。",
    "停车场共320个车位，18个无障碍车位，6个充电桩。",
    "故宫文创和小猪佩奇的玩偶到货了，每款{qty}个。",
    "周黑鸭和绝味鸭脖专柜本月销售排前两名。",
    "月饼预售：五仁、蛋黄莲蓉、鲜肉三款，{zdate}开始提货。",
    "会员:\n  超时毫秒: 5000\n  重试次数: 3\n  接口: https://crm.internal/api\n  区域: 华东",
    "docker run -d -p {port}:{port} pos-agent:{ver}",
    "SELECT store_id, SUM(net_sales) FROM sales WHERE week = {n} GROUP BY store_id;",
    "| 品类 | 销售额 | 同比 |\n|---|---|---|\n| 烘焙 | {zprice} | +{pct}% |\n| 生鲜 | {zprice} | -2% |",
    "仓库托盘限高1.8米，每托最大承重1000公斤。",
    "双十一排队安排：天亮前开门，上午拉隔离带，保安全天守入口。",
    "{zbrand}在{zcity}市中心的门店每周四延长营业到晚上九点。",
    "工单{ticket}已关闭：{till}号收银机小票打印机已更换。",
    "礼品卡商品编码{sku}（面值{zprice}）缺货，{zdate}已补订。",
    "华为Mate 60和小米14本周在电器清仓区降价{pct}%。",
    "茅台、五粮液要加防盗扣，酒类损耗上升了{pct}%。",
    "会员APP {ver} 版本新增电子小票，先上线安卓。",
    "事件记录：午饭时间{aisle}号通道地面湿滑，已放警示牌，十分钟内清理完毕。",
    "新收银机配置档案：{uuid}",
    "体彩大乐透开奖日当天晚上8点停售。",
    "门口的公交43路每15分钟一班，末班车23:10。",
    "面包供应商每天凌晨4点到6点送货，走后门。",
    "班次定义：早班6:00-14:00，中班10:00-18:00，晚班14:00-22:00。",
    "陈皮、白玉菇、金针菇都在生鲜区{aisle}号货架。",
    "康师傅和统一的方便面满{n}减5。",
    "杨国福麻辣烫和张亮麻辣烫两家都想进我们的美食广场。",
    "今日天气：{zcity}多云，最高气温26℃，夜间有小雨，注意门口防滑。",
    "能耗：{sn}号店昨天用电{n}80度，冷链占61%。",
    "端午节粽子堆头：五芳斋、思念、三全，{zdate}前完成陈列。",
    "温度记录：冷冻-19℃，冷藏3℃，熟食保温柜68℃。",
    "自助收银增加两条通道后，平均排队时间降到2分05秒。",
    "{zcity}配送中心每天三个波次给{n}家门店送货。",
    "支付宝和微信支付单笔免密上限不变，超过需要输入密码。",
    "git log --oneline -2\n{sha} 修复多件折扣舍入\n{sha} 价格文件升级到{ver}",
    "孔乙己茴香豆、鲁迅故里黄酒礼盒本周到货，放在特产区。",
    "乔丹体育和李宁的跑鞋在运动区做满减。",
]

B["mixed"] = [
    "{zcity}店 opening hours 从{zdate}起改成每天 8:00-22:00",
    "本周 member price：{zprod} {zprice}，limit 2 件",
    "POS release {ver} 昨晚推到 {n} 家门店了，build hash {sha}",
    "C&C order {order} 拣好了，2 个 substitution，下午可以 collect",
    "return {rma} 已处理：{zprod}，refund {zprice} 原路退",
    "ambient DC 的 delivery {po} 晚了 40 分钟，3 个 roll cage，short {qty} 箱",
    "chiller 4 早检 7.2°C，ticket {ticket} 已开",
    "第{n}期 mystery shopper score 91%，queue time 3m20s",
    "reduced-to-clear：中午贴第一轮 yellow sticker，傍晚第二轮，close 前最后一轮",
    "gift card 单笔 activation 上限 {zprice}，超过要 supervisor",
    "health & beauty {zdate} stocktake，count sheet 下班前交 office",
    "planogram change {ticket}：{zprod} 从 aisle {aisle} 移到 end cap",
    "footfall {zdate}：{n}412 人次，conversion 38%",
    "POS agent 监听 port {port}，/health 返回 200",
    "incident {inc}：EAS gate 误报，是{zbrand}购物袋的 tag，no action",
    "{zcity}店的 locker {zdate} 之前 out of service",
    "request id {uuid} loyalty service 返回 503，retry OK",
    "bakery plan：清晨第一炉 croissant，中午第二炉，下午 baguette",
    "Jamie Oliver 的新 cookbook 放在入口，旁边是 Mary Berry",
    "李子柒螺蛳粉和老干妈放同一个 end cap",
    "promo：{zprod} 3 for 2，{zdate} 结束，EAN {ean}",
    "deli scale 用 500g 砝码校验差 4g，已 recalibrate",
    "franchise fee Q{q} 是 net sales 的 {pct}%",
    "price file {ver} 有 1284 条变价，label 夜间打印",
    "本周 wastage {zprice}，主要是 bakery 和{zprod}",
    "store {sn} fire drill 4分10秒完成，all clear",
    "rota rule：未满 18 不排 22点以后，两班间隔至少 11 小时",
    "customer services {zdate} 起搬到 lottery kiosk 旁边",
    "积分规则：消费 1 元积 1 分，100 分抵 1 元，两年 expire",
    "Sainsbury's 和 Asda 都降了{zprod}的价，trading 同意 price match",
    "supplier 确认 recall batch L{n}4417，立即下架",
    "SCO firmware {ver}（sha256 {sha}）fix 了 bagging area 报错",
    "car park 320 个车位，18 个 blue badge，6 个 EV charger",
    "Paddington 和小猪佩奇 plush 到货，每款 {qty} 个",
    "Uncle Ben's 和 Mr Kipling 都在 weekly deal 里",
    "月饼 pre-order：五仁、蛋黄莲蓉两款，{zdate} 开始提货",
    "loyalty:\n  timeout_ms: 5000\n  retries: 3\n  region: 华东",
    "docker run -d -p {port}:{port} pos-agent:{ver}",
    "SELECT store_id, SUM(net_sales) FROM sales WHERE week = {n} GROUP BY store_id; -- 周报用",
    "| 品类 | sales | vs LY |\n|---|---|---|\n| bakery | {zprice} | +{pct}% |",
    "warehouse pallet 限高 1.8 m，max 1000 kg",
    "Black Friday：天亮开门，上午拉 barrier，security 全天守入口",
    "{zbrand}{zcity}市中心店每周四 late opening 到晚上九点",
    "ticket {ticket} closed：till {till} 的 printer 换了",
    "gift card SKU {sku}（面值 {zprice}）缺货，{zdate} 已 reorder",
    "华为 Mate 60 和 iPhone 15 在 electricals clearance 降 {pct}%",
    "茅台和 Johnnie Walker 要加 security cap，shrink 上升 {pct}%",
    "loyalty app {ver} 加了 e-receipt，Android 先上",
    "incident log：午饭时间 aisle {aisle} 地滑，放了 sign，10 分钟清理完",
    "新 till profile：{uuid}",
    "lottery 开奖日晚上 8 点 stop selling",
    "门口 bus 43 路每 15 分钟一班，last bus 23:10",
    "Warburtons 每天凌晨 4点到6点 delivery，走 rear gate",
    "shift pattern：early 6:00-14:00，middle 10:00-18:00，late 14:00-22:00",
    "王老吉和 Dr Pepper 放在 drinks aisle {aisle}",
    "康师傅 noodles 满{n}减5，end cap 陈列",
    "weather：{zcity} 多云 26°C，晚上小雨，entrance 注意防滑",
    "energy：store {sn} 昨天用电 {n}80 kWh，refrigeration 占 61%",
    "粽子 display：五芳斋、三全，{zdate} 前 set up 完",
    "temperature log：freezer -19°C，chiller 3°C，hot counter 68°C",
    "SCO 加两条 lane 后 queue time 降到 2m05s",
    "{zcity} DC 每天三个 wave 给 {n} 家店送货",
    "contactless limit 不变，超过要 chip and PIN",
    "git log --oneline -2\n{sha} fix multibuy rounding\n{sha} 价格文件 bump 到 {ver}",
    "周黑鸭 counter 本月 sales 第一，Ben & Jerry's 第二",
    "Earl Grey 和 Granny Smith 苹果在 mystery shopper 的 basket list 上",
]


# ---------------------------------------------------------------------------
# assembly
# ---------------------------------------------------------------------------

_FAKERS = None


def _fakers():
    global _FAKERS
    if _FAKERS is None:
        _FAKERS = (Faker("en_US"), Faker("en_GB"), Faker("zh_CN"))
    return _FAKERS


def _cell(ci, li):
    cat, lang = CATEGORIES[ci], LANGS[li]
    seed = BASE_SEED + ci * 3 + li
    rng = random.Random(seed)
    us, gb, zh = _fakers()
    us.seed_instance(OFF + 1 + seed)
    gb.seed_instance(OFF + 2 + seed)
    zh.seed_instance(OFF + 3 + seed)
    ctx = Ctx(rng, us, gb, zh, lang)
    gen = GENERATORS[cat]
    tpls = T[cat, lang]
    out = []
    seen = set()
    order = []
    while len(out) < PER_CELL:
        if not order:
            order = list(range(len(tpls)))
            rng.shuffle(order)
        tpl = tpls[order.pop()]
        for _ in range(20):
            text, start, end = render(tpl, rng, lang, lambda kind: gen(ctx, kind))
            val = text[start:end]
            if text.count(val) == 1 and val == val.strip() and val and text not in seen:
                break
        else:
            raise AssertionError(f"could not render a clean sample from {tpl!r}")
        seen.add(text)
        out.append(Sample(text=text, category=cat, lang=lang, start=start, end=end))
    return out


def samples():
    res = []
    for ci in range(len(CATEGORIES)):
        for li in range(len(LANGS)):
            res.extend(_cell(ci, li))
    return res


def benign_with_lang():
    res = []
    seen = set()
    for i, lang in enumerate(LANGS):
        rng = random.Random(BENIGN_SEED + i)
        tpls = B[lang]
        order = []
        tries = 0
        n = 0
        while n < BENIGN_PER_LANG:
            tries += 1
            if tries > 50 * BENIGN_PER_LANG:
                raise AssertionError(f"not enough distinct benign texts for {lang}")
            if not order:
                order = list(range(len(tpls)))
                rng.shuffle(order)
            text, _, _ = render(tpls[order.pop()], rng, lang, None)
            if text in seen:
                continue
            seen.add(text)
            res.append((lang, text))
            n += 1
    return res


# ---------------------------------------------------------------------------
# self-check
# ---------------------------------------------------------------------------


def _selfcheck():
    import time
    from collections import Counter

    t0 = time.time()
    ss = samples()
    bb = benign_with_lang()
    assert len(ss) == PER_CELL * len(CATEGORIES) * len(LANGS) == 9000, len(ss)
    cnt = Counter((s.category, s.lang) for s in ss)
    assert all(cnt[c, l] == PER_CELL for c in CATEGORIES for l in LANGS), cnt
    for (cat, lang), tpls in T.items():
        assert cat in CATEGORIES and lang in LANGS
        assert len(tpls) >= 30, (cat, lang, len(tpls))
        assert len(set(tpls)) == len(tpls), (cat, lang)
        for t in tpls:
            assert len([m for m in TOKEN.finditer(t) if m.group(1) == "v" or m.group(1).startswith("v:")]) == 1, t
    assert len(T) == 36
    luhn_n = iban_n = cnid_n = 0
    for s in ss:
        v = s.value
        assert s.text[s.start : s.end] == v and v and v == v.strip(), s
        assert s.text.count(v) == 1, s
        digits = re.sub(r"[ \-]", "", v)
        if s.category == "financial":
            if re.fullmatch(r"\d{13,19}", digits) and len(digits) in (15, 16, 18, 19):
                assert luhn_ok(digits), v
                luhn_n += 1
            if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9 ]+", v):
                assert iban_ok(v), v
                iban_n += 1
        if s.category == "government_id" and re.fullmatch(r"\d{17}[\dX]", v):
            assert cnid_ok(v), v
            cnid_n += 1
    assert len(bb) == BENIGN_PER_LANG * 3
    bc = Counter(l for l, _ in bb)
    assert all(bc[l] == BENIGN_PER_LANG for l in LANGS), bc
    assert len({t for _, t in bb}) == len(bb)
    # determinism
    assert samples() == ss and benign_with_lang() == bb
    print(f"samples: {len(ss)} ({len(CATEGORIES)} categories x {len(LANGS)} languages x {PER_CELL})")
    assert len({s.text for s in ss}) == len(ss)
    print(f"distinct sample texts: {len({s.text for s in ss})}")
    print(f"benign: {len(bb)} ({dict(bc)})")
    print(f"checked: {luhn_n} Luhn card numbers, {iban_n} IBANs, {cnid_n} CN resident IDs")
    rng = random.Random(1)
    for cat in CATEGORIES:
        for lang in LANGS:
            cell = [s for s in ss if s.category == cat and s.lang == lang]
            for s in rng.sample(cell, 2):
                print(f"[{cat}/{lang}] value={s.value!r}\n    {s.text!r}")
    for lang in LANGS:
        for _, t in rng.sample([b for b in bb if b[0] == lang], 2):
            print(f"[benign/{lang}] {t!r}")
    print(f"ok in {time.time() - t0:.1f}s")


if __name__ == "__main__":
    _selfcheck()
