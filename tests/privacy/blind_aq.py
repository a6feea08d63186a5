# ruff: noqa
"""Blind evaluation corpus AQ: personal relationships and life events.

Domain: texts written by individuals about their private lives -- dating-app profiles and
chats, wedding planning (guest lists, RSVPs, seating charts, vendor contracts), baby showers
and birthdays, family trees / genealogy notes, obituary and memorial-page drafts,
neighbourhood group posts, roommate / flatmate agreements, hotel and restaurant
reservations, travel itineraries shared with friends; in Chinese: 婚礼筹备, 相亲资料, 家谱,
同学聚会, 租房合租协议, 旅行攻略.

Styles: notes-app lists, spreadsheets pasted as TSV/CSV, markdown checklists, WeChat /
WhatsApp-style messages, emails to vendors, voice-dictated messages without punctuation,
forms, JSON/config snippets pasted by the friend who built the wedding website.

Written blind: the author never read the gate's source code, its tests, other corpora or
the project's history, and never ran the gate on this corpus. The only file read from the
repository is the contract ``blind_common.py``.

Seeds: each (category, lang) cell uses ``seed = 20241107 + cell_index`` where
``cell_index = CATEGORIES.index(category) * len(LANGS) + LANGS.index(lang)``; its
``random.Random(seed)`` drives every choice, and Faker instances are re-seeded with
``seed_instance(8101 + seed)`` (en_US), ``seed_instance(8102 + seed)`` (en_GB) and
``seed_instance(8103 + seed)`` (zh_CN). Benign texts use ``random.Random(91107 + lang_index)``
(and the Faker instances seeded likewise from that value).

Each sample holds exactly one planted personal value of its category with its exact span;
everything else is generic (roles, public venues, cities, dates, amounts, reference numbers).
"""

from __future__ import annotations

import base64
import json
import random
import string

try:
    from .blind_common import CATEGORIES, LANGS, Sample
except ImportError:  # run as a script
    import os, sys

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

from faker import Faker

PER_CELL = 250
BENIGN_PER_LANG = 400
BASE_SEED = 20241107
BENIGN_SEED = 91107

MARK = "\ue000"

LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits
AL = string.ascii_letters + string.digits
ALU = AL + "_-"
HEX = "0123456789abcdef"
UPD = UP + DIG


# --------------------------------------------------------------------------------------
# small helpers
# --------------------------------------------------------------------------------------


def rs(r, n, alpha=AL):
    return "".join(r.choice(alpha) for _ in range(n))


def dg(r, n):
    return "".join(r.choice(DIG) for _ in range(n))


