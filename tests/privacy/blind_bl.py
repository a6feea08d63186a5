# ruff: noqa
"""Blind evaluation corpus BL: airlines, airports and flight crews.

Domain: crew rosters and pairings, check-in and boarding, lost-baggage claims (PIR),
frequent-flyer accounts, passenger name records (PNR/APIS/DOCS lines), ground-handling
logs and shift handovers, pilots' and cabin crew's chats; in Chinese 航班、值机、机组排班、
行李查询、常旅客, and code-switched English/Chinese ops chatter.

Styles: chat messages with typos and no punctuation, voice dictation, system logs, CSV
exports, JSON/YAML/.env configs, HTTP requests, stack traces, e-mails, forms, OCR-ish scans
of paper forms and sticky notes, PNR displays and SSR lines, MRZ lines, crew bid notes.
Values are planted at the start, middle and end of texts, with and without cue words.

Labelling choices: address = the street part below city level (US/UK: house number, street
and unit; Chinese: road + number + compound/building/room, the district is left outside);
home_path = the user-name segment of the path; schedule = the clock time of a personal
routine; username = the handle without a leading "@"; geo what3words = the three words
without the leading "///".

Blind statement: written without reading the gate's source, its tests, other corpora or any
project documentation other than tests/privacy/blind_common.py and the brief. The gate was
not run while writing it.

Seeds: BASE_SEED = 20260415 (cell c = category index * 3 + language index uses
random.Random(BASE_SEED + c)), OFF = 10200 (Faker en_US / en_GB / zh_CN re-seeded per cell
with OFF+1 / OFF+2 / OFF+3 plus the cell seed), BENIGN_SEED = 93615 (benign language i uses
random.Random(BENIGN_SEED + i)).
"""

from __future__ import annotations

import base64
import json
import os
import random
import re
import string
import sys
import uuid

try:
    from .blind_common import CATEGORIES, LANGS, Sample
except ImportError:  # running as a script
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

from faker import Faker

BASE_SEED = 20260415
OFF = 10200
BENIGN_SEED = 93615
PER_CELL = 250
BENIGN_PER_LANG = 400

UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
DIG = string.digits
ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"


def rs(r, n, alphabet=ALNUM):
    return "".join(r.choice(alphabet) for _ in range(n))


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


# ----------------------------------------------------------------------------- checksums


def luhn_digit(partial: str) -> str:
    s = 0
    for i, ch in enumerate(reversed(partial)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def luhn_ok(num: str) -> bool:
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def _iban_num(s: str) -> int:
    return int("".join(str(int(ch, 36)) for ch in s))


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    return _iban_num(s[4:] + s[:4]) % 97 == 1


_CNID_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def cnid_check(first17: str) -> str:
    return "10X98765432"[sum(int(a) * b for a, b in zip(first17, _CNID_W)) % 11]


def cnid_ok(v: str) -> bool:
    return bool(re.fullmatch(r"\d{17}[\dX]", v)) and cnid_check(v[:17]) == v[17]


def mrz_check(s: str) -> str:
    w = (7, 3, 1)
    tot = 0
    for i, ch in enumerate(s):
        if ch.isdigit():
            val = int(ch)
        elif ch.isalpha():
            val = ord(ch.upper()) - 55
        else:
            val = 0
        tot += val * w[i % 3]
    return str(tot % 10)


_VH_D = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 2, 3, 4, 0, 6, 7, 8, 9, 5), (2, 3, 4, 0, 1, 7, 8, 9, 5, 6),
    (3, 4, 0, 1, 2, 8, 9, 5, 6, 7), (4, 0, 1, 2, 3, 9, 5, 6, 7, 8), (5, 9, 8, 7, 6, 0, 4, 3, 2, 1),
    (6, 5, 9, 8, 7, 1, 0, 4, 3, 2), (7, 6, 5, 9, 8, 2, 1, 0, 4, 3), (8, 7, 6, 5, 9, 3, 2, 1, 0, 4),
    (9, 8, 7, 6, 5, 4, 3, 2, 1, 0),
)
_VH_P = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 5, 7, 6, 2, 8, 3, 0, 9, 4), (5, 8, 0, 3, 7, 9, 6, 1, 4, 2),
    (8, 9, 1, 6, 0, 4, 3, 5, 2, 7), (9, 4, 5, 3, 1, 2, 6, 8, 7, 0), (4, 2, 8, 6, 5, 7, 3, 9, 0, 1),
    (2, 7, 9, 3, 8, 0, 6, 4, 1, 5), (7, 0, 4, 6, 9, 1, 3, 2, 5, 8),
)
_VH_INV = (0, 4, 3, 2, 1, 5, 6, 7, 8, 9)


def verhoeff_digit(num: str) -> str:
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VH_D[c][_VH_P[(i + 1) % 8][int(ch)]]
    return str(_VH_INV[c])


def verhoeff_ok(num: str) -> bool:
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VH_D[c][_VH_P[i % 8][int(ch)]]
    return c == 0


def aba_ok(n: str) -> bool:
    d = [int(x) for x in n]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0


def nric_check(prefix: str, digits7: str) -> str:
    w = (2, 7, 6, 5, 4, 3, 2)
    s = sum(int(a) * b for a, b in zip(digits7, w)) + (4 if prefix in "TG" else 0)
    return ("JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK")[s % 11]


def hkid_check(letter: str, digits6: str) -> str:
    s = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(d) * w for d, w in zip(digits6, (7, 6, 5, 4, 3, 2)))
    c = (11 - s % 11) % 11
    return "A" if c == 10 else str(c)


_TW_CODE = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36)))


