# ruff: noqa
"""Blind evaluation corpus BM: dental, optometry and outpatient clinics.

Domain: appointment books, recall reminders, patient intake forms, insurance claims,
spectacle / contact-lens prescriptions, practice-management exports (Dentrix / Open Dental /
Eaglesoft / 口腔云管家 style), front-desk chats (Slack, WeChat groups), lab orders, IT tickets
for the clinic's integrations, 口腔诊所、眼科、预约、复诊、病历.

Styles: front-desk chat with typos, clinical notes, voice dictation without punctuation,
intake-form and OCR-ish scans, CSV exports, JSON / YAML / .env configuration, log lines,
e-mails, SMS reminder templates, tracebacks and shell commands; English, Chinese, and mixed
English/Chinese code-switching as spoken in Chinese-speaking clinics.

Blind statement: written from the brief and tests/privacy/blind_common.py only, without
reading the gate's source, its other tests or other corpora, and without running the gate.

Labelling choices: address = the street part below city level (US/UK street line incl. unit;
Chinese 路/街 + 号 + 楼栋/单元/室, without province/city/district); home_path = the user-name
segment of the home directory only; username = the handle without its "@" sigil; schedule = the
clock-time expression only ("6:40am", "10点半", "七点一刻"); geo = coordinates (pair), postcode,
geohash, plus code, what3words triple (without "///") or a residential compound name.

Seeds: BASE_SEED = 20260501, OFF = 10300, BENIGN_SEED = 93701. Cell c = category index * 3 +
language index uses random.Random(BASE_SEED + c); Faker en_US / en_GB / zh_CN are re-seeded per
cell with OFF + 1 / OFF + 2 / OFF + 3 plus the cell seed; benign language i uses
random.Random(BENIGN_SEED + i).
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

BASE_SEED = 20260501
OFF = 10300
BENIGN_SEED = 93701
PER_CELL = 250
BENIGN_PER_LANG = 400

_DG = string.digits
_UP = string.ascii_uppercase
_LO = string.ascii_lowercase
_AN = string.ascii_letters + string.digits
_B64 = _AN + "+/"
_B64U = _AN + "-_"
_HEX = "0123456789abcdef"
_CJK = re.compile(r"[\u4e00-\u9fff]")
_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def _rs(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


# ----------------------------------------------------------------------------- checksums


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


def _luhn_complete(r, prefix: str, length: int) -> str:
    body = prefix + _rs(r, _DG, length - len(prefix) - 1)
    for c in _DG:
        if _luhn_ok(body + c):
            return body + c
    raise AssertionError


def _iban_mod97(iban: str) -> int:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97


def _iban(r, country: str, bban: str) -> str:
    chk = 98 - _iban_mod97(country + "00" + bban)
    return f"{country}{chk:02d}{bban}"


_CNID_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def _cnid_check(first17: str) -> str:
    return "10X98765432"[sum(int(a) * w for a, w in zip(first17, _CNID_W)) % 11]


def _cnid_ok(v: str) -> bool:
    return len(v) == 18 and v[:17].isdigit() and _cnid_check(v[:17]) == v[17]


# ----------------------------------------------------------------------------- shared vocab

_EN_CLINICS = [
    "Bright Smile Dental", "Lakeside Family Dentistry", "ClearView Optometry",
    "Northgate Eye Care", "Riverside Medical Group", "Oak Park Pediatric Dentistry",
    "Harbor Vision Center", "Maple Grove Orthodontics", "Summit Urgent Care",
    "Westbrook Dental Studio", "Brightline Eye Associates", "Cedar Hill Family Practice",
    "Parkside Periodontics", "Union Square Optical",
]
_ZH_CLINICS = [
    "仁心口腔门诊部", "美齿口腔诊所", "明视眼科门诊", "康华综合门诊部", "悦笑齿科", "清晰视光中心",
    "博爱社区卫生服务中心", "佳美口腔", "睛彩眼视光", "同心齿科", "瞳康眼科诊所", "安和中医门诊部",
]
_EN_PROCS = [
    "cleaning", "recall exam", "crown prep", "crown seat", "root canal", "filling", "night guard impression",
    "comprehensive eye exam", "contact lens fitting", "retinal imaging", "ortho adjustment", "implant consult",
    "extraction", "perio maintenance", "bitewings", "dilated exam", "visual field test", "flu shot", "BP check",
    "Invisalign scan", "whitening consult", "OCT scan", "frame pickup", "sealants",
]
_ZH_PROCS = [
    "洗牙", "补牙", "根管治疗", "拔智齿", "种植牙复查", "验光配镜", "角膜塑形镜复查", "散瞳验光", "眼底检查",
    "正畸复诊", "牙周刮治", "窝沟封闭", "取镜", "全景片", "OCT检查", "视野检查", "涂氟", "戴牙套", "烤瓷冠试戴",
    "儿童近视复查", "拆线", "口腔检查",
]
_EN_SW = ["Dentrix", "Open Dental", "Eaglesoft", "Curve Dental", "Weave", "RevolutionEHR", "Compulink",
          "OfficeMate", "athenahealth", "Dental Intelligence", "NexHealth", "Carestream"]
_ZH_SW = ["口腔云管家", "e看牙", "领健", "HIS系统", "预约小程序", "视光管理系统", "牙医管家", "门诊收费系统"]
_EN_INS = ["Delta Dental", "MetLife", "Cigna", "Aetna", "VSP", "EyeMed", "Guardian", "Blue Cross", "Humana",
           "United Concordia", "Davis Vision"]
_ZH_INS = ["平安健康", "中国人寿", "泰康", "医保", "太平洋保险", "众安", "商保直付"]
_DR_LAST = ["Patel", "Nguyen", "Okafor", "Alvarez", "Kowalski", "Lindqvist", "Haddad", "Brennan", "Moreau",
            "Tanaka", "Osei", "Schneider", "Ferreira", "Kaur"]
_ZH_SURN = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐韩冯邓曹彭曾萧田董潘袁蔡蒋余杜叶程魏苏吕丁任沈姚卢傅钟")
_US_CITIES = [("Springfield", "IL", "627"), ("Columbus", "OH", "432"), ("Austin", "TX", "787"), ("Portland", "OR", "972"),
              ("Denver", "CO", "802"), ("Raleigh", "NC", "276"), ("Madison", "WI", "537"), ("Tucson", "AZ", "857"),
              ("Albany", "NY", "122"), ("Tampa", "FL", "336"), ("Fresno", "CA", "937"), ("Omaha", "NE", "681"),
              ("Boise", "ID", "837"), ("Richmond", "VA", "232"), ("Naperville", "IL", "605"), ("Plano", "TX", "750"),
              ("San Jose", "CA", "951"), ("Ann Arbor", "MI", "481"), ("Worcester", "MA", "016"), ("Tacoma", "WA", "984")]
_UK_TOWNS = ["Leeds", "Bristol", "Manchester", "Sheffield", "Nottingham", "Leicester", "Reading", "Brighton",
             "Cardiff", "Norwich", "York", "Bath", "Oxford", "Exeter", "Glasgow", "Croydon"]
_CN_PLACES = [
    ("", "北京市", ["朝阳区", "海淀区", "东城区", "西城区", "丰台区", "昌平区"]),
    ("", "上海市", ["徐汇区", "浦东新区", "静安区", "长宁区", "杨浦区", "闵行区"]),
    ("广东省", "广州市", ["天河区", "越秀区", "海珠区", "番禺区", "白云区"]),
    ("广东省", "深圳市", ["南山区", "福田区", "宝安区", "龙岗区", "罗湖区"]),
    ("四川省", "成都市", ["武侯区", "锦江区", "青羊区", "金牛区", "成华区"]),
    ("浙江省", "杭州市", ["西湖区", "拱墅区", "滨江区", "余杭区", "上城区"]),
    ("湖北省", "武汉市", ["武昌区", "江汉区", "洪山区", "江岸区"]),
    ("江苏省", "南京市", ["鼓楼区", "玄武区", "建邺区", "秦淮区"]),
    ("陕西省", "西安市", ["雁塔区", "碑林区", "未央区", "莲湖区"]),
    ("", "重庆市", ["渝中区", "江北区", "南岸区", "沙坪坝区"]),
    ("湖南省", "长沙市", ["岳麓区", "天心区", "开福区", "雨花区"]),
    ("福建省", "厦门市", ["思明区", "湖里区", "集美区"]),
    ("山东省", "青岛市", ["市南区", "市北区", "崂山区", "黄岛区"]),
]
_CN_REGION_CODES = ["110105", "110108", "110101", "110102", "310104", "310115", "310106", "440106", "440305",
                    "440304", "510107", "510104", "330106", "330108", "420106", "320106", "610113", "500103",
                    "430104", "350203", "370202", "410105", "210102", "120101", "130102", "340104", "360102",
                    "450103", "530102", "220104", "232301", "441900", "445102", "513701"]
_PY_SURN = ["wang", "li", "zhang", "liu", "chen", "yang", "huang", "zhao", "wu", "zhou", "xu", "sun", "ma",
            "zhu", "hu", "guo", "he", "lin", "luo", "gao", "zheng", "liang", "xie", "song", "tang", "han",
            "feng", "deng", "cao", "peng", "zeng", "xiao", "tian", "dong", "pan", "yuan", "cai", "jiang",
            "du", "ye", "cheng", "wei", "su", "ding", "ren", "shen", "yao", "jin", "fang", "tan", "qin",
            "kong", "fan", "xue", "lei", "hou", "long", "duan", "hao", "qiao"]
_PY_GIVEN = ["wei", "fang", "na", "min", "jing", "qiang", "lei", "jun", "yang", "yong", "yan", "jie",
             "juan", "tao", "ming", "chao", "xiu", "ying", "hua", "hui", "ping", "gang", "dan", "xia", "bin",
             "hao", "lin", "xin", "yi", "jia", "zi", "han", "rui", "ting", "xuan", "yue", "chen", "kai", "bo",
             "qian", "shan", "meng", "wen", "qing", "ke", "yu", "shu", "lan", "zhen", "peng", "fei", "xiang"]
_CANTO_SURN = ["Chan", "Wong", "Cheung", "Lau", "Leung", "Lam", "Tsang", "Yip", "Kwok", "Tang", "Mak", "Chow",
               "Tan", "Lim", "Teo", "Goh", "Ong", "Koh", "Chua", "Ng"]
_CANTO_GIVEN = ["Ka", "Wai", "Man", "Ming", "Chi", "Hoi", "Siu", "Kit", "Yan", "Ling", "Mei", "Fung", "Kwan",
                "Wing", "Hei", "Jun", "Jie", "Hui", "Xin", "Shu", "Yee", "Sze", "Tsz", "Lok", "Yiu"]
_FAMOUS_BLOCK = {"George Washington", "Michael Jordan", "John Smith", "James Bond", "Paul Revere",
                 "Michael Jackson", "Taylor Swift", "Mary Poppins", "Tom Hanks", "Jane Doe", "John Doe"}

_US_STREETS = ["Maple", "Oak", "Cedar", "Pine", "Elm", "Washington", "Lincoln", "Jefferson", "Park", "Lake",
               "Hillcrest", "Sunset", "Highland", "Ridge", "Church", "Mill", "Spring", "Willow", "Chestnut",
               "Walnut", "Franklin", "Madison", "Prospect", "Meadow", "Forest", "Riverside", "Cherry",
               "Hawthorne", "Linden", "Birch", "Orchard", "Magnolia", "Dogwood", "Sycamore", "Aspen",
               "Kingsley", "Greenwood", "Fairview", "Brookside", "Wildwood", "Beacon", "Quail Run", "Fox Hollow"]
_US_TYPES = ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Blvd", "Dr", "Drive", "Ln", "Lane", "Ct", "Court",
             "Pl", "Way", "Terrace", "Circle", "Pkwy"]
_UK_STREETS = ["Church", "Station", "Victoria", "Albert", "Kingsway", "Queens", "Manor", "Park", "Mill",
               "Grange", "Rectory", "Clarendon", "Stanley", "Beech", "Heather", "Windsor", "Hawthorn",
               "Lonsdale", "Harcourt", "Belgrave", "Alexandra", "Cromwell", "Priory", "Ashby", "Moorland"]
_UK_TYPES = ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Gardens", "Grove", "Drive", "Way",
             "Terrace", "Mews", "Place", "Walk", "Rise"]
_CN_ROADS = ["中山", "人民", "解放", "建设", "和平", "长江", "黄河", "文化", "青年", "胜利", "新华", "朝阳", "光明",
             "迎宾", "学府", "科华", "天府", "滨江", "金沙", "望京", "清河", "春熙", "淮海", "延安", "复兴", "衡山",
             "龙华", "深南", "桃园", "红星", "团结", "幸福", "东风", "振华", "凤凰", "玉泉", "石门", "白云",
             "广州", "体育", "花园", "工农", "前进", "华山", "泰山", "珠江", "丽泽", "安定", "建国", "劲松",
             "双桥", "曹杨", "枣阳", "桂林", "漕溪", "紫竹", "晓庄", "玉林", "芳草", "蜀汉"]
_CN_ROAD_SUF = ["路", "街", "大道", "大街", "北路", "南路", "东路", "西路", "中路", "一路", "二路", "三段", "二段", "巷"]
_CN_COMM_PRE = ["阳光", "金色", "翠苑", "碧水", "万科", "保利", "龙湖", "绿地", "华府", "锦绣", "幸福", "紫荆", "枫林",
                "名都", "春江", "盛世", "天鹅湖", "梧桐", "御景", "融创", "丽景", "世纪", "怡和", "兰亭", "芙蓉",
                "银杏", "东方", "水岸", "望江", "馨园", "康城", "金域"]
_CN_COMM_SUF = ["花园", "小区", "家园", "新村", "公寓", "苑", "城", "名邸", "华庭", "雅居", "里"]
_CN_COMM_PART = ["", "", "", "一期", "二期", "东区", "西区", "北区", "南区", "三区"]

# ----------------------------------------------------------------------------- generic fillers

_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"]
_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]


def _date_en(r):
    m, d = r.randint(1, 12), r.randint(1, 28)
    return r.choice([
        f"{_MONTHS[m - 1]} {d}", f"{m}/{d}", f"{m}/{d}/2026", f"2026-{m:02d}-{d:02d}", f"{d} {_MONTHS[m - 1][:3]}",
        f"{r.choice(_WEEKDAYS)[:3]} {m}/{d}", f"next {r.choice(_WEEKDAYS)}", f"{_MONTHS[m - 1][:3]} {d}",
    ])


def _date_zh(r):
    m, d = r.randint(1, 12), r.randint(1, 28)
    return r.choice([f"{m}月{d}日", f"{m}月{d}号", f"2026年{m}月{d}日", f"下周{r.choice('一二三四五六')}",
                     f"{m}.{d}", f"2026-{m:02d}-{d:02d}", f"本周{r.choice('一二三四五六')}"])


def _appt_en(r):
    h = r.choice([8, 9, 10, 11, 1, 2, 3, 4])
    mm = r.choice(["00", "15", "30", "45", "20", "40"])
    ap = "AM" if h >= 8 and h != 12 and h < 12 and h > 7 else "PM"
    return r.choice([f"{h}:{mm} {ap}", f"{h}:{mm}{ap.lower()}", f"{h if ap == 'AM' else h + 12}:{mm}"])


def _appt_zh(r):
    h = r.choice([8, 9, 10, 11, 14, 15, 16, 17])
    mm = r.choice(["00", "15", "30", "45", "20"])
    if h < 12:
        return r.choice([f"上午{h}:{mm}", f"上午{h}点" + ("半" if mm == "30" else ""), f"{h}:{mm}"])
    return r.choice([f"下午{h - 12}:{mm}", f"下午{h - 12}点" + ("半" if mm == "30" else ""), f"{h}:{mm}"])


def _ts(r):
    return (f"2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d} {r.randint(0, 23):02d}:"
            f"{r.randint(0, 59):02d}:{r.randint(0, 59):02d}")


def _iso(r):
    return f"2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"


def _us_street(r):
    num = r.choice([str(r.randint(10, 99)), str(r.randint(100, 999)), str(r.randint(1000, 9999)),
                    str(r.randint(10000, 24999))])
    dirp = r.choice(["", "", "", "N ", "S ", "E ", "W ", "North ", "West "])
    base = f"{num} {dirp}{r.choice(_US_STREETS)} {r.choice(_US_TYPES)}"
    unit = r.choice(["", "", "", f" Apt {r.randint(1, 30)}{r.choice('ABCD')}", f" Apt. {r.randint(100, 950)}",
                     f" #{r.randint(2, 40)}", f" Unit {r.randint(101, 512)}", f", Apt {r.randint(1, 12)}"])
    return base + unit


def _uk_street(r):
    road = f"{r.choice(_UK_STREETS)} {r.choice(_UK_TYPES)}"
    return r.choice([
        f"{r.randint(1, 180)} {road}", f"{r.randint(1, 90)}{r.choice('abc')} {road}",
        f"Flat {r.randint(1, 24)}, {r.randint(1, 120)} {road}",
        f"{r.choice(['Rose', 'Ivy', 'Laurel', 'Orchard', 'Willow'])} Cottage, {r.randint(1, 40)} {road}",
        f"{r.randint(1, 60)} {r.choice(_UK_STREETS)} Court, {road}",
    ])


def _cn_road(r):
    return r.choice(_CN_ROADS) + r.choice(_CN_ROAD_SUF)


def _cn_comm(r):
    return r.choice(_CN_COMM_PRE) + r.choice(_CN_COMM_SUF) + r.choice(_CN_COMM_PART)


def _cn_street(r):
    road = _cn_road(r) + f"{r.randint(1, 999)}号"
    return r.choice([
        road,
        road + f"{r.randint(1, 30)}号楼{r.randint(1, 6)}单元{r.randint(1, 33)}0{r.randint(1, 6)}",
        road + f"{r.randint(1, 30)}栋{r.randint(2, 32)}0{r.randint(1, 8)}室",
        road + _cn_comm(r) + f"{r.randint(1, 40)}栋{r.randint(1, 4)}单元{r.randint(1, 28)}0{r.randint(1, 4)}室",
        _cn_road(r) + f"{r.randint(100, 1999)}弄{r.randint(1, 80)}号{r.randint(1, 6)}0{r.randint(1, 4)}室",
        road + r.choice(["时代", "国贸", "金融", "财富", "科技"]) + r.choice(["大厦", "广场", "中心"])
        + f"{r.choice('ABCD')}座{r.randint(3, 30)}0{r.randint(1, 9)}",
        _cn_comm(r) + f"{r.randint(1, 40)}号楼{r.randint(1, 3)}门{r.randint(1, 18)}0{r.randint(1, 4)}",
        _cn_road(r) + f"{r.randint(1, 300)}号院{r.randint(1, 20)}号楼{r.randint(1, 25)}0{r.randint(1, 6)}",
    ])


def _cn_place(r):
    return r.choice(_CN_PLACES)


def _pinyin_name(r, sep=""):
    g = r.choice(_PY_GIVEN) + (r.choice(_PY_GIVEN) if r.random() < 0.6 else "")
    return r.choice(_PY_SURN), g


_FILL = {
    "date": lambda r, F: _date_en(r),
    "iso": lambda r, F: _iso(r),
    "time": lambda r, F: _appt_en(r),
    "ts": lambda r, F: _ts(r),
    "clinic": lambda r, F: r.choice(_EN_CLINICS),
    "proc": lambda r, F: r.choice(_EN_PROCS),
    "sw": lambda r, F: r.choice(_EN_SW),
    "ins": lambda r, F: r.choice(_EN_INS),
    "dr": lambda r, F: "Dr. " + r.choice(_DR_LAST),
    "n": lambda r, F: str(r.randint(2, 60)),
    "n3": lambda r, F: str(r.randint(100, 999)),
    "n5": lambda r, F: str(r.randint(10000, 99999)),
    "tooth": lambda r, F: str(r.randint(1, 32)),
    "age": lambda r, F: str(r.randint(6, 84)),
    "op": lambda r, F: str(r.randint(1, 8)),
    "ticket": lambda r, F: r.choice(["INC", "REQ", "HD-", "#"]) + str(r.randint(10000, 99999)),
    "host": lambda r, F: r.choice(["db01.clinic.local", "10.0.3.21", "pms-sql", "192.168.10.5", "pacs01",
                                   "opendental-db.internal", "sql.westbrook.lan"]),
    "zdate": lambda r, F: _date_zh(r),
    "ztime": lambda r, F: _appt_zh(r),
    "zclinic": lambda r, F: r.choice(_ZH_CLINICS),
    "zproc": lambda r, F: r.choice(_ZH_PROCS),
    "zsw": lambda r, F: r.choice(_ZH_SW),
    "zins": lambda r, F: r.choice(_ZH_INS),
    "zdr": lambda r, F: r.choice(_ZH_SURN) + r.choice(["医生", "大夫", "主任", "医师"]),
    "zroom": lambda r, F: f"{r.randint(1, 9)}号诊室",
    "zchair": lambda r, F: f"{r.randint(1, 8)}号椅",
}

_TOK = re.compile(r"«(\w+)»")


def _render(r, F, tpl, value, extra=None):
    out, pos, start = [], 0, None
    length = 0
    for m in _TOK.finditer(tpl):
        chunk = tpl[pos:m.start()]
        out.append(chunk)
        length += len(chunk)
        key = m.group(1)
        if key == "V":
            if start is not None:
                raise ValueError("value token twice: " + tpl)
            start = length
            s = value
        elif extra and key in extra:
            s = extra[key]
        else:
            s = _FILL[key](r, F)
        out.append(s)
        length += len(s)
        pos = m.end()
    out.append(tpl[pos:])
    if start is None:
        raise ValueError("no value token: " + tpl)
    return "".join(out), start, start + len(value)


class _Fakers:
    def __init__(self):
        from faker import Faker

        self.us = Faker("en_US")
        self.gb = Faker("en_GB")
        self.zh = Faker("zh_CN")

    def seed(self, cell_seed):
        self.us.seed_instance(OFF + 1 + cell_seed)
        self.gb.seed_instance(OFF + 2 + cell_seed)
        self.zh.seed_instance(OFF + 3 + cell_seed)


_FAKERS = None


def _fakers():
    global _FAKERS
    if _FAKERS is None:
        _FAKERS = _Fakers()
    return _FAKERS


def _en_first_last(r, F):
    fk = F.us if r.random() < 0.65 else F.gb
    for _ in range(20):
        first, last = fk.first_name(), fk.last_name()
        if f"{first} {last}" not in _FAMOUS_BLOCK:
            return first, last
    return first, last


# ============================================================================= SECRET


def _jwt(r):
    alg = r.choice(["HS256", "HS256", "RS256"])
    header = _b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    iat = r.randint(1767000000, 1779000000)
    payload = {"sub": f"usr_{r.randint(1000, 99999)}", "role": r.choice(["frontdesk", "hygienist", "admin",
               "optician", "billing", "portal"]), "clinic": r.randint(1, 40), "iat": iat,
               "exp": iat + r.choice([900, 3600, 86400])}
    body = _b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = _rs(r, _B64U, 43 if alg == "HS256" else 342)
    return f"{header}.{body}.{sig}"


_SECRET_KINDS = [
    # name, weight, value fn, env names, label en, label zh, langs
    ("aws_id", 3, lambda r: "AKIA" + _rs(r, _UP + "234567", 16), ["AWS_ACCESS_KEY_ID"], "AWS access key ID",
     "AWS 访问密钥ID", "en zh mixed"),
    ("aws_secret", 3, lambda r: _rs(r, _AN, 12) + _rs(r, _B64, 28), ["AWS_SECRET_ACCESS_KEY"],
     "AWS secret key", "AWS 私密访问密钥", "en zh mixed"),
    ("ghp", 3, lambda r: "ghp_" + _rs(r, _AN, 36), ["GITHUB_TOKEN", "GH_TOKEN"], "GitHub token",
     "GitHub 令牌", "en zh mixed"),
    ("gh_pat", 2, lambda r: "github_pat_11" + _rs(r, _UP + _DG, 20) + "_" + _rs(r, _AN, 59),
     ["GITHUB_PAT", "GH_PAT"], "GitHub fine-grained token", "GitHub 细粒度令牌", "en zh mixed"),
    ("slack_bot", 3, lambda r: f"xoxb-{_rs(r, _DG, 11)}-{_rs(r, _DG, 13)}-{_rs(r, _AN, 24)}",
     ["SLACK_BOT_TOKEN"], "Slack bot token", "Slack 机器人 token", "en mixed"),
    ("slack_user", 1, lambda r: f"xoxp-{_rs(r, _DG, 11)}-{_rs(r, _DG, 12)}-{_rs(r, _DG, 13)}-{_rs(r, _HEX, 32)}",
     ["SLACK_USER_TOKEN"], "Slack user token", "Slack 用户 token", "en mixed"),
    ("openai_proj", 3, lambda r: "sk-proj-" + _rs(r, _B64U, 74) + "T3BlbkFJ" + _rs(r, _B64U, 74),
     ["OPENAI_API_KEY"], "OpenAI key", "OpenAI 的 key", "en zh mixed"),
    ("openai_old", 1, lambda r: "sk-" + _rs(r, _AN, 20) + "T3BlbkFJ" + _rs(r, _AN, 20), ["OPENAI_API_KEY"],
     "OpenAI key", "OpenAI 密钥", "en zh mixed"),
    ("anthropic", 3, lambda r: "sk-ant-api03-" + _rs(r, _B64U, 93) + "AA", ["ANTHROPIC_API_KEY"],
     "Anthropic API key", "Claude 接口密钥", "en zh mixed"),
    ("stripe_sk", 3, lambda r: "sk_live_" + r.choice([_rs(r, _AN, 24), "51" + _rs(r, _AN, 97)]),
     ["STRIPE_SECRET_KEY", "STRIPE_API_KEY"], "Stripe live key", "Stripe 密钥", "en zh mixed"),
    ("stripe_rk", 1, lambda r: "rk_live_" + _rs(r, _AN, 24), ["STRIPE_RESTRICTED_KEY"], "Stripe restricted key",
     "Stripe 受限密钥", "en mixed"),
    ("stripe_whsec", 1, lambda r: "whsec_" + _rs(r, _AN, 32), ["STRIPE_WEBHOOK_SECRET"],
     "Stripe webhook secret", "Stripe webhook 签名密钥", "en mixed"),
    ("google", 3, lambda r: "AIzaSy" + _rs(r, _B64U, 33), ["GOOGLE_MAPS_API_KEY", "GOOGLE_API_KEY"],
     "Google Maps key", "谷歌地图 key", "en zh mixed"),
    ("hf", 2, lambda r: "hf_" + _rs(r, string.ascii_letters, 34), ["HF_TOKEN", "HUGGINGFACE_TOKEN"],
     "Hugging Face token", "Hugging Face 令牌", "en zh mixed"),
    ("sendgrid", 3, lambda r: "SG." + _rs(r, _B64U, 22) + "." + _rs(r, _B64U, 43), ["SENDGRID_API_KEY"],
     "SendGrid key", "SendGrid 邮件 key", "en mixed"),
    ("telegram", 2, lambda r: str(r.randint(100000000, 7999999999)) + ":AA" + _rs(r, _B64U, 33),
     ["TELEGRAM_BOT_TOKEN"], "Telegram bot token", "Telegram 机器人 token", "en zh mixed"),
    ("twilio", 2, lambda r: _rs(r, _HEX, 32), ["TWILIO_AUTH_TOKEN"], "Twilio auth token", "Twilio 鉴权 token",
     "en mixed"),
    ("jwt", 3, _jwt, ["ACCESS_TOKEN", "PORTAL_SESSION_TOKEN", "API_JWT"], "session JWT", "登录 token", "en zh mixed"),
    ("generic_hex", 3, lambda r: _rs(r, _HEX, r.choice([32, 40, 64])),
     ["CLEARINGHOUSE_API_KEY", "WEBHOOK_SIGNING_SECRET", "LAB_PORTAL_TOKEN", "EYEMED_CLIENT_SECRET",
      "PMS_BRIDGE_SECRET", "IMAGING_API_KEY", "PAYMENT_HMAC_KEY", "SESSION_SECRET"],
     "integration secret", "接口密钥", "en mixed"),
    ("generic_b64", 2, lambda r: _rs(r, _AN, r.choice([28, 36, 44])),
     ["CLIENT_SECRET", "RECALL_SMS_AUTH_TOKEN", "ENCRYPTION_KEY", "PORTAL_API_SECRET"],
     "client secret", "客户端密钥", "en mixed"),
    ("aliyun_id", 3, lambda r: "LTAI5t" + _rs(r, _AN, 18), ["ALIYUN_ACCESS_KEY_ID", "ALIBABA_CLOUD_ACCESS_KEY_ID"],
     "Aliyun AccessKey ID", "阿里云 AccessKey ID", "zh mixed"),
    ("aliyun_secret", 3, lambda r: _rs(r, _AN, 30), ["ALIYUN_ACCESS_KEY_SECRET", "ALIBABA_CLOUD_ACCESS_KEY_SECRET"],
     "Aliyun AccessKey secret", "阿里云 AccessKey Secret", "zh mixed"),
    ("tencent_id", 2, lambda r: "AKID" + _rs(r, _AN, 32), ["TENCENTCLOUD_SECRET_ID"], "Tencent Cloud SecretId",
     "腾讯云 SecretId", "zh mixed"),
    ("tencent_key", 2, lambda r: _rs(r, _AN, 32), ["TENCENTCLOUD_SECRET_KEY"], "Tencent Cloud SecretKey",
     "腾讯云 SecretKey", "zh mixed"),
    ("wx_secret", 3, lambda r: _rs(r, _HEX, 32), ["WX_APP_SECRET", "WECHAT_APPSECRET"], "WeChat AppSecret",
     "小程序 AppSecret", "zh mixed"),
    ("dingtalk", 2, lambda r: _rs(r, _HEX, 64), ["DINGTALK_ACCESS_TOKEN"], "DingTalk robot token",
     "钉钉机器人 access_token", "zh mixed"),
    ("feishu", 1, lambda r: _rs(r, _AN, 32), ["FEISHU_APP_SECRET"], "Feishu app secret", "飞书 App Secret",
     "zh mixed"),
]

_SECRET_TOKEN_T = {
    "en": [
        "# «sw» bridge config\n«VAR»=«V»\nSYNC_INTERVAL_MIN=15\nLOG_LEVEL=info",
        "export «VAR»=\"«V»\"   # TODO move to vault before go-live",
        "integrations:\n  recall_sms:\n    enabled: true\n    «lvar»: «V»\n    retry: 3",
        "{\"provider\": \"«LABEL»\", \"«lvar»\": \"«V»\", \"clinic_id\": «n», \"enabled\": true}",
        "Hey, for the online booking widget you'll need the «LABEL»: «V» — pls don't paste it in #frontdesk again",
        "curl -s -H \"Authorization: Bearer «V»\" https://api.«apihost»/v1/appointments?date=«iso»",
        "Ticket «ticket»: recall reminders stopped sending overnight. «VAR» in prod is «V» — is that the rotated one?",
        "«V» <- that's the «LABEL» the old IT guy left on a sticky note in sterilization. rotate it??",
        "[«ts»] WARN payments.gateway retrying with key=«V» (attempt 2/5)",
        "Subject: portal migration\n\nHi all,\nNew «LABEL» for the patient portal is «V». The old one gets revoked Friday.\n\nThanks, IT",
        "services:\n  recall:\n    image: clinic/recall:2.4\n    environment:\n      - «VAR»=«V»\n      - PORT=8080",
        "$env:«VAR» = '«V»'\n.\\sync_lab_orders.ps1 -Since «iso»",
        "fyi teh «LABEL» tokn is «V» , lab order sync needs it after the reinstall",
        "git diff config/prod.env\n-«VAR»=\n+«VAR»=«V»",
        "client = Client(api_key=\"«V»\")  # «LABEL», recall-bot v0.3",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: recall-sms\nstringData:\n  «lvar»: «V»",
        "Found in the shared drive 'IT stuff.txt': «LABEL» = «V» (do we still use this??)",
        "[recall_sms]\n; «LABEL» (prod)\n«lvar» = «V»\nsend_window = 09-18",
        "Can you check whether «V» is still valid? The eyewear order webhook started returning 401 this morning.",
        "«VAR»: «V»\nCLINIC_TZ: America/Denver\nREMINDER_LEAD_DAYS: 2",
        "x-api-key: «V»\nContent-Type: application/json\n\n{\"op\": «op», \"date\": \"«iso»\"}",
    ],
    "zh": [
        "【运维】预约短信服务的«LABEL»：«V»，请勿外传。",
        "配置文件 .env 如下：\n«VAR»=«V»\nDB_HOST=10.0.3.21\nTZ=Asia/Shanghai",
        "同事把«LABEL»直接贴群里了：«V» 赶紧作废重新生成一个吧",
        "接口对接说明：请求头加上 Authorization: Bearer «V» ，有效期7天，过期找信息科。",
        "工单«ticket»：«zsw»同步失败，日志里显示 key=«V» 鉴权不通过，麻烦看一下",
        "{\"服务\": \"«LABEL»\", \"密钥\": \"«V»\", \"门店\": \"«zclinic»\"}",
        "«V» ←这是前台电脑便签上写的«LABEL»，我拍照发你了",
        "上线前检查发现代码里硬编码了 «VAR» = \"«V»\"，要挪到环境变量里",
        "交接文档：\n1. 小程序后台账号在信息科\n2. «LABEL»：«V»\n3. 每月1号导出对账单",
        "[«ts»] ERROR 调用«LABEL»失败 token=«V» 返回403",
        "你好，供应商那边要我们把«LABEL»发过去，我先发你确认：«V»",
        "备忘：«VAR» 已于«zdate»更换为 «V»，旧的已停用",
        "yaml配置\nsms:\n  provider: aliyun\n  «lvar»: «V»\n  sign_name: 门诊提醒",
        "老王离职前留下的«LABEL»是«V»，现在还在用吗？",
        "复诊提醒推送又挂了，查了一下«VAR»还是旧的«V»，是不是被轮换了",
        "导出工具的配置：«lvar»=«V»；导出目录 D:\\export\\daily",
    ],
    "mixed": [
        "这个是 «LABEL»: «V»，别 commit 到 repo 里",
        "prod 的 «VAR» 换成了 «V»，staging 不变",
        "帮我 check 一下 «V» 这个 token 还 valid 吗？recall SMS 又发不出去了",
        "IT 说 «LABEL» 在 .env 里：«VAR»=«V»，deploy 之前记得 rotate",
        "{\"provider\": \"«LABEL»\", \"«lvar»\": \"«V»\", \"备注\": \"预约系统\"}",
        "「运维群」@all «LABEL» 泄露了 → «V» ，已经 revoke，新的私聊发",
        "curl 的时候 header 要带 Authorization: Bearer «V»，不然 401",
        "我在 shared drive 找到一个 txt，里面写着 «VAR»: «V» 这个还在 use 吗",
        "log 里看到 [«ts»] token=«V» 请求被 reject 了",
        "config.yaml:\n  payment:\n    «lvar»: «V»   # 先这样 hardcode，下周改",
        "«V» 是 lab portal integration 用的«LABEL»，不要发到 WeChat 群",
        "新的 «LABEL» 我放 1Password 了，临时先用 «V»",
        "Ticket «ticket»: 小程序 login 报错，检查发现 «VAR»=«V» 已经 expired",
    ],
}

_SECRET_HOOK_T = {
    "en": ["SLACK_WEBHOOK_URL=https://hooks.slack.com/services/«V»",
           "No-show alerts post to https://hooks.slack.com/services/«V» every morning at standup",
           "webhook: https://hooks.slack.com/services/«V»  # #lab-orders channel"],
    "mixed": ["no-show 提醒发到 https://hooks.slack.com/services/«V» 这个 webhook",
              "Slack webhook 地址：https://hooks.slack.com/services/«V»，别外传"],
}

_SECRET_BLOCK_T = {
    "en": [
        "Here's the key for the PACS SFTP box, paste into ~/.ssh/id_rsa:\n«V»\nthen chmod 600 and try again",
        "-- attached: imaging_server.pem --\n«V»\n-- end attachment --",
        "cat /etc/ssl/private/portal.key\n«V»",
        "Vendor sent the lab-upload key in plain email 🙄\n\n«V»\n\nPlease confirm receipt.",
        "«V»\n^ this was committed to the recall-bot repo on «date», need to rotate",
    ],
    "zh": [
        "影像服务器的私钥如下，保存为 id_rsa：\n«V»\n权限改成600",
        "厂家把证书私钥直接发邮件了：\n«V»\n请尽快更换",
        "附件内容（portal.key）：\n«V»",
        "«V»\n↑这个私钥被传到了共享盘，信息科赶紧处理",
    ],
    "mixed": [
        "SFTP 的 private key 给你：\n«V»\n记得 chmod 600",
        "vendor 发来的 key 文件内容：\n«V»\n这个不能放在 shared drive",
        "«V»\n上面这个 key 是 lab upload 用的，deploy 完就删",
    ],
}

_SECRET_URL_T = {
    "en": [
        "DATABASE_URL=postgres://«svc»:«V»@«host»:5432/opendental",
        "Connection string for reports: mysql://«svc»:«V»@«host»:3306/practice",
        "Lab uploads go to ftp://«svc»:«V»@ftp.«labdomain»/orders/ every night at 2",
        "The old PACS link still works: https://«svc»:«V»@pacs.«labdomain»/studies?modality=IO",
        "REDIS_URL=redis://:«V»@cache.clinic.local:6379/0",
        "jdbc connection failed: mongodb://«svc»:«V»@«host»:27017/recall?authSource=admin",
        "smtp://«svc»:«V»@smtp.«labdomain»:587 is what the reminder mailer uses",
    ],
    "zh": [
        "数据库连接串：mysql://«svc»:«V»@«host»:3306/clinic，别随便改",
        "影像归档地址 ftp://«svc»:«V»@«host»/dicom/ 每晚自动上传",
        "报表库 postgres://«svc»:«V»@«host»:5432/his 只读账号",
        "缓存配置 redis://:«V»@«host»:6379/2",
    ],
    "mixed": [
        "report 用这个 connection string：mysql://«svc»:«V»@«host»:3306/practice",
        "lab 的 FTP 是 ftp://«svc»:«V»@ftp.«labdomain»/upload，每晚 sync",
        "DATABASE_URL=postgres://«svc»:«V»@«host»:5432/emr  # 测试环境也是这个",
    ],
}


def _pem(r):
    kind = r.choice(["RSA", "OPENSSH", "EC", "PKCS8"])
    if kind == "RSA":
        head, body0 = "RSA PRIVATE KEY", r.choice(["MIIEowIBAAKCAQEA", "MIIEpAIBAAKCAQEA", "MIIEogIBAAKCAQEA"])
    elif kind == "OPENSSH":
        head, body0 = "OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAA"
    elif kind == "EC":
        head, body0 = "EC PRIVATE KEY", "MHcCAQEEI"
    else:
        head, body0 = "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
    nlines = r.randint(4, 9) if kind != "EC" else 3
    width = 70 if kind == "OPENSSH" else 64
    body = body0 + _rs(r, _B64, width * nlines - len(body0) + r.randint(0, width - 8))
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return f"-----BEGIN {head}-----\n" + "\n".join(lines) + f"\n-----END {head}-----"


def _g_secret(r, F, lang):
    x = r.random()
    if x < 0.11:
        return r.choice(_SECRET_BLOCK_T[lang]), _pem(r), {}
    if x < 0.24:
        pw = _rs(r, _AN, r.randint(14, 24))
        svc = r.choice(["pm_app", "svc_recall", "labftp", "report_ro", "dentrix_ro", "his_app", "pacs_admin",
                        "imaging", "mailer", "etl_user"])
        dom = r.choice(["dentallab-express.com", "clearvisionlab.net", "westbrookdental.com", "vision-rx.io",
                        "meichi-lab.cn", "kqlab.com.cn"])
        return r.choice(_SECRET_URL_T[lang]), pw, {"svc": svc, "labdomain": dom}
    kinds = [k for k in _SECRET_KINDS if lang in k[6].split()]
    k = r.choices(kinds, weights=[k[1] for k in kinds])[0]
    val = k[2](r)
    var = r.choice(k[3])
    label = k[5] if lang == "zh" else (k[4] if lang == "en" else r.choice([k[4], k[5]]))
    if k[0] == "slack_bot" and lang != "zh" and r.random() < 0.2:
        hook = f"T{_rs(r, _UP + _DG, 8)}/B{_rs(r, _UP + _DG, 10)}/{_rs(r, _AN, 24)}"
        return r.choice(_SECRET_HOOK_T[lang]), hook, {}
    lvar = r.choice([var.lower(), "api_key", "token", "secret", "key", "auth_token", "access_key"])
    apihost = r.choice(["labportal.io", "nexrecall.com", "eyewear-orders.net", "clinic-gw.example.org"])
    return r.choice(_SECRET_TOKEN_T[lang]), val, {"VAR": var, "LABEL": label, "lvar": lvar, "apihost": apihost}


# ============================================================================= PASSWORD

_PW_WORDS = ["Molar", "Canine", "Enamel", "Floss", "Retina", "Cornea", "Iris", "Tulip", "Harbor", "Falcon",
             "Maple", "Cobalt", "Pepper", "Sunset", "Willow", "Orbit", "Copper", "Marble", "Violet", "Juniper",
             "Badger", "Rocket", "Lantern", "Otter", "Clover", "Summit", "Bluebird", "Walrus", "Panda", "Mango"]
_PP_WORDS = ["tulip", "harbor", "quiet", "orange", "violin", "granite", "pepper", "meadow", "rocket", "lunar",
             "cactus", "velvet", "saddle", "breeze", "copper", "puzzle", "ember", "falcon", "island", "walnut",
             "pickle", "shadow", "cobalt", "maple", "thunder", "ginger"]


def _pw_value(r, kind):
    if kind == "pin":
        n = r.choice([4, 4, 4, 5, 6, 6])
        return str(r.randint(1, 9)) + _rs(r, _DG, n - 1)
    s = r.random()
    if s < 0.3:
        w = r.choice(_PW_WORDS)
        if r.random() < 0.3:
            w = w.lower()
        return w + r.choice(["", "", "@", "#", "_"]) + str(r.randint(10, 9999)) + r.choice(["", "!", "!", "$", "#", "?"])
    if s < 0.55:
        while True:
            v = _rs(r, _AN + "!@#$%&*?", r.randint(10, 16))
            if any(c.isdigit() for c in v) and any(c.isalpha() for c in v):
                return v
    if s < 0.72:
        sep = r.choice(["-", ".", "_"])
        words = r.sample(_PP_WORDS, r.choice([3, 3, 4]))
        return sep.join(words) + (sep + str(r.randint(2, 99)) if r.random() < 0.5 else "")
    if s < 0.9:
        sn, gn = _pinyin_name(r)
        base = r.choice([sn + gn, sn[0].upper() + sn[1:] + gn, (sn[0] + gn[0]).upper() + sn[1:]])
        return base + r.choice(["", "@", "#", "."]) + r.choice([f"{r.randint(1970, 2012)}", f"{r.randint(1, 12):02d}{r.randint(1, 28):02d}",
                                                               f"{r.randint(100, 999)}"])
    return r.choice(["Aa", "Qw", "Zx", "Ab"]) + _rs(r, _DG, r.randint(6, 8)) + r.choice(["!", "", ".", "@"])


_PW_T = {
    "en": [
        ("pw", "Staff wifi: CLINIC-STAFF-5G / password: «V»"),
        ("pw", "the wifi password is «V» (case sensitive, patients use the guest one)"),
        ("pw", "Front desk login for «sw» — user: frontdesk2, password: «V»"),
        ("pin", "Back door code is «V», please stop propping it open with the mop bucket"),
        ("pin", "Alarm code: «V» then press OFF. Don't give it to the cleaning crew."),
        ("pin", "PIN for the controlled-substances cabinet changed to «V» as of «date»."),
        ("pw", "Your temporary patient portal password is «V». You'll be asked to change it the first time you log in."),
        ("pw", "sticky note on op «op» monitor: «sw» pw «V»"),
        ("pw", "Can you reset my «sw» password? I tried «V» twice and now it says locked"),
        ("pw", "note to self the lab portal password is «V» remember to change it after the audit"),
        ("pw", "login,password,role\nhygiene3,«V»,hygienist"),
        ("pw", "[lab_portal]\nuser = lab_orders\npwd = «V»\nverify_ssl = true"),
        ("pin", "passcode for the vaccine fridge log tablet: «V»"),
        ("pin", "Lockbox for the spare keys is «V». Key to the server closet is the blue one."),
        ("pw", "I changed the Optos workstation password to «V», let me know if you can't get in"),
        ("pw", "«V» is the new password for the shared billing inbox — don't write it on the whiteboard again"),
        ("pw", "pasword for the imaging pc is «V» i think? or it was before the update"),
        ("pin", "Door code for the Saturday crew: «V»#  (the # matters)"),
        ("pin", "voicemail PIN reset to «V», change it from the handset menu"),
        ("pw", "Insurance portal («ins») creds: billing account, passwrd «V»"),
        ("pw", "Patient said her portal password is «V» but it doesn't work — resend invite?"),
        ("pw", "Remote desktop to the server: host PMS-SRV01, pass «V»"),
        ("pin", "Safe combo / PIN for petty cash: «V»"),
        ("pw", "new hire checklist: 1) badge 2) «sw» account (temp pw «V») 3) HIPAA training"),
    ],
    "zh": [
        ("pw", "诊所员工WiFi：Clinic-Staff，密码是«V»"),
        ("pw", "«V» 是新的WiFi密码，旧的作废了"),
        ("pin", "«V»#，这是新的门禁密码，记住别外传"),
        ("pw", "前台电脑开机密码：«V»"),
        ("pin", "后门开门密码改成«V»了，下班记得锁好"),
        ("pin", "库房门禁密码«V»，别告诉外包保洁"),
        ("pin", "麻药柜的密码是«V»，只有医生和护士长知道"),
        ("pw", "【«zclinic»】您的就诊小程序初始密码为«V»，首次登录后请及时修改。"),
        ("pw", "«zsw»账号 qiantai01 密码 «V»"),
        ("pw", "口令：«V»"),
        ("pin", "保险柜密码«V»，零钱都放里面"),
        ("pw", "打印机管理员密码是«V»，别乱改设置"),
        ("pw", "那个影像系统的密码是«V»你先登上去看一下片子"),
        ("pw", "忘了«zsw»密码，试了«V»提示错误，帮忙重置一下"),
        ("pw", "交接：医保结算电脑密码«V»，周五前要改"),
        ("pin", "新来的同事注意，员工通道门禁密码«V»#"),
        ("pw", "视光中心平板的锁屏密码：«V»"),
        ("pw", "技工所网站登录 用户名 kqlab 密码«V»"),
        ("pin", "报警器撤防密码«V»，早上开门先按"),
        ("pw", "患者说她小程序密码设的是«V»，登不进去，帮她看看"),
        ("pw", "服务器远程桌面 密码«V» 不要发群里"),
        ("pin", "药房冷柜的电子锁密码«V»"),
    ],
    "mixed": [
        ("pw", "wifi 密码是 «V»，password 区分大小写"),
        ("pw", "portal 的 password 改成 «V» 了"),
        ("pin", "door code 换了，新的是 «V»"),
        ("pw", "«sw» 登录：user frontdesk，pw «V»"),
        ("pw", "你的 temporary password 是 «V»，首次 login 后请修改"),
        ("pin", "alarm code «V»，早上开门先 disarm"),
        ("pw", "imaging PC 的密码 «V»，别写在 sticky note 上"),
        ("pw", "lab portal 账号 kqlab，password «V»"),
        ("pin", "drug cabinet 的 PIN 是 «V»"),
        ("pw", "server remote desktop 密码 «V»，IT 说下周 reset"),
        ("pw", "«V» 是 billing inbox 的新 password，大家记一下"),
        ("pin", "Saturday 值班的开门密码：«V»#"),
        ("pw", "Optos 那台电脑 login 不了，我试了 «V» 也不行"),
        ("pw", "医保 portal 的 password: «V» (上个月改的)"),
    ],
}


def _g_password(r, F, lang):
    kind, tpl = r.choice(_PW_T[lang])
    return tpl, _pw_value(r, kind), {}


# ============================================================================= EMAIL

_EN_MAIL_DOM = ["gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "comcast.net",
                "proton.me", "btinternet.com", "sky.com", "hotmail.co.uk", "yahoo.co.uk", "me.com", "att.net",
                "verizon.net", "live.com"]
_ZH_MAIL_DOM = ["qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "yeah.net", "aliyun.com", "sohu.com",
                "139.com", "outlook.com", "gmail.com", "hotmail.com"]


def _email_en(r, F):
    first, last = _en_first_last(r, F)
    f, l = first.lower(), last.lower().replace("'", "").replace(" ", "")
    s = r.random()
    if s < 0.2:
        return (F.us if r.random() < 0.7 else F.gb).free_email()
    dom = r.choice(_EN_MAIL_DOM)
    local = r.choice([f"{f}.{l}", f"{f}{l}{r.randint(1, 99)}", f"{f[0]}{l}", f"{f}_{l}", f"{l}.{f}",
                      f"{f}{l[0]}{r.randint(70, 99)}", f"{f}.{l}+{r.choice(['dental', 'eyes', 'appts', 'health'])}",
                      f"{f}{r.randint(1960, 2008)}", f"{f[0].upper()}{l.capitalize()}"])
    if r.random() < 0.1:
        local = local[:1].upper() + local[1:]
    return f"{local}@{dom}"


def _email_zh(r, F):
    s = r.random()
    if s < 0.3:
        return f"{r.randint(10000, 3999999999)}@qq.com"
    sn, gn = _pinyin_name(r)
    dom = r.choice(_ZH_MAIL_DOM)
    local = r.choice([sn + gn, f"{sn}{gn}{r.randint(1, 999)}", f"{gn}.{sn}", f"{sn}_{gn}", f"{sn[0]}{gn}{r.randint(80, 99)}",
                      f"{sn}{gn}{r.randint(1975, 2010)}", f"{gn}{sn}", f"{sn}.{gn}"])
    if s > 0.9:
        return F.zh.free_email()
    return f"{local}@{dom}"


_EMAIL_T = {
    "en": [
        "Patient prefers email reminders: «V»",
        "From: «V»\nTo: frontdesk@westbrookdental.com\nSubject: Reschedule cleaning\n\nHi, can I move my «date» appointment to later in the week?",
        "patient_id,email,last_visit,recall_due\nP«n5»,«V»,«iso»,Y",
        "{\"patient_id\": \"P«n5»\", \"contact\": {\"email\": \"«V»\", \"sms_opt_in\": false}}",
        "Recall email bounced for «V» — mailbox full. Try calling instead.",
        "pls send the contact lens Rx copy to «V» thx",
        "Intake form | Email: «V» | Preferred contact: email | Referred by: Google",
        "E-mail  :  «V»     Occupation : teacher     Emergency contact : see page 2",
        "her email is «V» i think, double check at check-in",
        "[«ts»] notify.send to=«V» template=recall_6mo status=delivered",
        "«V» unsubscribed from the newsletter on «date»",
        "Send the itemized receipt for the «proc» to «V» so he can submit it to «ins».",
        "Guardian email on file (minor): «V»",
        "email address is «V» all lower case",
        "Reply-To: «V»\n> Thanks for the reminder! See you «date».",
        "Update contact info: old email deleted, new email «V» (verified by phone)",
        "mailto:«V»?subject=Your%20new%20glasses%20are%20ready",
        "EOB copy requested — forward to «V» and note it in the ledger",
        "«V» keeps getting the wrong clinic's reminders, can someone fix the merge?",
        "ORTHO CONSENT — parent signature received via «V» on «date»",
    ],
    "zh": [
        "患者邮箱：«V»，复诊提醒请发邮件",
        "电子病历副本已发送至«V»",
        "配镜处方麻烦发我邮箱 «V» 谢谢",
        "联系人邮箱«V»（工作日才看）",
        "预约确认邮件退信：«V» 地址不存在",
        "报销材料请发送到«V»，发票抬头写个人",
        "【前台交接】«zchair»那位阿姨的女儿留了邮箱«V»，检查报告出来发给她",
        "姓名,邮箱,复诊日期\n（已脱敏）,«V»,«zdate»",
        "家长邮箱：«V»，孩子的近视防控记录每月发一次",
        "邮箱«V»收不到验证码，是不是被拦截了？",
        "您好，我是昨天来«zproc»的，发票能发到«V»吗",
        "电子邮箱 «V»  职业 教师  过敏史 无",
        "«V» 这个邮箱是患者本人的，别发给家属那个",
        "[«ts»] 邮件发送成功 收件人=«V» 模板=复诊提醒",
        "更新联系方式：邮箱改为«V»",
        "牙片和治疗方案发到«V»，她想给家里人看看",
    ],
    "mixed": [
        "email 是 «V»，帮她 send 一下 invoice",
        "她的 email 换了，新的是 «V»",
        "«V» 是 patient 本人的 email，家属那个别用了",
        "把 X-ray 发到 «V» 就行",
        "patient 的 email «V» bounce 了，打电话确认一下",
        "recall email 发到 «V»，她说 SMS 收不到",
        "contact 改成 «V»，old email 不用了",
        "Rx copy 发 «V»，她要去 Costco 配眼镜",
        "Email: «V» | 电话 见背面 | 首诊",
        "«V» 这个是家长的 email，小朋友的 ortho 进度都发这里",
        "[«ts»] mail sent to=«V» 模板=预约确认",
        "insurance 的 EOB 转发给 «V»，她自己 claim",
    ],
}


def _g_email(r, F, lang):
    if lang == "en":
        v = _email_en(r, F)
    elif lang == "zh":
        v = _email_zh(r, F)
    else:
        v = _email_en(r, F) if r.random() < 0.45 else _email_zh(r, F)
    return r.choice(_EMAIL_T[lang]), v, {}


# ============================================================================= PHONE


_US_AREA = ["201", "202", "206", "212", "213", "214", "215", "217", "224", "248", "267", "303", "305", "312", "313",
            "314", "317", "323", "347", "404", "408", "415", "425", "469", "480", "503", "510", "512", "513",
            "520", "559", "602", "608", "612", "614", "617", "619", "630", "646", "650", "678", "702", "713",
            "718", "720", "732", "773", "781", "786", "813", "815", "818", "832", "847", "860", "904", "916",
            "919", "925", "949", "971", "972", "978"]


def _us_phone(r, ext=False):
    a = r.choice(_US_AREA)
    while True:
        b = f"{r.randint(2, 9)}{r.randint(0, 9)}{r.randint(0, 9)}"
        if b[1:] != "11" and b != "555":
            break
    c = _rs(r, _DG, 4)
    v = r.choice([f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"{a}.{b}.{c}", f"+1 {a} {b} {c}", f"1-{a}-{b}-{c}",
                  f"+1 ({a}) {b}-{c}", f"{a} {b} {c}", f"{a}{b}{c}", f"({a}){b}-{c}"])
    if ext and r.random() < 0.35:
        v += r.choice([f" ext. {r.randint(2, 999)}", f" x{r.randint(10, 4999)}", f" ext {r.randint(10, 99)}"])
    return v


def _uk_phone(r, kind=None):
    if kind == "mob" or (kind is None and r.random() < 0.6):
        body = f"7{r.randint(4, 9)}{_rs(r, _DG, 2)}"
        rest = _rs(r, _DG, 6)
        return r.choice([f"0{body} {rest}", f"+44 {body} {rest[:3]} {rest[3:]}", f"+44 (0){body} {rest}",
                         f"0{body}{rest}", f"0{body}-{rest}"])
    area, ln = r.choice([("20", 8), ("161", 7), ("113", 7), ("117", 7), ("121", 7), ("131", 7), ("1865", 6)])
    num = str(r.randint(2, 8)) + _rs(r, _DG, ln - 1)
    if ln == 8:
        return r.choice([f"020 {num[:4]} {num[4:]}", f"+44 20 {num[:4]} {num[4:]}", f"(020) {num[:4]} {num[4:]}"])
    return r.choice([f"0{area} {num[:3]} {num[3:]}", f"+44 {area} {num[:3]} {num[3:]}", f"0{area} {num}"])


_CN_MOB_PRE = ["130", "131", "132", "133", "134", "135", "136", "137", "138", "139", "145", "147", "150", "151",
               "152", "153", "155", "156", "157", "158", "159", "166", "173", "176", "177", "178", "180", "181",
               "182", "183", "185", "186", "187", "188", "189", "191", "193", "195", "198", "199"]


def _cn_mobile(r):
    p, a, b = r.choice(_CN_MOB_PRE), _rs(r, _DG, 4), _rs(r, _DG, 4)
    return r.choice([f"{p}{a}{b}", f"{p}{a}{b}", f"{p} {a} {b}", f"{p}-{a}-{b}", f"+86 {p} {a} {b}",
                     f"+86-{p}{a}{b}", f"+86{p}{a}{b}", f"(+86){p}{a}{b}", f"0086 {p}{a}{b}", f"{p}{a}{b}"])


def _cn_landline(r, ext_ok=True):
    area = r.choice(["010", "021", "020", "0755", "028", "0571", "027", "025", "029", "023", "022", "0532", "0592",
                     "0731", "0371", "024"])
    num = str(r.randint(2, 8)) + _rs(r, _DG, 7)
    v = r.choice([f"{area}-{num}", f"({area}){num[:4]} {num[4:]}", f"{area} {num[:4]} {num[4:]}",
                  f"+86 {area[1:]} {num[:4]} {num[4:]}", f"{area}-{num[:4]}-{num[4:]}"])
    if ext_ok and r.random() < 0.3:
        v += r.choice([f"转{r.randint(100, 8999)}", f"-{r.randint(100, 899)}", f" 转 {r.randint(10, 899)}"])
    return v


def _hk_sg_phone(r):
    if r.random() < 0.5:
        d = str(r.choice([5, 6, 9])) + _rs(r, _DG, 7)
        return r.choice([f"+852 {d[:4]} {d[4:]}", f"852-{d}", f"{d[:4]} {d[4:]}"])
    d = str(r.choice([8, 9])) + _rs(r, _DG, 7)
    return r.choice([f"+65 {d[:4]} {d[4:]}", f"+65{d}", f"{d[:4]} {d[4:]}"])


_PHONE_T = {
    "en": [
        ("mob", "Cell: «V»"),
        ("any", "Pt called from «V», wants to move her crown seat to «date»"),
        ("any", "Emergency contact: husband, «V»"),
        ("any", "Left VM at «V» re: overdue recall, 2nd attempt"),
        ("mob", "id,phone,sms_opt_in\nP«n5»,«V»,Y"),
        ("mob", "{\"mobile\": \"«V»\", \"sms_consent\": true, \"preferred_time\": \"afternoon\"}"),
        ("mob", "text me at «V» when my glasses are ready pls"),
        ("land", "Work phone «V» — ask for accounts payable, she's there til 5"),
        ("any", "patient callback number is «V» she prefers afternoons"),
        ("land", "Reminder SMS failed: «V» looks like a landline"),
        ("any", "Ph «V» / alt: none listed"),
        ("any", "Caller ID «V» — hung up, no message. Possibly the «proc» patient from last week?"),
        ("mob", "Mob: «V»\nHome: same\nGP: Parkside Surgery"),
        ("any", "«V» is the dad's number, use that one for anything about the braces"),
        ("any", "Pharmacy called back about the amoxicillin script, patient reachable at «V»"),
        ("any", "Updated phone on file to «V» (old one disconnected)"),
        ("any", "PHONE (DAY)  «V»   PHONE (EVE)  ______   EMAIL  ______"),
        ("mob", "[«ts»] sms.queue to=«V» template=appt_confirm_24h"),
        ("mob", "Mom says call her cell «V» not the house"),
        ("any", "Please ring the patient on «V» to book the follow-up OCT"),
        ("land", "Home phone «V», best before 10am, she doesn't have a mobile"),
        ("land", "Office line for the employer (dental benefits admin): «V»"),
    ],
    "zh": [
        ("any", "联系电话：«V»"),
        ("any", "«V» 这个号码是患者女儿的，有事打她"),
        ("mob", "复诊提醒请发到这个手机：«V»"),
        ("mob", "患者手机«V»，下午方便接电话"),
        ("any", "紧急联系人：女儿，电话«V»"),
        ("mob", "复诊提醒短信发送失败，号码«V»为空号"),
        ("any", "回拨«V»，家属说要改约到«zdate»"),
        ("any", "配的眼镜到了，请打«V»通知取镜"),
        ("mob", "手机号«V»（微信同号）"),
        ("any", "姓名|性别|电话\n——|女|«V»"),
        ("any", "今天«ztime»有人打«V»过来问种植牙价格，没留名字"),
        ("mob", "家长电话 «V»，孩子每周六来复查角膜塑形镜"),
        ("land", "单位电话«V»，找财务室"),
        ("any", "这个患者换号了，新号码«V»，系统里帮忙改一下"),
        ("mob", "[«ts»] 短信发送 手机=«V» 模板=复诊提醒 结果=成功"),
        ("any", "「语音转文字」回访电话打到«V»她说牙不疼了"),
        ("mob", "电话（手机）：«V»   住址：见身份证"),
        ("any", "预约登记：«zproc»，«zdate» «ztime»，联系方式«V»"),
        ("any", "患者老伴的电话是«V»，有事先打这个"),
        ("any", "来电«V»，问能不能用医保洗牙"),
        ("land", "家里座机«V»，老人不用手机"),
    ],
    "mixed": [
        ("any", "patient 电话 «V»，call 她改 appointment"),
        ("any", "«V» 是她 husband 的 number，有事 call 他"),
        ("mob", "她换了新号，text 这个就行：«V»"),
        ("mob", "mobile: «V» 微信同号"),
        ("any", "紧急联系人 husband «V»"),
        ("land", "recall SMS 发不出去，«V» 是 landline"),
        ("mob", "她说 text 她就行 «V»，不要打电话"),
        ("any", "家长 phone «V»，ortho 的事情找妈妈"),
        ("any", "callback «V» re: insurance claim 被 reject"),
        ("mob", "[«ts»] sms to=«V» 模板=appt reminder status=failed"),
        ("any", "new number «V»，系统里 update 一下"),
        ("any", "Phone «V» | 首诊 | 主诉：牙龈出血"),
        ("land", "office phone «V»，找 HR 问 dental benefits"),
        ("mob", "WhatsApp «V»，她在国外用这个"),
    ],
}


def _g_phone(r, F, lang):
    kind, tpl = r.choice(_PHONE_T[lang])
    if lang == "en":
        if kind == "mob":
            v = _us_phone(r, False) if r.random() < 0.6 else _uk_phone(r, "mob")
        elif kind == "land":
            v = _us_phone(r, True) if r.random() < 0.65 else _uk_phone(r, "land")
        else:
            v = _us_phone(r, False) if r.random() < 0.65 else _uk_phone(r, None)
    elif lang == "zh":
        if kind == "mob" or (kind == "any" and r.random() < 0.75):
            v = _cn_mobile(r)
        else:
            v = _cn_landline(r, kind == "land")
    else:
        if kind == "mob":
            v = r.choices([_cn_mobile, lambda r: _us_phone(r, False), _hk_sg_phone, lambda r: _uk_phone(r, "mob")],
                          weights=[4, 2, 3, 1])[0](r)
        elif kind == "land":
            v = _cn_landline(r, True) if r.random() < 0.6 else _us_phone(r, True)
        else:
            v = r.choices([_cn_mobile, lambda r: _us_phone(r, False), _hk_sg_phone, lambda r: _cn_landline(r, False)],
                          weights=[4, 2, 2, 1])[0](r)
    return tpl, v, {}


# ============================================================================= ADDRESS

_ADDR_T = {
    "en": [
        "New address on file: «V», «city», «st» «zip»",
        "Ship the replacement aligners to «V», «city» «st» — signature required",
        "Home visit (mobile hygiene) at «V». Ring bell twice, dog is friendly.",
        "Address line 1: «V»\nCity: «city»\nState: «st»\nZIP: «zip»",
        "patient_id,addr1,city,zip\nP«n5»,«V»,«city»,«zip»",
        "pt moved to «V» so she's closer to the «city» office now",
        "Mail the statement to «V», «city», «st»",
        "home address is «V» in «city» okay got it",
        "Glasses courier drop-off: «V» (leave with the concierge)",
        "Billing address for the card: «V»",
        "Returned mail — «V» no longer valid, ask at next visit",
        "ADDRESS  «V»   CITY «city»   ST «st»",
        "She lives at «V», right behind the pharmacy, so walk-ins are easy for her",
        "«V» — that's where the referral letter went, not the clinic",
        "Correspondence address: «V», «ukcity» «ukpost»",
        "Deliver lens order to patient's home: «V», «ukcity»",
        "Flat buzzer broken; address is «V», call on arrival",
        "{\"address\": {\"line1\": \"«V»\", \"city\": \"«city»\", \"state\": \"«st»\"}}",
    ],
    "zh": [
        "家庭住址：«prov»«zcity»«dist»«V»",
        "«V»，这是患者新家的地址，病历里改一下",
        "保持器丢了要重做，做好寄到«zcity»«dist»«V»",
        "眼镜寄到«zcity»«dist»«V»，收件人本人",
        "患者搬家了，新地址«dist»«V»，离我们分院更近",
        "上门复查地址：«V»（«dist»），到了打电话",
        "现住址｜«zcity»«dist»«V»",
        "住  址 «prov»«zcity»«dist»«V»",
        "保持器寄回地址：«zcity»«V»，麻烦用顺丰",
        "老人行动不便，预约上门看牙，地址«dist»«V»",
        "发票邮寄地址«V»（«zcity»«dist»）",
        "地址登记错了，应该是«V»，不是原来那个",
        "【快递】收件地址：«zcity»«dist»«V» 电话见订单",
        "患者说她住«V»，从这边坐地铁过来要一个小时",
        "病历首页 现住址：«prov»«zcity»«dist»«V» 邮编 见下",
        "隐形眼镜护理液送到«dist»«V»就行",
    ],
    "mixed": [
        "address: «dist»«V»，快递 please 放门卫",
        "«V»，这个 address 是她新家，«dist»",
        "寄 invoice 的地址：«zcity»«dist»«V»",
        "Ship to «V», «dist», «zcity_en»",
        "他的 address 是 «V»，«city», «st»",
        "新地址 «V»，update 一下 system 里的 record",
        "home visit 地址：«zcity»«dist»«V»，到了 call 她",
        "patient 搬家了 → «V»，«zcity»«dist»",
        "invoice 寄到 «V», «city» «st» «zip»",
        "glasses 直接 deliver 到 «dist»«V»",
        "Mailing address 填的是 «V»（«zcity»），对吗？",
    ],
}

_ZH_CITY_EN = {"北京市": "Beijing", "上海市": "Shanghai", "广州市": "Guangzhou", "深圳市": "Shenzhen",
               "成都市": "Chengdu", "杭州市": "Hangzhou", "武汉市": "Wuhan", "南京市": "Nanjing", "西安市": "Xi'an",
               "重庆市": "Chongqing", "长沙市": "Changsha", "厦门市": "Xiamen", "青岛市": "Qingdao"}


def _addr_extra(r, F):
    prov, city, dists = _cn_place(r)
    uc, st, z3 = r.choice(_US_CITIES)
    town = r.choice(sorted(_UK_TOWN_PC))
    return {"prov": prov, "zcity": city, "dist": r.choice(dists), "zcity_en": _ZH_CITY_EN[city], "city": uc, "st": st,
            "zip": f"{z3}{r.randint(1, 99):02d}", "ukcity": town, "ukpost": _uk_postcode(r, F, town)}


def _g_address(r, F, lang):
    tpl = r.choice(_ADDR_T[lang])
    if lang == "en":
        uk = "ukcity" in tpl
        v = _uk_street(r) if uk else _us_street(r)
    elif lang == "zh":
        v = _cn_street(r)
    else:
        v = _us_street(r) if "city»" in tpl and "zcity" not in tpl else _cn_street(r)
    return tpl, v, _addr_extra(r, F)


# ============================================================================= GOVERNMENT ID


def _ssn(r):
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    g, s = r.randint(1, 99), r.randint(1, 9999)
    return r.choice([f"{a:03d}-{g:02d}-{s:04d}", f"{a:03d}-{g:02d}-{s:04d}", f"{a:03d} {g:02d} {s:04d}",
                     f"{a:03d}{g:02d}{s:04d}"])


def _cn_id(r):
    region = r.choice(_CN_REGION_CODES)
    y, m, d = r.randint(1940, 2020), r.randint(1, 12), r.randint(1, 28)
    first = f"{region}{y}{m:02d}{d:02d}{r.randint(0, 999):03d}"
    return first + _cnid_check(first)


def _nhs(r):
    while True:
        digits = [r.randint(0, 9) for _ in range(9)]
        digits[0] = r.randint(3, 7)
        rem = sum(d * (10 - i) for i, d in enumerate(digits)) % 11
        chk = 11 - rem
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        s = "".join(map(str, digits)) + str(chk)
        return r.choice([f"{s[:3]} {s[3:6]} {s[6:]}", s, f"{s[:3]}-{s[3:6]}-{s[6:]}"])


def _ni(r):
    bad1, bad2 = set("DFIQUV"), set("DFIOQUV")
    while True:
        p = r.choice(_UP) + r.choice(_UP)
        if p[0] not in bad1 and p[1] not in bad2 and p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = _rs(r, _DG, 6)
    suf = r.choice("ABCD")
    return r.choice([f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}", f"{p}{d}{suf}"])


def _mbi(r):
    L = "ACDEFGHJKMNPQRTUVWXY"
    v = (str(r.randint(1, 9)) + r.choice(L) + r.choice(L + _DG[1:]) + r.choice(_DG) + r.choice(L)
         + r.choice(L + _DG[1:]) + r.choice(_DG) + r.choice(L) + r.choice(L) + r.choice(_DG) + r.choice(_DG))
    return r.choice([v, f"{v[:4]}-{v[4:7]}-{v[7:]}"])


def _us_passport(r):
    return r.choice([str(r.randint(1, 9)) + _rs(r, _DG, 8), r.choice("ACE") + _rs(r, _DG, 8)])


def _dl(r):
    st = r.choice(["CA", "FL", "NY", "TX", "IL", "WA", "UK"])
    if st == "CA":
        return "California", r.choice(_UP) + _rs(r, _DG, 7)
    if st == "FL":
        s = r.choice(_UP) + _rs(r, _DG, 12)
        return "Florida", f"{s[:4]}-{s[4:7]}-{s[7:9]}-{s[9:12]}-{s[12]}"
    if st == "NY":
        d = _rs(r, _DG, 9)
        return "New York", r.choice([d, f"{d[:3]} {d[3:6]} {d[6:]}"])
    if st == "TX":
        return "Texas", str(r.randint(1, 4)) + _rs(r, _DG, 7)
    if st == "IL":
        s = r.choice(_UP) + _rs(r, _DG, 11)
        return "Illinois", f"{s[:4]}-{s[4:8]}-{s[8:]}"
    if st == "WA":
        return "Washington", "WDL" + _rs(r, _UP + _DG, 9)
    sur = _rs(r, _UP, 5)
    y, m, d = r.randint(40, 99), r.randint(1, 12) + r.choice([0, 50]), r.randint(1, 28)
    return "UK", f"{sur}{str(y)[0]}{m:02d}{d:02d}{str(y)[1]}{_rs(r, _UP, 2)}{r.randint(1, 9)}{_rs(r, _UP, 2)}"


def _sin(r):
    s = _luhn_complete(r, str(r.choice([1, 2, 3, 4, 5, 6, 7, 9])), 9)
    return r.choice([f"{s[:3]} {s[3:6]} {s[6:]}", f"{s[:3]}-{s[3:6]}-{s[6:]}"])


def _nric(r):
    p = r.choice("ST")
    d = _rs(r, _DG, 7)
    tot = sum(int(a) * w for a, w in zip(d, (2, 7, 6, 5, 4, 3, 2))) + (4 if p == "T" else 0)
    return p + d + "JZIHGFEDCBA"[tot % 11]


def _hkid(r):
    L = r.choice("ACDEGHKMPRYZ")
    d = _rs(r, _DG, 6)
    tot = 9 * 36 + 8 * (ord(L) - 55) + sum(int(a) * w for a, w in zip(d, (7, 6, 5, 4, 3, 2)))
    c = (11 - tot % 11) % 11
    return f"{L}{d}({'A' if c == 10 else c})"


def _cn_passport(r):
    return r.choice(["E" + _rs(r, _DG, 8), "E" + r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + _rs(r, _DG, 7)])


def _hkmo_permit(r):
    return r.choice(["C" + _rs(r, _DG, 8), "C" + r.choice("ABCDEFGHJKLMN") + _rs(r, _DG, 7)])


def _tw_id(r):
    letters = "ABCDEFGHJKLMNPQRSTUVXYWZIO"
    L = r.choice("ABCDEFGHJKLMNPQRSTUVXYWZ")
    code = letters.index(L) + 10
    d = str(r.choice([1, 2])) + _rs(r, _DG, 7)
    tot = code // 10 + (code % 10) * 9 + sum(int(a) * w for a, w in zip(d, (8, 7, 6, 5, 4, 3, 2, 1)))
    return L + d + str((10 - tot % 10) % 10)


_GOV_EN = [
    ("ssn", 5, _ssn, ["SSN", "SSN", "Social Security No.", "social"], "us"),
    ("nhs", 3, _nhs, ["NHS number", "NHS No."], "uk"),
    ("passport", 2, _us_passport, ["passport no.", "Passport #"], "any"),
    ("mbi", 2, _mbi, ["Medicare MBI", "Medicare ID (MBI)"], "us"),
    ("ni", 2, _ni, ["NI number", "National Insurance no."], "uk"),
    ("sin", 1, _sin, ["SIN"], "any"),
    ("dl", 2, None, ["driver's license", "DL"], "any"),
]

_GOV_T = {
    "en": [
        ("any", "«IDN»: «V»"),
        ("us", "Subscriber «IDN» «V» (needed for the «ins» claim, card is expired)"),
        ("ssn", "ssn,relationship,plan\n«V»,self,«ins»"),
        ("ssn", "ssn,relationship,plan\n«V»,self,«ins»"),
        ("any", "ID on file: «IDN» «V»"),
        ("any", "She gave «IDN» «V» over the phone — verify against the ID at check-in"),
        ("us", "Claim rejected: subscriber «IDN» «V» does not match payer records"),
        ("any", "«IDN» on the intake was «V», please don't leave the form on the counter"),
        ("any", "Patient «IDN» ... «V» (OCR, check)"),
        ("any", "PATIENT INFORMATION\n«IDNU»: «V»   DOB: see chart"),
        ("any", "fax cover sheet had the «IDN» printed on it: «V» — shred it"),
        ("any", "«V» is his «IDN», the one in the chart has a typo"),
        ("any", "Copy of ID scanned. «IDN» «V». Photo matches."),
        ("us", "for the eligibility check I need «IDN» «V» and date of birth"),
        ("uk", "Referral to the hospital eye service — «IDN» «V» is on the letter"),
        ("uk", "FP17 exemption check: patient gave «IDN» «V»"),
        ("uk", "GP registration form, «IDN» «V», please attach to the dental record"),
        ("any", "«V» — «IDN» from the scanned card, verify before the claim goes out"),
    ],
    "zh": [
        "身份证号：«V»",
        "患者身份证«V»，医保刷卡用",
        "公民身份号码 «V»",
        "就诊人证件号«V»（身份证）",
        "社保卡号«V»，和身份证一致",
        "登记信息：证件类型 居民身份证 证件号码 «V»",
        "家属代办，代办人身份证«V»",
        "这个身份证号«V»和医保卡上的对不上，再核对一下",
        "商保理赔需要被保险人身份证号«V»" + "，复印件也要",
        "«V» 是她的身份证，挂号的时候输错了一位",
        "实名预约：身份证«V»，«zdate» «ztime»，«zproc»",
    ],
    "zh_other": [
        ("港澳通行证号码«V»，香港来的患者", _hkmo_permit),
        ("护照号«V»，外籍患者需登记", _cn_passport),
        ("患者护照号码：«V»", _cn_passport),
        ("台湾身份证字号 «V»，首次来诊", _tw_id),
        ("往来港澳通行证 «V»（复印件已存档）", _hkmo_permit),
    ],
    "mixed": [
        ("ID card 号码 «V»，insurance claim 需要", _cn_id),
        ("ID card 号码 «V»，insurance claim 需要", _cn_id),
        ("«V» 是她的身份证号，claim form 上填错了一位", _cn_id),
        ("insurance 要的 ID number：«V»", _cn_id),
        ("身份证 «V»，check-in 的时候 scan 了", _cn_id),
        ("patient 的 ID number «V» 对不上 system 里的", _cn_id),
        ("HKID «V»，香港 patient", _hkid),
        ("NRIC: «V»｜新加坡籍", _nric),
        ("passport «V»，外籍 patient 要登记", _cn_passport),
        ("SSN «V»，美国 insurance 要填", _ssn),
        ("她的 NHS number 是 «V»", _nhs),
        ("Medicare MBI «V»，老人家的 Medicare", _mbi),
        ("港澳通行证 «V»，deposit 已付", _hkmo_permit),
        ("身份证号码 «V»\nInsurance: 平安\nPlan: Gold", _cn_id),
        ("HK ID card «V»，拍照存档了", _hkid),
        ("Taiwan ID «V»，台湾来的 patient", _tw_id),
        ("实名认证 failed，身份证 «V»，请再核对", _cn_id),
    ],
}


def _g_gov(r, F, lang):
    if lang == "en":
        scope, tpl = r.choice(_GOV_T["en"])
        if scope == "ssn":
            kinds = [_GOV_EN[0]]
        elif scope == "us":
            kinds = [k for k in _GOV_EN if k[4] == "us"]
        elif scope == "uk":
            kinds = [k for k in _GOV_EN if k[4] == "uk"]
        else:
            kinds = _GOV_EN
        k = r.choices(kinds, weights=[x[1] for x in kinds])[0]
        if k[0] == "dl":
            state, v = _dl(r)
            idn = r.choice([f"{state} driver's license", f"{state} DL", "driver licence no." if state == "UK" else f"DL ({state})"])
        else:
            v = k[2](r)
            idn = r.choice(k[3])
        return tpl, v, {"IDN": idn, "IDNU": idn.upper()}
    if lang == "zh":
        if r.random() < 0.8:
            return r.choice(_GOV_T["zh"]), _cn_id(r), {}
        tpl, fn = r.choice(_GOV_T["zh_other"])
        return tpl, fn(r), {}
    tpl, fn = r.choice(_GOV_T["mixed"])
    return tpl, fn(r), {}


# ============================================================================= FINANCIAL


def _card(r):
    k = r.choices(["visa", "mc", "amex", "disc", "up", "jcb"], weights=[5, 4, 2, 1, 3, 1])[0]
    if k == "visa":
        n = _luhn_complete(r, "4" + _rs(r, _DG, 5), 16)
    elif k == "mc":
        n = _luhn_complete(r, r.choice(["51", "52", "53", "54", "55", "2221", "2720", "2300"]), 16)
    elif k == "amex":
        n = _luhn_complete(r, r.choice(["34", "37"]), 15)
        return "Amex", r.choice([f"{n[:4]} {n[4:10]} {n[10:]}", n, f"{n[:4]}-{n[4:10]}-{n[10:]}"])
    elif k == "disc":
        n = _luhn_complete(r, "6011", 16)
    elif k == "jcb":
        n = _luhn_complete(r, "35" + str(r.randint(28, 89)), 16)
    else:
        n = _luhn_complete(r, r.choice(["622202", "622848", "621700", "622588", "625965", "623058"]),
                           r.choice([16, 19, 19]))
    name = {"visa": "Visa", "mc": "Mastercard", "disc": "Discover", "up": "UnionPay", "jcb": "JCB"}[k]
    if len(n) == 19:
        return name, r.choice([f"{n[:4]} {n[4:8]} {n[8:12]} {n[12:16]} {n[16:]}", n, f"{n[:6]} {n[6:]}"])
    return name, r.choice([" ".join(n[i:i + 4] for i in range(0, 16, 4)), n, "-".join(n[i:i + 4] for i in range(0, 16, 4))])


def _iban_value(r):
    c = r.choice(["GB", "DE", "FR", "NL", "ES", "IT", "IE", "BE", "CH", "AT"])
    if c == "GB":
        bban = r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + _rs(r, _DG, 14)
    elif c == "IE":
        bban = r.choice(["AIBK", "BOFI"]) + _rs(r, _DG, 14)
    elif c == "DE":
        bban = _rs(r, _DG, 18)
    elif c == "FR":
        bban = _rs(r, _DG, 10) + _rs(r, _UP + _DG, 11) + _rs(r, _DG, 2)
    elif c == "NL":
        bban = r.choice(["ABNA", "INGB", "RABO", "TRIO"]) + _rs(r, _DG, 10)
    elif c == "ES":
        bban = _rs(r, _DG, 20)
    elif c == "IT":
        bban = r.choice(_UP) + _rs(r, _DG, 10) + _rs(r, _UP + _DG, 12)
    elif c == "BE":
        bban = _rs(r, _DG, 12)
    elif c == "CH":
        bban = _rs(r, _DG, 17)
    else:
        bban = _rs(r, _DG, 16)
    iban = _iban(r, c, bban)
    if r.random() < 0.6:
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return iban


def _aba(r):
    while True:
        d = [int(x) for x in f"{r.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 23, 24, 25, 26, 31, 32]):02d}" + _rs(r, _DG, 6)]
        for c in range(10):
            dd = d + [c]
            if (3 * (dd[0] + dd[3] + dd[6]) + 7 * (dd[1] + dd[4] + dd[7]) + (dd[2] + dd[5] + dd[8])) % 10 == 0:
                return "".join(map(str, dd))


_FIN_T = {
    "card": {
        "en": [
            "Card on file: «CARD» «V», exp «exp»",
            "pt paid the copay over the phone, «CARD» «V» exp «exp» cvv given verbally (not stored!)",
            "Payment plan autopay — card number «V», billing zip on file",
            "card_number,exp,amount\n«V»,«exp»,«amt»",
            "Please run «amt» on the card ending... actually the full number she read out was «V»",
            "«V» «exp» — found written on the back of an intake form. shred",
            "Declined: «CARD» «V» (insufficient funds). Ask for another card at the frames pickup.",
            "card number is «V» expiry «exp» she said to charge the deposit for the implant",
            "{\"payment\": {\"method\": \"card\", \"pan\": \"«V»\", \"amount\": «amtn»}}",
            "HSA card «V» — use it for the eye exam and lenses only",
        ],
        "zh": [
            "银行卡号：«V»，退款原路退回",
        "«V»这张卡是患者本人的，退款原路返回",
            "患者刷卡«V»，交易成功，金额«zamt»",
            "种植押金用这张卡扣：«V»",
            "退费申请：原卡号«V»，开户行 招商银行",
            "信用卡«V»有效期«exp»，患者说分期",
            "分期付款绑定的卡是«V»",
            "POS小票上打印了完整卡号«V»，要处理一下",
            "退款到«V»（工商银行储蓄卡），三个工作日到账",
        ],
        "mixed": [
            "card number «V»，exp «exp»，deposit 先扣 «amt»",
            "refund 退到这张卡 «V»",
        "«V» 这张 card 被 decline 了，让她换一张",
            "她用 «CARD» «V» 付的 invoice",
            "autopay 的 card 换成 «V» 了",
            "POS 小票上有 full card number «V»，shred 掉",
            "银行卡 «V» 绑定 payment plan，每月扣款",
        ],
    },
    "iban": {
        "en": [
            "Refund by bank transfer to IBAN «V»",
            "IBAN: «V»\nBIC: «bic»\nReference: refund inv «n5»",
            "Patient (visiting from abroad) asked us to wire the overpayment to «V»",
            "iban,amount,reason\n«V»,«amt»,overpayment",
            "please send the deposit refund to my account «V» thanks",
        ],
        "zh": [
            "海外患者退款账户 IBAN：«V»",
            "请把多缴的费用退到这个账户：«V»（欧洲银行）",
            "IBAN «V»，收款人是患者本人",
        ],
        "mixed": [
            "refund 要 wire 到 IBAN «V»，她在 Germany",
            "IBAN: «V»  备注：退多收的 deposit",
            "海外 patient 的 IBAN 是 «V»",
        ],
    },
    "acct": {
        "en": [
            "Direct deposit: routing «aba», account «V»",
            "ACH refund — routing number «aba», acct # «V»",
            "bank account «V» (checking) for the payment plan, routing «aba»",
            "Sort code «sort», account number «V»",
            "Please refund to my account: sort code «sort» account «V»",
            "acct «V» / routing «aba» — patient authorized monthly draft",
        ],
        "zh": [
            "退款账户：«bank» 账号«V»",
            "开户行：«bank»，账号：«V»，户名：患者本人",
            "银行账号«V»，«bank»，转账请备注退费",
            "对私账户 «V»（«bank»）",
        ],
        "mixed": [
            "refund 到 «bank» 账号 «V»",
            "routing «aba»，account «V»，ACH 退款",
            "bank account «V»（«bank»），payment plan 每月自动扣",
            "账号 «V», sort code «sort», UK bank",
        ],
    },
}


def _g_fin(r, F, lang):
    kind = r.choices(["card", "iban", "acct"], weights=[6, 2, 3] if lang != "zh" else [6, 1, 3])[0]
    tpl = r.choice(_FIN_T[kind][lang])
    amt = r.choice(["$" + str(r.randint(20, 4800)) + ".00", "£" + str(r.randint(20, 900)), "$" + str(r.randint(25, 350))])
    extra = {"exp": f"{r.randint(1, 12):02d}/{r.randint(26, 31)}", "amt": amt, "amtn": str(r.randint(20, 4800)),
             "zamt": f"{r.randint(100, 30000)}元", "bic": r.choice(["DEUTDEFF", "BNPAFRPP", "ABNANL2A", "NWBKGB2L", "INGBNL2A"]),
             "aba": _aba(r), "sort": f"{r.randint(10, 89)}-{r.randint(10, 99)}-{r.randint(10, 99)}",
             "bank": r.choice(["招商银行", "工商银行", "建设银行", "农业银行", "中国银行", "交通银行", "浦发银行", "Chase",
                               "Wells Fargo", "Bank of America"] if lang == "mixed" else ["招商银行", "工商银行", "建设银行",
                                                                                         "农业银行", "中国银行", "交通银行"])}
    if kind == "card":
        name, v = _card(r)
        if lang == "zh" and r.random() < 0.7:
            v = _luhn_complete(r, r.choice(["622202", "622848", "621700", "622588", "623058", "621226"]), r.choice([16, 19]))
            if r.random() < 0.4:
                v = " ".join(v[i:i + 4] for i in range(0, len(v), 4))
        extra["CARD"] = name
    elif kind == "iban":
        v = _iban_value(r)
    else:
        if "sort" in tpl:
            v = _rs(r, _DG, 8)
        elif lang == "zh" or ("bank»" in tpl and lang == "mixed"):
            v = str(r.randint(1, 9)) + _rs(r, _DG, r.choice([9, 10, 11]))
        else:
            v = str(r.randint(1, 9)) + _rs(r, _DG, r.randint(7, 11))
    return tpl, v, extra


# ============================================================================= PERSON NAME


def _name_en(r, F, form=True):
    first, last = _en_first_last(r, F)
    s = r.random()
    if not form and 0.62 <= s < 0.82:
        s = r.choice([0.3, 0.85, 0.95])
    if s < 0.5:
        return f"{first} {last}"
    if s < 0.62:
        return f"{first} {r.choice(_UP)}. {last}"
    if s < 0.74:
        return f"{last}, {first}"
    if s < 0.82:
        return f"{last.upper()}, {first.upper()}"
    if s < 0.9:
        fk = F.us if r.random() < 0.5 else F.gb
        return f"{first} {last}-{fk.last_name()}"
    fk = F.us if r.random() < 0.5 else F.gb
    return f"{first} {fk.first_name()} {last}"


def _name_zh(r, F):
    s = r.random()
    if s < 0.8:
        return F.zh.name()
    if s < 0.9:
        return r.choice(["欧阳", "司马", "上官", "诸葛", "慕容", "令狐", "东方", "皇甫"]) + F.zh.first_name()
    return F.zh.last_name() + r.choice(["子", "梓", "雨", "欣", "浩", "思", "一", "嘉", "语", "沐"]) + r.choice(
        ["涵", "萱", "轩", "辰", "桐", "宁", "然", "诺", "琪", "泽", "航", "彤"])


def _name_romanized(r):
    s = r.random()
    if s < 0.45:
        sn, gn = _pinyin_name(r)
        sn, gn = sn.capitalize(), gn.capitalize()
        return r.choice([f"{sn} {gn}", f"{gn} {sn}", f"{sn.upper()} {gn}"])
    if s < 0.75:
        sn = r.choice(_CANTO_SURN)
        g1, g2 = r.sample(_CANTO_GIVEN, 2)
        return r.choice([f"{sn} {g1} {g2}", f"{g1}-{g2.lower()} {sn}", f"{sn} {g1}-{g2.lower()}"])
    sn, gn = _pinyin_name(r)
    eng = r.choice(["Kevin", "Grace", "Vivian", "Jason", "Cindy", "Eric", "Tiffany", "Alan", "Joyce", "Winnie",
                    "Derek", "Fiona", "Ivy", "Leo", "Sandy", "Ricky"])
    return r.choice([f"{eng} {sn.capitalize()}", f"{eng} {sn.capitalize()} {gn.capitalize()}"])


_NAME_T = {
    "en": [
        "§Pt: «V», age «age», here for «proc»",
        "«V» called to reschedule — wants «date» after «time»",
        "§Recall list: «V» — 6mo prophy overdue, 2 reminders sent",
        "Dear «V»,\n\nThis is a friendly reminder that you are due for your annual eye exam at «clinic».",
        "§Parent/guardian: «V»",
        "§\"«V»\",«iso»,D1110,«ins»",
        "Rx for «V»: OD -2.25 -0.50 x 180, OS -2.00 DS, add +1.25",
        "§Lab slip — patient «V», shade A2, crown #«tooth», due «date»",
        "§Insured: «V» (self)   Group #: on card",
        "is «V» here yet? she's 10 min late for her «time»",
        "Referred by «V» — send thank-you card",
        "patient «V» presents with sensitivity lower left quadrant since last week",
        "§Signed: «V»   Date: «date»",
        "«V» no-showed again, that's the third time this year",
        "Escort after sedation: «V» (adult child), will drive patient home.",
        "Attn: «V»\nYour glasses are ready for pickup at «clinic».",
        "Hi «V», this is «clinic» confirming your «proc» on «date». Reply C to confirm.",
        "Balance of $«n3» outstanding for «V», sent to collections?",
        "§Consent for treatment — patient name: «V» — procedure: «proc»",
        "Ortho start for «V» (age «age»), Invisalign full",
        "Can someone call «V» back about the «ins» pre-auth?",
        "Voicemail from «V», says the new lenses are blurry at distance",
        "«V»'s insurance card expired — ask for the new one at check-in",
        "lol «V» brought the whole team cookies again",
        "§PATIENT NAME: «V»    CHART #: «n5»    PROVIDER: «dr»",
    ],
    "zh": [
        "患者：«V»，女，«age»岁，主诉左下后牙疼痛",
        "«V»来电要求改约到«zdate»",
        "复诊名单：«V»，种植二期",
        "就诊人«V»，验光结果 右眼-3.25 左眼-2.75",
        "家长«V»陪同就诊",
        "«V»的商保报销单据已提交«zins»",
        "今天«ztime»«V»没来，打电话也没人接",
        "病历首页 姓名：«V» 性别：男 年龄：«age»",
        "处方笺\n姓名：«V»  年龄：«age»  科别：眼科",
        "«zdr»：«V»的牙冠到了，约下周来试戴",
        "【«zclinic»】尊敬的«V»您好，您预约的«zproc»在«zdate» «ztime»，请准时到诊。",
        "«V»（患者家属）签字同意拔牙",
        "欠费提醒：«V»还有«n3»元未结清",
        "技工单 患者姓名：«V» 牙位：«tooth» 比色：A2",
        "«V»说上次洗牙后牙龈一直出血，约了«zdr»",
        "转诊单：兹有患者«V»，因视力下降转贵院进一步检查",
        "前台，«V»的眼镜到了没有？家属在群里问",
        "知情同意书 患者（签名）：«V»",
    ],
    "mixed": [
        "patient «V» 说牙疼，先拍个 X-ray",
        "今天第一个 patient 是 «V»",
        "«V»，8岁，来做 sealants，家长在 waiting room",
        "«zdr_en» 说 «V» 的 crown 要 remake",
        "«V» 今天 no-show，call 了两次没人接",
        "Recall list 上有 «V»，已经 overdue 三个月",
        "«V»（家长）陪小朋友来做 sealants",
        "Rx for «V»：OD -1.75，OS -2.00，要配 ortho-k",
        "Hi «V»，您的 appointment 在 «date» «time»，reply Y 确认",
        "Insurance claim for «V» 被 reject 了，要补材料",
        "«V» 的 balance 还有 $«n3» 没付",
        "lab slip：patient «V»，shade A3，due «date»",
        "front desk 说 «V» 在 waiting room 等了半小时了",
        "consent form 上签的是 «V»，不是本人",
    ],
}


def _g_name(r, F, lang):
    tpl = r.choice(_NAME_T[lang])
    form = tpl.startswith("§")
    tpl = tpl.lstrip("§")
    if lang == "en":
        v = _name_en(r, F, form)
    elif lang == "zh":
        v = _name_zh(r, F) if r.random() < 0.95 else _name_en(r, F, False)
    else:
        x = r.random()
        v = _name_zh(r, F) if x < 0.45 else (_name_romanized(r) if x < 0.8 else _name_en(r, F, False))
    return tpl, v, {"zdr_en": "Dr. " + r.choice(_PY_SURN).capitalize()}


# ============================================================================= USERNAME

_HANDLE_WORDS = ["sunny", "kayak", "maple", "coffee", "pixel", "tiger", "lemon", "river", "mochi", "biscuit",
                 "nova", "dusty", "cosmo", "bean", "juniper", "pepper", "ziggy", "rosie", "indie", "luna", "tofu"]
_ZH_NICK_A = ["爱吃", "不想", "快乐的", "会飞的", "安静的", "睡不醒的", "努力的", "迷路的", "喜欢", "想去海边的"]
_ZH_NICK_B = ["小熊", "草莓", "兔子", "橙子", "鱼丸", "猫咪", "奶茶", "土豆", "星星", "柠檬", "小鹿", "芒果"]


def _user_en(r, F):
    first, last = _en_first_last(r, F)
    f, l = first.lower(), re.sub(r"[^a-z]", "", last.lower())
    return r.choice([f"{f[0]}{l}", f"{f[0]}{l}{r.randint(1, 99)}", f"{f}.{l}", f"{f}_{l}", f"{f}{l[:1]}{r.randint(70, 99)}",
                     f"{r.choice(_HANDLE_WORDS)}{r.choice(['_', '.', ''])}{f}", f"{f}{r.choice(_HANDLE_WORDS)}{r.randint(1, 999)}",
                     f"{l}{f[0]}", f"{f}.{l[0]}", (F.us.user_name())])


_USER_T = {
    "en": [
        ("login", "Portal username: «V»"),
        ("login", "@«V» can you cover the front desk 12-1? i have a «proc» patient running late"),
        ("login", "login failed for user '«V»' from 10.0.4.17 (5 attempts)"),
        ("social", "Her IG is @«V», she tagged us in her Invisalign reveal post"),
        ("login", "user=«V» action=export_xrays count=«n» ts=«ts»"),
        ("login", "CLINIC\\«V» locked out after 5 bad passwords, pls unlock"),
        ("login", "username «V» / password reset link sent to the email on file"),
        ("social", "Someone posting as @«V» left a 1-star review about the wait time"),
        ("login", "Patient portal ID: «V»  (not the chart number)"),
        ("social", "Reddit user u/«V» asked about our ortho-k pricing, don't reply with specifics"),
        ("login", "thanks @«V» for restocking op «op»!!"),
        ("login", "«V» is his login for the app, he forgot it twice already"),
        ("login", "[«ts»] AUTH OK user=«V» role=hygienist ws=OP«op»"),
        ("login", "audit: «V» viewed «n» charts outside schedule hours on «date»"),
        ("social", "TikTok @«V» made a video about her braces, she's fine with us reposting"),
        ("social", "X/Twitter handle @«V» keeps asking about the teeth-whitening promo in DMs"),
    ],
    "zh": [
        ("wx", "微信号：«V»"),
        ("wx", "«V» 这个微信号是孩子妈妈的，提醒发给她"),
        ("wx", "加一下患者微信«V»，方便发复诊提醒"),
        ("nick", "小红书用户@«V» 发了差评，说等太久"),
        ("login", "系统登录账号«V»已锁定，请管理员解锁"),
        ("dy", "抖音号«V»，她说愿意给我们拍矫正日记"),
        ("qq", "患者QQ：«V»"),
        ("login", "用户名：«V»"),
        ("nick", "微博@«V» 说在我们这里做的牙套有问题，客服跟进一下"),
        ("wx", "家长微信«V»，孩子的角膜塑形镜复查提醒发给她"),
        ("login", "[«ts»] 登录成功 用户=«V» 终端=前台2"),
        ("wx", "加她微信«V»，把术后注意事项发过去"),
        ("nick", "小程序昵称“«V»”的用户预约了«zdate»的«zproc»"),
        ("nick", "大众点评用户“«V»”留言问能不能用医保"),
        ("qq", "QQ号«V»，孩子妈妈说发QQ邮箱也行"),
    ],
    "mixed": [
        ("wx", "WeChat ID «V»，加一下发 appointment reminder"),
        ("wx", "«V» 是她的 WeChat ID，加一下"),
        ("login", "帮忙 unlock 一下这个 account：«V»"),
        ("social", "她的 IG 是 @«V»"),
        ("login", "HIS 系统 username «V» 被 lock 了"),
        ("login", "Slack 上 @«V» 说今天 sick，hygiene schedule 要调"),
        ("login", "portal username «V»，password reset 发了"),
        ("nick", "小红书 @«V» 发了 review，说 Invisalign 效果好"),
        ("login", "login failed: user «V» 连续5次"),
        ("wx", "微信号 «V»，patient 说 WhatsApp 不用"),
        ("login", "audit log: «V» 在 «iso» 导出了 patient list"),
        ("wx", "加 WeChat «V» 发 post-op instructions"),
        ("social", "TikTok 上 @«V» 拍了她戴 retainer 的 video"),
    ],
}


def _user_kind(r, F, kind, lang):
    sn, gn = _pinyin_name(r)
    if kind == "wx":
        if r.random() < 0.35:
            return "wxid_" + _rs(r, _LO + _DG, 14)
        return r.choice([f"{sn}{gn}{r.randint(1, 999)}", f"{sn}_{gn}", f"{gn}{sn}{r.randint(80, 2010)}",
                         f"{r.choice(_HANDLE_WORDS)}_{sn}{gn}", f"{r.choice(['Lily', 'Coco', 'Momo', 'Kiki', 'Ryan', 'Tony'])}_{sn}{r.randint(1, 99)}",
                         f"{sn}{gn}_{r.choice(['abc', 'xyz', 'hh', 'yy'])}"])
    if kind == "qq":
        return str(r.randint(10000, 3999999999))
    if kind == "nick":
        if r.random() < 0.75:
            return r.choice(_ZH_NICK_A) + r.choice(_ZH_NICK_B) + r.choice(["", "", str(r.randint(1, 999)), "酱", "呀"])
        return f"{r.choice(_HANDLE_WORDS)}{r.choice(['_', '.', ''])}{sn}{r.randint(1, 99)}"
    if kind == "dy":
        return r.choice([str(r.randint(10000000, 99999999999)), f"dy{_rs(r, _LO + _DG, 9)}", f"{sn}{gn}{r.randint(1, 99)}"])
    if kind == "login":
        if lang == "en" or (lang == "mixed" and r.random() < 0.5):
            return _user_en(r, F)
        return r.choice([f"{sn}{gn[0]}{r.randint(1, 99):02d}", f"{sn}{gn}", f"{gn[0]}{sn}{r.randint(1, 9)}",
                         f"{sn}.{gn}", f"qt_{sn}{gn[0]}"])
    # social (latin)
    if lang == "en" or r.random() < 0.5:
        return _user_en(r, F)
    return r.choice([f"{sn}{gn}{r.randint(1, 999)}", f"{r.choice(_HANDLE_WORDS)}.{sn}", f"{gn}_{sn}_"[:-1] + str(r.randint(1, 99))])


def _g_username(r, F, lang):
    kind, tpl = r.choice(_USER_T[lang])
    return tpl, _user_kind(r, F, kind, lang), {}


# ============================================================================= HOME PATH


def _path_user_en(r, F):
    first, last = _en_first_last(r, F)
    f, l = re.sub(r"[^a-z]", "", first.lower()), re.sub(r"[^a-z]", "", last.lower())
    return r.choice([f"{f[0]}{l}", f"{f}.{l}", f"{f}{l}", f"{f[0].upper()}{l.capitalize()}", f"{f}_{l}",
                     f"{first}", f"{f}{l[0]}", f"{first}.{last}"])


def _path_user_zh(r, F):
    sn, gn = _pinyin_name(r)
    return r.choice([f"{sn}{gn}", f"{sn}{gn}", f"{gn}.{sn}", f"{sn[0]}{gn}{sn}"[:0] + f"{sn}_{gn}",
                     F.zh.name(), f"{sn.capitalize()}{gn.capitalize()}", f"{gn}{sn}"])


_PATH_T = {
    "en": [
        "Traceback (most recent call last):\n  File \"/Users/«V»/projects/recall-bot/send.py\", line «n», in <module>\n    main()",
        "Saved export to C:\\Users\\«V»\\Documents\\Dentrix\\exports\\aging_report.csv",
        "rsync -av /home/«V»/xray_backup/ nas01:/backups/imaging/",
        "The scanner software writes to C:\\Users\\«V»\\AppData\\Local\\Carestream\\Capture\\",
        "open /Users/«V»/Desktop/lab_orders_«iso».xlsx",
        "{\"export_path\": \"C:\\\\Users\\\\«V»\\\\Downloads\\\\claims_batch.837\", \"rows\": «n3»}",
        "[«ts»] ERROR cannot read /home/«V»/.config/recall/settings.yaml: permission denied",
        "cd /home/«V»/optos_images && ls | wc -l",
        "the recall template is in /Users/«V»/Library/Mobile Documents/com~apple~CloudDocs/clinic/recall.docx",
        "Outlook PST at C:\\Users\\«V»\\Documents\\Outlook Files\\frontdesk.pst is 48GB again",
        "crontab: 0 6 * * 1-5 /home/«V»/bin/pull_schedule.sh >> /var/log/pull_schedule.log 2>&1",
        "PS C:\\Users\\«V»> .\\export_eligibility.ps1 -Payer «ins»",
        "OneDrive sync error: C:\\Users\\«V»\\OneDrive - «clinic»\\Billing\\ERA_«iso».pdf",
        "FileNotFoundError: [Errno 2] No such file or directory: '/Users/«V»/Downloads/vsp_fee_schedule.csv'",
        "~ is /home/«V» on the imaging box, so the DICOM dump lands in ~/dicom_out",
        "backup.ps1 -Source \"C:\\Users\\«V»\\Pictures\\Intraoral\" -Dest \\\\NAS01\\photos",
    ],
    "zh": [
        "导出的复诊名单在 C:\\Users\\«V»\\Desktop\\复诊名单.xlsx",
        "报错：找不到文件 /home/«V»/his/config.ini",
        "把 /Users/«V»/Downloads/验光单.pdf 发我一下",
        "影像软件默认保存到 C:\\Users\\«V»\\Documents\\口腔影像\\，硬盘快满了",
        "脚本路径 /home/«V»/scripts/sync_appointments.sh，每天凌晨跑一次",
        "[«ts»] 读取配置失败：/home/«V»/.his/settings.json 权限不足",
        "患者照片被存到了 C:\\Users\\«V»\\Pictures\\ 里，按规定要移到服务器",
        "日志：备份源目录 C:\\Users\\«V»\\AppData\\Roaming\\牙医管家\\data",
        "我电脑上 /Users/«V»/Desktop/排班表.numbers 是最新的",
        "Traceback (most recent call last):\n  File \"/home/«V»/recall/run.py\", line «n», in <module>\n报错了帮忙看看",
        "微信文件默认下载到 C:\\Users\\«V»\\Documents\\WeChat Files\\，检查报告都在里面",
    ],
    "mixed": [
        "那个 file 在 C:\\Users\\«V»\\Documents\\claims 里",
        "script 报错 /home/«V»/recall/run.py line «n»",
        "export 出来放在 /Users/«V»/Desktop/patient_list.csv 了",
        "scanner 的 default path 是 C:\\Users\\«V»\\AppData\\Local\\iTero，要改",
        "rsync /home/«V»/xray/ 到 NAS，每晚 2 点",
        "[«ts»] ERROR 找不到 /home/«V»/.config/pms/settings.yaml",
        "OneDrive 同步失败：C:\\Users\\«V»\\OneDrive\\Billing\\EOB.pdf",
        "cd /Users/«V»/work/ortho-k && python fit.py，跑不起来",
    ],
}


def _g_home(r, F, lang):
    tpl = r.choice(_PATH_T[lang])
    if lang == "en":
        v = _path_user_en(r, F)
        if "/home/" in tpl:
            v = v.lower()
    elif lang == "zh":
        v = _path_user_zh(r, F)
        if "C:\\" not in tpl and _CJK.search(v):
            v = _path_user_zh(r, F)
            if _CJK.search(v):
                v = "".join(_pinyin_name(r))
    else:
        v = _path_user_en(r, F) if r.random() < 0.5 else "".join(_pinyin_name(r))
    return tpl, v, {}


# ============================================================================= SCHEDULE

_ZH_NUM = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


def _zh_minutes(m):
    if m < 10:
        return "零" + _ZH_NUM[m]
    t, u = divmod(m, 10)
    return ("" if t == 1 else _ZH_NUM[t]) + "十" + (_ZH_NUM[u] if u else "")


def _time_en(r, period):
    if period == "am":
        h = r.choice([5, 6, 6, 7, 7, 8, 9])
    elif period == "aft":
        h = r.choice([12, 1, 2, 3, 3, 4, 5, 6])
    elif period == "pm":
        h = r.choice([7, 8, 9, 9, 10, 10, 11])
    else:
        h = r.choice([6, 7, 8, 9, 10, 11, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    mm = r.choice([0, 0, 5, 10, 15, 15, 20, 25, 30, 30, 35, 40, 45, 45, 50, 55])
    am = period == "am" or (period == "any" and r.random() < 0.5)
    suf = r.choice(["am", " am", " a.m.", " AM", "AM"]) if am else r.choice(["pm", " pm", " p.m.", " PM", "PM"])
    if period == "aft" and h == 12:
        suf = r.choice(["pm", " pm", " PM", " noon"]) if mm == 0 else r.choice(["pm", " pm", " PM"])
    s = r.random()
    if s < 0.08 and mm in (15, 30, 45):
        word = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"][h - 1]
        nxt = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"][h % 12]
        return {15: f"quarter past {word}", 30: f"half past {word}", 45: f"quarter to {nxt}"}[mm]
    if s < 0.35:
        return f"{h}:{mm:02d}"
    if s < 0.5:
        h24 = h if am else (h % 12) + 12
        return f"{h24:02d}:{mm:02d}" if h24 < 10 and r.random() < 0.5 else f"{h24}:{mm:02d}"
    if s < 0.62 and mm == 0:
        return f"{h}{suf}"
    if s < 0.7:
        return f"{h}.{mm:02d}{'am' if am else 'pm'}"
    return f"{h}:{mm:02d}{suf}"


def _time_zh(r, period):
    if period == "am":
        h = r.choice([5, 6, 6, 7, 7, 8, 9])
    elif period == "pm":
        h = r.choice([7, 8, 9, 9, 10, 10, 11])
    elif period == "aft":
        h = r.choice([1, 2, 3, 4, 4, 5, 5, 6])
    else:
        h = r.choice([6, 7, 8, 9, 10, 18, 19, 20, 21, 22])
    mm = r.choice([0, 0, 10, 15, 20, 30, 30, 40, 45, 50])
    s = r.random()
    if period == "any" or s < 0.15:
        hh = h if period in ("any", "am") else h + 12
        if period == "any" or r.random() < 0.5:
            return f"{hh}:{mm:02d}"
    if s < 0.45:
        if mm == 30:
            return f"{h}点半"
        if mm == 0:
            return f"{h}点" if r.random() < 0.6 else f"{h}点整"
        return f"{h}点{mm}" + ("分" if r.random() < 0.4 else "")
    if mm == 30:
        return f"{_ZH_NUM[h]}点半"
    if mm == 15:
        return f"{_ZH_NUM[h]}点一刻"
    if mm == 45 and r.random() < 0.5:
        return f"{_ZH_NUM[h]}点三刻"
    if mm == 0:
        return f"{_ZH_NUM[h]}点" + r.choice(["", "钟", "整"])
    return f"{_ZH_NUM[h]}点{_zh_minutes(mm)}" + ("分" if r.random() < 0.3 else "")


_SCHED_T = {
    "en": [
        ("am", "I leave for work at «V» every weekday, so I need the earliest slot you have"),
        ("am", "I leave for work at «V» every weekday, so I need the earliest slot you have"),
        ("am", "«V» every morning is when I take my thyroid pill, so no breakfast appointments please"),
        ("am", "I take my blood pressure pill at «V» every morning — should I skip it before the extraction?"),
        ("pm", "She puts her ortho-k lenses in at «V» each night and takes them out when she wakes up"),
        ("pm", "I wear my night guard from «V» till I get up, it's helped with the clenching"),
        ("am", "My shift starts at «V» Mon–Fri, so mornings are impossible for me"),
        ("aft", "I pick up my daughter from school at «V» every day, can we finish before then?"),
        ("pm", "He uses the atropine drops at «V» nightly per the myopia-control plan"),
        ("am", "I go to the gym every morning at «V», so I can come in after 8:30"),
        ("am", "Mom gives him his insulin at «V» every day before breakfast"),
        ("pm", "I'm usually home by «V» on weekdays, call me then"),
        ("am", "patient states she walks the dog every morning at «V» and the dry eye is worse after"),
        ("am", "Our nanny drops him off at «V» daily so anything late morning works"),
        ("pm", "I do my warm compresses every evening at «V» like you said"),
        ("am", "I work a night shift and I'm asleep by «V», so please don't call before noon"),
        ("am", "My carpool leaves at «V» sharp every Tuesday and Thursday"),
        ("pm", "Dad takes his warfarin at «V» each evening — flag for the extraction"),
        ("am", "Routine: contacts in at «V», out by bedtime, replaces case monthly"),
        ("aft", "I have dialysis three times a week and I'm done by «V», Mon Wed Fri"),
        ("am", "every weekday I catch the «V» bus to work so early appointments are out"),
        ("aft", "my son has swim practice every Wednesday at «V», need a different day"),
    ],
    "zh": [
        ("am", "我每天早上«V»出门上班，只能约周末"),
        ("am", "我每天早上«V»出门上班，只能约周末"),
        ("any", "«V»是我每天吃药的时间，复诊别约在这个点"),
        ("pm", "我每天晚上«V»吃降压药，拔牙前要停吗？"),
        ("pm", "孩子每晚«V»戴角膜塑形镜，第二天早上摘"),
        ("pm", "每晚睡前«V»滴一次低浓度阿托品，已经坚持半年了"),
        ("aft", "我每天下午«V»去接孩子放学，预约别太晚"),
        ("am", "老人家每天早上«V»打胰岛素，然后吃早饭"),
        ("pm", "我一般晚上«V»以后才下班，工作日来不了"),
        ("am", "每周一三五早上«V»去游泳，游完眼睛有点红"),
        ("pm", "保持器每天晚上«V»戴上，早上起来摘"),
        ("am", "他每天«V»起床，起来第一件事就是戴隐形眼镜"),
        ("any", "患者自述每天«V»左右刷牙一次，建议改为早晚各一次"),
        ("pm", "我晚上«V»睡觉，夜磨牙挺严重的"),
        ("aft", "我每周二下午«V»有课，其他时间都可以"),
        ("am", "爸爸每天早上«V»吃华法林，拔牙前要跟医生说"),
        ("pm", "她每天晚上«V»热敷眼睛，睑板腺好多了"),
        ("am", "我每天早上«V»送孩子上学，九点以后才有空"),
        ("aft", "每天下午«V»要去医院做透析，只能上午来"),
    ],
    "mixed": [
        ("am", "我每天 «V» leave home，所以只能约 lunch time"),
        ("am", "我每天 «V» leave home，所以只能约 lunch time"),
        ("any", "«V» 是她每天吃药的 time，appointment 避开这个点"),
        ("pm", "every night «V» 戴 retainer，早上拿掉"),
        ("am", "morning «V» 吃 metformin，extraction 那天要不要停？"),
        ("pm", "小朋友每天晚上 «V» 戴 ortho-k lens"),
        ("am", "我 shift 每天 «V» 开始，只能 weekend 来"),
        ("pm", "她每天晚上 «V» 用 atropine 眼药水"),
        ("aft", "我每天下午 «V» pick up 孩子，appointment 要在这之前结束"),
        ("am", "routine：每天早上 «V» 戴 contacts，晚上摘"),
        ("am", "每天早上 «V» 去 gym，之后可以过来"),
        ("pm", "我一般晚上 «V» 才 off work，weekday 晚上有 slot 吗？"),
        ("am", "dad 每天早上 «V» 吃 warfarin，拔牙前要 flag"),
    ],
}


def _g_schedule(r, F, lang):
    period, tpl = r.choice(_SCHED_T[lang])
    if lang == "en":
        v = _time_en(r, period)
    elif lang == "zh":
        v = _time_zh(r, period)
    else:
        v = _time_en(r, period) if r.random() < 0.55 else _time_zh(r, period)
    return tpl, v, {}


# ============================================================================= GEO

_CITY_LL = {
    "en": [(41.8781, -87.6298), (39.7392, -104.9903), (30.2672, -97.7431), (45.5152, -122.6784),
           (35.7796, -78.6382), (43.0731, -89.4012), (53.8008, -1.5491), (51.4545, -2.5879), (53.4808, -2.2426),
           (40.7128, -74.0060), (47.6062, -122.3321), (33.4484, -112.0740), (52.9548, -1.1581)],
    "zh": [(39.9042, 116.4074), (31.2304, 121.4737), (23.1291, 113.2644), (22.5431, 114.0579),
           (30.5728, 104.0668), (30.2741, 120.1551), (30.5928, 114.3055), (32.0603, 118.7969),
           (34.3416, 108.9398), (29.5630, 106.5516), (28.2282, 112.9388), (24.4798, 118.0894)],
    "hk": [(22.3193, 114.1694), (1.3521, 103.8198), (25.0330, 121.5654)],
}
_GH32 = "0123456789bcdefghjkmnpqrstuvwxyz"
_OLC = "23456789CFGHJMPQRVWX"
_W3W = ["filled", "count", "soap", "index", "home", "raft", "lamp", "crisp", "tables", "ponds", "sharp", "velvet",
        "otter", "buzz", "grain", "silent", "chair", "models", "blink", "gentle", "trophy", "hatch", "pencil",
        "lakes", "mixer", "spice", "dream", "cover", "jumpy", "slide", "walnut", "plans", "mirror", "tiger"]


def _geohash(lat, lon, n):
    la, lo = [-90.0, 90.0], [-180.0, 180.0]
    bits, ch, even, out = 0, 0, True, []
    while len(out) < n:
        rng_ = lo if even else la
        val = lon if even else lat
        mid = (rng_[0] + rng_[1]) / 2
        ch <<= 1
        if val >= mid:
            ch |= 1
            rng_[0] = mid
        else:
            rng_[1] = mid
        even = not even
        bits += 1
        if bits == 5:
            out.append(_GH32[ch])
            bits, ch = 0, 0
    return "".join(out)


def _pluscode(lat, lon):
    lat += 90.0
    lon += 180.0
    code = ""
    for res in (20.0, 1.0, 0.05, 0.0025, 0.000125):
        a, b = int(lat // res), int(lon // res)
        lat -= a * res
        lon -= b * res
        code += _OLC[a] + _OLC[b]
    return code[:8] + "+" + code[8:]


def _dms(x, pos, neg):
    h = pos if x >= 0 else neg
    x = abs(x)
    d = int(x)
    m = int((x - d) * 60)
    s = (x - d - m / 60) * 3600
    return d, m, s, h


def _coords(r, region, order="latlon"):
    lat0, lon0 = r.choice(_CITY_LL[region])
    lat, lon = lat0 + r.uniform(-0.09, 0.09), lon0 + r.uniform(-0.11, 0.11)
    dec = r.choice([4, 5, 6, 6])
    if order == "lonlat":
        return f"{lon:.{dec}f},{lat:.{dec}f}", lat, lon
    s = r.random()
    if s < 0.45:
        return f"{lat:.{dec}f}, {lon:.{dec}f}", lat, lon
    if s < 0.65:
        return f"{lat:.{dec}f},{lon:.{dec}f}", lat, lon
    if s < 0.8:
        return f"{abs(lat):.{dec}f}° {'N' if lat >= 0 else 'S'}, {abs(lon):.{dec}f}° {'E' if lon >= 0 else 'W'}", lat, lon
    d1, m1, s1, h1 = _dms(lat, "N", "S")
    d2, m2, s2, h2 = _dms(lon, "E", "W")
    return f"{d1}°{m1:02d}'{s1:04.1f}\"{h1} {d2}°{m2:02d}'{s2:04.1f}\"{h2}", lat, lon


_UK_OUTWARD = ["LS6", "LS11", "M14", "M20", "BS7", "BS3", "S10", "S7", "NG7", "NG5", "LE2", "LE3", "RG1", "RG30",
               "BN2", "BN3", "CF24", "CF5", "NR2", "YO10", "YO31", "BA2", "OX4", "OX2", "EX4", "G12", "G41", "CR0",
               "SW4", "SW11", "N16", "N4", "E17", "SE15", "W12", "B29", "L17", "CB4", "M9", "HU5", "PL4", "DE22"]


_UK_TOWN_PC = {"Leeds": ["LS6", "LS8", "LS11"], "Bristol": ["BS3", "BS7", "BS16"], "Manchester": ["M14", "M20", "M9"],
               "Sheffield": ["S7", "S10", "S11"], "Nottingham": ["NG5", "NG7"], "Leicester": ["LE2", "LE3"],
               "Reading": ["RG1", "RG30"], "Brighton": ["BN1", "BN2"], "Cardiff": ["CF5", "CF24"], "Norwich": ["NR2", "NR4"],
               "York": ["YO10", "YO31"], "Bath": ["BA1", "BA2"], "Oxford": ["OX2", "OX4"], "Exeter": ["EX1", "EX4"],
               "Glasgow": ["G12", "G41"], "Croydon": ["CR0", "CR7"]}


def _uk_postcode(r, F, town=None):
    return f"{r.choice(_UK_TOWN_PC[town] if town else _UK_OUTWARD)} {r.randint(0, 9)}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}"


def _zip(r):
    z = f"{r.randint(1001, 99950):05d}"
    return z + f"-{r.randint(1, 9999):04d}" if r.random() < 0.5 else z


_CN_POST = ["100", "101", "102", "200", "201", "510", "511", "518", "610", "611", "310", "311", "430", "210", "710",
            "400", "401", "410", "361", "266"]

_GEO_T = {
    "en": {
        "coord": ["«V» — that's the pin for Friday's home visit", "Home visit pin: «V»", "GPS for the mobile van stop at her house: «V»",
                  "lat/long «V» — homebound patient, denture reline", "https://maps.google.com/?q=«V»&z=18",
                  "{\"visit_type\": \"home\", \"loc\": \"«V»\", \"provider\": \"RDH\"}",
                  "dropped pin at «V» because the street number isn't on the map",
                  "[«ts»] courier delivered frames to «V» (geo from driver app)",
                  "Patient shared her location «V» so the mobile eye unit can find the farm"],
        "post": ["ZIP: «V»", "Billing ZIP «V» doesn't match the card, ask patient", "Postcode «V»",
                 "postcode: «V» (for the domiciliary eye test)",
                 "zip_code,insurance\n«V»,«ins»", "she said her zip is «V» but the claim shows another one",
                 "Home postcode «V» — outside our catchment for NHS dental"],
        "gh": ["geohash «V» (from the mobile unit routing export)", "loc_hash=«V» visit=home_hygiene",
               "route stop #«n»: geohash «V»"],
        "plus": ["Plus code «V» — patient's cabin has no street address", "Location: «V» (Google plus code)",
                 "use plus code «V» for the home visit, the GPS gets confused"],
        "w3w": ["what3words ///«V» for the farmhouse, the lane has no number", "Meet at ///«V» (back gate)"],
    },
    "zh": {
        "coord": ["«V»是患者家的坐标，司机说找不到路", "定位：«V»", "上门种植复查，患者家定位«V»", "经纬度«V»，老人家腿脚不便，安排上门",
                  "https://uri.amap.com/marker?position=«V»&name=患者家", "司机送眼镜的坐标：«V»",
                  "{\"类型\": \"上门\", \"坐标\": \"«V»\"}", "共享位置：«V»，小区后门进"],
        "post": ["邮编«V»", "邮政编码：«V»", "寄发票的邮编写«V»", "患者住址邮编«V»，快递单上写错了"],
        "comm": ["患者住在«V»，离我们门诊走路十分钟", "家住«V»附近，早上过来方便", "上门服务地址在«V»，具体楼号电话里说",
                 "她们家就在«V»，楼下有个药店", "住«V»那边的患者可以去分院",
                 "小朋友住«V»，学校就在隔壁"],
        "gh": ["位置哈希«V»（上门路线导出）"],
    },
    "mixed": {
        "coord": ["«V» 是 home visit 的 GPS，老人家住村里", "home visit 定位 «V»", "GPS «V»，老人家在家等", "patient share 的 location：«V»",
                  "courier 送 glasses 的坐标 «V»", "lat/lng «V»，mobile dental van 下周去"],
        "post": ["ZIP «V»，billing 对不上", "邮编 «V»，invoice 寄这里", "postcode «V»，NHS catchment 外面",
                 "zip code «V» 和 insurance 上的不一样"],
        "comm": ["patient 住在 «V»，离 clinic 很近", "home visit 在 «V»，具体 unit 电话确认", "她住 «V» 那边，weekend 过来方便"],
        "gh": ["geohash «V»，上门路线"],
        "plus": ["plus code «V»，home visit 用这个", "location: «V»（plus code）"],
        "w3w": ["what3words ///«V»，农场没有门牌"],
    },
}


def _g_geo(r, F, lang):
    T = _GEO_T[lang]
    if lang == "en":
        kind = r.choices(["coord", "post", "gh", "plus", "w3w"], weights=[9, 8, 3, 3, 2])[0]
    elif lang == "zh":
        kind = r.choices(["coord", "post", "comm", "gh"], weights=[9, 5, 7, 1])[0]
    else:
        kind = r.choices(["coord", "post", "comm", "gh", "plus", "w3w"], weights=[8, 5, 4, 2, 2, 1])[0]
    tpl = r.choice(T[kind])
    region = "en" if lang == "en" else ("zh" if lang == "zh" or r.random() < 0.7 else "hk")
    if kind == "coord":
        if "amap" in tpl:
            v, _, _ = _coords(r, "zh", "lonlat")
        else:
            v, _, _ = _coords(r, region)
    elif kind == "post":
        if lang == "en":
            v = _zip(r) if ("ZIP" in tpl or "zip" in tpl) else _uk_postcode(r, F)
        elif lang == "zh" or "邮编" in tpl:
            v = r.choice(_CN_POST) + _rs(r, _DG, 3)
        else:
            v = _zip(r) if ("ZIP" in tpl or "zip" in tpl) else _uk_postcode(r, F)
    elif kind == "gh":
        _, lat, lon = _coords(r, region)
        v = _geohash(lat, lon, r.choice([7, 8, 9]))
    elif kind == "plus":
        _, lat, lon = _coords(r, region)
        v = _pluscode(lat, lon)
    elif kind == "w3w":
        v = ".".join(r.sample(_W3W, 3))
    else:
        v = _cn_comm(r)
        if r.random() < 0.3:
            v = r.choice(["天通苑", "回龙观", "望京", "翠微", "莘庄", "梅陇", "石牌", "龙华", "桐梓林", "玉林",
                          "九堡", "光谷", "仙林"]) + r.choice(["东一区", "北二区", "西三区", "南区", "新村", "小区", "花园"])
    return tpl, v, {}


# ============================================================================= assembly

_GENS = {
    "secret": _g_secret,
    "password": _g_password,
    "email": _g_email,
    "phone": _g_phone,
    "address": _g_address,
    "government_id": _g_gov,
    "financial": _g_fin,
    "person_name": _g_name,
    "username": _g_username,
    "home_path": _g_home,
    "schedule": _g_schedule,
    "geo": _g_geo,
}


def _typo(r, text, start, end):
    """Occasionally lower-case / drop punctuation outside the value (chat realism)."""
    return text, start, end


def _ok(text, start, end, lang):
    val = text[start:end]
    if not val or val != val.strip():
        return False
    if text.count(val) != 1:
        return False
    outside = text[:start] + text[end:]
    if lang == "en" and _CJK.search(text):
        return False
    if lang == "zh" and not _CJK.search(outside):
        return False
    if lang == "mixed" and not (_CJK.search(outside) and _LATIN_WORD.search(outside)):
        return False
    # the value must not be glued to alphanumerics of the context
    if start > 0 and text[start - 1].isascii() and text[start - 1].isalnum() and val[0].isascii() and val[0].isalnum():
        return False
    if end < len(text) and text[end].isascii() and text[end].isalnum() and val[-1].isascii() and val[-1].isalnum():
        return False
    return True


def samples() -> list[Sample]:
    F = _fakers()
    out: list[Sample] = []
    seen: set[str] = set()
    for ci, cat in enumerate(CATEGORIES):
        for li, lang in enumerate(LANGS):
            c = ci * 3 + li
            seed = BASE_SEED + c
            r = random.Random(seed)
            F.seed(seed)
            gen = _GENS[cat]
            n, tries = 0, 0
            while n < PER_CELL:
                tries += 1
                if tries > PER_CELL * 60:
                    raise RuntimeError(f"cannot fill cell {cat}/{lang}")
                tpl, val, extra = gen(r, F, lang)
                text, s, e = _render(r, F, tpl, val, extra)
                if text in seen or not _ok(text, s, e, lang):
                    continue
                seen.add(text)
                out.append(Sample(text=text, category=cat, lang=lang, start=s, end=e))
                n += 1
    return out


# ============================================================================= BENIGN

_FAMOUS_EN = [
    ("Paul Revere", "the silversmith, also made dentures and is credited with early forensic dental identification"),
    ("Doc Holliday", "practiced dentistry before he became famous as a gunslinger"),
    ("Horace Wells", "was a pioneer of nitrous oxide anesthesia in dentistry"),
    ("Pierre Fauchard", "is often called the father of modern dentistry"),
    ("Herman Snellen", "introduced the Snellen eye chart in 1862"),
    ("Benjamin Franklin", "is traditionally credited with inventing bifocals"),
    ("Otto Wichterle", "developed the first soft hydrogel contact lenses"),
    ("Shinobu Ishihara", "published the color-vision plates still used in screenings"),
    ("Louis Braille", "lost his sight as a child and later invented the Braille system"),
    ("Helen Keller", "became a lifelong advocate for people with visual and hearing impairments"),
    ("G. V. Black", "standardized cavity preparation classes still taught today"),
    ("Edward Angle", "created the malocclusion classification used in orthodontics"),
]
_FAMOUS_ZH = [("钟南山", "院士多次强调慢病管理要从基层门诊做起"), ("屠呦呦", "因青蒿素获得诺贝尔生理学或医学奖"),
              ("李时珍", "所著《本草纲目》收录了不少口腔与眼病方剂"), ("孙思邈", "被尊为药王，《千金方》里有漱口护齿的记载"),
              ("华佗", "相传创制了麻沸散"), ("林巧稚", "是中国妇产科学的奠基人之一"),
              ("张仲景", "著有《伤寒杂病论》"), ("扁鹊", "以望闻问切著称")]
_PUBLIC_EN = ["Moorfields Eye Hospital", "Wills Eye Hospital", "Bascom Palmer Eye Institute", "the Mayo Clinic",
              "Johns Hopkins Hospital", "Guy's Hospital", "the ADA headquarters in Chicago", "King's College London",
              "the Cleveland Clinic", "UCSF School of Dentistry"]
_PUBLIC_ZH = ["北京大学口腔医院", "四川大学华西口腔医院", "中山大学中山眼科中心", "北京同仁医院", "上海第九人民医院",
              "温州医科大学附属眼视光医院", "复旦大学附属眼耳鼻喉科医院", "武汉大学口腔医院", "天坛公园", "西湖景区"]
_BRANDS = ["Invisalign", "Oral-B", "Sonicare", "Acuvue Oasys", "Dailies Total1", "Biofinity", "Varilux", "Zeiss",
           "Hoya", "Crest Pro-Health", "Sensodyne", "3M Filtek", "Ivoclar e.max", "iTero Element 5D", "Optos Daytona",
           "Topcon Maestro2", "CEREC Primescan", "Listerine", "MiSight 1 day", "Essilor Stellest"]
_BRANDS_ZH = ["舒适达", "云南白药牙膏", "高露洁", "飞利浦声波牙刷", "博士伦", "强生安视优", "依视路", "蔡司", "豪雅",
              "隐适美", "时代天使", "欧普康视", "新乐视", "士卓曼种植体", "奥齿泰", "冷酸灵"]
_CDT = [("D0120", "periodic oral evaluation"), ("D0150", "comprehensive oral evaluation"), ("D0274", "four bitewings"),
        ("D0330", "panoramic image"), ("D1110", "adult prophylaxis"), ("D1120", "child prophylaxis"),
        ("D1206", "fluoride varnish"), ("D1351", "sealant per tooth"), ("D2391", "one-surface posterior composite"),
        ("D2740", "porcelain/ceramic crown"), ("D3330", "molar endodontic therapy"), ("D4341", "perio scaling and root planing, 4+ teeth"),
        ("D4910", "periodontal maintenance"), ("D7140", "extraction, erupted tooth")]
_ICD = [("H52.13", "myopia, bilateral"), ("H52.223", "regular astigmatism, bilateral"), ("H52.4", "presbyopia"),
        ("H04.123", "dry eye syndrome of bilateral lacrimal glands"), ("K02.52", "chronic dentin caries"),
        ("K05.10", "chronic gingivitis, plaque induced"), ("H40.013", "open angle with borderline findings"),
        ("E11.9", "type 2 diabetes without complications"), ("Z01.00", "exam of eyes and vision without abnormal findings")]


def _ver(r):
    return r.choice([f"{r.randint(1, 24)}.{r.randint(0, 12)}.{r.randint(0, 30)}", f"v{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
                     f"{r.randint(2019, 2026)}.{r.randint(1, 4)}", f"{r.randint(20, 24)}.{r.randint(1, 3)}.{r.randint(100, 999)}"])


def _uuid(r):
    h = _rs(r, _HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"


_BFILL = dict(_FILL)
_BFILL.update({
    "ver": lambda r, F: _ver(r),
    "sha7": lambda r, F: _rs(r, _HEX, 7),
    "sha40": lambda r, F: _rs(r, _HEX, 40),
    "sha256": lambda r, F: _rs(r, _HEX, 64),
    "uuid": lambda r, F: _uuid(r),
    "sku": lambda r, F: r.choice([f"{r.randint(100, 999)}-{r.randint(1000, 9999)}", f"SKU-{r.randint(10000, 99999)}",
                                  f"{r.choice(_UP)}{r.choice(_UP)}{r.randint(100, 999)}-{r.randint(10, 99)}"]),
    "lot": lambda r, F: f"{r.choice(['', 'L', 'LOT'])}{r.randint(2301, 2612)}{r.randint(100, 999)}",
    "order": lambda r, F: r.choice([f"PO-{r.randint(2026000, 2026999)}", f"SO{r.randint(100000, 999999)}",
                                    f"#{r.randint(40000, 99999)}"]),
    "price": lambda r, F: f"${r.randint(15, 1800)}" + r.choice(["", ".00", ".50", ".99"]),
    "zprice": lambda r, F: f"{r.randint(30, 12000)}元",
    "pct": lambda r, F: f"{r.randint(1, 40)}.{r.randint(0, 9)}%",
    "count": lambda r, F: str(r.randint(3, 4800)),
    "year": lambda r, F: str(r.randint(2019, 2026)),
    "brand": lambda r, F: r.choice(_BRANDS),
    "brand2": lambda r, F: r.choice(_BRANDS),
    "zbrand": lambda r, F: r.choice(_BRANDS_ZH),
    "public": lambda r, F: r.choice(_PUBLIC_EN),
    "zpublic": lambda r, F: r.choice(_PUBLIC_ZH),
    "cdt": lambda r, F: "{} ({})".format(*r.choice(_CDT)),
    "cdtcode": lambda r, F: r.choice(_CDT)[0],
    "icd": lambda r, F: "{} {}".format(*r.choice(_ICD)),
    "sec": lambda r, F: f"{r.randint(0, 59)}.{r.randint(0, 9)}",
    "port": lambda r, F: str(r.choice([5432, 3306, 8080, 8443, 6379, 9000])),
    "dur": lambda r, F: str(r.choice([15, 20, 30, 45, 60, 90])),
    "sph": lambda r, F: f"-{r.randint(0, 8)}.{r.choice(['00', '25', '50', '75'])}",
    "city": lambda r, F: r.choice(["Chicago", "Denver", "Austin", "Seattle", "Boston", "Atlanta", "Manchester", "Leeds", "Bristol"]),
    "zcityname": lambda r, F: r.choice(["北京", "上海", "广州", "深圳", "成都", "杭州", "武汉", "南京", "西安", "重庆"]),
    "hours": lambda r, F: r.choice(["8:00 AM–5:00 PM", "7:30 AM–4:30 PM", "9:00 AM–6:00 PM", "8:30–17:30", "9am–7pm"]),
    "zhours": lambda r, F: r.choice(["8:00-17:30", "8:30-18:00", "9:00-21:00", "上午8点到下午5点半", "9:00-12:00，14:00-18:00"]),
    "holiday": lambda r, F: r.choice(["Memorial Day", "July 4th", "Labor Day", "Thanksgiving", "Christmas Eve", "New Year's Day", "the bank holiday"]),
    "zholiday": lambda r, F: r.choice(["春节", "清明节", "劳动节", "端午节", "中秋节", "国庆节", "元旦"]),
    "famous_en": lambda r, F: "{} {}".format(*r.choice(_FAMOUS_EN)),
    "famous_zh": lambda r, F: "{}{}".format(*r.choice(_FAMOUS_ZH)),
    "weekday": lambda r, F: r.choice(_WEEKDAYS),
})

_TOOTHPASTE = ["Sensodyne", "Colgate Total", "Crest Pro-Health", "Parodontax", "Oral-B Pro-Expert"]
_ZH_TOOTHPASTE = ["舒适达", "云南白药", "高露洁", "冷酸灵", "佳洁士"]
_ZH_ORTHO = ["隐适美", "时代天使", "正雅"]
_ZH_LENS = ["博士伦", "强生安视优", "依视路", "蔡司", "豪雅", "欧普康视"]
_EPONYMS = ["Snellen chart", "Amsler grid", "Ishihara plates", "Bell's palsy", "Sjögren's syndrome", "Hutchinson's teeth",
            "Ludwig's angina", "Horner's syndrome", "Stevens-Johnson syndrome", "Fuchs' dystrophy", "Schirmer test",
            "Jaeger card", "Hertel exophthalmometer", "Goldmann tonometer"]
_BFILL.update({
    "fee_exam": lambda r, F: f"${r.randint(75, 180)}", "fee_clean": lambda r, F: f"${r.randint(95, 220)}",
    "fee_white": lambda r, F: f"${r.randint(250, 650)}", "fee_crown": lambda r, F: f"${r.randint(950, 1650):,}",
    "fee_small": lambda r, F: f"${r.randint(4, 60)}.{r.choice(['00', '50', '95', '99'])}",
    "z_clean": lambda r, F: f"{r.randint(15, 40)}0元", "z_sand": lambda r, F: f"{r.randint(8, 20)}0元",
    "z_pfm": lambda r, F: f"{r.randint(8, 30)}00元", "z_zirc": lambda r, F: f"{r.randint(20, 60)}00元",
    "z_okl": lambda r, F: f"{r.randint(60, 150)}00元", "z_small": lambda r, F: f"{r.randint(2, 80)}元",
    "pct_hi": lambda r, F: f"{r.randint(9, 15)}.{r.randint(0, 9)}%", "pct_lo": lambda r, F: f"{r.randint(4, 8)}.{r.randint(0, 9)}%",
    "nm": lambda r, F: str(r.choice([6, 12, 18, 24])), "paste": lambda r, F: r.choice(_TOOTHPASTE),
    "zpaste": lambda r, F: r.choice(_ZH_TOOTHPASTE), "zortho": lambda r, F: r.choice(_ZH_ORTHO),
    "zlens": lambda r, F: r.choice(_ZH_LENS), "epo": lambda r, F: r.choice(_EPONYMS),
    "gtin": lambda r, F: "0" + _rs(r, _DG, 13), "pastdate": lambda r, F: f"2025-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
    "icdcode": lambda r, F: r.choice(_ICD)[0], "ip": lambda r, F: f"10.{r.randint(0, 9)}.{r.randint(0, 20)}.{r.randint(2, 250)}",
    "room": lambda r, F: str(r.choice([101, 102, 204, 210, 305, 312])),
    "q": lambda r, F: str(r.randint(1, 4)),
    "port": lambda r, F: str(r.choice([8080, 8443, 9000])),
    "cdt_recall": lambda r, F: "{} ({})".format(*r.choice([c for c in _CDT if c[0] in ("D0274", "D1110", "D1120", "D1206", "D0330")])),
    "zhosp": lambda r, F: r.choice(_PUBLIC_ZH[:8]),
})

_BENIGN_T = {
    "en": [
        "«clinic» hours: Mon–Thu «hours», Fri 8:00 AM–1:00 PM. Closed «holiday».",
        "«sw» «ver» release notes: fixed recall list sorting; added CDT «year» codes; faster perio charting.",
        "«cdt_recall» and D0120 are usually billed together at recall visits.",
        "Cash price list «year»: exam «fee_exam», cleaning «fee_clean», take-home whitening «fee_white», crown from «fee_crown».",
        "We switched the operatories from «paste» samples to «paste»; reorder SKU «sku» (case of 72).",
        "Fun fact for the waiting-room board: «famous_en».",
        "The Snellen chart was devised in 1862; 20/20 means you see at 20 feet what a typical eye sees at 20 feet.",
        "SELECT COUNT(*) FROM appointments WHERE status = 'no_show' AND appt_date >= '«iso»';",
        "[«ts»] INFO recall_sync finished: «count» records processed, 0 errors, duration «sec»s (build «sha7»)",
        "Job «uuid» completed; next run at cron 0 6 * * 1-5.",
        "Ticket «ticket» closed: label printer in op «op» needed driver «ver».",
        "Sterilizer cycle «count» passed; biological indicator lot «lot» read negative at 24h.",
        "SHA-256 of the imaging installer: «sha256»",
        "Acuvue Oasys 1-Day comes in base curve 8.5 and 9.0, powers from -0.50 to -12.00.",
        "ICD-10 quick list for the optical side: «icd»; «icd».",
        "«public» is one of the best-known teaching hospitals for eye and dental care.",
        "Brush twice a day for two minutes, floss once daily, and replace your brush every three months.",
        "Staff meeting agenda: OSHA refresher, new intraoral scanner, Q«q» numbers, break-room fridge.",
        "«ins» plans usually cover one routine eye exam every 12 months; frame allowance varies by plan.",
        "RECALL_INTERVAL_MONTHS=6\nSMS_PROVIDER=twilio\nLOG_LEVEL=info\nTIMEZONE=America/Chicago",
        "sku,item,qty,unit_price\n«sku»,Nitrile gloves M,40,«fee_small»",
        "Firmware «ver» for the Optos Daytona fixes the eyelash artifact on wide-field images.",
        "CE deadline for the state board is «date»; 20 hours required, 2 in infection control.",
        "No-show rate dropped from «pct_hi» to «pct_lo» after we enabled 48-hour reminders.",
        "{\"type\": \"appointment\", \"fields\": [\"provider_id\", \"op\", \"start\", \"duration_min\"], \"schema\": \"«ver»\"}",
        "Reminder: the autoclave is down for maintenance «date», 8:00–10:00; use the backup unit.",
        "Order «order» from the dental supply house shipped; 3 cartons of prophy angles and «count» bibs.",
        "Amoxicillin 500 mg three times daily for 7 days is a common post-extraction regimen; always check allergies.",
        "Per ADA guidance, fluoride varnish every 3–6 months is recommended for high caries-risk children.",
        "Vertex conversion: a -8.00 D spectacle lens at 12 mm is roughly -7.25 D at the cornea.",
        "git checkout -b fix/recall-timezone && git commit -m \"handle DST in reminder scheduler\"",
        "Error 0x80070005: access denied writing to \\\\IMAGING01\\Captures — check share permissions.",
        "Backups go to /var/lib/opendental/backups/ nightly; retention is 30 days.",
        "C:\\Program Files\\«sw»\\bin\\sync.exe crashed after the «ver» update; reinstalling fixed it.",
        "@here inventory count is Friday after close, please don't open new boxes of gloves until then",
        "Open slots this week: «weekday» 9:00, 9:30 and 14:00 with the hygienist; Saturday is full.",
        "The «brand» rep is in on «date» for a lunch-and-learn, lunch provided.",
        "Typical PD is 54–74 mm for adults; measure seg height with the frame adjusted.",
        "Myopia control: MiSight 1 day showed roughly 59% less progression over three years in the published trial.",
        "Holiday schedule: closed «holiday», open regular hours the following day.",
        "Claim status codes: A1 = acknowledged, A2 = accepted, A3 = returned as unprocessable.",
        "The panoramic unit needs recalibration every «nm» months per the manufacturer, last done «pastdate».",
        "pip install requests==2.32.3 pandas==2.2.2  # for the reporting script",
        "Universal tooth #«tooth» — use the conversion chart on the wall for Palmer or FDI notation.",
        "Parking: the garage on the north side validates 2 hours; the 22 bus stops in front of the building.",
        "Fee schedule update effective «date»: crowns +«pct_lo», everything else unchanged.",
        "Kubernetes pod recall-worker-«sha7» restarted 3 times (OOMKilled), raised memory to 512Mi.",
        "Lens order «order»: Varilux X, 1.67, Crizal Sapphire, due in 7 business days.",
        "The dental school in «city» offers reduced-fee cleanings on «weekday»s this semester.",
        "Infection control log: waterline test «pastdate», result < 500 CFU/mL, pass.",
        "Average chair time for «cdtcode» last quarter was «dur» minutes.",
        "HTTP 429 from the eligibility API; back off for «n» seconds and retry.",
        "Color-vision screening uses the Ishihara plates; the concise edition has 14, the full one 38.",
        "The new OCT saves scans as DICOM; export format version «ver».",
        "Weekly KPI: collections at «pct_hi» above last month, «count» recall texts sent, 0 system errors.",
        "The office will close at noon on «date» for the staff CPR course.",
        "Commit «sha40» reverted the broken appointment-color migration.",
        "Aligners: switch every 7–14 days as directed; wear 22 hours a day.",
        "Visual field test takes about «dur» minutes per eye; patients can drive afterwards if not dilated.",
        "«epo» came up in today's CE lecture — worth reviewing before boards.",
        "Password policy for «sw»: at least 12 characters, no reuse of the last 5, rotate every 90 days.",
        "Set OPENAI_API_KEY and STRIPE_SECRET_KEY in the vault, never in the repo; see runbook section 4.",
        "Default export folder is %USERPROFILE%\\Documents\\«sw»\\Exports unless you change it in settings.",
        "Config lives in ~/.config/recall/settings.yaml (or $HOME/.recall on older builds).",
        "Scan the UDI on the implant box: GTIN «gtin», lot «lot», exp 2028-06.",
        "In an emergency call 911; for suspected poisoning, call Poison Control before inducing anything.",
        "Treatment room «room» is being repainted on «date»; hygiene moves to the east wing.",
        "Prophy paste grit guide: fine for sensitive patients, medium for routine, coarse for heavy stain.",
        "The imaging server is at «ip» on the clinic VLAN; port 104 is open for DICOM, «port» for the web viewer.",
        "Sunday shuttle: the hospital campus loop runs every 20 minutes from 7:00 to 19:00.",
    ],
    "zh": [
        "«zclinic»门诊时间：周一至周五«zhours»，周末«zhours»，«zholiday»期间另行通知。",
        "«zsw»升级到«ver»，修复了复诊提醒重复发送的问题。",
        "洗牙价格调整：超声波洁治«z_clean»，喷砂«z_sand»，«year»年起执行。",
        "近视防控科普：每天户外活动2小时，遵循20-20-20法则，减少近距离用眼。",
        "«famous_zh»。",
        "本周耗材入库：手套«count»盒，吸唾管«count»支，订单号«order»。",
        "消毒锅第«count»锅次生物监测阴性，批号«lot»。",
        "医保政策：普通洗牙不在医保报销范围，拔牙、补牙部分项目可以报销。",
        "«zhosp»是国内知名的口腔/眼科专科医院之一。",
        "角膜塑形镜一般一年到一年半更换一次，护理液开封后三个月内用完。",
        "«zpaste»新品到店，零售价«z_small»，会员九五折。",
        "版本号：«ver»，构建号«sha7»，发布时间«zdate»",
        "系统通知：今晚22:00-23:30系统升级，期间暂停线上预约。",
        "[«ts»] INFO 复诊提醒任务完成，共处理«count»条，失败0条，耗时«sec»秒",
        "SELECT count(*) FROM appointment WHERE status = '爽约' AND appt_date >= '«iso»';",
        "儿童窝沟封闭的最佳时间是六岁左右第一恒磨牙萌出后。",
        "拔牙后24小时内不要刷牙漱口，两小时后可以吃温凉的流质食物。",
        "验光单上的DS表示球镜，DC表示柱镜，AX是轴位，PD是瞳距。",
        "任务«uuid»执行成功，下次执行时间由定时任务决定。",
        "安装包SHA256校验值：«sha256»",
        "«zholiday»放假安排：放假三天，节后第一天正常接诊。",
        "设备保养：全景机每«nm»个月校准一次，上次校准«pastdate»。",
        "本月爽约率从«pct_hi»降到«pct_lo»，短信提醒效果明显。",
        "隐形眼镜每天佩戴时间建议不超过8小时，不能戴着睡觉。",
        "种植牙术后一周拆线，三个月后复查取模。",
        "科室例会：讲感控流程、新口扫设备使用、季度数据回顾。",
        "ICD-10编码«icdcode»常用于眼科门诊，开单前核对一下诊断。",
        "配置项：RECALL_DAYS=180，SMS_SIGN=门诊提醒，LOG_LEVEL=info",
        "「群公告」周五下班后盘点库存，新箱子先别拆。",
        "电子病历导出格式从«ver»起支持PDF/A。",
        "«zpaste»和«zpaste»都在做牙膏促销，前台别主动推销。",
        "牙周基础治疗一般分2到4次完成，每次间隔一周左右。",
        "巴氏刷牙法：刷毛与牙面呈45度角，水平颤动，每个部位刷8到10次。",
        "订单«order»已发货，含牙科手机润滑油«n»瓶。",
        "{\"字段\": [\"预约号\", \"诊室\", \"开始时间\", \"时长\"], \"版本\": \"«ver»\"}",
        "成人正常眼压范围是10到21毫米汞柱。",
        "错误码 0x80070005：写入共享目录 \\\\IMAGING01\\影像 被拒绝，检查共享权限。",
        "数据库备份存放在 /var/lib/his/backup/，保留30天。",
        "程序路径 C:\\Program Files\\«zsw»\\bin\\sync.exe，升级后需要重新授权。",
        "散瞳后4到6小时内视物模糊，当天不要开车。",
        "«zcityname»市口腔质控中心«zdate»组织院感检查，大家提前准备。",
        "本周可约号源：周三上午9:00、9:30，周四下午14:00。",
        "提交记录«sha40»回滚了预约颜色的迁移脚本。",
        "儿童涂氟每3到6个月一次，涂完半小时不要吃东西。",
        "视野检查每只眼大约«dur»分钟，不散瞳的话可以自己开车。",
        "价格表：烤瓷冠«z_pfm»起，全瓷冠«z_zirc»起，具体以面诊为准。",
        "第«n»期员工培训：急救心肺复苏，讲师来自红十字会。",
        "«zortho»隐形矫治器每天戴22小时，每7到14天换下一副。",
        "视力表上的5.0相当于小数视力1.0。",
        "pip install requests==2.32.3  # 报表脚本依赖",
        "门诊楼停车场前两小时免费，地铁站出口步行五分钟。",
        "老年人建议每半年做一次口腔检查，每年至少洗牙一次。",
        "耗材编码«sku»：一次性口镜，单价«z_small»",
        "周报：门诊量«count»人次，复诊提醒发送«count»条，系统无故障。",
        "HTTP 429：短信接口限流，等待«n»秒后重试。",
        "密码策略：至少12位，包含大小写字母和数字，每90天更换一次，不能和前5次重复。",
        "导出文件默认保存在 %USERPROFILE%\\Documents\\导出 目录，可在设置里修改。",
        "角膜塑形镜验配费用«z_okl»左右，含一年内复查，品牌有«zlens»等。",
        "急救电话120，火警119，卫生健康热线12320。",
        "种植体包装上的UDI：GTIN «gtin»，批号«lot»。",
        "«zlens»镜片新到一批，折射率1.60和1.67两种。",
        "二楼«room»诊室«zdate»粉刷，洁牙椅临时搬到东侧。",
        "环境变量 WX_APP_SECRET 和 SMS_ACCESS_KEY 统一放配置中心，不要写进代码仓库。",
        "医院班车：每20分钟一班，7:00至19:00，从地铁站B口发车。",
        "科室团建定在«zpublic»，费用工会出，自愿参加。",
        "«zhosp»的专家下个月来做义诊讲座，主题是儿童近视防控。",
    ],
    "mixed": [
        "今天 «sw» 升级到 «ver»，recall module 有个 bug 还没修",
        "Invisalign 的 promotion 这个月底截止，首付减 $300",
        "SQL 查一下上个月的 no-show rate：SELECT ... WHERE status = 'no_show'",
        "«zclinic» 营业时间 Mon–Fri «hours»，«zholiday» 休息",
        "«brand» 的 rep 说 «date» 来做 lunch-and-learn",
        "sterilizer cycle «count» 的 BI 是 negative，lot «lot»",
        "[«ts»] INFO recall_sync done, «count» records，0 errors",
        "job «uuid» 跑完了，cron 是 0 6 * * 1-5",
        "build «sha7» 已经 deploy 到 staging，大家 test 一下预约页面",
        "这个 installer 的 SHA-256：«sha256»",
        "«cdt_recall» 一般和 D0120 一起 bill",
        "ICD-10 用 «icdcode»，别用错",
        "Order «order» 已经 ship 了，里面有 «count» 个 prophy angles",
        "«ins» 的 plan 一年只 cover 一次 eye exam",
        "Fun fact，可以贴在候诊区：«famous_en»",
        "«famous_zh»，这个可以放 waiting room 的 poster 上",
        "«public» 的 residency program 很有名",
        "«zhosp» 的专家号很难挂，要提前一周 book",
        "no-show rate 从 «pct_hi» 降到 «pct_lo»，48-hour reminder 有用",
        "autoclave «date» 保养，8:00–10:00 用 backup unit",
        "RECALL_INTERVAL_MONTHS=6，SMS_PROVIDER=twilio，这些 config 不用改",
        "Error 0x80070005：\\\\IMAGING01\\Captures 没有 write 权限",
        "backup 在 /var/lib/opendental/backups/，保留 30 天",
        "C:\\Program Files\\«sw»\\sync.exe crash 了，重装就好",
        "@here 周五 inventory count，先别拆新的 gloves",
        "这周 open slots：«weekday» 9:00 和 9:30，Saturday 满了",
        "ortho-k lens 一般一年到一年半换一次",
        "«paste» 和 «zpaste» 的价格差不多，都是 «fee_small» 左右",
        "commit «sha40» revert 了 appointment color 的 migration",
        "PD 成人一般 54–74 mm，seg height 要调好 frame 再量",
        "散瞳之后 4–6 小时 blurry vision，不要开车",
        "CDT «year» 新 code 已经导入 system 了",
        "price list «year»：cleaning «fee_clean»，exam «fee_exam»",
        "{\"type\": \"appointment\", \"版本\": \"«ver»\", \"fields\": [\"op\", \"start\"]}",
        "HTTP 429 from eligibility API，等 «n» 秒再 retry",
        "Aligners 每 7–14 天换一副，每天戴 22 小时",
        "近视防控：每天 outdoor 2 小时，20-20-20 rule",
        "kube pod recall-worker-«sha7» 被 OOMKilled 了，memory 调到 512Mi",
        "lens order «order»：Varilux X，1.67，7 个 business days",
        "Q«q» KPI：collections 比上个月高 «pct_lo»，recall texts «count» 条",
        "pip install pandas==2.2.2，report script 要用",
        "«zcityname» 的 dental school 有 reduced-fee cleaning",
        "CE 学分 deadline 是 «date»，要 20 小时",
        "panoramic 每 «nm» 个月 calibrate 一次",
        "新 OCT 存 DICOM，export format «ver»",
        "停车：north garage validate 2 小时，地铁站走五分钟",
        "visual field test 每只眼 «dur» 分钟左右",
        "Sensodyne 和 «zpaste» 都赞助了 school screening day",
        "「公告」«zholiday» 放假三天，节后 regular hours",
        "infection control：waterline test 合格，< 500 CFU/mL",
        "«sku» 是 nitrile gloves M，单价 «fee_small»",
        "HIS 系统 «ver» 的 release notes 说修了 recall 重复发送",
        "password policy：至少 12 位，90 天 rotate 一次",
        "API key 统一放 vault，不要 hardcode 在 repo 里，.env 也不要 commit",
        "export 默认存 %USERPROFILE%\\Documents\\Exports，可以在 settings 改",
        "config 在 ~/.config/recall/settings.yaml，改完 restart service",
        "今天 CE 讲了 «epo»，boards 会考",
        "implant box 上的 UDI：GTIN «gtin»，lot «lot»",
        "imaging server 在 «ip»，DICOM port 是 104",
        "shuttle bus 每 20 分钟一班，7:00 到 19:00，从 subway B 口出发",
        "team building 定在 «zpublic»，自愿参加，费用 clinic 出",
    ],
}


def benign_with_lang() -> list[tuple[str, str]]:
    F = _fakers()
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for i, lang in enumerate(LANGS):
        r = random.Random(BENIGN_SEED + i)
        F.seed(BENIGN_SEED + i)
        tpls = _BENIGN_T[lang]
        n, tries = 0, 0
        while n < BENIGN_PER_LANG:
            tries += 1
            if tries > BENIGN_PER_LANG * 200:
                raise RuntimeError(f"cannot fill benign {lang}")
            # cycle through templates so every one is used, then randomise
            tpl = tpls[tries - 1] if tries <= len(tpls) else r.choice(tpls)
            text = _render_benign(r, F, tpl)
            if text in seen:
                continue
            if lang == "en" and _CJK.search(text):
                continue
            if lang == "zh" and not _CJK.search(text):
                continue
            if lang == "mixed" and not (_CJK.search(text) and _LATIN_WORD.search(text)):
                continue
            seen.add(text)
            out.append((lang, text))
            n += 1
    return out


def _render_benign(r, F, tpl):
    return _TOK.sub(lambda m: _BFILL[m.group(1)](r, F), tpl)


# ============================================================================= self-check


def _selfcheck():
    import collections

    s1 = samples()
    s2 = samples()
    assert s1 == s2, "samples() not deterministic"
    b1 = benign_with_lang()
    b2 = benign_with_lang()
    assert b1 == b2, "benign_with_lang() not deterministic"
    assert len(s1) == PER_CELL * len(CATEGORIES) * len(LANGS), len(s1)
    cnt = collections.Counter((s.category, s.lang) for s in s1)
    for cat in CATEGORIES:
        for lang in LANGS:
            assert cnt[(cat, lang)] == PER_CELL, (cat, lang, cnt[(cat, lang)])
    assert len({s.text for s in s1}) == len(s1), "duplicate sample texts"
    card_n = iban_n = cnid_n = 0
    for s in s1:
        v = s.value
        assert 0 <= s.start < s.end <= len(s.text)
        assert s.text[s.start:s.end] == v
        assert v == v.strip() and v
        assert s.text.count(v) == 1, (s.category, v)
        if s.category == "financial":
            compact = v.replace(" ", "").replace("-", "")
            if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", compact):
                assert _iban_mod97(compact) == 1, v
                iban_n += 1
            elif compact.isdigit() and len(compact) >= 13:
                assert _luhn_ok(compact), v
                card_n += 1
            else:
                assert compact.isdigit() and 8 <= len(compact) <= 12, v
        if s.category == "government_id":
            compact = v.replace(" ", "")
            if re.fullmatch(r"\d{17}[\dX]", compact):
                assert _cnid_ok(compact), v
                cnid_n += 1
        if s.lang == "en":
            assert not _CJK.search(s.text), s.text
    bcnt = collections.Counter(l for l, _ in b1)
    for lang in LANGS:
        assert bcnt[lang] == BENIGN_PER_LANG, (lang, bcnt[lang])
    assert len({t for _, t in b1}) == len(b1), "duplicate benign texts"
    planted = {s.value for s in s1 if len(s.value) >= 8}
    for _, t in b1:
        assert "«" not in t and "»" not in t, t
        assert not any(v in t for v in planted), t
    for s in s1:
        assert "«" not in s.text and "»" not in s.text, s.text
    print(f"samples: {len(s1)} ({len(CATEGORIES)} categories x {len(LANGS)} langs x {PER_CELL}); "
          f"benign: {len(b1)} ({BENIGN_PER_LANG} per lang)")
    print(f"checksums verified: {card_n} Luhn card numbers, {iban_n} IBANs (mod 97), {cnid_n} CN resident IDs")
    rr = random.Random(7)
    for cat in CATEGORIES:
        for lang in LANGS:
            cell = [s for s in s1 if s.category == cat and s.lang == lang]
            for s in rr.sample(cell, 2):
                print(f"--- {cat}/{lang} value={s.value!r}\n{s.text}")
    for lang in LANGS:
        cell = [t for l, t in b1 if l == lang]
        for t in rr.sample(cell, 3):
            print(f"--- benign/{lang}\n{t}")
    print("selfcheck OK")


if __name__ == "__main__":
    _selfcheck()
