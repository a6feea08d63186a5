# ruff: noqa
"""Blind privacy corpus F — FORMAL RECORDS summarised into an agent's memory.

Style: HR onboarding forms, medical intake notes, insurance claims, tenancy applications,
shipping labels and delivery notes, invoices, bank letters and statements, CVs, legal letters,
school enrolment forms and customer-support CRM notes; in Chinese 简历、快递单、病历、合同、
入职登记表、报销单、租房合同、银行回单; and bilingual forms (字段名中文 with English values and the
reverse, "姓名 Name: …"). Values come from Faker en_GB / en_US / zh_CN plus own generators
(UK NI numbers, sort codes and account numbers, mod-97 IBANs, Luhn cards, CN resident IDs with a
valid checksum, provider token formats, UK postcodes, CN 小区 names …).

Author note: written blind — without reading the gate's source, its tests (other than
blind_common.py), SECURITY.md or CHANGELOG.md, and without running the gate while writing.

Seeds: Faker en_US 121, en_GB 232, zh_CN 343; random.Random 454 (benign: 454 + 1).
"""

from __future__ import annotations

import base64
import json
import random
import string
import sys
from datetime import date, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

from faker import Faker  # noqa: E402

N_PER_CELL = 260
N_BENIGN = 420
MIN_TEMPLATES = 25

UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN = UP + LO + DG
B64URL = AN + "-_"
B64 = AN + "+/"

# --------------------------------------------------------------------------------------------
# fixed word lists (non-personal)
# --------------------------------------------------------------------------------------------
CITIES = ["London", "Manchester", "Leeds", "Bristol", "Birmingham", "Glasgow", "Edinburgh",
          "Cardiff", "Liverpool", "Nottingham", "Sheffield", "Belfast", "Newcastle", "Leicester"]
US_CITIES = ["Austin, TX", "Denver, CO", "Portland, OR", "Columbus, OH", "Raleigh, NC",
             "Phoenix, AZ", "Boston, MA", "Seattle, WA", "Chicago, IL", "Atlanta, GA",
             "San Diego, CA", "Madison, WI"]
ZH_CITIES = ["北京", "上海", "广州", "深圳", "杭州", "成都", "南京", "武汉", "西安", "重庆",
             "苏州", "天津", "厦门", "长沙"]
ZH_DISTRICTS = ["北京市朝阳区", "北京市海淀区", "上海市徐汇区", "上海市浦东新区", "广东省深圳市南山区",
                "浙江省杭州市西湖区", "四川省成都市武侯区", "江苏省南京市鼓楼区", "湖北省武汉市洪山区",
                "广东省广州市天河区", "山东省青岛市市南区", "陕西省西安市雁塔区", "天津市和平区",
                "重庆市渝中区", "福建省厦门市思明区", "湖南省长沙市岳麓区", "江苏省苏州市姑苏区"]
COMPANIES = ["Northwind Logistics Ltd", "Brightline Energy plc", "Harbourside Insurance Ltd",
             "Acme Components Ltd", "Bluebell Lettings Ltd", "Meridian Health Partners",
             "Quayside Freight Ltd", "Summit Payroll Services", "Crestview Bank plc",
             "Oakleaf Learning Trust", "Pinnacle Couriers Ltd", "Evergreen Property Management",
             "Atlas Claims Services", "Silverline Telecom", "Kestrel Software Ltd"]
ZH_COMPANIES = ["华东物流有限公司", "深圳市云启科技有限公司", "杭州同泰保险经纪有限公司",
                "成都安居房产经纪有限公司", "北京恒信财务咨询有限公司", "上海速达快递有限公司",
                "南京明德教育科技有限公司", "广州康宁医疗器械有限公司", "武汉长江数据服务有限公司"]
DEPTS = ["Finance", "Operations", "Customer Services", "Facilities", "Claims", "Lettings",
         "Payroll", "IT Service Desk", "Admissions", "Logistics"]
ZH_DEPTS = ["财务部", "运营部", "客服中心", "行政部", "理赔部", "人力资源部", "信息技术部", "物流部"]
ROLES = ["Accounts Assistant", "Warehouse Supervisor", "Staff Nurse", "Claims Handler",
         "Lettings Negotiator", "Software Engineer", "Customer Service Advisor",
         "Teaching Assistant", "Payroll Officer"]
ZH_ROLES = ["会计", "仓库主管", "护士", "理赔专员", "房产经纪人", "软件工程师", "客服专员", "行政助理"]
ZH_BANKS = ["中国工商银行", "中国建设银行", "中国农业银行", "招商银行", "中国银行", "交通银行",
            "浦发银行", "兴业银行"]
DOMAINS = ["example-payroll.co.uk", "notices.example.com", "mail.example.org", "example-hr.net"]
GB_STREETS = ["Station Road", "High Street", "Church Lane", "Victoria Road", "Mill Lane",
              "Park Avenue", "Queen's Road", "Kingsway", "Manor Road", "Green Lane",
              "Albert Street", "Grange Road", "York Road", "Springfield Road", "Chapel Street",
              "The Crescent", "Orchard Close", "Beech Grove", "Hawthorn Drive", "Windsor Terrace",
              "Market Street", "Clarence Street", "Nelson Road", "Westfield Avenue",
              "Riverside Walk", "Elm Close", "St Mary's Road", "Cromwell Road", "Oakfield Way",
              "Moorland Rise", "Tennyson Gardens", "Bridge Street"]
HOUSE_WORDS = ["Rose", "Ivy", "Holly", "Meadow", "Willow", "Kingfisher", "Heron", "Beacon",
               "Laurel", "Sycamore", "Foxglove", "Linden"]
US_STREET_NAMES = ["Oak", "Maple", "Cedar", "Pine", "Elm", "Washington", "Lincoln", "Lakeview",
                   "Hillcrest", "Sunset", "Highland", "Jefferson", "Madison", "Franklin", "Ridge",
                   "Walnut", "Chestnut", "Spring Valley", "W 42nd", "E 14th", "3rd", "Magnolia"]
US_SUFFIX = ["St", "Street", "Ave", "Avenue", "Blvd", "Dr", "Drive", "Rd", "Road", "Ln", "Ct",
             "Way", "Pl", "Terrace"]
US_UNITS = ["Apt 4B", "Apt. 12", "Unit 7", "Suite 210", "#305", "Apt 2R", "Unit 1101"]
ZH_ROADS = ["中山路", "人民路", "解放路", "建设路", "南京西路", "淮海中路", "漕溪北路", "天河路",
            "深南大道", "文三路", "科华北路", "珞喻路", "朝阳北路", "东风路", "和平街", "学院路",
            "长江路", "黄河路", "延安西路", "滨江大道", "幸福街", "光明路", "复兴中路", "曙光路",
            "青年路", "建国路", "五一路", "北京东路", "花园街", "劳动路", "莲花北路", "金沙江路"]
ZH_BUILDINGS = ["国贸", "恒隆", "华润", "中信", "环球", "金融", "世纪", "科技"]
XQ_PRE = ["翠湖", "阳光", "碧水", "金地", "万科", "绿城", "紫荆", "锦绣", "御景", "龙湖", "保利",
          "星河", "明珠", "怡景", "丽都", "海棠", "枫林", "桂苑", "康乐", "春晓", "天鹅湖",
          "香樟", "梧桐", "景泰", "华侨", "融侨", "滨江", "南湖", "西溪"]
XQ_SUF = ["花园", "家园", "名苑", "新村", "雅苑", "公馆", "华庭", "新城", "小区", "一品", "嘉园",
          "山庄", "府", "苑", "城市花园", "南区"]
ESTATE_A = ["Larch", "Kings", "Ash", "Hollow", "Brook", "Elm", "Fern", "Mead", "Oak", "Thorn",
            "Willow", "Heather", "Beacon", "Marsh", "Orchard", "Alder", "Rook"]
ESTATE_B = ["wood", "mead", "field", "gate", "bank", "ley", "hurst", "croft", "holme", "dale"]
ESTATE_C = ["Estate", "Park Estate", "Village", "Heights", "Grange Estate", "Green"]
UK_AREAS = ["SW", "SE", "NW", "N", "E", "W", "EC", "WC", "M", "B", "L", "LS", "BS", "G", "EH",
            "CF", "NG", "S", "OX", "CB", "BN", "RG", "CR", "BT", "AB", "DN", "PO", "SO", "YO",
            "NE", "LE", "CV", "ST", "HU", "PL", "EX", "KT", "TW", "GU", "ME"]
CN_AREAS = ["110101", "110105", "110108", "310104", "310115", "440106", "440305", "330106",
            "510107", "320102", "420111", "610113", "120101", "500103", "350203", "430104",
            "370202", "320508", "130102", "410105", "210102", "230103", "450103", "530102"]
CN_MOBILE = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152",
             "155", "157", "158", "159", "166", "176", "177", "178", "180", "181", "182", "186",
             "187", "188", "189", "191", "198", "199"]
CN_LAND = [("010", 8), ("021", 8), ("020", 8), ("0755", 8), ("0571", 8), ("028", 8),
           ("025", 8), ("027", 8), ("029", 8), ("0532", 8), ("0731", 8), ("0592", 7)]
UK_LAND = [("020", 8), ("0161", 7), ("0113", 7), ("0117", 7), ("0121", 7), ("0131", 7),
           ("0141", 7), ("029", 8), ("0151", 7), ("01865", 6), ("01223", 6), ("0114", 7),
           ("028", 8), ("01632", 6)]
US_AREA = ["212", "415", "312", "617", "206", "512", "303", "404", "305", "503", "614", "919",
           "480", "619", "608", "718", "646", "737", "213", "702"]
CN_CARD_BIN = ["622202", "621700", "622848", "621226", "622588", "621483", "622700", "621661",
               "622262", "623058", "621799", "622609"]
PASS_WORDS = ["copper", "lantern", "orbit", "harbour", "velvet", "quartz", "maple", "tundra",
              "saffron", "glacier", "pepper", "cobalt", "meadow", "falcon", "granite", "ember",
              "willow", "nebula", "biscuit", "thistle", "puffin", "cactus", "marble", "zephyr"]
PASS_BASES = ["Liverpool", "Summer", "Sunshine", "Arsenal", "Chelsea", "Welcome", "Dragon",
              "Football", "Autumn", "Winter", "Monkey", "Princess", "Shanghai", "Panda"]
NAME_STRIP = {"Mr", "Mr.", "Mrs", "Mrs.", "Ms", "Ms.", "Miss", "Dr", "Dr.", "Prof.", "MD", "DDS",
              "PhD", "Jr.", "Sr.", "II", "III", "IV", "V", "DVM", "Mx", "Mx."}
CN_COMPOUND = ["欧阳", "司马", "上官", "诸葛", "东方", "慕容", "令狐", "皇甫", "尉迟", "夏侯",
               "司徒", "端木"]
CN_NUM = "零一二三四五六七八九十"


def _luhn_digit(partial: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(partial)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num: str) -> bool:
    return _luhn_digit(num[:-1]) == num[-1]


def iban_of(country: str, bban: str) -> str:
    num = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(num) % 97:02d}{bban}"


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def cn_checksum(body: str) -> str:
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]


def zh_hour(h: int) -> str:
    if h <= 10:
        return CN_NUM[h]
    return "十" + CN_NUM[h - 10]


class G:
    """All randomness lives here: three Faker locales and one random.Random."""

    def __init__(self, rseed: int = 454) -> None:
        self.us = Faker("en_US")
        self.us.seed_instance(121)
        self.gb = Faker("en_GB")
        self.gb.seed_instance(232)
        self.cn = Faker("zh_CN")
        self.cn.seed_instance(343)
        self.r = random.Random(rseed)

    def s(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def c(self, seq):
        return self.r.choice(seq)

    def d(self, n: int) -> str:
        return "".join(self.r.choice(DG) for _ in range(n))

    def ri(self, a: int, b: int) -> int:
        return self.r.randint(a, b)

    def en_faker(self) -> Faker:
        return self.gb if self.r.random() < 0.55 else self.us


# --------------------------------------------------------------------------------------------
# planted value generators: VAL[category][kind](g) -> str
# --------------------------------------------------------------------------------------------
def _b64(g: G, nbytes: int) -> str:
    return base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(nbytes))).decode()


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def sec_jwt(g: G) -> str:
    alg = g.c(["HS256", "RS256"])
    head = _b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    iat = 1700000000 + g.ri(0, 40000000)
    body = {"sub": g.c([g.d(g.ri(6, 10)), g.s(LO + DG, 24)]), "iat": iat, "exp": iat + 3600,
            "scope": g.c(["claims:read", "portal", "payroll:write", "member"])}
    payload = _b64url(json.dumps(body, separators=(",", ":")).encode())
    return f"{head}.{payload}.{g.s(B64URL, 43 if alg == 'HS256' else 342)}"


def sec_pem(g: G) -> str:
    kind, lead = g.c([("RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA"),
                      ("OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA"),
                      ("EC PRIVATE KEY", "MHcCAQEEI"), ("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC")])
    body = lead + _b64(g, 48 * g.ri(6, 22))
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def sec_openai(g: G) -> str:
    if g.r.random() < 0.7:
        return "sk-proj-" + g.s(B64URL, g.c([48, 64, 132, 156]))
    return "sk-" + g.s(AN, 20) + "T3BlbkFJ" + g.s(AN, 20)


def sec_entropy(g: G) -> str:
    return g.c([lambda: g.s("0123456789abcdef", g.c([32, 40, 64])),
                lambda: g.s(B64, 40), lambda: "whsec_" + g.s(AN, 32), lambda: g.s(AN, g.ri(32, 48))])()


SECRET = {
    "aws": lambda g: "AKIA" + g.s(UP + "234567", 16),
    "awssec": lambda g: g.s(AN, 12) + g.c("/+") + g.s(AN + "/+", 27),
    "ghp": lambda g: "ghp_" + g.s(AN, 36),
    "ghpat": lambda g: "github_pat_" + g.s(AN, 22) + "_" + g.s(AN, 59),
    "slack": lambda g: g.c(["xoxb-", "xoxp-"]) + g.d(g.ri(11, 13)) + "-" + g.d(13) + "-" + g.s(AN, 24),
    "openai": sec_openai,
    "anthropic": lambda g: "sk-ant-api03-" + g.s(B64URL, 93) + "AA",
    "stripe": lambda g: g.c(["sk_live_", "rk_live_"]) + g.s(AN, g.c([24, 34, 99])),
    "google": lambda g: "AIza" + g.s(B64URL, 35),
    "hf": lambda g: "hf_" + g.s(UP + LO, 34),
    "sendgrid": lambda g: "SG." + g.s(B64URL, 22) + "." + g.s(B64URL, 43),
    "telegram": lambda g: str(g.ri(100000000, 7999999999)) + ":AA" + g.s(B64URL, 33),
    "jwt": sec_jwt,
    "pem": sec_pem,
    "urlpw": lambda g: g.s(AN, g.ri(4, 8)) + g.c(["-", "_", ".", "~", ""]) + g.s(AN, g.ri(6, 12)),
    "entropy": sec_entropy,
}


def pw_value(g: G) -> str:
    roll = g.r.random()
    if roll < 0.35:
        f = g.c([g.us, g.gb, g.cn])
        return f.password(length=g.ri(8, 16), special_chars=g.r.random() < 0.7)
    if roll < 0.55:
        words = [g.c(PASS_WORDS) for _ in range(g.ri(3, 4))]
        sep = g.c(["-", ".", "_", " "])
        tail = g.c(["", sep + g.d(2), g.c("!?#")])
        return sep.join(words) + tail
    if roll < 0.8:
        return g.c(PASS_BASES) + g.c(["", "@", "#", "_"]) + str(g.ri(1970, 2025)) + g.c(["!", "", "$", "*"])
    name = g.cn.user_name()
    return name + g.c(["@", "_", "#", ""]) + str(g.ri(1, 9999)) + g.c(["", "!", "."])


def _first_last(g: G) -> tuple[str, str]:
    f = g.en_faker()
    return f.first_name(), f.last_name()


