# ruff: noqa
"""Blind evaluation corpus AY: journalism, content creators and media production.

Domain: podcast and YouTube production notes, interview scheduling and source contacts,
press releases and media lists, influencer/brand deals (sponsor reads, rate cards, usage
rights), 自媒体 operations on 公众号/小红书/抖音/B站/视频号 (账号运营, 商单, 投稿, 推流),
photo/video shoots (call sheets, location releases, gear, drones), newsroom chats, transcripts,
editors' notes, streaming setups (OBS, RTMP stream keys) and edit-bay tooling (Premiere,
DaVinci, 剪映, Whisper transcription), in English, Chinese and code-switched English/Chinese.

Styles: Slack/WeChat-style chat with typos and code-switching, e-mail headers, call sheets,
release forms and W-9/劳务 forms, CSV rows, JSON, YAML, .env files, markdown tables, server
logs, tracebacks and shell commands, OCR of business cards and receipts, voice-dictated text
without punctuation, timestamped interview transcripts, editors' notes; values appear at the
start, middle and end, with and without cue words.

Written blind: the author never read the gate's source, its tests, other corpora or the
repository history, and never ran the gate. Only the contract in blind_common.py was read.

Seeds: BASE_SEED = 20251001; cell c = category index * 3 + language index uses
random.Random(BASE_SEED + c); Faker en_US / en_GB / zh_CN are re-seeded per cell with
BASE_SEED + c + OFF + 1 / + 2 / + 3 (OFF = 8900); benign language i uses
random.Random(BENIGN_SEED + i) with BENIGN_SEED = 93001.
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

from faker import Faker

BASE_SEED = 20251001
OFF = 8900
BENIGN_SEED = 93001
PER_CELL = 250
BENIGN_PER_LANG = 400

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"

_FAKERS = None


def _fakers():
    global _FAKERS
    if _FAKERS is None:
        _FAKERS = (Faker("en_US"), Faker("en_GB"), Faker("zh_CN"))
    return _FAKERS


class _Ctx:
    def __init__(self, seed: int, faker_seed: int | None = None):
        self.r = random.Random(seed)
        self.us, self.gb, self.cn = _fakers()
        fs = seed if faker_seed is None else faker_seed
        self.us.seed_instance(fs + OFF + 1)
        self.gb.seed_instance(fs + OFF + 2)
        self.cn.seed_instance(fs + OFF + 3)
        self.kind = ""
        self.vcity = ""
        self.vcity_en = ""


def _s(r, n, al=AN):
    return "".join(r.choice(al) for _ in range(n))


def _d(r, n):
    return "".join(r.choice(DG) for _ in range(n))


def _b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def _ascii(s: str) -> str:
    return "".join(ch for ch in s if ch.isascii() and ch.isalpha())


# ---------------------------------------------------------------- checksums
def _luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return str((10 - total % 10) % 10)


def _luhn_ok(num: str) -> bool:
    digits = [int(ch) for ch in num if ch.isdigit()]
    total = 0
    for i, v in enumerate(reversed(digits)):
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return total % 10 == 0


def _iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in r)) % 97 == 1


_CNID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
_CNID_C = "10X98765432"


def _cnid_ok(v: str) -> bool:
    if len(v) != 18 or not v[:17].isdigit():
        return False
    return _CNID_C[sum(int(a) * w for a, w in zip(v[:17], _CNID_W)) % 11] == v[17]


# ---------------------------------------------------------------- shared vocab
SHOWS_EN = ["The Long Cut", "Night Desk", "Signal & Noise", "Off the Record", "Deadline Friday",
            "The Margin", "Cold Open", "Backstory Weekly", "Field Notes", "Low Orbit",
            "Second Draft", "The Overnight", "Loose Ends", "Small Hours"]
SHOWS_ZH = ["深夜电台", "城市漫游指南", "野生剪辑部", "慢半拍", "谈资", "无人知晓", "周末早午餐",
            "声音实验室", "晚点说", "一日一问", "县城观察", "反方向的钟"]
BRANDS_EN = ["Squarespace", "NordVPN", "Audible", "HelloFresh", "Notion", "Shure", "Rode",
             "Raycon", "Adobe", "Canva", "Athletic Greens", "Skillshare", "Anker", "Lululemon"]
BRANDS_ZH = ["瑞幸", "元气森林", "完美日记", "花西子", "蕉下", "大疆", "小米", "安踏", "喜茶",
             "三顿半", "美团", "蔚来", "李宁", "泡泡玛特"]
CITIES_EN = ["London", "Manchester", "New York", "Austin", "Chicago", "Los Angeles", "Seattle",
             "Toronto", "Dublin", "Edinburgh", "Atlanta", "Denver", "Bristol", "Glasgow"]
CITIES_ZH = ["北京", "上海", "深圳", "广州", "杭州", "成都", "武汉", "南京", "重庆", "西安", "长沙",
             "厦门", "苏州", "青岛"]
OUTLETS_EN = ["Reuters", "The Guardian", "Wired", "The Verge", "Axios", "NPR", "Bloomberg",
              "BBC News", "Vox", "ProPublica", "The Atlantic", "Vice"]
OUTLETS_ZH = ["澎湃新闻", "36氪", "界面新闻", "第一财经", "南方周末", "三联生活周刊", "财新",
              "新京报", "人物", "虎嗅", "极客公园", "晚点LatePost"]
PLATS_EN = ["YouTube", "Spotify", "Apple Podcasts", "TikTok", "Instagram", "Substack", "Twitch",
            "Patreon"]
PLATS_ZH = ["小红书", "抖音", "B站", "公众号", "视频号", "微博", "快手", "小宇宙"]
TOPICS_EN = ["the housing piece", "the election explainer", "the deepfakes episode",
             "the climate doc", "the transit investigation", "the food delivery story",
             "the nursing strike special", "the crypto collapse series"]
TOPICS_ZH = ["外卖骑手专题", "县城咖啡店", "AI换脸调查", "租房避坑", "露营经济", "预制菜",
             "银发网红", "城中村改造"]
CAMS = ["FX3", "A7S III", "BMPCC 6K", "Canon C70", "Ronin 4D", "GoPro 12", "DJI Pocket 3",
        "ZV-E10", "R5 C", "FX30", "Zoom H6", "Sound Devices MixPre-6"]
WD_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
MONTHS = ["Jan", "Feb", "March", "April", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"]
BANKS_ZH = ["工商银行", "招商银行", "建设银行", "农业银行", "中国银行", "交通银行", "浦发银行", "兴业银行"]
BANKS_EN = ["Chase", "Wells Fargo", "Bank of America", "Citibank", "Capital One", "US Bank"]
PUBLIC_EN = ["Taylor Swift", "Elon Musk", "MrBeast", "Oprah Winfrey", "Barack Obama",
             "David Attenborough", "Serena Williams", "Beyoncé", "Keir Starmer", "Joe Rogan"]
PUBLIC_ZH = ["李子柒", "罗永浩", "董宇辉", "何同学", "papi酱", "刘慈欣", "周杰伦", "谷爱凌", "莫言", "姚明"]

_LISTS = {
    "en": {"show": SHOWS_EN, "brand": BRANDS_EN, "city": CITIES_EN, "outlet": OUTLETS_EN,
           "plat": PLATS_EN, "topic": TOPICS_EN, "cam": CAMS, "wd": WD_EN, "bank_en": BANKS_EN,
           "bank_zh": BANKS_ZH, "pub": PUBLIC_EN},
    "zh": {"show": SHOWS_ZH, "brand": BRANDS_ZH, "city": CITIES_ZH, "outlet": OUTLETS_ZH,
           "plat": PLATS_ZH, "topic": TOPICS_ZH, "cam": CAMS, "wd": WD_ZH, "bank_en": BANKS_EN,
           "bank_zh": BANKS_ZH, "pub": PUBLIC_ZH},
}
_LISTS["mixed"] = {k: _LISTS["en"][k] + _LISTS["zh"][k] if k not in ("cam", "bank_en", "bank_zh")
                   else _LISTS["en"][k] for k in _LISTS["en"]}
_LISTS["mixed"]["wd"] = WD_ZH
_LISTS["mixed"]["topic"] = TOPICS_ZH + ["deepfake 调查", "housing story", "climate doc"]

_BV = "fZodR9XQDSUm21yCkr6zBqiveYah8bt4xsWpHnJE7jL5VG3guMTKNPAwcF"


def _aba(r) -> str:
    d = [int(x) for x in f"{r.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 26, 31]):02d}" + _d(r, 6)]
    s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
    return "".join(map(str, d)) + str((10 - s % 10) % 10)


def _filler(c: _Ctx, lang: str, key: str) -> str:
    r = c.r
    L = _LISTS[lang]
    if key in L:
        return r.choice(L[key])
    zh = lang == "zh" or (lang == "mixed" and r.random() < 0.5)
    if key == "ep":
        n = r.randint(12, 318)
        if zh:
            return r.choice([f"第{n}期", f"EP{n}", f"第{r.randint(1, 5)}季第{r.randint(1, 12)}集"])
        return r.choice([f"EP{n}", f"Ep. {n}", f"episode {n}", f"S{r.randint(1, 6)}E{r.randint(1, 12):02d}", f"#{n}"])
    if key == "date":
        m, d = r.randint(1, 12), r.randint(1, 28)
        if zh:
            return r.choice([f"{m}月{d}日", f"{m}.{d}", f"{m}月{d}号"])
        return r.choice([f"{MONTHS[m - 1]} {d}", f"{d} {MONTHS[m - 1]}", f"{m}/{d}"])
    if key == "n":
        return str(r.randint(2, 48))
    if key == "fee":
        if zh:
            return r.choice([f"{r.randint(3, 40)}000元", f"{r.randint(1, 9)}.{r.randint(1, 9)}万",
                             f"{r.randint(2, 9)}w", f"¥{r.randint(1, 9)},{r.randint(0, 9)}00"])
        return r.choice([f"${r.randint(1, 9)},{r.randint(0, 9)}00", f"£{r.randint(3, 9)}00",
                         f"${r.randint(4, 9)}00", f"€{r.randint(2, 9)}50"])
    if key == "tk":
        return f"{r.choice(['PROD', 'EDIT', 'CMS', 'OPS', 'GFX', 'VID'])}-{r.randint(100, 9999)}"
    if key == "tc":
        return f"{r.randint(0, 1):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}:{r.randint(0, 24):02d}"
    if key == "mid":
        return f"{r.randint(1, 9)}{_d(r, 2)} {_d(r, 4)} {_d(r, 4)}"
    if key == "uuid":
        h = _s(r, 32, HEX)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"
    if key == "sha":
        return _s(r, r.choice([7, 9, 12]), HEX)
    if key == "sha256":
        return _s(r, 64, HEX)
    if key == "ver":
        return f"v{r.randint(1, 6)}.{r.randint(0, 14)}.{r.randint(0, 9)}"
    if key == "order":
        return _d(r, r.choice([8, 9]))
    if key == "n4":
        return str(r.randint(10, 1399))
    if key == "n8":
        return _d(r, 8)
    if key == "n12":
        return str(r.randint(1, 9)) + _d(r, 11)
    if key == "bv":
        return "".join(r.choice(_BV) for _ in range(9))
    if key == "file":
        n = r.randint(12, 318)
        return r.choice([f"ep{n}_final_mix.wav", f"roughcut_v{r.randint(2, 9)}.mov",
                         f"第{n}期_成片.mp4", f"interview_camA_{n}.MP4", f"thumb_{n}.psd"])
    if key == "aba":
        return _aba(r)
    if key == "sort":
        return f"{r.randint(10, 99)}-{r.randint(10, 99)}-{r.randint(10, 99)}"
    if key == "vcity":
        return c.vcity
    if key == "vcityen":
        return c.vcity_en
    if key == "showslug":
        return re.sub(r"[^a-z]+", "-", r.choice(SHOWS_EN).lower()).strip("-")
    if key == "pct":
        return f"{r.randint(1, 60)}.{r.randint(0, 9)}%"
    raise KeyError(key)


# ---------------------------------------------------------------- value generators
def _pick(c: _Ctx, kind: str, default: list[str]) -> str:
    k = c.r.choice(default) if kind == "*" else kind
    c.kind = k
    return k


def _pem(r) -> str:
    typ = r.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    b64 = AN + "+/"
    head = {"RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "EC PRIVATE KEY": "MHcCAQEEI",
            "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC", "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAA"}[typ]
    n = r.randint(4, 7)
    body = head + _s(r, 64 * n - len(head) + r.randint(8, 40), b64)
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    if typ == "EC PRIVATE KEY":
        lines[-1] = lines[-1][:40] + "=="
    return f"-----BEGIN {typ}-----\n" + "\n".join(lines) + f"\n-----END {typ}-----"


def _jwt(r) -> str:
    hdr = _b64url(json.dumps({"alg": r.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    iat = r.randint(1700000000, 1760000000)
    payload = {"sub": _s(r, 12, LO + DG), "scope": r.choice(["upload", "review:write", "publish", "assets:read"]),
               "iat": iat, "exp": iat + r.choice([900, 3600, 86400])}
    return f"{hdr}.{_b64url(json.dumps(payload, separators=(',', ':')).encode())}.{_s(r, 43, AN + '-_')}"


def _uuid(r) -> str:
    h = _s(r, 32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"


def gen_secret(c: _Ctx, kind: str, lang: str) -> str:
    r = c.r
    k = _pick(c, kind, ["aws", "ghp", "slack", "openai", "stripe", "google", "hf", "sendgrid", "jwt", "hex40"])
    U = AN + "-_"
    if k == "aws":
        return "AKIA" + _s(r, 16, UP + DG)
    if k == "awssec":
        return _s(r, 40, AN + "/+")
    if k == "ghp":
        return "ghp_" + _s(r, 36)
    if k == "ghpat":
        return "github_pat_11" + _s(r, 20, UP + DG) + "_" + _s(r, 59)
    if k == "slack":
        return f"xoxb-{r.randint(10**9, 10**12)}-{_d(r, 13)}-{_s(r, 24)}"
    if k == "slackp":
        return f"xoxp-{_d(r, 12)}-{_d(r, 12)}-{_d(r, 13)}-{_s(r, 32, HEX)}"
    if k == "slackhook":
        return f"T{_s(r, r.randint(8, 10), UP + DG)}/B{_s(r, r.randint(8, 10), UP + DG)}/{_s(r, 24)}"
    if k == "openai":
        return "sk-" + _s(r, 20) + "T3BlbkFJ" + _s(r, 20)
    if k == "openaiproj":
        return "sk-proj-" + _s(r, 58, U) + "T3BlbkFJ" + _s(r, 58, U)
    if k == "anthropic":
        return "sk-ant-api03-" + _s(r, 93, U) + "AA"
    if k == "stripe":
        return r.choice(["sk_live_", "rk_live_"]) + _s(r, r.choice([24, 34, 99]))
    if k == "whsec":
        return "whsec_" + _s(r, 32)
    if k == "google":
        return "AIzaSy" + _s(r, 33, U)
    if k == "hf":
        return "hf_" + _s(r, 34, UP + LO)
    if k == "sendgrid":
        return "SG." + _s(r, 22, U) + "." + _s(r, 43, U)
    if k == "telegram":
        return f"{r.randint(10**9, 8 * 10**9)}:AA{_s(r, 33, U)}"
    if k == "jwt":
        return _jwt(r)
    if k == "pem":
        return _pem(r)
    if k == "urlpw":
        return _s(r, r.randint(14, 22), AN + "-_.~")
    if k == "ytkey":
        return "-".join(_s(r, 4, LO + DG) for _ in range(5))
    if k == "twitch":
        return f"live_{_d(r, 9)}_{_s(r, 30)}"
    if k == "restream":
        return f"re_{_d(r, 7)}_{_s(r, 20, HEX)}"
    if k == "dropbox":
        return "sl.B" + _s(r, r.randint(120, 136), U)
    if k == "mux":
        return _s(r, 75, AN + "+/")
    if k == "mailchimp":
        return _s(r, 32, HEX) + f"-us{r.randint(1, 21)}"
    if k == "ghost":
        return _s(r, 24, HEX) + ":" + _s(r, 64, HEX)
    if k == "hex32":
        return _s(r, 32, HEX)
    if k == "hex40":
        return _s(r, 40, HEX)
    if k == "b64":
        return _s(r, 43, AN + "+/") + "="
    if k == "discord":
        uid = str(r.randint(10**17, 10**18 - 1))
        return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + _s(r, 6, U) + "." + _s(r, 38, U)
    if k == "notion":
        return r.choice(["secret_" + _s(r, 43), "ntn_" + _d(r, 11) + _s(r, 35)])
    if k == "frameio":
        return "fio-u-" + _s(r, 64, U)
    if k == "bili":
        return _s(r, 32, HEX)
    if k == "douyin":
        return f"stream-{_d(r, 19)}?expire={r.randint(1700000000, 1760000000)}&sign={_s(r, 32, HEX)}"
    if k == "kuaishou":
        return _s(r, 11, LO + DG) + "?sign=" + _s(r, 32, HEX) + "&t=" + _s(r, 8, HEX)
    if k == "wxsecret":
        return _s(r, 32, HEX)
    if k == "aliyun":
        return _s(r, 30)
    if k == "aliyunid":
        return "LTAI5t" + _s(r, 18)
    if k == "tencent":
        return _s(r, 32)
    if k == "tencentid":
        return "AKID" + _s(r, 32)
    if k == "qiniu":
        return _s(r, 40, U)
    if k == "dingtalk":
        return _s(r, 64, HEX)
    if k == "dingsec":
        return "SEC" + _s(r, 64, HEX)
    if k == "wecom":
        return _uuid(r)
    raise KeyError(k)


_PW_WORDS = ["sunflower", "Marmalade", "blueberry", "Kestrel", "lighthouse", "paprika", "tangerine",
             "Voltage", "moonbeam", "Cobalt", "Juniper", "harbor", "Saffron", "falcon", "Pixel",
             "Tundra", "Velvet", "Monsoon", "Quartz", "Biscuit", "Lantern", "Orbit", "Mango", "Thistle"]
_PW_PINYIN = ["woaini", "xiaoxiao", "tiantian", "kuaile", "qingfeng", "xingxing", "yueliang",
              "mianhua", "jianji", "paopao", "dagua", "shuijiao", "chenxi", "nuannuan"]
_PW_PHRASE = ["correct", "orange", "staple", "river", "velvet", "tiger", "lamp", "window", "copper",
              "meadow", "cactus", "violin", "harbor", "pepper", "glacier", "pocket", "canyon", "sparrow"]


def gen_password(c: _Ctx, kind: str, lang: str) -> str:
    r = c.r
    k = _pick(c, kind, ["word", "word", "rand", "pinyin" if lang != "en" else "word", "keyb", "cap"])
    sym = "!@#$%&*?"
    if k == "pin":
        return _d(r, r.choice([4, 4, 6, 6, 5]))
    if k == "door":
        return r.choice([_d(r, 4), _d(r, 6), _d(r, 4) + "#" if lang == "en" else _d(r, 6), "*" + _d(r, 4)])
    if k == "code4":
        return _s(r, 4, LO + DG)
    if k == "authcode":
        return _s(r, 16, LO)
    if k == "phrase":
        ws = r.sample(_PW_PHRASE, r.randint(3, 4))
        sep = r.choice(["-", " ", ".", "_"])
        return sep.join(ws) + r.choice(["", sep + _d(r, 2)])
    if k == "word":
        w = r.choice(_PW_WORDS)
        return r.choice([w + _d(r, r.randint(2, 4)) + r.choice(sym), w.capitalize() + r.choice(sym) + _d(r, 4),
                         r.choice(sym) + w + _d(r, 3), w + r.choice(["_", "."]) + r.choice(_PW_WORDS) + _d(r, 2)])
    if k == "cap":
        return r.choice(_PW_WORDS).capitalize() + r.choice(_PW_WORDS).capitalize() + _d(r, 2) + r.choice(sym)
    if k == "pinyin":
        w = r.choice(_PW_PINYIN)
        return r.choice([w + r.choice(["1314", "520", "888", "666", "2023", "2024", "0818"]),
                         w + "@" + _d(r, 4), w.capitalize() + "#" + _d(r, 3), w + "_" + _s(r, 3, LO) + _d(r, 2)])
    if k == "keyb":
        return r.choice(["Qaz@wsx", "Zxc!", "Asdf#", "Qwer$", "1qaz@WSX", "Pl,okm"]) + _d(r, r.randint(3, 5))
    if k == "rand":
        return _s(r, r.randint(10, 16), AN + "!#%&*?") + r.choice(DG)
    raise KeyError(k)


# ---------------------------------------------------------------- contact values
_PERSONAL_DOMAINS = ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "proton.me", "hotmail.co.uk",
                     "btinternet.com", "me.com", "fastmail.com", "hey.com", "live.com", "aol.com"]
_WORK_DOMAINS = ["northbridgepost.com", "coldopen.fm", "signalnoise.media", "kestrelstudios.co.uk",
                 "harborlightpod.com", "fieldnotes.news", "lowestbid.tv", "overnightdesk.org",
                 "brightlinepr.com", "mintcreative.agency"]
_CN_DOMAINS = ["163.com", "126.com", "qq.com", "foxmail.com", "sina.com", "139.com", "aliyun.com",
               "outlook.com", "yeah.net", "sohu.com"]


def _en_person(c: _Ctx):
    fk = c.r.choice([c.us, c.us, c.gb])
    return _ascii(fk.first_name()), _ascii(fk.last_name())


def _py_person(c: _Ctx):
    return c.cn.first_romanized_name(), c.cn.last_romanized_name()


def gen_email(c: _Ctx, kind: str, lang: str) -> str:
    r = c.r
    if kind == "*":
        kind = r.choice({"en": ["en", "en", "work"], "zh": ["cn", "cn", "cn", "work"],
                         "mixed": ["cn", "cn", "en", "work"]}[lang])
    c.kind = kind
    obf = kind == "obf"
    base = kind if kind in ("en", "cn", "work") else r.choice(["cn", "en"] if lang != "en" else ["en"])
    if base == "cn":
        f, l = _py_person(c)
        f, l = f.lower(), l.lower()
        dom = r.choice(_CN_DOMAINS)
        if dom == "qq.com" and not obf:
            local = str(r.randint(10**5, 3 * 10**9))
        else:
            local = r.choice([f"{l}{f}", f"{l}{f}{r.randint(1, 99)}", f"{l}.{f}", f"{f}{l}{r.randint(80, 2005)}",
                              f"{l}_{f}", f"{l[0]}{f}{_d(r, 3)}", c.cn.user_name()])
    else:
        f, l = _en_person(c)
        f, l = f.lower(), l.lower()
        dom = r.choice(_WORK_DOMAINS if base == "work" else _PERSONAL_DOMAINS)
        local = r.choice([f"{f}.{l}", f"{f[0]}{l}", f"{f}{l}{r.randint(1, 99)}", f"{f}_{l}", f"{f}.{l[0]}",
                          f"{l}.{f}", f"{f}{r.randint(80, 2004)}", f"{f}{l[0]}"])
    if not obf:
        return f"{local}@{dom}"
    name, _, tld = dom.rpartition(".")
    return r.choice([f"{local} at {name} dot {tld}", f"{local} [at] {name} [dot] {tld}",
                     f"{local}(at){dom}", f"{local} AT {name} DOT {tld}", f"{local} (at) {name} (dot) {tld}"])


_US_AREA = ["212", "310", "415", "312", "512", "206", "617", "646", "718", "323", "404", "303", "702", "503",
            "917", "213", "469", "720"]
_CN_PREFIX = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "153",
              "155", "156", "157", "158", "159", "166", "176", "177", "178", "180", "181", "182", "183",
              "185", "186", "187", "188", "189", "191", "198", "199"]


def gen_phone(c: _Ctx, kind: str, lang: str) -> str:
    r = c.r
    k = _pick(c, kind, {"en": ["us", "us", "uk", "uk", "usext"], "zh": ["cn"] * 9 + ["land"],
                        "mixed": ["cn", "cn", "cn", "us", "uk", "hk"]}[lang])
    if k in ("us", "usext", "ext"):
        a, x, y = r.choice(_US_AREA), str(r.randint(2, 9)) + _d(r, 2), _d(r, 4)
        if x == "555":
            x = "556"
        v = r.choice([f"({a}) {x}-{y}", f"{a}-{x}-{y}", f"+1 {a} {x} {y}", f"{a}.{x}.{y}", f"+1 ({a}) {x}-{y}",
                      f"1-{a}-{x}-{y}"])
        if k != "us":
            v += r.choice([f" ext. {r.randint(100, 999)}", f" x{r.randint(10, 999)}", f" ext {r.randint(2, 99)}"])
        return v
    if k == "uk":
        p, m = "7" + r.choice("1234579") + _d(r, 2), _d(r, 6)
        return r.choice([f"0{p} {m}", f"+44 {p} {m}", f"0{p} {m[:3]} {m[3:]}", f"+44 (0){p} {m}", f"0{p}{m}",
                         f"020 7{_d(r, 3)} {_d(r, 4)}", f"0161 {_d(r, 3)} {_d(r, 4)}"])
    if k == "cn":
        n = r.choice(_CN_PREFIX) + _d(r, 8)
        if r.random() < 0.25:
            n = c.cn.phone_number()
        return r.choice([n, n, f"{n[:3]} {n[3:7]} {n[7:]}", f"{n[:3]}-{n[3:7]}-{n[7:]}", f"+86 {n[:3]} {n[3:7]} {n[7:]}",
                         f"+86-{n}", f"(+86){n}", f"+86 {n}"])
    if k == "land":
        area, first = r.choice([("010", "8"), ("021", "6"), ("0755", "8"), ("020", "3"), ("0571", "8"), ("028", "8")])
        num = first + _d(r, 7)
        return r.choice([f"{area}-{num}", f"({area}){num}", f"{area} {num[:4]} {num[4:]}"])
    if k == "hk":
        return r.choice([f"+852 {r.choice('569')}{_d(r, 3)} {_d(r, 4)}", f"+852-{r.choice('569')}{_d(r, 7)}"])
    raise KeyError(k)


# geography ------------------------------------------------------------------
_GEO_EN = [("London", "UK", 51.5072, -0.1276), ("Manchester", "UK", 53.4808, -2.2426),
           ("Edinburgh", "UK", 55.9533, -3.1883), ("Bristol", "UK", 51.4545, -2.5879),
           ("New York", "US", 40.7128, -74.0060), ("Los Angeles", "US", 34.0522, -118.2437),
           ("Austin", "US", 30.2672, -97.7431), ("Chicago", "US", 41.8781, -87.6298),
           ("Seattle", "US", 47.6062, -122.3321), ("Atlanta", "US", 33.7490, -84.3880)]
_ZIP3 = {"New York": ["100", "101", "112", "113"], "Los Angeles": ["900", "902", "913"], "Austin": ["787"],
         "Chicago": ["606"], "Seattle": ["981"], "Atlanta": ["303"]}
_UK_OUT = {"London": ["E8", "N16", "SE15", "SW9", "NW5", "E17", "W12", "SE22", "N4"],
           "Manchester": ["M14", "M20", "M4", "M21"], "Edinburgh": ["EH6", "EH9", "EH11"],
           "Bristol": ["BS3", "BS6", "BS5"]}
_GEO_ZH = [("北京", "Beijing", 39.9042, 116.4074, "100"), ("上海", "Shanghai", 31.2304, 121.4737, "200"),
           ("深圳", "Shenzhen", 22.5431, 114.0579, "518"), ("广州", "Guangzhou", 23.1291, 113.2644, "510"),
           ("杭州", "Hangzhou", 30.2741, 120.1551, "310"), ("成都", "Chengdu", 30.5728, 104.0668, "610"),
           ("武汉", "Wuhan", 30.5928, 114.3055, "430"), ("西安", "Xi'an", 34.3416, 108.9398, "710"),
           ("重庆", "Chongqing", 29.5630, 106.5516, "400"), ("厦门", "Xiamen", 24.4798, 118.0894, "361")]
_OLC = "23456789CFGHJMPQRVWX"
_GH = "0123456789bcdefghjkmnpqrstuvwxyz"
_W3W = ["filled", "count", "soap", "lamp", "river", "index", "crown", "silent", "pocket", "goats", "tables",
        "shark", "velvet", "brave", "early", "mirror", "doted", "spoon", "tribe", "glow", "cloud", "magnet",
        "planet", "paper", "hoping", "novel", "thick", "juggle", "melon", "stamp", "reward", "quiet"]


def _olc(lat: float, lng: float) -> str:
    lat = min(max(lat, -90.0), 89.9999999) + 90.0
    lng = (lng + 180.0) % 360.0
    code, res = "", 20.0
    for i in range(5):
        a, b = int(lat // res), int(lng // res)
        lat -= a * res
        lng -= b * res
        code += _OLC[a] + _OLC[b]
        if i == 3:
            code += "+"
        res /= 20.0
    return code


def _geohash(lat: float, lng: float, n: int) -> str:
    la, lo = [-90.0, 90.0], [-180.0, 180.0]
    bits, even, out, ch, bit = [16, 8, 4, 2, 1], True, "", 0, 0
    while len(out) < n:
        rng, v = (lo, lng) if even else (la, lat)
        mid = (rng[0] + rng[1]) / 2
        if v > mid:
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


def _dms(v: float, pos: str, neg: str) -> str:
    h = pos if v >= 0 else neg
    v = abs(v)
    d = int(v)
    m = int((v - d) * 60)
    s = (v - d - m / 60) * 3600
    return f"{d}°{m}'{s:.1f}\"{h}"


def gen_geo(c: _Ctx, kind: str, lang: str) -> str:
    r = c.r
    k = _pick(c, kind, ["latlon"])
    if k in ("zip", "zip4"):
        city = r.choice([g for g in _GEO_EN if g[1] == "US"])
    elif k == "ukpc":
        city = r.choice([g for g in _GEO_EN if g[1] == "UK"])
    elif k in ("cnpc", "amap"):
        z = r.choice(_GEO_ZH)
        city = None
    else:
        pool = {"en": "en", "zh": "zh", "mixed": r.choice(["en", "zh", "zh"])}[lang]
        if pool == "en":
            city = r.choice(_GEO_EN)
        else:
            city = None
            z = r.choice(_GEO_ZH)
    if city is not None:
        name, _, lat0, lng0 = city
        c.vcity = c.vcity_en = name
    else:
        c.vcity, c.vcity_en, lat0, lng0 = z[0], z[1], z[2], z[3]
    lat = lat0 + r.uniform(-0.08, 0.08)
    lng = lng0 + r.uniform(-0.1, 0.1)
    p = r.choice([4, 5, 5, 6, 6])
    if k == "latlon":
        return r.choice([f"{lat:.{p}f}, {lng:.{p}f}", f"{lat:.{p}f},{lng:.{p}f}", f"{lat:.{p}f} {lng:.{p}f}"])
    if k == "maps":
        return f"{lat:.{p}f},{lng:.{p}f}"
    if k == "amap":
        return f"{lng:.6f},{lat:.6f}"
    if k == "dms":
        return _dms(lat, "N", "S") + r.choice([" ", ", "]) + _dms(lng, "E", "W")
    if k == "zip":
        return r.choice(_ZIP3[city[0]]) + _d(r, 2)
    if k == "zip4":
        return r.choice(_ZIP3[city[0]]) + _d(r, 2) + "-" + _d(r, 4)
    if k == "ukpc":
        return f"{r.choice(_UK_OUT[city[0]])} {r.randint(1, 9)}{_s(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"
    if k == "cnpc":
        return z[4] + _d(r, 3)
    if k == "plus":
        return _olc(lat, lng)
    if k == "pshort":
        return _olc(lat, lng)[4:]
    if k == "geohash":
        return _geohash(lat, lng, r.choice([8, 9, 9, 10]))
    if k == "w3w":
        return "///" + ".".join(r.sample(_W3W, 3))
    raise KeyError(k)


_CN_CITY = {
    "北京": (["朝阳区", "海淀区", "东城区", "丰台区"], ["望京西路", "学院路", "安立路", "北苑路", "双榆树北路", "交道口南大街"]),
    "上海": (["徐汇区", "浦东新区", "静安区", "杨浦区"], ["漕溪北路", "张杨路", "长乐路", "国权路", "延长路", "龙华西路"]),
    "深圳": (["南山区", "福田区", "宝安区"], ["科技南十二路", "桃园路", "新洲路", "创业一路", "彩田路"]),
    "广州": (["天河区", "海珠区", "越秀区"], ["天河北路", "江南大道中", "东风东路", "员村二横路"]),
    "杭州": (["西湖区", "拱墅区", "滨江区"], ["文三路", "莫干山路", "江南大道", "古墩路", "湖墅南路"]),
    "成都": (["武侯区", "锦江区", "高新区"], ["天府大道北段", "玉林北路", "红星路", "桐梓林东路", "芳草街"]),
    "武汉": (["江汉区", "武昌区", "洪山区"], ["解放大道", "中北路", "珞喻路", "青年路", "民主路"]),
    "南京": (["鼓楼区", "玄武区", "建邺区"], ["中山北路", "北京东路", "江东中路", "广州路"]),
    "西安": (["雁塔区", "碑林区", "未央区"], ["小寨东路", "长安北路", "凤城八路", "太白南路"]),
    "重庆": (["渝中区", "江北区", "南岸区"], ["解放碑大同路", "观音桥步行街", "南坪西路", "北城天街"]),
}
_XQ = ["阳光花园", "金地格林小镇", "万科城市花园", "绿地世纪城", "保利香槟国际", "碧桂园", "华润二十四城",
       "翠湖天地", "融侨锦江", "龙湖春江郦城", "中海国际社区", "新城花园", "锦绣江南", "世纪公寓"]
_US_ST = ["Maple", "Oak", "Cedar", "Linden", "Elm", "Park", "Washington", "Lincoln", "Hawthorne", "Sunset",
          "Valencia", "Prospect", "Bedford", "Franklin", "Willow", "Highland", "Grand", "Division"]
_US_SUF = ["Street", "St", "Avenue", "Ave", "Road", "Blvd", "Drive", "Lane", "Court", "Place", "Way"]
_UK_ST = ["Albert", "Victoria", "Church", "Mill", "Station", "Queen's", "Kingsley", "Holloway", "Ashgrove",
          "Elmwood", "Marlborough", "Clarence", "Stanley", "Beech", "Hartington"]
_UK_SUF = ["Road", "Street", "Lane", "Close", "Gardens", "Crescent", "Terrace", "Grove", "Avenue", "Mews"]
_US_CITIES = ["New York", "Brooklyn", "Los Angeles", "Austin", "Chicago", "Seattle", "Atlanta", "Denver", "Portland"]
_UK_CITIES = ["London", "Manchester", "Edinburgh", "Bristol", "Leeds", "Glasgow", "Brighton"]


def gen_address(c: _Ctx, kind: str, lang: str) -> str:
    r = c.r
    k = _pick(c, kind, {"en": ["us", "uk"], "zh": ["cn"], "mixed": ["cn", "cn", "cn", "us", "uk"]}[lang])
    if k == "us":
        c.vcity = c.vcity_en = r.choice(_US_CITIES)
        if r.random() < 0.25:
            st = c.us.street_name()
        else:
            st = f"{r.choice(_US_ST)} {r.choice(_US_SUF)}"
        v = f"{r.randint(12, 9899)} {r.choice(['', '', 'N ', 'W ', 'E ', 'S '])}{st}"
        return v + r.choice(["", "", f", Apt {r.randint(1, 24)}{r.choice('ABCDEF')}", f" #{r.randint(101, 905)}",
                             f", Unit {r.randint(1, 40)}", f" Apt. {r.randint(1, 300)}"])
    if k == "uk":
        c.vcity = c.vcity_en = r.choice(_UK_CITIES)
        st = f"{r.choice(_UK_ST)} {r.choice(_UK_SUF)}"
        num = r.randint(1, 180)
        return r.choice([f"{num} {st}", f"Flat {r.randint(1, 12)}, {num} {st}", f"{num}{r.choice('ab')} {st}",
                         f"Flat {r.randint(1, 6)}{r.choice('ABC')}, {r.choice(['Kingfisher', 'Alder', 'Coronation', 'Regent'])} House, {st}",
                         f"{num} {st}"])
    if k == "cn":
        city = r.choice(list(_CN_CITY))
        c.vcity = city
        c.vcity_en = city
        dists, roads = _CN_CITY[city]
        dist = r.choice(dists) if r.random() < 0.4 else ""
        road = r.choice(roads) if r.random() < 0.8 else c.cn.street_name()
        room = f"{r.randint(1, 32)}{r.randint(1, 6):02d}"
        return dist + r.choice([
            f"{road}{r.randint(1, 999)}号{r.choice(_XQ)}{r.randint(1, 30)}栋{r.randint(1, 4)}单元{room}室",
            f"{road}{r.randint(1, 1500)}弄{r.randint(1, 60)}号{room}室",
            f"{r.choice(_XQ)}{r.randint(1, 30)}号楼{r.randint(1, 4)}单元{room}",
            f"{road}{r.randint(1, 400)}号院{r.randint(1, 20)}号楼{room}",
            f"{road}{r.randint(1, 999)}号{r.choice(_XQ)}{r.choice('ABCDE')}座{room}",
            f"{road}{r.randint(1, 300)}号{r.randint(2, 8)}楼{r.randint(1, 9)}0{r.randint(1, 9)}",
        ])
    raise KeyError(k)


# ---------------------------------------------------------------- ids and money
_CN_AREAS = ["110105", "110108", "310104", "310115", "440305", "440304", "330106", "510107", "420106",
             "320102", "500103", "610113", "370202", "430104", "350203", "130102", "410105", "210102"]
_NINO_1 = "ABCEGHJKLMNOPRSTWXYZ"
_NINO_2 = "ABCEGHJKLMNPRSTWXYZ"


def _cnid(r) -> str:
    body = f"{r.choice(_CN_AREAS)}{r.randint(1965, 2003)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}{r.randint(0, 999):03d}"
    return body + _CNID_C[sum(int(a) * w for a, w in zip(body, _CNID_W)) % 11]


def _hkid(r) -> str:
    L = r.choice("ACDEGHKMPRVYZ")
    ds = _d(r, 6)
    total = 9 * 36 + 8 * (ord(L) - 55) + sum((7 - i) * int(x) for i, x in enumerate(ds))
    chk = (11 - total % 11) % 11
    return f"{L}{ds}({'A' if chk == 10 else chk})"


def gen_gov(c: _Ctx, kind: str, lang: str) -> str:
    r = c.r
    k = _pick(c, kind, {"en": ["ssn"], "zh": ["cnid"], "mixed": ["cnid"]}[lang])
    if k == "ssn":
        a = r.randint(1, 899)
        while a == 666:
            a = r.randint(1, 899)
        g, s = r.randint(1, 99), r.randint(1, 9999)
        return r.choice([f"{a:03d}-{g:02d}-{s:04d}"] * 4 + [f"{a:03d} {g:02d} {s:04d}", f"{a:03d}{g:02d}{s:04d}"])
    if k == "cnid":
        return _cnid(r)
    if k == "uspass":
        return r.choice([_d(r, 9), r.choice("ACDEFGHJ") + _d(r, 8), str(r.randint(1, 9)) + _d(r, 8)])
    if k == "ukpass":
        return str(r.randint(1, 9)) + _d(r, 8)
    if k == "cnpass":
        return r.choice(["E" + _d(r, 8), "E" + r.choice("ABCDEFGHJKLMN") + _d(r, 7)])
    if k == "hkmo":
        return r.choice(["C" + _d(r, 8), "C" + r.choice("ABCDEFGHJKLMN") + _d(r, 7)])
    if k == "hkid":
        return _hkid(r)
    if k == "tw":
        return _d(r, 8)
    if k == "nino":
        p = r.choice(_NINO_1) + r.choice(_NINO_2)
        while p in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            p = r.choice(_NINO_1) + r.choice(_NINO_2)
        ds, suf = _d(r, 6), r.choice("ABCD")
        return r.choice([f"{p} {ds[:2]} {ds[2:4]} {ds[4:]} {suf}", f"{p}{ds}{suf}", f"{p} {ds[:2]} {ds[2:4]} {ds[4:]} {suf}"])
    if k == "utr":
        u = str(r.randint(1, 9)) + _d(r, 9)
        return r.choice([u, f"{u[:5]} {u[5:]}"])
    if k == "ein":
        return f"{r.choice(['12', '20', '27', '45', '46', '47', '81', '82', '83', '84', '86', '88', '91', '94'])}-{_d(r, 7)}"
    if k == "itin":
        return f"9{_d(r, 2)}-{r.choice(list(range(70, 89)) + [90, 91, 92, 94, 95, 96, 97, 98, 99])}-{_d(r, 4)}"
    if k == "dl_ca":
        return r.choice(UP) + _d(r, 7)
    if k == "dl_ny":
        n = _d(r, 9)
        return r.choice([n, f"{n[:3]} {n[3:6]} {n[6:]}"])
    if k == "dl_uk":
        sur = (_ascii(c.gb.last_name()).upper() + "99999")[:5]
        y, m, d = r.randint(1960, 2002), r.randint(1, 12), r.randint(1, 28)
        m += r.choice([0, 50])
        ini = r.choice(UP) + r.choice(UP + "9")
        return f"{sur}{str(y)[2]}{m:02d}{d:02d}{str(y)[3]}{ini}9{_s(r, 2, UP)}"
    raise KeyError(k)


def _card(r, kind: str) -> str:
    if kind == "amex":
        body = r.choice(["34", "37"]) + _d(r, 12)
        n = body + _luhn_digit(body)
        return r.choice([n, f"{n[:4]} {n[4:10]} {n[10:]}", f"{n[:4]}-{n[4:10]}-{n[10:]}"])
    if kind == "cncard":
        pre = r.choice(["622202", "622848", "621700", "622588", "621661", "622262", "623058", "621483"])
        ln = r.choice([19, 19, 16])
        body = pre + _d(r, ln - 7)
        n = body + _luhn_digit(body)
        if ln == 19:
            return r.choice([n, n, f"{n[:4]} {n[4:8]} {n[8:12]} {n[12:16]} {n[16:]}", f"{n[:6]} {n[6:]}"])
    else:
        pre = {"visa": "4" + _d(r, 5), "mc": r.choice(["51", "52", "53", "54", "55"]) + _d(r, 4),
               "disc": "6011" + _d(r, 2)}[kind]
        body = pre + _d(r, 9)
        n = body + _luhn_digit(body)
    return r.choice([n, f"{n[:4]} {n[4:8]} {n[8:12]} {n[12:]}", f"{n[:4]}-{n[4:8]}-{n[8:12]}-{n[12:]}",
                     f"{n[:4]} {n[4:8]} {n[8:12]} {n[12:]}"])


def _iban(r, cc: str) -> str:
    if cc == "GB":
        bban = r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ", "SRLG"]) + _d(r, 14)
    elif cc == "IE":
        bban = r.choice(["AIBK", "BOFI"]) + _d(r, 14)
    elif cc == "NL":
        bban = r.choice(["ABNA", "INGB", "RABO", "TRIO"]) + _d(r, 10)
    elif cc == "DE":
        bban = _d(r, 18)
    elif cc == "FR":
        bban = _d(r, 23)
    elif cc == "ES":
        bban = _d(r, 20)
    elif cc == "IT":
        bban = r.choice(UP) + _d(r, 22)
    elif cc == "BE":
        bban = _d(r, 12)
    else:
        raise KeyError(cc)
    num = int("".join(str(int(ch, 36)) for ch in bban + cc + "00"))
    iban = f"{cc}{98 - num % 97:02d}{bban}"
    if r.random() < 0.5:
        return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))
    return iban


def gen_financial(c: _Ctx, kind: str, lang: str) -> str:
    r = c.r
    k = _pick(c, kind, ["card"])
    if k == "card":
        k = r.choice(["visa", "visa", "mc", "amex", "disc"])
        c.kind = "card"
        return _card(r, k)
    if k in ("visa", "mc", "amex", "cncard"):
        c.kind = "card"
        return _card(r, k)
    if k == "iban":
        c.kind = "iban"
        return _iban(r, r.choice(["DE", "FR", "NL", "ES", "IT", "BE", "IE", "GB"]))
    if k == "iban_gb":
        c.kind = "iban"
        return _iban(r, "GB")
    if k == "us_acct":
        return _d(r, r.choice([8, 9, 10, 11, 12]))
    if k == "uk_acct":
        return _d(r, 8)
    raise KeyError(k)


# ---------------------------------------------------------------- people and accounts
def gen_person(c: _Ctx, kind: str, lang: str) -> str:
    r = c.r
    k = _pick(c, kind, {"en": ["us", "us", "us", "gb", "gb"], "zh": ["cn"],
                        "mixed": ["cn", "cn", "cn", "py", "py", "us", "gb"]}[lang])
    if k in ("us", "gb"):
        fk = c.us if k == "us" else c.gb
        first, last = fk.first_name(), fk.last_name()
        if r.random() < 0.15:
            return f"{first} {r.choice(UP)}. {last}"
        return f"{first} {last}"
    if k == "cn":
        n = c.cn.name()
        if r.random() < 0.1:
            n = c.cn.last_name() + c.cn.first_name_male()
        return n
    if k == "py":
        f, l = _py_person(c)
        return r.choice([f"{l} {f}", f"{f} {l}", f"{_ascii(c.us.first_name())} {l}"])
    raise KeyError(k)


_NICK_A = ["一只", "爱吃", "不吃香菜的", "会飞的", "熬夜", "早睡的", "元气", "北漂", "佛系", "慢慢", "今天也要"]
_NICK_B = ["阿橘", "小鱼", "团子", "汤圆", "柚子", "鹿鹿", "胖虎", "芒果", "七七", "大橙子", "咸鱼", "栗子", "奶盖"]
_NICK_C = ["", "", "酱", "呀", "的日常", "_vlog", "同学", "剪辑师", "爱拍照", "在路上", "Studio", "日记"]
_GAMER_A = ["Shadow", "Pixel", "Neon", "Frost", "Crimson", "Lucky", "Silent", "Turbo", "Cosmic", "Rogue", "Salty"]
_GAMER_B = ["Fox", "Wolf", "Raven", "Byte", "Viper", "Panda", "Ghost", "Noodle", "Falcon", "Gremlin", "Yeti"]
_WORDS = ["coffee", "reels", "films", "sound", "studio", "daily", "notes", "frames", "tape", "cuts", "media",
          "vlogs", "pod", "wave", "grain", "lens"]


def gen_username(c: _Ctx, kind: str, lang: str) -> str:
    r = c.r
    k = _pick(c, kind, {"en": ["at", "plain", "plain", "gamer"], "zh": ["cnnick", "xhsid", "dyid", "wxid", "plain"],
                        "mixed": ["at", "plain", "cnnick", "xhsid", "dyid", "wxid"]}[lang])
    if k in ("at", "plain", "discord"):
        if lang == "en" or r.random() < 0.5:
            f, l = (x.lower() for x in _en_person(c))
        else:
            f, l = (x.lower() for x in _py_person(c))
        h = r.choice([f"{f}{l}", f"{f}.{l}", f"{f}_{l}{r.randint(1, 99)}", f"{f}makesthings", f"{f}{l[0]}films",
                      f"the{f}{l}", f"{f}.shoots", f"{l}{f[0]}", c.us.user_name(), f"{f}_onair", f"{f}{r.randint(80, 2005)}",
                      f"{f}.{r.choice(_WORDS)}", f"{r.choice(_WORDS)}with{f}", f"{f}{l}tv", f"{f[0]}{l}"])
        if k == "at":
            return "@" + h
        if k == "discord":
            return r.choice([h.replace("_", "."), f"{f.capitalize()}{r.choice(_GAMER_B)}#{_d(r, 4)}"])
        return h
    if k == "gamer":
        a, b = r.choice(_GAMER_A), r.choice(_GAMER_B)
        return r.choice([f"xX{a}{b}Xx", f"{a}{b}{r.randint(7, 999)}", f"{a}_{b}", f"Sir{b}{r.randint(1, 99)}", f"{a}{b}TTV"])
    if k == "ytid":
        return "UC" + _s(r, 22, AN + "-_")
    if k == "cnnick":
        return r.choice(_NICK_A) + r.choice(_NICK_B) + r.choice(_NICK_C)
    if k == "xhsid":
        return r.choice([str(r.randint(10**8, 10**10)), f"{c.cn.user_name()}{r.randint(1, 999)}"])
    if k == "dyid":
        u = c.cn.user_name()
        return r.choice([f"dy{_s(r, 8, LO + DG)}", f"{u}_{r.randint(1, 999)}", f"{u}.{r.choice(_WORDS)}", f"{u}{_d(r, 4)}"])
    if k == "uid":
        return str(r.randint(10**6, 4 * 10**9))
    if k == "wxid":
        u = c.cn.user_name()
        return r.choice([f"wxid_{_s(r, 14, LO + DG)}", f"{u}_{r.randint(1, 999)}", f"{u}{_d(r, 3)}", f"{u}-{r.choice(_WORDS)}"])
    if k == "qq":
        return str(r.randint(10**5, 3 * 10**9))
    raise KeyError(k)


_TAIL = {
    "dir_en": ["Movies/{proj}", "Movies/{proj}/Media", "Documents/Podcast/{slug}/raw", "Desktop/selects",
               "Dropbox/Client Review/{brand}", "Music/Audio Hijack", "Pictures/Lightroom/{year} Shoots",
               "Movies/Final Cut Libraries/{proj}.fcpbundle", "Documents/Subtitles/{ep}", "Downloads/embargo",
               "Library/Application Support/obs-studio/basic/scenes", "Google Drive/My Drive/{slug}/Transcripts",
               "Desktop/{ep}_export", "Documents/LUTs", "Movies/Riverside/{ep}"],
    "dir_zh": ["Movies/剪辑/第{n}期", "Desktop/素材/{md}", "Documents/字幕/第{n}期", "Downloads/嘉宾照片",
               "Desktop/商单/{brand}", "Movies/JianyingPro/User Data/Projects/com.lveditor.draft/{md}",
               "Documents/公众号排版/{md}", "Movies/成片", "Desktop/采访录音", "Documents/LUT预设",
               "Library/Containers/com.tencent.xinWeChat/Data/Library/Application Support/com.tencent.xinWeChat/2.0b4.0.9/Message/MessageTemp"],
    "dir_win_en": ["Videos\\Premiere\\{proj}", "Documents\\Adobe\\Premiere Pro\\24.0\\Auto-Save", "Videos\\OBS",
                   "AppData\\Roaming\\obs-studio\\basic\\scenes", "Documents\\Zoom", "Documents\\DaVinci Resolve\\Backups",
                   "AppData\\Roaming\\Descript\\cache", "Desktop\\{ep} thumbnails", "Documents\\Audition\\{proj}",
                   "OneDrive\\Podcast\\{slug}"],
    "dir_win_zh": ["AppData\\Local\\JianyingPro\\User Data\\Projects\\com.lveditor.draft", "Desktop\\剪辑\\{md}",
                   "Videos\\必剪导出", "Documents\\公众号素材\\{md}", "Videos\\OBS", "Documents\\腾讯会议\\录屏",
                   "Videos\\Premiere\\第{n}期"],
    "dir_linux": ["podcast/raw", "transcripts/{ep}", "whisper/out", "media/ingest", "projects/captions", "backups/masters",
                  "obs/recordings", "work/{slug}/audio"],
    "dir_linux_zh": ["素材/原声", "转写/第{n}期", "whisper/out", "media/ingest", "剪辑/工程"],
    "file_en": ["ep{n}_final_mix.wav", "interview_camA.mov", "{ep}_master_v3.mp4", "roughcut_v{k}.mov",
                "VO_take{k}.wav", "thumbnail_{n}.psd", "{ep}_selects.mov", "guest_tape_{n}.m4a"],
    "file_zh": ["第{n}期_成片.mp4", "采访_A机.MP4", "口播_第{k}条.wav", "封面_{n}.psd", "粗剪_v{k}.mov", "嘉宾录音_{n}.m4a"],
    "py": ["Documents/scripts/transcribe.py", "code/captions/export_srt.py", "projects/newsroom-tools/upload.py",
           "dev/clipper/make_shorts.py", "scripts/rss_builder.py"],
}


def gen_home(c: _Ctx, kind: str, lang: str) -> str:
    r = c.r
    if kind == "*":
        kind = r.choice(["mac/dir", "win/dir", "linux/dir"])
    os_, _, sub = kind.partition("/")
    if os_ == "json":
        os_ = r.choice(["mac", "linux", "winjson"])
    c.kind = os_
    zh = lang == "zh" or (lang == "mixed" and r.random() < 0.5)
    if zh or r.random() < 0.3:
        f, l = (x.lower() for x in _py_person(c))
    else:
        f, l = (x.lower() for x in _en_person(c))
    if os_ in ("win", "winjson"):
        u = r.choice([f.capitalize(), f"{f}.{l}", f"{f}{l}", f"{f[0]}{l}", f"{l}{f}", f.capitalize() + " " + l.capitalize()])
    else:
        u = r.choice([f, f"{f}{l}", f"{f}{l[0]}", f"{f[0]}{l}", f"{l}{f}", f"{f}.{l}", c.us.user_name() if not zh else c.cn.user_name()])
    fmt = {"proj": r.choice([f"EP{r.randint(12, 318)}_Interview", f"BTS_Vlog_{r.randint(1, 60)}", f"Doc_Cut_v{r.randint(2, 9)}",
                             f"{r.choice(BRANDS_EN).replace(' ', '')}_Sponsor_{r.randint(1, 12)}", f"Shorts_Batch_{r.randint(1, 40)}"]),
           "slug": re.sub(r"[^A-Za-z]+", "", r.choice(SHOWS_EN)), "brand": r.choice(BRANDS_ZH if zh else BRANDS_EN),
           "year": r.randint(2019, 2025), "ep": f"EP{r.randint(12, 318)}", "n": r.randint(12, 318), "k": r.randint(2, 9),
           "md": f"{r.randint(1, 12):02d}{r.randint(1, 28):02d}"}
    if os_ in ("win", "winjson"):
        tail = r.choice(_TAIL["dir_win_zh" if zh else "dir_win_en"])
    elif os_ == "linux":
        tail = r.choice(_TAIL["dir_linux_zh" if zh else "dir_linux"])
    else:
        tail = r.choice(_TAIL["dir_zh" if zh else "dir_en"])
    if sub == "media":
        sep = "\\" if os_ in ("win", "winjson") else "/"
        tail = tail + sep + r.choice(_TAIL["file_zh" if zh else "file_en"])
    elif sub == "py":
        tail = r.choice(_TAIL["py"])
    elif sub == "sh":
        tail = "bin/backup_masters.sh"
    tail = tail.format(**fmt)
    if os_ == "mac":
        return f"/Users/{u}/{tail}"
    if os_ == "linux":
        return f"/home/{u}/{tail}"
    p = "C:\\Users\\" + u + "\\" + tail
    if os_ == "winjson":
        p = p.replace("\\", "\\\\")
    return p


_CN_NUM = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
_RANGES = {"early": [4, 5, 5, 6], "morning": [6, 6, 7, 7, 7, 8], "forenoon": [9, 10, 10, 11], "noon": [11, 12, 12, 13],
           "afternoon": [13, 14, 15, 15, 16, 17], "evening": [17, 18, 18, 19, 19, 20, 20, 21], "night": [21, 21, 22, 22, 23],
           "late": [23, 23, 0, 0, 1]}


def gen_schedule(c: _Ctx, kind: str, lang: str) -> str:
    r = c.r
    c.kind = kind
    h = r.choice(_RANGES[kind])
    m = r.choice([0, 0, 5, 10, 15, 15, 20, 30, 30, 30, 40, 45, 45, 50])
    h12 = h % 12 or 12
    style = lang if lang != "mixed" else r.choice(["en", "zh"])
    if style == "en":
        ap = "am" if h < 12 else "pm"
        opts = [f"{h12}:{m:02d}{ap}", f"{h12}:{m:02d} {'a.m.' if h < 12 else 'p.m.'}", f"{h:02d}:{m:02d}",
                f"{h12}:{m:02d} {ap.upper()}", f"{h12}.{m:02d}{ap}", f"{h12}:{m:02d}"]
        if m == 0:
            opts += [f"{h12}{ap}", f"{h12} {ap}"]
        return r.choice(opts)
    hh = h12 if kind in ("afternoon", "evening", "night") or h > 12 else h
    if kind == "late" and h == 0:
        hh = 12
    opts = [f"{h}:{m:02d}", f"{hh}:{m:02d}"]
    if m == 0:
        opts += [f"{hh}点", f"{_CN_NUM[hh]}点", f"{hh}点整"]
    elif m == 30:
        opts += [f"{hh}点半", f"{_CN_NUM[hh]}点半", f"{hh}点30"]
    elif m == 15:
        opts += [f"{hh}点15", f"{_CN_NUM[hh]}点一刻", f"{hh}点15分"]
    elif m == 45:
        opts += [f"{hh}点45", f"{_CN_NUM[hh]}点三刻", f"{hh}点45分"]
    else:
        opts += [f"{hh}点{m:02d}", f"{hh}点{m}分"]
    return r.choice(opts)


GEN = {"secret": gen_secret, "password": gen_password, "email": gen_email, "phone": gen_phone,
       "address": gen_address, "government_id": gen_gov, "financial": gen_financial,
       "person_name": gen_person, "username": gen_username, "home_path": gen_home,
       "schedule": gen_schedule, "geo": gen_geo}


# ================================================================ templates
# One template per line. "%kind% " selects the value shape; "<<V>>" is the planted value;
# other "<<key>>" markers are harmless domain fillers; a literal "\n" is a line break.
TPL: dict[tuple[str, str], str] = {}

TPL["secret", "en"] = r"""
%aws% heads up: ingest.py for <<show>> still has AWS_ACCESS_KEY_ID=<<V>> hardcoded. rotate it before we open-source the transcript tools
%awssec% # render-farm.env\nAWS_REGION=eu-west-2\nAWS_SECRET_ACCESS_KEY=<<V>>\nS3_BUCKET=newsroom-video-masters
%ytkey% OBS for tonight's live taping of <<show>>: Service = YouTube - RTMPS, Server = rtmps://a.rtmp.youtube.com/live2, Stream Key = <<V>>. Do NOT show this in the BTS vlog.
%twitch% backup twitch stream key is <<V>> (producer only, pls dont paste in #general)
%ghp% CI on the captions repo broke bc GH_TOKEN expired. new one: <<V>>
%ghpat% The CMS deploy action now uses a fine-grained PAT, <<V>>, scoped to the newsroom-graphics repo only.
%slackhook% Breaking-news alert webhook, the part after hooks.slack.com/services/ is <<V>>
%slack% <<V>> is the bot token for the transcript bot, it posts to #edit-bay when a Descript export finishes
%openai% Whisper batch for <<ep>> failed with 401. OPENAI_API_KEY on the edit server was <<V>>, which belongs to the old org.
%openaiproj% .env.local\nOPENAI_API_KEY=<<V>>\nWHISPER_MODEL=large-v3\nMAX_EPISODE_MINUTES=180
%anthropic% summaries:\n  provider: anthropic\n  api_key: <<V>>\n  model: show-notes-writer\n  max_tokens: 4096
%stripe% merch store for the channel is live!! stripe secret key <<V>> - only the EP gets this one
%whsec% Membership webhook (Stripe -> /hooks/members) signing secret: <<V>>
%google% YouTube Data API v3 key for the analytics dashboard: <<V>> (quota 10k units/day)
%hf% pyannote diarization is gated, so the transcription box needs HF_TOKEN=<<V>> before the model will download
%sendgrid% Newsletter sends for <<show>> go through SendGrid now. Key: <<V>>. From-domain verified on <<date>>.
%telegram% Tip-line bot is back up. BotFather token: <<V>>
%jwt% Frame.io comment sync keeps 401ing. Request had Authorization: Bearer <<V>> and it expired mid-upload.
%pem% Deploy key for the archive server (read-only, but still):\n<<V>>
%urlpw% rsync target for finished masters: sftp://editbay:<<V>>@archive.newsroom.internal:22/masters
%urlpw% wire photos land on ftp://photodesk:<<V>>@ftp.wirefeed-media.net/incoming, check it before the budget meeting
%dropbox% DROPBOX_ACCESS_TOKEN=<<V>>\nDROPBOX_FOLDER=/Client Review/<<brand>>
%mux% Mux creds for the town hall livestream, token secret: <<V>>
%mailchimp% Mailchimp API key for the weekly digest: <<V>>
%ghost% Ghost Admin API key (id:secret) for the newsletter site: <<V>>
%hex32% Vimeo access token for the client review folder: <<V>> (expires end of month)
%discord% Discord bot token for the fan server mod bot -> <<V>>
%notion% Notion integration secret for the episode tracker: <<V>>
%hex40% 2024-11-02T09:14:55Z uploader INFO auth ok token=<<V>> agent=premiere-uploader/3.2 episode=<<ep>>
%b64% descript_sync.yaml\nworkspace: investigations\napi_secret: "<<V>>"\nretry: 3
%frameio% FRAMEIO_TOKEN=<<V>>
%restream% Restream custom RTMP for the panel: rtmp://live.restream.io/live/<<V>>
%ytkey% ok so the stream key is <<V>> copy that into OBS before we go live
%ytkey% | platform | ingest | key |\n|---|---|---|\n| YouTube | rtmps://a.rtmp.youtube.com/live2 | <<V>> |
%openai% ```python\nclient = OpenAI(api_key="<<V>>")  # TODO move to env before pushing\n```
%stripe% curl https://api.stripe.com/v1/payouts -u <<V>>: -d limit=3
%slackp% Found a user token on the old edit-bay wiki page: <<V>> - was it ever revoked? can someone check
"""

TPL["secret", "zh"] = r"""
%wxsecret% 公众号后台开发配置：AppSecret 是 <<V>>，千万别发到编辑群里
%bili% B站直播姬推流地址 rtmp://live-push.bilivideo.com/live-bvc/ ，推流码里 key=<<V>>，今晚连麦前再换一次
%douyin% 抖音直播伴侣推流密钥：<<V>>（只给场控，别截图）
%hex32% 小红书开放平台 client_secret：<<V>>，商单数据回传要用
%openai% 剪辑助手脚本里写死了 OPENAI_API_KEY=<<V>>，谁提交的？赶紧撤掉
%aws% 素材上传 S3 用的 AccessKeyId：<<V>>，对应的密钥另外存在密码管理器里
%aliyun% 阿里云 OSS 的 AccessKey Secret：<<V>>，视频素材桶在华东2
%aliyunid% 转码服务报错 InvalidAccessKeyId，配置里的 AccessKey ID 是 <<V>>，应该是被禁用了
%tencent% 腾讯云 COS 的 SecretKey=<<V>>，字幕文件都在那个桶里
%ghp% 字幕仓库的 GitHub token 过期了，新的是 <<V>>，已经配到 Actions 里
%jwt% 后台投稿接口调试：请求头 Authorization: Bearer <<V>>，返回 401 说 token 过期
%telegram% 爆料机器人的 token：<<V>>，在 BotFather 里重新生成过
%hf% 转写服务器要先设置 HF_TOKEN=<<V>> 才能下 pyannote 的说话人分离模型
%anthropic% 选题助手用的 Claude key 是 <<V>>，月底额度会重置
%ytkey% YouTube 推流密钥 <<V>>，海外同步直播用，别和B站的搞混
%pem% 剪辑机房 NAS 跳板机私钥：\n<<V>>
%urlpw% NAS 挂载地址 smb://editor:<<V>>@192.168.1.20/素材库 ，新来的实习生照这个连
%dingtalk% 钉钉群机器人 webhook：https://oapi.dingtalk.com/robot/send?access_token=<<V>>
%dingsec% 钉钉机器人加签密钥：<<V>>，发稿提醒用的
%wecom% 企业微信群机器人 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=<<V>> 每天推送阅读量
%stripe% 海外会员用 Stripe 收款，live 密钥 <<V>>，只有财务能看
%sendgrid% 英文版周报走 SendGrid，API key：<<V>>
%google% YouTube 数据接口的 key：<<V>>，每天配额一万
%slack% 海外团队 Slack 机器人的 token：<<V>>
%qiniu% 七牛云 SecretKey：<<V>>，封面图床在用
%hex32% 微博开放平台 App Secret：<<V>>（定时发博工具用）
%wxsecret% 视频号助手接口的 secret：<<V>>
%hex40% 2024-05-12 22:41:03 [ERROR] 推流鉴权失败 auth_key=<<V>> code=403 room=<<n>>
%aliyun% # 转码服务配置\noss:\n  endpoint: oss-cn-hangzhou.aliyuncs.com\n  access_key_secret: <<V>>\n  bucket: vlog-raw
%kuaishou% {"platform": "kuaishou", "push_url": "rtmp://open-push.voip.yximgs.com/gifshow/", "stream_key": "<<V>>"}
%douyin% 推流码我念一下你记好 <<V>> 别发群里啊
%mailchimp% 邮件订阅用的 Mailchimp 密钥：<<V>>
%tencentid% 腾讯云 SecretId：<<V>>，跟 SecretKey 一起放环境变量，别写进代码
%bili% 备用直播间推流 key 已重置，新的：<<V>>
"""

TPL["secret", "mixed"] = r"""
%ytkey% 今晚 live 的 stream key 是 <<V>>，OBS 里直接贴，别 share screen
%aws% 我们 S3 bucket 的 access key <<V>> 被 push 到 public repo 了，urgent 请 rotate 一下
%openai% Whisper 转写 job 一直 401，OPENAI_API_KEY=<<V>> 是旧 org 的
%bili% B站 推流 key=<<V>>，backup 用的，主推流还是 YouTube
%ghp% captions repo 的 token 换了：<<V>>，记得 update 到 CI secrets
%slackhook% Slack webhook 的 path 是 <<V>>，breaking news alert 会推到 #newsroom
%anthropic% show notes 自动生成用 Claude，api key: <<V>>，别 commit
%stripe% merch store 上线了，Stripe key 是 <<V>>，only 财务 + EP 有权限
%telegram% 爆料 bot token <<V>> 已经 reset 过一次了
%jwt% Frame.io review link 调 API 的时候 header 是 Authorization: Bearer <<V>>，只有1小时有效
%pem% server 的 private key 先贴这里，回头删：\n<<V>>
%urlpw% 素材 NAS：sftp://editor:<<V>>@nas.studio.lan/raw ，shoot 完当天上传
%hf% diarization 要 HF_TOKEN=<<V>>，不然 pyannote 下不下来
%google% YouTube Data API key <<V>>，dashboard 拉 views 用的
%dropbox% client review 的 Dropbox token：<<V>>，brand 那边要看 rough cut
%wxsecret% 公众号 AppSecret <<V>>，dev 同学接 API 的时候用
%douyin% 抖音 live 推流密钥 <<V>>，场控 only
%sendgrid% newsletter 用 SendGrid，key 在这：<<V>>
%notion% Notion 选题库 integration secret：<<V>>
%discord% 粉丝群 Discord bot token -> <<V>>
%hex32% Vimeo token <<V>>，甲方 review folder 用，月底过期
%mux% 线上 town hall 用 Mux，token secret = <<V>>
%twitch% Twitch 备用 stream key: <<V>>，主播那边别念出来
%aliyun% OSS AccessKey Secret <<V>>，raw footage 都在 oss-cn-shanghai
%openaiproj% .env\nOPENAI_API_KEY=<<V>>\nSUBTITLE_LANG=zh-CN\nEXPORT_DIR=./srt
%dingtalk% 钉钉 bot 的 access_token=<<V>>，每天推 data report
%ghpat% GitHub fine-grained PAT：<<V>>，只开了 newsroom-graphics repo 的 write
%hex40% [uploader] 2024-08-19 10:02:11 auth ok token=<<V>> 上传 <<file>> 成功
%restream% Restream RTMP：rtmp://live.restream.io/live/<<V>> 三个平台同时推
%ytkey% key 我念一下 <<V>> 你 copy 到 OBS 就行
%slack% 这个 Slack bot token <<V>> 是 transcript bot 的，别动
%qiniu% 封面图床 七牛 SecretKey：<<V>>
%tencent% COS 的 SecretKey <<V>> 要 rotate，intern 截图发朋友圈了
"""

TPL["password", "en"] = r"""
Studio Wi-Fi is "<<show>> Guest", password <<V>>. Please don't post it in the vlog.
the login for the shared Riverside account is the show email, pw=<<V>>
%pin% Gear cage PIN is <<V>>. Return the <<cam>> batteries charged!!
%door% Side door code for the studio is <<V>>, the front desk closes early on weekends
Password for the Frame.io review link: <<V>> (client is <<brand>>, link expires <<date>>)
%phrase% 1Password emergency kit for the investigations desk - master passphrase: <<V>>
creds for the CMS staging box: user editor / password <<V>>
Hey - the password to unzip the embargoed files is <<V>>. Embargo lifts <<date>> 00:01 GMT.
%pin% my voicemail PIN is <<V>> if you need to pull the interview callback while I'm out
The protected Vimeo link for the director's cut: password is <<V>>
nas:\n  host: nas.studio.lan\n  user: edit01\n  password: "<<V>>"
# podcast host dashboard\nPODHOST_USER=show-admin\nPODHOST_PASSWORD=<<V>>
so the password is <<V>> and yes its case sensitive ok
%door% lockbox at the location house, code <<V>>, keys for the shoot are inside
reset the Substack admin pw to <<V>> for now, change it after the launch
Zoom for the remote guest: meeting ID <<mid>>, passcode <<V>>
%pin% Bank app PIN for the production card is <<V>>, DO NOT share outside the producers
<<ep>> raw audio archive: encrypted zip, pw <<V>>
| system | user | password |\n|---|---|---|\n| Descript team | producer | <<V>> |
%pin% The iPad teleprompter is locked, passcode <<V>>
Editor's note: the drive for the leak story is VeraCrypt-encrypted. Password: <<V>>. Never write it in the story doc.
%pin% tbh i keep forgetting, the gear room keypad is <<V>> then the # key
wifi at the location: network "BTHub-<<n>>" pass <<V>> (owner said fine to use)
Adobe account shared w/ freelancers - login is the team alias, password <<V>>
Guest Wi-Fi on the press bus: <<V>>
%phrase% The passphrase for the SecureDrop journalist workstation is <<V>>
2024-02-11 14:03:07 WARN cms.auth failed login attempt password=<<V>> host=edit-bay-3
Backup drive password: <<V>> (same one as last season, we never changed it)
Can you log into the TikTok ads manager? password is <<V>> and the 2FA goes to the shared phone
%pin% SIM PIN for the newsroom hotspot: <<V>>
passwd <<V>>  <- that's for the render node, root login disabled
Old WordPress admin password was <<V>>, which is why we got hacked lol
{"service": "riverside", "role": "producer", "password": "<<V>>"}
"""

TPL["password", "zh"] = r"""
演播室 Wi-Fi 密码是 <<V>>，别拍进 vlog 里
共享的剪映会员账号登录密码：<<V>>，别改！
%pin% 器材柜密码 <<V>>，用完电池记得充满放回去
%door% 工作室门禁密码 <<V>>，周末前台不在
甲方审片链接的访问密码：<<V>>（<<brand>> 的，<<date>> 前有效）
公众号后台运营者账号，密码 <<V>>，扫码登录的话找主编
禁发稿件压缩包解压密码：<<V>>，<<date>> 零点解禁
%pin% 我银行卡密码 <<V>>，你先帮我取一下给嘉宾的车马费
剪辑机 NAS 账号 editor 密码 <<V>>
B站后台子账号的登录密码改成 <<V>> 了，实习生用这个
%door% 拍摄场地的密码锁 <<V>>，房东说拍完把门带上就行
素材盘用 BitLocker 加密了，解锁密码：<<V>>
小红书专业号的登录密码我发你：<<V>>，登完记得退出
抖音企业号密码 <<V>>，验证码会发到运营的手机
{"账号": "剪辑部共享", "密码": "<<V>>"}
采访录音压缩包 密码 <<V>>
密码是 <<V>> 注意大小写 你记一下
%pin% 提词器 iPad 锁屏密码 <<V>>
视频号助手管理员密码：<<V>>，别外传
%pin% 办公室保险柜密码 <<V>>，里面是相机和备用硬盘
| 平台 | 账号 | 密码 |\n|---|---|---|\n| 微博 | 官方号 | <<V>> |
VPN 登录密码：<<V>>，海外素材下载要用
老的 WordPress 管理员密码是 <<V>>，所以才被黑的
%pin% 随身 Wi-Fi 的 SIM 卡 PIN 码 <<V>>
2024-06-03 11:22:45 [WARN] 后台登录失败 password=<<V>> ip=10.0.3.17
%door% 民宿的门锁密码 <<V>>，拍摄组住三楼
%code4% 百度网盘分享的提取码 <<V>>，里面是原片
直播间后台密码：<<V>>（场控用）
Zoom 会议号 <<mid>>，密码 <<V>>，远程嘉宾九点前进
加密硬盘的口令：<<V>>，跟上一季一样没换
%authcode% 邮箱客户端授权码：<<V>>（不是登录密码，是 IMAP 授权码）
腾讯会议密码 <<V>>，采访开始前五分钟进
%phrase% 加密笔记的主口令是 <<V>>，千万不要写进选题文档
"""

TPL["password", "mixed"] = r"""
studio Wi-Fi 密码 <<V>>，guest 网络那个
共享的 Riverside 账号 password 是 <<V>>，别改
%pin% gear cage 的 PIN 是 <<V>>，<<cam>> 电池用完要充
%door% 工作室 side door code <<V>>，weekend 没人
Frame.io review link 密码 <<V>>，给 <<brand>> 看 rough cut
CMS staging 的 login：user editor，pw <<V>>
embargo 文件的解压密码 <<V>>，<<date>> 才能发
Vimeo private link password: <<V>>，甲方只看 director's cut
nas:\n  user: edit01\n  password: <<V>>  # 剪辑部共用
Substack admin 密码先改成 <<V>>，launch 之后再换
%phrase% 1Password master passphrase：<<V>>，只有 EP 知道
小红书 account 的 password 我私信你了，是 <<V>>
%pin% teleprompter iPad passcode <<V>>
raw audio zip 的 pw 是 <<V>>，ep 文件夹里
| tool | user | pw |\n|---|---|---|\n| Descript | producer | <<V>> |
抖音企业号 login 密码 <<V>>，OTP 发到运营手机
[WARN] 2024-09-10 09:12:31 login failed password=<<V>> user=editor
%door% location 房子的 lockbox code <<V>>，钥匙在里面
VPN password: <<V>>，下载 YouTube 素材用
B站 子账号密码 <<V>>，intern 用这个登
Zoom meeting <<mid>> passcode <<V>>，guest 提前 5 min 进
%pin% SIM PIN <<V>>，newsroom hotspot 那张卡
backup drive 的 BitLocker password: <<V>>
公众号 运营者 password <<V>>，扫码 login 找主编
密码是 <<V>>，case sensitive 注意大小写
Adobe 共享账号 pw <<V>> 给 freelancer 用
WordPress admin pw 之前是 <<V>>，so 被 hack 了
%code4% 网盘提取码 <<V>>，raw footage 都在里面
%phrase% SecureDrop workstation passphrase 是 <<V>>
TikTok ads manager password <<V>>，2FA 在 shared phone 上
encrypted drive 口令：<<V>>，same as last season
{"tool": "剪映", "account": "team", "password": "<<V>>"}
"""

TPL["email", "en"] = r"""
Guest booking for <<ep>>: please send the pre-interview brief to <<V>> by <<date>>.
Press list update: add <<V>> (covers podcasts for <<outlet>>)
From: <<V>>\nTo: tips desk\nSubject: documents re: <<topic>>
contact sheet row: <<ep>>, guest confirmed, <<V>>, green room 2
The guest asked us to use their personal address <<V>> rather than the work one.
cc <<V>> on the release form, that's the interviewee's lawyer
send the rough cut to <<V>> before friday thanks
%obf% Source prefers email written out like this: <<V>> (no Signal)
{"guest": "confirmed", "email": "<<V>>", "episode": "<<ep>>", "fee": "<<fee>>"}
episode,role,email,status\n<<ep>>,guest,<<V>>,confirmed
Brand deal: the creator's manager wrote from <<V>>, asking for a 60s mid-roll for <<brand>>
Unsubscribe request from <<V>> - remove from the weekly newsletter list
Bounce: delivery to <<V>> failed (550 mailbox unavailable), newsletter issue <<n>>
Reply-To: <<V>>
Calendar invite for the pre-interview went to <<V>>; no response yet.
Photographer's invoice came from <<V>>, net 30.
OCR: CONTACT Ema1l: <<V>>  Tel: see back
Transcript [00:31:12] ...if people want to reach me it's just <<V>>, I read everything
Patreon support ticket: patron <<V>> says they were double-charged
Media kit request from <<V>> (<<outlet>> freelance)
| beat | outlet | email |\n|---|---|---|\n| tech | <<outlet>> | <<V>> |
mailto:<<V>>?subject=<<showslug>>-guest-form
Editor's note: verify <<V>> really is the whistleblower's address before anyone replies
Subscriber import failed on row <<n>>: "<<V>>" already exists
Zoom recording shared to <<V>>; link expires in 7 days
Can you add <<V>> to the shared Drive folder for <<topic>>? view only
Sponsor contact swapped, new point person is <<V>> at <<brand>>
Please forward the release form to <<V>>, the guest's assistant will get it signed
Submission for the listener questions segment came from <<V>>
Talent release, field 7 (e-mail): <<V>>
sending the selects to <<V>> now, theyre like 4gb so wetransfer
%obf% for the show notes the guest wants their email spelled out: <<V>>
"""

TPL["email", "zh"] = r"""
嘉宾的邮箱是 <<V>>，采访提纲 <<date>> 前发过去
主编个人邮箱 <<V>>，投稿标题注明“投稿+选题”
商单对接：品牌方 PR 的邮箱 <<V>>，报价 <<fee>>
爆料人留了个邮箱 <<V>>，说只用邮件联系
摄影师的发票从 <<V>> 发来的，月底结
{"嘉宾": "已确认", "邮箱": "<<V>>", "期数": "<<ep>>"}
邮箱,状态\n<<V>>,已发邀请
回复邮箱：<<V>>
%obf% 对方说邮箱写成这样防爬虫：<<V>>
把粗剪发到 <<V>> 就行 周五之前
新闻稿抄送 <<V>>，他是<<outlet>>跑科技口的记者
退订请求：<<V>>，从周刊订阅列表里删掉
发送失败：<<V>> 邮箱不存在 (550)
录音转写 [00:21:05] 有事可以发我邮箱 <<V>>，我都会看
合作意向表 第7栏 电子邮箱：<<V>>
那个UP主简介里写的商务邮箱 <<V>>，直接发合作需求
小红书博主私信给了邮箱 <<V>>，让我们把合作需求发过去
| 栏目 | 媒体 | 邮箱 |\n|---|---|---|\n| 科技 | <<outlet>> | <<V>> |
共享文件夹加一下 <<V>>，只读权限
采访邀请已发至 <<V>>，还没回
OCR识别：电子邮箱 <<V>> 联系地址（略）
请把授权书转给 <<V>>，嘉宾助理会签
听众来信来自 <<V>>，想参加下期连线
会员系统提示：<<V>> 已存在，第<<n>>行导入失败
线索来源邮箱：<<V>>，需要核实身份
腾讯会议录屏分享给了 <<V>>，7天有效
赞助商换对接人了，新的邮箱是 <<V>>
作者简介里的邮箱 <<V>> 要不要删掉？编辑说保留
稿费单电子版请发 <<V>>
我的备用邮箱 <<V>>，公司邮箱最近老收不到外部邮件
mailto:<<V>>?subject=投稿
%obf% 嘉宾要求节目简介里的邮箱这样写：<<V>>
"""

TPL["email", "mixed"] = r"""
guest 的 email 是 <<V>>，pre-interview brief <<date>> 前发
pls cc <<V>>，他是 <<outlet>> 跑 tech 的
brand deal 对接人 email：<<V>>，<<brand>> 那边
rough cut 发 <<V>> 就好，4GB 用 wetransfer
source 只接受 email，地址 <<V>>
%obf% 对方 email 写成 <<V>>，防爬虫
{"guest_status": "confirmed", "email": "<<V>>", "ep": "<<ep>>"}
newsletter bounce：<<V>> 550 mailbox unavailable
unsubscribe request 来自 <<V>>，从 list 里删掉
invoice 是从 <<V>> 发来的，net 30
Reply-To: <<V>>\n主题：<<ep>> 嘉宾确认
Zoom recording 已 share 给 <<V>>
shared Drive 加一下 <<V>>，view only
press release cc list 新增 <<V>>
transcript [00:14:22]：想联系我就发 <<V>> 我都看
talent release 表 email 栏：<<V>>
小红书博主私信说 email <<V>>，让我们发 brief
sponsor 换人了，new contact <<V>>
embargo 稿件只发 <<V>>，其他人 <<date>> 之后再发
CSV:\nep,role,email\n<<ep>>,guest,<<V>>
patron <<V>> 说被 double charge 了
公众号作者 email <<V>> 要不要放文末？
listener question 来自 <<V>>，下期念
calendar invite 发到 <<V>> 了，还没 accept
mailto:<<V>>?subject=pitch
whistleblower 的 email <<V>> 先 verify 再回复
请把 release form forward 给 <<V>>
OCR: E-mai1 <<V>> 备注: 周末不回
我的 personal email 是 <<V>>，work 邮箱收不到外部的
media kit request from <<V>>，<<outlet>> freelance
%obf% show notes 里 guest 的 email 要写成 <<V>>
"""

TPL["phone", "en"] = r"""
Guest's cell for the pre-interview: <<V>> (texts preferred)
Call sheet\nLocation contact: <<V>>\nCrew call: 7:00am, talent 8:30am
If the remote guest's connection drops, ring them on <<V>> and we'll record a phone tape
Source asked us to use <<V>> only, it's a burner. No voicemails.
the fixer's number is <<V>>, whatsapp works better than calls
%usext% Desk line for the night editor is <<V>>
Talent release\nPhone: <<V>>\nSigned: yes
producer on set, reach me at <<V>> if the drone permit is an issue
voicemail transcript: hi its about the housing story call me back on <<V>> thanks bye
Brand manager's mobile: <<V>>, reply within 24h on the usage rights question
{"role": "interviewee", "phone": "<<V>>", "consent": true}
episode,role,phone\n<<ep>>,guest,<<V>>
| role | phone |\n|---|---|\n| location owner | <<V>> |
Pls text <<V>> when you're outside the studio, buzzer is broken
Missed call from <<V>> at the desk, said it's about <<topic>>
The photographer's number changed, new one is <<V>>
OCR of the business card from the conference: TEL <<V>>
For the school-run piece, the parent we're profiling is on <<V>>
Signal number for the tip: <<V>>
Driver for the shoot: <<V>>, pickup at the hotel lobby
Hair & makeup artist confirmed, contact <<V>>
Guest green room contact: <<V>>
%uk% UK fixer for the <<city>> leg: <<V>>
Editor's note: do NOT publish the caller's number (<<V>>) in the transcript
Please update my emergency contact to <<V>> for the shoot insurance form
Text me at <<V>> when the upload finishes
Sponsor wants a quick call, their AM's mobile is <<V>>
Interviewee callback number <<V>>, best after lunch
2024-03-02 10:41 inbound call from <<V>> routed to tips line
Caller ID on the listener line: <<V>>, they want to be on the mailbag episode
My number is <<V>> if the stream drops
%usext% If the guest can't get on Zoom, they'll dial in from the office: <<V>>
"""

TPL["phone", "zh"] = r"""
嘉宾手机 <<V>>，采访前一天提醒一下
场地联系人电话：<<V>>，提前半小时到
爆料人只接受这个号码 <<V>>，不要留语音
经纪人电话 <<V>>，商单的事都找她
通告单\n场地对接：<<V>>\n集合：园区东门
摄影师换号了，新号码 <<V>>
{"角色": "受访者", "电话": "<<V>>", "授权": "已签"}
期数,角色,电话\n<<ep>>,嘉宾,<<V>>
| 角色 | 电话 |\n|---|---|\n| 房东 | <<V>> |
到了打我电话 <<V>>，门铃坏了
未接来电 <<V>>，说是关于<<topic>>的线索
司机师傅 <<V>>，酒店大堂接
化妆师已确认，联系方式 <<V>>
编者按：来电者号码 <<V>> 不能出现在文字稿里
拍摄保险表紧急联系人电话：<<V>>
素材传完给我发个短信 <<V>>
品牌方对接人手机 <<V>>，使用权的问题 24 小时内回复
受访者回电号码 <<V>>，下午比较方便
语音留言转写：喂你好我是那个住房问题的当事人 你回我电话 <<V>> 谢谢
%land% 家里座机 <<V>>，手机经常没信号
名片识别结果：手机 <<V>>
微信同号 <<V>>，加的时候备注媒体名
连线嘉宾掉线了就打 <<V>>，我们录电话音轨
快递小哥电话 <<V>>，器材到了
我的号码 <<V>>，直播断流随时打
2024-03-02 10:41 来电 <<V>> 转接到爆料热线
<<city>>站的向导电话 <<V>>
听众热线来电显示 <<V>>，想上听众来信那期
%hk% 香港那边的联络人 <<V>>，WhatsApp 可以
麻烦改一下，我手机号换成 <<V>> 了
%land% 受访者办公室座机 <<V>>，找的时候说是记者
"""

TPL["phone", "mixed"] = r"""
guest 的 cell <<V>>，pre-interview 前一天 remind
location contact <<V>>，call time 提前半小时
fixer 电话 <<V>>，WhatsApp 比较好打通
source 只用这个号 <<V>>，no voicemail
brand manager 手机 <<V>>，usage rights 那个问题要回
talent release 表 phone：<<V>>
text 我 <<V>>，upload 完了说一声
missed call from <<V>>，说是 <<topic>> 的线索
{"role": "guest", "phone": "<<V>>", "status": "confirmed"}
ep,role,phone\n<<ep>>,guest,<<V>>
| role | 电话 |\n|---|---|\n| driver | <<V>> |
%uk% <<city>> 那段 UK fixer：<<V>>
editor's note：caller 号码 <<V>> 不要出现在 transcript 里
紧急联系人 emergency contact：<<V>>
photographer 新号 <<V>>
remote guest 掉线就 call <<V>>，录 phone tape
化妆师 confirmed，contact <<V>>
voicemail 转写：hi 我是 housing story 的当事人 call me back <<V>>
Signal number <<V>>，爆料用
微信同号 <<V>>，加的时候备注 media
我的 number 是 <<V>>，stream 断了随时打
10:41 inbound call from <<V>> -> tips line
%usext% desk line <<V>>，night editor
driver 师傅 <<V>>，hotel lobby pickup
sponsor AM mobile：<<V>>，想约个 quick call
interviewee callback <<V>>，午饭后比较方便
听众 hotline 来电 <<V>>，想上 mailbag
名片 OCR：Mobile <<V>>
%hk% HK contact <<V>>，WhatsApp OK
我换号了 new number <<V>>，update 一下 call sheet
%land% 受访者家里 landline <<V>>，手机没信号
"""

TPL["address", "en"] = r"""
Shoot location for the kitchen segment is the guest's flat: <<V>>, <<vcity>>. Street parking only.
Send the gear kit to <<V>>, that's the host's place, not the studio.
Interview at the subject's home, <<V>>. Please be quiet on the stairs.
Release form\nAddress: <<V>>\nCity: <<vcity>>
The whistleblower asked us not to visit <<V>>, meet at a cafe instead
Return address on the package from the source: <<V>>
PR seeding list: ship the <<brand>> box to <<V>>, <<vcity>>
my address for the contract is <<V>>, <<vcity>>
{"payee": "freelancer", "address": "<<V>>", "city": "<<vcity>>"}
<<ep>>,guest,"<<V>>",<<vcity>>
| item | deliver to |\n|---|---|\n| <<cam>> rental | <<V>> |
Ring the bell at <<V>>, the subject lives on the top floor
Editor's note: blur the house number, the family lives at <<V>>
the drop off is <<V>> then we go back to the studio
The mailbag prize goes to a listener at <<V>>, <<vcity>>
Courier pickup from <<V>> (the photographer's flat), 2 hard drives
OCR invoice: BILL TO <<V>> <<vcity>>
Photo desk: subject photographed outside <<V>>, crop the door number before publishing
Location scout notes: <<V>> has great window light, owner is fine with a 4 hour shoot
%us% W-9 line 5, Address (number, street, and apt. or suite no.): <<V>>
Our intern is staying at <<V>> for the summer, send the press pass there
Pickup for the guest: <<V>>, car booked via the production account
The source's old address (<<V>>) came up in the property records; do not include it
Gift for the guest: flowers to <<V>>
Transcript [00:12:40]: we moved to <<V>> in 2019 and the landlord never fixed the boiler
Reader letter return address: <<V>>, <<vcity>>
%us% Change of address for the 1099: <<V>>
The influencer wants the PR package at <<V>>, not the agency
Contract: Creator address: <<V>>; Brand: <<brand>> Ltd.
Location release: property at <<V>> owned by the interviewee
%uk% Parking suspension needed outside <<V>> for the crew van
shipping label: <<V>>, <<vcity>>
"""

TPL["address", "zh"] = r"""
拍摄地点在嘉宾家里：<<vcity>><<V>>，楼下不好停车
器材寄到 <<V>>，是主持人家，不是工作室
明天去受访者家采访，地址<<V>>，上楼小声点
授权书\n住址：<<vcity>><<V>>
爆料人不希望我们去<<V>>，约在咖啡馆见
寄样品：<<brand>>的PR盒子寄到<<V>>，收件人写本人
合同上的联系地址：<<vcity>><<V>>
{"收件地址": "<<V>>", "城市": "<<vcity>>", "物品": "<<cam>>"}
<<ep>>,嘉宾,"<<V>>",<<vcity>>
| 物品 | 寄送地址 |\n|---|---|\n| 奖品 | <<V>> |
编者按：照片里门牌号要打码，当事人住在<<V>>
先去<<V>>接嘉宾 然后回棚里
听众奖品寄到<<vcity>><<V>>
闪送从<<V>>取两块硬盘，摄影师家
发票邮寄地址：<<V>>
踩点记录：<<V>>这户采光很好，房主同意拍4小时
实习生暑假住<<V>>，记者证寄那里
当事人以前住在<<V>>，房产信息里查到的，稿子里不要写
给嘉宾送花：<<V>>
采访转写 [00:12:40]：我们2019年搬到<<V>>，房东一直不修热水器
读者来信回信地址：<<vcity>><<V>>
达人说样品寄到<<V>>，不要寄到机构
合作协议 乙方地址：<<V>>
场地授权：<<V>>的房屋为受访者所有
快递单：收件地址 <<vcity>><<V>> 电话见订单
我搬家了，新地址<<V>>，稿费单寄这儿
拍摄通告：集合地点 <<V>> 楼下
骑手专题的受访者住在<<V>>，只能晚上采访
邮寄名单第<<n>>行：<<V>>
摄影师家在<<V>>，取器材先去那
"""

TPL["address", "mixed"] = r"""
%cn% shoot location 是嘉宾家：<<vcity>><<V>>
器材 kit 寄到 <<V>>，host 家不是 studio
PR box 寄 <<V>>，<<brand>> 那边要 tracking number
release form 地址栏：<<V>>
source 不希望我们去 <<V>>，约 café 见
editor's note：门牌号要 blur，family 住在 <<V>>
{"address": "<<V>>", "city": "<<vcity>>", "item": "<<cam>>"}
pickup 嘉宾 at <<V>>，然后回 studio
location scout：<<V>> 采光很好，owner OK
intern summer 住 <<V>>，press pass 寄过去
%us% W-9 上的 address 写的 <<V>>
influencer 说 sample 寄 <<V>>，不要寄 agency
contract 里 creator address：<<V>>
闪送 courier 从 <<V>> 取 hard drives
transcript [00:12:40]：我们 2019 搬到 <<V>>，landlord 一直不修
gift 送花到 <<V>>
| item | 地址 |\n|---|---|\n| <<cam>> | <<V>> |
%cn% mailbag 奖品寄 <<vcity>><<V>>
invoice 寄送地址：<<V>>
新地址 new address：<<V>>，稿费寄这里
location release：<<V>> 的房子是受访者的
DM 里给的地址 <<V>>，记得别截图发群
drop off 在 <<V>> then 回公司
property records 查到当事人老地址 <<V>>，不要写进稿子
%uk% shipping label: <<V>>, <<vcity>>
%us% 1099 change of address：<<V>>
拍摄通告 call sheet：集合点 <<V>>
达人 ship to：<<V>>
邮寄名单 row <<n>>：<<V>>
受访者家 <<V>>，只能 evening 去
"""

TPL["government_id", "en"] = r"""
%ssn% W-9 for the freelance editor: SSN <<V>>, classification individual/sole proprietor
%ssn% payroll needs the host's social before the first check: <<V>>
%ein% The creator invoices as a single-member LLC, EIN <<V>>
%uspass% Travel manifest for the <<city>> shoot: passport no. <<V>>, exp 2031
%ukpass% Carnet list: camera op, British passport <<V>>
%nino% New freelancer onboarding: NI number <<V>>, UTR to follow
%utr% Self-assessment UTR for the presenter: <<V>>
%dl_ca% Rental van: driver license <<V>> (California), second driver TBD
%dl_uk% Van hire needs the driver's licence number: <<V>>
%ssn% ugh the guest emailed their SSN <<V>> in plain text with the appearance fee form, deleting it from the thread
%itin% 1099-NEC recipient TIN: <<V>>
%ssn% {"payee_type": "individual", "tin": "<<V>>", "form": "W-9"}
%uspass% Visa letter for the festival: Passport Number: <<V>>, Nationality: USA
%nino% National Insurance: <<V>> (from the P45)
%ssn% voice memo social is <<V>> ok thanks for handling the invoice
%dl_ny% Location permit application, applicant ID (NY DL): <<V>>
%ukpass% OCR of the press accreditation scan: PASSPORT No <<V>> GBR
%ssn% | field | value |\n|---|---|\n| SSN | <<V>> |
%ssn% Editor's note: the leaked spreadsheet includes the source's SSN (<<V>>), never quote it
%nino% role,ni_number,rate\nsound recordist,<<V>>,£350/day
%cnid% For the China desk trip, the fixer's resident ID is <<V>> (needed for the train tickets)
%cnpass% Chinese passport number for the visiting journalist: <<V>>
%hkid% HKID for the Hong Kong stringer: <<V>>
%ssn% Background check consent form, SSN: <<V>>
%uspass% Flight booking for the conference panel requires passport <<V>>
%ein% Sponsor asked for our host's sole-prop EIN: <<V>>
%dl_uk% Driving licence no. <<V>> - insurance for the location van
%ssn% Transcript [00:41:10]: and then they asked for my social, <<V>>, right there on the phone
%nino% the presenter's NI no is <<V>> pls add to the contract
%itin% ITIN <<V>> for the overseas contributor
%ssn% Tax info - Social Security Number: <<V>>
%uspass% press pass application: passport # <<V>>
"""

TPL["government_id", "zh"] = r"""
%cnid% 劳务费申报需要嘉宾身份证号：<<V>>
%cnid% 高铁票要用摄影师的身份证 <<V>> 买
%cnid% 身份证号码 <<V>>，开发票用
%cnid% 稿费个税代扣，作者身份证：<<V>>
%cnid% {"证件类型": "居民身份证", "证件号": "<<V>>", "用途": "劳务合同"}
%cnid% 采访录音转写 [00:41:10]：他当场就让我报身份证号 <<V>>，我觉得不对劲
%cnid% 编者按：泄露文件里有当事人身份证号 <<V>>，报道中绝对不能出现
%cnid% 酒店入住登记 证件号<<V>>
%cnid% | 项目 | 内容 |\n|---|---|\n| 身份证号 | <<V>> |
%cnid% 身份证是 <<V>> 你帮我填一下报名表
%cnid% 实名认证的时候填的 <<V>>，抖音企业号主体
%cnpass% 出国拍摄，护照号 <<V>>，签证材料今天交
%hkmo% 港澳通行证号 <<V>>，下周去香港拍
%cnpass% 电影节的邀请函上要写护照号码：<<V>>
%hkid% 香港特约记者的身份证 <<V>>
%cnid% 场地租赁合同乙方身份证号 <<V>>
%cnid% 商单合同签约人身份证 <<V>>，公司走对公
%cnid% 证件号,用途\n<<V>>,机票
%cnid% 记者证申领表 身份证号码：<<V>>
%cnid% OCR：公民身份号码 <<V>>
%cnid% 发稿费要提供身份证号 <<V>> 和银行卡
%cnid% <<V>> 是主播的身份证，直播平台实名用的
%cnpass% 护照 <<V>>，机票改签要用
%tw% 台湾来的嘉宾，台胞证号码 <<V>>
%cnid% 劳务报酬明细表第<<n>>行：<<V>>
%cnid% 我身份证号<<V>>，麻烦帮我订一下<<date>>的火车票
%hkmo% 往来港澳通行证 <<V>>，过关用
%cnid% 主持人签约，身份证 <<V>>，合同今天寄出
%cnid% 小红书蒲公英入驻 实名信息 身份证号：<<V>>
%cnid% 受访者给的身份证复印件上号码是 <<V>>，核对一下年龄
%ssn% 美国那边的自由撰稿人的 SSN：<<V>>，报税要
%cnid% 无人机实名登记用的是飞手的身份证 <<V>>
"""

TPL["government_id", "mixed"] = r"""
%cnid% 劳务费 invoice 需要嘉宾身份证 <<V>>
%ssn% freelancer 的 W-9 上 SSN 是 <<V>>
%cnpass% overseas shoot，passport no. <<V>>，visa 材料今天交
%hkmo% 港澳通行证 <<V>>，下周 HK shoot 用
%cnid% 高铁 ticket 要用摄影师的 ID <<V>>
%nino% UK freelancer NI number <<V>>，payroll 那边要
%cnid% {"id_type": "居民身份证", "id_no": "<<V>>", "purpose": "contract"}
%cnid% editor's note：leak 文件里有当事人身份证 <<V>>，绝对不能 quote
%uspass% festival invitation letter 要写 passport number <<V>>
%cnid% 主播 实名认证 ID：<<V>>
%ssn% voice memo: social 是 <<V>> 帮我弄一下 invoice
%cnid% 稿费个税 withholding，作者身份证号 <<V>>
%hkid% HK stringer 的 HKID <<V>>
%cnid% | field | 内容 |\n|---|---|\n| 身份证 | <<V>> |
%cnid% OCR 结果：公民身份号码 <<V>>
%dl_ca% rental van 的 driver license <<V>>
%cnid% brand deal contract 签约人 ID <<V>>
%cnid% press pass 申请表 ID number：<<V>>
%ssn% payroll 要 host 的 social security number：<<V>>
%cnid% transcript [00:41:10]：他直接让我报 ID <<V>>，很 sus
%cnid% 酒店 check-in 证件号 <<V>>
%cnpass% 机票 rebook 需要护照 <<V>>
%utr% UK presenter 的 UTR：<<V>>
%cnid% 身份证 ID：<<V>>，开 invoice 用
%itin% overseas contributor ITIN <<V>>
%cnid% 小红书 蒲公英 实名 ID：<<V>>
%cnid% 我 ID 是 <<V>>，帮我订 <<date>> 的 train ticket
%ukpass% crew manifest: UK passport <<V>>
%cnid% 受访者 ID 复印件上是 <<V>>，check 一下年龄
%dl_uk% van hire driving licence <<V>>
%cnid% drone 实名登记用飞手 ID <<V>>
"""

TPL["financial", "en"] = r"""
%card% Put the <<cam>> rental on the production card: <<V>>, exp 09/27
%us_acct% Freelancer direct deposit: routing <<aba>>, account <<V>>
%uk_acct% Pay the sound recordist: sort code <<sort>>, account number <<V>>
%iban% Invoice from the Berlin fixer, IBAN <<V>>, BIC on the PDF
%iban_gb% Bank details for the guest fee: IBAN <<V>>
%card% Card number: <<V>> (host's personal card, reimburse after the shoot)
%amex% Hotel for the <<city>> shoot is guaranteed on the host's Amex <<V>>
%card% ugh the sponsor's finance team sent a full card number in the thread: <<V>>, removing it now
%us_acct% {"payee": "contributor", "routing": "<<aba>>", "account": "<<V>>", "method": "ACH"}
%iban% payee,iban,amount\ncontributor,<<V>>,<<fee>>
%card% voice memo card is <<V>> expiry oh nine twenty seven
%uk_acct% BACS details for the presenter: <<sort>> / <<V>>
%iban% SEPA transfer for the photographer: <<V>>
%card% OCR receipt: VISA <<V>> APPROVED AUTH 0<<n>>
%us_acct% Wire for the overseas stringer: account no. <<V>>, ABA <<aba>>
%card% Patreon payout failed for card <<V>>, please update
%iban% | payee | IBAN |\n|---|---|\n| fixer | <<V>> |
%card% Editor's note: the leaked invoice shows the card <<V>>, redact before publishing
%uk_acct% Acct <<V>> sort <<sort>> (Monzo), for the mileage claim
%mc% Booked the studio on my personal Mastercard <<V>>, need reimbursement
%iban% The Dutch podcast co-producer's IBAN is <<V>>
%card% Merch refund to card <<V>> processed, 5-7 business days
%us_acct% Checking account <<V>> at <<bank_en>>, for the appearance fee
%iban% iban: <<V>>\nbic: on the invoice\nreference: <<ep>>
%card% Expense report line 4: <<cam>> batteries, paid with <<V>>
%uk_acct% The guest wants the fee paid to account <<V>>, sort code <<sort>>
%iban% Transfer the licensing fee to IBAN <<V>> before <<date>>
%card% Transcript [00:22:18]: and I read my card number, <<V>>, to this "customer support" guy
%amex% Amex for the gear insurance: <<V>>
%us_acct% Venmo won't work for this amount, so ACH to account <<V>> (routing <<aba>>)
%visa% Festival accreditation fee charged to Visa <<V>>
"""

TPL["financial", "zh"] = r"""
%cncard% 嘉宾劳务费打到这张卡：<<bank_zh>> <<V>>
%cncard% 商单尾款请汇入 <<V>>（<<bank_zh>>），开户名本人
%cncard% 银行卡号 <<V>>，稿费直接转
%cncard% 摄影师的收款账号：<<V>>，<<bank_zh>>，支行名称见附件
%cncard% {"收款银行": "<<bank_zh>>", "卡号": "<<V>>", "金额": "<<fee>>"}
%cncard% 收款人,卡号,金额\n摄影,<<V>>,<<fee>>
%cncard% | 项目 | 内容 |\n|---|---|\n| 银行卡号 | <<V>> |
%cncard% 卡号是 <<V>> 你转一下车马费
%cncard% 编者按：泄露的转账截图里有当事人卡号 <<V>>，发稿前一定打码
%cncard% 达人报价 <<fee>>，打款账户 <<V>>
%card% 器材租赁押金刷的信用卡 <<V>>，拍完退
%cncard% 小店退款退到原卡 <<V>>
%cncard% 我换卡了，新卡号 <<V>>，<<bank_zh>>的
%cncard% OCR：卡号 <<V>> 有效期 09/27
%cncard% 采访转写 [00:22:18]：对方让我把卡号 <<V>> 报给他，说是退款
%cncard% 劳务报酬明细第<<n>>行：<<V>>
%cncard% 发票备注：收款卡号 <<V>>
%iban% 德国那边的制片人 IBAN <<V>>，欧元付款
%card% 酒店用主持人的信用卡担保：<<V>>
%cncard% 请把拍摄费转到 <<V>>
%cncard% 众筹退款账户：<<V>>
%cncard% 读者打赏退回到 <<V>> 这张卡
%cncard% 公众号流量主结算，个人账户 <<V>>
%cncard% 给爆料人的报销打到 <<V>>，别走公账
%cncard% 卡号：<<V>>\n开户行：<<bank_zh>>
%card% 海外订阅用的信用卡 <<V>>，Adobe 全家桶续费
%cncard% 把稿费汇到我<<bank_zh>>的卡上 <<V>> 谢谢
%cncard% 场地费已付，付款卡 <<V>>
%iban_gb% 英国的剪辑师 IBAN：<<V>>
%cncard% 主播分成打到 <<V>>
%cncard% 车马费 <<fee>> 已转，收款卡尾号不对？卡号 <<V>> 再核一下
"""

TPL["financial", "mixed"] = r"""
%cncard% 嘉宾 fee 打到这张卡 <<V>>（<<bank_zh>>）
%card% production card <<V>>，<<cam>> rental 先刷
%iban% Berlin fixer 的 IBAN <<V>>，invoice 上有 BIC
%uk_acct% sound recordist sort code <<sort>>，account <<V>>
%us_acct% ACH 转账 routing <<aba>>，account <<V>>
%cncard% brand deal 尾款 <<fee>>，打到 <<V>>
%cncard% {"bank": "<<bank_zh>>", "card_no": "<<V>>", "amount": "<<fee>>"}
%cncard% payee,card,amount\n摄影,<<V>>,<<fee>>
%cncard% editor's note：leak 的转账截图里卡号 <<V>> 要打码
%card% 酒店 guarantee 用 host 的 credit card <<V>>
%cncard% card number 是 <<V>> 你转一下
%card% merch refund 退到原卡 <<V>>
%iban% SEPA 转账给 photographer：<<V>>
%cncard% 新卡号 new card：<<V>>，<<bank_zh>>
%card% OCR receipt：VISA <<V>> APPROVED
%cncard% transcript [00:22:18]：scammer 让我报卡号 <<V>>
%cncard% 稿费 invoice 备注：收款卡号 <<V>>
%amex% Amex <<V>>，gear insurance 扣款
%cncard% | item | 内容 |\n|---|---|\n| 卡号 | <<V>> |
%cncard% 爆料人 reimbursement 打到 <<V>>，不走公账
%card% Adobe 订阅 credit card <<V>> 要换了
%iban_gb% UK editor IBAN：<<V>>
%cncard% 主播分成 payout 账户 <<V>>
%us_acct% checking account <<V>> at <<bank_en>>，appearance fee
%cncard% 场地费 paid，卡号 <<V>>
%iban% licensing fee 转到 IBAN <<V>>，<<date>> 前
%mc% personal Mastercard <<V>> 订的 studio，要 reimburse
%cncard% 众筹 refund 账户 <<V>>
%uk_acct% presenter BACS：<<sort>> / <<V>>
%cncard% 流量主 settlement 个人账户：<<V>>
%visa% festival accreditation fee 刷的 Visa <<V>>
"""

TPL["person_name", "en"] = r"""
Guest for <<ep>> is confirmed: <<V>>, a nurse who worked through the strike.
Byline: By <<V>>, Staff Writer
Pre-interview notes - <<V>> (teacher, <<city>>): talks fast, avoid double questions.
Transcript\n[00:03:12] <<V>>: I never thought I'd end up talking about this on a podcast.
Release form signed by <<V>> on <<date>>.
Photo credit: <<V>> for <<outlet>>
Freelance pitch from <<V>> about <<topic>>, worth a call?
the source (<<V>>) asked to be anonymised in the final cut, use "a former employee"
Caption: <<V>>, 34, outside the shuttered plant.
{"guest_name": "<<V>>", "episode": "<<ep>>", "status": "booked"}
episode,guest,topic\n<<ep>>,<<V>>,<<topic>>
| slot | guest |\n|---|---|\n| 2nd half | <<V>> |
Hi team, my name is <<V>> and I'm the new associate producer on <<show>>.
Correction: the woman quoted in paragraph 4 is <<V>>, not the name we ran.
Booked a car for Dr. <<V>> to the studio
Editor's note: confirm the spelling of <<V>> with the interviewee before we publish.
lower third: <<V>> | Small business owner
voice memo ok so the guy from the warehouse his name is <<V>> he said we can call him back
Thank-you gift for <<V>>, they did the translation for free
OCR of the business card: <<V>> / Producer / <<outlet>>
Speaker 2 is <<V>>, please relabel before the transcript goes to legal
Payment approved for <<V>> (freelance colorist), invoice <<tk>>
Ms. <<V>> will join the panel remotely
Cut the part where the caller says his full name (<<V>>), we promised anonymity
Brand deal: talent is <<V>>, management via the agency
Sponsored post agreement between <<brand>> and <<V>> ("Creator")
The mailbag winner this week is <<V>> from <<city>>!
In the doc, the family's eldest son, <<V>>, describes the night of the flood.
Interview request declined by <<V>>, try again after the verdict
Assigned to: <<V>>\nStatus: fact-check
Kudos to <<V>> for the rough cut turnaround
<<V>> is our new night-desk producer, say hi in #newsroom
"""

TPL["person_name", "zh"] = r"""
<<ep>>嘉宾已确认：<<V>>，一位在罢工期间坚持上班的护士
作者：<<V>>（实习记者）
采访前沟通——<<V>>（中学老师，<<city>>）：语速快，别一次问两个问题
转写稿\n[00:03:12] <<V>>：我从没想过会在播客里聊这件事
授权书由<<V>>于<<date>>签署
摄影：<<V>>
自由撰稿人<<V>>投了一个关于<<topic>>的选题，要不要聊一下？
信源（<<V>>）要求成片里匿名，统一称“前员工”
图说：<<V>>在已经停产的工厂门口
{"嘉宾": "<<V>>", "期数": "<<ep>>", "状态": "已约"}
期数,嘉宾,选题\n<<ep>>,<<V>>,<<topic>>
| 环节 | 嘉宾 |\n|---|---|\n| 下半场 | <<V>> |
大家好，我叫<<V>>，是《<<show>>》新来的制片助理
更正：第四段引述的那位女士是<<V>>，不是我们写的那个名字
给<<V>>老师订了去棚里的车
编者按：发稿前跟受访者核对一下<<V>>的写法
字幕条：<<V>>｜小店店主
那个仓库的大哥叫<<V>> 说可以回电话给他
给<<V>>送个感谢礼物，翻译是免费帮忙的
名片识别：<<V>> 制片人 <<outlet>>
说话人2是<<V>>，转写稿给法务之前改一下标注
<<V>>（自由调色师）的劳务费已批，单号<<tk>>
请<<V>>女士远程连线参加圆桌
打电话进来的听众说了全名<<V>>，这段剪掉，我们承诺匿名的
商单达人：<<V>>，通过 MCN 对接
本周听众来信获奖的是<<city>>的<<V>>
纪录片里，这家的大儿子<<V>>讲了发大水那晚的事
<<V>>拒绝了采访请求，判决后再试
负责人：<<V>>\n状态：核查中
感谢<<V>>连夜出粗剪
联系人：<<V>>，电话另发
新来的夜班编辑<<V>>，大家群里欢迎一下
"""

TPL["person_name", "mixed"] = r"""
<<ep>> guest confirmed：<<V>>，护士，罢工期间一直上班
byline：<<V>>，intern reporter
pre-interview notes - <<V>>（老师，<<city>>）：语速快，不要 double question
transcript\n[00:03:12] <<V>>：我没想到会在 podcast 上聊这个
release form 由 <<V>> 签了
photo credit：<<V>>
freelancer <<V>> pitch 了一个 <<topic>> 的选题
source <<V>> 要求 final cut 里匿名
caption：<<V>>，34岁，在停产的工厂门口
{"guest": "<<V>>", "ep": "<<ep>>", "status": "booked"}
ep,guest\n<<ep>>,<<V>>
| slot | 嘉宾 |\n|---|---|\n| second half | <<V>> |
Hi all，我是 <<V>>，<<show>> 新来的 AP
correction：第四段的 quote 是 <<V>> 说的
给 <<V>> 老师 book 了车
editor's note：<<V>> 的名字 spelling 跟受访者 double check
lower third：<<V>>｜小店老板
voice memo：仓库那个大哥叫 <<V>>，可以 call back
thank-you gift 给 <<V>>，translation 是免费帮的
名片 OCR：<<V>> / Producer / <<outlet>>
Speaker 2 是 <<V>>，给 legal 之前 relabel
<<V>>（freelance 调色）invoice 已 approve
brand deal talent：<<V>>，经 MCN 对接
mailbag 获奖听众：<<city>> 的 <<V>>
caller 说了全名 <<V>>，这段要 cut 掉
Assigned to：<<V>>\nStatus：fact-check
kudos to <<V>>，rough cut 出得很快
<<V>> decline 了采访，判决后再约
联系人 contact：<<V>>
纪录片里大儿子 <<V>> 讲了那晚 flood 的事
新来的 night desk producer <<V>>，群里 say hi
"""

TPL["username", "en"] = r"""
%at% Guest's handle for the promo: <<V>>, tag them in the clip, not the show account
%at% IG collab post: creator <<V>> wants approval on the caption by Friday
%plain% Riverside login: username <<V>>
%gamer% The streamer we're profiling goes by <<V>> on Twitch
%discord% Discord for the fan server mod: <<V>>
%ytid% Their YouTube channel ID is <<V>>, pull the analytics before the deal call
%plain% CMS user <<V>> published the draft by mistake, rolling back
%at% the troll account is <<V>>, document it before it gets deleted
%at% TikTok creator <<V>> duetted our clip, ask for permission to reuse
{"platform": "instagram", "handle": "<<V>>", "followers": "<<n>>k", "rate": "<<fee>>"}
platform,handle,followers\ntiktok,<<V>>,<<n>>k
| platform | handle |\n|---|---|\n| Threads | <<V>> |
%plain% login for the shared Descript workspace: <<V>>
%at% source DMed from <<V>> on X, asked to move to Signal
%plain% ssh <<V>>@edit-server.studio.lan then cd into the masters folder
%at% Reply to <<V>> thanking them for the tip
%plain% Patreon patron <<V>> asked for the ad-free feed
%at% influencer list: <<V>> (food, <<n>>k), needs a rate card
%plain% Audit log: user=<<V>> action=delete_asset asset=<<tk>>
%at% credit the b-roll to <<V>> on instagram
%plain% Slack display name is <<V>>, DM for the raw files
%plain% Reddit user u/<<V>> posted the original footage, reach out for licensing
%plain% Substack commenter <<V>> flagged the error in paragraph 3
%gamer% Xbox gamertag <<V>> was visible in the clip, blur it
%plain% Spotify for Podcasters login: <<V>>
%at% mention <<V>> in the show notes for the music
%plain% username: <<V>>\nrole: contributor\nlast_login: <<date>>
%at% The photographer is <<V>> on IG, credit them that way
%plain% Twitch chat: <<V>> was the one spamming links, ban them
%plain% GitHub contributor <<V>> fixed the captions parser
%plain% Linktree of the guest: linktr.ee/<<V>>
%at% Threads reply from <<V>> went viral, screenshot it for the segment
"""

TPL["username", "zh"] = r"""
%cnnick% 嘉宾的小红书昵称是「<<V>>」，发预告的时候@一下
%xhsid% 小红书号：<<V>>，商单报价 <<fee>>
%dyid% 抖音号 <<V>>，粉丝 <<n>>万
%uid% B站 UID <<V>>，这个UP主做<<topic>>的视频
%wxid% 加一下嘉宾微信，微信号 <<V>>
%cnnick% 微博上爆料的账号叫 @<<V>>，先截图存证
%plain% 后台子账号用户名：<<V>>
%uid% 投稿人 UID：<<V>>，作品涉嫌搬运
{"平台": "小红书", "账号": "<<V>>", "粉丝": "<<n>>万", "报价": "<<fee>>"}
平台,账号,粉丝\n抖音,<<V>>,<<n>>万
| 平台 | 账号 |\n|---|---|\n| 视频号 | <<V>> |
%wxid% 微信号 <<V>>，加的时候备注媒体名称
%cnnick% 知乎答主「<<V>>」同意转载，注明出处
%dyid% 对接达人的抖音号是 <<V>>，星图报价已经发来
%plain% 剪映专业版共享账号 <<V>>
%cnnick% 评论区带节奏的是 <<V>> 这个号，拉黑
%xhsid% 蒲公英上合作的博主，小红书号 <<V>>
%uid% 直播间房管 UID <<V>>
%plain% 审计日志：user=<<V>> 操作=删除素材 单号=<<tk>>
%wxid% 加我微信 <<V>> 我把素材发你
%cnnick% B站UP主 <<V>> 二创了我们的视频，问一下能不能转
%plain% 公众号后台运营者：<<V>>
%cnnick% 快手主播<<V>>愿意接受采访
%dyid% 抖音：<<V>>（美食探店，<<n>>w粉）
%plain% 登录名：<<V>>\n角色：编辑\n最近登录：<<date>>
%cnnick% 图片来源：小红书@<<V>>，已获授权
%wxid% 线人的微信 <<V>>，只在晚上回消息
%qq% QQ号 <<V>>，粉丝群群主
%cnnick% 视频号「<<V>>」想跟我们做联名
%plain% 网盘账号 <<V>> 里有全部原片
%uid% 这条弹幕是 UID <<V>> 发的，已举报
"""

TPL["username", "mixed"] = r"""
%at% guest 的 IG handle 是 <<V>>，promo 里 tag 一下
%xhsid% 小红书号 <<V>>，rate card 要一下
%dyid% 抖音号 <<V>>，<<n>>w followers
%uid% B站 UID <<V>>，这个 UP 做 <<topic>>
%wxid% WeChat ID <<V>>，加的时候备注 media
%plain% Riverside username：<<V>>
%gamer% Twitch 上他叫 <<V>>
%at% troll account 是 <<V>>，先截图 archive
{"platform": "小红书", "handle": "<<V>>", "followers": "<<n>>w"}
platform,handle\n抖音,<<V>>
| platform | 账号 |\n|---|---|\n| B站 | <<V>> |
%cnnick% KOL 名单：<<V>>（美妆，<<n>>w 粉）
%plain% CMS user <<V>> 误发了 draft
%plain% ssh <<V>>@nas.studio.lan 上传素材
%ytid% YouTube channel ID：<<V>>，deal call 前拉 analytics
%discord% Discord mod 是 <<V>>
%cnnick% 微博 @<<V>> 最先发的视频，联系一下 licensing
%plain% audit log: user=<<V>> action=delete_asset
%wxid% 加我 WeChat <<V>> 我发你 raw files
%at% credit b-roll 给 <<V>>（IG）
%plain% Reddit u/<<V>> 发的 original footage
%plain% login：<<V>>\nrole：editor
%cnnick% 视频号「<<V>>」想做 collab
%at% Threads 上 <<V>> 的回复爆了，做成 segment
%qq% QQ <<V>>，fan group 群主
%plain% Spotify for Podcasters 登录名 <<V>>
%cnnick% B站 UP <<V>> 二创了我们的 video，问下能不能 repost
%plain% Slack display name：<<V>>，DM 要素材
%uid% 弹幕 UID <<V>>，report 了
%plain% Linktree：linktr.ee/<<V>>
%dyid% 对接的抖音达人 <<V>>，星图 quote 已经发来
"""

TPL["home_path", "en"] = r"""
%mac/dir% Premiere keeps looking for media at <<V>>, relink to the shared drive before you send the project
%mac/media% Exported the final mix to <<V>>
%win/dir% Auto-save folder: <<V>>
%linux/dir% the transcription job reads from <<V>> on the edit server
%mac/media% ERROR: file not found: <<V>>
%win/dir% OBS recording path is <<V>>, switch it to the external SSD
%json/dir% {"project": "<<ep>>", "media_root": "<<V>>", "fps": 23.976}
%mac/dir% rsync -avP <<V>> nas:/masters/
%linux/dir% cd <<V>> && python transcribe.py --model large-v3
%mac/py% Traceback (most recent call last):\n  File "<<V>>", line 88, in <module>\nKeyError: 'episode_id'
%win/dir% Descript cache is eating the disk: <<V>>
%mac/dir% LUTs live in <<V>>, copy them over for the colorist
%mac/media% ffmpeg -i <<V>> -c:a libmp3lame -b:a 192k episode.mp3
%mac/dir% drag the selects from <<V>> into the bin
%linux/sh% crontab: 0 3 * * * <<V>> >> /var/log/backup.log
%win/media% Recording of the Zoom interview saved to <<V>>
%mac/dir% Final Cut library: <<V>>
%mac/dir% screenshot of the error shows <<V>>, so it's the freelancer's laptop
%linux/dir% $ ls <<V>>\nep141_raw.wav  ep142_raw.wav  notes.md
%mac/dir% export:\n  dir: <<V>>\n  format: ProRes 422 HQ
%win/dir% the Audition session is in <<V>> if you want to fix the plosives
%json/dir% {"recent_projects": ["<<V>>"]}
%mac/dir% Subtitle files are in <<V>>, SRT and VTT
%mac/dir% the project file is in <<V>> on my laptop
%linux/dir% Whisper output written to <<V>>
%mac/dir% Lightroom catalog: <<V>>
%win/media% | asset | path |\n|---|---|\n| thumbnail PSD | <<V>> |
%mac/dir% Editor's note: the embargoed PDF is still sitting in <<V>>, delete after publishing
%win/dir% DaVinci project backups: <<V>>
%mac/dir% OBS scene collection exported to <<V>>
%linux/dir% 2024-06-01 02:13:55 WARN disk 91% full: <<V>>
%mac/dir% Audio Hijack saves to <<V>>
"""

TPL["home_path", "zh"] = r"""
%mac/dir% Pr 一直在 <<V>> 找素材，发工程前先重新链接到共享盘
%mac/media% 终混已经导出到 <<V>>
%win/dir% 剪映草稿默认在 <<V>>，换电脑记得拷走
%linux/dir% 转写脚本从服务器上的 <<V>> 读音频
%mac/media% 报错：找不到文件 <<V>>
%win/dir% OBS 录制路径是 <<V>>，改到外接固态上
%json/dir% {"期数": "<<ep>>", "素材目录": "<<V>>"}
%mac/dir% rsync -avP <<V>> nas:/成片/
%linux/dir% cd <<V>> && python 转写.py
%mac/py% Traceback (most recent call last):\n  File "<<V>>", line 42, in <module>\nFileNotFoundError: 字幕文件不存在
%win/dir% 剪映缓存把C盘占满了：<<V>>
%mac/dir% LUT 预设放在 <<V>>，调色师要的话拷给他
%mac/media% ffmpeg -i <<V>> -vf subtitles=zh.srt out.mp4
%mac/dir% 把 <<V>> 里的精选素材拖进时间线
%win/media% 腾讯会议录屏保存在 <<V>>
%mac/dir% FCPX 资源库：<<V>>
%mac/dir% 截图里报错路径是 <<V>>，所以是外包剪辑师的电脑
%linux/dir% $ ls <<V>>\n第141期_原声.wav  第142期_原声.wav
%win/dir% 达芬奇工程备份在 <<V>>
%json/dir% {"recent": ["<<V>>"]}
%mac/dir% 字幕文件都在 <<V>>
%mac/dir% 工程文件在我电脑 <<V>> 里
%linux/dir% 转写结果写到了 <<V>>
%win/media% | 素材 | 路径 |\n|---|---|\n| 封面PSD | <<V>> |
%mac/dir% 编者按：禁发的PDF还在 <<V>>，发稿后删掉
%mac/dir% 剪映专业版草稿：<<V>>
%linux/dir% 2024-06-01 02:13:55 WARN 磁盘使用率 91%：<<V>>
%win/dir% 必剪导出目录 <<V>>
%mac/dir% 微信接收的文件在 <<V>>，嘉宾发的照片都在这
%win/dir% 公众号排版的图片素材放在 <<V>>
%mac/media% 口播音频在 <<V>>，降噪之后再给我
"""

TPL["home_path", "mixed"] = r"""
%mac/dir% Premiere 一直在 <<V>> 找 media，relink 一下
%mac/media% final mix export 到了 <<V>>
%win/dir% 剪映 draft 在 <<V>>
%linux/dir% transcription job 读 <<V>> 里的 wav
%mac/media% error：file not found <<V>>
%win/dir% OBS recording path：<<V>>，改到 SSD
%json/dir% {"ep": "<<ep>>", "media_root": "<<V>>"}
%mac/dir% rsync -avP <<V>> nas:/masters/
%linux/dir% cd <<V>> && python transcribe.py --lang zh
%mac/py% Traceback:\n  File "<<V>>", line 17, in export_srt\nValueError: 时间码格式不对
%win/dir% Descript cache 占满 C 盘：<<V>>
%mac/dir% LUTs 在 <<V>>，copy 给调色师
%mac/media% ffmpeg -i <<V>> -c:v libx264 -crf 20 out.mp4
%win/media% Zoom interview recording 存在 <<V>>
%mac/dir% FCP library：<<V>>
%mac/dir% screenshot 里的 path 是 <<V>>，是 freelancer 的 laptop
%linux/dir% $ ls <<V>>\nep141_raw.wav  ep142_raw.wav
%win/dir% DaVinci backups：<<V>>
%mac/dir% subtitles SRT 都在 <<V>>
%mac/dir% project file 在 <<V>>
%linux/dir% whisper output → <<V>>
%win/media% | asset | path |\n|---|---|\n| thumbnail | <<V>> |
%mac/dir% editor's note：embargo PDF 还在 <<V>>，publish 之后删
%mac/dir% 剪映 Pro 草稿 <<V>>
%linux/dir% WARN disk 91% full：<<V>>
%win/dir% 必剪 export folder <<V>>
%mac/dir% WeChat 收的文件在 <<V>>
%mac/dir% Audio Hijack 录音存 <<V>>
%win/dir% Audition session 在 <<V>>，fix 一下 plosives
%mac/dir% OBS scene collection export 到 <<V>>
%linux/sh% cron 每天跑 <<V>>，backup masters
"""

TPL["schedule", "en"] = r"""
%morning% I do the school run every weekday at <<V>>, so I'll join the edit meeting late.
%morning% I'm at the gym every morning at <<V>>, so the early review of the cut has to move
%evening% I pick my daughter up from practice at <<V>> every Tuesday and Thursday, can we record after?
%night% I edit best late; I usually start cutting at <<V>> every night once the kids are asleep
%early% I wake up at <<V>> every day to write the newsletter before the news cycle starts
%afternoon% Every weekday at <<V>> I walk the dog, so Riverside sessions need to avoid that half hour
%morning% my daily routine: coffee, then I'm on the <<V>> train into the newsroom
%evening% I do my Duolingo + journaling at <<V>> every evening, phone off
%night% I take my meds at <<V>> sharp every night so I'll be away from chat for a few minutes
%forenoon% Standing therapy appointment every Wednesday at <<V>>, block it on the shared calendar
%morning% i usually leave home at <<V>> every weekday so the earliest i can be at the studio is like an hour after
%late% I go to bed around <<V>> every night, so pls don't ping me after that
%evening% Every Sunday at <<V>> I call my mom, so don't book the remote guest then
%morning% Routine for the day-in-the-life vlog: alarm at <<V>>, cold shower, run, then first coffee
%afternoon% I collect my son from nursery at <<V>> every weekday
%noon% I swim every lunchtime at <<V>>, back online after that
%evening% {"availability": "weekdays", "unavailable_daily_from": "<<V>>", "reason": "childcare"}
%morning% | day | routine |\n|---|---|\n| Mon-Fri | leave for the studio at <<V>> |
%night% I meditate every night at <<V>> before bed, it's the only quiet time I get
%morning% The host runs every morning at <<V>> along the canal, plan the B-roll around that
%early% Producer's note: the guest milks the cows at <<V>> daily, so arrive after that
%evening% I'm at choir rehearsal every Thursday at <<V>>, I can't do the live show that night
%afternoon% My dialysis is Mon/Wed/Fri at <<V>> so I'm offline those afternoons
%morning% I always drop the kids at school at <<V>>, then I'm at my desk
%night% Every night at <<V>> I check the overnight wires before sleeping
%morning% The guest walks the dog at <<V>> every morning, we could film that
%forenoon% I have a standing physio session every Monday at <<V>>
%evening% weekday,commitment,time\nTuesday,football training,<<V>>
%late% I usually finish editing around <<V>>, so the export will be there when you wake up
%morning% I'm on the <<V>> ferry every weekday, signal is bad until it docks
%evening% yoga every Monday and Wednesday at <<V>>, I'll mute notifications
%early% I'm up at <<V>> every day for the breakfast show prep
"""

TPL["schedule", "zh"] = r"""
%morning% 我每天早上<<V>>送孩子上学，剪辑例会我晚点进
%morning% 我每天早上<<V>>去健身房，早上的审片会能不能挪一下
%evening% 每周二、周四<<V>>我要去接女儿下课，录音能不能往后排
%night% 我晚上效率高，一般每天<<V>>孩子睡了才开始剪
%early% 我每天<<V>>起床写早报，赶在热搜出来之前
%afternoon% 每个工作日下午<<V>>我要遛狗，连线别排在那个时间
%morning% 我每天坐<<V>>那班地铁去报社
%evening% 每天晚上<<V>>是我的背单词时间，手机静音
%night% 我每晚<<V>>准时吃药，到时候离开一会儿
%forenoon% 每周三上午<<V>>固定去做心理咨询，共享日历上帮我挡一下
%morning% 我一般工作日早上<<V>>出门 到棚里最早也要一个小时以后
%late% 我每天差不多<<V>>睡，之后就别找我了
%evening% 每周日晚上<<V>>给我妈打视频，别约那时候连线嘉宾
%morning% “我的一天”视频流程：早上<<V>>闹钟，冷水澡，跑步，然后第一杯咖啡
%afternoon% 我每个工作日下午<<V>>去幼儿园接儿子
%noon% 我每天中午<<V>>去游泳，之后再回消息
%evening% {"可约时间": "工作日", "每天不可约": "<<V>>以后", "原因": "带娃"}
%morning% | 日期 | 日常 |\n|---|---|\n| 周一至周五 | 早上<<V>>出门去棚里 |
%night% 我每天晚上<<V>>冥想，睡前唯一安静的时间
%morning% 主持人每天早上<<V>>沿江边跑步，空镜可以按这个时间拍
%early% 制片备注：嘉宾每天<<V>>要挤牛奶，我们到的时间要往后
%evening% 每周四晚上<<V>>我要去合唱团排练，那天的直播我上不了
%afternoon% 我每周一三五下午<<V>>做透析，那几天下午都不在线
%night% 每天晚上<<V>>我都会刷一遍夜间快讯再睡
%morning% 嘉宾每天早上<<V>>遛狗，可以拍这个
%forenoon% 每周一上午<<V>>我固定去做康复理疗
%late% 我一般<<V>>左右剪完，你早上起来就能看到导出
%morning% 我每个工作日都坐早上<<V>>的轮渡，船靠岸前没信号
%evening% 每周一和周三晚上<<V>>练瑜伽，消息免打扰
%early% 我每天凌晨<<V>>起来准备早间节目
%evening% 骑手受访者说他每天晚上<<V>>收工，之后才能接受采访
%night% 我每天晚上<<V>>陪孩子写作业，那会儿不回消息
"""

TPL["schedule", "mixed"] = r"""
%morning% 我每个 weekday 早上 <<V>> 送娃上学，edit meeting 晚点进
%morning% 每天 morning <<V>> 去 gym，早上的 review 能不能挪
%evening% 每周二四 <<V>> 接女儿下课，recording 往后排
%night% 我 night owl，每天 <<V>> 娃睡了才开始 cut
%early% 每天 <<V>> 起床写 newsletter，赶在 news cycle 之前
%afternoon% weekday 下午 <<V>> 遛狗，Riverside session 避开一下
%morning% 我每天坐 <<V>> 的 train 去 newsroom
%night% 每晚 <<V>> 吃药，会 offline 几分钟
%forenoon% 每周三上午 <<V>> 固定 therapy，shared calendar 帮我 block 掉
%late% 我一般 <<V>> 睡觉，after that 别 ping 我
%evening% 每周日 <<V>> 跟我妈 video call，别约 guest
%morning% day-in-the-life vlog 流程：<<V>> alarm，冷水澡，跑步，coffee
%afternoon% 每个工作日 <<V>> 去 nursery 接儿子
%evening% {"unavailable_daily_from": "<<V>>", "reason": "带娃"}
%morning% | day | routine |\n|---|---|\n| Mon-Fri | <<V>> 出门去 studio |
%night% 每天晚上 <<V>> meditation，唯一的 quiet time
%morning% host 每天早上 <<V>> 沿江 run，B-roll 按这个排
%early% 嘉宾每天 <<V>> 挤奶，crew 要晚点到
%evening% 每周四 <<V>> choir rehearsal，那天 live show 我上不了
%afternoon% 一三五下午 <<V>> dialysis，那几天 afternoon 都 offline
%morning% 我每天 <<V>> drop off 孩子，然后才到 desk
%night% 每晚 <<V>> check 一遍 overnight wires 再睡
%forenoon% 每周一 <<V>> physio，固定的
%late% 我通常 <<V>> 剪完，你醒来就有 export
%morning% weekday 都坐 <<V>> 的 ferry，没 signal
%evening% 周一周三 <<V>> yoga，notifications 静音
%early% 每天 <<V>> 起来 prep 早间 show
%noon% 每天 lunch <<V>> 去游泳，之后再回 message
%evening% 骑手受访者每天 <<V>> 收工，之后才能 interview
%night% 每天晚上 <<V>> 陪孩子写作业，不回 Slack
"""

TPL["geo", "en"] = r"""
%latlon% Drone shot of the interviewee's farmhouse, GPS <<V>>, get the landowner release first
%latlon% EXIF on the source's photo puts it at <<V>>, which is basically their back garden. Strip metadata before publishing!
%dms% Photo metadata: GPSPosition <<V>>
%maps% meet the source here, not at their house: https://maps.google.com/?q=<<V>>
%zip% Mailbag prize shipping: ZIP <<V>>, the rest is in the sheet
%ukpc% Guest's postcode for the courier: <<V>>
%plus% location pin for the shoot at the family's house: <<V>>
%pshort% Plus code for the guest's allotment: <<V>> <<vcityen>>
%geohash% Tracking data from the leaked app shows the user at geohash <<V>> every night
%w3w% The fixer sent a what3words for the meeting point behind the guest's house: <<V>>
%latlon% {"asset": "IMG_<<n>>.HEIC", "lat_lon": "<<V>>", "subject": "interviewee home"}
%zip4% W-9 ZIP code: <<V>>
%ukpc% Crew parking permit for outside the contributor's house, postcode <<V>>
%latlon% location,coords\ninterviewee home,"<<V>>"
%latlon% | shot | GPS |\n|---|---|\n| exterior, guest house | <<V>> |
%zip% Listener form: ZIP <<V>>, age 25-34, heard about the show on <<plat>>
%latlon% the cabin where we filmed him is at <<V>> dont publish that
%ukpc% OCR of the release form: POSTCODE <<V>>
%dms% Editor's note: the coordinates <<V>> in the caption point to the survivor's house, remove
%latlon% Live location shared by the reporter on the ground: <<V>>
%zip% Ship the PR package, recipient ZIP <<V>>
%plus% our stringer is staying at <<V>> (plus code), send the SIM there
%geohash% Strava heatmap gave away the subject's running loop, start point geohash <<V>>
%ukpc% my postcode is <<V>> if you need it for the freelance contract
%latlon% Find My put the lost camera bag at <<V>>, that's the AP's flat
%w3w% what3words for the interviewee's gate: <<V>>
%zip% Change the shipping ZIP on my contributor profile to <<V>>
%latlon% The photographer geotagged the shoot at the guest's home (<<V>>), untag before posting
%dms% GPS Latitude/Longitude from the drone log: <<V>>
%maps% Pin: https://www.google.com/maps/@<<V>>,18z is the protest organiser's flat
%ukpc% Delivery for the host: <<V>>, leave with neighbour
%latlon% the guest's home studio is at <<V>>, we'll park the van around the corner
"""

TPL["geo", "zh"] = r"""
%latlon% 无人机航拍受访者家的院子，坐标 <<V>>，先签场地授权
%latlon% 爆料人发的照片 EXIF 定位在 <<V>>，就是他家楼下，发稿前把元数据清掉
%cnpc% 听众奖品寄送，邮编 <<V>>，其他信息在表里
%latlon% 别去他家，约在这里见：<<V>>
%dms% 照片元数据 GPS：<<V>>
%plus% 嘉宾家的定位 plus code：<<V>>
%geohash% 泄露的 App 数据显示该用户每晚都在 geohash <<V>> 附近
%latlon% {"素材": "IMG_<<n>>.HEIC", "经纬度": "<<V>>", "备注": "受访者住处"}
%cnpc% 合同上的邮政编码：<<V>>
%latlon% 地点,坐标\n受访者家,"<<V>>"
%latlon% | 镜头 | 坐标 |\n|---|---|\n| 嘉宾家外景 | <<V>> |
%latlon% 我们拍他的那个小木屋在 <<V>> 千万别发出去
%cnpc% OCR 授权书：邮编 <<V>>
%latlon% 编者按：图说里的坐标 <<V>> 指向幸存者的住处，删掉
%latlon% 前方记者共享的实时位置：<<V>>
%cnpc% 样品收件邮编 <<V>>
%latlon% 找到丢的相机包了，定位在 <<V>>，是制片助理家
%latlon% 摄影师发图时带了定位 <<V>>，是嘉宾家，赶紧删
%dms% 无人机飞行日志里的经纬度：<<V>>
%amap% 定位链接 https://uri.amap.com/marker?position=<<V>> 是组织者的住处
%cnpc% 我家邮编<<V>>，寄合同用
%latlon% 达人的探店视频定位暴露了她家：<<V>>
%geohash% 跑步软件的热力图暴露了当事人的跑步路线，起点 geohash <<V>>
%latlon% 小红书笔记的定位 <<V>>，其实是博主自己家
%cnpc% 稿费单邮编 <<V>>
%latlon% 拍摄地（嘉宾老家院子）：<<V>>
%w3w% 外国向导发来的 what3words：<<V>>，是受访者家门口
%latlon% 微信位置共享：<<V>>，受访者说在这儿等我们
%plus% 特约记者住在 <<V>>，SIM 卡寄过去
%cnpc% 读者来信邮编<<V>>
%latlon% 抖音视频里的 POI 是他家小区，经纬度 <<V>>
%amap% 嘉宾发来的高德位置 position=<<V>>，就是他家单元门口
"""

TPL["geo", "mixed"] = r"""
%latlon% drone 拍受访者家的院子，GPS <<V>>，先签 release
%latlon% source 发的照片 EXIF 在 <<V>>，就是他家楼下，publish 前 strip metadata
%cnpc% mailbag 奖品邮编 <<V>>
%latlon% 别去他家，meet here：<<V>>
%dms% photo metadata GPS：<<V>>
%plus% guest 家的 plus code：<<V>>
%geohash% leaked app data 显示 user 每晚在 geohash <<V>>
%latlon% {"asset": "IMG_<<n>>.HEIC", "gps": "<<V>>", "note": "受访者家"}
%zip% W-9 ZIP：<<V>>
%latlon% location,coords\n受访者家,"<<V>>"
%latlon% | shot | GPS |\n|---|---|\n| 嘉宾家 exterior | <<V>> |
%latlon% 拍他的 cabin 在 <<V>>，don't publish
%ukpc% UK guest postcode：<<V>>，courier 用
%latlon% editor's note：caption 里的 coords <<V>> 指向 survivor 的家，删掉
%latlon% 前方 reporter live location：<<V>>
%cnpc% sample 收件邮编 <<V>>
%latlon% Find My 显示 camera bag 在 <<V>>，是 AP 家
%latlon% photographer geotag 了 <<V>>（嘉宾家），赶紧 untag
%dms% drone log 经纬度：<<V>>
%maps% pin：https://maps.google.com/?q=<<V>> 组织者的 flat
%cnpc% 我家邮编 <<V>>，寄 contract 用
%latlon% 探店 vlog 的定位暴露了她家：<<V>>
%geohash% Strava heatmap 暴露了 running route，起点 geohash <<V>>
%latlon% 小红书笔记 location <<V>>，其实是博主家
%w3w% fixer 发的 what3words：<<V>>，受访者家门口
%latlon% WeChat 位置共享 <<V>>，受访者在这等
%plus% stringer 住 <<V>>，SIM 卡寄过去
%pshort% allotment 的 plus code：<<V>> <<vcityen>>
%latlon% 抖音 POI 是他家小区，coords <<V>>
%cnpc% 稿费 invoice 邮编 <<V>>
%amap% 高德 position=<<V>>，是 guest 家楼下
"""


# ================================================================ benign texts
BENIGN: dict[str, str] = {}
BENIGN_PREFIX = {
    "en": ["", "", "", "#edit-bay: ", "Production log: ", "Re: <<ep>> - ", "[draft] ", "Producer note: ", "FYI ",
           "From the rundown doc: ", "Notion > Show notes: ", "[pinned] "],
    "zh": ["", "", "", "剪辑群：", "制片日志：", "备注：", "【草稿】", "选题会纪要：", "转发：", "运营周报："],
    "mixed": ["", "", "", "#edit-bay：", "production log：", "FYI：", "[draft] ", "weekly 周报：", "Re: <<ep>> "],
}

BENIGN["en"] = r"""
<<ep>> is locked: integrated loudness -16 LUFS, true peak -1.0 dBTP, 48 kHz / 24-bit. Upload to <<plat>> by <<date>>.
ffmpeg -i master_<<ver>>.mov -c:v libx264 -crf 18 -preset slow -c:a aac -b:a 320k out.mp4 took 14m 32s on the render node.
Ports on the streaming box: obs-websocket 4455, Icecast 8000, RSS generator on 3000, SRT listener on 9710. Build <<ver>>.
Commit <<sha>> fixes the chapter-marker drift; tagged <<ver>> and pushed to the release branch.
Ticket <<tk>>: Shorts thumbnails crop badly at 1080x1920, repro in Chrome 126 on macOS 14 (<<ep>>).
Rundown for tonight: <<pub>> headlines, then the <<brand>> earnings call, then the Premier League weekend.
LNER trains from King's Cross to Edinburgh run every 30 minutes; the 09:00 arrives 13:20. Crew travel for <<ep>> is on that service.
The B&H SuperStore in New York opens 10am to 6pm Sunday to Thursday and is closed Saturdays; order the <<cam>> cage online.
Asset <<uuid>> failed transcoding: unsupported codec (ProRes RAW). Retry queued.
Boom pole extends to 2.4 m; keep the lav 15-20 cm below the chin for <<ep>> and the shotgun about 45 cm above frame.
Mark the clip at <<tc>> and cut to the B-roll at <<tc>>.
Will the sponsor read fit in 60 seconds? The <<brand>> script is <<n>>0 words too long, so probably not.
Grace period for late delivery is 5 business days per clause 7.2 of the <<brand>> agreement.
Rose gold version of the mic arm is out of stock; order the matte black one for <<ep>> instead.
CPM on the last mid-roll averaged $18.40; the <<brand>> integration is <<fee>> for 60 seconds with 30-day exclusivity.
Golden hour in <<city>> is short this time of year, so plan the exteriors for early morning and the interview for the afternoon.
<<ep>> downloads: <<n>>,412 in the first 7 days, 38% from Apple Podcasts, 44% from Spotify, 18% other.
sha256 <<sha256>>  ep_master.wav - compare before uploading to the archive.
The Guardian's style guide says "per cent", AP style says "percent"; for <<show>> we follow AP.
Summer Series kicks off <<date>>: eight episodes, released Tuesdays at 6am ET on all platforms.
```python\nMAX_UPLOAD_MB = 256\nSEGMENT_SECONDS = <<n>>\nRETRY_BACKOFF = [1, 2, 4, 8]\n```
render:\n  codec: prores_422_hq\n  fps: 23.976\n  resolution: 3840x2160\n  audio: pcm_s24le\n  version: <<ver>>
Press release embargo: 00:01 GMT <<date>>. Headline: <<brand>> announces a $50 million creator fund.
Remember to bill the client for the extra half-day: 4 hours at the <<fee>> day rate.
Jack the XLR into channel 2, set gain to about 40 dB and turn phantom power on before <<ep>> starts.
Victoria line is suspended between Brixton and Stockwell this weekend; the crew van goes via the A23 for <<ep>>.
YouTube Studio says average view duration is 4:12 on a 9:47 video (43%), up <<pct>> on last week.
Hunter boots and a rain cover for the <<cam>>: the forecast says 12 mm of rain in <<city>>.
Apple Podcasts category is News > Daily News; explicit flag off; artwork 3000x3000 px JPEG under 512 KB. Show: <<show>>.
Webhook returns 429 after 600 requests per minute; back off and retry with jitter (<<tk>>).
Frank discussion in the edit meeting about the tone of the cold open; we keep version B for <<ep>>.
Interview transcript word count: 11,204. Target for the print version in <<outlet>>: 2,500.
CMS error 502 at /api/v2/stories/<<n4>>/publish, retry succeeded after 3 attempts.
Batch rename for <<ep>>: raw_%03d.wav -> clean_%03d.wav (66 files).
Tate Modern is open daily 10:00-18:00; a filming permit is needed for tripods. Shoot for <<ep>> is in the Turbine Hall.
Order #<<order>> from Sweetwater shipped via UPS, 3 boxes, 14.2 kg total.
Bitrate ladder: 1080p at 6 Mbps, 720p at 3 Mbps, 480p at 1.2 Mbps, audio 128 kbps AAC; encoder <<ver>>.
Chapter markers for <<ep>>: 00:00 Intro, 03:12 Headlines, 18:40 Interview, 51:05 Listener mail.
David Attenborough's narration sets the bar; our VO for <<show>> should be slower, around 140 words per minute.
Docker image obs-relay:<<ver>> digest sha256:<<sha256>>
The newsletter goes out Fridays at 7am GMT to 48,300 subscribers; open rate <<pct>>.
Crossword answers were wrong in issue <<n>>; the correction runs in the next issue on page 2.
Campaign ID in the ad server: <<uuid>>; flight runs <<date>> to the end of the month.
Regex for timecodes: ^\d{2}:\d{2}:\d{2}[:;]\d{2}$ (drop-frame uses the semicolon). Ticket <<tk>>.
Spotify reported 640 million monthly active users; podcasts in our category grew <<pct>> year on year.
Settings for <<ep>>: 3840x2160, 25p, shutter 1/50, ISO 800, f/2.8, ND 0.9.
The press conference starts at 14:00 BST at the town hall; doors open half an hour before. <<outlet>> pool camera only.
The <<pub>> memoir excerpt can be quoted up to 300 words under fair dealing; anything longer needs the publisher's permission.
Late night edit session ran long; we'll review the cut of <<ep>> in the afternoon.
Rate card 2025: Instagram Reel <<fee>>, TikTok <<fee>>, YouTube dedicated video <<fee>>; usage rights +20%.
SRT file for <<ep>> has 1,204 cues; max 42 characters per line, 2 lines, 17 characters per second.
Git branch feature/<<tk>>-lower-thirds merged into main at <<sha>>.
Kubernetes: transcoder deployment scaled to 6 replicas; CPU limit 4, memory 8Gi, port 8080, image <<ver>>.
Invoice <<tk>> total <<fee>> incl. VAT 20%, due in 30 days.
Lower third font: Inter Bold 48 pt, title-safe margin 5%, color #F5F5F5 on 70% black. Applies to <<show>>.
Warner Bros. Discovery and Paramount trailers are cleared for the review segment in <<ep>>.
Fact-check status: 14 claims checked, 2 softened, 0 removed. Legal sign-off on <<date>>.
Sunrise in <<city>> tomorrow is early; call it a dawn shoot and bring the <<cam>> with the 24-70.
The museum closes at 5pm on Mondays, so the <<ep>> pickup shots move to Tuesday morning.
Max file size for <<plat>> uploads is 256 GB or 12 hours, whichever is less.
YouTube video ID dQw4w9WgXcQ is the reference we use to test embeds; don't use it on air.
"""

BENIGN["zh"] = r"""
<<ep>>已定稿：响度 -16 LUFS，峰值 -1 dBTP，48kHz/24bit，<<date>>前上传<<plat>>。
本期时长 58 分钟，码率 128kbps，<<date>>在公众号推送。
小红书薯条投放 500 元，CPM 38.5，点击率 <<pct>>，互动成本 0.9 元。
抖音星图报价：21-60 秒视频 2.8 万，60 秒以上 3.5 万，含 30 天授权，<<brand>>已确认。
B站视频 BV1<<bv>> 播放 12.3 万，弹幕 3,400 条，三连率 <<pct>>。
苹果旗舰店营业时间 10:00-22:00，节假日照常营业，<<city>>的店下周装修。
G<<n4>> 次高铁 07:05 北京南出发，11:53 到达上海虹桥，摄制组统一订这趟。
王牌节目改版，周末黄金时段从 20:00 开始，<<show>>挪到周日。
马上要发稿了，标题里的数字再核一下：同比增长 <<pct>>。
高光时刻剪成 15 秒竖屏，字幕用思源黑体 Bold 48 号，<<ep>>先出。
<<pub>>复更的视频播放量破亿，我们做一期解读。
<<pub>>这周的直播卖了 1.2 亿，做个数据图放在<<ep>>里。
ffmpeg -i 原片.mov -c:v libx265 -crf 22 成片.mp4，转码用了 <<n>> 分钟。
素材 ID <<uuid>> 转码失败：不支持的编码格式，已重新排队。
提交 <<sha>> 修复了字幕时间轴偏移，版本号 <<ver>>。
工单 <<tk>>：竖版封面在安卓端显示被裁切。
直播推流端口 1935，SRT 端口 9710，监控面板 3000，版本 <<ver>>。
杆子伸到 2.4 米，领夹麦离下巴 15 厘米左右，<<cam>>机位在左。
在 <<tc>> 打点，<<tc>> 切空镜。
周一选题会，周三粗剪，周五定稿，下周二发布<<ep>>。
黄金时段广告报价：30 秒 8 万，15 秒 5 万，<<brand>>要了两个位置。
清晨的光线最好，外景安排在早上拍，晚上补录旁白，<<city>>这周都是晴天。
订单号 <<order>> 的器材已经发货，顺丰单号 SF<<n12>>。
故宫博物院 8:30 开放，16:10 停止入馆，周一闭馆，航拍需要审批。<<ep>>改拍天坛。
本周热搜：<<pub>>、<<brand>>新品、<<topic>>，按热度排序。
公众号阅读量 10 万+，在看 3,200，分享 1.1 万，新增关注 <<n>>50。
稿费标准：千字 800 元，图片每张 200 元，视频按时长另议。<<outlet>>的标准更高。
文件哈希 sha256:<<sha256>>，上传归档前核对一下。
render:\n  codec: h265\n  fps: 25\n  resolution: 3840x2160\n  version: <<ver>>
分辨率 3840x2160，25 帧，快门 1/50，ISO 800，光圈 f/2.8，<<cam>>。
张力不够，第二段节奏再紧一点，删掉 <<n>> 秒。
金句卡片做三张，分别放在<<ep>>的开头、中间和结尾。
白天拍外景，晚上剪预告，后天出片。<<brand>>那边不催。
林区拍摄需要提前报备，无人机限高 120 米，<<city>>郊区也一样。
宋体改成思源宋体，正文 16 号，行距 1.75，<<show>>的排版模板同步更新。
周末两天直播带货 GMV 386 万，退货率 <<pct>>。
<<ep>>下载量 3.2 万，其中 41% 来自小宇宙，35% 来自喜马拉雅。
央视新闻频道晚上 7 点的《新闻联播》之后是天气预报，<<ep>>的时效要卡在这之前。
视频号算法更新后，完播率权重提高，建议前 3 秒给钩子，参考<<brand>>的投放素材。
亚运会赛程表已经公布，开幕式晚上 8 点，<<outlet>>拿到了采访证。
发票号码 <<n8>>，金额 <<fee>>，税率 6%。
字幕每行不超过 18 个字，双语字幕英文在下，<<ep>>按这个标准。
<<show>>的 RSS 地址更新为 https://feeds.podcast-host.fm/<<showslug>>.xml
正则：^\d{2}:\d{2}:\d{2},\d{3}$ 用来匹配 SRT 时间码，工单 <<tk>>。
这条片子的 UUID 是 <<uuid>>，别跟上一版搞混。
上海图书馆东馆开放时间 9:00-21:00，拍摄需提前预约，<<ep>>的空镜在那拍。
海报尺寸 1242x1660，小红书封面比例 3:4，<<brand>>的logo放右下角。
凌晨发布的稿子阅读量普遍偏低，<<show>>改成早上推送。
纪录片《<<show>>》第二季立项，预算 <<fee>>，拍摄周期 6 个月。
高铁上信号差，<<ep>>的素材到站后再传。
会员价 ¥198/年，连续包月 ¥18，首月 ¥6，<<plat>>同步上线。
```python\nMAX_DURATION = 180  # 秒\nSEGMENT = <<n>>\n```
Docker 镜像 relay:<<ver>>，端口 8080，副本数 4。
周杰伦演唱会<<city>>站门票开售，<<outlet>>做了一条快讯。
核查进度：<<n>> 条事实已核，2 条措辞调整，法务<<date>>签字。
剪映导出上限 4K 60 帧，文件超过 2GB 要分段，<<ep>>拆成三段。
"""

BENIGN["mixed"] = r"""
<<ep>> locked 了：-16 LUFS，true peak -1 dBTP，<<date>> 前上传 <<plat>>。
小红书 薯条 budget 500 元，CPM 38.5，CTR <<pct>>。
抖音 星图 rate：60s 视频 2.8w，含 30 天 usage rights，<<brand>> 已确认。
render 用 ffmpeg -crf 18，1080p 大概 14 分钟，4K 要 <<n>> 分钟。
asset <<uuid>> transcode failed，codec 不支持，已 requeue。
commit <<sha>> fix 了字幕 offset，tag <<ver>>。
ticket <<tk>>：Shorts 封面在 Android 上被 crop。
OBS websocket port 4455，RTMP 1935，dashboard 3000，build <<ver>>。
rundown：<<pub>> 的新闻先上，然后 <<brand>> 财报，然后 <<topic>>。
B&H 周六不营业，周日到周四 10am-6pm，<<cam>> 还是网上订。
Apple Store 三里屯 10:00-22:00，节假日照常营业，拍 B-roll 要先申请，<<ep>> 用得上。
在 <<tc>> mark 一下，<<tc>> 切 B-roll。
这个 sponsor read 能压到 60 秒吗？<<brand>> 的 script 多了 <<n>>0 个词。
grace period 5 个工作日，<<brand>> 合同第 7.2 条。
早上 golden hour 拍外景，晚上 record VO，<<city>> 这周都晴。
<<ep>> 首周下载 <<n>>,412，Apple Podcasts 38%，小宇宙 41%。
sha256 <<sha256>> ep_master.wav，上传 archive 前 check。
Summer Series <<date>> 开始，每周二 6am ET 上线。
```yaml\nrender:\n  codec: prores_422_hq\n  fps: 23.976\n  version: <<ver>>\n```
press release embargo 到 <<date>> 00:01 GMT，<<brand>> 宣布 5000 万美元 creator fund。
记得 bill 甲方多出来的半天，按 day rate <<fee>> 算。
XLR 插 channel 2，gain 40 dB，开 phantom power，<<cam>> 那路也检查一下。
YouTube Studio：average view duration 4:12，视频长度 9:47，比上周高 <<pct>>。
Rose gold 的 mic arm 缺货，<<ep>> 换 matte black。
webhook 超过 600 req/min 返回 429，加 backoff（<<tk>>）。
CMS 502 at /api/v2/stories/<<n4>>/publish，retry 三次成功。
order #<<order>> 已经 ship 了，UPS 三箱 14.2 kg。
bitrate ladder：1080p 6 Mbps，720p 3 Mbps，audio 128 kbps，encoder <<ver>>。
<<ep>> chapters：00:00 intro，03:12 headlines，18:40 interview。
newsletter 每周五 7am GMT 发，48,300 subscribers，open rate <<pct>>。
campaign UUID <<uuid>> 是 sponsor 的，flight 到月底。
故宫 8:30 开门，周一 closed，航拍要 permit，<<ep>> 改拍天坛。
press conference 14:00 BST 在 town hall，doors 提前半小时开，<<outlet>> pool camera。
late night edit 拖太久了，<<ep>> 的 cut 明天下午再 review。
rate card 2025：Reel <<fee>>，TikTok <<fee>>，YouTube dedicated <<fee>>。
<<ep>> 的 SRT 有 1,204 条 cue，每行最多 18 个汉字 / 42 characters。
branch feature/<<tk>>-lower-thirds merge 到 main 了（<<sha>>）。
k8s transcoder scale 到 6 replicas，port 8080，image <<ver>>。
invoice <<tk>> total <<fee>>，含 VAT，30 天内付款。
<<pub>> 的直播 GMV 做成 chart，放 <<ep>> 里。
G<<n4>> 次 07:05 北京南发车，11:53 到虹桥，crew 都订这趟。
<<ep>> 参数：3840x2160，25p，shutter 1/50，ISO 800。
周一选题会 pitch，周三 rough cut，周五 lock，下周二 publish <<ep>>。
公众号 10w+，在看 3,200，share 1.1w，新增 follow <<n>>50。
Hunter 雨靴 + <<cam>> rain cover，<<city>> 明天 12 mm 雨。
Victoria line 周末停运，crew van 走 A23，<<ep>> 的 location 不变。
Docker image relay:<<ver>> digest sha256:<<sha256>>
BV1<<bv>> 播放 12.3w，弹幕 3.4k，三连率 <<pct>>。
<<brand>> 的 brief：15s 竖屏，前 3 秒 hook，CTA 放结尾。
字幕 font 用思源黑体 Bold 48pt，title-safe 5%，<<show>> 统一。
顺丰 tracking SF<<n12>>，<<cam>> 明天到。
正则 ^\d{2}:\d{2}:\d{2}[:;]\d{2}$ 用来 match timecode，<<tk>>。
fact-check：<<n>> 条 claims 已核，2 条 soften，legal <<date>> sign-off。
剪映 export 上限 4K 60fps，超过 2GB 要 split，<<ep>> 拆三段。
<<plat>> upload 上限 256 GB 或 12 小时，<<ep>> 没问题。
发票号码 <<n8>>，amount <<fee>>，税率 6%。
"""


# ================================================================ machinery
_KIND = re.compile(r"^%([\w/]+)% ")
_MARK = re.compile(r"<<(\w+)>>")


def _parse(block: str) -> list[tuple[str, str]]:
    out = []
    for line in block.strip("\n").split("\n"):
        line = line.rstrip()
        if not line:
            continue
        kind = "*"
        m = _KIND.match(line)
        if m:
            kind, line = m.group(1), line[m.end():]
        out.append((kind, line.replace("\\n", "\n")))
    return out


_PARSED: dict[tuple[str, str], list[tuple[str, str]]] = {}


def _templates(cat: str, lang: str) -> list[tuple[str, str]]:
    key = (cat, lang)
    if key not in _PARSED:
        _PARSED[key] = _parse(TPL[key])
    return _PARSED[key]


def _fill(c: _Ctx, lang: str, s: str) -> str:
    return _MARK.sub(lambda m: _filler(c, lang, m.group(1)), s)


_WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ'\-]+")


def _clean(cat: str, text: str, start: int, end: int) -> bool:
    val = text[start:end]
    if not val or val != val.strip() or text.count(val) != 1 or _MARK.search(text):
        return False
    if cat == "person_name":
        outside = text[:start] + " " + text[end:]
        for part in _WORD.findall(val):
            if len(part) >= 3 and re.search(rf"(?<!\w){re.escape(part)}(?!\w)", outside):
                return False
    return True


def _generate() -> list[tuple[Sample, str]]:
    out: list[tuple[Sample, str]] = []
    for ci, cat in enumerate(CATEGORIES):
        for li, lang in enumerate(LANGS):
            cell = ci * 3 + li
            c = _Ctx(BASE_SEED + cell)
            tpls = list(_templates(cat, lang))
            c.r.shuffle(tpls)
            seen: set[str] = set()
            for i in range(PER_CELL):
                kind, body = tpls[i % len(tpls)]
                pre, post = body.split("<<V>>")
                for _ in range(60):
                    c.kind = kind
                    val = GEN[cat](c, kind, lang)
                    text_pre, text_post = _fill(c, lang, pre), _fill(c, lang, post)
                    text = text_pre + val + text_post
                    start, end = len(text_pre), len(text_pre) + len(val)
                    if text not in seen and _clean(cat, text, start, end):
                        break
                else:  # pragma: no cover - generation is deterministic and checked below
                    raise RuntimeError(f"could not build a clean sample for {cat}/{lang}: {body!r}")
                seen.add(text)
                out.append((Sample(text=text, category=cat, lang=lang, start=start, end=end), c.kind))
    return out


def samples() -> list[Sample]:
    """PER_CELL planted values for each category x language (deterministic)."""
    return [s for s, _ in _generate()]


def benign_with_lang() -> list[tuple[str, str]]:
    """BENIGN_PER_LANG texts per language that hold no personal or secret value."""
    out: list[tuple[str, str]] = []
    for li, lang in enumerate(LANGS):
        c = _Ctx(BENIGN_SEED + li, faker_seed=BENIGN_SEED + li)
        tpls = [body for _, body in _parse(BENIGN[lang])]
        seen: set[str] = set()
        i = 0
        while len(seen) < BENIGN_PER_LANG:
            body = tpls[i % len(tpls)]
            i += 1
            for _ in range(5):
                text = _fill(c, lang, c.r.choice(BENIGN_PREFIX[lang]) + body)
                if text not in seen:
                    break
            else:
                continue
            seen.add(text)
            out.append((lang, text))
            if i > 100 * BENIGN_PER_LANG:  # pragma: no cover
                raise RuntimeError("benign generation stalled")
    return out


# ================================================================ self-check
def _selfcheck() -> None:
    import collections
    import time

    t0 = time.time()
    gen = _generate()
    ss = [s for s, _ in gen]
    assert len(ss) == PER_CELL * len(CATEGORIES) * len(LANGS), len(ss)
    cnt = collections.Counter((s.category, s.lang) for s in ss)
    assert all(cnt[(c, l)] == PER_CELL for c in CATEGORIES for l in LANGS), cnt
    kinds = collections.Counter()
    for s, kind in gen:
        v = s.value
        assert v and v == v.strip(), repr(s)
        assert s.text[s.start : s.end] == v and 0 <= s.start < s.end <= len(s.text), repr(s)
        assert not _MARK.search(s.text), repr(s)
        assert s.text.count(v) == 1, repr(s)
        if s.category == "financial" and kind == "card":
            assert _luhn_ok(v) and 13 <= sum(ch.isdigit() for ch in v) <= 19, v
            kinds["luhn"] += 1
        if s.category == "financial" and kind == "iban":
            assert _iban_ok(v), v
            kinds["iban"] += 1
        if s.category == "government_id" and kind == "cnid":
            assert _cnid_ok(v), v
            kinds["cnid"] += 1
        if s.category == "schedule":
            assert any(ch.isdigit() for ch in v) or any(ch in v for ch in "一二三四五六七八九十"), v
    for cat in CATEGORIES:
        for lang in LANGS:
            n = len(_templates(cat, lang))
            assert n >= 30, (cat, lang, n)
            bodies = {b for _, b in _templates(cat, lang)}
            assert len(bodies) == n, (cat, lang, "duplicate template")
            assert all(b.count("<<V>>") == 1 for b in bodies), (cat, lang)
    assert len({s.text for s in ss}) == len(ss), "duplicate sample texts"
    ben = benign_with_lang()
    bc = collections.Counter(l for l, _ in ben)
    assert all(bc[l] == BENIGN_PER_LANG for l in LANGS), bc
    assert len({t for _, t in ben}) == len(ben), "duplicate benign texts"
    assert all(not _MARK.search(t) for _, t in ben)
    # determinism
    assert [s for s, _ in _generate()] == ss
    assert benign_with_lang() == ben
    print(f"samples: {len(ss)} ({PER_CELL} per cell x {len(CATEGORIES)} categories x {len(LANGS)} languages)")
    print(f"benign: {len(ben)} ({dict(bc)})")
    print(f"checksums verified: Luhn {kinds['luhn']}, IBAN mod-97 {kinds['iban']}, CN resident ID {kinds['cnid']}")
    rr = random.Random(7)
    for cat in CATEGORIES:
        for lang in LANGS:
            cell = [s for s in ss if s.category == cat and s.lang == lang]
            for s in rr.sample(cell, 2):
                print(f"[{cat}/{lang}] value={s.value!r}\n    {s.text!r}")
    for lang in LANGS:
        for _, t in rr.sample([b for b in ben if b[0] == lang], 3):
            print(f"[benign/{lang}] {t!r}")
    print(f"self-check OK in {time.time() - t0:.1f}s")


if __name__ == "__main__":
    _selfcheck()
