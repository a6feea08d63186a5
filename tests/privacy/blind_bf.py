# ruff: noqa
"""Blind evaluation corpus BF: research studies and their participants.

Domain: clinical-trial screening logs and case report forms (CRFs), user-research interview
notes and recruiting spreadsheets, survey panels and incentive payouts (gift cards, 被试费),
consent forms, lab sign-up sheets, REDCap / Qualtrics / LimeSurvey exports, 问卷星 and
被试招募 posts, EMA / field-study diaries, passive-sensing GPS exports, data-sharing
agreements and de-identification mistakes, in English, Chinese and code-switched
English/Chinese.

Styles: prose notes from research assistants, Slack/WeChat chat with typos, e-mails with
headers, CRF and consent form fields, screening-log CSV rows, Qualtrics/REDCap JSON exports,
YAML and .env configuration of survey sync jobs, server and mailer logs, markdown tables,
OCR-ish scans of paper sign-up sheets, voice-memo transcripts without punctuation, R/Python
snippets, and code-switched lab-group messages; values appear at the start, middle and end of
texts, with and without cue words.

Written blind: the author never read the gate's source, its tests, other corpora or the
repository history, and never ran the gate. Only the contract in blind_common.py was read.

Seeds: BASE_SEED = 20260115; cell c (c = category index * 3 + language index) uses
random.Random(BASE_SEED + c); Faker en_US / en_GB / zh_CN are re-seeded per cell with
BASE_SEED + c + OFF + 1 / + 2 / + 3 where OFF = 9600; benign language i uses
random.Random(BENIGN_SEED + i) with BENIGN_SEED = 93315.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
import uuid

from faker import Faker

try:
    from .blind_common import CATEGORIES, LANGS, Sample
except ImportError:  # run as a script
    import os, sys

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

BASE_SEED = 20260115
OFF = 9600
BENIGN_SEED = 93315
PER_CELL = 250
BENIGN_PER_LANG = 400

_UP = string.ascii_uppercase
_LO = string.ascii_lowercase
_DG = string.digits
_AN = string.ascii_letters + string.digits
_URL = _AN + "-_"
_B64 = _AN + "+/"
_HEX = "0123456789abcdef"


def _rs(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def _b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def _rbytes(r, n):
    return bytes(r.getrandbits(8) for _ in range(n))


def _uuid(r):
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


# --------------------------------------------------------------------------- checksums
def _luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def _luhn_ok(num):
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def _iban(cc, bban):
    check = 98 - _iban_num(bban + cc + "00") % 97
    return f"{cc}{check:02d}{bban}"


def _iban_ok(iban):
    s = iban.replace(" ", "")
    return _iban_num(s[4:] + s[:4]) % 97 == 1


_CNID_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def _cnid_check(body17):
    return "10X98765432"[sum(int(a) * b for a, b in zip(body17, _CNID_W)) % 11]


def _cnid_ok(v):
    return len(v) == 18 and v[:17].isdigit() and _cnid_check(v[:17]) == v[17]


_ABA_PRE = ("011 021 026 031 036 041 043 044 051 053 054 061 063 067 071 072 075 081 091 101 104 107 111 113 "
            "121 122 211 221 231 241 251 256 261 263 267 271 281 291 301 311 314 321").split()


def _aba(r):
    while True:
        d = [int(x) for x in r.choice(_ABA_PRE)] + [r.randint(0, 9) for _ in range(5)]
        for c in range(10):
            ds = d + [c]
            if (3 * (ds[0] + ds[3] + ds[6]) + 7 * (ds[1] + ds[4] + ds[7]) + ds[2] + ds[5] + ds[8]) % 10 == 0:
                return "".join(map(str, ds))


# --------------------------------------------------------------------------- geo helpers
_OLC = "23456789CFGHJMPQRVWX"


def _pluscode(lat, lng):
    lat = min(max(lat, -90.0), 89.9999) + 90.0
    lng = ((lng + 180.0) % 360.0)
    code, res = "", 20.0
    for i in range(5):
        a, b = int(lat // res), int(lng // res)
        lat -= a * res
        lng -= b * res
        code += _OLC[a] + _OLC[b]
        res /= 20.0
        if i == 3:
            code += "+"
    return code


_GH = "0123456789bcdefghjkmnpqrstuvwxyz"


def _geohash(lat, lon, n):
    la, lo = [-90.0, 90.0], [-180.0, 180.0]
    out, ch, bit, even = "", 0, 0, True
    while len(out) < n:
        rng_, v = (lo, lon) if even else (la, lat)
        mid = (rng_[0] + rng_[1]) / 2
        if v > mid:
            ch |= 1 << (4 - bit)
            rng_[0] = mid
        else:
            rng_[1] = mid
        even = not even
        bit += 1
        if bit == 5:
            out += _GH[ch]
            bit, ch = 0, 0
    return out


# city -> (lat, lon, zip prefixes / postcode outward codes)
_US_GEO = {
    "Pittsburgh, PA": (40.4406, -79.9959, ["15213", "15217", "15232", "15206", "15224"]),
    "Ann Arbor, MI": (42.2808, -83.7430, ["48103", "48104", "48105", "48108"]),
    "Austin, TX": (30.2672, -97.7431, ["78705", "78704", "78751", "78723"]),
    "Durham, NC": (35.9940, -78.8986, ["27705", "27701", "27707"]),
    "Madison, WI": (43.0731, -89.4012, ["53703", "53705", "53711"]),
    "Seattle, WA": (47.6062, -122.3321, ["98105", "98103", "98115", "98122"]),
    "Baltimore, MD": (39.2904, -76.6122, ["21218", "21211", "21224"]),
}
_UK_GEO = {
    "Leeds": (53.8008, -1.5491, ["LS6", "LS2", "LS8", "LS11", "LS17"]),
    "Manchester": (53.4808, -2.2426, ["M13", "M14", "M20", "M21", "M4"]),
    "Bristol": (51.4545, -2.5879, ["BS6", "BS7", "BS3", "BS8"]),
    "Glasgow": (55.8642, -4.2518, ["G12", "G11", "G41", "G3"]),
    "Sheffield": (53.3811, -1.4701, ["S10", "S11", "S7", "S2"]),
}
_CN_GEO = {
    "上海": (31.2304, 121.4737, ["200433", "200030", "200062", "201203", "200092"]),
    "北京": (39.9042, 116.4074, ["100871", "100084", "100029", "100020", "100191"]),
    "杭州": (30.2741, 120.1551, ["310058", "310012", "310027", "311121"]),
    "成都": (30.5728, 104.0668, ["610041", "610065", "610017", "611731"]),
    "武汉": (30.5928, 114.3055, ["430072", "430074", "430061"]),
    "广州": (23.1291, 113.2644, ["510631", "510275", "510620"]),
    "南京": (32.0603, 118.7969, ["210093", "210008", "210046"]),
}
_CITY_EN = {"Pittsburgh, PA": "Pittsburgh", "Ann Arbor, MI": "Ann Arbor", "Austin, TX": "Austin",
            "Durham, NC": "Durham", "Madison, WI": "Madison", "Seattle, WA": "Seattle",
            "Baltimore, MD": "Baltimore"}
_W3W = ("index home raft lamp cedar spoon orbit pillow hatch meadow saddle tiger velvet brick "
        "candle rowing frost juggle kettle lantern marble nectar pebble quiet ribbon sketch "
        "timber umbrella walnut yonder zipper crisp ladder").split()

# --------------------------------------------------------------------------- name pools
_PY_SUR = ("wang li zhang liu chen yang huang zhao wu zhou xu sun ma zhu hu guo he lin gao luo "
           "zheng liang xie song tang han feng deng cao peng zeng xiao tian dong pan yuan cai jiang").split()
_PY_GIV = ("wei fang min jing li qiang lei jun yang yan jie tao ming chao xiu xia hui yu ting hao "
           "yi xin yue kai ning rui jia chen lin bo han zihan yutong haoran xinyi shuang mengqi "
           "ziyu jiayi wenjing junjie").split()
_EN_FIRST_CN = ("Kevin Amy Jason Vivian Eric Cathy Leo Grace Tony Cindy Jack Iris Frank Lily "
                "Ryan Joyce Sean Tina").split()


def _py_name(r):
    return r.choice(_PY_SUR), r.choice(_PY_GIV)


def _ascii(s):
    return re.sub(r"[^a-z]", "", s.lower())


# --------------------------------------------------------------------------- value generators
def _secret(r, kind, lang, F):
    k = kind or r.choice(
        {
            "en": ["redcap", "qualtrics", "aws_akid", "ghp", "slack", "openai", "stripe", "google",
                   "hf", "sendgrid", "jwt", "urlpw", "twilio", "anthropic", "giftcode"],
            "zh": ["tencent_id", "tencent_key", "aliyun_id", "aliyun_secret", "ding_secret",
                   "wx_secret", "redcap", "jwt", "urlpw", "openai", "ghp"],
            "mixed": ["redcap", "qualtrics", "aliyun_id", "ghp", "openai", "jwt", "slack",
                      "tencent_key", "hf", "urlpw", "stripe", "anthropic"],
        }[lang]
    )
    if k == "aws_akid":
        return "AKIA" + _rs(r, _UP + "234567", 16)
    if k == "aws_secret":
        return _rs(r, _B64, 40)
    if k == "ghp":
        return "ghp_" + _rs(r, _AN, 36)
    if k == "github_pat":
        return "github_pat_11" + _rs(r, _UP + _DG, 20) + "_" + _rs(r, _AN, 59)
    if k == "slack":
        return f"xoxb-{r.randint(10**10, 10**12 - 1)}-{r.randint(10**11, 10**13 - 1)}-{_rs(r, _AN, 24)}"
    if k == "slack_p":
        return (f"xoxp-{r.randint(10**10, 10**12 - 1)}-{r.randint(10**10, 10**12 - 1)}-"
                f"{r.randint(10**11, 10**13 - 1)}-{_rs(r, _HEX, 32)}")
    if k == "slack_hook":
        return "T" + _rs(r, _UP + _DG, 10) + "/B" + _rs(r, _UP + _DG, 10) + "/" + _rs(r, _AN, 24)
    if k == "openai":
        if r.random() < 0.5:
            return "sk-proj-" + _rs(r, _URL, 74) + "T3BlbkFJ" + _rs(r, _URL, 74)
        return "sk-" + _rs(r, _AN, 20) + "T3BlbkFJ" + _rs(r, _AN, 20)
    if k == "anthropic":
        return "sk-ant-api03-" + _rs(r, _URL, 93) + "AA"
    if k == "stripe":
        return r.choice(["sk_live_", "rk_live_"]) + _rs(r, _AN, r.choice([24, 34, 99]))
    if k == "whsec":
        return "whsec_" + _rs(r, _AN, 32)
    if k == "google":
        return "AIzaSy" + _rs(r, _URL, 33)
    if k == "hf":
        return "hf_" + _rs(r, string.ascii_letters, 34)
    if k == "sendgrid":
        return "SG." + _rs(r, _URL, 22) + "." + _rs(r, _URL, 43)
    if k == "telegram":
        return f"{r.randint(10**8, 8 * 10**9)}:AA{_rs(r, _URL, 33)}"
    if k == "jwt":
        alg = r.choice(["HS256", "RS256"])
        head = _b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
        iat = r.randint(1735000000, 1760000000)
        body = {"iss": r.choice(["ema-scheduler", "redcap-bridge", "consent-portal", "payout-svc"]),
                "sub": "svc-" + _rs(r, _LO + _DG, 8), "iat": iat, "exp": iat + 3600,
                "scope": r.choice(["survey:write", "records:read", "payouts:create", "export"])}
        pay = _b64u(json.dumps(body, separators=(",", ":")).encode())
        sig = _rs(r, _URL, 43 if alg == "HS256" else 342)
        return f"{head}.{pay}.{sig}"
    if k == "pkey":
        t = r.choice(["OPENSSH", "RSA", "EC"])
        pre = {"OPENSSH": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "RSA": "MIIEowIBAAKCAQEA", "EC": "MHcCAQEEI"}[t]
        body = pre + base64.b64encode(_rbytes(r, 200 if t != "EC" else 80)).decode().rstrip("=")
        lines = [body[i:i + 64] for i in range(0, len(body), 64)]
        return f"-----BEGIN {t} PRIVATE KEY-----\n" + "\n".join(lines) + f"\n-----END {t} PRIVATE KEY-----"
    if k == "urlpw":
        return _rs(r, _AN, r.randint(14, 22))
    if k == "redcap":
        return _rs(r, "0123456789ABCDEF", 32)
    if k == "qualtrics":
        return _rs(r, _AN, 40)
    if k == "prolific":
        return _rs(r, _URL, 64)
    if k == "twilio":
        return _rs(r, _HEX, 32)
    if k == "mailchimp":
        return _rs(r, _HEX, 32) + f"-us{r.randint(2, 21)}"
    if k == "giftcode":
        al = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
        return f"{_rs(r, al, 4)}-{_rs(r, al, 6)}-{_rs(r, al, 4)}"
    if k == "salt":
        return base64.b64encode(_rbytes(r, 32)).decode()
    if k == "osf":
        return _rs(r, _AN, 70)
    if k == "dropbox":
        return "sl.B" + _rs(r, _URL, 130)
    if k == "ya29":
        return "ya29.a0" + _rs(r, _URL, 120)
    if k == "sassig":
        return base64.b64encode(_rbytes(r, 32)).decode().replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    if k == "hex40":
        return _rs(r, _HEX, 40)
    if k == "hex64":
        return _rs(r, _HEX, 64)
    if k == "alnum32":
        return _rs(r, _AN, 32)
    if k == "tencent_id":
        return "AKID" + _rs(r, _AN, 32)
    if k == "tencent_key":
        return _rs(r, _AN, 32)
    if k == "aliyun_id":
        return "LTAI5t" + _rs(r, _AN, 18)
    if k == "aliyun_secret":
        return _rs(r, _AN, 30)
    if k == "ding_secret":
        return "SEC" + _rs(r, _HEX, 64)
    if k == "wx_secret":
        return _rs(r, _HEX, 32)
    if k == "uuidkey":
        return _uuid(r)
    raise KeyError(k)


_PW_WORDS = ("tulip harbor maple falcon copper summer orchid panda lighthouse sunflower river "
             "candle granite meadow violet pepper cobalt willow thunder biscuit ocean lantern").split()
_PW_ZH = ("wjx xinli yanjiu keti shiyan beishi lab psy redcap huafang tongji shuju").split()


def _password(r, kind, lang, F):
    k = kind or r.choice({"en": ["strong", "strong", "mem", "phrase", "mem"],
                          "zh": ["zh", "zh", "strong", "mem"],
                          "mixed": ["strong", "zh", "mem", "phrase"]}[lang])
    if k == "strong":
        while True:
            v = _rs(r, _AN + "!@#$%&*?-_", r.randint(10, 16))
            if any(c.isdigit() for c in v) and any(c.isupper() for c in v) and any(c.islower() for c in v):
                return v
    if k == "mem":
        w = r.choice(_PW_WORDS)
        w = w.capitalize() if r.random() < 0.7 else w
        return r.choice(["{w}{s}{y}", "{w}{y}{s}", "{w}_{w2}{d}", "{y}{w}{s}", "{w}{s}{d}{s}"]).format(
            w=w, w2=r.choice(_PW_WORDS).capitalize(), s=r.choice("!@#$*?."), y=r.randint(2019, 2026),
            d=r.randint(1, 99))
    if k == "phrase":
        sep = r.choice(["-", ".", "-", " "])
        ws = [r.choice(_PW_WORDS) for _ in range(r.randint(3, 4))]
        v = sep.join(ws)
        return v + (sep + str(r.randint(1, 99)) if r.random() < 0.5 else "")
    if k == "pin":
        return "".join(r.choice(_DG) for _ in range(r.choice([4, 4, 6, 6, 5])))
    if k == "door":
        return r.choice(["", "", "*"]) + "".join(r.choice(_DG) for _ in range(r.choice([4, 5, 6])))
    if k == "pancode":
        return _rs(r, _LO + _DG, 4)
    if k == "zh":
        return r.choice(["{p}@{y}", "{P}#{d4}", "{p}{y}!!", "Aa{d6}!", "{p}_{d4}", "{P}{y}.", "Zz{d6}."]).format(
            p=r.choice(_PW_ZH), P=r.choice(_PW_ZH).capitalize(), y=r.randint(2018, 2026),
            d4=f"{r.randint(0, 9999):04d}", d6=f"{r.randint(0, 999999):06d}")
    raise KeyError(k)


_UNI_EN = ["pitt.edu", "umich.edu", "jhu.edu", "wisc.edu", "utexas.edu", "uw.edu", "duke.edu",
           "ucl.ac.uk", "leeds.ac.uk", "ed.ac.uk", "bristol.ac.uk", "manchester.ac.uk"]
_UNI_CN = ["fudan.edu.cn", "pku.edu.cn", "zju.edu.cn", "mails.tsinghua.edu.cn", "whu.edu.cn",
           "stu.scu.edu.cn", "m.scnu.edu.cn", "smail.nju.edu.cn", "sjtu.edu.cn"]


def _en_person(r, F):
    f = F["us"] if r.random() < 0.6 else F["gb"]
    return f.first_name(), f.last_name()


def _email(r, kind, lang, F):
    k = kind or r.choice({"en": ["personal", "personal", "edu", "edu", "obf"],
                          "zh": ["qq", "cn163", "educn", "educn", "qq"],
                          "mixed": ["personal", "qq", "cn163", "educn", "edu"]}[lang])
    if k == "personal":
        fn, ln = _en_person(r, F)
        local = r.choice(["{f}.{l}", "{f}{l}{d}", "{fi}{l}", "{l}.{f}{d}", "{f}_{l}"]).format(
            f=_ascii(fn), l=_ascii(ln), fi=_ascii(fn)[0], d=r.randint(1, 99))
        return local + "@" + r.choice(["gmail.com", "yahoo.com", "outlook.com", "hotmail.co.uk",
                                       "icloud.com", "proton.me", "aol.com", "btinternet.com"])
    if k == "edu":
        fn, ln = _en_person(r, F)
        local = r.choice(["{f}.{l}", "{fi}{l}", "{fi}{li}{d3}", "{l}{fi}"]).format(
            f=_ascii(fn), l=_ascii(ln), fi=_ascii(fn)[0], li=_ascii(ln)[0], d3=r.randint(10, 999))
        return local + "@" + r.choice(_UNI_EN)
    if k == "obf":
        fn, ln = _en_person(r, F)
        local = r.choice([f"{_ascii(fn)}.{_ascii(ln)}", f"{_ascii(fn)[0]}{_ascii(ln)}"])
        dom, tld = r.choice([("gmail", "com"), ("yahoo", "com"), ("outlook", "com"), ("pitt", "edu"), ("umich", "edu")])
        return r.choice(["{l} at {d} dot {t}", "{l} [at] {d} [dot] {t}", "{l}(at){d}.{t}", "{l} AT {d} DOT {t}"]).format(
            l=local, d=dom, t=tld)
    if k == "qq":
        return str(r.randint(10**5 * 3, 3 * 10**9)) + "@qq.com"
    if k == "cn163":
        s, g = _py_name(r)
        local = r.choice(["{s}{g}{d}", "{g}{s}{y}", "{s}_{g}", "{s}{g}"]).format(s=s, g=g, d=r.randint(1, 999), y=r.randint(1985, 2004))
        return local + "@" + r.choice(["163.com", "126.com", "sina.com", "foxmail.com", "yeah.net", "139.com"])
    if k == "educn":
        if r.random() < 0.4:
            return f"{r.choice(['20', '21', '22', '23'])}{r.randint(10**8, 10**9 - 1)}@{r.choice(_UNI_CN)}"
        s, g = _py_name(r)
        return f"{s}{g}{r.choice(['', '', str(r.randint(1, 99))])}@{r.choice(_UNI_CN)}"
    raise KeyError(k)


_US_AREA = ["412", "215", "617", "312", "512", "206", "919", "734", "608", "303", "415", "646", "971", "614", "865", "410"]
_CN_MOB = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "155", "156", "157", "158",
           "159", "166", "176", "177", "178", "180", "181", "182", "183", "185", "186", "187", "188", "189", "191", "198", "199"]
_EN_DIG = "zero one two three four five six seven eight nine".split()
_ZH_DIG = "零幺二三四五六七八九"


def _phone(r, kind, lang, F):
    k = kind or r.choice({"en": ["us", "us", "uk_mob", "uk_land", "us_ext"],
                          "zh": ["cn_mob"],
                          "mixed": ["cn_mob", "cn_mob", "us", "uk_mob"]}[lang])
    if k in ("us", "us_ext", "spoken_en"):
        a, b, c = r.choice(_US_AREA), str(r.randint(201, 989)), f"{r.randint(0, 9999):04d}"
        if k == "spoken_en":
            return " ".join(_EN_DIG[int(x)] for x in a + b + c)
        v = r.choice(["({a}) {b}-{c}", "{a}-{b}-{c}", "{a}.{b}.{c}", "+1 {a} {b} {c}", "+1-{a}-{b}-{c}",
                      "{a}{b}{c}", "1 ({a}) {b}-{c}"]).format(a=a, b=b, c=c)
        if k == "us_ext":
            v += r.choice([" ext. ", " x", " ext ", ",,"]) + str(r.randint(100, 4999))
        return v
    if k == "uk_mob":
        body = "7" + str(r.randint(100, 999)) + f"{r.randint(0, 999999):06d}"
        return r.choice(["0{a} {b}", "+44 {a} {b}", "+44 (0){a} {b}", "0{a}{b}", "+44{a}{b}", "0{a} {b1} {b2}"]).format(
            a=body[:4], b=body[4:], b1=body[4:7], b2=body[7:])
    if k == "uk_land":
        if r.random() < 0.5:
            return r.choice(["020 {a} {b}", "+44 20 {a} {b}", "(020) {a} {b}"]).format(a=r.randint(3000, 8999), b=f"{r.randint(0, 9999):04d}")
        ac = r.choice(["0113", "0161", "0117", "0141", "0114"])
        return f"{ac} {r.randint(200, 999)} {r.randint(0, 9999):04d}"
    if k in ("cn_mob", "spoken_zh"):
        n = r.choice(_CN_MOB) + f"{r.randint(0, 99999999):08d}"
        if k == "spoken_zh":
            return "".join(_ZH_DIG[int(x)] for x in n)
        return r.choice(["{n}", "{n}", "{a} {b} {c}", "{a}-{b}-{c}", "+86 {a} {b} {c}", "+86{n}", "+86-{n}", "(+86) {a}-{b}-{c}"]).format(
            n=n, a=n[:3], b=n[3:7], c=n[7:])
    if k == "cn_land":
        ac, ln = r.choice([("010", 8), ("021", 8), ("020", 8), ("028", 8), ("0571", 8), ("027", 8), ("025", 8), ("0755", 8)])
        d = f"{r.randint(2000, 8999)}{r.randint(0, 9999):04d}"
        return r.choice(["{a}-{d}", "{a}-{d1} {d2}", "({a}){d}", "+86 {a2} {d}"]).format(a=ac, a2=ac[1:], d=d, d1=d[:4], d2=d[4:])
    raise KeyError(k)


_US_SUFFIX = ["Street", "Avenue", "Road", "Drive", "Lane", "Court", "Place", "Way", "Terrace", "Boulevard", "St", "Ave", "Rd", "Dr"]
_GB_SUFFIX = ["Road", "Street", "Lane", "Close", "Crescent", "Grove", "Gardens", "Terrace", "Avenue", "Drive", "Mews"]
_CN_ADDR = {
    "上海市": {"徐汇区": ["漕溪北路", "宜山路", "虹桥路", "龙华西路"], "杨浦区": ["国权路", "政通路", "控江路", "长阳路"],
             "普陀区": ["中山北路", "曹杨路", "金沙江路"]},
    "北京市": {"海淀区": ["学院路", "中关村南大街", "知春路", "清河中街"], "朝阳区": ["安立路", "望京西路", "朝阳北路"]},
    "杭州市": {"西湖区": ["文三路", "天目山路", "古墩路"], "拱墅区": ["莫干山路", "湖墅南路"]},
    "成都市": {"武侯区": ["科华北路", "玉林南路", "佳灵路"], "锦江区": ["东大街", "静安路"], "成华区": ["建设路", "双林路"]},
    "武汉市": {"洪山区": ["珞喻路", "雄楚大道", "书城路"], "武昌区": ["中北路", "武珞路"]},
    "广州市": {"天河区": ["天河北路", "中山大道西", "五山路"], "海珠区": ["新港西路", "江南大道中"]},
    "南京市": {"鼓楼区": ["汉口路", "广州路", "中山北路"], "栖霞区": ["仙林大道", "文苑路"]},
}
_CN_XQ = ["阳光花园", "锦绣家园", "翠苑三区", "金地格林小镇", "万科城市花园", "紫荆苑", "桂花园小区", "碧桂园",
          "和平新村", "绿城桂花城", "华润二十四城", "保利香槟国际", "梅园新村", "康乐小区", "南湖名都"]


def _address(r, kind, lang, F):
    k = kind or r.choice({"en": ["us", "us", "gb"], "zh": ["cn"], "mixed": ["cn", "cn", "us"]}[lang])
    if k == "us":
        f = F["us"]
        v = f"{r.randint(12, 9899)} {f.last_name()} {r.choice(_US_SUFFIX)}"
        if r.random() < 0.55:
            v += r.choice([", Apt {n}", " Apt. {n}", ", Unit {n}", " #{n}", ", Apt {n}{l}"]).format(n=r.randint(1, 920), l=r.choice("ABCDF"))
        city = r.choice(list(_US_GEO))
        return v, {"acity": city, "acity_s": _CITY_EN[city]}
    if k == "gb":
        f = F["gb"]
        v = f"{r.randint(1, 240)} {f.last_name()} {r.choice(_GB_SUFFIX)}"
        if r.random() < 0.4:
            v = r.choice(["Flat {n}, ", "Flat {n} ", "{n}{l} "]).format(n=r.randint(1, 40), l=r.choice("ABC")) + v
        city = r.choice(list(_UK_GEO))
        return v, {"acity": city, "acity_s": city}
    if k == "cn":
        city = r.choice(list(_CN_ADDR))
        dist = r.choice(list(_CN_ADDR[city]))
        road = r.choice(_CN_ADDR[city][dist])
        xq = r.choice(_CN_XQ)
        v = r.choice([
            "{road}{n}号{xq}{b}栋{u}单元{rm}室", "{road}{n}弄{m}号{rm}室", "{xq}{b}栋{u}单元{rm}", "{road}{n}号院{b}号楼{u}门{rm}",
            "{road}{n}号{xq}{b}幢{rm}室", "{xq}{b}-{u}-{rm}", "{road}{n}号{b}号楼{rm}室", "{xq}{b}号楼{u}单元{rm}室",
        ]).format(road=road, n=r.randint(1, 1999), xq=xq, b=r.randint(1, 32), u=r.randint(1, 6), m=r.randint(1, 60),
                  rm=f"{r.randint(1, 33)}{r.randint(1, 8):02d}")
        return v, {"acity": city, "acity_s": city[:-1], "adist": dist}
    raise KeyError(k)


_NINO_BAD1 = set("DFIQUV")
_NINO_BAD_PAIR = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}
_CN_AREA = ["110108", "110105", "310104", "310110", "330106", "510107", "420111", "440106", "320106", "370202",
            "430104", "610113", "350203", "210302", "130102", "412702"]
_MBI_A = "ACDEFGHJKMNPQRTUVWXY"


def _cnid(r):
    y = r.randint(1950, 2006)
    m = r.randint(1, 12)
    d = r.randint(1, 28)
    body = f"{r.choice(_CN_AREA)}{y}{m:02d}{d:02d}{r.randint(0, 999):03d}"
    return body + _cnid_check(body)


def _govid(r, kind, lang, F):
    k = kind or r.choice({"en": ["ssn", "ssn", "nino", "nhs", "us_passport", "us_dl", "mbi", "uk_passport", "itin"],
                          "zh": ["cnid", "cnid", "cnid", "cn_passport", "hk_permit"],
                          "mixed": ["cnid", "cnid", "ssn", "cn_passport", "nino", "us_passport"]}[lang])
    if k in ("ssn", "itin"):
        if k == "ssn":
            a = r.choice([x for x in range(1, 900) if x != 666])
            g = r.randint(1, 99)
        else:
            a = r.randint(900, 999)
            g = r.choice(list(range(70, 89)) + list(range(90, 93)) + list(range(94, 100)))
        s = r.randint(1, 9999)
        return r.choice(["{a:03d}-{g:02d}-{s:04d}", "{a:03d}-{g:02d}-{s:04d}", "{a:03d} {g:02d} {s:04d}", "{a:03d}{g:02d}{s:04d}"]).format(a=a, g=g, s=s)
    if k == "nhs":
        while True:
            ds = [r.randint(0, 9) for _ in range(9)]
            ds[0] = r.randint(4, 7)
            c = 11 - sum(d * (10 - i) for i, d in enumerate(ds)) % 11
            c = 0 if c == 11 else c
            if c != 10:
                n = "".join(map(str, ds)) + str(c)
                return r.choice([f"{n[:3]} {n[3:6]} {n[6:]}", n, f"{n[:3]}-{n[3:6]}-{n[6:]}"])
    if k == "nino":
        while True:
            p = r.choice("ABCEGHJKLMNOPRSTWXYZ") + r.choice("ABCEGHJKLMNPRSTWXYZ")
            if p not in _NINO_BAD_PAIR:
                break
        d = f"{r.randint(0, 999999):06d}"
        s = r.choice("ABCD")
        return r.choice(["{p}{d}{s}", "{p} {d1} {d2} {d3} {s}", "{p}{d}{s}"]).format(p=p, d=d, s=s, d1=d[:2], d2=d[2:4], d3=d[4:])
    if k == "us_passport":
        return r.choice([str(r.randint(5 * 10**8, 10**9 - 1)), r.choice("ACEFGHKMNXZ") + f"{r.randint(0, 10**8 - 1):08d}"])
    if k == "uk_passport":
        return str(r.randint(10**8, 10**9 - 1))
    if k == "cn_passport":
        return r.choice(["E" + f"{r.randint(10**7, 10**8 - 1)}", "E" + r.choice("ABCDEFGHJKLMNPQRS") + f"{r.randint(10**6, 10**7 - 1)}"])
    if k == "hk_permit":
        return "C" + r.choice("ABCDEFGHJKLMNPQRSTUVWXY") + f"{r.randint(10**6, 10**7 - 1)}"
    if k == "us_dl":
        st = r.choice(["CA", "PA", "NY", "FL", "TX", "MI", "WA"])
        if st == "CA":
            v = r.choice(_UP) + f"{r.randint(0, 10**7 - 1):07d}"
        elif st == "PA":
            n = f"{r.randint(10**7, 10**8 - 1)}"
            v = f"{n[:2]} {n[2:5]} {n[5:]}"
        elif st == "NY":
            n = f"{r.randint(10**8, 10**9 - 1)}"
            v = f"{n[:3]} {n[3:6]} {n[6:]}"
        elif st == "FL":
            v = f"{r.choice(_UP)}{r.randint(100, 999)}-{r.randint(100, 999)}-{r.randint(10, 99)}-{r.randint(100, 999)}-{r.randint(0, 9)}"
        elif st == "TX":
            v = f"{r.randint(10**7, 10**8 - 1)}"
        elif st == "MI":
            v = f"{r.choice(_UP)} {r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}"
        else:
            v = "WDL" + _rs(r, _UP + _DG, 9)
        return v, {"dlstate": st}
    if k == "mbi":
        c = [str(r.randint(1, 9)), r.choice(_MBI_A), r.choice(_MBI_A + _DG), str(r.randint(0, 9)), r.choice(_MBI_A),
             r.choice(_MBI_A + _DG), str(r.randint(0, 9)), r.choice(_MBI_A), r.choice(_MBI_A), str(r.randint(0, 9)), str(r.randint(0, 9))]
        s = "".join(c)
        return r.choice([s, f"{s[:4]}-{s[4:7]}-{s[7:]}"])
    if k == "anum":
        return "A" + f"{r.randint(10**8 * 2, 10**9 - 1)}"
    if k == "cnid":
        return _cnid(r)
    if k == "tw_permit":
        return f"{r.randint(10**7, 10**8 - 1)}"
    raise KeyError(k)


_IBAN_BANKS = {"GB": ["NWBK", "BARC", "LOYD", "HBUK", "MIDL"], "IE": ["AIBK", "BOFI"], "NL": ["ABNA", "INGB", "RABO"]}


def _fmt_iban(r, s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)) if r.random() < 0.6 else s


def _card(r, brand):
    if brand == "visa":
        pre, ln = "4" + str(r.randint(0, 9)), 16
    elif brand == "mc":
        pre, ln = (str(r.randint(51, 55)), 16) if r.random() < 0.7 else (str(r.randint(2221, 2720)), 16)
    elif brand == "amex":
        pre, ln = r.choice(["34", "37"]), 15
    elif brand == "disc":
        pre, ln = "6011", 16
    else:  # unionpay
        pre, ln = r.choice(["6222", "6228", "6217", "6214", "6225", "6212", "6230"]), r.choice([16, 19, 19])
    body = pre + "".join(r.choice(_DG) for _ in range(ln - len(pre) - 1))
    num = body + _luhn_digit(body)
    if ln == 15:
        return r.choice([f"{num[:4]} {num[4:10]} {num[10:]}", num, f"{num[:4]}-{num[4:10]}-{num[10:]}"])
    if ln == 19:
        return r.choice([f"{num[:4]} {num[4:8]} {num[8:12]} {num[12:16]} {num[16:]}", num, f"{num[:6]} {num[6:]}"])
    return r.choice([" ".join(num[i:i + 4] for i in range(0, 16, 4)), "-".join(num[i:i + 4] for i in range(0, 16, 4)), num])


def _financial(r, kind, lang, F):
    k = kind or r.choice({"en": ["card", "card", "iban", "us_acct", "uk_acct"], "zh": ["cn_card", "cn_card", "cn_card", "card"],
                          "mixed": ["cn_card", "card", "iban", "cn_card", "us_acct"]}[lang])
    if k == "card":
        return _card(r, r.choice(["visa", "visa", "mc", "amex", "disc"]))
    if k == "cn_card":
        return _card(r, "up")
    if k in ("iban", "iban_gb"):
        cc = "GB" if k == "iban_gb" else r.choice(["GB", "GB", "DE", "NL", "FR", "IE", "ES"])
        if cc in ("GB", "IE"):
            bban = r.choice(_IBAN_BANKS[cc]) + f"{r.randint(0, 999999):06d}" + f"{r.randint(0, 10**8 - 1):08d}"
        elif cc == "DE":
            bban = f"{r.randint(10**7, 10**8 - 1)}{r.randint(0, 10**10 - 1):010d}"
        elif cc == "NL":
            bban = r.choice(_IBAN_BANKS["NL"]) + f"{r.randint(0, 10**10 - 1):010d}"
        elif cc == "FR":
            bban = f"{r.randint(10000, 39999)}{r.randint(0, 99999):05d}{r.randint(0, 10**11 - 1):011d}{r.randint(0, 99):02d}"
        else:
            bban = f"{r.randint(0, 9999):04d}{r.randint(0, 9999):04d}{r.randint(0, 99):02d}{r.randint(0, 10**10 - 1):010d}"
        return _fmt_iban(r, _iban(cc, bban))
    if k == "us_acct":
        return str(r.randint(10**7, 10**12 - 1)), {"routing": _aba(r)}
    if k == "uk_acct":
        return f"{r.randint(10**7, 10**8 - 1)}", {"sortcode": f"{r.randint(10, 99)}-{r.randint(0, 99):02d}-{r.randint(0, 99):02d}"}
    if k == "sortacct":
        return f"{r.randint(10, 99)}-{r.randint(0, 99):02d}-{r.randint(0, 99):02d} {r.randint(10**7, 10**8 - 1)}"
    if k == "cn_acct":
        return f"{r.randint(10**15, 10**16 - 1)}"
    raise KeyError(k)


def _person(r, kind, lang, F):
    k = kind or r.choice({"en": ["us", "us", "gb", "gb", "first"], "zh": ["zh"],
                          "mixed": ["zh", "zh", "pinyin", "en_cn", "us"]}[lang])
    if k == "us":
        return f"{F['us'].first_name()} {F['us'].last_name()}"
    if k == "gb":
        return f"{F['gb'].first_name()} {F['gb'].last_name()}"
    if k == "first":
        return F["us"].first_name()
    if k == "last":
        return F["us"].last_name() if r.random() < 0.5 else F["gb"].last_name()
    if k == "full3":
        f = F["us"]
        return f"{f.first_name()} {r.choice(_UP)}. {f.last_name()}"
    if k == "usf":
        return f"{F['us'].first_name_female()} {F['us'].last_name()}"
    if k == "zh":
        return F["zh"].name()
    if k == "zhf":
        return F["zh"].name_female()
    if k == "pinyin":
        s, g = _py_name(r)
        return r.choice(["{S} {G}", "{G} {S}", "{SU} {G}"]).format(S=s.capitalize(), G=g.capitalize(), SU=s.upper())
    if k == "en_cn":
        s, _ = _py_name(r)
        return f"{r.choice(_EN_FIRST_CN)} {s.capitalize()}"
    raise KeyError(k)


_ZH_NICK_A = ["小鹿", "橘子", "奶茶", "阿狸", "星星", "柠檬", "风吹麦浪", "大白", "咸鱼", "芒果", "团子", "月亮", "可乐", "小熊"]
_ZH_NICK_B = ["_2019", "酱", "不睡觉", "爱学习", "", "吖", "_0607", "很忙", "在路上", "同学"]


def _username(r, kind, lang, F):
    k = kind or r.choice({"en": ["handle", "handle", "login", "mturk", "prolific", "discord", "reddit"],
                          "zh": ["wechat", "wechat", "qq", "weibo", "xhs", "handle"],
                          "mixed": ["wechat", "handle", "prolific", "mturk", "qq", "login"]}[lang])
    if k == "handle":
        base = F["us"].user_name() if r.random() < 0.6 else f"{r.choice(_PW_WORDS)}_{r.choice(_PW_WORDS)}{r.randint(1, 99)}"
        return "@" + base
    if k == "plain":
        return F["us"].user_name()
    if k == "reddit":
        return "u/" + r.choice([F["us"].user_name(), f"{r.choice(_PW_WORDS).capitalize()}{r.choice(_PW_WORDS).capitalize()}{r.randint(1, 999)}"])
    if k == "login":
        fn, ln = _en_person(r, F)
        return r.choice(["{fi}{l}{d}", "{fi}{li}{d4}", "{f}.{l}", "{l}{fi}"]).format(
            f=_ascii(fn), l=_ascii(ln), fi=_ascii(fn)[0], li=_ascii(ln)[0], d=r.choice(["", str(r.randint(1, 99))]), d4=r.randint(1000, 9999))
    if k == "mturk":
        return "A" + _rs(r, _UP + _DG, r.choice([12, 13]))
    if k == "prolific":
        return _rs(r, _HEX, 24)
    if k == "discord":
        if r.random() < 0.5:
            return f"{r.choice(_PW_WORDS).capitalize()}{r.choice(_PW_WORDS).capitalize()}#{r.randint(1, 9999):04d}"
        return f"{r.choice(_PW_WORDS)}.{r.choice(_PW_WORDS)}{r.randint(1, 99)}"
    if k == "wechat":
        if r.random() < 0.35:
            return "wxid_" + _rs(r, _LO + _DG, 14)
        s, g = _py_name(r)
        return r.choice(["{s}{g}{d}", "{g}_{s}{y}", "{S}{g}-{d}", "{s}{g}{y}"]).format(s=s, g=g, S=s.capitalize(), d=r.randint(1, 999), y=r.randint(1988, 2005))
    if k == "qq":
        return str(r.randint(10**5 * 2, 3 * 10**9))
    if k == "weibo":
        return "@" + r.choice(_ZH_NICK_A) + r.choice(_ZH_NICK_B)
    if k == "xhs":
        return str(r.randint(10**8, 10**10 - 1))
    if k == "github":
        return F["us"].user_name() + r.choice(["", "-lab", "-dev", str(r.randint(1, 99))])
    raise KeyError(k)


_TAILS_EN = {
    "d": ["Documents/IRB/", "Desktop/", "redcap_exports/", "Box/Study-Data/interviews/", "Dropbox/lab/coding/", "data/ema/raw/",
          "thesis/ch3/transcripts/", "Library/CloudStorage/Box-Box/CRFs/", "Zoom/", "Documents/payouts/", "projects/deid/out/"],
    "data": ["Desktop/screening_log_2025.xlsx", "redcap_exports/SLEEP_DATA_2025-03-14_1422.csv", "Downloads/qualtrics_wave2_raw.sav",
             "Documents/payouts/tremendous_batch_07.csv", "data/ema/raw/prompts_all.csv", "Box/Study-Data/linking_key.xlsx",
             "Documents/analysis/panel_w3.dta", "Downloads/prolific_export_0412.csv"],
    "doc": ["Documents/IRB/consent_v3_signed.pdf", "Dropbox/lab/coding/codebook_v4.docx", "Desktop/DSA_sponsor_redline.docx",
            "OneDrive/recruiting/flyer_final.pdf", "Documents/IRB/codebook_final.xlsx"],
    "audio": ["Box/Study-Data/interviews/P014.m4a", "Zoom/2025-02-11 Interview/audio_only.m4a", "Desktop/focus_group_2.wav"],
    "r": ["R/analysis/01_clean.R", "projects/panel/R/02_models.R", "Documents/thesis/code/helpers.R"],
    "py": ["projects/deid/scripts/export_redcap.py", "code/ema/clean.py", "projects/sensing/gps_clusters.py"],
    "mat": ["data/eeg/sub-03_task.mat", "Documents/eyetrack/fixations_all.mat"],
    "nvp": ["Documents/NVivo/caregiver_study.nvpx", "Desktop/coding_round2.nvp"],
}
_TAILS_ZH = {
    "d": ["桌面/", "Documents/问卷星导出/", "研究数据/访谈转录/", "Desktop/眼动实验/raw/", "data/睡眠日记/", "文档/伦理材料/", "Desktop/知情同意书扫描/"],
    "data": ["桌面/被试名单.xlsx", "Documents/问卷星导出/第二波.csv", "Desktop/被试费发放记录.xlsx", "Downloads/Credamo_原始数据.xlsx",
             "研究数据/鉴认代码表.xlsx", "data/睡眠日记/汇总.sav"],
    "doc": ["文档/知情同意书_v2.pdf", "论文/第三章/编码表.docx", "文档/伦理材料/批件.pdf", "Desktop/数据共享协议_修订.docx"],
    "audio": ["研究数据/访谈录音/P07.m4a", "Documents/腾讯会议/访谈3.mp4"],
    "r": ["R/分析/01_清洗.R", "projects/panel/R/02_models.R"],
    "py": ["code/问卷星导出.py", "projects/deid/scripts/export_redcap.py"],
    "mat": ["data/脑电/sub-03.mat", "Documents/眼动/fixations.mat"],
    "nvp": ["Documents/NVivo/访谈编码.nvpx"],
}


def _home_path(r, kind, lang, F):
    base, _, typ = (kind or "").partition("_")
    base = base or r.choice({"en": ["mac", "linux", "win", "mac", "win", "wsl"], "zh": ["mac", "win", "linux"],
                             "mixed": ["mac", "win", "linux", "mac"]}[lang])
    if lang == "en" or (lang == "mixed" and base != "wincn" and r.random() < 0.4):
        fn, ln = _en_person(r, F)
        user = r.choice(["{fi}{l}", "{f}", "{f}.{l}", "{fi}{li}{d}", "{f}{l}"]).format(
            f=_ascii(fn), l=_ascii(ln), fi=_ascii(fn)[0], li=_ascii(ln)[0], d=r.randint(1, 99))
        tails = _TAILS_EN
    else:
        s, g = _py_name(r)
        user = r.choice(["{s}{g}", "{g}{s}", "{s}.{gi}", "{gi}{s}", "{S}{G}"]).format(s=s, g=g, gi=g[0], S=s.capitalize(), G=g.capitalize())
        tails = _TAILS_ZH
    if base == "wincn":
        user = F["zh"].name()
        base = "win"
    if typ:
        tail = r.choice(tails[typ])
    else:
        tail = r.choice([t for v in tails.values() for t in v])
    if typ == "d" and r.random() < 0.3:
        tail = ""
    if base == "mac":
        return f"/Users/{user}/" + tail
    if base == "linux":
        return f"/home/{user}/" + tail
    if base == "wsl":
        return f"/mnt/c/Users/{user}/" + tail
    if base == "win":
        v = "C:\\Users\\" + user + ("\\" + tail.replace("/", "\\") if tail else "")
        return v.rstrip("\\") if typ == "d" else v
    if base == "winjson":
        return "C:\\\\Users\\\\" + user + "\\\\" + tail.replace("/", "\\\\")
    if base == "tilde":
        return f"/Users/{user}"
    raise KeyError(kind)


_BANDS = {"am": (5, 9), "mid": (10, 12), "pm": (13, 17), "eve": (18, 21), "night": (21, 23), "any": (5, 23)}


def _schedule(r, kind, lang, F):
    kind = kind or "any"
    band, _, flag = kind.partition("_")
    lo, hi = _BANDS[band]
    h = r.randint(lo, hi)
    m = r.choice([0, 0, 5, 10, 15, 15, 20, 25, 30, 30, 40, 45, 45, 50, 55])
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    zh_like = lang == "zh" or (lang == "mixed" and flag != "en")
    if flag == "24":
        return f"{h:02d}:{m:02d}" if r.random() < 0.6 else f"{h}:{m:02d}"
    if not zh_like:
        if flag == "ctx":  # am/pm given by context
            return r.choice([f"{h12}:{m:02d}", f"{h12}:{m:02d}", f"{h12}.{m:02d}" if m else f"{h12}"])
        opts = [f"{h12}:{m:02d} {ap}", f"{h12}:{m:02d}{ap}", f"{h:02d}:{m:02d}", f"{h12}:{m:02d} {ap.upper()}", f"{h12}.{m:02d}{ap}"]
        if m == 0:
            opts += [f"{h12} {ap}", f"{h12}{ap}", f"{h12} o'clock"]
        if m == 30 and flag == "w":
            opts = [f"half past {['twelve','one','two','three','four','five','six','seven','eight','nine','ten','eleven','twelve'][h12]}"]
        return r.choice(opts)
    cn = "零一二三四五六七八九十"
    hz = cn[h12] if h12 <= 10 else "十" + cn[h12 - 10]
    if m == 30:
        mins = ["半", "30", "30分"]
    elif m == 0:
        mins = ["", "整"]
    elif m == 15:
        mins = ["15", "一刻", "15分"]
    else:
        mins = [f"{m:02d}" if m < 10 else str(m), f"{m}分"]
    mm = r.choice(mins)
    opts = [f"{h12}点{mm}", f"{h12}点{mm}"]
    if mm in ("", "整", "半", "一刻"):
        opts.append(f"{hz}点{mm}")
    if flag != "ctx":
        opts.append(f"{h}:{m:02d}")
    v = r.choice(opts)
    if flag == "p":
        pw = "凌晨" if h < 6 else "早上" if h < 9 else "上午" if h < 12 else "中午" if h == 12 else "下午" if h < 18 else "晚上"
        if ":" in v:
            v = f"{h12}点{mm}"
        v = pw + v
    return v


def _geo(r, kind, lang, F):
    k = kind or r.choice({"en": ["latlon", "zip", "ukpc", "latlon", "pluscode", "geohash", "dms"],
                          "zh": ["latlon", "cnpc", "latlon", "cnpc", "geohash", "pluscode"],
                          "mixed": ["latlon", "cnpc", "zip", "geohash", "pluscode", "latlon"]}[lang])
    if k in ("zip", "zip4"):
        city = r.choice(list(_US_GEO))
        z = r.choice(_US_GEO[city][2])
        if k == "zip4" or r.random() < 0.25:
            z += f"-{r.randint(1000, 9999)}"
        return z, {"gcity": _CITY_EN[city], "gcity_st": city}
    if k == "ukpc":
        city = r.choice(list(_UK_GEO))
        return f"{r.choice(_UK_GEO[city][2])} {r.randint(1, 9)}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}", {"gcity": city, "gcity_st": city}
    if k == "cnpc":
        city = r.choice(list(_CN_GEO))
        return r.choice(_CN_GEO[city][2]), {"gcity": city, "gcity_st": city + "市"}
    # coordinate-based kinds
    if lang == "zh" or k == "lonlat" or (lang == "mixed" and r.random() < 0.6):
        city = r.choice(list(_CN_GEO))
        lat, lon = _CN_GEO[city][:2]
        gcity, gst = city, city + "市"
    elif r.random() < 0.6:
        city = r.choice(list(_US_GEO))
        lat, lon = _US_GEO[city][:2]
        gcity, gst = _CITY_EN[city], city
    else:
        city = r.choice(list(_UK_GEO))
        lat, lon = _UK_GEO[city][:2]
        gcity, gst = city, city
    lat += r.uniform(-0.06, 0.06)
    lon += r.uniform(-0.06, 0.06)
    ex = {"gcity": gcity, "gcity_st": gst}
    if k in ("latlon", "latlon_c", "lonlat", "geojson"):
        p = r.choice([4, 5, 5, 6])
        a, b = f"{lat:.{p}f}", f"{lon:.{p}f}"
        if k == "lonlat" or k == "geojson":
            a, b = b, a
        sep = r.choice([", ", ",", ", "]) if k != "latlon_c" else ","
        return f"{a}{sep}{b}", ex
    if k == "dms":
        def dms(x, pos, neg):
            hemi = pos if x >= 0 else neg
            x = abs(x)
            d = int(x)
            mi = int((x - d) * 60)
            s = (x - d - mi / 60) * 3600
            return f"{d}°{mi:02d}'{s:04.1f}\"{hemi}"
        return f"{dms(lat, 'N', 'S')} {dms(lon, 'E', 'W')}", ex
    if k == "pluscode":
        code = _pluscode(lat, lon)
        return (code if r.random() < 0.5 else code[4:]), ex
    if k == "geohash":
        return _geohash(lat, lon, r.choice([7, 8, 9])), ex
    if k == "w3w":
        return "///" + ".".join(r.choice(_W3W) for _ in range(3)), ex
    raise KeyError(k)


_GEN = {"secret": _secret, "password": _password, "email": _email, "phone": _phone, "address": _address,
        "government_id": _govid, "financial": _financial, "person_name": _person, "username": _username,
        "home_path": _home_path, "schedule": _schedule, "geo": _geo}


# --------------------------------------------------------------------------- incidental fillers
def _pick(r, lang, en, zh):
    if lang == "en":
        return r.choice(en)
    if lang == "zh":
        return r.choice(zh)
    return r.choice(en + zh)


_STUDY_EN = ["SLEEP-RX", "the MOMENTUM pilot", "Project Lantern", "the CALM-2 trial", "HEARTBEAT-PAD", "the diary study",
             "the Wave 3 panel", "the onboarding usability study", "REACH-T2D", "the caregiver interview study",
             "the smartphone sensing study", "BRIGHT-Teens", "the VR exposure pilot", "the fintech app card sort"]
_STUDY_ZH = ["睡眠干预研究", "老年人数字素养访谈", "大学生手机使用日记研究", "二期临床试验", "抑郁症数字疗法试验",
             "青少年情绪EMA研究", "眼动阅读实验", "社区高血压随访", "用户体验可用性测试", "短视频使用访谈"]
_ROLE_EN = ["the PI", "our RA", "the study coordinator", "the CRC", "a grad RA", "the site monitor", "the data manager", "the IRB analyst"]
_ROLE_ZH = ["PI", "研究助理", "CRC", "主试", "课题组老师", "监查员", "数据管理员", "伦理办老师"]
_CITY_EN_L = ["Pittsburgh", "Leeds", "Austin", "Manchester", "Ann Arbor", "Bristol", "Seattle", "Glasgow", "Baltimore"]
_CITY_ZH_L = ["上海", "成都", "杭州", "武汉", "南京", "广州", "西安", "北京"]
_VISIT_EN = ["Visit 2", "the week-4 visit", "baseline", "V3", "the 6-month follow-up", "the screening visit", "Day 28"]
_VISIT_ZH = ["基线访视", "第2次随访", "筛选期", "V3访视", "第12周访视", "入组访视", "末次随访"]
_SITE_EN = ["Site 01", "Site 03", "site B", "the Leeds site", "Site 07", "the community site"]
_SITE_ZH = ["分中心02", "华西分中心", "第3分中心", "瑞金分中心", "分中心05"]
_LAB_EN = ["HCI lab", "sleep lab", "the Cognition & Affect Lab", "the usability lab", "the observation suite", "the EEG room"]
_LAB_ZH = ["认知实验室", "眼动实验室", "行为观察室", "心理学院302", "脑电实验室", "用户研究室"]
_TOOL_EN = ["Qualtrics", "REDCap", "LimeSurvey", "SurveyMonkey", "Prolific", "MTurk", "Castor EDC", "Gorilla"]
_TOOL_ZH = ["问卷星", "见数Credamo", "腾讯问卷", "金数据", "问卷网"]
_BANK_EN = ["Chase", "PNC", "Wells Fargo", "Citizens", "NatWest", "Barclays", "Lloyds", "Monzo", "HSBC"]
_BANK_ZH = ["工商银行", "招商银行", "建设银行", "中国银行", "农业银行", "交通银行"]
_ORG = ["cmu-hcii-lab", "sleep-lab-ucl", "deid-tools", "fudan-psy-lab", "ema-platform", "trial-ops"]


def _date(r, lang):
    y, m, d = r.choice([2024, 2025, 2025, 2026]), r.randint(1, 12), r.randint(1, 28)
    mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1]
    en = [f"{y}-{m:02d}-{d:02d}", f"{d} {mon} {y}", f"{m}/{d}/{y}", f"{mon} {d}", f"{d}/{m:02d}/{y}"]
    zh = [f"{y}年{m}月{d}日", f"{m}月{d}日", f"{y}-{m:02d}-{d:02d}", f"{y}.{m}.{d}"]
    return _pick(r, lang, en, zh)


def _amt(r, lang):
    return _pick(r, lang, ["$25", "$40", "£20", "$15", "£30", "$50", "$10"], ["50元", "¥80", "100元", "30元", "¥150", "200元"])


_FILL = {
    "pid": lambda r, l: r.choice(["P{:03d}", "P-{:02d}", "S{:03d}", "PT-{:04d}", "sub-{:02d}", "R{:03d}", "ID{:04d}"]).format(r.randint(1, 240)),
    "study": lambda r, l: _pick(r, l, _STUDY_EN, _STUDY_ZH),
    "date": _date,
    "amt": _amt,
    "n": lambda r, l: str(r.randint(2, 48)),
    "nct": lambda r, l: f"NCT0{r.randint(4000000, 6999999)}",
    "irb": lambda r, l: r.choice([f"STUDY2024-{r.randint(100, 1999):05d}", f"IRB-{r.randint(22, 25)}-{r.randint(100, 999):04d}",
                                  f"Pro{r.randint(10**7, 10**8 - 1):08d}", f"2024-伦审-{r.randint(10, 199):03d}"]),
    "visit": lambda r, l: _pick(r, l, _VISIT_EN, _VISIT_ZH),
    "role": lambda r, l: _pick(r, l, _ROLE_EN, _ROLE_ZH),
    "city": lambda r, l: _pick(r, l, _CITY_EN_L, _CITY_ZH_L),
    "site": lambda r, l: _pick(r, l, _SITE_EN, _SITE_ZH),
    "lab": lambda r, l: _pick(r, l, _LAB_EN, _LAB_ZH),
    "tool": lambda r, l: _pick(r, l, _TOOL_EN, _TOOL_ZH),
    "bank": lambda r, l: _pick(r, l, _BANK_EN, _BANK_ZH),
    "svid": lambda r, l: "SV_" + _rs(r, _AN, 15),
    "rid": lambda r, l: "R_" + _rs(r, _AN, 15),
    "uuid": lambda r, l: _uuid(r),
    "org": lambda r, l: r.choice(_ORG),
    "uni": lambda r, l: r.choice(_UNI_CN if l == "zh" else _UNI_EN),
    "wave": lambda r, l: r.choice(["Wave 2", "W3", "T1", "T2", "Wave 4"]),
    "dur": lambda r, l: _pick(r, l, ["45 min", "90 minutes", "1.5 h", "30-minute", "an hour"], ["40分钟", "1小时", "90分钟", "半小时"]),
    "week": lambda r, l: _pick(r, l, ["week 4", "Week 12", "wk 8", "week 2"], ["第4周", "第12周", "第8周", "第2周"]),
    "ip": lambda r, l: f"10.{r.randint(0, 40)}.{r.randint(0, 254)}.{r.randint(2, 254)}",
    "port": lambda r, l: str(r.choice([5432, 3306, 8080, 443, 22, 8443, 6379])),
    "ver": lambda r, l: f"v{r.randint(1, 6)}.{r.randint(0, 9)}",
    "rec": lambda r, l: str(r.randint(1001, 4999)),
    "ts": lambda r, l: f"2025-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z",
    "sortcode": lambda r, l: f"{r.randint(10, 99)}-{r.randint(0, 99):02d}-{r.randint(0, 99):02d}",
    "routing": lambda r, l: _aba(r),
    "pct": lambda r, l: f"{r.randint(5, 95)}%",
    "job": lambda r, l: f"{r.randint(10000, 99999)}",
}

_MARK = re.compile(r"«([A-Za-z_0-9]+)(?::([A-Za-z_0-9+]+))?»")


def _render(tpl, cat, lang, r, F):
    ms = [m for m in _MARK.finditer(tpl) if m.group(1) == "V"]
    if len(ms) != 1:
        raise ValueError(f"template needs exactly one «V»: {tpl!r}")
    m = ms[0]
    out = _GEN[cat](r, m.group(2), lang, F)
    value, extra = out if isinstance(out, tuple) else (out, {})

    def fill(s):
        return _MARK.sub(lambda mm: extra[mm.group(1)] if mm.group(1) in extra else _FILL[mm.group(1)](r, lang), s)

    left, right = fill(tpl[: m.start()]), fill(tpl[m.end():])
    return left + value + right, len(left), len(left) + len(value), (m.group(2) or "")


# =========================================================================== templates
# «V» / «V:kind» marks the planted value; other «name» markers are incidental fillers.
T = {}

T["secret", "en"] = [
    "REDCap API token for the «study» project: «V:redcap» — please don't paste it in Slack again.",
    ".env for the nightly survey sync\nQUALTRICS_DATACENTER=iad1\nQUALTRICS_API_TOKEN=«V:qualtrics»\nEXPORT_FORMAT=csv",
    'curl -s -H "X-API-TOKEN: «V:qualtrics»" https://iad1.qualtrics.com/API/v3/surveys/«svid»/export-responses',
    "Prolific payout script is failing with 401. The token in config.yaml is «V:prolific», regenerate before the «date» batch?",
    "[mturk-requester]\naws_access_key_id = «V:aws_akid»\nregion = us-east-1",
    "[mturk-requester]\nregion = us-east-1\naws_secret_access_key = «V:aws_secret»",
    "recruitment alerts bot for #recruiting-«city» uses «V:slack», owner is the lab account",
    "Stripe key that pays out participant incentives (live!): «V:stripe»",
    "incentive webhook endpoint secret → «V:whsec»",
    "heads up: the de-id pipeline was pushed to GitHub with «V:ghp» hardcoded in deid/config.py, rotating it now",
    "git remote set-url origin https://«V:ghp»@github.com/«org»/consent-parser.git",
    "Interview transcripts were summarised with OPENAI_API_KEY=«V:openai» under the interview-coding project.",
    "key for the qualitative coding assistant (Claude) is «V:anthropic» - budget cap $200/mo",
    "https://maps.googleapis.com/maps/api/geocode/json?address=«city»&key=«V:google»",
    "Whisper fine-tune on the interview audio pulls the private model with token «V:hf»",
    "reminder e-mails for «visit» go out via SendGrid; SENDGRID_API_KEY=«V:sendgrid»",
    "EMA prompt bot token: «V:telegram» (webhook -> /ema/hook, 5 prompts/day)",
    "«ts» INFO consent-portal POST /api/v2/records 201 Authorization: Bearer «V:jwt»",
    "SFTP key for the data-sharing drop with the sponsor, as requested in the DSA annex:\n«V:pkey»\nPlease move this into the vault and delete this message.",
    "DATABASE_URL=postgresql://redcap_ro:«V:urlpw»@«ip»:5432/redcap_prod",
    "sync error: could not connect to mysql://limesurvey:«V:urlpw»@db-survey.internal/limesurvey_2024 (timeout)",
    "Twilio SMS reminders for «study»: auth token «V:twilio», the account SID is in 1Password",
    "panel newsletter (Mailchimp) key: «V:mailchimp»",
    "Amazon e-gift for «pid» («amt»), claim code «V:giftcode» - mark as sent in the payout log",
    "HMAC salt used to hash MRNs into study IDs: «V:salt» (same salt at every site or the linkage breaks)",
    "OSF personal access token (osf.full_write) for uploading the preregistration: «V:osf»",
    "The transcription vendor's Dropbox access token: «V:dropbox»",
    "rclone gdrive remote\ntype = drive\nscope = drive.file\ntoken = {\"access_token\":\"«V:ya29»\",\"token_type\":\"Bearer\"}",
    "sponsor's SAS link for the imaging upload: https://trialdata.blob.core.windows.net/uploads?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-06-30T23:59:59Z&sig=«V:sassig»",
    "qualtrics:\n  datacenter: ca1\n  api_token: «V:qualtrics»\nredcap:\n  url: https://redcap.«uni»/api/",
    '{"service": "castor-edc", "client_id": "«uuid»", "client_secret": "«V:hex40»", "study": "«nct»"}',
    "«ts» WARN export_worker: retrying with token=«V:redcap» (attempt 3/5)",
    "«V:ghp» <- that's the PAT that was sitting in the notebook we nearly shared with the sponsor",
    "Zoom server-to-server app for interview recordings, client secret «V:alnum32»",
    "record_id,redcap_event_name,api_token\n«rec»,baseline_arm_1,«V:redcap»",
    "fine-grained PAT for the ETL repo (expires in 30d): «V:github_pat»",
    "Slack incoming webhook for screening alerts: https://hooks.slack.com/services/«V:slack_hook»",
]

T["secret", "zh"] = [
    "腾讯云短信（被试提醒）的 SecretId：«V:tencent_id»，SecretKey 另发",
    "腾讯云 SecretKey 是 «V:tencent_key»，别提交到仓库",
    "阿里云OSS存访谈录音，AccessKey ID：«V:aliyun_id»",
    "阿里云 AccessKey Secret：«V:aliyun_secret»（只给数据管理员）",
    "钉钉机器人加签密钥 «V:ding_secret»，用于每日入组播报",
    "企业微信群机器人 webhook：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=«V:uuidkey»",
    "小程序 AppSecret：«V:wx_secret»，招募小程序上线前要重置",
    "REDCap 的 API token 是 «V:redcap»，«study»项目用的",
    "数据同步脚本报错了，连接串里的密码 mysql://wjx_sync:«V:urlpw»@«ip»:3306/survey 还是旧的",
    "配置文件 .env：\nWJX_APPID=«n»\nWJX_APPKEY=«V:hex40»\nEXPORT_DIR=./raw",
    "访谈转写用的 OpenAI key：«V:openai»，额度快用完了",
    "伦理材料仓库的 GitHub token «V:ghp» 不小心写进了 README，已经撤销",
    "«ts» ERROR 被试费发放接口 401，Authorization: Bearer «V:jwt»",
    "飞书多维表格同步用的 app_secret：«V:alnum32»",
    "«V:tencent_key»——这是短信平台的密钥，千万别发群里",
    "数据共享协议附件里写着 SFTP 私钥：\n«V:pkey»\n请尽快换成平台账号",
    "脱敏用的哈希盐值：«V:salt»（各分中心必须一致）",
    "「问卷导出」定时任务\nschedule: daily\ntoken: «V:qualtrics»\nformat: spss",
    "HuggingFace 读取私有模型的 token：«V:hf»",
    "京东E卡卡密：«V:giftcode»，发给«pid»作为被试费",
    "Slack 机器人（海外合作方）用 «V:slack»",
    "七牛云上传凭证 SK：«V:aliyun_secret»",
    "接口文档里示例 token 竟然是真的：«V:redcap»",
    '{"平台": "见数", "api_key": "«V:hex40»", "项目": "«study»"}',
    "百度地图 AK（被试住址地理编码用）：«V:alnum32»",
    "阿里云RAM用户 lab-export 的密钥对\nAccessKeyId: «V:aliyun_id»\n（Secret 见保险柜里的纸条）",
    "钉钉 access_token=«V:hex64» 群机器人已失效，请更新",
    "Git 提交记录里留了 AWS 的 key：«V:aws_akid»，S3 上有被试录音",
    "问卷星推送接口的签名密钥：«V:alnum32»，在后台“数据推送”里能看到",
    "OSF 上传预注册用的令牌 «V:osf»",
    "Stripe 海外被试打款的密钥 «V:stripe»，由合作方保管",
    "日志：«ts» sync_job 使用 token=«V:tencent_key» 拉取数据成功",
    "Anthropic 的 key «V:anthropic» 用来做开放题编码",
]

T["secret", "mixed"] = [
    "REDCap 的 API token：«V:redcap»，export 的时候记得选 de-identified",
    "Qualtrics token «V:qualtrics» 放在 .env 里，别 commit",
    "刚发现 repo 里有 «V:ghp»，是谁 push 的 de-id script？",
    "OPENAI_API_KEY=«V:openai» 用来做 interview transcript 的 summarization",
    "阿里云 access key «V:aliyun_id» for the OSS bucket (访谈录音)",
    "这个 Slack bot token «V:slack» 是 recruiting channel 用的",
    "webhook secret 是 «V:whsec»，incentive payout 回调要验签",
    "tencent cloud SMS 的 SecretKey：«V:tencent_key» (reminder 短信)",
    "Bearer «V:jwt» <- consent portal 的 service token，今天过期",
    "DB 连接 postgresql://edc_app:«V:urlpw»@«ip»:5432/crf，password 要换",
    "HF token «V:hf» 只给 Whisper fine-tune 用",
    "Stripe live key «V:stripe» 不要放进 Notion",
    "Amazon gift card claim code «V:giftcode» 已发给 «pid»",
    "hash MRN 用的 salt：«V:salt»，每个 site 要一致",
    "«V:anthropic» 这个 Claude key 是 coding open-ended responses 的",
    "AWS access key id «V:aws_akid» (MTurk requester account)",
    "private key 贴在 DSA 附件里了...\n«V:pkey»\n已经通知 sponsor 换 key",
    "SendGrid key «V:sendgrid» 发 follow-up survey 的",
    "Prolific API token «V:prolific» 用于 auto-approve submissions",
    "Google Maps key=«V:google» 做 geocoding，记得限制 referrer",
    "config.yaml\nwjx:\n  appkey: «V:hex40»\n  survey: «n»\nredcap:\n  url: https://redcap.«uni»/api/",
    "«ts» WARN payout-svc token=«V:redcap» retry 2/5",
    "钉钉 robot secret «V:ding_secret»，daily enrollment report 用",
    "GitHub fine-grained PAT «V:github_pat» 给 RA 临时用，两周后 revoke",
    "企业微信 webhook key=«V:uuidkey»（screening alert 群）",
    "OSF token «V:osf» for uploading preregistration 和 materials",
    "Twilio auth token «V:twilio»，SMS reminder 用",
    "mysql://survey:«V:urlpw»@db.lab.internal/wjx_mirror 这个 connection string 写在 notebook 里了",
    "aliyun AccessKey Secret «V:aliyun_secret» 已经 rotate 了吗？",
    "Mailchimp key «V:mailchimp»，panel newsletter 用的",
    "«V:tencent_id» 是 SecretId，SecretKey 在 vault",
    "Zoom app 的 client secret «V:alnum32»，interview recordings 自动下载",
    '{"tool": "Castor EDC", "client_secret": "«V:hex40»", "site": "«site»"}',
    "Dropbox token «V:dropbox» 是 transcription vendor 的，用完删",
]

T["password", "en"] = [
    "REDCap login for the new RA: username is in the onboarding doc, password «V»",
    "The zip with the screening log is encrypted, the password is «V» (sent separately, per the DSA).",
    "Locker 14 in the exam room, code «V:pin»",
    "door code for the sleep lab observation suite: «V:door»",
    "check-in iPad kiosk passcode: «V:pin»",
    "pw=«V» for the shared Qualtrics account (yes I know, it's on the list to fix)",
    ".env\nSURVEY_ADMIN_USER=admin\nSURVEY_ADMIN_PASSWORD=«V»\nSURVEY_URL=https://survey.«uni»",
    "Participant loaner laptop #«n»: Windows login password «V», return by «date»",
    "the Box folder for «study» is password-protected, password «V», link expires «date»",
    "Sorry about earlier! The password to open the consent PDF is «V»",
    "Waiting-room Wi-Fi for participants: network StudyGuest, password «V»",
    "then type the passphrase «V:phrase» and hit enter and the EDC should open",
    "device_id,tablet_pin,site\nTAB-0«n»,«V:pin»,«site»",
    "limesurvey:\n  admin_user: admin\n  admin_pass: \"«V»\"\n  base_url: /index.php",
    "Study Portal Log-in\nUser ID: (see badge)\nPassw0rd: «V»\nDo not write this on the CRF",
    "combination for the CRF filing cabinet is «V:pin»",
    "PIN for the prepaid incentive cards (ClinCard batch «job»): «V:pin»",
    "mysql -u survey_admin -p'«V»' -h 127.0.0.1 panel_db",
    "Temporary password «V» — you'll be asked to change it at first login to the EDC.",
    "EDC account reset done. New pw: «V»",
    "her phone unlock code is «V:pin», she asked us to type it in while installing the sensing app",
    "Fitbit account password for the study-owned devices: «V»",
    "7-Zip archive (AES-256) with the audio, password «V», share by phone only",
    '{"site": "«site»", "sftp_user": "drop_«n»", "sftp_password": "«V»"}',
    "«V:phrase» is the passphrase for the encrypted USB with the interview audio",
    "Re: keys. New alarm code for the field office is «V:pin»",
    "pasword is «V» lol dont tell the PI",
    "| System | Login | Password |\n|---|---|---|\n| Qualtrics | lab-admin | «V» |",
    "«ts» sshd: Failed password for surveyadmin from «ip»: tried '«V»'",
    "For the Tobii laptop the BitLocker PIN is «V:pin»",
    "db.internal:5432:redcap:redcap_app:«V»",
    "monitor dashboard is behind basic auth: user monitor, password «V»",
    "voice memo\nok so the password for the tablets is «V:phrase» all lowercase see you tomorrow",
    "Participant asked us to note her patient-portal password («V») so we can pull the med list. We said no, please strike this.",
]

T["password", "zh"] = [
    "问卷星主账号密码：«V»，别外传",
    "数据压缩包已加密，解压密码是«V»，密码另行短信发送",
    "实验室门禁密码 «V:door»#",
    "被试储物柜的密码是«V:pin»，用完请恢复成0000",
    "REDCap 登录密码：«V»（首次登录后请修改）",
    "共享电脑（眼动仪那台）开机密码是«V»",
    "伦理申请材料 PDF 的打开密码：«V»",
    "百度网盘链接已发群里，提取码：«V:pancode»",
    "登录密码«V»，账号就是实验室邮箱",
    "账号：lab_admin\n密码：«V»\n有效期至«date»",
    "mysql -h «ip» -u survey -p«V» wjx_export",
    "录音笔的密码是«V:pin»",
    "iPad 锁屏密码 «V:pin»，用完放回柜子",
    "SPSS 授权服务器 admin 密码：«V»",
    "被试说她手机解锁密码是«V:pin»，让我们帮她装 EMA 小程序",
    "保险柜密码：«V:pin»，CRF原件都在里面",
    "新的 Wi-Fi 密码是«V»，被试候诊区也能连",
    "临时密码«V»，24小时内有效",
    "VPN 口令：«V»",
    '{"用户名": "admin", "密码": "«V»", "系统": "«tool»"}',
    "数据库:\n  用户: wjx\n  密码: \"«V»\"\n  端口: «port»",
    "语音转文字：那个密码是«V»你记一下明天给新来的主试",
    "加密U盘（访谈录音）的密码：«V»",
    "考勤机管理员密码«V:pin»",
    "ClinCard 被试费卡的 PIN 码是«V:pin»",
    "SFTP：用户 site«n»，密码 «V»，端口 22",
    "| 系统 | 账号 | 密码 |\n|---|---|---|\n| «tool» | 课题组 | «V» |",
    "«V»——这个是伦理系统的密码，别再问我了",
    "发被试费用的企业支付宝，支付密码«V:pin»",
    "密码忘了，重置后为«V»",
    "7z 压缩包密码：«V»（AES-256加密）",
    "电脑上贴的便利贴写着“密码«V»”，监查的时候被发现了",
    "脑电室工作站的 Windows 密码改成 «V» 了",
]

T["password", "mixed"] = [
    "REDCap 的 password 是 «V»，第一次登录要 change",
    "zip 的解压 password：«V»",
    "lab 门禁 code «V:door»",
    "Qualtrics 共享账号 pw: «V»",
    "iPad kiosk 的 passcode 是 «V:pin»",
    "encrypted USB 的 passphrase：«V:phrase»",
    ".env 里 ADMIN_PASSWORD=«V»，记得加到 .gitignore",
    "问卷星 account 密码 «V»，别发到 group chat",
    "temp password «V»，24h 内有效，登录 EDC 后改掉",
    "被试 phone unlock PIN «V:pin»，安装 sensing app 时用",
    "CRF cabinet combination «V:pin»，只给 CRC",
    "SFTP user site«n» / password «V»",
    "Box folder 的 password 是 «V»，link «date» expire",
    "WiFi StudyGuest 密码 «V»",
    "login failed for admin, password tried: «V» (from auth.log)",
    "Tobii laptop BitLocker PIN «V:pin»",
    "mysql -u wjx -p«V» -h «ip» survey_mirror",
    '{"user": "lab-admin", "password": "«V»", "tool": "«tool»"}',
    "| system | login | 密码 |\n|---|---|---|\n| LimeSurvey | admin | «V» |",
    "«V» 是 shared drive 的 password，sorry 刚才发错群",
    "百度网盘 提取码 «V:pancode»，raw data 在里面",
    "语音：password是«V»全小写没有空格",
    "ClinCard incentive card PIN：«V:pin»",
    "pgpass: db.internal:5432:crf:crf_app:«V»",
    "新 RA onboarding：账号 ra«n»，初始密码 «V»",
    "Fitbit study account pw «V»，devices 都登这个",
    "7-Zip archive password «V»（AES-256），via phone only",
    "保险柜 code «V:pin»，original consent forms 在里面",
    "alarm code for 办公室 «V:pin»",
    "monitor dashboard basic auth：monitor / «V»",
    "password: «V»\n# TODO: move to vault before the DSMB review",
    "VPN 口令 «V» for remote access to the EDC",
]

T["email", "en"] = [
    "Screening call done. Prefers email over phone: «V»",
    "Signed consent copy sent to «V» on «date».",
    "record_id,email,consent_date\n«rec»,«V»,«date»",
    "Hi, I saw your flyer for «study», you can reach me at «V». Thanks!",
    "550 5.1.1 <«V»>: Recipient address rejected (e-gift card for «visit» not delivered)",
    "Tremendous payout failed for «V», resend «amt»",
    "please unsubscribe «V» from the participant panel, she asked twice",
    "reach her at «V:obf» (that's how she wrote it on the paper form)",
    '{"ResponseId": "«rid»", "Q12_email": "«V»", "Finished": true, "Progress": 100}',
    "To: «V»\nSubject: Your «amt» gift card for completing «wave»\n\nThank you for taking part!",
    "«V» — duplicate sign-up, same IP as «pid», exclude from the draw",
    "interested in the diary study?? email me «V» or just reply here",
    "From: «V»\nSent: «date»\nSubject: Re: withdrawal from study\n\nPlease remove my data.",
    "LAB SIGN-UP SHEET (scan)\nSlot | Email | Initials\nB | «V» | __",
    "the DSA said sponsor gets coded data only, but the export still had a column with «V» in it",
    "REDCap survey invitation queued for «V» (event: 3-month follow-up)",
    "voice memo: her email is «V:obf» got it",
    "Gift card sent ✅ «V»",
    "pls cc «V» on the reimbursement, participant wants it sent to her partner",
    "mailto:«V»?subject=Study%20question",
    "Contact preference: [x] E-mail  Address: «V»",
    "Qualtrics panel dedupe flagged «V» (3 responses, «date»)",
    "Dear study team, my new address is «V», the old one got hacked.",
    "Prolific messaging was down so he wrote in from «V» about the bonus",
    "MTurk worker emailed from «V» asking why the HIT was rejected",
    "«ts» mailer: sent reminder_2 to=«V» status=250 OK",
    "Emergency contact e-mail (participant's daughter): «V»",
    "screening form, field 'best email' = «V»",
    "forwarding tomorrow's Zoom link to «V» for the interview",
    "| pid | email | arm |\n|---|---|---|\n| «pid» | «V» | control |",
    "Can't open the consent link, please send it to «V» instead thanks!!",
    "OCR: E-rnail addr: «V»  Phone: (declined)",
    "note to self - P's uni address bounces, use «V:edu»",
]

T["email", "zh"] = [
    "被试邮箱：«V»，知情同意书电子版已发送",
    "报名表里填的邮箱是«V»，但一直没回复",
    "被试费电子发票请发到 «V»",
    "编号,邮箱,组别\n«pid»,«V»,实验组",
    "有问题可以联系我，邮箱«V»，谢谢学姐",
    "退信通知：无法投递到 «V»（«study»第二次随访提醒）",
    '{"序号": «n», "邮箱": "«V»", "提交时间": "«date»"}',
    "招募帖回复：我想报名！我的邮箱«V»",
    "他说换邮箱了，新的是«V»，旧的别用了",
    "发件人：«V»\n主题：关于退出研究\n\n老师您好，我想退出本研究，请删除我的数据。",
    "«V»，这个被试重复提交了三次问卷，剔除",
    "问卷最后一题“留下邮箱参与抽奖”：«V»",
    "请把访谈录音的转写稿发到 «V» 让被试确认",
    "紧急联系人邮箱（被试家属）：«V»",
    "被试用的是学校邮箱 «V:educn»，毕业后可能失效",
    "京东E卡已发送至 «V»，请注意查收",
    "| 编号 | 邮箱 | 状态 |\n|---|---|---|\n| «pid» | «V» | 已完成 |",
    "语音转写：我邮箱是«V»你发这个就行",
    "数据共享前发现表格里还有邮箱一列，比如«V»，要删掉",
    "«ts» 邮件发送成功 收件人=«V» 模板=随访提醒",
    "预约成功后系统会发确认邮件到 «V»",
    "联系方式：邮箱 «V»（首选）",
    "抄送«V»，被试希望结果反馈给她本人",
    "扫描件识别：电子邮件 «V» 签名：已签",
    "被试在问卷星里填错了邮箱，正确的应为«V»",
    "QQ邮箱 «V:qq» 收不到外网邮件，换一个吧",
    "研究结束后会把个人报告发送到«V»",
    "这个被试的邮箱«V»在黑名单里（上次刷问卷）",
    "反馈：«V» 说没收到被试费",
    "请核对：姓名已删除，但备注栏仍有邮箱«V»",
    "第二波问卷链接已发至«V»",
    "微信不方便的话发邮件到«V»也可以",
]

T["email", "mixed"] = [
    "被试 email：«V»，consent form 已发",
    "gift card 发到 «V» 了，记得在 payout log 里打勾",
    "这个 participant 的 email «V» bounce 了",
    "record_id,email,arm\n«rec»,«V»,treatment",
    "sign-up sheet 上写的是 «V»",
    "follow-up survey link 已发 «V»",
    "Prolific 上联系不上，他直接发邮件 from «V»",
    "duplicate response：«V»，same IP，要 exclude",
    '{"ResponseId": "«rid»", "email": "«V»", "finished": "是"}',
    "To: «V»\nSubject: 被试费 / participant payment\n\n您好，本次被试费为«amt»。",
    "«V» 这个 email 在 blacklist 里（上次 straightlining）",
    "她说 new email 是 «V»，旧的别用",
    "DSA 要求 de-identified，但 export 里还有 email 列，比如 «V»",
    "reminder 邮件 sent to «V» status=250",
    "emergency contact email «V»（participant 的 husband）",
    "interview 的 Zoom link 发到 «V»",
    "| pid | email | 状态 |\n|---|---|---|\n| «pid» | «V» | withdrawn |",
    "她写的是 «V:obf»，应该就是那个 email",
    "学校邮箱 «V:educn» 毕业后会失效，建议留 personal email",
    "Qualtrics dedupe flagged «V»，三次提交",
    "语音备忘 她的email是«V»",
    "请 cc «V»，participant 想把结果发给自己",
    "unsubscribe «V» from panel，她 asked twice",
    "联系方式 / Contact: «V»",
    "mailto:«V»?subject=被试招募咨询",
    "OCR 结果：E-mai1: «V»",
    "Tremendous payout to «V» failed，重发 «amt»",
    "回复招募 post：interested! 我的 email «V»",
    "«ts» mailer to=«V» template=wave2_invite OK",
    "«V» 退出研究了，please remove from mailing list",
    "收件人 «V» 显示 mailbox full，改用微信联系",
    "note：uni email bounce，用 «V» instead",
]

T["phone", "en"] = [
    "Screening call: left voicemail at «V», try again after «visit» reminders go out",
    "Best number to reach me is «V», texts are fine. Saw the flyer at the library!",
    "record_id,phone,ok_to_text\n«rec»,«V»,yes",
    "Pt prefers phone contact: «V» (landline, no voicemail)",
    "«V» - wrong number, the person who answered never signed up for «study»",
    "Twilio delivery failed to «V» (error 30003, unreachable handset)",
    "Emergency contact (spouse): «V»",
    "If you have questions about the interview please call or text me on «V» - thanks, from the participant",
    '{"ResponseId": "«rid»", "Q3_phone": "«V»", "Q4_besttime": "evenings"}',
    "voice memo transcript so her number is «V:spoken_en» and she said call after work",
    "CRF p.1  Contact Tel: «V»  Alt: none",
    "mobile: «V» (UK) — the participant moved back to «city»",
    "Please update: new cell «V», old one disconnected",
    "| pid | phone | consented |\n|---|---|---|\n| «pid» | «V» | Y |",
    "she gave her work line «V:us_ext» because her mobile is shared",
    "OCR of sign-up sheet: Te1ephone ..... «V»",
    "txt reminder sent to «V» for «visit», delivered",
    "«ts» sms.send to=«V» template=ema_prompt status=queued",
    "Callback requested: «V», re: adverse event questions",
    "I'm interested in the paid study, my mobile is «V». Is there still space?",
    "participant's mum answered at «V» and said he's at uni",
    "Please note the caregiver's number for home visits: «V»",
    "redcap field [phone_primary] = «V»",
    "UK participant, mobile «V:uk_mob», prefers WhatsApp",
    "Phone screen failed — «V» goes straight to a fax tone",
    "contact:\n  phone: \"«V»\"\n  consent_sms: true",
    "we owe «pid» «amt», she asked for Venmo but we only do checks; call her at «V»",
    "do NOT call «V» on weekends, per participant request",
    "From the interview notes: 'you can ring me at «V:uk_land», I'm always in'",
    "WhatsApp group for the diary study - added «V»",
    "Dialed «V» three times, no answer, marking lost to follow-up",
    "New sign up!! phone «V» email none given",
    "number on consent form («V») doesn't match REDCap, please check",
]

T["phone", "zh"] = [
    "被试手机号：«V»，已加微信",
    "报名表填的电话是«V»，打了两次没人接",
    "编号,手机号,组别\n«pid»,«V»,对照组",
    "联系人电话 «V»（被试的女儿）",
    "«V» 这个号码是空号，问卷星里可能填错了",
    "随访提醒短信发送失败：«V»",
    "有兴趣参加的同学请联系我，电话«V»，微信同号",
    '{"编号": "«pid»", "手机": "«V»", "方便联系时间": "晚上"}',
    "语音转写：我的号码是«V:spoken_zh»你记一下",
    "CRF 第1页 联系电话：«V»",
    "被试换号了，新号码«V»，旧号停机",
    "| 编号 | 电话 | 是否同意短信 |\n|---|---|---|\n| «pid» | «V» | 是 |",
    "家里座机«V:cn_land»，白天老人在家",
    "招募帖评论：我报名！«V»",
    "«ts» 短信网关 发送至«V» 模板=EMA提醒 状态=成功",
    "被试要求不要在上班时间打«V»",
    "回访电话«V»，被试说最近头晕，需要记录不良事件",
    "扫描件：联系方式 «V» 签名日期 «date»",
    "被试费转账失败，请电话联系«V»确认支付宝账号",
    "«V»是被试爱人的电话，紧急情况才打",
    "随访失访：«V» 连续三次无人接听",
    "问卷里留的手机号«V»和知情同意书上的不一致",
    "麻烦把«pid»的电话改成«V»",
    "入组后请拨打«V»与研究助理确认时间（这是被试留的回拨号码）",
    "联系方式:\n  手机: «V»\n  接收短信: 是",
    "她说打«V»找她妈妈就行",
    "被试在群里报了手机号«V»，已私聊",
    "短信通知«V»：您的被试费«amt»已发放",
    "访谈预约：«V»，工作日晚上方便",
    "电话（手写，可能有误）：«V»",
    "已加入日记研究微信群，手机号«V»",
    "数据脱敏检查：备注列残留电话«V»",
    "被试单位的办公电话«V:cn_land»，午休时间别打",
]

T["phone", "mixed"] = [
    "participant 手机号 «V»，已经 add 微信",
    "screening call 打 «V» 没人接，明天 retry",
    "record_id,phone,arm\n«rec»,«V»,control",
    "emergency contact «V»（被试的 husband）",
    "SMS reminder 发送失败 to «V»",
    "她换号了 new number «V»",
    '{"pid": "«pid»", "phone": "«V»", "ok_to_text": "是"}',
    "«V» 这个 number 是空号，可能 typo",
    "interview 前一天 call «V» 确认",
    "| pid | phone | 状态 |\n|---|---|---|\n| «pid» | «V» | enrolled |",
    "«ts» sms to=«V» template=EMA_prompt delivered",
    "US participant，phone «V:us»，time zone 要注意",
    "UK 被试 mobile «V:uk_mob»，只用 WhatsApp",
    "她说 call me at «V»，下班后",
    "CRF contact tel «V» 和 REDCap 不一致",
    "被试费 transfer 失败，请 call «V»",
    "voice memo 她的号码是«V»明天回电",
    "家里 landline «V:cn_land»，老人白天在家",
    "招募 post 回复：interested，电话 «V»",
    "lost to follow-up：«V» 三次无人接听",
    "不要在 working hours 打 «V»",
    "new sign-up!! 手机 «V»，email 没留",
    "contact:\n  phone: «V»\n  sms_consent: yes",
    "AE follow-up call «V»，被试说最近头晕",
    "WhatsApp group for diary study 已加 «V»",
    "mum 接的电话 «V»，说他在学校",
    "phone: «V» (OCR，可能有错)",
    "caregiver 电话 «V»，home visit 前联系",
    "number on consent form «V» 要 double check",
    "请把 «pid» 的 phone 改成 «V»",
    "text 她 at «V»，她不看 email",
    "«V» is the callback number 她留的",
    "office phone «V:cn_land»（被试单位），可以留言",
]

T["address", "en"] = [
    "Home visit scheduled, participant lives at «V», «acity». Park on the street, no lift.",
    "Mail the «amt» check to «V», «acity» — she doesn't do e-gift cards.",
    "record_id,street,city\n«rec»,«V»,«acity_s»",
    "Address for the actigraphy kit return label: «V», «acity»",
    "«V» — returned to sender, participant moved; update before «visit»",
    "Participant address (CRF p.1): «V», «acity»",
    '{"ResponseId": "«rid»", "Q7_street": "«V»", "Q7_city": "«acity_s»"}',
    "field notes: interview took place in the kitchen at «V». Dog, two kids, lots of noise.",
    "Sleep diary packet posted to «V» on «date»",
    "Caregiver's address for the home-based arm: «V», «acity»",
    "new address!! «V» (moved in with her sister), same city",
    "| pid | address | arm |\n|---|---|---|\n| «pid» | «V», «acity_s» | home |",
    "the de-identified file still had the street column, e.g. «V», that's a DSA breach",
    "Shipping the blood-pressure cuff to «V», «acity_s» via FedEx",
    "OCR: Hom e Addr ess: «V» ,«acity_s»",
    "voice memo heading to the participant's place now it's «V» the blue door",
    "Mailing list for the thank-you cards: «V», «acity»",
    "She asked that we NOT send anything to «V» because her husband opens the mail.",
    "address:\n  line1: \"«V»\"\n  city: «acity_s»",
    "Confirm the address on file: «V»?",
    "Home assessment (OT) at «V», bring the spare tablet",
    "undeliverable: «V», «acity» — gift card returned",
    "The participant's flat is at «V», buzzer doesn't work, text on arrival",
    "Subject: change of address\n\nHi, please update my address to «V», «acity». Thanks",
    "Per the screening log she lives at «V», which is outside the catchment area",
    "Courier pickup for the saliva kit: «V», any weekday",
    "Stool sample cooler left at «V» (porch), per participant",
    "«V», «acity_s» — that's where the reimbursement cheque went",
    "LAB SIGN-UP SHEET (scan)\nName: [redacted]  Addr: «V»  Signed: y",
    "we drove past «V» for the neighbourhood walk-along interview",
    "reimbursement form, section B (home address): «V», «acity»",
    "I'm at «V» if you want to drop the consent form off yourself",
]

T["address", "zh"] = [
    "家访安排：被试住在«acity»«adist»«V:cn»，没有电梯",
    "被试费纸质收据寄到«acity»«V»",
    "编号,住址\n«pid»,«acity»«adist»«V:cn»",
    "睡眠监测设备回寄地址：«V»",
    "«V»——快递被退回，被试已搬家",
    "CRF 第1页 家庭住址：«acity»«adist»«V:cn»",
    '{"编号": "«pid»", "详细地址": "«V»", "城市": "«acity»"}',
    "田野笔记：访谈在被试家«V»进行，客厅里有孩子在写作业",
    "日记本已邮寄至«acity»«V»",
    "照护者地址（居家干预组）：«adist»«V:cn»",
    "被试说她搬到了«V»，还在«acity_s»",
    "| 编号 | 住址 | 组别 |\n|---|---|---|\n| «pid» | «V» | 居家组 |",
    "脱敏后的数据里还有地址列，比如«V»，违反数据共享协议",
    "血压计快递到«acity»«adist»«V:cn»，顺丰到付",
    "扫描识别：家 庭 住 址 «V»",
    "语音备忘 我现在去被试家地址是«V»楼下有个快递柜",
    "被试特别交代不要把东西寄到«V»，家里人不知道她参加研究",
    "地址:\n  详细: «V»\n  城市: «acity»",
    "请再核对一下：«V»？",
    "康复评估上门地点：«adist»«V:cn»",
    "被试留的收货地址«V»，京东卡实体卡寄这里",
    "她家在«V»，门铃坏了，到了打电话",
    "主题：地址变更\n\n老师好，我的新地址是«acity»«V»，谢谢",
    "筛选记录显示她住在«adist»«V:cn»，不在招募范围内",
    "唾液采样盒放在«V»门口，被试会自取",
    "«V»——被试费发票就是寄到这里的",
    "报名表：姓名（已涂黑） 住址：«V» 本人签字：是",
    "社区走访访谈路过«V»",
    "报销单B栏（家庭住址）：«acity»«V»",
    "社区高血压随访：上门地址«adist»«V:cn»，«date»",
    "老人住«V»，子女在外地，随访需电话提前告知",
    "收件地址：«acity»«adist»«V:cn»（被试本人收）",
]

T["address", "mixed"] = [
    "home visit 地址：«acity»«adist»«V:cn»，no elevator",
    "gift card 实体卡 mail to «V»",
    "record_id,address\n«rec»,«acity»«V:cn»",
    "actigraphy kit 回寄 address：«V»",
    "«V» 退件了，participant moved",
    "CRF p.1 住址 «adist»«V:cn»",
    '{"pid": "«pid»", "address": "«V»", "city": "«acity»"}',
    "field notes：interview 在她家 «V»，孩子在旁边",
    "sleep diary 已寄到 «V»",
    "她搬到 «V» 了，还在 «acity_s»",
    "| pid | address | arm |\n|---|---|---|\n| «pid» | «V» | home |",
    "de-identified file 里还有 address，比如 «V»，DSA breach",
    "BP cuff 快递到 «acity»«V:cn»",
    "OCR: 住 址 Address «V»",
    "voice memo 去被试家 «V» 楼下有快递柜",
    "participant 说 NOT 寄到 «V»，家人会拆",
    "address:\n  line1: «V»\n  city: «acity»",
    "please confirm 地址 «V»？",
    "OT home assessment at «adist»«V:cn»",
    "她家在 «V»，doorbell 坏了 text on arrival",
    "change of address：新地址 «acity»«V:cn»",
    "screening log 显示她住 «V»，outside catchment area",
    "saliva kit 放在 «V» 门口",
    "reimbursement cheque 寄到 «V»",
    "walk-along interview 经过 «V»",
    "报销单 home address：«V»",
    "US participant lives at «V:us», «acity» — 寄 check",
    "UK participant 的地址 «V:gb», «acity»",
    "上门随访 address «adist»«V:cn»，«date»",
    "收件 address：«acity»«V:cn»（本人收）",
    "老人住 «V»，need to call ahead",
    "participant 的 address 写在 consent form 背面：«V»",
]

T["government_id", "en"] = [
    "SSN needed for the IRS 1099 since incentives went over $600: «V:ssn»",
    "Payment form W-9, TIN: «V:ssn»",
    "Participant's NHS number «V:nhs» — use it only to link to the GP record, never in the analysis file",
    "record_id,nhs_number,gp_practice\n«rec»,«V:nhs»,practice 12",
    "NI number for the honorarium (HMRC): «V:nino»",
    "«V:ssn» <- found in the free-text comments column of the «tool» export, needs scrubbing",
    "Medicare MBI on the screening log: «V:mbi»",
    "ID check at consent: driver's licence («dlstate») «V:us_dl», verified by «role»",
    "Passport no. «V:us_passport» (travel reimbursement for the «city» site visit)",
    "UK passport «V:uk_passport» used as photo ID at the consent visit",
    "ITIN instead of SSN: «V:itin»",
    '{"record_id": "«rec»", "ssn_last4_only": false, "ssn": "«V:ssn»"}',
    "Screening log\nInitials | DOB year | MBI\n-- | 1951 | «V:mbi»",
    "voice memo she read out her social «V:ssn» before I could stop her",
    "OCR of W-9: Social security number |«V:ssn»|",
    "The de-identified dataset still contains NINOs like «V:nino» in the notes field.",
    "Payroll (casual worker) needs NI no. «V:nino» and a sort code",
    "Please verify NHS no. «V:nhs» against the PDS before enrolment",
    "tax_id: «V:ssn»\npayment_method: check\namount_ytd: 640",
    "| pid | NHS no. | consent v |\n|---|---|---|\n| «pid» | «V:nhs» | 3.1 |",
    "Participant refused to give SSN; gave ITIN «V:itin» instead.",
    "A-number «V:anum» on the reimbursement form, asylum-seeker cohort, handle carefully",
    "photo ID: passport «V:us_passport», expires 2031",
    "«V:nhs» is the NHS number the GP letter came back with",
    "DL# «V:us_dl» (state: «dlstate») copied on the travel voucher",
    "SSN: «V:ssn»\nDOB: on file\nReason: incentive > IRS threshold",
    "MBI «V:mbi» - needed to check Part B eligibility for the trial",
    "national insurance number is «V:nino», he said to put it on the payment form",
    "ssn=«V:ssn»&amount=75&method=check (query string in the payout log!)",
    "CRF 1.2  Subject national ID (UK NHS): «V:nhs»",
    "The sponsor's query asks us to remove «V:ssn» from the AE narrative.",
    "Passport number for the international participant: «V:uk_passport»",
]

T["government_id", "zh"] = [
    "被试身份证号：«V:cnid»，被试费超过800元需要代扣个税",
    "劳务费发放表\n姓名,身份证号,金额\n（已删除）,«V:cnid»,«amt»",
    "身份证«V:cnid»，入组时核对过原件",
    "«V:cnid» ←这个身份证号出现在开放题里了，要删除",
    "CRF 第1页 证件号码：«V:cnid»",
    "外籍被试护照号 «V:cn_passport»（出差报销用）",
    "港澳通行证号码«V:hk_permit»，香港被试来沪参加访谈",
    '{"编号": "«pid»", "身份证": "«V:cnid»", "组别": "干预组"}',
    "语音转写：我身份证是«V:cnid»你帮我登记一下",
    "扫描件识别：公民身份号码 «V:cnid»",
    "脱敏后的数据集里还有身份证号，例如«V:cnid»，需要重新处理",
    "劳务报酬个税申报需要身份证号«V:cnid»",
    "| 编号 | 身份证号 | 知情同意版本 |\n|---|---|---|\n| «pid» | «V:cnid» | 2.0 |",
    "医保卡号即身份证号：«V:cnid»",
    "护照号码：«V:cn_passport»，被试出国期间问卷改为线上",
    "«pid» 的身份证号填成了«V:cnid»，和出生日期对不上，请核实",
    "被试费签收单：身份证号«V:cnid»，签名已收",
    "问卷星导出的“证件号”列里有«V:cnid»，不应该收集",
    "台胞证号码«V:tw_permit»，台湾交换生被试",
    "身份证号:\n  «V:cnid»\n备注: 仅用于劳务费发放",
    "监查发现研究病历首页写了身份证号«V:cnid»",
    "证件类型：护照  证件号：«V:cn_passport»",
    "请在系统里把«V:cnid»改成只保留后四位",
    "被试说她的身份证号是«V:cnid»，报销要用",
    "临床试验受试者鉴认代码表：«pid» 对应身份证«V:cnid»",
    "社保卡号（同身份证）«V:cnid»，用于医保结算",
    "伦理审查指出：招募表不应收集身份证，如«V:cnid»",
    "出差人员证件号码 «V:cnid»（陪同被试到«city»）",
    "入组登记表（手写）：身份证 «V:cnid»",
    "港澳居民来往内地通行证：«V:hk_permit»",
    "个税系统提示«V:cnid»已存在，重复申报",
    "请核对：«V:cnid»（第18位校验码是否正确）",
]

T["government_id", "mixed"] = [
    "被试 ID number «V:cnid»，incentive 超过 800 要报税",
    "SSN «V:ssn» for the 1099，美国被试",
    "passport «V:cn_passport»，travel reimbursement 用",
    "身份证 «V:cnid» 出现在 free-text comments 里了，need scrubbing",
    "NHS number «V:nhs»，只用于 GP record linkage",
    "NI number «V:nino» for the honorarium",
    "record_id,national_id\n«rec»,«V:cnid»",
    '{"pid": "«pid»", "id_card": "«V:cnid»", "arm": "control"}',
    "de-identified dataset 里还有身份证号 «V:cnid»",
    "voice memo 她把身份证号«V:cnid»念出来了",
    "OCR 结果：公民身份号码 «V:cnid»",
    "| pid | 身份证 | consent version |\n|---|---|---|\n| «pid» | «V:cnid» | v2 |",
    "ITIN «V:itin» instead of SSN",
    "Medicare MBI «V:mbi» 在 screening log 上",
    "港澳通行证 «V:hk_permit»，HK participant 来参加 interview",
    "劳务费 payment form：身份证号 «V:cnid»",
    "«V:cnid» 这个 ID 和 DOB 对不上，please verify",
    "问卷星 export 里有 ID number 列，例如 «V:cnid»，不该收集",
    "sponsor query：remove «V:cnid» from AE narrative",
    "tax_id: «V:ssn»\npayment: check",
    "UK passport «V:uk_passport» as photo ID at consent",
    "鉴认代码表：«pid» -> «V:cnid»",
    "W-9 上的 SSN «V:ssn»，扫描件要加密保存",
    "医保卡号 = 身份证 «V:cnid»",
    "DL «V:us_dl» («dlstate») 复印在 travel voucher 上",
    "请把 «V:cnid» mask 成后四位",
    "身份证 number is «V:cnid»，报销要用",
    "NINO «V:nino» in the notes field，DSA 不允许",
    "passport no. «V:us_passport»，international participant",
    "入组登记 handwritten：ID «V:cnid»",
    "A-number «V:anum» on the form，难民队列要小心处理",
    "个税申报 ID «V:cnid» duplicated",
]

T["financial", "en"] = [
    "Direct deposit for the «amt» completion bonus: routing «routing», account «V:us_acct»",
    "Participant wants the honorarium by bank transfer, sort code «sortcode», account no. «V:uk_acct»",
    "IBAN for the Dutch site participant's travel reimbursement: «V:iban»",
    "She read her card number over the phone to pay the parking, «V:card», I did NOT write it down (well, now I did)",
    "record_id,payment_method,account\n«rec»,ACH,«V:us_acct»",
    "reimbursement form\nPayee: (see CRF)\nBank: «bank»\nIBAN: «V:iban»",
    "«V:card» was entered in the free-text 'comments' box of the «wave» survey",
    "ClinCard reloadable card «V:card» assigned to «pid»",
    '{"ResponseId": "«rid»", "Q21_bank_acct": "«V:us_acct»", "Q21_routing": "«routing»"}',
    "BACS details for the incentive: «V:sortacct»",
    "voice memo he gave me his account number «V:uk_acct» and the sort code «sortcode» for the fifty quid",
    "OCR: Acc0unt No. |«V:uk_acct»| Sort |«sortcode»|",
    "Payment failed — IBAN «V:iban» rejected by the bank, invalid BIC?",
    "| pid | IBAN | amount |\n|---|---|---|\n| «pid» | «V:iban» | «amt» |",
    "The de-identified export still had card numbers in the notes, e.g. «V:card»",
    "payee_account: «V:us_acct»\npayee_routing: «routing»\namount: 75.00",
    "Travel reimbursement paid to «V:iban» on «date»",
    "prepaid Visa for «pid»: «V:card», activation pending",
    "Participant's bank: «bank», acct «V:us_acct» — ACH returned R03",
    "«V:iban» (German participant, SEPA transfer)",
    "Amex «V:card» on the expense claim for the participant's taxi",
    "Bank details updated: sort code «sortcode», account «V:uk_acct»",
    "Chargeback on card ending... no, the full number is in the log: «V:card»",
    "she asked us to pay her into her husband's account «V:us_acct» at «bank»",
    "screening compensation via wire, IBAN «V:iban_gb»",
    "card_number=«V:card»&exp=08/27 (found in the payout app's request log)",
    "Honorarium form, box 6 (account number): «V:uk_acct», box 5 (sort code): «sortcode»",
    "Please do not store «V:card» in REDCap, use the processor token.",
    "ACH account «V:us_acct», checking",
    "Wire for the UK arm: «V:sortacct»",
    "IBAN:«V:iban» BIC: see bank letter",
    "Her debit card «V:card» was declined for the reimbursement refund",
]

T["financial", "zh"] = [
    "被试费转账：工商银行卡号«V:cn_card»",
    "劳务费发放表\n编号,开户行,卡号\n«pid»,«bank»,«V:cn_card»",
    "被试提供的银行卡号«V:cn_card»，户名与身份证一致",
    "«V:cn_card» ←这个卡号填在了问卷开放题里",
    "报销单：收款账号«V:cn_card»，开户行«bank»",
    '{"编号": "«pid»", "银行卡": "«V:cn_card»", "金额": "«amt»"}',
    "语音转写：我卡号是«V:cn_card»招商银行的",
    "扫描件：收款人账号 «V:cn_card»",
    "脱敏数据里还有银行卡号，比如«V:cn_card»，需要删除",
    "| 编号 | 银行卡号 | 被试费 |\n|---|---|---|\n| «pid» | «V:cn_card» | «amt» |",
    "转账失败：卡号«V:cn_card»已销户，请被试重新提供",
    "海外被试的信用卡«V:card»，用于报销机票",
    "被试费已打到«V:cn_card»，«date»",
    "银行卡:\n  卡号: «V:cn_card»\n  开户行: «bank»",
    "她说用她老公的卡«V:cn_card»收被试费",
    "财务退回：账号«V:cn_card»与户名不符",
    "被试把信用卡号«V:card»发到了群里，已撤回",
    "外籍被试的 IBAN：«V:iban»",
    "劳务费发放清单（第«n»批）：«V:cn_card» «amt»",
    "请核对卡号«V:cn_card»是否少了一位",
    "收款方式：银行卡（«bank»）«V:cn_card»",
    "对公转账不行，只能打到个人卡«V:cn_card»",
    "«pid»的被试费卡号：«V:cn_card»",
    "日志：«ts» 代发工资接口 账号=«V:cn_card» 状态=成功",
    "银行卡号（手写，不太清楚）：«V:cn_card»",
    "被试费标准«amt»，打到«V:cn_card»",
    "监查发现原始记录里抄录了银行卡号«V:cn_card»",
    "报名表第五项“收款卡号”：«V:cn_card»",
    "被试在问卷星填的银行卡«V:cn_card»，有空格，我已经整理",
    "账户信息\n户名：（略）\n账号：«V:cn_card»\n开户行：«bank»",
    "交通补贴转到«V:cn_card»了吗？",
    "美国合作方被试的 routing «routing»，账号«V:us_acct»",
]

T["financial", "mixed"] = [
    "被试费 bank transfer 卡号 «V:cn_card»",
    "IBAN «V:iban» for the EU participant 的 travel reimbursement",
    "card number «V:card» 被写在 comments box 里了",
    "payment form：account «V:cn_card»，«bank»",
    "record_id,bank_card\n«rec»,«V:cn_card»",
    '{"pid": "«pid»", "bank_card": "«V:cn_card»", "amount": "«amt»"}',
    "voice memo 他说卡号是«V:cn_card»",
    "OCR：收款账号 Account No. «V:cn_card»",
    "de-identified file 里还有 card number «V:card»",
    "| pid | 卡号 | incentive |\n|---|---|---|\n| «pid» | «V:cn_card» | «amt» |",
    "transfer failed，卡号 «V:cn_card» 已销户",
    "ACH routing «routing» account «V:us_acct»",
    "UK participant：sort code «sortcode»，account «V:uk_acct»",
    "«V:cn_card» 是她老公的卡，她说 OK",
    "ClinCard «V:card» assigned to «pid»",
    "被试费 paid to «V:cn_card» on «date»",
    "bank:\n  card_no: «V:cn_card»\n  bank: «bank»",
    "prepaid Visa «V:card» 还没 activate",
    "IBAN: «V:iban»，SEPA transfer 要 3 天",
    "请 double check 卡号 «V:cn_card»，好像少一位",
    "«ts» payout account=«V:cn_card» status=SUCCESS",
    "credit card «V:card» 发到群里了，已撤回",
    "honorarium：«V:sortacct» (UK)",
    "报销 account «V:cn_card»（«bank»）",
    "CRF 附页抄了银行卡 «V:cn_card»，monitor 发现了",
    "报名表 payment card：«V:cn_card»",
    "card_number=«V:card» in the request log，要清掉",
    "个人卡 «V:cn_card»，对公转账不行",
    "debit card «V:card» declined，改用 bank transfer",
    "account info\n户名：略\nAccount：«V:cn_card»",
    "请不要把 «V:card» 存在 REDCap",
    "交通补贴 transfer 到 «V:cn_card»",
]

T["person_name", "en"] = [
    "Hi, my name is «V» and I'd like to sign up for the sleep study I saw on the bus.",
    "Consent signed by «V» (participant) on «date», witnessed by the CRC.",
    "screening_id,full_name,eligible\n«rec»,«V»,N",
    "«V:usf» called to withdraw from «study», asked that her samples be destroyed.",
    "Interview notes «pid» — real name «V», do NOT put this in the transcript header",
    "Payee name for the cheque: «V»",
    "From: the participant portal\nSubject: New registration\n\nName: «V»\nReferral: flyer",
    '{"ResponseId": "«rid»", "Q1_name": "«V»", "Consent": "Yes"}',
    "the transcript still says 'thanks «V:first», that's really helpful' on page 4, redact before sharing",
    "Participant: «V»\nDOB year: 1962\nArm: usual care",
    "voice memo interview with «V:usf» went long she has a lot to say about the app",
    "Emergency contact: «V» (sibling)",
    "| pid | name | consent date |\n|---|---|---|\n| «pid» | «V» | «date» |",
    "Mrs «V:last» rang again about the travel reimbursement",
    "Signed: «V»      Date: «date»      (participant signature, OCR)",
    "«V» is the caregiver who joins the home visits, please add to the contact sheet",
    "Key linking «pid» to «V» is in the locked cabinet only.",
    "AE report: «V» reported dizziness after the second dose.",
    "Lab sign-up sheet\nSlot C: «V» (psych 101 credit)",
    "participant_name: «V»\nconsent_version: 4.0",
    "Reminder: «V:first» has the follow-up on «date», bring the BP cuff",
    "The DSA forbids names, but row 212 of the shared file still has «V».",
    "Thank-you card addressed to «V» came back unopened",
    "I'm «V», I was in your focus group last year, is there another one?",
    "The sponsor's CRA asked who «V» is — that's our participant, not staff!",
    "Gift card recipient: «V» («amt»)",
    "Participant «V:full3» requested a copy of their data (subject access request)",
    "dear «V:first», thank you for completing «wave» of the panel",
    "Witness for the thumbprint consent: «V», participant's neighbour",
    "withdrawn: «V» (reason: moved away)",
    "we interviewed «V:usf» at the community centre, she runs the knitting group",
    "name on the ClinCard: «V»",
]

T["person_name", "zh"] = [
    "大家好，我叫«V»，想报名参加你们的睡眠研究",
    "知情同意书由被试«V»本人签署，日期«date»",
    "筛选编号,姓名,是否合格\n«rec»,«V»,否",
    "«V»打电话来说要退出研究，要求销毁样本",
    "访谈笔记«pid»：真实姓名«V»，转写稿里不要出现",
    "被试费收款人：«V»",
    "新报名提醒\n姓名：«V»\n来源：朋友圈招募帖",
    '{"编号": "«pid»", "姓名": "«V»", "同意": "是"}',
    "转写稿第4页还有一句“谢谢«V»老师”，分享前要删掉",
    "被试：«V»\n出生年份：1962\n组别：常规护理组",
    "语音备忘 今天访谈的是«V:zhf»她对这个app意见很多",
    "紧急联系人：«V»（家属）",
    "| 编号 | 姓名 | 签署日期 |\n|---|---|---|\n| «pid» | «V» | «date» |",
    "签名：«V»  日期：«date»（扫描件识别）",
    "«V»是陪同家访的照护者，请加到联系人表",
    "«pid»对应的真实姓名«V»只记录在鉴认代码表里",
    "不良事件：«V»第二次给药后出现头晕",
    "被试报名表\n时间段C：«V»（心理学导论课程学分）",
    "被试姓名: «V»\n知情同意版本: 4.0",
    "数据共享协议不允许出现姓名，但共享表第212行还有«V»",
    "感谢卡寄给«V»被退回了",
    "我是«V»，去年参加过你们的焦点小组，还有新的研究吗？",
    "监查员问«V»是谁——这是我们的被试，不是研究人员",
    "京东卡收件人：«V»（«amt»）",
    "«V»申请查看自己的数据",
    "见证人：«V»（被试的邻居），被试按手印同意",
    "退出：«V»（原因：搬家）",
    "在社区活动中心访谈了«V:zhf»，她组织了广场舞队",
    "被试费签收单上的名字是«V»",
    "联系人：«V»",
    "请把«V»从第二波随访名单里删掉",
    "«V:zhf»阿姨说下次随访让她女儿陪她来",
]

T["person_name", "mixed"] = [
    "Hi 我叫«V»，想报名 sleep study",
    "consent 由 participant «V» 签署，«date»",
    "screening_id,name,eligible\n«rec»,«V»,N",
    "«V» 打电话来 withdraw，要求销毁样本",
    "interview notes «pid»：真名 «V»，transcript 里不要出现",
    "payee name：«V»",
    "新报名 New registration\nName: «V»\n来源: 朋友圈",
    '{"pid": "«pid»", "name": "«V»", "consent": "是"}',
    "transcript 第4页还有 “thanks «V»”，share 之前 redact",
    "participant：«V»，arm：usual care",
    "voice memo 今天 interview 的是«V»",
    "emergency contact «V»（家属）",
    "| pid | 姓名 | consent date |\n|---|---|---|\n| «pid» | «V» | «date» |",
    "Signed 签名：«V»",
    "«V» 是 caregiver，home visit 会一起来",
    "key file：«pid» -> «V»，只放在 locked cabinet",
    "AE report：«V» 第二次 dose 后头晕",
    "lab sign-up：Slot C «V»（psych 101 credit）",
    "participant_name: «V»\nconsent_version: 4.0",
    "DSA 不允许 names，但 shared file 第212行还有 «V»",
    "thank-you card 寄给 «V» 被退回",
    "I'm «V»，去年参加过你们的 focus group",
    "CRA 问 «V» 是谁，那是我们的 participant",
    "gift card recipient：«V»（«amt»）",
    "«V» 申请 subject access request，要看自己的数据",
    "witness：«V»（邻居）",
    "withdrawn：«V»，moved away",
    "在 community centre 访谈了 «V»",
    "ClinCard 上的名字是 «V»",
    "联系人 contact：«V»",
    "请把 «V» 从 wave 2 名单里删掉",
    "Dear «V»，感谢您完成本次问卷",
]

T["username", "en"] = [
    "Prolific ID «V:prolific» failed two attention checks, reject with the standard message",
    "MTurk worker «V:mturk» submitted the HIT in 41 seconds — flag as bot",
    "recruited through Twitter, participant's handle is «V:handle», DM'd the screener",
    "Reddit user «V:reddit» posted our survey link in r/sleep, then asked about payment",
    "her Discord is «V:discord», that's where she prefers to do the diary check-ins",
    "REDCap username for the participant-facing portal: «V:login»",
    "record_id,prolific_pid,status\n«rec»,«V:prolific»,APPROVED",
    '{"WorkerId": "«V:mturk»", "AssignmentStatus": "Submitted", "Answer": "..."}',
    "«V:handle» replied to the recruitment tweet saying she'd already done it under a different account",
    "duplicate account? «V:mturk» and the one from «date» share an IP",
    "user: «V:login»\nrole: participant\nlast_login: «date»",
    "Screen name in the online community we're studying: «V:handle», quoted verbatim in the draft — paraphrase!",
    "bonus paid to worker «V:mturk» («amt»)",
    "Discord server for the playtest: participant «V:discord» reported the crash",
    "The Instagram account «V:handle» belongs to one of our teen participants, don't follow it from the lab account",
    "«ts» auth: login ok user=«V:login» ip=«ip»",
    "Prolific PID from the URL param: PROLIFIC_PID=«V:prolific»&STUDY_ID=«uuid»",
    "gamer tag for the esports study: «V:discord»",
    "| pid | platform | handle |\n|---|---|---|\n| «pid» | X | «V:handle» |",
    "interviewee asked us to credit her as «V:handle» in the report — IRB said no",
    "«V:reddit» sent modmail asking to be removed from the dataset",
    "participant logs into the EMA app as «V:login»",
    "voice memo his username on the forum is «V:plain» he's been posting there since 2015",
    "The de-identified tweets still include @-mentions like «V:handle»",
    "GitHub account of the participant who contributed code for the dev-tools study: «V:github»",
    "Approved: «V:prolific» (completion code OK)",
    "username=«V:login» was left in the shared Qualtrics export",
    "Slack handle in the community we observed: «V:handle»",
    "OCR of sign-up sheet: Student login «V:login» | credit: 1",
    "worker «V:mturk» emailed asking about the rejection",
    "Twitch streamer participant «V:plain» agreed to a follow-up interview",
    "SONA participant account «V:login» has 3 no-shows, block further sign-ups",
]

T["username", "zh"] = [
    "被试微信号：«V:wechat»，已拉进日记研究群",
    "QQ号«V:qq»，被试说平时不用微信",
    "微博用户«V:weibo»转发了我们的招募帖",
    "小红书号«V:xhs»的博主愿意接受访谈",
    "编号,微信号,状态\n«pid»,«V:wechat»,已完成",
    "«V:wechat»——这个微信号重复报名了三次",
    "被试在问卷最后留的微信：«V:wechat»",
    "EMA 小程序登录账号：«V:wechat»",
    '{"编号": "«pid»", "微信": "«V:wechat»", "渠道": "朋友圈"}',
    "访谈对象的抖音号是«V:xhs»，引用时要匿名处理",
    "语音转写：我微信号是«V:wechat»你加我一下",
    "被试费通过微信转账给«V:wechat»",
    "| 编号 | 平台 | 账号 |\n|---|---|---|\n| «pid» | 微博 | «V:weibo» |",
    "«ts» 登录成功 用户=«V:wechat» IP=«ip»",
    "论文草稿里直接引用了网友«V:weibo»的原话，需要改写",
    "被试的QQ：«V:qq»（她说加好友备注“研究”）",
    "见数平台被试ID «V:prolific» 注意力检查没通过",
    "问卷星账号«V:wechat»是被试本人注册的",
    "脱敏数据里还保留了微博@，比如«V:weibo»",
    "游戏ID «V:discord»（电竞研究被试）",
    "豆瓣用户«V:xhs»同意我们引用她的日记",
    "请在群里@«V:wechat»提醒他今天填日记",
    "B站UP主«V:weibo»愿意做焦点小组",
    "招募群里新加的«V:qq»是被试的小号",
    "被试在小红书的账号«V:xhs»经常发健身打卡",
    "账号：«V:wechat»\n身份：被试\n最近登录：«date»",
    "扫描件：QQ «V:qq»  学分：1",
    "微信号«V:wechat»的被试没来，标记爽约",
    "«pid»的登录名是«V:wechat»，这个要从导出表里删掉",
    "她用的昵称是«V:weibo»，访谈稿里请改成“受访者A”",
    "被试在 GitHub 上的用户名 «V:github»（开发者工具研究）",
    "私信我们的那个微博号«V:weibo»不是被试本人",
]

T["username", "mixed"] = [
    "Prolific ID «V:prolific» 没过 attention check，reject",
    "MTurk worker «V:mturk» 41 秒完成 HIT，疑似 bot",
    "participant 的微信号 «V:wechat»，已拉进 diary group",
    "Twitter handle «V:handle»，DM 了 screener",
    "record_id,prolific_pid\n«rec»,«V:prolific»",
    '{"WorkerId": "«V:mturk»", "状态": "Submitted"}',
    "QQ «V:qq»，她不用 WeChat",
    "«V:wechat» 重复报名 three times",
    "EMA app login：«V:login»",
    "Reddit «V:reddit» 把 survey link 发到 r/sleep",
    "Discord «V:discord»，diary check-in 在那边做",
    "bonus «amt» 发给 worker «V:mturk»",
    "小红书 «V:xhs» 的 blogger 愿意 interview",
    "«ts» login ok user=«V:login»",
    "PROLIFIC_PID=«V:prolific»&SESSION_ID=«uuid»",
    "| pid | platform | handle |\n|---|---|---|\n| «pid» | 微博 | «V:weibo» |",
    "voice memo 她的微信是«V:wechat»",
    "de-identified tweets 里还有 @mention «V:handle»",
    "username=«V:login» 留在了 shared export 里",
    "微信转账 incentive 给 «V:wechat»",
    "gamer tag «V:discord»（esports study）",
    "«V:weibo» 转发了 recruitment post",
    "SONA account «V:login» 三次 no-show，block",
    "Instagram «V:handle» 是 teen participant 的，别 follow",
    "请在群里 @«V:wechat» 提醒填 diary",
    "GitHub user «V:github» contributed to dev-tools study",
    "微博 «V:weibo» 的原话不能 quote verbatim",
    "worker «V:mturk» emailed 问 rejection",
    "account：«V:wechat»\nrole：participant",
    "Twitch «V:plain» 同意 follow-up interview",
    "QQ号 «V:qq» 是被试小号",
    "见数 participant ID «V:prolific» completion code OK",
]

T["home_path", "en"] = [
    "Traceback (most recent call last):\n  File \"«V:mac_py»\", line 88, in <module>\n    df = pd.read_csv(raw)\nFileNotFoundError",
    'raw <- read.csv("«V:mac_data»")  # wave 2 export, do not commit',
    "the consent scans are in «V:win_d», not on the shared drive — that violates the DSA",
    "Saved the screening log to «V:linux_data» by mistake, moving it to the encrypted volume",
    "open «V:win_data» and check column K before the monitor visit",
    "«V:mac_d» is where the interview audio ended up after the Zoom sync",
    "rsync -av «V:linux_d» sftp-drop:/incoming/«nct»/",
    "SPSS syntax: GET FILE='«V:win_data»'.",
    "Jupyter kernel cwd: «V:linux_d»",
    '{"export_path": "«V:winjson_data»", "format": "csv", "deidentified": false}',
    "WARNING: REDCap export written to «V:wsl_data» (unencrypted)",
    "output_dir: «V:mac_d»\nanonymise: true\nsalt_env: DEID_SALT",
    "Error: permission denied: «V:linux»",
    "Zoom recordings default folder was «V:win_d», which is synced to a personal OneDrive",
    "The shared notebook still has paths like «V:mac» in cell 3.",
    "Dropped the signed DSA into «V:win_d» for now",
    "file://«V:tilde»/Documents/IRB/amendment_5.docx",
    "setwd('«V:mac_d»')",
    "found a copy of the key file in «V:linux_d» on the analysis server",
    "| file | location |\n|---|---|\n| linking key | «V:win_data» |",
    "Stata: use \"«V:mac_data»\", clear",
    "Please delete «V:win» once the transfer to the sponsor is confirmed.",
    "«ts» backup: copied «V:linux_d» -> s3://lab-archive/",
    "Where is the codebook? -> «V:mac_doc»",
    "the transcription vendor's upload came from «V:win_audio» according to the metadata",
    "ls -la «V:linux_d»",
    "export QUALTRICS_OUT=«V:mac_d»",
    "The crash report for the sensing app shows «V:mac_py» as the build machine path",
    "source('«V:mac_r»')",
    "NVivo project saved at «V:win_nvp»",
    "voice memo the files are on my laptop under «V:tilde» in the study folder",
    "MATLAB: load('«V:linux_mat»')",
]

T["home_path", "zh"] = [
    "被试名单不要存在«V:win_data»，要放到加密盘",
    "报错：FileNotFoundError: «V:mac_data»",
    'raw <- read.csv("«V:mac_data»")  # 第二波原始数据',
    "访谈录音同步到了«V:mac_d»，这不符合数据管理计划",
    "«V:win_data»是一份未脱敏的问卷星导出",
    "SPSS 语法：GET FILE='«V:win_data»'.",
    "服务器上«V:linux_d»下面发现了鉴认代码表的副本",
    "rsync -av «V:linux_d» 备份机:/data/",
    "请删除«V:wincn»，数据已经交给合作方",
    '{"导出路径": "«V:winjson_data»", "是否脱敏": false}',
    "输出目录: «V:mac_d»\n脱敏: 是",
    "权限错误：«V:linux»",
    "腾讯会议录屏默认保存在«V:win_d»",
    "共享的 notebook 第3个单元格里还有路径«V:mac»",
    "知情同意书扫描件暂时放在«V:wincn_d»",
    "setwd('«V:mac_d»')",
    "| 文件 | 位置 |\n|---|---|\n| 鉴认代码表 | «V:win_data» |",
    "日志：«ts» 备份 «V:linux_d» 到 NAS",
    "编码手册在哪？→ «V:mac_doc»",
    "ls -la «V:linux_d»",
    "眼动数据导出在«V:wincn_mat»",
    "Stata：use \"«V:mac_data»\", clear",
    "NVivo 项目文件保存在«V:win_nvp»",
    "语音备忘 文件在我电脑«V:mac_d»那个文件夹里",
    "MATLAB 报错：无法读取«V:linux_mat»",
    "«V:wincn»——这个路径出现在了共享的代码里",
    "被试费发放记录存在«V:win_data»，财务要原件",
    "source('«V:mac_r»')",
    "转写公司上传的文件元数据显示来自«V:wincn_audio»",
    "export OUT_DIR=«V:linux_d»",
    "Python 脚本里写死了 «V:mac_py»，换电脑就跑不了",
    "请把«V:win_d»里的原始问卷移到加密U盘",
]

T["home_path", "mixed"] = [
    "被试名单存在 «V:win_data»，违反 DSA",
    "FileNotFoundError: «V:mac_data»",
    'raw <- read.csv("«V:mac_data»")  # wave 2 原始数据',
    "Zoom recording 同步到 «V:mac_d» 了",
    "«V:win_data» 是未脱敏的 export",
    "SPSS syntax：GET FILE='«V:win_data»'.",
    "server 上 «V:linux_d» 有 key file 副本",
    "rsync «V:linux_d» 到 backup",
    "请 delete «V:wincn»，数据已 transfer",
    '{"export_path": "«V:winjson_data»", "deidentified": false}',
    "output_dir: «V:mac_d»\n# 脱敏后再 share",
    "permission denied：«V:linux»",
    "腾讯会议 recording 默认在 «V:win_d»",
    "shared notebook cell 3 还有 «V:mac»",
    "consent scans 暂放 «V:wincn_d»",
    "setwd('«V:mac_d»')",
    "| file | 位置 |\n|---|---|\n| linking key | «V:win_data» |",
    "«ts» backup «V:linux_d» -> NAS",
    "codebook 在 «V:mac_doc»",
    "ls -la «V:linux_d»",
    "eye-tracking export 在 «V:wincn_mat»",
    "Stata：use \"«V:mac_data»\", clear",
    "NVivo project 在 «V:win_nvp»",
    "voice memo 文件在我 laptop «V:mac_d» 下面",
    "MATLAB load('«V:linux_mat»') 报错",
    "«V:wincn» 这个 path 出现在 shared code 里",
    "incentive log 在 «V:win_data»",
    "source('«V:mac_r»')",
    "vendor upload metadata 显示 «V:win_audio»",
    "export OUT_DIR=«V:linux_d»",
    "script 里 hardcode 了 «V:mac_py»",
    "WSL path «V:wsl_d» 下有 raw data",
]

T["schedule", "en"] = [
    "«pid» takes the study drug with breakfast at «V:am» every day, so the PK draw has to be before that",
    "Sleep diary: she goes to bed around «V:night» on weeknights, later on weekends",
    "He leaves for his shift at «V:am» every weekday, so phone screens only work on Saturdays",
    "EMA prompt window set around her routine — she picks the kids up from school at «V:pm» daily",
    "participant walks the dog every evening at «V:eve_ctx» and wants the survey after that",
    "Field diary: «pid» is at the gym by «V:am» Monday to Friday, we did the interview after",
    "Caregiver gives the evening meds at «V:eve» each night; the actigraph alarm should not overlap",
    "she works nights and sleeps from «V:am» until early afternoon, don't call mornings",
    "Dosing log note: participant always takes the second tablet at «V:night»",
    "voice memo he said he's home every day by «V:pm» after his dialysis so visits after that",
    "routine_wake: «V:am_24»\nroutine_bed: (not reported)\nchronotype: morning",
    "Interview note: 'I do my insulin at «V:am», then I check my sugars on the app'",
    "«pid» commutes on the «V:am» train every weekday and answers the survey on it",
    "Participant prays at «V:am» daily; avoid booking sessions then.",
    "His mum drops him at school at «V:am» every morning, so the wearable check is after",
    "She does her physio exercises at «V:mid» every day, logged in the diary app",
    "| pid | usual wake time | notes |\n|---|---|---|\n| «pid» | «V:am» | shift worker |",
    "screening Q: What time do you usually fall asleep? A: «V:night»",
    "He goes running along the river at «V:am» on weekdays, the GPS trace matches",
    "Every Sunday at «V:mid» she visits her mother in the care home, so no EMA then",
    "The participant's smoking diary shows the first cigarette at «V:am» every day.",
    "«V:eve» is when she usually puts the baby down, schedule the call after",
    "Medication reminder for «pid» set to «V:eve» daily as requested",
    "diary entry «date»: 'up at «V:am» as always, fed the cat, took my pill'",
    "Participant fasts until «V:pm» daily (intermittent fasting), note for the glucose data",
    "the teen participant games every night until «V:night», which explains the sleep data",
    "He locks up the shop and gets home at «V:night» most nights, call after that",
    "OK so every weekday I'm on the school run at «V:am_w» and then I'm free",
    "She naps every afternoon at «V:pm» for about an hour (caregiver report).",
    "Wake-up alarm on the participant's phone is set for «V:am» every day (from the sensing log).",
    "participant does dialysis Mon/Wed/Fri starting «V:am», book visits Tue/Thu",
    "I take my blood pressure at «V:eve» every night before dinner and write it in the booklet",
]

T["schedule", "zh"] = [
    "«pid»每天早上«V:am_ctx»吃早饭时服药，采血要在这之前",
    "睡眠日记：她工作日一般晚上«V:night_ctx»睡觉",
    "被试每个工作日«V:am_p»出门上班，电话筛查只能周六",
    "她每天下午«V:pm_ctx»去幼儿园接孩子，EMA 推送要避开",
    "被试每天晚上«V:eve_ctx»遛狗，问卷安排在这之后",
    "田野日记：«pid»周一到周五«V:am_p»就到健身房了",
    "照护者每天晚上«V:eve_ctx»给老人吃药",
    "她上夜班，每天早上«V:am_ctx»下班回家睡觉，上午别打电话",
    "服药记录备注：被试固定在«V:night_p»吃第二片",
    "语音转写 他说每天透析完«V:pm_p»就到家了之后可以家访",
    "作息:\n  起床: «V:am_24»\n  入睡: 未填写",
    "访谈记录：“我每天«V:am_p»打胰岛素，然后在app上记血糖”",
    "被试每天坐«V:am_24»那班地铁上班，路上填问卷",
    "她每天«V:am_p»要念经，别约这个时间",
    "孩子妈妈每天«V:am_p»送他上学，之后再检查手环",
    "她每天上午«V:mid_ctx»做康复训练，日记app里有记录",
    "| 编号 | 平时起床时间 | 备注 |\n|---|---|---|\n| «pid» | «V:am_24» | 倒班 |",
    "筛选问题：您通常几点入睡？答：«V:night_p»",
    "他工作日每天«V:am_p»沿江边跑步，GPS轨迹对得上",
    "她每周日«V:mid_p»去养老院看妈妈，那天不推送",
    "吸烟日记显示被试每天第一支烟在«V:am_p»",
    "«V:eve_p»是她哄孩子睡觉的时间，电话约在之后",
    "«pid»的服药提醒按要求设为每天«V:eve_p»",
    "日记«date»：“照常«V:am_p»起床，喂猫，吃药”",
    "被试每天«V:pm_p»之前不吃东西（间歇性禁食），血糖数据要注意",
    "这个青少年被试每天晚上打游戏到«V:night_ctx»，难怪睡眠数据这样",
    "他每天晚上«V:night_ctx»关店回家，之后才能打电话",
    "被试每天下午«V:pm_ctx»午睡一小时（照护者报告）",
    "手机传感日志显示被试闹钟每天定在«V:am_p»",
    "被试周一三五«V:am_p»开始透析，随访约在周二周四",
    "我每天晚饭前«V:eve_ctx»量血压，记在小本子上",
    "老人每天«V:am_p»去公园打太极，那时候家里没人",
]

T["schedule", "mixed"] = [
    "«pid» 每天 breakfast 时 «V:am_en» 服药，PK draw 要在之前",
    "sleep diary：她 weekdays 一般 «V:night_p» 睡",
    "他每个 weekday «V:am_en» 出门上班，phone screen 只能周六",
    "EMA prompt 要避开她每天 «V:pm_p» 接孩子",
    "participant 每天晚上 «V:eve_ctx» 遛狗，survey 安排在之后",
    "field diary：«pid» weekdays «V:am_en» 就在 gym 了",
    "caregiver 每天 «V:eve_p» 给 evening meds",
    "她上 night shift，每天 «V:am_en» 才回家睡觉",
    "dosing log：second tablet 固定 «V:night_24»",
    "voice memo 他每天 dialysis 完 «V:pm_p» 到家",
    "routine_wake: «V:am_24»\nchronotype: morning",
    "“我每天 «V:am_en» 打 insulin，然后在 app 上记”",
    "«pid» 每天坐 «V:am_24» 的 train 上班，路上填 survey",
    "她每天 «V:am_p» 要祷告，don't book sessions then",
    "每天 «V:am_en» school run，之后检查 wearable",
    "physio exercises 每天 «V:mid_p»，app 有记录",
    "| pid | usual wake time | notes |\n|---|---|---|\n| «pid» | «V:am_24» | shift worker |",
    "screening Q：通常几点睡？A：«V:night_en»",
    "weekdays 每天 «V:am_en» 沿河跑步，GPS trace 对得上",
    "每周日 «V:mid_p» 去 care home 看妈妈，no EMA",
    "smoking diary：每天第一支烟 «V:am_en»",
    "«V:eve_en» 是她哄 baby 睡觉的时间，call 安排在之后",
    "medication reminder 设为每天 «V:eve_24»",
    "diary «date»：照常 «V:am_p» 起床 fed the cat",
    "intermittent fasting，每天 «V:pm_en» 之前不吃",
    "teen participant 每天打游戏到 «V:night_p»",
    "他每天 «V:night_en» 关店回家，call after that",
    "caregiver report：每天下午 «V:pm_ctx» 午睡",
    "sensing log：闹钟每天 «V:am_24»",
    "Mon/Wed/Fri «V:am_en» 开始 dialysis，visits 约 Tue/Thu",
    "每天晚饭前 «V:eve_en» 量 BP，记在 booklet 里",
    "老人每天 «V:am_p» 去公园打太极",
]

T["geo", "en"] = [
    "GPS fix for «pid»'s home cluster (night-time stays): «V:latlon»",
    "participant_id,home_lat_lon,days\n«pid»,\"«V:latlon»\",«n»",
    '{"device": "«uuid»", "label": "home", "coords": "«V:latlon_c»", "acc_m": 12}',
    "The de-identified sensing data still has raw coordinates, e.g. «V:latlon» — that's her house.",
    "geojson of the walk-along interview start point: {\"type\": \"Point\", \"coordinates\": [«V:geojson»]}",
    "ZIP code from the screening form: «V:zip» — outside the catchment, ineligible",
    "Participant lives in ZIP «V:zip» («gcity»), 3-digit ZIP is all we may share",
    "UK participant, postcode «V:ukpc», eligible for the «gcity» arm",
    "postcode:«V:ukpc» (from the GP referral letter)",
    "home location for the geofence: «V:pluscode» «gcity»",
    "geohash of the participant's workplace cluster: «V:geohash»",
    "Meeting point for the go-along interview (her front gate): «V:dms»",
    "zip,arm,site\n«V:zip»,control,«site»",
    "«V:latlon» — top dwell location for «pid», almost every night",
    "voice memo the participant's house is at «V:latlon» I dropped a pin",
    "what3words for the home visit (rural, no house number): «V:w3w»",
    "| pid | home ZIP | distance to clinic |\n|---|---|---|\n| «pid» | «V:zip» | 14 mi |",
    "Fitbit GPX shows the run starting at «V:latlon» every morning — that's his home",
    "Eligibility: must live in the «gcity» area. Participant's postcode «V:ukpc» OK",
    "home_geohash: «V:geohash»\nradius_m: 150",
    "REDCap field [zip_home] = «V:zip4»",
    "The shared dataset includes full postcodes like «V:ukpc» — must truncate to district",
    "mail-in kit: ZIP «V:zip», shipping from the «city» site",
    "Pin dropped by the participant in the diary app: «V:latlon»",
    "«ts» ema.location lat,lon=«V:latlon_c» accuracy=8m",
    "plus code «V:pluscode» — that's where the farm interview was, participant's own land",
    "caregiver lives at «V:dms», 40 min from the clinic",
    "Participant postcode: «V:ukpc»\nGP practice: (coded)",
    "ZIP+4 on the address label: «V:zip4»",
    "home base detected by DBSCAN: «V:latlon» (n=«n» nights)",
    "The map in the draft paper shows «pid»'s home at «V:latlon», remove the figure",
    "OCR: Post code |«V:ukpc»|",
]

T["geo", "zh"] = [
    "被试«pid»夜间停留点（家）：«V:latlon»",
    "编号,住处经纬度,天数\n«pid»,\"«V:latlon»\",«n»",
    '{"设备": "«uuid»", "标签": "家", "坐标": "«V:latlon_c»"}',
    "脱敏后的传感数据里还有原始坐标，比如«V:latlon»，就是她家",
    "邮政编码：«V:cnpc»（报名表），不在招募区域",
    "被试住址邮编«V:cnpc»，对外共享只能保留前两位",
    "居家访视定位：«V:latlon»",
    "百度地图坐标（经度,纬度）：«V:lonlat»",
    "被试工作地点的 geohash：«V:geohash»",
    "陪同访谈的集合点（她家楼下）：«V:dms»",
    "邮编,组别\n«V:cnpc»,对照组",
    "«V:latlon»——«pid»几乎每晚都在这里",
    "语音备忘 被试家的位置是«V:latlon»我标了点",
    "| 编号 | 邮编 | 到医院距离 |\n|---|---|---|\n| «pid» | «V:cnpc» | 14公里 |",
    "手环GPS显示他每天早上从«V:latlon»出发跑步，那是他家",
    "入组条件：居住在«gcity»。被试邮编«V:cnpc»符合",
    "home_geohash: «V:geohash»\n半径: 150米",
    "共享数据集里有完整邮编，比如«V:cnpc»，要截断",
    "被试在日记app里打的卡：«V:latlon»",
    "«ts» 定位 纬度,经度=«V:latlon_c» 精度=8米",
    "plus code «V:pluscode»，农村被试家的位置",
    "照护者住在«V:dms»，离医院40分钟",
    "被试邮编：«V:cnpc»\n社区医院：（已编码）",
    "聚类算法识别的家：«V:latlon»（«n»晚）",
    "论文草稿地图上标出了«pid»的家«V:latlon»，必须删掉",
    "扫描件：邮 编 «V:cnpc»",
    "寄样本盒的邮编«V:cnpc»，地址见系统",
    "高德坐标«V:lonlat»是被试小区门口",
    "被试每天在«V:latlon»停留超过10小时，应该是单位",
    "定位截图显示：«V:latlon»",
    "GeoJSON：{\"type\": \"Point\", \"coordinates\": [«V:geojson»]}",
    "报名表邮编栏写的是«V:cnpc»",
]

T["geo", "mixed"] = [
    "«pid» 的 home cluster GPS：«V:latlon»",
    "pid,home_lat_lon\n«pid»,\"«V:latlon»\"",
    '{"device": "«uuid»", "label": "家", "coords": "«V:latlon_c»"}',
    "de-identified sensing data 里还有坐标 «V:latlon»",
    "邮编 «V:cnpc» 不在 catchment area",
    "ZIP «V:zip»，只能 share 前三位",
    "UK participant postcode «V:ukpc»",
    "home visit 定位 «V:latlon»",
    "百度坐标 lon,lat：«V:lonlat»",
    "workplace geohash «V:geohash»",
    "go-along interview 集合点（她家楼下）：«V:dms»",
    "zip,arm\n«V:zip»,control",
    "«V:latlon» 是 «pid» 每晚的 dwell location",
    "voice memo 被试家 pin 在 «V:latlon»",
    "| pid | 邮编 | distance |\n|---|---|---|\n| «pid» | «V:cnpc» | 14 km |",
    "Fitbit GPS 每天早上从 «V:latlon» 出发",
    "eligibility：住在 «gcity»，邮编 «V:cnpc» OK",
    "home_geohash: «V:geohash»",
    "shared dataset 有 full postcode «V:cnpc»，要 truncate",
    "diary app check-in：«V:latlon»",
    "«ts» location lat,lon=«V:latlon_c»",
    "plus code «V:pluscode»，农村被试家",
    "caregiver 住在 «V:dms»",
    "DBSCAN home：«V:latlon»（«n» nights）",
    "paper draft 的 map 标出了 «pid» 家 «V:latlon»",
    "OCR 邮编 Postcode «V:cnpc»",
    "mail-in kit ZIP «V:zip4»",
    "what3words «V:w3w»，rural home visit",
    "高德坐标 «V:lonlat» 是小区门口",
    "每天在 «V:latlon» 停留 10h+，应该是 workplace",
    "GeoJSON：{\"type\": \"Point\", \"coordinates\": [«V:geojson»]}",
    "postcode «V:ukpc»（GP referral letter）",
]


# =========================================================================== benign texts
_PUB_EN = ["Daniel Kahneman", "Stanley Milgram", "Philip Zimbardo", "Florence Nightingale", "Ronald Fisher", "Jacob Cohen",
           "Elizabeth Loftus", "Walter Mischel", "Henrietta Lacks", "Amos Tversky", "Karl Popper"]
_PUB_ZH = ["屠呦呦", "钟南山", "袁隆平", "李兰娟", "华罗庚", "张文宏"]
_STAT_EN = ["Cohen's d", "Cronbach's alpha", "a Bonferroni correction", "a Kaplan-Meier curve", "the Mann-Whitney U test",
            "the Wilcoxon signed-rank test", "Fisher's exact test", "the Benjamini-Hochberg procedure", "the Kruskal-Wallis test",
            "the Shapiro-Wilk test", "Tukey's HSD", "a Cox model", "Spearman's rho", "a Bland-Altman plot", "the Hosmer-Lemeshow test"]
_STAT_ZH = ["李克特五点量表", "克朗巴赫α系数", "Bonferroni 校正", "Kaplan-Meier 生存曲线", "Mann-Whitney U 检验", "Fisher 精确检验",
            "Cox 回归", "Spearman 相关", "Bland-Altman 图", "配对 t 检验"]
_BVER = ["REDCap 14.5.2", "REDCap 13.7.19", "R 4.4.1", "Python 3.12.4", "SPSS 29.0.1", "Stata 18", "NVivo 14", "LimeSurvey 6.6.4",
         "PsychoPy 2024.2.1", "jsPsych 7.3.4", "lme4 1.1-35", "pandas 2.2.2", "Qualtrics XM"]
_HOURS_EN = ["Mon–Fri 9:00–17:00", "weekdays 8am–6pm", "9 a.m. to 5 p.m., Monday to Friday", "08:30–16:30 on weekdays",
             "Saturdays 10:00–14:00", "7:00–11:00 for fasting draws, weekdays only"]
_HOURS_ZH = ["周一至周五 8:00-17:30", "工作日 9:00-12:00、14:00-17:00", "每天 8:30-21:00", "周末 10:00-16:00", "工作日上午 7:30-10:30（空腹抽血）"]
_TOD_EN = ["early in the morning", "in the late afternoon", "in the evening", "overnight", "mid-morning", "around lunchtime", "at night"]
_TOD_ZH = ["清晨", "傍晚", "晚上", "下午", "上午", "中午", "夜里"]


def _bf_hash(r, n):
    return _rs(r, _HEX, n)


_BFILL = dict(_FILL)
_BFILL.update({
    "pub": lambda r, l: _pick(r, l, _PUB_EN, _PUB_ZH),
    "stat": lambda r, l: _pick(r, l, _STAT_EN, _STAT_ZH),
    "bver": lambda r, l: r.choice(_BVER),
    "sha": lambda r, l: _bf_hash(r, 64),
    "commit": lambda r, l: _bf_hash(r, r.choice([7, 7, 40])),
    "hours": lambda r, l: _pick(r, l, _HOURS_EN, _HOURS_ZH),
    "tod": lambda r, l: _pick(r, l, _TOD_EN, _TOD_ZH),
    "pval": lambda r, l: r.choice(["p = 0.03", "p < .001", "p = .21", "p = 0.048", "p = .007"]),
    "ci": lambda r, l: f"95% CI {r.uniform(0.2, 0.6):.2f}–{r.uniform(0.65, 1.4):.2f}",
    "nn": lambda r, l: str(r.randint(40, 640)),
    "mean": lambda r, l: f"{r.uniform(19, 72):.1f}",
    "sd": lambda r, l: f"{r.uniform(2, 15):.1f}",
    "doi": lambda r, l: f"10.{r.randint(1000, 9999)}/{r.choice(['jad', 'bmj', 'chb', 'sleep'])}.{r.randint(2019, 2025)}.{r.randint(100, 999)}",
    "ticket": lambda r, l: r.choice([f"DM-{r.randint(100, 4999)}", f"REDCAP-{r.randint(100, 999)}", f"case #{r.randint(100000, 999999)}", f"INC{r.randint(1000000, 9999999)}"]),
    "order": lambda r, l: r.choice([f"INV-2025-{r.randint(1000, 9999)}", f"PO 45000{r.randint(10000, 99999)}", f"order #{r.randint(100, 999)}-{r.randint(1000000, 9999999)}-{r.randint(1000000, 9999999)}"]),
    "lot": lambda r, l: f"Lot {r.randint(22, 25)}{r.choice('ABCDEFG')}{r.randint(100, 999)}",
    "kappa": lambda r, l: f"{r.uniform(0.55, 0.95):.2f}",
    "shuttle": lambda r, l: r.choice(["7:40, 8:10 and 8:40", "every 20 minutes from 7:00 to 19:00", "8:05, 12:35 and 17:15", "on the hour, 9:00–18:00"]),
    "kb": lambda r, l: str(r.randint(12, 980)),
    "n8": lambda r, l: str(r.randint(20000000, 29999999)),
    "hr": lambda r, l: f"{r.uniform(0.5, 1.6):.2f}",
})

B = {}
B["en"] = [
    "Enrollment update: «nn» screened, «n» randomized; next DSMB meeting on «date».",
    "Protocol «irb» amendment 5 approved; consent version «ver» must be used from «date».",
    "«nct» is now listed as 'Recruiting' on ClinicalTrials.gov.",
    "Upgraded to «bver» on the survey server; the export module needs re-testing.",
    "Secondary outcomes: «stat» as planned; effect sizes reported with «ci».",
    "Mean age was «mean» years (SD «sd»); «pct» identified as female.",
    "Inter-rater reliability for the codebook was κ = «kappa» after two rounds.",
    "Classic reading for the ethics seminar: the «pub» chapter and the Belmont Report.",
    "The «lab» is open «hours»; bookings through the room calendar.",
    "Fasting blood draws happen «tod», so schedule visits accordingly.",
    "Campus shuttle from the medical centre leaves at «shuttle».",
    "SHA-256 of the locked dataset: «sha»",
    "Analysis code tagged at commit «commit» for the preregistered models.",
    "Response «rid» was excluded for failing both attention checks.",
    "Survey «svid» closes on «date»; «nn» complete responses so far.",
    "Docker: docker run -d -p «port»:80 --name redcap-dev redcap:latest",
    "model <- lmer(score ~ time * arm + (1 | pid), data = d)",
    "df = df[df['attention_check'] == 1].reset_index(drop=True)",
    "SELECT arm, COUNT(*) FROM screening WHERE eligible = 1 GROUP BY arm;",
    "Incentives: «amt» per completed wave, paid as e-gift cards within 10 working days.",
    "Ticket «ticket»: branching logic on the AE form hides Q14 when Q13 = 'No'.",
    "Invoice «order» for transcription services approved by finance.",
    "Samples stored at -80 °C, «lot», shipped to the central lab on dry ice.",
    "Passwords must be at least 12 characters; never share your REDCap password by email.",
    "API tokens are generated per user on the API page; never hard-code them in scripts.",
    "Will the DSMB need unblinded tables for the interim look at «pct» information?",
    "Mark the CRF page as 'not done' if the visit was conducted by phone.",
    "Bill the sponsor for screen failures per the clinical trial agreement, section 7.2.",
    "Grace period for visit windows is ±3 days around «visit».",
    "Participant IDs follow the pattern SITE-NNN (e.g. «pid»); no initials in the ID.",
    "Device «uuid» was returned and wiped before reissue.",
    "Hazard ratio «hr» («ci») for the primary endpoint; «pval».",
    "Log: «ts» export_worker finished job «job» in «kb» s, «nn» records.",
    "Recruitment flyers go up in «city» libraries and GP surgeries next week.",
    "Prolific study pays £9.00/hr; median completion time was «dur».",
    "Interviews last about «dur» and are audio-recorded with consent.",
    "Visit schedule: screening, baseline, «week», then every 4 weeks until week 24.",
    "The Milgram obedience studies are the case study for module 3.",
    "Output written to /srv/redcap/temp/export_«job».csv and removed after 24 h.",
    "nginx listens on «port»; the survey proxy is at /qx/ with TLS 1.3.",
    "doi:«doi» — the pilot results paper, open access.",
    "Kahneman's System 1 / System 2 framing was used in the nudge arm.",
    "Randomization is stratified by site and sex, block sizes 4 and 6.",
    "Data dictionary «ver»: 212 fields, 14 instruments, 3 events.",
    "Deidentification checklist: remove the 18 HIPAA identifiers, dates shifted by a random offset per participant.",
    "Room «kb» in the Hillman building is booked for the focus group, capacity 12.",
    "The DSA with the sponsor expires on «date»; renewal request filed as «ticket».",
    "Our weekly lab meeting is Thursdays; agenda in the shared doc.",
    "In the secondary analysis, «stat» showed no difference between arms («pval»).",
    "Storage: encrypted volume, 2–8 °C fridge for the kits, «lot».",
    "The token expired; regenerate it from the API page and store it in the vault (ticket «ticket»).",
    "Keep ~/.Rprofile for options() only, never for credentials.",
    "Set DEID_SALT in the environment; the value lives in the vault, not in the repo.",
    "Jordan and Kenya sites start recruiting in Q3; «city» follows in Q4.",
    "The Adult Hope Scale and Grit-S were added at «wave».",
    "Pearson and Spearman correlations were both reported for the «nn» completers.",
    "The Hamilton Rating Scale for Depression was administered by blinded raters at «visit».",
    "Mean sleep onset across the sample was 23:40 (SD 48 min); mean wake time 06:55.",
    "Session slots: Tuesdays and Thursdays at 10:00 and 14:00 in the «lab».",
    "Phlebotomy at the clinical research facility opens at 07:30 on weekdays.",
    "ZIP codes were truncated to 3 digits per HIPAA Safe Harbor before the «date» transfer.",
    "GPS points within 200 m of the home cluster were dropped before sharing.",
    "Apple Watch Series 9 and Fitbit Charge 6 devices updated to firmware «ver».",
    "Zoom cloud recordings auto-delete after 30 days per the data management plan.",
    "Home visits are always done by two RAs; nobody enters a participant's home alone.",
    "curl -s -X POST https://redcap.«uni»/api/ -d content=metadata -d format=json -d token=$REDCAP_TOKEN",
]
B["zh"] = [
    "入组进度：已筛选«nn»人，随机«n»人，下次数据安全监查委员会会议«date»。",
    "伦理批件号«irb»，知情同意书«ver»版自«date»起启用。",
    "«nct»在ClinicalTrials.gov上的状态已更新为“招募中”。",
    "问卷平台升级到«bver»，导出功能需要重新测试。",
    "次要结局采用«stat»分析，量表内部一致性0.8以上。",
    "平均年龄«mean»岁（标准差«sd»），女性占«pct»。",
    "两位编码员的一致性 κ = «kappa»。",
    "伦理课程阅读材料：«pub»相关报道与《赫尔辛基宣言》。",
    "«lab»开放时间：«hours»，请在系统里预约。",
    "空腹采血安排在«tod»，请提前通知被试不要进食。",
    "校区班车发车时间：«shuttle»。",
    "锁库数据集 SHA-256：«sha»",
    "分析代码对应提交 «commit»。",
    "问卷编号«n8»将于«date»关闭，目前有效答卷«nn»份。",
    "被试费标准：每完成一次«amt»，两周内通过银行转账发放。",
    "工单«ticket»：不良事件表单第14题的跳转逻辑有误。",
    "转写服务发票«order»已报销。",
    "样本保存在-80 °C，批号«lot»，干冰运输。",
    "密码请勿通过微信发送，至少12位且包含大小写字母。",
    "API 令牌请在个人页面生成，不要写进脚本。",
    "随访周期为12周，访视窗口±3天。",
    "本研究的张力在于样本代表性与隐私保护之间的平衡。",
    "高峰时段入组较慢，建议增加周末门诊招募点。",
    "金标准诊断由两名主治医师独立完成。",
    "白天和晚上的EMA问卷各推送3次，时间随机。",
    "常规检查包括血常规、肝肾功能和心电图。",
    "被试编号规则为“中心-序号”，如«pid»，不得包含姓名缩写。",
    "设备«uuid»已回收并清除数据。",
    "主要终点的风险比«hr»，«pval»。",
    "日志：«ts» 导出任务«job»完成，耗时«kb»秒。",
    "招募海报下周贴到«city»各高校食堂。",
    "访谈时长约«dur»，全程录音需征得同意。",
    "访视安排：筛选期、基线、«week»，之后每4周一次。",
    "数据字典«ver»：共212个变量，14个量表。",
    "脱敏清单：删除姓名、电话、住址，日期做随机偏移。",
    "焦点小组在«lab»进行，可容纳12人。",
    "数据共享协议«date»到期，续签申请单号«ticket»。",
    "每周四组会，议程见共享文档。",
    "两组差异无统计学意义（«pval»）。",
    "眼动仪采样率1000 Hz，九点校准。",
    "屠呦呦团队的青蒿素研究是本课程的案例。",
    "问卷包含«n»个条目，预计«dur»完成。",
    "门诊时间«hours»，节假日另行通知。",
    "马上要到期中随访了，请把CRF补录完整。",
    "于是我们把筛选标准中的年龄上限放宽到65岁。",
    "依从性按服药率≥80%定义。",
    "访谈稿已转写«nn»份，编码采用主题分析法。",
    "腾讯会议号请在预约确认后统一发送，不要在群里公开。",
    "订单号«order»的硬盘已到货，用于加密备份。",
    "«stat»结果见表3。",
    "令牌过期了，请在API页面重新生成，存到密码库里（工单«ticket»）。",
    "全样本平均入睡时间23:40（标准差48分钟），平均起床时间6:55。",
    "测试时段：每周二、周四 10:00 和 14:00，地点«lab»。",
    "采血室工作日早上7:30开门，节假日停诊。",
    "邮编只保留前三位，符合脱敏要求。",
    "约旦和肯尼亚分中心第三季度开始招募，«city»分中心第四季度。",
    "汉密尔顿抑郁量表由盲态评估者在«visit»完成。",
    "贝克抑郁量表得分≥14分者转介心理门诊。",
    "离家200米以内的GPS点在共享前已删除。",
    "Apple Watch 和华为手环统一升级到固件«ver»。",
    "腾讯会议云录制30天后自动删除。",
    "家访由两名研究助理共同完成，不单独进入被试家中。",
    "黄金周期间暂停随访，«date»恢复。",
    "本周三下午组会改到线上，议题是«study»的中期分析。",
    "脱敏盐值通过环境变量 DEID_SALT 读取，不写进代码仓库。",
    "王牌功能“一键导出”在«bver»里被移除了。",
]
B["mixed"] = [
    "Enrollment 进度：screened «nn»，randomized «n»，DSMB 会议 «date»。",
    "Protocol «irb» amendment 已批，consent «ver» 从 «date» 开始用。",
    "«nct» 状态更新为 Recruiting。",
    "survey server 升级到 «bver»，export 要重新测试。",
    "secondary outcomes 按计划用 «stat»，effect size 报告 «ci»。",
    "平均年龄 «mean»（SD «sd»），female 占 «pct»。",
    "codebook 的 inter-rater reliability κ = «kappa»。",
    "ethics seminar reading：«pub» 和 Belmont Report。",
    "«lab» open «hours»，请在 calendar 预约。",
    "fasting draw 安排在«tod»。",
    "shuttle 发车时间 «shuttle»。",
    "locked dataset SHA-256：«sha»",
    "analysis code 在 commit «commit»。",
    "Response «rid» 两个 attention check 都没过，exclude。",
    "Survey «svid» «date» 关闭，目前 «nn» 份 complete。",
    "docker run -d -p «port»:80 redcap-dev  # 本地测试",
    "model <- lmer(score ~ time * arm + (1 | pid), data = d)  # 主分析",
    "df = df[df['attention_check'] == 1]  # 去掉没认真答的",
    "被试费 incentive：每个 wave «amt»，10 个工作日内发放。",
    "Ticket «ticket»：AE form 的 branching logic 有 bug。",
    "transcription invoice «order» 已 approve。",
    "samples 存 -80 °C，«lot»，dry ice 运输。",
    "password 至少 12 位，不要通过 WeChat 发送。",
    "API token 在 API page 生成，不要 hard-code。",
    "visit window ±3 天，随访周期 12 周。",
    "participant ID 格式 SITE-NNN，比如 «pid»，不含姓名缩写。",
    "device «uuid» 已回收 wipe。",
    "primary endpoint HR «hr»，«pval»。",
    "log：«ts» export job «job» done，«kb» s。",
    "招募 flyer 下周贴到 «city» 的图书馆。",
    "Prolific 按 £9.00/hr 付费，median completion «dur»。",
    "interview 约 «dur»，录音需 consent。",
    "visit schedule：screening、baseline、«week»，之后每 4 周。",
    "data dictionary «ver»：212 fields，14 instruments。",
    "de-identification checklist：去掉 18 个 HIPAA identifiers，日期随机偏移。",
    "focus group 在 «lab»，capacity 12。",
    "DSA «date» 到期，renewal 单号 «ticket»。",
    "lab meeting 每周四，agenda 在 shared doc。",
    "secondary analysis 里 «stat» 两组无差异（«pval»）。",
    "output 写到 /srv/redcap/temp/export_«job».csv，24h 后删除。",
    "nginx listen «port»，survey proxy 在 /qx/。",
    "doi:«doi» 是 pilot 的 paper。",
    "Kahneman 的 System 1/System 2 框架用于 nudge arm。",
    "randomization 按 site 和性别分层，block size 4 和 6。",
    "高峰时段 recruitment 比较慢，周末加场。",
    "金标准 diagnosis 由两位 attending 独立完成。",
    "白天和晚上各推送 3 次 EMA prompt，时间随机。",
    "门诊 hours «hours»，holiday 另行通知。",
    "马上 interim analysis 了，请把 CRF 补完。",
    "Milgram 实验是 research ethics 的经典 case。",
    "token 过期了，去 API page 重新生成，存进 vault（ticket «ticket»）。",
    "全样本 mean sleep onset 23:40（SD 48 min），mean wake time 6:55。",
    "session slots：周二周四 10:00 和 14:00，在 «lab»。",
    "phlebotomy 工作日 07:30 开门。",
    "ZIP code 只保留前三位，符合 HIPAA Safe Harbor。",
    "Jordan 和 Kenya 的 site Q3 开始 recruiting。",
    "Hamilton depression scale 由 blinded rater 在 «visit» 完成。",
    "离 home cluster 200 m 以内的 GPS points 已删除。",
    "Apple Watch 和 Fitbit 升级到 firmware «ver»。",
    "Zoom cloud recording 30 天后 auto-delete。",
    "home visit 必须两个 RA 一起，不能单独进被试家。",
    "DEID_SALT 从 environment variable 读，不要写进 repo。",
    "Keep ~/.Rprofile 只放 options()，不放 credentials。",
    "Adult Hope Scale 和 Grit-S 在 «wave» 加入。",
    "curl -s -X POST https://redcap.«uni»/api/ -d content=metadata -d token=$REDCAP_TOKEN",
    "黄金周暂停 follow-up，«date» 恢复。",
]


# =========================================================================== assembly
_FAKERS = {}


def _fakers():
    if not _FAKERS:
        _FAKERS.update({"us": Faker("en_US"), "gb": Faker("en_GB"), "zh": Faker("zh_CN")})
    return _FAKERS


def _build():
    F = _fakers()
    rows = []
    for ci, cat in enumerate(CATEGORIES):
        for li, lang in enumerate(LANGS):
            seed = BASE_SEED + ci * 3 + li
            r = random.Random(seed)
            F["us"].seed_instance(seed + OFF + 1)
            F["gb"].seed_instance(seed + OFF + 2)
            F["zh"].seed_instance(seed + OFF + 3)
            tpls = T[cat, lang]
            order, seen, tries = [], set(), 0
            n0 = len(rows)
            while len(rows) - n0 < PER_CELL:
                if not order:
                    order = list(range(len(tpls)))
                    r.shuffle(order)
                ti = order.pop()
                text, s, e, kind = _render(tpls[ti], cat, lang, r, F)
                tries += 1
                if text in seen and tries < PER_CELL * 20:
                    continue
                seen.add(text)
                rows.append((Sample(text=text, category=cat, lang=lang, start=s, end=e), kind, ti))
    return rows


def samples():
    """PER_CELL planted values for each category x language (9,000 samples)."""
    return [row[0] for row in _build()]


def benign_with_lang():
    """BENIGN_PER_LANG texts per language with no personal or secret value."""
    out = []
    for i, lang in enumerate(LANGS):
        r = random.Random(BENIGN_SEED + i)
        tpls = B[lang]
        seen, order, tries = set(), [], 0
        got = []
        while len(got) < BENIGN_PER_LANG:
            if not order:
                order = list(range(len(tpls)))
                r.shuffle(order)
            t = tpls[order.pop()]
            text = _MARK.sub(lambda m: _BFILL[m.group(1)](r, lang), t)
            tries += 1
            if text in seen and tries < BENIGN_PER_LANG * 50:
                continue
            seen.add(text)
            got.append((lang, text))
        out.extend(got)
    return out


# =========================================================================== self-check
def _selfcheck():
    import time
    from collections import Counter

    t0 = time.time()
    rows = _build()
    smp = [row[0] for row in rows]
    assert len(smp) == PER_CELL * len(CATEGORIES) * len(LANGS), len(smp)
    cnt = Counter((s.category, s.lang) for s in smp)
    for cat in CATEGORIES:
        for lang in LANGS:
            assert cnt[cat, lang] == PER_CELL, (cat, lang, cnt[cat, lang])
            nt = len(T[cat, lang])
            assert nt >= 30, (cat, lang, nt)
            used = {ti for (s, k, ti) in rows if s.category == cat and s.lang == lang}
            assert len(used) == nt, (cat, lang, "unused templates")
    n_luhn = n_iban = n_cnid = 0
    for s, kind, ti in rows:
        v = s.value
        assert v and v == v.strip(), (s, v)
        assert s.text[s.start:s.end] == v
        assert "«" not in s.text and "»" not in s.text, s.text
        assert not re.search(r"\{[a-z_]+\}", s.text.replace('{"', "").replace('"}', "")) or "{" in T[s.category, s.lang][ti], s.text
        if s.category == "financial":
            d = re.sub(r"[ -]", "", v)
            if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", d):
                assert _iban_ok(d), v
                n_iban += 1
            elif d.isdigit() and len(d) in (15, 16, 19) and not re.match(r"\d\d-\d\d-\d\d ", v):
                assert _luhn_ok(d), v
                n_luhn += 1
        if s.category == "government_id" and re.fullmatch(r"\d{17}[\dX]", v):
            assert _cnid_ok(v), v
            n_cnid += 1
        if s.category == "government_id" and re.fullmatch(r"\d{3} ?\d{3} ?\d{4}|\d{3}-\d{3}-\d{4}", v) and kind == "nhs":
            ds = [int(c) for c in re.sub(r"\D", "", v)]
            c = 11 - sum(x * (10 - i) for i, x in enumerate(ds[:9])) % 11
            assert (0 if c == 11 else c) == ds[9], v
    assert n_luhn > 100 and n_iban > 20 and n_cnid > 200, (n_luhn, n_iban, n_cnid)
    ben = benign_with_lang()
    assert len(ben) == BENIGN_PER_LANG * len(LANGS)
    bc = Counter(l for l, _ in ben)
    for lang in LANGS:
        assert bc[lang] == BENIGN_PER_LANG, (lang, bc[lang])
        assert len({t for l, t in ben if l == lang}) == BENIGN_PER_LANG, ("benign duplicates", lang)
    for l, t in ben:
        assert "«" not in t and "»" not in t, t
    assert samples() == smp and benign_with_lang() == ben, "not deterministic"
    print(f"samples: {len(smp)} ({len({s.text for s in smp})} distinct texts), "
          f"cells: {len(cnt)} x {PER_CELL}; benign: {len(ben)} ({dict(bc)})")
    print(f"checked: {n_luhn} Luhn card numbers, {n_iban} IBANs, {n_cnid} CN resident IDs")
    pr = random.Random(7)
    for cat in CATEGORIES:
        for lang in LANGS:
            cell = [s for s in smp if s.category == cat and s.lang == lang]
            for s in pr.sample(cell, 2):
                print(f"[{cat}/{lang}] value={s.value!r}\n    {s.text!r}")
    for lang in LANGS:
        for l, t in pr.sample([b for b in ben if b[0] == lang], 2):
            print(f"[benign/{l}] {t!r}")
    print(f"ok in {time.time() - t0:.1f}s")


if __name__ == "__main__":
    _selfcheck()
