# ruff: noqa
"""Blind acceptance corpus ``ae``: a personal assistant agent's daily life.

Style: the thirteenth independent acceptance corpus, written by a privacy engineer at a customer
who was promised "on held-out text of the same kind (Faker en_US, en_GB, zh_CN values plus
hand-written hard cases) at most 1% of planted values survive per category and language, and at
most 2% of benign texts are altered". It samples what a personal assistant sees every day:
calendar invites and reminders (日程, 提醒), smart-home and device logs (door locks, cameras,
routers, thermostats, car apps, 智能家居), shopping / delivery / travel (orders, returns,
ride-hailing, boarding passes, hotels, 外卖, 网约车, 高铁票) and family / friends' chats and notes
(school groups, neighbours, clubs, grocery lists, 家长群, 邻居群), in English, Chinese and
code-switched text, as short messages, notification lines, lists and key: value snippets.

Written blind: the author never read the gate's source, its tests (other than the shared
contract ``blind_common.py``), its changelog or security notes, and never ran the gate.

Template syntax: ``"[!][kind::]text with {v}"``; ``!`` marks a hand-written hard case (weak or no
cue, value before the cue, among similar benign items, quotes/brackets/table cells, full-width,
no spaces, upper/lower case), ``kind`` selects the value generator variant. Other ``{slot}``
markers are filled with benign filler before the value is inserted.

Seeds: Faker seed 10501 (en_US, en_GB, zh_CN via seed_instance), random seed 10502. Every
time-dependent Faker call is pinned to a fixed range, so the corpus is identical on every run.
"""

from __future__ import annotations

import base64
import datetime as _dt
import json
import random
import re
import string
import sys
from pathlib import Path

from faker import Faker

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

FAKER_SEED = 10501
RANDOM_SEED = 10502
PER_CELL = 250
BENIGN_PER_LANG = 400
_T0 = _dt.datetime(2025, 1, 1)
_T1 = _dt.datetime(2025, 12, 31)

ALNUM = string.ascii_letters + string.digits
UPNUM = string.ascii_uppercase + string.digits
B64U = ALNUM + "-_"
B64 = ALNUM + "+/"
HEX = "0123456789abcdef"
FW = {c: chr(ord(c) + 0xFEE0) for c in string.ascii_letters + string.digits + ":@.-+"}


def fullwidth(s: str) -> str:
    return "".join(FW.get(c, c) for c in s)


