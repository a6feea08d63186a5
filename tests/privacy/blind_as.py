# ruff: noqa
"""Blind evaluation corpus AS: vehicles and personal mobility.

Domain: car ownership records, rental agreements (Hertz, Enterprise, Sixt, 神州租车, 一嗨),
parking permits and residents' parking, toll and ETC accounts, EV charging apps, traffic
tickets and appeals (违章, 罚单), vehicle registration and MOT / inspection (车管所, 年检),
car insurance claims, dashcam notes, ride-hailing as a passenger (滴滴 trip receipts, Uber
receipts), bike-share, driving-school bookings, garage and repair invoices, 车友群 chats.

Styles: receipts pasted as text, app notifications, form fields, CSV exports of trips,
emails with insurers, voice-note transcripts, WeChat messages, handwritten-note OCR with
errors, JSON / .env / config snippets, markdown notes, code-switched English/Chinese chat.

Written blind: the author never read the gate's source, its tests, other corpora, the
project's docs or history, and never ran the gate. Only the shared contract
(blind_common.py) was read.

Seeds: the cell (category, lang) with index i = CATEGORIES.index(category) * 3 +
LANGS.index(lang) uses random.Random(20250211 + i); Faker instances are seeded with
seed_instance(8301 + seed) for en_US, (8302 + seed) for en_GB and (8303 + seed) for zh_CN.
Benign texts use random.Random(92211 + lang index) (and the same Faker offsets on that seed).
Dates are generated from the RNG (never from today's date); nothing iterates over sets.
"""

from __future__ import annotations

import base64
import json
import random
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
BASE_SEED = 20250211
BENIGN_SEED = 92211

M0, M1 = "\u27e6", "\u27e7"


def P(v: str) -> str:
    """Mark the planted value."""
    return f"{M0}{v}{M1}"


# ----------------------------------------------------------------------------------------
# static vocab (public places / businesses only)
# ----------------------------------------------------------------------------------------
US_CITIES = [
    ("Austin", "TX", "787"), ("Denver", "CO", "802"), ("Seattle", "WA", "981"),
    ("Portland", "OR", "972"), ("Chicago", "IL", "606"), ("Boston", "MA", "021"),
    ("Phoenix", "AZ", "850"), ("San Diego", "CA", "921"), ("Atlanta", "GA", "303"),
    ("Columbus", "OH", "432"), ("Sacramento", "CA", "958"), ("Raleigh", "NC", "276"),
    ("Minneapolis", "MN", "554"), ("Tampa", "FL", "336"), ("Oakland", "CA", "946"),
    ("Pittsburgh", "PA", "152"), ("Nashville", "TN", "372"), ("Salt Lake City", "UT", "841"),
]
UK_CITIES = [
    ("London", ["SW", "SE", "N", "E", "NW", "W"]), ("Manchester", ["M"]), ("Leeds", ["LS"]),
    ("Bristol", ["BS"]), ("Birmingham", ["B"]), ("Glasgow", ["G"]), ("Cardiff", ["CF"]),
    ("Edinburgh", ["EH"]), ("Nottingham", ["NG"]), ("Sheffield", ["S"]), ("Liverpool", ["L"]),
    ("Brighton", ["BN"]), ("Oxford", ["OX"]), ("Cambridge", ["CB"]), ("Reading", ["RG"]),
]
CN_CITIES = {
    "北京": ("100", ["朝阳区", "海淀区", "丰台区", "东城区", "西城区", "昌平区", "通州区"]),
    "上海": ("200", ["浦东新区", "徐汇区", "静安区", "闵行区", "杨浦区", "长宁区", "普陀区"]),
    "广州": ("510", ["天河区", "越秀区", "海珠区", "番禺区", "白云区", "黄埔区"]),
    "深圳": ("518", ["南山区", "福田区", "罗湖区", "宝安区", "龙华区", "龙岗区"]),
    "杭州": ("310", ["西湖区", "拱墅区", "滨江区", "余杭区", "上城区", "萧山区"]),
    "成都": ("610", ["武侯区", "锦江区", "青羊区", "成华区", "金牛区", "双流区"]),
    "武汉": ("430", ["洪山区", "武昌区", "江汉区", "江岸区", "汉阳区"]),
    "南京": ("210", ["鼓楼区", "玄武区", "建邺区", "秦淮区", "江宁区"]),
    "西安": ("710", ["雁塔区", "碑林区", "未央区", "长安区"]),
    "重庆": ("400", ["渝北区", "江北区", "南岸区", "九龙坡区", "沙坪坝区"]),
    "苏州": ("215", ["姑苏区", "吴中区", "相城区", "虎丘区"]),
    "天津": ("300", ["和平区", "南开区", "河西区", "河东区"]),
    "长沙": ("410", ["岳麓区", "天心区", "开福区", "雨花区"]),
    "厦门": ("361", ["思明区", "湖里区", "集美区"]),
}
CN_PROV = {
    "北京": "", "上海": "", "天津": "", "重庆": "", "广州": "广东省", "深圳": "广东省",
    "杭州": "浙江省", "成都": "四川省", "武汉": "湖北省", "南京": "江苏省", "西安": "陕西省",
    "苏州": "江苏省", "长沙": "湖南省", "厦门": "福建省",
}
ZH_CITY_LIST = list(CN_CITIES.keys())
EN_CITY_LIST = [c[0] for c in US_CITIES] + [c[0] for c in UK_CITIES]
ROAD_PRE = ["建设", "人民", "解放", "中山", "和平", "科技", "学府", "滨河", "文化", "长江",
            "黄河", "新华", "花园", "迎宾", "东风", "青年", "光明", "友谊", "工业", "望江",
            "南湖", "桂花", "香樟", "金桥", "龙井", "枫林", "翠竹", "松柏", "朝阳", "振兴"]
ROAD_SUF = ["路", "大道", "街", "东路", "西路", "南路", "北路", "中路", "巷"]
ESTATES = ["阳光花园", "翠苑", "锦绣华庭", "枫林小区", "金地名郡", "华润城", "碧水湾",
           "和平里", "幸福家园", "绿地世纪城", "金色家园", "春江郦城", "保利花园", "紫荆苑",
           "春晓苑", "怡景花园", "星河湾", "天鹅湖小区", "西溪诚园", "丽景湾", "柏林春天",
           "东方名城", "南苑新村", "滨江花园", "玫瑰园", "景泰小区", "梧桐苑", "观澜雅苑"]
NEIGH_ZH = ["望京", "回龙观", "天通苑", "五道口", "张江", "陆家嘴", "徐家汇", "科技园",
            "车公庙", "珠江新城", "天河北", "五角场", "春熙路", "光谷", "仙林", "曲江",
            "大学城", "梅林", "西溪", "钱江新城", "观音桥", "金沙", "软件园", "后海"]
NEIGH_EN = ["Clapham", "Hackney", "Didsbury", "Headingley", "Clifton", "Jericho",
            "Roath", "Leith", "Kemptown", "Wicker Park", "Capitol Hill", "Mission District",
            "Hyde Park", "Fremont", "Back Bay", "Ballard", "Logan Square", "South Congress",
            "Highland Park", "Shadyside", "East Nashville", "Sugar House", "Jamaica Plain"]
STREET_SUF_EN = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Lane", "Close",
                 "Drive", "Dr", "Crescent", "Way", "Court", "Terrace", "Place", "Grove"]
RENTAL_EN = ["Hertz", "Enterprise", "Avis", "Sixt", "Europcar", "Budget", "Alamo",
             "National", "Zipcar", "Turo", "Getaround", "Thrifty"]
RENTAL_ZH = ["神州租车", "一嗨租车", "悟空租车", "携程租车", "凹凸租车", "GoFun出行", "EVCARD"]
RIDE_EN = ["Uber", "Lyft", "Bolt", "FreeNow", "Addison Lee", "Via"]
RIDE_ZH = ["滴滴出行", "高德打车", "曹操出行", "T3出行", "花小猪", "首汽约车", "美团打车"]
CHARGE_EN = ["ChargePoint", "Tesla Supercharger", "Ionity", "Pod Point", "BP Pulse",
             "Electrify America", "EVgo", "Osprey", "Gridserve", "Shell Recharge", "Blink"]
CHARGE_ZH = ["特来电", "星星充电", "国家电网e充电", "蔚来能源", "小桔充电", "快电", "云快充"]
BIKE_EN = ["Citi Bike", "Santander Cycles", "Lime", "Bird", "Divvy", "Bay Wheels",
           "Beryl", "Tier", "Voi", "Capital Bikeshare"]
BIKE_ZH = ["哈啰单车", "美团单车", "青桔单车", "哈啰助力车", "松果电单车"]
INS_EN = ["GEICO", "Progressive", "State Farm", "Allstate", "Aviva", "Admiral",
          "Direct Line", "Churchill", "LV=", "Liberty Mutual", "USAA", "Hastings Direct"]
INS_ZH = ["平安车险", "人保财险", "太平洋车险", "大地保险", "阳光保险", "中华联合"]
GARAGE_EN = ["Kwik Fit", "Halfords Autocentre", "Jiffy Lube", "Midas", "Pep Boys",
             "Firestone Complete Auto Care", "Mr. Tire", "ATS Euromaster", "National Tyres",
             "Valvoline Instant Oil Change", "Meineke"]
GARAGE_ZH = ["途虎养车", "天猫养车", "京东京车会", "小拇指汽修", "4S店售后", "精典汽车"]
CARS_EN = ["Model 3", "Model Y", "Corolla", "Civic", "RAV4", "Golf", "Leaf", "Ioniq 5",
           "Mustang Mach-E", "F-150", "CR-V", "Fiesta", "Qashqai", "Polo", "EV6", "i3",
           "Outback", "Prius", "Zoe", "ID.4", "Niro", "Kona Electric"]
CARS_ZH = ["比亚迪汉", "比亚迪秦PLUS", "小鹏P7", "蔚来ES6", "理想L7", "Model Y", "Model 3",
           "极氪001", "宝马3系", "本田雅阁", "丰田凯美瑞", "大众朗逸", "五菱宏光MINI",
           "哪吒V", "问界M7", "小米SU7", "长安CS75", "吉利星越L"]
PARK_EN = ["RingGo", "PayByPhone", "ParkMobile", "JustPark", "SpotHero", "ParkWhiz", "NCP"]
TOLL_EN = ["E-ZPass", "FasTrak", "SunPass", "Dart Charge", "TxTag", "I-PASS", "Peach Pass"]
TOLL_ZH = ["粤通卡", "速通卡", "苏通卡", "沪通卡", "ETC助手", "乐速通"]
SCHOOL_EN = ["AA Driving School", "RED Driving School", "BSM", "Top Driver", "Smart Drive Academy"]
SCHOOL_ZH = ["东方时尚驾校", "海淀驾校", "龙泉驾校", "通利驾校", "公交驾校"]
GROUP_ZH = ["Model Y车主群", "比亚迪车友会", "深圳新能源车友群", "小鹏P7车主交流群",
            "理想ONE老车主", "骑行搭子群", "拼车上班群", "驾校学员群"]
AIRPORTS_EN = ["JFK Terminal 4", "LAX", "Heathrow T5", "Gatwick North", "SFO", "O'Hare",
               "Manchester Airport T2", "Denver International", "Logan Terminal B", "SEA-TAC"]
STATIONS_ZH = ["虹桥火车站", "首都机场T3", "白云机场T2", "宝安机场", "北京南站", "杭州东站",
               "成都东站", "浦东机场T2", "深圳北站", "南京南站", "天府机场"]
EMAIL_DOMAINS_EN = ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.com",
                    "hotmail.co.uk", "btinternet.com", "protonmail.com", "aol.com",
                    "live.co.uk", "me.com", "comcast.net", "sky.com", "virginmedia.com",
                    "fastmail.com", "yahoo.co.uk"]
EMAIL_DOMAINS_ZH = ["qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "aliyun.com",
                    "139.com", "sohu.com", "yeah.net", "outlook.com", "gmail.com", "vip.qq.com"]
PINYIN_SUR = ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou",
              "Xu", "Sun", "Ma", "Zhu", "Hu", "Guo", "He", "Lin", "Gao", "Luo", "Zheng", "Tang"]
PINYIN_GIV = ["Wei", "Fang", "Jiahui", "Zihan", "Haoran", "Yuting", "Xinyi", "Junjie",
              "Mingyu", "Shuang", "Lei", "Jing", "Yifan", "Xiaoyu", "Hao", "Tingting",
              "Zhiqiang", "Meiling", "Qian", "Yuxuan", "Jianguo", "Xiaolong", "Ruoxi", "Kai"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS_FULL = ["January", "February", "March", "April", "May", "June", "July", "August",
               "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WEEKDAYS_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
ALNUM = string.ascii_letters + string.digits
UPALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
URLSAFE = string.ascii_letters + string.digits + "-_"
FW = str.maketrans("0123456789", "０１２３４５６７８９")
CN_DIG = dict(zip("0123456789", "零一二三四五六七八九"))
EN_DIG = dict(zip("0123456789", ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]))


# ----------------------------------------------------------------------------------------
# context: rng + fakers + filler helpers
# ----------------------------------------------------------------------------------------
class Ctx:
    def __init__(self, seed: int, fakers: dict[str, Faker]):
        self.r = random.Random(seed)
        self.us, self.gb, self.zh = fakers["en_US"], fakers["en_GB"], fakers["zh_CN"]
        self.us.seed_instance(8301 + seed)
        self.gb.seed_instance(8302 + seed)
        self.zh.seed_instance(8303 + seed)

    # primitives
    def ch(self, seq):
        return self.r.choice(seq)

    def ri(self, a, b):
        return self.r.randint(a, b)

    def p(self, x):
        return self.r.random() < x

    def s(self, alphabet, n):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def dg(self, n):
        return self.s(string.digits, n)

    def hx(self, n):
        return self.s(HEX, n)

    def an(self, n):
        return self.s(ALNUM, n)

    # dates / times / money (never today's date)
    def ymd(self):
        return self.ri(2022, 2025), self.ri(1, 12), self.ri(1, 28)

    def d(self):
        y, m, d = self.ymd()
        f = self.ri(0, 5)
        if f == 0:
            return f"{d} {MONTHS[m - 1]} {y}"
        if f == 1:
            return f"{m:02d}/{d:02d}/{y}"
        if f == 2:
            return f"{y}-{m:02d}-{d:02d}"
        if f == 3:
            return f"{MONTHS_FULL[m - 1]} {d}, {y}"
        if f == 4:
            return f"{d:02d}/{m:02d}/{y}"
        return f"{MONTHS[m - 1]} {d}"

    def dz(self):
        y, m, d = self.ymd()
        f = self.ri(0, 3)
        if f == 0:
            return f"{y}年{m}月{d}日"
        if f == 1:
            return f"{y}-{m:02d}-{d:02d}"
        if f == 2:
            return f"{m}月{d}日"
        return f"{y}/{m}/{d}"

    def t(self):
        return f"{self.ri(0, 23):02d}:{self.ri(0, 59):02d}"

    def usd(self):
        return f"${self.ri(3, 480)}.{self.dg(2)}"

    def gbp(self):
        return f"£{self.ri(2, 390)}.{self.dg(2)}"

    def cny(self):
        return f"¥{self.ri(5, 2600)}.{self.dg(2)}"

    def yuan(self):
        return f"{self.ri(5, 900)}元"

    def money(self):
        return self.usd() if self.p(0.55) else self.gbp()

    def km(self):
        return f"{self.ri(1, 60)}.{self.ri(0, 9)}"

    def ref(self):
        f = self.ri(0, 6)
        if f == 0:
            return f"{self.s(string.ascii_uppercase, 2)}{self.dg(7)}"
        if f == 1:
            return f"{self.s(UPALNUM, 6)}"
        if f == 2:
            return f"{self.s(string.ascii_uppercase, 3)}-{self.dg(5)}"
        if f == 3:
            return f"{self.ri(1, 9)}{self.dg(8)}"
        if f == 4:
            return f"R{self.dg(4)}-{self.s(UPALNUM, 4)}"
        if f == 5:
            return f"{self.s(string.ascii_uppercase, 1)}{self.dg(3)}{self.s(string.ascii_uppercase, 2)}"
        return f"#{self.dg(6)}"

    def refz(self):
        f = self.ri(0, 3)
        if f == 0:
            return f"{self.ri(2022, 2025)}{self.dg(12)}"
        if f == 1:
            return f"{self.s(string.ascii_uppercase, 2)}{self.dg(10)}"
        if f == 2:
            return f"{self.dg(16)}"
        return f"NO.{self.dg(8)}"

    def city(self):
        return self.ch(EN_CITY_LIST)

    def cityz(self):
        return self.ch(ZH_CITY_LIST)

    def car(self):
        return self.ch(CARS_EN)

    def carz(self):
        return self.ch(CARS_ZH)

    def kwh(self):
        return f"{self.ri(5, 75)}.{self.ri(0, 9)} kWh"

    def dur(self):
        return f"{self.ri(3, 95)} min"

    def masked_plate(self):
        return f"{self.ch('京沪粤浙川苏鄂陕渝湘闽津')}{self.ch('ABCDEFG')}·***{self.ri(1, 9)}{self.ch('XYZ0123')}"

    # person-free role words
    def role(self):
        return self.ch(["the customer", "the renter", "the driver", "the policyholder",
                        "the passenger", "the registered keeper", "the account holder",
                        "the member", "the applicant"])

    def rolez(self):
        return self.ch(["车主", "承租人", "驾驶人", "投保人", "乘客", "会员", "申请人", "当事人"])


def _finalize(marked: str):
    assert marked.count(M0) == 1 and marked.count(M1) == 1, marked
    i = marked.index(M0)
    j = marked.index(M1)
    text = marked[:i] + marked[i + 1 : j] + marked[j + 1 :]
    return text, i, j - 1


def _luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        n = int(ch)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return str((10 - total % 10) % 10)


def _mod97(s: str) -> int:
    num = "".join(str(int(ch, 36)) for ch in s)
    return int(num) % 97


# ----------------------------------------------------------------------------------------
# value generators
# ----------------------------------------------------------------------------------------
# --- secrets
def sec_aws_id(c):
    return "AKIA" + c.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


def sec_aws_secret(c):
    return c.s(string.ascii_letters + string.digits + "/+", 40)


def sec_github(c):
    k = c.ri(0, 5)
    if k == 0:
        return "github_pat_11" + c.s(UPALNUM, 20) + "_" + c.an(59)
    return c.ch(["ghp_", "ghp_", "gho_", "ghs_", "ghu_"]) + c.an(36)


def sec_slack(c):
    k = c.ri(0, 2)
    if k == 0:
        return f"xoxb-{c.dg(12)}-{c.dg(13)}-{c.an(24)}"
    if k == 1:
        return f"xoxp-{c.dg(12)}-{c.dg(12)}-{c.dg(13)}-{c.hx(32)}"
    return f"xapp-1-A{c.s(UPALNUM, 10)}-{c.dg(13)}-{c.hx(64)}"


def sec_slack_hook(c):
    return f"https://hooks.slack.com/services/T{c.s(UPALNUM, 8)}/B{c.s(UPALNUM, 10)}/{c.an(24)}"


def sec_openai(c):
    k = c.ri(0, 2)
    if k == 0:
        return "sk-proj-" + c.s(URLSAFE, 74) + "T3BlbkFJ" + c.s(URLSAFE, 74)
    if k == 1:
        return "sk-" + c.an(20) + "T3BlbkFJ" + c.an(20)
    return "sk-svcacct-" + c.s(URLSAFE, 60) + "T3BlbkFJ" + c.s(URLSAFE, 40)


def sec_anthropic(c):
    return "sk-ant-api03-" + c.s(URLSAFE, 93) + "AA"


def sec_stripe(c):
    pre = c.ch(["sk_live_", "sk_live_", "rk_live_", "sk_test_", "whsec_"])
    n = 32 if pre == "whsec_" else c.ch([24, 99])
    return pre + c.an(n)


def sec_google(c):
    return "AIza" + c.s(URLSAFE, 35)


def sec_hf(c):
    return "hf_" + c.s(string.ascii_letters, 34)


def sec_sendgrid(c):
    return "SG." + c.s(URLSAFE, 22) + "." + c.s(URLSAFE, 43)


def sec_telegram(c):
    return f"{c.ri(1, 7)}{c.dg(9)}:AA{c.s(URLSAFE, 33)}"


def _b64u(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def sec_jwt(c):
    alg = c.ch(["HS256", "RS256", "HS512"])
    head = _b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    payload = {
        "sub": c.ch(["acct_", "drv_", "veh_", "uid_"]) + c.dg(8),
        "iat": 1690000000 + c.ri(0, 60000000),
        "scope": c.ch(["trips:read", "charging", "fleet.write", "parking:session", "toll"]),
    }
    body = _b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = c.s(URLSAFE, 43 if alg == "HS256" else (86 if alg == "HS512" else 342))
    return f"{head}.{body}.{sig}"


def sec_pem(c):
    kind = c.ch(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    n = c.ri(4, 9)
    lines = [c.s(B64, 64) for _ in range(n)] + [c.s(B64, c.ri(12, 60)) + "=="]
    if kind == "OPENSSH PRIVATE KEY":
        lines[0] = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAB" + c.s(B64, 8)
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def sec_misc(c):
    k = c.ri(0, 13)
    if k == 0:
        return "glpat-" + c.s(URLSAFE, 20)
    if k == 1:
        return "npm_" + c.an(36)
    if k == 2:
        return "shpat_" + c.hx(32)
    if k == 3:
        return "dop_v1_" + c.hx(64)
    if k == 4:
        return "SK" + c.hx(32)
    if k == 5:
        return "key-" + c.hx(32)
    if k == 6:
        return "LTAI5t" + c.an(18)
    if k == 7:
        return "AKID" + c.an(32)
    if k == 8:
        return "GOCSPX-" + c.s(URLSAFE, 28)
    if k == 9:
        return "sq0atp-" + c.s(URLSAFE, 22)
    if k == 10:
        return "pypi-AgEIcHlwaS5vcmc" + c.s(URLSAFE, 60)
    if k == 11:
        return "EAAA" + c.s(URLSAFE, 60)
    if k == 12:
        return "xai-" + c.an(80)
    return "pat" + c.an(14) + "." + c.hx(64)


def sec_generic(c):
    k = c.ri(0, 4)
    if k == 0:
        return c.hx(32)
    if k == 1:
        return c.hx(40)
    if k == 2:
        return c.an(c.ri(30, 48))
    if k == 3:
        return _b64u(bytes(c.ri(0, 255) for _ in range(c.ch([24, 32, 48]))))
    return c.hx(64)


def sec_any(c):
    f = c.ch([sec_aws_id, sec_github, sec_slack, sec_openai, sec_anthropic, sec_stripe,
              sec_google, sec_hf, sec_sendgrid, sec_telegram, sec_misc, sec_misc])
    return f(c)


def sec_dbpass(c):
    return c.an(c.ri(14, 26))


# --- passwords
PW_WORDS = ["tiger", "maple", "falcon", "sunset", "river", "rocket", "velvet", "copper",
            "harbor", "orchid", "meadow", "thunder", "pebble", "lantern", "biscuit", "comet",
            "walnut", "panda", "dragon", "summer", "winter", "marble", "cobalt", "ginger"]
PW_PY = ["woaini", "xiaobai", "haha", "wodemima", "tianshi", "xingfu", "kuaile", "pingan",
         "jiayou", "qiche", "dianche", "nihao", "feifei", "lulu", "dandan", "mengmeng"]


def pw_any(c):
    k = c.ri(0, 10)
    sym = c.ch("!@#$%&*?._-")
    if k == 0:
        return c.ch(PW_WORDS).capitalize() + c.dg(c.ri(2, 4)) + sym
    if k == 1:
        return c.ch(PW_PY) + c.dg(c.ri(3, 6))
    if k == 2:
        return c.s(ALNUM + "!@#$%", c.ri(10, 16))
    if k == 3:
        return "-".join(c.ch(PW_WORDS) for _ in range(c.ri(3, 4))) + c.dg(1)
    if k == 4:
        w = c.ch(PW_WORDS)
        return w[0].upper() + w[1:].replace("a", "@").replace("o", "0") + c.dg(2) + sym
    if k == 5:
        return c.ch(PW_PY).capitalize() + sym + c.dg(4)
    if k == 6:
        return c.s(string.ascii_lowercase, 3) + c.dg(3) + c.s(string.ascii_uppercase, 2) + sym
    if k == 7:
        return c.ch(PW_WORDS) + c.ch(["_", ".", ""]) + c.ch(PW_WORDS) + c.dg(c.ri(2, 3))
    if k == 8:
        return c.s(string.ascii_lowercase + string.digits, c.ri(8, 12))
    if k == 9:
        return c.ch(["Ev", "Car", "Drive", "Road", "Park", "Zoom"]) + c.ch(PW_WORDS).capitalize() + c.dg(2) + sym
    return c.an(c.ri(8, 12)) + sym


def pin(c, n=None):
    n = n or c.ch([4, 4, 4, 6, 6, 5])
    while True:
        v = c.dg(n)
        if len(set(v)) > 1 and v not in ("1234", "123456", "0000"):
            return v


# --- email
def email_en(c):
    f = c.ch([c.us, c.gb])
    first, last = f.first_name().lower(), f.last_name().lower().replace("'", "")
    k = c.ri(0, 7)
    if k == 0:
        user = f"{first}.{last}"
    elif k == 1:
        user = f"{first[0]}{last}{c.ri(1, 99)}"
    elif k == 2:
        user = f.user_name()
    elif k == 3:
        user = f"{first}_{last}{c.ri(70, 99)}"
    elif k == 4:
        user = f"{first}{last[0]}.{c.ch(['cars', 'ev', 'drives', 'moto', 'rides'])}"
    elif k == 5:
        user = f"{last}.{first[0]}"
    elif k == 6:
        user = f"{first}+{c.ch(['hertz', 'uber', 'parking', 'insurance', 'dvla', 'tolls'])}"
    else:
        user = f"{first}{c.dg(4)}"
    dom = c.ch(EMAIL_DOMAINS_EN) if c.p(0.85) else c.ch(
        ["northwindlogistics.com", "brightpath-consulting.co.uk", "acme-dental.com",
         "riverside-vets.co.uk", "harbourdesign.io", "kestrel-eng.com"])
    return f"{user}@{dom}"


def email_zh(c):
    k = c.ri(0, 6)
    if k == 0:
        user = c.dg(c.ri(6, 10)).lstrip("0") or "7" + c.dg(7)
        dom = c.ch(["qq.com", "qq.com", "vip.qq.com", "foxmail.com"])
    elif k == 1:
        user = c.ch(PINYIN_SUR).lower() + c.ch(PINYIN_GIV).lower() + c.dg(c.ri(2, 4))
        dom = c.ch(EMAIL_DOMAINS_ZH)
    elif k == 2:
        user = c.zh.user_name()
        dom = c.ch(EMAIL_DOMAINS_ZH)
    elif k == 3:
        user = f"{c.ch(PINYIN_GIV).lower()}_{c.ch(PINYIN_SUR).lower()}"
        dom = c.ch(EMAIL_DOMAINS_ZH)
    elif k == 4:
        user = f"{c.ch(PINYIN_SUR).lower()}{c.ch(PINYIN_GIV)[0].lower()}{c.ri(1980, 2003)}"
        dom = c.ch(EMAIL_DOMAINS_ZH)
    elif k == 5:
        user = "1" + c.ch("3578") + c.dg(9)
        dom = c.ch(["163.com", "139.com", "126.com"])
    else:
        user = f"{c.ch(PINYIN_SUR).lower()}.{c.ch(PINYIN_GIV).lower()}"
        dom = c.ch(["gmail.com", "outlook.com", "hotmail.com", "icloud.com"])
    return f"{user}@{dom}"


# --- phone
def ph_us(c, style=None):
    a = f"{c.ri(2, 9)}{c.ri(0, 8)}{c.ri(0, 9)}"
    if a[1:] == "11":
        a = a[0] + "12"
    e = f"{c.ri(2, 9)}{c.dg(2)}"
    if e == "555":
        e = "556"
    n = c.dg(4)
    k = c.ri(0, 7) if style is None else style
    if k == 0:
        return f"({a}) {e}-{n}"
    if k == 1:
        return f"{a}-{e}-{n}"
    if k == 2:
        return f"+1 {a} {e} {n}"
    if k == 3:
        return f"{a}.{e}.{n}"
    if k == 4:
        return f"1-{a}-{e}-{n}"
    if k == 5:
        return f"+1 ({a}) {e}-{n}"
    if k == 6:
        return f"{a}{e}{n}"
    return f"({a}) {e}-{n} ext. {c.ri(10, 899)}"


def ph_uk(c, style=None):
    k = c.ri(0, 6) if style is None else style
    m = f"7{c.ri(3, 9)}{c.dg(2)}"
    rest = c.dg(6)
    if k == 0:
        return f"0{m} {rest}"
    if k == 1:
        return f"+44 {m} {rest[:3]} {rest[3:]}"
    if k == 2:
        return f"0{m}{rest}"
    if k == 3:
        return f"+44 (0){m} {rest}"
    if k == 4:
        return f"020 {c.ri(7, 8)}{c.dg(3)} {c.dg(4)}"
    if k == 5:
        return f"0{c.ch(['161', '113', '117', '121', '131', '141', '114', '115'])} {c.ri(2, 9)}{c.dg(2)} {c.dg(4)}"
    return f"0{m}-{rest[:3]}-{rest[3:]}"


def cn_mobile_raw(c):
    p = c.ch(["13", "15", "18", "17", "19", "16"])
    if p == "13":
        p += str(c.ri(0, 9))
    elif p == "15":
        p += c.ch("0123789")
    elif p == "18":
        p += str(c.ri(0, 9))
    elif p == "17":
        p += c.ch("35678")
    elif p == "19":
        p += c.ch("1389")
    else:
        p += c.ch("56")
    return p + c.dg(8)


def ph_cn(c, style=None):
    m = cn_mobile_raw(c)
    k = c.ri(0, 9) if style is None else style
    if k == 0:
        return m
    if k == 1:
        return f"{m[:3]} {m[3:7]} {m[7:]}"
    if k == 2:
        return f"{m[:3]}-{m[3:7]}-{m[7:]}"
    if k == 3:
        return f"+86 {m[:3]} {m[3:7]} {m[7:]}"
    if k == 4:
        return f"+86-{m}"
    if k == 5:
        return m.translate(FW)
    if k == 6:
        return f"(+86){m}"
    if k == 7:
        area, ln = c.ch([("010", 8), ("021", 8), ("020", 8), ("0755", 8), ("0571", 8), ("028", 8), ("027", 8), ("025", 8)])
        return f"{area}-{c.ri(2, 8)}{c.dg(ln - 1)}"
    if k == 8:
        return f"0086 {m}"
    return f"{m[:3]} {m[3:]}"


# --- address
TREES = ["Oak", "Maple", "Cedar", "Elm", "Willow", "Birch", "Pine", "Chestnut", "Walnut", "Sycamore",
         "Hawthorn", "Ash", "Beech", "Laurel", "Magnolia", "Juniper", "Poplar", "Hazel"]
US_SUF = ["St", "Street", "Ave", "Avenue", "Dr", "Drive", "Ln", "Lane", "Blvd", "Ct", "Pl", "Way", "Rd", "Terrace"]
UK_SUF = ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Gardens", "Grove", "Way",
          "Terrace", "Place", "Rd", "St", "Mews", "Walk"]


def street_us(c):
    k = c.ri(0, 3)
    if k == 0:
        return f"{c.ch(TREES)} {c.ch(US_SUF)}"
    if k == 1:
        return f"{c.us.last_name()} {c.ch(US_SUF)}"
    if k == 2:
        n = c.ri(1, 99)
        suf = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        return f"{c.ch(['N', 'S', 'E', 'W'])} {n}{suf} St"
    return f"{c.ch(['Lake', 'Park', 'Hill', 'River', 'Spring', 'Meadow', 'Sunset', 'Highland', 'Washington', 'Lincoln', 'Jefferson', 'Franklin'])} {c.ch(US_SUF)}"


def street_uk(c):
    k = c.ri(0, 2)
    if k == 0:
        return f"{c.ch(TREES)} {c.ch(UK_SUF)}"
    return f"{c.gb.last_name()} {c.ch(UK_SUF)}"


def street_en(c):
    return street_us(c) if c.p(0.5) else street_uk(c)


def addr_us_street(c):
    base = f"{c.ri(10, 9899)} {street_us(c)}"
    if c.p(0.35):
        base += c.ch([", Apt ", " Apt ", " #", ", Unit ", ", Suite "]) + f"{c.ri(1, 40)}{c.ch(['', '', 'A', 'B', 'C'])}"
    return base


def addr_us_full(c):
    city, st, z3 = c.ch(US_CITIES)
    return f"{addr_us_street(c)}, {city}, {st} {z3}{c.dg(2)}", city


def uk_postcode(c, area=None):
    area = area or c.ch(["SW", "M", "LS", "BS", "B", "G", "CF", "EH", "NG", "N", "E", "SE", "OX", "RG"])
    return f"{area}{c.ri(1, 20)} {c.ri(0, 9)}{c.s('ABDEFGHJLNPQRSTUWXYZ', 2)}"


def addr_uk_street(c):
    base = f"{c.ri(1, 220)} {street_uk(c)}"
    if c.p(0.3):
        base = f"Flat {c.ri(1, 24)}, " + base
    elif c.p(0.15):
        base = f"{c.ch(['Rose', 'Ivy', 'Oak', 'Willow', 'Holly', 'Bramble'])} Cottage, " + base
    return base


def addr_uk_full(c):
    city, areas = c.ch(UK_CITIES)
    return f"{addr_uk_street(c)}, {city} {uk_postcode(c, c.ch(areas))}", city


def cn_road(c):
    return c.ch(ROAD_PRE) + c.ch(ROAD_SUF)


def addr_cn_local(c, city=None):
    city = city or c.cityz()
    dist = c.ch(CN_CITIES[city][1])
    k = c.ri(0, 4)
    if k == 0:
        return city, f"{dist}{cn_road(c)}{c.ri(1, 999)}号{c.ch(ESTATES)}{c.ri(1, 30)}栋{c.ri(1, 4)}单元{c.ri(1, 33)}0{c.ri(1, 6)}室"
    if k == 1:
        return city, f"{dist}{cn_road(c)}{c.ri(1, 600)}弄{c.ri(1, 90)}号{c.ri(1, 25)}0{c.ri(1, 4)}"
    if k == 2:
        return city, f"{dist}{c.ch(ESTATES)}{c.ri(1, 20)}号楼{c.ri(1, 6)}单元{c.ri(1, 28)}0{c.ri(1, 4)}"
    if k == 3:
        return city, f"{dist}{cn_road(c)}{c.ri(1, 300)}号院{c.ri(1, 15)}号楼{c.ri(1, 20)}0{c.ri(1, 8)}室"
    return city, f"{cn_road(c)}{c.ri(1, 999)}号{c.ch(ESTATES)}{c.ri(1, 12)}座{c.ri(1, 30)}{c.ch('ABCDEF')}"


def addr_cn_full(c):
    city, local = addr_cn_local(c)
    prov = CN_PROV[city]
    return f"{prov}{city}市{local}", city


# --- government ids
def ssn(c, style=None):
    while True:
        a = c.ri(1, 899)
        if a != 666:
            break
    g, s_ = c.ri(1, 99), c.ri(1, 9999)
    k = c.ri(0, 3) if style is None else style
    if k in (0, 3):
        return f"{a:03d}-{g:02d}-{s_:04d}"
    if k == 1:
        return f"{a:03d} {g:02d} {s_:04d}"
    return f"{a:03d}{g:02d}{s_:04d}"


CN_REGIONS = ["110101", "110105", "110108", "310104", "310115", "440305", "440106", "440304",
              "330106", "510107", "420106", "320102", "500103", "610113", "320506", "430104",
              "350203", "120101", "370202", "410105", "441900", "340104", "130102", "210106"]


def cn_id(c):
    y = c.ri(1962, 2004)
    m = c.ri(1, 12)
    d = c.ri(1, 28)
    body = f"{c.ch(CN_REGIONS)}{y}{m:02d}{d:02d}{c.dg(3)}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s_ = sum(int(a) * b for a, b in zip(body, w))
    return body + "10X98765432"[s_ % 11]


def nino(c):
    first = "ABCEGHJKLMNPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = c.ch(first) + c.ch(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ") and p[1] != "O":
            break
    d = c.dg(6)
    suf = c.ch("ABCD")
    if c.p(0.5):
        return f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}"
    return f"{p}{d}{suf}"


