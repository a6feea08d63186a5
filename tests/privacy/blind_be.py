# ruff: noqa
"""Blind evaluation corpus BE: building management and physical security.

Domain: property-management (物业) work orders and owners' group chats (业主群), concierge and
front-desk visitor logs, access cards, fobs and door/gate codes, parking permits (车位, 月卡),
CCTV/NVR exports and incident reports, security-guard shift handovers, package rooms and smart
lockers, HOA/strata/业委会 minutes, contractor access and lift/elevator maintenance, written in
English, Chinese and code-switched English/Chinese.

Styles: chat messages with typos, guard handover notes, visitor-log rows, work-order forms,
e-mails, CSV exports, JSON and YAML configs, .env files, application logs, markdown tables,
OCR-ish scans of forms, voice-dictated text without punctuation, meeting minutes and
integration snippets (RTSP/MQTT URLs, curl, crontab); the planted value sits at the start,
middle or end, with and without a cue word.

Written blind: the author never read the gate's source, its tests, other corpora or the
repository history, and never ran the gate. Only the contract in blind_common.py was read.

Seeds: BASE_SEED = 20260101; cell c (c = category index * 3 + language index) uses
random.Random(BASE_SEED + c); Faker en_US / en_GB / zh_CN are re-seeded per cell with
seed_instance(BASE_SEED + c + OFF + 1 / + 2 / + 3) where OFF = 9500; benign language i uses
random.Random(BENIGN_SEED + i) with BENIGN_SEED = 93301.
"""

from __future__ import annotations

import base64
import json
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

BASE_SEED = 20260101
OFF = 9500
BENIGN_SEED = 93301
PER_CELL = 250
BENIGN_PER_LANG = 400

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
URLSAFE = AN + "-_"
B64 = AN + "+/"
HEX = "0123456789abcdef"


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
    body = prefix + "".join(r.choice(DG) for _ in range(length - len(prefix) - 1))
    for c in DG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def _iban_num(s: str) -> int:
    return int("".join(str(int(ch, 36)) for ch in s))


def iban_make(cc: str, bban: str) -> str:
    chk = 98 - _iban_num(bban + cc + "00") % 97
    return f"{cc}{chk:02d}{bban}"


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    return _iban_num(s[4:] + s[:4]) % 97 == 1


_CNID_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def cnid_check(body17: str) -> str:
    return "10X98765432"[sum(int(a) * b for a, b in zip(body17, _CNID_W)) % 11]


def cnid_ok(v: str) -> bool:
    return len(v) == 18 and v[:17].isdigit() and cnid_check(v[:17]) == v[17]