def email_en(g: G) -> str:
    fn, ln = _first_last(g)
    fn, ln = fn.lower(), ln.lower().replace("'", "")
    opts = [lambda: g.us.email(), lambda: g.gb.email(), lambda: g.us.free_email(),
            lambda: g.gb.free_email(), lambda: g.us.company_email(), lambda: g.gb.company_email(),
            lambda: f"{fn}.{ln}@nhs.net", lambda: f"{fn[0]}{ln}{g.d(2)}@btinternet.com",
            lambda: f"{fn}.{ln}{g.d(2)}@outlook.com", lambda: f"{fn}_{ln}@icloud.com",
            lambda: f"{fn}.{ln}@{g.c(['hotmail.co.uk', 'sky.com', 'virginmedia.com', 'proton.me'])}",
            lambda: f"s{g.d(7)}@{g.c(['ed.ac.uk', 'student.manchester.ac.uk', 'ucl.ac.uk'])}"]
    return g.c(opts)()


def email_cn(g: G) -> str:
    py = g.cn.user_name()
    rn = (g.cn.last_romanized_name() + g.cn.first_romanized_name()).lower()
    opts = [lambda: f"{g.ri(10000, 2999999999)}@qq.com", lambda: f"{py}{g.d(2)}@163.com",
            lambda: f"{rn}{g.ri(1, 99)}@126.com", lambda: f"{py}@sina.com",
            lambda: f"{rn}@foxmail.com", lambda: f"{py}_{g.d(4)}@aliyun.com",
            lambda: g.cn.free_email(), lambda: g.cn.company_email(), lambda: f"{rn}@139.com",
            lambda: f"{rn}.{g.d(3)}@yeah.net"]
    return g.c(opts)()


def phone_value(g: G, kind: str) -> str:
    if kind == "uk":
        body = "7" + g.c("4579") + g.d(2) + g.d(6)
        a, b = body[:4], body[4:]
        return g.c([f"0{a} {b}", f"+44 {a} {b}", f"+44 (0){a} {b[:3]} {b[3:]}", f"0{a}-{b[:3]}-{b[3:]}",
                    f"0{a}{b}", f"+44{a}{b}", f"0{a} {b[:3]} {b[3:]}"])
    if kind == "ukland":
        code, n = g.c(UK_LAND)
        num = g.c("2345678") + g.d(n - 1)
        split = 4 if n == 8 else 3
        a, b = num[:split], num[split:]
        return g.c([f"{code} {a} {b}", f"({code}) {a} {b}", f"{code} {num}", f"+44 {code[1:]} {a} {b}",
                    f"({code}) {num}", f"{code}-{a}-{b}"])
    if kind == "us":
        area, ex, ln = g.c(US_AREA), str(g.ri(2, 9)) + g.d(2), g.d(4)
        ext = g.c(["", "", "", f" ext. {g.ri(10, 999)}", f" x{g.ri(100, 9999)}"])
        return g.c([f"({area}) {ex}-{ln}", f"{area}-{ex}-{ln}", f"{area}.{ex}.{ln}", f"+1 {area}-{ex}-{ln}",
                    f"1-{area}-{ex}-{ln}", f"+1 ({area}) {ex}-{ln}", f"+1 {area} {ex} {ln}"]) + ext
    if kind == "cn":
        p, rest = g.c(CN_MOBILE), g.d(8)
        m = p + rest
        return g.c([m, f"{p} {rest[:4]} {rest[4:]}", f"{p}-{rest[:4]}-{rest[4:]}", f"+86 {p} {rest[:4]} {rest[4:]}",
                    f"+86-{m}", f"(+86){m}", f"+86 {m}", m, f"{p}-{rest}"])
    code, n = g.c(CN_LAND)
    num = g.c("2345678") + g.d(n - 1)
    ext = g.c(["", "", f"转{g.ri(100, 8999)}", f"-{g.ri(100, 999)}"])
    return g.c([f"{code}-{num}", f"({code}){num}", f"{code}-{num[:4]} {num[4:]}", f"+86 {code[1:]} {num}",
                f"{code} {num}"]) + ext


def addr_gb(g: G) -> str:
    street = g.c(GB_STREETS) if g.r.random() < 0.75 else g.gb.street_name()
    num, flat = g.ri(1, 240), g.ri(1, 48)
    house = g.c(HOUSE_WORDS)
    return g.c([lambda: f"{num} {street}", lambda: f"Flat {flat}, {num} {street}",
                lambda: f"Flat {flat}{g.c('ABCD')}, {house} House, {num} {street}",
                lambda: f"{num}{g.c('ABC')} {street}", lambda: f"Apartment {flat}, {house} Court, {num} {street}",
                lambda: f"{house} Cottage, {num} {street}", lambda: g.gb.street_address().replace("\n", ", "),
                lambda: f"{num} {street}, {g.c(['Flat 2', 'Ground Floor Flat', 'Top Flat', 'Basement Flat'])}"])()


def addr_us(g: G) -> str:
    if g.r.random() < 0.4:
        return g.us.street_address()
    base = f"{g.ri(1, 9899)} {g.c(US_STREET_NAMES)} {g.c(US_SUFFIX)}"
    return base + g.c(["", "", f" {g.c(US_UNITS)}", f", {g.c(US_UNITS)}"])


def addr_cn(g: G) -> str:
    road = g.c(ZH_ROADS) if g.r.random() < 0.75 else g.cn.street_name()
    num = g.ri(1, 1999)
    b, u, fl, r = g.ri(1, 32), g.ri(1, 6), g.ri(2, 33), g.ri(1, 6)
    room = f"{fl}{r:02d}"
    return g.c([lambda: f"{road}{num}号", lambda: f"{road}{num}号{b}栋{u}单元{room}室",
                lambda: f"{road}{num}号{b}号楼{room}室", lambda: f"{road}{num}号{room}室",
                lambda: f"{road}{num}号{g.c(ZH_BUILDINGS)}大厦{fl}楼{g.c('ABCD')}座",
                lambda: f"{road}{g.ri(10, 1800)}弄{g.ri(1, 120)}号{room}室",
                lambda: f"{road}{num}号院{b}号楼{u}单元{room}", lambda: f"{road}{num}号{b}幢{room}",
                lambda: f"{road}{num}号{g.c(XQ_PRE)}{g.c(['花园', '家园', '公寓'])}{b}栋{room}"])()


def ssn(g: G) -> str:
    area = g.c([g.ri(1, 665), g.ri(667, 899)])
    a, b, c = f"{area:03d}", f"{g.ri(1, 99):02d}", f"{g.ri(1, 9999):04d}"
    return g.c([f"{a}-{b}-{c}", f"{a}-{b}-{c}", f"{a} {b} {c}", f"{a}{b}{c}"])


def ni_number(g: G) -> str:
    while True:
        p = g.c("ABCEGHJKLMNOPRSTWXYZ") + g.c("ABCEGHJKLMNPRSTWXYZ")
        if p not in {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}:
            break
    d, s = g.d(6), g.c("ABCD")
    return g.c([f"{p}{d}{s}", f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}", f"{p} {d} {s}", f"{p}{d}{s}"])


def cn_id(g: G) -> str:
    born = date(1950, 1, 1) + timedelta(days=g.ri(0, 20000))
    body = g.c(CN_AREAS) + born.strftime("%Y%m%d") + f"{g.ri(1, 999):03d}"
    return body + cn_checksum(body)


GOVID = {
    "ssn": ssn, "ni": ni_number, "cnid": cn_id,
    "pp_us": lambda g: g.c([str(g.ri(1, 9)) + g.d(8), g.c("ACEFGHJK") + g.d(8), g.us.passport_number()]),
    "pp_gb": lambda g: g.c([str(g.ri(1, 9)) + g.d(8), str(g.ri(1, 9)) + g.d(8), g.gb.passport_number()]),
    "pp_cn": lambda g: g.c(["E" + g.d(8), "E" + g.c("ABCDE") + g.d(7), "G" + g.d(8), "EJ" + g.d(7)]),
}


def card(g: G) -> str:
    prefix, length = g.c([("4", 16), ("4", 16), (str(g.ri(51, 55)), 16), (str(g.ri(2221, 2720)), 16),
                          (g.c(["34", "37"]), 15), ("6011", 16), ("62" + g.d(4), 16), ("3528", 16)])
    body = prefix + g.d(length - len(prefix) - 1)
    num = body + _luhn_digit(body)
    sep = g.c([" ", " ", "-", ""])
    if length == 15:
        return sep.join([num[:4], num[4:10], num[10:]])
    return sep.join(num[i:i + 4] for i in range(0, 16, 4))


def cn_card(g: G) -> str:
    length = g.c([16, 19, 19])
    body = g.c(CN_CARD_BIN) + g.d(length - 7)
    num = body + _luhn_digit(body)
    if g.r.random() < 0.5:
        return num
    return " ".join(num[i:i + 4] for i in range(0, length, 4))


def _group(s: str, g: G) -> str:
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)) if g.r.random() < 0.5 else s


def iban_gb(g: G) -> str:
    bban = g.c(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "RBOS", "NAIA", "MONZ", "SRLG"]) + g.d(14)
    return _group(iban_of("GB", bban), g)


def iban_eu(g: G) -> str:
    c, bban = g.c([("DE", lambda: g.d(18)), ("FR", lambda: g.d(10) + g.s(UP + DG, 11) + g.d(2)),
                   ("NL", lambda: g.s(UP, 4) + g.d(10)), ("IE", lambda: g.s(UP, 4) + g.d(14)),
                   ("ES", lambda: g.d(20)), ("IT", lambda: g.c(UP) + g.d(10) + g.s(UP + DG, 12))])
    return _group(iban_of(c, bban()), g)


FIN = {
    "card": card, "cncard": cn_card, "iban_gb": iban_gb, "iban_eu": iban_eu,
    "ukacct": lambda g: g.c("1234567") + g.d(7),
    "aba": lambda g: g.us.aba(),
    "usacct": lambda g: g.c("123456789") + g.d(g.ri(7, 11)),
}


def _strip(n: str) -> str:
    return " ".join(p for p in n.split() if p not in NAME_STRIP)


def name_value(g: G, kind: str) -> str:
    if kind == "us":
        return g.c([lambda: _strip(g.us.name()), lambda: _strip(g.us.name_female()),
                    lambda: g.us.first_name() + " " + g.us.last_name()])()
    if kind == "gb":
        return g.c([lambda: _strip(g.gb.name()), lambda: _strip(g.gb.name_male()),
                    lambda: _strip(g.gb.name_female()), lambda: g.gb.first_name() + " " + g.gb.last_name()])()
    if kind == "mid":
        f = g.en_faker()
        return f"{f.first_name()} {f.first_name()} {f.last_name()}"
    if kind == "upper":
        return name_value(g, g.c(["us", "gb"])).upper()
    if kind == "surfirst":
        f = g.en_faker()
        ln = f.last_name()
        return f"{g.c([ln, ln.upper()])}, {f.first_name()}"
    if kind == "pinyin":
        ln, fn = g.cn.last_romanized_name(), g.cn.first_romanized_name()
        if len(ln) < 3 and len(fn) < 3:
            fn = fn + g.cn.first_romanized_name().lower()
        return g.c([f"{ln} {fn}", f"{ln.upper()} {fn}", f"{fn} {ln}", f"{ln.upper()} {fn.upper()}"])
    if kind == "cnc":
        if g.r.random() < 0.5:
            return g.c(CN_COMPOUND) + g.cn.first_name()
    return g.c([lambda: g.cn.name(), lambda: g.cn.last_name() + g.cn.first_name(),
                lambda: g.cn.name_female(), lambda: g.cn.name_male()])()


def _uname(g: G) -> str:
    f = g.c([g.us, g.gb, g.cn])
    fn, ln = _first_last(g)
    fn, ln = fn.lower(), ln.lower().replace("'", "")
    return g.c([lambda: f.user_name(), lambda: f"{fn}.{ln}", lambda: f"{fn[0]}{ln}{g.d(2)}",
                lambda: f"{ln}_{fn[0]}", lambda: f"{fn}{ln}{g.ri(1, 99)}", lambda: g.cn.user_name() + g.d(g.ri(0, 4)),
                lambda: f"{fn[0]}.{ln}", lambda: f"{ln}{fn[:2]}{g.d(3)}"])()


def username_value(g: G, kind: str) -> str:
    if kind == "at":
        return "@" + _uname(g).replace(".", "_")
    if kind == "wx":
        return g.c([lambda: "wxid_" + g.s(LO + DG, 14), lambda: g.cn.user_name() + "_" + g.d(4),
                    lambda: (g.cn.last_romanized_name() + g.cn.first_romanized_name()).lower() + g.d(3)])()
    if kind == "qq":
        return str(g.ri(10000000, 3999999999))
    return _uname(g)


def home_value(g: G, kind: str) -> str:
    fn, ln = _first_last(g)
    users = [fn.lower() + "." + ln.lower(), fn[0].lower() + ln.lower(), g.cn.user_name(),
             (g.cn.last_romanized_name() + g.cn.first_romanized_name()).lower(), g.us.user_name(),
             g.gb.user_name(), fn.lower()[:1] + "." + ln.lower()]
    u = g.c(users).replace("'", "")
    if kind == "nix":
        return f"/home/{u}"
    if kind == "mac":
        return f"/Users/{u}"
    if g.r.random() < 0.12:
        u = f"{fn} {ln}"
    elif g.r.random() < 0.3:
        u = fn + ln[0]
    return g.c(["C:\\Users\\", "C:\\Users\\", "c:\\users\\", "D:\\Users\\"]) + u


EN_HOURS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve"]


def sched_en(g: G, part: str) -> str:
    if part == "any":
        part = g.c(["am", "pm"])
    h = g.ri(5, 9) if part == "am" else g.ri(5, 11)
    mm = g.c(["00", "15", "30", "45", "10", "20", "40", "50"])
    suf = "am" if part == "am" else "pm"
    h24 = h if part == "am" else h + 12
    return g.c([f"{h}{suf}", f"{h}:{mm}{suf}", f"{h}.{mm}{suf}", f"{h24:02d}:{mm}", f"{h} {suf[0]}.m.",
                f"{h}:{mm} {suf[0]}.m.", f"{h}:{mm} {suf.upper()}", f"half past {EN_HOURS[h]}",
                f"quarter past {EN_HOURS[h]}", f"quarter to {EN_HOURS[h + 1]}", f"{EN_HOURS[h]} o'clock",
                f"{h24:02d}{mm} hrs", f"{h} {suf.upper()}"])


def sched_zh(g: G, part: str) -> str:
    if part == "any":
        part = g.c(["am", "pm"])
    if part == "am":
        h = g.ri(5, 9)
        pre = g.c(["早上", "早上", "上午", "清晨", "早晨"]) if h >= 6 else g.c(["清晨", "凌晨", "早上"])
        return g.c([f"{pre}{h}点", f"{pre}{h}点半", f"{pre}{h}点{g.c(['10', '15', '20', '40', '45'])}分",
                    f"{pre}{zh_hour(h)}点半", f"{pre}{zh_hour(h)}点", f"{h:02d}:{g.c(['00', '30', '15', '45'])}",
                    f"{pre}{h}:{g.c(['00', '30', '15', '45'])}", f"{pre}{h}点一刻"])
    h = g.ri(17, 23)
    hh = h - 12
    pre = g.c(["傍晚", "下午"]) if h < 19 else ("晚上" if h < 22 else g.c(["晚上", "夜里"]))
    return g.c([f"{pre}{hh}点", f"{pre}{hh}点半", f"{pre}{zh_hour(hh)}点半", f"{pre}{zh_hour(hh)}点",
                f"{pre}{hh}点{g.c(['10', '15', '20', '40', '45'])}分", f"{h}:{g.c(['00', '30', '15', '45'])}",
                f"{pre}{hh}:{g.c(['00', '30', '45'])}"])


