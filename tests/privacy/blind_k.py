# ruff: noqa
"""Blind corpus K: structured, machine-ish text that users paste into an agent.

Style: CSV rows with a header line (English or Chinese column names, the value's column
sometimes far from its header or under a generic header such as "value"/"note"/"备注"),
tab-separated spreadsheet cells, markdown tables, JSON records, YAML / TOML / INI / .env
config, HTTP requests and headers, curl commands, SQL INSERT/UPDATE statements, shell
history and terminal output, application and web-server log lines, git config and commit
trailers, ssh config, crontab lines and ICS entries for personal routines, vCard-like
contact cards and stack traces containing home paths.

Author note: written blind — without reading the gate's code, its tests (other than
``blind_common.py``), its changelog or the other corpora, and without running the gate.

Seeds: random.Random(SEED + offset) per (category, language) cell and per benign language;
Faker("en_US"/"en_GB"/"zh_CN").seed_instance(SEED + k) re-seeded at the start of each cell.
SEED = 20261130.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
import sys
from datetime import date, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

from faker import Faker  # noqa: E402

SEED = 20261130
N_PER_CELL = 260
N_BENIGN = 420

US = Faker("en_US")
GB = Faker("en_GB")
ZH = Faker("zh_CN")


def _reseed(k: int) -> None:
    US.seed_instance(SEED + k)
    GB.seed_instance(SEED + 1000 + k)
    ZH.seed_instance(SEED + 2000 + k)


ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
UPPERDIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"


def rs(r: random.Random, n: int, alpha: str = ALNUM) -> str:
    return "".join(r.choices(alpha, k=n))


def digits(r: random.Random, n: int) -> str:
    return "".join(r.choices(string.digits, k=n))


def b64url(obj) -> str:
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).rstrip(b"=").decode()


# ----------------------------------------------------------------------------------------
# fillers (non-personal)
# ----------------------------------------------------------------------------------------
CITIES_EN = ["London", "Manchester", "Leeds", "Bristol", "Glasgow", "Seattle", "Austin", "Chicago",
             "Boston", "Denver", "Toronto", "Dublin", "Berlin", "Singapore", "Sydney", "Portland"]
CITIES_ZH = ["北京", "上海", "深圳", "杭州", "成都", "武汉", "南京", "广州", "西安", "苏州", "重庆", "天津",
             "长沙", "青岛", "厦门"]
COS_EN = ["Acme Corp", "Globex", "Initech", "Cloudflare", "Atlassian", "Shopify", "Contoso Ltd",
          "Northwind Traders", "Fabrikam", "Umbrella Logistics", "Tesco", "Ocado", "Datadog"]
COS_ZH = ["阿里云", "腾讯云", "华为技术有限公司", "京东物流", "美团", "字节跳动", "顺丰速运", "网易有道",
          "小米科技", "比亚迪", "招商银行", "中国移动"]
HOSTS = ["api.github.com", "registry.npmjs.org", "pypi.org", "hub.docker.com", "s3.amazonaws.com",
         "api.stripe.com", "cdn.jsdelivr.net", "objects.githubusercontent.com", "dl-cdn.alpinelinux.org",
         "mirrors.aliyun.com", "mirrors.tuna.tsinghua.edu.cn", "api.openai.com", "hooks.slack.com"]
PUBLIC_IPS = ["8.8.8.8", "1.1.1.1", "140.82.112.3", "151.101.1.69", "104.16.132.229", "223.5.5.5",
              "114.114.114.114", "9.9.9.9"]
STATUS_EN = ["shipped", "pending", "paid", "refunded", "cancelled", "delivered", "active", "suspended"]
STATUS_ZH = ["已发货", "待付款", "已付款", "已退款", "已取消", "已签收", "正常", "已冻结"]
PLANS_EN = ["free", "pro", "team", "enterprise", "basic"]
PLANS_ZH = ["免费版", "专业版", "团队版", "企业版", "基础版"]
SRC_EN = ["web", "ios", "android", "import", "api", "pos"]
SRC_ZH = ["官网", "小程序", "安卓", "批量导入", "门店", "APP"]
REGIONS = ["us-east-1", "eu-west-2", "ap-southeast-1", "cn-hangzhou", "cn-shanghai", "eu-central-1"]
SVCS = ["api", "worker", "billing", "auth", "crm-sync", "gateway", "notifier", "importer"]
PROJS = ["shop-api", "data-pipeline", "blog", "infra", "ml-experiments", "crawler", "dashboard", "cli-tool"]
ORGS = ["acme", "openinfra", "northwind", "contoso", "fabrikam-labs"]
TABLES = ["customers", "users", "contacts", "crm_leads", "members", "accounts", "profiles", "shipments"]


def fill(r: random.Random) -> dict[str, str]:
    def one() -> dict[str, str]:
        t = datetime(2026, 1, 1) + timedelta(seconds=r.randrange(330 * 86400))
        return {
            "ts": t.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "ts2": (t + timedelta(minutes=r.randrange(1, 900))).strftime("%Y-%m-%d %H:%M:%S"),
            "date": t.strftime("%Y-%m-%d"),
            "oid": r.choice([f"ORD-{t.year}-{r.randrange(10**6):06d}", "1" + r.choice("012") + digits(r, 9),
                             f"SO{digits(r, 8)}"]),
            "n": str(r.randint(1, 99999)),
            "qty": str(r.randint(1, 40)),
            "price": f"{r.randint(1, 2999)}.{r.randrange(100):02d}",
            "sku": f"{rs(r, 3, string.ascii_uppercase)}-{r.randint(100, 9999)}-{r.choice(['BLK', 'WHT', 'XL', 'M', 'RED'])}",
            "uuid": "%08x-%04x-4%03x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(12),
                                                   0x8000 | r.getrandbits(14), r.getrandbits(48)),
            "sha": f"{r.getrandbits(160):040x}",
            "sha7": f"{r.getrandbits(28):07x}",
            "req": f"{r.getrandbits(64):016x}",
            "port": r.choice(["5432", "6379", "8080", "3306", "443", "9200", "27017"]),
            "ver": f"{r.randint(1, 5)}.{r.randint(0, 30)}.{r.randint(0, 12)}",
            "build": str(r.randint(1000, 9999)),
            "city": r.choice(CITIES_EN),
            "city_zh": r.choice(CITIES_ZH),
            "co": r.choice(COS_EN),
            "co_zh": r.choice(COS_ZH),
            "host": r.choice(HOSTS),
            "ip": r.choice(PUBLIC_IPS),
            "status": r.choice(STATUS_EN),
            "status_zh": r.choice(STATUS_ZH),
            "plan": r.choice(PLANS_EN),
            "plan_zh": r.choice(PLANS_ZH),
            "src": r.choice(SRC_EN),
            "src_zh": r.choice(SRC_ZH),
            "region": r.choice(REGIONS),
            "svc": r.choice(SVCS),
            "proj": r.choice(PROJS),
            "org": r.choice(ORGS),
            "tbl": r.choice(TABLES),
            "ms": str(r.randint(3, 2400)),
            "pid": str(r.randint(300, 65000)),
            "code": r.choice(["200", "201", "204", "400", "401", "403", "404", "500", "502"]),
            "prov": r.choice(["广东省", "浙江省", "江苏省", "四川省", "湖北省", "山东省", "福建省", "湖南省"]),
            "dist": r.choice(["南山区", "西湖区", "朝阳区", "海淀区", "浦东新区", "天河区", "武侯区", "鼓楼区", "江汉区"]),
            "county": r.choice(["Greater London", "Lancashire", "Kent", "Travis County", "King County", "CA", "TX", "NY"]),
        }

    a, b = one(), one()
    a.update({k + "_b": v for k, v in b.items()})
    return a


TOKEN = re.compile(r"\{([a-z_0-9]+)\}")


def subst(s: str, f: dict[str, str]) -> str:
    return TOKEN.sub(lambda m: f[m.group(1)], s)


def render(tpl: str, f: dict[str, str], v: str) -> tuple[str, int, int]:
    assert tpl.count("{v}") == 1, tpl
    pre, post = tpl.split("{v}")
    pre, post = subst(pre, f), subst(post, f)
    return pre + v + post, len(pre), len(pre) + len(v)


# ----------------------------------------------------------------------------------------
# value generators
# ----------------------------------------------------------------------------------------
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
    return luhn_digit(num[:-1]) == num[-1]


def luhn_card(r: random.Random, prefix: str, length: int) -> str:
    body = prefix + digits(r, length - len(prefix) - 1)
    return body + luhn_digit(body)


def group(num: str, sizes, sep: str) -> str:
    out, i = [], 0
    for s in sizes:
        out.append(num[i:i + s])
        i += s
    if i < len(num):
        out.append(num[i:])
    return sep.join(x for x in out if x)


def gen_card(r: random.Random, cn: bool = False) -> str:
    if cn:
        num = luhn_card(r, r.choice(["622202", "621700", "622848", "623058", "625807", "621483"]), r.choice([16, 19]))
    else:
        kind = r.choice(["visa", "visa", "mc", "amex", "disc"])
        num = {"visa": lambda: luhn_card(r, "4", 16), "mc": lambda: luhn_card(r, r.choice(["51", "53", "55", "2221"]), 16),
               "amex": lambda: luhn_card(r, r.choice(["34", "37"]), 15),
               "disc": lambda: luhn_card(r, "6011", 16)}[kind]()
        if len(num) == 15:
            return r.choice([num, group(num, (4, 6, 5), " "), group(num, (4, 6, 5), "-")])
    style = r.random()
    if style < 0.4:
        return num
    return group(num, (4, 4, 4, 4), " " if style < 0.8 else "-")


def mod97_iban(country: str, bban: str) -> str:
    s = bban + country + "00"
    n = int("".join(str(int(c, 36)) for c in s))
    return f"{country}{98 - n % 97:02d}{bban}"


def gen_iban(r: random.Random) -> str:
    c = r.choice(["GB", "DE", "FR", "NL", "ES", "IE", "GB"])
    bban = {
        "GB": lambda: rs(r, 4, string.ascii_uppercase) + digits(r, 14),
        "IE": lambda: rs(r, 4, string.ascii_uppercase) + digits(r, 14),
        "DE": lambda: digits(r, 18),
        "FR": lambda: digits(r, 23),
        "NL": lambda: rs(r, 4, string.ascii_uppercase) + digits(r, 10),
        "ES": lambda: digits(r, 20),
    }[c]()
    iban = mod97_iban(c, bban)
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4)) if r.random() < 0.4 else iban


CN_AREAS = ["110105", "110108", "310104", "310115", "440305", "440106", "330106", "320106", "510107",
            "420111", "610113", "500103", "120101", "370202", "350203", "430104", "330205", "440304"]


def gen_cnid(r: random.Random) -> str:
    d = date(r.randint(1955, 2004), 1, 1) + timedelta(days=r.randrange(365))
    body = r.choice(CN_AREAS) + d.strftime("%Y%m%d") + f"{r.randrange(1000):03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(c) * x for c, x in zip(body, w)) % 11]


NINO_A = "ABCEGHJKLMNOPRSTWXYZ"
NINO_B = "ABCEGHJKLMNPRSTWXYZ"


def gen_nino(r: random.Random) -> str:
    while True:
        p = r.choice(NINO_A) + r.choice(NINO_B)
        if p not in {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}:
            break
    d = digits(r, 6)
    s = r.choice("ABCD")
    return r.choice([f"{p}{d}{s}", f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}", f"{p}{d}{s}".lower().upper()])


def gen_ssn(r: random.Random) -> str:
    s = US.ssn()
    return s if r.random() < 0.75 else s.replace("-", r.choice(["", " "]))


CN_MOBILE_PREFIX = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "155",
                    "156", "157", "158", "159", "166", "176", "177", "180", "181", "182", "185", "186", "187",
                    "188", "189", "191", "198", "199"]


def gen_cn_phone(r: random.Random) -> str:
    m = r.choice(CN_MOBILE_PREFIX) + digits(r, 8)
    k = r.randrange(9)
    if k < 3:
        return m
    if k == 3:
        return f"{m[:3]} {m[3:7]} {m[7:]}"
    if k == 4:
        return f"{m[:3]}-{m[3:7]}-{m[7:]}"
    if k == 5:
        return r.choice(["+86 ", "+86-", "(+86)", "+86"]) + m
    if k == 6:
        return f"+86 {m[:3]} {m[3:7]} {m[7:]}"
    area = r.choice(["010", "021", "0755", "0571", "028", "027", "025", "020"])
    loc = digits(r, 8 if len(area) == 3 else r.choice([7, 8]))
    land = r.choice([f"{area}-{loc}", f"({area}){loc[:4]} {loc[4:]}", f"{area}-{loc[:4]} {loc[4:]}"])
    return land + (f" 转 {r.randint(100, 9999)}" if k == 8 else "")


def gen_en_phone(r: random.Random) -> str:
    k = r.randrange(7)
    if k < 2:
        return US.phone_number()
    if k == 2:
        return GB.phone_number()
    a, b, c = r.randint(201, 989), r.randint(201, 989), digits(r, 4)
    if k == 3:
        return r.choice([f"+1 ({a}) {b}-{c}", f"({a}) {b}-{c}", f"+1-{a}-{b}-{c}"])
    if k == 4:
        return f"({a}) {b}-{c} " + r.choice(["ext. ", "x", "ext "]) + str(r.randint(10, 9999))
    if k == 5:
        mob = "7" + digits(r, 9)
        return r.choice([f"07{mob[1:4]} {mob[4:]}", f"+44 {mob[:4]} {mob[4:]}", f"+44 (0){mob[:4]} {mob[4:]}"])
    return f"{a}.{b}.{c}"


def gen_email(r: random.Random, zh: bool) -> str:
    if zh:
        k = r.randrange(5)
        if k == 0:
            return digits(r, r.randint(8, 10)).lstrip("0") + "@qq.com"
        if k == 1:
            return ZH.user_name() + str(r.randint(1, 2005)) + "@" + r.choice(["163.com", "126.com", "foxmail.com", "sina.com", "aliyun.com"])
        return r.choice([ZH.email, ZH.free_email, ZH.company_email])()
    fk = r.choice([US, GB])
    k = r.randrange(5)
    if k == 0:
        return f"{fk.first_name().lower()}.{fk.last_name().lower()}+{r.choice(['news', 'shop', 'work', 'git'])}@gmail.com"
    return r.choice([fk.email, fk.free_email, fk.company_email, fk.ascii_email])()


WORDS = ["copper", "lantern", "violet", "harbor", "maple", "orbit", "thistle", "granite", "pepper", "saffron",
         "glacier", "walnut", "ember", "meadow", "quartz", "falcon", "cobalt", "juniper", "tundra", "velvet"]


def gen_password(r: random.Random, zh: bool) -> str:
    k = r.randrange(6)
    if k == 0:
        return "-".join(r.sample(WORDS, r.randint(3, 4))) + (str(r.randint(1, 99)) if r.random() < 0.5 else "")
    if k == 1 and zh:
        py = re.sub(r"\d", "", ZH.user_name()).capitalize() or "Mima"
        return py + r.choice(["@", "#", "!", "_", ""]) + str(r.choice([1314, 520, 2024, 1990, 8888, 666]))
    if k == 2:
        return rs(r, r.randint(10, 20), ALNUM + "!#%*-_")
    return US.password(length=r.randint(8, 18), special_chars=r.random() < 0.7)


ZH_NICK_A = ["小鱼", "阿杰", "橘子", "木子", "一只猫", "南风", "星河", "柠檬", "阿狸", "夏天"]
ZH_NICK_B = ["的日常", "不加班", "爱摄影", "_official", "2024", "在路上", "吃不胖", "同学"]


def gen_username(r: random.Random, zh: bool, at: bool = False) -> str:
    if zh:
        k = r.randrange(4)
        if k == 0 and at:
            u = r.choice(ZH_NICK_A) + r.choice(ZH_NICK_B)
        elif k == 1:
            u = ZH.user_name() + r.choice(["_", ".", ""]) + str(r.randint(1, 999))
        else:
            u = ZH.user_name()
            if len(u) < 5:
                u += str(r.randint(10, 99))
    else:
        fk = r.choice([US, GB])
        k = r.randrange(5)
        if k == 0:
            u = f"{fk.first_name().lower()}-{fk.last_name().lower()}"
        elif k == 1:
            u = f"{fk.first_name()[0].lower()}{fk.last_name().lower()}{r.randint(1, 99)}"
        else:
            u = fk.user_name()
            if len(u) < 5:
                u += str(r.randint(10, 99))
    return ("@" + u) if at else u


def gen_home_user(r: random.Random, zh: bool) -> str:
    if zh:
        k = r.randrange(5)
        if k == 0:
            return ZH.name()
        u = re.sub(r"\d", "", ZH.user_name())
        return u if len(u) >= 4 else u + ZH.first_romanized_name().lower()
    fk = r.choice([US, GB])
    k = r.randrange(4)
    if k == 0:
        return fk.first_name().lower()
    if k == 1:
        return f"{fk.first_name().lower()}.{fk.last_name().lower()}"
    u = re.sub(r"\d", "", fk.user_name())
    return u if len(u) >= 4 else u + fk.last_name().lower()


def gen_name(r: random.Random, lang: str, kind: str | None = None) -> str:
    if lang == "zh":
        return ZH.name() if r.random() < 0.6 else ZH.last_name() + ZH.first_name()
    if lang == "pinyin":
        a, b = ZH.last_romanized_name(), ZH.first_romanized_name()
        return f"{a} {b}" if r.random() < 0.5 else f"{b} {a}"
    fk = r.choice([US, GB])
    if kind == "lastfirst":
        return f"{fk.last_name()}, {fk.first_name()}"
    k = r.randrange(6)
    if k == 0:
        return fk.name_female().split(" ")[0] + " " + fk.last_name()
    if k == 1:
        return f"{fk.first_name()} {string.ascii_uppercase[r.randrange(26)]}. {fk.last_name()}"
    if k == 2:
        return f"{fk.first_name_male()} {fk.last_name()}"
    return f"{fk.first_name()} {fk.last_name()}"


ZH_ROADS = ["中山路", "人民路", "解放大道", "建设路", "科技园南路", "长江路", "学院路", "滨江大道", "文一西路",
            "东三环中路", "淮海中路", "天府大道", "珞喻路", "高新南一道", "五四路", "延安西路", "金沙江路"]


def gen_address(r: random.Random, zh: bool) -> str:
    if zh:
        road = r.choice(ZH_ROADS) if r.random() < 0.6 else ZH.street_name()
        num = f"{r.randint(1, 999)}号"
        b, u, room = r.randint(1, 32), r.randint(1, 6), f"{r.randint(1, 33)}{r.randint(1, 8):02d}"
        tail = r.choice(["", f"{b}栋{u}单元{room}室", f"{b}号楼{room}室", f"{r.choice('ABCDE')}座{room}",
                         f"{b}幢{room}室", f"{u}单元{room}", f"院{b}号楼{u}单元{room}"])
        return road + num + tail
    if r.random() < 0.55:
        s = US.street_address()
        if r.random() < 0.2 and "Apt" not in s and "Suite" not in s:
            s += f" Apt {r.randint(1, 40)}{r.choice('ABCD')}"
        return s
    s = GB.street_address().replace("\n", ", ")
    return s


# schedule
ZH_NUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
ROUTINE_EN = ["morning run", "take meds", "school pickup", "walk the dog", "gym", "bedtime", "wake up",
              "leave for work", "piano practice", "call mum"]
ROUTINE_ZH = ["晨跑", "吃药", "接孩子", "遛狗", "健身", "睡觉", "起床", "出门上班", "练琴", "给妈妈打电话"]


def gen_schedule(r: random.Random, zh: bool):
    h = r.choice([5, 6, 6, 7, 7, 8, 9, 12, 17, 18, 19, 20, 21, 22, 22, 23])
    m = r.choice([0, 0, 0, 15, 30, 30, 45])
    h12 = h % 12 or 12
    if zh:
        pod = ("凌晨" if h < 6 else "早上" if h < 9 else "上午" if h < 12 else "中午" if h == 12 else
               "下午" if h < 18 else "傍晚" if h == 18 else "晚上")
        k = r.randrange(5)
        if k == 0:
            v = f"{h:02d}:{m:02d}"
        elif k == 1:
            v = f"{pod}{h12}:{m:02d}"
        else:
            hs = ZH_NUM[h12] if k == 2 else str(h12)
            ms = {0: "", 15: "一刻", 30: "半", 45: "四十五分"}[m] if k != 4 else ({0: "", 15: "15分", 30: "半", 45: "45分"}[m])
            v = f"{pod}{hs}点{ms}"
    else:
        ap = "am" if h < 12 else "pm"
        k = r.randrange(7)
        if k == 0:
            v = f"{h12}{ap}" if m == 0 else f"{h12}:{m:02d}{ap}"
        elif k == 1:
            v = f"{h12}:{m:02d} {ap.upper()}"
        elif k == 2:
            v = f"{h12}:{m:02d} {ap[0]}.m."
        elif k == 3:
            v = f"{h:02d}:{m:02d}"
        elif k == 4 and m in (15, 30, 45):
            words = ["twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"]
            v = {30: f"half past {words[h12 % 12]}", 15: f"quarter past {words[h12 % 12]}",
                 45: f"quarter to {words[(h12 + 1) % 12]}"}[m]
        else:
            v = f"{h12}{ap}" if m == 0 else f"{h12}.{m:02d}{ap}"
    return v, {"ch": str(h), "cm": str(m), "hh": f"{h:02d}", "mm": f"{m:02d}",
               "act": r.choice(ROUTINE_EN), "act_zh": r.choice(ROUTINE_ZH)}


# geo
COORDS_EN = [(51.5072, -0.1276), (40.7128, -74.0060), (37.7749, -122.4194), (53.4808, -2.2426),
             (41.8781, -87.6298), (47.6062, -122.3321), (30.2672, -97.7431), (55.9533, -3.1883)]
COORDS_ZH = [(39.9042, 116.4074), (31.2304, 121.4737), (22.5431, 114.0579), (30.2741, 120.1551),
             (30.5728, 104.0668), (30.5928, 114.3055), (32.0603, 118.7969)]
HOODS_EN = ["Clapham Common", "Notting Hill", "Park Slope", "Shoreditch", "Jericho", "Headingley", "Didsbury",
            "Capitol Hill", "Pacific Heights", "Wicker Park", "Lincoln Park", "Fremont", "Ballard", "Hackney Wick",
            "Kensal Rise", "Byker", "Roath", "Stokes Croft", "Bernal Heights", "Crouch End", "Jesmond", "Morningside"]
EST_A = ["翠湖", "锦绣", "阳光", "碧水", "金色", "世纪", "万科", "保利", "华润", "绿城", "融创", "龙湖", "中海",
         "星河", "春江", "御景", "紫荆", "枫林"]
EST_B = ["花园", "家园", "华庭", "名苑", "新城", "公馆", "湾", "雅苑", "丽景", "壹号院", "城市花园", "半岛"]


def gen_geo(r: random.Random, kind: str) -> str:
    if kind in ("coord", "cncoord"):
        lat, lon = r.choice(COORDS_EN if kind == "coord" else COORDS_ZH)
        lat += r.uniform(-0.08, 0.08)
        lon += r.uniform(-0.08, 0.08)
        d = r.choice([4, 5, 6])
        return f"{lat:.{d}f}{r.choice([', ', ','])}{lon:.{d}f}"
    if kind == "dms":
        lat, lon = r.choice(COORDS_EN)
        lat += r.uniform(-0.05, 0.05)
        lon += r.uniform(-0.05, 0.05)

        def dms(x: float) -> str:
            x = abs(x)
            dd = int(x)
            mm = int((x - dd) * 60)
            ss = (x - dd - mm / 60) * 3600
            return f"{dd} deg {mm}' {ss:.2f}\""
        return f"{dms(lat)} N, {dms(lon)} {'W' if lon < 0 else 'E'}"
    if kind == "ukpc":
        return GB.postcode()
    if kind == "uszip":
        return US.postcode() if r.random() < 0.6 else US.zipcode_plus4()
    if kind == "cnpc":
        return r.choice(["10", "20", "51", "31", "61", "43", "21", "30", "44", "35", "41", "25"]) + digits(r, 4)
    if kind == "hood":
        return r.choice(HOODS_EN)
    if kind == "estate":
        return r.choice(EST_A) + r.choice(EST_B) + r.choice(["", "", "小区", "二期", "三期", "北区"])
    raise KeyError(kind)


def privkey(r: random.Random, kind: str, nl: str = "\n", indent: str = "") -> str:
    label = {"rsa": "RSA PRIVATE KEY", "openssh": "OPENSSH PRIVATE KEY", "ec": "EC PRIVATE KEY",
             "pkcs8": "PRIVATE KEY"}[kind]
    n = {"rsa": r.randint(6, 12), "openssh": r.randint(5, 7), "ec": 3, "pkcs8": r.randint(6, 12)}[kind]
    first = {"rsa": "MIIEow", "openssh": "b3BlbnNzaC1rZXktdjEAAAAA", "ec": "MHcCAQEEI", "pkcs8": "MIIEvQIBADANBg"}[kind]
    lines = [(first + rs(r, 64, ALNUM + "+/"))[:64]] + [rs(r, 64, ALNUM + "+/") for _ in range(n)]
    lines.append(rs(r, r.randint(8, 60), ALNUM + "+/") + r.choice(["", "=", "=="]))
    body = (nl + indent).join(lines)
    return f"-----BEGIN {label}-----{nl}{indent}{body}{nl}{indent}-----END {label}-----"


def gen_secret(r: random.Random, kind: str) -> str:
    g = {
        "aws": lambda: "AKIA" + rs(r, 16, UPPERDIG),
        "aws_sk": lambda: rs(r, 40, ALNUM + "/+"),
        "ghp": lambda: "ghp_" + rs(r, 36),
        "gho": lambda: "gho_" + rs(r, 36),
        "ghpat": lambda: "github_pat_" + rs(r, 22, UPPERDIG) + "_" + rs(r, 59),
        "slack": lambda: "xoxb-" + digits(r, 11) + "-" + digits(r, 13) + "-" + rs(r, 24),
        "slackp": lambda: "xoxp-" + digits(r, 11) + "-" + digits(r, 11) + "-" + digits(r, 13) + "-" + rs(r, 32, HEX),
        "openai": lambda: "sk-proj-" + rs(r, 1, ALNUM) + rs(r, r.choice([47, 63, 155]), B64URL),
        "anthropic": lambda: "sk-ant-api03-" + rs(r, 93, B64URL) + "AA",
        "stripe": lambda: r.choice(["sk_live_", "rk_live_", "sk_test_"]) + rs(r, r.choice([24, 34, 99])),
        "google": lambda: "AIza" + rs(r, 35, B64URL),
        "hf": lambda: "hf_" + rs(r, 34, string.ascii_letters),
        "sendgrid": lambda: "SG." + rs(r, 22, B64URL) + "." + rs(r, 43, B64URL),
        "telegram": lambda: str(r.randint(10**8, 10**10 - 1)) + ":AA" + rs(r, 33, B64URL),
        "jwt": lambda: ".".join([
            b64url({"alg": r.choice(["HS256", "RS256"]), "typ": "JWT"}),
            b64url({"sub": "usr_" + rs(r, 12, HEX), "iat": 1764000000 + r.randrange(10**6),
                    "exp": 1765000000 + r.randrange(10**6), "scope": r.choice(["read:orders", "admin", "repo"])}),
            rs(r, 43, B64URL)]),
        "hex32": lambda: rs(r, 32, HEX),
        "hex40": lambda: rs(r, 40, HEX),
        "hex64": lambda: rs(r, 64, HEX),
        "b64": lambda: rs(r, r.choice([32, 40, 44]), ALNUM + "+/"),
        "urlpw": lambda: rs(r, r.randint(12, 24), ALNUM + "_~"),
    }
    return g[kind]()


INLINE_SECRET_KINDS = ["aws", "aws_sk", "ghp", "gho", "ghpat", "slack", "slackp", "openai", "anthropic", "stripe",
                       "google", "hf", "sendgrid", "telegram", "jwt", "hex32", "hex40", "hex64", "b64"]


def gen_value(r: random.Random, cat: str, kind: str | None, lang: str):
    """Return value or (value, extra fillers)."""
    if lang == "mixed":
        vlang = r.choice(["en", "zh"])
    else:
        vlang = lang
    zh = vlang == "zh"
    if cat == "secret":
        k = kind or r.choice(INLINE_SECRET_KINDS)
        if k.startswith("pk_"):
            _, typ, style = k.split("_")
            return privkey(r, typ, "\\n" if style == "json" else "\n", "    " if style == "yaml" else "")
        return gen_secret(r, k)
    if cat == "password":
        return gen_password(r, zh)
    if cat == "email":
        return gen_email(r, zh)
    if cat == "phone":
        if kind == "land":
            return gen_cn_phone(r) if zh else GB.phone_number()
        return gen_cn_phone(r) if zh else gen_en_phone(r)
    if cat == "address":
        return gen_address(r, zh)
    if cat == "government_id":
        k = kind or (r.choice(["cnid", "cnid", "cnid", "cnpass"]) if zh else r.choice(["ssn", "nino", "passport"]))
        if k == "cnid":
            return gen_cnid(r)
        if k == "cnpass":
            return r.choice(["E", "G", "EA", "EB"]) + digits(r, 8 if r.random() < 0.5 else 7)
        if k == "ssn":
            return gen_ssn(r)
        if k == "nino":
            return gen_nino(r)
        return r.choice([US.passport_number, GB.passport_number, lambda: r.choice("CEKL") + digits(r, 8)])()
    if cat == "financial":
        k = kind or (r.choice(["cncard", "cncard", "cnacct", "iban"]) if zh else r.choice(["card", "card", "iban", "acct", "aba"]))
        if k == "card":
            return gen_card(r)
        if k == "cncard":
            return gen_card(r, cn=True)
        if k == "iban":
            return gen_iban(r)
        if k == "aba":
            return US.aba()
        if k == "cnacct":
            return r.choice(["1102", "3100", "4000", "1001"]) + digits(r, r.choice([15, 16]))
        return digits(r, r.choice([8, 10, 12]))
    if cat == "person_name":
        if kind == "lastfirst":
            return gen_name(r, "en", "lastfirst")
        if lang == "mixed" and r.random() < 0.3:
            return gen_name(r, "pinyin")
        return gen_name(r, vlang)
    if cat == "username":
        return gen_username(r, zh, at=(kind == "at"))
    if cat == "home_path":
        k = kind or "posix"
        u = gen_home_user(r, zh)
        while zh and not k.startswith("win") and not u.isascii():
            u = gen_home_user(r, zh)
        if k == "posix":
            return r.choice(["/home/", "/Users/"]) + u
        if k == "linux":
            return "/home/" + u
        if k == "mac":
            return "/Users/" + u
        if k == "win":
            return "C:\\Users\\" + u
        if k == "winjson":
            return "C:\\\\Users\\\\" + u
        raise KeyError(k)
    if cat == "schedule":
        return gen_schedule(r, zh)
    if cat == "geo":
        k = kind or (r.choice(["cncoord", "cnpc", "estate", "estate"]) if zh else r.choice(["coord", "ukpc", "uszip", "hood"]))
        return gen_geo(r, k)
    raise KeyError(cat)


# ----------------------------------------------------------------------------------------
# keys per category: (field name, value kind or None)
# ----------------------------------------------------------------------------------------
KEYS: dict[str, dict[str, list[tuple[str, str | None]]]] = {
    "secret": {
        "en": [("aws_access_key_id", "aws"), ("AWS_SECRET_ACCESS_KEY", "aws_sk"), ("GITHUB_TOKEN", "ghp"),
               ("gh_token", "ghpat"), ("SLACK_BOT_TOKEN", "slack"), ("slackUserToken", "slackp"),
               ("OPENAI_API_KEY", "openai"), ("anthropic_api_key", "anthropic"), ("stripeSecretKey", "stripe"),
               ("GOOGLE_MAPS_API_KEY", "google"), ("HF_TOKEN", "hf"), ("sendgrid_api_key", "sendgrid"),
               ("TELEGRAM_BOT_TOKEN", "telegram"), ("access_token", "jwt"), ("id_token", "jwt"),
               ("api_secret", "hex64"), ("webhook_secret", "hex32"), ("client_secret", "b64"),
               ("secret_key", "hex40"), ("Api Key", None), ("token", None), ("auth_token", None)],
        "zh": [("密钥", "hex40"), ("访问令牌", "ghp"), ("接口密钥", "openai"), ("应用密钥", "hex32"),
               ("令牌", "jwt"), ("机器人令牌", "telegram"), ("秘钥", None), ("AccessKey ID", "aws"),
               ("AccessKey Secret", "aws_sk"), ("签名密钥", "hex64"), ("支付密钥", "stripe"), ("API密钥", None)],
    },
    "password": {
        "en": [("password", None), ("pwd", None), ("passwd", None), ("pw", None), ("db_password", None),
               ("adminPass", None), ("Password", None), ("login_password", None), ("smtp_pass", None),
               ("wifi_password", None), ("passphrase", None)],
        "zh": [("密码", None), ("登录密码", None), ("初始密码", None), ("数据库密码", None), ("WiFi密码", None),
               ("口令", None), ("管理员密码", None)],
    },
    "email": {
        "en": [("email", None), ("e_mail", None), ("mail", None), ("contactEmail", None), ("Email Address", None),
               ("billing_email", None), ("notify_to", None), ("reply_to", None), ("owner_email", None)],
        "zh": [("邮箱", None), ("电子邮件", None), ("联系邮箱", None), ("邮件地址", None), ("通知邮箱", None)],
    },
    "phone": {
        "en": [("tel", None), ("mob", None), ("phone", None), ("mobile", None), ("Phone Number", None),
               ("contactPhone", None), ("cell", None), ("phone_no", None), ("emergency_phone", None)],
        "zh": [("手机", None), ("电话", None), ("联系电话", None), ("手机号", None), ("座机", "land"),
               ("手机号码", None), ("紧急联系电话", None)],
    },
    "address": {
        "en": [("address", None), ("addr", None), ("street", None), ("Street Address", None),
               ("shipping_address1", None), ("billing_line1", None), ("address_line_1", None), ("home_addr", None)],
        "zh": [("详细地址", None), ("住址", None), ("收货地址", None), ("地址", None), ("家庭住址", None),
               ("街道地址", None)],
    },
    "government_id": {
        "en": [("ssn", "ssn"), ("SSN", "ssn"), ("social_security_number", "ssn"), ("nino", "nino"),
               ("NI Number", "nino"), ("ni_no", "nino"), ("passport_no", "passport"),
               ("Passport Number", "passport"), ("passportNo", "passport"), ("tax_id_ssn", "ssn")],
        "zh": [("身份证号", "cnid"), ("身份证", "cnid"), ("证件号码", "cnid"), ("身份证号码", "cnid"),
               ("护照号", "cnpass"), ("护照号码", "cnpass")],
    },
    "financial": {
        "en": [("card_number", "card"), ("cc", "card"), ("pan", "card"), ("Card No", "card"), ("iban", "iban"),
               ("IBAN", "iban"), ("acct_no", "acct"), ("account_number", "acct"), ("routing_number", "aba"),
               ("ABA", "aba"), ("bank_acct", "acct")],
        "zh": [("银行卡号", "cncard"), ("卡号", "cncard"), ("收款账号", "cnacct"), ("对公账户", "cnacct"),
               ("IBAN", "iban"), ("银行账号", "cnacct"), ("信用卡号", "card")],
    },
    "person_name": {
        "en": [("name", None), ("full_name", None), ("customer", None), ("Contact Name", None),
               ("emergency_contact", None), ("cardholder", None), ("display_name", None), ("recipient", None),
               ("owner", None), ("fullName", None)],
        "zh": [("姓名", None), ("联系人", None), ("收件人", None), ("客户姓名", None), ("紧急联系人", None),
               ("持卡人", None), ("经办人", None), ("负责人", None)],
    },
    "username": {
        "en": [("username", None), ("usr", None), ("login", None), ("handle", "at"), ("screen_name", None),
               ("github", None), ("twitter", "at"), ("userName", None), ("ig", "at")],
        "zh": [("用户名", None), ("账号", None), ("登录名", None), ("微博", "at"), ("账户名", None),
               ("抖音号", "at")],
    },
    "schedule": {
        "en": [("wake_up", None), ("bedtime", None), ("gym_time", None), ("school_pickup", None),
               ("meds_at", None), ("dog_walk", None), ("leave_home", None), ("Daily Run", None),
               ("alarm", None), ("lights_out", None)],
        "zh": [("起床时间", None), ("睡觉时间", None), ("健身时间", None), ("接孩子", None), ("吃药时间", None),
               ("遛狗", None), ("出门时间", None), ("每日闹钟", None)],
    },
    "geo": {
        "en": [("coords", "coord"), ("latlng", "coord"), ("home_location", "coord"), ("zip", "uszip"),
               ("postcode", "ukpc"), ("post_code", "ukpc"), ("zip_code", "uszip"), ("neighbourhood", "hood"),
               ("area", "hood"), ("Postal Code", "ukpc")],
        "zh": [("经纬度", "cncoord"), ("坐标", "cncoord"), ("邮编", "cnpc"), ("邮政编码", "cnpc"),
               ("小区", "estate"), ("小区名称", "estate"), ("所在小区", "estate"), ("定位", "cncoord")],
    },
}

ENV_FALLBACK = {"secret": "API_SECRET", "password": "DB_PASSWORD", "email": "CONTACT_EMAIL",
                "phone": "SUPPORT_PHONE", "address": "HOME_ADDRESS", "government_id": "ID_NUMBER",
                "financial": "PAYOUT_ACCOUNT", "person_name": "OWNER_NAME", "username": "LOGIN_USER",
                "schedule": "DAILY_ALARM", "geo": "HOME_GEO", "benign": "ITEM_REF"}

EN_COLS = [("id", "{n}"), ("order_id", "{oid}"), ("created_at", "{ts}"), ("city", "{city}"), ("sku", "{sku}"),
           ("status", "{status}"), ("amount", "{price}"), ("qty", "{qty}"), ("updated_at", "{ts2}"),
           ("source", "{src}"), ("plan", "{plan}"), ("region", "{region}"), ("company", "{co}")]
ZH_COLS = [("序号", "{n}"), ("订单号", "{oid}"), ("创建时间", "{ts}"), ("城市", "{city_zh}"), ("商品编码", "{sku}"),
           ("状态", "{status_zh}"), ("金额", "{price}"), ("数量", "{qty}"), ("更新时间", "{ts2}"),
           ("渠道", "{src_zh}"), ("套餐", "{plan_zh}"), ("公司", "{co_zh}")]
GENERIC_HEADERS = {"en": ["value", "note", "notes", "misc", "col_7", "extra", "remarks"],
                   "zh": ["备注", "字段值", "其他", "说明", "附加信息"]}
NUMERIC = {"{n}", "{qty}", "{price}"}

EN_LEAD = ["", "", "Can you dedupe these rows?\n", "Here's the export from the CRM:\n", "Why does this fail?\n",
           "Pasting from the spreadsheet:\n", "Config I'm using:\n", "Logs from last night:\n",
           "Fix the formatting of this please:\n", "Convert this to JSON:\n"]
ZH_LEAD = ["", "", "帮我把这几行去重一下：\n", "这是从后台导出的数据：\n", "为什么会报错？\n", "从表格里复制出来的：\n",
           "我现在的配置如下：\n", "昨晚的日志：\n", "帮我整理一下格式：\n", "把这个转成JSON：\n"]
MIXED_LEAD = ["帮我 check 一下这个 config：\n", "这几行 CSV 帮我 convert 成 JSON：\n", "debug 一下，这个 request 一直报错：\n",
              "这个 log 里有啥问题？\n", "导出的 data 如下，please 去重：\n", "Can you 帮我 format 一下这个表格？\n",
              "我的 setup 是这样的，why 不生效？\n", "Here is the 数据, 帮我 sort 一下：\n", "同事发来的 snippet，看看：\n",
              "pls review，上线前最后一版：\n"]


def _style(name: str, style: str) -> str:
    if not name.isascii() or " " in name:
        return name
    parts = name.split("_")
    if style == "camel":
        return parts[0] + "".join(p.title() for p in parts[1:])
    if style == "title":
        return " ".join(p.title() for p in parts)
    if style == "upper":
        return name.upper()
    return name


def _envkey(key: str, cat: str) -> str:
    if not key.isascii():
        return ENV_FALLBACK[cat]
    k = re.sub(r"([a-z])([A-Z])", r"\1_\2", key)
    return re.sub(r"[^A-Za-z0-9]+", "_", k).upper()


def _q(t: str) -> str:
    return t if t in NUMERIC else f'"{t}"'


def _sqlcol(c: str) -> str:
    return c if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", c) else f"`{c}`"


# wrappers: (key, value token, cols, lang, r, cat) -> template with {v}
def w_csv(key, vt, cols, lang, r, cat, sep=","):
    names, toks = [c[0] for c in cols], [c[1] for c in cols]
    pos = r.choice([0, len(cols), r.randrange(len(cols) + 1)])
    names.insert(pos, key)
    toks.insert(pos, vt)
    if sep == "," and "," in key:
        names[pos] = f'"{key}"'
    lines = [sep.join(names)]
    extra = [r.choice(["", "N/A", "-"]) if t == vt else t.replace("}", "_b}") for t in toks]
    if r.random() < 0.4:
        lines.append(sep.join(extra))
    lines.append(sep.join(toks))
    if r.random() < 0.3:
        lines.append(sep.join(extra))
    return "\n".join(lines)


def w_tsv(key, vt, cols, lang, r, cat):
    return w_csv(key, vt.strip('"'), cols, lang, r, cat, sep="\t")


def w_generic_header(key, vt, cols, lang, r, cat):
    hdr = r.choice(GENERIC_HEADERS["zh" if lang == "zh" else ("en" if lang == "en" else r.choice(["en", "zh"]))])
    return w_csv(hdr, vt, cols, lang, r, cat, sep=r.choice([",", "\t"]))


def w_eav(key, vt, cols, lang, r, cat):
    hdr = r.choice(["entity_id,attribute,value", "id,field,value", "记录ID,字段,值", "row,key,val"])
    ent = "{n}"
    lines = [hdr]
    others = r.sample(cols, min(2, len(cols)))
    rows = [f"{ent},{c[0]},{c[1]}" for c in others] + [f"{ent},{key},{vt}"]
    r.shuffle(rows)
    return "\n".join([hdr] + rows)


def w_json(key, vt, cols, lang, r, cat):
    items = [(c[0], c[1]) for c in cols] + [(key, "{v}")]
    r.shuffle(items)
    body = [f'"{k}": {_q(t)}' for k, t in items]
    if r.random() < 0.5:
        s = "{" + ", ".join(body) + "}"
    else:
        s = "{\n  " + ",\n  ".join(body) + "\n}"
    if r.random() < 0.3:
        s = '{"data": ' + s + ', "ok": true}'
    return s


def w_yaml(key, vt, cols, lang, r, cat):
    sect = r.choice(["contact", "profile", "user", "owner", "客户", "settings", "me"])
    items = [(c[0], c[1]) for c in cols[:3]] + [(key, "{v}")]
    r.shuffle(items)
    lines = [f"# {r.choice(['exported', '自动生成', 'do not edit', '本地配置'])} {{date}}", f"{sect}:"]
    for k, t in items:
        lines.append(f"  {k}: " + (f'"{t}"' if (t == "{v}" and r.random() < 0.5) or t.startswith("{ts") else t))
    return "\n".join(lines)


def w_toml(key, vt, cols, lang, r, cat):
    k = key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else f'"{key}"'
    sect = r.choice(["account", "contact", "profile", "deploy", "owner"])
    lines = [f"[{sect}]", f'region = "{{region}}"', f"{k} = \"{{v}}\"", "retries = {qty}"]
    if r.random() < 0.5:
        lines.insert(0, f'title = "{{proj}}"\n')
    return "\n".join(lines)


def w_ini(key, vt, cols, lang, r, cat):
    sect = r.choice(["default", "client", "mysql", "smtp", "user", "main"])
    return f"; {r.choice(['local settings', '本机配置', 'updated {date}'])}\n[{sect}]\nhost = {{host}}\n{key}={{v}}\ntimeout = {{qty}}"


def w_env(key, vt, cols, lang, r, cat):
    ek = _envkey(key, cat)
    lines = ["APP_ENV=production", "PORT={port}", f"{ek}={vt.strip(chr(34)) if r.random() < 0.6 else vt}",
             "LOG_LEVEL=info", "AWS_REGION={region}"]
    r.shuffle(lines)
    if lang == "zh":
        lines.insert(0, "# 生产环境配置，勿提交")
    elif lang == "mixed":
        lines.insert(0, "# prod 环境的 .env")
    return "\n".join(lines)


def w_sql_insert(key, vt, cols, lang, r, cat):
    sel = cols[:3] + [(key, "{v}")]
    r.shuffle(sel)
    cn = ", ".join(_sqlcol(c) for c, _ in sel)
    vals = ", ".join(t if t in NUMERIC else f"'{t}'" for _, t in sel)
    return f"INSERT INTO {{tbl}} ({cn}) VALUES ({vals});"


def w_sql_update(key, vt, cols, lang, r, cat):
    c = cols[0]
    where = r.choice(["id = {n}", "order_id = '{oid}'", "uuid = '{uuid}'"])
    return f"UPDATE {{tbl}} SET {_sqlcol(key)} = '{{v}}', {_sqlcol(c[0])} = {_q(c[1]).replace(chr(34), chr(39))} WHERE {where};"


def w_md(key, vt, cols, lang, r, cat):
    sel = cols[:3]
    pos = r.randrange(len(sel) + 1)
    names = [c[0] for c in sel]
    toks = [c[1] for c in sel]
    names.insert(pos, key)
    toks.insert(pos, "{v}")
    return "| " + " | ".join(names) + " |\n|" + "---|" * len(names) + "\n| " + " | ".join(toks) + " |"


def w_log(key, vt, cols, lang, r, cat):
    k = re.sub(r"\s+", "_", key)
    msg = {"en": r.choice(["profile updated", "record synced", "validation passed", "import row ok"]),
           "zh": r.choice(["用户资料已更新", "记录同步成功", "校验通过", "导入成功"]),
           "mixed": r.choice(["record 同步成功", "profile 已更新", "import row 成功"])}[lang]
    lvl = r.choice(["INFO", "DEBUG", "WARN"])
    return r.choice([
        f"{{ts}} {lvl} [{{svc}}] {msg} {k}={vt.strip(chr(34))} req_id={{req}} took={{ms}}ms",
        "[{ts2}] " + lvl.lower() + ": " + msg + ' {"' + k + '": "{v}", "order": "{oid}"}',
        f"{{ts}} {{svc}}[{{pid}}]: {lvl} {msg}; {k}=\"{{v}}\" city={{city}}",
    ])


def w_curl(key, vt, cols, lang, r, cat):
    body = ", ".join([f'"{cols[0][0]}": {_q(cols[0][1])}', f'"{key}": "{{v}}"'])
    return ("curl -X " + r.choice(["POST", "PATCH", "PUT"]) + " https://crm.{org}.io/api/v2/{tbl}/{n} \\\n"
            "  -H 'Content-Type: application/json' \\\n  -d '{" + body + "}'")


def w_http(key, vt, cols, lang, r, cat):
    body = "{" + ", ".join([f'"{key}": "{{v}}"', f'"{cols[1][0]}": {_q(cols[1][1])}']) + "}"
    return (f"{r.choice(['POST', 'PATCH'])} /v1/{{tbl}}/{{n}} HTTP/1.1\nHost: crm.{{org}}.io\n"
            f"Content-Type: application/json\nX-Request-Id: {{uuid}}\n\n{body}")


def w_label(key, vt, cols, lang, r, cat):
    colon = "：" if (not key.isascii() and r.random() < 0.7) else ": "
    items = [(c[0], c[1]) for c in cols[:3]]
    pos = r.randrange(len(items) + 1)
    items.insert(pos, (key, "{v}"))
    return "\n".join(f"{k}{colon if k == key else ': '}{t}" for k, t in items)


WRAPPERS = [w_csv, w_csv, w_tsv, w_generic_header, w_eav, w_json, w_json, w_yaml, w_toml, w_ini, w_env,
            w_sql_insert, w_sql_update, w_md, w_log, w_curl, w_http, w_label]


# ----------------------------------------------------------------------------------------
# hand-written templates per category: (lang, value kind, template)
# ----------------------------------------------------------------------------------------
SPEC: dict[str, list[tuple[str, str | None, str]]] = {
    "secret": [
        ("en", "openai", 'curl https://api.openai.com/v1/chat/completions \\\n  -H "Content-Type: application/json" \\\n  -H "Authorization: Bearer {v}" \\\n  -d \'{"model": "gpt-4o-mini", "messages": []}\''),
        ("en", "ghp", '$ curl -s -H "Authorization: token {v}" https://api.github.com/user/repos | jq length\n37'),
        ("en", "stripe", "GET /v1/charges?limit=3 HTTP/1.1\nHost: api.stripe.com\nAuthorization: Bearer {v}\nStripe-Version: 2024-06-20"),
        ("en", "ghpat", "$ git remote -v\norigin\thttps://oauth2:{v}@github.com/{org}/{proj}.git (fetch)"),
        ("en", "urlpw", "DATABASE_URL=postgres://app_rw:{v}@db.{org}.internal:5432/orders"),
        ("en", "urlpw", "cache:\n  redis_url: redis://default:{v}@cache.{org}.internal:6379/0"),
        ("en", "aws", "[default]\naws_access_key_id = {v}\nregion = {region}\noutput = json"),
        ("en", "aws_sk", "[prod]\nregion = {region}\naws_secret_access_key = {v}"),
        ("en", "pk_pkcs8_json", '{\n  "type": "service_account",\n  "project_id": "{proj}-prod",\n  "private_key_id": "{sha}",\n  "private_key": "{v}\\n",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}'),
        ("en", "pk_rsa_yaml", "tls:\n  cert_file: /etc/ssl/{proj}.crt\n  key: |\n    {v}"),
        ("en", "pk_openssh_plain", "$ cat ~/.ssh/id_ed25519\n{v}\n$ ssh-add ~/.ssh/id_ed25519\nIdentity added"),
        ("en", "pk_ec_plain", "$ kubectl get secret {proj}-tls -o jsonpath='{.data.tls\\.key}' | base64 -d\n{v}"),
        ("en", "telegram", '$ curl -s https://api.telegram.org/bot{v}/getUpdates\n{"ok":true,"result":[]}'),
        ("en", "hf", "$ huggingface-cli login --token {v}\nToken is valid (permission: write)."),
        ("en", "google", "GET https://maps.googleapis.com/maps/api/geocode/json?address={city}&key={v} -> {code}"),
        ("en", "sendgrid", "POST /v3/mail/send HTTP/1.1\nHost: api.sendgrid.com\nAuthorization: Bearer {v}\nContent-Type: application/json"),
        ("en", "jwt", "{ts} DEBUG [{svc}] outgoing headers: {'Authorization': 'Bearer {v}', 'Accept': '*/*'}"),
        ("en", "jwt", "Set-Cookie: session={v}; Path=/; HttpOnly; Secure; SameSite=Lax"),
        ("en", "slack", "const web = new WebClient('{v}');\nawait web.chat.postMessage({ channel: '#deploys', text: 'build {build} ok' });"),
        ("en", "anthropic", "$ export ANTHROPIC_API_KEY={v}\n$ python summarize.py --model claude-3-5-sonnet"),
        ("en", "hex64", "        env:\n          - name: WEBHOOK_SIGNING_SECRET\n            value: \"{v}\""),
        ("en", "b64", "spring.datasource.url=jdbc:mysql://db:3306/app\napp.jwt.secret={v}"),
        ("en", "slackp", "{ts} WARN [notifier] slack api error=not_authed token={v} channel=C0{build}"),
        ("zh", "openai", "# 线上环境的密钥，别提交到仓库\nOPENAI_API_KEY={v}\nOPENAI_BASE_URL=https://api.openai.com/v1"),
        ("zh", "aws", "AWS 凭证（测试账号）：\naccess_key_id = {v}\n地域 = {region}"),
        ("zh", "ghp", "请求头：\nAuthorization: token {v}\n返回：401 未授权，令牌可能已过期"),
        ("zh", "urlpw", "数据库连接串：mysql://root:{v}@10.0.3.21:3306/orders_db"),
        ("zh", "jwt", "浏览器里抓到的 Cookie：\ntoken={v}; path=/; 过期时间 {date}"),
        ("zh", "pk_rsa_plain", "服务器上的私钥文件内容如下：\n{v}\n（注意换行不要丢）"),
        ("zh", "slack", "告警机器人配置\n渠道: 运维群\n令牌: {v}"),
        ("zh", "telegram", "机器人地址：https://api.telegram.org/bot{v}/sendMessage，返回码 {code}"),
        ("zh", "hex32", "| 应用 | 环境 | 签名密钥 |\n|---|---|---|\n| {proj} | 生产 | {v} |"),
        ("zh", "stripe", "支付配置（正式环境）\n商户: {co_zh}\n私钥: {v}"),
        ("zh", "hf", "模型下载失败，用的令牌是 {v}，提示 403 无权限"),
        ("zh", "pk_pkcs8_json", '{\n  "类型": "service_account",\n  "private_key": "{v}",\n  "项目": "{proj}"\n}'),
        ("zh", "sendgrid", "邮件服务配置\n服务商=SendGrid\n密钥={v}\n发件域名={org}.io"),
        ("mixed", "openai", '这个 key 还能用吗？\nexport OPENAI_API_KEY="{v}"\n报错 429 rate limit'),
        ("mixed", "ghpat", "CI 里 clone 失败：\ngit clone https://x-access-token:{v}@github.com/{org}/{proj}.git\nfatal: Authentication failed"),
        ("mixed", "anthropic", 'headers = {"x-api-key": "{v}", "anthropic-version": "2023-06-01"}  # 测试用'),
        ("mixed", "urlpw", "连 prod 数据库用这个：postgresql://readonly:{v}@pg.{org}.internal:5432/analytics"),
        ("mixed", "jwt", "调接口一直 401，token 是 Bearer {v}，帮我看下是不是过期了"),
        ("mixed", "pk_openssh_plain", "部署机的 ssh key（先别外传）：\n{v}"),
        ("mixed", "aws_sk", "~/.aws/credentials 里面：\n[default]\naws_secret_access_key={v}\n# 上周刚 rotate 过"),
    ],
    "password": [
        ("en", None, "$ mysql -u root -p'{v}' -h 127.0.0.1 orders\nmysql: [Warning] Using a password on the command line interface can be insecure."),
        ("en", None, "$ sshpass -p '{v}' ssh deploy@{ip}"),
        ("en", None, "$ PGPASSWORD='{v}' psql -h db.{org}.internal -U app -d reporting"),
        ("en", None, "$ docker login registry.{org}.io -u ci-bot --password '{v}'\nLogin Succeeded"),
        ("en", None, "$ redis-cli -h cache.{org}.internal -a '{v}' ping\nPONG"),
        ("en", None, "spring.datasource.username=app\nspring.datasource.password={v}"),
        ("en", None, '<add name="Main" connectionString="Server=sql01;Database=Shop;User Id=app;Password={v};" />'),
        ("en", None, 'wifi:\n  ssid: "HomeNet-5G"\n  psk: "{v}"'),
        ("en", None, '{ts} WARN [auth] login failed, payload={"user":"admin","password":"{v}"}'),
        ("en", None, "all:\n  vars:\n    ansible_user: ubuntu\n    ansible_ssh_pass: '{v}'"),
        ("en", None, "| service | note |\n|---|---|\n| vpn | the password is {v} |"),
        ("en", None, "machine smtp.{org}.io\n  login alerts\n  password {v}"),
        ("en", None, "$ curl -u admin:'{v}' https://jenkins.{org}.io/api/json"),
        ("zh", None, "数据库账号：app_rw\n密码：{v}\n（测试环境）"),
        ("zh", None, "WiFi名称,WiFi密码,位置\nOffice-5G,{v},3楼会议室"),
        ("zh", None, "帮我重置一下，旧密码是{v}，登录一直提示错误"),
        ("zh", None, "| 系统 | 账号 | 密码 |\n|---|---|---|\n| OA | admin | {v} |"),
        ("zh", None, "服务器信息\nIP：{ip}\n端口：22\nroot 密码：{v}"),
        ("zh", None, "mysql -uroot -p'{v}' -e \"show databases;\"\n警告：在命令行使用密码不安全"),
        ("zh", None, "路由器后台 192.168.1.1，管理员口令 {v}"),
        ("mixed", None, "测试环境的 login 信息：user=admin, pwd={v}"),
        ("mixed", None, "jenkins 的 password 是 {v}，记得改"),
        ("mixed", None, "docker login 一直失败：\ndocker login -u ci-bot -p '{v}' registry.{org}.io"),
        ("mixed", None, 'config.yaml 里：\ndb:\n  user: app\n  password: "{v}"  # 别 commit'),
    ],
    "email": [
        ("en", None, "Co-authored-by: {pname} <{v}>"),
        ("en", None, "[user]\n\tname = {pname}\n\temail = {v}\n[pull]\n\trebase = true"),
        ("en", None, "BEGIN:VCARD\nVERSION:3.0\nFN:{pname}\nEMAIL;TYPE=work:{v}\nEND:VCARD"),
        ("en", None, "BEGIN:VEVENT\nSUMMARY:Quarterly review\nORGANIZER;CN={pname}:mailto:{v}\nDTSTART:20261203T140000Z\nEND:VEVENT"),
        ("en", None, "{ts} postfix/smtp[{pid}]: 4F2A{n}: to=<{v}>, relay=gmail-smtp-in.l.google.com[142.250.27.26]:25, delay=1.2, status=sent (250 2.0.0 OK)"),
        ("en", None, "$ git log -1 --format='%an <%ae>'\n{pname} <{v}>"),
        ("en", None, "To: {v}\nSubject: Invoice {oid}\nContent-Type: text/plain; charset=utf-8"),
        ("en", None, '<a href="mailto:{v}?subject=Refund%20{oid}">email me</a>'),
        ("en", None, "SELECT id, plan FROM users WHERE lower(email) = '{v}';"),
        ("zh", None, "联系人邮箱：{v}\n（发票请发这个）"),
        ("zh", None, "邮件退信：收件人 {v} 不存在，错误码 550"),
        ("zh", None, "姓名,部门,邮箱\n{pname_zh},财务部,{v}"),
        ("zh", None, 'git config --global user.email "{v}"  # 公司邮箱'),
        ("zh", None, "报名表\n学校：{city_zh}第一中学\n家长邮箱：{v}"),
        ("mixed", None, "把 report 发到 {v} 就行，cc 我"),
        ("mixed", None, "Author: {pname_zh} <{v}>\nDate: {ts}\n\n    修复 login 页面的 bug"),
        ("mixed", None, "notify_email 配的是 {v}，但是一直收不到 alert"),
    ],
    "phone": [
        ("en", None, "BEGIN:VCARD\nVERSION:4.0\nTEL;TYPE=cell,voice:{v}\nORG:{co}\nEND:VCARD"),
        ("en", None, "{ts} INFO [sms] queued OTP to={v} provider=twilio sid=SM{req}"),
        ("en", None, "POST /2010-04-01/Accounts/AC{req}/Messages.json\nTo={v}&Body=Your+code+is+{qty}{n}"),
        ("en", None, "Emergency contacts\nPrimary\t{v}\tmobile"),
        ("en", None, '<a href="tel:{v}">call me</a>'),
        ("en", None, "| Contact | Number |\n|---|---|\n| Mum | {v} |"),
        ("en", None, "Twilio error 21211: The 'To' number {v} is not a valid phone number."),
        ("en", None, "Name,Relationship,,,,Notes\nsee HR file,spouse,,,,{v}"),
        ("zh", None, "收件人：{pname_zh}\n手机：{v}\n备注：工作日送货"),
        ("zh", None, "{ts} INFO [短信] 验证码已发送 手机号={v} 模板=SMS_{n}"),
        ("zh", None, "联系方式\t{v}\t微信同号"),
        ("zh", None, "客户反馈电话打不通：{v}，请回拨"),
        ("zh", None, "BEGIN:VCARD\nVERSION:3.0\nFN:{pname_zh}\nTEL;TYPE=CELL:{v}\nEND:VCARD"),
        ("mixed", None, "帮我 format 一下这个 number：{v}"),
        ("mixed", None, "sms 发送失败 to={v}，error: 号码无效"),
        ("mixed", None, "vendor 联系人 phone: {v}（只在工作日接）"),
    ],
    "address": [
        ("en", None, 'ship_to:\n  line1: "{v}"\n  city: {city}\n  country: GB'),
        ("en", None, "BEGIN:VCARD\nVERSION:3.0\nADR;TYPE=home:;;{v};{city};;;UK\nEND:VCARD"),
        ("en", None, '{ts} WARN [geocoder] no match for address="{v}, {city}" provider=nominatim'),
        ("en", None, "BEGIN:VEVENT\nSUMMARY:Book club\nLOCATION:{v}\\, {city}\nRRULE:FREQ=MONTHLY\nEND:VEVENT"),
        ("en", None, "Deliver to: {v}\n{city}, {county}"),
        ("en", None, "customer_id\tline1\tline2\tcity\n{n}\t{v}\t\t{city}"),
        ("zh", None, "收货地址：{prov}{city_zh}市{dist}{v}"),
        ("zh", None, "省份,城市,区县,详细地址,备注\n{prov},{city_zh},{dist},{v},放门口"),
        ("zh", None, "{ts} INFO [物流] 派送中 地址={city_zh}{dist}{v} 运单={oid}"),
        ("zh", None, "快递寄到这里：{city_zh}{dist}{v}，到了打电话"),
        ("zh", None, '{"province": "{prov}", "city": "{city_zh}", "district": "{dist}", "detail": "{v}"}'),
        ("mixed", None, "shipping address 改成 {city_zh}{dist}{v}，thanks"),
        ("mixed", None, "address: {v}\ncity: {city}\n# 新家地址，下周生效"),
        ("mixed", None, "我在 {city} 的 address 是 {v}，包裹寄这里"),
    ],
    "government_id": [
        ("en", "ssn", "W-2 import\tEmployee SSN\t{v}\tTax year 2025"),
        ("en", "ssn", "{ts} ERROR [payroll] validation failed for ssn={v}: duplicate record"),
        ("en", "nino", "HMRC upload\nNI number: {v}\nTax code: 1257L"),
        ("en", "nino", "| Employee ID | NINO | Start date |\n|---|---|---|\n| E{n} | {v} | {date} |"),
        ("en", "passport", "<passport>\n  <number>{v}</number>\n  <issuingCountry>GBR</issuingCountry>\n</passport>"),
        ("en", "passport", "Travel booking\nPassport no.: {v}\nNationality: USA\nFlight: BA{qty}8"),
        ("en", "ssn", '{"applicant": {"ssn": "{v}", "income": {price}}}'),
        ("en", "nino", "employee_ref,start_date,ni_category,national_insurance_no\nE{n},{date},A,{v}"),
        ("zh", "cnid", "身份证号：{v}\n有效期至：2035-06-30"),
        ("zh", "cnid", "姓名\t性别\t身份证号\t入职日期\n{pname_zh}\t男\t{v}\t{date}"),
        ("zh", "cnid", "{ts} ERROR [实名认证] 校验失败 id_card={v} 原因=照片不清晰"),
        ("zh", "cnpass", "出行人信息\n护照号：{v}\n签发地：{city_zh}"),
        ("zh", "cnid", "UPDATE employees SET `身份证号` = '{v}' WHERE `工号` = {n};"),
        ("mixed", "cnid", "KYC 没通过，ID number {v} 说格式不对？"),
        ("mixed", "passport", "visa 申请表 passport number 填 {v} 对吗"),
        ("mixed", "nino", "payroll 系统里 NI number: {v}，需要 update"),
        ("mixed", "ssn", "美国同事的 SSN {v}，报税要用"),
    ],
    "financial": [
        ("en", "card", "stripe.PaymentMethod.create(type='card', card={'number': '{v}', 'exp_month': 12, 'exp_year': 2028})"),
        ("en", "card", "{ts} ERROR [checkout] card declined pan={v} reason=insufficient_funds order={oid}"),
        ("en", "iban", "Payee\tIBAN\tReference\n{co}\t{v}\tINV-{n}"),
        ("en", "iban", "<Cdtr><Nm>{co}</Nm></Cdtr><CdtrAcct><Id><IBAN>{v}</IBAN></Id></CdtrAcct>"),
        ("en", "aba", "ACH details\nRouting (ABA): {v}\nAccount type: checking"),
        ("en", "acct", "Direct deposit\nAccount number: {v}\nSort code: 20-{qty}-11"),
        ("en", "card", "| Card | Exp | CVV |\n|---|---|---|\n| {v} | 09/29 | 123 |"),
        ("en", "card", "txn_id,amount,currency,merchant,card\n{uuid},{price},GBP,{co},{v}"),
        ("zh", "cncard", "退款请打到这张卡：{v}（招商银行）"),
        ("zh", "cncard", "持卡人,开户行,银行卡号\n{pname_zh},工商银行{city_zh}分行,{v}"),
        ("zh", "cnacct", "对公转账\n户名：{co_zh}\n账号：{v}\n开户行：建设银行{city_zh}支行"),
        ("zh", "cncard", "{ts} WARN [支付] 扣款失败 卡号={v} 原因=余额不足"),
        ("zh", "iban", "境外汇款信息\n收款行 SWIFT: HSBCGB2L\nIBAN：{v}"),
        ("mixed", "card", "这个 card number {v} 测试一直 decline，是不是 Luhn 不对？"),
        ("mixed", "iban", "payment 打到 IBAN {v}，reference 写订单号"),
        ("mixed", "cncard", "refund 到银行卡 {v}，谢谢"),
    ],
    "person_name": [
        ("en", None, "Co-authored-by: {v} <{n}+dev@users.noreply.github.com>"),
        ("en", None, "BEGIN:VCARD\nVERSION:3.0\nFN:{v}\nORG:{co}\nTITLE:Account Manager\nEND:VCARD"),
        ("en", None, "ATTENDEE;ROLE=REQ-PARTICIPANT;CN={v}:mailto:attendee-{n}@{org}.io"),
        ("en", None, '{ts} INFO [auth] login ok display_name="{v}" ip={ip} mfa=totp'),
        ("en", None, "| On-call | Service | Week |\n|---|---|---|\n| {v} | {svc} | 48 |"),
        ("en", "lastfirst", '"Last, First",Dept,Ext\n"{v}",Finance,{qty}'),
        ("en", None, "commit {sha}\nAuthor: {v} <{n}+dev@users.noreply.github.com>\nDate:   {ts}\n\n    fix: handle empty cart"),
        ("en", None, "commit {sha}\n\n    bump {proj} to {ver}\n\n    Reviewed-by: {v}"),
        ("en", None, "X-Customer-Name: {v}\nX-Request-Id: {uuid}"),
        ("en", None, "<Dbtr><Nm>{v}</Nm></Dbtr><DbtrAcct><Id>ref-{n}</Id></DbtrAcct>"),
        ("en", None, "Consultant\tDr. {v}\tCardiology\tRoom {qty}"),
        ("zh", None, "联系人：{v}\n电话：见附件\n备注：周末不在"),
        ("zh", None, "工号,姓名,部门\n{n},{v},研发部"),
        ("zh", None, "BEGIN:VCARD\nVERSION:3.0\nFN:{v}\nORG:{co_zh}\nEND:VCARD"),
        ("zh", None, "{ts} INFO [审批] 审批人={v} 单号={oid} 结果=通过"),
        ("zh", None, "值班表\n| 日期 | 值班人 |\n|---|---|\n| {date} | {v} |"),
        ("zh", None, "Co-authored-by: {v} <{n}+dev@users.noreply.github.com>"),
        ("zh", None, "收件人 {v} 已签收，快递单号 SF{n}"),
        ("mixed", None, "这个 PR 的 reviewer 是 {v}，记得提醒一下"),
        ("mixed", None, "owner: {v}\nteam: 数据平台\noncall: weekly"),
        ("mixed", None, "新来的 intern 叫 {v}，帮忙开个 account"),
        ("mixed", None, "{ts} INFO 客户 {v} placed order {oid}"),
    ],
    "username": [
        ("en", None, "Host prod-bastion\n  HostName {ip}\n  User {v}\n  Port 2222"),
        ("en", None, "{ts2} sshd[{pid}]: Failed password for {v} from 203.0.113.{qty} port 5{qty_b}22 ssh2"),
        ("en", None, "{ts2} sudo:   {v} : TTY=pts/0 ; PWD=/srv/{proj} ; USER=root ; COMMAND=/usr/bin/systemctl restart nginx"),
        ("en", "at", "{ts} #deploys {v}: rolled back build {build}"),
        ("en", None, "machine github.com\n  login {v}\n  password $GITHUB_TOKEN"),
        ("en", None, '{"login": "{v}", "id": {n}, "type": "User", "site_admin": false}'),
        ("en", None, "$ docker login -u {v} registry.{org}.io\nLogin Succeeded"),
        ("en", None, "{v}@devbox:/srv/{proj}$ git pull --rebase"),
        ("en", "at", "cc {v} can you check the flaky test in {proj}?"),
        ("en", None, "[github]\n\tuser = {v}"),
        ("zh", None, "账号：{v}\n状态：已重置，请查收短信"),
        ("zh", None, "用户名,注册时间,等级\n{v},{ts},VIP3"),
        ("zh", "at", "转发微博 {v}：今天的晚霞太好看了"),
        ("zh", None, "{ts} WARN [登录] 用户 {v} 连续输错 5 次密码，已锁定 30 分钟"),
        ("zh", None, "服务器登录：ssh {v}@{ip} -p 2222"),
        ("mixed", None, "我的 GitHub username 是 {v}，帮我加到 org 里"),
        ("mixed", "at", "小红书上的 {v} 推荐的这个 repo"),
        ("mixed", None, "jira 账号 {v} 被 lock 了"),
    ],
    "home_path": [
        ("en", "posix", 'Traceback (most recent call last):\n  File "{v}/projects/{proj}/app/main.py", line {qty}, in <module>\n    from app.db import engine\n  File "/usr/lib/python3.12/importlib/__init__.py", line 90, in import_module\nModuleNotFoundError: No module named \'psycopg2\''),
        ("en", "posix", "Error: Cannot find module 'express'\nRequire stack:\n- {v}/code/{proj}/server.js\n    at Module._resolveFilename (node:internal/modules/cjs/loader:1140:15)\n    at Module._load (node:internal/modules/cjs/loader:981:27)"),
        ("en", "win", "npm ERR! code ENOENT\nnpm ERR! syscall open\nnpm ERR! path {v}\\Desktop\\{proj}\\package.json\nnpm ERR! errno -4058"),
        ("en", "posix", "java.io.FileNotFoundException: {v}/workspace/{proj}/config/application.yml (No such file or directory)\n\tat java.base/java.io.FileInputStream.open0(Native Method)"),
        ("en", "posix", "error: could not find `Cargo.toml` in `{v}/src/{proj}` or any parent directory"),
        ("en", "posix", "Host bastion\n  HostName {ip}\n  IdentityFile {v}/.ssh/id_ed25519\n  ForwardAgent no"),
        ("en", "linux", "15 3 * * * {v}/bin/backup.sh >> /var/log/backup.log 2>&1"),
        ("en", "mac", "[core]\n\texcludesfile = {v}/.gitignore_global\n\teditor = vim"),
        ("en", "posix", "$ docker run --rm -v {v}/data:/data -p 8080:80 nginx:1.27"),
        ("en", "winjson", '{\n  "python.defaultInterpreterPath": "{v}\\\\AppData\\\\Local\\\\Programs\\\\Python\\\\Python312\\\\python.exe",\n  "editor.tabSize": 4\n}'),
        ("en", "win", "PS {v}\\source\\repos\\{proj}> dotnet build\nMSBuild version 17.9.8"),
        ("en", "linux", "WARNING: The script flask is installed in '{v}/.local/bin' which is not on PATH."),
        ("en", "mac", "zsh: permission denied: {v}/scripts/deploy.sh"),
        ("en", "posix", "{ts} ERROR [{svc}] failed to open {v}/.config/{proj}/settings.toml: permission denied"),
        ("en", "linux", '  File "{v}/.venv/lib/python3.11/site-packages/requests/adapters.py", line 519, in send\n    raise ConnectionError(e, request=request)\nrequests.exceptions.ConnectionError: HTTPSConnectionPool(host=\'{host}\', port=443)'),
        ("en", "mac", "fatal: not a git repository (or any of the parent directories): .git\n$ pwd\n{v}/Downloads/{proj}-main"),
        ("en", "win", "filename,size,modified\n{v}\\Documents\\{proj}\\report.xlsx,48213,{ts}"),
        ("zh", "posix", "错误：找不到文件 {v}/文档/报表/2024Q3.xlsx"),
        ("zh", "win", "系统找不到指定的路径。: '{v}\\桌面\\数据\\订单.csv'"),
        ("zh", "posix", 'Traceback (most recent call last):\n  File "{v}/项目/{proj}/main.py", line {qty}, in <module>\n模块导入失败：No module named \'pandas\''),
        ("zh", "win", "[{ts}] 错误 无法加载配置文件 {v}\\AppData\\Roaming\\{proj}\\config.json"),
        ("zh", "linux", "定时任务：\n0 2 * * * {v}/脚本/备份.sh"),
        ("zh", "mac", "日志路径：{v}/Library/Logs/{proj}/运行.log，权限不足"),
        ("zh", "posix", "文件名\t大小\t路径\n周报.docx\t32KB\t{v}/下载/周报.docx"),
        ("mixed", "posix", "跑 pytest 报错：\nE   FileNotFoundError: [Errno 2] No such file or directory: '{v}/work/{proj}/fixtures/data.json'"),
        ("mixed", "win", 'VS Code 打不开 terminal：\nThe terminal process "{v}\\AppData\\Local\\Programs\\Git\\bin\\bash.exe" failed to launch'),
        ("mixed", "posix", "conda env 装在 {v}/miniconda3/envs/{proj}，但是 import 不到"),
        ("mixed", "winjson", '{"terminal.integrated.cwd": "{v}\\\\Desktop\\\\{proj}", "备注": "工作目录"}'),
    ],
    "schedule": [
        ("en", None, '# {act} every weekday at {v}\n{cm} {ch} * * 1-5 /usr/local/bin/notify "{act}"'),
        ("en", None, "BEGIN:VEVENT\nSUMMARY:{act}\nDTSTART;TZID=Europe/London:20261201T{hh}{mm}00\nRRULE:FREQ=DAILY\nDESCRIPTION:every day at {v}\nEND:VEVENT"),
        ("en", None, "routine,days,time\n{act},Mon-Fri,{v}"),
        ("en", None, '{"reminder": "{act}", "at": "{v}", "repeat": "daily"}'),
        ("en", None, "| Habit | When |\n|---|---|\n| {act} | {v} |"),
        ("en", None, 'alarms:\n  - label: {act}\n    time: "{v}"\n    repeat: weekdays'),
        ("en", None, "Shortcuts automation: every day at {v} -> Focus: Sleep"),
        ("en", None, "{ts} INFO [reminders] scheduled '{act}' daily at {v} for user_id={n}"),
        ("en", None, "- [ ] {act} ({v}, every day)"),
        ("zh", None, "作息表\n项目,时间\n{act_zh},{v}"),
        ("zh", None, "# 每天{v}提醒{act_zh}\n{cm} {ch} * * * /usr/local/bin/remind.sh"),
        ("zh", None, "| 事项 | 时间 |\n|---|---|\n| {act_zh} | {v} |"),
        ("zh", None, '{"提醒": "{act_zh}", "时间": "{v}", "重复": "每天"}'),
        ("zh", None, "BEGIN:VEVENT\nSUMMARY:{act_zh}\nRRULE:FREQ=DAILY\nDESCRIPTION:每天{v}\nEND:VEVENT"),
        ("zh", None, "{ts} INFO [提醒] 已设置每日提醒：{act_zh} {v}"),
        ("zh", None, "我的日程：每天{v}{act_zh}，雷打不动"),
        ("mixed", None, "帮我设个 daily reminder：{v} {act_zh}"),
        ("mixed", None, 'routine:\n  {act}: "{v}"  # 每天都要'),
        ("mixed", None, "我一般 {v} 去 gym，帮我排一下 calendar"),
        ("mixed", None, "cron 这样写对吗？每天 {v} 提醒我 {act}\n{cm} {ch} * * *"),
    ],
    "geo": [
        ("en", "coord", "{ts} DEBUG [tracker] ping device={uuid} loc={v} acc=12m"),
        ("en", "coord", "https://www.google.com/maps?q={v}"),
        ("en", "dms", "$ exiftool IMG_{build}.HEIC | grep GPS\nGPS Position                    : {v}"),
        ("en", "coord", "BEGIN:VCARD\nVERSION:4.0\nGEO:geo:{v}\nEND:VCARD"),
        ("en", "ukpc", "Deliver to: {city}\nPostcode: {v}\nSafe place: porch"),
        ("en", "uszip", "billing_city,billing_state,billing_zip\n{city},TX,{v}"),
        ("en", "hood", "home:\n  city: {city}\n  neighbourhood: {v}"),
        ("en", "hood", "home_area,commute_mins\n{v},{qty}"),
        ("en", "ukpc", '{"postcode": "{v}", "country": "GB"}'),
        ("zh", "cncoord", "{ts} DEBUG [定位] 设备={uuid} 经纬度={v} 精度=15米"),
        ("zh", "cnpc", "收件城市 {city_zh}市，邮编 {v}"),
        ("zh", "estate", "我住在{v}，离地铁站很近"),
        ("zh", "estate", "小区名称,楼栋,物业费\n{v},3号楼,{price}"),
        ("zh", "cncoord", '{"家": {"坐标": "{v}"}}'),
        ("zh", "estate", "快递柜在{v}东门"),
        ("mixed", "cncoord", "home location 是 {v}，帮我算一下到公司的 distance"),
        ("mixed", "estate", "我家在 {v}，周末可以来 pick up"),
        ("mixed", "ukpc", "UK 的 postcode 是 {v}，填表用"),
        ("mixed", "cnpc", "zip code 填 {v} 就行"),
    ],
}


# ----------------------------------------------------------------------------------------
# building the planted samples
# ----------------------------------------------------------------------------------------
CSV_LIKE = (w_csv, w_generic_header, w_eav)


def _cols(r: random.Random, lang: str, cat: str) -> list[tuple[str, str]]:
    k = r.randint(2, 5)
    if lang == "en":
        style = r.choice(["snake", "snake", "camel", "title", "upper"])
        cols = [(_style(c, style), t) for c, t in r.sample(EN_COLS, k)]
    elif lang == "zh":
        cols = r.sample(ZH_COLS, k)
    else:
        cols = r.sample(EN_COLS, max(1, k // 2)) + r.sample(ZH_COLS, max(1, k - k // 2))
        r.shuffle(cols)
    if cat == "address":
        extra = [("城市", "{city_zh}"), ("区县", "{dist}")] if (lang == "zh" or (lang == "mixed" and r.random() < 0.5)) \
            else [("city", "{city}"), ("county", "{county}")]
        cols = [c for c in cols if c[0] not in ("city", "城市")] + extra
        r.shuffle(cols)
    return cols


def _lead(r: random.Random, lang: str, force: bool = False) -> str:
    if lang == "mixed":
        return r.choice(MIXED_LEAD) if force or r.random() < 0.6 else ""
    return r.choice(EN_LEAD if lang == "en" else ZH_LEAD)


def _cell(cat: str, lang: str, r: random.Random) -> list[Sample]:
    out: list[Sample] = []
    seen: set[str] = set()
    own = [t for t in SPEC[cat] if t[0] == lang]
    other = [t for t in SPEC[cat] if t[0] != "mixed"]
    tries = 0
    while len(out) < N_PER_CELL:
        tries += 1
        assert tries < N_PER_CELL * 50, (cat, lang)
        f = fill(r)
        if cat != "home_path" and r.random() < 0.5:
            keys = KEYS[cat]["en"] + KEYS[cat]["zh"] if lang == "mixed" else KEYS[cat][lang]
            key, kind = r.choice(keys)
            val = gen_value(r, cat, kind, lang)
            if isinstance(val, tuple):
                val, extra = val
                f.update(extra)
            if any(ch in val for ch in "\"'\\\n"):
                continue
            wrapper = r.choice(WRAPPERS)
            vt = '"{v}"' if ("," in val and wrapper in CSV_LIKE) else "{v}"
            tpl = _lead(r, lang, force=True) + wrapper(key, vt, _cols(r, lang, cat), lang, r, cat)
        else:
            if lang == "mixed" and r.random() < 0.45:
                _, kind, tpl = r.choice(other)
                tpl = _lead(r, lang, force=True) + tpl
            else:
                _, kind, tpl = r.choice(own)
                tpl = _lead(r, lang) + tpl
            val = gen_value(r, cat, kind, lang)
            if isinstance(val, tuple):
                val, extra = val
                f.update(extra)
        if not val or val != val.strip():
            continue
        if "{pname}" in tpl:
            f["pname"] = gen_name(r, "en")
        if "{pname_zh}" in tpl:
            f["pname_zh"] = ZH.name()
        text, s, e = render(tpl, f, val)
        if text.count(val) != 1 or text in seen:
            continue
        seen.add(text)
        out.append(Sample(text=text, category=cat, lang=lang, start=s, end=e))
    return out


def samples() -> list[Sample]:
    out: list[Sample] = []
    for ci, cat in enumerate(CATEGORIES):
        for li, lang in enumerate(LANGS):
            k = ci * 10 + li
            _reseed(k)
            out.extend(_cell(cat, lang, random.Random(SEED + k)))
    return out


# ----------------------------------------------------------------------------------------
# benign texts (no personal value), incl. hard negatives
# ----------------------------------------------------------------------------------------
def _luhn_fail16(r: random.Random) -> str:
    while True:
        n = r.choice(["4", "5", "6"]) + digits(r, 15)
        if not luhn_ok(n):
            return n


def _oid11(r: random.Random) -> str:
    return "1" + (r.choice("012") if r.random() < 0.8 else r.choice("3589")) + digits(r, 9)


BVALS = {
    "oid11": _oid11,
    "sf": lambda r: "SF" + digits(r, 12),
    "lf16": _luhn_fail16,
    "buildver": lambda r: r.choice([f"{r.randint(2023, 2026)}.{r.randint(1, 12):02d}.{r.randint(1, 28):02d}",
                                    f"build {r.randint(1000, 99999)}", f"10.0.{r.randint(17000, 26100)}.{r.randint(100, 5000)}"]),
    "ver": lambda r: f"{r.randint(0, 9)}.{r.randint(0, 40)}.{r.randint(0, 20)}",
    "pcsku": lambda r: r.choice([f"{rs(r, 2, string.ascii_uppercase)}{r.randint(1, 20)}-{r.randint(1, 9)}{rs(r, 2, string.ascii_uppercase)}",
                                 f"SKU-{r.choice(['10', '20', '51', '31'])}{digits(r, 4)}", f"M{r.randint(1, 60)}-{r.randint(1, 9)}XL"]),
    "port": lambda r: r.choice(["5432", "6379", "8080", "3306", "443", "9200", "27017", "8443"]),
    "hex64": lambda r: rs(r, 64, HEX),
    "uuid": lambda r: "%08x-%04x-4%03x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(12),
                                                     0x8000 | r.getrandbits(14), r.getrandbits(48)),
    "sha": lambda r: rs(r, 40, HEX),
    "flight": lambda r: f"{r.choice(['BA', 'CA', 'MU', 'UA', 'LH', 'CZ'])}{r.randint(100, 1999)} {r.randint(6, 22):02d}:{r.choice(['00', '15', '25', '40', '55'])}",
    "isbn": lambda r: f"978-{r.randint(0, 1)}-{digits(r, 3)}-{digits(r, 5)}-{r.randint(0, 9)}",
    "inv": lambda r: f"INV-{r.randint(2024, 2026)}-{r.randint(1, 999999):06d}",
    "ms": lambda r: str(r.randint(2, 9000)),
    "snake": lambda r: r.choice(["user_email_verified", "password_reset_requests_total", "enable_phone_login",
                                 "address_autocomplete_v2", "home_page_banner", "username_min_length",
                                 "card_payment_retry", "schedule_job_timeout"]),
    "price": lambda r: f"{r.randint(1, 9999)}.{r.randrange(100):02d}",
    "city": lambda r: r.choice(CITIES_EN),
    "city_zh": lambda r: r.choice(CITIES_ZH),
    "co": lambda r: r.choice(COS_EN),
    "co_zh": lambda r: r.choice(COS_ZH),
    "ip": lambda r: r.choice(PUBLIC_IPS),
    "host": lambda r: r.choice(HOSTS),
    "einv": lambda r: digits(r, 20),
    "hours": lambda r: f"{r.randint(7, 10):02d}:00-{r.randint(18, 22)}:00",
    "train": lambda r: f"G{r.randint(1, 9999)} {r.randint(6, 21):02d}:{r.choice(['00', '08', '30', '45'])}",
}
BKEYS = {
    "en": [("order_id", "oid11"), ("tracking_no", "sf"), ("ref_no", "lf16"), ("build", "buildver"),
           ("version", "ver"), ("sku", "pcsku"), ("port", "port"), ("checksum_sha256", "hex64"),
           ("request_id", "uuid"), ("commit", "sha"), ("flight", "flight"), ("isbn", "isbn"),
           ("invoice_no", "inv"), ("latency_ms", "ms"), ("feature_flag", "snake"), ("metric", "snake"),
           ("unit_price", "price"), ("warehouse_city", "city"), ("vendor", "co"), ("resolver", "ip"),
           ("upstream", "host"), ("store_hours", "hours"), ("txn_ref", "lf16")],
    "zh": [("订单号", "oid11"), ("运单号", "sf"), ("交易流水号", "lf16"), ("构建号", "buildver"), ("版本", "ver"),
           ("商品编码", "pcsku"), ("端口", "port"), ("校验和", "hex64"), ("请求ID", "uuid"), ("提交", "sha"),
           ("航班", "flight"), ("发票号码", "einv"), ("耗时(ms)", "ms"), ("开关", "snake"), ("单价", "price"),
           ("仓库城市", "city_zh"), ("供应商", "co_zh"), ("DNS", "ip"), ("上游", "host"), ("营业时间", "hours"),
           ("车次", "train")],
}

BENIGN_SPEC: list[tuple[str, str]] = [
    ("en", '10.0.3.17 - - [30/Nov/2026:06:12:01 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"\n10.0.3.18 - - [30/Nov/2026:06:12:03 +0000] "GET /metrics HTTP/1.1" 200 {ms} "-" "Prometheus/2.53.0"'),
    ("en", "$ git log --oneline -3\n{sha7} fix: handle empty cart (#{n})\n{sha7_b} chore: bump {proj} to {ver}\n3f9c2ab docs: update README badges"),
    ("en", "Collecting requests==2.32.3\n  Downloading requests-2.32.3-py3-none-any.whl (64 kB)\nInstalling collected packages: urllib3, requests\nSuccessfully installed requests-2.32.3 urllib3-2.2.3"),
    ("en", "NAME                          READY   STATUS    RESTARTS   AGE\n{svc}-7d9f8c6b5-x2k9p         1/1     Running   0          3d4h\n{svc_b}-5c8f9d7b4-qq7lm       1/1     Running   2          11d"),
    ("en", "========== {n} passed, 3 skipped, 1 xfailed in {ms}.31s =========="),
    ("en", "on:\n  schedule:\n    - cron: '0 3 * * 1'\njobs:\n  build:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v5\n        with:\n          python-version: '3.12'"),
    ("en", "BEGIN:VEVENT\nDTSTART;VALUE=DATE:20261225\nSUMMARY:Christmas Day\nTRANSP:TRANSPARENT\nEND:VEVENT\nBEGIN:VEVENT\nDTSTART;VALUE=DATE:20261226\nSUMMARY:Boxing Day\nEND:VEVENT"),
    ("en", "flight,from,to,dep,arr,aircraft\nBA117,LHR,JFK,08:25,11:10,A350\nUA901,SFO,FRA,15:40,11:35+1,B787"),
    ("en", "date,home,away,kickoff,venue\n2026-12-26,Arsenal,Chelsea,17:30,Emirates Stadium\n2026-12-28,Leeds United,Everton,15:00,Elland Road"),
    ("en", '# HELP http_requests_total Total requests\nhttp_requests_total{method="GET",code="200"} {n}\nhttp_request_duration_seconds_sum {ms}.4'),
    ("en", 'HTTP/2 200\ndate: Mon, 30 Nov 2026 06:00:00 GMT\ncontent-type: application/json\netag: W/"{sha7}"\nx-request-id: {uuid}\ncache-control: max-age=60'),
    ("en", '$ curl -s https://api.github.com/repos/python/cpython/releases/latest | jq .tag_name\n"v3.13.1"'),
    ("en", "Terraform will perform the following actions:\n  # aws_s3_bucket.assets will be created\nPlan: 3 to add, 1 to change, 0 to destroy."),
    ("en", "UPDATE products SET price = {price}, stock = {qty} WHERE sku = '{sku}';"),
    ("en", "INSERT INTO orders (order_id, sku, qty, amount, created_at) VALUES ('{oid}', '{sku}', {qty}, {price}, '{ts}');"),
    ("en", "APP_ENV=staging\nPORT={port}\nLOG_LEVEL=debug\nFEATURE_PHONE_LOGIN=false\nCACHE_TTL_SECONDS=300\nMAX_UPLOAD_MB=25"),
    ("en", "0 3 * * * /usr/sbin/logrotate /etc/logrotate.conf\n*/5 * * * * /opt/{proj}/bin/healthcheck --quiet"),
    ("en", 'Exception in thread "main" java.lang.NullPointerException: Cannot invoke "Invoice.total()"\n\tat com.{org}.billing.InvoiceService.total(InvoiceService.java:88)\n\tat com.{org}.billing.Main.main(Main.java:14)'),
    ("en", 'Traceback (most recent call last):\n  File "/opt/{proj}/app/main.py", line {qty}, in <module>\n    run()\n  File "/usr/lib/python3.12/asyncio/runners.py", line 194, in run\nTimeoutError: upstream {host} did not respond'),
    ("en", '{\n  "name": "{proj}",\n  "version": "{ver}",\n  "dependencies": {\n    "express": "^4.21.1",\n    "@types/node": "^22.9.0"\n  }\n}'),
    ("en", "| Room | Capacity | Floor |\n|---|---|---|\n| Orion | 6 | 3 |\n| Vega | 12 | 5 |"),
    ("en", "source,articles,share\nWashington Post,{qty},12%\nFinancial Times,{qty_b},9%"),
    ("en", "#8 [4/6] RUN pip install --no-cache-dir -r requirements.txt\n#8 DONE {ms}.4s\n#9 [5/6] COPY . /app\n#9 DONE 0.1s"),
    ("en", "Python 3.12.7 (main, Oct  1 2026, 08:15:00) [GCC 13.2.0] on linux\nType \"help\", \"copyright\", \"credits\" or \"license\" for more information."),
    ("en", "store_id,city,opens,closes\nS{n},{city},09:00,21:00\nS{n_b},{city_b},10:00,18:00"),
    ("en", "[core]\n\tautocrlf = input\n[pull]\n\trebase = true\n[init]\n\tdefaultBranch = main"),
    ("en", "Host *\n  ServerAliveInterval 60\n  AddKeysToAgent yes\n  IdentitiesOnly yes"),
    ("en", "ref,amount,currency,status\n{lf16},{price},GBP,{status}"),
    ("en", "$ df -h /\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p2  468G  201G  244G  46% /"),
    ("en", "Maintenance window: Sunday 02:00-04:00 UTC, region {region}, change ticket CHG{n}"),
    ("en", "order_id\tsku\tqty\tprice\n{oid11}\t{sku}\t{qty}\t{price}"),
    ("zh", "商品编码,名称,价格,库存\n{sku},无线鼠标,{price},{qty}\n{sku_b},机械键盘,{price_b},{qty_b}"),
    ("zh", "订单号\t下单时间\t金额\t状态\n{oid11}\t{ts}\t{price}\t{status_zh}"),
    ("zh", "车次,出发站,到达站,发车时间\nG{qty}{qty_b},北京南,上海虹桥,07:00\nD{n},广州南,深圳北,08:15"),
    ("zh", "航班号 CA1831 计划起飞 08:30，实际起飞 09:05，延误 35 分钟"),
    ("zh", "BEGIN:VEVENT\nDTSTART;VALUE=DATE:20261001\nDTEND;VALUE=DATE:20261008\nSUMMARY:国庆节假期\nEND:VEVENT"),
    ("zh", "{ts} ERROR [{svc}] 连接数据库超时 host=db.internal port={port} 重试={qty}"),
    ("zh", "服务器监控\n| 主机 | CPU | 内存 | 磁盘 |\n|---|---|---|---|\n| web-01 | 73% | 61% | 48% |\n| web-02 | 12% | 40% | 51% |"),
    ("zh", "构建 #{build} 成功，耗时 {ms} 秒，版本 v{ver}，提交 {sha7}"),
    ("zh", "快递单号 {sf} 已到达{city_zh}转运中心，预计明天送达"),
    ("zh", "交易流水号：{lf16}，金额 ¥{price}，状态：{status_zh}"),
    ("zh", "门店,城市,营业时间\n旗舰店,{city_zh},10:00-22:00\n社区店,{city_zh_b},08:00-20:00"),
    ("zh", "城市,PM2.5,温度\n{city_zh},{qty},{qty_b}℃\n{city_zh_b},{n},12℃"),
    ("zh", "发布记录:\n  版本: {ver}\n  日期: {date}\n  变更: 修复支付回调重复问题\n  回滚方案: 切回上一版本镜像"),
    ("zh", "错误码 E{n}：库存不足，商品 {sku}，仓库 {city_zh}"),
    ("zh", "会议室,容纳人数,楼层\n星辰厅,6,3F\n银河厅,20,5F"),
    ("zh", "INSERT INTO 商品 (编码, 名称, 价格) VALUES ('{sku}', '蓝牙耳机', {price});"),
    ("zh", "# 定时任务（系统）\n0 4 * * * /usr/sbin/logrotate /etc/logrotate.conf\n30 1 * * * /opt/{proj}/bin/清理缓存.sh"),
    ("zh", "版本 {ver} 更新说明\n- 新增：手机号登录开关 enable_phone_login\n- 修复：地址自动补全在{city_zh}的兼容问题"),
    ("zh", "发票号码：{einv}\n开票日期：{date}\n销售方：{co_zh}"),
    ("zh", "2026年放假安排\n元旦：1月1日\n春节：2月16日-2月22日\n劳动节：5月1日-5月5日"),
    ("mixed", "这个 build #{build} 挂了，log 如下：\n{ts} ERROR [{svc}] timeout after {ms}ms"),
    ("mixed", "帮我把 order 表的 SQL 改一下：UPDATE orders SET status = 'shipped' WHERE order_id = '{oid}';"),
    ("mixed", "kubectl get pods 输出：\nNAME READY STATUS\n{svc}-7d9f8c6b5-x2k9p 1/1 Running"),
    ("mixed", "deploy 定在 {date} 的 maintenance window，02:00-04:00 UTC"),
    ("mixed", "version 从 {ver} 升到 {ver_b} 之后 latency 涨了 {ms}ms"),
    ("mixed", "flight CA1831 08:30 起飞，改签到 MU5101 10:00"),
    ("mixed", "CSV 里这一列是 SKU 不是 postcode：\nsku,qty\nSW1-{qty}XL,{n}\nEC2-{qty_b}BX,{n_b}"),
    ("mixed", "这个 16 位的是 ref_no 不是卡号：{lf16}，金额 {price}"),
    ("mixed", "pytest 结果：{n} passed, 2 failed in {ms}.2s，失败的是 test_checkout"),
    ("mixed", "订单号 {oid11} 的 status 一直是 pending，帮我查下"),
    ("mixed", "checksum 对不上：expected {hex64}"),
    ("mixed", "Dockerfile 里 FROM python:3.12-slim，image size {qty}0MB"),
]


def _bfill(r: random.Random) -> dict[str, str]:
    f = fill(r)
    for k in ("oid11", "sf", "lf16", "einv", "hex64"):
        f[k] = BVALS[k](r)
    return f


def benign_with_lang() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for li, lang in enumerate(LANGS):
        r = random.Random(SEED + 900 + li)
        seen: set[str] = set()
        own = [t for l, t in BENIGN_SPEC if l == lang]
        other = [t for l, t in BENIGN_SPEC if l != "mixed"]
        tries = 0
        while len(seen) < N_BENIGN:
            tries += 1
            assert tries < N_BENIGN * 50
            f = _bfill(r)
            if r.random() < 0.55:
                keys = BKEYS["en"] + BKEYS["zh"] if lang == "mixed" else BKEYS[lang]
                key, kind = r.choice(keys)
                val = BVALS[kind](r)
                wrapper = r.choice(WRAPPERS)
                cols = _cols(r, lang, "benign")
                tpl = _lead(r, lang, force=(lang == "mixed")) + wrapper(key, "{v}", cols, lang, r, "benign")
                text = render(tpl, f, val)[0]
            else:
                if lang == "mixed" and r.random() < 0.4:
                    tpl = r.choice(MIXED_LEAD) + r.choice(other)
                else:
                    tpl = _lead(r, lang) + r.choice(own)
                text = subst(tpl, f)
            if text in seen:
                continue
            seen.add(text)
            out.append((lang, text))
    return out


if __name__ == "__main__":
    report("k", samples(), benign_with_lang())