def aba_ok(v: str) -> bool:
    d = [int(c) for c in v]
    return len(d) == 9 and (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0


# --------------------------------------------------------------------------- context
class Ctx:
    def __init__(self, rng: random.Random, fen: Faker, fgb: Faker, fzh: Faker, lang: str):
        self.r = rng
        self.fen = fen
        self.fgb = fgb
        self.fzh = fzh
        self.lang = lang


def rs(r: random.Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def grp(s: str, sizes, sep: str) -> str:
    out, i = [], 0
    for k in sizes:
        out.append(s[i : i + k])
        i += k
    return sep.join(out)


# --------------------------------------------------------------------------- fillers
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
MONTHS_FULL = ("January", "February", "March", "April", "May", "June", "July", "August",
               "September", "October", "November", "December")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
ZWEEK = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
TOWERS = ("Tower A", "Tower B", "Block C", "the East Wing", "Building 2", "the podium", "North Tower",
          "the mews block", "Phase 2", "the annexe")
ZTOWERS = ("A座大堂", "3号楼地库", "南区会所", "北区", "二期", "7号楼大堂", "B座", "东区地下车库", "1号楼", "商业裙楼")
FLOORS = ("B1", "B2", "L3", "12F", "P2", "the mezzanine", "L22", "the roof level", "G", "P1")
ZFLOORS = ("负一层", "负二层", "3楼", "12层", "地下二层", "顶楼", "一楼大堂", "18层", "夹层", "B2层")
LIFTS = ("Lift 2", "Lift 4", "Car 3", "the service lift", "the goods lift", "P2 shuttle lift",
         "the north passenger lift", "L1", "Lift 6")
ZLIFTS = ("3号电梯", "货梯", "2号客梯", "消防梯", "5号梯", "东侧客梯", "地库穿梭梯", "1号梯")
GATES = ("North Gate", "the P1 ramp barrier", "the loading dock", "the side door by the bike store",
         "Gate 3", "the pedestrian gate", "the car park shutter", "the east turnstile")
ZGATES = ("东门", "北门岗亭", "地库入口道闸", "车行道闸", "南门人行通道", "西门", "货运通道", "3号岗")
VENDORS = ("Otis", "KONE", "Schindler", "TK Elevator", "Mitsubishi Electric", "Hikvision", "Dahua",
           "Axis", "Verkada", "Brivo", "ButterflyMX", "Luxer One", "Parcel Pending", "Salto", "Paxton")
ZVENDORS = ("日立电梯", "三菱电梯", "奥的斯", "通力", "海康威视", "大华", "丰巢", "菜鸟驿站", "立林", "安居宝",
            "捷顺科技", "科拓停车")
COS = ("Greystar", "FirstPort", "FirstService Residential", "Rendall & Rittner", "Associa", "Savills")
ZCOS = ("万科物业", "碧桂园服务", "保利物业", "绿城服务", "龙湖智创生活", "招商积余", "华润万象生活")
CITIES = ("London", "Manchester", "Leeds", "Bristol", "Glasgow", "Boston", "Chicago", "Seattle",
          "Austin", "Denver", "Brooklyn", "Oakland")
CAMS = ("CAM-07", "CAM-12", "Ch 14", "D03", "PTZ-2", "CAM-31", "lobby dome 1", "ramp bullet 2")
ZCAMS = ("12号摄像头", "通道07", "大堂球机", "地库枪机3", "电梯轿厢摄像头", "北门高空抛物摄像头")
LOCKERS = ("Locker 14", "bank B slot 22", "the cold locker", "Locker 3", "parcel shelf C", "oversize locker 2")
ZLOCKERS = ("丰巢柜12号格口", "快递柜B区", "驿站货架C", "冷藏格口3", "大件格口", "前台代收架")
FAULTS = ("E17", "F201", "DOOR-LOCK-FLT", "0x3A", "E45", "LEV-ERR", "A12")
SORTS = ("20-45-77", "40-11-62", "60-83-71", "30-96-26", "09-01-28", "83-91-46", "11-01-23")


def _date(c):
    r = c.r
    m, d = r.randint(1, 12), r.randint(1, 28)
    return r.choice((f"{d} {MONTHS[m-1]}", f"2026-{m:02d}-{d:02d}", f"{MONTHS[m-1]} {d}", f"{d}/{m}/26",
                     f"{WEEKDAYS[r.randrange(7)]} {d} {MONTHS[m-1]}"))


def _zdate(c):
    r = c.r
    m, d = r.randint(1, 12), r.randint(1, 28)
    return r.choice((f"{m}月{d}日", f"2026年{m}月{d}日", f"{m}.{d}", f"2026-{m:02d}-{d:02d}", f"{m}月{d}号"))


def _ts(c):
    r = c.r
    m, d, h, mi, s = r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)
    return r.choice((f"2026-{m:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}", f"2026-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}Z",
                     f"[{m:02d}/{d:02d} {h:02d}:{mi:02d}:{s:02d}]"))


def _wo(c):
    r = c.r
    return r.choice((f"WO-26-{r.randint(1000, 99999)}", f"SR-2026-{r.randint(100, 9999):04d}", f"#{r.randint(10000, 99999)}",
                     f"TKT-{r.randint(100000, 999999)}", f"INC{r.randint(100000, 999999)}"))


def _gd(c):
    r = c.r
    return r.choice((f"GD2026{r.randint(10000000, 99999999)}", f"BX-{r.randint(100000, 999999)}", f"WY{r.randint(1000000, 9999999)}",
                     f"2026{r.randint(1000, 9999)}-{r.randint(10, 99)}"))


def _amt(c):
    r = c.r
    return r.choice((f"${r.randint(20, 900)}.00", f"£{r.randint(15, 2500)}", f"${r.randint(1, 20)},{r.randint(100, 999)}", f"£{r.randint(5, 90)}.50"))


def _zamt(c):
    r = c.r
    return r.choice((f"{r.randint(50, 9000)}元", f"¥{r.randint(20, 5000)}", f"{r.randint(1, 30)}万元", f"{r.randint(100, 999)}.00元"))


def _ver(c):
    r = c.r
    return r.choice((f"V{r.randint(2, 6)}.{r.randint(0, 9)}.{r.randint(0, 30)} build {r.randint(200101, 251231)}",
                     f"v{r.randint(1, 4)}.{r.randint(0, 20)}.{r.randint(0, 9)}", f"{r.randint(1, 9)}.{r.randint(0, 9)}.{r.randint(0, 99)}-rc{r.randint(1, 5)}"))


def _uuid(c):
    h = rs(c.r, HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"


FILL = {
    "date": _date,
    "zdate": _zdate,
    "ts": _ts,
    "wo": _wo,
    "gd": _gd,
    "amt": _amt,
    "zamt": _zamt,
    "ver": _ver,
    "uuid": _uuid,
    "sha": lambda c: rs(c.r, HEX, 64),
    "hash7": lambda c: rs(c.r, HEX, 7),
    "tower": lambda c: c.r.choice(TOWERS),
    "ztower": lambda c: c.r.choice(ZTOWERS),
    "floor": lambda c: c.r.choice(FLOORS),
    "zfloor": lambda c: c.r.choice(ZFLOORS),
    "lift": lambda c: c.r.choice(LIFTS),
    "zlift": lambda c: c.r.choice(ZLIFTS),
    "gate": lambda c: c.r.choice(GATES),
    "zgate": lambda c: c.r.choice(ZGATES),
    "vendor": lambda c: c.r.choice(VENDORS),
    "zvendor": lambda c: c.r.choice(ZVENDORS),
    "co": lambda c: c.r.choice(COS),
    "zco": lambda c: c.r.choice(ZCOS),
    "city": lambda c: c.r.choice(CITIES),
    "cam": lambda c: c.r.choice(CAMS),
    "zcam": lambda c: c.r.choice(ZCAMS),
    "locker": lambda c: c.r.choice(LOCKERS),
    "zlocker": lambda c: c.r.choice(ZLOCKERS),
    "fault": lambda c: c.r.choice(FAULTS),
    "sort": lambda c: c.r.choice(SORTS),
    "n": lambda c: str(c.r.randint(2, 9)),
    "nn": lambda c: str(c.r.randint(11, 98)),
    "month": lambda c: c.r.choice(MONTHS_FULL),
    "zmonth": lambda c: f"{c.r.randint(1, 12)}月",
    "weekday": lambda c: c.r.choice(WEEKDAYS),
    "zweek": lambda c: c.r.choice(ZWEEK),
    "pct": lambda c: f"{c.r.randint(5, 98)}%",
    "camvendor": lambda c: c.r.choice(("Hikvision", "Dahua", "Axis", "Verkada", "Hanwha", "Uniview", "Avigilon")),
    "md5": lambda c: rs(c.r, HEX, 32),
    "port": lambda c: c.r.choice(("554", "8000", "443", "8443", "1883", "5432", "37777", "80", "9000")),
}


# --------------------------------------------------------------------------- value generators
def _b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def g_jwt(c):
    r = c.r
    alg = r.choice(("HS256", "RS256"))
    head = _b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    iat = r.randint(1767000000, 1790000000)
    body = {"sub": r.choice(("acs-door-", "kiosk-", "gate-ctl-", "locker-bank-", "lift-gw-")) + str(r.randint(1, 40)),
            "iss": r.choice(("acs.cloud", "portal", "locker-svc", "bms-gw")), "iat": iat, "exp": iat + r.choice((3600, 86400, 604800)),
            "scope": r.choice(("door:unlock", "events:read", "locker:open", "permits:write"))}
    pay = _b64url(json.dumps(body, separators=(",", ":")).encode())
    sig = rs(r, URLSAFE, 43 if alg == "HS256" else 86)
    return f"{head}.{pay}.{sig}"


def g_pem(c):
    r = c.r
    kind = r.choice(("OPENSSH PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"))
    lines = [rs(r, B64, 64 if kind != "OPENSSH PRIVATE KEY" else 70) for _ in range(r.randint(4, 7))]
    lines.append(rs(r, B64, r.randint(10, 40)) + r.choice(("", "=", "==")))
    if kind == "OPENSSH PRIVATE KEY":
        lines[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + lines[0][24:]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def g_urlpw(c):
    r = c.r
    base = rs(r, AN, r.randint(10, 16))
    i = r.randrange(2, len(base) - 2)
    return base[:i] + r.choice("!*-_~.") + base[i:]


SECRET = {
    "aws": lambda c: "AKIA" + rs(c.r, UP + "234567", 16),
    "awssec": lambda c: rs(c.r, B64, 40),
    "ghp": lambda c: "ghp_" + rs(c.r, AN, 36),
    "ghpat": lambda c: "github_pat_11" + rs(c.r, UP + DG, 20) + "_" + rs(c.r, AN, 59),
    "xoxb": lambda c: f"xoxb-{c.r.randint(10**10, 10**13)}-{c.r.randint(10**11, 10**13)}-{rs(c.r, AN, 24)}",
    "xoxp": lambda c: f"xoxp-{c.r.randint(10**10, 10**12)}-{c.r.randint(10**10, 10**12)}-{c.r.randint(10**11, 10**13)}-{rs(c.r, HEX, 32)}",
    "slackhook": lambda c: f"T{rs(c.r, UP + DG, 10)}/B{rs(c.r, UP + DG, 10)}/{rs(c.r, AN, 24)}",
    "oai": lambda c: "sk-" + rs(c.r, AN, 20) + "T3BlbkFJ" + rs(c.r, AN, 20),
    "oaiproj": lambda c: "sk-proj-" + rs(c.r, URLSAFE, 74) + "T3BlbkFJ" + rs(c.r, URLSAFE, 74),
    "ant": lambda c: "sk-ant-api03-" + rs(c.r, URLSAFE, 93) + "AA",
    "stripe": lambda c: c.r.choice(("sk_live_", "rk_live_")) + rs(c.r, AN, c.r.choice((24, 34, 99))),
    "gkey": lambda c: "AIzaSy" + rs(c.r, URLSAFE, 33),
    "hf": lambda c: "hf_" + rs(c.r, UP + LO, 34),
    "sg": lambda c: "SG." + rs(c.r, URLSAFE, 22) + "." + rs(c.r, URLSAFE, 43),
    "tg": lambda c: f"{c.r.randint(10**8, 10**10)}:AA{rs(c.r, URLSAFE, 33)}",
    "jwt": g_jwt,
    "pem": g_pem,
    "urlpw": g_urlpw,
    "hex24": lambda c: rs(c.r, HEX, 24),
    "hex32": lambda c: rs(c.r, HEX, 32),
    "hex64": lambda c: rs(c.r, HEX, 64),
    "ltai": lambda c: "LTAI5t" + rs(c.r, AN, 18),
    "alisec": lambda c: rs(c.r, AN, 30),
    "akid": lambda c: "AKID" + rs(c.r, AN, 32),
    "wecom": lambda c: rs(c.r, URLSAFE, 43),
    "ding": lambda c: "SEC" + rs(c.r, HEX, 64),
    "alnum32": lambda c: rs(c.r, AN, 32),
    "b64": lambda c: rs(c.r, B64, 43) + "=",
    "twsk": lambda c: "SK" + rs(c.r, HEX, 32),
}
SECRET_DEFAULT = ("hex32", "alnum32", "b64", "jwt", "hex64", "stripe", "ghp", "aws", "oai", "sg", "gkey")

PW_WORDS = ("harbour", "lantern", "orchid", "maple", "copper", "river", "falcon", "velvet", "summit", "pebble",
            "ember", "tundra", "meadow", "cobalt", "willow", "saffron", "glacier", "walnut", "thistle", "marble",
            "tower", "lobby", "parking", "sunrise", "panda", "kiwi", "dragon", "rooftop", "canal", "juniper")
PY_WORDS = ("xingfu", "wuye", "anquan", "menjin", "huayuan", "jiayuan", "chunfeng", "pingan", "baoan", "kuaidi",
            "tianyi", "jinxiu", "haoyun", "lvdi", "yangguang", "dianti", "cheku", "shequ")


def g_pw(c):
    r = c.r
    words = PY_WORDS if c.lang == "zh" or (c.lang == "mixed" and r.random() < 0.4) else PW_WORDS
    w = r.choice(words)
    w = r.choice((w.capitalize(), w, w.upper() if len(w) < 6 else w.capitalize()))
    num = r.choice((str(r.randint(10, 99)), str(r.randint(1960, 2025)), str(r.randint(100, 9999)), f"{r.randint(1, 12):02d}{r.randint(1, 28):02d}"))
    sym = r.choice("!@#$%&*._")
    form = r.randrange(5)
    if form == 0:
        return w + sym + num
    if form == 1:
        return w + num + sym
    if form == 2:
        return sym.join((w, r.choice(words).capitalize())) + num
    if form == 3:
        return num + w + sym
    return w[:1].upper() + w[1:] + num + sym + r.choice(UP)


def g_phrase(c):
    r = c.r
    words = PY_WORDS if c.lang == "zh" else PW_WORDS
    ws = r.sample(words, r.randint(3, 4))
    sep = r.choice(("-", ".", "_", " ", "-"))
    if r.random() < 0.4:
        ws.append(str(r.randint(2, 99)))
    return sep.join(ws)


def g_pin(n):
    def f(c):
        r = c.r
        while True:
            p = str(r.randint(1, 9)) + rs(r, DG, n - 1)
            if len(set(p)) >= 3:
                return p
    return f


PASSWORD = {
    "pw": g_pw,
    "phrase": g_phrase,
    "rnd": lambda c: rs(c.r, AN + "!@#$%^&*-_=+", c.r.randint(12, 18)).replace(" ", ""),
    "pin4": g_pin(4),
    "pin5": g_pin(5),
    "pin6": g_pin(6),
    "pin8": g_pin(8),
}
PW_DEFAULT = ("pw", "pw", "rnd", "phrase", "pin6", "pw")

# ---- names
EN_TITLES = ("Mr", "Mrs", "Ms", "Dr", "Mr.", "Mrs.", "Ms.", "Dr.", "Miss")
ZH_TITLES = ("先生", "女士", "阿姨", "师傅", "老师", "小姐", "总")
EN_NICK = ("Kevin", "Jason", "Eric", "Tony", "Vivian", "Grace", "Cindy", "Peter", "Jenny", "Alan", "Coco",
           "Sherry", "Frank", "Leo", "Iris", "Candy", "Michael", "Annie", "Bella", "Derek")


def _en_faker(c):
    return c.r.choice((c.fen, c.fgb))


def n_full(c):
    f = _en_faker(c)
    if c.r.random() < 0.12:
        return f"{f.first_name()} {c.r.choice(UP)}. {f.last_name()}"
    return f"{f.first_name()} {f.last_name()}"


def n_titled(c):
    return f"{c.r.choice(EN_TITLES)} {_en_faker(c).last_name()}"


def n_titled_full(c):
    f = _en_faker(c)
    return f"{c.r.choice(EN_TITLES)} {f.first_name()} {f.last_name()}"


def n_lastfirst(c):
    f = _en_faker(c)
    return f"{f.last_name()}, {f.first_name()}"


def n_upper(c):
    return n_full(c).upper()


def n_zh(c):
    return c.fzh.name()


def n_zh_titled(c):
    return c.fzh.last_name() + c.r.choice(ZH_TITLES)


def n_pinyin(c):
    ln, fn = c.fzh.last_romanized_name(), c.fzh.first_romanized_name()
    return c.r.choice((f"{ln} {fn}", f"{fn} {ln}", f"{ln.upper()} {fn}"))


def n_nick(c):
    return f"{c.r.choice(EN_NICK)} {c.fzh.last_romanized_name()}"


NAME = {"full": n_full, "titled": n_titled, "tfull": n_titled_full, "lastfirst": n_lastfirst, "upper": n_upper,
        "zh": n_zh, "zhtitled": n_zh_titled, "pinyin": n_pinyin, "nick": n_nick}


# ---- usernames
GAMER_A = ("Night", "Silent", "Lazy", "Turbo", "Pixel", "Shadow", "Frosty", "Neon", "Salty", "Cosmic", "Rusty", "Sneaky")
GAMER_B = ("Owl", "Panda", "Wolf", "Ninja", "Mango", "Badger", "Otter", "Falcon", "Noodle", "Raven", "Tiger", "Yeti")


def u_plain(c):
    r = c.r
    f = _en_faker(c)
    fn, ln = f.first_name().lower(), f.last_name().lower().replace("'", "").replace(" ", "")
    form = r.randrange(7)
    if form == 0:
        return f"{fn[0]}{ln}"
    if form == 1:
        return f"{fn}.{ln}"
    if form == 2:
        return f"{fn}_{ln}{r.randint(1, 99)}"
    if form == 3:
        return f"{ln}{fn[0]}{r.randint(70, 99)}"
    if form == 4:
        return c.fen.user_name()
    if form == 5:
        return f"{fn}{ln[:3]}{r.randint(100, 999)}"
    return f"{fn[0]}.{ln}"


def u_gamer(c):
    r = c.r
    a, b = r.choice(GAMER_A), r.choice(GAMER_B)
    return r.choice((f"{a}{b}_{r.randint(7, 99)}", f"x{a}{b}x", f"{a.lower()}_{b.lower()}{r.randint(1, 999)}", f"{a}{b}{r.randint(1990, 2012)}"))


def u_pinyin(c):
    r = c.r
    ln, fn = c.fzh.last_romanized_name().lower(), c.fzh.first_romanized_name().lower()
    return r.choice((f"{ln}{fn}{r.randint(80, 99)}", f"{fn}_{ln}", f"{ln}.{fn}{r.randint(1, 9)}", f"xiao{fn}_{r.randint(10, 9999)}",
                     f"{ln}{fn}_{r.choice(('sh', 'bj', 'sz', 'gz', 'hz'))}", f"{fn}{ln}{r.randint(1000, 2025)}"))


def u_wxid(c):
    return "wxid_" + rs(c.r, LO + DG, 14)


def u_qq(c):
    return str(c.r.randint(10**7, 4 * 10**9))


USER = {"plain": u_plain, "gamer": u_gamer, "py": u_pinyin, "wxid": u_wxid, "qq": u_qq}


# ---- e-mail
EN_DOMAINS = ("gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.co.uk", "btinternet.com", "aol.com",
              "protonmail.com", "me.com", "live.co.uk", "comcast.net", "sky.com")
ZH_DOMAINS = ("qq.com", "163.com", "126.com", "foxmail.com", "sina.com", "139.com", "yeah.net", "aliyun.com", "sohu.com")


def e_en(c):
    r = c.r
    local = u_plain(c).replace("'", "")
    if r.random() < 0.12:
        local += "+" + r.choice(("hoa", "parcels", "permits", "strata", "building"))
    return f"{local}@{r.choice(EN_DOMAINS)}"


def e_zh(c):
    r = c.r
    if r.random() < 0.3:
        return f"{u_qq(c)}@qq.com"
    return f"{u_pinyin(c)}@{r.choice(ZH_DOMAINS)}"


def e_obf(c):
    r = c.r
    e = e_en(c) if c.lang == "en" or (c.lang == "mixed" and r.random() < 0.5) else e_zh(c)
    local, dom = e.split("@")
    host, _, tld = dom.partition(".")
    style = r.randrange(4)
    if style == 0:
        return f"{local} at {host} dot {tld.replace('.', ' dot ')}"
    if style == 1:
        return f"{local}[at]{host}[dot]{tld.replace('.', '[dot]')}"
    if style == 2:
        return f"{local} (at) {dom}"
    return f"{local} AT {host} DOT {tld.replace('.', ' DOT ')}"


def e_zhvoice(c):
    local, dom = e_zh(c).split("@")
    return f"{local}艾特{dom.replace('.', '点')}"


EMAIL = {"en": e_en, "zh": e_zh, "obf": e_obf, "zhvoice": e_zhvoice}


# ---- phone
CN_PREFIX = ("130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "155", "156", "157",
             "158", "159", "166", "173", "177", "180", "181", "182", "185", "186", "187", "188", "189", "191", "195", "198", "199")


US_AREA = ("201", "206", "212", "213", "214", "305", "312", "347", "404", "408", "415", "503", "510", "512", "571", "602",
           "617", "619", "646", "702", "703", "713", "718", "720", "773", "818", "847", "917", "919", "978")


def p_us(c):
    r = c.r
    a = r.choice(US_AREA)
    ex = f"{r.randint(2, 9)}{rs(r, DG, 2)}"
    if ex == "555":
        ex = "556"
    ln = rs(r, DG, 4)
    return r.choice((f"({a}) {ex}-{ln}", f"{a}-{ex}-{ln}", f"{a}.{ex}.{ln}", f"+1 {a} {ex} {ln}", f"+1-{a}-{ex}-{ln}",
                     f"{a}{ex}{ln}", f"1 ({a}) {ex}-{ln}"))


def p_us_ext(c):
    return p_us(c) + c.r.choice((" ext. ", " x", " ext ", ", ext. ")) + str(c.r.randint(10, 4999))


def p_uk(c):
    r = c.r
    if r.random() < 0.7:
        a = "7" + r.choice("123456789") + rs(r, DG, 2)
        b = rs(r, DG, 6)
        return r.choice((f"0{a} {b}", f"+44 {a} {b}", f"+44 (0){a} {b}", f"0{a}{b}", f"0{a} {b[:3]} {b[3:]}", f"+44{a}{b}"))
    area = r.choice(("20", "161", "113", "117", "121", "131", "141", "151", "1865", "1223"))
    num = rs(r, "2345678", 1) + rs(r, DG, 9 - len(area))
    if area == "20":
        return r.choice((f"020 {num[:4]} {num[4:]}", f"+44 20 {num[:4]} {num[4:]}"))
    return f"0{area} {num[:3]} {num[3:]}"


def p_cn(c):
    r = c.r
    n = r.choice(CN_PREFIX) + rs(r, DG, 8)
    return r.choice((n, n, f"{n[:3]} {n[3:7]} {n[7:]}", f"{n[:3]}-{n[3:7]}-{n[7:]}", f"+86 {n[:3]} {n[3:7]} {n[7:]}",
                     f"+86-{n}", f"+86 {n}", f"(+86){n}", f"0086 {n}"))


def p_cnland(c):
    r = c.r
    area = r.choice(("010", "021", "020", "0755", "0571", "028", "025", "027", "0512"))
    n = rs(r, "2345678", 1) + rs(r, DG, 7 if len(area) == 3 else 6 + r.randint(0, 1))
    base = r.choice((f"{area}-{n}", f"({area}){n}", f"{area} {n[:4]} {n[4:]}", f"{area}-{n[:4]}-{n[4:]}"))
    if r.random() < 0.35:
        base += r.choice(("转", "-", " 转 ", " ext.")) + str(r.randint(100, 8999))
    return base


def p_hk(c):
    r = c.r
    n = r.choice("5679") + rs(r, DG, 7)
    return r.choice((f"+852 {n[:4]} {n[4:]}", f"+852-{n}", f"{n[:4]} {n[4:]}", f"(852) {n[:4]}-{n[4:]}"))


def p_intl(c):
    return c.r.choice((p_us, p_uk, p_hk, p_cn))(c) if c.lang != "zh" else c.r.choice((p_us, p_uk, p_hk))(c)


def p_digits(c):
    f = c.r.choice((p_cn, p_cn, p_us)) if c.lang != "en" else c.r.choice((p_us, p_uk))
    v = f(c)
    return ("+" if v.startswith("+") else "") + re.sub(r"\D", "", v)


PHONE = {"us": p_us, "usext": p_us_ext, "uk": p_uk, "cn": p_cn, "cnland": p_cnland, "hk": p_hk, "intl": p_intl, "digits": p_digits}


# ---- addresses (the part below city level)
US_STREETS = ("Maple", "Oak", "Elm", "Cedar", "Pine", "Walnut", "Washington", "Lincoln", "Jefferson", "Madison", "Franklin",
              "Highland", "Sunset", "Lake", "Hillcrest", "Park", "Willow", "Chestnut", "Spruce", "Magnolia", "Prospect",
              "Grove", "Ridge", "Lakeview", "Sycamore", "Hawthorne", "Bayview", "Linden")
US_SUFFIX = ("St", "Street", "Ave", "Avenue", "Blvd", "Rd", "Road", "Dr", "Drive", "Ln", "Lane", "Ct", "Way", "Pl", "Terrace")
UK_STREETS = ("Church Road", "Station Road", "High Street", "Victoria Road", "Green Lane", "Manor Road", "Park Road",
              "Queens Road", "Kings Road", "Mill Lane", "Albert Road", "New Road", "Grange Road", "Springfield Road",
              "London Road", "Chapel Street", "Cromwell Road", "Elm Grove", "Beech Avenue", "Orchard Close",
              "St Mary's Road", "Richmond Terrace", "Nelson Street", "Clarendon Gardens")
UK_SUFFIX = ("Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Gardens", "Grove", "Mews", "Terrace", "Way", "Drive")
UK_BLDG = ("Harrington", "Kingsley", "Belvedere", "Marlborough", "Wellington", "Canal", "Riverside", "Albion", "Clifton",
           "Ashdown", "Regency", "Hanover")
CN_DIST = ("朝阳区", "海淀区", "东城区", "西城区", "丰台区", "浦东新区", "徐汇区", "静安区", "长宁区", "闵行区", "天河区", "越秀区",
           "番禺区", "南山区", "福田区", "宝安区", "武侯区", "锦江区", "西湖区", "拱墅区", "鼓楼区", "江宁区", "江汉区", "洪山区",
           "岳麓区", "雨花区", "历下区", "市南区")
CN_STREETS = ("建国路", "中山路", "人民路", "解放路", "南京西路", "科技园路", "天府大道", "滨江大道", "文三路", "长江路",
              "学府路", "花园路", "东风路", "望京街", "淮海中路", "深南大道", "金沙江路", "体育西路")
CN_ESTATES = ("阳光花园", "锦绣华庭", "翠湖天地", "万科城", "绿地世纪城", "碧桂园", "保利香槟国际", "金地格林小城", "龙湖春江郦城",
              "华润二十四城", "世茂滨江花园", "中海锦苑", "融创壹号院", "御景湾", "紫荆苑", "书香门第", "幸福里", "滨江壹号",
              "和平新村", "东方明珠花园")
PINYIN_ST = ("Jianguo Road", "Zhongshan Road", "Renmin Road", "Jiefang Road", "West Nanjing Road", "Keji Yuan Road",
             "Tianfu Avenue", "Wensan Road", "Huaihai Middle Road", "Shennan Avenue", "Xueyuan Road")
PINYIN_DIST = ("Chaoyang District", "Haidian District", "Pudong New Area", "Xuhui District", "Jing'an District",
               "Tianhe District", "Nanshan District", "Futian District", "Wuhou District", "Xihu District")


def _room(r):
    return f"{r.randint(1, 33)}{r.randint(1, 4):02d}"


def a_us(c):
    r = c.r
    st = r.choice(US_STREETS) if r.random() < 0.7 else c.fen.last_name()
    num = str(r.randint(1, 9899))
    core = f"{num} {r.choice(('', '', '', 'N ', 'W ', 'E ', 'S '))}{st} {r.choice(US_SUFFIX)}"
    unit = r.choice(("", "", f"Apt {r.randint(1, 30)}{r.choice('ABCDEF')}", f"Apt. {r.randint(100, 2400)}", f"Unit {r.randint(1, 1800)}",
                     f"#{r.randint(2, 40)}{r.choice('ABCD')}", f"Apt {r.randint(1, 9)}"))
    if unit:
        core += r.choice((", ", " ")) + unit
    return core


def a_uk(c):
    r = c.r
    st = r.choice(UK_STREETS) if r.random() < 0.65 else f"{c.fgb.last_name()} {r.choice(UK_SUFFIX)}"
    num = r.randint(1, 240)
    form = r.randrange(5)
    if form == 0:
        return f"{num} {st}"
    if form == 1:
        return f"Flat {r.randint(1, 60)}, {num} {st}"
    if form == 2:
        return f"Flat {r.randint(1, 9)}{r.choice('ABCD')}, {r.choice(UK_BLDG)} Court, {num} {st}"
    if form == 3:
        return f"{r.randint(1, 80)} {r.choice(UK_BLDG)} House, {st}"
    return f"{num}{r.choice('abc')} {st}"


def a_cn(c):
    r = c.r
    dist = r.choice(CN_DIST)
    st = r.choice(CN_STREETS) if r.random() < 0.5 else c.fzh.street_name()
    num, est, b, u, room = r.randint(1, 999), r.choice(CN_ESTATES), r.randint(1, 36), r.randint(1, 6), _room(r)
    form = r.randrange(8)
    if form == 0:
        return f"{dist}{st}{num}号{est}{b}栋{u}单元{room}室"
    if form == 1:
        return f"{st}{num}号{est}{b}号楼{room}"
    if form == 2:
        return f"{dist}{st}{r.randint(100, 2000)}弄{b}号{room}室"
    if form == 3:
        return f"{est}{b}幢{u}单元{room}"
    if form == 4:
        return f"{dist}{st}{num}号{b}栋{room}"
    if form == 5:
        return f"{st}{num}号院{b}号楼{u}单元{room}"
    if form == 6:
        return f"{dist}{est}{r.choice('一二三四')}期{b}栋{room}室"
    return f"{est}{b}-{u}-{room}"


def a_cn_en(c):
    r = c.r
    return (f"Room {_room(r)}, {r.choice(('Building', 'Bldg', 'Block'))} {r.randint(1, 30)}, {r.randint(1, 999)} "
            f"{r.choice(PINYIN_ST)}, {r.choice(PINYIN_DIST)}")


def a_voice(c):
    v = c.r.choice((a_us, a_uk))(c)
    return v.replace(",", "").replace(".", "").lower()


def a_upper(c):
    return c.r.choice((a_us, a_uk))(c).upper()


ADDRESS = {"us": a_us, "uk": a_uk, "cn": a_cn, "cnen": a_cn_en, "voice": a_voice, "upper": a_upper}


# ---- government identifiers
CN_REGIONS = ("110101", "110105", "110108", "310104", "310115", "310112", "440305", "440304", "440106", "510107",
              "330106", "320102", "420106", "500103", "610113", "370202", "430104", "350203", "210102", "120101")


def g_cnid(c):
    r = c.r
    y, m, d = r.randint(1955, 2004), r.randint(1, 12), r.randint(1, 28)
    body = f"{r.choice(CN_REGIONS)}{y}{m:02d}{d:02d}{r.randint(0, 999):03d}"
    return body + cnid_check(body)


def g_ssn(c):
    r = c.r
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    a, g, s = f"{a:03d}", f"{r.randint(1, 99):02d}", f"{r.randint(1, 9999):04d}"
    return r.choice((f"{a}-{g}-{s}", f"{a}-{g}-{s}", f"{a} {g} {s}", f"{a}{g}{s}"))


NINO_1 = "ABCEGHJKLMNOPRSTWXYZ"
NINO_2 = "ABCEGHJKLMNPRSTWXYZ"


def g_nino(c):
    r = c.r
    while True:
        p = r.choice(NINO_1) + r.choice(NINO_2)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = rs(r, DG, 6)
    s = r.choice("ABCD")
    return r.choice((f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}", f"{p}{d}{s}", f"{p} {d} {s}"))


def g_ukdl(c):
    r = c.r
    sur = "".join(ch for ch in c.fgb.last_name().upper() if ch.isalpha())[:5].ljust(5, "9")
    y, m, d = r.randint(1950, 2004), r.randint(1, 12), r.randint(1, 28)
    m += 50 if r.random() < 0.5 else 0
    ini = r.choice(UP) + r.choice(UP + "9")
    v = f"{sur}{str(y)[2]}{m:02d}{d:02d}{str(y)[3]}{ini}9{rs(r, UP, 2)}"
    return v if r.random() < 0.7 else f"{v[:5]} {v[5:11]} {v[11:13]}{v[13:]}"


def g_usdl(c):
    r = c.r
    st = r.randrange(6)
    if st == 0:
        return r.choice(UP) + rs(r, DG, 7)  # CA
    if st == 1:
        d = rs(r, DG, 9)
        return r.choice((d, f"{d[:3]} {d[3:6]} {d[6:]}"))  # NY
    if st == 2:
        d = rs(r, DG, 12)
        return f"{r.choice(UP)}{d[:3]}-{d[3:6]}-{d[6:8]}-{d[8:11]}-{d[11]}"  # FL
    if st == 3:
        d = rs(r, DG, 11)
        return f"{r.choice(UP)}{d[:3]}-{d[3:7]}-{d[7:]}"  # IL
    if st == 4:
        return rs(r, "123456789", 1) + rs(r, DG, 7)  # TX
    return "WDL" + rs(r, UP + DG, 9)  # WA


def g_uspass(c):
    r = c.r
    return r.choice((rs(r, "123456789", 1) + rs(r, DG, 8), r.choice(UP[:8]) + rs(r, DG, 8)))


def g_ukpass(c):
    return rs(c.r, "123456789", 1) + rs(c.r, DG, 8)


def g_cnpass(c):
    r = c.r
    return r.choice(("E" + rs(r, DG, 8), "E" + r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + rs(r, DG, 7), "EJ" + rs(r, DG, 7)))


def g_hkmo(c):
    r = c.r
    return r.choice(("C" + rs(r, DG, 8), "C" + r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + rs(r, DG, 7)))


def g_hrp(c):
    return "H" + rs(c.r, DG, 8) + c.r.choice(("", rs(c.r, DG, 2)))


def g_itin(c):
    r = c.r
    return f"9{rs(r, DG, 2)}-{r.choice(('70', '71', '73', '78', '80', '83', '88', '90', '92', '94', '97'))}-{rs(r, DG, 4)}"


def g_ein(c):
    r = c.r
    return f"{r.choice(('12', '20', '27', '33', '45', '47', '52', '61', '81', '94'))}-{rs(r, DG, 7)}"


def g_utr(c):
    v = rs(c.r, "123456789", 1) + rs(c.r, DG, 9)
    return c.r.choice((v, f"{v[:5]} {v[5:]}"))


def g_tw(c):
    return rs(c.r, DG, 8)


GOVID = {"cnid": g_cnid, "ssn": g_ssn, "nino": g_nino, "ukdl": g_ukdl, "usdl": g_usdl, "uspass": g_uspass, "ukpass": g_ukpass,
         "cnpass": g_cnpass, "hkmo": g_hkmo, "hrp": g_hrp, "itin": g_itin, "ein": g_ein, "utr": g_utr, "tw": g_tw}


# ---- financial
def _fmt_card(r, n):
    if len(n) == 15:
        return r.choice((f"{n[:4]} {n[4:10]} {n[10:]}", n, f"{n[:4]}-{n[4:10]}-{n[10:]}"))
    if len(n) == 19:
        return r.choice((n, f"{n[:4]} {n[4:8]} {n[8:12]} {n[12:16]} {n[16:]}", f"{n[:6]} {n[6:]}"))
    return r.choice((grp(n, (4, 4, 4, 4), " "), grp(n, (4, 4, 4, 4), "-"), n, grp(n, (4, 4, 4, 4), " ")))


def f_visa(c):
    return _fmt_card(c.r, luhn_complete("4" + rs(c.r, DG, 5), 16, c.r))


def f_mc(c):
    r = c.r
    pre = r.choice((str(r.randint(51, 55)), str(r.randint(2221, 2720))))
    return _fmt_card(r, luhn_complete(pre, 16, r))


def f_amex(c):
    return _fmt_card(c.r, luhn_complete(c.r.choice(("34", "37")), 15, c.r))


def f_cup(c):
    r = c.r
    pre = r.choice(("622202", "622848", "621700", "622588", "621226", "623668", "625965", "622908"))
    return _fmt_card(r, luhn_complete(pre, r.choice((16, 19, 19)), r))


def f_card(c):
    return c.r.choice((f_visa, f_visa, f_mc, f_amex, f_cup) if c.lang != "en" else (f_visa, f_visa, f_mc, f_mc, f_amex))(c)


def _iban_fmt(r, iban):
    return r.choice((" ".join(iban[i : i + 4] for i in range(0, len(iban), 4)), iban))


def f_ibangb(c):
    r = c.r
    return _iban_fmt(r, iban_make("GB", r.choice(("NWBK", "BARC", "LOYD", "HBUK", "MIDL", "NAIA", "MONZ")) + rs(r, DG, 14)))


def f_ibande(c):
    return _iban_fmt(c.r, iban_make("DE", rs(c.r, DG, 18)))


def f_ibannl(c):
    return _iban_fmt(c.r, iban_make("NL", c.r.choice(("ABNA", "RABO", "INGB", "SNSB")) + rs(c.r, DG, 10)))


def f_ibanfr(c):
    return _iban_fmt(c.r, iban_make("FR", rs(c.r, DG, 23)))


def f_iban(c):
    return c.r.choice((f_ibangb, f_ibangb, f_ibande, f_ibannl, f_ibanfr))(c)


def f_aba(c):
    r = c.r
    while True:
        v = r.choice(("01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "21", "22", "26", "31")) + rs(r, DG, 6)
        for x in DG:
            if aba_ok(v + x):
                return v + x


def f_usacct(c):
    return rs(c.r, "123456789", 1) + rs(c.r, DG, c.r.randint(8, 11))


def f_ukacct(c):
    return rs(c.r, "1234567", 1) + rs(c.r, DG, 7)


def f_sortacct(c):
    r = c.r
    s = f"{r.randint(1, 99):02d}-{r.randint(0, 99):02d}-{r.randint(0, 99):02d}"
    return r.choice((f"{s} {f_ukacct(c)}", f"{s} / {f_ukacct(c)}", f"{s.replace('-', '')} {f_ukacct(c)}"))


FIN = {"visa": f_visa, "mc": f_mc, "amex": f_amex, "cup": f_cup, "card": f_card, "ibangb": f_ibangb, "ibande": f_ibande,
       "ibannl": f_ibannl, "iban": f_iban, "aba": f_aba, "usacct": f_usacct, "ukacct": f_ukacct, "sortacct": f_sortacct,
       "cardnosp": lambda c: re.sub(r"\D", "", f_card(c))}


# ---- home paths
ZH_FILES = ("访客登记表.xlsx", "车位月卡名单.xlsx", "监控导出", "交接班记录.docx", "业委会会议纪要.docx", "装修登记.xlsx",
            "门禁卡台账.xlsx", "快递代收记录.xlsx", "电梯维保合同.pdf", "巡更记录", "物业费催缴.xlsx")


def _path_user(c, ascii_only=False):
    r = c.r
    if not ascii_only and c.lang == "zh" and r.random() < 0.45:
        return c.fzh.name()
    if not ascii_only and c.lang == "mixed" and r.random() < 0.25:
        return c.fzh.name()
    if c.lang != "en" and r.random() < 0.7:
        ln, fn = c.fzh.last_romanized_name().lower(), c.fzh.first_romanized_name().lower()
        return r.choice((f"{ln}{fn}", f"{fn}.{ln}", f"{ln}_{fn}", f"{fn}{ln[0]}", f"{ln.capitalize()}{fn.capitalize()}"))
    f = _en_faker(c)
    fn, ln = f.first_name(), "".join(ch for ch in f.last_name() if ch.isalpha())
    forms = [f"{fn.lower()}{ln[0].lower()}", f"{fn[0].lower()}{ln.lower()}", f"{fn.lower()}.{ln.lower()}", fn, c.fen.user_name()]
    if not ascii_only:
        forms.append(f"{fn} {ln}")
    return r.choice(forms)


def _nix_user(c):
    u = _path_user(c, ascii_only=True)
    return u.lower() if c.r.random() < 0.8 else u


WIN_FILES_EN = ("visitor_log_2026.xlsx", "permits_Q2.csv", "key_register.xlsx", "AGM_minutes_draft.docx", "shift_report.docx",
                "CAM07_clip.mp4", "fob_list.csv", "lift_contract.pdf", "parcel_log.xlsx", "incident_report.docx")


def _file(c):
    if c.lang == "zh" or (c.lang == "mixed" and c.r.random() < 0.5):
        return c.r.choice(ZH_FILES)
    return c.r.choice(WIN_FILES_EN)


def _win_sub(c):
    r = c.r
    return r.choice(("Desktop", "Documents", "Downloads", "Videos\\NVR", "Documents\\物业" if c.lang != "en" else "Documents\\Concierge",
                     f"OneDrive - {r.choice(COS) if c.lang == 'en' else r.choice(ZCOS)}\\Shared", "Pictures\\CCTV", "Desktop\\交接班" if c.lang != "en" else "Desktop\\handover"))


def h_win(c):
    return f"C:\\Users\\{_path_user(c)}\\{_win_sub(c)}\\{_file(c)}"


def h_windir(c):
    return f"C:\\Users\\{_path_user(c)}\\{_win_sub(c)}"


def _mac_base(c):
    return f"/Users/{_nix_user(c)}/{c.r.choice(('Desktop', 'Documents', 'Downloads', 'Movies', 'Documents/concierge', 'Desktop/cctv'))}"


def h_mac(c):
    return f"{_mac_base(c)}/{_file(c)}"


def h_macdir(c):
    return _mac_base(c)


def h_macmp4(c):
    r = c.r
    return f"{_mac_base(c)}/{r.choice(('clip', 'CAM', 'lobby', 'ramp', 'export'))}_{r.randint(1, 40):02d}_{r.randint(1, 12):02d}{r.randint(1, 28):02d}.mp4"


def h_macpng(c):
    r = c.r
    return f"/Users/{_nix_user(c)}/Desktop/Screenshot 2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d} at {r.randint(8, 22)}.{r.randint(0, 59):02d}.{r.randint(0, 59):02d}.png"


def _nix_base(c):
    return f"/home/{_nix_user(c)}"


def h_linuxdir(c):
    return f"{_nix_base(c)}/{c.r.choice(('nvr/exports', 'footage', 'backup/nvr', 'projects/visitor-kiosk', 'acs', 'lpr/data', 'exports'))}"


def h_linuxpy(c):
    return f"{_nix_base(c)}/{c.r.choice(('scripts/sync_fobs.py', 'acs/sync.py', 'projects/visitor-kiosk/app.py', 'bin/permit_report.py', 'lpr/reader.py'))}"


def h_linuxsh(c):
    return f"{_nix_base(c)}/{c.r.choice(('scripts/export_clips.sh', 'bin/backup_nvr.sh', 'cron/fob_sync.sh', 'rotate_logs.sh'))}"


def h_linux(c):
    return c.r.choice((h_linuxdir, h_linuxpy, h_linuxsh, lambda c: f"{_nix_base(c)}/{c.r.choice(('permits.csv', 'door_events.log', 'lpr_config.yaml', '.ssh/id_ed25519'))}"))(c)


def h_wsl(c):
    return f"/mnt/c/Users/{_path_user(c, ascii_only=True)}/{c.r.choice(('Desktop', 'Documents', 'Downloads'))}/{_file(c)}"


def h_jsonwin(c):
    return h_windir(c).replace("\\", "\\\\")


def h_home(c):
    u = _nix_user(c)
    return c.r.choice((f"/home/{u}", f"/Users/{u}", f"C:\\Users\\{u}"))


HOMEPATH = {"win": h_win, "windir": h_windir, "mac": h_mac, "macdir": h_macdir, "macmp4": h_macmp4, "macpng": h_macpng,
            "linux": h_linux, "linuxdir": h_linuxdir, "linuxpy": h_linuxpy, "linuxsh": h_linuxsh, "wsl": h_wsl,
            "jsonwin": h_jsonwin, "home": h_home}

HOME_DEFAULT = ("win", "win", "windir", "mac", "linux")


# ---- clock times of a personal routine
EN_WORD_H = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
ZH_NUM = ("零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二")


def _hm(r, lo, hi):
    h = r.randint(lo, hi)
    m = r.choice((0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 0, 30, 15, 45))
    return h, m


def _en_time(r, h, m):
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    forms = [f"{h12}:{m:02d}", f"{h12}:{m:02d}{ap}", f"{h12}:{m:02d} {ap}", f"{h12}.{m:02d}{ap}", f"{h:02d}:{m:02d}",
             f"{h12}:{m:02d} {'a.m.' if h < 12 else 'p.m.'}"]
    if m == 0:
        forms += [f"{h12}{ap}", f"{h12} {ap}", f"{h12} o'clock", f"{h12}{ap.upper()}"]
    if m == 30:
        forms.append(f"half past {EN_WORD_H[h12 - 1]}")
    if m == 15:
        forms.append(f"quarter past {EN_WORD_H[h12 - 1]}")
    if m == 45:
        forms.append(f"quarter to {EN_WORD_H[h12 % 12]}")
    return r.choice(forms)


def _zh_time(r, h, m, h24=False):
    if h24 or r.random() < 0.3:
        return f"{h:02d}:{m:02d}" if r.random() < 0.5 else f"{h}:{m:02d}"
    h12 = h % 12 or 12
    forms = [f"{h12}点{m:02d}" if m else f"{h12}点", f"{h12}点{m}分" if m else f"{h12}点整"]
    if m == 30:
        forms += [f"{h12}点半", f"{ZH_NUM[h12]}点半"]
    elif m == 15:
        forms += [f"{ZH_NUM[h12]}点一刻", f"{h12}点一刻"]
    elif m == 0:
        forms += [f"{ZH_NUM[h12]}点"]
    else:
        forms += [f"{h12}点{m}"]
    return r.choice(forms)


def s_am(c):
    h, m = _hm(c.r, 5, 9)
    return _en_time(c.r, h, m) if c.lang == "en" or (c.lang == "mixed" and c.r.random() < 0.5) else _zh_time(c.r, h, m)


def s_pm(c):
    h, m = _hm(c.r, 17, 23)
    return _en_time(c.r, h, m) if c.lang == "en" or (c.lang == "mixed" and c.r.random() < 0.5) else _zh_time(c.r, h, m)


def s_day(c):
    h, m = _hm(c.r, 10, 16)
    return _en_time(c.r, h, m) if c.lang == "en" or (c.lang == "mixed" and c.r.random() < 0.5) else _zh_time(c.r, h, m)


def s_en_am(c):
    h, m = _hm(c.r, 5, 9)
    return _en_time(c.r, h, m)


def s_en_pm(c):
    h, m = _hm(c.r, 17, 23)
    return _en_time(c.r, h, m)


def s_zh_am(c):
    h, m = _hm(c.r, 5, 9)
    return _zh_time(c.r, h, m)


def s_zh_pm(c):
    h, m = _hm(c.r, 17, 23)
    return _zh_time(c.r, h, m)


def s_mil(c):
    h, m = _hm(c.r, 5, 22)
    return c.r.choice((f"{h:02d}{m:02d}", f"{h:02d}{m:02d}h", f"{h:02d}{m:02d} hrs"))


def s_zh_aft(c):
    h, m = _hm(c.r, 13, 17)
    return _zh_time(c.r, h, m)


def s_zh_24(c):
    h, m = _hm(c.r, 5, 23)
    return _zh_time(c.r, h, m, h24=True)


SCHED = {"am": s_am, "pm": s_pm, "day": s_day, "enam": s_en_am, "enpm": s_en_pm, "zham": s_zh_am, "zhpm": s_zh_pm, "zhaft": s_zh_aft, "h24": s_zh_24, "mil": s_mil}


# ---- geography below city level
CITY_EN = ((40.7128, -74.0060), (37.7749, -122.4194), (41.8781, -87.6298), (42.3601, -71.0589), (51.5072, -0.1276),
           (53.4808, -2.2426), (55.9533, -3.1883), (47.6062, -122.3321), (52.4862, -1.8904), (30.2672, -97.7431))
CITY_ZH = ((31.2304, 121.4737), (39.9042, 116.4074), (22.5431, 114.0579), (23.1291, 113.2644), (30.2741, 120.1551),
           (30.5728, 104.0668), (30.5928, 114.3055), (32.0603, 118.7969), (22.3193, 114.1694), (36.0671, 120.3826))
GEOHASH_PRE = ("wtw3", "wx4g", "ws10", "ws0e", "wtmk", "wm6n", "wt3q", "wtsq", "dr5r", "9q8y", "dp3w", "drt2", "gcpv", "gcw2", "gcvw")
GH32 = "0123456789bcdefghjkmnpqrstuvwxyz"
PLUS = "23456789CFGHJMPQRVWX"
W3W = ("filled", "count", "soap", "index", "home", "raft", "crate", "lofty", "spark", "tables", "dream", "window", "puppy",
       "gravel", "silent", "orbit", "ladder", "mango", "pencil", "harbor", "tulip", "brave", "cloud", "basket")


def geo_gps(c):
    r = c.r
    zh = c.lang == "zh" or (c.lang == "mixed" and r.random() < 0.6)
    la0, lo0 = r.choice(CITY_ZH if zh else CITY_EN)
    la, lo = la0 + r.uniform(-0.06, 0.06), lo0 + r.uniform(-0.06, 0.06)
    p = r.choice((4, 5, 6, 6))
    form = r.randrange(6)
    if form == 0:
        return f"{la:.{p}f}, {lo:.{p}f}"
    if form == 1:
        return f"{la:.{p}f},{lo:.{p}f}"
    if form == 2:
        return f"{abs(la):.{p}f}°{'N' if la >= 0 else 'S'}, {abs(lo):.{p}f}°{'E' if lo >= 0 else 'W'}"
    if form == 3 and zh:
        return f"北纬{la:.{p}f}°，东经{lo:.{p}f}°"
    if form == 4:
        return f"{la:.{p}f} {lo:.{p}f}"
    return f"{la:.{p}f}, {lo:.{p}f}"


def geo_zip(c):
    r = c.r
    return f"{r.randint(1, 99):02d}{rs(r, DG, 3)}" if r.random() < 0.85 else f"{r.randint(10, 99)}{rs(r, DG, 3)}-{rs(r, DG, 4)}"


UK_OUT = ("SW1A", "E14", "M4", "LS6", "BS8", "EH3", "NW3", "SE15", "N1", "W2", "B15", "G12", "CF10", "OX4", "CB2", "BN1",
          "L17", "NG7", "S10", "EC1V", "SW11", "E8", "M20", "RG1", "YO31", "KT6")


def geo_ukpc(c):
    r = c.r
    return f"{r.choice(UK_OUT)} {r.randint(0, 9)}{rs(r, 'ABDEFGHJLNPQRSTUWXYZ', 2)}"


def geo_cnpost(c):
    r = c.r
    return r.choice(("100", "200", "518", "510", "310", "610", "430", "210", "266", "300")) + rs(r, DG, 3)


def geo_plus(c):
    r = c.r
    code = rs(r, "6789", 1) + rs(r, PLUS, 7) + "+" + rs(r, PLUS, r.choice((2, 3)))
    return code


def geo_geohash(c):
    return c.r.choice(GEOHASH_PRE) + rs(c.r, GH32, c.r.randint(4, 6))


def geo_w3w(c):
    return "///" + ".".join(c.r.sample(W3W, 3))


GEO = {"gps": geo_gps, "zip": geo_zip, "ukpc": geo_ukpc, "cnpost": geo_cnpost, "plus": geo_plus, "geohash": geo_geohash, "w3w": geo_w3w}

# category -> (generator table, default kinds per language)
GENS = {
    "secret": (SECRET, {"en": SECRET_DEFAULT, "zh": SECRET_DEFAULT, "mixed": SECRET_DEFAULT}),
    "password": (PASSWORD, {"en": PW_DEFAULT, "zh": PW_DEFAULT, "mixed": PW_DEFAULT}),
    "email": (EMAIL, {"en": ("en",), "zh": ("zh", "zh", "zh", "en"), "mixed": ("zh", "en")}),
    "phone": (PHONE, {"en": ("us", "us", "uk", "uk"), "zh": ("cn",), "mixed": ("cn", "cn", "cn", "us", "uk", "hk")}),
    "address": (ADDRESS, {"en": ("us", "uk"), "zh": ("cn",), "mixed": ("cn", "cn", "cnen", "us", "uk")}),
    "government_id": (GOVID, {"en": ("ssn", "uspass", "ukpass", "nino", "usdl", "ukdl"), "zh": ("cnid",), "mixed": ("cnid",)}),
    "financial": (FIN, {"en": ("card", "card", "ibangb", "usacct", "sortacct"), "zh": ("cup", "cup", "card"), "mixed": ("cup", "card")}),
    "person_name": (NAME, {"en": ("full", "full", "full", "tfull"), "zh": ("zh",), "mixed": ("zh", "zh", "full", "nick", "pinyin")}),
    "username": (USER, {"en": ("plain", "plain", "gamer"), "zh": ("py",), "mixed": ("py", "plain", "gamer")}),
    "home_path": (HOMEPATH, {"en": HOME_DEFAULT, "zh": HOME_DEFAULT, "mixed": HOME_DEFAULT}),
    "schedule": (SCHED, {"en": ("am", "pm"), "zh": ("zham", "zhpm"), "mixed": ("am", "pm")}),
    "geo": (GEO, {"en": ("gps", "zip", "ukpc"), "zh": ("gps", "cnpost"), "mixed": ("gps", "cnpost", "zip", "ukpc")}),
}


# --------------------------------------------------------------------------- templates
# One template per line; "\n" stands for a line break. {v} / {v:kind} is the planted value,
# the other {names} are non-personal fillers from FILL.
def _t(block: str) -> list[str]:
    return [ln.strip().replace("\\n", "\n").replace("\\t", "\t") for ln in block.strip().splitlines() if ln.strip()]


T: dict[str, dict[str, list[str]]] = {c: {} for c in CATEGORIES}

T["secret"]["en"] = _t(r"""
export AWS_ACCESS_KEY_ID={v:aws}   # bucket with the CCTV exports for {tower}
[cctv-archive]\nregion = us-east-1\naws_secret_access_key = {v:awssec}\noutput = json
Lobby kiosk deploy failed again. Runner token is {v:ghp} - can someone rotate it before the {vendor} visit on {date}?
git clone https://x-access-token:{v:ghp}@github.com/harbourview-pm/visitor-kiosk.git
SLACK_BOT_TOKEN={v:xoxb}\nSLACK_CHANNEL=#security-desk\nPOLL_SECONDS=30
The #front-desk alert bot posts to https://hooks.slack.com/services/{v:slackhook} - do not paste that into the resident newsletter
concierge_bot:\n  model: gpt-4o-mini\n  openai_api_key: "{v:oai}"\n  max_tokens: 512
Night shift note {date}: the parcel-notification script still has the Anthropic key hardcoded ({v:ant}). Flagged to IT, ticket {wo}.
stripe.api_key = "{v:stripe}"  # amenity bookings (gym, party room, guest suite)
Google Maps key for the visitor parking page: {v:gkey}
HF_TOKEN={v:hf} python train_plate_reader.py --epochs 20 --site north-garage
SendGrid key used for the package-arrival emails: {v:sg}
curl -s "https://api.telegram.org/bot{v:tg}/sendMessage?chat_id=-1004821&text=Gate+3+forced+open"
curl -X POST https://acs.cloud/api/v2/doors/17/unlock -H "Authorization: Bearer {v:jwt}"
Key for the NVR backup box (do NOT email this around):\n{v:pem}
Camera stream for the {cam} is rtsp://admin:{v:urlpw}@nvr-tower-b.local:554/Streaming/Channels/101
BMS_BROKER=mqtt://bms:{v:urlpw}@bms-gw.internal:1883/chiller/plant1
Twilio intercom config: account SID unchanged, auth_token: {v:hex32}
Parcel locker portal API secret {v:alnum32} (expires {date}, ask {vendor} for a new one)
ButterflyMX webhook signing secret = {v:b64}
system,env,key,owner\nlocker-api,prod,{v:alnum32},facilities
{"device": "{cam}", "cloud": "{vendor}", "api_secret": "{v:hex64}", "fw": "{ver}"}
{ts} WARN acs-sync: retrying with token {v:jwt} (401 from controller {n})
# resident portal .env\nDATABASE_URL=postgres://portal:{v:urlpw}@db.internal:5432/portal\nPORT=8080
hey can u update the gate app key its {v} thanks
| system | key |\n|---|---|\n| Visitor kiosk | {v:oaiproj} |\n| Lift monitor | see vault |
Contractor VPN for the {vendor} lift monitoring uses pre-shared key {v:b64}
fine-grained PAT for the maintenance-ticket sync: {v:ghpat}
SYSTEM C0NFIG SHEET - ACCESS C0NTROL\nAPl KEY: {v:alnum32}\nSlTE: {tower}
Hi team,\n\nThe new cloud key for the {vendor} cameras is {v:hex32}. Please update the NVRs in {tower} tonight.\n\nFacilities IT
GET /v1/permits?status=active HTTP/1.1\nHost: parking.api.internal\nx-api-key: {v:gkey}
Someone pasted a slack user token in #concierge ({v:xoxp}), revoke asap pls
HOA website deploy step: SENDGRID_API_KEY='{v:sg}' npm run build
AWS creds for the plate-recognition lambda ended up in the shift log: {v:aws}
{v:twsk} is the Twilio API key SID the intercom uses, secret is in the vault
""")

T["secret"]["zh"] = _t(r"""
{v:hex32} 这个是萤石开放平台的 appSecret，别外传
门禁平台对接参数：appKey已给，appSecret：{v:hex32}，请勿外发。
萤石云 AccessToken={v:alnum32}（{zdate}过期，记得续）
阿里云OSS存监控录像用的AccessKey ID是{v:ltai}，工单{gd}里先别贴出来
【{ztower}】监控云存储 AccessKeySecret：{v:alisec}
腾讯云短信（业主通知用）SecretId={v:akid}
企业微信应用 corpsecret：{v:wecom}，用于报修工单推送
钉钉机器人加签密钥 {v:ding}，保安群告警用的
缴物业费小程序的 AppSecret 是 {v:hex32}，千万别发业主群！
录像机取流地址：rtsp://admin:{v:urlpw}@nvr3.wuye.local:554/h264/ch1/main/av_stream
智能快递柜后台接口 token：{v:jwt}
{zdate}夜班交接：道闸系统接口密钥已换成 {v:b64}，旧的作废。
{"项目": "{ztower}", "平台": "{zvendor}", "secret_key": "{v:hex64}", "版本": "{ver}"}
报修系统代码仓库的 GitHub token 泄露了：{v:ghp}，请立即吊销
客服机器人用的 OpenAI key {v:oai} 不要写进群公告
配置文件里写着 ANTHROPIC_API_KEY={v:ant}，谁提交的？
微信支付商户 APIv3 密钥：{v:alnum32}（停车月卡线上续费）
电梯物联网平台 MQTT 连接串 mqtt://dt_iot:{v:urlpw}@iot.elevator.local:1883
海外项目保安群 Telegram 机器人 token：{v:tg}
私钥别放共享盘：\n{v:pem}
{ts} [ERROR] 门禁同步失败 token={v:jwt} code=401
人脸识别门禁 SDK 授权密钥：{v:alnum32}
物业App推送（极光）Master Secret：{v:hex24}
飞书机器人 webhook 签名校验密钥 {v:b64}
访客停车导航页用的谷歌地图 key：{v:gkey}
车牌识别模型下载要用 Hugging Face 令牌 {v:hf}
海外业主邮件通知走 SendGrid，API key：{v:sg}
parking:\n  vendor: {zvendor}\n  api_secret: {v:hex32}\n  timeout: 30
云对讲平台签名密钥={v:b64}，{zdate}起生效
系统,环境,密钥\n访客登记,生产,{v:alnum32}\n停车收费,测试,见密码本
那个道闸的接口密钥是 {v:hex32} 你记一下 回头更新到岗亭电脑上
海外项目监控备份桶的 AWS secret 是 {v:awssec}
香港项目保安频道的 Slack bot token：{v:xoxb}
Stripe 密钥 {v:stripe} 是国际公寓会所订场收款用的
邮件通知：您好，{zvendor}云平台已为贵项目生成新的开放平台密钥 {v:hex32}，请妥善保管。
""")

T["secret"]["mixed"] = _t(r"""
{v:ghp} 是 kiosk CI 的 token，pls rotate
门禁 API 的 client_secret 是 {v:b64}，记得 rotate 一下
NVR 的 RTSP stream: rtsp://admin:{v:urlpw}@cam-lobby.local:554/ch1 先别 share 给业主
Lift monitoring 平台的 token {v:jwt} 过期了吗？{zlift} 一直 offline
AWS key {v:aws} 放在监控 backup script 里了，pls remove
GitHub token {v:ghp} 泄露在 visitor-kiosk repo 的 commit 里，赶紧 revoke
SLACK_BOT_TOKEN={v:xoxb}  # 保安 night shift 告警
concierge bot 用的 OpenAI key：{v:oaiproj}
Anthropic 的 key {v:ant} 在工单系统 config 里 hardcode 了
Stripe live key {v:stripe} 是 amenity booking（会所订场）用的
Google Maps API key：{v:gkey}（visitor parking 导航）
HF token {v:hf}，plate recognition model 下载用
SendGrid key {v:sg} 发 package arrival 通知
保安群 alert 用的 Telegram bot token {v:tg}
监控 backup server 的 private key:\n{v:pem}
阿里云 AccessKey ID {v:ltai} for OSS bucket cctv-archive
腾讯云 SecretId: {v:akid}（SMS 通知业主）
WeCom corpsecret {v:wecom} 用在 work order push
钉钉 robot secret: {v:ding}
微信支付 APIv3 key {v:alnum32}，parking 月卡续费用
.env\nLOCKER_API_SECRET={v:hex32}\n# 丰巢 locker integration
{"site": "{ztower}", "vendor": "{vendor}", "token": "{v:jwt}"}
{ts} ERROR door-sync 401 with bearer {v:jwt} 门禁同步失败
mqtt://bms:{v:urlpw}@bms.local:1883 这个是 chiller plant 的 broker
Twilio auth token 换了：{v:hex32}，intercom SMS 正常了吗
EZVIZ appSecret {v:hex32} 别贴 group chat
github_pat {v:ghpat} 用来 sync 报修工单 to Jira
postgres://portal:{v:urlpw}@db.internal:5432/owners 业主 portal 的 DB
gate_controller:\n  host: gate-n.local\n  api_key: {v:alnum32}  # 北门道闸
access control 那边的 key 是 {v:hex32} 你 update 一下 ok
Slack user token {v:xoxp} 有人贴在 #物业-ops 了，快 revoke
AWS secret {v:awssec} 写在 shift handover doc 里了…
| 系统 | key |\n|---|---|\n| Visitor kiosk 访客机 | {v:sg} |
飞书 webhook secret: {v:b64} for 电梯故障 alert
Hik-Connect 的 API secret 是 {v}，{zdate} 之前要换掉
""")

T["password"]["en"] = _t(r"""
{v:pin6} is the new gate override PIN from tonight, old one disabled
Door code for the bin store is {v:pin4} - please don't post it in the group chat.
Resident portal login\nusername: your unit email\npassword: {v:pw}
The NVR admin password is {v:pw}, changed by {vendor} on {date}.
nvr_user=admin\nnvr_pw={v:rnd}\nnvr_port={port}
Key safe by {gate}: code {v:pin4}. Contractors must sign the fob out.
Residents' lounge Wi-Fi for the summer party: SSID Concierge-Guest, password {v:phrase}
Alarm panel disarm code (plant room, {floor}): {v:pin6}
Hi, I'm away till Sunday. My cleaner will need the keypad code for my door, it's {v:pin6}. Thanks!
Guard handover {date}: gate override PIN changed to {v:pin6}, old one disabled.
Smart lock admin passcode: {v:pin8} (the one printed on the card in the welcome pack)
Parcel room tablet unlock is {v:pin4}
asset,location,login,password\nBMS workstation,{floor} plant room,operator,{v:pw}
{"controller": "{gate}", "user": "installer", "password": "{v:rnd}", "fw": "{ver}"}
intercom:\n  admin_user: admin\n  admin_pass: "{v:pw}"\n  sip_port: 5060
uh the password for the visitor kiosk is {v:phrase} all lowercase
Subject: Temporary access\n\nYour temporary gate code for the move-in on {date} is {v:pin6}. It expires at midnight.\n\nFront Desk
the lift motor room padlock combo is {v:pin4} btw
Roof access door combination: {v:pin5}
Lift portal login for the {vendor} dashboard is ops-desk / {v:pw}
passphrase for the key cabinet app: "{v:phrase}"
{ts} AUDIT user=guard2 action=reset_pin new_pin={v:pin6} door=D{nn}
| Door | Code |\n|---|---|\n| Bike store | {v:pin4} |\n| Car wash bay | ask desk |
ACCESS C0DE: {v:pin6}# (bin r00m) - D0 N0T SHARE
Strata manager said the committee drive password is {v:pw}, please don't forward.
Pool gate keypad: {v:pin4} then turn the handle
Can you reset my app password? I set it to {v:pw} but it keeps saying invalid.
Guest Wi-Fi in the residents' lounge - password is {v:pw}
The garage remote re-pairing code is {v:pin6}
Concierge note: resident asked for a one-time entry PIN for the plumber, set to {v:pin6}.
ACS_ADMIN_USER=admin\nACS_ADMIN_PASSWORD={v:rnd}\nACS_HOST=acs.local
Locker #{nn} master override: {v:pin8}
sticky note on the CCTV monitor: "pwd {v:pw}" - removed and shredded
The committee Zoom passcode for the AGM is {v:pin6}
my pw for the parking app is {v:pw} if you need to log in and check the permit
""")

T["password"]["zh"] = _t(r"""
{v:pin6}，这是新的单元门密码，别外传
垃圾房门禁密码是{v:pin4}，别发到业主群里。
物业App登录密码：{v:pw}
监控录像机admin密码 {v:pw}，{zvendor}工程师{zdate}改的。
钥匙箱密码{v:pin4}，装修工人取钥匙要登记。
我这周出差，保洁阿姨来的时候麻烦告诉她门锁密码{v:pin6}，谢谢！
交接班：{zgate}道闸管理员密码改成{v:pin6}了，旧的作废。
智能门锁临时密码：{v:pin8}，今天有效
快递柜取件密码{v:pin6}，帮我取一下放前台
电梯机房挂锁密码{v:pin4}
天台门的密码锁是{v:pin5}
访客机解锁密码：{v:pin4}
业委会共享盘密码是{v:pw}，请勿外传
消防控制室电脑开机密码 {v:pw}
WiFi：WY-Office 密码：{v:pw}
设备,位置,账号,密码\n门禁服务器,{ztower},admin,{v:rnd}
{"设备": "道闸控制器", "账号": "installer", "密码": "{v:rnd}"}
对讲主机:\n  用户名: admin\n  密码: "{v:pw}"\n  端口: 5060
那个访客机的密码是{v:pw}大小写要注意
【临时门禁码】您好，您{zdate}搬家使用的临时门禁码为{v:pin6}，当晚24点失效。——前台
我把门锁密码改成{v:pin6}了，老公你记一下
报警主机撤防密码：{v:pin4}
登录密码{v:pw}，账号还是原来那个
停车场收费系统管理员密码忘了，{zvendor}的人说重置成{v:pw}了
{ts} 审计 用户=保安02 操作=重置密码 新密码={v:pin6}
| 门 | 密码 |\n|---|---|\n| 自行车库 | {v:pin4} |\n| 洗车位 | 问前台 |
门 禁 密 码：{v:pin6}#（地下室）
儿子放学自己回家，门锁密码是{v:pin6}，麻烦保安别拦他
泳池门禁键盘：先按{v:pin4}再按确认
密码是{v:pw}，我刚在业主App里改的，还是登不上
会所WiFi密码：{v:pw}
快递柜管理员开箱密码{v:pin8}，不要给外卖员
ACS_ADMIN=admin\nACS_PASSWORD={v:rnd}
钥匙柜App口令：{v:phrase}
车库卷帘门遥控器配对码{v:pin6}
业委会腾讯会议密码{v:pin6}，今晚8点开会
""")

T["password"]["mixed"] = _t(r"""
{v:pw} 是新的 NVR admin password，{vendor} 刚改的
Bin room 门禁 code 是 {v:pin4}，别发业主群 pls
物业 App 的 password：{v:pw}
NVR admin 密码 {v:pw}，{vendor} 工程师 {date} 改的
Key safe 密码 {v:pin4}，contractor 取钥匙要 sign in
我 travel 这周，阿姨来打扫 door code 是 {v:pin6}，thx
Gate override PIN 改成 {v:pin6} 了，old one 已作废
Smart lock temp passcode：{v:pin8}，today only
Locker 取件 password {v:pin6}，帮我拿一下
Lift machine room 挂锁 combo {v:pin4}
Rooftop door 密码锁 {v:pin5}
Visitor kiosk unlock PIN：{v:pin4}
业委会 shared drive password 是 {v:pw}，don't forward
消防控制室 PC login: admin / {v:pw}
Office WiFi WY-Staff，pw: {v:pw}
device,location,user,password\n门禁 server,{ztower},admin,{v:rnd}
{"device": "道闸 controller", "user": "installer", "pwd": "{v:rnd}"}
intercom:\n  user: admin\n  password: "{v:pw}"   # 对讲主机
kiosk 的密码是 {v:phrase} all lowercase 记一下
Hi 业主您好，your temporary gate code for move-in on {date} is {v:pin6}，当晚 midnight 失效。
Alarm panel 撤防 code: {v:pin4}
登录 password {v:pw}，username 不变
Parking system admin pw 被 reset 成 {v:pw} 了
{ts} AUDIT user=guard02 action=reset_pin new_pin={v:pin6} 门禁={nn}
| Door 门 | Code |\n|---|---|\n| Bike store 自行车库 | {v:pin4} |
ACCESS C0DE 门禁码: {v:pin6}#
我儿子 after school 自己回家，door PIN {v:pin6}，保安 don't stop him
Pool gate keypad 先按 {v:pin4} 再按 enter
会所 guest WiFi password：{v:pw}
ACS_USER=admin\nACS_PASS={v:rnd}   # 门禁
passphrase 是 "{v:phrase}"，key cabinet app 用的
快递柜 master override 密码 {v:pin8}
业委会 Zoom passcode 是 {v:pin6}，AGM 用
my 停车 app password is {v:pw}，你可以 log in 看一下 permit
garage remote 配对码 {v:pin6}，{vendor} 说的
""")

T["email"]["en"] = _t(r"""
Please send the parking permit renewal to {v} before {date}.
Visitor log | {date} | delivery for {tower} | contact: {v}
Owner email on file: {v}
From: {v}\nSubject: {lift} out of service AGAIN\n\nThird time this month. Who do I complain to?
Can someone CC {v} on the leak report for {floor}? She's the unit owner.
unit_type,email,permit\n2-bed,{v},P2 monthly
{"ticket": "{wo}", "reporter_email": "{v}", "category": "plumbing", "floor": "{floor}"}
reach me at {v:obf} if the courier can't find the locker
Package notification bounced for {v} - mailbox full.
{ts} INFO notify.sent channel=email to={v} event=parcel_arrived locker="{locker}"
email me at {v:obf} when the fob is ready
The AGM proxy form should be returned to the owner at {v}.
Contractor's personal email (not the company one): {v}
| Unit type | Email | Fobs |\n|---|---|---|\n| studio | {v} | 2 |
Fob deactivation request came from {v} - verify photo ID at the desk first.
Incident report copy requested by the resident ({v}), case {wo}.
notify:\n  escalation: {v}\n  sms: false\n  retries: 3
Guest Wi-Fi voucher emailed to {v}
EMAlL: {v}\nP3RMIT TYPE: VlSITOR
Reply-To: {v}\nSubject: Re: noise from the gym at night
Pls add {v} to the HOA mailing list, new owner in {tower}
my new email is {v} pls update the concierge system
The Amazon Hub locker code went to {v}, not to my phone
Strata minutes item 4: owner at {v} raised the noise complaint again
"{wo}","{v}","move-out","{date}"
Lost & found: wireless earbuds, claimed via email {v}
{v} keeps replying-all to the lift outage notice, can we BCC the list next time?
Booking confirmation for the party room sent to {v}
Permit holder contact => {v}
uh the email is {v} thanks
Sent the CCTV still of the scratched car to {v} as requested.
For the key-holder list, use {v} instead of my work address.
bcc: {v}; the rest of the committee got the draft budget
""")

T["email"]["zh"] = _t(r"""
停车月卡续费发票请发到{v}，谢谢。
业主邮箱：{v}
装修押金退款通知已发送至{v}
访客登记 | {zdate} | 联系邮箱 {v}
我的邮箱是{v}，监控截图麻烦发我一下
业委会会议纪要请抄送{v}
房屋类型,邮箱,月卡\n两居室,{v},B2月卡
{"工单号": "{gd}", "报修人邮箱": "{v}", "类型": "漏水"}
邮箱 {v:obf}，快递柜取件码发不过来的话就发邮件
{ts} 通知 已发送 渠道=邮件 收件人={v} 事件=包裹到达
邮箱是{v:zhvoice}你记一下
电子发票抬头个人，邮箱{v}
业主大会表决票扫描件发到{v}
| 房型 | 邮箱 | 门卡数 |\n|---|---|---|\n| 三居 | {v} | 3 |
物业费电子账单退信了：{v} 邮箱已满
新业主，麻烦把{v}加到业主通知邮件列表
通知:\n  升级邮箱: {v}\n  短信: 否
邮 箱：{v}\n车 位 类 型：月 卡
租户的邮箱留的是{v}
快递员说通知发到了{v}
投诉回复请发送至本人邮箱：{v}
监控调取申请已收到，结果会发到{v}
临时车位申请表 邮箱栏：{v}
装修公司联系人的私人邮箱 {v}，不是公司的
我用{v}注册的业主App，找回密码收不到验证码
发件人：{v}\n主题：{zlift}又困人了\n\n这个月第三次了，到底修不修？
业主QQ邮箱{v}
外籍业主的邮箱是{v}，他只看英文通知
会所预订确认邮件已发{v}
失物招领：蓝牙耳机，认领人邮箱{v}
{v} 这个邮箱一直回复全部，下次能不能改成密送
“{gd}”,“{v}”,“退租”,“{zdate}”
钥匙托管人名单里用{v}，别用我单位邮箱
""")

T["email"]["mixed"] = _t(r"""
停车 permit renewal 发到 {v}，before {date} 哦
业主 email：{v}
装修押金 refund 通知 sent to {v}
Visitor log 访客 | {zdate} | contact {v}
我的 email 是 {v}，CCTV screenshot 发我一下 thx
业委会 minutes 请 cc {v}
unit,email,月卡\n两居室,{v},P2 monthly
{"ticket": "{gd}", "email": "{v}", "类型": "leak 漏水"}
email {v:obf}，locker code 收不到就发邮件
{ts} notify.sent 邮件 to={v} event=包裹到达
email 是 {v:zhvoice} ok 吗
Invoice 抬头个人，email {v}
AGM 表决票 scan 发到 {v}
| Unit | Email |\n|---|---|\n| 3-bed 三居 | {v} |
物业费 e-bill bounce 了：{v} mailbox full
新业主 pls add {v} 到 HOA mailing list
notify:\n  escalation: {v}  # 升级邮箱
EMAlL 邮箱: {v}
租户留的 email 是 {v}
Courier 说 notification 发到了 {v}
Complaint 回复请发 {v}
CCTV 调取 request 收到，结果会 email 到 {v}
Contractor 的私人 email {v}，不是 company 的
用 {v} 注册的 resident app，reset password 收不到 code
From: {v}\nSubject: {zlift} 又困人了 again
QQ mail {v}
外籍业主 only reads English，email 是 {v}
Party room booking confirmation 已发 {v}
Lost & found 耳机，claimed by {v}
{v} 一直 reply-all，下次 BCC 吧
key-holder list 用 {v}，别用我 work email
"{gd}","{v}","move-out 退租","{zdate}"
""")

T["phone"]["en"] = _t(r"""
{v} - that's my new mobile, please update the intercom directory
Resident callback number: {v}
Visitor log {date}: courier waiting at {gate}, called the owner on {v}, no answer.
Text me at {v} when the plumber gets here
unit_type,mobile,permit\n1-bed,{v},visitor
{"ticket": "{wo}", "callback": "{v}", "priority": "P2"}
Emergency contact for the vacant flat: {v}
call me on {v:digits} when the lift is back
Intercom call-forward set to {v} while she's abroad
Contractor mobile {v}, he'll need goods-lift access from {date}
{ts} intercom.call_forward door={nn} -> {v} status=NO_ANSWER
my number changed to {v} pls update the concierge system
keyholder:\n  mobile: "{v}"\n  notify_on: [alarm, leak]
Guard note: lost child reunited with parent at the lobby, parent phone {v}
SMS for parcel alerts going to {v}
| Role | Phone |\n|---|---|\n| Out-of-hours keyholder | {v} |
PH0NE: {v}\nVlSIT0R TYPE: c0ntractor
WhatsApp me on {v} if the barrier is stuck again
for after-hours leaks call the owner directly at {v}
Call-back requested re noise complaint: {v}
Tel (home): {v}
Desk line including extension: {v:usext}
Added {v} to the GSM gate-opener whitelist for the north barrier
HOA directory update - mobile: {v}
Missed call from {v} at the front desk, no message left
If the alarm trips, the keyholder is on {v}
Parking permit SMS confirmation sent to {v}
Support ticket {wo}: please call back on {v}
Owner lives overseas now, reachable on {v:intl}
Tenant's backup number: {v}
can u ring {v} when the lift's fixed
Removed {v} from the intercom directory after the move-out on {date}.
the courier left a card saying call {v} to rearrange
""")

T["phone"]["zh"] = _t(r"""
{v}是我新手机号，麻烦更新对讲通讯录
业主电话：{v}
{zdate}访客登记：快递员在{zgate}等，打业主电话{v}没人接。
师傅到了给我打电话{v}
紧急联系人电话{v}
对讲呼叫转移到{v}，业主这个月不在家
装修工人手机{v}，需要{zdate}起用货梯
{ts} 对讲 呼叫转移 门口机{nn} -> {v} 状态=未接听
我手机号换了，新号{v}，麻烦前台更新一下
走失儿童已交还家长，家长电话{v}
快递短信通知号码{v}
手 机：{v}\n来 访 事 由：送 货
加微信吧，手机号同微信{v}
漏水的话直接找业主本人{v}
噪音投诉回电：{v}
家里座机{v:cnland}
办公电话（含分机）：{v:cnland}
GSM道闸开门白名单已添加{v}
业主通讯录更新——手机{v}
前台未接来电{v}，没留言
报警的时候联系钥匙保管人{v}
月卡办理成功短信已发送至{v}
工单{gd}回访电话{v}
业主现在在国外，联系{v:intl}
租户备用电话{v}
电梯修好了打{v}说一声
电话是{v:digits}你记一下
房型,手机号,车位\n两居,{v},访客
{"工单号": "{gd}", "回访电话": "{v}"}
钥匙保管人:\n  手机: "{v}"\n  通知: [报警, 漏水]
| 角色 | 电话 |\n|---|---|\n| 夜间钥匙保管人 | {v} |
联系方式：{v}（微信同号）
挡住消防通道的车，车主电话{v}，已经打过两次
""")

T["phone"]["mixed"] = _t(r"""
{v} 是我 new mobile，intercom directory 更新一下
业主 callback number：{v}
{zdate} visitor log：courier 在 {zgate} 等，call 业主 {v} 没人接
plumber 到了 text 我 {v}
Emergency contact 紧急联系人：{v}
Intercom 呼叫转移 set to {v}，她出国了
装修 contractor 手机 {v}，{zdate} 起要用 goods lift
{ts} intercom call_forward 门口机{nn} -> {v} NO_ANSWER
我换号了 new number {v} pls update
走失儿童 reunited with parent，家长 phone {v}
Parcel SMS 通知号码 {v}
PH0NE 电话: {v}
WhatsApp/微信 same number {v}
After-hours 漏水 call 业主本人 {v}
Noise complaint 回电 {v}
家里 landline {v:cnland}
Office 电话 with ext：{v:cnland}
GSM gate opener whitelist 加了 {v}
HOA directory 更新 mobile {v}
Front desk missed call {v}，没留言
Alarm 响了 call keyholder {v}
月卡 SMS confirmation 发到 {v}
工单 {gd} callback {v}
业主在 overseas，联系 {v:intl}
租户 backup number {v}
电梯修好 ring me {v}
phone number is {v:digits} 记一下
unit,mobile,车位\n两居,{v},visitor
{"ticket": "{gd}", "callback": "{v}", "优先级": "P2"}
keyholder:\n  mobile: "{v}"   # 钥匙保管人
| Role 角色 | Phone |\n|---|---|\n| keyholder | {v} |
车挡了 fire lane 消防通道，车主 {v}
Courier 留了条 say call {v} 改时间
""")

T["address"]["en"] = _t(r"""
{v} is my forwarding address until the sale completes
Mail forwarding for the owner: {v}, {city}.
Previous address on the tenancy application: {v}
Deliveries for the sublet go to {v} from {date}
Contractor invoice billing address (sole trader): {v}
type,address,status\nowner-occupier,"{v}",active
{"ticket": "{wo}", "owner_mailing_address": "{v}", "lang": "en"}
Wrong parcel delivered to the desk, it was for {v} down the road.
my address is {v:voice} can you send the welcome pack there
The absentee owner lives at {v}; send the AGM notice there.
Key holder address for the alarm company: {v}, {city}
Returned post: {v} - addressee unknown
owner:\n  mailing_address: "{v}"\n  prefers_post: true
| Field | Value |\n|---|---|\n| Correspondence address | {v} |
ADDRESS: {v:upper}\nPERMIT CLASS: RESIDENT
Visitor permit issued to the resident of {v}
please drop the spare fob at {v} on your way home
Noise complaint from the neighbour at {v} about our rooftop terrace
Moved out; new correspondence address {v}, {city}
Leak traced to the flat above, {v:uk}; insurer notified.
Service charge statement posted to {v}
Parking permit application - home address: {v}
Renovation deposit refund cheque to be posted to {v}
The courier left our package at {v} by mistake, can someone collect it?
HOA ledger: owner mailing addr {v}
i live at {v:voice} pls stop sending flyers
Emergency contact address: {v}
CCTV request from the resident at {v} re: scratched car in {floor}
Lockout at {v}, locksmith called at the owner's request
Address line 1: {v}\nTown/City: {city}
Deliver the sofa to {v} via the loading dock, not the lobby
Strata roll update: owner's address for service is {v}
The lost cat belongs to the house at {v}, owner on the way
""")

T["address"]["zh"] = _t(r"""
业主通讯地址：{v}
快递送错了，应该送到{v}
装修押金退款支票寄到{v}
我搬家了，新地址{v}，物业账单以后寄这里
房屋类型,地址,状态\n自住,"{v}",正常
{"工单号": "{gd}", "业主通讯地址": "{v}"}
隔壁{v}的业主投诉我们装修噪音
钥匙托管人地址：{v}
退件：{v} 查无此人
月卡申请表 住址：{v}
家具送到{v}，走地库货梯别走大堂
门被反锁了，{v}，已叫开锁师傅
{v}漏水，楼下天花板都湿了
我家在{v}你直接送过来就行
住 址：{v}\n车 位 类 型：产 权
业主:\n  通讯地址: "{v}"\n  纸质账单: 是
| 字段 | 内容 |\n|---|---|\n| 送达地址 | {v} |
业委会名册更新：送达地址{v}
发票邮寄地址{v}
租客原住址{v}
访客登记：来访{v}，已电话确认
请把备用门卡送到{v}
监控调取申请人住{v}，车在地库被刮了
外卖放{v}门口就行，别按门铃
业主不常住，常住地址是{v}
紧急联系人地址：{v}
收件地址：{v}（本人签收）
物业费催缴单寄往{v}
车位租赁合同乙方住址{v}
新地址是{v}，以后信件都寄这
孩子外婆家在{v}，放学接送登记用
居住证明开具：现住址{v}
""")

T["address"]["mixed"] = _t(r"""
业主 mailing address：{v}
快递送错了 should go to {v}
装修押金 refund 支票 post 到 {v}
Moved out 了，new address {v}，bill 寄这里
type,address,status\n自住 owner-occupier,"{v}",active
{"ticket": "{gd}", "address": "{v}", "备注": "owner"}
隔壁 {v} 的业主 complain 装修 noise
Key holder 地址：{v}
Returned post 退件：{v} addressee unknown
Parking permit 申请 home address：{v}
Deliver 沙发 to {v}，走 loading dock
Lockout at {v}，已叫 locksmith 开锁
{v} 漏水 leak，楼下 ceiling 都湿了
我住 {v} 你直接 deliver 过来
ADDRESS 住址: {v}
owner:\n  mailing_address: "{v}"  # 通讯地址
| Field 字段 | Value |\n|---|---|\n| 送达地址 | {v} |
业委会 roll 更新：address for service {v}
Invoice 邮寄地址 {v}
租客 previous address {v}
Visitor 来访 {v}，已 call 确认
Spare fob 请送到 {v}
CCTV request：申请人住 {v}，车被刮了
外卖 leave at {v} 门口 ok
业主不常住，usually lives at {v}
Emergency contact address 紧急联系人地址：{v}
Ship to {v}（本人签收）
物业费 reminder 寄往 {v}
车位 lease 乙方住址 {v}
New address 是 {v:cnen}，以后 mail 寄这
Grandma's place 外婆家 {v}，接送登记用
Proof of address 现住址 {v}
""")

T["government_id"]["en"] = _t(r"""
{v:ssn} is the SSN on the lease application, please redact before filing
Visitor sign-in requires photo ID; guest showed passport {v:uspass}.
Contractor induction form - driver's licence no.: {v:usdl}
Rental application for the studio: SSN {v:ssn}
Tenant screening passed, SSN {v:ssn} verified by the agency
NI number {v:nino} for the new weekend concierge payroll
UK driving licence {v:ukdl} checked for the resident parking permit
Passport No. {v:ukpass} photocopied at front desk (shred after 30 days)
visitor_type,id_type,id_number\ncontractor,passport,{v:uspass}
{"permit": "{wo}", "dl_number": "{v:usdl}", "verified": true}
ITIN {v:itin} on the owner's 1099 for the storage cage rental
Sole-trader window cleaner invoiced the HOA under EIN {v:ein}
{ts} kiosk.id_scan doc=DL number={v:usdl} result=MATCH
my social is {v:ssn} do you need anything else for the lease
PASSP0RT N0: {v:uspass}\nNATl0NALlTY: USA
guest:\n  id_type: passport\n  id_no: "{v:ukpass}"\n  badge: {nn}
| Visitor | ID type | ID no. |\n|---|---|---|\n| contractor | NINO | {v:nino} |
Guest left their driving licence at the desk (no. {v:usdl}) - in the safe.
Ask for the NINO ({v:nino}) before issuing the staff fob
Visitor from China, passport {v:cnpass}, escorted to the show flat
Chinese resident ID {v:cnid} copied for the move-in file
Lease application: Social Security # {v:ssn}
Right-to-work check for the new guard: passport {v:ukpass}
The removal company driver's licence number is {v:ukdl}
Vehicle permit form, DL# {v:usdl}
please scrub the SSN {v:ssn} from the incident report before it goes to the board
Self-employed cleaner's UTR: {v:utr}
Visitor badge #{nn} issued against passport {v:uspass}
Guard verified national insurance number {v:nino} for the agency temp
id {v} on the sign-in sheet, handwriting hard to read
Hong Kong visitor, travel permit {v:hkmo}, here for the viewing
Background check paperwork lists SSN {v:ssn} - file it in the locked cabinet
Fob deposit waived; licence {v:usdl} recorded instead
""")

T["government_id"]["zh"] = _t(r"""
{v}，这是租客的身份证号，已核验
访客登记：身份证号{v}
装修工人身份证{v}，已拍照留存
业主身份证号码 {v}
外籍访客护照号{v:uspass}
港澳通行证号码{v:hkmo}，来看房的
护照号码：{v:cnpass}
访客类型,证件类型,证件号\n施工人员,身份证,{v}
{"工单号": "{gd}", "证件号": "{v}", "核验": "通过"}
{ts} 人证核验 证件号={v} 结果=通过 闸机={nn}
我身份证号是{v}你登记一下
公 民 身 份 号 码 {v}\n签 发 机 关 略
访客:\n  证件类型: 身份证\n  证件号: "{v}"
| 访客 | 证件 | 号码 |\n|---|---|---|\n| 装修工人 | 身份证 | {v} |
月卡办理需要身份证复印件，号码{v}
租客身份证 {v}，已在派出所登记备案
驾驶证号{v}（与身份证号一致）
台胞证号码{v:tw}
快递员把身份证押在前台，号码{v}
办居住证用的证件号{v}
人脸门禁录入，证件号{v}
业委会选举登记 身份证{v}
报告里的身份证号{v}打码后再发业主群！
证件：护照 {v:cnpass}
美籍业主报税需要 SSN：{v:ssn}
英国租客的 NI 号码 {v:nino}
身份证后面那串：{v}
车位租赁合同 乙方身份证号：{v}
访客证{nn}号对应证件号{v}
装修许可证申请人证件号码 {v}
临时保安身份证号码是 {v} 请核实
回乡证：{v:hrp}
新来的保洁阿姨身份证{v}，入职资料
""")

T["government_id"]["mixed"] = _t(r"""
{v} 是 tenant 的身份证号，verified
Visitor 登记 ID：身份证 {v}
装修 worker 身份证 {v}，photo 已留存
业主 ID number {v}
外籍 visitor passport {v:uspass}
港澳通行证 {v:hkmo}，来 viewing 的
Passport 护照号：{v:cnpass}
visitor_type,id_type,id_no\n施工 contractor,身份证,{v}
{"ticket": "{gd}", "id_no": "{v}", "verified": "通过"}
{ts} id_scan 证件号={v} result=MATCH gate={nn}
我的 ID 是 {v} 你 register 一下
ID N0 身份证号: {v}
visitor:\n  id_type: 身份证\n  id_no: "{v}"
| Visitor | ID | No. |\n|---|---|---|\n| 装修 | 身份证 | {v} |
月卡 permit 需要 ID copy，号码 {v}
Tenant 身份证 {v} 已备案
Driving licence 驾驶证号 {v}（same as ID）
Courier 押了 ID 在前台，number {v}
人脸 access 录入，ID {v}
业委会 election 登记 ID {v}
Report 里的 ID {v} 打码再发 group
美籍业主 SSN {v:ssn}，tax 用
UK tenant 的 NI number {v:nino}
Lease 乙方 ID {v}
Visitor badge {nn} 对应 ID {v}
装修 permit applicant ID {v}
临时 guard 身份证 {v} pls verify
new 保洁阿姨 ID {v}，HR 资料
US visitor driving licence {v:usdl} 押在前台
Right-to-work check 新保安 passport {v:ukpass}
SSN {v:ssn} 别写在 incident report 里
台胞证 {v:tw}，visitor 来看房
""")

T["financial"]["en"] = _t(r"""
Service charge direct debit: sort code {sort}, account {v:ukacct}
HOA dues autopay from account {v:usacct} (routing on the mandate form)
Card on file for the parking permit: {v:card}
Refund the renovation deposit to IBAN {v:ibangb}
type,payment_method,number\nowner,card,{v:card}
{"invoice": "{wo}", "pay_method": "card", "card_number": "{v:card}", "amount": "{amt}"}
Owner paid the fob replacement with card {v:mc}, exp 09/28
Party room booking charged to Amex {v:amex}
card number is {v:cardnosp} expiry oh nine twenty eight
CARD N0: {v:card}\nAM0UNT: {amt}
{ts} payment.failed card={v:card} reason=insufficient_funds permit=monthly
Please pay the fob replacement fee from account {v:ukacct}, sort code {sort}
Overseas owner's IBAN: {v:ibande}
payout:\n  iban: "{v:iban}"\n  reference: deposit-refund
| Method | Number |\n|---|---|\n| Direct debit | {v:ukacct} |
Bank details for the deposit return: {v:sortacct}
Cheque for the service charge bounced, drawn on account {v:usacct}
ACH routing number {v:aba} - owner confirmed it on the phone
Parcel locker subscription billed to {v:visa}
The owner wants the refund paid to {v:ibannl}
Pay my quarterly fees from card {v:card} please, same as last time
Emailed card details (do NOT do this again): {v:card}
Move-out deposit -> IBAN {v:iban}
acct no. {v:usacct}, checking
Guard found a bank card by the bins, number {v:card}, handed to lost property
Card {v:card} declined at the car park pay station three times
UnionPay card {v:cup} on file for the tenant's monthly permit
Refund via BACS to {v:sortacct}
Direct debit mandate: account number {v:ukacct}
Payment link failed, resident read out card {v:card} over the phone
{v:card} - that's the card for the guest-suite deposit
Levy arrears paid from account {v:usacct} on {date}
""")

T["financial"]["zh"] = _t(r"""
物业费代扣银行卡号：{v:cup}
装修押金退到这张卡{v:cup}，工商银行
月卡续费绑定的信用卡{v:visa}
收款账号：{v:cup}，开户行招商银行
业主类型,支付方式,卡号\n自住,银行卡,{v}
{"工单号": "{gd}", "支付方式": "银行卡", "卡号": "{v}", "金额": "{zamt}"}
{ts} 缴费失败 卡号={v} 原因=余额不足 类型=月卡
卡号是{v:cardnosp}你帮我续一下月卡
卡 号：{v}\n金 额：{zamt}
退款账户{v:cup}（建设银行）
外籍业主的IBAN：{v:ibangb}
| 方式 | 号码 |\n|---|---|\n| 银行代扣 | {v} |
退款:\n  卡号: "{v}"\n  备注: 装修押金
保安在垃圾房旁边捡到一张银行卡，卡号{v}，已交失物招领
停车缴费机刷卡失败，卡号{v}
业主要求把押金退到{v}
扣款失败：卡号{v} 余额不足
请转账到我个人账户{v:cup}，户名就是我本人
信用卡号{v:mc} 有效期 09/28
银联卡{v:cup}绑定了物业App自动缴费
会所订场用的运通卡{v:amex}
德国业主的IBAN {v:ibande}
电话里业主报了卡号{v}，已经登记
微信群里有人把卡号{v}发出来了，赶紧撤回
车位租金打到{v:cup}
收款卡号：{v:cup}
快递柜会员自动续费卡{v}
装修保证金退还申请，收款账号{v:cup}
工单{gd}：业主要求把扣款卡换成{v}
卡号 {v} 已挂失
美国账户 {v:usacct}，routing 另外发
{v}，这是我交物业费的卡
""")

T["financial"]["mixed"] = _t(r"""
物业费 auto-debit 卡号：{v:cup}
装修押金 refund 到这张卡 {v:cup}，ICBC
月卡续费 credit card {v:visa}
Payee account 收款账号：{v:cup}
type,method,number\n自住,card,{v}
{"invoice": "{gd}", "method": "银行卡", "card": "{v}", "amount": "{zamt}"}
{ts} payment.failed 卡号={v} reason=余额不足
card number is {v:cardnosp} 帮我 renew 月卡
CARD N0 卡号: {v}
Refund account {v:cup}（建行 CCB）
外籍业主 IBAN：{v:ibangb}
| Method | 号码 |\n|---|---|\n| Direct debit 代扣 | {v} |
refund:\n  card: "{v}"   # 装修押金
Guard 捡到 bank card，卡号 {v}，交 lost property 了
Car park pay station 刷卡 fail，card {v}
业主 wants 押金 refund to {v}
Debit failed：card {v} insufficient funds
转账到我 personal account {v:cup}
Credit card {v:mc} exp 09/28
UnionPay {v:cup} 绑定了 app auto-pay
Amex {v:amex} 付会所 booking
德国业主 IBAN {v:ibande}
电话里业主 read out card {v}
群里有人发了 card number {v}，快撤回
车位 rent 打到 {v:cup}
Locker membership auto-renew card {v}
工单 {gd}：扣款 card 换成 {v}
Card {v} 已挂失 reported lost
US account {v:usacct}，routing 另发
UK owner sort code + account：{v:sortacct}
Deposit refund to IBAN {v:iban} pls
{v}，my 物业费 card
""")

T["person_name"]["en"] = _t(r"""
Visitor: {v}, here to see the building manager, badge #{nn}.
Package for {v} left in {locker}.
Resident {v} reported {lift} stuck between floors 4 and 5.
My name is {v}, I'm the new owner in {tower}.
Contractor on site: {v} ({vendor}), lift inspection, left at 3.
date,visitor,host,in,out\n{date},{v},resident,09:12,09:40
{"badge": {nn}, "visitor_name": "{v}", "host_type": "resident", "escort": false}
{ts} ACCESS_GRANTED card_holder="{v}" door="{gate}"
Guard on duty tonight: {v}
Handover: {v} is on nights this week, call if the barrier fails.
Minutes of the committee meeting. Present: treasurer, secretary, {v} (chair).
Motion moved by {v}; seconded by the treasurer. Carried.
Dear {v:titled},\n\nYour parking permit for bay {nn} has been renewed.\n\nManagement Office
Courier asked for {v} but nobody answered the intercom.
Lost & found: brown wallet belonging to {v}
hi this is {v:full} from the third floor my sink is leaking again
NAME: {v:upper}\nPURP0SE: DELlVERY
| Badge | Visitor |\n|---|---|\n| {nn} | {v} |
visitor:\n  name: "{v}"\n  badge: {nn}\n  escorted: true
Parking permit holder: {v}
Thanks {v} for getting the gate fixed so fast!
@concierge can you let {v} up? she's my sister
{v} signed for the delivery at 14:02
Incident: {v} slipped on the wet floor in the lobby, first aid given, CCTV saved.
Keys released to {v:full} (cleaner) per the owner's written authorisation.
Complaint lodged by {v} re the dog barking on the balcony
Fob #{nn} assigned to {v}
Please welcome {v:full}, our new weekend concierge.
Lift entrapment: {v:full} trapped about 20 min, freed by the {vendor} technician.
Regards,\n{v:full}\nHon. Secretary, Residents' Association
Name on the move-in booking: {v:lastfirst}
{v:tfull} called to say the contractor left the fire door propped open.
""")

T["person_name"]["zh"] = _t(r"""
访客：{v}，找物业经理，访客证{nn}号。
{v}的快递放在{zlocker}了。
业主{v}反映{zlift}卡在4楼和5楼之间。
我叫{v}，是新搬来的业主。
施工人员：{v}（{zvendor}），电梯年检，下午三点离场。
日期,访客,被访,进,出\n{zdate},{v},业主,09:12,09:40
{"访客证": {nn}, "访客姓名": "{v}", "被访类型": "业主"}
{ts} 门禁 放行 持卡人="{v}" 门="{zgate}"
今晚值班保安：{v}
交接班：本周夜班是{v}，道闸坏了打电话给他。
业委会会议纪要 出席：主任{v}、副主任、秘书
本议题由{v}提出，秘书附议，表决通过。
尊敬的{v:zhtitled}：\n\n您的车位月卡已续费成功。\n\n物业服务中心
快递员找{v}，对讲没人接。
失物招领：{v}的钱包，请到前台认领
你好我是{v}三楼的水槽又漏水了
姓 名：{v}\n事 由：送 货
| 访客证 | 姓名 |\n|---|---|\n| {nn} | {v} |
访客:\n  姓名: "{v}"\n  陪同: 是
月卡持有人：{v}
感谢{v}师傅这么快修好道闸！
@前台 麻烦放{v}上来，是我妹妹
{v}签收了快递，下午两点
事件：{v}在大堂滑倒，已做简单处理，监控已保存
经业主书面授权，钥匙交给保洁{v}
{v}投诉楼上阳台狗叫
门卡{nn}号登记在{v}名下
欢迎新同事{v}加入周末前台
困梯：{v}被困约20分钟，{zvendor}维保人员解救
此致\n{v}\n业主委员会秘书
搬入预约登记人：{v}
{v:zhtitled}来电说装修工人把防火门撑开了
""")

T["person_name"]["mixed"] = _t(r"""
Visitor 访客：{v}，找 building manager，badge {nn}
{v} 的 package 放在 {zlocker} 了
业主 {v} report {zlift} stuck 在 4 楼和 5 楼之间
我叫 {v}，new owner in {tower}
Contractor 施工：{v}（{vendor}），lift inspection
date,visitor,host,in,out\n{zdate},{v},业主,09:12,09:40
{"badge": {nn}, "visitor_name": "{v}", "类型": "业主"}
{ts} ACCESS_GRANTED 持卡人="{v}" door="{zgate}"
Tonight 值班 guard：{v}
Handover 交接：{v} 本周 night shift
业委会 meeting 出席：chair {v}、treasurer、secretary
Motion 由 {v} 提出，seconded，通过
Dear {v:titled}，您的 parking permit 已续费
Courier 找 {v}，intercom 没人接
Lost & found 钱包 belongs to {v}
hi 我是 {v} 三楼的 sink 又漏了
NAME 姓名: {v}
| Badge | 姓名 Name |\n|---|---|\n| {nn} | {v} |
visitor:\n  name: "{v}"  # 访客
月卡 permit holder：{v}
Thanks {v} 师傅 gate 修得好快！
@concierge 麻烦放 {v} 上来，my sister
{v} signed for 快递 at 14:02
Incident 事件：{v} 在 lobby 滑倒，first aid 已处理
Keys 交给 cleaner {v}，业主授权
{v} complain 楼上狗叫
Fob {nn} 登记在 {v} 名下
Welcome 新同事 {v} 加入 weekend concierge
Lift entrapment 困梯：{v} trapped 20 min
Regards,\n{v}\n业委会 Secretary
Move-in booking 登记人：{v}
{v:nick} 说 contractor 把 fire door 撑开了
""")

T["username"]["en"] = _t(r"""
{v} is my username on the parcel locker app, reset please
@{v} pls stop parking your bike in the loading bay
Resident portal username: {v}
BuildingLink login {v} locked after 5 failed attempts
Reported by user {v} in the residents' app, photo attached
{ts} auth.fail user={v} app=resident-portal src=kiosk-2
app,username,role\nButterflyMX,{v},resident
{"login": "{v}", "role": "resident", "fobs": 2, "mfa": false}
portal:\n  username: {v}\n  notify: push
| App | Username |\n|---|---|\n| Parcel lockers | {v} |
Nextdoor user {v} posted photos of the garage break-in
The lobby Wi-Fi hog turned out to be the Xbox account {v}
Ring app shared user: {v}
Reddit u/{v} posted a photo of our keypad, code changed since
Instagram @{v} tagged the rooftop pool in a party video
TikTok account @{v} filmed in the lobby without consent, guard asked them to stop
USER lD: {v}\nR0LE: RESlDENT
my login is {v} the app says wrong password
Reset password for portal account {v} as requested
Amazon Hub locker account {v} has 3 uncollected parcels
Parking permit portal account: {v}
X/Twitter @{v} has been complaining about the lifts all week
Signed in as {v} on the concierge tablet, remember to log out
Telegram: t.me/{v}
Moderator note: user {v} removed from the owners' forum for spam
GitHub user {v} opened the issue about the gate app crashing
ssh {v}@bms-gw.internal "systemctl restart acs-sync"
PSN id {v} keeps showing up on the lounge TV, please log out
Latch app username {v} needs unit access re-added
Discord handle {v} in the building server offered to sell a parking spot
Forwarded the complaint from forum member {v} to the managing agent
Venmo @{v} for the shared cleaning fee, thanks all
Login {v} has admin rights on the visitor system - is that right?
""")

T["username"]["zh"] = _t(r"""
{v}是我在物业App上的账号，麻烦帮我解锁
我的微信号：{v}，有事直接加
业主App账号{v}被锁定了，麻烦解一下
业主QQ号{v:qq}，群里找不到就加这个
抖音号{v}拍了大堂视频，没有报备
小红书用户@{v}发帖说我们小区门禁密码，已改
微博@{v}一直在骂物业电梯
{ts} 登录失败 用户={v} 终端=访客机2
平台,用户名,角色\n门禁App,{v},业主
{"账号": "{v}", "角色": "业主", "门卡数": 2}
门户:\n  用户名: {v}\n  推送: 开
| 平台 | 用户名 |\n|---|---|\n| 快递柜 | {v} |
物业系统登录账号：{v}
B站UP主{v}在会所拍视频没打招呼
钉钉账号{v}还在保安群里，人已经离职了
门禁App用户名 {v}
用 户 名：{v}\n角 色：业 主
我的账号是{v}登不上去
加我微信{v}，备注房号
业主论坛用户{v}因刷屏被禁言三天
快递柜App账号{v}有三个包裹没取
GitHub用户{v}提了门禁App闪退的issue
ssh {v}@nvr-backup.local 重启一下录像服务
闲鱼用户{v}在卖小区车位，疑似二房东
群昵称“{v}”的那位，请私聊前台
已重置账号{v}的密码，初始密码短信发送
智慧社区平台 username：{v}
王者荣耀ID {v}的那个小孩天天在会所打游戏
企业微信账号 {v} 已停用
Telegram @{v}，海外业主群
微信号是{v:wxid}，扫码加不上就搜这个
百度网盘账号{v}分享了监控录像，链接已失效
抖音@{v}直播了电梯困人，请联系删除
""")

T["username"]["mixed"] = _t(r"""
{v} 是我 resident app 的 username，被锁了
@{v} 别再把 bike 停在 loading bay 了
Resident portal 用户名：{v}
BuildingLink login {v} 被锁了，5 次输错
业主 app user {v} 报的，有照片
{ts} auth.fail user={v} app=业主门户 src=访客机2
app,username,role\n门禁 App,{v},业主
{"login": "{v}", "role": "业主", "fobs": 2}
portal:\n  username: {v}   # 业主账号
| App | Username 用户名 |\n|---|---|\n| 快递柜 locker | {v} |
小红书 @{v} 发了我们的 gate code，已改
抖音 @{v} 在 lobby 拍视频 without consent
微信号 WeChat ID：{v}
QQ {v:qq}，业主群找不到就加
USER lD 用户名: {v}
my login 是 {v}，一直 wrong password
Reset 了 {v} 的 password
Amazon locker account {v} 三个包裹没取
Parking portal 账号 {v}
微博 @{v} 一直 complain 电梯
Concierge tablet 登录着 {v}，记得 log out
Telegram t.me/{v}
论坛 user {v} 因 spam 被 ban
GitHub user {v} 提了 gate app crash 的 issue
ssh {v}@bms-gw.internal 重启 acs-sync
闲鱼 seller {v} 在卖小区 parking spot
Discord {v} 在 building server 里卖车位
企业微信 account {v} 已 disable
Login {v} 有 admin 权限 in 访客系统，对吗？
wxid {v:wxid} 加不上的话 search 这个
PSN id {v} 一直登在 lounge TV 上
B站 UP主 {v} 在 rooftop 拍 vlog 没报备
Nextdoor user {v} posted 车库被撬的照片
""")

T["home_path"]["en"] = _t(r"""
{v:win} - that's where the concierge PC saves the visitor log
Exported clip saved to {v:win}
Visitor log spreadsheet lives at {v:win}, don't rename it
Traceback (most recent call last):\n  File "{v:linuxpy}", line 42, in sync_fobs\nKeyError: 'door_17'
rsync -av /mnt/nvr/footage/ {v:linuxdir}
cd {v:macdir} && ./export_permits.sh --month {month}
{ts} ERROR cannot open {v} (permission denied)
report,path\nincident {wo},{v:win}
{"export_dir": "{v:jsonwin}", "retention_days": 30}
nvr_export:\n  output: {v:linuxdir}\n  format: mp4
The shift report template is in {v:win} - please don't move it.
0 2 * * * {v:linuxsh} >> /var/log/fob_sync.log 2>&1
Screenshot saved: {v:macpng}
PermissionError: [Errno 13] Permission denied: '{v:linux}'
home dir on the BMS laptop is {v:home}, backups go under it
python3 {v:linuxpy} --site tower-b --dry-run
WSL path for the export: {v:wsl}
| Item | Location |\n|---|---|\n| Key register | {v:win} |
Open {v:win} and print the parking list for tonight
git repo for the kiosk is cloned into {v:linuxdir}
Backup of the key register: {v:mac}
VS Code workspace: {v:macdir}
ffmpeg -i input.dav -c copy {v:macmp4}
Attachment path (from the concierge PC): {v:win}
export NVR_EXPORT_DIR={v:linuxdir}
saved the CCTV stills to {v:windir} sorry forgot to upload
Error: ENOENT: no such file or directory, open '{v:mac}'
Excel says the file is locked for editing: {v:win}
docker run -v {v:linuxdir}:/data lpr-engine:2.3
ssh config on the BMS laptop lives in {v:home}/.ssh/config
Saved the AGM minutes draft at {v}
Outlook couldn't attach {v:win}, sending via OneDrive instead
The guard PC keeps the fob CSV in {v:windir}
""")

T["home_path"]["zh"] = _t(r"""
{v:win}，前台电脑的访客登记表就在这里
监控录像已导出到{v:win}
访客登记表在{v:win}，别改名字
Traceback (most recent call last):\n  File "{v:linuxpy}", line 42, in sync_fobs\nKeyError: '门禁17'
rsync -av /mnt/nvr/录像/ {v:linuxdir}
cd {v:macdir} && ./导出月卡.sh
{ts} 错误 无法打开 {v}（权限不足）
报告,路径\n事件{gd},{v:win}
{"导出目录": "{v:jsonwin}", "保留天数": 30}
录像导出:\n  输出: {v:linuxdir}\n  格式: mp4
交接班模板放在{v:win}，请不要移动
0 2 * * * {v:linuxsh} >> /var/log/门禁同步.log
截图已保存：{v:macpng}
PermissionError: [Errno 13] Permission denied: '{v:linux}'
楼控笔记本的用户目录是{v:home}，备份都在下面
python3 {v:linuxpy} --项目 二期
WSL 路径：{v:wsl}
| 文件 | 位置 |\n|---|---|\n| 门禁卡台账 | {v:win} |
打开{v:win}把今晚的车位名单打印出来
门禁App代码克隆到了{v:linuxdir}
钥匙登记表备份：{v:mac}
ffmpeg -i 录像.dav -c copy {v:macmp4}
前台电脑上的附件路径：{v:win}
export NVR_EXPORT_DIR={v:linuxdir}
监控截图存到{v:windir}了，忘了上传
Error: ENOENT: no such file or directory, open '{v:mac}'
Excel提示文件被锁定：{v:win}
docker run -v {v:linuxdir}:/data lpr-engine:2.3
业委会会议纪要草稿存在{v}
微信发不了{v:win}，太大了
保安电脑上的门卡名单在{v:windir}
文件路径 {v:win} 打不开，提示找不到
巡更记录导出在{v:windir}下面
""")

T["home_path"]["mixed"] = _t(r"""
{v:linuxdir} 是 NVR export 的目录，每晚 rsync
CCTV clip 导出到 {v:win}
访客 log 在 {v:win}，don't rename
Traceback (most recent call last):\n  File "{v:linuxpy}", line 42, in sync_fobs\nKeyError: '门禁17'
rsync -av /mnt/nvr/ {v:linuxdir} 每晚备份
cd {v:macdir} && ./export_permits.sh 导出月卡
{ts} ERROR 无法打开 {v} permission denied
report,path\n事件 {gd},{v:win}
{"export_dir": "{v:jsonwin}", "保留": 30}
nvr_export:\n  output: {v:linuxdir}   # 录像导出
Shift report 模板在 {v:win}，别动
crontab: 0 2 * * * {v:linuxsh}
Screenshot 截图 saved: {v:macpng}
PermissionError: [Errno 13] Permission denied: '{v:linux}'
BMS laptop 的 home dir 是 {v:home}
python3 {v:linuxpy} --site 二期 --dry-run
WSL path：{v:wsl}
| 文件 File | Location |\n|---|---|\n| 门禁卡台账 | {v:win} |
Open {v:win} 打印今晚 parking list
kiosk repo clone 到了 {v:linuxdir}
Key register backup 钥匙登记：{v:mac}
ffmpeg -i input.dav -c copy {v:macmp4}
前台 PC attachment path：{v:win}
export NVR_EXPORT_DIR={v:linuxdir}
CCTV stills 存到 {v:windir} 了 sorry 忘了 upload
Error: ENOENT: no such file or directory, open '{v:mac}'
Excel 说 file locked：{v:win}
docker run -v {v:linuxdir}:/data lpr-engine:2.3
AGM minutes 草稿 saved at {v}
微信发不了 {v:win}，file too big
guard PC 上的 fob CSV 在 {v:windir}
路径 {v:win} not found 打不开
""")

T["schedule"]["en"] = _t(r"""
{v:enam} every weekday - that's when I leave, so the cleaner can come after
I leave for work at {v:enam} every weekday, so please have parcels in the locker, not at the desk.
My mum's carer comes every morning at {v:enam}; please let her up without calling.
FYI the resident with the husky walks him round the podium garden at {v:enpm} every night.
My son gets home from school at {v:day} on weekdays and uses the side gate on his own.
I swim in the residents' pool at {v:enam} every day before work, is it open then?
I take the recycling down at {v:enpm} most nights, the bin room light is broken
Every Sunday at {v:day} I get a grocery delivery, the driver needs the goods lift
I work nights - out the door at {v:enpm}, back around dawn - so please no drilling before noon
i usually get back from the gym at {v:enpm} so buzz me after that
The carer visits twice daily; the first visit is at {v:enam}.
Please don't start the leaf blower before {v:day}, I sleep until then every day after my shift.
The nanny takes my daughter to nursery at {v:enam} each weekday, she has a fob.
Guard log: owner in the corner flat jogs out of the east gate at {v:mil} daily, leave the pedestrian gate on fob mode.
I'm always home by {v:enpm} on Tuesdays and Thursdays if the courier needs a signature
my dad does tai chi in the courtyard every morning at {v:enam}, please don't lock the gate
Meals-on-wheels arrives at {v:day} every weekday for my neighbour, she's 91
I pick up my kids at {v:day} every school day, so I need the car out of the stacker by then
routine,days,time\ndog walk,daily,{v}\nbins,Mon/Thu,evening
{"standing_instruction": "leaves for work", "weekdays": true, "time": "{v:enam}"}
standing_instructions:\n  daily_pickup: "{v:enpm}"\n  hold_parcels: true
| Routine | Days | Time |\n|---|---|---|\n| Leave for work | Mon-Fri | {v:enam} |
He leaves at {v:enam} sharp every morning, you could set your watch by it.
My physio is every Wednesday at {v:day}, I'll need the accessible bay those days
My cleaner comes every Friday at {v:day}, she has her own fob
I go to bed at {v:enpm} every night, so please keep the gym music down after that
Standing instruction: hold packages, resident collects at {v:enpm} each evening.
Our daughter's school bus picks her up at the main gate at {v:enam} every morning.
I walk to the station at {v:enam} daily - the side gate is always still locked then
Wake-up check call for the elderly resident at {v:enam} every day, per family request
from monday to friday im out of the flat by {v:enam} so any time after is fine for the repair
Every night at {v:enpm} I move my car to the visitor bay to charge it
Tuesdays I teach late and get in at {v:enpm}, can the night guard hold my parcel?
""")

T["schedule"]["zh"] = _t(r"""
{v:h24}是我每天出门遛狗的时间，那时候侧门能不能别锁
我每天早上{v:zham}出门上班，快递麻烦放快递柜，别放前台。
我妈的护工每天早上{v:zham}来，麻烦直接放她上楼不用打电话。
养哈士奇的那位业主每天晚上{v:zhpm}在中庭遛狗。
我儿子工作日下午{v:zhaft}放学自己回家，走侧门。
我每天{v:zham}去会所游泳，那时候开门吗？
我一般晚上{v:zhpm}下楼倒垃圾，垃圾房的灯坏了
每周日{v:day}有生鲜配送，送货的要用货梯
我上夜班，每天晚上{v:zhpm}出门，早上才回来，中午之前别装修
我健身一般晚上{v:zhpm}回来，之后再按门铃
护工每天来两次，第一次是早上{v:zham}。
我下夜班白天睡觉，每天{v:day}之前请不要用吹叶机
保姆每个工作日早上{v:zham}送孩子去幼儿园，她有门卡。
保安记录：转角那户的业主每天早上{v:zham}从东门出去跑步。
我每周二、周四晚上{v:zhpm}之前肯定到家，快递要签收可以那时候送
我爸每天早上{v:zham}在中庭打太极，别锁那个门
我每天下午{v:zhaft}接孩子，车要在那之前从机械车位里取出来
事项,日期,时间\n遛狗,每天,{v:h24}\n倒垃圾,周一周四,晚上
{"常规": "出门上班", "工作日": true, "时间": "{v:h24}"}
常规安排:\n  每日取件: "{v:h24}"\n  代收包裹: 是
| 事项 | 日期 | 时间 |\n|---|---|---|\n| 出门上班 | 周一至周五 | {v:h24} |
他每天早上{v:zham}准时出门，雷打不动。
我每周三{v:day}做康复理疗，那天需要无障碍车位
保洁阿姨每周五{v:day}来，她自己有门卡
我每天晚上{v:zhpm}睡觉，之后健身房音乐能不能小声点
长期委托：包裹代收，业主每天晚上{v:zhpm}来取。
我女儿的校车每天早上{v:zham}在正门接她
我每天早上{v:zham}走去地铁站，那时候侧门还锁着
家属要求每天早上{v:zham}给独居老人打个电话确认平安
周一到周五我早上{v:zham}就出门了，之后什么时候来修都行
我每天晚上{v:zhpm}把车挪到访客车位充电
我每天晚上{v:zhpm}左右遛狗，狗绳会牵好的
""")

T["schedule"]["mixed"] = _t(r"""
{v:am} 是我每天出门的 time，side gate 别锁
我每天 {v:am} 出门上班，parcels 放 locker 就行
我妈的 carer 每天早上 {v:am} 来，let her up 不用 call
养 husky 的那位 every night {v:pm} 在中庭遛狗
我儿子 weekday {v:day} 放学自己回家，走 side gate
我每天 {v:am} 去 pool 游泳，那时候开门吗
我一般 {v:pm} 倒 recycling，垃圾房 light 坏了
每周日 {v:day} 有 grocery delivery，要用 goods lift
我上 night shift，每天 {v:pm} 出门，中午前别 drilling
gym 回来一般 {v:pm}，after that 再 buzz 我
Carer 一天来两次，first visit {v:am}
我 sleep 到 {v:day}，每天都是，before that 别用 leaf blower
Nanny 每个 weekday {v:am} 送孩子去 nursery
Guard log：转角那户 every day {v:mil} 从 east gate 出去跑步
周二周四 {v:pm} 之前我一定 home，courier 可以那时候送
我爸 every morning {v:am} 在 courtyard 打太极
我每天 {v:day} pick up kids，车要 before that 从 stacker 取出来
routine,days,time\n遛狗 dog walk,daily,{v}
{"instruction": "出门上班", "weekdays": true, "time": "{v:am}"}
standing_instructions:\n  daily_pickup: "{v:pm}"   # 每天取件
| Routine 事项 | Days | Time |\n|---|---|---|\n| 出门上班 | Mon-Fri | {v:am} |
他每天 {v:am} sharp 出门，雷打不动
每周三 {v:day} physio 理疗，需要 accessible bay
保洁阿姨 every Friday {v:day} 来
我每晚 {v:pm} 睡觉，gym music 小声点 after that
Standing instruction：包裹代收，业主每天 {v:pm} 来取
女儿的 school bus 每天 {v:am} 在 main gate 接她
我每天 {v:am} walk to 地铁站，side gate 还锁着
Family 要求每天 {v:am} call 独居老人 check 一下
Mon to Fri 我 {v:am} 就出门了，之后修都 ok
我每晚 {v:pm} 把 EV 挪到 visitor bay 充电
每天晚上 {v:pm} walk the dog，会牵绳
""")

T["geo"]["en"] = _t(r"""
{v:ukpc} is the postcode of my parents' house, send the spare keys there
Resident shared her live location with the desk: {v:gps}
ZIP code on the owner's mailing address: {v:zip}
Forward the service charge statement, postcode {v:ukpc}
Last known GPS of the missing elderly resident: {v:gps}
Courier's drop pin for the owner's home: {v:plus}
{"device": "kid-watch", "geohash": "{v:geohash}", "battery": "{pct}"}
Tile tracker for the stolen e-bike shows {v:gps}, police informed
unit_type,postcode,permit\nresident,{v:ukpc},zone B
{ts} tracker.ping device=kid-watch lat_lon={v:gps} acc=12m
The owner uses what3words for deliveries to her house: {v:w3w}
Send the replacement fob to postcode {v:ukpc}
Owner lives abroad now; ZIP {v:zip}
| Field | Value |\n|---|---|\n| Home ZIP | {v:zip} |
resident:\n  home_coords: "{v:gps}"\n  share: family
my postcode is {v:ukpc} for the parking permit
P0STC0DE: {v:ukpc}\nPERMIT: RESIDENT
Dog walker's GPS log shows her at {v:gps} when the dog slipped the lead
Find My shows my phone at {v:gps}, probably in the gym changing room
ZIP+4 on the lease: {v:zip}
The owner's holiday cottage postcode is {v:ukpc}, send the keys there
Drop-off pin for the wheelchair user's taxi: {v:gps}
Geotag on the resident's photo of the flood: {v:gps}
AirTag on my car keys says {v:gps}, can the night guard check the car park?
My home ZIP is {v:zip}, the form keeps rejecting it
Billing postcode for the permit card: {v:ukpc}
EXIF GPS from the resident's complaint photo: {v:gps}
Resident gave her location to 911 as {v:gps}
Tracking the moving van with the owner's stuff: {v:gps}
Parcel redirected to a pickup point near the owner's house, ZIP {v:zip}
Live location from the resident's WhatsApp: {v:gps}
Plus code of the owner's house for the locksmith: {v:plus}
Home geohash from the kid's tracker: {v:geohash}
""")

T["geo"]["zh"] = _t(r"""
{v:cnpost}是我老家的邮编，退款支票寄那里
业主共享的实时位置：{v:gps}
业主老家通讯地址的邮编{v:cnpost}
走失老人最后一次定位 {v:gps}
孩子的电话手表定位：{v:gps}
退款支票寄到业主家，邮编{v:cnpost}
{"设备": "儿童手表", "geohash": "{v:geohash}", "电量": "{pct}"}
电动车防盗器定位 {v:gps}，已报警
房型,邮编,车位\n自住,{v:cnpost},B区
{ts} 定位上报 设备=儿童手表 经纬度={v:gps} 精度=12米
我把位置发你了{v:gps}你过来接一下
邮 政 编 码：{v:cnpost}
| 字段 | 内容 |\n|---|---|\n| 家庭邮编 | {v:cnpost} |
业主:\n  家庭坐标: "{v:gps}"\n  共享: 家人
业主拍的漏水照片带GPS信息：{v:gps}
外卖骑手说业主的定位在{v:gps}
高德地图分享我家位置：{v:gps}
孩子手表里记录的家的 geohash：{v:geohash}
业主给开锁师傅发的 Plus Code：{v:plus}
业主在国外，邮编 {v:zip}
英国业主的 postcode {v:ukpc}
车钥匙上的AirTag显示在{v:gps}，麻烦夜班保安去车库看看
报警时业主提供的位置{v:gps}
搬家车实时位置{v:gps}，业主的东西都在车上
微信位置共享：{v:gps}
老人的防走失手环最近一次上报：{v:gps}
寄件人（业主本人）邮编：{v:cnpost}
宠物狗项圈定位 {v:gps}，应该在业主家楼下
请把门卡寄到我家，邮编：{v:cnpost}
业主家定位坐标（WGS84）{v:gps}
经纬度：{v:gps}（业主家）
业主发的三词地址 {v:w3w}
""")

T["geo"]["mixed"] = _t(r"""
{v:gps} 是我家 location，locksmith 直接来
业主 shared live location：{v:gps}
Owner 老家 ZIP/邮编 {v:cnpost}
走失老人 last known GPS {v:gps}
Kid watch 定位：{v:gps}
Refund 支票寄到业主家，postcode {v:ukpc}
{"device": "儿童手表", "geohash": "{v:geohash}", "battery": "{pct}"}
电动车 tracker 显示 {v:gps}，已报警
type,postcode,车位\n自住,{v:cnpost},B区
{ts} tracker.ping 设备=kid-watch lat_lon={v:gps}
我把 location 发你了 {v:gps} 来接一下
POSTC0DE 邮编: {v:cnpost}
| Field 字段 | Value |\n|---|---|\n| Home ZIP | {v:zip} |
resident:\n  home_coords: "{v:gps}"   # 业主家
漏水照片 EXIF GPS：{v:gps}
Rider 说业主 pin 在 {v:gps}
Google Maps 分享我家 location：{v:gps}
Plus code 发给 locksmith：{v:plus}
业主在 overseas，ZIP {v:zip}
UK owner postcode {v:ukpc}
AirTag on 车钥匙 shows {v:gps}，night guard 去看看
报警时 location {v:gps}
Moving van 实时位置 {v:gps}
WhatsApp live location 业主：{v:gps}
防走失手环 latest ping {v:gps}
寄件人 postcode 邮编：{v:cnpost}
狗狗 collar tracker {v:gps}，应该在业主楼下
Fob 寄到我家，ZIP {v:zip}
Home coordinates（WGS84）{v:gps}
业主发的 what3words {v:w3w}
Home geohash from 儿童手表：{v:geohash}
lat/lng 经纬度 {v:gps}（业主家）
""")


# --------------------------------------------------------------------------- benign texts
BENIGN: dict[str, list[str]] = {}

BENIGN["en"] = _t(r"""
{lift} ({vendor}) will be out of service for its annual inspection on {date}, 09:00-17:00. Please use the goods lift.
Package room hours: Mon-Fri 8am-8pm, Sat 10am-4pm, closed on bank holidays.
Work order {wo} closed: replaced the door closer on the {floor} stair door. Parts {amt}, labour 1.5 h.
Firmware {ver} pushed to all {camvendor} cameras; release notes mention a fix for RTSP timeouts on port {port}.
Reminder: the car park barriers are tested every {weekday} morning, expect short delays at {gate}.
Monthly parking permit fee rises to {amt} from {month}; visitor permits stay free for the first 2 hours.
CCTV retention is 30 days; clips older than that are overwritten unless flagged in case {wo}.
Fire alarm test every {weekday} at 10:00, lasting about 15 minutes. No need to evacuate.
{vendor} logged fault code {fault} on {lift} three times this week; a technician is booked for {date}.
Load test passed on {lift}: rated load 1,600 kg, tested at 125%, door cycle 4.2 s.
Build {hash7} of the visitor kiosk deployed; config checksum sha256:{sha}.
Device {uuid} re-enrolled on the access control server (port {port}) after the power cut.
{"ticket": "{wo}", "status": "resolved", "category": "lighting", "floor": "{floor}", "cost": "{amt}"}
date,incident,severity,status\n{date},water ingress at {floor} riser,low,closed\n{date},{cam} offline,medium,open
Minutes item 3: the board approved the {amt} quote for repainting {tower} lobby. Motion carried 5-1.
Patrol route: {gate} -> bike store -> {floor} plant room -> roof, every two hours overnight.
Contractor parking is limited to 2 hours in the visitor bays; overstays get a warning notice.
The lobby of {tower} may smell of paint early in the morning this week; works finish on {weekday}.
Amazon Hub Locker+ firmware {ver} adds support for oversized parcels and a faster touchscreen.
Server cupboard on {floor} hit 31°C overnight; the split AC unit was reset and is holding 22°C.
House rules: no renovation noise on Sundays or public holidays; weekdays 8:30am-5:30pm only.
{co} will circulate the revised service charge budget for {month} with the quarterly newsletter.
Victoria line closures this weekend may delay contractors coming from Brixton.
Lily pond pump replaced; flow is now 4,000 L/h and the filter was cleaned on {date}.
Please don't jack cars up in the wash bay - use the mechanic bay on {floor}.
Grace period for permit renewal is 7 days after expiry; after that a new application is needed.
Mark any damaged tiles with chalk before the {vendor} survey on {date}.
lift_monitor:\n  poll_interval_s: 30\n  broker_port: {port}\n  retries: 5\n  alert_channel: "#lifts"
SELECT door_id, COUNT(*) AS forced FROM access_events WHERE type = 'DOOR_FORCED' AND ts > now() - interval '{n} days' GROUP BY door_id;
{ts} INFO barrier.open gate=north reason=PERMIT_VALID latency_ms={nn}2
Bike store capacity is 120 racks plus 14 e-bike charging points; the waiting list reopens in {month}.
Section 20 notice for the roof works at {tower} has been issued; consultation closes in 30 days.
Leak sensor LD-{nn} on {floor} reporting battery at {pct}; replacement CR2032 on order.
{lift}: 2.5 m/s, 21 stops, machine-room-less, last modernised in 2019.
Schindler 3300 controller updated to {ver} during the maintenance window on {date}.
The AGM date will be confirmed by {co} once the accounts are audited.
| Lift | Status | Next service |\n|---|---|---|\n| Lift 1 | running | {date} |\n| Lift 2 | parts on order | TBC |
Ticket {wo}: flickering light in the {floor} corridor, electrician booked for next week.
Bin collection is on Mondays and Thursdays, early morning; please keep the {floor} ramp clear.
The concierge desk in {tower} is staffed 24/7, including bank holidays.
Smoke vent test passed on {date}; AOV panel firmware {ver}.
Price list: replacement fob {amt}, remote control {amt}, lost permit {amt}.
for door in site.doors:\n    if door.held_open_s > {nn}:\n        alert(door.id, level="warn")
Door-held-open alarm threshold set to {nn} seconds for all stairwell doors in {tower}.
Generator test run for 30 minutes on {date}; fuel level at {pct} afterwards.
Parcel volume was up {pct} in December compared with November; extra shelving ordered from {vendor}.
The tower crane next door operates 8am-6pm on weekdays under the council permit.
Install a Hikvision DS-2CD2143G2-I on the P2 ramp: 2.8 mm lens, IP67, PoE, {ver}.
King's Cross and St Pancras works may affect deliveries on {weekday}.
Gym opening hours: 6am-11pm daily; the sauna closes at 9pm.
Pool closed on {date} for rebalancing chemicals; pH target 7.2-7.6.
KONE MonoSpace 500 quote for {tower}: {amt} incl. VAT, lead time 14 weeks.
Docker image lpr-engine:2.3 now listens on port {port}; health check at /healthz.
The package room will be closed in the late afternoon on {date} for a shelving upgrade.
Reminder to all staff: log every key issue in the key register before the end of shift.
Strata levy for Q3 is unchanged; the sinking fund contribution rises by {pct}.
Snow clearing on the ramps starts at first light when the Met Office issues an amber warning.
git commit -m "fix: debounce door sensor events (closes {wo})"
EV chargers on {floor}: 7 kW, tariff 35p/kWh, 4-hour max stay.
Summer hours for the roof terrace: 10am-10pm until the end of September.
{ts} WARN lift-gw: {lift} door reopen count above threshold ({nn})
Visitor Wi-Fi SSID is "Lobby-Guest"; vouchers are printed at the desk on request.
Checked all {nn} fire extinguishers in {tower}; 3 replaced, next inspection in twelve months.
Move-in bookings: weekdays 9am-5pm, 3-hour slots, goods lift padded on request.
{ts} ERROR nvr: {cam} stream lost, reconnect in 30 s (attempt {n})
Quote comparison: {vendor} {amt} vs {vendor} {amt}, both include a 12-month warranty.
Hunter Douglas blinds in the lounge were re-strung under warranty.
Reading Borough Council confirmed the scaffold licence until {month}.
Otis Gen2 Life installed in {tower}: 13 stops, 1,000 kg, 1.6 m/s.
Bus 73 runs every 8 minutes from the stop outside the main gate until midnight.
The Tesco Express on the ground floor is open 7am-11pm, Sundays 10am-4pm.
Commit {hash7}: bump hikvision-sdk from 6.1.9 to 6.1.11 and fix the RTSP reconnect loop.
Order #{nn}4471 from Screwfix: 20 x door closers at £{nn}.99 each, delivery to the loading dock.
NVR disk health: 4 x 8 TB in RAID 5, {pct} used, SMART OK on all drives.
GET /v2/events?door=17&since=2026-03-01T00:00:00Z returned 200 in {nn} ms.
Paxton Net2 v6.08 SR2 installed on the concierge PC; database backed up to the NAS.
Exported footage checksum (md5): {md5}
Wembley event day: expect heavy traffic around 5pm and visitor bays filling early.
Apple Pay and Google Pay are accepted at the car park pay station from {month}.
Rose Court and Jasmine House share the same bin store behind {tower}.
Faulty fob batch: serials FB-2026-0001 to FB-2026-0450 will be swapped at the desk.
The Jubilee line is suspended between Stratford and Canning Town on Sunday.
CO2 in the basement car park peaked at 1,150 ppm during the evening rush.
Fan coil units on {floor} serviced; G4 filters fitted, next change in 6 months.
""")

BENIGN["zh"] = _t(r"""
{zlift}年检安排在{zdate}，当天9:00-17:00停运，请走货梯或楼梯。
快递驿站营业时间：每天9:00-21:00，节假日正常营业。
工单{gd}已完成：更换{zfloor}消防通道闭门器，材料费{zamt}。
停车月卡价格{zmonth}起调整为每月{zamt}，临停首小时免费。
监控录像保存30天，超过自动覆盖，如需留存请提前申请，工单{gd}。
消防演练定于{zweek}上午10点，时长约15分钟，无需撤离。
{zvendor}电梯报故障代码{fault}，维保单位已派人，预计{zdate}修复。
海康威视DS-2CD3T46WDV3固件升级到{ver}，修复了RTSP断流问题，端口{port}。
业委会会议决议：同意外墙清洗报价{zamt}，5票赞成，1票反对。
夜间巡逻每两小时一次，路线：{zgate}→自行车库→{zfloor}设备房→天台。
装修施工时间：工作日8:30-12:00、14:00-18:00，周末及节假日禁止噪音施工。
张江高科站到小区步行约十分钟，走东门最近。
小区门口新开了一家李宁专卖店，营业到晚上十点。
王府井方向的公交改线了，访客请提前规划路线。
{"工单号": "{gd}", "状态": "已完成", "类别": "照明", "楼层": "{zfloor}", "费用": "{zamt}"}
日期,事件,等级\n{zdate},{zfloor}管井渗水,低\n{zdate},{zcam}离线,中
{ts} 信息 道闸开启 门=北门 原因=月卡有效 耗时={nn}ms
垃圾分类投放时间：早上7:00-9:00，晚上18:00-20:00，{ztower}同步执行。
充电桩收费1.2元/度，服务费0.8元/度，{zfloor}新增{nn}个车位。
停车收费标准：首小时5元，之后每小时3元，24小时封顶40元。
{zlift}额定载重1000公斤，速度1.75米/秒，共28层站。
水箱清洗安排在{zdate}凌晨，期间可能短暂停水。
二次供水水质检测合格，报告编号{gd}。
{zco}本季度物业服务满意度调查已启动，截止{zdate}。
消防控制室24小时有人值班，{ztower}消防通道每日巡查。
门禁系统版本{ver}，设备序列号{uuid}。
楼道灯改为声控感应，{zfloor}已完成，其余楼层{zmonth}完成。
| 电梯 | 状态 | 下次保养 |\n|---|---|---|\n| 1号梯 | 正常 | {zdate} |\n| 2号梯 | 待配件 | 待定 |
会所开放时间：每天6:00-22:00，泳池每周一闭馆清洁。
傍晚风大，请业主收好阳台物品，防止高空坠物。
快递柜新增50个格口，大件格口在{zlocker}旁边。
台风预警：今晚可能有强降雨，{zgate}已放挡水板。
电梯维保合同续签，{zvendor}报价{zamt}/年，含24次保养。
华为、小米的智能门锁都支持NFC开门，业主可自行选购。
小区绿化带{zweek}上午修剪，请勿在草坪停车。
地库照明改造完成，能耗下降{pct}。
停车场出入口道闸升级为车牌识别，识别率99.2%，固件{ver}。
配置:\n  轮询间隔: 30\n  端口: {port}\n  重试: 5
SELECT 门禁编号, COUNT(*) FROM 通行记录 WHERE 类型 = '强行开门' GROUP BY 门禁编号;
春节期间物业服务中心值班时间：上午9点至下午5点。
月度能耗：公共区域用电{nn}850度，环比下降{pct}。
高空抛物摄像头已覆盖{ztower}全部立面，共{nn}路。
{zdate}上午{ztower}停电检修，预计两小时，电梯暂停使用。
业主大会投票截止日期为{zdate}，请通过小程序投票。
车库排水泵房巡检正常，水位传感器读数0.32米。
访客车辆免费停放2小时，超时按临停标准收费。
宠物请牵绳，大型犬请佩戴嘴套，{ztower}周边禁止遛狗。
消防栓检查：共{nn}个，3个需更换水带。
新版业主App {ver} 上线，支持线上报修和缴费。
春风路口的红绿灯坏了，访客请绕行{zgate}。
电梯困人应急演练每季度一次，本次在{zdate}。
mqtt 主题 site/二期/lift/{n}/status，QoS 1，端口{port}。
git 提交：修复门磁抖动问题（关联工单{gd}）
凌晨两点到四点系统维护，门禁离线期间请刷实体卡。
本月快递量{nn}00件，较上月增长{pct}。
新能源车位共60个，均为7kW交流桩。
夏季泳池开放时间：上午10点到晚上9点。
{ts} 警告 {zcam} 视频丢失，30秒后重连（第{n}次）
报价对比：{zvendor}{zamt}，另一家{zamt}，均含一年质保。
{zco}在{zdate}组织消防培训，每栋楼派两名楼长参加。
黄山路口施工，渣土车夜间通行，噪音投诉请拨打市民热线。
地铁2号线首班车6:00，末班车23:00，小区班车每20分钟一班。
楼下全家便利店24小时营业，快递代收点在隔壁。
海康NVR硬盘：4块8TB，RAID5，已用{pct}，全部健康。
提交 {hash7}：门禁SDK升级到6.1.11，修复断线重连。
门禁卡批次FB-2026-0001至FB-2026-0450存在质量问题，请到前台免费更换。
周杰伦演唱会当天体育场周边交通管制，访客车辆请提前绕行。
刘家窑桥下正在施工，{zgate}出口右转车道临时封闭。
支持支付宝、微信支付、银联云闪付缴纳停车费。
导出录像文件的SHA256校验值：{sha}
地库CO浓度峰值45ppm，排风机已自动联动。
李村公园附近的公交站临时迁移，{zmonth}恢复。
接口 GET /v2/events?door=17 返回200，耗时{nn}ms。
风机盘管滤网已更换，下次更换时间为{zmonth}。
{zvendor}报价单号{gd}，含税{zamt}，供货周期14周。
本周六上午物业组织免费磨刀、家电维修便民活动，地点在{ztower}。
""")

BENIGN["mixed"] = _t(r"""
{zlift} annual inspection 安排在 {zdate}，09:00-17:00 停运，请用 goods lift。
Package room 营业时间：Mon-Fri 8am-8pm，周末 10am-4pm。
工单 {gd} closed：{zfloor} fire door closer 已更换，parts {zamt}。
{camvendor} cameras firmware 升级到 {ver}，修复 RTSP timeout，port {port}。
道闸 barrier 每周二早上 test，可能会 delay 一下。
月卡 parking permit {zmonth}起涨到 {zamt}，visitor 前 2 小时 free。
CCTV 录像 retention 30 天，超过自动 overwrite。
消防 alarm test 每周五 10:00，大约 15 分钟，不用 evacuate。
{vendor} 报 fault code {fault} on {lift}，technician 已安排 {date}。
Load test passed：额定 1,600 kg，125% 测试，door cycle 4.2 s。
Visitor kiosk build {hash7} 已 deploy，checksum sha256:{sha}。
Device {uuid} 重新 enroll 到门禁 server（port {port}）。
{"ticket": "{gd}", "status": "已完成", "category": "lighting 照明", "floor": "{zfloor}"}
date,incident,severity\n{zdate},{zfloor} riser 渗水,low
业委会 minutes：lobby 翻新 quote {zamt} approved，5 票赞成 1 票反对。
Patrol 巡逻 route：{zgate} -> bike store -> {zfloor} plant room -> roof，every 2 hours。
Contractor parking 限时 2 小时 in visitor bays。
Lobby 这周 early morning 会有油漆味，{zweek}完工。
Amazon Hub Locker+ firmware {ver} 支持 oversized parcels 大件。
{zfloor} server room 昨晚 31°C，AC reset 后 22°C。
装修 noise 规定：Sundays 和 public holidays 禁止，weekdays 8:30am-5:30pm。
{zco} 会在 {zmonth}发 service charge budget。
张江高科 station 步行十分钟，走东门 closest。
Lily pond 水泵换了，flow 4,000 L/h。
Grace period 月卡续费宽限期 7 天。
lift_monitor:\n  poll_interval_s: 30   # 轮询\n  port: {port}
SELECT door_id, COUNT(*) FROM access_events WHERE type = 'DOOR_FORCED' GROUP BY door_id; -- 强行开门统计
{ts} INFO 道闸 barrier.open gate=north reason=月卡有效 latency_ms={nn}2
Bike store 120 个 racks + 14 个 e-bike 充电位。
Leak sensor LD-{nn} 在 {zfloor}，battery {pct}，CR2032 已下单。
{zlift}：2.5 m/s，21 层站，machine-room-less。
Schindler 3300 controller 升级到 {ver}。
AGM 日期 TBC，{zco} 审计完再定。
| Lift 电梯 | Status | Next service |\n|---|---|---|\n| 1号梯 | running | {zdate} |
Ticket {gd}：{zfloor} corridor 灯闪，electrician 下周来。
垃圾 collection 周一周四 early morning，ramp 保持畅通。
Concierge 前台 24/7 有人。
Price list：fob 补办 {zamt}，remote {zamt}。
for door in site.doors:\n    if door.held_open_s > {nn}:  # 门未关报警\n        alert(door.id)
Door-held-open alarm 阈值 {nn} 秒。
Generator 发电机 test 30 分钟，fuel {pct}。
快递 volume 12 月比 11 月涨 {pct}，加了 shelving。
隔壁 tower crane 工作时间 weekdays 8am-6pm。
Hikvision DS-2CD2143G2-I 装在 P2 ramp，2.8 mm lens，IP67。
Gym 开放时间 6am-11pm，sauna 9pm 关。
Pool {zdate} 闭馆调水质，pH 7.2-7.6。
KONE MonoSpace 500 报价 {zamt}，lead time 14 周。
Docker image lpr-engine:2.3 listen 在 port {port}，health check /healthz。
Package room {zdate} 傍晚 close，升级 shelving。
所有 staff 注意：key issue 都要登记在 key register。
git commit -m "fix: 门磁 debounce (closes {gd})"
EV charger 充电桩 7 kW，1.2元/度，最多停 4 小时。
Roof terrace summer hours 10am-10pm，到九月底。
{ts} WARN lift-gw: {zlift} door reopen 次数超阈值 ({nn})
Visitor WiFi SSID "Lobby-Guest"，voucher 前台打印。
消防 extinguishers 共 {nn} 个，3 个 replaced。
Move-in 预约 weekdays 9am-5pm，每段 3 小时。
{ts} ERROR nvr: {zcam} stream lost，30 s 后重连（attempt {n}）
华为、小米 smart lock 都支持 NFC 开门。
李宁 store 在小区门口，营业到 10pm。
台风 warning：今晚 heavy rain，{zgate} 已放挡水板 flood barrier。
mqtt topic site/二期/lift/{n}/status，QoS 1。
Otis Gen2 Life 装在 {ztower}：13 层站，1,000 kg，1.6 m/s。
地铁 2 号线首班 6:00、末班 23:00，shuttle bus 每 20 分钟一班。
楼下 FamilyMart 全家 24 小时营业。
Commit {hash7}：升级 hikvision-sdk 到 6.1.11，fix RTSP reconnect。
NVR 硬盘 4 x 8 TB RAID 5，已用 {pct}，SMART OK。
GET /v2/events?door=17 返回 200，{nn} ms。
导出 footage 的 sha256：{sha}
周杰伦 concert 当天体育场附近交通管制，visitor 请绕行。
支持 Apple Pay、支付宝、微信支付 缴停车费。
Fob 批次 FB-2026-0001 至 FB-2026-0450 有问题，前台 free 更换。
Rose Court 和 Jasmine House 共用 bin store。
地库 CO2 峰值 1,150 ppm，排风机 auto 联动。
Fan coil 滤网已换，next change {zmonth}。
{camvendor} 报价单 {gd}，含税 {zamt}，lead time 14 周。
""")


# --------------------------------------------------------------------------- engine
V_RE = re.compile(r"\{v(?::(\w+))?\}")
F_RE = re.compile(r"\{(\w+)\}")
_LATIN = re.compile(r"[A-Za-z][A-Za-z'\-]+")
_TITLE_WORDS = {"mr", "mrs", "ms", "miss", "dr"}


def _fill(tpl: str, c: Ctx) -> str:
    def rep(m):
        return FILL[m.group(1)](c)

    return F_RE.sub(rep, tpl)


def _render(tpl: str, cat: str, c: Ctx):
    m = V_RE.search(tpl)
    table, defaults = GENS[cat]
    kind = m.group(1) or c.r.choice(defaults[c.lang])
    pre = _fill(tpl[: m.start()], c)
    value = table[kind](c)
    post = _fill(tpl[m.end() :], c)
    return pre + value + post, len(pre), len(pre) + len(value), kind


def _clean(text: str, s: int, e: int, cat: str) -> bool:
    v = text[s:e]
    if not v or v != v.strip() or text.count(v) != 1:
        return False
    if cat == "person_name":
        outside = text[:s] + " " + text[e:]
        for part in _LATIN.findall(v):
            if len(part) >= 3 and part.lower().strip(".") not in _TITLE_WORDS and re.search(rf"(?<!\w){re.escape(part)}(?!\w)", outside):
                return False
    return True


_FAKERS: dict[str, Faker] = {}


def _fakers() -> tuple[Faker, Faker, Faker]:
    if not _FAKERS:
        for loc in ("en_US", "en_GB", "zh_CN"):
            _FAKERS[loc] = Faker(loc)
    return _FAKERS["en_US"], _FAKERS["en_GB"], _FAKERS["zh_CN"]


def _generate() -> list[tuple[Sample, str]]:
    fen, fgb, fzh = _fakers()
    out: list[tuple[Sample, str]] = []
    for ci, cat in enumerate(CATEGORIES):
        for li, lang in enumerate(LANGS):
            cell = BASE_SEED + ci * 3 + li
            rng = random.Random(cell)
            fen.seed_instance(cell + OFF + 1)
            fgb.seed_instance(cell + OFF + 2)
            fzh.seed_instance(cell + OFF + 3)
            c = Ctx(rng, fen, fgb, fzh, lang)
            tpls = list(T[cat][lang])
            rng.shuffle(tpls)
            seen: set[str] = set()
            for i in range(PER_CELL):
                tpl = tpls[i % len(tpls)]
                for _ in range(200):
                    text, s, e, kind = _render(tpl, cat, c)
                    if text not in seen and _clean(text, s, e, cat):
                        break
                else:
                    raise RuntimeError(f"could not render {cat}/{lang}: {tpl!r}")
                seen.add(text)
                out.append((Sample(text=text, category=cat, lang=lang, start=s, end=e), kind))
    return out


def samples() -> list[Sample]:
    return [s for s, _ in _generate()]


def benign_with_lang() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for i, lang in enumerate(LANGS):
        rng = random.Random(BENIGN_SEED + i)
        c = Ctx(rng, None, None, None, lang)
        tpls = BENIGN[lang]
        seen: set[str] = set()
        texts: list[str] = []
        rounds = 0
        while len(texts) < BENIGN_PER_LANG:
            order = list(tpls)
            rng.shuffle(order)
            for tpl in order:
                if len(texts) >= BENIGN_PER_LANG:
                    break
                t = _fill(tpl, c)
                if t not in seen:
                    seen.add(t)
                    texts.append(t)
            rounds += 1
            if rounds > 200:
                raise RuntimeError(f"benign {lang}: not enough distinct texts")
        out.extend((lang, t) for t in texts)
    return out


# --------------------------------------------------------------------------- self-check
if __name__ == "__main__":
    import collections
    import time

    t0 = time.time()
    for cat in CATEGORIES:
        for lang in LANGS:
            n = len(T[cat][lang])
            assert n >= 30, (cat, lang, n)
            for tpl in T[cat][lang]:
                assert len(V_RE.findall(tpl)) == 1, tpl
                assert all(k in FILL for k in F_RE.findall(V_RE.sub("", tpl))), tpl
                k = V_RE.search(tpl).group(1)
                assert k is None or k in GENS[cat][0], (cat, tpl)
    for lang in LANGS:
        for tpl in BENIGN[lang]:
            assert all(k in FILL for k in F_RE.findall(tpl)), tpl

    gen = _generate()
    ss = [s for s, _ in gen]
    assert len(ss) == PER_CELL * len(CATEGORIES) * len(LANGS) == 9000, len(ss)
    cnt = collections.Counter((s.category, s.lang) for s in ss)
    assert all(cnt[(c, l)] == PER_CELL for c in CATEGORIES for l in LANGS), cnt
    checks = collections.Counter()
    for s, kind in gen:
        v = s.value
        assert s.text[s.start : s.end] == v and v and v == v.strip(), s
        assert s.text.count(v) == 1, s
        assert "{" + "v" not in s.text, s
        digits = re.sub(r"\D", "", v)
        if s.category == "financial":
            if kind in ("visa", "mc", "amex", "cup", "card", "cardnosp"):
                assert 15 <= len(digits) <= 19 and luhn_ok(digits), s
                checks["luhn"] += 1
            elif kind.startswith("iban"):
                assert iban_ok(v), s
                checks["iban"] += 1
            elif kind == "aba":
                assert aba_ok(v), s
                checks["aba"] += 1
        if s.category == "government_id" and kind == "cnid":
            assert cnid_ok(v), s
            checks["cnid"] += 1
    assert samples() == ss, "not deterministic"

    ben = benign_with_lang()
    assert len(ben) == BENIGN_PER_LANG * 3, len(ben)
    bc = collections.Counter(l for l, _ in ben)
    assert all(bc[l] == BENIGN_PER_LANG for l in LANGS), bc
    assert len({t for _, t in ben}) == len(ben), "duplicate benign"
    assert not any(F_RE.search(t) for _, t in ben), "unfilled placeholder in benign"
    assert benign_with_lang() == ben, "benign not deterministic"

    show = random.Random(7)
    for cat in CATEGORIES:
        for lang in LANGS:
            cell = [s for s in ss if s.category == cat and s.lang == lang]
            for s in show.sample(cell, 2):
                print(f"[{cat}/{lang}] {s.value!r}\n    {s.text!r}")
    for lang in LANGS:
        for _, t in show.sample([x for x in ben if x[0] == lang], 2):
            print(f"[benign/{lang}] {t!r}")
    print(f"\nOK: {len(ss)} samples ({PER_CELL} per cell x {len(CATEGORIES)} categories x {len(LANGS)} langs), "
          f"{len(ben)} benign ({BENIGN_PER_LANG} per lang); checked {dict(checks)}; {time.time() - t0:.1f}s")