def uk_postcode(g: G) -> str:
    area = g.c(UK_AREAS)
    if area in ("EC", "WC") or (area in ("SW", "W", "E", "N", "NW", "SE") and g.r.random() < 0.3):
        district = f"{g.ri(1, 2)}{g.c('ABCDEHJMNPRVWXY')}"
    elif len(area) == 1:
        district = str(g.ri(1, 40))
    else:
        district = str(g.ri(1, 28))
    inward = str(g.ri(0, 9)) + g.s("ABDEFGHJLNPQRSTUWXYZ", 2)
    return f"{area}{district}{'' if g.r.random() < 0.1 else ' '}{inward}"


def coord(g: G, region: str) -> str:
    lat_r, lon_r = {"uk": ((50.1, 57.9), (-5.9, 1.7)), "us": ((25.5, 47.5), (-122.9, -71.0)),
                    "cn": ((22.2, 41.5), (102.0, 121.9))}[region]
    nd = g.ri(4, 6)
    lat, lon = round(g.r.uniform(*lat_r), nd), round(g.r.uniform(*lon_r), nd)
    ns, ew = "N" if lat >= 0 else "S", "E" if lon >= 0 else "W"
    opts = [f"{lat}, {lon}", f"{lat},{lon}", f"({lat}, {lon})", f"{abs(lat)}° {ns}, {abs(lon)}° {ew}",
            f"{abs(lat)}°{ns} {abs(lon)}°{ew}"]
    if region == "cn":
        opts += [f"北纬{lat}°，东经{lon}°", f"北纬{lat}度 东经{lon}度"]
    return g.c(opts)


def geo_value(g: G, kind: str) -> str:
    if kind == "ukpc":
        return uk_postcode(g)
    if kind == "uszip":
        z = f"{g.ri(1001, 99950):05d}"
        return z if g.r.random() < 0.7 else f"{z}-{g.d(4)}"
    if kind == "cnpc":
        return str(g.ri(1, 8)) + g.d(5)
    if kind == "coord":
        return coord(g, g.c(["uk", "us", "uk"]))
    if kind == "coordzh":
        return coord(g, "cn")
    if kind == "estate":
        return f"{g.c(ESTATE_A)}{g.c(ESTATE_B)} {g.c(ESTATE_C)}"
    v = g.c(XQ_PRE) + g.c(XQ_SUF)
    return v + (g.c(["一期", "二期", "三期"]) if g.r.random() < 0.12 else "")


VALUES = {
    "secret": lambda g, k: SECRET[k](g),
    "password": lambda g, k: pw_value(g),
    "email": lambda g, k: email_cn(g) if k == "cn" else email_en(g),
    "phone": phone_value,
    "address": lambda g, k: {"gb": addr_gb, "us": addr_us, "cn": addr_cn}[k](g),
    "government_id": lambda g, k: GOVID[k](g),
    "financial": lambda g, k: FIN[k](g),
    "person_name": name_value,
    "username": username_value,
    "home_path": home_value,
    "schedule": lambda g, k: sched_zh(g, k[1:]) if k.startswith("z") else sched_en(g, k),
    "geo": geo_value,
}
DEFAULT_KIND = {
    ("email", "en"): "en", ("email", "zh"): "cn", ("email", "mixed"): "mix",
    ("password", "en"): "any", ("password", "zh"): "any", ("password", "mixed"): "any",
    ("address", "zh"): "cn", ("person_name", "zh"): "cn", ("username", "en"): "plain",
    ("username", "zh"): "plain", ("username", "mixed"): "plain",
}

# --------------------------------------------------------------------------------------------
# fillers (context values that are not the planted one)
# --------------------------------------------------------------------------------------------
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def f_date(g: G) -> str:
    d = date(2021, 1, 1) + timedelta(days=g.ri(0, 1800))
    return g.c([d.strftime("%d/%m/%Y"), f"{d.day} {MONTHS[d.month - 1]} {d.year}", d.isoformat(),
                f"{MONTHS[d.month - 1]} {d.day}, {d.year}", f"{d.day} {MONTHS[d.month - 1][:3]} {d.year}"])


def f_zdate(g: G) -> str:
    d = date(2021, 1, 1) + timedelta(days=g.ri(0, 1800))
    return g.c([f"{d.year}年{d.month}月{d.day}日", d.isoformat(), f"{d.year}/{d.month}/{d.day}",
                f"{d.year}年{d.month:02d}月{d.day:02d}日"])


def f_money(g: G, sym: str) -> str:
    v = g.ri(5, 250000) / g.c([1, 100])
    s = f"{v:,.2f}"
    if sym == "¥":
        return g.c([f"¥{s}", f"{s}元", f"人民币{int(v):,}元", f"RMB {s}"])
    return f"{sym}{s}"


def f_order16(g: G) -> str:
    while True:
        n = g.c("123456789") + g.d(15)
        if not luhn_ok(n):
            return n


def f_gtin(g: G) -> str:
    while True:
        body = "50" + g.d(10)
        s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
        n = body + str((10 - s % 10) % 10)
        if not luhn_ok(n):
            return n


def f_uscc(g: G) -> str:
    return "91" + g.c(CN_AREAS) + g.s("0123456789ABCDEFGHJKLMNPQRTUWXY", 10)


FILLERS = {
    "date": f_date, "zdate": f_zdate,
    "ref": lambda g: g.c([f"REF-{g.d(5)}", f"HR/{g.ri(2021, 2025)}/{g.d(4)}", f"CLM-{g.d(7)}",
                          f"CS-{g.d(6)}", f"TKT-{g.d(5)}", f"#{g.d(6)}", f"CASE-{g.d(4)}-{g.s(UP, 2)}"]),
    "inv": lambda g: g.c([f"INV-{g.ri(2021, 2025)}-{g.d(5)}", f"INV{g.d(6)}", f"SI-{g.d(5)}", f"No.{g.d(8)}"]),
    "gbp": lambda g: f_money(g, "£"), "gbp2": lambda g: f_money(g, "£"),
    "usd": lambda g: f_money(g, "$"), "cny": lambda g: f_money(g, "¥"), "cny2": lambda g: f_money(g, "¥"),
    "city": lambda g: g.c(CITIES), "uscity": lambda g: g.c(US_CITIES), "zcity": lambda g: g.c(ZH_CITIES),
    "zdist": lambda g: g.c(ZH_DISTRICTS), "co": lambda g: g.c(COMPANIES),
    "zco": lambda g: g.c(ZH_COMPANIES) if g.r.random() < 0.7 else g.cn.company(),
    "n": lambda g: str(g.ri(2, 12)), "year": lambda g: str(g.ri(2021, 2025)),
    "ay": lambda g: (lambda y: f"{y}/{(y + 1) % 100:02d}")(g.ri(2021, 2025)),
    "sku": lambda g: g.c([f"SKU-{g.s(UP, 2)}-{g.d(5)}", f"{g.s(UP, 3)}{g.d(4)}-{g.c(['BLK', 'WHT', 'S', 'M', 'L'])}"]),
    "pct": lambda g: f"{g.ri(1, 2999) / 100:.2f}%",
    "track": lambda g: g.c([f"{g.s(UP, 2)}{g.d(9)}GB", f"1Z{g.s(UP + DG, 6)}{g.d(10)}", f"JDV{g.d(12)}"]),
    "ztrack": lambda g: g.c([f"SF{g.d(12)}", f"YT{g.d(13)}", f"JT{g.d(13)}", f"{g.ri(7, 9)}{g.d(11)}"]),
    "dept": lambda g: g.c(DEPTS), "zdept": lambda g: g.c(ZH_DEPTS),
    "role": lambda g: g.c(ROLES), "zrole": lambda g: g.c(ZH_ROLES), "zbank": lambda g: g.c(ZH_BANKS),
    "dom": lambda g: g.c(DOMAINS),
    "sort": lambda g: f"{g.d(2)}-{g.d(2)}-{g.d(2)}",
    "pcgb": uk_postcode, "zip": lambda g: f"{g.ri(1001, 99950):05d}",
    "oname": lambda g: name_value(g, g.c(["gb", "us"])), "zname": lambda g: name_value(g, "cn"),
    "ver": lambda g: f"{g.ri(1, 9)}.{g.ri(0, 20)}.{g.ri(0, 9)}",
    "kg": lambda g: f"{g.ri(10, 4000) / 10:.1f}", "hs": lambda g: f"{g.ri(8401, 9619)}.{g.d(2)}",
    "batch": lambda g: f"B{g.d(2)}-{g.d(4)}", "po": lambda g: "45000" + g.d(5),
    "order16": f_order16, "gtin": f_gtin, "uscc": f_uscc,
    "crn": lambda g: g.c(["0", "1", "SC", "NI"]) + g.d(7 if g.r.random() < 0.5 else 6).rjust(7, "0"),
    "vat": lambda g: f"{g.d(3)} {g.d(4)} {g.d(2)}",
    "ecode": lambda g: f"E{g.d(3)}",
}


class Fill(dict):
    def __init__(self, g: G) -> None:
        super().__init__()
        self.g = g

    def __missing__(self, key: str) -> str:
        val = FILLERS[key](self.g)
        self[key] = val
        return val


# --------------------------------------------------------------------------------------------
# templates: one per line, "kind|text" (kind optional), "¶" = newline, {v} = planted value
# --------------------------------------------------------------------------------------------
T: dict[tuple[str, str], str] = {}

T["secret", "en"] = r"""
aws|IT ONBOARDING FORM — Section 6 (System Access)¶Start date: {date}¶Department: {dept}¶AWS access key ID issued: {v}¶Issued by: Cloud Platform team, ticket {ref}
awssec|Access provisioning record {ref}¶Account: production-billing (eu-west-2)¶aws_secret_access_key = {v}¶Rotate before: {date}
ghp|Customer support CRM note ({date}): customer on the {co} plan pasted a GitHub token into the chat — {v} — advised them to revoke it immediately. Case {ref} escalated to Security.
ghpat|Contractor offboarding checklist, item 4.2: revoke fine-grained PAT {v} (scoped to the invoicing repo). Completed {date}.
slack|Invoice {inv} attachment note: the integration for {co} uses Slack bot token {v}; billing contact asked us to keep it on file.
openai|Expense claim {ref} — supporting note: API usage for the pilot ({usd}). Key used: {v}. Approved by line manager on {date}.
anthropic|Vendor handover letter, para 3: "The API key for the summarisation service is {v}; please store it in the vault and do not e-mail it."
stripe|Support ticket {ref} (Billing): merchant sent their live secret key {v} by mistake while asking about a failed payout of {gbp}.
google|Delivery note {ref} — configuration sheet enclosed. Maps API key printed on sheet: {v}. Courier: {co}.
hf|Research grant claim form, Annex B: model hosting account token {v} (read/write). Claim total {gbp}.
sendgrid|Mail service setup form¶Sender domain: {dom}¶SendGrid API key: {v}¶Requested by HR Operations, {date}
telegram|CRM note: client configured delivery alerts via a Telegram bot, token {v}. Asked us to update the webhook before {date}.
jwt|Insurance portal incident log {ref}: claimant forwarded a screenshot containing the session bearer token {v}. Session invalidated on {date}.
pem|Starter pack for new DevOps engineer ({date})¶Deploy key (keep private):¶{v}¶Return this sheet to IT once copied.
urlpw|Data migration order {ref}: source database postgres://hr_export:{v}@10.20.4.17:5432/personnel — finish before {date}.
entropy|Payment provider onboarding form¶Merchant ID: {ref}¶webhook_signing_secret: {v}¶Settlement currency: GBP
aws|Expense report {ref}: cloud costs {usd} for March. Note from claimant: "billing runs under key {v}, same as last quarter."
ghp|Legal hold notice {ref}, Schedule 2 (items to preserve): repository access token {v} and audit logs from {date}.
stripe|Tenancy management software invoice {inv}: integration key STRIPE_SECRET_KEY={v} (set up by the letting agent).
entropy|Bank API onboarding letter dated {date}: your client_secret is {v}. Please treat it as confidential.
urlpw|Shipping label integration (carrier {co}): endpoint https://labels:{v}@api.carrier-example.com/v2/labels
jwt|Claims handler note: Authorization: Bearer {v} — copied from the claimant's browser console, claim {ref}.
openai|School IT enrolment form, staff section: OPENAI_API_KEY={v} for the classroom assistant pilot, expires {date}.
pem|Legal letter enclosure list: (1) signed agreement; (2) the server's private key, reproduced below for the escrow agent:¶{v}
awssec|CV (technical appendix) accidentally included a secret key from the candidate's previous project: {v}
slack|HR case note {ref}: the ex-employee still had a working token ({v}) for the company workspace on {date}; revoked.
google|Invoice query {ref}: the customer's Firebase/Maps browser key {v} appears on page 2 of the PDF.
sendgrid|Delivery failure report {ref}: notifications stopped after the key {v} was rotated on {date}.
hf|Onboarding form — research staff¶Hugging Face access token: {v}¶Organisation: {co}
telegram|Support CRM: shop owner gave bot credentials {v} so we could test order notifications.
entropy|Payroll integration sheet: api_token: {v} (generated {date}, scope payroll:read)
anthropic|IT asset return form — notes: laptop wiped; ANTHROPIC_API_KEY={v} found in a sticky note file, revoked {date}.
"""
T["secret", "zh"] = r"""
aws|入职登记表（IT部分）¶入职日期：{zdate}¶部门：{zdept}¶AWS访问密钥ID：{v}¶发放人：运维组，工单{ref}
awssec|权限开通记录{ref}：生产账号的 aws_secret_access_key 为 {v}，请于{zdate}前轮换。
ghp|客服工单备注（{zdate}）：客户在对话中贴出了GitHub令牌 {v}，已提醒其立即作废。
ghpat|离职交接清单第4.2项：回收细粒度访问令牌 {v}，已于{zdate}完成。
slack|报销单{ref}附件说明：Slack机器人令牌 {v} 用于通知集成，金额{cny}。
openai|报销单¶报销事由：大模型接口调用费¶金额：{cny}¶使用的密钥：{v}¶审批人：部门经理
anthropic|供应商交接函第三条：摘要服务的API密钥为{v}，请存入保险库，勿通过邮件转发。
stripe|客服记录{ref}：商户询问一笔{cny}的结算失败，误将线上密钥 {v} 发给了我们。
google|快递单附页（配置单）：地图API密钥 {v}，寄件公司{zco}。
hf|科研经费报销附件B：模型托管平台令牌 {v}（读写权限），合计{cny}。
sendgrid|邮件服务开通申请表¶发件域名：{dom}¶SendGrid密钥：{v}¶申请日期：{zdate}
telegram|客户关系记录：客户通过Telegram机器人接收发货提醒，机器人令牌为{v}。
jwt|保险理赔系统事件记录{ref}：申请人截图中包含会话令牌 {v}，已于{zdate}失效处理。
pem|新运维工程师入职资料（{zdate}）¶部署私钥（请妥善保管）：¶{v}¶复制后请将本页交回IT。
urlpw|数据迁移工单{ref}：源库地址 mysql://hr_sync:{v}@10.8.3.21:3306/renshi，{zdate}前完成。
entropy|支付渠道入网申请表¶商户编号：{ref}¶回调签名密钥（webhook_secret）：{v}¶结算币种：人民币
aws|费用报销说明：云服务费用{cny}，申请人备注“计费仍走密钥{v}，与上季度相同”。
ghp|律师函附件二（需保全材料）：代码仓库访问令牌{v}及{zdate}以来的审计日志。
stripe|物业管理系统发票{inv}：集成配置 STRIPE_SECRET_KEY={v}。
entropy|银行开放接口开通函（{zdate}）：贵司的 client_secret 为 {v}，请严格保密。
urlpw|快递面单接口配置：https://label_api:{v}@open.kuaidi-example.cn/v1/print
jwt|理赔专员备注：从客户浏览器控制台复制的 Authorization: Bearer {v}，案件号{ref}。
openai|学校信息化登记表（教师栏）：OPENAI_API_KEY={v}，有效期至{zdate}。
pem|合同附件清单：（一）已签署协议；（二）服务器私钥，全文如下，交托管方保存：¶{v}
awssec|简历附录中误附了上一个项目的密钥：{v}。
slack|人事案件记录{ref}：离职员工的工作区令牌（{v}）在{zdate}仍可使用，已吊销。
google|发票疑问{ref}：客户的地图浏览器密钥{v}出现在PDF第2页。
sendgrid|投递失败报告{ref}：{zdate}轮换密钥{v}后通知中断。
hf|科研人员入职表¶Hugging Face令牌：{v}¶所属组织：{zco}
telegram|客服记录：店主提供了机器人凭据{v}，便于我们测试订单通知。
entropy|工资系统对接单：api_token：{v}（{zdate}生成，权限 payroll:read）
anthropic|资产归还单备注：笔记本已清空，便签文件里发现 ANTHROPIC_API_KEY={v}，已于{zdate}作废。
"""
T["secret", "mixed"] = r"""
aws|入职登记表 Onboarding Form¶系统权限 System access: AWS¶Access Key ID 访问密钥: {v}¶工单 Ticket: {ref}
awssec|权限记录 Access record {ref}: aws_secret_access_key 密钥 = {v}
ghp|客服备注 CRM note: customer 贴出了 GitHub token {v}，已建议 revoke。
ghpat|离职清单 Offboarding item 4.2: revoke fine-grained PAT {v} — 已完成 done {zdate}
slack|报销单 Expense claim {ref}: Slack bot token 令牌 {v}，金额 Amount {cny}
openai|报销事由 Purpose: LLM API usage¶密钥 Key: {v}¶金额 Amount: {usd}
anthropic|Handover letter 交接函: API key 为 {v}，请 store in vault。
stripe|Ticket {ref} 客服记录: merchant 误发 live secret key {v}
google|配置单 Config sheet — Maps API key 地图密钥: {v}
hf|经费报销 Grant claim Annex B: HF token 令牌 {v} (read/write)
sendgrid|邮件服务 Mail service 申请表¶SendGrid API key 密钥：{v}¶域名 Domain: {dom}
telegram|CRM 记录: Telegram bot token 机器人令牌 = {v}
jwt|理赔事件 Claim incident {ref}: session token 会话令牌 {v} 已失效 invalidated
pem|入职资料 Starter pack — 部署私钥 Deploy key:¶{v}
urlpw|迁移工单 Migration {ref}: 源库 source = postgres://hr_export:{v}@10.20.4.17:5432/hr
entropy|入网申请 Merchant onboarding: webhook_secret 回调密钥：{v}
aws|费用说明 Cost note: 云服务 billing 用的 key 是 {v}
ghp|律师函 Legal hold — 保全 preserve token {v} 及审计日志 audit logs
stripe|发票 Invoice {inv}: STRIPE_SECRET_KEY={v} (集成配置)
entropy|开通函 Onboarding letter: 您的 client_secret 是 {v}，请保密 keep confidential
urlpw|面单接口 Label API: https://labels:{v}@api.carrier-example.com/v2
jwt|理赔备注 Handler note: Authorization: Bearer {v}（案件 {ref}）
openai|学校登记表 School IT form: OPENAI_API_KEY={v}，有效期 expires {date}
pem|合同附件 Contract annex (2) 服务器私钥 private key:¶{v}
awssec|简历 CV 附录: secret key 密钥 {v}
slack|人事记录 HR case: 离职员工 token {v} still active，已 revoke
hf|Onboarding 入职表: Hugging Face token：{v}
sendgrid|投递报告 Delivery report: rotated key 轮换密钥 {v} on {zdate}
telegram|客服 CRM: 店主 shop owner 提供 bot credentials {v}
entropy|Payroll 对接单: api_token：{v}
google|发票疑问 Invoice query {ref}: browser key 浏览器密钥 {v} 在第2页
anthropic|资产归还 Asset return: ANTHROPIC_API_KEY={v} 已作废 revoked
"""