def passport(c, kind=None):
    kind = kind or c.ch(["us", "uk", "cn", "cn2", "us2"])
    if kind == "us":
        return c.ri(1, 9).__str__() + c.dg(8)
    if kind == "us2":
        return c.ch("ACEGHJKLMN") + c.dg(8)
    if kind == "uk":
        return c.ri(1, 9).__str__() + c.dg(8)
    if kind == "cn":
        return "E" + c.dg(8)
    return "E" + c.ch("ABCDEFGHJK") + c.dg(7)


def dl_us(c):
    k = c.ri(0, 5)
    if k == 0:
        return "CA", c.ch(string.ascii_uppercase) + c.dg(7)
    if k == 1:
        return "NY", f"{c.dg(3)} {c.dg(3)} {c.dg(3)}"
    if k == 2:
        return "FL", f"{c.ch(string.ascii_uppercase)}{c.dg(3)}-{c.dg(3)}-{c.dg(2)}-{c.dg(3)}-{c.dg(1)}"
    if k == 3:
        return "TX", c.dg(8)
    if k == 4:
        return "WA", "WDL" + c.s(UPALNUM, 9)
    return "IL", f"{c.ch(string.ascii_uppercase)}{c.dg(3)}-{c.dg(4)}-{c.dg(4)}"


def dl_uk(c):
    sur = "".join(ch for ch in c.gb.last_name().upper() if ch.isalpha())[:5].ljust(5, "9")
    y = c.ri(1950, 2004)
    m = c.ri(1, 12) + (50 if c.p(0.5) else 0)
    d = c.ri(1, 28)
    ini = c.s(string.ascii_uppercase, 1) + c.ch([c.s(string.ascii_uppercase, 1), "9"])
    core = f"{sur}{str(y)[2]}{m:02d}{d:02d}{str(y)[3]}{ini}9{c.s(string.ascii_uppercase, 2)}"
    return core if c.p(0.7) else f"{core[:5]} {core[5:11]} {core[11:]}"


def hkid(c):
    L = c.ch(string.ascii_uppercase)
    ds = c.dg(6)
    s_ = 9 * 36 + 8 * (ord(L) - 55) + sum((7 - i) * int(x) for i, x in enumerate(ds))
    chk = (11 - s_ % 11) % 11
    cd = "A" if chk == 10 else str(chk)
    return f"{L}{ds}({cd})"


def tw_id(c):
    letters = "ABCDEFGHJKLMNPQRSTUVXYWZIO"
    L = c.ch(letters[:20])
    code = letters.index(L) + 10
    body = c.ch("12") + c.dg(7)
    nums = [code // 10, code % 10] + [int(x) for x in body]
    w = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1]
    s_ = sum(a * b for a, b in zip(nums, w))
    return f"{L}{body}{(10 - s_ % 10) % 10}"


def sin_ca(c):
    body = c.ch("12345679") + c.dg(7)
    v = body + _luhn_digit(body)
    return f"{v[:3]} {v[3:6]} {v[6:]}"


# --- financial
def card(c, kind=None, sep=None):
    kind = kind or c.ch(["visa", "visa", "mc", "mc", "amex", "up", "disc", "up19"])
    if kind == "visa":
        body, n = "4" + c.dg(5), 16
    elif kind == "mc":
        body, n = c.ch(["51", "52", "53", "54", "55", "2221", "2720"]), 16
    elif kind == "amex":
        body, n = c.ch(["34", "37"]), 15
    elif kind == "disc":
        body, n = "6011", 16
    elif kind == "up":
        body, n = c.ch(["622202", "621700", "622848", "621483", "625807", "622588"]), 16
    else:
        body, n = c.ch(["622202", "621700", "622848", "623052", "621226"]), 19
    body += c.dg(n - 1 - len(body))
    num = body + _luhn_digit(body)
    sep = c.ch([" ", " ", "-", ""]) if sep is None else sep
    if n == 15:
        return f"{num[:4]}{sep}{num[4:10]}{sep}{num[10:]}"
    if n == 19 and sep:
        return sep.join([num[:4], num[4:8], num[8:12], num[12:16], num[16:]])
    return sep.join(num[i : i + 4] for i in range(0, n, 4))


IBAN_SPECS = [
    ("GB", lambda c: c.ch(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "NAIA"]) + c.dg(14)),
    ("DE", lambda c: c.dg(18)),
    ("FR", lambda c: c.dg(10) + c.s(UPALNUM, 11) + c.dg(2)),
    ("NL", lambda c: c.ch(["ABNA", "INGB", "RABO", "TRIO"]) + c.dg(10)),
    ("ES", lambda c: c.dg(20)),
    ("IE", lambda c: c.ch(["AIBK", "BOFI"]) + c.dg(14)),
    ("IT", lambda c: c.ch(string.ascii_uppercase) + c.dg(10) + c.dg(12)),
    ("BE", lambda c: c.dg(12)),
]


def iban(c, cc=None, spaced=None):
    spec = dict(IBAN_SPECS)
    cc = cc or c.ch([s[0] for s in IBAN_SPECS])
    bban = spec[cc](c)
    chk = 98 - _mod97(bban + cc + "00")
    v = f"{cc}{chk:02d}{bban}"
    spaced = c.p(0.6) if spaced is None else spaced
    if spaced:
        return " ".join(v[i : i + 4] for i in range(0, len(v), 4))
    return v


def aba(c):
    body = c.ch(["0", "1", "2", "3"]) + c.dg(7)
    w = [3, 7, 1, 3, 7, 1, 3, 7]
    s_ = sum(int(a) * b for a, b in zip(body, w))
    return body + str((10 - s_ % 10) % 10)


def bank_acct_us(c):
    return c.dg(c.ri(9, 12)).lstrip("0") or "7" + c.dg(9)


def uk_acct(c):
    return c.ri(1, 9).__str__() + c.dg(7)


def sort_code(c):
    return f"{c.ri(10, 99)}-{c.dg(2)}-{c.dg(2)}"


# --- names
def name_en(c):
    f = c.ch([c.us, c.gb])
    return f"{f.first_name()} {f.last_name()}"


def name_zh(c):
    n = c.zh.name()
    return n


def name_py(c):
    return f"{c.ch(PINYIN_GIV)} {c.ch(PINYIN_SUR)}" if c.p(0.5) else f"{c.ch(PINYIN_SUR)} {c.ch(PINYIN_GIV)}"


# --- usernames
def uname(c):
    f = c.ch([c.us, c.gb])
    k = c.ri(0, 9)
    if k == 0:
        return f.user_name()
    if k == 1:
        return f"{f.first_name().lower()}_{c.ch(['drives', 'rides', 'ev', 'motors', 'garage', 'wheels'])}{c.ri(1, 99)}"
    if k == 2:
        return f"{c.ch(['Turbo', 'Diesel', 'Volt', 'Drift', 'Apex', 'Redline', 'Torque', 'Piston'])}{c.ch(['Dad', 'Kid', 'Wolf', 'Fox', 'Queen', 'Rider', 'Ghost', 'Nerd'])}{c.ri(7, 2099)}"
    if k == 3:
        return f"{f.first_name().lower()}.{f.last_name().lower()}{c.ri(1, 9)}"
    if k == 4:
        return f"{f.last_name().lower()}{f.first_name()[0].lower()}{c.dg(2)}"
    if k == 5:
        return f"{c.ch(['xX', 'x_', ''])}{c.ch(['night', 'shadow', 'rapid', 'lazy', 'grumpy', 'sunny'])}{c.ch(['_', ''])}{c.ch(['miata', 'gti', 'civic', 'leaf', 'zoe', 'beemer', 'subie'])}{c.ch(['Xx', '_', '', str(c.ri(1, 99))])}"
    if k == 6:
        return f"{f.first_name().lower()}{c.ri(1970, 2005)}"
    if k == 7:
        return f"{c.ch(PINYIN_SUR).lower()}{c.ch(PINYIN_GIV).lower()}{c.ch(['', '_', '.'])}{c.ri(1, 999)}"
    if k == 8:
        return f"{f.first_name()[0].lower()}{f.last_name().lower()}"
    return f"{c.ch(['the', 'real', 'just', 'not'])}{f.first_name().lower()}{c.ch(['', '_', ''])}{c.ch(['', 'uk', 'us', 'x'])}"


def uname_zh(c):
    k = c.ri(0, 5)
    if k == 0:
        return "wxid_" + c.s(string.ascii_lowercase + string.digits, 14)
    if k == 1:
        return f"{c.ch(PINYIN_SUR).lower()}{c.ch(PINYIN_GIV).lower()}{c.dg(c.ri(2, 4))}"
    if k == 2:
        return f"{c.ch(['xiao', 'a', 'lao', 'da'])}{c.ch(PINYIN_GIV).lower()}_{c.ch(['car', 'ev', 'drive', 'moto', 'biker'])}"
    if k == 3:
        return c.zh.user_name() + c.dg(2)
    if k == 4:
        return f"{c.ch(PINYIN_GIV).lower()}{c.ri(1985, 2003)}"
    return f"{c.ch(['Model3', 'P7', 'Han', 'ES6', 'L7', 'SU7', 'Y'])}_{c.ch(PINYIN_GIV).lower()}{c.dg(2)}"


# --- home paths
def os_user(c):
    return "".join(ch for ch in _os_user(c) if ch.isalnum() or ch in "._-")


def _os_user(c):
    f = c.ch([c.us, c.gb])
    k = c.ri(0, 5)
    if k == 0:
        return f.first_name().lower()
    if k == 1:
        return f"{f.first_name()[0].lower()}{f.last_name().lower()}"
    if k == 2:
        return f.user_name()
    if k == 3:
        return f"{f.first_name().lower()}.{f.last_name().lower()}"
    if k == 4:
        return f"{f.first_name()}{f.last_name()[0]}"
    return f.last_name().lower()


def os_user_zh(c):
    k = c.ri(0, 4)
    if k == 0:
        return f"{c.ch(PINYIN_SUR).lower()}{c.ch(PINYIN_GIV).lower()}"
    if k == 1:
        return c.zh.name()
    if k == 2:
        return f"{c.ch(PINYIN_GIV).lower()}.{c.ch(PINYIN_SUR).lower()}"
    if k == 3:
        return f"{c.ch(PINYIN_SUR)}{c.ch(PINYIN_GIV)}"
    return f"{c.ch(PINYIN_GIV).lower()}{c.ch(PINYIN_SUR)[0].lower()}"


HP_TAIL_EN = [
    "Videos/DashCam/{d}", "Documents/insurance/claim_{n}.pdf", "Downloads/uber_trips_{y}.csv",
    "Desktop/parking_ticket_{n}.jpg", "Documents/Car/MOT_certificate_{y}.pdf",
    "Pictures/accident_{d}", "Downloads/hertz_receipt_{n}.pdf", "Documents/tolls/ezpass_{y}.xlsx",
    "projects/ev-charging-log/data", "Dropbox/Car/service_history.xlsx",
    "Documents/lease/agreement_signed.pdf", "Downloads/PCN_{n}.pdf",
    "OneDrive/Documents/V5C_scan.png", "code/trip-export/out", "Music/roadtrip",
    ".config/teslamate/env", "Documents/DVLA/licence_renewal.pdf", "Desktop/ride_receipts",
]
HP_TAIL_ZH = [
    "Videos/行车记录仪/{d}", "Documents/保险理赔/定损单_{n}.pdf", "Downloads/滴滴行程单_{y}.pdf",
    "Desktop/违章截图_{n}.png", "Documents/车辆/行驶证扫描.jpg", "Pictures/事故现场/{d}",
    "Downloads/神州租车合同_{n}.pdf", "Documents/ETC/通行记录_{y}.xlsx", "桌面/年检资料",
    "projects/charging-stats/data", "Documents/驾校/预约记录.xlsx", "Downloads/电子发票_{n}.pdf",
    "下载/充电账单_{y}.csv", "文档/车险保单_{y}.pdf",
]


def home_path(c, user=None, style=None, zh=False):
    user = user or (os_user_zh(c) if zh else os_user(c))
    tail = c.ch(HP_TAIL_ZH if zh and c.p(0.7) else HP_TAIL_EN)
    y, m, d = c.ymd()
    tail = tail.format(d=f"{y}{m:02d}{d:02d}", n=c.dg(5), y=y)
    k = c.ri(0, 5) if style is None else style
    if k == 0:
        return f"/home/{user}/{tail}"
    if k == 1:
        return f"/Users/{user}/{tail}"
    if k == 2:
        return "C:\\Users\\" + user + "\\" + tail.replace("/", "\\")
    if k == 3:
        return f"C:/Users/{user}/{tail}"
    if k == 4:
        return f"/mnt/c/Users/{user}/{tail}"
    return f"/home/{user}"