def twid_ok(v: str) -> bool:
    n = _TW_CODE[v[0]]
    digits = [n // 10, n % 10] + [int(x) for x in v[1:]]
    w = (1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1)
    return sum(a * b for a, b in zip(digits, w)) % 10 == 0


# ----------------------------------------------------------------------------- geo encoders

_OLC = "23456789CFGHJMPQRVWX"


def plus_code(lat: float, lng: float) -> str:
    lat = min(max(lat + 90.0, 0.0), 179.999999)
    lng = (lng + 180.0) % 360.0
    code = ""
    res = 20.0
    for i in range(5):
        dl = int(lat // res)
        dg = int(lng // res)
        lat -= dl * res
        lng -= dg * res
        code += _OLC[dl] + _OLC[dg]
        res /= 20.0
        if i == 3:
            code += "+"
    return code


_GH = "0123456789bcdefghjkmnpqrstuvwxyz"


def geohash(lat: float, lng: float, prec: int) -> str:
    la, lo = [-90.0, 90.0], [-180.0, 180.0]
    bits, bit, ch, even, out = [16, 8, 4, 2, 1], 0, 0, True, ""
    while len(out) < prec:
        rng = lo if even else la
        val = lng if even else lat
        mid = (rng[0] + rng[1]) / 2
        if val > mid:
            ch |= bits[bit]
            rng[0] = mid
        else:
            rng[1] = mid
        even = not even
        if bit < 4:
            bit += 1
        else:
            out += _GH[ch]
            bit, ch = 0, 0
    return out


# ----------------------------------------------------------------------------- domain data

AIRLINES = ["CA", "MU", "CZ", "HU", "3U", "ZH", "MF", "HO", "BA", "VS", "UA", "DL", "AA", "AS",
            "B6", "LH", "AF", "KL", "EK", "QR", "SQ", "CX", "QF", "NH", "JL", "AC", "KE", "TK"]
AIRPORTS = {
    "PEK": "ZBAA", "PKX": "ZBAD", "PVG": "ZSPD", "SHA": "ZSSS", "CAN": "ZGGG", "SZX": "ZGSZ",
    "CTU": "ZUUU", "TFU": "ZUTF", "CKG": "ZUCK", "KMG": "ZPPP", "XIY": "ZLXY", "HGH": "ZSHC",
    "WUH": "ZHHH", "XMN": "ZSAM", "TAO": "ZSQD", "SYX": "ZJSY", "HKG": "VHHH", "TPE": "RCTP",
    "LHR": "EGLL", "LGW": "EGKK", "MAN": "EGCC", "EDI": "EGPH", "JFK": "KJFK", "EWR": "KEWR",
    "LAX": "KLAX", "SFO": "KSFO", "ORD": "KORD", "SEA": "KSEA", "DFW": "KDFW", "ATL": "KATL",
    "BOS": "KBOS", "DEN": "KDEN", "SIN": "WSSS", "NRT": "RJAA", "HND": "RJTT", "ICN": "RKSI",
    "DXB": "OMDB", "DOH": "OTHH", "FRA": "EDDF", "MUC": "EDDM", "CDG": "LFPG", "AMS": "EHAM",
    "SYD": "YSSY", "YVR": "CYVR",
}
APTS = list(AIRPORTS)
CITIES_EN = ["Beijing", "Shanghai", "Guangzhou", "Chengdu", "London", "Manchester", "New York",
             "Chicago", "Seattle", "Dallas", "Atlanta", "Denver", "Frankfurt", "Paris", "Amsterdam",
             "Singapore", "Hong Kong", "Tokyo", "Seoul", "Dubai", "Sydney", "Vancouver", "Munich"]
CITIES_ZH = ["北京", "上海", "广州", "深圳", "成都", "重庆", "昆明", "西安", "杭州", "武汉", "厦门",
             "青岛", "三亚", "南京", "长沙", "沈阳", "哈尔滨", "乌鲁木齐", "大连", "天津", "海口",
             "贵阳", "兰州", "拉萨", "郑州", "福州"]
AIRCRAFT = ["A320neo", "A321", "A321neo", "A330-300", "A350-900", "A350-1000", "B737-800",
            "B737 MAX 8", "B787-9", "B777-300ER", "C919", "ARJ21-700", "E190", "A380-800"]
HOTELS_EN = ["Crowne Plaza", "Hilton Garden Inn", "Holiday Inn Express", "Courtyard by Marriott",
             "Novotel", "Sheraton", "Hyatt Place", "Radisson Blu", "Premier Inn", "Pullman"]
HOTELS_ZH = ["全季酒店", "亚朵酒店", "汉庭酒店", "希尔顿欢朋", "锦江之星", "维也纳酒店", "机场宾馆",
             "丽枫酒店", "桔子酒店"]
HOSTS = ["ops.skylinkair.com", "crew.meridian-airways.net", "internal.jadeair.cn",
         "svc.northwind-air.co.uk", "ops.pacificcrest.aero", "it.bluehorizon-air.com"]

# US: (city, state, zip prefix) -- real cities, generated zips
US_CITIES = [("Chicago", "IL", "606"), ("Naperville", "IL", "605"), ("Seattle", "WA", "981"),
             ("Renton", "WA", "980"), ("Denver", "CO", "802"), ("Aurora", "CO", "800"),
             ("Dallas", "TX", "752"), ("Irving", "TX", "750"), ("Atlanta", "GA", "303"),
             ("College Park", "GA", "303"), ("Queens", "NY", "114"), ("Brooklyn", "NY", "112"),
             ("Jersey City", "NJ", "073"), ("Newark", "NJ", "071"), ("San Mateo", "CA", "944"),
             ("Daly City", "CA", "940"), ("Inglewood", "CA", "903"), ("Torrance", "CA", "905"),
             ("Boston", "MA", "021"), ("Revere", "MA", "021"), ("Miami", "FL", "331"),
             ("Orlando", "FL", "328"), ("Phoenix", "AZ", "850"), ("Minneapolis", "MN", "554")]
US_STREETS = ["Maple", "Oak", "Cedar", "Elm", "Pine", "Walnut", "Highland", "Lincoln", "Washington",
              "Jefferson", "Madison", "Lake", "Hillcrest", "Sunset", "Park", "Ridge", "Meadow",
              "Willow", "Chestnut", "Franklin", "Grant", "Prospect", "Spring", "Orchard", "Halsted",
              "Belmont", "Cherokee", "Sheridan", "Magnolia", "Dogwood", "Aspen", "Juniper"]
US_SUFFIX = ["St", "Street", "Ave", "Avenue", "Blvd", "Rd", "Road", "Dr", "Drive", "Ln", "Lane",
             "Ct", "Court", "Way", "Pl", "Terrace", "Pkwy", "Circle"]
UK_TOWNS = [("Crawley", "RH10"), ("Crawley", "RH11"), ("Horley", "RH6"), ("Hounslow", "TW4"),
            ("Hounslow", "TW3"), ("West Drayton", "UB7"), ("Staines-upon-Thames", "TW18"),
            ("Slough", "SL1"), ("Reading", "RG1"), ("Manchester", "M22"), ("Stockport", "SK4"),
            ("Wilmslow", "SK9"), ("London", "SW11"), ("London", "E14"), ("London", "N16"),
            ("London", "SE15"), ("Bristol", "BS8"), ("Edinburgh", "EH6"), ("Glasgow", "G12"),
            ("Leeds", "LS6"), ("Croydon", "CR0"), ("Windsor", "SL4"), ("Guildford", "GU1")]
UK_SUFFIX = ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Gardens", "Way",
             "Grove", "Terrace", "Place", "Mews", "Rise", "Walk"]
UK_STREETS = ["Kingsley", "Victoria", "Albert", "Windsor", "Station", "Church", "Park", "Mill",
              "Manor", "Queens", "Brook", "Chestnut", "Beech", "Holly", "Orchard", "Meadow",
              "Rectory", "Southgate", "Ifield", "Gatwick", "Balcombe", "Cedar", "Lavender",
              "Wellington", "Nelson", "Stanley", "Clarence", "Heath", "Fernhill", "Woodside"]

CN_ADDR = {
    "北京": ("北京市", ["朝阳区", "海淀区", "东城区", "西城区", "丰台区", "顺义区", "大兴区", "昌平区"],
           ["建国路", "朝阳北路", "望京西路", "学院路", "中关村大街", "知春路", "安立路", "北苑路",
            "天通苑北街", "西直门外大街", "广渠路", "双井东路", "裕民大街", "黄村西大街"]),
    "上海": ("上海市", ["浦东新区", "徐汇区", "长宁区", "闵行区", "静安区", "普陀区", "杨浦区", "虹口区"],
           ["南京西路", "中山北路", "虹桥路", "漕溪北路", "张杨路", "延安西路", "武宁路", "共和新路",
            "控江路", "吴中路", "沪闵路", "川沙路", "龙阳路", "天山路"]),
    "广州": ("广东省广州市", ["天河区", "越秀区", "海珠区", "白云区", "番禺区"],
           ["天河路", "体育东路", "中山五路", "江南大道中", "机场路", "广州大道北", "黄埔大道西",
            "新港中路", "鹤龙一路"]),
    "深圳": ("广东省深圳市", ["南山区", "福田区", "宝安区", "罗湖区", "龙华区"],
           ["科技园南路", "深南大道", "宝安大道", "莲花路", "梅林路", "民治大道", "宝民一路", "创业二路"]),
    "成都": ("四川省成都市", ["武侯区", "锦江区", "青羊区", "高新区", "双流区"],
           ["天府大道北段", "人民南路四段", "红星路三段", "蜀汉路", "航空港大道", "科华北路", "玉林南路",
            "棠湖西路"]),
    "杭州": ("浙江省杭州市", ["西湖区", "拱墅区", "上城区", "滨江区", "萧山区"],
           ["文三路", "教工路", "延安路", "江南大道", "钱江路", "保税大道"]),
    "西安": ("陕西省西安市", ["雁塔区", "碑林区", "未央区", "长安区"],
           ["小寨西路", "长安南路", "凤城八路", "科技路", "含光路"]),
    "武汉": ("湖北省武汉市", ["武昌区", "洪山区", "江汉区", "汉阳区", "黄陂区"],
           ["中南路", "珞喻路", "解放大道", "建设大道", "汉阳大道", "发展大道"]),
    "重庆": ("重庆市", ["渝中区", "江北区", "渝北区", "南岸区"],
           ["民族路", "建新北路", "金开大道", "南坪正街", "双龙大道"]),
    "昆明": ("云南省昆明市", ["五华区", "盘龙区", "官渡区", "西山区"],
           ["东风西路", "北京路", "春城路", "滇池路", "白塔路"]),
    "厦门": ("福建省厦门市", ["思明区", "湖里区", "集美区"],
           ["湖滨南路", "厦禾路", "嘉禾路", "禾祥西路", "湖里大道"]),
    "青岛": ("山东省青岛市", ["市南区", "市北区", "崂山区", "李沧区"],
           ["香港中路", "延安三路", "辽阳西路", "海尔路"]),
}
CN_XIAOQU = ["阳光花园", "翠湖天地", "金地格林小镇", "城市花园", "碧水云天", "香槟国际", "春江郦城",
             "二十四城", "世纪城", "望京花园", "锦绣江南", "滨江花园", "绿洲家园", "山水家园",
             "玖樟台", "航空新村", "蓝天家园", "机场生活区", "东方明珠苑", "幸福里"]
CN_POST = {"北京": "100", "上海": "200", "广州": "510", "深圳": "518", "成都": "610", "杭州": "310",
           "西安": "710", "武汉": "430", "重庆": "400", "昆明": "650", "厦门": "361", "青岛": "266"}

# residential neighbourhood centres (not airports)
GEO_EN = [(51.4613, -0.1156), (51.5390, -0.1426), (51.1187, -0.1872), (51.4700, -0.3600),
          (53.4430, -2.2770), (55.9597, -3.1893), (41.9214, -87.6513), (47.6615, -122.3126),
          (40.6782, -73.9442), (32.8140, -96.7930), (33.7490, -84.3880), (39.7392, -104.9903),
          (37.5630, -122.3255), (42.3601, -71.0589), (49.2827, -123.1207), (-33.8915, 151.2767)]
GEO_ZH = [(39.9950, 116.4700), (39.9289, 116.3883), (40.0700, 116.3300), (31.2040, 121.4400),
          (31.2300, 121.5300), (23.1290, 113.3300), (22.5400, 113.9500), (30.6300, 104.0400),
          (30.2700, 120.1300), (34.2300, 108.9400), (30.5400, 114.3500), (29.5600, 106.5700),
          (25.0400, 102.7100), (24.4800, 118.1000), (36.0700, 120.3800), (39.7600, 116.3400)]

PY_SUR = ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou", "Xu", "Sun",
          "Ma", "Zhu", "Hu", "Guo", "He", "Gao", "Lin", "Luo", "Zheng", "Liang", "Xie", "Song",
          "Tang", "Han", "Feng", "Deng", "Cao", "Peng", "Zeng", "Xiao", "Tian", "Dong", "Pan",
          "Yuan", "Cai", "Jiang", "Yu", "Du", "Ye", "Cheng", "Wei", "Su", "Lu", "Ding", "Ren",
          "Shen", "Yao", "Jin", "Fu", "Qian", "Fan", "Fang", "Shi", "Tan", "Liao", "Zou", "Xiong",
          "Qiu", "Hou", "Bai", "Kong", "Meng", "Qin"]
PY_GIVEN = ["Wei", "Fang", "Min", "Jing", "Qiang", "Lei", "Jun", "Yong", "Yan", "Jie", "Juan", "Tao",
            "Chao", "Xiuying", "Xia", "Ping", "Gang", "Hui", "Hao", "Xin", "Ting", "Jia", "Peng",
            "Hong", "Kai", "Rui", "Xuan", "Zihan", "Yuxuan", "Haoran", "Ziyi", "Xinyi", "Jiahui",
            "Mengyao", "Siyu", "Yutong", "Zhiqiang", "Jianguo", "Xiaoming", "Lihua", "Shuang",
            "Lingling", "Wenjie", "Junjie", "Yifan", "Zhiwei", "Xiaoyu", "Meiling", "Chunyan",
            "Guoqiang", "Haiyan", "Dandan", "Tingting", "Yuhang", "Zixuan", "Ruoxi", "Mingyu",
            "Qian", "Yue", "Shanshan", "Jianhua", "Xiaolong", "Yuqing", "Wenting", "Kexin"]
EN_GIVEN_CN = ["Kevin", "Grace", "Tony", "Vivian", "Eric", "Cindy", "Jason", "Annie", "Leo", "Coco",
               "Jack", "Sunny", "Daisy", "Frank", "Helen", "Ivy", "Allen", "Bella", "Echo", "Ryan"]
FAMOUS = {"Yao Ming", "Li Na", "Liu Yang", "Yang Liwei", "Wang Fei", "Jackie Chan", "Michael Jordan",
          "George Washington", "John Lennon", "Paul Walker", "James Brown", "Tom Hanks", "Amy Adams",
          "姚明", "李娜", "刘洋", "杨利伟", "王菲", "刘翔", "李宁", "马云", "成龙", "周杰伦", "刘德华",
          "张艺谋", "王俊凯", "朱婷", "郎平", "孙杨", "刘传健", "吴光辉", "冯如"}

AV_WORDS = ["Runway", "Tarmac", "Hangar", "Boeing", "Airbus", "Cabin", "Pilot", "Skyline", "Contrail",
            "Jetstream", "Vector", "Flaps", "Rotate", "Cruise", "Altitude", "Pushback", "Taxiway",
            "Galley", "Purser", "Layover", "Redeye", "Aileron", "Rudder", "Horizon", "Falcon",
            "Condor", "Albatross", "Osprey", "Kestrel", "Nimbus", "Cirrus", "Heading", "Glide"]
WORDS = ["sunset", "maple", "coffee", "tiger", "panda", "orange", "ocean", "summer", "winter", "river",
         "dragon", "lucky", "happy", "rocket", "violet", "bamboo", "koala", "pepper", "cactus",
         "marble", "lantern", "purple", "copper", "harbor", "meadow", "thunder", "velvet", "pickle",
         "walrus", "saffron", "granite", "biscuit", "comet", "falcon", "noodle", "pebble", "zephyr"]
PY_WORDS = ["xiaoyu", "xiaomei", "lele", "doudou", "tiantian", "feifei", "huahua", "xingxing",
            "yueliang", "taiyang", "pingan", "kuaile", "xiaobai", "mimi", "qiqi", "dabao", "xiaolu"]


# ----------------------------------------------------------------------------- context fields

_FIELD = re.compile(r"\{([a-z][a-z0-9_]*)\}")
_MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def _ascii(s: str) -> str:
    return re.sub(r"[^A-Za-z]", "", s)


class G:
    """Per-cell generation context: rng, Faker instances and lazily cached text fields."""

    def __init__(self, r, us, gb, zh, lang):
        self.r, self.us, self.gb, self.zh, self.lang = r, us, gb, zh, lang
        self.cache = {}

    def get(self, name):
        if name in self.cache:
            return self.cache[name]
        fn = getattr(self, "f_" + name.rstrip("0123456789"), None)
        if fn is None:
            return None
        v = fn()
        self.cache[name] = v
        return v

    # --- people helpers (not fields)
    def en_first(self):
        f = self.r.choice([self.us, self.gb])
        return _ascii(f.first_name()) or "Sam"

    def en_last(self):
        f = self.r.choice([self.us, self.gb])
        return _ascii(f.last_name()) or "Walsh"

    # --- fields
    def f_al(self):
        return self.r.choice(AIRLINES)

    def f_flt(self):
        al = self.get("al") if self.r.random() < 0.5 else self.r.choice(AIRLINES)
        return f"{al}{self.r.randint(11, 9899)}"

    def f_apt(self):
        return self.r.choice(APTS)

    def f_apt_lc(self):
        return self.get("apt").lower()

    def f_icao(self):
        return AIRPORTS[self.get("apt")]

    def f_city(self):
        return self.r.choice(CITIES_EN)

    def f_city_zh(self):
        return self.r.choice(CITIES_ZH)

    def f_date(self):
        return f"{self.r.randint(1, 28):02d}{self.r.choice(_MONTHS)}"

    def f_date_iso(self):
        return f"2026-{self.r.randint(1, 12):02d}-{self.r.randint(1, 28):02d}"

    def f_date_zh(self):
        return f"{self.r.randint(1, 12)}月{self.r.randint(1, 28)}日"

    def f_date_num(self):
        return f"2026{self.r.randint(1, 12):02d}{self.r.randint(1, 28):02d}"

    def f_ts(self):
        r = self.r
        return f"2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z"

    def f_t(self):
        return f"{self.r.randint(5, 23):02d}:{self.r.choice(range(0, 60, 5)):02d}"

    def f_gate(self):
        return f"{self.r.choice('ABCDEKLM')}{self.r.randint(1, 68)}"

    def f_seat(self):
        return f"{self.r.randint(1, 58)}{self.r.choice('ABCDEFHJK')}"

    def f_row(self):
        return str(self.r.randint(10, 45))

    def f_reg(self):
        r = self.r
        k = r.random()
        if k < 0.45:
            p = r.choice(["30", "32", "1", "5", "6", "8", "20", "91", "65"])
            return "B-" + p + rs(r, 4 - len(p), "ABCDEFGHJKLMNPQRSTUVWXYZ" + DIG)
        if k < 0.7:
            return "G-" + rs(r, 4, UPPER)
        return f"N{r.randint(100, 999)}{rs(r, 2, UPPER)}"

    def f_ac(self):
        return self.r.choice(AIRCRAFT)

    def f_pair(self):
        return f"{self.r.choice(['P', 'T', 'PR', ''])}{self.r.randint(1000, 8999)}"

    def f_n(self):
        return str(self.r.randint(2, 59))

    def f_nk(self):
        return str(self.r.randint(1000, 9999))

    def f_nm(self):
        return str(self.r.randint(10000, 99999))

    def f_ver(self):
        r = self.r
        return f"{r.choice(['v', ''])}{r.randint(1, 9)}.{r.randint(0, 24)}.{r.randint(0, 12)}"

    def f_uuid(self):
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    def f_sha(self):
        return rs(self.r, 7, HEX)

    def f_sha_full(self):
        return rs(self.r, 40, HEX)

    def f_sha_sum(self):
        return rs(self.r, 64, HEX)

    def f_host(self):
        return self.r.choice(HOSTS)

    def f_hotel(self):
        return self.r.choice(HOTELS_EN)

    def f_hotel_zh(self):
        return self.r.choice(HOTELS_ZH)

    def f_routing(self):
        r = self.r
        while True:
            p = r.choice(["011", "021", "026", "031", "044", "053", "061", "071", "081", "091", "101",
                          "111", "121", "122", "125"]) + rs(r, 5, DIG)
            for d in DIG:
                if aba_ok(p + d):
                    return p + d

    def f_sortcode(self):
        r = self.r
        return f"{r.choice(['20', '30', '40', '60', '77', '09', '11', '16', '23', '83'])}-{r.randint(0, 99):02d}-{r.randint(0, 99):02d}"

    def f_us_csz(self):
        c, st, z = self.r.choice(US_CITIES)
        return f"{c}, {st} {z}{self.r.randint(0, 99):02d}"

    def f_us_city(self):
        return self.r.choice(US_CITIES)[0]

    def f_uk_town(self):
        t, out = self.r.choice(UK_TOWNS)
        self.cache["uk_out"] = out
        return t

    def f_uk_pc(self):
        if "uk_out" not in self.cache:
            self.get("uk_town")
        return f"{self.cache['uk_out']} {self.r.randint(1, 9)}{rs(self.r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"

    def f_city_cn(self):  # city for a Chinese address
        return self.r.choice(list(CN_ADDR))

    def f_district(self):
        return self.r.choice(CN_ADDR[self.get("city_cn")][1])

    def f_prov_city(self):
        return CN_ADDR[self.get("city_cn")][0]

    def f_dob(self):
        return f"{self.r.randint(1, 28):02d}{self.r.choice(_MONTHS)}{self.r.randint(60, 99):02d}"

    def f_exp(self):
        return f"{self.r.randint(1, 28):02d}{self.r.choice(_MONTHS)}{self.r.randint(27, 35):02d}"

    def f_pax_en(self):
        return f"{self.en_last().upper()}/{self.en_first().upper()}"

    def f_pax_py(self):
        return f"{self.r.choice(PY_SUR).upper()}/{self.r.choice(PY_GIVEN).upper()}"

    def f_sex(self):
        return self.r.choice("MF")

    def f_price(self):
        return f"{self.r.randint(39, 2999)}"

    def f_mm(self):
        return f"{self.r.choice(range(0, 60, 5)):02d}"


# ----------------------------------------------------------------------------- value generators
# --- secret


def _jwt(g):
    r = g.r
    alg = r.choice(["HS256", "HS256", "RS256"])
    head = _b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    iat = r.randint(1767225600, 1798761600)
    payload = r.choice([
        {"sub": f"crew-{r.randint(10000, 99999)}", "scope": "roster:read", "iat": iat, "exp": iat + 3600},
        {"sub": str(r.randint(100000, 999999)), "role": "gate_agent", "stn": r.choice(APTS), "iat": iat},
        {"uid": r.randint(1000, 99999), "ffp_tier": r.choice(["silver", "gold", "platinum"]), "iat": iat, "exp": iat + 7200},
        {"iss": "https://auth.crewapp.example", "aud": "efb", "sub": rs(r, 12, LOWER + DIG), "iat": iat},
    ])
    body = _b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = rs(r, 43 if alg == "HS256" else 342, URLSAFE)
    return f"{head}.{body}.{sig}"


def _pem(g):
    r = g.r
    kind = r.choice(["RSA", "RSA", "OPENSSH", "EC", "PKCS8"])
    if kind == "RSA":
        body = "MIIEpAIBAAKCAQEA" + base64.b64encode(r.randbytes(r.randint(700, 1100))).decode()
        tag = "RSA PRIVATE KEY"
    elif kind == "OPENSSH":
        body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + base64.b64encode(r.randbytes(r.randint(250, 330))).decode()
        tag = "OPENSSH PRIVATE KEY"
    elif kind == "EC":
        body = "MHcCAQEEI" + base64.b64encode(r.randbytes(110)).decode()
        tag = "EC PRIVATE KEY"
    else:
        body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + base64.b64encode(r.randbytes(r.randint(700, 1000))).decode()
        tag = "PRIVATE KEY"
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {tag}-----\n" + "\n".join(lines) + f"\n-----END {tag}-----"


def _urlpw(g):
    r = g.r
    k = r.random()
    if k < 0.5:
        return rs(r, r.randint(16, 28), ALNUM)
    if k < 0.8:
        return rs(r, r.randint(8, 12), ALNUM) + r.choice(["-", "_", "~", "."]) + rs(r, r.randint(6, 10), ALNUM)
    return r.choice(AV_WORDS) + r.choice(["_", "-", ""]) + rs(r, r.randint(6, 12), ALNUM)


SECRET = {
    "aws_id": lambda g: g.r.choice(["AKIA", "AKIA", "AKIA", "ASIA"]) + rs(g.r, 16, UPPER + "234567"),
    "aws_sk": lambda g: rs(g.r, 40, B64),
    "ghp": lambda g: "ghp_" + rs(g.r, 36),
    "ghpat": lambda g: "github_pat_11" + rs(g.r, 20, UPPER + DIG) + "_" + rs(g.r, 59),
    "slack": lambda g: (
        f"xoxb-{g.r.randint(10**9, 10**12)}-{g.r.randint(10**11, 10**13)}-{rs(g.r, 24)}"
        if g.r.random() < 0.7
        else f"xoxp-{g.r.randint(10**9, 10**12)}-{g.r.randint(10**9, 10**12)}-{g.r.randint(10**11, 10**13)}-{rs(g.r, 32, HEX)}"
    ),
    "openai": lambda g: g.r.choice([
        lambda: "sk-proj-" + rs(g.r, 74, URLSAFE) + "T3BlbkFJ" + rs(g.r, 74, URLSAFE),
        lambda: "sk-" + rs(g.r, 20) + "T3BlbkFJ" + rs(g.r, 20),
        lambda: "sk-proj-" + rs(g.r, 48, ALNUM),
    ])(),
    "anthropic": lambda g: "sk-ant-api03-" + rs(g.r, 93, URLSAFE) + "AA",
    "stripe": lambda g: g.r.choice(["sk_live_", "sk_live_", "rk_live_"]) + rs(g.r, g.r.choice([24, 99])),
    "google": lambda g: "AIzaSy" + rs(g.r, 33, URLSAFE),
    "hf": lambda g: "hf_" + rs(g.r, 34, string.ascii_letters),
    "sendgrid": lambda g: "SG." + rs(g.r, 22, URLSAFE) + "." + rs(g.r, 43, URLSAFE),
    "telegram": lambda g: f"{g.r.randint(10**8, 8 * 10**9)}:AA" + rs(g.r, 33, URLSAFE),
    "jwt": _jwt,
    "pem": _pem,
    "urlpw": _urlpw,
    "hex": lambda g: rs(g.r, g.r.choice([32, 40, 48, 64]), HEX),
    "b64": lambda g: base64.b64encode(g.r.randbytes(g.r.choice([24, 32, 48]))).decode().rstrip("=") if g.r.random() < 0.5 else rs(g.r, g.r.choice([32, 40, 44]), ALNUM),
    "azure": lambda g: base64.b64encode(g.r.randbytes(64)).decode(),
    "glpat": lambda g: "glpat-" + rs(g.r, 20, URLSAFE),
    "npm": lambda g: "npm_" + rs(g.r, 36),
    "mailgun": lambda g: "key-" + rs(g.r, 32, HEX),
}

# --- password

_SYMS = "!@#$%^&*?-_+=."


def _pw_strong(g):
    r = g.r
    n = r.randint(10, 16)
    while True:
        s = rs(r, n, ALNUM + _SYMS + _SYMS)
        if any(c.isupper() for c in s) and any(c.islower() for c in s) and any(c.isdigit() for c in s) and any(c in _SYMS for c in s) and s[0] not in "-." and s[-1] not in ".":
            return s


def _pw_words(g):
    r = g.r
    w = r.choice(AV_WORDS)
    if r.random() < 0.35:
        w += r.choice(["", "_", "-"]) + r.choice(WORDS).capitalize()
    return w + r.choice(["", "#", "@", "_", "-", "."]) + str(r.choice([r.randint(1, 99), r.randint(100, 999), r.randint(1990, 2026)])) + r.choice(["!", "$", "#", "?", "", "!!", "*"])


def _pw_words_lc(g):
    r = g.r
    return r.choice(WORDS) + r.choice(WORDS) + str(r.randint(2, 999))


def _pw_wifi(g):
    r = g.r
    k = r.random()
    if k < 0.4:
        return r.choice(WORDS) + str(r.randint(1000, 99999))
    if k < 0.7:
        return r.choice(["Welcome", "Guest", "Stay", "Crew", "Relax", "Sleep"]) + r.choice(AV_WORDS) + str(r.randint(10, 999))
    return rs(r, r.randint(8, 12), LOWER + DIG)


def _pin(n_lo, n_hi):
    def f(g):
        while True:
            n = g.r.randint(n_lo, n_hi)
            v = "".join(g.r.choice(DIG) for _ in range(n))
            if len(set(v)) > 1:
                return v
    return f


def _pw_simple(g):
    r = g.r
    return r.choice(["Welcome", "Summer", "Spring", "Autumn", "Winter", "Passw0rd", "Changeme", "Crew", "Flyer", "Airport", "Qwerty"]) + r.choice(["", "@", "#", "_"]) + str(r.choice([r.randint(2019, 2027), r.randint(1, 99), 123, 1234])) + r.choice(["!", "", "#", "$", "!!"])


def _pw_phrase(g):
    r = g.r
    ws = r.sample(WORDS + [w.lower() for w in AV_WORDS], r.randint(3, 4))
    if r.random() < 0.3:
        ws.insert(r.randint(0, len(ws)), str(r.randint(2, 99)))
    return r.choice(["-", " ", ".", "_"]).join(ws)


def _pw_pinyin(g):
    r = g.r
    k = r.random()
    base = r.choice([r.choice(PY_SUR).lower() + r.choice(PY_GIVEN).lower(), r.choice(PY_WORDS), r.choice(PY_SUR).lower() + r.choice(PY_WORDS)])
    tail = r.choice([str(r.randint(1975, 2005)), f"{r.randint(1, 12):02d}{r.randint(1, 28):02d}", "520", "1314", "5201314", "888", "666", str(r.randint(10, 99)), "123"])
    s = base + tail if k < 0.7 else tail + base
    if r.random() < 0.4:
        s = s[0].upper() + s[1:]
    return s + r.choice(["", "", "!", "@", ".", "#"])


PASSWORD = {
    "strong": _pw_strong, "words": _pw_words, "words_lc": _pw_words_lc, "wifi": _pw_wifi,
    "pin4": _pin(4, 4), "pin6": _pin(5, 6), "simple": _pw_simple, "phrase": _pw_phrase,
    "pinyin": _pw_pinyin,
}

# --- email

MAIL_EN = ["gmail.com", "gmail.com", "outlook.com", "yahoo.com", "hotmail.co.uk", "icloud.com",
           "proton.me", "btinternet.com", "aol.com", "hotmail.com", "me.com", "live.com", "mail.com"]
MAIL_CN = ["qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "139.com", "sohu.com",
           "yeah.net", "aliyun.com", "outlook.com", "gmail.com"]
MAIL_CORP = ["skylinkair.com", "crew.northwind-air.co.uk", "meridian-airways.com", "pacificcrest.aero",
             "jadeair.com.cn", "hsh-handling.com", "bluehorizon-air.com", "silkroute-airlines.cn"]


def _email_en(g):
    r = g.r
    f, l = g.en_first().lower(), g.en_last().lower()
    local = r.choice([f"{f}.{l}", f"{f[0]}{l}", f"{f}{l[0]}", f"{f}_{l}", f"{f}.{l}{r.randint(1, 99)}",
                      f"{f}{r.randint(70, 99)}", f"{l}.{f[0]}", f"{f}.{r.choice(['flies', 'travels', 'avgeek', 'crew'])}",
                      f"{f}{l}{r.randint(1, 999)}", f"{f[0]}.{l}"])
    dom = r.choice(MAIL_CORP) if r.random() < 0.25 else r.choice(MAIL_EN)
    return f"{local}@{dom}"


def _email_cn(g):
    r = g.r
    s, gv = r.choice(PY_SUR).lower(), r.choice(PY_GIVEN).lower()
    k = r.random()
    if k < 0.2:
        return f"{r.randint(10**7, 3 * 10**9)}@qq.com"
    local = r.choice([f"{s}{gv}", f"{s}{gv}{r.randint(1975, 2005)}", f"{s}.{gv}", f"{gv}{s}{r.randint(1, 99)}",
                      f"{s}{gv[0]}{r.randint(100, 9999)}", f"{r.choice(PY_WORDS)}{r.randint(1, 999)}",
                      f"{s}_{gv}", f"{gv}.{s}{r.randint(80, 99)}"])
    dom = r.choice(MAIL_CORP) if r.random() < 0.2 else r.choice(MAIL_CN)
    return f"{local}@{dom}"


def _email_spoken(g):
    r = g.r
    if r.random() < 0.5:
        f, l = g.en_first().lower(), g.en_last().lower()
        return f"{f} dot {l} at {r.choice(['gmail', 'outlook', 'yahoo', 'icloud'])} dot com"
    return f"{r.choice(PY_SUR).lower()}{r.choice(PY_GIVEN).lower()}{r.randint(80, 99)} at {r.choice(['163', 'qq', '126'])} dot com"


EMAIL = {"en": _email_en, "cn": _email_cn, "spoken": _email_spoken,
         "any": lambda g: _email_en(g) if g.r.random() < 0.5 else _email_cn(g)}

# --- phone

US_AREA = ["212", "312", "415", "646", "718", "773", "206", "305", "404", "617", "702", "713", "214",
           "303", "503", "512", "619", "808", "917", "347", "425", "470", "630", "972"]
CN_MOB = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "155",
          "156", "157", "158", "159", "166", "176", "177", "178", "180", "181", "183", "185", "186",
          "187", "188", "189", "191", "198", "199"]