def b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def luhn_complete(prefix_digits: str) -> str:
    """Append the Luhn check digit."""
    total = 0
    for i, ch in enumerate(reversed(prefix_digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return prefix_digits + str((10 - total % 10) % 10)


def fw_digits(s: str) -> str:
    """Full-width digits."""
    return "".join(chr(ord(ch) + 0xFEE0) if ch.isdigit() else ch for ch in s)


class Ctx:
    def __init__(self, r, en, gb, zh, lang):
        self.r = r
        self.en = en
        self.gb = gb
        self.zh = zh
        self.lang = lang


# --------------------------------------------------------------------------------------
# generic (non-personal) fillers
# --------------------------------------------------------------------------------------

CITIES_EN = [
    "New York", "Chicago", "Austin", "Seattle", "Denver", "Boston", "Portland", "Nashville",
    "San Diego", "London", "Manchester", "Edinburgh", "Bristol", "Leeds", "Brighton", "Dublin",
    "Lisbon", "Barcelona", "Rome", "Cancún", "Maui", "Bali", "Tokyo", "Savannah", "Charleston",
]
CITIES_ZH = [
    "北京", "上海", "广州", "深圳", "杭州", "成都", "重庆", "西安", "南京", "武汉", "苏州",
    "厦门", "大理", "三亚", "青岛", "长沙", "昆明", "丽江", "桂林",
]
VENUES_EN = [
    "the Ritz-Carlton", "Hilton Garden Inn", "the Marriott Marquis", "Holiday Inn Express",
    "the Four Seasons", "The Savoy", "Premier Inn", "Travelodge", "the Hyatt Regency",
    "the Sheraton", "the Botanical Garden", "Olive Garden", "Nando's", "The Cheesecake Factory",
    "Pizza Express", "Dishoom", "the Hampton Inn", "the Radisson Blu", "Wagamama",
]
VENUES_ZH = [
    "香格里拉大酒店", "希尔顿酒店", "如家酒店", "全季酒店", "亚朵酒店", "海底捞", "外婆家",
    "西贝莜面村", "全聚德", "鼎泰丰", "万达嘉华酒店", "汉庭酒店", "绿茶餐厅", "太二酸菜鱼",
    "洲际酒店", "锦江之星",
]
VENDORS_EN = [
    "Petal & Stem Florals", "Golden Hour Photo Co.", "Sweet Layers Bakery",
    "Harbor View Catering", "Blue Note DJs", "Evergreen Party Rentals", "Lace & Linen Bridal",
    "Paper Crane Invitations", "Sparkle Balloon Studio", "Rustic Barn Venues",
]
VENDORS_ZH = [
    "花间婚礼策划", "时光影像工作室", "甜心蛋糕坊", "喜宴堂婚庆", "繁花布置公司",
    "米兰婚纱摄影", "小确幸派对策划", "金色年华司仪团队",
]
ROLES_EN = [
    "my sister", "the groom", "Mum", "the best man", "my roommate", "Grandma", "the caterer",
    "our planner", "the bride's dad", "my cousin", "the florist", "the DJ", "my flatmate",
    "the maid of honour", "Dad", "the photographer", "my landlord", "the officiant",
]
ROLES_ZH = [
    "我姐", "新郎", "我妈", "伴郎", "室友", "奶奶", "策划师", "表哥", "伴娘", "我爸",
    "司仪", "摄影师", "房东", "舅舅", "二姨", "班长",
]
SPEAKERS_EN = ["Me", "Mum", "Dad", "Maid of Honour", "Best Man", "Roomie", "Sis", "Planner", "Bride", "Groom"]
SPEAKERS_ZH = ["我", "老妈", "伴娘", "表姐", "策划", "室友", "班长", "新娘", "新郎"]
MONTHS = ["Jan", "Feb", "March", "April", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"]
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def f_date_en(c):
    r = c.r
    m, d = r.randint(1, 12), r.randint(1, 28)
    k = r.randrange(5)
    if k == 0:
        return f"{MONTHS[m - 1]} {d}"
    if k == 1:
        return f"{r.choice(WEEKDAYS)}, {MONTHS[m - 1]} {d}"
    if k == 2:
        return f"{m}/{d}"
    if k == 3:
        return f"{d} {MONTHS[m - 1]}"
    return f"2025-{m:02d}-{d:02d}"


def f_date_zh(c):
    r = c.r
    m, d = r.randint(1, 12), r.randint(1, 28)
    k = r.randrange(5)
    if k == 0:
        return f"{m}月{d}日"
    if k == 1:
        return f"{m}月{d}号"
    if k == 2:
        return f"2025年{m}月{d}日"
    if k == 3:
        return r.choice(["下周六", "这周日", "国庆", "五一", "元旦", "下个月初", "中秋"])
    return f"{m}.{d}"


def f_time_en(c):
    r = c.r
    h = r.randint(1, 11)
    return r.choice([f"{h}pm", f"{h}:30pm", f"{h}:00 PM", f"{h}:15", f"{h}.45pm"])


def f_time_zh(c):
    r = c.r
    h = r.randint(1, 11)
    return r.choice([f"下午{h}点", f"晚上{h}点半", f"{h + 12}:00", f"中午12点", f"上午{h}点"])


def f_ref(c):
    r = c.r
    k = r.randrange(5)
    if k == 0:
        return rs(r, 6, UPD)
    if k == 1:
        return "#" + dg(r, 5)
    if k == 2:
        return f"RSV-{dg(r, 6)}"
    if k == 3:
        return f"{rs(r, 2, UP)}{dg(r, 7)}"
    return f"BK{dg(r, 8)}"


def f_wts_en(c):
    r = c.r
    h = r.randint(1, 12)
    return f"{r.randint(1, 12)}/{r.randint(1, 28)}/24, {h}:{r.randint(0, 59):02d} {r.choice(['AM', 'PM'])}"


def f_wts_zh(c):
    r = c.r
    return f"2024/{r.randint(1, 12)}/{r.randint(1, 28)} {r.randint(7, 23)}:{r.randint(0, 59):02d}"


FILLERS = {
    "city": lambda c: c.r.choice(CITIES_EN),
    "cityz": lambda c: c.r.choice(CITIES_ZH),
    "venue": lambda c: c.r.choice(VENUES_EN),
    "venuez": lambda c: c.r.choice(VENUES_ZH),
    "vendor": lambda c: c.r.choice(VENDORS_EN),
    "vendorz": lambda c: c.r.choice(VENDORS_ZH),
    "role": lambda c: c.r.choice(ROLES_EN),
    "rolez": lambda c: c.r.choice(ROLES_ZH),
    "date": f_date_en,
    "datez": f_date_zh,
    "time": f_time_en,
    "timez": f_time_zh,
    "ref": f_ref,
    "usd": lambda c: f"${c.r.randint(2, 90) * 25:,}",
    "gbp": lambda c: f"£{c.r.randint(2, 90) * 20:,}",
    "cny": lambda c: f"¥{c.r.randint(2, 120) * 100:,}",
    "yuan": lambda c: f"{c.r.randint(2, 120) * 100}元",
    "n": lambda c: str(c.r.randint(2, 19)),
    "tbl": lambda c: str(c.r.randint(1, 24)),
    "yr": lambda c: str(c.r.randint(2024, 2026)),
    "flight": lambda c: c.r.choice(["UA", "BA", "DL", "AA", "MU", "CA", "CZ", "VS", "TP"]) + str(c.r.randint(100, 1999)),
    "wts": f_wts_en,
    "wtsz": f_wts_zh,
    "hex8": lambda c: rs(c.r, 8, HEX),
    "age": lambda c: str(c.r.randint(24, 38)),
}


class Fill(dict):
    def __init__(self, ctx):
        super().__init__()
        self.c = ctx

    def __missing__(self, key):
        if key == "v":
            val = MARK
        else:
            val = FILLERS[key](self.c)
        self[key] = val
        return val


def render(tpl: str, value: str, ctx: Ctx):
    text = tpl.format_map(Fill(ctx))
    i = text.index(MARK)
    assert text.count(MARK) == 1, tpl
    return text.replace(MARK, value), i


# --------------------------------------------------------------------------------------
# value generators: secret
# --------------------------------------------------------------------------------------


def s_aws_id(c):
    return "AKIA" + rs(c.r, 16, UP + "234567")


def s_aws_secret(c):
    return rs(c.r, 40, AL + "+/")


def s_ghp(c):
    return c.r.choice(["ghp_", "ghp_", "ghp_", "gho_", "ghs_"]) + rs(c.r, 36)


def s_ghpat(c):
    return "github_pat_" + rs(c.r, 22, UPD) + "_" + rs(c.r, 59)


def s_slack_bot(c):
    r = c.r
    return f"xoxb-{dg(r, r.randint(10, 13))}-{dg(r, 13)}-{rs(r, 24)}"


def s_slack_user(c):
    r = c.r
    return f"xoxp-{dg(r, 11)}-{dg(r, 12)}-{dg(r, 13)}-{rs(r, 32, HEX)}"


def s_slack_hook(c):
    r = c.r
    return f"https://hooks.slack.com/services/T{rs(r, r.randint(8, 10), UPD)}/B{rs(r, r.randint(8, 10), UPD)}/{rs(r, 24)}"


def s_openai(c):
    r = c.r
    if r.random() < 0.5:
        return "sk-" + rs(r, 48)
    return "sk-proj-" + rs(r, r.randint(60, 120), ALU)


def s_anthropic(c):
    return "sk-ant-api03-" + rs(c.r, 93, ALU) + "AA"


def s_stripe(c):
    r = c.r
    return r.choice(["sk_live_", "sk_live_", "rk_live_", "sk_test_"]) + rs(r, r.choice([24, 34, 99]))


def s_whsec(c):
    return "whsec_" + rs(c.r, 32)


def s_google(c):
    return "AIza" + rs(c.r, 35, ALU)


def s_hf(c):
    return "hf_" + rs(c.r, 34, string.ascii_letters)


def s_sendgrid(c):
    return "SG." + rs(c.r, 22, ALU) + "." + rs(c.r, 43, ALU)


def s_telegram(c):
    r = c.r
    return f"{r.randint(100000000, 7999999999)}:AA{rs(r, 33, ALU)}"


def s_jwt(c):
    r = c.r
    alg = r.choice(["HS256", "HS256", "RS256"])
    head = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    iat = r.randint(1700000000, 1730000000)
    payload = {
        "sub": r.choice(["rsvp-", "guest-", "acct_", "u"]) + dg(r, r.randint(4, 8)),
        "iat": iat,
        "exp": iat + r.choice([3600, 86400, 604800]),
    }
    if r.random() < 0.5:
        payload["scope"] = r.choice(["rsvp:write", "photos:read", "admin", "guestlist"])
    body = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = rs(r, 43 if alg == "HS256" else 86, ALU)
    return f"{head}.{body}.{sig}"


def s_pem(c):
    r = c.r
    kind = r.randrange(4)
    if kind == 0:
        label, start = "RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA"
    elif kind == 1:
        label, start = "OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
    elif kind == 2:
        label, start = "EC PRIVATE KEY", "MHcCAQEEI"
    else:
        label, start = "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
    nlines = r.randint(4, 9)
    body = start + rs(r, 64 * nlines - len(start) + r.randint(8, 40), AL + "+/")
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    if kind != 1:
        lines[-1] = lines[-1] + r.choice(["", "=", "=="])
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def s_hipw(c):
    r = c.r
    return rs(r, r.randint(16, 28))


def s_twilio(c):
    return rs(c.r, 32, HEX)


def s_mailchimp(c):
    return rs(c.r, 32, HEX) + "-us" + str(c.r.randint(2, 21))


def s_mailgun(c):
    return "key-" + rs(c.r, 32, HEX)


def s_npm(c):
    return "npm_" + rs(c.r, 36)


def s_gitlab(c):
    return "glpat-" + rs(c.r, 20, ALU)


def s_do(c):
    return "dop_v1_" + rs(c.r, 64, HEX)


def s_discord_bot(c):
    r = c.r
    return r.choice(["MT", "OD", "Nz", "OT"]) + rs(r, 24) + "." + rs(r, 6, ALU) + "." + rs(r, 38, ALU)


def s_discord_hook(c):
    r = c.r
    return f"https://discord.com/api/webhooks/{r.randint(10**17, 10**19 - 1)}/{rs(r, 68, ALU)}"


def s_aliyun_id(c):
    return "LTAI5t" + rs(c.r, 18)


def s_aliyun_secret(c):
    return rs(c.r, 30)


def s_tencent_id(c):
    return "AKID" + rs(c.r, 32)


def s_wx_secret(c):
    return rs(c.r, 32, HEX)


def s_dingtalk(c):
    return rs(c.r, 64, HEX)


def s_dingsec(c):
    return "SEC" + rs(c.r, 64, HEX)


def s_dropbox(c):
    return "sl." + rs(c.r, c.r.randint(130, 140), ALU)


def s_square(c):
    return "EAAA" + rs(c.r, 60, ALU)


def s_airtable(c):
    return "pat" + rs(c.r, 14) + "." + rs(c.r, 64, HEX)


def s_notion(c):
    r = c.r
    if r.random() < 0.5:
        return "secret_" + rs(r, 43)
    return "ntn_" + dg(r, 12) + rs(r, 34)


def s_gocspx(c):
    return "GOCSPX-" + rs(c.r, 28, ALU)


def s_shopify(c):
    return c.r.choice(["shpat_", "shpss_", "shpca_"]) + rs(c.r, 32, HEX)


def s_azure(c):
    return rs(c.r, 86, AL + "+/") + "=="


def s_qiniu(c):
    return rs(c.r, 40, ALU)


def s_generic(c):
    r = c.r
    k = r.randrange(4)
    if k == 0:
        return rs(r, r.choice([32, 40, 64]), HEX)
    if k == 1:
        return rs(r, r.randint(32, 48))
    if k == 2:
        return rs(r, 43, AL + "+/") + "="
    return rs(r, 24, ALU)


def s_mapbox(c):
    return "sk.eyJ1Ijoi" + rs(c.r, 40) + "." + rs(c.r, 22, ALU)


def s_linear(c):
    return "lin_api_" + rs(c.r, 40)


# --------------------------------------------------------------------------------------
# value generators: password
# --------------------------------------------------------------------------------------

PW_WORDS = [
    "sunflower", "maple", "harbor", "velvet", "cobalt", "pumpkin", "tiramisu", "lantern",
    "marigold", "pebble", "juniper", "saffron", "meadow", "thunder", "cactus", "mango",
    "puffin", "willow", "orchid", "falcon", "copper", "ember", "glacier", "nutmeg", "paprika",
    "honeybee", "starfish", "biscuit", "waffle", "lighthouse", "pinecone", "seashell",
]
PINYIN = [
    "woaini", "xiaomao", "dabao", "tiantian", "kuaile", "xingfu", "aiqing", "qingtian",
    "hanbao", "lanmao", "paopao", "mimi", "xiaozhu", "pingan", "baobei", "taiyang",
]
SYMS = "!@#$%&*?"


def p_word(c):
    r = c.r
    w = r.choice(PW_WORDS)
    w = w.capitalize() if r.random() < 0.7 else w
    return w + r.choice(["", "_", "#", "."]) + dg(r, r.choice([2, 3, 4])) + r.choice(["", "!", "?", "$", ""])


def p_two(c):
    r = c.r
    a, b = r.sample(PW_WORDS, 2)
    return a.capitalize() + b.capitalize() + dg(r, r.randint(1, 4)) + r.choice(["", "!", "#"])


def p_rand(c):
    r = c.r
    n = r.randint(10, 16)
    s = [r.choice(UP), r.choice(LOW), r.choice(DIG), r.choice(SYMS)] + [r.choice(AL + SYMS) for _ in range(n - 4)]
    r.shuffle(s)
    return "".join(s)


def p_phrase(c):
    r = c.r
    ws = r.sample(PW_WORDS, r.randint(3, 4))
    sep = r.choice(["-", "-", ".", "_", " "])
    return sep.join(ws) + (sep + dg(r, 2) if r.random() < 0.5 else "")


def p_pin(c):
    r = c.r
    return dg(r, r.choice([4, 4, 5, 6]))


def p_door(c):
    r = c.r
    k = r.randrange(3)
    if k == 0:
        return dg(r, 4) + "#"
    if k == 1:
        return "*" + dg(r, 4) + "#"
    return dg(r, 6)


def p_pinyin(c):
    r = c.r
    w = r.choice(PINYIN)
    k = r.randrange(4)
    if k == 0:
        return w + r.choice(["520", "1314", "521", "888"]) + dg(r, 2)
    if k == 1:
        return w.capitalize() + dg(r, 4) + r.choice(["!", ".", "@", ""])
    if k == 2:
        return rs(r, 2, UP) + w + dg(r, 6)
    return w + "_" + dg(r, 4) + r.choice(SYMS)


def p_leet(c):
    r = c.r
    w = r.choice(PW_WORDS)
    t = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
    return t[0].upper() + t[1:] + dg(r, 2) + r.choice(SYMS)


def p_wifi(c):
    r = c.r
    k = r.randrange(3)
    if k == 0:
        return dg(r, r.choice([8, 10]))
    if k == 1:
        return r.choice(PW_WORDS).capitalize() + r.choice(PW_WORDS).capitalize() + dg(r, 3)
    return rs(r, 12, LOW + DIG)


PW_ANY = [p_word, p_two, p_rand, p_phrase, p_leet, p_pinyin]


def p_any(c):
    return c.r.choice(PW_ANY)(c)


# --------------------------------------------------------------------------------------
# value generators: email
# --------------------------------------------------------------------------------------

FREE_DOMAINS_EN = [
    "gmail.com", "gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com",
    "me.com", "aol.com", "protonmail.com", "hotmail.co.uk", "btinternet.com", "live.co.uk",
    "comcast.net", "yahoo.co.uk", "mac.com",
]
FREE_DOMAINS_ZH = ["qq.com", "163.com", "126.com", "foxmail.com", "sina.com", "aliyun.com", "139.com", "sohu.com"]


def _en_parts(c):
    fk = c.en if c.r.random() < 0.6 else c.gb
    return fk.first_name().lower(), fk.last_name().lower().replace("'", "").replace(" ", "")


def _zh_parts(c):
    return c.zh.first_romanized_name().lower(), c.zh.last_romanized_name().lower()


def _local(c, first, last):
    r = c.r
    k = r.randrange(8)
    if k == 0:
        return f"{first}.{last}"
    if k == 1:
        return f"{first}{last}{dg(r, 2)}"
    if k == 2:
        return f"{first[0]}{last}"
    if k == 3:
        return f"{first}_{last}{r.randint(80, 99)}"
    if k == 4:
        return f"{first}+{r.choice(['wedding', 'rsvp', 'shower', 'trip', 'dating'])}"
    if k == 5:
        return f"{last}.{first[0]}"
    if k == 6:
        return f"{first}{r.randint(1960, 2004)}"
    return f"{first}.{last}{dg(r, 1)}"


def e_en(c):
    f, l = _en_parts(c)
    return _local(c, f, l) + "@" + c.r.choice(FREE_DOMAINS_EN)


def e_zh(c):
    r = c.r
    k = r.randrange(4)
    if k == 0:
        return str(r.randint(10000, 3999999999)) + "@qq.com"
    f, l = _zh_parts(c)
    if k == 1:
        return f"{l}{f}{r.randint(1980, 2003)}@" + r.choice(FREE_DOMAINS_ZH)
    if k == 2:
        return f"{f}_{l}@" + r.choice(FREE_DOMAINS_ZH)
    return _local(c, f, l) + "@" + r.choice(FREE_DOMAINS_ZH + ["gmail.com", "outlook.com"])


def e_work(c):
    r = c.r
    f, l = _en_parts(c) if r.random() < 0.6 else _zh_parts(c)
    dom = r.choice(["bloomandstem.co", "goldenhourphoto.com", "sweetlayers.co.uk", "harborviewcatering.com",
                    "meridianlaw.com", "northwell.edu", "acmeconsulting.io", "hsbc-staff.co.uk"])
    return f"{f}.{l}@{dom}" if r.random() < 0.5 else f"{f[0]}{l}@{dom}"


def e_obf(c):
    """Obfuscated address the way people write them in public posts."""
    r = c.r
    f, l = _en_parts(c) if c.lang != "zh" else _zh_parts(c)
    dom = r.choice(["gmail", "yahoo", "outlook", "icloud", "qq", "163"])
    k = r.randrange(4)
    if k == 0:
        return f"{f}.{l} at {dom} dot com"
    if k == 1:
        return f"{f}{l} [at] {dom} [dot] com"
    if k == 2:
        return f"{f}_{l}(at){dom}.com"
    return f"{f}.{l} AT {dom} DOT com"


def e_fw(c):
    """Full-width at-sign, as typed by Chinese IMEs."""
    v = e_zh(c)
    return v.replace("@", "＠")


def e_any(c):
    return e_zh(c) if c.r.random() < 0.4 else e_en(c)


# --------------------------------------------------------------------------------------
# value generators: phone
# --------------------------------------------------------------------------------------

US_AREAS = [212, 312, 415, 617, 646, 718, 773, 202, 305, 512, 206, 303, 404, 503, 720, 917, 615, 843, 858, 619, 310, 702]


def ph_us(c):
    r = c.r
    a = r.choice(US_AREAS)
    ex = r.randint(201, 989)
    if ex == 555:
        ex = 556
    n = dg(r, 4)
    k = r.randrange(9)
    if k == 0:
        return f"({a}) {ex}-{n}"
    if k == 1:
        return f"{a}-{ex}-{n}"
    if k == 2:
        return f"{a}.{ex}.{n}"
    if k == 3:
        return f"+1 {a} {ex} {n}"
    if k == 4:
        return f"1-{a}-{ex}-{n}"
    if k == 5:
        return f"{a}{ex}{n}"
    if k == 6:
        return f"+1 ({a}) {ex}-{n}"
    if k == 7:
        return f"{a} {ex} {n}"
    return f"+1-{a}-{ex}-{n}"


def ph_us_ext(c):
    r = c.r
    return ph_us(c) + r.choice([" ext. ", " x", " ext ", ", ext "]) + str(r.randint(10, 4999))


def ph_uk(c):
    r = c.r
    k = r.randrange(7)
    mob = "7" + str(r.randint(4, 9)) + dg(r, 2)
    rest = dg(r, 6)
    if k == 0:
        return f"0{mob} {rest}"
    if k == 1:
        return f"+44 {mob} {rest}"
    if k == 2:
        return f"+44 (0){mob} {rest[:3]} {rest[3:]}"
    if k == 3:
        return f"0{mob}{rest}"
    if k == 4:
        return f"020 {r.randint(3, 8)}{dg(r, 3)} {dg(r, 4)}"
    if k == 5:
        return f"0161 {dg(r, 3)} {dg(r, 4)}"
    return f"+44 {mob[:2]}{mob[2:]} {rest[:3]} {rest[3:]}"


CN_PREFIX = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "155", "156",
             "157", "158", "159", "166", "173", "176", "177", "180", "181", "182", "183", "185", "186", "187",
             "188", "189", "191", "193", "195", "198", "199"]


def ph_cn_raw(c):
    return c.r.choice(CN_PREFIX) + dg(c.r, 8)


def ph_cn(c):
    r = c.r
    m = ph_cn_raw(c)
    k = r.randrange(8)
    if k == 0:
        return m
    if k == 1:
        return f"{m[:3]} {m[3:7]} {m[7:]}"
    if k == 2:
        return f"{m[:3]}-{m[3:7]}-{m[7:]}"
    if k == 3:
        return f"+86 {m[:3]} {m[3:7]} {m[7:]}"
    if k == 4:
        return f"+86-{m}"
    if k == 5:
        return f"0086 {m}"
    if k == 6:
        return f"+86{m}"
    return m


def ph_cn_land(c):
    r = c.r
    code, n = r.choice([("010", 8), ("021", 8), ("020", 8), ("0755", 8), ("0571", 8), ("028", 8), ("025", 8), ("027", 8), ("0592", 7)])
    num = str(r.randint(2, 8)) + dg(r, n - 1)
    k = r.randrange(4)
    if k == 0:
        return f"{code}-{num}"
    if k == 1:
        return f"({code}){num[:4]} {num[4:]}"
    if k == 2:
        return f"{code} {num}"
    return f"{code}-{num}转{r.randint(100, 8999)}"


def ph_cn_fw(c):
    return fw_digits(ph_cn_raw(c))


def ph_hk(c):
    r = c.r
    return f"+852 {r.choice('5679')}{dg(r, 3)} {dg(r, 4)}"


def ph_cn_spoken(c):
    m = ph_cn_raw(c)
    tbl = dict(zip("0123456789", "零幺二三四五六七八九"))
    s = "".join(tbl[ch] for ch in m)
    return f"{s[:3]}{s[3:7]}{s[7:]}"


def ph_en_any(c):
    return ph_us(c) if c.r.random() < 0.55 else ph_uk(c)


def ph_mixed_any(c):
    r = c.r
    return r.choice([ph_cn, ph_cn, ph_us, ph_uk, ph_hk, ph_cn_land])(c)


# --------------------------------------------------------------------------------------
# value generators: address & geo
# --------------------------------------------------------------------------------------

STREET_STEMS = [
    "Oak", "Maple", "Cedar", "Willow", "Elm", "Pine", "Birch", "Lakeview", "Highland", "Sunset",
    "Park", "Church", "Mill", "Station", "Victoria", "Chestnut", "Magnolia", "Hawthorn",
    "Meadowbrook", "Ridgeview", "Orchard", "Brookside", "Harbour", "Kingsley", "Ashford",
]
STREET_SUFFIX_US = ["St", "Street", "Ave", "Avenue", "Rd", "Dr", "Drive", "Ln", "Ct", "Blvd", "Way", "Pl", "Terrace"]
STREET_SUFFIX_UK = ["Road", "Street", "Lane", "Close", "Crescent", "Grove", "Gardens", "Avenue", "Mews", "Terrace", "Way"]
US_CITY_STATE = [
    ("Austin", "TX", "787"), ("Denver", "CO", "802"), ("Seattle", "WA", "981"), ("Portland", "OR", "972"),
    ("Nashville", "TN", "372"), ("Brooklyn", "NY", "112"), ("Chicago", "IL", "606"), ("Boston", "MA", "021"),
    ("San Diego", "CA", "921"), ("Charleston", "SC", "294"), ("Atlanta", "GA", "303"), ("Phoenix", "AZ", "850"),
]
UK_TOWNS = [("London", "SW"), ("London", "N"), ("Manchester", "M"), ("Leeds", "LS"), ("Bristol", "BS"),
            ("Brighton", "BN"), ("Edinburgh", "EH"), ("Oxford", "OX"), ("Cardiff", "CF"), ("York", "YO")]


def street_us(c):
    r = c.r
    if r.random() < 0.25:
        return c.en.street_name()
    return f"{r.choice(STREET_STEMS)} {r.choice(STREET_SUFFIX_US)}"


def street_uk(c):
    r = c.r
    if r.random() < 0.25:
        return c.gb.street_name()
    return f"{r.choice(STREET_STEMS)} {r.choice(STREET_SUFFIX_UK)}"


def uk_postcode(c, area=None):
    r = c.r
    area = area or r.choice(["SW", "N", "E", "M", "LS", "BS", "BN", "EH", "OX", "CF", "YO", "NW", "SE", "G", "B"])
    return f"{area}{r.randint(1, 19)} {r.randint(1, 9)}{rs(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"


def a_us_line(c):
    r = c.r
    line = f"{r.randint(12, 9890)} {street_us(c)}"
    k = r.randrange(4)
    if k == 0:
        line += f", Apt {r.randint(1, 40)}{r.choice(['', 'A', 'B', 'C'])}"
    elif k == 1:
        line += f" #{r.randint(101, 950)}"
    elif k == 2:
        line += f", Unit {r.randint(1, 30)}"
    return line


def a_us_full(c):
    r = c.r
    city, st, z = r.choice(US_CITY_STATE)
    return f"{a_us_line(c)}, {city}, {st} {z}{dg(r, 2)}"


def a_uk_line(c):
    r = c.r
    k = r.randrange(3)
    base = f"{r.randint(1, 220)} {street_uk(c)}"
    if k == 0:
        return f"Flat {r.randint(1, 24)}, {base}"
    if k == 1:
        return f"{r.randint(1, 99)}{r.choice(['a', 'b', ''])} {street_uk(c)}"
    return base


def a_uk_full(c):
    r = c.r
    town, area = r.choice(UK_TOWNS)
    return f"{a_uk_line(c)}, {town} {uk_postcode(c, area)}"


CN_REGIONS = [
    ("北京市", "北京市", ["朝阳区", "海淀区", "东城区", "西城区", "丰台区"], "100"),
    ("上海市", "上海市", ["徐汇区", "浦东新区", "静安区", "长宁区", "杨浦区"], "200"),
    ("广东省", "广州市", ["天河区", "越秀区", "海珠区", "番禺区"], "510"),
    ("广东省", "深圳市", ["南山区", "福田区", "宝安区", "龙华区"], "518"),
    ("浙江省", "杭州市", ["西湖区", "拱墅区", "滨江区", "余杭区"], "310"),
    ("四川省", "成都市", ["武侯区", "锦江区", "青羊区", "成华区"], "610"),
    ("江苏省", "南京市", ["鼓楼区", "玄武区", "建邺区", "秦淮区"], "210"),
    ("湖北省", "武汉市", ["洪山区", "武昌区", "江汉区"], "430"),
    ("陕西省", "西安市", ["雁塔区", "碑林区", "未央区"], "710"),
    ("重庆市", "重庆市", ["渝中区", "江北区", "南岸区", "渝北区"], "400"),
    ("江苏省", "苏州市", ["姑苏区", "工业园区", "吴中区"], "215"),
    ("福建省", "厦门市", ["思明区", "湖里区"], "361"),
]
CN_ROADS = ["中山路", "人民路", "建设路", "解放路", "新华路", "学院路", "长江路", "和平路", "滨江大道", "文化路",
            "胜利路", "青年路", "朝阳路", "延安路", "东风路", "幸福路", "光华路", "建国路", "湖滨路", "育才路"]
CN_COMPOUNDS = ["阳光花园", "翠湖小区", "锦绣家园", "万科城市花园", "保利香槟国际", "碧桂园", "金地名京", "绿城桂花园",
                "融创壹号院", "龙湖春森彼岸", "幸福里小区", "和平新村", "春江花月", "中海国际社区", "世纪城", "东方明珠花园"]
CN_ROADS_PY = {"中山路": "Zhongshan Rd", "人民路": "Renmin Rd", "建国路": "Jianguo Rd", "解放路": "Jiefang Rd",
               "文三路": "Wensan Rd", "学院路": "Xueyuan Rd", "长江路": "Changjiang Rd", "和平路": "Heping Rd"}


def _cn_unit(c):
    r = c.r
    k = r.randrange(4)
    b = r.randint(1, 32)
    room = f"{r.randint(1, 33)}{r.randint(1, 6):02d}"
    if k == 0:
        return f"{b}栋{r.randint(1, 4)}单元{room}室"
    if k == 1:
        return f"{b}号楼{room}"
    if k == 2:
        return f"{b}幢{room}室"
    return f"{b}-{r.randint(1, 4)}-{room}"


def a_cn_below(c, region=None):
    """Below-city part: district + road + number + compound + unit."""
    r = c.r
    prov, city, dists, _ = region or r.choice(CN_REGIONS)
    k = r.randrange(4)
    road = r.choice(CN_ROADS)
    comp = r.choice(CN_COMPOUNDS)
    if k == 0:
        return f"{r.choice(dists)}{road}{r.randint(1, 999)}号{comp}{_cn_unit(c)}"
    if k == 1:
        return f"{road}{r.randint(1, 999)}号{_cn_unit(c)}"
    if k == 2:
        return f"{r.choice(dists)}{comp}{_cn_unit(c)}"
    return f"{r.choice(dists)}{road}{r.randint(1, 999)}弄{r.randint(1, 80)}号{r.randint(101, 2204)}室"


def a_cn_in(city):
    """Below-city part for a template that already names the city."""
    reg = next(x for x in CN_REGIONS if x[1] == city)
    return lambda c: a_cn_below(c, reg)


def a_cn_full(c):
    r = c.r
    reg = r.choice(CN_REGIONS)
    prov, city = reg[0], reg[1]
    head = city if prov == city else prov + city
    sep = r.choice(["", "", " "])
    return head + sep + a_cn_below(c, reg)


def a_cn_en(c):
    """Chinese address written in English order (for forms / couriers)."""
    r = c.r
    road = r.choice(list(CN_ROADS_PY.values()))
    return (f"Room {r.randint(1, 30)}{r.randint(1, 6):02d}, Building {r.randint(1, 20)}, "
            f"{r.choice(['Yangguang Huayuan', 'Cuihu Xiaoqu', 'Jinxiu Jiayuan', 'Vanke City Garden', 'Xingfuli'])}, "
            f"No. {r.randint(1, 800)} {road}")


def a_en_any(c):
    r = c.r
    return r.choice([a_us_line, a_us_full, a_uk_line, a_uk_full, a_us_line])(c)


def g_coords(c):
    r = c.r
    base = r.choice([(40.71, -74.0), (51.5, -0.12), (37.77, -122.42), (30.26, -97.74), (47.6, -122.33),
                     (39.9, 116.4), (31.23, 121.47), (30.27, 120.15), (22.54, 114.06), (30.66, 104.06),
                     (53.48, -2.24), (55.95, -3.19), (41.88, -87.63), (38.72, -9.14)])
    lat = base[0] + r.uniform(-0.09, 0.09)
    lon = base[1] + r.uniform(-0.09, 0.09)
    d = r.choice([4, 5, 6])
    k = r.randrange(6)
    if k == 0:
        return f"{lat:.{d}f}, {lon:.{d}f}"
    if k == 1:
        return f"{lat:.{d}f},{lon:.{d}f}"
    if k == 2:
        def dms(x, pos, neg):
            h = pos if x >= 0 else neg
            x = abs(x)
            deg = int(x)
            mins = (x - deg) * 60
            m = int(mins)
            s = (mins - m) * 60
            return f"{deg}°{m:02d}'{s:04.1f}\"{h}"
        return f"{dms(lat, 'N', 'S')} {dms(lon, 'E', 'W')}"
    if k == 3:
        return f"{lat:.{d}f} {lon:.{d}f}"
    if k == 4:
        return f"N{lat:.{d}f} {'E' if lon >= 0 else 'W'}{abs(lon):.{d}f}"
    return f"({lat:.{d}f}, {lon:.{d}f})"


def g_zip(c):
    r = c.r
    z = r.choice(US_CITY_STATE)[2] + dg(r, 2)
    return z if r.random() < 0.7 else f"{z}-{dg(r, 4)}"


def g_ukpc(c):
    return uk_postcode(c)


def g_cnpc(c):
    r = c.r
    return r.choice(CN_REGIONS)[3] + dg(r, 3)


LANDMARKS_EN = ["the Shell station", "the Tesco Express", "the old church", "the Starbucks", "the primary school",
                "the Co-op", "the fire station", "the 7-Eleven", "the dog park", "the Walgreens", "the laundromat"]
COLOURS = ["blue", "yellow", "white", "green", "red-brick", "grey"]
ESTATES_EN = ["Riverside Gardens", "Oakwood Estate", "the Meadows", "Parkview Towers", "Willow Court",
              "Harbour Point", "Kingsgate Apartments", "Sunset Villas", "the Cedars"]


def g_detail_en(c):
    r = c.r
    s1, s2 = street_us(c), street_us(c)
    k = r.randrange(7)
    if k == 0:
        return f"the corner of {s1} and {s2}"
    if k == 1:
        return f"Building {r.randint(1, 12)}, {r.choice(ESTATES_EN)}"
    if k == 2:
        return f"the {r.choice(COLOURS)} house at the end of {s1}"
    if k == 3:
        return f"behind {r.choice(LANDMARKS_EN)} on {s1}"
    if k == 4:
        return f"the cul-de-sac off {s1}"
    if k == 5:
        return f"{r.choice(ESTATES_EN)}, block {rs(r, 1, 'ABCDEF')}"
    return f"{s1}, {r.choice(['third', 'second', 'fourth', 'last'])} house past {r.choice(LANDMARKS_EN)}"


LANDMARKS_ZH = ["全家便利店", "建设银行", "菜市场", "小学", "地铁站B口", "公交总站", "社区医院", "中石化加油站", "7-11"]


def g_detail_zh(c):
    r = c.r
    comp = r.choice(CN_COMPOUNDS)
    road1, road2 = r.sample(CN_ROADS, 2)
    k = r.randrange(7)
    if k == 0:
        return f"{comp}{r.choice(['东门', '南门', '西门', '北门'])}"
    if k == 1:
        return f"{comp}{r.randint(1, 30)}号楼"
    if k == 2:
        return f"{road1}和{road2}交叉口"
    if k == 3:
        return f"{r.choice(CN_REGIONS)[2][0]}{comp}"
    if k == 4:
        return f"{road1}{r.choice(LANDMARKS_ZH)}后面那栋"
    if k == 5:
        return f"{comp}{r.randint(1, 9)}期{r.randint(1, 20)}栋"
    return f"{road1}{r.randint(1, 600)}号院"


# --------------------------------------------------------------------------------------
# value generators: government id
# --------------------------------------------------------------------------------------


def gi_ssn(c):
    r = c.r
    area = r.randint(1, 899)
    while area == 666:
        area = r.randint(1, 899)
    g, s = r.randint(1, 99), r.randint(1, 9999)
    k = r.randrange(4)
    if k == 0:
        return f"{area:03d} {g:02d} {s:04d}"
    if k == 1:
        return f"{area:03d}{g:02d}{s:04d}"
    return f"{area:03d}-{g:02d}-{s:04d}"


CN_AREAS = ["110101", "110105", "110108", "310104", "310115", "440106", "440305", "330106", "330108", "510107",
            "420102", "320106", "500103", "610113", "370202", "350203", "430104", "530102", "210102", "120101"]


def gi_cnid(c):
    r = c.r
    y, m, d = r.randint(1950, 2004), r.randint(1, 12), r.randint(1, 28)
    body = f"{r.choice(CN_AREAS)}{y}{m:02d}{d:02d}{dg(r, 3)}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(a) * b for a, b in zip(body, w))
    v = body + "10X98765432"[s % 11]
    k = r.randrange(6)
    if k == 0:
        return f"{v[:6]} {v[6:14]} {v[14:]}"
    if k == 1 and v.endswith("X"):
        return v[:-1] + "x"
    return v


def gi_cnpassport(c):
    r = c.r
    return r.choice(["E" + dg(r, 8), "E" + rs(r, 1, "ABCDEFGHJKLMNPQRSTUVWXYZ") + dg(r, 7), "G" + dg(r, 8)])


def gi_us_passport(c):
    r = c.r
    return dg(r, 9) if r.random() < 0.6 else rs(r, 1, "ACEFGHJKLMN") + dg(r, 8)


def gi_uk_passport(c):
    return str(c.r.randint(1, 9)) + dg(c.r, 8)


NINO_FIRST = "ABCEGHJKLMNOPRSTWXYZ"
NINO_SECOND = "ABCEGHJKLMNPRSTWXYZ"


def gi_nino(c):
    r = c.r
    while True:
        p = r.choice(NINO_FIRST) + r.choice(NINO_SECOND)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = dg(r, 6)
    suf = r.choice("ABCD")
    if r.random() < 0.5:
        return f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}"
    return f"{p}{d}{suf}"


def gi_uk_dl(c):
    r = c.r
    sur = "".join(ch for ch in c.gb.last_name().upper() if ch.isalpha())[:5].ljust(5, "9")
    y, m, d = r.randint(1950, 2003), r.randint(1, 12), r.randint(1, 28)
    if r.random() < 0.5:
        m += 50
    return f"{sur}{str(y)[2]}{m:02d}{d:02d}{str(y)[3]}{rs(r, 2, UP)}9{rs(r, 2, UP + DIG)}"


def gi_us_dl(c):
    r = c.r
    k = r.randrange(4)
    if k == 0:
        return rs(r, 1, UP) + dg(r, 7)  # CA style
    if k == 1:
        return f"{dg(r, 3)} {dg(r, 3)} {dg(r, 3)}"  # NY style
    if k == 2:
        return f"{rs(r, 1, UP)}{dg(r, 3)}-{dg(r, 3)}-{dg(r, 2)}-{dg(r, 3)}-{dg(r, 1)}"  # FL style
    return dg(r, 8)  # TX style


def gi_hkid(c):
    r = c.r
    letter = rs(r, 1, UP)
    digits = dg(r, 6)
    s = (ord(letter) - 55) * 8 + sum(int(dch) * w for dch, w in zip(digits, [7, 6, 5, 4, 3, 2]))
    s += 36 * 9
    chk = (11 - s % 11) % 11
    chk_s = "A" if chk == 10 else str(chk)
    return f"{letter}{digits}({chk_s})"


def gi_hkmacau_permit(c):
    r = c.r
    return r.choice(["C" + dg(r, 8), "C" + rs(r, 1, "ABCDEFGHJ") + dg(r, 7)])


def gi_sin(c):
    r = c.r
    return luhn_complete(str(r.randint(1, 7)) + dg(r, 7))


def gi_sin_fmt(c):
    v = gi_sin(c)
    return f"{v[:3]} {v[3:6]} {v[6:]}"


def gi_tw(c):
    r = c.r
    letters = "ABCDEFGHJKLMNPQRSTUVXYWZIO"
    L = r.choice(letters)
    code = letters.index(L) + 10
    body = str(r.randint(1, 2)) + dg(r, 7)
    nums = [code // 10, code % 10] + [int(x) for x in body]
    w = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1]
    s = sum(a * b for a, b in zip(nums, w))
    chk = (10 - s % 10) % 10
    return f"{L}{body}{chk}"


def gi_intl_passport(c):
    r = c.r
    return r.choice([rs(r, 2, UP) + dg(r, 6), rs(r, 1, UP) + dg(r, 7), dg(r, 9), "C" + rs(r, 8, "CFGHJKLMNPRTVWXYZ0123456789")])


# --------------------------------------------------------------------------------------
# value generators: financial
# --------------------------------------------------------------------------------------


def _card_digits(c):
    r = c.r
    k = r.randrange(6)
    if k == 0:
        return luhn_complete("4" + dg(r, 14))
    if k == 1:
        return luhn_complete(str(r.randint(51, 55)) + dg(r, 13))
    if k == 2:
        return luhn_complete(r.choice(["34", "37"]) + dg(r, 12))
    if k == 3:
        return luhn_complete("6011" + dg(r, 11))
    if k == 4:
        return luhn_complete(str(r.randint(2221, 2720)) + dg(r, 11))
    return luhn_complete("4" + dg(r, 14))


def fi_card(c):
    r = c.r
    d = _card_digits(c)
    k = r.randrange(4)
    if len(d) == 15:
        if k < 2:
            return f"{d[:4]} {d[4:10]} {d[10:]}"
        return d
    if k == 0:
        return " ".join(d[i : i + 4] for i in range(0, 16, 4))
    if k == 1:
        return "-".join(d[i : i + 4] for i in range(0, 16, 4))
    if k == 2:
        return d
    return " ".join(d[i : i + 4] for i in range(0, 16, 4))


def fi_cn_card(c):
    r = c.r
    pre = r.choice(["622202", "622848", "621700", "622588", "621483", "622700", "621226", "623058", "622262"])
    n = r.choice([16, 19, 19])
    d = luhn_complete(pre + dg(r, n - len(pre) - 1))
    k = r.randrange(3)
    if k == 0:
        return " ".join(d[i : i + 4] for i in range(0, len(d), 4))
    return d


IBAN_SPECS = {
    "GB": lambda r: rs(r, 4, UP) + dg(r, 14),
    "DE": lambda r: dg(r, 18),
    "FR": lambda r: dg(r, 10) + rs(r, 11, UPD) + dg(r, 2),
    "NL": lambda r: rs(r, 4, UP) + dg(r, 10),
    "ES": lambda r: dg(r, 20),
    "IT": lambda r: rs(r, 1, UP) + dg(r, 10) + rs(r, 12, UPD),
    "IE": lambda r: rs(r, 4, UP) + dg(r, 14),
    "PT": lambda r: dg(r, 21),
    "BE": lambda r: dg(r, 12),
    "CH": lambda r: dg(r, 5) + rs(r, 12, UPD),
}


def _iban_check(country, bban):
    s = bban + country + "00"
    num = "".join(str(int(ch, 36)) for ch in s)
    return f"{98 - int(num) % 97:02d}"


def fi_iban(c):
    r = c.r
    country = r.choice(list(IBAN_SPECS))
    bban = IBAN_SPECS[country](r)
    iban = country + _iban_check(country, bban) + bban
    if r.random() < 0.55:
        return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))
    return iban