# --- schedule time expressions
def hm(c, lo=5, hi=23, step=5):
    h = c.ri(lo, hi)
    m = c.ch([0, 0, 15, 30, 30, 45] + [c.ri(0, 11) * step])
    return h, m


def time_en(c, lo=5, hi=23):
    h, m = hm(c, lo, hi)
    k = c.ri(0, 6)
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    if k == 0:
        return f"{h}:{m:02d}"
    if k == 1:
        return f"{h12}:{m:02d} {ap}"
    if k == 2:
        return f"{h12}:{m:02d}{ap}"
    if k == 3:
        return f"{h12}.{m:02d}{ap}" if m else f"{h12}{ap}"
    if k == 4:
        return f"{h:02d}:{m:02d}"
    if k == 5:
        return f"{h12}:{m:02d} {ap.upper()}"
    return f"{h12} {ap}" if m == 0 else f"{h12}:{m:02d}{ap}"


ZH_NUM = {i: s for i, s in enumerate(["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"])}


def time_zh(c, lo=5, hi=23):
    h, m = hm(c, lo, hi)
    if h < 9:
        per = c.ch(["早上", "早上", "上午", "清晨"])
    elif h < 12:
        per = "上午"
    elif h < 13:
        per = "中午"
    elif h < 18:
        per = "下午"
    else:
        per = c.ch(["晚上", "晚上", "傍晚" if h < 20 else "晚上"])
    h12 = h if h <= 12 else h - 12
    k = c.ri(0, 4)
    if k == 0:
        return f"{per}{h12}点" + ("" if m == 0 else ("半" if m == 30 else f"{m}分" if c.p(0.5) else f"{m}"))
    if k == 1:
        return f"{h}:{m:02d}"
    if k == 2:
        return f"{per}{h12}:{m:02d}"
    if k == 3 and m in (0, 30):
        hz = ZH_NUM.get(h12, str(h12))
        return f"{per}{hz}点" + ("半" if m == 30 else ("" if m == 0 else f"{m}分"))
    if k == 3:
        return f"{per}{h12}点" + ("" if m == 0 else f"{m}分")
    return f"{per}{h12}点{m:02d}" if m else f"{per}{h12}点整"


# --- geo
def coords(c, region=None):
    region = region or c.ch(["cn", "us", "uk"])
    if region == "cn":
        lat, lon = c.r.uniform(22.4, 40.1), c.r.uniform(104.0, 121.6)
    elif region == "us":
        lat, lon = c.r.uniform(29.5, 47.7), c.r.uniform(-122.5, -71.0)
    else:
        lat, lon = c.r.uniform(50.8, 55.9), c.r.uniform(-4.3, 0.2)
    nd = c.ch([4, 5, 6, 6])
    return round(lat, nd), round(lon, nd), nd


def coord_str(c, region=None):
    lat, lon, nd = coords(c, region)
    k = c.ri(0, 4)
    if k == 0:
        return f"{lat:.{nd}f}, {lon:.{nd}f}"
    if k == 1:
        return f"{lat:.{nd}f},{lon:.{nd}f}"
    if k == 2:
        ns = "N" if lat >= 0 else "S"
        ew = "E" if lon >= 0 else "W"
        return f"{abs(lat):.{nd}f}°{ns} {abs(lon):.{nd}f}°{ew}"
    if k == 3:
        def dms(v):
            v = abs(v)
            d_ = int(v)
            mm = int((v - d_) * 60)
            ss = (v - d_ - mm / 60) * 3600
            return f"{d_}°{mm:02d}'{ss:04.1f}\""
        return f"{dms(lat)}{'N' if lat >= 0 else 'S'} {dms(lon)}{'E' if lon >= 0 else 'W'}"
    return f"{lat:.{nd}f} {lon:.{nd}f}"


def us_zip(c):
    _, _, z3 = c.ch(US_CITIES)
    return f"{z3}{c.dg(2)}" + (f"-{c.dg(4)}" if c.p(0.25) else "")


def cn_post(c, city=None):
    city = city or c.cityz()
    return CN_CITIES[city][0] + c.dg(3)


def geo_building(c):
    return (f"{c.ch(['Parkview', 'Riverside', 'Maple', 'Harbour', 'Kingsley', 'Belmont', 'Ashcroft', 'Victoria', 'Canal'])} "
            f"{c.ch(['Towers', 'Court', 'House', 'Apartments', 'Lofts', 'Wharf'])}"
            + (f" on {street_en(c)}" if c.p(0.5) else f" in {c.ch(NEIGH_EN)}"))


def geo_street(c):
    k = c.ri(0, 2)
    if k == 0:
        return f"{street_en(c)} in {c.ch(NEIGH_EN)}"
    if k == 1:
        return f"{street_en(c)}, {c.ch(NEIGH_EN)}"
    return f"the corner of {street_us(c)} and {street_us(c)}"


def geo_en_place(c):
    return geo_building(c) if c.p(0.35) else geo_street(c)


def geo_zh_place(c):
    k = c.ri(0, 4)
    if k == 0:
        return f"{c.ch(NEIGH_ZH)}{c.ch(ESTATES)}"
    if k == 1:
        return f"{c.ch(NEIGH_ZH)}{cn_road(c)}{c.ch(['口', '附近', '北侧', '那边'])}"
    if k == 2:
        return f"{c.ch(ESTATES)}{c.ri(1, 25)}号楼"
    if k == 3:
        return f"{cn_road(c)}和{cn_road(c)}交叉口"
    return f"{c.ch(NEIGH_ZH)}{c.ch(ESTATES)}{c.ch(['东门', '西门', '南门', '北门'])}"


def sec_labeled(c):
    """(english label, chinese label, value) for assorted provider formats."""
    k = c.ri(0, 12)
    if k == 0:
        return "GitLab token", "GitLab 令牌", "glpat-" + c.s(URLSAFE, 20)
    if k == 1:
        return "npm token", "npm 发布令牌", "npm_" + c.an(36)
    if k == 2:
        return "Shopify admin token", "Shopify 后台 token", "shpat_" + c.hx(32)
    if k == 3:
        return "DigitalOcean token", "DigitalOcean 令牌", "dop_v1_" + c.hx(64)
    if k == 4:
        return "Twilio API key", "Twilio 短信密钥", "SK" + c.hx(32)
    if k == 5:
        return "Mailgun key", "Mailgun 密钥", "key-" + c.hx(32)
    if k == 6:
        return "Alibaba Cloud AccessKey ID", "阿里云 AccessKey ID", "LTAI5t" + c.an(18)
    if k == 7:
        return "Tencent Cloud SecretId", "腾讯云 SecretId", "AKID" + c.an(32)
    if k == 8:
        return "Google OAuth client secret", "谷歌 OAuth 客户端密钥", "GOCSPX-" + c.s(URLSAFE, 28)
    if k == 9:
        return "Square access token", "Square 支付 token", "EAAA" + c.s(URLSAFE, 60)
    if k == 10:
        return "PyPI upload token", "PyPI 上传令牌", "pypi-AgEIcHlwaS5vcmc" + c.s(URLSAFE, 60)
    if k == 11:
        return "Hugging Face token", "HuggingFace 令牌", sec_hf(c)
    return "SendGrid key", "SendGrid 邮件密钥", sec_sendgrid(c)


# ========================================================================================
# SECRET
# ========================================================================================
def _s_en_env(c):
    return (f"# {c.ch(['dashcam-uploader', 'trip-export', 'ev-charge-bot', 'parking-notifier'])}/.env\n"
            f"AWS_REGION={c.ch(['us-east-1', 'eu-west-2', 'us-west-2'])}\nAWS_ACCESS_KEY_ID={P(sec_aws_id(c))}\n"
            f"S3_BUCKET={c.ch(['dashcam-clips', 'trip-archive', 'claims-photos'])}-{c.dg(4)}")


def _s_en_awscred(c):
    return (f"~/.aws/credentials (copied to the garage laptop on {c.d()}):\n[default]\n"
            f"aws_secret_access_key = {P(sec_aws_secret(c))}\nregion = {c.ch(['eu-west-1', 'us-east-2'])}")


def _s_en_git(c):
    return (f"if the push fails again just run\n  git remote set-url origin https://{P(sec_github(c))}@github.com/"
            f"{c.ch(['carpool-tools', 'evlog', 'fleet-scripts'])}/{c.ch(['trip-parser', 'toll-reconcile', 'charge-stats'])}.git")


def _s_en_slack(c):
    return (f"Parking-permit reminder bot is live. Config:\nchannel: #{c.ch(['permits', 'car-club', 'fleet-alerts'])}\n"
            f"slack_token: {P(sec_slack(c))}\nrenewal_window_days: {c.ri(7, 30)}")


def _s_en_hook(c):
    return (f"charger_alerts:\n  notify_on: [session_end, fault]\n  webhook: {P(sec_slack_hook(c))}\n  min_kwh: {c.ri(5, 20)}")


def _s_en_openai(c):
    return (f"from openai import OpenAI\n# summarises insurer emails for the {c.ch(INS_EN)} claim\n"
            f"client = OpenAI(api_key=\"{P(sec_openai(c))}\")")


def _s_en_anth(c):
    return (f"export ANTHROPIC_API_KEY={P(sec_anthropic(c))}\n"
            f"python draft_appeal.py --pcn {c.s(string.ascii_uppercase, 2)}{c.dg(8)} --tone polite")


def _s_en_stripe(c):
    return (f"Driveway-rental side project: Stripe secret is {P(sec_stripe(c))} "
            f"(rotate after the {c.d()} payout).")


def _s_en_gmaps(c):
    return (f"<!-- charger map widget -->\n<script src=\"https://maps.googleapis.com/maps/api/js?key="
            f"{P(sec_google(c))}&callback=initMap\" async></script>")


def _s_en_tg(c):
    return (f"Carpool group bot: curl -s \"https://api.telegram.org/bot{P(sec_telegram(c))}/sendMessage"
            f"?chat_id=-100{c.dg(10)}&text=Ride+leaves+in+10\"")


def _s_en_jwt(c):
    return (f"curl -X POST https://api.{c.ch(['chargehub', 'voltnet', 'plugshare-partner', 'evroam'])}.io/v2/sessions/stop \\\n"
            f"  -H \"Authorization: Bearer {P(sec_jwt(c))}\" \\\n  -d '{{\"connector\": {c.ri(1, 4)}}}'")


def _s_en_pem(c):
    return (f"key for the {c.ch(GARAGE_EN)} invoice SFTP drop (do NOT commit):\n{P(sec_pem(c))}")


def _s_en_dburl(c):
    return (f"DATABASE_URL=postgres://{c.ch(['fleet_app', 'tripsvc', 'teslamate', 'tolls_rw'])}:"
            f"{P(sec_dbpass(c))}@{c.ch(['db.internal', '10.0.4.12', 'pg-prod.local'])}:5432/{c.ch(['trips', 'teslamate', 'tolls'])}")


def _s_en_mongo(c):
    return (f"mongo shell for the bike-share scraper:\nmongosh \"mongodb+srv://scraper:{P(sec_dbpass(c))}"
            f"@cluster0.{c.s(string.ascii_lowercase + string.digits, 5)}.mongodb.net/rides\"")


def _s_en_labeled(c):
    le, _, v = sec_labeled(c)
    return c.ch([
        f"{le} for the charge-log repo: {P(v)}",
        f"note: {le.lower()} = {P(v)} — used by the {c.ch(TOLL_EN)} statement importer",
        f"- [ ] revoke {le} {P(v)} (leaked in the car club Discord on {c.d()})",
    ])


def _s_en_generic_json(c):
    return json.dumps({"client_id": f"{c.ch(['ev-app-ios', 'parking-web', 'fleet-cli'])}",
                       "client_secret": M0 + sec_generic(c) + M1,
                       "token_url": f"https://auth.{c.ch(['chargenet', 'parkflow', 'tollbridge'])}.com/oauth/token"},
                      indent=2, ensure_ascii=False)


def _s_en_generic_cfg(c):
    name = c.ch(["CHARGER_API_SECRET", "PARKING_API_KEY", "TOLL_PORTAL_TOKEN", "TELEMATICS_SECRET",
                 "dashcam_cloud_token", "obd_bridge_key", "fleet_api_key"])
    return f"{name}=\"{P(sec_generic(c))}\"  # {c.ch(['prod', 'do not share', 'expires ' + c.d(), 'from the vendor portal'])}"


def _s_en_header(c):
    return (f"GET /v1/permits?zone={c.ch(['CPZ-D', 'K', 'Zone 4', 'R2'])} HTTP/1.1\nHost: api.{c.ch(['parkflow', 'permitly', 'cityparking'])}.com\n"
            f"X-Api-Key: {P(sec_generic(c))}")


def _s_en_azure(c):
    return (f"dashcam clips go to blob storage:\nDefaultEndpointsProtocol=https;AccountName={c.ch(['dashcamclips', 'tripvideos', 'claimsmedia'])}{c.dg(2)};"
            f"AccountKey={P(c.s(B64, 86) + '==')};EndpointSuffix=core.windows.net")


def _s_en_voice(c):
    v = c.ch([sec_stripe, sec_github, sec_openai, sec_any])(c)
    return (f"Voice note, {c.ri(12, 58)}s: reminder to rotate the key I pasted in the car club chat, the one "
            f"starting... actually here it is {P(v)}, kill it tonight.")


def _s_en_hf(c):
    return (f"plate-blur model download:\nhuggingface-cli login --token {P(sec_hf(c))}\n"
            f"huggingface-cli download {c.ch(['keremberke', 'ultralytics', 'openmmlab'])}/yolov8-plate")


def _s_en_sendgrid(c):
    return (f"{c.ch(SCHOOL_EN)} booking mailer\n  provider: sendgrid\n  api_key: {P(sec_sendgrid(c))}\n"
            f"  from: bookings@{c.ch(['drivelessons', 'learner-hub', 'passfirst'])}.co.uk")


def _s_en_docker(c):
    return (f"docker run -d --name teslamate-bridge -e TESLA_TOKEN={P(sec_jwt(c) if c.p(0.5) else sec_generic(c))} "
            f"-p 4000:4000 teslamate/teslamate:{c.ri(1, 2)}.{c.ri(0, 30)}")


SECRET_EN = [_s_en_env, _s_en_awscred, _s_en_git, _s_en_slack, _s_en_hook, _s_en_openai, _s_en_anth,
             _s_en_stripe, _s_en_gmaps, _s_en_tg, _s_en_jwt, _s_en_pem, _s_en_dburl, _s_en_mongo,
             _s_en_labeled, _s_en_labeled, _s_en_generic_json, _s_en_generic_cfg, _s_en_header,
             _s_en_azure, _s_en_voice, _s_en_hf, _s_en_sendgrid, _s_en_docker]


def _s_zh_amap(c):
    return (f"充电桩地图用的高德 Web 服务 key，别外传：\nhttps://restapi.amap.com/v3/place/around?key={P(c.hx(32))}"
            f"&keywords=充电站&radius={c.ch([1000, 2000, 3000])}")


def _s_zh_baidu(c):
    return f"百度地图 ak={P(c.an(32))}  （{c.cityz()}停车场查询小程序用的，{c.dz()}申请）"


def _s_zh_ali(c):
    return (f"行车记录仪视频上传 OSS 配置：\nendpoint: oss-cn-{c.ch(['hangzhou', 'shenzhen', 'beijing', 'shanghai'])}.aliyuncs.com\n"
            f"access_key_id: {P('LTAI5t' + c.an(18))}\nbucket: dashcam-{c.dg(4)}")


def _s_zh_ali_secret(c):
    return (f"阿里云 AccessKey Secret：{P(c.an(30))}\n（ID 在另一条消息里，这个千万别发到车友群）")


def _s_zh_tencent(c):
    return f"腾讯云短信（违章提醒）SecretId = {P('AKID' + c.an(32))}"


def _s_zh_wx(c):
    return (f"小程序「{c.ch(['停车缴费助手', '充电记账', '拼车小帮手', '驾校约课'])}」\nAppID: wx{c.hx(16)}\n"
            f"AppSecret: {P(c.hx(32))}")


def _s_zh_ding(c):
    return (f"钉钉机器人推送年检到期提醒：\nhttps://oapi.dingtalk.com/robot/send?access_token={P(c.hx(64))}")


def _s_zh_wecom(c):
    u = f"{c.hx(8)}-{c.hx(4)}-{c.hx(4)}-{c.hx(4)}-{c.hx(12)}"
    return f"企业微信群机器人 webhook：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={P(u)}  车队调度群用"


def _s_zh_feishu(c):
    u = f"{c.hx(8)}-{c.hx(4)}-{c.hx(4)}-{c.hx(4)}-{c.hx(12)}"
    return f"飞书机器人（充电完成通知）地址：https://open.feishu.cn/open-apis/bot/v2/hook/{P(u)}"


def _s_zh_aws(c):
    return f"# 行车记录仪自动备份脚本\nexport AWS_ACCESS_KEY_ID={P(sec_aws_id(c))}\nexport AWS_DEFAULT_REGION=ap-east-1"


def _s_zh_gh(c):
    return f"GitHub 令牌（充电数据统计仓库）：{P(sec_github(c))}，{c.dz()}过期"


def _s_zh_openai(c):
    return f"用来整理保险理赔邮件的脚本里写死了 key：\nOPENAI_API_KEY=\"{P(sec_openai(c))}\""


def _s_zh_tg(c):
    return f"电报机器人 token：{P(sec_telegram(c))}\n用于拼车群自动发车提醒"


def _s_zh_jwt(c):
    return (f"抓包拿到的{c.ch(CHARGE_ZH)} App 登录态：\nAuthorization: Bearer {P(sec_jwt(c))}\n（会过期，测试完就删）")


def _s_zh_pem(c):
    return f"修理厂开票服务器的私钥，放这里备份一下：\n{P(sec_pem(c))}"


def _s_zh_dburl(c):
    return (f"ETC 通行记录库连接串：\nmysql://etc_ro:{P(sec_dbpass(c))}@{c.ch(['10.1.2.8', 'db-etc.local', '172.16.0.21'])}:3306/etc_records")


def _s_zh_labeled(c):
    _, lz, v = sec_labeled(c)
    return c.ch([f"{lz}：{P(v)}", f"{lz}是 {P(v)} ，改完记得同步到服务器",
                 f"【待办】作废{lz} {P(v)}（{c.dz()}误发到车友群了）"])


def _s_zh_generic(c):
    k = c.ch(["充电桩平台 API 密钥", "停车场接口 secret", "ETC 开放平台 token", "车机 OTA 签名密钥",
              "租车合作方 app_secret", "车联网平台 SecretKey"])
    return c.ch([f"{k}：{P(sec_generic(c))}", f"{k} = \"{P(sec_generic(c))}\"",
                 f"{k}\n{P(sec_generic(c))}\n（{c.dz()} 重置过）"])


def _s_zh_json(c):
    return ("接口配置\n" + json.dumps({"appKey": f"{c.dg(8)}", "appSecret": M0 + sec_generic(c) + M1,
                                        "env": "prod", "城市": c.cityz()}, ensure_ascii=False, indent=2))


def _s_zh_voice(c):
    return f"语音转文字：那个 Stripe 的密钥 {P(sec_stripe(c))} 我不小心发群里了，你赶紧帮我作废一下"


def _s_zh_anth(c):
    return f"申诉信生成脚本：\nANTHROPIC_API_KEY={P(sec_anthropic(c))}\n# 罚单编号从命令行传"


SECRET_ZH = [_s_zh_amap, _s_zh_baidu, _s_zh_ali, _s_zh_ali_secret, _s_zh_tencent, _s_zh_wx, _s_zh_ding,
             _s_zh_wecom, _s_zh_feishu, _s_zh_aws, _s_zh_gh, _s_zh_openai, _s_zh_tg, _s_zh_jwt, _s_zh_pem,
             _s_zh_dburl, _s_zh_labeled, _s_zh_labeled, _s_zh_generic, _s_zh_generic, _s_zh_json,
             _s_zh_voice, _s_zh_anth]


def _s_mx_1(c):
    return f"这个 AWS key 先别删：{P(sec_aws_id(c))}，dashcam uploader 还在用"


def _s_mx_2(c):
    return f"GitHub PAT 过期了，新的是 {P(sec_github(c))} ，CI 里的 secret 我已经 update 了"


def _s_mx_3(c):
    return f"charging bot 的 Slack token：{P(sec_slack(c))}\n别 paste 到群里！"


def _s_mx_4(c):
    return f"高德 key 换成这个: {P(c.hx(32))}  old one 被 rate limit 了"


def _s_mx_5(c):
    return f"OpenAI key 放在 .env 里：OPENAI_API_KEY={P(sec_openai(c))}\n用来 summarize 保险公司的邮件"


def _s_mx_6(c):
    return f"Stripe 的 {P(sec_stripe(c))} 是生产环境的，测试请用 test mode"


def _s_mx_7(c):
    return (f"充电 App 的 API 抓包结果：\nPOST /api/v3/charge/start\nAuthorization: Bearer {P(sec_jwt(c))}\n"
            f"body: {{\"pileNo\": \"{c.dg(10)}\", \"gun\": {c.ri(1, 2)}}}")


def _s_mx_8(c):
    return f"Telegram 拼车群 bot token = {P(sec_telegram(c))}  (别 commit)"


def _s_mx_9(c):
    return f"DB 连接: postgresql://tripsvc:{P(sec_dbpass(c))}@{c.ch(['10.0.3.7', 'pg.internal'])}:5432/didi_receipts  # 导入滴滴行程单"


def _s_mx_10(c):
    le, lz, v = sec_labeled(c)
    return c.ch([f"{le}（{lz}）：{P(v)}", f"记一下 {le}: {P(v)}，下周 rotate"])


def _s_mx_11(c):
    return f"Google Maps API key 用在充电桩 map 上：{P(sec_google(c))}"


def _s_mx_12(c):
    return f"私钥 for 修理厂 SFTP：\n{P(sec_pem(c))}\n用完从 laptop 上删掉"


def _s_mx_13(c):
    return f"阿里云 OSS 的 AccessKey Secret 是 {P(c.an(30))}，ID 另外发你 via 微信"


def _s_mx_14(c):
    return f"parking API 的 X-Api-Key: {P(sec_generic(c))}  ← 物业给的，仅限测试环境"


def _s_mx_15(c):
    return f"HF token {P(sec_hf(c))} 用来下载车牌打码 model"


def _s_mx_16(c):
    return f"Anthropic key：{P(sec_anthropic(c))}\n申诉信 draft 脚本要用"


def _s_mx_17(c):
    return f"SendGrid API key 给驾校 booking 邮件用：{P(sec_sendgrid(c))}"


def _s_mx_18(c):
    return f"钉钉 robot webhook: https://oapi.dingtalk.com/robot/send?access_token={P(c.hx(64))} ，年检 reminder 发这里"


def _s_mx_19(c):
    return (f"config.yaml\ntoll_import:\n  provider: {c.ch(TOLL_ZH)}\n  secret_key: {P(sec_generic(c))}  # 每月 1 号 rotate")


def _s_mx_20(c):
    return f"语音转文字：那个 AKIA 开头的 key 是 {P(sec_aws_id(c))} 你 double check 一下 IAM 权限"


SECRET_MX = [_s_mx_1, _s_mx_2, _s_mx_3, _s_mx_4, _s_mx_5, _s_mx_6, _s_mx_7, _s_mx_8, _s_mx_9, _s_mx_10,
             _s_mx_10, _s_mx_11, _s_mx_12, _s_mx_13, _s_mx_14, _s_mx_15, _s_mx_16, _s_mx_17, _s_mx_18,
             _s_mx_19, _s_mx_20]


# ========================================================================================
# PASSWORD
# ========================================================================================
def passphrase(c):
    return c.ch([" ", "-", " "]).join(c.ch(PW_WORDS) for _ in range(c.ri(3, 4))) + (f" {c.ri(10, 99)}" if c.p(0.4) else "")


