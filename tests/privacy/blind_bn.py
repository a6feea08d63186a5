# ruff: noqa
"""Blind evaluation corpus BN: libraries, museums, archives and genealogy.

Domain: public and academic libraries (patron accounts, holds, renewals, interlibrary loans,
library card PINs), museums (membership, volunteer rotas, docent shifts, donor files), archives
and record offices (reading-room registrations, reader's tickets, document orders), genealogy
(research notes, GEDCOM fragments, family trees, forum posts, 家谱/族谱 notes) and digitisation
(scan-station configs, EXIF/IIIF metadata, pipeline .env and YAML files) -- 图书馆, 借阅证,
档案馆, 家谱, 博物馆志愿者.

Styles: patron e-mails and hold notices, volunteer group chats with typos, ILS/scan-station logs,
CSV exports, JSON/YAML/.env configs, reading-room registration forms, OCR-ish scans of paper
forms, voice dictation without punctuation, GEDCOM records, Chinese 微信群 messages and 登记表,
and code-mixed English/Chinese staff chat.

Blind statement: written by an independent QA engineer who read only blind_common.py and the
brief -- not the gate's source, its other tests or any other corpus.  The gate was never run
while writing this corpus.

Seeds: BASE_SEED = 20260515, OFF = 10400, BENIGN_SEED = 93715.  Cell c = category index * 3 +
language index uses random.Random(BASE_SEED + c); Faker en_US / en_GB / zh_CN are re-seeded per
cell with OFF+1 / OFF+2 / OFF+3 plus the cell seed; benign language i uses
random.Random(BENIGN_SEED + i).

Labelling choices: home_path plants the user-name segment of the path (so its survival is a
leak); schedule plants only the clock-time expression (e.g. "6:40", "10点半"), not the weekday or
day-part words; address plants the street part below city level (number + street [+ flat], or
路/街 + 号 [+ 栋/单元/室]); url credentials plant the password part; username plants the handle
without a leading "@".
"""

from __future__ import annotations

import base64
import json
import os
import random
import re
import string
import sys

try:
    from .blind_common import CATEGORIES, LANGS, Sample
except ImportError:  # running as a script
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

from faker import Faker

BASE_SEED = 20260515
OFF = 10400
BENIGN_SEED = 93715
N_PER_CELL = 250
N_BENIGN = 400

_V = "\ue000"  # sentinel for the planted value while a template is filled

# --------------------------------------------------------------------------------------------
# checksums
# --------------------------------------------------------------------------------------------


def _luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def _luhn_complete(partial: str) -> str:
    for d in "0123456789":
        if _luhn_ok(partial + d):
            return partial + d
    raise AssertionError


def _iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    num = "".join(str(int(ch, 36)) for ch in s)
    return int(num) % 97 == 1


def _iban_make(cc: str, bban: str) -> str:
    s = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in s)
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"


_CN_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def _cn_id_check(body17: str) -> str:
    return "10X98765432"[sum(int(a) * b for a, b in zip(body17, _CN_W)) % 11]


def _cn_id_ok(v: str) -> bool:
    return len(v) == 18 and v[:17].isdigit() and _cn_id_check(v[:17]) == v[17]


# Verhoeff (Aadhaar)
_VD = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
    [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
    [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
_VP = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def _verhoeff_digit(num: str) -> str:
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def _isbn13(r: random.Random) -> str:
    body = "978" + "".join(r.choice(string.digits) for _ in range(9))
    s = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body))
    return body + str((10 - s % 10) % 10)


# --------------------------------------------------------------------------------------------
# shared word lists
# --------------------------------------------------------------------------------------------

_EN_TITLES = [
    "Middlemarch", "Wolf Hall", "The Remains of the Day", "A Brief History of Time",
    "Tracing Your Irish Ancestors", "The Victorian Workhouse", "Bleak House", "Beloved",
    "The Hare with Amber Eyes", "Who Do You Think You Are? Encyclopedia of Genealogy",
    "Parish Registers of the West Riding", "The Guns of August", "Pride and Prejudice",
    "Never Let Me Go", "The Name of the Rose", "Sapiens", "Atonement", "Small Island",
    "The Lost Art of Letter Writing", "Reading Old Handwriting", "Map of a Nation",
    "The Silk Roads", "Gone with the Wind", "The Periodic Table", "Rebecca", "Persuasion",
    "The Old Ways", "H is for Hawk", "Dracula", "The Secret History", "Mrs Dalloway",
    "Census Records for Family Historians", "Tracing Your Army Ancestors", "Brick Lane",
    "The Shipping News", "Things Fall Apart", "Educated", "The Salt Path",
]
_EN_BRANCH = [
    "Central Library", "Eastfield Branch", "Mill Road Library", "the Local Studies room",
    "Northgate branch", "the Reference Library", "Hartley Branch", "Riverside Library",
    "the Heritage Hub", "Kingsway Library", "the mobile library", "Westbrook branch",
]
_EN_INST = [
    "Hollybrook Museum", "the County Record Office", "Riverside Heritage Centre",
    "Ashcombe Archives", "the Maritime Museum", "Thornfield Local History Society",
    "St Anne's Heritage Trust", "the Regional Film Archive", "Calder Valley Museum",
    "the University Special Collections", "Greywell Historical Society", "the Textile Museum",
]
_EN_CITY = [
    "Leeds", "Manchester", "Boston", "Chicago", "Bristol", "Edinburgh", "Cardiff", "Seattle",
    "Denver", "York", "Norwich", "Sheffield", "Portland", "Austin", "Glasgow", "Dublin",
]
_EN_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_EN_MONTHS = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
]
_ZH_TITLES = [
    "《红楼梦》", "《围城》", "《平凡的世界》", "《中国近代史》", "《边城》", "《活着》",
    "《人类简史》", "《三体》", "《明朝那些事儿》", "《乡土中国》", "《文化苦旅》",
    "《城南旧事》", "《万历十五年》", "《家谱编修指南》", "《徽州文书研究》", "《县志选编》",
    "《百年孤独》", "《追风筝的人》", "《长安的荔枝》", "《繁花》", "《额尔古纳河右岸》",
]
_ZH_BRANCH = [
    "城东分馆", "少儿阅览室", "古籍部", "地方文献阅览室", "总馆二楼", "24小时自助图书馆",
    "城西分馆", "报刊阅览室", "社区分馆", "新馆三楼", "外文借阅区", "自助借还机",
]
_ZH_INST = [
    "市档案馆", "县档案馆", "省图书馆", "市博物馆", "区图书馆", "市方志馆", "民俗博物馆",
    "历史档案馆", "大学图书馆", "省博", "美术馆", "纪念馆",
]
_ZH_CITY = [
    "杭州", "苏州", "成都", "武汉", "南京", "西安", "长沙", "厦门", "青岛", "合肥", "昆明",
    "宁波", "无锡", "福州", "济南", "重庆",
]
_ZH_DAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
_ZH_DAYS2 = ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期天"]
_ZH_SURNAMES_GEN = ["张", "王", "李", "陈", "刘", "黄", "周", "吴", "徐", "孙", "胡", "朱", "高"]

_PW_WORDS = [
    "Vellum", "Folio", "Quarto", "Dewey", "Archive", "Ledger", "Parish", "Marginalia",
    "Bookworm", "Reading", "Gallery", "Curator", "Lantern", "Harbour", "Thistle", "Maple",
    "Sparrow", "Copper", "Juniper", "Pebble", "Otter", "Heron", "Saffron", "Walnut",
]
_PP_WORDS = [
    "ink", "ferry", "lantern", "quill", "meadow", "copper", "velvet", "harbor", "tulip",
    "granite", "saddle", "pepper", "orbit", "walrus", "candle", "thimble", "acorn", "rocket",
    "blanket", "cobalt", "mango", "violet", "bishop", "pickle", "gravel", "sonnet",
]
_PINYIN = [
    "zhang", "wang", "li", "chen", "liu", "huang", "zhou", "wu", "xu", "sun", "hu", "zhu",
    "gao", "lin", "he", "guo", "ma", "luo", "liang", "song", "zheng", "xie", "han", "tang",
]
_PINYIN_GIVEN = [
    "wei", "fang", "na", "min", "jing", "li", "qiang", "lei", "jun", "yang", "yong", "yan",
    "jie", "juan", "tao", "ming", "chao", "xiu", "xia", "ping", "gang", "hui", "xin", "yu",
    "xiaoming", "jianguo", "haiyan", "lihua", "zhiqiang", "yuting", "zihan", "haoran",
]


def _dig(r: random.Random, n: int) -> str:
    return "".join(r.choice(string.digits) for _ in range(n))


