# ruff: noqa
"""Blind privacy corpus J: what an AI agent actually saves as memory after a conversation.

Style: short third-person facts and preferences written by a language model ("User's dentist
is ...", "用户的房东..."), skill notes in markdown bullets, small YAML/TOML snippets, one-line
summaries of what the user said, "remember that ..." requests quoted back, and lists of
contacts / accounts / places with mixed labels. Surface forms vary a lot: lower/UPPER/Title
case, possessives, parentheses, quotes (" ' “ ” 「 」 《 》), brackets, after ':' and '：',
around CJK punctuation, at the very start or end of the text, with line breaks around them.
At least half of the templates carry only a WEAK or indirect cue (no "email:"-style label
next to the value); the rest use strong labels.

Author note: written blind -- without reading the gate's code, its tests, or the other
corpora, and without running the gate.

Seeds: Faker(en_US).seed_instance(9101), Faker(en_GB).seed_instance(9102),
Faker(zh_CN).seed_instance(9103), random.Random(9100) for samples; Faker(...) seeds 9201-9203
and random.Random(9200) for benign texts.
"""

from __future__ import annotations

import random
import re
import string
import sys
import base64
import json
from pathlib import Path

from faker import Faker

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

PER_CELL = 260
BENIGN_PER_LANG = 420

# --------------------------------------------------------------------------------------
# filler vocabularies (benign by construction)
# --------------------------------------------------------------------------------------
EN_CITIES = [
    "London", "Manchester", "Leeds", "Bristol", "Edinburgh", "Austin", "Seattle", "Denver",
    "Chicago", "Boston", "Toronto", "Berlin", "Lisbon", "Tokyo", "Singapore", "Portland",
    "Dublin", "Melbourne", "Oakland", "Brooklyn", "Glasgow", "Cardiff", "Atlanta", "Phoenix",
]
ZH_CITIES = ["上海", "北京", "杭州", "成都", "深圳", "广州", "南京", "武汉", "西安", "苏州",
             "重庆", "天津", "厦门", "青岛", "长沙", "昆明", "大连", "宁波"]
ZH_CITY_DISTRICT = [("上海市", "徐汇区"), ("上海市", "浦东新区"), ("北京市", "朝阳区"),
                    ("北京市", "海淀区"), ("杭州市", "西湖区"), ("深圳市", "南山区"),
                    ("广州市", "天河区"), ("成都市", "武侯区"), ("南京市", "鼓楼区"),
                    ("武汉市", "洪山区"), ("西安市", "雁塔区"), ("苏州市", "工业园区"),
                    ("广东省深圳市", "福田区"), ("浙江省杭州市", "滨江区"), ("四川省成都市", "锦江区")]
APPS = ["Notion", "Obsidian", "VS Code", "Figma", "Jira", "Todoist", "Linear", "Slack",
        "Zotero", "Anki", "Logseq", "Postman", "Docker Desktop", "PyCharm", "Neovim", "Raycast"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WEEKDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日", "星期一", "星期三", "星期五"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
BANKS = ["Chase", "Barclays", "HSBC", "Monzo", "Wells Fargo", "Lloyds", "Revolut", "Citi",
         "Santander", "NatWest", "Ally", "Capital One"]
ZH_BANKS = ["招商银行", "工商银行", "建设银行", "农业银行", "中国银行", "交通银行", "浦发银行", "中信银行"]
SHOPS = ["Amazon", "IKEA", "Costco", "Tesco", "Uniqlo", "Apple Store", "Best Buy", "Decathlon"]
ZH_SHOPS = ["京东", "淘宝", "拼多多", "盒马", "山姆", "宜家", "优衣库", "小米之家"]

EN_NEIGHBOURHOODS = [
    "Shoreditch", "Hackney Wick", "Notting Hill", "Clapham Junction", "Brixton", "Peckham",
    "Islington", "Camden Town", "Wicker Park", "Logan Square", "Capitol Hill", "Ballard",
    "Williamsburg", "Park Slope", "Bushwick", "Astoria", "Mission District", "Noe Valley",
    "Kitsilano", "Leslieville", "Jesmond", "Headingley", "Didsbury", "Ancoats", "Stokes Croft",
    "Morningside", "Leith Walk", "Fremont", "Hyde Park Corner", "Roxbury", "Jamaica Plain",
    "Dorchester Heights", "Fishtown", "Bywater", "Silver Lake", "Echo Park", "Los Feliz",
    "Greenwood Estate", "Barbican Estate", "Alton Estate", "Golden Lane Estate",
    "Kensal Rise", "Stoke Newington", "Walthamstow Village", "Crouch End", "Herne Hill",
]
ZH_ESTATE_HEAD = ["翠湖", "金地", "万科", "绿城", "碧桂园", "融创", "保利", "华润", "龙湖",
                  "世茂", "阳光", "锦绣", "紫荆", "桃源", "枫林", "海棠", "望京", "回龙观",
                  "天通苑", "中海", "招商", "滨江", "雅居乐", "金茂", "东方"]
ZH_ESTATE_TAIL = ["小区", "花园", "家园", "新村", "苑", "公寓", "城市花园", "名都", "华府",
                  "一期", "二期", "西里", "雅苑", "嘉园", "府"]
ZH_ROADS = ["漕溪北路", "中山北路", "建国路", "人民大道", "解放西路", "南京西路", "文三路",
            "科技园南路", "天府大道", "长安街", "东风路", "金沙江路", "学院路", "延安东路",
            "淮海中路", "学府街", "和平道", "滨江大道", "五一路", "青年路"]
PINYIN_SUR = ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Zhou", "Wu",
              "Xu", "Sun", "Ma", "Zhu", "Hu", "Guo", "He", "Lin", "Luo", "Gao", "Zheng", "Xie"]
PINYIN_GIVEN = ["Wei", "Fang", "Jing", "Lei", "Min", "Jun", "Yan", "Hui", "Qiang", "Xiaoming",
                "Yuting", "Jiahao", "Zihan", "Haoran", "Xinyi", "Mengqi", "Shuang", "Tao",
                "Yifan", "Ruoxi", "Zhiwei", "Lihua", "Bingbing", "Chenxi"]
WORDS = ["maple", "river", "otter", "copper", "lantern", "meadow", "falcon", "quartz", "harbor",
         "cobalt", "velvet", "thistle", "ember", "juniper", "pebble", "sparrow", "tundra",
         "orchid", "saffron", "walnut", "glacier", "mosaic", "cinder", "zephyr"]

WRAPS_EN = [('"', '"'), ("'", "'"), ("(", ")"), ("[", "]"), ("“", "”"), ("`", "`"), ("<", ">")]
WRAPS_ZH = [("「", "」"), ("《", "》"), ("“", "”"), ("（", "）"), ("【", "】"), ('"', '"'), ("(", ")")]


# --------------------------------------------------------------------------------------
# value generators
# --------------------------------------------------------------------------------------
class Ctx:
    def __init__(self, base: int) -> None:
        self.us = Faker("en_US")
        self.us.seed_instance(base + 1)
        self.gb = Faker("en_GB")
        self.gb.seed_instance(base + 2)
        self.zh = Faker("zh_CN")
        self.zh.seed_instance(base + 3)
        self.r = random.Random(base)

    def en(self) -> Faker:
        return self.us if self.r.random() < 0.6 else self.gb

    def pick(self, seq):
        return self.r.choice(seq)

    def chars(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))


ALNUM = string.ascii_letters + string.digits
UPPERNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"


def luhn_complete(c: Ctx, prefix: str, length: int) -> str:
    body = prefix + c.chars(string.digits, length - len(prefix) - 1)
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
    digits = [int(ch) for ch in num if ch.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def group(s: str, n: int, sep: str) -> str:
    return sep.join(s[i : i + n] for i in range(0, len(s), n))


def iban(c: Ctx) -> str:
    cc = c.pick(["DE", "GB", "FR", "NL", "ES", "IT", "CH", "IE", "BE"])
    if cc == "DE":
        bban = c.chars(string.digits, 18)
    elif cc == "GB":
        bban = c.pick(["NWBK", "BARC", "LOYD", "HBUK", "MONZ"]) + c.chars(string.digits, 14)
    elif cc == "IE":
        bban = c.pick(["AIBK", "BOFI"]) + c.chars(string.digits, 14)
    elif cc == "FR":
        bban = c.chars(string.digits, 23)
    elif cc == "NL":
        bban = c.pick(["ABNA", "INGB", "RABO", "TRIO"]) + c.chars(string.digits, 10)
    elif cc == "ES":
        bban = c.chars(string.digits, 20)
    elif cc == "IT":
        bban = c.chars(string.ascii_uppercase, 1) + c.chars(string.digits, 22)
    elif cc == "BE":
        bban = c.chars(string.digits, 12)
    else:
        bban = c.chars(string.digits, 17)
    rearr = bban + cc + "00"
    num = int("".join(str(int(ch, 36)) for ch in rearr))
    check = 98 - num % 97
    raw = f"{cc}{check:02d}{bban}"
    return group(raw, 4, " ") if c.r.random() < 0.45 else raw


def cn_id(c: Ctx) -> str:
    base = c.zh.ssn()[:17]
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(a) * b for a, b in zip(base, w))
    return base + "10X98765432"[s % 11]


NI_FIRST = "ABCEGHJKLMNOPRSTWXYZ"
NI_SECOND = "ABCEGHJKLMNPRSTWXYZ"


def uk_ni(c: Ctx) -> str:
    while True:
        p = c.pick(NI_FIRST) + c.pick(NI_SECOND)
        if p not in {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}:
            break
    d = c.chars(string.digits, 6)
    s = c.pick("ABCD")
    if c.r.random() < 0.5:
        return f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}"
    return f"{p}{d}{s}"


