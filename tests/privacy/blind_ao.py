# ruff: noqa
"""Blind evaluation corpus AO: personal journals, private notes and social/gaming life.

Domain: diary entries, notes-app pages, bullet journals, habit trackers, gratitude lists,
mood logs, travel journals, social-media drafts and DMs (Instagram, X, 微博, 小红书, 朋友圈,
豆瓣), forum posts, guild/clan chats, raid schedules, friend codes, Steam/Discord profile
notes, Minecraft/原神/王者荣耀 party chats, stream chat, dating-app chats, fan communities,
fitness and reading logs.

Style: messy and realistic: typos, emoji, hashtags, pinyin abbreviations (yyds, xswl, dd,
nbcs), full-width and half-width punctuation, markdown, bullet lists, JSON/CSV snippets,
line breaks and copy-pasted bits, in English ("en"), Chinese ("zh") and code-switched
English/Chinese ("mixed"). Every (category, lang) cell has 26+ templates of its own; the
value sits at the start, middle, end, on its own line, in parentheses, after a colon or
inside JSON/CSV, with and without cue words.

Seeds: AO_SEED = 140415. Cell i of CATEGORIES x LANGS (row-major) draws from
random.Random(AO_SEED + 101 * i); the benign texts of LANGS[j] from
random.Random(AO_SEED + 7000 + j). Every call rebuilds its state from these seeds. Faker is
not used (it is not installed in this project's environment): names, streets, places and
domains come from fixed pools in this file, and no value is drawn relative to today's date.

Written blind: the author never read the gate's source code, its tests, its other corpora
or its history, and never ran the gate.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
import time

try:
    from .blind_common import CATEGORIES, LANGS, Sample
except ImportError:  # run as a script
    import os, sys

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

PER_CELL = 250
BENIGN_PER_LANG = 400
AO_SEED = 140415
MIN_TEMPLATES = 25

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
URLSAFE = AN + "-_"
HEX = "0123456789abcdef"


def _r(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _luhn_complete(rng: random.Random, prefix: str, length: int) -> str:
    body = prefix + _r(rng, DG, length - len(prefix) - 1)
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


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


# --------------------------------------------------------------------------- name pools
EN_FIRST = (
    "Hannah Priya Dylan Marcus Chloe Tobias Imogen Rafael Naomi Declan Ingrid Mateo Esther "
    "Callum Yusuf Bethany Oskar Leona Thaddeus Fiona Desmond Keiko Anika Rowan Soren Greta "
    "Malik Tamsin Ezra Lucinda Barnaby Odette Caspian Marisol Dorian Zainab Lachlan Henrietta "
    "Emeka Noor Valentina Wesley Ximena Ambrose Petra Cormac Delphine Tariq Clementine "
    "Benedikt Rosalind Nikhil Saoirse Gideon Annika Florian Juniper Alistair Yolanda Kwame "
    "Siobhan Lorcan Bianca Evander Mirela Quentin Thea Jasper Harriet Leopold Cressida"
).split()
EN_LAST = (
    "Okafor Lindqvist Haverford Castellanos Pemberton Nakashima Brennan Delacroix Ashworth "
    "Kowalczyk Thornbury Vasquez Oyelaran Fairclough Mulligan Sandoval Whitlock Abernathy "
    "Rasmussen Gallagher Templeton Iwasaki Montgomery Petrovic Halvorsen Okonkwo Blackwood "
    "Carrington Fitzgerald Novak Underhill Szabo Larkspur Ferreira Hollingsworth Quigley "
    "Marchetti Dunmore Achterberg Kilbride Ramaswamy Beaumont Eriksen Wojcik Llewellyn "
    "Obi Tanaka Moreau Harcourt Lindgren Pritchard Vega Sutcliffe Mbeki Cavanagh Alvarado"
).split()
ZH_SURNAME = list(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛段雷侯龙史陶贺顾毛郝龚邵万严覃戴莫孔向汤"
)
ZH_GIVEN = list(
    "晓燕伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚英华玉萍红鹏飞婷雪琳宇浩欣怡佳子涵梓轩诗雨思远博文嘉然梦瑶俊凯瑞泽晨颖琪悦岚舒蕾昊彤璐莹倩志"
)
ZH_FAMOUS = {"李娜", "王菲", "刘翔", "杨幂", "赵薇", "周迅", "李白", "鲁迅", "张杰", "李宇春", "王力宏", "周杰", "孙俪", "杨洋", "李晨", "王源"}
PY_SURNAME = (
    "Zhang Wang Liu Chen Yang Huang Zhao Zhou Xu Sun Zhu Guo Lin Luo Zheng Liang Xie Song "
    "Tang Han Feng Deng Cao Peng Zeng Xiao Tian Dong Pan Jiang Cai Du Cheng Wei Shen Yao Qian"
).split()
PY_GIVEN = (
    "Xiaoyu Yuting Haoran Zixuan Jiayi Mingze Wenjing Ruoxi Yifan Siyu Zhiwei Junjie Shuang "
    "Xinyi Yutong Jingyi Haoyu Shiyu Mengqi Kaiwen Ziyi Yiran Tianyu Xueying Jiahui Rui Lingling"
).split()
EN_NICK_FIRST = (
    "Kevin Vivian Tony Cindy Jason Grace Eric Fiona Leo Iris Ryan Sharon Alex Wendy Jacky Coco "
    "Nancy Vincent Elaine Derek Joanna Sunny Bella Ivan"
).split()


def _zh_name(rng: random.Random, kind: str = "full") -> str:
    while True:
        if kind == "given":
            name = "".join(rng.choice(ZH_GIVEN) for _ in range(2))
        else:
            name = rng.choice(ZH_SURNAME) + "".join(
                rng.choice(ZH_GIVEN) for _ in range(rng.choice((1, 2, 2)))
            )
        if name not in ZH_FAMOUS and len(set(name)) == len(name):
            return name


def _person(rng: random.Random, lang: str, kind: str) -> str:
    if lang == "en" or (lang == "mixed" and kind in ("first", "last", "enfull")):
        if kind == "first":
            return rng.choice(EN_FIRST)
        if kind == "last":
            return rng.choice(EN_LAST)
        if kind in ("full", "enfull"):
            return f"{rng.choice(EN_FIRST)} {rng.choice(EN_LAST)}"
        r = rng.random()
        if r < 0.45:
            return f"{rng.choice(EN_FIRST)} {rng.choice(EN_LAST)}"
        if r < 0.85:
            return rng.choice(EN_FIRST)
        return f"{rng.choice(EN_FIRST)} {rng.choice(EN_LAST)[0]}."
    if lang == "zh":
        if kind == "given":
            return _zh_name(rng, "given")
        if kind == "full":
            return _zh_name(rng)
        return _zh_name(rng) if rng.random() < 0.8 else _zh_name(rng, "given")
    # mixed: Chinese characters, pinyin, or English first name + pinyin surname
    if kind == "given":
        return _zh_name(rng, "given")
    r = rng.random()
    if kind == "full":
        r = min(r, 0.79)
    if r < 0.35:
        return _zh_name(rng)
    if r < 0.55:
        return f"{rng.choice(PY_SURNAME)} {rng.choice(PY_GIVEN)}"
    if r < 0.7:
        return f"{rng.choice(PY_GIVEN)} {rng.choice(PY_SURNAME)}"
    if r < 0.8:
        return f"{rng.choice(EN_NICK_FIRST)} {rng.choice(PY_SURNAME)}"
    return rng.choice(EN_FIRST + EN_NICK_FIRST)


# --------------------------------------------------------------------------- secrets
SECRET_KINDS = (
    "aws ghp ghpat slack openai anthropic stripe google hf sendgrid telegram discordbot "
    "twitch jwt riot notion hex b62"
).split()


def _jwt(rng: random.Random) -> str:
    head = rng.choice(({"alg": "HS256", "typ": "JWT"}, {"alg": "RS256", "typ": "JWT"}))
    payload = {
        "sub": str(rng.randint(10**7, 10**9)),
        "iat": rng.randint(1_600_000_000, 1_700_000_000),
        "scope": rng.choice(["read", "user:read", "profile", "session"]),
    }
    payload["exp"] = payload["iat"] + rng.choice([3600, 86400, 604800])
    h = _b64url(json.dumps(head, separators=(",", ":")).encode())
    p = _b64url(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{_r(rng, URLSAFE, 43)}"


def _pem(rng: random.Random) -> str:
    kind = rng.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    b64 = AN + "+/"
    lines = []
    first = "b3BlbnNzaC1rZXktdjEAAAAA" if kind.startswith("OPENSSH") else "MII"
    body = first + _r(rng, b64, 64 * rng.randint(3, 6) + rng.randint(10, 50) - len(first))
    width = 70 if kind.startswith("OPENSSH") else 64
    for i in range(0, len(body), width):
        lines.append(body[i : i + width])
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def _secret(rng: random.Random, lang: str, kind: str) -> str:
    if kind == "*":
        kind = rng.choice(SECRET_KINDS)
    if kind == "aws":
        return "AKIA" + _r(rng, UP + "234567", 16)
    if kind == "awssecret":
        return _r(rng, AN + "/+", 40)
    if kind == "ghp":
        return rng.choice(["ghp_", "ghp_", "gho_"]) + _r(rng, AN, 36)
    if kind == "ghpat":
        return "github_pat_11" + _r(rng, UP + DG, 20) + "_" + _r(rng, AN, 59)
    if kind == "slack":
        if rng.random() < 0.6:
            return f"xoxb-{_r(rng, DG, 12)}-{_r(rng, DG, 13)}-{_r(rng, AN, 24)}"
        return f"xoxp-{_r(rng, DG, 12)}-{_r(rng, DG, 12)}-{_r(rng, DG, 13)}-{_r(rng, HEX, 32)}"
    if kind == "openai":
        if rng.random() < 0.6:
            return "sk-proj-" + _r(rng, URLSAFE, rng.choice([48, 64, 120]))
        return "sk-" + _r(rng, AN, 20) + "T3BlbkFJ" + _r(rng, AN, 20)
    if kind == "anthropic":
        return "sk-ant-api03-" + _r(rng, URLSAFE, 93) + "AA"
    if kind == "stripe":
        return rng.choice(["sk_live_", "sk_live_", "rk_live_"]) + _r(rng, AN, rng.choice([24, 34, 99]))
    if kind == "google":
        return "AIza" + _r(rng, URLSAFE, 35)
    if kind == "hf":
        return "hf_" + _r(rng, AN, 34)
    if kind == "sendgrid":
        return "SG." + _r(rng, URLSAFE, 22) + "." + _r(rng, URLSAFE, 43)
    if kind == "telegram":
        return f"{rng.randint(10**8, 8 * 10**9)}:AA{_r(rng, URLSAFE, 33)}"
    if kind == "discordbot":
        uid = str(rng.randint(10**17, 13 * 10**17)).encode()
        return f"{_b64url(uid)}.{_r(rng, URLSAFE, 6)}.{_r(rng, URLSAFE, 38)}"
    if kind == "twitch":
        return "oauth:" + _r(rng, LO + DG, 30)
    if kind == "jwt":
        return _jwt(rng)
    if kind == "pem":
        return _pem(rng)
    if kind == "riot":
        return "RGAPI-" + "-".join(_r(rng, HEX, n) for n in (8, 4, 4, 4, 12))
    if kind == "notion":
        return rng.choice(["secret_", "ntn_"]) + _r(rng, AN, 43)
    if kind == "hex":
        return _r(rng, HEX.upper() if rng.random() < 0.3 else HEX, rng.choice([32, 40, 64]))
    if kind == "b62":
        return _r(rng, AN, rng.choice([32, 40, 48]))
    if kind == "urlpw":
        return _r(rng, AN, rng.randint(10, 14)) + rng.choice(["", "-", "_", "~"]) + _r(rng, AN, rng.randint(3, 8))
    raise KeyError(kind)


# --------------------------------------------------------------------------- passwords
PW_EN = (
    "sunflower mochi pancake bluebird tigerlily dragon kitkat maple snowball pepper biscuit "
    "cosmo nebula pumpkin marmalade bubbles lemon falcon ramen taco koala ginger walnut "
    "cobalt otter kimchi sushi waffle pickle gecko hazel"
).split()
PW_PY = (
    "woaini xiaomao wangcai baobei tiantian xingxing doudou yueliang taiyang huahua qiqi "
    "tangtang niuniu guaiguai kele naicha huoguo jiayou xiaoxiong mianmian"
).split()
PHRASE_W = (
    "purple otter lantern velvet orbit tangerine canyon marble pickle thunder meadow copper "
    "falcon noodle harbor violet cactus ember walrus pixel glacier saffron"
).split()
LEET = str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"})


def _password(rng: random.Random, lang: str, kind: str) -> str:
    if kind == "pin":
        while True:
            p = _r(rng, DG, rng.choice([6, 6, 8]))
            if len(set(p)) > 3:
                return p
    if kind == "phrase":
        words = rng.sample(PHRASE_W, rng.choice([3, 4]))
        sep = rng.choice(["-", "-", " ", "."])
        s = sep.join(words)
        return s + (sep + str(rng.randint(2, 99)) if rng.random() < 0.6 else "")
    pool = PW_EN if lang == "en" else PW_PY if lang == "zh" else PW_EN + PW_PY
    w = rng.choice(pool)
    r = rng.random()
    if r < 0.18:
        return w.capitalize() + rng.choice("#!@$*_.") + str(rng.randint(1975, 2012))
    if r < 0.34:
        return w + str(rng.randint(10, 9999)) + rng.choice(["!", "!!", "?", "", "#"])
    if r < 0.46:
        return w.translate(LEET).capitalize() + "_" + str(rng.randint(1, 99))
    if r < 0.58:
        w2 = rng.choice(pool)
        return w.capitalize() + w2.capitalize() + str(rng.randint(10, 99))
    if r < 0.72:
        return _r(rng, LO, 1) + "".join(rng.choice(AN + "!@#$%^&*") for _ in range(rng.randint(11, 15)))
    if r < 0.86:
        return w + rng.choice(["520", "1314", "0614", "1022", "0308", "888", "2468"]) + rng.choice(["", "", "!"])
    return _r(rng, UP, 1) + _r(rng, LO, 2) + rng.choice("@#.") + str(rng.randint(1980, 2006)) + f"{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"


# --------------------------------------------------------------------------- email
EMAIL_DOM_EN = "gmail.com outlook.com hotmail.com yahoo.com icloud.com proton.me protonmail.com hotmail.co.uk btinternet.com fastmail.com me.com aol.com".split()
EMAIL_DOM_ZH = "qq.com 163.com 126.com foxmail.com sina.com sina.cn yeah.net aliyun.com 139.com outlook.com gmail.com".split()
HANDLE_A = "moon lazy tiny salty cozy sleepy fuzzy neon quiet lucky frosty spicy rusty misty pixel velvet cosmic wild".split()
HANDLE_B = "panda fox otter toast noodle fern moth bean owl kitsune biscuit dumpling raven turnip comet sprout mochi gecko".split()


def _handle(rng: random.Random) -> str:
    a, b = rng.choice(HANDLE_A), rng.choice(HANDLE_B)
    r = rng.random()
    if r < 0.25:
        return f"{a}_{b}{rng.randint(1, 999)}"
    if r < 0.45:
        return f"{a}{b.capitalize()}{rng.randint(10, 99)}"
    if r < 0.6:
        return f"{a}.{b}"
    if r < 0.72:
        return f"xX{a.capitalize()}{b.capitalize()}Xx"
    if r < 0.84:
        return f"{b}_{rng.choice(PW_PY)}"
    return f"{a}{b}_{rng.choice(['art', 'draws', 'reads', 'plays', 'gg', 'ttv', 'jp'])}"


def _email(rng: random.Random, lang: str, kind: str) -> str:
    r = rng.random()
    zhish = lang == "zh" or (lang == "mixed" and rng.random() < 0.5)
    if zhish and r < 0.3:
        return f"{rng.randint(10**7, 3 * 10**9)}@qq.com"
    if zhish:
        s, g = rng.choice(PY_SURNAME).lower(), rng.choice(PY_GIVEN).lower()
        local = rng.choice([f"{g}{s}{rng.randint(80, 99)}", f"{s}.{g}", f"{s}{g}{rng.randint(1, 2024)}", _handle(rng).lower(), f"{g}_{s}"])
        dom = rng.choice(EMAIL_DOM_ZH)
    else:
        f, l = rng.choice(EN_FIRST).lower(), rng.choice(EN_LAST).lower()
        local = rng.choice([f"{f}.{l}", f"{f}{l[0]}{rng.randint(80, 99)}", f"{f[0]}{l}", _handle(rng).lower(), f"{f}_{l}{rng.randint(1, 9)}", f"{f}.{l}"])
        if r > 0.85:
            local += "+" + rng.choice(["steam", "discord", "games", "news", "shop"])
        dom = rng.choice(EMAIL_DOM_EN)
    if rng.random() < 0.08:
        local = local.capitalize()
    return f"{local}@{dom}"


# --------------------------------------------------------------------------- phone
US_AREA = "212 415 312 617 206 512 303 404 646 718 917 213 310 702 503 612 214 713 305 267 720 971 508 919".split()
CN_MOB = "130 131 132 133 135 136 137 138 139 150 151 152 155 156 157 158 159 166 173 176 177 178 180 181 182 183 185 186 187 188 189 198 199".split()
CN_AREA = ["010", "021", "020", "0755", "0571", "028", "027", "025", "029", "023"]


def _us_local(rng: random.Random) -> tuple[str, str, str]:
    while True:
        ex = rng.randint(201, 989)
        if ex != 555 and ex % 100 != 11:
            break
    return rng.choice(US_AREA), str(ex), _r(rng, DG, 4)


def _phone(rng: random.Random, lang: str, kind: str) -> str:
    if kind == "*":
        if lang == "en":
            kind = rng.choice(["us", "us", "us", "uk", "uk", "intl"])
        elif lang == "zh":
            kind = rng.choice(["cn", "cn", "cn", "cn", "cnland"])
        else:
            kind = rng.choice(["cn", "cn", "us", "uk", "intl", "cnland"])
    if kind == "us":
        a, b, c = _us_local(rng)
        return rng.choice([f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"{a}.{b}.{c}", f"+1 {a} {b} {c}", f"+1 ({a}) {b}-{c}", f"1-{a}-{b}-{c}", f"{a}{b}{c}"])
    if kind == "ext":
        a, b, c = _us_local(rng)
        return f"({a}) {b}-{c}" + rng.choice([" ext. ", " x", " ext ", ", ext. "]) + str(rng.randint(2, 4999))
    if kind == "uk":
        if rng.random() < 0.7:
            p, q = "7" + rng.choice(["911", "700", "456", "825", "398", "547", "312", "969"]), _r(rng, DG, 6)
            return rng.choice([f"0{p} {q}", f"+44 {p} {q}", f"+44 (0){p} {q[:3]} {q[3:]}", f"0{p}{q}", f"0{p}-{q}"])
        a = rng.choice(["113", "161", "117", "131", "121", "114", "115"])
        q = _r(rng, "2345689", 1) + _r(rng, DG, 6)
        return rng.choice([f"0{a} {q[:3]} {q[3:]}", f"+44 {a} {q[:3]} {q[3:]}"])
    if kind == "cn":
        p, q, s = rng.choice(CN_MOB), _r(rng, DG, 4), _r(rng, DG, 4)
        return rng.choice([f"{p}{q}{s}", f"{p}{q}{s}", f"{p} {q} {s}", f"{p}-{q}-{s}", f"+86 {p} {q} {s}", f"+86-{p}{q}{s}", f"(+86){p}{q}{s}", f"+86 {p}{q}{s}", f"0086 {p} {q} {s}"])
    if kind == "cnland":
        a = rng.choice(CN_AREA)
        n = _r(rng, "2345678", 1) + _r(rng, DG, 7)
        base = rng.choice([f"{a}-{n}", f"{a}-{n[:4]} {n[4:]}", f"({a}){n}", f"{a} {n}"])
        return base + (rng.choice(["转", " 转 ", "-"]) + str(rng.randint(100, 899)) if rng.random() < 0.3 else "")
    if kind == "intl":
        return rng.choice([
            f"+33 6 {_r(rng, DG, 2)} {_r(rng, DG, 2)} {_r(rng, DG, 2)} {_r(rng, DG, 2)}",
            f"+49 15{rng.randint(1, 9)} {_r(rng, DG, 8)}",
            f"+81 90-{_r(rng, DG, 4)}-{_r(rng, DG, 4)}",
            f"+61 4{_r(rng, DG, 2)} {_r(rng, DG, 3)} {_r(rng, DG, 3)}",
            f"+65 9{_r(rng, DG, 3)} {_r(rng, DG, 4)}",
            f"+852 6{_r(rng, DG, 3)} {_r(rng, DG, 4)}",
            f"+886 9{_r(rng, DG, 2)} {_r(rng, DG, 3)} {_r(rng, DG, 3)}",
            f"+34 6{_r(rng, DG, 2)} {_r(rng, DG, 3)} {_r(rng, DG, 3)}",
            f"+1 ({rng.choice(['416', '604', '514'])}) {rng.randint(201, 989)}-{_r(rng, DG, 4)}",
        ])
    raise KeyError(kind)


# --------------------------------------------------------------------------- address / geo
US_STREET = "Maple Oak Cedar Linden Hawthorne Willow Birch Juniper Magnolia Chestnut Sycamore Alder Laurel Aspen Poplar Harbor Ridge Orchard Meadow Brookside Fairview Lakeview Hillcrest Garfield Kenwood Elmhurst Prospect Dover Carroll Wabash".split()
US_SUF = "St Street Ave Avenue Rd Road Ln Lane Dr Drive Ct Blvd Way Pl Terrace".split()
US_CITY = [("Portland", "OR", "972"), ("Austin", "TX", "787"), ("Denver", "CO", "802"), ("Columbus", "OH", "432"), ("Madison", "WI", "537"), ("Raleigh", "NC", "276"), ("Sacramento", "CA", "958"), ("Brooklyn", "NY", "112"), ("Somerville", "MA", "021"), ("Ann Arbor", "MI", "481"), ("Boise", "ID", "837"), ("Tucson", "AZ", "857"), ("Minneapolis", "MN", "554"), ("Pittsburgh", "PA", "152")]
UK_STREET = "Carlton Road|Elm Grove|Church Lane|Mill Lane|Park Avenue|Station Road|Queens Road|Beech Close|Orchard Way|Hawthorn Gardens|Albert Terrace|Chapel Street|Kingsway|Westbourne Road|Meadow Rise|Foxglove Close|Granby Street|Belmont Avenue".split("|")
UK_TOWN = [("Leeds", "LS"), ("Bristol", "BS"), ("Manchester", "M"), ("Sheffield", "S"), ("Nottingham", "NG"), ("Brighton", "BN"), ("Edinburgh", "EH"), ("Cardiff", "CF"), ("Glasgow", "G"), ("Oxford", "OX"), ("York", "YO"), ("Norwich", "NR"), ("London", "SE"), ("London", "N")]
CN_PLACES = [("浙江省", "杭州市", ["西湖区", "拱墅区", "滨江区", "余杭区"]), ("广东省", "深圳市", ["南山区", "福田区", "宝安区", "龙华区"]), ("广东省", "广州市", ["天河区", "海珠区", "越秀区"]), ("江苏省", "南京市", ["鼓楼区", "玄武区", "建邺区"]), ("四川省", "成都市", ["武侯区", "锦江区", "高新区"]), ("湖北省", "武汉市", ["洪山区", "江汉区", "武昌区"]), ("", "北京市", ["朝阳区", "海淀区", "丰台区", "西城区"]), ("", "上海市", ["徐汇区", "浦东新区", "静安区", "杨浦区"]), ("陕西省", "西安市", ["雁塔区", "碑林区"]), ("湖南省", "长沙市", ["岳麓区", "开福区"]), ("福建省", "厦门市", ["思明区", "湖里区"])]
CN_ROAD = "文三路 建设路 人民路 解放路 幸福路 青年路 长江路 和平街 桂花路 枫林路 学院路 滨河路 新华路 光明街 丹桂街 紫荆路 东风路 安康路 银杏路 柳岸路".split()
CN_ESTATE = "阳光花园 锦绣家园 翠苑 金色家园 万科城 绿城桂花苑 碧水湾 梧桐苑 紫金城 明珠花园 书香苑 御景园 春晓小区 东方名都".split()
PY_ROAD = "Caoxi North Rd|Wensan Rd|Jianshe Rd|Xinhua Rd|Binhe Rd|Xueyuan Rd|Guanghua Rd|Yinxing Rd".split("|")
PY_DIST = [("Xuhui District", "Shanghai"), ("Xihu District", "Hangzhou"), ("Nanshan District", "Shenzhen"), ("Wuhou District", "Chengdu"), ("Haidian District", "Beijing"), ("Tianhe District", "Guangzhou")]
CITY_CENTRES_EN = [(45.52, -122.68), (30.27, -97.74), (39.74, -104.99), (53.80, -1.55), (51.45, -2.59), (53.48, -2.24), (55.95, -3.19), (43.07, -89.40), (42.39, -71.10), (51.51, -0.12)]
CITY_CENTRES_ZH = [(30.27, 120.15), (22.54, 114.06), (23.13, 113.26), (32.06, 118.80), (30.66, 104.07), (30.59, 114.31), (39.91, 116.40), (31.23, 121.47), (34.34, 108.94), (24.48, 118.09)]
CN_POST = ["100", "200", "310", "510", "518", "610", "430", "210", "710", "400", "410", "361"]
W3W = "filled count soap index lamp river crisp jolly mango torch vivid plank hidden sofa orbit tulip bravo quiet glass fancy".split()


def _uk_pc(rng: random.Random, area: str | None = None) -> str:
    area = area or rng.choice(UK_TOWN)[1]
    inward = _r(rng, DG, 1) + _r(rng, "ABDEFGHJLNPQRSTUWXYZ", 2)
    return f"{area}{rng.randint(1, 19)} {inward}"


def _us_zip(rng: random.Random, prefix: str | None = None) -> str:
    prefix = prefix or rng.choice(US_CITY)[2]
    return prefix + _r(rng, DG, 2)


def _cn_addr_core(rng: random.Random, with_prov: bool) -> str:
    prov, city, dists = rng.choice(CN_PLACES)
    dist = rng.choice(dists)
    head = (prov if with_prov else "") + city + dist
    road = rng.choice(CN_ROAD) + f"{rng.randint(1, 999)}号"
    tail = ""
    r = rng.random()
    if r < 0.75:
        tail = rng.choice(CN_ESTATE) + rng.choice([f"{rng.randint(1, 30)}栋", f"{rng.randint(1, 20)}幢", f"{rng.randint(1, 30)}号楼"])
        tail += rng.choice([f"{rng.randint(1, 6)}单元", ""]) + f"{rng.randint(1, 32)}{rng.randint(1, 6):02d}" + rng.choice(["室", "室", ""])
    sep = rng.choice(["", "", " "])
    return head + sep + road + (sep + tail if tail else "")


def _address(rng: random.Random, lang: str, kind: str) -> str:
    if kind == "*":
        kind = {"en": rng.choice(["us", "us", "uk", "uk", "usline", "ukline"]), "zh": rng.choice(["cn", "cn", "cn", "cnshort"]), "mixed": rng.choice(["cn", "cn", "cnshort", "py", "us", "uk"])}[lang]
    if kind in ("us", "usline"):
        num = rng.randint(12, 9899)
        line = f"{num} {rng.choice(US_STREET)} {rng.choice(US_SUF)}"
        if rng.random() < 0.35:
            line += rng.choice([", Apt ", " Apt ", " #", ", Unit "]) + str(rng.randint(1, 40)) + rng.choice(["", "B", "C"])
        if kind == "usline":
            return line
        city, st, z = rng.choice(US_CITY)
        return f"{line}, {city}, {st} {_us_zip(rng, z)}"
    if kind in ("uk", "ukline"):
        line = f"{rng.randint(1, 180)} {rng.choice(UK_STREET)}"
        if rng.random() < 0.3:
            line = f"Flat {rng.randint(1, 12)}, " + line
        if kind == "ukline":
            return line
        town, area = rng.choice(UK_TOWN)
        return f"{line}, {town} {_uk_pc(rng, area)}"
    if kind == "cn":
        return _cn_addr_core(rng, rng.random() < 0.5)
    if kind == "cnshort":
        return rng.choice(CN_ESTATE) + rng.choice([f"{rng.randint(1, 30)}栋", f"{rng.randint(1, 30)}号楼"]) + f"{rng.randint(1, 6)}单元{rng.randint(1, 32)}{rng.randint(1, 6):02d}" + rng.choice(["室", ""])
    if kind == "py":
        dist, city = rng.choice(PY_DIST)
        return f"Rm {rng.randint(1, 32)}{rng.randint(1, 6):02d}, Bldg {rng.randint(1, 20)}, {rng.randint(1, 999)} {rng.choice(PY_ROAD)}, {dist}, {city}"
    raise KeyError(kind)


def _coord(rng: random.Random, lang: str, compact: bool = False, dms_only: bool = False) -> str:
    centres = CITY_CENTRES_EN if lang == "en" else CITY_CENTRES_ZH if lang == "zh" else rng.choice([CITY_CENTRES_EN, CITY_CENTRES_ZH])
    lat0, lon0 = rng.choice(centres)
    lat, lon = lat0 + rng.uniform(-0.06, 0.06), lon0 + rng.uniform(-0.06, 0.06)
    d = rng.choice([4, 5, 6])
    if compact:
        return f"{lat:.{d}f},{lon:.{d}f}"
    r = 1.0 if dms_only else rng.random()
    if r < 0.35:
        return f"{lat:.{d}f}, {lon:.{d}f}"
    if r < 0.5:
        return f"{lat:.{d}f},{lon:.{d}f}"
    if r < 0.75:
        return f"{abs(lat):.{d}f}° {'N' if lat >= 0 else 'S'}, {abs(lon):.{d}f}° {'E' if lon >= 0 else 'W'}"

    def dms(x: float, pos: str, neg: str) -> str:
        a = abs(x)
        deg = int(a)
        mins = int((a - deg) * 60)
        sec = (a - deg - mins / 60) * 3600
        return f"{deg}°{mins:02d}'{sec:04.1f}\"{pos if x >= 0 else neg}"

    return f"{dms(lat, 'N', 'S')} {dms(lon, 'E', 'W')}"


def _geo(rng: random.Random, lang: str, kind: str) -> str:
    if kind == "*":
        kind = {"en": rng.choice(["coord", "zip", "ukpc", "coord", "zip4"]), "zh": rng.choice(["coord", "cnpc", "cnpc"]), "mixed": rng.choice(["coord", "cnpc", "zip", "ukpc"])}[lang]
    if kind == "coord":
        return _coord(rng, lang)
    if kind == "coordc":
        return _coord(rng, lang, compact=True)
    if kind == "dms":
        return _coord(rng, lang, dms_only=True)
    if kind == "zip":
        return _us_zip(rng)
    if kind == "zip4":
        return _us_zip(rng) + "-" + _r(rng, DG, 4)
    if kind == "ukpc":
        return _uk_pc(rng)
    if kind == "cnpc":
        return rng.choice(CN_POST) + _r(rng, DG, 3)
    if kind == "capc":
        return f"{rng.choice('KLMNTV')}{rng.randint(1, 9)}{rng.choice('ABCEGHJKLMNPRSTVXY')} {rng.randint(1, 9)}{rng.choice('ABCEGHJKLMNPRSTVWXYZ')}{rng.randint(0, 9)}"
    if kind == "w3w":
        return ".".join(rng.sample(W3W, 3))
    if kind == "plus":
        a = "23456789CFGHJMPQRVWX"
        return _r(rng, "6789C", 1) + _r(rng, a, 7) + "+" + _r(rng, a, rng.choice([2, 3]))
    if kind == "corner":
        s1, s2 = rng.sample(US_STREET, 2)
        return f"{s1} {rng.choice(['St', 'Ave', 'Rd'])} {rng.choice(['&', 'and', '/'])} {s2} {rng.choice(['St', 'Ave', 'Ln'])}"
    if kind == "zhcorner":
        r1, r2 = rng.sample(CN_ROAD, 2)
        return f"{r1}{rng.choice(['和', '与', '跟'])}{r2}{rng.choice(['交叉口', '路口', '十字路口', '交叉口东北角'])}"
    if kind == "gate":
        return rng.choice(CN_ESTATE) + rng.choice(["北门", "南门", "东门", "西门", "3号门"])
    raise KeyError(kind)


# --------------------------------------------------------------------------- government ids
#: district codes with the first birth year for which each is in use (older births there carry
#: codes of predecessor districts), so every generated ID is plausible as well as checksummed
CN_REGION = {
    "110101": 1965, "110102": 1965, "110105": 1965, "110106": 1965, "110108": 1965, "120101": 1965,
    "310104": 1965, "310105": 1965, "310106": 1965, "310110": 1965, "310112": 1981, "310115": 1992,
    "320102": 1983, "320106": 1983, "330102": 1983, "330106": 1983, "330108": 1996, "440103": 1983,
    "440106": 1985, "440304": 1983, "440305": 1983, "510104": 1990, "510107": 1990, "420106": 1983,
    "420111": 1983, "610113": 1983, "500103": 1997, "350203": 1983, "430104": 1983, "370102": 1983,
    "210102": 1983,
}
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def _cn_id(rng: random.Random) -> str:
    code = rng.choice(sorted(CN_REGION))
    year = rng.randint(CN_REGION[code], 2006)
    body = code + f"{year}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}" + _r(rng, DG, 3)
    s = sum(int(c) * w for c, w in zip(body, CN_W))
    return body + "10X98765432"[s % 11]


def _ssn(rng: random.Random) -> str:
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    g, s = rng.randint(1, 99), rng.randint(1, 9999)
    return rng.choice([f"{a:03d}-{g:02d}-{s:04d}"] * 3 + [f"{a:03d} {g:02d} {s:04d}", f"{a:03d}{g:02d}{s:04d}"])


def _gov(rng: random.Random, lang: str, kind: str) -> str:
    if kind == "*":
        kind = {"en": rng.choice(["ssn", "ssn", "passus", "dlca", "nino"]), "zh": "cnid", "mixed": rng.choice(["cnid", "cnid", "ssn"])}[lang]
    if kind == "ssn":
        return _ssn(rng)
    if kind == "cnid":
        v = _cn_id(rng)
        return v if rng.random() < 0.88 else f"{v[:6]} {v[6:14]} {v[14:]}"
    if kind == "passus":
        return rng.choice(["5", "6", "A", "5"]) + _r(rng, DG, 8)
    if kind == "passcn":
        return rng.choice(["E" + _r(rng, DG, 8), "E" + rng.choice("ABCDEFGH") + _r(rng, DG, 7), "G" + _r(rng, DG, 8)])
    if kind == "passuk":
        return str(rng.randint(1, 5)) + _r(rng, DG, 8)
    if kind == "pass":
        return _gov(rng, lang, rng.choice(["passus", "passcn", "passuk"]))
    if kind == "hkmo":
        return "C" + rng.choice("ABCDEFGHJKLMN") + _r(rng, DG, 7)
    if kind == "dlca":
        return rng.choice(UP) + _r(rng, DG, 7)
    if kind == "dlny":
        d = _r(rng, DG, 9)
        return rng.choice([d, f"{d[:3]} {d[3:6]} {d[6:]}"])
    if kind == "dlfl":
        return f"{rng.choice(UP)}{_r(rng, DG, 3)}-{_r(rng, DG, 3)}-{_r(rng, DG, 2)}-{_r(rng, DG, 3)}-{rng.randint(0, 9)}"
    if kind == "dluk":
        sur = rng.choice(EN_LAST).upper()[:5].ljust(5, "9")
        y = rng.randint(1960, 2004)
        m = rng.randint(1, 12) + rng.choice([0, 50])
        return f"{sur}{str(y)[2]}{m:02d}{rng.randint(1, 28):02d}{str(y)[3]}{rng.choice(UP)}{rng.choice(UP + '9')}{rng.randint(1, 9)}{_r(rng, UP, 2)}"
    if kind == "dl":
        return _gov(rng, lang, rng.choice(["dlca", "dlny", "dlfl", "dluk"]))
    if kind == "nino":
        p1 = rng.choice("ABCEGHJKLMNPRSTWXYZ")
        p2 = rng.choice("ABCEGHJKLMNPRSTWXYZ".replace("O", ""))
        d = _r(rng, DG, 6)
        s = rng.choice("ABCD")
        return rng.choice([f"{p1}{p2}{d}{s}", f"{p1}{p2} {d[:2]} {d[2:4]} {d[4:]} {s}"])
    raise KeyError(kind)


# --------------------------------------------------------------------------- financial
IBAN_SPEC = {
    "GB": lambda rng: rng.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ"]) + _r(rng, DG, 14),
    "DE": lambda rng: _r(rng, DG, 18),
    "AT": lambda rng: _r(rng, DG, 16),
    "NL": lambda rng: rng.choice(["ABNA", "INGB", "RABO", "TRIO", "BUNQ", "KNAB"]) + _r(rng, DG, 10),
    "CH": lambda rng: _r(rng, DG, 17),
    "IE": lambda rng: rng.choice(["AIBK", "BOFI"]) + _r(rng, DG, 14),
}


def _iban(rng: random.Random) -> str:
    cc = rng.choice(list(IBAN_SPEC))
    bban = IBAN_SPEC[cc](rng)
    num = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
    check = 98 - int(num) % 97
    iban = f"{cc}{check:02d}{bban}"
    if rng.random() < 0.55:
        return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))
    return iban


def _card(rng: random.Random, lang: str) -> str:
    net = rng.choice(["visa", "mc", "amex", "unionpay"] if lang != "en" else ["visa", "visa", "mc", "amex"])
    if net == "amex":
        n = _luhn_complete(rng, rng.choice(["34", "37"]), 15)
        sep = rng.choice([" ", "-", ""])
        return sep.join([n[:4], n[4:10], n[10:]])
    if net == "unionpay":
        n = _luhn_complete(rng, rng.choice(["6222", "6217", "6228", "6212", "6214"]), rng.choice([16, 19]))
    elif net == "mc":
        n = _luhn_complete(rng, str(rng.randint(51, 55)), 16)
    else:
        n = _luhn_complete(rng, "4", 16)
    sep = rng.choice([" ", " ", "-", ""])
    return sep.join(n[i : i + 4] for i in range(0, len(n), 4))


def _fin(rng: random.Random, lang: str, kind: str) -> str:
    if kind == "*":
        kind = rng.choice(["card", "card", "iban"] if lang != "zh" else ["card", "cncard"])
    if kind == "card":
        return _card(rng, lang)
    if kind == "cncard":
        n = _luhn_complete(rng, rng.choice(["6222", "6217", "6228", "6212", "6214", "6225"]), rng.choice([16, 19, 19]))
        return rng.choice([n, " ".join(n[i : i + 4] for i in range(0, len(n), 4))])
    if kind == "iban":
        return _iban(rng)
    if kind == "acctus":
        return _r(rng, "123456789", 1) + _r(rng, DG, rng.randint(8, 11))
    if kind == "acctuk":
        return _r(rng, "123456789", 1) + _r(rng, DG, 7)
    raise KeyError(kind)


# --------------------------------------------------------------------------- usernames
ZH_NICK_A = "橘子味的 半糖 清风 奶茶不加冰 熬夜 咸鱼 小鹿乱撞的 月亮上的 一只 不吃香菜的 会飞的 失眠的".split()
ZH_NICK_B = "猫 少女 小熊 咸鱼 兔子 鲸鱼 狐狸 土豆 汤圆 星星 橙子 考拉".split()


def _username(rng: random.Random, lang: str, kind: str) -> str:
    if kind == "*":
        kind = rng.choice(["handle", "handle", "discord", "gamertag"] if lang == "en" else ["wechat", "qq", "zhnick", "handle"] if lang == "zh" else ["handle", "wechat", "qq", "discord", "zhnick"])
    if kind == "handle":
        return _handle(rng)
    if kind == "discord":
        return (_handle(rng).replace(".", "_")) + "#" + _r(rng, DG, 4) if rng.random() < 0.6 else _handle(rng).lower().replace("-", "_")
    if kind == "gamertag":
        a, b = rng.choice(HANDLE_A).capitalize(), rng.choice(HANDLE_B).capitalize()
        return rng.choice([f"{a} {b} {rng.randint(10, 9999)}", f"{a}{b}{rng.randint(1, 99)}", f"xX{a}{b}Xx", f"{a}_{b}_{rng.randint(1, 99)}"])
    if kind == "psn":
        return f"{rng.choice(HANDLE_A)}-{rng.choice(HANDLE_B)}_{rng.randint(1, 99)}"
    if kind == "steamcode":
        return str(rng.randint(10**7, 2 * 10**9))
    if kind == "steam64":
        return "7656119" + _r(rng, DG, 10)
    if kind == "switch":
        return f"SW-{_r(rng, DG, 4)}-{_r(rng, DG, 4)}-{_r(rng, DG, 4)}"
    if kind == "riot":
        a, b = rng.choice(HANDLE_A), rng.choice(HANDLE_B)
        return f"{a}{b}#{rng.choice([_r(rng, DG, 4), rng.choice(['EUW', 'NA1', 'KR1', 'moth', 'zzz'])])}"
    if kind == "uid":
        return rng.choice("125678") + _r(rng, DG, 8)
    if kind == "qq":
        return str(rng.randint(10**7, 3 * 10**9))
    if kind == "wechat":
        s, g = rng.choice(PY_SURNAME).lower(), rng.choice(PY_GIVEN).lower()
        return rng.choice([f"{g}_{s}{rng.randint(88, 2005)}", f"wxid_{_r(rng, LO + DG, 14)}", f"{s}{g}{rng.randint(1, 999)}", f"{rng.choice(PW_PY)}-{rng.randint(100, 9999)}", f"{g[:3]}{s}_{_r(rng, LO, 2)}"])
    if kind == "xhs":
        return rng.choice([str(rng.randint(10**8, 10**10 - 1)), f"{rng.choice(PW_PY)}{rng.randint(100, 999)}{_r(rng, LO, 2)}"])
    if kind == "douyin":
        return rng.choice([f"dy{_r(rng, LO + DG, 9)}", f"{rng.choice(PW_PY)}_{rng.randint(10, 9999)}", str(rng.randint(10**8, 10**10 - 1))])
    if kind == "bili":
        return str(rng.randint(10**6, 2 * 10**9))
    if kind in ("zhnick", "weibo"):
        return rng.choice(ZH_NICK_A) + rng.choice(ZH_NICK_B) + rng.choice(["", "", "丶", "_", str(rng.randint(1, 99))])
    raise KeyError(kind)


# --------------------------------------------------------------------------- home paths
PATH_USERS = "mira jchen linxy dana.k tobiasw hzhang olive kpatel wenjing rowan.f nikos sasha_m ying06 bellamy qiaoqiao marcoh zoe.l kitsune92 tdlam yufei".split()
PATH_TAIL = {
    "journal": ["Documents/journal/{date}.md", "Documents/Diary/{year}/entry-{n}.txt", "Notes/daily/{date}.md", "Documents/日记/{year}.docx", "Dropbox/bujo/{year}-spreads.pdf"],
    "shots": ["Pictures/Screenshots/raid-{n}.png", "Pictures/Screenshots/{game}_{n}.jpg", "Desktop/截图/{n}.png", "Videos/Captures/clip-{n}.mp4"],
    "mc": [".minecraft/saves/Survival {n}", ".minecraft/screenshots/{date}_{n}.png", "AppData/Roaming/.minecraft/saves/island", "Library/Application Support/minecraft/saves/world{n}"],
    "save": ["Documents/My Games/{game}/Saves/slot{n}.sav", "AppData/LocalLow/{game}/save_{n}.dat", "Saved Games/{game}/profile{n}"],
    "photos": ["Pictures/trip-{year}/IMG_{n4}.HEIC", "Pictures/相册/{year}/{n}.jpg", "Photos/holiday/{n4}.jpg"],
    "obs": ["Obsidian/vault", "Documents/Obsidian Vault/Daily", "Notes/vault/.obsidian"],
    "log": ["AppData/Local/{game}/Logs/crash-{n}.log", ".local/share/Steam/logs/stderr.txt", "Library/Logs/{game}/Player.log"],
    "music": ["Music/playlists/{n}.m3u", "Music/歌单/深夜.txt", "Music/demos/idea-{n}.wav"],
}
PATH_GAMES = ["Stardew Valley", "Terraria", "Hollow Knight", "EldenRing", "Genshin", "Skyrim", "Cities Skylines"]


def _home_path(rng: random.Random, lang: str, kind: str):
    if kind == "*":
        kind = rng.choice(list(PATH_TAIL))
    tail = rng.choice(PATH_TAIL[kind]).format(date=f"{rng.randint(2019, 2025)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}", year=rng.randint(2016, 2025), n=rng.randint(1, 99), n4=rng.randint(1000, 9999), game=rng.choice(PATH_GAMES))
    user = rng.choice(PATH_USERS)
    osk = rng.choice(["linux", "mac", "win", "win"])
    if kind in ("log",) and tail.startswith("Library"):
        osk = "mac"
    if tail.startswith("AppData") or tail.startswith("Saved Games") or tail.startswith("Documents/My Games"):
        osk = "win"
    if tail.startswith("Library"):
        osk = "mac"
    if osk == "win":
        if tail.startswith(".minecraft"):
            tail = "AppData/Roaming/" + tail
        pre, post = "C:\\Users\\", "\\" + tail.replace("/", "\\")
    elif osk == "mac":
        pre, post = "/Users/", "/" + tail
    else:
        pre, post = "/home/", "/" + tail
    if rng.random() < 0.5:
        return pre + user + post
    return (pre, user, post)


# --------------------------------------------------------------------------- schedule
ZH_NUM = {1: "一", 2: "两", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七", 8: "八", 9: "九", 10: "十", 11: "十一", 12: "十二"}
SCHED_HOURS = {"am": (5, 9), "mid": (10, 12), "noon": (12, 13), "pm": (13, 17), "eve": (18, 21), "late": (21, 23)}


def _zh_period(h: int) -> str:
    if h < 5:
        return "凌晨"
    if h < 9:
        return "早上"
    if h < 12:
        return "上午"
    if h == 12:
        return "中午"
    if h < 18:
        return "下午"
    return "晚上"


def _schedule(rng: random.Random, lang: str, kind: str) -> str:
    bare = kind.endswith("0")
    base = kind.rstrip("0")
    if base == "*":
        base = rng.choice(list(SCHED_HOURS))
    lo, hi = SCHED_HOURS[base]
    h = rng.randint(lo, hi)
    m = rng.choice([0, 0, 0, 10, 15, 15, 20, 30, 30, 30, 40, 45, 45, 50, 5, 25])
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    style = lang if lang != "mixed" else rng.choice(["en", "zh"])
    if style == "en":
        if bare:
            opts = [f"{h12}:{m:02d}", f"{h12}:{m:02d}"] if m else [f"{h12}:00", f"{h12} o'clock"]
            return rng.choice(opts)
        opts = [f"{h12}:{m:02d}{ap}", f"{h12}:{m:02d} {ap}", f"{h12}:{m:02d} {ap.upper()}", f"{h:02d}:{m:02d}", f"{h12}:{m:02d} {ap[0]}.m.", f"{h12}.{m:02d}{ap}"]
        if m == 0:
            opts += [f"{h12}{ap}", f"{h12}{ap}", f"{h12} {ap}", f"{h12} {ap[0]}.m."]
        return rng.choice(opts)
    if m == 0:
        core = rng.choice([f"{h12}点", f"{ZH_NUM[h12]}点", f"{h12}:00", f"{h12}点整"])
    elif m == 30:
        core = rng.choice([f"{h12}点半", f"{ZH_NUM[h12]}点半", f"{h12}:30"])
    elif m == 15 or m == 45:
        core = rng.choice([f"{h12}点{m}", f"{h12}点{m}分", f"{h12}:{m}", f"{h12}点{'一刻' if m == 15 else '三刻'}"])
    else:
        core = rng.choice([f"{h12}点{m:02d}" if m < 10 else f"{h12}点{m}", f"{h12}点{m}分", f"{h12}:{m:02d}"])
    if bare:
        return core
    r = rng.random()
    if r < 0.25:
        return f"{h:02d}:{m:02d}" if rng.random() < 0.5 else f"{h}:{m:02d}"
    if r < 0.8:
        return _zh_period(h) + core
    return core


GENERATORS = {
    "secret": _secret,
    "password": _password,
    "email": _email,
    "phone": _phone,
    "address": _address,
    "government_id": _gov,
    "financial": _fin,
    "person_name": _person,
    "username": _username,
    "home_path": _home_path,
    "schedule": _schedule,
    "geo": _geo,
}


# --------------------------------------------------------------------------- fillers
MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
DOWS = "Mon Tue Wed Thu Fri Sat Sun".split()
ZH_DOW = "一二三四五六日"
EMOJI = "✨ 😭 🙃 💀 🔥 🥲 😴 🎮 📚 ☕ 🌧️ 💪 🫠 😂 ❤️ 🌙 🍜 🐱 🌸 👀 🙏 😤 🤡 🎧".split()
GAMES_EN = ["Minecraft", "Genshin", "Valorant", "Stardew", "Elden Ring", "FFXIV", "WoW", "Apex", "Overwatch", "Animal Crossing", "Zelda", "Destiny 2", "Baldur's Gate 3", "Hades"]
GAMES_ZH = ["原神", "王者荣耀", "和平精英", "蛋仔派对", "光遇", "星穹铁道", "我的世界", "英雄联盟", "明日方舟", "永劫无间", "逆水寒", "金铲铲"]
CITIES_EN = ["Leeds", "Portland", "Austin", "Manchester", "Denver", "Toronto", "Lisbon", "Kyoto", "Glasgow", "Melbourne", "Dublin", "Seattle"]
CITIES_ZH = ["杭州", "成都", "武汉", "南京", "重庆", "西安", "长沙", "厦门", "大理", "青岛", "苏州", "昆明"]
MOODS_EN = ["tired", "meh", "ok-ish", "hyped", "anxious", "weirdly calm", "cranky", "soft", "burnt out", "grateful"]
MOODS_ZH = ["有点丧", "还行", "超开心", "emo了", "累麻了", "平静", "焦虑", "躺平", "元气满满", "无语"]
TAGS_EN = ["#bulletjournal", "#gratitude", "#dailylog", "#gamingsetup", "#bookstagram", "#habittracker", "#moodlog", "#studygram", "#raidnight", "#journaling"]
TAGS_ZH = ["#日常碎碎念", "#打卡", "#今日份快乐", "#手账", "#读书笔记", "#原神", "#自律", "#日记", "#开黑", "#旅行日记"]


def _date(rng: random.Random, lang: str) -> str:
    y, mo, d = rng.randint(2019, 2025), rng.randint(1, 12), rng.randint(1, 28)
    if lang == "mixed":
        lang = rng.choice(["en", "zh"])
    if lang == "en":
        return rng.choice([f"{MONTHS[mo - 1]} {d}", f"{y}-{mo:02d}-{d:02d}", f"{rng.choice(DOWS)} {d} {MONTHS[mo - 1]}", f"{mo}/{d}", f"{MONTHS[mo - 1]} {d}, {y}"])
    return rng.choice([f"{mo}月{d}日", f"{y}.{mo}.{d}", f"{y}年{mo}月{d}日", f"周{rng.choice(ZH_DOW)}", f"{mo}.{d}", f"{y}-{mo:02d}-{d:02d}"])


def _pool(lang: str, en: list[str], zh: list[str]) -> list[str]:
    return en if lang == "en" else zh if lang == "zh" else en + zh


def _filler(rng: random.Random, key: str, lang: str) -> str:
    if key == "d":
        return _date(rng, lang)
    if key == "n":
        return str(rng.randint(2, 60))
    if key == "r":
        return str(rng.randint(1, 10))
    if key == "s":
        return str(rng.randint(1, 5))
    if key == "e":
        return rng.choice(EMOJI)
    if key == "g":
        return rng.choice(_pool(lang, GAMES_EN, GAMES_ZH))
    if key == "c":
        return rng.choice(_pool(lang, CITIES_EN, CITIES_ZH))
    if key == "m":
        return rng.choice(_pool(lang, MOODS_EN, MOODS_ZH))
    if key == "h":
        return rng.choice(_pool(lang, TAGS_EN, TAGS_ZH))
    if key in BENIGN_FILL:
        return BENIGN_FILL[key](rng, lang)
    raise KeyError(key)


HEAD = {
    "en": ["📓 {d}\n", "{d}\n", "— {d} —\n", "Day {n} ✍️\n", "**{d}**\n", "notes › {d}\n", "> copied from my notes app\n", "## {d}\n"],
    "zh": ["📅 {d}\n", "【{d} 碎碎念】\n", "Day{n}\n", "—— {d}\n", "> 从备忘录复制的\n", "## {d}\n", "{d} 晴\n", "{d} 阴转雨\n"],
}
TAIL = {
    "en": ["\n{h}", " {e}", "\n\n{h} {h}", "\n(written on the bus)", "\n— end of entry", " {e}{e}"],
    "zh": ["\n{h}", " {e}", "\n晚安🌙", "\n#日记", "\n（地铁上写的）", " {e}{e}"],
}
HEAD["mixed"] = HEAD["en"] + HEAD["zh"]
TAIL["mixed"] = TAIL["en"] + TAIL["zh"]

_TOKEN = re.compile(r"\{([a-z]+)\}")
_KIND = re.compile(r"^%([a-z0-9_*]+)%\s?")
_UNFILLED = re.compile(r"\{[a-z_]+\}")


def _parse(block: str) -> list[tuple[str, str]]:
    out = []
    for line in block.strip("\n").splitlines():
        line = line.strip()
        if not line:
            continue
        kind = "*"
        m = _KIND.match(line)
        if m:
            kind, line = m.group(1), line[m.end() :]
        out.append((kind, line.replace("\\n", "\n")))
    return out


def _fill(rng: random.Random, s: str, lang: str) -> str:
    return _TOKEN.sub(lambda m: _filler(rng, m.group(1), lang), s)


def _wrap(rng: random.Random, tmpl: str, lang: str) -> str:
    if rng.random() < 0.22:
        tmpl = rng.choice(HEAD[lang]) + tmpl
    if rng.random() < 0.22:
        tmpl = tmpl + rng.choice(TAIL[lang])
    return tmpl


def _make(rng: random.Random, cat: str, lang: str, kind: str, tmpl: str) -> Sample:
    gen = GENERATORS[cat]
    for _ in range(300):
        t = _wrap(rng, tmpl, lang)
        assert t.count("{v}") == 1, tmpl
        left, right = t.split("{v}")
        v = gen(rng, lang, kind)
        pre, val, post = v if isinstance(v, tuple) else ("", v, "")
        a, b = _fill(rng, left, lang), _fill(rng, right, lang)
        text = a + pre + val + post + b
        if text.count(val) == 1 and not _UNFILLED.search(text):
            start = len(a) + len(pre)
            return Sample(text=text, category=cat, lang=lang, start=start, end=start + len(val))
    raise RuntimeError(f"could not plant {cat}/{lang}: {tmpl!r}")


# --------------------------------------------------------------------------- templates
# One template per line. "%kind% " picks a value shape; "\n" is a line break; {v} is the
# planted value; {d} date, {e} emoji, {g} game, {c} city, {n} number, {m} mood, {h} hashtag.
T: dict[str, dict[str, str]] = {c: {} for c in CATEGORIES}

T["secret"]["en"] = r"""
%ghp% notes to self — bot for the guild discord\n- repo token: {v}\n- DON'T push this again lol
%discordbot% DISCORD_TOKEN={v}\nPREFIX=!\n# raid reminder bot for the {g} guild
%twitch% stream setup checklist ✅ OBS scene ✅ overlay ☐ chat bot oauth → {v}
%openai% ok so I made a journaling bot that summarises my entries, the key is {v} (rotate it before sharing the notebook!!)
%anthropic% {d} — hooked my notes app up to the API. key: {v} {e}
%aws% backup script for the photo archive uses access key {v}, the bucket is literally just my camera roll
%awssecret% aws_secret_access_key = {v}
%slack% our tiny book club Slack bot token ({v}) stopped working after the workspace migration
%google% Maps embed for the travel blog needs this\n{v}\n^ restrict to my domain later
%hf% fine-tuned a model on my own diary lol. hf token: {v}
%sendgrid% newsletter for the fan club goes out via SendGrid, API key `{v}`
%telegram% Telegram bot for my habit tracker 🤖 token={v}
%jwt% copied this from devtools when the {g} tracker site kept logging me out: Authorization: Bearer {v}
%pem% ```\n{v}\n```\nthat's the key for my home server, keep this page locked
%urlpw% minecraft server rcon: rcon://admin:{v}@mc.local:25575 (nobody touch)
%urlpw% mount the NAS photos share with smb://admin:{v}@nas.local/photos
%stripe% selling stickers on my art page, the stripe secret key is {v} — not the publishable one
%riot% Riot dev key (expires in 24h, regen tomorrow): {v}
%notion% habit tracker sync script\nNOTION_TOKEN="{v}"\nDB = "habits {n}"
%hex% steam web api key: {v} (for the playtime graph thing)
%b62% {"spotify_client_secret": "{v}", "playlist": "rainy day lofi"}
%ghpat% github_pat for the dotfiles repo → {v}
bullet list:\n- [x] renew library books\n- [ ] rotate the bot token {v}\n- [ ] stretch
Note to self: the token I pasted in the guild chat yesterday ({v}) is burned, make a new one
%hex% Obsidian sync plugin api_secret: {v}
DM to co-leader: "pls don't share, it's the bot's secret token: {v}"
%aws% found my old AWS key in a {n}-page journal export?? {v} — deactivated it {e}
"""
T["secret"]["zh"] = r"""
%ghp% 备忘：公会 Discord 机器人的 GitHub token 是 {v}，别再传到群里了
%discordbot% 【{g}公会机器人配置】\nDISCORD_TOKEN={v}\n前缀 !
%twitch% 直播间弹幕机器人 oauth：{v}（别截图！！）
%openai% 给日记写了个自动总结的小脚本，OpenAI 的 key：{v}
%anthropic% {d} 接入了 Claude 的 API，密钥 {v} 先记这里
%aws% 相册备份用的 AWS Access Key：{v}
%awssecret% aws_secret_access_key={v}  # 照片备份
%telegram% 打卡提醒 Telegram bot 的 token 是 {v}，每天自动发
%hf% HuggingFace 令牌 {v} 拿来训练我自己的聊天记录模型 xswl
%jwt% 抓包抓到的登录凭证 Bearer {v} 这个游戏社区的登录态居然不过期
%pem% 家里服务器的私钥↓\n{v}\n千万别发朋友圈
%urlpw% 我的世界服务器后台 rcon://admin:{v}@mc.local:25575
%slack% 读书会 Slack 机器人 token：{v}
%google% 旅行博客地图的 Google API Key：{v}
%sendgrid% 粉丝站邮件群发用 SendGrid，key 是 {v}
%stripe% 卖手账贴纸接了 Stripe，secret key {v}（不是 publishable 那个）
%riot% 拳头开发者 key（24小时过期）：{v}
%notion% Notion 习惯打卡同步\nNOTION_TOKEN="{v}"
%hex% Steam Web API 密钥：{v} 用来画游戏时长图
%b62% {"client_secret": "{v}", "歌单": "下雨天听的"}
%ghpat% dotfiles 仓库的 fine-grained token → {v}
待办：\n- [x] 还书\n- [ ] 换掉机器人的 token {v}\n- [ ] 拉伸
昨天手滑把 token 发到公会群里了（{v}），已作废 😭
私信副会长：这个是机器人的 secret，别外传 {v}
%hex% 同步插件 api_secret：{v}
%aws% 翻以前的日记导出居然翻到了旧的 AWS key {v}…已经停用
%urlpw% 家里 NAS 的挂载地址 smb://admin:{v}@nas.local/相册 备忘一下
"""
T["secret"]["mixed"] = r"""
%ghp% 公会 discord bot 的 GitHub token 放这 → {v}，don't leak again pls
%discordbot% bot config for our {g} guild 群\nDISCORD_TOKEN={v}\nprefix = !
%twitch% 直播 setup ✅ OBS ✅ overlay ☐ chatbot oauth: {v}
%openai% 写了个 diary summarizer 小脚本，OpenAI key 是 {v}，记得 rotate
%anthropic% {d} connected 笔记 app 到 Claude API，key: {v} {e}
%aws% photo backup 用的 access key {v}，bucket 里全是我的 camera roll
%awssecret% aws_secret_access_key = {v}  # 相册 backup
%telegram% habit tracker 的 Telegram bot token={v} 每天 remind 我喝水
%hf% hf token {v} 用来 fine-tune 我的聊天记录 model, xswl
%jwt% devtools 里 copy 出来的 Authorization: Bearer {v}，这个 {g} wiki 一直 log me out
%pem% home server 的 private key 👇\n{v}\n别发到群里!!
%urlpw% MC server rcon 连接：rcon://admin:{v}@mc.local:25575
%slack% 读书会 Slack bot token ({v}) 迁移之后就 broken 了
%google% travel blog 地图 embed 要用 Google key：{v}
%sendgrid% fan club newsletter 用 SendGrid 发，API key `{v}`
%stripe% 卖 sticker 接了 Stripe，secret key is {v}
%riot% Riot dev key（24h 过期 tmr 再 regen）: {v}
%notion% habit tracker 同步脚本\nNOTION_TOKEN="{v}"
%hex% steam web api key：{v} 画 playtime 图用的
%b62% {"spotify_client_secret": "{v}", "playlist": "下雨天 lofi"}
%ghpat% dotfiles repo 的 github_pat → {v}
todo:\n- [x] 还书 return library books\n- [ ] rotate bot token {v}\n- [ ] stretch 拉伸
昨天手滑 paste 到 guild chat 的 token（{v}）已经 burn 掉了 😭
DM 副会长: pls 别外传，bot 的 secret token 是 {v}
%hex% Obsidian sync 插件 api_secret: {v}
%aws% 翻旧 journal export 翻到以前的 AWS key {v}… deactivated 了
%sendgrid% SG key 给 fan site 用：{v} (记得 restrict scope)
"""

T["password"]["en"] = r"""
wifi at the cabin: network "LakeHouse_5G", the wifi password is {v}
{d} — changed my Steam password to {v} after that phishing link in discord {e}
pw for the guild bank alt: {v}
Note: Netflix (shared w/ roommates) → pass: {v}
%pin% phone lock PIN is {v} now, old one was too easy
%phrase% new passphrase for the password manager: {v}
login stuff\nuser: same as always\npwd: {v}
if I forget AGAIN: the diary app password is {v}
DM: "what's the wifi?" "{v}, case sensitive"
{"site": "old tumblr", "password": "{v}"}
site,login,password\nao3,same,{v}
gratitude list #3: that I finally remembered the Xbox password ({v}) without resetting it
Password for the shared raid calendar: {v} — don't post it in the public channel
my ig got hacked bc the password was literally {v} 💀
Passwd for the minecraft server whitelist panel = {v}
- library account\n  - password: {v}\n  - renew by friday
**passwords (temporary, delete later)**\n* email → {v}
guest wifi: "{v}" (the router sticker one)
she asked for the family Disney+ login, told her the password is {v}
%phrase% passphrase = {v}
remember: PS5 account pass {v}
The old laptop's login password: {v}. Wiping it tmrw.
🔑 {v} ← bank app password, move this to the vault
%pin% door keypad code {v} (changed after the party)
the password to my locked journal page is {v}, so if you're reading this... hi
Spotify family plan → login pw {v}
Wi-Fi (upstairs) SSID: mochi-net / PW: {v}
"""
T["password"]["zh"] = r"""
家里 wifi 密码是 {v}，来玩的朋友自己连哈
{d} 把 Steam 密码改成了 {v}，群里的钓鱼链接太吓人了
公会仓库小号 密码：{v}
爱奇艺会员（和室友共用）密码 {v}
%pin% 手机锁屏密码改成 {v} 了
%pin% 支付密码 {v} 千万别告诉别人（写在这里也是离谱）
登录信息\n账号：老样子\n密码：{v}
日记 app 的口令是 {v}，怕自己又忘
私信：「wifi 多少？」「{v} 区分大小写」
{"网站": "老博客", "密码": "{v}"}
网站,账号,密码\nB站,同上,{v}
感恩清单：终于记住了 switch 的密码（{v}）没有重置！
团本日历的访问口令：{v}，别发公共频道
微博被盗了，因为密码就是 {v} 💀
mc 服务器白名单后台 pwd={v}
图书馆账号\n- 密码：{v}\n- 周五前续借
**临时记一下密码（之后删）**\n* 邮箱 → {v}
访客 wifi 密码：“{v}”（路由器背面贴的那个）
我妈要视频会员的密码，告诉她是 {v}
%phrase% 密码管理器主口令：{v}
记住：PS5 账号 pass {v}
旧电脑开机密码 {v}，明天格式化
🔑 {v} ← 银行 app 登录密码，回头挪到保险箱里
%pin% 门锁密码 {v}（聚会后改过了）
加密日记那页的密码是 {v}，如果你在看…嗨
网易云家庭版 登录密码{v}
Wi-Fi（楼上）名称 mochi-net / 密码：{v}
"""
T["password"]["mixed"] = r"""
家里 wifi password 是 {v}，friends 来了自己连
{d} 改了 Steam password → {v}，群里那个 phishing link 太吓人
guild bank 小号 pw: {v}
Netflix（跟室友 share 的）pass：{v}
%pin% 手机 lock screen PIN 改成 {v} 了
%phrase% password manager 的 master passphrase：{v}
login info\n账号: same as always\npwd: {v}
diary app 的 password 是 {v}，免得又 forget
DM：「wifi 多少」「{v}，case sensitive 哦」
{"site": "旧 tumblr", "password": "{v}"}
site,账号,password\nao3,同上,{v}
gratitude list：终于记住 Xbox password（{v}）没 reset！
raid calendar 访问密码 {v}，don't post 到 public channel
ig 被盗了 bc 密码 literally 是 {v} 💀
mc server whitelist panel 的 passwd = {v}
- library account 图书馆\n  - password: {v}
**temp passwords 之后删**\n* email → {v}
guest wifi 密码: "{v}"（router 背面的 sticker）
老妈要 Disney+ 的 login，告诉她 password 是 {v}
%phrase% passphrase = {v}（记不住就完蛋）
remember: PS5 账号 pass {v}
旧 laptop 的开机 password: {v}. 明天 wipe
🔑 {v} ← bank app 密码, move to vault
%pin% 门锁 code {v}（party 之后换了）
加密 journal 那页的 password 是 {v}，if you're reading this... hi
Spotify family plan 登录 pw {v}
楼上 Wi-Fi：SSID mochi-net / PW：{v}
"""

T["email"]["en"] = r"""
if anyone from the book club needs the notes, my email is {v}
DM: hey! easier to send the screenshots to {v} 🙏
{d}\n- made a new email for game stuff: {v}\n- unsubscribed from {n} newsletters
Steam account recovery goes to {v}, NOT the school one
contact: {v}
Dating app convo → she said just email me at {v} lol old school
pen pal list 📮\n• {v} (started writing in March)
{"discord_backup_email": "{v}", "2fa": true}
The raid spreadsheet is shared with {v} so ask there
note to self: the Minecraft account is under {v}
forum sig: DM me or mail {v}
<{v}> — that's where the commission sketches go
Ugh, sent my journal export to {v} by accident, that's my old address
please cc {v} when you send the guild roster
email,joined\n{v},{d}
reading log sync → goodreads login is {v}
gratitude: got an actual letter-style email from my cousin?? replied from {v}
Fan zine submissions: {v} (deadline end of month)
i'm {v} on PayPal if u want to split the hotel
Travel journal day {n}: hostel wifi is down; if you need me, {v}.
*recovery email:* {v}
💌 {v}
so the Xbox account is tied to {v} which I haven't opened in years
Subject: re: trade\nFrom: {v}\nsure, I'll trade the holo card for the pin
habit tracker backups are emailed to {v} every sunday
the bakery's loyalty thing needs an email so I gave them {v}
"""
T["email"]["zh"] = r"""
读书会的笔记要的话发我邮箱 {v}
私信：截图直接发 {v} 就行🙏
{d}\n- 新注册了个游戏专用邮箱：{v}\n- 退订了{n}个推送
Steam 找回密码绑的是 {v}，不是学校那个
联系方式：{v}
相亲软件上聊的那个人说发邮件到 {v} 哈哈好复古
笔友名单📮\n· {v}（三月开始通信）
{"备用邮箱": "{v}", "两步验证": true}
团本表格共享给了 {v}，有问题去那问
备忘：我的世界正版账号是 {v}
论坛签名：约稿请发 {v}
<{v}> ← 约稿草图都发这里
手滑把日记导出发到了 {v}，那是我以前的邮箱
公会名单发的时候抄送一下 {v}
邮箱,注册日期\n{v},{d}
豆瓣读书绑的邮箱 {v}
今天的小确幸：收到表姐一封长长的邮件，用 {v} 回的
同人本投稿邮箱：{v}（月底截止）
AA 酒店钱的话支付宝不方便就 PayPal，{v}
旅行日记第{n}天：青旅网断了，有事发 {v}
密保邮箱：{v}
💌 {v}
网易邮箱 {v} 好多年没登了
主题：回复：换卡\n发件人：{v}\n可以，闪卡换吧唧
打卡数据每周日自动备份到 {v}
奶茶店会员要邮箱，我填了 {v}
"""
T["email"]["mixed"] = r"""
book club 的 notes 要的话发我 email：{v}
DM：screenshots 直接发 {v} 就行 🙏
{d}\n- 新开了个 game 专用 email：{v}\n- unsubscribe 了{n}个 newsletter
Steam account recovery 绑的是 {v}，不是学校那个
contact 联系方式: {v}
dating app 上那个人说 email me at {v}，好 old school 哈哈
pen pal 笔友 list 📮\n• {v}（March 开始通信）
{"backup_email": "{v}", "两步验证": true}
raid 表格 share 给了 {v}，有问题去那问
备忘：Minecraft 正版 account 是 {v}
论坛 sig：约稿 DM 或者 mail {v}
<{v}> ← commission 草图都发这
手滑把 journal export 发到了 {v}，那是我 old address
发 guild roster 的时候 cc 一下 {v}
email,注册日期\n{v},{d}
豆瓣 / goodreads 登录都是 {v}
小确幸 of the day：表姐发了封超长 email，用 {v} 回的
同人 zine 投稿：{v}（月底 deadline）
split 酒店钱的话 PayPal 我：{v}
travel journal day {n}：青旅 wifi 挂了，有事 email {v}
*recovery email 密保邮箱:* {v}
💌 {v}
Xbox account 绑的是 {v}，好多年没登了
Subject: re: 换卡\nFrom: {v}\nok 闪卡换吧唧 deal
habit tracker 每周日 backup 到 {v}
奶茶店 membership 要 email，我填了 {v}
"""

T["phone"]["en"] = r"""
new number, save it: {v}
DM: text me at {v} when you land ✈️
if my phone dies on the hike, my sister's other line is... no wait, mine is {v}
{d}\n- called the vet\n- gave the dog walker my cell: {v}
Dating app → moved to texting, gave him {v} (risky?? idk)
my number (for the group chat) {v}
emergency contact card in my wallet: me — {v}
{"phone": "{v}", "notify": "sms"}
name,phone\nme,{v}
%ext% work line if you can't reach my cell: {v}
guild raid leader asked for numbers for the whatsapp group, sent {v}
Travel journal: bought a local SIM, my number here is {v}
📱 {v}
cell: {v} | pronouns: she/her | timezone: whatever
You can WhatsApp me on {v} — the raid chat is too chaotic
note: the landlord has my old number, update to {v}
%us% call or text {v} (I screen unknown numbers lol)
%uk% mobile: {v}
%intl% my number while I'm abroad: {v}
forgot to write it down earlier — {v} is my new Signal number
Reading club sign-up sheet: "{v}" under contact
lost & found poster for my cat 🐱: please call {v}
%ext% desk phone {v} (only mon-wed)
Mood log: 4/10. Spam callers found {v} again.
selling my old Switch, text {v}, no lowballs
(my cell is {v} in case the discord goes down)
"""
T["phone"]["zh"] = r"""
换新号了，存一下：{v}
私信：到了给我打电话 {v} ✈️
{d}\n- 给狗狗约了疫苗\n- 遛狗阿姨要了我的手机号：{v}
相亲软件上聊得不错，给了他电话 {v}（会不会太快了）
我的手机号（拉群用）{v}
钱包里的紧急联系卡：本人 {v}
{"手机": "{v}", "通知": "短信"}
姓名,电话\n本人,{v}
%cnland% 家里座机 {v}，打不通手机就打这个
公会长要大家的电话拉微信群，我发了 {v}
旅行日记：办了张当地卡，号码是 {v}
📱 {v}
手机：{v}｜星座：巨蟹｜ 别问年龄
打不通就发短信到 {v}，群消息太多看不过来
备忘：房东那边还是旧号码，要改成 {v}
%cn% 电话/微信同号 {v}
%cn% 联系电话：{v}
刚刚忘写了——{v} 是我的新号
读书会报名表联系方式填了 “{v}”
寻猫启事🐱：看到请联系 {v} 必有重谢
%cnland% 办公室电话 {v}（只有周一到周三在）
心情 4/10，骚扰电话又打到 {v} 了
出闲置 switch，联系 {v}，不砍价
（discord 挂了的话打我手机 {v}）
快递员说打不通，原来登记成了 {v}，少写了一位？不对，是对的
闲鱼卖手办留的电话 {v}，来问的人好多
"""
T["phone"]["mixed"] = r"""
换了 new number，save 一下：{v}
DM：land 了给我 text {v} ✈️
{d}\n- 带狗去打疫苗\n- dog walker 要了我的 cell：{v}
dating app 上聊得不错，给了他 number {v}（is it too fast??）
我的 number（拉 group chat 用）{v}
wallet 里的 emergency contact card：本人 {v}
{"phone": "{v}", "通知": "sms"}
name,电话\n本人,{v}
%cnland% 家里 landline {v}，打不通 cell 就打这个
raid leader 要大家的 number 拉 WhatsApp 群，我发了 {v}
travel journal：买了 local SIM，号码是 {v}
📱 {v}
cell：{v}｜星座：巨蟹｜ timezone 随缘
WhatsApp 我 {v}，群里消息太 chaotic 了
备忘：landlord 那边还是旧号码，update 成 {v}
%cn% 电话 & WeChat 同号 {v}
%us% US number 美国号码：{v}
%uk% UK mobile 英国手机：{v}
刚刚忘写了——{v} 是我新的 Signal number
reading club 报名表 contact 填了 “{v}”
lost cat 寻猫 🐱 pls call {v}
%ext% office desk phone {v}（only 周一到周三）
mood 4/10，spam call 又打到 {v} 了
出闲置 Switch，text {v}，no lowball 不砍价
（discord 挂了就 call 我 {v}）
%intl% 在国外这段时间的号码 {v}
"""

T["address"]["en"] = r"""
moved into {v} today!!! boxes everywhere {e}
send the zine to {v} pls, I'll pay postage
new address:\n{v}
Secret Santa 🎁 — ship mine to {v}
{d}\n- change address on the library card to {v}\n- buy curtains
Dating app: he wanted to pick me up at home, NOPE, not giving out {v} yet
guild merch order → deliver to {v}
%us% my apartment ({v}) has the worst water pressure in the city
%uk% for the pen pal exchange my address is {v}
{"ship_to": "{v}", "gift_wrap": true}
name,address\nme,"{v}"
Mood log: 7/10. finally unpacked the kitchen at {v}.
%usline% Housewarming sat!! {v}, buzz #{n}
%ukline% the flat at {v} is so cold I'm journaling in gloves
📦 return label printed, from: {v}
Travel journal: mail forwarding from {v} starts next week
birthday cards go to {v} this year
if the cat escapes, bring her home to {v} 🐱
%us% Address (for the fan club mailing list): {v}
I keep writing the old address on forms, the new one is {v}
note: Amazon still has {v} as default, check before ordering
*home:* {v}
gratitude #1: the tiny balcony at {v}
postcards from the trip → mailed them all back to myself at {v}, lol
%usline% neighbors at {v} are throwing a block party again
%uk% Xmas card list: return address {v}
"""
T["address"]["zh"] = r"""
今天搬进了{v}！！纸箱堆成山 {e}
同人本寄到 {v}，运费我出
新地址：\n{v}
秘密圣诞老人🎁 寄到 {v}
{d}\n- 借书证地址改成 {v}\n- 买窗帘
相亲对象说要来家楼下接我，才不要告诉他 {v}
公会周边订单 → 收货地址 {v}
%cn% 我住的{v}水压全城最差
%cn% 笔友交换明信片，我的地址是 {v}
{"收货地址": "{v}", "礼品包装": true}
收件人,地址\n本人,"{v}"
心情 7/10，终于把{v}的厨房收拾好了
%cnshort% 周六暖房派对！{v}，到了敲门
%cnshort% 住的{v}冷得要命，戴着手套写日记
📦 退货单打好了，寄件地址：{v}
旅行日记：快递先寄回 {v}，下周到
今年的生日卡寄到 {v}
如果猫跑了，请送回 {v} 🐱
%cn% 地址（后援会寄周边用）：{v}
填表老是写旧地址，新地址是 {v}
备忘：淘宝默认地址还是 {v}，下单前检查一下
*家：* {v}
小确幸：{v}那个小阳台
旅行时寄给自己的明信片都寄回了 {v} 哈哈
%cnshort% 邻居在 {v} 楼下又开始跳广场舞了
收货人 本人 地址 {v} 谢谢快递小哥
快递柜放不下，麻烦送到{v}门口
"""
T["address"]["mixed"] = r"""
今天 move into {v}！！boxes 堆成山 {e}
zine 寄到 {v} pls，postage 我出
new address 新地址:\n{v}
Secret Santa 🎁 ship 到 {v}
{d}\n- library card 地址改成 {v}\n- 买 curtains
dating app 那个人要来接我 NOPE，不告诉他 {v}
guild merch 订单 → deliver to {v}
%cn% 住的 {v} water pressure 全城最差
%uk% pen pal 交换明信片，my address is {v}
{"ship_to": "{v}", "礼品包装": true}
name,地址\nme,"{v}"
mood 7/10，终于把 {v} 的 kitchen 收拾好了
%cnshort% housewarming 周六！{v}，到了 knock
%py% 我的 address 写英文是 {v}，寄国际件用
📦 return label 打好了，寄件地址 from：{v}
travel journal：包裹先 forward 回 {v}
今年 birthday cards 寄到 {v}
猫跑了的话 pls 送回 {v} 🐱
%us% fan club mailing list 的 address：{v}
填表老写 old address，新的是 {v}
备忘：Amazon 默认地址还是 {v}，下单前 check
*home 家:* {v}
gratitude #1：{v} 那个小 balcony
trip 明信片全寄回给自己了 at {v} lol
%py% 国外朋友寄 gift 用这个：{v}
快递柜 full 了，pls 送到 {v} 门口
"""

T["government_id"]["en"] = r"""
%ssn% new job paperwork tomorrow, need my SSN: {v}
%ssn% note to self: social is {v} (memorize it, stop carrying the card)
%passus% passport no. {v} — expires in 2031, renew before the Japan trip
%dlca% DL# {v} for the rental car form
%nino% NI number {v} for the new gym-job payroll form
%ssn% {"ssn": "{v}", "form": "W-4"}
%passuk% Travel journal day 1: checked in, passport number {v} written on the hostel card
%ssn% why did the dating app ask for my SSN?? obviously not giving them {v}
%dlny% driver's license: {v} (NY)
%dluk% licence number {v} — for the car club sign-up
%passus% Passport #{v} (keep a photo of the page in the locked note)
%ssn% tax stuff:\n- SSN {v}\n- W-2 from the café
%nino% national insurance no: {v}
%ssn% my social security number is {v}, keep this page private
%dlfl% FL driver license {v} — renewed {d}
%pass% visa application form asks for passport number → {v}
%ssn% identity theft scare 😰 someone had my SSN ({v}) on a forum dump
%dlca% ID for the concert wristband: CA license {v}
%passus% Passport: {v}\nExpiry: 2030\nissued by the State Dept
%ssn% field,value\nssn,{v}
%passuk% packing list ✅ charger ✅ snacks ✅ passport ({v})
%dl% lost my wallet, need to report license {v} {e}
%ssn% social: {v} — mom asked for it for the insurance thing
%nino% payslip says NINO {v}, double check it's right
%pass% checked in online, passport no {v} saved in the airline app
%dlny% copy of license (# {v}) is in the glovebox folder
"""
T["government_id"]["zh"] = r"""
%cnid% 明天入职要填身份证号：{v}
%cnid% 备忘：身份证 {v}（别老带着实体卡了）
%passcn% 护照号 {v}，2031 年到期，去日本前记得看
%cnid% 驾照号就是身份证号 {v}，租车要填
%cnid% 健身房办卡登记了身份证号码 {v}，有点后悔
%cnid% {"身份证号": "{v}", "用途": "实名认证"}
%passcn% 旅行日记第一天：青旅登记了护照号 {v}
%cnid% 相亲网站居然要身份证号，才不给 {v}
%cnid% 游戏防沉迷实名认证填的 {v}
%hkmo% 港澳通行证号 {v}，签注快过期了
%passcn% 护照：{v}（首页照片存在加密相册）
%cnid% 报税：\n- 身份证 {v}\n- 工资条在邮箱
%cnid% 社保卡号同身份证号：{v}
%cnid% 我的身份证号是{v}，这页别给人看
%cnid% 考试报名要身份证号 {v}，准考证打印了
%pass% 签证申请表要填护照号码 → {v}
%cnid% 好慌😰 有人在论坛上贴了我的身份证 {v}
%cnid% 买演唱会门票实名：{v}
%passcn% 护照号码：{v}\n有效期：2030\n签发地：{c}
%cnid% 字段,值\n身份证,{v}
%passcn% 行李清单 ✅ 充电器 ✅ 零食 ✅ 护照（{v}）
%cnid% 钱包丢了，身份证 {v} 得去挂失 {e}
%cnid% 妈妈要我的身份证号办保险：{v}
%cnid% 酒店前台登记用的 {v}，记一下
%passcn% 值机时填了护照号 {v}
%cnid% 火车票实名 乘车人证件号 {v}
"""
T["government_id"]["mixed"] = r"""
%cnid% 明天 onboarding 要填身份证号：{v}
%ssn% US 的 SSN 记一下 {v}，别老带 card
%passcn% passport 护照号 {v}，2031 到期，Japan trip 前 renew
%cnid% 驾照号 = 身份证号 {v}，rental car 要填
%passus% passport no. {v}（美国那本）
%cnid% {"身份证号": "{v}", "purpose": "实名认证"}
%passcn% travel journal day 1：hostel 登记了 passport number {v}
%cnid% dating site 居然要 ID number，才不给 {v}
%cnid% 游戏 anti-addiction 实名认证填的 {v}
%hkmo% 港澳通行证 permit no. {v}，签注快 expire 了
%ssn% tax stuff 报税：\n- SSN {v}\n- W-2 在邮箱
%cnid% 社保卡 number 同身份证：{v}
%cnid% 我的 ID 身份证号是 {v}，this page 别给人看
%cnid% exam 报名要身份证 {v}，准考证 printed
%pass% visa 申请表要 passport number → {v}
%cnid% 好慌😰 有人在 forum 上 leak 了我的身份证 {v}
%cnid% concert 门票实名：{v}
%passcn% Passport 护照：{v}\nExpiry 有效期：2030
%cnid% field,值\n身份证,{v}
%passcn% packing list ✅ 充电器 ✅ snacks ✅ passport（{v}）
%cnid% 钱包丢了 wallet lost，身份证 {v} 要挂失 {e}
%ssn% social security number {v}，mom 办 insurance 要用
%cnid% hotel check-in 用的 {v}，记一下
%nino% UK 的 NI number {v}，payslip 上 double check
%cnid% 火车票实名 passenger ID {v}
%dl% US driver license {v}，租车 form 要用
"""

T["financial"]["en"] = r"""
%card% card for the raid boost (never again): {v}
%card% Note: the new debit card is {v}, old one is cancelled
%iban% splitting the airbnb → send my share to IBAN {v}
%card% saved the card {v} in the game store by accident, remove it!!
%acctus% checking acct {v} — for the direct deposit form
%acctuk% account number {v}, sort code's on the card
%iban% {"iban": "{v}", "reference": "concert tix"}
%card% my sister keeps asking for the card number lol: {v}
%card% subscriptions audit:\n- Spotify → {v}\n- gym → cash
%iban% payout IBAN for the art commissions: {v}
%card% someone used {v} to buy V-bucks?!? called the bank {e}
%acctus% Venmo is down, wire it to my account {v} instead
%card% card,exp\n{v},09/27
%iban% Travel journal: hostel asked for an IBAN deposit, gave them {v}
%card% 💳 {v}
%card% autofill keeps suggesting {v}, need to clear that
%acctus% bank account (for the fan club treasurer): {v}
%card% Credit card: {v} — limit raised, don't celebrate
%iban% rent goes to {v} on the 1st (landlord's is different, this is mine for refunds)
%card% gratitude: the bank caught the fraud on {v} within minutes
%acctuk% savings acct no. {v} 🐷
%card% the amex ({v}) is only for flights
%iban% if you owe me for pizza: {v}
%card% Steam wallet top-up failed with {v}, retrying tomorrow
%card% card number for the pottery class deposit: {v}
%acctus% acct #{v} (credit union) for the tax refund
"""
T["financial"]["zh"] = r"""
%cncard% 工资卡卡号 {v}，财务让发过去
%cncard% 备忘：新办的储蓄卡 {v}，旧的已注销
%cncard% AA 民宿钱，转到我的银行卡 {v}
%card% 不小心把信用卡 {v} 绑在游戏商店里了，得删掉！！
%cncard% 银行卡号：{v}（入职填表用）
%cncard% 退款请打到 {v}，开户行是工商银行
%cncard% {"银行卡": "{v}", "备注": "演唱会门票"}
%card% 我妹老问我信用卡号：{v}
%card% 订阅清理：\n- 网易云 → {v}\n- 健身房 → 现金
%iban% 海外约稿收款 IBAN：{v}
%card% 有人用 {v} 刷了游戏点券？！已经打给银行 {e}
%cncard% 微信提现卡 {v}
%card% 卡号,有效期\n{v},09/27
%iban% 旅行日记：民宿要 IBAN 押金，给了 {v}
%card% 💳 {v}
%card% 自动填充老是弹出 {v}，要清掉
%cncard% 后援会收款账号（我的卡）：{v}
%card% 信用卡：{v}，额度提了别得意
%cncard% 房租退款打到 {v}
%card% 感恩：银行几分钟就拦截了 {v} 的盗刷
%cncard% 存钱卡号 {v} 🐷
%card% 这张 {v} 只用来买机票
%cncard% 欠我披萨钱的：{v}
%card% Steam 充值用 {v} 失败了，明天再试
%cncard% 陶艺课定金转账 卡号：{v}
%cncard% 记账：公积金联名卡 {v}
"""
T["financial"]["mixed"] = r"""
%card% raid boost 用的 card（never again）：{v}
%cncard% 备忘：新 debit card 储蓄卡 {v}，旧的 cancel 了
%iban% split airbnb 钱 → 转我的 IBAN {v}
%card% 不小心把 card {v} save 在 game store 里了，remove!!
%cncard% 银行卡号 bank card：{v}（入职 form 用）
%acctus% checking account {v}，direct deposit 表要填
%iban% {"iban": "{v}", "reference": "演唱会 tix"}
%card% 我妹 keep asking 我的 card number lol：{v}
%card% subscriptions 清理：\n- Spotify → {v}\n- gym → cash
%iban% 海外 commission 收款 IBAN：{v}
%card% 有人用 {v} 买 V-bucks？！called 银行了 {e}
%cncard% 微信提现卡 card：{v}
%card% card,有效期\n{v},09/27
%iban% travel journal：民宿要 IBAN deposit，给了 {v}
%card% 💳 {v}
%card% autofill 老是 suggest {v}，要清掉
%cncard% 后援会 treasurer 收款卡：{v}
%card% credit card 信用卡：{v}，limit 提了别得意
%cncard% refund 退款打到 {v}
%card% gratitude：bank 几分钟就 catch 了 {v} 的 fraud
%acctuk% UK savings acct no. {v} 🐷
%card% 这张 amex/visa {v} only 用来买机票
%cncard% 欠我 pizza 钱的转 {v}
%card% Steam wallet 充值 {v} failed，明天再试
%cncard% 陶艺课 deposit 卡号：{v}
%iban% refund 请打到 IBAN {v}，thx
"""

T["person_name"]["en"] = r"""
lunch with {v} today, she's doing so much better after the move
gratitude list:\n1. coffee\n2. {v} texting me out of nowhere\n3. rain
{d} — ran into {v} at the climbing gym lol
%full% new friend from the hiking group: {v}
%full% DM from {v}: "are we still on for saturday?"
Mood: 6/10. {v} cancelled again.
%full% my therapist, {v}, says I should write three good things a day
{"name": "{v}", "met_at": "board game night"}
birthday list 🎂\n- {v} — April\n- grandma — June
%last% Mrs. {v} next door gave us tomatoes again
matched with {v} on Hinge, he likes Studio Ghibli too
note: pay back {v} for the concert ticket
"{v}!!!" I yelled across the airport like a movie
Reading log: borrowed this one from {v}, returning it {d}
carpool this week: me, {v}, and the neighbor's kid
Travel journal: our host, {v}, showed us the night market
{v}'s wedding is in June and I still haven't RSVP'd
Secret Santa: I got {v} 😬
%full% Today I miss {v}. It's been two years.
%first% dinner at {v}'s place, they made dumplings from scratch
%full% Signed up for pottery; the instructor is a retired nurse named {v}
- call {v} back\n- buy stamps
Who: {v}\nWhere: the usual café\nVerdict: 8/10 date
%full% Guild drama: {v} (real name, he put it in his bio) quit again
%last% Coach {v} made us do burpees until I saw the light
%first% {v} from my old job liked my post??
"""
T["person_name"]["zh"] = r"""
今天和{v}吃了午饭，她搬家后状态好多了
感恩清单：\n1. 咖啡\n2. {v}突然发消息问候我\n3. 下雨
{d} 在攀岩馆碰到了{v}哈哈
%full% 徒步群新认识的朋友：{v}
%full% {v}私信我：「周六还去吗？」
心情：6/10。{v}又放鸽子了
%full% 心理咨询师{v}让我每天写三件好事
{"姓名": "{v}", "认识地点": "桌游局"}
生日清单🎂\n- {v}：四月\n- 奶奶：六月
%full% 隔壁的{v}阿姨又送了西红柿
相亲软件上匹配到了{v}，他也喜欢宫崎骏
记得还{v}演唱会门票的钱
「{v}！！！」我在机场大喊，像拍电影
读书记录：这本是找{v}借的，{d}还
这周拼车：我、{v}、还有邻居家小孩
旅行日记：民宿老板{v}带我们逛了夜市
{v}六月结婚，我还没回请柬
秘密圣诞老人抽到了{v}😬
%full% 今天好想{v}，已经两年了
%given% 在{v}家吃饭，她亲手包的饺子
%full% 报了陶艺课，老师叫{v}，是退休护士
- 给{v}回电话\n- 买邮票
人物：{v}\n地点：老地方\n评价：8/10
%full% 公会又有瓜：{v}（真名，他自己写在简介里的）又退会了
%full% 同桌{v}今天又借我的笔记抄
%given% {v}说周末一起去看展，好耶
%full% 好友备注：{v}（高中同学）
"""
T["person_name"]["mixed"] = r"""
今天跟 {v} lunch，她搬家之后 much better
gratitude list：\n1. coffee\n2. {v} 突然 text 我\n3. 下雨
{d} 在 climbing gym 碰到 {v} lol
%full% 徒步 group 新认识的 friend：{v}
%full% {v} DM 我：「周六还 on 吗？」
mood 6/10。{v} 又 cancel 了
%full% therapist {v} 让我每天写 three good things
{"name": "{v}", "认识地点": "board game night"}
birthday list 🎂\n- {v} — 四月\n- 奶奶 — June
%full% 隔壁 {v} 阿姨又送了 tomatoes
在 Hinge 上 match 了 {v}，he likes 宫崎骏 too
记得 pay back {v} 演唱会门票钱
「{v}！！！」在机场大喊 like a movie
reading log：这本是找 {v} 借的
%full% 这周 carpool：我、{v}、还有邻居小孩
travel journal：民宿 host {v} 带我们逛 night market
{v} 六月 wedding，我还没 RSVP
Secret Santa 抽到了 {v} 😬
%full% today I miss {v}，已经两年了
%given% 在 {v} 家 dinner，她亲手包的饺子
%full% 报了 pottery class，老师叫 {v}，retired nurse
- call {v} back 回电话\n- 买 stamps
Who：{v}\nWhere：老地方\nVerdict：8/10
%full% guild 又有瓜：{v}（real name，自己写在 bio 里）又退会了
%enfull% 新同事 {v} 今天请大家喝奶茶
%full% 好友备注：{v}（high school 同学）
"""

T["username"]["en"] = r"""
%handle% follow my art acc @{v} 🎨
%discord% add me on discord: {v}
%gamertag% Xbox gamertag: {v}
%psn% PSN: {v} — add me for the raid
%steamcode% Steam friend code {v}
%switch% my Switch friend code is {v}, let's visit islands!
%riot% Riot ID {v}, hardstuck gold lol
%handle% username: {v}
%uid% Genshin UID {v} — need help with the weekly boss
%handle% IGN {v} on the minecraft server
%handle% {"user": "{v}", "level": {n}}
%handle% twitch chat log:\n{v}: gg no re\nmod: keep it civil
%handle% my old tumblr was {v} (cringe)
%handle% found my reddit alt u/{v}, deleting it
%handle% Letterboxd → {v} 🍿
%discord% DM: "what's your discord?" "{v}"
%handle% Strava: {v} — follow me for the ugly run maps
%handle% snapchat: {v} 👻
%gamertag% guild roster:\n1. {v} (me)\n2. the rest tbd
%handle% Goodreads profile {v} has my whole reading log
%handle% Hinge match said find her on IG, I sent mine: @{v}
%uid% HSR UID: {v}
%handle% tiktok @{v}
%steam64% csv: platform,id\nsteam,{v}
%handle% new ig handle ({v}) because the old one was my full name
%gamertag% if you see {v} in the lobby that's me, be nice
"""
T["username"]["zh"] = r"""
%wechat% 加我微信：{v}
%qq% QQ号 {v}，开黑来
%xhs% 小红书号：{v}，手账都发那上面了
%douyin% 抖音号 {v}，求关注😭
%uid% 原神 UID：{v} 求带周本
%zhnick% 王者荣耀游戏名「{v}」，来排位
%bili% B站 UID {v}
%weibo% 微博 @{v} 
%zhnick% 游戏昵称：{v}
%handle% 豆瓣 ID：{v}
%steamcode% Steam 好友代码 {v}
%switch% switch 好友码 {v}，一起动森串门
%discord% discord：{v}
%qq% 公会群里都加我 qq {v}
%wechat% 微信号改成了 {v}，旧的不用了
%handle% {"用户名": "{v}", "等级": {n}}
%handle% 用户名：{v}
%zhnick% 光遇好友昵称 {v}，每天互送蜡烛
%uid% 星铁 UID {v} 有空互助
%xhs% 小红书 {v} 有我的旅行攻略
%douyin% 直播间 id：{v}
%wechat% 私信：「加个vx？」「{v}」
%qq% 角色扮演群 QQ：{v}（备注暗号）
%zhnick% 和平精英 ID：{v}，dd
%handle% 网易云音乐 id {v} 歌单都公开了
%bili% 我的b站号是{v}
%wechat% 朋友圈屏蔽了家长，新号 {v} 只加朋友
"""
T["username"]["mixed"] = r"""
%handle% 关注我的 art 号 @{v} 🎨
%discord% 加我 discord：{v}
%wechat% WeChat 微信号：{v}
%qq% QQ {v}，来开黑 dd
%xhs% 小红书 id：{v}，手账 spreads 都在上面
%douyin% 抖音 ID {v}，pls follow😭
%uid% Genshin 原神 UID {v} 求带 weekly boss
%zhnick% 王者 IGN「{v}」，来 rank
%steamcode% Steam friend code {v}
%switch% Switch 好友码 {v}，来我岛上玩
%riot% Riot ID {v}，hardstuck 黄金 lol
%handle% username 用户名：{v}
%handle% IGN {v}，mc server 上找我
%handle% {"user": "{v}", "等级": {n}}
%handle% twitch 弹幕记录：\n{v}: gg no re\nmod: 文明发言
%handle% 以前的 tumblr 是 {v}（cringe 黑历史）
%bili% B站 UID {v} 投稿都是 gameplay
%gamertag% Xbox gamertag：{v}
%psn% PSN ID：{v}，raid 加我
%weibo% 微博 @{v} 
%handle% Letterboxd / 豆瓣都是 {v} 🍿
%discord% DM：「你 discord 多少？」「{v}」
%wechat% 私信：加个 vx？→ {v}
%uid% 星铁 HSR UID：{v}
%handle% 新 ig handle ({v})，旧的是真名太 risky
%zhnick% 光遇 friend 昵称 {v}，每天互送蜡烛 🕯️
"""

T["home_path"]["en"] = r"""
%journal% my journal lives in {v} and syncs nowhere, which is the point
%shots% screenshots from last night's raid are in {v}
%mc% ok found where minecraft put my world: {v}
%journal% note: back up {v} before reinstalling windows
%obs% Obsidian vault path: {v}
%log% the game crashed AGAIN, log file: {v}
%journal% {"vault": "{v}", "theme": "minimal"}
%save% saves folder → {v}
%journal% found the 2016 diary at {v} 😭 cringe
%photos% trip photos: {v} (need to sort)
%music% my secret playlist file: {v}
%mc% `{v}` ← copy this folder to the new laptop
%save% Stardew farm backup\n{v}\ndon't delete
%log% pasted the path for the discord help channel: {v}
%shots% clip of the clutch is at {v}, uploading later
%obs% Daily notes template is under {v}
%journal% reading log export went to {v}
%photos% - [ ] move {v} to the external drive
%save% path,size\n"{v}",2.1MB
%music% demo idea saved as {v} — hum it to mom tomorrow
%shots% why is my screenshot folder {v} 40GB
%mc% modpack instance: {v}
%log% error says it can't write to {v}, permissions?
%journal% gratitude.txt is in {v} btw
%obs% synced the vault ({v}) to my phone finally
%photos% wallpaper source: {v}
"""
T["home_path"]["zh"] = r"""
%journal% 日记就存在 {v}，不同步，这才安全
%shots% 昨晚团本的截图在 {v}
%mc% 终于找到我的世界存档在哪了：{v}
%journal% 备忘：重装系统前备份 {v}
%obs% Obsidian 库路径：{v}
%log% 游戏又崩了，日志文件：{v}
%journal% {"库": "{v}", "主题": "极简"}
%save% 存档文件夹 → {v}
%journal% 翻到了 2016 年的日记 {v} 😭 好羞耻
%photos% 旅行照片：{v}（还没整理）
%music% 私藏歌单文件：{v}
%mc% `{v}` ← 把这个文件夹拷到新电脑
%save% 星露谷农场备份\n{v}\n别删
%log% 在群里求助贴了路径：{v}
%shots% 高光时刻录屏在 {v}，晚点上传
%obs% 每日笔记模板在 {v} 下面
%journal% 读书记录导出到了 {v}
%photos% - [ ] 把 {v} 挪到移动硬盘
%save% 路径,大小\n"{v}",2.1MB
%music% 哼的 demo 存成了 {v}
%shots% 为什么 {v} 有 40 个 G
%mc% 整合包实例：{v}
%log% 报错说没法写入 {v}，权限问题？
%journal% 感恩日记.txt 在 {v}
%obs% 终于把 {v} 同步到手机了
%photos% 壁纸原图：{v}
"""
T["home_path"]["mixed"] = r"""
%journal% 我的 journal 存在 {v}，no sync，这才安全
%shots% 昨晚 raid 的 screenshots 在 {v}
%mc% 终于找到 minecraft world 存档：{v}
%journal% note：重装 windows 前 backup {v}
%obs% Obsidian vault 路径：{v}
%log% game 又 crash 了，log file：{v}
%journal% {"vault": "{v}", "主题": "minimal"}
%save% saves 存档 folder → {v}
%journal% 翻到 2016 年的 diary {v} 😭 cringe
%photos% trip 照片：{v}（还没 sort）
%music% 私藏 playlist 文件：{v}
%mc% `{v}` ← copy 到新 laptop
%save% Stardew 农场 backup\n{v}\n别删 don't delete
%log% 在 discord help channel 贴了 path：{v}
%shots% clutch 录屏在 {v}，晚点 upload
%obs% daily notes template 在 {v}
%journal% reading log export 到了 {v}
%photos% - [ ] move {v} 到移动硬盘
%save% path,大小\n"{v}",2.1MB
%music% demo idea 存成 {v}
%shots% why is {v} 有 40GB 😭
%mc% modpack 实例 instance：{v}
%log% error 说 can't write to {v}，权限问题？
%journal% gratitude 感恩日记在 {v}
%obs% 终于把 vault（{v}）sync 到手机了
%photos% wallpaper 原图：{v}
"""

T["schedule"]["en"] = r"""
%am% new routine: I wake at {v} every day, no snooze
%eve% gym Tue/Thu {v}, non-negotiable
%pm% every Wednesday I pick up my kid from school at {v}
%am% habit tracker: meds at {v} daily ✅✅✅☐
%late% bedtime goal: lights out by {v} (lol)
%eve% raid night is every Thursday {v}, I always log on early
%am% I walk the dog at {v} before work, rain or shine
%mid% Saturday piano lesson at {v}, been going since spring
%eve0% I run along the river every evening at {v}
%am% {"habit": "wake_up", "time": "{v}", "days": "daily"}
%pm% habit,days,time\nswim,Mon/Fri,{v}
%late% every night at {v} I journal for 10 min
%am% alarm: {v} — weekdays only
%eve% Sunday calls with my grandparents at {v}, every week
%am% my routine: up at {v}, coffee, stretch, journal
%mid% brunch with the same two friends every Sunday, always at {v}
%noon% I do my Duolingo every day at {v} on the lunch break
%eve% choir practice: Mondays, {v}
%am0% I'm at the pool every morning at {v} sharp
%late% skincare + reading at {v} every night 📚
%eve% D&D group meets every other Friday, {v} start
%am% Daily: feed the cat at {v}, then again after work
%pm% therapy every Tuesday {v} (so I block my calendar)
%eve% weekly: {v} Wed → yoga
%am% since January I've woken at {v} every weekday
%late% I always take the last walk with the dog at {v}
"""
T["schedule"]["zh"] = r"""
%am% 新作息：每天{v}起床，绝不赖床
%eve% 每周二、四{v}去健身房，雷打不动
%pm% 我每周三{v}去接孩子放学
%am% 习惯打卡：每天{v}吃药 ✅✅✅☐
%late% 睡觉目标：每晚{v}前关灯（做梦）
%eve% 每周四{v}公会团本，我都提前上线
%am% 每天{v}遛狗，风雨无阻
%mid% 每周六{v}上钢琴课，从春天学到现在
%eve0% 每天晚上{v}沿江跑步
%am% {"习惯": "起床", "时间": "{v}", "频率": "每天"}
%pm% 习惯,日子,时间\n游泳,周一/周五,{v}
%late% 每晚{v}写十分钟日记
%am% 闹钟：{v}，仅工作日
%eve% 每周日{v}和爷爷奶奶视频，雷打不动
%am% 我的作息：{v}起，喝咖啡、拉伸、写手账
%mid% 每周日都和那两个朋友吃早午饭，固定{v}
%noon% 每天{v}午休时刷多邻国
%eve% 合唱团排练：每周一{v}
%am0% 每天早上{v}准时去游泳馆
%late% 每晚{v}护肤+看书📚
%eve% 跑团每隔一周的周五{v}开
%am% 每天{v}喂猫，下班后再喂一次
%pm% 每周二{v}心理咨询（所以日程表上都空着）
%eve% 每周三{v}瑜伽
%am% 从一月开始工作日每天{v}起
%late% 每天{v}带狗下楼最后一次
"""
T["schedule"]["mixed"] = r"""
%am% new routine：每天 {v} wake up，no snooze
%eve% gym 每周二/四 {v}，non-negotiable
%pm% 每周三 {v} pick up 孩子放学
%am% habit tracker：每天 {v} 吃 meds ✅✅☐
%late% bedtime goal：{v} 前关灯 lol
%eve% raid night 每周四 {v}，我都 early 上线
%am% 每天 {v} walk the dog，风雨无阻
%mid% 每周六 {v} piano lesson
%eve0% 每天晚上 {v} 沿江 run
%am% {"habit": "起床", "time": "{v}", "days": "daily"}
%pm% habit,days,time\n游泳 swim,Mon/Fri,{v}
%late% every night {v} 写 journal 十分钟
%am% alarm 闹钟：{v}，weekdays only
%eve% 每周日 {v} 和爷爷奶奶 video call
%am% my routine：{v} 起床，coffee、stretch、手账
%mid% Sunday brunch 固定 {v}，每周都是那两个朋友
%noon% 每天 {v} 午休刷 Duolingo
%eve% choir 合唱排练：每周一 {v}
%am0% 每天 morning {v} 准时去泳池
%late% 每晚 {v} skincare + 看书📚
%eve% D&D 跑团每隔一周周五 {v} start
%am% daily：{v} 喂猫，下班后再喂
%pm% therapy 每周二 {v}（calendar 都 block 了）
%eve% weekly：周三 {v} → yoga
%am% 从 January 开始 weekday 每天 {v} 起
%late% 每天 {v} 带狗下楼 last walk
"""

T["geo"]["en"] = r"""
%coord% dropped a pin at home so the delivery guy stops getting lost: {v}
%zip% my zip is {v}, the bakery app keeps asking
%ukpc% postcode for the pen pal form: {v}
%corner% meet me at the corner of {v}, the house with the blue door is ours
%coord% Travel journal: our little rental is at {v} — best sunset ever
%w3w% what3words for the back gate: ///{v}
%coordc% https://maps.google.com/?q={v} ← my place, for the party
%zip4% ZIP+4 on the new lease: {v}
%coord% {"home_lat_lng": "{v}"}
%plus% plus code for my building: {v}
%capc% postal code (Toronto apt): {v}
%ukpc% we're in {v}, the Wednesday bin day kind of street
%coord% the bench where I journal every morning is at {v}
%corner% tell the driver {v}, I'll be waiting outside
%zip% delivery zone check → {v}
%coord% Geocache I hid near my house: {v} 🌲
%ukpc% Strava keeps showing my run starting at {v}, turn that off
%dms% photo EXIF says {v} — that's literally my bedroom window
%zip% local food bank volunteer form: zip {v}
%coord% coords of my allotment plot: {v}
%corner% our dog walker meets us at {v} every day
%coordc% location,lat_lng\nhome,"{v}"
%zip4% mailing ZIP: {v}
%ukpc% Secret Santa: just the postcode for now, {v}
%w3w% gate code spot ///{v} (the little alley)
%coord% Pinned: {v} (grandma's house, for the GPS)
"""
T["geo"]["zh"] = r"""
%coord% 在家门口定了个位，省得外卖小哥又找不到：{v}
%cnpc% 邮编 {v}，寄明信片要用
%cnpc% 笔友登记表：邮政编码 {v}
%zhcorner% 在{v}等我，旁边那栋蓝色门的就是我家
%coord% 旅行日记：我们的小民宿在 {v}，日落绝了
%gate% 外卖放{v}就行，我下楼拿
%coordc% 高德坐标 {v} ← 我家，聚会用
%cnpc% 新合同上的邮编：{v}
%coord% {"家的坐标": "{v}"}
%zhcorner% 每天早上在{v}等班车
%gate% 约在{v}见，我穿红色外套
%coord% 每天早上写日记的那张长椅在 {v}
%zhcorner% 跟司机说{v}，我在路边等
%cnpc% 快递填的邮编 {v}
%coord% 在家附近藏了个地理寻宝点：{v} 🌲
%coord% 跑步软件总显示起点在 {v}，得关掉
%dms% 照片 EXIF 显示 {v}——就是我卧室窗户
%cnpc% 社区志愿者报名：邮编 {v}
%coord% 我家菜地的坐标：{v}
%gate% 遛狗阿姨每天在{v}等我们
%coordc% 地点,坐标\n家,"{v}"
%cnpc% 寄信地址就写到区，再加邮编 {v}
%zhcorner% 秘密圣诞老人：先告诉你大概位置，{v}附近
%gate% 取快递在{v}那个丰巢柜
%coord% 置顶：{v}（外婆家，导航用）
%zhcorner% 搬家了，现在住{v}那一片
"""
T["geo"]["mixed"] = r"""
%coord% 在家门口 drop 了个 pin，外卖小哥 stop getting lost：{v}
%cnpc% 邮编 postcode {v}，寄 postcard 要用
%zip% my zip 是 {v}，bakery app 一直问
%zhcorner% 在 {v} 等我，blue door 那栋就是我家
%coord% travel journal：民宿 rental 在 {v}，sunset 绝了
%gate% 外卖放 {v} 就 ok，我下楼拿
%coordc% https://maps.google.com/?q={v} ← 我家，party 用
%ukpc% UK postcode 英国邮编：{v}
%coord% {"home_lat_lng": "{v}"}
%zhcorner% 每天 morning 在 {v} 等 shuttle bus
%gate% meet at {v}，我穿红色 jacket
%coord% 每天写 journal 的那张 bench 在 {v}
%corner% 跟 driver 说 {v}，I'll wait outside
%cnpc% 快递 form 填的邮编 {v}
%coord% 在家附近藏了个 geocache：{v} 🌲
%coord% Strava 总显示 run 起点在 {v}，得关掉
%dms% 照片 EXIF 显示 {v}——literally 我卧室窗户
%zip4% mailing ZIP：{v}
%coord% 菜地 allotment 坐标：{v}
%gate% dog walker 每天在 {v} 等我们
%coordc% location,坐标\nhome,"{v}"
%w3w% what3words 后门：///{v}
%zhcorner% Secret Santa：先告诉你大概位置，{v} 附近
%gate% 取快递在 {v} 那个 locker
%coord% pinned 置顶：{v}（外婆家 for GPS）
%cnpc% 新 lease 合同上的邮编：{v}
"""


# --------------------------------------------------------------------------- benign fillers
def _not_luhn_digits(rng: random.Random, n: int, first: str = "123456789") -> str:
    while True:
        s = rng.choice(first) + _r(rng, DG, n - 1)
        if not _luhn_ok(s):
            return s


def _isbn(rng: random.Random, lang: str) -> str:
    body = "978" + rng.choice(["0", "1", "7"]) + _r(rng, DG, 8)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    n = body + str((10 - s % 10) % 10)
    return f"{n[:3]}-{n[3]}-{n[4:8]}-{n[8:12]}-{n[12]}"


def _order(rng: random.Random, lang: str) -> str:
    if lang == "en" or (lang == "mixed" and rng.random() < 0.5):
        return rng.choice([f"{rng.randint(111, 114)}-{_r(rng, DG, 7)}-{_r(rng, DG, 7)}", f"#{rng.choice(UP)}{_r(rng, DG, 6)}", f"#{rng.randint(1000, 99999)}"])
    return rng.choice([_not_luhn_digits(rng, 19, "3"), "DD" + _r(rng, DG, 12), f"E{_r(rng, DG, 14)}"])


SONGS_EN = ["Anti-Hero (3:20)", "Bohemian Rhapsody — 5:55", "Mr. Brightside, 3:42", "Blinding Lights (3:20)", "Clair de Lune, 5:04", "Dancing Queen 3:51", "Hotel California (6:30)", "drivers license — 4:02"]
SONGS_ZH = ["周杰伦《晴天》4:29", "五月天《倔强》4:20", "陈奕迅《十年》3:25", "《孤勇者》4:16", "邓紫棋《光年之外》3:55", "《稻香》3:43"]
FAMOUS_EN = ["Taylor Swift", "Hayao Miyazaki", "Beyoncé", "Lionel Messi", "Stephen King", "Olivia Rodrigo", "Hozier", "Haruki Murakami", "Gordon Ramsay"]
FAMOUS_ZH = ["周杰伦", "五月天", "刘慈欣", "陈奕迅", "邓紫棋", "莫言", "久石让", "宫崎骏"]
VENUE_EN = ["the Met: 10am–5pm, Fri & Sat till 9pm", "British Museum 10:00–17:00 daily", "IKEA 10am–9pm", "Central Library: Mon–Thu 9am–8pm", "the Louvre 9am–6pm, closed Tuesdays", "Kew Gardens opens at 10am"]
VENUE_ZH = ["故宫 8:30–17:00，周一闭馆", "国家图书馆 9:00–21:00", "上海博物馆 9:00–17:00", "迪士尼乐园 8:30 开园", "省图书馆 周二至周日 9:00-20:30", "动物园 7:30–17:30"]
HOTLINE_EN = ["911", "999", "NHS 111", "988", "Samaritans on 116 123", "311"]
HOTLINE_ZH = ["110", "120", "119", "12345 市民热线", "12315", "12355 青少年热线"]
ERR = ["0xc000007b", "CE-34878-0", "4-7744", "0x80070005", "ERR_CONN_RESET", "502"]

BENIGN_FILL = {
    "ver": lambda rng, lang: rng.choice([f"{rng.randint(1, 5)}.{rng.randint(0, 8)}", f"v{rng.randint(1, 3)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}", f"1.{rng.randint(16, 21)}.{rng.randint(1, 4)}", f"{rng.randint(15, 18)}.{rng.randint(0, 6)}"]),
    "sha": lambda rng, lang: _r(rng, HEX, rng.choice([7, 7, 8, 10])),
    "shalong": lambda rng, lang: _r(rng, HEX, 64),
    "uuid": lambda rng, lang: "-".join(_r(rng, HEX, n) for n in (8, 4, 4, 4, 12)),
    "order": _order,
    "score": lambda rng, lang: f"{rng.randint(0, 5)}-{rng.randint(0, 5)}" if lang == "en" or rng.random() < 0.5 else f"{rng.randint(0, 5)}比{rng.randint(0, 5)}",
    "lvl": lambda rng, lang: rng.choice([f"Lv.{rng.randint(10, 90)}", f"level {rng.randint(10, 90)}", f"AR {rng.randint(20, 60)}", f"MR {rng.randint(10, 99)}"]),
    "song": lambda rng, lang: rng.choice(_pool(lang, SONGS_EN, SONGS_ZH)),
    "famous": lambda rng, lang: rng.choice(_pool(lang, FAMOUS_EN, FAMOUS_ZH)),
    "venue": lambda rng, lang: rng.choice(_pool(lang, VENUE_EN, VENUE_ZH)),
    "hotline": lambda rng, lang: rng.choice(_pool(lang, HOTLINE_EN, HOTLINE_ZH)),
    "isbn": _isbn,
    "seed": lambda rng, lang: rng.choice(["-", ""]) + _not_luhn_digits(rng, rng.choice([10, 18, 19])),
    "steps": lambda rng, lang: f"{rng.randint(4, 18)},{rng.randint(0, 999):03d}",
    "km": lambda rng, lang: f"{rng.randint(2, 21)}.{rng.randint(0, 9)}",
    "pace": lambda rng, lang: f"{rng.randint(4, 7)}'{rng.randint(0, 59):02d}\"",
    "err": lambda rng, lang: rng.choice(ERR),
    "runtime": lambda rng, lang: f"{rng.randint(1, 5)}h {rng.randint(1, 59)}m",
    "pct": lambda rng, lang: str(rng.randint(1, 30)),
    "wc": lambda rng, lang: f"{rng.randint(1, 9)},{rng.randint(0, 999):03d}",
    "temp": lambda rng, lang: str(rng.randint(-5, 36)),
    "big": lambda rng, lang: f"{rng.randint(20, 999)},{rng.randint(0, 999):03d}",
}

B: dict[str, str] = {}
B["en"] = r"""
{d} — patch {ver} dropped and my whole build is useless now {e}
Reading log: finished Klara and the Sun by Kazuo Ishiguro, {s}/5, would cry again
Mood: {r}/10. slept badly, an early morning thunderstorm woke the whole street in {c}
guild recap: cleared the raid on attempt #{n}, scrim score {score} after
{lvl} finally!! only took {n} hours of grinding {e}
commit {sha} — fixed the streak counter in my little habit tracker app
crash report id {uuid}, sent it to the devs, fingers crossed
order {order} shipped — new journal + washi tape 📦
museum day tomorrow! {venue}
now playing: {song} on repeat
{famous} fans in the group chat are going feral today lol
if anyone in the server is struggling tonight, {hotline} is there. you matter ❤️
Minecraft seed {seed} has a village right at spawn, try it
ISBN {isbn} — adding to my to-read list
steps today: {steps}. ran {km} km at {pace}/km pace
Genshin {ver} banner: Raiden Shogun rerun?? saving every primogem
{c} in the early morning is so quiet, wrote three pages
Trip to {c}: ate way too much, {r}/10 would go back
Habit tracker week {n}: water ✅ stretch ✅ read ✅ no-phone ☐
song of the day: {song}, listened {n} times
our team lost {score}, the ref was blind
iOS {ver} update broke my widgets again {e}
New Tetris high score: {big}
chapter {n} of the fic is up! AO3 tags updated
Gratitude: warm socks, the Ghibli soundtrack, the cat sleeping on my feet
forum post: "anyone else getting error {err} on the {g} launcher?"
guild DM: "server reset is at 4am server time, don't forget dailies"
my password manager says {n} passwords are reused, yikes. fixing it this weekend
forgot my email password AGAIN and the reset link never arrives {e}
Rewatched Spirited Away ({n} times now). Miyazaki never misses.
phone died at {pct}% again, battery is cooked
Wrote {n} pages today. word count {wc}.
{c} was {temp}°C today so I stayed in and played {g}
build {ver}-beta fixed the save corruption bug
Discord: "@everyone raid moved to next week, same channel"
pack opening: Charizard ex + {n} commons, I'll take it
sha256 of my journal backup zip: {shalong} (matches, phew)
Duolingo streak: {n} days 🔥
Spotify Wrapped: top artist {famous}, {big} minutes, no comment
{g} patch notes v{ver}: nerfed my main, uninstalling (not really)
Elden Ring: beat Malenia on try #{n}. Let Me Solo Her is a legend.
Sherlock Holmes fans: 221B Baker Street is a museum now?? adding to the London list
TOTK took me {n} hours and Link still deserves a vacation
speedrun PB: {runtime} including the cutscenes lol
Dear diary, nothing happened today. It was great. {e}
bullet journal spread for next month: mood tracker, {n} habit boxes, a reading shelf
"""
B["zh"] = r"""
{d} 版本 {ver} 更新了，我的配队全废了 {e}
读书记录：读完了刘慈欣的《三体》，{s}/5 星
心情 {r}/10，凌晨打雷被吵醒，整栋楼都醒了
公会团本第{n}次尝试终于过了，友谊赛比分 {score}
{lvl} 了！肝了 {n} 个小时 {e}
提交 {sha}：修好了我自己做的打卡 app 的连胜计数
崩溃报告编号 {uuid} 已提交给官方
订单号 {order} 已发货——新手账本和胶带📦
明天去博物馆！{venue}
单曲循环：{song}
{famous} 的新歌今天上线，群里都疯了哈哈
群里如果有人今晚难受，记得 {hotline}，你很重要❤️
我的世界种子 {seed} 出生点就有村庄，亲测
ISBN {isbn} 加入想读
今天 {steps} 步，跑了 {km} 公里，配速 {pace}
原神 {ver} 卡池：雷电将军复刻？攒原石中
{c}的清晨好安静，写了三页手账
{c}之旅：吃太多了，{r}/10 还会再去
打卡第{n}周：喝水✅ 拉伸✅ 阅读✅ 不刷手机☐
今日歌曲：{song}，听了{n}遍
我们队 {score} 输了，裁判眼瞎
iOS {ver} 更新后小组件又坏了 {e}
俄罗斯方块新纪录：{big}
同人文第{n}章更新啦，tag 已改
感恩：暖和的袜子、久石让的配乐、睡在我脚上的猫
论坛求助：「{g}启动器报错 {err}，有人遇到吗？」
公会公告：服务器每天凌晨4点刷新，别忘了日常
密码管理器提示我有{n}个重复密码，好吓人，周末改
又忘了邮箱密码，验证码一直收不到 {e}
第{n}次看《千与千寻》，宫崎骏永远的神
手机又在 {pct}% 关机了，电池不行了
今天写了{n}页，字数 {wc}
{c}今天 {temp}°C，在家打{g}
测试版 {ver} 修复了存档损坏的 bug
群公告：@全体成员 团本改到下周，频道不变
抽卡：{n}发十连全是蓝光，非酋实锤 xswl
手账备份压缩包的 sha256：{shalong}（校验通过）
多邻国连胜 {n} 天🔥
网易云年度报告：最爱歌手{famous}，听了{big}分钟，不予置评
王者荣耀新赛季上了{n}星，yyds
淘宝订单 {order} 到了，包装破了申请退款
福尔摩斯迷：贝克街221B居然是博物馆，加入伦敦清单
速通最好成绩 {runtime}，包括过场动画
亲爱的日记，今天什么都没发生，真好 {e}
下个月的手账排版：心情追踪、{n}个习惯格子、读书架
喜茶新品 yyds，{c}门店排了好久
"""
B["mixed"] = r"""
{d} patch {ver} 更新了，我的 build 全废了 {e}
reading log：读完了《三体》by 刘慈欣，{s}/5 stars
mood {r}/10，early morning 打雷被吵醒 in {c}
guild recap：第{n}次 attempt 终于 clear 了，scrim 比分 {score}
{lvl} 了 finally！肝了 {n} 小时 {e}
commit {sha}：修好了我的 habit tracker app 的 streak bug
crash report id {uuid} 已经 submit 了
order {order} 已发货 shipped — 新 journal + 胶带📦
明天 museum day！{venue}
now playing 单曲循环：{song}
{famous} 的 fans 在群里疯了 lol
server 里如果有人 tonight 很难受，{hotline} is there，你很重要❤️
Minecraft seed {seed} spawn 点就有 village，亲测
ISBN {isbn} 加入 to-read list
今天 steps {steps}，run 了 {km} km，pace {pace}
原神 {ver} banner：雷电将军 rerun？攒 primos
{c} 的 early morning 好安静，写了三页 journal
trip to {c}：吃太多了 {r}/10 would go back
habit tracker 第{n}周：喝水 ✅ stretch ✅ read ✅ no-phone ☐
song of the day：{song}，听了{n}遍
我们队 lost {score}，ref 眼瞎
iOS {ver} update 之后 widgets 又坏了 {e}
Tetris 新 high score：{big}
fic 第{n}章 update 啦，AO3 tags 改好了
gratitude：暖和的 socks、Ghibli soundtrack、猫
forum 求助：「{g} launcher 报 error {err}，anyone？」
guild 公告：server reset 是 server time 凌晨 4 点，别忘了 dailies
password manager 说我有{n}个 reused passwords，yikes
又忘了 email password，reset link 一直收不到 {e}
第{n}次 rewatch Spirited Away 千与千寻，宫崎骏 never misses
手机又在 {pct}% 关机了，battery 不行了
今天写了{n}页，word count {wc}
{c} 今天 {temp}°C，在家打 {g}
beta {ver} 修复了 save bug
Discord：「@everyone raid 改到下周」
抽卡 pull 了{n}次十连全是蓝光，非酋 xswl
journal backup zip 的 sha256：{shalong}（checksum ok）
Duolingo 连胜 streak {n} 天🔥
Spotify Wrapped：top artist {famous}，{big} minutes，no comment
{g} patch notes v{ver}：nerf 了我的 main，uninstall（not really）
Elden Ring：第{n}次 try 终于打过 Malenia 了 nbcs
福尔摩斯 fans：221B Baker Street 是 museum 了？加入 London list
speedrun PB {runtime}，包括 cutscenes
dear diary，今天啥也没发生，真好 {e}
下个月 bujo spread：mood tracker、{n}个 habit 格子、reading shelf
喜茶新品 yyds，{c} 门店 queue 了好久
"""


# --------------------------------------------------------------------------- public API
def _cells() -> list[tuple[str, str]]:
    return [(c, l) for c in CATEGORIES for l in LANGS]


def _templates() -> dict[tuple[str, str], list[tuple[str, str]]]:
    return {(c, l): _parse(T[c][l]) for c, l in _cells()}


def samples() -> list[Sample]:
    out: list[Sample] = []
    tpls = _templates()
    for i, (cat, lang) in enumerate(_cells()):
        rng = random.Random(AO_SEED + 101 * i)
        ts = tpls[(cat, lang)]
        order = list(range(len(ts)))
        seen: set[str] = set()
        for k in range(PER_CELL):
            if k % len(ts) == 0:
                rng.shuffle(order)
            kind, tmpl = ts[order[k % len(ts)]]
            for _ in range(50):
                s = _make(rng, cat, lang, kind, tmpl)
                if s.text not in seen:
                    break
            seen.add(s.text)
            out.append(s)
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for j, lang in enumerate(LANGS):
        rng = random.Random(AO_SEED + 7000 + j)
        ts = [t for _, t in _parse(B[lang])]
        seen: set[str] = set()
        k = 0
        while len(seen) < BENIGN_PER_LANG:
            if k % len(ts) == 0:
                rng.shuffle(ts)
            text = _fill(rng, _wrap(rng, ts[k % len(ts)], lang), lang)
            k += 1
            if text not in seen:
                seen.add(text)
                out.append((lang, text))
            if k > 50 * BENIGN_PER_LANG:
                raise RuntimeError(f"not enough distinct benign texts for {lang}")
    return out


if __name__ == "__main__":
    t0 = time.time()
    s1, b1 = samples(), benign_with_lang()
    elapsed = time.time() - t0
    s2, b2 = samples(), benign_with_lang()
    assert s1 == s2 and b1 == b2, "not deterministic"
    counts: dict[tuple[str, str], int] = {}
    for s in s1:
        assert s.category in CATEGORIES and s.lang in LANGS
        counts[(s.category, s.lang)] = counts.get((s.category, s.lang), 0) + 1
        v = s.value
        assert v and v == v.strip(), (s.category, s.lang, v)
        assert s.text.count(v) == 1, (s.category, s.lang, v)
        assert not _UNFILLED.search(s.text), s.text
    assert all(counts.get(c, 0) == PER_CELL for c in _cells()), counts
    assert len(s1) == PER_CELL * len(_cells())
    bcounts = {l: 0 for l in LANGS}
    for lang, text in b1:
        bcounts[lang] += 1
        assert not _UNFILLED.search(text), text
    assert all(bcounts[l] == BENIGN_PER_LANG for l in LANGS), bcounts
    tcounts = {c: len(v) for c, v in _templates().items()}
    assert min(tcounts.values()) >= MIN_TEMPLATES, tcounts
    assert elapsed < 20, elapsed
    print(f"samples: {len(s1)} ({PER_CELL} per cell x {len(_cells())} cells), distinct texts {len({s.text for s in s1})}")
    print(f"{'category':<14}" + "".join(f"{l:>16}" for l in LANGS))
    for cat in CATEGORIES:
        print(f"{cat:<14}" + "".join(f"{str(counts[(cat, l)]) + ' (' + str(tcounts[(cat, l)]) + ' tpl)':>16}" for l in LANGS))
    print(f"templates per cell: min {min(tcounts.values())}, max {max(tcounts.values())}, total {sum(tcounts.values())}")
    print(f"benign: {len(b1)} " + " ".join(f"{l}={bcounts[l]}" for l in LANGS) + f" ({sum(len(_parse(B[l])) for l in LANGS)} benign templates)")
    print("deterministic: yes; every value occurs once; no unfilled placeholder")
    print(f"generation time: {elapsed:.2f}s")