def _ph_us(g):
    r = g.r
    a, e, n = r.choice(US_AREA), f"{r.randint(2, 9)}{r.randint(0, 9)}{r.randint(0, 9)}", f"{r.randint(0, 9999):04d}"
    if e == "555":
        e = "556"
    v = r.choice([f"({a}) {e}-{n}", f"{a}-{e}-{n}", f"{a}.{e}.{n}", f"+1 {a} {e} {n}", f"+1-{a}-{e}-{n}",
                  f"{a}{e}{n}", f"+1 ({a}) {e}-{n}"])
    if r.random() < 0.15:
        v += r.choice([f" ext. {r.randint(10, 9999)}", f" x{r.randint(100, 9999)}", f" ext {r.randint(10, 999)}"])
    return v


def _ph_uk(g):
    r = g.r
    k = r.random()
    if k < 0.65:
        a, b = f"7{r.randint(100, 999)}", f"{r.randint(0, 999999):06d}"
        return r.choice([f"0{a} {b}", f"+44 {a} {b}", f"+44 (0){a} {b[:3]} {b[3:]}", f"0{a}{b}", f"+44{a}{b}"])
    a, b = r.choice([("20", 8), ("161", 7), ("113", 7), ("117", 7), ("131", 7), ("1293", 6), ("1784", 6)])
    d = f"{r.randint(0, 10**b - 1):0{b}d}"
    if b == 8:
        return r.choice([f"0{a} {d[:4]} {d[4:]}", f"+44 {a} {d[:4]} {d[4:]}"])
    return r.choice([f"0{a} {d[:3]} {d[3:]}" if b == 7 else f"0{a} {d}", f"+44 {a} {d}"])


def _ph_cn(g):
    r = g.r
    if r.random() < 0.8:
        p, m = r.choice(CN_MOB), f"{r.randint(0, 99999999):08d}"
        return r.choice([f"{p}{m}", f"{p}{m}", f"{p} {m[:4]} {m[4:]}", f"{p}-{m[:4]}-{m[4:]}", f"+86 {p} {m[:4]} {m[4:]}",
                         f"+86-{p}{m}", f"+86 {p}{m}", f"(+86){p}{m}", f"0086 {p}{m}"])
    ac, n = r.choice([("010", 8), ("021", 8), ("020", 8), ("0755", 8), ("028", 8), ("0571", 8), ("029", 8), ("0871", 7)])
    d = f"{r.randint(2 * 10 ** (n - 1), 10**n - 1)}"
    return r.choice([f"{ac}-{d}", f"{ac}-{d[:4]} {d[4:]}", f"({ac}) {d[:4]} {d[4:]}", f"+86 {ac[1:]} {d}"])


def _ph_intl(g):
    r = g.r
    city, num = r.choice([
        ("Paris", lambda: f"+33 6 {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)}"),
        ("Frankfurt", lambda: f"+49 15{r.randint(1, 9)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}"),
        ("Munich", lambda: f"+49 17{r.randint(0, 9)} {r.randint(100, 999)} {r.randint(1000, 9999)}"),
        ("Singapore", lambda: f"+65 {r.choice('89')}{r.randint(100, 999)} {r.randint(1000, 9999)}"),
        ("Hong Kong", lambda: f"+852 {r.choice('569')}{r.randint(100, 999)} {r.randint(1000, 9999)}"),
        ("Dubai", lambda: f"+971 5{r.choice('02568')} {r.randint(100, 999)} {r.randint(1000, 9999)}"),
        ("Sydney", lambda: f"+61 4{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}"),
        ("Tokyo", lambda: f"+81 90-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}"),
        ("Vancouver", lambda: f"+1 604 {r.randint(200, 999)} {r.randint(1000, 9999)}"),
        ("Seoul", lambda: f"+82 10-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}"),
    ])
    g.cache.setdefault("city", city)
    return num()


def _ph_ctcm(g):  # digits only, as in PNR SSR CTCM lines
    r = g.r
    return r.choice([f"86{r.choice(CN_MOB)}{r.randint(0, 99999999):08d}", f"447{r.randint(100, 999)}{r.randint(0, 999999):06d}",
                     f"1{r.choice(US_AREA)}{r.randint(200, 999)}{r.randint(0, 9999):04d}"])


PHONE = {"us": _ph_us, "uk": _ph_uk, "cn": _ph_cn, "intl": _ph_intl, "ctcm": _ph_ctcm,
         "en": lambda g: g.r.choice([_ph_us, _ph_us, _ph_uk, _ph_uk, _ph_intl])(g),
         "any": lambda g: g.r.choice([_ph_cn, _ph_cn, _ph_us, _ph_uk, _ph_intl])(g)}

# --- address


def _addr_us(g):
    r = g.r
    num = str(r.choice([r.randint(1, 99), r.randint(100, 999), r.randint(1000, 9999), r.randint(10000, 24999)]))
    street = r.choice(US_STREETS + [g.en_last()])
    if r.random() < 0.15:
        street = r.choice(["1st", "2nd", "3rd", "4th", "5th", "12th", "23rd", "41st", "77th"])
    pre = r.choice(["", "", "", "N ", "S ", "E ", "W ", "North ", "West "])
    v = f"{num} {pre}{street} {r.choice(US_SUFFIX)}"
    if r.random() < 0.45:
        v += r.choice([f" Apt {r.randint(1, 40)}{r.choice(['', 'A', 'B', 'C', 'F'])}", f", Apt. {r.randint(101, 2409)}",
                       f" Unit {r.randint(1, 30)}", f" #{r.randint(101, 1808)}", f", Suite {r.randint(100, 500)}"])
    return v


def _addr_uk(g):
    r = g.r
    v = f"{r.randint(1, 240)} {r.choice(UK_STREETS + [g.en_last()])} {r.choice(UK_SUFFIX)}"
    k = r.random()
    if k < 0.3:
        v = f"Flat {r.randint(1, 24)}{r.choice(['', 'A', 'B'])}, " + v
    elif k < 0.4:
        v = f"{r.randint(1, 80)}{r.choice('ab')} {r.choice(UK_STREETS)} {r.choice(UK_SUFFIX)}"
    elif k < 0.5:
        v = f"{r.choice(['Rose', 'Ivy', 'Holly', 'Orchard', 'Willow', 'Meadow'])} Cottage, {r.randint(1, 90)} {r.choice(UK_STREETS)} {r.choice(UK_SUFFIX)}"
    return v


def _addr_cn(g):
    r = g.r
    city = g.get("city_cn")
    road = r.choice(CN_ADDR[city][2])
    n = r.randint(1, 999)
    xq = r.choice(CN_XIAOQU)
    b, u = r.randint(1, 32), r.randint(1, 6)
    room = f"{r.randint(1, 33)}{r.randint(1, 8):02d}"
    return r.choice([
        f"{road}{n}号",
        f"{road}{n}号{xq}{b}号楼{u}单元{room}",
        f"{road}{n}弄{b}号{room}室",
        f"{road}{n}号院{b}号楼{u}单元{room}",
        f"{road}{n}号{xq}{b}栋{room}室",
        f"{road}{n}号{b}栋{u}单元{room}",
        f"{road}{n}号{xq}{b}-{u}-{room}",
    ])


ADDRESS = {"us": _addr_us, "uk": _addr_uk, "cn": _addr_cn,
           "en": lambda g: (_addr_us if g.r.random() < 0.55 else _addr_uk)(g)}

# --- government id

CN_REGION = ["110101", "110105", "110108", "110106", "110113", "110115", "310101", "310104", "310115",
             "310112", "440103", "440106", "440305", "440304", "440306", "510104", "510107", "510116",
             "330106", "330109", "610113", "420106", "420111", "320106", "500103", "500112", "530102",
             "350203", "370202", "210202", "230102", "650102", "460202", "430104", "410105", "130102"]


def _cnid(g, first="reg"):
    r = g.r
    y, m, d = r.randint(1962, 2004), r.randint(1, 12), r.randint(1, 28)
    if first == "reg":
        head = r.choice(CN_REGION)
    else:  # 2023 foreign permanent resident ID: 9 + province + nationality code
        head = "9" + r.choice(["11", "31", "44", "51", "33"]) + r.choice(["840", "826", "392", "410", "276", "250", "036", "124", "702"])
        head = head[:6]
    s17 = f"{head}{y}{m:02d}{d:02d}{r.randint(0, 999):03d}"
    return s17 + cnid_check(s17)


def _ssn(g):
    r = g.r
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    grp, ser = r.randint(1, 99), r.randint(1, 9999)
    return r.choice([f"{a:03d}-{grp:02d}-{ser:04d}", f"{a:03d}-{grp:02d}-{ser:04d}", f"{a:03d} {grp:02d} {ser:04d}", f"{a:03d}{grp:02d}{ser:04d}"])


def _passport(g, country=None):
    r = g.r
    c = country or r.choice(["US", "GB", "CN", "DE", "FR", "IN", "CA", "AU"])
    if c == "US":
        return r.choice([f"{r.choice('56')}{r.randint(0, 99999999):08d}", f"{r.choice('ACEFGHJKLMNPRSTUVWXYZ')}{r.randint(0, 99999999):08d}"])
    if c == "GB":
        return f"{r.randint(1, 5)}{r.randint(0, 99999999):08d}"
    if c == "CN":
        return r.choice([f"E{r.randint(10**7, 10**8 - 1)}", f"E{r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}{r.randint(10**6, 10**7 - 1)}", f"G{r.randint(10**7, 10**8 - 1)}"])
    if c == "DE":
        return "C" + rs(r, 8, "CFGHJKLMNPRTVWXYZ0123456789")
    if c == "FR":
        return f"{r.randint(10, 99)}{rs(r, 2, UPPER)}{r.randint(10000, 99999)}"
    if c == "IN":
        return f"{r.choice('JKLMNPRSTUVWZ')}{r.randint(10**6, 10**7 - 1)}"
    if c == "CA":
        return f"{rs(r, 2, UPPER)}{r.randint(100000, 999999)}"
    return f"{r.choice('NPR')}{r.randint(10**6, 10**7 - 1)}"


def _dl_us(g):
    r = g.r
    return r.choice([
        lambda: f"{r.choice(UPPER)}{r.randint(10**6, 10**7 - 1)}",  # CA
        lambda: f"{r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}",  # NY
        lambda: f"{r.randint(10**7, 10**8 - 1)}",  # TX
        lambda: f"{r.choice(UPPER)}{r.randint(100, 999)}-{r.randint(100, 999)}-{r.randint(10, 99)}-{r.randint(100, 999)}-{r.randint(0, 9)}",  # FL
        lambda: f"{r.choice(UPPER)}{r.randint(100, 999)}-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",  # IL
        lambda: "WDL" + rs(r, 9, UPPER + DIG),  # WA
    ])()


def _dvla(g):
    r = g.r
    sur = _ascii(g.en_last()).upper()[:5].ljust(5, "9")
    y = r.randint(1960, 2002)
    mon = r.randint(1, 12) + (50 if r.random() < 0.5 else 0)
    ini = (_ascii(g.en_first()).upper()[:1] + r.choice(UPPER + "9"))
    return f"{sur}{str(y)[2]}{mon:02d}{r.randint(1, 28):02d}{str(y)[3]}{ini}9{rs(r, 2, UPPER)}"


def _sin(g):
    r = g.r
    p = str(r.choice([1, 2, 3, 4, 5, 6, 7, 9])) + "".join(r.choice(DIG) for _ in range(7))
    v = p + luhn_digit(p)
    return r.choice([f"{v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]}-{v[3:6]}-{v[6:]}", v])


def _nino(g):
    r = g.r
    while True:
        a, b = r.choice("ABCEGHJKLMNPRSTWXYZ"), r.choice("ABCEGHJKLMNPRSTWXYZ".replace("O", ""))
        if a + b not in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}:
            break
    d = f"{r.randint(0, 999999):06d}"
    return r.choice([f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {r.choice('ABCD')}", f"{a}{b}{d}{r.choice('ABCD')}"])


def _aadhaar(g):
    r = g.r
    p = str(r.randint(2, 9)) + "".join(r.choice(DIG) for _ in range(10))
    v = p + verhoeff_digit(p)
    return r.choice([f"{v[:4]} {v[4:8]} {v[8:]}", v, f"{v[:4]}-{v[4:8]}-{v[8:]}"])


def _nric(g):
    r = g.r
    p = r.choice("STST" + "FG")
    d = f"{r.randint(0, 9999999):07d}"
    return p + d + nric_check(p, d)


def _hkid(g):
    r = g.r
    L = r.choice("ACDEGHKMPRVYZ")
    d = f"{r.randint(0, 999999):06d}"
    return f"{L}{d}({hkid_check(L, d)})"


def _twid(g):
    r = g.r
    while True:
        v = r.choice("ABCDEFHJKLMNPQRSTUVXYWZ") + r.choice("12") + f"{r.randint(0, 9999999):07d}"
        for c in DIG:
            if twid_ok(v + c):
                return v + c


GOVID = {
    "ssn": _ssn, "cnid": _cnid, "cnpr": lambda g: _cnid(g, "pr"),
    "pp": _passport, "pp_us": lambda g: _passport(g, "US"), "pp_gb": lambda g: _passport(g, "GB"),
    "pp_cn": lambda g: _passport(g, "CN"), "dl_us": _dl_us, "dvla": _dvla, "sin": _sin, "nino": _nino,
    "aadhaar": _aadhaar, "nric": _nric, "hkid": _hkid, "twid": _twid,
    "ktn": lambda g: g.r.choice([f"98{g.r.randint(0, 9999999):07d}", f"15{g.r.randint(0, 9999999):07d}", f"TT{g.r.randint(0, 9999999):07d}"]),
    "redress": lambda g: f"{g.r.randint(1000000, 2999999)}",
    "faa": lambda g: f"{g.r.randint(1000000, 4999999)}",
    "hkmo": lambda g: g.r.choice([f"C{g.r.randint(10**7, 10**8 - 1)}", f"C{g.r.choice('ABCDEFGHJKLMN')}{g.r.randint(10**6, 10**7 - 1)}"]),
    "tw_compat": lambda g: f"{g.r.randint(10**7, 10**8 - 1)}",
    "huixiang": lambda g: f"{g.r.choice('HM')}{g.r.randint(10**7, 10**8 - 1)}{g.r.choice(['', '', f'{g.r.randint(0, 99):02d}'])}",
}

# --- financial

UP_BINS = ["622202", "622848", "621700", "622588", "623058", "621226", "622700", "621483", "622609",
           "625911", "628258", "621661", "622908", "621799"]


def _card_digits(g, brand=None):
    r = g.r
    brand = brand or r.choice(["visa", "visa", "visa", "mc", "mc", "amex", "unionpay", "jcb", "discover"])
    if brand == "visa":
        p, n = "4" + "".join(r.choice(DIG) for _ in range(5)), 16
    elif brand == "mc":
        p, n = (r.choice(["51", "52", "53", "54", "55"]) if r.random() < 0.7 else str(r.randint(2221, 2720))), 16
    elif brand == "amex":
        p, n = r.choice(["34", "37"]), 15
    elif brand == "unionpay":
        p, n = r.choice(UP_BINS), r.choice([16, 16, 19])
    elif brand == "jcb":
        p, n = str(r.randint(3528, 3589)), 16
    else:
        p, n = "6011", 16
    body = p + "".join(r.choice(DIG) for _ in range(n - 1 - len(p)))
    return body + luhn_digit(body)


def _fmt_card(g, d):
    r = g.r
    if len(d) == 15:
        return r.choice([f"{d[:4]} {d[4:10]} {d[10:]}", d, f"{d[:4]}-{d[4:10]}-{d[10:]}"])
    if len(d) == 19:
        return r.choice([d, f"{d[:4]} {d[4:8]} {d[8:12]} {d[12:16]} {d[16:]}", f"{d[:6]} {d[6:]}"])
    sep = r.choice([" ", " ", "-", ""])
    return sep.join(d[i : i + 4] for i in range(0, 16, 4))


IBAN_BBAN = {
    "GB": lambda r: r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "CITI", "NAIA", "SRLG"]) + rs(r, 14, DIG),
    "DE": lambda r: rs(r, 18, DIG),
    "FR": lambda r: rs(r, 10, DIG) + rs(r, 11, UPPER + DIG * 3) + rs(r, 2, DIG),
    "NL": lambda r: r.choice(["ABNA", "INGB", "RABO", "TRIO", "SNSB", "KNAB"]) + rs(r, 10, DIG),
    "ES": lambda r: rs(r, 20, DIG),
    "IT": lambda r: r.choice(UPPER) + rs(r, 10, DIG) + rs(r, 12, DIG),
    "IE": lambda r: r.choice(["AIBK", "BOFI", "IPBS"]) + rs(r, 14, DIG),
    "CH": lambda r: rs(r, 17, DIG),
    "AE": lambda r: rs(r, 19, DIG),
    "BE": lambda r: rs(r, 12, DIG),
    "AT": lambda r: rs(r, 16, DIG),
}


def _iban(g, country=None):
    r = g.r
    c = country or r.choice(list(IBAN_BBAN))
    bban = IBAN_BBAN[c](r)
    chk = 98 - _iban_num(bban + c + "00") % 97
    v = f"{c}{chk:02d}{bban}"
    if r.random() < 0.55:
        v = " ".join(v[i : i + 4] for i in range(0, len(v), 4))
    return v


FINANCIAL = {
    "card": lambda g: _fmt_card(g, _card_digits(g)),
    "card_cn": lambda g: _fmt_card(g, _card_digits(g, g.r.choice(["unionpay", "unionpay", "visa", "mc"]))),
    "unionpay": lambda g: _fmt_card(g, _card_digits(g, "unionpay")),
    "iban": _iban,
    "acct_us": lambda g: str(g.r.randint(10**7, 10**12 - 1)),
    "acct_uk": lambda g: f"{g.r.randint(10**7, 10**8 - 1)}",
}

# --- person name


def _nm_en(g):
    r = g.r
    f, l = g.en_first(), g.en_last()
    k = r.random()
    if k < 0.6:
        return f"{f} {l}"
    if k < 0.75:
        return f"{f} {r.choice(UPPER)}. {l}"
    if k < 0.85:
        return f"{f} {g.en_first()} {l}"
    return f"{f} {l}-{g.en_last()}"


def _nm_zh(g):
    while True:
        v = g.zh.name()
        if v not in FAMOUS:
            return v