def _alnum(r: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


_UPPER_NUM = string.ascii_uppercase + string.digits
_LOWER_NUM = string.ascii_lowercase + string.digits
_HEX = "0123456789abcdef"
_B64 = string.ascii_letters + string.digits + "+/"
_URLSAFE = string.ascii_letters + string.digits + "-_"


def _mixed_alnum(r: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    """random string that has at least one upper, one lower and one digit (looks random)."""
    while True:
        s = _alnum(r, n, alphabet)
        if (
            any(c.isupper() for c in s)
            and any(c.islower() for c in s)
            and (any(c.isdigit() for c in s) or not any(c.isdigit() for c in alphabet))
        ):
            return s


# --------------------------------------------------------------------------------------------
# generation context: rng, fakers and template fillers
# --------------------------------------------------------------------------------------------

_FAKERS: dict[str, Faker] = {}


def _faker(loc: str) -> Faker:
    if loc not in _FAKERS:
        _FAKERS[loc] = Faker(loc)
    return _FAKERS[loc]


_SLOT = re.compile(r"«([A-Za-z_0-9]+)»")


class Ctx:
    def __init__(self, r: random.Random, cell_seed: int | None = None):
        self.r = r
        self.us = _faker("en_US")
        self.gb = _faker("en_GB")
        self.zh = _faker("zh_CN")
        if cell_seed is not None:
            self.us.seed_instance(OFF + 1 + cell_seed)
            self.gb.seed_instance(OFF + 2 + cell_seed)
            self.zh.seed_instance(OFF + 3 + cell_seed)

    # -- small helpers -----------------------------------------------------------------------
    def c(self, seq):
        return self.r.choice(seq)

    def p(self, prob: float) -> bool:
        return self.r.random() < prob

    def en_faker(self) -> Faker:
        return self.us if self.r.random() < 0.5 else self.gb

    # -- fillers -----------------------------------------------------------------------------
    def f_name(self):
        return f"{self.f_first()} {self.f_last()}"

    def f_first(self):
        return self.en_faker().first_name()

    def f_last(self):
        return self.en_faker().last_name()

    def f_staff(self):
        return self.en_faker().first_name()

    def f_zname(self):
        return self.zh.name()

    def f_zstaff(self):
        return self.c(["小", "老", ""]) + self.c(_ZH_SURNAMES_GEN) + self.c(["", "老师", "姐", "哥", "馆员"])

    def f_date(self):
        y = self.r.randint(2022, 2026)
        m = self.r.randint(1, 12)
        d = self.r.randint(1, 28)
        fmt = self.r.randint(0, 4)
        if fmt == 0:
            return f"{d} {_EN_MONTHS[m - 1]} {y}"
        if fmt == 1:
            return f"{_EN_MONTHS[m - 1][:3]} {d}, {y}"
        if fmt == 2:
            return f"{y}-{m:02d}-{d:02d}"
        if fmt == 3:
            return f"{d:02d}/{m:02d}/{y}"
        return f"{_EN_DAYS[self.r.randint(0, 6)]} {d} {_EN_MONTHS[m - 1][:3]}"

    def f_isodate(self):
        return f"{self.r.randint(2022, 2026)}-{self.r.randint(1, 12):02d}-{self.r.randint(1, 28):02d}"

    def f_ts(self):
        return (
            f"{self.f_isodate()} {self.r.randint(0, 23):02d}:{self.r.randint(0, 59):02d}:"
            f"{self.r.randint(0, 59):02d}"
        )

    def f_zdate(self):
        if self.p(0.4):
            return f"{self.r.randint(2022, 2026)}年{self.r.randint(1, 12)}月{self.r.randint(1, 28)}日"
        return f"{self.r.randint(1, 12)}月{self.r.randint(1, 28)}日"

    def f_day(self):
        return self.c(_EN_DAYS)

    def f_zday(self):
        return self.c(_ZH_DAYS + _ZH_DAYS2)

    def f_title(self):
        return self.c(_EN_TITLES)

    def f_ztitle(self):
        return self.c(_ZH_TITLES)

    def f_branch(self):
        return self.c(_EN_BRANCH)

    def f_zbranch(self):
        return self.c(_ZH_BRANCH)

    def f_inst(self):
        return self.c(_EN_INST)

    def f_zinst(self):
        return self.c(_ZH_INST)

    def f_city(self):
        return self.c(_EN_CITY)

    def f_zcity(self):
        return self.c(_ZH_CITY)

    def f_req(self):
        return self.c(["ILL-", "REQ-", "HLD-", "ORD-", "RR-", "#"]) + str(self.r.randint(10000, 99999))

    def f_n(self):
        return str(self.r.randint(2, 30))

    def f_n3(self):
        return str(self.r.randint(100, 999))

    def f_n5(self):
        return str(self.r.randint(10000, 99999))

    def f_amt(self):
        return self.c(["25", "40", "50", "75", "100", "150", "250", "500", "12.50", "35"])

    def f_year(self):
        return str(self.r.randint(1820, 1948))

    def f_item(self):
        return "3" + _dig(self.r, 13)

    def f_callno(self):
        return f"{self.r.randint(0, 999):03d}.{self.r.randint(1, 99)} {self.c(['HOL', 'SMI', 'BRO', 'TAY', 'WIL', 'DAV', 'GEN', 'LOC'])}"

    def f_zcallno(self):
        return f"{self.c('ABCDEFGHIJKT')}{self.r.randint(0, 99)}{self.c(['', '.' + str(self.r.randint(1, 9))])}/{self.r.randint(1, 999)}"

    def f_ref(self):
        return f"{self.c(['DDX', 'PR', 'QS', 'MSS', 'D/', 'ACC'])}{self.r.randint(10, 999)}/{self.r.randint(1, 40)}/{self.r.randint(1, 30)}"

    def f_zref(self):
        return f"{self.c('JLQDS')}{self.r.randint(1, 199):03d}-{self.r.randint(1, 9)}-{self.r.randint(1, 9999):04d}"

    def f_host(self):
        return self.c(
            ["koha-prod-02", "scan-ws-3", "ingest01", "dams-staging", "opac-web1", "archivesspace-db", "omeka-01"]
        ) + self.c([".lib.internal", ".museum.local", ".archives.lan", ""])

    def f_domain(self):
        return self.c(
            ["hollybrook-museum.org", "eastfieldlibraries.org.uk", "ashcombe-archives.org", "riversideheritage.org",
             "calder-valley-museum.org.uk", "countyrecords.gov.example", "thornfield-lhs.org"]
        )

    def f_ver(self):
        return f"{self.r.randint(1, 24)}.{self.r.randint(0, 12)}.{self.r.randint(0, 9)}"

    def f_hhmm(self):
        return f"{self.r.randint(8, 20):02d}:{self.c(['00', '05', '12', '20', '31', '45', '58'])}"

    def f_coll(self):
        return self.c(
            ["Hartley family papers", "parish magazine run", "glass plate negatives", "oral history tapes",
             "WW1 letters", "estate maps", "trade directories", "school admission registers", "mill wage books"]
        )

    def f_zcoll(self):
        return self.c(["民国档案", "侨批", "老照片", "族谱", "地方志", "契约文书", "口述史录音", "老报纸", "碑帖拓片"])

    def f_uname(self):
        return self.en_faker().user_name()

    def f_ssid(self):
        return self.c(["Lib-Staff", "MUSEUM_STAFF", "Archives-Internal", "LIB-VOL", "HC_Backoffice", "Scanroom5G"])

    def f_zssid(self):
        return self.c(["TSG-Staff", "馆内办公", "BWG-5G", "DAG_Office", "志愿者休息室", "Library-Work"])

    def f_pid(self):
        return str(self.r.randint(100000, 999999))

    def f_gen(self):
        return self.c(["great-grandmother", "great-grandfather", "2x great-grandfather", "grandmother", "great-aunt",
                       "grandfather", "3x great-grandmother", "great-uncle"])

    def f_zgen(self):
        return self.c(["曾祖父", "高祖", "太爷爷", "太奶奶", "外曾祖母", "二爷爷", "祖父", "叔公"])

    # -- template engine ---------------------------------------------------------------------
    def _filler(self, prefix: str, name: str):
        """«name» calls prefix+name; «name2» (a second, independent draw) falls back to prefix+name."""
        if hasattr(self, prefix + name):
            return getattr(self, prefix + name)
        return getattr(self, prefix + name.rstrip("0123456789"))

    def fill(self, tpl: str, value: str, preset: dict | None = None) -> tuple[str, int, int]:
        cache: dict[str, str] = dict(preset or {})

        def rep(m: re.Match) -> str:
            key = m.group(0)
            if m.group(1) == "V":
                return _V
            if key not in cache:
                cache[key] = self._filler("f_", m.group(1))()
            return cache[key]

        t = _SLOT.sub(rep, tpl)
        assert t.count(_V) == 1, tpl
        pre, post = t.split(_V)
        return pre + value + post, len(pre), len(pre) + len(value)

    def fill_benign(self, tpl: str) -> str:
        cache: dict[str, str] = {}

        def rep(m: re.Match) -> str:
            key = m.group(0)
            if key not in cache:
                cache[key] = self._filler("b_", m.group(1))()
            return cache[key]

        return _SLOT.sub(rep, tpl)


# --------------------------------------------------------------------------------------------
# secret
# --------------------------------------------------------------------------------------------


def _jwt(ctx: Ctx) -> str:
    r = ctx.r
    alg = ctx.c(["HS256", "RS256"])
    header = base64.urlsafe_b64encode(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode()).rstrip(b"=").decode()
    payload = {
        "sub": ctx.c(["patron", "member", "reader", "staff", "vol"]) + "-" + _dig(r, 6),
        "iat": r.randint(1690000000, 1770000000),
        ctx.c(["scope", "role", "aud"]): ctx.c(["opac", "dams:write", "volunteer", "circ", "reading-room", "iiif"]),
    }
    if ctx.p(0.5):
        payload["exp"] = payload["iat"] + ctx.c([3600, 86400, 900])
    pl = base64.urlsafe_b64encode(json.dumps(payload, separators=(",", ":")).encode()).rstrip(b"=").decode()
    sig_len = 43 if alg == "HS256" else 342
    return f"{header}.{pl}.{_alnum(r, sig_len, _URLSAFE)}"


def _pem(ctx: Ctx) -> str:
    r = ctx.r
    kind = ctx.c(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    nbytes = {"RSA PRIVATE KEY": r.randint(600, 900), "OPENSSH PRIVATE KEY": r.randint(380, 520),
              "EC PRIVATE KEY": 121, "PRIVATE KEY": r.randint(600, 900)}[kind]
    raw = bytes(r.getrandbits(8) for _ in range(nbytes))
    if kind == "OPENSSH PRIVATE KEY":
        raw = b"openssh-key-v1\x00" + raw
    body = base64.b64encode(raw).decode()
    lines = [body[i : i + (70 if kind == "OPENSSH PRIVATE KEY" else 64)] for i in range(0, len(body), 70 if kind == "OPENSSH PRIVATE KEY" else 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def _url_pw(ctx: Ctx) -> str:
    return _mixed_alnum(ctx.r, ctx.r.randint(16, 26))


# (var names, description, generator)
_SECRET_PROVIDERS = [
    (["AWS_ACCESS_KEY_ID"], "AWS access key", lambda r: "AKIA" + _alnum(r, 16, string.ascii_uppercase + "234567")),
    (["AWS_SECRET_ACCESS_KEY"], "AWS secret key", lambda r: _mixed_alnum(r, 40, _B64)),
    (["GITHUB_TOKEN", "GH_TOKEN"], "GitHub token", lambda r: "ghp_" + _mixed_alnum(r, 36)),
    (["GITHUB_PAT", "GH_PAT"], "GitHub fine-grained token", lambda r: "github_pat_" + _alnum(r, 22, _UPPER_NUM) + "_" + _mixed_alnum(r, 59)),
    (["SLACK_BOT_TOKEN"], "Slack bot token", lambda r: f"xoxb-{_dig(r, 12)}-{_dig(r, 13)}-{_mixed_alnum(r, 24)}"),
    (["OPENAI_API_KEY"], "OpenAI key", lambda r: "sk-proj-" + _alnum(r, r.randint(40, 70), _URLSAFE) + "T3BlbkFJ" + _alnum(r, r.randint(40, 70), _URLSAFE)),
    (["ANTHROPIC_API_KEY"], "Anthropic key", lambda r: "sk-ant-api03-" + _alnum(r, 93, _URLSAFE) + "AA"),
    (["STRIPE_SECRET_KEY", "STRIPE_API_KEY"], "Stripe live key", lambda r: r.choice(["sk_live_", "rk_live_"]) + _mixed_alnum(r, r.choice([24, 99]))),
    (["GOOGLE_BOOKS_API_KEY", "GOOGLE_MAPS_API_KEY", "YOUTUBE_API_KEY"], "Google API key", lambda r: "AIza" + _alnum(r, 35, _URLSAFE)),
    (["HF_TOKEN", "HUGGINGFACE_HUB_TOKEN"], "Hugging Face token", lambda r: "hf_" + _mixed_alnum(r, 34, string.ascii_letters)),
    (["SENDGRID_API_KEY"], "SendGrid key", lambda r: "SG." + _alnum(r, 22, _URLSAFE) + "." + _alnum(r, 43, _URLSAFE)),
    (["TELEGRAM_BOT_TOKEN"], "Telegram bot token", lambda r: f"{r.randint(10**8, 10**10 - 1)}:AA{_alnum(r, 33, _URLSAFE)}"),
    (["ALMA_API_KEY", "EXL_API_KEY"], "Alma API key", lambda r: "l7xx" + _alnum(r, 32, _HEX)),
    (["OCLC_WSKEY", "WORLDCAT_WSKEY"], "WorldCat WSKey", lambda r: _mixed_alnum(r, 80)),
    (["OCLC_SECRET"], "OCLC secret", lambda r: _mixed_alnum(r, 24, _B64)),
    (["DPLA_API_KEY"], "DPLA key", lambda r: _alnum(r, 32, _HEX)),
    (["DJANGO_SECRET_KEY", "ARCHES_SECRET_KEY"], "Django secret key", lambda r: "django-insecure-" + _alnum(r, 50, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)") if r.random() < 0.3 else _alnum(r, 50, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)")),
    (["SECRET_KEY_BASE"], "Rails secret_key_base", lambda r: _alnum(r, 128, _HEX)),
    (["AZURE_STORAGE_KEY"], "Azure storage key", lambda r: _mixed_alnum(r, 86, _B64) + "=="),
    (["MAILCHIMP_API_KEY"], "Mailchimp key", lambda r: _alnum(r, 32, _HEX) + "-us" + str(r.randint(2, 21))),
    (["TWILIO_AUTH_TOKEN"], "Twilio auth token", lambda r: _alnum(r, 32, _HEX)),
    (["AIRTABLE_TOKEN"], "Airtable token", lambda r: "pat" + _mixed_alnum(r, 14) + "." + _alnum(r, 64, _HEX)),
    (["DROPBOX_ACCESS_TOKEN"], "Dropbox token", lambda r: "sl." + _alnum(r, 135, _URLSAFE)),
]
_SECRET_PROVIDERS_ZH = [
    (["ALIYUN_ACCESS_KEY_ID", "OSS_ACCESS_KEY_ID"], "阿里云AccessKey ID", lambda r: "LTAI5t" + _mixed_alnum(r, 18)),
    (["ALIYUN_ACCESS_KEY_SECRET", "OSS_ACCESS_KEY_SECRET"], "阿里云AccessKey Secret", lambda r: _mixed_alnum(r, 30)),
    (["TENCENTCLOUD_SECRET_ID", "COS_SECRET_ID"], "腾讯云SecretId", lambda r: "AKID" + _mixed_alnum(r, 32)),
    (["TENCENTCLOUD_SECRET_KEY", "COS_SECRET_KEY"], "腾讯云SecretKey", lambda r: _mixed_alnum(r, 32)),
    (["WECHAT_APP_SECRET", "MP_APPSECRET"], "公众号AppSecret", lambda r: _alnum(r, 32, _HEX)),
    (["BAIDU_OCR_SECRET_KEY"], "百度OCR Secret Key", lambda r: _mixed_alnum(r, 32)),
    (["BAIDU_OCR_API_KEY"], "百度OCR API Key", lambda r: _mixed_alnum(r, 24)),
    (["DINGTALK_TOKEN"], "钉钉机器人access_token", lambda r: _alnum(r, 64, _HEX)),
]


def _secret_assign(ctx: Ctx, zh: bool) -> tuple[str, dict]:
    pool = _SECRET_PROVIDERS + (_SECRET_PROVIDERS_ZH * 2 if zh else [])
    names, desc, gen = ctx.c(pool)
    var = ctx.c(names)
    return gen(ctx.r), {"«var»": var, "«varl»": var.lower(), "«desc»": desc}


_SECRET_ASSIGN_EN = [
    "# scan-station pipeline\nIIIF_BASE_URL=https://iiif.«domain»/iiif/3\n«var»=«V»\nTHUMB_WIDTH=400\nOCR_LANG=eng\n",
    "digitisation:\n  ocr_engine: tesseract\n  dpi: 400\n  colour_profile: AdobeRGB1998\n  «varl»: «V»\n  output: /mnt/scans/tiff\n",
    '{"service": "koha-sync", "env": "prod", "«var»": "«V»", "retries": 3}',
    'export «var»="«V»"\npython harvest.py --set «coll» --since «isodate»',
    "hey can someone update the «desc» on the kiosk? new one is «V» - the old one got revoked lol",
    "Hi «first»,\n\nAs discussed, the «desc» for the collections API is «V»\nPlease don't forward this outside the digital team.\n\nThanks,\n«staff»",
    "TICKET «req»: ingest job fails with 401 since «date». Config on «host» has «var»=«V» (copied from the old server)",
    "«ts» WARN harvester: retrying request with key «V» (source=«var»)",
    "      env:\n        CATALOGUE_URL: https://opac.«domain»\n        «var»: «V»\n      run: npm run build-finding-aids",
    "«V» <- that's the «desc» for the volunteer rota app, keep it somewhere safe pls",
    "client = Client(api_key=\"«V»\")  # «desc» used by the catalogue enrichment script",
    "Note for handover («date»): the «desc» lives in 1Password but also here: «V»",
    "[«var»]\nvalue = «V»\nrotated = «isodate»\nowner = «staff» (digital preservation)",
    "curl -s -H \"Authorization: Bearer «V»\" https://api.«domain»/v2/objects?page=«n»",
    "the memebrship renewals form broke bc the «desc» expired, i put the new one in: «V» .. can u test",
]
_SECRET_ASSIGN_ZH = [
    "数字化平台的配置：\n«var»=«V»\n记得别提交到git上",
    "老师，OCR接口的«desc»是«V»，我先发群里，大家配好了我就撤回",
    "【系统通知】馆藏检索接口密钥已更新为：«V»，请各分馆管理员于«zdate»前完成替换。",
    "古籍影像库的配置文件里«var»写的是«V»，是不是已经失效了？我这边一直报401",
    '{"名称": "古籍影像库", "环境": "生产", "«var»": "«V»", "备注": "勿外传"}',
    "交接说明（«zdate»）：\n1. 服务器：«host»\n2. 密钥：«V»\n3. 负责人：«zstaff»",
    "«V» 这个是志愿者排班小程序后台的密钥，别外传哈",
    "用这个key调一下接口试试：«V»\n调通了跟我说一声",
    "钉钉机器人 webhook：https://oapi.dingtalk.com/robot/send?access_token=«V»",
    "档案数字化外包公司要的«desc»我已经邮件发过去了：«V»，周五前他们会完成对接",
    "# 馆藏数据同步脚本\nexport «var»=«V»\npython3 sync.py --来源 «zinst»",
    "«ts» 错误 同步任务失败，当前使用的令牌为«V»，请检查是否过期",
]
_SECRET_ASSIGN_MX = [
    "帮我把 «var» 换成 «V», staging 那台机器上的 .env 还是旧的",
    "新的 «desc» 是 «V» 哦, prod 和 test 都用这个",
    "«host» 上的 config 里 «var»: «V» 这个还能用吗? harvest 一直 fail",
    "这个 key «V» 是 digitisation team 的, 请不要 commit 到 repo 里",
    "FYI 小程序 backend 的 token 改成 «V» 了, 记得 restart 一下 service",
    "【IT】«date» rotation 完成: «var»=«V» ，旧的已作废",
    "ILL 系统对接用的 «desc»: «V» (仅限馆内使用)",
    "Hi «zstaff»，collections API 的 «desc» 是 «V»，有问题 ping 我",
]

_SECRET_JWT_EN = [
    "GET /api/patron/holds HTTP/1.1\nHost: opac.«domain»\nAuthorization: Bearer «V»\nAccept: application/json",
    "«ts» DEBUG auth: issued session token «V» for reader portal",
    "set-cookie: vol_session=«V»; Path=/; HttpOnly; Secure",
    "if the rota app logs you out again paste this into the dev console: localStorage.token='«V»'",
]
_SECRET_JWT_ZH = [
    "登录后拿到的token是«V»，用这个调预约接口就行",
    "请求头里带上 Authorization: Bearer «V» 就能查读者借阅记录了",
    "日志里看到的会话令牌：«V»，是不是泄露了？",
]
_SECRET_JWT_MX = [
    "reader portal 的 session token 是 «V», 过期了再找我",
    "抓包看到 header 里有 Bearer «V», 这个 JWT 没加密啊",
]

_SECRET_PEM_EN = [
    "here's the deploy key for the scan server, add it to ~/.ssh and chmod 600:\n«V»\n",
    "Attached key (do NOT email this again):\n\n«V»\n\n-- «staff», digital preservation",
    "# archivesspace backup job\nBACKUP_HOST=«host»\nSSH_KEY=\"«V»\"",
]
_SECRET_PEM_ZH = [
    "服务器私钥如下，请妥善保存，不要转发：\n«V»",
    "这是备份服务器的密钥文件内容：\n«V»\n用完请删除聊天记录。",
]
_SECRET_PEM_MX = [
    "deploy key 给你了:\n«V»\n记得 chmod 600, 别放 shared drive",
    "«host» 的 ssh key 在这:\n«V»",
]

_SECRET_URL_EN = [
    "DATABASE_URL=postgres://koha_admin:«V»@db.«domain»:5432/koha",
    "mysql://archivesspace:«V»@«host»:3306/archivesspace?useUnicode=true",
    "Scanner uploads go to ftp://scanner:«V»@ftp.«domain»/incoming/«isodate»/",
    "BROKER_URL=amqp://ingest:«V»@mq.«domain»:5672//",
    "harvest url: https://svc_harvest:«V»@oai.«domain»/oai?verb=ListRecords&metadataPrefix=oai_dc",
    "the backup cron uses sftp://backup_user:«V»@«host»/srv/dams - please rotate after the audit",
]
_SECRET_URL_ZH = [
    "数据库连接串：mysql://dagl:«V»@«host»:3306/archives",
    "扫描件上传地址 ftp://saomiao:«V»@ftp.«domain»/上传/",
    "备份脚本里写死了 sftp://backup:«V»@«host»/data，得改",
]
_SECRET_URL_MX = [
    "Redis 连接是 redis://default:«V»@«host»:6379/0, 先别改",
    "ArchivesSpace 的 DB url: mysql://as_user:«V»@«host»/as 有空帮我看下",
]


def _secret(ctx: Ctx, lang: str):
    k = ctx.r.random()
    L = {"en": 0, "zh": 1, "mixed": 2}[lang]
    if k < 0.62:
        v, pre = _secret_assign(ctx, zh=lang != "en")
        tpl = ctx.c([_SECRET_ASSIGN_EN, _SECRET_ASSIGN_ZH, _SECRET_ASSIGN_MX][L])
        return tpl, v, pre
    if k < 0.75:
        return ctx.c([_SECRET_JWT_EN, _SECRET_JWT_ZH, _SECRET_JWT_MX][L]), _jwt(ctx), None
    if k < 0.85:
        return ctx.c([_SECRET_PEM_EN, _SECRET_PEM_ZH, _SECRET_PEM_MX][L]), _pem(ctx), None
    return ctx.c([_SECRET_URL_EN, _SECRET_URL_ZH, _SECRET_URL_MX][L]), _url_pw(ctx), None


# --------------------------------------------------------------------------------------------
# password
# --------------------------------------------------------------------------------------------


def _pw_complex(r: random.Random) -> str:
    sym = "!@#$%&*?-_+="
    while True:
        s = "".join(r.choice(string.ascii_letters + string.digits + sym) for _ in range(r.randint(9, 15)))
        if any(c.isupper() for c in s) and any(c.islower() for c in s) and any(c.isdigit() for c in s) and any(c in sym for c in s):
            return s


def _pw_word(r: random.Random) -> str:
    w = r.choice(_PW_WORDS)
    if r.random() < 0.3:
        w = w.lower()
    tail = r.choice([str(r.randint(1950, 2025)), _dig(r, 2), _dig(r, 3), str(r.randint(1, 9)) * 3])
    sym = r.choice(["!", "#", "@", "_", "$", "", "!!", "*"])
    return r.choice([w + tail + sym, w + sym + tail, sym + w + tail if sym else w + tail + "?"])


def _pw_phrase(r: random.Random) -> str:
    words = r.sample(_PP_WORDS, r.randint(3, 4))
    sep = r.choice(["-", ".", "_", ""])
    if sep == "":
        words = [w.capitalize() for w in words]
    s = sep.join(words)
    if r.random() < 0.5:
        s += (sep or "") + str(r.randint(2, 99))
    return s


def _pw_pinyin(r: random.Random) -> str:
    sur, giv = r.choice(_PINYIN), r.choice(_PINYIN_GIVEN)
    return r.choice([
        f"{sur}{giv}{r.randint(1960, 2008)}",
        f"{sur[0]}{giv[0]}@{_dig(r, 6)}",
        f"{sur.capitalize()}{giv}@{r.randint(10, 99)}",
        f"{r.choice(['Lib', 'Tsg', 'Dag', 'Bwg', 'Jp'])}@{r.randint(2019, 2026)}{r.choice(['', '!', '#'])}{_dig(r, 2)}",
        f"{sur}{giv}_{_dig(r, 4)}",
        f"{r.choice(['woaini', 'jiapu', 'dangan', 'tushu', 'bowu'])}{_dig(r, r.randint(4, 6))}",
    ])


def _pin(r: random.Random, n: int | None = None) -> str:
    n = n or r.choice([4, 4, 4, 5, 6, 6])
    while True:
        s = _dig(r, n)
        if len(set(s)) >= 3 and s[0] != "0":
            return s


def _pw_text(ctx: Ctx) -> str:
    k = ctx.r.random()
    if k < 0.35:
        return _pw_complex(ctx.r)
    if k < 0.7:
        return _pw_word(ctx.r)
    return _pw_phrase(ctx.r)


_PW_EN = [
    "Volunteer portal login\nUsername: «uname»\nPassword: «V»\nPlease change it after your first shift.",
    "the wifi password for the staff room is «V» (case sensitive!!)",
    "pw for the scanner PC in the basement is «V» btw, dont change it pls",
    "Password reset for «name»: your temporary password is «V» and it expires in 24 hours.",
    "lol i set my Ancestry password to «V» so i'd remember it, is that bad",
    '{"user": "«uname»", "pass": "«V»", "role": "cataloguer"}',
    "DB_USER=koha_ro\nDB_PASSWORD=«V»\nDB_HOST=«host»",
    "ok note to self the login for findmypast is my email and the password is «V» all one word",
    "Hi «first», the shared FamilySearch account: user «uname», pasword «V». Don't save it on the public PCs!",
    "Passphrase for the encrypted donor spreadsheet: «V»",
    "«V» is the new password for the membership desk till, «staff» changed it this morning",
    "Reading room PC — admin password «V» (do not tell readers)",
    "passwrd for the rota spreadsheet is «V» if you need to edit it",
    "SSID: «ssid»\nKey: «V»\nStaff only, not for visitors.",
    "my login to the volunteer hub keeps failing, I'm definitely typing «V» — could you check?",
]
_PIN_EN = [
    "Your library PIN has been reset. New PIN: «V». Use it with your card number to renew items online.",
    "card no on the back, pin «V» — renew the «title» one for me pls",
    "the self-checkout asked for my PIN and I typed «V» but it says invalid??",
    "Reminder: your Hollybrook membership app PIN is «V».",
    "Hi «first», here's your temporary PIN for the e-book service: «V»",
    "forgot my library card PIN again... I think it was «V»",
]
_CODE_EN = [
    "Staff entrance keypad code changes on «day»: new code «V»#",
    "Key safe by the loading bay: «V». Please scramble the dial after use.",
    "Alarm: enter «V» then press ON, you have 30 seconds to leave through the side door.",
    "the code for the store room is «V», same as the archive strongroom now",
    "Locker 12 combination: «V» (for the weekend volunteers)",
    "door code for the volunteers' entrance is «V» until further notice",
    "Intruder alarm unset code «V» — only for keyholders on the «day» rota",
]
_PW_ZH = [
    "志愿者系统账号：«uname»\n密码：«V»\n首次登录后请修改",
    "馆内WiFi：«zssid»  密码：«V»",
    "姐 我的读者证密码是不是«V»来着 忘了",
    "您的借阅证密码已重置为«V»，请登录“我的图书馆”后及时修改。",
    "档案查询电脑的开机密码是«V»，下班前记得关机",
    "口令：«V»",
    "家谱网站的会员账号密码我发你：«uname» / «V»",
    "那个密码是«V»你记一下 明天早上开会要用",
    "捐赠人信息表加密了，打开密码«V»，别转发",
    "扫描室那台电脑密码改成«V»了，«zstaff»改的",
    "数据库：\n用户名：dagl_ro\n密码：«V»\n地址：«host»",
    "新来的志愿者注意：排班表的编辑密码为«V»，不要告诉读者",
]
_PIN_ZH = [
    "借阅证初始密码为«V»，请登录后修改",
    "自助借还机让输密码，我输的«V»，提示错误",
    "您的读者证取书验证码为«V»，请于«zdate»前到«zbranch»取书",
    "会员卡支付密码«V»，别让小孩知道",
]
_CODE_ZH = [
    "库房门禁密码改成«V»了，别外传",
    "开门密码«V»#，进去后记得关灯",
    "保险柜密码：«V»",
    "报警器撤防码«V»，«zday»值班的志愿者注意一下",
    "更衣室柜子密码改成了«V»",
    "后门密码锁是«V»，钥匙在«zstaff»那",
]
_PW_MX = [
    "Koha staff client 的 password 是 «V», 不要 share 给外面的人",
    "staff wifi «zssid» 密码 «V»",
    "志愿者 portal 的 login: «uname», password: «V»",
    "Ancestry 馆内账号密码改成 «V» 了, FYI",
    "扫描室 PC 的 admin pw 是 «V»",
    "我 FamilySearch 的密码设成 «V» 了哈哈，easy to remember",
    "DB_PASSWORD=«V»  # 档案系统 prod, 别改",
]
_PIN_MX = [
    "library card 的 PIN 是 «V», 帮我 renew 一下 «title»",
    "self-checkout 要 PIN, 我的是 «V»",
    "e-book app 的 PIN 码: «V»",
]
_CODE_MX = [
    "door code 改成 «V» 了, 从 «zday» 开始生效",
    "storeroom 的 code 是 «V», 用完 scramble 一下",
    "alarm code «V», 最后走的人记得 set",
    "保险柜 combination «V», only keyholders",
]


def _password(ctx: Ctx, lang: str):
    L = {"en": 0, "zh": 1, "mixed": 2}[lang]
    k = ctx.r.random()
    if k < 0.6:
        tpl = ctx.c([_PW_EN, _PW_ZH, _PW_MX][L])
        if lang == "en":
            v = _pw_text(ctx)
        else:
            v = _pw_pinyin(ctx.r) if ctx.p(0.5) else _pw_text(ctx)
        return tpl, v, None
    if k < 0.8:
        return ctx.c([_PIN_EN, _PIN_ZH, _PIN_MX][L]), _pin(ctx.r), None
    return ctx.c([_CODE_EN, _CODE_ZH, _CODE_MX][L]), _pin(ctx.r, ctx.c([4, 4, 4, 5, 6])), None


# --------------------------------------------------------------------------------------------
# email
# --------------------------------------------------------------------------------------------

_MAIL_EN_DOMAINS = ["gmail.com", "outlook.com", "hotmail.co.uk", "yahoo.com", "btinternet.com", "icloud.com",
                    "protonmail.com", "aol.com", "sky.com", "live.co.uk", "comcast.net", "fastmail.fm",
                    "virginmedia.com", "talktalk.net", "mac.com"]
_MAIL_ZH_DOMAINS = ["qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "139.com", "yeah.net", "sohu.com",
                    "aliyun.com", "outlook.com", "gmail.com"]


def _email_en(ctx: Ctx) -> tuple[str, dict]:
    r = ctx.r
    first, last = ctx.f_first(), ctx.f_last()
    f, l = first.lower().replace("'", ""), last.lower().replace("'", "").replace(" ", "")
    local = r.choice([
        f"{f}.{l}", f"{f}{l}", f"{f[0]}{l}", f"{f}.{l}{r.randint(1, 99)}", f"{l}.{f}", f"{f}_{l}{r.randint(1950, 2005)}",
        f"{f}{r.randint(10, 999)}", f"{f[0]}.{l}", f"{l}genealogy", f"{f}.{l}.family", f"{f}{l[0]}{r.randint(60, 99)}",
    ])
    dom = r.choice(_MAIL_EN_DOMAINS + ["ed.ac.uk", "student.manchester.ac.uk", "alumni.harvard.edu", "york.ac.uk"])
    if r.random() < 0.08:
        v = f"{local} [at] {dom.replace('.', ' [dot] ')}"
    elif r.random() < 0.05:
        v = f"{local}(at){dom}"
    else:
        v = f"{local}@{dom}"
    return v, {"«name»": f"{first} {last}", "«first»": first}


def _email_zh(ctx: Ctx) -> tuple[str, dict]:
    r = ctx.r
    sur, giv = r.choice(_PINYIN), r.choice(_PINYIN_GIVEN)
    local = r.choice([
        str(r.randint(10000, 3999999999)), f"{sur}{giv}", f"{sur}{giv}{r.randint(1970, 2008)}", f"{sur}_{giv}{_dig(r, 2)}",
        f"{giv}{sur}{r.randint(1, 999)}", f"{sur[0]}{giv}{_dig(r, 4)}", f"{sur}.{giv}", f"jiapu_{sur}{_dig(r, 3)}",
    ])
    dom = r.choice(_MAIL_ZH_DOMAINS)
    return f"{local}@{dom}", {}


_EMAIL_EN = [
    "To: «V»\nSubject: Your hold is ready for collection\n\nDear «first», «title» is waiting for you at «branch» until «date».",
    "Please send the scans to «V» - many thanks, «name»",
    "patron_id,name,email,home_branch\n«pid»,«name»,«V»,«branch»",
    "if anyone wants to swap Saturday shifts email me at «V» and I'll sort the rota",
    "Researching the «last» family of «city», 1850-1900. Any leads gratefully received: «V»",
    "Donor: «name» | Gift: £«amt» | Contact: «V» | Gift Aid: Y",
    "READER'S TICKET APPLICATION\nName: «name»\nE-mail addr: «V»\nProof of ID seen: Y   Staff: «staff»",
    '{"member_id": "M-«n5»", "email": "«V»", "tier": "Family", "renewal": "«isodate»"}',
    "«ts» INFO notify: overdue notice queued for «V» (item «item»)",
    '<p>Volunteer coordinator: <a href="mailto:«V»">«name»</a></p>',
    "hi its «first», my new email is «V» can you update the membership records",
    "Interlibrary loan «req» — requester «name» («V») — needed by «date»",
    "Re: the «coll» enquiry. I'm cc'ing my cousin, «V», who has the original photos.",
    "«V» wrote:\n> Do you hold the «year» rate books for «city»?",
    "email for the family tree newsletter is «V» now, the old one got hacked",
]
_EMAIL_ZH = [
    "读者信息\n姓名：«zname»\n邮箱：«V»\n证号：«pid»",
    "我的邮箱是«V»，扫描件发这个就行，谢谢老师",
    "查档申请回执将发送至«V»，请注意查收。",
    "家谱资料可以发我邮箱«V»，谢谢各位宗亲",
    "志愿者报名表\n姓名：«zname»\n邮箱：«V»\n可服务时间：«zday»",
    "«zname»老师好，您要的«zcoll»目录已发至«V»，请查收。",
    "馆际互借申请人：«zname»，联系邮箱«V»，所需文献«ztitle»",
    "捐赠人«zname»，邮箱«V»，捐赠«zcoll»一批，已登记",
    "有«zcity»«zname»家族的资料吗？求发«V»",
    "序号,姓名,邮箱,分馆\n«n»,«zname»,«V»,«zbranch»",
    "邮箱换了 以后发«V» 旧的不用了",
    "发件人：«V»\n主题：关于查阅民国户籍档案的咨询",
]
_EMAIL_MX = [
    "hold 到了会发 email 到 «V», 记得查一下 spam",
    "我的 email 是 «V», ILL 的 scan 发这里就行",
    "Volunteer sign-up 表里 email 一栏填的 «V»",
    "Hi «zstaff», 请把 finding aid 发到 «V», thanks!",
    "donor record 更新一下 email: «V»",
    "Member «zname» 的 contact email «V» bounce 了",
    "帮我 cc «V», 她是 family tree 那边的 contact",
    "«V» 这个邮箱是 «zname» 的, membership renewal 发这里",
]


def _email(ctx: Ctx, lang: str):
    if lang == "en":
        v, pre = _email_en(ctx)
        return ctx.c(_EMAIL_EN), v, pre
    if lang == "zh":
        v, pre = _email_zh(ctx) if ctx.p(0.85) else _email_en(ctx)
        return ctx.c(_EMAIL_ZH), v, None
    v, pre = _email_zh(ctx) if ctx.p(0.6) else _email_en(ctx)
    return ctx.c(_EMAIL_MX), v, None


# --------------------------------------------------------------------------------------------
# phone
# --------------------------------------------------------------------------------------------


def _phone_us(r: random.Random) -> str:
    a, b, c = r.randint(201, 989), r.randint(200, 989), _dig(r, 4)
    return r.choice([f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"+1 {a} {b} {c}", f"{a}.{b}.{c}", f"+1 ({a}) {b}-{c}", f"1-{a}-{b}-{c}"])


def _phone_uk(r: random.Random) -> str:
    mob = f"07{r.randint(400, 999)} {_dig(r, 6)}"
    return r.choice([
        mob, mob.replace(" ", ""), f"+44 7{r.randint(400, 999)} {_dig(r, 6)}", f"+44 (0)7{r.randint(400, 999)} {_dig(r, 3)} {_dig(r, 3)}",
        f"020 {r.randint(7000, 8999)} {_dig(r, 4)}", f"0113 {r.randint(200, 499)} {_dig(r, 4)}", f"0161 {r.randint(200, 999)} {_dig(r, 4)}",
        f"01{r.randint(200, 999)} {_dig(r, 6)}", f"+44 1{r.randint(200, 999)} {_dig(r, 6)}", f"+44 20 {r.randint(7000, 8999)} {_dig(r, 4)}",
    ])


def _phone_intl(r: random.Random) -> str:
    return r.choice([
        f"+49 30 {_dig(r, 8)}", f"+33 6 {_dig(r, 2)} {_dig(r, 2)} {_dig(r, 2)} {_dig(r, 2)}", f"+353 87 {_dig(r, 3)} {_dig(r, 4)}",
        f"+61 4{_dig(r, 2)} {_dig(r, 3)} {_dig(r, 3)}", f"+1 416 {r.randint(200, 989)} {_dig(r, 4)}", f"+64 21 {_dig(r, 3)} {_dig(r, 4)}",
        f"+31 6 {_dig(r, 8)}", f"+852 {r.choice('569')}{_dig(r, 3)} {_dig(r, 4)}",
    ])


def _cn_mobile(r: random.Random) -> str:
    p = r.choice(["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "155", "157",
                  "158", "159", "166", "177", "180", "181", "182", "183", "185", "186", "187", "188", "189", "199"])
    a, b = _dig(r, 4), _dig(r, 4)
    return r.choice([f"{p}{a}{b}", f"{p} {a} {b}", f"{p}-{a}-{b}", f"+86 {p} {a} {b}", f"+86-{p}{a}{b}", f"(+86){p}{a}{b}", f"{p}{a}{b}"])


def _cn_landline(r: random.Random) -> str:
    area = r.choice(["010", "021", "022", "023", "020", "0571", "0512", "025", "027", "028", "029", "0755", "0731", "0592"])
    rest = f"{r.randint(2000, 8999)}{_dig(r, 4)}"
    return r.choice([f"{area}-{rest}", f"({area}){rest}", f"{area} {rest[:4]} {rest[4:]}", f"+86 {area[1:]} {rest}"])


def _phone_en_value(ctx: Ctx) -> str:
    r = ctx.r
    k = r.random()
    v = _phone_us(r) if k < 0.4 else _phone_uk(r) if k < 0.85 else _phone_intl(r)
    if r.random() < 0.1:
        v += r.choice([" ext. ", " x", " ext ", " extn "]) + str(r.randint(10, 9999))
    return v


def _phone_zh_value(ctx: Ctx) -> str:
    r = ctx.r
    if r.random() < 0.7:
        return _cn_mobile(r)
    v = _cn_landline(r)
    if r.random() < 0.25:
        v += r.choice(["转", "-", " 转 "]) + str(r.randint(100, 8999))
    return v


_PHONE_EN = [
    "Please ring me on «V» when the microfilm arrives - «name»",
    "Volunteer rota («day»)\nFront desk: «name», «V»\nGallery 2: «name2»",
    "Emergency contact: «name» (daughter) «V»",
    "Membership no. M-«n5», «name», tel «V», renewal due «date»",
    "hi its «first» from the tuesday cataloguing group, my new mobile is «V»",
    "callback requested: «name» re «coll», «V», any time after lunch",
    "id,name,phone,role\n«pid»,«name»,«V»,docent",
    "«V» - that's my cousin «first», she has the family bible with all the births written in",
    "Reading room booking «req»: «name», contact number «V», seat «n»",
    "call me on «V» if the hold isn't there thanks",
    "My landline is «V» but I'm hard of hearing so text the mobile if you can",
    "Tel:  «V»\nEmail: (none)\nHow did you hear about us? Local paper",
    "leave a message for «first» at «V» re the donation of the «coll»",
    "ok so my number is «V» and I'm usually in the search room on the «day» afternoon",
]
_PHONE_ZH = [
    "书到了请打我电话«V»，谢谢",
    "志愿者排班（«zday»）\n讲解：«zname» «V»\n咨询台：«zname2»",
    "紧急联系人：«zname»（女儿）«V»",
    "查档登记表\n姓名：«zname»\n联系电话：«V»\n查阅事由：办理房产继承",
    "我是«zcity»的«zname»，在修家谱，有«zname2»后人的消息请联系«V»",
    "预约人：«zname» 手机：«V» 预约书目：«ztitle»",
    "序号,姓名,手机,岗位\n«n»,«zname»,«V»,讲解员",
    "捐赠人«zname»联系方式«V»，捐赠«zcoll»若干",
    "我手机号换了，新号«V»，麻烦更新一下会员信息",
    "联系人：«zstaff»，电话«V»，有事随时打",
    "那个你帮我记一下电话«V»是我表姐的她有老家族谱的原件",
    "宗亲会通知：«zdate»在祠堂开会，联系«V»",
]
_PHONE_MX = [
    "hold 的书到了 call 我: «V»",
    "volunteer «zname» 的 mobile 是 «V», 周末 shift 找她",
    "emergency contact 填的 «V»",
    "ILL 到了请 text «V», thanks",
    "donor «zname» 的 phone: «V», 下周 follow up",
    "Reading room booking 联系电话 «V»",
    "My number 是 «V», 有 family tree 的消息联系我",
    "帮我 update 一下 contact number: «V»",
]


def _phone(ctx: Ctx, lang: str):
    if lang == "en":
        return ctx.c(_PHONE_EN), _phone_en_value(ctx), None
    if lang == "zh":
        return ctx.c(_PHONE_ZH), _phone_zh_value(ctx), None
    return ctx.c(_PHONE_MX), (_phone_zh_value(ctx) if ctx.p(0.6) else _phone_en_value(ctx)), None


# --------------------------------------------------------------------------------------------
# address
# --------------------------------------------------------------------------------------------

_ST_WORDS = [
    "Maple", "Larkspur", "Church", "Mill", "Station", "Victoria", "Albert", "Kings", "Queens", "Park", "Highfield",
    "Ashgrove", "Belvoir", "Cranbrook", "Ridgeview", "Willow", "Oak", "Elm", "Cedar", "Hawthorn", "Chestnut",
    "Orchard", "Meadow", "Brookside", "Granville", "Lansdowne", "Sycamore", "Beech", "Rowan", "Holly", "Westfield",
    "Pembroke", "Clarendon", "Hillcrest", "Fernhill", "Laburnum", "Mulberry", "Juniper", "Tanners", "Ropewalk",
]
_ST_SUFFIX_UK = ["Street", "Road", "Lane", "Avenue", "Close", "Crescent", "Terrace", "Way", "Gardens", "Place", "Grove", "Rd", "St"]
_ST_SUFFIX_US = ["Street", "Avenue", "Drive", "Lane", "Court", "Boulevard", "Road", "St", "Ave", "Dr", "Blvd", "Ln", "Way", "Pl"]
_HOUSE_NAMES = ["Rose Cottage", "The Old Rectory", "Ivy House", "Meadow View", "Orchard Barn", "Hillside", "The Laurels"]
_ZH_ROADS = [
    "建国路", "解放路", "中山北路", "人民路", "文三路", "天目山路", "延安西路", "淮海中路", "长江路", "和平街", "学府路",
    "科技园路", "滨江大道", "东风路", "青年路", "胜利街", "幸福路", "凤凰街", "文化路", "光明街", "朝阳路", "新华路",
    "北京东路", "友谊大街", "红旗路", "翠柏路", "古城西街", "桂花巷", "府前街", "百花路", "振兴路", "南门大街",
]
_ZH_XQ = ["阳光花园", "翠苑一区", "金色家园", "和园", "锦绣江南", "梧桐苑", "碧水湾", "书香名邸", "紫荆花园", "望江小区",
          "幸福里", "丽景华庭", "春晓苑", "教师新村", "棉纺厂宿舍", "银杏苑"]
_ZH_DIST = ["西湖区", "拱墅区", "鼓楼区", "武侯区", "江汉区", "雁塔区", "岳麓区", "思明区", "市南区", "蜀山区", "五华区",
            "海曙区", "梁溪区", "台江区", "历下区", "渝中区", "朝阳区", "海淀区", "徐汇区", "天河区"]
_ZH_TOWN = ["青石镇", "柳塘镇", "城关镇", "白沙乡", "马桥镇", "东坝乡", "龙泉镇", "石门乡"]
_ZH_VILLAGE = ["柳塘村", "东门村", "下湾村", "石桥村", "王家庄", "李家坝", "前进村", "张家湾"]


def _addr_en(ctx: Ctx) -> str:
    r = ctx.r
    w = r.choice(_ST_WORDS)
    if r.random() < 0.5:  # UK
        st = f"{r.randint(1, 240)}{r.choice(['', '', '', 'a', 'b'])} {w} {r.choice(_ST_SUFFIX_UK)}"
        k = r.random()
        if k < 0.2:
            return f"Flat {r.randint(1, 24)}, {st}"
        if k < 0.3:
            return f"{r.choice(_HOUSE_NAMES)}, {st}"
        if k < 0.38:
            return f"{r.randint(1, 60)} {w} Court, {r.randint(1, 120)} {r.choice(_ST_WORDS)} Road"
        return st
    st = f"{r.randint(10, 29999)} {r.choice(['', '', 'N ', 'S ', 'E ', 'W '])}{w} {r.choice(_ST_SUFFIX_US)}"
    k = r.random()
    if k < 0.25:
        return st + r.choice([f", Apt {r.randint(1, 30)}{r.choice('ABCD')}", f" #{r.randint(2, 999)}", f", Unit {r.randint(1, 40)}", f" Apt. {r.randint(100, 999)}"])
    return st


def _addr_zh(ctx: Ctx) -> str:
    r = ctx.r
    road = r.choice(_ZH_ROADS)
    k = r.random()
    if k < 0.25:
        return f"{road}{r.randint(1, 999)}号"
    if k < 0.45:
        return f"{road}{r.randint(1, 600)}号{r.choice(_ZH_XQ)}{r.randint(1, 30)}{r.choice(['幢', '栋', '号楼'])}{r.randint(1, 6)}单元{r.randint(1, 33)}0{r.randint(1, 4)}室"
    if k < 0.6:
        return f"{r.choice(_ZH_XQ)}{r.randint(1, 30)}{r.choice(['幢', '栋'])}{r.randint(1, 6)}单元{r.randint(1, 28)}0{r.randint(1, 4)}{r.choice(['室', ''])}"
    if k < 0.72:
        return f"{road}{r.randint(1, 1500)}弄{r.randint(1, 120)}号{r.choice(['', str(r.randint(1, 6)) + '0' + str(r.randint(1, 4)) + '室'])}"
    if k < 0.84:
        return f"{r.choice(_ZH_TOWN)}{r.choice(_ZH_VILLAGE)}{r.randint(1, 12)}组{r.randint(1, 80)}号"
    return f"{road}{r.randint(1, 300)}号院{r.randint(1, 20)}号楼{r.randint(1, 4)}单元{r.randint(1, 24)}{r.randint(1, 4):02d}"


def _f_ukpc(ctx: Ctx) -> str:
    r = ctx.r
    area = r.choice(["LS", "M", "BS", "EH", "CF", "YO", "NR", "S", "G", "SW", "N", "E", "B", "OX", "CB", "HX", "BD"])
    return f"{area}{r.randint(1, 29)} {r.randint(1, 9)}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}"


Ctx.f_ukpc = _f_ukpc
Ctx.f_zip = lambda self: f"{self.r.randint(1001, 99950):05d}"
Ctx.f_zdist = lambda self: self.c(_ZH_DIST)
Ctx.f_zpc = lambda self: self.c(["100", "200", "310", "215", "610", "430", "210", "710", "410", "361", "266", "230", "650", "315", "214", "350", "250", "400", "510", "518"]) + f"{self.r.randint(0, 999):03d}"
Ctx.f_age = lambda self: str(self.r.randint(62, 96))
Ctx.f_state = lambda self: self.c(["MA", "IL", "WA", "CO", "OR", "TX", "NY", "OH", "PA", "MN"])

_ADDR_EN = [
    "Please post the certified copy to «V», «city» «ukpc». Thank you.",
    "Address line 1: «V»\nTown: «city»\nPostcode: «ukpc»",
    "donor_id,name,address1,city,zip\n«pid»,«name»,«V»,«city»,«zip»",
    "Change of address for member «n5»: now at «V», «city», «state» «zip»",
    "can the housebound service drop the large print books at «V»? I'm in all day «day»",
    "1 RESI\n2 ADDR «V»\n3 CITY «city»\n2 DATE «year»",
    "«name»\n«V»\n«city»\n«ukpc»\n\nDear Archivist,",
    "Home addr ess (OCR):  «V» ,  «city»",
    "Home address (needed for the DBS check): «V»",
    "my address is «V» «city» the one with the green door",
    "Gift Aid declaration — home address: «V», postcode «ukpc»",
    "Collect the donated «coll» from «V» on «day» morning, ring the bell twice",
    "«V», «city», «state» «zip» - ship the ILL return here please, not to the branch",
    "Mobile library stop request: outside «V» every other «day»",
    "«V» is our new address from «date», please update the Friends mailing list",
]
_ADDR_ZH = [
    "家庭住址：«zcity»市«zdist»«V»",
    "邮寄地址：«V»（«zname»收）",
    "上门取捐赠物品地址：«zdist»«V»，«zday»上午，到了打电话",
    "我家住«V»，离你们«zbranch»很近",
    "读者信息变更：新住址«V»，请更新系统",
    "送书上门服务登记：«zname»，«V»，行动不便，每月一次",
    "祖宅在«zcity»«V»，现在还有人住",
    "查档登记表\n姓名：«zname»\n现住址：«V»\n查阅内容：«zcoll»",
    "收件人：«zname»\n地址：«zdist»«V»\n邮编：«zpc»",
    "志愿者报名 住址«V» 离馆步行十分钟",
    "族谱寄到«V»就行，我爸在家",
    "会员卡补办，新地址写«V»，别寄到单位",
    "«V»，这是我新家地址，借阅证寄这里",
]
_ADDR_MX = [
    "Ship 到 «V», «city» «ukpc» 谢谢",
    "donor 的 address 是 «zdist»«V», pickup 约在 «zday»",
    "housebound delivery: «V»，老人家行动不便",
    "Home address: «zcity»市«zdist»«V»",
    "my address is «V», 邮编 «zpc»",
    "ILL 还书寄回 «V», «city», «state» «zip»",
    "请把 family bible 的 scan 寄到 «V», 我姑妈家",
    "member address update → «V»（读者本人电话确认）",
]


def _address(ctx: Ctx, lang: str):
    if lang == "en":
        return ctx.c(_ADDR_EN), _addr_en(ctx), None
    if lang == "zh":
        return ctx.c(_ADDR_ZH), _addr_zh(ctx), None
    tpl = ctx.c(_ADDR_MX)
    if "«city»" in tpl or "family bible" in tpl:
        return tpl, _addr_en(ctx), None
    if "housebound" in tpl or "member address" in tpl:
        return tpl, (_addr_en(ctx) if ctx.p(0.5) else _addr_zh(ctx)), None
    return tpl, _addr_zh(ctx), None


# --------------------------------------------------------------------------------------------
# government_id
# --------------------------------------------------------------------------------------------

_CN_REGIONS = ["110101", "110105", "310104", "310115", "330106", "330102", "440305", "440106", "510107", "420102",
               "320102", "370202", "610113", "500103", "430104", "350203", "340104", "530102", "330203", "320205",
               "350102", "370102", "411302", "130602", "362502", "450305", "522401"]


def _cn_id(r: random.Random) -> str:
    y = r.randint(1940, 2006)
    m = r.randint(1, 12)
    d = r.randint(1, 28)
    body = f"{r.choice(_CN_REGIONS)}{y}{m:02d}{d:02d}{_dig(r, 3)}"
    return body + _cn_id_check(body)


def _ssn(r: random.Random) -> str:
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    g, s = r.randint(1, 99), r.randint(1, 9999)
    return r.choice([f"{a:03d}-{g:02d}-{s:04d}"] * 3 + [f"{a:03d} {g:02d} {s:04d}", f"{a:03d}{g:02d}{s:04d}"])


def _nino(r: random.Random) -> str:
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = r.choice(first) + r.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = _dig(r, 6)
    suf = r.choice("ABCD")
    return r.choice([f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}", f"{p}{d}{suf}", f"{p} {d} {suf}"])


def _nhs(r: random.Random) -> str:
    while True:
        d = [r.randint(0, 9) for _ in range(9)]
        if d[0] == 0:
            continue
        c = 11 - sum(x * (10 - i) for i, x in enumerate(d)) % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        s = "".join(map(str, d)) + str(c)
        return r.choice([f"{s[:3]} {s[3:6]} {s[6:]}", s, f"{s[:3]}-{s[3:6]}-{s[6:]}"])


def _sin(r: random.Random) -> str:
    s = _luhn_complete(str(r.choice([1, 2, 3, 4, 5, 6, 7, 9])) + _dig(r, 7))
    return r.choice([f"{s[:3]} {s[3:6]} {s[6:]}", f"{s[:3]}-{s[3:6]}-{s[6:]}"])


def _aadhaar(r: random.Random) -> str:
    b = str(r.randint(2, 9)) + _dig(r, 10)
    s = b + _verhoeff_digit(b)
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def _uk_dl(ctx: Ctx) -> str:
    r = ctx.r
    sur = re.sub(r"[^A-Z]", "", ctx.f_last().upper())[:5].ljust(5, "9")
    y = r.randint(1945, 2004)
    m = r.randint(1, 12) + (50 if r.random() < 0.5 else 0)
    d = r.randint(1, 28)
    ini = (r.choice(string.ascii_uppercase) + r.choice(string.ascii_uppercase + "9"))
    return f"{sur}{str(y)[2]}{m:02d}{d:02d}{str(y)[3]}{ini}9{r.choice(string.ascii_uppercase)}{r.choice(string.ascii_uppercase)}"


def _us_dl(r: random.Random) -> str:
    return r.choice([
        r.choice(string.ascii_uppercase) + _dig(r, 7),  # CA
        _dig(r, 9),  # NY
        f"{r.choice(string.ascii_uppercase)}{_dig(r, 3)}-{_dig(r, 3)}-{_dig(r, 2)}-{_dig(r, 3)}-{_dig(r, 1)}",  # FL
        _dig(r, 8),  # TX
        f"S{_dig(r, 3)}-{_dig(r, 4)}-{_dig(r, 4)}",  # IL/WI style
    ])


def _passport_en(r: random.Random) -> str:
    return r.choice([_dig(r, 9), r.choice("ACEFHJKLMNPRSTUVWXYZ") + _dig(r, 8), f"{r.randint(1, 9)}{_dig(r, 8)}"])


def _cn_passport(r: random.Random) -> str:
    return r.choice(["E" + _dig(r, 8), "E" + r.choice("ABCDEFGHJK") + _dig(r, 7), "EJ" + _dig(r, 7)])


def _hkid(r: random.Random) -> str:
    L = r.choice("ACDEGHKPRVYZ")
    d = _dig(r, 6)
    s = 8 * (ord(L) - 55) + sum(int(x) * (7 - i) for i, x in enumerate(d))
    c = (11 - s % 11) % 11
    return f"{L}{d}({'A' if c == 10 else c})"


def _twid(r: random.Random) -> str:
    codes = {"A": 10, "B": 11, "C": 12, "D": 13, "E": 14, "F": 15, "G": 16, "H": 17, "J": 18, "K": 19, "L": 20, "M": 21,
             "N": 22, "P": 23, "Q": 24, "R": 25, "S": 26, "T": 27, "U": 28, "V": 29, "X": 30, "Y": 31, "W": 32, "Z": 33}
    L = r.choice(list(codes))
    d = r.choice("12") + _dig(r, 7)
    n = codes[L]
    s = n // 10 + (n % 10) * 9 + sum(int(x) * w for x, w in zip(d, [8, 7, 6, 5, 4, 3, 2, 1]))
    return f"{L}{d}{(10 - s % 10) % 10}"


def _ppsn(r: random.Random) -> str:
    d = _dig(r, 7)
    s = sum(int(x) * (8 - i) for i, x in enumerate(d))
    return f"{d}{'WABCDEFGHIJKLMNOPQRSTUV'[s % 23]}{r.choice(['', 'A'])}"


def _hk_permit(r: random.Random) -> str:
    return "C" + r.choice(string.ascii_uppercase + string.digits) + _dig(r, 7)


_GOV_EN = {
    "ssn": (
        lambda ctx: _ssn(ctx.r),
        [
            "Volunteer background check form\nFull name: «name»\nSSN: «V»\nDOB: «date»",
            "SS-5 application found for my «gen», SSN «V», issued in «city» — anyone know how to order the file?",
            "please shred the copy with «first»'s social security number («V») that was left in the scanner",
            "W-9 for the guest lecturer honorarium: «name», Social Security No. «V»",
            "ssn «V» was typed into the membership notes field by mistake, can IT purge it",
        ],
    ),
    "nino": (
        lambda ctx: _nino(ctx.r),
        [
            "Payroll for the casual invigilator: «name», NI number «V», start «date»",
            "National Insurance no: «V»\nEmployer: «inst»",
            "my NI number is «V» if you need it for the expenses form",
        ],
    ),
    "nhs": (
        lambda ctx: _nhs(ctx.r),
        [
            "Volunteer medical form: «name», NHS number «V», allergies: none",
            "first aid incident log («date»): visitor «name», NHS no. «V», fainted in gallery «n»",
        ],
    ),
    "passport": (
        lambda ctx: _passport_en(ctx.r),
        [
            "Reader registration — ID seen: passport no. «V», expires «date». Proof of address: utility bill.",
            "Photo ID for reader's ticket: Passport «V» (UK)",
            "«name» brought her passport, number «V», ticket issued by «staff»",
            "Passport Number: «V»\nNationality: British\nPurpose of visit: family history",
            "residency check for the overseas researcher: passport #«V», visa not required",
        ],
    ),
    "dl": (
        lambda ctx: _uk_dl(ctx) if ctx.p(0.5) else _us_dl(ctx.r),
        [
            "ID verified: driving licence «V» («name»)",
            "Volunteer driver for the mobile library — licence number «V», checked by «staff» on «date»",
            "driver's license # «V» exp «date»",
            "Proof of ID: DL «V»; proof of address: council tax bill",
        ],
    ),
    "other": (
        lambda ctx: ctx.c([_sin, _aadhaar, _ppsn, _hkid, _twid])(ctx.r),
        [
            "Overseas reader registration: national ID «V», institution «inst»",
            "Visiting researcher «name», government ID number «V», valid until «date»",
            "ID card no. «V» recorded on the reading room register",
            "For the research fellowship payment we need your tax ID: «V»",
            "«V» - that's the ID number on my residence card, for the reader registration",
        ],
    ),
}
_GOV_ZH_VAL = {
    "cnid": lambda ctx: _cn_id(ctx.r),
    "cnpp": lambda ctx: _cn_passport(ctx.r),
    "hkp": lambda ctx: _hk_permit(ctx.r),
    "hkid": lambda ctx: _hkid(ctx.r),
    "twid": lambda ctx: _twid(ctx.r),
}
_GOV_ZH = {
    "cnid": [
        "查档登记表\n姓名：«zname»\n身份证号：«V»\n查阅事由：办理退休",
        "办读者证需要身份证号，我的是«V»",
        "志愿者«zname»，身份证«V»，已核验",
        "读者«zname»（证件号«V»）借阅的«ztitle»逾期未还",
        "请核对身份证号码：«V»，与户籍档案中记载一致",
        "我身份证号«V» 帮我查下借阅记录",
        "捐赠协议 甲方：«zname» 身份证号码：«V»",
        "公民身份号码 «V»",
        "姓名,身份证号,岗位\n«zname»,«V»,讲解员",
        "那个 你帮我登记一下 身份证号是«V» 谢谢",
        "«V»（«zname»，已故，用于办理档案查阅委托）",
    ],
    "cnpp": [
        "海外宗亲«zname»的护照号«V»，来馆查阅族谱",
        "外籍读者登记：护照号码«V»",
        "出国参展随行人员：«zname»，护照«V»",
    ],
    "hkp": [
        "港澳通行证号码：«V»，«zname»来馆查档",
        "随团人员«zname» 通行证«V»",
    ],
    "hkid": [
        "香港读者«zname»，香港身份证«V»，办理临时阅览证",
    ],
    "twid": [
        "台胞寻根登记：«zname»，身份证字号«V»",
    ],
}
_GOV_MX = [
    ("cnid", "Reader registration: 身份证号 «V», 已核验"),
    ("cnid", "volunteer «zname» 的 ID number 是 «V», 做 background check 用"),
    ("cnid", "帮我 check 一下这个身份证 «V» 是不是已经有 library card 了"),
    ("cnid", "ID: «V» (PRC resident ID, 居民身份证)"),
    ("cnid", "donor agreement 上的身份证号码 «V», 扫描件别放 shared drive"),
    ("cnpp", "passport no. «V», 海外 researcher 来查 family records"),
    ("hkp", "港澳通行证 «V», visiting scholar"),
    ("en", "SSN 是 «V», W-9 form 要填"),
    ("en", "NI number «V», 兼职 invigilator 的 payroll 用"),
    ("en", "Passport 号码 «V», expires «date»"),
    ("en", "driving licence «V»，mobile library 司机"),
]


def _government_id(ctx: Ctx, lang: str):
    if lang == "en":
        key = ctx.c(["ssn", "ssn", "nino", "nhs", "passport", "passport", "dl", "dl", "other"])
        gen, tpls = _GOV_EN[key]
        return ctx.c(tpls), gen(ctx), None
    if lang == "zh":
        key = ctx.c(["cnid"] * 7 + ["cnpp", "cnpp", "hkp", "hkid", "twid"])
        return ctx.c(_GOV_ZH[key]), _GOV_ZH_VAL[key](ctx), None
    key, tpl = ctx.c(_GOV_MX)
    if key == "en":
        if "SSN" in tpl:
            v = _ssn(ctx.r)
        elif "NI number" in tpl:
            v = _nino(ctx.r)
        elif "Passport" in tpl:
            v = _passport_en(ctx.r)
        else:
            v = _uk_dl(ctx)
        return tpl, v, None
    return tpl, _GOV_ZH_VAL[key](ctx), None


# --------------------------------------------------------------------------------------------
# financial
# --------------------------------------------------------------------------------------------


def _card(r: random.Random, unionpay: bool = False) -> str:
    if unionpay:
        n = r.choice([16, 19, 19])
        pre = "62" + r.choice(["2202", "2848", "1700", "2588", "1483", "2700", "1226", "1661"])
    else:
        kind = r.choice(["visa", "visa", "visa", "mc", "mc", "amex", "disc"])
        n = {"visa": 16, "mc": 16, "amex": 15, "disc": 16}[kind]
        pre = {"visa": "4" + _dig(r, 1), "mc": str(r.randint(51, 55)), "amex": r.choice(["34", "37"]), "disc": "6011"}[kind]
    num = _luhn_complete(pre + _dig(r, n - len(pre) - 1))
    sep = r.choice([" ", " ", "-", "", " "])
    if n == 15:
        return sep.join([num[:4], num[4:10], num[10:]])
    if n == 19:
        return r.choice([num, " ".join([num[:4], num[4:8], num[8:12], num[12:16], num[16:]]), num[:6] + " " + num[6:]])
    return sep.join(num[i : i + 4] for i in range(0, 16, 4))


def _iban(r: random.Random) -> str:
    cc = r.choice(["GB", "GB", "GB", "DE", "FR", "NL", "IE", "ES", "IT", "BE", "CH"])
    if cc == "GB":
        bban = r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "NAIA", "RBOS", "MONZ"]) + _dig(r, 14)
    elif cc == "DE":
        bban = _dig(r, 18)
    elif cc == "FR":
        bban = _dig(r, 23)
    elif cc == "NL":
        bban = r.choice(["ABNA", "INGB", "RABO", "TRIO"]) + _dig(r, 10)
    elif cc == "IE":
        bban = r.choice(["AIBK", "BOFI"]) + _dig(r, 14)
    elif cc == "ES":
        bban = _dig(r, 20)
    elif cc == "IT":
        bban = r.choice("XABCDEFGH") + _dig(r, 22)
    elif cc == "BE":
        bban = _dig(r, 12)
    else:
        bban = _dig(r, 5) + _alnum(r, 12, string.digits + "ABCDEF")
    iban = _iban_make(cc, bban)
    if r.random() < 0.6:
        return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))
    return iban


def _aba(r: random.Random) -> str:
    while True:
        d = [int(x) for x in r.choice(["0", "1", "2", "3"]) + _dig(r, 7)]
        for c in range(10):
            dd = d + [c]
            if (3 * (dd[0] + dd[3] + dd[6]) + 7 * (dd[1] + dd[4] + dd[7]) + (dd[2] + dd[5] + dd[8])) % 10 == 0:
                return "".join(map(str, dd))


Ctx.f_sortcode = lambda self: f"{self.r.randint(10, 99)}-{self.r.randint(0, 99):02d}-{self.r.randint(0, 99):02d}"
Ctx.f_exp = lambda self: f"{self.r.randint(1, 12):02d}/{self.r.randint(26, 31)}"
Ctx.f_bic = lambda self: self.c(["NWBKGB2L", "BARCGB22", "DEUTDEFF", "BNPAFRPP", "INGBNL2A", "AIBKIE2D", "CAIXESBB"])
Ctx.f_routing = lambda self: _aba(self.r)
Ctx.f_bank = lambda self: self.c(["中国工商银行", "中国建设银行", "中国银行", "招商银行", "中国农业银行", "交通银行", "邮储银行", "兴业银行"])
Ctx.f_zamt = lambda self: self.c(["200元", "500", "1000.00", "350元", "80", "2000元", "150"])

_FIN_EN = {
    "card": (
        lambda ctx: _card(ctx.r),
        [
            "Donation by card: «V», exp «exp», cardholder «name», amount £«amt»",
            "Hi, I rang earlier about the membership renewal - card number is «V», can you take the £«amt» from that?",
            "«ts» ERROR payments: charge declined card=«V» amount=«amt» GBP member=M-«n5»",
            '{"donor": "«name»", "pan": "«V»", "exp": "«exp»", "amount": «amt»}',
            "OCR scan of pledge form:\nCARD N0.  «V»\nEXPIRY  «exp»\nSIGNED «name»",
            "card number «V» expiry «exp» name on card «name» thats for the family membership",
            "Please charge the photocopying invoice («req») to my Visa «V»",
            "gift shop till note: customer left card «V» at the desk on «date», in the safe",
            "«V» exp «exp» - use this one for the annual membership, the old card was cancelled",
        ],
    ),
    "iban": (
        lambda ctx: _iban(ctx.r),
        [
            "Bank transfer details for the research bursary: IBAN «V», BIC «bic», account holder «name»",
            "donor_id,name,iban,amount\n«pid»,«name»,«V»,«amt»",
            "Refund of the reproduction fee should go to IBAN «V» please (my personal account)",
            "Overseas Friend of the Museum, annual standing order from «V»",
            "my iban is «V» for the speaker fee, thx",
        ],
    ),
    "uk": (
        lambda ctx: _dig(ctx.r, 8),
        [
            "Direct Debit mandate\nAccount holder: «name»\nSort code: «sortcode»\nAccount number: «V»",
            "please refund the lost-card fee to my account, sort code «sortcode» acc «V»",
            "Volunteer expenses: «name», bank a/c «V», s/c «sortcode», £«amt» mileage",
            "Gift Aid donor «pid» pays by standing order from account no. «V» («sortcode»)",
        ],
    ),
    "us": (
        lambda ctx: _dig(ctx.r, ctx.r.randint(8, 12)),
        [
            "Direct deposit for the docent stipend: routing «routing», account «V» (checking)",
            "ACH details for «name»: ABA «routing» / acct #«V»",
            "Honorarium paid to checking account «V» at routing number «routing»",
        ],
    ),
}
_FIN_ZH = {
    "cncard": (
        lambda ctx: _card(ctx.r, unionpay=True),
        [
            "银行卡号：«V»（«bank»）户名：«zname»",
            "捐款退款请打到我卡上«V»，«bank»",
            "志愿者补贴发放表\n姓名,银行卡号,金额\n«zname»,«V»,«zamt»",
            "我的工资卡号«V»，开户行«bank»«zcity»分行",
            "讲座劳务费请转至：«zname» «bank» «V»",
            "卡号«V» 户名«zname» 麻烦报销一下交通费",
            "收款账号 «V»\n开户行 «bank»\n收款人 «zname»",
            "那个卡号是«V»你转账的时候核对一下户名",
        ],
    ),
    "card": (
        lambda ctx: _card(ctx.r),
        [
            "信用卡号«V»，有效期«exp»，用于支付复制费",
            "海外会员续费 卡号«V»",
        ],
    ),
    "iban": (
        lambda ctx: _iban(ctx.r),
        [
            "海外捐赠人«zname»的IBAN：«V»",
            "退款账户IBAN «V»，请核对后汇款",
        ],
    ),
}
_FIN_MX = [
    ("cncard", "refund 到这张卡: «V», «bank»"),
    ("cncard", "volunteer 补贴打到 «V», 户名 «zname»"),
    ("cncard", "讲座 speaker fee 转账: «bank» «V»"),
    ("iban", "donor 的 IBAN 是 «V», 记得 check BIC «bic»"),
    ("iban", "海外 Friend 的 standing order 从 «V» 扣款"),
    ("card", "card number «V» 付了 membership fee"),
    ("card", "gift shop 有人落了一张 credit card «V», 先放保险柜"),
    ("uk", "sort code «sortcode», account «V», 给 volunteer 报销 mileage"),
    ("us", "stipend 打到 checking account «V», routing «routing»"),
]


def _financial(ctx: Ctx, lang: str):
    if lang == "en":
        key = ctx.c(["card", "card", "card", "iban", "iban", "uk", "uk", "us"])
        gen, tpls = _FIN_EN[key]
        return ctx.c(tpls), gen(ctx), None
    if lang == "zh":
        key = ctx.c(["cncard"] * 6 + ["card", "iban"])
        gen, tpls = _FIN_ZH[key]
        return ctx.c(tpls), gen(ctx), None
    key, tpl = ctx.c(_FIN_MX)
    gen = {"cncard": _FIN_ZH["cncard"][0], "iban": _FIN_EN["iban"][0], "card": _FIN_EN["card"][0], "uk": _FIN_EN["uk"][0], "us": _FIN_EN["us"][0]}[key]
    return tpl, gen(ctx), None


# --------------------------------------------------------------------------------------------
# person_name
# --------------------------------------------------------------------------------------------


def _name_en(ctx: Ctx) -> tuple[str, str]:
    """returns (value, style)"""
    f = ctx.en_faker()
    first, last = f.first_name(), f.last_name()
    k = ctx.r.random()
    if k < 0.5:
        return f"{first} {last}", "full"
    if k < 0.62:
        return f"{first} {f.first_name()} {last}", "full"
    if k < 0.72:
        return f"{first} {ctx.c(string.ascii_uppercase)}. {last}", "full"
    if k < 0.82:
        return f"{last}, {first}", "inverted"
    if k < 0.9:
        return f"{first} {f.first_name()} /{last}/", "gedcom"
    return last, "surname"


def _name_zh(ctx: Ctx) -> str:
    if ctx.p(0.12):  # genealogy-style names built from a generation character
        return ctx.c(_ZH_SURNAMES_GEN) + ctx.c("德世传家永承宗绍庆昌") + ctx.c("厚仁明华林山福禄贵荣兴安")
    return ctx.zh.name()


def _name_pinyin(ctx: Ctx) -> str:
    sur = ctx.c(_PINYIN).capitalize()
    giv = ctx.c(_PINYIN_GIVEN).capitalize()
    return ctx.c([f"{sur} {giv}", f"{giv} {sur}", f"{ctx.f_first()} {sur}", f"{sur.upper()} {giv}"])


_NAME_EN = {
    "full": [
        "HOLD SHELF\n«V»\nCollect by «date»\nItem: «title»",
        "Volunteer rota («day»): front desk «V», gallery 2 «staff», shop «staff2»",
        "My «gen» «V» emigrated from «city» in «year» - does anyone have the passenger list?",
        "Reader: «V»\nTicket no: «pid»\nSeat: «n»\nDocuments ordered: «ref»",
        "Dear «V»,\n\nThank you for your generous gift to «inst».",
        "Hi all, «V» will be covering my shift on «day», thanks!",
        "spoke to «V» at the front desk, she's donating her late husband's «coll»",
        "Accession «n5»: donated by «V», «date»",
        "has anyone seen «V»'s reading glasses? left them in the serach room yesterday",
        "memo for «V» about the oral history recording next week please ring her",
        "Best wishes,\n«V»\nFriends of «inst»",
        "ILL request «req» placed by «V» for «title»",
        "Overdue notice sent to «V» on «date» (3 items)",
        "Interview transcript, «date»: interviewee «V», interviewer «staff»",
        "volunteer_id,name,role\n«pid»,«V»,cataloguer",
        "«V» (b. «year») married in «city» — need to confirm via the parish register",
        "Congratulations to «V» for 10 years of volunteering with us!",
        "«V» rang again about the overdue «title», third time this week",
    ],
    "inverted": [
        "Borrower: «V» | Items out: «n» | Fines: £0.00",
        "Donor file — «V» — pledged £«amt» annually",
        "Index card: «V». Sub: family of «city». See box «n».",
        "«V» — research visit booked for «date»",
    ],
    "gedcom": [
        "0 @I«n3»@ INDI\n1 NAME «V»\n1 SEX F\n1 BIRT\n2 DATE «year»\n2 PLAC «city»",
        "0 @I«n3»@ INDI\n1 NAME «V»\n1 SEX M\n1 OCCU Weaver",
    ],
    "surname": [
        "Mrs «V» rang about her overdue books, said she'll bring them «day»",
        "Ask Mr «V» in the search room if he's finished with box «n»",
        "Dr «V» has booked the seminar room for her family history group",
        "the «V» donation (photos + letters) is still waiting to be accessioned",
    ],
}
_NAME_ZH = [
    "预约到书通知：«V»读者，您预约的«ztitle»已到馆，请于«zdate»前到«zbranch»领取。",
    "今天«zbranch»值班：«V»，下午换人",
    "第十七世 «V»，字仲仁，生于光绪«n»年，卒葬祖山",
    "我太爷爷叫«V»，民国时候在«zcity»做生意，有人知道他后人吗",
    "捐赠人：«V»\n捐赠物品：«zcoll»\n经手人：«zstaff»",
    "«V»老师今天请假，讲解改到下午",
    "读者«V»借阅的«ztitle»已逾期«n»天，请尽快归还",
    "查档人：«V»\n与当事人关系：子女\n查阅内容：知青档案",
    "族谱记载：«V»，配李氏，生三子",
    "感谢«V»女士向本馆捐赠家藏«zcoll»",
    "提醒一下明天«V»要来拿复印件 记得放前台",
    "志愿者名单\n1. «V»\n2. «zname2»",
    "口述史采访对象：«V»，«age»岁，原纺织厂工人",
    "麻烦«zstaff»跟«V»说一声，她的借阅证可以取了",
    "据«zinst»档案，«V»于民国«n»年迁居«zcity»",
]
_NAME_MX = [
    "«V» 今天不来 shift 了, 谁能 cover 一下?",
    "hold shelf 上 «V» 的书已经 expire 了",
    "Donor «V» 捐了一批 «zcoll»",
    "家里老人说 «V» 是 1949 年从«zcity»去台湾的, any records?",
    "Please welcome our new volunteer «V»！她负责周末讲解",
    "reader «V» 申请查阅 «zcoll», 已 approve",
    "ILL request by «V», 书名 «title»",
    "oral history interview: «V», 采访时间 «zdate»",
    "«V» 的 membership 到期了, 发个 renewal reminder",
    "family tree 里 «V» 这一支还缺 birth record",
]


def _person_name(ctx: Ctx, lang: str):
    if lang == "en":
        v, style = _name_en(ctx)
        return ctx.c(_NAME_EN[style]), v, None
    if lang == "zh":
        return ctx.c(_NAME_ZH), _name_zh(ctx), None
    k = ctx.r.random()
    v = _name_zh(ctx) if k < 0.5 else _name_pinyin(ctx) if k < 0.75 else f"{ctx.f_first()} {ctx.f_last()}"
    return ctx.c(_NAME_MX), v, None


# --------------------------------------------------------------------------------------------
# username
# --------------------------------------------------------------------------------------------


def _uname_en(ctx: Ctx) -> str:
    r = ctx.r
    first, last = ctx.f_first().lower(), ctx.f_last().lower().replace("'", "").replace(" ", "")
    return r.choice([
        ctx.en_faker().user_name(),
        f"{first}_{last}{r.randint(1, 99)}",
        f"{r.choice(['bookworm', 'roots', 'archive', 'parish', 'census', 'tree', 'inkwell', 'folio'])}_{first}{r.randint(60, 2005)}",
        f"{first[0].upper()}{last.capitalize()}Genealogy",
        f"{last}{r.choice(['_family', 'tree', '.history', 'roots'])}{r.randint(1, 99)}",
        f"{first}.{last}",
        f"{r.choice(['Librarian', 'Curator', 'Docent', 'Digger'])}_{first.capitalize()}{r.randint(1, 99)}",
        f"{first}{last[0]}{r.randint(1900, 2010)}",
    ])


def _uname_zh(ctx: Ctx) -> str:
    r = ctx.r
    sur, giv = r.choice(_PINYIN), r.choice(_PINYIN_GIVEN)
    return r.choice([
        "wxid_" + _alnum(r, 14, _LOWER_NUM),
        f"{sur}_{giv}{r.randint(1970, 2008)}",
        f"{sur}{giv}{_dig(r, 3)}",
        r.choice(["书虫", "爱读书的", "档案控", "寻根的", "博物馆迷", "旧书摊"]) + r.choice(["小王", "阿琳", "老李", "猫猫", "小胖", "阿杰", "大橘"]) + str(r.randint(1, 999)),
        f"{giv}{sur}_{_alnum(r, 3, _LOWER_NUM)}",
        f"{r.choice(['jiapu', 'xungen', 'dangan', 'guji'])}_{sur}{r.randint(10, 99)}",
    ])


def _libcard(r: random.Random) -> str:
    return r.choice(["2" + _dig(r, 13), "ZJ" + _dig(r, 10), "0100" + _dig(r, 8), "R" + _dig(r, 9)])


_UNAME_EN = [
    "Username: «V»\nPassword: (sent separately)\nRole: volunteer transcriber",
    "follow me on insta @«V» for more local history pics!",
    "Thanks to «V» on the RootsWeb list for transcribing the «year» baptisms",
    "[«hhmm»] <«V»> anyone know if the record office is open on bank holidays",
    "«ts» sshd: Failed password for invalid user «V» from «host»",
    "my Discord is «V» if you want to join the transcription server",
    "Flickr user «V» uploaded 300 scans of the parish magazine",
    '{"username": "«V»", "last_login": "«ts»", "role": "docent"}',
    "@«V» thanks for the tip about the tithe maps!!",
    "Reddit u/«V» posted a photo of the old mill - is it from our collection?",
    "Ancestry username «V», the tree is called «last» Family Tree",
    "account locked: «V» (too many attempts), unlocked by «staff»",
    "login as «V» on the volunteer hub and click 'My shifts'",
    "Our new Instagram takeover is by @«V» this week",
    "«V» here - I uploaded the rest of the «year» burials to the shared tree",
]
_UNAME_CARD_EN = [
    "Your library account login is your card number: «V»",
    "patron barcode «V» — blocked, lost card reported on «date»",
    "card no «V» pin on the back lol, can u renew for me",
]
_UNAME_ZH = [
    "我微信号«V»，加我拉你进家谱群",
    "用户名：«V»\n密码：请联系管理员重置",
    "感谢网友@«V» 提供的老照片",
    "豆瓣用户«V»写的那篇书评挺好的",
    "小红书搜«V»，她发了好多博物馆讲解视频",
    "登录账号：«V»",
    "QQ/微信同号 «V»，宗亲群里找我",
    "B站UP主«V»拍了我们馆的vlog",
    "志愿者系统里«V»这个账号被锁了，麻烦解一下",
    "论坛ID «V» 发帖说有«zcity»周氏的老谱",
]
_UNAME_CARD_ZH = [
    "读者证号«V»，借阅数量已达上限",
    "我的借阅证号是«V»，帮我续借一下",
    "证号«V»的读者办理了挂失",
]
_UNAME_MX = [
    "我的 username 是 «V»",
    "Discord 上找 «V», transcription project 的 admin",
    "login 用 «V», password 另发",
    "IG @«V» 发了我们的 exhibition",
    "WeChat ID: «V», 加我进 volunteer group",
    "Ancestry 上的 user «V» 说有我们家的 family tree",
    "volunteer hub 账号 «V» locked 了",
]
_UNAME_CARD_MX = [
    "library card number «V», 帮我 renew 一下",
    "patron barcode «V» 已挂失",
]


def _username(ctx: Ctx, lang: str):
    card = ctx.p(0.1)
    if lang == "en":
        if card:
            return ctx.c(_UNAME_CARD_EN), "2" + _dig(ctx.r, 13), None
        return ctx.c(_UNAME_EN), _uname_en(ctx), None
    if lang == "zh":
        if card:
            return ctx.c(_UNAME_CARD_ZH), _libcard(ctx.r), None
        return ctx.c(_UNAME_ZH), _uname_zh(ctx), None
    if card:
        return ctx.c(_UNAME_CARD_MX), _libcard(ctx.r), None
    return ctx.c(_UNAME_MX), (_uname_zh(ctx) if ctx.p(0.5) else _uname_en(ctx)), None


# --------------------------------------------------------------------------------------------
# home_path (planted value: the user-name segment)
# --------------------------------------------------------------------------------------------


def _path_user_en(ctx: Ctx) -> str:
    r = ctx.r
    first, last = ctx.f_first(), ctx.f_last().replace("'", "").replace(" ", "")
    return r.choice([
        f"{first[0].lower()}{last.lower()}", f"{first.lower()}.{last.lower()}", f"{first.lower()}", f"{first} {last}",
        f"{first.lower()}{last.lower()[:3]}", f"{last.upper()}{first[0].upper()}", f"{first.lower()}_{last.lower()}",
    ])


def _path_user_zh(ctx: Ctx) -> str:
    r = ctx.r
    sur, giv = r.choice(_PINYIN), r.choice(_PINYIN_GIVEN)
    return r.choice([ctx.zh.name(), f"{sur}{giv}", f"{giv}.{sur}", f"{sur}_{giv}", f"{sur[0]}{giv}", ctx.zh.name()])


_PATH_EN = [
    "Saved 48 scans to /home/«V»/scans/«isodate»/tiff/",
    'Traceback (most recent call last):\n  File "/home/«V»/projects/omeka-import/run.py", line «n», in <module>\n    main()',
    "C:\\Users\\«V»\\Documents\\Family Tree\\«last»_tree.ged",
    "open /Users/«V»/Library/Mobile Documents/com~apple~CloudDocs/Genealogy/census_«year».xlsx",
    "Error: cannot write to \\\\nas01\\home$\\«V»\\rota.xlsx (access denied)",
    "export path: /mnt/c/Users/«V»/Desktop/finding-aids",
    '{"output_dir": "C:\\\\Users\\\\«V»\\\\Pictures\\\\Scans", "dpi": 600}',
    "«ts» scanner-agent: wrote /Users/«V»/Pictures/Scans/IMG_«n3».tif (600 dpi)",
    "file:///C:/Users/«V»/AppData/Local/Temp/«n5».pdf",
    "scp «host»:/home/«V»/backup/koha-«isodate».sql.gz .",
    "the macro is saved in C:\\Users\\«V»\\AppData\\Roaming\\Microsoft\\Templates\\Normal.dotm, copy it to the desk PC",
    "FileNotFoundError: [Errno 2] No such file or directory: '/home/«V»/oral-history/interview_«n3».wav'",
    "the transcription files are on my laptop under /Users/«V»/Desktop/parish registers - I'll upload tonight",
    "rsync -av /home/«V»/Pictures/glass-plates/ «host»:/srv/dams/incoming/",
    "/home/«V»/.bash_history is world-readable on «host», please fix the permissions",
]
_PATH_ZH = [
    "扫描件在 C:\\Users\\«V»\\Desktop\\家谱扫描\\ 里面，自己拷",
    "报错：无法打开文件 /home/«V»/数据/馆藏目录.xlsx",
    "文件保存在 /Users/«V»/Documents/档案整理/«zdate»/ 下",
    "路径：C:\\Users\\«V»\\AppData\\Local\\Temp\\借阅统计.xls",
    "排班表我放在 D:\\ 不对，是 C:\\Users\\«V»\\Documents\\志愿者排班.xlsx",
    "日志显示写入 /home/«V»/ocr/输出/第«n»册.txt 失败",
    "老照片原图在我电脑 /Users/«V»/Pictures/老照片/ 里，回头发你",
    "请把 C:\\Users\\«V»\\Downloads\\族谱.pdf 发我一份",
]
_PATH_MX = [
    "scan 好的 file 都在 /home/«V»/scans/ 下面",
    "C:\\Users\\«V»\\Desktop\\排班表.xlsx 打不开, help",
    "Traceback 里显示 /Users/«V»/projects/ocr/main.py 第 «n» 行报错",
    "把 /mnt/c/Users/«V»/Documents/家谱 里的 GEDCOM export 一下",
    "backup 在 \\\\nas\\home\\«V»\\口述史 folder",
    "open /Users/«V»/Library/Containers/ 下面有个 cache, 删掉就好",
]


def _home_path(ctx: Ctx, lang: str):
    if lang == "en":
        return ctx.c(_PATH_EN), _path_user_en(ctx), None
    if lang == "zh":
        return ctx.c(_PATH_ZH), _path_user_zh(ctx), None
    return ctx.c(_PATH_MX), (_path_user_zh(ctx) if ctx.p(0.5) else _path_user_en(ctx)), None


# --------------------------------------------------------------------------------------------
# schedule (planted value: the clock time)
# --------------------------------------------------------------------------------------------

_PARTS = {"am": (5, 9), "aft": (13, 17), "eve": (18, 22), "pm": (13, 22), "any": (5, 22)}
_ZH_NUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


def _time_en(ctx: Ctx, part: str) -> str:
    """part: 'am' early morning, 'pm' afternoon/evening, 'any'"""
    r = ctx.r
    h = r.randint(*_PARTS[part])
    m = r.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 10, 40])
    h12 = h if h <= 12 else h - 12
    k = r.random()
    if k < 0.3:
        return f"{h}:{m:02d}"
    if k < 0.5:
        return f"{h12}:{m:02d}{r.choice(['am', ' am', 'a.m.', ' a.m.']) if h < 12 else r.choice(['pm', ' pm', 'p.m.', ' p.m.'])}"
    if k < 0.6:
        return f"{h12}.{m:02d}{'am' if h < 12 else 'pm'}"
    if k < 0.72:
        return f"{h12}{'am' if h < 12 else 'pm'}" if r.random() < 0.5 else f"{h12} {'a.m.' if h < 12 else 'p.m.'}"
    if k < 0.82:
        return f"{h:02d}{m:02d}" + r.choice([" hrs", "h", " hours"])
    words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
    nxt = words[h12 % 12]
    return r.choice([f"half past {words[h12 - 1]}", f"quarter to {nxt}", f"quarter past {words[h12 - 1]}", f"{words[h12 - 1]} o'clock"])


