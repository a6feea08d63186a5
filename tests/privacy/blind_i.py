# ruff: noqa
"""Blind privacy corpus I: emails, letters and posts that an agent was asked to summarize or store.

Style: email bodies with greetings and signature blocks (name, title, phone, address), forwarded
headers (From/To/Cc with display names), out-of-office replies, newsletters, social-media posts
and comments, product reviews, forum questions, classified ads, lost-and-found notices, wedding
and party invitations; Chinese 邮件签名, 朋友圈, 微博, 论坛帖子, 二手转让, 寻物启事, 请柬; and
code-switched Chinese/English mails and chats.

Author note: written blind. The author never read the gate's source, its tests (other than
``blind_common.py``), its changelog or its history, and never ran the gate on this corpus.

Values come from Faker (en_US, en_GB, zh_CN; many provider methods, including raw outputs such
as ``ssn()``, ``msisdn()``, ``iban()``, ``bban()``, ``aba()``, ``time()``, ``password()``,
``user_name()``, ``romanized_name()`` and multi-line ``address()``) and from local generators for
provider token formats, CN resident IDs with a valid checksum, Luhn card numbers, mod-97 IBANs,
UK National Insurance numbers, estate names and Chinese clock times.

Seeds: Faker en_US 161, en_GB 272, zh_CN 383; random.Random 494.

Templates are data: each (category, language) cell is one raw string of templates separated by
lines holding only ``---``. ``{V}`` / ``{V:kind}`` marks the planted value; other ``{name}`` /
``{name2}`` markers are fillers (the same marker gives the same filler within one text).

Size: 260 planted samples per category x language (26-28 templates per cell, 944 in all), 420
benign texts per language (47-48 templates each). Faker's "now"-relative date and time providers
are pinned (``FIXED_NOW``, fixed date ranges), so the corpus does not change from day to day.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
import sys
from datetime import date, datetime
from pathlib import Path

from faker import Faker

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

SEED_US, SEED_GB, SEED_ZH, SEED_RANDOM = 161, 272, 383, 494
#: Faker's date/time providers are relative to "now"; pin them so the corpus never changes
FIXED_NOW = datetime(2025, 6, 1, 12, 0, 0)
PER_CELL = 260
BENIGN_PER_LANG = 420


class Ctx:
    """Random sources for one build (fresh per public function, so each is deterministic)."""

    def __init__(self, offset: int = 0) -> None:
        self.US = Faker("en_US")
        self.US.seed_instance(SEED_US + offset)
        self.GB = Faker("en_GB")
        self.GB.seed_instance(SEED_GB + offset)
        self.ZH = Faker("zh_CN")
        self.ZH.seed_instance(SEED_ZH + offset)
        self.rng = random.Random(SEED_RANDOM + offset)

    def ch(self, seq):
        return self.rng.choice(seq)

    def ri(self, a: int, b: int) -> int:
        return self.rng.randint(a, b)

    def en(self) -> Faker:
        return self.US if self.rng.random() < 0.55 else self.GB


# ---------------------------------------------------------------------------------------------
# small helpers
ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"
B64 = ALNUM + "+/"
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"


def rs(c: Ctx, n: int, alpha: str = ALNUM, end_alnum: bool = True) -> str:
    s = "".join(c.rng.choice(alpha) for _ in range(n))
    if end_alnum and s and not s[-1].isalnum():
        s = s[:-1] + c.rng.choice(ALNUM)
    if s and not s[0].isalnum():
        s = c.rng.choice(ALNUM) + s[1:]
    return s


def digits(c: Ctx, n: int) -> str:
    return str(c.ri(1, 9)) + "".join(str(c.ri(0, 9)) for _ in range(n - 1))


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def luhn_check_digit(body: str) -> str:
    total = 0
    for i, d in enumerate(reversed(body)):
        k = int(d)
        if i % 2 == 0:
            k *= 2
            if k > 9:
                k -= 9
        total += k
    return str((10 - total % 10) % 10)


def luhn_ok(num: str) -> bool:
    d = [int(x) for x in num if x.isdigit()]
    s = 0
    for i, k in enumerate(reversed(d)):
        if i % 2 == 1:
            k *= 2
            if k > 9:
                k -= 9
        s += k
    return s % 10 == 0


def luhn_number(c: Ctx, prefix: str, length: int) -> str:
    body = prefix + "".join(str(c.ri(0, 9)) for _ in range(length - len(prefix) - 1))
    return body + luhn_check_digit(body)


def group(s: str, sizes, sep: str = " ") -> str:
    out, i = [], 0
    for n in sizes:
        if i >= len(s):
            break
        out.append(s[i : i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def iban_mod97_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in r)) % 97 == 1


def make_iban(country: str, bban: str) -> str:
    n = int("".join(str(int(ch, 36)) for ch in bban + country + "00"))
    return f"{country}{98 - n % 97:02d}{bban}"


CN_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def cn_id_check(body17: str) -> str:
    return "10X98765432"[sum(int(a) * b for a, b in zip(body17, CN_ID_WEIGHTS)) % 11]


CN_AREAS = ("110101", "110105", "110108", "310104", "310115", "440106", "440305", "330106",
            "510107", "320106", "420111", "610113", "120101", "500103", "370202", "210102",
            "350203", "430104", "410105", "130102", "340104", "360102", "450103", "530102")

NI_BAD_FIRST, NI_BAD_SECOND = set("DFIQUV"), set("DFIOQUV")
NI_BAD_PAIRS = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}

# words that are also common words: not used as the whole of a first name / Chinese name
COMMON_FIRST = {"Will", "Mark", "Bill", "Pat", "Hope", "Joy", "Faith", "Grace", "May", "June",
                "Rose", "Guy", "Amber", "Dawn", "Summer", "Autumn", "Rich", "Art", "Don", "Sue",
                "Ray", "Gene", "Max", "Sky", "Crystal", "Destiny", "Heather", "Holly", "Ivy",
                "Lily", "Olive", "Pearl", "Ruby", "Sandy", "Angel", "Chance", "Chase", "Hunter",
                "Bob", "Frank", "Carol", "Penny", "Robin", "Sunny", "Willow"}
COMMON_ZH = {"高峰", "江山", "文明", "金鑫", "海洋", "黄金", "高明", "高超", "高洁", "高强",
             "方正", "林海", "白云", "明月", "程序", "安静", "平安", "王者", "华丽", "雷雨"}

WORDS = ("maple", "orbit", "candle", "violet", "anchor", "drizzle", "ocean", "pepper", "lantern",
         "copper", "meadow", "falcon", "velvet", "harbor", "cobalt", "thistle", "saffron", "glacier",
         "marble", "juniper", "quartz", "ember", "willow", "cactus", "paddle", "rocket", "tundra",
         "biscuit", "walnut", "sparrow", "nimbus", "pebble", "tangerine", "basalt", "compass")
PW_STEMS = ("Bluebird", "Sunshine", "Dragon", "Monkey", "Chelsea", "Arsenal", "Liverpool",
            "Football", "Princess", "Tigger", "Pumpkin", "Starwars", "Buster", "Shadow", "Hunter2",
            "Coffee", "Summer", "Winter", "Pepper", "Maggie", "Charlie", "Rainbow", "Lighthouse")
PINYIN = ("zhangwei", "wangfang", "lina", "liuyang", "chenjing", "yangli", "zhaolei", "huangmin",
          "zhoujie", "wuxia", "xuhao", "sunli", "maojun", "guoqiang", "hexin", "linfeng",
          "luoyi", "zhengkai", "liangyu", "songtao", "tangmei", "hanbing", "fengxue", "dengchao")
CN_ROADS = ("建国路", "中山路", "人民路", "解放路", "南京西路", "科技园南路", "文三路", "天府大道",
            "长安街", "淮海中路", "学院路", "延安东路", "青年大街", "和平里东街", "友谊大道",
            "中关村大街", "滨江大道", "五一路", "东风路", "光华路", "望京西路", "漕溪北路",
            "体育西路", "深南大道", "莲花路", "北京东路", "雨花路", "汉阳大道", "高新南九道",
            "环城西路", "胜利街", "金融街", "幸福大街", "新华西道", "黄河路", "珠江路")
CN_LOCS = {
    "北京市": ("朝阳区", "海淀区", "东城区", "西城区", "丰台区", "昌平区"),
    "上海市": ("浦东新区", "徐汇区", "静安区", "闵行区", "长宁区", "杨浦区"),
    "广东省广州市": ("天河区", "越秀区", "海珠区", "番禺区", "白云区"),
    "广东省深圳市": ("南山区", "福田区", "宝安区", "龙岗区", "罗湖区"),
    "浙江省杭州市": ("西湖区", "拱墅区", "滨江区", "余杭区", "上城区"),
    "四川省成都市": ("武侯区", "锦江区", "青羊区", "成华区", "金牛区"),
    "江苏省南京市": ("鼓楼区", "玄武区", "建邺区", "江宁区", "秦淮区"),
    "湖北省武汉市": ("洪山区", "江汉区", "武昌区", "江岸区"),
    "陕西省西安市": ("雁塔区", "碑林区", "未央区", "莲湖区"),
    "天津市": ("和平区", "南开区", "河西区", "河东区"),
    "山东省青岛市": ("市南区", "市北区", "崂山区", "黄岛区"),
    "福建省厦门市": ("思明区", "湖里区", "集美区"),
}
CN_CITIES = ("北京", "上海", "广州", "深圳", "杭州", "成都", "南京", "武汉", "西安", "天津",
             "青岛", "厦门", "苏州", "重庆", "长沙", "郑州", "合肥", "昆明", "大连", "宁波")
US_CITIES = ("Austin", "Denver", "Seattle", "Chicago", "Boston", "Portland", "Atlanta",
             "Phoenix", "San Diego", "Minneapolis", "Nashville", "Pittsburgh", "Sacramento",
             "Columbus", "Raleigh", "Baltimore", "Tampa", "Salt Lake City", "Kansas City")
UK_CITIES = ("Leeds", "Bristol", "Manchester", "Glasgow", "Edinburgh", "Cardiff", "Norwich",
             "Sheffield", "Nottingham", "Brighton", "York", "Oxford", "Cambridge", "Belfast",
             "Liverpool", "Newcastle", "Leicester", "Bath", "Exeter", "Aberdeen")
EN_ESTATE_A = ("Oakwood", "Riverside", "Kingsmead", "Willowbrook", "Ashford", "Elmhurst",
               "Foxglove", "Beechwood", "Heatherfield", "Larkspur", "Meadowbank", "Stonebridge",
               "Cedar Ridge", "Pinecrest", "Brookfield", "Thornbury", "Hollybank", "Fairhaven",
               "Silverdale", "Maple Grove", "Harbour View", "Copper Beech", "Ravenswood")
EN_ESTATE_B = ("Estate", "Gardens", "Heights", "Park", "Village", "Meadows", "Court", "Green",
               "subdivision", "Commons", "Terrace")
EN_HOODS = ("Park Slope", "Shoreditch", "Clapham Junction", "Brixton", "Notting Hill",
            "Williamsburg", "Capitol Hill", "Jesmond", "Headingley", "Didsbury", "Mission District",
            "Silver Lake", "Wicker Park", "Jamaica Plain", "Hyde Park", "Kentish Town", "Walthamstow",
            "Stokes Croft", "Ballard", "Logan Square", "Fishtown", "Roath", "Morningside", "Marchmont")
ZH_ESTATE_A = ("阳光", "碧水", "翠湖", "金地", "万科", "保利", "绿城", "龙湖", "世纪", "锦绣",
               "香樟", "桂花", "枫林", "滨江", "御景", "华府", "紫荆", "中海", "星河", "东方",
               "金色", "融创", "月亮湾", "学府", "橡树", "丽景", "海棠", "湖畔")
ZH_ESTATE_B = ("花园", "名苑", "家园", "新村", "雅苑", "公馆", "华庭", "嘉园", "城", "湾",
               "里", "府", "小区", "佳苑", "一品", "壹号院", "社区", "新城")
ZH_HOODS = ("天通苑", "回龙观", "望京", "五道口", "西二旗", "方庄", "康桥", "张江", "曹杨新村",
            "华强北", "石牌", "沙河口", "小寨", "光谷", "楼外楼")
ZH_NICK_A = ("爱吃鱼的", "不睡觉的", "会飞的", "深夜", "快乐的", "安静的", "佛系", "努力的",
             "迷路的", "早起的", "追风的", "小小", "胖胖的", "认真的")
ZH_NICK_B = ("猫", "小熊", "程序员", "兔子", "企鹅", "咸鱼", "柠檬", "橘子", "老王", "阿杰",
             "星星", "大白", "奶茶", "饺子", "糖糖")
EN_HANDLE_A = ("Shadow", "Pixel", "Rusty", "Nova", "Quiet", "Lucky", "Cosmic", "Turbo",
               "Mellow", "Frost", "Crimson", "Neon", "Lazy", "Atomic")
EN_HANDLE_B = ("Fox", "Otter", "Badger", "Wolf", "Panda", "Falcon", "Coder", "Gamer", "Baker",
               "Rider", "Walker", "Moth", "Raven", "Kiwi")
JOBS_EN = ("Account Manager", "Head of Operations", "Senior Software Engineer", "Office Manager",
           "Sales Director", "Project Coordinator", "HR Business Partner", "Product Manager",
           "Finance Assistant", "Customer Success Lead", "Marketing Executive", "Practice Manager")
JOBS_ZH = ("市场部经理", "销售总监", "行政主管", "人力资源专员", "产品经理", "财务助理",
           "客户经理", "技术支持工程师", "运营专员", "采购主管", "总经理助理", "项目经理")
ITEMS_EN = ("road bike", "standing desk", "baby stroller", "PS5", "sofa", "kayak", "guitar amp",
            "espresso machine", "treadmill", "dining table", "iPad Air", "lawn mower")
ITEMS_ZH = ("自行车", "婴儿推车", "电动车", "书桌", "冰箱", "吉他", "跑步机", "空气净化器",
            "投影仪", "洗衣机", "单反相机", "床垫")


# ---------------------------------------------------------------------------------------------
# planted-value generators: (ctx) -> str, or (text before, value, text after)
def _no_example(c: Ctx, make) -> str:
    for _ in range(20):
        v = make()
        if "@example." not in v:
            return v
    return v.split("@")[0] + "@outlook.com"


def _first(c: Ctx, fk: Faker, gender: str = "") -> str:
    for _ in range(20):
        f = {"m": fk.first_name_male, "f": fk.first_name_female}.get(gender, fk.first_name)()
        if f not in COMMON_FIRST:
            return f
    return "Jonathan"


def _zh_name(c: Ctx, gender: str = "") -> str:
    for _ in range(20):
        n = {"m": c.ZH.name_male, "f": c.ZH.name_female}.get(gender, c.ZH.name)()
        if n not in COMMON_ZH and 2 <= len(n) <= 4:
            return n
    return "刘德明"


def _user_seg(c: Ctx) -> str:
    r = c.rng.random()
    if r < 0.3:
        return c.en().user_name()
    if r < 0.5:
        return _first(c, c.en()).lower()
    if r < 0.65:
        return f"{_first(c, c.US).lower()}.{c.US.last_name().lower()}"
    if r < 0.85:
        return c.ZH.user_name()
    return c.ch(PINYIN)


def _pem(c: Ctx) -> str:
    kind = c.ch(("RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"))
    lines = [rs(c, 64, B64, end_alnum=False) for _ in range(c.ri(4, 9))]
    lines.append(rs(c, c.ri(12, 60), B64) + c.ch(("", "=", "==")))
    if kind == "OPENSSH PRIVATE KEY":
        lines[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + lines[0][24:]
    body = "\n".join(lines)
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


def _jwt(c: Ctx) -> str:
    head = b64url(json.dumps({"alg": c.ch(("HS256", "RS256")), "typ": "JWT"},
                             separators=(",", ":")).encode())
    now = c.ri(1_700_000_000, 1_760_000_000)
    payload = {"sub": str(c.ri(10_000, 9_999_999)), "iat": now, "exp": now + c.ch((900, 3600, 86400)),
               "scope": c.ch(("read:orders", "admin", "user", "api"))}
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return f"{head}.{body}.{rs(c, 43, URLSAFE)}"


def _pw_faker(c: Ctx) -> str:
    return c.en().password(length=c.ri(9, 16), special_chars=c.rng.random() < 0.7,
                           upper_case=True, digits=True)


def _pw_human(c: Ctx) -> str:
    return c.ch(PW_STEMS) + c.ch(("", "@", "#", "_", "!")) + str(c.ri(1, 2024)) + c.ch(("", "!", "$", "?", "*"))


def _pw_phrase(c: Ctx) -> str:
    ws = c.rng.sample(WORDS, c.ri(3, 5))
    sep = c.ch(("-", ".", "_", " "))
    return sep.join(ws) + (str(c.ri(2, 99)) if c.rng.random() < 0.5 else "")


def _pw_pinyin(c: Ctx) -> str:
    stem = c.ch(PINYIN + ("woaini", "iloveyou", "qwerty", "aini"))
    return stem + c.ch(("@", "", "#", "_", ".")) + c.ch((str(c.ri(1, 9999)), "1314", "520", "888", "2024", "123456"))


def _phone_cn_fmt(c: Ctx) -> str:
    n = c.ZH.phone_number()
    return c.ch((f"+86 {n[:3]} {n[3:7]} {n[7:]}", f"+86-{n}", f"{n[:3]}-{n[3:7]}-{n[7:]}",
                 f"{n[:3]} {n[3:7]} {n[7:]}", f"(+86) {n}", f"+86{n}", f"0086 {n}"))


def _phone_cn_land(c: Ctx) -> str:
    area = c.ch(("010", "021", "020", "0755", "0571", "028", "025", "027", "029", "022", "0532"))
    local = digits(c, 8)
    s = c.ch((f"{area}-{local}", f"({area}) {local[:4]} {local[4:]}", f"{area}-{local[:4]}-{local[4:]}",
              f"+86 {area[1:]} {local}", f"{area} {local}"))
    if c.rng.random() < 0.35:
        s += c.ch(("转", " 转 ", "-", " ext. ")) + str(c.ri(100, 8999))
    return s


def _phone_uk_mob(c: Ctx) -> str:
    n = "7" + "".join(str(c.ri(0, 9)) for _ in range(9))
    return c.ch((f"0{n[:4]} {n[4:]}", f"+44 {n[:4]} {n[4:]}", f"+44 (0){n[:4]} {n[4:7]} {n[7:]}",
                 f"0{n}", f"+44{n}", f"0{n[:4]}-{n[4:7]}-{n[7:]}"))


def _phone_us_own(c: Ctx) -> str:
    a, b, d = c.ri(201, 989), c.ri(200, 999), c.ri(0, 9999)
    s = c.ch((f"+1 ({a}) {b}-{d:04d}", f"({a}) {b}-{d:04d}", f"{a}.{b}.{d:04d}", f"+1-{a}-{b}-{d:04d}",
              f"{a}-{b}-{d:04d}", f"1 {a} {b} {d:04d}"))
    if c.rng.random() < 0.3:
        s += c.ch((" ext. ", " x", " ext ", ", ext. ")) + str(c.ri(10, 9999))
    return s


def _ad_us_multi(c: Ctx):
    for _ in range(20):
        a = c.US.address()
        l1, _, rest = a.partition("\n")
        if not re.match(r"(APO|FPO|DPO)\b", rest) and not l1.startswith(("PSC", "USNS", "USS", "USNV", "USCGC", "Unit ")):
            return ("", l1, "\n" + rest)
    return ("", "742 Evergreen Terrace", "\nSpringfield, OR 97403")


def _ad_gb_multi(c: Ctx):
    lines = c.GB.address().split("\n")
    return ("", "\n".join(lines[:-2]), "\n" + "\n".join(lines[-2:]))


def _ad_gb_own(c: Ctx) -> str:
    street = c.GB.last_name() + " " + c.ch(("Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Grove", "Terrace", "Drive", "Way"))
    n = c.ri(1, 240)
    return c.ch((f"{n} {street}", f"Flat {c.ri(1, 40)}, {n} {street}", f"{n}{c.ch('ab')} {street}",
                 f"Apartment {c.ri(1, 90)}, {c.GB.last_name()} House, {n} {street}", f"{n} {street}".lower()))


def _ad_cn(c: Ctx) -> str:
    road = c.ch(CN_ROADS) if c.rng.random() < 0.8 else c.ZH.street_name()
    if not road.endswith(("路", "街", "道")):
        road += "路"
    s = f"{road}{c.ri(1, 999)}号"
    r = c.rng.random()
    if r < 0.3:
        s += f"{c.ri(1, 30)}号楼{c.ri(1, 6)}单元{c.ri(1, 33)}{c.ri(1, 8):02d}室"
    elif r < 0.5:
        s += f"{c.ri(1, 20)}栋{c.ri(1, 32)}{c.ri(1, 9):02d}"
    elif r < 0.65:
        s += f"{c.ch('ABCDE')}座{c.ri(2, 40)}层{c.ri(1, 20):02d}室"
    elif r < 0.8:
        s += f"院{c.ri(1, 18)}号楼{c.ri(101, 2508)}室"
    elif r < 0.9:
        s += f"{c.ri(101, 3205)}室"
    return s


def _ad_cn_full(c: Ctx):
    region = c.ch(tuple(CN_LOCS))
    return (region + c.ch(CN_LOCS[region]), _ad_cn(c), "")


def _cn_id(c: Ctx) -> str:
    d = c.ZH.date_between_dates(date(1950, 1, 1), date(2007, 5, 31))
    if c.rng.random() < 0.4:
        # Faker's raw zh_CN ssn() (area code and sequence), with the birth date pinned
        # (its own date is relative to today) and the check digit recomputed
        raw = c.ZH.ssn()
        body = raw[:6] + d.strftime("%Y%m%d") + raw[14:17]
        return body + cn_id_check(body)
    body = c.ch(CN_AREAS) + d.strftime("%Y%m%d") + f"{c.ri(0, 999):03d}"
    return body + cn_id_check(body)


def _ni(c: Ctx) -> str:
    if c.rng.random() < 0.25:
        return c.GB.ssn()
    while True:
        a, b = c.ch(string.ascii_uppercase), c.ch(string.ascii_uppercase)
        if a not in NI_BAD_FIRST and b not in NI_BAD_SECOND and a + b not in NI_BAD_PAIRS:
            break
    d = "".join(str(c.ri(0, 9)) for _ in range(6))
    s = c.ch("ABCD")
    return c.ch((f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {s}", f"{a}{b}{d}{s}", f"{a}{b} {d} {s}", f"{a}{b}-{d[:2]}-{d[2:4]}-{d[4:]}-{s}"))


def _ssn_plain(c: Ctx) -> str:
    while True:
        a = c.ri(1, 899)
        if a != 666:
            break
    return f"{a:03d}{c.ri(1, 99):02d}{c.ri(1, 9999):04d}"


def _card(c: Ctx) -> str:
    if c.rng.random() < 0.5:
        t = c.ch(("visa", "mastercard", "amex", "discover", "jcb", "visa16", "maestro", "diners"))
        num = c.US.credit_card_number(card_type=t)
    else:
        pre, ln = c.ch((("4", 16), ("51", 16), ("55", 16), ("2221", 16), ("34", 15), ("37", 15), ("6011", 16), ("35", 16)))
        num = luhn_number(c, pre, ln)
    assert luhn_ok(num)
    r = c.rng.random()
    if r < 0.35:
        return num
    if len(num) == 15:
        return group(num, (4, 6, 5), c.ch((" ", "-")))
    return group(num, (4, 4, 4, 4), c.ch((" ", " ", "-")))


def _unionpay(c: Ctx) -> str:
    num = luhn_number(c, c.ch(("622202", "621700", "622848", "623668", "621483", "622588", "6214")), c.ch((16, 19)))
    return num if c.rng.random() < 0.45 else group(num, (4, 4, 4, 4), " ")


def _iban(c: Ctx) -> str:
    r = c.rng.random()
    if r < 0.45:
        v = c.GB.iban()
    else:
        cc = c.ch(("DE", "FR", "NL", "ES", "IE", "IT"))
        bban = {
            "DE": lambda: "".join(str(c.ri(0, 9)) for _ in range(18)),
            "FR": lambda: "".join(str(c.ri(0, 9)) for _ in range(23)),
            "NL": lambda: "".join(c.ch(string.ascii_uppercase) for _ in range(4)) + "".join(str(c.ri(0, 9)) for _ in range(10)),
            "ES": lambda: "".join(str(c.ri(0, 9)) for _ in range(20)),
            "IE": lambda: "".join(c.ch(string.ascii_uppercase) for _ in range(4)) + "".join(str(c.ri(0, 9)) for _ in range(14)),
            "IT": lambda: c.ch(string.ascii_uppercase) + "".join(str(c.ri(0, 9)) for _ in range(22)),
        }[cc]()
        v = make_iban(cc, bban)
    assert iban_mod97_ok(v)
    return v if c.rng.random() < 0.5 else " ".join(v[i : i + 4] for i in range(0, len(v), 4))


def _sched_en(c: Ctx, part: str) -> str:
    h = c.ri(5, 9) if part == "am" else c.ri(6, 11) if part == "pm" else c.ri(1, 5) if part == "aft" else c.ri(1, 12)
    m = c.ch((0, 0, 15, 30, 30, 45, 10, 20, 40, 50))
    suf = "am" if part == "am" else "pm" if part in ("pm", "aft") else c.ch(("am", "pm"))
    r = c.rng.random()
    words = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
    if r < 0.25:
        return f"{h}{suf}" if m == 0 else f"{h}:{m:02d}{suf}"
    if r < 0.4:
        return f"{h}:{m:02d} {c.ch((suf.upper(), suf[0] + '.m.', suf))}"
    if r < 0.5:
        return f"{h} {suf.upper()}"
    if r < 0.6:
        hh = h + (12 if suf == "pm" and h != 12 else 0)
        return f"{hh:02d}:{m:02d}"
    if r < 0.7:
        return f"{h}.{c.ch((15, 30, 45, 10)):02d}{suf}"
    if r < 0.85:
        w = words[h - 1]
        nxt = words[h % 12]
        return c.ch((f"half past {w}", f"quarter past {w}", f"quarter to {nxt}", f"{w} o'clock", f"{w} thirty", f"{w}-fifteen"))
    t = c.US.time("%H:%M", end_datetime=FIXED_NOW) if c.rng.random() < 0.5 else c.US.time(end_datetime=FIXED_NOW)
    hh = int(t[:2])
    if part == "am" and not 4 <= hh <= 10:
        t = f"{c.ri(5, 9):02d}" + t[2:]
    if part == "pm" and not 17 <= hh <= 23:
        t = f"{c.ri(18, 22):02d}" + t[2:]
    if part == "aft" and not 13 <= hh <= 17:
        t = f"{c.ri(13, 17):02d}" + t[2:]
    return t


ZH_NUM = "零一二三四五六七八九十"


def _zh_num(n: int) -> str:
    if n <= 10:
        return ZH_NUM[n]
    if n < 20:
        return "十" + ZH_NUM[n - 10]
    return ZH_NUM[n // 10] + "十" + (ZH_NUM[n % 10] if n % 10 else "")


def _sched_zh(c: Ctx, part: str) -> str:
    if part == "am":
        h = c.ri(5, 9)
        pre = c.ch(("早上", "早晨", "上午", "清晨", "每天早上")) if h >= 6 else c.ch(("凌晨", "清晨", "早上"))
    elif part == "pm":
        h = c.ri(6, 11)
        pre = c.ch(("晚上", "晚上", "夜里", "傍晚")) if h <= 7 else c.ch(("晚上", "夜里"))
    else:
        h = c.ri(1, 5)
        pre = c.ch(("下午", "中午")) if h <= 1 else "下午"
    m = c.ch((0, 0, 15, 30, 30, 45, 10, 20, 40))
    r = c.rng.random()
    if r < 0.45:
        tail = "点" if m == 0 else c.ch(("点半",)) if m == 30 else f"点{m}分" if c.rng.random() < 0.5 else f"点{m}"
        if m == 30 and c.rng.random() < 0.5:
            tail = "点30"
        return f"{pre}{h}{tail}"
    if r < 0.75:
        tail = "点" if m == 0 else "点半" if m == 30 else "点一刻" if m == 15 else "点三刻" if m == 45 else f"点{_zh_num(m)}分"
        hz = "两" if h == 2 else _zh_num(h)
        return f"{pre}{hz}{tail}"
    hh = h + (12 if part in ("pm", "aft") and h < 12 else 0)
    if r < 0.88:
        return f"{pre}{h}:{m:02d}"
    return f"{hh:02d}:{m:02d}" if c.rng.random() < 0.7 else f"{hh}:{m:02d}:00"


def _coord(c: Ctx) -> str:
    if c.rng.random() < 0.5:
        lat, lng = c.US.local_latlng(country_code=c.ch(("US", "GB", "CN", "CN")), coords_only=True)
        lat, lng = float(lat), float(lng)
    else:
        loc = c.US.location_on_land(coords_only=True)
        lat, lng = float(loc[0]), float(loc[1])
    lat += c.rng.uniform(-0.05, 0.05)
    lng += c.rng.uniform(-0.05, 0.05)
    dp = c.ri(4, 6)
    r = c.rng.random()
    if r < 0.45:
        return f"{lat:.{dp}f}, {lng:.{dp}f}"
    if r < 0.65:
        return f"{lat:.{dp}f},{lng:.{dp}f}"
    if r < 0.85:
        return f"{abs(lat):.{dp}f}° {'N' if lat >= 0 else 'S'}, {abs(lng):.{dp}f}° {'E' if lng >= 0 else 'W'}"

    def dms(x: float, pos: str, neg: str) -> str:
        a = abs(x)
        d, mf = int(a), (a - int(a)) * 60
        return f"{d}°{int(mf):02d}'{(mf - int(mf)) * 60:04.1f}\"{pos if x >= 0 else neg}"

    return f"{dms(lat, 'N', 'S')} {dms(lng, 'E', 'W')}"


def _estate_en(c: Ctx) -> str:
    return c.ch(EN_HOODS) if c.rng.random() < 0.35 else f"{c.ch(EN_ESTATE_A)} {c.ch(EN_ESTATE_B)}"


def _estate_zh(c: Ctx) -> str:
    return c.ch(ZH_HOODS) if c.rng.random() < 0.15 else c.ch(ZH_ESTATE_A) + c.ch(ZH_ESTATE_B)


def _handle_en(c: Ctx) -> str:
    r = c.rng.random()
    if r < 0.6:
        for _ in range(20):
            u = c.en().user_name()
            if len(u) >= 6:
                return u
    if r < 0.8:
        return f"{c.ch(EN_HANDLE_A)}{c.ch(EN_HANDLE_B)}{c.ch(('', '_', ''))}{c.ri(1, 999)}"
    return f"{_first(c, c.en()).lower()}_{c.en().last_name().lower()}{c.ch(('', str(c.ri(1, 99))))}"


def _handle_zh(c: Ctx) -> str:
    for _ in range(20):
        u = c.ZH.user_name()
        if len(u) >= 6:
            return u + c.ch(("", "", str(c.ri(1, 2024)), "_" + str(c.ri(1, 99))))
    return c.ch(PINYIN) + str(c.ri(1, 999))


VALUE = {
    # secret
    "aws": lambda c: c.ch(("AKIA", "AKIA", "ASIA")) + rs(c, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
    "aws_secret": lambda c: rs(c, 40, B64),
    "ghp": lambda c: c.ch(("ghp_", "ghp_", "gho_", "ghs_")) + rs(c, 36),
    "gh_pat": lambda c: "github_pat_11" + rs(c, 20, UPPER_DIG) + "_" + rs(c, 59),
    "slack": lambda c: c.ch((f"xoxb-{digits(c, 12)}-{digits(c, 13)}-{rs(c, 24)}",
                             f"xoxp-{digits(c, 11)}-{digits(c, 11)}-{digits(c, 13)}-{rs(c, 32, HEX)}")),
    "openai": lambda c: c.ch(("sk-proj-" + rs(c, c.ri(64, 120), URLSAFE), "sk-" + rs(c, 20) + "T3BlbkFJ" + rs(c, 20))),
    "anthropic": lambda c: "sk-ant-api03-" + rs(c, 93, URLSAFE) + "AA",
    "stripe": lambda c: c.ch(("sk_live_", "sk_live_", "rk_live_", "sk_test_")) + rs(c, c.ch((24, 34, 99))),
    "google": lambda c: "AIza" + rs(c, 35, URLSAFE),
    "hf": lambda c: "hf_" + rs(c, 34, string.ascii_letters),
    "sendgrid": lambda c: "SG." + rs(c, 22, URLSAFE) + "." + rs(c, 43, URLSAFE),
    "telegram": lambda c: f"{c.ri(100_000_000, 7_999_999_999)}:AA{rs(c, 33, URLSAFE)}",
    "jwt": _jwt,
    "pem": _pem,
    "urlpw": lambda c: c.ch((rs(c, c.ri(12, 24)), _pw_human(c).replace("@", "").replace("#", "").replace("?", ""), rs(c, 16, ALNUM + "-_.~"))),
    "hexkey": lambda c: rs(c, c.ch((32, 40, 64)), HEX),
    "b64key": lambda c: rs(c, c.ri(32, 48), B64) + c.ch(("", "=")),
    # password
    "pw": _pw_faker, "pw_human": _pw_human, "pw_phrase": _pw_phrase, "pw_pinyin": _pw_pinyin,
    "pw_digits": lambda c: c.ch((digits(c, 8), digits(c, 10), str(c.ri(1000, 9999)) * 2, "".join(c.ch("0123456789") for _ in range(6)).rjust(6, "8"))),
    "pw_word": lambda c: c.ch((_pw_faker, _pw_human, _pw_pinyin))(c),
    # email
    "em_us": lambda c: _no_example(c, c.ch((c.US.free_email, c.US.company_email, c.US.email))),
    "em_gb": lambda c: _no_example(c, c.ch((c.GB.free_email, c.GB.company_email, c.GB.email))),
    "em_zh": lambda c: _no_example(c, c.ch((c.ZH.free_email, c.ZH.company_email))) if c.rng.random() < 0.5 else
    f"{c.ch(PINYIN + (c.ZH.user_name(),))}{c.ch(('', str(c.ri(1, 2024)), '_' + str(c.ri(1, 99))))}@{c.ch(('163.com', '126.com', 'sina.com', 'foxmail.com', 'aliyun.com', 'sohu.com', '139.com'))}",
    "em_qq": lambda c: f"{c.ri(10000, 3999999999)}@qq.com",
    "em_plus": lambda c: f"{_first(c, c.en()).lower()}.{c.en().last_name().lower()}+{c.ch(('news', 'shop', 'jobs', 'receipts'))}@gmail.com",
    # phone
    "ph_us": lambda c: c.US.phone_number(), "ph_us2": _phone_us_own, "ph_gb": lambda c: c.GB.phone_number(),
    "ph_ukm": _phone_uk_mob, "ph_cn": lambda c: c.ZH.phone_number(), "ph_cnf": _phone_cn_fmt,
    "ph_cnl": _phone_cn_land, "ph_msisdn": lambda c: c.ch((c.GB.msisdn(), c.US.msisdn(), "86" + c.ZH.phone_number(), "44" + _phone_uk_mob(c).replace(" ", "")[-10:])),
    # address
    "ad_us": lambda c: c.US.street_address(), "ad_usm": _ad_us_multi, "ad_gb": lambda c: c.GB.street_address().replace("\n", ", "),
    "ad_gbm": _ad_gb_multi, "ad_gb2": _ad_gb_own, "ad_cn": _ad_cn, "ad_cnf": _ad_cn_full,
    # government id
    "ssn": lambda c: c.US.ssn(), "ssn_plain": _ssn_plain, "cnid": _cn_id, "ni": _ni,
    "pp_us": lambda c: c.US.passport_number(), "pp_gb": lambda c: c.ch((digits(c, 9), c.GB.passport_number())),
    "pp_cn": lambda c: c.ch(("E", "E", "G", "EA", "EB", "EC")) + "".join(str(c.ri(0, 9)) for _ in range(7 if c.rng.random() < 0.4 else 8)),
    # financial
    "card": _card, "unionpay": _unionpay, "iban": _iban, "bban": lambda c: c.US.bban(), "aba": lambda c: c.US.aba(),
    "acct": lambda c: digits(c, c.ri(8, 12)), "acct_uk": lambda c: digits(c, 8),
    "acct_cn": lambda c: digits(c, c.ch((16, 17, 19))),
    # person name
    "pn_en": lambda c: f"{_first(c, c.en())} {c.en().last_name()}",
    "pn_m": lambda c: f"{_first(c, c.US, 'm')} {c.US.last_name()}",
    "pn_f": lambda c: f"{_first(c, c.GB, 'f')} {c.GB.last_name()}",
    "pn_mid": lambda c: f"{_first(c, c.US)} {c.ch(string.ascii_uppercase)}. {c.US.last_name()}",
    "pn_zh": _zh_name, "pn_zhm": lambda c: _zh_name(c, "m"), "pn_zhf": lambda c: _zh_name(c, "f"),
    "pn_rom": lambda c: c.ZH.romanized_name(),
    "pn_any": lambda c: c.ch((lambda: f"{_first(c, c.en())} {c.en().last_name()}", lambda: _zh_name(c), lambda: c.ZH.romanized_name()))(),
    # username
    "un": _handle_en, "un_zh": _handle_zh, "at": lambda c: "@" + _handle_en(c), "at_zh": lambda c: "@" + _handle_zh(c),
    "at_nick": lambda c: "@" + c.ch(ZH_NICK_A) + c.ch(ZH_NICK_B) + c.ch(("", "", str(c.ri(1, 99)))),
    # home path
    "hp_linux": lambda c: "/home/" + _user_seg(c), "hp_mac": lambda c: "/Users/" + _user_seg(c),
    "hp_win": lambda c: "C:\\Users\\" + _user_seg(c), "hp_winzh": lambda c: "C:\\Users\\" + _zh_name(c),
    "hp_any": lambda c: c.ch(("/home/", "/Users/", "C:\\Users\\")) + _user_seg(c),
    # schedule
    "aft": lambda c: _sched_en(c, "aft"), "raw": lambda c: c.ch((c.US, c.GB, c.ZH)).time(end_datetime=FIXED_NOW),
    "am": lambda c: _sched_en(c, "am"), "pm": lambda c: _sched_en(c, "pm"), "anyt": lambda c: _sched_en(c, "any"),
    "zam": lambda c: _sched_zh(c, "am"), "zpm": lambda c: _sched_zh(c, "pm"), "zaft": lambda c: _sched_zh(c, "aft"),
    # geo
    "coord": _coord, "zip": lambda c: c.ch((c.US.zipcode(), c.US.zipcode_plus4(), c.US.postcode())),
    "pc_gb": lambda c: c.GB.postcode(), "pc_cn": lambda c: c.ZH.postcode(),
    "estate": _estate_en, "estate_zh": _estate_zh,
}

DEFAULT_KINDS = {
    "secret": ("aws", "ghp", "gh_pat", "slack", "openai", "anthropic", "stripe", "google", "hf",
               "sendgrid", "telegram", "jwt", "hexkey", "b64key"),
    "password": ("pw", "pw", "pw_human", "pw_phrase", "pw_pinyin"),
    "email": ("em_us", "em_gb", "em_zh", "em_qq", "em_plus"),
    "phone": ("ph_us", "ph_us2", "ph_gb", "ph_ukm", "ph_cn", "ph_cnf", "ph_cnl"),
    "address": ("ad_us", "ad_gb", "ad_gb2", "ad_cn"),
    "government_id": ("ssn", "cnid", "ni"),
    "financial": ("card", "card", "iban", "unionpay"),
    "person_name": ("pn_en", "pn_m", "pn_f", "pn_mid", "pn_zh", "pn_rom"),
    "username": ("un", "at", "un_zh", "at_zh"),
    "home_path": ("hp_linux", "hp_mac", "hp_win"),
    "schedule": ("anyt",),
    "geo": ("coord", "zip", "pc_gb", "pc_cn"),
}

ZH_DEFAULT_KINDS = {
    "secret": DEFAULT_KINDS["secret"], "password": ("pw", "pw_pinyin", "pw_human", "pw_digits"),
    "email": ("em_zh", "em_qq", "em_zh", "em_us"), "phone": ("ph_cn", "ph_cnf", "ph_cnl"),
    "address": ("ad_cnf",), "government_id": ("cnid",), "financial": ("unionpay", "card", "iban"),
    "person_name": ("pn_zh", "pn_zhm", "pn_zhf"), "username": ("un_zh", "at_zh", "at_nick", "un"),
    "home_path": ("hp_linux", "hp_mac", "hp_win", "hp_winzh"), "schedule": ("zam", "zpm"),
    "geo": ("coord", "pc_cn", "estate_zh"),
}


# ---------------------------------------------------------------------------------------------
# fillers: context around the planted value (may itself be personal in planted texts; the benign
# texts only use the non-personal ones marked below)
def _date_en(c: Ctx) -> str:
    d = c.US.date_between_dates(date(2024, 4, 1), date(2025, 12, 20))
    return c.ch((d.strftime("%d %B %Y").lstrip("0"), d.strftime("%B %d, %Y").replace(" 0", " "),
                 d.strftime("%d/%m/%Y"), d.strftime("%Y-%m-%d"), d.strftime("%d %b %Y").lstrip("0")))


def _date_zh(c: Ctx) -> str:
    d = c.ZH.date_between_dates(date(2024, 4, 1), date(2025, 12, 20))
    return c.ch((f"{d.month}月{d.day}日", f"{d.year}年{d.month}月{d.day}日", d.strftime("%Y-%m-%d"), f"{d.month}.{d.day}"))


def _ean13(c: Ctx) -> str:
    """A valid EAN-13 that is NOT Luhn-valid (so it cannot pass for a 13-digit card number)."""
    while True:
        body = c.ch(("690", "692", "693", "694", "695", "500", "501", "400", "871", "00", "03"))
        body += "".join(str(c.ri(0, 9)) for _ in range(12 - len(body)))
        s = sum(int(x) * (3 if i % 2 else 1) for i, x in enumerate(body))
        ean = body + str((10 - s % 10) % 10)
        if not luhn_ok(ean):
            return ean


def _order_no(c: Ctx) -> str:
    while True:
        n = digits(c, c.ch((16, 18, 19)))
        if not luhn_ok(n):
            return n


SURNAME_COS = ("Johnson & Johnson", "Procter & Gamble", "Marks & Spencer", "Ernst & Young",
               "Morgan Stanley", "Goldman Sachs", "Sainsbury's", "Barclays", "Lloyds Bank",
               "Dyson", "Ford", "Dell", "Boeing", "Kellogg's", "Cadbury", "Hewlett-Packard",
               "Ben & Jerry's", "Rolls-Royce", "Harley-Davidson", "John Lewis", "Wells Fargo",
               "Charles Schwab", "Dr. Martens", "Tommy Hilfiger", "Ralph Lauren", "Ted Baker")
ZH_BRANDS = ("李宁", "周大福", "王老吉", "张小泉", "老凤祥", "海底捞", "胡庆余堂", "陈李济",
             "六必居", "全聚德", "吴裕泰", "王致和", "马应龙", "谭木匠", "周黑鸭", "钟薛高")
COLOURS = ("Rose Gold", "Midnight Blue", "Sage Green", "Ruby Red", "Amber", "Ivory", "Jade",
           "Graphite", "Coral", "Olive", "Hazel", "Sierra Blue", "Starlight", "Space Grey")
ZH_COLOURS = ("玫瑰金", "远峰蓝", "暗夜紫", "星光色", "午夜色", "雅川青", "曜石黑", "冰霜银", "松柏绿")
PRODUCTS = ("Kindle Paperwhite", "AirPods Pro 2", "Instant Pot Duo", "Dyson V15", "Sony WH-1000XM5",
            "Nintendo Switch OLED", "Roborock S8", "Garmin Forerunner 265", "Anker 737 power bank",
            "Logitech MX Master 3S", "Le Creuset casserole", "Philips Hue starter kit", "iPhone 15 Pro")
ZH_PRODUCTS = ("小米手环8", "华为 MatePad", "美的空气炸锅", "戴森吹风机", "九阳豆浆机", "石头扫地机器人",
               "Kindle", "大疆 Mini 4 Pro", "海尔冰箱", "安克充电宝", "苏泊尔电饭煲", "罗技鼠标")
COUNTRIES = ("Portugal", "Japan", "Canada", "Norway", "Kenya", "Chile", "Vietnam", "Ireland", "Mexico")

FILL = {
    # personal context (planted texts only)
    "fn": lambda c: _first(c, c.en()), "ln": lambda c: c.en().last_name(),
    "nm": lambda c: f"{_first(c, c.en())} {c.en().last_name()}",
    "ttl": lambda c: c.ch(("Mr", "Ms", "Mrs", "Dr", "Mr.", "Ms.")),
    "co": lambda c: c.en().company(), "job": lambda c: c.ch(JOBS_EN) if c.rng.random() < 0.7 else c.US.job(),
    "tel": lambda c: c.ch((c.US.phone_number, c.GB.phone_number))(), "mail": lambda c: _no_example(c, c.US.company_email),
    "user": lambda c: c.en().user_name(), "dom": lambda c: c.en().domain_name(),
    "host": lambda c: c.ch(("db", "pg", "mysql-01", "cache", "prod-db", "rds")) + "." + c.en().domain_name(),
    "zn": lambda c: _zh_name(c), "zs": lambda c: c.ZH.last_name(), "zco": lambda c: c.ZH.company(),
    "zjob": lambda c: c.ch(JOBS_ZH), "ztel": lambda c: c.ZH.phone_number(),
    "zmail": lambda c: _no_example(c, c.ZH.free_email),
    "zloc": lambda c: (lambda r: r + c.ch(CN_LOCS[r]))(c.ch(tuple(CN_LOCS))),
    "st": lambda c: c.US.state_abbr(),
    "usline": lambda c: f"{c.ch(US_CITIES)}, {c.US.state_abbr()} {c.US.zipcode()}",
    # non-personal (benign-safe)
    "city": lambda c: c.ch(US_CITIES + UK_CITIES), "uscity": lambda c: c.ch(US_CITIES),
    "ukcity": lambda c: c.ch(UK_CITIES), "zcity": lambda c: c.ch(CN_CITIES), "country": lambda c: c.ch(COUNTRIES),
    "date": _date_en, "zdate": _date_zh,
    "dow": lambda c: c.ch(("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")),
    "zdow": lambda c: c.ch(("周一", "周二", "周三", "周四", "周五", "周六", "周日", "星期六", "星期天")),
    "mon": lambda c: c.ch(("January", "March", "April", "June", "September", "October", "November")),
    "n": lambda c: str(c.ri(2, 9)), "num": lambda c: str(c.ri(10, 99)), "big": lambda c: str(c.ri(120, 9800)),
    "yr": lambda c: str(c.ri(2019, 2025)),
    "item": lambda c: c.ch(ITEMS_EN), "zitem": lambda c: c.ch(ITEMS_ZH),
    "price": lambda c: c.ch(("$", "£", "€")) + str(c.ri(5, 900)) + c.ch(("", ".99", ".50", "")),
    "zprice": lambda c: c.ch((f"{c.ri(20, 3999)}元", f"¥{c.ri(9, 2999)}", f"{c.ri(50, 800)}块")),
    "ver": lambda c: f"{c.ri(1, 18)}.{c.ri(0, 12)}.{c.ri(0, 30)}", "ordno": _order_no, "ean": _ean13,
    "sku": lambda c: f"{c.ch(string.ascii_uppercase)}{c.ch(string.ascii_uppercase)}-{c.ri(100, 9999)}-{c.ch('ABCDX')}",
    "uuid": lambda c: str(c.US.uuid4()), "sha": lambda c: c.US.sha1()[: c.ch((7, 8, 12, 40))],
    "port": lambda c: str(c.ch((443, 5432, 6379, 8080, 3000, 9200, 27017, 8443))),
    "pct": lambda c: f"{c.ri(2, 95)}%", "qty": lambda c: str(c.ri(2, 48)),
    "tick": lambda c: f"{c.ch(('INC', 'REQ', 'TKT', 'CS', 'SR'))}-{c.ri(10000, 999999)}",
    "bco": lambda c: c.ch(SURNAME_COS) if c.rng.random() < 0.6 else c.en().company() + " " + c.ch(("Ltd", "LLC", "Inc.", "PLC", "Group")),
    "colour": lambda c: c.ch(COLOURS), "zcolour": lambda c: c.ch(ZH_COLOURS), "zbrand": lambda c: c.ch(ZH_BRANDS),
    "prod": lambda c: c.ch(PRODUCTS), "zprod": lambda c: c.ch(ZH_PRODUCTS),
    "rating": lambda c: c.ch(("★★★★★", "★★★★☆", "★★★☆☆", "★★☆☆☆", "4/5", "3.5/5", "5 stars")),
    "zrating": lambda c: c.ch(("五星好评", "四星", "★★★★☆", "打 8 分", "3 星", "满分")),
}

T: dict[tuple[str, str], str] = {}

# ============================================================================ secret
T["secret", "en"] = r"""
Hi {fn},