def fi_us_acct(c):
    r = c.r
    return dg(r, r.randint(8, 12))


def aba_routing(r):
    while True:
        d = [r.randint(0, 9) for _ in range(8)]
        d[0] = r.choice([0, 1, 2, 3])
        s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
        chk = (10 - s % 10) % 10
        return "".join(map(str, d)) + str(chk)


def fi_uk_acct(c):
    return dg(c.r, 8)


def fi_any_en(c):
    return c.r.choice([fi_card, fi_card, fi_iban, fi_us_acct])(c)


# --------------------------------------------------------------------------------------
# value generators: person name
# --------------------------------------------------------------------------------------


def n_en(c):
    fk = c.en if c.r.random() < 0.6 else c.gb
    return f"{fk.first_name()} {fk.last_name()}"


def n_en_mid(c):
    fk = c.en if c.r.random() < 0.5 else c.gb
    r = c.r
    if r.random() < 0.5:
        return f"{fk.first_name()} {rs(r, 1, UP)}. {fk.last_name()}"
    return f"{fk.first_name()} {fk.first_name()} {fk.last_name()}"


def n_en_rev(c):
    fk = c.en if c.r.random() < 0.5 else c.gb
    return f"{fk.last_name()}, {fk.first_name()}"


def n_en_first(c):
    fk = c.en if c.r.random() < 0.5 else c.gb
    return fk.first_name()


def n_en_lower(c):
    return n_en(c).lower()


def n_en_last(c):
    fk = c.en if c.r.random() < 0.5 else c.gb
    return fk.last_name()


def n_zh(c):
    return c.zh.name()


def n_py(c):
    r = c.r
    f, l = c.zh.first_romanized_name(), c.zh.last_romanized_name()
    k = r.randrange(3)
    if k == 0:
        return f"{f} {l}"
    if k == 1:
        return f"{l} {f}"
    return f"{l.upper()} {f}"


def n_zh_en(c):
    """English given name + Chinese surname in pinyin (very common among overseas Chinese)."""
    return f"{c.en.first_name()} {c.zh.last_romanized_name()}"


# --------------------------------------------------------------------------------------
# value generators: username
# --------------------------------------------------------------------------------------

HANDLE_WORDS = ["bakes", "runs", "eats", "travels", "reads", "lifts", "draws", "sews", "hikes", "cooks", "snaps", "plays"]
GAMER_WORDS = ["Shadow", "Pixel", "Frost", "Nova", "Ember", "Raven", "Turbo", "Cosmic", "Night", "Lunar", "Iron", "Storm"]
GAMER_WORDS2 = ["Fox", "Wolf", "Owl", "Ninja", "Panda", "Rider", "Blade", "Byte", "Tiger", "Ghost", "Sloth"]


def u_faker(c):
    fk = c.en if c.r.random() < 0.6 else c.gb
    return fk.user_name()


def u_handle(c):
    r = c.r
    first = (c.en if r.random() < 0.5 else c.gb).first_name().lower()
    k = r.randrange(5)
    if k == 0:
        return f"{first}.{r.choice(HANDLE_WORDS)}"
    if k == 1:
        return f"{first}_{r.choice(HANDLE_WORDS)}_{r.choice(['nyc', 'ldn', 'atx', 'sf', 'mcr'])}"
    if k == 2:
        return f"the.real.{first}{dg(r, 2)}"
    if k == 3:
        return f"{first}{r.choice(['xo', 'x', 'ie', 'zz'])}{dg(r, 2)}"
    return f"{first}_{(c.en.last_name()).lower()[:4]}{dg(r, 1)}"


def u_gamer(c):
    r = c.r
    base = r.choice(GAMER_WORDS) + r.choice(GAMER_WORDS2)
    k = r.randrange(4)
    if k == 0:
        return f"xX_{base}_Xx"
    if k == 1:
        return f"{base}{dg(r, 2)}"
    if k == 2:
        return f"{base}_{dg(r, 3)}"
    return f"{base.lower()}{r.choice(['_tv', 'ttv', 'yt'])}"


def u_wechat(c):
    r = c.r
    k = r.randrange(4)
    if k == 0:
        return "wxid_" + rs(r, 14, LOW + DIG)
    f, l = _zh_parts(c)
    if k == 1:
        return f"{l}{f}{r.randint(1985, 2003)}"
    if k == 2:
        return f"{f}_{l}{dg(r, 3)}"
    return f"{r.choice(PINYIN)}{r.choice(['_', '-', ''])}{dg(r, 4)}"


def u_qq(c):
    return str(c.r.randint(10000, 3999999999))


def u_discord(c):
    r = c.r
    return f"{r.choice(GAMER_WORDS).lower()}{r.choice(GAMER_WORDS2).lower()}#{dg(r, 4)}"


def u_any_en(c):
    return c.r.choice([u_faker, u_handle, u_handle, u_gamer])(c)


def u_any_zh(c):
    return c.r.choice([u_wechat, u_wechat, u_faker, u_handle])(c)


# --------------------------------------------------------------------------------------
# value generators: home path
# --------------------------------------------------------------------------------------

REST = {
    ("en", "sheet"): ["Documents/Wedding/guest_list_final_v3.xlsx", "Desktop/seating chart (2).xlsx", "Downloads/RSVP export.csv",
                      "Documents/Wedding/budget.numbers", "Documents/Roommates/chore_rota.xlsx", "Documents/Birthday/guest list.xlsx",
                      "Desktop/hen do costs.xlsx"],
    ("en", "doc"): ["Documents/Flat/tenancy_agreement_signed.pdf", "Dropbox/Travel/itinerary.docx", "Desktop/eulogy draft v2.docx",
                    "Downloads/vendor_contract_signed.pdf", "Desktop/save the dates/print_ready.pdf", "Documents/Birthday/party_invites.pages",
                    "Documents/Wedding/seating chart FINAL.pdf"],
    ("en", "media"): ["Pictures/Baby Shower/IMG_4821.HEIC", "Movies/first dance practice.mov", "Pictures/Memorial slideshow/",
                      "Music/wedding playlist/", "Pictures/Reunion 2024/", "Pictures/Lisbon trip/DSC_0192.JPG", "Music/slideshow song.mp3"],
    ("en", "ged"): ["Documents/Family Tree/ancestry_export.ged", "Documents/Genealogy/tree_backup.ged", "Documents/Family Tree/family.gramps"],
    ("zh", "sheet"): ["Desktop/婚礼/宾客名单.xlsx", "Desktop/婚礼/座位表_最终版.xlsx", "Documents/婚礼/预算表.numbers",
                      "Documents/同学会/报名表.xlsx", "Documents/合租/水电费分摊.xlsx"],
    ("zh", "doc"): ["Downloads/合租协议(签字版).pdf", "Documents/旅行攻略/云南7日游.docx", "Documents/相亲/资料.docx",
                    "Documents/婚礼/跟拍合同.pdf", "Documents/租房/押金收据.jpg", "Downloads/宝宝满月酒请柬.psd", "Desktop/婚礼/座位表_打印版.pdf"],
    ("zh", "media"): ["Pictures/同学聚会2024/", "Desktop/奶奶追思会/照片/", "Music/婚礼歌单/", "Movies/婚礼快剪.mp4", "Music/追思会背景音乐.mp3"],
    ("zh", "ged"): ["Documents/家谱/家谱导出.ged", "Documents/家谱/族谱备份.ged"],
}
POOLS = ("sheet", "doc", "media", "ged")