def _time_zh(ctx: Ctx, part: str) -> str:
    r = ctx.r
    h = r.randint(*_PARTS[part])
    h12 = h if h <= 12 else h - 12
    m = r.choice([0, 10, 15, 20, 30, 40, 45, 50])
    k = r.random()
    if k < 0.3:
        return f"{h}:{m:02d}"
    if k < 0.55:
        tail = {0: "点", 15: "点一刻", 30: "点半", 45: "点三刻"}.get(m, f"点{m}")
        return f"{h12}{tail}" if m in (0, 15, 30, 45) else f"{h12}点{m}分" if r.random() < 0.5 else f"{h12}点{m}"
    tail = {0: "点", 15: "点一刻", 30: "点半", 45: "点三刻", 10: "点十分", 20: "点二十", 40: "点四十", 50: "点五十"}[m]
    return f"{_ZH_NUM[h12]}{tail}" + (r.choice(["", "钟"]) if m == 0 else "")


_SCHED_EN = [
    ("am", "I leave home at «V» every weekday, so I can only do the late shift on the rota"),
    ("aft", "My mum's dialysis is every «day» at «V», so please don't put me on the «day» rota"),
    ("eve", "note to self: take my tablets at «V» every night"),
    ("am", "I walk the dog at «V» each morning before I open up the branch"),
    ("aft", "I pick the kids up from school at «V» every day, so I have to leave the search room early"),
    ("eve", "Every «day» at «V» I've got bell-ringing practice, so no evening events for me please"),
    ("am", "i usually get to the record office around «V» on «day»s and stay till they throw me out"),
    ("am", "My alarm goes off at «V» every morning, so an early start at the museum is no problem"),
    ("eve", "Gym every «day» at «V» - can't volunteer then, sorry «staff»"),
    ("any", "I take my insulin at «V» daily, so I need a ten minute break then during the shift"),
    ("am", "«first» always leaves the house at «V» for her swim, ring after that"),
    ("am", "Recurring reminder (personal): every weekday «V» - school run"),
    ("eve", "my husband gets home at «V» most days so I can do the «day» evening talks"),
    ("am", "I catch the «V» bus from the end of our road every morning, so I'm in by nine"),
    ("am", "«V» every weekday is when I leave for the school run, so I can't open up before ten"),
    ("eve", "ok so basically I go to bed at «V» every night so the late opening isn't for me"),
]
_SCHED_ZH = [
    ("eve", "我每天晚上«V»吃药，值班的时候提醒我一下"),
    ("am", "我每天早上«V»出门送孩子，所以只能排下午的班"),
    ("aft", "每周三下午«V»我要去医院做透析，周三别给我排班"),
    ("am", "我爸每天«V»准时去公园遛弯，想采访他口述史可以去那找他"),
    ("eve", "每天«V»前必须到家，孩子一个人在家，所以晚班我不行"),
    ("eve", "我一般«V»下班，«zday»晚上可以来馆里帮忙"),
    ("am", "闹钟定在«V»，每天这个点起，早班没问题"),
    ("aft", "那个我每天«V»要去接孙子放学就不去馆里了"),
    ("am", "我奶奶每天«V»起床念经，采访最好约在上午十点以后"),
    ("aft", "每个«zday»«V»我要去上老年大学的书法课"),
    ("any", "我每天«V»打胰岛素，讲解排班的时候中间给我留十分钟"),
    ("am", "我每天«V»坐公交，九点前肯定能到"),
    ("eve", "晚上«V»雷打不动跳广场舞，排班避开这个时间哈"),
    ("eve", "«V»是我每天吃降压药的时间，到点提醒我一下"),
]
_SCHED_MX = [
    ("am", "我每天 «V» 出门, 所以 early shift 没问题"),
    ("aft", "every «day» «V» 我要去 physio, 请别排班"),
    ("eve", "My daily routine: «V» 吃药, then walk the dog"),
    ("aft", "school pickup 是每天 «V», 所以我只能 morning shift"),
    ("am", "我每天 «V» 的 bus 来馆里, usually 九点前到"),
    ("eve", "每周 «zday» «V» 有 choir practice, evening talk 去不了"),
    ("any", "insulin 每天 «V» 打, shift 中间需要 break"),
    ("am", "alarm 每天 «V» 响, 所以 opening shift OK"),
]