def _nm_py(g):
    r = g.r
    s, gv = r.choice(PY_SUR), r.choice(PY_GIVEN)
    return r.choice([f"{s} {gv}", f"{gv} {s}", f"{r.choice(EN_GIVEN_CN)} {s}", f"{s} {gv}", f"{r.choice(EN_GIVEN_CN)} {gv} {s}"])


PERSON = {
    "en": _nm_en,
    "roster": lambda g: f"{g.en_last().upper()}, {g.en_first()}",
    "pnr": lambda g: f"{g.en_last().upper()}/{g.en_first().upper()}",
    "pnr_py": lambda g: f"{g.r.choice(PY_SUR).upper()}/{g.r.choice(PY_GIVEN).upper()}",
    "zh": _nm_zh,
    "py": _nm_py,
    "initial": lambda g: f"{g.en_first()[0]}. {g.en_last()}",
}

# --- username


def _un_handle(g):
    r = g.r
    f, l = g.en_first().lower(), g.en_last().lower()
    return r.choice([
        f"{f}_{l}", f"{f}.{l}", f"{f}{r.randint(1, 99)}", f"{f[0]}{l}{r.randint(1, 999)}",
        f"{r.choice(AV_WORDS).lower()}_{f}", f"{f}_flies", f"captain_{l}", f"{l}_{r.choice(['a320', 'b737', 'a350', 'b787', 'e190'])}",
        f"{r.choice(['avgeek', 'planespotter', 'crewlife', 'jetlagged', 'layover', 'spotter'])}_{f}{r.randint(1, 99)}",
        f"{f}{l[:3]}_{r.choice(['lhr', 'jfk', 'pvg', 'pek', 'sfo', 'hkg', 'sin', 'lgw', 'ord'])}",
        f"{r.choice(WORDS)}{r.choice(AV_WORDS).lower()}{r.randint(1, 99)}", f"the.{f}.{l}",
    ])


def _un_py(g):
    r = g.r
    s, gv = r.choice(PY_SUR).lower(), r.choice(PY_GIVEN).lower()
    return r.choice([
        f"{s}{gv}{r.randint(1, 99)}", f"{gv}_{r.randint(1980, 2005)}", f"{s}_{gv}", f"{r.choice(PY_WORDS)}_{r.randint(100, 9999)}",
        f"{gv}{s[0]}{r.randint(10, 999)}", f"{r.choice(PY_WORDS)}{r.choice(['fly', 'sky', 'crew', 'air'])}{r.randint(1, 99)}",
        f"{s}{gv[0]}_{r.choice(['a320', 'b737', 'a330', 'c919'])}", f"{r.choice(PY_WORDS)}-{s}",
    ])


USERNAME = {
    "handle": _un_handle,
    "py": _un_py,
    "any": lambda g: (_un_handle if g.r.random() < 0.5 else _un_py)(g),
    "qq": lambda g: str(g.r.randint(10**7, 3 * 10**9)),
}

# --- home path user names


def _hp_en(g):
    r = g.r
    f, l = g.en_first(), g.en_last()
    return r.choice([f.lower(), f"{f[0]}{l}".lower(), f"{f}.{l}".lower(), f"{f}{l}".lower(), f"{f}{l[0]}",
                     f"{f}{l}", f"{f[0]}{l}", f"{f.lower()}{r.randint(1, 99)}", f"{f}.{l}"])


def _hp_py(g):
    r = g.r
    s, gv = r.choice(PY_SUR).lower(), r.choice(PY_GIVEN).lower()
    return r.choice([f"{s}{gv}", f"{s}.{gv}", f"{s}_{gv}", f"{gv}{s}", f"{s}{gv[:2]}", f"{s.capitalize()}{gv.capitalize()}",
                     f"{s}{gv}{r.randint(1, 99)}"])


def _hp_ok(v):
    return len(v) >= 4


HOMEPATH = {"en": _hp_en, "py": _hp_py, "any": lambda g: (_hp_en if g.r.random() < 0.5 else _hp_py)(g)}

# --- schedule (planted value = the clock time)

_PARTS = {"am": (5, 9), "pm": (13, 17), "eve": (18, 21), "night": (21, 23)}
_CN_D = "零一二三四五六七八九"
_EN_H = ["twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"]


