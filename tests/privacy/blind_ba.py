# ruff: noqa
"""Blind evaluation corpus BA: SRE, on-call and incident response.

Domain: site reliability engineering as it is really written down -- incident timelines and
postmortems, pager and on-call rotations (PagerDuty, Opsgenie, 值班表), runbooks, Kubernetes /
Terraform / Ansible / Helm snippets that carry secrets, VPN, bastion and jump-host access, alert
payloads (Alertmanager, 夜莺, Grafana), Prometheus/Loki queries, customer-impact reports, change
tickets and CAB notes, chat-ops transcripts from Slack, 飞书 and 钉钉, 故障复盘, 告警, 运维手册.
Personal data appears where it really does in such text: on-call engineers' phones and names,
home directories in stack traces and kubeconfig paths, customers' e-mails, cards and IDs leaked
into logs, shipping addresses for hardware tokens, an engineer's own routine ("I'm on call until
23:00 every Tuesday", "每天晚上10点半遛狗").

Styles: prose, terse chat with typos, e-mail headers, form fields, CSV, JSON log lines, YAML,
.env files, shell commands, stack traces, markdown tables, OCR-ish scans, voice-dictated text
without punctuation, in English, Chinese and code-switched English/Chinese; the planted value
sits at the start, middle or end, with or without a cue word.

Written blind: the author never read the gate's source, its tests, other corpora or the repository history, and never ran the gate. Only the contract in blind_common.py was read.

Seeds: BASE_SEED = 20251101; cell c (c = category index * 3 + language index) uses
random.Random(BASE_SEED + c); Faker en_US / en_GB / zh_CN are re-seeded per cell with
OFF + 1 / OFF + 2 / OFF + 3 plus the cell seed (OFF = 9100); benign language i uses
random.Random(BENIGN_SEED + i) with BENIGN_SEED = 93101.
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

PER_CELL = 250
BENIGN_PER_LANG = 400
BASE_SEED = 20251101
OFF = 9100
BENIGN_SEED = 93101

# ---------------------------------------------------------------------------------------------
# small helpers
# ---------------------------------------------------------------------------------------------
_UP = string.ascii_uppercase
_LO = string.ascii_lowercase
_DG = string.digits
_AN = _UP + _LO + _DG
_HEX = "0123456789abcdef"
_B64 = _AN + "+/"
_URLSAFE = _AN + "-_"


def _s(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def _digits(rng, n, lead_nonzero=True):
    first = rng.choice("123456789") if lead_nonzero else rng.choice(_DG)
    return first + _s(rng, _DG, n - 1)


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def luhn_ok(num: str) -> bool:
    ds = [int(c) for c in num if c.isdigit()]
    tot = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def _luhn_complete(partial: str) -> str:
    for c in _DG:
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    r = s[4:] + s[:4]
    num = "".join(str(int(ch, 36)) for ch in r)
    return int(num) % 97 == 1


def _iban(country: str, bban: str) -> str:
    r = bban + country + "00"
    num = "".join(str(int(ch, 36)) for ch in r)
    chk = 98 - int(num) % 97
    return f"{country}{chk:02d}{bban}"


_CNID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def _cnid_check(body17: str) -> str:
    return "10X98765432"[sum(int(a) * b for a, b in zip(body17, _CNID_W)) % 11]


def cnid_ok(v: str) -> bool:
    return len(v) == 18 and v[:17].isdigit() and _cnid_check(v[:17]) == v[17].upper()


def _aba(rng) -> str:
    while True:
        d = [int(c) for c in rng.choice(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "21", "22", "26", "31"]) + _s(rng, _DG, 6)]
        for last in range(10):
            x = d + [last]
            if (3 * (x[0] + x[3] + x[6]) + 7 * (x[1] + x[4] + x[7]) + (x[2] + x[5] + x[8])) % 10 == 0:
                return "".join(map(str, x))


def _group(s: str, n: int, sep: str) -> str:
    return sep.join(s[i : i + n] for i in range(0, len(s), n))


# ---------------------------------------------------------------------------------------------
# geography helpers (city centres only; personal detail is the jitter below city level)
# ---------------------------------------------------------------------------------------------
_US_CITIES = [
    ("San Francisco", "CA", 37.7749, -122.4194, "941"),
    ("New York", "NY", 40.7128, -74.0060, "100"),
    ("Seattle", "WA", 47.6062, -122.3321, "981"),
    ("Austin", "TX", 30.2672, -97.7431, "787"),
    ("Chicago", "IL", 41.8781, -87.6298, "606"),
    ("Boston", "MA", 42.3601, -71.0589, "021"),
    ("Denver", "CO", 39.7392, -104.9903, "802"),
    ("Portland", "OR", 45.5152, -122.6784, "972"),
    ("Atlanta", "GA", 33.7490, -84.3880, "303"),
]
_UK_CITIES = [
    ("London", 51.5072, -0.1276, ["SW11", "E14", "N7", "SE15", "NW3", "W12", "E8", "SW9"]),
    ("Manchester", 53.4808, -2.2426, ["M14", "M20", "M4", "M16"]),
    ("Edinburgh", 55.9533, -3.1883, ["EH6", "EH10", "EH3"]),
    ("Bristol", 51.4545, -2.5879, ["BS8", "BS3", "BS6"]),
    ("Leeds", 53.8008, -1.5491, ["LS6", "LS11", "LS7"]),
    ("Cambridge", 52.2053, 0.1218, ["CB1", "CB4"]),
]
_CN_CITIES = [
    ("北京市", 39.9042, 116.4074, "100", ["朝阳区", "海淀区", "丰台区", "西城区", "东城区", "昌平区"]),
    ("上海市", 31.2304, 121.4737, "200", ["浦东新区", "徐汇区", "静安区", "闵行区", "杨浦区", "长宁区"]),
    ("杭州市", 30.2741, 120.1551, "310", ["西湖区", "滨江区", "余杭区", "拱墅区", "上城区"]),
    ("深圳市", 22.5431, 114.0579, "518", ["南山区", "福田区", "宝安区", "龙华区", "罗湖区"]),
    ("成都市", 30.5728, 104.0668, "610", ["武侯区", "锦江区", "青羊区", "成华区"]),
    ("武汉市", 30.5928, 114.3055, "430", ["洪山区", "江汉区", "武昌区", "江岸区"]),
    ("南京市", 32.0603, 118.7969, "210", ["鼓楼区", "建邺区", "玄武区", "秦淮区"]),
    ("广州市", 23.1291, 113.2644, "510", ["天河区", "海珠区", "越秀区", "番禺区"]),
]
_CN_ROADS = [
    "人民路", "中山北路", "解放路", "建设大道", "长江路", "学院路", "科技路", "文一西路", "江南大道",
    "张江路", "碧波路", "望京街", "北四环西路", "深南大道", "科苑路", "天府大道", "滨江路", "桂林路",
    "虹梅路", "金科路", "龙华路", "和平路", "五一路", "光明路", "新华路", "延安西路", "古墩路",
    "莲花路", "东风路", "珞喻路", "中关村南大街", "花园路", "青年路", "体育西路", "漕宝路", "沙河西路",
]
_CN_COMMUNITIES = [
    "阳光花园", "翠湖苑", "金色家园", "万科城市花园", "绿城桂花园", "保利香槟国际", "华润城", "世纪花苑",
    "融科橄榄城", "碧水云天", "锦绣江南", "东方明珠苑", "龙湖春江郦城", "金地格林小镇", "中海国际社区",
    "幸福里", "丽景湾", "紫薇花园", "枫林晚小区", "书香门第", "新城时代广场", "天鹅湖花园",
]
_GB_STREETS = [
    "High Street", "Church Lane", "Station Road", "Victoria Road", "Mill Lane", "Park Avenue",
    "Queens Road", "Manor Way", "Kingsway", "Albert Terrace", "Elm Grove", "Orchard Close",
    "Springfield Road", "The Crescent", "Grange Road", "Chapel Street", "Rectory Gardens",
]
_GB_TYPES = ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Gardens", "Terrace", "Way", "Drive", "Grove"]

_GH32 = "0123456789bcdefghjkmnpqrstuvwxyz"
_OLC = "23456789CFGHJMPQRVWX"


def _geohash(lat, lon, prec):
    la, lo = [-90.0, 90.0], [-180.0, 180.0]
    bits, bit, ch, even, out = [16, 8, 4, 2, 1], 0, 0, True, []
    while len(out) < prec:
        rng_ = lo if even else la
        val = lon if even else lat
        mid = (rng_[0] + rng_[1]) / 2
        if val > mid:
            ch |= bits[bit]
            rng_[0] = mid
        else:
            rng_[1] = mid
        even = not even
        if bit < 4:
            bit += 1
        else:
            out.append(_GH32[ch])
            bit, ch = 0, 0
    return "".join(out)


def _pluscode(lat, lon):
    lat, lon = lat + 90.0, lon + 180.0
    code = ""
    for r in (20.0, 1.0, 0.05, 0.0025, 0.000125):
        a, b = int(lat // r), int(lon // r)
        lat -= a * r
        lon -= b * r
        code += _OLC[a] + _OLC[b]
    return code[:8] + "+" + code[8:]


def _dms(v, pos, neg):
    h = pos if v >= 0 else neg
    v = abs(v)
    d = int(v)
    m = int((v - d) * 60)
    s = (v - d - m / 60) * 3600
    return f"{d}°{m:02d}'{s:04.1f}\"{h}"


class _Ctx:
    def __init__(self, rng, us, gb, zh, lang):
        self.rng, self.us, self.gb, self.zh, self.lang = rng, us, gb, zh, lang
        self.memo = {}


# ---------------------------------------------------------------------------------------------
# value generators: one function per category, (ctx, kind) -> (kind, value)
# ---------------------------------------------------------------------------------------------
def _pem(rng, kind):
    if kind == "pem_ssh":
        head, tail, prefix = "-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----", "b3BlbnNzaC1rZXktdjEAAAAA"
        nlines, width = rng.randint(4, 6), 70
    elif kind == "pem_ec":
        head, tail, prefix = "-----BEGIN EC PRIVATE KEY-----", "-----END EC PRIVATE KEY-----", "MHcCAQEEI"
        nlines, width = 3, 64
    else:
        head, tail, prefix = "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----", "MIIEpAIBAAKCAQEA"
        nlines, width = rng.randint(5, 8), 64
    body = prefix + _s(rng, _B64, width * nlines - len(prefix) - rng.randint(0, 20))
    lines = [body[i : i + width] for i in range(0, len(body), width)]
    return head + "\n" + "\n".join(lines) + "\n" + tail


def _jwt(rng):
    alg = rng.choice(["HS256", "RS256"])
    header = _b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    sub = rng.choice(["system:serviceaccount:", "svc-", "ci-"]) + rng.choice(["alertmanager", "argo-rollouts", "deployer", "grafana-sync", "pager-bridge", "kube-state"])
    payload = {"iss": rng.choice(["https://kubernetes.default.svc", "https://auth.internal", "sso-gateway"]), "sub": sub, "iat": rng.randint(1700000000, 1760000000), "jti": _s(rng, _HEX, 16)}
    payload["exp"] = payload["iat"] + rng.choice([3600, 86400, 31536000])
    p = _b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = _s(rng, _URLSAFE, 43 if alg == "HS256" else 342)
    return f"{header}.{p}.{sig}"


_SECRET_GENERIC = ["hex32", "hex64", "b64_40", "an48", "aws_sk", "ghp", "slack", "openai", "stripe", "google", "hf", "jwt", "glpat", "vault"]


def gen_secret(ctx, kind):
    r = ctx.rng
    kind = kind or r.choice(_SECRET_GENERIC)
    k = kind
    if k == "aws_ak":
        v = r.choice(["AKIA", "AKIA", "AKIA", "ASIA"]) + _s(r, _UP + "234567", 16)
    elif k == "aws_sk":
        v = _s(r, _AN + "/+", 40)
    elif k == "ghp":
        v = r.choice(["ghp_", "ghp_", "gho_", "ghs_"]) + _s(r, _AN, 36)
    elif k == "ghpat":
        v = "github_pat_11" + _s(r, _UP + _DG, 20) + "_" + _s(r, _AN, 59)
    elif k == "slack":
        v = r.choice(["xoxb-", "xoxb-", "xoxp-"]) + _digits(r, r.choice([11, 12])) + "-" + _digits(r, 13) + "-" + _s(r, _AN, 24)
    elif k == "slackhook":
        v = _s(r, _AN, 24)
    elif k == "openai":
        if r.random() < 0.75:
            v = "sk-proj-" + _s(r, _URLSAFE, 58) + "T3BlbkFJ" + _s(r, _URLSAFE, 58)
        else:
            v = "sk-" + _s(r, _AN, 20) + "T3BlbkFJ" + _s(r, _AN, 20)
    elif k == "anthropic":
        v = "sk-ant-api03-" + _s(r, _URLSAFE, 93) + "AA"
    elif k == "stripe":
        v = r.choice(["sk_live_", "sk_live_", "rk_live_"]) + _s(r, _AN, r.choice([24, 34, 99]))
    elif k == "whsec":
        v = "whsec_" + _s(r, _AN, 32)
    elif k == "google":
        v = "AIza" + _s(r, _URLSAFE, 35)
    elif k == "hf":
        v = "hf_" + _s(r, _UP + _LO, 34)
    elif k == "sg":
        v = "SG." + _s(r, _URLSAFE, 22) + "." + _s(r, _URLSAFE, 43)
    elif k == "tg":
        v = _digits(r, r.choice([9, 10])) + ":AA" + _s(r, _URLSAFE, 33)
    elif k == "jwt":
        v = _jwt(r)
    elif k in ("pem_rsa", "pem_ssh", "pem_ec"):
        v = _pem(r, k)
    elif k == "urlpw":
        v = _s(r, _AN, r.randint(16, 28))
    elif k == "vault":
        v = "hvs." + _s(r, _AN, r.choice([24, 92]))
    elif k == "glsa":
        v = "glsa_" + _s(r, _AN, 32) + "_" + _s(r, _HEX, 8)
    elif k == "glpat":
        v = "glpat-" + _s(r, _URLSAFE, 20)
    elif k == "npm":
        v = "npm_" + _s(r, _AN, 36)
    elif k in ("dd", "pd", "hex32", "sentry"):
        v = _s(r, _HEX, 32)
    elif k == "hex40":
        v = _s(r, _HEX, 40)
    elif k == "hex64":
        v = _s(r, _HEX, 64)
    elif k in ("uuid", "opsgenie"):
        h = _s(r, _HEX, 32)
        v = f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"
    elif k == "aliyun_ak":
        v = "LTAI5t" + _s(r, _AN, 18)
    elif k == "aliyun_sk":
        v = _s(r, _AN, 30)
    elif k == "tencent":
        v = "AKID" + _s(r, _AN, 32)
    elif k == "tc_sk":
        v = _s(r, _AN, 32)
    elif k == "k8s_b64":
        raw = _s(r, _AN + "!@#%^*", r.randint(14, 30))
        v = base64.b64encode(raw.encode()).decode()
    elif k == "dockerauth":
        raw = r.choice(["robot$ci-push", "deploy", "jenkins", "_json_key", "ci-bot"]) + ":" + _s(r, _AN, r.randint(24, 40))
        v = base64.b64encode(raw.encode()).decode()
    elif k == "tfc":
        v = _s(r, _AN, 14) + ".atlasv1." + _s(r, _AN, 67)
    elif k == "b64_40":
        v = _s(r, _B64, 40)
    elif k == "an48":
        v = _s(r, _AN, 48)
    else:
        raise KeyError(kind)
    return kind, v


_PW_WORDS = ["falcon", "river", "copper", "maple", "harbor", "quartz", "lantern", "orbit", "cobalt", "meadow",
             "thunder", "pepper", "glacier", "walnut", "saffron", "velvet", "ember", "nimbus", "otter", "canyon"]
_PW_BASES = ["Summer", "Winter", "Autumn", "Spring", "Welcome", "Oncall", "Pager", "Shanghai", "Beijing", "Hangzhou",
             "London", "Dragon", "Monkey", "Sunshine", "Galaxy", "Phoenix", "Admin", "Huawei", "Ops", "Sre"]


def gen_password(ctx, kind):
    r = ctx.rng
    kind = kind or r.choice(["strong", "strong", "human", "human", "phrase", "cnstyle"] if ctx.lang != "en" else ["strong", "strong", "human", "human", "phrase"])
    k = kind
    if k == "strong":
        n = r.randint(10, 20)
        while True:
            v = _s(r, _AN + "!#$%&*+-=?@^_~.", n)
            if any(c.isdigit() for c in v) and any(c.isupper() for c in v) and any(c.islower() for c in v):
                break
    elif k == "human":
        v = r.choice(_PW_BASES) + r.choice(["", "@", "#", "!", "_"]) + str(r.choice([r.randint(1990, 2025), r.randint(10, 99), r.randint(100, 9999)])) + r.choice(["!", "", "?", "#", "$"])
        if r.random() < 0.3:
            v = v.replace("a", "@", 1).replace("o", "0", 1)
    elif k == "phrase":
        ws = r.sample(_PW_WORDS, r.randint(3, 4))
        v = r.choice(["-", "_", "."]).join(ws) + r.choice(["", str(r.randint(2, 99))])
    elif k == "cnstyle":
        py = ctx.zh.last_romanized_name().lower()
        v = r.choice([
            f"{py}{r.randint(1970, 2005)}{r.choice(['', '!', '@'])}",
            f"{py.capitalize()}@{r.randint(100, 9999)}",
            f"Woaini{r.choice(['520', '1314', '5201314'])}{r.choice(['', '!'])}",
            f"Qwer@{r.randint(1000, 9999)}",
            f"{r.choice(['Zaq1@wsx', 'Aa123456', '1qaz@WSX', 'P@ssw0rd'])}{r.randint(1, 99)}",
        ])
    elif k == "pin":
        v = _s(r, _DG, r.choice([4, 4, 5, 6, 6, 8]))
    elif k == "hex32":
        v = _s(r, _HEX, 32)
    else:
        raise KeyError(kind)
    return kind, v


_EN_FREE = ["gmail.com", "gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "proton.me", "fastmail.com", "aol.com"]
_GB_FREE = ["btinternet.com", "gmail.com", "outlook.com", "sky.com", "virginmedia.com", "yahoo.co.uk"]
_ZH_FREE = ["qq.com", "qq.com", "163.com", "126.com", "foxmail.com", "sina.com", "aliyun.com", "139.com", "outlook.com"]


def _en_person(ctx):
    f = ctx.us if ctx.rng.random() < 0.6 else ctx.gb
    return f.first_name(), f.last_name(), f


def gen_email(ctx, kind):
    r = ctx.rng
    obf = kind == "obf"
    zhlike = ctx.lang == "zh" or (ctx.lang == "mixed" and r.random() < 0.6)
    if zhlike:
        first, last = ctx.zh.first_romanized_name().lower(), ctx.zh.last_romanized_name().lower()
        dom = r.choice(_ZH_FREE + ["corp-ops.cn", "example-tech.com.cn"])
        local = r.choice([f"{last}{first}", f"{first}.{last}", f"{last}{first}{r.randint(1, 99)}", f"{last}_{first}{r.randint(80, 99)}", _digits(r, r.randint(6, 10)), f"{first}{last}{r.randint(1980, 2004)}"])
        if local.isdigit():
            dom = "qq.com"
    else:
        first, last, f = _en_person(ctx)
        first, last = re.sub(r"[^a-z]", "", first.lower()), re.sub(r"[^a-z]", "", last.lower())
        dom = r.choice((_GB_FREE if f is ctx.gb else _EN_FREE) + [ctx.us.domain_name()])
        local = r.choice([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{r.randint(1, 99)}", f"{first}_{last}", f"{last}.{first[0]}", f"{first}+oncall", f"{first}{r.randint(70, 99)}"])
    if not obf:
        return "plain", f"{local}@{dom}"
    name, tld = dom.split(".", 1)
    style = r.randrange(5 if ctx.lang != "en" else 4)
    if style == 0:
        v = f"{local} at {name} dot {tld.replace('.', ' dot ')}"
    elif style == 1:
        v = f"{local}[at]{name}[dot]{tld.replace('.', '[dot]')}"
    elif style == 2:
        v = f"{local} (at) {dom}"
    elif style == 3:
        v = f"{local} AT {name} DOT {tld.replace('.', ' DOT ').upper()}"
    else:
        v = f"{local}＠{dom}"
    return "obf", v


_US_AREA = ["201", "202", "206", "212", "213", "214", "303", "305", "312", "323", "347", "404", "408", "415", "425",
            "503", "510", "512", "617", "646", "650", "702", "713", "718", "720", "732", "773", "805", "818", "917", "929", "971", "978"]
_CN_MOB = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "155", "156", "157",
           "158", "159", "166", "176", "177", "180", "181", "182", "183", "185", "186", "187", "188", "189", "191", "198", "199"]


def gen_phone(ctx, kind):
    r = ctx.rng
    if not kind:
        if ctx.lang == "en":
            kind = r.choice(["us", "us", "us", "uk", "uk", "intl"])
        elif ctx.lang == "zh":
            kind = r.choice(["cn", "cn", "cn", "cn", "cn", "cnland"])
        else:
            kind = r.choice(["cn", "cn", "cn", "us", "uk"])
    k = kind
    if k == "us" or k == "ext":
        a = r.choice(_US_AREA)
        e = str(r.randint(2, 9)) + _s(r, _DG, 2)
        while e[1:] == "11" or e == "555":
            e = str(r.randint(2, 9)) + _s(r, _DG, 2)
        n = _s(r, _DG, 4)
        v = r.choice([f"({a}) {e}-{n}", f"{a}-{e}-{n}", f"+1 {a} {e} {n}", f"{a}.{e}.{n}", f"+1-{a}-{e}-{n}", f"+1 ({a}) {e}-{n}", f"{a}{e}{n}"])
        if k == "ext":
            v += r.choice([" ext. ", " x", " ext ", ", ext. "]) + _s(r, _DG, r.choice([3, 4]))
    elif k == "uk":
        if r.random() < 0.7:
            m = "7" + r.choice(["4", "5", "7", "8", "9"]) + _s(r, _DG, 8)
            v = r.choice([f"0{m[:4]} {m[4:]}", f"+44 {m[:4]} {m[4:]}", f"+44 {m[:4]} {m[4:7]} {m[7:]}", f"0{m}", f"+44{m}"])
        else:
            m = r.choice(["20", "161", "131", "117", "113"])
            rest = _digits(r, 10 - len(m))
            v = r.choice([f"0{m} {rest[:4]} {rest[4:]}" if m == "20" else f"0{m} {rest[:3]} {rest[3:]}", f"+44 {m} {rest}"])
    elif k == "intl":
        v = r.choice([
            f"+49 15{r.randint(1, 9)} {_s(r, _DG, 4)} {_s(r, _DG, 4)}",
            f"+65 {r.choice('89')}{_s(r, _DG, 3)} {_s(r, _DG, 4)}",
            f"+91 9{_s(r, _DG, 4)} {_s(r, _DG, 5)}",
            f"+353 8{r.choice('35679')} {_s(r, _DG, 3)} {_s(r, _DG, 4)}",
            f"+61 4{_s(r, _DG, 2)} {_s(r, _DG, 3)} {_s(r, _DG, 3)}",
        ])
    elif k == "cn":
        m = r.choice(_CN_MOB) + _s(r, _DG, 8)
        v = r.choice([m, m, m, f"{m[:3]} {m[3:7]} {m[7:]}", f"{m[:3]}-{m[3:7]}-{m[7:]}", f"+86 {m[:3]} {m[3:7]} {m[7:]}", f"+86-{m}", f"+86{m}", f"0086 {m}", f"(+86) {m}"])
    elif k == "cnland":
        code, ln = r.choice([("010", 8), ("021", 8), ("0571", 8), ("0755", 8), ("028", 8), ("027", 8), ("025", 8), ("020", 8)])
        num = str(r.randint(2, 8)) + _s(r, _DG, ln - 1)
        v = r.choice([f"{code}-{num}", f"{code}-{num[:4]} {num[4:]}", f"({code}){num}", f"{code} {num}"])
        if r.random() < 0.4:
            v += r.choice(["转", " 转 ", "-"]) + _s(r, _DG, r.choice([3, 4]))
    elif k == "hk":
        v = r.choice(["+852 ", "(852) ", "852-"]) + r.choice("5679") + _s(r, _DG, 3) + r.choice([" ", "", "-"]) + _s(r, _DG, 4)
    else:
        raise KeyError(kind)
    return kind, v


def _pick_us(ctx):
    if "ucity" not in ctx.memo:
        c = ctx.rng.choice(_US_CITIES)
        ctx.memo.update(ucity=c[0], ust=c[1], uscity=f"{c[0]}, {c[1]}")
    return ctx.memo


def _pick_cn(ctx):
    if "_cn" not in ctx.memo:
        c = ctx.rng.choice(_CN_CITIES)
        ctx.memo["_cn"] = c
        ctx.memo.setdefault("cncity", c[0])
    return ctx.memo["_cn"]


def gen_address(ctx, kind):
    r = ctx.rng
    if not kind:
        kind = {"en": r.choice(["us", "us", "uk"]), "zh": "cn", "mixed": r.choice(["cn", "cn", "cn", "us"])}[ctx.lang]
    k = kind
    if k == "us":
        _pick_us(ctx)
        v = f"{r.randint(1, 9899)} {ctx.us.street_name()}"
        if r.random() < 0.45:
            v += r.choice([f" Apt {r.randint(1, 40)}{r.choice(['', 'A', 'B', 'C'])}", f" Apt. {r.randint(100, 2400)}", f" Unit {r.randint(1, 300)}", f" #{r.randint(100, 2400)}", f", Apt {r.randint(2, 30)}{r.choice('ABCDEF')}"])
    elif k == "uk":
        if "ukcity" not in ctx.memo:
            ctx.memo["ukcity"] = r.choice(_UK_CITIES)[0]
        street = r.choice(_GB_STREETS) if r.random() < 0.5 else f"{ctx.gb.last_name()} {r.choice(_GB_TYPES)}"
        v = r.choice([f"{r.randint(1, 220)} {street}", f"Flat {r.randint(1, 40)}, {r.randint(1, 180)} {street}", f"{r.randint(1, 90)}{r.choice('ABC')} {street}", f"Flat {r.randint(1, 12)}{r.choice('ABCD')}, {ctx.gb.last_name()} House, {street}"])
    elif k == "cn":
        c = _pick_cn(ctx)
        dist = r.choice(c[4])
        road = r.choice(_CN_ROADS)
        comm = r.choice(_CN_COMMUNITIES)
        b, u, room = r.randint(1, 32), r.randint(1, 6), f"{r.randint(1, 33)}{r.randint(1, 4):02d}"
        v = r.choice([
            f"{dist}{road}{r.randint(1, 999)}号{comm}{b}栋{u}单元{room}室",
            f"{road}{r.randint(1, 1999)}弄{b}号{room}室",
            f"{dist}{road}{r.randint(1, 300)}号院{b}号楼{u}单元{room}",
            f"{comm}{b}幢{room}室",
            f"{road}{r.randint(1, 999)}号{comm}{b}-{u}-{room}",
            f"{dist}{comm}{b}号楼{room}",
        ])
    else:
        raise KeyError(kind)
    return kind, v


_CN_AREAS = ["110101", "110105", "110108", "310101", "310104", "310115", "330106", "330108", "440305", "440304",
             "510107", "420111", "320106", "370212", "500103", "610113", "120101", "350203", "430104", "410105"]
_NINO_BAD1, _NINO_BAD2 = set("DFIQUV"), set("DFIOQUV")


def _cnid(r, force_x=False):
    while True:
        y = r.randint(1962, 2003)
        m = r.randint(1, 12)
        d = r.randint(1, 28)
        body = r.choice(_CN_AREAS) + f"{y}{m:02d}{d:02d}" + _s(r, _DG, 3)
        c = _cnid_check(body)
        if not force_x or c == "X":
            return body + c


def gen_government_id(ctx, kind):
    r = ctx.rng
    if not kind:
        kind = {"en": r.choice(["ssn", "ssn", "nino", "passport_us"]), "zh": "cnid", "mixed": r.choice(["cnid", "cnid", "ssn"])}[ctx.lang]
    k = kind
    if k in ("ssn", "ssn_nd"):
        a = r.randint(1, 899)
        while a == 666:
            a = r.randint(1, 899)
        g, s = r.randint(1, 99), r.randint(1, 9999)
        if k == "ssn_nd":
            v = f"{a:03d}{g:02d}{s:04d}"
        else:
            v = r.choice([f"{a:03d}-{g:02d}-{s:04d}", f"{a:03d}-{g:02d}-{s:04d}", f"{a:03d} {g:02d} {s:04d}"])
    elif k == "itin":
        v = f"9{_s(r, _DG, 2)}-{r.choice(list(range(70, 89)) + list(range(90, 93)) + list(range(94, 100)))}-{_s(r, _DG, 4)}"
    elif k in ("cnid", "cnid_x"):
        v = _cnid(r, k == "cnid_x")
    elif k == "passport_us":
        v = r.choice([_digits(r, 9), r.choice("ACEFGHJKLMN") + _s(r, _DG, 8)])
    elif k == "passport_uk":
        v = _digits(r, 9)
    elif k == "passport_cn":
        v = r.choice(["E" + _s(r, _DG, 8), "E" + r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + _s(r, _DG, 7), "G" + _s(r, _DG, 8)])
    elif k == "hk_permit":
        v = "C" + r.choice(["", r.choice("ABCDEFGH")]) + _s(r, _DG, 8)
        v = v[:9]
    elif k == "nino":
        while True:
            a, b = r.choice(_UP), r.choice(_UP)
            if a not in _NINO_BAD1 and b not in _NINO_BAD2 and a + b not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
                break
        n = _s(r, _DG, 6)
        suf = r.choice("ABCD")
        v = r.choice([f"{a}{b}{n}{suf}", f"{a}{b} {n[:2]} {n[2:4]} {n[4:]} {suf}", f"{a}{b}{n}{suf}"])
    elif k == "dl_ca":
        v = r.choice(_UP) + _s(r, _DG, 7)
    elif k == "dl_ny":
        n = _s(r, _DG, 9)
        v = r.choice([n, f"{n[:3]} {n[3:6]} {n[6:]}"])
    elif k == "dl_uk":
        sur = re.sub(r"[^A-Z]", "", ctx.gb.last_name().upper())[:5].ljust(5, "9")
        y, m, d = r.randint(60, 99), r.randint(1, 12) + r.choice([0, 50]), r.randint(1, 28)
        ini = (ctx.gb.first_name()[0] + r.choice(_UP + "9")).upper()
        v = f"{sur}{str(y)[0]}{m:02d}{d:02d}{str(y)[1]}{ini}9{_s(r, _UP, 2)}"
    elif k == "sin":
        p = r.choice("1234569") + _s(r, _DG, 7)
        n = _luhn_complete(p)
        v = r.choice([f"{n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]}-{n[3:6]}-{n[6:]}", n])
    elif k == "pan":
        v = _s(r, _UP, 3) + "P" + _s(r, _UP, 1) + _s(r, _DG, 4) + _s(r, _UP, 1)
    elif k == "hkid":
        L = r.choice(_UP)
        ds = _s(r, _DG, 6)
        tot = 9 * 36 + 8 * (ord(L) - 55) + sum((7 - i) * int(c) for i, c in enumerate(ds))
        c = 11 - tot % 11
        ch = "A" if c == 10 else ("0" if c == 11 else str(c))
        v = f"{L}{ds}({ch})"
    else:
        raise KeyError(kind)
    return kind, v


_CN_BINS = ["622202", "621700", "622848", "621483", "622588", "621226", "622700", "623668", "621661", "622262"]


def _card(r, kind):
    if kind == "amex":
        n = _luhn_complete(r.choice(["34", "37"]) + _s(r, _DG, 12))
        return r.choice([n, f"{n[:4]} {n[4:10]} {n[10:]}", f"{n[:4]}-{n[4:10]}-{n[10:]}"])
    if kind == "cn_card":
        ln = r.choice([16, 19, 19])
        n = _luhn_complete(r.choice(_CN_BINS) + _s(r, _DG, ln - 7))
        return r.choice([n, n, _group(n, 4, " ")])
    pre = r.choice(["4", "4", "4", "51", "52", "53", "54", "55", "2221", "2720", "6011", "35", "62"])
    n = _luhn_complete(pre + _s(r, _DG, 15 - len(pre)))
    return r.choice([n, _group(n, 4, " "), _group(n, 4, " "), _group(n, 4, "-")])


def _iban_value(r):
    c = r.choice(["GB", "GB", "DE", "DE", "FR", "NL", "ES", "IT", "IE", "BE"])
    if c == "GB":
        b = r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ"]) + _s(r, _DG, 14)
    elif c == "DE":
        b = _s(r, _DG, 18)
    elif c == "FR":
        b = _s(r, _DG, 23)
    elif c == "NL":
        b = r.choice(["ABNA", "INGB", "RABO", "TRIO", "BUNQ"]) + _s(r, _DG, 10)
    elif c == "ES":
        b = _s(r, _DG, 20)
    elif c == "IT":
        b = r.choice(_UP) + _s(r, _DG, 22)
    elif c == "IE":
        b = r.choice(["AIBK", "BOFI"]) + _s(r, _DG, 14)
    else:
        b = _s(r, _DG, 12)
    iban = _iban(c, b)
    return r.choice([iban, _group(iban, 4, " ")])


def gen_financial(ctx, kind):
    r = ctx.rng
    if not kind:
        kind = {"en": r.choice(["card", "iban", "us_acct"]), "zh": r.choice(["cn_card", "cn_card", "card"]), "mixed": r.choice(["cn_card", "card", "iban"])}[ctx.lang]
    k = kind
    if k in ("card", "amex", "cn_card"):
        v = _card(r, k)
    elif k == "iban":
        v = _iban_value(r)
    elif k == "us_acct":
        v = _digits(r, r.randint(8, 12))
    elif k == "uk_acct":
        v = _digits(r, 8)
    elif k == "cn_acct":
        v = _digits(r, r.choice([16, 17, 19, 20]))
    else:
        raise KeyError(kind)
    return kind, v


def gen_person_name(ctx, kind):
    r = ctx.rng
    if not kind:
        kind = {"en": "en", "zh": "zh", "mixed": r.choice(["zh", "zh", "zh", "en", "enzh", "pinyin"])}[ctx.lang]
    k = kind
    if k == "en":
        first, last, f = _en_person(ctx)
        v = r.choice([f"{first} {last}", f"{first} {last}", f"{first} {last}", f"{first} {f.first_name()[0]}. {last}", f"{first} {last}-{f.last_name()}" if r.random() < 0.15 else f"{first} {last}"])
    elif k == "zh":
        v = ctx.zh.name()
    elif k == "pinyin":
        g, s = ctx.zh.first_romanized_name(), ctx.zh.last_romanized_name()
        v = r.choice([f"{s} {g}", f"{g} {s}", f"{s.upper()} {g}"])
    elif k == "enzh":
        v = f"{_en_person(ctx)[0]} {ctx.zh.last_romanized_name()}"
    else:
        raise KeyError(kind)
    return kind, v


_ADJ = ["shadow", "night", "frost", "turbo", "silent", "lucky", "pixel", "neon", "crimson", "sleepy", "rusty", "cosmic", "salty", "lazy", "grumpy"]
_NOUN = ["wolf", "owl", "fox", "ninja", "panda", "falcon", "otter", "viper", "badger", "kraken", "yeti", "mango", "taco", "koala"]


def _uname_parts(ctx):
    zhlike = ctx.lang == "zh" or (ctx.lang == "mixed" and ctx.rng.random() < 0.6)
    if zhlike:
        return ctx.zh.first_romanized_name().lower(), ctx.zh.last_romanized_name().lower()
    first, last, _ = _en_person(ctx)
    return re.sub(r"[^a-z]", "", first.lower()), re.sub(r"[^a-z]", "", last.lower())


def gen_username(ctx, kind):
    r = ctx.rng
    k = kind or "login"
    if k in ("login", "gh"):
        first, last = _uname_parts(ctx)
        forms = [f"{first[0]}{last}", f"{first}.{last}", f"{first}_{last}{r.randint(1, 99)}", f"{last}{first[0]}", f"{first}{r.randint(1, 999)}", f"{first}{last}", f"{last}.{first}", f"{first[0]}{last}{r.randint(2, 9)}"]
        if k == "gh":
            forms += [f"{first}-{last}", f"{first}{last[:3]}-dev", f"{last}{first}-ops", f"{first}-{r.choice(_NOUN)}"]
        v = r.choice(forms)
    elif k == "gamer":
        a, n = r.choice(_ADJ), r.choice(_NOUN)
        v = r.choice([f"{a}{n}{r.randint(1, 999)}", f"xX{a.capitalize()}{n.capitalize()}Xx", f"{a}_{n}", f"{a.capitalize()}{n.capitalize()}{r.randint(1, 99)}", f"{n}{a}{r.randint(10, 99)}"])
    elif k == "pd":
        v = "P" + _s(r, _UP + _DG, 6)
    elif k == "feishu":
        v = "ou_" + _s(r, _HEX, 32)
    elif k == "ding":
        v = r.choice(["0" + _s(r, _DG, 16), "manager" + _s(r, _DG, 4), _digits(r, 15)])
    elif k == "wx":
        py = ctx.zh.last_romanized_name().lower() + ctx.zh.first_romanized_name().lower()
        v = r.choice(["wxid_" + _s(r, _LO + _DG, 14), f"{py}{r.randint(1980, 2005)}", f"{py}_{r.randint(1, 999)}", f"{py[:1]}{py[-3:]}{_s(r, _DG, 4)}"])
    elif k == "qq":
        v = _digits(r, r.randint(6, 10))
    elif k == "steam":
        v = "7656119" + _s(r, _DG, 10)
    else:
        raise KeyError(kind)
    return kind, v


def gen_home_path(ctx, kind):
    r = ctx.rng
    k = kind or "any"
    if k == "any":
        k = r.choice(["lin", "mac"])
    first, last = _uname_parts(ctx)
    u = r.choice([f"{first[0]}{last}", f"{first}.{last}", first, f"{first}{last}", f"{last}{first[0]}", f"{first}_{last}"])
    if k == "lin":
        v = f"/home/{u}"
    elif k == "mac":
        v = f"/Users/{u}"
    elif k == "win":
        if ctx.lang != "en" and r.random() < 0.4:
            u = ctx.zh.name()
        elif r.random() < 0.5:
            u = f"{first.capitalize()}{last.capitalize()}" if r.random() < 0.5 else f"{first.capitalize()}.{last.capitalize()}"
        v = r.choice(["C:\\Users\\", "C:\\Users\\", "D:\\Users\\", "c:\\users\\"]) + u
    elif k == "wsl":
        v = f"/mnt/c/Users/{u}"
    else:
        raise KeyError(kind)
    return k, v


_ZH_NUM = "零一二三四五六七八九十"


def _zh_int(n):
    if n <= 10:
        return _ZH_NUM[n]
    if n < 20:
        return "十" + _ZH_NUM[n - 10]
    return _ZH_NUM[n // 10] + "十" + (_ZH_NUM[n % 10] if n % 10 else "")


_WORD_NUM = ["twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]


def gen_schedule(ctx, kind):
    r = ctx.rng
    k = kind or "day"
    lo, hi = {"morn": (5, 9), "day": (7, 21), "aft": (13, 17), "eve": (17, 21), "night": (21, 24)}[k]
    h = r.randint(lo, hi)
    if h == 24:
        h = 0 if r.random() < 0.5 else 23
    m = r.choice([0, 0, 0, 5, 10, 15, 15, 20, 30, 30, 30, 40, 45, 45, 50])
    h12 = h % 12 or 12
    ampm = "am" if h < 12 else "pm"
    zhish = ctx.lang == "zh" or (ctx.lang == "mixed" and r.random() < 0.5)
    if zhish:
        forms = [f"{h:02d}:{m:02d}", f"{h}:{m:02d}"]
        if m == 0:
            forms += [f"{h12}点", f"{_zh_int(h12)}点", f"{h12}点整"]
        elif m == 30:
            forms += [f"{h12}点半", f"{_zh_int(h12)}点半", f"{h12}点30"]
        elif m == 15:
            forms += [f"{h12}点一刻", f"{h12}点15分"]
        else:
            forms += [f"{h12}点{m}", f"{h12}点{m}分", f"{_zh_int(h12)}点{_zh_int(m)}"]
        v = r.choice(forms)
    else:
        forms = [f"{h}:{m:02d}", f"{h:02d}:{m:02d}", f"{h12}:{m:02d}{ampm}", f"{h12}:{m:02d} {ampm}", f"{h12}:{m:02d} {ampm[0]}.m.", f"{h12}.{m:02d}{ampm}"]
        if m == 0:
            forms += [f"{h12}{ampm}", f"{h12} {ampm}", f"{h12} o'clock"]
        if r.random() < 0.12:
            nxt = _WORD_NUM[(h12 % 12) + 1]
            w = {0: f"{_WORD_NUM[h12]} o'clock", 15: f"quarter past {_WORD_NUM[h12]}", 30: f"half past {_WORD_NUM[h12]}", 45: f"quarter to {nxt}"}.get(m)
            if w:
                forms = [w]
        v = r.choice(forms)
    return k, v


def _coord_city(ctx):
    r = ctx.rng
    if ctx.lang == "zh" or (ctx.lang == "mixed" and r.random() < 0.6):
        c = r.choice(_CN_CITIES)
        return "cn", c[1], c[2], c
    if r.random() < 0.6:
        c = r.choice(_US_CITIES)
        return "us", c[2], c[3], c
    c = r.choice(_UK_CITIES)
    return "uk", c[1], c[2], c


def gen_geo(ctx, kind):
    r = ctx.rng
    if not kind:
        kind = r.choice(["coord", "coord", "geohash", "plus"] + (["zip", "ukpc"] if ctx.lang == "en" else ["cnpc", "cnpc"]))
    k = kind
    reg, lat, lon, c = _coord_city(ctx)
    lat += r.uniform(-0.08, 0.08)
    lon += r.uniform(-0.08, 0.08)
    if k == "coord":
        d = r.choice([4, 5, 6, 6])
        v = r.choice([f"{lat:.{d}f}, {lon:.{d}f}", f"{lat:.{d}f},{lon:.{d}f}", f"{lat:.{d}f} {lon:.{d}f}"])
    elif k == "coord_nospace":
        d = r.choice([5, 6, 7])
        v = f"{lat:.{d}f},{lon:.{d}f}"
    elif k == "coord_lonlat":
        v = f"{lon:.6f},{lat:.6f}"
    elif k == "coord_dms":
        v = f"{_dms(lat, 'N', 'S')} {_dms(lon, 'E', 'W')}"
    elif k == "geohash":
        v = _geohash(lat, lon, r.choice([7, 8, 9]))
    elif k == "plus":
        code = _pluscode(lat, lon)
        v = code if r.random() < 0.6 else code[4:]
    elif k in ("zip", "zip4"):
        c = r.choice(_US_CITIES)
        v = c[4] + _s(r, _DG, 2)
        if k == "zip4":
            v += "-" + _s(r, _DG, 4)
    elif k == "ukpc":
        c = r.choice(_UK_CITIES)
        v = f"{r.choice(c[3])} {r.randint(1, 9)}{_s(r, 'ABDEFGHJLNPQRSTUWXYZ', 2)}"
    elif k == "cnpc":
        c = r.choice(_CN_CITIES)
        v = c[3] + _s(r, "0123", 1) + _s(r, _DG, 1) + r.choice("00000123456789")
    else:
        raise KeyError(kind)
    return k, v


GENERATORS = {
    "secret": gen_secret,
    "password": gen_password,
    "email": gen_email,
    "phone": gen_phone,
    "address": gen_address,
    "government_id": gen_government_id,
    "financial": gen_financial,
    "person_name": gen_person_name,
    "username": gen_username,
    "home_path": gen_home_path,
    "schedule": gen_schedule,
    "geo": gen_geo,
}


# ---------------------------------------------------------------------------------------------
# incidental, non-personal fillers
# ---------------------------------------------------------------------------------------------
_SVC = ["checkout-api", "payments-gateway", "ledger-sync", "order-service", "auth-svc", "search-indexer",
        "notification-worker", "inventory-api", "billing-cron", "risk-engine", "api-gateway", "cdn-edge",
        "kafka-connect", "feature-flags", "media-transcoder", "shipping-quote", "otp-sender", "kyc-service",
        "invoice-export", "session-store", "pricing-engine", "webhook-relay"]
_NS = ["prod", "payments", "core", "platform", "observability", "ingress-nginx", "data", "risk", "edge", "identity"]
_CL = ["prod-use1-eks", "prod-euw1-eks", "ack-prod-hz", "tke-sh-prod", "gke-prod-asia", "stg-use2-eks", "prod-apse1", "cce-bj4-prod"]
_REG = ["us-east-1", "eu-west-1", "ap-southeast-1", "cn-hangzhou", "cn-shanghai", "ap-northeast-1", "us-west-2", "cn-north-1", "eu-central-1"]
_ALERT = ["HighErrorRate", "KubePodCrashLooping", "KubeNodeNotReady", "PostgresReplicationLag", "DiskWillFillIn4Hours",
          "TargetDown", "HighP99Latency", "CertificateExpiringSoon", "KafkaConsumerLagHigh", "RedisMemoryHigh",
          "KubeHpaMaxedOut", "NginxHigh5xx", "EtcdNoLeader", "CPUThrottlingHigh", "SLOBurnRateFast"]
_TEAM = ["payments-sre", "platform-oncall", "core-infra", "sre-apac", "data-platform", "edge-networking", "identity-oncall", "db-reliability"]
_HOST = ["bastion-01.prod.internal", "jump-sh-02", "bastion.euw1.corp.internal", "jump-hz-01.ops", "bastion-use1.infra.local", "jumpbox-03"]
_BIC = ["BARCGB22", "DEUTDEFF", "COBADEFFXXX", "BNPAFRPP", "INGBNL2A", "NWBKGB2L", "AIBKIE2D", "BBVAESMM"]
_BUCKET = ["prod-exports", "kyc-archive-prod", "analytics-raw", "incident-bundles", "support-attachments", "oss-logs-hz"]


def _fill(key, ctx):
    r, m = ctx.rng, ctx.memo
    if key in m:
        return m[key]
    if key in ("t1", "t2", "t3", "t4"):
        base = r.randint(0, 23 * 60)
        ts, cur = [], base
        for _ in range(4):
            cur += r.randint(1, 14)
            ts.append(f"{(cur // 60) % 24:02d}:{cur % 60:02d}")
        m.update(t1=ts[0], t2=ts[1], t3=ts[2], t4=ts[3])
        return m[key]
    mm = re.fullmatch(r"hex(\d+)", key)
    if mm:
        v = _s(r, _HEX, int(mm.group(1)))
    elif re.fullmatch(r"num(\d+)", key):
        v = _digits(r, int(key[3:]))
    elif re.fullmatch(r"n[3-9]", key):
        v = _digits(r, int(key[1]))
    elif key in ("n", "n2"):
        v = str(r.randint(2, 60))
    elif key == "svc":
        v = r.choice(_SVC)
    elif key == "ns":
        v = r.choice(_NS)
    elif key == "cl":
        v = r.choice(_CL)
    elif key == "reg":
        v = r.choice(_REG)
    elif key == "alert":
        v = r.choice(_ALERT)
    elif key == "team":
        v = r.choice(_TEAM)
    elif key == "host":
        v = r.choice(_HOST)
    elif key == "inc":
        v = r.choice([f"INC-{r.randint(1000, 9999)}", f"INC-2025-{r.randint(1, 999):04d}", f"SEV2-{r.randint(100, 999)}", f"IR-{r.randint(10000, 99999)}"])
    elif key == "sev":
        v = r.choice(["SEV1", "SEV2", "SEV3", "P1", "P2"])
    elif key == "chg":
        v = r.choice([f"CHG{r.randint(1000000, 9999999):07d}", f"CR-{r.randint(1000, 9999)}", f"CHG-2025-{r.randint(100, 9999)}"])
    elif key == "jira":
        v = f"{r.choice(['OPS', 'SRE', 'INFRA', 'SEC', 'PAY', 'NOC'])}-{r.randint(100, 9999)}"
    elif key == "case":
        v = str(r.randint(10**9, 10**10 - 1))
    elif key in ("date", "date2"):
        v = f"2025-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"
    elif key == "ts":
        v = f"2025-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z"
    elif key == "hm":
        v = f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}"
    elif key in ("ver", "ver2"):
        v = f"v{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 20)}"
    elif key == "pod":
        v = f"{r.choice(_SVC)}-{_s(r, 'bcdfghjklmnpqrstvwxz2456789', 9)}-{_s(r, 'bcdfghjklmnpqrstvwxz2456789', 5)}"
    elif key == "node":
        v = r.choice([f"ip-10-{r.randint(0, 255)}-{r.randint(0, 255)}-{r.randint(1, 254)}.ec2.internal", f"node-pool-{r.choice('abc')}-{_s(r, _LO + _DG, 4)}", f"cn-hangzhou.10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"])
    elif key == "order":
        v = r.choice([f"ORD-2025-{r.randint(100000, 999999)}", f"2025{r.randint(10**11, 10**12 - 1)}", f"#{r.randint(100000, 9999999)}"])
    elif key == "uid":
        v = "tn_" + _s(r, _LO + _DG, 8)
    elif key == "week":
        v = f"2025-W{r.randint(1, 52):02d}"
    elif key == "amt":
        v = f"{r.randint(5, 4999)}.{r.randint(0, 99):02d}"
    elif key == "pct":
        v = f"{r.randint(1, 99)}.{r.randint(0, 9)}"
    elif key == "ms":
        v = str(r.randint(120, 9000))
    elif key == "port":
        v = str(r.choice([5432, 6379, 9092, 8443, 3306, 9200, 2379, 8080, 27017, 11211]))
    elif key == "bucket":
        v = r.choice(_BUCKET)
    elif key == "sha":
        v = _s(r, _HEX, 7)
    elif key == "uuid":
        h = _s(r, _HEX, 32)
        v = f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"
    elif key in ("ucity", "ust", "uscity"):
        return _pick_us(ctx)[key]
    elif key == "ukcity":
        v = r.choice(_UK_CITIES)[0]
    elif key == "cncity":
        v = r.choice(_CN_CITIES)[0]
    elif key == "slk_t":
        v = "T0" + _s(r, _UP + _DG, 8)
    elif key == "slk_b":
        v = "B0" + _s(r, _UP + _DG, 9)
    elif key == "routing":
        v = _aba(r)
    elif key == "sortcode":
        v = f"{r.randint(10, 99)}-{r.randint(0, 99):02d}-{r.randint(0, 99):02d}"
    elif key == "bic":
        v = r.choice(_BIC)
    elif key == "inv":
        v = f"INV-{r.randint(2024, 2025)}-{r.randint(1000, 99999)}"
    elif key == "mm":
        v = f"{r.randint(1, 12):02d}"
    elif key == "yy":
        v = str(r.randint(26, 31))
    else:
        raise KeyError(key)
    m[key] = v
    return v


_TOK = re.compile(r"«([A-Za-z_0-9]+)(?::([a-z_0-9]+))?»")


def _render(tpl, cat, ctx):
    """Render one template: the planted «V» first (it may pin a city), then the fillers."""
    ctx.memo = {}
    parts = _TOK.split(tpl)  # text, key, kind, text, key, kind, ...
    vals = {}
    vkind = None
    for i in range(1, len(parts), 3):
        if parts[i] == "V":
            vkind, vals[i] = GENERATORS[cat](ctx, parts[i + 1])
    for i in range(1, len(parts), 3):
        if i not in vals:
            vals[i] = _fill(parts[i], ctx)
    out, start, end = [], None, None
    for i, p in enumerate(parts):
        if i % 3 == 0:
            out.append(p)
        elif i % 3 == 1:
            if p == "V":
                start = sum(map(len, out))
                end = start + len(vals[i])
            out.append(vals[i])
    text = "".join(out)
    return text, start, end, vkind


def _tpls(block):
    """One template per non-empty line; "⏎" inside a line is a line break."""
    return [ln.strip().replace("⏎", "\n") for ln in block.strip("\n").split("\n") if ln.strip()]


_CJK = "\u4e00-\u9fff，。：；、“”「」（）！？"


def _cjk_tight(tpls):
    """Chinese prose does not pad a Chinese name or address with spaces."""
    out = []
    for t in tpls:
        t = re.sub(rf"(?<=[{_CJK}]) «V»", "«V»", t)
        t = re.sub(rf"«V» (?=[{_CJK}])", "«V»", t)
        out.append(t)
    return out


# ---------------------------------------------------------------------------------------------
# templates: «V» / «V:kind» is the planted value, other «keys» are non-personal fillers
# ---------------------------------------------------------------------------------------------
T = {}

T["secret", "en"] = _tpls(r"""
Postmortem «inc»: the leaked key was «V:aws_ak» (IAM user ci-deployer). It was pushed to a public fork at «ts» and disabled 41 minutes later.
export AWS_SECRET_ACCESS_KEY=«V:aws_sk»⏎export AWS_DEFAULT_REGION=«reg»⏎terraform apply -target=module.«svc»
[«ts»] WARN secret-scanner: GitHub token «V:ghp» found in «svc»/.github/workflows/deploy.yml@«sha»
runbook step 4: auth the release runner with GH_TOKEN="«V:ghpat»" then re-run the failed job
slack-notifier is crashlooping because SLACK_BOT_TOKEN is stale. new one: «V:slack» -- pls update the sealed secret in «ns»
alertmanager.yml⏎receivers:⏎  - name: «team»⏎    slack_configs:⏎      - api_url: https://hooks.slack.com/services/«slk_t»/«slk_b»/«V:slackhook»⏎        channel: '#alerts-«ns»'
# .env for postmortem-bot (do not commit)⏎OPENAI_API_KEY=«V:openai»⏎MODEL=gpt-4o-mini⏎MAX_TOKENS=2048
{"level":"error","ts":"«ts»","msg":"upstream LLM request failed","status":401,"x-api-key":"«V:anthropic»","svc":"«svc»"}
Stripe live key got pasted into #payments-oncall: «V:stripe». Rolled it in the dashboard, all webhooks re-verified.
apiVersion: v1⏎kind: ConfigMap⏎metadata:⏎  name: «svc»-config⏎  namespace: «ns»⏎data:⏎  STRIPE_WEBHOOK_SECRET: "«V:whsec»"⏎  LOG_LEVEL: info
curl "https://maps.googleapis.com/maps/api/geocode/json?address=warehouse+7&key=«V:google»"  # from the shipping-quote runbook, 403 since quota exceeded
HF_TOKEN=«V:hf» huggingface-cli download intfloat/e5-small-v2 --local-dir /models/e5
SendGrid failover drill: swap SENDGRID_API_KEY to «V:sg» in vault path secret/«ns»/mail and restart notification-worker
telegram alert bot for the NOC wall: https://api.telegram.org/bot«V:tg»/sendMessage?chat_id=-100«num10»
curl -sS https://«svc».internal/healthz/deep -H "Authorization: Bearer «V:jwt»" | jq .
Found this in the old bastion image during the audit (now rotated):⏎«V:pem_ssh»
group_vars/prod/deploy_key.pem, committed in «sha» by accident:⏎«V:pem_rsa»
psql "postgresql://ledger_rw:«V:urlpw»@«svc»-db.prod.internal:5432/ledger?sslmode=require" -c 'select count(*) from pending_entries;'
redis URL from the crash log: redis://default:«V:urlpw»@cache-«n».«reg».internal:6379/0
VAULT_TOKEN=«V:vault» vault kv get secret/«ns»/«svc»
grafana-backup config: {"general": {"backup_dir": "_OUTPUT_"}, "grafana": {"url": "https://grafana.«reg».internal", "token": "«V:glsa»"}}
.gitlab-ci.yml had GITLAB_TOKEN: «V:glpat» in plain text, moved to a masked CI variable under «jira»
.npmrc on the build agent:⏎//registry.npmjs.org/:_authToken=«V:npm»
DD_API_KEY=«V:dd» DD_SITE=datadoghq.eu bash -c "$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)"
PagerDuty Events v2 routing key for «svc» is «V:pd» -- the old integration was deleted in «chg».
opsgenie heartbeat cron: curl -X GET 'https://api.opsgenie.com/v2/heartbeats/«svc»/ping' -H 'Authorization: GenieKey «V:opsgenie»'
SENTRY_DSN=https://«V:sentry»@o«num6».ingest.sentry.io/«num7»
k8s secret dump from the incident bundle:⏎data:⏎  db-password: «V:k8s_b64»⏎  db-user: bGVkZ2Vy
docker config on the build agent: {"auths":{"registry.«reg».internal":{"auth":"«V:dockerauth»"}}}
credentials "app.terraform.io" {⏎  token = "«V:tfc»"⏎}
change «chg»: rotate HMAC secret for the status-page webhook. new value (share via 1Password only!!): «V:hex64»
alert annotations leaked it: {"labels":{"alertname":"«alert»","severity":"critical"},"annotations":{"runbook_url":"https://runbooks.internal/«svc»?token=«V:hex32»"}}
«V:aws_ak» is the key id the attacker used; CloudTrail shows ListBuckets from an unknown ASN starting «ts».
ok so the new api key is «V:google» and it goes in the shipping quote secret not the config map thanks
Scr33nshot from war room (OCR): API_KEY = «V:openai»  [cropped]
| secret | value | rotated |⏎|---|---|---|⏎| DATADOG_APP_KEY | «V:hex40» | «date» |
ecdsa key left in the terraform state bucket (object terraform.tfstate.backup):⏎«V:pem_ec»
""")

T["secret", "zh"] = _tpls(r"""
【故障复盘 «inc»】根因：阿里云 AccessKey Secret「«V:aliyun_sk»」被硬编码在 «svc» 的配置里并提交到了公开仓库。
钉钉告警机器人的 webhook 换了：https://oapi.dingtalk.com/robot/send?access_token=«V:hex64» ，旧的已经失效
飞书机器人地址：https://open.feishu.cn/open-apis/bot/v2/hook/«V:uuid»，请加到 alertmanager 的 webhook_configs 里
腾讯云 SecretId «V:tencent» 已在控制台禁用，排查发现是离职同事的脚本还在用。
运维手册 3.2：拉取私有镜像前先执行 docker login，凭证串为 «V:dockerauth»（base64，勿外传）
排查记录：«ts» 扫描器在 «svc» 仓库发现 GitHub Token «V:ghp»，已吊销并通知安全组。
.env 文件内容如下（已泄露，需要立即轮换）：⏎DB_HOST=«svc»-db.prod.internal⏎JWT_SECRET=«V:hex64»⏎LOG_LEVEL=warn
请求头里带了完整令牌：Authorization: Bearer «V:jwt»，网关日志全量打印，属于严重泄露。
值班群消息：大家别再把 key 贴群里了！刚才那个 «V:openai» 我已经作废
«V:aliyun_ak» 这个 AK 昨晚起在华北区域疯狂创建 ECS，初步判断密钥泄露。
Jenkins 凭据迁移清单：⏎- 名称：prod-ssh-key⏎- 类型：SSH 私钥⏎- 内容：⏎«V:pem_rsa»
连接串写死在代码里：mysql://app_rw:«V:urlpw»@rm-«hex8».mysql.rds.aliyuncs.com:3306/orders
告警通知走 Telegram，bot token 是 «V:tg»，记得放进 KMS。
Vault 根令牌 «V:vault» 只在灾备演练时使用，用完立即吊销。
变更单 «chg»：轮换 Stripe 密钥，新密钥 «V:stripe» 已写入 KMS，旧密钥 24 小时后作废。
K8s Secret 原文：⏎apiVersion: v1⏎kind: Secret⏎metadata:⏎  name: «svc»-cred⏎  namespace: «ns»⏎type: Opaque⏎data:⏎  api-token: «V:k8s_b64»
Grafana 服务账号令牌（看板自动导出用）：«V:glsa»
PagerDuty 集成密钥 «V:pd» 配在 «svc» 的告警规则里，夜间告警走这个。
日志片段：⏎«ts» ERROR [«svc»] 上游返回 401，请求头 X-Api-Key=«V:hex32»，重试 3 次后熔断
语音转文字：那个新的 hugging face 令牌是 «V:hf» 你先放到模型服务的环境变量里 明天再走审批
企业微信群机器人 key=«V:uuid» 已配置到夜莺告警的通知媒介里。
npm 私服发布失败，发现 .npmrc 里 _authToken=«V:npm» 已过期。
SendGrid 密钥 «V:sg» 用于海外站的邮件告警，国内走阿里云邮件推送。
Sentry 上报地址里包含了密钥：https://«V:sentry»@sentry.«reg».internal/«n»
GitLab 个人访问令牌 «V:glpat» 被写进了 CI 脚本，复盘结论：改用 CI/CD 变量并开启屏蔽。
谷歌地图的 key «V:google» 被爬虫盗刷，当天账单涨了 «n» 倍。
Anthropic 接口密钥：«V:anthropic»（仅限值班助手机器人使用）
Terraform Cloud 令牌在 credentials.tfrc.json 里：{"credentials":{"app.terraform.io":{"token":"«V:tfc»"}}}
| 名称 | 值 | 负责团队 |⏎|---|---|---|⏎| DD_API_KEY | «V:dd» | «team» |
OCR 识别结果（截图来自值班群）：SECRET_KEY = «V:aws_sk»  区域: «reg»
Opsgenie 的 GenieKey «V:opsgenie» 已经在 «date» 轮换，旧 key 请从所有心跳脚本里删除。
迁移期间双发告警，Slack 机器人令牌：«V:slack»
«V:ghpat» ← 这是 CI 用的细粒度令牌，只有 «svc» 仓库的只读权限
腾讯云 COS 备份脚本里的 SecretKey：«V:tc_sk»，负责人 «team»
服务器上残留的私钥文件内容：⏎«V:pem_ssh»⏎请确认是否还有其他机器使用这把钥匙。
""")

T["secret", "mixed"] = _tpls(r"""
刚刚 secret-scanner 报警了，«svc» 的 values-prod.yaml 里有 AWS key «V:aws_ak»，谁 commit 的？先 disable 掉
export AWS_SECRET_ACCESS_KEY=«V:aws_sk»  # 临时用一下，用完记得 unset
这个 GH token «V:ghp» 权限太大了，repo + admin:org 都有，rotate 一下吧
Alertmanager 的 slack api_url 最后那段 «V:slackhook» 被贴到 wiki 了，需要 regenerate webhook
postmortem draft: 根因是 «svc» 把 OPENAI_API_KEY=«V:openai» 打到了 stdout，Loki 里保留了 30 天
dingtalk robot access_token=«V:hex64» 已经配到 prometheus-webhook-dingtalk 的 config.yml
feishu bot webhook: https://open.feishu.cn/open-apis/bot/v2/hook/«V:uuid» 这个只给 SEV1 用
注意，jwt «V:jwt» 是 service account 的长期 token，已经 revoke，相关 pod 要 restart
Jenkins credential "deploy-key" 内容如下，迁移到 Vault 之后删掉:⏎«V:pem_ssh»
DATABASE_URL=postgres://orders_app:«V:urlpw»@«svc»-db.prod.internal:5432/orders 这个连接串在 ConfigMap 里是明文的
stripe live key «V:stripe» 被 hardcode 在 refund-cron，已经 roll 了，ticket «jira»
vault login «V:vault» 之后 kv get secret/«ns»/«svc» 就能看到，别截图发群
阿里云 AK «V:aliyun_ak» 已经在 RAM 控制台禁用，CloudMonitor 告警也关了
TENCENTCLOUD_SECRET_KEY=«V:tc_sk»  # cos 备份脚本用的，owner 是 «team»
grafana api key «V:glsa» 只给 dashboard-sync job 用，scope 是 Viewer
HF_TOKEN 换成 «V:hf» 了，推理服务 rollout restart 一下 deployment/«svc» -n «ns»
telegram bot «V:tg» 是 NOC 大屏的告警推送，谁动了?
[«ts»] WARN [«svc»] outbound call to api.anthropic.com with key=«V:anthropic» (masking disabled in debug mode) 这个 log level 要改回 info
opsgenie GenieKey «V:opsgenie» 写在 heartbeat cronjob 里，改成从 secret mount 吧
SG key «V:sg» 是 marketing 的，不要给告警邮件用
datadog DD_APP_KEY=«V:hex40» 已经泄露到 GitHub gist，今晚 rotate
«V:glpat» 这个 gitlab token 下周过期，renew 的时候记得更新 runner 的 config.toml
.npmrc: //npm.pkg.github.com/:_authToken=«V:ghp»
k8s secret 里的 token 只是 base64 一下而已：«V:k8s_b64»，解出来就是明文
docker config.json 里 auth 字段 «V:dockerauth» 被打包进镜像 layer 了，trivy 扫出来的
webhook signing secret: «V:whsec» (stripe dashboard → developers → webhooks) 先放到 1Password 的 oncall vault
Google API key «V:google» 在 JS bundle 里，加上 HTTP referrer 限制就好
pagerduty_configs:⏎  - routing_key: «V:pd»⏎    severity: critical  # P1 才发
terraform token = "«V:tfc»" 写在 backend.tf 里，CI 日志全都打出来了
语音输入 那个 secret 是 «V:hex32» 你复制一下 放到 vault 里面 路径是 secret «ns» webhook
| key | 值 | 备注 |⏎|---|---|---|⏎| SLACK_BOT_TOKEN | «V:slack» | #incident 频道用 |
AI 补全把 «V:aws_sk» 补进了 PR description，GitHub push protection 拦住了
钉钉里有人问：这个 «V:ghpat» 还能用吗？回复：不能，已经 expire 了
sentry DSN https://«V:sentry»@o«num6».ingest.sentry.io/«num7» 被写死在前端 bundle
EC private key 在 tfstate backup 里:⏎«V:pem_ec»⏎赶紧 rotate
""")

T["password", "en"] = _tpls(r"""
bastion-01 break-glass account: root / «V»  (rotate after every use, log it in «jira»)
[prod:vars]⏎ansible_user=deploy⏎ansible_become_pass=«V»
mysql -h «svc»-db.prod.internal -u admin -p'«V»' -e "SHOW PROCESSLIST"
redis-cli -h cache-«n».internal -a «V» --no-auth-warning INFO replication
PGPASSWORD=«V» pg_dump -h «svc»-db.prod.internal -U ledger ledger > /tmp/ledger_«date».sql
The iDRAC password on rack B14 is still «V», someone change it before the audit.
grafana admin pw=«V» (set via GF_SECURITY_ADMIN_PASSWORD, we really need SSO here)
VPN: use your SSO login, but the pre-shared key for the backup IPsec tunnel is «V»
DC cage door code: «V:pin»#. Badge reader is down since Monday, facilities ticket «jira».
yubikey PIN for the shared break-glass key is «V:pin», keep it in the safe
Heads up: the new Jenkins admin password is «V» - please don't paste it in channel again lol
from the handover doc: "console pw for the core switch = «V»"
lmao who set the rabbitmq guest passwrd to «V» in prod
kubectl create secret generic «svc»-db --from-literal=username=app --from-literal=password='«V»' -n «ns»
docker run -e POSTGRES_PASSWORD=«V» -p 5432:5432 postgres:16  # repro for «inc»
Incident «inc» timeline⏎«t1» UTC  on-call logs into the IPMI with default creds (ADMIN / «V»)⏎«t2» UTC  node power-cycled⏎«t3» UTC  kubelet back
login: svc_backup⏎password: «V»⏎host: nas-02.dc1.internal
the password is «V» for the staging RDS, prod is in vault
.env⏎DB_USER=orders⏎DB_PASSWORD=«V»⏎DB_POOL=20
{"smtp":{"host":"smtp.«reg».internal","user":"alerts","pass":"«V»","port":587}}
ok the wifi password for the war room is «V:phrase» all lowercase with the dashes
«V» -- that's the temp password I set for the new on-call's LDAP account, they must change it on first login
variable "db_password" { default = "«V»" }  # TODO move to SSM before merge
helm upgrade --install «svc» ./chart --set auth.rootPassword=«V» -n «ns»
host,user,password,notes⏎switch-core-01,admin,«V»,factory reset «date»
sudo password on the jump host is «V» until IAM Identity Center is wired up
Keepass master passphrase for the on-call vault: «V:phrase»
curl -u elastic:«V» https://es-«n».internal:9200/_cluster/health?pretty
UPS management card (APC) -- user apc, pass «V»
can you reset it? I typed «V» three times and the Okta enrollment still fails
| system | account | password |⏎|---|---|---|⏎| pfSense | admin | «V» |
Passw0rd fie1d: «V»   [Sign in]   Forg0t?
SNMPv3 authPassword «V», privPassword the same (yes really)
ansible-vault view group_vars/prod/vault.yml⏎vault_mysql_root_password: «V»
Jenkins initialAdminPassword was «V:hex32», disable the setup wizard after first login
""")

T["password", "zh"] = _tpls(r"""
堡垒机应急账号：root，密码是 «V»，用完立即修改并在工单里登记。
机房门禁密码 «V:pin»，进出请在登记本上签字。
数据库只读账号 readonly / «V»，仅限排障时使用。
跳板机 sudo 密码：«V»
我刚把 Grafana admin 的登录密码改成了 «V»，回头接 LDAP 再改。
服务器 BMC 默认密码还是 «V»，安全检查肯定过不了。
交接文档：核心交换机 console 密码为 «V»，enable 密码同上。
Redis 密码：«V»（requirepass），主从都一样
VPN 备用通道的预共享密钥是 «V»，主通道故障时使用。
值班手机的解锁密码是 «V:pin»，手机放在 NOC 的抽屉里。
mysql -uroot -p«V» -h 127.0.0.1 -P 3306 这条命令别放进运维手册！
RabbitMQ 管理后台 账号 admin 密码 «V» 端口 15672
数据库连接信息：⏎地址：«svc»-db.prod.internal⏎端口：5432⏎用户名：app_rw⏎密码：«V»
新同事的 LDAP 初始密码 «V»，首次登录会强制修改。
保险柜密码 «V:pin»，里面是应急用的 YubiKey。
语音转文字 密码是 «V» 注意大小写 后面没有空格
Nacos 控制台登录密码：«V»，默认账号未修改，已提整改单 «jira»。
Jenkins 管理员密码忘了，从 initialAdminPassword 文件里看到是 «V:hex32»
«V» 是新的无线密码（值班室专用），访客网络不变。
Harbor 的 admin 密码还是 «V»，建议尽快接入统一认证。
.env 配置：⏎MYSQL_USER=order⏎MYSQL_PASSWORD=«V»⏎MYSQL_DB=order_prod
ES 集群 elastic 用户的密码 «V» 已经写进 Kibana 配置，请勿外传。
故障复盘 «inc»：攻击者使用弱口令「«V»」登录了测试环境 Jenkins，随后横向移动。
导出的资产表：⏎主机,账号,密码⏎fw-01,admin,«V»
UPS 网管卡登录口令 «V»，厂家默认的，一直没改过。
钉钉群：@所有人 今晚演练用的临时密码 «V» ，演练结束自动失效
Zabbix 前端 Admin 密码：«V»
路由器的 enable secret 被设成了 «V»，明文保存在配置备份里。
| 系统 | 账号 | 登录密码 |⏎|---|---|---|⏎| 夜莺 | root | «V» |
我把保险箱密码改成 «V:pin» 了，下次换班记得告诉接班的人。
OCR 结果：用户名 admin 密 码 «V» 记住我
KeePass 主密码：«V:phrase»，只有值班负责人知道。
inventory 里写了 ansible_become_password=«V»，这个必须改成 vault 加密
MongoDB 管理员口令：«V»，连接串里就不要再带了
""")

T["password", "mixed"] = _tpls(r"""
bastion 的 break-glass 账号 root / «V»，用完记得 rotate
redis requirepass 改成 «V» 了，client 那边 config 也要同步
pw=«V» 这个是 staging 的，prod 的在 vault 里
mysql -u admin -p'«V»' 直接这样写在 runbook 里不太好吧
新的 jenkins admin password 是 «V»，不要再贴到 channel 里了哈
iDRAC 默认密码 «V» 还没改，audit 之前一定要改掉
DC cage 的门禁 code 是 «V:pin»，facilities 说下周换新系统
PGPASSWORD=«V» psql -h «svc»-db -U ledger 先查一下 lock 情况
VPN PSK: «V»（backup tunnel 用，primary 挂了才切）
kubectl create secret generic db --from-literal=password=«V» -n «ns» 这样 password 会留在 shell history 里
grafana admin 登录密码 «V»，SSO 接好之前先这么用
YubiKey PIN «V:pin», 锁在保险柜里，钥匙在 NOC
ansible_become_pass=«V» 放在 inventory 里太危险了，改用 ansible-vault
docker run -e MYSQL_ROOT_PASSWORD=«V» mysql:8.0 本地复现 «inc»
helm 的 values 里 rootPassword: «V» 被 commit 了，git history 也要清
那个 rabbitmq 的 guest 密码设成 «V» 了 wtf
LDAP temp password «V»，first login 会强制改
switch console 密码是 «V», enable 也一样，old school 设备
.env:⏎REDIS_URL=redis://cache:6379⏎REDIS_PASSWORD=«V»
{"db":{"user":"app","password":"«V»"},"pool":{"max":30}} 这个 config 被打到 log 里了
语音 登录密码是 «V» 然后 MFA 用值班手机
Keepass master passphrase: «V:phrase» 只有 IC 知道
IPMI 用户 ADMIN 密码 «V» 是出厂默认
curl -u elastic:«V» https://es.internal:9200/_cat/indices 能跑通
«V» 这个是 nacos 的密码，default 没改，已经开了 «jira»
| 系统 | user | pass |⏎|---|---|---|⏎| harbor | admin | «V» |
SNMP community string 还是 «V»，换成 v3 吧
保险柜 code: «V:pin» (NOC 右下角那个)
弱口令扫描结果：host=«node» user=root password=«V» → 已整改
Jenkins initialAdminPassword 是 «V:hex32»，装完就 disable 掉 setup wizard
zabbix Admin/«V» 默认账号还活着，security team 会来找我们
wifi password for war room: «V:phrase»，guest network 不要用
OCR: Username: deploy  Password: «V»  [Login]
timeline⏎«t1» on-call 用默认 creds 登 IPMI (ADMIN / «V»)⏎«t2» node power cycle
sudo 密码 on jump host 是 «V»，等 IAM Identity Center 接好就废弃
""")

T["email", "en"] = _tpls(r"""
[«ts»] ERROR [«svc»] payment declined for customer «V» (order «order»), retry 3/3
Customer impact: «V» reported duplicate charges; refund issued under «jira».
PagerDuty escalation policy "«team»" -> level 1: «V» (primary), timeout 15 min
From: «V»⏎To: sre-oncall⏎Subject: Re: [«sev»] checkout latency⏎⏎Still seeing 504s from our side, order ids attached.
{"event":"login_failed","user":"«V»","ip_country":"DE","attempts":5,"svc":"auth-svc"}
grep -c '«V»' /var/log/nginx/access.log -> 412 hits during the incident window
Opsgenie: alert «alert» acknowledged by «V» via mobile app
please add «V» to the #incident-«inc» bridge, they own the vendor relationship
git log shows the bad config was authored by «V» on «date»
Reach me at «V» if the pager app dies again
contact: «V:obf» (spam filters ate the last alert)
email,plan,impacted⏎«V»,enterprise,yes
email_configs:⏎  - to: '«V»'⏎    send_resolved: true
Complaint forwarded by support: "Your status page said all green while I couldn't log in" -- «V»
Sentry user context: {"id": "«uid»", "email": "«V»"}
SELECT * FROM users WHERE email = '«V»'; -- ran by on-call during «inc» to verify the lockout
The DSAR request came from «V», we need to purge their data from the log buckets as well.
audit log: «ts» iam:CreateAccessKey by «V» from console
email the postmortem to «V:obf» and cc the vendor please
Invite sent to «V» for the Grafana org "«team»"
WARN smtp bounce: 550 5.1.1 <«V»>: Recipient address rejected
Jira «jira»⏎Reporter: «V»⏎Priority: High⏎Summary: Unable to export invoices since the deploy
Escalate to «V», she's the DB on-call this week
| Role | Contact |⏎|---|---|⏎| Incident Commander | «V» |
dead letter queue sample: {"to":"«V»","template":"password_reset","attempt":7}
UserNotFoundException: no account for «V»⏎    at com.acme.auth.UserService.find(UserService.java:88)
Hi team, I'm the account owner («V») -- why did our webhook deliveries stop an hour ago?
mailto:«V»?subject=«inc»%20follow-up
rate-limit hit for «V» (tenant «uid»), 1200 req/min
«V» unsubscribed from all incident notifications, so nobody on their side got the SEV1 update
can sum1 ping «V» abt the cert expiry? they renewed it last yr
OCR of the printed escalation sheet: Secondary -- e-mail: «V»
Status page subscriber export: «V», subscribed «date», components: API, Dashboard
""")

T["email", "zh"] = _tpls(r"""
[«ts»] ERROR [«svc»] 用户 «V» 支付回调验签失败，订单号 «order»
客户 «V» 反馈凌晨无法登录，已记录在工单 «jira»。
值班联系邮箱：«V»，手机打不通时请发邮件。
发件人：«V»⏎主题：关于 «date» 服务中断的投诉⏎正文：你们的状态页显示一切正常，但我们一直访问不了。
告警邮件接收人：«V»（二线值班）
日志中出现大量登录失败，账号 «V»，疑似撞库。
请把复盘报告抄送给 «V»，他是客户那边的技术对接人。
审计日志：«ts» 用户 «V» 删除了生产环境的 «svc» 部署。
邮箱：«V:obf»（防爬虫写法）
退信通知：550 用户不存在 <«V»>
Grafana 邀请已发送至 «V»，角色 Viewer。
工单 «jira» 提单人：«V»⏎问题描述：发票导出一直转圈
导出数据：⏎邮箱,套餐,是否受影响⏎«V»,企业版,是
{"event":"reset_password","email":"«V»","result":"rate_limited"}
客服转来的投诉，客户邮箱 «V»，要求赔偿。
他的工作邮箱是 «V»，有事直接发邮件，钉钉不一定看。
死信队列里有一条：收件人 «V»，模板 order_shipped，重试 7 次失败
提交代码的是 «V»，提交时间 «date»，这次变更没有走评审。
语音转文字 把复盘文档发到 «V:obf» 谢谢
| 角色 | 邮箱 |⏎|---|---|⏎| 故障指挥官 | «V» |
SELECT id FROM users WHERE email='«V»'; -- 值班排查用，已获审批
数据删除申请来自 «V»，需要同步清理日志桶里的数据。
«V» 的账号被风控锁定了，客户很着急，帮忙看下 risk-engine 的规则命中情况。
阿里云 RAM 子账号的通知邮箱填的是 «V»
OCR：联系人邮箱 «V» 电 话 见附件
告警配置：⏎email_configs:⏎  - to: '«V»'
客户说没收到告警通知，查了一下他填的邮箱 «V» 被退信了。
Sentry 事件里带了用户邮箱 «V»，需要开启数据脱敏。
限流日志：tenant=«uid» user=«V» qps=«n2»00 超过阈值
账户所有者 «V» 申请开通 API 访问，已转安全组审核。
«V» 这个邮箱一直在收我们的告警邮件，但他已经离职了，谁来清理一下订阅？
请联系 «V» 获取机房临时出入证。
夜莺通知媒介里的收件人 «V» 已失效，告警全部发不出去
""")

T["email", "mixed"] = _tpls(r"""
«svc» 的 log 里打印了 customer email «V»，PII 泄露，需要开 «jira» 处理
pagerduty escalation level 2 是 «V»，level 1 没 ack 就会 page 他
From: «V»⏎Subject: 你们的 API 又挂了⏎⏎status page 还是 all green，什么情况？
opsgenie 显示 alert 是 «V» ack 的，但是没人跟进
{"msg":"login failed","user":"«V»","reason":"mfa_timeout"} 这种 log 一晚上几千条
麻烦把 «V» 加到 incident bridge，他是 vendor 那边的 TAM
git blame 显示是 «V» 改的 timeout，从 30s 改成了 3s
联系方式 email: «V:obf» (怕被爬所以这么写)
alertmanager email_configs 的 to: «V» 已经不在公司了，改成 team alias
customer «V» 投诉 duplicate charge，refund 走 «jira»
smtp bounce 550 <«V»> recipient rejected，所以 password reset 邮件一直发不出去
DSAR 请求来自 «V»，log bucket 里的数据也得 purge
| role | email |⏎|---|---|⏎| IC | «V» |
Grafana invite 发给 «V» 了，role 给了 Editor
audit: «ts» «V» 在 console 删了 prod 的 «svc» deployment ？？？
grep «V» access.log | wc -l 得到 «n»00，基本确认是他的 client 在重试
DLQ message: {"to":"«V»","template":"incident_update"} retry exhausted
Jira reporter «V» 说 invoice export 从昨天开始就 timeout
我的 email 是 «V»，pager app 挂了的话发邮件给我
Sentry 的 user.email «V» 要 scrub 掉，开 data scrubbing 就行
rate limit 日志: tenant=«uid» user=«V» 1200 rpm，是不是他们的 cron 写错了
CSV:⏎email,region,impacted⏎«V»,«reg»,Y
SELECT * FROM accounts WHERE email='«V»' 查一下他的 plan 是不是 enterprise
status page subscriber «V» unsubscribe 了，所以 SEV1 通知没收到
voice memo 转写 发给 «V:obf» 抄送 vendor 那边
«V» 是 account owner，refund 要他本人 confirm
ticket 里客户留的邮箱 «V»，回复的时候用 incident template
mailto:«V»?subject=RCA%20«inc» 这个链接放到 status page 了
oncall handbook 里写的 contact 还是 «V»，outdated 了
钉钉 bot 转发的 mail alert，收件人 «V»，标题 [FIRING:1] «alert»
UserNotFound: no account for «V» at AuthService.lookup，这个 exception 刷屏了
风控锁了 «V» 的账号，客户 escalate 到 VP 了
OCR 识别的 escalation sheet: Secondary 邮箱 «V»
""")

T["phone", "en"] = _tpls(r"""
Primary on-call this week: mobile «V», backup is the secondary rotation.
PagerDuty contact methods: SMS «V» (verified), push (iOS)
If Slack is down, call the IC bridge or text me at «V».
level,contact,number⏎1,primary,«V»
Twilio log: «ts» SMS to «V» failed (30003 Unreachable destination handset)
ok so call me on «V» when the failover finishes i'll keep the laptop open
Customer called support from «V» saying their dashboards were blank all morning.
Opsgenie notification rule: voice call to «V» after 5 min unacked.
vendor's NOC gave us the engineer's direct line: «V:ext»
Out of hours? My personal cell is «V», but please try the rotation first.
{"tenant":"«uid»","phone":"«V»","notify":"sms","verified":true}
«V» -- that's the number that got 40 voice pages last night; the routing rule was looping.
handover notes: DB on-call swapped, reach them at «V» until Friday
The remote hands tech left a callback number «V:ext» for the cage B14 work.
| Rotation | Phone |⏎|---|---|⏎| Secondary | «V» |
Incident «inc»: a customer's phone number («V») appeared in the query string of /v2/otp and was logged by the ingress.
SMS OTP delivery to «V» delayed 6-9 minutes; provider confirms carrier congestion.
Who owns «V»? It's configured as the fallback in the «svc» alert receiver.
you can reach me on «V» if the bridge drops again
grep "«V»" otp-sender.log | tail -3
Out-of-hours escalation (UK desk): «V:uk»
Contact: «V»⏎Role: DBA on-call⏎TZ: Europe/London
my number changed, new one is «V», pls update pagerduty
Signal me at «V» if you need the break-glass codes, not in Slack.
ERROR sms-gateway: invalid E.164 number "«V»" for tenant «uid»
call tree: 1) IC  2) comms lead «V»  3) exec sponsor (via PagerDuty only)
Vendor support case «case» -- callback requested at «V:ext».
customer left voicemail from «V», says checkout hangs at the 3-D Secure step
the number on the on-call sheet («V») is a landline, nobody answers after hours
WhatsApp group for the DR drill? add «V» please
Emergency c0ntact: «V»   Ext: --
Forwarded pager: «V» (covering while the primary is on a flight)
Our Frankfurt contractor on the EMEA layer can be reached on «V:intl».
""")

T["phone", "zh"] = _tpls(r"""
本周一线值班：手机 «V:cn»，二线见值班表。
故障升级联系人电话 «V»，夜间请先打电话再发消息。
客户来电号码 «V»，反馈 App 一直转圈。
短信网关日志：«ts» 发送至 «V» 失败，运营商返回超时
钉钉电话打不通的话，直接拨 «V»
值班表⏎周次,角色,手机⏎«week»,一线,«V:cn»
机房驻场工程师电话 «V:cnland»
我的手机号换了，新号码 «V:cn»，麻烦更新一下 PagerDuty。
{"tenant":"«uid»","mobile":"«V:cn»","channel":"sms"}
复盘发现：用户手机号 «V:cn» 被明文打印在 otp-sender 日志里。
有急事打我电话 «V»，微信可能看不到。
| 角色 | 联系电话 |⏎|---|---|⏎| 二线值班 | «V» |
供应商 7×24 技术支持，对接人座机 «V:cnland»
语音转文字 你打这个号码 «V:cn» 他是今晚的数据库值班
告警语音通知拨打 «V» 共 «n» 次，均未接通，自动升级到二线。
«V» 是谁的号码？配置在 «svc» 的告警接收人里。
客户投诉电话：«V»，情绪比较激动，请尽快回电。
值班交接：今晚数据库值班换人了，联系方式 «V:cn»。
验证码短信发到 «V:cn» 延迟了 8 分钟，运营商确认拥塞。
OCR 识别：紧急联系人 电话 «V»
阿里云短信服务报错：手机号码格式错误 «V:cn»
如果我没回，拨我手机 «V:cn»，别打座机。
备用联系电话：«V»（夜间请勿发短信）
联系人电话：«V»⏎所属团队：«team»
回拨号码 «V»，客户说 3DS 验证页面卡住
飞书通知失败，降级为电话通知 «V:cn»
外包驻场同学的电话 «V:cn»，明天上午到机房换硬盘
紧急情况下请拨打 «V»（一线值班）
我的新手机 «V:cn» 已经在 Opsgenie 里验证过了。
grep «V:cn» sms-sender.log 发现同一号码一分钟内被发了 40 条
香港同事的电话 «V:hk»，跨境专线故障时联系他
座机 «V:cnland»，分机转值班室
""")

T["phone", "mixed"] = _tpls(r"""
primary on-call 手机 «V»，有 SEV1 直接打
pagerduty 里的 SMS contact 是 «V»，但是 verify 失败了
twilio log 显示 call to «V» 状态是 no-answer，所以 escalate 到 secondary 了
Slack 挂了就打我电话 «V»
vendor NOC 的 direct line: «V:ext»
customer 从 «V» 打来说 dashboard 全是空的
{"phone":"«V»","verified":false} 这个 user 的 OTP 一直发不出去
opsgenie notification rule: 5 min 不 ack 就 voice call «V»
我换号了 new number «V» 记得 update on-call sheet
handover: 今晚 DBA on-call 换成别人了，call «V»
| role | phone |⏎|---|---|⏎| IC | «V» |
incident «inc»: otp-sender 把 «V» 写进了 access log，PII 泄露
«V» 这个号一晚上收到 40 个 voice page，routing rule 循环了
UK 的 on-call 同事 «V:uk»，注意时差
SMS gateway error: invalid E.164 "«V:cn»"，前面少了 +86
remote hands callback number «V:ext»，机柜 B14 的工单
call tree: IC → comms lead «V» → exec
WhatsApp/微信 都可以，number «V»
voice memo 转写 打 «V» 找今晚的 network on-call
OCR: Emergency contact 紧急联系人 «V»
短信 OTP 发到 «V» delay 了 6 分钟，provider 说 carrier congestion
escalation.csv:⏎level,role,phone⏎2,secondary,«V»
Signal me at «V»，break-glass 的 code 不要发 Slack
客户留言 callback to «V»，说 3DS step 卡住了
谁的号码 «V» 配在 alert receiver 的 fallback 里？
phone: «V»⏎team: «team»⏎tz: Asia/Shanghai
飞书电话加急失败，fallback 到 PSTN «V:cn»
my cell «V», 只在 pager app 挂了的时候用
on-call sheet 上的号码 «V:cnland» 是座机，after hours 没人接
香港 DC 的 field engineer 电话 «V:hk»
dingtalk DING 电话 «V:cn» 没接，10 分钟后自动 escalate
grep "«V»" sms.log | wc -l → 57，同一个 number 被狂发验证码
新加坡 vendor 的 on-site 工程师 «V:intl»，英文沟通
""")

T["address", "en"] = _tpls(r"""
Please ship the replacement YubiKey to «V:us», «uscity» -- I'm working from home all week.
{"order_id":"«order»","ship_to":{"line1":"«V:us»","city":"«ucity»","state":"«ust»"},"status":"label_failed"}
[«ts»] WARN [shipping-quote] address validation failed for "«V:us»" (USPS: missing secondary unit)
Customer impact report: orders shipped to «V» were charged twice; support has the full list.
Home address: «V»⏎Rotation: «team»⏎Weeks on call this quarter: «n»
Laptop return: courier pickup at «V:us», «uscity», ticket «jira»
Send the loaner laptop to «V:uk», «ukcity» please, the office is closed for the holidays.
Billing ticket «jira» -- the card's AVS doesn't match the customer's registered address «V», so payments-gateway rejects.
I moved -- new address is «V», update the on-call equipment register.
order,line1,city,state⏎«order»,«V:us»,«ucity»,«ust»
geocoder timeout on "«V»" stalled the whole batch (see «inc»)
Delivery exception for the hardware token to «V»: no one home, redelivery tomorrow.
AVS mismatch: entered "«V:us»", issuer has a different street number
SHIP T0: «V:us»⏎«uscity»⏎REF «order»
The fraud rule flagged «n» accounts sharing one shipping address («V»).
Expense claim for home broadband (on-call) -- service address: «V».
mail the token to «V» not the office thanks
shipment:⏎  to: "«V»"⏎  carrier: ups⏎  service: next_day_air
| Asset | Ship to |⏎|---|---|⏎| Yubikey 5C NFC | «V» |
«V» is the address in the leaked CSV row; we've notified the customer per the breach runbook.
Customer says the app keeps saving their address as «V» even after they edit it.
Courier could not find «V» -- the building entrance is on the side street.
geocode cache key: addr:v2:«V» -> miss
Remote on-call setup: I'm at my parents' place, «V», until the 3rd.
Support macro leaked the customer's address: "We'll send a technician to «V»."
Change «chg» touched the address normalizer; «V:us» now gets "Apt" duplicated.
Home address for the DR kit: «V:uk», «ukcity».
ERROR: duplicate key value violates unique constraint "uniq_address"⏎DETAIL: Key (line1)=(«V») already exists.
please note my new address («V») for the hardware shipment
Address line 1: «V:uk»⏎Town/City: «ukcity»⏎Country: United Kingdom
Okta profile shows streetAddress "«V»" -- that attribute shouldn't be synced to the pager tool.
Return label generated for «V» (tracking in «jira»).
Spare phone for the on-call kit goes to «V:uk», «ukcity» -- leave it with the neighbour if nobody answers.
""")

T["address", "zh"] = _tpls(r"""
请把备用 YubiKey 寄到«cncity»«V»，我这周居家值班。
订单 «order» 收货地址「«V»」地址校验失败，物流接口超时。
值班补贴申请表⏎住址：«cncity»«V»⏎值班周数：«n»
客户投诉：收货地址为 «V» 的订单被重复扣款。
我搬家了，新地址：«V»，设备登记表麻烦更新一下。
电脑回收上门取件地址：«cncity»«V»，明天上午。
{"order_id":"«order»","address":"«V»","city":"«cncity»"}
风控规则命中：«n» 个账号共用同一收货地址「«V»」
快递员找不到 «V»，小区门禁进不去。
家庭宽带报销（值班用）装机地址：«V»
泄露的 CSV 里包含用户地址 «V»，已按数据泄露预案通知客户。
语音转文字 地址是 «V» 到了打我电话
OCR 面单：收件地址 «cncity»«V» 单号 SF«num12»
地址解析失败：输入“«V»”，地图接口返回 INVALID_PARAMS
| 资产 | 寄送地址 |⏎|---|---|⏎| YubiKey 5C | «V» |
我这两周在老家值班，地址是 «V»，网络可能不稳定。
客户反馈地址保存后变成了「«V»」，前端把单元号重复了。
变更 «chg» 上线后，地址标准化程序把 «V» 识别成了两个地址。
上门维修地址：«V»，联系方式见工单。
数据库报错：唯一约束冲突 (address_line)=(«V»)
备用机请寄到 «V»，不要寄公司。
«V» 是泄露数据中那位用户的住址，法务要求 24 小时内通知。
通宵值班点的外卖送到家里 «V»，结果骑手打不通电话
寄送信息：⏎shipping:⏎  address: "«V»"⏎  express: sf
发票邮寄地址：«cncity»«V»
客服话术模板错误地带出了客户住址：“工程师将上门至 «V»”
反欺诈排查：同一地址 «V» 一小时内注册了 «n2» 个新账号
居家办公地址备案：«V»（值班期间需保证网络畅通）
物流异常：寄往 «V» 的硬件令牌无人签收，明天再派。
钉钉审批「设备寄送」：收件地址 «V»
地理编码缓存 key=addr:v2:«V» 未命中
退货地址填成了客户家里 «V»，需要更正。
值班工程师住址 «cncity»«V»，应急时可安排车辆接送到机房
""")

T["address", "mixed"] = _tpls(r"""
YubiKey 寄到 «V» 就行，this week WFH
shipping-quote log: address validation failed for "«V»"，地图 API timeout
customer 的 ship_to 是 «V»，重复扣款了，refund 已经提了
{"ship_to":{"line1":"«V:cn»","city":"«cncity»"},"status":"label_failed"}
我搬家了 new address «V»，equipment register 麻烦 update
courier 找不到 «V»，小区门禁 issue
fraud rule: «n» 个 account 用同一个 shipping address「«V»」
laptop return 上门取件地址 «V»，ticket «jira»
US 同事的 home address «V:us», «uscity»，寄 DR kit 用
AVS mismatch：用户填的是 «V:us»，issuer 那边门牌号不一样
泄露的 CSV 里有 address «V»，按 breach runbook 通知用户
geocode cache miss: addr:v2:«V»
| asset | ship to |⏎|---|---|⏎| yubikey | «V» |
voice 转写 地址 «V» 到了 call 我
宽带报销 service address: «V»
DB error: duplicate key (line1)=(«V»)，address normalizer 有 bug
remote on-call 这两周在老家 «V»，网络可能 flaky
support macro 把客户地址带出来了："technician will visit «V»"
deploy «chg» 之后 «V» 被 address formatter 拆成了两行，regression
OCR 面单 SHIP TO: «V» REF «order»
UK 同事的地址 «V:uk», «ukcity»，寄 spare phone 用
Okta profile 的 streetAddress「«V»」不应该同步到 PagerDuty
我这周 WFH，backup 设备寄 «V»，不要寄 office
同一 address «V» 一小时注册了 «n2» 个 account，风控拦了
shipment:⏎  to: "«V»"⏎  carrier: sf-express
delivery exception: «V» 无人签收，tomorrow 重派
客户说 address 保存后变成 «V»，unit number 重复了
钉钉审批 device shipping：收件 address «V»
return label 地址填成了客户家 «V»，wrong
expense: 家庭宽带 for on-call，安装地址 «V»
发票寄到 «cncity»«V:cn»，invoice 已经开好
geocoder 对 "«V»" 返回 ZERO_RESULTS，导致 batch 卡住 (see «inc»)
on-call 工程师 home address «V»，紧急情况 dispatch 车接去 IDC
""")

T["government_id", "en"] = _tpls(r"""
PII incident «inc»: kyc-service logged full SSNs, e.g. «V:ssn», at DEBUG level for 6 days.
{"applicant":"«uid»","ssn":"«V:ssn»","status":"manual_review"}
Background check for the new contractor on the DB rotation: SSN «V:ssn» (HR needs it confirmed by EOD).
grep -E '[0-9]{3}-[0-9]{2}-[0-9]{4}' app.log | head -1 -> «V:ssn»
Travel to the Frankfurt DC for the hardware swap -- passport no. «V:passport_us» (booking via travel desk)
Payroll needs the NI number for the on-call allowance: «V:nino»
DL for the datacenter access list: «V:dl_ca» (California)
Datacenter visitor form⏎ID type: Passport⏎ID number: «V:passport_uk»⏎Escort: remote hands
The fraud team asked us to pull logs for ITIN «V:itin» -- needs a legal ticket first.
Customer uploaded a photo of their driver's license («V:dl_ny») to the support chat; attachment purged from S3.
Loki query {app="kyc"} |= "«V:ssn»" returned 3 lines across two pods
customer_id,ssn,state⏎«uid»,«V:ssn»,TX
«V:ssn» appears in the Sentry breadcrumb for the W-9 upload error; scrub rules updated in «chg».
Visitor access for the LD8 cage: UK driving licence «V:dl_uk»
masking regression: the log line shows ssn=«V:ssn» instead of the masked form
my social is «V:ssn» for the background check form
Form W-4 scan OCR: SSN: «V:ssn» Filing status: Single
NINO «V:nino» surfaced in the payroll export that got attached to «jira» by mistake.
| field | value |⏎|---|---|⏎| passport | «V:passport_us» |
support chat transcript: "my ssn is «V:ssn» can you unlock my account" -- agent should have refused
TaxIdValidationError: ITIN «V:itin» does not match name on file
Indian PAN «V:pan» was printed in the invoice-export logs for the Bangalore contractor.
The KYC vendor webhook payload included "id_number": "«V:passport_uk»" in plaintext.
Access badge request: government ID «V:dl_ca», visit date «date»
Audit finding F-«n»: analytics table customer_pii contains national_insurance_number values like «V:nino».
«V:passport_us» -- passport number the travel desk needs for the Singapore DC trip.
kyc:⏎  doc_type: drivers_license⏎  doc_number: «V:dl_ny»⏎  state: NY
pls DM me not the channel -- anyway my NI is «V:nino»
SIN «V:sin» (Canada) showed up in the support export for the Toronto customer
DLP rule us_ssn matched 1 object in s3://«bucket»/exports/, sample «V:ssn»
Scrubber false negative: SSN without dashes «V:ssn_nd» slipped past the log filter.
HR onboarding for the contractor: passport «V:passport_uk», right-to-work check pending
HKID «V:hkid» showed up in the Hong Kong entity's payroll CSV on the shared drive
""")

T["government_id", "zh"] = _tpls(r"""
实名认证接口把身份证号 «V:cnid» 明文写进了日志，属于严重数据泄露。
机房出入登记⏎证件类型：身份证⏎证件号码：«V:cnid»⏎事由：更换硬盘
堡垒机实名制开户需要身份证号：«V:cnid»
{"tenant":"«uid»","id_card":"«V:cnid»","kyc":"pending"}
出差去新加坡机房，护照号 «V:passport_cn»，行政帮忙订机票。
复盘 «inc»：风控服务的异常堆栈里包含了用户身份证号 «V:cnid»
外包同学入场资料：姓名见附件，身份证 «V:cnid»
语音转文字 身份证号码是 «V:cnid» 你核对一下
Loki 查询 {app="kyc"} |= "«V:cnid»" 命中 3 条
导出文件（不应包含敏感字段）：⏎租户ID,身份证号,城市⏎«uid»,«V:cnid»,«cncity»
港澳通行证号码 «V:hk_permit»，去香港机房要用。
DLP 告警：OSS 桶 «bucket» 中检测到身份证号，样例 «V:cnid»
脱敏失效：日志里显示 idcard=«V:cnid»，本应只显示前三后四位
客服聊天记录：“我身份证号 «V:cnid»，帮我解冻一下账号”
| 字段 | 值 |⏎|---|---|⏎| 身份证号 | «V:cnid» |
«V:cnid» 是谁的身份证？出现在 Sentry 的面包屑里了。
OCR 识别身份证背面失败，正面识别结果：公民身份号码 «V:cnid»
护照号码：«V:passport_cn»（签证材料，仅行政可见）
入职材料里的社保号就是身份证号 «V:cnid»，已经从共享盘删除。
审计发现：数仓表 dwd_user_info 的 id_no 字段未脱敏，例如 «V:cnid»
正则漏匹配：末位为 X 的身份证 «V:cnid_x» 没有被脱敏。
证件信息：⏎kyc:⏎  doc_type: id_card⏎  doc_no: "«V:cnid»"
签证办理需要护照号 «V:passport_cn»，请发给行政，不要发群里。
外包司机送服务器进机房，登记的驾驶证号 «V:cnid»
去机房的临时出入证登记了身份证 «V:cnid»，工单里需要脱敏
报错：IdCardValidateException: 身份证号 «V:cnid» 与姓名不匹配
告警详情：敏感数据扫描命中 1 条，类型 身份证，值 «V:cnid»
异常请求参数：?idNo=«V:cnid»&channel=app
港澳通行证 «V:hk_permit» 已过期，去香港 DC 之前要续签。
«V:passport_cn» 这个护照号填错了一位，行政退回了。
消息队列死信：{"idNumber":"«V:cnid»","reason":"ocr_low_confidence"}
值班补贴发放需要核对身份证号 «V:cnid»，请财务私下确认
香港身份证 «V:hkid» 出现在香港子公司的工资表导出里
""")

T["government_id", "mixed"] = _tpls(r"""
kyc-service 把身份证号 «V:cnid» 打到了 INFO log，PII incident 要升 SEV2
DC access form: ID type 身份证, ID number «V:cnid»
{"id_card":"«V:cnid»","status":"pending_review"} 这种 payload 不应该进 Kafka
出差 Singapore DC，passport «V:passport_cn»，travel desk 在订票
Loki query |= "«V:cnid»" 找到 3 条，分布在两个 pod
US 同事 background check 需要 SSN «V:ssn»，HR 说 EOD 前要
DLP alert: bucket «bucket» 里检测到 身份证 «V:cnid»
脱敏 regression: log 显示 idcard=«V:cnid»
support chat: 客户直接发了身份证 «V:cnid»，agent 应该拒绝的
Sentry breadcrumb 里有 «V:cnid»，scrub rule 要加上
港澳通行证 «V:hk_permit» for HK DC visit
CSV export:⏎tenant,id_no⏎«uid»,«V:cnid»
regex 没匹配到末位 X 的身份证 «V:cnid_x»，scrubber 要修
UK contractor onboarding: passport «V:passport_uk»，right-to-work check pending
payroll 要 NI number «V:nino» 才能发 on-call allowance
voice 转写 我的身份证号是 «V:cnid» 帮我开一下堡垒机账号
| field | 值 |⏎|---|---|⏎| 身份证 | «V:cnid» |
审计 finding: dwd_user_info.id_no 没脱敏，sample «V:cnid»
IdCardValidateException: «V:cnid» name mismatch，实名认证服务报错率飙升
request param ?idNo=«V:cnid» 被 CDN 日志记下来了
OCR result 公民身份号码 «V:cnid» confidence 0.97
visa 材料要 passport number «V:passport_cn»，发给 admin 不要发群
SSN «V:ssn» 出现在 W-9 upload 的 error log 里，US entity 的
DLQ: {"idNumber":"«V:cnid»","reason":"ocr_timeout"}
kyc:⏎  doc_no: "«V:cnid»"⏎  type: 身份证
堡垒机实名 require 身份证号，我的是 «V:cnid»
travel desk 说 passport «V:passport_cn» 少一位，再核对一下
数据泄露评估：affected record 样例 id_no=«V:cnid»
driver's license «V:dl_ca» 用来登记 US DC visitor access
«V:cnid» 这个 ID 出现在 public bucket 里，立即 block public access
HKID «V:hkid» 出现在香港 entity 的 payroll export
kyc vendor webhook 带了 "id_number":"«V:cnid»" 明文
""")

T["financial", "en"] = _tpls(r"""
PCI incident «inc»: checkout-api logged the full PAN «V:card» in the request body at WARN.
{"event":"charge.failed","card_number":"«V:card»","amount":«amt»,"currency":"USD"}
Refund to IBAN «V:iban» failed: beneficiary bank returned AC04 (closed account)
On-call expense reimbursement -- account number «V:us_acct», routing «routing».
UK payroll for the on-call allowance: sort code «sortcode», account «V:uk_acct»
grep -c '«V:card»' /var/log/payments/*.log -> 17 matches, PCI scope just grew
customer read their card number over the support call: «V:card» -- the recording must be deleted
SEPA payout queue stuck; first item: {"iban":"«V:iban»","amount_eur":«amt»}
webhook replay showed the raw card «V:card» because the fixture bypassed tokenization
ACH return R03 for account «V:us_acct» (routing «routing»)
customer_id,iban,last_payout⏎«uid»,«V:iban»,«date»
Tokenization bypass: the fallback path sent «V:card» to the fraud vendor in clear text.
the refund goes to account «V:us_acct» routing «routing» thanks
«V:card» is the PAN found in the Kafka topic payments.raw; retention lowered to 1h.
Invoice «inv» paid from IBAN «V:iban»
| field | value |⏎|---|---|⏎| PAN | «V:card» |⏎| exp | «mm»/«yy» |
DLP hit: card number «V:card» in Slack channel #payments-oncall, message deleted
Bank details for the contractor's on-call invoice: IBAN «V:iban», BIC «bic»
Loki: {app="checkout"} |= "pan=«V:card»"
BIN lookup failed for «V:card» after the card-network metadata refresh
payroll file row: «V:uk_acct»,«sortcode»,ONCALL-ALLOWANCE,«amt»
Sentry event payload contained "account_number": "«V:us_acct»"
The customer disputes a charge on card «V:card», chargeback opened.
Amex «V:amex» leaked via the receipt email template (rendered the full number instead of last 4)
OCR of receipt: CARD NO «V:card» AUTH CODE 0«n5»
payment_method:⏎  number: "«V:card»"⏎  cvc: "***"
customer wants the refund wired to IBAN «V:iban» instead of the original card
reconciliation mismatch on account «V:us_acct»: ledger says «amt», bank says 0.00
direct debit mandate for the customer: sort code «sortcode», account «V:uk_acct»
can u check if «V:iban» is the right IBAN for the refund? customer sent it via chat
Tracing span attribute payment.card.number=«V:card» -- OTel attribute filter missing
PCI scan: PAN «V:card» found in /var/log/nginx/access.log query string
Amex «V:amex» showed up unmasked in the chargeback CSV from the acquirer
""")

T["financial", "zh"] = _tpls(r"""
PCI 事件 «inc»：支付网关日志里出现完整卡号 «V:card»，需要立即清理。
退款银行卡号：«V:cn_card»，开户行 招商银行«cncity»分行
值班补贴打款账户：«V:cn_card»（工商银行）
{"event":"pay_failed","card_no":"«V:cn_card»","amount":«amt»}
客户在客服电话里报了卡号 «V:cn_card»，录音需要删除。
客户个人账户 «V:cn_acct» 退款失败，银行返回户名不符。
grep 到卡号 «V:cn_card» 出现在 «n» 个日志文件里，PCI 范围扩大了。
跨境退款到 IBAN «V:iban» 失败，对方银行返回账户已关闭。
导出数据：⏎租户ID,银行卡号,金额⏎«uid»,«V:cn_card»,«amt»
报销信息⏎收款人：本人⏎银行卡号：«V:cn_card»⏎金额：«amt» 元
Kafka 主题 payments.raw 中发现明文卡号 «V:card»，保留期已调整为 1 小时。
DLP 告警：钉钉群消息含银行卡号 «V:cn_card»，已撤回。
语音转文字 卡号是 «V:cn_card» 打到这张卡上就行
| 字段 | 值 |⏎|---|---|⏎| 卡号 | «V:cn_card» |
OCR 小票：卡号 «V:card» 授权码 «n6»
脱敏失效：日志显示 cardNo=«V:cn_card»，应只保留前六后四
«V:cn_card» 这张卡的扣款重复了三次，客户投诉到监管。
链路追踪属性 payment.card_no=«V:cn_card» 没有被过滤。
海外同事报销账户 IBAN：«V:iban»
客户要求退款至 «V:cn_card»，与原支付卡不一致，需风控审核。
对账差异：账户 «V:cn_acct» 账面 «amt»，银行流水 0.00
Sentry 事件里包含 "bankAccount": "«V:cn_acct»"
提现到银行卡 «V:cn_card» 失败，错误码 CARD_BIN_NOT_SUPPORT
测试数据里混入了真实卡号 «V:card»，已通知安全团队。
工资卡 «V:cn_card» 上个月的值班补贴没到账，帮忙查一下。
SEPA 批量付款卡住，第一条：{"iban":"«V:iban»","amount_eur":«amt»}
测试夹具：⏎payment:⏎  card_no: "«V:cn_card»"
退款失败原因：卡号 «V:cn_card» 已注销
风控命中：同一银行卡 «V:cn_card» 绑定了 «n2» 个账号
外包结算个人账户：«V:cn_acct»，开户行 建设银行
PCI 扫描结果：nginx access.log 的请求参数中包含卡号 «V:card»
美国同事的收款账户 «V:us_acct»，路由号 «routing»
信用卡 «V:amex» 在收据邮件模板里被完整展示，应只显示末四位
""")

T["financial", "mixed"] = _tpls(r"""
checkout-api 把 full PAN «V:card» 打进了 WARN log，PCI incident 升级
refund 到 IBAN «V:iban» 失败，AC04 closed account
on-call 报销打到这张卡 «V:cn_card»，招行的
{"card_no":"«V:cn_card»","status":"declined"} 这个 payload 不应该出现在 log 里
ACH return R03，account «V:us_acct» routing «routing»，客户说账号是对的
grep '«V:card»' payments/*.log 有 17 个 match，PCI scope 变大了
customer 在电话里念了卡号 «V:cn_card»，recording 要删
SEPA payout queue 卡住了，first item iban=«V:iban»
UK payroll: sort code «sortcode»，account «V:uk_acct»，on-call allowance
DLP: Slack #payments-oncall 里有人贴了卡号 «V:card»，已删除
CSV:⏎tenant,card_no⏎«uid»,«V:cn_card»
voice 转写 退款打到 «V:cn_card» 就行 工商银行
Kafka payments.raw topic 有明文 PAN «V:card»，retention 改成 1h
| field | 值 |⏎|---|---|⏎| 卡号 | «V:cn_card» |
Amex «V:amex» 在 receipt email template 里全量显示了，应该只显示 last 4
脱敏 regression：cardNo=«V:cn_card»
OTel span attribute payment.card.number=«V:card» 没过滤
风控：same card «V:cn_card» 绑了 «n2» 个 account
contractor invoice 收款 IBAN «V:iban»，BIC «bic»
chargeback: 客户 dispute 卡 «V:card» 上的一笔扣款
对账 mismatch：account «V:cn_acct» ledger «amt» vs bank 0.00
Sentry payload "account_number":"«V:us_acct»" 要 scrub
测试 fixture 里混进了 real card «V:card»，security 已知悉
提现到 «V:cn_card» 失败 CARD_BIN_NOT_SUPPORT，银联卡应该支持的啊
«V:iban» 是客户在 chat 里发的 IBAN，先 verify 再 refund
OCR receipt: 卡号 CARD NO «V:card»
payment:⏎  number: "«V:card»"⏎  note: fixture 不要用真卡
工资卡 «V:cn_card» 没收到 on-call allowance，HR 说已经发了
PCI scan: query string 里有 PAN «V:card»，nginx log 要 purge
外包个人账户 «V:cn_acct»，settlement 走 bank transfer
退款 to card «V:cn_card» failed：卡已注销
jaeger trace 里 tag pan=«V:card» 没 mask
direct debit: sort code «sortcode» account «V:uk_acct»，客户说扣了两次
""")

T["person_name", "en"] = _tpls(r"""
Incident «inc» -- IC: «V», scribe: on-call secondary, comms: support lead
PagerDuty: «alert» triggered, assigned to «V» (Primary, «team»)
Handover note from «V»: node pool drained, two PDBs still blocking.
Postmortem owner: «V»⏎Review date: «date»⏎Status: draft
«V» acked the page and started the failover.
Thanks to «V» for staying up until the replica caught up!
week,layer,user⏎«week»,primary,«V»
Opsgenie: alert acknowledged by «V» via iOS
Customer contact on the ticket is «V» from the client's finance team.
Hi all, «V» here -- I'm covering the EMEA shift for the next two weeks.
Escalated to the database on-call, «V», who confirmed replication lag.
swap request: «V» takes my Saturday shift, I take their Wednesday.
| Role | Person |⏎|---|---|⏎| Incident Commander | «V» |
{"key":"«jira»","fields":{"assignee":{"displayName":"«V»"},"priority":{"name":"P1"}}}
Reverted in «sha» (original change by «V»).
tell «V» the cluster is back and she can go to sleep
Shoutout to «V» for spotting the runaway cron before it filled the disk.
Customer impact report prepared by «V», reviewed by the SRE manager.
Please loop in «V» from legal on the breach notification.
The vendor's field engineer, «V», will arrive at the cage tomorrow.
«V» is primary this week; secondary is the platform rotation.
CAB approval for «chg»⏎Requested by: «V»⏎Risk: medium
ON-CALL ROTA (scan)⏎Wk «week»  Prim: «V»
Paging «V» -- you're the secondary and primary hasn't acked in 15 min.
Timeline⏎«t1» alert fired⏎«t2» «V» joins the bridge⏎«t3» rollback started
Shadow on-call for the new hire, «V», starts Monday.
Sign-off: «V», Site Reliability Engineering
The customer («V») confirmed the export works again after the hotfix.
If the bridge is quiet, «V» can make the call on rolling back.
Emergency contact listed in the on-call profile: «V» (spouse)
Grafana annotation: "deploy by «V»" at «ts»
RCA reviewer: «V»; comments due Friday.
my name is «V», I'm the new on-call for the data platform, ping me for anything Kafka
""")

T["person_name", "zh"] = _tpls(r"""
故障复盘 «inc»⏎故障指挥：«V»⏎记录人：二线值班
本周一线值班：«V»，二线值班见排班表。
«V» 确认告警后开始切换主库。
感谢 «V» 通宵盯着数据回补！
值班交接：«V» 交接给下一班，遗留问题 2 个。
联系人：«V»⏎电话：见工单
客户方对接人是 «V»，财务部的。
钉钉消息：@全体 今晚由 «V» 负责变更 «chg»
| 角色 | 人员 |⏎|---|---|⏎| 故障指挥官 | «V» |
告警 «alert» 已分派给 «V»（一线）
我叫«V»，这周刚加入 SRE 组，请多关照。
回滚操作由 «V» 执行，耗时 8 分钟。
变更审批⏎申请人：«V»⏎风险等级：中
语音转文字 让«V»看一下数据库的主从延迟
换班申请：«V» 替我周六的班，我替他周三的。
复盘负责人：«V»，评审时间 «date»。
{"assignee":"«V»","status":"处理中","ticket":"«jira»"}
驻场工程师«V»明天到机房更换电源模块。
飞书群消息：请 «V» 尽快 ack 一下 P1 告警
排班表导出：⏎周次,岗位,值班人⏎«week»,一线,«V»
此次故障由 «V» 发现，比监控告警早了 10 分钟。
时间线⏎«t1» 告警触发⏎«t2» «V» 加入会议⏎«t3» 开始回滚
新人 «V» 下周开始影子值班。
OCR：值班人 «V» 值班日期 «date»
值班档案里的紧急联系人：«V»（家属）
审批人 «V» 已同意发布窗口延长。
客户 «V» 确认热修复后导出功能恢复正常。
«V» 是本次变更的执行人，请在群里同步进度。
请法务的 «V» 老师评估是否需要通报监管。
——«V»，基础架构部
Grafana 注释：发布人 «V»，时间 «ts»
值班经理 «V» 决定暂停所有发布。
这次告警风暴多亏 «V» 手动做了收敛，不然电话要被打爆
""")

T["person_name", "mixed"] = _tpls(r"""
IC 是 «V»，scribe 是 secondary on-call
pagerduty 把 «alert» assign 给了 «V»，但是没 ack
handover from «V»：node pool drain 完了，还有两个 PDB 卡住
thanks «V» 通宵盯 replication lag 🙏
«V» 已经 ack 了，在 bridge 上
postmortem owner «V»，review 在 «date»
| role | 人员 |⏎|---|---|⏎| IC | «V» |
swap 一下：«V» 替我周六 primary，我替 ta 周三
opsgenie 显示 acked by «V»
customer 那边的 contact 是 «V»，finance team 的
CAB «chg» requested by «V»，risk medium
escalate 给 DBA on-call «V»，他说 replication 正常
shadow on-call 的新人 «V» 下周一开始
{"assignee":{"displayName":"«V:enzh»"},"key":"«jira»"}
«V» 是这周的 primary，secondary 是 platform rotation
语音 告诉 «V» cluster 恢复了 可以去睡了
RCA reviewer «V»，comments 周五前给
timeline⏎«t1» alert fired⏎«t2» «V» 加入 bridge⏎«t3» rollback
飞书里 @«V» 快 ack 一下 P1
vendor 的 field engineer «V» 明天来 cage 换 PSU
Hi all, 我是 «V»，这两周 cover EMEA shift
revert 了 «sha»，原 commit 是 «V» 的
emergency contact: «V»（家属）
Grafana annotation: deploy by «V:pinyin»
法务的 «V» 需要评估 breach notification
kudos to «V» 发现了 runaway cron
customer «V» 确认 hotfix 之后 export 正常了
值班经理 «V» 说 freeze 所有 deploy
on-call export:⏎week,layer,user⏎«week»,primary,«V»
OCR 排班表: Prim «V» Wk «week»
签名 — «V», SRE
我叫 «V»，刚 join SRE team，请多指教
incident channel 里 «V:enzh» 说 DNS 已经切回来了
""")

T["username", "en"] = _tpls(r"""
Slack: @«V» can you ack the page? it's been 10 min
ssh «V»@«host» -i ~/.ssh/id_ed25519 -- permission denied (publickey)
git log --author=«V» --since=2.days shows the bad config push
PagerDuty user «V:pd» is still on the escalation policy although they left in March
LDAP: uid=«V»,ou=people,dc=corp,dc=internal locked after 5 failed logins
kubectl auth can-i delete pods --as=«V» -n «ns»
GitHub: PR #«n4» by «V:gh» merged without review -> incident «inc»
Grafana login «V» granted Editor on folder "«team»"
Okta System Log: user.session.start FAILURE for login «V» (MFA timeout)
audit: «ts» user=«V» action=kubectl-exec pod=«pod» ns=«ns»
sudo: «V» : 3 incorrect password attempts ; TTY=pts/0 ; PWD=/srv ; USER=root ; COMMAND=/bin/systemctl restart «svc»
Jira assignee: «V»⏎Status: In Progress
Docker Hub account «V:gh» pushed an image with the same tag, check provenance
Who is «V»? They opened 40 sessions on the bastion last night.
username,role,last_login⏎«V»,admin,«date»
add «V» to the oncall team in opsgenie please
{"actor":"«V»","event":"terraform apply","workspace":"prod-«reg»"}
player complaint: "I'm «V:gamer» on your EU servers and get lag spikes every night"
AD: CORP\«V» is a member of Domain Admins -- why?
last output:⏎«V»  pts/3  10.20.0.4  Tue Oct 14 02:11   still logged in
Twitch streamer «V:gamer» reported stream drops; the «reg» edge had packet loss.
| user | sessions |⏎|---|---|⏎| «V» | «n» |
GitLab: @«V:gh» force-pushed to main and the pipeline went red
Account name «V» hit the free-tier rate limit 1.2M times today
IAM user «V» has console access without MFA, flagged by Security Hub
«V» logged in from a new device at «ts»; asked them to confirm in #sec-ops.
tsh login --user=«V» --proxy=teleport.«reg».internal
Sentry user: {"username":"«V»","id":"«uid»"}
Logged in as «V»  [Sign out]  (OCR of the screenshot)
Reddit user u/«V:gamer» posted our outage before the status page did
mysql.user has an account '«V»'@'%' with ALL PRIVILEGES
Steam ID «V:steam» keeps getting kicked by anti-cheat, ticket «jira»
git clone https://«V:gh»@github.com/acme/infra-live.git -- stop embedding your username in remotes
""")

T["username", "zh"] = _tpls(r"""
飞书 open_id «V:feishu» 对应的人已经离职，告警订阅还在。
堡垒机账号 «V» 昨晚登录了 «n» 次，请本人确认。
钉钉 userid «V:ding» 没有绑定手机，DING 电话发不出去。
微信号 «V:wx»，麻烦拉进值班群
GitLab 上 «V:gh» 直接推送到了 master，引发故障 «inc»。
审计日志：«ts» 用户 «V» 执行了 kubectl delete ns «ns»
LDAP 账号 «V» 连续 5 次密码错误已被锁定。
Jenkins 构建 #«n4» 由 «V» 触发，部署了错误的分支。
QQ 号 «V:qq» 的玩家说游戏登录一直转圈
Grafana 用户 «V» 已授予编辑权限。
账号清单：⏎用户名,角色,最后登录⏎«V»,管理员,«date»
语音转文字 把 «V» 加到值班组里
{"operator":"«V»","action":"重启","target":"«svc»"}
sudo 日志：«V» 3 次密码错误，命令 systemctl restart «svc»
游戏玩家「«V:gamer»」投诉每晚卡顿，排查发现是 «reg» 节点丢包。
| 账号 | 会话数 |⏎|---|---|⏎| «V» | «n» |
MySQL 里有个 '«V»'@'%' 账号拥有 ALL PRIVILEGES，谁建的？
«V» 这个账号是谁的？在跳板机上开了 40 个会话。
B站 UP 主 «V:gamer» 发视频说我们服务挂了
阿里云 RAM 用户 «V» 未开启 MFA，安全基线不通过。
Teleport 登录：tsh login --user=«V» --proxy=teleport.«reg».internal
企业微信 userid «V» 收不到告警，查一下通讯录同步。
Sentry 用户信息：{"username":"«V»"}
禅道 指派给：«V»
微博用户 @«V:gamer» 比我们状态页更早发布了故障消息。
OCR：当前登录用户 «V» 退出
新人的 GitHub 用户名是 «V:gh»，请加到组织里。
Kibana 审计：«V» 导出了 10 万条日志。
钉钉机器人 @ 了 «V:ding» 但是没有响应
账号 «V» 在新设备登录，已在安全群里确认。
AD 域账号 CORP\«V» 在 Domain Admins 组里，不合规。
Steam ID «V:steam» 反复被反作弊踢下线，工单 «jira»
ssh «V»@«host» 提示公钥被拒绝，应该是离职回收了
""")

T["username", "mixed"] = _tpls(r"""
Slack 上 @«V» 一下，page 10 分钟没 ack 了
ssh «V»@«host» 登不上，key 过期了？
git log --author=«V» 能看到那个 bad config push
PD user «V:pd» 还在 escalation policy 里，人已经走了
LDAP uid=«V» 被锁了，5 次 failed login
feishu open_id «V:feishu» 的 subscription 要清掉
kubectl --as=«V» 测一下 RBAC，应该没有 delete 权限
GitHub PR #«n4» by «V:gh» 没 review 就 merge 了，导致 «inc»
audit: user=«V» kubectl exec 进了 prod pod «pod»
Grafana login «V» 给了 Editor
微信号 «V:wx» 拉进 war room 群
Jira assignee «V»，status In Progress
游戏玩家 «V:gamer» 投诉 lag spikes，edge «reg» 丢包
CSV:⏎username,role⏎«V»,admin
{"actor":"«V»","event":"terraform apply"} 谁 apply 的 prod？
voice 把 «V» 加到 opsgenie 的 oncall team
MySQL '«V»'@'%' 有 ALL PRIVILEGES，太危险了
Teleport tsh login --user=«V» 报 access denied
| user | sessions |⏎|---|---|⏎| «V» | «n» |
钉钉 userid «V:ding» 没绑手机，DING 不了
AD CORP\«V» in Domain Admins, 需要 review
IAM user «V» 没开 MFA，security hub 报了
Reddit u/«V:gamer» 比 status page 先发了 outage
QQ «V:qq» 的用户说登录一直 spinning
Sentry user.username=«V» 要 scrub 吗？
«V» 这个 login 昨晚 bastion 开了 40 个 session
sudo: «V» : 3 incorrect password attempts，COMMAND=/bin/systemctl restart «svc»
gitlab @«V:gh» force push 到 main，pipeline 全挂
OCR: Logged in as «V» 退出登录
新人 GitHub handle «V:gh»，加一下 org
Kibana audit: «V» export 了 100k 条 log
Steam ID «V:steam» 被 anti-cheat 踢，查一下 «reg» 的 game server
Okta login «V» MFA timeout，user.session.start FAILURE
""")

T["home_path", "en"] = _tpls(r"""
Traceback (most recent call last):⏎  File "«V:lin»/ops-scripts/failover.py", line 88, in <module>⏎    promote_replica(args.cluster)⏎RuntimeError: replica not in sync
error: open «V:mac»/.kube/config: permission denied
ansible-playbook -i «V:lin»/infra/inventory/prod.ini site.yml --limit «svc»
Error: Failed to read variables file "«V:mac»/work/tf/prod.tfvars"
npm ERR! A complete log of this run can be found in: «V:win»\AppData\Local\npm-cache\_logs\«date»T03_12_44_123Z-debug-0.log
ssh -i «V:any»/.ssh/id_ed25519 ops@«host»
panic: descriptor mismatch⏎goroutine 1 [running]:⏎«V:mac»/go/pkg/mod/github.com/prometheus/client_golang@v1.19.0/prometheus/registry.go:403
KUBECONFIG=«V:lin»/.kube/«cl».yaml kubectl get nodes
fatal: not a git repository: «V:wsl»/Documents/runbooks/.git
Error: open «V:mac»/Library/Caches/helm/repository/bitnami-index.yaml: no such file or directory
[«ts»] crash dump written to «V:lin»/core.«n5»
Caused by: java.io.FileNotFoundException: «V:win»\.m2\settings.xml (The system cannot find the file specified)
vim «V:any»/.aws/credentials   # don't, use aws sso login
The cron on jump-01 still points at «V:lin»/bin/rotate-logs.sh -- owner left, move it to /opt/ops
docker: Error response from daemon: invalid mount config: bind source path does not exist: «V:mac»/src/«svc»/config
| host | stale path |⏎|---|---|⏎| jump-01 | «V:lin»/scripts |
«V:lin»/.local/lib/python3.11/site-packages/urllib3/connectionpool.py:1099: InsecureRequestWarning: Unverified HTTPS request
The Grafana provisioning dir was mounted from «V:lin»/grafana/dashboards instead of /etc/grafana -- fixed in «chg».
the script lives in «V:mac»/Desktop/oncall-tools just run it from there
PS «V:win»\source\repos\infra> terraform plan
ERROR: Could not open requirements file: [Errno 2] No such file or directory: '«V:lin»/deploy/requirements.txt'
rsync -avz «V:any»/backups/ nas-02:/vol/backup/oncall/
The terminal process "«V:win»\AppData\Local\Programs\Git\bin\bash.exe" terminated with exit code: 1.
core dumped -- see «V:lin»/cores/«svc».core
filebeat input had paths: ["«V:lin»/logs/*.log"], so it shipped someone's personal logs to the shared index
«V:mac»/Downloads/«inc»-timeline.csv is the only copy of the timeline, please upload it to the postmortem doc
{"kubeconfig":"«V:lin»/.kube/config","context":"«cl»"}
The ansible.cfg in «V:lin»/ansible overrides roles_path, that's why the prod run used stale roles.
«V:mac»/code/«svc»/tests/test_healthz.py::test_deep FAILED
Faulting module path: «V:win»\AppData\Roaming\Slack\app-4.41.97\Slack.exe
File saved to «V:win»\Desktop\pager-export.xlsx (OCR of the screenshot)
yarn error: EACCES: permission denied, mkdir '«V:any»/.cache/yarn'
*/5 * * * * «V:lin»/bin/check_disk.sh >> /var/log/check_disk.log 2>&1
""")

T["home_path", "zh"] = _tpls(r"""
脚本报错：⏎Traceback (most recent call last):⏎  File "«V:lin»/scripts/failover.py", line 42, in <module>⏎KeyError: 'replica'
kubeconfig 路径写死成了 «V:mac»/.kube/config，CI 上跑不了。
跳板机上的定时任务还指向 «V:lin»/bin/clean_logs.sh，人已经离职了。
Windows 上执行失败：找不到文件 «V:win»\桌面\值班手册.docx
ansible-playbook -i «V:lin»/inventory/prod.ini site.yml 这条命令不要写进手册。
Terraform 报错：无法读取变量文件 «V:mac»/工作/tf/prod.tfvars
npm 日志位置：«V:win»\AppData\Local\npm-cache\_logs
ssh -i «V:any»/.ssh/id_rsa root@«host» 提示私钥权限太开放
日志采集配置里写了 «V:lin»/logs/*.log，把个人目录也采上来了。
core 文件生成在 «V:lin»/core.«n5»，占满了根分区。
复盘时间线的唯一副本在 «V:mac»/Downloads/时间线.xlsx，请尽快上传到文档。
Grafana 看板目录挂载成了 «V:lin»/grafana/dashboards，变更 «chg» 已修正。
PowerShell 提示符：PS «V:win»\source\repos\运维脚本>
docker 启动失败：bind source path does not exist: «V:mac»/src/«svc»/config
| 主机 | 残留路径 |⏎|---|---|⏎| jump-01 | «V:lin»/scripts |
语音转文字 脚本在 «V:mac»/Desktop/值班工具 里面 直接跑就行
Python 警告：«V:lin»/.local/lib/python3.10/site-packages/urllib3/connectionpool.py:1095
rsync -avz «V:any»/backups/ nas-02:/vol/backup/ 每晚执行一次。
VS Code 终端报错：«V:win»\AppData\Local\Programs\Git\bin\bash.exe 退出码 1
Java 异常：java.io.FileNotFoundException: «V:win»\.m2\settings.xml (系统找不到指定的文件。)
go 程序 panic，堆栈指向 «V:mac»/go/pkg/mod/github.com/go-redis/redis/v8@v8.11.5/ring.go:320
helm 缓存目录 «V:mac»/Library/Caches/helm 占了 3GB。
pytest 失败：«V:mac»/code/«svc»/tests/test_health.py
{"kubeconfig":"«V:lin»/.kube/config","context":"«cl»"}
OCR：文件已保存至 «V:win»\Desktop\排班表.xlsx
yarn 报错 EACCES: permission denied, mkdir '«V:any»/.cache/yarn'
WSL 路径 «V:wsl»/Documents/运维手册 下的 git 仓库损坏了。
ansible.cfg 在 «V:lin»/ansible 下覆盖了 roles_path，导致用了旧的 role。
pip 把包装到了 «V:lin»/.venv/ops 下面，系统 Python 找不到
crontab -l 输出：*/5 * * * * «V:lin»/bin/check_disk.sh
«V:win»\Documents\值班记录 这个目录被同步到了公司网盘，里面有客户数据。
错误：open «V:lin»/.config/gcloud/credentials.db: permission denied
值班机器上的 KUBECONFIG 指向 «V:lin»/.kube/«cl».yaml，换人之后就失效了
""")

T["home_path", "mixed"] = _tpls(r"""
Traceback:⏎  File "«V:lin»/ops/failover.py", line 88⏎RuntimeError: replica not in sync⏎大家先别 retry
kubeconfig 写死成 «V:mac»/.kube/config 了，CI 里跑不了
cron 还指向 «V:lin»/bin/rotate-logs.sh，owner 离职了，move 到 /opt/ops
npm ERR! log 在 «V:win»\AppData\Local\npm-cache\_logs 下面
ssh -i «V:any»/.ssh/id_ed25519 ops@«host» 报 permissions too open
terraform 读不到 «V:mac»/work/tf/prod.tfvars，路径 hardcode 了
filebeat input 配了 «V:lin»/logs/*.log，把个人 log 也 ship 上去了
core dump 在 «V:lin»/core.«n5»，root 分区满了
timeline 唯一副本在 «V:mac»/Downloads/«inc».csv，快 upload
PS «V:win»\source\repos\infra> terraform plan 卡住了
docker bind mount «V:mac»/src/«svc»/config does not exist，本地 compose 起不来
| host | 残留 path |⏎|---|---|⏎| jump-01 | «V:lin»/scripts |
voice 脚本在 «V:mac»/Desktop/oncall-tools 里面 直接 run
python warning from «V:lin»/.local/lib/python3.11/site-packages/urllib3/connectionpool.py
rsync «V:any»/backups/ 到 nas-02，每晚一次
VS Code terminal 报错 «V:win»\AppData\Local\Programs\Git\bin\bash.exe exit 1
FileNotFoundException: «V:win»\.m2\settings.xml，Maven 配置丢了
go panic stack 指向 «V:mac»/go/pkg/mod/github.com/prometheus/client_golang@v1.19.0
helm cache «V:mac»/Library/Caches/helm 占了 3GB
pytest «V:mac»/code/«svc»/tests/test_healthz.py FAILED
{"kubeconfig":"«V:lin»/.kube/config"} 这个 config 是谁 commit 的
OCR: saved to «V:win»\Desktop\pager-export.xlsx
yarn EACCES mkdir '«V:any»/.cache/yarn'，sudo npm 的锅
WSL 下 «V:wsl»/Documents/runbooks 的 git repo corrupt 了
ansible.cfg in «V:lin»/ansible override 了 roles_path
crontab: */10 * * * * «V:lin»/bin/check_cert.sh 还在跑
«V:win»\Documents\oncall 被 OneDrive sync 了，里面有 customer data
gcloud: open «V:lin»/.config/gcloud/credentials.db permission denied
Grafana provisioning mount 成了 «V:lin»/grafana/dashboards，«chg» 修了
KUBECONFIG=«V:lin»/.kube/«cl».yaml kubectl get nodes 看一下
vim «V:any»/.aws/credentials 别这样，用 aws sso login
Slack.exe crash, faulting module path «V:win»\AppData\Roaming\Slack
pip install 到了 «V:lin»/.venv/ops，system python import 不到
""")

T["schedule", "en"] = _tpls(r"""
FYI I'm on call until «V:night» every Tuesday, after that it rolls to the APAC layer.
I do school pickup at «V:aft» on weekdays, so acks might take 10-15 min around then.
Gym most mornings at «V:morn», phone's in the locker -- page secondary if it's urgent.
I go to bed around «V:night» every night; sev3s can wait till morning.
My commute is on the Tube from «V:morn» every weekday, no signal underground.
Personal note for the rotation wiki: I walk the dog at «V:eve» daily, back in 30.
Heads up: every Thursday I have physio at «V:aft», I'll hand the pager to the secondary.
I start my day at «V:morn» sharp (UK time) and do the overnight alert triage first thing.
i leave the house at «V:morn» every morning so if it pages before that i'm on the laptop after that i'm on mobile
Quiet hours in my PagerDuty profile: from «V:night» nightly, urgent-only.
Every Sunday I'm at my kid's swim class at «V:morn», can't look at a screen.
Calendar: personal block at «V:morn» every weekday (daycare drop-off).
I usually sign off at «V:eve» on Fridays for family dinner.
since the baby, I'm up for the night feed at «V:night» most nights, so I can take the late pages.
«V:eve» every Monday I'm teaching a night class -- swap me out of that slot please.
Daily run at «V:morn» before work, back online within the hour.
I'm in the office only on Wednesdays, I get in at «V:morn», otherwise WFH.
my evening routine: kids' bedtime at «V:eve» then I'm back on the laptop
I have a standing call with my mum at «V:eve» every Sunday, so I'll be slow to ack.
Override request: can someone cover my Wednesdays from «V:eve» onwards? I coach junior football.
I check the overnight alerts at «V:morn» every morning before standup.
I catch the «V:eve» train home every weekday, so I can ack but not type much.
TZ reminder: I'm in Lisbon now and I log off at «V:eve» local every day.
I nap at «V:aft» after night shifts, don't call unless sev1.
Every other Saturday I'm at choir practice at «V:morn», phone on silent.
my partner works nights so I do bath time at «V:eve» every evening
On-call preferences (profile):⏎- Do not disturb: daily after «V:night»⏎- Preferred channel: push
member_prefs:⏎  late_start_daily: "«V:morn»"⏎  channel: sms
I'm a morning person -- online at «V:morn» most days, sooner if paged.
I leave for the school run at «V:morn» every weekday.
Every weekday at «V:aft» I walk to the station, so I'll ack from my phone.
You'll find me at the climbing gym on Mondays at «V:eve», laptop stays in the car.
Tuesdays and Thursdays I pick my dad up from the day centre at «V:aft», please don't schedule me for those slots.
""")

T["schedule", "zh"] = _tpls(r"""
我每天晚上«V:eve»遛狗，这段时间告警可能晚点 ack。
每周二晚上我值班到«V:night»，之后交给二线。
我每天早上«V:morn»送孩子上学，这半小时找不到我。
每周四«V:aft»要去做理疗，那天的值班请帮我顶一下。
我一般晚上«V:night»睡觉，P3 告警第二天再处理。
每天«V:eve»下班，之后只看电话告警。
每周三晚上«V:eve»上网课，那个时段请不要排我值班。
语音转文字 我每天«V:morn»出门 地铁上没信号 有事打电话
我每个周末早上«V:morn»去游泳，手机不带。
我习惯每天早上«V:morn»先看一遍夜间告警再开晨会。
每天下午«V:aft»接孩子放学，这段时间如果有 P1 请找二线。
周一到周五我«V:morn»到公司，其他时间远程。
每天晚上«V:eve»哄娃睡觉，之后再上线。
我每周日«V:eve»陪父母吃饭，那天尽量别排我。
值班偏好：每天«V:night»以后免打扰，紧急告警除外。
我每天中午«V:aft»午休半小时，P1 照常打我电话。
每周六«V:morn»有羽毛球，球场信号差。
夜班结束后我一般«V:morn»补觉，别叫我，除非 P0。
每天早上«V:morn»跑步，大概 40 分钟。
我每天«V:eve»坐班车回家，车上可以处理简单告警。
周二周四晚上«V:eve»我要去接爱人下班。
每天«V:eve»准时吃晚饭，这期间告警会慢一点。
个人日程：每周一«V:eve»健身。
换班申请：我每周三«V:eve»以后有私事，请帮忙调整。
我每天«V:morn»起床，最早这个时间能响应夜间告警。
每周五«V:aft»我要去接老人回家，请安排人替班。
值班偏好配置：⏎dnd_start: "«V:night»"⏎channel: phone
我每天晚上«V:night»后基本不看钉钉了，有事打电话。
每天«V:morn»去菜市场买菜，大概半小时，手机带着。
我每天«V:eve»到家，到家后就能开电脑。
每个工作日«V:morn»我在地铁上，能 ack 但没法操作。
周末我一般«V:morn»才起，周末值班请给我排下午。
我每周一、三、五«V:eve»练瑜伽，期间手机静音，告警请打二线。
""")

T["schedule", "mixed"] = _tpls(r"""
FYI 我每周二 on-call 到 «V:night»，之后 roll 到 APAC
school pickup 每天 «V:aft»，这段时间 ack 会慢
我每天早上 «V:morn» 去 gym，urgent 的话 page secondary
我一般 «V:night» 睡，sev3 明早再看
每天 «V:eve» walk the dog，30 min 回来
每周四 «V:aft» 做 physio，pager 交给 secondary
voice 我每天 «V:morn» 出门 之前用 laptop 之后用 mobile
DND 设置：daily after «V:night»，urgent only
每周日 «V:morn» 孩子游泳课，看不了屏幕
weekday 每天 «V:morn» daycare drop-off，calendar 上有 block
Friday 一般 «V:eve» sign off，family dinner
宝宝 night feed 大概 «V:night»，所以 late pages 我可以接
每周一 «V:eve» 我要上 night class，那个 slot 帮我 swap 一下
每天 «V:morn» 跑步，一个小时内回来 online
我只有周三去 office，«V:morn» 到，其他时间 WFH
kids bedtime 是每天 «V:eve»，之后我再上 laptop
override request：每周三 «V:eve» 之后有人 cover 吗？我要教小朋友踢球
我每天 «V:morn» check overnight alerts，然后再 standup
每个 weekday 我坐 «V:eve» 的 train 回家，可以 ack 但不方便打字
提醒：我现在在 Lisbon，每天 local «V:eve» log off
night shift 之后我 «V:aft» 补觉，非 sev1 别 call
每两周的周六 «V:morn» choir practice，手机静音
on-call preferences:⏎- DND: daily after «V:night»⏎- channel: push
member_prefs:⏎  late_start_daily: "«V:morn»"
我是 morning person，每天 «V:morn» 就 online 了
每天 «V:aft» 走路去地铁站，用手机 ack
每周一 «V:eve» 攀岩，laptop 放车里
周二周四 «V:aft» 我要接老爸去社区活动中心，这两个 slot 别排我
每天晚上 «V:eve» 哄娃，之后 back online
我每周日 «V:eve» 跟爸妈 video call，ack 会慢一点
每天 «V:morn» 起床，最早这个点能 respond page
weekend 我一般 «V:morn» 才起，weekend on-call 请排下午
我每周一三五 «V:eve» yoga，手机静音，page 二线
""")

T["geo", "en"] = _tpls(r"""
PagerDuty mobile: the responder's last location was «V:coord» when they acked.
Ship the YubiKey to my ZIP «V:zip», same street as before.
Opsgenie geo-routing: engineer home cell «V:geohash» (geohash), nearest DC us-west-2.
Working remotely this week from «V:coord», Starlink is flaky.
{"responder":"«uid»","lat_lon":"«V:coord»","accuracy_m":12}
on-call stipend zone is based on postcode: mine is «V:ukpc».
Customer says the app fails only at home, postcode «V:ukpc»; looks like an ISP routing issue.
Google Maps pin for my place (if the bridge dies and you need to send someone): https://maps.google.com/?q=«V:coord_nospace»
plus code for the cabin I'm on call from this week: «V:plus»
tenant,home_zip,rotation⏎«uid»,«V:zip»,primary
The fraud model flagged the login because device GPS «V:coord» was 800 km from the billing address.
Address verification returned ZIP+4 «V:zip4» for the customer's home.
my postcode is «V:ukpc» for the courier
Location share from the on-call during the power cut: «V:coord_dms»
Sentry breadcrumb leaked the user's geolocation: lat/lng «V:coord»
Expense: home internet for on-call, service ZIP «V:zip»
«V:coord» -- that's where the responder was when the pager app crashed, per the Android bug report.
Tracking shows the token parcel stuck at the depot for postcode «V:ukpc».
[«ts»] INFO geo-api reverse lookup tenant=«uid» loc=«V:coord» result=residential
| responder | last fix |⏎|---|---|⏎| primary | «V:coord» |
I'm at home near «V:plus» if anyone needs to drop off the spare laptop.
geohash precision 9 («V:geohash») is way too precise to store for our users, truncate to 5.
Customer said the outage affects their home at ZIP «V:zip» only; CDN edge mapping issue.
Check-in from the DR drill volunteer at «V:coord_dms»
home:⏎  postcode: "«V:ukpc»"⏎  tz: Europe/London
POSTCODE «V:ukpc»  PARCEL 1/1  SIGNATURE REQ (OCR of the courier slip)
GPS from the on-call phone: «V:coord» (accuracy 8 m)
Address lookup by ZIP «V:zip» returned 3 candidates; the customer picked the wrong one.
https://www.google.com/maps/@«V:coord_nospace»,17z -- please don't share your home location in the incident channel
The rota tool stores home_geohash=«V:geohash» for every responder, which privacy flagged.
Remote hands need the engineer's exact location for the hardware handoff: «V:coord»
my zip is «V:zip» btw, for the on-call care package
Shipping the spare pager phone to my folks' place, ZIP «V:zip4», for the holiday rotation.
""")

T["geo", "zh"] = _tpls(r"""
值班 App 记录的最后定位：«V:coord»
备用 YubiKey 寄到家里，邮编 «V:cnpc»。
居家值班定位：«V:coord»，网络是移动宽带。
{"tenant":"«uid»","location":"«V:coord»","accuracy":15}
值班补贴按地区发放，我家邮编 «V:cnpc»。
风控拦截：登录定位 «V:coord» 与常用地相距 1200 公里。
geohash «V:geohash» 精度太高，存储前应截断到 5 位。
地图分享：我在 «V:coord»，备用电脑送到这里
客户反馈只有在家（邮编 «V:cnpc»）访问失败，怀疑运营商路由问题。
日志：«ts» INFO 逆地理编码 tenant=«uid» loc=«V:coord» 结果=住宅区
| 值班人 | 最后定位 |⏎|---|---|⏎| 一线 | «V:coord» |
语音转文字 邮编是 «V:cnpc» 寄到家里就行
Sentry 面包屑泄露了用户定位：经纬度 «V:coord»
快递卡在 «V:cnpc» 这个邮编的网点了
演练志愿者签到位置：«V:coord»
排班系统里每个人都存了 home_geohash=«V:geohash»，隐私评审没通过
家庭信息：⏎home:⏎  postcode: "«V:cnpc»"⏎  tz: Asia/Shanghai
OCR 快递单：邮编 «V:cnpc»
家庭宽带报销：装机地址邮编 «V:cnpc»
值班手机 GPS：«V:coord»（精度 8 米）
«V:coord» 是 pager App 崩溃时值班同学所在的位置（来自 Android 崩溃报告）。
Plus Code：«V:plus»，我这周在这里远程值班
地图链接：https://uri.amap.com/marker?position=«V:coord_lonlat»
风控模型命中：设备定位 «V:coord» 与收货地址不一致
用户信息导出：⏎租户ID,家庭邮编,岗位⏎«uid»,«V:cnpc»,一线
停电期间值班同学共享的位置：«V:coord_dms»
客户投诉时附带了定位截图，坐标 «V:coord»
我家附近的 Plus Code 是 «V:plus»，需要送设备可以用
快递地址校验：邮编 «V:cnpc» 与所填区县不一致
逆地理编码缓存 key=geo:«V:geohash»
驻场交接需要值班工程师的精确位置：«V:coord»
我的邮编 «V:cnpc»，发票寄过来就行
老家的定位是 «V:coord»，春节值班期间网络可能不稳定
""")

T["geo", "mixed"] = _tpls(r"""
pager app 最后的 location 是 «V:coord»，ack 的时候记录的
YubiKey 寄到家，邮编 «V:cnpc»
opsgenie geo-routing: home geohash «V:geohash»，nearest DC cn-shanghai
这周 remote 在 «V:coord»，网络 flaky
{"responder":"«uid»","lat_lon":"«V:coord»"} 这个字段不应该存
on-call stipend 按 postcode 算，我的是 «V:ukpc»
customer 说只有在家 (邮编 «V:cnpc») 访问失败，ISP routing 问题
maps pin: https://maps.google.com/?q=«V:coord_nospace» 万一 bridge 断了可以派人来
plus code «V:plus»，这周在这里 on-call
CSV:⏎tenant,home_zip⏎«uid»,«V:zip»
fraud model 拦了这次 login，device GPS «V:coord» 离常用地 800 km
my postcode «V:ukpc»，courier 用
停电时 on-call 分享的位置 «V:coord_dms»
Sentry breadcrumb 泄露了 user 定位 «V:coord»
«V:coord» 是 pager app crash 时的位置，Android bug report 里的
快递卡在邮编 «V:cnpc» 的网点，token 还没到
[«ts»] INFO reverse geocode tenant=«uid» loc=«V:coord» result=residential
| responder | last fix |⏎|---|---|⏎| primary | «V:coord» |
geohash precision 9 («V:geohash») 太精确了，truncate 到 5
DR drill volunteer 签到位置 «V:coord»
home:⏎  postcode: "«V:cnpc»"⏎  tz: Asia/Shanghai
OCR 快递单 POSTCODE «V:ukpc»
on-call phone GPS «V:coord» (accuracy 8m)
amap link: https://uri.amap.com/marker?position=«V:coord_lonlat» 备用电脑送这里
rota tool 给每个 responder 存了 home_geohash=«V:geohash»，privacy review 没过
remote hands 需要 engineer 的精确 location：«V:coord»
我家邮编 «V:cnpc»，invoice 寄过来
expense: 家庭宽带 for on-call，ZIP «V:zip»
地址 lookup by ZIP «V:zip4» 返回 3 个 candidate
老家定位 «V:coord»，春节 on-call 网络可能不稳
客户截图里的坐标 «V:coord»，说只有在家 app 打不开
https://www.google.com/maps/@«V:coord_nospace»,17z 别在 incident channel 里发自己家的位置
""")

for _k in (("person_name", "zh"), ("address", "zh")):
    T[_k] = _cjk_tight(T[_k])


# ---------------------------------------------------------------------------------------------
# benign texts: same domain, no personal or secret value; must pass unchanged
# ---------------------------------------------------------------------------------------------
B = {}

B["en"] = _tpls(r"""
Incident «inc» timeline (UTC)⏎«t1» «alert» fired for «svc» in «reg»⏎«t2» primary on-call acked⏎«t3» rollback to «ver» started⏎«t4» error rate back under 1%
sum(rate(http_requests_total{job="«svc»",code=~"5.."}[5m])) / sum(rate(http_requests_total{job="«svc»"}[5m])) > 0.05
Change «chg»: bump «svc» from «ver» to «ver2», canary 10% in «cl», rollback plan: helm rollback «svc» «n»
The maintenance window is every Sunday 02:00-04:00 UTC; the status page posts a notice 48 hours ahead.
Support desk hours are 09:00-18:00 CET, Monday to Friday. Outside those hours SEV1s go through PagerDuty.
env:⏎  - name: DB_PASSWORD⏎    valueFrom:⏎      secretKeyRef:⏎        name: «svc»-db⏎        key: password
resource "aws_db_instance" "main" {⏎  engine         = "postgres"⏎  engine_version = "16.3"⏎  instance_class = "db.r6g.xlarge"⏎  password       = var.db_password⏎}
- uses: aws-actions/configure-aws-credentials@v4⏎  with:⏎    aws-access-key-id: ${{ secrets.AWS_ACCESS_KEY_ID }}⏎    aws-secret-access-key: ${{ secrets.AWS_SECRET_ACCESS_KEY }}⏎    aws-region: «reg»
Postmortem «inc»: root cause was a pool of 20 connections x 6 replicas against max_connections=100; the fix adds PgBouncer and lowers the pool to 12.
{"status":"firing","labels":{"alertname":"«alert»","namespace":"«ns»","severity":"warning"},"startsAt":"«ts»","fingerprint":"«hex16»"}
Image pinned by digest: registry.«reg».internal/«svc»@sha256:«hex64»
trace_id=«hex32» span_id=«hex16» service=«svc» status=ERROR duration_ms=«ms»
p99 latency for «svc» went from 180 ms to «ms» ms between 14:05 and 14:22 UTC, then recovered after the cache warmed.
Password policy for service accounts: minimum 24 characters, rotated every 90 days by Vault; humans log in through SSO only.
The nightly backup job runs at 03:15 UTC and usually finishes in about 40 minutes.
Kafka consumer lag on orders.v2 peaked at 1.2M messages; partitions 0-11, consumer group «svc»-cg.
Jenkins job «svc»-deploy #«n4» failed at stage "helm lint"; retried after bumping the chart to «ver».
ansible_become_password: "{{ vault_become_password }}"
The «reg» NAT gateway cost $«amt» last month; a gateway endpoint for S3 should save about 60%.
Runbook: if «alert» fires, run kubectl get pods -n «ns» -o wide, then kubectl describe pod and look for OOMKilled.
SLO: 99.9% availability over 28 days is a 40m 19s error budget; «svc» has burned «pct»% of it so far.
Release «ver»: Go 1.22.5, OpenTelemetry SDK 1.28.0, fixes CVE-2024-24790 in net/netip.
The AWS Health Dashboard reported elevated Lambda error rates in us-east-1 from 18:52 to 21:14 PDT.
"Hope is not a strategy" -- from the Google SRE book edited by Betsy Beyer, Chris Jones, Jennifer Petoff and Niall Richard Murphy.
Jenkins, Sentry, Harbor, Loki, Thanos, Tempo, Cassandra, Argo CD, Kiali and Jaeger all restarted cleanly after the node drain.
Ticket «jira»: order «order» stuck in PENDING; root cause was an idempotency key collision, fixed in «ver».
Capacity plan: 3 x m6i.2xlarge (8 vCPU, 32 GiB) per AZ, target CPU 55%, 2.5x headroom for Black Friday.
Firewall rule «n4»: allow tcp/«port» from 10.0.0.0/8 to sg-«hex8»; expires «date».
Chaos drill on «date»: killed 1 of 3 etcd members; leader election took 1.8 s and no writes were lost.
| service | version | owner team |⏎|---|---|---|⏎| «svc» | «ver» | «team» |
# .env.example⏎DB_HOST=localhost⏎DB_PORT=5432⏎DB_USER=⏎DB_PASSWORD=⏎LOG_LEVEL=info
curl -s 'http://localhost:9090/api/v1/query?query=up{job="node"}' | jq '.data.result | length'
Certificate for *.«reg».example.com expires in 14 days; cert-manager renewal failed with ACME error 429.
The Dublin office is open 08:30-17:30 and the Shanghai office opens at 09:00 CST; the NOC itself is staffed 24/7.
Production deploys are frozen from Dec 20 to Jan 3; emergency changes need CAB approval.
Q3 availability was 99.982%; the only SEV1 was on Aug 14 (47 minutes, «svc»).
OOMKilled: container «svc» exceeded its 512Mi memory limit; raised to 1Gi in «chg».
DNS TTL lowered from 3600 to 60 ahead of the cutover; Route 53 health check id «uuid».
Pager storm: 312 alerts in 9 minutes, grouped by [alertname, cluster] into 4 incidents by Alertmanager.
Customer impact: about 3.4% of EU checkout attempts failed between 13:10 and 13:52 UTC; refunds are automatic.
path "secret/data/«ns»/*" {⏎  capabilities = ["read", "list"]⏎}
replicaCount: 3⏎resources:⏎  limits:⏎    cpu: 500m⏎    memory: 1Gi⏎image:⏎  tag: «ver»
git bisect pointed at «hex40»; the regression was a missing index on orders(created_at).
Early-morning alerts cluster around the batch window; most are noisy disk-usage warnings on log volumes.
Failed job «uuid» was retried automatically on the next cron tick and succeeded.
upstream timed out (110: Connection timed out) while reading response header from upstream, upstream: "http://10.42.«n».«n2»:8080/api/v2/cart"
Rotation policy: primary and secondary rotate weekly on Mondays, with a follow-the-sun handover between EMEA and APAC.
NTP drift on «node» reached 250 ms; chronyd restarted and drift is back under 5 ms.
Bucket «bucket» has versioning on and a 30-day lifecycle rule for noncurrent objects.
Error budget policy: burn rate above 14.4 over 1h pages; above 6 over 6h opens a ticket.
Disk usage on /var/lib/docker hit 91%; pruned dangling images and freed 38 GiB.
Opsgenie team "«team»" routing: P1 -> phone call, P2 -> push, P3 -> email digest.
AWS Support case «case»: EBS volume vol-«hex17» stuck in "optimizing" for 6 hours.
Brendan Gregg's USE method (utilization, saturation, errors) is the first checklist in our latency runbook.
Kelsey Hightower's "Kubernetes the Hard Way" is still the onboarding exercise for new SREs.
kubectl -n «ns» rollout undo deployment/«svc» --to-revision=«n»
Grafana alert rule: avg_over_time(node_load5[10m]) / count(node_cpu_seconds_total{mode="idle"}) by (instance) > 2
Victoria Metrics retention is 13 months; Prometheus keeps 15 days locally with remote_write enabled.
The status page said "Investigating" at 10:02, "Identified" at 10:19 and "Resolved" at 11:05 (all UTC).
Late at night the batch ETL competes with the compaction jobs; we moved compaction to the weekend.
Opening hours of the Frankfurt colo reception: weekdays 07:00-19:00, escorted access outside those hours.
""")

B["zh"] = _tpls(r"""
故障 «inc» 时间线（北京时间）⏎«t1» «alert» 告警触发⏎«t2» 一线值班确认⏎«t3» 开始回滚至 «ver»⏎«t4» 错误率恢复到 1% 以下
变更单 «chg»：«svc» 从 «ver» 升级到 «ver2»，灰度 10%，回滚方案已评审通过。
维护窗口为每周日凌晨 2 点到 4 点，提前 48 小时在状态页公告。
客服热线服务时间为工作日 9:00-18:00，非工作时间的 P1 故障走值班流程。
K8s 配置片段：⏎env:⏎  - name: DB_PASSWORD⏎    valueFrom:⏎      secretKeyRef:⏎        name: «svc»-db⏎        key: password
复盘结论：连接池配置为 20，6 个副本叠加后超过了数据库 max_connections=100，后续接入 PgBouncer 并把连接池调到 12。
【P2】«alert» 命名空间 «ns» 集群 «cl» 持续 5 分钟，当前值 «pct»%
密码策略：服务账号密码至少 24 位，每 90 天由 Vault 自动轮换，员工统一走 SSO 登录。
每晚 3 点 15 分执行全量备份，一般 40 分钟左右完成。
Kafka 消费积压峰值 120 万条，消费组 «svc»-cg，分区 0-11。
运维手册：«alert» 告警触发后，先执行 kubectl get pods -n «ns» -o wide，查看是否有 OOMKilled。
本季度可用性 99.982%，唯一一次 P1 故障发生在 8 月 14 日，持续 47 分钟。
SLO：28 天 99.9% 可用性，对应错误预算 40 分 19 秒，«svc» 已消耗 «pct»%。
镜像已按摘要固定：registry.«reg».internal/«svc»@sha256:«hex64»
链路 trace_id=«hex32»，耗时 «ms» 毫秒，状态 ERROR，服务 «svc»。
ECS 实例 i-«hex17» 磁盘使用率 91%，已清理悬空镜像，释放 38 GiB。
夜莺告警规则：磁盘使用率大于 85% 持续 10 分钟发 P3，大于 95% 发 P1。
华为云、腾讯云、阿里云负载均衡的健康检查默认间隔分别是 5 秒、5 秒和 2 秒。
工单 «jira»：订单 «order» 卡在待支付状态，原因是幂等键冲突，已在 «ver» 修复。
容量规划：每个可用区 3 台 8 核 32G，目标 CPU 55%，双十一按 2.5 倍预留。
凌晨的告警大多是日志盘使用率的噪音告警，建议把阈值从 80% 调到 90%。
春节封网：1 月 20 日至 2 月 5 日禁止非紧急变更，紧急变更需 CAB 审批。
| 服务 | 版本 | 负责团队 |⏎|---|---|---|⏎| «svc» | «ver» | «team» |
证书 *.example.cn 将在 14 天后过期，cert-manager 续期失败，ACME 返回 429。
值班制度：一线、二线每周一轮换，APAC 与 EMEA 之间采用跟随太阳模式交接。
飞书告警模板：【{{ .Status }}】{{ .Labels.alertname }} 于 {{ .StartsAt }} 触发，详情见 {{ .GeneratorURL }}
Ansible 变量：ansible_become_password: "{{ vault_become_password }}"
DNS TTL 从 3600 调到 60，切换完成后再改回 3600。
混沌演练：«date» 杀掉 3 个 etcd 成员中的 1 个，选主耗时 1.8 秒，没有写入丢失。
上海机房与北京机房之间专线延迟 27ms，丢包率 0.01%。
OOMKilled：容器 «svc» 超出内存限制 512Mi，已在 «chg» 中调整为 1Gi。
NTP 时钟漂移达到 250 毫秒，重启 chronyd 后恢复到 5 毫秒以内。
Nginx 报错：upstream timed out (110: Connection timed out)，上游 10.42.«n».«n2»:8080
成本分析：«reg» 的 NAT 网关上月费用 ¥«amt»，改走网关终端节点预计节省 60%。
张江、漕河泾、望京和西二旗的办公区都接入了同一套 SD-WAN。
.env.example 示例：⏎DB_HOST=localhost⏎DB_PASSWORD=⏎LOG_LEVEL=info
PromQL：histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{job="«svc»"}[5m])))
故障影响：欧洲区约 3.4% 的下单请求在 13:10 至 13:52 之间失败，系统已自动退款。
git bisect 定位到提交 «hex40»，原因是 orders(created_at) 缺少索引。
灾备切换演练每季度一次，上次 RTO 为 18 分钟，RPO 为 0。
游戏大版本更新当天，CDN 带宽峰值通常是平时的 3 倍，需要提前扩容。
告警收敛：9 分钟内 312 条告警，按 alertname 和 cluster 分组后合并为 4 个事件。
Redis 主从切换耗时 12 秒，哨兵配置 down-after-milliseconds 5000。
任务 «uuid» 执行失败，已在下一个调度周期自动重试成功。
机房门禁系统升级期间，所有人需刷工牌进入，访客需提前一天登记。
每周一上午的变更评审会讨论本周所有 P1、P2 级别的变更。
火山引擎、百度智能云和京东云的对象存储都兼容 S3 API。
Vault 策略：path "secret/data/«ns»/*" { capabilities = ["read"] }
云盘 IOPS 上限 3000，突发 16000，gp3 卷默认吞吐 125 MiB/s。
状态页公告：«date» 凌晨 2:00-4:00 进行数据库升级，期间支付功能可能短暂不可用。
正如 Brendan Gregg 在《性能之巅》里说的，先用 USE 方法把资源瓶颈排除掉。
回滚命令：kubectl -n «ns» rollout undo deployment/«svc» --to-revision=«n»
雷军在发布会上提到的新机型上市当天，商城流量是平时的 8 倍，我们提前扩了 40 个 Pod。
深夜的批处理任务和压缩任务抢资源，已经把压缩任务挪到周末。
法兰克福机房前台开放时间为工作日 7:00-19:00，其余时间需陪同进入。
状态页记录：10:02 调查中，10:19 已定位，11:05 已恢复（北京时间）。
""")

B["mixed"] = _tpls(r"""
incident «inc» timeline⏎«t1» «alert» fired，«svc» in «reg»⏎«t2» primary ack⏎«t3» 开始 rollback 到 «ver»⏎«t4» error rate 回到 1% 以下
change «chg»：«svc» 从 «ver» bump 到 «ver2»，canary 10%，rollback plan 已 review
maintenance window 是每周日 02:00-04:00 UTC，status page 提前 48h 公告
support desk 工作时间 09:00-18:00 CET，周一到周五，其余时间 SEV1 走 PagerDuty
env 里用 secretKeyRef 引用 DB_PASSWORD，name 是 «svc»-db，key 是 password，不要写明文
postmortem «inc»：connection pool 20 × 6 replicas 超过了 max_connections=100，加 PgBouncer 之后解决
alert payload: {"alertname":"«alert»","namespace":"«ns»","severity":"warning","startsAt":"«ts»"}
password policy：service account 至少 24 位，Vault 每 90 天 rotate，人一律走 SSO
nightly backup 每天 03:15 UTC 跑，大概 40 分钟
Kafka consumer lag 峰值 1.2M，consumer group «svc»-cg，partition 0-11
runbook：«alert» 触发之后先 kubectl get pods -n «ns» -o wide 看有没有 OOMKilled
Q3 availability 99.982%，唯一的 SEV1 在 8 月 14 日，47 分钟
SLO 99.9% / 28d，error budget 40m19s，«svc» 已经 burn 了 «pct»%
镜像按 digest pin 住：registry.«reg».internal/«svc»@sha256:«hex64»
trace_id=«hex32» 这条 span 耗时 «ms» ms，status ERROR
夜莺 alert rule：disk usage > 85% 持续 10min 发 P3，> 95% 发 P1
ticket «jira»：order «order» 卡在 PENDING，idempotency key 冲突，«ver» 修了
capacity plan：每个 AZ 3 台 m6i.2xlarge，target CPU 55%，双十一 2.5x headroom
凌晨的 alert 基本都是 log volume 的 disk usage 噪音，threshold 调到 90%
春节 deploy freeze：1/20 到 2/5，emergency change 走 CAB
| service | version | owner |⏎|---|---|---|⏎| «svc» | «ver» | «team» |
cert *.example.com 14 天后过期，cert-manager renew 失败，ACME 429
rotation policy：primary/secondary 每周一 rotate，EMEA ↔ APAC follow-the-sun
飞书 alert template：【{{ .Status }}】{{ .Labels.alertname }} 在 {{ .StartsAt }} 触发
ansible_become_password: "{{ vault_become_password }}" 这样引用就行，不要写明文
DNS TTL 从 3600 降到 60，cutover 完再改回去
chaos drill «date»：kill 1/3 etcd member，leader election 1.8s，没丢 write
上海 ↔ 北京专线 latency 27ms，packet loss 0.01%
OOMKilled：«svc» 超过 512Mi limit，«chg» 里调到 1Gi
NTP drift 到 250ms 了，restart chronyd 之后 < 5ms
nginx: upstream timed out (110)，upstream 10.42.«n».«n2»:8080，先看 HPA
NAT gateway 上个月花了 $«amt»，S3 走 gateway endpoint 能省 60%
.env.example:⏎DB_HOST=localhost⏎DB_PASSWORD=⏎LOG_LEVEL=info
p99 的 PromQL 用这个：histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{job="«svc»"}[5m])))
customer impact：EU 大约 3.4% checkout 在 13:10-13:52 UTC 失败，refund 自动处理
git bisect 定位到 «hex40»，orders(created_at) 少了 index
DR drill 每季度一次，上次 RTO 18 min，RPO 0
pager storm：9 分钟 312 条 alert，Alertmanager group_by [alertname, cluster] 合成 4 个 incident
Redis failover 12s，sentinel down-after-milliseconds 5000
job «uuid» 失败了，下一个 cron tick 自动 retry 成功
Jenkins、Sentry、Harbor、Loki、Thanos、Jaeger 在 node drain 之后都正常 restart 了
Vault policy: path "secret/data/«ns»/*" { capabilities = ["read"] }
gp3 默认 3000 IOPS、125 MiB/s，突发不用另外付费
status page：«date» 02:00-04:00 UTC 数据库升级，payment 可能短暂 unavailable
Brendan Gregg 的 USE method 是我们 latency runbook 的第一个 checklist
Kelsey Hightower 的 Kubernetes the Hard Way 还是新人 onboarding 的练习
kubectl -n «ns» rollout undo deployment/«svc» --to-revision=«n» 先回滚再查
AWS Health Dashboard 显示 us-east-1 Lambda error rate 升高，18:52 到 21:14 PDT
Frankfurt colo 前台 weekday 07:00-19:00 开放，其他时间要 escort
深夜 batch ETL 跟 compaction 抢资源，compaction 挪到 weekend 了
Victoria Metrics retention 13 个月，Prometheus 本地只留 15 天
firewall rule «n4»：allow tcp/«port» from 10.0.0.0/8，«date» 过期
""")


# ---------------------------------------------------------------------------------------------
# builders
# ---------------------------------------------------------------------------------------------
_CACHE = {}


def _fakers():
    from faker import Faker

    return Faker("en_US"), Faker("en_GB"), Faker("zh_CN")


def _build():
    """(Sample, kind) for every planted value, deterministic."""
    us, gb, zh = _fakers()
    out = []
    for ci, cat in enumerate(CATEGORIES):
        for li, lang in enumerate(LANGS):
            seed = BASE_SEED + ci * 3 + li
            rng = random.Random(seed)
            us.seed_instance(seed + OFF + 1)
            gb.seed_instance(seed + OFF + 2)
            zh.seed_instance(seed + OFF + 3)
            ctx = _Ctx(rng, us, gb, zh, lang)
            tpls = T[cat, lang]
            seen, order, made, tries = set(), [], 0, 0
            while made < PER_CELL:
                if not order:
                    order = list(range(len(tpls)))
                    rng.shuffle(order)
                text, s, e, kind = _render(tpls[order.pop()], cat, ctx)
                tries += 1
                if text in seen and tries < PER_CELL * 5:
                    continue
                seen.add(text)
                out.append((Sample(text=text, category=cat, lang=lang, start=s, end=e), kind))
                made += 1
    return out


def samples() -> list[Sample]:
    if "s" not in _CACHE:
        _CACHE["s"] = [s for s, _ in _build()]
    return list(_CACHE["s"])


def benign_with_lang() -> list[tuple[str, str]]:
    if "b" in _CACHE:
        return list(_CACHE["b"])
    res = []
    for i, lang in enumerate(LANGS):
        rng = random.Random(BENIGN_SEED + i)
        ctx = _Ctx(rng, None, None, None, lang)
        tpls = B[lang]
        seen, order, tries = set(), [], 0
        while len(seen) < BENIGN_PER_LANG:
            k = 1 if rng.random() < 0.6 else 2
            parts = []
            for _ in range(k):
                if not order:
                    order = list(range(len(tpls)))
                    rng.shuffle(order)
                parts.append(_render(tpls[order.pop()], None, ctx)[0])
            text = "\n".join(parts)
            tries += 1
            assert tries < BENIGN_PER_LANG * 20
            if text in seen:
                continue
            seen.add(text)
            res.append((lang, text))
    _CACHE["b"] = res
    return list(res)


# ---------------------------------------------------------------------------------------------
# self-check
# ---------------------------------------------------------------------------------------------
if __name__ == "__main__":
    import collections
    import time

    t0 = time.time()
    built = _build()
    assert [s for s, _ in built] == [s for s, _ in _build()], "not deterministic"
    ss = samples()
    assert ss == samples()
    assert len(ss) == PER_CELL * len(CATEGORIES) * len(LANGS) == 9000, len(ss)
    cells = collections.Counter((s.category, s.lang) for s in ss)
    assert all(cells[(c, l)] == PER_CELL for c in CATEGORIES for l in LANGS), cells
    for cat in CATEGORIES:
        for lang in LANGS:
            assert len(T[cat, lang]) >= 30, (cat, lang, len(T[cat, lang]))
            assert sum(t.count("«V") for t in T[cat, lang]) == len(T[cat, lang]), (cat, lang, "one «V» per template")
    checks = collections.Counter()
    for s, kind in built:
        v = s.value
        assert 0 <= s.start < s.end <= len(s.text), s
        assert v and v == v.strip(), (s, v)
        assert s.text[s.start : s.end] == v
        assert "«" not in s.text and "»" not in s.text and "⏎" not in s.text, s.text
        if s.category == "financial" and kind in ("card", "amex", "cn_card"):
            assert luhn_ok(v), v
            checks["luhn"] += 1
        if s.category == "financial" and kind == "iban":
            assert iban_ok(v), v
            checks["iban"] += 1
        if s.category == "government_id" and kind in ("cnid", "cnid_x"):
            assert cnid_ok(v), v
            checks["cnid"] += 1
        if s.category == "government_id" and kind == "sin":
            assert luhn_ok(v), v
            checks["sin"] += 1
        if s.category == "government_id" and kind == "cnid_x":
            assert v.endswith("X"), v
    dup = len(ss) - len({s.text for s in ss})
    bb = benign_with_lang()
    assert bb == benign_with_lang()
    bc = collections.Counter(l for l, _ in bb)
    assert all(bc[l] == BENIGN_PER_LANG for l in LANGS), bc
    assert len({t for _, t in bb}) == len(bb)
    for _, t in bb:
        assert "«" not in t and "»" not in t and "⏎" not in t, t
    print(f"samples: {len(ss)} ({len(cells)} cells x {PER_CELL}); duplicate texts: {dup}")
    print(f"benign: {len(bb)} " + ", ".join(f"{l}={bc[l]}" for l in LANGS))
    print("validated:", dict(checks))
    print("templates per cell:", min(len(v) for v in T.values()), "-", max(len(v) for v in T.values()), "; benign templates:", {l: len(B[l]) for l in LANGS})
    show = random.Random(7)
    for cat in CATEGORIES:
        for lang in LANGS:
            cell = [s for s in ss if s.category == cat and s.lang == lang]
            for s in show.sample(cell, 2):
                print(f"--- {cat}/{lang} value={s.value!r}\n{s.text}")
    for lang in LANGS:
        for _, t in show.sample([x for x in bb if x[0] == lang], 2):
            print(f"--- benign/{lang}\n{t}")
    print(f"ok in {time.time() - t0:.1f}s")
