# ruff: noqa
"""Blind privacy corpus E — casual chat that an assistant remembers.

Style: instant messages and group chats as an agent would remember them: voice-dictated text
without punctuation or capitals, typos, texting abbreviations (u, ur, pls, thx), emoji,
all-lowercase names and handles, run-on sentences; WeChat/QQ group-chat Chinese (口语, 语气词
啊/呢/哈/嘛, 语音转文字 with few punctuation marks, full-width punctuation, WeChat emoji codes,
numbers written with spaces or dashes, phone numbers in groups 138 1234 5678); and code-switched
Chinese-English chat ("我的email是…", "call我 at …", "住在…").

Written blind: the author never read the gate's implementation, its tests (other than
blind_common.py) or its history, and did not run the gate while writing these texts.

Seeds: Faker en_US 111, en_GB 222, zh_CN 333; random.Random 444 (values and fillers);
random.Random 445 for the benign texts.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

from faker import Faker  # noqa: E402

N_PER_CELL = 260
BENIGN_PER_LANG = 420

# --------------------------------------------------------------------------------------------
# context: fresh, seeded generators for every public call (deterministic)
# --------------------------------------------------------------------------------------------


class Ctx:
    def __init__(self, rseed: int = 444) -> None:
        self.us = Faker("en_US")
        self.us.seed_instance(111)
        self.gb = Faker("en_GB")
        self.gb.seed_instance(222)
        self.cn = Faker("zh_CN")
        self.cn.seed_instance(333)
        self.r = random.Random(rseed)


ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"
UPPER_ALNUM = string.ascii_uppercase + string.digits


def _rs(r: random.Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def _digits(r: random.Random, n: int) -> str:
    return "".join(str(r.randint(0, 9)) for _ in range(n))


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


# --------------------------------------------------------------------------------------------
# checksummed numbers
# --------------------------------------------------------------------------------------------


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
    return len(num) > 1 and luhn_digit(num[:-1]) == num[-1]


def luhn_number(r: random.Random, prefix: str, length: int) -> str:
    body = prefix + _digits(r, length - len(prefix) - 1)
    return body + luhn_digit(body)


def non_luhn_number(r: random.Random, length: int, first: str = "") -> str:
    while True:
        n = first + _digits(r, length - len(first))
        if not luhn_ok(n):
            return n


def iban_from(country: str, bban: str) -> str:
    num = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(num) % 97:02d}{bban}"


CN_AREAS = ("110101", "110105", "110108", "310101", "310104", "310115", "440103", "440106",
            "440305", "330106", "330102", "510104", "510107", "420106", "320102", "320106",
            "500103", "610113", "370202", "350203", "430104", "210102", "120101", "340104",
            "410105", "450103", "530102", "230103")
CN_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def cn_id(r: random.Random) -> str:
    y = r.randint(1955, 2010)
    m = r.randint(1, 12)
    d = r.randint(1, 28)
    body = f"{r.choice(CN_AREAS)}{y}{m:02d}{d:02d}{r.randint(1, 999):03d}"
    chk = "10X98765432"[sum(int(a) * w for a, w in zip(body, CN_W)) % 11]
    return body + chk


# --------------------------------------------------------------------------------------------
# word lists (public / non-personal)
# --------------------------------------------------------------------------------------------

PW_WORDS = ("sunshine", "dragon", "monkey", "princess", "football", "bluesky", "coffee",
            "mango", "pumpkin", "tigger", "snoopy", "rainbow", "cookie", "pepper", "buster",
            "shadow", "summer", "winter", "panda", "kitty", "pickles", "biscuit", "nugget",
            "waffles", "oreo", "maple", "river", "candle", "purple", "rocket", "garden",
            "violet", "cactus", "lemon", "falcon", "harbor", "marble", "velvet", "thunder")
PINYIN = ("xiao", "ming", "wang", "hua", "mei", "jun", "yu", "zhang", "chen", "lin", "yang",
          "huang", "zhao", "zhou", "xu", "sun", "zhu", "guo", "gao", "luo", "lan", "xin",
          "yue", "tian", "kai", "hao", "jie", "ting", "fei", "long", "bao", "qing", "wen")
PW_PINYIN = ("woaini", "jiayou", "xiaobao", "dabao", "mimi", "kuaile", "xingfu", "pingan",
             "tiantian", "baobei", "laopo", "laogong", "xiaomao", "huahua", "doudou")
CN_ROADS = ("中山路", "中山北路", "建国路", "人民路", "解放路", "南京西路", "淮海中路", "天河路",
            "深南大道", "科技园南路", "文三路", "学院路", "五四路", "和平路", "延安东路", "光明路",
            "新华路", "青年路", "幸福路", "朝阳路", "滨江大道", "金沙江路", "世纪大道", "望京街",
            "黄浦路", "漕溪北路", "文一西路", "东风路", "长江路", "红旗街", "北京东路", "珠江路",
            "体育西路", "人民南路", "解放大道", "中关村大街", "莲花路", "湖滨路", "银城路")
CN_DISTRICTS = ("朝阳区", "海淀区", "浦东新区", "徐汇区", "天河区", "南山区", "西湖区",
                "武侯区", "江汉区", "鼓楼区", "静安区", "福田区", "越秀区", "锦江区", "江北区")
CITIES_ZH = ("北京", "上海", "广州", "深圳", "杭州", "成都", "武汉", "南京", "重庆", "西安",
             "苏州", "厦门", "长沙", "青岛", "天津", "昆明", "大连", "郑州")
CITIES_EN = ("nyc", "LA", "chicago", "seattle", "austin", "boston", "denver", "miami",
             "london", "manchester", "leeds", "bristol", "edinburgh", "toronto", "sf",
             "portland", "atlanta", "dallas", "phoenix", "glasgow", "birmingham", "philly")
US_STREETS = ("Maple Ave", "Oak St", "Main St", "Elm Street", "Sunset Blvd", "Lincoln Ave",
              "Park Pl", "Cedar Ln", "Washington St", "Pine Rd", "Highland Ave", "Lake Dr",
              "Church St", "Willow Way", "Jefferson Ave", "Mill Rd", "2nd St", "5th Ave")
HOODS_EN = ("Williamsburg", "Shoreditch", "Capitol Hill", "Logan Square", "Pilsen", "Astoria",
            "Bushwick", "Brixton", "Clapham", "Hackney", "Mission Bay", "Wicker Park",
            "Dupont Circle", "Fishtown", "Deep Ellum", "Silver Lake", "Echo Park", "Ballard",
            "Peckham", "Dalston", "Park Slope", "Koreatown", "Bed-Stuy", "Jamaica Plain")
HOOD_SUFFIX = ("Estates", "Gardens", "Heights", "Village", "Meadows", "Commons", "Court",
               "Green", "Ridge", "Hollow", "Crossing", "Landing", "Pointe", "Chase")
HOOD_ZH_PRE = ("阳光", "翠苑", "金色", "碧水", "绿地", "万科", "保利", "龙湖", "华润", "中海",
               "世纪", "锦绣", "紫荆", "丽都", "银河", "幸福", "东方", "明珠", "香榭", "枫林",
               "兰亭", "御景", "春江", "西溪", "滨江", "湖畔", "金地", "招商", "融创", "远洋")
HOOD_ZH_MID = ("", "家园", "华府", "名苑", "新城", "雅苑", "公馆", "城市", "国际", "一品", "水岸")
HOOD_ZH_SUF = ("小区", "花园", "苑", "新村", "小区", "嘉园", "")
HOODS_ZH = ("天通苑", "回龙观", "望京西园", "华侨城", "康桥半岛", "梅陇镇", "大华锦绣华城",
            "万科城", "碧桂园凤凰城", "名都花园", "云锦东方")

# --------------------------------------------------------------------------------------------
# value generators: kind -> f(ctx) -> str
# --------------------------------------------------------------------------------------------


def g_aws(c):
    return "AKIA" + _rs(c.r, string.ascii_uppercase + "234567", 16)


def g_aws_secret(c):
    return _rs(c.r, B64, 40)


def g_gh(c):
    return c.r.choice(("ghp_", "ghp_", "ghp_", "gho_", "ghs_", "ghu_")) + _rs(c.r, ALNUM, 36)


def g_ghpat(c):
    return "github_pat_" + _rs(c.r, UPPER_ALNUM, 22) + "_" + _rs(c.r, ALNUM, 59)


def g_slack(c):
    r = c.r
    if r.random() < 0.6:
        return f"xoxb-{_digits(r, r.choice((11, 12, 13)))}-{_digits(r, 13)}-{_rs(r, ALNUM, 24)}"
    return (f"xoxp-{_digits(r, 11)}-{_digits(r, 12)}-{_digits(r, 13)}-"
            f"{_rs(r, '0123456789abcdef', 32)}")


def g_slackhook(c):
    r = c.r
    return f"T{_rs(r, UPPER_ALNUM, 8)}/B{_rs(r, UPPER_ALNUM, 10)}/{_rs(r, ALNUM, 24)}"


def g_openai(c):
    r = c.r
    if r.random() < 0.25:
        return "sk-" + _rs(r, ALNUM, 20) + "T3BlbkFJ" + _rs(r, ALNUM, 20)
    return "sk-proj-" + _rs(r, B64URL, r.choice((48, 64, 100, 124, 156)))


def g_anthropic(c):
    return "sk-ant-api03-" + _rs(c.r, B64URL, 93) + "AA"


def g_stripe(c):
    r = c.r
    return r.choice(("sk_live_", "sk_live_", "rk_live_", "sk_test_")) + _rs(r, ALNUM, r.choice((24, 99)))


def g_google(c):
    return "AIza" + _rs(c.r, B64URL, 35)


def g_hf(c):
    return "hf_" + _rs(c.r, string.ascii_letters, 34)


def g_sendgrid(c):
    return "SG." + _rs(c.r, B64URL, 22) + "." + _rs(c.r, B64URL, 43)


def g_telegram(c):
    r = c.r
    return f"{r.randint(10**7, 10**10 - 1)}:AA{_rs(r, B64URL, 33)}"


def g_jwt(c):
    r = c.r
    alg = r.choice(("HS256", "HS256", "RS256"))
    head = _b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    iat = r.randint(1_690_000_000, 1_735_000_000)
    payload = {"sub": str(r.randint(10**5, 10**9)), "iat": iat, "exp": iat + r.choice((3600, 86400, 604800))}
    if r.random() < 0.5:
        payload["role"] = r.choice(("user", "admin", "member"))
    body = _b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = _rs(r, B64URL, 43 if alg == "HS256" else 342)
    return f"{head}.{body}.{sig}"


def g_block(c):
    r = c.r
    kind = r.choice(("RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"))
    lines = [_rs(r, B64, 64) for _ in range(r.randint(3, 8))]
    lines.append(_rs(r, B64, r.randint(8, 60)) + r.choice(("", "=", "==")))
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def g_urlpw(c):
    r = c.r
    x = r.random()
    if x < 0.4:
        return c.us.password(length=r.randint(12, 24), special_chars=False)
    if x < 0.7:
        return _rs(r, ALNUM, r.randint(16, 32))
    return r.choice(PW_WORDS).capitalize() + r.choice("-_.") + _digits(r, 4) + r.choice(PW_WORDS)


def g_assign(c):
    r = c.r
    x = r.random()
    if x < 0.4:
        return _rs(r, "0123456789abcdef", r.choice((32, 40, 64)))
    if x < 0.7:
        return _rs(r, B64, 40)
    return _rs(r, ALNUM, r.choice((24, 32, 48)))


def g_tok(c):
    return c.r.choice((g_aws, g_gh, g_ghpat, g_slack, g_openai, g_anthropic, g_stripe,
                       g_google, g_hf, g_sendgrid, g_telegram, g_jwt))(c)


def g_pw(c):
    r = c.r
    x = r.random()
    if x < 0.3:
        return c.us.password(length=r.randint(8, 16), special_chars=r.random() < 0.6)
    if x < 0.6:
        w = r.choice(PW_WORDS)
        w = w.capitalize() if r.random() < 0.5 else w
        return w + r.choice(("", "_", "#", "@", ".")) + r.choice((_digits(r, 2), str(r.randint(1975, 2024)), _digits(r, 4))) + r.choice(("", "!", "!!", "$", "?", "*"))
    if x < 0.8:
        return r.choice(PW_PINYIN) + r.choice(("1314", "520", "521", str(r.randint(1970, 2015)), _digits(r, 4), _digits(r, 3)))
    sep = r.choice(("-", "-", ".", "_"))
    return sep.join(r.sample(PW_WORDS, r.randint(3, 4))) + r.choice(("", sep + _digits(r, 2)))


def g_pin(c):
    r = c.r
    while True:
        p = _digits(r, r.choice((6, 6, 8)))
        if len(set(p)) >= 4:
            return p


def g_email_us(c):
    r, f = c.r, c.us
    x = r.random()
    if x < 0.35:
        e = f.free_email()
    elif x < 0.55:
        e = f.company_email()
    elif x < 0.65:
        e = c.gb.free_email()
    else:
        e = (f"{f.first_name().lower()}{r.choice(('.', '_', ''))}{f.last_name().lower()}"
             f"{r.choice(('', '', _digits(r, 2), str(r.randint(1980, 2005))))}@"
             f"{r.choice(('gmail.com', 'yahoo.com', 'icloud.com', 'outlook.com', 'hotmail.com', 'proton.me', 'aol.com', 'me.com'))}")
    return e.lower()


def g_email_cn(c):
    r, f = c.r, c.cn
    x = r.random()
    if x < 0.3:
        return f"{r.randint(10**5, 3 * 10**9)}@qq.com"
    if x < 0.5:
        return f.free_email()
    if x < 0.65:
        return f.company_email()
    return (f"{r.choice(PINYIN)}{r.choice(PINYIN)}{r.choice(('', '_', '.'))}"
            f"{r.choice(('', _digits(r, 2), str(r.randint(1980, 2008))))}@"
            f"{r.choice(('163.com', '126.com', 'sina.com', 'foxmail.com', 'aliyun.com', 'gmail.com', 'outlook.com', 'yeah.net'))}")


def g_email_any(c):
    return g_email_us(c) if c.r.random() < 0.5 else g_email_cn(c)


def g_email_spoken(c):
    r, f = c.r, c.us
    user = r.choice((f"{f.first_name()} dot {f.last_name()}", f"{f.first_name()}{f.last_name()}",
                     f"{f.first_name()} underscore {f.last_name()}", f"{f.first_name()}{r.randint(10, 99)}"))
    dom = r.choice(("gmail dot com", "yahoo dot com", "icloud dot com", "outlook dot com", "hotmail dot com"))
    return f"{user} at {dom}".lower()


def g_email_fw(c):
    return g_email_cn(c).replace("@", "＠")


def _us_parts(r):
    return (f"{r.randint(2, 9)}{r.randint(0, 8)}{r.randint(0, 9)}", f"{r.randint(2, 9)}{_digits(r, 2)}",
            _digits(r, 4))


def g_phone_us(c):
    r = c.r
    if r.random() < 0.3:
        return c.us.phone_number()
    a, b, d = _us_parts(r)
    return r.choice((f"({a}) {b}-{d}", f"{a}-{b}-{d}", f"{a}.{b}.{d}", f"{a} {b} {d}",
                     f"+1 {a} {b} {d}", f"+1-{a}-{b}-{d}", f"1{a}{b}{d}", f"{a}{b}{d}",
                     f"({a}){b}-{d}", f"+1 ({a}) {b}-{d}"))


def g_phone_ext(c):
    r = c.r
    a, b, d = _us_parts(r)
    base = r.choice((f"({a}) {b}-{d}", f"{a}-{b}-{d}", f"{a}.{b}.{d}"))
    return base + r.choice((" ext ", " ext. ", " x", "x", " x ", " ext")) + str(r.randint(2, 9999))


def g_phone_uk(c):
    r = c.r
    if r.random() < 0.3:
        return c.gb.phone_number()
    return r.choice((f"07{_digits(r, 3)} {_digits(r, 6)}", f"+44 7{_digits(r, 3)} {_digits(r, 6)}",
                     f"07{_digits(r, 9)}", f"020 {_digits(r, 4)} {_digits(r, 4)}",
                     f"+44 (0)20 {_digits(r, 4)} {_digits(r, 4)}", f"01{_digits(r, 3)} {_digits(r, 6)}",
                     f"+447{_digits(r, 9)}", f"0161 {_digits(r, 3)} {_digits(r, 4)}"))


CN_MOBILE = ("130", "131", "132", "133", "135", "136", "137", "138", "139", "147", "150", "151",
             "152", "153", "155", "156", "157", "158", "159", "166", "173", "175", "176", "177",
             "178", "180", "181", "182", "183", "185", "186", "187", "188", "189", "191", "198", "199")


def g_phone_cn(c):
    r = c.r
    if r.random() < 0.15:
        return c.cn.phone_number()
    p, m, e = r.choice(CN_MOBILE), _digits(r, 4), _digits(r, 4)
    return r.choice((f"{p}{m}{e}", f"{p} {m} {e}", f"{p} {m} {e}", f"{p}-{m}-{e}",
                     f"+86 {p} {m} {e}", f"+86{p}{m}{e}", f"0086-{p}-{m}-{e}", f"{p}{m} {e}",
                     f"+86-{p}{m}{e}", f"{p} {m}{e}", f"{p}－{m}－{e}"))


def g_phone_land(c):
    r = c.r
    ac = r.choice(("010", "021", "022", "023", "020", "0755", "0571", "028", "027", "025", "0512", "0532"))
    n = _digits(r, 8) if len(ac) == 3 else _digits(r, r.choice((7, 8)))
    n = str(r.randint(2, 8)) + n[1:]
    s = r.choice((f"{ac}-{n}", f"{ac}-{n[:4]} {n[4:]}", f"({ac}){n}", f"{ac} {n}", f"{ac}{n}"))
    if r.random() < 0.35:
        s += r.choice(("转", " 转 ", "-", "转分机")) + str(r.randint(100, 9999))
    return s


def g_phone_any(c):
    x = c.r.random()
    return g_phone_cn(c) if x < 0.55 else g_phone_us(c) if x < 0.85 else g_phone_uk(c)


def g_addr_us(c):
    r, f = c.r, c.us
    x = r.random()
    if x < 0.35:
        s = f.street_address()
    else:
        st = f.street_name() if x < 0.65 else r.choice(US_STREETS)
        s = f"{f.building_number() if r.random() < 0.5 else r.randint(1, 9999)} {st}"
        if r.random() < 0.5:
            unit = r.choice((str(r.randint(1, 40)), f"{r.randint(1, 9)}{r.choice('ABCDEF')}", str(r.randint(100, 999))))
            s += r.choice((" apt ", " Apt ", " #", " unit ", ", apt ", " ste ", " Apt. ")) + unit
    return s.lower() if r.random() < 0.45 else s


def g_addr_uk(c):
    r, f = c.r, c.gb
    x = r.random()
    if x < 0.35:
        s = f.street_address().replace("\n", ", ")
    elif x < 0.7:
        s = f"{r.randint(1, 220)}{r.choice(('', '', '', 'a', 'b'))} {f.street_name()}"
    else:
        s = f"Flat {r.randint(1, 30)}, {r.randint(1, 180)} {f.street_name()}"
    return s.lower() if r.random() < 0.35 else s


def g_addr_cn(c):
    r = c.r
    road = c.cn.street_name() if r.random() < 0.2 else r.choice(CN_ROADS)
    sp = " " if r.random() < 0.2 else ""
    x = r.random()
    if x < 0.2:
        num = f"{r.randint(1, 2000)}弄{r.randint(1, 60)}号"
    elif x < 0.35:
        num = f"{r.randint(1, 500)}号院"
    else:
        num = f"{r.randint(1, 999)}号"
    parts = [road + num]
    if r.random() < 0.7:
        parts.append(r.choice((f"{r.randint(1, 30)}号楼", f"{r.randint(1, 30)}栋", f"{r.choice('ABCDE')}座",
                               f"{r.randint(1, 12)}幢")))
        if r.random() < 0.5:
            parts.append(f"{r.randint(1, 6)}单元")
    if r.random() < 0.75:
        room = f"{r.randint(1, 33)}{r.randint(1, 8):02d}"
        parts.append(room + r.choice(("室", "室", "", "房")))
    return sp.join(parts)


def g_addr_any(c):
    x = c.r.random()
    return g_addr_cn(c) if x < 0.5 else g_addr_us(c) if x < 0.8 else g_addr_uk(c)


def g_ssn(c):
    r = c.r
    if r.random() < 0.25:
        return c.us.ssn()
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    g, s = r.randint(1, 99), r.randint(1, 9999)
    return r.choice((f"{a:03d}-{g:02d}-{s:04d}", f"{a:03d}-{g:02d}-{s:04d}", f"{a:03d} {g:02d} {s:04d}",
                     f"{a:03d}{g:02d}{s:04d}"))


def g_nino(c):
    r = c.r
    while True:
        p = r.choice("ABCEGHJKLMNOPRSTWXYZ") + r.choice("ABCEGHJKLMNPRSTWXYZ")
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = _digits(r, 6)
    s = r.choice("ABCD")
    out = r.choice((f"{p}{d}{s}", f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}", f"{p}{d}{s}", f"{p} {d} {s}"))
    return out.lower() if r.random() < 0.2 else out


def g_cnid(c):
    r = c.r
    v = cn_id(r)
    if v.endswith("X") and r.random() < 0.4:
        v = v[:-1] + "x"
    if r.random() < 0.2:
        v = f"{v[:6]} {v[6:14]} {v[14:]}"
    return v


def g_pp_us(c):
    r = c.r
    x = r.random()
    return c.us.passport_number() if x < 0.3 else (_digits(r, 9) if x < 0.7 else r.choice("ACEFHJKX") + _digits(r, 8))


def g_pp_uk(c):
    r = c.r
    return c.gb.passport_number() if r.random() < 0.4 else str(r.randint(1, 9)) + _digits(r, 8)


def g_pp_cn(c):
    r = c.r
    return r.choice((f"E{_digits(r, 8)}", f"E{r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}{_digits(r, 7)}",
                     f"G{_digits(r, 8)}", f"E{_digits(r, 8)}"))


def g_gov_any(c):
    return c.r.choice((g_cnid, g_cnid, g_ssn, g_pp_cn, g_pp_us, g_nino))(c)


def g_passport_any(c):
    return c.r.choice((g_pp_cn, g_pp_us, g_pp_uk))(c)


CN_BINS = ("622202", "621700", "622588", "622848", "621661", "622700", "620522", "622609",
           "621483", "622908", "623058", "625965")


def _group_card(r, n):
    if len(n) == 15:
        sep = r.choice((" ", "-", ""))
        return sep.join((n[:4], n[4:10], n[10:]))
    sep = r.choice((" ", " ", "-", ""))
    return sep.join(n[i:i + 4] for i in range(0, len(n), 4))


def g_card_en(c):
    r = c.r
    x = r.random()
    if x < 0.25:
        n = c.us.credit_card_number()
    elif x < 0.5:
        n = luhn_number(r, "4", 16)
    elif x < 0.7:
        n = luhn_number(r, r.choice(("51", "52", "53", "54", "55", "2221", "2720", "2300")), 16)
    elif x < 0.85:
        n = luhn_number(r, r.choice(("34", "37")), 15)
    else:
        n = luhn_number(r, r.choice(("6011", "65")), 16)
    return _group_card(r, n)


def g_card_cn(c):
    r = c.r
    n = luhn_number(r, r.choice(CN_BINS), r.choice((16, 19, 19))) if r.random() < 0.8 else luhn_number(r, r.choice(("4", "51", "53")), 16)
    return _group_card(r, n)


def g_card_any(c):
    return g_card_cn(c) if c.r.random() < 0.5 else g_card_en(c)


def g_iban(c):
    r = c.r
    x = r.random()
    if x < 0.25:
        v = c.gb.iban()
    elif x < 0.5:
        v = iban_from("GB", r.choice(("NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ")) + _digits(r, 14))
    elif x < 0.7:
        v = iban_from("DE", _digits(r, 18))
    elif x < 0.85:
        v = iban_from("NL", r.choice(("ABNA", "INGB", "RABO")) + _digits(r, 10))
    else:
        v = iban_from("FR", _digits(r, 23))
    if r.random() < 0.5:
        v = " ".join(v[i:i + 4] for i in range(0, len(v), 4))
    return v


def g_acct(c):
    r = c.r
    x = r.random()
    if x < 0.35:
        return c.us.bban()[-r.choice((10, 12)):] if r.random() < 0.3 else _digits(r, r.choice((8, 10, 12)))
    if x < 0.6:
        return _digits(r, 8)
    return _digits(r, r.choice((12, 16, 17)))


def g_routing(c):
    return c.us.aba()


def g_sort(c):
    r = c.r
    return f"{r.randint(1, 99):02d}-{r.randint(0, 99):02d}-{r.randint(0, 99):02d}"


def _name_en(c):
    r = c.r
    f = c.us if r.random() < 0.65 else c.gb
    x = r.random()
    if x < 0.35:
        first = f.first_name()
    elif x < 0.65:
        first = f.first_name_female()
    else:
        first = f.first_name_male()
    last = f.last_name()
    n = f"{first} {r.choice(string.ascii_uppercase)} {last}" if r.random() < 0.08 else f"{first} {last}"
    return n


def g_name_en(c):
    n = _name_en(c)
    return n.lower() if c.r.random() < 0.55 else n


def g_name_cn(c):
    r, f = c.r, c.cn
    x = r.random()
    if x < 0.35:
        return f.name()
    if x < 0.55:
        return f.name_female()
    if x < 0.75:
        return f.name_male()
    return f.last_name() + f.first_name()


def g_name_py(c):
    r, f = c.r, c.cn
    x = r.random()
    if x < 0.4:
        n = f.romanized_name()
    elif x < 0.7:
        n = f"{c.us.first_name()} {f.romanized_name().split()[-1]}"
    else:
        a, b = f.romanized_name().split()
        n = f"{b} {a}"
    return n.lower() if r.random() < 0.5 else n


def g_name_mixed(c):
    x = c.r.random()
    return g_name_cn(c) if x < 0.45 else g_name_py(c) if x < 0.75 else g_name_en(c)


def _handle_en(c):
    r, f = c.r, c.us
    x = r.random()
    if x < 0.35:
        h = f.user_name()
    elif x < 0.55:
        h = f"{f.first_name().lower()}{r.choice(('_', '.', ''))}{f.last_name().lower()}{r.choice(('', _digits(r, 2)))}"
    elif x < 0.75:
        h = f"{r.choice(PW_WORDS)}_{r.choice(PW_WORDS)}{r.randint(1, 999)}"
    elif x < 0.85:
        h = f"xx_{f.first_name().lower()}_xx"
    else:
        h = f"the{f.first_name().lower()}{r.choice(('official', 'irl', 'vibes', 'tv', 'codes'))}"
    return h


def g_user(c):
    return _handle_en(c)


def g_user_at(c):
    return "@" + _handle_en(c)


def _handle_cn(c):
    r = c.r
    x = r.random()
    if x < 0.3:
        return c.cn.user_name()
    if x < 0.55:
        return f"{r.choice(PINYIN)}{r.choice(PINYIN)}_{_digits(r, r.choice((2, 3, 4)))}"
    if x < 0.75:
        return f"{r.choice(PINYIN)}{r.choice(PINYIN)}{r.randint(1985, 2010)}"
    return f"{r.choice(PW_WORDS)}_{r.choice(PINYIN)}{r.choice(PINYIN)}"


def g_wx(c):
    r = c.r
    return "wxid_" + _rs(r, string.ascii_lowercase + string.digits, 14) if r.random() < 0.3 else _handle_cn(c)


def g_qq(c):
    return str(c.r.randint(10**5, 3 * 10**9))


def g_user_cn(c):
    return _handle_cn(c)


def g_user_cn_at(c):
    return "@" + _handle_cn(c)


def g_user_mixed(c):
    return _handle_cn(c) if c.r.random() < 0.5 else _handle_en(c)


def g_user_mixed_at(c):
    return "@" + g_user_mixed(c)


def _uname(c, win=False):
    r = c.r
    x = r.random()
    if x < 0.3:
        return c.us.first_name().lower()
    if x < 0.45:
        return c.us.first_name()
    if x < 0.6:
        return f"{c.us.first_name().lower()}{r.choice(('.', ''))}{c.us.last_name().lower()}"
    if x < 0.8:
        return f"{r.choice(PINYIN)}{r.choice(PINYIN)}"
    if x < 0.9 and win:
        return g_name_cn(c)
    return c.us.user_name()


def g_path_nix(c):
    return ("/Users/" if c.r.random() < 0.6 else "/home/") + _uname(c)


def g_path_win(c):
    return c.r.choice(("C:\\Users\\", "C:\\Users\\", "c:\\users\\", "D:\\Users\\")) + _uname(c, win=True)


_EN_NUM = ("twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
           "eleven", "twelve")
_ZH_NUM = ("零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二")
_HOURS = {"am": (5, 11), "pm": (13, 22), "any": (5, 22)}


def g_time_en(c, span="any"):
    r = c.r
    H = r.randint(*_HOURS[span])
    h = H % 12 or 12
    ap = "am" if H < 12 else "pm"
    mm = r.choice(("00", "15", "30", "45", "10", "20", "40", "50", "05", "30", "30"))
    forms = [f"{h}{ap}", f"{h} {ap}", f"{h}:{mm}{ap}", f"{h}:{mm} {ap}", f"{h}:{mm}",
             f"{h}.{mm}{ap}", f"{H:02d}:{mm}", f"{h} {ap.upper()}", f"{h}:{mm} {ap[0]}.m.",
             f"half past {_EN_NUM[h]}", f"quarter to {_EN_NUM[h % 12 + 1]}",
             f"quarter past {_EN_NUM[h]}", f"{_EN_NUM[h]} o'clock", f"{_EN_NUM[h]} thirty"]
    if mm != "00":
        forms.append(f"{h}{mm}{ap}")
    return r.choice(forms)


def g_time_en_am(c):
    return g_time_en(c, "am")


def g_time_en_pm(c):
    return g_time_en(c, "pm")


def g_time_en_any(c):
    return g_time_en(c, "any")


def g_time_zh(c, span="any"):
    r = c.r
    H = r.randint(*_HOURS[span])
    if span == "any" and r.random() < 0.1:
        H = r.choice((4, 5, 12, 23))
    h = H if H <= 12 else H - 12
    pre = ("凌晨" if H < 6 else r.choice(("早上", "早上", "上午", "早")) if H < 12 else "中午" if H == 12
           else "下午" if H < 18 else r.choice(("傍晚", "晚上")) if H == 18 else "晚上")
    mm = r.choice(("10", "15", "20", "40", "45", "50", "05"))
    zh = _ZH_NUM[h]
    forms = (f"{pre}{h}点", f"{pre}{h}点半", f"{h}点半", f"{pre}{zh}点", f"{pre}{zh}点半", f"{pre}{h}:{mm}",
             f"{H}:{mm}", f"{H}:30", f"{pre}{h}点{mm}", f"{pre}{h}点{mm}分", f"{zh}点一刻", f"{pre}{h}点整",
             f"{H}：{mm}", f"{pre}{zh}点三刻", f"{H}点")
    return r.choice(forms)


def g_time_zh_am(c):
    return g_time_zh(c, "am")


def g_time_zh_pm(c):
    return g_time_zh(c, "pm")


def g_time_zh_any(c):
    return g_time_zh(c, "any")


def g_time_mx_am(c):
    return g_time_zh(c, "am") if c.r.random() < 0.5 else g_time_en(c, "am")


def g_time_mx_pm(c):
    return g_time_zh(c, "pm") if c.r.random() < 0.5 else g_time_en(c, "pm")


def g_time_mx_any(c):
    return g_time_zh(c, "any") if c.r.random() < 0.5 else g_time_en(c, "any")


def g_coord(c, region=None):
    r = c.r
    region = region or r.choice(("us", "uk", "cn"))
    lat, lon = {"us": (r.uniform(26, 47.5), r.uniform(-123.5, -71)), "uk": (r.uniform(50.2, 57.8), r.uniform(-5.5, 1.6)),
                "cn": (r.uniform(22.2, 41), r.uniform(102, 121.9))}[region]
    p = r.choice((4, 5, 6))
    a, b = f"{lat:.{p}f}", f"{lon:.{p}f}"
    forms = [f"{a}, {b}", f"{a},{b}", f"{a} {b}", f"{a}, {b}"]
    if region == "cn":
        forms += [f"{a}°N, {b}°E", f"北纬{a} 东经{b}", f"{a}，{b}"]
    else:
        forms += [f"{a}° N, {abs(lon):.{p}f}° W" if region == "us" else f"{a}N {b}"]
    return r.choice(forms)


def g_coord_cn(c):
    return g_coord(c, "cn")


def g_zip(c):
    r = c.r
    return c.us.zipcode_plus4() if r.random() < 0.25 else c.us.zipcode()


def g_pc_uk(c):
    p = c.gb.postcode()
    x = c.r.random()
    return p.lower() if x < 0.2 else p.replace(" ", "") if x < 0.3 else p


def g_pc_cn(c):
    r = c.r
    return r.choice(("10", "20", "51", "31", "43", "61", "65", "21", "30", "52", "41", "35", "40")) + _digits(r, 4)


def g_hood_en(c):
    r = c.r
    if r.random() < 0.4:
        return r.choice(HOODS_EN)
    n = f"{c.us.last_name()} {r.choice(HOOD_SUFFIX)}"
    return n.lower() if r.random() < 0.4 else n


def g_hood_cn(c):
    r = c.r
    if r.random() < 0.15:
        return r.choice(HOODS_ZH)
    while True:
        n = r.choice(HOOD_ZH_PRE) + r.choice(HOOD_ZH_MID) + r.choice(HOOD_ZH_SUF)
        if len(n) >= 4 and "花园花园" not in n:
            return n


def g_hood_any(c):
    return g_hood_cn(c) if c.r.random() < 0.55 else g_hood_en(c)


GEN = {name[2:]: fn for name, fn in list(globals().items()) if name.startswith("g_") and callable(fn)}

# --------------------------------------------------------------------------------------------
# fillers used inside templates (non-personal)
# --------------------------------------------------------------------------------------------

FILL = {
    "e": lambda c: c.r.choice(("", "", " 😂", " 🙏", " 👍", " 😅", " ❤️", " 🙂", " lol", " thx", " ty",
                               " pls", "!!", " 👀", " 🤞", " haha", " k")),
    "ze": lambda c: c.r.choice(("", "", "[捂脸]", "[微笑]", "[呲牙]", "[OK]", "👌", "[抱拳]", "😂", "🙏",
                                "[偷笑]", "～")),
    "ya": lambda c: c.r.choice(("啊", "呢", "哈", "嘛", "吧", "呀", "哦", "啦", "", "")),
    "city": lambda c: c.r.choice(CITIES_EN),
    "city_zh": lambda c: c.r.choice(CITIES_ZH),
    "dist": lambda c: c.r.choice(CN_DISTRICTS),
    "day": lambda c: c.r.choice(("mon", "tue", "tues", "wed", "thu", "thurs", "fri", "sat", "sun",
                                 "monday", "friday", "saturday", "sunday")),
    "day_zh": lambda c: c.r.choice(("周一", "周二", "周三", "周四", "周五", "周六", "周日", "星期三",
                                    "礼拜天", "星期五")),
    "dbuser": lambda c: c.r.choice(("app", "admin", "deploy", "postgres", "root", "svc", "ci", "bot",
                                    "readonly", "backend")),
    # benign-only fillers
    "temp": lambda c: f"{c.r.randint(20, 104)}°F" if c.r.random() < 0.6 else f"{c.r.randint(20, 104)} degrees",
    "temp_c": lambda c: str(c.r.randint(-15, 39)),
    "food": lambda c: c.r.choice(("tacos", "pho", "ramen", "bbq", "dumplings", "pizza", "sushi",
                                  "pad thai", "birria", "bagels", "fish and chips", "hot pot", "boba")),
    "food_zh": lambda c: c.r.choice(("火锅", "小龙虾", "烤鸭", "螺蛳粉", "麻辣烫", "煎饼果子", "肠粉",
                                     "酸菜鱼", "生煎", "热干面", "奶茶", "烤串")),
    "movie": lambda c: c.r.choice(("dune part two", "oppenheimer", "inside out 2", "the bear",
                                   "wicked", "gladiator 2", "barbie", "shogun", "severance",
                                   "deadpool & wolverine", "squid game 2")),
    "movie_zh": lambda c: c.r.choice(("哪吒之魔童闹海", "流浪地球2", "热辣滚烫", "满江红", "封神第一部",
                                      "繁花", "漫长的季节", "飞驰人生2", "第二十条")),
    "team": lambda c: c.r.choice(("lakers", "celtics", "warriors", "knicks", "yankees", "dodgers",
                                  "arsenal", "man city", "liverpool", "chiefs", "eagles", "49ers")),
    "team_zh": lambda c: c.r.choice(("国足", "上海申花", "广州队", "中国女排", "北京国安", "山东泰山")),
    "score": lambda c: f"{c.r.randint(0, 5)}-{c.r.randint(0, 5)}" if c.r.random() < 0.5 else f"{c.r.randint(88, 130)}-{c.r.randint(85, 128)}",
    "price_usd": lambda c: f"${c.r.randint(2, 1500)}.{c.r.choice(('99', '49', '00', '95'))}",
    "price_cny": lambda c: f"{c.r.randint(9, 9999)}{c.r.choice(('块', '元', '', '块钱'))}",
    "price_small": lambda c: f"${c.r.randint(1, 9)}.{c.r.randint(0, 99):02d}",
    "price_small_cny": lambda c: f"{c.r.randint(5, 120)}{c.r.choice(('块', '元', '', '块钱'))}",
    "n3": lambda c: str(c.r.randint(20, 300)),
    "pct": lambda c: f"{c.r.randint(1, 60)}{c.r.choice(('', '.5', '.2'))}%",
    "zhe": lambda c: c.r.choice(("8", "8.5", "7", "9", "6.5", "5")),
    "flight": lambda c: c.r.choice(("UA", "AA", "DL", "BA", "CA", "MU", "CZ", "HU", "VS", "B6", "WN"))
    + str(c.r.randint(10, 2999)),
    "order": lambda c: c.r.choice(("", "W", "A", "")) + non_luhn_number(c.r, c.r.choice((16, 19, 12)), "2"),
    "ticket": lambda c: str(c.r.randint(100, 99999)),
    "sha": lambda c: _rs(c.r, "0123456789abcdef", c.r.choice((7, 8, 12, 40))),
    "uuid": lambda c: "-".join(_rs(c.r, "0123456789abcdef", k) for k in (8, 4, 4, 4, 12)),
    "ver": lambda c: f"3.{c.r.randint(8, 13)}" + c.r.choice(("", f".{c.r.randint(0, 9)}")),
    "ios": lambda c: f"{c.r.randint(16, 18)}.{c.r.randint(0, 6)}" + c.r.choice(("", ".1")),
    "chrome": lambda c: f"{c.r.randint(118, 131)}.0.{c.r.randint(6000, 6800)}.{c.r.randint(10, 200)}",
    "date_dot": lambda c: f"{c.r.randint(2022, 2025)}.{c.r.randint(1, 12)}.{c.r.randint(1, 28)}",
    "date_word": lambda c: f"{c.r.choice(('jan', 'feb', 'mar', 'apr', 'may', 'june', 'july', 'aug', 'sept', 'oct', 'nov', 'dec'))} {c.r.randint(1, 30)}",
    "date_zh": lambda c: f"{c.r.randint(1, 12)}月{c.r.randint(1, 30)}号",
    "n": lambda c: str(c.r.randint(2, 9)),
    "n4": lambda c: str(c.r.randint(1, 9999)),
    "pubtime": lambda c: c.r.choice(("8pm ET", "7:30pm eastern", "10am PT", "noon ET", "3pm GMT",
                                     "8:15pm local")),
    "product": lambda c: c.r.choice(("iphone 16 pro", "pixel 9", "galaxy s24", "airpods pro 2",
                                     "switch 2", "ps5 pro", "macbook air m3", "kindle", "model y")),
    "product_zh": lambda c: c.r.choice(("华为Mate70", "小米15", "iPhone16", "大疆Pocket3", "小米SU7",
                                        "比亚迪秦", "理想L6", "戴森吹风机", "Switch")),
}

_PH = re.compile(r"\{([a-z_0-9]+)\}")


def fill(tpl: str, c: Ctx) -> str:
    return _PH.sub(lambda m: FILL[m.group(1)](c), tpl)


# --------------------------------------------------------------------------------------------
# templates: (category, lang) -> (default kinds, [tpl or (kind, tpl)])
# --------------------------------------------------------------------------------------------

T: dict[tuple[str, str], tuple[tuple[str, ...], list]] = {}

T[("secret", "en")] = (("tok",), [
    "heres the key {v} dont share it{e}", "ok use this one {v} the old token got revoked",
    "token is {v} lmk if it works", "just pasting it here so i dont lose it {v}",
    ("aws", "aws access key {v} secret is in 1password"), ("aws", "AWS_ACCESS_KEY_ID={v} in the .env pls"),
    ("aws_secret", "aws_secret_access_key = {v}"), ("openai", "export OPENAI_API_KEY={v} then rerun it"),
    ("openai", "can u try my openai key {v} mine still has credits"),
    ("anthropic", "claude key for the hackathon {v} expires sunday"),
    ("gh", "my gh token {v} has repo scope i think"),
    ("ghpat", "use the fine grained one {v} its read only"),
    ("slack", "slack bot token {v} goes in the config"),
    ("slackhook", "webhook is https://hooks.slack.com/services/{v} dont post it in general lol"),
    ("stripe", "stripe live key → {v} pls dont commit it"), ("stripe", "STRIPE_SECRET_KEY={v}"),
    ("telegram", "the bot token is {v} from botfather"),
    ("hf", "{v} <- thats the hf token for the private model"),
    ("google", "maps api key {v} restrict it later"), ("sendgrid", "sendgrid key: {v}"),
    ("jwt", "curl -H 'Authorization: Bearer {v}' https://api.example.com/v1/me gives 401 wtf"),
    ("jwt", "my session jwt is {v} can u decode it"),
    ("block", "omg i just pasted my private key in here\n{v}\nplz ignore lol"),
    ("block", "this is the deploy key dont lose it\n{v}"),
    ("urlpw", "db url is postgres://{dbuser}:{v}@db.internal:5432/prod"),
    ("urlpw", "clone w https://{dbuser}:{v}@git.example.com/team/site.git"),
    ("urlpw", "redis://default:{v}@cache.example.net:6379 thats the cache"),
    ("urlpw", "mongodb+srv://{dbuser}:{v}@cluster0.x7k2p.mongodb.net/test ok"),
    ("assign", "client_secret: {v}"), ("assign", "API_SECRET={v} dont lose it"),
    ("assign", "the webhook signing secret is {v}"), "pls rotate {v} i leaked it in a screenshot 😭",
])

T[("secret", "zh")] = (("tok",), [
    "这个是api key {v} 别外传{ya}", "token发你了 {v} 用完跟我说一声", "新的密钥{v}，旧的已经失效了",
    ("openai", "openai的key是{v}哈 额度不多了省着点"), ("openai", "我的key {v} 你先用着{ze}"),
    ("anthropic", "claude的key：{v}"), ("aws", "aws的access key {v} secret我私聊你"),
    ("aws_secret", "aws_secret_access_key={v} 放到配置里"), ("gh", "github令牌 {v} 有仓库权限"),
    ("ghpat", "细粒度的令牌{v}只读的"), ("slack", "slack机器人的token是{v}"), ("stripe", "stripe正式环境密钥{v}千万别提交到仓库"),
    ("telegram", "电报机器人token：{v}"), ("hf", "抱抱脸的令牌{v}"), ("google", "谷歌地图的key {v} 回头加个限制"),
    ("sendgrid", "发邮件用的sendgrid密钥是{v}"), ("jwt", "登录接口返回的token是{v} 帮我看看过期没"), ("jwt", "把这个令牌{v}放到请求头里试试"),
    ("block", "不小心把私钥发群里了\n{v}\n大家当没看见{ya}"), ("block", "服务器的私钥：\n{v}"),
    ("urlpw", "数据库连接串 mysql://{dbuser}:{v}@10.0.0.12:3306/shop"),
    ("urlpw", "仓库地址 https://{dbuser}:{v}@gitee.com/team/app.git"),
    ("urlpw", "redis连接 redis://:{v}@127.0.0.1:6379/0"), ("assign", "app_secret={v} 这个是小程序的"),
    ("assign", "签名密钥是{v}"), ("assign", "阿里云的AccessKey Secret：{v}"), "快帮我把{v}这个key作废了 截图发出去了😭",
    "密钥 {v} 你复制一下{ze}",
])

T[("secret", "mixed")] = (("tok",), [
    "这个key {v} 先用着 don't share哈", "token我发你了 {v} lmk if it works",
    ("openai", "openai key是{v} 额度快用完了 be careful"), ("anthropic", "claude的api key {v} expires下周"),
    ("aws", "aws access key {v} secret我DM你"), ("aws_secret", "记得export AWS_SECRET_ACCESS_KEY={v}"),
    ("gh", "我的github token {v} 有write权限 so小心点"), ("ghpat", "fine-grained token是{v} read only的"),
    ("slack", "slack bot token {v} 放config里"),
    ("slackhook", "webhook url https://hooks.slack.com/services/{v} 别发到general"),
    ("stripe", "stripe live key {v} 千万别commit"), ("telegram", "telegram bot token {v} from botfather"),
    ("hf", "hf token {v} 用来下private model"), ("google", "google maps key {v} 记得加restriction"),
    ("sendgrid", "sendgrid的key: {v}"), ("jwt", "Bearer {v} 这个jwt过期了吗"),
    ("jwt", "login返回的token {v} 帮我decode一下"), ("block", "oops 私钥贴错地方了\n{v}\n快删掉"),
    ("block", "deploy key在这\n{v}"), ("urlpw", "db连接 postgres://{dbuser}:{v}@db.internal:5432/app"),
    ("urlpw", "git clone https://{dbuser}:{v}@gitlab.com/team/infra.git 就行"),
    ("assign", "client_secret是{v}"), ("assign", "API_SECRET={v} 放.env里"),
    ("assign", "webhook的signing secret是{v}"), "快rotate一下{v} 我不小心leak了😭", "key在这 {v} 用完revoke",
])

T[("password", "en")] = (("pw",), [
    "wifi pw is {v}", "wifi password: {v}{e}", "the netflix password is {v} dont change it pls", "pw {v}",
    "login for the router is admin / {v}", "new password is {v} i changed it after the breach thing",
    ("pin", "passcode for the door is {v}"), "my passphrase is {v}", "guest wifi pass: {v}",
    "mom the ipad password is {v} ok", "ssh password {v} same as b4", "pwd={v}",
    "password is literally {v} haha", "for hulu use {v} as the password",
    "the pass for the shared drive is {v}", "try {v} thats the pw for the office wifi",
    ("pin", "i set the pin to {v}"), "disney+ pass: {v} dont tell ur brother", "password = {v}",
    ("pin", "garage code is {v}"), "ok the wifi is CoffeeHouse_Guest and the password is {v}",
    "pw for the pdf is {v}", "Password: {v}", "lmk if {v} doesnt work as the pass",
    ("pin", "alarm code {v} if it starts beeping"), "the zip pw is {v}",
    "my steam pw is {v} if u need to download it", "changed it to {v}, the old password was too weak",
    "hey so the wifi password at grandmas is {v}",
])

T[("password", "zh")] = (("pw",), [
    "wifi密码是{v}", "密码 {v} 别告诉别人{ya}", "家里wifi密码{v}哈", ("pin", "门锁密码是{v}"), "我把密码改成{v}了", "爱奇艺会员的密码是{v}",
    "路由器后台密码{v}", "压缩包密码：{v}", "店里的无线网密码是{v}{ze}", "密码是{v}呢 你试试", "口令是{v}", ("pin", "保险柜密码{v} 别记错了"),
    "电脑开机密码{v}", "新密码：{v}", "腾讯视频的账号密码{v}", ("pin", "小区门禁密码是{v}"), "服务器登录密码{v} 跟上次一样", "我的网盘密码是{v}",
    "文件加密了 密码{v}", "wifi名字是家里的那个 密码{v}", "登录密码改成{v}了 记一下", "密码就是{v} 全小写", "那个pdf的打开密码是{v}", "公司wifi密码{v}",
    ("pin", "行李箱密码{v}"), "游戏账号密码是{v} 你先登着", "临时密码{v}，第一次登录要改",
])

T[("password", "mixed")] = (("pw",), [
    "wifi密码是{v} 大小写注意哈", "the wifi pw is {v} 别告诉楼下", "netflix密码 {v} don't change it", "pw: {v}",
    "我把password改成{v}了", "router admin密码 {v}", ("pin", "门锁code是{v}"), "密码是{v} lmk if it doesnt work",
    "pdf的password是{v}", "zip文件密码{v}", "shared drive的pass是{v}", "我的steam密码{v} 你先登录下载",
    "guest wifi密码{v} enjoy", "新password: {v} 旧的被hack了", ("pin", "ipad的passcode是{v}"),
    ("pin", "alarm密码是{v}"), "服务器ssh密码{v} same as before", "爱奇艺account密码{v}", "login密码是{v} 记得改",
    "passphrase是{v}", "disney+ 的pw是{v}", "office wifi password {v}", "keychain里存的password是{v}",
    "your temp password is {v}，第一次登录要改", "家里wifi pass {v}", "pw={v} 放到config", "hotspot密码{v} 连一下",
])

T[("email", "en")] = (("email_us",), [
    "my email is {v}", "email me at {v}", "send it to {v} thx", "new email {v} the old one got hacked",
    "{v} is my work email", "cc {v} pls", "reach me at {v}{e}", "my icloud is {v}",
    "put {v} on the sign up sheet", "invoice goes to {v}", "shoot me an email {v}",
    "pls use {v} for the shared doc", "{v} <- send the pics here", "my school email {v}",
    "forward it to {v}", "add {v} to the calendar invite", "its {v} all lowercase", "paypal is {v}",
    "apple id is {v}", "my old email was {v} but i dont check it", ("email_spoken", "my email is {v}"),
    ("email_spoken", "send it to {v} ok"), ("email_spoken", "ok so email me {v} thanks"),
    "the receipt went to {v}", "contact: {v}", "venmo wont work just email {v}", "send the resume to {v}",
])

T[("email", "zh")] = (("email_cn",), [
    "我邮箱是{v}", "发我邮箱{v}吧", "简历发到{v}", "我的qq邮箱{v}", "有事发邮件到{v}", "邮箱：{v}", "资料发{v}这个邮箱{ya}", "我换邮箱了 新的是{v}",
    "发票开好发到{v}", "抄送{v}", "把照片发到{v}", "注册用的邮箱是{v}", "{v}是我工作邮箱", "麻烦发到我邮箱{v}哈", "作业交到{v}",
    ("email_fw", "我邮箱{v}"), ("email_fw", "发到{v}就行"), "联系邮箱 {v}", "苹果id是{v}", "报名表发{v}", "老师的邮箱是{v}",
    "我的邮箱地址{v} 别写错了", "邮件发{v}收得到", "发送至{v}", "电子邮箱{v}", "你把合同扫描件发我邮箱 {v}{ze}",
])

T[("email", "mixed")] = (("email_any",), [
    "我的email是{v}", "email我 at {v}", "send到{v}就行", "我的工作email {v}", "cc一下{v}", "简历send to {v}",
    "我换了new email {v}", "有事email {v}", "invoice发到{v}", "apple id是{v}", "paypal账号是{v}", "{v}是我的gmail",
    "把photos发到{v}", "shared doc用{v}登录", ("email_spoken", "我email是{v}"), "contact email: {v} 谢谢",
    "reach me at {v} 随时", "forward给{v}", "calendar invite加上{v}", "注册的时候用的是{v}", "school email是{v}",
    "{v} 这个是我的personal email", "report发{v}", "email地址{v}别写错", "outlook的邮箱{v}", "我老婆的email {v}",
])

T[("phone", "en")] = (("phone_us", "phone_us", "phone_uk"), [
    "my new number is {v}", "text me at {v}", "call me {v}", "cell {v}", "heres my number {v} save it",
    "{v} thats my work line", ("phone_ext", "office {v}"),
    ("phone_ext", "call the front desk {v} if im not picking up"),
    "new phone who dis jk its me, number is {v}", "whatsapp me {v}", "my moms number is {v} in case",
    "if u get lost call {v}", "emergency contact {v}", "number changed to {v} delete the old one",
    "{v} is my google voice", "pls text {v} not my old one", "its {v} lmk when ur here", "ph: {v}",
    "mobile {v}", ("phone_uk", "ring me on {v}"), ("phone_uk", "my mobile's {v}"),
    ("phone_uk", "give us a bell on {v}"), "landline is {v}", "reach me on {v} after work",
    "ur dad's new cell {v}", "fax {v} lol who even faxes", "call or text {v}{e}",
    ("phone_ext", "my direct line is {v}"),
])

T[("phone", "zh")] = (("phone_cn",), [
    "我电话{v}", "手机号{v}", "有事打我电话 {v}", "加微信就是手机号{v}", "我换号了 新号码{v}", ("phone_land", "座机{v}"),
    ("phone_land", "公司电话{v}"), "联系电话：{v}", "到了打{v}", "我老公手机{v}", "快递员说打这个{v}", "这是我的新号{v} 存一下{ya}",
    "电话{v}随时打", "收货人电话{v}", "紧急联系人电话{v}", "我妈的手机{v}", "你打{v}找我", "号码是{v}哈", "{v}是我的工作手机", "手机：{v}",
    ("phone_land", "前台电话{v}"), "有问题打我手机{v}", "微信同号{v}", "打不通就打{v}", "备用号码{v}{ze}", "房东电话{v}",
])

T[("phone", "mixed")] = (("phone_any",), [
    "call我 at {v}", "我的新number是{v}", "text我 {v}", "有事call {v}", "我手机 {v} whatsapp也行", "我换number了 {v}",
    "cell是{v}", "emergency contact电话{v}", "到了call我{v}", "my number是{v} 存一下", ("phone_land", "office电话{v}"),
    "wechat就是手机号{v}", "{v} 这是我的work phone", "uber driver打{v}", "phone: {v} 随时", "你打{v} 找她",
    "delivery的时候call {v}", "我老公的cell {v}", "备用number {v}", ("phone_ext", "front desk是{v}"),
    "pls text {v} 不是旧号", "联系number {v}", "landlord的phone是{v}", "打不通就call {v}", "whatsapp me {v} 我在国外",
    "new phone 新号码 {v}",
])

T[("address", "en")] = (("addr_us", "addr_us", "addr_uk"), [
    "im at {v} now", "my new address is {v}", "send it to {v} pls", ("addr_us", "pick me up at {v}"),
    ("addr_us", "party at my place {v} bring chips"), "moved to {v}, {city} 🏠",
    ("addr_us", "the package went to {v} instead of my apt smh"), ("addr_us", "uber me to {v}"),
    "our new place is {v} come over", ("addr_uk", "my address is {v}"),
    ("addr_uk", "post it to {v} cheers"), ("addr_uk", "new flat is {v}, {city}"), "billing address {v}",
    ("addr_us", "mail the check to {v}"), "lmk when ur outside {v}", "ship to {v} not the old one",
    ("addr_us", "we're at {v} the one w the red door"), "dropping it off at {v} after lunch",
    ("addr_uk", "deliveries to {v} pls"), "i live at {v} btw", ("addr_us", "garage sale at {v} sat"),
    "change my address to {v}", "our new apt is {v} (finally lol)",
    ("addr_uk", "we're at {v} now, the one above the chippy"),
    "directions to {v} pls google maps is being weird", "put {v} on the form", "home address: {v}{e}",
])

T[("address", "zh")] = (("addr_cn",), [
    "我住在{city_zh}{dist}{v}", "快递寄到{v}就行", "我家地址{v}", "地址：{city_zh}市{dist}{v}", "新家在{v}，欢迎来玩", "到{v}楼下给我打电话",
    "外卖送到{v}", "收货地址改成{v}", "我搬到{v}了{ze}", "聚会在我家 {v}", "麻烦送到{dist}{v}", "我爸妈家在{v}", "打车到{v}",
    "就在{v}，一楼是便利店那栋", "发票寄到{v}", "我在{v}等你", "把东西放到{v}门口就行", "租的房子在{v}", "老家地址是{city_zh}{dist}{v}",
    "搬家公司约的是到{v}", "写{v}就能收到", "婚礼请柬寄到{v}", "你导航{v}就到了", "住址 {v}", "我的新地址：{v} 记一下{ya}", "寄件人地址填{v}",
])

T[("address", "mixed")] = (("addr_any",), [
    "我现在住在{v} near the park", "我的address是{v}", "package寄到{v}", "pick me up at {v} 我在楼下", "新家在{v} come over",
    "uber到{v}", "billing address填{v}", "party在我家 {v} bring drinks", "外卖送到{v} thx", "delivery address改成{v}",
    "我搬到{v}了 new place", "mail寄到{v}就行", "lmk到了{v}", "我在{v} 的lobby等你", "shipping address: {v}",
    "我爸妈家在{v} near the school", "地址是{v} 记一下", "airbnb在{v}", "我们住{v} 那个red door的",
    "change my address to {v} 谢谢", "{v} 是我的new address", "我在{v}楼下的starbucks", "发到{v} pls",
    "我家{v}，you can't miss it", "租的apt在{v}", "driver说找不到{v} 你下去接一下",
])

T[("government_id", "en")] = (("ssn",), [
    "my ssn is {v}", "ssn {v} for the w2 form", "social is {v} dont lose it",
    "they need my social {v} to run the credit check", "heres the ssn u asked for {v}", "SSN: {v}",
    "his social security number is {v}", "the tax guy needs ssn {v}", ("nino", "ni number {v}"),
    ("nino", "my NI no is {v} for the payroll form"), ("nino", "national insurance {v}"),
    ("nino", "HMRC asked for my NI number again its {v}"), ("nino", "NINO: {v}"),
    ("pp_us", "passport no. {v} exp 2031"), ("pp_us", "my passport number is {v}"),
    ("pp_us", "passport # {v} for the booking"), ("pp_uk", "uk passport number {v}"),
    ("pp_uk", "need the passport no for the esta its {v}"), ("pp_us", "passport {v} issued in 2022"),
    "ss# {v}", "lol my ssn is {v} pls dont steal my identity",
    ("nino", "ur NI number is {v} it's on the letter"), ("pp_uk", "passport number: {v}"),
    "fill in ssn {v} on page 2", "social security {v} pls keep it safe",
    ("pp_us", "passport num is {v} for the visa appt"),
])

T[("government_id", "zh")] = (("cnid",), [
    "身份证号{v}", "我身份证{v} 帮我填一下", "身份证号码是{v}，订票用", "证件号：{v}", "我老婆的身份证号{v}", "身份证 {v} 别发朋友圈{ya}",
    "报名要填身份证号 我的是{v}", "酒店登记用的身份证号{v}", "公民身份号码{v}", "把我的身份证号{v}发给人事了", "身份证号码 {v} 你核对下", "孩子的身份证号是{v}",
    "我爸身份证号码{v} 帮忙挂个号", "实名认证用身份证号{v}", "社保卡上的号码就是身份证号{v}", ("pp_cn", "护照号{v}"), ("pp_cn", "护照号码是{v} 办签证用"),
    ("pp_cn", "我的护照{v}下个月过期"), ("pp_cn", "机票上护照号填{v}"), ("pp_cn", "护照号：{v}"), ("pp_cn", "港澳通行证不用 护照号{v}"),
    "身份证号是{v}哈{ze}", ("pp_cn", "出国用的护照号码{v}"), "租房合同上写的身份证号{v}", "快递实名要身份证号 {v}", ("pp_cn", "护照编号{v}"),
])

T[("government_id", "mixed")] = (("cnid",), [
    "我的ID number是{v}", "身份证no. {v}", ("passport_any", "passport号{v}"), ("ssn", "my ssn是{v}"),
    ("ssn", "SSN {v} 填在form上"), ("passport_any", "护照 passport no. {v}"), "身份证ID号码{v} 订机票用",
    ("nino", "NI number是{v} for payroll"), ("passport_any", "visa申请要passport number {v}"),
    "身份证 {v} don't share", "check-in要身份证号 {v}", ("ssn", "我social security number是{v}"),
    ("ssn", "hr要我的ssn {v}"), ("passport_any", "passport {v} 明年expire"), "身份证号码 {v} for the booking",
    ("nino", "national insurance no {v} 在letter上"), "身份证号{v} 帮我book一下",
    ("passport_any", "我的passport number: {v}"), ("ssn", "ssn: {v} keep it safe 哈"),
    ("ssn", "tax form上SSN写{v}"), "实名认证要ID number {v}", ("passport_any", "我老婆的passport是{v}"),
    ("passport_any", "护照号码{v} 你double check一下"), "the ID number is {v} 身份证上的",
    ("passport_any", "passport no是{v} 别发群里"), ("gov_any", "证件号 document no. {v}"),
])

T[("financial", "en")] = (("card_en",), [
    "card number {v} exp 09/27", "use my visa {v} for the tickets", "amex {v} the cvv is on the back lol",
    "cc# {v}", "pls charge {v} for the deposit", "my debit card is {v}",
    "the new card is {v} old one got skimmed", ("iban", "iban {v}"), ("iban", "pay me to {v} thx"),
    ("iban", "my IBAN is {v} for the rent"), ("iban", "send the refund to {v}"), ("acct", "acct no {v}"),
    ("acct", "account number {v} sort code is on the letter"), ("acct", "my checking acct is {v}"),
    ("routing", "routing {v} (chase)"), ("routing", "routing number is {v}"),
    ("acct", "direct deposit to account {v} pls"), ("sort", "sort code {v}"), "card: {v}",
    "its {v} the mastercard", "just put {v} as the card on file", ("iban", "bank details: {v}"),
    ("acct", "savings account {v}"), "card no. {v}", ("iban", "IBAN: {v} (monzo)"),
    ("acct", "wire it to acct {v}"), ("routing", "ABA {v}"),
])

T[("financial", "zh")] = (("card_cn",), [
    "卡号{v}", "银行卡号{v} 工商银行", "转到我建行卡{v}", "我的招行卡号是{v}", "信用卡号{v}帮我还一下", "工资卡 {v}",
    ("acct", "账号{v} 开户行招商银行"), ("acct", "对公账户{v}"), "打到这张卡 {v}", "新办的卡{v}", "银行卡：{v}", "你转我农行{v}",
    "卡号是{v}，户名我私发你", ("iban", "欧洲那边的账户IBAN {v}"), "我妈的卡号{v}", "借记卡号码{v}", ("acct", "收款账号：{v}"), "还款卡{v}",
    "房租打到{v}这张卡", "退款原路退回到卡号{v}", "绑定的银行卡是{v}", ("acct", "银行账号{v} 开户行中国银行"), "请转账至卡号{v}",
    "刚办的信用卡{v}额度五万{ze}", ("iban", "IBAN号码{v}"), "交通银行卡号{v}",
])

T[("financial", "mixed")] = (("card_any",), [
    "卡号card number {v}", ("acct", "转账到我的account {v}"), ("card_en", "我的visa {v} exp 09/27"),
    ("iban", "iban是{v}"), "credit card {v} 帮我付一下", ("routing", "routing number {v}"),
    ("acct", "acct no {v} 招商银行"), "refund到{v}这张card", "debit card {v}", ("acct", "打到我的bank account {v}"),
    "工资卡card no. {v}", ("iban", "wire到IBAN {v}"), "用我的card {v} book酒店", ("acct", "银行account number {v}"),
    ("card_en", "我的mastercard {v}"), ("sort", "sort code {v} 账号另发"), ("iban", "pay to {v} 谢谢"),
    "新卡 new card {v}", ("card_en", "amex {v} 可以用吗"), "信用卡 {v} 帮我还", ("iban", "bank details: {v}"),
    ("acct", "savings account {v}"), ("routing", "ABA routing {v}"), "这张card {v} 额度高", "支付用{v}这张卡 thx",
    ("acct", "account {v} 户名私发"),
])

T[("person_name", "en")] = (("name_en",), [
    "my name is {v}", "hey its {v} new phone who dis", "this is {v} from the gym{e}", "tell {v} i said hi",
    "{v} is picking up the kids today", "omw w {v} be there in 10", "ask {v} shes got the keys",
    "my boss {v} is so annoying lol", "dr {v} said to come back in 2 weeks",
    "mrs {v} from next door brought cookies", "fyi {v} got the job!!", "did u see what {v} posted",
    "me and {v} are going halves on the gift", "{v} says the package came",
    "can u add {v} to the group chat", "the sub today was {v} kids loved her",
    "my cousin {v} is staying w us this week", "i told {v} to text u", "is {v} coming sat or nah",
    "contact person is {v} at the front desk", "grandma wants {v} to call her back", "its booked under {v}",
    "the babysitter is {v} shes great", "ur coach {v} emailed about practice", "happy bday {v} 🎉🎉",
    "went on a date w {v} last night 👀", "landlord is {v} btw", "{v} left her jacket here again",
    "we're meeting {v} for brunch", "sign it as {v} not just ur initials",
])

T[("person_name", "zh")] = (("name_cn",), [
    "我叫{v}", "我老公叫{v}", "我老婆{v}说晚上不回来吃饭", "联系人：{v}", "收件人{v}，电话到时候打给她", "{v}今天请假了", "跟{v}说一声我晚点到",
    "帮我问问{v}钥匙在哪", "我妈叫{v}", "{v}老师说明天考试", "班主任是{v}", "刚刚{v}在群里说的那个事你看了吗", "我跟{v}一起去的", "房东叫{v}，人挺好的",
    "这个单子是{v}负责的", "我表姐{v}下周来上海", "你认识{v}吗", "订的是{v}的名字", "{v}生了，是个女儿{ze}", "我们主管{v}又加班了", "快递放{v}那了",
    "新来的同事叫{v}", "{v}说周末一起吃火锅", "孩子的家教是{v}", "病人{v}，挂的是内科", "司机师傅叫{v}", "我儿子叫{v}，今年上小学了",
])

T[("person_name", "mixed")] = (("name_mixed",), [
    "我boss叫{v} super nice", "{v}明天不来office了", "call {v}，她有钥匙", "my name is {v}，叫我小名就行",
    "我老公{v} is so lazy 哈哈", "联系人{v} 有问题找她", "tell {v} 我晚点到", "{v}是我们team的PM", "今天跟{v} had lunch",
    "我的tutor是{v} 人很好", "订位写的是{v}的名字", "{v} 刚发了个朋友圈 so funny", "new hire叫{v} 下周一start", "帮我cc一下{v}",
    "我表妹{v} is coming to visit", "landlord {v} 又涨房租了", "{v}说meeting推迟了", "reference写{v}就行",
    "我们组的intern叫{v}", "dr {v} 说要复查", "我跟{v} are going to the concert", "the nanny叫{v} 很靠谱",
    "你问问{v} she knows", "hi 我是{v} 加个好友", "happy birthday {v} 🎂 生日快乐", "coach {v}说周六训练取消",
])

T[("username", "en")] = (("user",), [
    "my ig is {v}", ("user_at", "follow me {v}"), "add me on snap {v}", "discord: {v}",
    "my gamertag is {v} add me", "username: {v}", "login is {v} same as always",
    ("user_at", "venmo me {v} for the pizza"), "my twitch is {v} im live tonite",
    "github is {v} if u wanna see the repo", ("user_at", "tag me {v} in the pics pls"),
    "my tiktok is {v} lol dont judge", ("user_at", "dm {v} for the link"), "steam name {v}",
    ("user_at", "lol {v} is that u in the bg"), "my reddit is u/{v}", "user {v} locked out again",
    "my xbox gt is {v}", ("user_at", "{v} r we still on for sat"), ("user_at", "cc {v} on the thread"),
    "sign in as {v} then go to settings", "my telegram is {v}", "cashapp ${v}",
    "find me on bluesky {v}.bsky.social", ("user_at", "shoutout to {v} for the rec 🙌"),
    "my roblox user is {v}", "the shared account login is {v}",
])

T[("username", "zh")] = (("user_cn",), [
    ("wx", "我微信号{v}"), ("wx", "加我微信 {v} 备注一下"), "我抖音号是{v}", "小红书搜{v}就能找到我", "b站id {v} 求关注", "用户名：{v}",
    "登录名{v} 密码我私发你", ("qq", "我qq号{v}"), ("qq", "加我扣扣{v}"), ("user_cn_at", "{v} 你看一下群公告"),
    ("user_cn_at", "{v} 明天的事别忘了{ya}"), "微博搜{v}", "游戏id是{v} 拉我一下", ("wx", "微信号改成{v}了"), "我的账号是{v}", "快手号{v}",
    "知乎id {v}", "网名叫{v}", "系统账号{v}被锁了", ("user_cn_at", "谢谢{v} 的推荐{ze}"), ("wx", "有事加我vx {v}"), "闲鱼搜{v}这个用户",
    "github账号{v}", "登录账号和邮箱前缀一样 都是{v}", ("qq", "qq {v} 验证填你名字就行"), "工号登录 用户名{v}",
])

T[("username", "mixed")] = (("user_mixed",), [
    "我ig是{v}", ("user_mixed_at", "follow我 {v}"), ("wx", "加我wechat {v}"), "discord id {v}", "username是{v}",
    "login用{v}", ("user_mixed_at", "{v} 你看一下这个"), "我的github是{v}", "tiktok搜{v}", "小红书id {v} follow一下",
    ("user_mixed_at", "venmo {v} 打钱"), "steam名字是{v}", ("qq", "qq number {v}"), "游戏id {v} add me",
    ("user_mixed_at", "thx {v} 的推荐"), "我的twitter是{v}", "b站 {v} 求三连", "user {v} 被lock了",
    ("wx", "wechat id {v} 备注name"), "snap {v}", ("user_mixed_at", "cc {v} 在thread里"), "account name是{v}",
    "telegram {v}", "抖音id {v} lol", ("user_mixed_at", "{v} meeting 改了吗"), "reddit是u/{v}",
])

T[("home_path", "en")] = (("path_nix",), [
    "its in {v}/Downloads/taxes_2023.pdf", "check {v}/Desktop i left it there",
    ("path_win", r"saved to {v}\Documents\resume_final_v3.docx"), "cd {v}/projects/app && npm i",
    "the log is at {v}/.npm/_logs lol", "ugh my disk is full {v}/Library/Caches is like 40gb",
    "i think its {v}/Pictures/iphone import", "just scp it to {v}/backup",
    ("path_win", r"game saves are in {v}\AppData\Roaming\.minecraft"),
    "error: permission denied {v}/.ssh/id_ed25519", "put the photos in {v}/Dropbox/wedding pls",
    "it keeps writing to {v}/tmp instead of /tmp", "my venv is {v}/.venv/bin/activate",
    ("path_win", r"open {v}\OneDrive\Desktop\budget.xlsx"), "zoom recordings go to {v}/Documents/Zoom",
    "wget dumped it in {v} idk why", "{v}/Music is empty after the update wtf", "rsync -av ./ {v}/site/",
    ("path_win", r"python says no such file {v}\Desktop\script.py"), "the obsidian vault is {v}/notes",
    "i symlinked {v}/code to the ssd", "screenshot saved {v}/Desktop/Screen Shot.png",
    ("path_win", r"steam library {v}\Games"), "bashrc is at {v}/.bashrc just edit it",
    "found it!! {v}/Downloads/IMG_4412.HEIC", "git clone into {v}/src pls",
    "crontab runs {v}/bin/backup.sh",
])

T[("home_path", "zh")] = (("path_nix",), [
    "文件在{v}/Downloads里", ("path_win", r"我放到{v}\Desktop\新建文件夹 了"),
    ("path_win", r"在{v}\Documents\工作\报销.xlsx"), "日志在{v}/logs 下面", "你cd到{v}/project看看",
    ("path_win", r"微信的文件都存在{v}\Documents\WeChat Files里"), "照片备份在{v}/Pictures",
    ("path_win", r"C盘满了 {v}\AppData 占了好多"), "报错说{v}/.ssh/config 权限不对", "虚拟环境在{v}/.venv",
    ("path_win", r"截图在{v}\Pictures\Screenshots 里{ya}"), "代码在{v}/code/demo 下", "我把压缩包解压到{v}/tmp了",
    ("path_win", r"桌面路径是{v}\Desktop"), "脚本放在{v}/bin/备份.sh", "下载的东西都在{v}/Downloads",
    ("path_win", r"网盘同步到{v}\OneDrive 了"), "配置文件在{v}/.config/app", "磁盘满了 {v}/Library 占了五十个G",
    ("path_win", r"安装路径{v}\AppData\Local\Programs"), "备份到{v}/backup 就行", "找到了 在{v}/Downloads/合同.pdf",
    ("path_win", r"游戏存档在{v}\Saved Games"), "定时任务跑的是{v}/bin/sync.sh", "把证书放到{v}/.ssh 下面",
    "笔记都在{v}/Documents/笔记",
])

T[("home_path", "mixed")] = (("path_nix",), [
    "file在{v}/Downloads里", ("path_win", r"我放在{v}\Desktop 了"), "cd到{v}/projects 然后run",
    ("path_win", r"{v}\AppData 太大了 怎么clean"), "log在{v}/logs", "venv在{v}/.venv",
    ("path_win", r"screenshot存在{v}\Pictures\Screenshots"), "ssh key在{v}/.ssh 下面",
    "我的notes在{v}/Documents/notes", ("path_win", r"微信files在{v}\Documents\WeChat Files"),
    "rsync到{v}/backup就行", "permission denied: {v}/.config", ("path_win", r"python找不到{v}\Desktop\test.py"),
    "{v}/Library 占了50G", "把zip解压到{v}/tmp", ("path_win", r"game存档在{v}\Saved Games"),
    "crontab跑的是{v}/bin/sync.sh", "git clone到{v}/code", ("path_win", r"OneDrive路径是{v}\OneDrive"),
    "dotfiles在{v}/.dotfiles", "我把photos放到{v}/Pictures/2024了",
    ("path_win", r"安装到{v}\AppData\Local\Programs 了"), "docker volume mount {v}/data",
    "找到了 {v}/Downloads/合同.pdf", ("path_win", r"{v}\Downloads 里有个installer"),
    "bash_profile在{v}/.bash_profile",
])

T[("schedule", "en")] = (("time_en_any",), [
    ("time_en_am", "i wake up at {v} every day ugh"), ("time_en_pm", "kids soccer is at {v} every tue"),
    ("time_en_am", "gym at {v} mon wed fri"), ("time_en_am", "my alarm is {v} on weekdays"),
    "i take my meds at {v} so remind me", ("time_en_pm", "pickup from daycare is {v}"),
    ("time_en_am", "walk the dog at {v} every morning"), ("time_en_pm", "piano lessons {v} on thursdays"),
    ("time_en_pm", "i usually get home around {v}"), ("time_en_pm", "baby's bedtime is {v} sharp"),
    ("time_en_am", "standup is {v} daily so no calls then"), ("time_en_am", "i start work at {v}"),
    ("time_en_am", "i run every morning at {v}"), ("time_en_am", "church is {v} on sundays"),
    ("time_en_pm", "therapy every other wed at {v}"), ("time_en_pm", "dinner's always at {v} at my moms"),
    ("time_en_am", "bus comes at {v} every school day"), ("time_en_pm", "i'm off at {v} mon thru fri"),
    ("time_en_pm", "swim practice {v} tues and thurs"),
    ("time_en_am", "coffee w the neighbors every sat {v}"),
    ("time_en_pm", "i go to bed at {v} dont text after"),
    ("time_en_am", "my shift starts {v} this whole month"),
    ("time_en_pm", "grandma calls every sunday at {v}"), "feed the cat at {v} pls every day",
    ("time_en_pm", "yoga class is {v} every wed"), ("time_en_am", "school drop off is {v} every morning"),
    ("time_en_pm", "i lock up the shop at {v} every night"),
    ("time_en_am", "i meditate at {v} before work"),
])

T[("schedule", "zh")] = (("time_zh_any",), [
    ("time_zh_am", "我每天{v}起床"), ("time_zh_pm", "孩子每周二{v}上钢琴课"), ("time_zh_pm", "我一般{v}下班"),
    ("time_zh_am", "每天{v}去健身房"), ("time_zh_pm", "每天{v}接孩子放学"), "我每天{v}吃药 记得提醒我{ya}",
    ("time_zh_am", "闹钟定的{v}"), ("time_zh_pm", "晚饭一般{v}吃"), ("time_zh_pm", "每周六{v}带娃去游泳"),
    ("time_zh_am", "每天{v}遛狗"), ("time_zh_pm", "我们家{v}睡觉 别发消息了"), ("time_zh_am", "周一到周五{v}上班打卡"),
    ("time_zh_pm", "每周三{v}有瑜伽课"), ("time_zh_am", "我每天{v}出门坐地铁"), ("time_zh_pm", "每天{v}去接老婆下班"),
    "奶奶每天{v}打太极", ("time_zh_pm", "每晚{v}跑步"), ("time_zh_am", "早饭都是{v}吃的"), ("time_zh_pm", "每周日{v}去教堂"),
    ("time_zh_am", "校车每天{v}到门口"), ("time_zh_pm", "英语网课每周四{v}"), ("time_zh_pm", "店里每天{v}关门"),
    ("time_zh_am", "我一般{v}到公司"), "宝宝每天{v}要喝奶", ("time_zh_pm", "每天{v}给我妈打视频"), ("time_zh_am", "周末{v}去菜市场买菜"),
    ("time_zh_pm", "我的班是每天{v}到第二天早上"),
])

T[("schedule", "mixed")] = (("time_mx_any",), [
    ("time_mx_am", "我每天{v}起床 so tired"), ("time_mx_am", "gym每天{v} 雷打不动"),
    ("time_mx_pm", "kids的swimming class是周六{v}"), ("time_mx_am", "alarm定的{v}"),
    ("time_mx_pm", "每天{v} pick up孩子"), ("time_mx_am", "daily standup是{v} 别打电话"),
    ("time_mx_pm", "我一般{v} get off work"), ("time_mx_am", "每天{v} 遛狗 walk the dog"),
    ("time_mx_pm", "piano课每周四{v}"), ("time_mx_pm", "baby每天{v} 就睡了"), "吃药时间是每天{v} remind me pls",
    ("time_mx_am", "我每天{v}到office"), ("time_mx_pm", "yoga {v} 每周三"), ("time_mx_am", "school bus每天{v}来"),
    ("time_mx_pm", "每周日{v} call我妈"), ("time_mx_am", "run every morning at {v} 风雨无阻"),
    ("time_mx_pm", "dinner一般{v}"), ("time_mx_am", "coffee with neighbors 每周六{v}"),
    ("time_mx_pm", "我每天{v} 睡觉 don't text"), ("time_mx_am", "shift每天从{v}开始"),
    ("time_mx_pm", "tutor每周二{v}来家里"), ("time_mx_am", "每天{v} meditation"), ("time_mx_pm", "每天{v}打游戏 lol"),
    ("time_mx_am", "周末{v}去farmers market"), ("time_mx_pm", "我们家{v} 吃晚饭 come join"),
    ("time_mx_am", "每天{v}送孩子上学"),
])

T[("geo", "en")] = (("coord",), [
    "im here {v} come find me", "pin: {v}", "drop the pin at {v} thats our place",
    "gps says {v} idk where that is lol", "meet at {v} its the back gate of our house",
    "our cabin is at {v} no street address", "the dog's tracker shows {v}", ("zip", "my zip is {v}"),
    ("zip", "shipping zip {v}"), ("zip", "we moved, new zip code {v}"),
    ("pc_uk", "postcode {v} for the delivery"), ("pc_uk", "my postcode is {v} if the driver asks"),
    ("pc_uk", "were in {v} now, the new flat"), ("hood_en", "we live in {v} now"),
    ("hood_en", "moved to {v} last month, loving it"), ("hood_en", "our estate {v} has a pool lol"),
    ("hood_en", "im over in {v} come by"), ("hood_en", "house in {v} finally closed 🎉"),
    ("hood_en", "the hoa in {v} is insane"), ("hood_en", "we're the blue house in {v}"),
    ("zip", "enter {v} as billing zip"), ("pc_uk", "sat nav wants the postcode its {v}"),
    "location {v} pls send help jk", ("hood_en", "kids go to the school in {v} near us"),
    ("zip", "i'm in {v} so it's the other store"), ("hood_en", "our block party in {v} is saturday"),
])

T[("geo", "zh")] = (("hood_cn",), [
    "我住在{v}", "我家在{v}，离地铁站挺近的", "我们{v}又停水了", "到{v}东门给我打电话", "刚搬到{v}{ze}", "{v}的物业太差了", "快递放{v}的快递柜就行",
    "我们家那个小区叫{v}", ("coord_cn", "我的位置{v} 快来"), ("coord_cn", "定位：{v}"), ("coord_cn", "坐标{v}，就在我家楼下"),
    ("coord_cn", "给你发个坐标 {v}"), ("pc_cn", "邮编{v}"), ("pc_cn", "我家邮编是{v}"), ("pc_cn", "收货地址的邮编填{v}"),
    "周末来{v}玩{ya}", "{v}门口新开了家奶茶店", "我爸妈住{v}那边", "我在{v}租的房子", "孩子在{v}旁边上幼儿园", ("coord_cn", "家里的经纬度是{v}"),
    ("pc_cn", "寄到我家 邮编{v} 地址私发"), "{v}这周末业主大会", "从{v}打车到公司要半小时", ("coord_cn", "我在{v}这 你导航过来"),
    "我们{v}的电梯又坏了",
])

T[("geo", "mixed")] = (("hood_any",), [
    "我家在{v} 那个compound", ("pc_uk", "zip code是{v}"), ("coord", "我在{v} come pick me up"),
    "我们搬到{v}了 new place", "{v}的HOA又涨价", ("coord", "pin发你了 {v}"), ("pc_cn", "邮编postcode {v}"),
    "我住{v} near the metro", ("coord", "location: {v} 快来"), "{v}那边的物业 so bad", ("zip", "billing zip填{v}"),
    "周末来{v} bbq", ("coord", "gps显示{v}"), "孩子在{v}旁边的kindergarten", ("pc_uk", "uk的postcode是{v}"),
    "我们{v} 停电了 again", ("coord", "坐标 coordinates {v}"), "从{v}打uber到公司", ("pc_cn", "shipping填邮编{v}"),
    "我在{v}租的apartment", ("zip", "zip {v} 那个store近"), "{v} 门口新开了家coffee shop",
    ("coord", "drop pin {v} 我家后门"), "爸妈住{v} so quiet", ("pc_cn", "邮编是{v} thx"), "快递放{v}的locker",
])

# --------------------------------------------------------------------------------------------
# benign templates (no personal value)
# --------------------------------------------------------------------------------------------

BENIGN = {
    "en": [
        "its {temp} in {city} today ugh", "omg the {food} at that place was sooo good",
        "have u seen {movie}? 10/10", "{team} won {score} last night!!",
        "gas is {price_small} a gallon now smh", "flight {flight} is delayed again lol",
        "alexa turn off the lights lol she never listens", "siri thinks i said call mom again 🙄",
        "tesla stock up {pct} today", "learning ruby this weekend, rails is kinda nice",
        "python {ver} broke my venv again", "order #{order} shipped finally",
        "early morning flights are the worst", "black friday deal {pct} off airpods",
        "happy thanksgiving everyone 🦃", "the game starts at {pubtime} on espn",
        "got a table for {n} people at the ramen place", "rain all week in {city} 🌧️",
        "the washington post paywall is so annoying", "port 5432 already in use wtf",
        "build {date_dot} is out", "error 404 on the checkout page lol",
        "the uber was {price_usd} for like 10 min", "new {product} is {price_usd}?? no thanks",
        "{movie} is on netflix now", "good morning ☀️{e}", "talk later gtg", "jordan 4s restock friday 👟",
        "ordered {food} again oops", "{city} to {city} is like a 3 hr drive",
        "{pct} chance of rain tomorrow", "the {team} game went to overtime",
        "mercedes vs ferrari this sunday 🏎️", "commit {sha} fixed it",
        "1.1.1.1 is faster than 8.8.8.8 for me", "uuid {uuid} keeps showing up in the logs",
        "ticket #{ticket} still open lol", "prime day ends {date_word}",
        "we need rooms for 4 adults and {n} kids", "tickets were {price_usd} each",
        "the f1 race starts at {pubtime}", "inflation was {pct} last month apparently",
        "ios {ios} update killed my battery", "chatgpt vs claude who wins lol",
        "{city} marathon is {date_word}", "chrome {chrome} came out, still slow", "just watched {movie} 🍿",
        "road trip on route 66 next summer", "the 6 train is delayed again",
        "rust 1.83 dropped, the borrow checker still hates me", "lmao the {team} bench was asleep",
        "eggs are {price_small} a dozen now??", "{product} or {product} which one",
        "it snowed {n} inches in {city} overnight", "is it {temp} or does it just feel like it",
        "cvs had {pct} off everything today", "the jackson 5 documentary was actually good",
        "happy new year 🎆", "merry xmas 🎄 see u all {date_word}", "lost {n} games in a row on fifa smh",
        "the wifi at the airport is trash",
    ],
    "zh": [
        "今天{city_zh}好热{ya} {temp_c}度", "早上好☀️", "晚点聊哈", "这家奶茶{price_small_cny} 好贵{ya}",
        "{team_zh}又输了 {score}", "航班{flight}延误了两个小时 烦死了", "双十一{product_zh}打{zhe}折", "{movie_zh}真的好看 推荐{ze}",
        "海底捞排队排了一个小时", "王老吉买一箱回来吧", "李宁的鞋最近打折 挺划算", "{product_zh} {price_cny} 你觉得值吗", "明天{city_zh}下雨 记得带伞",
        "周末去{city_zh}玩吧", "猪肉又涨价了 {price_small_cny}一斤", "今天大盘涨了{pct}", "春节快乐🧨", "中秋节放假{n}天",
        "订单号{order}还没发货", "这个房间能住{n}个人", "小米su7卖得好火", "比亚迪又降价了", "{team_zh}{score}赢了 太激动了",
        "{food_zh}人均{price_small_cny} 不贵", "明天开会取消了", "高铁G{n4}次晚点了", "python{ver}升级后好多包装不上", "端口8080被占用了",
        "今年GDP增长{pct}", "瑞幸的生椰拿铁{price_small_cny}", "天气预报说明天{temp_c}度", "春晚今年好无聊", "世界杯决赛北京时间凌晨3点开球",
        "肯德基疯狂星期四 v我50", "老干妈没了 再买两瓶", "今天限行尾号{n}和{n}", "降温了 {temp_c}度 多穿点{ya}", "晚安🌙", "在吗", "收到 谢谢{ze}",
        "茅台又涨了", "{food_zh}真的太好吃了", "{date_zh}开始打折 你们买啥", "{city_zh}到{city_zh}的高铁要{n}个小时",
        "下午茶喝什么 {food_zh}还是奶茶", "这个app又崩了 错误码502", "哈哈哈笑死我了", "今天空气质量指数{n3}", "{product_zh}到货了 还挺好看",
        "五一放假{n}天 调休好烦", "油价又涨了 92号{price_small_cny}一升", "{movie_zh}票房破{n}十亿了", "外面下大雪了 {city_zh}好久没这么冷",
        "楼下超市鸡蛋{price_small_cny}一盒", "微信又更新了 版本{ios}", "今天步数{n4}步", "端午节快乐 吃粽子了吗", "这个视频点赞{n4}万了",
    ],
    "mixed": [
        "今天的meeting取消了哈", "这个movie真的好看 {movie} 推荐", "新的{product} {price_cny} 有点贵 no thanks",
        "Tesla又降价了 Model 3现在{price_cny}", "Siri听不懂我说话 lol", "ruby 3.{n} 升级了没",
        "{city_zh}今天{temp_c}度 so hot", "航班{flight} delayed了 烦", "{team}赢了 {score} what a game",
        "double 11 打{zhe}折 quite good", "early morning的航班最累了", "port 3000被占用了 怎么kill", "这个bug在v{ver}修了",
        "晚点聊 gtg", "早上好 good morning ☀️", "happy new year 新年快乐🧨", "Alexa放首歌 她又听错了哈哈",
        "order #{order} 还没ship", "python {ver}的新feature挺好用", "{food} 太好吃了 must try", "这个room能住{n}个人吗",
        "下雨了 bring umbrella", "GPT和Claude哪个好用", "commit {sha} 把build搞挂了", "uber {price_small} 比taxi贵",
        "Costco的hot dog还是{price_small}", "Nike打折 {pct} off", "PR #{ticket} merge了没",
        "Netflix又涨价了 {price_usd}/month", "NBA总决赛 {team} {score}", "我在看{movie} so good",
        "weekend去{city_zh} road trip", "这个api返回500 error", "{city}到{city_zh}的flight要12个小时", "ok 收到 thx",
        "喝了杯瑞幸 feeling better", "iOS {ios} 更新了 battery掉得好快", "这个laptop {price_cny} 值不值",
        "UUID {uuid} 在log里一直出现", "{food_zh} 真的yyds", "今天{pct}的chance下雨", "{product_zh} vs {product} 你选哪个",
        "周末去{city} 看{team}的game", "jira ticket #{ticket} 还没人assign", "Docker image {sha} build好了",
        "{date_word} 是black friday 准备剁手", "F1这周在上海 so excited", "李宁的sneakers其实挺好看", "王老吉 vs coke 你喝哪个",
        "{movie_zh} 在Netflix上有吗", "这家{food_zh} rating {n}.{n}", "拿铁{price_small_cny} 还行 not bad",
        "sorry 刚才在开会 晚点聊", "the weather in {city_zh} is crazy 今天{temp_c}度", "apple event是北京时间凌晨1点",
        "build {date_dot} 有个regression", "Chrome {chrome} 又要update", "room for {n} people 够不够",
        "这个plan每月{price_usd} worth it吗", "我们team {score} 赢了 lol",
    ],
}

# --------------------------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------------------------


def _entries(spec):
    kinds, tpls = spec
    out = []
    for t in tpls:
        kind, tpl = (t if isinstance(t, tuple) else (None, t))
        assert tpl.count("{v}") == 1, tpl
        out.append((kind, tpl, kinds))
    return out


def samples() -> list[Sample]:
    c = Ctx(444)
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            entries = _entries(T[(cat, lang)])
            assert len(entries) >= 25, (cat, lang, len(entries))
            order = list(range(len(entries)))
            c.r.shuffle(order)
            made = 0
            i = 0
            while made < N_PER_CELL:
                kind, tpl, kinds = entries[order[i % len(order)]]
                i += 1
                pre_t, post_t = tpl.split("{v}")
                for _ in range(50):
                    k = kind or c.r.choice(kinds)
                    value = GEN[k](c)
                    pre, post = fill(pre_t, c), fill(post_t, c)
                    text = pre + value + post
                    if value and text.count(value) == 1:
                        break
                else:
                    raise RuntimeError(f"could not place a unique value for {cat}/{lang}: {tpl}")
                s = Sample(text=text, category=cat, lang=lang, start=len(pre), end=len(pre) + len(value))
                assert s.value == value
                out.append(s)
                made += 1
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    c = Ctx(445)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        tpls = BENIGN[lang]
        assert len(tpls) >= 40, (lang, len(tpls))
        seen: set[str] = set()
        i = 0
        misses = 0
        while len(seen) < BENIGN_PER_LANG:
            text = fill(tpls[i % len(tpls)], c)
            i += 1
            if text in seen:
                misses += 1
                assert misses < 20000, lang
                continue
            seen.add(text)
            out.append((lang, text))
    return out


if __name__ == "__main__":
    report("E", samples(), benign_with_lang())
