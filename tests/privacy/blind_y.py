# ruff: noqa
"""Blind privacy corpus Y — a seventh independent acceptance corpus.

Style: a customer's QA lead collecting what end users tell a personal assistant to remember
and what the assistant writes into its own memory after a conversation:
(1) first-person facts and preferences ("remember that…", "记住…", "note to self"),
(2) the assistant's own third-person summaries ("User mentioned…", "用户提到…"),
(3) lists and structured recaps (bullets, numbered steps, markdown tables, JSON/YAML),
(4) multilingual phone-typed mixes (pinyin abbreviations, emoji, mixed punctuation, no
spaces, full-width characters, typos) — in English, Chinese and code-switched text.

Written blind: the author never read the gate's source, its tests, SECURITY.md, CHANGELOG.md
or their history, and never ran the gate. Values come from Faker (en_US, en_GB, zh_CN; many
provider methods) plus hand-written generators where Faker lacks a format (provider tokens,
CN resident IDs with checksum, Luhn cards, mod-97 IBANs, UK NI numbers, 小区 names ...).

Seeds: Faker seed 9801 (seed_instance), random seed 9802. Nothing depends on the current time.
Templates are data: per category x language a list of cue phrases (about a quarter of them
"hard": weak or no cue, value before the cue, value among similar benign items, quotes or
brackets, no spaces) that are wrapped in memory-style frames.
"""

from __future__ import annotations

import random
import string
import sys
from datetime import date, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

from faker import Faker  # noqa: E402

FAKER_SEED = 9801
RANDOM_SEED = 9802
PER_CELL = 250
BENIGN_PER_LANG = 400
HARD_RATE = 0.22  # hard cues; case/width variants of other samples bring the total to ~25%

# --------------------------------------------------------------------------------------
# small helpers
# --------------------------------------------------------------------------------------

_FW = {c: chr(ord(c) + 0xFEE0) for c in string.ascii_letters + string.digits + "+-@.:()"}


def fullwidth(s: str) -> str:
    return "".join(_FW.get(c, c) for c in s)


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num: str) -> bool:
    digits = [c for c in num if c.isdigit()]
    return luhn_digit("".join(digits[:-1])) == digits[-1]


def iban_make(rnd: random.Random, country: str, bban: str) -> str:
    conv = "".join(str(int(c, 36)) for c in (bban + country + "00"))
    check = 98 - int(conv) % 97
    return f"{country}{check:02d}{bban}"