def _cn_num(n):
    if n < 10:
        return _CN_D[n]
    if n < 20:
        return "十" + (_CN_D[n % 10] if n % 10 else "")
    return _CN_D[n // 10] + "十" + (_CN_D[n % 10] if n % 10 else "")


def _hm(g, part):
    lo, hi = _PARTS[part]
    h = g.r.randint(lo, hi)
    m = g.r.choice([0, 0, 5, 10, 15, 15, 20, 25, 30, 30, 35, 40, 45, 45, 50, 55])
    if h == hi and part != "night":
        m = min(m, 30)
    return h, m


def _sched_en(part):
    def f(g):
        r = g.r
        h, m = _hm(g, part)
        h12 = h % 12 or 12
        ap = "am" if h < 12 else "pm"
        opts = [f"{h12}:{m:02d}", f"{h12}:{m:02d}", f"{h12}:{m:02d}{ap}", f"{h12}:{m:02d} {ap}",
                f"{h12}:{m:02d} {ap[0]}.m.", f"{h12}:{m:02d} {ap.upper()}", f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}"]
        if m == 0:
            opts += [f"{h12}{ap}", f"{h12} {ap}", f"{h12} o'clock"]
        if m == 30:
            opts += [f"half past {_EN_H[h12 % 12]}", f"half {_EN_H[h12 % 12]}"]
        if m == 15:
            opts += [f"quarter past {_EN_H[h12 % 12]}"]
        if m == 45:
            opts += [f"quarter to {_EN_H[(h12 + 1) % 12]}"]
        return r.choice(opts)
    return f


def _sched_zh(part, twelve):
    def f(g):
        r = g.r
        h, m = _hm(g, part)
        hh = (h % 12 or 12) if twelve else h
        hc = "两" if hh == 2 else _cn_num(hh)
        opts = [f"{hh}:{m:02d}", f"{hh}点{m:02d}" if m else f"{hh}点", f"{hh}点{m}分" if m else f"{hh}点整"]
        if m == 30:
            opts += [f"{hh}点半", f"{hc}点半", f"{hh}点半"]
        elif m == 15:
            opts += [f"{hh}点一刻", f"{hc}点一刻"]
        elif m == 45:
            opts += [f"{hh}点三刻", f"{hc}点四十五"]
        elif m == 0:
            opts += [f"{hc}点", f"{hc}点整", f"{hh}点"]
        elif m == 5:
            opts += [f"{hc}点零五", f"{hh}点05分"]
        else:
            opts += [f"{hc}点{_cn_num(m)}", f"{hc}点{_cn_num(m)}分"]
        if not twelve and h >= 10:
            opts += [f"{h:02d}:{m:02d}"] * 2
        if twelve and h < 10:
            opts += [f"{h:02d}:{m:02d}"]
        return r.choice(opts)
    return f


SCHEDULE = {}
for _p in _PARTS:
    SCHEDULE[_p] = _sched_en(_p)
    SCHEDULE["z" + _p] = _sched_zh(_p, True)
    SCHEDULE["z24" + _p] = _sched_zh(_p, False)
    SCHEDULE["m" + _p] = (lambda a, b: (lambda g: (a if g.r.random() < 0.5 else b)(g)))(_sched_en(_p), _sched_zh(_p, True))

# --- geo


def _coord(g, pool):
    r = g.r
    la, lo = r.choice(pool)
    la += r.uniform(-0.06, 0.06)
    lo += r.uniform(-0.08, 0.08)
    g.cache["_ll"] = (la, lo)
    return la, lo


def _dms(x, pos, neg):
    h = pos if x >= 0 else neg
    x = abs(x)
    d = int(x)
    m = int((x - d) * 60)
    s = (x - d - m / 60) * 3600
    return f"{d}°{m:02d}'{s:04.1f}\"{h}"


def _geo_coords(pool):
    def f(g):
        r = g.r
        la, lo = _coord(g, pool)
        p = r.choice([4, 5, 5, 6])
        return r.choice([
            f"{la:.{p}f}, {lo:.{p}f}", f"{la:.{p}f},{lo:.{p}f}", f"{la:.{p}f} {lo:.{p}f}",
            f"{abs(la):.{p}f}°{'N' if la >= 0 else 'S'}, {abs(lo):.{p}f}°{'E' if lo >= 0 else 'W'}",
            f"{_dms(la, 'N', 'S')} {_dms(lo, 'E', 'W')}", f"({la:.{p}f}, {lo:.{p}f})",
        ])
    return f


def _geo_cn_text(g):
    r = g.r
    la, lo = _coord(g, GEO_ZH)
    p = r.choice([4, 5, 6])
    return r.choice([f"北纬{la:.{p}f}°，东经{lo:.{p}f}°", f"东经{lo:.{p}f}，北纬{la:.{p}f}", f"北纬{la:.{p}f} 东经{lo:.{p}f}"])


def _geo_plus(pool):
    def f(g):
        la, lo = _coord(g, pool)
        return plus_code(la, lo)
    return f


def _geo_hash(pool):
    def f(g):
        la, lo = _coord(g, pool)
        return geohash(la, lo, g.r.choice([7, 8, 9]))
    return f


_W3W = ["filled", "count", "soap", "index", "home", "raft", "table", "chair", "lamp", "river", "stone",
        "bright", "quiet", "brave", "tiles", "crisp", "wander", "glad", "pilot", "sprint", "marble",
        "orbit", "plank", "fancy", "tulip", "jumpy", "cloud", "ladder", "spoon", "violin", "frost"]

GEO = {
    "co_en": _geo_coords(GEO_EN), "co_zh": _geo_coords(GEO_ZH), "co_any": _geo_coords(GEO_EN + GEO_ZH),
    "cn_text": _geo_cn_text,
    "plus_en": _geo_plus(GEO_EN), "plus_any": _geo_plus(GEO_EN + GEO_ZH),
    "gh_en": _geo_hash(GEO_EN), "gh_zh": _geo_hash(GEO_ZH), "gh_any": _geo_hash(GEO_EN + GEO_ZH),
    "uk_pc": lambda g: g.get("uk_pc"),
    "us_zip4": lambda g: f"{g.r.choice(US_CITIES)[2]}{g.r.randint(0, 99):02d}-{g.r.randint(1, 9999):04d}",
    "ca_pc": lambda g: f"{g.r.choice('ABCEGHJKLMNPRSTVXY')}{g.r.randint(0, 9)}{g.r.choice('ABCEGHJKLMNPRSTVWXYZ')} {g.r.randint(0, 9)}{g.r.choice('ABCEGHJKLMNPRSTVWXYZ')}{g.r.randint(0, 9)}",
    "cn_pc": lambda g: CN_POST[g.r.choice(list(CN_POST))] + f"{g.r.randint(0, 999):03d}",
    "w3w": lambda g: ".".join(g.r.sample(_W3W, 3)),
}


# ----------------------------------------------------------------------------- templates
# Each entry: (value kind, template).  "{V}" marks the planted value; {field} names are filled
# from G.  A callable template gets (g, value) and returns (prefix, suffix).

T = {c: {} for c in CATEGORIES}

T["secret"]["en"] = [
    ("aws_id", "# crew-roster-sync/.env\nAWS_REGION=eu-west-1\nAWS_ACCESS_KEY_ID={V}\nROSTER_BUCKET=roster-exports-prod"),
    ("aws_sk", "[profile efb-charts]\nregion = us-east-1\naws_secret_access_key = {V}\noutput = json"),
    ("ghp", "hey can someone rerun the bag-tracker deploy? I pasted my token into the runner log by accident: {V} -- will rotate it after my {apt} turn"),
    ("ghpat", "git clone https://oauth2:{V}@github.com/skyline-ops/pairing-optimizer.git"),
    ("slack", "SLACK_BOT_TOKEN={V}   # posts delay alerts to #ops-{apt_lc}"),
    ("openai", "curl https://api.openai.com/v1/chat/completions \\\n  -H \"Authorization: Bearer {V}\" \\\n  -d @crew_faq_prompt.json"),
    ("anthropic", "ANTHROPIC_API_KEY={V} python summarize_irops.py --date {date_iso} --station {apt}"),
    ("stripe", "The live Stripe key for the excess-baggage payment page is {V} - pls move it to the vault, it's been sitting in the wiki since March"),
    ("google", "<meta-data android:name=\"com.google.android.geo.API_KEY\"\n    android:value=\"{V}\"/> <!-- crew app: layover hotel map -->"),
    ("hf", "HF_TOKEN={V} huggingface-cli download ops-ml/delay-predictor --local-dir models/"),
    ("sendgrid", "# boarding pass mailer\nSENDGRID_API_KEY = \"{V}\"\nTEMPLATE_ID = \"d-bp-{nk}\""),
    ("telegram", "Gate-change bot for the {apt} ramp group is live. Bot token {V} -- don't share outside the channel pls"),
    ("jwt", "GET /api/v2/crew/roster?month=2026-04 HTTP/1.1\nHost: roster.{host}\nAuthorization: Bearer {V}\nAccept: application/json"),
    ("pem", "{V}\n^ SFTP key for the SITA baggage feed, goes in /etc/bagfeed/id_rsa with 600 perms"),
    ("urlpw", "DATABASE_URL=postgres://ffp_app:{V}@ffp-db.{host}:5432/loyalty?sslmode=require"),
    ("urlpw", "[{ts}] WARN amqp: reconnecting to amqp://gh_events:{V}@mq-{apt_lc}.ops.internal:5672/ground (attempt 3)"),
    ("hex", "pairing_api:\n  base_url: https://pairing.{host}\n  client_id: pairing-batch\n  client_secret: {V}\n  timeout_s: 30"),
    ("b64", "{\"service\":\"checkin-kiosk\",\"kiosk\":\"{apt}-K{n}\",\"api_token\":\"{V}\",\"fw\":\"{ver}\"}"),
    ("azure", "DefaultEndpointsProtocol=https;AccountName=crewdocs{n};AccountKey={V};EndpointSuffix=core.windows.net"),
    ("aws_id", "{ts} ERROR bagtrack.uploader S3 PutObject AccessDenied for access key {V} (bucket=pir-photos-{apt_lc})"),
    ("slack", "who set up the #irops webhook?? the token is hardcoded in the lambda: {V}"),
    ("ghp", "{V} is the GH token for the rostering repo, read-only, expires end of month"),
    ("stripe", "import stripe\nstripe.api_key = \"{V}\"  # TODO move to env before go-live\n"),
    ("google", "FIREBASE_API_KEY={V}\nFIREBASE_PROJECT=crew-connect-prod"),
    ("glpat", "the gitlab runner for the NOTAM parser still uses my personal token {V}, can someone swap it for a project token"),
    ("jwt", "crew app keeps logging me out, here's the cookie from devtools: session={V}; Path=/; Secure; HttpOnly"),
    ("hex", "POST /v1/flights/{flt}/events\nX-Api-Key: {V}\nX-Station: {apt}\nContent-Type: application/json"),
    ("npm", "//registry.npmjs.org/:_authToken={V}\nalways-auth=true"),
    ("openai", "Note to self: the FAQ chatbot key is {V}. Billing alert set at $200."),
    ("mailgun", "MAILGUN_API_KEY={V} MAILGUN_DOMAIN=mg.crewmail.example ./send_roster_pdfs.sh"),
    ("aws_sk", "export AWS_SECRET_ACCESS_KEY={V}\naws s3 sync ./pir_photos s3://lost-bag-evidence/"),
    ("pem", "pasting the deploy key for the ground-ops jump box, delete after use:\n\n{V}"),
    ("b64", "kiosk {apt}-K{n} rejected: token={V} status=401 fw={ver}"),
    ("anthropic", "For the IRROPS summariser, I set the key inline for now: client = Anthropic(api_key=\"{V}\")"),
]

T["secret"]["zh"] = [
    ("aws_id", "# 行李查询服务 配置文件\n# 区域：华北\nACCESS_KEY_ID={V}\n# 请勿提交到代码库"),
    ("b64", "值机自助机接口令牌：{V}，有效期至{date_zh}，过期前请联系信息部续期。"),
    ("telegram", "老王，行李分拣那个机器人令牌是 {V}，你先在群里测一下能不能推送。"),
    ("hex", "【配置】常旅客积分接口\n密钥={V}\n超时=30秒\n重试=3次"),
    ("urlpw", "数据库连接串：mysql://ffp_rw:{V}@10.21.4.17:3306/member，只读账号别乱用。"),
    ("pem", "私钥贴在下面了，别转发：\n{V}"),
    ("jwt", "机组排班App登录老是过期，日志里抓到的令牌是{V}，麻烦信息部看一下。"),
    ("hex", "签派系统调天气接口用的密钥：{V}（生产环境，测试别用这个）"),
    ("ghp", "运控群通知：之前的代码仓库访问令牌{V}已经泄露，请立即作废并重新申请。"),
    ("b64", "{\"系统\":\"地服交接\",\"访问令牌\":\"{V}\",\"机场\":\"{apt}\"}"),
    ("sendgrid", "电子登机牌邮件服务的发信密钥{V}今晚零点轮换，轮换后旧的失效。"),
    ("slack", "{V}\n以上是航班延误告警机器人的令牌，仅限本组使用。"),
    ("openai", "回复：别把密钥发群里！{V} 这个我已经撤销了，重新生成一个私发给你。"),
    ("stripe", "超重行李在线支付用的支付密钥是 {V}，上线前要换成正式环境的。"),
    ("aws_sk", "对象存储的秘密访问密钥：{V}，行李破损照片都存在那个桶里。"),
    ("anthropic", "客服智能问答的接口密钥（{V}）先给你用，月底统一更换。"),
    ("google", "机组酒店地图页面用的地图接口密钥：{V}"),
    ("azure", "证件扫描件存储账号的访问密钥：{V}"),
    ("hf", "下载延误预测模型需要的令牌：{V}，用完告诉我一声。"),
    ("urlpw", "消息队列地址 amqp://dfjj:{V}@10.8.2.15:5672/，地服交接日志从这里推。"),
    ("jwt", "接口返回401，请求头里带的是 Authorization: Bearer {V}，帮忙看看是不是签名不对。"),
    ("hex", "航显屏服务的密钥写死在代码里了：secret = \"{V}\"，下个版本改掉。"),
    ("ghpat", "流水线用的是我个人的访问令牌 {V}，离职前要交接出去。"),
    ("pem", "{V}\n↑ 跳板机登录私钥，地服系统运维专用。"),
    ("b64", "日志：{ts} 自助值机终端{apt}-K{n} 鉴权失败 令牌={V}"),
    ("hex", "各位，行李追踪平台的应用密钥已更新为{V}，旧密钥明天作废。"),
    ("aws_id", "{ts} 上传失败：访问密钥ID {V} 无权限写入破损行李照片目录"),
    ("glpat", "航行通告解析程序的代码仓库令牌{V}下周过期，请提前续。"),
    ("npm", "前端私有包的发布令牌是{V}，只给值机页面项目组用。"),
]

T["secret"]["mixed"] = [
    ("ghpat", "兄弟，pairing optimizer 的 repo 要 token 才能 clone，先用我的 {V}，别外传"),
    ("aws_id", "Prod 的 AWS access key 在这：{V}，千万别 commit 进 git"),
    ("hex", "baggage tracking API 的 secret 是 {V}，staging 和 prod 共用（我知道这样不好）"),
    ("jwt", "【Incident】crew app 的日志把 Bearer token 打出来了：{V}，已经 revoke"),
    ("openai", ".env 文件：\nOPENAI_API_KEY={V}\n# 给客服 FAQ bot 用，不要改"),
    ("b64", "check-in kiosk 连不上 server，config 里 api_key: {V}，是不是过期了？"),
    ("slack", "Slack bot 的 token {V} 贴错频道了，发到了 #crew-general，赶紧换一个"),
    ("urlpw", "DB_URL=postgresql://loyalty:{V}@10.8.3.21:5432/ffp   ← 常旅客库，read-write"),
    ("pem", "SSH key 给你了，登 ground handling 的 bastion：\n{V}"),
    ("hf", "HF token {V} 是下载 delay prediction model 用的，read only"),
    ("google", "Google Maps API key：{V}，crew hotel 地图那页在用"),
    ("jwt", "这个 JWT 解不开：{V}，一直报 signature invalid"),
    ("sendgrid", "SendGrid key（发登机牌邮件的）：{V}"),
    ("anthropic", "Anthropic 的 key 给你 {V}，irops summary 脚本里换一下"),
    ("stripe", "excess baggage 支付页的 Stripe secret key 是 {V}，上线前 double check 一下是 live 的"),
    ("telegram", "Telegram bot token：{V}，用来推 gate change 到地服群"),
    ("aws_sk", "AWS_SECRET_ACCESS_KEY={V}  # 行李照片 bucket"),
    ("azure", "Azure storage 的 AccountKey={V}，证件扫描件都在里面"),
    ("ghp", "{V} ← 这个 GitHub token 有 admin 权限，用完马上删"),
    ("glpat", "GitLab CI 里 NOTAM parser 用的 token：{V}"),
    ("hex", "Header 里加 X-Api-Key: {V} 就能调航班动态 API 了"),
    ("mailgun", "Mailgun 的 key {V}，roster PDF 每月1号自动发"),
    ("urlpw", "redis://:{V}@cache-{apt_lc}.internal:6379/0 ← 值机 session cache 的连接串"),
    ("b64", "{ts} WARN kiosk-{apt}-{n} auth failed, token={V}，麻烦 IT 看下"),
    ("npm", "私有 npm registry 的 token：{V}，boarding pass 前端要用"),
    ("aws_id", "IAM user crew-sync 的 access key id 是 {V}，secret 我单独发你"),
]

T["password"]["en"] = [
    ("words", "Crew portal access reset. Temporary password: {V}\nYou will be asked to change it at first sign-in."),
    ("wifi", "Crew hotel wifi is CP_Guest, password {V}. Breakfast downstairs from 0530."),
    ("pin4", "Crew room door code at {apt} changed today, it's {V} then the hash key."),
    ("pin4", "lockers in the {apt} crew lounge -- mine's the one by the window, combo {V}"),
    ("strong", "username: ops.duty.{apt_lc}\npassword: {V}"),
    ("phrase", "the EFB unlock passphrase is {V}, all lowercase"),
    ("words", "can't log into my FFP account, I'm 100% sure my password is {V} but it says invalid"),
    ("words_lc", "ok so the password for the ops laptop is {V} lowercase no spaces got it"),
    ("pin4", "Alarm code for the hangar 3 office is {V}. Set it when you leave after the last rotation."),
    ("strong", "system,login,password,notes\nbagtrack,gh_{apt_lc},{V},shared by ramp supervisors"),
    ("simple", "IT Service Desk: your new Sabre password is {V} (case sensitive). Please do not reply to this message."),
    ("pin6", "Lost & found safe at {apt}: code {V}. Please stop writing it on the whiteboard."),
    ("strong", "ROSTER_DB_USER=roster_rw\nROSTER_DB_PASSWORD={V}\nROSTER_DB_HOST=db.{host}"),
    ("words", "{V} is the password for the shared crew scheduling mailbox, keep it between us"),
    ("strong", "Subject: Re: layover laptop\n\nIt's {V} -- I changed it after the Dubai trip."),
    ("pin4", "my debit card PIN is {V}, grab cash for the crew dinner if the machine at the hotel works"),
    ("wifi", "{hotel} wifi -- network: CREW_FLOOR5 / pw: {V}"),
    ("strong", "Passw0rd  :  {V}\nUser ID  : (see badge)\n-- scanned from sticky note on gate {gate} podium"),
    ("strong", "{\"user\": \"dispatch7\", \"password\": \"{V}\", \"role\": \"ops\"}"),
    ("phrase", "passphrase for the crew-bidding backup archive: \"{V}\""),
    ("pin6", "Voicemail PIN on the crew phone is {V}, reset it if you inherit the handset"),
    ("simple", "Guys the new DCS password for the {apt} check-in counters is {V}, expires in 30 days"),
    ("pin4", "jet bridge keypad at gate {gate}: {V}"),
    ("words", "Remember the wifi on the crew bus is CrewBus and the password is {V}"),
    ("pinyin", "my old email password was {V}, might still work for the crew portal"),
    ("strong", "pwd={V}"),
    ("words_lc", "password {V} for the ops floor printer admin page"),
    ("pin6", "Door code for the crew apartment in {city} is {V}, the lift needs your key fob"),
    ("strong", "Hi, I reset the EFB admin account. New credentials: efb-admin / {V}. Please store them in the vault."),
]

T["password"]["zh"] = [
    ("words", "排班系统密码已重置，临时密码：{V}，首次登录需修改。"),
    ("pin4", "机组休息室门禁密码改成{V}了，按完记得按#号键。"),
    ("wifi", "酒店无线网名称 Crew_5F，密码 {V}，早餐六点开始。"),
    ("pinyin", "我的常旅客账号密码是{V}，你帮我查一下里程够不够兑换。"),
    ("pin6", "行李寄存柜开柜密码 {V}，取件时在屏幕上输入。"),
    ("pin4", "值班室保险箱密码是{V}，别再写在白板上了。"),
    ("strong", "账号：gd_ops_{apt_lc}\n密码：{V}"),
    ("pinyin", "你记一下密码是{V}全是小写没有空格"),
    ("pin6", "开门密码{V}，门禁在员工通道左手边。"),
    ("strong", "口令：{V}（区分大小写）"),
    ("pin6", "我银行卡取款密码是{V}，你帮我取两千块现金，机组聚餐用。"),
    ("words", "登机口电脑的开机密码换成{V}了，交接的时候告诉下一班。"),
    ("pinyin", "{V}是我航旅纵横的登录密码，你先别改。"),
    ("pin4", "机库办公室报警器密码：{V}，最后离开的人负责布防。"),
    ("wifi", "机组公寓无线网密码：{V}"),
    ("strong", "【系统邮件】您的地服系统初始口令为 {V}，请于24小时内登录修改。"),
    ("pin6", "手机锁屏密码{V}，我手机落在驾驶舱了，帮我看一下有没有排班通知。"),
    ("simple", "新的离港系统密码是{V}，30天后过期。"),
    ("phrase", "压缩包解压口令：{V}（里面是机组证件扫描件）"),
    ("pin4", "行李查询柜台钥匙箱的密码 {V}"),
    ("strong", "数据库账号 roster_rw 密码 {V}，只在跳板机上用。"),
    ("pinyin", "邮箱密码忘了，好像是{V}，也可能后面多个感叹号"),
    ("pin4", "外站公寓的门锁密码是{V}，钥匙在前台。"),
    ("words_lc", "打印机管理页面的密码是{V}，别改。"),
    ("strong", "交接记录：\n1. 行李系统管理员密码已改为{V}\n2. 夜班无异常"),
    ("pin6", "保险柜密码{V}，里面放的是外站备用金。"),
    ("pinyin", "语音转文字：我那个常旅客的密码是{V}你帮我登一下"),
]

T["password"]["mixed"] = [
    ("words", "crew portal 的 password 改成 {V} 了，别告诉别人"),
    ("wifi", "hotel wifi 密码 {V}，SSID 是 Marriott_Guest"),
    ("pin4", "crew room 的 door code 是 {V}，按完再按 #"),
    ("pinyin", "我 FFP account 的 password 是 {V}，你帮我 check 一下 miles"),
    ("pin6", "EFB iPad 解锁 passcode：{V}"),
    ("strong", "Login: ops_{apt_lc} / PW: {V}（地服 DCS 系统）"),
    ("simple", "新密码 {V}，please change it after first login"),
    ("pin4", "locker combo {V}，在 crew lounge 最里面那排"),
    ("strong", "Sabre 的 password 我记在这：{V}"),
    ("strong", "ROSTER_DB_PASSWORD={V}  # 排班库"),
    ("pin4", "公寓 alarm code 是 {V}，出门记得 arm"),
    ("phrase", "passphrase 是 \"{V}\"，用来解压 crew 证件扫描件的 zip"),
    ("words_lc", "ops laptop 的开机密码 {V}，都是小写"),
    ("pin6", "safe 的密码 {V}，里面有 station 的备用金"),
    ("strong", "{\"user\":\"gd_{apt_lc}\",\"password\":\"{V}\",\"备注\":\"地服交接\"}"),
    ("pinyin", "{V} 是我 email 的 password，crew portal 可能也是这个"),
    ("wifi", "Crew apartment wifi：CREW_{apt}，password {V}"),
    ("words", "IT 说 temp password 是 {V}，第一次 login 要改"),
    ("pin4", "我的 debit card PIN 是 {V}，帮我取点 cash"),
    ("simple", "check-in counter 的 DCS 密码改成 {V} 了，30 天有效"),
    ("pin6", "voicemail PIN {V}，crew phone 交接时记得改"),
]

T["email"]["en"] = [
    ("en", "Please send the completed lost baggage form to {V} and we'll update you within 72 hours."),
    ("en", "From: {V}\nSubject: swap request {date} pairing {pair}\n\nAnyone want my {apt} turn? Will take any early report."),
    ("en", "FF member contact email on file: {V} (verified)"),
    ("en", "claim_id,email,status,bag\nBG{nm},{V},OPEN,black hardshell 28in"),
    ("en", "just email me the roster pdf, {V} works better than the crew app on layovers"),
    ("en", "{V} -- that's my personal one, the company address bounces attachments over 10MB"),
    ("en", "Boarding pass for {flt} was sent to {V}, pax says it never arrived. Can you resend from the DCS?"),
    ("en", "{\"member_tier\":\"Gold\",\"email\":\"{V}\",\"marketing_opt_in\":false}"),
    ("en", "{ts} INFO notify.send channel=email to={V} template=gate_change flight={flt}"),
    ("spoken", "yeah my email is {V} send the claim reference there please"),
    ("en", "Reply-To: {V}\nSubject: Damaged stroller on {flt}"),
    ("en", "Hi all, new FO on the {ac} fleet here. Until IT sets up my account you can reach me at {V}."),
    ("en", "E-MAIL / COURRIEL:  {V}\nFLIGHT / VOL:  {flt}\n(scanned property irregularity report)"),
    ("en", "cc {V} on the crew hotel rooming list for {city} pls"),
    ("en", "Your frequent flyer account email has been changed to {V}. If this wasn't you, call us."),
    ("en", "Pax asked us to email the delay certificate for {flt} to {V}"),
    ("en", "contact: {V}"),
    ("en", "Who's on the Tuesday {apt} trip? Message me at {V}, I'm off the crew app till Friday."),
    ("spoken", "note to self email the union rep at {V} about the rest period thing"),
    ("en", "PIR {apt}{al}{nm}: passenger email {V}, delivery to home address requested"),
]

T["email"]["zh"] = [
    ("cn", "行李查询结果请发到我的邮箱{V}，谢谢。"),
    ("cn", "常旅客账户绑定邮箱：{V}"),
    ("cn", "请把下个月的排班表发到{V}，公司邮箱老是收不到附件。"),
    ("cn", "联系邮箱：{V}（工作日回复）"),
    ("cn", "您的电子登机牌已发送至{V}，请注意查收。"),
    ("cn", "我的QQ邮箱是{V}，有问题随时联系。"),
    ("cn", "地服交接：旅客要求把破损行李照片发到{V}。"),
    ("cn", "【行李延误登记】\n航班：{flt}\n邮箱：{V}\n状态：待查询"),
    ("cn", "邮箱是{V}你记一下"),
    ("cn", "{V}\n以上为旅客预留邮箱，请勿外传。"),
    ("cn", "乘务组通知：培训课件已发到各位邮箱，没收到的回复我，我的是{V}。"),
    ("cn", "改签确认单请发送到 {V}，纸质的就不用了。"),
    ("cn", "旅客投诉单 联系方式（邮箱）：{V}"),
    ("cn", "麻烦把延误证明开好后发到{V}，公司报销要用。"),
    ("cn", "会员资料变更：电子邮箱由原地址改为{V}。"),
    ("cn", "我换邮箱了，以后排班变动请发{V}"),
    ("cn", "报名表：\n岗位：乘务员\n电子邮箱：{V}\n可到岗时间：下月初"),
    ("spoken", "语音留言：我的邮箱是{V}麻烦把行李单号发过来"),
]

T["email"]["mixed"] = [
    ("any", "我的 email 是 {V}，roster 发这里就行"),
    ("any", "PIR 处理好了请 email 到 {V}"),
    ("cn", "FFP 账号 bind 的 email：{V}"),
    ("any", "Boarding pass 发到 {V} 了吗？旅客说没收到"),
    ("any", "contact: {V}（旅客本人）"),
    ("en", "cc 一下 {V}，他是新来的 FO"),
    ("cn", "{V} 是我 personal email，公司 mail 收不到 attachment"),
    ("any", "pax 要求把 delay certificate 发到 {V}"),
    ("cn", "【Lost baggage】flight {flt}，email：{V}，status 待查"),
    ("en", "Hi 王姐，下个月 roster 麻烦发我 {V}，谢谢！"),
    ("any", "{ts} notify.send 邮件已发送 to={V} template=gate_change"),
    ("cn", "crew 通讯录更新：email 改成 {V}"),
    ("en", "FO 新同事的 email：{V}，IT account 还没开"),
    ("spoken", "语音转写 my email is {V} 谢谢"),
]

T["phone"]["en"] = [
    ("en", "Pax contact for delivery of the delayed bag: {V}, prefers text."),
    ("en", "Crew scheduling, this is the FO on pairing {pair} -- please call me back on {V}, my company phone is dead."),
    ("en", "{V} is my cell, text me when the hotel shuttle shows up"),
    ("en", "claim,phone,bag_type\nBG{nm},{V},hard shell black"),
    ("en", "Emergency contact (next of kin): {V}"),
    ("en", "call me back at {V} thanks bye"),
    ("ctcm", "SSR CTCM {al} HK1/{V}"),
    ("en", "whatsapp me on {V} if the crew bus is late again"),
    ("en", "{\"pax_contact\":{\"mobile\":\"{V}\",\"lang\":\"en\"}}"),
    ("en", "Missed call from {V} -- I think it's the pax from {flt} about the stroller."),
    ("us", "Tel: {V}\nRe: baggage claim, flight {flt}"),
    ("uk", "If the courier can't find the house, ring {V} and I'll come out."),
    ("en", "{ts} sms.send to={V} msg=\"Your bag has been located and will be delivered today\""),
    ("intl", "Layover in {city}: my local SIM is {V} until Thursday"),
    ("en", "Passenger requests callback on {V} re: missed connection"),
    ("en", "Pls update my profile, new mobile {V}, the old one is disconnected"),
    ("uk", "MOBILE NO:  {V}\nHOME NO:  --\n(scan of PIR form, handwriting partly illegible)"),
    ("us", "Captain asked for the ground handler's direct line, it's {V}, ask for the ramp supervisor"),
]

T["phone"]["zh"] = [
    ("cn", "旅客联系电话：{V}，行李到了请先打电话再送。"),
    ("cn", "我手机号{V}，到酒店了给我打电话"),
    ("cn", "{V}是我爱人的电话，紧急联系人填这个。"),
    ("cn", "行李查询单\n联系电话：{V}\n航班：{flt}\n行李件数：1"),
    ("cn", "你打我电话{V}我一直开机"),
    ("cn", "乘务长说有事打她电话 {V}，别打座机。"),
    ("cn", "值机柜台旅客留的号码是{V}，要求改签后短信通知。"),
    ("cn", "常旅客资料修改：手机号码变更为{V}。"),
    ("cn", "紧急联系人：母亲，电话{V}"),
    ("cn", "接机司机的电话是{V}，车牌我等下发你。"),
    ("cn", "【短信发送记录】{ts} 发送至{V}：您的行李已找到，将于今日送达。"),
    ("cn", "回电号码{V}，旅客说下午三点后方便接听。"),
    ("cn", "换号了，新号码{V}，旧号不用了"),
    ("cn", "家里座机{V}，手机没信号的时候打这个。"),
    ("cn", "机务那边的值班手机是{V}，有故障保留直接打。"),
    ("cn", "报名信息\n手机：{V}\n意向岗位：地面服务"),
]

T["phone"]["mixed"] = [
    ("any", "我的 mobile 是 {V}，有 update 就 call 我"),
    ("any", "pax contact：{V}（旅客本人）"),
    ("cn", "Crew bus 到了吗？打我电话 {V}"),
    ("en", "WhatsApp：{V}，在 LHR layover 的时候用这个"),
    ("cn", "emergency contact 填 {V} 就行，是我妈的电话"),
    ("any", "PIR 上留的 phone number 是 {V}，打过去没人接"),
    ("cn", "hotel shuttle 司机的电话 {V}，说 10 min 到"),
    ("ctcm", "SSR CTCM {al} HK1/{V} ← 旅客手机"),
    ("any", "{V} 是我新 number，旧的 cancel 了"),
    ("cn", "pls call back {V}，旅客 missed connection 了很着急"),
    ("intl", "我在 {city} layover，local number 是 {V}"),
    ("cn", "{ts} sms.send to={V} 您的行李已找到"),
    ("any", "profile 更新：mobile 改成 {V}"),
]

T["address"]["en"] = [
    ("us", "Delayed bag delivery address: {V}, {us_csz}. Leave with the doorman if nobody's home."),
    ("uk", "Please courier the damaged pushchair to {V}, {uk_town} {uk_pc}. Buzzer doesn't work, knock."),
    ("us", "Crew home address for the company car pickup: {V}"),
    ("us", "bag_ref,delivery_address,city,window\nBG{nm},\"{V}\",{us_city},afternoon"),
    ("en", "{V} -- that's where the taxi should pick me up for the early report"),
    ("us", "PERMANENT ADDRESS:  {V}\nCITY/STATE/ZIP:  {us_csz}\n(OCR of FFP enrolment card)"),
    ("en", "Can you ship the replacement ID badge to my home? {V}"),
    ("us", "deliver it to {V} in {us_city} its the blue house with the boat in the driveway"),
    ("us", "{\"delivery\": {\"street\": \"{V}\", \"city\": \"{us_city}\", \"window\": \"PM\"}}"),
    ("uk", "Pickup for the early LGW report tomorrow: {V}, {uk_town}"),
    ("us", "Mailing address:\n{V}\n{us_csz}"),
    ("uk", "I've moved! New address for the FFP statements: {V}, {uk_town}"),
    ("en", "Bag located at {apt}, courier booked to {V} for tomorrow."),
    ("uk", "Hi, the courier left my suitcase at number 12 instead of {V}. Can you chase?"),
    ("us", "Pax address (from PNR): {V}, {us_csz}"),
    ("en", "I'm at {V} if anyone wants to carpool to the airport for the {date} trip"),
    ("uk", "Address line 1: {V}\nTown: {uk_town}\nPostcode: {uk_pc}"),
    ("us", "Hotel was full so I'm staying with my sister at {V}, call if roster changes"),
]

T["address"]["zh"] = [
    ("cn", "行李送达地址：{city_cn}{district}{V}，送前请电话联系。"),
    ("cn", "我家住在{V}，机组车能不能到小区门口接？"),
    ("cn", "请把破损拉杆箱的赔偿单据寄到{district}{V}。"),
    ("cn", "常旅客卡寄送地址：{prov_city}{district}{V}"),
    ("cn", "员工档案\n现住址：{city_cn}{district}{V}\n户籍地：同上"),
    ("cn", "地址是{district}{V}到了打电话"),
    ("cn", "{V}，收件人写我就行"),
    ("cn", "搬家了，新地址{V}，以后快递都寄这里"),
    ("cn", "{\"收件地址\":\"{V}\",\"城市\":\"{city_cn}\",\"区县\":\"{district}\"}"),
    ("cn", "地服交接：旅客要求把行李送到{district}{V}，已登记，明天上午派送。"),
    ("cn", "早班机组车接人顺序：先到{V}，再去机场。"),
    ("cn", "【延误行李派送单】\n收件地址：{prov_city}{district}{V}\n联系电话：见系统"),
    ("cn", "我这周住我妈家，{district}{V}，有排班变动打电话。"),
    ("cn", "行李找到了，已安排快递送到{V}，单号稍后短信通知。"),
    ("cn", "乘务员登记表  家庭住址：{city_cn}市{district}{V}"),
    ("cn", "拼车去机场的可以到{V}楼下集合"),
]

T["address"]["mixed"] = [
    ("cn", "delivery address：{city_cn}{district}{V}"),
    ("cn", "行李 deliver 到 {V} 就行，我 weekend 都在家"),
    ("cn", "Home address：{V}，{city_cn}"),
    ("cn", "I live at {V}, {district}，打车过来大概 40 min"),
    ("cn", "crew car pickup 地址改成 {V}"),
    ("us", "新地址 {V}, {us_csz}，FFP statement 寄这里"),
    ("uk", "我在 UK 的地址是 {V}, {uk_town}，bag 送这里"),
    ("cn", "PIR 上写的地址是 {district}{V}，courier 说找不到"),
    ("us", "layover 住我表姐家 {V}，有 roster change call 我"),
    ("cn", "{V} ← 这是旅客家的地址，bag 明天送"),
    ("cn", "{\"address\":\"{V}\",\"city\":\"{city_cn}\",\"note\":\"送前电话\"}"),
    ("uk", "Pickup 在 {V}，早班 LGW report 别迟到"),
]


def _mrz_tpl(g, v):
    r = g.r
    cc = r.choice(["USA", "GBR"]) if not v[0].isdigit() or r.random() < 0.5 else "GBR"
    last, first = g.en_last().upper(), g.en_first().upper()
    l1 = f"P<{cc}{last}<<{first}".ljust(44, "<")[:44]
    doc = v.ljust(9, "<")
    dob = f"{r.randint(60, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
    exp = f"{r.randint(27, 35):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
    sex = r.choice("MF")
    pers = "<" * 14
    l2 = doc + mrz_check(doc) + cc + dob + mrz_check(dob) + sex + exp + mrz_check(exp) + pers + mrz_check(pers)
    l2 += mrz_check(l2[0:10] + l2[13:20] + l2[21:43])
    head = r.choice(["", "--- passport scan, crew profile upload ---\n", "OCR result (APIS kiosk):\n"])
    return head + l1 + "\n", l2[len(v):]


T["government_id"]["en"] = [
    ("ssn", "Payroll onboarding form -- SSN: {V}"),
    ("pp_us", "SSR DOCS {al} HK1 P/USA/{V}/USA/{dob}/{sex}/{exp}/{pax_en}"),
    ("pp_gb", "APIS check failed: passport no. {V} expires before the return sector, pls advise pax"),
    ("dl_us", "Rental car at the layover hotel -- driver's license {V}, exp 2029"),
    ("ktn", "Add my Known Traveler Number {V} to the booking so I get PreCheck"),
    ("sin", "Canadian crew tax form (TD1): SIN {V}"),
    ("nino", "HR: please update my National Insurance number to {V}, the payslip has it wrong"),
    ("dvla", "UK driving licence no. {V} -- needed for the crew car insurance"),
    ("aadhaar", "DigiYatra enrolment at the kiosk failed, Aadhaar {V}, can you check"),
    ("nric", "Singapore NRIC {V} -- for the Changi airside pass application"),
    ("hkid", "HKID {V}, needed for the HKIA restricted area permit"),
    ("twid", "Taiwan national ID {V} (for the TPE base transfer paperwork)"),
    ("cnid", "Pax presented Chinese resident ID {V} at the counter; name matched the booking."),
    ("redress", "DHS redress number {V} -- please add it to my PNR, I keep getting SSSS"),
    ("faa", "FAA airman certificate no. {V}, ATP, type ratings A320 B737"),
    ("pp_gb", "doc_type,doc_no,issuing_country,expiry\nP,{V},GBR,{exp}"),
    ("pp", "can u check if my passport {V} is still in my crew profile, I renewed last month"),
    ("ssn", "my social is {V} i need it on the W-4 form"),
    ("pp_us", _mrz_tpl),
    ("pp_gb", _mrz_tpl),
    ("ssn", "{V} <- SSN for the background check, pls don't email it around"),
    ("pp", "Passport number: {V}\nNationality: see scan\nDate of expiry: {exp}"),
    ("dl_us", "DRIVER LICENSE  DL {V}  CLASS C\n(photocopy attached to the crew car form)"),
    ("cnid", "APIS for {flt}: pax travelling on Chinese ID card {V}, domestic sector only"),
]

T["government_id"]["zh"] = [
    ("cnid", "身份证号：{V}"),
    ("cnid", "旅客值机时出示的身份证号码{V}与订座记录不一致，已请旅客到售票柜台处理。"),
    ("pp_cn", "护照号码 {V}，有效期至2031年，外站签证已办好。"),
    ("hkmo", "港澳通行证号{V}，签注还剩两次。"),
    ("cnid", "员工入职登记：公民身份号码 {V}"),
    ("cnid", "{V}是我的身份证号，帮我把常旅客实名认证一下。"),
    ("tw_compat", "台胞证号码{V}，旅客说是新版的。"),
    ("cnid", "身份证号是{V}你核对一下"),
    ("pp_cn", "机组证件清单\n序号,证件类型,证件号\n3,护照,{V}"),
    ("huixiang", "旅客持回乡证，号码{V}，可以办理值机。"),
    ("cnid", "驾驶证号（同身份证号）：{V}"),
    ("cnid", "{\"证件类型\":\"身份证\",\"证件号\":\"{V}\",\"航班\":\"{flt}\"}"),
    ("cnpr", "外国人永久居留身份证号码：{V}，系统能识别吗？"),
    ("cnid", "公民身份号码 {V}\n（身份证复印件识别结果，仅供核对）"),
    ("cnid", "常旅客会员实名信息：证件号 {V}"),
    ("pp_cn", "预报旅客信息录入：护照号{V}，国籍中国。"),
    ("cnid", "请核对一下{V}这个身份证号是不是输错了一位"),
    ("hkid", "香港身份证号码{V}，旅客是香港居民。"),
    ("cnid", "乘机人：略  身份证：{V}  座位：{seat}"),
    ("pp_cn", "护照{V}下个月到期，外派前要换新的。"),
    ("cnid", "临时乘机证明上填的身份证号{V}，公安窗口已盖章。"),
]

T["government_id"]["mixed"] = [
    ("pp", "Passport No. {V}，expiry {exp}，APIS 已录入"),
    ("cnid", "我 ID card 号码是 {V}，check-in 的时候系统说不匹配"),
    ("ssn", "SSN {V}，US payroll 那边要的"),
    ("pp_cn", "APIS 录入：护照 {V} / CHN"),
    ("hkmo", "港澳通行证 {V}，下周 HKG layover 要用"),
    ("pp_cn", "SSR DOCS {al} HK1 P/CHN/{V}/CHN/{dob}/{sex}/{exp}/{pax_py}"),
    ("ktn", "KTN 是 {V}，帮我加到 booking 里"),
    ("cnid", "{V} 是旅客的身份证号，boarding 时 scan 不出来"),
    ("nric", "NRIC {V}，新加坡 base 的同事要办 airside pass"),
    ("dl_us", "driver license {V}，layover 租车用"),
    ("cnid", "crew profile 里的 ID number：{V}，请帮忙 update"),
    ("hkid", "HKID {V}，是香港 base 的 FA"),
    ("redress", "Redress number {V}，每次都被 SSSS，帮我加到 PNR"),
    ("cnpr", "永居证 number：{V}，可以当 ID 用吗？"),
    ("pp_cn", "{V} ← 我的 passport，visa application 要用"),
    ("aadhaar", "印度同事的 Aadhaar {V}，DigiYatra 注册失败"),
]

T["financial"]["en"] = [
    ("card", "Excess baggage fee charged to card {V}, auth code {nm}"),
    ("card", "Pax paid the upgrade with {V}, exp 08/28"),
    ("iban", "Per diem refund -- please transfer to IBAN {V}"),
    ("acct_us", "Direct deposit: routing {routing}, account {V}, checking"),
    ("acct_uk", "Expenses to sort code {sortcode}, account no. {V}"),
    ("card", "{V} -- that's the company card for crew hotel incidentals, don't put personal stuff on it"),
    ("card", "refund_id,amount,card\nRF{nm},USD {price}.00,{V}"),
    ("card", "{ts} payment.capture ok amount={price}.00 GBP pan={V} merchant=bag-fees"),
    ("card", "card number {V} expiry oh eight twenty eight"),
    ("iban", "IBAN: {V}\nAccount holder: see HR file"),
    ("iban", "{\"refund\":{\"method\":\"sepa\",\"iban\":\"{V}\",\"amount\":\"{price}.00 EUR\"}}"),
    ("iban", "Hi, my EU261 compensation for {flt} should go to {V}, thanks."),
    ("acct_us", "ACH for the crew union dues: acct {V} / ABA {routing}"),
    ("card", "CARD NO:  {V}\nCARDHOLDER:  (illegible)\n-- scan of the inflight duty-free slip"),
    ("acct_uk", "Can you pay the layover allowance into {V} (sort code {sortcode})? New bank."),
    ("card", "Use my card for the crew taxi: {V}, I'll text you the CVV"),
    ("iban", "Reimburse the hotel to {V} (the German account, not the UK one)"),
    ("card", "Pax disputes the charge on {V} for the seat selection on {flt}"),
]

T["financial"]["zh"] = [
    ("unionpay", "行李赔偿款请打到我的银行卡{V}（招商银行）。"),
    ("unionpay", "报销账户：工商银行 卡号{V}"),
    ("card_cn", "超重行李费刷的信用卡是{V}。"),
    ("unionpay", "{V}，开户行：建设银行北京分行，户名同本人。"),
    ("iban", "外派补贴请汇到 IBAN {V}。"),
    ("unionpay", "卡号是{V}你核对一下"),
    ("card_cn", "退款单号,金额,卡号\nTK{nm},{price}.00,{V}"),
    ("card_cn", "常旅客联名信用卡卡号：{V}"),
    ("unionpay", "工资卡换了，新的卡号{V}，农业银行。"),
    ("card_cn", "【支付回调】{ts} 成功 金额={price}.00 卡号={V} 渠道=银联"),
    ("unionpay", "补偿金打到这张卡：{V}，谢谢。"),
    ("card_cn", "机上免税品刷卡记录：卡号{V}，金额{price}元。"),
    ("unionpay", "银行卡号：{V}\n开户行：中国银行上海分行\n（识别结果，请核对）"),
    ("unionpay", "外站备用金转到我卡上就行，{V}"),
    ("card_cn", "旅客用信用卡{V}支付了升舱费，现在要求退款。"),
    ("unionpay", "延误补偿申请表 收款账号：{V}"),
]

T["financial"]["mixed"] = [
    ("card", "refund 到这张卡 {V} 就行"),
    ("iban", "Per diem 请打到 IBAN {V}"),
    ("card", "credit card {V}，exp 09/29，帮我付一下 upgrade"),
    ("acct_us", "我的 bank account：{V}，routing {routing}"),
    ("unionpay", "银行卡 {V}（招行），reimbursement 用"),
    ("card_cn", "pax 用 {V} 付了 excess baggage，receipt 要重打"),
    ("iban", "EU261 compensation 打到 {V}"),
    ("acct_uk", "UK 的 account number {V}，sort code {sortcode}"),
    ("unionpay", "{V} ← 工资卡，layover allowance 打这里"),
    ("card_cn", "{ts} payment ok pan={V} amount={price}.00 渠道=银联"),
    ("card", "公司 card {V} 只能付 crew hotel，别刷别的"),
    ("iban", "{\"退款方式\":\"SEPA\",\"iban\":\"{V}\"}"),
    ("unionpay", "bank card 号码：{V}，delay compensation 打这里"),
]

T["person_name"]["en"] = [
    ("en", "Bag found in the overhead bin on {flt}, tagged for {V}. Holding it at the {apt} lost & found desk."),
    ("en", "Roster change {date}: CPT {V} now operating pairing {pair}."),
    ("pnr", "RP/{apt}1A0980/\n  1.{V} MR\n  2  {flt} Y {date} 3 {apt}{apt2} HK1  {t}"),
    ("en", "Pax {V} in {seat} needs a wheelchair on arrival at {apt}."),
    ("en", "Anyone flying with {V} next week? Best purser on the fleet, you'll love it."),
    ("en", "date,pairing,position,name\n{date_iso},{pair},FA1,{V}"),
    ("en", "Lost baggage claim filed by {V}: blue Samsonite spinner, tag ending {nk}."),
    ("en", "{V} called again about the missing golf bag, third time today."),
    ("en", "passenger name is {V} please page them to gate {gate}"),
    ("en", "Thanks,\n{V}\nFirst Officer, {ac} fleet"),
    ("en", "Congrats to {V} on passing the command upgrade sim today!"),
    ("en", "Upgrade offered to {V} (Gold member) on {flt}, accepted."),
    ("en", "{\"pax\":{\"name\":\"{V}\",\"seat\":\"{seat}\",\"ssr\":\"WCHR\"}}"),
    ("roster", "CREW LIST {flt} {date}\nCPT  {V}\nFO   (TBA)\nCSM  (TBA)"),
    ("initial", "Per {V} in crew control, the pairing is cancelled."),
    ("en", "Hi {V}, your swap request for the {date} trip has been approved."),
    ("en", "Witness statement taken from {V} (seat {seat}) regarding the galley incident."),
    ("pnr", "DOCS name mismatch: ticket shows {V}, passport shows a middle name too."),
    ("en", "Dear {V},\n\nWe're sorry your bag didn't arrive with you on {flt}."),
    ("roster", "{V} -- sick call, replaced on {pair} by reserve"),
    ("en", "ok so the pax who left the laptop is {V} seat {seat} can you hold it at the gate"),
]

T["person_name"]["zh"] = [
    ("zh", "{flt}航班旅客{V}的托运行李未到，已登记查询。"),
    ("zh", "乘务长{V}今天请病假，由后舱乘务员顶岗。"),
    ("zh", "排班表：{date_zh} {pair} 机长 {V}"),
    ("zh", "旅客{V}在值机柜台反映座位问题，已调整至{seat}。"),
    ("zh", "{V}，你下周三的航班换成{flt}了，记得看排班。"),
    ("zh", "失物招领：{seat}座位发现钱包一个，内有{V}的身份证。"),
    ("zh", "常旅客会员{V}已升级为金卡。"),
    ("zh", "谢谢{V}帮我换班！改天请你喝奶茶。"),
    ("zh", "旅客叫{V}麻烦广播找一下"),
    ("zh", "【交接】{V}的轮椅服务已安排，到达后在廊桥口等候。"),
    ("zh", "机组名单\n机长：{V}\n副驾驶：待定"),
    ("zh", "今天和{V}一起飞，带飞特别耐心。"),
    ("zh", "{\"旅客姓名\":\"{V}\",\"座位\":\"{seat}\",\"特殊服务\":\"轮椅\"}"),
    ("zh", "行李破损登记：旅客{V}，航班{flt}，拉杆箱轮子断裂。"),
    ("zh", "请{V}同志于明早到运控中心参加复训。"),
    ("zh", "{V}女士，您的行李已找到，将于今天下午派送。"),
    ("zh", "值机员反馈：旅客{V}证件与客票姓名不符，已请示值班主任。"),
    ("zh", "{date_zh}排班调整：{V}由备份转为执飞{flt}。"),
    ("zh", "投诉人：{V}\n事由：行李延误三天未送达"),
]

T["person_name"]["mixed"] = [
    ("py", "pax {V} 的 bag 还没到，PIR 已经开了"),
    ("py", "今天 crew 里有 {V}，人超好"),
    ("en", "Captain {V} 今天 sick call 了，reserve 顶上"),
    ("zh", "旅客 {V}（Gold member）要求 upgrade"),
    ("pnr_py", "PNR 里名字是 {V}，跟 passport 不一致"),
    ("py", "Shout out to {V} 帮我 swap 了 pairing"),
    ("zh", "FO {V} 明天 check ride，大家别打扰"),
    ("en", "{V} 的 wheelchair 已经 arrange 好了"),
    ("zh", "crew list：CPT {V}，FO TBA"),
    ("py", "Hi {V}，你的 swap request 批了"),
    ("zh", "Please page 旅客 {V} 到 gate {gate}"),
    ("en", "Lost & found：{seat} 座位捡到 wallet，里面是 {V} 的 ID"),
    ("pnr", "RP/{apt}1A0980/ 1.{V} MS ← 这个 PNR 的旅客投诉了"),
    ("py", "{V} 下周转去 A350 fleet 了，舍不得"),
    ("zh", "今天的 purser 是 {V}，briefing 很 efficient"),
]

T["username"]["en"] = [
    ("handle", "follow me on IG @{V} for layover pics"),
    ("handle", "Crew portal username: {V}"),
    ("handle", "login: {V}\npassword: (sent separately)"),
    ("handle", "ping @{V} in #crew-swaps, she has the Tuesday {apt} trip"),
    ("handle", "Sabre sign-in {V} locked after 3 failed attempts, pls reset"),
    ("handle", "{ts} auth.failed user={V} src=10.20.3.44 app=efb"),
    ("handle", "my FFP online account ID is {V}, the member number is on the card"),
    ("handle", "{V} on the avgeek discord posted our gate again lol"),
    ("handle", "{\"username\":\"{V}\",\"station\":\"{apt}\",\"role\":\"gate_agent\"}"),
    ("handle", "Tagged by @{V}: spotted the new livery at {apt} this morning!"),
    ("handle", "DCS user {V} printed 14 bag tags at counter 42 with no pax attached"),
    ("handle", "add me on snap, it's {V}"),
    ("handle", "u/{V} on reddit is definitely one of our FAs, the stories are too specific"),
    ("handle", "Username {V} already taken? I used it for the old crew bidding system."),
    ("handle", "Reddit DM from {V} asking about the {flt} diversion -- ignore, media policy"),
    ("handle", "shared drive access granted to {V} (read-only)"),
    ("handle", "{V}\n^ that's my telegram, message me there"),
]

T["username"]["zh"] = [
    ("py", "我的微信号是{V}，拉你进机组群"),
    ("py", "航旅纵横用户名：{V}"),
    ("py", "排班系统登录账号{V}被锁了，麻烦解锁一下"),
    ("py", "小红书搜{V}，都是我拍的航班照片"),
    ("py", "日志：{ts} 用户{V}在值机柜台终端登录失败"),
    ("py", "抖音号 {V}，记得关注"),
    ("py", "加我微信{V}，备注航班号"),
    ("qq", "QQ：{V}，下班后看消息"),
    ("py", "常旅客网站的用户名是{V}，密码另发"),
    ("py", "微博@{V} 发了我们航班备降的视频，公关部在处理"),
    ("py", "{V}\n这是我的微信号，外站有事找我"),
    ("py", "系统账号{V}已开通离港系统查询权限"),
    ("qq", "有事加我QQ {V}"),
    ("py", "B站up主{V}拍了我们机组过安检的视频"),
    ("py", "钉钉账号{V}，排班群里@我就行"),
]

T["username"]["mixed"] = [
    ("any", "加我 WeChat：{V}"),
    ("any", "crew portal 的 username 是 {V}"),
    ("handle", "IG 上 follow @{V}，全是 layover 照片"),
    ("any", "系统 log：user={V} login failed 3 次"),
    ("handle", "Slack 上找 @{V}，他负责 bag tracking"),
    ("py", "小红书 ID：{V}，发了很多 crew life"),
    ("any", "{V} 是我的 Telegram，有 roster 变动直接 message"),
    ("handle", "Sabre 账号 {V} 被 lock 了，帮忙 reset"),
    ("any", "DCS user {V} 在 {apt} 的 counter 打了很多 bag tags"),
    ("py", "微信号 {V}，备注 crew"),
    ("handle", "Discord 上的 {V} 又把我们的 gate 发出去了"),
    ("qq", "QQ number {V}，晚上 online"),
]

T["home_path"]["en"] = [
    ("any", "Saved the roster export to /Users/{V}/Downloads/roster_2026-04.pdf"),
    ("en", "Traceback (most recent call last):\n  File \"/home/{V}/ops/pairing/optimize.py\", line {nk}, in solve\n    raise InfeasibleError(\"FDP limit exceeded\")"),
    ("en", "PS C:\\Users\\{V}\\Documents\\EFB> .\\sync-charts.ps1 -Cycle 2604"),
    ("any", "can't open C:\\Users\\{V}\\Desktop\\PIR_claims_{apt}.xlsx, says it's locked by another user"),
    ("en", "jupyter lives in /Users/{V}/code/delay-model/notebooks, run it from there"),
    ("any", "Error: ENOENT: no such file or directory, open '/home/{V}/.config/crewapp/settings.json'"),
    ("en", "scp roster.csv ops-jump:/home/{V}/incoming/"),
    ("any", "WSL path is /mnt/c/Users/{V}/OneDrive/Crew Docs/licence_scan.pdf"),
    ("en", "On the EFB build mac ~ expands to /Users/{V}"),
    ("any", "/Users/{V}/Library/Mobile Documents/com~apple~CloudDocs/Layovers/{city}.numbers"),
    ("en", "export PATH=/home/{V}/.local/bin:$PATH"),
    ("any", "{ts} WARN efb-sync: cache dir C:\\Users\\{V}\\AppData\\Local\\EFB\\Cache exceeds 4 GB"),
    ("en", "[crew-bid] reading bids from /home/{V}/bids/{date_iso}.json ... 12 bids loaded"),
    ("any", "ModuleNotFoundError raised in /Users/{V}/dev/bagtrack/.venv/lib/python3.12/site-packages/sita/__init__.py"),
    ("en", "the PIR photos are on the share under \\\\fs01\\home$\\{V}\\pir_photos"),
    ("any", "File saved: C:\\Users\\{V}\\Pictures\\damaged_bag_{nm}.jpg"),
    ("en", "git config --global core.excludesfile /Users/{V}/.gitignore_global"),
]

T["home_path"]["zh"] = [
    ("any", "排班表我存到 C:\\Users\\{V}\\Desktop\\排班\\4月.xlsx 了"),
    ("any", "报错信息：文件 /home/{V}/bagtrack/config.yaml 不存在"),
    ("any", "把航图放到 /Users/{V}/Documents/航图/ 目录下就行"),
    ("any", "路径：C:\\Users\\{V}\\AppData\\Local\\机组助手\\cache"),
    ("py", "日志文件在 /home/{V}/logs/值机.log"),
    ("any", "截图保存在/Users/{V}/Pictures/行李破损/"),
    ("py", "脚本路径 /home/{V}/scripts/拉取航班计划.sh，每天凌晨跑一次"),
    ("any", "错误：无法读取 C:\\Users\\{V}\\Documents\\交接记录.docx，文件被占用"),
    ("py", "导出的常旅客报表在 /Users/{V}/Downloads/里程对账.csv"),
    ("any", "{ts} 警告：同步目录 C:\\Users\\{V}\\OneDrive\\机组证件 空间不足"),
    ("py", "请把行李照片上传到 /home/{V}/上传/ 目录"),
    ("any", "打开 /Users/{V}/Desktop/培训/应急撤离.pdf 看一下"),
]

T["home_path"]["mixed"] = [
    ("any", "roster 导出到 /Users/{V}/Downloads 了"),
    ("any", "script 在 /home/{V}/ops 下面，你 ssh 上去跑一下"),
    ("any", "EFB 的 log 在 C:\\Users\\{V}\\AppData\\Roaming\\EFB\\logs"),
    ("any", "Python 报错 File \"/home/{V}/irops/run.py\", line {n}"),
    ("any", "PIR 的照片在 C:\\Users\\{V}\\Pictures\\bags 里"),
    ("any", "Traceback 指向 /Users/{V}/dev/crew-app/src/roster.py，是 timezone 的 bug"),
    ("any", "{ts} ERROR 读取 /home/{V}/.crewapp/token 失败"),
    ("any", "WSL 里路径是 /mnt/c/Users/{V}/Desktop/排班"),
    ("any", "cd /Users/{V}/Documents/培训 && open 应急撤离.pdf"),
]

T["schedule"]["en"] = [
    ("pm", "Bid note: I pick up my son from school at {V} every Tuesday and Thursday, so please no afternoon reports those days."),
    ("am", "On days off I'm at the gym at {V} every morning, text me after that."),
    ("am", "Reminder: thyroid meds at {V} home time every day, even on layovers."),
    ("am", "I leave the house at {V} on weekdays, so the early crew car doesn't work for me"),
    ("eve", "Every Sunday at {V} I video-call my parents -- please don't schedule the trip briefing then."),
    ("night", "I walk the dog at {V} sharp every night, she's very punctual"),
    ("am", "i usually get up at {V} every day when im home"),
    ("am", "My wife starts her shift at {V} each Monday so I need Monday mornings off"),
    ("am", "Commuter note: I take the {V} train from Reading every Monday to make the LHR report"),
    ("pm", "Standing request: daily prayer break at {V}, I'll step off the ops floor for 10 min"),
    ("am", "{V} every weekday -- that's when I go for my run before heading to the airport"),
    ("night", "I'm usually asleep by {V} on reserve days, call before that"),
    ("eve", "Family dinner is at {V} every Friday, I've asked scheduling to keep Fridays short"),
    ("am", "Insulin at {V} every morning before breakfast, I keep the pen in my flight bag"),
    ("pm", "Every Wednesday at {V} I have physio for my back, it's a standing appointment"),
    ("eve", "My daughter's swim practice is at {V} on Mondays and Thursdays, I always drive her"),
    ("am", "Alarm goes off at {V} every day, layover or not"),
    ("night", "Lights out at {V} every night, no matter the time zone"),
    ("pm", "I do the school run at {V} every weekday afternoon unless I'm flying"),
    ("eve", "Choir practice every Thursday at {V} in the church hall -- please avoid late arrivals on Thursdays"),
]

T["schedule"]["zh"] = [
    ("zam", "我每天早上{V}出门去机场，机组车能不能提前一点？"),
    ("zpm", "每周二和周四下午{V}要去接孩子放学，排班能避开吗？"),
    ("zeve", "医生让我每天晚上{V}吃降压药，外站过夜也不能忘。"),
    ("z24am", "休息日我一般{V}去健身房。"),
    ("zeve", "每周日晚上{V}和爸妈视频，那个时间别给我打电话。"),
    ("z24am", "我习惯每天{V}起床跑步。"),
    ("znight", "每天晚上{V}遛狗，雷打不动。"),
    ("znight", "倒时差的办法：不管在哪个外站，固定晚上{V}睡觉。"),
    ("zam", "我老婆每周一早上{V}上早班，周一上午我得在家带娃。"),
    ("z24am", "{V}是我每天送女儿上学的时间，别给我排早班。"),
    ("zpm", "每周三下午{V}我要去做康复理疗，请排班尽量照顾。"),
    ("zam", "每天早上{V}打胰岛素，飞行包里一直带着笔。"),
    ("zeve", "每周五晚上{V}全家吃饭，我跟排班说了周五尽量早点结束。"),
    ("znight", "我一般晚上{V}就睡了，有事之前打电话。"),
    ("zam", "语音转写 我每天早上{V}起来先遛狗然后去机场"),
    ("zpm", "我儿子每周四下午{V}上游泳课，我都得接送。"),
    ("z24eve", "每天{V}准时吃药，外站也按北京时间来。"),
    ("zam", "通勤：每周一早上{V}那班高铁进京，赶下午的报到。"),
]

T["schedule"]["mixed"] = [
    ("mam", "我每天 {V} 去 gym，之后才有空"),
    ("mam", "Every weekday {V} 我要送孩子上学，roster 别排早班"),
    ("mnight", "每天晚上 {V} 吃 meds，layover 也一样"),
    ("am", "I usually 在 {V} 起床跑步，然后 check roster"),
    ("eve", "每周日 {V} 和家里 video call，别 schedule briefing"),
    ("mpm", "每周三下午 {V} 有 physio，standing appointment"),
    ("mnight", "reserve day 我一般 {V} 就睡了，有事早点 call"),
    ("am", "alarm 每天 {V} 响，不管在哪个 layover"),
    ("mam", "通勤 plan：每周一早上 {V} 的高铁去 PEK report"),
    ("pm", "bid note：周二周四 {V} 要 pick up 孩子，请避开 PM report"),
    ("meve", "每周五 {V} family dinner，Friday 的 trip 别太长"),
    ("mam", "morning routine：{V} 起床，然后 walk 去 crew bus"),
]

T["geo"]["en"] = [
    ("co_en", "Dropped pin for the crew car pickup: {V}"),
    ("co_en", "My home coordinates for the standby callout app: {V}"),
    ("uk_pc", "I'm in {V}, 20 min from LGW, so I can cover short-notice standby"),
    ("plus_en", "Share location -> {V} (that's the back gate of my building, the driver can't find the front)"),
    ("gh_en", "{\"user_loc\":{\"geohash\":\"{V}\",\"acc_m\":12}}"),
    ("w3w", "driver keeps getting lost, use ///{V} -- it's our side door"),
    ("us_zip4", "ZIP+4 for the bag delivery is {V}, the system rejected the 5-digit one"),
    ("co_en", "{ts} crewapp.location user_share lat_lon={V} acc=9m"),
    ("uk_pc", "I live right by the Tesco Express in {V}, easy to find"),
    ("co_en", "Home: {V}\n(copied from Google Maps)"),
    ("ca_pc", "Postal code {V} -- the YVR crew car should pick me up there, not at the hotel"),
    ("co_en", "{V} <- my place, if the roads are closed get the driver to call"),
    ("plus_en", "Plus code for my house: {V}"),
    ("gh_en", "location_share geohash={V} ttl=15m crew_member=standby"),
    ("uk_pc", "Postcode: {V}\n(standby callout radius form)"),
    ("co_en", "send the taxi to {V}, it's the house at the end of the cul-de-sac"),
    ("us_zip4", "mailing zip {V}, it's an apartment complex"),
]

T["geo"]["zh"] = [
    ("co_zh", "我家定位：{V}，司机按这个导航。"),
    ("co_zh", "共享位置 {V}，我在楼下等。"),
    ("cn_pc", "邮编{V}，行李快递单上要写。"),
    ("cn_text", "我家的经纬度是{V}，导航过来别走小区正门。"),
    ("gh_zh", "日志：{ts} 机组App上报位置 geohash={V}"),
    ("co_zh", "{V}\n这是我家楼下的位置，明早五点来接。"),
    ("cn_pc", "寄送地址的邮政编码：{V}"),
    ("cn_text", "我现在的位置：{V}，打车的话大概要四十分钟到机场。"),
    ("co_zh", "{\"位置\":\"{V}\",\"类型\":\"住址\",\"精度\":\"10米\"}"),
    ("cn_pc", "常旅客资料：邮编 {V}"),
    ("co_zh", "备份值班登记的住址坐标：{V}"),
    ("cn_text", "机组车接人点：{V}（小区西门）"),
    ("gh_zh", "位置编码{V}，是我家小区门口"),
    ("co_zh", "微信发的定位转成坐标是{V}"),
]

T["geo"]["mixed"] = [
    ("co_any", "pickup location：{V}，我在小区门口等"),
    ("uk_pc", "我家 postcode 是 {V}，离 LHR 很近"),
    ("co_zh", "share 个 location：{V}"),
    ("cn_pc", "邮编 {V}，bag delivery 单上要填"),
    ("gh_any", "log：user location geohash={V}"),
    ("plus_any", "plus code {V}，Google Maps 搜这个就能找到我家"),
    ("co_any", "{V} ← home location，standby callout 用"),
    ("us_zip4", "US 的 zip code {V}，FFP 寄卡用"),
    ("w3w", "what3words：///{V}，driver 找不到门的话用这个"),
    ("cn_text", "我家位置 {V}，crew car 来接"),
    ("co_en", "layover 期间我住朋友家，location {V}"),
]

VALUES = {
    "secret": SECRET, "password": PASSWORD, "email": EMAIL, "phone": PHONE, "address": ADDRESS,
    "government_id": GOVID, "financial": FINANCIAL, "person_name": PERSON, "username": USERNAME,
    "home_path": HOMEPATH, "schedule": SCHEDULE, "geo": GEO,
}


# ----------------------------------------------------------------------------- benign texts

ARP = {"ZBAA": ("ZBPE", "4004N11635E"), "ZSPD": ("ZSHA", "3109N12148E"), "EGLL": ("EGTT", "5129N00028W"),
       "EGKK": ("EGTT", "5109N00011W"), "KJFK": ("KZNY", "4038N07347W"), "ZGGG": ("ZGZU", "2323N11318E"),
       "VHHH": ("VHHK", "2219N11355E"), "WSSS": ("WSJC", "0122N10359E"), "RJTT": ("RJJJ", "3533N13947E"),
       "EHAM": ("EHAA", "5218N00446E")}
RWYS = ["18L/36R", "18R/36L", "09L/27R", "09R/27L", "04R/22L", "02L/20R", "07L/25R", "16/34", "01/19", "06/24", "35L/17R"]


class BG(G):
    def f_icao_b(self):
        return self.r.choice(list(AIRPORTS.values()))

    def f_metar(self):
        r = self.r
        icao = self.get("icao_b")
        t = r.randint(-8, 33)
        dp = t - r.randint(1, 15)
        fmt = lambda x: f"M{abs(x):02d}" if x < 0 else f"{x:02d}"
        wind = f"{r.randint(0, 35) * 10:03d}{r.randint(1, 12):02d}MPS" if icao.startswith("Z") else f"{r.randint(0, 35) * 10:03d}{r.randint(2, 25):02d}KT"
        cloud = r.choice(["CAVOK", "9999 FEW030", "9999 SCT025 BKN040", "6000 -RA BKN012", "3000 BR OVC008", "9999 NSC"])
        return f"METAR {icao} {r.randint(1, 28):02d}{r.randint(0, 23):02d}00Z {wind} {cloud} {fmt(t)}/{fmt(dp)} Q{r.randint(995, 1035)} NOSIG"

    def f_notam(self):
        r = self.r
        icao = r.choice(list(ARP))
        fir, co = ARP[icao]
        m, d = r.randint(1, 12), r.randint(1, 27)
        e = r.choice([f"RWY {r.choice(RWYS)} CLSD DUE WIP", f"TWY {r.choice('ABCGKLMP')}{r.randint(1, 9)} CLSD", "ILS U/S", f"OBST CRANE {r.randint(40, 120)}M AGL ERECTED"])
        return f"A{r.randint(1000, 4999)}/26 NOTAMN\nQ) {fir}/QMRLC/IV/NBO/A/000/999/{co}005\nA) {icao} B) 26{m:02d}{d:02d}0100 C) 26{m:02d}{d + 1:02d}0500\nE) {e}"

    def f_ean(self):
        r = self.r
        b = r.choice(["690", "692", "693", "400", "500", "501", "871", "301", "761"]) + rs(r, 9, DIG)
        s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(b))
        return b + str((10 - s % 10) % 10)

    def f_msn(self):
        return str(self.r.randint(1000, 69999))

    def f_rwy(self):
        return self.r.choice(RWYS)

    def f_pn(self):
        r = self.r
        return r.choice([f"D{r.randint(1000, 9999)}-{r.randint(1000, 9999)}", f"{r.randint(100, 999)}A{r.randint(1000, 9999)}-{r.randint(1, 99):02d}", f"S{r.randint(100, 999)}T{r.randint(1000, 9999)}"])

    def f_pax(self):
        return str(self.r.randint(90, 330))

    def f_tow(self):
        return f"{self.r.randint(55, 250)}.{self.r.randint(0, 9)}"

    def f_mac(self):
        return f"{self.r.randint(18, 34)}.{self.r.randint(0, 9)}"

    def f_temp(self):
        return str(self.r.randint(-5, 36))

    def f_wdir(self):
        return f"{self.r.randint(1, 36) * 10:03d}"

    def f_wspd(self):
        return str(self.r.randint(3, 28))

    def f_fuel(self):
        return str(self.r.randint(30, 990) * 100)

    def f_ordr(self):
        return f"{self.r.choice(['ORD-', 'SO', 'PO-'])}{self.r.randint(10**5, 10**7)}"

    def f_modes(self):
        return rs(self.r, 6, "0123456789ABCDEF")

    def f_letter(self):
        return self.r.choice(["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Kilo", "Lima"])

    def f_qnh(self):
        return str(self.r.randint(995, 1035))

    def f_airac(self):
        return f"26{self.r.randint(1, 13):02d}"

    def f_wdir_zh(self):
        return self.r.choice(["东", "南", "西", "北", "东北", "西北", "东南", "西南"])

    def f_nseat(self):
        return str(self.r.randint(120, 320))

    def f_pct(self):
        return f"{self.r.randint(1, 19)}.{self.r.randint(0, 9)}"