def _user_en(c):
    r = c.r
    fk = c.en if r.random() < 0.5 else c.gb
    f, l = fk.first_name(), fk.last_name().replace("'", "").replace(" ", "")
    k = r.randrange(5)
    if k == 0:
        return f.lower()
    if k == 1:
        return (f[0] + l).lower()
    if k == 2:
        return f
    if k == 3:
        return f"{f.lower()}.{l.lower()}"
    return f"{f.lower()}{l.lower()[:1]}"


def _user_zh(c):
    r = c.r
    f, l = _zh_parts(c)
    k = r.randrange(4)
    if k == 0:
        return f"{l}{f}"
    if k == 1:
        return f"{f}{l}"
    if k == 2:
        return f"{l[0]}{f}" if r.random() < 0.5 else f"xiao{f}"
    return f"{f.capitalize()}"


def _user(c):
    if c.lang == "zh":
        return _user_zh(c) if c.r.random() < 0.85 else _user_en(c)
    if c.lang == "mixed":
        return _user_zh(c) if c.r.random() < 0.5 else _user_en(c)
    return _user_en(c)


def _rest(c, pool=None):
    r = c.r
    pool = pool or r.choice(POOLS[:3])
    if c.lang == "en":
        lang = "en"
    elif c.lang == "zh":
        lang = "zh" if r.random() < 0.8 else "en"
    else:
        lang = r.choice(["zh", "en"])
    return r.choice(REST[lang, pool])


def hp_mac(c, pool=None):
    return f"/Users/{_user(c)}/{_rest(c, pool)}"


def hp_linux(c, pool=None):
    return f"/home/{_user(c)}/{_rest(c, pool)}"


def hp_win(c, pool=None):
    return "C:\\Users\\" + _user(c) + "\\" + _rest(c, pool).replace("/", "\\")


def hp_win_json(c, pool=None):
    return "C:\\\\Users\\\\" + _user(c) + "\\\\" + _rest(c, pool).replace("/", "\\\\")


def hp_onedrive(c, pool=None):
    r = c.r
    return "C:\\Users\\" + _user(c) + "\\OneDrive" + r.choice(["", " - Personal"]) + "\\" + _rest(c, pool).replace("/", "\\")


def hp_wsl(c, pool=None):
    return f"/mnt/c/Users/{_user(c)}/{_rest(c, pool)}"


def hp_icloud(c, pool=None):
    r = c.r
    return f"/Users/{_user(c)}/Library/Mobile Documents/com~apple~CloudDocs/{r.choice(['Wedding', 'Travel', 'Family', '婚礼', '旅行'])}/"


def hp_short(c, pool=None):
    r = c.r
    return r.choice([f"/Users/{_user(c)}", f"/home/{_user(c)}", "C:\\Users\\" + _user(c)])


def hp_any(c, pool=None):
    return c.r.choice([hp_mac, hp_mac, hp_linux, hp_win, hp_win, hp_onedrive, hp_wsl])(c, pool)


def hp(fn, pool):
    return lambda c: fn(c, pool)


# --------------------------------------------------------------------------------------
# value generators: schedule
# --------------------------------------------------------------------------------------