def _schedule(ctx: Ctx, lang: str):
    if lang == "en":
        part, tpl = ctx.c(_SCHED_EN)
        return tpl, _time_en(ctx, part), None
    part, tpl = ctx.c(_SCHED_ZH if lang == "zh" else _SCHED_MX)
    if lang == "mixed" and ctx.p(0.3):
        return tpl, _time_en(ctx, part), None
    return tpl, _time_zh(ctx, part), None


# --------------------------------------------------------------------------------------------
# geo
# --------------------------------------------------------------------------------------------

_GEO_BASE_EN = [(53.80, -1.55), (53.48, -2.24), (51.45, -2.59), (55.95, -3.19), (51.48, -3.18), (53.96, -1.08),
                (52.63, 1.30), (42.36, -71.06), (41.88, -87.63), (47.61, -122.33), (39.74, -104.99), (54.60, -5.93),
                (53.35, -6.26), (52.20, 0.12), (51.75, -1.26)]
_GEO_BASE_ZH = [(30.27, 120.15), (31.30, 120.58), (30.66, 104.07), (30.59, 114.30), (32.06, 118.80), (34.34, 108.94),
                (28.23, 112.94), (24.48, 118.09), (36.07, 120.38), (31.82, 117.23), (25.04, 102.71), (29.87, 121.54),
                (31.23, 121.47), (39.90, 116.40), (23.13, 113.26)]