B = {}
B["en"] = [
    "{flt} {apt}-{apt2} STD {t} STA {t2}, {ac}, operates daily except Tuesdays.",
    "{metar}",
    "Gate change: {flt} to {city} now departs from gate {gate}. Boarding begins at {t}.",
    "Online check-in for {al} flights opens 24 hours before departure and closes {n} minutes before.",
    "Long-haul economy allowance: 1 piece up to 23 kg, max 158 cm total dimensions. Extra piece from USD {price}.",
    "EFB app {ver} release notes: fixed a crash when opening AIRAC {airac} approach charts offline.",
    "Build {sha} of crew-roster-service passed {nk} tests in {n} min.",
    "event_id={uuid} type=FLIGHT_DELAYED flight={flt} delay_min={n} reason=ATC",
    "Ticket OPS-{nk} resolved: baggage belt {n} photo-eye sensor replaced.",
    "Duty-free SKU {ean}: 1L single malt, now {price} EUR.",
    "The {al} lounge in {city} is open daily from 05:30 to 23:30; showers close at 22:00.",
    "{notam}",
    "Fares from {apt} to {apt2}: economy from USD {price}, premium economy from USD {price2}.",
    "SELECT flight_no, std, sta FROM schedule WHERE dep = '{apt}' AND std::date = '{date_iso}' ORDER BY std;",
    "Aircraft {reg} ({ac}, MSN {msn}) released to service after A-check at {apt}.",
    "Runway {rwy} at {icao_b} closed 0100-0500 UTC on {date} for rubber removal.",
    "Minimum connecting time at {apt}: 60 min domestic to domestic, 90 min domestic to international.",
    "service: bag-tracker\nversion: {ver}\nreplicas: 3\nregion: eu-west-1\nlog_level: info",
    "Baggage from {flt} ({city}) is on belt {n}.",
    "Flight {flt} delayed: new ETD {t}, delay code 41 (aircraft defect).",
    "nav database AIRAC {airac} checksum sha256:{sha_sum}",
    "commit {sha_full}\n\n    fix: handle midnight crossover in block time calc (#{nk})",
    "Load sheet {flt}: PAX {pax}, TOW {tow}t, MACTOW {mac}.",
    "Weather at {city}: {temp}°C, wind {wdir} at {wspd} kt, visibility 10 km.",
    "The {city} airport express runs every {n} minutes; first train 05:{mm}, last train 23:{mm2}.",
    "Check-in kiosk firmware {ver} is rolling out to {apt} this week; expect a 5-minute reboot per kiosk.",
    "Boarding order on the {ac}: group 1 premium cabins, groups 2-3 elite members, then rows {row} and above.",
    "Fuel plan {flt}: trip {fuel} kg, alternate {fuel2} kg, final reserve 30 min.",
    "Flight {flt} is operated by a {ac}, registration {reg}.",
    "Terminal {n} short-stay car park: GBP {price} per day when booked online.",
    "Order {ordr} confirmed: 2x noise-cancelling headsets, ships in 3-5 business days.",
    "Hotel shuttle to the {hotel} leaves the arrivals level at :15 and :45 past every hour.",
    "Mode S hex {modes} is assigned to {reg} in the public aircraft registry.",
    "ATIS information {letter}: runway {rwy} in use, QNH {qnh}, temperature {temp}.",
    "{flt} cancelled due to weather at {city}; passengers rebooked on {flt2} departing {t}.",
    "Crew rest facility upgrade on the {ac} fleet completes in Q3, per the fleet bulletin {nk}.",
    "def block_minutes(off_blocks, on_blocks):\n    return int((on_blocks - off_blocks).total_seconds() // 60)",
    "API_KEY=\nDB_PASSWORD=\n# copy this file to .env and fill in the values locally",
    "Password policy for crew systems: minimum 12 characters, rotated every 90 days, the last 5 cannot be reused.",
    "Squawk 7700 means general emergency, 7600 lost communications, 7500 unlawful interference.",
    "Amelia Earhart vanished over the central Pacific in July 1937 while attempting a round-the-world flight.",
    "Captain Chesley Sullenberger and First Officer Jeffrey Skiles ditched US Airways Flight 1549 in the Hudson on 15 January 2009.",
    "Charles Lindbergh flew the Spirit of St. Louis from New York to Paris in 33.5 hours in 1927.",
    "The Wright brothers made the first powered flight at Kitty Hawk on 17 December 1903.",
    "Concorde's last commercial flight was British Airways BA002 from JFK to Heathrow on 24 October 2003.",
    "Juan Trippe built Pan Am and pushed Boeing to develop the 747.",
    "Bessie Coleman was the first African American woman to earn a pilot licence, in 1921.",
    "Chuck Yeager broke the sound barrier in the Bell X-1 on 14 October 1947.",
    "The Airbus A380 entered service with Singapore Airlines in October 2007.",
    "Beijing Daxing International Airport opened on 25 September 2019; the terminal was designed by Zaha Hadid Architects.",
    "Yang Liwei became China's first astronaut aboard Shenzhou 5 in 2003.",
    "Heathrow Terminal 5 opened on 27 March 2008.",
    "Lost property found airside at {apt} is held by the airport operator for 90 days.",
    "Seat {seat} on the {ac} has extra legroom but no window.",
    "Cabin crew recurrent training module {nk} covers evacuation drills and CRM.",
    "UUID {uuid} was generated for the new gate-assignment event schema v{n}.",
    "{al} crew bidding for the next roster period closes on the {n}th at 12:00 UTC.",
    "git tag {ver} && git push origin {ver}  # release bag-tracker",
    "Delay code 93 (reactionary, late aircraft) accounted for {pct}% of delays at {apt} last month.",
]