PW_EN = [
    lambda c: f"{c.ch(RENTAL_EN)} after-hours return: drop the fob in the key box by the kiosk, box code {P(pin(c, 4))}, then photo the fuel gauge.",
    lambda c: f"Garage door keypad: {P(pin(c))}\nSide gate: use the fob",
    lambda c: f"Dashcam hotspot: VIOFO-{c.hx(4).upper()}\npw {P(pw_any(c))}\n(app: VIOFO, connect before exporting clips)",
    lambda c: f"the password for the {c.ch(CHARGE_EN)} app is {P(pw_any(c))} if you need to start a session while I'm away",
    lambda c: f"{c.car()} hotspot password - {P(pw_any(c))}",
    lambda c: f"Account settings > Security\nCurrent password: ********\nNew password: {P(pw_any(c))}\nConfirm new password: ********",
    lambda c: f"[handwritten, scanned]\n{c.ch(PARK_EN)} login\nPassw0rd : {P(pw_any(c))}\nrenew permit by {c.d()}",
    lambda c: f"Fuel card PIN: {P(pin(c, 4))} — keep separate from the card!",
    lambda c: f"PIN to Drive is on. Code is {P(pin(c, 4))} in case you borrow the {c.ch(['Model 3', 'Model Y', 'Model S'])} this weekend.",
    lambda c: json.dumps({"service": c.ch(PARK_EN + TOLL_EN), "password": M0 + pw_any(c) + M1, "2fa": c.ch(["sms", "app", "none"])}, ensure_ascii=False),
    lambda c: f"Voice memo transcript: ok so the code for the underground car park gate is {P(pin(c))} then hash, the barrier sticks so wait a sec.",
    lambda c: f"Lockbox on the side gate: {P(pin(c, 4))}. Spare car key is inside, please put it back after the MOT.",
    lambda c: f"Hello,\nYour temporary password for the {c.ch(INS_EN)} claims portal is {P(pw_any(c))}\nYou will be asked to change it when you first sign in.\nClaim ref: {c.ref()}",
    lambda c: f"Bike lock combo: {P(pin(c, 4))} (the grey D-lock, not the cable)",
    lambda c: f"Storage unit alarm code {P(pin(c, 4))}, unit holds the roof box + winter tyres",
    lambda c: f"obd_app:\n  device: {c.ch(['OBDLink MX+', 'Veepeak', 'Vgate iCar Pro'])}\n  cloud_pw={P(pw_any(c))}",
    lambda c: f"> what's the wifi in the garage again?\n{P(pw_any(c))}\n> cheers",
    lambda c: f"Passphrase for the encrypted dashcam backup drive: \"{P(passphrase(c))}\"",
    lambda c: f"Radio security code after the battery swap: {P(pin(c, 4))} (from the card in the owner's manual)",
    lambda c: f"{c.ch(RENTAL_EN)} app\n  login: see password manager\n  password: {P(pw_any(c))}\n  loyalty tier: {c.ch(['Gold', 'Gold Plus', 'President’s Circle', 'Emerald'])}",
    lambda c: f"Sorry I'm driving. The pw for the {c.ch(TOLL_EN)} account is {P(pw_any(c))} - pay the {c.usd()} invoice pls",
    lambda c: f"service,password\n{c.ch(['ringgo', 'justpark', 'zipcar', 'ezpass', 'chargepoint'])}.com,{P(pw_any(c))}",
    lambda c: f"Car club booking kiosk PIN: {P(pin(c, 6))}\nMembership renews {c.d()}",
    lambda c: f"Immobiliser override code (dealer gave it at handover, {c.d()}): {P(pin(c, 4))}",
]

PW_ZH = [
    lambda c: f"交管12123 登录密码：{P(pw_any(c))}\n（驾驶证扣分查询用）",
    lambda c: f"行车记录仪 WiFi：{c.ch(['70mai', 'DDPAI', '360', 'VIOFO'])}_{c.hx(4).upper()}\n密码 {P(pw_any(c))}",
    lambda c: f"{c.ch(RENTAL_ZH)}自助取车，门店关门后钥匙在密码箱里，密码箱密码 {P(pin(c, 4))}，还车时放回原处",
    lambda c: f"小区地库门禁密码：{P(pin(c))}#",
    lambda c: f"充电卡的 PIN 码是 {P(pin(c, 6))}，刷卡后输入",
    lambda c: f"ETC 助手 App 登录密码 {P(pw_any(c))}，月底记得看通行账单",
    lambda c: f"[{c.t()}] 我在开车，{c.ch(CHARGE_ZH)} App 密码是 {P(pw_any(c))} 你帮我点一下结束充电",
    lambda c: f"{c.ch(SCHOOL_ZH)}约车系统\n账号：学员证号\n密码：{P(pw_any(c))}",
    lambda c: f"电动车的密码锁是 {P(pin(c, 4))}，停在楼下充电桩旁边",
    lambda c: f"车载 WiFi 热点（{c.carz()}）密码：{P(pw_any(c))}",
    lambda c: f"【手写便签识别】\n车 位 遥 控 锁\n密 码：{P(pin(c, 4))}",
    lambda c: f"语音转文字：密码是{P(pw_any(c))}你记一下，登上去以后先把违章交了",
    lambda c: f"修改密码\n原密码：******\n新密码：{P(pw_any(c))}\n确认新密码：******",
    lambda c: f"【{c.ch(INS_ZH)}】您的理赔自助平台初始密码为 {P(pw_any(c))}，请登录后及时修改。报案号 {c.refz()}",
    lambda c: f"{c.ch(['GoFun', 'EVCARD', '摩范出行'])} 支付密码 {P(pin(c, 6))}（别告诉别人）",
    lambda c: f"口令：{P(pw_any(c))}\n（车友群共享表格的编辑口令，{c.dz()}更新）",
    lambda c: f"地锁密码 {P(pin(c, 4))}，车位在 B2 靠电梯那排",
    lambda c: f"群文件《{c.carz()}保养手册》解压密码：{P(pw_any(c))}",
    lambda c: f"车机蓝牙钥匙 App\n- 手机号：已绑定\n- 登录密码：{P(pw_any(c))}\n- 人脸：未开启",
    lambda c: f"挪车码小程序后台密码 {P(pw_any(c))}",
    lambda c: f"备忘：车库卷帘门密码{P(pin(c))}，物业说每季度换一次",
    lambda c: f"{c.ch(GARAGE_ZH)}会员账号的密码我改成 {P(pw_any(c))} 了，保养记录在里面",
]

PW_MX = [
    lambda c: f"{c.ch(CHARGE_ZH)} App 的 password 是 {P(pw_any(c))}，帮我 stop 一下 charging",
    lambda c: f"key box 密码 {P(pin(c, 4))}，{c.ch(RENTAL_EN)} 门店下班后 self return 用",
    lambda c: f"dashcam WiFi password：{P(pw_any(c))}，先连上再 export 视频",
    lambda c: f"车库门 keypad code 是 {P(pin(c))}，按完按 #",
    lambda c: f"12123 的 login password 改成 {P(pw_any(c))} 了",
    lambda c: f"PIN to Drive 我开了，密码 {P(pin(c, 4))}，你周末借车的时候要输",
    lambda c: f"New password 设置好了：{P(pw_any(c))}\n下次 login 用这个",
    lambda c: f"语音转文字：那个 parking app 的密码是 {P(pw_any(c))} 你先帮我续一下 permit",
    lambda c: f"Fuel card PIN：{P(pin(c, 4))}（卡和 PIN 分开放！）",
    lambda c: f"车载 hotspot pw = {P(pw_any(c))}",
    lambda c: f"passphrase for 行车记录仪 backup 硬盘：{P(passphrase(c))}",
    lambda c: f"{c.ch(INS_EN + INS_ZH)} portal 临时密码 {P(pw_any(c))}，first login 会要求改",
    lambda c: f"bike lock 密码 {P(pin(c, 4))}，车停在公司楼下 rack",
    lambda c: f"| 账号 | 密码 |\n|---|---|\n| {c.ch(['ETC助手', 'Zipcar', 'RingGo', '哈啰'])} | {P(pw_any(c))} |",
    lambda c: f"地库 gate 的 code {P(pin(c))}，visitor parking 在 B1",
    lambda c: f"radio code（换电瓶之后要输）: {P(pin(c, 4))}",
    lambda c: f"[{c.t()}] 驾校 booking system 的密码 {P(pw_any(c))}，帮我约下周的 lesson",
    lambda c: f"Tesla account 的 pw {P(pw_any(c))} 先别改，mobile connector 的 firmware 还在 update",
    lambda c: f"车友群 shared doc 的编辑口令：{P(pw_any(c))}",
    lambda c: f"unlock code for 共享汽车 kiosk: {P(pin(c, 6))}",
]


# ========================================================================================
# EMAIL
# ========================================================================================
def email_spoken(c, zh=False):
    e = email_zh(c) if zh else email_en(c)
    user, dom = e.split("@")
    return f"{user} at {dom.replace('.', ' dot ')}"


EM_EN = [
    lambda c: f"Booking confirmed — {c.ch(RENTAL_EN)} {c.city()} Airport, {c.car()} or similar.\nConfirmation {c.ref()}. A copy has been sent to {P(email_en(c))}.",
    lambda c: f"Email address*: {P(email_en(c))}\nVehicle make/model: {c.car()}\nPermit zone: {c.ch(['CPZ A', 'Zone 4', 'K', 'R2', 'D'])}",
    lambda c: f"Thanks for riding with {c.ch(RIDE_EN)}\n{c.d()} · {c.km()} mi · {c.dur()}\nTotal {c.usd()}\nThis receipt was sent to {P(email_en(c))}",
    lambda c: f"Dear {c.ch(['policyholder', 'customer', 'Sir/Madam'])},\nWe can only discuss claim {c.ref()} by reply from the address on file ({P(email_en(c))}).\nKind regards,\n{c.ch(INS_EN)} Claims",
    lambda c: f"trip_id,date,fare,receipt_email\n{c.hx(8)},{c.ymd()[0]}-{c.ri(1, 12):02d}-{c.ri(1, 28):02d},{c.ri(5, 80)}.{c.dg(2)},{P(email_en(c))}",
    lambda c: f"Voice note: can you email the dashcam clip to {P(email_spoken(c))}, the one from the roundabout, thanks",
    lambda c: f"Questions about this PCN? [email me](mailto:{P(email_en(c))}) before {c.d()}",
    lambda c: json.dumps({"id": c.dg(9), "status": "active", "email": M0 + email_en(c) + M1, "plan": c.ch(["Pay As You Go", "Member", "Annual"])}, ensure_ascii=False),
    lambda c: f"Reply-To: {P(email_en(c))}\nSubject: Re: deposit refund for agreement {c.ref()}",
    lambda c: f"pls cc {P(email_en(c))} on everything about the {c.car()} write-off, thx",
    lambda c: f"{c.ch(CHARGE_EN)} login: {P(email_en(c))} (pw in the manager)",
    lambda c: f"can you send the appeal form to my work email {P(email_en(c))}? the council site blocks my phone",
    lambda c: f"[OCR scan p.2]\nE-mail : {P(email_en(c).replace('@', ' @ ', 1))}\nSignature: ________",
    lambda c: f"Your {c.ch(TOLL_EN)} statement for {c.ch(MONTHS_FULL)} ({c.usd()}) has been emailed to {P(email_en(c))}.",
    lambda c: f"Account: {P(email_en(c))} | Plan: {c.ch(BIKE_EN)} Annual | Rides this month: {c.ri(2, 40)}",
    lambda c: f"reset link: https://account.{c.ch(['tollpay', 'parkeasy', 'chargenet'])}.com/reset?user={P(email_en(c).replace('@', '%40'))}&t={c.hx(12)}",
    lambda c: f"This message was sent to {P(email_en(c))} because you booked a lesson with {c.ch(SCHOOL_EN)}. Unsubscribe",
    lambda c: f"$ git config user.email \"{P(email_en(c))}\"\n$ git commit -m \"parse {c.ch(RIDE_EN)} receipts\"",
    lambda c: f"Registered keeper contact (V5C change form)\nEmail: {P(email_en(c))}\nDate of change: {c.d()}",
    lambda c: f"Hey, it's from the car club thread — Venmo request came from {P(email_en(c))}, legit?",
    lambda c: f"Insurer asked where to send the repair estimate -> {P(email_en(c))}\nGarage: {c.ch(GARAGE_EN)}, est {c.money()}",
    lambda c: f"Driving test reminder set. Notification email: <{P(email_en(c))}>",
]

EM_ZH = [
    lambda c: f"邮箱：{P(email_zh(c))}",
    lambda c: f"【{c.ch(RIDE_ZH)}】您申请的行程报销单已发送至 {P(email_zh(c))}，共{c.ri(2, 15)}笔行程，合计{c.cny()}。",
    lambda c: f"电子发票已开具，发票号码 {c.dg(20)}，已发送至邮箱 {P(email_zh(c))}",
    lambda c: f"理赔材料（事故照片、维修发票、驾驶证照片）请发到 {P(email_zh(c))}，邮件标题写报案号",
    lambda c: f"[{c.t()}] 那段行车记录仪视频你直接发我邮箱吧 {P(email_zh(c))}",
    lambda c: f"我QQ邮箱 {P(email_zh(c))}，{c.ch(RENTAL_ZH)}合同帮我转一下",
    lambda c: json.dumps({"会员等级": c.ch(["普通", "黄金", "铂金"]), "邮箱": M0 + email_zh(c) + M1, "城市": c.cityz()}, ensure_ascii=False),
    lambda c: f"电子邮件 *\n{P(email_zh(c))}\n车牌号 *\n（已隐藏）",
    lambda c: f"语音转文字：邮箱是{P(email_spoken(c, True))}，保单发这个就行",
    lambda c: f"【拍照识别】\nE-mail：{P(email_zh(c))}\n联 系 地 址：见背面",
    lambda c: f"{c.ch(SCHOOL_ZH)}报名表\n学车类型：C1\n邮箱：{P(email_zh(c))}\n报名日期：{c.dz()}",
    lambda c: f"您好，租车合同PDF已发送到 {P(email_zh(c))}，请查收并核对取车时间。",
    lambda c: f"违章申诉\n决定书编号：{c.dg(15)}\n联系邮箱：{P(email_zh(c))}\n申诉理由：号牌被遮挡误拍",
    lambda c: f"序号,日期,金额,接收邮箱\n1,{c.dz()},{c.ri(10, 200)}.{c.dg(2)},{P(email_zh(c))}",
    lambda c: f"验证码已发送到 {P(email_zh(c))}，{c.ri(5, 15)}分钟内有效",
    lambda c: f"发票抬头：个人\n接收邮箱：{P(email_zh(c))}\n开票金额：{c.cny()}",
    lambda c: f"车友群里说的保养团购，报名发邮件到 {P(email_zh(c))} 就行，截止{c.dz()}",
    lambda c: f"ETC 月结账单邮箱改成了 {P(email_zh(c))}",
    lambda c: f"年检预约成功，预约凭证会发到 {P(email_zh(c))}，检测站：{c.cityz()}机动车检测站",
    lambda c: f"修理厂要我的邮箱发定损报告，我给的是{P(email_zh(c))}",
]

EM_MX = [
    lambda c: f"receipt 发到我邮箱 {P(email_zh(c) if c.p(0.5) else email_en(c))} 就行",
    lambda c: f"{c.ch(RENTAL_EN)} 的 booking confirmation 发到了 {P(email_en(c))}，你帮我看下 pickup 时间",
    lambda c: f"Uber 行程单 export 了，sent to {P(email_zh(c))}",
    lambda c: f"保险公司让 reply from 注册邮箱 {P(email_en(c) if c.p(0.5) else email_zh(c))}",
    lambda c: f"Email：{P(email_zh(c))}\n车型：{c.carz()}\nPermit 类型：Resident",
    lambda c: f"dashcam 视频太大了，WeTransfer 到 {P(email_en(c))} 吧",
    lambda c: f"语音转文字：email 是 {P(email_spoken(c, c.p(0.5)))} 你记一下",
    lambda c: json.dumps({"user_email": M0 + email_zh(c) + M1, "vehicle": c.carz(), "tier": "Gold"}, ensure_ascii=False),
    lambda c: f"[{c.t()}] 违章申诉 form 填好了，contact email 写的 {P(email_zh(c))}",
    lambda c: f"{c.ch(CHARGE_EN)} 账号是 {P(email_en(c))}，我在国内也能 login",
    lambda c: f"driving school 的 newsletter 一直发到 {P(email_en(c))}，怎么 unsubscribe 啊",
    lambda c: f"发票 email 改成 {P(email_zh(c))}，之前那个不用了",
    lambda c: f"Hi 这边是{c.ch(RENTAL_ZH)}客服，deposit 退款说明已发送至 {P(email_zh(c))}",
    lambda c: f"CSV 里那一列 receipt_email = {P(email_en(c))}，其他都是 trip data",
    lambda c: f"ETC statement 每月 1 号 email 到 {P(email_zh(c))}",
    lambda c: f"OCR 结果：\nEmail：{P(email_en(c).replace('@', ' @', 1))}\n日期：{c.dz()}",
    lambda c: f"git config user.email {P(email_zh(c))}  # 充电数据 repo",
    lambda c: f"修车报价单请 email 给我：{P(email_en(c))}，thanks 师傅",
    lambda c: f"mailto:{P(email_zh(c))}?subject=年检预约",
]


# ========================================================================================
# PHONE
# ========================================================================================
def ph_en(c):
    return ph_us(c) if c.p(0.5) else ph_uk(c)


def spoken_digits_en(num: str) -> str:
    return " ".join(EN_DIG[d] for d in num if d.isdigit())


def spoken_digits_zh(num: str) -> str:
    return "".join(CN_DIG[d] if d != "1" else "幺" for d in num if d.isdigit())


def _ph_en_spoken(c):
    raw = ph_us(c, 6) if c.p(0.5) else ph_uk(c, 2)
    return f"Voice note, {c.ri(8, 40)}s: hi it's about the {c.car()}, can you call me back on {P(spoken_digits_en(raw))} when the estimate's ready"


PH_EN = [
    lambda c: f"Call me when the car's ready for collection: {P(ph_en(c))}\n({c.ch(GARAGE_EN)}, job {c.ref()})",
    lambda c: f"Mobile: {P(ph_en(c))}\nPreferred contact time: evenings",
    lambda c: f"RENTAL AGREEMENT {c.ref()}\nPick-up: {c.ch(AIRPORTS_EN)}  {c.d()} {c.t()}\nRenter phone: {P(ph_en(c))}\nVehicle class: {c.ch(['ICAR', 'CDMR', 'SFAR', 'PCAR', 'IFAR'])}",
    lambda c: f"Pickup note for the driver: I'm at door {c.ri(1, 9)}, call {P(ph_en(c))} if you can't find me",
    lambda c: f"Dear customer,\nWe tried to reach you about claim {c.ref()}. Alternatively we can call you on {P(ph_en(c))} between 9 and 5.\n{c.ch(INS_EN)}",
    lambda c: f"booking_id,phone,slot\n{c.ref()},{P(ph_en(c))},{c.d()} {c.t()}",
    _ph_en_spoken,
    lambda c: json.dumps({"phone": M0 + ph_en(c) + M1, "sms_opt_in": c.ch([True, False]), "app": c.ch(CHARGE_EN)}, ensure_ascii=False),
    lambda c: f"<a href=\"tel:{P(ph_us(c, 2).replace(' ', '') if c.p(0.5) else ph_uk(c, 2))}\">Call about this parking space</a>",
    lambda c: f"Residents' permit {c.ch(['CPZ B', 'Zone 3', 'W'])} renewal\nPermit holder contact: {P(ph_en(c))}\nValid to {c.d()}",
    lambda c: f"Dashcam note {c.d()}: other driver reversed into me at the lights, gave number {P(ph_en(c))}, said they'd pay direct",
    lambda c: f"[scanned form, OCR]\nTe1ephone : {P(ph_en(c))}\nPo1icy No : {c.ref()}",
    lambda c: f"Emergency contact for breakdown cover: {P(ph_en(c))}",
    lambda c: f"best to reach me at the office, {P(ph_us(c, 7))}",
    lambda c: f"WhatsApp me on {P(ph_uk(c, c.ch([0, 1, 3])))} when you've parked",
    lambda c: f"From: {P(ph_en(c))}\nMsg: hey is the driveway still free sat? happy to pay {c.money()}",
    lambda c: f"| Field | Value |\n|---|---|\n| Contact | {P(ph_en(c))} |\n| Car | {c.car()} |",
    lambda c: f"Carpool sign-up for the {c.ch(['Tue', 'Wed', 'Thu'])} run: seat {c.ri(1, 3)}, phone {P(ph_en(c))}",
    lambda c: f"Note on windscreen: sorry, clipped your mirror pulling out. Call {P(ph_en(c))} and I'll sort it.",
    lambda c: f"Lesson confirmed with {c.ch(SCHOOL_EN)}. Your instructor will text {P(ph_en(c))} the evening before.",
    lambda c: f"Tow company needs a number to call when the car's at the pound: {P(ph_en(c))}",
]

PH_ZH = [
    lambda c: f"手机：{P(ph_cn(c))}",
    lambda c: f"联系电话 {P(ph_cn(c))}\n预约项目：小保养",
    lambda c: f"[{c.t()}] 上车点找不到的话打我电话 {P(ph_cn(c))}，我在{c.ch(STATIONS_ZH)}出口",
    lambda c: f"临时停车，请多关照。挪车电话：{P(ph_cn(c))}",
    lambda c: f"车修好了直接打我电话{P(ph_cn(c))}，我过去提车",
    lambda c: f"周六去{c.cityz()}，还能拼两个人，油费AA，有意联系 {P(ph_cn(c))}",
    lambda c: f"报案信息\n报案号：{c.refz()}\n报案人电话：{P(ph_cn(c))}\n出险时间：{c.dz()} {c.t()}",
    lambda c: f"语音转文字：我电话是{P(spoken_digits_zh(cn_mobile_raw(c)))}，到了给我打",
    lambda c: json.dumps({"mobile": M0 + ph_cn(c) + M1, "vip": c.ch(["是", "否"]), "city": c.cityz()}, ensure_ascii=False),
    lambda c: f"【拍照识别】\n电 话：{P(ph_cn(c))}\n车架号后六位：{c.dg(6)}",
    lambda c: f"租车合同\n承租人手机号：{P(ph_cn(c))}\n取车门店：{c.cityz()}{c.ch(STATIONS_ZH)}店",
    lambda c: f"ETC 绑定手机号改成 {P(ph_cn(c))} 了，扣费短信会发到这个号",
    lambda c: f"公司座机 {P(ph_cn(c, 7) + '转' + c.dg(4))}，白天打这个",
    lambda c: f"紧急联系人电话：{P(ph_cn(c))}",
    lambda c: f"序号,预约时段,联系电话\n{c.ri(1, 40)},{c.dz()} 上午,{P(ph_cn(c))}",
    lambda c: f"车友群接龙：周日洗车团购\n{c.ri(1, 20)}. 2号车位 {P(ph_cn(c))}",
    lambda c: f"刚刚剐蹭的车主，对方留的电话是 {P(ph_cn(c))}，说走保险",
    lambda c: f"{c.ch(SCHOOL_ZH)}教练说考前一天会打 {P(ph_cn(c))} 通知时间",
    lambda c: f"拖车公司需要一个联系号码：{P(ph_cn(c))}",
    lambda c: f"代驾订单备注：到了打{P(ph_cn(c))}，车在地库B2",
    lambda c: f"充电桩安装预约\n联系方式：{P(ph_cn(c))}\n车型：{c.carz()}",
]