EN_HOUR_WORDS = ["twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]


def _fmt_en(c, h24, m):
    r = c.r
    h12 = h24 % 12 or 12
    ap = "am" if h24 < 12 else "pm"
    k = r.randrange(10)
    if k == 0:
        return f"{h12}:{m:02d}"
    if k == 1:
        return f"{h12}:{m:02d}{ap}"
    if k == 2:
        return f"{h12}:{m:02d} {ap[0]}.m."
    if k == 3:
        return f"{h12}{ap}" if m == 0 else f"{h12}:{m:02d}{ap}"
    if k == 4:
        return f"{h12}.{m:02d}{ap}"
    if k == 5:
        return f"{h24:02d}{m:02d}" if h24 < 12 else f"{h24}:{m:02d}"
    if k == 6:
        if m == 30:
            return f"half past {EN_HOUR_WORDS[h12]}"
        if m == 15:
            return f"quarter past {EN_HOUR_WORDS[h12]}"
        if m == 45:
            return f"quarter to {EN_HOUR_WORDS[h12 % 12 + 1]}"
        if m == 0:
            return f"{EN_HOUR_WORDS[h12]} o'clock"
        return f"{h12}:{m:02d}"
    if k == 7:
        return f"{h12}:{m:02d} {ap.upper()}"
    if k == 8:
        return f"{h24:02d}:{m:02d}"
    return f"{h12}:{m:02d}{ap}"


def _zh_period(h24):
    if h24 < 5:
        return "凌晨"
    if h24 < 9:
        return "早上"
    if h24 < 12:
        return "上午"
    if h24 < 14:
        return "中午"
    if h24 < 18:
        return "下午"
    return "晚上"


def _fmt_zh(c, h24, m, pre):
    r = c.r
    h = h24 - 12 if h24 > 12 else h24
    p = (_zh_period(h24) if r.random() < 0.8 else _zh_period(h24)[0]) if pre else ""
    k = r.randrange(7)
    if k == 0:
        mm = "" if m == 0 else ("半" if m == 30 else str(m))
        return f"{p}{h}点{mm}"
    if k == 1:
        return f"{h24}:{m:02d}" if not pre or r.random() < 0.5 else f"{p}{h}:{m:02d}"
    if k == 2:
        mm = {0: "", 10: "十分", 15: "一刻", 20: "二十", 30: "半", 40: "四十", 45: "四十五", 50: "五十"}[m]
        return f"{p}{ZH_NUM[h]}点{mm}"
    if k == 3:
        return f"{p}{h}点{m}分" if m else f"{p}{h}点整"
    if k == 4:
        return f"{p}{h}:{m:02d}"
    if k == 5:
        return f"{p}{h}点左右" if m == 0 else f"{p}{h}点{m}"
    return f"{p}{fw_digits(str(h))}点{'半' if m == 30 else ''}"


ZH_NUM = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
MINS = [0, 10, 15, 20, 30, 40, 45, 50]


def sct(lo, hi):
    """English clock time with the hour (24h) in [lo, hi]."""

    def g(c):
        return _fmt_en(c, c.r.randint(lo, hi), c.r.choice(MINS))

    return g


def sczh(lo, hi, pre=True):
    """Chinese clock time with the hour (24h) in [lo, hi]; pre: add 早上/晚上 etc."""

    def g(c):
        return _fmt_zh(c, c.r.randint(lo, hi), c.r.choice(MINS), pre)

    return g


# --------------------------------------------------------------------------------------
# templates
# --------------------------------------------------------------------------------------
# Each entry: (value_generator, template).  Templates use {v} exactly once for the planted
# value and other {fields} from FILLERS.  Literal braces are doubled.

T = {}

T["secret", "en"] = [
    (s_aws_id, "hey so for the wedding site photo uploads I made an S3 bucket, access key id is {v} - I'll text you the other half"),
    (s_aws_secret, "# .env for the RSVP app\nAWS_REGION=us-east-1\nAWS_SECRET_ACCESS_KEY={v}\nBUCKET=rsvp-photos-{n}"),
    (s_ghp, "Pushed the wedding website repo. If Netlify asks for a token use {v} (it expires {date})"),
    (s_ghpat, "- [x] book {venue}\n- [ ] rotate deploy token for the save-the-date site\n  current one: {v}"),
    (s_slack_bot, "Family reunion Slack bot token (for the RSVP reminders): {v}"),
    (s_slack_hook, "Zapier step 3 -> POST to {v} whenever someone submits the RSVP form"),
    (s_openai, "I'm using ChatGPT to help with the toasts lol. The key on the shared laptop is {v} so please don't burn through it"),
    (s_openai, "OPENAI_API_KEY=\"{v}\"  # seating chart optimiser script, {n} tables"),
    (s_anthropic, "for the memorial page draft helper:\nANTHROPIC_API_KEY={v}\nMODEL=claude-3-5-sonnet"),
    (s_stripe, "Honeymoon fund page is live!! Stripe secret key for the backend is {v} - switched off test mode this morning"),
    (s_whsec, "stripe listen says the webhook signing secret is {v}, paste that into the gift-registry env"),
    (s_google, "Sheets API key for the guest list sync (the one that pulls RSVPs into tab 2): {v}"),
    (s_hf, "hf token for the little photo-captioning thing I made for the baby shower slideshow: {v}"),
    (s_sendgrid, "Save-the-date emails go out through SendGrid. API key {v}, sender is the shared wedding inbox"),
    (s_telegram, "Made a bot for the {city} trip group chat so it posts the daily plan at 8am. Bot token: {v}"),
    (s_jwt, "RSVP portal is stuck for me, here's the session cookie from devtools if that helps debug: auth={v}"),
    (s_pem, "Key for the photo backup box at home, DO NOT lose it:\n{v}"),
    (s_hipw, "DATABASE_URL=postgres://rsvp_app:{v}@db.internal:5432/wedding"),
    (s_twilio, "Twilio for the RSVP text reminders - SID is in the dashboard, auth token: {v}"),
    (s_mailchimp, "Mailchimp API key (baby shower invites audience): {v}"),
    (s_npm, "//registry.npmjs.org/:_authToken={v}"),
    (s_gitlab, "GitLab token for the family-tree site pipeline: {v} (scope: read_repository)"),
    (s_discord_bot, "Discord bot for the reunion server\nBOT_TOKEN = '{v}'\nPREFIX = '!'"),
    (s_generic, "{{\"rsvp_form_id\": \"{ref}\", \"api_secret\": \"{v}\", \"sheet\": \"Guests\"}}"),
    (s_dropbox, "Dropbox access token for the shared wedding photo folder (expires in 4h): {v}"),
    (s_airtable, "seating chart base -> Authorization: Bearer {v}"),
    (s_notion, "NOTION_TOKEN={v}  # integration for the wedding planning workspace"),
    (s_square, "Square access token for the cake shop invoice integration {vendor} asked for: {v}"),
    (s_do, "DigitalOcean token for the RSVP droplet: {v}\nregion: lon1"),
    (s_gocspx, "google oauth client secret: {v}  (for the 'Sign in with Google' button on the RSVP page)"),
    (s_shopify, "Shopify admin token for the wedding favours shop: {v}"),
    (s_discord_hook, "Webhook that pings the bridesmaids channel when a new RSVP comes in: {v}"),
    (s_mailgun, "MAILGUN_API_KEY={v}\nMAILGUN_DOMAIN=mg.ourbigday.co"),
    (s_hipw, "photo uploads go to https://uploader:{v}@photos.ourbigday.co/upload - guests only need the QR code"),
    (s_linear, "linear key for the planning board (tasks for {date}): {v}"),
    (s_mapbox, "Mapbox secret token for the custom 'how to get to the venue' map: {v}"),
]

T["secret", "zh"] = [
    (s_aliyun_id, "同学聚会报名小程序用的阿里云短信服务，AccessKey ID：{v}"),
    (s_aliyun_secret, "AccessKeySecret：{v}\n（婚礼短信通知用的，千万别发群里）"),
    (s_tencent_id, "腾讯云短信 SecretId={v}，签名已经审核通过了"),
    (s_wx_secret, "婚礼请柬小程序的 AppSecret 是 {v}，AppID 在后台能看到"),
    (s_ghp, "家谱网站的代码仓库令牌：{v}，{datez}过期，到时候记得换"),
    (s_openai, "帮我写婚礼致辞用的 key：{v}，额度不多了省着点用"),
    (s_jwt, "报名接口调用的时候请求头加上 Authorization: Bearer {v}"),
    (s_pem, "家里旅行相册备份服务器的私钥，别外传：\n{v}"),
    (s_telegram, "旅行群机器人的 token：{v}，每天早上发当天行程"),
    (s_stripe, "海外婚礼定金用 Stripe 收，密钥 {v}"),
    (s_dingtalk, "钉钉群机器人 webhook：https://oapi.dingtalk.com/robot/send?access_token={v}"),
    (s_dingsec, "机器人加签密钥：{v}（同学会通知群用）"),
    (s_generic, "配置文件里 api_secret = \"{v}\" 这一行千万别截图发朋友圈"),
    (s_hipw, "数据库连接串：mysql://wedding:{v}@10.0.{n}.12:3306/guests"),
    (s_aws_id, "相册备份用的 S3，访问密钥 ID 是 {v}"),
    (s_hf, "Hugging Face 令牌：{v}，跑照片修复模型用"),
    (s_sendgrid, "发电子请柬邮件用的 SendGrid API Key：{v}"),
    (s_google, "谷歌地图密钥（婚礼场地导航页）{v}"),
    (s_qiniu, "七牛云 SecretKey：{v}\n存储空间：wedding-photos"),
    (s_anthropic, "Claude 的 key：{v}，我用来润色悼词的"),
    (s_wx_secret, "公众号开发者密码(AppSecret)：{v}\n——宝宝满月酒报名用"),
    (s_aws_secret, "【备忘】S3 secret：{v}"),
    (s_slack_hook, "婚礼筹备群的通知地址：{v}"),
    (s_ghpat, "把这个 token 填到 GitHub Actions 的 secrets 里：{v}"),
    (s_notion, "Notion 集成密钥 {v}，用来同步宾客名单"),
    (s_hipw, "相册地址：https://admin:{v}@nas.local:5001/photo ，在家里局域网才能访问"),
    (s_twilio, "Twilio 认证令牌：{v}（给国外亲戚发短信提醒）"),
    (s_tencent_id, "{{\"secretId\": \"{v}\", \"region\": \"ap-guangzhou\"}}"),
    (s_azure, "Azure 存储连接串：DefaultEndpointsProtocol=https;AccountName=weddingpics;AccountKey={v};EndpointSuffix=core.windows.net"),
    (s_stripe, "密钥：{v}\n用途：生日派对门票收款"),
]

T["secret", "mixed"] = [
    (s_ghp, "新郎那边的 IT 朋友说 wedding website 的 deploy token 是 {v}，don't share 哈"),
    (s_aws_secret, "S3 bucket 建好了，secret key：{v}，照片直接传上去就行"),
    (s_openai, "帮我 debug 一下 seating script，key 是 {v}，跑完我就 revoke"),
    (s_stripe, "礼金 page 接了 Stripe，live key {v}，test mode 已经关了"),
    (s_slack_bot, "家族 reunion 的 Slack bot token 放这里了：{v}"),
    (s_telegram, "{cityz} trip 的 group bot token：{v}，每天 8 点推送 itinerary"),
    (s_jwt, "RSVP 页面一直 403，我把 cookie 贴出来你看看：token={v}"),
    (s_pem, "NAS 的 private key，备份到你电脑上 pls:\n{v}"),
    (s_aliyun_id, "短信 API 用阿里云的，AccessKey ID {v}，secret 单独发你"),
    (s_wx_secret, "小程序 AppSecret：{v}，RSVP 功能下周上线"),
    (s_hipw, "DB 连接：postgres://guest_app:{v}@127.0.0.1:5432/rsvp 本地测试用"),
    (s_sendgrid, "save the date 邮件走 SendGrid，API key = {v}"),
    (s_anthropic, "写 eulogy 的时候用的 Claude key：{v}"),
    (s_google, "Google Sheets API key: {v} 用来同步宾客名单"),
    (s_hf, "HF token 给你：{v} 记得别 commit 到 repo 里"),
    (s_discord_bot, "同学会 Discord server 的 bot token：{v}"),
    (s_generic, "config.yaml 里面:\n  rsvp:\n    webhook_secret: \"{v}\"\n  sheet: 宾客名单"),
    (s_dingtalk, "钉钉 bot webhook: https://oapi.dingtalk.com/robot/send?access_token={v}"),
    (s_ghpat, "fine-grained PAT 我生成好了 {v}，只给了 family-tree repo 的权限"),
    (s_mailchimp, "Mailchimp 的 key {v}，baby shower 邀请名单在 audience 里"),
    (s_tencent_id, "腾讯云 SecretId: {v}  (SMS for 婚礼 reminders)"),
    (s_do, "DO token：{v}，droplet 在 sgp1"),
    (s_airtable, "Airtable PAT: {v}，座位表 base 共享给你了"),
    (s_square, "蛋糕店要的 Square access token：{v}"),
]

T["password", "en"] = [
    (p_wifi, "Welcome to the flat! Wifi is BT-Hub-{n}, password {v}. Bins go out on Thursdays"),
    (p_door, "Check-in instructions: the front door code is {v}, then take the lift to floor {n}"),
    (p_pin, "lockbox by the garage, code {v} - keys are inside, please put them back when you leave"),
    (p_word, "Wedding website password for guests: {v} (it's on the back of the invite too)"),
    (p_two, "hey can you log into the registry and check if the toaster was bought? login is the wedding inbox, password is {v}"),
    (p_rand, "Ancestry account for the family tree - user: the shared family email, pw: {v}"),
    (p_pin, "the locker at the venue where the gifts are stored is number {n}, combo {v}"),
    (p_phrase, "Netflix for the house: email is the house gmail, password \"{v}\" - don't change it again!!"),
    (p_word, "- [ ] change the honeymoon booking login pw ({v}) after we get back"),
    (p_leet, "Roommate agreement, section 4: shared accounts\nWifi password: {v}\nHeating app: ask first"),
    (p_rand, "If the photographer needs to get into the gallery admin: password = {v}"),
    (p_word, "the password for the baby shower photo album is {v} lowercase p"),
    (p_pin, "Garage keypad: {v}. Please don't give it to the delivery guys"),
    (p_two, "Subject: Login details\n\nHi, as requested the password for the couple's portal is {v}. Please change it after first login."),
    (p_phrase, "Memorial page is private for now. Password to view: {v}"),
    (p_any, "dating app got hacked?? I'm changing my password from {v} to something longer"),
    (p_wifi, "Airbnb notes: wifi network \"Casa-{n}\" / pass: {v}"),
    (p_door, "Gate code for the cottage is {v} then the key safe is on the left"),
    (p_rand, "pw: {v}"),
    (p_any, "Hotel booking site account\nusername: the trip email\npassword: {v}\nconfirmation {ref}"),
    (p_word, "password is {v} capital first letter"),
    (p_pin, "PIN for the shared house card for groceries is {v}, don't use it for takeaways"),
    (p_any, "Guest list spreadsheet is protected, the sheet password is {v}"),
    (p_two, "ok I reset it. new password: {v}"),
    (p_leet, "\"password\": \"{v}\","),
    (p_phrase, "For the family cloud drive the passphrase is {v} - Grandma's favourite things lol"),
]

T["password", "zh"] = [
    (p_wifi, "欢迎入住！WiFi：ChinaNet-{n}，密码：{v}，垃圾每天晚上八点前放门口"),
    (p_door, "民宿入住说明：大门密码 {v}，房间在{n}楼"),
    (p_pin, "门锁密码是{v}，钥匙在鞋柜第二层"),
    (p_pinyin, "婚礼相册的访问密码：{v}"),
    (p_pinyin, "合租协议第三条：公共WiFi密码为{v}，不得私自修改"),
    (p_pin, "行李寄存柜{n}号，密码{v}"),
    (p_pinyin, "家谱网站账号是家族公共邮箱，密码{v}"),
    (p_rand, "12306 账号密码：{v}，帮我抢一下国庆回家的票"),
    (p_pin, "支付密码{v}，你帮我先付一下酒店定金"),
    (p_word, "视频会员账号共享给室友了，密码 {v}，别在别的设备登录"),
    (p_any, "【备忘】婚礼报名表后台密码：{v}"),
    (lambda c: p_wifi(c).lower(), "WiFi密码{v}（字母全是小写）"),
    (p_pinyin, "密码：{v}"),
    (p_door, "小区门禁密码 {v}，进去左转"),
    (p_pin, "车库道闸卡的PIN码是{v}"),
    (p_any, "宝宝满月酒相册设了密码 {v}，只发给亲戚"),
    (p_pinyin, "相亲网站的密码我改成{v}了，你别再登我号了"),
    (p_rand, "同学录网站管理员密码：{v}\n（班长保管）"),
    (p_phrase, "家庭云盘的口令是 {v}"),
    (p_pin, "保险柜密码{v}，里面放着结婚证和户口本"),
    (p_two, "路由器后台密码 {v}，改WiFi名字要用"),
    (p_pinyin, "我所有账号基本都是这个密码 {v} 你知道的"),
]

T["password", "mixed"] = [
    (p_wifi, "WiFi 密码是 {v}，network 名字 Home-{n}"),
    (p_door, "Airbnb 的 door code {v}，进门右手边是 key box"),
    (p_pinyin, "婚礼 website 的 password：{v}，请柬背面也印了"),
    (p_rand, "帮我登一下 registry 看看礼物买了没，pw {v}"),
    (p_pin, "lockbox 密码 {v}，用完放回去 thx"),
    (p_word, "Netflix 账号给室友共享，password: {v}"),
    (p_pinyin, "我的 Hinge 被盗了😭 原来的密码是 {v}"),
    (p_pin, "储物柜 combo 是 {v}，礼物都放里面了"),
    (p_phrase, "family cloud drive 的 passphrase：{v}"),
    (p_any, "12306 password {v} 帮我抢票 pls"),
    (p_two, "Ancestry 的账号用家里的公共邮箱，密码 {v}"),
    (p_leet, "合租 agreement 里写了：WiFi password {v}，不准私改"),
    (p_door, "gate code {v} 然后钥匙在左边的 key safe 里"),
    (p_any, "login: 婚礼邮箱 / pwd: {v}"),
    (p_pin, "group 的 shared card PIN {v}，只能买菜用"),
    (p_word, "相册 password {v}，只发给 family"),
    (p_rand, "admin 后台的密码：{v}，photographer 要上传照片"),
    (p_pinyin, "password 就是 {v}，全小写"),
    (p_pin, "保险箱 code {v}，passport 都放里面了"),
    (p_wifi, "民宿 WiFi: Casa-{n} / 密码 {v}"),
]

T["email", "en"] = [
    (e_en, "RSVP by {date} to {v} - please include dietary requirements!"),
    (e_en, "Hi! Could you send the contract to {v}? That's the best email to reach me on. Thanks!"),
    (e_en, "Guest,Plus one,Email,Meal\nTable {tbl},yes,{v},vegetarian"),
    (e_work, "Please cc my work address {v} on anything about the deposit, I check it more often"),
    (e_en, "Dating profile: into hiking and bad puns. Message me here or email {v} if the app keeps crashing"),
    (e_obf, "Lost cat on our road! If you've seen her please email {v}"),
    (e_en, "- [ ] send seating chart to {v} by Friday"),
    (e_en, "Subject: Booking {ref}\n\nHello, please send the confirmation to {v} instead of the address on file."),
    (e_en, "Memorial donations in lieu of flowers; questions can go to the family at {v}"),
    (e_en, "mailto:{v}?subject=RSVP"),
    (e_en, "{{\"guest_type\": \"plus_one\", \"email\": \"{v}\", \"meal\": \"fish\"}}"),
    (e_en, "roommate wanted: double room, bills incl, {gbp}/mo. Serious enquiries only: {v}"),
    (e_en, "my email is {v} for the baby shower evite"),
    (e_obf, "ping me at {v} re the reunion"),
    (e_en, "Email: {v}\nNumber of guests: {n}\nArrival: {date}"),
    (e_en, "the hotel has the wrong email for our block booking, it should be {v} not the old one"),
    (e_work, "Reply-To: {v}"),
    (e_en, "family tree collaborators: send scans of the old letters to {v}"),
    (e_en, "Hey! Thank-you cards: the photographer said she'd send the gallery link to {v}"),
    (e_en, "{v}"),
    (e_en, "Planner\t{vendor}\nClient email\t{v}\nDeposit\t{usd}"),
    (e_en, "Can you add {v} to the group itinerary doc? Edit access pls"),
]

T["email", "zh"] = [
    (e_zh, "婚礼回执请在{datez}前发到邮箱 {v}，注明是否携带家属"),
    (e_zh, "我的邮箱：{v}，合同扫描件发这里就行"),
    (e_zh, "同学聚会报名表\n姓名请填在群接龙里\n邮箱：{v}\n人数：{n}"),
    (e_fw, "有意合租请发简历到{v}，房租{yuan}/月，押一付三"),
    (e_zh, "相亲资料：本人{cityz}工作，喜欢旅行和做饭，联系邮箱{v}"),
    (e_zh, "旅行攻略我整理好了，发你邮箱 {v} 了，查收一下"),
    (e_zh, "家谱修订的资料请寄到电子邮箱{v}，老照片扫描件也可以"),
    (e_zh, "邮箱{v}"),
    (e_zh, "酒店订单{ref}的确认函请发送至{v}，谢谢"),
    (e_zh, "- [ ] 把座位表发给 {v}"),
    (e_obf, "有捡到钱包的请联系 {v}"),
    (e_zh, "满月酒电子请柬回复地址：{v}"),
    (e_zh, "追思会的照片征集，请发到{v}，截止{datez}"),
    (e_fw, "我邮箱是{v}，你发一下那个PPT"),
    (e_zh, "【备忘】婚庆公司报价发到 {v} 了"),
    (e_zh, "联系人邮箱\t{v}\n预算\t{cny}"),
    (e_zh, "回复 {v} 即可报名，名额有限"),
    (e_zh, "帮我把行程单转发到{v}"),
    (e_zh, "用这个邮箱注册的相亲网站：{v}"),
    (e_zh, "发票抬头写个人，邮箱{v}"),
]

T["email", "mixed"] = [
    (e_any, "RSVP 请在 {datez} 前发到 {v}，谢谢 everyone"),
    (e_any, "我的 email 是 {v}，contract 发这里就行"),
    (e_en, "Wedding planner 说 quote 已经发到 {v} 了"),
    (e_zh, "itinerary 我发你邮箱了 {v}，check 一下"),
    (e_any, "Guest list:\n姓名 | 人数 | email\n(已隐藏) | {n} | {v}"),
    (e_any, "baby shower 的 evite 回复到 {v}"),
    (e_obf, "lost 钥匙 in the park, 捡到的话 email {v}"),
    (e_any, "Dating profile: 喜欢 hiking 和 coffee，app 不好用的话 email {v}"),
    (e_work, "工作邮箱 {v}，平时白天都能回"),
    (e_any, "合租 ad：double room {cny}/月，有意 email {v}"),
    (e_any, "- [ ] 把 seating chart 发给 {v}"),
    (e_fw, "我的 email：{v}"),
    (e_any, "酒店 booking {ref} 的 confirmation 请发 {v}"),
    (e_any, "family tree 的 scans 发到 {v}"),
    (e_any, "{{\"email\": \"{v}\", \"plus_one\": true, \"备注\": \"素食\"}}"),
    (e_any, "Email：{v}\n人数：{n}\nArrival：{datez}"),
    (e_any, "memorial 照片征集，发到 {v}"),
    (e_any, "帮我把 {v} 加到 group itinerary doc 里，要 edit 权限"),
]

T["phone", "en"] = [
    (ph_us, "Call or text {v} with any questions about the RSVP!"),
    (ph_uk, "Any problems on the day ring me on {v}, I'll have my phone on loud"),
    (ph_us_ext, "Please reach me at work: {v}, mornings are best"),
    (ph_en_any, "Name,Party size,Phone,Meal\n(see list),{n},{v},chicken"),
    (ph_us, "Roommate wanted - {usd}/mo incl. utilities. Text {v}, no calls after 9 please"),
    (ph_uk, "Found a set of keys outside {venue}. If they're yours call {v}"),
    (ph_us, "my cell is {v} if the photographer can't find the barn"),
    (ph_en_any, "- [ ] text the caterer final headcount\n- [ ] give the DJ my number: {v}"),
    (ph_uk, "Mob: {v}"),
    (ph_us, "Obituary contact for the service details: the family, {v}"),
    (ph_en_any, "Hotel form\nGuest contact number: {v}\nArrival: {date}\nRooms: {n}"),
    (ph_us, "hey it's me, new number!! save this one: {v}"),
    (ph_uk, "Flat viewing on {date}? Text me on {v} and I'll let you in"),
    (ph_en_any, "{{\"rsvp\": \"yes\", \"phone\": \"{v}\", \"guests\": {n}}}"),
    (ph_us, "For the shuttle on the day, the driver will call you from {v}"),
    (ph_us, "Emergency contact (trip to {city}): {v}"),
    (ph_uk, "ps if the florist can't get through to the venue they can try my other number {v}"),
    (ph_en_any, "Whatsapp me on {v} and I'll add you to the hen do group"),
    (ph_us, "Tel. {v}"),
    (ph_en_any, "Call me {v}"),
    (ph_us_ext, "The bakery said to call {v} to confirm the cake tasting"),
    (ph_uk, "Dating bio: not great at texting back but try {v} lol"),
]

T["phone", "zh"] = [
    (ph_cn, "婚礼当天有任何问题请打我电话{v}"),
    (ph_cn, "合租招室友，主卧{yuan}/月，有意者联系{v}（微信同号）"),
    (ph_cn_land, "家里座机{v}，白天没人接的话晚上打"),
    (ph_cn, "相亲资料\n年龄：{age}岁\n职业：教师\n联系方式：{v}"),
    (ph_cn_fw, "手机：{v}"),
    (ph_cn, "同学聚会报名请联系班长，电话{v}"),
    (ph_cn, "捡到一串钥匙，在{venuez}门口，失主请打{v}"),
    (ph_cn, "民宿入住联系人电话 {v}，到了打给我"),
    (ph_cn, "我换号了，新号码{v}，旧的不用了"),
    (ph_cn, "姓名\t人数\t电话\n(略)\t{n}\t{v}"),
    (ph_cn_spoken, "我电话是{v}你记一下"),
    (ph_cn, "- [ ] 把{v}发给司仪，让他当天联系我"),
    (ph_cn, "满月酒接送车司机会用{v}联系你们"),
    (ph_cn, "家谱修订组联系人：{v}"),
    (ph_cn, "酒店预订单 {ref}\n入住人手机号：{v}"),
    (ph_cn_land, "订餐电话我留的是公司座机{v}"),
    (ph_cn, "有事打我{v}"),
    (ph_cn, "{{\"手机\": \"{v}\", \"人数\": {n}}}"),
    (ph_cn, "追思会当天的联系人电话：{v}"),
    (ph_cn_fw, "回执：出席，联系电话{v}"),
    (ph_hk, "我喺香港嘅手机号{v}，过关之后打给我"),
]

T["phone", "mixed"] = [
    (ph_mixed_any, "有问题 call 我 {v}"),
    (ph_cn, "wedding day 当天找不到路就打 {v}"),
    (ph_us, "我美国的 number 是 {v}，WhatsApp 也可以"),
    (ph_uk, "UK 的手机号 {v}，下周在 London"),
    (ph_cn, "合租 roommate wanted，主卧 {yuan}/month，text {v}"),
    (ph_mixed_any, "Guest list:\n人数 | phone\n{n} | {v}"),
    (ph_cn, "我换 number 了，新的 {v}"),
    (ph_cn_fw, "Tel：{v}"),
    (ph_cn, "Airbnb host 说到了打 {v}"),
    (ph_mixed_any, "emergency contact：{v}"),
    (ph_cn, "- [ ] 把我手机 {v} 给 DJ"),
    (ph_cn_land, "家里 landline {v}，晚上有人"),
    (ph_hk, "HK number {v}，过关之后 call 我"),
    (ph_cn, "我的 contact：{v}（微信同号）"),
    (ph_mixed_any, "{{\"phone\": \"{v}\", \"备注\": \"素食\"}}"),
    (ph_cn, "酒店 booking {ref} 留的手机是 {v}"),
    (ph_cn_spoken, "voice message 转文字：我电话{v}你记一下"),
    (ph_mixed_any, "Dating app 上不太回消息，直接 text {v} 吧"),
    (ph_cn, "shuttle 司机会用 {v} 联系你们"),
]

T["address", "en"] = [
    (a_us_full, "Please mail the RSVP card to {v}"),
    (a_us_line, "Save-the-date list\nRecipient: (see sheet)\nStreet: {v}\nCity: Austin"),
    (a_uk_full, "Our new address from {date}: {v} - update your Christmas card lists!"),
    (a_uk_line, "The hen do is at my place, {v}, from {time}"),
    (a_us_line, "Baby shower will be at our house ({v}), park on the street please"),
    (a_en_any, "Guest,Address,RSVP\n(plus one),\"{v}\",yes"),
    (a_us_full, "Ship the gift to {v} instead, we moved last month"),
    (a_uk_full, "Flatshare agreement: the property at {v} (\"the Flat\") is let to the tenants jointly."),
    (a_us_line, "Reception afterwards at the family home, {v}. All welcome."),
    (a_en_any, "- [ ] update address on the registry to {v}"),
    (a_us_full, "{{\"ship_to\": \"{v}\", \"gift\": \"KitchenAid mixer\"}}"),
    (a_uk_line, "Lost dog, last seen near {v} - please check your gardens"),
    (a_us_line, "Delivery instructions for the florist: {v}, leave by the side gate"),
    (a_uk_full, "Please send the signed contract back to {v}. Many thanks, {vendor}"),
    (a_us_line, "I'm at {v} now, come over whenever"),
    (a_en_any, "billing address: {v}"),
    (a_us_full, "Memorial service will be held at the family residence, {v}, on {date}."),
    (a_uk_line, "Pickup for the airport run: {v} at {time}"),
    (a_en_any, "address {v}"),
    (a_us_line, "roommates wanted for a 3bd at {v}, {usd}/mo each"),
    (a_uk_full, "Return address on the invites: {v}"),
]

T["address", "zh"] = [
    (a_cn_full, "请柬寄到：{v}，收件人写新娘就行"),
    (a_cn_in("杭州市"), "婚礼前一晚新娘在娘家，地址是杭州{v}"),
    (a_cn_full, "合租协议\n甲方（出租人）：见签字页\n房屋坐落：{v}\n租期：一年"),
    (a_cn_full, "满月酒在家里办，地址：{v}，下午五点开始"),
    (a_cn_in("上海市"), "收货地址：上海市{v}"),
    (a_cn_full, "我们搬家了，新地址{v}，欢迎来玩"),
    (a_cn_below, "同学聚会后去我家续摊，{v}，打车直接报这个地址"),
    (a_cn_full, "快递地址\t{v}\n联系人\t(略)"),
    (a_cn_full, "【备忘】喜糖寄到{v}"),
    (a_cn_below, "奶奶家在{v}，家谱原件放在那儿"),
    (a_cn_full, "收件地址：{v}"),
    (a_cn_in("成都市"), "地址：成都市{v}（到了打电话）"),
    (a_cn_full, "接亲路线：从{venuez}出发，到{v}"),
    (a_cn_full, "{{\"收货地址\": \"{v}\", \"备注\": \"放门卫\"}}"),
    (a_cn_below, "租房信息：{v}，两室一厅，{yuan}/月"),
    (a_cn_full, "追思会在老家举行，地址{v}"),
    (a_cn_below, "我住{v}，离地铁很近"),
    (a_cn_full, "寄回执请寄：{v}"),
    (a_cn_below, "- [ ] 把新家地址 {v} 发给婚庆公司"),
]

T["address", "mixed"] = [
    (a_cn_full, "请柬 mail 到 {v}"),
    (a_us_full, "我在美国的 address：{v}，gift 寄这里"),
    (a_uk_full, "Flat 的地址是 {v}，viewing 在周六"),
    (a_cn_en, "快递 form 要英文地址：{v}, Xihu District, Hangzhou"),
    (a_cn_below, "party 在我家，{v}，到了 text 我"),
    (a_en_any, "Guest list 地址栏：{v}"),
    (a_cn_full, "shipping address 改成 {v}"),
    (a_us_line, "baby shower 在我们家 {v}，street parking"),
    (a_cn_in("深圳市"), "new place 地址：深圳{v}"),
    (a_cn_full, "合租 agreement 里的 property：{v}"),
    (a_cn_en, "Hotel 表格里 home address 写的 {v}"),
    (a_uk_line, "hen do 在我家 {v}，7pm start"),
    (a_cn_full, "{{\"address\": \"{v}\", \"note\": \"放门卫\"}}"),
    (a_us_full, "return address 用 {v}"),
    (a_cn_below, "我搬到了 {v}，near 地铁站"),
    (a_en_any, "- [ ] update registry 收货地址 to {v}"),
    (a_cn_full, "memorial 在老家，address：{v}"),
    (a_cn_en, "Address: {v}, Chengdu, Sichuan, China"),
]

T["government_id", "en"] = [
    (gi_ssn, "Marriage licence application - both parties need SSNs. Mine: {v}"),
    (gi_us_passport, "Honeymoon booking: passport number {v}, expires 2031"),
    (gi_nino, "Flatshare agreement, tenant details: National Insurance No. {v}"),
    (gi_uk_passport, "Group trip to {city} - passport numbers sheet\nRoom {n}\tpassport {v}\tnationality GB"),
    (gi_ssn, "For the death certificate the funeral home needs Dad's social security number: {v}"),
    (gi_us_dl, "Car rental for the wedding weekend, driver's license #{v}, CA"),
    (gi_uk_dl, "Driving licence no: {v} (for the minibus hire)"),
    (gi_ssn, "genealogy note: great-grandpa's SSN from the death index was {v}"),
    (gi_us_passport, "Passport: {v}"),
    (gi_nino, "my NI number is {v} if the letting agent needs it for referencing"),
    (gi_sin_fmt, "Canadian relatives' form - SIN {v}, needed for the estate paperwork"),
    (gi_hkid, "Hotel check-in form: HKID {v}"),
    (gi_intl_passport, "Cruise manifest, cabin {n}: passport no. {v}"),
    (gi_ssn, "SSN: {v}"),
    (gi_us_dl, "- [ ] send DL number ({v}) to the venue for the alcohol permit"),
    (gi_uk_passport, "{{\"passport_no\": \"{v}\", \"nationality\": \"GBR\", \"expiry\": \"2029-04\"}}"),
    (gi_ssn, "the adoption agency asked for my social again, it's {v}"),
    (gi_cnid, "Visa invitation letter for the bride's parents: ID card number {v}"),
    (gi_tw, "ARC/ID for the Taipei hotel: {v}"),
    (gi_us_passport, "passport {v} - please use it for the group flight booking {ref}"),
    (gi_nino, "NINO {v}"),
]

T["government_id", "zh"] = [
    (gi_cnid, "结婚登记需要带户口本和身份证，我的身份证号{v}"),
    (gi_cnid, "合租协议\n乙方身份证号码：{v}\n租期自{datez}起"),
    (gi_cnpassport, "去{cityz}转机的团，护照号{v}，有效期到2030年"),
    (gi_cnid, "酒店入住登记：证件号 {v}"),
    (gi_cnid, "奶奶的身份证号是{v}，办后事的时候要用"),
    (gi_hkmacau_permit, "港澳通行证号码{v}，下个月去澳门参加婚礼"),
    (gi_cnid, "身份证：{v}"),
    (gi_cnpassport, "蜜月机票订单 {ref}\n乘客护照号：{v}"),
    (gi_cnid, "报名同学聚会的大巴需要实名，身份证{v}"),
    (gi_cnid, "{{\"证件类型\": \"身份证\", \"证件号\": \"{v}\"}}"),
    (gi_cnid, "- [ ] 把身份证号{v}发给婚庆公司买保险"),
    (gi_hkid, "香港身份证{v}，入住的时候要用"),
    (gi_cnpassport, "护照：{v}"),
    (gi_cnid, "相亲网站实名认证填的是{v}"),
    (gi_tw, "台湾亲戚的身分证字号{v}"),
    (gi_cnid, "旅行社要的：姓名见附件，身份证{v}，电话另发"),
    (gi_cnid, "家谱记录：身份证号码 {v}（已故）"),
    (gi_cnid, "房东要复印件，号码是{v}"),
    (gi_hkmacau_permit, "通行证 {v}"),
]

T["government_id", "mixed"] = [
    (gi_cnid, "结婚登记要带 ID card，我的身份证号 {v}"),
    (gi_us_passport, "honeymoon 机票 booking 要 passport number：{v}"),
    (gi_cnpassport, "group trip 护照号 {v}，expires 2030"),
    (gi_ssn, "marriage license 要 SSN，我的是 {v}"),
    (gi_nino, "letting agent 要我的 NI number：{v}"),
    (gi_cnid, "hotel check-in form 的证件号：{v}"),
    (gi_cnid, "合租 agreement 乙方 ID：{v}"),
    (gi_hkid, "HKID {v} 入住要用"),
    (gi_ssn, "funeral home 要 Dad 的 social security number：{v}"),
    (gi_cnpassport, "Passport No.：{v}"),
    (gi_us_dl, "租车 driver's license #{v}"),
    (gi_uk_dl, "minibus hire 要 driving licence：{v}"),
    (gi_cnid, "{{\"id_type\": \"身份证\", \"id_no\": \"{v}\"}}"),
    (gi_hkmacau_permit, "港澳通行证 {v}，去澳门参加 wedding"),
    (gi_cnid, "- [ ] 把 ID number {v} 发给 travel agent"),
    (gi_intl_passport, "cruise manifest 上的 passport：{v}"),
    (gi_sin_fmt, "加拿大亲戚的 SIN {v}，estate 手续要用"),
    (gi_cnid, "family tree 里记的身份证号 {v}"),
]

T["financial", "en"] = [
    (fi_card, "Can you put the venue deposit on your card? Mine keeps getting declined - it's {v}"),
    (fi_iban, "Deposit for the villa: please transfer {gbp} to IBAN {v}, reference {ref}"),
    (fi_us_acct, "Rent split: Zelle didn't work, send it to my checking account {v}, routing {routing}"),
    (fi_uk_acct, "Bank details for the hen do kitty: sort code {sort}, account number {v}"),
    (fi_card, "Card on file for the hotel block: {v}"),
    (fi_iban, "Honeymoon fund! If you'd like to contribute, our IBAN is {v}"),
    (fi_card, "- [ ] pay the photographer balance ({usd}) with card ending... no wait, full number {v}"),
    (fi_us_acct, "Direct deposit form\nBank: Chase\nAccount #: {v}\nType: checking"),
    (fi_card, "{{\"card_number\": \"{v}\", \"amount\": \"{usd}\"}}"),
    (fi_iban, "Flat deposit goes back to {v}, please confirm once sent"),
    (fi_card, "CC: {v}"),
    (fi_uk_acct, "Pay your share of the cottage ({gbp}) to acc {v}, sort {sort}"),
    (fi_iban, "IBAN: {v}\nBIC: see invoice"),
    (fi_card, "booking {ref} was charged to {v} twice?!"),
    (fi_us_acct, "wire the catering balance to account {v} (routing {routing}) by {date}"),
    (fi_card, "the card I used for the Airbnb is {v} if you need to check the charge"),
    (fi_iban, "Bride's parents asked for our bank details for the gift, sending them {v}"),
    (fi_any_en, "payment details {v}"),
    (fi_card, "Card number\t{v}\nAmount\t{usd}\nVendor\t{vendor}"),
    (fi_uk_acct, "account no. {v}"),
    (fi_iban, "Please refund the cancelled RSVP fee to {v}"),
]

T["financial", "zh"] = [
    (fi_cn_card, "份子钱直接转我卡上：{v}，工商银行"),
    (fi_cn_card, "房租每月5号前打到房东的建设银行卡{v}"),
    (fi_cn_card, "合租协议第五条：押金退还至乙方银行账户{v}"),
    (fi_card, "酒店要信用卡担保，我的卡号{v}"),
    (fi_cn_card, "婚庆定金{cny}，转账账号{v}（招商银行）"),
    (fi_cn_card, "银行卡号：{v}"),
    (fi_cn_card, "同学聚会AA的钱转到这个卡{v}，开户行农业银行"),
    (fi_iban, "海外婚礼场地要求汇款到IBAN：{v}"),
    (fi_cn_card, "- [ ] 把卡号{v}发给摄影师退尾款"),
    (fi_card, "订蜜月酒店用的卡是{v}"),
    (fi_cn_card, "账号\t{v}\n户名\t见合同\n开户行\t中国银行"),
    (fi_cn_card, "{{\"银行卡\": \"{v}\", \"金额\": \"{cny}\"}}"),
    (fi_cn_card, "满月酒红包可以转到{v}"),
    (fi_cn_card, "收款账户：{v}"),
    (fi_card, "信用卡：{v}"),
    (fi_cn_card, "追思会的费用先从我卡里扣了，卡号是{v}"),
    (fi_cn_card, "租金打到这个账户 {v}，备注房号"),
    (fi_cn_card, "卡号{v}交通银行"),
]

T["financial", "mixed"] = [
    (fi_cn_card, "份子钱转我 bank card：{v}"),
    (fi_card, "venue deposit 用你的 card 吧，我的被 decline 了，卡号 {v}"),
    (fi_iban, "villa 的 deposit 转到 IBAN {v}，reference {ref}"),
    (fi_us_acct, "rent 转我 checking account {v}，routing {routing}"),
    (fi_cn_card, "房租打到 {v}，每月 5 号前 pls"),
    (fi_card, "hotel 要 credit card 担保：{v}"),
    (fi_uk_acct, "hen do 的 kitty：sort code {sort}，account {v}"),
    (fi_cn_card, "AA 的钱转这个卡 {v}"),
    (fi_iban, "honeymoon fund 的 IBAN：{v}"),
    (fi_card, "{{\"card\": \"{v}\", \"金额\": \"{cny}\"}}"),
    (fi_cn_card, "- [ ] 把 bank card {v} 发给摄影师"),
    (fi_card, "booking {ref} 被 charge 了两次 on {v}"),
    (fi_cn_card, "押金退到我的账户 {v}，thanks"),
    (fi_card, "CC：{v}"),
    (fi_iban, "IBAN: {v} 用来收 gift money"),
    (fi_cn_card, "收款 account：{v}（招行）"),
    (fi_us_acct, "wire 到 account {v} 就行"),
]

T["person_name", "en"] = [
    (n_en, "RSVP: {v} - attending, +1, vegetarian"),
    (n_en_mid, "In loving memory of {v}, who passed away peacefully on {date}, surrounded by family."),
    (n_en, "Table {tbl}: {v}, the caterer, and two empty seats"),
    (n_en_rev, "Guest,Side,Table\n\"{v}\",bride,{tbl}"),
    (n_en_mid, "Family tree notes: great-grandmother {v} (b. 1902, d. 1987), emigrated from Cork"),
    (n_en, "Matched with {v} on Hinge, we're getting coffee on {date}!"),
    (n_en_first, "Hi {v}! Thanks for the lovely gift, we can't wait to use it"),
    (n_en, "Officiant: {v}\nCeremony: {time}\nVenue: {venue}"),
    (n_en_lower, "voice note: tell {v} the rehearsal moved to {time}"),
    (n_en, "Lease signed by {v} as lead tenant; other tenants listed on page 2"),
    (n_en, "Booking {ref} under the name {v}, party of {n}"),
    (n_en_mid, "{v}, 84, of {city}, died on {date}. Services will be held at {venue}."),
    (n_en, "- [ ] thank-you card for {v} (the cake stand)"),
    (n_en_first, "Secret Santa for the flat: you've got {v}!"),
    (n_en, "{{\"guest\": \"{v}\", \"meal\": \"beef\", \"table\": {tbl}}}"),
    (n_en, "Wedding party: maid of honour is {v}, best man is still TBC"),
    (n_en_last, "Reservation at {venue} under {v}, {n} people at {time}"),
    (n_en, "New neighbour alert: {v} moved in next door, bring a casserole"),
    (n_en, "Baby shower host: {v}\nTheme: woodland\nDate: {date}"),
    (n_en_rev, "Census 1921 entry - {v}, occupation: farm labourer"),
    (n_en, "Dating profile intro: Hey, I'm {v}. I love hiking, board games and my dog."),
    (n_en_mid, "Pallbearers: {v} and five cousins from Dad's side"),
    (n_en, "who's driving {v} from the airport?"),
]

T["person_name", "zh"] = [
    (n_zh, "宾客名单：{v}，新娘同学，第{tbl}桌"),
    (n_zh, "相亲对象叫{v}，{cityz}人，在银行上班"),
    (n_zh, "沉痛悼念{v}同志，于{datez}因病逝世，享年八十四岁"),
    (n_zh, "家谱：第十八世 {v}，生于民国二十年，配妻李氏"),
    (n_zh, "礼金登记\t{v}\t{yuan}"),
    (n_zh, "合租协议 乙方：{v}"),
    (n_zh, "同学聚会签到：{v}（三班）"),
    (n_zh, "酒店预订人：{v}，入住{n}晚"),
    (n_zh, "@{v} 你下周六能来当伴娘吗"),
    (n_zh, "满月酒请帖名单里漏了{v}，记得补上"),
    (n_zh, "证婚人：{v}\n司仪：婚庆公司安排"),
    (n_zh, "- [ ] 给{v}打电话确认接亲车辆"),
    (n_zh, "{{\"姓名\": \"{v}\", \"桌号\": {tbl}}}"),
    (n_zh, "今天在公园碰到{v}了，听说也要结婚了"),
    (n_zh, "新来的室友叫{v}，周末搬进来"),
    (n_zh, "{v}，1956年生，退休教师，育有二子（家谱补录）"),
    (n_zh, "旅行团领队是{v}，到了机场在B口集合"),
    (n_zh, "跟{v}说一下，明天的彩排改到下午三点"),
    (n_zh, "随礼：{v} {yuan}"),
    (n_zh, "介绍人：{v}（我妈同事）"),
]

T["person_name", "mixed"] = [
    (n_zh, "RSVP：{v}，attending，带家属"),
    (n_py, "Table {tbl}: {v}，新郎的 college roommate"),
    (n_zh_en, "相亲 match 到了 {v}，周末约 coffee"),
    (n_en, "我 roommate {v} 这周搬出去"),
    (n_zh, "In loving memory of {v}，追思会在{datez}"),
    (n_py, "family tree 里的 {v} 是我曾祖父"),
    (n_zh, "伴娘 list：{v}, 还差一个"),
    (n_en, "wedding officiant 是 {v}"),
    (n_zh, "booking 是用 {v} 的名字订的"),
    (n_py, "Guest,Side\n{v},groom"),
    (n_zh, "- [ ] thank-you card 给 {v}"),
    (n_zh_en, "Dating profile: Hi 我是 {v}，喜欢 hiking"),
    (n_zh, "{{\"name\": \"{v}\", \"table\": {tbl}}}"),
    (n_en, "新邻居 {v} 刚搬来，人很 nice"),
    (n_zh, "同学会 organizer 是 {v}"),
    (n_py, "lease 上 lead tenant 写的是 {v}"),
    (n_zh, "礼金：{v} {cny}"),
    (n_en_first, "Hi {v}！谢谢你的 gift"),
    (n_zh, "@{v} rehearsal 改到 3pm 了"),
]

T["username", "en"] = [
    (u_handle, "Follow our wedding photographer's tagged album - and tag me @{v} in your pics!"),
    (u_faker, "my Hinge username is {v}, add me if you want to see the disaster profile lol"),
    (u_handle, "Venmo me your share of the Airbnb: @{v}"),
    (u_gamer, "flatmate wanted, must be chill, my Xbox gamertag is {v} if you want to play"),
    (u_discord, "add me on Discord for the reunion planning: {v}"),
    (u_faker, "Login: {v}\nPassword: (sent separately)"),
    (u_handle, "Insta: @{v}"),
    (u_faker, "reddit u/{v} posted our lost dog notice, thank them!"),
    (u_any_en, "Guest,Instagram\n(plus one),@{v}"),
    (u_handle, "Bumble bio: too tall for my own good. Snap: {v}"),
    (u_faker, "The registry account is under the username {v}"),
    (u_gamer, "Steam: {v} - free after the kids are in bed"),
    (u_any_en, "- [ ] ask for the DJ's Spotify playlist (user {v})"),
    (u_handle, "cake pics from the shower are up on TikTok @{v}"),
    (u_faker, "{{\"username\": \"{v}\", \"role\": \"guest\"}}"),
    (u_handle, "Twitter/X handle for the memorial fundraiser page: @{v}"),
    (u_any_en, "Ancestry username {v} - message me about the Irish branch"),
    (u_faker, "sign in as {v} on the shared laptop"),
    (u_handle, "PayPal.me/{v} for the hen party kitty"),
    (u_gamer, "twitch: twitch.tv/{v}"),
    (u_any_en, "my Tinder name's just {v}"),
]

T["username", "zh"] = [
    (u_wechat, "加我微信：{v}，拉你进同学聚会群"),
    (u_wechat, "微信号{v}，备注来意"),
    (u_qq, "QQ号：{v}，家谱群里有老照片"),
    (u_wechat, "相亲资料\n身高：175\n微信：{v}"),
    (u_any_zh, "小红书搜{v}，我发了婚礼布置的笔记"),
    (u_any_zh, "抖音号：{v}，满月酒视频在上面"),
    (u_wechat, "合租找室友，有意者加V：{v}"),
    (u_any_zh, "婚礼网站的登录账号是{v}"),
    (u_wechat, "- [ ] 把{v}拉进伴娘群"),
    (u_qq, "以前的QQ {v} 还在用，同学可以加"),
    (u_any_zh, "微博@{v} 发了寻狗启事"),
    (u_wechat, "{{\"微信号\": \"{v}\", \"人数\": {n}}}"),
    (u_any_zh, "B站账号：{v}，旅行vlog都在那"),
    (u_wechat, "收款请转微信{v}"),
    (u_any_zh, "用户名：{v}\n密码另发"),
    (u_gamer, "王者荣耀ID：{v}，晚上开黑"),
    (u_wechat, "wx：{v}"),
    (u_any_zh, "豆瓣ID {v}，租房帖在小组里"),
]

T["username", "mixed"] = [
    (u_wechat, "加我 WeChat：{v}，拉你进 group"),
    (u_handle, "Insta 上 tag 我 @{v}"),
    (u_any_zh, "小红书 ID {v}，婚礼 DIY 笔记都在"),
    (u_handle, "Venmo 我 @{v}，AA 的钱"),
    (u_faker, "registry 的 username 是 {v}"),
    (u_gamer, "Steam 上加我 {v}"),
    (u_wechat, "微信号 {v}，add 的时候备注名字"),
    (u_discord, "Discord 上 find me：{v}"),
    (u_handle, "Hinge 上我叫 {v}"),
    (u_qq, "QQ {v} 也可以"),
    (u_any_zh, "Login：{v}，password 另发"),
    (u_faker, "reddit u/{v} 帮我们找到了狗狗"),
    (u_handle, "TikTok @{v} 有 shower 的视频"),
    (u_any_zh, "{{\"wechat\": \"{v}\", \"备注\": \"roommate\"}}"),
    (u_wechat, "- [ ] 把 {v} 加进 bridesmaids 群"),
    (u_any_en, "Ancestry 的 username {v}，可以 message 我"),
    (u_handle, "PayPal.me/{v} 收 kitty"),
    (u_any_zh, "抖音 account：{v}"),
]

T["home_path", "en"] = [
    (hp(hp_mac, "sheet"), "The final version is saved at {v} - don't edit the old one"),
    (hp(hp_win, "sheet"), "the spreadsheet is in {v}, I'll print it tonight"),
    (hp(hp_linux, "media"), "backup script copies everything from {v} to the NAS"),
    (hp(hp_onedrive, "sheet"), "Error: could not open '{v}' (file is locked by another user)"),
    (hp(hp_wsl, "doc"), "$ cp \"{v}\" ./print/"),
    (hp(hp_mac, "doc"), "- [ ] email the printer the file at {v}"),
    (hp_icloud, "I moved all the shared stuff into {v}"),
    (hp(hp_win_json, "sheet"), "{{\"export_path\": \"{v}\", \"format\": \"csv\"}}"),
    (hp(hp_any, None), "found it: {v}"),
    (hp(hp_win, "doc"), "Saved to {v}"),
    (hp(hp_mac, "media"), "the slideshow is {v}, it plays after the eulogy"),
    (hp(hp_linux, "media"), "rsync -av \"{v}\" backup:/photos/"),
    (hp_short, "everything's under {v} somewhere, I'll dig it out"),
    (hp(hp_win, "ged"), "Gramps says the GEDCOM import failed: {v}"),
    (hp(hp_mac, "sheet"), "File \"{v}\", line 1 - the CSV has a stray comma"),
    (hp(hp_onedrive, "media"), "the flat inventory photos are in {v}"),
    (hp(hp_any, "doc"), "Attachment path: {v}"),
    (hp(hp_mac, "doc"), "open \"{v}\""),
    (hp(hp_win, "sheet"), "Excel says {v} is read-only, can you close it on your side?"),
    (hp(hp_linux, "sheet"), "cron job writes the RSVP export to {v} every night"),
    (hp(hp_mac, "ged"), "Family tree backup lives at {v} - don't delete it when you clean up the laptop"),
]

T["home_path", "zh"] = [
    (hp(hp_mac, "sheet"), "最终版在 {v}，别改旧的那个"),
    (hp(hp_win, "sheet"), "表格存在{v}，晚上打印"),
    (hp(hp_mac, "media"), "同学聚会的照片都在{v}"),
    (hp(hp_win, None), "文件路径：{v}"),
    (hp(hp_linux, "media"), "备份脚本会把{v}同步到家里的NAS"),
    (hp(hp_onedrive, "sheet"), "打不开：{v}（文件被占用）"),
    (hp(hp_mac, "doc"), "- [ ] 把 {v} 发给打印店"),
    (hp(hp_win_json, "sheet"), "{{\"导出路径\": \"{v}\"}}"),
    (hp_icloud, "我把共享文件都挪到{v}了"),
    (hp(hp_any, None), "找到了：{v}"),
    (hp(hp_win, "doc"), "已保存到 {v}"),
    (hp(hp_mac, "media"), "追思会的幻灯片素材在{v}"),
    (hp(hp_wsl, "doc"), "cp \"{v}\" ./打印/"),
    (hp_short, "都在{v}下面，我找找"),
    (hp(hp_win, "ged"), "家谱软件导入失败：{v}"),
    (hp(hp_any, "doc"), "附件位置 {v}"),
    (hp(hp_mac, "doc"), "文档在这：{v}"),
    (hp(hp_win, "sheet"), "Excel提示{v}只读，你那边先关一下"),
    (hp(hp_mac, "ged"), "家谱备份在{v}，清理电脑的时候别删了"),
]

T["home_path", "mixed"] = [
    (hp(hp_mac, "sheet"), "final 版的 spreadsheet 在 {v}"),
    (hp(hp_win, "sheet"), "表格存在 {v} 了"),
    (hp(hp_linux, "media"), "backup 脚本把 {v} sync 到 NAS"),
    (hp(hp_onedrive, "sheet"), "Error：打不开 '{v}'，file is locked"),
    (hp(hp_mac, "doc"), "- [ ] 把 {v} 发给 printer"),
    (hp(hp_win_json, "sheet"), "{{\"path\": \"{v}\", \"备注\": \"最终版\"}}"),
    (hp_icloud, "shared 的东西都挪到 {v} 了"),
    (hp(hp_any, None), "找到了 file：{v}"),
    (hp(hp_wsl, "doc"), "cp \"{v}\" ./print/ 然后打印"),
    (hp(hp_mac, "media"), "slideshow 的素材在 {v}"),
    (hp(hp_win, "doc"), "Saved to {v}，你 check 一下"),
    (hp_short, "都在 {v} 下面"),
    (hp(hp_win, "ged"), "GEDCOM import 失败：{v}"),
    (hp(hp_any, "doc"), "attachment path：{v}"),
    (hp(hp_mac, "doc"), "open \"{v}\" 就能看到"),
    (hp(hp_win, "sheet"), "Excel 说 {v} 是 read-only"),
    (hp(hp_mac, "ged"), "family tree 的 backup 在 {v}，别删"),
]

T["schedule", "en"] = [
    (sct(5, 6), "About me: early bird, I'm at the gym by {v} every weekday so I'm useless after 10pm"),
    (sct(6, 8), "Roommate agreement - bathroom: I shower at {v} Mon-Fri, please don't book that slot"),
    (sct(7, 8), "I leave the house at {v} every morning for the school run"),
    (sct(19, 22), "just so you know I walk the dog at {v} every night, so I'll be out for half an hour"),
    (sct(5, 7), "my alarm goes off at {v} every day, even weekends, sorry in advance flatmates"),
    (sct(15, 17), "I pick the kids up from after-school club at {v} on Tuesdays and Thursdays"),
    (sct(6, 8), "Hinge prompt: My most irrational fear... missing the {v} train I catch every single day"),
    (sct(21, 23), "I finish my shift at {v} most nights so dinner dates have to be late"),
    (sct(1, 4), "Night feeds: every night at {v} and again before 6, then back to sleep"),
    (sct(16, 17), "Grandma's routine: tea at {v} sharp every afternoon, don't call during it"),
    (sct(6, 8), "- I do the bins every Monday at {v} before work"),
    (sct(20, 21), "I'm at choir practice every Wednesday until {v}"),
    (sct(7, 9), "I usually start work at {v} so I go to bed early on weeknights"),
    (sct(18, 21), "Flat rules: I'm on nights, sleeping from 8am, and I leave for work at {v} every evening"),
    (sct(6, 7), "morning swim at {v} most days at the leisure centre"),
    (sct(18, 20), "every Sunday at {v} we call my parents on FaceTime"),
    (sct(7, 8), "the nanny arrives at {v} every weekday, she has her own key"),
    (sct(17, 19), "I close up the shop at {v} each day so I can meet you after"),
    (sct(7, 9), "running club meets at {v} on Saturdays and I never miss it"),
    (sct(6, 8), "voice note so my commute is the {v} bus every day then the train"),
    (sct(21, 23), "I go to bed at {v} on work nights, it's non-negotiable"),
    (sct(7, 8), "Carpool plan: I'll pick you up at {v} every weekday outside the station"),
    (sct(12, 13), "I take my lunch break at {v} every day if you want to call"),
]

T["schedule", "zh"] = [
    (sczh(7, 8), "我每天{v}出门上班，早饭在路上买"),
    (sczh(19, 22, False), "工作日晚上{v}遛狗，大概半小时"),
    (sczh(18, 20, False), "我周二周四晚上{v}去练瑜伽，那两天不在家吃饭"),
    (sczh(6, 8), "合租约定：我每天{v}洗澡，其他人错开一下"),
    (sczh(5, 7), "相亲资料：作息规律，每天{v}起床跑步"),
    (sczh(21, 23), "每天{v}准时睡觉，晚上不要打电话了"),
    (sczh(7, 8), "孩子每天{v}送幼儿园，送完再去公司"),
    (sczh(17, 21), "我一般{v}下班，周末才有空见面"),
    (sczh(5, 7, False), "奶奶每天早上{v}去公园打太极"),
    (sczh(6, 9, False), "周末早上{v}去菜市场，要带什么跟我说"),
    (sczh(19, 21, False), "每周日晚上{v}跟爸妈视频"),
    (sczh(7, 9), "保姆每天{v}到，她有钥匙"),
    (sczh(6, 8), "我每天坐{v}那班地铁"),
    (sczh(18, 21), "我上夜班，每天{v}出门"),
    (sczh(7, 8), "拼车：工作日{v}在小区门口等你"),
    (sczh(1, 4), "每天夜里{v}喂一次奶，之后宝宝就睡了"),
    (sczh(7, 10), "每周六{v}我都去游泳"),
    (sczh(20, 23), "我天天{v}才到家，快递帮我收一下"),
    (sczh(6, 8), "我的作息：{v}起，11点睡"),
    (sczh(18, 21), "语音转文字 我每天{v}都在健身房 你那个时候别找我"),
    (sczh(12, 13), "我每天{v}午休，有事那时候打给我"),
]

T["schedule", "mixed"] = [
    (sct(5, 7), "我每天 {v} 出门去 gym"),
    (sczh(19, 22, False), "weekdays 晚上 {v} 遛狗"),
    (sct(18, 20), "每周二四 {v} 有 yoga class，不在家"),
    (sct(6, 8), "roommate agreement：我每天 {v} shower，大家错开"),
    (sczh(5, 7), "dating profile：early bird，每天 {v} 起床跑步"),
    (sct(18, 21), "我 usually {v} 下班，所以 dinner 要晚点"),
    (sczh(7, 9), "nanny 每天 {v} 到，有 key"),
    (sct(6, 8), "每天 {v} 的 train 我都赶，别约我早上"),
    (sczh(19, 21, False), "每周日晚上 {v} 和爸妈 FaceTime"),
    (sct(21, 23), "I go to bed at {v} 每天，雷打不动"),
    (sczh(7, 8), "carpool：工作日 {v} 在小区门口 pick you up"),
    (sct(1, 4), "baby 每天夜里 {v} 喝奶然后继续睡"),
    (sczh(18, 21), "我上 night shift，每天 {v} 出门"),
    (sct(7, 9), "running club 每周六 {v}，从不缺席"),
    (sczh(5, 7), "奶奶每天 {v} 去公园打 tai chi"),
    (sct(17, 19), "每天 {v} 关店，之后可以 meet"),
    (sczh(6, 8), "我的 routine：{v} 起床，11点睡"),
    (sct(15, 17), "每周二四 {v} 去 school 接孩子"),
]

T["geo", "en"] = [
    (g_coords, "Dropped pin for the barn, the sat nav gets it wrong: {v}"),
    (g_zip, "Registry shipping: ZIP {v}, the rest of the address is on the invite"),
    (g_ukpc, "we're postcode {v} if you're using the sat nav"),
    (g_detail_en, "Our house is easy to find - {v} - just look for the balloons"),
    (g_detail_en, "Roommate wanted, we're at {v}, 10 min walk to the tube"),
    (g_coords, "https://maps.google.com/?q={v}"),
    (g_zip, "Zip code: {v}"),
    (g_detail_en, "Lost cat, last seen near our place at {v}"),
    (g_ukpc, "Delivery postcode for the marquee hire: {v}"),
    (g_detail_en, "I live at {v}, you can't miss it"),
    (g_coords, "GPS for the cabin (no street address): {v}"),
    (g_zip, "ZIP for the rental car form: {v}"),
    (g_ukpc, "Flat viewing - postcode {v}, buzz flat {n}"),
    (g_detail_en, "baby shower at mine, {v}, park on the drive"),
    (g_coords, "lat/long of the beach house: {v}"),
    (g_detail_en, "Neighbourhood group: anyone else at {v} lose power last night?"),
    (g_zip, "{{\"zip\": \"{v}\", \"country\": \"US\"}}"),
    (g_ukpc, "- [ ] check {v} is in the caterer's delivery zone"),
    (g_coords, "Meet point for the hike: {v}"),
    (g_detail_en, "pick me up from {v} on the way to the airport"),
    (g_coords, "geo:{v}"),
]

T["geo", "zh"] = [
    (g_detail_zh, "我家就在{v}，到了给我打电话"),
    (g_cnpc, "邮编{v}，请柬别寄错了"),
    (g_coords, "婚礼场地导航不准，用坐标：{v}"),
    (g_detail_zh, "合租房源：{v}，步行五分钟到地铁"),
    (g_detail_zh, "接亲车队在{v}集合"),
    (g_cnpc, "邮政编码：{v}"),
    (g_detail_zh, "满月酒在家里办，{v}，停车不方便"),
    (g_coords, "民宿没门牌号，定位是{v}"),
    (g_detail_zh, "我们小区是{v}，外卖写这个就行"),
    (g_detail_zh, "丢猫启事：在{v}附近走失"),
    (g_cnpc, "- [ ] 把邮编{v}填到快递单上"),
    (g_detail_zh, "业主群：{v}今天停水吗？"),
    (g_coords, "露营地坐标 {v}"),
    (g_detail_zh, "我住{v}，离你公司不远"),
    (g_detail_zh, "同学聚会散了以后去我家，就在{v}"),
    (g_cnpc, "{{\"邮编\": \"{v}\"}}"),
    (g_detail_zh, "顺路来{v}接我一下"),
    (g_coords, "老家祖坟的位置（扫墓用）：{v}"),
]

T["geo", "mixed"] = [
    (g_coords, "venue 导航不准，用 GPS：{v}"),
    (g_zip, "registry 的 ZIP code 是 {v}"),
    (g_ukpc, "我们的 postcode {v}，用 sat nav"),
    (g_detail_zh, "我家在 {v}，到了 call 我"),
    (g_detail_en, "新家在 {v}，housewarming 来玩"),
    (g_cnpc, "邮编 zip：{v}"),
    (g_coords, "https://maps.google.com/?q={v} 这是民宿的 location"),
    (g_detail_zh, "roommate wanted：{v}，近地铁"),
    (g_detail_en, "lost cat 在 {v} 附近"),
    (g_detail_zh, "接亲车队在 {v} 集合"),
    (g_coords, "campsite 坐标 {v}"),
    (g_detail_zh, "pick me up from {v} on the way"),
    (g_zip, "{{\"zip\": \"{v}\", \"备注\": \"gift\"}}"),
    (g_detail_en, "baby shower 在我家 {v}，park on the drive"),
    (g_cnpc, "- [ ] 快递单上的 postcode 写 {v}"),
    (g_detail_zh, "业主群 anyone：{v} 今天停电？"),
    (g_ukpc, "viewing 的 postcode {v}"),
]

# categories where a voice-dictated (lower-case, no punctuation) rendering is realistic
VOICE_OK = {"phone", "address", "schedule", "person_name", "geo", "email", "government_id"}

FILLERS["routing"] = lambda c: aba_routing(c.r)
FILLERS["sort"] = lambda c: f"{dg(c.r, 2)}-{dg(c.r, 2)}-{dg(c.r, 2)}"

SUBJECTS_EN = ["Quick question", "Re: RSVP", "Booking details", "Re: Saturday", "Wedding stuff", "Trip plans",
               "Re: the flat", "Baby shower!", "Fwd: details", "Re: reunion"]

# wrappers: (prefix, suffix) builders; none of them carries a personal value
def _wrap_en(c):
    r = c.r
    k = r.randrange(9)
    if k == 0:
        return f"[{f_wts_en(c)}] {r.choice(SPEAKERS_EN)}: ", ""
    if k == 1:
        return "- ", ""
    if k == 2:
        return f"Subject: {r.choice(SUBJECTS_EN)}\n\nHi there,\n\n", "\n\nThanks so much!"
    if k == 3:
        return "", "\n\nSent from my iPhone"
    if k == 4:
        return f"Notes - {f_date_en(c)}\n", ""
    if k == 5:
        return "> ", "\n\nok noted 👍"
    if k == 6:
        return "", " x"
    if k == 7:
        return "PS ", ""
    return "", "\n(forwarding from the group chat)"


def _wrap_zh(c):
    r = c.r
    k = r.randrange(7)
    if k == 0:
        return f"[{f_wts_zh(c)}] {r.choice(SPEAKERS_ZH)}：", ""
    if k == 1:
        return "【备忘录】\n", ""
    if k == 2:
        return "", "\n\n发自我的华为手机"
    if k == 3:
        return "· ", ""
    if k == 4:
        return "转发一下群里的消息：\n", ""
    if k == 5:
        return "", "～"
    return f"{f_date_zh(c)} 记：", ""


def _wrap_mixed(c):
    return _wrap_en(c) if c.r.random() < 0.5 else _wrap_zh(c)


def _voice(tpl: str, lang: str) -> str:
    if "{{" in tpl or "mailto" in tpl or "http" in tpl or "\t" in tpl:
        return tpl
    out = []
    depth = 0
    for ch in tpl:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if depth == 0 and ch in ",.;:!?()\"-，。：！？、（）":
            if ch in "-:：" or lang == "mixed" or (lang == "zh" and ch in "，。：！？、"):
                out.append(" ")
            continue
        out.append(ch)
    s = "".join(out)
    s = " ".join(s.split())
    return s.lower() if lang == "en" else s


def _make_fakers():
    return Faker("en_US"), Faker("en_GB"), Faker("zh_CN")


def _seed_fakers(fakers, seed):
    en, gb, zh = fakers
    en.seed_instance(8101 + seed)
    gb.seed_instance(8102 + seed)
    zh.seed_instance(8103 + seed)


def _cell(cat, lang, fakers):
    ci = CATEGORIES.index(cat) * len(LANGS) + LANGS.index(lang)
    seed = BASE_SEED + ci
    r = random.Random(seed)
    _seed_fakers(fakers, seed)
    ctx = Ctx(r, *fakers, lang)
    templates = list(T[cat, lang])
    order = list(range(len(templates)))
    r.shuffle(order)
    wrap = {"en": _wrap_en, "zh": _wrap_zh, "mixed": _wrap_mixed}[lang]
    out = []
    seen = set()
    i = 0
    attempts = 0
    while len(out) < PER_CELL:
        attempts += 1
        gen, tpl = templates[order[i % len(order)]]
        i += 1
        if cat in VOICE_OK and r.random() < 0.07:
            tpl = _voice(tpl, "zh" if lang == "zh" else ("mixed" if lang == "mixed" else "en"))
        value = gen(ctx)
        text, start = render(tpl, value, ctx)
        if r.random() < 0.3 and not tpl.startswith("{{"):
            pre, suf = wrap(ctx)
            text = pre + text + suf
            start += len(pre)
        if text in seen and attempts < PER_CELL * 20:
            continue
        seen.add(text)
        s = Sample(text, cat, lang, start, start + len(value))
        assert s.value == value
        out.append(s)
    return out


def samples() -> list[Sample]:
    fakers = _make_fakers()
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            out.extend(_cell(cat, lang, fakers))
    return out


# --------------------------------------------------------------------------------------
# benign hard negatives
# --------------------------------------------------------------------------------------


def _uuid(r):
    h = rs(r, 32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"


BFILL = dict(FILLERS)
BFILL.update(
    {
        "uuid": lambda c: _uuid(c.r),
        "sha": lambda c: rs(c.r, 40, HEX),
        "ver": lambda c: f"{c.r.randint(1, 9)}.{c.r.randint(0, 20)}.{c.r.randint(0, 9)}",
        "order": lambda c: dg(c.r, c.r.choice([5, 6, 8, 10])),
        "conf": lambda c: rs(c.r, 6, UPD),
        "pct": lambda c: str(c.r.randint(5, 60)),
        "seats": lambda c: str(c.r.randint(40, 220)),
        "hh": lambda c: str(c.r.randint(1, 11)),
        "room": lambda c: str(c.r.randint(101, 1208)),
        "gate": lambda c: rs(c.r, 1, "ABCDE") + str(c.r.randint(1, 40)),
        "song": lambda c: c.r.choice(["Perfect by Ed Sheeran", "At Last by Etta James", "Can't Help Falling in Love by Elvis",
                                       "A Thousand Years by Christina Perri", "Thinking Out Loud", "Here Comes the Sun by the Beatles"]),
        "songz": lambda c: c.r.choice(["周杰伦的《告白气球》", "陈奕迅的《好久不见》", "《今天你要嫁给我》", "王菲的《红豆》", "《小幸运》"]),
        "product": lambda c: c.r.choice(["KitchenAid Artisan mixer", "Dyson V15", "Le Creuset casserole dish", "Instant Pot Duo",
                                          "Nespresso Vertuo", "iPhone 15", "Nintendo Switch", "Vitamix blender"]),
        "productz": lambda c: c.r.choice(["戴森吹风机", "小米扫地机器人", "美的电饭煲", "华为Mate 60", "苏泊尔炒锅", "九阳豆浆机"]),
        "train": lambda c: c.r.choice(["G", "D", "K"]) + str(c.r.randint(1, 2999)),
        "usd2": lambda c: f"${c.r.randint(2, 90) * 25:,}",
        "fee": lambda c: f"${c.r.randint(3, 40) * 5}",
        "pp": lambda c: f"£{c.r.randint(6, 36) * 5}",
        "pp2": lambda c: f"£{c.r.randint(6, 36) * 5}",
        "tix": lambda c: f"£{c.r.randint(8, 30)}",
        "fare": lambda c: f"${c.r.randint(18, 95)}",
        "night": lambda c: f"${c.r.randint(9, 40) * 10}",
        "cny2": lambda c: f"¥{c.r.randint(2, 120) * 100:,}",
        "cny3": lambda c: f"¥{c.r.randint(2, 120) * 100:,}",
        "farez": lambda c: f"{c.r.randint(40, 260)}元",
        "hb": lambda c: f"{c.r.choice([200, 300, 500, 600])}元",
        "hb2": lambda c: f"{c.r.choice([600, 800, 1000, 1200, 2000])}元",
        "dishz": lambda c: c.r.choice(["佛跳墙", "清蒸石斑鱼", "红烧肉"]),
        "dishz2": lambda c: c.r.choice(["东坡肉", "松鼠桂鱼", "白切鸡"]),
        "dishz3": lambda c: c.r.choice(["蒜蓉粉丝蒸扇贝", "八宝饭", "长寿面"]),
    }
)


class BFillMap(dict):
    def __init__(self, ctx):
        super().__init__()
        self.c = ctx

    def __missing__(self, key):
        val = BFILL[key](self.c)
        self[key] = val
        return val


B_EN = [
    "Ceremony starts at {time} on {date}, reception to follow at {venue}. Dress code: garden formal.",
    "Booking confirmed! Confirmation number {conf}, check-in from 3pm, check-out by 11am.",
    "Order #{order} - {product} from the registry has shipped. Estimated delivery {date}.",
    "Flight {flight} departs {city} at {time}, gate {gate}. Boarding closes 20 minutes before departure.",
    "Hotel block at {venue}: {n} rooms held until {date} at the group rate of {night}/night.",
    "- [ ] order {seats} chairs\n- [ ] confirm cake tasting on {date}\n- [ ] book shuttle for {time}",
    "Budget so far: venue {usd}, catering {usd2}, flowers {fee}. We're about {pct}% over.",
    "First dance song shortlist: {song}. Vote in the group chat!",
    "The venue is open for viewings Mon-Fri 9am-5pm and Saturdays 10am-2pm.",
    "RSVP form ID {uuid} - if the link breaks, use the QR code on the invite.",
    "Reminder: the rehearsal dinner is at {time} at {venue}. Table for {n}.",
    "Table plan v{ver}: {n} tables of 10, top table by the window, kids table near the exit.",
    "Trip to {city}, day 2: museum in the morning, lunch at {venue}, sunset walk, early night.",
    "Train leaves {city} at {time}; platform announced 15 minutes before departure.",
    "Emergency numbers abroad: 112 in the EU, 911 in the US, 999 in the UK. Save them before the trip.",
    "Baby shower theme: woodland animals. Games: guess the bump, nappy raffle. Cake from {vendor}.",
    "Family tree software exported {n} people and 4 generations. File format GEDCOM 5.5.1.",
    "Obituary template: [Full name], [age], of [city], passed away on [date]. Services will be held at [venue].",
    "Roommate agreement draft v{ver}: rent split equally, bills split by usage, building quiet hours per the lease are 10pm-7am.",
    "Restaurant booking at {venue} for {n} people on {date} at {time}. Ref {conf}. Deposit {pp} per head.",
    "Commit {sha} - fix RSVP form validation on mobile.",
    "The caterer's quote is valid for 30 days; {pct}% deposit secures the date, balance due 14 days before the event.",
    "Wifi at the reception venue is free for guests - just connect to the public network, no password needed.",
    "Password: ******** (hidden). Click 'show' to reveal.",
    "Example entry - email: name@example.com, phone: (555) 555-0100, guests: 2",
    "Neighbourhood group: bin collection moves to Friday this week because of the bank holiday.",
    "Lost & found at {venue}: one umbrella, a scarf, a phone charger. Ask at reception.",
    "Wedding favours: {n}0 jars of honey, labels printed with the date {date}.",
    "Itinerary: {flight} to {city}, 3 nights at {venue}, then train to the coast. Total about {usd} each.",
    "Save the date! {date} {yr}, {city}. Formal invitation to follow.",
    "Taylor Swift tickets for the hen do went on sale at 10am and sold out in 6 minutes.",
    "Uber estimate from the airport to {venue}: {fare}, about 35 minutes in traffic.",
    "Seating rules: no more than 10 per table, keep the two families mixed, kids with parents.",
    "Invoice {conf}-{order}: florals {usd}, delivery {fee}, VAT 20%.",
    "Sunrise in {city} on {date} is at 6:12am, sunset 8:47pm - golden hour photos around 8pm.",
    "Check-out is at 11am on {date}. Late check-out available for a fee of {fare}.",
    "Cake order #{order}: three tiers, lemon & elderflower, delivery to the venue by {time}.",
    "Museum opens 10:00-18:00 daily, closed Mondays. Tickets {tix}.",
    "App update {ver}: new dark mode and a fix for the seating chart drag-and-drop.",
    "The {product} we registered for is out of stock, registry suggests a similar model.",
    "Hen do vote: spa day ({pp}) vs cocktail class ({pp2}) vs cottage weekend. Poll closes {date}.",
    "Bus 38 runs every 12 minutes from the station to the venue until midnight.",
    "Tracking number 1Z{conf}{order} - out for delivery.",
    "Dietary summary: {n} vegetarian, 3 vegan, 2 gluten free, 1 nut allergy.",
    "Marriage licence office hours: Mon-Thu 8:30am-4:30pm. Bring two forms of ID.",
    "Placeholder text: Lorem ipsum dolor sit amet, RSVP by [date].",
    "Timestamp {yr}-06-14T16:30:00Z - RSVP form closed automatically after {seats} responses.",
    "ISBN 978-0-14-118776-1 is the poetry collection for the reading during the ceremony.",
    "Hotel room {room}, floor {n}; the lift is next to reception and breakfast is 7-10am.",
    "Ordered the centrepieces through 1-800-FLOWERS, order no. {order}.",
    "Playlist: {song}, Canon in D by Pachelbel, Clair de Lune by Debussy.",
    "Parking at {venue} is {fare} for the day; the car park closes at midnight.",
    "Gift list closes on {date}. {n} of {seats} items have been bought so far.",
    "Weather for {city} on {date}: 24°C, 10% chance of rain, wind 12 mph.",
    "Photo booth hire: {usd} for 3 hours, props included, prints 2x6 inches.",
    "Ticket {conf} - ferry to the island departs 09:15 and 14:40 daily; return 17:30.",
]

B_ZH = [
    "婚礼仪式{timez}开始，地点{venuez}，请提前半小时到场。",
    "订单号{order}，{productz}已发货，预计{datez}送达。",
    "酒店预订成功，确认号{conf}，入住时间14:00后，退房12:00前。",
    "高铁{train}次，{cityz}站{timez}发车，请提前40分钟到站检票。",
    "婚宴菜单：{dishz}、{dishz2}、{dishz3}，每桌{cny}，共{n}桌。",
    "- [ ] 订喜糖\n- [ ] 确认{datez}试妆\n- [ ] 订婚车{n}辆",
    "预算：场地{cny}，婚庆{cny2}，摄影{cny3}，已超支{pct}%。",
    "第一支舞的歌在{songz}里选，大家投票。",
    "婚纱店营业时间：周一至周五10:00-20:00，周末9:00-21:00。",
    "报名表编号{uuid}，链接打不开就扫请柬上的二维码。",
    "彩排改到{datez}{timez}，地点不变。",
    "座位表第{ver}版：共{n}桌，主桌靠舞台，儿童桌靠门口。",
    "{cityz}三日游：第一天逛古城，第二天爬山，第三天返程。人均{cny}。",
    "报警请拨110，急救120，火警119。",
    "满月酒流程：{timez}开席，抓周环节在饭后。",
    "家谱共收录{n}代{seats}人，排版已交给印刷厂。",
    "讣告模板：【姓名】，【享年】岁，于【日期】逝世，追悼会定于【日期】在【地点】举行。",
    "合租公约第{ver}版：水电平摊，公共区域轮流打扫，小区规定晚上十点后保持安静。",
    "已订{venuez}包间，{n}位，{datez}{timez}，订单号{conf}。",
    "提交记录 {sha}：修复报名页面在手机上的显示问题。",
    "婚庆报价有效期30天，定金{pct}%，尾款婚礼前两周付清。",
    "场地WiFi对宾客免费开放，无需密码。",
    "密码：******（已隐藏）",
    "示例：手机号 138xxxxxxxx，邮箱 example@example.com",
    "业主群通知：本周五垃圾清运时间调整，请留意。",
    "伴手礼：{n}0份喜糖盒，贴纸印日期{datez}。",
    "行程：{flight}飞{cityz}，住{venuez}三晚，然后坐高铁去海边。",
    "中国移动客服10086，联通10010，铁路客服12306。",
    "同学聚会定在{datez}，地点{venuez}，AA制，人均{cny}。",
    "打车从机场到{venuez}大约{farez}，四十分钟左右。",
    "发票号码{order}，金额{cny}，税率6%。",
    "{cityz}，{datez}，日出6:12，日落18:47，拍照最好在傍晚。",
    "蛋糕订单{order}：三层，芒果味，{timez}前送到酒店。",
    "博物馆开放时间9:00-17:00，周一闭馆，门票免费需预约。",
    "小程序更新{ver}：新增座位表拖拽功能。",
    "快递单号SF{order}{order}，已到达{cityz}转运中心。",
    "忌口统计：素食{n}位，海鲜过敏2位，不吃辣5位。",
    "婚姻登记处工作时间：周一至周五上午9点至下午5点，节假日不办公。",
    "随礼参考：同事{hb}，朋友{hb2}，亲戚看关系。",
    "攻略：{cityz}的{venuez}要提前一天排队取号，周末人多。",
    "工商银行客服95588，招商银行客服95555。",
    "相亲角规则：每周六上午开放，资料请勿留真实联系方式。",
    "酒店房间{room}已续住一晚，费用{farez}。",
    "婚礼倒计时{n}天！",
    "婚车路线：酒店出发→接亲→仪式现场，全程约{n}公里。",
    "订单编号：{order}{order}，支付时间{yr}-06-14 16:30:05。",
    "高德地图搜索“{venuez}”即可导航，停车场入口在东侧。",
    "酒店房号{room}，{n}楼电梯出来右转，早餐7点到10点。",
    "{cityz}{datez}天气：晴，26℃，适合拍外景。",
    "身份证请现场出示原件核对，不需要提前发送。",
    "请柬印刷{seats}份，烫金工艺，单价3.5元。",
    "景区开放时间8:00-18:00，最晚入园17:00，门票{farez}。",
    "机票{flight}，{datez}{timez}起飞，行李额度23公斤。",
    "喜糖礼盒{n}0份，每份{farez}，{vendorz}包邮。",
]

B_MIX = [
    "Ceremony {timez}开始，地点{venuez}，dress code 是 garden formal。",
    "Booking confirmed，确认号 {conf}，check-in 下午3点以后。",
    "Order #{order}：registry 上的 {product} 已发货。",
    "Flight {flight} {time} 起飞，gate {gate}，记得提前到。",
    "Hotel block 在 {venue}，{n} 间房，group rate {usd}/晚。",
    "- [ ] 订 {seats} 把椅子\n- [ ] cake tasting {datez}\n- [ ] shuttle {time}",
    "Budget：venue {cny}，catering {cny2}，超支 {pct}% 了😅",
    "First dance 在 {song} 和 {songz} 之间选",
    "婚纱店 opening hours：Mon-Fri 10am-8pm",
    "RSVP form ID {uuid}，link 坏了就扫 QR code",
    "Rehearsal dinner 改到 {datez} {time}，at {venue}",
    "Seating chart v{ver}：{n} 桌，top table 靠窗",
    "{cityz} trip day 2：上午 museum，下午 hiking，晚上早点睡",
    "高铁 {train} {timez} 出发，platform 到时候看屏幕",
    "Emergency：国内 110/120，美国 911，UK 999",
    "Baby shower theme 是 woodland，cake 在 {vendorz} 订的",
    "Family tree 导出了 {seats} 人，GEDCOM 5.5.1 格式",
    "合租 agreement v{ver}：rent 平摊，bills 按用量",
    "Restaurant booking：{venue}，{n} 位，{datez} {time}，ref {conf}",
    "Commit {sha}：fix RSVP 表单的 mobile bug",
    "Caterer 的 quote 有效期 30 天，deposit {pct}%",
    "Venue 的 WiFi 对 guests 免费，不用 password",
    "Password：********（hidden）",
    "Example：email name@example.com，电话 138xxxxxxxx",
    "业主群 notice：本周 bin collection 改到周五",
    "Lost & found：{venuez} 前台有一把伞和一个 charger",
    "Favours：{n}0 罐蜂蜜，label 印 {datez}",
    "Itinerary：{flight} 飞 {city}，住 {venue} 3 晚，然后 train 去海边",
    "Save the date！{datez}，{cityz}，正式 invitation 随后发",
    "Taylor Swift 的票 10am 开售，6 分钟 sold out",
    "Uber 从机场到 {venue} 大概 {fare}",
    "Invoice {conf}：flowers {cny}，delivery {farez}",
    "Sunset 在 {cityz} 大概 18:47，golden hour 拍照",
    "Check-out 11am，late check-out 要加钱",
    "Cake order #{order}：三层 lemon 味，{timez} 前送到",
    "App update {ver}：新增 dark mode",
    "Hen do 投票：spa 还是 cocktail class，{datez} 截止",
    "Tracking number SF{order}：out for delivery",
    "Dietary：{n} 位 vegetarian，2 位 gluten free",
    "婚姻登记处 hours：周一到周五 9am-5pm",
    "10086 是移动 customer service，12306 订火车票",
    "周杰伦 concert 的票抢到了！{datez} 在 {cityz}",
    "Room {room} 续住一晚，{farez}",
    "Countdown：还有 {n} 天 wedding！",
    "ISBN 978-7-02-000220-7 是 ceremony 上要读的那本书",
    "高德搜 {venuez} 就能 navigate，parking 在东边入口",
    "Timestamp {yr}-06-14T16:30:00Z 表单自动关闭，一共 {seats} 个 responses",
    "Weather：{cityz} {datez} 晴，26°C，适合 outdoor 拍照",
    "Photo booth 租 3 小时 {cny}，props 都包括",
    "景区 opening hours 8:00-18:00，last entry 17:00",
    "Playlist：{song}，还有 {songz}",
    "Gift list {datez} 截止，已经买了 {n} 件",
]


def benign_with_lang() -> list[tuple[str, str]]:
    fakers = _make_fakers()
    out: list[tuple[str, str]] = []
    for li, lang in enumerate(LANGS):
        seed = BENIGN_SEED + li
        r = random.Random(seed)
        _seed_fakers(fakers, seed)
        ctx = Ctx(r, *fakers, lang)
        tpls = {"en": B_EN, "zh": B_ZH, "mixed": B_MIX}[lang]
        order = list(range(len(tpls)))
        r.shuffle(order)
        seen = []
        seen_set = set()
        i = 0
        attempts = 0
        while len(seen) < BENIGN_PER_LANG:
            attempts += 1
            tpl = tpls[order[i % len(order)]]
            i += 1
            text = tpl.format_map(BFillMap(ctx))
            if text in seen_set and attempts < BENIGN_PER_LANG * 20:
                continue
            seen_set.add(text)
            seen.append(text)
        out.extend((lang, t) for t in seen)
    return out


if __name__ == "__main__":
    import time

    t0 = time.time()
    s = samples()
    b = benign_with_lang()
    print(len(s), len(b), f"{time.time() - t0:.1f}s")