T["password", "en"] = r"""
IT ONBOARDING FORM¶Employee start date: {date}¶Network username: issued separately¶Temporary password: {v}¶Must be changed at first login.
Welcome letter (HR): "Your initial password for the benefits portal is {v} — please change it within 7 days."
CRM note {ref}: caller read out her online banking password ({v}) before we could stop her; advised reset.
Tenancy application portal — applicant note: "password: {v}" entered in the comments box by mistake.
Medical records request form, section 9: patient wrote down the password for the encrypted PDF: {v}
Insurance claim {ref}: the claimant's documents are in a zip, pw={v}
School enrolment pack: parent portal login — Password {v} (case sensitive).
Invoice {inv} is attached as a protected PDF; the password is {v}
Bank letter: "We have reset your telephone banking passcode. Your new passcode is {v} and it expires on {date}."
Legal letter: enclosed USB drive; the passphrase to open the archive is {v}
CV submission note: candidate included credentials for her portfolio site — Password: {v}
HR case note {ref}: employee shared the router admin password {v} with the contractor.
Support ticket {ref}: "I changed my password to {v} and it still won't let me in" (customer quote).
Onboarding checklist item 3 — VPN password: {v} (expires {date})
Payslips are emailed as encrypted files, password = {v}
Expense claim {ref}, note: credit card statement PDF password {v}
Letting agent file note: tenant gave the Wi-Fi password ({v}) to the cleaner.
Account recovery form¶Current password: {v}¶Recovery email: on file
Pharmacy intake note: patient keeps the password {v} for the repeat-prescription app on a sticky note.
School enrolment: the password for the child's learning platform account is {v}
New starter email (summarised): temp pwd {v}, change on first login.
Rental application PDF protected with passcode {v}; applicant sent it separately.
Legal letter ref {ref}: data room access — Password: {v}
Handover note: the shared mailbox password is {v}
Insurance portal: passphrase "{v}" set by the policyholder on {date}.
HR form¶Login: staff ID¶Pass: {v}
Bank CRM: customer asked us to note that her memorable word is {v}
Claims portal note: customer says "my password is {v}", asked for reset link.
Pension scheme letter: your PIN/password for the online service is {v}
"""
T["password", "zh"] = r"""
入职登记表¶入职日期：{zdate}¶系统账号：另行通知¶初始密码：{v}¶首次登录后请修改。
人事欢迎信：福利平台初始密码为{v}，请在7天内修改。
客服记录{ref}：客户在电话中报出了网银密码（{v}），已提醒其立即修改。
租房申请备注：申请人误在备注栏填写“密码：{v}”。
病历复印申请表第9项：患者写下了加密PDF的密码：{v}
理赔案件{ref}：材料压缩包密码是{v}
入学登记材料：家长平台登录密码 {v}（区分大小写）。
发票{inv}为加密PDF，打开密码为{v}
银行通知书：您的电话银行新密码是{v}，请妥善保管。
律师函：随函附U盘一个，压缩包口令为{v}
简历投递备注：候选人附上作品集网站登录密码{v}
人事案件记录{ref}：员工把路由器管理密码{v}告诉了外包人员。
客服工单{ref}：客户原话“我把密码改成{v}了还是登不上”。
入职清单第3项——VPN密码：{v}（{zdate}过期）
工资条通过加密文件发送，密码={v}
报销单{ref}备注：信用卡账单PDF密码{v}
中介备忘：租客把WiFi密码（{v}）告诉了保洁。
账号找回申请表¶当前密码：{v}¶备用邮箱：已登记
药房问诊记录：患者把复诊开药App的密码{v}写在便签上。
学校入学：孩子学习平台账号密码是{v}
新员工邮件摘要：临时密码 {v}，首次登录修改。
租房合同扫描件设置了打开密码{v}，房东另行告知。
律师函编号{ref}：数据室访问口令：{v}
交接说明：共享邮箱密码是{v}
保险门户：投保人设置的口令短语为“{v}”。
人事表格¶登录名：工号¶密码：{v}
银行回单备注：客户要求记录其查询密码为{v}
报销系统：我的密码是{v}，麻烦帮我重置审批流。
养老金账户通知：网上服务密码为{v}
"""
T["password", "mixed"] = r"""
入职登记表 Onboarding form¶初始密码 Temporary password: {v}¶部门 Dept: {dept}
Welcome letter 欢迎信: benefits portal 初始密码为 {v}
CRM 记录 {ref}: customer 报出 online banking password（{v}）
租房申请 Application note: "password: {v}" 填在备注栏
病历申请 Records request: PDF 密码 password {v}
理赔 Claim {ref}: 压缩包 zip pw={v}
家长平台 Parent portal — 密码 Password: {v}
发票 Invoice {inv} 加密 PDF, the password is {v}
银行通知 Bank letter: new passcode 新密码 {v}
律师函 Legal letter: 压缩包 passphrase 口令 {v}
简历 CV 备注: portfolio site 登录密码 Password: {v}
HR 记录: router admin 密码 {v} 告诉了 contractor
工单 Ticket {ref}: "我把 password 改成 {v} 了 but still locked out"
入职清单 Checklist 3 — VPN 密码：{v}
Payslip 工资条 encrypted, 密码 = {v}
报销 Expense {ref}: statement PDF password 密码 {v}
账号找回 Account recovery¶Current password 当前密码: {v}
药房记录 Pharmacy note: app 密码 {v} 写在 sticky note 上
学习平台 Learning platform 的 password 是 {v}
New starter 新员工: temp pwd 临时密码 {v}
数据室 Data room access 口令 Password: {v}
共享邮箱 shared mailbox 的 password is {v}
保险门户 Insurance portal passphrase 口令短语: "{v}"
登录 Login: 工号 staff ID¶密码 Pass: {v}
银行 Bank CRM: memorable word 记忆词 {v}
报销系统 Expense system: 我的密码是{v}, please reset
中介 Agent note: WiFi 密码 password ({v}) 给了 cleaner
"""

T["email", "en"] = r"""
HR ONBOARDING FORM¶Personal email: {v}¶Start date: {date}¶Department: {dept}
Tenancy application — Section A¶Contact e-mail: {v}¶Desired move-in: {date}¶Monthly rent offered: {gbp}
Invoice {inv}¶Payment terms: 30 days¶Remittance advice to: {v}¶Total due: {gbp} (VAT 20% incl.)
Medical intake: preferred contact method email ({v}); GP practice in {city}.
Insurance claim {ref}: claimant asked for updates at {v} rather than by post.
CRM note {date}: customer changed their login email to {v} after the merger with {co}.
CV¶Email: {v}¶Profile: {role} with 8 years' experience in {city}.
School enrolment form — Parent/Guardian 1 email address: {v}
Delivery note {ref}: notify recipient at {v} on dispatch.
Bank letter: "We will send future statements to {v}, as requested on {date}."
Legal letter (without prejudice): please direct correspondence to {v}.
Shipping label — Consignee email: {v} | Service: Next Day | Weight 2.4 kg
Expense claim {ref}: receipts forwarded from {v}
Reference request for former employee: referee contact {v}
Support ticket {ref}: reply-to changed to {v}; customer says the old inbox is closed.
Onboarding checklist: IT to create the account and send credentials to personal address {v}.
Landlord's reference letter: the previous tenant can be contacted at {v}.
Claim form Part 3¶E-mail (for correspondence): {v}¶Preferred language: English
Patient discharge summary sent to {v} at the patient's request.
Complaint log {ref}: complainant {v} escalated to stage 2 on {date}.
Employment contract schedule: notices may be served by e-mail to {v}.
Enrolment confirmation emailed to {v}; course starts {date}.
Contact details form¶Mob: on file¶E-mail addr.: {v}¶Correspondence address: as above
Delivery exception: courier could not reach {v}; parcel held at the {city} depot.
Bank CRM note: online statements now go to {v} (verified {date}).
Insurance renewal: policy documents emailed to {v}.
Payroll: P60 for tax year {ay} sent to {v}.
CV footer — references available on request — {v}
"""
T["email", "zh"] = r"""
入职登记表¶个人邮箱：{v}¶入职日期：{zdate}¶部门：{zdept}
租房申请表：联系邮箱 {v}，期望入住日期{zdate}，月租{cny}。
发票{inv}：电子发票将发送至{v}，价税合计{cny}。
门诊病历：患者要求检查报告发送到邮箱{v}。
理赔案件{ref}：申请人希望通过邮箱{v}接收进度。
客服记录（{zdate}）：客户将登录邮箱改为{v}。
简历¶电子邮箱：{v}¶求职意向：{zrole}¶期望城市：{zcity}
入学登记表——监护人邮箱：{v}
快递单备注：发货后请通知收件人邮箱{v}。
银行通知书：今后的对账单将发送至{v}。
律师函：请将回复发送至{v}。
报销单{ref}：发票由{v}转发。
背景调查：前雇主联系人邮箱{v}。
客服工单{ref}：回复地址改为{v}，客户说旧邮箱已停用。
入职清单：IT开通账号后将初始信息发送至个人邮箱{v}。
房东推荐信：前租客可通过{v}联系。
理赔申请书第三部分¶电子邮件：{v}¶首选语言：中文
出院小结已按患者要求发送至{v}。
投诉记录{ref}：投诉人{v}于{zdate}升级处理。
劳动合同附件：通知可通过电子邮件{v}送达。
报名确认函已发送到{v}，课程{zdate}开始。
联系方式登记¶手机：已登记¶邮箱：{v}
快递异常：快递员联系不上{v}，包裹滞留{zcity}网点。
银行客户记录：电子账单改发至{v}（{zdate}核实）。
保险续保：保单已发送至邮箱{v}。
个税：年度收入明细已发送至{v}。
个人简历 邮箱{v} 电话见附件
合同第12条：乙方指定的通知邮箱为{v}。
"""
T["email", "mixed"] = r"""
入职登记表 Onboarding¶邮箱 Email: {v}¶部门 Dept: {dept}
租房申请 Tenancy application: 联系邮箱 Contact e-mail {v}
cn|发票 Invoice {inv}: 电子发票 send to {v}
病历 Intake: preferred contact 邮箱 {v}
cn|理赔 Claim {ref}: updates 发到 {v}
CRM 记录: login email 改为 {v}
cn|简历 CV¶Email 邮箱: {v}¶Role 意向: {role}
入学 Enrolment — 监护人 Guardian email: {v}
cn|快递单 Delivery note: notify 收件人 at {v}
银行 Bank letter: 对账单 statements → {v}
cn|律师函 Legal letter: please reply to 回复至 {v}
报销 Expense {ref}: receipts 由 {v} 转发
cn|背调 Reference check: referee 邮箱 {v}
工单 Ticket {ref}: reply-to 改为 {v}
cn|入职清单 Checklist: send credentials to 个人邮箱 {v}
理赔申请 Claim form Part 3: 电子邮件 E-mail: {v}
cn|出院小结 Discharge summary sent to {v}
投诉 Complaint {ref}: complainant {v} 升级 stage 2
cn|合同 Contract clause 12: 通知 notices by email to {v}
Enrolment 确认函 emailed to {v}
cn|联系方式 Contact details¶E-mail 邮箱：{v}
快递异常 Exception: 联系不上 could not reach {v}
cn|银行客户记录 Bank CRM: e-statements 改发至 {v}
保单 Policy docs emailed 发送至 {v}
cn|P60 / 个税明细 sent to {v}
cn|简历 Resume — 邮箱 E-mail：{v}；电话 Tel：见附件
"""