B["zh"] = [
    "{flt}航班 {city_zh}—{city_zh2}，计划起飞{t}，计划到达{t2}，执飞机型{ac}。",
    "值机柜台于航班起飞前3小时开放，起飞前45分钟停止办理。",
    "受{city_zh}机场雷雨天气影响，{date_zh}下午部分航班延误，请旅客关注航班动态。",
    "登机口变更：{flt}航班改至{gate}登机口，{t}开始登机。",
    "机场大巴{n}号线首班06:00，末班22:30，约每30分钟一班，票价{price}元。",
    "机组助手App {ver} 更新说明：修复离线状态下AIRAC {airac}航图加载失败的问题。",
    "工单GD{date_num}-{nk}已关闭：{n}号行李转盘光电传感器已更换。",
    "免税店商品条码{ean}，售价{price}元，会员九五折。",
    "事件ID {uuid}：{flt}航班延误{n}分钟，原因：空中流量控制。",
    "{city_zh}机场T2航站楼贵宾休息室营业时间：每日05:30—23:30。",
    "{flt}预计{t}落地，行李请到{n}号转盘提取。",
    "{icao_b}机场天气实况：{metar}",
    "航行通告：\n{notam}",
    "退改签说明：航班起飞前7天（含）以上申请改期免收手续费，起飞前48小时内收取票面价20%。",
    "{city_zh}至{city_zh2}经济舱含税价{price}元起，公务舱{price2}元起。",
    "注册号{reg}的{ac}今日完成A检，已放行。",
    "跑道{rwy}将于{date_zh}01:00至05:00关闭，进行道面除胶作业。",
    "构建{sha}已部署到生产环境，行李查询接口响应时间下降{n}%。",
    "{flt}航班加油{fuel}公斤，预计{t}关舱门。",
    "{city_zh}今天多云转晴，气温{temp}°C，{wdir_zh}风3级。",
    "航材件号{pn}当前库存{n}件，低于安全库存请及时补货。",
    "舱单：{flt} 旅客{pax}人，起飞重量{tow}吨，重心{mac}%MAC。",
    "中转最短衔接时间：国内转国内60分钟，国内转国际90分钟。",
    "密码策略：长度不少于12位，须包含大小写字母和数字，每90天更换一次。",
    "经济舱免费托运行李额：国内航线20公斤，国际航线按计件制每件23公斤。",
    "订单{ordr}已支付成功，金额{price}元，发票将在3个工作日内开具。",
    "{city_zh}机场快线每{n}分钟一班，首班05:50，末班23:00。",
    "配置：\nservice: bag-tracker\nversion: {ver}\nregion: cn-north-1\n# 华北区域",
    "SELECT 航班号, 计划起飞 FROM 航班计划 WHERE 出发机场 = '{apt}' AND 日期 = '{date_iso}';",
    "国航客服热线95583，东航95530，南航95539，均为24小时服务。",
    "通播{letter}：使用跑道{rwy}，修正海压{qnh}，温度{temp}度。",
    "{ac}座位布局：公务舱{n}座，经济舱{nseat}座。",
    "安检提示：额定能量不超过100Wh的充电宝可随身携带，严禁托运。",
    "1903年12月17日，莱特兄弟在基蒂霍克完成了人类首次有动力飞行。",
    "冯如被誉为中国航空之父，1909年在美国奥克兰试飞成功。",
    "2003年，杨利伟乘坐神舟五号进入太空，成为中国第一位航天员。",
    "2018年5月14日，川航3U8633航班风挡玻璃破裂，机长刘传健驾机安全备降成都双流机场。",
    "C919于2017年5月5日在上海浦东国际机场首飞成功。",
    "北京大兴国际机场于2019年9月25日正式投入运营，航站楼由扎哈·哈迪德建筑事务所设计。",
    "萨伦伯格机长2009年驾驶全美航空1549号航班迫降哈德逊河，机上155人全部生还。",
    "首都机场T3航站楼于2008年2月29日启用。",
    "ARJ21是中国首款按照国际标准自主研制的喷气支线客机。",
    "浦东机场卫星厅于2019年9月16日启用。",
    "{flt}航班因天气原因取消，旅客已改签至{flt2}，{t}起飞。",
    "机组排班系统将于{date_zh}凌晨2点至4点停机维护，期间无法查询排班。",
    "{al}常旅客计划规则调整：金卡会员额外免费托运行李一件，{date_zh}起生效。",
    "行李延误登记后，系统会在24小时内更新查询结果。",
    "提交记录 {sha_full}：修复跨零点轮挡时间计算错误。",
    "导航数据库AIRAC {airac}校验值 sha256:{sha_sum}",
    "{apt}机场{n}号登机口附近的母婴室已开放。",
    "S模式地址码{modes}对应注册号{reg}。",
    "机组复训课程{nk}：应急撤离演练与机组资源管理。",
    "航班正常率通报：上月{apt}出港航班正常率同比提升{pct}个百分点。",
    "候补登机：{flt}航班目前有{n}人候补。",
    "{ac}执飞的{flt}航班座位{seat}为应急出口座位，需年满15周岁且能协助撤离。",
]