PH_MX = [
    lambda c: f"车修好了 call me：{P(ph_cn(c))}",
    lambda c: f"pickup 的时候打我电话 {P(ph_cn(c) if c.p(0.6) else ph_en(c))}，我在 {c.ch(STATIONS_ZH)} 门口",
    lambda c: f"Mobile：{P(ph_cn(c))}\n车型：{c.carz()}",
    lambda c: f"{c.ch(RENTAL_EN)} 租车合同上 renter phone 写的是 {P(ph_en(c))}",
    lambda c: f"挪车电话 / Move-car contact: {P(ph_cn(c))}",
    lambda c: f"WhatsApp 我 {P(ph_uk(c, 1) if c.p(0.5) else ph_us(c, 2))}，国内号码在 UK 收不到短信",
    lambda c: f"语音转文字：我的 number 是 {P(spoken_digits_zh(cn_mobile_raw(c)))} 你 save 一下",
    lambda c: f"保险公司说会 call back 到 {P(ph_cn(c))}，报案号 {c.refz()}",
    lambda c: json.dumps({"phone": M0 + ph_cn(c) + M1, "source": "didi_export", "trips": c.ri(1, 30)}, ensure_ascii=False),
    lambda c: f"拼车 sign-up：周五 {c.cityz()} → {c.cityz()}，seat {c.ri(1, 3)}，联系 {P(ph_cn(c))}",
    lambda c: f"dashcam 拍到对方车牌了，对方 driver 留的电话 {P(ph_cn(c))}",
    lambda c: f"[{c.t()}] 驾校 instructor 会提前一天 text {P(ph_cn(c))}",
    lambda c: f"Emergency contact 紧急联系人：{P(ph_cn(c))}",
    lambda c: f"OCR：\nTel 电话：{P(ph_cn(c))}\nPolicy 保单号：{c.refz()}",
    lambda c: f"充电桩 installer 要 contact number，我给了 {P(ph_cn(c))}",
    lambda c: f"tow truck 拖到停车场了，他们会打 {P(ph_cn(c))} 通知取车",
    lambda c: f"{c.ch(RIDE_ZH)} 司机 pick up 不到你就打我 {P(ph_cn(c))}",
    lambda c: f"office 座机 {P(ph_cn(c, 7))} ext {c.ri(100, 999)}，找前台转",
    lambda c: f"| 字段 | Value |\n|---|---|\n| 电话 | {P(ph_cn(c))} |",
]


# ========================================================================================
# ADDRESS
# ========================================================================================
def a_en_full(c):
    return addr_us_full(c)[0] if c.p(0.5) else addr_uk_full(c)[0]


def a_en_street(c):
    return addr_us_street(c) if c.p(0.5) else addr_uk_street(c)


def a_cn(c):
    if c.p(0.5):
        return addr_cn_full(c)[0]
    city, local = addr_cn_local(c)
    return local


def _a_en_csv(c):
    city = c.ch(["London", "Manchester", "Bristol", "Leeds"])
    return (f"date,pickup,dropoff,fare\n{c.ymd()[0]}-{c.ri(1, 12):02d}-{c.ri(1, 28):02d},{c.ch(AIRPORTS_EN)},"
            f"\"{P(addr_uk_street(c))}, {city}\",{c.ri(18, 95)}.{c.dg(2)}")


def _a_en_form(c):
    city, st, _ = c.ch(US_CITIES)
    return f"Address line 1: {P(addr_us_street(c))}\nCity: {city}\nState: {st}\nVehicle: {c.car()} ({c.ri(2012, 2024)})"


ADDR_EN = [
    lambda c: f"Delivery address for the replacement key fob: {P(a_en_full(c))}",
    _a_en_form,
    lambda c: f"RENTAL AGREEMENT {c.ref()} — {c.ch(RENTAL_EN)}\nRenter home address: {P(a_en_full(c))}\nLicence checked: yes",
    lambda c: f"V5C section 6 — registered keeper\nAddress: {P(addr_uk_full(c)[0])}\nDate of acquisition: {c.d()}",
    lambda c: f"Notice to Owner {c.s(string.ascii_uppercase, 2)}{c.dg(8)} was posted to {P(a_en_full(c))} on {c.d()}.",
    lambda c: f"Overnight parking (risk address): {P(a_en_street(c))}, {c.city()}\nGarage / driveway / street: {c.ch(['driveway', 'street', 'locked garage'])}",
    lambda c: f"{c.ch(RIDE_EN)} receipt · {c.d()}\nPickup  {c.ch(AIRPORTS_EN)}  {c.t()}\nDropoff {P(a_en_street(c))}  {c.t()}\nTotal {c.money()}",
    _a_en_csv,
    lambda c: f"Voice note: tell the recovery truck to drop it at {P(a_en_street(c))}, it's the house with the {c.ch(['blue', 'green', 'red'])} door, I'll leave the gate open",
    lambda c: json.dumps({"address": {"line1": M0 + addr_us_street(c) + M1, "country": "US"}, "charger": c.ch(["Wallbox Pulsar", "ChargePoint Home Flex", "Tesla Wall Connector"])}, ensure_ascii=False),
    lambda c: f"Home charger install booked for {c.d()}.\nInstallation address: {P(a_en_full(c))}\nCircuit: {c.ch(['32A', '40A', '48A'])}",
    lambda c: f"Property address: {P(addr_uk_street(c))}\nPermit type: Resident\nVehicles on permit: 1",
    lambda c: f"[OCR] INV0ICE {c.ref()}\nCust0mer addr: {P(addr_uk_street(c))}\nLab0ur 2.5h  {c.gbp()}",
    lambda c: f"Lessons will start from home — pickup at {P(a_en_street(c))} unless you tell your instructor otherwise.",
    lambda c: f"i'm outside {P(a_en_street(c))} now, come round the back, the car's on the drive",
    lambda c: f"Change of address (DMV)\nNew residential address: {P(addr_us_full(c)[0])}\nEffective: {c.d()}",
    lambda c: f"Please collect the car from {P(a_en_street(c))} — keys are in the lockbox by the door.",
    lambda c: f"- [x] update address on the policy to {P(a_en_full(c))}\n- [ ] send {c.ch(INS_EN)} the new mileage",
    lambda c: f"Where was the vehicle stolen from?\n> Outside my home, {P(a_en_street(c))}, {c.city()}",
    lambda c: f"Mail the E-ZPass transponder to {P(addr_us_full(c)[0])} please, not the old place",
]

ADDR_ZH = [
    lambda c: f"ETC 设备邮寄地址：{P(a_cn(c))}",
    lambda c: f"家庭住址：{P(addr_cn_full(c)[0])}",
    lambda c: f"【行驶证识别结果】\n使用性质：非营运\n住址：{P(addr_cn_full(c)[0])}\n注册日期：{c.dz()}",
    lambda c: f"{c.ch(RIDE_ZH)}行程单\n上车：{c.ch(STATIONS_ZH)}\n下车：{P(addr_cn_local(c)[1])}\n金额：{c.yuan()}",
    lambda c: f"违法处理通知书寄送地址：{P(a_cn(c))}",
    lambda c: f"充电桩安装申请\n安装地址：{P(addr_cn_full(c)[0])}\n车位类型：产权车位",
    lambda c: f"代驾订单：从{c.ch(['万达广场', '来福士', '太古里', '万象城'])}送到{P(addr_cn_local(c)[1])}，车在地库",
    lambda c: f"车辆常驻地址（投保用）：{P(a_cn(c))}",
    lambda c: f"[{c.t()}] 我家在{P(addr_cn_local(c)[1])}，明天顺路可以捎你去驾校",
    lambda c: json.dumps({"收货人": "车主本人", "地址": M0 + a_cn(c) + M1, "商品": "ETC OBU 设备"}, ensure_ascii=False),
    lambda c: f"【拍照识别】\n住 址：{P(addr_cn_full(c)[0])}\n签发机关：{c.cityz()}市公安局交通警察支队",
    lambda c: f"语音转文字：修好以后把车送到{P(addr_cn_local(c)[1])}就行，钥匙给门卫",
    lambda c: f"日期,起点,终点,金额\n{c.dz()},{c.ch(STATIONS_ZH)},{P(addr_cn_local(c)[1])},{c.ri(20, 180)}.{c.dg(1)}",
    lambda c: f"{c.ch(SCHOOL_ZH)}班车接送地址：{P(addr_cn_local(c)[1])}",
    lambda c: f"年检代办，取车地址 {P(a_cn(c))}，钥匙在前台",
    lambda c: f"收件人：车主\n收件地址：{P(addr_cn_full(c)[0])}\n物品：行驶证、交强险保单",
    lambda c: f"{c.ch(RENTAL_ZH)}送车上门地址：{P(addr_cn_local(c)[1])}，送车时间 {c.dz()} {c.t()}",
    lambda c: f"事故地点：{c.ch(['高速出口', '环岛', '十字路口'])}\n当事人现住址：{P(a_cn(c))}",
    lambda c: f"哈啰助力车还车点不在我家{P(addr_cn_local(c)[1])}附近，只能停到地铁口了",
    lambda c: f"地址改一下：{P(addr_cn_full(c)[0])}，之前那个小区我搬走了",
]

ADDR_MX = [
    lambda c: f"ETC 设备寄到 {P(a_cn(c))} 吧，I'm not home 工作日",
    lambda c: f"Home address 填的是 {P(addr_cn_full(c)[0])}",
    lambda c: f"{c.ch(RENTAL_EN)} 租车合同上的 address 是 {P(a_en_full(c))}，还是旧地址",
    lambda c: f"Uber receipt 上 dropoff 显示 {P(a_en_street(c))}，pickup 是 {c.ch(AIRPORTS_EN)}",
    lambda c: f"充电桩 install 地址：{P(a_cn(c))}",
    lambda c: f"拖车 drop 到 {P(addr_cn_local(c)[1])}，I'll be there",
    lambda c: f"[{c.t()}] 我住 {P(a_en_street(c))}，你 park 在门口就行",
    lambda c: json.dumps({"address_line1": M0 + addr_uk_street(c) + M1, "备注": "放门口", "item": "parking permit"}, ensure_ascii=False),
    lambda c: f"代驾 order：{c.ch(['三里屯', '来福士', '万象城'])} → {P(addr_cn_local(c)[1])}",
    lambda c: f"OCR 行驶证：\n住址 Address：{P(addr_cn_full(c)[0])}",
    lambda c: f"DVLA 那边 address 还没更新，V5C 还是寄去 {P(addr_uk_full(c)[0])}",
    lambda c: f"语音转文字：车修好了 deliver 到 {P(addr_cn_local(c)[1])} 就好",
    lambda c: f"保险 policy 的 risk address 改成 {P(a_en_street(c))}，{c.city()}",
    lambda c: f"date,pickup,dropoff\n{c.dz()},{c.ch(STATIONS_ZH)},{P(addr_cn_local(c)[1])}",
    lambda c: f"驾校 pickup 地点：{P(a_cn(c))}，lesson 8 点开始",
    lambda c: f"罚单 notice 寄到了 {P(a_en_full(c))}，可是我已经搬家了",
    lambda c: f"new address 新地址：{P(addr_cn_full(c)[0])}，帮我更新一下 ETC 账户",
    lambda c: f"{c.ch(BIKE_ZH)} 没法停在 {P(addr_cn_local(c)[1])} 楼下，no parking zone",
]


# ========================================================================================
# GOVERNMENT ID
# ========================================================================================
def _g_en_dlform(c):
    st, v = dl_us(c)
    return f"Driver's license #: {P(v)}\nIssuing state: {st}\nClass: {c.ch(['C', 'D', 'M1'])}\nExpires: {c.d()}"


def _g_en_ticket(c):
    st, v = dl_us(c)
    return (f"UNIFORM TRAFFIC CITATION {c.dg(9)}\nViolation: {c.ch(['speeding 45/30', 'failure to stop', 'expired registration', 'red light'])}\n"
            f"Operator lic. no.: {P(v)}  State: {st}\nCourt date: {c.d()}")


def _g_en_csv(c):
    st, v = dl_us(c)
    return f"agreement,dl_number,state,checked_by\n{c.ref()},{P(v)},{st},counter"


def _g_en_voice(c):
    st, v = dl_us(c)
    return f"Voice note: for the rental form, my licence is {st}, number {P(v)}, expires next spring"


def _g_en_ocr(c):
    v = dl_uk(c)
    return f"[photo of licence, OCR]\n4d. {P(v)}\n4b. {c.ri(1, 28):02d}.{c.ri(1, 12):02d}.{c.ri(2026, 2034)}\n9. AM/B/BE/f/k"


GOV_EN = [
    lambda c: f"Auto loan application — {c.ch(['Capital One Auto', 'Ally', 'Chase Auto', 'CarMax Auto Finance'])}\nSSN: {P(ssn(c))}\nVehicle: {c.ri(2016, 2024)} {c.car()}",
    lambda c: f"They need my Social Security No. {P(ssn(c))} for the lease credit check, is that normal?",
    _g_en_dlform,
    lambda c: f"Driving licence number: {P(dl_uk(c))}\nCheck code: shared separately with the hire desk",
    lambda c: f"Car finance form, page 2\nNational Insurance number: {P(nino(c))}\nEmployment: full time",
    lambda c: f"Used my passport as ID at the {c.ch(RENTAL_EN)} desk in {c.ch(['Munich', 'Lisbon', 'Reykjavik', 'Dublin', 'Madrid'])}: passport no. {P(passport(c, c.ch(['us', 'us2', 'uk'])))}",
    lambda c: f"Hong Kong rental counter asked for HKID: {P(hkid(c))}",
    lambda c: f"Ontario insurance quote — SIN {P(sin_ca(c))} (optional field, they said)",
    lambda c: json.dumps({"driver": {"license_number": M0 + dl_us(c)[1] + M1, "points": c.ri(0, 6)}, "policy": c.ref()}, ensure_ascii=False),
    _g_en_ocr,
    _g_en_voice,
    _g_en_ticket,
    lambda c: f"Dear customer,\nTo add a named driver please confirm the driving licence number {P(dl_uk(c))} and date the licence was issued.\n{c.ch(INS_EN)} Customer Services",
    _g_en_csv,
    lambda c: f"- passport {P(passport(c, c.ch(['us', 'us2', 'uk'])))} exp {c.d()} (bring for the Iceland campervan pickup)",
    lambda c: f"Taipei scooter rental needed a national ID: {P(tw_id(c))}",
    lambda c: f"SSN (for the toll-violation payment plan): {P(ssn(c, 2))}",
    lambda c: f"Identity check: NINO {P(nino(c))} matched to the DVLA record ✓",
    lambda c: f"Turo trip damage claim — renter SSN: {P(ssn(c))} (asked for by the host's insurer)",
    lambda c: f"Licence (front) transcribed by the agent: {P(dl_uk(c))}, categories B, BE",
    lambda c: f"Court summons re: unpaid parking — defendant ID {P(ssn(c, 1))}",
]


def cn_id_fmt(c):
    v = cn_id(c)
    k = c.ri(0, 6)
    if k == 0:
        return f"{v[:6]} {v[6:14]} {v[14:]}"
    if k == 1:
        return v.translate(FW)
    return v


def hk_permit(c):
    return "C" + (c.dg(8) if c.p(0.5) else c.ch("ABCDEFGHJ") + c.dg(7))


GOV_ZH = [
    lambda c: f"身份证号：{P(cn_id_fmt(c))}",
    lambda c: f"驾驶证号（就是身份证号）{P(cn_id(c))}，准驾车型 C1",
    lambda c: f"机动车登记证书\n机动车所有人/身份证明名称/号码：居民身份证/{P(cn_id(c))}\n登记机关：{c.cityz()}市公安局交通警察支队车辆管理所",
    lambda c: f"违法处理\n决定书编号：{c.dg(15)}\n当事人身份证号：{P(cn_id(c))}\n罚款：{c.ri(1, 20) * 50}元 记{c.ch([0, 1, 3, 6])}分",
    lambda c: f"{c.ch(RENTAL_ZH)}实名认证\n证件类型：身份证\n证件号码：{P(cn_id_fmt(c))}",
    lambda c: f"境外自驾租车要护照，护照号 {P(passport(c, c.ch(['cn', 'cn2'])))}",
    lambda c: f"港澳通行证号 {P(hk_permit(c))}，去香港租车的时候用",
    lambda c: f"驾驶证档案编号：{P(c.ri(1, 9).__str__() + c.dg(11))}（换证的时候要填）",
    lambda c: f"语音转文字：身份证号是{P(spoken_digits_zh(cn_id(c)[:-1]) + c.ch(['X', '幺', '五', '八']))}，你帮我填一下租车单",
    lambda c: f"【拍照识别】\n公民身份号码 {P(cn_id_fmt(c))}\n有效期限 {c.ri(2015, 2024)}.{c.ri(1, 12):02d}.{c.ri(1, 28):02d}-长期",
    lambda c: json.dumps({"certType": "身份证", "certNo": M0 + cn_id(c) + M1, "license": "C1"}, ensure_ascii=False),
    lambda c: f"交管12123 绑定驾驶证\n驾驶证号：{P(cn_id(c))}\n档案编号：已填写",
    lambda c: f"被保险人证件号：{P(cn_id(c))}\n保单号：{c.refz()}\n险种：交强险+商业险",
    lambda c: f"[{c.t()}] 滴滴让我重新实名，身份证 {P(cn_id(c))} 输了三次都说不对",
    lambda c: f"香港租车要香港身份证：{P(hkid(c))}",
    lambda c: f"驾校报名表\n身份证号码：{P(cn_id_fmt(c))}\n体检：已完成",
    lambda c: f"年检代办需要车主身份证复印件，号码 {P(cn_id(c))}，正反面都要",
    lambda c: f"ETC 办理\n开户证件：居民身份证\n证件号：{P(cn_id(c))}\n卡类型：记账卡",
    lambda c: f"车友群里有人问过户要什么，我当时填的卖方身份证号 {P(cn_id(c))}，复印件签字",
    lambda c: f"序号,证件号,车型\n{c.ri(1, 60)},{P(cn_id(c))},C2",
]

GOV_MX = [
    lambda c: f"身份证号 ID number：{P(cn_id_fmt(c))}",
    lambda c: f"{c.ch(RENTAL_EN)} 要 passport number，我的是 {P(passport(c, c.ch(['cn', 'cn2'])))}",
    lambda c: f"驾驶证 licence no. {P(cn_id(c))}，IDP 也带了",
    lambda c: f"auto loan 要 SSN：{P(ssn(c))}，credit check 完就删掉",
    lambda c: f"UK 这边 car finance 要 NI number {P(nino(c))}",
    lambda c: f"DVLA licence number 是 {P(dl_uk(c))}，换 UK 驾照的时候用的",
    lambda c: f"港澳通行证 {P(hk_permit(c))}，HK 租车 counter 要看",
    lambda c: json.dumps({"idType": "PRC_ID", "idNo": M0 + cn_id(c) + M1, "source": "12123"}, ensure_ascii=False),
    lambda c: f"语音转文字：我的 ID 是 {P(spoken_digits_zh(cn_id(c)[:-1]) + c.ch(['X', '三', '七']))}，你 copy 一下",
    lambda c: f"OCR 结果：\n公民身份号码 / ID No. {P(cn_id_fmt(c))}",
    lambda c: f"[{c.t()}] 违章 appeal form 要当事人身份证 {P(cn_id(c))}",
    lambda c: f"HKID {P(hkid(c))} 用来在香港 rent car",
    lambda c: f"CA driver's license {P(dl_us(c)[1])}，我在美国租车用这个",
    lambda c: f"insurance claim 表格：被保险人 ID {P(cn_id(c))}",
    lambda c: f"passport 号码 {P(passport(c, c.ch(['us', 'uk'])))} —— 在 Iceland 租 campervan 用的",
    lambda c: f"ETC 开户 ID：{P(cn_id(c))}，card type 记账卡",
    lambda c: f"SIN {P(sin_ca(c))} 是加拿大买车险的时候填的",
    lambda c: f"台湾机车租赁要身份证字号 {P(tw_id(c))}",
    lambda c: f"驾驶证档案编号 file no. {P(c.ri(1, 9).__str__() + c.dg(11))}",
]


# ========================================================================================
# FINANCIAL
# ========================================================================================
def exp_date(c):
    return f"{c.ri(1, 12):02d}/{c.ri(25, 31)}"


def _f_en_voice(c):
    num = card(c, c.ch(["visa", "mc"]), "")
    spoken = " ".join(" ".join(EN_DIG[d] for d in num[i:i + 4]) + "," for i in range(0, 16, 4)).rstrip(",")
    return f"Voice note transcript: card for the deposit is {P(spoken)} expiry {exp_date(c)}"


BANK_ZH = ["中国工商银行", "中国建设银行", "中国农业银行", "招商银行", "中国银行", "交通银行",
           "浦发银行", "中信银行", "兴业银行", "平安银行"]

FIN_EN = [
    lambda c: f"Card on file for the {c.ch(RENTAL_EN)} deposit: {P(card(c))} exp {exp_date(c)}",
    lambda c: f"use my card {P(card(c, c.ch(['visa', 'mc'])))} for the garage bill, I've told the bank",
    lambda c: f"Payment details\nCard number: {P(card(c))}\nExpiry: {exp_date(c)}\nBilling: same as permit address",
    lambda c: f"Please refund the {c.money()} damage deposit to IBAN {P(iban(c))} (BIC {c.ch(['NWBKGB2L', 'DEUTDEFF', 'INGBNL2A', 'BNPAFRPP', 'AIBKIE2D'])}).",
    lambda c: f"Overpaid PCN refund — sort code {sort_code(c)}, account number {P(uk_acct(c))}",
    lambda c: f"Settlement will go by ACH. Routing {aba(c)}, account {P(bank_acct_us(c))}.",
    lambda c: f"DIRECT DEBIT INSTRUCTION — {c.ch(INS_EN)} monthly premium\nAccount number: {P(uk_acct(c))}\nSort code: {sort_code(c)}\nFirst collection: {c.d()}",
    lambda c: f"{c.ch(TOLL_EN)} auto-replenish: charge {P(card(c))} when balance < {c.usd()}",
    lambda c: json.dumps({"payment_method": {"type": "card", "number": M0 + card(c, sep="") + M1, "exp": exp_date(c)}, "session": c.hx(10)}, ensure_ascii=False),
    lambda c: f"[receipt scan]\nSHELL {c.city().upper()}\nPUMP {c.ri(1, 12)}  UNLEADED {c.ri(20, 60)}.{c.dg(2)} L\nCARD NO: {P(card(c, sep=''))}\nAUTH {c.dg(6)}",
    _f_en_voice,
    lambda c: f"date,merchant,amount,card_number\n{c.d()},{c.ch(CHARGE_EN + PARK_EN)},{c.ri(2, 60)}.{c.dg(2)},{P(card(c, sep=''))}",
    lambda c: f"Wire the {c.money()} for the car to IBAN {P(iban(c, 'GB' if c.p(0.5) else None))}, reference {c.ref()}",
    lambda c: f"Dear customer,\nWe will pay the agreed settlement of {c.money()} into account {P(uk_acct(c))} (sort code {sort_code(c)}) within 5 working days.\n{c.ch(INS_EN)}",
    lambda c: f"Amex {P(card(c, 'amex'))} — use this one for car rentals, it covers the CDW",
    lambda c: f"Paid the impound fee over the phone with {P(card(c, sep='-'))}. Conf# {c.ref()}",
    lambda c: f"Checking acct (for the car loan autopay): {P(bank_acct_us(c))}",
    lambda c: f"bank details for the driveway rental payout -> {P(iban(c, spaced=False))}",
    lambda c: f"| method | number |\n|---|---|\n| Visa debit | {P(card(c, 'visa'))} |",
    lambda c: f"[OCR] Acc0unt No: {P(uk_acct(c))}   S0rt: {sort_code(c)}",
]

FIN_ZH = [
    lambda c: f"银行卡号：{P(card(c, c.ch(['up', 'up19'])))}",
    lambda c: f"{c.ch(RENTAL_ZH)}押金{c.ri(2, 50)}00元请原路退回，卡号 {P(card(c, c.ch(['up', 'up19', 'visa'])))}",
    lambda c: f"理赔款收款信息\n开户行：{c.ch(BANK_ZH)}{c.cityz()}分行\n账号：{P(card(c, 'up19', c.ch(['', ' '])))}",
    lambda c: f"ETC 记账卡绑定的银行卡：{P(card(c, c.ch(['up', 'up19'])))}",
    lambda c: f"信用卡 {P(card(c, c.ch(['visa', 'mc', 'up'])))} 有效期 {exp_date(c)}，用来付租车预授权",
    lambda c: f"【小票】\n{c.ch(['中国石化', '中国石油', '壳牌'])}加油站\n油品：92# {c.ri(20, 60)}.{c.dg(2)}升\n卡号：{P(card(c, 'up19', ''))}\n金额：{c.cny()}",
    lambda c: f"语音转文字：卡号是{P(spoken_digits_zh(card(c, 'up19', '')))}，押金退到这张卡",
    lambda c: json.dumps({"bankName": c.ch(BANK_ZH), "cardNo": M0 + card(c, 'up19', '') + M1, "用途": "代扣通行费"}, ensure_ascii=False),
    lambda c: f"代扣协议\n扣款账户：{P(card(c, c.ch(['up', 'up19']), ''))}\n扣款项目：{c.ch(['车险分期', 'ETC通行费', '停车月租'])}",
    lambda c: f"押金退到我英国的账户吧，IBAN {P(iban(c, 'GB'))}",
    lambda c: f"[{c.t()}] 修理厂老板说转账到 {c.ch(BANK_ZH)} {P(card(c, 'up19'))}，我先付了定金",
    lambda c: f"卡号 {P(card(c, 'up19', '').translate(FW))}（全角是表单自动转的）",
    lambda c: f"日期,商户,金额,卡号\n{c.dz()},{c.ch(CHARGE_ZH)},{c.ri(10, 99)}.{c.dg(2)},{P(card(c, 'up', ''))}",
    lambda c: f"车贷还款账户：{P(card(c, 'up19'))}，每月{c.ri(1, 28)}号自动扣",
    lambda c: f"保险退保费打到 {c.ch(BANK_ZH)} 尾号那张卡……不对，完整卡号是 {P(card(c, 'up19', ''))}",
    lambda c: f"收款账号：{P(card(c, c.ch(['up', 'up19'])))}\n户名：车主本人\n用途：二手车定金",
    lambda c: f"美国租车用的 Visa 卡号 {P(card(c, 'visa'))}，别用银联",
    lambda c: f"停车月租续费绑卡 {P(card(c, 'up', '-'))}",
    lambda c: f"【拍照识别】\n卡 号：{P(card(c, 'up19', ' '))}\n有效期：{exp_date(c)}",
]