def group4(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def cn_id(rnd: random.Random) -> str:
    areas = ["110105", "310104", "440305", "330106", "510107", "320102", "420106", "610113"]
    y = rnd.randint(1955, 2004)
    m = rnd.randint(1, 12)
    d = rnd.randint(1, 28)
    body = f"{rnd.choice(areas)}{y}{m:02d}{d:02d}{rnd.randint(0, 999):03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(a) * b for a, b in zip(body, w))
    return body + "10X98765432"[s % 11]


def rstr(rnd: random.Random, n: int, alphabet: str) -> str:
    return "".join(rnd.choice(alphabet) for _ in range(n))


AL = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
LO = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "-_"

# --------------------------------------------------------------------------------------
# value generators: each returns (before, value, after); only `value` is the planted span
# --------------------------------------------------------------------------------------


class Ctx:
    def __init__(self) -> None:
        multi = Faker(["en_US", "en_GB", "zh_CN"])
        multi.seed_instance(FAKER_SEED)
        self.us = multi["en_US"]
        self.gb = multi["en_GB"]
        self.cn = multi["zh_CN"]
        self.rnd = random.Random(RANDOM_SEED)
        self.hint = ""

    def en(self):
        return self.rnd.choice([self.us, self.gb])


def _pick(c: "Ctx", table: list[tuple[tuple[str, ...], list[int]]], n: int) -> int:
    """Choose a value format that fits the cue words (c.hint), else any of n formats."""
    h = c.hint
    for words, ks in table:
        if any(w in h for w in words):
            return c.rnd.choice(ks)
    return c.rnd.randrange(n)


def _b64u(rnd: random.Random, n: int) -> str:
    return rstr(rnd, n, B64)


def g_secret(c: Ctx, lang: str):
    r = c.rnd
    k = _pick(c, [
        (("openai",), [4]), (("stripe",), [6]), (("github", "pat"), [1, 2]), (("hf ", "hf令牌"), [8]),
        (("sendgrid", "newsletter", "发邮件"), [9]), (("private key", "私钥"), [12]), (("bot", "机器人"), [10]),
        (("connection string", "连接串"), [13]), (("bearer", "header", "鉴权"), [11, 5, 4]),
        (("slack",), [3]), (("secret_key", "signing", "签名", "client_secret"), [14]),
        (("api_key", "token", "令牌", "auth"), [0, 1, 3, 4, 5, 6, 7, 8, 10, 11, 14]),
    ], 15)
    if k == 12 and "private" not in c.hint and "私钥" not in c.hint and r.random() < 0.7:
        k = r.choice([0, 1, 5, 7, 11])
    if k == 0:
        return "", "AKIA" + rstr(r, 16, string.ascii_uppercase + "234567"), ""
    if k == 1:
        return "", "ghp_" + rstr(r, 36, AL), ""
    if k == 2:
        return "", "github_pat_" + rstr(r, 22, AL) + "_" + rstr(r, 59, AL), ""
    if k == 3:
        return "", f"xox{r.choice('bp')}-{r.randint(10**10, 10**12)}-{r.randint(10**11, 10**13)}-" + rstr(r, 24, AL), ""
    if k == 4:
        return "", "sk-proj-" + rstr(r, 48, AL + "-_"), ""
    if k == 5:
        return "", "sk-ant-api03-" + rstr(r, 93, AL + "-_") + "AA", ""
    if k == 6:
        return "", r.choice(["sk_live_", "rk_live_"]) + rstr(r, r.choice([24, 34, 99]), AL), ""
    if k == 7:
        return "", "AIza" + rstr(r, 35, AL + "-_"), ""
    if k == 8:
        return "", "hf_" + rstr(r, 34, string.ascii_letters), ""
    if k == 9:
        return "", "SG." + _b64u(r, 22) + "." + _b64u(r, 43), ""
    if k == 10:
        return "", f"{r.randint(10**8, 10**10)}:AA" + rstr(r, 33, AL + "-_"), ""
    if k == 11:
        head = r.choice(["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9"])
        return "", head + "." + "eyJ" + _b64u(r, r.randint(40, 90)) + "." + _b64u(r, 43), ""
    if k == 12:
        kind = r.choice(["RSA ", "OPENSSH ", "EC ", ""])
        lines = [rstr(r, 64, string.ascii_letters + string.digits + "+/") for _ in range(r.randint(3, 6))]
        block = f"-----BEGIN {kind}PRIVATE KEY-----\n" + "\n".join(lines) + f"\n-----END {kind}PRIVATE KEY-----"
        return "", block, ""
    if k == 13:
        user = r.choice(["deploy", "admin", "ci", "svc_backup", c.us.user_name()])
        host = r.choice(["db.internal.example.net", "git.example.com", "redis.acme-corp.io", "ftp.example.org"])
        scheme = r.choice(["postgres", "https", "mysql", "redis", "ftp", "mongodb"])
        pw = c.us.password(length=r.randint(12, 20), special_chars=False)
        return f"{scheme}://{user}:", pw, f"@{host}/main"
    return "", r.choice([rstr(r, 40, HEX), rstr(r, 32, AL), _b64u(r, 44)]), ""


def g_password(c: Ctx, lang: str):
    r = c.rnd
    k = r.randrange(6)
    if k == 0:
        return "", c.en().password(length=r.randint(8, 16), special_chars=r.random() < 0.6), ""
    if k == 1:
        words = c.us.words(nb=r.randint(3, 5), unique=True)
        return "", r.choice(["-", " ", ".", "_"]).join(words), ""
    if k == 2:
        w = c.us.word().capitalize()
        return "", f"{w}{r.randint(1970, 2025)}{r.choice('!#$%&*?')}", ""
    if k == 3:
        py = c.cn.user_name()
        return "", f"{py}{r.choice(['@', '#', '_', '.'])}{r.randint(100, 99999)}", ""
    if k == 4:
        return "", c.cn.password(length=r.randint(10, 14)), ""
    return "", rstr(r, r.randint(9, 14), AL + "!@#%^*"), ""


_CN_MAIL = ["qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "aliyun.com"]


def g_email(c: Ctx, lang: str):
    r = c.rnd
    if lang == "zh" or (lang == "mixed" and r.random() < 0.5):
        k = r.randrange(3)
        if k == 0:
            return "", c.cn.email(), ""
        if k == 1:
            return "", f"{c.cn.user_name()}{r.randint(1, 999)}@{r.choice(_CN_MAIL)}", ""
        return "", f"{r.randint(10**6, 10**10)}@qq.com", ""
    f = c.en()
    m = r.choice(["email", "free_email", "company_email", "safe_email", "ascii_free_email", "ascii_company_email"])
    v = getattr(f, m)()
    if r.random() < 0.3:
        v = f"{f.first_name().lower()}.{f.last_name().lower()}{r.choice(['', '+news', '+work'])}@{f.domain_name()}"
    return "", v, ""


def g_phone(c: Ctx, lang: str):
    r = c.rnd
    if lang == "zh" or (lang == "mixed" and r.random() < 0.6):
        m = c.cn.phone_number()
        k = r.randrange(7)
        if k == 0:
            v = m
        elif k == 1:
            v = f"{m[:3]}-{m[3:7]}-{m[7:]}"
        elif k == 2:
            v = f"+86 {m[:3]} {m[3:7]} {m[7:]}"
        elif k == 3:
            v = f"{m[:3]} {m[3:7]} {m[7:]}"
        elif k == 4:
            v = f"0{r.choice(['10', '21', '571', '755', '28'])}-{r.randint(10**7, 10**8 - 1)}"
        elif k == 5:
            v = f"+86-{m}"
        else:
            v = f"(0{r.choice(['20', '25', '571'])}) {r.randint(1000, 9999)} {r.randint(1000, 9999)}"
        return "", v, ""
    k = r.randrange(5)
    if k == 0:
        v = c.us.phone_number()
    elif k == 1:
        v = c.gb.phone_number()
    elif k == 2:
        v = "+" + c.us.msisdn()[:11]
    elif k == 3:
        v = f"+1 ({r.randint(201, 989)}) {r.randint(200, 999)}-{r.randint(1000, 9999)} ext. {r.randint(10, 999)}"
    else:
        v = f"07{r.randint(100, 999)} {r.randint(100000, 999999)}"
    return "", v, ""


_CN_PLACES = [
    ("浙江省", "杭州市", "西湖区"), ("广东省", "深圳市", "南山区"), ("", "上海市", "浦东新区"),
    ("", "北京市", "朝阳区"), ("四川省", "成都市", "武侯区"), ("江苏省", "南京市", "鼓楼区"),
    ("湖北省", "武汉市", "洪山区"), ("广东省", "广州市", "天河区"), ("陕西省", "西安市", "雁塔区"),
]
_CN_ROADS = ["文三", "科技南", "张江", "建国", "人民", "中山", "解放", "长江", "学院", "天府", "珠江", "和平", "新华", "东风", "青年"]


def _cn_street(c: Ctx) -> str:
    r = c.rnd
    road = r.choice(_CN_ROADS + [c.cn.street_name().rstrip("路街")]) + r.choice(["路", "路", "街", "大道", "东路", "西街"])
    v = f"{road}{r.randint(1, 999)}号"
    k = r.randrange(4)
    if k == 0:
        v += f"{r.randint(1, 30)}栋{r.randint(1, 6)}单元{r.randint(1, 32)}0{r.randint(1, 4)}室"
    elif k == 1:
        v += f"{r.randint(1, 20)}号楼{r.randint(101, 2508)}室"
    elif k == 2:
        v += f"{r.choice('ABCD')}座{r.randint(3, 28)}楼"
    return v


def g_address(c: Ctx, lang: str):
    r = c.rnd
    if lang == "zh" or (lang == "mixed" and r.random() < 0.5):
        prov, city, dist = r.choice(_CN_PLACES)
        before = r.choice([f"{prov}{city}{dist}", f"{city}{dist}", f"{city}", f"{dist}"])
        return before, _cn_street(c), ""
    if r.random() < 0.5:
        v = c.us.street_address()
        return "", v, r.choice([f", {c.us.city()}", "", f", {c.us.city()}, {c.us.state_abbr()}"])
    v = c.gb.street_address().replace("\n", ", ")
    if r.random() < 0.3:
        v = f"Flat {r.randint(1, 40)}, {c.gb.building_number()} {c.gb.street_name()}"
    return "", v, r.choice([", " + r.choice(["London", "Leeds", "Bristol", "Manchester", "Glasgow"]), ""])


_NINO_A = "ABCEGHJKLMNOPRSTWXYZ"
_NINO_B = "ABCEGHJKLMNPRSTWXYZ"


def g_gov(c: Ctx, lang: str):
    r = c.rnd
    zh = lang == "zh" or (lang == "mixed" and r.random() < 0.5)
    k = _pick(c, [
        (("passport", "护照", "ppt", "hz ", "visa", "签证", "机票", "flight"), [2]),
        (("身份证", "sfz", "公民", "实名", "id number", "证件", " id"), [0]),
        (("ssn", "social", "w-9", "ss#", "tax", "报税"), [0, 3]),
        (("ni ", "ni number", "nino", "national insurance", "hmrc", "ni one"), [1]),
    ], 4)
    if any(w in c.hint for w in ("ssn", "social", "ss#", "w-9", "ni ", "nino", "national insurance", "hmrc")):
        zh = False
    elif any(w in c.hint for w in ("身份证", "sfz", "公民", "实名")):
        zh = True
    if zh and k != 1 and k != 3:
        if k == 2:
            return "", r.choice("EG") + f"{r.randint(10**7, 10**8 - 1)}", ""
        v = cn_id(r)
        return "", v, ""
    if k == 0:
        return "", c.us.ssn(), ""
    if k == 1:
        p = r.choice(_NINO_A) + r.choice(_NINO_B)
        d = f"{r.randint(0, 999999):06d}"
        v = p + d + r.choice("ABCD")
        if r.random() < 0.5:
            v = f"{p} {d[:2]} {d[2:4]} {d[4:]} {v[-1]}"
        return "", v, ""
    if k == 2:
        return "", r.choice([c.us.passport_number(), c.gb.passport_number(), f"{r.randint(10**8, 10**9 - 1)}"]), ""
    s = c.us.ssn()
    return "", s.replace("-", r.choice(["", " "])), ""


def g_fin(c: Ctx, lang: str):
    r = c.rnd
    k = _pick(c, [
        (("iban", "wire", "转账到"), [3, 4]), (("routing", "aba", "路由"), [5]),
        (("account", "acct", "账号", "账户", "savings", "储蓄", "工资", "扣"), [6, 2]),
        (("card", "visa", "amex", "卡", "cc"), [0, 1, 2]),
    ], 7)
    if k == 0:
        return "", c.us.credit_card_number(card_type=r.choice(["visa16", "mastercard", "amex", "discover", None])), ""
    if k == 1:
        body = r.choice(["4", "51", "52", "55", "2221"]) 
        body += "".join(str(r.randint(0, 9)) for _ in range(15 - len(body)))
        n = body + luhn_digit(body)
        return "", r.choice([group4(n), "-".join(n[i : i + 4] for i in range(0, 16, 4)), n]), ""
    if k == 2:
        body = r.choice(["622202", "621700", "622848", "623668"]) + "".join(str(r.randint(0, 9)) for _ in range(12))
        n = body + luhn_digit(body)
        return "", r.choice([n, group4(n)]), ""
    if k == 3:
        v = r.choice([c.gb.iban(), c.us.iban()])
        return "", r.choice([v, group4(v)]), ""
    if k == 4:
        cc, n = r.choice([("DE", 18), ("FR", 23), ("NL", 14), ("ES", 20), ("IT", 23)])
        if cc == "NL":
            bban = rstr(r, 4, string.ascii_uppercase) + "".join(str(r.randint(0, 9)) for _ in range(10))
        elif cc == "IT":
            bban = r.choice(string.ascii_uppercase) + "".join(str(r.randint(0, 9)) for _ in range(10)) + rstr(r, 12, UP)
        else:
            bban = "".join(str(r.randint(0, 9)) for _ in range(n))
        v = iban_make(r, cc, bban)
        return "", r.choice([v, group4(v)]), ""
    if k == 5:
        return "", c.us.aba(), ""
    return "", r.choice([str(r.randint(10**7, 10**12)), c.us.bban()[-10:], f"{r.randint(10, 99)}-{r.randint(1000, 9999)}-{r.randint(100000, 999999)}"]), ""


def g_name(c: Ctx, lang: str):
    r = c.rnd
    if lang == "zh" or (lang == "mixed" and r.random() < 0.5):
        k = r.randrange(4)
        if k == 0:
            return "", c.cn.name(), ""
        if k == 1:
            return "", c.cn.name_female(), ""
        if k == 2:
            return "", c.cn.name_male(), ""
        return "", c.cn.last_name() + c.cn.first_name(), ""
    f = c.en()
    k = r.randrange(6)
    if k == 0:
        return "", f.name(), ""
    if k == 1:
        return "", f.name_female(), ""
    if k == 2:
        return "", f.name_male(), ""
    if k == 3:
        return "", f"{f.prefix()} {f.first_name()} {f.last_name()}", ""
    if k == 4:
        return "", f"{f.first_name()} {f.last_name()}", ""
    return "", f"{f.first_name_female()} {f.last_name()}-{f.last_name()}", ""


def g_user(c: Ctx, lang: str):
    r = c.rnd
    f = c.cn if (lang == "zh" or (lang == "mixed" and r.random() < 0.5)) else c.en()
    k = r.randrange(4)
    if k == 0:
        v = f.user_name()
    elif k == 1:
        v = f"{f.user_name()}{r.choice(['_', '.', ''])}{r.randint(1, 9999)}"
    elif k == 2:
        v = f"{c.us.first_name().lower()}_{c.us.last_name().lower()}"
    else:
        v = f"{r.choice(['the', 'real', 'its', 'xx', 'mr'])}{f.user_name()}{r.choice(['', '_', '99', 'x'])}"
    return "", v, ""


def g_home(c: Ctx, lang: str):
    r = c.rnd
    f = c.cn if (lang == "zh" or (lang == "mixed" and r.random() < 0.5)) else c.en()
    u = r.choice([f.user_name(), f.user_name(), c.us.first_name().lower(), f"{c.us.first_name().lower()}.{c.us.last_name().lower()}"])
    k = r.randrange(3)
    if lang == "en":  # no CJK folder names in English texts
        if k < 2:
            tail = r.choice(["/projects/app/.env", "/.ssh/config", "/Documents/notes.md", "/Desktop/todo.txt"])
            return "", (f"/home/{u}", f"/Users/{u}")[k], tail
        return "", f"C:\\Users\\{u}", r.choice(["\\Documents\\resume.docx", "\\AppData\\Roaming\\app\\config.ini"])
    if k == 0:
        return "", f"/home/{u}", r.choice(["/projects/app/.env", "/.ssh/config", "/Downloads/报销单.pdf", "/code/notes.md", "/.bashrc"])
    if k == 1:
        return "", f"/Users/{u}", r.choice(["/Documents/taxes-2024.xlsx", "/Desktop/todo.txt", "/Library/Application Support/Notes", "/src/blog"])
    return "", f"C:\\Users\\{u}", r.choice(["\\Documents\\resume.docx", "\\Desktop\\照片", "\\AppData\\Roaming\\app\\config.ini", "\\OneDrive\\notes.txt"])


_EN_NUM = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"]
_ZH_NUM = ["一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


def g_sched(c: Ctx, lang: str):
    r = c.rnd
    zh = lang == "zh" or (lang == "mixed" and r.random() < 0.55)
    if zh:
        part, lo, hi = r.choice([("早上", 5, 9), ("上午", 8, 11), ("下午", 1, 5), ("晚上", 7, 11), ("凌晨", 4, 5), ("傍晚", 5, 6)])
        h = r.randint(lo, hi)
        k = r.randrange(6)
        if k == 0:
            return "", f"{part}{h}点", ""
        if k == 1:
            return "", f"{part}{h}点半", ""
        if k == 2:
            return "", f"{part}{h}点{r.choice([15, 20, 40, 45])}分", ""
        if k == 3:
            return "", f"{part}{_ZH_NUM[h - 1]}点", ""
        if k == 4:
            hh = h + 12 if part in ("下午", "晚上", "傍晚") else h
            return "", f"{hh}:{r.choice(['00', '15', '30', '45'])}", ""
        return "", f"{part}{h}:{r.choice(['10', '30', '50'])}", ""
    k = r.randrange(7)
    h = r.randint(5, 11)
    if k == 0:
        return "", f"{h}{r.choice(['am', 'pm', ' a.m.', ' p.m.', 'AM', ' PM'])}", ""
    if k == 1:
        return "", f"{h}:{r.choice(['15', '30', '45', '20'])}{r.choice(['am', 'pm', ' a.m.', ' PM'])}", ""
    if k == 2:
        return "", f"half past {_EN_NUM[h - 1]}", ""
    if k == 3:
        return "", f"quarter to {_EN_NUM[h - 1]}", ""
    if k == 4:
        # Faker's time() depends on "now": pin it to a fixed range instead
        dt = c.us.date_time_between(start_date=datetime(2021, 1, 1), end_date=datetime(2024, 12, 31))
        return "", f"{5 + dt.hour % 18:02d}:{dt.minute // 15 * 15:02d}", ""
    if k == 5:
        return "", f"{_EN_NUM[h - 1]} o'clock", ""
    return "", f"{h}.{r.choice(['15', '30', '45'])}{r.choice(['am', 'pm'])}", ""


_EN_HOODS = ["Gardens", "Heights", "Park Estate", "Village", "Green", "Meadows", "Court Estate", "Hollow"]
_CN_ESTATE_A = ["万科", "碧桂园", "保利", "绿地", "龙湖", "金地", "华润", "中海", "融创", "招商"]
_CN_ESTATE_B = ["城市花园", "翡翠湾", "滨江苑", "阳光小区", "锦绣华庭", "香樟园", "天悦府", "御景湾", "紫荆苑", "星河湾"]


def g_geo(c: Ctx, lang: str):
    r = c.rnd
    zh = lang == "zh" or (lang == "mixed" and r.random() < 0.5)
    k = _pick(c, [
        (("postcode", "post code", "zip", "邮编", "邮政", "yb"), [1]),
        (("coordinates", "gps", "pin", "lat/long", "坐标", "经纬度", "定位", "location", "位置", "loc", "wz"), [0, 3]),
        (("estate", "neighbourhood", "小区", "area", "那片", "live in", "住在", "grew up", "长大", "zone", "范围"), [2]),
    ], 4)
    if k == 0:
        f = c.cn if zh else c.en()
        lat, lng = f.latitude(), f.longitude()
        lat, lng = f"{float(lat):.5f}", f"{float(lng):.5f}"
        return "", r.choice([f"{lat}, {lng}", f"({lat}, {lng})", f"{lat},{lng}"]), ""
    if k == 1:
        if zh:
            return "", c.cn.postcode(), ""
        return "", r.choice([c.us.zipcode(), c.us.zipcode_plus4(), c.gb.postcode(), c.gb.postcode()]), ""
    if k == 2:
        if zh:
            return "", r.choice(_CN_ESTATE_A) + r.choice(_CN_ESTATE_B), ""
        return "", f"{c.gb.last_name()} {r.choice(_EN_HOODS)}", ""
    lat, lng, *_ = c.us.local_latlng(country_code=r.choice(["US", "GB", "CN"]))
    return "", f"{lat}, {lng}", ""


GEN = {
    "secret": g_secret, "password": g_password, "email": g_email, "phone": g_phone,
    "address": g_address, "government_id": g_gov, "financial": g_fin, "person_name": g_name,
    "username": g_user, "home_path": g_home, "schedule": g_sched, "geo": g_geo,
}

# case / width variants used for hard cases
_CASEABLE = {"email", "username", "person_name"}
_WIDEABLE = {"phone", "government_id", "financial", "geo"}

# --------------------------------------------------------------------------------------
# cue phrases per category x language; "!" marks a hard case used as a standalone text
# {v} = before+value+after, {@v} = "@" + value (the @ is part of the planted span)
# --------------------------------------------------------------------------------------

CUES: dict[str, dict[str, list[str]]] = {
    "secret": {
        "en": [
            "my OpenAI key is {v}", "the deploy token for staging is {v}", "API_KEY={v}",
            "our Stripe secret is {v} (do not share)", "the CI access token = {v}",
            "I use {v} as the GitHub token on my laptop", "the bot credential is {v}",
            "SECRET_KEY: {v}", "the webhook signing secret is {v}", "backup connection string: {v}",
            "auth header bearer {v}", "the HF token I generated today is {v}",
            "service account key → {v}", "my personal access token: {v}", "client_secret = \"{v}\"",
            "the sendgrid key for newsletters is {v}", "private key below\n{v}",
            "!{v}\n^ that's the prod key, keep it", "!export TOKEN='{v}'",
            "!cfg:\n  region: eu-west-1\n  retries: 3\n  token: {v}\n  timeout: 30",
            "![{v}] <- paste into the vault later", "!lol i pasted {v} into slack by accident, rotate it?",
            "!ENV\nPORT=8080\nLOG_LEVEL=debug\nAUTH={v}\nWORKERS=4", "!\"{v}\"",
            "!curl -H 'Authorization: Bearer {v}' https://api.example.com/v1/me",
        ],
        "zh": [
            "我的OpenAI密钥是{v}", "测试环境的部署令牌是{v}", "API_KEY={v}", "Stripe的秘钥：{v}（别外传）",
            "CI访问令牌 = {v}", "笔记本上用的GitHub token是{v}", "机器人的凭证为{v}", "SECRET_KEY：{v}",
            "webhook签名密钥是{v}", "备份库连接串：{v}", "鉴权头 Bearer {v}", "今天新生成的HF令牌{v}",
            "服务账号的key→{v}", "我的个人访问令牌：{v}", "client_secret = \"{v}\"", "发邮件用的sendgrid密钥{v}",
            "私钥如下\n{v}",
            "!{v}\n↑这个是生产环境的key，收好", "!export TOKEN='{v}'",
            "!配置:\n  地域: 华东1\n  重试: 3\n  令牌: {v}\n  超时: 30", "!【{v}】稍后存进保险库",
            "!手滑把{v}发到群里了要不要换掉", "!环境变量\nPORT=8080\nLOG_LEVEL=debug\nAUTH={v}\nWORKERS=4",
            "!「{v}」", "!curl -H 'Authorization: Bearer {v}' https://api.example.com/v1/me",
        ],
        "mixed": [
            "我的 OpenAI key 是 {v}", "staging 的 deploy token：{v}", "API_KEY={v} 别 commit 了",
            "Stripe secret 是{v}，don't share", "CI 的 access token = {v}", "GitHub token 在 laptop 上是 {v}",
            "bot 的 credential 为 {v}", "SECRET_KEY：{v} ok", "webhook signing secret 是 {v}",
            "backup 的 connection string：{v}", "header 里 Bearer {v}", "HF token 今天 generate 的：{v}",
            "service account 的 key → {v}", "my PAT：{v} 记住", "client_secret = \"{v}\" 放 yaml 里",
            "newsletter 用的 sendgrid key {v}", "private key 如下\n{v}",
            "!{v}\n↑ prod key 收好", "!export TOKEN='{v}' #临时",
            "!config:\n  region: 华东\n  retries: 3\n  token: {v}", "!【{v}】later 放 vault",
            "!不小心把{v}发slack了要rotate吗", "!.env\nPORT=8080\nAUTH={v}\nWORKERS=4", "!“{v}”",
            "!curl -H 'Authorization: Bearer {v}' https://api.example.com/v1/me 返回 401",
        ],
    },
    "password": {
        "en": [
            "my wifi password is {v}", "password: {v}", "pw={v}", "the password is {v}",
            "passphrase for the backup disk: {v}", "router admin pass = {v}", "login pwd: {v}",
            "Netflix password → {v}", "my bank app PIN-style passcode is {v}", "the vault passphrase is \"{v}\"",
            "pass: {v}", "new password set to {v}", "the laptop unlocks with {v}", "my email password, {v}",
            "garage keypad code and wifi share the same password {v}", "the zip file is protected with password {v}",
            "!{v} is the wifi pw btw", "!wifi: HomeNet-5G / {v}", "!user admin\npassword {v}",
            "!\"{v}\" <- new pass for the nas", "!(pwd {v})", "!db_password: {v}",
            "!changed it from the old one to {v}", "!PASSWORD IS {v}",
            "!wifi list: cafe (open), office (ask IT), home {v}",
        ],
        "zh": [
            "我家wifi密码是{v}", "密码：{v}", "pw={v}", "密码是{v}", "备份硬盘的口令：{v}",
            "路由器管理密码 = {v}", "登录密码：{v}", "爱奇艺的密码→{v}", "银行app的登录口令是{v}",
            "保险库口令是“{v}”", "pass：{v}", "新密码改成了{v}", "笔记本开机密码{v}", "邮箱密码，{v}",
            "压缩包解压密码为{v}", "门禁和wifi用同一个密码{v}",
            "!{v}是wifi密码哈", "!wifi：HomeNet-5G／{v}", "!用户 admin\n密码 {v}", "!「{v}」nas新密码",
            "!（密码{v}）", "!db_password: {v}", "!旧的不用了，现在是{v}", "!密码{v}别忘了",
            "!wifi清单：咖啡店（免费）、公司（找IT）、家里{v}",
        ],
        "mixed": [
            "我家 wifi password 是 {v}", "password：{v} 记住", "pw={v}", "the 密码 is {v}",
            "backup disk 的 passphrase：{v}", "router admin 密码 = {v}", "login 密码：{v}",
            "Netflix 的 pwd → {v}", "bank app 登录 passcode 是 {v}", "vault passphrase 是“{v}”",
            "pass：{v} ok", "新 password 改成 {v} 了", "laptop 开机用 {v}", "email 密码，{v}",
            "zip 包 password 为 {v}", "门禁和 wifi 同一个 password {v}",
            "!{v} 是 wifi pw", "!wifi：HomeNet-5G／{v}", "!user admin\n密码 {v}", "!「{v}」nas 新 pass",
            "!（pwd {v}）", "!db_password: {v} #本地", "!old 的不用了 now 是 {v}", "!mima{v}",
            "!wifi list：cafe 免费、office 找 IT、home {v}",
        ],
    },
    "email": {
        "en": [
            "my email is {v}", "send the invoice to {v}", "contact me at {v}", "my work address is {v}",
            "reach my sister on {v}", "reply-to should be {v}", "cc {v} on the lease stuff",
            "the landlord's mail is {v}", "I use {v} for newsletters", "e-mail: {v}",
            "forward receipts to {v}", "my old inbox was {v}", "dentist emails from {v}",
            "the school portal login is the address {v}", "Apple ID: {v}", "personal mail → {v}",
            "!{v} — that's where the tickets went", "!mail {v} before friday", "!<{v}>",
            "!To: {v}\nSubject: rent\nBody: see attached", "!emails: support@ (no), billing@ (no), mine: {v}",
            "!\"{v}\"", "!{v} pls", "!ping {v} re: carpool", "!alt: {v}",
        ],
        "zh": [
            "我的邮箱是{v}", "发票发到{v}", "有事发邮件到{v}", "我工作邮箱{v}", "我妹的邮箱是{v}",
            "回复地址设成{v}", "租房的事抄送{v}", "房东邮箱为{v}", "订阅用的是{v}", "电子邮件：{v}",
            "收据转发到{v}", "以前的邮箱是{v}", "牙医诊所从{v}发邮件", "学校系统登录邮箱{v}",
            "苹果ID：{v}", "私人邮箱→{v}",
            "!{v}——票都发这儿了", "!周五前发{v}", "!<{v}>", "!收件人：{v}\n主题：房租\n正文：见附件",
            "!邮箱：客服的不用，财务的不用，我的{v}", "!“{v}”", "!{v}谢谢", "!拼车的事问{v}", "!备用{v}",
        ],
        "mixed": [
            "我的 email 是 {v}", "invoice 发到 {v}", "contact 我 at {v}", "work 邮箱 {v}",
            "我妹 email：{v}", "reply-to 设成 {v}", "lease 的事 cc {v}", "房东 mail 为 {v}",
            "newsletter 用 {v}", "e-mail：{v}", "receipts 转发到 {v}", "old inbox 是 {v}",
            "dentist 从 {v} 发 mail", "school portal 登录 {v}", "Apple ID：{v}", "私人 mail → {v}",
            "!{v}——tickets 都发这儿", "!周五前 mail {v}", "!<{v}>", "!To：{v}\n主题：rent",
            "!邮箱：support 不用，billing 不用，mine {v}", "!“{v}”", "!{v} thx", "!carpool 问 {v}",
            "!备用 email {v}",
        ],
    },
    "phone": {
        "en": [
            "my cell is {v}", "call me on {v}", "mum's number is {v}", "text the plumber at {v}",
            "the babysitter's phone: {v}", "my work line is {v}", "reach me at {v} after lunch",
            "emergency contact number {v}", "landline: {v}", "WhatsApp me on {v}", "tel. {v}",
            "the vet's direct number is {v}", "ring {v} if the parcel's late", "mobile → {v}",
            "my new number's {v}", "dad's phone {v}",
            "!{v} is my dad", "!order #482193, ticket 55128, and my cell {v}", "!({v})",
            "!Contacts:\n- pharmacy: see website\n- me: {v}", "!\"{v}\"", "!{v} — call after 5",
            "!ph {v}", "!cell:{v}", "!numbers: flight BA 283, gate 32, mine {v}",
        ],
        "zh": [
            "我的手机号是{v}", "有事打{v}", "我妈的电话是{v}", "水管工电话{v}", "保姆的手机：{v}",
            "我办公室座机{v}", "午饭后打{v}找我", "紧急联系电话{v}", "固话：{v}", "微信同号{v}",
            "电话{v}", "宠物医院直线{v}", "快递没到就打{v}", "手机→{v}", "我换号了，新号{v}",
            "我爸手机{v}",
            "!{v}是我爸", "!订单482193、工单55128、我的手机{v}", "!（{v}）", "!联系人：\n- 药店：看官网\n- 我：{v}",
            "!“{v}”", "!{v}五点后打", "!sj{v}", "!手机:{v}", "!号码：航班CA1831、登机口32、我的{v}",
        ],
        "mixed": [
            "我的 cell 是 {v}", "call 我 {v}", "mum 的电话 {v}", "plumber 电话 {v}", "babysitter phone：{v}",
            "work line 是 {v}", "lunch 后打 {v}", "emergency contact {v}", "座机 landline：{v}",
            "WhatsApp 我 {v}", "tel：{v}", "vet 直线 {v}", "parcel 没到 ring {v}", "mobile→{v}",
            "new number {v} 记一下", "dad 手机 {v}",
            "!{v} 是我爸", "!order 482193、ticket 55128、my cell {v}", "!（{v}）",
            "!Contacts：\n- 药店：website\n- me：{v}", "!“{v}”", "!{v} 5点后 call", "!dh{v}",
            "!cell:{v}", "!flight CA1831、gate 32、我的 {v}",
        ],
    },
    "address": {
        "en": [
            "I live at {v}", "my home address is {v}", "ship it to {v}", "we moved to {v}",
            "the new flat is {v}", "grandma lives on {v}", "deliver groceries to {v}", "mailing address: {v}",
            "my office is at {v}", "the Airbnb host's house is {v}", "send the spare keys to {v}",
            "billing address — {v}", "pick me up from {v}", "my parents are at {v}", "the kids' school run starts at {v}",
            "home: {v}",
            "!{v} — that's us now", "!addr {v}", "!\"{v}\"", "![{v}]",
            "!stops: Costco, the library, home ({v})", "!Ship-to:\n  {v}", "!{v}!!! not the old one",
            "!moving day: from {v}", "!frm {v}",
        ],
        "zh": [
            "我住在{v}", "我家地址是{v}", "快递寄到{v}", "我们搬到了{v}", "新租的房子在{v}", "外婆住{v}",
            "买菜送到{v}", "收件地址：{v}", "我公司在{v}", "民宿房东家在{v}", "备用钥匙寄到{v}",
            "账单地址——{v}", "到{v}接我", "我爸妈住{v}", "孩子学校接送从{v}出发", "家：{v}",
            "!{v}——现在住这", "!地址{v}", "!“{v}”", "!【{v}】", "!要去：超市、图书馆、回家（{v}）",
            "!收货：\n  {v}", "!{v}！！！不是旧的", "!搬家那天从{v}出发", "!dz{v}",
        ],
        "mixed": [
            "I live 在 {v}", "home address 是 {v}", "快递 ship 到 {v}", "我们 moved 到 {v}", "new flat 在 {v}",
            "grandma 住 {v}", "groceries 送到 {v}", "mailing address：{v}", "office 在 {v}", "Airbnb 房东在 {v}",
            "spare keys 寄到 {v}", "billing 地址——{v}", "pick 我 up 在 {v}", "爸妈 at {v}", "school run 从 {v} 出发",
            "home：{v}",
            "!{v}——现在 live 这", "!addr{v}", "!“{v}”", "!【{v}】", "!stops：Costco、library、home（{v}）",
            "!Ship-to：\n  {v}", "!{v}!!! 不是 old 的", "!moving day 从 {v}", "!dz {v}",
        ],
    },
    "government_id": {
        "en": [
            "my SSN is {v}", "social security number: {v}", "my NI number is {v}", "passport number {v}",
            "national insurance no. {v}", "for the tax form use {v} as my SSN", "my passport no is {v}",
            "ID number: {v}", "the visa form asked for my passport, it's {v}", "NINO → {v}",
            "HMRC has me under NI {v}", "my wife's social is {v}", "renewed passport: {v}",
            "W-9 taxpayer id {v}", "my SS# {v}", "identity doc number {v}",
            "!{v} (ssn, for the mortgage)", "!passport:{v}", "!\"{v}\"", "!docs: lease ✔, payslip ✔, NI {v}",
            "!SSN\n{v}", "![{v}] passport", "!{v} is the NI one not the tax ref", "!ssn {v}", "!ppt {v} exp 2031",
        ],
        "zh": [
            "我的身份证号是{v}", "身份证：{v}", "护照号码{v}", "我老婆的身份证号{v}", "报税用身份证号{v}",
            "护照号是{v}", "证件号码：{v}", "签证表要护照号，是{v}", "身份证号码→{v}", "公民身份号码{v}",
            "我爸的身份证{v}", "新换的护照：{v}", "实名认证用的{v}", "身份证号{v}别填错", "我的证件号为{v}",
            "订机票用的证件{v}",
            "!{v}（身份证，办房贷用）", "!护照:{v}", "!“{v}”", "!材料：租房合同✔、工资条✔、身份证{v}",
            "!身份证\n{v}", "!【{v}】护照", "!{v}是护照不是身份证", "!sfz{v}", "!hz {v} 2031到期",
        ],
        "mixed": [
            "我的 SSN 是 {v}", "身份证 ID：{v}", "passport 号码 {v}", "NI number 是 {v}", "报税 tax form 用 {v}",
            "passport no 是 {v}", "ID number：{v}", "visa 表要 passport，是 {v}", "身份证号→{v}",
            "national insurance 号 {v}", "老爸的 ID {v}", "新 passport：{v}", "实名 verify 用 {v}",
            "social security 号 {v}", "证件 number 为 {v}", "订 flight 用的证件 {v}",
            "!{v}（ssn，mortgage 用）", "!passport:{v}", "!“{v}”", "!材料：lease ✔、payslip ✔、ID {v}",
            "!身份证 ID\n{v}", "!【{v}】passport", "!{v} 是 NI 不是 tax ref", "!sfz {v}", "!ppt {v} 2031 到期",
        ],
    },
    "financial": {
        "en": [
            "my Visa is {v}", "card number: {v}", "my IBAN is {v}", "routing number {v}",
            "checking account number {v}", "pay the nanny to account {v}", "the joint account IBAN: {v}",
            "use card {v} for Amazon", "ABA routing: {v}", "bank account no. {v}", "savings acct → {v}",
            "my debit card ends… actually full number is {v}", "wire transfer to IBAN {v}", "credit card {v} exp 08/29",
            "direct deposit account {v}", "the Amex I use for travel is {v}",
            "!{v} (visa, the blue one)", "!acct:{v}", "!\"{v}\"", "!refs: invoice 2024-0117, PO 88213, IBAN {v}",
            "!CARD\n{v}", "![{v}] card", "!{v} routing, the account is separate", "!cc {v}", "!iban{v}",
        ],
        "zh": [
            "我的银行卡号是{v}", "卡号：{v}", "IBAN是{v}", "汇款路由号{v}", "工资卡账号{v}",
            "保姆工资打到账号{v}", "联名账户IBAN：{v}", "网购用卡{v}", "收款账号：{v}", "银行账号{v}",
            "储蓄卡→{v}", "信用卡号{v}有效期08/29", "转账到{v}", "招行卡{v}", "我的借记卡{v}", "房租从{v}扣",
            "!{v}（蓝色那张）", "!账号:{v}", "!“{v}”", "!单号：发票2024-0117、采购单88213、卡号{v}",
            "!银行卡\n{v}", "!【{v}】卡", "!{v}是工资卡", "!yhk{v}", "!kh {v}",
        ],
        "mixed": [
            "我的 Visa 是 {v}", "card number：{v}", "IBAN 是 {v}", "routing number {v}", "工资 account {v}",
            "nanny 工资打到 {v}", "joint account IBAN：{v}", "Amazon 用卡 {v}", "ABA routing：{v}",
            "bank 账号 {v}", "savings → {v}", "credit card {v} 08/29 到期", "wire 到 {v}", "招行 card {v}",
            "debit 卡 {v}", "rent 从 {v} 扣",
            "!{v}（visa 蓝色那张）", "!acct:{v}", "!“{v}”", "!invoice 2024-0117、PO 88213、IBAN {v}",
            "!CARD 卡号\n{v}", "!【{v}】card", "!{v} 是 routing", "!cc{v}", "!kh {v}",
        ],
    },
    "person_name": {
        "en": [
            "my name is {v}", "I'm {v}", "call me {v} in emails", "my landlord is {v}", "my manager {v} approved it",
            "the pediatrician is {v}", "my sister-in-law {v} is visiting", "emergency contact: {v}",
            "I had lunch with {v} today", "the realtor's name is {v}", "sign cards from {v} and family",
            "{v} is my accountant", "book it under {v}", "my piano teacher, {v}, moved", "our neighbour {v} has the keys",
            "contact person: {v}",
            "!{v} said yes to the wedding!", "!met {v} at the conference, keep in touch", "!\"{v}\"",
            "!guest list: 2 adults, 1 kid, {v}", "!cc: {v}", "!thx {v}", "!{v} — birthday 12 May",
            "!Attendees\n- Finance team\n- {v}", "!from: {v}",
        ],
        "zh": [
            "我叫{v}", "我的名字是{v}", "房东是{v}", "我领导{v}批了", "儿科医生是{v}", "小姨子{v}要来住",
            "紧急联系人：{v}", "今天和{v}吃了午饭", "中介叫{v}", "贺卡署名{v}全家", "{v}是我的会计",
            "预订人写{v}", "钢琴老师{v}搬家了", "邻居{v}有备用钥匙", "联系人：{v}", "我老公{v}",
            "!{v}答应来婚礼了！", "!会上认识了{v}，保持联系", "!“{v}”", "!来宾：2大1小，{v}",
            "!抄送：{v}", "!谢谢{v}", "!{v}——5月12号生日", "!参会人\n- 财务部\n- {v}", "!发件人：{v}",
        ],
        "mixed": [
            "my name 是 {v}", "我叫 {v}", "landlord 是 {v}", "manager {v} 批了", "pediatrician 是 {v}",
            "sister-in-law {v} 要来", "emergency contact：{v}", "今天和 {v} lunch", "realtor 叫 {v}",
            "card 署名 {v} & family", "{v} 是我的 accountant", "book 在 {v} 名下", "piano 老师 {v} 搬了",
            "neighbour {v} 有钥匙", "contact person：{v}", "我 husband {v}",
            "!{v} 答应来 wedding 了！", "!conference 上认识 {v}", "!“{v}”", "!guests：2大1小，{v}",
            "!cc：{v}", "!thx {v}", "!{v}——5月12 birthday", "!Attendees\n- 财务\n- {v}", "!from：{v}",
        ],
    },
    "username": {
        "en": [
            "my username is {v}", "login: {v}", "my handle is {@v}", "follow me at {@v}", "my gamertag is {v}",
            "Steam account name {v}", "I'm {@v} on twitter", "my GitHub user is {v}", "Reddit: u/{v}",
            "user id for the forum: {v}", "sign in as {v}", "my Discord is {@v}", "screen name → {v}",
            "insta {@v}", "the shared account login is {v}", "nickname on the app: {v}",
            "!{@v} that's me", "!DM {@v}", "!\"{v}\"", "!accounts: main, test, {v}", "!user={v}",
            "![{@v}]", "!ssh {v}@build.example.com", "!tag {@v} in the photo", "!uname {v}",
        ],
        "zh": [
            "我的用户名是{v}", "登录名：{v}", "我的账号是{v}", "微博关注{@v}", "游戏ID是{v}", "Steam账号{v}",
            "推特上我是{@v}", "GitHub用户名{v}", "论坛用户ID：{v}", "用{v}登录", "Discord是{@v}",
            "网名→{v}", "小红书{@v}", "共享账号登录名{v}", "app里的昵称：{v}", "B站账号{v}",
            "!{@v}是我", "!私信{@v}", "!“{v}”", "!账号：主号、测试号、{v}", "!user={v}", "!【{@v}】",
            "!ssh {v}@build.example.com", "!照片里艾特{@v}", "!yhm{v}",
        ],
        "mixed": [
            "我的 username 是 {v}", "login 名：{v}", "handle 是 {@v}", "follow 我 {@v}", "gamertag 是 {v}",
            "Steam 账号 {v}", "twitter 上我是 {@v}", "GitHub user {v}", "论坛 user ID：{v}", "用 {v} sign in",
            "Discord 是 {@v}", "screen name→{v}", "ins {@v}", "shared 账号 login {v}", "app 昵称 nickname：{v}",
            "B站 ID {v}",
            "!{@v} 是我", "!DM {@v}", "!“{v}”", "!accounts：主号、test、{v}", "!user={v}", "!【{@v}】",
            "!ssh {v}@build.example.com", "!photo 里 tag {@v}", "!yhm {v}",
        ],
    },
    "home_path": {
        "en": [
            "my notes live in {v}", "the script failed: cannot open {v}", "save exports to {v}",
            "the photos folder is {v}", "my dotfiles are under {v}", "backup source path: {v}",
            "the venv is at {v}", "open {v} in VS Code", "the tax spreadsheet sits at {v}",
            "config path → {v}", "sync {v} to the NAS", "the game saves are in {v}", "move it to {v}",
            "my resume is {v}", "ssh config at {v}", "logs go to {v}",
            "!{v} <- that one", "!FileNotFoundError: [Errno 2] No such file or directory: '{v}'", "!\"{v}\"",
            "!paths: /usr/local/bin, /opt/tools, {v}", "!cd {v}", "!`{v}`", "![{v}]", "!cp a.txt {v}",
            "!rm -rf build/ && ls {v}",
        ],
        "zh": [
            "我的笔记在{v}", "脚本报错：打不开{v}", "导出保存到{v}", "照片文件夹是{v}", "配置文件都在{v}",
            "备份源路径：{v}", "虚拟环境在{v}", "用VS Code打开{v}", "报税表格放在{v}", "配置路径→{v}",
            "把{v}同步到NAS", "游戏存档在{v}", "挪到{v}", "简历是{v}", "ssh配置在{v}", "日志写到{v}",
            "!{v}←就这个", "!FileNotFoundError: [Errno 2] No such file or directory: '{v}'", "!“{v}”",
            "!路径：/usr/local/bin、/opt/tools、{v}", "!cd {v}", "!`{v}`", "!【{v}】", "!cp a.txt {v}",
            "!ls {v} 看一下",
        ],
        "mixed": [
            "我的 notes 在 {v}", "script 报错 cannot open {v}", "exports 存到 {v}", "photos 文件夹 {v}",
            "dotfiles 都在 {v}", "backup path：{v}", "venv 在 {v}", "用 VS Code open {v}", "tax 表格在 {v}",
            "config 路径→{v}", "sync {v} 到 NAS", "game saves 在 {v}", "move 到 {v}", "resume 是 {v}",
            "ssh config 在 {v}", "logs 写到 {v}",
            "!{v}←就这个", "!报错 No such file or directory: '{v}'", "!“{v}”", "!paths：/usr/local/bin、{v}",
            "!cd {v}", "!`{v}`", "!【{v}】", "!cp a.txt {v}", "!ls {v} 看下",
        ],
    },
    "schedule": {
        "en": [
            "I wake up at {v} every day", "gym every weekday at {v}", "I take my meds at {v}",
            "the kids go to bed at {v}", "I walk the dog at {v} each morning", "my shift starts at {v}",
            "I usually leave home around {v}", "daily standup for me is {v}", "I pick up my son at {v} on weekdays",
            "lights out at {v}", "I run every morning at {v}", "we have dinner at {v} most nights",
            "my alarm goes off at {v}", "I start work at {v}", "piano practice is always at {v}", "I swim at {v} on Tuesdays",
            "!{v} — gym, every day", "!alarm: {v} (weekdays)", "!\"{v}\" is when I'm home alone", "!routine: coffee, {v} run, shower",
            "!meds {v} daily", "!{v} bedtime for the kids", "!(usually out by {v})", "!wake {v}", "!every day at {v} I'm at the pool",
        ],
        "zh": [
            "我每天{v}起床", "工作日{v}去健身房", "我{v}吃药", "孩子{v}睡觉", "每天{v}遛狗", "我的班{v}开始",
            "我一般{v}出门", "我每天{v}开晨会", "工作日{v}接儿子", "{v}熄灯", "每天{v}跑步", "我们一般{v}吃晚饭",
            "闹钟{v}响", "我{v}上班", "每天{v}练琴", "每周二{v}游泳",
            "!{v}——健身，天天", "!闹钟：{v}（工作日）", "!“{v}”家里就我一个人", "!日常：咖啡、{v}跑步、洗澡",
            "!{v}吃药每天", "!{v}孩子睡觉", "!（一般{v}前出门）", "!起床{v}", "!每天{v}我都在游泳馆",
        ],
        "mixed": [
            "我 every day {v} 起床", "weekday {v} 去 gym", "{v} 吃 meds", "kids {v} 睡觉", "每天 {v} walk the dog",
            "shift {v} 开始", "usually {v} 出门", "standup 每天 {v}", "weekday {v} 接儿子", "{v} lights out",
            "每天 {v} 跑步 run", "dinner 一般 {v}", "alarm {v} 响", "{v} 开始 work", "piano practice 每天 {v}",
            "周二 {v} swim",
            "!{v}——gym 天天", "!alarm：{v}（weekdays）", "!“{v}” 家里就我一人", "!routine：coffee、{v} 跑步、shower",
            "!meds {v} daily", "!{v} kids bedtime", "!（usually {v} 出门）", "!wake {v}", "!每天 {v} 在 pool",
        ],
    },
    "geo": {
        "en": [
            "our house is at {v}", "my postcode is {v}", "we live in {v}", "home coordinates: {v}",
            "zip code {v}", "the cabin's GPS is {v}", "my parents' neighbourhood is {v}", "drop pin {v}",
            "the estate we're in is called {v}", "location saved: {v}", "post code → {v}", "I grew up in {v}, same street as now",
            "meet me at my place, lat/long {v}", "delivery zone {v}", "my area is {v}", "geo: {v}",
            "!{v} — home", "!pin:{v}", "!\"{v}\"", "!places: Central Park, Times Square, home {v}", "!loc {v}",
            "![{v}]", "!{v} is our postcode not the office", "!gps {v}", "!zip{v}",
        ],
        "zh": [
            "我家坐标是{v}", "邮编是{v}", "我们住在{v}", "家的经纬度：{v}", "邮政编码{v}", "小木屋GPS{v}",
            "爸妈住的小区是{v}", "定位{v}", "我们小区叫{v}", "保存的位置：{v}", "邮编→{v}", "我从小在{v}长大，现在还住",
            "来我家，坐标{v}", "配送范围{v}", "我家那片是{v}", "位置：{v}",
            "!{v}——家", "!定位:{v}", "!“{v}”", "!地点：外滩、南京路、家{v}", "!wz{v}", "!【{v}】",
            "!{v}是家里的邮编", "!gps {v}", "!yb{v}",
        ],
        "mixed": [
            "我家 location 是 {v}", "postcode 是 {v}", "we live 在 {v}", "home 经纬度：{v}", "zip code {v}",
            "cabin 的 GPS {v}", "爸妈的 neighbourhood 是 {v}", "drop pin {v}", "小区 estate 叫 {v}",
            "location saved：{v}", "邮编 post code→{v}", "从小在 {v} 长大", "来我家 lat/long {v}",
            "delivery 范围 {v}", "我家 area 是 {v}", "geo：{v}",
            "!{v}——home", "!pin:{v}", "!“{v}”", "!places：外滩、Times Square、home {v}", "!loc {v}",
            "!【{v}】", "!{v} 是家的 postcode", "!gps{v}", "!yb {v}",
        ],
    },
}

# --------------------------------------------------------------------------------------
# memory-style frames: {x} is the cue phrase (styles 1-4 of the brief)
# --------------------------------------------------------------------------------------

FRAMES: dict[str, list[str]] = {
    "en": [
        "Remember that {x}.", "note to self: {x}", "Please remember: {x}. Thanks!", "User mentioned that {x}.",
        "The customer's note: {x}.", "Summary of conversation: user asked about travel plans; {x}.",
        "- groceries done\n- {x}\n- renew gym card", "1. Pack bags\n2. {x}\n3. Water plants",
        "| key | note |\n|---|---|\n| memo | {x} |", '{"type": "memory", "content": "{x}"}',
        "memory:\n  - kind: fact\n    text: \"{x}\"", "ok so {x} lol 👍", "pls remember {x}!!",
        "Saved to memory — {x}.", "Recap:\n* {x}\n* follow up next week", "FYI {x}",
        "The user prefers short answers. They said {x}.", "Don't forget, {x}", "{x}",
        "### Profile update\n- {x}", "remembr this: {x} thx",
    ],
    "zh": [
        "记住：{x}。", "帮我记一下，{x}", "备忘：{x}", "用户提到{x}。", "用户说{x}，已记录。",
        "对话总结：用户在问旅行安排，{x}。", "- 买牛奶\n- {x}\n- 交电费", "1. 收拾行李\n2. {x}\n3. 浇花",
        "| 项目 | 内容 |\n|---|---|\n| 备忘 | {x} |", '{"类型": "记忆", "内容": "{x}"}', "记忆:\n  - 内容: \"{x}\"",
        "{x}～记住哈😊", "记一下{x}！！", "请帮我记住{x}，谢谢", "要点回顾：\n* {x}\n* 下周跟进", "{x}",
        "用户偏好简短回答。用户还提到{x}。", "别忘了，{x}", "### 资料更新\n- {x}", "jz：{x}",
    ],
    "mixed": [
        "Remember 一下：{x}", "note：{x} 谢谢", "用户 mentioned {x}。", "User 说{x}.", "- {x}\n- 记得 buy 牛奶",
        "| item | 内容 |\n|---|---|\n| memo | {x} |", '{"memory": "{x}", "lang": "zh-en"}', "记住 pls：{x} 👌",
        "recap：{x}，下周 follow up", "ok 记下了 {x}", "{x}", "1. 收拾 luggage\n2. {x}", "FYI {x} 哈",
        "memory:\n  - text: \"{x}\"", "The user 提到 {x}。", "bz {x} thx",
    ],
}

# --------------------------------------------------------------------------------------
# benign texts (no personal value); "!" marks a hand-written hard negative
# --------------------------------------------------------------------------------------

_CITIES_EN = ["London", "Manchester", "Seattle", "Chicago", "Toronto", "Berlin", "Tokyo", "Lisbon", "Austin", "Dublin", "Singapore", "Sydney"]
_CITIES_ZH = ["北京", "上海", "广州", "深圳", "杭州", "成都", "西安", "南京", "武汉", "重庆", "苏州", "厦门"]
_PRODUCTS = ["Postgres", "Redis", "Kubernetes", "Docker", "Terraform", "Grafana", "Nginx", "Kafka", "React", "Django", "FastAPI", "SQLite"]
_HOL_EN = ["Christmas", "Thanksgiving", "Easter", "New Year's Day", "Boxing Day", "Labor Day", "Halloween"]
_HOL_ZH = ["春节", "中秋节", "国庆节", "端午节", "元宵节", "清明节", "劳动节"]

BENIGN: dict[str, list[str]] = {
    "en": [
        "Remember that the project uses {product} {ver}.", "note to self: upgrade {product} to {ver} before {date}",
        "User mentioned they are planning a trip to {city} in spring.", "The customer's order #{order} shipped on {date}.",
        "- buy coffee beans ({qty} bags)\n- renew domain\n- back up laptop", "1. Pull latest\n2. Run migrations\n3. Restart on port {port}",
        "| item | price |\n|---|---|\n| headphones | ${price} |\n| cable | ${price2} |", '{"type": "memory", "content": "prefers dark mode and metric units"}',
        "memory:\n  - kind: preference\n    text: \"likes window seats on long flights\"", "User prefers vegetarian recipes and short answers.",
        "Recap: discussed {product} performance; p95 latency dropped by {pct}% after the index.", "ticket {ticket} is blocked on review",
        "commit {sha7} fixed the flaky test", "deployed build {uuid} to staging", "Remember: {holiday} is on {date} this year.",
        "The flight to {city} takes about {dur} hours.", "User asked how to convert {qty} cups to millilitres.",
        "Saved to memory — favourite cuisine is Sichuan, dislikes cilantro.", "DNS fallback set to {ip}",
        "Summary of conversation: compared {product} and {product2} for a side project.", "error: connection refused on 127.0.0.1:{port}",
        "pls remember I'm allergic to peanuts!!", "FYI the gym is closed on {holiday}.", "The user's favourite season is autumn, early morning walks.",
        "sha256:{sha64}", "Rent went up {pct}% in {city} this year.", "ok so the {product} meetup moved to {date} lol 👍",
        "User wants a reading list about {country} history.", "Weekly budget: groceries ${price}, transport ${price2}.",
        "### Profile update\n- prefers tea over coffee\n- learning Spanish",
        "!Order {luhnbad} was refunded.", "!build {date_dot} passed", "!room for {small} people, {small2} bedrooms",
        "!Python 3.12 and {product} {ver}", "!set the server to port 5432", "!read the Washington Post article on {country}",
        "!the password field must be at least {small2}2 characters", "!never paste your API key into chat, use the env var instead",
        "!ISBN 978-0-{isbn} on my wishlist", "!Route 66 road trip in {year}", "!Boeing 737 MAX on flight leg {order}",
        "!invoice INV-{order}-{year} total ${price}", "!remember: the wifi name is the café's, no password needed",
        "!email support is the fastest channel for {product} issues", "!version 10.0.{ver5}", "!the Lincoln Memorial and the Jefferson Memorial",
        "!/usr/local/bin/python3 -m venv .venv", "!{small}th floor meeting room, {product} workshop",
        "!tracking number 1Z{track} for the {product} book",
    ],
    "zh": [
        "记住：项目用的是{product} {ver}。", "备忘：{date}前把{product}升级到{ver}", "用户提到春天想去{city}旅游。",
        "用户的订单{order}已于{date}发货。", "- 买咖啡豆（{qty}袋）\n- 续费域名\n- 备份电脑", "1. 拉最新代码\n2. 跑迁移\n3. 在{port}端口重启",
        "| 项目 | 价格 |\n|---|---|\n| 耳机 | ¥{price} |\n| 数据线 | ¥{price2} |", '{"类型": "记忆", "内容": "喜欢深色模式，用公制单位"}',
        "记忆:\n  - 内容: \"长途飞行喜欢靠窗\"", "用户喜欢素食菜谱，回答要简短。", "要点回顾：讨论了{product}性能，加索引后p95延迟降了{pct}%。",
        "工单{ticket}在等评审", "提交{sha7}修复了不稳定的测试", "把构建{uuid}部署到了预发环境", "记住：今年{holiday}是{date}。",
        "去{city}的航班大概{dur}个小时。", "用户问{qty}杯等于多少毫升。", "已记录——最喜欢川菜，不吃香菜。", "DNS备用设成{ip}",
        "对话总结：对比了{product}和{product2}做副业项目。", "报错：127.0.0.1:{port}连接被拒绝", "记一下我对花生过敏！！",
        "{holiday}健身房不开门。", "用户最喜欢秋天，喜欢清晨散步。", "sha256:{sha64}", "今年{city}房租涨了{pct}%。",
        "{product}线下活动改到{date}了哈😊", "用户想要一份关于{country}历史的书单。", "每周预算：买菜¥{price}，交通¥{price2}。",
        "### 资料更新\n- 喜欢喝茶\n- 在学西班牙语",
        "!订单号{luhnbad}已退款", "!构建{date_dot}通过", "!房间可以住{small}个人，{small2}间卧室", "!Python 3.12和{product} {ver}",
        "!服务器端口设成5432", "!在学密码学课程，讲到{product}的加密", "!邮编格式是六位数字，填表时注意", "!别把API密钥贴到聊天里，用环境变量",
        "!ISBN 978-7-{isbn}想买", "!高铁G{train}次，{dur}小时到{city}", "!{city}地铁{small}号线在修", "!发票INV-{order}-{year}合计¥{price}",
        "!记住：wifi是咖啡店的，不用密码", "!版本10.0.{ver5}", "!王者荣耀新赛季{date}开始", "!/usr/local/bin/python3 -m venv .venv",
        "!{small}楼会议室，{product}培训", "!快递单号SF{track2}，买的{product}的书", "!南京路步行街{holiday}人特别多",
    ],
    "mixed": [
        "记住 project 用的是 {product} {ver}", "note：{date} 前 upgrade {product} 到 {ver}", "用户 mentioned 春天想去 {city} trip。",
        "order {order} 已经 ship 了，{date}", "- 买 coffee 豆 {qty} 袋\n- renew 域名", "1. pull 最新\n2. 跑 migrations\n3. restart port {port}",
        "| item | 价格 |\n|---|---|\n| headphones | ¥{price} |", '{"memory": "喜欢 dark mode", "lang": "zh-en"}',
        "memory:\n  - text: \"long flight 喜欢靠窗 window seat\"", "User 说喜欢 vegetarian 菜谱。", "recap：{product} p95 latency 降了 {pct}%，下周 follow up",
        "ticket {ticket} 在等 review", "commit {sha7} fix 了 flaky test", "build {uuid} 部署到 staging 了", "记住 {holiday} 是 {date}",
        "飞 {city} 大概 {dur} hours", "用户问 {qty} cups 是多少 ml", "ok 记下了：最喜欢川菜，no 香菜", "DNS fallback 设成 {ip}",
        "The user 提到对比 {product} 和 {product2}。", "error：127.0.0.1:{port} connection refused", "记住 pls：我 peanuts 过敏 👌",
        "FYI {holiday} gym 不开门 哈", "sha256:{sha64}", "{city} rent 今年涨了 {pct}%", "{product} meetup 改到 {date} lol",
        "想要 {country} history 的书单", "weekly budget：groceries ¥{price}", "bz 喜欢 tea 不喜欢 coffee thx", "用户 prefers 简短 answers",
        "!order {luhnbad} 已 refund", "!build {date_dot} passed 了", "!room 可以住 {small} 人", "!Python 3.12 + {product} {ver}",
        "!server port 设 5432", "!密码学 cryptography 课讲到 {product}", "!postcode 格式是六位数字", "!别把 API key 贴 chat 里，用 env var",
        "!ISBN 978-7-{isbn} wishlist", "!高铁 G{train} 次去 {city}", "!{city} metro {small} 号线在修", "!invoice INV-{order}-{year} 合计 ¥{price}",
        "!wifi 是 café 的 no password", "!version 10.0.{ver5}", "!Washington Post 讲 {country} 的文章", "!/usr/local/bin/python3 -m venv .venv",
        "!{small} 楼 meeting room {product} workshop", "!tracking 1Z{track} 买的书",
    ],
}


def _luhn_bad(r: random.Random) -> str:
    while True:
        n = "".join(str(r.randint(0, 9)) for _ in range(16))
        if n[0] != "0" and not luhn_ok(n):
            return n


def _fill(tpl: str, c: Ctx, lang: str) -> str:
    r = c.rnd
    f = c.cn if lang == "zh" else c.us
    d = c.us.date_between(start_date=date(2019, 1, 1), end_date=date(2026, 12, 31))
    vals = {
        "product": r.choice(_PRODUCTS), "product2": r.choice(_PRODUCTS),
        "ver": f"{r.randint(1, 17)}.{r.randint(0, 20)}.{r.randint(0, 9)}", "ver5": str(r.randint(10000, 26100)),
        "date": d.isoformat(), "date_dot": d.strftime("%Y.%m.%d"), "year": str(d.year),
        "city": r.choice(_CITIES_ZH if lang != "en" and r.random() < 0.7 else _CITIES_EN),
        "order": str(r.randint(10**5, 10**7)), "ticket": f"{r.choice(['JIRA', 'OPS', 'CMM', 'BUG'])}-{r.randint(10, 9999)}",
        "qty": str(r.randint(2, 12)), "port": str(r.choice([80, 443, 3000, 5000, 6379, 8000, 8080, 9200])),
        "price": f"{r.randint(5, 900)}.{r.randint(0, 99):02d}", "price2": f"{r.randint(1, 90)}.{r.randint(0, 99):02d}",
        "pct": str(r.randint(3, 60)), "sha7": rstr(r, 7, HEX), "sha64": rstr(r, 64, HEX), "uuid": c.us.uuid4(),
        "holiday": r.choice(_HOL_ZH if lang != "en" else _HOL_EN), "dur": str(r.randint(2, 14)),
        "ip": r.choice(["8.8.8.8", "1.1.1.1", "9.9.9.9", "208.67.222.222", "114.114.114.114", "223.5.5.5"]),
        "country": f.country(), "luhnbad": _luhn_bad(r), "small": str(r.randint(2, 9)), "small2": str(r.randint(1, 4)),
        "isbn": f"{r.randint(100, 999)}-{r.randint(10000, 99999)}-{r.randint(0, 9)}", "train": str(r.randint(1, 999)),
        "track": rstr(r, 16, UP), "track2": str(r.randint(10**11, 10**12)),
    }
    out = tpl
    for k, v in vals.items():
        out = out.replace("{" + k + "}", v)
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    c = Ctx()
    r = c.rnd
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        easy = [t for t in BENIGN[lang] if not t.startswith("!")]
        hard = [t[1:] for t in BENIGN[lang] if t.startswith("!")]
        seen: set[str] = set()
        n_hard = BENIGN_PER_LANG // 3 + 1
        for i in range(BENIGN_PER_LANG):
            pool = hard if i < n_hard else easy
            for _ in range(30):
                tpl = pool[(i + r.randrange(len(pool))) % len(pool)]
                text = _fill(tpl, c, lang)
                if i >= n_hard and r.random() < 0.3 and "\n" not in text:
                    text = r.choice(FRAMES[lang][:3] + FRAMES[lang][15:17]).replace("{x}", text.rstrip("。."))
                if text not in seen:
                    break
            seen.add(text)
            out.append((lang, text))
    return out


# --------------------------------------------------------------------------------------
# planted samples
# --------------------------------------------------------------------------------------


def _has_cjk(s: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in s)


def _variant(c: Ctx, cat: str, lang: str, value: str, hard: bool) -> str:
    r = c.rnd
    p = 0.25 if hard else 0.06
    if cat in _CASEABLE and not _has_cjk(value) and r.random() < p:
        return value.upper() if r.random() < 0.5 else value.lower()
    if cat in _WIDEABLE and lang != "en" and r.random() < p:
        return fullwidth(value)
    return value


def samples() -> list[Sample]:
    c = Ctx()
    r = c.rnd
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            pools = {
                True: [q for q in CUES[cat][lang] if q.startswith("!")],
                False: [q for q in CUES[cat][lang] if not q.startswith("!")],
            }
            queues: dict[bool, list[str]] = {True: [], False: []}
            for i in range(PER_CELL):
                want_hard = r.random() < HARD_RATE
                if not queues[want_hard]:
                    queues[want_hard] = list(pools[want_hard])
                    r.shuffle(queues[want_hard])
                cue = queues[want_hard].pop()
                hard = cue.startswith("!")
                if hard:
                    tpl = cue[1:]
                else:
                    tpl = r.choice(FRAMES[lang]).replace("{x}", cue)
                at = "{@v}" in tpl
                ph = "{@v}" if at else "{v}"
                assert tpl.count(ph) == 1, tpl
                pre, post = tpl.split(ph)
                c.hint = cue.lower()
                for _ in range(50):
                    before, value, after = GEN[cat](c, lang)
                    value = _variant(c, cat, lang, value, hard)
                    if at:
                        value = "@" + value
                    text = pre + before + value + after + post
                    if text.count(value) == 1:
                        break
                else:
                    raise AssertionError(f"could not plant a unique value: {cat} {lang} {tpl!r}")
                start = len(pre) + len(before)
                s = Sample(text=text, category=cat, lang=lang, start=start, end=start + len(value))
                assert s.value == value
                out.append(s)
    return out


if __name__ == "__main__":
    report("Y", samples(), benign_with_lang())