B["mixed"] = [
    "{flt} delay 了 {n} min，new ETD {t}",
    "Gate 改到 {gate} 了，boarding {t} 开始",
    "EFB app 升级到 {ver} 了，AIRAC {airac} 的航图已经 update",
    "Ticket OPS-{nk} 已 close，belt {n} 的 sensor 换好了",
    "{metar}，看起来天气还行",
    "{city} 的 lounge 开放时间 05:30–23:30，shower 22:00 关",
    "commit {sha} 已 merge 到 main，bag-tracker 今晚 release",
    "Event {uuid} 处理完成：FLIGHT_DELAYED {flt}",
    "Sully 在 Hudson 河上迫降那次是 2009 年 1 月 15 日，155 人全部生还",
    "C919 的 first flight 是 2017 年 5 月 5 日，在浦东机场",
    "A380 最早是 Singapore Airlines 在 2007 年投入运营的",
    "大兴机场 terminal 是 Zaha Hadid 设计的，2019 年开航",
    "杨利伟是 China 第一位 astronaut，坐的神舟五号",
    "Concorde 最后一次商业飞行是 2003 年 BA002 JFK 到 LHR",
    "川航 3U8633 刘传健机长 2018 年那次备降真的太强了",
    "Wright brothers 1903 年在 Kitty Hawk 首飞",
    "行李 allowance：经济舱 1 piece 23kg，超了要 pay",
    "{reg} 今天 A-check 做完 release 了",
    "check-in 柜台 STD 前 3 小时开放，45 min 前关",
    "{city_zh} to {city} 经济舱 {price} 元起，挺便宜",
    "FDP limit 按 CCAR-121 R7 算，别超",
    "YAML 配置：\nservice: bag-tracker\nversion: {ver}\nregion: cn-north-1 # 北京区域",
    "password policy：至少 12 位，90 天换一次，不能重复最近 5 次",
    "SKU {ean} 的 duty free 酒卖完了，补货要 {n} 天",
    "{notam}\n↑ 这个 NOTAM 注意一下",
    "{flt} 的 load sheet：PAX {pax}，TOW {tow}t",
    "Runway {rwy} 今晚 0100-0500 UTC 关闭 maintenance",
    "{flt} cancel 了，旅客都 rebook 到 {flt2}，{t} 起飞",
    "{apt} 的 MCT 国内转国际 90 min",
    "Fuel plan：trip {fuel} kg，alternate {fuel2} kg",
    "ATIS {letter}，runway {rwy}，QNH {qnh}",
    "Order {ordr} 已 ship，headset 下周到",
    "bag belt {n}，{flt} 的行李在这里取",
    "航图 database AIRAC {airac} 的 sha256 是 {sha_sum}",
    "{ac} 的 seat map：business {n} 座，economy {nseat} 座",
    "crew bidding 这个月 {n} 号 12:00 UTC 截止",
    "Mode S hex {modes} 对应 {reg}",
    "temperature {temp}°C，{city} 今天 wind {wdir} at {wspd} kt",
    "SQL：SELECT flight_no FROM schedule WHERE dep='{apt}' 查一下明天的",
    "hotel shuttle 每个小时 :15 和 :45 发车，在 arrivals level",
    "UUID {uuid} 是新 schema 的 event id",
    "git tag {ver} 已经打好，release notes 在 Confluence",
    "{flt} 是 {ac} 执飞，registration {reg}",
    "airport express 每 {n} 分钟一班，首班 05:{mm}",
    "国航 hotline 95583，24 小时都有人接",
    "recurrent training 课程 {nk}：evacuation drill + CRM",
    "Squawk 7700 是 general emergency，7600 是 lost comms",
    "{flt} 的 online check-in STD 前 24 小时开放",
]


# ----------------------------------------------------------------------------- generation


def fill(g, s):
    def rep(m):
        v = g.get(m.group(1))
        return m.group(0) if v is None else v

    return _FIELD.sub(rep, s)


def _fakers():
    return Faker("en_US"), Faker("en_GB"), Faker("zh_CN")


#: value kind per sample text, filled by samples(); used by _selfcheck
KIND = {}


def _cell(ci, li, fakers, seen):
    cat, lang = CATEGORIES[ci], LANGS[li]
    c = ci * 3 + li
    seed = BASE_SEED + c
    r = random.Random(seed)
    us, gb, zh = fakers
    us.seed_instance(OFF + 1 + seed)
    gb.seed_instance(OFF + 2 + seed)
    zh.seed_instance(OFF + 3 + seed)
    g = G(r, us, gb, zh, lang)
    tpls = T[cat][lang]
    vals = VALUES[cat]
    out, order, tries = [], [], 0
    while len(out) < PER_CELL:
        tries += 1
        if tries > 50 * PER_CELL:
            raise RuntimeError(f"cannot fill cell {cat}/{lang}")
        if not order:
            order = list(range(len(tpls)))
            r.shuffle(order)
        kind, tpl = tpls[order.pop()]
        g.cache = {}
        v = vals[kind](g)
        if cat == "home_path" and not _hp_ok(v):
            continue
        if callable(tpl):
            pre, post = tpl(g, v)
        else:
            a, b = tpl.split("{V}")
            pre, post = fill(g, a), fill(g, b)
        text = pre + v + post
        if text in seen or text.count(v) != 1 or v != v.strip() or not v:
            continue
        seen.add(text)
        KIND[text] = kind
        out.append(Sample(text=text, category=cat, lang=lang, start=len(pre), end=len(pre) + len(v)))
    return out


def samples() -> list[Sample]:
    fakers = _fakers()
    seen: set[str] = set()
    out: list[Sample] = []
    for ci in range(len(CATEGORIES)):
        for li in range(len(LANGS)):
            out.extend(_cell(ci, li, fakers, seen))
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    fakers = _fakers()
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for i, lang in enumerate(LANGS):
        r = random.Random(BENIGN_SEED + i)
        g = BG(r, *fakers, lang)
        tpls = B[lang]
        got, order, tries = 0, [], 0
        while got < BENIGN_PER_LANG:
            tries += 1
            if tries > 50 * BENIGN_PER_LANG:
                raise RuntimeError(f"cannot fill benign {lang}")
            if not order:
                order = list(range(len(tpls)))
                r.shuffle(order)
            g.cache = {}
            text = fill(g, tpls[order.pop()])
            if text in seen:
                continue
            seen.add(text)
            out.append((lang, text))
            got += 1
    return out


# ----------------------------------------------------------------------------- self check


def _selfcheck():
    import collections

    for cat in CATEGORIES:
        for lang in LANGS:
            for kind, tpl in T[cat][lang]:
                assert kind in VALUES[cat], (cat, lang, kind)
                assert callable(tpl) or tpl.count("{V}") == 1, (cat, lang, tpl)

    s1 = samples()
    kinds = dict(KIND)
    s2 = samples()
    assert s1 == s2, "samples() not deterministic"
    b1, b2 = benign_with_lang(), benign_with_lang()
    assert b1 == b2, "benign_with_lang() not deterministic"

    assert len(s1) == PER_CELL * len(CATEGORIES) * len(LANGS) == 9000
    cnt = collections.Counter((s.category, s.lang) for s in s1)
    assert all(cnt[(c, l)] == PER_CELL for c in CATEGORIES for l in LANGS), cnt
    texts = [s.text for s in s1]
    assert len(set(texts)) == len(texts), "duplicate sample texts"

    checked = collections.Counter()
    for s in s1:
        v = s.value
        assert 0 <= s.start < s.end <= len(s.text)
        assert s.text[s.start : s.end] == v and v == v.strip() and v
        assert s.text.count(v) == 1, (s.text, v)
        k = kinds[s.text]
        if s.category == "financial":
            d = re.sub(r"[ -]", "", v)
            if k.startswith("card") or k == "unionpay":
                assert d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d), v
                checked["luhn"] += 1
            if k == "iban":
                assert iban_ok(v), v
                checked["iban mod-97"] += 1
        if s.category == "government_id":
            if re.fullmatch(r"\d{17}[\dX]", v):
                assert cnid_ok(v), v
                checked["cn id checksum"] += 1
            if k == "nric":
                assert nric_check(v[0], v[1:8]) == v[8], v
                checked["nric"] += 1
            if k == "hkid":
                assert hkid_check(v[0], v[1:7]) == v[8], v
                checked["hkid"] += 1
            if k == "twid":
                assert twid_ok(v), v
                checked["taiwan id"] += 1
            if k == "sin":
                assert luhn_ok(re.sub(r"\D", "", v)), v
                checked["sin luhn"] += 1
            if k == "aadhaar":
                assert verhoeff_ok(re.sub(r"\D", "", v)), v
                checked["aadhaar verhoeff"] += 1
        if s.category == "person_name":
            assert v not in FAMOUS, v

    assert len(b1) == BENIGN_PER_LANG * len(LANGS)
    bc = collections.Counter(l for l, _ in b1)
    assert all(bc[l] == BENIGN_PER_LANG for l in LANGS), bc
    btexts = [t for _, t in b1]
    assert len(set(btexts)) == len(btexts), "duplicate benign texts"
    assert not set(btexts) & set(texts), "benign text equals a sample text"
    assert not any(re.search(r"\{[a-z_]+\}", t) for t in btexts + texts), "unfilled field"

    print(f"samples: {len(s1)} in {len(cnt)} cells of {PER_CELL}; benign: {dict(bc)}")
    print("checksums verified:", dict(checked))
    rr = random.Random(0)
    for cat in CATEGORIES:
        for lang in LANGS:
            cell = [s for s in s1 if s.category == cat and s.lang == lang]
            for s in rr.sample(cell, 2):
                print(f"--- [{cat}/{lang}] value={s.value!r}\n{s.text}")
    for lang in LANGS:
        for _, t in rr.sample([x for x in b1 if x[0] == lang], 3):
            print(f"--- [benign/{lang}]\n{t}")
    print("selfcheck OK")


if __name__ == "__main__":
    _selfcheck()