FIN_MX = [
    lambda c: f"deposit 退到这张卡：{P(card(c, c.ch(['up19', 'visa'])))}",
    lambda c: f"{c.ch(RENTAL_EN)} 预授权用的 credit card {P(card(c, c.ch(['visa', 'mc', 'amex'])))}",
    lambda c: f"IBAN 是 {P(iban(c))}，押金 refund 请打到这里",
    lambda c: f"sort code {sort_code(c)}，account number {P(uk_acct(c))}，罚款 refund 用",
    lambda c: f"ETC auto top-up 绑的卡 {P(card(c, 'up19'))}",
    lambda c: f"语音转文字：card number {P(spoken_digits_zh(card(c, 'visa', '')))}，帮我付一下 parking fine",
    lambda c: json.dumps({"card_no": M0 + card(c, sep="") + M1, "商户": c.ch(CHARGE_ZH), "amount": f"{c.ri(10, 99)}.{c.dg(2)}"}, ensure_ascii=False),
    lambda c: f"保险 settlement 打到 {c.ch(BANK_ZH)} 账户 {P(card(c, 'up19', ''))}",
    lambda c: f"[{c.t()}] garage 说 card 被 decline 了，用这张 {P(card(c, c.ch(['visa', 'mc'])))}",
    lambda c: f"car loan autopay：routing {aba(c)}, account {P(bank_acct_us(c))}",
    lambda c: f"OCR 小票：CARD NO {P(card(c, sep=''))} / 金额 {c.cny()}",
    lambda c: f"Amex 卡号 {P(card(c, 'amex'))}，租车有 CDW 保障",
    lambda c: f"date,merchant,card\n{c.dz()},{c.ch(CHARGE_EN)},{P(card(c, sep=''))}",
    lambda c: f"Direct Debit 账户：{P(uk_acct(c))}（sort code {sort_code(c)}），每月扣车险",
    lambda c: f"二手车 deposit 转到 {P(iban(c, c.ch(['DE', 'NL', 'FR'])))}，seller 说 SEPA 一天到",
    lambda c: f"付罚单用的卡 {P(card(c, sep='-'))}，confirmation {c.ref()}",
    lambda c: f"收款 account：{P(card(c, 'up19'))}\n用途：拼车油费",
    lambda c: f"| 方式 | 卡号 |\n|---|---|\n| UnionPay | {P(card(c, 'up'))} |",
]


# ========================================================================================
# PERSON NAME
# ========================================================================================
def first_en(c):
    return c.ch([c.us, c.gb]).first_name()


def last_en(c):
    return c.ch([c.us, c.gb]).last_name()


NAME_EN = [
    lambda c: f"Dear {P(name_en(c))},\nThank you for notifying us of the incident on {c.d()}. Your claim reference is {c.ref()}.\n{c.ch(INS_EN)} Claims Team",
    lambda c: f"RENTAL AGREEMENT {c.ref()}\nRenter: {P(name_en(c))}\nVehicle: {c.car()} | Fuel: full-to-full",
    lambda c: f"{c.ch(RIDE_EN)} · {c.d()}\nYou rode with {P(first_en(c))} ★{c.ri(46, 50) / 10}\n{c.km()} mi · {c.dur()} · {c.money()}",
    lambda c: f"V5C REGISTRATION CERTIFICATE\nRegistered keeper: {P(name_en(c).upper())}\nFirst registered: {c.d()}",
    lambda c: f"Named driver added to policy {c.ref()}: {P(name_en(c))} (from {c.d()})",
    lambda c: f"Policyholder: {P(last_en(c) + ', ' + first_en(c))}\nNo-claims bonus: {c.ri(0, 9)} years",
    lambda c: f"Dear Mr {P(last_en(c))},\nYour MOT is due on {c.d()}. Book online or call the workshop.\n{c.ch(['Kwik Fit', 'Halfords Autocentre', 'ATS Euromaster', 'National Tyres'])}",
    lambda c: f"permit_holder,permit_no,zone\n{P(name_en(c))},{c.s(string.ascii_uppercase, 2)}{c.dg(6)},{c.ch(['A', 'B', 'CPZ-K', '4'])}",
    lambda c: json.dumps({"booking": c.ref(), "driver_name": M0 + name_en(c) + M1, "extras": ["GPS", "child seat"]}, ensure_ascii=False),
    lambda c: f"{P(first_en(c))} said the garage quoted {c.gbp()} for the clutch, sounds steep?",
    lambda c: f"Dashcam note {c.d()}: other driver gave name as {P(name_en(c))}, insurer {c.ch(INS_EN)}",
    lambda c: f"Lesson {c.ri(2, 20)} booked — instructor: {P(name_en(c))}, manual {c.ch(['Corsa', 'Fiesta', 'Polo', 'Yaris'])}",
    lambda c: f"Thanks for sorting the parking swap!\nCheers,\n{P(name_en(c))}",
    lambda c: f"[OCR of handwritten claim form]\nNarne: {P(name_en(c))}\nP0licy: {c.ref()}",
    lambda c: f"Voice note: hi, this is {P(name_en(c))}, calling about the {c.car()} you towed from the retail park this morning",
    lambda c: f"Witness: {P(name_en(c))}, pedestrian, saw the van run the red",
    lambda c: f"{P(name_en(c))} is giving us a lift to the airport on {c.ch(WEEKDAYS)}, I'll chip in for fuel",
    lambda c: f"I, {P(name_en(c))}, am the registered keeper of the vehicle and wish to appeal PCN {c.s(string.ascii_uppercase, 2)}{c.dg(8)}.",
    lambda c: f"Signed for on delivery of the replacement V5C: {P(first_en(c)[0] + '. ' + last_en(c))}",
    lambda c: f"lol {P(first_en(c).lower())} parked across both bays again",
    lambda c: f"Car sold to {P(name_en(c))} on {c.d()} for {c.money()} — need to tell DVLA",
    lambda c: f"Carpool roster wk {c.ri(1, 52)}: driving this week = {P(name_en(c))}",
]

NAME_ZH = [
    lambda c: f"车主：{P(name_zh(c))}\n车型：{c.carz()}\n年检到期：{c.dz()}",
    lambda c: f"租车合同 {c.refz()}\n承租人：{P(name_zh(c))}\n取车门店：{c.cityz()}{c.ch(STATIONS_ZH)}店",
    lambda c: f"尊敬的{P(name_zh(c))}{c.ch(['先生', '女士'])}，您的车险将于{c.dz()}到期，请及时续保。【{c.ch(INS_ZH)}】",
    lambda c: f"驾驶人 {P(name_zh(c))} 在{c.cityz()}{c.ch(['高架', '环路', '隧道'])}超速{c.ri(10, 50)}%，罚款{c.ri(1, 4) * 100}元",
    lambda c: f"被保险人：{P(name_zh(c))}\n报案号：{c.refz()}\n出险原因：追尾",
    lambda c: f"{c.ch(SCHOOL_ZH)}科目二预约成功，教练：{P(name_zh(c))}，请提前30分钟到场",
    lambda c: f"[{c.t()}] {P(name_zh(c))}说他那台{c.carz()}保养只花了{c.yuan()}，你问问是哪家",
    lambda c: f"语音转文字：喂你好，我是{P(name_zh(c))}，那个车已经到店了吧",
    lambda c: f"道路交通事故认定书（简易程序）\n当事人{P(name_zh(c))}驾驶小型轿车行驶至路口时未保持安全距离……",
    lambda c: f"【行驶证识别】\n所有人：{P(name_zh(c))}\n品牌型号：{c.carz()}",
    lambda c: f"序号,姓名,车位号\n{c.ri(1, 80)},{P(name_zh(c))},B2-{c.ri(1, 300):03d}",
    lambda c: json.dumps({"联系人": M0 + name_zh(c) + M1, "车型": c.carz(), "预约": "小保养"}, ensure_ascii=False),
    lambda c: f"【拍照识别】\n姓 名 {P(name_zh(c))}\n准驾车型 C1",
    lambda c: f"微信转账备注：{P(name_zh(c))}-{c.ch(['停车费', '油费AA', '洗车', '拼车费'])}",
    lambda c: f"联系人：{P(name_zh(c))}\n事项：代办年检",
    lambda c: f"二手车过户\n买方：{P(name_zh(c))}\n成交价：{c.ri(3, 30)}万",
    lambda c: f"今天拼车是{P(name_zh(c))}开车，七点半楼下集合",
    lambda c: f"车友群公告：本周六自驾游领队 {P(name_zh(c))}，集合地点{c.cityz()}{c.ch(['绕城高速入口', '体育中心停车场'])}",
    lambda c: f"修理厂说定损员是{P(name_zh(c))}，明天上午来看车",
    lambda c: f"申诉人：{P(name_zh(c))}\n申诉事项：{c.dz()}违停抓拍有误",
    lambda c: f"{c.ch(RIDE_ZH)}司机{P(name_zh(c))}，车牌尾号{c.dg(2)}，已到达上车点",
]

NAME_MX = [
    lambda c: f"Renter：{P(name_zh(c))}\nVehicle：{c.car()}",
    lambda c: f"Dear {P(name_py(c))}，您的 claim 已受理，reference {c.ref()}",
    lambda c: f"今天 carpool 是 {P(name_en(c) if c.p(0.5) else name_py(c))} 开车",
    lambda c: f"{c.ch(RIDE_EN)} 显示 you rode with {P(first_en(c))}，评分 {c.ri(46, 50) / 10}",
    lambda c: f"驾校 instructor 是 {P(name_zh(c))}，人挺好的",
    lambda c: f"保险单上 policyholder 写的 {P(name_py(c).upper())}，跟护照拼写一致",
    lambda c: f"[{c.t()}] {P(name_zh(c))} 说他的 {c.car()} 充电 only took 30 min",
    lambda c: f"语音转文字：hi 我是 {P(name_zh(c) if c.p(0.5) else name_py(c))}，车 ready 了吗",
    lambda c: json.dumps({"driver_name": M0 + name_py(c) + M1, "车型": c.carz(), "rating": 5}, ensure_ascii=False),
    lambda c: f"Named driver 加了 {P(name_en(c))}，保费多了 {c.gbp()}",
    lambda c: f"对方 driver 叫 {P(name_zh(c))}，说走 insurance",
    lambda c: f"Registered keeper：{P(name_py(c))}（V5C 上的名字）",
    lambda c: f"OCR：\nName 姓名：{P(name_zh(c))}\nClass 准驾：C1",
    lambda c: f"车卖给了 {P(name_en(c))}，DVLA 那边 notify 了",
    lambda c: f"Thanks 师傅！\n—— {P(name_py(c))}",
    lambda c: f"{P(name_zh(c))} 的 parking permit 过期了，提醒一下",
    lambda c: f"witness 证人：{P(name_en(c))}，当时在人行道上",
    lambda c: f"定损员 {P(name_zh(c))} 明天 10 点来 check 车",
    lambda c: f"群里别老叫他 boss 了，人家叫 {P(name_zh(c))}",
]


# ========================================================================================
# USERNAME
# ========================================================================================
USER_EN = [
    lambda c: f"Tweet from @{P(uname(c))}: been on hold with {c.ch(RENTAL_EN)} for 50 min about a {c.money()} fuel charge 🙃",
    lambda c: f"Create your account\nUsername: {P(uname(c))}\nPassword: ••••••••\n☑ Email me toll alerts",
    lambda c: f"u/{P(uname(c))} posted dashcam footage of the pile-up on the {c.ch(['M25', 'I-95', 'M6', 'I-5', 'A1(M)'])} — worth a watch",
    lambda c: f"add me on Forza, gamertag {P(uname(c))}, I've got the {c.ch(['Supra', 'GT-R', 'M3', 'Miata'])} tune you asked about",
    lambda c: f"Zipcar login name: {P(uname(c))} (membership {c.ch(['Occasional', 'Monthly', 'Extra Value'])})",
    lambda c: f"my handle on PlugShare is {P(uname(c))} if you want to see the check-ins",
    lambda c: f"follow my car-spotting page @{P(uname(c))} 📸",
    lambda c: f"My Strava's {P(uname(c))} — the {c.ch(BIKE_EN)} commute rides are all on there",
    lambda c: json.dumps({"username": M0 + uname(c) + M1, "vehicles": c.ri(1, 3), "tier": c.ch(["free", "plus"])}, ensure_ascii=False),
    lambda c: f"{c.ymd()[0]}-{c.ri(1, 12):02d}-{c.ri(1, 28):02d}T{c.t()}:{c.ri(10, 59)}Z INFO auth: login ok user='{P(uname(c))}' client=ios app={c.ch(CHARGE_EN)}",
    lambda c: f"ssh {P(uname(c))}@teslamate.local -p 22\n# then docker compose logs -f",
    lambda c: f"Re: Knocking noise from front left?\nPosted by {P(uname(c))} » {c.d()}\nCheck the drop links first, mine was exactly this.",
    lambda c: f"discord: {P(uname(c))} — DM me for the OBD2 code list",
    lambda c: f"Venmo @{P(uname(c))} for the gas, ${c.ri(10, 40)} each",
    lambda c: f"GitHub user {P(uname(c))} opened issue #{c.ri(10, 400)} on toll-parser: \"E-ZPass CSV has a new column\"",
    lambda c: f"user,trips,last_ride\n{P(uname(c))},{c.ri(1, 300)},{c.d()}",
    lambda c: f"TfL account name: {P(uname(c))}\nContactless card: linked\nAuto top-up: off",
    lambda c: f"snap me at {P(uname(c))} when you've picked the car up",
    lambda c: f"Welcome back, {P(uname(c))}! You have {c.ri(1, 5)} unpaid parking sessions.",
    lambda c: f"[{c.t()}] {P(uname(c))} joined the carpool channel",
    lambda c: f"Leaderboard (Citi Bike Bike Angels): #{c.ri(1, 50)} {P(uname(c))} — {c.ri(100, 5000)} pts",
]

USER_ZH = [
    lambda c: f"微信号：{P(uname_zh(c))}\n加我拉你进{c.ch(GROUP_ZH)}",
    lambda c: f"懂车帝用户名 {P(uname_zh(c))}，我发过{c.carz()}的提车作业",
    lambda c: f"汽车之家论坛 ID：{P(uname_zh(c))}，帖子里有完整的保养清单",
    lambda c: f"抖音号 {P(uname_zh(c))}，专门拍行车记录仪的",
    lambda c: f"小红书搜 {P(uname_zh(c))}，她写了{c.cityz()}充电桩避坑攻略",
    lambda c: f"QQ号 {P(c.ri(1, 9).__str__() + c.dg(c.ri(7, 9)))}，车友群的文件我发你",
    lambda c: f"微博 @{P(uname_zh(c))} 曝光了那家4S店",
    lambda c: f"B站 UP 主 {P(uname_zh(c))} 那期{c.carz()}冬季续航测试挺真实",
    lambda c: f"{c.ymd()[0]}-{c.ri(1, 12):02d}-{c.ri(1, 28):02d} {c.t()}:{c.ri(10, 59)} 登录成功 用户名={P(uname_zh(c))} 终端=Android",
    lambda c: json.dumps({"用户名": M0 + uname_zh(c) + M1, "会员": c.ch(["普通", "PLUS"]), "车辆数": 1}, ensure_ascii=False),
    lambda c: f"ssh {P(uname_zh(c))}@192.168.{c.ri(0, 10)}.{c.ri(2, 250)}  # 家里 NAS 上跑的充电统计",
    lambda c: f"{c.ch(RENTAL_ZH)} App 账号名：{P(uname_zh(c))}",
    lambda c: f"注册\n用户名：{P(uname_zh(c))}\n密码：********\n验证码：已发送",
    lambda c: f"[{c.t()}] {P(uname_zh(c))} 加入了群聊「{c.ch(GROUP_ZH)}」",
    lambda c: f"拼车找我：微信 {P(uname_zh(c))}（备注拼车）",
    lambda c: f"用户,次数,最近骑行\n{P(uname_zh(c))},{c.ri(1, 200)},{c.dz()}",
    lambda c: f"回复 @{P(uname_zh(c))}：你这个胎压报警是传感器没电了",
    lambda c: f"欢迎回来，{P(uname_zh(c))}！您有{c.ri(1, 4)}张停车券即将过期",
    lambda c: f"GitHub 上 {P(uname(c))} 提了个 PR，修好了 ETC 账单解析",
    lambda c: f"闲鱼卖家 {P(uname_zh(c))} 出二手行车记录仪，九成新",
]

USER_MX = [
    lambda c: f"我微信 ID 是 {P(uname_zh(c))}，add 我进车友群",
    lambda c: f"Forza 的 gamertag {P(uname(c))}，晚上一起跑 Nürburgring",
    lambda c: f"Reddit 上 u/{P(uname(c))} 发了个 dashcam 视频，超离谱",
    lambda c: f"Zipcar username：{P(uname(c))}",
    lambda c: f"我在 PlugShare 上叫 {P(uname_zh(c) if c.p(0.5) else uname(c))}，check-in 都有照片",
    lambda c: f"Instagram @{P(uname(c))} 是我拍车的 account",
    lambda c: json.dumps({"username": M0 + uname_zh(c) + M1, "城市": c.cityz(), "plan": "annual"}, ensure_ascii=False),
    lambda c: f"log：login ok user={P(uname_zh(c))} app=充电 v{c.ri(3, 9)}.{c.ri(0, 20)}",
    lambda c: f"ssh {P(uname(c))}@raspberrypi.local 然后 tail 一下 canbus 的 log",
    lambda c: f"懂车帝 ID {P(uname_zh(c))}，follow 一下",
    lambda c: f"Venmo @{P(uname(c))}，油费 split 一下",
    lambda c: f"[{c.t()}] {P(uname_zh(c))} joined 群聊",
    lambda c: f"GitHub user {P(uname(c))} 提了 issue 说滴滴 CSV 格式变了",
    lambda c: f"Discord: {P(uname(c))}，OBD code list 在那",
    lambda c: f"抖音 @{P(uname_zh(c))} 的 road trip vlog 挺好看",
    lambda c: f"username 用户名：{P(uname(c))}\npassword 密码：******",
    lambda c: f"Strava 上搜 {P(uname_zh(c))}，每天 bike commute 的记录都在",
    lambda c: f"小红书 {P(uname_zh(c))} 写了 UK 考驾照 tips",
]


# ========================================================================================
# HOME PATH
# ========================================================================================
def hp_posix(c, zh=False):
    return home_path(c, style=c.ch([0, 1, 4]), zh=zh)


def hp_win(c, zh=False):
    return home_path(c, style=c.ch([2, 2, 3]), zh=zh)


HP_DIRS = {
    "video": (["Videos/DashCam", "Movies/dashcam", "Videos/DashCam/parking_mode"], ["Videos/行车记录仪", "视频/行车记录仪", "Videos/DDPAI"]),
    "docs": (["Documents/Car", "Documents/insurance", "Desktop/claims", "Dropbox/Car"], ["文档/车辆资料", "桌面/理赔", "Documents/保险理赔"]),
    "code": (["projects/ev-log", "code/toll-parser", "teslamate/import", "src/trip-export"], ["projects/charging-stats", "code/etc-parser", "teslamate/import"]),
    "photos": (["Pictures/accident", "Pictures/roadtrip", "Desktop/claims/photos"], ["Pictures/事故现场", "桌面/理赔/照片", "图片/剐蹭"]),
    "downloads": (["Downloads", "Downloads/receipts"], ["Downloads", "下载/行程单"]),
}
HP_FILES = {
    "csv": (["Downloads/uber_trips_{y}.csv", "Documents/tolls/ezpass_{y}.csv", "projects/ev-log/sessions.csv", "Downloads/lyft_rides.csv"],
            ["Downloads/滴滴行程_{y}.csv", "下载/充电账单_{y}.csv", "Documents/ETC/通行记录_{y}.csv"]),
    "xlsx": (["Documents/tolls/ezpass_{y}.xlsx", "Dropbox/Car/service_history.xlsx"],
             ["Documents/ETC/通行记录_{y}.xlsx", "Documents/驾校/预约记录.xlsx"]),
}


def hp_file(c, zh=False, kind="csv", style=None):
    user = os_user_zh(c) if zh else os_user(c)
    tail = c.ch(HP_FILES[kind][1 if zh and c.p(0.7) else 0]).format(y=c.ri(2022, 2025))
    k = c.ri(0, 3) if style is None else style
    if k == 0:
        return f"/home/{user}/{tail}"
    if k == 1:
        return f"/Users/{user}/{tail}"
    if k == 2:
        return "C:\\Users\\" + user + "\\" + tail.replace("/", "\\")
    return f"C:/Users/{user}/{tail}"


def hp_dir(c, zh=False, kind=None):
    """A directory (no file extension) under a home."""
    user = os_user_zh(c) if zh else os_user(c)
    kind = kind or c.ch(list(HP_DIRS))
    en_l, zh_l = HP_DIRS[kind]
    sub = c.ch(zh_l if zh and c.p(0.7) else en_l)
    k = c.ri(0, 2)
    if k == 0:
        return f"/home/{user}/{sub}"
    if k == 1:
        return f"/Users/{user}/{sub}"
    return "C:\\Users\\" + user + "\\" + sub.replace("/", "\\")


def _fs(p):
    """forward-slash form of a path"""
    return p.replace(chr(92), "/")


HP_EN = [
    lambda c: f"Dashcam clips from the {c.ch(['M4', 'I-80', 'A14', 'US-101'])} incident exported to {P(hp_dir(c, kind='video'))}",
    lambda c: f"Traceback (most recent call last):\n  File \"{P(_fs(hp_dir(c, kind='code')).replace('C:', '/mnt/c') + '/parse_receipts.py')}\", line {c.ri(10, 300)}, in <module>\n    rows = load(\"uber\")\nKeyError: 'fare'",
    lambda c: f"ffmpeg -ss 00:{c.ri(0, 59):02d}:{c.ri(0, 59):02d} -i {P(_fs(hp_dir(c, kind='video')) + '/REC_' + c.dg(4) + '.MP4')} -t 30 -c copy clip_for_insurer.mp4",
    lambda c: f"FileNotFoundError: [Errno 2] No such file or directory: '{P(hp_posix(c))}'",
    lambda c: f"Saved the claim form scan to {P(hp_posix(c) if c.p(0.5) else hp_win(c))} — attaching it to the email now.",
    lambda c: f"# trip-export config\nexport_dir: {P(hp_dir(c, kind=c.ch(['downloads', 'docs'])))}\nformat: csv\nproviders: [uber, lyft]",
    lambda c: f"{P(hp_dir(c, kind='code'))}> python parse_receipts.py --month {c.ri(1, 12)}",
    lambda c: f"import pandas as pd\ntrips = pd.read_csv(r\"{P(hp_file(c, kind='csv'))}\")\ntrips.groupby('month').fare.sum()",
    lambda c: f"Attachment: {P(home_path(c, style=2))} ({c.ri(1, 9)}.{c.ri(0, 9)} MB)",
    lambda c: f"rsync -av {P(_fs(hp_dir(c, kind='video')))}/ nas:/volume1/dashcam/",
    lambda c: f"-rw-r--r--  1 staff  {c.ri(10, 900)}K {c.ch(MONTHS)} {c.ri(1, 28)} {c.t()} {P(home_path(c, style=1))}",
    lambda c: f"docker run -v {P(_fs(hp_dir(c, kind='code')))}:/opt/app/import teslamate/teslamate",
    lambda c: f"git clone git@github.com:evlog/charge-stats.git {P(_fs(hp_dir(c, kind='code')))}",
    lambda c: f"echo $HOME\n{P(home_path(c, style=5))}",
    lambda c: f"[{c.t()}] writing GPX track to {P(_fs(hp_dir(c, kind=c.ch(['code', 'docs']))) + '/trip_' + c.dg(6) + '.gpx')}",
    lambda c: f"the V5C scan is in {P(hp_win(c))}, can you print it before the DVLA appointment?",
    lambda c: f"OneDrive sync conflict: {P(home_path(c, style=2))}",
    lambda c: f"Home Assistant secrets file: {P('/home/' + os_user(c) + '/.homeassistant/secrets.yaml')}",
    lambda c: f"PermissionError: [WinError 5] Access is denied: '{P(hp_win(c))}'",
    lambda c: f"zip -r claim_photos.zip {P(_fs(hp_dir(c, kind='photos')))}",
    lambda c: f"wb = openpyxl.load_workbook('{P(hp_file(c, kind='xlsx', style=c.ch([0, 1, 3])))}')  # toll totals",
]