def gen_secret(c: Ctx, lang: str) -> str:
    k = c.r.randrange(15)
    if k == 0:
        return "AKIA" + c.chars(string.ascii_uppercase + "234567", 16)
    if k == 1:
        return c.chars(B64, 40)  # AWS secret access key
    if k == 2:
        return "ghp_" + c.chars(ALNUM, 36)
    if k == 3:
        return "github_pat_" + c.chars(UPPERNUM, 22) + "_" + c.chars(ALNUM, 59)
    if k == 4:
        p = c.pick(["xoxb", "xoxp"])
        return f"{p}-{c.chars(string.digits, 12)}-{c.chars(string.digits, 13)}-{c.chars(ALNUM, 24)}"
    if k == 5:
        return "sk-proj-" + c.chars(B64URL, 40) + "T3BlbkFJ" + c.chars(B64URL, 40)
    if k == 6:
        return "sk-ant-api03-" + c.chars(B64URL, 93) + "AA"
    if k == 7:
        return c.pick(["sk_live_", "rk_live_"]) + c.chars(ALNUM, c.r.choice([24, 34, 99]))
    if k == 8:
        return "AIza" + c.chars(B64URL, 35)
    if k == 9:
        return "hf_" + c.chars(string.ascii_letters, 34)
    if k == 10:
        return "SG." + c.chars(B64URL, 22) + "." + c.chars(B64URL, 43)
    if k == 11:
        return f"{c.r.randrange(10**8, 10**10)}:AA{c.chars(B64URL, 33)}"
    if k == 12:
        head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').rstrip(b"=").decode()
        payload = json.dumps({"sub": str(c.r.randrange(10**6, 10**9)), "iat": c.r.randrange(1_600_000_000, 1_800_000_000)})
        pl = base64.urlsafe_b64encode(payload.encode()).rstrip(b"=").decode()
        return f"{head}.{pl}.{c.chars(B64URL, 43)}"
    if k == 13:
        kind = c.pick(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
        lines = [c.chars(B64, 64) for _ in range(c.r.randrange(3, 7))] + [c.chars(B64, 20) + "=="]
        return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"
    return c.chars(HEX, c.r.choice([32, 40, 64])) if c.r.random() < 0.6 else c.chars(ALNUM, 32)


def gen_url_secret(c: Ctx) -> str:
    return c.chars(ALNUM, c.r.randrange(14, 26))


def gen_password(c: Ctx, lang: str) -> str:
    k = c.r.randrange(6)
    if k <= 1:
        return c.en().password(length=c.r.randrange(9, 17), special_chars=c.r.random() < 0.7)
    if k == 2:
        sep = c.pick(["-", ".", "_", " "])
        return sep.join(c.r.sample(WORDS, c.r.randrange(3, 5))) + sep + str(c.r.randrange(10, 99))
    if k == 3:
        py = c.pick(["woaini", "xiaomao", "tiantian", "wangfang", "happy", "sunshine", "dragon", "mima"])
        return py + c.pick(["@", "#", "!", "_", ""]) + str(c.r.randrange(1970, 2025)) + c.pick(["", "!", "."])
    if k == 4:
        w = c.pick(WORDS).capitalize()
        return w + c.pick(["$", "&", "!", "%", "*"]) + c.chars(string.digits, 4) + c.pick(WORDS)[:3]
    return c.chars(ALNUM + "!@#$%^&*", c.r.randrange(10, 20))


def gen_email(c: Ctx, lang: str) -> str:
    k = c.r.randrange(7)
    if lang == "zh" or (lang == "mixed" and c.r.random() < 0.5):
        if k < 3:
            return c.zh.email()
        if k < 5:
            return f"{c.zh.user_name()}@{c.pick(['qq.com', '163.com', '126.com', 'foxmail.com', 'sina.com', 'aliyun.com'])}"
        return f"{c.r.randrange(10**6, 10**10)}@qq.com"
    f = c.en()
    if k == 0:
        return f.email()
    if k == 1:
        return f.free_email()
    if k == 2:
        return f.company_email()
    if k == 3:
        return f"{f.first_name().lower()}.{f.last_name().lower()}@{c.pick(['gmail.com', 'outlook.com', 'proton.me', 'icloud.com', 'yahoo.co.uk', 'fastmail.com'])}"
    if k == 4:
        return f"{f.user_name()}+{c.pick(['receipts', 'news', 'bills', 'school', 'work'])}@gmail.com"
    if k == 5:
        return f"{f.first_name()[0].lower()}{f.last_name().lower()}{c.r.randrange(1, 99)}@{f.domain_name()}"
    return f.email()


def gen_phone(c: Ctx, lang: str) -> str:
    zh = lang == "zh" or (lang == "mixed" and c.r.random() < 0.5)
    k = c.r.randrange(7)
    if zh:
        m = c.zh.phone_number()
        if k == 0:
            return m
        if k == 1:
            return f"{m[:3]} {m[3:7]} {m[7:]}"
        if k == 2:
            return f"+86 {m[:3]} {m[3:7]} {m[7:]}"
        if k == 3:
            return f"{m[:3]}-{m[3:7]}-{m[7:]}"
        if k == 4:
            area = c.pick(["010", "021", "0755", "0571", "020", "028"])
            n = c.chars(string.digits, 8 if len(area) == 3 else 7 + c.r.randrange(2))
            return f"{area}-{n[0] if n[0] != '0' else '6'}{n[1:]}"
        if k == 5:
            return f"(+86){m}"
        area = c.pick(["021", "010", "0512"])
        return f"{area}-6{c.chars(string.digits, 7)}转{c.r.randrange(100, 9999)}"
    if k <= 1:
        return c.us.phone_number()
    if k == 2:
        return c.gb.phone_number()
    if k == 3:
        a = c.r.randrange(201, 989)
        return f"({a}) {c.r.randrange(200, 999)}-{c.chars(string.digits, 4)} ext. {c.r.randrange(10, 999)}"
    if k == 4:
        return f"+44 7{c.chars(string.digits, 3)} {c.chars(string.digits, 6)}"
    if k == 5:
        return f"07{c.chars(string.digits, 3)} {c.chars(string.digits, 3)} {c.chars(string.digits, 3)}"
    return f"+1 {c.r.randrange(201, 989)}.{c.r.randrange(200, 999)}.{c.chars(string.digits, 4)}"


def gen_address(c: Ctx, lang: str, kind: str = "") -> str:
    zh = lang == "zh" or (lang == "mixed" and c.r.random() < 0.45)
    if kind:
        zh = kind == "zh"
    k = c.r.randrange(6)
    if zh:
        road = c.pick(ZH_ROADS) if c.r.random() < 0.6 else c.zh.street_name()
        no = f"{c.r.randrange(1, 999)}号"
        tail = [
            f"{c.r.randrange(1, 30)}号楼{c.r.randrange(1, 6)}单元{c.r.randrange(101, 2801)}室",
            f"{c.r.randrange(1, 20)}栋{c.r.randrange(201, 3302)}",
            f"{c.pick('ABCDE')}座{c.r.randrange(3, 40)}楼",
            f"{c.r.randrange(101, 2503)}室",
            "",
            f"{c.r.randrange(1, 12)}幢{c.r.randrange(1, 4)}单元{c.r.randrange(101, 1802)}",
        ][k]
        if k == 4 and c.r.random() < 0.5:
            return f"{road}{c.r.randrange(1, 300)}弄{c.r.randrange(1, 80)}号{c.r.randrange(101, 602)}室"
        return road + no + tail
    if k <= 1:
        return c.us.street_address()
    if k == 2:
        return c.gb.street_address().replace("\n", ", ")
    if k == 3:
        f = c.en()
        return f"{f.building_number()} {f.street_name()}"
    if k == 4:
        return f"Flat {c.r.randrange(1, 40)}, {c.gb.building_number()} {c.gb.last_name()} {c.pick(['Road', 'Street', 'Lane', 'Avenue', 'Crescent', 'Gardens', 'Close'])}"
    return f"{c.r.randrange(1, 9999)} {c.us.last_name()} {c.pick(['St', 'Ave', 'Blvd', 'Dr', 'Rd', 'Way', 'Ct'])}, {c.us.secondary_address()}"


def gen_gov(c: Ctx, lang: str, kind: str) -> str:
    if kind == "ssn":
        s = c.us.ssn()
        return s if c.r.random() < 0.7 else s.replace("-", c.pick([" ", ""]))
    if kind == "ni":
        return uk_ni(c)
    if kind == "cnid":
        return cn_id(c)
    if kind == "cnpass":
        return c.pick(["E", "G"]) + c.chars(string.digits, 8) if c.r.random() < 0.6 else "EA" + c.chars(string.digits, 7)
    return c.en().passport_number()


def gen_card(c: Ctx, lang: str) -> str:
    k = c.r.randrange(6)
    if k == 0:
        n = luhn_complete(c, "4", 16)
    elif k == 1:
        n = luhn_complete(c, str(c.r.randrange(51, 56)), 16)
    elif k == 2:
        n = luhn_complete(c, c.pick(["34", "37"]), 15)
        return n if c.r.random() < 0.4 else f"{n[:4]} {n[4:10]} {n[10:]}"
    elif k == 3:
        n = luhn_complete(c, c.pick(["62", "6222", "6225", "6217"]), c.pick([16, 19]))
    elif k == 4:
        n = c.en().credit_card_number()
        if not luhn_ok(n):
            n = luhn_complete(c, "4", 16)
    else:
        n = luhn_complete(c, "6011", 16)
    r = c.r.random()
    if r < 0.4:
        return n
    if r < 0.75:
        return group(n, 4, " ")
    return group(n, 4, "-")


def gen_name(c: Ctx, lang: str) -> str:
    zh = lang == "zh" or (lang == "mixed" and c.r.random() < 0.55)
    if zh:
        if lang == "mixed" and c.r.random() < 0.3:
            return f"{c.pick(PINYIN_SUR)} {c.pick(PINYIN_GIVEN)}" if c.r.random() < 0.6 else f"{c.pick(PINYIN_GIVEN)} {c.pick(PINYIN_SUR)}"
        for _ in range(20):
            k = c.r.randrange(4)
            n = [c.zh.name, c.zh.name_male, c.zh.name_female, lambda: c.zh.last_name() + c.zh.first_name()][k]()
            if 2 <= len(n) <= 3:
                return n
        return "林晓雯"
    f = c.en()
    k = c.r.randrange(6)
    if k == 0:
        n = f.name_male()
    elif k == 1:
        n = f.name_female()
    elif k == 2:
        n = f"{f.first_name()} {f.last_name()}"
    elif k == 3:
        n = f"{f.first_name()} {f.first_name()[0]}. {f.last_name()}"
    elif k == 4:
        n = f"{f.first_name()} {f.last_name()}-{f.last_name()}"
    else:
        n = f.name()
    n = re.sub(r"^(Mr|Mrs|Ms|Miss|Dr|Mx)\.? ", "", n)
    n = re.sub(r" (MD|DDS|PhD|DVM|Jr\.|II|III|IV|V)$", "", n)
    return n


def gen_username(c: Ctx, lang: str) -> str:
    k = c.r.randrange(7)
    f = c.zh if (lang == "zh" or (lang == "mixed" and c.r.random() < 0.5)) else c.en()
    if k == 0:
        return f.user_name()
    if k == 1:
        return f"{f.user_name()}_{c.r.randrange(10, 999)}"
    if k == 2:
        return f"{c.pick(PINYIN_SUR).lower()}.{c.pick(PINYIN_GIVEN).lower()}{c.r.randrange(80, 100)}"
    if k == 3:
        return f"{c.pick(WORDS)}_{c.pick(WORDS)}{c.r.randrange(1, 99)}"
    if k == 4:
        return f"{c.en().first_name().lower()}-{c.pick(['dev', 'codes', 'makes', 'runs', 'draws'])}"
    if k == 5:
        return f"x{c.pick(PINYIN_GIVEN).lower()}{c.chars(string.digits, 4)}"
    return f"{c.en().last_name().lower()}{c.en().first_name()[0].lower()}{c.r.randrange(1, 9)}"


def gen_home_user(c: Ctx, lang: str) -> str:
    k = c.r.randrange(5)
    if k == 0:
        return c.en().first_name().lower()
    if k == 1:
        return c.en().user_name()
    if k == 2:
        return c.pick(PINYIN_SUR).lower() + c.pick(PINYIN_GIVEN).lower()
    if k == 3:
        f = c.en()
        return f.first_name()[0].lower() + f.last_name().lower()
    return c.zh.user_name()


EN_HOURS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve"]
ZH_NUM = "零一二三四五六七八九十"


def _cnum(h: int) -> str:
    return ZH_NUM[h] if h <= 10 else "十" + ZH_NUM[h - 10]


def gen_schedule(c: Ctx, lang: str, pod: str = "") -> str:
    """A clock-time expression; pod = "am" (early, 5-9h), "pm" (15-23h) or "" (either)."""
    zh = lang == "zh" or (lang == "mixed" and c.r.random() < 0.5)
    r = c.r
    if pod not in ("am", "pm", "aft", "eve"):
        pod = c.pick(["am", "pm"])
    h24 = {"am": (5, 10), "pm": (15, 24), "aft": (14, 18), "eve": (19, 24)}[pod]
    h24 = r.randrange(*h24)
    pod = "am" if pod == "am" else "pm"
    h12 = h24 if h24 <= 12 else h24 - 12
    mm = c.pick(["00", "15", "30", "45", "10", "20", "40", "50", "05"])
    if zh:
        k = r.randrange(8)
        if pod == "am":
            part = c.pick(["早上", "早晨", "清晨", "上午", "凌晨"] if h24 <= 6 else ["早上", "早晨", "上午"])
        else:
            part = "下午" if h24 < 18 else c.pick(["晚上", "夜里", "傍晚"] if h24 < 20 else ["晚上", "夜里"])
        if k == 0:
            return f"{part}{h12}点"
        if k == 1:
            return f"{part}{_cnum(h12)}点{c.pick(['半', '一刻', '三刻'])}"
        if k == 2:
            return f"{part}{h12}点{c.pick(['半', '一刻'])}"
        if k == 3:
            return f"{h24}点{mm}分" if mm != "00" else f"{h24}点"
        if k == 4:
            return f"{h24:02d}:{mm}"
        if k == 5:
            return f"{part}{_cnum(h12)}点"
        if k == 6:
            return f"{h24}:{mm}"
        return f"{part}{h12}:{mm}"
    ap = "am" if pod == "am" else "pm"
    k = r.randrange(11)
    if k == 0:
        return f"{h12}{ap}"
    if k == 1:
        return f"{h12}:{mm} {c.pick([ap, ap.upper(), ap[0] + '.m.'])}"
    if k == 2:
        return f"{h24:02d}:{mm}"
    if k == 3:
        return f"{c.pick(['half past', 'quarter past', 'quarter to'])} {EN_HOURS[h12 - 1]}"
    if k == 4:
        return f"{EN_HOURS[h12 - 1]} o'clock"
    if k == 5:
        return f"{h12}.{c.pick(['15', '30', '45'])}{ap}"
    if k == 6:
        return f"{EN_HOURS[h12 - 1]}-{c.pick(['thirty', 'fifteen', 'forty-five'])}"
    if k == 7:
        return f"{h12} {'in the morning' if pod == 'am' else c.pick(['in the evening', 'at night', 'in the afternoon'] if h24 < 18 else ['in the evening', 'at night'])}"
    if k == 8:
        return f"{h12}:{mm}{ap}"
    if k == 9:
        return f"{h12} {ap.upper()}"
    return f"{h24}h{mm}"


def gen_geo(c: Ctx, lang: str, kind: str) -> str:
    zh = lang == "zh" or (lang == "mixed" and c.r.random() < 0.5)
    if kind == "coord":
        if zh:
            lat = f"{c.r.uniform(22.0, 40.5):.{c.r.choice([4, 5, 6])}f}"
            lon = f"{c.r.uniform(103.0, 122.0):.{c.r.choice([4, 5, 6])}f}"
        else:
            f = c.en()
            lat, lon = f"{float(f.latitude()):.{c.r.choice([4, 5, 6])}f}", f"{float(f.longitude()):.{c.r.choice([4, 5, 6])}f}"
        k = c.r.randrange(4)
        if k == 0:
            return f"{lat}, {lon}"
        if k == 1:
            return f"{lat},{lon}"
        if k == 2:
            la, lo = float(lat), float(lon)
            return f"{abs(la):.4f}° {'N' if la >= 0 else 'S'}, {abs(lo):.4f}° {'E' if lo >= 0 else 'W'}"
        return f"{lat} {lon}"
    if kind == "post":
        if zh:
            return c.zh.postcode()
        k = c.r.randrange(3)
        if k == 0:
            return c.gb.postcode()
        if k == 1:
            return c.us.postcode()
        return f"{c.us.postcode()}-{c.chars(string.digits, 4)}"
    if zh:
        return c.pick(ZH_ESTATE_HEAD) + c.pick(ZH_ESTATE_TAIL)
    return c.pick(EN_NEIGHBOURHOODS)


# --------------------------------------------------------------------------------------
# templates. {v} marks the planted value; other {fillers} are benign. A leading "!" marks a
# template whose value must not be wrapped / re-cased (URLs, code, paths).
# kind hints after "|" select a sub-generator (e.g. "ssn|...").
# --------------------------------------------------------------------------------------
T: dict[str, dict[str, list[str]]] = {}

T["secret"] = {
    "en": [
        "!User pasted their OpenAI-style key by mistake; it was {v}. Advised rotating it.",
        "- deploy notes: CI uses {v} for the release job",
        "Remember that the token for the {app} integration is {v}",
        "!```toml\n[provider]\nname = \"primary\"\napi_key = \"{v}\"\n```",
        "!{v}\n^ user says this is what the bot runs with; store somewhere safe",
        "The staging webhook signs requests with {v}.",
        "User keeps the {app} credential ({v}) in a sticky note — suggested a vault.",
        "!env:\n  SERVICE_TOKEN: {v}\n  REGION: eu-west-2",
        "!Database URL the user shared: postgres://app_rw:{v}@db.{city}.internal:5432/orders|url",
        "!User's mirror remote is https://deploy:{v}@git.example.org/tools.git|url",
        "Key for the weather script → {v}",
        "API KEY: {v}",
        "!skill note: `export HF_TOKEN={v}` before running the eval",
        "User asked me to hold on to this for the {weekday} demo: {v}",
        "!client_secret = {v}",
        "!The old one ({v}) was revoked on {date}, per the user.",
    ],
    "zh": [
        "用户的接口密钥：{v}",
        "!用户误把令牌贴进了对话：{v}，已提醒尽快作废。",
        "记住：{app}集成用的是{v}",
        "!```yaml\nbot:\n  token: {v}\n  lang: zh-CN\n```",
        "!{v}\n——用户说这是生产环境在用的那个",
        "用户把{app}的凭据（{v}）写在备忘录里，建议换到密码管理器。",
        "!数据库连接串：mysql://reader:{v}@10.0.3.7:3306/shop|url",
        "发布脚本依赖这个值：{v}。",
        "!用户的私有仓库地址 https://ci:{v}@gitee.example.cn/team/app.git|url",
        "Webhook 签名用{v}，{zdate}之前有效",
        "访问令牌是{v}",
        "!- 机器人配置\n  - secret_key: {v}",
        "用户让我记下{zweekday}演示要用的东西：{v}",
        "!旧的那串{v}已在{zdate}吊销。",
    ],
    "mixed": [
        "用户的 OpenAI key 是 {v}，只在本地 dev 用",
        "!User 的 {app} token：{v}",
        "!Remember 这个 access token {v} 不要写进 repo",
        "!```toml\n# 用户的配置\n[auth]\nsecret = \"{v}\"\n```",
        "!{v} ← user 说这是 Slack bot 的 credential",
        "Deploy 流程里要用到 {v}，用户说下周 rotate",
        "!连接 Redis：redis://default:{v}@cache.internal:6379/0|url",
        "!user's remote：https://bot:{v}@github.com/acme/infra.git|url",
        "staging 的 signing secret 是 {v}。",
        "!- `API_KEY={v}` (用户贴出来的, 已提醒 revoke)",
        "用户 {zweekday} 要 demo，key：{v}",
        "!The 旧 token（{v}）已经在 {date} 作废了",
        "记住 service account 的 private key：\n{v}",
    ],
}

T["password"] = {
    "en": [
        "User's Wi-Fi password is {v}",
        "The password for the shared {app} workspace is {v}.",
        "!pw={v}",
        "Remember that the locker combo / passphrase is {v}",
        "User said the old laptop unlocks with {v} — they want to wipe it before selling.",
        "- router admin: {v}",
        "The guest network at the cabin uses {v}, per the user.",
        "password: {v}",
        "!```yaml\nlibrary_login:\n  card: on file\n  secret: {v}\n```",
        "User's {bank} app passphrase: {v} (asked me to remember it; flagged as sensitive)",
        "Wi-Fi at mum's place → {v}",
        "They unlock the family NAS with {v}.",
        "User mentioned the door keypad code is {v}",
        "{v} is what the user types to get into the {app} admin panel.",
    ],
    "zh": [
        "用户家的 WiFi 密码是{v}",
        "密码：{v}",
        "记住：公司打印机后台的口令是{v}。",
        "用户说旧笔记本的开机密码为{v}，准备卖掉前要清空。",
        "!- 路由器管理页面：{v}",
        "{app}共享空间进去要输{v}",
        "用户让我记住网银登录密码「{v}」，已标记为敏感信息。",
        "门禁密码是{v}。",
        "用户在{zcity}民宿的无线网用{v}",
        "!```yaml\n学校系统:\n  口令: {v}\n```",
        "{v}是用户{zbank}手机银行的登录密码",
        "家里 NAS 的密码{v}，用户说每年换一次",
        "用户说：“我的邮箱密码是{v}，帮我记着”",
    ],
    "mixed": [
        "用户的 Wi-Fi password 是 {v}",
        "!pw={v}（用户的 {app} 账号）",
        "Remember：公司 VPN 的 passphrase 是 {v}",
        "老电脑的 login password：{v}，user 打算卖掉",
        "用户家 router admin 用 {v}",
        "密码是 {v}, user said don't share it",
        "!- {app} admin：{v}",
        "User 说 Netflix 的密码是{v}。",
        "门口 keypad 的 code 是 {v}",
        "{v} 是 user 登 {zbank} app 用的",
        "!```toml\n[nas]\nhost = \"nas.local\"\npassword = \"{v}\"\n```",
    ],
}

T["email"] = {
    "en": [
        "User's dentist sends reminders from {v}",
        "The landlord can be reached at {v}.",
        "email: {v}",
        "{v} — that's where the user wants invoices sent",
        "User asked me to remember their work address is {v}",
        "- accountant → {v}",
        "Contact for the school trip: {v}",
        "User forwards receipts to {v} every month.",
        "The piano teacher prefers {v} over texts.",
        "!```yaml\ncontacts:\n  plumber:\n    mail: {v}\n```",
        "Their sister's inbox is {v}; CC her on the party plans.",
        "User signs up for newsletters with {v}",
        "Recovery address on the {app} account: {v}",
        "Send the draft to {v} when it's done",
    ],
    "zh": [
        "用户的邮箱是{v}",
        "房东的联系邮箱：{v}。",
        "电子邮件：{v}",
        "用户让我把发票发到{v}",
        "{v}是用户工作用的地址",
        "- 会计：{v}",
        "孩子学校老师的邮件地址为{v}，有事可以写信。",
        "用户每月把账单转发到{v}。",
        "记住：简历投递用{v}",
        "!```yaml\n联系人:\n  物业:\n    邮箱: {v}\n```",
        "用户妹妹平时用{v}收信",
        "{app}账号的找回邮箱：{v}",
        "写好后发给{v}就行",
    ],
    "mixed": [
        "用户的 email 是 {v}",
        "房东的 contact：{v}",
        "Invoices 请发到 {v}，user 说的",
        "User 的工作邮箱：{v}。",
        "- 牙医诊所 → {v}",
        "!{app} recovery email 是 {v}",
        "Remember 用户投简历用 {v}",
        "有事可以 email 到 {v}",
        "user 每月把 receipts 转到{v}。",
        "孩子的 piano teacher 更喜欢用 {v} 联系",
        "{v} 是 user 注册 newsletter 用的",
    ],
}

T["phone"] = {
    "en": [
        "User's dentist can be reached on {v}",
        "The landlord's number is {v}.",
        "phone: {v}",
        "Call {v} if the boiler acts up again — the user's plumber.",
        "- babysitter: {v}",
        "User wants texts about the order sent to {v}",
        "Emergency contact for the user's mum: {v}",
        "Remember that the vet picks up at {v}",
        "The user's new mobile is {v}; the old one is disconnected.",
        "!```yaml\ncontacts:\n  - role: driving instructor\n    tel: {v}\n```",
        "Their GP surgery: {v}",
        "{v} — the user's partner, for pickups",
        "User said to ring {v} about the car service",
    ],
    "zh": [
        "用户的手机号是{v}",
        "房东电话：{v}。",
        "联系电话：{v}",
        "水管工的号码{v}，用户说随叫随到",
        "- 阿姨：{v}",
        "用户换了新号{v}，旧号已停用。",
        "快递有问题打{v}",
        "紧急联系人（用户母亲）{v}",
        "记住：孩子班主任的电话是{v}",
        "!```yaml\n联系人:\n  - 称呼: 驾校教练\n    电话: {v}\n```",
        "{v}——用户爱人的号码，接孩子用",
        "用户让我记下物业的座机{v}。",
        "修车的师傅留了{v}",
    ],
    "mixed": [
        "用户的 phone number 是 {v}",
        "房东的电话：{v}",
        "User 的新手机号 {v}，旧的停用了",
        "- plumber：{v}",
        "Call {v} 如果热水器又坏了",
        "Emergency contact 是 user 的妈妈，{v}",
        "Remember 驾校 coach 的号码 {v}",
        "!```toml\n[contacts.vet]\ntel = \"{v}\"\n```",
        "快递 issue 就打 {v}",
        "{v} 是 user 爱人的 mobile",
        "user 说有事 text 到 {v}。",
    ],
}

T["address"] = {
    "en": [
        "User lives at {v}, {city}",
        "The new flat is {v} — moving in on {date}.",
        "address: {v}, {city}",
        "Ship the order to {v}",
        "User's mum lives at {v} in {city}.",
        "Parcels go to {v}, {city} (leave with the neighbour).",
        "- home → {v}",
        "Remember that the user's office moved to {v}, {city}",
        "!```yaml\nshipping:\n  line1: {v}\n  city: {city}\n```",
        "The dentist is at {v}.",
        "User stays at {v} during term time",
        "{v}, {city} — that's where the user grew up and still gets post.",
        "Pickup from {v} every school day",
    ],
    "zh": [
        "用户住在{cityd}{v}",
        "地址：{cityd}{v}",
        "用户新租的房子在{cityd}{v}，{zdate}搬家。",
        "快递寄到{cityd}{v}就行",
        "- 家：{cityd}{v}",
        "用户父母家在{cityd}{v}",
        "记住：用户公司搬到了{cityd}{v}。",
        "!```yaml\n收货:\n  市区: {cityd}\n  详细地址: {v}\n```",
        "牙科诊所在{cityd}{v}",
        "用户上学期间住{cityd}{v}，放假回家",
        "{cityd}{v}是用户收包裹的地方",
        "每天早上从{cityd}{v}出发送孩子上学",
    ],
    "mixed": [
        "用户住在 {cityd}{v}",
        "User 的 address：{v}, {city}",
        "Ship 到 {cityd}{v} 就行",
        "用户新 apartment 在 {v}, {city}，{zdate} move in",
        "- home：{cityd}{v}",
        "Remember 用户 office 搬到了 {cityd}{v}",
        "!```yaml\nshipping:\n  city: {cityd}\n  line1: {v}\n```",
        "牙医 clinic 在 {v}, {city}",
        "User 的父母住 {cityd}{v}。",
        "包裹都寄到 {v}, {city}",
    ],
}

T["government_id"] = {
    "en": [
        "User's SSN is {v}|ssn",
        "social security number: {v}|ssn",
        "User read out {v} while filling the tax form — it's their SSN.|ssn",
        "- SSN (spouse): {v}|ssn",
        "The number on the user's social security card: {v}|ssn",
        "User's National Insurance number is {v}|ni",
        "NI number: {v}|ni",
        "Payroll has the user's NINO as {v}.|ni",
        "For the HMRC form the user gave {v}|ni",
        "User's passport number: {v}|pass",
        "Passport {v}, renew before it expires in {date}|pass",
        "The user's passport (no. {v}) is in the top drawer.|pass",
        "Remember that the visa application used passport {v}|pass",
        "!```yaml\ntravel:\n  passport_no: {v}\n  expires: 2029\n```|pass",
        "User's Chinese ID card number is {v}|cnid",
    ],
    "zh": [
        "用户的身份证号是{v}|cnid",
        "身份证：{v}|cnid",
        "用户报税时念了一串号码{v}，是本人身份证。|cnid",
        "- 老婆的身份证号：{v}|cnid",
        "订高铁票用的证件号{v}|cnid",
        "记住：孩子的身份证号码为{v}。|cnid",
        "!```yaml\n实名信息:\n  证件号: {v}\n```|cnid",
        "{v}是用户母亲的身份证号|cnid",
        "用户的护照号：{v}|cnpass",
        "护照号码{v}，{zdate}到期前要续|cnpass",
        "办签证用的护照是{v}。|cnpass",
        "用户的美国社保号是{v}|ssn",
        "用户在英国的 NI 号码{v}|ni",
    ],
    "mixed": [
        "用户的 SSN 是 {v}|ssn",
        "Social security number：{v}|ssn",
        "报税 form 上用户填了 {v}|ssn",
        "用户的 NI number：{v}|ni",
        "Payroll 那边登记的 NINO 是 {v}|ni",
        "User 的身份证号 {v}|cnid",
        "订 flight 用的证件号：{v}|cnid",
        "- ID card（老婆）：{v}|cnid",
        "护照 passport no. {v}，明年要 renew|cnpass",
        "User 的 passport number 是 {v}。|pass",
        "Visa 申请用的护照号是 {v}|pass",
    ],
}

T["financial"] = {
    "en": [
        "User's card on file: {v}|card",
        "Pay the deposit with the card ending… actually the full number is {v}|card",
        "card number: {v}|card",
        "- {bank} debit → {v}|card",
        "User read their card ({v}) aloud when booking the hotel.|card",
        "Remember that rent comes out of {v}|iban",
        "IBAN: {v}|iban",
        "User's salary lands in {v}.|iban",
        "Transfer the refund to {v} ({bank})|iban",
        "Routing number {v} for the user's {bank} account|aba",
        "User's bank account number is {v}|acct",
        "Account no. {v}, sort code on the letter|acct",
        "!```yaml\npayout:\n  bank: {bank}\n  account_number: {v}\n```|acct",
        "{v} is the user's savings account at {bank}|acct",
    ],
    "zh": [
        "用户的银行卡号是{v}|card",
        "信用卡：{v}|card",
        "- {zbank}储蓄卡：{v}|card",
        "用户订酒店时念了卡号{v}。|card",
        "工资卡{v}，别搞混|card",
        "房租从{v}扣|card",
        "记住：退款打到{v}（{zbank}）|card",
        "用户的银行账号为{v}|acct",
        "收款账户：{v}|acct",
        "!```yaml\n收款:\n  银行: {zbank}\n  账号: {v}\n```|acct",
        "用户在德国的 IBAN 是{v}|iban",
        "{v}是用户的还款卡|card",
    ],
    "mixed": [
        "用户的 credit card 是 {v}|card",
        "Card number：{v}|card",
        "- {zbank} 借记卡 → {v}|card",
        "Rent 从 {v} 扣|iban",
        "用户的 IBAN：{v}|iban",
        "Salary 打到 {v}。|iban",
        "Routing number 是 {v}（{bank}）|aba",
        "User 的 bank account 账号 {v}|acct",
        "退款 transfer 到 {v}|card",
        "!```toml\n[payout]\naccount = \"{v}\"\n```|acct",
        "{v} 是 user 在 {bank} 的 savings|acct",
    ],
}

T["person_name"] = {
    "en": [
        "User's dentist is Dr. {v}",
        "The landlord, {v}, prefers calls to texts.",
        "{v} is the user's sister; birthday party planning involves her.",
        "User mentioned {v} twice — their new manager.",
        "My name is {v} — user introduced themselves this way.",
        "- accountant: {v}",
        "contact: {v}",
        "Remember that {v}'s kids are allergic to peanuts.",
        "The user's piano teacher ({v}) moved lessons online.",
        "User is co-writing the grant with {v}",
        "!```yaml\nemergency_contact:\n  name: {v}\n  relation: father\n```",
        "Ask {v} before booking anything for the team offsite.",
        "The babysitter is {v}",
        "User goes climbing with {v} and a couple of friends.",
    ],
    "zh": [
        "用户的牙医是{v}",
        "房东{v}不喜欢发微信，直接打电话。",
        "{v}是用户的姐姐，生日聚会要叫上她。",
        "用户提到了两次{v}——新来的主管。",
        "用户说：我叫{v}。",
        "- 会计：{v}",
        "联系人：{v}",
        "记住：{v}的孩子对花生过敏。",
        "用户的钢琴老师（{v}）改成线上上课了。",
        "用户和{v}一起写项目申请书",
        "订团建前先问{v}",
        "孩子的班主任是{v}老师",
        "用户周末和{v}去爬山。",
    ],
    "mixed": [
        "用户的 dentist 是 {v}",
        "Landlord {v} 喜欢打电话，不喜欢 text",
        "{v} 是 user 的 sister",
        "用户的新 manager 叫 {v}",
        "User said：我叫{v}",
        "- accountant：{v}",
        "Remember {v} 的孩子对 peanuts 过敏",
        "钢琴 teacher（{v}）改成 online 上课了",
        "User 和 {v} 一起写 grant proposal",
        "订 offsite 之前先问 {v}",
        "Contact 人：{v}",
    ],
}

T["username"] = {
    "en": [
        "User's GitHub handle is {v}",
        "username: {v}",
        "They post sketches as @{v} on Instagram|at",
        "Find the user on Discord — {v}",
        "- {app} login → {v}",
        "User logs into the school portal as {v}",
        "Remember that the user's gamer tag is {v}.",
        "Mention @{v} in the PR so the user gets pinged.|at",
        "!```toml\n[git]\nuser = \"{v}\"\n```",
        "The user's Reddit account ({v}) is where they ask cooking questions.",
        "{v} on Steam — add them for co-op",
        "User goes by @{v} everywhere online|at",
        "!ssh {v}@build.example.org is how the user gets in",
    ],
    "zh": [
        "用户的微信号是{v}",
        "用户名：{v}",
        "用户在小红书上叫@{v}|at",
        "B站账号{v}，用户说常发游戏视频",
        "- {app}登录名：{v}",
        "用户学校系统用{v}登录。",
        "记住：用户的 GitHub 账号是{v}",
        "在群里@{v}就能找到用户|at",
        "!```toml\n[账号]\n登录 = \"{v}\"\n```",
        "用户的抖音号{v}",
        "{v}是用户的游戏 ID",
        "用户在微博上的昵称是@{v}。|at",
    ],
    "mixed": [
        "用户的 GitHub handle 是 {v}",
        "Username：{v}",
        "User 在 Instagram 上是 @{v}|at",
        "Discord 上找 {v} 就行",
        "- {app} login：{v}",
        "Remember 用户的 gamer tag 是 {v}",
        "PR 里 @{v} 一下 user 就会收到通知|at",
        "用户的 Steam ID：{v}",
        "!ssh {v}@dev-box.internal 是 user 登机器的方式",
        "{v} 是 user 的微信号",
        "User 在小红书叫 @{v}。|at",
    ],
}

T["home_path"] = {
    "en": [
        "!User keeps the project at {v}/code/{proj}",
        "!Notes vault lives in {v}/Documents/{app}",
        "!```yaml\nworkspace: {v}/dev/{proj}\n```",
        "!- venv: {v}/.venvs/{proj}",
        "!Error the user hit: FileNotFoundError: '{v}/Downloads/report.csv'",
        "!Remember the backup script writes to {v}/backups/",
        "!{v}/Pictures/2024 is where the photos are",
        "!Config path: {v}/.config/{proj}/settings.toml",
        "!The user's dotfiles are symlinked from {v}/dotfiles.",
        "!Traceback shows File \"{v}/work/{proj}/main.py\", line 42",
    ],
    "zh": [
        "!用户的项目放在{v}/code/{proj}",
        "!笔记库在{v}/Documents/{app}里",
        "!```yaml\n工作目录: {v}/dev/{proj}\n```",
        "!- 虚拟环境：{v}/.venvs/{proj}",
        "!用户遇到的报错：找不到文件 {v}/Downloads/账单.xlsx",
        "!记住：备份脚本写到{v}/backups/",
        "!照片都在{v}/Pictures/2024",
        "!配置文件路径：{v}/.config/{proj}/config.toml",
        "!用户的 dotfiles 从{v}/dotfiles 链接过来。",
        "!报错栈里有 {v}/work/{proj}/main.py 第 42 行",
    ],
    "mixed": [
        "!用户的 project 在 {v}/code/{proj}",
        "!Notes vault 放在 {v}/Documents/{app}",
        "!```toml\n[paths]\nworkspace = \"{v}/dev/{proj}\"\n```",
        "!- venv 路径：{v}/.venvs/{proj}",
        "!User 遇到 FileNotFoundError：{v}/Downloads/report.csv",
        "!Remember 备份写到 {v}/backups/",
        "!Config 在 {v}/.config/{proj}/settings.json",
        "!user 的 dotfiles 都在 {v}/dotfiles。",
    ],
}

T["schedule"] = {
    "en": [
        "User wakes up at {v} on weekdays|am",
        "Gym every {weekday} at {v}.",
        "The user's kids get picked up at {v}|aft",
        "User takes their meds at {v} daily.",
        "- standup with the team: {v}|am",
        "Remember that the user walks the dog around {v}",
        "They leave the house by {v} to catch the train.|am",
        "User is asleep by {v} most nights, so no late pings.|eve",
        "!```yaml\nroutine:\n  run: \"{v}\"\n```",
        "Piano practice is {v} on {weekday}s.|pm",
        "{v} — that's when the user's shift starts",
        "User calls their parents every Sunday at {v}|eve",
        "Don't schedule anything before {v}; user does school drop-off.|am",
        "The user's alarm goes off at {v}|am",
        "Swim class for the user's daughter: {weekday}s, {v}|aft",
        "User said they're always online until {v} and then log off.|eve",
        "Quiet hours for notifications start at {v}|eve",
    ],
    "zh": [
        "用户每天{v}起床|am",
        "用户{zweekday}{v}去健身房。",
        "孩子{v}放学，用户去接|aft",
        "用户每天{v}吃药。",
        "- 组会：每周{zweekday}{v}|am",
        "记住：用户{v}左右遛狗",
        "用户{v}前出门赶地铁|am",
        "用户一般{v}就睡了，别太晚发消息。|eve",
        "!```yaml\n日常:\n  跑步: \"{v}\"\n```",
        "{v}是用户上班打卡的时间|am",
        "用户每周日{v}给父母打视频电话|eve",
        "{v}之前别约，用户要送孩子上学。|am",
        "每晚{v}用户会练半小时钢琴|eve",
        "闹钟定在{v}|am",
        "女儿的游泳课：{zweekday}{v}|aft",
        "用户{v}以后就不看手机了|eve",
    ],
    "mixed": [
        "用户每天 {v} 起床|am",
        "Gym 时间：{zweekday} {v}",
        "孩子 {v} 放学，user 去接|aft",
        "User 每天 {v} 吃药",
        "- standup：每天 {v}|am",
        "Remember 用户 {v} 左右 walk the dog",
        "User 一般 {v} 就睡了|eve",
        "!```yaml\nroutine:\n  跑步: \"{v}\"\n```",
        "{v} 是 user 的 shift 开始时间",
        "{v} 之前别 book meeting，用户要送孩子|am",
        "Alarm 定在 {v}|am",
        "Quiet hours 从 {v} 开始，别发 notification|eve",
        "女儿的 swim class：{zweekday} {v}|aft",
    ],
}

T["geo"] = {
    "en": [
        "User's flat is in {v}|hood",
        "They moved to {v} last spring and love the cafés.|hood",
        "- neighbourhood: {v}|hood",
        "User grew up around {v}, {city}.|hood",
        "Remember that the user's gym is near {v}|hood",
        "Postcode for deliveries: {v}|post",
        "User's ZIP is {v}.|post",
        "The form needed their postcode ({v})|post",
        "!```yaml\nhome:\n  postal_code: \"{v}\"\n```|post",
        "Pin for the user's house: {v}|coord",
        "coordinates: {v}|coord",
        "User dropped a location — {v} — that's their front gate.|coord",
        "Meet at the user's place ({v})|coord",
    ],
    "zh": [
        "用户住在{v}|hood",
        "用户去年搬到了{zcity}的{v}，很喜欢那里。|hood",
        "- 小区：{v}|hood",
        "记住：用户健身房就在{v}旁边|hood",
        "用户父母住{v}|hood",
        "邮编：{v}|post",
        "用户家的邮政编码是{v}。|post",
        "填表时用户写了{v}这个邮编|post",
        "!```yaml\n家:\n  邮编: \"{v}\"\n```|post",
        "用户家的定位：{v}|coord",
        "坐标：{v}|coord",
        "用户发了个位置{v}，就是他家楼下。|coord",
    ],
    "mixed": [
        "用户住在 {v}|hood",
        "User 搬到了 {v}，很喜欢那边的 café|hood",
        "- neighbourhood：{v}|hood",
        "Remember 用户的 gym 在 {v} 附近|hood",
        "Postcode：{v}|post",
        "用户的 ZIP 是 {v}|post",
        "!```yaml\nhome:\n  邮编: \"{v}\"\n```|post",
        "用户家的 coordinates：{v}|coord",
        "User 发了定位 {v}，就是家门口|coord",
        "Pin：{v}（用户家）|coord",
    ],
}

PROJ = ["api", "blog", "thesis", "homelab", "scraper", "budget", "dotfiles-old", "ml-exp", "site",
        "taxes", "game-jam", "notes-sync"]


def filler(c: Ctx, name: str) -> str:
    r = c.r
    if name == "city":
        return c.pick(EN_CITIES)
    if name == "zcity":
        return c.pick(ZH_CITIES)
    if name == "cityd":
        city, dist = c.pick(ZH_CITY_DISTRICT)
        return city + dist if r.random() < 0.8 else city
    if name == "app":
        return c.pick(APPS)
    if name == "proj":
        return c.pick(PROJ)
    if name == "weekday":
        return c.pick(WEEKDAYS)
    if name == "zweekday":
        return c.pick(ZH_WEEKDAYS)
    if name == "date":
        return c.pick([f"{c.pick(MONTHS)} {r.randrange(1, 29)}", f"2026-{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d}", f"{r.randrange(1, 29)} {c.pick(MONTHS)[:3]}"])
    if name == "zdate":
        return f"{r.randrange(1, 13)}月{r.randrange(1, 29)}日"
    if name == "bank":
        return c.pick(BANKS)
    if name == "zbank":
        return c.pick(ZH_BANKS)
    raise KeyError(name)


_PH = re.compile(r"\{(\w+)\}")


def fill(c: Ctx, s: str) -> str:
    return _PH.sub(lambda m: filler(c, m.group(1)), s)


_WRAP_BEFORE = set(" :：，,\n")
_WRAP_AFTER = set(" 。，,.;；\n!?")
_CASED = {"person_name", "email", "address", "geo", "username"}


def make_value(c: Ctx, cat: str, lang: str, kind: str) -> str:
    if cat == "secret":
        return gen_url_secret(c) if kind == "url" else gen_secret(c, lang)
    if cat == "password":
        return gen_password(c, lang)
    if cat == "email":
        return gen_email(c, lang)
    if cat == "phone":
        return gen_phone(c, lang)
    if cat == "address":
        return gen_address(c, lang, kind)
    if cat == "government_id":
        return gen_gov(c, lang, kind)
    if cat == "financial":
        if kind == "card":
            return gen_card(c, lang)
        if kind == "iban":
            return iban(c)
        if kind == "aba":
            return c.en().aba()
        if lang == "zh" or (lang == "mixed" and c.r.random() < 0.5):
            return c.chars(string.digits, c.r.choice([12, 16, 19]))
        return c.chars(string.digits, c.r.choice([8, 10, 12]))
    if cat == "person_name":
        return gen_name(c, lang)
    if cat == "username":
        return gen_username(c, lang)
    if cat == "home_path":
        u = gen_home_user(c, lang)
        k = c.r.randrange(6)
        if k <= 1:
            return f"/home/{u}"
        if k <= 3:
            return f"/Users/{u}"
        if k == 4:
            return f"C:\\Users\\{u}"
        return f"C:/Users/{u}"
    if cat == "schedule":
        return gen_schedule(c, lang, kind)
    if cat == "geo":
        return gen_geo(c, lang, kind)
    raise KeyError(cat)


def recase(c: Ctx, cat: str, v: str) -> str:
    if cat not in _CASED or c.r.random() > 0.28:
        return v
    if cat == "username":
        return v.lower()
    k = c.r.randrange(3)
    if k == 0:
        return v.lower()
    if k == 1:
        return v.upper()
    return v.title() if cat != "email" else v.upper()


# whole-text surface variants: (prefix, suffix)
FRAMES = {
    "en": [("", ""), ("", ""), ("", ""), ("- ", ""), ("", "\n"), ("\n", ""), ("Memory: ", ""),
           ("* ", " (saved)"), ("User said: \"", "\""), ("", " #personal"), ("> ", "")],
    "zh": [("", ""), ("", ""), ("", ""), ("- ", ""), ("", "\n"), ("\n", ""), ("记忆：", ""),
           ("* ", "（已保存）"), ("用户原话：「", "」"), ("", " #个人"), ("> ", "")],
    "mixed": [("", ""), ("", ""), ("", ""), ("- ", ""), ("", "\n"), ("\n", ""), ("Memory：", ""),
              ("* ", "（saved）"), ("User 原话：“", "”"), ("", " #personal"), ("> ", "")],
}


def build_one(c: Ctx, cat: str, lang: str, tpl: str) -> Sample | None:
    raw = tpl
    kind = ""
    if "|" in raw and not raw.endswith("|"):
        raw, kind = raw.rsplit("|", 1)
    if cat == "address" and lang == "mixed":
        kind = "zh" if "{cityd}" in raw else "en"
    plain = raw.startswith("!")
    if plain:
        raw = raw[1:]
    i = raw.index("{v}")
    before, after = fill(c, raw[:i]), fill(c, raw[i + 3 :])
    v = make_value(c, cat, lang, kind)
    if cat == "username" and kind == "at":
        # the template already writes the @; the span includes it
        before = before[:-1]
        v = "@" + v
    elif cat == "username" and c.r.random() < 0.15 and not plain and not before.endswith("@"):
        v = "@" + v
    if cat == "home_path" and "\\" in v:
        m = re.match(r"[^\s'\"，。]*", after)
        after = m.group(0).replace("/", "\\") + after[m.end():]
    if not plain and cat not in {"secret", "home_path"}:
        v = recase(c, cat, v)
    lw, rw = "", ""
    if (
        not plain
        and cat not in {"home_path"}
        and c.r.random() < 0.3
        and (not before or before[-1] in _WRAP_BEFORE)
        and (not after or after[0] in _WRAP_AFTER)
    ):
        lw, rw = c.pick(WRAPS_EN if lang == "en" else WRAPS_ZH + WRAPS_EN[:3])
    pre, suf = c.pick(FRAMES[lang])
    if "```" in raw:
        pre, suf = "", ""
    head = pre + before + lw
    text = head + v + rw + after + suf
    if text.count(v) != 1:
        return None
    if cat == "person_name":
        # no other occurrence of a name part as a word, keep the sample clean
        for part in re.findall(r"[A-Za-z]{3,}", v):
            if len(re.findall(rf"(?<![A-Za-z]){re.escape(part)}(?![A-Za-z])", text)) != 1:
                return None
    return Sample(text, cat, lang, len(head), len(head) + len(v))


def samples() -> list[Sample]:
    c = Ctx(9100)
    out: list[Sample] = []
    seen: set[str] = set()
    for cat in CATEGORIES:
        for lang in LANGS:
            tpls = T[cat][lang]
            n = 0
            i = 0
            while n < PER_CELL:
                tpl = tpls[i % len(tpls)]
                i += 1
                for _ in range(30):
                    s = build_one(c, cat, lang, tpl)
                    if s is not None and s.text not in seen:
                        break
                else:
                    continue
                seen.add(s.text)
                assert s.text.count(s.value) == 1, s
                assert s.value.strip() == s.value and s.value, s
                out.append(s)
                n += 1
    return out


# --------------------------------------------------------------------------------------
# benign: same styles, no personal values; many hard negatives
# --------------------------------------------------------------------------------------
B_EN = [
    "User prefers {app} over {app2} for note-taking.",
    "User is upgrading the project to Python {ver}; the old 3.8 venv can go.",
    "- prefers dark mode\n- wants answers in bullet points\n- uses {app}",
    "Order #{order} from {shop} arrives in {n} business days.",
    "Remember that the user's team ships on the last {weekday} of each month.",
    "User asked about the difference between port {port} and port 443.",
    "The user's build failed with `ModuleNotFoundError: No module named 'yaml'` after {app} updated.",
    "User is flying to {city} in {month} for a conference.",
    "Ticket {ticket} is still open; user thinks it's a caching bug.",
    "!```toml\n[tool.ruff]\nline-length = 100\ntarget-version = \"py312\"\n```",
    "!```yaml\nservices:\n  db:\n    image: postgres:16\n    ports:\n      - \"{port}:5432\"\n```",
    "User bought a {product} for ${price}; return window is {n} days.",
    "User likes the Washington Post crossword and reads The Guardian on weekends.",
    "Commit {sha} introduced the regression, per the user's bisect.",
    "User's favourite brands: Ben & Jerry's, Dr. Martens, Patagonia.",
    "User follows a vegetarian diet and avoids too much caffeine.",
    "The conference room booking is for 6 people, {n} hours.",
    "Build 2024.11.30 fixed the crash the user reported.",
    "User wants reminders phrased as 'early morning' or 'evening', never exact times.",
    "DNS is set to {ip}; user says resolution is slow anyway.",
    "User is reading 'Designing Data-Intensive Applications', chapter {n}.",
    "Request id {uuid} returned HTTP 502 from the upstream.",
    "User's favourite holiday is Thanksgiving; they host every year in {city}.",
    "The user's company uses Johnson & Johnson benefits and Wells Fargo for payroll processing.",
    "User is training for a half marathon in {month}; target pace 5:30 per km.",
    "Reminder: renew the domain before {date} (costs £{price2}/year).",
    "User said the {product} battery lasts about {n} hours.",
    "Docker image digest: sha256:{hex64}",
    "User asked how to convert 16 oz to grams (≈ 454 g).",
    "Summary: user is comparing {shop} and {shop2} for a new desk; budget ${price}.",
    "User dislikes long email threads and prefers async updates in {app}.",
    "The invoice total was €{price2}, VAT included, paid on {date}.",
    "Error: connection refused on localhost:{port} — user forgot to start the container.",
    "User's team migrated from Jenkins to GitHub Actions in Q{q} {year}.",
    "- trip: {city} → {city2}, {n} nights\n- budget: ${price}",
    "User watches Premier League games and supports a club from the north.",
    "Allergy info (general): user avoids shellfish at restaurants.",
    "Account tier: Pro, renews {date}, {n} seats.",
    "User is learning Rust; finished chapter {n} of the book.",
    "Tracking number for the {shop} parcel: 1Z{track} (carrier: UPS).",
    "Event: PyCon {year} in {city}, tickets on sale from {date}.",
    "User noted Morgan Stanley and Goldman Sachs as examples for the finance essay.",
    "Card payment failed with code 51 (insufficient funds) — user says it was the test card 4242 4242 4242 4241.",
    "User keeps a 16-digit order reference {order} for the warranty claim.",
    "Latency p99 went from {n}00 ms to {n2}0 ms after the upgrade to v{ver}.",
    "User prefers metric units and 24-hour clocks in answers.",
    "The meeting room is on floor {n}; capacity 12.",
    "User asked me to stop suggesting {shop2}.",
    "Public holiday note: offices in {city} closed on Christmas Day and Boxing Day.",
    "User's preferred airline is British Airways; seat preference aisle.",
    "Remember that the user is allergic to long meetings (joke) and prefers 25-minute blocks.",
    "User's flight BA{n}{n2}7 departs from Heathrow Terminal 5; seat not chosen yet.",
    "The user's laptop is a MacBook Pro M3 with 36 GB RAM and a 1 TB SSD.",
    "Target versions: Postgres 16.{n}, Redis 7.2, Node 20 LTS.",
    "User asked about ISO 8601 vs RFC 3339 timestamps for the logging format.",
    "Timezone preference: UTC+8 (the user's team is spread across Asia).",
    "The API rate limit is 600 requests per minute; the user hit it twice on {date}.",
    "User prefers Celsius; the thermostat is set to 21 °C.",
    "Recipe scaled to 4 servings: 250 g flour, 2 eggs, 300 ml milk.",
    "Paid invoice INV-{year}-00{n}17 for £{price2}.",
    "Error code 0x80070005 (access denied) on Windows Update; user fixed it by rerunning as admin.",
    "User follows the 50/30/20 budgeting rule.",
    "Bug repro: set MAX_RETRIES=5 and TIMEOUT_MS=30000, then restart the worker.",
    "The config key `api_key` is read from the environment; never hard-code it (user's rule).",
    "User rotated all tokens on {date} and deleted the old ones from {app}.",
    "Password policy at work: 14+ characters, rotated every 90 days.",
    "User's newsletter runs on Buttondown; open rate around 48%.",
    "Phone upgrade: user is moving from an iPhone 12 to a Pixel 9.",
    "Address book export from {app} failed with a CSV encoding error.",
    "User wants the username field in the signup form to allow dots and dashes.",
    "The user's home network uses a 192.168.1.0/24 subnet and a Wi-Fi 6 router.",
    "User's kid is in year {n}; school term starts {date}.",
]
B_ZH = [
    "用户更喜欢用{app}记笔记，不太用{app2}。",
    "用户准备把项目升级到 Python {ver}。",
    "- 喜欢深色模式\n- 回答尽量简短\n- 常用{app}",
    "{zshop}订单号{order}，预计{n}天送达。",
    "记住：用户团队每月最后一个{zweekday}发版。",
    "用户问端口{port}和443有什么区别。",
    "用户的构建报错：ModuleNotFoundError: No module named 'numpy'。",
    "用户{zmonth}要去{zcity}出差开会。",
    "工单{ticket}还没关，用户怀疑是缓存问题。",
    "!```yaml\n服务:\n  数据库: postgres:16\n  端口: {port}\n```",
    "用户花了{price}元买了{zproduct}，{n}天内可退。",
    "用户喜欢看《三体》，最近在重读第{n}部。",
    "提交{sha}引入了这个回归问题。",
    "用户常用的品牌：华为、小米、李宁、海底捞。",
    "用户吃素，不太喝咖啡。",
    "会议室订了{n}个小时，可容纳6人。",
    "版本 2024.11.30 修复了用户反馈的闪退。",
    "用户希望提醒用“早上”“晚上”这类说法，不要写具体几点。",
    "DNS 设成了{ip}，用户说解析还是慢。",
    "请求 ID {uuid} 上游返回 502。",
    "用户最喜欢的节日是春节，每年回{zcity}过年。",
    "用户在准备{zmonth}的半程马拉松，目标配速每公里5分30秒。",
    "域名{zdate}前要续费，一年{price}元。",
    "镜像摘要 sha256:{hex64}",
    "用户想对比{zshop}和{zshop2}的显示器价格，预算{price}元。",
    "用户不喜欢长邮件，更喜欢在{app}里异步沟通。",
    "发票金额{price}元，含税，{zdate}已付。",
    "报错：连接 localhost:{port} 被拒绝，用户忘了启动容器。",
    "- 行程：{zcity}→{zcity2}，{n}晚\n- 预算：{price}元",
    "用户关注中超，周末会看比赛。",
    "用户对海鲜过敏（一般性饮食偏好），点菜时注意。",
    "会员等级：专业版，{zdate}续费，{n}个席位。",
    "用户在学 Rust，看到第{n}章了。",
    "{zshop}包裹的运单号 SF{ztrack}（顺丰）。",
    "用户说南京路步行街周末人太多，想换个地方逛。",
    "用户问 16 位订单号{order}能不能用来保修。",
    "升级到 v{ver} 之后 p99 延迟从{n}00ms 降到了{n2}0ms。",
    "用户喜欢公制单位和24小时制。",
    "会议室在{n}楼，能坐12个人。",
    "国庆假期{zcity}的景点人很多，用户打算错峰出行。",
    "用户喜欢坐高铁，二等座靠窗。",
    "用户在读《人类简史》，读到第{n}章。",
    "华为 Mate 60 和 iPhone 15 用户还在犹豫买哪个。",
    "用户的团队从 Jenkins 迁移到了 GitHub Actions。",
    "提醒：{zdate}是双十一，用户想等那天买{zproduct}。",
    "用户说招商银行的 App 比其他的好用。",
    "用户想学做川菜，先从麻婆豆腐开始。",
    "用户家的猫晚上很吵，想买隔音门帘。",
    "用户说{zcity}的地铁比公交方便。",
    "用户的显示器是 27 英寸 4K，刷新率 60Hz。",
    "用户的航班 CA{n}{n2}1 从首都机场 T3 出发。",
    "密码策略：公司要求至少 12 位，每 90 天更换一次。",
    "配置项 api_key 从环境变量读取，不要写死在代码里。",
    "用户{zdate}把所有令牌都轮换了一遍，旧的已删除。",
    "错误码 0x80070005（拒绝访问），用户用管理员身份重跑解决了。",
    "菜谱按 4 人份：面粉 250 克，鸡蛋 2 个，牛奶 300 毫升。",
    "用户的 MacBook Pro 是 M3 芯片、36GB 内存。",
    "接口限流每分钟 600 次，用户{zdate}触发了两次。",
    "时区偏好：UTC+8。",
    "用户想携号转网，问手机号能不能保留。",
    "用户问怎么修改邮箱地址，设置页里找不到入口。",
    "发票号 INV-{year}-00{n}17，金额{price}元。",
    "空调一般设成26度，用户怕冷。",
    "用户在考虑办{zbank}的信用卡，年费300元。",
    "用户的孩子上{n}年级，{zdate}开学。",
    "家里路由器是 Wi-Fi 6，网段 192.168.1.0/24。",
    "用户希望注册表单的用户名字段允许点号和横线。",
    "用户说{zcity}今年的樱花季在3月下旬到4月初。",
    "用户每年体检一次，关注血压和血脂（一般性健康话题）。",
    "用户的{zproduct}保修期两年，{year}年到期。",
]
B_MIXED = [
    "User 更喜欢用 {app} 记 notes，不用 {app2}。",
    "用户准备把 project 升级到 Python {ver}",
    "- prefers 深色模式\n- 回答要 concise\n- 常用 {app}",
    "{shop} 的 order #{order} 预计 {n} 天到",
    "Remember：team 每月最后一个{zweekday} release",
    "用户问 port {port} 和 443 的区别",
    "Build 报错 ModuleNotFoundError，user 说是 {app} 更新后出现的",
    "User {zmonth}要飞 {city} 开 conference",
    "Ticket {ticket} 还 open 着，user 觉得是 cache bug",
    "!```toml\n# 用户的 ruff 配置\n[tool.ruff]\nline-length = 100\n```",
    "用户花了 ${price} 买了 {product}，return window {n} 天",
    "Commit {sha} 引入了 regression",
    "User 喜欢的 brands：Patagonia、小米、Dr. Martens",
    "用户吃素，avoids caffeine",
    "Meeting room 订了 {n} 小时，room for 6 people",
    "Build 2024.11.30 修复了 user 报的 crash",
    "用户希望 reminders 用 “early morning” 这种说法，不写具体时间",
    "DNS 设成 {ip}，user 说还是慢",
    "Request id {uuid} 返回了 502",
    "用户最喜欢 Christmas，每年在 {city} 过",
    "域名 {date} 前要 renew，£{price2}/year",
    "Docker digest：sha256:{hex64}",
    "Summary：user 在比较 {zshop} 和 {shop} 的 desk，预算 ${price}",
    "User 不喜欢长 email thread，更喜欢在 {app} 里 async 沟通",
    "Error：localhost:{port} connection refused，user 忘了起 container",
    "- trip：{zcity} → {city}，{n} nights\n- budget：{price}元",
    "用户在学 Rust，读到 chapter {n}",
    "{shop} parcel 的 tracking number 是 1Z{track}",
    "PyCon {year} 在 {city} 举办，{date} 开票",
    "Latency 从 {n}00ms 降到 {n2}0ms（v{ver}）",
    "用户喜欢 metric units 和 24 小时制",
    "国庆 holiday 期间 {zcity} 景点人多，user 打算错峰",
    "User 说招商银行 app 比 {bank} 的好用",
    "Invoice 总额 €{price2}，{zdate} 已付",
    "用户问 16 位的 order reference {order} 能不能用来 warranty claim",
    "User 看的是 Washington Post 的 tech 版块",
    "用户在准备 half marathon，target pace 每公里 5:30",
    "会员 tier：Pro，{n} seats，{date} renew",
    "用户对 shellfish 过敏（general diet note）",
    "用户喜欢 {zproduct}，在等 Black Friday 打折",
    "User 的 flight CA{n}{n2}1 从 T3 出发",
    "Password policy：公司要求至少 12 位，每 90 天换一次",
    "Config 里的 api_key 从 env 读取，不要 hard-code",
    "User {zdate} rotate 了所有 token，旧的删了",
    "Error code 0x80070005（access denied），user 用 admin 重跑解决了",
    "Recipe 按 4 servings：面粉 250 g，鸡蛋 2 个",
    "用户的 MacBook Pro 是 M3，36GB RAM",
    "API rate limit 每分钟 600 次，user 触发了两次",
    "Timezone 偏好：UTC+8",
    "用户问怎么改 email address，settings 里找不到",
    "Invoice INV-{year}-00{n}17，金额 £{price2}",
    "User 想办 {zbank} 的 credit card，年费 300 元",
    "家里 router 是 Wi-Fi 6，subnet 192.168.1.0/24",
    "User 希望 signup form 的 username 字段允许点号",
    "用户每年做一次 health check，关注血压（general health）",
    "Target versions：Postgres 16.{n}、Redis 7.2、Node 20 LTS",
    "用户的 {product} 保修两年，{year} 年到期",
]
PRODUCTS = ["Kindle Paperwhite", "AirPods Pro", "Steam Deck", "Dyson V15", "iPad Air",
            "Sony WH-1000XM5", "Pixel 9", "Instant Pot", "Logitech MX Master 3S"]
ZH_PRODUCTS = ["扫地机器人", "空气炸锅", "降噪耳机", "机械键盘", "电动牙刷", "投影仪", "电子书阅读器"]
PUBLIC_IPS = ["8.8.8.8", "1.1.1.1", "9.9.9.9", "208.67.222.222", "223.5.5.5", "114.114.114.114"]


def order_no(c: Ctx) -> str:
    while True:
        n = str(c.r.randrange(1, 10)) + c.chars(string.digits, 15)
        if not luhn_ok(n):
            return n


def bfill(c: Ctx, name: str) -> str:
    r = c.r
    table = {
        "app": lambda: c.pick(APPS), "app2": lambda: c.pick(APPS), "city": lambda: c.pick(EN_CITIES),
        "city2": lambda: c.pick(EN_CITIES), "zcity": lambda: c.pick(ZH_CITIES),
        "zcity2": lambda: c.pick(ZH_CITIES), "ver": lambda: f"3.{r.randrange(9, 14)}.{r.randrange(0, 12)}",
        "order": lambda: order_no(c), "shop": lambda: c.pick(SHOPS), "shop2": lambda: c.pick(SHOPS),
        "zshop": lambda: c.pick(ZH_SHOPS), "zshop2": lambda: c.pick(ZH_SHOPS),
        "n": lambda: str(r.randrange(2, 10)), "n2": lambda: str(r.randrange(2, 10)),
        "weekday": lambda: c.pick(WEEKDAYS), "zweekday": lambda: c.pick(ZH_WEEKDAYS),
        "port": lambda: str(c.pick([3000, 5432, 6379, 8000, 8080, 8443, 9090, 27017, 5173])),
        "month": lambda: c.pick(MONTHS), "zmonth": lambda: f"{r.randrange(1, 13)}月",
        "ticket": lambda: f"{c.pick(['JIRA', 'OPS', 'WEB', 'INC'])}-{r.randrange(100, 9999)}",
        "product": lambda: c.pick(PRODUCTS), "zproduct": lambda: c.pick(ZH_PRODUCTS),
        "price": lambda: str(r.randrange(19, 2400)), "price2": lambda: f"{r.randrange(5, 400)}.{r.randrange(0, 100):02d}",
        "sha": lambda: c.chars(HEX, c.pick([7, 12, 40])), "hex64": lambda: c.chars(HEX, 64),
        "ip": lambda: c.pick(PUBLIC_IPS), "uuid": lambda: c.us.uuid4(),
        "date": lambda: c.pick([f"{c.pick(MONTHS)} {r.randrange(1, 29)}", f"2027-{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d}"]),
        "zdate": lambda: f"{r.randrange(1, 13)}月{r.randrange(1, 29)}日",
        "q": lambda: str(r.randrange(1, 5)), "year": lambda: str(r.randrange(2019, 2028)),
        "track": lambda: c.chars(UPPERNUM, 12), "ztrack": lambda: c.chars(string.digits, 12),
        "bank": lambda: c.pick(BANKS), "zbank": lambda: c.pick(ZH_BANKS),
    }
    return table[name]()


def benign_with_lang() -> list[tuple[str, str]]:
    c = Ctx(9200)
    out: list[tuple[str, str]] = []
    for lang, tpls in (("en", B_EN), ("zh", B_ZH), ("mixed", B_MIXED)):
        seen: set[str] = set()
        i = 0
        while len(seen) < BENIGN_PER_LANG:
            tpl = tpls[i % len(tpls)]
            i += 1
            if tpl.startswith("!"):
                tpl = tpl[1:]
            text = _PH.sub(lambda m: bfill(c, m.group(1)), tpl)
            pre, suf = c.pick(FRAMES[lang])
            if "```" not in text:
                text = pre + text + suf
            if text in seen:
                continue
            seen.add(text)
            out.append((lang, text))
    return out


if __name__ == "__main__":
    report("j", samples(), benign_with_lang())