As discussed on the call, here is the new Stripe key for the checkout service: {V:stripe}
Please rotate the old one before Friday.

Cheers,
{fn2}
{job} | {co}
---
---------- Forwarded message ---------
From: {nm} <{mail}>
Date: {dow}, {date}
Subject: AWS access for the reporting job
To: DevOps <devops@{dom}>

Access key ID: {V:aws}
The secret will follow in a separate message.
---
Summarize this thread from #deploys:
{nm}: bot token for the release notifier is {V:slack} - don't share it outside the channel
{nm2}: thanks, updated the chart
---
Title: GitHub Actions keeps failing with "Bad credentials"

I set GH_TOKEN={V:ghp} in the workflow env but the push step still fails. What am I missing? New to this, be gentle.
---
Auto-reply: I am out of the office until {date}. For urgent demo issues the backup OpenAI key is {V:openai} - use it sparingly.

{fn}
---
Platform team newsletter, week {num}

- Search moved to the new cluster
- The Hugging Face token for the model mirror was rotated: {V:hf}
- Reminder: no keys in tickets, please!
---
Hi {fn},

The deploy box only accepts key auth now. Put this in ~/.ssh/id_deploy on your laptop:

{V:pem}

Delete this mail afterwards.
{fn2}
---
Subject: staging DB

