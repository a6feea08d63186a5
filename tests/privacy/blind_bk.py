# ruff: noqa
"""Blind evaluation corpus BK: telecom carriers, ISPs and broadband field support.

Domain: mobile carrier stores and 营业厅 counters, SIM swaps and replacement SIMs (补卡), number
porting / 携号转网 (PAC codes, port-out PINs), broadband installs and engineer visits (宽带报装,
装维师傅, 移机), router / ONT / 光猫 configuration, billing disputes and refunds (话费争议, 退费),
套餐 changes, call-centre tickets and NOC / ops chatter.

Styles: call-centre ticket notes, customer web-chat and WeChat-style messages with typos,
engineer job cards, NOC logs and stack traces, .env / YAML / JSON / CSV fragments, shell
history, e-mails, counter forms and OCR-ish scans of forms, voice dictation without
punctuation, public complaints on social media. English, natural Chinese, and mixed
English/Chinese code-switching as heard in Chinese telecom ops teams.

Labelling conventions (one planted value per sample, exact [start, end) span):
  * secret: the whole token / key / private-key block; for credentials in URLs, the secret
    part only (password or token), not the scheme, host or login name.
  * password: the password / PIN / door or alarm code itself (a trailing "#" typed on a keypad
    is outside the value).
  * address: the street part below city level (number + street + flat/unit; 路/弄/号/小区/
    栋/单元/室); province, city and district stay outside the value.
  * phone: the whole number as written, including country code and extension.
  * username: the handle without a leading "@"; for PPPoE logins the part before "@realm".
  * home_path: ONLY the user-name segment of the path (/home/<u>/, /Users/<u>/,
    C:\\Users\\<u>\\): its survival is a leak, whatever happens to the rest of the path.
  * schedule: the clock time of a fixed personal routine ("6:40am", "half past six",
    "10点半", "七点四十"); weekday/period words stay outside.
  * geo: one coordinate pair (as written, both numbers), a postcode / ZIP, a geohash,
    a plus code or a what3words address.
  * person_name: the name of a private individual without honorifics (Mr/Mrs, 先生/女士).

Blind statement: written by an independent QA engineer who read only
tests/privacy/blind_common.py and the brief; no gate source, no other tests, no other blind
corpora were read and the gate was not run while writing it.

Seeds: BASE_SEED = 20260401, OFF = 10100, BENIGN_SEED = 93601. Cell c = category index * 3 +
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
import uuid

try:
    from .blind_common import CATEGORIES, LANGS, Sample
except ImportError:  # running as a script
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

from faker import Faker

BASE_SEED = 20260401
OFF = 10100
BENIGN_SEED = 93601
PER_CELL = 250
BENIGN_PER_LANG = 400

_MARK = "\ue000"
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
URLSAFE = AN + "-_"
HEX = "0123456789abcdef"
B32U = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64 = AN + "+/"
GEOHASH = "0123456789bcdefghjkmnpqrstuvwxyz"
PLUS = "23456789CFGHJMPQRVWX"


# --------------------------------------------------------------------------------------------
# generation context
# --------------------------------------------------------------------------------------------
class G:
    def __init__(self, rng, us, gb, cn):
        self.r = rng
        self.us = us
        self.gb = gb
        self.cn = cn

    def c(self, seq):
        return self.r.choice(seq)

    def i(self, a, b):
        return self.r.randint(a, b)

    def s(self, alphabet, n):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def p(self, x):
        return self.r.random() < x

    def d(self, n):
        return "".join(self.r.choice(DG) for _ in range(n))


_FK = None


def _fakers():
    global _FK
    if _FK is None:
        _FK = (Faker("en_US"), Faker("en_GB"), Faker("zh_CN"))
    return _FK


def _b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _render(tpl, val, fill):
    s = tpl.format(V=_MARK, **fill)
    assert s.count(_MARK) == 1, tpl
    i = s.index(_MARK)
    return s.replace(_MARK, val), i, i + len(val)


# --------------------------------------------------------------------------------------------
# checksums
# --------------------------------------------------------------------------------------------
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


def _luhn_ok(num: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def _iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in r)) % 97 == 1


_CNID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
_CNID_C = "10X98765432"


def _cnid_check(first17: str) -> str:
    return _CNID_C[sum(int(a) * b for a, b in zip(first17, _CNID_W)) % 11]


def _cnid_ok(v: str) -> bool:
    s = v.replace(" ", "")
    return len(s) == 18 and s[:17].isdigit() and _cnid_check(s[:17]) == s[17]


def _hkid_check(letter: str, digits: str) -> str:
    total = 36 * 9 + (ord(letter) - 55) * 8
    for i, ch in enumerate(digits):
        total += int(ch) * (7 - i)
    rem = total % 11
    c = (11 - rem) % 11
    return "A" if c == 10 else str(c)


def _nric_check(prefix: str, digits: str) -> str:
    w = [2, 7, 6, 5, 4, 3, 2]
    total = sum(int(a) * b for a, b in zip(digits, w)) + (4 if prefix in "TG" else 0)
    return "JZIHGFEDCBA"[total % 11]


# --------------------------------------------------------------------------------------------
# domain vocabulary
# --------------------------------------------------------------------------------------------
CARRIERS_EN = ["Verizon", "AT&T", "T-Mobile", "Vodafone", "EE", "O2", "Three", "BT", "Sky",
               "Virgin Media", "Xfinity", "Spectrum", "Cox", "Optus", "Telstra", "Rogers",
               "Bell", "giffgaff", "Mint Mobile", "Visible", "TalkTalk", "Plusnet"]
CARRIERS_ZH = ["中国移动", "中国联通", "中国电信", "中国广电"]
BRAND_HANDLES = ["VerizonSupport", "TMobileHelp", "ATTHelp", "VodafoneUK", "EE", "O2",
                 "ThreeUKSupport", "BTCare", "SkyHelpTeam", "virginmedia", "XfinitySupport",
                 "Ask_Spectrum"]
ISP_DOMAINS = ["fibrelink.net", "nordtel.io", "skyline-telecom.com", "metrofibre.co.uk",
               "bluewave-isp.net", "corelink-broadband.com", "hx-telecom.cn", "telco-ops.net"]
PLANS_EN = ["Unlimited Plus", "5G Start", "Go5G Plus", "Full Fibre 500", "Full Fibre 900",
            "Gigabit Extra", "Essentials 50GB", "Fibre 2", "Superfast 80", "Unlimited Max",
            "Prepaid 15GB", "SIM Only 100GB"]
PLANS_ZH = ["5G畅享129元套餐", "融合宽带199元套餐", "千兆宽带+5G融合套餐", "大王卡", "全家享套餐",
            "5G智享套餐", "冰激凌套餐", "300M宽带包年", "星卡19元套餐", "天翼云宽带"]
ROUTERS = ["Smart Hub 2", "Hub 5", "Sky Broadband Hub", "Nokia G-240W-F", "Huawei HG8145V5",
           "ZTE F670L", "TP-Link Archer AX55", "Netgear Nighthawk RAX50", "eero Pro 6E",
           "Fritz!Box 7590", "Arris SURFboard S33", "Xfinity XB8"]
ONTS = ["HG8245H", "HG8145V5", "ZXHN F650", "ZXHN F7610M", "PT926G", "HN8145X6", "F663NV3a",
        "HS8545M5", "TEWA-1100G"]
DEVICES = ["iPhone 15 Pro", "iPhone 13", "Galaxy S24", "Galaxy A54", "Pixel 8a", "Pixel 7",
           "Moto G Power", "OnePlus 12", "Xiaomi 14", "HUAWEI Mate 60", "Honor Magic6"]
FIRMWARES = ["V5R020C10S115", "V3R017C10S120", "V1.0.12", "4.0.2.1", "7.57", "V2.1.3_build1187",
             "R23.04", "V300R019C10SPC218"]
APPS = ["My EE", "MyVerizon", "SkyBroadbandDiag", "LineTest", "BTDiag", "NetSpeedPro",
        "CarrierDiag"]
COMPANIES = ["Northwind Logistics", "Harbour Analytics", "Pinecrest Dental", "Acme Retail",
             "Kestrel Legal", "Bluebell Care"]
US_CITIES = [("Chicago", "IL"), ("Austin", "TX"), ("Denver", "CO"), ("Portland", "OR"),
             ("Columbus", "OH"), ("Raleigh", "NC"), ("Phoenix", "AZ"), ("Tampa", "FL"),
             ("Sacramento", "CA"), ("Nashville", "TN"), ("Madison", "WI"), ("Boise", "ID")]
UK_CITIES = ["Leeds", "Bristol", "Manchester", "Sheffield", "Cardiff", "Glasgow", "Norwich",
             "Reading", "Nottingham", "Leicester", "Brighton", "York", "Swindon", "Derby"]
CN_CITIES = [
    ("北京市", "", ["朝阳区", "海淀区", "丰台区", "西城区", "通州区", "昌平区"], "Beijing"),
    ("上海市", "", ["浦东新区", "徐汇区", "闵行区", "静安区", "杨浦区", "宝山区"], "Shanghai"),
    ("广州市", "广东省", ["天河区", "海珠区", "越秀区", "白云区", "番禺区"], "Guangzhou"),
    ("深圳市", "广东省", ["南山区", "福田区", "宝安区", "龙岗区", "龙华区"], "Shenzhen"),
    ("杭州市", "浙江省", ["西湖区", "拱墅区", "滨江区", "余杭区", "上城区"], "Hangzhou"),
    ("成都市", "四川省", ["武侯区", "锦江区", "青羊区", "成华区", "金牛区"], "Chengdu"),
    ("武汉市", "湖北省", ["洪山区", "江汉区", "武昌区", "江岸区"], "Wuhan"),
    ("南京市", "江苏省", ["鼓楼区", "玄武区", "江宁区", "建邺区"], "Nanjing"),
    ("西安市", "陕西省", ["雁塔区", "碑林区", "未央区", "长安区"], "Xi'an"),
    ("重庆市", "", ["渝中区", "江北区", "南岸区", "渝北区"], "Chongqing"),
    ("苏州市", "江苏省", ["姑苏区", "吴中区", "相城区"], "Suzhou"),
    ("郑州市", "河南省", ["金水区", "二七区", "中原区"], "Zhengzhou"),
]
CN_BANKS = ["中国工商银行", "中国建设银行", "招商银行", "中国农业银行", "交通银行", "中国银行",
            "浦发银行", "中国邮政储蓄银行"]


def _fill(g: G) -> dict:
    city, state = g.c(US_CITIES)
    cz = g.c(CN_CITIES)
    mo, dd = g.i(1, 12), g.i(1, 28)
    return dict(
        carrier=g.c(CARRIERS_EN),
        carrier_zh=g.c(CARRIERS_ZH),
        brand=g.c(BRAND_HANDLES),
        isp_dom=g.c(ISP_DOMAINS),
        plan=g.c(PLANS_EN),
        plan_zh=g.c(PLANS_ZH),
        tkt=g.c(["INC", "CS-", "TKT-", "SR", "CAS-"]) + g.d(7),
        tkt_zh=g.c(["GD", "TS", "ZW"]) + f"2026{mo:02d}{dd:02d}" + g.d(5),
        order="ORD-" + g.d(6) + "-" + g.c(["UK", "US", "EU"]),
        date=g.c([f"{dd} {['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'][mo-1]}",
                  f"{['January','February','March','April','May','June','July','August','September','October','November','December'][mo-1]} {dd}",
                  f"{dd:02d}/{mo:02d}/2026"]),
        date_zh=f"{mo}月{dd}日",
        date_iso=f"2026-{mo:02d}-{dd:02d}",
        ts=f"2026-{mo:02d}-{dd:02d}T{g.i(0,23):02d}:{g.i(0,59):02d}:{g.i(0,59):02d}Z",
        month=mo,
        slot=g.c(["8am–12pm", "12–4pm", "8am–1pm", "1–6pm", "AM slot", "PM slot", "all-day slot"]),
        router=g.c(ROUTERS),
        ont=g.c(ONTS),
        device=g.c(DEVICES),
        fw=g.c(FIRMWARES),
        app=g.c(APPS),
        company=g.c(COMPANIES),
        city_us=city,
        state=state,
        city_uk=g.c(UK_CITIES),
        city_zh=cz[0],
        prov=cz[1],
        district=g.c(cz[2]),
        city_py=cz[3],
        agent=g.c(["agent ", "rep #", "adv ", "CSR "]) + g.d(4),
        gonghao="工号" + g.d(5),
        amt=f"{g.i(5, 380)}.{g.i(0, 99):02d}",
        amt_zh=f"{g.i(10, 900)}.{g.c(['00', '50', '80', '20'])}",
        ssid=g.c([f"BT-{g.s(UP + DG, 6)}", f"SKY{g.s(UP + DG, 5)}", f"VM{g.d(7)}",
                  f"ChinaNet-{g.s(AN, 4)}", f"CMCC-{g.s(AN, 4)}", f"CU_{g.s(AN, 4)}",
                  f"TP-Link_{g.s('0123456789ABCDEF', 4)}_5G", f"NETGEAR{g.d(2)}"]),
        speed=g.c(["100", "300", "500", "900", "1000"]),
        vlan=str(g.i(10, 4000)),
        sort=f"{g.d(2)}-{g.d(2)}-{g.d(2)}",
        routing=_aba(g),
        uuid=str(uuid.UUID(int=g.r.getrandbits(128), version=4)),
        bank=g.c(CN_BANKS),
        n=str(g.i(2, 9)),
        carrier_ca=g.c(["Rogers", "Bell", "Telus", "Freedom Mobile", "Fido"]),
    )


def _aba(g):
    while True:
        d = g.c("0123") + g.d(7)
        w = [3, 7, 1, 3, 7, 1, 3, 7]
        s = sum(int(a) * b for a, b in zip(d, w))
        chk = (10 - s % 10) % 10
        return d + str(chk)


def _pick(g, table):
    kinds, tpl = g.c(table)
    return (g.c(kinds) if isinstance(kinds, tuple) else kinds), tpl


# --------------------------------------------------------------------------------------------
# value generators
# --------------------------------------------------------------------------------------------
def _privkey(g):
    typ = g.c(["RSA", "OPENSSH", "EC", "", "RSA", "OPENSSH"])
    label = (typ + " PRIVATE KEY").strip()
    width = 70 if typ == "OPENSSH" else 64
    first = {"RSA": "MIIEpAIBAAKCAQEA", "OPENSSH": "b3BlbnNzaC1rZXktdjEAAAAA",
             "EC": "MHcCAQEEI", "": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"}[typ]
    n = g.i(3, 6)
    body = first + g.s(B64, width * n - len(first) - g.i(0, 30))
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def _jwt(g):
    alg = g.c(["HS256", "RS256"])
    head = _b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    t = 1767225600 + g.i(0, 9_000_000)
    payload = {"sub": "cust_" + g.s(HEX, 10), "aud": g.c(["selfcare", "fieldops", "crm", "mnp-gw"]),
               "iat": t, "exp": t + g.c([900, 3600, 86400]), "scope": g.c(["bill:read", "line:write", "ticket:rw"])}
    body = _b64u(json.dumps(payload, separators=(",", ":")).encode())
    return f"{head}.{body}.{g.s(URLSAFE, 43 if alg == 'HS256' else 86)}"


def _secret(g, kind):
    if kind == "aws_id":
        return "AKIA" + g.s(B32U, 16)
    if kind == "aws_secret":
        return g.s(AN + "/+", 40)
    if kind == "ghp":
        return "ghp_" + g.s(AN, 36)
    if kind == "gh_pat":
        return "github_pat_" + g.s(AN, 22) + "_" + g.s(AN, 59)
    if kind == "glpat":
        return "glpat-" + g.s(URLSAFE, 20)
    if kind == "slack":
        return g.c(["xoxb", "xoxp"]) + "-" + g.d(11) + "-" + g.d(13) + "-" + g.s(AN, 24)
    if kind == "openai":
        return g.c(["sk-proj-" + g.s(URLSAFE, g.i(56, 120)), "sk-" + g.s(AN, 48)])
    if kind == "anthropic":
        return "sk-ant-api03-" + g.s(URLSAFE, 93) + "AA"
    if kind == "stripe":
        return g.c(["sk_live_", "rk_live_", "sk_live_"]) + g.s(AN, g.c([24, 99]))
    if kind == "whsec":
        return "whsec_" + g.s(AN, 32)
    if kind == "google":
        return "AIza" + g.s(URLSAFE, 35)
    if kind == "hf":
        return "hf_" + g.s(string.ascii_letters, 34)
    if kind == "sendgrid":
        return "SG." + g.s(URLSAFE, 22) + "." + g.s(URLSAFE, 43)
    if kind == "telegram":
        return str(g.i(100000000, 8999999999)) + ":AA" + g.s(URLSAFE, 33)
    if kind == "jwt":
        return _jwt(g)
    if kind == "twilio_tok":
        return g.s(HEX, 32)
    if kind == "twilio_sk":
        return "SK" + g.s(HEX, 32)
    if kind == "ali_id":
        return "LTAI5t" + g.s(AN, 18)
    if kind == "ali_secret":
        return g.s(AN, 30)
    if kind == "tc_id":
        return "AKID" + g.s(AN, 32)
    if kind == "tc_key":
        return g.s(AN, 32)
    if kind == "hex":
        return g.s(HEX, g.c([32, 40, 64]))
    if kind == "rand":
        return g.s(AN, g.i(24, 44))
    if kind == "urlpass":
        while True:
            v = g.s(AN + "-_~", g.i(14, 26))
            if any(c in DG for c in v) and any(c in LO for c in v):
                return v
    if kind == "privkey":
        return _privkey(g)
    raise KeyError(kind)


PW_WORDS = ["sunflower", "bluebird", "marmalade", "pumpkin", "tiger", "dragon", "football",
            "chelsea", "liverpool", "maple", "harbour", "rocket", "pepper", "biscuit", "shadow",
            "summer", "winter", "autumn", "kestrel", "falcon", "orchid", "meadow", "cobalt",
            "velvet", "lantern", "thunder", "copper", "willow", "pebble", "saffron", "mango",
            "coconut", "bramble", "puffin", "juniper", "nimbus", "quokka", "zephyr"]
PY_WORDS = ["woaini", "zhang", "wang", "liu", "chen", "yang", "huang", "zhao", "xiaobao",
            "baobei", "tiantian", "kuaile", "xingfu", "jiayou", "lanlan", "pingan", "dudu",
            "mimi", "qiqi", "haohao", "xiaoyu"]


def _password(g, kind):
    if kind == "word":
        return g.c(PW_WORDS).capitalize() + str(g.i(1, 2030)) + g.c(["!", "#", "$", "?", "*", "", "!!", "@"])
    if kind == "rand":
        while True:
            v = g.s(AN + "!@#$%^&*", g.i(8, 16))
            if any(c in DG for c in v) and any(c in string.ascii_letters for c in v):
                return v
    if kind == "phrase":
        return g.c(["-", "_", "."]).join(g.c(PW_WORDS) for _ in range(g.i(3, 4))) + g.c(["", str(g.i(1, 99))])
    if kind == "wifi":
        return g.c(PW_WORDS) + g.c(["", g.c(PW_WORDS)]) + str(g.i(1, 9999))
    if kind == "pin4":
        return g.d(4)
    if kind == "pin6":
        return g.d(6)
    if kind == "door":
        return g.c([g.d(4), g.d(5), g.d(6), "*" + g.d(4)])
    if kind == "pinyin":
        return g.c(PY_WORDS) + g.c(["", "_", "@", "."]) + g.c(["520", "1314", "888", "666", str(g.i(1970, 2012)), g.d(6), g.d(4)])
    if kind == "admin":
        return g.s(AN, 2) + g.c("%#@&") + g.s(AN, 2) + g.c("%#@&") + g.s(AN, 2)
    if kind == "mixed":
        return g.c(["", "Ab", "Zx", "Qw"]) + g.c([g.c(PY_WORDS), g.c(PW_WORDS)]) + g.c(["@", "#", "."]) + g.d(g.i(3, 6))
    raise KeyError(kind)


EMAIL_DOMAINS_EN = ["gmail.com", "outlook.com", "yahoo.com", "hotmail.co.uk", "btinternet.com",
                    "icloud.com", "aol.com", "proton.me", "comcast.net", "verizon.net", "sky.com",
                    "virginmedia.com", "me.com", "live.co.uk", "googlemail.com", "fastmail.fm",
                    "yahoo.co.uk", "att.net"]
EMAIL_DOMAINS_ZH = ["qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "139.com",
                    "189.cn", "wo.cn", "outlook.com", "gmail.com", "yeah.net", "sohu.com", "aliyun.com"]
PY_SURNAMES = ["zhang", "wang", "li", "liu", "chen", "yang", "zhao", "huang", "zhou", "wu",
               "xu", "sun", "hu", "zhu", "gao", "lin", "he", "guo", "ma", "luo", "xie", "tang"]
PY_GIVEN = ["wei", "fang", "na", "xiaoming", "jianguo", "lina", "yuting", "haoran", "zihan",
            "jiahui", "wenjie", "xinyi", "junjie", "min", "jing", "lei", "yang", "tao", "xiuying",
            "guilan", "hao", "yifan", "ruoxi", "zhiqiang", "meiling"]


def _py_name(g):
    return g.c(PY_SURNAMES), g.c(PY_GIVEN)


def _email_en(g):
    fk = g.c([g.us, g.gb])
    first, last = fk.first_name().lower(), fk.last_name().lower().replace("'", "").replace(" ", "")
    local = g.c([f"{first}.{last}", f"{first[0]}{last}", f"{first}_{last}{g.i(1, 99)}",
                 f"{first}{last}{g.i(70, 2005)}", f"{first}.{last}+{g.c(['bills', 'isp', 'broadband', 'phone'])}",
                 fk.user_name(), f"{last}.{first[0]}", f"{first}{g.i(1, 999)}"])
    dom = g.c(EMAIL_DOMAINS_EN + [f"{g.c(['northwind', 'harbourdental', 'kestrel-law', 'pinecrest'])}.{g.c(['com', 'co.uk'])}"])
    return f"{local}@{dom}"


def _email_zh(g):
    s, n = _py_name(g)
    local = g.c([f"{s}{n}", f"{s}{n}{g.i(1970, 2008)}", f"{n}.{s}", f"{s}_{n}{g.i(1, 99)}",
                 g.d(g.i(8, 10)).lstrip("0") or "12345678", f"{s}{n[0]}{g.d(3)}", f"{n}{s}{g.c(['', '88', '520', '666'])}"])
    if local[0].isdigit():
        dom = "qq.com"
    else:
        dom = g.c(EMAIL_DOMAINS_ZH)
    return f"{local}@{dom}"


US_AREA = ["212", "312", "415", "617", "702", "713", "305", "404", "206", "512", "646", "718",
           "773", "818", "909", "503", "615", "480", "303", "919", "614", "608", "208", "916"]


def _phone_en(g, kind=None):
    kind = kind or g.c(["us", "us", "us", "uk_mob", "uk_mob", "uk_land", "intl", "us_ext", "uk_ext"])
    if kind in ("us", "us_ext"):
        a, b, c = g.c(US_AREA), str(g.i(2, 9)) + g.d(2), g.d(4)
        while b == "555":
            b = str(g.i(2, 9)) + g.d(2)
        v = g.c([f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"{a}.{b}.{c}", f"+1 {a} {b} {c}",
                 f"+1-{a}-{b}-{c}", f"1 ({a}) {b}-{c}", f"{a}{b}{c}"])
        if kind == "us_ext":
            v += g.c([f" ext. {g.d(3)}", f" x{g.d(3)}", f" ext {g.d(4)}"])
        return v
    if kind == "uk_mob":
        n = "7" + str(g.i(4, 9)) + g.d(8)
        return g.c([f"0{n[:4]} {n[4:]}", f"+44 {n[:4]} {n[4:]}", f"+44{n}", f"0{n}", f"+44 (0){n[:4]} {n[4:]}"])
    if kind in ("uk_land", "uk_ext"):
        v = g.c([f"020 {g.c('378')}{g.d(3)} {g.d(4)}", f"0161 {g.c('2347')}{g.d(2)} {g.d(4)}",
                 f"0113 {g.c('23')}{g.d(2)} {g.d(4)}", f"0117 {g.c('39')}{g.d(2)} {g.d(4)}",
                 f"0131 {g.c('34')}{g.d(2)} {g.d(4)}", f"01632 {g.d(6)}"])
        if kind == "uk_ext":
            v += g.c([f" ext {g.d(3)}", f" x{g.d(2)}"])
        return v
    if kind == "intl":
        return g.c([f"+61 4{g.d(2)} {g.d(3)} {g.d(3)}", f"+49 15{g.d(1)} {g.d(8)}",
                    f"+33 6 {g.d(2)} {g.d(2)} {g.d(2)} {g.d(2)}", f"+91 9{g.d(4)} {g.d(5)}",
                    f"+353 8{g.c('3567')} {g.d(3)} {g.d(4)}", f"+65 9{g.d(3)} {g.d(4)}",
                    f"+34 6{g.d(2)} {g.d(3)} {g.d(3)}", f"+1 416 {g.i(2, 9)}{g.d(2)} {g.d(4)}"])
    if kind == "msisdn":
        return g.c(["1" + g.c(US_AREA) + str(g.i(2, 9)) + g.d(6), "447" + str(g.i(4, 9)) + g.d(8)])
    raise KeyError(kind)


CN_MOB = ["130", "131", "132", "133", "134", "135", "136", "137", "138", "139", "150", "151",
          "152", "153", "155", "156", "157", "158", "159", "166", "173", "175", "176", "177",
          "178", "180", "181", "182", "183", "185", "186", "187", "188", "189", "191", "193",
          "195", "198", "199", "147"]
CN_AREA = [("010", 8), ("021", 8), ("020", 8), ("0755", 8), ("0571", 8), ("028", 8), ("027", 8),
           ("025", 8), ("029", 8), ("023", 8), ("0512", 8), ("0371", 8), ("0532", 8), ("0591", 7)]


def _phone_cn(g, kind=None):
    kind = kind or g.c(["mob", "mob", "mob", "mob", "land", "mob_intl", "land_ext"])
    if kind in ("mob", "mob_intl"):
        n = g.c(CN_MOB) + g.d(8)
        if kind == "mob":
            return g.c([n, n, f"{n[:3]} {n[3:7]} {n[7:]}", f"{n[:3]}-{n[3:7]}-{n[7:]}", n])
        return g.c([f"+86 {n[:3]} {n[3:7]} {n[7:]}", f"+86-{n}", f"+86{n}", f"(+86){n}", f"0086 {n}"])
    area, ln = g.c(CN_AREA)
    num = str(g.i(2, 8)) + g.d(ln - 1)
    v = g.c([f"{area}-{num}", f"{area}-{num[:4]} {num[4:]}", f"({area}){num}", f"{area} {num}"])
    if kind == "land_ext":
        v += g.c([f"转{g.d(3)}", f"转{g.d(4)}", f"-{g.d(3)}"])
    return v


_SPOKEN_EN = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_SPOKEN_ZH = "零幺二三四五六七八九"


def _spoken_en(num):
    return " ".join(_SPOKEN_EN[int(c)] if c.isdigit() else "" for c in num if c.isdigit())


def _spoken_zh(num):
    return "".join(_SPOKEN_ZH[int(c)] for c in num if c.isdigit())


EN_FIRST_EXTRA = ["Chidi", "Priya", "Siobhan", "Mateus", "Aoife", "Tomasz", "Yusuf", "Ingrid",
                  "Kwame", "Leilani", "Rhys", "Niamh", "Dmitri", "Fatima", "Marisol", "Callum",
                  "Imogen", "Bartek", "Esme", "Olamide", "Anika", "Declan", "Saoirse", "Tariq"]
EN_LAST_EXTRA = ["Okafor", "Nguyen", "Patel", "Kowalski", "Garcia", "Hernandez", "O'Brien",
                 "MacLeod", "Fitzgerald", "Adeyemi", "Nakamura", "Haddad", "Lindqvist", "Novak",
                 "Rossi", "Dubois", "Schmidt", "Mensah", "Chowdhury", "Kaur", "Abernathy",
                 "Whitfield", "Pemberton", "Castellano", "Brennan", "Oyelaran", "Szymanski",
                 "Achterberg", "Quintero", "Mbeki-Jones"]


EN_FIRST_EXTRA_F = ["Priya", "Siobhan", "Aoife", "Ingrid", "Leilani", "Niamh", "Fatima", "Marisol",
                    "Imogen", "Esme", "Anika", "Saoirse", "Olamide"]


def _first_last(g, gender=None):
    fk = g.c([g.us, g.gb])
    if gender == "f":
        first = fk.first_name_female() if g.p(0.75) else g.c(EN_FIRST_EXTRA_F)
    elif gender == "m":
        first = fk.first_name_male()
    else:
        first = fk.first_name() if g.p(0.75) else g.c(EN_FIRST_EXTRA)
    last = fk.last_name() if g.p(0.7) else g.c(EN_LAST_EXTRA)
    return first, last


def _name_en(g, form=None, gender=None):
    first, last = _first_last(g, gender)
    form = form or g.c(["fl", "fl", "fl", "fl", "fml", "lf"])
    if form == "fml":
        return f"{first} {g.c(UP)}. {last}"
    if form == "lf":
        return f"{last}, {first}"
    return f"{first} {last}"


CN_COMPOUND = ["欧阳", "司马", "诸葛", "上官", "慕容", "东方", "皇甫", "尉迟"]


def _name_zh(g, gender=None):
    if g.p(0.06):
        given = {"m": ["明", "子轩", "浩然", "文博"], "f": ["婷婷", "雪", "晓燕", "静怡"]}.get(gender, ["明", "婷婷", "子轩", "雪", "浩然", "晓燕", "文博"])
        return g.c(CN_COMPOUND) + g.c(given)
    if gender == "m":
        return g.cn.name_male()
    if gender == "f":
        return g.cn.name_female()
    return g.cn.name()


def _name_py(g):
    s, n = _py_name(g)
    return g.c([f"{s.capitalize()} {n.capitalize()}", f"{n.capitalize()} {s.capitalize()}",
                f"{s.upper()} {n.capitalize()}"])


NICK_A = ["快乐的", "爱吃", "不吃香菜的", "熬夜的", "一只", "小", "会飞的", "努力的", "佛系",
          "温柔的", "暴躁的", "躺平的", "打工的"]
NICK_B = ["柠檬", "猫", "小熊", "鱼", "程序猿", "打工人", "橘子", "土豆", "仓鼠", "兔子", "星星",
          "奶茶", "西瓜", "咸鱼", "小龙虾"]


def _handle_en(g, kind=None):
    first, last = _first_last(g)
    f, l = first.lower(), re.sub(r"[^a-z]", "", last.lower())
    kind = kind or g.c(["faker", "fl", "fld", "nick", "fdot", "init"])
    if kind == "faker":
        return g.c([g.us, g.gb]).user_name()
    if kind == "fl":
        return f"{f}_{l}"
    if kind == "fld":
        return f"{f}{l}{g.i(1, 99)}"
    if kind == "fdot":
        return f"{f}.{l}"
    if kind == "init":
        return f"{f[0]}{l}{g.c(['', str(g.i(1, 9)), '_' + g.d(2)])}"
    return g.c(["fibre_fox", "night_owl", "dan_the_van", "pixel_pusher", "tea_and_toast",
                "grumpy_gamer", "mossy_boots", "lazy_lion", "cloudberry", "rusty_spanner",
                "wifi_wizard", "sofa_surfer"]) + g.c(["", str(g.i(1, 99)), "_" + g.d(2), str(g.i(1975, 2009))])


def _handle_zh(g, kind=None):
    kind = kind or g.c(["nick", "nick", "py", "py", "wx", "qq"])
    s, n = _py_name(g)
    if kind == "nick":
        return g.c(NICK_A) + g.c(NICK_B) + g.c(["", "", str(g.i(1, 999)), "_" + g.d(2)])
    if kind == "py":
        return g.c([f"{s}{n}", f"{s}_{n}", f"{n}{s}", f"{s}.{n}", f"lucky_{s}", f"{s}{n[0]}"]) + g.c(["", str(g.i(1, 99)), str(g.i(1980, 2010))])
    if kind == "wx":
        return g.c(["wx_", "", ""]) + f"{s}{n}" + g.c(["_", ""]) + g.d(g.i(2, 4))
    return str(g.i(1, 9)) + g.d(g.i(5, 9))


def _pathuser_en(g):
    first, last = _first_last(g)
    f, l = re.sub(r"[^a-z]", "", first.lower()), re.sub(r"[^a-z]", "", last.lower())
    return g.c([f"{f}.{l}", f"{f[0]}{l}", f, f"{f}{l[0]}", g.c([g.us, g.gb]).user_name(),
                f"{first}{last[0]}", f"{f}_{l}", f"{first} {last}" if g.p(0.3) else f"{f}{l}"])


def _pathuser_zh(g, allow_cjk=True):
    s, n = _py_name(g)
    opts = [f"{s}{n}", f"{s}.{n}", f"{n}{s}", f"{s}{n}{g.i(1, 99)}", f"{s[0]}{n}", f"{s}_{n}"]
    if allow_cjk:
        opts += [g.cn.name(), g.cn.name()]
    return g.c(opts)


US_STREETS = ["Maple Avenue", "Oak Street", "Elm Street", "Cedar Lane", "Pine Ridge Road",
              "Lakeview Drive", "Sunset Boulevard", "Willow Court", "Hickory Lane", "N Clark St",
              "W Belmont Ave", "Franklin Street", "Magnolia Way", "Prospect Avenue",
              "Orchard Road", "Chestnut Drive", "Bay Street", "Kingston Pike", "E 7th Street",
              "Juniper Trail"]
UK_STREETS = ["Mill Lane", "Station Road", "Church Street", "Victoria Road", "Kingsway",
              "Albert Terrace", "Queens Drive", "Hawthorn Close", "Manor Road", "Park Avenue",
              "Springfield Road", "The Crescent", "Beech Grove", "Orchard Way", "Chapel Street",
              "Granby Row", "Highfield Lane", "Windsor Gardens", "St Mary's Road", "Elmtree Mews"]
UK_HOUSES = ["Rose Cottage", "The Old Forge", "Ivy House", "Holly Lodge", "Fernbank", "The Willows"]
CN_ROADS = ["中山路", "人民路", "解放路", "建设路", "和平路", "文化路", "胜利路", "新华路", "长江路",
            "黄河路", "滨江大道", "学院路", "花园路", "光明路", "青年路", "东风路", "幸福路", "淮海中路",
            "漕溪北路", "天目山路", "文三路", "科苑路", "深南大道", "天府大道", "中山北路", "解放东路",
            "建国西路", "金沙江路", "丰潭路", "沙河西路", "广州大道中", "石牌东路", "二环路南三段"]
CN_XQ = ["阳光花园", "锦绣家园", "翠苑一区", "金地格林小镇", "万科城", "碧桂园", "绿城桂花园",
         "保利香槟国际", "恒大绿洲", "世纪花园", "康乐新村", "枫林绿洲", "梅园新村", "龙湖春江郦城",
         "华润二十四城", "明发滨江新城", "中海国际社区", "幸福里", "紫薇花园", "新城国际"]
PY_ROADS = ["Zhongshan Road", "Renmin Road", "Jiefang Road", "Jianshe Road", "Caoxi North Road",
            "Tianmushan Road", "Keyuan Road", "Shennan Avenue", "Tianfu Avenue", "Huaihai Middle Road",
            "Wensan Road", "Xinhua Road", "Changjiang Road", "Jinshajiang Road"]
PY_XQ = ["Yangguang Huayuan", "Jinxiu Jiayuan", "Vanke City", "Country Garden", "Shiji Huayuan",
         "Meiyuan Xincun", "Zhonghai International", "Longhu Chunjiang"]


def _addr_us(g):
    if g.p(0.35):
        return g.us.street_address().replace("\n", ", ")
    v = f"{g.i(12, 9899)} {g.c(US_STREETS)}"
    if g.p(0.4):
        v += g.c([f" Apt {g.i(1, 40)}{g.c(['', 'A', 'B', 'C'])}", f", Unit {g.i(1, 300)}", f" #{g.i(100, 999)}", f" Apt. {g.i(1, 9)}{g.c('ABCDEF')}"])
    return v


def _addr_uk(g):
    k = g.i(0, 5)
    if k == 0:
        return f"Flat {g.i(1, 24)}, {g.i(1, 240)} {g.c(UK_STREETS)}"
    if k == 1:
        return f"{g.c(UK_HOUSES)}, {g.i(1, 60)} {g.c(UK_STREETS)}"
    if k == 2:
        return f"{g.i(1, 20)}{g.c('ab')} {g.c(UK_STREETS)}"
    if k == 3:
        return g.gb.street_address().replace("\n", ", ")
    return f"{g.i(1, 320)} {g.c(UK_STREETS)}"


def _addr_cn(g):
    k = g.i(0, 5)
    road, xq = g.c(CN_ROADS), g.c(CN_XQ)
    if k == 0:
        return f"{road}{g.i(1, 999)}号{xq}{g.i(1, 30)}栋{g.i(1, 6)}单元{g.i(1, 33)}{g.i(1, 8):02d}室"
    if k == 1:
        return f"{road}{g.i(10, 2000)}弄{g.i(1, 80)}号{g.i(1, 20)}0{g.i(1, 6)}室"
    if k == 2:
        return f"{xq}{g.i(1, 40)}号楼{g.i(1, 5)}单元{g.i(1, 28)}0{g.i(1, 4)}"
    if k == 3:
        return f"{g.c(['城南街道', '新桥镇', '东湖街道', '石桥镇'])}{g.c(['王家', '李庄', '柳树', '前进', '红星'])}村{g.i(1, 12)}组{g.i(1, 120)}号"
    if k == 4:
        return f"{road}{g.i(1, 400)}号院{g.i(1, 20)}号楼{g.i(1, 4)}门{g.i(101, 2404)}"
    return f"{road}{g.i(1, 999)}号{g.i(1, 30)}幢{g.i(101, 3302)}室"


def _addr_py(g):
    return g.c([
        f"Room {g.i(1, 33)}0{g.i(1, 6)}, Building {g.i(1, 30)}, No. {g.i(1, 999)} {g.c(PY_ROADS)}",
        f"Rm {g.i(101, 2804)}, Bldg {g.i(1, 20)}, {g.c(PY_XQ)}, {g.i(1, 999)} {g.c(PY_ROADS)}",
        f"Unit {g.i(1, 6)}-{g.i(101, 2302)}, {g.c(PY_XQ)}, No.{g.i(1, 500)} {g.c(PY_ROADS)}",
    ])


CNID_REGIONS = ["110101", "110105", "110108", "310101", "310104", "310115", "320102", "320106",
                "330102", "330106", "330108", "340104", "350203", "370202", "410105", "420106",
                "430104", "440103", "440106", "440304", "440305", "500103", "510104", "510107",
                "610113", "210202", "120101", "130102", "230103", "360102", "450103", "530102"]


def _cnid(g, fmt=None):
    y, m, d = g.i(1955, 2005), g.i(1, 12), g.i(1, 28)
    first = g.c(CNID_REGIONS) + f"{y}{m:02d}{d:02d}" + g.d(3)
    v = first + _cnid_check(first)
    fmt = fmt or g.c(["plain"] * 5 + ["grp"])
    if fmt == "grp":
        return f"{v[:6]} {v[6:14]} {v[14:]}"
    return v


def _cnid_x(g):
    while True:
        v = _cnid(g, "plain")
        if v.endswith("X"):
            return v


def _ssn(g):
    a = g.i(1, 899)
    while a == 666:
        a = g.i(1, 899)
    v = f"{a:03d}-{g.i(1, 99):02d}-{g.i(1, 9999):04d}"
    return g.c([v, v, v, v.replace("-", " "), v.replace("-", "")])


def _nino(g):
    a = g.c("ABCEGHJKLMNOPRSTWXYZ")
    b = g.c("ABCEGHJKLMNPRSTWXYZ")
    while a + b in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
        b = g.c("ABCEGHJKLMNPRSTWXYZ")
    d = g.d(6)
    s = g.c("ABCD")
    return g.c([f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {s}", f"{a}{b}{d}{s}"])


def _uk_dl(g):
    last = re.sub(r"[^A-Z]", "", g.gb.last_name().upper())[:5].ljust(5, "9")
    y = g.i(1950, 2004)
    m = g.i(1, 12) + g.c([0, 50])
    ini = re.sub(r"[^A-Z]", "", g.gb.first_name().upper())[:1] + g.c(UP + "9")
    return f"{last}{str(y)[2]}{m:02d}{g.i(1, 28):02d}{str(y)[3]}{ini}9{g.s(UP, 2)}"


def _us_dl(g):
    return g.c([g.c(UP) + g.d(7), f"{g.c(UP)}{g.d(3)}-{g.d(3)}-{g.d(2)}-{g.d(3)}-{g.d(1)}",
                f"{g.d(3)} {g.d(3)} {g.d(3)}", g.d(8), f"{g.c(UP)}{g.d(3)}-{g.d(4)}-{g.d(4)}"])


def _sin(g):
    first = str(g.i(1, 7)) + g.d(7)
    v = first + _luhn_digit(first)
    return g.c([f"{v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]}-{v[3:6]}-{v[6:]}", v])


def _hkid(g):
    L = g.c("ACDEGHKMPRVYZ")
    d = g.d(6)
    return f"{L}{d}({_hkid_check(L, d)})"


def _nric(g):
    p = g.c("STFG")
    d = g.d(7)
    return f"{p}{d}{_nric_check(p, d)}" if p in "ST" else f"{p}{d}{g.c('KLMNPQRTUWX')}"


def _aadhaar(g):
    d = str(g.i(2, 9)) + g.d(11)
    return g.c([f"{d[:4]} {d[4:8]} {d[8:]}", d])


def _passport(g, kind):
    if kind == "us":
        return g.c([str(g.i(1, 9)) + g.d(8), g.c("ABCDEFGHJKLMNPRSTUVWXYZ") + g.d(8)])
    if kind == "uk":
        return str(g.i(1, 5)) + g.d(8)
    if kind == "cn":
        return g.c(["E" + g.d(8), "E" + g.c("ABCDEFGHJKLMNPQRSTUVWXYZ") + g.d(7)])
    if kind == "hkmo":
        return g.c(["C" + g.d(8), "C" + g.c("ABCDEFGHJKLMNPQRSTUVWXYZ") + g.d(7)])
    if kind == "tw":
        return g.d(8)
    raise KeyError(kind)


def _card(g, brand=None, fmt=None):
    brand = brand or g.c(["visa", "visa", "visa", "mc", "mc", "amex", "disc", "up"])
    if brand == "visa":
        pre, n = "4" + g.d(5), 16
    elif brand == "mc":
        pre, n = g.c(["51", "52", "53", "54", "55", str(g.i(2221, 2720))]), 16
    elif brand == "amex":
        pre, n = g.c(["34", "37"]), 15
    elif brand == "disc":
        pre, n = "6011", 16
    elif brand == "jcb":
        pre, n = "35" + str(g.i(28, 89)), 16
    elif brand == "up":
        pre, n = g.c(["622202", "621700", "622588", "621483", "622848", "622260", "621661", "622700", "623058"]), g.c([16, 19, 19])
    else:
        raise KeyError(brand)
    body = pre + g.d(n - 1 - len(pre))
    num = body + _luhn_digit(body)
    fmt = fmt or g.c(["sp", "sp", "none", "dash"])
    if n == 15 and fmt != "none":
        sep = " " if fmt == "sp" else "-"
        return sep.join([num[:4], num[4:10], num[10:]])
    if fmt == "none":
        return num
    sep = " " if fmt == "sp" else "-"
    return sep.join(num[i:i + 4] for i in range(0, n, 4))


_IBAN_BANKS = {"GB": ["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "NAIA"], "NL": ["ABNA", "INGB", "RABO"],
               "IE": ["AIBK", "BOFI"]}


def _iban(g, cc=None, fmt=None):
    cc = cc or g.c(["GB", "GB", "DE", "FR", "ES", "IT", "NL", "IE", "BE", "PL", "AT"])
    if cc in ("GB", "IE"):
        bban = g.c(_IBAN_BANKS[cc]) + g.d(14)
    elif cc == "NL":
        bban = g.c(_IBAN_BANKS[cc]) + g.d(10)
    elif cc == "DE":
        bban = g.d(18)
    elif cc == "FR":
        bban = g.d(10) + g.s(UP + DG, 11) + g.d(2)
    elif cc == "ES":
        bban = g.d(20)
    elif cc == "IT":
        bban = g.c(UP) + g.d(10) + g.s(DG, 12)
    elif cc == "BE":
        bban = g.d(12)
    elif cc == "PL":
        bban = g.d(24)
    elif cc == "AT":
        bban = g.d(16)
    else:
        raise KeyError(cc)
    num = int("".join(str(int(ch, 36)) for ch in bban + cc + "00"))
    v = f"{cc}{98 - num % 97:02d}{bban}"
    fmt = fmt or g.c(["grp", "none"])
    if fmt == "grp":
        return " ".join(v[i:i + 4] for i in range(0, len(v), 4))
    return v


# ---- clock times --------------------------------------------------------------------------------
_HOURS = {"early": (5, 7), "morning": (6, 9), "late_morning": (8, 10), "midday": (11, 14),
          "afternoon": (13, 17), "school": (15, 16), "evening": (17, 21), "night": (20, 23)}
_EN_NUM = ["twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
           "eleven", "twelve"]
_EN_MIN = {5: "oh five", 10: "ten", 20: "twenty", 25: "twenty-five", 35: "thirty-five",
           40: "forty", 50: "fifty", 55: "fifty-five"}


def _time_en(g, period):
    h24 = g.i(*_HOURS[period])
    m = g.c([0, 0, 5, 10, 15, 15, 20, 25, 30, 30, 30, 35, 40, 45, 45, 50, 55])
    h12 = h24 % 12 or 12
    ap = "am" if h24 < 12 else "pm"
    style = g.c(["hm", "hm_ap", "hm_ap", "h_ap", "24", "uk", "words"])
    if style == "h_ap" and m != 0:
        style = "hm_ap"
    if style == "hm":
        return f"{h12}:{m:02d}"
    if style == "hm_ap":
        return f"{h12}:{m:02d}" + g.c([ap, " " + ap, " " + ap.upper(), " " + ap[0] + "." + ap[1] + "."])
    if style == "h_ap":
        return f"{h12}{g.c(['', ' '])}{g.c([ap, ap.upper()])}"
    if style == "24":
        return f"{h24:02d}:{m:02d}" if g.p(0.8) else f"{h24:02d}{m:02d}h"
    if style == "uk":
        return f"{h12}.{m:02d}" + g.c(["", ap, "am" if ap == "am" else "pm"])
    if m == 0:
        return f"{_EN_NUM[h12]} o'clock"
    if m == 30:
        return f"half past {_EN_NUM[h12]}"
    if m == 15:
        return f"quarter past {_EN_NUM[h12]}"
    if m == 45:
        return f"quarter to {_EN_NUM[(h12 % 12) + 1]}"
    return f"{_EN_NUM[h12]} {_EN_MIN[m]}"


_ZH_NUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
_ZH_MIN = {5: "零五", 10: "十", 20: "二十", 25: "二十五", 35: "三十五", 40: "四十", 50: "五十", 55: "五十五"}


def _time_zh(g, period, worded=True):
    """worded: the template carries 早上/晚上 before the value, so 12-hour numbers are used."""
    h24 = g.i(*_HOURS[period])
    m = g.c([0, 0, 10, 15, 20, 30, 30, 30, 40, 45, 50])
    h = h24 % 12 or 12 if worded else h24
    style = g.c(["d", "d", "cn", "cn", "colon"])
    if style == "colon":
        return f"{h}:{m:02d}" if worded else f"{h24:02d}:{m:02d}"
    if style == "d":
        if m == 0:
            return f"{h}点" + g.c(["", "钟", "整"])
        if m == 30:
            return g.c([f"{h}点半", f"{h}点30", f"{h}点30分"])
        return g.c([f"{h}点{m}", f"{h}点{m}分"])
    hz = _ZH_NUM[h] if h <= 12 else _zh_big(h)
    if m == 0:
        return f"{hz}点" + g.c(["", "钟", "整"])
    if m == 30:
        return f"{hz}点半"
    if m == 15:
        return f"{hz}点一刻"
    if m == 45:
        return g.c([f"{hz}点四十五", f"{hz}点三刻"])
    return f"{hz}点{_ZH_MIN[m]}" + g.c(["", "分"])


def _zh_big(h):
    return {13: "十三", 14: "十四", 15: "十五", 16: "十六", 17: "十七", 18: "十八", 19: "十九",
            20: "二十", 21: "二十一", 22: "二十二", 23: "二十三"}[h]


# ---- geo --------------------------------------------------------------------------------------------
EN_CENTERS = [(51.5072, -0.1276), (53.4808, -2.2426), (53.8008, -1.5491), (51.4545, -2.5879),
              (55.8642, -4.2518), (52.4862, -1.8904), (41.8781, -87.6298), (30.2672, -97.7431),
              (39.7392, -104.9903), (45.5152, -122.6784), (35.7796, -78.6382), (-33.8688, 151.2093),
              (43.6532, -79.3832), (53.3498, -6.2603)]
CN_CENTERS = [(39.9042, 116.4074), (31.2304, 121.4737), (23.1291, 113.2644), (22.5431, 114.0579),
              (30.2741, 120.1551), (30.5728, 104.0668), (30.5928, 114.3055), (32.0603, 118.7969),
              (34.3416, 108.9398), (29.5630, 106.5516), (31.2989, 120.5853), (34.7466, 113.6254)]
EN_CENTER_NAMES = ["London", "Manchester", "Leeds", "Bristol", "Glasgow", "Birmingham", "Chicago",
                   "Austin", "Denver", "Portland", "Raleigh", "Sydney", "Toronto", "Dublin"]
CN_CENTER_NAMES = ["Beijing", "Shanghai", "Guangzhou", "Shenzhen", "Hangzhou", "Chengdu", "Wuhan",
                   "Nanjing", "Xi'an", "Chongqing", "Suzhou", "Zhengzhou"]
W3W = ["filled", "count", "soap", "index", "raft", "table", "chair", "lamp", "river", "stone",
       "apple", "quiet", "brave", "lucky", "ocean", "pilot", "sugar", "motor", "ruby", "crisp",
       "tulip", "flame", "shelf", "crown", "grape", "orbit", "plank", "sweep", "ranch", "novel",
       "fancy", "twig", "bless", "mining", "hiking", "kettle"]


def _coord(g, centers, fmt=None, lonlat=False):
    lat0, lon0 = g.c(centers)
    lat = lat0 + g.r.uniform(-0.09, 0.09)
    lon = lon0 + g.r.uniform(-0.12, 0.12)
    dp = g.c([4, 5, 5, 6, 6, 7])
    fmt = fmt or g.c(["comma", "comma", "nospace", "dms", "hemi"])
    if lonlat:
        return f"{lon:.{dp}f},{lat:.{dp}f}"
    if fmt == "comma":
        return f"{lat:.{dp}f}, {lon:.{dp}f}"
    if fmt == "nospace":
        return f"{lat:.{dp}f},{lon:.{dp}f}"
    if fmt == "hemi":
        return f"{abs(lat):.{dp - 1}f}° {'N' if lat >= 0 else 'S'}, {abs(lon):.{dp - 1}f}° {'E' if lon >= 0 else 'W'}"

    def dms(x, pos, neg):
        a = abs(x)
        d = int(a)
        mm = int((a - d) * 60)
        ss = (a - d - mm / 60) * 3600
        return f"{d}°{mm:02d}'{ss:04.1f}\"{pos if x >= 0 else neg}"
    return f"{dms(lat, 'N', 'S')} {dms(lon, 'E', 'W')}"


def _dms_zh(g):
    lat0, lon0 = g.c(CN_CENTERS)
    lat = lat0 + g.r.uniform(-0.09, 0.09)
    lon = lon0 + g.r.uniform(-0.12, 0.12)

    def p(x):
        d = int(x)
        mm = int((x - d) * 60)
        ss = int(round((x - d - mm / 60) * 3600)) % 60
        return f"{d}°{mm}′{ss}″"
    return f"北纬{p(lat)}，东经{p(lon)}"


def _geohash(g, region):
    pre = {"uk": g.c(["gcpv", "gcw2", "gcqd", "gcnp", "gcrj"]), "us": g.c(["dp3w", "9v6k", "9xj6", "c20f", "dnr"]),
           "cn": g.c(["wx4g", "wtw3", "ws0e", "ws10", "wtmk", "wm6n", "wt3q", "wqj6"])}[region]
    return pre + g.s(GEOHASH, g.i(9, 11) - len(pre))


def _olc(lat, lon):
    """Open Location Code (10 digits) of a point."""
    lat = min(max(lat + 90, 0), 179.999999)
    lon = (lon + 180) % 360
    code = ""
    for res in (20.0, 1.0, 0.05, 0.0025, 0.000125):
        dlat, dlon = int(lat // res), int(lon // res)
        lat -= dlat * res
        lon -= dlon * res
        code += PLUS[dlat] + PLUS[dlon]
    return code[:8] + "+" + code[8:]


def _plus(g, centers, full=True):
    lat0, lon0 = g.c(centers)
    code = _olc(lat0 + g.r.uniform(-0.09, 0.09), lon0 + g.r.uniform(-0.12, 0.12))
    if g.p(0.3):
        code += g.c(PLUS)
    return code if full else code[4:]


def _w3w(g):
    return "///" + ".".join(g.c(W3W) for _ in range(3))


def _us_zip(g):
    z = f"{g.i(1001, 99950):05d}"
    return g.c([z, z, f"{z}-{g.d(4)}"])


CN_POST = {"北京市": "100", "上海市": "200", "广州市": "510", "深圳市": "518", "杭州市": "310",
           "成都市": "610", "武汉市": "430", "南京市": "210", "西安市": "710", "重庆市": "400",
           "苏州市": "215", "郑州市": "450"}


# --------------------------------------------------------------------------------------------
# cells: secret
# --------------------------------------------------------------------------------------------
_ANYKEY = ("aws_secret", "ghp", "slack", "openai", "stripe", "google", "hf", "sendgrid", "jwt",
           "twilio_sk", "anthropic", "gh_pat", "rand", "hex")

SECRET_EN = [
    (("aws_id",), "# billing-sync ({carrier} CDR export)\nAWS_REGION=us-east-1\nAWS_ACCESS_KEY_ID={V}\nS3_BUCKET=cdr-exports-prod\n"),
    (("aws_secret",), "AWS_ACCESS_KEY_ID is in Vault already but this one is still in the repo:\nAWS_SECRET_ACCESS_KEY={V}\n"),
    (("slack",), "heads up, someone pasted the porting bot token in #noc-alerts: {V} - revoke pls"),
    (("twilio_sk", "stripe", "openai", "sendgrid"), "{ts} WARN sms-gateway auth failed for key {V} (status 401, retrying in 30s)"),
    (("hex", "rand"), "acs:\n  url: https://acs.{isp_dom}:7547/\n  username: cpe-provisioner\n  shared_secret: {V}\n  periodic_inform: 3600\n"),
    (("jwt", "openai", "hf"), "curl -s -H \"Authorization: Bearer {V}\" https://api.{isp_dom}/v2/lines/{tkt}/status | jq ."),
    (("stripe",), "Hi team,\n\nThe Stripe key behind the prepaid top-up page is {V}. Please move it into Vault before Friday's release.\n\nThanks"),
    (("anthropic",), "client = anthropic.Anthropic(api_key=\"{V}\")  # TODO remove before push - churn summariser"),
    (("ghp", "gh_pat"), "git clone https://{V}@github.com/fieldops-{carrier_slug}/ont-firmware-tools.git"),
    (("urlpass",), "DATABASE_URL=postgres://crm_ro:{V}@10.40.2.17:5432/tickets"),
    (("urlpass",), "[{ts}] ERROR tr069: cannot reach https://acs_admin:{V}@acs-int.{isp_dom}:7547/ (timeout)"),
    (("privkey",), "Found this on the field engineer laptop image, please wipe it:\n\n{V}\n"),
    (("telegram",), "outage notifier bot token = {V}  (chat id is the NOC group)"),
    (("sendgrid",), "{{\"provider\": \"sendgrid\", \"api_key\": \"{V}\", \"template\": \"bill-ready-v3\"}}"),
    (("hf",), "{V} is the HF token the call-transcript classifier notebook uses, it's on the shared drive too"),
    (("google",), "maps key for the coverage checker: {V} (restricted to *.{isp_dom})"),
    (("rand", "hex"), "RADIUS_SHARED_SECRET={V}\nRADIUS_AUTH_PORT=1812\nNAS_ID=bras-{city_uk_l}-01"),
    (("google", "rand"), "{tkt} - self-care app crash. Stack trace included the header x-api-key: {V}"),
    (("jwt",), "GET /selfcare/api/bill/latest?token={V} 200 412ms"),
    (("whsec",), "STRIPE_WEBHOOK_SECRET={V}  # chargeback events for the billing dispute queue"),
    (("twilio_tok",), "TWILIO_ACCOUNT_SID=AC{acsid}\nTWILIO_AUTH_TOKEN={V}\n"),
    (("glpat",), "export GITLAB_TOKEN={V} && ./sync_olt_configs.sh"),
    (_ANYKEY, "pls dont paste keys in the ticket notes!! {tkt} has {V} in plain text"),
    (("aws_id",), "Access key {V} was used from an unknown IP to list the call-recordings bucket. Rotating now."),
]

SECRET_ZH = [
    (("ali_secret",), "运维群里有人把阿里云 AccessKey Secret 直接贴出来了：{V}，麻烦马上去控制台禁用。"),
    (("ali_id",), "计费对账脚本里写死了 AccessKeyId={V}，下个版本改成从 KMS 读取。"),
    (("tc_key",), "腾讯云短信服务的 SecretKey：{V}（验证码通道用的，别外传）"),
    (("tc_id",), "SecretId {V} 昨晚被人拿去调了短信接口，发了两万多条，赶紧停用"),
    (("jwt", "rand"), "【工单{tkt_zh}】装维 App 接口鉴权失败，日志里带出了 token：{V}"),
    (("rand", "hex"), "/etc/raddb/clients.conf 里 secret = {V}，BRAS 那边也要同步改。"),
    (("rand", "hex"), "光猫 TR-069 的 ACS 连接密钥是 {V}，省公司统一下发的，不要发到外部群。"),
    (("ghp", "gh_pat"), "GitHub 上那个仓库里的 token {V} 已经泄露了，赶紧吊销"),
    (("privkey",), "跳板机私钥如下，只给二线值班用：\n{V}\n用完删掉。"),
    (("urlpass",), "数据库连接串：mysql://billing:{V}@10.12.3.44:3306/boss"),
    (("openai",), "{V} 这个是测试环境的 OpenAI key，群里别再转了"),
    (("hex", "rand"), "# 携号转网查询接口\nmnp:\n  endpoint: https://mnp-gw.{isp_dom}/query\n  app_id: mnp_{n}07\n  app_secret: {V}\n"),
    (("rand",), "微信支付 APIv3 密钥：{V}，商户平台里已经重新设置过了。"),
    (("hex",), "钉钉告警机器人 webhook 的 access_token={V} 别提交到 git 上。"),
    (("twilio_tok",), "海外漫游短信走的是 Twilio，auth token 是 {V}"),
    (("jwt",), "Authorization: Bearer {V}\n↑ 营业厅 Pad 调 CRM 接口用的令牌，过期时间一天。"),
    (("aws_secret",), "出海业务那边的 AWS 密钥 {V} 已轮换，旧的作废。"),
    (("ali_secret", "tc_key"), "话单录音存储桶的密钥 {V} 在 Excel 里明文放着，审计提了问题"),
    (("slack",), "海外子公司 Slack 机器人令牌：{V}，用于同步故障通报"),
    (("stripe",), "港澳流量包在线支付用的 Stripe 密钥 {V}，财务要求本周内换掉"),
    (("hf",), "客服意图识别模型从 Hugging Face 拉取，令牌 {V}"),
    (("google",), "覆盖查询页面用的地图 API key：{V}"),
    (("rand", "hex"), "省BOSS接口签名密钥（sign_key）：{V}，已同步至各地市。"),
]

SECRET_MIXED = [
    (_ANYKEY, "这个 key 先别 commit 啊：{V}，放到 .env 里就好"),
    (("slack",), "prod 的 Slack bot token 贴错群了 {V} 麻烦 rotate 一下"),
    (("rand", "hex", "openai"), "ONT provisioning 脚本里的 API_KEY={V} 是谁 hardcode 的？"),
    (("aws_secret",), "deploy log 里 leak 了 AWS secret：{V}，已经 disable 掉 old key 了"),
    (("urlpass",), "curl -u ops:{V} https://nms.{isp_dom}/api/olt/ports  # 查 PON 口光功率"),
    (("stripe",), "Stripe live key {V} 用在充值 top-up flow 上，下周换成 restricted key"),
    (("hf",), "HF token: {V}（用来拉客服 intent classification model 的）"),
    (("telegram",), "telegram 告警 bot: {V} 已经加到值班群"),
    (("jwt",), "JWT 过期了吗？{V} 你 decode 一下看 exp"),
    (("privkey",), "bastion 跳板机的 key，别外传:\n{V}"),
    (("anthropic",), "llm:\n  provider: anthropic\n  api_key: {V}  # 工单摘要用\n  model: claude-haiku"),
    (("google",), "Google Maps API key {V} 用于 coverage map 覆盖查询页面"),
    (("sendgrid",), "发电子账单 e-bill 的 SendGrid key 是 {V}"),
    (("gh_pat",), "fine-grained PAT {V} 只给了 read 权限 on ont-config repo"),
    (("ali_secret",), "阿里云 AK Secret: {V} (prod OSS bucket，存 call recordings 录音)"),
    (("ali_id",), "AccessKeyId {V} 在 GitHub public repo 里被 scan 到了，security team 已经报警"),
    (("urlpass",), "redis 连接 redis://:{V}@10.8.0.21:6379/2 是 session cache，别动"),
    (("twilio_sk", "twilio_tok"), "Twilio 那边的 secret {V} 这周 expire，记得 renew"),
    (("whsec",), "webhook signing secret {V}，billing dispute 的 chargeback 回调要验签"),
    (("ghp",), "{V} ← 这个 GitHub token 有 admin 权限，赶紧 revoke！"),
    (("hex", "rand"), "TR-069 ACS shared secret 改成 {V} 了，所有 CPE 下次 inform 时生效"),
]


def _cell_secret(table):
    def fn(g, f):
        kind, tpl = _pick(g, table)
        f["carrier_slug"] = re.sub(r"[^a-z0-9]", "", f["carrier"].lower())
        f["city_uk_l"] = f["city_uk"].lower()
        f["acsid"] = g.s(HEX, 32)
        return tpl, _secret(g, kind), kind
    return fn


# --------------------------------------------------------------------------------------------
# cells: password
# --------------------------------------------------------------------------------------------
_PWK = ("word", "rand", "phrase", "wifi", "mixed")

PASSWORD_EN = [
    (("wifi", "word", "phrase"), "Wi-Fi name is {ssid} and the password is {V} if the engineer needs to test upstairs"),
    (("rand", "word", "admin"), "Router admin login for the {router}: admin / {V}"),
    (("pin4", "pin6"), "Number transfer PIN: {V} (customer wants to move to {carrier})"),
    (("word", "rand", "mixed"), "Account: web self-care\npassword: {V}\nsecurity question: set\n"),
    (("door",), "Gate code is {V}, flat is on the 2nd floor, lift is out of order"),
    (("door",), "The alarm code is {V} - please disarm it if you get there before I'm back"),
    (("pin4",), "Voicemail PIN reset to {V} at the customer's request ({agent})"),
    (("word", "rand", "wifi"), "PPPoE password {V} (the login is printed on the welcome letter)"),
    (("wifi", "word"), "hey so the wifi pasword is {V} lol dont judge, its been that since 2019"),
    (("word", "phrase", "wifi"), "the security passcode on the account is {V} i set it up last year when i joined"),
    (("rand", "word"), "Customer changed the account password to {V} over the phone, advised not to share it"),
    (("rand", "mixed"), "ROUTER_ADMIN_PASS={V}\nROUTER_IP=192.168.1.254\n"),
    (("wifi", "phrase", "word"), "Hi, my new Wi-Fi password after the factory reset is {V} - can you check the hub picked it up? Ref {tkt}"),
    (("pin4",), "{V} - that's the SIM PIN, in case the phone asks for it after the swap"),
    (("door",), "Engineer note: key safe by the front door, code {V}. Ring the bell first."),
    (("phrase", "rand"), "passphrase for the mesh backhaul: {V}"),
    (("pin6",), "Port-out PIN {V} generated for {tkt}, valid for 30 days"),
    (("word", "wifi"), "Reset the 5GHz password to {V} as requested, customer reconnected all devices"),
    (("rand", "word"), "Customer read out her online account password ({V}) on the call. Told her not to. Call flagged."),
    (("pin4", "pin6"), "please set my account PIN to {V}, the old one was compromised"),
]

PASSWORD_ZH = [
    (("wifi", "pinyin", "pin6"), "WiFi 密码是 {V}，师傅来了直接连就行"),
    (("pinyin", "pin6", "mixed"), "宽带账号密码：{V}（装机单上写的那个）"),
    (("admin",), "光猫超级管理员 telecomadmin 的密码 {V}，别告诉用户"),
    (("pin6",), "服务密码是 {V}，携号转网授权码要用这个查"),
    (("door",), "开门密码 {V}#，进单元门后坐电梯到 12 楼"),
    (("door",), "我家门锁密码{V}，装维师傅下午来的话我不在家，自己开门进去就行"),
    (("pin4",), "手机卡的 PIN 码我改成了 {V}，换机以后开机要输入"),
    (("pinyin", "mixed", "rand"), "网上营业厅登录密码：{V}"),
    (("door", "pin6"), "机房门禁口令 {V}，今晚割接的同事注意"),
    (("pinyin", "wifi", "mixed"), "路由器后台 192.168.1.1 的密码是{V}，用户名 admin"),
    (("pinyin", "pin6"), "那个无线密码是{V}你记一下我一会儿出门了"),
    (("pinyin", "mixed", "wifi"), "工单备注：用户要求把无线密码改为 {V}，已远程修改完成。"),
    (("pinyin", "pin6", "wifi"), "{V} 这个是我们家 wifi 密码 别发朋友圈哈"),
    (("pin6",), "报装时预留的查询密码为 {V}。"),
    (("pin6",), "您好，我的服务密码{V}被锁了，怎么解锁？"),
    (("pinyin", "mixed"), "PPPoE 拨号密码 {V}，换路由器的时候要重新填"),
    (("rand", "mixed"), "营业厅 Pad 登录密码：{V}，工号{gonghao}"),
    (("door",), "小区大门密码 {V}，门卫晚上不在"),
    (("pinyin", "pin6"), "家里老人记不住，wifi密码干脆设成了{V}"),
]

PASSWORD_MIXED = [
    (("wifi", "pinyin", "word"), "Wi-Fi 密码: {V}，SSID 是 {ssid}"),
    (("rand", "admin", "word"), "router admin password 改成 {V} 了，记得更新工单 {tkt}"),
    (("pin4", "pin6"), "port-out PIN 是 {V}，转去 {carrier} 的时候要用"),
    (("admin",), "光猫 super admin 的 password 是 {V}"),
    (("door",), "开门 code {V}#，engineer 到了按一下就行"),
    (("pinyin", "mixed", "rand"), "PPPoE 拨号 password: {V}"),
    (("door",), "我家 alarm code 是 {V}，installer 进门后 30 秒内输入"),
    (("pin4",), "voicemail PIN 设置为 {V}"),
    (("pinyin", "wifi", "word"), "password是{V}别告诉别人哈"),
    (("wifi", "pinyin", "word"), "{V} 是新的 Wi-Fi password，旧的已经失效"),
    (("pin4",), "SIM PIN: {V}（SIM swap 之后手机会要）"),
    (("rand", "mixed"), "营业厅 pad 登录 password {V}"),
    (("pin6",), "服务密码 service PIN {V}，客户说 10086 查不到"),
    (("rand", "word", "mixed"), "self-care App 的 login password 被改成 {V}，不是本人操作"),
    (("pinyin", "wifi"), "客户家 Wi-Fi pwd：{V}，mesh 节点已经配好"),
]


def _cell_password(table):
    def fn(g, f):
        kind, tpl = _pick(g, table)
        return tpl, _password(g, kind), kind
    return fn


# --------------------------------------------------------------------------------------------
# cells: email
# --------------------------------------------------------------------------------------------
def _spoken_email(g, v):
    local, dom = v.split("@")
    return f"{local.replace('.', ' dot ').replace('_', ' underscore ')} at {dom.replace('.', ' dot ')}"


EMAIL_EN = [
    ("plain", "Customer email on file: {V}"),
    ("plain", "From: {V}\nTo: Customer Care\nSubject: Still no broadband after install on {date}\n\nThree days and counting."),
    ("plain", "pls send the bill breakdown to {V} not my work one"),
    ("plain", "e-bill address changed to {V} ({agent}, verified by OTP)"),
    ("plain", "ticket,opened,type,contact,status\n{tkt},{date_iso},billing_dispute,{V},open"),
    ("plain", "{{\"ticket\": \"{tkt}\", \"contact_email\": \"{V}\", \"channel\": \"webchat\"}}"),
    ("plain", "{V} keeps bouncing our install confirmation emails - ask the customer for another address"),
    ("plain", "can u email the port-in confirmation to {V} thx"),
    ("spoken", "yeah my email is {V} and the account is in my name"),
    ("plain", "Refund confirmation for £{amt} sent to {V}."),
    ("plain", "Contact: {V} | Pref. visit slot: {slot} | Product: {plan}"),
    ("plain", "Reply-To: {V}"),
    ("plain", "E-mai1 addr ess : {V}\nSignature: ______"),
    ("plain", "{V}"),
    ("obf", "for the PAC code send it to {V} (spam bots scrape the forum)"),
    ("plain", "Login for the {app} app is my email, {V}, but the reset link never arrives"),
    ("plain", "Engineer update: customer asked that the job photos are emailed to {V} after the visit."),
]

EMAIL_ZH = [
    ("plain", "电子账单发送邮箱：{V}"),
    ("plain", "麻烦把发票发到我邮箱 {V} 谢谢"),
    ("plain", "用户留的联系邮箱是{V}，工单回访请走邮件。"),
    ("plain", "【投诉】{tkt_zh} 客户邮箱：{V}；诉求：退还多扣的流量费{amt_zh}元"),
    ("plain", "我的邮箱{V}，之前绑的那个不用了"),
    ("plain", "{V} 这个邮箱收不到验证码，能帮忙查一下吗？"),
    ("plain", "邮箱：{V}\n客户类型：个人\n业务：宽带报装（{plan_zh}）"),
    ("plain", "请将携号转网授权码查询结果发送至{V}。"),
    ("plain", "发件人：{V}\n主题：关于{month}月话费异常的申诉"),
    ("zh_obf", "邮箱是 {V}（符号自己换成@，防止被爬）"),
    ("plain", "师傅，装完拍的照片发我邮箱吧：{V}"),
    ("plain", "工单号,联系邮箱,业务类型\n{tkt_zh},{V},移机"),
    ("plain", "客户要求纸质账单改为电子账单，推送邮箱{V}，已办结。"),
    ("plain", "{V}"),
]

EMAIL_MIXED = [
    ("plain", "客户 email: {V}，请 follow up 一下 refund 进度"),
    ("plain", "e-bill 发到 {V}，paper bill 取消"),
    ("plain", "我的 Gmail 是 {V}，Apple ID 也是这个"),
    ("plain", "contact_email={V} 工单{tkt} 已 escalate 到二线"),
    ("plain", "{V} 收不到 OTP 邮件, check 一下 spam filter"),
    ("plain", "CC {V} 在 install confirmation 邮件里"),
    ("plain", "{{\"客户邮箱\": \"{V}\", \"业务类型\": \"携号转网\", \"status\": \"pending\"}}"),
    ("plain", "请发 invoice 到 {V}，抬头写个人"),
    ("plain", "Hi 客服，my email 改成 {V} 了，麻烦 update 一下账户"),
    ("spoken", "邮箱是 {V} 对 all lowercase"),
    ("plain", "Please send 话费详单 to {V}, thanks"),
    ("plain", "refund 已经 processed，通知邮件发到 {V}"),
]


def _cell_email(table, zh):
    def fn(g, f):
        kind, tpl = g.c(table)
        v = _email_zh(g) if zh and g.p(0.85) else _email_en(g)
        if table is EMAIL_MIXED and g.p(0.5):
            v = _email_zh(g)
        if kind == "spoken":
            v = _spoken_email(g, v)
        elif kind == "obf":
            local, dom = v.split("@")
            v = g.c([f"{local} [at] {dom}", f"{local}(at){dom.replace('.', '(dot)')}", f"{local} AT {dom}"])
        elif kind == "zh_obf":
            local, dom = v.split("@")
            v = g.c([f"{local}#{dom}", f"{local}艾特{dom}", f"{local}(at){dom}"])
        return tpl, v, "email"
    return fn


# --------------------------------------------------------------------------------------------
# cells: phone
# --------------------------------------------------------------------------------------------
PHONE_EN = [
    (None, "Callback number: {V}"),
    (("us", "uk_mob"), "Please port {V} from {carrier} to us - I'm the account holder"),
    (None, "Customer called from {V} re: slow speeds after the {router} swap"),
    (("us", "uk_mob", "intl"), "SIM swap request for {V} - verify with OTP before proceeding!"),
    (("us", "uk_mob"), "text me at {V} when the engineer is 30 mins out"),
    (None, "ticket,msisdn,type,date,status\n{tkt},{V},port_in,{date_iso},pending"),
    (("us_ext", "uk_ext"), "Alt contact {V} (work line, ask for the front desk)"),
    (("us", "uk_mob", "intl"), "{V} is my new number after the port, pls update the account"),
    (("uk_mob", "uk_land"), "ring me on {V} if you can't find the cabinet"),
    (("spoken",), "my number is {V} thats the one on the account"),
    (("uk_land", "us"), "Landline {V} has had no dial tone since {date}"),
    (("msisdn",), "{{\"msisdn\": \"{V}\", \"action\": \"unbar\", \"reason\": \"fraud_check_passed\"}}"),
    (("us", "uk_mob"), "Forward all calls to {V} until Monday (customer request, {agent})"),
    (("intl",), "Roaming: customer abroad, reachable on local SIM {V} for the next two weeks"),
    (None, "Pls call {V} b4 coming, dog in the garden"),
    (("us_ext", "uk_ext"), "Business customer, reach the office manager on {V}"),
    (("us", "uk_mob"), "Port request rejected for {V}: account number mismatch with losing carrier"),
]

PHONE_ZH = [
    (("mob",), "携号转网申请：号码 {V}，转出方{carrier_zh}"),
    (("mob", "land"), "联系电话：{V}（装机前请提前半小时电话联系）"),
    (("mob",), "用户反映 {V} 这个号码一直收不到短信验证码"),
    (("mob",), "麻烦师傅到了打我电话{V}，门铃坏了"),
    (("mob",), "补卡号码{V}，需本人携带身份证原件到营业厅办理"),
    (("land",), "座机{V}从上周开始没有拨号音"),
    (("mob",), "我手机号是{V}，话费怎么突然多扣了三十多"),
    (("mob", "land"), "工单号,联系电话,业务\n{tkt_zh},{V},宽带报装"),
    (("mob",), "回访电话 {V} 无人接听，已发短信告知"),
    (("spoken",), "我电话是{V}你记一下"),
    (("mob",), "{V} 这个号的停机保号办好了没？"),
    (("mob", "mob_intl"), "紧急联系人电话：{V}"),
    (("land_ext",), "办公电话 {V}，白天打这个找我"),
    (("mob_intl",), "人在国外，漫游号码 {V} 收不到短信，帮忙看看"),
    (("mob",), "【派单】{district} 宽带故障，用户电话{V}，预约{date_zh}下午"),
    (("mob",), "您好，{V}是我爸的号，他不会用智能机，套餐能不能换成老人卡"),
    (("land", "mob"), "装机回单  联 系 电 话：{V}  签字：____"),
]

PHONE_MIXED = [
    (("mob",), "我的 number 是 {V}，SIM swap 之后收不到 OTP"),
    (("uk_mob", "us"), "port-in {V} 到 {carrier}，PAC code 已经拿到了"),
    (("mob",), "engineer 到楼下 call {V} 就行"),
    (("mob", "land"), "callback 号码：{V}"),
    (("mob",), "customer 的 mobile {V} 欠费 suspended 了"),
    (("mob_intl", "uk_mob", "us"), "WhatsApp 我 {V}，国内号暂时不用"),
    (("mob",), "工单 {tkt} | contact: {V} | 宽带 down since {date_zh}"),
    (("land_ext",), "alt phone 座机 {V}"),
    (("mob",), "Hi 师傅 my phone is {V}, 到了 ring 我"),
    (("mob_intl", "mob"), "{{\"msisdn\": \"{V}\", \"业务\": \"携号转网\", \"status\": \"approved\"}}"),
    (("uk_mob", "us", "intl"), "我在国外的号码是 {V}, roaming 期间有事打这个"),
    (("mob",), "{V} 这个号要 port-out 到{carrier_zh}，授权码 already sent"),
]


def _cell_phone(table, cn):
    def fn(g, f):
        kinds, tpl = g.c(table)
        kind = g.c(kinds) if kinds else None
        if kind == "spoken":
            num = _phone_cn(g, "mob") if cn else _phone_en(g, g.c(["us", "uk_mob"]))
            v = _spoken_zh(num) if cn else _spoken_en(num)
        elif kind in ("mob", "mob_intl", "land", "land_ext"):
            v = _phone_cn(g, kind)
        elif cn and kind is None:
            v = _phone_cn(g)
        else:
            v = _phone_en(g, kind)
        return tpl, v, "phone"
    return fn


# --------------------------------------------------------------------------------------------
# cells: address
# --------------------------------------------------------------------------------------------
ADDRESS_EN = [
    ("us", "Install address: {V}, {city_us}, {state}"),
    ("any", "Engineer visit booked for {V} on {date} ({slot})"),
    ("any", "We moved to {V} last month, need the broadband transferred over"),
    ("any", "Deliver the replacement SIM to {V} please, NOT the old flat"),
    ("us", "Service address: {V}\nCity: {city_us}\nProduct: {plan}"),
    ("any", "{V} - no ONT installed yet, drop cable visible on the pole"),
    ("uk", "order,service_address,town,job_type,status\n{order},\"{V}\",{city_uk},fibre_install,scheduled"),
    ("us", "{{\"serviceAddress\": {{\"line1\": \"{V}\", \"city\": \"{city_us}\", \"state\": \"{state}\"}}}}"),
    ("any", "Billing address on the account is still {V} - customer wants it updated"),
    ("any", "yeah the address is {V} its the one with the blue door"),
    ("uk", "Hi, my router's been dropping since Tuesday. I'm at {V}, {city_uk}."),
    ("uk", "Openreach engineer couldn't gain access at {V}; re-appointment needed"),
    ("any", "Customer says the {router} was delivered to {V} but she never got it"),
    ("us", "Ship to: {V}\n{city_us}, {state}\nSignature required: yes"),
    ("uk", "JOB CARD  Addr: {V}  Town: {city_uk}  Fault: no sync"),
]

ADDRESS_ZH = [
    ("cn", "装机地址：{prov}{city_zh}{district}{V}"),
    ("cn", "宽带报装地址 {city_zh}{district}{V}，预约{date_zh}上午上门"),
    ("cn", "我家在{V}，光猫一直红灯闪"),
    ("cn", "新卡寄到{district}{V}，收件人本人"),
    ("cn", "用户搬家，新地址{V}，需要移机"),
    ("cn", "{V}这个地址查不到资源，说是没有覆盖光纤"),
    ("cn", "工单号,地址,业务\n{tkt_zh},{city_zh}{district}{V},移机"),
    ("cn", "师傅您好，我住{V}，电梯坏了要走楼梯，麻烦多担待"),
    ("cn", "账单寄送地址仍为{V}，客户要求改为电子账单。"),
    ("cn", "派单：{district}{V} 光猫更换（{ont}）"),
    ("cn", "装 机 地 址：{city_zh}{district}{V}  用户签字："),
    ("cn", "您好，我在{city_zh}{district}{V}，宽带能装千兆吗"),
    ("cn", "【预约成功】装维师傅将于{date_zh}上门，地址：{district}{V}"),
    ("cn", "地址是{V}，进小区后右拐第二栋"),
]

ADDRESS_MIXED = [
    ("cn", "install address: {district}{V}，周六上午 engineer 上门"),
    ("py", "SIM 卡寄到 {V}, {district_py}, {city_py}"),
    ("cn", "客户 moved 到 {V}，需要 relocate 宽带"),
    ("cn", "Address: {city_zh}{district}{V} | Plan: 千兆宽带"),
    ("cn", "{V} 那栋楼 no fibre coverage yet，只能上 5G CPE"),
    ("py", "我住在 {V}, 你们的 technician 能不能今天来"),
    ("uk", "我在英国的地址是 {V}, {city_uk}，账单寄那边"),
    ("us", "new address 是 {V}, {city_us} {state}，帮我把 service 转过去"),
    ("cn", "engineer 到 {V} 发现 ONT 没电，客户不在家"),
    ("py", "Delivery address 收货地址: {V}"),
    ("cn", "{{\"installAddr\": \"{district}{V}\", \"套餐\": \"{plan_zh}\"}}"),
]

_DISTRICT_PY = {"Beijing": ["Chaoyang District", "Haidian District"], "Shanghai": ["Xuhui District", "Pudong New Area"],
                "Guangzhou": ["Tianhe District", "Haizhu District"], "Shenzhen": ["Nanshan District", "Futian District"],
                "Hangzhou": ["Xihu District", "Binjiang District"], "Chengdu": ["Wuhou District", "Jinjiang District"],
                "Wuhan": ["Hongshan District", "Wuchang District"], "Nanjing": ["Gulou District", "Jiangning District"],
                "Xi'an": ["Yanta District", "Beilin District"], "Chongqing": ["Yuzhong District", "Jiangbei District"],
                "Suzhou": ["Gusu District", "Wuzhong District"], "Zhengzhou": ["Jinshui District", "Erqi District"]}


def _cell_address(table):
    def fn(g, f):
        kind, tpl = g.c(table)
        if kind == "any":
            kind = g.c(["us", "uk"])
        v = {"us": _addr_us, "uk": _addr_uk, "cn": _addr_cn, "py": _addr_py}[kind](g)
        f["district_py"] = g.c(_DISTRICT_PY[f["city_py"]])
        return tpl, v, "address"
    return fn


# --------------------------------------------------------------------------------------------
# cells: government_id
# --------------------------------------------------------------------------------------------
def _govid(g, kind):
    if kind == "ssn":
        return _ssn(g)
    if kind == "cnid":
        return _cnid(g)
    if kind == "cnid_x":
        return _cnid_x(g)
    if kind in ("us_pp", "uk_pp", "cn_pp", "hkmo", "tw"):
        return _passport(g, {"us_pp": "us", "uk_pp": "uk", "cn_pp": "cn", "hkmo": "hkmo", "tw": "tw"}[kind])
    if kind == "nino":
        return _nino(g)
    if kind == "uk_dl":
        return _uk_dl(g)
    if kind == "us_dl":
        return _us_dl(g)
    if kind == "sin":
        return _sin(g)
    if kind == "hkid":
        return _hkid(g)
    if kind == "nric":
        return _nric(g)
    if kind == "aadhaar":
        return _aadhaar(g)
    raise KeyError(kind)


GOV_EN = [
    (("us_pp", "uk_pp"), "ID verified: passport {V}, expiry checked, photo matches"),
    (("ssn",), "Credit check for the 24-month device contract - SSN {V}"),
    (("ssn",), "First name: (on file)\nSSN: {V}\nDOB: (on file)\nConsent: yes"),
    (("us_dl",), "Customer provided driver's license {V} (state ID) for the SIM swap"),
    (("nino",), "NI number {V} given at the counter - it isn't needed for Direct Debit, told the customer"),
    (("uk_dl",), "Driving licence no. {V} scanned at the counter, matches the account holder"),
    (("cnid",), "Chinese resident ID {V} used to register the roaming SIM"),
    (("hkid",), "HKID {V} on file for the dual-number plan"),
    (("nric",), "NRIC {V} - prepaid SIM registration for the Singapore roaming bundle"),
    (("aadhaar",), "Aadhaar {V} provided for eKYC on the new SIM"),
    (("sin",), "SIN {V} - postpaid credit check ({carrier_ca})"),
    (("ssn",), "last four no wait the full social is {V} yeah thats right"),
    (("us_pp", "uk_pp", "uk_dl"), "ticket,process,id_type,id_no,result\n{tkt},sim_swap,photo_id,{V},verified"),
    (("uk_pp", "us_pp"), "PASSP0RT No. / N° du passeport\n{V}\nSurname / Nom\n[illegible]"),
    (("ssn",), "{V} is the SSN on the application, customer says a digit is wrong and wants it fixed"),
    (("nino", "uk_dl"), "Fraud team: SIM swap attempt used ID number {V}, which belongs to a different account"),
    (("us_dl", "ssn"), "{{\"kyc\": {{\"doc_type\": \"gov_id\", \"doc_number\": \"{V}\", \"status\": \"pass\"}}}}"),
]

GOV_ZH = [
    (("cnid",), "机主身份证号：{V}"),
    (("cnid",), "办理补卡需核验身份证，客户证件号 {V} 与登记信息一致。"),
    (("cnid",), "携号转网实名核验失败，系统登记的证件号码是{V}，客户说不是他本人的"),
    (("cnid",), "身份证 {V}，上面地址是老家的，没关系吧？"),
    (("cn_pp",), "实名登记：证件类型 护照，证件号码 {V}"),
    (("hkmo",), "港澳通行证号{V}，要开通国际漫游"),
    (("cnid",), "宽带报装需要户主身份证号：{V}"),
    (("cnid",), "{V}这是我身份证号，帮我查下名下有几张卡"),
    (("cnid",), "工单号,证件号码,业务\n{tkt_zh},{V},新装"),
    (("cnid",), "公民身份号码 {V}"),
    (("tw",), "台胞证号码{V}，来大陆办了张{carrier_zh}的卡"),
    (("cnid_x",), "身份证号是{V}最后一位是大写的X"),
    (("cnid",), "用户名下号码超过5张，证件号{V}已触发一证五号限制"),
    (("hkid",), "香港身份证 {V}，办内地副号"),
    (("cnid",), "经办人身份证{V}，代办需提供机主授权书"),
    (("cn_pp", "hkmo"), "出境前把证件号 {V} 登记一下，漫游包才能生效"),
]

GOV_MIXED = [
    (("cnid",), "ID check: 身份证 {V} verified ✅"),
    (("us_pp", "cn_pp", "uk_pp"), "passport no. {V}，办 roaming SIM 用的"),
    (("hkid",), "客户用 HKID {V} 开的 postpaid 账户"),
    (("ssn",), "SSN {V} 是他美国那边的，credit check 用"),
    (("cnid",), "实名认证 failed: 证件号 {V} 与姓名不匹配"),
    (("cnid", "nric", "aadhaar"), "eKYC 上传的 ID number 是 {V}"),
    (("uk_dl",), "UK driving licence {V} 作为 proof of ID"),
    (("cnid",), "{{\"id_type\": \"身份证\", \"id_no\": \"{V}\", \"result\": \"match\"}}"),
    (("nino",), "NI number {V}，客户以为 contract 要用"),
    (("cnid_x",), "身份证 last digit 是 X：{V}"),
    (("hkmo",), "港澳通行证 {V} for 跨境 SIM 实名"),
]


def _cell_gov(table):
    def fn(g, f):
        kind, tpl = _pick(g, table)
        v = _govid(g, kind)
        k = "cnid" if kind.startswith("cnid") else kind
        return tpl, v, k
    return fn


# --------------------------------------------------------------------------------------------
# cells: financial
# --------------------------------------------------------------------------------------------
def _fin(g, kind):
    if kind == "card":
        return _card(g)
    if kind == "card_up":
        return _card(g, "up")
    if kind == "iban":
        return _iban(g)
    if kind == "iban_gb":
        return _iban(g, "GB")
    if kind == "us_acct":
        return g.d(g.i(9, 12)).lstrip("0").rjust(9, "4")
    if kind == "uk_acct":
        return g.d(8)
    if kind == "cn_acct":
        return _card(g, "up", g.c(["sp", "none"]))
    raise KeyError(kind)


FIN_EN = [
    (("card",), "Card on file for autopay: {V}"),
    (("card",), "Please charge the early termination fee to {V}"),
    (("card",), "Refund of £{amt} for the billing error goes back to card {V}"),
    (("uk_acct",), "Direct Debit mandate: sort code {sort}, account {V}"),
    (("iban", "iban_gb"), "IBAN for the refund: {V}"),
    (("us_acct",), "ACH autopay set up - routing {routing}, account number {V}"),
    (("card",), "ticket,type,card,amount,status\n{tkt},chargeback,{V},{amt},disputed"),
    (("card",), "yeah the card number is {V} and its a visa debit"),
    (("card",), "Customer read out {V} on the call - PCI breach, recording flagged for deletion"),
    (("card",), "{{\"paymentMethod\": {{\"type\": \"card\", \"pan\": \"{V}\"}}, \"amount\": {amt}}}"),
    (("card",), "{V} was declined three times for the device instalment plan"),
    (("iban",), "Bank details for the compensation payment (IBAN): {V}"),
    (("uk_acct",), "Pay the £{amt} overcharge back into my account {V}, sort code {sort}"),
    (("us_acct",), "Checking acct {V} (routing {routing}) - customer wants autopay moved off the card"),
    (("iban_gb",), "Roaming refund: transfer to {V}, ref {tkt}"),
    (("card",), "OCR: CARD N0 {V} EXP **/** NAME ON CARD"),
]

FIN_ZH = [
    (("card_up",), "话费自动代扣绑定的银行卡号：{V}"),
    (("card_up",), "退费请打到我这张卡上 {V}，开户行是{bank}"),
    (("card_up",), "客户要求将宽带预存款退至银行卡{V}。"),
    (("cn_acct",), "托收账号 {V} 扣款失败，余额不足"),
    (("card_up",), "我卡号{V}，怎么一个月扣了两次月租？"),
    (("card",), "信用卡 {V} 分期购机，24 期"),
    (("cn_acct",), "工单号,退款账户,金额\n{tkt_zh},{V},{amt_zh}"),
    (("card_up",), "账  号：{V}   户  名：（见附件）"),
    (("card_up",), "{V}这张卡已经挂失了，帮我把代扣换掉"),
    (("iban",), "国外账户 IBAN：{V}，用于漫游费争议退款"),
    (("card_up",), "银行卡号{V}，{bank}，退{amt_zh}元"),
    (("cn_acct",), "【代扣签约】签约账号 {V}，签约成功"),
    (("card_up",), "宽带违约金我已经用 {V} 这张卡交了，怎么还显示欠费"),
    (("card",), "办合约机时刷的信用卡是{V}"),
]

FIN_MIXED = [
    (("card", "card_up"), "refund 到 card {V}，大概 3-5 个 working days"),
    (("card_up",), "autopay 绑的卡是 {V}"),
    (("iban",), "IBAN {V}，roaming 多扣的钱退到这个账户"),
    (("card",), "Visa {V} 被 decline 了，换一张试试"),
    (("card", "card_up"), "chargeback 的 card number: {V}"),
    (("us_acct",), "银行 account number {V}, routing {routing}"),
    (("uk_acct",), "Direct Debit 账户 {V}，sort code {sort}"),
    (("card_up",), "{{\"pay_card\": \"{V}\", \"业务\": \"话费代扣\"}}"),
    (("card",), "客户在 chat 里直接发了卡号 {V}，已 mask 并提醒"),
    (("card_up",), "银联卡 {V} 绑定到 e-wallet 失败"),
]


def _cell_fin(table):
    def fn(g, f):
        kind, tpl = _pick(g, table)
        v = _fin(g, kind)
        k = {"card": "card", "card_up": "card", "cn_acct": "card", "iban": "iban", "iban_gb": "iban"}.get(kind, kind)
        return tpl, v, k
    return fn


# --------------------------------------------------------------------------------------------
# cells: person_name
# --------------------------------------------------------------------------------------------
NAME_EN = [
    ("fl", "Account holder: {V}"),
    ("fl", "Spoke with {V}, who confirmed the port-out request"),
    ("fl", "Engineer {V} attended, ONT replaced, light levels OK"),
    ("fl", "Hi {V}, your install is confirmed for {date} ({slot})."),
    ("fl_f", "Authorised user added: {V} (the customer's daughter)"),
    ("fl", "{V} called again about the double charge - third time this month"),
    ("lf", "surname_forename,ticket,issue\n\"{V}\",{tkt},billing_dispute"),
    ("fl", "Dear {V},\n\nWe're sorry your broadband has been unreliable this week."),
    ("first", "Thanks {V}! Your SIM swap is complete and the old SIM is now inactive."),
    ("fl", "{{\"customer\": \"{V}\", \"plan\": \"{plan}\", \"status\": \"active\"}}"),
    ("last", "Mrs {V} is housebound, please call before arriving"),
    ("fl", "tech was {V} i think, nice guy, left the cable across the hallway tho"),
    ("fml", "Signed for by: {V}"),
    ("fl", "hi this is {V} calling about my bill again its the third time"),
    ("fl", "Port request from {V} rejected - name doesn't match {carrier} records"),
    ("fml", "Account transferred from the late {V} to the surviving spouse"),
    ("fl_f", "Ms {V} says the engineer never turned up and she took the day off work"),
    ("last", "Mr {V} disputes the roaming charges from his trip"),
    ("fl", "Escalated by {V} (customer) via the complaints form"),
]

NAME_ZH = [
    ("x", "机主姓名：{V}"),
    ("x", "装维师傅{V}已出发，预计20分钟到达"),
    ("x", "客户{V}反映宽带晚上经常掉线"),
    ("f", "{V}女士来营业厅办理携号转网，号码已满在网时长"),
    ("m", "您好{V}先生，您预约的宽带安装时间为{date_zh}。"),
    ("x", "过户：原机主{V}，新机主本人到场"),
    ("x", "经办人：{V}"),
    ("x", "{V}，你负责的工单超时了，赶紧回访一下"),
    ("x", "工单号,客户姓名,诉求\n{tkt_zh},{V},话费争议"),
    ("x", "我是{V}，上次说好的退费还没到账"),
    ("x", "签收人：{V}"),
    ("m", "姓 名 {V}  性 别 男  民 族 汉"),
    ("f", "姓名：{V}　性别：女　证件类型：居民身份证"),
    ("m", "联系人：{V}（用户的儿子）"),
    ("x", "今天上门的师傅叫{V}，态度挺好的，给个好评"),
    ("f", "{V}投诉营业员私自给她开通了增值业务"),
    ("x", "授权委托书：本人委托{V}代为办理补卡业务"),
]

NAME_MIXED = [
    ("en", "客户 {V} 来营业厅办 SIM swap"),
    ("zh", "Customer {V} requested 携号转网 to {carrier_zh}"),
    ("en", "engineer {V} 下午到，ONT 换新的"),
    ("py", "Hi {V}, 你的宽带预约是 {date_zh}"),
    ("zh", "account holder 是 {V}，不是本人不能办"),
    ("en", "{V} 的 billing dispute 已经 escalate 了"),
    ("zh", "signed by {V} 签收"),
    ("py", "Customer {V} 要求退还 roaming 费用"),
    ("zh", "{V} called 10086 三次 about 宽带 speed"),
    ("en_f", "Authorised user: {V}（机主的女儿）"),
    ("zh", "{{\"name\": \"{V}\", \"plan\": \"{plan_zh}\"}}"),
    ("py", "{V} 是新来的 field engineer，负责{district}片区"),
]


def _cell_name(lang):
    def fn(g, f):
        if lang == "en":
            form, tpl = g.c(NAME_EN)
            if form == "first":
                v = _first_last(g)[0]
            elif form == "last":
                v = _first_last(g)[1]
            elif form == "fl_f":
                v = _name_en(g, "fl", "f")
            else:
                v = _name_en(g, form)
        elif lang == "zh":
            gender, tpl = g.c(NAME_ZH)
            v = _name_zh(g, None if gender == "x" else gender)
        else:
            form, tpl = g.c(NAME_MIXED)
            v = {"en": lambda: _name_en(g, "fl"), "en_f": lambda: _name_en(g, "fl", "f"),
                 "zh": lambda: _name_zh(g), "py": lambda: _name_py(g)}[form]()
        return tpl, v, "name"
    return fn


# --------------------------------------------------------------------------------------------
# cells: username
# --------------------------------------------------------------------------------------------
USER_EN = [
    "Tweet from @{V}: \"@{brand} fibre down since 6am, third time this week. Fix it.\"",
    "username: {V}\nlast_login: {date_iso}\nmfa: disabled",
    "Login ID {V} locked after 5 failed attempts on the self-care portal",
    "Reddit u/{V} posted our outage map screenshot in r/HomeNetworking",
    "customer's My Account username is {V} (not the email)",
    "Discord: {V} - wants outage updates there instead of SMS lol",
    "[{ts}] auth.selfcare INFO login ok user={V} mfa=sms",
    "DM from @{V}: any update on my ticket {tkt}??",
    "{V} is the handle that keeps posting my account details on the community forum",
    "Community forum user {V} marked the reply as the accepted solution",
    "PPPoE login {V}@{isp_dom} failing auth on the BRAS (error 691)",
    "Instagram @{V} complained publicly about the engineer no-show",
    "the login for the app is {V} but it says user not found",
    "{{\"event\": \"password_reset\", \"username\": \"{V}\", \"channel\": \"web\"}}",
    "@{V} yeah same here, {carrier} 5G has been awful in {city_uk} all week",
    "Steam / Xbox gamertag {V} - customer blames our NAT type for disconnects",
]

USER_ZH = [
    "微博网友@{V} 吐槽说宽带装了半个月还没通",
    "我的微信号是{V}，有进度麻烦微信通知我",
    "网上营业厅登录名：{V}",
    "用户名 {V} 密码输错次数过多，账户已被锁定",
    "抖音用户「{V}」发视频说营业厅乱收费，公关那边在跟进",
    "小红书博主 @{V} 发了千兆宽带只跑到 300M 的测速截图",
    "宽带账号{V}认证失败，BRAS 日志显示用户名不存在",
    "QQ：{V}，加我发一下合同照片",
    "贴吧 ID {V} 在吧里发了我们的工单截图",
    "{V} 是我在掌上营业厅 App 里的昵称",
    "论坛用户「{V}」反映晚高峰丢包严重",
    "黑猫投诉：用户{V}投诉{carrier_zh}乱扣费",
    "微信昵称{V}的用户在公众号留言要求退订彩铃",
    "宽带拨号用户名 {V}，密码见装机单",
]

USER_MIXED = [
    "我的 Telegram username 是 @{V}",
    "login ID: {V}，App 一直登不上去",
    "微博 @{V} 发了 outage 截图，转给 PR team",
    "GitHub 上 {V} 提了个 issue 说 ONT firmware 有 bug",
    "有事 Discord 上找 {V}",
    "PPPoE 账号 {V}，拨号一直 error 691",
    "user={V} 在 selfcare log 里反复出现 login failed",
    "@{V} 你的 ticket 我们已经 escalate 了，请留意短信",
    "微信号 {V}，加一下我发 speedtest 截图",
    "Reddit 上 u/{V} 在骂我们的 5G coverage",
    "{{\"username\": \"{V}\", \"渠道\": \"App\", \"action\": \"unlock\"}}",
    "小红书 @{V} post 了 engineer 迟到的视频",
]


def _cell_user(lang):
    def fn(g, f):
        if lang == "en":
            tpl = g.c(USER_EN)
            v = _handle_en(g)
        elif lang == "zh":
            tpl = g.c(USER_ZH)
            if "QQ" in tpl:
                v = _handle_zh(g, "qq")
            elif "微信号" in tpl:
                v = _handle_zh(g, "wx")
            elif "宽带" in tpl or "登录名" in tpl or "用户名" in tpl:
                v = _handle_zh(g, "py")
            else:
                v = _handle_zh(g, g.c(["nick", "nick", "py"]))
        else:
            tpl = g.c(USER_MIXED)
            if "微信号" in tpl:
                v = _handle_zh(g, "wx")
            elif "微博" in tpl or "小红书" in tpl:
                v = _handle_zh(g, g.c(["nick", "py"]))
            else:
                v = g.c([_handle_en(g), _handle_zh(g, "py")])
        v = v.lstrip("@")
        return tpl, v, "user"
    return fn


# --------------------------------------------------------------------------------------------
# cells: home_path   (value = the user-name segment only)
# --------------------------------------------------------------------------------------------
PATH_EN = [
    "Speedtest CLI log saved to /Users/{V}/Desktop/speedtest_{date_iso}.json",
    "Traceback (most recent call last):\n  File \"/home/{V}/ont-tools/provision.py\", line 88, in <module>\n    main()",
    r"Attached the router backup: C:\Users\{V}\Downloads\backup_{router_slug}.cfg",
    "scp admin@192.168.1.1:/tmp/syslog /home/{V}/tickets/{tkt}/",
    r"Error: cannot open 'C:\Users\{V}\AppData\Local\{app}\diag.log' (access denied)",
    "~/.zsh_history: cd /Users/{V}/work/noc-dashboards && make deploy",
    "export KUBECONFIG=/home/{V}/.kube/noc-prod.yaml",
    "PCAP from the customer's laptop: /Users/{V}/Library/Logs/wifi-capture.pcapng",
    r"the installer left a file at C:\Users\{V}\Desktop\{ont}_config.xml",
    r"C:\Users\{V}\OneDrive - {company}\Billing\disputes_{month}.xlsx keeps failing to sync",
    "/home/{V}/.ssh/known_hosts has the old OLT host key, that's why ssh complains",
    "[INFO] Writing line test report to C:/Users/{V}/Documents/LineTest/report.html",
    "rsync -av /mnt/cdr/ /home/{V}/cdr-backup/{date_iso}/",
    "open /Users/{V}/Downloads/Bill_{month}_2026.pdf: permission denied",
    "Customer ran the diag tool from /home/{V}/Downloads/{app_slug}/run.sh and pasted the output",
]

PATH_ZH = [
    r"光猫配置备份存到 C:\Users\{V}\Desktop\光猫备份\config.bin 了",
    "测速日志路径：/Users/{V}/Downloads/测速结果.csv",
    "脚本报错：No such file or directory: '/home/{V}/装维工具/批量开通.py'",
    r"话单导出在 C:\Users\{V}\Documents\话单\2026年{month}月.xlsx",
    "把 /home/{V}/.ssh/id_ed25519.pub 发给我，我加到 OLT 跳板机上",
    r"企业微信下载的文件默认存在 C:\Users\{V}\Documents\WXWork\ 下面",
    "日志：[ERROR] 无法写入 /home/{V}/logs/pon_monitor.log，权限不足",
    "录屏文件在 /Users/{V}/Movies/宽带故障录屏.mov，太大了发不了",
    "crontab 里写的是 /home/{V}/bin/check_bras.sh，换人之后记得改",
    r"用户发来的截图显示 C:\Users\{V}\AppData\Roaming\宽带助手\ 里有个报错文件",
    "我把工单附件放在 /Users/{V}/Desktop/工单{tkt_zh}/ 里了",
    r"路由器固件下载到了 D 盘？不对，在 C:\Users\{V}\Downloads\{fw}.bin",
]

PATH_MIXED = [
    "speedtest 结果在 /Users/{V}/Desktop/result.json，你看下 upload 那栏",
    r"router backup 放在 C:\Users\{V}\Downloads\路由器备份.cfg",
    "script 报错 FileNotFoundError: /home/{V}/olt-tools/config.yaml",
    "KUBECONFIG=/home/{V}/.kube/config 是 prod cluster 的，别乱用",
    r"Outlook 的 PST 在 C:\Users\{V}\Documents\Outlook Files\ 里，客户投诉邮件都在",
    "ssh key 在 /Users/{V}/.ssh/id_rsa，上传 public key 就行",
    r"log 写到 C:/Users/{V}/AppData/Local/{app}/logs 了，麻烦 zip 一下发我",
    "pcap 抓包文件 /home/{V}/captures/pppoe_{date_iso}.pcap 已上传",
    "cd /Users/{V}/work/billing-recon && python 对账.py",
    r"这个 xlsx 在 C:\Users\{V}\Desktop\退费名单.xlsx，别外发",
]


def _cell_path(lang):
    def fn(g, f):
        if lang == "en":
            tpl = g.c(PATH_EN)
            v = _pathuser_en(g)
        elif lang == "zh":
            tpl = g.c(PATH_ZH)
            v = _pathuser_zh(g, allow_cjk="C:" in tpl)
        else:
            tpl = g.c(PATH_MIXED)
            v = g.c([_pathuser_en(g), _pathuser_zh(g, allow_cjk=False)])
        if " " in v and not (tpl.startswith("C:") or "C:\\" in tpl or "C:/" in tpl):
            v = v.replace(" ", "")
        if len(v) < 4:
            v = v + g.d(2)
        f["router_slug"] = re.sub(r"[^A-Za-z0-9]+", "_", f["router"]).strip("_")
        f["app_slug"] = re.sub(r"[^A-Za-z0-9]+", "", f["app"]).lower()
        return tpl, v, "path"
    return fn


# --------------------------------------------------------------------------------------------
# cells: schedule   (value = the clock time)
# --------------------------------------------------------------------------------------------
SCHED_EN = [
    ("morning", "I leave for work at {V} every weekday, so a morning slot won't work for the install"),
    ("evening", "I'm never home before {V} on weekdays - can the engineer come on a Saturday?"),
    ("late_morning", "Every Tuesday and Thursday I take my mum to dialysis at {V}, any other time is fine"),
    ("afternoon", "My shift starts at {V} every day, so mornings are best for the visit"),
    ("school", "I pick the kids up from school at {V} each day, please make sure the engineer is done by then"),
    ("early", "I walk the dog every morning at {V} and leave the side gate unlocked while I'm out"),
    ("evening", "gym every weekday at {V} so dont book me then lol"),
    ("midday", "Customer notes: works nights, asleep every day until {V}. Do NOT ring the doorbell before that."),
    ("night", "i get home around {V} every night so anytime after that is ok for a call"),
    ("evening", "Standing instruction: customer is only home after {V} Mon-Fri (carer visits until then)"),
    ("early", "Every morning at {V} I'm on a video call with my son in Australia and the Wi-Fi drops every single time"),
    ("night", "i go to bed at {V} every night and the router lights keep me up, can they be turned off"),
    ("late_morning", "we go to church every Sunday at {V} so that slot is out"),
    ("evening", "I teach online every weekday at {V} - if the line drops then I lose a class"),
    ("school", "Please note I collect my daughter from nursery at {V} daily, I'll be out for about 20 mins"),
    ("early", "My alarm goes off at {V} every day, so an early appointment is totally fine"),
    ("morning", "{V} every weekday is when I leave for the depot, so book the engineer after that"),
    ("evening", "Availability: weekdays I'm only back home from work at {V}"),
    ("night", "{V} every night I'm on a gaming session with friends and the lag spikes are unreal"),
    ("morning", "can't do mornings, I do the school run every day and I'm out of the house by {V}"),
]

SCHED_ZH = [
    ("morning", True, "我每天早上{V}出门上班，装宽带能不能约周末"),
    ("evening", True, "工作日我晚上{V}才到家，师傅晚上能上门吗"),
    ("afternoon", True, "每周二、周四下午{V}我要陪我妈去医院做透析，其他时间都行"),
    ("night", True, "我爸每天晚上{V}准时睡觉，师傅别太晚来"),
    ("school", True, "孩子每天下午{V}放学，我得去接，装机请安排在这之前"),
    ("early", True, "我每天早上{V}出去遛狗，门口没人的话打我电话"),
    ("midday", False, "我上夜班，每天白天睡到{V}，上午千万别打电话"),
    ("late_morning", True, "我每周六上午{V}去上钢琴课，那个时间不在家"),
    ("midday", False, "老人每天{V}午睡，装维师傅尽量避开这个点"),
    ("night", True, "我每天晚上{V}以后才有空你们那个时候再打给我吧"),
    ("evening", False, "备注：用户每天{V}后在家，工作日白天家中无人"),
    ("early", True, "每天早上{V}我都要跟国外开视频会，网一卡就掉线，太耽误事了"),
    ("night", True, "我每天晚上{V}吃药，吃完就睡了，别这个点打电话"),
    ("evening", False, "我每天{V}下班，路上还要一个多小时才到家"),
    ("morning", False, "周一到周五我{V}送孩子上学，送完就回来"),
    ("evening", False, "{V}以后我才下班到家，工作日都是这样，麻烦约晚上"),
    ("morning", True, "工作日白天家里没人，我每天出门的时间是早上{V}"),
    ("night", False, "{V}我每天都要给我妈打视频电话，那会儿网千万别断"),
]

SCHED_MIXED = [
    ("evening", "我每天 {V} 下班，engineer 能不能约 evening slot"),
    ("morning", "every weekday 我 {V} 就出门了, morning slot 不行"),
    ("evening", "每周三 {V} 有 gym class，别约那个时间"),
    ("evening", "customer 每天 {V} 之后才在家"),
    ("school", "I pick up 孩子 at {V} every day, 所以下午早点来"),
    ("morning", "每天 {V} 有 daily standup 要开视频会，Wi-Fi 老断"),
    ("night", "我 every night {V} 睡觉，router 的灯太亮了"),
    ("early", "每天早上 {V} 遛狗，engineer 来了 call 我"),
    ("midday", "上夜班 night shift，白天睡到 {V}，上午别 call"),
    ("afternoon", "Tuesdays 下午 {V} 要带我妈去复诊，那天不行"),
    ("morning", "{V} 是我每天出门的时间, so morning slot 不行"),
    ("evening", "weekday 我每天下班 get home 大概 {V}"),
]


def _cell_sched(lang):
    def fn(g, f):
        if lang == "en":
            period, tpl = g.c(SCHED_EN)
            v = _time_en(g, period)
        elif lang == "zh":
            period, worded, tpl = g.c(SCHED_ZH)
            v = _time_zh(g, period, worded)
        else:
            period, tpl = g.c(SCHED_MIXED)
            v = _time_en(g, period) if g.p(0.5) else _time_zh(g, period, worded=False)
            if "点" not in v and ":" not in v and "." not in v and not any(c.isalpha() for c in v):
                v = _time_en(g, period)
        return tpl, v, "time"
    return fn


# --------------------------------------------------------------------------------------------
# cells: geo
# --------------------------------------------------------------------------------------------
GEO_EN = [
    ("coord", "Drop pin for the install: {V}"),
    ("coord", "Customer location (from the app): {V}, accuracy 12 m"),
    ("coord_ns", "https://maps.google.com/?q={V}"),
    ("ukpc", "Postcode {V} - checker says FTTP is available"),
    ("w3w", "what3words for the cabinet at the back of my garden: {V}"),
    ("coord", "Engineer job card: home GPS {V}"),
    ("zip", "ZIP {V} shows no 5G home internet availability yet"),
    ("geohash_en", "geohash {V} (customer home, from the self-install app)"),
    ("plus", "Plus Code: {V} - the house has no number, use this"),
    ("plus_short", "Plus Code {V} {near} - the cottage isn't on the sat nav"),
    ("coord", "{{\"location\": \"{V}\", \"source\": \"gps\", \"job\": \"{order}\"}}"),
    ("coord", "I'm at {V} and I get one bar indoors at best"),
    ("ukpc", "Moving house to {V} next month, can I keep my broadband?"),
    ("ukpc", "{V} is the postcode on the account but the engineer went to the wrong street"),
    ("zip", "Billing ZIP: {V}"),
    ("w3w", "Farm is hard to find - use {V} for the gate"),
    ("coord", "Starlink-style complaint: dish at {V} has obstruction, customer wants fixed-wireless instead"),
]

GEO_ZH = [
    ("coord", "安装位置坐标：{V}"),
    ("coord", "用户定位 {V}，室内信号只有一格"),
    ("cnpc", "邮编{V}，账单邮寄用"),
    ("coord", "装维 App 打卡定位：{V}（距离用户登记地址 35 米）"),
    ("coord", "百度地图坐标 {V}，小区太新地图上搜不到"),
    ("geohash_cn", "用户家 geohash：{V}"),
    ("coord", "我家经纬度是{V}，你们看看这里有没有5G覆盖"),
    ("dms", "用户报的位置：{V}，在村口往里走"),
    ("cnpc", "邮政编码：{V}"),
    ("amap", "https://uri.amap.com/marker?position={V}&name=用户家"),
    ("coord", "师傅，我发的位置共享是 {V}，找不到再打电话"),
    ("cnpc", "收件邮编 {V}，新卡寄到家里"),
    ("plus", "用户说他家门牌号没有，只有这个 Plus Code：{V}"),
]

GEO_MIXED = [
    ("coord", "install 位置 GPS：{V}"),
    ("coord", "customer 定位 {V}，indoor 信号很差"),
    ("ukpc", "我英国的 postcode 是 {V}，broadband 能转过去吗"),
    ("cnpc", "邮编 postcode: {V}"),
    ("geohash_cn", "geohash {V} 是客户家，coverage 查一下"),
    ("coord_ns", "Google Maps pin: https://maps.google.com/?q={V} 就是我家"),
    ("w3w", "what3words {V}，engineer 照这个找"),
    ("coord", "{{\"lat_lng\": \"{V}\", \"备注\": \"用户家\"}}"),
    ("plus", "Plus Code {V}，农村没有门牌号"),
    ("plus_short", "Plus Code 是 {V} {near}，engineer 导航用这个"),
    ("zip", "US 的 ZIP code {V}，billing 地址用的"),
    ("coord", "在 {V} 这个位置 5G 掉到 3G 了"),
]


def _cell_geo(lang):
    table = {"en": GEO_EN, "zh": GEO_ZH, "mixed": GEO_MIXED}[lang]
    centers = EN_CENTERS if lang == "en" else CN_CENTERS

    def fn(g, f):
        kind, tpl = g.c(table)
        if kind == "coord":
            v = _coord(g, centers if lang != "mixed" or g.p(0.7) else EN_CENTERS, g.c(["comma", "comma", "nospace", "dms", "hemi"]) if lang == "en" else g.c(["comma", "comma", "nospace"]))
        elif kind == "coord_ns":
            v = _coord(g, centers, "nospace")
        elif kind == "dms":
            v = _dms_zh(g)
        elif kind == "amap":
            v = _coord(g, CN_CENTERS, lonlat=True)
        elif kind == "ukpc":
            v = g.gb.postcode()
        elif kind == "zip":
            v = _us_zip(g)
        elif kind == "cnpc":
            v = CN_POST[f["city_zh"]] + g.d(3)
        elif kind == "w3w":
            v = _w3w(g)
        elif kind == "geohash_en":
            v = _geohash(g, g.c(["uk", "us"]))
        elif kind == "geohash_cn":
            v = _geohash(g, "cn")
        elif kind == "plus":
            v = _plus(g, centers, full=True)
        elif kind == "plus_short":
            i = g.i(0, len(centers) - 1)
            v = _plus(g, [centers[i]], full=False)
            f["near"] = (EN_CENTER_NAMES if centers is EN_CENTERS else CN_CENTER_NAMES)[i]
        else:
            raise KeyError(kind)
        return tpl, v, "geo"
    return fn


_CELLS = {
    ("secret", "en"): _cell_secret(SECRET_EN),
    ("secret", "zh"): _cell_secret(SECRET_ZH),
    ("secret", "mixed"): _cell_secret(SECRET_MIXED),
    ("password", "en"): _cell_password(PASSWORD_EN),
    ("password", "zh"): _cell_password(PASSWORD_ZH),
    ("password", "mixed"): _cell_password(PASSWORD_MIXED),
    ("email", "en"): _cell_email(EMAIL_EN, False),
    ("email", "zh"): _cell_email(EMAIL_ZH, True),
    ("email", "mixed"): _cell_email(EMAIL_MIXED, False),
    ("phone", "en"): _cell_phone(PHONE_EN, False),
    ("phone", "zh"): _cell_phone(PHONE_ZH, True),
    ("phone", "mixed"): _cell_phone(PHONE_MIXED, True),
    ("address", "en"): _cell_address(ADDRESS_EN),
    ("address", "zh"): _cell_address(ADDRESS_ZH),
    ("address", "mixed"): _cell_address(ADDRESS_MIXED),
    ("government_id", "en"): _cell_gov(GOV_EN),
    ("government_id", "zh"): _cell_gov(GOV_ZH),
    ("government_id", "mixed"): _cell_gov(GOV_MIXED),
    ("financial", "en"): _cell_fin(FIN_EN),
    ("financial", "zh"): _cell_fin(FIN_ZH),
    ("financial", "mixed"): _cell_fin(FIN_MIXED),
    ("person_name", "en"): _cell_name("en"),
    ("person_name", "zh"): _cell_name("zh"),
    ("person_name", "mixed"): _cell_name("mixed"),
    ("username", "en"): _cell_user("en"),
    ("username", "zh"): _cell_user("zh"),
    ("username", "mixed"): _cell_user("mixed"),
    ("home_path", "en"): _cell_path("en"),
    ("home_path", "zh"): _cell_path("zh"),
    ("home_path", "mixed"): _cell_path("mixed"),
    ("schedule", "en"): _cell_sched("en"),
    ("schedule", "zh"): _cell_sched("zh"),
    ("schedule", "mixed"): _cell_sched("mixed"),
    ("geo", "en"): _cell_geo("en"),
    ("geo", "zh"): _cell_geo("zh"),
    ("geo", "mixed"): _cell_geo("mixed"),
}

_CJK = re.compile(r"[\u4e00-\u9fff]")
_LATIN = re.compile(r"[A-Za-z]{2,}")


def _lang_ok(lang, text):
    if lang == "en":
        return not _CJK.search(text)
    if lang == "zh":
        return bool(_CJK.search(text))
    return bool(_CJK.search(text)) and bool(_LATIN.search(text))


def _generate():
    us, gb, cn = _fakers()
    out = []
    seen = set()
    for ci, cat in enumerate(CATEGORIES):
        for li, lang in enumerate(LANGS):
            c = ci * 3 + li
            seed = BASE_SEED + c
            rng = random.Random(seed)
            us.seed_instance(OFF + 1 + seed)
            gb.seed_instance(OFF + 2 + seed)
            cn.seed_instance(OFF + 3 + seed)
            g = G(rng, us, gb, cn)
            fn = _CELLS[(cat, lang)]
            n = tries = 0
            while n < PER_CELL:
                tries += 1
                if tries > PER_CELL * 40:
                    raise RuntimeError(f"cannot fill cell {cat}/{lang}")
                f = _fill(g)
                tpl, val, kind = fn(g, f)
                text, s, e = _render(tpl, val, f)
                if (not val or val != val.strip() or text in seen or text.count(val) != 1
                        or not _lang_ok(lang, text)):
                    continue
                seen.add(text)
                out.append((Sample(text=text, category=cat, lang=lang, start=s, end=e), kind))
                n += 1
    return out


def samples() -> list[Sample]:
    return [s for s, _ in _generate()]


# --------------------------------------------------------------------------------------------
# benign hard negatives: nothing private in any of them
# --------------------------------------------------------------------------------------------
FAMOUS_EN = ["Alexander Graham Bell patented the telephone in 1876",
             "Martin Cooper made the first handheld cellular call in 1973",
             "Tim Berners-Lee proposed the World Wide Web at CERN in 1989",
             "Claude Shannon's 1948 paper founded information theory",
             "Hedy Lamarr co-invented frequency hopping during the war",
             "Guglielmo Marconi sent the first transatlantic radio signal in 1901",
             "Steve Jobs unveiled the first iPhone in January 2007",
             "Charles Kao's work on optical fibre won the 2009 Nobel Prize in Physics"]
FAMOUS_ZH = ["任正非1987年在深圳创办华为", "高锟因光纤通信研究获得2009年诺贝尔物理学奖",
             "雷军在发布会上介绍了小米的新款路由器", "马化腾早年在润迅做寻呼软件开发",
             "钱学森被誉为中国航天之父", "贝尔于1876年获得电话专利", "乔布斯2007年发布了第一代iPhone"]
PUBLIC_PLACES_EN = ["the BT Tower in London", "Times Square", "Heathrow Terminal 5", "the Shard",
                    "Wembley Stadium", "Grand Central Terminal", "Manchester Piccadilly station",
                    "the Eiffel Tower", "Madison Square Garden"]
PUBLIC_PLACES_ZH = ["上海东方明珠", "北京首都国际机场", "广州塔", "深圳湾体育中心", "杭州西湖景区",
                    "成都春熙路商圈", "天安门广场", "武汉长江大桥"]
SHORTCODES_EN = ["611", "150", "999", "112", "911", "65075", "85075", "222", "*#06#"]
SHORTCODES_ZH = ["10086", "10010", "10000", "10099", "12300", "12321"]


def _hash(rng, n=64):
    return "".join(rng.choice(HEX) for _ in range(n))


def _uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def _benign_en(rng):
    g = G(rng, None, None, None)
    car, plan = g.c(CARRIERS_EN), g.c(PLANS_EN)
    router, fw, dev = g.c(ROUTERS), g.c(FIRMWARES), g.c(DEVICES)
    city = g.c([c for c, _ in US_CITIES] + UK_CITIES)
    mo = g.i(1, 12)
    dd = g.i(1, 28)
    date = f"2026-{mo:02d}-{dd:02d}"
    tkt = g.c(["INC", "CHG", "PRB"]) + g.d(7)
    price = f"{g.i(10, 95)}.{g.c(['00', '99', '50'])}"
    opts = [
        lambda: f"{car} {plan} is ${price}/mo with {g.i(5, 150)}GB of premium data; taxes and fees extra.",
        lambda: f"Firmware {fw} for the {router} fixes the 5 GHz DFS channel bug (release notes dated {date}).",
        lambda: f"{tkt} closed: root cause was a fibre cut near the exchange; all services restored at {g.i(0, 23):02d}:{g.c(['05', '20', '35', '50'])} UTC.",
        lambda: f"Planned maintenance on {date} from 00:00 to 04:00; broadband in parts of {city} may drop briefly.",
        lambda: f"Stores open Mon-Sat {g.c(['9:00', '9:30', '10:00'])}-{g.c(['18:00', '20:00', '21:00'])}, Sun 11:00-17:00. Bank holiday hours may vary.",
        lambda: f"Order ORD-{g.d(6)}-UK shipped: 1 x {dev}, 1 x triple-cut SIM kit, tracking updates within 24h.",
        lambda: f"Average download speed in {city} last quarter was {g.i(40, 600)} Mbps; upload {g.i(10, 110)} Mbps; latency {g.i(6, 35)} ms.",
        lambda: f"ONT optical Rx power -{g.i(14, 26)}.{g.i(0, 9)} dBm, Tx {g.i(1, 4)}.{g.i(0, 9)} dBm - within spec for GPON class B+.",
        lambda: f"VLAN {g.i(10, 999)} is tagged on the WAN for internet and VLAN {g.i(1000, 4000)} for IPTV.",
        lambda: f"Run `ping -c {g.i(4, 20)} 8.8.8.8` and `traceroute 1.1.1.1`, then paste the output into the chat.",
        lambda: f"def mtu_for(pppoe: bool) -> int:\n    return {g.c(['1492', '1480'])} if pppoe else 1500\n",
        lambda: f"wan:\n  proto: {g.c(['pppoe', 'dhcp', 'static'])}\n  mtu: {g.c(['1492', '1500'])}\n  ipv6: {g.c(['true', 'false'])}\n  vlan: {g.i(10, 999)}\n",
        lambda: f"SHA-256 of image {fw}.bin: {_hash(rng)}",
        lambda: f"Request {_uuid(rng)} got HTTP {g.c(['502', '503', '504'])} from the coverage API; retried after {g.i(5, 60)}s.",
        lambda: f"Fun fact for the training deck: {g.c(FAMOUS_EN)}.",
        lambda: f"Dial {g.c(SHORTCODES_EN)} from your mobile for help; emergency calls to 999 or 112 are always free.",
        lambda: f"PAC codes are valid for 30 days. Text PAC to 65075 to get yours; STAC to 75075 cancels without switching. (FAQ rev {g.i(2, 19)})",
        lambda: f"The {g.c(['3.5 GHz (n78)', '700 MHz (n28)', '2.6 GHz (n7)', '26 GHz (n258)'])} band carries most of our 5G traffic in {city}.",
        lambda: f"Error {g.c(['691', '678', '651', '720'])}: authentication failed - check the broadband credentials on the router and retry.",
        lambda: f"Reminder: we will never ask for your password or PIN by phone or text. Report scams to 7726. (notice #{g.i(100, 999)})",
        lambda: f"Invoice INV-{g.d(7)} dated {date}: line rental £{g.i(15, 40)}.{g.d(2)}, calls £{g.i(0, 9)}.{g.d(2)}, total £{g.i(20, 60)}.{g.d(2)}.",
        lambda: f"SKU {g.s(UP, 3)}-{g.d(5)} - {router} - RRP £{g.i(49, 399)}.99",
        lambda: f"5G coverage map updated for {city} on {date}; {g.i(12, 96)} new sites went live this month.",
        lambda: f"Android build UP1A.{g.d(6)}.{g.d(3)} fixes VoLTE registration on the {dev}.",
        lambda: f"Port 7547 (TR-069) must not be open to the internet; see advisory {g.c(['CVE-2014-9222', 'CVE-2016-10372', 'CVE-2023-' + g.d(5)])}.",
        lambda: f"Outage update: engineers are on site at {g.c(PUBLIC_PLACES_EN)} restoring mobile coverage; ETA {g.i(1, 6)} hours.",
        lambda: f"CHANGELOG {g.i(1, 5)}.{g.i(0, 20)}.{g.i(0, 9)}: bumped openssl, removed deprecated SNMPv1 polling, fixed DSL sync graph.",
        lambda: f"commit {_hash(rng, 40)}\n    fix(olt): handle ONU deregistration storm on port 0/{g.i(1, 16)}/{g.i(1, 16)}",
        lambda: f"Speed tier table: {g.i(50, 80)}/{g.i(10, 20)}, {g.i(300, 500)}/{g.i(50, 75)}, {g.i(900, 1000)}/{g.i(100, 115)} Mbps (down/up).",
        lambda: f"Customer satisfaction for {mo}/2026 was {g.i(60, 95)}%; first-contact resolution {g.i(50, 90)}%.",
        lambda: f"eSIM activation uses SM-DP+ address rsp.{g.c(['truphone', 'gsma', 'example'])}.com; QR codes expire after {g.i(7, 30)} days.",
        lambda: f"The {dev} supports bands n1/n3/n28/n78 and Wi-Fi {g.c(['6', '6E', '7'])}; release date {date}.",
        lambda: f"Handy: `nmcli dev wifi list` shows channel usage; move to channel {g.c(['1', '6', '11', '36', '149'])} if crowded.",
        lambda: f"Queue stats {date}: {g.i(100, 900)} calls offered, {g.i(10, 99)} abandoned, average wait {g.i(1, 9)}m {g.i(10, 59)}s.",
        lambda: f"{g.c(['Ofcom', 'The FCC', 'BEREC'])} published its {g.i(2019, 2026)} broadband coverage report; gigabit-capable coverage reached {g.i(40, 85)}%.",
        lambda: f"Default gateway is 192.168.{g.c(['0', '1'])}.1; the admin page is printed on the sticker under the {router}.",
    ]
    return g.c(opts)()


def _benign_zh(rng):
    g = G(rng, None, None, None)
    car, plan = g.c(CARRIERS_ZH), g.c(PLANS_ZH)
    ont, fw = g.c(ONTS), g.c(FIRMWARES)
    cz = g.c(CN_CITIES)
    city = cz[0]
    mo, dd = g.i(1, 12), g.i(1, 28)
    tkt = "GD2026" + f"{mo:02d}{dd:02d}" + g.d(5)
    opts = [
        lambda: f"{car}{plan}月费{g.i(19, 399)}元，含通用流量{g.i(10, 200)}GB、国内通话{g.c(['100', '300', '500', '1000'])}分钟。",
        lambda: f"携号转网办理条件：在网满{g.c(['90天', '120天', '6个月'])}、无欠费、无合约限制。可发送“CXXZ#姓名#证件号码”到{g.c(SHORTCODES_ZH[:3])}查询资格。（{mo}月版）",
        lambda: f"营业厅营业时间：周一至周日 {g.c(['9:00', '8:30', '9:30'])}-{g.c(['18:00', '18:30', '20:00'])}，节假日照常营业。",
        lambda: f"{mo}月{dd}日凌晨0:00至6:00进行网络割接，期间{city}部分区域宽带业务可能短暂中断。",
        lambda: f"工单{tkt}已关闭，故障原因：分光器端口损坏，已更换，用时{g.i(1, 6)}小时。",
        lambda: f"光猫型号{ont}，软件版本{fw}，PON口接收光功率-{g.i(14, 26)}.{g.i(0, 9)}dBm，正常范围-8至-27dBm。",
        lambda: f"千兆宽带实测下载{g.i(700, 980)}Mbps，上传{g.i(80, 120)}Mbps，延迟{g.i(3, 20)}ms。",
        lambda: f"科普：{g.c(FAMOUS_ZH)}。",
        lambda: f"拨打{g.c(SHORTCODES_ZH)}转人工服务；对处理结果不满意可向工信部12300申诉。（第{g.i(2, 40)}期温馨提示）",
        lambda: f"温馨提示：工作人员不会索要您的服务密码和短信验证码，请勿泄露。（公告编号{g.i(100, 999)}）",
        lambda: f"订单号DD{g.d(12)}已发货，内含SIM卡一张及使用说明，预计{g.i(1, 3)}天送达。",
        lambda: f"{city}5G基站累计开通{g.i(2, 9)}万个，{g.c(['n41', 'n78', 'n79', 'n28'])}频段为主。",
        lambda: f"{g.c(PUBLIC_PLACES_ZH)}周边已完成5G-A网络覆盖，峰值速率可达{g.i(2, 10)}Gbps。",
        lambda: f"宽带报装流程：线上预约→资源核查→派单→上门安装→验收，一般{g.i(2, 5)}个工作日内完成。",
        lambda: f"# 光猫配置示例\nwan_mode: {g.c(['bridge', 'route'])}\nvlan_id: {g.i(10, 4000)}\nmtu: {g.c(['1492', '1500'])}\n",
        lambda: f"固件{fw}的SHA-256校验值：{_hash(rng)}",
        lambda: f"请求ID {_uuid(rng)} 调用覆盖查询接口返回{g.c(['502', '503', '504'])}，已自动重试。",
        lambda: f"{mo}月全国携号转网累计办理约{g.i(10, 90)}万次，{g.c(CARRIERS_ZH)}净转入用户最多。",
        lambda: f"发票号码 FP2026{g.d(8)}，金额{g.i(10, 500)}.{g.d(2)}元，已开具电子发票。",
        lambda: f"中国移动、中国联通、中国电信三家运营商{mo}月共新增5G用户{g.i(500, 2000)}万户。",
        lambda: f"错误码{g.c(['691', '678', '651'])}：宽带认证失败，请检查光猫中的拨号设置后重试。",
        lambda: f"{city}地铁{g.i(1, 18)}号线全线已实现5G信号覆盖。",
        lambda: f"路由器Wi-Fi 6和Wi-Fi 7的区别：后者支持320MHz频宽和多链路操作（第{g.i(1, 30)}讲）。",
        lambda: f"本月话务统计：呼入{g.i(1000, 9000)}通，接通率{g.i(80, 99)}%，平均等待{g.i(10, 90)}秒。",
        lambda: f"套餐变更次月生效，当月{g.c(['不退差价', '按原套餐计费'])}。咨询请拨{g.c(SHORTCODES_ZH[:3])}。（规则第{g.i(1, 20)}条）",
        lambda: f"SKU编号 {g.s(UP, 2)}{g.d(6)}：{g.c(['千兆路由器', '5G CPE', '随身WiFi', '光猫'])}，建议零售价{g.i(99, 899)}元。",
        lambda: f"版本更新 v{g.i(1, 9)}.{g.i(0, 20)}.{g.i(0, 99)}：修复了掌上营业厅账单页面加载慢的问题。",
        lambda: f"{mo}月{dd}日起，{city}营业厅统一调整为{g.c(['9:00', '9:30'])}开门，{g.c(['17:30', '18:00', '19:00'])}关门。",
        lambda: f"光纤入户常用的是G.657A{g.c(['1', '2'])}弯曲不敏感光纤，最小弯曲半径{g.c(['7.5', '10', '5'])}毫米。",
        lambda: f"客服满意度{g.i(85, 99)}.{g.i(0, 9)}%，较上月提升{g.i(1, 5)}个百分点。",
        lambda: f"def 计算流量(套餐GB: int, 已用: float) -> float:\n    return 套餐GB - 已用  # 示例代码 v{g.i(1, 9)}\n",
        lambda: f"国际漫游日包{g.c(['25', '30', '38'])}元/天，覆盖{g.i(50, 200)}个国家和地区。",
    ]
    return g.c(opts)()


def _benign_mixed(rng):
    g = G(rng, None, None, None)
    car, plan = g.c(CARRIERS_EN), g.c(PLANS_ZH)
    router, fw, ont = g.c(ROUTERS), g.c(FIRMWARES), g.c(ONTS)
    cz = g.c(CN_CITIES)
    mo, dd = g.i(1, 12), g.i(1, 28)
    tkt = g.c(["INC", "CHG"]) + g.d(7)
    opts = [
        lambda: f"这个 firmware {fw} 修复了 5GHz DFS 的 bug，建议尽快 upgrade。",
        lambda: f"{ont} 的 Rx power 是 -{g.i(14, 26)}.{g.i(0, 9)} dBm，在正常 range 内。",
        lambda: f"{tkt} 已 close，root cause 是 OLT 板卡故障，已更换。",
        lambda: f"maintenance window 定在 {mo}月{dd}日 00:00-04:00 UTC+8，影响{cz[0]}部分用户。",
        lambda: f"{plan} 每月 {g.i(19, 399)} 元，含 {g.i(10, 200)}GB data 和 {g.c(['100', '500'])} 分钟 voice。",
        lambda: f"speedtest 结果 download {g.i(300, 950)} Mbps / upload {g.i(30, 110)} Mbps，符合 SLA。",
        lambda: f"request_id={_uuid(rng)} 返回 HTTP {g.c(['500', '502', '503'])}，coverage API 超时",
        lambda: f"commit {_hash(rng, 40)[:12]}：fix(billing) 修复话费 rounding 问题",
        lambda: f"VLAN {g.i(10, 999)} 走 internet，VLAN {g.i(1000, 4000)} 走 IPTV，别配反了",
        lambda: f"营业厅 opening hours：周一到周日 {g.c(['9:00', '9:30'])}-{g.c(['18:00', '21:00'])}",
        lambda: f"拨 {g.c(SHORTCODES_ZH[:3])} 转人工，或者 App 里找 online 客服。（FAQ #{g.i(1, 300)}）",
        lambda: f"{g.c(FAMOUS_ZH)}，这段放进 onboarding slides 里。",
        lambda: f"{g.c(FAMOUS_EN)} — 培训材料第 {g.i(1, 20)} 页",
        lambda: f"5G NR {g.c(['n41', 'n78', 'n28', 'n79'])} band 在{cz[0]}覆盖最好，{g.i(2, 9)} 万个 gNB 已开通",
        lambda: f"SHA256 checksum：{_hash(rng)} ({fw}.bin)",
        lambda: f"Error {g.c(['691', '678'])} 是 PPPoE 认证失败，让用户检查一下光猫里的拨号设置",
        lambda: f"SKU {g.s(UP, 3)}-{g.d(5)} 的 {router} 今天到货 {g.i(10, 200)} 台",
        lambda: f"{car} 和{g.c(CARRIERS_ZH)}签了 roaming agreement，{mo}月起生效",
        lambda: f"ping 8.8.8.8 丢包 {g.i(0, 30)}%，traceroute 在第 {g.i(2, 9)} 跳超时",
        lambda: f"config:\n  wan_mode: {g.c(['bridge', 'route'])}  # 桥接模式\n  mtu: {g.c(['1492', '1500'])}\n",
        lambda: f"本周 KPI：掉话率 {g.i(1, 9)}.{g.i(0, 9)}‰，接通率 {g.i(95, 99)}.{g.i(0, 9)}%",
        lambda: f"{g.c(PUBLIC_PLACES_ZH)} 附近新增 {g.i(3, 30)} 个 small cell，容量提升明显",
        lambda: f"温馨提示：我们不会通过 SMS 索要 password 或验证码。（notice {g.i(100, 999)}）",
        lambda: f"invoice INV-{g.d(7)} 金额 {g.i(20, 600)}.{g.d(2)} 元已开具，e-invoice 可在 App 下载",
        lambda: f"Wi-Fi 7 支持 320MHz channel 和 MLO，{router} 暂不支持（v{g.i(1, 5)}.{g.i(0, 9)}）",
        lambda: f"{mo}月 churn rate {g.i(1, 4)}.{g.i(0, 9)}%，携号转网 port-out 占 {g.i(10, 60)}%",
        lambda: f"Android {g.c(['14', '15'])} build 更新后 VoLTE 注册失败的问题已在 {fw} 修复",
        lambda: f"eSIM QR code 有效期 {g.i(7, 30)} 天，过期要重新生成",
    ]
    return g.c(opts)()


def benign_with_lang() -> list[tuple[str, str]]:
    out = []
    for li, (lang, fn) in enumerate((("en", _benign_en), ("zh", _benign_zh), ("mixed", _benign_mixed))):
        rng = random.Random(BENIGN_SEED + li)
        seen = set()
        tries = 0
        while len(seen) < BENIGN_PER_LANG:
            tries += 1
            if tries > BENIGN_PER_LANG * 50:
                raise RuntimeError(f"cannot fill benign {lang}")
            t = fn(rng)
            if t in seen or not _lang_ok(lang, t):
                continue
            seen.add(t)
            out.append((lang, t))
    return out


# --------------------------------------------------------------------------------------------
# self-check
# --------------------------------------------------------------------------------------------
def _selfcheck():
    from collections import Counter

    a = _generate()
    b = _generate()
    assert [s for s, _ in a] == [s for s, _ in b], "samples not deterministic"
    ss = [s for s, _ in a]
    assert samples() == ss
    assert len(ss) == len(CATEGORIES) * len(LANGS) * PER_CELL == 9000
    cnt = Counter((s.category, s.lang) for s in ss)
    for cat in CATEGORIES:
        for lang in LANGS:
            assert cnt[(cat, lang)] == PER_CELL, (cat, lang, cnt[(cat, lang)])
    assert len({s.text for s in ss}) == len(ss), "duplicate sample texts"
    kinds = Counter()
    for s, kind in a:
        v = s.value
        assert 0 <= s.start < s.end <= len(s.text)
        assert s.text[s.start:s.end] == v and v and v == v.strip()
        assert s.text.count(v) == 1, (s.text, v)
        assert _lang_ok(s.lang, s.text), s
        kinds[(s.category, kind)] += 1
        if s.category == "financial" and kind == "card":
            d = re.sub(r"[ -]", "", v)
            assert d.isdigit() and 13 <= len(d) <= 19 and _luhn_ok(d), v
        if kind == "iban":
            assert _iban_ok(v), v
        if kind == "cnid":
            assert _cnid_ok(v), v
        if kind == "sin":
            assert _luhn_ok(re.sub(r"[ -]", "", v)), v
        if kind == "hkid":
            assert v[-2] == _hkid_check(v[0], v[1:7]), v
        if kind == "nric" and v[0] in "ST":
            assert v[-1] == _nric_check(v[0], v[1:8]), v
        if s.category == "home_path":
            assert "/" not in v and "\\" not in v and len(v) >= 4, v
    ben = benign_with_lang()
    assert ben == benign_with_lang(), "benign not deterministic"
    bc = Counter(l for l, _ in ben)
    assert all(bc[l] == BENIGN_PER_LANG for l in LANGS), bc
    assert len({t for _, t in ben}) == len(ben), "duplicate benign"
    assert not ({t for _, t in ben} & {s.text for s in ss})
    for l, t in ben:
        assert _lang_ok(l, t), (l, t)

    print(f"OK: {len(ss)} samples ({PER_CELL} per cell x {len(CATEGORIES)} x {len(LANGS)}), "
          f"{len(ben)} benign ({dict(bc)})")
    checked = {k: kinds[k] for k in kinds if k[1] in ("card", "iban", "cnid", "sin", "hkid", "nric")}
    print("checksummed values:", checked)
    r = random.Random(0)
    for cat in CATEGORIES:
        for lang in LANGS:
            cell = [s for s in ss if s.category == cat and s.lang == lang]
            for s in r.sample(cell, 2):
                print(f"--- [{cat}/{lang}] value={s.value!r}")
                print("    " + s.text.replace("\n", "\n    "))
    for lang in LANGS:
        for _, t in r.sample([x for x in ben if x[0] == lang], 3):
            print(f"--- [benign/{lang}] " + t.replace("\n", " | "))


if __name__ == "__main__":
    _selfcheck()