_GH = "0123456789bcdefghjkmnpqrstuvwxyz"
_PLUS = "23456789CFGHJMPQRVWX"
_W3W = ["filled", "count", "soap", "lamp", "ruler", "index", "crisp", "tulip", "marble", "ranch", "spoon", "hatch",
        "otter", "glow", "scarf", "mint", "dusty", "grape", "sheep", "brave", "ledge", "plank", "river", "olive",
        "swift", "cabin", "noted", "ruby", "tent", "acorn"]


def _coord(ctx: Ctx, zh: bool) -> str:
    r = ctx.r
    la, lo = r.choice(_GEO_BASE_ZH if zh else _GEO_BASE_EN)
    lat, lon = la + r.uniform(-0.08, 0.08), lo + r.uniform(-0.08, 0.08)
    nd = r.choice([4, 5, 5, 6, 6])
    k = r.random()
    if k < 0.65:
        sep = r.choice([", ", ",", " ", ", "])
        return f"{lat:.{nd}f}{sep}{lon:.{nd}f}"
    if k < 0.85 or zh:
        prime = r.random() < 0.5

        def dms(x, pos, neg):
            h = pos if x >= 0 else neg
            x = abs(x)
            d = int(x)
            mm = int((x - d) * 60)
            ss = (x - d - mm / 60) * 3600
            return f"{d}°{mm}′{ss:.1f}″{h}" if prime else f"{d}°{mm}'{int(ss)}\"{h}"
        return f"{dms(lat, 'N', 'S')} {dms(lon, 'E', 'W')}"
    return f"{lat:.{nd}f}N {abs(lon):.{nd}f}{'W' if lon < 0 else 'E'}"


