# ruff: noqa
"""Blind evaluation corpus AU: workplace HR, payroll and onboarding.

Domain: new-hire onboarding checklists, payroll and payslip queries, benefits enrolment, HR
tickets, leave requests, relocation and visa sponsorship paperwork, IT account provisioning for
new starters, performance-review notes, offboarding, 入职/离职手续, 社保公积金, 工资条, 人事系统导出,
钉钉/企业微信/飞书 HR messages, Workday/BambooHR exports.

Styles: HR tickets, e-mails and replies, 钉钉/企业微信/飞书 chat messages with typos, onboarding
checklists in markdown, CSV/JSON/YAML/.env snippets from HRIS exports and integrations, service
logs and tracebacks, OCR'd screenshots of forms and payslips, voice-dictated notes, shell
sessions, review notes and relocation/visa paperwork; planted values sit at the start, middle
or end, with or without a cue.

Written blind: the author never read the gate's source, its tests, other corpora or the
repository history, and never ran the gate. Only the contract in blind_common.py was read.

Seeds: BASE_SEED = 20250601 (cell index = CATEGORIES.index(cat) * 3 + LANGS.index(lang));
Faker en_US / en_GB / zh_CN re-seeded per cell with seed_instance(OFF + 1 + seed) /
(OFF + 2 + seed) / (OFF + 3 + seed), OFF = 8500; benign language i uses BENIGN_SEED + i with
BENIGN_SEED = 92601.
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
    import os, sys
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

BASE_SEED = 20250601
BENIGN_SEED = 92601
OFF = 8500
PER_CELL = 250
BENIGN_PER_LANG = 400

_FAKERS: list[Faker] = []


def _fakers() -> list[Faker]:
    if not _FAKERS:
        _FAKERS.extend([Faker("en_US"), Faker("en_GB"), Faker("zh_CN")])
    return _FAKERS


class _Ctx:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        us, gb, zh = _fakers()
        us.seed_instance(OFF + 1 + seed)
        gb.seed_instance(OFF + 2 + seed)
        zh.seed_instance(OFF + 3 + seed)
        self.us, self.gb, self.zh = us, gb, zh
        self.extra: dict[str, str] = {}

    def ch(self, seq):
        return seq[self.rng.randrange(len(seq))]

    def p(self, prob: float) -> bool:
        return self.rng.random() < prob

    def digits(self, n: int) -> str:
        return "".join(str(self.rng.randrange(10)) for _ in range(n))

    def s(self, n: int, alphabet: str) -> str:
        return "".join(alphabet[self.rng.randrange(len(alphabet))] for _ in range(n))


_UP = string.ascii_uppercase
_LO = string.ascii_lowercase
_DIG = string.digits
_B62 = _UP + _LO + _DIG
_HEX = "0123456789abcdef"
_B64 = _B62 + "+/"
_URLSAFE = _B62 + "-_"


def _mixed(c: _Ctx, n: int, alphabet: str = _B62) -> str:
    """Random string that has upper, lower and digits (looks like a real token)."""
    need = [f for f in (str.isupper, str.islower, str.isdigit) if any(f(ch) for ch in alphabet)]
    while True:
        v = c.s(n, alphabet)
        if all(any(f(ch) for ch in v) for f in need):
            return v


# --------------------------------------------------------------------------- checksums

def _luhn_digit(payload: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def _luhn_ok(num: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def _iban_check(country: str, bban: str) -> str:
    s = bban + country + "00"
    num = "".join(str(int(ch, 36)) for ch in s)
    return f"{98 - int(num) % 97:02d}"


def _iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


_CN_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def _cn_id_check(body17: str) -> str:
    return "10X98765432"[sum(int(a) * b for a, b in zip(body17, _CN_W)) % 11]


def _aba_ok(r: str) -> bool:
    d = [int(x) for x in r]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0


# --------------------------------------------------------------------------- fillers (no PII)

_CO_EN = ["Northwind Logistics", "Bluepeak Analytics", "Harbourline Foods", "Quillstone Labs",
          "Ferncliff Energy", "Orbitra Health", "Calder & Vane Insurance", "Tidewater Retail",
          "Granite Peak Software", "Lumenforge Media", "Brightwater Pharma", "Kestrel Freight"]
_CO_ZH = ["星河科技", "远航物流", "青禾医疗", "云帆数据", "海川食品", "启明软件", "锦程咨询",
          "华拓制造", "瑞丰保险", "蓝湾零售", "智汇教育", "恒越新能源"]
_CO_SLUG = ["northwind", "bluepeak", "harbourline", "quillstone", "ferncliff", "orbitra",
            "xinghe-tech", "yuanhang", "qinghe-med", "yunfan-data", "qiming-soft", "tidewater"]
_CITY_EN = ["London", "Manchester", "Leeds", "Bristol", "Edinburgh", "New York", "Austin",
            "Seattle", "Chicago", "Boston", "Denver", "Singapore", "Dublin", "Berlin", "Toronto",
            "Sydney", "Shanghai", "Shenzhen", "Hong Kong", "Amsterdam"]
_CITY_ZH = ["上海", "北京", "深圳", "杭州", "广州", "成都", "南京", "武汉", "苏州", "西安",
            "重庆", "天津", "厦门", "长沙", "合肥"]
_DEPT_EN = ["Finance", "Engineering", "Customer Success", "Sales Ops", "Legal", "Marketing",
            "Data Platform", "Warehouse Ops", "Procurement", "Product Design", "Payroll", "Talent Acquisition"]
_DEPT_ZH = ["财务部", "研发中心", "客户成功部", "销售运营部", "法务部", "市场部", "数据平台部",
            "仓储物流部", "采购部", "产品设计部", "薪酬福利组", "招聘组", "行政部"]
_ROLE_EN = ["Senior Data Analyst", "Payroll Specialist", "Backend Engineer", "Account Executive",
            "HR Business Partner", "Warehouse Supervisor", "UX Designer", "Graduate Trainee",
            "Finance Controller", "Recruiter", "IT Support Technician", "Product Manager"]
_ROLE_ZH = ["高级数据分析师", "薪酬专员", "后端工程师", "客户经理", "HRBP", "仓库主管", "交互设计师",
            "管培生", "财务主管", "招聘专员", "IT 运维", "产品经理", "实习生"]
_SYS_EN = ["Workday", "BambooHR", "SuccessFactors", "ADP", "Gusto", "Rippling", "Personio", "HiBob", "Greenhouse"]
_SYS_ZH = ["北森", "Moka", "钉钉", "飞书", "企业微信", "用友", "金蝶", "i人事", "薪人薪事"]
_SUBJ_EN = ["Day-one onboarding", "Payslip query", "Benefits enrolment", "Leave request",
            "Relocation paperwork", "Visa sponsorship", "IT account for new starter",
            "Offboarding checklist", "Probation review", "Payroll correction", "Right to work check"]
_SUBJ_ZH = ["入职手续", "工资条疑问", "社保公积金", "请假申请", "离职交接", "员工档案更新",
            "新员工账号开通", "试用期评估", "搬迁补贴", "签证材料", "薪资调整"]
_LEAVE_EN = ["annual leave", "sick leave", "parental leave", "compassionate leave", "unpaid leave", "TOIL"]
_LEAVE_ZH = ["年假", "病假", "事假", "婚假", "产假", "陪产假", "调休", "丧假"]
_MONTH_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
_STATUS_EN = ["Open", "In progress", "Waiting on employee", "Escalated", "Pending HR"]
_STATUS_ZH = ["处理中", "待审批", "已转交", "待补充材料", "已受理"]


def _date_en(c: _Ctx) -> str:
    y, m, d = c.ch([2024, 2025]), c.rng.randint(1, 12), c.rng.randint(1, 28)
    k = c.rng.randrange(4)
    if k == 0:
        return f"{y}-{m:02d}-{d:02d}"
    if k == 1:
        return f"{d} {_MONTH_EN[m - 1][:3]} {y}"
    if k == 2:
        return f"{_MONTH_EN[m - 1]} {d}"
    return f"{d:02d}/{m:02d}/{y}"


def _date_zh(c: _Ctx) -> str:
    y, m, d = c.ch([2024, 2025]), c.rng.randint(1, 12), c.rng.randint(1, 28)
    k = c.rng.randrange(3)
    if k == 0:
        return f"{y}年{m}月{d}日"
    if k == 1:
        return f"{m}月{d}日"
    return f"{y}-{m:02d}-{d:02d}"


_FILL = {
    "date": _date_en,
    "date_zh": _date_zh,
    "hhmm": lambda c: f"{c.rng.randint(8, 21):02d}:{c.rng.randint(0, 59):02d}",
    "iso": lambda c: f"2025-{c.rng.randint(1, 12):02d}-{c.rng.randint(1, 28):02d}T{c.rng.randint(0, 23):02d}:{c.rng.randint(0, 59):02d}:{c.rng.randint(0, 59):02d}"
    + c.ch(["Z", "+08:00", "+00:00", ".512Z"]),
    "tid": lambda c: c.ch(["HR-", "HRSD-", "PEOPLE-", "INC00", "TKT-", "REQ"]) + str(c.rng.randint(1000, 99999)),
    "co": lambda c: c.ch(_CO_EN),
    "co_zh": lambda c: c.ch(_CO_ZH),
    "co_slug": lambda c: c.ch(_CO_SLUG),
    "city": lambda c: c.ch(_CITY_EN),
    "city_zh": lambda c: c.ch(_CITY_ZH),
    "dept": lambda c: c.ch(_DEPT_EN),
    "dept_zh": lambda c: c.ch(_DEPT_ZH),
    "role": lambda c: c.ch(_ROLE_EN),
    "role_zh": lambda c: c.ch(_ROLE_ZH),
    "sys": lambda c: c.ch(_SYS_EN),
    "sys_zh": lambda c: c.ch(_SYS_ZH),
    "subj": lambda c: c.ch(_SUBJ_EN),
    "subj_zh": lambda c: c.ch(_SUBJ_ZH),
    "leave": lambda c: c.ch(_LEAVE_EN),
    "leave_zh": lambda c: c.ch(_LEAVE_ZH),
    "month": lambda c: c.ch(_MONTH_EN),
    "month_zh": lambda c: f"{c.rng.randint(1, 12)}月",
    "status": lambda c: c.ch(_STATUS_EN),
    "status_zh": lambda c: c.ch(_STATUS_ZH),
    "n": lambda c: str(c.rng.randint(2, 30)),
    "amt": lambda c: c.ch(["£", "$", "€", "S$"]) + f"{c.rng.randint(40, 9800):,}.{c.rng.randint(0, 99):02d}",
    "amt_zh": lambda c: f"{c.rng.randint(300, 48000):,}" + c.ch(["元", ".00 元", "元整"]),
    "emp": lambda c: c.ch(["E", "EMP", "W", ""]) + str(c.rng.randint(10000, 99999)),
    "hex8": lambda c: c.s(8, _HEX),
    "alnum16": lambda c: c.s(16, _LO + _DIG),
    "wk": lambda c: str(c.rng.randint(1, 52)),
    "ver": lambda c: f"{c.rng.randint(1, 9)}.{c.rng.randint(0, 20)}.{c.rng.randint(0, 9)}",
}

_SLOT = re.compile(r"«(\w+)»")


def _render(tpl: str, value: str, c: _Ctx) -> tuple[str, int, int]:
    out: list[str] = []
    length = 0
    start = end = -1
    pos = 0
    for m in _SLOT.finditer(tpl):
        lit = tpl[pos:m.start()]
        out.append(lit)
        length += len(lit)
        name = m.group(1)
        if name in ("v", "V"):
            piece = value if name == "v" else value[:1].upper() + value[1:]
            start, end = length, length + len(piece)
        elif name in c.extra:
            piece = c.extra[name]
        else:
            piece = _FILL[name](c)
        out.append(piece)
        length += len(piece)
        pos = m.end()
    out.append(tpl[pos:])
    return "".join(out), start, end


# --------------------------------------------------------------------------- value generators

def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _jwt(c: _Ctx) -> str:
    alg = c.ch(["HS256", "RS256"])
    head = _b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    payload = {
        "sub": "emp_" + c.digits(6),
        "tid": c.s(8, _HEX),
        "scope": c.ch(["payslip:read", "onboarding", "hris.sync", "benefits:write", "leave:read"]),
        "iat": 1735000000 + c.rng.randrange(30000000),
    }
    payload["exp"] = payload["iat"] + c.ch([900, 3600, 7200, 86400])
    body = _b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = c.s(43 if alg == "HS256" else 86, _URLSAFE)
    return f"{head}.{body}.{sig}"


def _pem(c: _Ctx) -> str:
    kind = c.ch(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    n = c.rng.randint(3, 6)
    lines = [c.s(64, _B64) for _ in range(n)] + [c.s(c.rng.randint(12, 60), _B64) + c.ch(["", "=", "=="])]
    if kind == "OPENSSH PRIVATE KEY":
        lines[0] = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA" + c.s(8, _B64)
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def _uuid(c: _Ctx) -> str:
    h = c.s(32, _HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{c.ch('89ab')}{h[17:20]}-{h[20:]}"


def _urlpw(c: _Ctx) -> str:
    k = c.rng.randrange(3)
    if k == 0:
        return _mixed(c, c.rng.randint(14, 24))
    if k == 1:
        return _mixed(c, c.rng.randint(6, 10)) + c.ch(["_", "-", "."]) + _mixed(c, c.rng.randint(6, 10))
    return _mixed(c, c.rng.randint(10, 14)) + c.ch(["%21", "%40", "%23"]) + c.digits(3)


_SECRET = {
    "aws_akid": lambda c: "AKIA" + c.s(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
    "aws_secret": lambda c: _mixed(c, 40, _B64),
    "ghp": lambda c: "ghp_" + _mixed(c, 36),
    "gh_pat": lambda c: "github_pat_11" + c.s(20, _UP + _DIG) + "_" + _mixed(c, 59),
    "slack": lambda c: c.ch(["xoxb-", "xoxp-"]) + c.digits(12) + "-" + c.digits(13) + "-" + _mixed(c, 24),
    "slack_hook": lambda c: "T" + c.s(8, _UP + _DIG) + "/B" + c.s(10, _UP + _DIG) + "/" + _mixed(c, 24),
    "openai": lambda c: "sk-proj-" + _mixed(c, c.ch([48, 64, 120]), _URLSAFE),
    "anthropic": lambda c: "sk-ant-api03-" + _mixed(c, 93, _URLSAFE) + "AA",
    "stripe": lambda c: c.ch(["sk_live_", "rk_live_"]) + _mixed(c, c.ch([24, 34, 99])),
    "google": lambda c: "AIza" + _mixed(c, 35, _URLSAFE),
    "hf": lambda c: "hf_" + _mixed(c, 34, _UP + _LO),
    "sendgrid": lambda c: "SG." + _mixed(c, 22, _URLSAFE) + "." + _mixed(c, 43, _URLSAFE),
    "jwt": _jwt,
    "pem": _pem,
    "url_pw": _urlpw,
    "assigned": lambda c: c.ch([lambda: _mixed(c, c.ch([32, 40, 43, 48])), lambda: c.s(c.ch([32, 40, 64]), _HEX),
                                lambda: _mixed(c, 44, _B64) + "="])(),
    "hex64": lambda c: c.s(64, _HEX),
    "ding_sec": lambda c: "SEC" + c.s(64, _HEX),
    "feishu_hook": _uuid,
    "twilio": lambda c: c.s(32, _HEX),
    "mailgun": lambda c: "key-" + c.s(32, _HEX),
    "gitlab": lambda c: "glpat-" + _mixed(c, 20, _URLSAFE),
    "npm": lambda c: "npm_" + _mixed(c, 36),
    "azure": lambda c: _mixed(c, 86, _B64) + "==",
    "aliyun_id": lambda c: "LTAI5t" + _mixed(c, 18),
    "aliyun_sec": lambda c: _mixed(c, 30),
}

# ---- passwords
_WORDS = ["maple", "orbit", "cactus", "lantern", "harbor", "violet", "pepper", "granite", "falcon",
          "meadow", "copper", "tundra", "pickle", "saffron", "walrus", "nimbus", "quartz", "biscuit",
          "juniper", "marble", "rocket", "velvet", "willow", "zephyr", "badger", "cobalt"]
_PY_WORDS = ["chunjie", "xiaomao", "qingtian", "haitang", "baicai", "xingxing", "daxia", "tiantian",
             "yueliang", "pingguo", "shanghai", "hangzhou", "kaixin", "fengche", "xiaolu", "mumu"]


def _pw_complex(c: _Ctx) -> str:
    while True:
        v = c.us.password(length=c.rng.randint(10, 16), special_chars=True)
        if not re.search(r"[\"'`\\]", v):
            return v


def _pw_initial(c: _Ctx) -> str:
    base = c.ch(["Welcome", "Onboard", "Start", "Hello", "Newhire", "Summer", "Winter", "Spring", "Autumn", "Payroll"])
    return base + c.ch(["@", "#", "!", "$", "_"]) + c.ch(["2024", "2025", c.digits(4), c.digits(3)]) + c.ch(["", "!", "?", "*"])


def _pw_phrase(c: _Ctx) -> str:
    sep = c.ch(["-", ".", "_", "+"])
    ws = [c.ch(_WORDS) for _ in range(c.rng.randint(3, 4))]
    if c.p(0.5):
        ws[c.rng.randrange(len(ws))] = ws[0].capitalize()
    return sep.join(ws) + c.ch(["", sep + c.digits(2), c.digits(1), "!"])


def _pw_pin(c: _Ctx) -> str:
    while True:
        v = c.digits(c.ch([4, 4, 6, 6, 5]))
        if len(set(v)) > 2:
            return v


def _pw_leet(c: _Ctx) -> str:
    w = c.ch(_WORDS + _PY_WORDS)
    tbl = str.maketrans({"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"})
    w = w.capitalize()
    w = w[0] + w[1:].translate(tbl)
    return w + c.digits(c.ch([2, 3, 4])) + c.ch(["", "!", "#", "%"])


def _pw_pinyin(c: _Ctx) -> str:
    w = c.ch(_PY_WORDS)
    k = c.rng.randrange(3)
    if k == 0:
        return w + c.ch(["@", "#", "_", "."]) + c.digits(c.ch([3, 4, 6]))
    if k == 1:
        return w.capitalize() + c.digits(4) + c.ch(["!", "@", "#", "$"])
    return c.ch(["Aa", "Qq", "Zx", "Hr"]) + c.digits(c.ch([6, 8])) + c.ch(["!", "@", "."]) + w[:3]


def _pw_birthday(c: _Ctx) -> str:
    y, m, d = c.rng.randint(1970, 2002), c.rng.randint(1, 12), c.rng.randint(1, 28)
    return c.ch([f"{y}{m:02d}{d:02d}", f"{m:02d}{d:02d}{y}", f"{y % 100:02d}{m:02d}{d:02d}"])


_PASSWORD = {
    "complex": _pw_complex,
    "initial": _pw_initial,
    "phrase": _pw_phrase,
    "pin": _pw_pin,
    "leet": _pw_leet,
    "pinyin": _pw_pinyin,
    "bday": _pw_birthday,
}

# ---- names
_EXTRA_FIRST = ["Priya", "Oluwaseun", "Mateus", "Aigerim", "Siobhan", "Tariq", "Ingrid", "Kwame",
                "Anjali", "Bartosz", "Yuki", "Leilani", "Rafael", "Noor", "Dmitri", "Chiara", "Ebony", "Rohan"]
_EXTRA_LAST = ["Raman", "Adeyemi", "Oliveira", "O'Connor", "McAllister", "D'Souza", "Nakamura",
               "Kowalczyk", "Haddad", "Fitzgerald", "Okonkwo", "Lindqvist", "Abernathy", "Castellanos",
               "Van der Berg", "Mensah", "Petrova", "Whitlock"]
_EN_NICK = ["Kevin", "Cathy", "Tony", "Vivian", "Eric", "Grace", "Jason", "Alice", "Leo", "Cindy",
            "Frank", "Iris", "Sunny", "Ivy", "Bruce", "Echo", "Jack", "Zoe", "Ryan", "Wendy"]
_ZH_COMPOUND = ["欧阳", "司马", "上官", "诸葛", "慕容", "东方", "皇甫", "令狐", "夏侯", "长孙"]
_ZH_GIVEN = ["子涵", "思远", "雨桐", "浩然", "若曦", "一鸣", "梓萱", "俊杰", "晓峰", "静怡", "明轩", "婉清", "嘉懿", "文博"]


def _first_last(c: _Ctx) -> tuple[str, str]:
    f = c.ch([c.us, c.gb])
    first = c.ch(_EXTRA_FIRST) if c.p(0.15) else f.first_name()
    last = c.ch(_EXTRA_LAST) if c.p(0.15) else f.last_name()
    return first, last


def _zh_name(c: _Ctx) -> str:
    if c.p(0.1):
        return c.ch(_ZH_COMPOUND) + c.ch(_ZH_GIVEN)
    return c.zh.name()


def _pinyin_parts(c: _Ctx) -> tuple[str, str]:
    parts = c.zh.romanized_name().split()
    return parts[0], parts[-1]  # given, surname


def _name_en(c: _Ctx) -> str:
    first, last = _first_last(c)
    k = c.rng.randrange(10)
    if k == 0:
        return f"{first} {c.ch(_UP)}. {last}"
    if k == 1:
        return f"{last}, {first}"
    if k == 2:
        return f"{first} {last}-{c.us.last_name()}"
    if k == 3:
        return f"{last.upper()} {first}"
    return f"{first} {last}"


def _name_pinyin(c: _Ctx) -> str:
    given, sur = _pinyin_parts(c)
    k = c.rng.randrange(5)
    if k == 0:
        return f"{sur} {given}"
    if k == 1:
        return f"{given} {sur.upper()}"
    if k == 2:
        return f"{c.ch(_EN_NICK)} {sur}"
    return f"{given} {sur}"


_NAME = {
    "en": _name_en,
    "first": lambda c: _first_last(c)[0],
    "zh": _zh_name,
    "pinyin": _name_pinyin,
    "nick_zh": lambda c: c.ch(_EN_NICK) + " " + _pinyin_parts(c)[1],
}

# ---- usernames / handles


def _login(c: _Ctx) -> str:
    first, last = _first_last(c)
    first = re.sub(r"[^a-z]", "", first.lower())
    last = re.sub(r"[^a-z]", "", last.lower())
    k = c.rng.randrange(8)
    if k == 0:
        return f"{first[0]}{last}"
    if k == 1:
        return f"{first}.{last}"
    if k == 2:
        return f"{first}_{last}{c.digits(2)}"
    if k == 3:
        return f"{last}{first[0]}{c.rng.randint(1, 9)}"
    if k == 4:
        return c.us.user_name()
    if k == 5:
        return f"{first}{last[:3]}"
    if k == 6:
        return f"{c.ch(_WORDS)}_{c.ch(['dev', 'ops', 'fan', 'cat', 'owl', 'runner'])}{c.digits(2)}"
    return f"{first[0]}.{last}"


def _login_py(c: _Ctx) -> str:
    given, sur = _pinyin_parts(c)
    g, s = given.lower(), sur.lower()
    k = c.rng.randrange(7)
    if k == 0:
        return f"{s}{g}"
    if k == 1:
        return f"{s}.{g}"
    if k == 2:
        return f"{s}{g}{c.digits(2)}"
    if k == 3:
        return f"{g}.{s}{c.rng.randint(1, 9)}"
    if k == 4:
        return c.zh.user_name()
    if k == 5:
        return f"{s}_{g}_{c.ch(['sh', 'bj', 'sz', 'hz', 'gz'])}"
    return f"{g[0]}{s}{c.digits(3)}"


_USER = {
    "login": _login,
    "login_py": _login_py,
    "handle": lambda c: "@" + c.ch([_login, _login_py])(c),
    "any": lambda c: c.ch([_login, _login_py])(c),
}

# ---- email
_FREE_EN = ["gmail.com", "outlook.com", "hotmail.co.uk", "yahoo.com", "icloud.com", "proton.me",
            "btinternet.com", "live.com", "aol.com", "fastmail.com", "googlemail.com"]
_FREE_ZH = ["qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "yeah.net", "aliyun.com", "139.com", "sohu.com"]
_CORP = ["northwind-logistics.com", "bluepeak.io", "harbourline.co.uk", "quillstone-labs.com",
         "xinghe-tech.cn", "yuanhang.com.cn", "qinghe-med.com", "yunfan-data.cn", "orbitra-health.com"]


def _email_en(c: _Ctx) -> str:
    first, last = _first_last(c)
    first = re.sub(r"[^a-z]", "", first.lower())
    last = re.sub(r"[^a-z]", "", last.lower())
    k = c.rng.randrange(7)
    if k == 0:
        local = f"{first}.{last}"
    elif k == 1:
        local = f"{first}{last}{c.digits(2)}"
    elif k == 2:
        local = f"{first[0]}{last}"
    elif k == 3:
        local = f"{first}.{last}+{c.ch(['jobs', 'hr', 'payroll', 'offers'])}"
    elif k == 4:
        local = f"{last}_{first}"
    elif k == 5:
        return c.us.free_email()
    else:
        local = f"{first}{c.rng.randint(70, 99)}"
    dom = c.ch(_CORP) if c.p(0.25) else c.ch(_FREE_EN)
    return f"{local}@{dom}"


def _email_zh(c: _Ctx) -> str:
    given, sur = _pinyin_parts(c)
    g, s = given.lower(), sur.lower()
    k = c.rng.randrange(6)
    if k == 0:
        return f"{c.rng.randint(10000000, 3999999999)}@qq.com"
    if k == 1:
        local = f"{s}{g}{c.digits(c.ch([2, 4]))}"
    elif k == 2:
        local = f"{g}.{s}"
    elif k == 3:
        local = f"{s}_{g}"
    elif k == 4:
        local = f"{g[0]}{s}{c.rng.randint(1980, 2003)}"
    else:
        return c.zh.free_email()
    dom = c.ch(_CORP) if c.p(0.25) else c.ch(_FREE_ZH + ["gmail.com", "outlook.com"])
    return f"{local}@{dom}"


_EMAIL = {"en": _email_en, "zh": _email_zh}

# ---- phone
_FW = str.maketrans("0123456789", "０１２３４５６７８９")
_CN_MOB = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "153",
           "155", "156", "157", "158", "159", "166", "173", "175", "176", "177", "178", "180", "181",
           "182", "183", "185", "186", "187", "188", "189", "191", "198", "199", "147"]
_SPOKEN_EN = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_SPOKEN_ZH = ["零", "幺", "二", "三", "四", "五", "六", "七", "八", "九"]


def _us_parts(c: _Ctx) -> tuple[str, str, str]:
    while True:
        a = str(c.rng.randint(2, 9)) + c.digits(2)
        if a[1:] != "11" and a[1] != "9":
            break
    while True:
        e = str(c.rng.randint(2, 9)) + c.digits(2)
        if e[1:] != "11" and e != "555":
            break
    return a, e, c.digits(4)


def _ph_us(c: _Ctx) -> str:
    a, e, n = _us_parts(c)
    fmt = c.ch([f"({a}) {e}-{n}", f"{a}-{e}-{n}", f"{a}.{e}.{n}", f"+1 {a} {e} {n}", f"+1-{a}-{e}-{n}",
                f"1 ({a}) {e}-{n}", f"{a} {e} {n}", f"+1 ({a}) {e}-{n}"])
    if c.p(0.12):
        fmt += c.ch([" ext. ", " x", " ext ", ", ext. "]) + c.digits(c.ch([3, 4]))
    return fmt


def _ph_uk(c: _Ctx) -> str:
    if c.p(0.7):
        mid = "7" + str(c.rng.randint(4, 9)) + c.digits(2)
        rest = c.digits(6)
        return c.ch([f"0{mid} {rest}", f"+44 {mid} {rest}", f"+44 (0){mid} {rest[:3]} {rest[3:]}",
                     f"0{mid}{rest}", f"+44{mid}{rest}", f"0{mid} {rest[:3]} {rest[3:]}"])
    area = c.ch(["020", "0161", "0113", "0117", "0131", "0121", "0141", "029"])
    if area == "020":
        return f"020 {c.ch(['7', '8', '3'])}{c.digits(3)} {c.digits(4)}"
    if area == "029":
        return f"029 2{c.digits(3)} {c.digits(4)}"
    return f"{area} {c.digits(3)} {c.digits(4)}"


def _ph_cn(c: _Ctx) -> str:
    p = c.ch(_CN_MOB)
    r = c.digits(8)
    num = p + r
    k = c.rng.randrange(9)
    if k == 0:
        return f"{p} {r[:4]} {r[4:]}"
    if k == 1:
        return f"{p}-{r[:4]}-{r[4:]}"
    if k == 2:
        return f"+86 {p} {r[:4]} {r[4:]}"
    if k == 3:
        return f"+86-{num}"
    if k == 4:
        return f"(+86){num}"
    if k == 5:
        return num.translate(_FW)
    if k == 6:
        return f"+86 {num}"
    return num


def _ph_cn_land(c: _Ctx) -> str:
    area = c.ch(["010", "021", "020", "0755", "0571", "028", "025", "027", "0512", "029"])
    n = str(c.rng.randint(2, 8)) + c.digits(7)
    v = c.ch([f"{area}-{n}", f"{area}-{n[:4]} {n[4:]}", f"({area}) {n[:4]} {n[4:]}", f"+86 {area[1:]} {n}", f"{area}{n}"])
    if c.p(0.3):
        v += c.ch(["转", " 转 ", "-", " ext.", "，分机"]) + c.digits(c.ch([3, 4]))
    return v


def _ph_intl(c: _Ctx) -> str:
    k = c.rng.randrange(6)
    if k == 0:
        return f"+65 {c.ch('89')}{c.digits(3)} {c.digits(4)}"
    if k == 1:
        return f"+852 {c.ch('569')}{c.digits(3)} {c.digits(4)}"
    if k == 2:
        return f"+61 4{c.digits(2)} {c.digits(3)} {c.digits(3)}"
    if k == 3:
        return f"+91 9{c.digits(4)} {c.digits(5)}"
    if k == 4:
        return f"+49 15{c.digits(1)} {c.digits(8)}"
    return f"+353 8{c.ch('3567')} {c.digits(3)} {c.digits(4)}"


def _ph_spoken_en(c: _Ctx) -> str:
    a, e, n = _us_parts(c)
    w = lambda s: " ".join(_SPOKEN_EN[int(x)] for x in s)
    return f"{w(a)}, {w(e)}, {w(n)}"


def _ph_spoken_zh(c: _Ctx) -> str:
    num = c.ch(_CN_MOB) + c.digits(8)
    return "".join(_SPOKEN_ZH[int(x)] for x in num)


_PHONE = {"us": _ph_us, "uk": _ph_uk, "cn": _ph_cn, "cn_land": _ph_cn_land, "intl": _ph_intl,
          "spoken_en": _ph_spoken_en, "spoken_zh": _ph_spoken_zh}

# ---- addresses (value = street part below city)
_US_STREETS = ["Oak", "Maple", "Cedar", "Pine", "Elm", "Washington", "Lake", "Hillcrest", "Sunset",
               "Ridge", "Magnolia", "Willow", "Park", "Chestnut", "Highland", "Lincoln", "Jefferson", "Orchard"]
_US_SUFFIX = ["St", "Street", "Ave", "Avenue", "Blvd", "Dr", "Drive", "Ln", "Lane", "Ct", "Way", "Rd", "Terrace", "Pl"]
_US_CITY = ["Austin, TX", "Portland, OR", "Columbus, OH", "Raleigh, NC", "Denver, CO", "Madison, WI",
            "Sacramento, CA", "Tampa, FL", "Seattle, WA", "Boise, ID", "Nashville, TN", "Albany, NY"]
_UK_STREETS = ["Mill Lane", "Station Road", "Victoria Street", "Church Road", "Park Avenue", "Kingsway",
               "Albert Road", "The Crescent", "Elm Grove", "Queens Drive", "Manor Way", "Harbour View",
               "Westfield Close", "Beech Avenue", "Holloway Road", "Ashby Gardens", "Greenbank Terrace"]
_UK_CITY = ["Leeds", "Bristol", "Manchester", "Glasgow", "Cardiff", "Nottingham", "Brighton",
            "Sheffield", "Edinburgh", "Reading", "York", "Norwich"]
_CN_DIST = {
    "上海": ["浦东新区", "徐汇区", "静安区", "闵行区", "杨浦区", "长宁区", "普陀区"],
    "北京": ["朝阳区", "海淀区", "东城区", "丰台区", "西城区", "昌平区"],
    "深圳": ["南山区", "福田区", "宝安区", "龙岗区", "罗湖区"],
    "杭州": ["西湖区", "滨江区", "余杭区", "拱墅区", "上城区"],
    "广州": ["天河区", "海珠区", "越秀区", "番禺区", "白云区"],
    "成都": ["武侯区", "锦江区", "青羊区", "成华区", "金牛区"],
    "南京": ["鼓楼区", "建邺区", "玄武区", "秦淮区", "江宁区"],
    "武汉": ["洪山区", "江汉区", "武昌区", "江岸区"],
}
_CN_PROV = {"上海": "上海市", "北京": "北京市", "深圳": "广东省深圳市", "杭州": "浙江省杭州市",
            "广州": "广东省广州市", "成都": "四川省成都市", "南京": "江苏省南京市", "武汉": "湖北省武汉市"}
_CN_ROAD = ["中山路", "人民路", "解放路", "建设路", "和平路", "长江路", "南京西路", "淮海中路", "文三路",
            "科技园路", "天府大道", "深南大道", "学院路", "东风路", "青年路", "新华路", "光明路", "金桥路",
            "丹桂路", "望京街", "紫荆路", "滨河大道", "东湖路", "星火路", "明珠路", "枫林路"]
_CN_COMPOUND = ["阳光花园", "翠湖苑", "锦绣华庭", "金色家园", "碧水湾", "明珠小区", "和平里", "丽景苑",
                "幸福家园", "东方名城", "香樟园", "枫丹白鹭", "御景湾", "新村"]


def _addr_us(c: _Ctx) -> str:
    c.extra["vcity"] = c.ch(_US_CITY)
    if c.p(0.25):
        v = c.us.street_address()
    else:
        v = f"{c.rng.randint(12, 9899)} {c.ch(['', '', 'N ', 'S ', 'W ', 'E '])}{c.ch(_US_STREETS)} {c.ch(_US_SUFFIX)}"
    if c.p(0.4) and not re.search(r"Apt|Suite|Unit", v):
        v += c.ch([f" Apt {c.rng.randint(1, 40)}{c.ch('ABCD')}", f", Apt {c.rng.randint(100, 999)}",
                   f" #{c.rng.randint(100, 999)}", f", Unit {c.rng.randint(1, 60)}", f", Suite {c.rng.randint(100, 500)}"])
    return v


def _addr_uk(c: _Ctx) -> str:
    c.extra["vcity"] = c.ch(_UK_CITY)
    v = f"{c.rng.randint(1, 240)} {c.ch(_UK_STREETS)}"
    k = c.rng.randrange(4)
    if k == 0:
        v = f"Flat {c.rng.randint(1, 30)}, " + v
    elif k == 1:
        v = f"{c.rng.randint(1, 60)}{c.ch('ABC')} {c.ch(_UK_STREETS)}"
    return v


def _addr_cn(c: _Ctx) -> str:
    city = c.ch(list(_CN_DIST))
    c.extra["vcity"] = city + "市"
    c.extra["vprov"] = _CN_PROV[city]
    dist = c.ch(_CN_DIST[city]) if c.p(0.7) else ""
    road = c.ch(_CN_ROAD)
    k = c.rng.randrange(5)
    if k == 0:
        v = f"{dist}{road}{c.rng.randint(1, 999)}号{c.ch(_CN_COMPOUND)}{c.rng.randint(1, 30)}栋{c.rng.randint(1, 4)}单元{c.rng.randint(1, 33)}0{c.rng.randint(1, 6)}室"
    elif k == 1:
        v = f"{dist}{road}{c.rng.randint(1, 1500)}弄{c.rng.randint(1, 80)}号{c.rng.randint(101, 2204)}室"
    elif k == 2:
        v = f"{dist}{road}{c.rng.randint(1, 600)}号院{c.rng.randint(1, 20)}号楼{c.rng.randint(101, 1808)}"
    elif k == 3:
        v = f"{dist}{c.ch(_CN_COMPOUND)}{c.rng.randint(1, 40)}幢{c.rng.randint(101, 2604)}室（{road}{c.rng.randint(1, 400)}号）"
    else:
        v = f"{dist}{road}{c.rng.randint(1, 888)}号{c.rng.randint(2, 30)}楼{c.ch('ABCDEF')}座"
    return v


_ADDRESS = {"us": _addr_us, "uk": _addr_uk, "cn": _addr_cn}

# ---- government ids
_CN_REGION = ["110101", "110105", "110108", "310104", "310115", "310110", "440305", "440304", "330106",
              "330108", "510107", "320106", "420111", "120101", "500103", "610113", "370202", "210102",
              "350203", "430104", "410105", "130102", "340104", "360102", "440106", "320583"]


def _cn_id(c: _Ctx) -> str:
    y, m, d = c.rng.randint(1965, 2003), c.rng.randint(1, 12), c.rng.randint(1, 28)
    body = f"{c.ch(_CN_REGION)}{y}{m:02d}{d:02d}{c.digits(3)}"
    v = body + _cn_id_check(body)
    if c.p(0.06):
        v = f"{v[:6]} {v[6:14]} {v[14:]}"
    return v


def _ssn(c: _Ctx) -> str:
    while True:
        a = c.rng.randint(1, 899)
        if a != 666:
            break
    g, s = c.rng.randint(1, 99), c.rng.randint(1, 9999)
    return c.ch([f"{a:03d}-{g:02d}-{s:04d}"] * 4 + [f"{a:03d} {g:02d} {s:04d}", f"{a:03d}{g:02d}{s:04d}"])


def _itin(c: _Ctx) -> str:
    return f"9{c.digits(2)}-{c.ch(['70', '71', '75', '78', '80', '83', '88', '90', '92'])}-{c.digits(4)}"


def _ni(c: _Ctx) -> str:
    bad = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}
    while True:
        a = c.ch("ABCEGHJKLMNOPRSTWXYZ")
        b = c.ch("ABCEGHJKLMNPRSTWXYZ")
        if a + b not in bad:
            break
    d = c.digits(6)
    s = c.ch("ABCD")
    return c.ch([f"{a}{b}{d}{s}", f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {s}", f"{a}{b}{d} {s}"])


def _nric(c: _Ctx) -> str:
    pre = c.ch("ST")
    d = c.digits(7)
    w = (2, 7, 6, 5, 4, 3, 2)
    tot = sum(int(x) * y for x, y in zip(d, w)) + (4 if pre == "T" else 0)
    return pre + d + "JZIHGFEDCBA"[tot % 11]


def _hkid(c: _Ctx) -> str:
    L = c.ch(_UP)
    d = c.digits(6)
    tot = 9 * 36 + 8 * (ord(L) - 55) + sum(int(x) * w for x, w in zip(d, (7, 6, 5, 4, 3, 2)))
    chk = (11 - tot % 11) % 11
    return f"{L}{d}({'A' if chk == 10 else chk})"


def _uk_dl(c: _Ctx) -> str:
    sur = c.s(5, _UP)
    y, m, d = c.rng.randint(1960, 2003), c.rng.randint(1, 12), c.rng.randint(1, 28)
    m += c.ch([0, 50])
    return f"{sur}{str(y)[2]}{m:02d}{d:02d}{str(y)[3]}{c.s(2, _UP)}9{c.s(2, _UP)}"


def _passport(c: _Ctx) -> str:
    k = c.rng.randrange(6)
    if k == 0:
        return c.digits(9)  # US / UK style
    if k == 1:
        return c.ch(_UP) + c.digits(8)  # US next-gen
    if k == 2:
        return "E" + c.digits(8)  # CN
    if k == 3:
        return "E" + c.ch("ABCDEFGHJKLMNPQRSTUVWXYZ") + c.digits(7)  # CN
    if k == 4:
        return c.s(2, _UP) + c.digits(7)  # e.g. IN/DE-ish
    return "K" + c.digits(8)


_GOV = {
    "ssn": _ssn,
    "itin": _itin,
    "cn_id": _cn_id,
    "ni": _ni,
    "nric": _nric,
    "hkid": _hkid,
    "uk_dl": _uk_dl,
    "us_dl": lambda c: c.ch([c.ch(_UP) + c.digits(7), c.digits(9), c.digits(8), f"{c.ch(_UP)}{c.digits(3)}-{c.digits(3)}-{c.digits(2)}-{c.digits(3)}-{c.digits(1)}"]),
    "passport": _passport,
    "cn_passport": lambda c: c.ch(["E" + c.digits(8), "E" + c.ch("ABCDEFGHJKLMNPQRSTUVWXYZ") + c.digits(7)]),
    "hk_macau_permit": lambda c: "C" + c.ch([c.digits(8), c.ch("ABCDEFGHJKLMNPQRSTUVWXYZ") + c.digits(7)]),
    "a_number": lambda c: c.ch([f"A{c.digits(9)}", f"A-{c.digits(3)}-{c.digits(3)}-{c.digits(3)}", f"A{c.digits(3)} {c.digits(3)} {c.digits(3)}"]),
    "pan": lambda c: c.s(3, _UP) + c.ch("PCHFAT") + c.ch(_UP) + c.digits(4) + c.ch(_UP),
}

# ---- financial


def _card(c: _Ctx, brand: str | None = None) -> str:
    brand = brand or c.ch(["visa", "visa", "mc", "mc", "amex", "unionpay", "discover", "jcb"])
    if brand == "visa":
        pre, n = "4" + c.digits(5), 16
    elif brand == "mc":
        pre, n = c.ch(["51", "52", "53", "54", "55", "2221", "2720"]), 16
    elif brand == "amex":
        pre, n = c.ch(["34", "37"]), 15
    elif brand == "discover":
        pre, n = "6011", 16
    elif brand == "jcb":
        pre, n = "35" + str(c.rng.randint(28, 89)), 16
    else:
        pre, n = c.ch(["622202", "621700", "622848", "621226", "623058", "622588", "621483", "622700"]), c.ch([16, 19, 19])
    payload = pre + c.digits(n - 1 - len(pre))
    num = payload + _luhn_digit(payload)
    assert _luhn_ok(num)
    sep = c.ch([" ", " ", "-", ""])
    if n == 15:
        return f"{num[:4]}{sep}{num[4:10]}{sep}{num[10:]}"
    if n == 19 and sep:
        return sep.join([num[:6], num[6:10], num[10:14], num[14:]]) if c.p(0.3) else sep.join(num[i:i + 4] for i in range(0, 19, 4))
    return sep.join(num[i:i + 4] for i in range(0, n, 4))


_IBAN_SPEC = {
    "GB": lambda c: c.ch(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "NAIA"]) + c.digits(14),
    "DE": lambda c: c.digits(18),
    "FR": lambda c: c.digits(23),
    "NL": lambda c: c.ch(["ABNA", "INGB", "RABO", "TRIO"]) + c.digits(10),
    "ES": lambda c: c.digits(20),
    "IE": lambda c: c.ch(["AIBK", "BOFI"]) + c.digits(14),
    "IT": lambda c: c.ch(_UP) + c.digits(22),
    "CH": lambda c: c.digits(17),
    "BE": lambda c: c.digits(12),
}


def _iban(c: _Ctx) -> str:
    cc = c.ch(list(_IBAN_SPEC))
    bban = _IBAN_SPEC[cc](c)
    iban = cc + _iban_check(cc, bban) + bban
    assert _iban_ok(iban)
    if c.p(0.6):
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return iban


def _aba(c: _Ctx) -> str:
    while True:
        r = c.ch(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "21", "22", "26", "31", "32"]) + c.digits(7)
        if _aba_ok(r):
            return r


_FIN = {
    "card": _card,
    "cn_card": lambda c: _card(c, "unionpay"),
    "iban": _iban,
    "aba": _aba,
    "us_acct": lambda c: str(c.rng.randint(1, 9)) + c.digits(c.ch([7, 9, 10, 11])),
    "sort": lambda c: f"{c.rng.randint(10, 99)}-{c.digits(2)}-{c.digits(2)}",
    "uk_acct": lambda c: str(c.rng.randint(1, 9)) + c.digits(7),
    "cn_acct": lambda c: c.ch(["3", "4", "6", "1"]) + c.digits(c.ch([15, 16, 18])),
}

# ---- home paths (value includes the user segment)
_FILES_EN = ["offer_letter_signed.pdf", "payslip_2025-04.pdf", "P60_2024-25.pdf", "onboarding_checklist.xlsx",
             "benefits_enrolment.docx", "visa/CoS_scan.pdf", "relocation/receipts_march.zip", "W-4_signed.pdf",
             "review_notes_H1.md", "hr-tools/export_workday.py", "scripts/sync_bamboohr.py", "Downloads/I-9_docs.zip",
             "Documents/contract_v3.docx", "Desktop/leave_request.xlsx", "expenses/Q2_claims.csv", "offboarding/handover.md",
             ".config/hris/config.yaml", "projects/payroll-recon/recon.ipynb", "Pictures/passport_scan.jpg", "notes/1on1.txt"]
_FILES_ZH = ["工资条_2025年4月.pdf", "入职材料/劳动合同.pdf", "离职交接清单.xlsx", "社保缴费明细.xlsx", "公积金提取申请.docx",
             "Desktop/入职登记表.docx", "Documents/绩效自评_2025H1.docx", "Downloads/个税年度汇算.pdf", "签证材料/邀请函.pdf",
             "花名册导出_0531.csv", "报销/3月发票.zip", "Desktop/转正申请.docx", "考勤/打卡记录.xlsx", "hr-scripts/钉钉同步.py"]
_WIN_USERS_ZH = ["张伟", "李娜", "王芳", "刘洋", "陈静", "杨帆", "赵磊", "黄婷"]


def _home_user(c: _Ctx, zh: bool) -> str:
    if zh and c.p(0.6):
        return _login_py(c)
    u = _login(c)
    return u.replace("_", "").replace(".", "") if c.p(0.3) else u


def _hp_linux(c: _Ctx, zh: bool = False) -> str:
    f = c.ch(_FILES_ZH if zh and c.p(0.6) else _FILES_EN)
    return f"/home/{_home_user(c, zh)}/{f}"


def _hp_mac(c: _Ctx, zh: bool = False) -> str:
    f = c.ch(_FILES_ZH if zh and c.p(0.6) else _FILES_EN)
    pre = "Library/Containers/com.tencent.xinWeChat/Data/Downloads/" if zh and c.p(0.15) else ""
    return f"/Users/{_home_user(c, zh)}/{pre}{f}"


def _hp_win(c: _Ctx, zh: bool = False) -> str:
    f = c.ch(_FILES_ZH if zh and c.p(0.6) else _FILES_EN)
    user = c.ch(_WIN_USERS_ZH) if zh and c.p(0.2) else _home_user(c, zh)
    if c.p(0.08) and not zh:
        first, last = _first_last(c)
        user = f"{first} {last}"  # Windows profile with a space
    p = f"C:\\Users\\{user}\\" + (f if "/" in f else c.ch(["Documents\\", "Desktop\\", "Downloads\\", "OneDrive - Company\\HR\\"]) + f)
    return p.replace("/", "\\")


def _hp_wsl(c: _Ctx, zh: bool = False) -> str:
    return _hp_win(c, zh).replace("C:\\", "/mnt/c/").replace("\\", "/")


def _hp_dir(c: _Ctx, zh: bool = False) -> str:
    u = _home_user(c, zh)
    return c.ch([f"/home/{u}/hr-tools", f"/Users/{u}/Documents/onboarding", f"C:\\Users\\{u}\\scripts",
                 f"/home/{u}/payroll-recon", f"/Users/{u}/Desktop", f"C:\\Users\\{u}\\Downloads",
                 f"/home/{u}", f"/Users/{u}/work/hris-sync"])


_HOME = {"linux": _hp_linux, "mac": _hp_mac, "win": _hp_win, "wsl": _hp_wsl, "dir": _hp_dir,
         "posix": lambda c, zh=False: c.ch([_hp_linux, _hp_mac])(c, zh)}

# ---- schedules
_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _t_en(c: _Ctx, lo: int = 5, hi: int = 22) -> str:
    h = c.rng.randint(lo, hi)
    m = c.ch([0, 15, 30, 45, 10, 20, 40, 50, 5])
    k = c.rng.randrange(4)
    if k == 0:
        return f"{h:02d}:{m:02d}" if h >= 10 or c.p(0.5) else f"{h}:{m:02d}"
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    ap = c.ch([ap, " " + ap, ap.upper(), " " + ap.upper()])
    if k == 1 and m == 0:
        return f"{h12}{ap}"
    if k == 3:
        return f"{h12}:{m:02d}"
    return f"{h12}:{m:02d}{ap}"


def _sched_en(c: _Ctx) -> str:
    d1, d2 = c.rng.sample(_DAYS[:5], 2)
    t, t2 = _t_en(c), _t_en(c)
    k = c.rng.randrange(16)
    return [
        f"every weekday at {t}",
        f"every {d1} at {t}",
        f"every {d1} and {d2} at {t}",
        f"on {d1}s at {t}",
        f"{d1}s and {d2}s at {t}",
        f"at {_t_en(c, 5, 9)} every morning",
        f"every morning at {_t_en(c, 5, 9)}",
        f"every evening from {_t_en(c, 17, 19)} to {_t_en(c, 20, 22)}",
        f"daily at {c.rng.randint(5, 22):02d}:{c.ch(['00', '15', '30', '45'])}",
        f"Mon/Wed/Fri at {t}",
        f"every night around {_t_en(c, 21, 23)}",
        f"each {d1} from {_t_en(c, 8, 12)} to {_t_en(c, 13, 17)}",
        f"weekdays {_t_en(c, 6, 8)}–{_t_en(c, 8, 9)}",
        f"every other {d1} at {t}",
        f"at {t} on weekdays",
        f"every {d1} {c.rng.randint(1, 5)}-{c.rng.randint(6, 8)}pm",
    ][k]


_ZH_NUM = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
_ZH_DAY = ["一", "二", "三", "四", "五", "六", "日"]


def _t_zh(c: _Ctx, period: str | None = None) -> str:
    period = period or c.ch(["早上", "上午", "中午", "下午", "晚上", "傍晚"])
    rng = {"早上": (5, 8), "上午": (8, 11), "中午": (12, 12), "下午": (1, 5), "晚上": (7, 11), "傍晚": (5, 6)}[period]
    h = c.rng.randint(*rng)
    k = c.rng.randrange(5)
    if k == 0:
        return f"{period}{_ZH_NUM[h]}点"
    if k == 1:
        return f"{period}{_ZH_NUM[h]}点半"
    if k == 2:
        return f"{period}{h}点{c.ch(['15', '20', '40', '45', '10'])}分"
    if k == 3:
        return f"{period}{_ZH_NUM[h]}点一刻"
    return f"{period}{h}:{c.ch(['00', '15', '30', '45', '50'])}"


def _sched_zh(c: _Ctx) -> str:
    d1, d2 = c.rng.sample(_ZH_DAY[:5], 2)
    k = c.rng.randrange(15)
    h24 = f"{c.rng.randint(6, 21)}:{c.ch(['00', '15', '30', '45', '40'])}"
    return [
        f"每天{_t_zh(c)}",
        f"每周{d1}{_t_zh(c)}",
        f"每周{d1}和周{d2}{_t_zh(c)}",
        f"工作日每天{h24}",
        f"周一到周五{_t_zh(c, '早上')}",
        f"每晚{_ZH_NUM[c.rng.randint(7, 9)]}点到{_ZH_NUM[c.rng.randint(10, 11)]}点",
        f"每个周末{_t_zh(c, '上午')}",
        f"每周{d1}{c.rng.randint(8, 11)}:00-{c.rng.randint(12, 17)}:30",
        f"每天{h24}左右",
        f"每逢周{d1}{_t_zh(c, '下午')}",
        f"隔周周{d1}{_t_zh(c)}",
        f"每天中午12点到1点",
        f"每周{d1}、周{d2}{_t_zh(c, '晚上')}",
        f"每天{_t_zh(c, '晚上')}",
        f"每个工作日{_t_zh(c, '下午')}",
    ][k]


def _sched_mixed(c: _Ctx) -> str:
    d1, d2 = c.rng.sample(_DAYS[:5], 2)
    k = c.rng.randrange(12)
    return [
        f"every day {_t_zh(c)}",
        f"每周{c.ch(_ZH_DAY[:5])} {_t_en(c)}",
        f"weekdays {_t_en(c, 7, 9)} 左右",
        f"每个 {d1} {_t_zh(c, '晚上')}",
        f"每天 {_t_en(c)}",
        f"every {d1[:3]}/{d2[:3]} {_t_zh(c, '下午')}",
        f"每周{c.ch(_ZH_DAY[:5])}和{c.ch(['Fri', 'Sat', 'Sun'])} {_t_en(c)}",
        f"工作日 every morning {_t_en(c, 6, 8)}",
        f"每天晚上 {_t_en(c, 19, 22)}",
        f"every {d1} 早上{c.rng.randint(6, 9)}点",
        _sched_en(c),
        _sched_zh(c),
    ][k]


_SCHED = {"en": _sched_en, "zh": _sched_zh, "mixed": _sched_mixed}

# ---- geo
_CITY_LL = [(31.2304, 121.4737), (39.9042, 116.4074), (22.5431, 114.0579), (30.2741, 120.1551),
            (51.5072, -0.1276), (53.4808, -2.2426), (40.7128, -74.0060), (30.2672, -97.7431),
            (47.6062, -122.3321), (1.3521, 103.8198), (53.3498, -6.2603), (52.5200, 13.4050),
            (23.1291, 113.2644), (30.5728, 104.0668), (22.3193, 114.1694), (43.6532, -79.3832)]


def _coords(c: _Ctx) -> str:
    la, lo = c.ch(_CITY_LL)
    la += c.rng.uniform(-0.15, 0.15)
    lo += c.rng.uniform(-0.15, 0.15)
    nd = c.ch([4, 5, 6, 6])
    a, b = f"{la:.{nd}f}", f"{lo:.{nd}f}"
    k = c.rng.randrange(8)
    if k == 0:
        return f"{a},{b}"
    if k == 1:
        return f"({a}, {b})"
    if k == 2:
        def dms(x: float, pos: str, neg: str) -> str:
            h = pos if x >= 0 else neg
            x = abs(x)
            d = int(x)
            m = int((x - d) * 60)
            s = (x - d - m / 60) * 3600
            return f"{d}°{m:02d}'{s:04.1f}\"{h}"
        return f"{dms(la, 'N', 'S')} {dms(lo, 'E', 'W')}"
    if k == 3:
        return f"{a}N, {abs(float(b)):.{nd}f}{'E' if lo >= 0 else 'W'}" if la >= 0 else f"{a}, {b}"
    return f"{a}, {b}"


_UK_PC_AREA = ["SW", "SE", "N", "NW", "E", "W", "EC", "LS", "M", "B", "BS", "G", "EH", "CF", "NG", "S", "RG", "YO", "BN", "OX", "CB"]


def _uk_pc(c: _Ctx) -> str:
    area = c.ch(_UK_PC_AREA)
    dist = str(c.rng.randint(1, 20))
    if area in ("SW", "EC", "W", "N") and c.p(0.3):
        dist = str(c.rng.randint(1, 9)) + c.ch("ABCDEFGHJKPSTUVWXY")
    return f"{area}{dist} {c.rng.randint(0, 9)}{c.s(2, 'ABDEFGHJLNPQRSTUWXYZ')}"


def _zip(c: _Ctx) -> str:
    z = f"{c.rng.randint(1001, 99950):05d}"
    return z + (f"-{c.digits(4)}" if c.p(0.2) else "")


def _cn_pc(c: _Ctx) -> str:
    return c.ch(["200", "201", "100", "102", "518", "310", "311", "510", "610", "210", "430", "215"]) + c.digits(3)


_SUB_EN = [("Shoreditch", "London"), ("Clapham", "London"), ("Islington", "London"), ("Peckham", "London"),
           ("Camden Town", "London"), ("Didsbury", "Manchester"), ("Headingley", "Leeds"), ("Clifton", "Bristol"),
           ("Leith", "Edinburgh"), ("Williamsburg", "New York"), ("Park Slope", "New York"), ("Astoria", "New York"),
           ("Noe Valley", "San Francisco"), ("Capitol Hill", "Seattle"), ("Tiong Bahru", "Singapore"),
           ("Tampines", "Singapore"), ("Kreuzberg", "Berlin"), ("Surry Hills", "Sydney"), ("Leslieville", "Toronto"),
           ("Ranelagh", "Dublin"), ("Hyde Park", "Austin"), ("Wicker Park", "Chicago")]
_SUB_ZH = [("陆家嘴", "上海"), ("张江", "上海"), ("徐家汇", "上海"), ("五角场", "上海"), ("七宝", "上海"),
           ("望京", "北京"), ("回龙观", "北京"), ("五道口", "北京"), ("天通苑", "北京"), ("双井", "北京"),
           ("科技园", "深圳"), ("前海", "深圳"), ("龙华", "深圳"), ("滨江", "杭州"), ("未来科技城", "杭州"),
           ("珠江新城", "广州"), ("大学城", "广州"), ("金融城", "成都"), ("光谷", "武汉"), ("仙林", "南京")]


def _subcity(c: _Ctx, zh: bool) -> str:
    if zh:
        area, city = c.ch(_SUB_ZH)
        c.extra["vcity"] = city
        if c.p(0.35):
            return area + c.ch(_CN_COMPOUND) + c.ch(["", "小区", "一期", "二期"])
        return area
    area, city = c.ch(_SUB_EN)
    c.extra["vcity"] = city
    return area


_GEO = {"coords": _coords, "uk_pc": _uk_pc, "zip": _zip, "cn_pc": _cn_pc,
        "sub_en": lambda c: _subcity(c, False), "sub_zh": lambda c: _subcity(c, True),
        "postcode": lambda c: c.ch([_uk_pc, _zip])(c)}

# --------------------------------------------------------------------------- frames (no PII)
_FRAMES = {
    "en": [
        "Subject: «subj»\n\nHi,\n\n«body»\n\nThanks,\nPeople Ops",
        "[«hhmm»] «body»",
        "HR ticket «tid» — status: «status»\nDescription: «body»",
        "note to self («date»): «body»",
        "- [ ] «body»\n- [x] laptop collected from IT",
        "> forwarded from #hr-help\n«body»",
        "voice memo, «date» … so um «body» … end of memo",
        "|| «body» ||\n-- page 2 of 3 -- scanned by HR copier",
        "Re: «subj»\n> On «date», People Ops wrote:\n> Could you confirm a couple of details?\n\n«body»",
        "## Onboarding notes («dept»)\n\n* «body»\n* Buddy assigned: yes",
        "«sys» inbox · comment on task «tid»: «body»",
        "Sent from my phone\n\n«body»",
        "Quick one before payroll cut-off: «body»",
        "«body»\n\n--\nThis message may contain confidential HR information.",
        "Case notes «tid» («leave»): «body»",
    ],
    "zh": [
        "【钉钉】«body»",
        "企业微信 · 人事小助手\n«body»",
        "飞书消息 «hhmm»\n«body»",
        "主题：«subj_zh»\n\n各位好，\n«body»\n\n人力资源部",
        "工单号 «tid» ｜ 状态：«status_zh»\n问题描述：«body»",
        "备忘（«date_zh»）：«body»",
        "- [ ] «body»\n- [x] 已领取工牌",
        "语音转文字：«body»",
        "«body»（截图识别，可能有错字）",
        "转发自 HR 群：\n«body»",
        "【入职手续】«body»",
        "## 离职交接（«dept_zh»）\n\n1. «body»\n2. 归还电脑和门禁卡",
        "回复：«subj_zh»\n> «date_zh» 人事部写道：请核对以下信息\n\n«body»",
        "«body»\n\n——来自«sys_zh»审批评论",
        "«hhmm» 群消息：«body»",
    ],
    "mixed": [
        "[飞书] «hhmm» «body»",
        "HR ticket «tid» 状态: pending\n«body»",
        "FYI 转一下 from HR: «body»",
        "Subject: 入职 onboarding «date»\n\nHi 各位，\n«body»\nThanks!",
        "Onboarding checklist 入职清单\n- [ ] «body»\n- [x] IT account 已开通",
        "voice-to-text 转写: «body»",
        "«body»（from «sys» comment）",
        "钉钉 DM «hhmm»: «body»",
        "Re: 工资条 payslip question\n«body»\n— sent from 企业微信",
        "## Offboarding 离职 notes\n* «body»\n* 电脑 return: done",
        "«iso» [hr-bot] «body»",
        "备注 note («date_zh»): «body»",
        "OCR 识别结果 ↓\n«body»\n(可能有误 pls double check)",
        "@all 提醒一下 «body»",
    ],
}

# --------------------------------------------------------------------------- templates
# "#" = standalone (never framed); "[kind]" = value kind for the cell's generator table.
_T: dict[tuple[str, str], list[str]] = {}

_T["secret", "en"] = [
    "[assigned]BAMBOOHR_API_KEY=«v» was pasted into the onboarding runbook by mistake, please rotate it.",
    "[ghp]The HR-automation repo's CI is failing because the token «v» expired on «date».",
    "[aws_akid]payroll export job uses access key «v» and it's hard-coded in the Lambda, can someone move it to Secrets Manager",
    "[slack]the offboarding bot token is «v» — revoke it when the contractor leaves",
    "[jwt]Workday SSO returned this bearer token: «v» — is it supposed to expire after 1h?",
    "[url_pw]DATABASE_URL=postgres://hr_reporting:«v»@hr-db.internal:5432/people",
    "[openai]The resume-screening script still has OPENAI_API_KEY «v» in plain text",
    "[anthropic]onboarding chatbot config -> anthropic key «v» (prod)",
    "[stripe]Expense reimbursements go through Stripe, live key «v» - store it in Vault, not in the ticket pls",
    "[google]Maps API key for the relocation housing search: «v»",
    "[hf]hf token for the CV parser model: «v»",
    "[sendgrid]The offer-letter mailer uses SendGrid key «v».",
    "[assigned]workday_client_secret: «v»",
    "[assigned]Greenhouse harvest API key «v» (read-only, candidates scope)",
    "[twilio]Shift-reminder SMS: Twilio auth token «v», account is the «co» one",
    "[mailgun]MAILGUN_API_KEY=«v»",
    "[gitlab]found glpat token «v» in the onboarding-scripts repo history, rotating now",
    "[npm]the internal @people-ops packages need NPM_TOKEN=«v» in .npmrc",
    "[slack_hook]Slack webhook for #new-starters: https://hooks.slack.com/services/«v»",
    "[assigned]ADP client_secret «v» rotated on «date», old one revoked",
    "[gh_pat]fine-grained PAT for the HRIS sync: «v»",
    "[jwt]Authorization: Bearer «v»",
    "[url_pw]sftp://payroll_upload:«v»@sftp.bankpartner.net/inbound is what the bank sent us",
    "[assigned]Rippling API token «v» (scoped to employees:read)",
    "[assigned]the payslip portal signing secret is «v», don't paste it in chat again",
    "[aws_akid]«v» shows in CloudTrail calling s3:GetObject on the hr-documents bucket at 3am",
    "[hex64]Personio webhook secret: «v»",
    "[azure]storage for scanned contracts: AccountKey=«v»",
    "[assigned]HiBob service user token «v» — expires «date»",
    "[openai]I accidentally committed my key «v» to the review-summary notebook, sorry!!",
    "#[aws_secret]payroll_export:\n  region: eu-west-2\n  aws_access_key_id_ref: vault:hr/aws\n  aws_secret_access_key: «v»\n  bucket: hr-payroll-exports",
    "#[assigned]{\"integration\": \"bamboohr\", \"subdomain\": \"«co_slug»\", \"api_key\": \"«v»\", \"sync\": \"hourly\"}",
    "#[assigned]HRIS_BASE_URL=https://api.hris.example/v1\nHRIS_API_SECRET=«v»\nHRIS_TIMEOUT=30",
    "#[jwt]«iso» DEBUG sso-proxy: forwarding id_token=«v» to /onboarding/callback",
    "#[pem]-- ops note «date» --\nkey for the payroll SFTP (do NOT commit):\n«v»\nfingerprint check pending",
    "#[pem]Attached the SFTP key the bank gave us for BACS files:\n\n«v»\n\nplease store in the vault and delete this email",
    "#[url_pw]«iso» ERROR hr-sync: connect failed mysql://sync_user:«v»@hr-mysql-02:3306/hris (timeout)",
    "#[ghp]git remote set-url origin https://«v»@github.com/«co_slug»/onboarding-automation.git",
    "#[assigned]service,env,secret,owner_team\nworkday-sync,prod,«v»,people-eng",
    "#[openai]curl https://api.openai.com/v1/chat/completions -H \"Authorization: Bearer «v»\" -d @job_description.json",
    "#[sendgrid]SENDGRID_API_KEY: «v»  # offer letters + rejection emails",
    "#[stripe]stripe.api_key = \"«v»\"  # reimbursement payouts",
    "#[google]const MAPS_KEY = \"«v»\"; // relocation office finder",
]

_T["secret", "zh"] = [
    "[assigned]钉钉应用的 AppSecret 是 «v»，别再贴到群里了",
    "[assigned]企业微信通讯录同步的 corpsecret：«v»",
    "[hex64]考勤机器人 webhook 的 access_token=«v»，已经泄露，请尽快重置",
    "[feishu_hook]飞书群机器人地址 https://open.feishu.cn/open-apis/bot/v2/hook/«v» 请勿外传",
    "[url_pw]人事系统数据库连接串：mysql://hr_ro:«v»@hr-db.internal:3306/ehr",
    "[jwt]北森接口返回的 token 是 «v»，有效期两小时",
    "[aws_akid]薪资导出脚本里写死了 AccessKey «v»，审计发现了",
    "[aws_secret]对象存储的 SecretKey：«v»",
    "[ghp]入职自动化仓库的 GitHub token «v» 过期了，CI 挂了",
    "[openai]简历筛选脚本里的 OpenAI key «v» 要换掉",
    "[assigned]飞书开放平台 app_secret：«v»",
    "[assigned]用友 NC 接口密钥 «v»（生产环境，别外发）",
    "[assigned]Moka 招聘 API Key：«v»",
    "[slack]海外团队的 Slack bot token «v» 请在合同到期时吊销",
    "[anthropic]入职问答机器人的 Claude 密钥：«v»",
    "[aliyun_sec]阿里云 AccessKey Secret «v»（电子合同存储桶）",
    "[aliyun_id]阿里云 AccessKey ID：«v»，对应 RAM 用户 hr-oss-sync",
    "[hf]简历解析模型的 hf 令牌 «v»",
    "[gitlab]内部 GitLab 个人访问令牌 «v»，用于同步组织架构",
    "[assigned]e签宝 签名密钥 «v»",
    "[jwt]请求头 Authorization: Bearer «v» 调用 /api/v2/payslip 返回 401",
    "[sendgrid]发 offer 邮件用的 SendGrid 密钥：«v»",
    "[url_pw]ftp://salary:«v»@ftp.bankpartner.cn/upload 是代发工资上传地址",
    "[stripe]海外报销用的 Stripe 密钥 «v»",
    "[assigned]企业微信应用 Secret：«v»，对应 AgentId 1000005",
    "[ding_sec]钉钉机器人加签密钥 «v»，之前发在群里了得换",
    "[google]搬家找房用的 Google Maps key «v»",
    "[npm]内部组件库的 npm 令牌 «v»",
    "[azure]合同扫描件存储账号的 AccountKey=«v»",
    "[twilio]海外员工短信通知 Twilio auth token：«v»",
    "[assigned]薪人薪事开放接口 secret «v» 已在«date_zh»轮换",
    "#[assigned]{\"corpid\": \"ww«alnum16»\", \"corpsecret\": \"«v»\", \"agentid\": 1000002}",
    "#[assigned]dingtalk:\n  app_key: ding«alnum16»\n  app_secret: «v»\n  agent_id: 2871520",
    "#[hex64]«iso» [考勤同步] POST https://oapi.dingtalk.com/robot/send?access_token=«v» 返回 errcode=310000",
    "#[url_pw].env 文件：\nEHR_DB=postgresql://ehr_admin:«v»@ehr-pg.internal/ehr\nEHR_ENV=prod",
    "#[jwt]接口日志 «iso»\n请求：GET /hr/api/employees?dept=研发\nHeader: token=«v»\n响应：200",
    "#[pem]【运维备忘】薪酬 SFTP 密钥（勿提交到 git）\n«v»\n—— 以上",
    "#[assigned]配置项,值\n环境,生产\n接口密钥,«v»\n超时,30s",
    "#[aws_secret][default]\naws_access_key_id = 见密码库\naws_secret_access_key = «v»\nregion = cn-north-1",
    "#[ghp]git clone https://«v»@github.com/«co_slug»/hr-onboarding.git 报错 403，是不是权限不够",
    "#[feishu_hook]{\"msg_type\":\"text\",\"webhook\":\"https://open.feishu.cn/open-apis/bot/v2/hook/«v»\",\"content\":\"今日入职 3 人\"}",
    "#[pem]银行给的代发工资证书私钥：\n\n«v»\n\n请只保存在加密盘里",
]

_T["secret", "mixed"] = [
    "[assigned]钉钉 app 的 AppSecret 是 «v», 别 share 到大群",
    "[assigned]WeCom corpsecret «v» 已经 expose 在 wiki 上了，please rotate ASAP",
    "[hex64]打卡 bot 的 webhook access_token=«v» leaked, 要 reset",
    "[feishu_hook]Lark bot webhook https://open.feishu.cn/open-apis/bot/v2/hook/«v» 不要外传 thx",
    "[url_pw]HRIS DB 连接串 postgres://hr_reader:«v»@hris-db.internal:5432/hr 有人在 Slack 贴出来了",
    "[jwt]北森 API 的 access token «v» expire 很快, 两小时",
    "[aws_akid]payroll export 脚本 hard-code 了 AWS key «v»，audit 标红了",
    "[ghp]onboarding repo 的 GitHub PAT «v» 过期了 → CI red",
    "[openai]简历 screening script 里的 OpenAI key «v» 要 rotate",
    "[assigned]Feishu open platform 的 app_secret: «v»",
    "[slack]offboarding bot 的 Slack token «v» 离职当天要 revoke",
    "[anthropic]HR FAQ bot 用的 Claude key «v» 只在 prod 用",
    "[aliyun_id]阿里云 AccessKey ID «v» 绑定的是 hr-oss 的 bucket",
    "[aliyun_sec]OSS 的 AccessKey Secret «v»，合同 PDF 都在里面",
    "[stripe]海外 reimbursement 走 Stripe, live key «v»",
    "[sendgrid]offer letter mailer 的 SendGrid key «v» 记得放 Vault",
    "[google]relocation 找房页面的 Maps key «v»",
    "[hf]CV parser 的 hf token «v»",
    "[gitlab]GitLab token «v» 在 org-sync 的 commit history 里，清理一下",
    "[jwt]header 里 Authorization: Bearer «v» 调 /payslip 一直 401",
    "[url_pw]代发工资 sftp://payroll:«v»@sftp.bankpartner.cn/in 是银行给的",
    "[ding_sec]钉钉 robot 加签 secret «v» 别 commit",
    "[assigned]Moka ATS 的 API key «v» — read only",
    "[twilio]海外 team 的 SMS 用 Twilio, auth token «v»",
    "[npm]内部 npm registry token «v» 写进 .npmrc 了，要换",
    "[azure]contract scans 的 storage AccountKey=«v»",
    "[assigned]用友 API secret «v» rotated on «date»",
    "[gh_pat]HRIS sync 用的 fine-grained PAT «v»，owner 已经离职了",
    "#[assigned]{\"corpid\": \"ww«alnum16»\", \"corpsecret\": \"«v»\", \"agentid\": 1000003, \"note\": \"通讯录 sync\"}",
    "#[assigned]feishu:\n  app_id: cli_«alnum16»\n  app_secret: «v»   # 人事审批回调\n  encrypt: true",
    "#[hex64]«iso» WARN 考勤-sync: POST oapi.dingtalk.com/robot/send?access_token=«v» failed 310000",
    "#[url_pw].env\nEHR_DATABASE_URL=mysql://ehr_app:«v»@ehr-mysql.internal/ehr\nSYNC_INTERVAL=15m  # 每15分钟",
    "#[jwt]API log «iso»\nGET /v1/employees?status=onboarding\nAuthorization: Bearer «v»\n→ 200 OK（返回 12 条）",
    "#[pem]payroll SFTP 私钥 (勿 commit):\n«v»\n-- end --",
    "#[assigned]key,value\nenv,prod\nhris_api_secret,«v»\nowner,人事系统组",
    "#[aws_secret][hr-export]\naws_access_key_id = (see 1Password)\naws_secret_access_key = «v»\nregion = ap-southeast-1",
    "#[ghp]git push https://«v»@github.com/«co_slug»/hr-bot.git 报 403, token 是不是没 repo scope?",
    "#[feishu_hook]{\"msg_type\":\"text\",\"webhook\":\"https://open.feishu.cn/open-apis/bot/v2/hook/«v»\",\"content\":\"New joiners 今日入职 5 人\"}",
    "#[openai]export OPENAI_API_KEY=«v»  # 绩效 summary 脚本",
    "#[pem]银行 cert 私钥 for 代发:\n\n«v»\n\n请放加密盘 only",
]

_T["password", "en"] = [
    "[initial]Your temporary password for day one is «v» — you'll be asked to change it at first login.",
    "[initial]IT set the new starter's AD password to «v», please make sure they change it",
    "[bday]The payslip PDF is protected, password: «v»",
    "[pin]door entry PIN for the «city» office: «v» (personal, don't share)",
    "[complex]my Workday password is «v» in case you need to check the enrolment while I'm on leave",
    "[phrase]passphrase for the encrypted offer-letter zip: «v»",
    "[pin]benefits portal asked me to set a 6-digit passcode, I chose «v»",
    "[leet]reset my payroll portal pw to «v» but it still says invalid??",
    "[complex]Password: «v»",
    "[initial]Welcome pack: username is your employee number, initial password «v»",
    "[complex]pwd for the relocation agent's portal = «v»",
    "[pin]voicemail PIN «v»",
    "[phrase]the 1Password emergency kit passphrase is «v» — sealed envelope in the HR safe",
    "[leet]«V» is my login pw for the pension site, writing it here so I don't forget",
    "[complex]can you log into my BambooHR as me? password «v», need the P60 downloaded",
    "[initial]laptop BitLocker recovery… no wait, the local admin password is «v»",
    "[pin]the expense card PIN came in the post: «v»",
    "[bday]payslips are encrypted with your DOB as password, for me that's «v»",
    "[complex]new password «v» — old one expired yesterday",
    "[phrase]wifi for the relocation apartment is HomeNet-5G, password «v»",
    "[leet]I keep typing «v» and it locks me out after three tries",
    "[complex]the visa portal login password is «v», the agent needs it to upload the CoS",
    "[initial]Contractor account created. Temp pw: «v» (expires in 72h)",
    "[pin]bank app passcode is «v», needed it for the salary advance form",
    "[complex]Pass: «v»",
    "[phrase]my pension provider memorable phrase: «v»",
    "[leet]password hint removed; actual password «v»",
    "[pin]PIN «v» for the payroll helpline identity check",
    "#[complex]username,temp_password,start_date\nnew.starter.«n»,«v»,«date»",
    "#[initial]{\"account\": \"contractor-«n»\", \"initial_password\": \"«v»\", \"must_change\": true}",
    "#[complex]«iso» WARN onboarding-svc: provisioning payload contained password=«v» (should be masked)",
    "#[pin]Form HR-7 (OCR)\nEmployee PIN: «v»\nSignature: ______",
    "#[phrase]# relocation_notes.md\n- storage unit code / passphrase: «v»\n- movers arrive 8am",
    "#[complex]login: ********\npassword: «v»\n(copied from the welcome email, screenshot attached)",
    "#[leet]voice memo: ok so the password for the benefits site is «v» capital first letter",
    "#[initial]Step 3 of your onboarding checklist\n  > Log in with the temporary password «v»\n  > Enrol in MFA",
    "#[bday]Q: what is the password for my payslip attachment?\nA: «v» (date of birth, as registered)",
    "#[complex]HR_PORTAL_USER=svc-hr\nHR_PORTAL_PASSWORD=«v»",
]

_T["password", "zh"] = [
    "[initial]新员工初始密码：«v»，首次登录请修改",
    "[bday]工资条 PDF 打开密码是 «v»",
    "[pin]门禁密码 «v»，只给你一个人，别外传",
    "[pinyin]我 OA 的密码是 «v»，请假期间麻烦帮我点一下审批",
    "[pin]社保卡的交易密码设成了 «v»",
    "[pinyin]公积金网上大厅登录密码改成 «v» 了",
    "[complex]钉钉考勤后台管理员密码：«v»",
    "[initial]IT 已开通邮箱，初始密码 «v»，有效期三天",
    "[pin]工资卡取款密码 «v»，我妈让我记下来的",
    "[leet]个税 app 的密码老是忘，记一下：«v»",
    "[bday]离职证明压缩包密码 «v»（出生日期）",
    "[pinyin]电子合同平台的密码 «v»",
    "[phrase]加密 U 盘的口令是 «v»",
    "[pin]手机银行支付密码 «v»",
    "[complex]密码：«v»",
    "[pinyin]«V» 就是我飞书的密码，你直接登吧",
    "[initial]入职邮件里写的初始密码 «v» 登不上去",
    "[pin]打印机的个人取件码设置为 «v»",
    "[leet]北森的登录密码已改为 «v»，请知悉",
    "[complex]公司 VPN 密码 «v» 过期了，新的是什么",
    "[bday]体检报告的查询密码是 «v»",
    "[pinyin]帮我登一下人事系统，账号工号，密码 «v»",
    "[pin]保险柜密码 «v»（仅限人事专员）",
    "[phrase]密码管理器的主密码：«v»",
    "[initial]外包同事的临时账号密码 «v»，72 小时后失效",
    "[pinyin]医保 app 的密码是 «v»，写这里别忘了",
    "[complex]宿舍 wifi 密码 «v»",
    "[pin]工牌充值的支付密码 «v»",
    "#[initial]工号,姓名拼音,初始密码\n«emp»,(略),«v»",
    "#[complex]{\"account\":\"hr-temp-«n»\",\"password\":\"«v»\",\"expire\":\"72h\"}",
    "#[pinyin]«iso» WARN 入职服务: 请求体里带了明文 password=«v»",
    "#[pin]员工信息登记表（扫描件）\n门禁卡密码：«v»\n签字：______",
    "#[leet]语音转文字：那个密码是 «v» 第一个字母大写",
    "#[initial]入职第一天清单\n1. 领取电脑\n2. 用初始密码 «v» 登录邮箱\n3. 开通 MFA",
    "#[bday]问：工资条附件密码是多少？\n答：«v»（身份证上的出生日期）",
    "#[complex]HR_PORTAL_USER=svc-hr\nHR_PORTAL_PWD=«v»",
    "#[phrase]搬家备忘\n- 储物间密码：«v»\n- 搬家公司早上八点到",
    "#[complex]登录截图识别：\n账号：********\n密码：«v»",
]

_T["password", "mixed"] = [
    "[initial]new hire 的 temp password 是 «v»，first login 要改",
    "[bday]payslip PDF 密码 = «v»",
    "[pin]office 门禁 PIN «v»，别 share",
    "[pinyin]我 Workday 密码 «v»，我休假的时候帮我 approve 一下",
    "[complex]VPN password 改成 «v» 了 FYI",
    "[leet]pension site 的 pw «v» 老是 lock",
    "[initial]IT 开了 AD account，初始 password «v» 三天内有效",
    "[pin]银行 app 的 passcode «v»，salary advance 要用",
    "[phrase]offer letter zip 的 passphrase: «v»",
    "[pinyin]公积金 portal 登录密码 «v»",
    "[complex]Password: «v»（别截图）",
    "[pin]voicemail PIN «v»",
    "[bday]离职 docs zip 的密码 «v» (DOB)",
    "[leet]«V» 是我 benefits portal 的密码",
    "[complex]relocation agent portal 的 login 密码 «v»",
    "[phrase]1Password master password: «v»",
    "[initial]contractor temp pw «v»，72h 后失效",
    "[pinyin]钉钉 admin 密码 «v» 已改",
    "[pin]expense card 的 PIN «v»",
    "[complex]visa portal 密码 «v»，agent 需要上传材料",
    "[pinyin]个税 app password «v»",
    "[pin]locker code «v»，健身房那个",
    "[leet]reset 后的新密码 «v»",
    "[phrase]apartment wifi 密码 «v»",
    "[bday]体检 report 查询密码 «v»",
    "[complex]HR portal 的 admin pwd «v»",
    "[initial]Welcome email 里的 initial password «v» 不 work",
    "#[complex]username,temp_password,入职日期\nnew.joiner.«n»,«v»,«date_zh»",
    "#[initial]{\"account\": \"intern-«n»\", \"initial_password\": \"«v»\", \"备注\": \"首次登录修改\"}",
    "#[pinyin]«iso» WARN onboarding-svc: payload 里有明文 password=«v»",
    "#[pin]Form 登记表 (OCR)\n门禁 PIN: «v»\n签名 Signature: ____",
    "#[leet]voice note 转写: 那个 password 是 «v» 首字母大写",
    "#[initial]Day 1 清单\n- 领 laptop\n- 用 temp password «v» 登录\n- set up MFA",
    "#[bday]Q: payslip 附件密码？\nA: «v»（出生日期 8 位）",
    "#[complex]HR_PORTAL_USER=svc-hr\nHR_PORTAL_PASSWORD=«v»  # 别 commit",
    "#[phrase]relocation todo\n- 储物 unit passphrase: «v»\n- movers 8am 到",
    "#[complex]screenshot 识别:\nlogin: ********\n密码 password: «v»",
]

_T["email", "en"] = [
    "Please send the offer pack to my personal address «v» rather than the work one.",
    "new starter's personal email: «v» — add to the pre-boarding portal",
    "P45 should go to «v», I'm leaving on «date»",
    "«V» is the best way to reach me while I'm on parental leave",
    "Can payroll email the corrected payslip to «v»?",
    "The relocation agent keeps emailing «v» — that's my old address, please update",
    "forwarding address after offboarding: «v»",
    "Benefits provider needs a contact email for the dependant: «v»",
    "visa solicitor asked for the candidate's email, it's «v»",
    "pls cc «v» on the background-check invite",
    "the candidate replied from «v» instead of the address on the CV",
    "reference request came from «v», is that legit?",
    "update emergency-contact email to «v»",
    "Pension statements to «v» please, I won't have access to Outlook after Friday",
    "Hi, this is the new «role» — my email is «v» until IT sets up the corporate one",
    "expense receipts are in «v» inbox, I'll forward them",
    "Kindly update my personal e-mail in «sys» to «v».",
    "the e-signature link went to «v» which bounced",
    "alumni newsletter opt-in: «v»",
    "Please reply to «v» with the signed contract.",
    "got a phishing-looking message from «v» asking for my bank details",
    "manager asked me to email my review self-assessment from «v», is that ok?",
    "contact for the house-hunting trip: «v»",
    "he said to use «v» for the onboarding buddy intro",
    "invite «v» to the new-joiner Slack as a guest",
    "mail bounced: 550 5.1.1 <«v»>: recipient address rejected",
    "#personal_email,start_date,department\n«v»,«date»,«dept»",
    "#{\"candidate\": {\"email\": \"«v»\", \"stage\": \"offer\", \"source\": \"referral\"}}",
    "#From: «v»\nTo: hr-help\nSubject: «subj»\n\nHi, question about my «leave».",
    "#«iso» INFO mailer: offer_letter queued to=«v» template=offer_v3",
    "#Emergency contact form (scanned)\nE-mail: «v»\nRelationship: spouse",
    "#personal_email: «v»\npreferred_name: (blank)\nstart_date: «date»",
    "#voice note: email me at «v» when the visa letter is ready",
    "#| field | value |\n|---|---|\n| Personal email | «v» |\n| Start | «date» |",
    "#mailto:«v»?subject=Relocation%20allowance",
    "#BambooHR export\nEmployee #,Home Email,Location\n«emp»,«v»,«city»",
    "#Reply-To: «v»\nSubject: RE: «subj»\n\nThanks, signed copy attached.",
    "#<a href=\"mailto:«v»\">contact the new hire</a>",
]

_T["email", "zh"] = [
    "请把 offer 发到我的私人邮箱 «v»，公司邮箱还没开通",
    "新同事个人邮箱：«v»，请拉进入职群",
    "离职证明请发送至 «v»",
    "«V» 是我产假期间的联系邮箱",
    "工资条能不能发到 «v» 这个邮箱",
    "背调公司的邮件发到了 «v»，候选人说没收到",
    "我的个人邮箱换成 «v» 了，麻烦在系统里更新",
    "体检报告会发送到 «v»，请注意查收",
    "签证代理让把材料发到 «v»",
    "离职后的联系邮箱：«v»",
    "候选人用 «v» 回复的，和简历上的不一样",
    "抄送一下 «v»，她是新来的实习生的导师",
    "电子合同签署链接发送到 «v» 失败，被退信了",
    "公积金中心让我留个邮箱，我填的 «v»",
    "有个 «v» 的邮箱给我发了个要银行卡号的邮件，是钓鱼吗",
    "麻烦把入职材料清单发 «v»，谢谢",
    "我在«sys_zh»里把邮箱更新成了 «v»",
    "推荐人邮箱 «v»",
    "搬家公司的报价单我转发到 «v» 了",
    "个税汇算的通知发到 «v» 了吗？",
    "紧急联系人邮箱：«v»",
    "退信：550 用户不存在 <«v»>",
    "简历投递邮箱填的是 «v»",
    "请使用 «v» 联系我，手机不方便",
    "#工号,个人邮箱,部门\n«emp»,«v»,«dept_zh»",
    "#{\"候选人\": {\"邮箱\": \"«v»\", \"阶段\": \"offer\"}}",
    "#发件人：«v»\n收件人：人事部\n主题：«subj_zh»\n\n您好，请问我的«leave_zh»怎么申请？",
    "#«iso» INFO 邮件服务：offer 已加入发送队列 to=«v»",
    "#员工信息登记表（扫描）\n电子邮箱：«v»\n与本人关系：本人",
    "#语音转文字：我的邮箱是 «v» 你记一下",
    "#| 字段 | 内容 |\n|---|---|\n| 个人邮箱 | «v» |\n| 入职日期 | «date_zh» |",
    "#花名册导出\n工号,私人邮箱,城市\n«emp»,«v»,«city_zh»",
    "#回复地址：«v»\n主题：回复：«subj_zh»\n\n已签字，附件请查收。",
    "#【飞书】新人 «v» 已加入「«dept_zh»」群",
    "#个人邮箱 «v»",
    "#离职交接单\n- 私人邮箱：«v»\n- 最后工作日：«date_zh»",
]

_T["email", "mixed"] = [
    "offer letter 请发到我的 personal email «v»",
    "new hire 的私人邮箱 «v»，加进 pre-boarding portal",
    "P45/离职证明 send to «v» 就行",
    "产假期间 contact me via «v»",
    "payslip 能 email 到 «v» 吗？",
    "relocation agent 一直发 «v»，那是旧邮箱 pls update",
    "offboarding 之后的 forwarding email: «v»",
    "visa agent 要 candidate email，是 «v»",
    "cc 一下 «v» on the background check",
    "候选人 reply 用的是 «v», not the one on CV",
    "emergency contact email 改成 «v»",
    "«V» 是我 personal 邮箱，公司 Outlook 还没开",
    "e-sign link 发到 «v» bounce 了",
    "请在 «sys» 里把 home email 改成 «v»",
    "收到 «v» 发来的邮件要我 bank details，phishing?",
    "alumni group 邀请 «v» 进来",
    "reference check 邮件来自 «v»",
    "体检 report 会发到 «v»",
    "麻烦 forward onboarding 材料到 «v»",
    "Slack guest invite 发给 «v»",
    "mail bounced 退信: <«v»> recipient rejected",
    "pension statement 寄到 «v» 就好",
    "搬家 quote 我 forward 到 «v» 了",
    "#personal_email,入职日期,dept\n«v»,«date_zh»,«dept»",
    "#{\"candidate\": {\"email\": \"«v»\", \"阶段 stage\": \"offer\"}}",
    "#From: «v»\nTo: hr-help\nSubject: 请假 leave question\n\nHi HR, 我的«leave_zh»还剩几天？",
    "#«iso» INFO mailer: offer 发送 queued to=«v»",
    "#登记表 Form (scanned)\nE-mail 邮箱: «v»\n关系 Relationship: 本人",
    "#voice-to-text: 我的 email 是 «v» 记一下",
    "#| 字段 field | value |\n|---|---|\n| personal email | «v» |",
    "#Workday export\nWorker ID,Home Email,城市\n«emp»,«v»,«city_zh»",
    "#Reply-To: «v»\nSubject: 回复 RE: «subj»\n\n合同已签 signed copy attached",
    "#离职 checklist\n- personal email: «v»\n- last day 最后工作日: «date_zh»",
    "#[飞书] 新人 «v» joined 入职群",
    "#mailto:«v»?subject=入职%20onboarding",
]

_T["phone", "en"] = [
    "Best number to reach me during parental leave is «v».",
    "new starter's mobile: «v» — add to the day-one SMS reminder",
    "please call me on «v» about the payslip error, I'm not on Teams today",
    "emergency contact (partner) «v»",
    "Relocation agent needs the candidate's number: «v»",
    "my number changed to «v», can you update «sys»?",
    "«V» is my personal mobile, don't share it with the recruiter",
    "the visa solicitor will ring «v» tomorrow morning",
    "text me on «v» when the laptop is ready for collection",
    "reference checker called from «v» asking about my old manager",
    "Mobile: «v»",
    "home phone «v» (landline, evenings only)",
    "if the courier can't find the flat they should call «v»",
    "for the background check use «v»",
    "he left a voicemail from «v» about the start date",
    "call back requested on «v» re: pension transfer",
    "WhatsApp «v» is easiest for the house-hunting trip",
    "candidate asked we use «v» as the work number isn't set up",
    "my mum is the emergency contact, her number is «v»",
    "contact during offboarding notice period: «v»",
    "pls add «v» to the MFA recovery options",
    "sick note follow-up: reachable on «v» after 2pm",
    "[spoken_en]voice memo: my cell is «v», call anytime",
    "[spoken_en]dictated: the new hire's number is «v» I think",
    "#name_redacted,mobile,start_date\n-,«v»,«date»",
    "#{\"employee\": {\"personal_phone\": \"«v»\", \"department\": \"«dept»\"}}",
    "#Emergency contact form (OCR)\nRelationship: Spouse\nPhone: «v»\nAlt phone: —",
    "#«iso» INFO sms-gateway: day-one reminder sent to «v» (status=delivered)",
    "#BambooHR export\nEmployee #,Mobile Phone,Work Phone\n«emp»,«v»,",
    "#| Field | Value |\n|---|---|\n| Mobile | «v» |\n| Location | «city» |",
    "#tel:«v»",
    "#Personal details updated:\n  phone_mobile: «v»\n  updated_by: self-service",
    "#Missed call «v» · 2 min ago\nVoicemail: \"hi it's about the start date...\"",
    "#offboarding.csv\nworker_id,last_day,forwarding_phone\n«emp»,«date»,«v»",
    "#SMS from «v»: running late for my induction, sorry!",
    "#Contact card\nMobile «v»\nTeam: «dept»",
]

_T["phone", "zh"] = [
    "产假期间有事打我电话 «v»",
    "新同事手机号：«v»，入职短信提醒加上",
    "工资条有问题，请打 «v» 联系我",
    "紧急联系人（爱人）«v»",
    "搬家公司要候选人的电话，是 «v»",
    "我换号了，新号码 «v»，麻烦在«sys_zh»里更新",
    "«V» 是我私人手机号，别给猎头",
    "签证代理明天上午会打 «v»",
    "电脑准备好了发短信到 «v»",
    "背调公司从 «v» 打过来问我前领导的情况",
    "手机：«v»",
    "家里座机 «v»，晚上才有人接",
    "快递员找不到地址就打 «v»",
    "背景调查留的电话是 «v»",
    "候选人留的联系电话 «v»",
    "公积金转移的事请回电 «v»",
    "微信同号 «v»，加我一下",
    "紧急联系人是我妈妈，电话 «v»",
    "离职交接期间联系方式：«v»",
    "把 «v» 加到 MFA 备用手机",
    "病假期间下午两点后可以打 «v»",
    "体检中心说会打 «v» 通知结果",
    "入职报到找不到地方打我 «v»",
    "[spoken_zh]语音转文字：我手机号是«v»，你记一下",
    "[cn_land]我家里电话是«v»",
    "[cn_land]户籍所在地派出所要回访，留的是家里座机 «v»",
    "#工号,手机号,部门\n«emp»,«v»,«dept_zh»",
    "#{\"员工\": {\"个人手机\": \"«v»\", \"部门\": \"«dept_zh»\"}}",
    "#紧急联系人登记表（扫描）\n关系：配偶\n电话：«v»\n备用电话：无",
    "#«iso» INFO 短信网关：入职提醒已发送至 «v»（成功）",
    "#花名册导出\n工号,手机,办公电话\n«emp»,«v»,",
    "#| 字段 | 内容 |\n|---|---|\n| 手机 | «v» |\n| 城市 | «city_zh» |",
    "#个人信息变更：\n  手机号码：«v»\n  操作人：本人",
    "#未接来电 «v» · 2分钟前",
    "#短信来自 «v»：不好意思入职培训要迟到十分钟",
    "#离职交接单\n- 联系电话：«v»\n- 最后工作日：«date_zh»",
    "#联系人名片\n手机 «v»\n部门：«dept_zh»",
]

_T["phone", "mixed"] = [
    "产假期间 best number 是 «v»",
    "new hire 手机 «v»，加到 day-one SMS reminder",
    "payslip 有问题 please call me «v»",
    "emergency contact 紧急联系人 «v»",
    "relocation agent 要 candidate 的电话：«v»",
    "我换号了 new number «v», pls update «sys»",
    "«V» 是 personal mobile，别给 recruiter",
    "visa agent 明天 call «v»",
    "laptop ready 了 text me «v»",
    "Mobile 手机: «v»",
    "家里 landline «v»（evening only）",
    "courier 找不到就打 «v»",
    "background check 留的 number «v»",
    "pension transfer 的事 call back «v»",
    "WhatsApp/微信同号 «v»",
    "我妈是 emergency contact, 电话 «v»",
    "offboarding notice period 联系 «v»",
    "MFA backup phone 加 «v»",
    "sick leave 期间下午 2pm 后打 «v»",
    "candidate 说 work number 还没开，先用 «v»",
    "[cn_land]office 报到找不到就打前台转我，我分机在 «v»",
    "[spoken_zh]voice-to-text: 我号码是«v» ok?",
    "#worker_id,手机 mobile,dept\n«emp»,«v»,«dept»",
    "#{\"employee\": {\"personal_phone\": \"«v»\", \"部门\": \"«dept_zh»\"}}",
    "#紧急联系人 Emergency contact (OCR)\n关系 Relationship: Spouse\nPhone 电话: «v»",
    "#«iso» INFO sms-gateway: 入职提醒 sent to «v» (delivered)",
    "#Workday export\nWorker,Mobile,城市\n«emp»,«v»,«city_zh»",
    "#| field 字段 | value |\n|---|---|\n| Mobile 手机 | «v» |",
    "#个人信息 update:\n  phone_mobile: «v»\n  by: self-service 本人",
    "#Missed call 未接来电 «v»",
    "#SMS from «v»: 入职 induction 要迟到 10 min sorry",
    "#offboarding 离职.csv\nworker_id,last_day,forwarding_phone\n«emp»,«date»,«v»",
    "#tel:«v»",
    "#联系人 contact card\nMobile «v»\nTeam: «dept»",
]

_T["address", "en"] = [
    "Please update my home address to «v», «vcity» — moved last weekend.",
    "Ship the new starter's laptop to «v», «vcity».",
    "New hire mailing address: «v», «vcity»",
    "My P60 went to my old address, «v», can you reissue?",
    "relocating from «v» in «vcity» to the Dublin office in «month»",
    "temporary housing booked at «v», «vcity» for 30 days",
    "the courier left the welcome box at «v» but I live at the one next door",
    "candidate lives at «v», «vcity», so the commute allowance applies",
    "Home address: «v», «vcity»",
    "send the signed contract by post to «v»",
    "I'm now at «v» (still in «vcity»), please fix payroll records",
    "«V», «vcity» is where the movers should deliver",
    "address on the right-to-work document: «v», «vcity»",
    "Emergency contact lives at «v», «vcity»",
    "forwarding address after I leave: «v», «vcity»",
    "pension provider still has «v» on file",
    "W-2 was mailed to «v» in «vcity»",
    "the flat at «v» fell through, still looking",
    "tenancy agreement for «v» attached for the relocation claim",
    "returning my laptop from «v», courier pickup booked",
    "the payslip envelope came back 'addressee unknown' from «v»",
    "can the occupational health nurse visit me at home? «v», «vcity»",
    "voice memo: new address is «v» in «vcity», write it down",
    "#address_line1,city,country\n«v»,«vcity»,",
    "#{\"home_address\": {\"line1\": \"«v»\", \"city\": \"«vcity»\"}}",
    "#Change of details form (OCR)\nNew address: «v»\nTown/City: «vcity»\nEffective: «date»",
    "#«iso» INFO shipping-svc: welcome kit label created for «v», «vcity»",
    "#BambooHR export\nEmployee #,Address 1,City\n«emp»,«v»,«vcity»",
    "#| Field | Value |\n|---|---|\n| Home address | «v» |\n| City | «vcity» |",
    "#home_address:\n  line1: «v»\n  city: «vcity»\n  verified: false",
    "#Relocation checklist\n- [x] new address: «v», «vcity»\n- [ ] update payroll",
    "#Deliver to:\n«v»\n«vcity»",
    "#ADDRESS  «v»\nCITY  «vcity»\n(OCR from the tenancy agreement p.1)",
    "#offboarding.csv\nworker,last_day,forwarding_address\n«emp»,«date»,\"«v», «vcity»\"",
]

_T["address", "zh"] = [
    "我搬家了，新地址是«vcity»«v»，麻烦更新一下",
    "新同事的电脑寄到«vprov»«v»",
    "入职材料邮寄地址：«vcity»«v»",
    "离职证明寄到«vcity»«v»就行",
    "现住址：«vprov»«v»",
    "公司安排的过渡住房在«vcity»«v»，住一个月",
    "快递放在«v»门口了，但我住隔壁那栋",
    "户籍地址和现住址不一样，现住址是«vcity»«v»",
    "体检报告寄送地址：«vcity»«v»",
    "家庭住址 «vprov»«v»",
    "劳动合同请邮寄至«v»（«vcity»）",
    "社保卡寄到了老地址«vcity»«v»，我已经不住那了",
    "紧急联系人住在«vcity»«v»",
    "租房合同地址：«vcity»«v»，用来申请公积金提取",
    "离职后联系地址：«vprov»«v»",
    "搬家公司明天去«v»搬东西",
    "电脑退还：从«vcity»«v»寄出，顺丰单号稍后给",
    "语音转文字：我现在住«vcity»«v»你记一下",
    "员工宿舍分配在«v»",
    "收件地址«vcity»«v»，电话见系统",
    "«V»，这是我的新住址，在«vcity»",
    "居住证上登记的地址：«vcity»«v»",
    "#工号,现住址,城市\n«emp»,«v»,«vcity»",
    "#{\"现住址\": \"«vcity»«v»\", \"是否核实\": false}",
    "#员工信息变更表（扫描识别）\n新住址：«vprov»«v»\n生效日期：«date_zh»",
    "#«iso» INFO 物流服务：入职礼包面单已生成 «vcity»«v»",
    "#花名册导出\n工号,居住地址\n«emp»,«vcity»«v»",
    "#| 字段 | 内容 |\n|---|---|\n| 现住址 | «vcity»«v» |",
    "#收件人：（略）\n地址：«vprov»«v»\n备注：工作日送达",
    "#离职交接单\n- 联系地址：«vcity»«v»\n- 最后工作日：«date_zh»",
    "#【钉钉】地址变更审批\n原地址：（略）\n新地址：«vcity»«v»",
    "#搬迁清单\n- [x] 新地址 «vcity»«v»\n- [ ] 更新社保",
]

_T["address", "mixed"] = [
    "我搬家了 new address «vcity»«v»，请 update «sys»",
    "[us]new hire laptop ship to «v», «vcity»",
    "[uk]P60 寄到了旧地址 «v», «vcity»，请重发",
    "[cn]入职 docs 邮寄到 «vprov»«v» thx",
    "[cn]temporary housing 安排在«vcity»«v»，30 days",
    "[cn]现住址 home address: «vcity»«v»",
    "[us]relocation from «v» («vcity») 到上海 office",
    "[cn]离职证明 mail to «vcity»«v»",
    "[cn]courier 把 welcome kit 放在«v»门口了",
    "[uk]Home address 家庭住址: «v», «vcity»",
    "[cn]社保卡 sent to 老地址«vcity»«v»",
    "[cn]emergency contact 住在«vcity»«v»",
    "[cn]租房合同 address «vcity»«v» for 公积金提取",
    "[us]W-2 寄到 «v», «vcity»",
    "[cn]movers 明天去«v» pick up",
    "[cn]laptop return 从«vcity»«v»寄出",
    "[cn]voice-to-text: 我住«vcity»«v» ok",
    "[uk]forwarding address after 离职: «v», «vcity»",
    "[cn]员工宿舍 dorm 分配在«v»",
    "[us]tenancy for «v» 没租成，still looking",
    "[cn]居住证 registered address: «vcity»«v»",
    "#[cn]worker_id,现住址 address,city\n«emp»,«v»,«vcity»",
    "#[cn]{\"home_address\": \"«vcity»«v»\", \"verified 已核实\": false}",
    "#[cn]Change of details 信息变更 (OCR)\n新地址 New address: «vprov»«v»\nEffective 生效: «date_zh»",
    "#[cn]«iso» INFO shipping-svc: 入职礼包 label created «vcity»«v»",
    "#[us]Workday export\nWorker,Address Line 1,城市\n«emp»,«v»,«vcity»",
    "#[cn]| field | 内容 |\n|---|---|\n| Home address | «vcity»«v» |",
    "#[cn]离职 checklist\n- forwarding 地址: «vcity»«v»\n- last day: «date»",
    "#[uk]Relocation 清单\n- [x] new address: «v», «vcity»\n- [ ] 更新 payroll",
    "#[cn]Deliver to 收件地址:\n«vprov»«v»",
]

_T["government_id", "en"] = [
    "[ssn]SSN for the W-4 is «v», sorry I left it off the form",
    "[ssn]payroll can't run my first check without the social — it's «v»",
    "[ssn]«V» is the SSN on file but the W-2 shows a different one",
    "[itin]I don't have an SSN yet, my ITIN is «v»",
    "[ni]National Insurance number: «v»",
    "[ni]my NI number is «v», the P45 from my last job has a typo",
    "[ni]new starter hasn't got an NINO letter yet, temporary one on the form says «v»?",
    "[uk_dl]driving licence number «v» for the pool-car insurance",
    "[us_dl]DL# «v» (state issued) for the I-9 List B",
    "[passport]passport no. «v», expires «date», needed for the CoS",
    "[passport]visa application: passport number «v», issued in «city»",
    "[passport]right-to-work check done, passport «v» verified by «sys» IDVT",
    "[nric]Singapore NRIC «v» for the CPF registration",
    "[hkid]HKID «v» — needed for the MPF enrolment",
    "[a_number]USCIS A-number «v» on the EAD card",
    "[a_number]the green card shows alien registration number «v»",
    "[pan]PAN «v» for the India payroll entity",
    "[cn_id]Chinese ID number for the Shanghai secondment: «v»",
    "[ssn]social security # «v»",
    "[passport]I-94 was issued against passport «v»",
    "[ssn]can you check if «v» matches what E-Verify returned?",
    "[ni]NI «v» — category A",
    "[uk_dl]licence «v», 3 points, does that affect the company car?",
    "[passport]scan of my passport (number «v») uploaded to the relocation portal",
    "[ssn]dependant's SSN for the medical plan: «v»",
    "[itin]spouse uses ITIN «v» for the benefits enrolment",
    "#[ssn]Form W-4 (OCR)\nStep 1(a) First name / Last name: [handwritten]\nStep 1(b) Social security number: «v»",
    "#[ssn]employee_id,ssn,state\n«emp»,«v»,TX",
    "#[passport]{\"visa\": {\"type\": \"Skilled Worker\", \"passport_no\": \"«v»\", \"cos_assigned\": true}}",
    "#[ni]«iso» WARN payroll-rti: FPS rejected, NINO «v» failed HMRC validation",
    "#[uk_dl]Pool car request\nDriving licence no.: «v»\nCategories: B\nPoints: 0",
    "#[ssn]| Field | Value |\n|---|---|\n| SSN | «v» |\n| Filing status | Single |",
    "#[passport]relocation:\n  passport_number: «v»\n  visa_type: L-1A\n  start: «date»",
    "#[hkid]MPF enrolment form (scanned)\nHKID No.: «v»\nScheme: Master Trust",
    "#[nric]CPF onboarding\nNRIC/FIN: «v»\nResidency: SC",
    "#[a_number]I-9 Section 1\nUSCIS A-Number: «v»\nAttestation: lawful permanent resident",
    "#[ni]HMRC starter checklist\nNational Insurance number: «v»\nStatement: B",
    "#[ssn]voice memo: ok the social is «v», double check the middle digits",
]

_T["government_id", "zh"] = [
    "[cn_id]身份证号：«v»，办社保用",
    "[cn_id]新员工身份证号 «v»，公积金开户需要",
    "[cn_id]我的身份证号是 «v»，个税系统里录错了",
    "[cn_id]«V» 这个身份证号在社保系统里查不到参保记录",
    "[cn_id]请核对一下身份证 «v» 和劳动合同上是否一致",
    "[cn_id]入职登记：公民身份号码 «v»",
    "[cn_id]背调需要身份证号，给你：«v»",
    "[cn_id]紧急联系人身份证号 «v»（保险受益人用）",
    "[cn_id]工资卡开户要身份证，号码 «v»",
    "[cn_id]驾驶证号就是身份证号：«v»",
    "[cn_id]社保卡号 «v»",
    "[cn_id]个税专项扣除里子女的身份证号填的是 «v»",
    "[cn_id]离职证明上身份证号写错了，正确的是 «v»",
    "[cn_id]体检预约需要身份证号 «v»",
    "[cn_id]居住证办理，身份证 «v»",
    "[cn_passport]护照号 «v»，出差签证要用",
    "[cn_passport]外派新加坡，护照号码 «v»，有效期到 2031 年",
    "[hk_macau_permit]港澳通行证号 «v»，去香港办公室出差",
    "[hkid]香港身份证 «v»，强积金开户用",
    "[passport]外籍员工护照号 «v»，办工作许可",
    "[cn_id]语音转文字：身份证号是«v»你核对一下",
    "[cn_id]公积金中心说身份证号 «v» 已经有账户了，需要转移",
    "#[cn_id]工号,身份证号,入职日期\n«emp»,«v»,«date_zh»",
    "#[cn_id]{\"员工\": {\"身份证号\": \"«v»\", \"部门\": \"«dept_zh»\"}}",
    "#[cn_id]员工入职登记表（扫描件识别）\n身份证号码：«v»\n户籍：（略）",
    "#[cn_id]«iso» WARN 社保同步：证件号 «v» 校验失败",
    "#[cn_id]| 字段 | 内容 |\n|---|---|\n| 身份证号 | «v» |\n| 参保城市 | «city_zh» |",
    "#[cn_id]花名册导出\n工号,证件类型,证件号码\n«emp»,居民身份证,«v»",
    "#[cn_passport]签证材料清单\n- 护照号码：«v»\n- 邀请函：已盖章",
    "#[cn_id]个税专项附加扣除信息表\n纳税人识别号：«v»\n扣除项目：住房租金",
    "#[cn_id]【飞书审批】公积金开户\n证件号：«v»\n状态：待审批",
    "#[hk_macau_permit]出差申请\n证件：港澳通行证\n证件号：«v»\n目的地：香港",
    "#[cn_id]身份证 «v»",
    "#[cn_id]背调授权书（OCR）\n本人身份证号 «v» 同意贵司进行背景调查",
]

_T["government_id", "mixed"] = [
    "[cn_id]身份证号 ID number «v»，社保 onboarding 用",
    "[ssn]SSN 是 «v»，W-4 上漏填了",
    "[passport]passport no. 护照号 «v»，visa 要用",
    "[cn_id]公积金开户要 ID，«v»",
    "[ni]NI number «v»，P45 上写错了",
    "[hkid]HKID «v» for 强积金 MPF",
    "[nric]新加坡 NRIC «v» for CPF",
    "[a_number]green card 上的 A-number «v»",
    "[cn_id]个税 app 里 ID «v» 录错了",
    "[cn_id]背调 background check 要身份证 «v»",
    "[passport]right-to-work check: passport «v» verified ✅",
    "[uk_dl]company car 要 driving licence «v»",
    "[cn_passport]外派 secondment 护照号码 «v»",
    "[hk_macau_permit]去 HK office 出差，港澳通行证 «v»",
    "[ssn]dependant SSN «v» 加到 medical plan",
    "[cn_id]«V» 这个 ID 在社保系统查不到",
    "[itin]spouse 用 ITIN «v» enroll benefits",
    "[cn_id]驾驶证号 = 身份证号 «v»",
    "[cn_id]离职证明上 ID 写错，correct 是 «v»",
    "[passport]I-94 对应 passport «v»",
    "[cn_id]voice-to-text: 身份证 is «v» 核对下",
    "#[cn_id]worker_id,身份证号 id_no,入职\n«emp»,«v»,«date_zh»",
    "#[ssn]{\"employee\": {\"ssn\": \"«v»\", \"dept 部门\": \"«dept»\"}}",
    "#[cn_id]入职登记 Form (OCR)\n身份证号 ID No.: «v»\n户籍 Hukou: (略)",
    "#[ni]«iso» WARN payroll-rti: NINO «v» HMRC 校验失败",
    "#[passport]relocation:\n  passport_number: «v»\n  visa_type: Z visa 工作签\n  start: «date»",
    "#[cn_id]| field | 内容 |\n|---|---|\n| 身份证 ID | «v» |",
    "#[cn_id]Workday export\nWorker,National ID Type,National ID\n«emp»,CN 居民身份证,«v»",
    "#[passport]签证 checklist\n- passport no.: «v»\n- invitation letter 邀请函: signed",
    "#[hkid]MPF enrolment 强积金 (scanned)\nHKID No.: «v»",
    "#[a_number]I-9 Section 1\nUSCIS A-Number: «v»\n备注: LPR",
    "#[cn_id]【飞书审批】公积金 account opening\n证件号 ID: «v»",
]

_T["financial", "en"] = [
    "[iban]Please pay my salary into IBAN «v» from next month",
    "[iban]relocation allowance should go to «v» (my German account)",
    "[card]corporate card number «v» — the welcome pack says activate before first trip",
    "[card]I paid the visa fee on my personal card «v», can I claim it back?",
    "[uk_acct]new bank details for payroll: account number «v», sort code unchanged",
    "[sort]sort code «v» — account number as before",
    "[aba]direct deposit routing number «v»",
    "[us_acct]checking account «v» for direct deposit, routing is on the voided cheque",
    "[card]card ending… actually the full number is «v», the refund went nowhere",
    "[iban]IBAN: «v»",
    "[us_acct]acct # «v» (savings) for the 10% split",
    "[card]reimburse the moving costs to the Amex «v»",
    "[iban]bonus was sent to the old IBAN «v», the account is closed",
    "[aba]ABA «v» is my credit union, is it supported?",
    "[uk_acct]payroll bounced, the account no. «v» was typed wrong?",
    "[card]Travel booked on card «v» exp 09/28",
    "[iban]pension transfer to «v»",
    "[card]the onboarding portal stored my card «v» in plain text!",
    "[us_acct]HSA contributions should go to account «v»",
    "[sort]sort-code «v» belongs to my building society",
    "[iban]please update bank details in «sys»: «v»",
    "[card]expense claim «tid»: paid with «v»",
    "[cn_card]for the Shanghai secondment salary, UnionPay card «v»",
    "[iban]final pay after offboarding → «v»",
    "#[iban]employee_id,iban,bic\n«emp»,«v»,",
    "#[card]{\"expense\": {\"amount\": \"«amt»\", \"card_number\": \"«v»\", \"merchant\": \"relocation movers\"}}",
    "#[aba]Direct deposit form (scanned)\nBank routing number: «v»\nAccount type: Checking",
    "#[us_acct]Direct deposit form (OCR)\nAccount number: «v»\nAllocation: 100%",
    "#[iban]«iso» ERROR payroll-bacs: payment rejected for IBAN «v» (account closed)",
    "#[uk_acct]| Field | Value |\n|---|---|\n| Account number | «v» |\n| Sort code | (on file) |",
    "#[card]Card: «v»\nExpiry: 11/27\nCVV: [not stored]",
    "#[iban]bank_details:\n  iban: «v»\n  verified: true\n  effective: «date»",
    "#[sort]Bank details change\nSort code: «v»\nAccount number: see previous email",
    "#[card]voice memo: card number is «v», for the hotel deposit",
    "#[us_acct]ADP export\nAssociate ID,Deposit Acct,Split\n«emp»,«v»,100",
    "#[iban]Reimbursement to «v»",
]

_T["financial", "zh"] = [
    "[cn_card]工资卡号：«v»，招商银行",
    "[cn_card]我换了工资卡，新卡号 «v»，下个月开始发到这张",
    "[cn_card]搬家补贴请打到 «v»",
    "[cn_card]报销款打到 «v» 这张卡",
    "[cn_card]工资卡 «v» 被冻结了，这个月工资能不能先发到别的卡",
    "[cn_acct]银行账号 «v»，开户行工商银行",
    "[cn_acct]公积金提取到账账户：«v»",
    "[card]信用卡 «v» 垫付了签证费，可以报销吗",
    "[cn_card]奖金打到旧卡 «v» 了，那张卡已经销户",
    "[cn_card]«V» 是我的工资卡号，户名本人",
    "[cn_card]离职结算工资请打到 «v»",
    "[cn_card]代发工资失败，卡号 «v» 可能输错了一位",
    "[cn_acct]个人账户 «v» 用于接收年终奖",
    "[iban]外派德国期间工资发到 IBAN «v»",
    "[cn_card]银行卡号 «v»，建设银行",
    "[card]公司差旅卡 «v» 已激活",
    "[cn_card]请核对工资卡：«v»",
    "[cn_acct]收款账号：«v»",
    "[cn_card]社保卡金融账户 «v»",
    "[cn_card]语音转文字：卡号是«v»你记一下",
    "[cn_card]搬家公司要押金，我用 «v» 付的",
    "[cn_card]个税退税到账卡号 «v»",
    "#[cn_card]工号,工资卡号,开户行\n«emp»,«v»,中国工商银行",
    "#[cn_card]{\"员工\": {\"工资卡\": \"«v»\", \"开户行\": \"建设银行\"}}",
    "#[cn_card]员工银行信息登记表（扫描）\n银行卡号：«v»\n开户行：农业银行",
    "#[cn_card]«iso» ERROR 代发工资：卡号 «v» 户名不符，退回",
    "#[cn_card]| 字段 | 内容 |\n|---|---|\n| 工资卡号 | «v» |\n| 开户行 | 招商银行 |",
    "#[cn_acct]花名册导出\n工号,银行账号\n«emp»,«v»",
    "#[cn_card]【钉钉】报销审批\n金额：«amt_zh»\n收款卡号：«v»",
    "#[cn_card]离职结算单\n- 结算金额：«amt_zh»\n- 收款卡号：«v»",
    "#[card]差旅卡信息\n卡号：«v»\n有效期：09/28",
    "#[cn_card]工资卡变更申请\n新卡号：«v»\n生效月份：«month_zh»",
]

_T["financial", "mixed"] = [
    "[cn_card]工资卡 salary card 号码 «v»",
    "[iban]salary 请打到 IBAN «v»",
    "[cn_card]relocation allowance 打到 «v»",
    "[card]personal card «v» 垫付了 visa fee, 能 claim 吗",
    "[uk_acct]payroll 新 account number «v»，sort code 不变",
    "[sort]sort code «v»，account number 同上次",
    "[aba]direct deposit 的 routing number «v»",
    "[cn_card]bonus 打到旧卡 «v» 了，那张 closed",
    "[cn_acct]公积金提取 account «v»",
    "[cn_card]报销 reimbursement 打到 «v»",
    "[iban]IBAN: «v»（德国 secondment）",
    "[card]corporate card «v» 已 activate",
    "[us_acct]checking acct «v» for direct deposit",
    "[cn_card]«V» 是我的工资卡，户名本人",
    "[cn_card]final pay 离职结算 → «v»",
    "[cn_card]代发 failed，卡号 «v» 可能 typo",
    "[iban]pension transfer 到 «v»",
    "[card]hotel deposit 用的 card «v»",
    "[cn_card]voice-to-text: card number 是«v»",
    "[cn_acct]bank account «v» 开户行 ICBC",
    "#[cn_card]worker_id,工资卡 card,bank\n«emp»,«v»,ICBC",
    "#[iban]{\"bank_details\": {\"iban\": \"«v»\", \"备注\": \"secondment\"}}",
    "#[cn_card]银行信息 Bank form (scanned)\n卡号 Card No.: «v»\n开户行: 农业银行",
    "#[cn_card]«iso» ERROR payroll 代发: card «v» 户名不符 rejected",
    "#[cn_card]| field | 内容 |\n|---|---|\n| salary card | «v» |",
    "#[card]{\"expense\": {\"金额\": \"«amt_zh»\", \"card_number\": \"«v»\"}}",
    "#[aba]Direct deposit 表 (OCR)\nRouting number: «v»\nType: Checking",
    "#[cn_card]【钉钉】报销 approval\n金额 amount: «amt_zh»\n收款卡号: «v»",
    "#[cn_card]离职结算 settlement\n- amount: «amt_zh»\n- 收款卡号: «v»",
    "#[iban]bank_details:\n  iban: «v»\n  生效 effective: «date»",
]

_T["person_name", "en"] = [
    "Please set up a laptop for «v», starting Monday in «dept».",
    "«V» signed the offer this morning, kicking off pre-boarding",
    "payslip query from «v» — overtime missing for «month»",
    "«v»'s probation review is overdue, manager on leave",
    "Benefits enrolment: «v» added a spouse to the dental plan",
    "the visa solicitor needs «v»'s degree certificate",
    "Offboarding «v»: last day «date», laptop return pending",
    "can someone show «v» how to book «leave» in «sys»?",
    "my line manager is «v», not the person listed in the org chart",
    "Performance notes — «v»: strong Q2, needs support on stakeholder comms",
    "buddy for the new «role» will be «v»",
    "emergency contact: «v» (brother)",
    "reference provided by «v», former team lead",
    "«V» is relocating from «city» with two kids",
    "interview panel: «v» + the hiring manager",
    "sick note received for «v», back on «date»",
    "please add «v» to the «dept» distribution list",
    "grievance raised by «v» — confidential, HRBP only",
    "congrats to «v» on 10 years!",
    "RTW check for «v» failed, share code expired",
    "«v» asked about the cycle-to-work scheme",
    "parental leave plan for «v» starts «date»",
    "the candidate «v» withdrew after the offer",
    "hi, it's «v» from «dept», my payslip shows the wrong tax code",
    "Assigning ticket «tid» to «v»",
    "[first]ask «v» in payroll, she fixed the same thing last month",
    "[first]«V» said the I-9 documents are in the blue folder",
    "[first]thanks «v», the relocation invoice is approved",
    "#employee_name,department,start_date\n\"«v»\",«dept»,«date»",
    "#{\"worker\": {\"legal_name\": \"«v»\", \"status\": \"pre-hire\", \"position\": \"«role»\"}}",
    "#Employee: «v»\nPeriod: «month»\nNet pay: «amt»\n(OCR of payslip)",
    "#«iso» INFO hris-sync: created worker record for «v» (dept=«dept»)",
    "#| Name | Start | Team |\n|---|---|---|\n| «v» | «date» | «dept» |",
    "#Dear «v»,\n\nWe are delighted to offer you the position of «role».",
    "#To: «v»\nRe: «subj»\n\nPlease find attached the documents.",
    "#Signed: «v»\nDate: «date»\n(signature on page 3)",
    "#offboarding.csv\nworker,last_day,reason\n\"«v»\",«date»,resignation",
    "#voice memo: remind me to call «v» about the relocation quote",
]

_T["person_name", "zh"] = [
    "请给«v»准备电脑，下周一入职«dept_zh»",
    "«V»今天上午签了 offer，开始走入职流程",
    "«v»反馈«month_zh»工资条少了加班费",
    "«v»的转正评估已经逾期了",
    "«v»给配偶加了补充医疗",
    "签证代理需要«v»的学历证明",
    "离职：«v»，最后工作日«date_zh»，电脑未归还",
    "麻烦教一下«v»怎么在«sys_zh»里请«leave_zh»",
    "我的直属上级是«v»，组织架构图上写错了",
    "绩效备注——«v»：二季度表现突出，沟通需加强",
    "新来的«role_zh»的导师是«v»",
    "紧急联系人：«v»（哥哥）",
    "背调证明人：«v»，前团队负责人",
    "«v»要从«city_zh»调过来，带两个孩子",
    "面试官：«v»和用人经理",
    "收到«v»的病假条，«date_zh»返岗",
    "把«v»拉进«dept_zh»的群",
    "«v»提了申诉，仅限 HRBP 查看",
    "恭喜«v»入职满十周年！",
    "«v»的产假从«date_zh»开始",
    "候选人«v»拿到 offer 后放弃了",
    "我是«dept_zh»的«v»，工资条上的个税算错了",
    "工单«tid»转给«v»处理",
    "找薪酬组的«v»问一下，她上个月处理过",
    "@«v» 入职材料还差一份体检报告",
    "«v»老师，您的公积金基数调整已经生效",
    "#姓名,部门,入职日期\n«v»,«dept_zh»,«date_zh»",
    "#{\"员工\": {\"姓名\": \"«v»\", \"状态\": \"待入职\", \"岗位\": \"«role_zh»\"}}",
    "#员工姓名：«v»\n所属期间：«month_zh»\n实发工资：«amt_zh»\n（工资条截图识别）",
    "#«iso» INFO 人事同步：已创建员工档案 «v»（部门=«dept_zh»）",
    "#| 姓名 | 入职日期 | 部门 |\n|---|---|---|\n| «v» | «date_zh» | «dept_zh» |",
    "#«v»：\n\n您好！我们很高兴地通知您，您已被录用为«role_zh»。",
    "#收件人：«v»\n主题：«subj_zh»\n\n附件为相关材料，请查收。",
    "#签字：«v»\n日期：«date_zh»",
    "#离职名单\n姓名,最后工作日,原因\n«v»,«date_zh»,个人原因",
    "#语音转文字：提醒我明天给«v»打电话说搬家报价的事",
    "#【钉钉】«v»提交的«leave_zh»申请待你审批",
    "#【企业微信】«v»已通过入职审批",
]

_T["person_name", "mixed"] = [
    "[pinyin]请给 «v» 准备 laptop，下周一入职",
    "[zh]«v» 今天 signed offer 了，pre-boarding 开始",
    "[pinyin]payslip query from «v»：«month» OT 没算",
    "[zh]«v» 的 probation review overdue 了",
    "[en]«V» 给 spouse 加了 dental plan",
    "[pinyin]visa agent 需要 «v» 的学历证明",
    "[zh]Offboarding «v»，last day «date_zh»",
    "[nick_zh]«V» 的 manager 在 org chart 上写错了",
    "[pinyin]Performance notes — «v»: Q2 表现很好",
    "[zh]新来的 «role» 的 buddy 是«v»",
    "[en]emergency contact 紧急联系人: «v»",
    "[pinyin]reference 证明人 «v», former team lead",
    "[zh]«v» relocating from «city» 带两个孩子",
    "[nick_zh]interview panel: «v» + hiring manager",
    "[zh]sick note 收到了，«v» «date_zh» 返岗",
    "[pinyin]把 «v» 加到 «dept» 的 DL",
    "[en]grievance by «v»，HRBP only",
    "[zh]congrats «v» 入职十周年!",
    "[nick_zh]ticket «tid» assign 给 «v»",
    "[pinyin]hi I'm «v» from «dept»，工资条 tax 算错了",
    "[zh]@«v» 入职 docs 还差体检报告",
    "[en]候选人 «v» withdrew after offer",
    "[zh]«v» 的 maternity leave 从 «date_zh» 开始",
    "[nick_zh]找 payroll 的 «v» 问，她上个月 fix 过",
    "#[pinyin]employee_name,部门,start_date\n«v»,«dept_zh»,«date»",
    "#[zh]{\"worker\": {\"姓名 name\": \"«v»\", \"status\": \"pre-hire\"}}",
    "#[zh]Employee 员工: «v»\nPeriod: «month_zh»\nNet pay 实发: «amt_zh»",
    "#[pinyin]«iso» INFO hris-sync: created worker «v» (dept=«dept_zh»)",
    "#[zh]| Name 姓名 | Start | Team |\n|---|---|---|\n| «v» | «date» | «dept» |",
    "#[pinyin]Dear «v»,\n\n恭喜！We are delighted to offer you the «role» role.",
    "#[zh]To 收件人: «v»\nRe: «subj»\n\n材料 attached.",
    "#[nick_zh]Signed 签字: «v»\nDate: «date_zh»",
    "#[zh]【钉钉】«v» 提交的 leave request 待你审批",
    "#[pinyin]voice-to-text: remind me 明天 call «v» 关于 relocation quote",
]

_T["username", "en"] = [
    "[handle]ping «v» on Slack about the laptop, they're in the «city» office",
    "[login]AD login for the new starter will be «v»",
    "[login]Account «v» locked after 5 failed attempts — ticket «tid»",
    "[login]please add CORP\\«v» to the VPN-Users group",
    "[login]GitHub username: «v» — add to the «co_slug» org",
    "[login]sAMAccountName «v» already exists, use a suffix",
    "[login]«V» was disabled as part of offboarding on «date»",
    "[login]jira assignee=«v» for the payroll bug",
    "[login]Workday user ID «v» has no security group assigned",
    "[login]Please reset MFA for user «v»",
    "[login]I'm logged in as «v» on the payroll portal but see someone else's payslip!",
    "[handle]cc «v» — they own the onboarding bot",
    "[login]contractor account «v» expires «date», extend?",
    "[login]the shared drive still lists «v» as owner of the offer-letter folder",
    "[handle]thanks «v» for covering the benefits drop-in",
    "[login]please transfer ownership of «v»'s Google Drive before deletion",
    "[login]SSO shows «v» logged in from two countries at once",
    "[login]BambooHR username «v»",
    "[handle]new joiner's Slack handle is «v», please add to #new-starters",
    "[login]Zoom licence for «v» can be reclaimed",
    "[login]username: «v»",
    "[login]«v» needs read access to the compensation dashboard",
    "[handle]DM from «v»: when is the pension enrolment deadline?",
    "[login]Teams still shows «v» as active after leaving",
    "#[login]«v»@hr-laptop-042:~$ sudo ./enroll_mdm.sh",
    "#[login]username,status,last_login\n«v»,disabled,«date»",
    "#[login]{\"user\": {\"login\": \"«v»\", \"groups\": [\"hr-readonly\"], \"mfa\": false}}",
    "#[login]«iso» WARN auth: 5 failed logins for user=«v» from vpn-gw-2",
    "#[login]ssh «v»@payroll-batch01.internal",
    "#[login]| Login | Status |\n|---|---|\n| «v» | pending activation |",
    "#[login]provisioning:\n  username: «v»\n  shell: /bin/zsh\n  groups: [staff, hr]",
    "#[handle]«v» joined #new-starters",
    "#[login]Okta: user «v» assigned to app Workday (prod)",
    "#[login]git log --author=«v» -- onboarding/",
    "#[login]net user «v» /domain",
    "#[handle]@here welcome «v» to the People team 🎉",
]

_T["username", "zh"] = [
    "[handle]在钉钉里 «v» 一下，问问电脑领了没",
    "[login_py]新员工的域账号是 «v»",
    "[login_py]账号 «v» 连续输错五次被锁了",
    "[login_py]请把 «v» 加到 VPN 用户组",
    "[login_py]GitHub 用户名：«v»，加到公司组织",
    "[login_py]«V» 已经在离职当天禁用",
    "[login_py]企业微信 userid «v» 同步失败",
    "[login_py]飞书账号 «v» 需要开通审批权限",
    "[login_py]请给 «v» 重置 MFA",
    "[login_py]我用 «v» 登录工资系统，看到的却是别人的工资条",
    "[login_py]外包账号 «v» «date_zh»到期，要续吗",
    "[login_py]共享盘里 offer 文件夹的所有者还是 «v»",
    "[login_py]北森登录名 «v»",
    "[login_py]OA 用户名：«v»",
    "[login_py]«v» 需要薪酬看板的只读权限",
    "[handle]谢谢 «v» 帮忙值班福利答疑",
    "[login_py]离职员工 «v» 的邮箱要转给谁",
    "[login_py]钉钉账号 «v» 还在群里，离职了要移出",
    "[login_py]单点登录显示 «v» 同时在两个城市登录",
    "[handle]新同事的飞书昵称是 «v»，拉进入职群",
    "[login_py]用户名 «v» 已存在，加个数字后缀",
    "[login_py]Jira 里 «v» 是这个工资 bug 的处理人",
    "[login_py]SAP 账号 «v» 权限申请",
    "[login]海外同事的登录名 «v»，时差注意",
    "#[login_py]«v»@hr-laptop-017:~$ sudo ./enroll_mdm.sh",
    "#[login_py]用户名,状态,最后登录\n«v»,已禁用,«date_zh»",
    "#[login_py]{\"用户\": {\"账号\": \"«v»\", \"角色\": \"hr-readonly\"}}",
    "#[login_py]«iso» WARN 认证服务：用户 «v» 连续登录失败 5 次",
    "#[login_py]ssh «v»@payroll-batch01.internal",
    "#[login_py]| 账号 | 状态 |\n|---|---|\n| «v» | 待激活 |",
    "#[login_py]开通账号：\n  用户名：«v»\n  所属组：人事部",
    "#[handle]«v» 加入了群聊「新员工入职群」",
    "#[login_py]【飞书】账号 «v» 已被管理员停用",
    "#[login_py]域账号：«v»\n初始设置：首次登录修改密码",
    "#[login_py]git log --author=«v» 看一下谁改了考勤脚本",
]

_T["username", "mixed"] = [
    "[handle]Slack 上 ping 一下 «v»，问 laptop 到了没",
    "[login_py]new hire 的 AD account 是 «v»",
    "[login]account «v» locked 了 after 5 次输错",
    "[login_py]请把 CORP\\«v» 加到 VPN group",
    "[login]GitHub username «v» 加到 org",
    "[login_py]«V» 离职当天已 disabled",
    "[login_py]企业微信 userid «v» sync failed",
    "[login]Workday user «v» 没有 security group",
    "[login_py]请 reset «v» 的 MFA",
    "[login_py]我用 «v» 登录 payroll portal，看到别人的 payslip！",
    "[login]contractor account «v» «date_zh» 到期",
    "[login_py]shared drive owner 还是 «v»",
    "[handle]thanks «v» 帮忙 cover benefits 答疑",
    "[login_py]Feishu account «v» 要开审批权限",
    "[login]SSO 显示 «v» 同时在两个国家登录",
    "[login_py]BambooHR username «v»",
    "[handle]新人 Slack handle «v»，拉进 #new-starters",
    "[login_py]username «v» 已存在，加 suffix",
    "[login]Jira assignee «v»，工资 bug",
    "[login_py]离职员工 «v» 的 Google Drive 要 transfer",
    "#[login_py]«v»@hr-laptop-031:~$ sudo ./enroll_mdm.sh  # 入职装机",
    "#[login]username,状态 status,last_login\n«v»,disabled,«date»",
    "#[login_py]{\"user\": {\"login\": \"«v»\", \"groups\": [\"hr-readonly\"], \"备注\": \"实习生\"}}",
    "#[login]«iso» WARN auth: user=«v» 登录失败 5 次",
    "#[login_py]ssh «v»@payroll-batch01.internal  # 跑工资 batch",
    "#[login]| Login 账号 | Status |\n|---|---|\n| «v» | pending 待激活 |",
    "#[login_py]provisioning 开通:\n  username: «v»\n  groups: [staff, 人事]",
    "#[handle]«v» joined 加入了 #new-starters",
    "#[login]Okta: user «v» assigned to 飞书 (prod)",
    "#[login_py]net user «v» /domain  # 查账号状态",
]

_T["home_path", "en"] = [
    "The signed offer letter is saved at «v», can you attach it to the ticket?",
    "Saved my payslip to «v» but it won't open",
    "the export landed in «v» instead of the shared drive",
    "[win]Excel says «v» is locked for editing by another user",
    "open «v» and check column F (tax code)",
    "I think the visa docs are in «v», look there first",
    "moved the review notes to «v» before the laptop wipe",
    "please don't sync «v» to OneDrive, it has salary data",
    "found «v» on the returned laptop — should HR keep it?",
    "[posix]the cron job writes to «v» every night",
    "[win]attachment path in the email was «v», the link is broken",
    "«V» has the only copy of the relocation receipts",
    "[dir]cd «v» && python sync_workday.py --dry-run",
    "[dir]the onboarding scripts live in «v» on my machine",
    "[dir]before offboarding, back up «v» to the team drive",
    "[linux]config is read from «v» (keys moved to vault)",
    "[mac]Finder shows «v» as 0 bytes after the upload",
    "[win]DLP alert: «v» copied to USB",
    "[posix]script failed: permission denied on «v»",
    "[wsl]in WSL the file is at «v»",
    "[dir]Jupyter was started from «v», so the relative paths break",
    "[win]Teams download went to «v»",
    "#[posix]Traceback (most recent call last):\n  File \"«v»\", line 42, in <module>\n    main()\nKeyError: 'cost_center'",
    "#[posix]«iso» INFO export written: «v» (1,284 rows)",
    "#[posix]Error: ENOENT: no such file or directory, open '«v»'",
    "#[dir]PS «v»> .\\onboard-new-starter.ps1 -Dept Finance",
    "#[posix]{\"output_path\": \"«v»\", \"format\": \"xlsx\", \"include_terminated\": false}",
    "#[posix]export:\n  target: «v»\n  schedule: nightly",
    "#[linux]$ ls -la «v»\n-rw------- 1 staff staff 48213 «date» (redacted)",
    "#[win]DLP incident «tid»\nFile: «v»\nAction: blocked",
    "#[mac]Spotlight result: «v»",
    "#[posix]rsync -av «v» backup:/srv/hr-archive/",
    "#[win]Recent files:\n1. «v»\n2. \\\\fileserver\\hr\\templates\\offer.dotx",
    "#[posix]warning: could not read '«v»': Permission denied",
    "#[linux]link from the wiki page: file://«v»",
    "#[win]- [ ] delete «v» before returning laptop\n- [x] sign out of Workday",
]

_T["home_path", "zh"] = [
    "签好的 offer 存在 «v»，帮忙传到工单里",
    "工资条下载到 «v» 打不开",
    "导出的花名册跑到 «v» 了，不在共享盘",
    "[win]Excel 提示 «v» 正被其他人编辑",
    "打开 «v» 看一下 F 列的个税",
    "签证材料应该在 «v»",
    "电脑重装前把绩效笔记挪到了 «v»",
    "«v» 里有工资数据，别同步到网盘",
    "回收的电脑里发现了 «v»，人事要不要留存",
    "[posix]定时任务每天晚上写 «v»",
    "[win]邮件附件路径是 «v»，链接失效了",
    "«V» 是唯一一份搬家发票",
    "[dir]cd «v» && python 钉钉同步.py",
    "[dir]入职脚本都在我电脑的 «v» 里",
    "[dir]离职前把 «v» 备份到团队盘",
    "[linux]配置文件读的是 «v»",
    "[win]数据防泄漏告警：«v» 被拷贝到 U 盘",
    "[posix]脚本报错：没有权限访问 «v»",
    "[wsl]WSL 里文件路径是 «v»",
    "[win]微信接收的文件在 «v»",
    "[mac]«v» 上传后变成 0 字节了",
    "[win]«v»里面的入职登记表是最新版",
    "#[posix]Traceback (most recent call last):\n  File \"«v»\", line 88, in <module>\n    sync()\nKeyError: '工号'",
    "#[posix]«iso» INFO 导出完成：«v»（共 326 行）",
    "#[posix]错误：找不到文件 '«v»'",
    "#[dir]PS «v»> .\\入职初始化.ps1",
    "#[posix]{\"导出路径\": \"«v»\", \"格式\": \"xlsx\"}",
    "#[posix]导出配置：\n  目标：«v»\n  周期：每晚",
    "#[win]数据防泄漏事件 «tid»\n文件：«v»\n处理：已阻止",
    "#[win]最近打开：\n1. «v»\n2. \\\\fileserver\\人事\\模板\\劳动合同.docx",
    "#[posix]rsync -av «v» backup:/srv/hr-archive/",
    "#[mac]访达搜索结果：«v»",
    "#[win]- [ ] 还电脑前删除 «v»\n- [x] 退出企业微信",
    "#[posix]警告：无法读取 '«v»'：权限不足",
]

_T["home_path", "mixed"] = [
    "signed offer 存在 «v»，pls attach 到 ticket",
    "payslip 下载到 «v» 打不开",
    "export 跑到 «v» 了，not the shared drive",
    "[win]Excel 说 «v» is locked for editing",
    "open «v» 看 F 列 tax",
    "visa docs 应该在 «v»",
    "laptop wipe 前 review notes 挪到了 «v»",
    "«v» 有 salary data，别 sync 到 OneDrive",
    "returned laptop 里发现 «v»",
    "[posix]cron job 每晚写 «v»",
    "[dir]cd «v» && python sync_feishu.py --dry-run",
    "[dir]onboarding scripts 都在 «v»",
    "[dir]offboarding 前 backup «v»",
    "[linux]config 读的是 «v»",
    "[win]DLP alert 告警: «v» copied to USB",
    "[posix]permission denied 没权限: «v»",
    "[wsl]WSL 里 path 是 «v»",
    "[win]WeChat 接收的文件在 «v»",
    "[mac]Finder 里 «v» 变成 0 bytes",
    "#[posix]Traceback (most recent call last):\n  File \"«v»\", line 57, in <module>\nKeyError: '部门'",
    "#[posix]«iso» INFO export 导出完成: «v» (326 rows)",
    "#[posix]Error: ENOENT 找不到文件 '«v»'",
    "#[dir]PS «v»> .\\onboard.ps1 -Dept 财务",
    "#[posix]{\"output_path 导出路径\": \"«v»\", \"format\": \"xlsx\"}",
    "#[win]DLP incident 事件 «tid»\nFile: «v»\nAction: blocked 已阻止",
    "#[win]Recent 最近打开:\n1. «v»\n2. \\\\fileserver\\hr\\offer模板.dotx",
    "#[posix]rsync -av «v» backup:/srv/hr-archive/  # 每周备份",
    "#[win]- [ ] 还 laptop 前删除 «v»\n- [x] sign out of 飞书",
    "#[posix]warning: 无法读取 '«v»': Permission denied",
    "#[mac]Spotlight 搜索结果: «v»",
]

_T["schedule", "en"] = [
    "Flexible working request: I do the school pickup «v», so I'd like to finish early those days.",
    "I have dialysis «v» — please don't schedule my probation review then",
    "reasonable adjustment: therapy session «v», block my calendar",
    "I'm at the gym «v», don't book interviews then",
    "my evening class is «v», can I leave on time?",
    "childcare drop-off «v» means I can't make the 8:30 stand-up",
    "prayer break «v», approved by my manager",
    "I walk the dog «v» so I'll be offline for 20 minutes",
    "I call my mum in Manila «v», it's the only time that works with the time difference",
    "out of office «v» for physio until further notice",
    "caring for my dad — I visit him «v»",
    "the new starter asked for no meetings «v» because of the school run",
    "I take the company shuttle «v» from the station",
    "part-time MBA lectures «v», as agreed in my study-leave form",
    "my insulin routine means I eat «v», can the induction lunch be flexible?",
    "I volunteer at the food bank «v», hence the compressed hours",
    "«V» I'm on the school run, so I'll join late",
    "«V» is when I do my Arabic lessons, please avoid it",
    "I pick up my son from nursery «v»",
    "the night-shift nurse at home leaves «v», so I need to be back",
    "I'll be working from home «v» for the carer handover",
    "Counselling via the EAP «v», confidential",
    "I usually log on «v», sometimes a bit earlier",
    "my wife works nights so I do bedtime «v»",
    "piano lessons for my daughter «v», can we move the 1:1?",
    "#Flexible working application\nCurrent pattern: 9–5.30\nRequested: leave «v» for childcare\nStart: «date»",
    "#{\"adjustment\": {\"type\": \"medical\", \"recurring\": \"«v»\", \"approved\": true}}",
    "#rota_note,employee\n\"unavailable «v»\",«emp»",
    "#Occupational health note (OCR)\nAttends hospital «v».\nRecommend: flexible start.",
    "#- [ ] block calendar «v» (school pickup)\n- [x] tell team lead",
    "#voice memo: remind HR I have physio «v» from next month",
    "#1:1 notes «date»\n- wants to protect «v» for caring duties\n- agreed",
    "#| Pattern | Reason |\n|---|---|\n| «v» | dialysis |",
    "#Out of office: «V» I am unavailable for childcare. Back online after.",
    "#«iso» INFO rota-svc: recurring unavailability saved ('«v»')",
]

_T["schedule", "zh"] = [
    "申请弹性上班：我要接孩子放学，«v»必须离开",
    "本人需要透析，«v»，希望调整排班",
    "在职读研，«v»上课，加班请尽量避开",
    "我«v»去健身房，面试别排在这个时间",
    "«V»我要送孩子上学，会晚一点到",
    "母亲住院，我«v»去医院陪护",
    "我«v»遛狗，大概二十分钟不在线",
    "我«v»和在国外的父母视频，只有这个时间有空",
    "康复理疗«v»，请假单已提交",
    "新同事说«v»要接孩子，尽量别约会",
    "我坐«v»的班车，从地铁站出发",
    "晚上兼职上课«v»，已经跟领导报备",
    "打胰岛素要«v»吃饭，入职培训午餐能不能灵活点",
    "每周做志愿者，«v»，所以申请了调休",
    "我习惯«v»上线处理审批",
    "老婆上夜班，孩子«v»归我哄睡",
    "女儿钢琴课«v»，一对一能不能挪一下",
    "我«v»去幼儿园接儿子",
    "家里保姆«v»下班，我得赶回去",
    "心理咨询«v»，请保密",
    "«V»是我上日语课的时间，别约会",
    "我«v»要去做康复，和主管说过了",
    "我一般«v»到公司，打卡记录可以看",
    "我«v»去医院换药，要连续一个月",
    "本人«v»需要居家照顾老人",
    "#弹性工作申请\n当前：9:00-18:00\n申请：«v»提前离开接孩子\n开始：«date_zh»",
    "#{\"调整\": {\"类型\": \"医疗\", \"周期\": \"«v»\", \"已批准\": true}}",
    "#排班备注,工号\n\"«v»不可排班\",«emp»",
    "#职业健康评估（扫描）\n该员工«v»需到医院复诊。\n建议：弹性上班",
    "#- [ ] 日历屏蔽«v»（接孩子）\n- [x] 告知组长",
    "#语音转文字：提醒人事一下，我下个月开始«v»要做理疗",
    "#一对一记录 «date_zh»\n- 希望保留«v»照顾家人\n- 已同意",
    "#| 时间 | 原因 |\n|---|---|\n| «v» | 透析 |",
    "#自动回复：«V»我不在线（接孩子），之后回复您",
    "#«iso» INFO 排班服务：已保存固定不可用时间「«v»」",
]

_T["schedule", "mixed"] = [
    "flexible working 申请: 我 «v» 要接孩子",
    "dialysis 透析 «v»，probation review 别排那时候",
    "therapy session «v»，pls block calendar",
    "我 «v» 去 gym，别约 interview",
    "evening class 上课 «v»，能准点走吗",
    "childcare drop-off «v»，8:30 stand-up 赶不上",
    "prayer break «v»，manager 已 approve",
    "我 «v» 遛狗，offline 20 min",
    "跟家里视频 call «v»，时差只有这个点",
    "physio 理疗 «v»，OOO",
    "照顾老人 caring duty «v»",
    "新同事 asked for no meetings «v»",
    "我坐 «v» 的 shuttle 班车",
    "MBA lectures 上课 «v»",
    "打 insulin 要 «v» 吃饭",
    "«V» 我在 school run，会晚到",
    "我一般 «v» log on 处理审批",
    "女儿 piano lesson «v»，1:1 能挪吗",
    "我 «v» 去 nursery 接儿子",
    "EAP counselling «v»，confidential",
    "nanny «v» 下班，我得回家",
    "volunteer 志愿者 «v»，所以 compressed hours",
    "#Flexible working 弹性申请\n当前 current: 9-6\n申请 requested: «v» 提前走 (childcare)",
    "#{\"adjustment\": {\"type\": \"医疗 medical\", \"recurring\": \"«v»\", \"approved\": true}}",
    "#rota_note 排班备注,worker\n\"unavailable «v»\",«emp»",
    "#OH note 职业健康 (OCR)\nAttends hospital «v».\n建议 flexible start",
    "#- [ ] block calendar «v» (接孩子)\n- [x] 告诉 team lead",
    "#voice-to-text: remind HR 下个月开始 «v» 做 physio",
    "#1:1 notes «date_zh»\n- wants to keep «v» 照顾家人\n- agreed 同意",
    "#| Pattern 时间 | Reason |\n|---|---|\n| «v» | 透析 dialysis |",
    "#«iso» INFO rota-svc: 固定不可用时间 saved ('«v»')",
]

_T["geo", "en"] = [
    "[coords]Clock-in location recorded as «v» — outside the office geofence?",
    "[coords]GPS from the field-sales app put the home visit at «v»",
    "[coords]temporary housing pin from the relocation agent: «v»",
    "[coords]remote-work declaration: working from «v» most days",
    "[coords]the lone-worker alarm triggered at «v»",
    "[coords]my home is at «v», the mileage claim should be 14 miles",
    "[coords]Find-my-laptop shows the returned device last seen at «v»",
    "[zip]Payroll needs my ZIP for state withholding: «v»",
    "[zip]moving to Austin, TX «v» next month, please update tax",
    "[zip]home ZIP code «v» is outside the commuter-benefit zone",
    "[zip]ZIP «v» — the benefits carrier says no in-network dentist nearby",
    "[uk_pc]New home postcode: «v»",
    "[uk_pc]Relocation: we've exchanged on a house in «v»",
    "[uk_pc]laptop courier needs the postcode, it's «v»",
    "[uk_pc]my postcode «v» is in the London weighting band?",
    "[uk_pc]occupational health clinic is near «v», 10 min from home",
    "[sub_en]we're looking at flats in «v» for the relocation",
    "[sub_en]I live in «v», so the commute is 20 minutes",
    "[sub_en]temporary housing will be in «v», «vcity»",
    "[sub_en]the candidate is moving to «v» in «vcity»",
    "[sub_en]my partner works in «v», so we want to stay on that side of «vcity»",
    "[sub_en]home visit for the OH assessment is in «v»",
    "[postcode]Home postal code: «v»",
    "[coords]voice memo: the flat is at «v», message the movers",
    "#[coords]{\"event\": \"clock_in\", \"lat_lng\": \"«v»\", \"accuracy_m\": 12}",
    "#[coords]«iso» INFO attendance: check-in accepted location=«v»",
    "#[zip]employee_id,home_zip,state\n«emp»,«v»,TX",
    "#[uk_pc]Change of details (OCR)\nPostcode: «v»\nEffective: «date»",
    "#[uk_pc]| Field | Value |\n|---|---|\n| Postcode | «v» |\n| Region | «city» |",
    "#[coords]relocation:\n  housing_pin: \"«v»\"\n  nights: 30",
    "#[zip]W-4 worksheet\nHome ZIP: «v»\nState: —",
    "#[sub_en]Relocation checklist\n- [ ] schools near «v»\n- [x] visa filed",
    "#[coords]https://maps.example.com/?q=«v»",
    "#[postcode]BambooHR export\nEmployee #,Home Postal Code\n«emp»,«v»",
]

_T["geo", "zh"] = [
    "[coords]钉钉打卡位置：«v»，不在考勤范围内",
    "[coords]外勤打卡定位 «v»",
    "[coords]公司安排的临时住处坐标 «v»",
    "[coords]居家办公申报：常驻位置 «v»",
    "[coords]回收电脑最后定位在 «v»",
    "[coords]我家定位 «v»，通勤补贴按这个算",
    "[coords]企业微信打卡失败，显示位置 «v»",
    "[cn_pc]邮编：«v»",
    "[cn_pc]劳动合同寄送，邮政编码 «v»",
    "[cn_pc]社保卡邮寄，邮编 «v»，地址见系统",
    "[cn_pc]我家邮编 «v»，户口本上的",
    "[cn_pc]离职证明邮寄，邮编是 «v»",
    "[sub_zh]我住在«v»，到公司通勤四十分钟",
    "[sub_zh]搬家后住«v»，通勤补贴要重新算",
    "[sub_zh]公司安排的过渡房在«v»",
    "[sub_zh]候选人住«v»，问能不能去近一点的办公点",
    "[sub_zh]我老婆在«v»上班，所以想在那附近租房",
    "[sub_zh]«V»那边租房便宜，准备搬过去",
    "[sub_zh]员工宿舍在«v»",
    "[sub_zh]家访地点：«v»",
    "[coords]语音转文字：住处定位是«v»发给搬家公司",
    "[sub_zh]我现在住«vcity»«v»，离公司挺远",
    "#[coords]{\"事件\": \"上班打卡\", \"经纬度\": \"«v»\", \"精度\": 15}",
    "#[coords]«iso» INFO 考勤：打卡成功 位置=«v»",
    "#[cn_pc]工号,邮编,城市\n«emp»,«v»,«city_zh»",
    "#[cn_pc]员工信息变更表（扫描）\n邮政编码：«v»\n生效日期：«date_zh»",
    "#[coords]| 字段 | 内容 |\n|---|---|\n| 打卡位置 | «v» |",
    "#[coords]外勤记录\n时间：«hhmm»\n位置：«v»\n备注：拜访客户",
    "#[sub_zh]搬迁清单\n- [ ] 看«v»附近的学校\n- [x] 签证已递交",
    "#[coords]【钉钉】异常打卡提醒\n定位：«v»\n距离考勤点 3.2 公里",
    "#[cn_pc]邮编 «v»",
]

_T["geo", "mixed"] = [
    "[coords]clock-in location 打卡位置 «v»，outside geofence",
    "[coords]外勤 app GPS «v»",
    "[coords]temporary housing 定位 «v»",
    "[coords]remote work 申报: 常驻 «v»",
    "[coords]returned laptop last seen 在 «v»",
    "[zip]Payroll 要我的 ZIP «v» 算 state tax",
    "[uk_pc]new postcode 邮编 «v»",
    "[cn_pc]社保卡 mail 过来，邮编 «v»",
    "[cn_pc]postcode 邮政编码 «v»",
    "[sub_zh]我住«v»，commute 40 min",
    "[sub_en]relocation 在看 «v» 的房子",
    "[sub_zh]temporary housing 在«v»",
    "[sub_zh]candidate 住«v»，想去近一点的 office",
    "[sub_en]my partner 在 «v» 上班",
    "[sub_zh]«V» 租房便宜，打算搬过去",
    "[coords]我家 location «v»，commute allowance 按这个",
    "[zip]home ZIP «v» 不在 commuter benefit 范围",
    "[uk_pc]courier 要 postcode: «v»",
    "[coords]voice-to-text: flat 定位 «v» 发给 movers",
    "[sub_zh]dorm 员工宿舍在«v»",
    "#[coords]{\"event\": \"打卡 clock_in\", \"lat_lng\": \"«v»\", \"accuracy_m\": 20}",
    "#[coords]«iso» INFO attendance 考勤: check-in ok location=«v»",
    "#[cn_pc]worker_id,邮编 postcode,city\n«emp»,«v»,«city_zh»",
    "#[uk_pc]Change of details 信息变更 (OCR)\nPostcode 邮编: «v»",
    "#[coords]| field | 内容 |\n|---|---|\n| check-in location | «v» |",
    "#[coords]relocation:\n  housing_pin 定位: \"«v»\"\n  nights: 30",
    "#[sub_zh]Relocation 清单\n- [ ] «v» 附近的 schools\n- [x] visa filed",
    "#[coords]【钉钉】abnormal check-in 异常打卡\n定位: «v»",
    "#[zip]W-4 worksheet\nHome ZIP 邮编: «v»",
    "#[cn_pc]BambooHR export\nEmployee #,Postal Code 邮编\n«emp»,«v»",
]

# ---- additional templates (more styles per cell)
_T["password", "en"] += [
    "[complex]Hi IT, the password I set for the onboarding laptop is «v» and now it says expired",
    "[pin]SIM PIN for the company phone: «v» — please keep it off the asset register",
]
_T["password", "zh"] += [
    "[pinyin]把我的 VPN 密码改成了 «v»，下周出差要用",
    "[pin]智能柜取件密码 «v»，电脑放在里面了",
]
_T["password", "mixed"] += [
    "[pin]company phone 的 SIM PIN 是 «v»",
    "[pinyin]我把 e-sign 平台的密码改成 «v» 了",
    "[complex]laptop 开机密码 login password: «v»",
]

_T["email", "en"] += [
    "Can you whitelist «v»? The onboarding portal keeps rejecting it as a personal domain.",
    "#Candidate profile (Greenhouse)\nPreferred contact: «v»\nNotice period: 1 month",
]
_T["email", "zh"] += [
    "入职前的资料请先发 «v»，公司邮箱周一才开通",
    "猎头推荐的候选人邮箱是 «v»",
    "产检报告扫描件我从 «v» 发过来了",
    "#钉钉审批｜个人信息变更\n变更项：个人邮箱\n新值：«v»",
]
_T["email", "mixed"] += [
    "onboarding portal 不接受 «v»，说是 personal domain",
    "猎头 recommend 的 candidate 邮箱 «v»",
    "入职前先发 «v»，company email 周一才开",
    "#Greenhouse candidate 候选人\nPreferred contact: «v»\nNotice period 离职期: 1 个月",
    "#钉钉审批 | personal info change\n变更项 field: 个人邮箱\n新值 new: «v»",
]

_T["phone", "en"] += [
    "the relocation movers will text «v» on the morning of the move",
    "Occupational health will phone you on «v» to book the assessment.",
    "#Greenhouse candidate\nPhone: «v»\nSource: referral",
    "#Hi, this is a reminder of your induction tomorrow. Reply to «v» if you can't attend.",
]
_T["phone", "zh"] += [
    "搬家公司搬家当天早上会打 «v»",
    "职业健康体检中心会打 «v» 预约时间",
    "#钉钉审批｜个人信息变更\n变更项：手机号\n新值：«v»",
]
_T["phone", "mixed"] += [
    "movers 搬家当天早上会打 «v»",
    "OH 体检中心会 call «v» 约时间",
    "#钉钉审批 | personal info change\n变更项: 手机 mobile\n新值: «v»",
    "#Greenhouse 候选人\nPhone 电话: «v»\nSource: 内推 referral",
    "猎头说候选人的 mobile 是 «v»",
    "新 joiner 的紧急联系人 phone «v»（妈妈）",
]

_T["address", "en"] += [
    "Occupational health home visit booked at «v», «vcity»",
    "council tax letter for «v» attached as proof of address",
    "the P11D went to «v», I moved out in «month»",
    "#Greenhouse candidate\nAddress: «v»\nCity: «vcity»\nWilling to relocate: yes",
    "#Right to work – proof of address (utility bill OCR)\n«v»\n«vcity»",
    "#Hi! Welcome box is on its way to «v», «vcity» — tracking to follow.",
]
_T["address", "zh"] += [
    "职业健康家访安排在«vcity»«v»",
    "水电费账单上的地址是«vcity»«v»，可以当住址证明吗",
    "个税 app 里的常住地址还是«vcity»«v»，要改",
    "入职礼包已寄出，收货地址«vprov»«v»",
    "档案转移：存档地址填的是«vcity»«v»",
    "#【钉钉审批】住址变更\n新地址：«vprov»«v»\n附件：租房合同.pdf",
    "#候选人信息（Moka）\n现居地址：«vcity»«v»\n是否接受搬迁：是",
    "#快递面单（识别）\n收件地址：«vprov»«v»\n物品：入职礼包",
]
_T["address", "mixed"] += [
    "[cn]OH home visit 家访 安排在«vcity»«v»",
    "[cn]utility bill 上的地址 «vcity»«v» 能当 proof of address 吗",
    "[cn]个税 app 常住地址 still «vcity»«v»，要 update",
    "[cn]welcome kit 寄出了 ship to «vprov»«v»",
    "[uk]proof of address: council tax bill for «v», «vcity»",
    "[us]the P11D/W-2 went to «v» 旧地址",
    "#[cn]【钉钉审批】address change 住址变更\n新地址 new: «vprov»«v»",
    "#[cn]Moka candidate 候选人\n现居 current address: «vcity»«v»\nRelocate: yes",
    "#[cn]快递 label (OCR)\n收件地址 To: «vprov»«v»\n物品: welcome kit",
    "#[us]Greenhouse candidate\nAddress: «v»\nCity 城市: «vcity»",
]

_T["government_id", "en"] += [
    "[ssn]the benefits carrier rejected the enrolment — SSN «v» doesn't match their records",
    "#[passport]Travel booking for the relocation trip\nPassport: «v»\nNationality: (see file)\nDOB: on file",
]
_T["government_id", "zh"] += [
    "[cn_id]商业保险投保需要身份证号：«v»",
    "[cn_id]个税 app 显示任职受雇信息里的身份证是 «v»",
    "[cn_id]入职体检登记身份证 «v»",
    "[cn_passport]海外差旅预订机票，护照 «v»",
    "#[cn_id]钉钉审批｜身份证信息更新\n新证件号：«v»\n有效期至：2035-08-01",
    "#[cn_id]候选人信息（背调）\n证件类型：身份证\n证件号：«v»",
]
_T["government_id", "mixed"] += [
    "[cn_id]商业保险 enrollment 要 ID «v»",
    "[cn_id]体检 registration 身份证 «v»",
    "[cn_passport]relocation trip 订机票，passport «v»",
    "[ssn]benefits carrier 说 SSN «v» doesn't match",
    "[ni]HMRC 那边 NINO «v» 对不上",
    "#[cn_id]钉钉审批 | ID update 身份证信息\n新证件号 new ID: «v»",
    "#[passport]Travel booking 机票预订\nPassport: «v»\nNationality 国籍: see file",
    "#[cn_id]背调 background check\n证件 ID type: 身份证\n证件号: «v»",
]

_T["financial", "en"] += [
    "[uk_acct]my new account number is «v» (same bank), please switch before the 20th",
    "[card]the relocation company charged «v» twice for the deposit",
    "[iban]for the expenses payout use «v», not the salary account",
    "#[aba]Payroll change request\nRouting: «v»\nAccount: (unchanged)\nEffective pay date: «date»",
]
_T["financial", "zh"] += [
    "[cn_card]公积金贷款还款卡 «v»",
    "[cn_card]请把搬家押金退到 «v»",
    "[cn_acct]工资代发账户更换为 «v»，同一家银行",
    "[iban]外籍员工要求把工资打到 IBAN «v»",
    "[card]差旅垫付用的信用卡 «v»，请核对报销",
    "#[cn_card]钉钉审批｜工资卡变更\n新卡号：«v»\n开户行：交通银行",
    "#[cn_card]离职结算确认单（识别）\n收款账户：«v»\n金额：«amt_zh»",
    "#[cn_acct]报销单 «tid»\n收款账号：«v»\n状态：已审批",
]
_T["financial", "mixed"] += [
    "[cn_card]公积金贷款 repayment card «v»",
    "[cn_card]搬家 deposit 退到 «v»",
    "[iban]expenses payout 用 «v»，不是工资账户",
    "[uk_acct]new account number «v»（同一家银行）",
    "[sort]sort code 换成 «v» 了",
    "[card]relocation company 把 «v» charge 了两次",
    "#[cn_card]钉钉审批 | salary card 变更\n新卡号 new: «v»\n开户行: 交通银行",
    "#[cn_acct]报销 expense «tid»\n收款账号 account: «v»\nstatus: approved",
    "#[aba]Payroll change 请求\nRouting: «v»\nAccount: 不变",
    "#[cn_card]离职结算 settlement (OCR)\n收款账户: «v»\n金额: «amt_zh»",
]

_T["person_name", "en"] += [
    "«V» (new «role») starts on «date», desk next to the window",
    "#Probation review – «v»\nOutcome: passed\nNext review: 12 months",
]
_T["person_name", "zh"] += [
    "«v»的试用期评估结果：通过",
    "#转正审批\n申请人：«v»\n部门：«dept_zh»\n结果：同意",
]
_T["person_name", "mixed"] += [
    "[zh]«v» 的 probation 结果：passed",
    "[pinyin]«V» starts «date»，坐窗边那个位置",
    "[nick_zh]ask «v» about the payroll 差异",
    "[zh]今天 exit interview 是«v»",
    "#[zh]转正审批 Probation\n申请人: «v»\n结果 outcome: 同意",
    "#[pinyin]Probation review – «v»\nOutcome 结果: passed",
]

_T["username", "en"] += [
    "[login]the Okta account «v» was never deprovisioned after the leaver date",
    "[handle]as «v» mentioned in #payroll, the run is delayed",
    "#[login]Leaver report\nlogin,last_day,deprovisioned\n«v»,«date»,no",
    "#[login]RDP session: «v» on HR-TS-03 (idle 3h)",
]
_T["username", "zh"] += [
    "[login_py]离职员工的 Okta 账号 «v» 还没回收",
    "[handle]刚才 «v» 在群里说工资晚一天发",
    "[login_py]远程桌面登录用户 «v»，闲置三小时",
    "#[login_py]离职账号回收表\n账号,最后工作日,已回收\n«v»,«date_zh»,否",
    "#[login_py]【企业微信】成员 «v» 已加入「薪酬福利组」",
]
_T["username", "mixed"] += [
    "[login_py]leaver 的 Okta account «v» 还没 deprovision",
    "[handle]刚才 «v» 在 #payroll 说 run 会 delay",
    "[login]RDP session «v» idle 3 小时了",
    "[login_py]sAMAccountName «v» 已存在，加 suffix",
    "[login_py]请给 «v» 开 Workday 的 HR partner 权限",
    "[login]Zoom licence «v» 可以回收",
    "[handle]新人 «v» 在 #new-starters 问 parking 的事",
    "#[login_py]Leaver report 离职账号\nlogin,last_day,回收\n«v»,«date»,no",
    "#[login_py]【企业微信】member «v» joined 薪酬福利组",
    "#[login]jira: assignee=«v» status=In Progress 处理中",
]

_T["home_path", "en"] += [
    "[mac]Could you grab «v» from my Mac? I'm on leave and the recruiter needs it",
    "[win]OneDrive conflict: «v» has two versions",
    "#[posix]$ python merge_payroll.py --out «v»\nwrote 1,284 rows",
    "#[win]Outlook blocked the attachment: «v»",
]
_T["home_path", "zh"] += [
    "[mac]我休假了，麻烦从我电脑上拷一下 «v»",
    "[win]OneDrive 冲突：«v» 有两个版本",
    "[posix]导出的工资表放在 «v»，你直接拷走",
    "#[posix]$ python 合并工资表.py --out «v»\n已写入 1,284 行",
    "#[win]Outlook 拦截了附件：«v»",
    "#[dir]cd «v»\n$ ls\n工资条 入职材料 离职交接",
]
_T["home_path", "mixed"] += [
    "[mac]我在休假，pls 从我 Mac 上拷一下 «v»",
    "[win]OneDrive conflict 冲突: «v»",
    "[posix]payroll export 放在 «v»，直接 copy",
    "[win]Excel 打不开 «v»，说 file is corrupted",
    "[linux]cron 的 output 在 «v»",
    "[dir]PyCharm project root 是 «v»",
    "#[posix]$ python merge_payroll.py --out «v»\n写入 wrote 1,284 rows",
    "#[win]Outlook 拦截了 attachment: «v»",
    "#[dir]cd «v»\n$ ls\noffer_letters  入职材料  payslips",
    "#[posix]FileNotFoundError: [Errno 2] No such file or directory: '«v»' (工资条导出)",
]

_T["schedule", "en"] += [
    "Reasonable adjustment agreed: I start late «v» because of hospital transport",
    "I coach under-9s football «v», so I can't do the late shift",
    "I'm offline «v» for my daughter's swimming lesson",
    "#Carer's leave pattern\nRecurring: «v»\nApproved by: line manager",
    "#Calendar block (private): «V» – school run",
]
_T["schedule", "zh"] += [
    "我«v»送老人去做理疗，已经和主管说好",
    "女儿«v»学游泳，我要陪着",
    "我«v»带小区足球队训练，晚班排不了",
    "#照护假安排\n固定时间：«v»\n审批人：直属上级",
    "#日历（私人）：«V»——接孩子",
]
_T["schedule", "mixed"] += [
    "我 «v» 送老人去 physio",
    "女儿 swimming lesson «v»，我要陪",
    "我 «v» 当 football coach，晚班 late shift 排不了",
    "hospital transport «v»，所以 reasonable adjustment 是晚到",
    "我 «v» offline 去接老人",
    "language class 日语课 «v»",
    "#Carer's leave 照护假\nRecurring 固定: «v»\nApproved by: line manager",
    "#Calendar block 日历 (private): «V» – 接孩子",
    "#OOO 自动回复: «V» I'm offline 不在线 for childcare",
]

_T["geo", "en"] += [
    "[coords]field visit logged at «v» — is that the client site or home?",
    "[zip]the new hire lives in ZIP «v», so the Texas payroll entity applies",
    "[uk_pc]the OH clinic letter was addressed to «v»",
    "[sub_en]settled in «v» near the school, happy to be back in the office",
    "#[zip]Greenhouse candidate\nLocation: «city»\nZIP: «v»\nWilling to relocate: no",
    "#[coords]Field visit log\nTime: «hhmm»\nLocation: «v»\nNote: client meeting",
]
_T["geo", "zh"] += [
    "[coords]外勤拜访定位 «v»，是客户那边还是家里？",
    "[cn_pc]新员工家庭邮编 «v»，档案寄送用",
    "[sub_zh]我搬到«v»了，离学校近",
    "[sub_zh]候选人现在住«v»，通勤要一个半小时",
    "[coords]考勤机显示打卡坐标 «v»，和办公室不一致",
    "[cn_pc]档案转递，对方单位邮编 «v»",
    "#[cn_pc]候选人信息（Moka）\n城市：«city_zh»\n邮编：«v»",
    "#[sub_zh]【钉钉审批】通勤补贴\n居住区域：«v»\n补贴标准：二档",
    "#[coords]企业微信外勤打卡\n时间：«hhmm»\n位置：«v»",
]
_T["geo", "mixed"] += [
    "[coords]field visit 定位 «v»，是 client 那边吗",
    "[cn_pc]家庭邮编 postcode «v»，寄档案用",
    "[sub_zh]我搬到«v»了，离 school 近",
    "[sub_en]已经 settle 在 «v»，near the office",
    "[zip]新 hire 的 ZIP «v»，用 Texas payroll entity",
    "[coords]打卡 coordinates «v» 和 office 不一致",
    "#[cn_pc]Moka 候选人\nCity: «city_zh»\n邮编 postcode: «v»",
    "#[sub_zh]【钉钉审批】commute allowance 通勤补贴\n居住区域: «v»",
    "#[coords]WeCom 外勤 check-in\nTime: «hhmm»\nLocation: «v»",
    "#[uk_pc]Greenhouse candidate\nPostcode 邮编: «v»\nRelocate: yes",
]

# --------------------------------------------------------------------------- generation

_GEN_TABLE = {
    "secret": _SECRET, "password": _PASSWORD, "email": _EMAIL, "phone": _PHONE, "address": _ADDRESS,
    "government_id": _GOV, "financial": _FIN, "person_name": _NAME, "username": _USER,
    "home_path": _HOME, "schedule": _SCHED, "geo": _GEO,
}

# default kinds for untagged templates (repeats = weights)
_DEFAULT_KINDS = {
    ("secret", "en"): ["assigned"], ("secret", "zh"): ["assigned"], ("secret", "mixed"): ["assigned"],
    ("password", "en"): ["complex"], ("password", "zh"): ["complex"], ("password", "mixed"): ["complex"],
    ("email", "en"): ["en"] * 6 + ["zh"], ("email", "zh"): ["zh"] * 5 + ["en"], ("email", "mixed"): ["zh", "en"],
    ("phone", "en"): ["us"] * 4 + ["uk"] * 4 + ["intl"] * 2 + ["cn"],
    ("phone", "zh"): ["cn"] * 8 + ["cn_land"] + ["intl"],
    ("phone", "mixed"): ["cn"] * 4 + ["us", "uk", "intl", "cn_land"],
    ("address", "en"): ["us", "uk"], ("address", "zh"): ["cn"], ("address", "mixed"): ["cn"],
    ("government_id", "en"): ["ssn"], ("government_id", "zh"): ["cn_id"], ("government_id", "mixed"): ["cn_id"],
    ("financial", "en"): ["card"], ("financial", "zh"): ["cn_card"], ("financial", "mixed"): ["cn_card"],
    ("person_name", "en"): ["en"] * 6 + ["pinyin"], ("person_name", "zh"): ["zh"],
    ("person_name", "mixed"): ["zh", "pinyin", "en", "nick_zh"],
    ("username", "en"): ["login"], ("username", "zh"): ["login_py"], ("username", "mixed"): ["login", "login_py"],
    ("home_path", "en"): ["linux", "mac", "win", "win", "wsl", "linux", "mac"],
    ("home_path", "zh"): ["linux", "mac", "win", "win", "win", "mac"],
    ("home_path", "mixed"): ["linux", "mac", "win", "win", "wsl", "mac"],
    ("schedule", "en"): ["en"], ("schedule", "zh"): ["zh"], ("schedule", "mixed"): ["mixed"],
    ("geo", "en"): ["coords"], ("geo", "zh"): ["coords"], ("geo", "mixed"): ["coords"],
}

_TAG = re.compile(r"^(#)?(?:\[([a-z][a-z0-9_]*)\])?(.*)$", re.S)


def _parse(tpl: str) -> tuple[bool, str | None, str]:
    m = _TAG.match(tpl)
    assert m
    return bool(m.group(1)), m.group(2), m.group(3)


def _value(cat: str, kind: str, lang: str, c: _Ctx) -> str:
    c.extra = {}
    fn = _GEN_TABLE[cat][kind]
    if cat == "home_path":
        return fn(c, lang != "en")
    return fn(c)


def _cell(cat: str, lang: str) -> list[Sample]:
    idx = CATEGORIES.index(cat) * 3 + LANGS.index(lang)
    seed = BASE_SEED + idx
    c = _Ctx(seed)
    tpls = list(_T[cat, lang])
    c.rng.shuffle(tpls)
    frames = _FRAMES[lang]
    out: list[Sample] = []
    seen: set[str] = set()
    tries = 0
    retry = False
    while len(out) < PER_CELL:
        tries += 1
        if tries > PER_CELL * 40:
            raise RuntimeError(f"cannot fill cell {cat}/{lang}")
        tpl = c.ch(tpls) if retry else tpls[len(out) % len(tpls)]
        standalone, kind, body = _parse(tpl)
        if kind is None:
            kind = c.ch(_DEFAULT_KINDS[cat, lang])
        value = _value(cat, kind, lang, c)
        if kind in ("card", "cn_card"):
            assert _luhn_ok(re.sub(r"\D", "", value)), value
        elif kind == "iban":
            assert _iban_ok(value), value
        elif kind == "cn_id":
            assert _cn_id_check(value.replace(" ", "")[:17]) == value.replace(" ", "")[17], value
        elif kind == "aba":
            assert _aba_ok(value), value
        if not standalone and c.p(0.5):
            body = c.ch(frames).replace("«body»", body)
        text, s, e = _render(body, value, c)
        retry = s < 0 or text in seen or text.count(text[s:e]) != 1
        if retry:
            continue
        seen.add(text)
        out.append(Sample(text=text, category=cat, lang=lang, start=s, end=e))
    return out


def samples() -> list[Sample]:
    res: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            res.extend(_cell(cat, lang))
    return res

# --------------------------------------------------------------------------- benign (no private values)

_FILL.update({
    "hex7": lambda c: c.s(7, _HEX),
    "po": lambda c: "45000" + c.digits(5),
    "inv": lambda c: f"INV-2025-{c.digits(6)}",
    "pct": lambda c: f"{c.rng.randint(1, 19)}.{c.rng.randint(0, 9)}%",
    "cc": lambda c: f"{c.rng.randint(1000, 9999)}-{c.rng.randint(100, 999)}",
    "hc": lambda c: f"{c.rng.randint(300, 4800):,}",
    "hotline_en": lambda c: c.ch(["0800 ", "0808 "]) + f"{c.digits(3)} {c.digits(4)}" if c.p(0.5)
    else f"1-800-{c.rng.randint(200, 999)}-{c.digits(4)}",
    "hotline_zh": lambda c: f"400-{c.rng.randint(100, 999)}-{c.digits(4)}",
    "score": lambda c: f"{c.rng.randint(2, 4)}.{c.rng.randint(0, 9)}",
    "rooms": lambda c: c.ch(["Everest", "Kilimanjaro", "Fuji", "Denali", "Atlas", "Andes", "泰山", "黄山", "峨眉"]),
})

_BENIGN = {
    "en": [
        "Payroll for «month» closes on the 20th at 17:00 GMT; late overtime claims roll into the next cycle.",
        "Open enrolment for 2026 benefits runs 1–15 November. Plans: PPO 500, HDHP 3000 + HSA, dental basic/plus.",
        "Reminder: the password policy is 14+ characters with MFA via the authenticator app. HR will never ask for your password.",
        "New starters: IT accounts are created 3 business days before day one; the activation link expires after 72 hours.",
        "Ticket «tid»: payslip for «month» shows tax code 1257L and NI category A; the question is why net pay dropped by «amt».",
        "I-9 Section 2 must be completed by the third business day; the E-Verify case is opened by HR Ops.",
        "Relocation package (L5+): up to $8,000 lump sum, 30 days temporary housing, economy flights for the family.",
        "Skilled Worker visa: CoS assigned, sponsor licence rating A, salary threshold £38,700 for this SOC code.",
        "The 401(k) match is 100% of the first 4%, vesting over 3 years; auto-enrolment starts at 3%.",
        "Workday integration v«ver» raised the API rate limit to 10 requests per second; tokens now live 60 minutes.",
        "hr_export_2025-05-31.csv: «hc» rows, 37 columns; manager_id blank in 12 rows, no action needed.",
        "The Employee Assistance Programme helpline «hotline_en» is free, confidential and open 24/7.",
        "HR desk hours: Monday–Friday 9:30–17:30, closed on bank holidays.",
        "Grant of 400 RSUs vests in four equal tranches; the first tranche lands after 12 months.",
        "Mark the ticket as resolved once the P45 has been issued.",
        "Bill Pay is not available for salary advances; use the hardship fund form HR-12 instead.",
        "Will the «month» bonus be paid with the regular payroll or as a separate run?",
        "Calibration done: distribution 10/25/50/10/5, average score «score» out of 5.",
        "Cost centre «cc» is closed; recode the «dept» new hire to the replacement centre.",
        "PO «po» for the laptop batch (25 × ThinkPad T14 Gen 5) is approved.",
        "Invoice «inv» from the relocation vendor: «amt», due net 30.",
        "Dependants can be added within 30 days of a qualifying life event (marriage, birth, adoption).",
        "Commit «hex7» fixed the rounding bug in the holiday-pay calculation.",
        "The HRIS sync job runs nightly at 02:00 UTC and takes about 14 minutes.",
        "Parental leave policy: 26 weeks full pay for the primary carer, 6 weeks for the secondary carer.",
        "The «city» office is closed on 26 December; the Shanghai office follows the Spring Festival calendar.",
        "Payroll cut-off time zone is UTC+08:00 for APAC and GMT for EMEA.",
        "Onboarding checklist v«ver»: 14 tasks, 3 owned by IT, 2 by Facilities, the rest by the hiring manager.",
        "Please do not email payslips; they are in «sys» under Pay > Payslips.",
        "Headcount «month»: «hc» (+18 joiners, -9 leavers), attrition «pct» annualised.",
        "Use #hr-help for questions; @here is reserved for outages.",
        "The service account svc-payroll-sync is owned by People Engineering, not by an individual.",
        "HRIS API keys are rotated every 90 days and stored in Vault under kv/hr/hris.",
        "Log files live in /var/log/hris/ and are kept for 30 days.",
        "The offer template is at \\\\fileserver\\hr\\templates\\offer_letter_v7.dotx.",
        "Mileage rate is 45p per mile for the first 10,000 business miles.",
        "Tax year 2025/26: personal allowance £12,570, higher-rate threshold £50,270.",
        "Form W-4 (2025) step 4(c) extra withholding is optional.",
        "Probation is 6 months; the review meeting is due in week «wk».",
        "Bank holidays: Good Friday 18 Apr, Easter Monday 21 Apr, early May bank holiday 5 May.",
        "Visa fees: Skilled Worker (3+ years) £1,500 and the Immigration Health Surcharge £1,035 per year.",
        "Salary band L4 runs £52,000 to £68,000; the midpoint review happens in April.",
        "Laptop model Dell Latitude 7450, three-year warranty, asset tags start with AT-.",
        "GDPR awareness module takes 25 minutes; complete it within 14 days of your start date.",
        "Payslip PDFs are password-protected; the password format is explained in the welcome email.",
        "Sterling payments go out via BACS three working days before payday.",
        "Frank feedback in the 360 is encouraged; comments are anonymised before release.",
        "Rich text is not supported in the «sys» comments field.",
        "Warehouse dawn shift starts at 05:30 and the late shift ends at 22:00 (site rota, not individual).",
        "Gift vouchers worth £50 are taxable as a benefit in kind.",
        "Error 403 on /api/v1/workers?limit=100 means the integration user lacks the Worker Data domain.",
        "Version «ver» of the «sys» connector drops support for TLS 1.1.",
        "Interview slots are 45 minutes; panel feedback is due within 24 hours.",
        "OKR review «month»: 3 of 4 objectives on track, average score 0.7.",
        "Staff working in Spain need an A1 certificate before travel.",
        "Postcode lookup in the HR form is powered by the address-finder API; nothing is stored.",
        "GPS clock-in is disabled for office staff; only field sales use it.",
        "Latitude policy: up to 20 days per year working abroad, manager approval needed.",
        "Washington has no state income tax, so no state withholding applies.",
        "The Jordan and Georgia entities are now on the global payroll.",
        "The ticket was auto-closed after 14 days without a reply.",
        "Overtime is paid at 1.5x after 40 hours per week.",
        "Budget codes: GL 6602.01 for relocation, GL 6610.00 for visa fees.",
        "Engagement survey: score 71.4, participation 88.2%, eNPS +12.",
        "Purchase order «po» covers the welcome kits for «n» new joiners.",
        "Meeting room «rooms» on level 4 is booked for induction day.",
        "The pension scheme's default fund is a lifestyle fund with a 0.35% annual charge.",
        "Our statutory sick pay rate changed on 6 April; see the policy page for the figure.",
        "Benefits hotline for the «city» office: «hotline_en» (provider line, weekdays).",
        "Background checks take 5–7 working days; criminal record checks are only for regulated roles.",
        "Right-to-work share codes must be checked online before day one; photocopies are not enough.",
        "Cycle-to-work scheme limit is £2,500 per employee; salary sacrifice over 12 months.",
        "The new «sys» release (build «hex7») adds bulk leave approvals for managers.",
        "Q: Can I carry over annual leave? A: Up to 5 days, to be used by 31 March.",
        "Expense policy: meals up to £45 per day when travelling, receipts required.",
        "Exit interviews are optional and are run by the HRBP, not the line manager.",
    ],
    "zh": [
        "本月工资将于15日发放，如有疑问请在钉钉提交工单。",
        "2025年度社保缴费基数下限7,460元，上限37,302元，7月1日起执行。",
        "公积金缴存比例为7%至12%，公司按12%缴纳。",
        "请在飞书审批中提交年假申请，审批流：直属上级 → HRBP → 人事总监。",
        "新员工入职当天请携带身份证原件、学历证书、离职证明及一寸照片两张。",
        "工资条密码规则已在入职邮件中说明，请勿在群里询问他人密码。",
        "人事系统导出字段：工号、部门、职级、入职日期、合同到期日，共计«hc»行。",
        "周报请在每周五18:00前提交到飞书文档（全员规则）。",
        "人社服务热线12333，公积金服务热线12329，工作日可拨打。",
        "离职流程：提交申请 → 工作交接 → 归还资产 → 结算工资 → 开具离职证明。",
        "年终奖将随3月工资一并发放，个税按单独计税方式计算。",
        "个税年度汇算截止日期为6月30日，请通过个人所得税App办理。",
        "试用期为6个月，转正评估在第5个月进行。",
        "《劳动合同法》第三十九条规定了用人单位可以解除劳动合同的情形。",
        "电脑型号：ThinkPad X1 Carbon Gen 12，资产编号统一以 IT-2025 开头。",
        "考勤规则：弹性上班时间8:30-10:00，每日工作满8小时即可。",
        "高级经理及以上职级可申请搬迁补贴，标准为一次性2万元。",
        "黄金周期间（10月1日至7日）人事服务台暂停线下服务。",
        "方案已经马上提交给财务审核，预计下周出结果。",
        "请行政同事张贴新的考勤制度到公告栏。",
        "程序更新到 v«ver» 后，导出工资条的速度提高了40%。",
        "本次调薪平均涨幅«pct»，生效月份为«month_zh»。",
        "钉钉考勤打卡范围为办公地点周边300米。",
        "北京、上海、深圳三地的社保缴纳比例有差异，详见附件表格。",
        "报销单 BX«po» 已审批通过，金额«amt_zh»。",
        "采购订单 PO«po» 已下单，共采购笔记本电脑25台。",
        "请勿通过邮件发送身份证照片，统一上传到人事系统。",
        "企业微信通讯录每天凌晨2点自动同步（系统任务）。",
        "体检套餐价格为680元/人，可在入职后三个月内预约。",
        "补充医疗保险覆盖门诊和住院，报销比例为80%。",
        "社保卡办理进度可在当地人社小程序查询。",
        "版本 2025.3 起，Moka 招聘的 API 限流为每分钟100次。",
        "本季度离职率为«pct»，入职人数为56人。",
        "工单 «tid» 已关闭：问题已在系统内解决。",
        "产假为158天，陪产假为10天（以上海为例）。",
        "出差补贴标准：一线城市每天300元，其他城市每天200元。",
        "外籍员工工作许可办理周期约为20个工作日。",
        "请在5月31日前完成年度绩效自评，评分区间1-5分。",
        "王牌产品线的销售团队本月扩招10人。",
        "周报模板已更新，请使用第三版。",
        "林业事业部的员工体检安排在下周。",
        "新办公室的门禁系统将于本周末升级。",
        "何时发放过节费？一般在节前一周随工资发放。",
        "钱款到账时间以银行为准，一般为1-3个工作日。",
        "密码至少12位，需包含大小写字母、数字和特殊字符。",
        "初始密码将通过短信发送，首次登录需修改。",
        "社保基数调整后，个人部分每月约增加86元。",
        "IT 服务台电话 «hotline_zh»，工作日9:00-18:00。",
        "新员工培训共3天，内容包括公司文化、信息安全和报销制度。",
        "离职证明模板请从共享盘 \\\\fileserver\\人事\\模板 下载。",
        "日志目录为 /var/log/ehr/，保留30天。",
        "今年春节假期为2月10日至2月17日，共8天，工资提前到2月8日发放。",
        "周末加班按200%计算加班费，法定节假日按300%。",
        "访客请提前在前台登记，公司地址以官网公示为准。",
        "邮编、经纬度等信息请勿填写在公开表格中。",
        "提醒：工资条仅本人可见，请勿截图转发。",
        "本月新入职«n»人，其中研发中心5人，销售运营部4人。",
        "钉钉版本 7.6.0 修复了审批单无法导出的问题。",
        "成本中心 «cc» 已停用，请改用新成本中心。",
        "公积金贷款额度上限为120万元（首套）。",
        "商业保险理赔可拨打保险公司客服 95519。",
        "工商银行客服 95588 可查询工资卡到账情况。",
        "绩效等级分布：S 10%，A 25%，B 50%，C 10%，D 5%。",
        "会议室「«rooms»」已预订给新员工培训使用。",
        "薪资保密制度：禁止在群里讨论个人薪资。",
        "程序员节福利：每人一份定制礼盒，价值500元。",
        "背景调查一般需要5-7个工作日完成。",
        "北森系统将于本周六22:00-24:00停机维护（系统公告）。",
        "员工手册第4.2条：病假需提供二级以上医院证明。",
        "新版入职登记表增加了“紧急联系人关系”字段，旧表作废。",
        "请各部门在«date_zh»前确认花名册，逾期视为无误。",
        "年假计算：工作满1年不满10年，年休假5天。",
        "提交 commit «hex7» 修复了个税累计预扣的取整问题。",
        "高温补贴发放月份为6月至9月，每月300元。",
        "周一例会改到线上，会议链接见飞书日历。",
        "马上到季度末了，请各位尽快提交报销。",
    ],
    "mixed": [
        "HRBP 说 Q3 的 performance review 要在 10月15日前 close。",
        "Workday 里 onboarding task 还有 «n» 个 pending，大部分是 IT 那边的。",
        "payslip PDF 的密码规则看 intranet FAQ，别在群里问别人的 password。",
        "IT 会在入职前三天开好 AD account，activation link 72 小时有效。",
        "社保 base 下限 7,460 元，上限 37,302 元，from 7月1日。",
        "Open enrolment 福利选择 window 是 11月1日到15日。",
        "relocation package：L5+ 一次性 $8,000，temporary housing 30 days。",
        "visa 办理：Z visa + 工作许可大约 20 个工作日。",
        "hr_export_0531.csv 有 «hc» rows、37 columns，manager_id 空了 12 行。",
        "#hr-help 频道用来问问题，@here 只在 outage 的时候用。",
        "API rate limit 每分钟 100 次，token 60 分钟过期，see docs。",
        "payroll cut-off 是每月 20 号 17:00，late claim 顺延到下个月。",
        "PO «po» 的 laptop 已经到货，25 台 ThinkPad。",
        "cost center «cc» 已关闭，new hire 改挂新的 cost center。",
        "绩效 calibration 分布 10/25/50/10/5，平均 «score» 分。",
        "年终 bonus 随 3 月工资发，个税单独计算。",
        "EAP hotline «hotline_zh» 24/7 免费 & confidential。",
        "周报 weekly report 每周五 18:00 前交（team rule）。",
        "offboarding 流程：resign → handover → 还 laptop → final pay → 离职证明。",
        "Grant 了 400 股 RSU，分四年 vest。",
        "Mark 一下这个 ticket 为 resolved 吧。",
        "v«ver» 的 «sys» connector 不再支持 TLS 1.1。",
        "log 在 /var/log/hris/ 下，保留 30 天。",
        "template 在 \\\\fileserver\\hr\\templates\\offer_v7.dotx。",
        "密码 policy：至少 14 位 + MFA，HR 不会问你 password。",
        "Headcount «month»: «hc» 人，attrition «pct»。",
        "体检 package 680 元/人，入职三个月内 book。",
        "Commit «hex7» 修了 holiday pay 的 rounding bug。",
        "GPS 打卡只对 field sales 开放，office staff 不用。",
        "Latitude 政策：每年最多 20 天 remote work abroad。",
        "春节 holiday 2月10日-17日，payroll 提前到 2月8日。",
        "invoice «inv» 是 relocation vendor 的，net 30。",
        "Jira board PEOPLE 里还有 «n» 个 open issue。",
        "周一 all-hands 改成线上 Zoom。",
        "service account svc-payroll-sync 是 People Eng 在管，不是个人账号。",
        "SHA-256 校验通过，payroll file 和 bank 那边一致。",
        "加班 overtime 按 1.5x，周末 200%，法定节假日 300%。",
        "试用期 probation 6 个月，第 5 个月做 review。",
        "工资条 only 本人可见，不要 screenshot 转发。",
        "钉钉 v7.6.0 修了审批 export 的 bug。",
        "Frank feedback 在 360 review 里是匿名的。",
        "Sterling 工资通过 BACS 在 payday 前 3 个工作日发出。",
        "《劳动合同法》第40条 vs UK notice period，差别挺大。",
        "ICBC 客服 95588 可以查 salary 到账。",
        "新 office 的门禁 system 这个周末 upgrade。",
        "UTC+8 是 APAC payroll 的 cut-off 时区。",
        "Q3 engagement score 71.4，participation 88.2%。",
        "visa fee：Skilled Worker £1,500，IHS £1,035/年。",
        "入职 training 三天：culture、infosec、expense policy。",
        "请把 I-9 和 W-4 上传到 Workday，不要 email。",
        "会议室 «rooms» 已 book 给 induction day。",
        "年假 carry over 最多 5 天，3月31日前用完。",
        "北森 system maintenance：周六 22:00-24:00（系统公告）。",
        "background check 一般 5-7 个工作日。",
        "报销 expense：出差餐补 150 元/天，要 receipt。",
        "高级经理 senior manager 以上才有 relocation allowance。",
        "马上 quarter end 了，pending 的 expense 尽快 submit。",
        "方案 v2 已经发给 Finance review。",
        "工单 «tid» closed：issue 已在系统内解决。",
        "new joiner «n» 人，研发 5，sales ops 4。",
        "Workday 的 Latitude/Longitude 字段 HR 不采集，留空即可。",
        "Postcode 字段是 optional，不填也能 submit。",
        "RSU grant 文件在 Shareworks 里，不在 «sys»。",
        "Payroll 日历：每月 25 号发薪，遇周末提前（company-wide）。",
        "IT 资产编号 AT- 开头，laptop 回收后重置。",
        "个税 special deduction 专项附加扣除 要在 12 月底前在个税 App 里 confirm。",
        "公积金 withdrawal 提取需要租房合同 + 发票，see 公积金中心 FAQ。",
        "新员工 day 1 agenda：09:30 welcome，10:30 IT setup，14:00 HR policy briefing。",
        "Workday 升级到 2025R2 后，leave balance 的显示改成 hours 了。",
        "BambooHR → 北森 migration 预计 «month» 完成，historical data 保留 7 年。",
        "offer letter template v«ver» 加了 non-compete 条款，Legal 已 review。",
        "payroll run «month» 状态：calculated → approved → paid，total «hc» headcount。",
        "社保 & 公积金 的 contribution base 每年 7 月调整一次。",
        "relocation 的 temporary housing 上限 30 晚，超出部分 self-paid。",
        "请在 «sys» 里提交 expense，不要再用 Excel 模板了。",
        "IT ticket «tid»：new starter 的 laptop 已 imaging 完成，待领取。",
        "入职 pack 包含：工牌、laptop、welcome guide、T-shirt（size 见 form）。",
        "Performance review 流程：self-review → manager review → calibration → 结果沟通。",
        "年假 annual leave 按自然年计算，入职当年按比例 pro-rata。",
        "Moka API v«ver» 的 webhook 重试策略改成指数退避 exponential backoff。",
        "HR 系统 export 的 CSV 用 UTF-8 with BOM，Excel 打开才不会乱码。",
        "签证 sponsorship 只覆盖 employee 本人，家属 dependant visa 费用 self-paid。",
        "工资条 payslip 上的 \"应发\" = gross，\"实发\" = net，差额是社保+个税。",
        "钉钉考勤 geofence 半径 300m，WFH 需要提前在系统里报备。",
        "Offboarding：最后工作日 IT 会 disable 所有 account，邮件 auto-forward 保留 30 天。",
        "培训 budget 每人每年 ¥5,000，超出需要 VP approve。",
        "PTO policy 更新：sick leave 不再需要 doctor's note if ≤ 2 days。",
        "HRIS 的 API token 每 90 天 rotate 一次，由 People Eng 负责（token 存在 Vault）。",
        "commit «hex7» 修了 Feishu 审批 callback 的 timezone bug（UTC vs UTC+8）。",
        "Benefits: 补充医疗 covers 门诊 80%，dental 50%，vision 每年 ¥800。",
    ],
}


def benign_with_lang() -> list[tuple[str, str]]:
    res: list[tuple[str, str]] = []
    for i, lang in enumerate(LANGS):
        c = _Ctx(BENIGN_SEED + i)
        tpls = list(_BENIGN[lang])
        c.rng.shuffle(tpls)
        frames = _FRAMES[lang]
        seen: set[str] = set()
        n = 0
        tries = 0
        while n < BENIGN_PER_LANG:
            tries += 1
            if tries > BENIGN_PER_LANG * 40:
                raise RuntimeError(f"cannot fill benign {lang}")
            body = tpls[n % len(tpls)] if n < len(tpls) else c.ch(tpls)
            if n >= len(tpls) and c.p(0.35):
                sep = c.ch(["\n", " ", "\n- ", "\n\n"]) if lang == "en" else c.ch(["\n", "", "\n- ", " "])
                other = c.ch(tpls)
                if other == body:
                    continue
                body = body + sep + other
            if c.p(0.5):
                body = c.ch(frames).replace("«body»", body)
            text, _, _ = _render(body, "", c)
            if text in seen:
                continue
            seen.add(text)
            res.append((lang, text))
            n += 1
    return res


def _check(ss: list[Sample], bb: list[tuple[str, str]]) -> None:
    from collections import Counter

    cells = Counter((s.category, s.lang) for s in ss)
    for cat in CATEGORIES:
        for lang in LANGS:
            assert cells[cat, lang] == PER_CELL, (cat, lang, cells[cat, lang])
    for s in ss:
        v = s.value
        assert v and v == v.strip(), (s.category, s.text)
        assert "«" not in s.text and "»" not in s.text, s.text
    texts = [s.text for s in ss]
    assert len(set(texts)) == len(texts), "duplicate sample texts"
    bl = Counter(lang for lang, _ in bb)
    for lang in LANGS:
        assert bl[lang] == BENIGN_PER_LANG, (lang, bl[lang])
    btexts = [t for _, t in bb]
    assert len(set(btexts)) == len(btexts), "duplicate benign texts"
    assert not (set(btexts) & set(texts))
    for t in btexts:
        assert "«" not in t and "»" not in t, t


if __name__ == "__main__":
    t0 = time.time()
    ss = samples()
    bb = benign_with_lang()
    _check(ss, bb)
    print(f"samples: {len(ss)} ({len(CATEGORIES)} categories x {len(LANGS)} langs x {PER_CELL})")
    for cat in CATEGORIES:
        print(f"  {cat:<14}" + "".join(f" {lang}={sum(1 for s in ss if s.category == cat and s.lang == lang)}" for lang in LANGS))
    for lang in LANGS:
        print(f"benign {lang}: {sum(1 for l, _ in bb if l == lang)}")
    print(f"all spans verified; {time.time() - t0:.1f}s")