HP_ZH = [
    lambda c: f"行车记录仪的视频导出到 {P(hp_dir(c, True, 'video'))} 了",
    lambda c: f"报错：FileNotFoundError: [Errno 2] No such file or directory: '{P(hp_posix(c, True))}'",
    lambda c: f"理赔材料我都放在 {P(hp_dir(c, True, 'docs'))} 里，你远程帮我打个包",
    lambda c: f"滴滴行程单 PDF 保存在 {P(hp_dir(c, True, 'downloads'))}，文件名带日期",
    lambda c: f"# 充电统计脚本配置\n输出目录: {P(hp_dir(c, True, c.ch(['code', 'docs'])))}\n格式: xlsx",
    lambda c: f"{P(hp_dir(c, True, 'code'))}> python 解析ETC账单.py",
    lambda c: f"import pandas as pd\ndf = pd.read_excel(r\"{P(hp_file(c, True, 'xlsx'))}\")  # ETC 通行记录",
    lambda c: f"附件：{P(home_path(c, style=2, zh=True))}（{c.ri(1, 9)}.{c.ri(0, 9)}MB）",
    lambda c: f"rsync -av {P(_fs(hp_dir(c, True, 'video')))}/ nas:/volume1/行车记录仪/",
    lambda c: f"ffmpeg -i {P(_fs(hp_dir(c, True, 'video')) + '/NO' + c.dg(5) + '.MP4')} -ss 10 -t 20 事故片段.mp4",
    lambda c: f"echo $HOME 输出是 {P(home_path(c, style=5, zh=True))}",
    lambda c: f"[{c.t()}] 正在写入 {P(hp_file(c, True, 'csv', style=c.ch([0, 1])))}",
    lambda c: f"行驶证扫描件在 {P(hp_win(c, True))}，年检前打印一份",
    lambda c: f"PermissionError: [WinError 5] 拒绝访问。: '{P(hp_win(c, True))}'",
    lambda c: f"Traceback (most recent call last):\n  File \"{P(_fs(hp_dir(c, True, 'code')).replace('C:', '/mnt/c') + '/didi_export.py')}\", line {c.ri(5, 200)}\nUnicodeDecodeError: 'utf-8' codec can't decode byte 0xb5",
    lambda c: f"OneDrive 同步冲突：{P(home_path(c, style=2, zh=True))}",
    lambda c: f"docker 挂载目录 -v {P(_fs(hp_dir(c, True, 'code')))}:/data",
    lambda c: f"截图默认存到 {P(hp_dir(c, True, 'photos'))}，违章照片也在那",
    lambda c: f"ls -l {P(_fs(hp_dir(c, True, 'video')))}\n总用量 {c.ri(100, 9000)}",
    lambda c: f"pd.read_csv(\"{P(hp_file(c, True, 'csv', style=c.ch([0, 1, 3])))}\", encoding=\"gbk\")",
]

HP_MX = [
    lambda c: f"dashcam 视频 export 到 {P(hp_dir(c, c.p(0.5), 'video'))} 了",
    lambda c: f"script 报错 No such file: {P(hp_posix(c, c.p(0.5)))}",
    lambda c: f"理赔 photos 在 {P(hp_dir(c, c.p(0.5), 'photos'))}，帮我 zip 一下",
    lambda c: f"Uber receipts 下载到 {P(hp_dir(c, c.p(0.5), 'downloads'))} 了",
    lambda c: f"config 里 output_dir 写的 {P(hp_dir(c, c.p(0.5), c.ch(['docs', 'code'])))}",
    lambda c: f"pd.read_csv(r\"{P(hp_file(c, c.p(0.5), 'csv'))}\")  # 滴滴 trips",
    lambda c: f"Attachment 附件：{P(home_path(c, style=2, zh=c.p(0.5)))}",
    lambda c: f"rsync 到 NAS：rsync -av {P(_fs(hp_dir(c, c.p(0.5), 'video')))}/ nas:/backup/",
    lambda c: f"$HOME 是 {P(home_path(c, style=5, zh=c.p(0.5)))}，所以 path 要改",
    lambda c: f"[{c.t()}] writing GPX 到 {P(_fs(hp_dir(c, c.p(0.5), 'code')) + '/trip_' + c.dg(6) + '.gpx')}",
    lambda c: f"V5C scan 在 {P(hp_win(c, c.p(0.5)))}，print 一份",
    lambda c: f"ffmpeg -i {P(_fs(hp_dir(c, c.p(0.5), 'video')) + '/REC' + c.dg(4) + '.MP4')} -t 30 给保险公司的片段.mp4",
    lambda c: f"Traceback:\n  File \"{P(_fs(hp_dir(c, c.p(0.5), 'code')) + '/etc_parser.py')}\", line {c.ri(5, 99)}\nKeyError: '通行费'",
    lambda c: f"docker volume mount：{P(_fs(hp_dir(c, c.p(0.5), 'code')))}:/opt/teslamate/import",
    lambda c: f"PermissionError 拒绝访问：'{P(hp_win(c, c.p(0.5)))}'",
    lambda c: f"行驶证 scan 放在 {P(hp_posix(c, True))} 了",
    lambda c: f"{P(hp_dir(c, c.p(0.5), 'code'))}> python charge_stats.py --city {c.cityz()}",
    lambda c: f"zip -r 事故照片.zip {P(_fs(hp_dir(c, c.p(0.5), 'photos')))}",
    lambda c: f"Excel 在 {P(hp_file(c, c.p(0.5), 'xlsx'))}，sheet 2 是 toll 汇总",
]


# ========================================================================================
# SCHEDULE
# ========================================================================================
def am(c):
    return time_en(c, 5, 9)


def pm(c):
    return time_en(c, 16, 22)


def zam(c):
    return time_zh(c, 5, 9)


def zpm(c):
    return time_zh(c, 17, 22)


SCHED_EN = [
    lambda c: f"I leave for the station at {P(am(c))} every weekday, so the car has to be charged by then.",
    lambda c: f"Carpool pickup is {P(am(c))} each morning outside mine — don't be late again 😅",
    lambda c: f"I plug the car in at {P(time_en(c, 21, 23))} every night when the cheap rate starts.",
    lambda c: f"School run: drop-off at {P(am(c))} Mon–Fri, so I can't do the garage before then.",
    lambda c: f"Every Saturday at {P(time_en(c, 8, 11))} I take the {c.car()} through the car wash on the way to the shops.",
    lambda c: f"I grab a {c.ch(BIKE_EN)} to work most days, usually undocking around {P(am(c))}.",
    lambda c: f"My driving lessons are every {c.ch(WEEKDAYS[:5])} at {P(pm(c))} with {c.ch(SCHOOL_EN)}.",
    lambda c: f"Gym's on the way home — I park there at {P(pm(c))} on Mondays, Wednesdays and Fridays.",
    lambda c: f"Voice note: remind the garage I pick the kids up from football at {P(pm(c))} every Thursday, so the courtesy car has to be back by then",
    lambda c: f"Recurring: weekdays {P(am(c))} — commute (car)\nReminder: 10 min before",
    lambda c: f"Standing {c.ch(RIDE_EN)} booking to the office every weekday at {P(am(c))}.",
    lambda c: f"Note for the neighbours: I pull out of the driveway at {P(am(c))} on weekdays, please don't block it.",
    lambda c: f"Night shifts this month, so I'm driving home at {P(time_en(c, 0, 6))} most mornings.",
    lambda c: f"| Days | Time | What |\n|---|---|---|\n| Mon–Fri | {P(am(c))} | drive to work |",
    lambda c: f"Scheduled departure: {P(am(c))} (weekdays)\nPrecondition cabin: on\nCharge limit: {c.ri(70, 90)}%",
    lambda c: f"I move the car off the street by {P(am(c))} every Tuesday for the sweeper.",
    lambda c: f"Every Sunday at {P(time_en(c, 8, 18))} I drive Mum to church and wait in the car park.",
    lambda c: f"Weekly routine: Wed {P(pm(c))} top up at the {c.ch(CHARGE_EN)} by the retail park.",
    lambda c: f"I'm always on the {c.ch(['M62', 'I-35', 'A38', 'M1', 'I-90'])} by {P(am(c))}, the traffic's fine before that.",
    lambda c: f"hey, for the carpool: I can do pickups at {P(am(c))} daily except Fridays",
    lambda c: f"Dog walk drive to the country park, every evening at {P(pm(c))}, rain or shine",
    lambda c: f"I park at the station car park around {P(am(c))} every weekday, so the permit needs to start before that.",
]

SCHED_ZH = [
    lambda c: f"我每天{P(zam(c))}出门开车上班，车得提前充好电",
    lambda c: f"每周三{P(zpm(c))}去{c.ch(GARAGE_ZH)}门口那家洗车",
    lambda c: f"工作日{P(zam(c))}送孩子上学，修车只能等送完再去",
    lambda c: f"每天{P(time_zh(c, 22, 23))}插枪充电，谷电便宜",
    lambda c: f"拼车：每天{P(zam(c))}在小区门口接人，{c.ch(['周五', '周末'])}停一次",
    lambda c: f"我周末一般{P(time_zh(c, 7, 10))}去驾校练车",
    lambda c: f"App 设置\n预约出发时间：工作日 {P(zam(c))}\n出发前预热：开启",
    lambda c: f"每周五下班{P(zpm(c))}顺路去加油",
    lambda c: f"语音转文字：我一般{P(zam(c))}到公司停车场，你那个时间打给我就行",
    lambda c: f"我每天{P(zam(c))}骑{c.ch(BIKE_ZH)}去地铁站",
    lambda c: f"科目二每周二{P(time_zh(c, 13, 18))}练，教练只有这个时间",
    lambda c: f"每周日{P(time_zh(c, 8, 10))}开车带我妈去菜市场",
    lambda c: f"时间表\n周一至周五 {P(zam(c))} 开车送孩子\n周末 休息",
    lambda c: f"我每天{P(zpm(c))}下班，车停在公司地库，晚上才回家充电",
    lambda c: f"[{c.t()}] 明天开始我每天{P(zam(c))}从家出发，顺路的可以搭车",
    lambda c: f"每天{P(time_zh(c, 18, 22))}遛狗的时候顺便把电动车推出来充电",
    lambda c: f"我们单位班车{c.ch(['取消', '停了'])}，现在每天{P(zam(c))}自己开车走绕城",
    lambda c: f"我习惯每天{P(time_zh(c, 21, 23))}看一下{c.ch(['ETC', '12123', '充电'])} App，然后睡觉",
    lambda c: f"周二周四{P(zpm(c))}接孩子下课外班，车位得留着",
    lambda c: f"每天{P(zam(c))}准时出门，晚了{c.ch(['高架', '隧道', '大桥'])}就堵死",
    lambda c: f"以后每周六{P(time_zh(c, 7, 11))}我去充电站把车充满",
]

SCHED_MX = [
    lambda c: f"我每天 {P(am(c) if c.p(0.5) else zam(c))} 出门 drive to work",
    lambda c: f"carpool 每天早上 {P(am(c))} 在小区门口 pick up",
    lambda c: f"每晚 {P(time_en(c, 21, 23))} plug in 充电，off-peak 便宜",
    lambda c: f"school run 每天 {P(zam(c))}，修车 appointment 只能排在那之后",
    lambda c: f"每周六 {P(time_en(c, 8, 11))} 去 car wash",
    lambda c: f"我 weekdays {P(am(c))} 骑 {c.ch(BIKE_EN + BIKE_ZH)} 去地铁站",
    lambda c: f"driving lesson 每周{c.ch(WEEKDAYS_ZH[:5])} {P(pm(c))}",
    lambda c: f"App 里 scheduled departure 设的是 {P(am(c))}（工作日）",
    lambda c: f"语音转文字：我一般 {P(zam(c))} 到 office parking，到时候 call 我",
    lambda c: f"night shift 这个月，每天 {P(time_en(c, 0, 5))} 开车回家",
    lambda c: f"我每天 {P(pm(c))} 下班 then 去充电站",
    lambda c: f"| 时间 | routine |\n|---|---|\n| {P(am(c))} | drive 送孩子 |",
    lambda c: f"每个周二 {P(am(c))} 之前要把车挪走，street cleaning",
    lambda c: f"gym 每周一三五 {P(pm(c))}，车就停 gym 楼下",
    lambda c: f"[{c.t()}] 从下周起我每天 {P(am(c))} leave home，顺路可以 give you a lift",
    lambda c: f"每周日 {P(time_zh(c, 8, 11))} drive 我妈去 church",
    lambda c: f"Didi 每天 {P(am(c))} 的 standing booking 取消了",
    lambda c: f"预约出发 departure time：{P(zam(c))}，preconditioning 开着",
    lambda c: f"dog walk 每天傍晚 {P(pm(c))}，开车去 country park",
]


# ========================================================================================
# GEO
# ========================================================================================
W3W = ["filled", "count", "soap", "index", "home", "raft", "lamp", "brave", "otter", "jumps",
       "silver", "crate", "melon", "tables", "hinge", "quiet", "stream", "pilots", "ladder", "grain"]


def pluscode(c):
    a = "23456789CFGHJMPQRVWX"
    return c.s(a, 4) + c.s(a, 4) + "+" + c.s(a, c.ch([2, 3]))


def coord_plain(c, region=None):
    lat, lon, nd = coords(c, region)
    return f"{lat:.{nd}f},{lon:.{nd}f}"


def uk_pc(c):
    city, areas = c.ch(UK_CITIES)
    return uk_postcode(c, c.ch(areas))


def exif_gps(c):
    lat, lon, _ = coords(c, c.ch(["us", "uk"]))

    def dms(v):
        v = abs(v)
        d_ = int(v)
        mm = int((v - d_) * 60)
        ss = (v - d_ - mm / 60) * 3600
        return f"{d_} deg {mm}' {ss:.2f}\""
    return f"{dms(lat)} {'N' if lat >= 0 else 'S'}, {dms(lon)} {'E' if lon >= 0 else 'W'}"


def _geo_en_gmaps(c):
    lat, lon, nd = coords(c, c.ch(["us", "uk"]))
    return f"car's here if you need it: https://maps.google.com/?q={P(f'{lat:.{nd}f},{lon:.{nd}f}')}"


def _geo_en_geouri(c):
    lat, lon, nd = coords(c, c.ch(["us", "uk"]))
    return f"Home charger location saved: geo:{P(f'{lat:.{nd}f},{lon:.{nd}f}')}"


def _geo_zh_amap(c):
    lat, lon, nd = coords(c, "cn")
    return f"车停这了，高德点开：https://uri.amap.com/marker?position={P(f'{lon:.{nd}f},{lat:.{nd}f}')}&name=车位"


GEO_EN = [
    lambda c: f"Parked at {P(coord_str(c, c.ch(['us', 'uk'])))} — pin dropped in the app so you can find it.",
    _geo_en_gmaps,
    lambda c: f"Pump asked for billing ZIP: {P(us_zip(c))}",
    lambda c: f"Residents' permit application\nPostcode: {P(uk_pc(c))}\nPermit type: first vehicle",
    lambda c: f"I live on {P(geo_street(c))}, so the new permit zone should cover me.",
    lambda c: f"[DASHCAM META] {c.ymd()[0]}/{c.ri(1, 12):02d}/{c.ri(1, 28):02d} {c.t()}:{c.ri(10, 59)} GPS {P(coord_str(c, c.ch(['us', 'uk'])))} {c.ri(0, 70)}km/h",
    lambda c: f"GPS Position                    : {P(exif_gps(c))}\nImage Size                      : 4032x3024",
    lambda c: json.dumps({"home_location": M0 + coord_str(c, c.ch(["us", "uk"])) + M1, "charger": "Level 2", "schedule_mode": "off-peak"}, ensure_ascii=False),
    _geo_en_geouri,
    lambda c: f"The insurance quote changed a lot when I entered my postcode ({P(uk_pc(c))}) — apparently high theft area.",
    lambda c: f"Broke down right outside my place, what3words ///{P('.'.join(c.ch(W3W) for _ in range(3)))} — tell the RAC it's the driveway.",
    lambda c: f"Home: {P(geo_en_place(c))}\nWork: {c.city()} city centre",
    lambda c: f"Meet me at {P(geo_building(c))} — that's my building, buzz and I'll come down to the car.",
    lambda c: f"ZIP code: {P(us_zip(c))}\nVehicle use: commute\nAnnual mileage: {c.ri(4, 15)},000",
    lambda c: f"Our driveway's plus code is {P(pluscode(c))}, the delivery van keeps going to the wrong house",
    lambda c: f"Bike-share dock nearest my flat is the one at {P(geo_en_place(c))}",
    lambda c: f"Car keeps getting keyed overnight on {P(geo_street(c))} where I park outside the house",
    lambda c: f"lat,lon,speed_kmh\n{P(coord_plain(c, c.ch(['us', 'uk'])))},{c.ri(0, 60)}",
    lambda c: f"Voice note: the tow truck should come to {P(geo_street(c))}, my house is the third one along",
    lambda c: f"Location sharing: {P(coord_str(c, c.ch(['us', 'uk'])))} (home)",
]

GEO_ZH = [
    lambda c: f"车停在{P(coord_str(c, 'cn'))}，导航过来就行",
    _geo_zh_amap,
    lambda c: f"邮编：{P(cn_post(c))}",
    lambda c: f"我家在{P(geo_zh_place(c))}，晚上充电桩经常被占",
    lambda c: f"【行车记录仪】{c.dz()} {c.t()} GPS:{P(coord_str(c, 'cn'))} 速度{c.ri(0, 90)}km/h",
    lambda c: json.dumps({"家庭位置": M0 + coord_str(c, "cn") + M1, "充电偏好": "谷电"}, ensure_ascii=False),
    lambda c: f"家里的充电桩装在{P(geo_zh_place(c))}地库",
    lambda c: f"{c.ch(BIKE_ZH)}就停在{P(geo_zh_place(c))}，我家楼下",
    lambda c: f"[位置] {P(coord_str(c, 'cn'))}\n我在这，车坏了",
    lambda c: f"代驾师傅您好，我在{P(geo_zh_place(c))}等您，车是白色的",
    lambda c: f"车位在{P(geo_zh_place(c))}负二层，离电梯近",
    lambda c: f"申请表\n邮政编码：{P(cn_post(c))}\n车辆用途：家庭自用",
    lambda c: f"语音转文字：拖车直接拖到{P(geo_zh_place(c))}就行，我家就在那",
    lambda c: f"最近总有人在{P(geo_zh_place(c))}划车，我家车也被划了",
    lambda c: f"经纬度,速度\n{P(coord_plain(c, 'cn'))},{c.ri(0, 80)}",
    lambda c: f"位置共享：{P(coord_str(c, 'cn'))}（家）",
    lambda c: f"住{P(geo_zh_place(c))}的车友可以一起团购充电桩安装",
    lambda c: f"百度坐标(BD09)：{P(coord_plain(c, 'cn'))}，家门口那个停车位",
    lambda c: f"收件邮编 {P(cn_post(c))}，ETC 设备寄家里",
    lambda c: f"我每天从{P(geo_zh_place(c))}出发，不堵的话二十分钟",
]

GEO_MX = [
    lambda c: f"车 park 在 {P(coord_str(c, c.ch(['cn', 'us', 'uk'])))}，你导航过来",
    lambda c: f"我家在 {P(geo_zh_place(c))}，充电桩 always 被占",
    lambda c: f"billing ZIP 填 {P(us_zip(c))}，pump 才能用",
    lambda c: f"postcode {P(uk_pc(c))}，parking permit 要填",
    lambda c: f"dashcam GPS：{P(coord_str(c, 'cn'))} speed {c.ri(0, 90)}km/h",
    lambda c: f"高德 link：https://uri.amap.com/marker?position={P(coord_plain(c, 'cn'))}",
    lambda c: json.dumps({"home_location": M0 + coord_str(c, "cn") + M1, "模式": "off-peak"}, ensure_ascii=False),
    lambda c: f"I live on {P(geo_street(c))}，permit zone 应该 cover 到",
    lambda c: f"邮编 postcode：{P(cn_post(c))}",
    lambda c: f"代驾 driver 在 {P(geo_zh_place(c))} 等我，我家楼下",
    lambda c: f"what3words ///{P('.'.join(c.ch(W3W) for _ in range(3)))} 是我家 driveway，RAC 找不到",
    lambda c: f"位置 share：{P(coord_str(c, c.ch(['cn', 'uk'])))} (home)",
    lambda c: f"车位在 {P(geo_zh_place(c))} B2，near 电梯",
    lambda c: f"insurance quote 输了 postcode {P(uk_pc(c))} 之后就涨价了",
    lambda c: f"bike-share dock 离我家最近的在 {P(geo_en_place(c) if c.p(0.5) else geo_zh_place(c))}",
    lambda c: f"plus code {P(pluscode(c))}，快递 van 老是送错",
    lambda c: f"语音转文字：tow truck 拖到 {P(geo_zh_place(c))} 就好，我家就那",
    lambda c: f"Home 设置成了 {P(geo_zh_place(c))}，work 是公司",
    lambda c: f"lat,lon\n{P(coord_plain(c, 'cn'))}",
]