def _geohash(ctx: Ctx, zh: bool) -> str:
    prefix = ctx.c(["wtm", "wtw", "wm6", "wt3", "ws1", "wx4"] if zh else ["gcw", "gcq", "gcn", "gcv", "drt", "c23", "dp3", "gcp"])
    return prefix + _alnum(ctx.r, ctx.r.randint(5, 7), _GH)


def _pluscode(ctx: Ctx) -> str:
    r = ctx.r
    full = r.choice(["9C5W", "9C3X", "9C4V", "8Q9V", "8Q6R", "87JC", "9C2R", "7QQ3"]) + _alnum(r, 4, _PLUS) + "+" + _alnum(r, 2, _PLUS)
    return full if r.random() < 0.6 else full[4:]


def _os_grid(r: random.Random) -> str:
    sq = r.choice(["SE", "SJ", "ST", "NT", "SK", "TG", "SU", "SD", "NZ", "SO"])
    n = r.choice([4, 5])
    return f"{sq} {_dig(r, n)} {_dig(r, n)}" if r.random() < 0.7 else f"{sq}{_dig(r, n)}{_dig(r, n)}"


def _us_zip(r: random.Random) -> str:
    z = f"{r.randint(1001, 99950):05d}"
    return z if r.random() < 0.5 else f"{z}-{_dig(r, 4)}"