T["phone", "en"] = r"""
uk|HR ONBOARDING FORM¶Mob: {v}¶Emergency contact: see section 4¶Start date: {date}
ukland|Tenancy application¶Home tel.: {v}¶Current landlord reference: requested {date}
us|Medical intake¶Contact No.: {v}¶Primary insurance: {co} PPO¶Visit date: {date}
uk|Shipping label¶Recipient mobile: {v}¶Tracking: {track}¶Service: Tracked 24
us|Insurance claim {ref}: claimant prefers calls on {v} during business hours.
ukland|CV¶Tel: {v}¶Location: {city}¶Role sought: {role}
us|School enrolment — emergency contact phone: {v}
uk|CRM note {date}: customer asked us to call back on {v} about the refund of {gbp}.
ukland|Bank letter: we tried to reach you on {v} regarding a payment of {gbp} on {date}.
us|Delivery note {ref}: driver to phone {v} on arrival; leave with reception if no answer.
cn|CRM note: overseas customer, contact via WeChat or mobile {v}.
us|Legal letter: claimant's daytime telephone: {v}.
uk|Rental reference form: applicant's mobile {v} (verified by SMS on {date}).
us|Payroll change form: new cell {v}, effective {date}.
ukland|Patient registration (GP): home telephone {v}; practice leaflet given.
us|Expense claim {ref}: claimant reachable at {v} for queries.
uk|Customer support ticket {ref}: SMS alerts to {v} stopped working after {date}.
cnland|Tenancy application (international student): guarantor's landline in China {v}.
us|Employment verification: reach the applicant at {v}.
uk|Insurance FNOL note: third-party driver gave number {v} at the scene.
ukland|School letter: we were unable to reach you on {v} regarding the absence on {date}.
us|Shipping label — Ship to phone: {v} | Service: Ground | 3 lb
uk|Contact details update¶Old number: withdrawn¶New mobile: {v}¶Verified: yes
us|Rental application, Section B — personal phone: {v}
cn|Student enrolment (international): parent's mobile in China {v}.
uk|Delivery note: "Call {v} if nobody answers the door."
us|Bank CRM: customer's registered phone changed to {v} (fraud check passed).
ukland|Legal letter: our client can be contacted on {v} to arrange access to the property.
us|Dental intake: best number to reach you: {v}
"""
T["phone", "zh"] = r"""
cn|入职登记表¶手机：{v}¶紧急联系人：见第四栏¶入职日期：{zdate}
cnland|租房合同¶乙方联系电话：{v}¶租期：{zdate}起一年¶月租金：{cny}
cn|快递单¶收件人电话：{v}¶运单号：{ztrack}¶物品：文件
cn|门诊病历：患者联系电话{v}，复诊时间另行通知。
cnland|理赔申请：被保险人家庭电话{v}。
cn|简历¶联系电话：{v}¶求职意向：{zrole}¶工作地点：{zcity}
cn|入学登记表：家长手机号{v}
cn|客服记录（{zdate}）：客户要求回拨{v}，咨询退款{cny}。
cnland|银行通知：我行曾致电{v}核实一笔{cny}的交易。
cn|快递备注：到了打{v}，没人接就放门卫。
uk|留学生租房申请：英国手机号{v}。
cn|律师函：申请人日间联系电话：{v}。
cn|租房资料：申请人手机{v}（已于{zdate}短信验证）。
cn|工资变更单：新手机号码{v}，自{zdate}起生效。
cnland|病人登记：住宅电话{v}。
cn|报销单{ref}：如有疑问请联系{v}。
cn|客服工单{ref}：{zdate}后短信通知发不到{v}了。
cnland|租房申请（担保人）：担保人座机{v}。
cn|背调授权书：可致电本人{v}核实。
cn|车险报案记录：对方司机现场留下电话{v}。
cnland|学校通知：{zdate}缺勤一事，未能拨通家长电话{v}。
cn|快递面单 收件人 手机{v} 件数1 重量2.4kg
cn|联系方式变更¶原号码：已停用¶新手机：{v}¶核验：已完成
us|海外家属联系方式：美国电话{v}
cn|银行客户记录：客户预留手机号变更为{v}（已通过反欺诈核验）。
cn|合同第十五条：乙方联系电话{v}，变更应书面通知甲方。
cnland|口腔科问诊单：方便联系的电话：{v}
cn|入职体检预约：体检中心将致电{v}确认。
"""
T["phone", "mixed"] = r"""
cn|入职登记表 Onboarding¶手机 Mob: {v}¶部门 Dept: {dept}
cnland|租房合同 Tenancy: 联系电话 Tel. {v}
cn|快递单 Waybill: 收件人电话 Recipient tel {v}
us|病历 Intake: Contact No. 联系电话 {v}
uk|理赔 Claim {ref}: 被保险人 mobile {v}
cn|简历 CV¶电话 Phone: {v}¶意向 Role: {role}
uk|入学 Enrolment — emergency contact 紧急联系电话: {v}
cn|CRM 记录: customer 要求回拨 call back on {v}
ukland|银行 Bank letter: we tried 致电 {v}
cn|快递备注 Delivery note: 到了打 call {v}
uk|留学生 Student tenancy: UK mobile 英国手机 {v}
us|律师函 Legal letter: claimant's daytime tel 日间电话 {v}
cn|工资变更 Payroll change: new mobile 新手机 {v}
cnland|病人登记 Registration: home tel. 住宅电话 {v}
uk|工单 Ticket {ref}: SMS 发不到 {v}
cn|担保人 Guarantor 手机 mobile: {v}
us|Employment verification 背调: call 本人 at {v}
uk|车险 FNOL 报案: third party 对方司机电话 {v}
cn|快递面单 Label: Tel 手机 {v} | Weight 2.4 kg
uk|Contact update 联系方式变更: 新手机 New mobile {v}
cn|银行 Bank CRM: 预留手机 registered phone → {v}
cnland|合同 Contract 第15条: 乙方电话 Tel {v}
us|Dental intake 口腔问诊: best number 联系电话 {v}
cn|体检 Medical check: 中心将致电 will call {v}
ukland|推荐信 Reference: landlord 座机 landline {v}
cn|联系人信息 Contact info: 联系电话 Contact No.：{v}
"""

T["address", "en"] = r"""
gb|HR ONBOARDING FORM¶Home address: {v}, {city} {pcgb}¶Start date: {date}
gb|Tenancy application¶Current address: {v}¶Town: {city}¶Time at address: 3 years
us|Medical intake¶Address: {v}, {uscity} {zip}¶Insurance: {co}
gb|Shipping label¶DELIVER TO:¶{oname}¶{v}¶{city}¶{pcgb}
us|Insurance claim {ref}: loss location {v}, {uscity}; water damage to the kitchen.
gb|CV¶Address: {v}, {city}¶Tel: available on request
gb|School enrolment — child's home address: {v}, {city}
us|CRM note {date}: customer moved to {v}; update the billing address.
gb|Bank letter: "We have updated your correspondence address to {v}, {city}."
us|Delivery note {ref}: drop at {v} — side door, not the front porch.
gb|Legal letter: notice served at the tenant's last known address, {v}, {city}.
us|Rental application: previous residence {v}, {uscity} (2019–2023).
gb|Claim form Part 1¶Correspondence address: {v}¶Postcode: {pcgb}
us|Payroll change form: new mailing address {v}, {uscity}.
gb|Patient registration: residential address {v}, {city}; registered with the practice on {date}.
gb|Invoice {inv}¶Invoice to: {oname}¶{v}¶{city}¶Amount due: {gbp}
us|Employment verification: applicant resided at {v} while employed.
gb|Delivery exception: parcel returned — no such address: {v}, {city}.
gb|Tenancy agreement clause 1.1: "the Property" means {v}, {city}, including the garden.
us|W-4 supporting note: home address {v}, {uscity}.
gb|Home address: {v} | Mob: on file | NI No.: on file
us|Shipping label — SHIP TO: {v}, {uscity} {zip}
gb|Council tax transfer note: moving out of {v} on {date}.
us|Insurance renewal: garaging address {v}, {uscity}.
gb|Reference request: the applicant lived at {v} from 2020 to {year}.
gb|Removal quote {ref}: collection from {v}, {city}; {n} rooms.
us|Medical referral: patient lives at {v}; transport needed.
gb|Courier note: "if out, leave with the neighbour at {v}".
"""
T["address", "zh"] = r"""
入职登记表¶现居住地址：{zdist}{v}¶户籍地址：见身份证¶入职日期：{zdate}
租房合同¶第一条 房屋坐落于{zdist}{v}，建筑面积{n}0平方米。
快递单¶收件人：{zname}¶收件地址：{zdist}{v}¶运单号：{ztrack}
门诊病历：现住址{zdist}{v}。
理赔申请：出险地点{zdist}{v}，厨房漏水。
简历¶现居：{zdist}{v}¶求职意向：{zrole}
入学登记表：家庭住址 {zdist}{v}
客服记录：客户搬家至{zdist}{v}，请更新账单地址。
银行通知：您的通讯地址已更新为{zdist}{v}。
快递备注：送到{zcity}{v}，放门口即可。
律师函已按对方最后已知地址{zdist}{v}邮寄送达。
租房申请：原住址{zdist}{v}（2019至2023年）。
理赔申请书第一部分¶通讯地址：{zdist}{v}¶邮寄方式：挂号信
工资变更单：新的邮寄地址{zdist}{v}。
病人登记：居住地址{zdist}{v}。
发票抬头：个人¶邮寄地址：{zdist}{v}¶金额：{cny}
背调记录：申请人在职期间住在{zdist}{v}。
快递退回：查无此地址——{zdist}{v}。
租房合同第1.1条：“该房屋”指位于{zdist}{v}的住宅。
户籍地址：{zdist}{v}
入职登记 家庭住址 {zdist}{v} 联系电话 见上
快递面单 收：{zcity}{v}
社保转移：参保人由{zdist}{v}迁出。
车险续保：车辆停放地址{zdist}{v}。
推荐信：申请人2020年起居住于{zdist}{v}。
搬家报价{ref}：从{zdist}{v}搬出，{n}个房间。
转诊单：患者住在{zdist}{v}，需安排转运。
银行回单备注：客户联系地址 {zdist}{v}
收件地址：{v}
"""
T["address", "mixed"] = r"""
cn|入职登记表 Onboarding — 现住址 Home address: {zdist}{v}
gb|租房申请 Tenancy — Current address 现住址: {v}, {city}
cn|快递单 Waybill — 收件地址 Delivery address: {zdist}{v}
us|病历 Intake — Address 地址: {v}, {uscity}
cn|理赔 Claim {ref}: 出险地点 loss location {zdist}{v}
gb|简历 CV — 地址 Address: {v}, {city}
cn|入学 Enrolment — 家庭住址 Home address: {zdist}{v}
us|CRM 记录: customer 搬到 moved to {v}, {uscity}
gb|银行 Bank letter: 通讯地址 correspondence address 更新为 {v}
cn|Delivery note 快递备注: deliver to {zcity}{v}
gb|律师函 Legal letter: served at 最后已知地址 {v}, {city}
cn|户籍地址 Registered address: {zdist}{v}
gb|Claim form 理赔申请: Correspondence address 通讯地址 {v}
cn|Payroll 工资变更: mailing address 邮寄地址 {zdist}{v}
gb|Invoice 发票 {inv} — Invoice to 寄至: {v}, {city}
cn|租房合同 Tenancy 1.1: the Property 房屋位于 {zdist}{v}
us|Shipping label 面单 — SHIP TO 收: {v}, {uscity}
cn|社保 Social insurance transfer: 迁出 from {zdist}{v}
gb|Reference 推荐信: lived at 居住于 {v} since 2020
cn|搬家 Removal quote {ref}: 从 {zdist}{v} 搬出 collection
us|转诊 Referral: patient lives at 住址 {v}
cn|收件地址 Delivery address：{zcity}{v}
gb|Home address 家庭住址: {v} | 手机 Mob: 见上
cn|Correspondence address 通讯地址：{zdist}{v}
gb|退件 Returned: no such address 查无此址 {v}, {city}
cn|银行回单 Bank slip — 客户地址 Customer address {zdist}{v}
"""

T["government_id", "en"] = r"""
ni|HR ONBOARDING FORM — Payroll¶National Insurance No.: {v}¶Tax code: 1257L¶Start date: {date}
ssn|Medical intake¶SSN: {v}¶Insurance: {co} PPO¶Visit date: {date}
pp_gb|Tenancy application — Right to Rent check¶Passport number: {v}¶Checked on: {date}
ssn|I-9 summary: employee Social Security number {v}; List A document reviewed.
ni|CV¶NI number: {v}¶Right to work: UK citizen
pp_us|Insurance claim {ref} (travel): claimant's passport no. {v}, issued {year}.
cnid|International student enrolment: Chinese resident ID {v}; visa letter sent.
ni|CRM note: customer verified identity with NINO {v} before the pension transfer.
ssn|Bank letter (account opening): Taxpayer ID (SSN) provided: {v}.
pp_cn|Shipping customs declaration: consignee passport No. {v} (required for personal imports into China).
ni|Legal letter: our client's National Insurance number is {v}; please quote it on the P45.
ssn|Rental application, Section D: Social Security # {v} (for credit check).
pp_gb|Right to work check record: British passport {v}, expiry {date}.
ni|Payroll change form: corrected NI No. {v} (previously entered wrongly).
ssn|Patient registration: SSN on file {v}; Medicare pending.
pp_us|Travel insurance application¶Passport number: {v}¶Destination: Japan
cnid|Employee onboarding (Shanghai office): PRC resident identity card no. {v}
ni|Student finance form: NI number {v} entered for the maintenance loan.
ssn|Employment verification: SSN {v} matched the employer's records.
pp_cn|Hotel registration form (foreign guest): passport No. {v}, nationality CHN.
ni|Benefits claim {ref}: claimant's NINO: {v}
ssn|Insurance claim {ref}: claimant SSN {v}; no prior claims.
pp_gb|Visa support letter: the employee holds passport number {v}.
ni|Pension auto-enrolment record: NI {v}; opt-out window ends {date}.
pp_us|Background screening order {ref}: US passport {v} verified.
ssn|Tax preparer intake: taxpayer's social security number: {v}
cnid|Tenancy application (overseas applicant): Chinese ID number {v} provided in lieu of a passport.
pp_cn|Delivery note — customs: recipient passport number {v}
ni|Employer's starter checklist: National Insurance number {v}
"""
T["government_id", "zh"] = r"""
cnid|入职登记表¶身份证号：{v}¶入职日期：{zdate}¶部门：{zdept}
cnid|租房合同¶乙方身份证号码：{v}¶租期：一年
cnid|门诊病历首页：患者身份证号{v}，医保类型：城镇职工。
pp_cn|出境游保险投保单：护照号码{v}。
cnid|快递实名登记：寄件人身份证{v}。
cnid|简历¶身份证号：{v}¶学历：本科
cnid|入学登记表：学生身份证号码{v}
cnid|银行开户回执：证件号码{v}，证件类型：居民身份证。
pp_cn|签证材料清单：护照号{v}，有效期至{zdate}。
cnid|理赔申请书：被保险人身份证号：{v}
cnid|律师函：委托人身份证号码为{v}。
cnid|报销单：收款人身份证号{v}（劳务费代扣个税）。
ssn|留学生入学：美国社会安全号{v}。
cnid|社保登记：公民身份号码{v}
pp_cn|酒店入住登记：护照号码：{v}
cnid|客服记录：客户提供身份证号{v}完成实名认证。
ni|英国工作登记：国民保险号码{v}。
cnid|房屋租赁登记备案：承租人证件号{v}
cnid|个税专项扣除信息表：纳税人身份证件号码{v}
pp_cn|海淘清关：收件人护照号{v}
cnid|劳动合同 乙方 身份证号码 {v}
cnid|病历：身份证号码：{v}；过敏史：无
pp_us|外籍员工入职：美国护照号{v}
cnid|公积金提取申请：证件号码{v}
cnid|户籍证明：公民身份号码 {v}
pp_cn|机票改签记录：旅客护照{v}
cnid|入职体检登记：身份证{v}
cnid|学籍信息表：身份证件号{v}
"""
T["government_id", "mixed"] = r"""
cnid|入职登记表 Onboarding — 身份证号 ID No.: {v}
ni|Payroll 工资 — National Insurance No. 国民保险号: {v}
ssn|病历 Intake — SSN 社会安全号: {v}
pp_gb|租房 Right to Rent — 护照号 Passport No.: {v}
cnid|Tenancy contract 租房合同: 乙方身份证 ID card {v}
pp_us|理赔 Travel claim {ref}: passport no. 护照号 {v}
cnid|Enrolment 入学: 学生身份证号 Resident ID {v}
ni|CRM 记录: verified with NINO {v}
ssn|银行开户 Account opening: SSN {v}
pp_cn|清关 Customs: consignee 护照号 passport No. {v}
cnid|律师函 Legal letter: 委托人 client's ID No. {v}
ssn|Rental application 租房申请: Social Security # {v}
pp_gb|Right to work 工作许可核查: British passport 护照 {v}
cnid|报销单 Expense: 收款人身份证 payee ID {v}
ni|Student finance 学生贷款: NI number {v}
pp_cn|酒店登记 Hotel registration: passport 护照号码 {v}
cnid|社保 Social insurance: 公民身份号码 Citizen ID No. {v}
ssn|Tax intake 报税: social security number {v}
cnid|个税 IIT form: 身份证件号码 ID number {v}
pp_us|外籍员工 Expat onboarding: US passport 美国护照 {v}
ni|Pension 养老金: NI {v}
cnid|病历 Medical record: 身份证号码 ID No.：{v}
pp_cn|签证 Visa: 护照号 Passport No.：{v}
cnid|实名认证 KYC: ID card 身份证 {v}
ni|Benefits claim 福利申请 {ref}: NINO：{v}
cnid|公积金 Housing fund: 证件号码 ID {v}
"""