# ========================================================================================
# BENIGN (hard negatives: no personal value at all)
# ========================================================================================
def uuid4(c):
    h = c.hx(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{c.ch('89ab')}{h[17:20]}-{h[20:]}"


def ver(c):
    return f"{c.ri(1, 9)}.{c.ri(0, 30)}.{c.ri(0, 20)}"


OBD = [("P0420", "Catalyst System Efficiency Below Threshold (Bank 1)"), ("P0300", "Random/Multiple Cylinder Misfire Detected"),
       ("P0171", "System Too Lean (Bank 1)"), ("P0128", "Coolant Thermostat Below Regulating Temperature"),
       ("P0442", "EVAP System Small Leak Detected"), ("P0455", "EVAP System Large Leak Detected")]
OBD_ZH = [("P0420", "三元催化效率低于阈值"), ("P0300", "随机/多缸失火"), ("P0171", "系统过稀"),
          ("P0128", "节温器低于调节温度"), ("P0442", "燃油蒸发系统小泄漏")]
PUBLIC_FIG = ["Elon Musk", "Lewis Hamilton", "Max Verstappen", "Mary Barra", "Jeremy Clarkson", "Lando Norris"]
PUBLIC_FIG_ZH = ["雷军", "李想", "何小鹏", "李斌", "王传福", "余承东"]

BEN_EN = [
    lambda c: f"{c.ch(RENTAL_EN).upper()} — Rental Record {c.ref()}\nPickup: {c.ch(AIRPORTS_EN)} {c.d()} {c.t()}\nVehicle class: {c.ch(['ICAR', 'CDMR', 'SFAR', 'FFAR'])}\nFuel policy: Full-to-Full\nTotal charged: {c.money()}",
    lambda c: (lambda f, b: f"Thanks for riding with {c.ch(['Uber', 'Lyft', 'Via'])}\nTotal ${f + b:.2f}\nTrip fare ${f:.2f}\nBooking fee ${b:.2f}\n{c.km()} mi | {c.dur()}\nTrip ID {uuid4(c)}")(c.ri(600, 6000) / 100, c.ri(150, 400) / 100),
    lambda c: f"Charging session {uuid4(c)}\n{c.ch(CHARGE_EN)} · {c.city()}\nStart {c.t()}  End {c.t()}\nEnergy {c.kwh()}\nCost {c.money()}\nConnector: {c.ch(['CCS2', 'CHAdeMO', 'Type 2', 'NACS'])}",
    lambda c: f"PERMIT HOLDERS ONLY\nMon–Sat 8.30am–6.30pm\nZone {c.ch(['A', 'B', 'C', 'D', 'K'])}\nPay by phone: location code {c.dg(4)}",
    lambda c: f"Street cleaning in this zone: {c.ch(WEEKDAYS[:5])}s 8–10am. Vehicles left on the street will be ticketed.",
    lambda c: f"Route {c.ri(2, 199)}: buses every {c.ri(6, 20)} minutes from 06:00 to 23:30, Sundays every {c.ri(15, 30)}.",
    lambda c: f"Dart Charge: £{c.ri(2, 4)}.{c.ch(['00', '50', '20'])} per crossing for cars between 6am and 10pm. Crossings are free overnight.",
    lambda c: f"{c.ch(CHARGE_EN)} app v{ver(c)} release notes:\n- faster session start\n- fixed receipt totals in {c.ch(['GBP', 'USD', 'EUR'])}",
    lambda c: f"sha256 {c.hx(64)}  REC_{c.dg(4)}_F.MP4",
    lambda c: f"Broken down? In the US call AAA at 1-800-222-4357; in an emergency always dial 911.",
    lambda c: f"Pay within 14 days (by {c.d()}) and the penalty is reduced to £{c.ri(25, 65)}.",
    lambda c: f"Viewing for the used {c.car()} is at 3pm on Saturday at the dealership, test drive included.",
    lambda c: f"# .env.example\nSTRIPE_SECRET_KEY=your-secret-key-here\nGOOGLE_MAPS_API_KEY=<YOUR_API_KEY>\nDATABASE_URL=postgres://user:password@localhost:5432/app",
    lambda c: f"Comprehensive cover includes windscreen repair with a £{c.ri(50, 150)} excess. Courtesy car while yours is at an approved repairer.",
    lambda c: f"MOT test result: PASS\nTest number: {c.dg(4)} {c.dg(4)} {c.dg(4)}\nAdvisories: tyre worn close to legal limit (front nearside)\nMileage: {c.ri(12, 140)},{c.dg(3)} miles",
    lambda c: f"Recall {c.ri(20, 25)}V-{c.dg(3)}: {c.car()} passenger airbag inflator. Dealers will replace it free of charge.",
    lambda c: f"{c.ch(PUBLIC_FIG)} said at the press conference that the new car is {c.ch(['quicker in the corners', 'the best they have built', 'a big step forward'])}.",
    lambda c: f"Best rapid chargers in {c.city()} city centre: {c.ch(CHARGE_EN)} ({c.ri(50, 350)} kW) and {c.ch(CHARGE_EN)} ({c.ri(50, 350)} kW).",
    lambda c: f"Unleaded {c.ri(130, 165)}.9p/litre, diesel {c.ri(135, 170)}.9p at the supermarket forecourt this week.",
    lambda c: f"trip_id,date,distance_km,fare\n{uuid4(c)},{c.ymd()[0]}-{c.ri(1, 12):02d}-{c.ri(1, 28):02d},{c.km()},{c.ri(5, 80)}.{c.dg(2)}",
    lambda c: f"ERROR 502 from /api/v2/sessions ({c.ymd()[0]}-{c.ri(1, 12):02d}-{c.ri(1, 28):02d}T{c.t()}Z), retrying (attempt {c.ri(2, 4)}/5)",
    lambda c: f"Average speed cameras are active on the {c.ch(['A9', 'M1', 'A14', 'M6'])} roadworks section, limit {c.ch([40, 50, 60])} mph.",
    lambda c: f"The pass rate at the test centre was {c.ri(35, 60)}.{c.ri(0, 9)}% last year.",
    lambda c: f"Your charging session has ended. {c.kwh()} delivered in {c.dur()}. Receipt {c.ref()} is in the app.",
    lambda c: f"Tyre size 225/45 R17 94W, recommended pressure {c.ri(22, 26) / 10} bar front and rear.",
    lambda c: (lambda o: f"OBD2 code {o[0]}: {o[1]}. Cleared after the repair, {c.ri(2, 50)} km since.")(c.ch(OBD)),
    lambda c: f"{c.ch(GARAGE_EN)} opening hours: Mon–Fri 8:00–17:30, Sat 9:00–13:00, closed Sunday.",
    lambda c: f"Order #{c.dg(7)} — wiper blades x2 {c.money()}, screenwash 5L {c.money()}",
    lambda c: f"Train arrives {c.t()}; the {c.ch(RENTAL_EN)} desk at the station closes at 22:00, so the booking is for the next morning.",
    lambda c: f"https://app.{c.ch(['zipcar', 'getaround', 'turo'])}.com/trips/{uuid4(c)}/receipt",
    lambda c: f"Fixed the E-ZPass CSV parser in commit {c.hx(7)} (release {ver(c)}).",
    lambda c: f"Car club rules: return with at least a quarter tank; late returns cost ${c.ri(5, 15)} per 30 minutes.",
    lambda c: f"Dear customer,\nYour renewal documents for policy {c.ref()} are ready in the app. No action is needed.\n{c.ch(INS_EN)}",
    lambda c: f"{c.ch(TOLL_EN)} statement {c.ref()} — {c.ch(MONTHS_FULL)}: {c.ri(3, 40)} trips, total {c.usd()}",
    lambda c: f"Dashcam firmware v{ver(c)} (build {c.ymd()[0]}{c.ri(1, 12):02d}{c.ri(1, 28):02d}) adds parking mode voltage cut-off at 12.{c.ri(0, 4)} V.",
    lambda c: json.dumps({"connector": c.ch(["CCS", "CHAdeMO", "Type2"]), "power_kw": c.ch([50, 150, 350]), "status": c.ch(["available", "charging", "faulted"]), "evse_id": f"GB*{c.s(string.ascii_uppercase, 3)}*E{c.dg(5)}"}),
    lambda c: f"Congestion charge: £15 daily, 07:00–18:00 Mon–Fri and 12:00–18:00 weekends and bank holidays.",
    lambda c: f"Off-peak electricity tariff runs 00:30–04:30; the {c.ch(['Octopus Go', 'Intelligent Octopus', 'EV Flex'])} rate is {c.ri(7, 12)}p/kWh.",
    lambda c: f"Lesson package: {c.ri(5, 20)} hours for {c.money()}. Theory test booked via the DVSA site, fee £23.",
    lambda c: f"Service interval: every {c.ri(10, 20)},000 miles or 12 months. Next: oil + filter, brake fluid ({c.money()}).",
    lambda c: f"Example: john.doe@example.com / 555-0100 are placeholder values in the form docs.",
    lambda c: f"Booking reference {c.s(UPALNUM, 6)} — {c.ch(AIRPORTS_EN)}, pick-up {c.d()} {c.t()}, {c.ri(2, 14)} days, {c.car()} or similar.",
    lambda c: f"Bike-share price change: unlocks now {c.ch(['£1', '$1', '$1.25'])} plus {c.ri(10, 40)}p per minute. Day pass {c.money()}.",
    lambda c: f"Q{c.ri(1, 4)} deliveries: {c.ri(300, 500)},{c.dg(3)} vehicles, up {c.ri(1, 30)}% year on year.",
    lambda c: f"Is it worth fitting winter tyres in {c.city()}? Most of the forum said all-seasons are enough.",
]

BEN_ZH = [
    lambda c: f"【{c.ch(RIDE_ZH)}】行程报销单\n共{c.ri(2, 15)}笔行程，合计{c.cny()}\n申请日期：{c.dz()}\n行程时间段：{c.dz()}至{c.dz()}",
    lambda c: f"充电订单 {c.refz()}\n电站：{c.ch(CHARGE_ZH)}{c.cityz()}{c.ch(['万达', '体育中心', '高铁站', '科技园'])}站\n充电量：{c.ri(5, 70)}.{c.ri(0, 9)}度\n电费：{c.cny()}  服务费：{c.cny()}",
    lambda c: f"交警提示：{c.cityz()}工作日7:00-9:00、17:00-20:00限行，本周限行尾号{c.ri(0, 4)}和{c.ri(5, 9)}。",
    lambda c: "政策：6年以内的非营运小微型客车（面包车除外）免予上线检测，每2年申领检验标志。",
    lambda c: "请通过交管12123 App 处理交通违法、缴纳罚款，勿轻信短信链接。",
    lambda c: f"车险报案请拨打{c.ch(['95518（人保）', '95511（平安）', '95500（太平洋）'])}，高速救援拨打12122。",
    lambda c: f"{c.ch(['万达广场', '来福士', '万象城', '体育中心'])}停车场营业时间 7:00-24:00，首小时{c.ri(5, 10)}元，之后每小时{c.ri(2, 6)}元。",
    lambda c: f"ETC 通行记录\n入口：{c.cityz()}{c.ch(['东', '西', '南', '北'])}收费站 {c.t()}\n出口：{c.cityz()}{c.ch(['东', '西', '南', '北'])}收费站 {c.t()}\n通行费：{c.cny()}（九五折）",
    lambda c: f"{c.ch(SCHOOL_ZH)}通知：科目一考试每周二、周四上午开考，请提前在12123预约。",
    lambda c: f"{c.carz()} 官方续航 {c.ri(400, 700)}km，快充 30%-80% 约 {c.ri(15, 35)} 分钟。",
    lambda c: f"车机系统 OTA {ver(c)} 更新内容：新增哨兵模式低电量自动关闭，优化导航路线规划。",
    lambda c: f"{c.ch(PUBLIC_FIG_ZH)}在发布会上说，今年的目标是交付{c.ri(10, 50)}万辆。",
    lambda c: f"优惠券码 CHARGE{c.ymd()[0]}，满50减10，有效期至{c.dz()}",
    lambda c: f"{c.cityz()}本周五24时起油价下调，92号汽油每升降{c.ri(5, 20) / 100:.2f}元。",
    lambda c: f"机场大巴每{c.ch([20, 30, 40])}分钟一班，首班6:00，末班22:00，票价{c.ri(15, 40)}元。",
    lambda c: f"车友会活动：{c.dz()}下午3点在{c.cityz()}体育中心停车场集合，自驾去{c.ch(['千岛湖', '青城山', '八达岭', '太湖'])}。",
    lambda c: "接口示例：appKey=YOUR_APP_KEY&secret=YOUR_SECRET，请替换成自己的配置。",
    lambda c: (lambda o: f"故障码 {o[0]}：{o[1]}，清码后跑了{c.ri(20, 300)}公里没再报。")(c.ch(OBD_ZH)),
    lambda c: f"轮胎规格 {c.ch(['235/45 R18', '215/55 R17', '245/40 R19'])}，冷胎胎压建议 {c.ri(23, 29) / 10} bar。",
    lambda c: f"行程ID {uuid4(c)}，状态：已完成，支付方式：余额",
    lambda c: f"有人知道{c.cityz()}哪里换电瓶便宜吗？{c.ch(GARAGE_ZH)}报价{c.yuan()}，含安装。",
    lambda c: f"超速50%以上的罚款{c.ch([1000, 2000])}元，记{c.ch([6, 9, 12])}分，情节严重的吊销驾驶证。",
    lambda c: f"日期,里程(km),电量(kWh),费用\n{c.dz()},{c.ri(10, 300)},{c.ri(5, 70)}.{c.ri(0, 9)},{c.ri(10, 120)}.{c.dg(2)}",
    lambda c: f"路况：G{c.ch([4, 15, 25, 60, 70])}高速{c.cityz()}段施工，{c.dz()}至{c.dz()}夜间22:00-次日6:00双向封闭。",
    lambda c: f"保养提醒：每{c.ri(5, 10)}000公里或12个月更换机油机滤，本次费用{c.yuan()}。",
    lambda c: f"{c.ch(RENTAL_ZH)}门店营业时间 8:00-21:00，夜间还车请联系门店。订单号 {c.refz()}",
    lambda c: f"【{c.ch(INS_ZH)}】您的保单已生效，电子保单可在 App 中查看。保单号 {c.refz()}",
    lambda c: f"年检流程：网上预约 → 外观检查 → 尾气检测 → 领取电子检验合格标志，费用约{c.ri(150, 400)}元。",
    lambda c: f"{c.ch(BIKE_ZH)}月卡{c.ri(10, 30)}元，骑行前{c.ri(15, 30)}分钟免费，超出每15分钟1元。",
    lambda c: f"本月{c.carz()}销量{c.ri(1, 9)}万{c.ri(1, 9)}千台，环比增长{c.ri(1, 40)}%。",
    lambda c: f"充电桩状态：{c.ch(['空闲', '充电中', '故障', '离线'])}，功率{c.ch([60, 120, 180, 360])}kW，枪号{c.ri(1, 8)}",
    lambda c: f"文件校验 MD5: {c.hx(32)}  行车记录仪固件_{ver(c)}.bin",
    lambda c: f"违停抓拍路段：{c.cityz()}{c.ch(['火车站', '机场', '市民中心'])}周边，7:00-22:00禁止停车。",
    lambda c: f"{c.cityz()}新能源车牌摇号结果{c.dz()}公布，本期指标{c.ri(1, 9)}000个。",
    lambda c: f"驾照到期换证：有效期满前90日内申请，可在12123线上办理，工本费10元。",
    lambda c: f"{c.ch(TOLL_ZH)}通知：{c.dz()}凌晨0:00-4:00系统升级，期间暂停充值。",
    lambda c: f"代驾起步价{c.ri(29, 59)}元（含{c.ri(5, 10)}公里），22:00后加收夜间服务费。",
    lambda c: f"哈希 {c.hx(64)}",
    lambda c: f"洗车店价格：普洗{c.ri(25, 40)}元，精洗{c.ri(60, 120)}元，周一至周日9:00-19:00营业。",
    lambda c: f"驾考小技巧：倒车入库看后视镜，车身距离库边线30厘米左右开始回方向。",
    lambda c: f"版本 v{ver(c)} 修复了电子发票下载失败的问题。",
    lambda c: f"订单 {c.refz()} 已取消，预付款{c.cny()}将在1-3个工作日原路退回。",
]

BEN_MX = [
    lambda c: f"{c.ch(RENTAL_EN)} booking 确认了，reference {c.s(UPALNUM, 6)}，{c.ch(AIRPORTS_EN)} pickup {c.d()}",
    lambda c: f"充电 session 结束了，{c.kwh()}，cost {c.cny()}，receipt 在 App 里",
    lambda c: f"Uber receipt：total {c.usd()}，{c.km()} mi，{c.dur()}，trip ID {uuid4(c)}",
    lambda c: f"交管12123 App 可以在线处理违章，no need 去窗口",
    lambda c: f"London 的 congestion charge 是 £15/day，工作日 07:00-18:00",
    lambda c: f"ChargePoint app v{ver(c)} 修了 receipt 金额显示的 bug",
    lambda c: f"MOT 结果 PASS，advisory：前轮胎 close to legal limit",
    lambda c: f"高速救援打 12122，insurance 报案打 {c.ch(['95518', '95511', '95500'])}",
    lambda c: f"{c.carz()} 的 WLTP range 大概 {c.ri(400, 650)}km，冬天会掉 20%",
    lambda c: f"OTA {ver(c)} release notes：新增 Sentry Mode 低电量自动关闭",
    lambda c: f"{c.ch(PUBLIC_FIG + PUBLIC_FIG_ZH)} 在 keynote 上说 FSD 明年进中国",
    lambda c: f"parking 规则：Mon–Sat 8:30am–6:30pm permit holders only，晚上随便停",
    lambda c: f"street cleaning 每周{c.ch(WEEKDAYS_ZH[:5])} 8–10am，别停在路边",
    lambda c: f"机场大巴 every {c.ch([20, 30])} min，首班 6:00 末班 22:00",
    lambda c: f"order #{c.dg(7)}：雨刮片 x2 {c.cny()}，玻璃水 {c.cny()}",
    lambda c: f"sha256 {c.hx(64)} 是 dashcam firmware 的 checksum",
    lambda c: f"off-peak 电价 00:30–04:30，{c.ri(7, 12)}p/kWh，比白天便宜很多",
    lambda c: f".env.example 里是 placeholder：API_KEY=YOUR_API_KEY，别 commit 真的 key",
    lambda c: f"trip_id,日期,距离km,fare\n{uuid4(c)},{c.dz()},{c.km()},{c.ri(10, 99)}.{c.dg(2)}",
    lambda c: (lambda o: f"OBD code {o[0]}：{o[1]}，garage 说换氧传感器就好")(c.ch(OBD_ZH)),
    lambda c: f"看车 viewing 约在周六下午 3 点，dealer 那边",
    lambda c: f"{c.ch(GARAGE_EN)} opening hours：Mon–Fri 8:00–17:30，周日不开",
    lambda c: f"{c.ch(TOLL_EN)} statement {c.ref()}，{c.ri(3, 40)} trips，total {c.usd()}",
    lambda c: f"ERROR 502 /api/v2/charge/start，retry {c.ri(2, 4)}/5，{c.dz()} {c.t()}",
    lambda c: f"车友群 poll：周末 road trip 去{c.ch(['千岛湖', '太湖', '青城山'])}还是{c.ch(['莫干山', '八达岭', '洱海'])}？",
    lambda c: f"{c.ch(BIKE_ZH)} 月卡 {c.ri(10, 30)} 元，前 30 分钟 free",
    lambda c: f"tyre size {c.ch(['235/45 R18', '225/45 R17'])}，胎压 {c.ri(23, 29) / 10} bar",
    lambda c: f"{c.cityz()} 新能源 license plate 摇号 result 下周公布",
    lambda c: f"Recall notice：{c.car()} airbag 问题，dealer 免费更换",
    lambda c: f"commit {c.hx(7)} fix 了 ETC CSV parser，release {ver(c)}",
    lambda c: f"罚单 14 天内付款 discount 50%，deadline {c.d()}",
    lambda c: f"JSON 返回：{{\"status\": \"available\", \"power_kw\": {c.ch([60, 120, 150])}, \"枪号\": {c.ri(1, 8)}}}",
    lambda c: f"代驾起步价 {c.ri(29, 59)} 元，after 22:00 加夜间 fee",
    lambda c: f"{c.ch(INS_EN + INS_ZH)} renewal documents ready，policy {c.ref()}，no action needed",
    lambda c: f"驾考 pass rate 今年 {c.ri(35, 60)}.{c.ri(0, 9)}%，比去年高一点",
    lambda c: f"Q{c.ri(1, 4)} 交付 {c.ri(10, 50)} 万辆，YoY +{c.ri(1, 40)}%",
    lambda c: f"{c.ch(RENTAL_ZH)} 门店 hours 8:00-21:00，after hours 还车要提前说",
    lambda c: f"https://app.{c.ch(['zipcar', 'getaround'])}.com/trips/{uuid4(c)} 这个 receipt link 打不开",
    lambda c: f"theory test 费用 £23，lesson package {c.ri(5, 20)} 小时 {c.money()}",
    lambda c: f"{c.city()} 哪里有 rapid charger？{c.ch(CHARGE_EN)} 那个 {c.ri(50, 350)}kW 的还行",
]


# ========================================================================================
# assembly
# ========================================================================================
SUBJ_EN = ["Your rental agreement", "Claim update", "Parking permit renewal", "Trip receipt",
           "PCN appeal", "MOT reminder", "Charging account", "Toll statement"]


def _shell(c, lang, core):
    if lang == "en":
        k = c.ri(0, 3)
        if k == 0:
            return f"Fwd: {c.ch(SUBJ_EN)}\n\n{core}"
        if k == 1:
            return f"{core}\n\nSent from my iPhone"
        if k == 2:
            return f"[{c.d()} {c.t()}] {core}"
        return f"NOTE {c.d()}\n{core}"
    if lang == "zh":
        k = c.ri(0, 2)
        if k == 0:
            return f"{core}\n\n——转发自「{c.ch(GROUP_ZH)}」"
        if k == 1:
            return f"[{c.t()}] {core}"
        return f"备注（{c.dz()}）：\n{core}"
    k = c.ri(0, 2)
    if k == 0:
        return f"FYI 👇\n{core}"
    if k == 1:
        return f"{core}\n(from 微信)"
    return f"[{c.t()}] {core}"


TEMPLATES = {
    ("secret", "en"): SECRET_EN, ("secret", "zh"): SECRET_ZH, ("secret", "mixed"): SECRET_MX,
    ("password", "en"): PW_EN, ("password", "zh"): PW_ZH, ("password", "mixed"): PW_MX,
    ("email", "en"): EM_EN, ("email", "zh"): EM_ZH, ("email", "mixed"): EM_MX,
    ("phone", "en"): PH_EN, ("phone", "zh"): PH_ZH, ("phone", "mixed"): PH_MX,
    ("address", "en"): ADDR_EN, ("address", "zh"): ADDR_ZH, ("address", "mixed"): ADDR_MX,
    ("government_id", "en"): GOV_EN, ("government_id", "zh"): GOV_ZH, ("government_id", "mixed"): GOV_MX,
    ("financial", "en"): FIN_EN, ("financial", "zh"): FIN_ZH, ("financial", "mixed"): FIN_MX,
    ("person_name", "en"): NAME_EN, ("person_name", "zh"): NAME_ZH, ("person_name", "mixed"): NAME_MX,
    ("username", "en"): USER_EN, ("username", "zh"): USER_ZH, ("username", "mixed"): USER_MX,
    ("home_path", "en"): HP_EN, ("home_path", "zh"): HP_ZH, ("home_path", "mixed"): HP_MX,
    ("schedule", "en"): SCHED_EN, ("schedule", "zh"): SCHED_ZH, ("schedule", "mixed"): SCHED_MX,
    ("geo", "en"): GEO_EN, ("geo", "zh"): GEO_ZH, ("geo", "mixed"): GEO_MX,
}

# multi-line code / structured records read oddly inside chat shells
_NO_SHELL_CATS = ("secret", "home_path")


def _fakers() -> dict[str, Faker]:
    return {loc: Faker(loc) for loc in ("en_US", "en_GB", "zh_CN")}


def _build_cell(cat: str, lang: str, fakers, track: list | None = None) -> list[Sample]:
    idx = CATEGORIES.index(cat) * len(LANGS) + LANGS.index(lang)
    seed = BASE_SEED + idx
    c = Ctx(seed, fakers)
    temps = TEMPLATES[(cat, lang)]
    order = list(range(len(temps)))
    out: list[Sample] = []
    seen: dict[str, int] = {}
    i = 0
    while len(out) < PER_CELL:
        if i % len(order) == 0:
            c.r.shuffle(order)
        ti = order[i % len(order)]
        i += 1
        for _attempt in range(40):
            marked = temps[ti](c)
            if cat not in _NO_SHELL_CATS and c.p(0.22):
                marked = _shell(c, lang, marked)
            text, s, e = _finalize(marked)
            val = text[s:e]
            if not val.strip() or text in seen or text.count(val) != 1:
                continue
            seen[text] = 1
            out.append(Sample(text, cat, lang, s, e))
            if track is not None:
                track.append(ti)
            break
        if i > PER_CELL * 20:
            raise RuntimeError(f"cannot fill cell {cat}/{lang}")
    return out


def samples() -> list[Sample]:
    fakers = _fakers()
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            out.extend(_build_cell(cat, lang, fakers))
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    fakers = _fakers()
    pools = {"en": BEN_EN, "zh": BEN_ZH, "mixed": BEN_MX}
    out: list[tuple[str, str]] = []
    for li, lang in enumerate(LANGS):
        seed = BENIGN_SEED + li
        c = Ctx(seed, fakers)
        temps = pools[lang]
        order = list(range(len(temps)))
        seen: dict[str, int] = {}
        got = 0
        i = 0
        while got < BENIGN_PER_LANG:
            if i % len(order) == 0:
                c.r.shuffle(order)
            ti = order[i % len(order)]
            i += 1
            for _attempt in range(40):
                text = temps[ti](c)
                if text not in seen:
                    seen[text] = 1
                    out.append((lang, text))
                    got += 1
                    break
            if i > BENIGN_PER_LANG * 20:
                raise RuntimeError(f"cannot fill benign {lang}")
    return out


if __name__ == "__main__":
    import time as _t

    t0 = _t.time()
    ss = samples()
    bb = benign_with_lang()
    print(len(ss), "samples,", len(bb), "benign,", f"{_t.time() - t0:.1f}s")
