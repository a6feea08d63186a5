# ruff: noqa
"""Blind evaluation corpus BI: manufacturing and the factory floor.

Domain: shift handovers and 交接班记录, 工厂排班 and 工牌 (badge) administration, MES / ERP /
SCADA notes, exports and logs, quality NCRs and 8D reports, maintenance work orders, PLC / HMI /
robot-controller credentials, supplier and 采购 contacts, dormitory (宿舍) and canteen (食堂)
notes, EHS safety incidents and near misses, overtime and payroll (加班费 / 工资卡) queries,
visitor badges and contractor inductions -- in English, Chinese and code-switched
English/Chinese as it is really written on a factory floor.

Styles: free prose, WeChat/Teams-style chat with typos, e-mails and e-mail headers, HR and
onboarding form fields, CSV exports, JSON and YAML configs, .env files, application and PLC
gateway logs, markdown tables, OCR-ish scans of stickers and badges, voice-dictated text
without punctuation, shell commands and tracebacks; values appear at the start, the middle and
the end of texts, with and without cue words, in several formats per category.

Written blind: the author never read the gate's source, its tests, other corpora or the repository history, and never ran the gate. Only the contract in blind_common.py was read.

Seeds: BASE_SEED = 20260301; cell c (c = category index * 3 + language index) uses
random.Random(BASE_SEED + c); the Faker instances en_US / en_GB / zh_CN are re-seeded per cell
with seed_instance(BASE_SEED + c + OFF + 1 / + 2 / + 3) where OFF = 9900; benign language i uses
random.Random(BENIGN_SEED + i) with BENIGN_SEED = 93501.
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

PER_CELL = 250
BENIGN_PER_LANG = 400
BASE_SEED = 20260301
OFF = 9900
BENIGN_SEED = 93501

_FK = {"us": Faker("en_US"), "gb": Faker("en_GB"), "zh": Faker("zh_CN")}

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B64 = AN + "+/"
B64U = AN + "-_"


def _r(rng, n, chars=AN):
    return "".join(rng.choice(chars) for _ in range(n))


def _b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def _luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


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


def _iban_num(s):
    return "".join(str(int(c, 36)) for c in s)


def iban_ok(iban):
    s = iban.replace(" ", "")
    return int(_iban_num(s[4:] + s[:4])) % 97 == 1


_CNID_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def _cnid_check(body17):
    return "10X98765432"[sum(int(a) * b for a, b in zip(body17, _CNID_W)) % 11]


def cnid_ok(v):
    return len(v) == 18 and v[:17].isdigit() and _cnid_check(v[:17]) == v[17]


# --------------------------------------------------------------------------- fillers
# Non-personal domain vocabulary used around the planted values.

_LINES = ["Line 3", "Line 7", "SMT-2", "SMT line 4", "Press Line B", "Assembly Line 12",
          "Paint Shop L2", "Weld Cell 5", "Final Assembly FA-1", "Extrusion Line E3", "Line 2"]
_ZLINES = ["三号线", "SMT二线", "冲压B线", "总装12线", "喷涂二线", "焊装5号工位", "挤出E3线",
           "注塑车间", "七号线", "包装线"]
_MCS = ["CNC-07", "PR-1200T", "WLD-R12", "IMM-450 #3", "AOI-02", "RO-1", "KR210-C4", "VF2-06",
        "e-mac 180 #2", "TruLaser 3030", "NLX2500-1", "Arburg 470A #2", "CMP-11", "DB-630"]
_SHIFTS = ["A shift", "B shift", "C shift", "night shift", "day shift", "swing shift",
           "early shift", "late shift"]
_ZSHIFTS = ["夜班", "白班", "中班", "A班", "B班", "C班", "早班"]
_PLANTS = ["Plant 2", "Building C", "the Suzhou plant", "Hall 4", "the Dearborn site",
           "the Monterrey plant", "Plant 1 North", "the Leeds works"]
_ZPLANTS = ["二厂", "C栋车间", "苏州工厂", "四号厂房", "东莞工厂", "一厂北区", "昆山基地"]
_DEPTS = ["QA", "Maintenance", "EHS", "Production Planning", "Tooling", "Logistics", "HR",
          "Procurement", "Process Engineering", "Quality Lab"]
_ZDEPTS = ["品质部", "设备部", "生产部", "人事行政部", "采购部", "安环部", "工艺部", "物流部",
           "模具车间", "财务部"]
_SUPS = ["Hengtai Precision Parts", "Apex Fastener Co.", "BrightForm Plastics",
         "Nordic Bearings AB", "Kestrel Hydraulics", "Delta Wire & Cable", "Summit Castings Ltd",
         "Orion Packaging", "Ridgeline Tooling GmbH", "BlueRiver Coatings"]
_ZSUPS = ["东莞市宏达五金制品有限公司", "苏州精密模具厂", "宁波恒泰紧固件有限公司",
          "昆山华通包装材料有限公司", "佛山众力液压设备有限公司", "无锡新源线缆有限公司",
          "常州远航注塑有限公司", "深圳鑫盛电子有限公司"]
_CITIES = ["Dearborn, MI", "Toledo, OH", "Leeds", "Sheffield", "Birmingham", "Coventry",
           "Greenville, SC", "Huntsville, AL", "Derby", "Warren, MI"]
_ZCITIES = ["苏州市", "东莞市", "深圳市", "无锡市", "宁波市", "昆山市", "佛山市", "常州市"]
_DEFECTS = ["burr", "short shot", "solder bridge", "porosity", "flash", "scratch", "sink mark",
            "cold weld", "misalignment", "crack"]
_ZDEFECTS = ["毛刺", "缺料", "连锡", "气孔", "飞边", "划伤", "缩痕", "虚焊", "错位", "裂纹"]
_ROUTING = ["021000021", "026009593", "121000248", "011000015", "071000013", "072000326",
            "044000037", "041000124"]


def _date(rng):
    m, d = rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice([f"2026-{m:02d}-{d:02d}", f"{d:02d}/{m:02d}/2026",
                       f"{['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'][m-1]} {d}"])


def _zdate(rng):
    m, d = rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice([f"{m}月{d}日", f"2026年{m}月{d}日", f"2026-{m:02d}-{d:02d}", f"{m}/{d}"])


def _ts(rng):
    return (f"2026-{rng.randint(1,12):02d}-{rng.randint(1,28):02d} "
            f"{rng.randint(0,23):02d}:{rng.randint(0,59):02d}:{rng.randint(0,59):02d}")


FILL = {
    "line": lambda r: r.choice(_LINES),
    "zline": lambda r: r.choice(_ZLINES),
    "mc": lambda r: r.choice(_MCS),
    "wo": lambda r: r.choice([f"WO-2026-{r.randint(100, 99999):05d}", f"WO{r.randint(1000000, 9999999)}",
                              f"MWO-{r.randint(10000, 99999)}"]),
    "pn": lambda r: f"{r.randint(1000, 9999)}-{r.randint(100, 999)}-{r.choice('ABCDE')}",
    "lot": lambda r: f"L{r.randint(24, 26)}{r.choice('ABCDEFGHJK')}{r.randint(1000, 9999)}",
    "ncr": lambda r: f"NCR-26-{r.randint(1, 999):04d}",
    "d8": lambda r: f"8D-2026-{r.randint(1, 300):03d}",
    "date": _date,
    "zdate": _zdate,
    "ts": _ts,
    "shift": lambda r: r.choice(_SHIFTS),
    "zshift": lambda r: r.choice(_ZSHIFTS),
    "plant": lambda r: r.choice(_PLANTS),
    "zplant": lambda r: r.choice(_ZPLANTS),
    "dept": lambda r: r.choice(_DEPTS),
    "zdept": lambda r: r.choice(_ZDEPTS),
    "sup": lambda r: r.choice(_SUPS),
    "zsup": lambda r: r.choice(_ZSUPS),
    "city": lambda r: r.choice(_CITIES),
    "zcity": lambda r: _CTX.get("zcity") or r.choice(_ZCITIES),
    "defect": lambda r: r.choice(_DEFECTS),
    "zdefect": lambda r: r.choice(_ZDEFECTS),
    "routing": lambda r: r.choice(_ROUTING),
    "tk": lambda r: r.choice([f"INC{r.randint(100000, 999999):07d}", f"TKT-{r.randint(10000, 99999)}",
                              f"REQ{r.randint(100000, 999999)}"]),
    "n": lambda r: str(r.randint(1000, 9999)),
    "nn": lambda r: str(r.randint(2, 60)),
    "qty": lambda r: f"{r.randint(200, 9000)}",
    "scrap": lambda r: str(r.randint(0, 80)),
    "oee": lambda r: f"{r.uniform(55, 92):.1f}%",
    "po": lambda r: f"PO{r.randint(4500000000, 4500999999)}",
    "case": lambda r: f"CS-{r.randint(2026000, 2026999)}",
    "uuid": lambda r: "-".join(_r(r, k, HEX) for k in (8, 4, 4, 4, 12)),
    "sha": lambda r: _r(r, 64, HEX),
    "git": lambda r: _r(r, r.choice([7, 8, 12]), HEX),
    "ver": lambda r: f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 30)}",
    "temp": lambda r: f"{r.randint(18, 240)}",
    "torque": lambda r: f"{r.randint(4, 95)}",
    "tag": lambda r: r.choice(["PT_", "TT_", "FT_", "LT_", "ZS_"]) + f"{r.randint(100, 999)}.PV",
    "bar": lambda r: f"{r.uniform(4.5, 8.5):.1f}",
    "ip": lambda r: f"192.168.{r.randint(0, 40)}.{r.randint(2, 250)}",
    "port": lambda r: r.choice(["502", "4840", "102", "44818", "1883", "8883", "5432", "8086", "20000"]),
    "cpk": lambda r: f"{r.uniform(0.8, 2.2):.2f}",
    "price": lambda r: f"{r.uniform(0.01, 900):.2f}",
    "mm": lambda r: f"{r.uniform(2, 400):.3f}",
    "pct": lambda r: f"{r.uniform(0.1, 99):.1f}%",
    "pcthi": lambda r: f"{r.uniform(92.5, 99.8):.1f}%",
    "pctlo": lambda r: f"{r.uniform(0.2, 2.3):.1f}%",
    "bore": lambda r: f"25.{r.randint(0, 21):03d}",
}

_CTX = {}  # per-sample context, so that a filler can agree with the planted value

_FILL_RE = re.compile(r"\{([a-z][a-z0-9_]*)\}")


def _fill(s, rng):
    return _FILL_RE.sub(lambda m: FILL[m.group(1)](rng) if m.group(1) in FILL else m.group(0), s)


# --------------------------------------------------------------------------- value generators


def _en_fk(rng):
    return _FK[rng.choice(["us", "gb"])]


def _en_first_last(rng):
    fk = _en_fk(rng)
    first = re.sub(r"[^A-Za-z]", "", fk.first_name()) or "Dana"
    last = re.sub(r"[^A-Za-z]", "", fk.last_name()) or "Hollis"
    return first, last


def _py(rng):
    fk = _FK["zh"]
    return fk.first_romanized_name().lower(), fk.last_romanized_name().lower()


_EN_NICK = ["Kevin", "Jason", "Amy", "Tony", "Eric", "Lily", "Vivian", "Frank", "Cherry", "Leo",
            "Sunny", "Jack", "Grace", "Allen", "Coco", "Ivan", "Peggy", "Ken", "Echo", "Ray"]


# ---- secrets


def _aws_akid(rng):
    return "AKIA" + _r(rng, 16, UP + "234567")


def _jwt(rng):
    head = _b64url(json.dumps({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    payload = {"sub": rng.choice(["svc-mes-bridge", "hmi-gw-07", "andon-bot", "edge01", "wms-sync"]),
               "iat": 1767000000 + rng.randint(0, 9000000), "scope": rng.choice(["wo.read", "andon.write", "lots.rw"]),
               "jti": _r(rng, 12, HEX)}
    body = _b64url(json.dumps(payload, separators=(",", ":")).encode())
    return f"{head}.{body}.{_r(rng, 43, B64U)}"


def _privkey(rng):
    kind = rng.choice(["RSA ", "OPENSSH ", "EC ", ""])
    first = {"RSA ": "MIIEpAIBAAKCAQEA", "OPENSSH ": "b3BlbnNzaC1rZXktdjEAAAAA", "EC ": "MHcCAQEEI",
             "": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"}[kind]
    lines = [first + _r(rng, 64 - len(first), B64)] + [_r(rng, 64, B64) for _ in range(rng.randint(2, 4))]
    lines.append(_r(rng, rng.randint(12, 40), B64) + "=")
    return f"-----BEGIN {kind}PRIVATE KEY-----\n" + "\n".join(lines) + f"\n-----END {kind}PRIVATE KEY-----"


def _url_cred(rng):
    scheme, host, tail = rng.choice([
        ("postgresql", "mesdb01.plant.local:5432", "/mes"), ("mysql", "10.20.3.14:3306", "/wms_prod"),
        ("mqtt", "broker.plant2.local:1883", ""), ("amqp", "rabbit01.ot.local:5672", "/andon"),
        ("mongodb", "hist02.plant.local:27017", "/historian"), ("ftp", "10.40.1.9", "/recipes"),
        ("https", "nexus.plant.local", "/repository/plc/"), ("redis", "cache01.mes.local:6379", "/0")])
    user = rng.choice(["mes_app", "scada_ro", "historian", "edge01", "svc_wms", "andon", "plc_ftp", "reporter"])
    pw = _r(rng, rng.randint(12, 20), AN + "!*")
    return f"{scheme}://{user}:{pw}@{host}{tail}"


def gen_secret(rng, lang, kind):
    kinds = ["aws_akid", "aws_secret", "ghp", "github_pat", "slack", "openai", "anthropic", "stripe",
             "google", "hf", "sendgrid", "telegram", "jwt", "hex", "generic", "url_cred", "glpat"]
    if lang != "en":
        kinds += ["dingtalk", "aliyun_id", "aliyun_secret", "tencent_id"]
    k = kind or rng.choice(kinds)
    if k == "aws_akid":
        v = _aws_akid(rng)
    elif k == "aws_secret":
        v = _r(rng, 40, B64)
    elif k == "ghp":
        v = "ghp_" + _r(rng, 36)
    elif k == "github_pat":
        v = "github_pat_11" + _r(rng, 20, UP + DG) + "_" + _r(rng, 59)
    elif k == "slack":
        v = rng.choice(["xoxb-", "xoxp-"]) + f"{rng.randint(10**10, 10**11 - 1)}-{rng.randint(10**12, 10**13 - 1)}-" + _r(rng, 24)
    elif k == "slack_webhook":
        v = f"https://hooks.slack.com/services/T0{_r(rng, 8, UP + DG)}/B0{_r(rng, 8, UP + DG)}/{_r(rng, 24)}"
    elif k == "openai":
        v = rng.choice(["sk-", "sk-proj-"]) + _r(rng, 48, AN + "_-")
    elif k == "anthropic":
        v = "sk-ant-api03-" + _r(rng, 93, B64U) + "AA"
    elif k == "stripe":
        v = rng.choice(["sk_live_", "rk_live_"]) + _r(rng, rng.choice([24, 34, 99]))
    elif k == "google":
        v = "AIza" + _r(rng, 35, B64U)
    elif k == "hf":
        v = "hf_" + _r(rng, 34, UP + LO)
    elif k == "sendgrid":
        v = "SG." + _r(rng, 22, B64U) + "." + _r(rng, 43, B64U)
    elif k == "telegram":
        v = f"{rng.randint(10**8, 8 * 10**9)}:AA" + _r(rng, 33, B64U)
    elif k == "jwt":
        v = _jwt(rng)
    elif k == "privkey":
        v = _privkey(rng)
    elif k == "url_cred":
        v = _url_cred(rng)
    elif k == "hex":
        v = _r(rng, rng.choice([32, 40]), HEX)
    elif k == "hex64":
        v = _r(rng, 64, HEX)
    elif k == "uuid":
        v = "-".join(_r(rng, n, HEX) for n in (8, 4, 4, 4, 12))
    elif k == "azure":
        v = base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
    elif k == "glpat":
        v = "glpat-" + _r(rng, 20, B64U)
    elif k == "grafana":
        v = "glsa_" + _r(rng, 32) + "_" + _r(rng, 8, HEX)
    elif k == "influx":
        v = _r(rng, 86, B64U) + "=="
    elif k == "npm":
        v = "npm_" + _r(rng, 36)
    elif k == "dingtalk":
        v = _r(rng, 64, HEX)
    elif k == "aliyun_id":
        v = "LTAI5t" + _r(rng, 18)
    elif k == "aliyun_secret":
        v = _r(rng, 30)
    elif k == "tencent_id":
        v = "AKID" + _r(rng, 32)
    elif k == "tencent_key":
        v = _r(rng, 32)
    elif k == "upper":
        v = "-".join(_r(rng, 5, UP + DG) for _ in range(5))
    else:  # generic high-entropy token
        v = rng.choice(["", "tk_", "mes_", "gw_", "ot-"]) + _r(rng, rng.choice([28, 32, 40]), AN)
    return v, "secret:" + k


# ---- passwords

_PW_WORDS = ["Line", "Weld", "Press", "Mold", "Plant", "Shift", "Kaizen", "Forge", "Robot", "Torque",
             "Spindle", "Andon", "Falcon", "Tiger", "Summer", "Dragon", "Panda", "Rocket"]
_PHRASE = ["copper", "valve", "river", "gasket", "orange", "lathe", "maple", "tiger", "silent", "piston",
           "harbor", "pepper", "rivet", "meadow", "cobalt", "lantern", "walnut", "crane", "velvet", "spruce"]


def gen_password(rng, lang, kind):
    k = kind or rng.choice(["word", "word", "word", "rand", "pin", "phrase", "cn"] if lang != "en" else
                           ["word", "word", "rand", "rand", "pin", "phrase"])
    if k == "pin":
        v = "".join(rng.choice(DG) for _ in range(rng.choice([4, 6, 6, 8])))
        if v[0] == v[1] == v[2]:
            v = "7" + v[1:]
    elif k == "door":
        v = "".join(rng.choice(DG) for _ in range(rng.choice([4, 5, 6])))
        v = rng.choice([v, v, v + "#", "*" + v])
    elif k == "phrase":
        ws = rng.sample(_PHRASE, rng.choice([3, 4]))
        sep = rng.choice(["-", ".", "_", "-"])
        v = sep.join(ws) + rng.choice(["", str(rng.randint(10, 99)), "!"])
    elif k == "rand":
        while True:
            v = _r(rng, rng.randint(9, 15), AN + "!@#$%^&*")
            if any(c.isdigit() for c in v) and any(c.isalpha() for c in v):
                break
    elif k == "cn":
        a, b = _py(rng)
        v = rng.choice([
            a[:1] + b + str(rng.randint(1975, 2004)) + f"{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}",
            b.capitalize() + "@" + str(rng.randint(100000, 999999)),
            "Sz" + rng.choice("#@") + str(rng.randint(2020, 2026)) + _r(rng, 3, LO),
            b + a[:1] + str(rng.randint(100, 999)) + rng.choice("!.@"),
        ])
    else:  # word
        w = rng.choice(_PW_WORDS)
        v = rng.choice([
            w + str(rng.randint(2019, 2026)) + rng.choice("!@#$*"),
            w.lower() + rng.choice("@#_") + str(rng.randint(100, 9999)),
            rng.choice("!@#") + w + str(rng.randint(10, 99)) + _r(rng, 2, UP),
            w[0] + _r(rng, 3, LO + DG) + rng.choice("#$%") + w[1:].lower() + str(rng.randint(1, 99)),
        ])
    return v, "password:" + k


# ---- email

_FREE = ["gmail.com", "outlook.com", "yahoo.com", "hotmail.co.uk", "icloud.com", "proton.me",
         "btinternet.com", "aol.com", "hotmail.com", "live.co.uk"]
_WORKD = ["hengtai-precision.com", "apexfastener.com", "brightform-plastics.co.uk", "kestrel-hyd.de",
          "summitcastings.co.uk", "ridgeline-tooling.de", "orionpack.com", "blueriver-coatings.com",
          "deltawire.co.uk", "nordicbearings.se"]
_CNFREE = ["163.com", "126.com", "qq.com", "sina.com", "foxmail.com", "139.com", "aliyun.com", "yeah.net"]
_CNWORK = ["hongda-hw.com.cn", "szjmmj.cn", "nbhengtai.com", "kshuatong.cn", "fszhongli.com",
           "wxxinyuan.com.cn", "cz-yuanhang.com"]


def gen_email(rng, lang, kind):
    k = kind or rng.choice({"en": ["en", "en", "en_work", "obf_en"],
                            "zh": ["cn", "cn", "qq", "cn_work", "obf_cn"],
                            "mixed": ["cn", "qq", "en", "en_work", "cn_work", "nick", "obf_cn", "obf_en"]}[lang])
    if k in ("en", "en_work", "obf_en"):
        f, l = _en_first_last(rng)
        f, l = f.lower(), l.lower()
        local = rng.choice([f"{f}.{l}", f"{f[0]}{l}", f"{f}{l}{rng.randint(1, 99)}", f"{l}.{f[0]}", f"{f}_{l}"])
        dom = rng.choice(_WORKD if k == "en_work" else _FREE)
        if k == "obf_en":
            d1, d2 = dom.split(".", 1)
            v = rng.choice([f"{local} at {d1} dot {d2.replace('.', ' dot ')}", f"{local}[at]{d1}[dot]{d2}",
                            f"{local} (at) {dom}"])
        else:
            v = f"{local}@{dom}"
    elif k == "qq":
        v = f"{rng.randint(10**5, 3 * 10**9)}@qq.com"
    elif k == "nick":
        a, b = _py(rng)
        v = f"{rng.choice(_EN_NICK).lower()}.{b}@{rng.choice(_CNWORK + _WORKD)}"
    else:
        a, b = _py(rng)
        local = rng.choice([f"{b}{a}", f"{b}{a}{rng.randint(1975, 2005)}", f"{a}.{b}", f"{b}_{a}{rng.randint(1, 99)}",
                            f"{b[0]}{a}{rng.randint(10, 999)}"])
        dom = rng.choice(_CNWORK if k == "cn_work" else _CNFREE)
        v = f"{local}@{dom}"
        if k == "obf_cn":
            v = rng.choice([f"{local}#{dom}", f"{local}[at]{dom}", f"{local} AT {dom}"])
    return v, "email:" + k


# ---- phone

_US_AREA = ["313", "248", "734", "586", "216", "419", "513", "615", "864", "256", "205", "317", "414", "920", "502", "859"]
_CN_MOB = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "155", "157",
           "158", "159", "166", "176", "177", "178", "180", "181", "182", "185", "186", "187", "188", "189", "199"]
_CN_AREA = ["0512", "0769", "0755", "021", "0510", "0574", "0757", "0519"]


def gen_phone(rng, lang, kind):
    k = kind or rng.choice({"en": ["us", "us", "uk", "uk", "us_ext"],
                            "zh": ["cn", "cn", "cn", "cn", "cn_land"],
                            "mixed": ["cn", "cn", "cn", "us", "uk", "cn_land"]}[lang])
    if k in ("us", "us_ext"):
        a, e, s = rng.choice(_US_AREA), rng.randint(201, 989), rng.randint(0, 9999)
        if e == 555:
            e = 556
        v = rng.choice([f"({a}) {e}-{s:04d}", f"{a}-{e}-{s:04d}", f"+1 {a} {e} {s:04d}", f"{a}.{e}.{s:04d}",
                        f"+1-{a}-{e}-{s:04d}"])
        if k == "us_ext":
            v += rng.choice([" ext. ", " x", " ext "]) + str(rng.randint(100, 9999))
    elif k == "uk":
        b = rng.randint(400, 999)
        r6 = rng.randint(100000, 999999)
        v = rng.choice([f"07{b} {r6}", f"+44 7{b} {r6}", f"07{b}{r6}", f"+44 (0)7{b} {str(r6)[:3]} {str(r6)[3:]}"])
    elif k == "uk_land":
        v = rng.choice([f"0121 {rng.randint(200, 799)} {rng.randint(1000, 9999)}",
                        f"0114 {rng.randint(200, 499)} {rng.randint(1000, 9999)}",
                        f"0113 {rng.randint(200, 499)} {rng.randint(1000, 9999)}"])
        v += rng.choice(["", f" ext. {rng.randint(200, 899)}"])
    elif k == "cn_land":
        a = rng.choice(_CN_AREA)
        n = f"{rng.randint(5000, 8999)}{rng.randint(0, 9999):04d}"
        v = rng.choice([f"{a}-{n}", f"{a}-{n[:4]} {n[4:]}", f"({a}){n}", f"+86 {a[1:]} {n}"])
        v += rng.choice([f" 转 {rng.randint(100, 8999)}", f"转{rng.randint(100, 8999)}", f"-{rng.randint(100, 899)}",
                         f" ext.{rng.randint(100, 8999)}"])
    elif k == "de":
        v = f"+49 1{rng.choice(['51', '52', '60', '70', '76'])} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}"
    else:  # cn mobile
        p, m = rng.choice(_CN_MOB), f"{rng.randint(0, 99999999):08d}"
        v = rng.choice([f"{p}{m}", f"{p} {m[:4]} {m[4:]}", f"{p}-{m[:4]}-{m[4:]}", f"+86 {p} {m[:4]} {m[4:]}",
                        f"+86-{p}{m}", f"{p}{m}", f"86 {p}{m}"])
    return v, "phone:" + k


# ---- address

_US_ST = ["Oak", "Maple", "Cedar", "Pine", "Elm", "Walnut", "Michigan", "Ford", "Telegraph", "Warren",
          "Outer Drive", "Schaefer", "Park", "Lake", "Hillcrest", "Sunset", "Washington", "Lincoln"]
_US_SUF = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court", "Ct", "Blvd", "Way", "Place"]
_UK_ST = ["Mill", "Station", "Church", "Victoria", "Albert", "Canal", "Park", "Chapel", "Manor", "Foundry",
          "Hawthorn", "Beech", "Coronation", "Queens", "Kings", "Moor"]
_UK_SUF = ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Way", "Gardens", "Drive", "Terrace", "Grove", "Row"]
_ZH_COMP = ["阳光花园", "锦绣家园", "翠湖苑", "金色港湾", "幸福里小区", "碧水湾", "万科城", "绿地世纪城", "新城花苑",
            "御景湾", "华润橡树湾", "东方名苑", "水岸人家", "星湖公寓", "和谐家园", "丽景新村"]
_ZH_DIST = {"吴中区": "苏州市", "相城区": "苏州市", "工业园区": "苏州市", "高新区": "苏州市", "姑苏区": "苏州市",
            "宝安区": "深圳市", "龙华区": "深圳市", "长安镇": "东莞市", "虎门镇": "东莞市", "松山湖": "东莞市",
            "塘厦镇": "东莞市", "新吴区": "无锡市", "鄞州区": "宁波市", "顺德区": "佛山市", "武进区": "常州市",
            "昆山开发区": "昆山市"}
_ZH_COUNTY = ["固始", "商城", "罗山", "桃源", "岳池", "修水", "郸城", "宣汉", "泗县", "霍邱", "会理", "镇雄"]


def _zh_road(rng):
    road = _FK["zh"].street_name()
    if len(road) <= 2:
        road = _FK["zh"].city_name() + rng.choice(["路", "大道", "街", "中路", "东路"])
    return road


def gen_address(rng, lang, kind):
    k = kind or rng.choice({"en": ["us", "us", "uk", "uk"], "zh": ["cn", "cn", "cn", "cn_dorm"],
                            "mixed": ["cn", "cn", "cn_dorm", "us", "uk"]}[lang])
    if k == "us":
        name = rng.choice(_US_ST + [_FK["us"].last_name()])
        v = f"{rng.randint(100, 29999)} {name} {rng.choice(_US_SUF)}"
        v += rng.choice(["", "", f", Apt {rng.randint(1, 40)}{rng.choice('ABCD')}", f" #{rng.randint(100, 420)}",
                         f", Unit {rng.randint(1, 30)}"])
    elif k == "uk":
        name = rng.choice(_UK_ST + [_FK["gb"].last_name()])
        v = f"{rng.randint(1, 240)} {name} {rng.choice(_UK_SUF)}"
        if rng.random() < 0.3:
            v = f"Flat {rng.randint(1, 24)}, " + v
    elif k == "cn_dorm":
        dist = rng.choice(list(_ZH_DIST))
        _CTX["zcity"] = _ZH_DIST[dist]
        v = (f"{dist}{_zh_road(rng)}{rng.randint(1, 999)}号"
             f"{rng.choice(['员工公寓', '员工宿舍', '蓝领公寓', '人才公寓'])}{rng.randint(1, 12)}栋{rng.randint(1, 7)}{rng.randint(1, 30):02d}室")
    elif k == "cn_rural":
        v = (f"{rng.choice(_ZH_COUNTY)}县{_FK['zh'].last_name()}{rng.choice(['集', '店', '庄', '桥', '湾'])}镇"
             f"{_FK['zh'].last_name()}{rng.choice(['家', '楼', '岗', '坪'])}村{rng.randint(1, 12)}组{rng.randint(1, 88)}号")
    else:
        fk = _FK["zh"]
        dist = rng.choice(list(_ZH_DIST))
        _CTX["zcity"] = _ZH_DIST[dist]
        v = f"{dist}{_zh_road(rng)}{rng.randint(1, 1999)}号"
        v += rng.choice([f"{rng.choice(_ZH_COMP)}{rng.randint(1, 36)}栋{rng.randint(1, 4)}单元{rng.randint(1, 32)}{rng.randint(1, 6):02d}室",
                         f"{rng.choice(_ZH_COMP)}{rng.randint(1, 20)}幢{rng.randint(101, 2806)}",
                         f"{rng.randint(1, 12)}号楼{rng.randint(101, 1806)}室", ""])
        if v.endswith("号"):
            v += f"{rng.choice(_ZH_COMP)}{rng.randint(1, 30)}-{rng.randint(101, 1602)}"
    return v, "address:" + k


# ---- government ids

_CN_AREAS = ["320506", "320583", "441900", "440306", "510104", "411302", "430124", "360424", "522101", "342401",
             "500228", "450881", "130434", "371326", "421126", "612525", "620523", "532128", "350583", "411521",
             "413026", "511621", "362424", "341225"]


def _cnid(rng):
    y, m, d = rng.randint(1966, 2005), rng.randint(1, 12), rng.randint(1, 28)
    body = f"{rng.choice(_CN_AREAS)}{y}{m:02d}{d:02d}{rng.randint(0, 999):03d}"
    return body + _cnid_check(body)


def _ssn(rng, sep="-"):
    a = rng.randint(1, 899)
    if a == 666:
        a = 667
    return f"{a:03d}{sep}{rng.randint(1, 99):02d}{sep}{rng.randint(1, 9999):04d}"


def _nino(rng):
    bad1, bad2 = set("DFIQUV"), set("DFIOQUV")
    while True:
        a, b = rng.choice(UP), rng.choice(UP)
        if a not in bad1 and b not in bad2 and a + b not in {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}:
            break
    d = f"{rng.randint(0, 999999):06d}"
    s = rng.choice("ABCD")
    return rng.choice([f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {s}", f"{a}{b}{d}{s}", f"{a}{b} {d} {s}"])


def gen_gov(rng, lang, kind):
    k = kind or rng.choice({"en": ["ssn", "ssn", "nino", "us_passport", "uk_passport", "us_dl", "ein", "itin", "de_passport"],
                            "zh": ["cnid", "cnid", "cnid", "cnid", "cn_passport", "hk_permit"],
                            "mixed": ["cnid", "cnid", "cnid", "cn_passport", "us_passport", "ssn", "nino"]}[lang])
    if kind is None and lang != "en":
        k = "cnid"
    if k == "ssn":
        v = _ssn(rng)
    elif k == "ssn9":
        v = _ssn(rng, "")
    elif k == "nino":
        v = _nino(rng)
    elif k == "us_passport":
        v = rng.choice([f"{rng.randint(100000000, 999999999)}", rng.choice(UP) + f"{rng.randint(10000000, 99999999)}"])
    elif k == "uk_passport":
        v = f"{rng.randint(100000000, 999999999)}"
    elif k == "de_passport":
        v = "C" + _r(rng, 8, "CFGHJKLMNPRTVWXYZ0123456789")
    elif k == "us_dl":
        v = rng.choice([rng.choice(UP) + f"{rng.randint(1000000, 9999999)}",
                        f"{rng.choice(UP)} {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
                        f"{rng.choice(UP)}{rng.randint(100, 999)}-{rng.randint(100, 999)}-{rng.randint(10, 99)}-{rng.randint(100, 999)}-{rng.randint(0, 9)}",
                        f"{rng.randint(10000000, 99999999)}"])
    elif k == "ein":
        v = f"{rng.choice([12, 20, 27, 38, 45, 46, 47, 81, 82, 84, 88, 90, 91, 93])}-{rng.randint(1000000, 9999999)}"
    elif k == "itin":
        v = f"9{rng.randint(0, 99):02d}-{rng.randint(70, 88)}-{rng.randint(1, 9999):04d}"
    elif k == "utr":
        v = f"{rng.randint(1000000000, 9999999999)}"
    elif k == "cn_passport":
        v = rng.choice(["E" + f"{rng.randint(10000000, 99999999)}",
                        "E" + rng.choice("ABCDEFGHJKLMNPQRSTUVWXY") + f"{rng.randint(1000000, 9999999)}"])
    elif k == "hk_permit":
        v = "C" + f"{rng.randint(10000000, 99999999)}"
    elif k == "tw_permit":
        v = f"{rng.randint(10000000, 99999999)}"
    else:
        k = "cnid"
        v = _cnid(rng)
    return v, "government_id:" + k


# ---- financial

_CN_BIN = ["622202", "621700", "622848", "621661", "622588", "622262", "621226", "623668", "622700", "621483"]
_IBAN_SPEC = {
    "GB": lambda r: rng_choice(r, ["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + _r(r, 14, DG),
    "DE": lambda r: _r(r, 18, DG),
    "NL": lambda r: rng_choice(r, ["ABNA", "INGB", "RABO"]) + _r(r, 10, DG),
    "FR": lambda r: _r(r, 10, DG) + _r(r, 11, UP + DG) + _r(r, 2, DG),
    "ES": lambda r: _r(r, 20, DG),
    "PL": lambda r: _r(r, 24, DG),
    "IT": lambda r: rng_choice(r, UP) + _r(r, 10, DG) + _r(r, 12, DG),
    "CZ": lambda r: _r(r, 20, DG),
}


def rng_choice(r, seq):
    return r.choice(seq)


def _iban(rng, cc=None):
    cc = cc or rng.choice(list(_IBAN_SPEC))
    bban = _IBAN_SPEC[cc](rng)
    check = 98 - int(_iban_num(bban + cc + "00")) % 97
    iban = f"{cc}{check:02d}{bban}"
    if rng.random() < 0.6:
        iban = " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return iban


def _card(rng, brand=None):
    brand = brand or rng.choice(["visa", "visa", "mc", "mc", "amex", "unionpay", "discover"])
    if brand == "visa":
        body, n = "4" + _r(rng, 5, DG), 16
    elif brand == "mc":
        body, n = rng.choice([str(rng.randint(51, 55)), str(rng.randint(2221, 2720))]), 16
    elif brand == "amex":
        body, n = rng.choice(["34", "37"]), 15
    elif brand == "discover":
        body, n = "6011", 16
    elif brand == "cn":
        body, n = rng.choice(_CN_BIN), rng.choice([16, 19, 19])
    else:
        body, n = "62" + _r(rng, 4, DG), rng.choice([16, 19])
    body += _r(rng, n - 1 - len(body), DG)
    num = body + _luhn_digit(body)
    style = rng.choice(["space", "space", "dash", "plain"])
    if brand == "amex":
        parts = [num[:4], num[4:10], num[10:]]
    else:
        parts = [num[i:i + 4] for i in range(0, len(num), 4)]
    if style == "plain":
        return num
    return (" " if style == "space" else "-").join(parts)


def gen_fin(rng, lang, kind):
    k = kind or rng.choice({"en": ["card", "card", "iban", "us_acct", "uk_sortacct"],
                            "zh": ["cn_card", "cn_card", "cn_card", "card", "iban"],
                            "mixed": ["cn_card", "cn_card", "card", "iban", "us_acct", "uk_sortacct"]}[lang])
    if k == "card":
        v = _card(rng)
    elif k == "cn_card":
        v = _card(rng, "cn")
    elif k == "amex":
        v = _card(rng, "amex")
    elif k == "visa":
        v = _card(rng, "visa")
    elif k == "mc":
        v = _card(rng, "mc")
    elif k == "iban":
        v = _iban(rng)
    elif k == "iban_gb":
        v = _iban(rng, "GB")
    elif k == "us_acct":
        v = f"{rng.randint(10**7, 10**12 - 1)}"
    elif k == "uk_acct":
        v = f"{rng.randint(10000000, 99999999)}"
    else:
        k = "uk_sortacct"
        sc = f"{rng.randint(10, 99)}-{rng.randint(0, 99):02d}-{rng.randint(0, 99):02d}"
        ac = f"{rng.randint(10000000, 99999999)}"
        v = rng.choice([f"{sc} {ac}", f"{sc} / {ac}", f"{sc.replace('-', '')} {ac}", f"{sc}, {ac}"])
    return v, "financial:" + k


# ---- person names


def gen_name(rng, lang, kind):
    k = kind or rng.choice({"en": ["full", "full", "full", "mid"], "zh": ["zh"],
                            "mixed": ["zh", "zh", "nick", "pinyin", "full"]}[lang])
    if k == "full":
        f, l = _en_first_last(rng)
        v = f"{f} {l}"
    elif k == "mid":
        f, l = _en_first_last(rng)
        v = f"{f} {rng.choice(UP)}. {l}"
    elif k == "last_first":
        f, l = _en_first_last(rng)
        v = f"{l}, {f}"
    elif k == "nick":
        v = f"{rng.choice(_EN_NICK)} {_FK['zh'].last_romanized_name()}"
    elif k == "pinyin":
        a, b = _py(rng)
        v = rng.choice([f"{b.capitalize()} {a.capitalize()}", f"{a.capitalize()} {b.capitalize()}", f"{b.upper()} {a.capitalize()}"])
    else:
        k = "zh"
        v = _FK["zh"].name()
    return v, "person_name:" + k


# ---- usernames

_TAG1 = ["Torque", "Weld", "Spark", "Forklift", "Rivet", "Piston", "Lathe", "Gasket", "Night", "Grease", "Steel", "Coil"]
_TAG2 = ["Monkey", "King", "Ninja", "Ghost", "Wizard", "Bandit", "Hawk", "Boss", "Rider", "Wolf"]


def gen_user(rng, lang, kind):
    pool = {"en": ["login", "login", "dotted", "ad"],
            "zh": ["py", "py", "py_num"],
            "mixed": ["py", "py_num", "nick", "login", "dotted"]}[lang]
    k = kind or rng.choice(pool)
    if k == "login":
        v = _en_fk(rng).user_name()
    elif k == "dotted":
        f, l = _en_first_last(rng)
        v = rng.choice([f"{f.lower()}.{l.lower()}", f"{f[0].lower()}{l.lower()}", f"{l.lower()}{f[0].lower()}{rng.randint(1, 9)}"])
    elif k == "ad":
        f, l = _en_first_last(rng)
        v = rng.choice([f"{f[0].lower()}{l.lower()}", f"{l.lower()[:6]}{f[0].lower()}", f"{f.lower()}.{l.lower()}"])
    elif k == "handle":
        f, l = _en_first_last(rng)
        v = rng.choice([f"{f.lower()}_{l.lower()}", f"{f.lower()}{rng.randint(80, 2005)}", f"the_real_{l.lower()}", f"{l.lower()}.{f[0].lower()}"])
    elif k == "tag":
        v = rng.choice(_TAG1) + rng.choice(["_", "", "x"]) + rng.choice(_TAG2) + str(rng.randint(7, 999))
    elif k == "wxid":
        v = "wxid_" + _r(rng, 14, LO + DG)
    elif k == "qq":
        v = str(rng.randint(10**5, 3 * 10**9))
    elif k == "badge":
        v = rng.choice(["SZ", "DG", "KS", "WX"]) + str(rng.randint(100000, 999999))
    elif k == "nick":
        a, b = _py(rng)
        v = rng.choice([f"{rng.choice(_EN_NICK).lower()}.{b}", f"{rng.choice(_EN_NICK).lower()}_{b}{rng.randint(1, 99)}"])
    elif k == "py_num":
        a, b = _py(rng)
        v = f"{b}{a}{rng.randint(1970, 2006)}"
    else:
        k = "py"
        a, b = _py(rng)
        v = rng.choice([f"{b}{a}", f"{b}.{a}", f"{a[0]}{b}", f"{b}_{a}", _FK["zh"].user_name()])
    return v, "username:" + k


# ---- home paths

_TAILS_POSIX = ["Documents/TIA Portal/Projects/Line3_Press.ap18", "plc_backup/S7-1500_line2_2026-02-15.zap18",
                "Desktop/8D_report_draft.docx", "scripts/oee_report.py", "Downloads/firmware_v2.5.0.bin",
                "spc/macros/cpk_calc.xlsm", "robot_backups/KR210_cell4", "projects/mes-bridge",
                "Pictures/Screenshots/hmi_alarm.png", "work/recipes/press_B.csv", ".ssh/id_ed25519",
                "notebooks/vibration_fft.ipynb", "edge/config/opcua.yaml", "torque_logs/2026-03"]
_TAILS_WIN = [r"Documents\Automation\TIA Portal V18\Line3_Press", r"Desktop\8D_NCR_draft.docx",
              r"AppData\Local\Rockwell Software\RSLogix 5000", r"Downloads\WinCC_Update4.exe",
              r"OneDrive - Plant\Shift reports\handover.xlsx", r"Documents\FANUC\backup\R30iB_cell2",
              r"Desktop\overtime_claim_March.xlsx", r"Documents\SPC\cpk_macro.xlsm", r"Pictures\Camera Roll\weld_crack.jpg"]
_TAILS_ZH = [r"Desktop\交接班记录.xlsx", r"Documents\8D报告\客户投诉_初稿.docx", r"Desktop\加班申请表.xlsx",
             r"Documents\PLC程序备份\三号线", r"Downloads\供应商报价单.pdf", r"Desktop\宿舍调换申请.docx"]
_PY_FILES = ["scripts/oee_report.py", "mes_bridge/sync.py", "tools/spc_export.py", "edge/collector.py",
             "andon/notify.py", "dev/label_printer/print_job.py"]
_BIN_DIRS = [".local/bin", "tools/bin", "opt/siemens/bin", "miniconda3/bin", "go/bin"]


_SPECIAL_TAILS = {
    "pst": [r"AppData\Local\Microsoft\Outlook\archive.pst", r"Documents\Outlook Files\plant_mail.pst"],
    "xlsx": [r"Desktop\overtime_claim_March.xlsx", r"Documents\SPC\cpk_macro.xlsm", r"OneDrive - Plant\Shift reports\handover.xlsx",
             r"Desktop\torque_audit_L3.xlsx"],
    "src": [r"source\repos\LabelPrinter\Program.cs", r"Documents\Visual Studio 2022\Projects\AndonBoard\MainForm.cs",
            r"source\repos\mes-client\src\OeeCalc.cpp"],
    "proj": [r"Documents\Automation\TIA Portal V18\Line3_Press", r"Documents\RSLogix 5000\Projects\Weld_Cell5.ACD",
             r"Documents\Automation\Line7_Palletizer\Line7_Palletizer.ap18"],
    "doc": [r"Desktop\8D_NCR_draft.docx", r"Documents\Quality\8D_customer_complaint_v3.docx"],
    "cad": [r"Documents\SOLIDWORKS\Fixtures\FX-118_weld_fixture.SLDASM", r"AppData\Local\Temp\swx_autosave\FX-204.SLDPRT"],
    "img": ["Pictures/Screenshots/hmi_alarm.png", "Desktop/Screenshot 2026-03-02 at 14.22.10.png", "Pictures/andon_board.jpg"],
    "log": ["logs/collector.log", "edge/logs/opcua_bridge.log", "mes-bridge/var/sync.log"],
}
_ZH_SPECIAL = {"xlsx": [r"Desktop\交接班记录.xlsx", r"Desktop\加班申请表.xlsx"], "doc": [r"Documents\8D报告\客户投诉_初稿.docx"],
               "proj": [r"Documents\PLC程序备份\三号线"]}


def gen_path(rng, lang, kind):
    if lang == "en":
        u = gen_user(rng, "en", rng.choice(["login", "dotted", "ad"]))[0]
    elif lang == "zh":
        u = rng.choice([gen_user(rng, "zh", "py")[0], _FK["zh"].name(), gen_user(rng, "zh", "py_num")[0]])
    else:
        u = rng.choice([gen_user(rng, "mixed", "py")[0], gen_user(rng, "mixed", "nick")[0], _FK["zh"].name(),
                        gen_user(rng, "en", "ad")[0]])
    if not re.fullmatch(r"[a-z0-9._]+", u) and kind in ("posix", "py", "bin"):
        u = gen_user(rng, "zh", "py")[0]
    k = kind or rng.choice(["posix", "mac", "win", "win", "wsl"])
    if k in _SPECIAL_TAILS:
        tails = _SPECIAL_TAILS[k] + (_ZH_SPECIAL.get(k, []) if lang != "en" else [])
        tail = rng.choice(tails)
        if "/" in tail:
            if not re.fullmatch(r"[a-z0-9._]+", u):
                u = gen_user(rng, "zh", "py")[0]
            v = f"{rng.choice(['/Users/', '/home/'])}{u}/{tail}"
        else:
            v = f"{rng.choice(['C:', 'C:', 'D:'])}\\Users\\{u}\\{tail}"
    elif k == "py":
        v = f"{rng.choice(['/home/', '/Users/'])}{u}/{rng.choice(_PY_FILES)}"
    elif k == "bin":
        v = f"/home/{u}/{rng.choice(_BIN_DIRS)}"
    elif k in ("posix", "mac", "wsl", "dir"):
        if not re.fullmatch(r"[a-z0-9._]+", u):
            u = gen_user(rng, "zh", "py")[0]
        tail = rng.choice(_TAILS_POSIX)
        if k == "dir":
            tail = tail.rsplit("/", 1)[0]
        base = {"posix": "/home/", "mac": "/Users/", "wsl": "/mnt/c/Users/", "dir": rng.choice(["/home/", "/Users/"])}[k]
        v = f"{base}{u}/{tail}"
    else:
        k = "win"
        tails = _TAILS_WIN + (_TAILS_ZH if lang != "en" else [])
        v = f"{rng.choice(['C:', 'C:', 'D:'])}\\Users\\{u}\\{rng.choice(tails)}"
    return v, "home_path:" + k


# ---- schedule (the clock time of a person's routine)

_ZNUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
_HOURS = {"am": (5, 8), "noon": (11, 13), "pm": (13, 17), "eve": (17, 22), "night": (21, 23), "any": (5, 22)}


def gen_sched(rng, lang, kind):
    k = kind or "any"
    lo, hi = _HOURS[k]
    h = rng.randint(lo, hi)
    m = rng.choice([0, 0, 5, 10, 15, 20, 30, 30, 40, 45, 50])
    h12 = h % 12 or 12
    use_zh = lang == "zh" or (lang == "mixed" and rng.random() < 0.5)
    if not use_zh:
        ap = "am" if h < 12 else "pm"
        opts = [f"{h12}:{m:02d}", f"{h:02d}:{m:02d}", f"{h12}:{m:02d} {ap}", f"{h12}:{m:02d}{ap}",
                f"{h12}.{m:02d}{ap}", f"{h:02d}{m:02d}h"]
        if m == 0:
            opts += [f"{h12} {ap}", f"{h12}{ap}", f"{h12} o'clock"]
        if m == 30:
            opts += [f"half past {h12}", f"{h12} thirty"]
        if m == 15:
            opts += [f"quarter past {h12}"]
        if m == 45:
            opts += [f"quarter to {(h12 % 12) + 1}"]
        v = rng.choice(opts)
    else:
        dp = "凌晨" if h < 6 else "早上" if h < 9 else "上午" if h < 11 else "中午" if h < 13 else "下午" if h < 18 else "晚上"
        mz = {0: "", 30: "半", 15: "一刻"}.get(m)
        opts = [f"{h}:{m:02d}", f"{h12}点{m:02d}分" if m else f"{h12}点", f"{dp}{h12}点{m:02d}" if m else f"{dp}{h12}点",
                f"{h:02d}:{m:02d}"]
        if mz is not None:
            opts += [f"{_ZNUM[h12]}点{mz}", f"{dp}{_ZNUM[h12]}点{mz}", f"{dp}{h12}点{mz}"]
        else:
            opts += [f"{h12}点{m}", f"{dp}{h12}点{m}分"]
        v = rng.choice(opts)
    return v, "schedule:" + k


# ---- geo

_GEO_EN = [(42.33, -83.05), (42.32, -83.18), (41.65, -83.54), (52.48, -1.89), (53.80, -1.55), (53.38, -1.47),
           (52.41, -1.51), (34.85, -82.40), (34.73, -86.59), (48.78, 9.18), (25.67, -100.31), (52.92, -1.48)]
_GEO_ZH = [(31.30, 120.62), (22.72, 113.82), (23.02, 113.75), (31.57, 120.30), (29.87, 121.55), (31.39, 120.98),
           (22.83, 113.25), (31.81, 119.97), (32.06, 118.80), (30.57, 104.07)]
_ZIP = ["48126", "48128", "48124", "48091", "48089", "43604", "43612", "29607", "29615", "35806", "35801", "48205", "48219"]
_UKPC = ["B12", "B33", "B8", "LS11", "LS12", "S9", "S4", "CV6", "CV2", "DE24", "DE21", "WV10", "NG7", "ST4", "BD4", "M17"]
_CNPC = ["2150", "2151", "2153", "5237", "5238", "5181", "5180", "2140", "3151", "5283", "2130", "4650", "4160", "6380"]
_W3W = ["filled", "count", "soap", "lathe", "ramp", "copper", "ladder", "stack", "quiet", "orbit", "gravel",
        "mints", "tulip", "bench", "crisp", "spoon", "window", "paddle", "rocket", "harp"]
_PLUS = "23456789CFGHJMPQRVWX"


def gen_geo(rng, lang, kind):
    pool = {"en": ["gps", "gps", "zip", "ukpc", "plus", "dms", "geohash"],
            "zh": ["gps", "gps", "cnpc", "cnpc", "plus", "dms", "geohash"],
            "mixed": ["gps", "gps", "cnpc", "plus", "geohash", "zip", "ukpc"]}[lang]
    k = kind or rng.choice(pool)
    centers = _GEO_EN if (lang == "en" or k in ("zip", "ukpc")) else _GEO_ZH
    la0, lo0 = rng.choice(centers)
    la, lo = la0 + rng.uniform(-0.08, 0.08), lo0 + rng.uniform(-0.08, 0.08)
    nd = rng.choice([4, 5, 6])
    if k in ("gps", "gps_nospace"):
        if k == "gps_nospace":
            v = f"{la:.{nd}f},{lo:.{nd}f}"
        else:
            ns, ew = ("N" if la >= 0 else "S"), ("E" if lo >= 0 else "W")
            v = rng.choice([f"{la:.{nd}f}, {lo:.{nd}f}", f"{la:.{nd}f},{lo:.{nd}f}", f"{ns}{abs(la):.{nd}f} {ew}{abs(lo):.{nd}f}",
                            f"{abs(la):.{nd}f}°{ns}, {abs(lo):.{nd}f}°{ew}", f"{la:.{nd}f} {lo:.{nd}f}"])
    elif k == "lonlat":
        v = f"{lo:.6f},{la:.6f}"
    elif k == "dms":
        def dms(x):
            x = abs(x)
            d = int(x)
            mm = (x - d) * 60
            return f"{d}°{int(mm):02d}'{(mm - int(mm)) * 60:04.1f}\""
        v = f"{dms(la)}{'N' if la >= 0 else 'S'} {dms(lo)}{'E' if lo >= 0 else 'W'}"
    elif k == "zip":
        v = rng.choice(_ZIP)
        if rng.random() < 0.35:
            v += f"-{rng.randint(1000, 9999)}"
    elif k == "ukpc":
        v = f"{rng.choice(_UKPC)} {rng.randint(0, 9)}{_r(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"
    elif k == "cnpc":
        v = rng.choice(_CNPC) + f"{rng.randint(0, 99):02d}"
    elif k == "plus":
        v = rng.choice(["7P", "7Q", "8Q", "87", "86", "9C", "8C"]) + _r(rng, 6, _PLUS) + "+" + _r(rng, rng.choice([2, 3]), _PLUS)
    elif k == "geohash":
        pre = rng.choice(["wtt", "wtw", "ws0", "ws1", "wtm"] if centers is _GEO_ZH else ["dps", "gcq", "gcw", "u0w", "9g3"])
        v = pre + _r(rng, rng.randint(5, 7), "0123456789bcdefghjkmnpqrstuvwxyz")
    elif k == "w3w":
        v = ".".join(rng.sample(_W3W, 3))
    else:
        v, _ = gen_geo(rng, lang, "gps")
    return v, "geo:" + k


GEN = {
    "secret": gen_secret, "password": gen_password, "email": gen_email, "phone": gen_phone,
    "address": gen_address, "government_id": gen_gov, "financial": gen_fin, "person_name": gen_name,
    "username": gen_user, "home_path": gen_path, "schedule": gen_sched, "geo": gen_geo,
}


# --------------------------------------------------------------------------- templates
# One template per line; "kind|" prefix selects a value shape; "\n" is a newline; {V} is the
# planted value and other {names} are non-personal fillers.

T = {}


def _t(block):
    out = []
    for line in block.strip("\n").split("\n"):
        line = line.strip()
        if not line:
            continue
        kind = None
        m = re.match(r"^([a-z_0-9]+)\|(.*)$", line)
        if m:
            kind, line = m.group(1), m.group(2)
        line = line.replace("\\n", "\n").replace("\\t", "\t")
        assert line.count("{V}") == 1, line
        out.append((kind, line))
    return out


T["secret", "en"] = _t(r"""
slack|Andon bot for {line} keeps failing again. Check the token in andon.yaml -> slack_bot_token: {V}
aws_akid|.env for the MES bridge on {plant}:\nMES_DB_HOST=mesdb01.plant.local\nMES_DB_PORT=5432\nAWS_ACCESS_KEY_ID={V}\nAWS_REGION=us-east-2
aws_secret|# historian archive to S3\nAWS_ACCESS_BUCKET=plant2-historian-archive\nAWS_SECRET_ACCESS_KEY={V}\nARCHIVE_CRON=0 3 * * *
hf|Shift handover ({shift}): the defect-classifier job on the edge box now runs with `export HF_TOKEN={V}` - please stop pasting it into work orders.
hex|OPC UA gateway -> cloud push failed with 401 since the firmware update. Current header in edge config is x-api-key: {V}
generic|{"device": "{mc}", "endpoint": "https://ingest.plant-iot.io/v2", "apiKey": "{V}", "interval_ms": 500}
slack_webhook|scada_alerts:\n  webhook: {V}\n  channel: "#line-alarms"\n  min_severity: high
ghp|git remote set-url origin https://{V}@github.com/acme-mfg/plc-backups.git   # after the token rotation on {date}
openai|Vision station AOI-02 generates defect captions through OpenAI. Key was rotated after the audit: OPENAI_API_KEY={V}
anthropic|ANTHROPIC_API_KEY={V}  # used by the 8D summary script in the QA share, do not commit
stripe|The spare-parts web shop still checks out with live key {V}; finance wants it moved to Vault before the {date} audit.
google|Visitor kiosk floor map loads <script src="https://maps.googleapis.com/maps/api/js?key={V}&callback=initMap"></script>
sendgrid|SendGrid key for the overtime approval mails: {V} (sender: no-reply, template d-4471)
telegram|Boiler house alarms go to the Telegram bot, token {V}, chat is the maintenance on-call group.
jwt|curl -s -H 'Authorization: Bearer {V}' https://mes.plant.local/api/v1/workorders/{wo}
privkey|Key for the SFTP drop to {sup} (do NOT email this again, put it in the vault):\n{V}\nFingerprint check pending.
url_cred|{ts} WARN historian-sync: retrying with conn string {V} (attempt 3/5)
hex|Ignition gateway: set ignition.token = {V} in gateway.conf, then restart the service on SCADA-SRV02.
azure|Azure IoT Hub, device {mc}: HostName=plant2-hub.azure-devices.net;DeviceId=press-07;SharedAccessKey={V}
glpat|GitLab CI variable PLC_REPO_TOKEN={V} was printed in job log #{n}, revoke it please.
grafana|Grafana service account token for the OEE wall dashboard: {V}
influx|[influxdb]\nurl = http://10.40.2.15:8086\norg = plant2\ntoken = {V}\nbucket = press_line
npm|//registry.npmjs.org/:_authToken={V}\n(this is the .npmrc on the HMI web build server)
hex|system,account,secret\nMES,svc_mes,{V}\nWMS,svc_wms,(in vault)
uuid|ThingWorx appKey for the press monitoring mashup = {V}
github_pat|hey can u check why the label printer service fails on {line}? it pulls templates with github_pat {V} i think it expired
upper|OCR scan of vendor handover sheet:\nREM0TE ACCESS T0KEN : {V}\nVALID UNT1L 2026-06-30   SIGN: ______
generic|voice note the robot cell api secret is {V} please store it in the vault not in the logbook thanks
slack|| System | Token |\n|---|---|\n| Andon (Slack) | {V} |\n| Email relay | in vault |
hex64|kubectl create secret generic mes-api --from-literal=token={V} -n plant-apps
hf|HF model pull on the edge box failed, token cached there is stale. New one: {V}
hex|Maintenance WO {wo}: replace API token on the energy meter gateway after the swap. New token {V}, old one revoked.
dingtalk|Stop-line alerts for the Suzhou plant go to https://oapi.dingtalk.com/robot/send?access_token={V}
aws_akid|{V} is the access key id the MES export script uses; the matching secret is in the password manager.
jwt|Cookie: mes_session={V}; Path=/; HttpOnly
""")

T["secret", "zh"] = _t(r"""
dingtalk|三号线安灯机器人推送失败，钉钉 webhook 里的 access_token={V}，麻烦设备科帮忙更新一下。
uuid|企业微信群机器人地址：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={V}，用于停线报警。
uuid|飞书告警机器人：https://open.feishu.cn/open-apis/bot/v2/hook/{V}
hex|MES 接口令牌已更换，新的令牌是 {V}，请各产线工控机同步修改配置。
aliyun_id|阿里云 AccessKey ID：{V}，用于上传 SPC 图片到 OSS。
aliyun_secret|阿里云 AccessKey Secret：{V}（千万不要发到群里！）
tencent_id|腾讯云 SecretId={V}，COS 桶存的是视觉检测原图
generic|交接班记录（{zshift}）：数采网关 {mc} 上报 401，查看配置文件 token 字段为 {V}，已通知 IT 更换。
aws_akid|二厂能耗平台 .env 配置：\nDB_HOST=10.10.3.21\nAWS_ACCESS_KEY_ID={V}\nAWS_REGION=cn-north-1
url_cred|SCADA 历史库连接串：{V}，只读账号，别外传。
openai|品质部 8D 报告自动汇总脚本用的 OpenAI 密钥：{V}
anthropic|视觉检测工位调用大模型接口，key 写在 config.json 里："api_key": "{V}"
hex|物联网平台设备密钥 DeviceSecret：{V}
generic|维修工单 {wo}：更换能源网关后需重新填写接入令牌 {V}。
jwt|巡检 APP 登录接口返回的 token：{V}，有效期 7 天。
privkey|采购系统对接供应商门户的私钥如下，请妥善保管：\n{V}
url_cred|{ts} [ERROR] 数采服务连接失败 uri={V} 重试中
ghp|GitHub 上 PLC 程序备份仓库的访问令牌是 {V}，下周到期。
grafana|碳排放看板用的 Grafana 令牌：{V}
azure|Azure IoT Hub 的 SharedAccessKey 是 {V}，设备号 {mc}
stripe|海外备件网店的 Stripe 密钥过期了，新密钥：{V}
sendgrid|海外工厂企业邮箱发件走 SendGrid，API 密钥 {V}
telegram|泰国厂锅炉房报警 Telegram 机器人 token：{V}
generic|语音转写 设备科说新的网关密钥是{V}记得改一下 不然明天数采又断
hex|| 系统 | 密钥 |\n|---|---|\n| 能耗平台 | {V} |\n| 仓储系统 | 见保险柜 |
hex|CSV 导出：\n系统,账号,密钥\nWMS,svc_wms,{V}
upper|扫描件识别：远程运维授权码 {V}\n有效期至 2026-12-31 盖章：设备部
hf|下载缺陷分类模型需要 Hugging Face token：{V}
hex64|kubectl create secret generic mes-token --from-literal=token={V} -n mes-prod
influx|InfluxDB 的 token = {V}，bucket 是 press_line，org 是 plant2
glpat|GitLab 流水线变量 DEPLOY_TOKEN 泄露在日志里了：{V}，请立即吊销。
google|访客登记大屏的谷歌地图 API Key：{V}
slack|海外工厂 Slack 频道 #plant-alarms 的 bot token：{V}
aliyun_secret|{V} 是 OSS 的 AccessKey Secret，昨晚被人贴到交接班群了，已经作废
""")

T["secret", "mixed"] = _t(r"""
slack|Line 2 的 andon bot 又挂了，Slack token 是 {V}，麻烦 IT 看一下
jwt|MES API 的 bearer token 过期了, new one: {V} ，今晚{zshift}前要更新到所有 HMI
aws_akid|这个 .env 不要 commit：\nAWS_ACCESS_KEY_ID={V}\nAWS_DEFAULT_REGION=cn-north-1
aws_secret|aws secret key 我先贴这里 {V} 用完记得 rotate 一下
dingtalk|钉钉 webhook access_token={V}, 用于 SMT line 停线 alert
openai|OpenAI key 给 8D report summarizer 用：{V}
github_pat|这个 github_pat {V} 有 repo write 权限，别乱用
url_cred|historian 的 connection string：{V} （read only 账号）
azure|Edge gateway {mc} 的 device key = {V}
hf|Please 把 HF_TOKEN={V} 加到 edge box 的 systemd env 里
grafana|Grafana token {V} 是给 OEE dashboard 的，别给 supplier
aliyun_secret|阿里云 AK secret: {V} , upload SPC images 用
hex|log 里看到 {ts} ERROR auth failed key={V} ，是不是 key 被 reset 了？
generic|JSON config：{"plant": "SZ2", "token": "{V}", "retry": 3}
stripe|Stripe live key {V} 是 spare parts 网店用的，finance 说要挪到 vault
anthropic|sk-ant key for 质量 chatbot: {V}
telegram|Telegram alarm bot 的 token {V}，泰国厂那边在用
privkey|private key for SFTP 到 supplier portal：\n{V}
sendgrid|SendGrid API key 用来发 overtime approval 邮件：{V}
influx|InfluxDB token = {V} , bucket=press_line, org=plant2
glpat|gitlab deploy token {V} 在 CI log 里 leak 了，已经 revoke 了吗？
uuid|企业微信 bot key={V}, for 品质异常 notify
uuid|feishu hook 地址 https://open.feishu.cn/open-apis/bot/v2/hook/{V} ，用于 EHS incident 通知
uuid|ThingWorx appKey 换成 {V} 了，mashup 那边要同步改
tencent_key|腾讯云 SecretKey 是 {V} ，COS bucket 用
hex|curl -H "X-API-Key: {V}" http://mes.local/api/lots/{lot}  这个 key 下周 expire
generic|| system | token |\n|---|---|\n| WMS 接口 | {V} |
generic|voice memo 那个 robot cell 的 api secret 是 {V} you know 就是 FANUC 那台
upper|OCR 识别结果 REMOTE SUPPORT KEY: {V} 有效期 30 天
hex64|kubectl create secret generic mes --from-literal=MES_TOKEN={V} -n mes-prod
google|Google Maps key {V} 用在 visitor kiosk 的厂区地图
npm|npm token {V} 是 HMI web 组件 publish 用的
aliyun_id|{V} 这个 AccessKey ID 是谁建的？OSS 上 SPC 图片都是它传的
""")

T["password", "en"] = _t(r"""
HMI on {mc}: engineer level password is {V}, operator level needs no password.
Shift handover ({shift}): know-how protection pw on the S7-1500 = {V}, needed for the FB edit tomorrow.
door|Door code for the tool crib changed to {V}. Do not write it on the whiteboard again.
Wi-Fi for the maintenance tablets: SSID PLANT-MAINT, password: {V}
.env\nMES_DB_USER=mes_app\nMES_DB_PASSWORD={V}\nMES_DB_NAME=mes_prod
pin|Login for the Fanuc teach pendant (setup level): {V}
tried logging into SAP with my temp pw {V} and it locked me out lol, can someone in IT reset it
Hi team, the new password for the shared QA laptop is {V}. Please don't change it without telling the lab.
user,level,password\nmaint01,3,{V}\nop_line3,1,(none)
plc:\n  ip: 192.168.0.10\n  rack: 0\n  slot: 1\n  password: {V}
door|Locker 14 in the men's changing room, combination {V}.
The password is {V} - it's case sensitive and the zero is a zero, not an O.
phrase|voice note the admin password for the chiller controller is {V} please change it after the service visit
phrase|Passphrase for the engineering workstation BitLocker: {V}
Ignition designer login: admin / {V}
rand|Payroll portal: your temporary password is {V}. You will be asked to change it at first login.
WinCC runtime user 'shiftlead' pw {V} (level 500, can acknowledge alarms)
pin|Kiosk PIN for clocking overtime: {V}
door|Gate turnstile override code {V} - EHS only, log every use.
| Device | User | Password |\n|---|---|---|\n| Press HMI | eng | {V} |
rand|OCR from the sticker on the VNC box:\nVNC PASSW0RD: {V}\nDO NOT REMOVE
Reminder: the CMM dongle PC login is {V}, the one in the metrology lab.
For the switch in cabinet E3: enable secret {V}
mosquitto_passwd entry for the press line: user edge01, password {V}
{"host": "10.20.4.8", "user": "opcua", "pass": "{V}", "security": "Basic256Sha256"}
pin|Mobile MES app PIN: {V} (don't share with the temps)
can you log in for me? pw is {V} thx, im stuck in the canteen queue
door|Safe in the shift office - combo {V}
pin|Secure print release code for the QA printer: {V}
rand|Our {sup} supplier portal password got changed to {V} by their admin, FYI.
phrase|Changed my MES password to {V} after the reset, writing it here so I remember, delete later
BIOS password on all the line PCs is {V}, same as last year.
""")

T["password", "zh"] = _t(r"""
{zline} HMI 工程师权限密码：{V}，操作员权限无需密码。
交接班（{zshift}）：S7-1200 程序块保护密码是{V}，明天改程序要用。
door|刀具房门禁密码已改为{V}，不要再写在白板上。
维修平板的WiFi：PLANT-MAINT，密码{V}
rand|MES 登录密码忘了，重置后的临时密码是{V}，首次登录需修改。
door|宿舍3号楼大门密码：{V}
cn|工资查询系统的初始密码为{V}，请尽快修改。
cn|我的 SAP 密码是{V}，帮我看下为什么登不上去
pin|机器人示教器设置级密码{V}
空压机控制器管理员密码：{V}（厂家售后留的）
door|储物柜15号密码锁{V}
语音转写 那个冷水机的密码是{V}你改完告诉我一下
配置文件：\nplc:\n  ip: 192.168.1.20\n  password: {V}
导出的 HMI 用户表：\n用户,级别,密码\nweixiu01,3,{V}
交换机 enable 密码 {V}，在 E3 柜。
账号申请单\n部门：{zdept}\n系统：MES\n登录密码：{V}\n审批：部门经理
cn|班长电脑开机密码是{V}，{zshift}要打印交接单可以用。
pin|考勤机加班登记 PIN：{V}
door|厂区闸机紧急开门码{V}，仅限安环部使用。
door|保险柜组合码{V}，钥匙在车间主任处。
rand|供应商门户（{zsup}）密码已被管理员改成{V}
rand|扫描件识别：VNC 密码 {V} 请勿撕毁
| 设备 | 账号 | 密码 |\n|---|---|---|\n| 冲压 HMI | eng | {V} |
phrase|加密盘口令：{V}
pin|打印机安全释放码：{V}
你好，共享质检电脑的新密码是 {V} ，请勿随意修改。
MQTT 账号 edge01 密码 {V}
json：{"user": "opcua", "pwd": "{V}"}
cn|帮我登一下考勤系统呗 密码{V} 我在食堂排队
BIOS 密码统一为{V}
cn|EHS 系统登录密码：{V}，账号是工号。
新员工宿舍 WiFi 密码是{V}，连不上找行政。
cn|{V}是我 OA 的密码，你帮我把加班单提交一下
""")

T["password", "mixed"] = _t(r"""
HMI 的 engineer password 是 {V}，operator 不用密码
Line 4 PLC know-how protection 密码：{V}
door|tool crib 门禁 code 改成 {V} 了
maintenance tablet 的 WiFi password: {V}
rand|MES temp password 是 {V}，first login 要改
door|宿舍 B 栋 door code {V}，别告诉外面的人
cn|SAP 登录 pw: {V} 帮我 check 一下为什么 locked
pin|robot teach pendant 的 setup password {V}
.env\nDB_USER=mes\nDB_PASS={V}\nDB_HOST=10.10.3.21
chiller 厂家 service 留的 admin pw 是 {V}
door|locker 22 的 combination 是 {V}
语音转写 那个 VNC password 是 {V} ok 吗 你试一下
yaml:\nopcua:\n  user: reader\n  password: {V}
user,level,pwd\nqc_lab,2,{V}
switch enable secret {V}，在 cabinet E3
Account 申请单\nSystem: WMS\n部门：{zdept}\n初始密码: {V}
cn|shift office PC 开机 pw {V}，{zshift}打印用
pin|overtime kiosk PIN: {V}
door|gate override code {V}，only EHS 可以用
door|safe combo {V}，key 在 plant manager 那
rand|supplier portal password 被 reset 成 {V} 了
rand|OCR: VNC PASSW0RD {V}
| device | user | 密码 |\n|---|---|---|\n| press HMI | eng | {V} |
phrase|BitLocker passphrase: {V} 别贴群里
pin|QA printer release code {V}
shared QA laptop 的新密码是 {V}，别乱改
MQTT user edge01 / pass {V}
json: {"user":"opcua","pwd":"{V}"}
cn|帮我 login 一下 HR portal, pw {V}，我在 canteen 排队
BIOS password 统一设成 {V}
cn|EHS system 登录密码 {V}，account 是工号
dorm WiFi 密码 {V}，连不上找 admin office
phrase|{V} 是新的 vault master passphrase, 只有 IT lead 知道
""")

T["email", "en"] = _t(r"""
Please send the 8D draft ({d8}) to {V} before the customer call on Thursday.
en_work|Supplier contact for the gasket leak on {pn}: {V}
Shift handover ({shift}): overtime request for the weekend forwarded to {V} for approval.
en_work|From: {V}\nSubject: {ncr} - {defect} on {pn}\n\nPhotos attached, lot {lot} is on hold.
en_work|cc {V} on the PPAP resubmission, they own the control plan now.
Visitor badge request for the Fanuc service engineer - escort can be reached at {V}.
en|badge_id,dept,email\nB{n},{dept},{V}\nB{n},{dept},(pending)
en|{"employee": "E{n}", "notify": "{V}", "channel": "email"}
My personal email is {V} in case the payslip portal keeps timing out.
obf_en|if the portal bounces my mail, reach me at {V}
en_work|alerts:\n  escalation_email: {V}\n  severity: critical
en_work|Reply-To: {V}\nX-Mailer: SAP NetWeaver 7.5
en|{ts} INFO mailer: sent WO {wo} completion notice to {V}
pls add {V} to the SCADA alarm distribution list thx
en_work|voice note send the torque data to {V} before end of shift
en_work|Forward the calibration certificates for the torque wrenches to {V}.
en_work|The buyer at {sup} is {V}; she prefers email over calls.
| Role | Email |\n|---|---|\n| Maintenance planner | {V} |
OCR: E-MAIL: {V}  TEL: ----  DEPT: {dept}
en_work|Contractor induction form\nCompany: {sup}\nEmail: {V}\nHard hat colour: white
I'll be off site tomorrow, email {V} for anything urgent on {line}.
en_work|mailto:{V}?subject=8D%20{d8}%20containment
en|git config user.email "{V}"   # on the PLC backup box, fix the author later
Payroll query: my overtime for week 7 is missing, please reply to {V}.
Dorm maintenance request #{n} confirmation sent to {V}.
Canteen survey prize draw - the winner will be notified at {V}.
New hire IT notifications go to {V} until the company mailbox is set up.
Ticket {tk}: user {V} reports HMI touchscreen drift on {mc}.
EHS near-miss report submitted by {V} (forklift / pedestrian, dock 3).
en_work|Auditor wants the SPC charts by Friday; send them to {V}
obf_en|the SQE at the customer changed, new address is {V}, update the 8D distribution
{V} - that's where the agency temp wants his P45 sent.
""")

T["email", "zh"] = _t(r"""
请在客户电话会前把 8D 初稿（{d8}）发到 {V}。
cn_work|密封圈泄漏问题的供应商联系人邮箱：{V}
加班申请已转发至 {V} 审批，请留意。
cn_work|发件人：{V}\n主题：{ncr} {zdefect}问题\n\n照片见附件，批次 {lot} 已隔离。
cn_work|PPAP 重新提交时抄送 {V}，控制计划现在归他们管。
访客接待人邮箱：{V}
cn|工号,部门,邮箱\nE{n},{zdept},{V}
qq|我的私人邮箱是{V}，工资条系统打不开的话发这里。
obf_cn|邮箱 {V}（防爬虫，自己改一下）
qq|QQ邮箱 {V}，加班单扫描件发这个就行
cn|{ts} 邮件服务：工单 {wo} 完工通知已发送至 {V}
麻烦把 {V} 加到 SCADA 报警邮件组
cn_work|校准证书请转发到 {V}。
cn_work|{zsup}的采购对接人邮箱是 {V}，她更喜欢邮件沟通。
| 岗位 | 邮箱 |\n|---|---|\n| 设备计划员 | {V} |
扫描件：电子邮箱 {V} 部门 {zdept}
cn_work|承包商入厂登记表\n单位：{zsup}\n邮箱：{V}\n安全帽颜色：白色
我这周出差，{zline}有急事发邮件到{V}。
工资疑问：第7周加班工时少算了，请回复至{V}。
宿舍报修确认邮件已发送到{V}
食堂满意度调查中奖者将通过 {V} 通知。
工单 {tk}：用户 {V} 反映 {mc} 触摸屏漂移。
EHS 未遂事件报告提交人：{V}
cn_work|审核员要周五前拿到 SPC 图，邮箱：{V}
cn_work|把样品照片发给供应商质量工程师（{V}）
obf_cn|客户 SQE 换人了，新邮箱 {V}
语音转写 把扭矩数据下班前发到{V}
cn|json：{"工号": "E{n}", "通知邮箱": "{V}"}
离职交接：以后系统通知请发到我的个人邮箱 {V}
新员工入职信息表\n部门：{zdept}\n个人邮箱：{V}\n工牌：待制作
你好，我是新来的实习生，邮箱{V}，请拉我进品质群。
{V} 这个邮箱是劳务公司对接人的，结算单发给他
""")

T["email", "mixed"] = _t(r"""
8D draft 请在 customer call 之前发到 {V}
supplier 那边的 contact email 是 {V}，gasket leak 的事找她
overtime request 已经 forward 给 {V} approve 了
From: {V}\nSubject: {ncr} {zdefect} issue\n照片 attached，lot {lot} on hold
PPAP resubmission 记得 cc {V}
visitor badge 申请，escort 的 email：{V}
cn|badge,dept,email\nB{n},{zdept},{V}
cn|{"employee":"E{n}","notify":"{V}","lang":"zh-CN"}
qq|我的 personal email 是 {V}，payslip portal 打不开就发这
obf_cn|email: {V} （为了防 spam 写成这样）
obf_en|reach me at {V}, 公司邮箱最近老是退信
cn|{ts} INFO mailer: WO {wo} 完工 notice sent to {V}
请把 {V} 加到 SCADA alarm mailing list
calibration certs 转发到 {V} 就可以
nick|{zsup} 的 buyer 是 {V}，她 prefer email
| Role | 邮箱 |\n|---|---|\n| 设备 planner | {V} |
OCR 结果 E-MAIL {V} 部门 {zdept}
Contractor 入厂 form\nCompany: {zsup}\nEmail: {V}\n安全帽：white
我明天 off site，{zline} 有 urgent 的事 email {V}
payroll 问题：week 7 的 OT 少算了，reply 到 {V}
宿舍 maintenance request 的 confirmation 发到 {V} 了
canteen survey 中奖会通知 {V}
ticket {tk}：user {V} 说 {mc} 的 touchscreen 漂移
near miss report submitted by {V}
auditor 要 SPC charts，send 到 {V}
样品 photos 发给 SQE（{V}）
customer SQE 换人了, new email {V}
语音转写 torque data 下班前 send 到{V}
nick|我是新来的 intern，邮箱 {V}，please 拉我进 QA 群
en|git config user.email "{V}" 这个是 PLC backup 那台机器上的
offboarding：之后的 notification 请发我 personal mailbox {V}
{V} 是 labour agency 的对接人，settlement 发给他
""")

T["phone", "en"] = _t(r"""
If the compressor trips on nights, ring the shift lead's mobile: {V}
Call me on {V} when the die change on {mc} is done.
Supplier contact at {sup}, mobile {V}, speaks English and German.
On-call maintenance this week: {V}
us_ext|Visitor badge form\nVisitor company: {sup}\nHost extension: {V}\nArea: Hall 4
badge,dept,mobile\nB{n},{dept},{V}
SMS alert recipient for the boiler low-water alarm: {V}
if the payroll query isn't sorted by friday text me {V}
ICE contact on the induction form: {V}
My new number is {V}, please update the call-out list.
Crane hire driver reachable on {V}, arriving at dock 2.
{"role": "on_call", "phone": "{V}", "escalate_after_min": 15}
escalation:\n  level2: "{V}"\n  level3: plant manager
{ts} andon-sms: delivered to {V} status=OK line={line}
voice note call me back on {V} when the crane is free
| Role | Phone |\n|---|---|\n| Electrician on call | {V} |
OCR: TEL. {V}  FAX -  DEPT MAINT
WhatsApp me ({V}) pics of the cracked weld before you bin it
For dorm issues the resident rep is on {V}.
Missed call from {V}, probably the agency about the temp workers.
Forklift instructor's mobile: {V}
Please phone {V} before delivering pallets to Dock 4.
Emergency call-out list updated: maintenance supervisor - {V}
Contact number (private): {V}
Signal: {V}
From the sign-in sheet: contractor phone {V}, company {sup}
Text from {V}: "running late, traffic on the bypass"
if no answer on the radio try my mobile {V}
uk_land|my desk phone is {V}, the QA office next to the CMM room
Reach the buyer directly on {V}, the switchboard never forwards.
Call {V} for the keys to the chemical store.
phone:{V};role=qa_lead;site=Plant 2
{V} - that's the night fitter's number, stick it on the andon board
""")

T["phone", "zh"] = _t(r"""
{zshift}空压机跳闸请打班长电话 {V}
{mc}换模完成后打我手机{V}
{zsup}业务员手机：{V}
本周设备值班电话：{V}
cn_land|访客登记表\n来访单位：{zsup}\n被访人分机：{V}\n区域：四号厂房
工号,部门,手机\nE{n},{zdept},{V}
锅炉低水位报警短信接收人：{V}
工资有问题可以直接打我电话{V}
紧急联系人电话：{V}
我换号了，新号码{V}，麻烦更新一下值班表。
吊车司机电话{V}，下午到2号月台
{"角色": "值班", "电话": "{V}", "超时升级": 15}
升级:\n  二级: "{V}"\n  三级: 厂长
{ts} 短信网关：已发送至 {V} 状态=成功
语音转写 回头打我电话{V}吊车空了跟我说一声
| 岗位 | 电话 |\n|---|---|\n| 值班电工 | {V} |
扫描件 电话:{V} 传真:- 部门:设备
加我微信，手机号同号{V}，把焊缝裂纹的照片发过来
宿舍楼管电话{V}，热水器坏了找她。
未接来电{V}，应该是劳务派遣公司的。
叉车培训师傅手机：{V}
送货到4号月台前请先联系{V}
紧急呼叫名单更新：维修主管 {V}
联系方式（私人）：{V}
签到表上承包商电话{V}，单位{zsup}
对讲机没人回就打我手机 {V}
cn_land|我座机 {V}，品质办公室在三坐标室旁边
采购直接联系：{V}，总机转不过去
化学品仓库钥匙找 {V}
手机：{V}\n职位：品质工程师\n部门：{zdept}
短信验证码发到 {V} 了，但我一直没收到
{V} 这个号是夜班钳工的，贴到安灯看板上
""")

T["phone", "mixed"] = _t(r"""
{zshift} compressor trip 了就打 shift lead 手机 {V}
die change 做完 call me {V}
supplier {zsup} 的 sales mobile: {V}
本周 maintenance on-call：{V}
cn_land|Visitor 登记\nCompany: {zsup}\nHost 分机: {V}
badge,dept,mobile\nB{n},{zdept},{V}
boiler low-water alarm 的 SMS 接收人：{V}
payroll 有问题 friday 前 text 我 {V}
ICE contact 紧急联系人：{V}
我换号了 new number {V}，call-out list 更新一下
crane 司机 {V}，下午到 dock 2
{"role":"on_call","phone":"{V}"}
escalation:\n  level2: "{V}"  # 设备主管
{ts} andon-sms delivered to {V} status=OK
语音转写 crane 空了 call me back {V}
| Role | 电话 |\n|---|---|\n| electrician on call | {V} |
OCR 识别 TEL {V} DEPT 设备
WhatsApp / 微信同号 {V}，焊缝 crack 的照片发我
dorm 的楼管 phone {V}，热水器坏了找她
missed call {V}，应该是 labour agency
forklift 培训师傅 mobile：{V}
送货到 Dock 4 之前先 call {V}
emergency call-out list：maintenance supervisor {V}
private contact number：{V}
sign-in sheet 上 contractor 电话 {V}
radio 没人回就打我 mobile {V}
cn_land|我的 desk phone {V}，QA office 在 CMM 房旁边
buyer 直线 {V}，总机转不过去
chemical store 钥匙 call {V}
Mobile：{V}\nTitle：品质工程师
de|德国来的 service engineer 手机 {V}，只说英语
{V} 是 night fitter 的号，贴到 andon board 上
""")

T["address", "en"] = _t(r"""
us|Please update my home address for payroll: {V}, {city}. The old one is closed.
Dorm checkout done - forwarding address {V}, {city}.
Contractor induction: home address {V}, {city}
Ship the replacement safety boots to {V} since I'm on leave until the {date}.
us|emp_id,home_address,city\nE{n},"{V}",Dearborn
us|{"emp": "E{n}", "home_address": "{V}", "state": "MI"}
I moved to {V}, can HR update the shuttle pickup list?
uk|P60 should go to {V}, {city}, not the old flat.
Taxi for the night shift drop-off: {V}
OCR: ADDRESS {V} {city}  SHIFT: C
The NDA form for the visiting auditor lists a home address of {V}.
us|Mail my W-2 to {V}, {city} please.
| Field | Value |\n|---|---|\n| Home address | {V} |\n| Shift | {shift} |
Carpool pickup point is my house, {V}.
Return the loaned laptop by courier to {V}.
Emergency contact lives at {V}, {city}.
uk|Apprentice's lodging this term: {V}, {city}
employee:\n  id: E{n}\n  address: "{V}"\n  shuttle: true
Relocation allowance claim, new residence {V} ({city}).
Expat process engineer's apartment: {V}
Workers' comp correspondence address: {V}, {city}
Change of address form\nOld: (see file)\nNew: {V}\nEffective: {date}
my address is {V} if you want to drop off the spare uniform
Staff hamper delivery list, box {nn}: {V}
Send the certificate of employment to {V}.
us|Background check: current address {V}, {city}
Shuttle stop request - could the bus stop near {V}? It's on the way to {plant}.
Pension letter came back, the address on file was {V}.
uk|Temp agency note: worker stays at {V}, {city}
Cycle-to-work scheme delivery to {V}
Medical assessment letter posted to {V}.
{V} - that is the home address on the injury report, double check with HR.
""")

T["address", "zh"] = _t(r"""
工资卡寄送地址：{zcity}{V}
离职后档案邮寄到 {zcity}{V}
我搬家了，新地址 {V}，麻烦人事更新一下班车接送点。
劳保鞋寄到我家：{zcity}{V}
工号,现住址\nE{n},{V}
{"工号": "E{n}", "住址": "{V}"}
员工信息登记表\n部门：{zdept}\n现住址：{zcity}{V}\n班次：{zshift}
{zshift}下班打车到{V}
扫描件识别 住址 {V} 民族 汉
| 项目 | 内容 |\n|---|---|\n| 现住址 | {V} |
外派工程师住在{zcity}{V}
紧急联系人住址：{V}
在职证明请寄到{zcity}{V}
背景调查：现居住地址{V}
我住{V}，拼车的话可以顺路接
工伤赔付函件收件地址：{zcity}{V}
中秋节礼品寄送：{V}
体检报告寄回{V}
劳务公司备注：该员工租住在{V}
cn|宿舍退宿后住到了{zcity}{V}
地址变更申请\n新地址：{V}\n生效日期：{zdate}
语音转写 我家在{V}你到了在楼下等我
快递收货地址 {zcity}{V}（周末在家）
员工:\n  工号: E{n}\n  住址: "{V}"
笔记本电脑归还请快递到{V}
cn_rural|户籍地址：{V}
入职登记表 家庭住址：{V}
社保信息变更 通讯地址：{zcity}{V}
外卖送到{V}，别送到厂里了
cn|房东说{V}那套下个月要涨租
cn|班车申请：上车点在{V}门口
cn|员工宿舍外住补贴申请，租房地址：{zcity}{V}
cn_dorm|{V} 是新员工的床位，钥匙找宿管拿
""")

T["address", "mixed"] = _t(r"""
cn|payroll 的 home address 更新成 {zcity}{V}
离职后 file 寄到 {V}
我搬家了 new address {V}，shuttle pickup list 更新一下
safety boots 寄到我家 {V} 吧
emp_id,address\nE{n},"{V}"
{"emp":"E{n}","home_address":"{V}"}
Onboarding form\nDept: {zdept}\n现住址: {V}
{zshift}下班 taxi 到 {V}
OCR 住址 ADDRESS {V}
| Field | 内容 |\n|---|---|\n| Home address | {V} |
expat engineer 住在 {V}
emergency contact 住址：{V}
certificate of employment 寄到 {V}
background check current address：{V}
carpool 的话我住 {V}，可以顺路
workers' comp 信件寄 {V}
中秋 gift box 寄送 {V}
medical report 寄回 {V}
agency note：worker 租住在 {V}
cn|dorm 退宿之后住 {zcity}{V}
Change of address\n新地址: {V}\nEffective: {zdate}
voice 转写 我家在 {V} you can 在楼下等我
快递 delivery address {V}（weekend 在家）
employee:\n  id: E{n}\n  address: "{V}"
laptop 归还请 courier 到 {V}
cn_rural|hukou 户籍地址: {V}
社保 mailing address：{V}
外卖 deliver 到 {V}，别送 plant
cn|landlord 说 {V} 那套下个月涨租
cn|shuttle 上车点 request：{V} 门口
cn_dorm|新 hire 的床位在 {V}，钥匙找宿管
{V} 是 injury report 上的 home address，跟 HR double check 一下
""")

T["government_id", "en"] = _t(r"""
ssn|New hire onboarding: SSN {V}, please key it into payroll before Friday.
us_passport|I-9 verification: passport no. {V}, expires 2031.
de_passport|Visitor badge for the foreign auditor - passport {V}, nationality DE.
nino|NI number for the agency temp on {line}: {V}
us_dl|Forklift licence record, state driver's licence {V}
ssn|W-4 form\nSSN: {V}\nFiling status: single\nAllowances: 0
utr|Tax reference (UTR) for the sole-trader electrician's invoice: {V}
ssn|emp,ssn,dept\nE{n},{V},{dept}
ssn|{"emp": "E{n}", "ssn": "{V}", "status": "active"}
cnid|OCR of the Chinese colleague's ID card for the visa letter: ID No. {V}
ssn|Payroll rejected the record - SSN {V} doesn't match the name on file.
us_passport|Passport number for the China business-visa invitation letter: {V}
us_dl|Gate security: contractor showed driver license {V}, logged in the visitor book.
itin|ITIN {V} for the seasonal packing worker, no SSN yet.
ssn|| Field | Value |\n|---|---|\n| SSN | {V} |\n| Dept | {dept} |
nino|HR ticket {tk}: wrong NI number on the payslip, the correct one is {V}
ssn|voice note his social is {V} enter it when the system is back up
uk_passport|Visa letter for the Shenzhen supplier visit: UK passport {V}
nino|employee:\n  id: E{n}\n  ni_number: {V}\n  tax_code: 1257L
us_dl|CDL number for the truck driver waiting at dock 2: {V}
ssn|Fire warden certificate paperwork, ID: {V}
ssn|{V} is the SSN on the I-9, please shred the photocopy.
nino|Temp worker registration: National Insurance {V}, start date {date}
de_passport|Gate log: visitor ID (passport) {V} checked in for the Trumpf service visit
ssn9|Found an unformatted SSN in the MES export column F: {V}
ein|EIN for the one-man welding contractor: {V}
us_dl|Driver's license #: {V} (MI), needed for the company van insurance
us_passport|Customs broker needs the expat's passport number: {V}
ssn|my SSN is {V}, not the one printed on the W-2
nino|NINO {V} - please update the pension auto-enrolment record
itin|Payroll setup, taxpayer ID (ITIN): {V}
ssn9|SSN:{V}|DEPT:{dept}|SHIFT:C
""")

T["government_id", "zh"] = _t(r"""
新员工入职登记 身份证号：{V}
宿舍入住需提供身份证号码{V}，押金200元。
工牌补办申请\n部门：{zdept}\n身份证：{V}
us_passport|外籍工程师护照号 {V}，下周来调试机器人。
cn_passport|访客登记：证件类型 护照，证件号码 {V}
hk_permit|港澳通行证号码：{V}，去香港参展用
工号,身份证号,部门\nE{n},{V},{zdept}
{"工号": "E{n}", "idcard": "{V}"}
OCR 识别 公民身份号码 {V}
社保卡号同身份证号：{V}
叉车证登记 驾驶证号：{V}
{V} 这个身份证号在系统里重复了，麻烦核对一下
劳务派遣人员名单中身份证号{V}的人员已离职
cn_passport|出国审批：因公护照号 {V}
个税申报，纳税人识别号 {V}
tw_permit|台胞证号码 {V}，台籍干部签证续期用
语音转写 他的身份证号是{V}你帮忙录一下
| 项目 | 内容 |\n|---|---|\n| 身份证号 | {V} |\n| 班组 | {zshift} |
职业健康体检报名：证件号 {V}
特种作业操作证（电工）证号 {V}
工资卡开户需要身份证{V}的复印件
门禁系统人脸登记失败，身份证号 {V} 未实名
夜班加班费申诉：本人身份证号{V}，工号见附件
工人:\n  工号: E{n}\n  身份证: "{V}"
cn_passport|护照 {V} 的签证快到期了，下月去越南工厂
{ts} HR同步 id_no={V} status=DUPLICATE
cn_passport|访客登记表\n证件号码：{V}\n来访事由：设备调试
请核对：{V}（身份证）
外包保安公司人员备案，身份证{V}
宿舍押金退款需身份证号：{V}
居住证办理 身份证号码{V}
无犯罪记录证明申请，证件号{V}
""")

T["government_id", "mixed"] = _t(r"""
new hire onboarding 身份证号 {V}
dorm check-in 需要 ID number：{V}
badge 补办\nDept: {zdept}\nID card: {V}
us_passport|expat engineer 的 passport {V}，下周来做 robot commissioning
cn_passport|visitor 登记 passport no. {V}
hk_permit|HK trade show 用的港澳通行证 {V}
badge,idcard,dept\nB{n},{V},{zdept}
{"emp":"E{n}","id_card":"{V}"}
OCR ID card 公民身份号码 {V}
social security card 号同身份证 {V}
forklift license 登记，驾驶证号 {V}
{V} 这个 ID number 在 HR system 里 duplicate 了
agency worker list 里 ID {V} 已经 resign
cn_passport|business trip 审批，passport {V}
tax 申报 taxpayer ID {V}
ssn|US plant 转过来的同事 SSN {V}，payroll 要录
voice 转写 他的 ID number 是{V}你录一下
| Field | 值 |\n|---|---|\n| ID number | {V} |
health check 报名 证件号 {V}
electrician 特种作业证 No. {V}
工资卡 open account 需要 ID {V} 的 copy
face ID 登记失败，ID {V} 没实名
night shift OT 申诉：ID number {V}
worker:\n  id: E{n}\n  id_card: "{V}"
cn_passport|passport {V} 的 visa 快 expire 了
{ts} HR sync id_no={V} status=DUPLICATE
cn_passport|Visitor form\n证件号码: {V}\nPurpose: 设备调试
please double check：{V}（身份证）
security 外包人员 ID {V} 已备案
nino|UK 来的 trainer 的 NI number {V}，local payroll 要用
dorm deposit refund 需要 ID：{V}
""")

T["financial", "en"] = _t(r"""
us_acct|Direct deposit form\nBank routing: {routing}\nAccount: {V}\nType: checking
card|Card used for the canteen top-up machine: {V}
card|Please refund the safety-boot allowance to card {V}.
iban|Supplier bank details ({sup}, sole trader): IBAN {V}
uk_sortacct|Payroll: please change my bank to sort code / account {V}
iban|emp,iban\nE{n},{V}
card|{"emp": "E{n}", "card": "{V}", "purpose": "travel"}
iban|Expense claim {tk} paid to {V}
card|OCR: CARD NO {V} VALID THRU --/--
card|voice note the card number is {V} charge the hotel for the audit team
iban|| Field | Value |\n|---|---|\n| IBAN | {V} |\n| BIC | see form |
us_acct|Overtime back pay will go to account {V}, routing {routing}.
amex|My Amex {V} was charged twice for the hotel during the supplier audit trip.
card|Travel card for the {sup} visit: {V}
iban|Please wire the dorm deposit refund to {V}.
us_acct|{V} is my new checking account, the old one is closed.
uk_sortacct|Salary account (UK): {V}
iban|bank:\n  iban: {V}\n  holder_ref: E{n}
uk_acct|{ts} payroll-export: acct={V} sort=20-00-00 amount=1245.60 GBP
card|Card on file for the vending machine account: {V}
card|Company card for the tooling purchase on {date}: {V}
card|Payment declined for the spare parts order, full card number {V}
iban|Mileage reimbursement to {V}
iban|Bonus will be paid into IBAN {V} on {date}.
uk_sortacct|Bank details for the agency temp: {V}
card|Locker key deposit refunded to {V}.
us_acct|ACH setup for the sole-proprietor welder: account {V}, routing {routing}
visa|I paid the team lunch with my Visa {V}, can I claim it on the OT form?
us_acct|Union dues deduction from account {V}
us_acct|OCR cheque line: A/C {V}
mc|Mastercard {V} flagged by the travel agency for the Stuttgart trip
iban_gb|The IBAN on the supplier master record for the freelance translator is {V}
""")

T["financial", "zh"] = _t(r"""
cn_card|工资卡号：{V}
cn_card|请把加班费打到我这张卡 {V}
cn_card|银行卡号{V}，开户行工商银行苏州分行
cn_card|食堂充值绑定的银行卡：{V}
cn_card|报销打款账户：{V}
cn_card|工号,工资卡号\nE{n},{V}
cn_card|{"工号": "E{n}", "卡号": "{V}"}
cn_card|扫描件识别 卡号 {V} 户名 见原件
cn_card|语音转写 我的卡号是{V}建设银行的
cn_card|| 项目 | 内容 |\n|---|---|\n| 工资卡 | {V} |
cn_card|宿舍押金退到 {V}
iban|外籍工程师工资账户 IBAN：{V}
cn_card|个体户供应商收款账号：{V}
cn_card|{V} 这张卡已经注销了，请更新工资卡信息
cn_card|年终奖发放账户：{V}
card|信用卡{V}被酒店重复扣款了
card|差旅信用卡号 {V}
cn_card|{ts} 薪资导出 card_no={V} 金额=6842.50
cn_card|工资:\n  工号: E{n}\n  卡号: "{V}"
cn_card|工会会费代扣账户 {V}
cn_card|劳务工工资代发卡号{V}
cn_card|工伤赔偿款打入账户{V}
cn_card|更换工资卡申请\n新卡号：{V}\n开户行：农业银行
card|我用自己的信用卡{V}垫付了备件款，可以报销吗
cn_card|离职结算款请转到{V}
cn_card|住房补贴发放卡号：{V}
cn_card|请核对收款账号 {V} 是否正确
iban|海外培训期间工资转到 IBAN {V}
cn_card|微信绑定的银行卡号 {V}，加班费就提现到这张
cn_card|安全奖发到卡{V}
cn_card|银联卡号：{V}
cn_card|退还的体检费转至{V}
""")

T["financial", "mixed"] = _t(r"""
cn_card|salary card 卡号：{V}
cn_card|overtime pay 打到这张卡 {V}
cn_card|bank card {V}，开户行 ICBC 苏州分行
cn_card|canteen 充值绑定的 card：{V}
cn_card|reimbursement 打款账户：{V}
cn_card|emp,card_no\nE{n},{V}
cn_card|{"emp":"E{n}","card_no":"{V}"}
cn_card|OCR 卡号 CARD NO {V}
cn_card|语音转写 my card number 是{V}建行的
cn_card|| Field | 内容 |\n|---|---|\n| Salary card | {V} |
iban|expat 的 salary account IBAN：{V}
cn_card|dorm deposit 退到 {V}
cn_card|{V} 这张卡 closed 了，payroll 记得更新
card|hotel 在 credit card {V} 上重复扣款
card|travel card number {V}
cn_card|{ts} payroll-export card_no={V} amount=6842.50 CNY
cn_card|payroll:\n  emp: E{n}\n  card: "{V}"
cn_card|union dues 代扣 account {V}
cn_card|agency worker 工资代发卡 {V}
uk_sortacct|UK secondment 工资账户 sort code/account：{V}
cn_card|更换 salary card\nNew card: {V}\nBank: ABC 农业银行
card|我用 personal credit card {V} 垫付了 spare parts，可以 claim 吗
cn_card|final settlement 请转到 {V}
cn_card|housing allowance 发放卡号：{V}
cn_card|please 核对 account {V}
iban|overseas training 期间 salary 转 IBAN {V}
cn_card|WeChat 绑定的 bank card {V}
cn_card|safety bonus 发到卡 {V}
us_acct|Detroit plant 的 direct deposit account {V}，routing {routing}
cn_card|UnionPay 卡号：{V}
cn_card|体检费 refund 转到 {V}
iban|{V} 是 freelance translator 的 IBAN，supplier master 里要更新
""")

T["person_name", "en"] = _t(r"""
Shift handover ({shift}): {V} is covering the press line tonight, the usual lead is on leave.
Hi all, my name is {V}, I started on {line} this week - say hi if you see me at the canteen.
{ncr} raised by {V} after the first-article inspection.
Visitor badge V-{nn} issued to {V} ({sup}), escorted, areas: Hall 4 only.
Escort: {V}\nVisitor company: {sup}\nBadge colour: yellow
badge,name,dept\nB{n},{V},{dept}
{"badge": "B{n}", "name": "{V}", "dept": "{dept}"}
8D team leader: {V}\nChampion: plant manager\nD3 containment due {date}
Congrats to {V} on passing the forklift certification today!
Payroll query from {V}: overtime for {date} is missing from the slip.
Please ask {V} about the torque wrench calibration before you release the lot.
Near miss reported by {V} at the loading dock - pedestrian walkway blocked by pallets.
Work order {wo} assigned to {V}, priority 2.
Supplier contact at {sup}: {V}, account manager.
Dorm room 312 - occupant {V}, check-in {date}
OCR: NAME {V}  BADGE NO B{n}  DEPT {dept}
voice note tell {V} the die is ready on {mc} and the setup sheet is on the table
| Role | Name |\n|---|---|\n| Maintenance lead | {V} |\n| EHS | vacant |
The customer's SQE, Mr. {V}, will audit the line next Tuesday.
{V} left early today, sick note expected tomorrow.
Trainer for the lockout/tagout refresher: {V}
Agency temp {V} didn't badge in for {shift}.
Signed off by {V}, QA, {date}
approver: {V}\nrequest: overtime Saturday\nhours: 6
{ts} MES: display name '{V}' added to role LINE_LEAD
Forklift operator {V} - licence expires next month, book the refresher.
Thanks {V} for staying late to fix the conveyor on {line}.
last_first|Timesheet export (Last, First): {V}; 41.5 h; 6.5 h OT
Canteen complaint submitted by {V}: cold rice again on the {shift}.
Buyer {V} wants the revised quote from {sup} by Monday.
First aider on duty today: {V}
{V} (contractor, electrical) signed the permit to work for cabinet E3.
""")

T["person_name", "zh"] = _t(r"""
交接班（{zshift}）：今晚冲压线由{V}顶班，原班长请假。
大家好，我叫{V}，这周刚来{zline}，请多关照。
{ncr} 由{V}在首件检验后发起
访客证 V-{nn} 已发给{V}（{zsup}），全程陪同，仅限四号厂房。
陪同人：{V}\n来访单位：{zsup}\n访客证颜色：黄色
工号,姓名,部门\nE{n},{V},{zdept}
{"工号": "E{n}", "姓名": "{V}", "部门": "{zdept}"}
8D 小组组长：{V}\nD3 围堵措施截止 {zdate}
恭喜{V}通过叉车操作证考试！
工资疑问：{V}反映{zdate}的加班没算进去
扭力扳手校准的事问一下{V}
装卸区未遂事件由{V}上报：人行通道被托盘堵住。
工单{wo}已指派给{V}，优先级2。
{zsup}联系人：{V}
宿舍312房 入住人：{V} 入住日期 {zdate}
扫描件识别 姓名 {V} 工号 E{n} 部门 {zdept}
语音转写 告诉{V}模具已经好了换模单在桌上
| 岗位 | 姓名 |\n|---|---|\n| 设备组长 | {V} |
{V}今天早退，病假条明天补。
上锁挂牌复训讲师：{V}
劳务工{V}{zshift}没刷卡。
品质签字：{V}  日期：{zdate}
审批人：{V}\n申请事项：周六加班\n时长：6小时
叉车司机{V}的证下个月到期，安排复训。
谢谢{V}昨晚加班修好了{zline}的输送线！
食堂投诉人：{V}，{zshift}的米饭又是凉的
采购{V}要{zsup}周一前给新报价
今天急救值班员：{V}
{V}（外包电工）已签 E3 柜动火作业票
请{V}师傅明早来看一下注塑机的液压站
新来的班组长叫{V}，大家多配合
联系人：{V}（设备部），分机另行通知
""")

T["person_name", "mixed"] = _t(r"""
Shift handover：今晚 press line 由 {V} cover，原 lead 请假
大家好 my name is {V}，这周刚来 {zline}
{ncr} 是 {V} 在 first article 之后 raise 的
Visitor badge 发给 {V}（{zsup}），全程 escort
Escort: {V}\nCompany: {zsup}
badge,name,dept\nB{n},{V},{zdept}
{"badge":"B{n}","name":"{V}"}
8D team leader：{V}
恭喜 {V} 通过 forklift certification！
payroll query：{V} 说 {zdate} 的 OT 没算
torque wrench calibration 问一下 {V}
near miss 是 {V} report 的，loading dock 那边
WO {wo} assign 给 {V} 了
{zsup} 的 contact person：{V}
dorm 312 房 occupant：{V}
OCR 姓名 NAME {V} BADGE B{n}
语音转写 跟 {V} 说 die 已经 ready 了
| Role | 姓名 |\n|---|---|\n| Maintenance lead | {V} |
{V} 今天 leave early，sick note 明天补
LOTO refresher 的 trainer：{V}
agency temp {V} 没刷卡 for {zshift}
QA sign-off：{V}
approver: {V}\nrequest: 周六 overtime
forklift driver {V} 的 licence 下个月 expire
thanks {V} 昨晚 stay late 修好 conveyor
canteen complaint by {V}：米饭又是凉的
buyer {V} 要 supplier 周一前 revised quote
今天 first aider：{V}
{V}（外包 electrician）已签 permit to work
full|customer SQE {V} 下周二来 audit
nick|新来的 team leader 叫 {V}，大家多 support
{V} 负责 8D 的 D4 root cause，有问题找 him
""")

T["username", "en"] = _t(r"""
MES login: {V}\nRole: line_lead\nPlant: 2
Please unlock my SAP user {V}, it locked after three wrong tries on the {shift}.
handle|@{V} can you check the reflow profile on SMT-2? Peak looks 5 degrees high.
ad|Windows login PLANT2\{V} keeps getting locked out on the shift office PC.
HMI audit trail: user '{V}' changed the setpoint on {mc} from 185 to 192.
badge,login,dept\nB{n},{V},{dept}
{"login": "{V}", "role": "operator", "lines": ["L3", "L7"]}
handle|GitHub user {V} pushed a change to the PLC backup repo without review.
dotted|Teams handle {V} - add them to the Line 3 channel.
tag|my gamer tag is {V}, join us after the shift lol
tag|Discord: {V} (the forklift league server)
{ts} AUTH ok user={V} src=HMI-07 method=password
The contractor's VPN account is {V}, expires with the PO.
Username: {V}\nPassword: (sent separately)\nSystem: WMS
login|ssh {V}@scada-hist01 'df -h /data'
handle|Someone posted photos of our line on Reddit as u/{V} - EHS is aware.
handle|Instagram @{V} has a video of the press shop, please ask comms.
dotted|Jira assignee: {V}, component MES-interface
wxid|WeChat ID of the Chinese supplier engineer: {V}
Ignition user {V} still has the Administrator role, remove it.
users:\n  - name: {V}\n    role: engineer\n    lines: [L3]
| System | Login |\n|---|---|\n| WMS | {V} |
OCR: USER ID {V}  LEVEL 3
voice note log in as {V} then go to recipes and load B-17
tag|Steam: {V}, we do CS on friday nights after the late shift
handle|LinkedIn profile linkedin.com/in/{V} - the agency sent it for the maintenance tech role
login|Account {V} was created for the summer temp, delete it after the contract ends.
dotted|git log --author={V} --since=2026-01-01 -- plc/line3/
dotted|Slack: ping {V} about the ECN for the bracket change
tag|Twitch streamer {V} turns out to be one of our forklift drivers
{V} logged 11.5 h overtime in the timesheet app this week.
ad|RDP to eng-ws-04 as PLANT2\{V}, the TIA licence is bound to that box
""")

T["username", "zh"] = _t(r"""
MES 账号：{V}\n角色：班组长\n工厂：二厂
帮我解锁一下 SAP 用户 {V}，{zshift}输错三次被锁了
wxid|微信号：{V}，加一下采购群
qq|QQ：{V}，模具图纸发这个
HMI 操作记录：用户 {V} 修改了 {mc} 的温度设定 185→192
工号,登录名,部门\nE{n},{V},{zdept}
{"login": "{V}", "角色": "操作员"}
py|企业微信账号 {V}
wxid|钉钉号 {V}，拉进{zline}质量群
他在抖音上发车间视频，账号是{V}，安环部已经知道了
{ts} 认证成功 user={V} 来源=HMI-07
外包人员 VPN 账号 {V}，随采购订单到期
用户名：{V}\n密码：另行发送\n系统：WMS
py|ssh {V}@10.20.1.5 查一下磁盘空间
Gitee 用户 {V} 提交了 PLC 备份，没走评审
qq|B站 UID {V}，他下班直播开叉车
py_num|游戏ID {V}，下班开黑
Ignition 用户 {V} 还有管理员权限，需要删除
用户:\n  - 名称: {V}\n    角色: 工程师
| 系统 | 登录名 |\n|---|---|\n| 仓储 WMS | {V} |
扫描件 用户ID {V} 级别 3
语音转写 用{V}登录然后进配方界面调B17
py_num|小红书号 {V}，发了宿舍的照片
badge|临时工账号{V}合同到期后请删除
{V} 在考勤 APP 里登记了 11.5 小时加班
py|Windows 域账号 SZ\{V} 被锁了
微博 @{V} 发了我们车间的视频
禅道 Bug 指派给 {V}
badge|WMS 登录名 {V}
SCADA 工程师账号 {V} 密码过期了
badge|OA 系统登录账号 {V}，工资条在里面
py|飞书 ID：{V}
""")

T["username", "mixed"] = _t(r"""
MES login：{V}\n角色：line lead
SAP user {V} 被锁了，{zshift}输错三次，帮忙 unlock
wxid|WeChat ID {V}，加一下 supplier 群
qq|QQ {V}，mold drawing 发这个
HMI audit trail：user {V} 改了 {mc} 的 setpoint
badge,login,dept\nB{n},{V},{zdept}
{"login":"{V}","role":"operator"}
企业微信 account {V}
wxid|DingTalk ID {V}，拉进 QA 群
抖音账号 {V} 发了 workshop 的视频，EHS 已经知道
{ts} AUTH ok user={V} src=HMI-07
contractor VPN account {V}，PO 到期就停
Username: {V}\n密码: 另外发
py|ssh {V}@scada-hist01 看一下 disk
GitHub user {V} 直接 push 到 PLC backup repo 了
tag|游戏 ID {V}，after shift 开黑
Ignition user {V} 还有 admin role，remove 掉
users:\n  - name: {V}\n    role: engineer
| System | 登录名 |\n|---|---|\n| WMS | {V} |
OCR USER ID {V} LEVEL 3
语音转写 用 {V} login 然后进 recipe 界面
py_num|小红书 {V} 发了 dorm 的照片
badge|temp worker account {V} contract 到期请删除
{V} 在 timesheet app 登记了 11.5h OT
py|Windows domain 账号 SZ\{V} locked 了
tag|Twitter @{V} 发了我们 line 的视频
Jira assign 给 {V}
SCADA engineer account {V} password expired
badge|OA login {V}，payslip 在里面
nick|Lark / 飞书 ID: {V}
Teams 里 @{V} 一下，ECN 要他 approve
""")

T["home_path", "en"] = _t(r"""
PLC backup saved to {V} before the firmware update.
proj|The TIA Portal project is at {V}, open it from the engineering station.
py|Traceback (most recent call last):\n  File "{V}", line 42, in <module>\n    main()\nKeyError: 'line3'
bin|export PATH=$PATH:{V}
dir|rsync -av {V}/ nas01:/backups/line3/
doc|8D report draft: {V}
log|{ts} ERROR collector: cannot write {V}: permission denied
dir|Recipe export lives in {V}
xlsx|Open {V} in Excel and check column F, the torque values are shifted.
py|crontab: 0 2 * * * /usr/bin/python3 {V} --plant 2
dir|PYTHONPATH={V}
dir|{"output_dir": "{V}", "format": "parquet"}
log|logging:\n  file: {V}\n  level: INFO
img|Screenshot saved: {V}
dir|scp scada@hist01:/data/trend.csv {V}
py|FileNotFoundError: [Errno 2] No such file or directory: '{V}'
dir|git clone git@gitlab.plant.local:ot/plc-backups.git {V}
cad|Autosave of the fixture CAD model went to {V}
dir|ls -la {V}
Camera calibration file for AOI-02: {V}
xlsx|The SPC macro reads from {V}, so it only works on that laptop.
OCR: PATH {V}
| Item | Path |\n|---|---|\n| Torque log | {V} |
src|Build warning in {V}: unused variable 'tmp'
proj|RSLogix project: {V}
dir|Downloaded the firmware to {V}, checksum OK.
dir|.bash_history: cd {V}
pst|Outlook PST at {V} is 49 GB again, IT please archive
Robot program backup: {V}
wsl|WSL path to the shift report: {V}
win|Shortcut target: "{V}"
dir|{V} is where the shift report macro keeps its temp files.
""")

T["home_path", "zh"] = _t(r"""
PLC 程序备份保存到 {V}，升级固件前做的。
proj|博途项目在 {V}，用工程师站打开
py|Traceback (most recent call last):\n  File "{V}", line 42, in <module>\nKeyError: 'line3'
bin|export PATH=$PATH:{V}
dir|rsync -av {V}/ nas01:/backups/line3/
doc|8D 报告初稿：{V}
log|{ts} ERROR 采集程序无法写入 {V}：权限不足
dir|配方导出文件在 {V}
xlsx|用 Excel 打开 {V}，看 F 列扭矩值是不是错位了
py|定时任务：0 2 * * * /usr/bin/python3 {V}
dir|PYTHONPATH={V}
dir|{"输出目录": "{V}", "格式": "csv"}
log|日志:\n  文件: {V}\n  级别: INFO
img|截图已保存：{V}
dir|scp scada@hist01:/data/trend.csv {V}
py|FileNotFoundError: [Errno 2] No such file or directory: '{V}'
dir|git clone 到 {V} 就行
cad|夹具 CAD 模型自动保存到了 {V}
dir|ls -la {V}
AOI-02 相机标定文件：{V}
xlsx|SPC 宏读取的是 {V}，所以只能在那台电脑上用
扫描件识别 路径 {V}
| 项目 | 路径 |\n|---|---|\n| 扭矩日志 | {V} |
src|编译警告：{V} 有未使用的变量
xlsx|交接班记录表在 {V}，{zshift}记得填
dir|固件下载到了 {V}，校验通过
dir|命令历史：cd {V}
pst|Outlook 邮件存档 {V} 又 49 个 G 了
机器人程序备份：{V}
wsl|WSL 路径：{V}
win|快捷方式目标："{V}"
dir|{V} 是交接班宏的临时文件目录
""")

T["home_path", "mixed"] = _t(r"""
PLC backup 存在 {V}，firmware 升级前做的
proj|TIA Portal project 在 {V}，用 engineering station 打开
py|Traceback (most recent call last):\n  File "{V}", line 42\nKeyError: 'line3'  这个报错谁看一下
bin|export PATH=$PATH:{V}  加到 .bashrc 里
dir|rsync -av {V}/ nas01:/backups/line3/ 每周跑一次
doc|8D report 初稿：{V}
log|{ts} ERROR collector cannot write {V}: permission denied
dir|recipe export 在 {V}
xlsx|用 Excel 打开 {V}，column F 的 torque 错位了
py|crontab 里：0 2 * * * python3 {V}
dir|PYTHONPATH={V}
dir|{"output_dir":"{V}","format":"csv"}
log|logging:\n  file: {V}  # 日志路径
img|screenshot 保存在 {V}
dir|scp scada@hist01:/data/trend.csv {V}
py|FileNotFoundError: No such file: '{V}'
dir|git clone 到 {V}
cad|fixture CAD autosave 到了 {V}
dir|ls -la {V}
AOI-02 camera calibration 文件：{V}
xlsx|SPC macro 读的是 {V}，只能在那台 laptop 上跑
OCR 识别 PATH {V}
| Item | 路径 |\n|---|---|\n| Torque log | {V} |
src|build warning：{V} unused variable
xlsx|handover 交接表在 {V}
dir|firmware 下载到 {V}，checksum OK
dir|bash history：cd {V}
pst|Outlook PST {V} 又 49GB 了
robot program backup：{V}
wsl|WSL path：{V}
win|shortcut target："{V}"
dir|{V} 是 shift report macro 的 temp 目录
""")

T["schedule", "en"] = _t(r"""
am|I catch the staff shuttle at {V} every morning from the dorm gate.
am|My wife drops me at the main gate at {V} each weekday, so I'm always early for {shift}.
pm|I pick up my kid from daycare at {V} every day, so I can't do the late overtime.
any|I do my insulin shot at {V} daily - can the line cover me for five minutes then?
any|Every Tuesday at {V} I have physio for my back, please don't roster me on B shift.
eve|Going to the gym at {V} every evening after shift, so no calls then.
am|I walk the dog at {V} before I come in, every day, rain or shine.
am|He always clocks in at {V} sharp, you can set your watch by it.
am|On early weeks my alarm goes off at {V}.
eve|I call my parents back home at {V} every Sunday, so I swap out of Sunday lates.
am|I leave the house at {V} every weekday to beat the traffic on the bypass.
night|On the {shift} I always take my break at {V}, when the oven is on soak.
eve|voice note i usually get back to the dorm around {V} so call me after that ok
am|chat: cant do mornings, i do the school run at {V} mon-fri sorry
am|Availability form\nName: (on file)\nUsual arrival: {V}\nCan cover weekends: no
noon|I pray at {V} every day - could I use the quiet room next to the first-aid station?
am|Every Saturday at {V} I play five-a-side, so no weekend OT please.
am|commute:\n  leaves_home: "{V}"\n  mode: bicycle\n  days: mon-fri
noon|I usually eat at {V} in the canteen, after the rush has gone.
eve|My bus home is the {V} one, every night, miss it and I wait an hour.
eve|I swim at {V} every Monday and Thursday.
eve|I take my meds at {V} each evening, so I need a short break on lates.
am|I run along the canal at {V} every morning before the early shift.
pm|Mum's carer comes at {V} daily and I need to be home for the handover.
night|I go to bed at {V} every night on day-shift weeks.
noon|Every Friday at {V} I go to the mosque, I'll make the time up at the end of shift.
am|I cycle in and lock my bike at {V} most days, if the shed is locked call security.
eve|My night class starts at {V} on Wednesdays, can I leave on time that day?
am|Routine: wake {V}, shower, shuttle, badge in.
am|He drives his daughter to school at {V} every morning, hence the late badge-ins.
am|I volunteer at the food bank every Sunday at {V}.
eve|I video-call my kids at {V} every night, don't book me for meetings then.
""")

T["schedule", "zh"] = _t(r"""
am|我每天{V}在宿舍楼下等厂车。
eve|每天{V}遛狗，雷打不动。
pm|我每天{V}去幼儿园接孩子，没法加晚班。
any|每周二{V}做理疗，排班请避开。
eve|下班后每天{V}去健身房，那时候别打我电话。
am|他每天{V}准时打卡，比闹钟还准。
am|上早班那周闹钟定在{V}。
eve|每周日{V}给老家父母打视频电话，周日晚班帮我换一下。
am|我每天{V}出门，避开早高峰。
night|{zshift}我每天{V}休息吃夜宵，那会儿炉子在保温。
eve|语音转写 我一般{V}回宿舍你那之后再打给我
am|早上不行 我周一到周五{V}送孩子上学 不好意思
am|个人情况登记\n通常到岗时间：{V}\n周末可加班：否
am|每周六{V}踢球，周末别给我排加班。
noon|我一般{V}去食堂吃饭，那会儿人少。
eve|每天坐{V}那班车回家，错过了要等一个小时。
eve|每周一、四{V}去游泳。
eve|我每天{V}吃降压药，晚班时需要休息几分钟。
am|每天{V}沿河跑步，然后去上早班。
pm|我妈的护工每天{V}来，我得在家交接。
night|白班那周我每天{V}睡觉。
eve|每周三{V}去上夜校，那天能不能准点下班？
am|每天{V}骑车到厂，车棚锁了就找保安。
am|作息：{V}起床，洗漱，坐厂车，刷卡。
am|他每天{V}送女儿上学，所以刷卡总是晚。
am|每周日{V}去做义工。
eve|每天{V}跟孩子视频，那个时间别约我开会。
pm|每天{V}要去哺乳室，麻烦班长安排顶岗。
eve|我老婆每天{V}来厂门口接我。
eve|每周三{V}在工会活动室练书法。
noon|每天{V}午睡二十分钟，雷打不动。
any|{V}是我每天固定给家里打电话的时间，别排那会儿的会。
""")

T["schedule", "mixed"] = _t(r"""
am|我每天 {V} 在 dorm 楼下等 shuttle bus
eve|每天 {V} walk the dog，雷打不动
pm|每天 {V} 要去 daycare 接孩子，没法 OT
any|every Tuesday {V} 做 physio，排班 please 避开
eve|下班后每天 {V} 去 gym，那时别 call 我
am|他每天 {V} 准时 clock in
am|早班那周 alarm 定在 {V}
eve|每周日 {V} 跟老家 parents video call
am|我每天 {V} 出门 to avoid 早高峰
night|{zshift} 我每天 {V} take break 吃夜宵
eve|语音转写 我一般 {V} 回 dorm 你 after that 再 call 我
am|morning 不行 我 Mon-Fri {V} 送孩子上学
am|Availability form\n通常到岗 usual arrival：{V}
am|每周六 {V} 踢 football，weekend 别排 OT
noon|我一般 {V} 去 canteen 吃饭，人少
eve|每天坐 {V} 那班 bus 回家
eve|每周一、四 {V} 去 swimming
eve|每天 {V} 吃 blood pressure meds，late shift 要 break 一下
am|每天 {V} 沿河 jogging
pm|我妈的 carer 每天 {V} 来，我要在家 handover
night|day shift 那周我每天 {V} 睡觉
eve|每周三 {V} 上 night class，那天能准点走吗
am|每天 {V} bike 到厂
am|routine：{V} 起床，shower，shuttle，刷卡
am|他每天 {V} 送 daughter 上学，所以 badge-in 晚
am|every Sunday {V} 去 food bank 做义工
eve|每天 {V} 跟 kids video，别约 meeting
pm|每天 {V} 要用 nursing room，请 team leader 安排顶岗
eve|我老婆每天 {V} 来 main gate 接我
noon|每天 {V} nap 二十分钟
any|commute:\n  leave_home: "{V}"  # 每个工作日
any|{V} 是我每天固定 call home 的时间，别排 meeting
""")

T["geo", "en"] = _t(r"""
gps|I'm stuck at {V} with the company van, tyre blew on the way back from the supplier.
gps|Drop pin from my phone: {V}
zip|Home ZIP for the commuter benefit form: {V}
ukpc|Postcode for the payroll address change: {V}
plus|Plus code of my house for the night taxi: {V}
geohash|Lone-worker app, last fix for the night security guard: geohash {V}
gps|{ts} lone-worker: pos={V} battery=23% status=MAN_DOWN
gps|{"badge": "B{n}", "last_fix": "{V}", "source": "lone-worker"}
gps_nospace|badge,last_fix\nB{n},"{V}"
w3w|Send the courier to ///{V}, that's my front door.
ukpc|OCR: POSTCODE {V}  SHIFT C  DEPT {dept}
gps|voice note my location is {V} come and pick me up please the bus didn't show
gps|Carpool map - I'm at {V}, picking up two from Hall 4.
gps|The injured contractor's phone last reported {V}, behind the scrap yard fence.
zip|Address form\nStreet: (on file)\nZIP: {V}
ukpc|| Field | Value |\n|---|---|\n| Home postcode | {V} |
gps_nospace|Maps link from the driver: https://maps.google.com/?q={V}
dms|My house is at {V} (DMS from the survey).
gps|Tracker on my car last seen at {V}, can security check the CCTV?
geohash|home:\n  geohash: {V}\n  commute_km: 14
ukpc|Send the fruit box for the team to postcode {V}.
zip|The ZIP+4 on my W-2 is wrong, it should be {V}.
gps|Forklift driver's phone pinged at {V} during the incident.
gps|Meet me at {V}, the lay-by right by my place.
gps|Emergency beacon from the lone-worker device: {V}
gps|Strava shows my ride ending at {V} - that's literally my front door lol
ukpc|Commuter survey: home postcode {V}, distance 14 km, mode: car
plus|Pickup plus code {V} (next to my building), night shift bus please.
gps|{V} - coordinates of my flat, for the relocation form.
zip|Temp agency needs the worker's ZIP: {V}
dms|Survey of the allotment I rent: {V}
""")

T["geo", "zh"] = _t(r"""
gps|我家定位：{V}
gps|车胎爆了，我在{V}，刚从{zsup}回来。
cnpc|邮编：{V}
cnpc|工资卡寄送地址的邮编 {V}
plus|打车定位（Plus Code）：{V}
geohash|独自作业 APP 夜班保安最后定位 geohash {V}
gps|{ts} 独自作业报警 位置={V} 电量=23% 状态=倒地
gps|{"工号": "E{n}", "定位": "{V}"}
gps_nospace|工号,最后定位\nE{n},"{V}"
cnpc|扫描件识别 邮政编码 {V}
gps|语音转写 我现在的位置是{V}厂车没来过来接我一下
gps|拼车地图：我在{V}
gps|受伤外包工的手机最后定位在{V}，废料场围墙后面
cnpc|家庭住址邮编：{V}
cnpc|| 项目 | 内容 |\n|---|---|\n| 家庭邮编 | {V} |
lonlat|高德地图链接：https://uri.amap.com/marker?position={V}
dms|我家坐标（度分秒）：{V}
gps|车上的 GPS 最后一次定位：{V}，麻烦保安查一下监控
geohash|住址:\n  geohash: {V}\n  通勤公里: 14
cnpc|中秋礼品寄到邮编{V}的地址
gps|叉车司机手机事故时定位在{V}
gps|在{V}等我，就是我家附近那个路口
gps|SOS 定位：{V}
gps|骑行记录终点在{V}，就是我家楼下
cnpc|通勤调查：家庭邮编{V}，距离14公里
plus|上车点 Plus Code {V}（我住的楼旁边）
gps|{V}——这是我租房的坐标，宿舍调换表上要填
gps|夜班班车申请：我在{V}
cnpc|劳务公司要该工人的户籍邮编：{V}
gps|百度地图定位 {V}（我住的小区门口）
gps|微信位置共享：{V}
cnpc|老家邮编{V}，寄年货用
""")

T["geo", "mixed"] = _t(r"""
gps|我家 location：{V}
gps|tyre 爆了，我在 {V}，刚从 supplier 回来
cnpc|Postcode 邮编：{V}
plus|taxi 定位 plus code：{V}
geohash|lone-worker app 最后 fix：geohash {V}
gps|{ts} lone-worker pos={V} status=MAN_DOWN 倒地报警
gps|{"badge":"B{n}","last_fix":"{V}"}
gps_nospace|badge,last_fix\nB{n},"{V}"
cnpc|OCR 邮政编码 POSTCODE {V}
gps|语音转写 my location 是{V} shuttle 没来 come pick me up
gps|carpool map：我在 {V}
gps|injured contractor 手机最后定位 {V}
cnpc|home 邮编 {V}
cnpc|| Field | 内容 |\n|---|---|\n| Home postcode | {V} |
lonlat|amap link：https://uri.amap.com/marker?position={V}
dms|我家 coordinates（DMS）：{V}
gps|车上 GPS tracker last seen {V}
geohash|home:\n  geohash: {V}  # 通勤 14km
cnpc|mooncake gift 寄到邮编 {V}
gps|forklift driver 手机 incident 时 ping 在 {V}
gps|meet me at {V}，我家附近路口
gps|SOS beacon：{V}
gps|Strava 终点 {V}，就是我家楼下
cnpc|commuter survey：home 邮编 {V}
plus|pickup plus code {V}（我住的楼旁边）
gps|{V} 是我租房的 coordinates，dorm transfer form 要填
gps|night shuttle request：我在 {V}
zip|US plant 转来的同事 home ZIP：{V}
ukpc|UK 的 trainer 住址 postcode {V}
gps|WeChat 位置共享：{V}
cnpc|老家 postcode {V}，寄年货用
""")


# --------------------------------------------------------------------------- benign texts
# Same domain, no personal or secret value: must pass the gate byte-for-byte.

B = {}

B["en"] = r"""
Shift handover ({shift}): {line} ran at OEE {oee}, {qty} good parts, {scrap} scrap. Die change on {mc} took 42 min.
{wo} closed: replaced the proximity sensor on {mc}, tightened to {torque} Nm, test run OK.
{d8} D4 root cause: worn ejector pin on mould M-{nn}; containment = 100% sort of lot {lot}.
Canteen opening hours: breakfast 6:30-8:30, lunch 11:00-13:30, dinner 17:00-19:00. Closed on public holidays. Menu for {date} is on the board.
Staff shuttle timetable from the Metro Line 2 station: 6:40, 7:10, 7:40; return trips 17:15, 17:45 and 20:15. Valid from {date}.
SCADA tag {tag}: high alarm limit {temp} °C, deadband 2 °C, priority 500.
Firmware upgraded from v{ver} to v{ver} on {nn} gateways; SHA-256 {sha}.
OT firewall change {tk}: allow TCP {port} from VLAN 30 to VLAN 40, requested by {dept}.
Kanban loop for {pn}: 3 bins x 400 pcs, replenishment lead time 2 shifts.
Poka-yoke added at station 40: the fixture now rejects reversed brackets. Verified on lot {lot}.
Deming's PDCA poster is back up next to the andon board in {plant}.
Taiichi Ohno's seven wastes are the theme of this month's kaizen workshop in {plant}.
Siemens S7-1500 CPU 1516-3 PN/DP, firmware V2.9, TIA Portal V18 Update 3 - project archived under {wo}.
Fanuc R-30iB Plus alarm SRVO-062 BZAL on {mc}; battery replacement scheduled under {wo}.
Lot {lot} released after CMM check: 32 dimensions, Cpk min {cpk}.
Case {case}: customer complaint about {defect} on {pn}, 240 pcs returned from Stuttgart.
Batch record {uuid} synced to ERP by the nightly job.
Safety stats Q1: 0 LTI, 3 first-aid cases, {nn} near misses reported, 2 audits closed.
{po} to {sup}: 5,000 pcs M8x20 bolts, unit price USD {price}, Incoterms FOB Ningbo.
Compressor C-2 at {bar} bar, dew point +3 °C, vibration 2.1 mm/s - within limits.
Visitor badges V-001 to V-050 reprinted; yellow = escorted, green = unescorted. Return them at gate 1 before {date}.
Payroll calendar: March cut-off on the 25th, pay date on the 5th of next month. Questions via ticket, e.g. {tk}.
Overtime policy reminder: max 36 h per month, approvals through the HR portal by Thursday noon. Current plant average {nn} h.
Dorm block 3 hot water maintenance on {date}, 9:00-16:00. Use the block 5 showers.
Jack the car on stand 3 before you remove the wheel hub. Mark the pallet with a red tag if damaged ({wo}).
Will the new die for {pn} arrive before the summer shutdown? Grace period for the PPAP is 14 days.
if (PressFault && !ResetPB) { Horn := TRUE; Andon[{nn}] := RED; }
Bore Ø25.000 +0.021/0 mm measured {bore} mm on {mc}, within tolerance.
Modbus map for {mc}: holding register 40001 = speed setpoint, 40002 = actual speed, scale 0.1 rpm.
commit {git}: fix OEE calc for micro-stops < 30 s (MES-{n})
Bus 306 to the industrial park runs every 15 minutes from 6:00 to 22:00, Monday to Saturday; the timetable change is tracked in {tk}.
Henry Ford's moving assembly line started in Highland Park in 1913; the replica in the training room needs {nn} new rollers.
Shigeo Shingo's SMED target: die change under 10 min on {mc}, currently 42 min.
PLC at {ip}, port {port}, rack 0 slot 1; the HMI polls it every 500 ms.
Torque spec for the M10 flange bolts on {pn}: {torque} Nm ± 10%, star pattern, 2 passes.
Paint booth at {temp} °C, humidity 55 %RH, film build 38 µm on lot {lot}.
ECN-{n}: change bracket material from S235 to S355, effective with lot {lot}.
MES release {ver} deployed to {plant}; rollback package kept for 30 days.
5S audit score for {line}: 82/100, red tags removed from aisle B.
Early-morning deliveries go to Dock 4; late-evening deliveries to Dock 1. Carrier booking ref {tk}.
Spare parts: 2 x SKF 6205-2RS bearings, 1 x Festo DSBC-32-100 cylinder, order via {po}.
Injection moulding window for {pn}: melt {temp} °C, hold pressure 600 bar, cooling 18 s.
Reflow profile for SMT-2: peak 245 °C, TAL 60 s, conveyor 80 cm/min, lot {lot}.
Andon response target: 3 minutes for red, 10 minutes for yellow, logged per shift on {line}.
Forklift daily checklist updated to rev C: horn, lights, forks, chains, brakes. Form {n}.
EHS incident {case}: minor hand laceration on {line}, first aid only, no lost time. Root cause: missing guard.
OPC UA endpoint opc.tcp://historian01:4840 uses Basic256Sha256 with certificates; {nn} clients connected.
Docker image mes-bridge:{ver} digest sha256:{sha}
New work centre in SAP created with GUID {uuid}.
Curing oven chart for {date}: {temp} °C at start, {temp} °C at soak, {temp} °C at unload.
The strategy deck benchmarks Tesla's Gigafactory Berlin and BYD's Shenzhen plant; see slide {nn}.
Order {po} ships from Monterrey on {date}, ETA Detroit plus 4 days.
Rose gold anodizing trial failed: colour ΔE 3.2 vs. master, rework lot {lot}.
A Stirling engine demo kit was donated to the apprentice workshop; inventory tag {n}.
Amber beacon on {mc} means material low; blue means QA check requested.
Roster definitions: night shift 22:00-06:00, day shift 06:00-14:00, late shift 14:00-22:00. Rotation every {nn} days.
Summer shutdown: the plant is closed for two weeks from {date}; maintenance crew on site.
{"line": "L3", "oee": 0.78, "ts": "{ts}", "status": "RUN", "wo": "{wo}"}
Scrap rate for {pn} dropped from 2.4% to {pctlo} after the gate relocation.
Pallet dims 1200 x 800 x 144 mm, max load 1,000 kg, stack height 3 - applies to {pn}.
Ticket {tk}: Zebra ZT410 label printer on {line} prints blank labels, ribbon replaced.
Press tonnage check on {mc}: {qty} kN measured against 1,200 kN rated, OK.
Weld cell 5 spatter issue: tip dresser interval reduced from 250 to {nn} welds.
Gauge R&R for the bore gauge: %GRR {pctlo}, ndc 6. Study ID {n}.
Boiler inspection certificate renewed until {date}; next hydrotest in 2027.
Ergonomics review of station {nn}: lift height reduced to 1,050 mm.
Coolant concentration 7.5 Brix on {mc}, pH 9.1, tramp oil skimmed.
""".strip("\n").split("\n")

B["zh"] = r"""
交接班（{zshift}）：{zline} OEE {oee}，良品 {qty} 件，报废 {scrap} 件，{mc} 换模用时 42 分钟。
工单 {wo} 已关闭：更换 {mc} 接近开关，扭矩 {torque} N·m，试机正常。
{d8} D4 根本原因：模具 M-{nn} 顶针磨损；围堵措施为批次 {lot} 全检。
食堂开放时间：早餐 6:30-8:30，午餐 11:00-13:00，晚餐 17:00-19:00，{zdate}起执行新菜单。
厂车时刻表（地铁2号线站始发）：6:40、7:10、7:40；返程 17:15、17:45、20:15，{zdate}起生效。
宿舍3号楼热水检修通知：{zdate}上午9点至下午4点停水，请到5号楼洗澡。
加班上限：每月不超过36小时，审批走 OA 流程，周四中午前提交；本月全厂平均 {nn} 小时。
工资发放日为每月10日，如遇节假日顺延；工单号 {tk} 为本月薪资系统升级。
西门子 S7-1500 固件 V2.9，博途 V18 Update 3，项目已归档至 {wo}。
发那科 R-30iB 报警 SRVO-062，电池更换见工单 {wo}。
一季度安全数据：零工伤，急救 3 起，未遂事件上报 {nn} 起。
采购订单 {po}：{zsup} 供货 M8×20 螺栓 5000 件，单价 {price} 元。
访客证颜色：黄色需全程陪同，绿色可独立通行，离厂时在1号门交回；本批证号 V-{n}。
丰田生产方式的两大支柱是准时化和自働化，本月改善主题为{zline}的换模。
张江、苏州工业园区、东莞松山湖三地工厂同步上线新版 MES {ver}。
马达温升超过 {temp}℃ 时自动停机，周检时记录绝缘电阻。
毛刺高度要求不大于 0.1 mm，方管切口需去毛刺后再焊接，批次 {lot}。
万向节总成 {pn} 的成品率从 92% 提升到 {pcthi}。
高压注塑参数：熔胶温度 {temp}℃，保压 600 bar，冷却 18 秒。
常温下放置 24 小时后再做拉力测试，结果记入 SPC，编号 {n}。
排班规则：白班 8:00-20:00，夜班 20:00-次日8:00，每 {nn} 天倒班一次。
批次 {lot} 三坐标检测合格，32 个尺寸，Cpk 最小 {cpk}。
客诉 {case}：{zdefect}，涉及 {pn} 共 240 件，已从斯图加特退回。
批记录 {uuid} 已通过夜间任务同步到 ERP。
空压机 C-2 压力 {bar} bar，露点 +3℃，振动 2.1 mm/s，正常。
PLC 地址 {ip}，端口 {port}，机架 0 槽位 1，HMI 每 500 毫秒轮询一次。
5S 审核：{zline}得分 82 分，B 通道红牌已清除。
ECN-{n}：支架材料由 Q235 改为 Q355，自批次 {lot} 起生效。
安灯响应目标：红灯 3 分钟，黄灯 10 分钟，按班次统计，{zline}上月达成率 {pcthi}。
叉车日检表已更新为 C 版：喇叭、灯光、货叉、链条、制动，表单号 {n}。
EHS 事件 {case}：{zline}轻微划伤，仅急救处理，无损失工时，原因是防护罩缺失。
Docker 镜像 mes-bridge:{ver}，摘要 sha256:{sha}
曹德旺的福耀玻璃和董明珠的格力工厂是这次对标参观的对象，报告第 {nn} 页。
订单 {po} 于{zdate}从宁波港发货，预计七天到汉堡。
回流焊曲线：峰值 245℃，液相线以上时间 60 秒，链速 80 cm/min，批次 {lot}。
凌晨时段由自动化仓库收货，晚上不安排外协车辆进厂，预约单 {tk}。
工单{wo}：{mc}主轴异响，更换 SKF 6205-2RS 轴承两个。
扭矩标准：M10 法兰螺栓 {torque} N·m ±10%，对角顺序两遍拧紧。
周会纪要：良率、交付、成本三项指标本周均达标，{zplant}产量 {qty} 件。
严格执行上锁挂牌，金工车间本月检查 {nn} 次。
喷涂房温度 {temp}℃，湿度 55%RH，膜厚 38 μm。
工装夹具编号 JIG-{n} 已送计量室校准，有效期一年。
SCADA 变量 {tag} 高报警值 {temp}℃，死区 2℃。
防错装置已加在 40 工位：支架反装时夹具会拒绝，验证批次 {lot}。
年度停产检修：{zdate}起全厂停产两周，设备部留守。
托盘尺寸 1200×800×144 mm，最大载重 1000 kg，堆高 3 层，适用 {pn}。
工单 {tk}：{zline}斑马 ZT410 标签打印机打空白标签，已更换碳带。
{"线体": "L3", "OEE": 0.78, "时间": "{ts}", "状态": "运行", "工单": "{wo}"}
华为、比亚迪、宁德时代的供应商审核标准对比表已上传共享盘，版本 {ver}。
江苏、浙江、广东三省最低工资标准已调整，人事行政部已更新系统，工单 {tk}。
食堂本周菜单：周一红烧肉，周三番茄炒蛋，周五清蒸鱼，每份 {nn} 元。
宿舍管理规定：熄灯时间为晚上11点，周末延长至12点，违规记录编号 {n}。
班车路线：地铁站—人民路—工业园—{zplant}，全程约25分钟。
职业健康体检安排：{zdate}在厂医务室，空腹前往，按部门分批。
提交 {git}：修复微停机小于 30 秒时 OEE 计算错误（MES-{n}）
{zplant}月度能耗：电 {qty} MWh，天然气 {nn} 万立方米。
王牌产品 {pn} 本月出货 {qty} 件。
白光 LED 老化测试 {nn} 小时，光衰小于 3%。
高速冲床 DB-630 每分钟 {nn} 次，模具寿命计数 {qty}。
黄灯表示缺料，蓝灯表示请求品质确认，红灯表示停线。
冷却液浓度 7.5 Brix，pH 9.1，{mc} 已撇除杂油。
量具 GR&R 结果 {pctlo}，ndc 为 6，研究编号 {n}。
锅炉检验合格证有效期至{zdate}，下次水压试验在 2027 年。
""".strip("\n").split("\n")

B["mixed"] = r"""
Shift handover {zshift}：{line} OEE {oee}，good parts {qty}，scrap {scrap}，die change 用了 42 min
WO {wo} 已 close：换了 {mc} 的 proximity sensor，torque {torque} Nm，试机 OK
{d8} 的 D4 root cause 是 ejector pin 磨损，containment 是 lot {lot} 全检
canteen 开放时间：breakfast 6:30-8:30，lunch 11:00-13:00，{zdate} 起换 menu
shuttle bus 时刻表：地铁站 6:40、7:10 发车，return 17:15、20:15，{zdate} 生效
SCADA tag {tag} 的 high alarm 设成 {temp} °C，deadband 2 °C
firmware 从 v{ver} 升到 v{ver}，SHA-256 {sha}
OT firewall 开了 TCP {port}，ticket {tk}
Kanban loop {pn}：3 bins × 400 pcs，lead time 2 个 shift
poka-yoke 已经加在 station 40，反装 bracket 会被 reject，lot {lot} 验证过
Siemens S7-1500 firmware V2.9，TIA Portal V18，project 已 archive 到 {wo}
Fanuc alarm SRVO-062，battery 更换见 {wo}
lot {lot} CMM 检测 OK，Cpk min {cpk}
customer complaint {case}：{defect}，{pn} 240 pcs 从 Stuttgart 退回
batch record {uuid} 已 sync 到 ERP
Q1 safety：0 LTI，near miss {nn} 起
{po} 给 {zsup}：M8×20 bolts 5000 pcs，unit price {price} RMB
compressor C-2 {bar} bar，vibration 2.1 mm/s，正常
visitor badge 黄色要 escort，绿色可以自己走，gate 1 交回，批号 V-{n}
payroll cut-off 每月 25 号，pay date 下月 10 号，问题提 ticket {tk}
OT 上限每月 36 h，走 HR portal 审批，本月 plant average {nn} h
dorm 3 号楼 hot water 检修 {zdate} 9:00-16:00，去 5 号楼洗
Jack up 之前先 mark 一下 pallet 的位置，{wo}
Rose gold 阳极氧化 trial 失败，ΔE 3.2，lot {lot} rework
PLC {ip} port {port}，HMI 每 500 ms poll 一次
bore Ø25 +0.021/0 实测 {bore} mm，within tolerance
commit {git}：fix micro-stop 小于 30 s 的 OEE 计算（MES-{n}）
Henry Ford 的 assembly line 1913 年在 Highland Park 开始，training room 的模型缺 {nn} 个 roller
张江 plant 和松山湖 plant 同步上线 MES {ver}
马达 over temp {temp}°C 就 auto stop，周检记录 insulation resistance
ECN-{n}：bracket 材料 Q235 改成 Q355，effective from lot {lot}
5S audit {zline} 82 分，aisle B 的 red tag 已清
andon response target：红灯 3 min，黄灯 10 min，{line} 上月达成 {pcthi}
forklift daily checklist 更新到 rev C，form {n}
EHS incident {case}：minor cut，first aid only，没有 lost time
docker image mes-bridge:{ver} digest sha256:{sha}
reflow profile peak 245°C，TAL 60 s，lot {lot}
torque spec M10 flange bolts {torque} Nm ±10%，对角两遍
roster：night shift 22:00-06:00，day shift 06:00-14:00，每 {nn} 天 rotate
summer shutdown 从 {zdate} 开始两周，maintenance 留守
{"line":"L3","oee":0.78,"ts":"{ts}","status":"RUN"}
scrap rate {pn} 从 2.4% 降到 {pctlo}
Zebra ZT410 打空白 label，ticket {tk}，ribbon 换了
Tesla Gigafactory 和 BYD 深圳工厂是 benchmark，见 slide {nn}
order {po} {zdate} 从 Ningbo ship，ETA Hamburg 七天
SKF 6205-2RS bearing ×2，Festo cylinder ×1，走 {po}
SAP 里新 work center 的 GUID 是 {uuid}
周检 checklist 里加了 insulation resistance，{mc} 先做
dorm 熄灯时间 weekday 23:00，weekend 24:00，违规编号 {n}
paint booth {temp}°C，湿度 55%RH，film build 38 µm
Amber beacon 表示缺料，blue 表示 QA check，{mc} 已装好
OPC UA endpoint opc.tcp://historian01:4840，Basic256Sha256，{nn} 个 client
{zplant} 月度 energy：电 {qty} MWh
modbus holding register 40001 是 speed setpoint，{mc}
injection window：melt {temp}°C，hold 600 bar，cooling 18 s
Gemba walk 改到 Hall 4，主题是 SMED，{mc} 目标 10 min
Deming PDCA poster 重新贴在 andon board 旁边，{zplant}
bus 306 到工业园 every 15 min，6:00-22:00，周一到周六
王牌 SKU {pn} 本月出货 {qty} pcs
8D {d8} 已 close，customer 接受 D7 预防措施
coolant 浓度 7.5 Brix，pH 9.1，{mc} tramp oil 已撇
Gauge R&R 结果 %GRR {pctlo}，ndc 6，study {n}
boiler 检验证 valid 到 {zdate}，2027 年 hydrotest
press tonnage check {mc}：{qty} kN vs 1200 kN rated，OK
""".strip("\n").split("\n")


def benign_with_lang():
    out = []
    for i, lang in enumerate(LANGS):
        rng = random.Random(BENIGN_SEED + i)
        temps = B[lang]
        seen, got, order, tries = set(), [], [], 0
        while len(got) < BENIGN_PER_LANG:
            tries += 1
            assert tries < 100000, "not enough distinct benign texts"
            if not order:
                order = list(range(len(temps)))
                rng.shuffle(order)
            text = _fill(temps[order.pop()], rng)
            if text not in seen:
                seen.add(text)
                got.append(text)
        out += [(lang, t) for t in got]
    return out


# --------------------------------------------------------------------------- assembly


def _build():
    out = []
    for ci, cat in enumerate(CATEGORIES):
        for li, lang in enumerate(LANGS):
            c = ci * 3 + li
            seed = BASE_SEED + c
            rng = random.Random(seed)
            _FK["us"].seed_instance(seed + OFF + 1)
            _FK["gb"].seed_instance(seed + OFF + 2)
            _FK["zh"].seed_instance(seed + OFF + 3)
            temps = T[cat, lang]
            order = []
            for _ in range(PER_CELL):
                if not order:
                    order = list(range(len(temps)))
                    rng.shuffle(order)
                kind, tpl = temps[order.pop()]
                _CTX.clear()
                value, vkind = GEN[cat](rng, lang, kind)
                pre, post = tpl.split("{V}")
                pre, post = _fill(pre, rng), _fill(post, rng)
                text = pre + value + post
                out.append((Sample(text, cat, lang, len(pre), len(pre) + len(value)), vkind))
    return out


def samples():
    return [s for s, _ in _build()]


if __name__ == "__main__":
    import collections
    import time

    t0 = time.time()
    built = _build()
    ss = [s for s, _ in built]
    assert ss == samples(), "not deterministic"
    counts = collections.Counter((s.category, s.lang) for s in ss)
    for cat in CATEGORIES:
        for lang in LANGS:
            assert counts[cat, lang] == PER_CELL, (cat, lang, counts[cat, lang])
            assert len(T[cat, lang]) >= 30, (cat, lang, len(T[cat, lang]))
    assert len(ss) == PER_CELL * len(CATEGORIES) * len(LANGS)
    nk = collections.Counter()
    for s, vk in built:
        v = s.value
        assert v and v == v.strip(), (s, vk)
        assert s.text[s.start:s.end] == v
        assert not _FILL_RE.search(s.text.replace(v, "")) or all(
            m not in FILL for m in _FILL_RE.findall(s.text.replace(v, ""))), s.text
        assert "{V}" not in s.text
        k = vk.split(":", 1)[1]
        if s.category == "financial" and k in ("card", "cn_card", "amex", "visa", "mc"):
            assert luhn_ok(v) and 15 <= sum(ch.isdigit() for ch in v) <= 19, v
            nk["luhn"] += 1
        if s.category == "financial" and k.startswith("iban"):
            assert iban_ok(v), v
            nk["iban"] += 1
        if s.category == "government_id" and k == "cnid":
            assert cnid_ok(v), v
            nk["cnid"] += 1
    ben = benign_with_lang()
    bc = collections.Counter(l for l, _ in ben)
    assert all(bc[l] == BENIGN_PER_LANG for l in LANGS), bc
    assert ben == benign_with_lang(), "benign not deterministic"
    for _, t in ben:
        assert not [m for m in _FILL_RE.findall(t) if m in FILL], t
    print(f"samples: {len(ss)} ({PER_CELL} x {len(CATEGORIES)} categories x {len(LANGS)} languages); "
          f"distinct texts {len({s.text for s in ss})}")
    print(f"benign: {len(ben)} {dict(bc)}; distinct {len(set(ben))}")
    print(f"checked: Luhn {nk['luhn']}, IBAN mod-97 {nk['iban']}, CN resident ID {nk['cnid']}")
    print("templates per cell:", min(len(v) for v in T.values()), "-", max(len(v) for v in T.values()))
    show = random.Random(7)
    for cat in CATEGORIES:
        for lang in LANGS:
            cell = [s for s in ss if s.category == cat and s.lang == lang]
            for s in show.sample(cell, 2):
                print(f"[{cat}/{lang}] {s.value!r}  <<  {s.text!r}"[:260])
    for lang in LANGS:
        for _, t in show.sample([b for b in ben if b[0] == lang], 2):
            print(f"[benign/{lang}] {t!r}"[:220])
    print(f"ok in {time.time() - t0:.1f}s")