T["financial", "en"] = r"""
ukacct|HR ONBOARDING FORM — Bank details¶Sort code: {sort}¶Account number: {v}¶Building society roll no.: n/a
iban_gb|Invoice {inv} (sole trader)¶Payment terms: 30 days¶Pay to IBAN: {v}
card|CRM note {ref}: customer read out card number {v} over the phone; call recording flagged for redaction.
aba|Direct deposit form¶Routing number (ABA): {v}¶Account type: Checking
usacct|Direct deposit form¶Account #: {v}¶Bank: Credit Union¶Amount: 100% of net pay
card|Insurance claim {ref}: refund of {gbp} to card {v}.
iban_eu|Tenancy application (EU applicant): deposit will be returned to IBAN {v}.
ukacct|Bank letter: "Your new account number is {v} and your sort code is {sort}."
cncard|International student fee receipt: paid by UnionPay card {v}.
card|Medical bill payment note: patient paid {usd} with card {v}, exp 08/27.
iban_gb|Payroll change form: new IBAN {v} from the next pay run ({date}).
aba|Wire instructions (legal letter): ABA routing no. {v}, for credit to our client's personal account.
ukacct|Expense claim {ref}: reimburse to account no. {v}, sort code {sort}.
usacct|Rental application: checking account number {v} for rent autopay.
card|Shipping order {ref}: paid with {v} — order total {gbp}.
iban_eu|Legal settlement letter: the sum of {gbp} shall be paid to IBAN {v}.
cncard|Bank CRM: customer's China UnionPay debit card {v} linked for remittances.
ukacct|Student finance: payments to account number {v} (sort code {sort}).
card|Support ticket {ref}: "my card {v} was charged twice" (customer quote).
aba|Payroll: employee bank routing number {v}, account on file.
iban_gb|Landlord statement: rent received from the tenant's IBAN {v}.
usacct|Insurance claim payout: ACH to account # {v}.
card|Hotel booking guarantee¶Card number: {v}¶Cardholder: as booking
ukacct|Standing order form: beneficiary account {v}; sort code {sort}; amount {gbp} monthly.
iban_eu|Freelancer invoice {inv}: bank IBAN: {v}
cncard|Refund request: return {cny} to bank card {v}.
card|School trip payment: parent paid {gbp} using card {v}.
iban_gb|Pension transfer form: receiving IBAN {v}.
usacct|Tax refund direct deposit — account number: {v}
"""
T["financial", "zh"] = r"""
cncard|入职登记表（工资卡）¶开户行：{zbank}¶银行卡号：{v}
cncard|报销单¶报销金额：{cny}¶收款账号：{v}¶开户行：{zbank}
card|客服记录{ref}：客户在电话中报出信用卡号{v}，录音已标记。
cncard|银行回单¶付款人账号：{v}¶金额：{cny}¶用途：房租
cncard|租房合同第五条：租金按月转入甲方银行卡{v}。
card|理赔案件{ref}：退款{cny}退回至信用卡{v}。
iban_gb|留学生缴费：英国账户IBAN {v}。
cncard|工资变更单：新工资卡号{v}，自{zdate}起发放。
cncard|退款申请：请将{cny}退至银行卡号{v}。
card|酒店担保：信用卡号{v}，有效期08/27。
cncard|律师函：和解款{cny}应汇入委托人账户{v}。
cncard|学生资助申请：学生本人银行卡号{v}
card|客服工单{ref}：客户原话“我的卡{v}被扣了两次”。
cncard|公积金提取：收款银行卡{v}
cncard|个人报销 收款卡号 {v} 户名 本人
iban_eu|外籍员工工资：欧元账户IBAN：{v}
cncard|银行客户记录：客户绑定借记卡{v}用于跨境汇款。
card|网购订单{ref}：使用信用卡{v}支付{cny}。
cncard|劳务费发放表：银行账号{v}
cncard|房东收款账户：{v}（{zbank}）
card|学校缴费：家长用卡{v}支付{cny}。
cncard|理赔款领取：收款人账号{v}
cncard|社保退费：退至银行卡{v}
cncard|工资卡号：{v}
aba|美国汇款：路由号（ABA）{v}
cncard|转账回单 收款人账号 {v} 金额 {cny}
usacct|美国账户收款：账号{v}
cncard|银行回单¶收款人账户：{v}¶交易金额：{cny}¶摘要：工资
"""
T["financial", "mixed"] = r"""
cncard|入职登记表 Onboarding — 银行卡号 Bank card No.: {v}
ukacct|Bank details 银行信息 — Sort code {sort}, Account No. 账号 {v}
card|CRM 记录: customer 报出 card number {v}
aba|Direct deposit 工资直存: Routing No. 路由号 {v}
iban_gb|发票 Invoice {inv}: 收款 Pay to IBAN {v}
cncard|报销单 Expense claim: 收款账号 Account {v}
card|理赔 Claim {ref}: refund 退回 to card {v}
iban_eu|租房 Tenancy: deposit 押金退回 IBAN {v}
cncard|银行回单 Bank slip — 付款人账号 Payer account: {v}
ukacct|Expense 报销 {ref}: reimburse to 账号 account no. {v}
usacct|Direct deposit 直存 — Account # 账号: {v}
card|酒店担保 Hotel guarantee: card 信用卡 {v}
cncard|工资变更 Payroll change: 新工资卡 new card {v}
iban_gb|Payroll 工资: new IBAN 新账户 {v}
cncard|Refund 退款: 退至银行卡 card {v}
card|Ticket 工单 {ref}: "我的卡 {v} was charged twice"
iban_eu|Settlement 和解: pay to IBAN 汇入 {v}
cncard|Bank CRM 客户记录: linked UnionPay 借记卡 {v}
ukacct|Standing order 定期转账: beneficiary account 收款账号 {v}
aba|Wire 电汇: ABA 路由号 {v}
card|School payment 学校缴费: card 卡号 {v}
cncard|Landlord 房东收款: account 账户 {v}
usacct|Tax refund 退税 — account number 账号 {v}
iban_gb|Pension 养老金转移: receiving IBAN {v}
cncard|劳务费 Fee payment: 银行账号 Bank acct. {v}
card|订单 Order {ref}: 信用卡 paid with {v}
"""

T["person_name", "en"] = r"""
gb|HR ONBOARDING FORM¶Full name: {v}¶Job title: {role}¶Start date: {date}
us|Medical intake¶Patient: {v}¶DOB: on file¶Visit reason: follow-up
gb|Tenancy application¶Lead applicant: {v}¶Rent offered: {gbp} pcm
us|Insurance claim {ref}: claimant {v} reports hail damage on {date}.
gb|CV¶{v}¶{role} | {city}¶Profile: reliable, organised, team player.
gb|School enrolment — pupil's legal name: {v}; year group: Year 7.
us|CRM note {date}: spoke with {v} about the duplicate charge of {usd}.
gb|Bank letter: "Dear {v}, we are writing to confirm the closure of your savings account."
us|Delivery note {ref}: parcel signed for by {v}.
gb|Legal letter: "We act for Dr {v} in connection with the tenancy deposit."
us|Rental application: co-signer {v}, relationship: parent.
gb|Shipping label¶FAO: {v}¶Ref: {track}
upper|Travel insurance: name as on passport {v}
mid|Employment contract: this agreement is made between {co} and {v} ("the Employee").
gb|Expense claim {ref} submitted by {v}, {dept}; total {gbp}.
us|Medical referral: refer {v} to cardiology; urgency routine.
gb|Reference letter: "I have known {v} for four years as their line manager."
us|School enrolment form — Parent/guardian name: {v}
gb|Claim form Part 1: Name of policyholder: Mrs {v}
us|Support ticket {ref}: caller identified as {v}; security questions passed.
gb|Tenancy agreement: the Tenant, {v}, agrees to pay {gbp} per month.
mid|Payroll change form — Employee name: {v}
us|Emergency contact: {v} (spouse)
gb|Discharge summary: {v} was admitted on {date} and discharged home.
upper|Ticket record: PASSENGER {v} / seat 14C
gb|Council letter — Re: {v}, school transport application
us|Invoice {inv}¶Bill to: {v}¶Amount due: {usd}
surfirst|HR form¶Name (Surname, Forenames): {v}¶Department: {dept}
us|Witness statement ({ref}): "My name is {v} and I live in {uscity}."
gb|Contact person for access to the property: Mr {v}
"""
T["person_name", "zh"] = r"""
入职登记表¶姓名：{v}¶部门：{zdept}¶入职日期：{zdate}
门诊病历¶患者：{v}¶主诉：咳嗽三天
租房合同¶出租方（甲方）：{v}¶承租方（乙方）：见附件
理赔申请：申请人{v}于{zdate}报案。
简历¶{v}¶求职意向：{zrole}¶期望城市：{zcity}
入学登记表：学生姓名 {v}，年级：七年级。
客服记录（{zdate}）：与{v}沟通重复扣款{cny}一事。
银行通知书：尊敬的{v}客户，您的定期存款已到期。
快递单：签收人{v}，签收时请核对。
律师函：本所受{v}女士委托，就押金纠纷致函贵方。
租房申请：担保人{v}，与申请人关系：父亲。
快递面单 收件人：{v} 电话见单 运单号 {ztrack}
cnc|劳动合同：甲方{zco}，乙方{v}。
报销单 报销人：{v} 部门：{zdept} 金额：{cny}
转诊单：转{v}至心内科。
推荐信：我作为{v}的直属上级已共事四年。
入学登记表：监护人姓名：{v}
理赔申请书：投保人：{v}
客服工单{ref}：来电人自称{v}，已通过身份核验。
cnc|租房合同：承租人{v}同意每月支付租金{cny}。
工资变更单——员工姓名：{v}
紧急联系人：{v}（配偶）
出院小结：{v}，于{zdate}入院，今日出院。
发票抬头：个人 {v}
证人证言：我叫{v}，住在{zcity}。
联系人：{v}
银行回单¶收款人：{v}¶金额：{cny}
体检报告 受检者 {v} 性别 男
请转告{v}，合同已于{zdate}盖章寄出。
"""
T["person_name", "mixed"] = r"""
cn|入职登记表 Onboarding — 姓名 Name: {v}
pinyin|姓名 Name: {v}¶部门 Dept: {dept}
gb|租房申请 Tenancy — Lead applicant 主申请人: {v}
cn|病历 Patient 患者: {v}
us|理赔 Claim {ref}: claimant 申请人 {v}
pinyin|简历 CV — Name 姓名: {v}
cn|入学 Enrolment — 学生姓名 Pupil: {v}
gb|CRM 记录: spoke with {v} 关于重复扣款
cn|银行 Bank letter: Dear 尊敬的 {v}
us|快递 Delivery: signed by 签收人 {v}
cn|律师函 Legal letter: 委托人 our client {v}
pinyin|Shipping label 面单 — FAO 收件人: {v}
cnc|劳动合同 Contract: 乙方 Employee {v}
gb|报销 Expense claim by 报销人 {v}
cn|转诊 Referral: 转 {v} to cardiology
pinyin|推荐信 Reference: I have managed {v} 四年
us|监护人 Guardian name: {v}
cn|投保人 Policyholder: {v}
gb|工单 Ticket {ref}: caller 来电人 {v}
cn|紧急联系人 Emergency contact: {v}（配偶 spouse）
pinyin|Passport name 护照姓名: {v}
cn|出院小结 Discharge: {v} admitted 入院 {zdate}
us|Invoice 发票 — Bill to 抬头: {v}
cn|证人 Witness: "我叫{v}, I live in {city}"
cn|联系人 Contact person: {v}
gb|体检 Medical check — 受检者 Examinee: {v}
pinyin|Contact 联系人: Ms {v}
"""

T["username", "en"] = r"""
IT ONBOARDING FORM¶Network username: {v}¶Default printer: Floor 2¶Start date: {date}
at|CV¶Twitter/X: {v}¶Portfolio: available on request
CRM note {ref}: customer's account login is {v}; locked after 5 failed attempts.
Tenancy portal application¶username: {v}¶Property ref: {ref}
at|Insurance fraud referral {ref}: claimant posted holiday photos as {v} during sick leave.
School enrolment: pupil's learning platform login {v}
Support ticket {ref}: user ID {v} cannot download invoice {inv}.
at|Legal letter: defamatory posts were published by the account {v} on {date}.
Patient portal registration: chosen username {v}
Bank CRM: online banking user ID {v} reset on {date}.
at|Complaint log: customer tagged us from {v} about a late delivery.
Payroll system access form — Login: {v} — Role: viewer
CV — GitHub username: {v}
Shipping account: customer logs in as {v} to print labels.
at|HR case {ref}: harassment reported from the handle {v} on the company forum.
Offboarding: disable the AD account {v} on {date}.
Membership application: member login {v}
at|Reference: candidate's professional profile handle {v}.
Expense system: claims submitted under login {v}.
Enrolment confirmation: your student username is {v}.
at|Delivery complaint posted publicly by {v}; reply sent via DM.
Claims portal audit: policyholder's portal username {v}
Account recovery form: username {v}, recovery email on file.
at|Tenancy dispute evidence: messages from {v} (landlord's second account).
Onboarding form — Slack handle: {v}
VPN access log excerpt: user={v} connected from {city}.
at|Marketing consent form: Instagram handle {v}
Library enrolment: login ID: {v}
"""
T["username", "zh"] = r"""
入职登记表¶系统账号：{v}¶工位：3楼¶入职日期：{zdate}
wx|简历¶微信号：{v}¶求职意向：{zrole}
客服记录{ref}：客户登录名{v}，输错5次已锁定。
租房平台申请¶用户名：{v}¶房源编号：{ref}
at|保险反欺诈线索{ref}：申请人病假期间以{v}发布旅游照片。
入学登记：学生学习平台账号{v}
客服工单{ref}：用户ID {v} 无法下载发票{inv}。
at|律师函：账号{v}于{zdate}发布了侵权内容。
患者服务平台注册：用户名{v}
银行客户记录：网银用户名{v}已于{zdate}重置。
wx|客服记录：客户加了我们客服微信，对方微信号{v}。
工资系统权限申请——登录账号：{v}——角色：查看
qq|简历 QQ：{v}
快递平台：客户用账号{v}登录打印面单。
at|人事案件{ref}：骚扰信息来自微博账号{v}。
离职交接：{zdate}停用域账号{v}。
wx|租房中介记录：房东微信{v}
报销系统：以登录名{v}提交的报销单。
入学确认函：你的学生登录名为{v}。
at|快递投诉：用户{v}在微博公开投诉配送延误。
保单门户：投保人用户名{v}
账号找回申请：用户名{v}
wx|入职登记表：微信：{v}
VPN日志摘录：user={v} 从{zcity}登录
qq|客服记录：客户QQ号{v}，要求加好友发送材料。
at|营销授权书：小红书账号{v}
学习平台 登录账号：{v}
wx|报销单备注：有问题加微信{v}
"""
T["username", "mixed"] = r"""
入职登记表 Onboarding — 系统账号 Username: {v}
wx|简历 CV — 微信 WeChat ID: {v}
CRM 记录: login 登录名 {v} 已锁定 locked
at|理赔线索 Fraud referral: 以 {v} posted holiday photos
学习平台 Learning platform login 账号: {v}
工单 Ticket {ref}: user ID 用户ID {v}
at|律师函 Legal letter: account 账号 {v} published posts
网银 Online banking user ID 用户名: {v}
wx|客服 CRM: 客户微信号 WeChat {v}
工资系统 Payroll access — Login 登录: {v}
CV 简历 — GitHub username: {v}
at|HR 案件: messages from handle {v}
Offboarding 离职: disable AD account 域账号 {v}
qq|联系方式 Contact: QQ {v}
报销 Expense system: login 登录名 {v}
at|投诉 Complaint: 用户 {v} on Weibo
保单门户 Policy portal username: {v}
账号找回 Account recovery: 用户名 username {v}
wx|入职登记 WeChat 微信：{v}
VPN log 日志: user={v}
at|营销授权 Marketing consent: Instagram {v}
Enrolment 入学: student login 登录名 {v}
租房平台 Tenancy portal: 用户名 username：{v}
wx|有问题加微信 add WeChat: {v}
Patient portal 患者平台: username 用户名 {v}
at|Reference 推荐: profile handle 账号 {v}
"""