{fn}, the connection string is postgres://{user}:{V:urlpw}@{host}:5432/staging (read-only role).
---
From the ticket comments:
> use mongodb+srv://{user}:{V:urlpw}@cluster0.{dom}/orders?retryWrites=true and it should connect
---
Hello,

Thank you for contacting API Support. In the log you attached we can see the header Authorization: Bearer {V:jwt} - that token is still valid for another hour, so please revoke it.

Kind regards,
The Support Team
---
Post in r/selfhosted: my Telegram bot stopped answering after I moved it to a Raspberry Pi. Token is {V:telegram} (yes, I'll regenerate it afterwards). Any ideas?
---
Hi all,

Marketing's SendGrid key changed. New value: {V:sendgrid}
Update MAIL_API_KEY in the Heroku settings.

Thanks,
{nm}
{job}
---
Review of the store-locator plugin, {rating}: works fine, but the docs make you paste your key in clear text, e.g. key={V:google} and now mine is in every page source.
---
Note from {fn}'s email: the team's Claude key for the summarizer is {V:anthropic} and billing goes to the research budget.
---
Comment on PR #{num}:

You committed WEBHOOK_SECRET={V:hexkey} in config/prod.env. Please purge it from the history and rotate.
---
Hi {fn},
for the encrypted backups set BACKUP_ENCRYPTION_KEY to {V:b64key} on the new host.
Thanks, {fn2}
---
From: {nm}
To: infra
Subject: creds

aws_secret_access_key = {V:aws_secret}
Pair it with the key ID I sent yesterday.
---
Dear {fn},

Welcome aboard! The release bot uses a fine-grained token scoped to the org: {V:gh_pat}
It expires in 90 days.

Best wishes,
{nm}
---
Automatic reply: I'm on leave until {date}. The on-call bot (token {V:slack}) will page {fn} instead.
---
{rating} I tested the "secure notes" feature by saving my Stripe secret {V:stripe} and it synced in plain text to the web app. Not impressed.
---
Q: Why does curl return 403?

    curl -H "Authorization: token {V:ghp}" https://api.github.com/user

Any help appreciated.
---
From: "{nm}" <{mail}>
To: "Ops" <ops@{dom}>
Cc: "{nm2}" <{mail2}>
Subject: RE: HF mirror

Use HF_TOKEN={V:hf} for now, we'll switch to the org token next week.
---
The Sidekiq dashboard is behind redis://default:{V:urlpw}@{host}:6379/0 per {fn}'s mail.
---
Posted in the team channel: refresh token for the mobile test user is {V:jwt} (expires tomorrow).
---
Hey {fn}! Quick one, can you swap in this OpenAI key before the demo? {V:openai}
Thx, {fn2}
---
Begin forwarded message:

From: {nm} <{mail}>
Subject: the old server key

{V:pem}

(keep it somewhere safe)
---
Config snippet from {fn}'s message:

weather:
  api_key: "{V:hexkey}"
  units: metric
---
Can you store this for the ops handover? Production access key: {V:aws} (secret is in the vault).
"""

T["secret", "zh"] = r"""
{zs}工您好：

测试环境的 AWS 访问密钥 ID 是 {V:aws}，Secret 稍后单独发您。

此致
敬礼
{zn}
{zjob}
{zco}
---
【运维群】{zn}：通知机器人的 token 换成 {V:slack} 了，大家更新一下配置
---
【求助】GitHub 推送一直报 403
楼主：我在 .env 里写了 GITHUB_TOKEN={V:ghp}，还是不行，求大佬指点。
---
吐槽一下：同事把 OpenAI 的密钥 {V:openai} 直接发到了全员群里……
---
-------- 转发邮件信息 --------
发件人：{zn} <{zmail}>
发送时间：{zdate}
主题：Stripe 正式环境密钥

密钥：{V:stripe}
请勿外传。
---
{zs}老师：
服务器改成只允许密钥登录了，私钥如下，请保存到本机：
{V:pem}
看完请删除邮件。
---
数据库连接串：mysql://{user}:{V:urlpw}@{host}:3306/shop，{zn}在邮件里给的，只读账号。
---
客服回复：您好，您上传的日志中出现了 Authorization: Bearer {V:jwt}，该令牌仍然有效，建议立即注销。
---
自己写的 Telegram 机器人终于跑起来了！token {V:telegram} 先放这，回头再换 #折腾日记
---
通知：模型镜像的 Hugging Face 令牌已更新为 {V:hf}，旧令牌今晚作废。——{zco}技术部
---
各位同事：
营销邮件的 SendGrid 密钥已更换，新的 API Key：{V:sendgrid}
请在部署平台更新 MAIL_API_KEY。
{zn}
{zjob}
---
产品评测：这个地图插件还行，就是文档让你把 key={V:google} 直接写在前端页面里，安全性堪忧。
---
备忘：研究组共用的 Claude 密钥是 {V:anthropic}，费用记在研发预算。
---
代码评审意见：你在 config/prod.env 里提交了 WEBHOOK_SECRET={V:hexkey}，请从 git 历史里清掉并更换。
---
{zs}工：新备份机的加密密钥 BACKUP_KEY 设为 {V:b64key}，别写进工单。
---
发件人：{zn}
收件人：运维组
主题：凭证

aws_secret_access_key = {V:aws_secret}
配合昨天发的 Key ID 使用。
---
致新维护者的一封信：
{zn}你好，欢迎加入！发布机器人用的是组织级细粒度令牌 {V:gh_pat}，90 天后过期。
祝好
{zn2}
---
自动回复：本人{zdate}起休假一周。值班机器人的令牌（{V:slack}）已移交{zn}。
---
★★☆☆☆ 这款密码管理器的“安全笔记”会把我存的 Stripe 密钥 {V:stripe} 明文同步到网页端，差评。
---
问：为什么 curl 返回 401？
curl -H "Authorization: token {V:ghp}" https://api.github.com/user
答：令牌权限不够，勾选 repo 即可。
---
发件人：{zn} <{zmail}>
收件人：运维 <ops@{dom}>
抄送：{zn2}
主题：回复：HF 镜像

先用 HF_TOKEN={V:hf}，下周换成组织令牌。
---
{zn}的邮件里说，后台面板的 redis 地址是 redis://default:{V:urlpw}@{host}:6379/0。
---
测试账号的刷新令牌：{V:jwt}，明天失效。
---
{zs}哥，演示前帮忙把 OpenAI 的 key 换成这个：{V:openai} 谢啦
---
以下为转发邮件：
发件人：{zn}
主题：旧服务器私钥

{V:pem}

（请妥善保管）
---
{zn}发来的配置片段：

weather:
  api_key: "{V:hexkey}"
  units: metric
---
钉钉消息：生产环境 access key 是 {V:aws}，secret 我私聊你。
"""

T["secret", "mixed"] = r"""
Hi {zs}总，

Stripe 的 live key 已经 rotate 了，新的是 {V:stripe}，麻烦 update 一下 checkout service。

Thanks,
{fn}
---
【Forward】From: {nm} <{mail}>
主题：AWS access

Access key ID：{V:aws}，secret 单独发。
---
群里 {zn} 说：release bot 的 token 是 {V:slack}，别 share 到外面。
---
求助！GitHub Actions 一直 401，我在 workflow env 里设了 GH_TOKEN={V:ghp}，still failing，why？
---
Out of office 自动回复：{zdate} 前不在，urgent 的话 OpenAI key 先用 {V:openai}。
---
Weekly newsletter 周报：
- search cluster 迁移完成
- HF token 已更新：{V:hf}
- 提醒：不要把 key 贴在 ticket 里
---
Hi {fn}，deploy 机器只接受 key auth 了，私钥如下，存到 ~/.ssh/id_deploy：

{V:pem}

看完请 delete。
---
staging DB 的 connection string：postgres://{user}:{V:urlpw}@{host}:5432/staging，read-only 账号。
---
mongodb+srv://{user}:{V:urlpw}@cluster0.{dom}/orders 这个连不上，是不是 IP whitelist 的问题？
---
Support 回复：您好，logs 里的 Bearer {V:jwt} 还有效，please revoke 一下。
---
我的 Telegram bot 部署到树莓派上就不回消息了，token {V:telegram}，有人遇到过吗？thx
---
SendGrid API key 换了：{V:sendgrid}，记得更新 Heroku 上的 MAIL_API_KEY。
-- {nm}
---
Review：这个 store locator plugin 还行，但要把 key={V:google} 写在页面 source 里，not great。
---
Memo：team 共用的 Claude API key 是 {V:anthropic}，billing 走研发预算。
---
PR #{num} comment：config/prod.env 里有 WEBHOOK_SECRET={V:hexkey}，请从 history 里 purge 掉。
---
{fn}，新 backup host 的 BACKUP_ENCRYPTION_KEY 设成 {V:b64key} 就行。
---
aws_secret_access_key = {V:aws_secret}
配合昨天那个 key ID 用，from {nm}
---
Dear {fn}，欢迎 join！release bot 用的 fine-grained token：{V:gh_pat}，90 天后 expire。
---
Auto-reply：本人休假中，on-call bot（token {V:slack}）已转给 {zn}。
---
★★☆☆☆ 这个 password manager 的 secure notes 把我的 Stripe secret {V:stripe} 明文 sync 到了 web 端。
---
curl -H 'Authorization: token {V:ghp}' https://api.github.com/user 返回 403，是 scope 不够吗？
---
From: {nm} <{mail}>
Cc: {zn}
Subject: RE: HF mirror

先用 HF_TOKEN={V:hf}，下周换 org token。
---
redis URL 是 redis://default:{V:urlpw}@{host}:6379/0，{fn} 邮件里给的。
---
Mobile API 测试用户的 refresh token：{V:jwt}，明天过期。
---
{fn}，demo 之前帮我把 OpenAI key 换成 {V:openai} 吧，thx！
---
Forwarded 邮件：
发件人：{nm}
Subject: old server key

{V:pem}

请妥善保管 keep it safe
---
生产 access key：{V:aws}，secret 我 DM 你。
"""

# ============================================================================ password
T["password", "en"] = r"""
Hi {fn},

Welcome to {co}! Your temporary login for the HR portal:
Username: your work email
Password: {V:pw}
You will be asked to change it on first login.

Best,
{nm}
IT Service Desk
---
You're invited!
{fn}'s 30th birthday, Saturday {date}, from the evening onwards.
Guest WiFi: PartyNet / password {V:pw_phrase}
RSVP by text.
---
My router reset itself and now the admin page rejects the password I set ({V:pw_human}). Any way to recover without a factory reset?
---
Note from the host's message: door code comes separately, and the wifi password is {V:pw}.
---
I'm out of the office until {date}. The shared mailbox password is {V:pw} if you need to check invoices.
---
From: IT Helpdesk <helpdesk@{dom}>
To: {nm} <{mail}>
Subject: Your account has been unlocked

Your new password: {V:pw}
Please change it within 24 hours.
---
the password is {V:pw_human} - don't tell anyone, {fn}
---
Selling my old laptop, wiped apart from the BIOS password ({V:pw_word}), which I'll give the buyer. {price}, collection in {city}.
---
Family newsletter: the Netflix password changed to {V:pw_human}, please sign in again on the TV.
---
Remember this from {fn}'s email: smtp user=reports pw={V:pw} port 587
---
My passphrase for the backup disk is "{V:pw_phrase}" - writing it here so I don't forget.
---
P.S. the conference room tablet login is admin / {V:pw}
---
Question: is {V:pw_human} a strong enough password for online banking? It has a capital and a number.
---
Hi {fn},
The PDF with your payslip is protected. Password: {V:pw_digits}
Regards, Payroll
---
{rating} The smart lock app works, but it emailed me my master password ({V:pw}) in plain text after a reset.
---
Login for the school portal -> user: {user}, password: {V:pw}
---
Our wedding website is live! Guests can open the photo gallery with the password {V:pw_word}
---
{fn2}: what's the wifi password again?
{fn}: it's {V:pw_human}
---
Reminder: the password for the shared Google Drive folder is {V:pw} (case sensitive).
---
Dear {ttl} {ln},

As requested, we have reset the password for your online account. Your temporary password is {V:pw}

Yours sincerely,
Customer Services
---
Welcome pack - Room Wi-Fi
Network: Guest-5G
PASSWORD: {V:pw}
---
my gmail password is {V:pw_human}, please save it in memory
---
{fn}, the zip file I sent is encrypted; passphrase: {V:pw_phrase}
Let me know if it opens.
---
VPN
user: {user}
pass: {V:pw}
---
The admin password for the church website is {V:pw_human}, handed over by {nm} at the AGM.
---
FOUND: a USB stick in the library cafe with a sticky note saying "pw: {V:pw}". Ask at the front desk.
"""

T["password", "zh"] = r"""
{zn}您好：
欢迎加入{zco}！OA 系统初始密码：{V:pw}，首次登录后请修改。
IT 服务台
---
请柬
谨定于{zdate}为小女举办婚宴，恭候光临。
现场无线网络：Wedding_5G  密码：{V:pw_digits}
---
家里路由器的管理密码是 {V:pw_human}，别告诉孩子。
---
民宿老板发消息：WiFi 密码 {V:pw_digits}，门锁密码另发。
---
自动回复：本人{zdate}前休假。共享邮箱密码是{V:pw}，急事可先查看。
---
发件人：IT 服务台
收件人：{zn}
主题：账号已解锁

您的新密码：{V:pw}
请在 24 小时内修改。
---
密码是{V:pw_pinyin}，别跟别人说啊——{zn}
---
二手转让：旧笔记本电脑，已恢复出厂，只有 BIOS 密码 {V:pw} 没去掉，成交后告知。
---
家庭群通知：视频会员账号密码改成了 {V:pw_pinyin}，电视上重新登一下。
---
{zn}邮件里的配置：smtp user=reports pw={V:pw} 端口 587
---
备份硬盘的口令是“{V:pw_phrase}”，记在这里免得忘了。
---
附：会议室平板登录 admin / 密码 {V:pw}
---
论坛提问：{V:pw_pinyin} 这个密码用来登网银够安全吗？
---
{zn}您好，您的工资条 PDF 已加密，打开密码：{V:pw_digits}。
财务部
---
★☆☆☆☆ 智能门锁 App 重置后竟然把我的主密码（{V:pw}）明文发到邮箱。
---
学校家长平台账号：{user}，密码：{V:pw}
---
婚礼相册链接已发群里，访问密码 {V:pw_digits}
---
{zn2}：wifi 密码多少来着？
{zn}：密码是{V:pw_pinyin}
---
提醒：共享网盘文件夹的提取密码是 {V:pw}（区分大小写）。
---
尊敬的{zn}先生/女士：
您的网上账户密码已重置，临时密码为{V:pw}，请尽快登录修改。
客户服务中心
---
欢迎入住！客房 WiFi
网络：Hotel-5G
密码：{V:pw_digits}
---
帮我记一下，我的邮箱密码是{V:pw_pinyin}
---
{zs}工，压缩包设了密码：{V:pw}，打不开跟我说。
---
VPN
账号：{user}
口令：{V:pw}
---
教会网站后台的管理员密码是 {V:pw_human}，由{zn}在年会上交接。
---
失物招领：图书馆咖啡厅捡到一个 U 盘，上面贴着“密码 {V:pw}”，请到前台认领。
---
朋友圈：新买的保险箱密码设成 {V:pw_digits} 了，老婆记得哈
"""

T["password", "mixed"] = r"""
Hi {fn}，HR portal 的 temporary password：{V:pw}，first login 后请修改。
---
Party invitation 周六晚上来我家！WiFi：PartyNet，密码 {V:pw_digits}
---
路由器 reset 之后 admin page 不认我设的 password（{V:pw_human}）了，怎么办？
---
Airbnb 房东说 wifi password 是 {V:pw}，door code 另发。
---
OOO：{zdate} 前不在 office，shared mailbox 的密码是 {V:pw}。
---
From: IT Helpdesk
To: {zn}
Subject: 账号已解锁

Your new password: {V:pw}
请 24 小时内修改。
---
the password is {V:pw_pinyin}，别告诉别人哦
---
出一台旧 laptop，已 wipe，只有 BIOS password {V:pw} 没删，成交后告诉你。
---
Family 群：Netflix 密码改成 {V:pw_human} 了，TV 上重新 login 一下。
---
smtp 配置：user=reports pw={V:pw} port 587，from {fn} 的邮件
---
backup disk 的 passphrase 是“{V:pw_phrase}”，记一下以免忘了。
---
P.S. 会议室 tablet 登录 admin / {V:pw}
---
请问 {V:pw_human} 这个 password 用来登 online banking 够 strong 吗？
---
{zn}您好，payslip PDF 加密了，password：{V:pw_digits}
---
★☆☆☆☆ smart lock app reset 后把我的 master password（{V:pw}）明文发到了邮箱，太离谱。
---
School portal 账号：{user}，password：{V:pw}
---
Wedding album 链接发群里了，access password 是 {V:pw_digits}
---
{fn}：wifi pass 多少？
{zn}：密码是 {V:pw_pinyin}
---
Reminder：Google Drive 共享文件夹的密码 {V:pw}（case sensitive）。
---
Dear {zn}，您的账户已 reset，temporary password 为 {V:pw}，请尽快登录修改。
---
Welcome! 房间 Wi-Fi
Network: Guest-5G
密码: {V:pw_digits}
---
帮我 remember 一下，我的 Gmail 密码是 {V:pw_human}
---
{zs}工，zip 文件加密了，passphrase：{V:pw_phrase}
---
VPN
user: {user}
密码: {V:pw}
---
网站后台 admin password 是 {V:pw_human}，{zn} 在 AGM 上交接的。
---
Lost & found：图书馆 cafe 捡到一个 U 盘，贴着 "pw: {V:pw}"，请到前台认领。
"""

# ============================================================================ email
T["email", "en"] = r"""
Best regards,

{nm}
{job}
{co}
T: {tel}
E: {V:em_us}
---
---------- Forwarded message ---------
From: {nm} <{V:em_us}>
Date: {date}
Subject: Invoice query
To: Accounts <accounts@{dom}>
---
Please reply to my personal address {V:em_gb} rather than my work one while I'm on leave.
---
Thank you for your email. I am out of the office until {date}. For anything urgent please contact {fn} at {V:em_us}.
---
Selling my {item}, barely used, {price} ono. Email {V:em_gb} if interested, collection from {city} only.
---
FOUND: a set of keys with a blue fob near {city} station. Email {V:em_us} to describe and claim them.
---
Anyone else not getting the verification mail? I signed up with {V:em_plus} three times now.
---
Please RSVP to {V:em_gb} by {date} and let us know about any dietary requirements.
---
{rating} Customer service was slow, but a manager ({V:em_us}) sorted the refund in the end.
---
To: {nm} <{mail}>
Cc: {nm2} <{V:em_us}>
Subject: Re: lease renewal
---
My new email is {V:em_gb}, please update the club mailing list.
---
You are receiving this newsletter because {V:em_us} subscribed at our {city} store.
---
Can you save my contact? {fn} {ln}, {V:em_us}
---
Dear {ttl} {ln},

We have updated the contact email on your policy to {V:em_gb}. If this wasn't you, please call us.

Yours sincerely,
Policy Services
---
From: Newsletter Team <news@{dom}>
Reply-To: {V:em_us}
Subject: Spring edition
---
DM me or email {V:em_plus} for the knitting pattern, happy to share!
---
Tutor available for GCSE maths in {ukcity}. Contact: {V:em_gb}
---
Sent from my iPhone

On {date}, {nm} <{V:em_us}> wrote:
> Are we still on for the school run rota?
---
Hi, it's {fn}. I lost access to my old account, please send the receipt to {V:em_us} instead.
---
Volunteer sign-up sheet: {fn} {ln} - {V:em_gb} - Saturday shifts
---
{nm} ({V:em_us}) has shared a folder with you: "Q3 budget"
---
Meeting notes: action for {fn} - email the landlord at {V:em_gb} about the boiler.
---
My colleague in Shenzhen prefers {V:em_qq} for anything outside work.
---
Together with their families
{fn} & {fn2}
request the pleasure of your company
Kindly respond by email to {V:em_gb}
---
Your Zoom invite was sent to {V:em_us}; if that's wrong, reply to this message.
---
Parent contact for the trip: {V:em_gb} (mum), mobile on file.
"""

T["email", "zh"] = r"""
此致
敬礼！

{zn}
{zjob} | {zco}
手机：{ztel}
邮箱：{V:em_zh}
---
-------- 转发邮件信息 --------
发件人："{zn}" <{V:em_zh}>
发送时间：{zdate}
收件人：财务部
主题：报销单
---
休假期间请发到我的私人邮箱 {V:em_qq}，工作邮箱不看。
---
您好，我已休假至{zdate}，紧急事务请联系{zn}：{V:em_zh}
---
【二手转让】九成新{zitem}，{zprice}，{zcity}自提，有意者发邮件至 {V:em_qq}
---
寻物启事：本人{zdate}在地铁上遗失一个黑色双肩包，拾到者请联系 {V:em_zh}，必有重谢！
---
有人收不到验证邮件吗？我用 {V:em_qq} 注册了三次都没收到。
---
请柬
谨定于{zdate}举行婚礼，敬请光临。
回执请发至 {V:em_zh}
---
{zrating}，客服态度一般，后来主管（{V:em_zh}）帮我办了退款。
---
收件人：{zn} <{zmail}>
抄送：{zn2} <{V:em_zh}>
主题：回复：租约续签
---
我换邮箱了，新的是 {V:em_zh}，麻烦更新一下社团通讯录。
---
帮我存一下联系人：{zn}，{V:em_qq}
---
尊敬的{zn}：
您保单上的联系邮箱已更新为 {V:em_zh}，如非本人操作请致电客服。
保全服务部
---
需要这个编织图解的姐妹私信我或者发邮件到 {V:em_qq}～
---
{zcity}初中数学家教，有意请联系 {V:em_zh}
---
在 {zdate}，{zn} <{V:em_zh}> 写道：
> 下周的接送排班还按原来的吗？
---
你好，我是{zn}，原账号登不上了，发票请发到 {V:em_qq}。
---
志愿者报名表：{zn} - {V:em_zh} - 周六班
---
会议纪要：{zn}负责发邮件给房东（{V:em_zh}）说热水器的事。
---
{zn}（{V:em_zh}）与您共享了文件夹“第三季度预算”
---
学生家长联系方式：{V:em_qq}（妈妈）
---
投稿请发至编辑部{zn}老师的邮箱：{V:em_zh}
---
#求职# 本人应届生，简历已更新，HR 们可联系 {V:em_qq}
---
回复：邮箱地址写错了，应该是 {V:em_zh}，不是之前那个。
---
失物招领：在{zcity}东站捡到一个钱包，失主请发邮件到 {V:em_zh} 说明特征。
---
这是我老公的邮箱 {V:em_us}，报名表上填这个就行。
"""

T["email", "mixed"] = r"""
Best regards,
{zn}
Senior PM | {zco}
Mobile: {ztel}
Email: {V:em_zh}
---
---------- Forwarded message ---------
From: {zn} <{V:em_zh}>
Date: {zdate}
Subject: 报销单
To: 财务部
---
我 leave 期间请发到 personal email {V:em_qq}，work 邮箱不看。
---
Auto-reply：我休假到 {zdate}，urgent 的事情请找 {fn}：{V:em_us}
---
出一个九成新的 {item}，{zprice}，有意者 email {V:em_gb}
---
在地铁上 lost 了一个黑色 backpack，拾到请联系 {V:em_zh}，必有重谢！
---
有人收不到 verification email 吗？我用 {V:em_plus} 注册了三次。
---
Wedding 请柬：请在 {zdate} 前 RSVP 到 {V:em_zh}
---
{zrating}，customer service 一般，最后 manager（{V:em_us}）帮我 refund 了。
---
To: {zn} <{zmail}>
Cc: {nm} <{V:em_us}>
Subject: Re: 租约续签
---
新 email 是 {V:em_gb}，麻烦 update 一下 mailing list。
---
帮我 save 一下 contact：{nm}，{V:em_us}
---
Dear {zn}，您 policy 上的 contact email 已更新为 {V:em_zh}，if this wasn't you 请联系我们。
---
需要 pattern 的可以 DM 我或者 email {V:em_qq}～
---
{zcity} IELTS 口语 tutor，contact：{V:em_gb}
---
On {date}, {zn} <{V:em_zh}> wrote:
> 下周 school run 的排班还按原来的吗？
---
Hi，我是 {zn}，old account 登不上了，invoice 请发到 {V:em_qq}。
---
Volunteer 报名：{zn} - {V:em_zh} - Saturday shift
---
Action item：{fn} email 房东（{V:em_gb}）说 boiler 的事。
---
{nm}（{V:em_us}）shared 了一个文件夹给你：“Q3 预算”
---
Parent contact 家长联系方式：{V:em_qq}（mum）
---
投稿 submission 请发到 {V:em_zh}，subject 写“投稿+姓名”。
---
#求职# 应届 CS graduate，resume 已更新，HR 可联系 {V:em_qq}
---
Sorry 邮箱写错了，应该是 {V:em_us}，不是之前那个。
---
在 {zcity} 东站 found 一个钱包，失主请 email {V:em_zh} 说明特征。
---
Zoom invite 已发到 {V:em_us}，如果不对请回复这封邮件。
"""

# ============================================================================ phone
T["phone", "en"] = r"""
Kind regards,

{nm}
{job}, {co}
Direct: {V:ph_us}
{usline}
---
Selling my {item}, {price}, call or text {V:ph_ukm}, collection only.
---
LOST CAT - grey tabby, answers to Miso, last seen near {city} park. Please call {V:ph_us2}.
---
I'm out of the office until {date}. If it's urgent, reach me on my mobile {V:ph_ukm}.
---
From: {nm}
Sent: {date}
To: Reception
Subject: Booking change

Please call me back on {V:ph_gb} to confirm the new date.
---
You're invited to a garden party at ours on {date}! RSVP to {fn} on {V:ph_us}.
---
My neighbour gave me her number, {V:ph_gb}, in case the parcel arrives - saving it here.
---
{rating} The installer was great, his mobile is {V:ph_ukm} if you want the same guy.
---
Dear {ttl} {ln},

We tried to reach you on {V:ph_gb} regarding your appointment but there was no answer.

Yours sincerely,
Patient Services
---
Emergency contact: {nm} (sister) - {V:ph_us}
---
You can reach me directly at {V:ph_us2}, that's my desk line.
---
Your SIM swap request for MSISDN {V:ph_msisdn} has been completed. If you did not request this, contact us immediately.
---
Join the street WhatsApp group: message {fn} on {V:ph_ukm} to be added.
---
Babysitter available weekends in {city}. Text {V:ph_us} for references.
---
New number! Please save {V:ph_ukm} and delete the old one. - {fn}
---
From: {nm} <{mail}>
To: Front Desk
Subject: Late arrival

Flight delayed, I'll arrive late. Mobile: {V:ph_gb}
---
Our {city} branch has a new manager, {nm}, who can be reached on {V:ph_us}.
---
Please text me at {V:ph_us2} when you're outside, the buzzer is broken.
---
My cousin's number in Shanghai is {V:ph_cnf}, she can pick you up from the airport.
---
--
{fn} {ln}
Mob: {V:ph_ukm}
Sent from Outlook for Android
---
Car for sale: 2014 Ford Focus, 68k miles, {price}. Phone {V:ph_gb}, no time wasters.
---
Found a wallet on the 42 bus - contact {V:ph_us2} with the name on the cards.
---
Voicemail transcript: "Hi, this is {fn} from the dental practice, please call me back on {V:ph_gb}. Thanks."
---
Reply from the tenant: the plumber came, his number is {V:ph_ukm} if you need him again.
---
Store this: dad's new mobile {V:ph_us}
---
Party at ours on Saturday! Can't find the place? Ring {V:ph_ukm}.
"""

T["phone", "zh"] = r"""
{zn}
{zjob}
{zco}
手机：{V:ph_cn}
地址：{zloc}
---
【转让】九成新{zitem}，{zprice}，{zcity}同城自提，电话 {V:ph_cnf}
---
寻猫启事：灰色狸花猫，{zdate}在家附近走失，有线索请联系 {V:ph_cn}，重谢！
---
您好，本人休假至{zdate}，如有急事请拨打我的手机 {V:ph_cn}。
---
发件人：{zn}
发送时间：{zdate}
收件人：前台
主题：预约变更

请回电 {V:ph_cnl} 确认新时间。
---
请柬
谨定于{zdate}举行婚礼，敬请光临。
联系人：{zn} {V:ph_cnf}
---
邻居留了电话 {V:ph_cn}，说快递到了可以帮忙收。
---
{zrating}，安装师傅很专业，电话 {V:ph_cn}，推荐。
---
尊敬的{zn}：
我们曾致电 {V:ph_cnl} 联系您预约事宜，未能接通，请回电。
客户服务中心
---
紧急联系人：{zn}（姐姐）{V:ph_cnf}
---
办公室座机 {V:ph_cnl}，有事打这个。
---
您好，号码 {V:ph_cn} 的补卡业务已办理完成，如非本人操作请立即联系营业厅。
---
加业主群请联系{zn}：{V:ph_cn}
---
{zcity}周末可帮忙带娃，有意请联系 {V:ph_cnf}
---
我换号了！新号码 {V:ph_cn}，旧号不用了。——{zn}
---
发件人：{zn}
收件人：前台
主题：晚到

航班延误，会晚到，手机 {V:ph_cnf}，请保留房间。
---
我们{zcity}分店新来的店长{zn}，电话 {V:ph_cnl}。
---
到楼下给我打电话 {V:ph_cn}，门铃坏了。
---
我表姐在伦敦的电话是 {V:ph_ukm}，需要接机可以找她。
---
——
{zn}
手机 {V:ph_cnf}
发自我的华为手机
---
出售二手车：2016 款大众朗逸，6 万公里，{zprice}。电话 {V:ph_cn}，非诚勿扰。
---
失物招领：公交 42 路上捡到钱包，请拨打 {V:ph_cn} 说明卡上姓名认领。
---
语音留言转文字：您好，我是牙科诊所的{zn}，麻烦回电 {V:ph_cnl}。
---
租客回复：水管工来过了，他的电话是 {V:ph_cn}，下次还可以找他。
---
存一下：我爸的新手机号 {V:ph_cnf}
---
周六家里聚餐，找不到路打我电话 {V:ph_cn}～
---
求扩散！#寻人# 家中老人走失，身穿蓝色外套，联系电话 {V:ph_cn}
"""

T["phone", "mixed"] = r"""
Kind regards,
{zn}
Sales Director | {zco}
Mobile：{V:ph_cnf}
---
出一个 {item}，{zprice}，call 或 text {V:ph_cn}
---
Lost cat！灰色 tabby，有线索请联系 {V:ph_cn}，thanks！
---
Out of office：休假到 {zdate}，urgent 请打我 mobile {V:ph_cnf}。
---
From: {zn}
To: Reception
Subject: Booking change

请 call back {V:ph_cnl} 确认新时间。
---
Wedding invitation 婚礼请柬：RSVP 请联系 {fn}，{V:ph_us}
---
邻居留了 number {V:ph_gb}，parcel 到了可以帮忙收。
---
{zrating}，installer 很专业，他的 mobile 是 {V:ph_ukm}。
---
Dear {zn}，我们试过打 {V:ph_cnl} 联系您 appointment 的事，没接通。
---
Emergency contact：{zn}（sister）{V:ph_cnf}
---
Desk line {V:ph_us2}，上班时间 call 我。
---
SIM swap 已完成，MSISDN {V:ph_msisdn}，如非本人操作请 contact us。
---
加 WhatsApp 群请 message {fn}：{V:ph_ukm}
---
{zcity} 周末 babysitter，有意 text {V:ph_cn}
---
New number！请 save {V:ph_cn}，旧号不用了。—— {zn}
---
Flight delayed，会晚到，mobile {V:ph_cnf}，please hold the room。
---
{zcity} 分店新 manager {zn}，电话 {V:ph_cnl}。
---
到楼下 text 我 {V:ph_us2}，buzzer 坏了。
---
My cousin 在上海，电话 {V:ph_cnf}，她可以 pick you up。
---
--
{zn}
Mob: {V:ph_cn}
Sent from my iPhone
---
Car for sale 二手车：2016 VW Lavida，6 万公里，{zprice}，phone {V:ph_cn}
---
在 42 路 bus 上 found 一个钱包，请 call {V:ph_cn} 认领。
---
Voicemail 转文字：Hi 我是诊所的 {zn}，please call back {V:ph_cnl}。
---
Plumber 的电话是 {V:ph_ukm}，下次 boiler 坏了再找他。
---
Save 一下：老爸的新 mobile {V:ph_cnf}
---
周六 party at ours！找不到路 ring {V:ph_ukm}。
"""

# ============================================================================ address
T["address", "en"] = r"""
Kind regards,
{nm}
{job}
{co}
{V:ad_usm}
---
Please join us for {fn}'s baby shower
{dow} {date}, in the afternoon
at {V:ad_us}, {uscity}
RSVP to {fn2}
---
Garage sale this weekend at {V:ad_us}, {uscity}. Furniture, toys, tools!
---
Found: small brown dog near {V:ad_gb2}, {ukcity}. Now safe with us, ring the vet to claim.
---
From: {nm}
Subject: new address

We've moved! Our new address is:
{V:ad_gbm}
---
While the office is closed, parcels should go to my home address, {V:ad_gb2}, {ukcity}.
---
{V:ad_gbm}

{date}

Dear Sir or Madam,

I am writing to complain about the repeated missed bin collections on our road.
---
{rating} The driver left my parcel at {V:ad_us} - that's the neighbour's house, not mine!
---
Noise question: the flat above me ({V:ad_gb2}) plays music all night. What are my options?
---
Hi {fn},

Could you send the signed contract to {V:ad_us}, {usline}?

Thanks,
{fn2}
---
Please update my delivery address to {V:ad_gb}, {ukcity}.
---
The reception will be held at our home:
{V:ad_usm}
---
Book club this month is at {fn}'s: {V:ad_gb2}, {ukcity}. Bring a snack.
---
Note for later: the user's mum lives at {V:ad_us}, {uscity}.
---
Congratulations to {nm} of {V:ad_gb2}, winner of our {mon} prize draw!
---
Ship to:
{nm}
{V:ad_usm}
---
Return address on the envelope: {V:ad_gb}, {ukcity}
---
Selling a sofa - collection only from {V:ad_gb2}, {ukcity}. {price}.
---
Subject: Keys

The spare keys are with the neighbour at {V:ad_us}, just knock.
---
Lost keys! If found please drop them at {V:ad_gb2} (blue door).
---
Party at mine on Saturday night! {V:ad_us}, {uscity} - bring a bottle.
---
Dear {ttl} {ln},

Your new debit card will be sent to {V:ad_gb}, {ukcity}. If you have moved, let us know.

Yours faithfully,
Card Services
---
Post in the street group: a parcel for {V:ad_gb2} was left with me, come and get it.
---
Invoice to:
{co}
FAO {nm}
{V:ad_gbm}
---
I live at {V:ad_us} now - update your address book!
---
Moving sale! Everything must go: {V:ad_usm}
Saturday from the morning, cash only.
---
Automatic reply: I'm working from home this month. Couriers can deliver to {V:ad_gb2}, {ukcity}.
"""

T["address", "zh"] = r"""
{zn}
{zjob}
{zco}
电话：{ztel}
地址：{V:ad_cnf}
---
谨定于{zdate}在寒舍设宴，地址：{V:ad_cnf}，恭候光临。
---
【转让】布艺沙发一套，{zprice}，限自提，地址：{zcity}{V:ad_cn}
---
拾到一只小狗，现暂养在{V:ad_cnf}，失主请联系。
---
发件人：{zn}
主题：新地址

我们搬家了！新地址：
{V:ad_cnf}
---
休假期间快递请寄到家里：{V:ad_cnf}，收件人{zn}。
---
致物业管理处：
本人住在{V:ad_cn}，楼上住户夜间噪音严重，多次沟通无果，特此反映。
---
{zrating}，快递员把包裹放到了{V:ad_cn}，那是邻居家不是我家！
---
请问{zcity}{V:ad_cn}附近有好的幼儿园吗？刚搬过来。
---
{zn}，合同签好后请寄到{V:ad_cnf}，谢谢。
---
请把我的收货地址改成{V:ad_cnf}。
---
婚宴在男方家中举行，地址：{V:ad_cnf}
---
本月读书会在{zn}家：{V:ad_cn}，记得带零食。
---
备忘：用户的母亲住在{V:ad_cnf}。
---
恭喜家住{V:ad_cn}的{zn}获得本月抽奖一等奖！
---
收货人：{zn}
电话：{ztel}
收货地址：{V:ad_cnf}
---
信封上的寄件地址：{V:ad_cnf}
---
出闲置沙发，只能自提：{zcity}{V:ad_cn}，{zprice}。
---
备用钥匙放在邻居家（{V:ad_cn}），急用可以去拿。
---
钥匙丢了！捡到请送到{V:ad_cn}，蓝色门。
---
周六来我家吃火锅！地址 {V:ad_cnf}
---
尊敬的{zn}：
您的新借记卡将邮寄至{V:ad_cnf}，如地址有变请及时告知。
银行卡中心
---
业主群：有一个寄到{V:ad_cn}的快递放我这了，来拿一下。
---
发票邮寄地址：{V:ad_cnf}
---
我现在住在{V:ad_cnf}，通讯录更新一下。
---
终于搬进新家啦🏠 {V:ad_cn}，欢迎来暖房～
"""

T["address", "mixed"] = r"""
Best regards,
{zn}
HR Manager | {zco}
地址：{V:ad_cnf}
---
Baby shower 邀请 {zdate} 下午，地址：{V:ad_cnf}
---
Garage sale 周末在 {V:ad_us}, {uscity}，家具玩具都有！
---
捡到一只 brown dog，在 {V:ad_gb2} 附近，{ukcity}，请失主联系。
---
From: {zn}
Subject: 新地址

We've moved！新地址：
{V:ad_cnf}
---
OOO 期间 parcel 请寄到家里：{V:ad_cnf}
---
{zrating}，delivery 小哥把包裹放到了 {V:ad_us}，那是邻居家！
---
楼上 {V:ad_gb2} 天天晚上 party，noise complaint 应该找谁？
---
Hi {fn}，signed contract 请寄到 {V:ad_us}, {usline}，thanks！
---
请把 delivery address 改成 {V:ad_cnf}。
---
Book club 这个月在 {zn} 家：{V:ad_cn}，bring snacks。
---
Note：用户妈妈住在 {V:ad_us}, {uscity}。
---
Ship to：
{zn}
{V:ad_cnf}
Tel: {ztel}
---
Return address 寄件地址：{V:ad_gb}, {ukcity}
---
出 sofa，自提 only：{V:ad_gb2}, {ukcity}，{price}
---
Spare keys 在邻居家 {V:ad_cn}，urgent 可以去拿。
---
周六 hotpot party 来我家！{V:ad_cnf}
---
Dear {zn}，您的新 debit card 将寄到 {V:ad_cnf}，if you have moved 请告知。
---
有个寄到 {V:ad_cn} 的 parcel 放我这了，来拿一下。
---
Invoice 邮寄地址：{V:ad_cnf}
---
我现在住在 {V:ad_us}，update 一下 address book。
---
Housewarming 🏠 新家地址：{V:ad_cnf}，欢迎来玩～
---
{V:ad_gbm}

{date}

Dear Sir，关于上次的 complaint，我再补充几点……
---
Keys lost！捡到请送到 {V:ad_cn}，蓝色门，thanks。
---
恭喜 {V:ad_gb2} 的 {nm} 赢得了本月 prize draw！
---
Please 把合同寄到 {V:ad_cnf}，收件人 {zn}。
"""

# ============================================================================ government_id
T["government_id", "en"] = r"""
Hi {fn},

For the payroll setup I still need to confirm your SSN. From your form I have {V:ssn} - is that right?

Thanks,
{nm}
HR
---
From: {nm}
To: Tax Prep
Subject: W-2 question

My social security number is {V:ssn_plain}, the form shows a typo.
---
Dear {ttl} {ln},

Thank you for your application. Please confirm your National Insurance number: {V:ni}

Yours sincerely,
Correspondence Team
---
New starter form: NI number {V:ni}, start date {date}.
---
Booking confirmed. Passport number on file: {V:pp_us}. Please check it matches your document.
---
Visa application notes: passport no. {V:pp_gb}, expires {date}.
---
The hotel in Chengdu asked for my colleague's resident ID number: {V:cnid}. Saving it for the group booking.
---
FOUND at {city} library: a passport, number {V:pp_cn}. Handed to the front desk.
---
Is it safe to email my SSN ({V:ssn}) to a landlord for a background check?
---
SSN: {V:ssn}
DOB: {date}
(from the client intake email)
---
I'm away until {date}. If payroll needs my NI number, it's {V:ni}.
---
{rating} The tax software auto-filled my SSN {V:ssn} into the wrong field.
---
The bank asked for ID so I emailed them my passport number {V:pp_gb} - hope that's fine.
---
RE: Your State Pension

National Insurance No: {V:ni}

Dear {ttl} {ln}, we are writing to confirm your forecast.
---
Social Security No. {V:ssn} - please keep it for the mortgage application.
---
Cc: {nm}
Subject: I-9 docs

Employee SSN {V:ssn}, passport copy to follow.
---
Dear {fn}, we received your visa paperwork. Your passport number ({V:pp_us}) has been recorded.
---
Enrolment form for the exchange student: Chinese ID card number {V:cnid}
---
Please remind me later: my daughter's SSN is {V:ssn_plain}.
---
My lost wallet had a card with my NI number {V:ni} on it - should I report that too?
---
Text from mum: your social is {V:ssn}, don't lose it again!
---
P45 details: NINO {V:ni}, tax code 1257L
---
Online check-in needs the passport: {V:pp_us}, expiry {date}.
---
Forwarded: the travel agent needs my wife's Chinese passport number, {V:pp_cn}, for the tour group.
---
The job portal asked for my SSN ({V:ssn}) before a first interview - is that normal?
---
Visitor pass request: resident identity card no. {V:cnid}
"""

T["government_id", "zh"] = r"""
{zn}您好：
入职手续还需要核对您的身份证号，表格上写的是 {V:cnid}，请确认。
人力资源部
---
发件人：{zn}
主题：个税申报

我的身份证号码是{V:cnid}，系统显示有误。
---
酒店登记需要同事的身份证号：{V:cnid}，团队预订用。
---
寻物启事：本人不慎遗失身份证一张，号码{V:cnid}，拾到者请联系，重谢！
---
护照号 {V:pp_cn}，有效期至{zdate}，签证材料里要填。
---
{zrating}，报税软件把我的身份证号 {V:cnid} 填错了栏位。
---
论坛提问：把身份证号（{V:cnid}）发给房东做背景调查安全吗？
---
身份证：{V:cnid}
出生日期：{zdate}
（客户资料邮件）
---
自动回复：本人休假中。如财务需要我的身份证号，是{V:cnid}。
---
银行要求提供证件，我把护照号码 {V:pp_cn} 发邮件过去了，应该没问题吧？
---
尊敬的{zn}：
您的社保卡申领已受理，公民身份号码：{V:cnid}。
社保服务中心
---
备忘：孩子的身份证号 {V:cnid}
---
抄送：{zn}
主题：入职材料

员工身份证号 {V:cnid}，护照稍后补。
---
报名表：证件类型 身份证，证件号码 {V:cnid}
---
妈妈发微信：你的身份证号是 {V:cnid}，别再忘了！
---
值机需要护照号：{V:pp_cn}
---
旅行社要我老婆的护照号 {V:pp_cn}，组团用。
---
英国同事的 National Insurance 号码是 {V:ni}，工资单上要填。
---
美国客户的社会安全号码：{V:ssn}，报税用。
---
拾到钱包一个，内有身份证（号码{V:cnid}），请失主到门卫室认领。
---
访客登记：身份证号 {V:cnid}
---
朋友圈：护照终于下来了，护照号 {V:pp_cn}，下个月出发！
---
面试官让我在邮件里提供身份证号{V:cnid}，这正常吗？
---
房屋租赁合同
承租方：{zn}
身份证号：{V:cnid}
---
快递实名认证用的身份证号：{V:cnid}
---
考试报名确认：准考证已生成，考生身份证号 {V:cnid}。
"""

T["government_id", "mixed"] = r"""
Hi {zn}，payroll setup 需要你的 SSN，表格上是 {V:ssn}，please confirm。
---
我的身份证号码是 {V:cnid}，tax system 显示有误。
---
Hotel check-in 需要同事的 resident ID：{V:cnid}
---
Lost：身份证一张，号码 {V:cnid}，found 请联系！
---
Passport No. {V:pp_cn}，expiry {zdate}，visa 材料里要填。
---
{zrating}，tax software 把我的 SSN {V:ssn} 填错了 field。
---
把 SSN（{V:ssn}）email 给 landlord 做 background check 安全吗？
---
ID card：{V:cnid}
DOB：{zdate}
（来自 client intake email）
---
OOO：休假中，如 payroll 需要我的 NI number：{V:ni}。
---
Bank 要 ID，我把 passport number {V:pp_gb} email 过去了。
---
Dear {zn}，您的社保申请已受理，公民身份号码 {V:cnid}。
---
Reminder：孩子的 SSN 是 {V:ssn_plain}
---
Cc: {zn}
Subject: 入职材料

Employee ID card {V:cnid}，passport 稍后补。
---
Enrolment form 报名表：证件号码 {V:cnid}
---
Mum 发微信：你的 social 是 {V:ssn}，别再忘了！
---
Check-in 需要 passport：{V:pp_us}
---
Travel agent 要我老婆的护照号 {V:pp_cn}，tour group 用。
---
P45 信息：NINO {V:ni}，tax code 1257L
---
US client 的 SSN：{V:ssn}，报税用。
---
Found 一个钱包，里面有身份证（{V:cnid}），请到 reception 认领。
---
Visitor pass 登记：身份证号 {V:cnid}
---
面试 HR 让我 email 身份证号 {V:cnid}，is this normal？
---
Tenancy agreement 承租方：{zn}，ID No. {V:cnid}
---
New starter form 入职表：NI number {V:ni}，start date {date}
---
UK passport no. {V:pp_gb}，expires {date}，签证要用。
---
身份证 verification：{V:cnid}，快递实名用。
"""

# ============================================================================ financial
T["financial", "en"] = r"""
Hi {fn},

Please pay the deposit to my account:
Sort code 20-{num}-{num2}
Account number {V:acct_uk}

Thanks,
{fn2}
---
Payment details
IBAN: {V:iban}
BIC: NWBKGB2L
Reference: INV-{big}
---
From: {nm}
Subject: refund

Please refund to my card {V:card}, the order was cancelled.
---
For direct deposit: routing number {V:aba}; the account number follows in a separate email.
---
Account no. {V:acct} at Chase - put it on the invoice.
---
Bank account (BBAN): {V:bban}
---
Someone charged my card {V:card} in another country. What do I do first?
---
Selling concert tickets, {price} each, bank transfer to IBAN {V:iban} and I'll email the PDFs.
---
Card number: {V:card}
Expiry: 0{n}/2{n2}
CVV on the back
---
{rating} The checkout sent my full card number {V:card} in the confirmation email. Yikes.
---
Dear {ttl} {ln},

Your direct debit from account {V:acct_uk} has been set up.

Yours sincerely,
Customer Accounts
---
Wedding gift list: if you would rather give money, our IBAN is {V:iban}. Thank you!
---
I'm away until {date}. Please pay my travel expenses to {V:iban} as usual.
---
Pay me back for the tickets: acct {V:acct_uk}, sort 04-00-04
---
Card for the subscription: {V:card} (the Visa, not the Amex)
---
Dad's savings account number is {V:acct}, the routing number is on the cheque.
---
Save this: my UnionPay card {V:unionpay} for paying tuition in China.
---
From: Payroll
Subject: direct deposit

We have routing # {V:aba} on file; please confirm the account.
---
Club membership renewal - pay by card: {V:card}, charged annually.
---
Nanny payroll: pay into account number {V:acct}, ABA on the form.
---
IBAN for the rent: {V:iban} (landlord {nm})
---
The refund will go back to card {V:card} within 5 working days.
---
Charity raffle: pay the entry fee to account {V:acct_uk}, reference your name.
---
Can you remember my Amex? {V:card}
---
My bank froze account {V:acct} after a large transfer. How long does a review usually take?
---
Lost: debit card {V:card}. Already cancelled, but if you find it please shred it.
"""

T["financial", "zh"] = r"""
{zs}总您好：
定金请转至以下账户：
开户行：招商银行{zcity}分行
户名：{zn}
账号：{V:unionpay}
谢谢！
---
付款信息
IBAN：{V:iban}
BIC：BKCHCNBJ
备注：发票号 {big}
---
订单取消了，请退款到我的卡 {V:unionpay}。
---
美国同事的 routing number（ABA）是 {V:aba}，工资直接入账用。
---
工资卡号：{V:unionpay}，{zn}让我记一下。
---
求助：我的信用卡 {V:card} 在国外被盗刷了，第一步该做什么？
---
二手转让演唱会门票，{zprice}一张，转账到 {V:unionpay}，收到后发电子票。
---
卡号：{V:card}
有效期：0{n}/2{n2}
安全码在背面
---
{zrating}，结账页面竟然在确认邮件里显示我的完整卡号 {V:card}，太不安全了。
---
尊敬的{zn}：
您的代扣业务已开通，扣款账号 {V:acct_cn}。
客户服务部
---
婚礼礼金也可以转账：{V:unionpay}（建设银行，户名{zn}）
---
报销款请打到我的银行卡 {V:unionpay}，开户行工商银行。
---
还你演唱会门票的钱：账号 {V:acct_cn}，户名{zn}。
---
订阅用的卡：{V:card}（Visa 那张，不是万事达）
---
我爸的储蓄账户是 {V:acct_cn}，存折在抽屉里。
---
学费转账用的银联卡：{V:unionpay}
---
发件人：财务部
主题：工资代发

系统里登记的账号为 {V:acct_cn}，请核对。
---
会员续费，扣款卡号：{V:card}，每年自动扣费。
---
保姆工资打到这个账户：{V:unionpay}
---
房租转到房东的卡：{V:unionpay}（户名{zn}）
---
退款将在 5 个工作日内退回卡号 {V:unionpay}。
---
慈善义卖：请转 50 元到账户 {V:acct_cn}，备注姓名。
---
帮我记住我的信用卡号 {V:card}
---
论坛：大额转账后银行冻结了我的账户 {V:acct_cn}，审核要多久？
---
遗失声明：本人遗失借记卡一张，卡号{V:unionpay}，已挂失。
---
英国房东的 IBAN 是 {V:iban}，押金转这里。
"""

T["financial", "mixed"] = r"""
Hi {zs}总，deposit 请转到 account：{V:unionpay}（招商银行），thanks！
---
Payment details：IBAN {V:iban}，BIC NWBKGB2L，reference 写发票号。
---
Order cancel 了，请 refund 到我的卡 {V:card}。
---
Routing number（ABA）{V:aba}，direct deposit 用。
---
工资卡 account no. {V:acct_cn}
---
我的 credit card {V:card} 在国外被 charge 了，what should I do？
---
转让 concert tickets，{zprice} 一张，bank transfer 到 {V:unionpay}。
---
Card number 卡号：{V:card}
Expiry：0{n}/2{n2}，CVV 在背面
---
{zrating}，checkout 邮件里居然显示完整 card number {V:card}，yikes。
---
Dear {zn}，您的 direct debit 已开通，account {V:acct_uk}。
---
Wedding gift 也可以转账：IBAN {V:iban}，thank you！
---
Expenses 请打到我的 bank card {V:unionpay}。
---
还你 tickets 的钱：acct {V:acct_uk}，sort 04-00-04
---
Subscription 用的卡：{V:card}（Visa 那张）
---
老爸的 savings account 是 {V:acct}，routing 在支票上。
---
Tuition 用的 UnionPay 卡：{V:unionpay}
---
From: Payroll
Subject: 工资代发

Account on file：{V:acct_cn}，请 confirm。
---
Membership renewal，扣款 card：{V:card}
---
Nanny 工资打到 account {V:acct}，ABA 在表格上。
---
Rent 转到 landlord 的 IBAN：{V:iban}
---
Refund 会在 5 个工作日内退回 card {V:card}。
---
Charity raffle：转 £5 到 account {V:acct_uk}，reference 写名字。
---
帮我 remember 一下 Amex：{V:card}
---
大额 transfer 后银行 freeze 了我的 account {V:acct}，review 要多久？
---
Lost debit card {V:unionpay}，已挂失，found 请 shred。
---
BBAN：{V:bban}，IBAN 稍后补。
"""

# ============================================================================ person_name
T["person_name", "en"] = r"""
Hi team,

Please welcome {V:pn_en}, who joins us as {job} on {date}.

Best,
{fn}
---
Warm regards,

{V:pn_f}
{job}
{co}
{tel}
---
From: {V:pn_en} <{mail}>
Sent: {date}
To: Team
Subject: Offsite
---
Hello! my name is {V:pn_m} and I'm looking for a flatmate in {city}.
---
I am currently out of the office with limited access to email. For urgent matters, please contact {V:pn_en} at reception.
---
Together with their families
{V:pn_f}
and
{nm}
request the pleasure of your company
---
FOUND: a library card belonging to {V:pn_mid} near the bus stop. Message me to collect.
---
{rating} Our waiter {V:pn_en} was fantastic and remembered everyone's order.
---
My landlord {V:pn_m} refuses to return the deposit. What are my options?
---
Staff spotlight: this month we celebrate {V:pn_f}, who has been with the {city} team for {n} years.
---
Dear Dr {V:pn_en},

Thank you for your referral letter.
---
To: "{V:pn_en}" <{mail}>
Cc: accounts
Subject: Overdue invoice
---
Congrats to {V:pn_f} on running her first marathon! So proud.
---
Please add {V:pn_en} to the school pickup list.
---
In the meeting, {V:pn_m} agreed to take over the budget review.
---
Selling a {item} on behalf of my neighbour {V:pn_en}. {price}, collection only.
---
Our supplier contact in Shenzhen is {V:pn_rom}, very responsive on email.
---
Letter of recommendation

To whom it may concern,

I am pleased to recommend {V:pn_mid}, who worked with me for three years.
---
Invitation: {V:pn_en}'s retirement party, Friday afternoon, in the office canteen.
---
Note: the user's mother-in-law is called {V:pn_f}.
---
The family of {V:pn_m} thanks everyone for the kind messages and flowers.
---
Sent on behalf of {V:pn_en}

Please find attached the agenda for the AGM.
---
Is {V:pn_en} still coaching the under-12s? My son loved those sessions.
---
Thanks to {V:pn_rom} for translating the Chinese brochure so quickly.
---
Babysitter recommendation: {V:pn_f}, very reliable and great with toddlers.
---
Signed,
{V:pn_m}
Treasurer, {city} Allotment Society
"""

T["person_name", "zh"] = r"""
各位同事：
欢迎{V:pn_zh}加入市场部，担任{zjob}。
人力资源部
---
顺颂商祺

{V:pn_zh}
{zjob}
{zco}
电话：{ztel}
---
发件人：{V:pn_zh} <{zmail}>
发送时间：{zdate}
主题：团建安排
---
大家好，我叫{V:pn_zh}，在{zcity}找室友。
---
您好，我目前休假中，紧急事务请联系{V:pn_zh}。
---
谨定于{zdate}为{V:pn_zhm}先生与{zn}女士举行结婚典礼，敬请光临。
---
拾到学生卡一张，姓名{V:pn_zh}，请到保安室认领。
---
{zrating}，服务员{V:pn_zhf}态度特别好，还记得我们的口味。
---
房东{V:pn_zhm}一直不退押金，我该怎么办？
---
员工风采：本月人物{V:pn_zhf}，已在{zcity}分公司工作{n}年。
---
尊敬的{V:pn_zhm}先生：
感谢您的来信，我们已收到您的建议。
---
收件人：{V:pn_zh}
抄送：财务部
主题：逾期发票
---
恭喜{V:pn_zhf}跑完人生第一个全马！为你骄傲
---
请把{V:pn_zh}加到接孩子的名单里。
---
会上{V:pn_zhm}同意接手预算审核。
---
帮邻居{V:pn_zh}转让{zitem}，{zprice}。
---
感谢客服{V:pn_zhf}耐心帮我解决了问题！#好评#
---
推荐信
兹推荐{V:pn_zh}同志，该同志在我单位工作三年，表现优秀。
---
{V:pn_zh}退休欢送会定于周五下午在食堂举行。
---
备注：用户的婆婆叫{V:pn_zhf}。
---
{V:pn_zhm}先生家属感谢各位亲友的慰问。
---
代{V:pn_zh}发送：附件为会议议程。
---
请问{V:pn_zhf}老师还在带少儿班吗？孩子很喜欢她。
---
联系人：{V:pn_zh}
电话：{ztel}
---
推荐一个保姆：{V:pn_zhf}阿姨，人很靠谱。
---
落款：{V:pn_zh}
{zcity}某小区业主委员会
---
我叫{V:pn_zh}，是新来的实习生，请多关照。
"""

T["person_name", "mixed"] = r"""
Hi all，欢迎 {V:pn_zh} join 我们 team，担任 PM。
---
Best regards,
{V:pn_zh}
{zjob} | {zco}
---
From: {V:pn_rom} <{zmail}>
Subject: 团建安排
---
Hi，my name is {V:pn_en}，在 {zcity} 找 flatmate。
---
OOO：我在休假，urgent 的事请联系 {V:pn_zh}。
---
Wedding 请柬：{V:pn_en} & {zn} 诚邀您参加婚礼。
---
Found 一张学生卡，名字是 {V:pn_zh}，请到保安室认领。
---
{zrating}，waiter {V:pn_en} 服务超好。
---
房东 {V:pn_zhm} 不退 deposit，怎么办？
---
Staff spotlight：本月人物 {V:pn_zhf}，在 {zcity} office 工作 {n} 年。
---
Dear {V:pn_en}，感谢您的 referral。
---
To: {V:pn_zh}
Cc: accounts
Subject: 逾期 invoice
---
Congrats {V:pn_zhf} 跑完第一个 marathon！
---
请把 {V:pn_en} 加到 school pickup list。
---
Meeting 上 {V:pn_zhm} 同意接手 budget review。
---
帮邻居 {V:pn_en} 卖 {item}，{price}。
---
我们在深圳的 supplier contact 是 {V:pn_rom}，回邮件很快。
---
Recommendation letter：兹推荐 {V:pn_zh}，she worked with me for three years。
---
{V:pn_en} 的 retirement party 周五下午在 canteen。
---
Note：用户的 mother-in-law 叫 {V:pn_zhf}。
---
Sent on behalf of {V:pn_zh}：附件是 agenda。
---
{V:pn_en} 还在带 under-12 的训练吗？
---
Thanks {V:pn_rom} 帮忙翻译 brochure！
---
Babysitter 推荐：{V:pn_zhf}，very reliable。
---
联系人 contact person：{V:pn_zh}，电话 {ztel}
---
Hi everyone，我叫 {V:pn_zh}，new intern，请多关照！
"""

# ============================================================================ username
T["username", "en"] = r"""
Hi {fn},

Thanks for the shout-out! My Instagram is {V:at} if you want to tag me in the photos.

{fn2}
---
Your account has been created.
Username: {V:un}
You can sign in at https://portal.{dom}/login
---
Posted by {V:un} · {n}h ago

Does anyone know a good mechanic in {city}?
---
Comment from {V:at}: totally agree, the new update broke my sync too.
---
From: Support
Subject: Password reset

A reset was requested for the login {V:un}. If this wasn't you, ignore this email.
---
Twitter handle for the speaker bio: {V:at}
---
Thanks u/{V:un} for the tip about the boiler pressure!
---
Selling my {item}, DM {V:at} on Instagram.
---
Found a phone at the library; the lock screen shows Discord user {V:un}. Ask at the desk.
---
I'm away until {date}. On Slack, ping {V:at} instead.
---
{rating} reviewed by {V:un}: great fit, true to size.
---
Party at ours! Tag {V:at} in the photos so we can find them later.
---
GitHub: {V:un} - that's me, feel free to add me to the repo.
---
My gamer tag is {V:un} on Xbox, add me.
---
Newsletter: congratulations to this month's photo winner, {V:at}!
---
Please store: my Steam username is {V:un}.
---
New follower: {V:at} started following you.
---
Hi {fn}, my Skype name is {V:un} if you'd prefer a video call.
---
Our contractor's Telegram is {V:at}.
---
Your username was changed to {V:un}. If this wasn't you, contact support.
---
Mentioned by {V:at} in a comment: "who else is going to the fair?"
---
{nm}
{job}
Twitter: {V:at}
---
Quote from {V:un}: the firmware fix worked for me after a reboot.
---
My TikTok is {V:at}, follow for more sourdough videos!
---
Login for the kids' maths app: user {V:un} (password in the other note).
---
The seller on eBay, {V:un}, never shipped the item.
"""

T["username", "zh"] = r"""
感谢{V:at_nick} 的推荐，这家店真的好吃！
---
您的账号已创建
用户名：{V:un_zh}
请登录 https://portal.{dom}/login
---
楼主：{V:un_zh}
发表于 {zdate}
{zcity}哪里有靠谱的修车师傅？
---
评论 {V:at_zh}：同意，新版本同步也坏了。
---
发件人：客服
主题：密码重置

账号 {V:un_zh} 申请了密码重置，如非本人操作请忽略。
---
嘉宾介绍里的微博账号：{V:at_nick}
---
二手转让{zitem}，有意私信小红书 {V:at_zh}
---
拾到手机一部，锁屏显示微信号 {V:un_zh}，请失主联系。
---
自动回复：本人休假至{zdate}，钉钉上请找 {V:at_zh}。
---
{zrating}  买家 {V:un_zh} 评价：尺码标准，面料不错。
---
我的 GitHub 账号是 {V:un}，把我加到仓库吧。
---
Steam 用户名：{V:un}，加我好友一起玩。
---
新粉丝：{V:at_nick} 关注了你
---
我的微信号是 {V:un_zh}，加我时备注一下。
---
装修师傅的微信：{V:un_zh}
---
账号名已修改为 {V:un_zh}，如非本人操作请联系客服。
---
{V:at_nick} 在评论中提到了你：周末谁去逛庙会？
---
签名档
{zn}
微博：{V:at_nick}
---
引用 {V:un_zh} 的回复：固件更新之后就好了。
---
抖音号 {V:un_zh}，关注我看更多烘焙视频～
---
孩子数学 App 的登录账号：{V:un_zh}（密码另记）
---
闲鱼卖家 {V:un_zh} 收钱不发货，大家注意！
---
恭喜本月摄影大赛获奖者 {V:at_nick} ！
---
登录名：{V:un_zh}
部门：{zjob}
---
B站 UP 主 {V:at_zh} 的教程很好懂，推荐。
---
QQ 群里 {V:un_zh} 说周末有活动。
"""

T["username", "mixed"] = r"""
Hi {zn}，我的 Instagram 是 {V:at}，photo 记得 tag 我～
---
Account 已创建
Username：{V:un_zh}
请在 portal 登录。
---
Posted by {V:un_zh}：{zcity} 哪里有靠谱的 mechanic？
---
Comment from {V:at_zh}：同意，新 update 把 sync 搞坏了。
---
Password reset 请求来自 login {V:un}，如非本人请忽略。
---
Speaker bio 里的 Twitter：{V:at}
---
Thanks u/{V:un} 关于 boiler pressure 的 tip！
---
出 {item}，DM 小红书 {V:at_zh}
---
捡到一部手机，lock screen 显示 Discord user {V:un}，请联系。
---
OOO：休假到 {zdate}，Slack 上请 ping {V:at}。
---
{rating} reviewed by {V:un_zh}：尺码标准，true to size。
---
GitHub：{V:un}，add 我到 repo 吧。
---
Xbox gamer tag：{V:un}，加我！
---
本月 photo contest 冠军：{V:at_nick} ，congrats！
---
Steam username 是 {V:un}，记一下。
---
New follower：{V:at_zh} 关注了你
---
我的微信 ID 是 {V:un_zh}，add 的时候备注一下。
---
Contractor 的 Telegram 是 {V:at}。
---
Username 已改为 {V:un_zh}，if this wasn't you 请联系客服。
---
{V:at_nick} 在 comment 里 mention 了你：周末谁去 fair？
---
Signature：
{zn}
Weibo: {V:at_nick}
---
Quote {V:un_zh}：firmware 更新之后就好了。
---
抖音 TikTok 号 {V:un_zh}，follow 看更多 sourdough 视频～
---
Kids maths app 登录账号：{V:un}（password 另记）
---
eBay seller {V:un} 收钱不发货，大家 careful！
---
B站 UP 主 {V:at_zh} 的 tutorial 很好懂。
"""

# ============================================================================ home_path
T["home_path", "en"] = r"""
Hi {fn},

The report is saved at {V:hp_win}\Documents\Reports\Q3_final.xlsx on my laptop; I'll upload it tomorrow.

{fn2}
---
Python can't find my module: ModuleNotFoundError when running {V:hp_linux}/projects/scraper/main.py. Any ideas?
---
Error report from the user's email:
  File "{V:hp_mac}/Library/Application Support/Notes/db.py", line 42
---
While I'm away, the templates are in {V:hp_win}\OneDrive\Templates - ask IT for access.
---
{rating} The installer dumped 4 GB into {V:hp_win}\AppData\Local\Temp and never cleaned up.
---
Backup script log: rsync -a {V:hp_linux}/Pictures/ /mnt/nas/photos/ finished with errors.
---
Please save the wedding photos to {V:hp_mac}/Pictures/Wedding before wiping the old Mac.
---
From: {nm}
Subject: config

Edit {V:hp_linux}/.config/app/settings.toml and set debug = false.
---
Where does Steam keep saves? Mine are under {V:hp_win}\Documents\My Games.
---
Tip from the IT newsletter: clear out {V:hp_mac}/Library/Caches to free up space.
---
Crash log attached: {V:hp_mac}/Desktop/crash-{num}.log
---
The PDF is at {V:hp_win}\Downloads\invoice_{big}.pdf if you can't find the email.
---
Traceback (most recent call last):
  File "{V:hp_linux}/venv/lib/python3.12/site-packages/requests/api.py", line 59, in request
---
git clone into {V:hp_linux}/code failed with permission denied - help?
---
Saved the CV as {V:hp_mac}/Documents/CV_{yr}.docx
---
The Outlook archive lives in {V:hp_win}\AppData\Local\Microsoft\Outlook\archive.pst.
---
Note: the user's dotfiles are in {V:hp_linux}/dotfiles, synced from GitHub.
---
Can't open {V:hp_mac}/Music/iTunes/iTunes Library.itl after the update.
---
VS Code says the workspace {V:hp_win}\source\repos\shop is untrusted.
---
Copy the SSH key from {V:hp_linux}/.ssh/id_ed25519.pub to the server.
---
Screenshots go to {V:hp_mac}/Desktop by default; you can change it in the Screenshot app.
---
The game mod folder: {V:hp_win}\AppData\Roaming\.minecraft\mods
---
cron entry: {V:hp_linux}/bin/backup.sh >> /var/log/backup.log
---
Jupyter keeps opening in {V:hp_mac}/Downloads instead of the project folder.
---
The scanner saves to {V:hp_win}\Pictures\Scans - change it to the shared drive.
---
Found my old thesis in {V:hp_linux}/Documents/thesis/final_v7.tex, phew.
"""

T["home_path", "zh"] = r"""
{zs}工：
报表在我电脑上 {V:hp_win}\Documents\报表\三季度.xlsx，明天上传。
---
求助：运行 {V:hp_linux}/projects/spider/main.py 报 ModuleNotFoundError，怎么办？
---
用户邮件里的报错：
File "{V:hp_mac}/Library/Application Support/Notes/db.py", line 42
---
休假期间模板在 {V:hp_win}\OneDrive\模板 里。
---
{zrating}，安装程序往 {V:hp_win}\AppData\Local\Temp 塞了 4 个 G 还不清理。
---
备份日志：rsync -a {V:hp_linux}/Pictures/ /mnt/nas/photos/ 有报错。
---
旧 Mac 格式化前，把婚纱照存到 {V:hp_mac}/Pictures/婚纱照。
---
发件人：{zn}
主题：配置

改一下 {V:hp_linux}/.config/app/settings.toml，把 debug 设成 false。
---
游戏存档在 {V:hp_winzh}\Documents\My Games 下面。
---
崩溃日志：{V:hp_mac}/Desktop/crash-{num}.log
---
发票 PDF 在 {V:hp_winzh}\Downloads\发票_{big}.pdf，邮件找不到就看这里。
---
Traceback (most recent call last):
  File "{V:hp_linux}/venv/lib/python3.12/site-packages/requests/api.py", line 59
求助这是什么错？
---
git clone 到 {V:hp_linux}/code 提示权限不够。
---
简历存为 {V:hp_mac}/Documents/简历_{yr}.docx
---
Outlook 归档在 {V:hp_winzh}\AppData\Local\Microsoft\Outlook\archive.pst
---
备注：用户的配置文件在 {V:hp_linux}/dotfiles。
---
升级后打不开 {V:hp_mac}/Music/网易云音乐 下的歌。
---
VS Code 提示工作区 {V:hp_win}\source\repos\shop 不受信任。
---
把 {V:hp_linux}/.ssh/id_ed25519.pub 的公钥复制到服务器上。
---
截图默认保存到 {V:hp_mac}/Desktop。
---
模组文件夹：{V:hp_winzh}\AppData\Roaming\.minecraft\mods
---
微信聊天文件默认在 {V:hp_winzh}\Documents\WeChat Files 里，占了 30 个 G。
---
扫描仪保存到 {V:hp_win}\Pictures\Scans，改成共享盘吧。
---
找到了我的毕业论文：{V:hp_linux}/Documents/thesis/final_v7.tex
---
论坛提问：{V:hp_win}\AppData\Roaming\npm 里的包怎么删干净？
---
钉钉下载的文件在 {V:hp_winzh}\Documents\DingDing\download。
"""

T["home_path", "mixed"] = r"""
Hi {zs}工，report 在 {V:hp_win}\Documents\Reports\Q3.xlsx，明天 upload。
---
运行 {V:hp_linux}/projects/scraper/main.py 报 ModuleNotFoundError，help！
---
Error log 报错：File "{V:hp_mac}/Library/Application Support/Notes/db.py", line 42
---
OOO 期间 templates 在 {V:hp_win}\OneDrive\Templates。
---
{zrating}，installer 往 {V:hp_win}\AppData\Local\Temp 塞了 4GB。
---
Backup log：rsync -a {V:hp_linux}/Pictures/ /mnt/nas/ 有 error。
---
Wipe 旧 Mac 之前把照片存到 {V:hp_mac}/Pictures/Wedding。
---
改一下 {V:hp_linux}/.config/app/settings.toml，set debug = false。
---
Steam saves 在 {V:hp_winzh}\Documents\My Games 下面。
---
Crash log：{V:hp_mac}/Desktop/crash-{num}.log，请帮忙看看。
---
Invoice PDF 在 {V:hp_win}\Downloads\invoice_{big}.pdf
---
Traceback：File "{V:hp_linux}/venv/lib/python3.12/site-packages/requests/api.py"，这个 error 怎么解决？
---
git clone 到 {V:hp_linux}/code 显示 permission denied。
---
CV 存成了 {V:hp_mac}/Documents/CV_{yr}.docx
---
Outlook archive 在 {V:hp_winzh}\AppData\Local\Microsoft\Outlook。
---
Note：dotfiles 在 {V:hp_linux}/dotfiles，和 GitHub 同步。
---
Update 后打不开 {V:hp_mac}/Music/iTunes 了。
---
VS Code 说 workspace {V:hp_win}\source\repos\shop untrusted。
---
把 {V:hp_linux}/.ssh/id_ed25519.pub copy 到 server 上。
---
Screenshots 默认存到 {V:hp_mac}/Desktop。
---
Minecraft mods folder 在：{V:hp_winzh}\AppData\Roaming\.minecraft\mods
---
WeChat Files 在 {V:hp_winzh}\Documents\WeChat Files，占了 30GB。
---
Scanner 默认存到 {V:hp_win}\Pictures\Scans。
---
Thesis 找到了：{V:hp_linux}/Documents/thesis/final_v7.tex，phew。
---
npm global packages 在 {V:hp_win}\AppData\Roaming\npm，怎么删干净？
---
Jupyter 总是在 {V:hp_mac}/Downloads 打开，不是 project folder。
"""

# ============================================================================ schedule
T["schedule", "en"] = r"""
Hi {fn},

Just so you know, I do the school run every morning and can't take calls before {V:am}.

Thanks,
{fn2}
---
Out of office: I'm on compressed hours this month and log off at {V:aft} every day.
---
My alarm goes off at {V:am} every weekday, ugh.
---
Forum question: my baby wakes at {V:am} every single day. Is that normal at 8 months?
---
Dog walker note: Biscuit needs walking at {V:aft} each day, the lead is by the door.
---
I take my blood pressure pills at {V:pm} every night - remind me if I forget.
---
Gym routine: weights Mon/Wed/Fri at {V:am}, swimming on Sundays.
---
The kids' bedtime is {V:pm} on school nights, no exceptions.
---
--
My working hours may not be yours. I usually start at {V:am} and finish early, so please don't expect a reply in the evening.
---
Post: 100 days of waking up at {V:am}. Here's what changed.
---
Reminder for the assistant: the user meditates daily at {V:am}.
---
Grandma calls every Sunday at {V:aft}, so keep the line free.
---
I pick up my daughter from ballet at {V:aft} on Thursdays.
---
Every evening at {V:pm} I go for a run along the canal.
---
Family news: Dad now walks the dog at {V:am} every day, rain or shine.
---
My shift starts at {V:am}, so I leave the house early.
---
Please don't call after {V:pm}, the baby is asleep by then.
---
Tutoring is every Wednesday at {V:aft}, online.
---
I feed the cats at {V:am} and again in the evening.
---
Standing booking: tennis with {fn} every Saturday at {V:am}.
---
Daily reminder "vitamins" set for {V:raw} in the phone app.
---
My commute: I catch the same train at {V:am} every day.
---
Choir practice is every Thursday at {V:pm}; I never miss it.
---
I'm usually offline from {V:pm} onwards, so text if it's urgent.
---
I go to bed at {V:pm} most nights and wake up without an alarm.
---
Our cleaner comes every Tuesday at {V:am}, leave the spare key out.
"""

T["schedule", "zh"] = r"""
{zs}总您好：
我每天早上送孩子上学，{V:zam}之前不方便接电话。
{zn}
---
自动回复：本月我弹性工作，每天{V:zpm}以后不看邮件。
---
每个工作日的闹钟都定在{V:zam}，好痛苦。
---
论坛提问：宝宝 8 个月，每天{V:zam}就醒，正常吗？
---
遛狗阿姨请注意：豆豆每天{V:zaft}需要出门，牵引绳在门口。
---
我每天{V:zpm}吃降压药，忘了提醒我。
---
健身计划：一三五{V:zam}练力量，周日游泳。
---
孩子上学期间{V:zpm}必须睡觉。
---
备忘：用户每天{V:zam}冥想。
---
打卡：坚持{V:zam}起床第 100 天！
---
奶奶每周日{V:zaft}打电话来，别占线。
---
每周四{V:zaft}接女儿下舞蹈课。
---
我每天{V:zpm}沿河边跑步。
---
我{V:zam}上班，所以出门很早。
---
{V:zpm}以后别给我打电话，孩子睡了。
---
每周三{V:zaft}上网课辅导。
---
我每天{V:zam}喂猫，晚上再喂一次。
---
固定安排：每周六{V:zam}和{zn}打羽毛球。
---
提醒 App：每日提醒“吃维生素”，时间 {V:raw}
---
每天{V:zam}坐地铁通勤。
---
合唱团每周四{V:zpm}排练，我从不缺席。
---
我一般{V:zpm}睡觉，不用闹钟也能醒。
---
每天{V:zam}准时去公园打太极，风雨无阻。
---
保洁阿姨每周二{V:zam}来，记得把备用钥匙放好。
---
每天{V:zpm}给家里打视频电话。
---
爸爸每天{V:zaft}睡午觉，这时候别打扰他。
"""

T["schedule", "mixed"] = r"""
Hi {fn}，我每天早上 school run，{V:zam} 之前不方便接电话。
---
OOO：本月 reduced hours，每天 {V:aft} 后不看 email。
---
Alarm 每个工作日定在 {V:am}，好痛苦。
---
宝宝每天 {V:am} 就醒，is that normal？
---
Dog walker 注意：Biscuit 每天 {V:zaft} 需要 walk。
---
每晚 {V:pm} 吃 blood pressure 药，remind me。
---
Gym routine：一三五 {V:am} weights，周日 swim。
---
Kids bedtime 是 {V:zpm}，no exceptions。
---
Reminder：user 每天 {V:zam} meditate。
---
100 days of waking up at {V:am} 打卡！
---
奶奶每周日 {V:aft} call 过来，别占线。
---
每周四 {V:aft} pick up 女儿下 ballet。
---
每天 {V:zpm} 沿 canal 跑步。
---
我的 shift {V:am} 开始，所以很早出门。
---
{V:pm} 以后别 call 我，baby 睡了。
---
Tutoring 每周三 {V:zaft}，online。
---
每天 {V:am} 喂猫，evening 再喂一次。
---
Standing booking：每周六 {V:am} 和 {zn} 打 tennis。
---
Reminder app：每天提醒 "vitamins"，at {V:raw}
---
每天 {V:zam} 坐 tube 通勤。
---
Choir practice 每周四 {V:pm}，从不缺席。
---
我一般 {V:zpm} 睡觉，no alarm needed。
---
每天 {V:zam} 去公园打太极，rain or shine。
---
Cleaner 每周二 {V:am} 来。
---
每天 {V:pm} 给家里 video call。
---
Dad 每天 {V:zaft} nap，这时候别打扰。
"""

# ============================================================================ geo
T["geo", "en"] = r"""
Hi {fn},

We've finally moved! We're now in {V:estate}, just outside {city} - come and visit.

{fn2}
---
LOST DOG in the {V:estate} area of {city}. Answers to Pepper, very friendly.
---
Pin for the party: {V:coord} - the gate is round the back.
---
Is {V:estate} a nice place to live? Thinking of buying there next year.
---
Our new postcode is {V:pc_gb}; the sat-nav still shows the old road.
---
{nm}
{co}
{uscity}, {st} {V:zip}
---
Free sofa, pickup in {V:estate}, {city}. First come, first served.
---
Running route today: start at {V:coord}, 10k loop.
---
Welcome to the {V:estate} residents' newsletter! Bin day moves to Tuesday.
---
{rating} Great takeaway, they deliver to {V:pc_gb} and nearby.
---
Can you store my home coordinates for the weather widget? {V:coord}
---
I'm working from home in {V:estate} this week, so in-person meetings are off.
---
Our ZIP is {V:zip} and the delivery form keeps rejecting it.
---
Pinned location: {V:coord} - sunset from our back garden tonight.
---
The house we're renting is in {V:estate}, {city}.
---
Lost my keys somewhere around postcode {V:pc_gb}. Reward if found!
---
Photo EXIF says GPS {V:coord}, that's our holiday cottage.
---
Please forward our post to {uscity} {V:zip} until we return.
---
Dear neighbour,

As fellow residents of {V:estate}, we invite you to the summer street party.

The Residents' Committee
---
The insurance quote depends on the postcode; mine is {V:pc_gb}.
---
School catchment: we live in {V:estate}, so it should be fine.
---
Strava post: ride from home ({V:coord}) to the coast.
---
Delivery instructions: ZIP {V:zip}, leave at the side door.
---
Meet-up point for the car share: {V:coord}
---
We've just bought a flat in {V:estate}! Housewarming soon.
---
Home postcode for the council tax form: {V:pc_gb}
"""

T["geo", "zh"] = r"""
{zs}总：
我们搬家了，现在住在{zcity}{V:estate_zh}，欢迎来玩。
{zn}
---
寻狗启事：{V:estate_zh}附近走失一只柯基，名叫豆豆，有线索请联系。
---
聚会定位：{V:coord}，从后门进。
---
论坛提问：{zcity}{V:estate_zh}住着怎么样？想在那买房。
---
我家邮编是{V:pc_cn}，快递单上别写错。
---
免费送沙发，{V:estate_zh}自提，先到先得。
---
今天跑步路线：起点 {V:coord}，10 公里环线。
---
{V:estate_zh}业主通知：垃圾清运改到周二。
---
{zrating}，外卖很快，送到{V:estate_zh}只用了半小时。
---
帮我记下家里的坐标，天气插件要用：{V:coord}
---
自动回复：本周在家办公（{V:estate_zh}），线下会议取消。
---
邮政编码 {V:pc_cn}，网上填表一直提示格式错误。
---
晚霞太美了，在自家阳台拍的 📍{V:coord}
---
我们租的房子在{zcity}{V:estate_zh}。
---
钥匙丢在{V:estate_zh}附近了，捡到有酬谢。
---
照片的 GPS 信息是 {V:coord}，正是我们家老房子。
---
亲爱的邻居：
作为{V:estate_zh}的住户，诚邀您参加夏日邻里节。
业委会
---
保险报价按邮编算，我家的是{V:pc_cn}。
---
孩子学区没问题，我们住在{V:estate_zh}。
---
骑行记录：从家（{V:coord}）骑到海边。
---
拼车集合点：{V:coord}
---
买房啦！{V:estate_zh}，下个月暖房～
---
邻居群：{V:estate_zh}二期的车位还有出租的吗？
---
寄件人邮编：{V:pc_cn}
---
我住{V:estate_zh}，离地铁站 5 分钟。
---
快递柜在{V:estate_zh}东门，取件码已发。
"""

T["geo", "mixed"] = r"""
Hi {fn}，我们 move 到了 {zcity} {V:estate_zh}，welcome 来玩！
---
Lost dog！在 {V:estate_zh} 附近走失一只 corgi。
---
Party 定位：{V:coord}，从后门进。
---
{zcity} {V:estate_zh} 住着怎么样？thinking of buying。
---
新 postcode 是 {V:pc_gb}，sat-nav 还显示旧路。
---
Free sofa，{V:estate} 自提，先到先得。
---
今天的 running route：起点 {V:coord}，10k loop。
---
{V:estate_zh} residents newsletter：垃圾清运改到周二。
---
{zrating}，外卖很快，送到 {V:pc_gb} 只要 20 分钟。
---
帮我 store 家里的 coordinates：{V:coord}
---
OOO：这周在 {V:estate_zh} WFH，线下 meeting 取消。
---
ZIP code {V:zip}，online form 一直 reject。
---
📍 {V:coord} 晚霞 from our balcony
---
我们 rent 的房子在 {V:estate}，{city}。
---
Keys lost 在 postcode {V:pc_gb} 附近，有酬谢。
---
EXIF 里的 GPS 是 {V:coord}，就是我们的 holiday cottage。
---
Dear neighbours，作为 {V:estate_zh} 的住户，诚邀参加 summer party。
---
Insurance quote 按邮编算，我家是 {V:pc_cn}。
---
School catchment 没问题，我们住 {V:estate_zh}。
---
Strava：从家（{V:coord}）骑到海边。
---
Car share 拼车 meet-up point：{V:coord}
---
买房啦！{V:estate_zh}，housewarming soon～
---
邮编 postcode：{V:pc_cn}
---
我住 {V:estate}，离 station 5 分钟。
---
Parcel locker 在 {V:estate_zh} 东门。
---
Council tax form 上的 postcode：{V:pc_gb}
"""

# ============================================================================ benign
# Same styles, no personal value. Hard negatives: companies/brands made of surnames, colour
# names that are also given names, product codes, EAN barcodes (never Luhn-valid here), order
# numbers failing Luhn, versions and builds, shop opening hours and public-event start times.
B: dict[str, str] = {}

B["en"] = r"""
Spring newsletter from {bco}

This quarter we opened a new warehouse in {city}, cut delivery times by {pct} and released version {ver} of the app. Thanks for being a customer!
---
{rating} {prod} in {colour}: battery lasts about {n} days and the case feels solid. The first one had a dead pixel; the replacement is perfect.
---
The {city} Food Festival returns on {date}. Over {num} stalls, live music and a kids' area. Tickets {price} on the door.
---
Order #{ordno} has shipped. Estimated delivery: {date}. You can track it from the Orders page.
---
Barcode on the box: EAN {ean}. Model {sku}, colour {colour}.
---
Forum question: my {prod} won't update past firmware {ver}. I've reset it twice. Any ideas?
---
Release notes {ver}: fixed a crash on startup, faster sync, dark mode for the settings page. Commit {sha}.
---
For sale: {item}, {price}, good condition, collection from central {city}. Reply through the listing, no offers.
---
Lost property: an umbrella, a blue scarf and {n} water bottles were handed in at the {city} branch this week. Ask at the service desk.
---
Public notice: the {city} marathon on {date} will close several roads in the city centre from early morning.
---
Company update: {bco} reports revenue up {pct} year on year, and the board approved a final dividend.
---
Ticket {tick} updated: the checkout issue was resolved in build {yr}.{num}.{n}.
---
Room for {n} people, projector, whiteboard and coffee - the meeting room on floor {n2} can be booked via the intranet.
---
Wedding fair at the {city} Convention Centre on {date}: {num} exhibitors, free entry.
---
Our {dow} webinar recording is online: "Tuning Postgres on port {port}", {num} minutes.
---
Review: stayed {n} nights in {city}. The hotel was clean, breakfast average. {rating}
---
Service status: all systems operational. Last incident resolved on {date}. Request ID {uuid}.
---
Newsletter: this season's colour is {colour}, and the {prod} now ships in it too.
---
Our resale platform now charges a {pct} fee on tickets, down from {n2}0%.
---
Recipe post: bake at 180C for {num} minutes, rest for {n} minutes, serves {n2}.
---
Store hours: our {city} shop is open 9am to 6pm Monday to Saturday and closed on public holidays.
---
Doors open at 7pm for the opening concert of the {city} Jazz Festival on {date}.
---
The Washington Post and the Financial Times both covered the {city} housing report on {date}.
---
Invoice INV-{yr}-{big} for {price} is due on {date}. Pay by bank transfer or card through the portal.
---
Product code {sku} has been discontinued; the replacement is {sku2} in {colour}.
---
Python 3.{n} is not supported any more; please use Python 3.12 or later. Build {yr}.11.30 fixes the installer.
---
Community post: does anyone know whether the {city} central library opens on Easter Monday? Asking for book club week {num}.
---
Q&A: can the {prod} be used abroad? Yes, it works in {country} with a plug adapter.
---
Delivery update: your parcel with {qty} items is at the {city} sorting centre.
---
The support team is closed for the public holiday on {date} and back on the next working day.
---
Newsletter: {bco} sponsors the {city} half marathon; {big} runners have registered so far.
---
Survey results: {pct} of customers rated our delivery as good or excellent ({big} responses).
---
Event: the {city} Christmas market runs from {date} for {n} weeks in the main square.
---
Product review: the {prod} is great, but the {colour} version scratches easily. {rating}
---
Conference recap: {num} talks, {big} attendees, slides on the event site. Next year: {city}, {mon}.
---
After updating to iOS {ver}, the {prod} keeps disconnecting. Error code 0x{sha}.
---
Charity newsletter: we raised {price} at the {city} bake sale - thank you to everyone who came!
---
Notice: the {city} recycling centre has new opening hours from {date}: 8am to 4pm daily.
---
Deploy log: service listening on 0.0.0.0:{port}, health check OK, digest sha256:{sha}
---
{bco} and Sainsbury's both reported higher sales in {mon}, according to the trade press.
---
Free to a good home: {n} boxes of children's books. Pick-up in {city} city centre, message via the app.
---
Review: the {colour} paint needed {n} coats. Coverage about {num} square metres per tin.
---
Train update: services between {ukcity} and {ukcity2} are delayed by about {num} minutes due to a signal fault.
---
Season's greetings from {bco}: our offices close for the holidays and reopen on {date}.
---
Podcast episode {num}: founders from {country} talk about remote work. Runtime {num2} minutes.
---
Weather for the {city} fun run: dry, {n}C in the early morning, rising to 1{n2}C by midday.
---
Sizing note for the {colour} hoodie: runs large, size down. Paid {price}, arrived in {n} days.
---
Version {ver}, build {yr}{num}{n}, tested on port {port} in staging - all green.
"""

B["zh"] = r"""
{zbrand}会员通讯：本季度新开{zcity}旗舰店，会员全场{pct}折扣，活动截至{zdate}。
---
{zrating}！{zprod}（{zcolour}）用了{n}个月，续航不错，做工扎实，就是{zprice}有点贵。
---
{zcity}美食节将于{zdate}开幕，现场有{num}个摊位，门票{zprice}。
---
您的订单 {ordno} 已发货，预计{zdate}送达，可在“我的订单”查看物流。
---
包装盒上的条形码：{ean}，型号 {sku}，颜色{zcolour}。
---
论坛提问：{zprod}固件升级到 {ver} 之后连不上 WiFi，重置了两次也不行，求解。
---
更新日志 v{ver}：修复启动崩溃，同步速度提升{pct}，新增深色模式。提交 {sha}。
---
闲置转让：{zitem}，{zprice}，九成新，{zcity}市区自提，请在平台内联系。
---
失物招领：本周{zcity}分馆收到雨伞{n}把、围巾一条，请到服务台认领。
---
公告：{zdate}{zcity}马拉松开赛，市中心部分道路清晨起临时封闭。
---
{zco}发布第三季度财报，营收同比增长{pct}。
---
工单 {tick} 已更新：结账页面问题已在 {yr}.{num}.{n} 版本修复。
---
会议室可容纳{n}人，配投影仪和白板，请在内网预订{num}号会议室。
---
{zcity}婚博会{zdate}在国际会展中心举行，{num}家展商，免费入场。
---
{zdow}直播回放已上线：《PostgreSQL 端口 {port} 调优实践》，时长{num}分钟。
---
在{zcity}住了{n}晚，酒店干净，早餐一般，{zrating}。
---
服务状态：全部正常。上次故障已于{zdate}恢复。请求 ID {uuid}。
---
本月流行色是{zcolour}，{zprod}也推出了同色款。
---
食谱：烤箱 180 度烤{num}分钟，静置{n}分钟，够{n2}人吃。
---
门店营业时间调整：{zcity}店每天早上 9 点至晚上 9 点营业，节假日照常。
---
买了双李宁的跑鞋，{zprice}，脚感不错，比上一双轻了{num}克。
---
发票号码 {big}{num}，金额{zprice}，请于{zdate}前付款。
---
产品编码 {sku} 已停产，替代型号 {sku2}，颜色{zcolour}。
---
Python 3.{n} 不再支持，请升级到 3.12；构建 {yr}.11.30 修复了安装程序。
---
请问{zcity}图书馆清明节开放吗？第{num}期读书会想借场地。
---
问答：{zprod}能在国外用吗？可以，在日本和欧洲都能用，需要转换插头。
---
物流更新：您的包裹（共{qty}件）已到达{zcity}转运中心。
---
{zdate}为法定节假日，客服暂停服务，节后第一个工作日恢复。
---
{zbrand}赞助{zcity}半程马拉松，目前已有{big}人报名。
---
问卷结果：{pct}的顾客对配送速度表示满意（共{big}份）。
---
{zcity}灯会将于{zdate}开幕，持续{n}周，地点在市中心广场。
---
评测：{zprod}整体不错，但{zcolour}款容易刮花，{zrating}。
---
部署日志：服务监听 0.0.0.0:{port}，健康检查通过，镜像摘要 sha256:{sha}
---
周大福和老凤祥今天的金价又涨了，{zcity}门店{zprice}一克。
---
公益简报：{zcity}爱心义卖共筹得{zprice}，感谢大家参与！
---
免费送：儿童绘本{n}箱，{zcity}市区自取，请平台私信。
---
列车信息：{zcity}至{zcity2}方向列车因信号故障晚点约{num}分钟。
---
节日问候：{zco}祝大家新春快乐，办公室于{zdate}恢复办公。
---
播客第{num}期：和{zcity}的创业者聊远程办公，时长{num2}分钟。
---
天气：{zcity}半马当天清晨{n}°C，中午升至1{n2}°C，无雨。
---
尺码建议：这件{zcolour}卫衣偏大，平时穿 L 的建议买 M，{zprice}。
---
{zdate}去南京路步行街逛了逛，人很多，买了两盒点心，{zprice}。
---
王老吉和加多宝的商标案又有新进展，{zdate}二审宣判。
---
张小泉剪刀用了{n}年还很锋利，{zrating}。
---
版本号 {ver}，构建号 {yr}{num}{n}，端口 {port}，均已在测试环境验证。
---
本店支持七天无理由退货，{zprod}退货运费{zprice}以内由商家承担。
---
胡庆余堂的膏方今年涨价了，{zprice}一盒，{zcity}门店排队的人还是很多。
"""

B["mixed"] = r"""
{bco} newsletter：本季度在 {zcity} 开了新仓库，delivery 时间缩短 {pct}。
---
{rating} {prod} 的 {colour} 款，battery 能撑 {n} 天，做工不错。
---
{zcity} Food Festival {zdate} 开幕，{num} 个 stalls，门票 {zprice}。
---
Order #{ordno} 已 shipped，预计 {zdate} 送达。
---
包装上的 EAN barcode：{ean}，model {sku}。
---
{prod} 升级到 firmware {ver} 之后连不上 WiFi，有人遇到过吗？
---
Release notes v{ver}：fix 了 startup crash，sync 快了 {pct}。commit {sha}
---
出闲置 {item}，{zprice}，{zcity} 自提，平台内联系。
---
Lost & found：{zcity} 分馆本周收到 {n} 把雨伞，请到 service desk 认领。
---
{zcity} marathon {zdate} 开跑，市中心 road closures 从 early morning 开始。
---
Ticket {tick} updated：checkout page 问题在 build {yr}.{num}.{n} 修复。
---
Meeting room 可容纳 {n} 人，有 projector，内网预订 {num} 号房。
---
Webinar 回放已上线：《Tuning Postgres on port {port}》，{num} 分钟。
---
在 {city} 住了 {n} 晚，hotel 很干净，breakfast 一般，{rating}。
---
Status page：all systems operational，服务正常，request ID {uuid}。
---
本月 colour of the season 是 {colour}，{prod} 也出了同色款。
---
Recipe：180°C bake {num} 分钟，rest {n} 分钟，serves {n2}。
---
Store hours：{zcity} 店每天 10am 到 10pm，节假日照常营业。
---
Invoice INV-{yr}-{big}，金额 {zprice}，due {zdate}。
---
Product code {sku} 停产了，replacement 是 {sku2}。
---
Python 3.{n} 不支持了，请 upgrade 到 3.12，build {yr}.11.30 修了 installer。
---
{zcity} 图书馆 public holiday 开门吗？book club 第 {num} 期想借场地。
---
Q&A：{zprod} 能在 {country} 用吗？可以，要 plug adapter。
---
Parcel（{qty} items）已到 {zcity} sorting centre。
---
客服 {zdate} public holiday 休息，next working day 恢复。
---
{bco} 赞助 {zcity} half marathon，已有 {big} 人报名。
---
Survey：{pct} 的 customers 对 delivery 满意，共 {big} 份问卷。
---
{zcity} Christmas market {zdate} 开始，持续 {n} 周。
---
Review：{prod} 很好，但 {colour} 款容易 scratch，{rating}。
---
Deploy log 部署日志：listening on 0.0.0.0:{port}，health check OK，digest sha256:{sha}
---
Marks & Spencer 和 {bco} {mon} 的销售额都涨了。
---
Charity bake sale 在 {zcity} 筹得 {zprice}，thank you all！
---
Free：{n} 箱 children's books，{zcity} 市区自取。
---
Train delay：{zcity} 到 {zcity2} 方向晚点约 {num} 分钟，signal fault。
---
Holiday greeting：{zco} offices 于 {zdate} reopen。
---
Podcast 第 {num} 期：聊 remote work，runtime {num2} 分钟。
---
{zcity} fun run 当天 early morning {n}°C，中午 1{n2}°C。
---
买了双李宁的 running shoes，{zprice}，比上一双轻 {num} 克。
---
{zbrand} 的 flagship store 在 {zcity} 开业了，排队的人很多，{zdate}。
---
Sizing：这件 {colour} hoodie 偏大，建议 size down，{price}。
---
Version {ver}，build {yr}{num}{n}，port {port}，staging 验证通过。
---
Newsletter：{zbrand} 新品 {zcolour} 上市，limited edition，{zprice}。
---
Doors open 7pm，{city} Jazz Festival 开幕演出 {date}。
---
Return policy：7 天无理由退货，{zprod} 适用，shipping 由商家承担。
---
Order {ordno} 的 refund 已处理，{n} 个工作日到账。
---
{zcity} 这家 café 的 flat white 很好喝，{zprice} 一杯，{zrating}。
---
Error 404 on /api/v{n}/orders，retry {num} 次后 OK，trace id {uuid}
"""


# ---------------------------------------------------------------------------------------------
# building
PREFIX = {
    "en": ("", "", "", "", "Please summarize this email:\n\n", "Store this in memory (from the user's inbox):\n",
           "The user pasted this post:\n", "Remember this:\n", "Summarise the thread below.\n\n",
           "Keep a note of this message:\n"),
    "zh": ("", "", "", "", "帮我总结一下这封邮件：\n\n", "把下面这段记下来：\n", "用户转发了以下内容：\n",
           "请记住：\n", "整理一下这条帖子：\n", "存一下这条消息：\n"),
    "mixed": ("", "", "", "", "帮我 summarize 一下：\n", "Save this to memory：\n", "用户 forward 了这封 email：\n",
              "Remember 这个：\n", "整理一下这个 post：\n"),
}
TOKEN = re.compile(r"\{([A-Za-z]+)(\d?)(?::([a-z_0-9]+))?\}")


def split_templates(raw: str) -> list[str]:
    return [t.strip("\n") for t in re.split(r"\n---\n", raw.strip("\n")) if t.strip()]


def render(tpl: str, c: Ctx, cat: str | None, lang: str) -> tuple[str, int, int]:
    out: list[str] = []
    cache: dict[str, str] = {}
    start = end = -1
    pos = 0
    for m in TOKEN.finditer(tpl):
        out.append(tpl[pos : m.start()])
        pos = m.end()
        name, idx, kind = m.groups()
        if name == "V":
            assert cat is not None and start < 0, tpl
            if kind is None:
                kind = c.ch((ZH_DEFAULT_KINDS if lang == "zh" else DEFAULT_KINDS)[cat])
            v = VALUE[kind](c)
            pre, val, post = v if isinstance(v, tuple) else ("", v, "")
            out.append(pre)
            start = sum(map(len, out))
            out.append(val)
            end = start + len(val)
            out.append(post)
        else:
            key = name + idx
            if key not in cache:
                for _ in range(10):
                    f = FILL[name](c)
                    if f not in cache.values():
                        break
                cache[key] = f
            out.append(cache[key])
    out.append(tpl[pos:])
    return "".join(out), start, end


def _ok_value(text: str, val: str) -> bool:
    return bool(val) and val == val.strip() and text.count(val) == 1


def samples() -> list[Sample]:
    c = Ctx()
    result: list[Sample] = []
    seen: set[str] = set()
    for cat in CATEGORIES:
        for lang in LANGS:
            tpls = split_templates(T[cat, lang])
            assert len(tpls) >= 25, (cat, lang, len(tpls))
            for i in range(PER_CELL):
                tpl = tpls[i % len(tpls)]
                for _attempt in range(50):
                    text, s, e = render(c.ch(PREFIX[lang]) + tpl, c, cat, lang)
                    assert s >= 0, tpl
                    if _ok_value(text, text[s:e]) and text not in seen:
                        break
                else:  # pragma: no cover - would mean a broken template
                    raise AssertionError(f"no valid sample for {cat}/{lang}: {tpl!r}")
                seen.add(text)
                result.append(Sample(text=text, category=cat, lang=lang, start=s, end=e))
    return result


def benign_with_lang() -> list[tuple[str, str]]:
    c = Ctx()
    result: list[tuple[str, str]] = []
    for lang in LANGS:
        tpls = split_templates(B[lang])
        assert len(tpls) >= 40, (lang, len(tpls))
        seen: set[str] = set()
        i = 0
        while len(seen) < BENIGN_PER_LANG:
            tpl = tpls[i % len(tpls)]
            i += 1
            for _attempt in range(20):
                text, s, _ = render(c.ch(PREFIX[lang]) + tpl, c, None, lang)
                assert s < 0 and "{" not in text.replace("{}", ""), tpl
                if text not in seen:
                    break
            else:
                continue
            seen.add(text)
            result.append((lang, text))
    return result


if __name__ == "__main__":
    report("I", samples(), benign_with_lang())