class G:
    """All randomness: three seeded Faker instances and one random.Random."""

    def __init__(self) -> None:
        self.r = random.Random(RANDOM_SEED)
        self.us = Faker("en_US")
        self.us.seed_instance(FAKER_SEED)
        self.gb = Faker("en_GB")
        self.gb.seed_instance(FAKER_SEED)
        self.cn = Faker("zh_CN")
        self.cn.seed_instance(FAKER_SEED)

    def en(self) -> Faker:
        return self.us if self.r.random() < 0.55 else self.gb

    def any(self) -> Faker:
        return self.r.choice((self.us, self.gb, self.cn))

    def s(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def pick(self, seq):
        return self.r.choice(seq)


# ---------------------------------------------------------------- number helpers
def luhn_complete(g: G, prefix: str, length: int) -> str:
    body = prefix + "".join(str(g.r.randrange(10)) for _ in range(length - len(prefix) - 1))
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
    digits = [int(c) for c in num if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def non_luhn(g: G, n: int = 16) -> str:
    while True:
        s = str(g.r.randint(1, 9)) + "".join(str(g.r.randrange(10)) for _ in range(n - 1))
        if not luhn_ok(s):
            return s


def iban_make(g: G, cc: str, bban: str) -> str:
    conv = "".join(str(int(c, 36)) for c in (bban + cc + "00"))
    check = 98 - int(conv) % 97
    return f"{cc}{check:02d}{bban}"


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def group4(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


CN_AREAS = ("110101", "110105", "310104", "310115", "440305", "440106", "330106", "510107",
            "420102", "320102", "370102", "500103", "610113", "120101", "350203", "430104")
CN_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def cn_id(g: G) -> str:
    birth = _dt.date(1952, 1, 1) + _dt.timedelta(days=g.r.randrange(19000))
    body = g.pick(CN_AREAS) + birth.strftime("%Y%m%d") + f"{g.r.randrange(1000):03d}"
    return body + "10X98765432"[sum(int(a) * w for a, w in zip(body, CN_W)) % 11]


def nino(g: G) -> str:
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = g.pick(first) + g.pick(second)
        if p not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            break
    d = "".join(str(g.r.randrange(10)) for _ in range(6))
    suf = g.pick("ABCD")
    if g.r.random() < 0.5:
        return f"{p}{d}{suf}"
    return f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}"


def b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


# ---------------------------------------------------------------- value generators
# each returns (pre, value, post): only ``value`` is the planted span.
WORDS = ("maple", "orbit", "velvet", "copper", "harbor", "tundra", "lantern", "pepper", "quartz",
         "meadow", "falcon", "ember", "glacier", "saffron", "cobalt", "willow", "nimbus", "juniper",
         "raven", "citrus", "thistle", "basalt", "marlin", "cedar", "pixel", "sonnet", "tango")
PINYIN = ("xingfu", "tiantian", "kuaile", "pingan", "xiaomao", "dabao", "yueliang", "taiyang",
          "huahua", "doudou", "niuniu", "xiaoyu", "jinqiu", "chunfeng", "lanlan", "mingyue")


def v_secret(g: G, lang: str, kind: str):
    kinds = ("aws", "awssec", "ghp", "ghpat", "slack", "openai", "anthropic", "stripe", "google",
             "hf", "sendgrid", "telegram", "jwt", "pem", "urlpw", "hex", "b64")
    k = kind or g.pick(kinds)
    if k == "aws":
        return "", g.pick(("AKIA", "AKIA", "ASIA")) + g.s(UPNUM, 16), ""
    if k == "awssec":
        return "", g.s(B64, 40), ""
    if k == "ghp":
        return "", g.pick(("ghp_", "ghp_", "gho_")) + g.s(ALNUM, 36), ""
    if k == "ghpat":
        return "", "github_pat_" + g.s(ALNUM, 22) + "_" + g.s(ALNUM, 59), ""
    if k == "slack":
        a = "".join(str(g.r.randrange(10)) for _ in range(g.r.randint(10, 13)))
        b = "".join(str(g.r.randrange(10)) for _ in range(g.r.randint(10, 13)))
        if g.r.random() < 0.6:
            return "", f"xoxb-{a}-{b}-{g.s(ALNUM, 24)}", ""
        c = "".join(str(g.r.randrange(10)) for _ in range(13))
        return "", f"xoxp-{a}-{b}-{c}-{g.s(HEX, 32)}", ""
    if k == "openai":
        if g.r.random() < 0.7:
            return "", "sk-proj-" + g.s(B64U, g.pick((48, 74, 120, 156))), ""
        return "", "sk-" + g.s(ALNUM, 48), ""
    if k == "anthropic":
        return "", "sk-ant-api03-" + g.s(B64U, 93) + "AA", ""
    if k == "stripe":
        return "", g.pick(("sk_live_", "rk_live_", "sk_test_")) + g.s(ALNUM, g.pick((24, 34, 99))), ""
    if k == "google":
        return "", "AIza" + g.s(B64U, 35), ""
    if k == "hf":
        return "", "hf_" + g.s(ALNUM, 34), ""
    if k == "sendgrid":
        return "", "SG." + g.s(B64U, 22) + "." + g.s(B64U, 43), ""
    if k == "telegram":
        return "", f"{g.r.randint(10**8, 8 * 10**9)}:AA{g.s(B64U, 33)}", ""
    if k == "jwt":
        head = b64url(json.dumps({"alg": g.pick(("HS256", "RS256")), "typ": "JWT"}, separators=(",", ":")).encode())
        body = {"sub": g.s(HEX, 24), "iat": 1735689600 + g.r.randrange(10**7), "scope": g.pick(("home", "lock", "car", "cam"))}
        pay = b64url(json.dumps(body, separators=(",", ":")).encode())
        return "", f"{head}.{pay}.{g.s(B64U, 43)}", ""
    if k == "pem":
        label = g.pick(("RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"))
        lines = [g.s(B64, 64) for _ in range(g.r.randint(3, 6))] + [g.s(B64, g.r.randint(12, 60)) + "=="]
        return "", f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----", ""
    if k == "urlpw":
        user = g.en().user_name()
        scheme, host = g.pick((("https", "nas.local:5001"), ("rtsp", "192.168.1.64:554/stream1"),
                               ("postgres", "db.internal:5432/home"), ("mqtt", "hub.lan:1883"),
                               ("ftp", "files.lan/camera"), ("redis", "cache.lan:6379/0")))
        return f"{scheme}://{user}:", g.s(ALNUM, g.r.randint(12, 22)), f"@{host}"
    if k == "hex":
        return "", g.s(HEX, g.pick((32, 40, 64))), ""
    return "", g.s(ALNUM, g.r.randint(32, 44)), ""  # b64 / default


def v_password(g: G, lang: str, kind: str):
    k = kind or g.pick(("faker", "faker", "phrase", "mem", "cnpw", "code"))
    if k == "faker":
        return "", g.any().password(length=g.r.randint(9, 16), special_chars=g.r.random() < 0.6), ""
    if k == "phrase":
        w = [g.pick(WORDS) for _ in range(g.r.randint(3, 4))]
        sep = g.pick(("-", ".", "_", ""))
        if sep == "":
            w = [x.capitalize() for x in w]
        return "", sep.join(w) + str(g.r.randint(1, 99)), ""
    if k == "mem":
        return "", g.pick(WORDS).capitalize() + g.pick("#!@$*") + str(g.r.randint(1960, 2024)), ""
    if k == "cnpw":
        return "", g.pick(PINYIN) + g.pick(("", "@", "_", ".")) + str(g.r.randint(100, 99999)), ""
    if k == "code":
        return "", "".join(str(g.r.randrange(10)) for _ in range(g.r.randint(6, 8))), ""
    if k == "fw":
        return "", fullwidth(g.pick(PINYIN) + str(g.r.randint(1000, 9999))), ""
    return "", g.any().password(length=12), ""


def v_email(g: G, lang: str, kind: str):
    f = g.any() if lang == "mixed" else (g.cn if lang == "zh" and g.r.random() < 0.6 else g.en())
    m = g.pick(("email", "free_email", "company_email", "safe_email", "ascii_email",
                "ascii_free_email", "ascii_company_email"))
    e = getattr(f, m)()
    if kind == "up":
        e = e.upper()
    elif kind == "cap":
        e = e[0].upper() + e[1:]
    return "", e, ""


def cn_mobile(g: G) -> str:
    return g.pick(("13", "15", "17", "18", "19")) + str(g.r.randrange(10)) + "".join(
        str(g.r.randrange(10)) for _ in range(8))


def v_phone(g: G, lang: str, kind: str):
    k = kind or (g.pick(("us", "us", "gb", "ext", "intl")) if lang == "en" else g.pick(
        ("cn", "cn", "cnfmt", "cnfmt", "fixed")) if lang == "zh" else g.pick(
        ("us", "gb", "cn", "cnfmt", "fixed", "ext")))
    if k == "us":
        return "", g.us.phone_number(), ""
    if k == "gb":
        return "", g.gb.phone_number(), ""
    if k == "cn":
        return "", g.cn.phone_number(), ""
    if k == "ext":
        n = f"{g.r.randint(201, 989)}-{g.us.numerify('%##-####')}"
        return "", n.replace("-", g.pick(("-", ".", " ")), 1) + g.pick((" ext. ", " x", " ext ", "#")) + str(g.r.randint(10, 9999)), ""
    if k == "intl":
        return "", g.pick((f"+1 ({g.us.numerify('%##')}) {g.us.numerify('%##-####')}",
                           f"+44 7{g.gb.numerify('### ######')}", f"+44 (0)20 {g.gb.numerify('#### ####')}")), ""
    if k == "fixed":
        return "", g.pick((f"0{g.pick(('10', '21', '20', '755', '571', '28'))}-{g.cn.numerify('%#######')}",
                           f"+86 {cn_mobile(g)}", f"+86-{cn_mobile(g)}", f"(010) {g.cn.numerify('%### ####')}")), ""
    if k == "fw":
        return "", fullwidth(cn_mobile(g)), ""
    m = cn_mobile(g)  # cnfmt
    return "", g.pick((f"{m[:3]} {m[3:7]} {m[7:]}", f"{m[:3]}-{m[3:7]}-{m[7:]}", f"+86 {m[:3]} {m[3:7]} {m[7:]}",
                       f"+8613{m[2:]}" if False else f"(+86){m}")), ""


CN_ROADS = ("建设路", "人民路", "中山北路", "解放大道", "科技园南路", "滨江大道", "长江西路", "文三路",
            "南京东路", "淮海中路", "天府大道", "学院路", "和平街", "东风路", "迎宾大道", "枫林路",
            "青年街", "工农路", "金沙江路", "黄河南路", "望京街", "曹杨路", "幸福北街")


def cn_street(g: G, fw: bool = False) -> str:
    road = g.cn.street_name() if g.r.random() < 0.35 else g.pick(CN_ROADS)
    num = str(g.r.randint(1, 999))
    unit = g.pick(("", f"{g.r.randint(1, 30)}栋{g.r.randint(1, 6)}单元{g.r.randint(101, 2804)}室",
                   f"{g.r.randint(1, 20)}号楼{g.r.randint(101, 1902)}室", f"{g.r.randint(1, 12)}幢{g.r.randint(101, 1802)}",
                   f"{g.pick('ABCDE')}座{g.r.randint(2, 32)}楼", f"{g.r.randint(101, 3302)}室"))
    s = f"{road}{num}号{unit}"
    return fullwidth(s) if fw else s


def v_address(g: G, lang: str, kind: str):
    k = kind or (g.pick(("us", "gb")) if lang == "en" else "cn" if lang == "zh" else g.pick(("cn", "cn", "us", "gb")))
    if k == "us":
        post = g.pick(("", f", {g.us.city()}", f", {g.us.city()}, {g.us.state_abbr()}"))
        return "", g.us.street_address(), post
    if k == "gb":
        return "", g.gb.street_address().replace("\n", ", "), g.pick(("", f", {g.gb.city()}"))
    if k == "bare":  # building number + street name
        f = g.en()
        return "", f"{f.building_number()} {f.street_name()}", ""
    pre = g.pick(("", g.cn.city(), g.cn.province() + g.cn.city(), g.cn.city() + g.cn.district() + "区"))
    return pre, cn_street(g, fw=(k == "fw")), ""


def v_gov(g: G, lang: str, kind: str):
    k = kind or g.pick(("ssn", "nino", "cnid", "passport"))
    if k == "ssn":
        s = g.us.ssn()
        return "", (s.replace("-", "") if g.r.random() < 0.2 else s.replace("-", " ") if g.r.random() < 0.1 else s), ""
    if k == "nino":
        return "", nino(g) if g.r.random() < 0.75 else g.gb.ssn(), ""
    if k == "cnid":
        s = g.cn.ssn() if g.r.random() < 0.4 else cn_id(g)
        return "", s, ""
    if k == "cnidfw":
        return "", fullwidth(cn_id(g)), ""
    if k == "cnpass":
        return "", g.pick("EEEGD") + "".join(str(g.r.randrange(10)) for _ in range(8)), ""
    if k == "gbpass":
        return "", g.gb.passport_number(), ""
    return "", g.pick((g.us.passport_number(), g.us.passport_number(), g.gb.passport_number())), ""


def v_fin(g: G, lang: str, kind: str):
    k = kind or g.pick(("card", "cncard", "iban", "acct", "routing"))
    if k == "card":
        c = g.us.credit_card_number(card_type=g.pick(("visa", "mastercard", "amex", "discover", "visa16", "jcb", None)))
        if g.r.random() < 0.35 and len(c) == 16:
            c = group4(c) if g.r.random() < 0.7 else "-".join(c[i:i + 4] for i in range(0, 16, 4))
        return "", c, ""
    if k == "cncard":
        c = luhn_complete(g, g.pick(("6222", "6217", "6228", "6214", "6225", "6212")), g.pick((16, 19, 19)))
        return "", (group4(c) if g.r.random() < 0.3 else c), ""
    if k == "iban":
        roll = g.r.random()
        if roll < 0.45:
            i = g.gb.iban()
        else:
            cc, bban = g.pick((("DE", g.s(string.digits, 18)), ("FR", g.s(string.digits, 23)),
                               ("NL", g.s(string.ascii_uppercase, 4) + g.s(string.digits, 10)),
                               ("ES", g.s(string.digits, 20)), ("IT", g.pick(string.ascii_uppercase) + g.s(string.digits, 22))))
            i = iban_make(g, cc, bban)
        assert iban_ok(i), i
        return "", (group4(i) if g.r.random() < 0.4 else i), ""
    if k == "routing":
        return "", g.us.aba(), ""
    if k == "bban":
        return "", g.gb.bban(), ""
    return "", "".join(str(g.r.randrange(10)) for _ in range(g.pick((8, 10, 12, 12, 17)))), ""  # acct


TITLES_EN = ("Mr. ", "Mrs. ", "Ms. ", "Dr. ", "Mr ", "Mrs ", "Miss ", "Prof. ")


def en_name(g: G) -> str:
    f = g.en()
    m = g.pick(("fl", "male", "female", "fl"))
    if m == "fl":
        return f"{f.first_name()} {f.last_name()}"
    n = f.name_male() if m == "male" else f.name_female()
    parts = [p for p in n.split() if p.strip(".").lower() not in
             ("mr", "mrs", "ms", "miss", "dr", "prof", "jr", "sr", "md", "phd", "dds", "dvm", "ii", "iii", "iv", "v", "mx")]
    return " ".join(parts[:3]) if len(parts) >= 2 else f"{f.first_name()} {f.last_name()}"


def zh_name(g: G) -> str:
    while True:
        n = g.pick((g.cn.name, g.cn.name_male, g.cn.name_female))()
        if 2 <= len(n) <= 3:
            return n


def v_name(g: G, lang: str, kind: str):
    k = kind or ("en" if lang == "en" else "zh" if lang == "zh" else g.pick(("zh", "zh", "en", "roman")))
    if k == "en":
        return "", en_name(g), ""
    if k == "title":
        return g.pick(TITLES_EN), en_name(g), ""
    if k == "roman":
        return "", g.cn.romanized_name(), ""
    if k == "upper":
        return "", en_name(g).upper(), ""
    if k == "lower":
        return "", en_name(g).lower(), ""
    return "", zh_name(g), ""


def handle(g: G) -> str:
    k = g.r.random()
    if k < 0.55:
        return g.any().user_name()
    if k < 0.8:
        f = g.any()
        base = g.pick((f.first_name(), f.last_name())) if f is not g.cn else g.pick(PINYIN)
        return f"{base.lower()}{g.pick(('_', '.', '', '_the_'))}{g.pick(WORDS)}{g.r.randint(1, 999)}"
    return f"{g.pick(PINYIN)}{g.pick(('_', '', '.'))}{g.r.randint(70, 2025)}"


def v_user(g: G, lang: str, kind: str):
    h = handle(g)
    if kind == "at":
        return "", "@" + h, ""
    if kind == "up":
        return "", h.upper(), ""
    return "", h, ""


def v_home(g: G, lang: str, kind: str):
    k = kind or g.pick(("linux", "mac", "win"))
    f = g.any()
    user = g.pick((f.user_name(), f.user_name(), (f.first_name() if f is not g.cn else g.pick(PINYIN)).lower()))
    rest = g.pick(("/Downloads/invoice_0412.pdf", "/Pictures/doorbell/clip_0007.mp4", "/.config/homeassistant/secrets.yaml",
                   "/Documents/school/permission-slip.docx", "/Desktop/boarding_pass.pdf", "/Music", "/.ssh/config",
                   "/projects/thermostat/run.log", "/Documents/外卖发票.pdf", "/Desktop/行程单.pdf", "/Downloads",
                   "/Library/Mobile Documents/grocery.txt", "/videos/camera-export"))
    if k == "linux":
        return "", f"/home/{user}", rest
    if k == "mac":
        return "", f"/Users/{user}", rest
    if k == "winlow":
        return "", f"c:\\users\\{user}", rest.replace("/", "\\")
    return "", f"C:\\Users\\{user}", rest.replace("/", "\\")


EN_NUM = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
ZH_NUM = ("一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二")


def _hm(g: G):
    t = g.us.date_time_between(start_date=_T0, end_date=_T1)  # pinned range
    return 5 + t.hour % 18, g.pick((0, 0, 15, 30, 30, 45, 10, 20, 40, 50, t.minute))  # 5:00-22:59


def v_sched(g: G, lang: str, kind: str):
    k = kind or ("en" if lang == "en" else "zh" if lang == "zh" else g.pick(("en", "zh")))
    h, m = _hm(g)
    h12 = h % 12 or 12
    if k == "en":
        ap = "am" if h < 12 else "pm"
        ap = g.pick((ap, ap, ap.upper(), {"am": "a.m.", "pm": "p.m."}[ap.lower()], " " + ap, " " + ap.upper()))
        opts = [f"{h12}:{m:02d}{ap}", f"{h:02d}:{m:02d}", f"{h12}.{m:02d}{ap}"] if m else [f"{h12}{ap}", f"{h12}{ap}", f"{h:02d}:00"]
        if m == 30:
            opts.append(f"half past {EN_NUM[h12 - 1]}")
        if m == 15:
            opts.append(f"quarter past {EN_NUM[h12 - 1]}")
        if m == 45:
            opts.append(f"quarter to {EN_NUM[h12 % 12]}")
        if m == 0:
            opts.append(f"{EN_NUM[h12 - 1]} o'clock")
        return "", g.pick(opts), ""
    if k == "h24":
        return "", f"{h:02d}:{m:02d}", ""
    part = "凌晨" if h < 5 else "早上" if h < 9 else "上午" if h < 12 else "中午" if h < 13 else "下午" if h < 18 else "傍晚" if h < 19 else "晚上"
    part = g.pick((part, part, "每天" if False else part))
    hz = str(h12) if g.r.random() < 0.6 or m not in (0, 15, 30) else ZH_NUM[h12 - 1]
    mz = "" if m == 0 else ("半" if m == 30 and g.r.random() < 0.7 else f"{m}分" if hz.isdigit() else "一刻" if m == 15 else f"{m}分")
    opts = [f"{part}{hz}点{mz}", f"{part}{hz}点{mz}", f"{h}:{m:02d}", f"{part}{h12}:{m:02d}"]
    v = g.pick(opts)
    return "", (fullwidth(v) if k == "fw" else v), ""


EN_HOODS_A = ("Riverside", "Hollyfield", "Ashcombe", "Kingsmead", "Larkspur", "Oakridge", "Fernhill", "Brookvale",
              "Elmstead", "Willowbank", "Northgate", "Harewood", "Cedar Ridge", "Foxglove", "Meadowview", "Summerlea")
EN_HOODS_B = ("Estate", "Gardens", "Heights", "Park", "Village", "Green", "Court", "Meadows", "Grange")
ZH_HOODS_A = ("翠湖", "碧桂", "阳光", "锦绣", "金地", "万科", "绿城", "龙湖", "保利", "紫荆", "天鹅湾", "香榭",
              "枫丹", "幸福里", "和园", "星河", "御景", "滨江", "春华", "桃源")
ZH_HOODS_B = ("花园", "小区", "苑", "家园", "新村", "雅居", "公馆", "嘉园", "城", "名邸")


def v_geo(g: G, lang: str, kind: str):
    k = kind or g.pick(("coord", "coord", "post", "hood"))
    if k == "coord":
        f = g.any()
        if g.r.random() < 0.3:
            lat, lon = f.local_latlng(country_code=g.pick(("US", "GB", "CN")) if False else "US", coords_only=True)
        else:
            lat, lon = f.latitude(), f.longitude()
        lat, lon = round(float(lat), g.r.randint(4, 6)), round(float(lon), g.r.randint(4, 6))
        return "", g.pick((f"{lat}, {lon}", f"{lat},{lon}", f"{lat} {lon}")), ""
    if k == "post":
        k = "uspost" if lang == "en" and g.r.random() < 0.5 else "gbpost" if lang == "en" else "cnpost" if lang == "zh" else g.pick(("cnpost", "gbpost", "uspost"))
    if k == "uspost":
        return "", g.pick((g.us.zipcode(), g.us.zipcode_plus4())), ""
    if k == "gbpost":
        p = g.gb.postcode()
        return "", (p.lower() if g.r.random() < 0.1 else p), ""
    if k == "cnpost":
        return "", g.cn.postcode(), ""
    if k == "hood" and lang == "en" or k == "enhood":
        return "", f"{g.pick(EN_HOODS_A)} {g.pick(EN_HOODS_B)}", ""
    return "", g.pick(ZH_HOODS_A) + g.pick(ZH_HOODS_B), ""  # zhhood / hood


GEN = {"secret": v_secret, "password": v_password, "email": v_email, "phone": v_phone,
       "address": v_address, "government_id": v_gov, "financial": v_fin, "person_name": v_name,
       "username": v_user, "home_path": v_home, "schedule": v_sched, "geo": v_geo}

# ---------------------------------------------------------------- templates (data)
T: dict[str, dict[str, list[str]]] = {}

T["secret"] = {
    "en": [
        "aws::Reminder: rotate the camera backup key before {date}. AWS_ACCESS_KEY_ID={v}",
        "awssec::aws_secret_access_key = {v}  # doorbell clip uploader",
        "ghp::Note to self: the garage-door sync script uses GITHUB_TOKEN={v}",
        "ghpat::Smart-home repo deploy token: {v} (expires in 90 days)",
        "slack::Family Slack bot for grocery lists -> SLACK_BOT_TOKEN: {v}",
        "openai::assistant.env\nOPENAI_API_KEY={v}\nMODEL=gpt-4o-mini",
        "anthropic::The meal-planner app needs ANTHROPIC_API_KEY set to {v} before Sunday's batch run.",
        "stripe::School bake-sale checkout: stripe secret {v}",
        "google::Maps key for the ride-share widget: {v}",
        "hf::hf token for the baby-monitor model download: {v}",
        "sendgrid::Party invite mailer -> SENDGRID_API_KEY={v}",
        "telegram::Thermostat alert bot (Telegram) token {v}",
        "jwt::Home Assistant long-lived access token: {v}",
        "pem::Copied from the old NAS, keep safe:\n{v}",
        "urlpw::Camera stream URL for the nanny cam: {v}",
        "hex::router.conf: admin_api_key = {v}",
        "b64::car_app.refresh_token: \"{v}\"",
        "hex::Tuya client_secret {v} (thermostat integration)",
        "!aws::{v} <- that's the key the backup job uses, don't share it in the group",
        "!ghp::found this in the kids' laptop history: {v}",
        "!jwt::Authorization: Bearer {v}",
        "!stripe::| service | value |\n| billing | {v} |",
        "!openai::[{v}] pasted into the meal-planner by accident, revoke pls",
        "!b64::DOOR LOCK CLOUD SECRET={v}",
        "!urlpw::mqtt bridge failing: connect {v} refused",
        "!google::keys: AIzaSyExample (placeholder), {v} (live), none (dev)",
        "!hf::\"{v}\" is what the tutorial told me to paste",
    ],
    "zh": [
        "aws::提醒：{date}前更换摄像头备份的访问密钥，AWS_ACCESS_KEY_ID={v}",
        "awssec::云存储的 secret_access_key 是 {v}，别发到群里",
        "ghp::家里自动化脚本的GitHub令牌：{v}",
        "ghpat::智能家居仓库部署用的 token：{v}，九十天后过期",
        "slack::买菜清单机器人 Slack bot token 为 {v}",
        "openai::助手配置\nOPENAI_API_KEY={v}\n模型：gpt-4o-mini",
        "anthropic::菜谱规划应用需要 ANTHROPIC_API_KEY，值为 {v}",
        "stripe::学校义卖收款的 Stripe 密钥：{v}",
        "google::网约车小组件用的地图 API key：{v}",
        "hf::宝宝监护模型下载令牌 {v}",
        "sendgrid::聚会邀请邮件服务密钥 SENDGRID_API_KEY={v}",
        "telegram::温控器报警机器人的 Telegram token：{v}",
        "jwt::Home Assistant 长期访问令牌：{v}",
        "pem::旧NAS上导出的私钥，务必保管好：\n{v}",
        "urlpw::保姆摄像头的拉流地址：{v}",
        "hex::路由器配置 admin_api_key = {v}",
        "b64::车机App的刷新令牌 refresh_token：{v}",
        "hex::涂鸦智能的 client_secret 是 {v}",
        "!aws::{v}——这是备份任务用的钥匙，别外传",
        "!ghp::在孩子电脑的历史记录里看到：{v}",
        "!jwt::请求头 Authorization: Bearer {v}",
        "!stripe::| 服务 | 值 |\n| 收款 | {v} |",
        "!openai::【{v}】不小心贴到菜谱应用里了，赶紧作废",
        "!b64::门锁云端密钥{v}已更新",
        "!urlpw::网关日志：连接 {v} 被拒绝",
        "!sendgrid::“{v}”就是教程里让填的那个",
        "!hex::设备列表：客厅灯、卧室空调、{v}（网关密钥）、窗帘电机",
    ],
    "mixed": [
        "aws::提醒一下，camera backup 的 AWS key 是 {v}，{date} 之前 rotate",
        "awssec::aws_secret_access_key 我放这里了：{v}",
        "ghp::自动开车库门的 script 用的 GITHUB_TOKEN={v}",
        "ghpat::repo deploy token 换新的了 {v}，old one 已经 revoke",
        "slack::grocery list bot 的 token：{v}",
        "openai::.env 文件\nOPENAI_API_KEY={v}\n# 不要 commit",
        "anthropic::meal planner 要用 Anthropic key，填 {v} 就行",
        "stripe::义卖 checkout 的 live secret key：{v}",
        "google::Maps API key（网约车 widget）= {v}",
        "hf::下载 baby monitor model 要 hf token：{v}",
        "sendgrid::party invite 邮件用 SendGrid，key 是 {v}",
        "telegram::温控器 alert bot token {v}",
        "jwt::HA 的 long-lived token：{v}",
        "pem::NAS 上 export 出来的 private key：\n{v}",
        "urlpw::nanny cam stream 地址 {v} 记一下",
        "hex::router 配置里 admin_api_key = {v}",
        "b64::car app refresh_token 是 \"{v}\"",
        "hex::Tuya 的 client_secret：{v}",
        "!aws::{v} 这个是 backup job 的 key，千万别发群里",
        "!ghp::孩子 laptop history 里有个 {v}，是不是泄露了？",
        "!jwt::Bearer {v}",
        "!stripe::| service | 值 |\n| billing | {v} |",
        "!openai::[{v}] 不小心 paste 到 app 里了 pls revoke",
        "!b64::DOOR_LOCK_SECRET={v}",
        "!urlpw::mqtt bridge 连 {v} 失败",
        "!anthropic::key 列表：dev 用 placeholder，prod 用 {v}，test 先空着",
        "!hex::设备清单：living room light、空调、{v}（hub secret）、窗帘",
    ],
}

T["password"] = {
    "en": [
        "Wi-Fi for the babysitter: network HomeNet-5G, password: {v}",
        "Door lock guest code changed to {v} for the cleaner this week",
        "The password is {v} — it's the same for the school portal",
        "router admin pw={v}",
        "Hotel check-in note: safe PIN / passcode {v}",
        "New login for the car app. pwd: {v}",
        "Grandma's tablet passphrase: {v}",
        "Reminder: the garage keypad combo is {v}",
        "Club members area -> pass {v}",
        "smart-lock.log: admin_password=\"{v}\"",
        "Parents' group: the photo album password has been updated to {v}",
        "Streaming account shared with the neighbours, login secret: {v}",
        "phrase::Our new master passphrase for the password manager is {v}",
        "mem::Thermostat app credentials -> password {v}",
        "code::Your locker at the station opens with code {v}",
        "WIFI KEY: {v}",
        "camera portal: user admin / {v}",
        "!{v} is the wifi one, the other is for the printer",
        "!guest network → \"{v}\"",
        "!| device | login |\n| NAS | {v} |",
        "!codes: floor 3, gate B, {v} for the alarm panel",
        "!pw {v} (don't change it, the kids know it)",
        "!(passcode: {v})",
        "!phrase::written on the fridge: {v}",
        "!new one: {v}",
    ],
    "zh": [
        "给阿姨的Wi-Fi：网络名HomeNet-5G，密码：{v}",
        "门锁临时密码改成了{v}，保洁本周用",
        "密码是{v}，学校平台也是这个",
        "路由器管理密码{v}",
        "酒店保险箱口令：{v}",
        "车机App新登录，密码为 {v}",
        "奶奶平板的开机密码：{v}",
        "提醒：车库键盘开门码 {v}",
        "小区业主群相册访问密码已更新为{v}",
        "智能门锁日志 admin_password=\"{v}\"",
        "code::快递柜取件后寄存柜开箱码{v}（非取件码）",
        "视频会员和邻居共用，登录口令{v}",
        "phrase::密码管理器新的主口令：{v}",
        "mem::温控器App账号的密码 {v}",
        "cnpw::家长群投票系统的登录密码设成{v}了",
        "摄像头后台：用户 admin / {v}",
        "密碼：{v}",
        "!{v}是家里Wi-Fi的，另一个是打印机的",
        "!访客网络→“{v}”",
        "!| 设备 | 登录 |\n| NAS | {v} |",
        "!编号：3楼、B门、{v}是报警面板的",
        "!fw::门锁密码{v}",
        "!（口令：{v}）",
        "!cnpw::新的：{v}",
        "!pw{v}别改，孩子们都记得",
    ],
    "mixed": [
        "babysitter 的 Wi-Fi password：{v}",
        "门锁 guest code 改成 {v} 了",
        "password 是 {v}，school portal 一样",
        "router admin pw={v}",
        "hotel 保险箱 passcode：{v}",
        "car app 新 login，密码 {v}",
        "奶奶 iPad 的 passphrase：{v}",
        "garage keypad 的 combo 是 {v}",
        "club members area 密码已更新为 {v}",
        "smart-lock log: admin_password=\"{v}\"",
        "code::station locker 开箱 code {v}",
        "streaming account 跟邻居 share，login 口令 {v}",
        "phrase::password manager 的 master passphrase 是 {v}",
        "mem::thermostat app 账号 pwd: {v}",
        "cnpw::家长群 voting 系统 password 设成 {v}",
        "camera 后台：user admin / {v}",
        "PASSWD={v}",
        "!{v} 是 wifi 的，另一个是 printer 的",
        "!guest network → “{v}”",
        "!| device | 密码 |\n| NAS | {v} |",
        "!codes：3楼、gate B、{v} 是 alarm panel 的",
        "!fw::新的 wifi 密码{v}",
        "!（pass：{v}）",
        "!phrase::冰箱上贴着 {v}",
        "!pw {v} 别改哈 kids 都记得",
    ],
}

T["email"] = {
    "en": [
        "Calendar invite from {v}: Parent-teacher meeting, {date}",
        "Reminder: send the carpool rota to {v} by Friday",
        "Order #{order} confirmation will be emailed to {v}",
        "Your return label was sent to {v}",
        "Camera alerts now go to {v}",
        "Hotel booking contact email: {v}",
        "Neighbours' group: if you found a grey cat please write to {v}",
        "Ride receipt forwarded to {v}",
        "Thermostat account owner: {v}",
        "Book club sign-up sheet -> mail {v} with your picks",
        "email: {v}",
        "E-mail address on file: {v}",
        "Please cc {v} on the swim-team schedule",
        "Boarding pass delivered to inbox {v}",
        "Router firmware notices: {v} (owner)",
        "Shared grocery list invited {v} to edit",
        "Reply-To: {v}",
        "up::!{v} asked to be removed from the PTA list",
        "!<{v}>",
        "!contacts: front desk, concierge, {v}, lost & found",
        "!\"{v}\" bounced twice, try the other one",
        "!| guest | {v} | 2 nights |",
        "cap::!Send the photos to {v} when you get a sec",
        "!lower: {v}",
        "!forwarded by {v} -- see below",
    ],
    "zh": [
        "日程邀请来自{v}：家长会，{datezh}",
        "提醒：周五前把拼车表发到{v}",
        "订单{order}的确认邮件会发送至{v}",
        "退货标签已发送到邮箱 {v}",
        "摄像头报警邮件改为发到 {v}",
        "酒店预订联系邮箱：{v}",
        "邻居群：捡到灰猫的请发邮件给{v}",
        "打车发票已转发至{v}",
        "温控器账号绑定邮箱：{v}",
        "读书会报名请发邮件到{v}",
        "电子邮箱：{v}",
        "邮箱地址 {v}",
        "游泳队日程请抄送{v}",
        "登机牌已发送到{v}",
        "路由器固件通知发给 {v}（管理员）",
        "共享购物清单已邀请{v}编辑",
        "E-mail：{v}",
        "up::!{v}说要退出家委会邮件列表",
        "!<{v}>",
        "!联系方式：前台、礼宾部、{v}、失物招领",
        "!“{v}”退信两次了，换另一个试试",
        "!| 住客 | {v} | 两晚 |",
        "!照片发{v}就行",
        "!发件人{v}，详见下文",
        "!外卖发票抬头已填，接收邮箱{v}",
    ],
    "mixed": [
        "calendar invite 来自 {v}：家长会",
        "提醒：周五前把 carpool 表发到 {v}",
        "order {order} 的 confirmation 会发到 {v}",
        "return label 已经 send 到 {v}",
        "camera alerts 改成发 {v}",
        "hotel booking 联系 email：{v}",
        "邻居群：found 灰猫的请 email {v}",
        "ride receipt 转发给 {v} 了",
        "thermostat 账号 owner email {v}",
        "book club 报名 mail 到 {v}",
        "邮箱：{v}",
        "swim team schedule 请 cc {v}",
        "boarding pass 已发到 inbox {v}",
        "router firmware 通知 → {v}",
        "grocery list 邀请了 {v} 一起 edit",
        "Reply-To：{v}",
        "联系 contact me at {v}",
        "up::!{v} 说要退出 PTA list",
        "!<{v}>",
        "!联系方式：front desk、concierge、{v}、lost & found",
        "!“{v}” bounce 了两次，换一个",
        "!| guest | {v} | 2晚 |",
        "cap::!照片 send to {v} 就好",
        "!forwarded by {v}，see below",
        "!外卖 invoice 接收 {v}",
    ],
}

T["phone"] = {
    "en": [
        "Pickup reminder: call {v} when you reach the school gate",
        "Your driver is arriving. Contact: {v}",
        "Delivery courier phone {v}",
        "Hotel front desk asked for a mobile number: {v}",
        "Door lock alarm SMS will go to {v}",
        "Neighbours' group: lost keys? ring me on {v}",
        "Dentist appointment confirmation — questions? tel. {v}",
        "Emergency contact (babysitter list): {v}",
        "Tel: {v}",
        "Ph. {v} (mum's mobile)",
        "Call or text {v} about the bake sale",
        "Car app: roadside assistance number saved as {v}",
        "Swim club coach, cell {v}",
        "The cleaner's number is {v}",
        "Return pickup: courier will phone {v} before arrival",
        "ext::Office line for school admin {v}",
        "intl::Boarding pass SMS updates to {v}",
        "!{v} -- that's the plumber, save it",
        "!contacts: reception 101, room service 202, {v}",
        "!| name | number |\n| carpool | {v} |",
        "!(mob. {v})",
        "!missed call from {v}",
        "!gb::{v} rang twice about the parcel",
        "!us::WhatsApp me {v}",
        "!gate code 4417, flat 3, {v} if you get lost",
    ],
    "zh": [
        "接孩子提醒：到校门口打{v}",
        "司机即将到达，联系电话：{v}",
        "外卖骑手电话{v}",
        "酒店前台要求留手机号：{v}",
        "门锁报警短信将发送至{v}",
        "邻居群：谁捡到钥匙请打{v}",
        "牙医预约确认，如有疑问请致电{v}",
        "紧急联系人（保姆名单）：{v}",
        "电话：{v}",
        "手机号 {v}（妈妈的）",
        "义卖的事打电话或发短信给{v}",
        "车机App道路救援号码存为{v}",
        "游泳教练手机{v}",
        "钟点工阿姨的号码是{v}",
        "退货取件：快递员上门前会打{v}",
        "fixed::学校办公室座机{v}",
        "高铁票改签通知发到{v}",
        "!{v}——水管工的，存一下",
        "!联系方式：前台101，客房服务202，{v}",
        "!| 姓名 | 号码 |\n| 拼车 | {v} |",
        "!（手机{v}）",
        "!未接来电{v}",
        "!fw::联系我{v}",
        "!cn::{v}打了两次电话说快递的事",
        "!门禁码4417，3号楼，找不到就打{v}",
    ],
    "mixed": [
        "pickup 提醒：到 school gate 打 {v}",
        "driver 快到了，contact {v}",
        "外卖 rider 电话 {v}",
        "hotel 前台要 mobile number：{v}",
        "door lock alarm SMS 发到 {v}",
        "邻居群：lost keys 的 ring me {v}",
        "dentist appointment 确认，有问题 call {v}",
        "emergency contact：{v}",
        "Tel：{v}",
        "mum 的 mobile {v}",
        "bake sale 的事 text {v}",
        "car app roadside assistance 号码 {v}",
        "swim coach 的 cell {v}",
        "阿姨的 number 是 {v}",
        "return pickup：courier 会先打 {v}",
        "fixed::school office landline {v}",
        "高铁 ticket 改签 SMS 到 {v}",
        "!{v}—— plumber 的，save 一下",
        "!contacts：reception 101、room service 202、{v}",
        "!| name | 号码 |\n| carpool | {v} |",
        "!（mob. {v}）",
        "!missed call 来自 {v}",
        "!fw::有事 call 我{v}",
        "!cn::{v} 打了两次 about 快递",
        "!gate code 4417，3号楼，找不到就 call {v}",
    ],
}

T["address"] = {
    "en": [
        "Pickup on Saturday from {v} — the blue door",
        "Deliver to: {v}",
        "Ride requested. Pickup point {v}",
        "Return collection address: {v}",
        "Birthday party at our place, {v}, bring swimsuits",
        "Neighbours' group: parcel left at {v} by mistake",
        "Hotel shuttle drop-off: {v}",
        "Ship to {v}",
        "Camera 2 registered at home address {v}",
        "Moving reminder: new address is {v} from {date}",
        "Book club this month is hosted at {v}",
        "Grocery order #{order} will arrive at {v}",
        "Car app: saved location 'Home' = {v}",
        "Playdate drop-off — we live at {v}",
        "Street: {v}",
        "Residential address on the school form: {v}",
        "Please forward my post to {v}",
        "!{v} is where the keys are, under the mat",
        "!bare::| stop | place |\n| 2 | {v} |",
        "!stops: Tesco car park, {v}, the library",
        "!(home: {v})",
        "!bare::meet outside {v} ok?",
        "!us::DELIVERED — {v}",
        "!gb::{v}. Ring the bell twice.",
        "!driver says he's at {v} now",
    ],
    "zh": [
        "周六到{v}接孩子，蓝色的门",
        "收货地址：{v}",
        "网约车上车点：{v}",
        "退货上门取件地址{v}",
        "生日派对在我家{v}，记得带泳衣",
        "邻居群：快递误放到了{v}门口",
        "酒店接驳车送到{v}",
        "配送至{v}",
        "2号摄像头登记的住址{v}",
        "搬家提醒：{datezh}起新地址是{v}",
        "本月读书会在{v}举行",
        "买菜订单{order}将送达{v}",
        "车机App“家”的位置设为{v}",
        "带孩子来玩，我们住在{v}",
        "住址：{v}",
        "学校登记表上的家庭住址{v}",
        "外卖送到{v}，放门口就行",
        "!{v}，钥匙在地垫下面",
        "!| 站点 | 地点 |\n| 2 | {v} |",
        "!途经：超市停车场、{v}、图书馆",
        "!（家：{v}）",
        "!fw::地址{v}",
        "!{v}已签收",
        "!师傅说已经到{v}了",
        "!快递放{v}物业",
    ],
    "mixed": [
        "Saturday 到 {v} 接孩子，blue door",
        "收货 address：{v}",
        "ride 上车点 pickup at {v}",
        "return 取件地址 {v}",
        "birthday party 在我家 {v}，带 swimsuit",
        "邻居群：parcel 误放到 {v} 了",
        "hotel shuttle 送到 {v}",
        "ship to 地址 {v}",
        "camera 2 绑定 home address {v}",
        "搬家 reminder：新地址 {v}",
        "book club 这个月在 {v}",
        "grocery order {order} 送到 {v}",
        "car app 的 Home 设成 {v}",
        "playdate 来我家 {v}",
        "住址 Street：{v}",
        "school form 上家庭住址 {v}",
        "外卖 deliver to {v}",
        "!{v}，keys 在 mat 下面",
        "!| stop | 地点 |\n| 2 | {v} |",
        "!stops：超市 car park、{v}、library",
        "!（home：{v}）",
        "!fw::地址{v}",
        "!us::DELIVERED — {v}",
        "!driver 说到 {v} 了",
        "!gb::{v}. 按两次门铃",
    ],
}

T["government_id"] = {
    "en": [
        "ssn::School aid form, {date}: student SSN {v}",
        "ssn::Tax appointment reminder — bring card, Social Security number {v}",
        "ssn::SSN: {v}",
        "ssn::Nanny payroll setup needs her social security no. {v}",
        "ssn::!{v} (social) — don't post this in the group chat",
        "ssn::!| field | value |\n| soc. sec. | {v} |",
        "ssn::!ss# {v}",
        "nino::National Insurance number for the childminder contract: {v}",
        "nino::NI No. {v}",
        "nino::HMRC letter mentions NINO {v}",
        "nino::!{v} is my NI, for the nursery voucher form",
        "nino::!nat. insurance [{v}]",
        "nino::Your NI number {v} has been verified",
        "passport::Hotel check-in requires passport number: {v}",
        "passport::Boarding pass issue: passport no. {v} doesn't match",
        "passport::Passport {v} expires next spring, renew before the trip",
        "passport::!travel docs: passport {v}, visa pending",
        "gbpass::UK passport number {v} saved in the airline app",
        "gbpass::!{v} - passport (old one)",
        "cnid::Chinese ID card on the train ticket booking: {v}",
        "cnid::Resident ID number {v} for the hotel registration",
        "cnpass::PRC passport (E-series) {v} for the visa appointment",
        "cnid::!ID: {v}",
        "ssn::Social Security #: {v}",
        "passport::Travel insurance form -> travel document no. {v}",
    ],
    "zh": [
        "cnid::高铁票购票人身份证号：{v}",
        "cnid::酒店入住登记，身份证{v}",
        "cnid::身份证号码 {v}",
        "cnid::孩子报名学校需要户口本上的公民身份号码{v}",
        "cnid::网约车实名认证：证件号{v}",
        "cnid::快递实名登记的证件号码是{v}",
        "cnid::居民身份证：{v}",
        "cnid::!{v}是妈妈的身份证，别发群里",
        "cnid::!| 字段 | 值 |\n| 身份证 | {v} |",
        "cnid::!证件{v}已核验",
        "cnidfw::!证号{v}",
        "cnid::!乘车人：成人票，{v}",
        "cnid::家长群：请在表格里填学生的证件号{v}以便办保险",
        "cnpass::护照号码{v}，签证预约用",
        "cnpass::出境旅行：护照{v}明年到期",
        "cnpass::!{v}（护照）",
        "passport::机票订单乘客护照号：{v}",
        "passport::酒店要求登记护照号码 {v}",
        "ssn::美国朋友的社会安全号码（SSN）{v}",
        "nino::英国保姆的国民保险号 {v}",
        "cnid::入住人 证件：{v}",
        "cnid::体检预约用的身份号码为{v}",
        "cnpass::!旅行证件：护照{v}，签证办理中",
        "cnid::车辆过户需要身份证{v}复印件",
        "cnid::提醒：{datezh}前给社区上报身份证{v}",
    ],
    "mixed": [
        "cnid::高铁 ticket 购票人 ID number：{v}",
        "cnid::hotel check-in 登记身份证 {v}",
        "cnid::ID card 号码 {v}",
        "cnid::school 报名要身份证 {v}",
        "cnid::ride-hailing 实名认证 证件号 {v}",
        "cnid::!{v} 是妈妈的 ID，别发群里",
        "cnid::!| field | 值 |\n| 身份证 | {v} |",
        "cnidfw::!ID{v}",
        "cnid::!乘车人 adult，{v}",
        "cnid::家长群 please 填学生身份证号 {v}",
        "cnpass::passport 号码 {v}，visa 预约用",
        "cnpass::出境 trip：passport {v} 明年到期",
        "cnpass::!{v}（passport）",
        "passport::flight booking 乘客 passport no. {v}",
        "passport::hotel 要登记 passport number {v}",
        "ssn::美国同事的 SSN {v}",
        "ssn::tax appointment 带上 social security number {v}",
        "ssn::!ss# {v}",
        "nino::英国 nanny 的 National Insurance number {v}",
        "nino::NI No. {v} 已验证",
        "nino::!{v} 是我的 NI，nursery form 要用",
        "gbpass::UK passport {v} 存在 airline app 里",
        "cnid::体检 appointment 用的 ID号 {v}",
        "cnid::提醒：给社区 report 身份证号 {v}",
        "passport::travel insurance 表格 Passport Number {v}",
    ],
}

T["financial"] = {
    "en": [
        "card::Hotel deposit charged to card {v}",
        "card::Ride receipt: paid with Visa/Mastercard number {v}",
        "card::Update the car-wash subscription, new credit card {v}",
        "card::Card number: {v}",
        "card::School lunch top-up failed for card ending... full number {v}",
        "card::!{v} exp 09/29 — grandma's card for the grocery app",
        "card::!| method | number |\n| card | {v} |",
        "card::!payment: gift card, cash, {v}",
        "card::!CC {v}",
        "iban::Club membership fees go to IBAN {v}",
        "iban::Refund for the cancelled holiday will be paid to {v} (IBAN)",
        "iban::Bank transfer for the nanny — IBAN: {v}",
        "iban::!{v} is the account for the bake-sale money",
        "iban::!pay to [{v}]",
        "acct::Direct debit for the smart-meter tariff from account no. {v}",
        "acct::Savings acct # {v} for the kids' allowance",
        "acct::!acct {v} (joint)",
        "acct::Bank account number {v}, sort code on the letter",
        "routing::ACH setup for the babysitter: routing number {v}",
        "routing::ABA routing {v} — checking account for rent",
        "routing::!RTN {v}",
        "cncard::Hotel in Shanghai charged UnionPay card {v}",
        "bban::Standing order from BBAN {v} for swim lessons",
        "card::Amex {v} added to the airline wallet",
        "iban::Beneficiary account (IBAN) {v} for the holiday cottage",
    ],
    "zh": [
        "cncard::酒店押金已从银行卡{v}扣除",
        "cncard::网约车车费由储蓄卡{v}支付",
        "cncard::洗车月卡换绑新卡{v}",
        "cncard::卡号：{v}",
        "cncard::学校饭卡充值失败，绑定的银行卡号是{v}",
        "cncard::!{v}是奶奶买菜App绑的卡",
        "cncard::!| 支付方式 | 号码 |\n| 银行卡 | {v} |",
        "cncard::!付款：礼品卡、现金、{v}",
        "cncard::外卖退款原路退回至尾号所在卡{v}",
        "cncard::给阿姨转工资的收款账号{v}",
        "cncard::借记卡 {v} 已开通快捷支付",
        "cncard::!fw::卡{v}",
        "card::信用卡号{v}，有效期到29年",
        "card::!信用卡{v}已冻结",
        "card::机票用的Visa卡{v}",
        "iban::留学学费汇款IBAN：{v}",
        "iban::国际汇款收款人账户（IBAN）{v}",
        "iban::!{v}是房东的欧洲账户",
        "acct::物业费代扣账户{v}",
        "acct::银行账号：{v}",
        "acct::!账户{v}（联名）",
        "acct::孩子零花钱存到账号 {v}",
        "routing::美国银行路由号码{v}",
        "cncard::邻居群团购请转账到农行卡{v}",
        "cncard::高铁退票款退回银行卡{v}",
    ],
    "mixed": [
        "cncard::hotel 押金从 card {v} 扣了",
        "cncard::ride 车费 paid by 储蓄卡 {v}",
        "card::car wash subscription 换绑 credit card {v}",
        "cncard::卡号 card no：{v}",
        "cncard::school 饭卡 top-up 失败，bank card {v}",
        "cncard::!{v} 是奶奶 grocery app 绑的卡",
        "cncard::!| payment | 号码 |\n| bank card | {v} |",
        "card::!付款：gift card、现金、{v}",
        "cncard::外卖 refund 退回至 {v}",
        "cncard::给阿姨转 salary 的收款账号 {v}",
        "cncard::debit card {v} 已开通快捷支付",
        "card::!CC {v} 已冻结",
        "card::flight 用的 Visa {v}",
        "card::Amex {v} 加到 airline wallet 了",
        "iban::学费汇款 IBAN：{v}",
        "iban::refund 打到 IBAN {v}",
        "iban::!{v} 是房东的 EU 账户",
        "iban::!pay to [{v}]",
        "acct::物业费 direct debit 账户 {v}",
        "acct::bank account 账号：{v}",
        "acct::!acct {v}（joint）",
        "routing::US bank routing number {v}",
        "routing::!ABA {v} 是 checking 的",
        "cncard::团购 please 转账到农行卡 {v}",
        "cncard::高铁退票 refund 到银行卡 {v}",
    ],
}

T["person_name"] = {
    "en": [
        "Pickup reminder: {v} collects Mia from swim club on Thursdays",
        "Calendar: coffee with {v} at the garden centre",
        "Your driver {v} is arriving in a silver Toyota Prius",
        "Delivered to {v} at the front door",
        "Hotel reservation under the name {v}",
        "title::Dentist appointment with {v}, bring insurance card",
        "Neighbours' group: thanks to {v} for finding our cat!",
        "Door lock: unlocked by {v} (guest key)",
        "My name is {v} and I'm the new class rep",
        "Contact person for the book club: {v}",
        "Boarding pass — passenger {v}",
        "title::Parcel signed for by {v}",
        "Shared list edited by {v}: milk, eggs, bread",
        "Please welcome {v} to the running club",
        "Emergency contact: {v} (aunt)",
        "Camera detected a familiar face: {v}",
        "Ride shared with {v}",
        "!{v} said she can do the school run tomorrow",
        "!| child | parent |\n| Noah | {v} |",
        "!attendees: Coach Dave?, {v}, the Rotary folks",
        "upper::!PASSENGER: {v}",
        "lower::!ok thanks {v}",
        "!\"{v}\" liked your photo in Year 3 Parents",
        "![{v}] joined the group via invite link",
        "title::!cc {v}",
    ],
    "zh": [
        "接孩子提醒：每周四由{v}去游泳馆接",
        "日程：和{v}在花鸟市场喝咖啡",
        "您的司机{v}正在赶来，车型白色比亚迪",
        "外卖已送达，签收人{v}",
        "酒店预订人姓名：{v}",
        "牙医预约：{v}医生，记得带医保卡",
        "邻居群：感谢{v}帮我们找到了猫！",
        "门锁记录：{v}使用临时钥匙开门",
        "我叫{v}，是新的家委会代表",
        "读书会联系人：{v}",
        "登机牌 旅客姓名 {v}",
        "快递由{v}代收",
        "共享清单被{v}修改：牛奶、鸡蛋、面包",
        "欢迎{v}加入跑团",
        "紧急联系人：{v}（姑姑）",
        "高铁票乘车人{v}，二等座",
        "{v}老师提醒明天带美术材料",
        "!{v}说明天她可以送孩子上学",
        "!| 孩子 | 家长 |\n| 小宝 | {v} |",
        "!参加：王老师？、{v}、社区志愿者",
        "!“{v}”赞了你在三年级家长群的照片",
        "!【{v}】通过邀请链接加入了群聊",
        "!好的谢谢{v}",
        "!抄送{v}",
        "!{v}妈妈在群里问周六的活动",
    ],
    "mixed": [
        "pickup 提醒：周四 {v} 去 swim club 接",
        "calendar：和 {v} 喝 coffee",
        "你的 driver {v} 马上到，white BYD",
        "delivered，签收人 {v}",
        "hotel 预订 name：{v}",
        "title::dentist appointment with {v}，带医保卡",
        "邻居群：thanks {v} 帮忙找到猫",
        "door lock：{v} 用 guest key 开门",
        "大家好 my name is {v}，新的 class rep",
        "book club 联系人：{v}",
        "boarding pass 旅客 {v}",
        "parcel 由 {v} 代收",
        "shared list 被 {v} 改了：milk、eggs",
        "欢迎 {v} 加入 running club",
        "emergency contact：{v}（姑姑）",
        "高铁 ticket 乘车人 {v}",
        "roman::ride shared with {v}",
        "!{v} 说明天她可以 school run",
        "!| child | 家长 |\n| 小宝 | {v} |",
        "!attendees：王老师?、{v}、社区 volunteers",
        "upper::!PASSENGER：{v}",
        "!“{v}” liked 你在家长群的照片",
        "!【{v}】joined the group",
        "!ok 谢谢 {v}",
        "en::!cc {v}",
    ],
}

T["username"] = {
    "en": [
        "at::Calendar invite accepted by {v}",
        "at::{date} reminder from {v}: bring snacks for the match",
        "Smart-lock app: new member added, username: {v}",
        "Router admin login {v} signed in from a new device",
        "Thermostat account handle {v} changed the schedule",
        "at::Neighbours' group: {v} is giving away a cot",
        "Ride app profile name {v} rated your trip 5 stars",
        "Order #{order} placed by user {v}",
        "at::School group: {v} shared the photo album",
        "Camera cloud: user id {v} exported 3 clips",
        "Your Instagram handle {v} was tagged in the club post",
        "at::Ping {v} about the carpool",
        "Login: {v}",
        "Hotel wifi portal: user name {v}",
        "Shared grocery list — editor account {v}",
        "Discord for the book club: my tag is {v}",
        "Car app: driver profile {v} started remote climate",
        "!at::{v} liked your reminder",
        "!| member | role |\n| {v} | admin |",
        "!viewers: family-hub, guest-tv, {v}, living-room-tv",
        "!at::(cc {v})",
        "!\"{v}\" is the account the kids use on the tablet",
        "up::!USER {v} LOCKED OUT",
        "!signed in as {v}",
        "!at::thanks {v}!!",
    ],
    "zh": [
        "at::日程邀请已被{v}接受",
        "at::{datezh}提醒来自{v}：比赛记得带零食",
        "智能门锁App新增成员，用户名：{v}",
        "路由器管理账号{v}在新设备上登录",
        "温控器账户{v}修改了定时计划",
        "at::邻居群：{v} 免费送婴儿床",
        "网约车乘客昵称{v}给了五星好评",
        "订单{order}由用户{v}下单",
        "at::家长群里{v}分享了相册",
        "摄像头云端：用户ID {v} 导出了3段视频",
        "我的微信号是{v}",
        "at::记得提醒{v}拼车的事",
        "登录名：{v}",
        "酒店Wi-Fi认证账号 {v}",
        "共享购物清单的编辑账号{v}",
        "读书会的QQ群里我叫{v}",
        "车机App：驾驶员账号{v}远程开启空调",
        "!at::{v}赞了你的提醒",
        "!| 成员 | 角色 |\n| {v} | 管理员 |",
        "!设备：家庭中心、客厅电视、{v}、卧室音箱",
        "!at::（抄送{v}）",
        "!“{v}”是孩子平板上用的账号",
        "up::!账户{v}已锁定",
        "!以{v}身份登录",
        "!at::谢谢{v}！！",
    ],
    "mixed": [
        "at::calendar invite 已被 {v} 接受",
        "at::reminder 来自 {v}：比赛带 snacks",
        "smart lock app 新成员 username：{v}",
        "router admin 账号 {v} 在新 device 登录",
        "thermostat account {v} 改了 schedule",
        "at::邻居群 {v} 免费送 cot",
        "ride app 昵称 {v} rated 五星",
        "order {order} 由 user {v} 下单",
        "at::家长群 {v} shared 相册",
        "camera cloud user id {v} 导出 clips",
        "我的 WeChat ID 是 {v}",
        "at::记得 ping {v} 拼车的事",
        "login 名：{v}",
        "hotel wifi 认证 account {v}",
        "grocery list editor 账号 {v}",
        "book club Discord 我叫 {v}",
        "car app driver profile {v} 远程开空调",
        "!at::{v} 赞了你的 reminder",
        "!| member | 角色 |\n| {v} | admin |",
        "!设备：family-hub、客厅 TV、{v}、bedroom speaker",
        "!at::（cc {v}）",
        "!“{v}”是孩子 tablet 上的账号",
        "up::!USER {v} 已锁定",
        "!signed in as {v} 了",
        "!at::谢谢 {v}!!",
    ],
}

T["home_path"] = {
    "en": [
        "linux::Camera export saved to {v}",
        "mac::Boarding pass downloaded: {v}",
        "win::Invoice for order #{order} saved at {v}",
        "linux::Home Assistant config lives in {v}",
        "mac::Reminder: back up the school photos folder {v}",
        "win::Thermostat log written to {v}",
        "linux::cron: rsync {v} nas:/backup/photos",
        "mac::Shared grocery list synced to {v}",
        "win::Error: cannot open {v}",
        "linux::Doorbell clips -> {v}",
        "mac::The permission slip is in {v}, print before Monday",
        "win::Car app diagnostics exported to {v}",
        "linux::$ ls {v}",
        "mac::open {v}",
        "win::Path: {v}",
        "linux::Router backup file {v}",
        "mac::Hotel receipt PDF at {v}",
        "!linux::{v} is full again, clear the clips",
        "!mac::| file | where |\n| ticket | {v} |",
        "!winlow::copied to {v}",
        "!linux::dirs: /var/log, /etc/nginx, {v}, /tmp",
        "!mac::[{v}]",
        "!win::\"{v}\" not found",
        "!linux::FileNotFoundError: '{v}'",
        "!mac::{v} (the family iMac)",
    ],
    "zh": [
        "linux::摄像头导出的视频保存在{v}",
        "mac::登机牌已下载：{v}",
        "win::订单{order}的发票保存到 {v}",
        "linux::Home Assistant 配置目录 {v}",
        "mac::提醒：备份学校照片文件夹{v}",
        "win::温控器日志写入{v}",
        "linux::定时任务：rsync {v} nas:/backup/photos",
        "mac::共享购物清单同步到{v}",
        "win::错误：无法打开{v}",
        "linux::门铃录像→{v}",
        "mac::回执单在{v}，周一前打印",
        "win::车机诊断数据导出到 {v}",
        "linux::路径：{v}",
        "mac::文件位置 {v}",
        "win::路由器备份文件 {v}",
        "linux::高铁行程单下载到了{v}",
        "mac::酒店发票PDF在 {v}",
        "!linux::{v}又满了，清一下录像",
        "!mac::| 文件 | 位置 |\n| 车票 | {v} |",
        "!winlow::已复制到{v}",
        "!linux::目录：/var/log、/etc/nginx、{v}、/tmp",
        "!mac::【{v}】",
        "!win::“{v}”不存在",
        "!linux::报错 FileNotFoundError: '{v}'",
        "!mac::{v}（家里那台iMac）",
    ],
    "mixed": [
        "linux::camera export 存在 {v}",
        "mac::boarding pass 下载到 {v}",
        "win::order {order} invoice 保存在 {v}",
        "linux::HA config 在 {v}",
        "mac::reminder：备份 school photos 到 {v}",
        "win::thermostat log 写到 {v}",
        "linux::cron 任务 rsync {v} nas:/backup",
        "mac::grocery list sync 到 {v}",
        "win::Error：打不开 {v}",
        "linux::doorbell clips → {v}",
        "mac::permission slip 在 {v}，周一前 print",
        "win::car app diagnostics 导出到 {v}",
        "linux::$ cd {v}",
        "mac::文件 path：{v}",
        "win::router backup 文件 {v}",
        "linux::高铁 e-ticket 下载到 {v}",
        "mac::hotel receipt PDF 在 {v}",
        "!linux::{v} 又满了，clear 一下",
        "!mac::| file | 位置 |\n| ticket | {v} |",
        "!winlow::copied 到 {v}",
        "!linux::dirs：/var/log、/etc/nginx、{v}、/tmp",
        "!mac::【{v}】",
        "!win::“{v}” not found",
        "!linux::报错 FileNotFoundError: '{v}'",
        "!mac::{v}（家里的 iMac）",
    ],
}

T["schedule"] = {
    "en": [
        "Reminder: school pickup every weekday at {v}",
        "Recurring: gym with the running club, Tuesdays {v}",
        "Thermostat schedule — heating comes on at {v} when we wake up",
        "I walk the dog every morning at {v}",
        "Door lock auto-locks nightly at {v} after the kids are in bed",
        "Swim lessons are Saturdays at {v}, don't forget towels",
        "My alarm goes off at {v} on workdays",
        "Daily: take Mum's blood-pressure pills at {v}",
        "Robot vacuum runs at {v} while we're at work",
        "Bedtime for the twins is {v} sharp",
        "Book club meets the first Thursday of every month, {v}",
        "The nanny arrives at {v} Monday to Friday",
        "Recurring grocery delivery slot: Sundays from {v}",
        "Piano practice {v} every evening",
        "We leave for the commute at {v} each day",
        "Routine: lights off at {v}, white noise on",
        "Carpool rota: I drive on Wednesdays, pick-up {v}",
        "!{v} — school run, every day",
        "!| day | routine |\n| Mon-Fri | {v} |",
        "!wake {v}",
        "!usual: coffee, {v} bus, emails",
        "!(every night {v})",
        "!\"{v}\" is when grandpa calls every Sunday",
        "!DAILY MEDS {v}",
        "!church on Sundays {v}, then brunch",
    ],
    "zh": [
        "提醒：工作日每天{v}去学校接孩子",
        "每周二{v}和跑团一起健身",
        "温控器定时：每天{v}起床前开暖气",
        "我每天{v}遛狗",
        "门锁每晚{v}自动上锁，孩子都睡了",
        "游泳课每周六{v}，别忘带毛巾",
        "工作日闹钟定在{v}",
        "每日：{v}给妈妈吃降压药",
        "扫地机器人每天{v}打扫",
        "双胞胎每晚{v}准时睡觉",
        "读书会每月第一个周四{v}",
        "阿姨周一到周五{v}到家",
        "每周日{v}配送买菜订单",
        "每天晚饭后{v}练钢琴",
        "我们每天{v}出门通勤",
        "作息：{v}关灯，开白噪音",
        "拼车表：周三我开车，{v}接人",
        "!{v}，送孩子上学，天天如此",
        "!| 日子 | 安排 |\n| 周一至周五 | {v} |",
        "!起床{v}",
        "!fw::每天{v}吃药",
        "!日常：咖啡、{v}的班车、回邮件",
        "!（每晚{v}）",
        "!“{v}”是爷爷每周日打电话的时间",
        "!每天{v}准时跳广场舞",
    ],
    "mixed": [
        "reminder：每天 {v} school pickup",
        "每周二 {v} 和 running club 健身",
        "thermostat 每天 {v} 开 heating",
        "我每天 {v} walk the dog",
        "door lock 每晚 {v} auto-lock",
        "swim lesson 每周六 {v}，带 towel",
        "workday alarm 定在 {v}",
        "daily：{v} 给妈妈吃药",
        "robot vacuum 每天 {v} 开始打扫",
        "twins 每晚 {v} bedtime",
        "book club 每月第一个周四 {v}",
        "nanny 周一到周五 {v} 到",
        "每周日 {v} grocery delivery",
        "piano practice 每晚 {v}",
        "我们每天 {v} 出门 commute",
        "routine：{v} 关灯",
        "carpool 周三我开，{v} pick-up",
        "!{v}，school run，天天",
        "!| day | 安排 |\n| Mon-Fri | {v} |",
        "!wake up {v}",
        "!fw::每天{v}吃药",
        "!日常：coffee、{v} bus、emails",
        "!（every night {v}）",
        "!“{v}”是爷爷每周日 call 的时间",
        "!每天 {v} 准时广场舞",
    ],
}

T["geo"] = {
    "en": [
        "coord::Camera location pinned at {v}",
        "coord::Car app: parked at {v}",
        "coord::Shared my live location with the family: {v}",
        "coord::Ride pickup pin {v}",
        "coord::Door lock geofence centre = {v}",
        "coord::!{v} — that's our house on the map",
        "coord::!| device | lat,lon |\n| doorbell | {v} |",
        "coord::GPS: {v}",
        "post::Delivery postcode {v}",
        "post::Shipping label: ZIP {v}",
        "post::Hotel asked for billing postcode: {v}",
        "post::!{v} (home)",
        "uspost::Order #{order} will ship to zip code {v}",
        "gbpost::Neighbours' group covers the {v} area only",
        "gbpost::!Post code: [{v}]",
        "gbpost::Car insurance quote for {v}",
        "hood::We moved to {v} last spring",
        "hood::Neighbours' group for residents of {v}",
        "hood::School bus stops at the entrance to {v}",
        "hood::Ride drop-off: the gate at {v}",
        "hood::!{v} residents: bin day moved to Tuesday",
        "hood::!areas: town centre, {v}, the retail park",
        "hood::Our estate, {v}, has a new playground",
        "coord::!loc {v}",
        "uspost::Grocery delivery area check: {v} ✓",
    ],
    "zh": [
        "coord::摄像头定位在{v}",
        "coord::车机App：车辆停在{v}",
        "coord::给家人共享实时位置：{v}",
        "coord::网约车上车点坐标{v}",
        "coord::门锁地理围栏中心={v}",
        "coord::!{v}，地图上就是我们家",
        "coord::!| 设备 | 经纬度 |\n| 门铃 | {v} |",
        "coord::GPS定位：{v}",
        "cnpost::收货邮编{v}",
        "cnpost::快递单上的邮政编码：{v}",
        "cnpost::!{v}（家里）",
        "cnpost::酒店发票邮寄，邮编 {v}",
        "cnpost::!邮编【{v}】",
        "zhhood::我们去年搬到了{v}",
        "zhhood::{v}业主群通知：明天停水",
        "zhhood::校车在{v}门口停",
        "zhhood::网约车送到{v}东门",
        "zhhood::!{v}的住户注意：垃圾分类时间调整",
        "zhhood::!片区：市中心、{v}、万达广场",
        "zhhood::外卖送到{v}南门",
        "zhhood::我住{v}",
        "zhhood::邻居群：{v}3期有人丢了狗",
        "zhhood::!{v}这边今晚停电了吗",
        "coord::!位置{v}",
        "cnpost::地址最后一行是邮编{v}",
    ],
    "mixed": [
        "coord::camera 定位 {v}",
        "coord::car app：停在 {v}",
        "coord::share live location：{v}",
        "coord::ride pickup pin 坐标 {v}",
        "coord::door lock geofence 中心 = {v}",
        "coord::!{v}，map 上就是我家",
        "coord::!| device | 经纬度 |\n| doorbell | {v} |",
        "coord::GPS：{v}",
        "cnpost::收货 postcode {v}",
        "cnpost::快递 label 邮编 {v}",
        "gbpost::!{v}（home）",
        "uspost::order {order} ship to zip {v}",
        "gbpost::邻居群只覆盖 postcode {v}",
        "cnpost::!邮编【{v}】",
        "zhhood::我们去年搬到 {v}",
        "zhhood::{v} 业主群 notice：明天停水",
        "zhhood::school bus 在 {v} 门口停",
        "zhhood::ride 送到 {v} 东门",
        "zhhood::!{v} 的 residents 注意",
        "zhhood::!areas：市中心、{v}、万达广场",
        "zhhood::外卖 deliver 到 {v} 南门",
        "enhood::we live in {v} 那边",
        "enhood::!{v} residents: 垃圾 bin day 改周二",
        "coord::!loc {v}",
        "cnpost::地址最后一行 {v}",
    ],
}

# ---------------------------------------------------------------- benign texts (data)
# "!" marks a hand-written hard negative: looks like a personal value but is not one.
BENIGN: dict[str, list[str]] = {
    "en": [
        "Reminder: school closed on {holiday}, plan the week accordingly",
        "Calendar: parents' evening moved to {date}",
        "Your order #{order} has shipped. Estimated delivery: {date}",
        "Refund of {price} for order {order} has been processed",
        "Thermostat set to {temp} in eco mode",
        "Firmware {ver} installed on the living-room camera",
        "Router: {n} devices connected, uplink {pct}% utilised",
        "Door lock battery at {pct}% — replace soon",
        "Car app: charging complete, range {n}0 km",
        "Flight {flight} to {city} is delayed by {dur}",
        "Train to {city}, platform {n}, coach {n}",
        "Hotel check-in at {hotel} {city}: {n} nights, breakfast included",
        "Grocery list: {qty} eggs, oat milk, {qty} lemons, rice",
        "Book club pick for {month}: a thriller set in {city}",
        "School trip to the science museum on {date}, cost {price}",
        "Ride to the airport estimated at {price}, {dur}",
        "Robot vacuum finished cleaning {n}0 m² in {dur}",
        "Neighbours' group: recycling collection is fortnightly from {date}",
        "Camera motion events today: {n}",
        "Delivery window: early morning, leave by the porch",
        "Your {company} subscription renews on {date} at {price}/month",
        "Return accepted for {product}; label valid for {n} days",
        "Update available: {product} app {ver}",
        "Air quality indoors: PM2.5 {n}, humidity {pct}%",
        "Weather for {city}: {temp}, light rain in the afternoon",
        "Club fees for {month} are {price} per family",
        "Reminder: bring a packed lunch on the trip day",
        "Carpool this week: swap rota in the shared sheet",
        "Boarding now at gate {gate}, flight {flight} to {city}",
        "Parcel {order} is out for delivery",
        "Smart plug reports {n}.{n} kWh used yesterday",
        "Service ticket {ticket} opened for the dishwasher",
        "Photo backup finished: {n}{n}4 items, {n}.{n} GB",
        "error: connection to hub timed out after {n}0s (attempt {n}/5)",
        "Wi-Fi channel switched to {n}{n} to reduce interference",
        "{company} order total {price}, {qty} items",
        "Reminder: {holiday} holiday — no swim lesson that week",
        "hotel wifi speed test: {n}0 Mbps down, {n} ms ping",
        "Half-term starts {date}; the club is closed",
        "We need a plumber this week — any recommendations from the group?",
        "Spare school jumpers available in sizes {n} and {n}-{n}",
        "!Order number {nluhn} confirmed",
        "!build {build} deployed to the doorbell",
        "!Table booked: room for {n} people",
        "!Python 3.12 upgraded on the home server",
        "!postgres listening on port 5432",
        "!Reading the Washington Post on the train",
        "!Tracking: {track}",
        "!Gate B{n}{n} — boarding closes 20 minutes before departure",
        "!Seat {n}{seat} on the upper deck",
        "!Flat white x{qty}, {price}",
        "!Ford Focus service due at {n}0,000 miles",
        "!Victoria station to {city}, change at Clapham Junction",
        "!Terminal 5, zone {n}",
        "!Platform 9, coach C, car {n}",
        "!Pharmacy on the high street is open until late on weekdays",
        "!Version {ver}-rc{n}, checksum sha256:{sha64}",
        "!commit {sha} fixes the thermostat sync",
        "!request id {uuid}",
        "!Model no. {model} (serial on the box)",
        "!Score: {n}-{n} at half time",
        "!Room 101 is the meeting room at the library",
        "!Bus 38 to the city centre",
        "!Jordan 1 Retro size {n} back in stock",
        "!Apple Watch Series {n} on sale, {price}",
        "!Oxford Street shops open late for {holiday}",
        "!Camera resolution 1920x1080 at {n}0 fps",
        "!Public DNS 8.8.8.8 and 1.1.1.1 set on the router",
        "!Password reset link expired — request a new one",
        "!Login failed: username or password incorrect",
        "!Invoice INV-{n}{n}{n}{n}-{year} due in {n} days",
        "!ISBN 978-0-{n}{n}{n}-{n}{n}{n}{n}{n}-{n}",
        "!Rose Gold, 128 GB, model {model}",
        "!Chapter 7, verse 12",
        "!{n}x USB-C cable, 2 m",
    ],
    "zh": [
        "提醒：{holidayzh}学校放假，提前安排",
        "日程：家长会改到{datezh}",
        "您的订单{order}已发货，预计{datezh}送达",
        "订单{order}退款{pricezh}已原路返回",
        "温控器已设为节能模式{temp}",
        "客厅摄像头已升级固件{ver}",
        "路由器：当前{n}台设备在线，带宽占用{pct}%",
        "门锁电量{pct}%，请及时更换电池",
        "车机App：充电完成，续航{n}0公里",
        "{train}次列车开往{cityzh}，晚点{durzh}",
        "高铁{train}，{n}车厢，检票口{n}A",
        "酒店入住：{cityzh}{hotelzh}，{n}晚，含早餐",
        "购物清单：鸡蛋{qty}个、牛奶、柠檬{qty}个、大米",
        "读书会{monthzh}月书单：一本以{cityzh}为背景的小说",
        "学校组织参观科技馆，时间{datezh}，费用{pricezh}",
        "打车去机场预估{pricezh}，约{durzh}",
        "扫地机器人清扫完成，面积{n}0平方米，用时{durzh}",
        "邻居群：可回收垃圾从{datezh}起改为隔周收",
        "今日摄像头移动侦测{n}次",
        "外卖已送达，请尽快取餐",
        "{companyzh}会员将于{datezh}自动续费{pricezh}",
        "{productzh}退货申请已通过，退货单{n}天内有效",
        "{productzh}App有新版本{ver}",
        "室内空气：PM2.5 {n}，湿度{pct}%",
        "{cityzh}天气：{temp}，下午有小雨",
        "{monthzh}月社团活动费每户{pricezh}",
        "提醒：春游当天自带午餐",
        "本周拼车安排已更新到共享表格",
        "航班{flight}飞往{cityzh}，已开始登机，登机口{gate}",
        "快递{order}正在派送中",
        "智能插座昨日用电{n}.{n}度",
        "洗碗机报修工单{ticket}已受理",
        "相册备份完成：{n}{n}4张，{n}.{n}GB",
        "错误：连接网关超时（{n}0秒），第{n}次重试",
        "Wi-Fi信道已切换到{n}{n}以减少干扰",
        "{companyzh}订单合计{pricezh}，共{qty}件",
        "提醒：{holidayzh}期间游泳课暂停",
        "酒店网络测速：下载{n}0Mbps，延迟{n}ms",
        "家长群：下周一交秋游回执",
        "求推荐靠谱的水电维修师傅",
        "校服尺码还有{n}0号和{n}5号",
        "!订单号{nluhn}已确认",
        "!版本 build {build} 已部署到门铃",
        "!餐厅订了{n}人包间",
        "!家里服务器升级到Python 3.12",
        "!数据库监听端口5432",
        "!在高铁上看《人民日报》",
        "!快递单号SF{n}{n}{n}{n}{n}{n}{n}{n}{n}{n}{n}{n}",
        "!{gate}登机口，起飞前20分钟停止登机",
        "!座位{n}车{n}{seat}号",
        "!拿铁{qty}杯，{pricezh}",
        "!比亚迪汉保养里程{n}万公里",
        "!从虹桥站到{cityzh}，南京南站换乘",
        "!T2航站楼，{n}号门",
        "!中山路站换乘2号线",
        "!药店工作日营业到很晚",
        "!版本{ver}-rc{n}，校验和 sha256:{sha64}",
        "!提交 {sha} 修复了温控同步",
        "!请求ID {uuid}",
        "!型号{model}（序列号见包装盒）",
        "!比分{n}:{n}",
        "!图书馆101会议室",
        "!38路公交到市中心",
        "!李宁运动鞋{n}码到货",
        "!华为Mate {n}0促销价{pricezh}",
        "!南京路步行街{holidayzh}延长营业",
        "!摄像头分辨率1920x1080，{n}0帧",
        "!路由器DNS设为114.114.114.114和8.8.8.8",
        "!密码重置链接已过期，请重新获取",
        "!登录失败：用户名或密码错误",
        "!发票号INV-{n}{n}{n}{n}-{year}，{n}天内付款",
        "!ISBN 978-7-{n}{n}{n}-{n}{n}{n}{n}{n}-{n}",
        "!玫瑰金 128GB 型号{model}",
        "!第7章第12节",
        "!数据线{n}根，2米",
    ],
    "mixed": [
        "提醒：{holidayzh} school 放假",
        "calendar：家长会改到 {date}",
        "order {order} 已 shipped，预计 {datezh} 到",
        "order {order} refund {pricezh} 已退回",
        "thermostat 设成 eco 模式 {temp}",
        "living room camera 固件升级到 {ver}",
        "router：{n} 台 devices 在线",
        "door lock battery {pct}%，记得换",
        "car app：充电 complete，range {n}0 km",
        "flight {flight} 飞 {city}，delay {durzh}",
        "高铁 {train} 到 {cityzh}，coach {n}",
        "hotel check-in：{cityzh} {hotel}，{n} 晚",
        "grocery list：eggs {qty} 个、oat milk、lemons",
        "book club {monthzh}月 pick 是一本 thriller",
        "school trip 去科技馆，{datezh}，费用 {pricezh}",
        "打车去 airport 大概 {pricezh}",
        "robot vacuum 扫完了，{n}0 m²，用时 {dur}",
        "邻居群：recycling 从 {datezh} 起隔周收",
        "camera motion events 今天 {n} 次",
        "外卖 delivered，记得拿",
        "{company} subscription {datezh} 续费 {price}",
        "{product} return 已批准，label {n} 天有效",
        "{product} app 有新版本 {ver}",
        "室内 PM2.5 {n}，humidity {pct}%",
        "{city} weather：{temp}，下午有雨",
        "club fee {monthzh}月每家 {pricezh}",
        "reminder：春游自带 lunch",
        "carpool 这周安排在 shared sheet 里",
        "boarding 开始了，gate {gate}",
        "parcel {order} out for delivery 了",
        "smart plug 昨天用电 {n}.{n} kWh",
        "洗碗机 service ticket {ticket} 已受理",
        "photo backup 完成：{n}{n}4 items",
        "error：hub 连接 timeout（{n}0s），retry {n}/5",
        "Wi-Fi channel 切到 {n}{n}",
        "{company} 订单 total {price}",
        "{holidayzh} 期间 swim lesson 暂停",
        "hotel wifi 测速 {n}0 Mbps",
        "家长群：下周一交 permission slip",
        "求推荐靠谱的 plumber",
        "school uniform 还有 {n}0 码",
        "!order number {nluhn} 已确认",
        "!build {build} 部署到 doorbell 了",
        "!餐厅订了 room for {n} people",
        "!home server 升级到 Python 3.12",
        "!postgres 端口 5432",
        "!在 train 上看 Washington Post",
        "!tracking {track}",
        "!gate B{n}{n}，起飞前 20 分钟停止 boarding",
        "!seat {n}{seat}",
        "!flat white x{qty}，{pricezh}",
        "!Ford Focus 保养 {n}0,000 miles",
        "!虹桥站到 {cityzh}，南京南换乘",
        "!Terminal 5，{n}号门",
        "!Platform 9，coach C",
        "!药店 weekdays 营业到很晚",
        "!version {ver}-rc{n}，sha256:{sha64}",
        "!commit {sha} 修了 thermostat sync",
        "!request id {uuid}",
        "!型号 model {model}",
        "!比分 score {n}-{n}",
        "!library 101 会议室",
        "!Bus 38 到市中心",
        "!Jordan 1 {n}码到货",
        "!Apple Watch Series {n} 促销 {price}",
        "!南京路步行街 {holidayzh} 延长营业",
        "!camera 1920x1080，{n}0 fps",
        "!router DNS 设成 8.8.8.8",
        "!password reset link 已过期",
        "!login failed：用户名或 password 错误",
        "!invoice INV-{n}{n}{n}{n}-{year}，{n} 天内付",
        "!ISBN 978-7-{n}{n}{n}-{n}{n}{n}{n}{n}-{n}",
        "!Rose Gold 128GB 型号 {model}",
        "!数据线 {n} 根 USB-C",
    ],
}

# ---------------------------------------------------------------- filler slots
CITIES = ("Leeds", "Boston", "Denver", "Bristol", "Paris", "Lisbon", "Toronto", "Austin", "Glasgow", "Sydney", "Osaka", "Dublin")
CITIES_ZH = ("上海", "杭州", "成都", "广州", "深圳", "南京", "武汉", "西安", "厦门", "青岛", "苏州", "长沙")
COMPANIES = ("Amazon", "Tesco", "Ocado", "IKEA", "Uber", "Netflix", "Spotify", "Hilton", "Marriott", "Argos", "Costco")
COMPANIES_ZH = ("京东", "美团", "盒马", "滴滴", "携程", "淘宝", "拼多多", "汉庭", "全季", "爱奇艺")
PRODUCTS = ("AirPods", "Kindle", "Nest thermostat", "Ring doorbell", "Dyson V11", "Philips Hue bulb", "Roomba", "Lego set")
PRODUCTS_ZH = ("小米空气净化器", "扫地机器人", "电动牙刷", "智能门锁", "儿童手表", "蓝牙音箱", "电饭煲")
HOLIDAYS = ("Christmas", "Easter", "Thanksgiving", "New Year's Day", "Labor Day", "the May bank holiday")
HOLIDAYS_ZH = ("国庆节", "春节", "中秋节", "端午节", "五一", "元旦")
MONTHS = ("January", "March", "April", "June", "September", "October", "November")
SLOT = re.compile(r"\{([a-z0-9]+)\}")


def _fill_one(g: G, key: str) -> str:
    r = g.r
    if key == "date":
        d = _dt.date(2026, 1, 1) + _dt.timedelta(days=r.randrange(365))
        return g.pick((d.strftime("%d %b"), d.strftime("%b %d"), d.isoformat(), d.strftime("%A %d %B")))
    if key == "datezh":
        d = _dt.date(2026, 1, 1) + _dt.timedelta(days=r.randrange(365))
        return g.pick((f"{d.month}月{d.day}日", d.isoformat(), f"{d.month}月{d.day}号"))
    if key == "order":
        return g.pick((f"{r.randint(100, 999)}-{r.randint(10**6, 10**7 - 1)}-{r.randint(10**6, 10**7 - 1)}",
                       f"ORD-{r.randint(10**5, 10**6 - 1)}", f"{r.randint(10**9, 10**10 - 1)}", f"W{r.randint(10**7, 10**8 - 1)}"))
    if key == "price":
        return f"{g.pick('$£€')}{r.randint(2, 400)}.{r.randint(0, 99):02d}"
    if key == "pricezh":
        return g.pick((f"¥{r.randint(5, 900)}", f"{r.randint(5, 900)}元", f"{r.randint(5, 900)}.{r.randint(0, 9)}元"))
    if key == "city":
        return g.pick(CITIES)
    if key == "cityzh":
        return g.pick(CITIES_ZH)
    if key == "company":
        return g.pick(COMPANIES)
    if key == "companyzh":
        return g.pick(COMPANIES_ZH)
    if key == "hotel":
        return g.pick(("Hilton", "Marriott", "Premier Inn", "Hyatt", "Holiday Inn", "Novotel"))
    if key == "hotelzh":
        return g.pick(("汉庭酒店", "全季酒店", "如家酒店", "亚朵酒店", "希尔顿酒店", "锦江之星"))
    if key == "product":
        return g.pick(PRODUCTS)
    if key == "productzh":
        return g.pick(PRODUCTS_ZH)
    if key == "holiday":
        return g.pick(HOLIDAYS)
    if key == "holidayzh":
        return g.pick(HOLIDAYS_ZH)
    if key == "month":
        return g.pick(MONTHS)
    if key == "monthzh":
        return str(r.randint(1, 12))
    if key == "n":
        return str(r.randint(2, 9))
    if key == "qty":
        return str(r.randint(2, 12))
    if key == "pct":
        return str(r.randint(5, 95))
    if key == "temp":
        return g.pick((f"{r.randint(17, 24)}°C", f"{r.randint(62, 75)}°F", f"{r.randint(17, 24)}.5°C"))
    if key == "dur":
        return g.pick((f"{r.randint(5, 55)} minutes", f"{r.randint(1, 3)}h {r.randint(5, 55)}m", f"{r.randint(2, 40)} min"))
    if key == "durzh":
        return g.pick((f"{r.randint(5, 55)}分钟", f"{r.randint(1, 3)}小时", f"约{r.randint(10, 50)}分钟"))
    if key == "ver":
        return g.pick((f"v{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 30)}", f"{r.randint(1, 9)}.{r.randint(0, 9)}", f"{r.randint(2, 5)}.{r.randint(0, 12)}.{r.randint(0, 9)}"))
    if key == "flight":
        return g.pick(("BA", "UA", "CA", "MU", "LH", "AF", "DL", "CZ")) + str(r.randint(100, 9999))
    if key == "train":
        return g.pick("GDGK") + str(r.randint(10, 9999))
    if key == "gate":
        return g.pick("ABCDE") + str(r.randint(1, 60))
    if key == "seat":
        return g.pick("ABCDF")
    if key == "ticket":
        return g.pick(("#", "SR-", "T")) + str(r.randint(1000, 999999))
    if key == "uuid":
        h = g.s(HEX, 32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"
    if key == "sha":
        return g.s(HEX, g.pick((7, 12, 40)))
    if key == "sha64":
        return g.s(HEX, 64)
    if key == "nluhn":
        return non_luhn(g, 16)
    if key == "build":
        return g.pick((f"{r.randint(2023, 2026)}.{r.randint(1, 12)}.{r.randint(1, 28)}", f"{r.randint(2023, 2026)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}.{r.randint(1, 9)}"))
    if key == "track":
        return g.pick((f"1Z{g.s(UPNUM, 16)}", f"JD{r.randint(10**12, 10**13 - 1)}", f"RM{r.randint(10**8, 10**9 - 1)}GB"))
    if key == "model":
        return g.pick(("A2338", "SM-G991B", "MLY33CH/A", "RVC-200", "XM-AP1", "HUE-A19"))
    if key == "year":
        return str(r.randint(2024, 2026))
    raise KeyError(key)


def fill(g: G, body: str) -> str:
    return SLOT.sub(lambda m: "{v}" if m.group(1) == "v" else _fill_one(g, m.group(1)), body)


_TPL = re.compile(r"^(!?)(?:([a-z0-9]+)::)?(!?)(.*)$", re.S)


def parse(tpl: str) -> tuple[bool, str, str]:
    m = _TPL.match(tpl)
    assert m, tpl
    return bool(m.group(1) or m.group(3)), m.group(2) or "", m.group(4)


# ---------------------------------------------------------------- assembly
def samples() -> list[Sample]:
    g = G()
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            tpls = T[cat][lang]
            assert len(tpls) >= 25, (cat, lang, len(tpls))
            assert len(set(tpls)) == len(tpls), (cat, lang)
            order = list(range(len(tpls)))
            made = 0
            while made < PER_CELL:
                if made % len(tpls) == 0:
                    g.r.shuffle(order)
                _, kind, body = parse(tpls[order[made % len(tpls)]])
                assert body.count("{v}") == 1, body
                for _attempt in range(50):
                    filled = fill(g, body)
                    pre, val, post = GEN[cat](g, lang, kind)
                    i = filled.index("{v}")
                    text = filled[:i] + pre + val + post + filled[i + 3 :]
                    start = i + len(pre)
                    if val and text.count(val) == 1:
                        break
                else:
                    raise AssertionError((cat, lang, body))
                s = Sample(text=text, category=cat, lang=lang, start=start, end=start + len(val))
                assert s.value == val
                out.append(s)
                made += 1
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    g = G()
    g.r.seed(RANDOM_SEED + 1)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        parsed = [parse(t) for t in BENIGN[lang]]
        hard = [b for h, _, b in parsed if h]
        easy = [b for h, _, b in parsed if not h]
        seen: set[str] = set()
        for pool, quota in ((hard, BENIGN_PER_LANG // 3 + 1), (easy, BENIGN_PER_LANG - BENIGN_PER_LANG // 3 - 1)):
            got, tries = 0, 0
            while got < quota:
                body = pool[(got + tries) % len(pool)]
                text = fill(g, body)
                tries += 1
                if text in seen and tries < 20 * quota:
                    continue
                seen.add(text)
                out.append((lang, text))
                got += 1
    return out


if __name__ == "__main__":
    report("ae", samples(), benign_with_lang())