T["home_path", "en"] = r"""
win|HR ONBOARDING FORM — scanned passport saved to {v}\Documents\HR\right_to_work.pdf
nix|Payroll export log: wrote payslips to {v}/payroll/{year}/march.csv
mac|CV file metadata: original path {v}/Desktop/CV_final_v3.docx
win|Insurance claim {ref}: photos uploaded from {v}\Pictures\claim\kitchen_01.jpg
nix|Support ticket {ref}: error opening {v}/.config/invoicer/settings.ini
mac|Tenancy application: applicant attached {v}/Downloads/bank_statement_march.pdf
win|Expense claim {ref}: receipt scanned to {v}\OneDrive\Receipts\taxi.pdf
nix|Backup report: medical records archive at {v}/records/intake_{year}.tar.gz
mac|Legal letter draft located at {v}/Documents/Letters/without_prejudice.docx
win|School enrolment form saved as {v}\Desktop\enrolment_form.pdf
nix|Shipping labels printed from {v}/labels/batch_{n}.pdf
mac|CRM export: {v}/Library/Mobile Documents/crm_notes.csv
win|Bank statement download: {v}\Downloads\statement_{year}.pdf
nix|Cron job output: /usr/bin/python3 {v}/scripts/send_invoices.py finished
mac|Onboarding checklist: copy the signed contract to {v}/Contracts/{year}/
win|Claim evidence folder: {v}\Documents\Claims\{ref}
nix|Traceback (most recent call last): File "{v}/hr-tools/onboard.py", line 42, in <module>
mac|Invoice {inv} generated at {v}/Invoices/{inv}.pdf
win|Delivery note template: {v}\AppData\Roaming\Courier\template.docx
nix|Rental ledger stored in {v}/finance/rent_{year}.xlsx
mac|Medical intake scan: {v}/Pictures/Scans/intake_form.jpg
win|Password manager export found at {v}\Desktop\export.csv (deleted)
nix|Invoice generator config: output_dir = {v}/invoices
mac|Payslip viewer: could not open "{v}/Documents/Payslips/P60.pdf"
win|CV attachment path: {v}\Documents\Job applications\cover_letter.docx
nix|Audit log: read {v}/.ssh/known_hosts during deployment
win|Reimbursement macro path: {v}\Documents\Expenses.xlsm
mac|Tax return working files: {v}/Documents/Tax/{year}/SA100.pdf
"""
T["home_path", "zh"] = r"""
win|入职登记表扫描件保存在{v}\Documents\入职材料\身份证.pdf
nix|工资导出日志：已写入{v}/payroll/{year}/三月.csv
mac|简历文件原路径：{v}/Desktop/简历_最终版.docx
win|理赔案件{ref}：照片从{v}\Pictures\理赔\厨房.jpg上传
nix|客服工单{ref}：打开{v}/.config/invoicer/settings.ini 时报错
mac|租房申请附件：{v}/Downloads/银行流水.pdf
win|报销单{ref}：发票扫描件位于{v}\OneDrive\发票\打车.pdf
nix|备份报告：病历归档在{v}/records/病历_{year}.tar.gz
mac|律师函草稿路径：{v}/Documents/函件/律师函.docx
win|入学登记表另存为{v}\Desktop\入学登记表.pdf
nix|快递面单从{v}/labels/第{n}批.pdf 打印
mac|客户记录导出：{v}/Documents/crm导出.csv
win|银行回单下载到{v}\Downloads\回单_{year}.pdf
nix|定时任务输出：python3 {v}/scripts/发票.py 执行完成
mac|入职清单：把签好的合同复制到{v}/合同/{year}/
win|理赔证据目录：{v}\Documents\理赔\{ref}
nix|报错：File "{v}/hr-tools/onboard.py", line 42，入职脚本中断
mac|发票{inv}已生成：{v}/发票/{inv}.pdf
win|快递单模板：{v}\AppData\Roaming\快递助手\模板.docx
nix|房租台账存放在{v}/finance/房租_{year}.xlsx
mac|问诊单扫描：{v}/Pictures/扫描/问诊单.jpg
win|在{v}\Desktop\导出.csv 发现密码管理器导出文件（已删除）
nix|开票程序配置：output_dir = {v}/invoices
mac|工资条查看器：无法打开“{v}/Documents/工资条/个税.pdf”
win|简历附件路径：{v}\Documents\求职\求职信.docx
nix|审计日志：部署时读取了{v}/.ssh/known_hosts
win|报销宏文件：{v}\Documents\报销.xlsm
mac|个税汇算资料：{v}/Documents/个税/{year}/
"""
T["home_path", "mixed"] = r"""
win|入职材料 Onboarding scans: {v}\Documents\HR\身份证.pdf
nix|工资 Payroll export → {v}/payroll/{year}/march.csv
mac|简历 CV path 路径: {v}/Desktop/CV_简历.docx
win|理赔 Claim {ref} photos 照片: {v}\Pictures\claim\
nix|工单 Ticket {ref}: 打开 failed to open {v}/.config/invoicer/settings.ini
mac|租房 Tenancy attachment 附件: {v}/Downloads/bank_statement.pdf
win|报销 Expense {ref}: receipt 发票 at {v}\OneDrive\Receipts\
nix|备份 Backup: 病历 archive {v}/records/intake.tar.gz
mac|律师函 Draft letter: {v}/Documents/Letters/律师函.docx
win|入学 Enrolment form 另存为 saved as {v}\Desktop\enrolment.pdf
nix|面单 Labels printed from {v}/labels/batch_{n}.pdf
mac|CRM 导出 export: {v}/Documents/crm.csv
win|回单 Statement download: {v}\Downloads\回单.pdf
nix|Cron 定时任务: python3 {v}/scripts/send_invoices.py
mac|合同 Contract copy 复制到 {v}/Contracts/{year}/
win|证据 Evidence folder 目录: {v}\Documents\Claims\{ref}
nix|Traceback: File "{v}/hr-tools/onboard.py", line 42 入职脚本
mac|发票 Invoice {inv} → {v}/Invoices/
win|模板 Template: {v}\AppData\Roaming\Courier\模板.docx
nix|房租台账 Rent ledger: {v}/finance/rent.xlsx
mac|问诊单 Intake scan: {v}/Pictures/Scans/
win|导出文件 Export found 发现于 {v}\Desktop\export.csv
nix|配置 Config: output_dir = {v}/invoices
mac|无法打开 Cannot open "{v}/Documents/Payslips/P60.pdf"
win|求职信 Cover letter: {v}\Documents\Job applications\
nix|审计 Audit: read {v}/.ssh/known_hosts
"""

T["schedule", "en"] = r"""
am|Medical intake¶Medication: levothyroxine 50 mcg¶Taken daily at {v}, 30 minutes before breakfast
pm|Tenancy application — applicant note: I work shifts and usually get home around {v}.
am|HR flexible working request: employee asks to start at {v} each day to cover the school drop-off.
pm|Delivery preferences on account: deliver only after {v} on weekdays (customer at work).
am|Care plan (home visits): carer to attend every morning at {v} for a medication prompt.
pm|School enrolment — pupil collected from the after-school club at {v} by a grandparent.
any|CRM note: customer asked that we call only at {v} — she works nights otherwise.
pm|Insulin schedule (intake form): evening dose at {v} with dinner.
am|Insurance claim {ref}: claimant leaves the house at {v} every weekday, so the leak went unnoticed.
pm|Landlord note: tenant says she goes to bed by {v} and complains about noise after that.
am|Occupational health note: employee swims at {v} before shifts.
pm|Bank CRM: customer prefers appointments after {v} on Thursdays.
any|Dialysis schedule: patient attends the unit Monday/Wednesday/Friday at {v}.
am|Reasonable adjustments form: start time moved to {v} due to medication side-effects.
pm|Legal letter (child arrangements): handover every Friday at {v} at the school gate.
am|Medical history: wakes at {v} daily; sleep pattern stable.
pm|Parcel locker note: customer collects parcels on the way home at about {v}.
any|Pharmacy label summary: take one tablet at {v} every day.
am|School transport application: pick-up needed at {v} from the home stop.
pm|HR case note: employee leaves at {v} daily for caring responsibilities.
am|Physio plan: exercises at {v} each morning before work.
pm|Night-time routine (care assessment): lights out at {v}; needs assistance with the stairs.
am|Relocation package form: employee catches the {v} train every morning.
pm|Sleep clinic referral: usually falls asleep around {v}, wakes several times.
am|Contact preferences: please do not call before {v}.
pm|Childminder contract: child collected at {v} each weekday.
am|Gym membership freeze form: member usually trains at {v} before work.
pm|Home care log: client has supper at {v} and then watches the news.
"""
T["schedule", "zh"] = r"""
zam|门诊病历：左甲状腺素片每天{v}空腹服用。
zpm|租房申请备注：本人上夜班，通常{v}才到家。
zam|弹性工作申请：员工申请每天{v}上班，方便送孩子上学。
zpm|快递偏好：工作日{v}以后再送（白天上班）。
zam|居家护理计划：护工每天{v}上门提醒服药。
zpm|入学登记：孩子每天{v}由外婆到托管班接走。
zany|客服记录：客户要求只在{v}打电话。
zpm|胰岛素用药：晚餐时{v}注射。
zam|理赔案件{ref}：被保险人工作日每天{v}出门，所以未发现漏水。
zpm|房东备注：租客说她{v}就睡觉，之后有噪音会投诉。
zam|职业健康记录：员工每天{v}游泳后再上班。
zpm|银行客户记录：客户希望周四{v}以后预约。
zany|透析安排：患者每周一三五{v}到透析室。
zam|合理调整申请：因药物副作用，上班时间调整为{v}。
zpm|探视协议：每周五{v}在校门口交接孩子。
zam|病史：每天{v}起床，作息规律。
zpm|快递柜备注：客户一般下班路上{v}左右取件。
zany|药袋说明：每天{v}服一片。
zam|校车申请：每天{v}在家门口站点上车。
zpm|人事记录：员工因照顾老人每天{v}离岗。
zam|康复计划：每天{v}做康复训练。
zpm|护理评估：{v}熄灯，上下楼需要协助。
zam|搬迁补贴申请：员工每天坐{v}的地铁上班。
zpm|睡眠门诊转诊：通常{v}入睡，夜间易醒。
zam|联系偏好：{v}前请勿来电。
zpm|托管合同：工作日每天{v}接孩子。
zam|健身卡冻结申请：会员一般{v}训练。
zpm|入职登记备注：每天{v}后不方便接听电话。
"""
T["schedule", "mixed"] = r"""
am|病历 Medication: levothyroxine 每天 daily at {v}
zpm|租房申请 note: 我上夜班 usually 到家 {v}
am|弹性工作 Flexible working: start at {v} 送孩子上学
zpm|快递偏好 Delivery: 工作日 {v} 以后 deliver
am|护理计划 Care plan: carer 每天 {v} 上门
pm|入学 Enrolment: collected from 托管班 at {v}
zany|CRM: 客户 asked us to call only at {v}
pm|胰岛素 Insulin: evening dose 晚餐 {v}
zam|理赔 Claim {ref}: 每天 {v} leaves home 出门
pm|房东 Landlord note: tenant 睡觉 by {v}
am|职业健康 OH note: swims 游泳 at {v}
zpm|银行 Bank CRM: 周四 {v} 以后 appointments
any|透析 Dialysis: Mon/Wed/Fri 每周一三五 at {v}
zam|调整 Adjustment: 上班时间 start time {v}
pm|探视 Handover: 每周五 Friday at {v} 校门口
zam|病史 History: 每天 wakes {v} 起床
pm|快递柜 Locker: 下班路上 collects around {v}
zany|药袋 Label: take one 每天 {v}
am|校车 School bus: pick-up 上车 at {v}
zpm|HR 记录: leaves 离岗 daily {v}
am|康复 Physio: exercises 训练 at {v}
pm|护理评估 Care assessment: lights out 熄灯 {v}
zam|通勤 Commute: 坐 {v} 的 train
pm|睡眠门诊 Sleep clinic: falls asleep 入睡 around {v}
am|联系偏好 Contact prefs: 请勿 do not call before {v}
zpm|托管 Childminder: 接孩子 collected {v}
"""