_GEO_EN = {
    "coord": [
        "Grave located at «V» - row «n», near the yew tree by the north wall",
        "EXIF from the donor's photo of her house: GPS «V»",
        "my house is at «V» if the sat nav gets confused, it's the track after the farm",
        '{"accession": "«n5»", "findspot": "«V»", "finder": "private landowner"}',
        "Metal detecting find reported from field at «V» (landowner's farm), «date»",
        "coords for the family farmstead: «V». Still standing, now a holiday let",
        "dropped pin «V» - that's where grandad's workshop was, back of our garden",
        "«V» - those are the coordinates of our farmhouse, please keep them off the public catalogue",
    ],
    "postcode": [
        "Postcode: «V»\nGift Aid: yes",
        "member_id,postcode,tier\nM-«n5»,«V»,Family",
        "home postcode «V» - for the housebound delivery round",
        "Gift Aid declaration: house number «n», postcode «V»",
    ],
    "zip": [
        "ZIP: «V»  (member since «year»)",
        "Please enter your home ZIP for the library card: «V»",
        "shipping ZIP «V» for the reproduction order",
    ],
    "geohash": [
        "geohash «V» for the farmhouse in the old photos (private land, ask before visiting)",
        "location_hash=«V» lat/lon hidden from public record",
    ],
    "plus": [
        "plus code «V» - our cottage, for the oral history recording visit",
        "meet me at «V» (Google plus code), it's our back gate",
    ],
    "w3w": [
        "the house is at «V» if you're driving, the lane has no name",
        "what3words for our front door: «V»",
    ],
    "grid": [
        "OS grid ref «V»: site of the family smithy, now our back garden",
        "Finds recorded at NGR «V» on private land (owner: withheld)",
    ],
}
_GEO_ZH = [
    ("coord", "老宅的坐标是«V»，在村口老槐树旁边"),
    ("coord", "祖坟位置 GPS«V»，清明上坟用"),
    ("coord", "经纬度：«V»（捐赠人家中拍摄）"),
    ("coord", "定位发你了«V» 就是我家那栋"),
    ("coord", "照片EXIF里有拍摄位置«V»，是他家院子"),
    ("coord", "采访地点：«V»，受访人家中"),
    ("geohash", "位置编码«V»，是我家老房子"),
    ("zpc", "家庭邮编：«V»"),
    ("zpc", "收件邮编«V»，别写错了"),
    ("zpc", "读者登记表 邮政编码«V» 住址见背面"),
]
_GEO_MX = [
    ("coord", "pin 发你了: «V», 老家那个房子"),
    ("coord", "Google Maps 上是 «V», 我家在路尽头"),
    ("coord", "GPS «V» 是 grandpa 的老宅"),
    ("coord", "donor 家的 location «V», pickup 去这里"),
    ("plus", "plus code «V», 我家后门"),
    ("w3w", "what3words «V», 农场入口"),
    ("postcode", "my postcode 是 «V», housebound delivery"),
    ("zpc", "邮编 «V», ship 到家里"),
]


def _geo_value(ctx: Ctx, kind: str, zh: bool) -> str:
    r = ctx.r
    if kind == "coord":
        return _coord(ctx, zh)
    if kind == "postcode":
        return ctx.f_ukpc()
    if kind == "zip":
        return _us_zip(r)
    if kind == "geohash":
        return _geohash(ctx, zh)
    if kind == "plus":
        return _pluscode(ctx)
    if kind == "w3w":
        return "///" + ".".join(r.sample(_W3W, 3))
    if kind == "grid":
        return _os_grid(r)
    if kind == "zpc":
        return ctx.f_zpc()
    raise KeyError(kind)


def _geo(ctx: Ctx, lang: str):
    if lang == "en":
        kind = ctx.c(["coord"] * 4 + ["postcode"] * 2 + ["zip", "geohash", "plus", "w3w", "grid"])
        return ctx.c(_GEO_EN[kind]), _geo_value(ctx, kind, False), None
    if lang == "zh":
        kind, tpl = ctx.c(_GEO_ZH)
        return tpl, _geo_value(ctx, kind, True), None
    kind, tpl = ctx.c(_GEO_MX)
    return tpl, _geo_value(ctx, kind, ctx.p(0.6)), None


# --------------------------------------------------------------------------------------------
# benign hard negatives: public facts, identifiers of things (not people), hours, code
# --------------------------------------------------------------------------------------------

_AUTHORS = ["Charles Dickens", "Jane Austen", "George Eliot", "Toni Morrison", "Virginia Woolf", "Mark Twain",
            "Charlotte Brontë", "Hilary Mantel", "Kazuo Ishiguro", "Zadie Smith", "Thomas Hardy", "Agatha Christie",
            "Chinua Achebe", "Margaret Atwood", "J. R. R. Tolkien", "Daphne du Maurier", "Primo Levi", "Umberto Eco"]
_FAMOUS = ["Charles Darwin", "Ada Lovelace", "Isambard Kingdom Brunel", "Florence Nightingale", "Abraham Lincoln",
           "Queen Victoria", "William Morris", "Emmeline Pankhurst", "Samuel Pepys", "Winston Churchill",
           "Marie Curie", "Frederick Douglass", "Captain James Cook", "Elizabeth Fry", "Josiah Wedgwood",
           "William Shakespeare", "Mary Seacole", "Robert Burns"]
_ZFAMOUS = ["鲁迅", "巴金", "老舍", "钱钟书", "杨绛", "沈从文", "梁启超", "司马迁", "李白", "苏轼", "李清照", "王羲之",
            "张爱玲", "徐霞客", "郑和", "林徽因", "梁思成", "蔡元培", "曹雪芹", "齐白石"]
_INST_PUB = ["the British Library", "The National Archives at Kew", "the Library of Congress", "the Smithsonian",
             "the V&A", "the Natural History Museum", "the Bodleian Library", "the National Library of Scotland",
             "the New York Public Library", "the Rijksmuseum", "the Louvre", "the British Museum", "the Met",
             "the John Rylands Library", "the Wellcome Collection"]
_ZINST_PUB = ["国家图书馆", "故宫博物院", "中国国家博物馆", "上海博物馆", "南京博物院", "浙江图书馆", "中国第一历史档案馆",
              "陕西历史博物馆", "湖南博物院", "首都博物馆", "上海图书馆", "天一阁博物院", "敦煌研究院", "苏州博物馆"]
_EXHIBITS = ["Ink and Industry: 200 Years of Print", "Threads: Textiles of the Mill Towns", "Maps That Changed the World",
             "The Victorians at Play", "Sea Voyages", "Women of the Vote", "Lost Railways", "Medieval Manuscripts Revealed",
             "Dinosaurs Up Close", "Art Deco Posters"]
_ZEXHIBITS = ["“千里江山”特展", "“敦煌艺术”大展", "“丝绸之路”文物展", "“宋韵文化”专题展", "“江南园林”摄影展",
              "“鲁迅与新文化运动”文献展", "“古籍修复”成果展", "“近代报刊”珍品展"]
_TOPICS = ["British history", "genealogy and heraldry", "local history", "architecture", "railways", "textiles",
           "cookery", "military history", "botany", "shipping"]
_SYSPATHS = ["/var/log/koha/opac-error.log", "/usr/share/koha/intranet/cgi-bin/", "C:\\Program Files\\Tesseract-OCR\\tesseract.exe",
             "/etc/nginx/sites-enabled/iiif.conf", "/opt/archivesspace/config/config.rb", "/srv/dams/incoming/",
             "/var/lib/fedora/objects/", "D:\\Scans\\Batch_042\\", "/usr/local/bin/vips", "/mnt/storage/masters/"]


class _B(Ctx):
    def b_isbn(self):
        s = _isbn13(self.r)
        if self.p(0.6):
            return f"{s[:3]}-{s[3]}-{s[4:7]}-{s[7:12]}-{s[12]}"
        return s

    def b_title(self):
        return self.c(_EN_TITLES)

    def b_ztitle(self):
        return self.c(_ZH_TITLES)

    def b_author(self):
        return self.c(_AUTHORS)

    def b_famous(self):
        return self.c(_FAMOUS)

    def b_zfamous(self):
        return self.c(_ZFAMOUS)

    def b_callno(self):
        return self.f_callno()

    def b_zcallno(self):
        return self.f_zcallno()

    def b_ver(self):
        return self.f_ver()

    def b_uuid(self):
        h = _alnum(self.r, 32, _HEX)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{self.c('89ab')}{h[17:20]}-{h[20:]}"

    def b_sha256(self):
        return _alnum(self.r, 64, _HEX)

    def b_md5(self):
        return _alnum(self.r, 32, _HEX)

    def b_sha(self):
        return _alnum(self.r, 7, _HEX)

    def b_doi(self):
        return self.c([f"10.1093/ref:odnb/{self.r.randint(1000, 99999)}", f"10.5284/{self.r.randint(1000000, 1099999)}",
                       f"10.1017/S{_dig(self.r, 16)}", f"10.5281/zenodo.{self.r.randint(100000, 9999999)}"])

    def b_ark(self):
        return f"ark:/{self.c(['13960', '12148', '81055', '67531'])}/{self.c(['t', 'bpt6k', 'vdc_', 'cb'])}{_alnum(self.r, 9, _LOWER_NUM)}"

    def b_acc(self):
        return f"{self.r.randint(1890, 2025)}.{self.r.randint(1, 300)}.{self.r.randint(1, 40)}"

    def b_ref(self):
        return self.c([f"WO 363/{self.r.randint(1, 5000)}", f"HO 107/{self.r.randint(1, 2500)}", f"RG 14/{self.r.randint(1, 30000)}",
                       f"ADM 188/{self.r.randint(1, 1200)}", f"MS {self.r.randint(100, 9999)}", self.f_ref()])

    def b_zref(self):
        return self.f_zref()

    def b_price(self):
        return self.c(["£", "$", "€"]) + self.c(["0.20", "1.50", "4.99", "12", "15.00", "25", "7.50", "3.20", "60"])

    def b_zprice(self):
        return self.c(["0.5元", "2元", "30元", "60元", "免费", "120元", "15元"])

    def b_date(self):
        return self.f_date()

    def b_zdate(self):
        return self.f_zdate()

    def b_year(self):
        return str(self.r.randint(1600, 2025))

    def b_n(self):
        return str(self.r.randint(2, 60))

    def b_big(self):
        return f"{self.r.randint(1, 900):,}"

    def b_ticket(self):
        return self.c(["INC-", "TKT-", "JIRA LIB-", "RT #", "SR"]) + str(self.r.randint(1000, 99999))

    def b_sku(self):
        return f"{self.c(['ARB', 'GAY', 'CON', 'PRE'])}-{self.r.randint(100, 999)}-{self.c(['A4', 'FS', 'LG', 'BX'])}"

    def b_dewey(self):
        return f"{self.r.randint(0, 999):03d}.{self.r.randint(0, 999)}"

    def b_inst(self):
        return self.c(_INST_PUB)

    def b_zinst(self):
        return self.c(_ZINST_PUB)

    def b_city(self):
        return self.c(_EN_CITY)

    def b_zcity(self):
        return self.c(_ZH_CITY)

    def b_day(self):
        return self.c(_EN_DAYS)

    def b_zday(self):
        return self.c(_ZH_DAYS)

    def b_branch(self):
        return self.c(_EN_BRANCH)

    def b_zbranch(self):
        return self.c(_ZH_BRANCH)

    def b_exhibit(self):
        return self.c(_EXHIBITS)

    def b_zexhibit(self):
        return self.c(_ZEXHIBITS)

    def b_item(self):
        return "3" + _dig(self.r, 13)

    def b_oclc(self):
        return self.c(["ocm", "ocn", ""]) + str(self.r.randint(10000000, 999999999))

    def b_file(self):
        return self.c([f"IMG_{self.r.randint(1, 9999):04d}.tif", f"box{self.r.randint(1, 80)}_f{self.r.randint(1, 30)}_p{self.r.randint(1, 400):03d}.jpg",
                       f"ms{self.r.randint(100, 999)}_fol{self.r.randint(1, 250)}r.tif", f"reel_{self.r.randint(1, 600):03d}.pdf"])

    def b_hours(self):
        a = self.c(["9:00", "9:30", "10:00", "8:30"])
        b = self.c(["16:30", "17:00", "17:30", "20:00", "16:00"])
        return f"{a}–{b}" if self.p(0.5) else f"{a}-{b}"

    def b_pubtime(self):
        return self.c(["10:30", "11:00", "14:00", "2pm", "11am", "19:00", "18:30", "15:00"])

    def b_sheet(self):
        return f"{self.c(['Yorkshire', 'Lancashire', 'Kent', 'Norfolk', 'Devon'])} {self.r.randint(1, 300)}"

    def b_syspath(self):
        return self.c(_SYSPATHS)

    def b_topic(self):
        return self.c(_TOPICS)

    def b_work(self):
        return self.c([
            "Middlemarch /$cby George Eliot", "Bleak House /$cby Charles Dickens", "Beloved /$cby Toni Morrison",
            "Persuasion /$cby Jane Austen", "Mrs Dalloway /$cby Virginia Woolf", "Wolf Hall /$cby Hilary Mantel",
            "Never let me go /$cby Kazuo Ishiguro", "The name of the rose /$cby Umberto Eco",
            "The periodic table /$cby Primo Levi", "Things fall apart /$cby Chinua Achebe", "Rebecca /$cby Daphne du Maurier",
        ])

    def b_oldyear(self):
        return str(self.r.randint(1780, 1905))

    def b_coll(self):
        return self.c(["estate maps", "tithe apportionment", "glass plate negatives", "parish magazine", "trade directories"])

    def b_pct(self):
        return str(self.r.randint(3, 99))

    def b_dpi(self):
        return self.c(["300", "400", "600", "800"])


