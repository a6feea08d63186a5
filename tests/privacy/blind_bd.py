# ruff: noqa
"""Blind evaluation corpus BD: nonprofits, charities, fundraising and faith communities.

Domain: donor CRM notes and exports, Gift Aid declarations and tax receipts (捐赠票据),
recurring-donation and direct-debit set-ups, 捐款/善款/公益项目 reports, volunteer rosters
(义工排班), church, temple, gurdwara and mosque community groups, crowdfunding pages
(水滴筹, 轻松筹, GoFundMe, JustGiving), grant applications, beneficiary case files and
event sign-ups, written in English, Chinese and code-switched English/Chinese.

Styles: prose CRM notes, WhatsApp / 微信群 chat with typos, e-mails, paper-form fields,
CSV rows, JSON, YAML, .env files, application logs, markdown tables, OCR-ish scans of
receipts and declarations, voice-dictated text without punctuation, SQL and shell
snippets; the planted value sits at the start, middle or end, with or without a cue word.

Written blind: the author never read the gate's source, its tests, other corpora or the repository history, and never ran the gate. Only the contract in blind_common.py was read.

Seeds: BASE_SEED = 20251215; cell c (c = category index * 3 + language index) uses
random.Random(BASE_SEED + c); Faker en_US / en_GB / zh_CN are re-seeded per cell with
OFF + 1 / OFF + 2 / OFF + 3 plus the cell seed (OFF = 9400); benign language i uses
random.Random(BENIGN_SEED + i) with BENIGN_SEED = 93215.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string

try:
    from .blind_common import CATEGORIES, LANGS, Sample
except ImportError:  # run as a script
    import os, sys

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

BASE_SEED = 20251215
OFF = 9400
BENIGN_SEED = 93215
PER_CELL = 250
BENIGN_PER_LANG = 400

_UP = string.ascii_uppercase
_LO = string.ascii_lowercase
_DG = string.digits
_AN = _UP + _LO + _DG
_HEX = "0123456789abcdef"
_B64U = _AN + "-_"


def _rs(r: random.Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


# --------------------------------------------------------------------------- fillers
ORGS = [
    "St Mary's Food Bank", "Hope Street Night Shelter", "Riverside Community Trust",
    "Al-Noor Islamic Centre", "Grace Fellowship Church", "Lotus Buddhist Centre",
    "Open Hands Foundation", "Harbour Hospice", "Little Acorns Children's Charity",
    "Bright Futures Scholarship Fund", "Shree Ram Mandir Seva Committee",
    "Temple Beth Shalom", "Meals on Wheels Eastside", "City Harvest Pantry",
    "Paws Rescue League", "Guru Nanak Gurdwara Langar Team", "Northgate Baptist Church",
    "Willow Tree Bereavement Trust", "Kindling Youth Project", "Second Chance Furniture Bank",
    "Eastfield Parish Council Hardship Fund", "Oak Lane Community Pantry",
    "Sanctuary Refugee Welcome", "Wellspring Clean Water Appeal",
]
CAMPS = [
    "Winter Warmth Appeal", "Christmas Toy Drive", "Ramadan Iftar Appeal", "Roof Repair Fund",
    "Back to School Kits", "Giving Tuesday Match", "Zakat Fund 2025", "Well Water Project",
    "Lent Lunches", "Harvest Festival Collection", "New Hall Capital Campaign",
    "Sleep Out 2025", "Big Give Christmas Challenge", "Organ Restoration Fund",
    "Hot Meals Fortnight", "Diwali Sweet Box Drive", "Bells Appeal", "Spring Fun Run",
]
FUNDS = ["restricted: youth", "unrestricted", "general fund", "building fund",
         "hardship fund", "mission fund", "IT & admin", "core costs"]
EVENTS = ["Fun Run", "Charity Gala", "Carol Service", "Iftar Dinner", "Bake Sale",
          "Sponsored Walk", "Quiz Night", "Sleep Out", "Jumble Sale", "Harvest Supper",
          "Langar Seva Day", "Volunteer Induction", "Trustee Away Day", "Coffee Morning"]
CRMS = ["Salesforce NPSP", "Raiser's Edge NXT", "Donorbox", "Beacon CRM", "Bloomerang",
        "DonorPerfect", "CiviCRM", "Givebutter", "Donorfy", "ChurchSuite", "Planning Center",
        "Little Green Light"]
CITIES = ["Leeds", "Manchester", "Bristol", "Birmingham", "Glasgow", "Cardiff", "Leicester",
          "Sheffield", "Chicago", "Austin", "Portland", "Denver", "Boston", "Atlanta"]
ROLES = ["the donor", "this supporter", "our volunteer", "the applicant", "the beneficiary",
         "the congregant", "the legacy pledger", "the regular giver", "the trustee"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]

ZORGS = ["爱心助学基金会", "阳光公益服务中心", "春晖助老服务社", "善缘义工协会", "蓝天救援队",
         "心手相连志愿者协会", "明德助学计划", "慈恩寺慈善功德会", "基督教青年会", "社区互助会",
         "清真寺爱心互助小组", "微光读书会", "红十字会志愿服务队", "晨曦儿童关爱中心",
         "暖冬行动组委会", "乡村教师支持计划", "妇女儿童公益服务站", "莲花佛学社"]
ZCAMPS = ["99公益日配捐", "冬日暖衣行动", "乡村儿童午餐", "大病救助", "助学圆梦", "重阳敬老",
          "春蕾计划", "开斋节爱心餐", "腊八粥施粥", "盂兰盆法会供灯", "图书角捐建", "净水计划",
          "困境儿童助养", "自闭症家庭喘息服务", "圣诞爱心包", "母亲水窖"]
ZEVENTS = ["义卖", "义诊", "徒步筹款", "慈善晚宴", "读书分享会", "探访福利院", "施粥活动",
           "新义工培训", "年终答谢会", "环保跑", "祈福法会", "圣诞报佳音"]
ZCITIES = ["上海", "北京", "广州", "深圳", "杭州", "成都", "武汉", "西安", "南京", "苏州",
           "厦门", "昆明", "长沙", "青岛"]
ZPLATS = ["腾讯公益", "水滴筹", "轻松筹", "支付宝公益", "微公益", "灵析", "公益宝", "字节公益"]
ZROLES = ["捐赠人", "受助人", "这位义工", "申请人", "这位师兄", "这位居士", "该家庭", "月捐人",
          "这位弟兄", "这位姊妹"]
ZDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]


def _amt(c) -> str:
    r = c.r
    cur = r.choice(["£", "$", "£", "$", "€"])
    v = r.choice([5, 10, 12, 15, 20, 25, 30, 40, 50, 75, 100, 150, 250, 500, 1000, 2500, 5000])
    if r.random() < 0.3:
        return f"{cur}{v}.{r.choice(['00', '50', '99'])}"
    return f"{cur}{v:,}"


def _zamt(c) -> str:
    r = c.r
    v = r.choice([20, 50, 66, 88, 100, 200, 300, 500, 666, 1000, 2000, 5000, 10000, 30000])
    return r.choice([f"{v}元", f"¥{v:,}", f"{v} 元", f"人民币{v}元", f"{v}.00元"])


def _date(c) -> str:
    r = c.r
    y, m, d = r.choice([2024, 2025, 2025, 2026]), r.randint(1, 12), r.randint(1, 28)
    f = r.randrange(5)
    if f == 0:
        return f"{d} {MONTHS[m - 1][:3]} {y}"
    if f == 1:
        return f"{y}-{m:02d}-{d:02d}"
    if f == 2:
        return f"{MONTHS[m - 1]} {d}"
    if f == 3:
        return f"{d:02d}/{m:02d}/{y}"
    return f"{d} {MONTHS[m - 1]}"


def _zdate(c) -> str:
    r = c.r
    y, m, d = r.choice([2024, 2025, 2025, 2026]), r.randint(1, 12), r.randint(1, 28)
    return r.choice([f"{y}年{m}月{d}日", f"{m}月{d}日", f"{y}-{m:02d}-{d:02d}", f"{y}.{m}.{d}",
                     f"{m}月{d}号"])


def _ref(c) -> str:
    r = c.r
    p = r.choice(["GA", "RCPT", "DON", "INV", "REF", "CASE", "GR", "DD"])
    return r.choice([f"{p}-{r.randint(2024, 2026)}-{r.randint(1, 99999):05d}",
                     f"{p}{r.randint(100000, 9999999)}", f"#{r.randint(1000, 99999)}"])


def _zref(c) -> str:
    r = c.r
    return r.choice([f"JZ{r.randint(2024, 2026)}{r.randint(1, 12):02d}{r.randint(10000, 99999)}",
                     f"GY-{r.randint(2024, 2026)}-{r.randint(100, 9999):04d}",
                     f"No.{r.randint(10000000, 99999999)}", f"XM{r.randint(1000, 99999)}"])


def _uuid(c) -> str:
    h = _rs(c.r, _HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{c.r.choice('89ab')}{h[17:20]}-{h[20:]}"


FILL = {
    "org": lambda c: c.r.choice(ORGS),
    "camp": lambda c: c.r.choice(CAMPS),
    "fund": lambda c: c.r.choice(FUNDS),
    "event": lambda c: c.r.choice(EVENTS),
    "crm": lambda c: c.r.choice(CRMS),
    "city": lambda c: c.r.choice(CITIES),
    "role": lambda c: c.r.choice(ROLES),
    "day": lambda c: c.r.choice(DAYS),
    "month": lambda c: c.r.choice(MONTHS),
    "amt": _amt,
    "date": _date,
    "ref": _ref,
    "n": lambda c: str(c.r.randint(2, 48)),
    "pct": lambda c: f"{c.r.randint(5, 140)}%",
    "yr": lambda c: str(c.r.choice([2024, 2025, 2026])),
    "zorg": lambda c: c.r.choice(ZORGS),
    "zcamp": lambda c: c.r.choice(ZCAMPS),
    "zevent": lambda c: c.r.choice(ZEVENTS),
    "zcity": lambda c: c.r.choice(ZCITIES),
    "zplat": lambda c: c.r.choice(ZPLATS),
    "zrole": lambda c: c.r.choice(ZROLES),
    "zday": lambda c: c.r.choice(ZDAYS),
    "zamt": _zamt,
    "zdate": _zdate,
    "zref": _zref,
    "uuid": _uuid,
    "sha": lambda c: _rs(c.r, _HEX, 64),
    "commit": lambda c: _rs(c.r, _HEX, c.r.choice([7, 8, 12, 40])),
    "ver": lambda c: f"{c.r.randint(1, 9)}.{c.r.randint(0, 24)}.{c.r.randint(0, 15)}",
    "port": lambda c: str(c.r.choice([80, 443, 3000, 5432, 6379, 8000, 8080, 8443, 9000, 3306])),
}


class _Ctx:
    def __init__(self, r, us, gb, zh, lang):
        self.r, self.us, self.gb, self.zh, self.lang = r, us, gb, zh, lang

    def en_faker(self):
        return self.us if self.r.random() < 0.5 else self.gb


# --------------------------------------------------------------------------- checksums
def luhn_ok(num: str) -> bool:
    d = [int(x) for x in num if x.isdigit()]
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2:
            x *= 2
            if x > 9:
                x -= 9
        s += x
    return s % 10 == 0


def _luhn_complete(prefix: str, length: int, r) -> str:
    body = prefix + _rs(r, _DG, length - len(prefix) - 1)
    for last in _DG:
        if luhn_ok(body + last):
            return body + last
    raise AssertionError


def _iban_num(s: str) -> int:
    return int("".join(str(int(ch, 36)) for ch in s))


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    return _iban_num(s[4:] + s[:4]) % 97 == 1


_CNID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def _cnid_check(first17: str) -> str:
    return "10X98765432"[sum(int(a) * b for a, b in zip(first17, _CNID_W)) % 11]


def cnid_ok(v: str) -> bool:
    v = v.replace(" ", "")
    return len(v) == 18 and v[:17].isdigit() and _cnid_check(v[:17]) == v[17]


# --------------------------------------------------------------------------- value generators
_PEM_KINDS = [
    ("RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA"),
    ("OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"),
    ("EC PRIVATE KEY", "MHcCAQEEI"),
    ("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"),
]
_LINE_SECRETS = ["aws_id", "aws_secret", "ghp", "ghpat", "slack", "openai", "openai_proj",
                 "anthropic", "stripe", "stripe_rk", "whsec", "google", "hf", "sendgrid",
                 "telegram", "jwt", "mailchimp", "hex32", "square", "gocardless", "paypal",
                 "npm", "discord", "b64", "wechat", "aliyun", "tcloud"]


def _jwt(r) -> str:
    hdr = {"alg": r.choice(["HS256", "RS256"]), "typ": "JWT"}
    body = {"sub": "svc-" + r.choice(["donations", "giftaid", "rota", "crm-sync", "receipts"]),
            "scope": r.choice(["gifts:read", "giftaid:submit", "rota:write", "donors:export"]),
            "iat": r.randint(1700000000, 1760000000)}
    body["exp"] = body["iat"] + r.choice([3600, 86400, 604800])
    enc = lambda d: base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).rstrip(b"=").decode()
    return f"{enc(hdr)}.{enc(body)}.{_rs(r, _B64U, 43)}"


def _pem(r) -> str:
    label, head = r.choice(_PEM_KINDS)
    raw = head + base64.b64encode(bytes(r.randrange(256) for _ in range(48 * r.randint(5, 8)))).decode()
    lines = [raw[i:i + 64] for i in range(0, len(raw), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def gen_secret(c, kind):
    r = c.r
    k = kind or r.choice(_LINE_SECRETS)
    if k == "aws_id":
        v = "AKIA" + _rs(r, _UP + "234567", 16)
    elif k == "aws_secret":
        v = _rs(r, _AN + "/+", 40)
    elif k == "ghp":
        v = "ghp_" + _rs(r, _AN, 36)
    elif k == "ghpat":
        v = "github_pat_11" + _rs(r, _UP + _DG, 20) + "_" + _rs(r, _AN, 59)
    elif k == "slack":
        p = r.choice(["xoxb-", "xoxp-"])
        v = p + _rs(r, _DG, 12) + "-" + _rs(r, _DG, 13) + "-" + _rs(r, _AN, 24)
    elif k == "openai":
        v = "sk-" + _rs(r, _AN, 48)
    elif k == "openai_proj":
        v = "sk-proj-" + _rs(r, _B64U, 56) + "T3BlbkFJ" + _rs(r, _B64U, 40)
    elif k == "anthropic":
        v = "sk-ant-api03-" + _rs(r, _B64U, 93) + "AA"
    elif k == "stripe":
        v = "sk_live_51" + _rs(r, _AN, r.choice([24, 32, 96]))
    elif k == "stripe_rk":
        v = "rk_live_51" + _rs(r, _AN, r.choice([24, 40]))
    elif k == "whsec":
        v = "whsec_" + _rs(r, _AN, 32)
    elif k == "google":
        v = "AIza" + _rs(r, _B64U, 35)
    elif k == "hf":
        v = "hf_" + _rs(r, _AN, 34)
    elif k == "sendgrid":
        v = "SG." + _rs(r, _B64U, 22) + "." + _rs(r, _B64U, 43)
    elif k == "telegram":
        v = str(r.randint(1000000000, 7999999999)) + ":AA" + _rs(r, _B64U, 33)
    elif k == "jwt":
        v = _jwt(r)
    elif k == "mailchimp":
        v = _rs(r, _HEX, 32) + "-us" + str(r.randint(2, 21))
    elif k == "hex32":
        v = _rs(r, _HEX, 32)
    elif k == "hex40":
        v = _rs(r, _HEX, 40)
    elif k == "hex64":
        v = _rs(r, _HEX, 64)
    elif k == "square":
        v = "EAAA" + _rs(r, _B64U, 60)
    elif k == "gocardless":
        v = "live_" + _rs(r, _B64U, 40)
    elif k == "paypal":
        v = "E" + _rs(r, _B64U, 79)
    elif k == "npm":
        v = "npm_" + _rs(r, _AN, 36)
    elif k == "discord":
        v = (base64.b64encode(str(r.randint(10**17, 10**18 - 1)).encode()).decode().rstrip("=")
             + "." + _rs(r, _B64U, 6) + "." + _rs(r, _B64U, 38))
    elif k == "b64":
        v = base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode()
    elif k == "wechat":
        v = _rs(r, _HEX + _UP[:6] if r.random() < 0.3 else _HEX, 32)
    elif k == "aliyun":
        v = _rs(r, _AN, 30)
    elif k == "aliyun_id":
        v = "LTAI5t" + _rs(r, _AN, 18)
    elif k == "tcloud":
        v = "AKID" + _rs(r, _AN, 32)
    elif k == "uuid":
        v = _uuid(c)
    elif k == "pem":
        v = _pem(r)
    elif k == "urlpw":
        v = _rs(r, _AN, r.randint(3, 6)) + r.choice(["-", "_", ".", "~", ""]) + _rs(r, _AN, r.randint(8, 14))
    else:
        raise KeyError(k)
    return v, k


PW_WORDS = ["harvest", "lantern", "candle", "olive", "cedar", "psalm", "sparrow", "meadow",
            "kettle", "anchor", "orchard", "willow", "ember", "pebble", "saffron", "cobalt",
            "granite", "maple", "thistle", "juniper", "biscuit", "river", "falcon", "copper"]
PY_WORDS = ["aixin", "shanyuan", "cishan", "gongyi", "pingan", "fuqi", "xiangshang",
            "wenxin", "mingde", "chunhui", "yangguang", "xinyuan", "kuaile", "jixiang"]


def gen_password(c, kind):
    r = c.r
    if kind is None:
        pool = ["complex", "complex", "phrase", "pin", "random", "door"]
        if c.lang != "en":
            pool += ["pinyin", "pinyin", "pinyin"]
        kind = r.choice(pool)
    k = kind
    if k == "complex":
        w = r.choice(PW_WORDS)
        w = w.capitalize() if r.random() < 0.7 else w.replace("a", "@").replace("o", "0")
        v = w + r.choice(["#", "!", "_", "$", "*", ""]) + str(r.choice([r.randint(1, 99), r.randint(1980, 2026)]))
        if r.random() < 0.3:
            v += r.choice(["!", "?", "&", "%"])
    elif k == "phrase":
        sep = r.choice(["-", "-", ".", "_"])
        v = sep.join(r.sample(PW_WORDS, r.choice([3, 4])))
        if r.random() < 0.5:
            v += sep + str(r.randint(2, 99))
    elif k == "pin":
        v = _rs(r, _DG, r.choice([4, 4, 6]))
    elif k == "door":
        v = r.choice([_rs(r, _DG, 4) + "#", "*" + _rs(r, _DG, 4), _rs(r, _DG, 5), "C" + _rs(r, _DG, 4) + "X"])
    elif k == "pinyin":
        w = r.choice(PY_WORDS)
        w = w.capitalize() if r.random() < 0.4 else w
        v = w + r.choice(["@", "_", "", "#", "."]) + r.choice([str(r.randint(1980, 2026)), "888", "666", "520", "1314", "123"])
        if r.random() < 0.3:
            v += "!"
    elif k == "random":
        v = _rs(r, _AN, 3) + r.choice("!@#$%&*?") + _rs(r, _AN, r.randint(6, 11))
    else:
        raise KeyError(k)
    return v, k


EN_MAIL = ["gmail.com", "outlook.com", "hotmail.co.uk", "yahoo.com", "icloud.com", "btinternet.com",
           "aol.com", "proton.me", "live.co.uk", "sky.com", "comcast.net", "me.com", "yahoo.co.uk",
           "virginmedia.com", "hotmail.com"]
ZH_MAIL = ["qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "139.com", "aliyun.com",
           "yeah.net", "sohu.com", "outlook.com", "gmail.com", "vip.qq.com"]
PY_SURN = ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou", "Xu", "Sun",
           "Ma", "Zhu", "Hu", "Guo", "He", "Lin", "Luo", "Gao", "Zheng", "Liang", "Xie", "Tang",
           "Song", "Deng", "Feng", "Han", "Cao", "Peng", "Jiang", "Ye", "Pan", "Du", "Dai", "Xiao"]
PY_GIVEN = ["Xiaoming", "Jing", "Yufei", "Haoran", "Zixuan", "Lina", "Jianguo", "Meiling", "Jiahui",
            "Yiting", "Zhiqiang", "Xinyi", "Junjie", "Shuying", "Guilan", "Wenjie", "Yuqing", "Hao",
            "Xiuying", "Zhenyu", "Ruoxi", "Mingxuan", "Lihua", "Tingting", "Kaiwen", "Qiong"]
EN_NICK = ["Kevin", "Grace", "Vivian", "Jason", "Cindy", "Eric", "Tiffany", "Alan", "Sherry", "Derek",
           "Joyce", "Leo", "Winnie", "Ivan", "Stella", "Ryan", "Queenie", "Jacky", "Fiona", "Teddy"]


def _ascii(s: str) -> str:
    return re.sub(r"[^a-z]", "", s.lower())


def _en_first_last(c):
    f = c.en_faker()
    return f.first_name(), f.last_name()


def _py_name(c):
    r = c.r
    return r.choice(PY_GIVEN), r.choice(PY_SURN)


def gen_email(c, kind):
    r = c.r
    zh_style = c.lang == "zh" or (c.lang == "mixed" and r.random() < 0.6)
    if zh_style:
        first, last = _py_name(c)
        dom = r.choice(ZH_MAIL)
        if dom in ("qq.com", "vip.qq.com") and r.random() < 0.6:
            local = str(r.randint(10000000, 3999999999))
        else:
            local = r.choice([_ascii(last + first), _ascii(first + "." + last),
                              _ascii(last) + _ascii(first)[:1] + str(r.randint(80, 99)),
                              _ascii(last + first) + str(r.randint(1970, 2005)),
                              _ascii(first)[:1] + _ascii(last) + "_" + str(r.randint(1, 999))])
    else:
        first, last = _en_first_last(c)
        dom = r.choice(EN_MAIL)
        fl, ll = _ascii(first), _ascii(last)
        local = r.choice([f"{fl}.{ll}", f"{fl}{ll}", f"{fl[0]}.{ll}", f"{fl}_{ll}{r.randint(1, 99)}",
                          f"{ll}.{fl}", f"{fl}{ll[0]}{r.randint(60, 99)}", f"{fl}.{ll}{r.randint(1, 9)}"])
    k = kind or ("obf" if r.random() < 0.15 else "plain")
    if k == "obf":
        name, tld = dom.split(".", 1)
        tld_words = " dot ".join(tld.split("."))
        v = r.choice([f"{local} at {name} dot {tld_words}", f"{local} [at] {name} [dot] {tld_words}",
                      f"{local}(at){dom}", f"{local} AT {dom}"])
    else:
        v = f"{local}@{dom}"
    return v, k


def gen_phone(c, kind):
    r = c.r
    if kind is None:
        if c.lang == "en":
            kind = r.choice(["us", "us", "uk", "uk", "uk_land", "us_ext"])
        elif c.lang == "zh":
            kind = r.choice(["cn", "cn", "cn", "cn", "cn_land", "cn_intl"])
        else:
            kind = r.choice(["cn", "cn", "cn_intl", "us", "uk", "hk", "cn_land"])
    k = kind
    if k in ("us", "us_ext"):
        a, e, n = r.randint(201, 989), r.randint(201, 989), r.randint(0, 9999)
        v = r.choice([f"({a}) {e}-{n:04d}", f"{a}-{e}-{n:04d}", f"{a}.{e}.{n:04d}",
                      f"+1 {a} {e} {n:04d}", f"+1-{a}-{e}-{n:04d}", f"1 ({a}) {e}-{n:04d}"])
        if k == "us_ext":
            v += r.choice([" ext. ", " x", " ext "]) + str(r.randint(10, 499))
    elif k == "uk":
        p, s = "7" + str(r.randint(400, 999)), r.randint(0, 999999)
        v = r.choice([f"0{p} {s:06d}", f"+44 {p} {s:06d}", f"+44 (0){p} {s // 1000:03d} {s % 1000:03d}",
                      f"0{p}-{s:06d}", f"0{p}{s:06d}"])
    elif k == "uk_land":
        v = r.choice([f"0113 {r.randint(200, 499)} {r.randint(0, 9999):04d}",
                      f"0161 {r.randint(200, 999)} {r.randint(0, 9999):04d}",
                      f"020 {r.choice([7, 8, 3])}{r.randint(100, 999)} {r.randint(0, 9999):04d}",
                      f"0117 {r.randint(900, 999)} {r.randint(0, 9999):04d}",
                      f"01632 {r.randint(100000, 999999)}"])
    elif k in ("cn", "cn_intl"):
        p = r.choice(["13", "15", "17", "18", "19"]) + str(r.randint(0, 9))
        a, b = r.randint(0, 9999), r.randint(0, 9999)
        if k == "cn":
            v = r.choice([f"{p}{a:04d}{b:04d}", f"{p} {a:04d} {b:04d}", f"{p}-{a:04d}-{b:04d}",
                          f"{p}{a:04d}{b:04d}"])
        else:
            v = r.choice([f"+86 {p} {a:04d} {b:04d}", f"+86-{p}{a:04d}{b:04d}", f"+86{p}{a:04d}{b:04d}",
                          f"0086 {p}{a:04d}{b:04d}"])
    elif k == "cn_land":
        code = r.choice(["010", "021", "020", "0755", "0571", "028", "027", "029", "025", "0512"])
        num = r.randint(2000, 8999) * 10000 + r.randint(0, 9999)
        v = r.choice([f"{code}-{num}", f"({code}) {num // 10000} {num % 10000:04d}", f"{code}-{num}转{r.randint(100, 899)}",
                      f"{code} {num}"])
    elif k == "hk":
        v = r.choice([f"+852 {r.choice('569')}{r.randint(100, 999)} {r.randint(0, 9999):04d}",
                      f"{r.choice('569')}{r.randint(100, 999)} {r.randint(0, 9999):04d}"])
    else:
        raise KeyError(k)
    return v, k


US_ST = ["Oak", "Maple", "Cedar", "Elm", "Willow", "Church", "Mill", "Park", "Highland", "Lincoln",
         "Jefferson", "Washington", "Lake", "Hillcrest", "Sunset", "Franklin", "Prospect", "Walnut",
         "Chestnut", "Magnolia", "Ridge", "Spring", "Locust", "Sycamore"]
US_SUF = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court", "Ct",
          "Boulevard", "Way", "Place"]
UK_ST = ["Victoria", "Albert", "Station", "Church", "Highfield", "Meadow", "Orchard", "Kingsley",
         "Ashgrove", "Beech", "Manor", "Queens", "Grange", "St John's", "Mill", "Windsor", "Cavendish",
         "Rosebery", "Hawthorn", "Elmfield", "Chapel", "Blenheim", "Priory", "Cranbrook"]
UK_SUF = ["Road", "Street", "Close", "Avenue", "Lane", "Crescent", "Gardens", "Terrace", "Grove",
          "Way", "Drive", "Mews", "Place", "Walk"]
ZH_DIST = ["朝阳区", "海淀区", "浦东新区", "徐汇区", "天河区", "越秀区", "南山区", "福田区", "西湖区",
           "拱墅区", "锦江区", "武侯区", "江汉区", "雁塔区", "鼓楼区", "思明区", "姑苏区", "岳麓区"]
ZH_ROAD = ["建国路", "中山路", "人民路", "解放路", "长江路", "文三路", "科技园路", "和平街", "幸福路",
           "延安西路", "南京东路", "春熙路", "体育西路", "学院路", "滨江大道", "解放大道", "友谊路",
           "东风路", "青年路", "光明街", "金沙江路", "天府大道", "新华路", "五一路"]
ZH_XQ = ["阳光花园", "翠苑一区", "锦绣江南", "金地格林小镇", "万科城市花园", "绿地世纪城", "保利香槟国际",
         "龙湖春江郦城", "东方明珠苑", "和谐家园", "幸福里", "世纪华庭", "桃源新村", "碧水湾", "紫荆小区",
         "丽景湾", "梅园新村", "文华苑"]


def gen_address(c, kind):
    r = c.r
    if kind is None:
        kind = r.choice(["us", "uk"]) if c.lang == "en" else ("cn" if c.lang == "zh" or r.random() < 0.65
                                                                else r.choice(["us", "uk"]))
    k = kind
    if k == "us":
        name = r.choice(US_ST) if r.random() < 0.7 else c.us.last_name()
        v = f"{r.randint(12, 9899)} {name} {r.choice(US_SUF)}"
        if r.random() < 0.4:
            v += r.choice([f", Apt {r.randint(1, 24)}{r.choice('ABCD')}", f" Apt. {r.randint(101, 950)}",
                           f", Unit {r.randint(1, 40)}", f" #{r.randint(2, 30)}"])
    elif k == "uk":
        name = r.choice(UK_ST) if r.random() < 0.7 else c.gb.last_name()
        v = f"{r.randint(1, 240)} {name} {r.choice(UK_SUF)}"
        x = r.random()
        if x < 0.25:
            v = f"Flat {r.randint(1, 30)}, " + v
        elif x < 0.35:
            v = f"{r.randint(1, 30)}{r.choice('ab')} {name} {r.choice(UK_SUF)}"
    elif k == "cn":
        road = r.choice(ZH_ROAD)
        no = f"{r.randint(1, 1999)}号"
        bld = r.choice([f"{r.randint(1, 32)}栋{r.randint(1, 6)}单元{r.randint(1, 33)}{r.randint(1, 4):02d}室",
                        f"{r.randint(1, 20)}号楼{r.randint(1, 4)}门{r.randint(1, 18)}0{r.randint(1, 4)}",
                        f"{r.randint(1, 25)}幢{r.randint(101, 2804)}室",
                        f"{r.choice('ABCD')}座{r.randint(3, 30)}{r.randint(1, 12):02d}"])
        f = r.randrange(5)
        if f == 0:
            v = f"{r.choice(ZH_DIST)}{road}{no}{r.choice(ZH_XQ)}{bld}"
        elif f == 1:
            v = f"{road}{no}{r.choice(ZH_XQ)}{bld}"
        elif f == 2:
            v = f"{r.choice(ZH_DIST)}{r.choice(ZH_XQ)}{bld}"
        elif f == 3:
            v = f"{road}{r.randint(1, 999)}弄{r.randint(1, 60)}号{r.randint(101, 604)}室"
        else:
            v = f"{r.choice(ZH_DIST)}{road}{no}{r.choice(ZH_XQ)} {bld}"
    else:
        raise KeyError(k)
    return v, k


_NINO_A = "ABCEGHJKLMNOPRSTWXYZ"
_NINO_B = "ABCEGHJKLMNPRSTWXYZ"
CN_AREAS = ["110101", "110105", "310104", "310115", "440106", "440305", "330106", "510107",
            "420102", "610113", "320106", "350203", "530102", "430104", "370202", "130102"]


def _cnid(r) -> str:
    y = r.randint(1948, 2006)
    m, d = r.randint(1, 12), r.randint(1, 28)
    f17 = f"{r.choice(CN_AREAS)}{y}{m:02d}{d:02d}{r.randint(1, 999):03d}"
    return f17 + _cnid_check(f17)


def _hkid(r) -> str:
    L = r.choice(_UP)
    ds = _rs(r, _DG, 6)
    s = 36 * 9 + (ord(L) - 55) * 8 + sum(int(x) * w for x, w in zip(ds, range(7, 1, -1)))
    chk = (11 - s % 11) % 11
    return f"{L}{ds}({'A' if chk == 10 else chk})"


def gen_gov(c, kind):
    r = c.r
    if kind is None:
        if c.lang == "en":
            kind = r.choice(["ssn", "ssn", "nino", "nino", "us_passport", "uk_passport", "us_dl", "uk_dl", "itin", "utr"])
        elif c.lang == "zh":
            kind = r.choice(["cnid"] * 6 + ["cn_passport", "hk_permit"])
        else:
            kind = r.choice(["cnid", "cnid", "cnid", "cn_passport", "hkid", "ssn", "nino", "hk_permit"])
    k = kind
    if k == "ssn":
        a, b, cc = r.choice([x for x in range(1, 900) if x != 666]), r.randint(1, 99), r.randint(1, 9999)
        v = r.choice([f"{a:03d}-{b:02d}-{cc:04d}", f"{a:03d} {b:02d} {cc:04d}", f"{a:03d}{b:02d}{cc:04d}"])
    elif k == "itin":
        v = f"9{r.randint(0, 99):02d}-{r.choice([70, 71, 72, 78, 79, 80, 88, 90, 92, 94])}-{r.randint(1, 9999):04d}"
    elif k == "nino":
        p = r.choice(_NINO_A) + r.choice(_NINO_B)
        while p in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            p = r.choice(_NINO_A) + r.choice(_NINO_B)
        d = _rs(r, _DG, 6)
        s = r.choice("ABCD")
        v = r.choice([f"{p}{d}{s}", f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}", f"{p}{d[:2]} {d[2:4]} {d[4:]}{s}"])
    elif k == "us_passport":
        v = r.choice([_rs(r, _DG, 9), r.choice("ACEGHKLMNPRSTWXYZ") + _rs(r, _DG, 8)])
    elif k == "uk_passport":
        v = str(r.randint(1, 9)) + _rs(r, _DG, 8)
    elif k == "us_dl":
        v = r.choice([r.choice(_UP) + _rs(r, _DG, 7), _rs(r, _DG, 9),
                      f"{r.choice(_UP)}{_rs(r, _DG, 3)}-{_rs(r, _DG, 4)}-{_rs(r, _DG, 4)}",
                      f"{r.choice(_UP)}{_rs(r, _DG, 12)}"])
    elif k == "uk_dl":
        sur = (_ascii(c.gb.last_name()).upper() + "99999")[:5]
        y, m, d = r.randint(50, 99), r.randint(1, 12) + r.choice([0, 50]), r.randint(1, 28)
        v = f"{sur}{str(y)[0]}{m:02d}{d:02d}{str(y)[1]}{r.choice(_UP)}{r.choice(_UP + '9')}9{r.choice(_UP)}{r.choice(_UP)}"
    elif k == "utr":
        v = r.choice([_rs(r, "123456789", 1) + _rs(r, _DG, 9), f"{r.randint(10000, 99999)} {r.randint(10000, 99999)}"])
    elif k == "cnid":
        v = _cnid(r)
        if r.random() < 0.12:
            v = f"{v[:6]} {v[6:14]} {v[14:]}"
    elif k == "cn_passport":
        v = r.choice(["E" + _rs(r, _DG, 8), "E" + r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + _rs(r, _DG, 7),
                      "G" + _rs(r, _DG, 8)])
    elif k == "hk_permit":
        v = r.choice(["C" + r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + _rs(r, _DG, 7), "C" + _rs(r, _DG, 8)])
    elif k == "hkid":
        v = _hkid(r)
    else:
        raise KeyError(k)
    return v, k


_IBAN = {
    "GB": lambda r: r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "NAIA"]) + _rs(r, _DG, 14),
    "IE": lambda r: r.choice(["AIBK", "BOFI", "IPBS"]) + _rs(r, _DG, 14),
    "DE": lambda r: _rs(r, _DG, 18),
    "NL": lambda r: r.choice(["ABNA", "INGB", "RABO", "TRIO"]) + _rs(r, _DG, 10),
    "FR": lambda r: _rs(r, _DG, 23),
    "ES": lambda r: _rs(r, _DG, 20),
    "BE": lambda r: _rs(r, _DG, 12),
}


def _iban(r, country=None) -> str:
    cc = country or r.choice(["GB", "GB", "GB", "IE", "DE", "NL", "FR", "ES", "BE"])
    bban = _IBAN[cc](r)
    chk = 98 - _iban_num(bban + cc + "00") % 97
    s = f"{cc}{chk:02d}{bban}"
    if r.random() < 0.6:
        s = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def _card(r, brand=None) -> str:
    brand = brand or r.choice(["visa", "visa", "mc", "mc", "amex", "discover"])
    if brand == "visa":
        n = _luhn_complete("4" + _rs(r, _DG, 5), 16, r)
    elif brand == "mc":
        n = _luhn_complete(r.choice(["51", "52", "53", "54", "55", "2221", "2720"]), 16, r)
    elif brand == "amex":
        n = _luhn_complete(r.choice(["34", "37"]), 15, r)
        return r.choice([f"{n[:4]} {n[4:10]} {n[10:]}", n, f"{n[:4]}-{n[4:10]}-{n[10:]}"])
    elif brand == "discover":
        n = _luhn_complete("6011", 16, r)
    else:  # unionpay
        n = _luhn_complete(r.choice(["622202", "621700", "622848", "622588", "621483", "623058"]),
                           r.choice([16, 19, 19]), r)
    f = r.randrange(4)
    if f == 0:
        return n
    if f == 1:
        return " ".join(n[i:i + 4] for i in range(0, len(n), 4))
    if f == 2:
        return "-".join(n[i:i + 4] for i in range(0, len(n), 4))
    return " ".join(n[i:i + 4] for i in range(0, len(n), 4)) if len(n) == 16 else n


def gen_fin(c, kind):
    r = c.r
    if kind is None:
        if c.lang == "en":
            kind = r.choice(["card", "card", "iban", "iban", "uk_acct", "us_acct"])
        elif c.lang == "zh":
            kind = r.choice(["cn_card", "cn_card", "cn_card", "card", "iban"])
        else:
            kind = r.choice(["cn_card", "cn_card", "card", "iban", "uk_acct", "us_acct"])
    k = kind
    if k == "card":
        v = _card(r)
    elif k == "cn_card":
        v = _card(r, "unionpay")
    elif k == "iban":
        v = _iban(r)
    elif k == "iban_gb":
        v = _iban(r, "GB")
    elif k == "uk_acct":
        v = r.choice(["1", "2", "3", "4", "5", "6", "7", "8"]) + _rs(r, _DG, 7)
    elif k == "us_acct":
        v = str(r.randint(1, 9)) + _rs(r, _DG, r.choice([8, 9, 10, 11]))
    elif k == "cn_acct":
        v = str(r.randint(1, 9)) + _rs(r, _DG, r.choice([14, 16, 18]))
    else:
        raise KeyError(k)
    return v, ("card" if k == "cn_card" else "iban" if k == "iban_gb" else k)


def gen_name(c, kind):
    r = c.r
    if kind is None:
        if c.lang == "en":
            kind = r.choice(["full", "full", "full", "first", "last_first"])
        elif c.lang == "zh":
            kind = "zh"
        else:
            kind = r.choice(["zh", "zh", "py", "nick_py", "full", "nick_zh"])
    k = kind
    if k == "full":
        f, l = _en_first_last(c)
        v = f"{f} {l}" if r.random() < 0.85 else f"{f} {c.en_faker().first_name()[0]}. {l}"
    elif k == "first":
        v = c.en_faker().first_name()
    elif k == "last_first":
        f, l = _en_first_last(c)
        v = f"{l}, {f}"
    elif k == "upper":
        f, l = _en_first_last(c)
        v = f"{l.upper()} {f}"
    elif k == "zh":
        v = c.zh.name()
    elif k == "py":
        g, s = _py_name(c)
        v = r.choice([f"{g} {s}", f"{s} {g}", f"{s.upper()} {g}"])
    elif k == "nick_py":
        g, s = _py_name(c)
        v = f"{r.choice(EN_NICK)} {s}"
    elif k == "nick_zh":
        v = f"{r.choice(EN_NICK)} {c.zh.name()}"
    else:
        raise KeyError(k)
    return v, k


ADJ = ["Quiet", "Lucky", "Brave", "Sunny", "Cosmic", "Pixel", "Midnight", "Happy", "Rusty", "Silent",
       "Frosty", "Golden", "Tiny", "Wild", "Salty", "Humble"]
NOUN = ["Falcon", "Paladin", "Otter", "Badger", "Pilgrim", "Lantern", "Biscuit", "Monk", "Fox",
        "Walrus", "Sparrow", "Knight", "Pancake", "Nomad", "Heron", "Yeti"]
ZH_NICK = ["小橘子爱公益", "阳光下的向日葵", "一颗柠檬", "慢慢走的蜗牛", "爱吃饺子的阿May", "行善积德的老李头",
           "山里的孩子", "晨跑的鹿", "追光的小周", "荷塘月色", "风吹麦浪", "静待花开", "南山南", "暖暖的太阳"]


def gen_user(c, kind):
    r = c.r
    if kind is None:
        if c.lang == "en":
            kind = r.choice(["plain", "plain", "handle", "gamer", "dotted"])
        elif c.lang == "zh":
            kind = r.choice(["pinyin", "wxid", "handle_zh", "qq", "pinyin", "dy"])
        else:
            kind = r.choice(["pinyin", "wxid", "handle", "plain", "gamer", "qq", "handle_zh"])
    k = kind
    if k in ("plain", "handle"):
        u = c.en_faker().user_name()
        if r.random() < 0.4:
            u += r.choice(["_", ".", ""]) + str(r.randint(1, 99))
        v = "@" + u if k == "handle" else u
    elif k == "dotted":
        f, l = _en_first_last(c)
        v = r.choice([f"{_ascii(f)}.{_ascii(l)}", f"{_ascii(f)[0]}{_ascii(l)}", f"{_ascii(l)}{_ascii(f)[0]}{r.randint(1, 9)}"])
    elif k == "gamer":
        v = r.choice(ADJ) + r.choice(NOUN) + r.choice(["", "_", "x", "__"]) + str(r.randint(1, 999))
    elif k == "pinyin":
        g, s = _py_name(c)
        v = r.choice([_ascii(s + g), _ascii(s) + "_" + _ascii(g), _ascii(g) + _ascii(s)[:1] + str(r.randint(80, 2005)),
                      _ascii(s + g) + str(r.randint(1, 999))])
    elif k == "wxid":
        v = "wxid_" + _rs(r, _LO + _DG, 14)
    elif k == "handle_zh":
        v = r.choice(ZH_NICK) + (str(r.randint(1, 99)) if r.random() < 0.3 else "")
        if r.random() < 0.5:
            v = "@" + v
    elif k == "qq":
        v = str(r.randint(10000000, 3999999999))
    elif k == "dy":
        v = r.choice(["dy", "DY", ""]) + _rs(r, _LO + _DG, r.randint(7, 11))
    else:
        raise KeyError(k)
    return v, k


EN_TAILS = ["Documents/Donors/giftaid_claim_Q3.csv", "Desktop/volunteer_rota_Dec.xlsx",
            "Downloads/grant_application_final_v3.docx", "Documents/Trustees/minutes_2025-04.pdf",
            "Projects/donate-widget/.env", "Documents/Church/sermon_notes/advent2.docx",
            "Dropbox/FoodBank/stock_take.ods", "Documents/Receipts/2025/batch_17.pdf",
            ".ssh/id_ed25519", "code/civicrm-sync/config.yaml", "Desktop/beneficiary_cases.xlsx",
            "Documents/Legacy_pledges.xlsx", "Downloads/JustGiving_payout_report.csv",
            "Documents/Mosque/zakat_ledger_2025.xlsx", "Pictures/fun_run_2025/IMG_4412.JPG"]
ZH_TAILS = ["Desktop/善款明细2025.xlsx", "Documents/义工排班/十二月.xlsx", "Downloads/捐赠票据_批量.zip",
            "Documents/项目申报书_终稿.docx", "Desktop/受助家庭档案.xlsx", "Documents/法会功德名单.xlsx",
            "Documents/月捐人名单.csv", "Desktop/物资台账.xlsx", "Downloads/水滴筹_提现记录.pdf",
            "projects/gongyi-miniapp/.env", "Documents/团契通讯录.xlsx", "Pictures/义卖现场/DSC_0923.jpg",
            ".ssh/id_rsa", "Documents/审计报告2024.pdf"]


def gen_path(c, kind):
    r = c.r
    if r.random() < 0.5 or c.lang == "en":
        user = r.choice([_ascii(c.en_faker().first_name()), c.en_faker().user_name(),
                         _ascii(c.en_faker().first_name())[0] + _ascii(c.en_faker().last_name()),
                         _ascii(c.en_faker().first_name()) + "." + _ascii(c.en_faker().last_name())])
    else:
        g, s = _py_name(c)
        user = r.choice([_ascii(s + g), _ascii(g) + "." + _ascii(s), _ascii(s) + _ascii(g)[0], c.zh.name()])
    tails = EN_TAILS if c.lang == "en" or (c.lang == "mixed" and r.random() < 0.4) else ZH_TAILS
    tail = r.choice(tails)
    if kind is None:
        kind = r.choice(["linux", "mac", "win", "win", "mac", "wsl"])
    if re.search(r"[\u4e00-\u9fff]", user):
        kind = "win"
    k = kind
    if k == "linux":
        v = f"/home/{user}/{tail}"
    elif k == "mac":
        v = f"/Users/{user}/{tail}"
    elif k == "win":
        v = "C:\\Users\\" + user + "\\" + tail.replace("/", "\\")
    elif k == "wsl":
        v = f"/mnt/c/Users/{user}/{tail}"
    elif k == "bare":
        v = r.choice([f"/home/{user}", f"/Users/{user}", "C:\\Users\\" + user])
    else:
        raise KeyError(k)
    return v, k


_ZH_NUM = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


def gen_sched(c, kind):
    r = c.r
    k = kind or r.choice(["am", "pm"])
    h = r.randint(*{"early": (4, 6), "am": (6, 11), "aft": (12, 17), "pm": (18, 22)}[k])
    m = r.choice([0, 0, 5, 10, 15, 15, 20, 30, 30, 40, 45, 45, 50])
    zh_style = c.lang == "zh" or (c.lang == "mixed" and r.random() < 0.5)
    if zh_style:
        h12 = h if h <= 12 else h - 12
        f = r.randrange(6)
        if f == 0:
            v = f"{h12}点" + ("半" if m == 30 else "" if m == 0 else f"{m}分" if m != 15 else "一刻")
        elif f == 1:
            v = _ZH_NUM[h12] + "点" + ("半" if m == 30 else "" if m == 0 else "一刻" if m == 15 else f"{m}分")
        elif f == 2:
            v = f"{h}:{m:02d}"
        elif f == 3:
            v = f"{h12}:{m:02d}"
        elif f == 4:
            v = f"{h12}点{m:02d}" if m else f"{h12}点整"
        else:
            v = f"{h:02d}:{m:02d}"
    else:
        h12 = h if h <= 12 else h - 12
        ap = "am" if h < 12 else "pm"
        f = r.randrange(13)
        if f >= 7:
            f = r.randrange(6)
        if f == 0:
            v = f"{h12}:{m:02d}"
        elif f == 1:
            v = f"{h12}:{m:02d}{ap}"
        elif f == 2:
            v = f"{h12}.{m:02d}{ap}" if m else f"{h12}{ap}"
        elif f == 3:
            v = f"{h:02d}:{m:02d}"
        elif f == 4:
            v = f"{h12}:{m:02d} {ap[0]}.m."
        elif f == 5:
            v = f"{h12} {ap.upper()}" if m == 0 else f"{h12}:{m:02d} {ap.upper()}"
        else:
            v = f"{h}{m:02d}" if h >= 10 else f"0{h}{m:02d}"
    return v, k


EN_BASES = [(51.5072, -0.1276), (53.8008, -1.5491), (53.4808, -2.2426), (52.4862, -1.8904),
            (55.8642, -4.2518), (51.4545, -2.5879), (40.7128, -74.006), (41.8781, -87.6298),
            (34.0522, -118.2437), (47.6062, -122.3321), (30.2672, -97.7431), (42.3601, -71.0589)]
ZH_BASES = [(39.9042, 116.4074), (31.2304, 121.4737), (23.1291, 113.2644), (22.5431, 114.0579),
            (30.2741, 120.1551), (30.5728, 104.0668), (30.5928, 114.3055), (34.3416, 108.9398),
            (32.0603, 118.7969), (24.4798, 118.0894)]
UK_AREAS = ["LS", "M", "B", "SW", "SE", "N", "E", "NW", "G", "EH", "BS", "CF", "L", "S", "NG", "LE",
            "OX", "CB", "BN", "YO", "NE", "DE", "BD", "HX", "WF", "CV"]
_PLUS = "23456789CFGHJMPQRVWX"
_GH = "0123456789bcdefghjkmnpqrstuvwxyz"
W3W = ["filled", "count", "soap", "index", "home", "raft", "candle", "tribe", "spoons", "lions",
       "marble", "quiet", "stack", "pirate", "glow", "noted", "ladder", "dusty", "cabin", "fans"]
CN_PC = ["100", "200", "510", "518", "310", "610", "430", "710", "210", "361", "215", "650"]


def gen_geo(c, kind):
    r = c.r
    if kind is None:
        kind = "coord"
    k = kind
    zh = c.lang == "zh" or (c.lang == "mixed" and r.random() < 0.6)
    if k in ("coord", "coord_lonlat"):
        lat, lon = r.choice(ZH_BASES if zh else EN_BASES)
        lat += r.uniform(-0.08, 0.08)
        lon += r.uniform(-0.08, 0.08)
        d = r.choice([4, 5, 5, 6, 6])
        sep = r.choice([", ", ",", " ", ", "])
        v = f"{lat:.{d}f}{sep}{lon:.{d}f}" if k == "coord" else f"{lon:.{d}f},{lat:.{d}f}"
    elif k == "dms":
        lat, lon = r.choice(ZH_BASES if zh else EN_BASES)
        lat += r.uniform(-0.08, 0.08)
        lon += r.uniform(-0.08, 0.08)

        def dms(x, pos, neg):
            h = pos if x >= 0 else neg
            x = abs(x)
            dd = int(x)
            mm = int((x - dd) * 60)
            ss = (x - dd - mm / 60) * 3600
            return f"{dd}°{mm:02d}'{ss:04.1f}\"{h}"

        v = f"{dms(lat, 'N', 'S')} {dms(lon, 'E', 'W')}"
    elif k == "ukpc":
        a = r.choice(UK_AREAS)
        v = f"{a}{r.randint(1, 20)} {r.randint(1, 9)}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}"
    elif k == "zip":
        v = f"{r.choice(['606', '787', '972', '802', '021', '303', '100', '112', '941', '981'])}{r.randint(0, 99):02d}"
        if r.random() < 0.35:
            v += f"-{r.randint(1, 9999):04d}"
    elif k == "cnpc":
        v = r.choice(CN_PC) + _rs(r, _DG, 3)
    elif k == "plus":
        pre = r.choice(["9C3X", "9C5W", "9C5V", "87G8", "86HJ", "8Q9V", "8P29", "7PJP", "8Q7X", "85G3"])
        v = pre + _rs(r, _PLUS, 4) + "+" + _rs(r, _PLUS, r.choice([2, 2, 3]))
    elif k == "plus_short":
        v = _rs(r, _PLUS, 4) + "+" + _rs(r, _PLUS, 2)
    elif k == "geohash":
        v = r.choice(["gcpv", "gcpu", "gcw2", "gcwf", "dr5r", "dp3w", "9q5c", "wtw3", "wx4g", "ws0e", "wsqq", "wm6n"]) + _rs(r, _GH, r.randint(4, 6))
    elif k == "w3w":
        v = "///" + ".".join(r.sample(W3W, 3))
    else:
        raise KeyError(k)
    return v, k


GEN = {
    "secret": gen_secret, "password": gen_password, "email": gen_email, "phone": gen_phone,
    "address": gen_address, "government_id": gen_gov, "financial": gen_fin, "person_name": gen_name,
    "username": gen_user, "home_path": gen_path, "schedule": gen_sched, "geo": gen_geo,
}


# --------------------------------------------------------------------------- templates
# "{v}" / "{v:kind}" marks the planted value; other "{name}" fields are non-personal fillers.
T = {}

T["secret", "en"] = [
    "Stripe live key for the {camp} page is {v:stripe} - please don't paste it in the volunteers' WhatsApp again",
    "# .env for donation-portal\nSTRIPE_SECRET_KEY={v:stripe}\nSTRIPE_API_VERSION=2024-06-20\nGIFT_AID_ENABLED=true",
    "AWS access key for the Gift Aid claims bucket: {v:aws_id} (region eu-west-2, bucket giftaid-claims-{yr})",
    "[giftaid-uploader]\nregion = eu-west-2\naws_secret_access_key = {v:aws_secret}\noutput = json",
    "Hi all, the Mailchimp key for the {org} newsletter got rotated. New one: {v:mailchimp}. Old one dies {date}.",
    "{date} 09:14:02 ERROR donorsync: HTTP 401 from {crm}, api_key={v:hex32} rejected for batch {ref}",
    "curl -s -H \"Authorization: Bearer {v:jwt}\" https://api.givinghub.io/v2/gifts?campaign=winter25",
    "Telegram bot that posts the food bank shift reminders: {v:telegram}",
    "GitHub token used by the church website deploy job: {v:ghp} - expires end of {month}",
    "fine-grained PAT for the {org} site repo -> {v:ghpat}",
    "SendGrid key that sends the Gift Aid receipts: {v:sendgrid}",
    "Slack bot token for #donations-alerts is {v:slack}, scopes chat:write only",
    "OPENAI_API_KEY={v:openai} # grant-writing helper, cap spend at $40/month",
    "The thank-you letter generator calls Claude; key {v:anthropic} is billed to the {fund} budget line",
    "HF_TOKEN={v:hf}\nMODEL=whisper-small\n# sermon transcription job",
    "Maps key on the volunteer drop-off map: {v:google} (restrict it to our domain!!)",
    "PayPal Giving Fund client secret {v:paypal} - client id is in the shared vault",
    "square access token for the bake sale card reader {v:square}",
    "GoCardless API token (monthly direct debit givers): {v:gocardless}",
    "db url in the old CiviCRM settings file: mysql://civicrm_app:{v:urlpw}@10.0.4.12:3306/civicrm",
    "DATABASE_URL=postgres://giving_ro:{v:urlpw}@db.internal.parish-office.net:5432/donations",
    "JustGiving app secret: {v:hex32}  (the app id is public, the secret is not)",
    "-- webhook signing secret for the recurring donations endpoint\nSTRIPE_WEBHOOK_SECRET={v:whsec}",
    "Twilio auth token for the text-to-give keyword GIVE: {v:hex32}",
    "npm publish token for our donate-button widget {v:npm}",
    "Found this pasted in the trustees' shared doc, is it still live?? {v:openai_proj}",
    "{v:pem}\n^ deploy key for the diocese intranet server, move it into the vault asap",
    "ssh key for the mosque's backup NAS, don't email it again:\n{v:pem}",
    "config.yaml:\n  giving_platform:\n    provider: stripe\n    restricted_key: {v:stripe_rk}\n    currency: gbp",
    "Sentry DSN leaked in the donate page source: https://{v:hex32}@o458213.ingest.sentry.io/6120034",
    "sorry typo'd it earlier, the correct Stripe key is {v:stripe} not the one ending in 4f",
    "voice memo transcript okay so the api key for the text to give service is {v} and the invoice is in the finance folder",
    "| service | key |\n|---|---|\n| Mailchimp | {v:mailchimp} |\n| Gift Aid portal | see 1Password |",
    "Discord bot token for the youth group server: {v:discord}",
    "POST /v1/pledges\nx-api-key: {v}\ncontent-type: application/json\n{\"campaign\": \"{camp}\", \"amount_pence\": 2500}",
    "{v}\nthat's the token {crm} support asked us to regenerate after the breach notice on {date}",
]

T["secret", "zh"] = [
    "善款系统的 Stripe 密钥是 {v:stripe}，别再发到义工群里了",
    "公益小程序后台的 AppSecret：{v:wechat}，{zdate}前要重置",
    "微信支付 APIv3 密钥 {v:wechat} 已经更新，财务那边知悉一下",
    "腾讯云 COS 存捐赠票据用的 SecretId 是 {v:tcloud}，别外传",
    "阿里云 AccessKey Secret：{v:aliyun}（只给票据归档用）",
    "报错日志：{zdate} 10:02:11 [ERROR] 捐赠同步失败 token={v:hex32} 已过期",
    "推送义工排班提醒的 Telegram 机器人 token：{v:telegram}",
    "GitHub 部署令牌 {v:ghp} 放在寺院官网的 CI 变量里了",
    "钉钉群机器人 webhook：https://oapi.dingtalk.com/robot/send?access_token={v:hex64}",
    "企业微信群机器人的 key={v:uuid}，消息推送到“{zcamp}”工作群",
    "飞书机器人签名校验密钥 {v:b64}",
    "OPENAI_API_KEY={v:openai}  # 写项目申报书用的，月度上限 300 元",
    "志愿者管理平台接口的 JWT：{v:jwt}",
    "数据库连接串 mysql://volunteer_app:{v:urlpw}@192.168.1.20:3306/yigong",
    "redis://:{v:urlpw}@10.0.0.8:6379/2  # 排班缓存",
    "支付宝开放平台的应用私钥如下，别发群里：\n{v:pem}",
    "善款查询系统服务器的登录私钥：\n{v:pem}",
    "HF 的 token {v:hf} 是用来跑法会录音转写模型的",
    "谷歌地图 key {v:google} 用在义工集合点地图上，记得加域名限制",
    "发电子收据的 SendGrid 密钥 {v:sendgrid}",
    "Slack 通知机器人令牌 {v:slack}",
    "Anthropic 的 key：{v:anthropic}，{zorg}用来批量写感谢信",
    "那个 sk-proj 开头的 key 是不是泄露了？{v:openai_proj} 在群文件里看到的",
    "这是 AWS 的 Access Key ID：{v:aws_id}，绑定的是票据归档桶",
    "aws_secret_access_key = {v:aws_secret}  # 票据归档",
    "config.yaml\npayment:\n  mch_id: 16{n}0099\n  api_v3_key: {v:wechat}\n  notify_url: https://pay.example-gongyi.cn/notify",
    "npm 令牌 {v:npm}，发布捐款按钮组件用",
    "语音转文字 那个接口的密钥是 {v} 你记一下回头放到密码箱里",
    "| 平台 | 密钥 |\n|---|---|\n| 邮件推送 | {v:sendgrid} |\n| 短信 | 见密码本 |",
    "Stripe 的 webhook 签名密钥：{v:whsec}",
    "月捐代扣接口 GoCardless token：{v:gocardless}",
    "青年团契 Discord 服务器机器人 token {v:discord}",
    "请求头 Authorization: Bearer {v:jwt} 返回 403，帮忙查一下权限",
    "阿里云短信服务的 AccessKey ID {v:aliyun_id} 和{zplat}的回调是同一个账号",
    "{v}\n上面这串是{zplat}对接用的密钥，{zdate}之后失效",
    "项目组注意：{zorg}官网的 Mailchimp 密钥换成了 {v:mailchimp}",
]

T["secret", "mixed"] = [
    "这个 Stripe secret key {v:stripe} 先别 commit 到 repo 里，用 env 读",
    "donation 小程序的 AppSecret 是 {v:wechat}，上线前 rotate 一下",
    "AWS key {v:aws_id} 是给 Gift Aid 票据 bucket 用的，region 是 ap-east-1",
    "CI 里的 GITHUB_TOKEN={v:ghp} 权限太大了，改成 fine-grained 的",
    "新的 github_pat 给你：{v:ghpat}，只开了 {org} repo 的 read 权限",
    "Slack bot token {v:slack} 已经加到 #善款-alerts channel",
    "OPENAI_API_KEY={v:openai}\n# 用来 draft grant application 和感谢信",
    "anthropic key 我放这了 {v:anthropic} 记得 set 一个 monthly budget",
    "hf token: {v:hf}，跑 sermon 转写的 whisper model 需要",
    "Google Maps API key {v:google} 用在义工 drop-off 地图上",
    "SendGrid 的 key 是 {v:sendgrid}，发 donation receipt email 用",
    "Telegram 排班 bot 的 token {v:telegram}，每周五 push 下周 rota",
    "log: [{zdate}] sync_donors failed, token={v:hex32} expired，麻烦 renew",
    "curl -H \"Authorization: Bearer {v:jwt}\" https://api.gongyi-hub.cn/v1/projects 返回 401",
    "DATABASE_URL=postgres://crm_app:{v:urlpw}@10.8.0.3:5432/shankuan  # prod 别乱动",
    "mongodb+srv://rota_bot:{v:urlpw}@cluster0.yigong.mongodb.net/roster 这个 connection string 泄露了",
    "private key 在这里，deploy 完就删：\n{v:pem}",
    "{v:pem}\n这个是 church server 的 ssh key，别 forward",
    "Mailchimp API key {v:mailchimp}，newsletter 每月 1 号发",
    "微信支付 api_v3_key: {v:wechat} # merchant 是{zorg}",
    "PayPal client secret {v:paypal} 是 overseas donors 那条通道的",
    "Square token {v:square} 绑在义卖的 card reader 上",
    "GoCardless live token {v:gocardless}，direct debit 月捐都走它",
    "STRIPE_WEBHOOK_SECRET={v:whsec}\nSTRIPE_CURRENCY=cny",
    "npm token {v:npm} 发 donate-button package 用的",
    "sk-proj key 泄露了吗？{v:openai_proj} 在 Notion 里看到",
    "voice note 转文字 那个 key 是 {v} 你先存到 1Password 里面",
    "| service | 密钥 |\n|---|---|\n| Stripe | {v:stripe} |\n| 腾讯公益 | 见保险箱 |",
    "企业微信 webhook key={v:uuid}，推送{zcamp}的每日 donation summary",
    "Discord bot token {v:discord}，youth fellowship 那个 server",
    "aliyun AccessKeySecret={v:aliyun} 只给 OSS 存 receipt 扫描件",
    "Sentry DSN https://{v:hex32}@o77120.ingest.sentry.io/450031 写死在 donate 页面里了，要改",
    "{v}\n上面是 {crm} 的 API key，{zdate} 之后 expire",
    "Tencent Cloud SecretId {v:tcloud} 存 义工照片 用的",
]

T["password", "en"] = [
    "Login for the {crm} admin: username office-admin, password {v}",
    "The password for the Gift Aid online portal is {v} - please change it after the claim goes in",
    "Church office wifi password: {v}",
    "key safe code for the food bank back door is {v:door}",
    "pw={v} for the shared volunteers@ mailbox (don't change it without telling the rota team)",
    "PIN for the collection-plate card reader: {v:pin}",
    "Hi team, new password for the JustGiving team account is {v}. Do not share outside the fundraising committee.",
    "DB_PASSWORD={v}\nDB_USER=civicrm\nDB_HOST=localhost",
    "the alarm code at the parish hall is {v:door}, set it when you leave after {event}",
    "bank app passcode {v:pin} - treasurer only!!",
    "voice note so the password for the laptop in the vestry is {v} all lower case I think",
    "pass: {v}",
    "Safe in the mosque office opens with {v:pin}, Zakat envelopes go on the top shelf",
    "Trustee portal\nUser: chair\nPassword: {v}\nMFA: text message",
    "{v} is the new password for the donations inbox, old one was compromised in the phishing email on {date}",
    "passphrase for the encrypted beneficiary spreadsheet: {v}",
    "| system | login | password |\n|---|---|---|\n| {crm} | admin | {v} |",
    "lockbox at the hall: code {v:door} (changes every quarter)",
    "Forgot to say, the Eventbrite login pw is {v} , same email as the office",
    "Scan of sticky note under the till: 'wifi {v}' ",
    "the zoom host key for Sunday livestream is {v:pin}",
    "Password reset for the legacy giving mailbox done. Temporary password: {v}",
    "{\"service\": \"mailchimp\", \"user\": \"comms\", \"password\": \"{v}\"}",
    "Please use {v} to open the zip with the grant budget, sending the file separately",
    "volunteer tablet unlock PIN {v:pin}",
    "admin/{v} gets you into the old church website, we really need to retire it",
    "Re: PayPal account - I reset it, it's now {v} (with the capital)",
    "pwd for the sound desk laptop = {v}",
    "door code for the shelter's side entrance has changed to {v:door} from {date}",
    "SMTP_PASS={v}",
    "The password to the Dropbox with case files is {v}; two-step is on the office phone",
    "ok got it, logging in with {v} now... nope says wrong password",
    "Charity bank online banking: customer number on the card, memorable word {v}",
]

T["password", "zh"] = [
    "{zorg}后台登录账号 admin，密码 {v}",
    "捐赠管理系统的密码是{v}，请勿外传",
    "办公室 WiFi 密码：{v}",
    "仓库门锁密码 {v:door}，物资进出请登记",
    "义工群公告：公共邮箱登录密码已改为 {v}，有问题找秘书处",
    "收款机的支付密码 {v:pin} 只有出纳知道",
    "语音转文字 电脑开机密码是{v}全是小写",
    "登录密码：{v}",
    "功德箱钥匙柜的密码是 {v:pin}",
    "{zplat}机构账号密码 {v}，{zdate}前要改",
    "数据库密码 DB_PASSWORD={v}",
    "加密的受助人名单压缩包解压密码：{v}",
    "团契投影电脑的开机密码是 {v}，用完记得关机",
    "账号：yigong_admin\n密码：{v}\n验证方式：短信",
    "网银 U 盾口令 {v}，只有会计和出纳知道",
    "| 系统 | 账号 | 密码 |\n|---|---|---|\n| 善款台账 | caiwu | {v} |",
    "寺里办公室保险柜密码{v:pin}，法会随喜款放第二层",
    "{v} 是新的邮箱密码，之前那个被钓鱼邮件骗走了",
    "微信公众号后台密码 {v}（管理员扫码也要）",
    "社区活动中心门禁密码改成了 {v:door}，{zdate}起生效",
    "问一下财务，网银登录密码是不是还是 {v}",
    "清真寺办公室电脑密码 {v}",
    "手写便签 OCR：wifi 密 码 {v}",
    "临时密码 {v}，首次登录会要求修改",
    "{\"账号\": \"caiwu01\", \"密码\": \"{v}\"}",
    "群里别发密码啊！刚刚那个 {v} 赶紧改掉",
    "义卖收款码的管理员密码是{v}",
    "教会直播推流账号密码：{v}",
    "仓库平板解锁码 {v:pin}",
    "密码{v}，账号就是机构邮箱",
    "档案柜电子锁：{v:door}",
    "好的我用{v}登进去了，谢谢",
    "登录{zplat}的时候提示密码错误，我输的是 {v}",
]

T["password", "mixed"] = [
    "{crm} 的 admin password 是 {v}，别发到群里",
    "Gift Aid portal 的 password：{v}，这周 submit claim 之后改掉",
    "办公室 WiFi password: {v}",
    "food bank 后门 key safe code 是 {v:door}",
    "pw={v} 是 volunteers 公共邮箱的",
    "card reader 的 PIN {v:pin}，只有 treasurer 知道",
    "new password for 水滴筹机构号: {v}",
    "DB_PASSWORD={v}\nDB_NAME=shankuan_prod",
    "alarm code {v:door}，{zevent}结束后最后走的人 set 一下",
    "voice note 那个 laptop 的密码是 {v} 我不确定大小写",
    "pass: {v} (zoom 直播账号)",
    "登录 Eventbrite 用 {v}，email 就是 office 那个",
    "encrypted 受助人 spreadsheet 的 passphrase: {v}",
    "| system | 账号 | password |\n|---|---|---|\n| 腾讯公益 | admin | {v} |",
    "lockbox code {v:door}，每季度换一次",
    "临时 password {v}，first login 会让你改",
    "zip 文件的 password 是 {v}，grant budget 在里面",
    "tablet unlock PIN {v:pin}",
    "admin / {v} 可以进旧的 church website",
    "PayPal 我 reset 了，现在是 {v}",
    "SMTP_PASSWORD={v}",
    "Dropbox 个案文件夹密码 {v}，2FA 在 office 手机上",
    "我用 {v} login 失败了，是不是有人改了 password",
    "网银 memorable word: {v}",
    "{\"user\": \"finance\", \"password\": \"{v}\", \"2fa\": true}",
    "mosque office 的 safe 密码 {v:pin}",
    "church 投影电脑 password {v}",
    "密码是 {v} (capital 开头)",
    "shelter side door code changed to {v:door}，{zdate} 起",
    "sticky note OCR: wifi pass {v}",
    "公众号后台 login：{v}",
    "问一下 {v} 是不是{zplat}的新密码？",
    "password reset done，新的是 {v}",
]

T["email", "en"] = [
    "Donor asked for the Gift Aid receipt to go to {v} rather than the postal address",
    "Please update the CRM: preferred email is now {v} (old one bounced)",
    "email,amount,campaign,gift_aid\n{v},{amt},{camp},Y",
    "From: {v}\nTo: giving@ourchurch.org.uk\nSubject: Standing order for the {camp}",
    "{v} signed up for the {event} on {date} - 2 tickets, dietary: vegetarian",
    "Volunteer application received from {v}, DBS check pending",
    "can someone forward the rota to {v} pls, she's covering the Saturday shift",
    "Unsubscribe request: {v} - remove from all appeal mailings (GDPR)",
    "{\"donor_email\": \"{v}\", \"recurring\": true, \"interval\": \"month\", \"amount\": 1500}",
    "Legacy pledger prefers contact by email only: {v}",
    "Bounce notice: delivery to {v} failed permanently (550 mailbox unavailable)",
    "new regular giver via GoCardless, confirmation sent to {v}",
    "Thank-you letter for the {amt} gift should go to {v}, not to the office",
    "scan of paper form: E-mail addr: {v} Tick for news [x]",
    "voice note add {v} to the prayer chain email list",
    "| donor | email | tier |\n|---|---|---|\n| D-{n}0{n} | {v} | Friend |",
    "JustGiving payout report row: page owner {v}, raised {amt}, target {amt}",
    "Grant applicant contact email: {v}",
    "2025-11-02T10:14:55Z mailer INFO queued receipt {ref} to={v}",
    "Reply-To: {v}",
    "Mosque newsletter: add {v} to the Ramadan timetable mailing",
    "our beneficiary's support worker asked us to cc {v} on the housing letter",
    "if anyone wants to help with the {event} email me at {v} :)",
    "contact_email = \"{v}\"  # event lead",
    "Hi, I'd like to cancel my monthly donation. My login email is {v}. Thanks",
    "OCR: Declarant e mail {v} Date {date}",
    "Duplicate record merge: keep {v}, discard the hotmail one",
    "Tax receipt requested by {role}; send PDF to {v}",
    "{v} <- this is the address she gave at the stall, double check spelling",
    "Sponsor form: email {v}, pledged {amt} per mile",
    "The GoFundMe organiser's email is {v}, they want to transfer the funds to the {org}",
    "mailto:{v}?subject=Volunteer%20rota",
]

T["email", "zh"] = [
    "捐赠人希望电子票据发到 {v}，不要寄纸质的",
    "请在系统里更新一下，新的联系邮箱是{v}",
    "邮箱,金额,项目\n{v},{zamt},{zcamp}",
    "发件人：{v}\n主题：关于{zcamp}的月捐",
    "{v} 报名了{zdate}的{zevent}，共两人",
    "收到义工申请，联系邮箱 {v}，待面试",
    "麻烦把排班表转发给 {v}，她这周六顶班",
    "退订申请：{v}，以后不要再发募捐邮件",
    "{\"捐赠人邮箱\": \"{v}\", \"月捐\": true, \"金额\": 100}",
    "邮件退信：发往 {v} 的邮件被拒收",
    "受助家庭的社工让我们抄送 {v}",
    "感谢信请发到{v}，别发到单位",
    "纸质表格扫描：电子邮箱 {v} 是否订阅通讯 √",
    "语音转文字 把 {v} 加到代祷邮件名单里",
    "| 编号 | 邮箱 | 类别 |\n|---|---|---|\n| M{n}0{n} | {v} | 月捐人 |",
    "项目申请人邮箱：{v}",
    "{zdate} 10:14:55 mailer INFO 已发送电子收据 {zref} 至 {v}",
    "有意参加{zevent}的朋友可以发邮件到{v}报名哈",
    "我想取消月捐，注册邮箱是 {v}，谢谢",
    "OCR：电 子 邮 箱 {v} 日期 {zdate}",
    "重复记录合并：保留 {v}",
    "{zrole}要开捐赠票据，PDF 发 {v}",
    "{v} ← 这是她在义卖摊位留的邮箱，核对一下拼写",
    "{zplat}发起人的邮箱是 {v}，想把善款转给{zorg}",
    "联系方式（邮箱）：{v}",
    "师兄说法会功德回向名单发他邮箱{v}就行",
    "志愿者证书电子版已发送至{v}，请查收",
    "邮箱写错了，应该是 {v} 不是 qq 那个",
    "回复邮件请发送至 {v}",
    "需要审计材料的话联系 {v}，周末也能回复",
    "团契通讯录更新：邮箱 {v}",
    "mailto:{v}",
]

T["email", "mixed"] = [
    "donor 说 Gift Aid receipt 发到 {v} 就好",
    "CRM 里的 preferred email 改成 {v}，旧的 bounce 了",
    "email,amount,项目\n{v},{zamt},{zcamp}",
    "From: {v}\nSubject: 月捐 standing order 变更",
    "{v} 报名了 {event}，2 个人，要 vegetarian",
    "volunteer application 来自 {v}，DBS 还没做",
    "把 rota forward 给 {v}，她周六 cover",
    "unsubscribe：{v}，所有 appeal 邮件都不要发",
    "{\"donor_email\": \"{v}\", \"monthly\": true, \"项目\": \"{zcamp}\"}",
    "delivery to {v} failed，邮箱是不是写错了",
    "新的 regular giver，确认邮件已经发到 {v}",
    "thank-you letter 发到 {v}，不要寄到 office",
    "OCR 表格：E-mail {v} 订阅 newsletter [x]",
    "voice note 把 {v} 加到 prayer chain 名单",
    "| donor | email | 类别 |\n|---|---|---|\n| D{n}{n} | {v} | 月捐 |",
    "grant applicant 的邮箱：{v}",
    "[mailer] queued receipt {zref} to={v}",
    "有兴趣做义工的 email 我 {v} 就行",
    "contact_email: \"{v}\"  # 活动负责人",
    "我想 cancel 月捐，login email 是 {v}",
    "merge duplicate：保留 {v}",
    "tax receipt PDF 请发 {v}",
    "{v} ← 义卖 stall 上留的，check 一下 spelling",
    "GoFundMe organiser 的 email 是 {v}",
    "sponsor form: email {v}，每公里 pledge {amt}",
    "cc {v} on the 社工 letter please",
    "功德名单 email 给 {v}",
    "email 写错了，应该是 {v}",
    "reply-to 设成 {v}",
    "证书 PDF 已发到 {v}，check 一下 spam",
    "团契 mailing list 新加：{v}",
    "mailto:{v}?subject=义工报名",
]

T["phone", "en"] = [
    "Donor prefers a call rather than email: {v}",
    "Emergency contact for the youth trip: {v} (mum)",
    "name withheld, phone {v}, wants to leave a legacy gift, call back re: Will wording",
    "Volunteer sign-up: mobile {v}, available weekends, has a car",
    "Please text {v} when the food parcel is ready for collection",
    "phone,amount,campaign\n{v},{amt},{camp}",
    "Missed call from {v} about the Gift Aid declaration - they think they've been charged twice",
    "{v} - that's the number for the lady who does the church flowers, in case the florist cancels",
    "Beneficiary case note: contact via {v} only, do not leave voicemail (safeguarding)",
    "{\"mobile\": \"{v}\", \"sms_opt_in\": true, \"campaign\": \"{camp}\"}",
    "Sponsor form OCR: Tel {v} Amount pledged {amt}",
    "Text-to-give donor {v} asked to stop the monthly £5",
    "voice note ring {v} about moving the {event} tables",
    "Call log {date}: outbound to {v}, 4 min, thanked for {amt} gift",
    "| role | contact |\n|---|---|\n| first aider | {v} |",
    "if u can't make your shift pls text me on {v} asap",
    "Grant applicant phone: {v}",
    "Tel: {v}",
    "Drop-off driver for the {camp}: reachable on {v} on the day",
    "WhatsApp the coordinator on {v} to join the {org} rota group",
    "Next of kin for the resident at the shelter: {v}",
    "Updated phone from the returned reply slip: {v}",
    "pledge card: 'call me on {v} to set up the standing order'",
    "his mobile is {v} but he rarely answers, try email first",
    "SMS delivery failed to {v} (invalid handset)",
    "prayer request line? no - that's his home number {v}, remove it from the bulletin",
    "Direct debit query: {v}, ref {ref}",
    "mobile: {v} | preferred time: evenings",
    "{v} is the foster carer we spoke to about the Christmas hamper",
    "Caller ID shows {v} for the anonymous {amt} pledge, check with treasurer",
    "Contact number {v} for the marathon runner raising money for the {org}",
    "phone_number={v}",
]

T["phone", "zh"] = [
    "捐赠人更喜欢电话联系：{v}",
    "夏令营紧急联系人电话 {v}（孩子妈妈）",
    "义工报名，手机{v}，周末有空，有车",
    "食物包到了请发短信到{v}通知领取",
    "手机号,金额,项目\n{v},{zamt},{zcamp}",
    "{v}打过来问捐赠票据的事，说被重复扣款了",
    "受助人个案记录：只能通过{v}联系，不要留言（涉及安全）",
    "{\"手机\": \"{v}\", \"短信通知\": true, \"项目\": \"{zcamp}\"}",
    "认捐表 OCR：联系电话 {v} 认捐金额 {zamt}",
    "月捐人{v}要求停止每月扣款",
    "语音转文字 给{v}打个电话说一下{zevent}桌子的事",
    "通话记录 {zdate}：外呼 {v}，4 分钟，已致谢",
    "| 岗位 | 电话 |\n|---|---|\n| 急救员 | {v} |",
    "来不了排班的话直接打我电话{v}",
    "项目申请人电话：{v}",
    "电话：{v}",
    "物资配送司机当天电话 {v}",
    "加协调人微信就是手机号{v}，拉你进义工群",
    "院舍老人的紧急联系人：{v}",
    "回执上写的新电话是 {v}",
    "认捐卡：请拨打 {v} 办理月捐",
    "他的手机是{v}，不过不怎么接，先发短信",
    "短信发送失败：{v}（空号）",
    "这是他家里的座机{v}，别印在周报上",
    "联系电话 {v}，方便时间：晚上",
    "{v} 是寄养家庭的联系电话，圣诞礼包送这家",
    "{zplat}发起人的电话是 {v}，核实一下病历",
    "fuzeren dianhua {v}",
    "师兄电话{v}，法会供灯的事找他",
    "家长手机号码：{v}",
    "打过去是空号？{v} 你再核对一下",
    "有意向的爱心人士请联系志愿者小组长，电话 {v}",
]

T["phone", "mixed"] = [
    "donor 说 call 比 email 好：{v}",
    "youth trip 的 emergency contact: {v}（妈妈）",
    "volunteer sign-up，mobile {v}，周末 available",
    "food parcel ready 了就 text {v}",
    "phone,amount,项目\n{v},{zamt},{zcamp}",
    "missed call from {v}，问 Gift Aid 是不是扣了两次",
    "case note：只用 {v} 联系，不要 voicemail（safeguarding）",
    "{\"mobile\": \"{v}\", \"sms_opt_in\": true}",
    "sponsor form OCR: Tel {v} 认捐 {amt}",
    "text-to-give donor {v} 要 stop 月捐",
    "voice note 打 {v} 说 {event} 的 tables",
    "call log {zdate}：outbound {v}，thanked",
    "| role | 电话 |\n|---|---|\n| first aider | {v} |",
    "shift 来不了就 text 我 {v}",
    "grant applicant phone：{v}",
    "Tel：{v}",
    "配送 driver 当天 reachable on {v}",
    "WhatsApp coordinator {v} 进 rota group",
    "next of kin：{v}",
    "reply slip 上新的电话 {v}",
    "pledge card 上写 'call me on {v}'",
    "他 mobile 是 {v} 但很少接，先 email",
    "SMS failed to {v}",
    "这是他 home number {v}，bulletin 上删掉",
    "contact {v}，preferred time 晚上",
    "{v} 是 foster family，Christmas hamper 送这家",
    "水滴筹 organiser 电话 {v}，verify 一下 hospital 的 invoice",
    "师兄 phone {v}，供灯的事找他",
    "parent mobile：{v}",
    "打过去 invalid number？{v} 再 check 一下",
    "联系人电话 {v} (WeChat same)",
    "phone_number = \"{v}\"",
]

T["address", "en"] = [
    "Gift Aid declaration - home address: {v}, {city}",
    "Please post the tax receipt to {v} ({city}), the donor doesn't use email",
    "Food parcel delivery: {v}, ring the bell twice, dog is friendly",
    "Beneficiary lives at {v}; landlord is threatening eviction, see case {ref}",
    "address_line1,city,amount\n\"{v}\",{city},{amt}",
    "{\"address_line_1\": \"{v}\", \"town\": \"{city}\", \"gift_aid\": true}",
    "Pick-up for the furniture donation is at {v} on {date}, two sofas and a wardrobe",
    "The volunteer driver will collect the hamper from {v} after the {event}",
    "OCR declaration form: House name or number / Address {v} Town {city}",
    "Christmas card list - add {v}",
    "Returned mail: letter to {v} marked 'addressee gone away', update CRM",
    "voice note drop the rota folder through the door at {v} on the way home",
    "The family we're supporting moved to {v}, please update the case file",
    "| donor ref | address |\n|---|---|\n| {ref} | {v} |",
    "Legacy notification: estate of the late supporter, last address {v}",
    "new address for the standing order letters: {v}",
    "Sponsor form: address {v}, pledge {amt}",
    "Wheelchair user - needs the minibus to pick up from {v}",
    "send the thank-you card to her home address, {v}, not the surgery",
    "Home visit scheduled for {date} at {v} with the benefits adviser",
    "address: {v}\ntown: {city}\ncountry: UK",
    "Harvest boxes: 3 to the sheltered flats, 1 to {v}",
    "{v} - the hamper for this one goes round the back, side gate",
    "Refuge resident's forwarding address (RESTRICTED): {v}",
    "Trustee correspondence address {v}",
    "I've moved! New place is {v}, {city}. Please change it for the Gift Aid.",
    "Bereavement visit: the widow at {v} would appreciate a call from the chaplain",
    "shipping_address: {v}",
    "kids' Christmas presents delivered to {v} on {date}",
    "Applicant's residential address (must not be a PO box): {v}",
    "Memorial bench donor lives at {v}; plaque wording attached",
    "meals on wheels round 4: stop 7 is {v}",
]

T["address", "zh"] = [
    "捐赠人要求把纸质票据寄到{zcity}{v}",
    "食物包配送地址：{v}，敲门没人就放门口",
    "受助家庭住在{v}，房东要涨租，见个案{zref}",
    "地址,城市,金额\n{v},{zcity},{zamt}",
    "{\"详细地址\": \"{v}\", \"城市\": \"{zcity}\"}",
    "旧衣物上门回收：{zdate}到{v}，两大袋冬衣",
    "义工司机{zevent}结束后去{v}取物资",
    "纸质申请表 OCR：家庭住址 {zcity}市{v}",
    "邮件被退回：寄往{v}的感谢信查无此人",
    "语音转文字 回家顺路把排班表送到{v}",
    "我们资助的那户人家搬到{v}了，请更新档案",
    "| 编号 | 地址 |\n|---|---|\n| {zref} | {v} |",
    "月捐人新地址：{v}",
    "认捐表：住址 {v}，认捐 {zamt}",
    "轮椅老人，需要面包车到{v}接送",
    "感谢卡寄到她家：{v}，别寄到单位",
    "家访安排在{zdate}，地点{v}",
    "收件地址：{zcity}{v}",
    "腊八粥送到{v}，另外三份送敬老院",
    "{v}，这户的年货从后门送进去",
    "庇护所入住人员的转寄地址（保密）：{v}",
    "我搬家了！新地址是{zcity}{v}，麻烦改一下",
    "探访安排：{v}的独居老人希望师父来念经",
    "快递地址：{v}",
    "孩子们的新年礼物已送到{v}",
    "申请人户籍所在地与现居住地不一致，现居住地：{v}",
    "助学金受助学生家庭住址：{zcity}{v}",
    "师兄家就在{v}，供品先放他家",
    "家庭地址{v}，父亲卧床，母亲务工",
    "送餐路线第 4 站：{v}",
    "水滴筹核实：患者住址{v}，与病历一致",
    "团契小组这周在{v}聚会，带一道菜",
]

T["address", "mixed"] = [
    "Gift Aid declaration 地址：{v}",
    "tax receipt 请寄到 {v}，donor 不用 email",
    "food parcel delivery：{v}，按两下门铃",
    "beneficiary 住在 {v}，房东要 evict，见 case {ref}",
    "address,city,amount\n{v},{zcity},{zamt}",
    "{\"address_line_1\": \"{v}\", \"city\": \"{zcity}\"}",
    "furniture donation pick-up 在 {v}，{zdate}",
    "volunteer driver {zevent} 之后去 {v} 拿 hamper",
    "OCR 表格：Address 家庭住址 {v}",
    "returned mail：寄到 {v} 的信被退回，update CRM",
    "voice note 顺路把 rota 送到 {v}",
    "那个 family 搬到 {v} 了，update 一下 case file",
    "| donor | 地址 |\n|---|---|\n| {ref} | {v} |",
    "legacy notification：last address {v}",
    "standing order 信件新地址：{v}",
    "minibus 要去 {v} 接轮椅老人",
    "thank-you card 寄她家 {v}",
    "home visit {zdate}，地址 {v}",
    "shipping_address: {v}",
    "Christmas presents 已送到 {v}",
    "applicant residential address：{v}",
    "meals on wheels 第 7 站：{v}",
    "我搬家了，新地址 {v}，Gift Aid 那边也改一下",
    "refuge resident forwarding address（保密）：{v}",
    "{v} 这家的 hamper 从 side gate 送",
    "水滴筹 verify：患者住 {v}",
    "cell group 这周在 {v} 聚会，potluck",
    "收件 address：{v}",
    "助学 student 家庭住址 {v}",
    "探访 schedule 好了，去 {v} 看独居老人",
    "home address 填 {v} 对吗？",
    "送年货 route：stop 3 是 {v}",
]

T["government_id", "en"] = [
    "Donor's SSN for the IRS substantiation letter: {v:ssn}",
    "National Insurance number {v:nino} - needed for the payroll giving form",
    "Volunteer DBS application: passport number {v:uk_passport}",
    "Beneficiary ID check done: driving licence {v:uk_dl}",
    "W-9 received from the contractor, TIN {v:ssn}",
    "ITIN {v:itin} provided by the refugee family for the tax credit claim",
    "UTR {v:utr} on the self-assessment letter the beneficiary brought in",
    "Mission trip roster: passport {v:us_passport}, exp. {date}",
    "driver's license # {v:us_dl} - for the food bank van insurance",
    "NI no: {v:nino}",
    "ssn,amount,year\n{v:ssn},{amt},{yr}",
    "{\"nino\": \"{v:nino}\", \"benefit\": \"Universal Credit\", \"case\": \"{ref}\"}",
    "OCR housing benefit form: National Insurance No. {v:nino} Claim ref {ref}",
    "voice note his social is {v:ssn} I'll shred the paper copy",
    "The applicant's passport no. {v:us_passport} was photocopied for right-to-work checks",
    "{v} - keep this ID number in the locked cabinet, not in the CRM notes",
    "Social Security Number: {v:ssn}",
    "| check | document | number |\n|---|---|---|\n| RTW | UK passport | {v:uk_passport} |",
    "Minibus driver licence number {v:uk_dl}, category D1 confirmed",
    "please don't email SSNs!! someone just sent {v:ssn} in plain text to the whole committee",
    "scholarship applicant SSN ending... no, full number on form: {v:ssn}",
    "Pension credit letter shows NINO {v:nino}",
    "ID verified for the Gift Aid audit trail: passport {v:us_passport}",
    "legacy executor provided the deceased's SSN {v:ssn} for the estate claim",
    "The hardship grant form asks for NI number: {v:nino}",
    "DL {v:us_dl} exp {date}",
    "Pilgrimage booking: traveller passport {v:uk_passport}",
    "id_number={v:uk_passport} id_type=passport",
    "case file: UC journal mentions {v:nino} - redact before sharing with the trustees",
    "taxpayer id {v:itin} for the 1099 paperwork",
    "Adult volunteer #{n}: DBS ID route 1 - passport {v:uk_passport}, licence checked",
    "The refugee sponsor form needs the sponsor's SSN, it's {v:ssn}",
]

T["government_id", "zh"] = [
    "开具捐赠票据需要身份证号：{v:cnid}",
    "义工保险登记，身份证 {v:cnid}",
    "受助人身份证号码{v:cnid}，低保证明已核实",
    "申请助学金学生身份证号：{v:cnid}",
    "身份证号,姓名拼音,金额\n{v:cnid},-,{zamt}",
    "{\"证件类型\": \"身份证\", \"证件号\": \"{v:cnid}\"}",
    "OCR 申请表：公民身份号码 {v:cnid}",
    "语音转文字 他的身份证号是{v:cnid}复印件我已经锁柜子里了",
    "出国义诊团名单：护照号 {v:cn_passport}",
    "去香港参加交流活动，港澳通行证号码 {v:hk_permit}",
    "证件号：{v}",
    "| 类别 | 证件 | 号码 |\n|---|---|---|\n| 义工 | 身份证 | {v:cnid} |",
    "{v:cnid} ——这个号码千万别写进群公告",
    "水滴筹发起人身份证{v:cnid}，和患者是母子关系",
    "大病救助申请材料：患者身份证号 {v:cnid}",
    "法会功德主登记需要身份证吗？他直接发了 {v:cnid}",
    "请勿在群里发身份证号！刚才那条 {v:cnid} 已撤回",
    "月捐个税抵扣需要纳税人识别号，即身份证号 {v:cnid}",
    "护照号码 {v:cn_passport}，朝圣团签证用",
    "身份证：{v:cnid}（正反面已上传）",
    "受助儿童监护人身份证号为{v:cnid}",
    "id_card={v:cnid}",
    "驾驶证号同身份证号 {v:cnid}，负责开物资车",
    "审计抽查：捐赠人证件号 {v:cnid}，金额 {zamt}",
    "社保卡号 {v:cnid}，医保报销后自付部分申请救助",
    "乙方（受助人）身份证号码：{v:cnid}",
    "通行证 {v:hk_permit} 有效期到{zdate}",
    "{zrole}证件号码 {v}",
    "核对一下，身份证尾号是 X 的那个：{v:cnid}",
    "实名认证失败，系统提示身份证号{v:cnid}与姓名不符",
    "扫描件识别：身 份 证 号 {v:cnid}",
    "报名表证件号一栏写的是{v:cnid}",
]

T["government_id", "mixed"] = [
    "开 donation receipt 要身份证号 {v:cnid}",
    "volunteer insurance 登记，ID {v:cnid}",
    "beneficiary 身份证 {v:cnid}，低保 verified",
    "scholarship applicant ID number：{v:cnid}",
    "id_number,amount\n{v:cnid},{zamt}",
    "{\"id_type\": \"身份证\", \"id_no\": \"{v:cnid}\"}",
    "OCR form：公民身份号码 ID No. {v:cnid}",
    "voice note 他的 ID 是 {v:cnid} copy 锁柜子里了",
    "mission trip 名单：passport {v:cn_passport}",
    "HKID {v:hkid}，香港 volunteer 的",
    "港澳通行证 {v:hk_permit} for the Hong Kong exchange",
    "ID: {v}",
    "| type | 证件 | number |\n|---|---|---|\n| volunteer | 身份证 | {v:cnid} |",
    "{v:cnid} 这个别放进 CRM notes",
    "水滴筹 organiser ID {v:cnid}，和 patient 是母子",
    "critical illness 救助材料：patient ID {v:cnid}",
    "群里别发 ID number！{v:cnid} 那条快撤回",
    "donor 的 SSN {v:ssn}，IRS receipt 要用",
    "UK volunteer 的 NI number {v:nino}",
    "passport no. {v:cn_passport}，visa 要用",
    "身份证 {v:cnid}（front & back 已 upload）",
    "guardian ID：{v:cnid}",
    "id_card: \"{v:cnid}\"",
    "driver license 就是身份证号 {v:cnid}，开 van 的",
    "audit sample：donor ID {v:cnid}，amount {zamt}",
    "实名认证 failed，ID {v:cnid} 和 name 不 match",
    "scan 识别：身份证号 {v:cnid}",
    "HK 的 beneficiary，身份证号码 {v:hkid}",
    "证件号 {v:cn_passport}，type 写 passport",
    "tax deduction 要 taxpayer ID，就是身份证号 {v:cnid}",
    "报名 form 上 ID 填的 {v:cnid}",
    "legacy executor 给了 SSN {v:ssn}",
]

T["financial", "en"] = [
    "Card used for the {camp} donation: {v:card} - donor asked us to delete it after processing",
    "Standing order set up from account {v:uk_acct}, sort code on the mandate",
    "Please refund the duplicate gift to IBAN {v:iban}",
    "card_number,amount,campaign\n{v:card},{amt},{camp}",
    "{\"pan\": \"{v:card}\", \"amount\": 2500, \"currency\": \"gbp\"}",
    "Direct debit mandate OCR: Account number {v:uk_acct} Reference {ref}",
    "voice note the card number is {v:card} expiry on the back I'll call back for it",
    "Hardship grant paid to the beneficiary's account {v:uk_acct} on {date}",
    "ACH for the monthly pledge: checking account {v:us_acct}",
    "Overseas donor wants to give by bank transfer from {v:iban}",
    "| donor | method | number |\n|---|---|---|\n| {ref} | card | {v:card} |",
    "Raffle prize winner's bank details for the cash prize: acct {v:uk_acct}",
    "Someone wrote their full card number on the pledge envelope: {v:card}",
    "Legacy payment from the estate will come from IBAN {v:iban}",
    "{v:card} - this was typed into the 'message to the charity' box on the donate page, purge it",
    "Bank details for the volunteer expenses claim: account {v:uk_acct}",
    "refund to card ending... actually they gave the full number {v:card}",
    "Payee IBAN: {v:iban}",
    "Routing 021000021, account {v:us_acct} - scholarship disbursement",
    "Please pay the emergency grant into {v:iban}, the family banks abroad",
    "chargeback on {v:card}, gift {ref} reversed",
    "Amex {v:card} declined twice at the gala auction",
    "account_no={v:us_acct}",
    "Gift Aid refund needs to go back to account {v:uk_acct}",
    "the mosque's zakat distribution: paid into recipient account {v:uk_acct}",
    "Card on file for the monthly {amt}: {v:card}",
    "foodbank voucher scheme - beneficiary's IBAN for the cash grant {v:iban}",
    "CSV export row 17: {v:iban},{amt},{date}",
    "Tithe transfer from her account {v:us_acct} bounced",
    "donor read the card out over the phone: {v:card} (don't store it!!)",
    "Bursary paid by BACS to account number {v:uk_acct}",
    "Please send the sponsorship money to my IBAN {v:iban} thanks",
]

T["financial", "zh"] = [
    "捐款退款请原路退回银行卡 {v:cn_card}",
    "月捐代扣银行卡号：{v:cn_card}",
    "受助人收款账户 {v:cn_card}，开户行农业银行",
    "卡号,金额,项目\n{v:cn_card},{zamt},{zcamp}",
    "{\"银行卡号\": \"{v:cn_card}\", \"金额\": 500}",
    "OCR 助学金申请表：银行卡号 {v:cn_card}",
    "语音转文字 卡号是{v:cn_card}开户行是建设银行",
    "救助金已于{zdate}转入{v:cn_card}",
    "海外捐赠人用信用卡 {v:card} 捐了 {zamt}",
    "国外汇款账户 IBAN：{v:iban}",
    "| 编号 | 方式 | 卡号 |\n|---|---|---|\n| {zref} | 银联 | {v:cn_card} |",
    "有人把完整卡号写在认捐信封上了：{v:cn_card}",
    "{v:cn_card} ——捐款页面留言里填了卡号，记得删除",
    "义工报销打款账户：{v:cn_card}",
    "收款卡号 {v:cn_card}",
    "大病救助款请打到患者家属卡上：{v:cn_card}",
    "退款失败，银行卡 {v:cn_card} 已注销",
    "信用卡号 {v:card}，慈善晚宴拍卖用",
    "助学金发放名单第 3 行：{v:cn_card}，{zamt}",
    "月捐人的扣款卡 {v:cn_card} 余额不足",
    "奖学金打到学生卡上 {v:cn_card}",
    "银行卡：{v}",
    "他电话里报了卡号{v:cn_card}，不要存档",
    "导出表第 17 行：{v:cn_card},{zamt},{zdate}",
    "开户行：工商银行 卡号：{v:cn_card}",
    "请把善款打到我的卡上{v:cn_card}，谢谢大家",
    "寺院助学款汇入学生账户 {v:cn_card}",
    "境外捐赠从 {v:iban} 汇入",
    "受助家庭存折账号 {v:cn_acct}",
    "拍卖成交款刷卡：{v:card}",
    "水滴筹提现到患者家属的{v:cn_card}",
    "收款人账号{v:cn_card}（邮储）",
]

T["financial", "mixed"] = [
    "refund 原路退回 card {v:cn_card}",
    "月捐 direct debit 卡号：{v:cn_card}",
    "beneficiary 收款 account {v:cn_card}，农行",
    "card_number,amount,项目\n{v:card},{zamt},{zcamp}",
    "{\"card\": \"{v:card}\", \"amount\": 500}",
    "OCR 申请表：bank card {v:cn_card}",
    "voice note 卡号是 {v:cn_card} 建行的",
    "emergency grant 已转到 {v:cn_card}",
    "overseas donor 用 credit card {v:card} 捐了 {zamt}",
    "bank transfer from IBAN {v:iban}",
    "| donor | method | 卡号 |\n|---|---|---|\n| {ref} | UnionPay | {v:cn_card} |",
    "pledge envelope 上写了完整 card number：{v:card}",
    "{v:card} —— donate page message box 里的，purge 掉",
    "volunteer expenses 打到 {v:cn_card}",
    "Payee IBAN：{v:iban}",
    "standing order 从 account {v:uk_acct} 出",
    "ACH checking account {v:us_acct}，月捐 pledge",
    "chargeback on {v:card}，gift 已 reverse",
    "account_no={v}",
    "Gift Aid refund 退到 account {v:uk_acct}",
    "zakat 分发：打到 recipient 的卡 {v:cn_card}",
    "card on file：{v:card}",
    "CSV 第 17 行：{v:iban},{amt},{zdate}",
    "电话里报的卡号 {v:card}，don't store!",
    "bursary 打到学生卡 {v:cn_card}",
    "请把 sponsorship money 打到我的 IBAN {v:iban}",
    "银行卡 {v:cn_card} 余额不足，扣款 failed",
    "水滴筹 withdraw 到 {v:cn_card}",
    "拍卖 card payment：{v:card}",
    "开户行 ICBC，card no. {v:cn_card}",
    "Amex {v:card} 在 gala 上被 decline 了两次",
    "tithe transfer 从她的 account {v:us_acct} bounce 了",
]

T["person_name", "en"] = [
    "{v:full} gave {amt} to the {camp} and ticked the Gift Aid box",
    "Thank-you call made to {v:full} on {date}; very chatty, loves the newsletter",
    "Volunteer of the month: {v:full}, for running the Thursday soup kitchen",
    "Dear {v:full},\nThank you for your generous gift to the {org}.",
    "donor_name,amount,campaign\n{v:full},{amt},{camp}",
    "{\"donor\": \"{v:full}\", \"gift\": 5000, \"gift_aid\": true}",
    "In memory of {v:full} - donations in lieu of flowers to the {org}",
    "Case file {ref}: client {v:full}, referred by the council housing team",
    "pls can someone cover for {v:first} on Saturday, she's unwell",
    "Legacy received from the estate of {v:full}",
    "voice note remind {v} about the rota change next week",
    "| volunteer | shift | role |\n|---|---|---|\n| {v:full} | {day} am | driver |",
    "OCR Gift Aid form: Title Mrs First name(s) / Surname {v:full}",
    "Prayer list: please pray for {v:full}, recovering from surgery",
    "Sponsor form - name {v:full} - pledge {amt}",
    "Congratulations to {v:full} who ran the marathon for the {org}!",
    "Major donor meeting with {v:full} moved to {date}",
    "Grant application lead contact: {v:full}",
    "{v:full} has agreed to be our new treasurer from the AGM",
    "Surname, First: {v:last_first}",
    "Re: bereavement - {v:full}'s funeral will be at the parish church, collection for the hospice",
    "The GoFundMe for {v:full}'s medical bills has raised {amt} so far",
    "thanks {v:first}!! the cakes were amazing",
    "Safeguarding lead for the youth club is {v:full}",
    "Mentee: {v:full} (age 15), matched with a volunteer mentor in {month}",
    "ATTENDEES: {v:upper} (guest)",
    "Cheque received, signed by {v:full}, for {amt}",
    "{v:full} asked to be anonymous in the annual report, please list as 'A friend'",
    "Baptism preparation: parents of {v:full} to attend the course",
    "Can {v:first} do the reading on Sunday?",
    "Refugee family sponsor: {v:full} and household (4)",
    "Zakat recipient file - head of household {v:full}",
]

T["person_name", "zh"] = [
    "{v}捐了{zamt}支持{zcamp}",
    "感谢{v}师兄发心护持本次法会",
    "本月优秀义工：{v}，负责周四的施粥",
    "尊敬的{v}先生/女士：\n感谢您对{zorg}的慷慨捐助。",
    "姓名,金额,项目\n{v},{zamt},{zcamp}",
    "{\"捐赠人\": \"{v}\", \"金额\": 500}",
    "沉痛悼念{v}，家属将帛金捐赠给{zorg}",
    "个案{zref}：服务对象{v}，由街道推荐",
    "谁能替{v}顶一下周六的班？她病了",
    "语音转文字 提醒一下{v}下周排班有变动",
    "| 义工 | 班次 | 岗位 |\n|---|---|---|\n| {v} | {zday}上午 | 司机 |",
    "OCR 捐赠表：捐赠人姓名 {v}",
    "代祷事项：为{v}姊妹手术后康复祷告",
    "认捐表：姓名 {v}，认捐 {zamt}",
    "恭喜{v}完成全程马拉松，为{zorg}筹款！",
    "大额捐赠人{v}的拜访改到{zdate}",
    "项目申请负责人：{v}",
    "{v}同意在年会后接任财务",
    "{zplat}上为{v}筹集的医疗费已达{zamt}",
    "谢谢{v}！蛋糕太好吃了",
    "青少年活动的安全负责人是{v}",
    "结对助学：受助学生{v}，初二",
    "收到支票一张，签字人{v}，金额{zamt}",
    "{v}希望匿名，年报上写“爱心人士”即可",
    "联系人：{v}",
    "功德芳名：{v} 随喜 {zamt}",
    "主日读经请{v}弟兄负责",
    "低保户{v}家的冬衣已送到",
    "签到表：{v}、另有两位新朋友",
    "这次{zevent}的总协调是{v}",
    "捐赠人{v}要求开具捐赠票据",
    "我叫{v}，想报名做义工",
]

T["person_name", "mixed"] = [
    "{v} 捐了 {zamt} 给 {zcamp}，勾了 Gift Aid",
    "thank-you call 给 {v}，{zdate}，她很喜欢 newsletter",
    "volunteer of the month：{v}，负责周四 soup kitchen",
    "Dear {v}，\n感谢您对{zorg}的 generous support。",
    "donor_name,amount,项目\n{v},{zamt},{zcamp}",
    "{\"donor\": \"{v}\", \"gift\": 500, \"项目\": \"{zcamp}\"}",
    "In memory of {v}，帛金捐给 hospice",
    "case file {ref}：client {v}，街道 referral",
    "谁能 cover {v} 周六的 shift？",
    "voice note 提醒 {v} 下周 rota 有变",
    "| volunteer | shift | role |\n|---|---|---|\n| {v} | {zday} am | driver |",
    "OCR form：Name 姓名 {v}",
    "prayer list：为 {v} 手术后康复祷告",
    "sponsor form，name {v}，pledge {amt}",
    "恭喜 {v} 跑完 marathon 为 {org} 筹款！",
    "major donor {v} 的 meeting 改到 {zdate}",
    "grant application lead：{v}",
    "{v} 同意 AGM 之后做 treasurer",
    "GoFundMe for {v} 的 medical bills 已经 {amt}",
    "thanks {v}！cakes 太好吃了",
    "youth group safeguarding lead 是 {v}",
    "mentee：{v}，初二，配对了 mentor",
    "cheque signed by {v}，{amt}",
    "{v} 要匿名，annual report 写 'A friend'",
    "联系人 contact：{v}",
    "功德芳名 list：{v} 随喜 {zamt}",
    "Sunday reading 请 {v} 负责",
    "签到 sign-in：{v} + 2 new friends",
    "这次 {event} 的 coordinator 是 {v}",
    "My name is {v}, 想报名做义工",
    "我叫 {v}，is the volunteer form still open?",
    "donor {v} 要开 tax receipt",
]

T["username", "en"] = [
    "Donor left a comment on the JustGiving page as {v}, wants a shout-out on Sunday",
    "Instagram handle to tag in the {camp} thank-you post: {v:handle}",
    "CRM login for the new volunteer: username {v:plain}",
    "Twitch charity stream for the {org}: streamer {v:gamer} raised {amt} in 12 hours",
    "Extra Life team captain is {v:gamer} on the leaderboard",
    "Discord: add {v:gamer} to the #youth-leaders channel",
    "username,role,last_login\n{v:plain},rota_editor,{date}",
    "{\"username\": \"{v:dotted}\", \"role\": \"finance\", \"mfa\": true}",
    "Please reset the {crm} account for {v:dotted}, she's locked out",
    "Slack: ping {v:handle} about the van keys",
    "The person who keeps posting spam in the parish Facebook group is {v:handle}",
    "voice note give {v} editor access to the sermon drive",
    "{v:handle} tweeted about our {event}, reshare it",
    "Strava club: {v:plain} logged 42 km for the sponsored ride",
    "TikTok creator {v:handle} wants to do a fundraiser for the shelter",
    "| volunteer | login |\n|---|---|\n| rota lead | {v:dotted} |",
    "GitHub user {v:plain} submitted the PR fixing the donate button",
    "Zoom display name {v:gamer} kept unmuting during the prayer meeting",
    "auth.log: Failed password for {v:plain} from 10.0.2.15 port 52211 ssh2",
    "Reddit user u/{v:plain} posted our appeal on r/{city}",
    "login: {v:dotted}",
    "Mastodon {v:handle}@mastodon.social shared the soup run rota",
    "{v:plain} - that's her ChurchSuite login, not her email",
    "Minecraft charity build: gamertag {v:gamer}",
    "Xbox gamertag {v:gamer} donated via the stream overlay",
    "Account created: {v:dotted} (role: Gift Aid reviewer)",
    "user={v:plain} action=export_donors rows=1840 status=denied",
    "Please whitelist {v:plain} on the church Wi-Fi captive portal",
    "Facebook fundraiser by {v:handle} raised {amt} for the {camp}",
    "Who is {v:handle}? they're asking for beneficiaries' details in DMs",
    "LinkedIn: connect with {v:dotted} re corporate matched giving",
    "Eventbrite organiser profile: {v:plain}",
]

T["username", "zh"] = [
    "微信号{v:pinyin}，拉进义工群",
    "加我微信 {v:wxid} 报名参加{zevent}",
    "捐赠人在{zplat}的昵称是{v:handle_zh}，留言想要捐赠证书",
    "抖音号 {v:dy}，想帮我们直播带货义卖",
    "后台新建义工账号：用户名 {v:pinyin}",
    "QQ号 {v:qq}，负责团契 QQ 群的管理",
    "用户名,角色,最后登录\n{v:pinyin},排班编辑,{zdate}",
    "{\"用户名\": \"{v:pinyin}\", \"角色\": \"财务\"}",
    "请重置{v:pinyin}的后台账号，她被锁了",
    "微博上 {v:handle_zh} 转发了我们的{zcamp}",
    "群里一直发广告的是 {v:handle_zh}，踢掉吧",
    "语音转文字 给{v:pinyin}开一下讲道录音文件夹的权限",
    "小红书博主 {v:handle_zh} 想帮福利院做一期探访",
    "| 岗位 | 账号 |\n|---|---|\n| 排班组长 | {v:pinyin} |",
    "B站 UP 主 {v:pinyin} 剪了义卖的视频",
    "登录账号：{v:pinyin}",
    "日志：用户 {v:pinyin} 导出捐赠人名单 1840 行，已拒绝",
    "微信 {v}",
    "有人冒充我们机构，微信号 {v:wxid}，大家不要转账",
    "钉钉账号 {v:pinyin} 已加入{zorg}",
    "账号已创建：{v:pinyin}（角色：票据审核）",
    "他的 QQ 是 {v:qq}，资料发他邮箱也行",
    "视频号主播 {v:handle_zh} 直播筹款 {zamt}",
    "{v:wxid} 这个微信号在私聊要受助人信息，注意",
    "抖音 @{v:dy} 发了我们的施粥视频",
    "请把{v:pinyin}加到公众号运营者",
    "豆瓣用户 {v:handle_zh} 写了探访日记",
    "腾讯会议里显示名 {v:pinyin} 的是新朋友",
    "知乎 {v:handle_zh} 的回答提到了我们的项目",
    "捐赠平台用户 {v:qq} 留言问开票",
    "义工小程序用户名 {v}",
    "对接人微信：{v:wxid}",
]

T["username", "mixed"] = [
    "加我 WeChat {v:pinyin} 进 volunteer group",
    "微信 ID {v:wxid}，报名 {event}",
    "JustGiving 页面上 {v:handle} 留言了",
    "Instagram tag {v:handle}，thank-you post 要 @ 她",
    "CRM 新 volunteer 的 username 是 {v:plain}",
    "Twitch charity stream：{v:gamer} 筹了 {amt}",
    "Discord 把 {v:gamer} 加到 #youth-leaders",
    "username,role\n{v:pinyin},rota_editor",
    "{\"username\": \"{v:pinyin}\", \"role\": \"finance\"}",
    "reset 一下 {v:plain} 的 account，locked 了",
    "Slack ping {v:handle} 拿 van 的钥匙",
    "群里发 spam 的是 {v:handle_zh}，kick 掉",
    "voice note 给 {v:pinyin} 开 sermon drive 的 edit 权限",
    "小红书 {v:handle_zh} 想做 fundraiser",
    "| role | login |\n|---|---|\n| rota lead | {v:pinyin} |",
    "GitHub user {v:plain} 修了 donate button",
    "auth.log: Failed password for {v:pinyin} from 10.0.2.15",
    "login: {v}",
    "抖音号 {v:dy} 想帮义卖 livestream",
    "QQ {v:qq} 是 fellowship 群主",
    "account created：{v:pinyin}（Gift Aid reviewer）",
    "user={v:pinyin} action=export_donors status=denied",
    "scam alert：有人用 WeChat {v:wxid} 冒充我们收 donation",
    "Facebook fundraiser by {v:handle} 筹了 {amt}",
    "Zoom 显示名 {v:gamer} 一直 unmute",
    "钉钉 account {v:pinyin} 已加入 team",
    "B站 UP主 {v:pinyin} 剪了 charity run 的 video",
    "Reddit u/{v:plain} 转发了 appeal",
    "Eventbrite organiser：{v:plain}",
    "微博 {v:handle_zh} share 了我们的 campaign",
    "对接人 WeChat：{v:wxid}",
    "Xbox gamertag {v:gamer} 在直播里捐了 {amt}",
]

T["home_path", "en"] = [
    "The Gift Aid claim file is at {v} on the office laptop",
    "Traceback (most recent call last):\n  File \"{v}\", line 42, in <module>\nKeyError: 'gift_aid'",
    "saved the rota to {v} - can someone upload it to the shared drive",
    "export_path: {v}",
    "cp {v} /mnt/backup/charity/",
    "Backup job failed: cannot read {v} (permission denied)",
    "voice note the sermon notes are in {v} I think",
    "Open {v} and check column F for duplicate donors",
    "{\"source\": \"{v}\", \"rows\": 1840, \"imported\": true}",
    "| file | location |\n|---|---|\n| grant budget | {v} |",
    "python import_donors.py --input {v}",
    "OneDrive sync error: {v} is open in another program",
    "scp {v} office@fileserver:/srv/giving/",
    "attachment path in the mail merge: {v}",
    "{v} <- beneficiary list, please move this somewhere encrypted",
    "git status shows changes in {v}",
    "Excel says '{v}' could not be found. Has it been moved?",
    "log: [{date}] wrote receipts batch to {v}",
    "DONOR_EXPORT_DIR={v}",
    "Antivirus quarantined {v}",
    "the trustee pack PDF is in {v}, 38 pages",
    "docker run -v {v}:/data civicrm-import",
    "Can't find the {camp} photos - last seen in {v}",
    "FileNotFoundError: [Errno 2] No such file or directory: '{v}'",
    "rsync -av {v} nas:/volume1/parish/",
    "Windows search result: {v} (modified {date})",
    "key file: {v}",
    "Please don't keep case files at {v}, use SharePoint",
    "tar czf archive.tgz {v}",
    "crontab: 0 2 * * * /usr/bin/python3 {v}",
    "Restored {v} from yesterday's snapshot",
    "the macro points at {v} so it only works on her machine",
]

T["home_path", "zh"] = [
    "捐赠明细表在办公室电脑的 {v}",
    "报错信息：\n  File \"{v}\", line 42\nKeyError: '票据号'",
    "排班表我存在 {v} 了，谁帮忙传到共享盘",
    "导出路径：{v}",
    "备份失败：无法读取 {v}（权限不足）",
    "语音转文字 讲道稿好像在{v}里面",
    "打开 {v} 看一下 F 列有没有重复的捐赠人",
    "{\"源文件\": \"{v}\", \"行数\": 1840}",
    "| 文件 | 位置 |\n|---|---|\n| 项目预算 | {v} |",
    "python 导入捐赠人.py --input {v}",
    "同步出错：{v} 被其他程序占用",
    "{v} ← 这是受助人名单，赶紧挪到加密盘里",
    "Excel 提示找不到“{v}”，是不是被移动了？",
    "日志：{zdate} 电子票据批量写入 {v}",
    "杀毒软件隔离了 {v}",
    "理事会材料 PDF 在 {v}，38 页",
    "{zevent}的照片找不到了，最后一次在 {v}",
    "FileNotFoundError: [Errno 2] No such file or directory: '{v}'",
    "搜索结果：{v}（修改于{zdate}）",
    "密钥文件：{v}",
    "个案档案别放在 {v}，用共享盘",
    "已从昨天的快照恢复 {v}",
    "宏引用的是{v}，所以只能在她电脑上跑",
    "微信收到的文件默认存在 {v}",
    "审计要的凭证扫描件清单在{v}",
    "请把 {v} 发我一份",
    "脚本读不了 {v}，是不是权限的问题",
    "财务电脑上：{v}",
    "cp {v} /mnt/备份/",
    "我把功德名单放在{v}，打印前再核对一遍",
    "这个表在哪？{v}",
    "定时任务：0 2 * * * python3 {v}",
]

T["home_path", "mixed"] = [
    "Gift Aid claim 文件在 {v}",
    "Traceback:\n  File \"{v}\", line 42\nKeyError: 'donor_id'",
    "rota 存在 {v} 了，帮忙 upload 到 shared drive",
    "export_path: {v}",
    "backup failed：cannot read {v}",
    "voice note sermon notes 在 {v}",
    "open {v} 看 column F 有没有 duplicate",
    "{\"source\": \"{v}\", \"rows\": 1840}",
    "| file | 位置 |\n|---|---|\n| grant budget | {v} |",
    "python import_donors.py --input {v}",
    "OneDrive sync error：{v} 被占用",
    "{v} ← beneficiary list，挪到 encrypted drive",
    "Excel 说 '{v}' not found",
    "log: 票据 batch 写入 {v}",
    "DONOR_EXPORT_DIR={v}",
    "antivirus 隔离了 {v}",
    "trustee pack 在 {v}",
    "docker run -v {v}:/data gongyi-import",
    "FileNotFoundError: '{v}'",
    "rsync -av {v} nas:/volume1/church/",
    "key file：{v}",
    "case files 别放 {v}，用 SharePoint",
    "restore 了 {v}",
    "macro 指向 {v}，只能在她电脑上 run",
    "WeChat 文件默认存在 {v}",
    "audit 凭证扫描件在 {v}",
    "script 读不了 {v}，是 permission 的问题吗",
    "scp {v} office@nas:/srv/shankuan/",
    "功德名单 file 在 {v}",
    "this file 在哪？{v}",
    "cron：0 2 * * * python3 {v}",
    "git status：modified {v}",
]

T["schedule", "en"] = [
    "I do the soup run every Thursday, I leave the house at {v:pm} and I'm back by midnight",
    "She opens up the food bank every Saturday at {v:am} before anyone else arrives",
    "Driver availability: I pick up the bread donations from the bakery every weekday at {v:am}",
    "my routine: prayers then I walk to the mosque for Fajr at {v:early} every day, so no early shifts pls",
    "He visits his mum in the care home every evening at {v:pm}, can't do the Tuesday rota",
    "Every Sunday I unlock the church hall at {v:am} for the coffee volunteers",
    "voice note I finish work at {v:pm} most days so I can only do the late shift at the shelter",
    "Volunteer availability form: Mon-Fri after {v:pm}, weekends flexible",
    "i walk the shelter dogs every morning at {v:am} b4 work",
    "Rota note: the treasurer banks the collection every Monday at {v:am}",
    "My daughter's dialysis is every Tue/Thu at {v:am} so I can't volunteer those mornings",
    "I get the {n} bus home from the night shelter at {v:pm} every Friday",
    "Beneficiary case note: client collects methadone daily at {v:am}, schedule visits after",
    "I usually do my tithe transfer and the church accounts on Sunday nights at {v:pm}",
    "He sets up the chairs for the prayer group every Wednesday at {v:pm}",
    "availability: weekdays {v:am}-ish only, school run after that",
    "I lock up the gurdwara kitchen every night around {v:pm} after langar",
    "My night shift at the hospital ends at {v:early} so I can help with the breakfast club after",
    "Every day at {v:pm} I phone my elderly neighbour to check she's ok - it's part of the befriending scheme",
    "I go to the gym at {v:am} every day so I'll be late for the Saturday setup",
    "{v:am} every Monday: I drop the kids at school then head to the charity shop",
    "I drive the minibus for the lunch club every Wednesday, leaving my house at {v:am}",
    "my mum takes her meds at {v:pm} so I have to leave the quiz night early",
    "Rota preference: I can't make anything before {v:am}, I do the school run",
    "After Friday prayers I'm usually at the community centre until {v:pm}",
    "The client goes to her job at the supermarket every weekday at {v:am}, home visits in the afternoon only",
    "Call me after {v:pm} on weekdays, I'm at work till then",
    "i do my daily bible reading at {v:am} so I'll reply to the rota msgs after that",
    "Every night at {v:pm} I post the prayer requests to the WhatsApp group",
    "I'm on the early bus every weekday at {v:am}, so I can drop the leaflets off on the way",
    "The refuge resident's routine: sleeps until {v:am}, then the job centre on Tuesdays",
    "Every Saturday {v:am} parkrun, then I'll come and help with the jumble sale",
]

T["schedule", "zh"] = [
    "我每周四晚上{v:pm}出门去送饭，半夜才回来",
    "她每周六早上{v:am}就去食物银行开门",
    "我每个工作日早上{v:am}去面包店取捐赠的面包",
    "我每天清晨{v:early}去清真寺做晨礼，早班排不了",
    "他每天晚上{v:pm}去养老院看他妈妈，周二排不了班",
    "每个主日我早上{v:am}去开礼堂的门，给咖啡组的同工准备",
    "语音转文字 我一般{v:pm}下班所以只能排收容所的晚班",
    "义工时间登记：周一到周五{v:pm}以后都可以",
    "我每天早上{v:am}遛救助站的狗，然后去上班",
    "出纳每周一上午{v:am}去银行存奉献款",
    "我女儿每周二周四上午{v:am}透析，那两天上午排不了",
    "每周五晚上我坐{v:pm}的末班车从救助站回家",
    "个案记录：服务对象每天{v:am}去社区医院打针，家访安排在下午",
    "我一般周日晚上{v:pm}做十一奉献的转账和记账",
    "他每周三晚上{v:pm}去摆小组聚会的椅子",
    "排班偏好：工作日只能{v:am}左右，之后要送孩子上学",
    "我每天晚上{v:pm}左右锁寺院斋堂的门",
    "我医院夜班{v:am}下班，下班后可以去帮早餐班",
    "我每天晚上{v:pm}给独居的邻居奶奶打电话问平安",
    "我每天早上{v:am}去健身房，周六布置会场会晚一点到",
    "每周一{v:am}送完孩子我就去慈善商店",
    "我每周三开车接送长者午餐会，{v:am}从家出发",
    "我妈{v:pm}要吃药，所以读书会我要早点走",
    "{v:am}之前我什么都排不了，要送孩子",
    "我每天早上{v:am}在家读经祷告，之后才回复排班消息",
    "每天晚上{v:pm}我把代祷事项发到群里",
    "我每个工作日坐{v:am}的早班公交，顺路可以送传单",
    "受助人作息：一般睡到{v:am}，周二去就业中心",
    "每周六{v:am}跑完步我再来帮义卖",
    "师兄每天凌晨{v:early}上早课，电话请下午打",
    "我下午{v:aft}接孩子放学，义工只能上午",
    "每晚{v:pm}我都去广场带老人们跳舞，顺便收集大家的捐衣",
]

T["schedule", "mixed"] = [
    "我每周四 {v:pm} 出门去做 soup run",
    "她每个 Saturday 早上 {v:am} 去 food bank 开门",
    "weekday 每天 {v:am} 我去 bakery 拿 donated bread",
    "我每天 {v:early} 去 mosque 做 Fajr，early shift 排不了",
    "他每天晚上 {v:pm} 去 care home 看妈妈，Tuesday rota 不行",
    "every Sunday 我 {v:am} 去开 church hall 的门",
    "voice note 我一般 {v:pm} 下班 所以只能做 late shift",
    "availability：Mon-Fri {v:pm} 以后",
    "我每天 {v:am} 遛 shelter 的狗 then 去上班",
    "treasurer 每周一 {v:am} 去 bank 存 collection",
    "我女儿 Tue/Thu {v:am} 透析，那两天 morning 不行",
    "每周五我坐 {v:pm} 的 bus 从 night shelter 回家",
    "case note：client 每天 {v:am} 去 clinic，home visit 排下午",
    "我一般 Sunday night {v:pm} 做 tithe 转账",
    "他每周三 {v:pm} 去 set up prayer group 的椅子",
    "rota preference：weekday 只能 {v:am} 左右",
    "我每天晚上 {v:pm} lock 厨房门 after langar",
    "我 night shift {v:am} 下班，可以帮 breakfast club",
    "我每天 {v:pm} call 独居的 neighbour 奶奶",
    "我每天 {v:am} 去 gym，Saturday setup 会晚到",
    "{v:am} every Monday 送完孩子去 charity shop",
    "lunch club 每周三我开 minibus，{v:am} 出发",
    "my mum {v:pm} 要吃药，quiz night 我要早走",
    "{v:am} 之前都不行，要 school run",
    "我每天 {v:am} 读经，之后再回 rota messages",
    "every night {v:pm} 我发 prayer requests 到群里",
    "我每个 weekday 坐 {v:am} 的 early bus，可以顺路送 leaflets",
    "resident routine：睡到 {v:am}，Tuesday 去 job centre",
    "每周六 {v:am} parkrun 完再来帮 jumble sale",
    "师兄每天 {v:early} 早课，call 他请下午",
    "我 {v:aft} 要 pick up kids，volunteer 只能 morning",
    "every evening {v:pm} 我去 广场 带 aunties 跳舞",
]

T["geo", "en"] = [
    "Food parcel drop-off pin for the client who lives on the narrowboat: {v:coord}",
    "Gift Aid declaration needs the donor's postcode: {v:ukpc}",
    "Beneficiary's caravan is parked at {v:coord}, no postal address",
    "donor_postcode,amount\n{v:ukpc},{amt}",
    "{\"lat_lng\": \"{v:coord}\", \"note\": \"rough sleeper, usual spot\"}",
    "Outreach team: he sleeps near the underpass at {v:coord} most nights",
    "ZIP {v:zip} - for the donor's tax receipt",
    "what3words for the back door of her flat block: {v:w3w}",
    "plus code for the family's farm (no street address): {v:plus}",
    "geohash of the volunteer's home for the van routing: {v:geohash}",
    "OCR Gift Aid form: Postcode {v:ukpc} [x] I am a UK taxpayer",
    "voice note the pin she sent is {v:coord} it's the house behind the church",
    "The rough sleeper's tent: {v:dms}",
    "| client | location |\n|---|---|\n| C-{n} | {v:coord} |",
    "Delivery address postcode {v:ukpc} for the Christmas hamper",
    "Mailing list segment: donors in {v:zip} get the local appeal",
    "GPS from the home visit photo EXIF: {v:coord}",
    "Live location shared by the volunteer: {v:coord} (she's waiting at her front gate)",
    "The refuge's client is now staying at a friend's place, {v:plus}",
    "Her zip code is {v:zip}",
    "postcode: {v:ukpc}",
    "Gift Aid batch error: postcode '{v:ukpc}' not matched to a house number",
    "lat/long of the beneficiary's allotment plot {v:coord}",
    "Meet me at my place, pin {v:w3w}",
    "location={v:coord} accuracy=8m user_shared=true",
    "We deliver to him at {v:geohash} (geohash from the routing app)",
    "He gave his postcode as {v:ukpc} at the stall",
    "GoFundMe page says the family is in {v:zip}",
    "Dropped the leaflets off at hers, {v:coord}",
    "{v:ukpc} - donor postcode, house number withheld",
    "Location of the elderly client's bungalow (rural): {v:dms}",
    "Beneficiary location on the outreach map: {v:plus}",
]

T["geo", "zh"] = [
    "船上住户的食物包投放定位：{v:coord}",
    "受助家庭的板房没有门牌号，定位是{v:coord}",
    "邮编,金额\n{v:cnpc},{zamt}",
    "{\"经纬度\": \"{v:coord}\", \"备注\": \"流浪人员常住点\"}",
    "外展队：他晚上一般睡在桥洞，位置{v:coord}",
    "捐赠票据寄送邮编 {v:cnpc}",
    "义工发来的实时位置：{v:coord}（她在自家楼下等）",
    "家访照片 EXIF 里的 GPS：{v:coord}",
    "高德坐标 {v:coord_lonlat}，就是老人住的那栋平房",
    "语音转文字 她发的定位是{v:coord}就在教堂后面那户",
    "| 服务对象 | 位置 |\n|---|---|\n| C{n} | {v:coord} |",
    "流浪人员的帐篷位置：{v:dms}",
    "受助人现暂住朋友家，坐标 {v:coord}",
    "邮政编码：{v:cnpc}",
    "年货包寄送邮编 {v:cnpc}",
    "location={v:coord} accuracy=8m",
    "独居老人的农房定位：{v:coord}",
    "把物资送到他那儿，经纬度 {v:coord}",
    "申请表上填的邮编是{v:cnpc}",
    "水滴筹患者家位置 {v:coord}，村里没有门牌",
    "师兄家的定位发群里了：{v:coord}",
    "{v:coord} ← 这是受助人家，别发到大群",
    "百度地图坐标：{v:coord}",
    "分享位置（纬度,经度）：{v:coord}",
    "送餐路线第 5 站坐标 {v:coord}",
    "{zrole}家的邮编 {v:cnpc}",
    "plus code：{v:plus}，山里的那户",
    "geohash {v:geohash}，配送系统用的",
    "她现在的位置 {v:coord}，一个人在家",
    "老人走失前最后定位：{v:coord}",
    "家庭邮编 {v:cnpc}，村委会代收",
    "快递单上的邮编：{v:cnpc}",
]

T["geo", "mixed"] = [
    "food parcel drop-off pin：{v:coord}",
    "Gift Aid 要 donor 的 postcode：{v:ukpc}",
    "beneficiary 的板房没有门牌，GPS {v:coord}",
    "postcode,amount\n{v:cnpc},{zamt}",
    "{\"lat_lng\": \"{v:coord}\", \"note\": \"rough sleeper 常住点\"}",
    "outreach team：他晚上睡在桥洞 {v:coord}",
    "ZIP {v:zip}，tax receipt 用",
    "what3words 她家后门：{v:w3w}",
    "plus code {v:plus}，农场没有 street address",
    "geohash {v:geohash} 给 van routing 用",
    "voice note 她发的 pin 是 {v:coord} 教堂后面那家",
    "tent 位置：{v:dms}",
    "| client | location |\n|---|---|\n| C{n} | {v:coord} |",
    "hamper 寄送邮编 {v:cnpc}",
    "EXIF GPS：{v:coord}",
    "live location：{v:coord}（她在楼下等）",
    "postcode: {v:ukpc}",
    "location={v:coord} accuracy=8m",
    "高德 coordinates {v:coord_lonlat}",
    "邮编 {v:cnpc}，村委会代收",
    "beneficiary 暂住朋友家，{v:plus}",
    "her zip code 是 {v:zip}",
    "{v:coord} ← 受助人家，别发大群",
    "GoFundMe 上说 family 在 {v:zip}",
    "老人走失前 last location：{v:coord}",
    "allotment plot 的 lat/long {v:coord}",
    "meet me at my place，pin {v:w3w}",
    "申请表 postcode 填的 {v:cnpc}",
    "送餐 route 第 5 站 {v:coord}",
    "{v:ukpc} - donor postcode，门牌号没写",
    "share location：{v:coord}，一个人在家",
    "Gift Aid batch error：postcode '{v:ukpc}' 匹配不到",
]


# --------------------------------------------------------------------------- benign texts
FILL["charno"] = lambda c: str(c.r.randint(1000000, 1199999))
FILL["ein_like"] = lambda c: f"{c.r.randint(1100, 1199)}/{c.r.randint(10, 99)}"
FILL["svc"] = lambda c: c.r.choice(["8:00am", "9:30am", "10:00am", "10:30am", "11:15am", "6:30pm"])
FILL["verse"] = lambda c: c.r.choice(["Luke 21:1-4", "Mark 12:41-44", "2 Corinthians 9:7", "Acts 20:35",
                                      "Matthew 6:3", "Proverbs 19:17", "Micah 6:8", "John 3:16",
                                      "Psalm 23", "Deuteronomy 15:11", "1 John 3:17", "James 2:15-16"])
FILL["zverse"] = lambda c: c.r.choice(["路加福音 21:1-4", "马可福音 12:41-44", "哥林多后书 9:7", "使徒行传 20:35",
                                       "马太福音 6:3", "箴言 19:17", "弥迦书 6:8", "约翰福音 3:16", "诗篇 23 篇"])
FILL["pubfig"] = lambda c: c.r.choice(["Mother Teresa", "Desmond Tutu", "Martin Luther King Jr.", "Captain Tom Moore",
                                       "Marcus Rashford", "Dolly Parton", "MacKenzie Scott", "Pope Francis",
                                       "the Archbishop of Canterbury", "Malala Yousafzai", "Bill Gates"])
FILL["zpubfig"] = lambda c: c.r.choice(["雷锋", "张桂梅校长", "袁隆平院士", "李连杰", "特蕾莎修女", "丛飞",
                                        "白方礼老人", "弘一法师", "星云大师"])
FILL["kg"] = lambda c: f"{c.r.randint(5, 900)} kg"
FILL["uscc"] = lambda c: "53" + str(c.r.choice([1000, 3100, 4400, 3300])) + "00" + _rs(c.r, _DG + "ABCDEFGHJKLMNPQRTUWXY", 9) + c.r.choice(_DG + "ABCDEFGHJKLMNPQRTUWXY")

BENIGN = {}
BENIGN["en"] = [
    "Gift Aid claim {ref} submitted to HMRC on {date}: {n}0 declarations, {amt} reclaimed.",
    "Reminder: Sunday services are at {svc} and 11:00am, evensong at 6pm. Coffee after the 11 o'clock.",
    "{verse} is the reading for Stewardship Sunday; sermon slides v{ver} are on the projector laptop.",
    "Food bank opening hours: Mon/Wed/Fri 10:00-13:00, Sat 9:00-12:00. Closed on bank holidays.",
    "{camp}: raised {amt} of a {amt} target ({pct}), {n}0 donors so far, average gift {amt}.",
    "Upgrade CiviCRM from 5.69.2 to {ver} before {date}; run `cv upgrade:db` and check port {port}.",
    "Build {yr}.11.{n} deployed, commit {commit}, sha256 {sha}.",
    "Event ID {uuid}: {event} in {city}, doors open early evening, tickets £15 / £10 concessions.",
    "A short quote from {pubfig} is going on the {camp} banner, proofs due {date}.",
    "Zakat nisab this year is based on 612.36 g of silver; Zakat al-Fitr is set at £5 per person.",
    "Ramadan timetable (published by the mosque): Fajr 05:42, Maghrib 16:07 on {date}.",
    "Grace before the harvest supper will be said by the vicar; the Faith and Hope tables seat 10 each.",
    "Big Give Christmas Challenge: every £1 doubled up to £10,000, 3-10 December, noon to noon.",
    "SELECT campaign_id, SUM(amount) FROM gifts WHERE gift_date >= '{yr}-01-01' GROUP BY campaign_id;",
    "Stock take: 340 tins, {kg} pasta, 12 boxes of size 4 nappies, fridge at 3.5°C.",
    "Volunteer rota v{ver} published: shifts are 8:00-12:00, 12:00-16:00 and 16:00-20:00, minimum 3 per shift.",
    "Ticket #{n}41 closed: the donate button on Safari 17.4 was hidden behind the cookie banner.",
    "Registered charity no. {charno}. Registered in England and Wales.",
    "Bus 42 leaves the cathedral stop at :15 and :45 past each hour until 23:15.",
    "Habitat for Humanity build day: hard hats size M/L, {n}0 lengths of 2x4, 50 sheets of 12 mm plywood.",
    "Psalm 23, John 3:16 and Micah 6:8 are on the memory-verse cards for Junior Church.",
    "GoFundMe fees: 0% platform fee, 2.9% + $0.30 per donation for processing (US).",
    "Diwali lamp-lighting at the mandir, 7pm-9pm on {date}; parking at the leisure centre.",
    "API v3 returns 429 after 100 requests/min; retry with exponential backoff (base 2s, max 64s).",
    "Fund mapping: {uuid} -> {camp}; don't merge it with fund code RES-07.",
    "Christian Aid Week runs 11-17 May; collection envelopes arrive in boxes of 500.",
    "Annual return is due 10 months after year end, so a 31 March year end means a 31 January deadline.",
    "The Salvation Army's Red Kettle appeal launches on 8 November in {city} city centre.",
    "Grant {ref}: National Lottery Community Fund awarded {amt} over 3 years; first tranche in Q2.",
    "docker run -p {port}:80 civicrm/civicrm:5.75-drupal, then open localhost:{port}.",
    "Angel Tree gifts need to be wrapped and labelled by {date}; age bands 0-4, 5-10 and 11-16.",
    "Leave a gift in your Will: our free Will-writing week runs through {month} with three partner solicitors.",
    "The franking machine needs new ink; please mark the post book before franking the appeal letters.",
    "Rose Sunday is the fourth Sunday of Lent; Mothering Sunday posies cost 60p each this year.",
    "Captain Tom's 100 laps raised over £32 million for NHS Charities Together in 2020.",
    "Gurdwara langar serves around {n}00 meals every Sunday; the hall is open to everyone.",
    "Weather for the {event}: 14°C, light rain after lunch, wind 12 mph from the south-west.",
    "Conversion rate on the donate page went from 2.1% to {pct} after the A/B test (variant B, one-step form).",
    "Average Gift Aid uplift is 25p per £1 donated by a UK taxpayer.",
    "npm install @stripe/stripe-js@{ver} and pin react to 18.3.1 in package.json.",
    "The minibus seats 16; MiDAS training is required, and the next course is on {date}.",
    "Shop hours: Mon-Sat 9:30-17:00, Sun 11:00-16:00. Donations accepted until 16:30.",
    "Board papers v{ver}: item 4 is the reserves policy (target 6 months of running costs, about {amt}).",
    "Easter Day communion at {svc}; the Easter egg hunt starts straight after in the churchyard.",
    "Vesak celebrations at the Buddhist centre in {city}: meditation from mid-morning, vegetarian lunch.",
    "Marcus Rashford's campaign helped extend free school meal vouchers through the summer holidays.",
    "The Dolly Parton Imagination Library sends one free book a month to children under 5.",
    "Matched giving: our corporate partner matches up to {amt} per employee per year.",
    "GET /api/v2/campaigns/{n}/totals?currency=GBP -> 200 OK in 184 ms.",
    "Jumu'ah khutbah starts at 1:15pm in winter and 1:45pm in summer.",
    "{n} pallets of tinned tomatoes arrived from FareShare; use-by date {date}.",
    "The hospice lottery draw is every Friday; tickets are £1 each and the top prize is £1,000.",
    "Charity shop Gift Aid: items are sold on the donor's behalf and we reclaim 25% on the proceeds.",
    "Mark 12:41 tells of the widow giving two small coins; the children's talk uses a jar of pennies.",
    "The Archbishop of Canterbury will preach at the Advent carol service; BBC Radio 4 broadcasts it at 8:10am.",
    "Our ISO 27001 audit is on {date}; scope covers the donor database and the payment gateway.",
    "The GiveWell top charities list updated in {month}; we're considering the malaria nets appeal.",
    "Advent calendar for the reverse food bank: day 1 tins of soup, day 2 rice, day 3 UHT milk.",
    "Ferry to the retreat leaves at 09:10 and 14:40 on weekdays; last return 18:25.",
    "Invoice INV-{yr}-{n}07 for the marquee hire: {amt} + VAT, due within 30 days.",
    "Hope and Faith are the names of the two new minibuses, donated by the Rotary Club.",
    "The vicarage garden party raised {amt}; the tombola alone made {amt}.",
]

BENIGN["zh"] = [
    "{zcamp}项目本期共筹得善款{zamt}，受益人数{n}0人，执行率{pct}。",
    "本寺每月初一、十五上午9:00举行祈福法会，欢迎随喜参加。",
    "义工排班表 v{ver} 已上传群文件，班次为 8:00-12:00、13:30-17:30。",
    "捐赠票据编号 {zref}，开票日期 {zdate}，金额 {zamt}。",
    "99公益日配捐规则：9月7日至9日，每天0点开始，配捐额度用完即止。",
    "学雷锋纪念日（3月5日）社区志愿服务活动在{zcity}人民广场举行。",
    "观音菩萨诞（农历二月十九）当天寺院开放时间为早上6点到下午5点。",
    "开斋节会礼时间：上午8:30，地点清真寺大殿，请提前到场。",
    "{zverse}说：“你施舍的时候，不要叫左手知道右手所做的。”",
    "{zplat}平台服务费为0，第三方支付通道费0.6%由平台承担。",
    "基金会统一社会信用代码 {uscc}，已在民政部门登记。",
    "冬衣捐赠统计：共收到棉衣{n}0件，尺码 S/M/L/XL，按 3:2:1 比例分配。",
    "公益平台接口版本 {ver}，回调端口 {port}，超时 30 秒。",
    "图书角新增图书{n}0册，其中《红楼梦》ISBN 978-7-02-000220-4。",
    "明天一早集合，带好雨具和饮用水。",
    "食物银行营业时间：周二至周六 10:00-18:00，周日休息。",
    "天气预报：{zcity}周六小雨，气温 12-18℃，户外义卖改到室内。",
    "二维码对应的活动编号 {uuid}，扫码后跳转到捐款页面。",
    "{zpubfig}的事迹展览在{zcity}图书馆展出至{zdate}。",
    "腊八节施粥活动共熬粥{n}00份，用米{kg}。",
    "主日崇拜时间：上午9:30（中文堂）、11:00（英文堂）。",
    "{zcamp}项目预算：物资 60%，运输 15%，人员培训 10%，行政 15%。",
    "本次{zevent}共招募义工{n}人，平均服务时长 4.5 小时。",
    "提交记录 {commit}：修复捐款小程序在 iOS 17 下的支付回调问题。",
    "浴佛节法会将于{zdate}上午举行，斋饭免费供应。",
    "根据《慈善法》规定，年度管理费用不得超过当年总支出的10%。",
    "月度财务报表：收入{zamt}，支出{zamt}，结余转入下月。",
    "中秋慰问：为{n}0户困难家庭送去月饼和大米，每户 10 斤。",
    "公交 15 路首班车 6:00，末班车 22:30，福利院站下车。",
    "博物馆开放时间 9:00-17:00（16:00 停止入馆），每周一闭馆。",
    "招募启事：{zorg}招募周末义工，需年满 18 周岁，提供意外险。",
    "感恩节爱心餐共准备{n}0份，其中素食{n}份。",
    "项目结项报告 v{ver} 已提交理事会审议，文件哈希 {sha}。",
    "防疫物资入库：口罩{n}00只，消毒液{kg}，测温枪 6 把。",
    "礼拜五聚礼时间冬季为 12:30，夏季为 13:15。",
    "捐款发票抬头请写单位全称，税号见营业执照。",
    "年终答谢会流程：14:00 签到，14:30 开场，16:30 颁发优秀义工证书。",
    "{zcamp}已在{zplat}上线，目标金额{zamt}，截止日期{zdate}。",
    "南无阿弥陀佛。本周共修时间为周六晚上，地点在二楼念佛堂。",
    "爱心书包规格：40 x 30 x 15 cm，每个书包内含文具 8 件。",
    "春蕾计划自 1989 年实施以来，已资助女童超过 400 万人次。",
    "数据库迁移到 PostgreSQL 16，端口 {port}，预计停机 20 分钟。",
    "华坪女高的故事让很多人记住了{zpubfig}的名字。",
    "圣诞报佳音路线：从教堂出发，经过三个小区，全程约 2 小时。",
    "本次义诊共服务居民{n}0人次，测血压{n}0人次。",
    "月捐人数同比增长{pct}，流失率下降到 3.2%。",
    "元宵节灯谜会：谜面“千里相逢”，打一字，谜底是“重”。",
    "项目编号 {zref} 已通过民政局备案。",
    "活动当天傍晚可能有雷阵雨，请大家注意安全。",
    "善款使用明细每季度公示一次，下一次公示时间为{zdate}。",
    "慈善商店营业时间：每天 10:00-20:00，节假日照常营业。",
    "中华慈善日（9月5日）主题宣传活动将在全国同步开展。",
    "请把物资按 A、B、C 三类分拣，A 类为食品，B 类为衣物，C 类为文具。",
    "管理后台升级到 {ver}，新增批量开票和导出 CSV 功能。",
    "母亲水窖项目每口水窖造价约 1,000 元，可蓄水 30 立方米。",
    "恩典与平安归于众人。本周读经进度：{zverse}。",
    "捐赠物资检验合格率 98.6%，不合格品已退回供应商。",
]

BENIGN["mixed"] = [
    "这次 {camp} 一共 raise 了 {amt}，达成率 {pct}。",
    "Sunday service 是 {svc} 和 11:00am，之后有 coffee time。",
    "volunteer rota v{ver} 已经 publish 了，shift 是 8:00-12:00 和 12:00-16:00。",
    "Gift Aid claim {ref} 已经 submit 到 HMRC。",
    "food bank opening hours：Mon/Wed/Fri 10:00-13:00，周末休息。",
    "{zcamp}的 landing page conversion rate 从 2.1% 升到 {pct}。",
    "CiviCRM upgrade 到 {ver}，port {port} 记得开。",
    "commit {commit} fix 了 donate button 在 iOS 上的 bug。",
    "活动 event ID {uuid}，{event} 在 {city} 举行。",
    "{verse} 是这周 stewardship sermon 的经文。",
    "Ramadan timetable：Fajr 05:42，Maghrib 16:07，按 mosque 公布的时间。",
    "Big Give 配捐：每 £1 double，上限 £10,000。",
    "SELECT project_id, SUM(amount) FROM donations GROUP BY project_id; 跑一下看看总数",
    "stock take：{kg} 大米，{n}0 箱 instant noodles。",
    "ticket #{n}41 closed：Safari 上 cookie banner 挡住了 donate button。",
    "{zplat} 的 platform fee 是 0，payment 通道费 0.6%。",
    "99公益日 matching 规则：9月7日到9日，每天 0 点开始。",
    "{pubfig} 的 quote 印在 {camp} 的 banner 上。",
    "{zpubfig} 的 documentary 下周在 church hall 放映。",
    "docker run -p {port}:80 gongyi/api:{ver}",
    "API 返回 429，rate limit 是 100 requests/min，加个 retry。",
    "charity shop hours：Mon-Sat 9:30-17:00，Sunday 休息。",
    "registered charity no. {charno}，annual return 下个月 due。",
    "Grace before meal 由 pastor 带领，Faith 和 Hope 两桌各 10 人。",
    "这个 fund 的 UUID 是 {uuid}，别和 RES-07 merge。",
    "invoice INV-{yr}-{n}07，marquee hire {amt} + VAT。",
    "Christmas carol service 在 {date}，BBC Radio 4 live 转播。",
    "weather：周六 light rain，14°C，{event} 改到 indoor。",
    "Vesak 浴佛节 celebration，vegetarian lunch 免费。",
    "Zakat al-Fitr 今年是 £5 per person。",
    "项目 budget：物资 60%，logistics 15%，training 10%，admin 15%。",
    "monthly report：income {zamt}，expense {zamt}。",
    "统一社会信用代码 {uscc}，是基金会的 registration code。",
    "npm install @stripe/stripe-js@{ver}",
    "捐赠票据 {zref} 已经 generate 好了，PDF 在系统里。",
    "Angel Tree 礼物 {date} 前 wrap 好，按 age band 分。",
    "Diwali 点灯 7pm-9pm，parking 在 leisure centre。",
    "Jumu'ah khutbah winter 1:15pm，summer 1:45pm。",
    "毕业典礼 livestream 在 YouTube，link 稍后 share。",
    "GoFundMe fee：0% platform fee + 2.9% processing。",
    "{n} pallets 的 tinned tomatoes 到了，use-by {date}。",
    "Leave a gift in your Will 讲座在 {month}，免费。",
    "公交 bus 42 每小时 :15 和 :45 发车，last bus 23:15。",
    "Lent 期间每周三 soup lunch，{amt} per bowl 捐给 Christian Aid。",
    "sha256 checksum {sha}，对一下 installer 有没有被改过。",
    "report v{ver} 已发给 trustees review，deadline {date}。",
    "Mark 12:41 那段讲 widow's offering，kids talk 用一罐 pennies。",
    "matching gift：corporate partner 每人每年 match 到 {amt}。",
    "Habitat for Humanity build day，hard hat 尺码 M/L。",
    "明天 early morning 集合，带 rain jacket。",
    "春蕾计划 since 1989，资助女童超过 400 万人次。",
    "Easter egg hunt 在 communion 结束后开始。",
    "Gurdwara langar 每周日大约 {n}00 份 meals，open to everyone。",
    "ISO 27001 audit 在 {date}，scope 包括 donor database。",
    "donate page A/B test：variant B one-step form 胜出。",
    "义卖 price list：cakes £2，books 50p，plants £3。",
    "Hope 和 Faith 是两辆新 minibus 的名字，Rotary Club 捐的。",
    "GiveWell top charities 更新了，考虑 malaria nets appeal。",
]


# --------------------------------------------------------------------------- generation
_PH = re.compile(r"\{(v(?::[a-z_0-9]+)?|[a-z][a-z0-9_]*)\}")


def _render(tpl: str, ctx: _Ctx, cat: str | None):
    parts: list[str] = []
    span = None
    kind = None
    pos = 0
    for m in _PH.finditer(tpl):
        parts.append(tpl[pos:m.start()])
        key = m.group(1)
        if key == "v" or key.startswith("v:"):
            assert cat is not None and span is None, tpl
            val, kind = GEN[cat](ctx, key[2:] or None)
            start = sum(map(len, parts))
            span = (start, start + len(val))
            parts.append(val)
        else:
            parts.append(FILL[key](ctx))
        pos = m.end()
    parts.append(tpl[pos:])
    return "".join(parts), span, kind


def _generate():
    from faker import Faker

    us, gb, zh = Faker("en_US"), Faker("en_GB"), Faker("zh_CN")
    out: list[Sample] = []
    kinds: list[str] = []
    for ci, cat in enumerate(CATEGORIES):
        for li, lang in enumerate(LANGS):
            seed = BASE_SEED + ci * 3 + li
            r = random.Random(seed)
            us.seed_instance(OFF + 1 + seed)
            gb.seed_instance(OFF + 2 + seed)
            zh.seed_instance(OFF + 3 + seed)
            ctx = _Ctx(r, us, gb, zh, lang)
            tpls = T[cat, lang]
            order: list[str] = []
            seen: set[str] = set()
            n = tries = 0
            while n < PER_CELL:
                tries += 1
                assert tries < PER_CELL * 20, (cat, lang)
                if not order:
                    order = list(tpls)
                    r.shuffle(order)
                text, span, kind = _render(order.pop(), ctx, cat)
                if text in seen:
                    continue
                seen.add(text)
                out.append(Sample(text=text, category=cat, lang=lang, start=span[0], end=span[1]))
                kinds.append(kind)
                n += 1
    return out, kinds


_CACHE: dict[str, object] = {}


def samples() -> list[Sample]:
    if "s" not in _CACHE:
        _CACHE["s"] = _generate()[0]
    return list(_CACHE["s"])


def benign_with_lang() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for i, lang in enumerate(LANGS):
        r = random.Random(BENIGN_SEED + i)
        ctx = _Ctx(r, None, None, None, lang)
        order: list[str] = []
        seen: set[str] = set()
        tries = 0
        while len(seen) < BENIGN_PER_LANG:
            tries += 1
            assert tries < BENIGN_PER_LANG * 50, lang
            if not order:
                order = list(BENIGN[lang])
                r.shuffle(order)
            text, span, _ = _render(order.pop(), ctx, None)
            assert span is None
            if text in seen:
                continue
            seen.add(text)
            out.append((lang, text))
    return out


if __name__ == "__main__":
    import time
    from collections import Counter

    t0 = time.time()
    ss, kinds = _generate()
    assert [s.text for s in ss] == [s.text for s in _generate()[0]], "not deterministic"
    for (cat, lang), tpls in T.items():
        assert len(tpls) >= 30, (cat, lang, len(tpls))
        assert len(set(tpls)) == len(tpls), (cat, lang)
        for t in tpls:
            assert len([m for m in _PH.finditer(t) if m.group(1).startswith("v")]) == 1, t
    cnt = Counter((s.category, s.lang) for s in ss)
    assert len(ss) == PER_CELL * len(CATEGORIES) * len(LANGS) == 9000, len(ss)
    assert all(cnt[(c, l)] == PER_CELL for c in CATEGORIES for l in LANGS), cnt
    checked = Counter()
    for s, k in zip(ss, kinds):
        v = s.value
        assert v and v == v.strip(), repr(v)
        assert s.text[s.start:s.end] == v and 0 <= s.start < s.end <= len(s.text)
        assert s.category in CATEGORIES and s.lang in LANGS
        if s.category == "financial" and k == "card":
            assert luhn_ok(v), v
            checked["luhn"] += 1
        if s.category == "financial" and k == "iban":
            assert iban_ok(v), v
            checked["iban"] += 1
        if s.category == "government_id" and k == "cnid":
            assert cnid_ok(v), v
            checked["cnid"] += 1
        if s.category == "government_id" and k == "hkid":
            checked["hkid"] += 1
    b = benign_with_lang()
    assert b == benign_with_lang()
    bc = Counter(l for l, _ in b)
    assert all(bc[l] == BENIGN_PER_LANG for l in LANGS), bc
    assert len(set(b)) == len(b)
    print(f"samples: {len(ss)} ({len(set(s.text for s in ss))} distinct texts), "
          f"{PER_CELL} per cell x {len(CATEGORIES)} categories x {len(LANGS)} languages")
    print(f"benign: {len(b)} ({dict(bc)})")
    print(f"checksums verified: {dict(checked)}")
    print(f"templates per cell: min {min(len(t) for t in T.values())}, "
          f"benign templates: { {l: len(BENIGN[l]) for l in LANGS} }")
    pr = random.Random(7)
    for cat in CATEGORIES:
        for lang in LANGS:
            cell = [s for s in ss if s.category == cat and s.lang == lang]
            for s in pr.sample(cell, 2):
                print(f"[{cat}/{lang}] {s.value!r} :: {s.text!r}")
    for lang in LANGS:
        for l, t in pr.sample([x for x in b if x[0] == lang], 2):
            print(f"[benign/{l}] {t!r}")
    print(f"ok in {time.time() - t0:.2f}s")