T["geo", "en"] = r"""
ukpc|HR ONBOARDING FORM¶Postcode: {v}¶Town: {city}
ukpc|Tenancy application — current postcode {v} (for referencing)
uszip|Medical intake: ZIP code {v}; county of residence on file.
coord|Insurance claim {ref}: vehicle recovered at GPS {v}.
ukpc|Shipping label¶Post town: {city}¶Postcode: {v}
estate|Housing application: currently lives on the {v} in {city}.
coord|Delivery note {ref}: drop pin {v} — farm track, gate code given by phone.
ukpc|Bank letter: please confirm your postcode ({v}) when you call.
uszip|Rental application: prior ZIP {v}.
ukpc|School admissions: home postcode {v} used for the distance calculation.
coord|Care worker visit log: client's home geotag {v}.
estate|CRM note: customer lives in {v}; the courier keeps missing the block entrance.
ukpc|Claim form Part 1¶Postcode: {v}¶Country: United Kingdom
uszip|Payroll tax form: residence ZIP code {v} (local tax applies).
coord|Medical alarm registration: home location {v}
ukpc|CV header: {city} {v}
estate|Legal letter: anti-social behaviour complaints from residents of {v}.
coord|Tenancy inspection photo metadata: GPS {v}
ukpc|GP registration: catchment check for postcode {v} — accepted.
uszip|Benefit form: mailing ZIP {v}
estate|Removal quote {ref}: access via the service road on {v}, {city}.
coord|Parcel delivered — proof of delivery geotag {v}
ukpc|Car insurance quote: overnight postcode {v}
coord|Lone worker app: employee's home check-in location {v}
estate|School enrolment: family recently moved to {v} (new build).
ukpc|Pension letter: address verified, postcode {v}.
uszip|Shipping label¶Ship to ZIP: {v}¶Service: Ground
coord|Home insurance: property coordinates {v} for flood risk.
"""
T["geo", "zh"] = r"""
cnpc|入职登记表¶邮编：{v}¶现住城市：{zcity}
xiaoqu|租房合同：房屋位于{zcity}{v}内，南北通透。
coordzh|理赔案件{ref}：车辆在坐标{v}处找到。
cnpc|快递单¶寄达城市：{zcity}¶邮政编码：{v}
xiaoqu|客服记录：客户住在{v}，快递员总找不到楼栋入口。
coordzh|快递备注{ref}：定位{v}，村口大门。
cnpc|银行通知：来电时请核对邮编（{v}）。
xiaoqu|入学登记：户籍所在小区：{v}
coordzh|居家养老护理记录：老人家定位{v}
xiaoqu|律师函：{v}业主反映的噪音问题。
cnpc|理赔申请书¶邮政编码：{v}¶国家：中国
coordzh|一键呼救设备登记：住址定位{v}
xiaoqu|搬家报价{ref}：从{zcity}{v}搬出，走地库。
cnpc|简历 {zcity} 邮编{v}
coordzh|房屋巡查照片元数据：GPS {v}
xiaoqu|物业费催缴通知：{v}业主请于月底前缴费。
cnpc|个税申报：通讯地址邮编{v}
coordzh|签收定位：{v}
xiaoqu|入职登记：现居小区 {v}
cnpc|车险投保：常驻地邮编{v}
coordzh|房屋保险：房屋坐标{v}，用于评估内涝风险。
xiaoqu|学区核验：家庭住在{v}，属于实验小学学区。
cnpc|快递面单 邮编 {v}
xiaoqu|社区网格登记：所属小区{v}
coordzh|外勤打卡：员工家中打卡位置{v}
xiaoqu|客服工单：{v}的快递柜坏了，客户住在那里。
cnpc|养老金资格认证：邮编{v}
xiaoqu|租房申请：目前住在{v}，想换到离公司近的地方。
"""
T["geo", "mixed"] = r"""
cnpc|入职登记 Onboarding — 邮编 Postcode: {v}
ukpc|租房 Tenancy — Postcode 邮编: {v}
coord|理赔 Claim {ref}: GPS 坐标 {v}
xiaoqu|CRM: customer 住在 {v}，courier can't find 楼栋
uszip|病历 Intake — ZIP 邮编 {v}
ukpc|面单 Label — Postcode: {v}
coordzh|快递 Delivery pin 定位 {v}
xiaoqu|租房合同 Tenancy: property in 小区 {v}
ukpc|School admissions 入学: home postcode 邮编 {v}
coord|护理 Care log: home geotag 定位 {v}
cnpc|理赔申请 Claim form: 邮政编码 Postal code {v}
estate|Housing 住房申请: lives on the {v}
coordzh|Inspection photo 巡查照片 GPS: {v}
xiaoqu|搬家 Removal {ref}: 从 {v} 搬出
ukpc|GP 注册: catchment postcode {v}
cnpc|简历 CV: {zcity} 邮编 {v}
coord|Alarm 呼救设备: home location {v}
xiaoqu|学区 School catchment: family lives in 住在 {v}
uszip|Shipping 运单: ZIP {v}
coordzh|签收 POD geotag 定位 {v}
ukpc|车险 Car insurance: overnight postcode 邮编 {v}
xiaoqu|物业 Property mgmt notice: {v} 业主 owners
cnpc|个税 Tax form: 邮编 postcode {v}
coord|房屋保险 Flood risk: coordinates 坐标 {v}
estate|入学 Enrolment: moved to 搬到 {v}
xiaoqu|现居小区 Current estate: {v}
"""

# --------------------------------------------------------------------------------------------
# benign texts: same formal styles, no personal value; includes hand-written hard negatives
# --------------------------------------------------------------------------------------------
B: dict[str, str] = {}
B["en"] = r"""
Invoice {inv}¶Date: {date}¶Net: {gbp}¶VAT @ 20%: calculated at checkout¶Payment terms: 30 days from invoice date
Delivery note {ref}: {n} cartons of {sku} dispatched from the {city} warehouse on {date}; signature required on delivery.
Tenancy agreement clause 4.2: the deposit of {gbp} will be protected in a government-approved scheme within 30 days.
HR onboarding checklist v{ver}: items 1–{n} complete; the right-to-work check is due before the start date ({date}).
Insurance policy wording, section 7(b): the excess for escape of water claims is {gbp}.
Medical leaflet: take with food; do not exceed {n} tablets in 24 hours. Leaflet revised {date}.
Bank notice: from {date}, the interest rate on this account changes to {pct} AER (variable).
Shipping manifest: {n} pallets, gross weight {kg} kg, HS code {hs}, Incoterms DAP {city}.
CRM note: ticket {ref} closed; root cause was a template error in invoice batch {inv}.
School term dates: autumn term starts {date}; half term lasts one week.
Legal letter footer: {co} is registered in England and Wales, company number {crn}.
Expense policy v{ver}: mileage reimbursed at 45p per mile for the first 10,000 miles.
Order {order16} has been dispatched; estimated delivery {date}.
Room booking confirmation: Meeting Room 4 seats 6 people; AV equipment included.
VAT registration: {co}, VAT No. GB {vat}.
Delivery exception code {ecode}: label damaged — parcel returned to the {city} depot for relabelling.
Payroll calendar {ay}: pay date is the last working day of each month; bank holidays observed.
Claims process: after first notification, a handler is assigned within {n} working days.
Rent review clause 6.1: rent increases capped at CPI + 1%, reviewed annually on {date}.
Medical intake form template v{ver}: sections A–F; section D (allergies) is mandatory.
Invoice {inv} status: overdue by {n} days; late payment interest at 8% above base rate.
Customer support SLA: priority 1 tickets answered within 1 hour, 24/7.
Courier price list {year}: parcels up to 2 kg {gbp}; up to 10 kg {gbp2}.
CV template guidance: keep to two pages; list qualifications in reverse chronological order.
Bank statement footnote: overdraft APR {pct} representative (variable).
Tracking number {track} — status: in transit, arrived at the {city} sorting hub.
Employment contract clause 12.3: notice period of {n} weeks after probation.
Enrolment deadline for the {ay} academic year is {date}; late applications considered case by case.
Release note: payroll module {ver} fixes rounding on pro-rata salaries.
Opening hours: the {city} branch is open Monday to Friday, 09:00–17:30; closed on bank holidays.
Product recall notice: batch {batch} of {sku} affected; refund {gbp} per unit.
Insurance schedule (template): buildings cover sum insured {gbp}; contents cover {gbp2}.
Purchase order PO-{po} approved; {n} units at {gbp} each, delivery to the {city} site.
Credit note {inv} issued for {gbp}, reason code R{n}.
Form P45 guidance: parts 2 and 3 go to the new employer; part 1A is kept by the leaver.
Housing Act 1988, Section 21 notice template revised {date}.
Data retention schedule: invoices kept 6 years; CVs of unsuccessful candidates 6 months.
Maintenance window for the HR portal: {date}, expected downtime 2 hours; port 443 only.
Tax year {ay}: personal allowance £12,570; basic rate 20%.
Shipping label spec: 100 x 150 mm thermal; barcode Code 128; GTIN {gtin}.
Error INV-{n}: "Line total does not match quantity × unit price" on invoice {inv}.
Supplier terms: {co} pays invoices by BACS within 30 days of receipt.
Tenancy deposit cap: 5 weeks' rent where annual rent is below £50,000.
Claim {ref} reserve adjusted to {gbp}; settlement authority level 2 required.
Statement period {date} to month end: 14 transactions, closing balance {gbp}.
"""
B["zh"] = r"""
发票{inv}¶开票日期：{zdate}¶金额：{cny}¶税率：13%¶备注：货物已验收
发货单{ref}：{sku} 共{n}箱，于{zdate}从{zcity}仓发出。
租房合同第四条：押金{cny}，租期届满无损坏全额退还。
入职清单 v{ver}：第1至{n}项已完成，体检报告须在入职前提交。
保险条款第七条：水渍险免赔额为{cny}。
药品说明书：饭后服用，24小时内不超过{n}片。修订日期{zdate}。
银行公告：自{zdate}起，本行一年期定期存款利率调整为{pct}。
报关单：{n}托盘，毛重{kg}千克，HS编码{hs}。
客服记录：工单{ref}已关闭，原因是发票批次{inv}模板错误。
校历：秋季学期{zdate}开学，国庆放假7天。
合同尾注：本合同一式两份，甲乙双方各执一份，具有同等法律效力。
报销制度 v{ver}：市内交通费按实报销，每月上限{cny}。
订单号{order16}已发货，预计{zdate}送达。
会议室预订：3号会议室可容纳6人，配投影仪。
统一社会信用代码：{uscc}（{zco}）
快递单号{ztrack}：已到达{zcity}转运中心。
工资发放日为每月15日，遇节假日提前。
理赔流程：报案后{n}个工作日内指派理赔员。
租金调整条款6.1：每年调整幅度不超过5%。
门诊病历模板 v{ver}：主诉、现病史、既往史为必填项。
发票{inv}已逾期{n}天，按日万分之五计收滞纳金。
客服承诺：一级工单1小时内响应，全年无休。
快递价目表{year}：首重1公斤{cny}，续重每公斤{cny2}。
简历模板说明：不超过两页，按时间倒序填写教育经历。
信用卡透支年化利率{pct}，按日计息。
劳动合同第十二条：试用期满后解除合同须提前{n}天书面通知。
{year}年春季入学报名截止日期为{zdate}。
系统更新说明：工资模块{ver}修复了按比例计薪的舍入问题。
营业时间：{zcity}营业厅周一至周五9:00-17:30，法定节假日休息。
产品召回公告：批次{batch}的{sku}受影响，每件退款{cny}。
保险明细（模板）：房屋保额{cny}，室内财产保额{cny2}。
采购订单PO-{po}已审批：{n}件，单价{cny}，送至{zcity}项目现场。
红字发票{inv}已开具，金额{cny}。
增值税专用发票须在开票后{n}个月内完成认证。
数据保存期限：发票保存10年，未录用人员简历保存6个月。
人事系统维护窗口：{zdate}，预计停机2小时。
个税基本减除费用每月5000元，综合所得税率3%至45%。
面单规格：100×150毫米热敏纸，条码Code 128。
报错E{n}：“行合计与数量×单价不一致”，发票{inv}。
公司制度：供应商发票在收到后30日内付款。
租房合同第九条：房屋交付时水、电、燃气表读数由双方确认。
银行回单¶交易类型：对公转账¶金额：{cny}¶摘要：货款¶交易日期：{zdate}
理赔案件{ref}准备金调整为{cny}，需二级审批。
对账单期间{zdate}至月末：共14笔交易，期末余额{cny}。
报销单¶报销类别：差旅费¶金额：{cny}¶附单据{n}张¶审批状态：已通过
"""
B["mixed"] = r"""
发票 Invoice {inv} — 金额 Amount: {cny} — 税率 VAT 13%
发货单 Delivery note {ref}: {sku} ×{n} 箱 cartons
租房合同 Tenancy clause 4.2: 押金 deposit {gbp}
入职清单 Onboarding checklist v{ver}: items 1–{n} 已完成 done
保险条款 Policy wording 7(b): excess 免赔额 {gbp}
说明书 Leaflet: 饭后服用 take with food; max {n} tablets/24h
银行公告 Bank notice: rate 利率 {pct} from {date}
报关 Customs: {n} pallets 托盘, HS {hs}
工单 Ticket {ref} closed 已关闭 — template bug in batch {inv}
校历 Term dates: autumn term 秋季学期 starts {date}
公司注册 Company No. {crn}, registered in England and Wales 英格兰及威尔士注册
报销制度 Expense policy: mileage 45p/mile 每英里
订单 Order {order16} 已发货 dispatched
会议室 Room 4 可容纳 seats 6 people
统一社会信用代码 USCC: {uscc}
快递单号 Tracking {ztrack}: arrived 到达 {zcity} hub
工资 Payroll: pay date 发薪日 = last working day 每月最后工作日
理赔流程 Claims: handler assigned 指派 within {n} working days
租金调整 Rent review 6.1: capped 不超过 CPI+1%
病历模板 Intake template v{ver}: 过敏史 allergies mandatory 必填
逾期 Overdue {n} days: invoice 发票 {inv}
SLA 服务承诺: P1 tickets 1小时内响应
价目表 Price list {year}: up to 2 kg 首重 {cny}
简历模板 CV template: 不超过两页 max two pages
信用卡 Credit card APR 年利率 {pct}
劳动合同 Contract 12.3: notice 通知期 {n} weeks
入学截止 Enrolment deadline: {date}
更新说明 Release note: payroll 模块 {ver}
营业时间 Opening hours: Mon–Fri 周一至周五 09:00–17:30
召回 Recall: batch 批次 {batch}, {sku}
采购订单 PO-{po}: {n} units 件 @ {gbp}
红字发票 Credit note {inv}: {cny}
数据保存 Retention: invoices 发票 6 years 年
系统维护 Maintenance: {date}, downtime 停机 2h
税率 Tax: basic rate 基本税率 20%
面单规格 Label spec: 100×150 mm, Code 128, GTIN {gtin}
报错 Error E{n}: line total mismatch 行合计不一致
VAT No. 增值税号 GB {vat} ({co})
银行回单 Bank slip: 对公转账 corporate transfer {cny}, 摘要 memo: 货款 goods
快递价格 Courier rates: 续重 per extra kg {cny2}
报销单 Expense form: 差旅费 travel {cny}, 附单据 receipts ×{n}
对账单 Statement: 14 笔 transactions, 期末余额 closing balance {gbp}
"""

SENTINEL = "\x00"


def _parse(block: str, kinds: set[str], default: str) -> list[tuple[str, str]]:
    out = []
    for line in block.strip("\n").splitlines():
        if not line.strip():
            continue
        head, _, rest = line.partition("|")
        if rest and head in kinds:
            kind, text = head, rest
        else:
            kind, text = default, line
        out.append((kind, text.replace("¶", "\n")))
    return out


KINDS = {
    "secret": set(SECRET), "password": {"any"}, "email": {"en", "cn", "mix"},
    "phone": {"uk", "ukland", "us", "cn", "cnland"}, "address": {"gb", "us", "cn"},
    "government_id": set(GOVID), "financial": set(FIN),
    "person_name": {"us", "gb", "mid", "upper", "surfirst", "pinyin", "cnc", "cn"},
    "username": {"plain", "at", "wx", "qq"}, "home_path": {"nix", "mac", "win"},
    "schedule": {"am", "pm", "any", "zam", "zpm", "zany"},
    "geo": {"ukpc", "uszip", "cnpc", "coord", "coordzh", "estate", "xiaoqu"},
}


def _render(g: G, tpl: str) -> tuple[str, Fill]:
    fill = Fill(g)
    return tpl.replace("{v}", SENTINEL).format_map(fill), fill


def samples() -> list[Sample]:
    g = G(454)
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            default = DEFAULT_KIND.get((cat, lang), "")
            tpls = _parse(T[cat, lang], KINDS[cat], default)
            assert len({t for _, t in tpls}) >= MIN_TEMPLATES, (cat, lang, len(tpls))
            for i in range(N_PER_CELL):
                kind, tpl = tpls[i % len(tpls)]
                assert tpl.count("{v}") == 1, tpl
                for _ in range(50):
                    k = kind
                    if k == "mix":
                        k = g.c(["en", "cn"])
                    value = VALUES[cat](g, k)
                    body, _ = _render(g, tpl)
                    start = body.index(SENTINEL)
                    text = body.replace(SENTINEL, value)
                    if value and text.count(value) == 1:
                        break
                else:  # pragma: no cover
                    raise AssertionError((cat, lang, tpl))
                s = Sample(text, cat, lang, start, start + len(value))
                assert s.value == value
                out.append(s)
    # sanity on generated values
    for s in out:
        v = s.value.replace(" ", "").replace("-", "")
        if s.category == "government_id" and len(v) == 18 and v[:17].isdigit():
            assert cn_checksum(v[:17]) == v[17], v
        if s.category == "financial" and v[:2].isalpha() and v[2:4].isdigit() and len(v) > 14:
            assert iban_ok(v), v
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    g = G(455)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        tpls = [t for _, t in _parse(B[lang], set(), "")]
        assert len(set(tpls)) >= MIN_TEMPLATES, (lang, len(tpls))
        seen: set[str] = set()
        i = 0
        while len(seen) < N_BENIGN:
            text, _ = _render(g, tpls[i % len(tpls)])
            i += 1
            if text not in seen:
                seen.add(text)
                out.append((lang, text))
    return out


if __name__ == "__main__":
    report("F", samples(), benign_with_lang())