_BENIGN_EN = [
    "New arrivals: «title» by «author» (ISBN «isbn»), shelved at «callno».",
    "Koha upgraded to «ver» on «date»; the OPAC will be down for about 30 minutes.",
    "The reading room is open «day» to Saturday, «hours»; document orders close an hour before.",
    "Fixity check passed: «file» md5 «md5»",
    "«sha256»  data/«file»",
    "Object «acc» moved to store B, bay «n», shelf «n2» after condition check.",
    "Exhibition '«exhibit»' runs «date» to «date2»; tickets «price», members free.",
    "IIIF manifest: https://iiif.example.org/manifests/«uuid»",
    "Cite as: Oxford Dictionary of National Biography, doi:«doi»",
    "Letters of «famous», catalogue ref «ref», digitised in «year».",
    "SELECT biblionumber, title FROM biblio WHERE copyrightdate < «year» LIMIT «n»;",
    "=245  10$a«work».",
    "Ticket «ticket»: the label printer on the issue desk jams when printing spine labels.",
    "Item barcode «item» withdrawn (water damage), replacement ordered.",
    "Storytime every «day» at «pubtime» in the children's library - all welcome, no booking needed.",
    "«inst» holds the papers of «famous».",
    "Strongroom «n» target: 16-19°C, 45-55% RH. Logger readings within range all week.",
    "Census returns 1841-1921 can be searched free of charge on the reading room PCs.",
    "Dewey «dewey» covers «topic»; the overflow is in the basement stack.",
    "Permalink: https://n2t.net/«ark»",
    "Annual report: «big» visits, «big2» loans, «n» new volunteers, «n2» school groups.",
    "Price list: A4 photocopy «price», digital image «price2», certified copy «price3».",
    "UUID «uuid» assigned to accession «acc».",
    "commit «sha»: fix MARC21 leader parsing for serials (closes «ticket»)",
    "Version «ver» of the IIIF viewer adds deep zoom and right-to-left paging.",
    "0 HEAD\n1 SOUR FTM\n2 VERS «ver»\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8",
    "The 1939 Register is searchable online; records of people who may still be living are closed.",
    "Stock check: «n» items missing from the «callno» range, «n2» misshelved.",
    "Order «ticket» delivered: «n» archival boxes (SKU «sku»), total «price».",
    "OCLC number «oclc» matches ISBN «isbn».",
    "Display planned for «famous»'s anniversary in «year»; posters due «date».",
    "Map: OS six-inch sheet «sheet», surveyed «oldyear», scanned at «dpi» dpi.",
    "Scanner profile: «dpi» dpi, 16-bit TIFF, AdobeRGB, output to «syspath»",
    "tail -f «syspath» | grep ERROR",
    "Lecture: «author» and the Victorian novel, «day» «date», «pubtime», Lecture Theatre 2, «price».",
    "Volunteer induction runs on the first «day» of each month, «hours», Learning Centre.",
    "Late opening: the library stays open until 20:00 on «day»s during exam season.",
    "Please use pencil only in the search room; pens, food and drink are not permitted.",
    "Conservation report for «acc»: foxing and a small tear on folio «n», stable.",
    "Shelfmark «ref» is on a 24-hour retrieval time from the offsite store.",
    "The museum café is open «hours» daily; the shop closes 15 minutes earlier.",
    "Python: records = [r for r in batch if r['dc:type'] == 'StillImage']  # «n» expected",
    "ERROR 404 for https://iiif.example.org/iiif/3/«uuid»/full/max/0/default.jpg",
    "Interlibrary loan fee is «price» per item; requests take 5-10 working days.",
    "The «exhibit» catalogue (ISBN «isbn») is «price» in the shop.",
    "Job «ticket» finished: «big» pages OCR'd, mean confidence «pct»%.",
    "Family history drop-in: «day»s «hours», no appointment needed.",
    "Remember: parish registers before «oldyear» are on microfilm only.",
    "Passwords for the catalogue must be at least «n» characters and are reset every 90 days.",
    "Reading room Wi-Fi is open to all - no password needed, just accept the terms.",
    "To register for a reader's ticket, bring photo ID (passport or driving licence) and proof of address.",
    "We accept Visa, Mastercard and American Express; minimum card spend in the shop is «price».",
    "Log in to your account with your library card number and PIN; forgotten PINs can be reset at any branch.",
    "Never share your PIN or password with anyone, including library staff.",
    "Grid references in the «coll» catalogue are given to six figures where known.",
    "The record office is a five-minute walk from «city» railway station.",
    "Email enquiries are answered within «n» working days via the online form.",
    "Phone renewals: use the automated line, available 24 hours a day.",
    "Gift Aid lets us claim an extra 25p for every £1 you donate.",
    "Usernames are not case-sensitive; passwords are.",
    "Home directories on the staff network are backed up nightly; please do not store scans on the desktop.",
]
_BENIGN_ZH = [
    "新书上架：«ztitle»，ISBN «isbn»，索书号«zcallno»。",
    "本馆开放时间：周二至周日 «hours»，周一闭馆（法定节假日除外）。",
    "«zinst»将于«zdate»推出«zexhibit»，门票«zprice»，需提前预约。",
    "«zfamous»手稿展将于«zdate»开幕，免费参观。",
    "档号«zref»，保管期限：永久，密级：公开。",
    "系统升级通知：图书管理系统将于«zdate»升级至V«ver»版本，届时暂停借还服务。",
    "馆藏统计：古籍«n»万册，其中善本«n2»部。",
    "文物编号«acc»，青铜器，商代晚期，现藏«zinst»。",
    "MD5校验值：«md5»，与原始文件一致。",
    "复印收费标准：A4每页«zprice»，扫描每页«zprice2»。",
    "少儿绘本故事会每«zday»上午«pubtime»在少儿阅览室举行，欢迎小朋友参加。",
    "工单«ticket»：自助借还机无法识别RFID标签，已联系厂家。",
    "《永乐大典》现存约400册，分散于多个国家和地区的收藏机构。",
    "SELECT 书名, 作者 FROM 馆藏 WHERE 出版年 < «year»;",
    "本次讲座主题：«zfamous»与他的时代，地点：报告厅，时间：«zdate»«pubtime»。",
    "修谱常识：堂号、字辈、世系图的基本写法。",
    "数字化项目进度：已完成«pct»%，共扫描«big»页。",
    "影像文件命名规则：全宗号-目录号-案卷号-页号，如 «zref»-001.tif。",
    "«zinst»的«zexhibit»入选年度十大精品展。",
    "唯一标识符 UUID：«uuid»，对应藏品«acc»。",
    "读者须知：古籍阅览请使用铅笔，禁止拍照。",
    "IIIF清单地址：https://iiif.example.org/manifests/«uuid»",
    "中图法分类号«zcallno»属于历史、地理类。",
    "地方文献阅览室每周一至周五«hours»开放，周末闭馆。",
    "«zfamous»故居纪念馆今年接待观众«big»人次。",
    "馆际互借每册收费«zprice»，一般5至10个工作日到馆。",
    "检修通知：«zdate»全天空调维护，报刊阅览室暂停开放。",
    "修复报告：«acc»号藏品纸张酸化，已完成脱酸处理。",
    "《四库全书》文津阁本现藏«zinst»。",
    "OCR识别完成，共«big»页，平均置信度«pct»%。",
    "开馆时间调整：夏季（7-8月）延长至20:00闭馆。",
    "志愿者培训安排在每月第一个«zday»下午，地点：三楼会议室。",
    "论文DOI：«doi»",
    "扫描参数：«dpi» dpi，24位彩色，TIFF格式，存储路径 «syspath»",
    "本周借阅排行第一：«ztitle»，共借出«n»次。",
    "提示：«zcity»地方志«year»年版已数字化，可在线阅览。",
    "读者证初始密码为身份证号后六位，首次登录请及时修改。",
    "办理读者证请携带本人有效身份证件原件。",
    "本馆文创商店支持支付宝、微信支付和银联卡。",
    "查档须出示本人身份证，代查需提供委托书。",
    "请勿向任何人透露您的密码或短信验证码。",
    "阅览室无线网络免费开放，无需密码。",
    "复印费可使用借阅证余额支付。",
    "联系方式请见官网“联系我们”页面。",
    "本馆位于«zcity»市中心，乘地铁可达。",
    "家谱查询需提供始迁祖姓名、堂号和原籍等信息。",
    "志愿者报名请通过官方公众号填写报名表，不接受电话报名。",
    "展品说明：«zfamous»书法作品（复制品），原件藏于«zinst»。",
    "版本号 v«ver» 修复了检索结果分页的问题。",
    "sha256校验：«sha256»",
    "国家图书馆古籍馆每周二至周日开放，周一闭馆。",
]
_BENIGN_MX = [
    "新书 «title» 已上架, call number «callno»",
    "Koha 升级到 «ver» 之后, OPAC 的 search 变快了不少",
    "IIIF manifest 的 URL 是 https://iiif.example.org/manifests/«uuid»",
    "Reading room 开放时间 «hours», 周一 closed",
    "«famous» 的 exhibition 下个月在«zinst»开幕",
    "sha256 checksum «sha256» 校验通过",
    "ticket «ticket» 已解决: 自助借还机 RFID 问题",
    "«zfamous» manuscripts 数字化 project 进度 «pct»%",
    "ISBN «isbn» 的 MARC record 已导入",
    "accession «acc» 的 condition report 写好了, 放在 shared drive",
    "Storytime 每«zday» «pubtime», 在少儿阅览室, free",
    "OCR batch «ticket» done: «big» pages, 平均 accuracy «pct»%",
    "ILL fee 是 «price»/本, 5-10 个工作日",
    "«exhibit» 的 catalogue 在 shop 卖 «price»",
    "档号 «zref» 的 finding aid 已经 online 了",
    "commit «sha»: 修复 GEDCOM import 的 encoding bug",
    "新版 IIIF viewer «ver» 支持 deep zoom 了",
    "UUID «uuid» 对应的 object 是一件宋代瓷器",
    "DOI «doi» 这篇 paper 讲的是古籍修复",
    "scan profile: «dpi» dpi, TIFF, output 到 «syspath»",
    "SELECT * FROM items WHERE homebranch = 'CENTRAL' AND itemlost = 0;  -- 返回 «n» rows",
    "«inst» 的 «famous» collection 可以在线看",
    "Late opening 到 20:00, exam season 期间每天",
    "Volunteer induction 每月第一个«zday», «hours»",
    "md5 «md5» 跟 vendor 给的一致",
    "«zinst» 的 «zexhibit» 值得一看, ticket «zprice»",
    "book club 这个月读 «ztitle», 下个月读 «title»",
    "stock check 发现 «callno» 区 «n» 本 missing",
    "Reader's ticket 需要 passport 或 driving licence 原件",
    "PIN 忘了可以去任何 branch reset",
    "Wi-Fi 不需要 password, 直接 accept terms 就行",
    "shop 支持 Visa, Mastercard 和 银联",
    "password 至少 «n» 位, 90 天 reset 一次",
    "email enquiry 会在 «n» 个工作日内回复",
    "查档要带 ID card, 代查要 authorization letter",
    "Gift Aid 每捐 £1 可以多 claim 25p",
]


# --------------------------------------------------------------------------------------------
# assembly
# --------------------------------------------------------------------------------------------

_GEN = {
    "secret": _secret,
    "password": _password,
    "email": _email,
    "phone": _phone,
    "address": _address,
    "government_id": _government_id,
    "financial": _financial,
    "person_name": _person_name,
    "username": _username,
    "home_path": _home_path,
    "schedule": _schedule,
    "geo": _geo,
}
_NAME_PART = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ'\-]+")


def _acceptable(cat: str, text: str, start: int, end: int) -> bool:
    v = text[start:end]
    if not v or v != v.strip() or text.count(v) != 1:
        return False
    if cat == "person_name":  # every Latin part of the name must occur only inside the value
        outside = text[:start] + " " + text[end:]
        for part in _NAME_PART.findall(v):
            if len(part) >= 3 and re.search(rf"(?<![\w]){re.escape(part)}(?![\w])", outside):
                return False
    return True


def samples() -> list[Sample]:
    out: list[Sample] = []
    seen: set[str] = set()
    for ci, cat in enumerate(CATEGORIES):
        gen = _GEN[cat]
        for li, lang in enumerate(LANGS):
            cell_seed = BASE_SEED + ci * 3 + li
            ctx = Ctx(random.Random(cell_seed), cell_seed)
            n = tries = 0
            while n < N_PER_CELL:
                tries += 1
                if tries > 100 * N_PER_CELL:
                    raise RuntimeError(f"cannot fill cell {cat}/{lang}")
                tpl, value, preset = gen(ctx, lang)
                text, s, e = ctx.fill(tpl, value, preset)
                if text in seen or not _acceptable(cat, text, s, e):
                    continue
                seen.add(text)
                out.append(Sample(text, cat, lang, s, e))
                n += 1
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    pools = {"en": _BENIGN_EN, "zh": _BENIGN_ZH, "mixed": _BENIGN_MX}
    for i, lang in enumerate(LANGS):
        b = _B(random.Random(BENIGN_SEED + i))
        n = tries = 0
        while n < N_BENIGN:
            tries += 1
            if tries > 200 * N_BENIGN:
                raise RuntimeError(f"cannot fill benign {lang}")
            text = b.fill_benign(b.c(pools[lang]))
            if text in seen:
                continue
            seen.add(text)
            out.append((lang, text))
            n += 1
    return out


# --------------------------------------------------------------------------------------------
# self-check
# --------------------------------------------------------------------------------------------


def _selfcheck() -> None:
    import collections

    ss = samples()
    bb = benign_with_lang()
    assert len(ss) == len(CATEGORIES) * len(LANGS) * N_PER_CELL, len(ss)
    cells = collections.Counter((s.category, s.lang) for s in ss)
    for cat in CATEGORIES:
        for lang in LANGS:
            assert cells[(cat, lang)] == N_PER_CELL, (cat, lang, cells[(cat, lang)])
    assert len({s.text for s in ss}) == len(ss), "sample texts not distinct"
    for s in ss:
        assert 0 <= s.start < s.end <= len(s.text), s
        assert s.text[s.start : s.end] == s.value
        assert s.value == s.value.strip() and s.text.count(s.value) == 1, s
        assert "«" not in s.text and "»" not in s.text and _V not in s.text, s.text
    # determinism
    assert ss == samples(), "samples() not deterministic"
    assert bb == benign_with_lang(), "benign_with_lang() not deterministic"
    # checksums
    n_card = n_iban = n_cnid = 0
    for s in ss:
        v = s.value
        if s.category == "financial":
            digits = re.sub(r"[ \-]", "", v)
            if digits.isdigit() and 13 <= len(digits) <= 19:
                assert _luhn_ok(digits), v
                n_card += 1
            if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9 ]+", v):
                assert _iban_ok(v), v
                n_iban += 1
        if re.fullmatch(r"\d{17}[\dX]", v):
            assert _cn_id_ok(v), v
            n_cnid += 1
    assert n_card > 300 and n_iban > 100 and n_cnid > 200, (n_card, n_iban, n_cnid)
    # benign
    assert len(bb) == N_BENIGN * len(LANGS)
    assert collections.Counter(lang for lang, _ in bb) == {lang: N_BENIGN for lang in LANGS}
    assert len({t for _, t in bb}) == len(bb), "benign texts not distinct"
    for _, t in bb:
        assert "«" not in t and "»" not in t, t
        assert "@" not in t and "/home/" not in t and "\\Users\\" not in t and "/Users/" not in t, t
    planted = {s.value for s in ss if len(s.value) >= 6}
    for _, t in bb:
        assert not any(p in t for p in planted if len(p) >= 10), t
    print(f"OK: {len(ss)} samples in {len(cells)} cells, {len(bb)} benign texts; "
          f"{n_card} Luhn card numbers, {n_iban} IBANs, {n_cnid} CN resident IDs verified; deterministic")
    rr = random.Random(0)
    for cat in CATEGORIES:
        for lang in LANGS:
            cell = [s for s in ss if s.category == cat and s.lang == lang]
            for s in rr.sample(cell, 2):
                print(f"[{cat}/{lang}] value={s.value!r}\n    {s.text[:220]!r}")
    for lang in LANGS:
        for _, t in rr.sample([x for x in bb if x[0] == lang], 3):
            print(f"[benign/{lang}] {t[:200]!r}")


if __name__ == "__main__":
    _selfcheck()
