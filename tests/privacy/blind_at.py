# ruff: noqa
"""Blind evaluation corpus AT: smart home, IoT and family tech support.

Domain: router/NAS/camera setup notes, Home Assistant / ESPHome / docker YAML and JSON
configs, smart-lock and doorbell logs, baby monitors, printers, family IT-help chats
("mum, the wifi password is..."), phone backup and migration notes, app settings exports,
password-manager CSV exports, device inventories, 米家/天猫精灵/小度 app notes, 路由器后台,
宽带报装, 智能门锁记录, 群晖 NAS notes.

Styles: terminal snippets, YAML/JSON/INI, CSV exports, OCR'd app screenshots, chat messages
with typos, step-by-step markdown notes, voice-dictated messages; English, Chinese and
code-switched English/Chinese.

Written blind: the author never read the gate's source, its tests, other corpora or the
repository history, and never ran the gate. Only the contract in blind_common.py was read.

Seeds: each (category, lang) cell uses seed = 20250317 + cell index (cell index =
category index * 3 + lang index, in CATEGORIES x LANGS order); Faker instances are re-seeded
per cell with seed_instance(8401 + seed) / (8402 + seed) / (8403 + seed) for en_US / en_GB /
zh_CN. Benign texts use seed 92317 + lang index (same Faker offsets).
"""

from __future__ import annotations

import base64
import json
import random
import re
import string

from faker import Faker

try:
    from .blind_common import CATEGORIES, LANGS, Sample
except ImportError:  # run as a script
    import os, sys

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

PER_CELL = 250
BENIGN_PER_LANG = 400
BASE_SEED = 20250317
BENIGN_SEED = 92317

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"

_MARK = re.compile(r"«(\w+)»")
_FW = str.maketrans("0123456789", "０１２３４５６７８９")


# --------------------------------------------------------------------------- context


class Ctx:
    """Per-cell random state plus a per-sample cache of filler values."""

    def __init__(self, r: random.Random, us: Faker, gb: Faker, zh: Faker):
        self.r = r
        self.us = us
        self.gb = gb
        self.zh = zh
        self.cache: dict[str, str] = {}

    def fill(self, name: str) -> str:
        if name not in self.cache:
            base = name if name in FILL else name.rstrip("0123456789")
            self.cache[name] = FILL[base](self)
        return self.cache[name]


def _subst(s: str, c: Ctx) -> str:
    return _MARK.sub(lambda m: c.fill(m.group(1)), s)


def render(tpl: str, value: str, c: Ctx) -> tuple[str, int, int]:
    a, sep, b = tpl.partition("«V»")
    assert sep and "«V»" not in b, tpl
    a = _subst(a, c)
    b = _subst(b, c)
    return a + value + b, len(a), len(a) + len(value)


def ra(r, n, chars=ALNUM):
    return "".join(r.choice(chars) for _ in range(n))


def pick(r, seq):
    return seq[r.randrange(len(seq))]


# --------------------------------------------------------------------------- filler pools

ROUTER_EN = ["TP-Link Archer AX55", "Netgear Nighthawk RAX50", "ASUS RT-AX86U", "eero Pro 6E",
             "Google Nest Wifi Pro", "Linksys Velop MX4200", "TP-Link Deco X20", "UniFi Dream Machine Pro",
             "BT Smart Hub 2", "Virgin Media Hub 5", "Sky Broadband Hub", "Xfinity xFi Gateway",
             "FRITZ!Box 7590", "Orbi RBK752"]
ROUTER_ZH = ["小米路由器 AX3000", "红米路由器 AX6S", "华为路由 AX3 Pro", "TP-LINK XDR6030", "华硕 RT-AX86U",
             "荣耀路由 3", "中兴 AX5400 Pro+", "腾达 AX12", "网件 R7000", "小米路由器 BE7000"]
CAM_EN = ["Wyze Cam v3", "Ring Stick Up Cam", "Arlo Pro 4", "Eufy Indoor Cam 2K", "Reolink RLC-510A",
          "Nest Cam (battery)", "Blink Outdoor 4", "Tapo C200", "Hikvision DS-2CD2043G2", "Ring Video Doorbell 4"]
CAM_ZH = ["小米智能摄像机 云台版2K", "萤石 C6CN", "360 摄像机 云台7P", "乐橙 TP7", "TP-LINK 普联 IPC44AW",
          "海康威视 DS-2CD3T46", "华为海雀 AI 摄像头", "小米智能门铃 3", "萤石 DP2 猫眼"]
LOCK_EN = ["Yale Assure Lock 2", "August Wi-Fi Smart Lock", "Schlage Encode", "Ultraloq U-Bolt Pro",
           "Nuki Smart Lock 4.0", "Level Lock+", "Eufy Smart Lock C210"]
LOCK_ZH = ["小米智能门锁 Pro", "德施曼 Q5M", "鹿客 Classic 2s", "凯迪仕 K20 Max", "TCL K7G", "萤石 DL30",
           "小米智能门锁 M20", "飞利浦 DDL702"]
NAS_EN = ["Synology DS920+", "Synology DS220+", "QNAP TS-464", "WD My Cloud EX2 Ultra", "TrueNAS Mini X",
          "Asustor AS5304T", "UGREEN DXP4800", "Synology DS1522+"]
NAS_ZH = ["群晖 DS220+", "群晖 DS920+", "威联通 TS-464C", "极空间 Z4Pro", "绿联 DX4600", "铁威马 F4-423",
          "群晖 DS923+", "极空间 Z2S"]
PRINTER_EN = ["HP OfficeJet Pro 9015e", "Brother HL-L2350DW", "Canon PIXMA TS6420", "Epson EcoTank ET-2850",
              "HP LaserJet M110w", "Brother MFC-L2710DW"]
PRINTER_ZH = ["惠普 Tank 519", "兄弟 DCP-T725DW", "佳能 G3800", "爱普生 L3258", "得力 P2500DNW", "小米米家喷墨打印机"]
MONITOR_EN = ["Nanit Pro", "Owlet Dream Sock", "VTech RM5764HD", "Miku Pro", "Infant Optics DXR-8 Pro",
              "Hatch Rest+", "Eufy SpaceView Pro"]
MONITOR_ZH = ["小米 看护摄像机", "萤石 C6C 看护版", "海尔 婴儿监视器", "小寻 宝宝看护器", "360 可视婴儿监护器"]
SPEAKER_EN = ["Echo Show 8", "Google Nest Hub", "HomePod mini", "Echo Dot (5th Gen)", "Sonos One", "Nest Mini"]
SPEAKER_ZH = ["小度智能屏 X8", "天猫精灵 CC10", "小爱音箱 Pro", "小度 1S", "天猫精灵 IN糖 5", "小爱触屏音箱"]
ISP_EN = ["Comcast Xfinity", "Verizon Fios", "AT&T Fiber", "Spectrum", "BT", "Virgin Media", "Sky",
          "Plusnet", "TalkTalk", "Hyperoptic", "Google Fiber", "Community Fibre"]
ISP_ZH = ["中国电信", "中国移动", "中国联通", "广电宽带", "长城宽带"]
APP_EN = ["Google Home", "Alexa app", "SmartThings", "Home Assistant Companion", "Ring app", "Tapo app",
          "Kasa", "Hue app", "eero app", "Wyze app"]
APP_ZH = ["米家", "小度", "天猫精灵", "华为智慧生活", "萤石云视频", "涂鸦智能", "智能生活", "和家亲"]
CITY_US = ["Austin", "Denver", "Portland", "Seattle", "Chicago", "Boston", "San Diego", "Phoenix", "Atlanta",
           "Minneapolis", "Columbus", "Raleigh", "Sacramento", "Pittsburgh", "Tampa"]
CITY_GB = ["Leeds", "Bristol", "Manchester", "Glasgow", "Cardiff", "Nottingham", "Brighton", "Sheffield",
           "Edinburgh", "Norwich", "York", "Leicester", "Reading", "London"]
CITY_ZH = ["杭州", "深圳", "南京", "成都", "武汉", "北京", "上海", "西安", "厦门", "青岛", "苏州", "长沙", "重庆"]
ROOM_EN = ["living room", "kitchen", "nursery", "garage", "hallway", "study", "loft", "porch", "back garden",
           "basement", "landing", "utility room"]
ROOM_ZH = ["客厅", "主卧", "次卧", "儿童房", "书房", "厨房", "阳台", "玄关", "车库", "餐厅", "卫生间"]
REL_EN = ["mum", "mom", "dad", "grandma", "grandpa", "my sister", "my brother", "my aunt", "my uncle",
          "nan", "my mother-in-law", "my dad"]
REL_ZH = ["妈", "爸", "奶奶", "爷爷", "外婆", "外公", "老婆", "老公", "我姐", "我哥", "小姨", "舅舅", "婆婆"]
WD_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
MONTH_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
            "October", "November", "December"]
HA_COMP = ["mqtt", "nest", "ring", "openweathermap", "telegram_bot", "google_assistant", "tuya", "xiaomi_miio",
           "synology_dsm", "unifi", "hue", "alexa", "spotify"]
SITE_EN = ["Router", "NAS", "Printer", "Doorbell", "Camera NVR", "Home Assistant", "Plex", "Pi-hole"]


def _date(c):
    r = c.r
    return f"20{r.randint(23, 25)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"


def _date_us(c):
    r = c.r
    return f"{r.randint(1, 12):02d}/{r.randint(1, 28):02d}/20{r.randint(23, 25)}"


def _date_gb(c):
    r = c.r
    return f"{r.randint(1, 28)} {pick(r, MONTH_EN)[:3]} 20{r.randint(23, 25)}"


def _date_zh(c):
    r = c.r
    return f"20{r.randint(23, 25)}年{r.randint(1, 12)}月{r.randint(1, 28)}日"


def _tlog(c):
    r = c.r
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def _ip(c):
    r = c.r
    return f"192.168.{pick(r, ['1', '0', '31', '50', '3', '2', '86', '10'])}.{r.randint(2, 250)}"


def _ssid(c):
    r = c.r
    k = r.randrange(11)
    return [
        lambda: f"TP-Link_{ra(r, 4, '0123456789ABCDEF')}_5G",
        lambda: f"NETGEAR{r.randint(10, 99)}-5G",
        lambda: f"Xiaomi_{ra(r, 4, '0123456789ABCDEF')}",
        lambda: f"ChinaNet-{ra(r, 4, ALNUM)}",
        lambda: f"CMCC-{ra(r, 4, ALNUM)}",
        lambda: f"BT-{ra(r, 6, UP + DIG)}",
        lambda: f"VM{r.randint(1000000, 9999999)}",
        lambda: f"SKY{ra(r, 5, UP + DIG)}",
        lambda: f"HUAWEI-{ra(r, 4, '0123456789ABCDEF')}",
        lambda: f"eero-{ra(r, 4, '0123456789abcdef')}",
        lambda: f"ASUS_{ra(r, 2, '0123456789ABCDEF')}_5G",
    ][k]()


def _ver(c):
    r = c.r
    return f"{r.randint(1, 5)}.{r.randint(0, 12)}.{r.randint(0, 30)}"


FILL = {
    "router_en": lambda c: pick(c.r, ROUTER_EN),
    "router_zh": lambda c: pick(c.r, ROUTER_ZH),
    "cam_en": lambda c: pick(c.r, CAM_EN),
    "cam_zh": lambda c: pick(c.r, CAM_ZH),
    "lock_en": lambda c: pick(c.r, LOCK_EN),
    "lock_zh": lambda c: pick(c.r, LOCK_ZH),
    "nas_en": lambda c: pick(c.r, NAS_EN),
    "nas_zh": lambda c: pick(c.r, NAS_ZH),
    "printer_en": lambda c: pick(c.r, PRINTER_EN),
    "printer_zh": lambda c: pick(c.r, PRINTER_ZH),
    "monitor_en": lambda c: pick(c.r, MONITOR_EN),
    "monitor_zh": lambda c: pick(c.r, MONITOR_ZH),
    "speaker_en": lambda c: pick(c.r, SPEAKER_EN),
    "speaker_zh": lambda c: pick(c.r, SPEAKER_ZH),
    "isp_en": lambda c: pick(c.r, ISP_EN),
    "isp_zh": lambda c: pick(c.r, ISP_ZH),
    "app_en": lambda c: pick(c.r, APP_EN),
    "app_zh": lambda c: pick(c.r, APP_ZH),
    "city_us": lambda c: pick(c.r, CITY_US),
    "city_gb": lambda c: pick(c.r, CITY_GB),
    "city_en": lambda c: pick(c.r, CITY_US + CITY_GB),
    "city_zh": lambda c: pick(c.r, CITY_ZH),
    "room_en": lambda c: pick(c.r, ROOM_EN),
    "room_zh": lambda c: pick(c.r, ROOM_ZH),
    "rel_en": lambda c: pick(c.r, REL_EN),
    "rel_zh": lambda c: pick(c.r, REL_ZH),
    "wd_en": lambda c: pick(c.r, WD_EN),
    "wd_zh": lambda c: pick(c.r, WD_ZH),
    "ha_comp": lambda c: pick(c.r, HA_COMP),
    "site_en": lambda c: pick(c.r, SITE_EN),
    "date": _date,
    "date_us": _date_us,
    "date_gb": _date_gb,
    "date_zh": _date_zh,
    "tlog": _tlog,
    "ip": _ip,
    "port": lambda c: pick(c.r, ["8123", "5000", "5001", "554", "8080", "443", "1883", "32400", "9000", "8443"]),
    "ver": _ver,
    "ha_ver": lambda c: f"20{c.r.randint(23, 25)}.{c.r.randint(1, 12)}.{c.r.randint(0, 5)}",
    "dsm_ver": lambda c: f"7.{c.r.randint(1, 2)}.{c.r.randint(0, 2)}-{c.r.randint(64000, 72999)} Update {c.r.randint(1, 6)}",
    "ticket": lambda c: pick(c.r, ["#", "INC-", "CS", "SR", "工单 "]) + str(c.r.randint(100000, 99999999)),
    "ticket_en": lambda c: pick(c.r, ["#", "INC-", "CS", "SR-"]) + str(c.r.randint(100000, 99999999)),
    "order": lambda c: f"{c.r.randint(100, 999)}-{c.r.randint(1000000, 9999999)}-{c.r.randint(1000000, 9999999)}",
    "n": lambda c: str(c.r.randint(2, 9)),
    "nn": lambda c: str(c.r.randint(10, 99)),
    "pct": lambda c: str(c.r.randint(5, 99)),
    "ssid": _ssid,
    "hex4": lambda c: ra(c.r, 4, HEX),
    "hex8": lambda c: ra(c.r, 8, HEX),
    "hex12": lambda c: ra(c.r, 12, HEX),
    "hex40": lambda c: ra(c.r, 40, HEX),
    "serial": lambda c: ra(c.r, 4, UP) + ra(c.r, 8, UP + DIG),
    "sf": lambda c: "SF" + ra(c.r, 13, DIG),
    "mbps": lambda c: str(c.r.choice([100, 200, 300, 500, 900, 940, 1000])),
    "gbs": lambda c: pick(c.r, ["2TB", "4TB", "8TB", "12TB", "16TB"]),
    "usd": lambda c: f"${c.r.randint(3, 399)}.{c.r.choice(['99', '00', '49'])}",
    "gbp": lambda c: f"£{c.r.randint(3, 299)}.{c.r.choice(['99', '00', '50'])}",
    "cny": lambda c: f"¥{c.r.randint(19, 3999)}",
    "hh_once_zh": lambda c: pick(c.r, ["下午3点", "上午10点", "下午两点半", "14:00", "上午九点", "下午4点", "10:30"]),
    "cny_s": lambda c: f"¥{c.r.randint(49, 699)}",
    "cny_m": lambda c: f"¥{c.r.choice([99, 129, 159, 199, 239, 299])}",
    "hh_once": lambda c: pick(c.r, ["9am", "10:30", "2pm", "3:15pm", "11am", "4pm", "13:00", "16:45"]),
    "dur": lambda c: str(c.r.randint(2, 45)),
    "sub": lambda c: "home-" + ra(c.r, 5, LO + DIG),
    "nashost": lambda c: pick(c.r, ["DS920", "nas", "NAS01", "diskstation", "ts464", "homelab", "media-nas"]),
    "tz": lambda c: pick(c.r, ["Europe/London", "America/Chicago", "America/New_York", "Asia/Shanghai", "America/Denver"]),
}


# --------------------------------------------------------------------------- value generators


def _b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def _rbytes(r, n):
    return bytes(r.randrange(256) for _ in range(n))


def _jwt(r, payload):
    h = _b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = _b64url(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{_b64url(_rbytes(r, 32))}"


def _pem(r, kind):
    if kind == "openssh":
        body = base64.b64encode(b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x003\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 " + _rbytes(r, 280)).decode()
        width, label = 70, "OPENSSH PRIVATE KEY"
    elif kind == "ec":
        body = base64.b64encode(b"\x30\x77\x02\x01\x01\x04\x20" + _rbytes(r, 114)).decode()
        width, label = 64, "EC PRIVATE KEY"
    elif kind == "rsa":
        body = base64.b64encode(b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00" + _rbytes(r, 560)).decode()
        width, label = 64, "RSA PRIVATE KEY"
    else:
        body = base64.b64encode(b"\x30\x82\x04\xbe\x02\x01\x00\x30\x0d\x06\x09" + _rbytes(r, 520)).decode()
        width, label = 64, "PRIVATE KEY"
    lines = [body[i : i + width] for i in range(0, len(body), width)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def _sec_kinds():
    # name -> (generator(r), ENV name, human label)
    return {
        "aws": (lambda r: "AKIA" + ra(r, 16, UP + "234567"), "AWS_ACCESS_KEY_ID", "AWS access key"),
        "aws_secret": (lambda r: ra(r, 40, B64), "AWS_SECRET_ACCESS_KEY", "AWS secret key"),
        "ghp": (lambda r: "ghp_" + ra(r, 36), "GITHUB_TOKEN", "GitHub token"),
        "gh_pat": (lambda r: "github_pat_11" + ra(r, 20, UP + DIG) + "_" + ra(r, 59), "GH_PAT", "GitHub fine-grained token"),
        "glpat": (lambda r: "glpat-" + ra(r, 20, B64URL), "GITLAB_TOKEN", "GitLab token"),
        "slack": (lambda r: f"xoxb-{r.randint(10**10, 10**12)}-{r.randint(10**11, 10**13)}-{ra(r, 24)}", "SLACK_BOT_TOKEN", "Slack bot token"),
        "slack_user": (lambda r: f"xoxp-{r.randint(10**10, 10**12)}-{r.randint(10**10, 10**12)}-{r.randint(10**11, 10**13)}-{ra(r, 32, HEX)}", "SLACK_USER_TOKEN", "Slack user token"),
        "openai": (lambda r: "sk-proj-" + ra(r, r.randint(60, 110), B64URL), "OPENAI_API_KEY", "OpenAI key"),
        "openai_old": (lambda r: "sk-" + ra(r, 20) + "T3BlbkFJ" + ra(r, 20), "OPENAI_API_KEY", "OpenAI key"),
        "anthropic": (lambda r: "sk-ant-api03-" + ra(r, 93, B64URL) + "AA", "ANTHROPIC_API_KEY", "Anthropic key"),
        "stripe": (lambda r: "sk_live_" + ra(r, r.choice([24, 99])), "STRIPE_SECRET_KEY", "Stripe secret key"),
        "stripe_rk": (lambda r: "rk_live_" + ra(r, 24), "STRIPE_RESTRICTED_KEY", "Stripe restricted key"),
        "google": (lambda r: "AIza" + ra(r, 35, B64URL), "GOOGLE_MAPS_API_KEY", "Google Maps key"),
        "gocspx": (lambda r: "GOCSPX-" + ra(r, 28, B64URL), "GOOGLE_CLIENT_SECRET", "Google OAuth client secret"),
        "hf": (lambda r: "hf_" + ra(r, 34, UP + LO), "HF_TOKEN", "Hugging Face token"),
        "sendgrid": (lambda r: "SG." + ra(r, 22, B64URL) + "." + ra(r, 43, B64URL), "SENDGRID_API_KEY", "SendGrid key"),
        "telegram": (lambda r: f"{r.randint(10**8, 10**10 - 1)}:AA{ra(r, 33, B64URL)}", "TELEGRAM_BOT_TOKEN", "Telegram bot token"),
        "npm": (lambda r: "npm_" + ra(r, 36), "NPM_TOKEN", "npm token"),
        "pypi": (lambda r: "pypi-AgEIcHlwaS5vcmc" + ra(r, 60, B64URL), "PYPI_TOKEN", "PyPI token"),
        "do": (lambda r: "dop_v1_" + ra(r, 64, HEX), "DIGITALOCEAN_TOKEN", "DigitalOcean token"),
        "tailscale": (lambda r: f"tskey-auth-k{ra(r, 11)}CNTRL-{ra(r, 32)}", "TS_AUTHKEY", "Tailscale auth key"),
        "cloudflare": (lambda r: ra(r, 40, B64URL), "CF_API_TOKEN", "Cloudflare API token"),
        "twilio": (lambda r: ra(r, 32, HEX), "TWILIO_AUTH_TOKEN", "Twilio auth token"),
        "mailgun": (lambda r: "key-" + ra(r, 32, HEX), "MAILGUN_API_KEY", "Mailgun key"),
        "discord": (lambda r: _b64url(str(r.randint(10**17, 10**18 - 1)).encode()) + "." + ra(r, 6, B64URL) + "." + ra(r, 38, B64URL), "DISCORD_TOKEN", "Discord bot token"),
        "owm": (lambda r: ra(r, 32, HEX), "OWM_API_KEY", "OpenWeatherMap API key"),
        "pushover": (lambda r: "a" + ra(r, 29, LO + DIG), "PUSHOVER_TOKEN", "Pushover app token"),
        "ha_jwt": (lambda r: _jwt(r, {"iss": ra(r, 32, HEX), "iat": 1700000000 + r.randint(0, 40000000), "exp": 2015000000 + r.randint(0, 40000000)}), "HA_TOKEN", "Home Assistant long-lived token"),
        "doppler": (lambda r: "dp.st.prd." + ra(r, 43), "DOPPLER_TOKEN", "Doppler service token"),
        "linear": (lambda r: "lin_api_" + ra(r, 40), "LINEAR_API_KEY", "Linear API key"),
        "notion": (lambda r: "secret_" + ra(r, 43), "NOTION_TOKEN", "Notion integration secret"),
        "shopify": (lambda r: "shpat_" + ra(r, 32, HEX), "SHOPIFY_TOKEN", "Shopify admin token"),
        "groq": (lambda r: "gsk_" + ra(r, 52), "GROQ_API_KEY", "Groq key"),
    }


SEC_GENERIC = ["aws", "aws_secret", "ghp", "gh_pat", "glpat", "slack", "slack_user", "openai", "openai_old",
               "anthropic", "stripe", "stripe_rk", "google", "gocspx", "hf", "sendgrid", "telegram", "npm",
               "pypi", "do", "tailscale", "cloudflare", "twilio", "mailgun", "discord", "owm", "pushover",
               "ha_jwt", "doppler", "linear", "notion", "shopify", "groq"]

# --- passwords
PW_WORDS = ["Sunflower", "BlueRiver", "Pumpkin", "Maple", "Tiger", "Dragon", "Rainbow", "Kiwi", "Summer",
            "Winter", "Goldfish", "Panda", "Coffee", "Biscuit", "Pepper", "Harbour", "Lighthouse", "Mango",
            "Thunder", "Marmalade", "Pickle", "Snowdrop", "Bluebell", "Falcon", "Orchid", "Waffle"]
PW_PASS = ["maple", "otter", "lantern", "copper", "violet", "river", "cactus", "pebble", "walnut", "tundra",
           "saffron", "glacier", "meadow", "rocket", "biscuit", "harbor", "quartz", "ember", "willow", "nimbus"]
PW_PINYIN = ["woaini", "xiaomi", "baobao", "xingfu", "kuaile", "tiantian", "jiayou", "pingan", "wangzai",
             "meimei", "huahua", "doudou", "taiyang", "xiaozhu", "dabai", "lele", "qiqi", "anan"]


def pw_word(r):
    r = getattr(r, "r", r)
    w = pick(r, PW_WORDS)
    if r.random() < 0.3:
        w = w.lower()
    d = str(r.choice([r.randint(1, 99), r.randint(1960, 2024), r.randint(100, 9999)]))
    return w + d + r.choice(["", "!", "#", "@", "$", "!!", "?", "*"])


def pw_random(r):
    r = getattr(r, "r", r)
    n = r.randint(10, 18)
    chars = ALNUM + "!@#$%^&*_-+=?"
    while True:
        s = ra(r, n, chars)
        if any(ch in DIG for ch in s) and any(ch in "!@#$%^&*_-+=?" for ch in s):
            return s


def pw_phrase(r):
    r = getattr(r, "r", r)
    k = r.randint(3, 4)
    words = r.sample(PW_PASS, k)
    sep = r.choice(["-", ".", "_", "", " "])
    if sep == "":
        words = [w.capitalize() for w in words]
    return sep.join(words) + r.choice(["", str(r.randint(1, 99)), "!", sep + str(r.randint(1, 9))])


def pw_pinyin(r):
    r = getattr(r, "r", r)
    w = pick(r, PW_PINYIN)
    if r.random() < 0.3:
        w = w.capitalize()
    d = r.choice(["520", "1314", "666", "888", "8888", "2023", "2024", str(r.randint(10, 99)), "5201314", str(r.randint(100, 999))])
    return w + r.choice(["", "@", "_", "."]) + d + r.choice(["", "", "!"])


def pw_pin(r, lo=4, hi=6):
    r = getattr(r, "r", r)
    n = r.randint(lo, hi)
    while True:
        s = "".join(r.choice(DIG) for _ in range(n))
        if len(set(s)) >= 3:
            return s


def pw_weak(r):
    r = getattr(r, "r", r)
    return r.choice(["Qwer", "Asdf", "Aa", "qwe", "Abc", "Zxcv", "Pass", "Welcome", "Admin"]) + r.choice(
        [str(r.randint(100, 99999)), "123456", "@" + str(r.randint(100, 9999)), "!" + str(r.randint(10, 999)), "#" + str(r.randint(1000, 2025))])


def pw_any(r):
    r = getattr(r, "r", r)
    return r.choice([pw_word, pw_word, pw_random, pw_phrase, pw_weak, pw_pinyin])(r)


def pw_zh(r):
    r = getattr(r, "r", r)
    return r.choice([pw_pinyin, pw_pinyin, pw_word, pw_random, pw_weak, lambda r: pw_pin(r, 8, 10)])(r)


def pw_wifi(r):
    r = getattr(r, "r", r)
    return r.choice([pw_word, pw_phrase, pw_random, pw_pinyin, lambda r: pw_pin(r, 8, 10)])(r)


def pw_code6(r):  # camera verification code on sticker
    r = getattr(r, "r", r)
    return ra(r, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ")


# --- names
def name_en(c):
    r = c.r
    f = c.us if r.random() < 0.55 else c.gb
    return f.first_name(), f.last_name()


def person_en(c):
    fn, ln = name_en(c)
    r = c.r
    k = r.random()
    if k < 0.55:
        return f"{fn} {ln}"
    if k < 0.7:
        return fn
    if k < 0.78:
        return f"{ln}, {fn}"
    if k < 0.86:
        return f"{r.choice(['Mrs', 'Mr', 'Ms', 'Dr', 'Mrs.', 'Mr.'])} {ln}"
    if k < 0.93:
        return f"{fn.lower()} {ln.lower()}"
    return f"{fn} {r.choice(UP)}. {ln}"


def person_zh(c):
    r = c.r
    n = c.zh.name()
    k = r.random()
    if k < 0.8 or len(n) < 3:
        return n
    return n[1:]  # given name only, e.g. 建国


def pinyin_name(c):
    r = c.r
    fn, ln = c.zh.first_romanized_name(), c.zh.last_romanized_name()
    return r.choice([f"{ln} {fn}", f"{fn} {ln}", f"{ln.upper()} {fn}", f"{fn} {ln.upper()}"])


# --- emails
EM_EN = ["gmail.com", "gmail.com", "gmail.com", "yahoo.com", "outlook.com", "icloud.com", "hotmail.co.uk",
         "btinternet.com", "aol.com", "proton.me", "me.com", "hotmail.com", "comcast.net", "sky.com",
         "virginmedia.com", "live.co.uk", "protonmail.com", "fastmail.com"]
EM_ZH = ["qq.com", "163.com", "126.com", "foxmail.com", "sina.com", "139.com", "aliyun.com", "outlook.com",
         "yeah.net", "sohu.com", "gmail.com"]


def local_en(c):
    fn, ln = name_en(c)
    fn, ln = fn.lower(), ln.lower()
    r = c.r
    return r.choice([f"{fn}.{ln}", f"{fn}{ln}", f"{fn[0]}{ln}", f"{fn}_{ln}{r.randint(1, 99)}",
                     f"{ln}.{fn}", f"{fn}{r.randint(70, 2009)}", f"{fn[0]}.{ln}", f"{fn}.{ln}{r.randint(1, 9)}",
                     c.us.user_name(), f"the{ln}s", f"{ln}family"])


def email_en(c):
    r = c.r
    loc = local_en(c)
    if r.random() < 0.12:
        loc += "+" + r.choice(["ring", "nest", "router", "alerts", "ha", "nas", "printer", "wyze"])
    return f"{loc}@{pick(r, EM_EN)}"


def local_zh(c):
    r = c.r
    fn, ln = c.zh.first_romanized_name().lower(), c.zh.last_romanized_name().lower()
    return r.choice([f"{ln}{fn}", f"{ln}{fn}{r.randint(1, 99)}", f"{ln}_{fn}", f"{fn}{ln}{r.randint(1970, 2010)}",
                     f"{ln}.{fn}", c.zh.user_name(), f"{ln}{fn}{r.choice(['520', '1314', '888', '007'])}"])


def email_zh(c):
    r = c.r
    if r.random() < 0.35:
        return f"{r.randint(10**5, 10**10)}@qq.com"
    return f"{local_zh(c)}@{pick(r, EM_ZH)}"


def email_obf(c):
    r = c.r
    loc = local_en(c) if r.random() < 0.6 else local_zh(c)
    dom = pick(r, ["gmail", "yahoo", "outlook", "icloud", "qq", "163", "hotmail"])
    tld = "com"
    return r.choice([f"{loc} at {dom} dot {tld}", f"{loc}(at){dom}.{tld}", f"{loc} [at] {dom} [dot] {tld}",
                     f"{loc}＠{dom}.{tld}", f"{loc} @ {dom}.{tld}"])


# --- phones
def phone_us(c):
    r = c.r
    a = r.choice([r.randint(201, 989)])
    while a % 100 == 11 or str(a)[1] == "9":
        a = r.randint(201, 989)
    e = r.randint(200, 999)
    while e % 100 == 11:
        e = r.randint(200, 999)
    s = r.randint(0, 9999)
    return r.choice([f"({a}) {e}-{s:04d}", f"{a}-{e}-{s:04d}", f"{a}.{e}.{s:04d}", f"+1 {a} {e} {s:04d}",
                     f"+1 ({a}) {e}-{s:04d}", f"+1{a}{e}{s:04d}", f"1-{a}-{e}-{s:04d}", f"{a} {e} {s:04d}",
                     f"({a}) {e}-{s:04d} ext. {r.randint(10, 999)}"])


def phone_gb(c):
    r = c.r
    k = r.random()
    if k < 0.6:
        n = f"7{r.randint(100, 999)}{r.randint(100000, 999999)}"
        return r.choice([f"0{n[:4]} {n[4:]}", f"+44 {n[:4]} {n[4:]}", f"+44 (0){n[:4]} {n[4:]}", f"0{n}",
                         f"+44{n}", f"0{n[:4]} {n[4:7]} {n[7:]}"])
    if k < 0.8:
        return r.choice([f"020 {r.choice('378')}{r.randint(100, 999)} {r.randint(1000, 9999)}",
                         f"+44 20 {r.choice('378')}{r.randint(100, 999)} {r.randint(1000, 9999)}"])
    code = r.choice(["0161", "0113", "0117", "0121", "0131", "0141", "0114", "0115", "0116"])
    return f"{code} {r.randint(200, 999)} {r.randint(1000, 9999)}"


CN_MOB = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "153", "155",
          "156", "157", "158", "159", "166", "176", "177", "180", "181", "182", "183", "185", "186", "187",
          "188", "189", "191", "198", "199", "147", "173", "175"]


def phone_cn(c, fullwidth_ok=True):
    r = c.r
    k = r.random()
    if k < 0.82:
        n = pick(r, CN_MOB) + "".join(r.choice(DIG) for _ in range(8))
        s = r.choice([n, n, f"{n[:3]} {n[3:7]} {n[7:]}", f"{n[:3]}-{n[3:7]}-{n[7:]}", f"+86 {n}",
                      f"+86 {n[:3]} {n[3:7]} {n[7:]}", f"+86-{n}", f"(+86){n}", f"0086 {n}"])
        if fullwidth_ok and r.random() < 0.07:
            s = n.translate(_FW)
        return s
    area, ln = r.choice([("010", 8), ("021", 8), ("0571", 8), ("020", 8), ("0755", 8), ("028", 8), ("025", 8), ("027", 8), ("0532", 7)])
    body = str(r.randint(2, 8)) + "".join(r.choice(DIG) for _ in range(ln - 1))
    s = r.choice([f"{area}-{body}", f"{area} {body[:4]} {body[4:]}", f"({area}){body}", f"+86 {area[1:]} {body}"])
    if r.random() < 0.2:
        s += r.choice([f" 转 {r.randint(800, 8999)}", f"-{r.randint(800, 8999)}"])
    return s


def phone_en(c):
    return phone_us(c) if c.r.random() < 0.55 else phone_gb(c)


def phone_mixed(c):
    r = c.r.random()
    return phone_cn(c) if r < 0.6 else phone_en(c)


# --- addresses
GB_STREETS = ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Gardens", "Drive", "Way", "Grove",
              "Terrace", "Mews", "Place", "Rise"]
GB_NAMES = ["Mill", "Church", "Station", "Victoria", "Park", "Elm", "Kingsway", "Oakfield", "Beech", "Albert",
            "Manor", "Meadow", "Highfield", "Chestnut", "Willow", "Orchard", "Belmont", "Rosebery", "Ashdown"]
US_STREETS = ["St", "Ave", "Blvd", "Dr", "Ln", "Rd", "Ct", "Way", "Pl", "Terrace", "Street", "Avenue", "Drive"]
US_NAMES = ["Maple", "Oak", "Cedar", "Pine", "Elm", "Washington", "Lake", "Hillcrest", "Sunset", "Highland",
            "Jefferson", "Franklin", "Ridge", "Walnut", "Magnolia", "Spring", "Meadowbrook", "Willow Creek"]
US_STATES = [("Austin", "TX"), ("Denver", "CO"), ("Portland", "OR"), ("Seattle", "WA"), ("Chicago", "IL"),
             ("Boston", "MA"), ("San Diego", "CA"), ("Phoenix", "AZ"), ("Atlanta", "GA"), ("Minneapolis", "MN"),
             ("Columbus", "OH"), ("Raleigh", "NC"), ("Sacramento", "CA"), ("Tampa", "FL")]


def street_us(c):
    r = c.r
    if r.random() < 0.35:
        s = c.us.street_address()
    else:
        s = f"{r.randint(12, 9899)} {pick(r, US_NAMES)} {pick(r, US_STREETS)}"
        if r.random() < 0.35:
            s += r.choice([f" Apt {r.randint(1, 40)}{r.choice(['', 'B', 'C'])}", f", Unit {r.randint(1, 300)}", f" #{r.randint(2, 60)}"])
    return s


def street_gb(c):
    r = c.r
    s = f"{r.randint(1, 240)} {pick(r, GB_NAMES)} {pick(r, GB_STREETS)}"
    if r.random() < 0.25:
        s = r.choice([f"Flat {r.randint(1, 30)}, ", f"Flat {r.randint(1, 9)}{r.choice('ABC')}, "]) + s
    return s


def address_en(c):
    r = c.r
    k = r.random()
    if k < 0.3:
        return street_us(c)
    if k < 0.55:
        city, st = pick(r, US_STATES)
        return f"{street_us(c)}, {city}, {st} {r.randint(10000, 99999)}"
    if k < 0.75:
        return street_gb(c)
    return f"{street_gb(c)}, {pick(r, CITY_GB)} {c.gb.postcode()}"


CN_REGIONS = [
    ("浙江省", "杭州市", ["西湖区", "拱墅区", "滨江区", "余杭区", "上城区"]),
    ("广东省", "深圳市", ["南山区", "福田区", "宝安区", "龙岗区"]),
    ("江苏省", "南京市", ["鼓楼区", "玄武区", "建邺区", "江宁区"]),
    ("四川省", "成都市", ["武侯区", "锦江区", "青羊区", "成华区"]),
    ("湖北省", "武汉市", ["洪山区", "武昌区", "江汉区"]),
    ("", "北京市", ["朝阳区", "海淀区", "丰台区", "昌平区"]),
    ("", "上海市", ["浦东新区", "徐汇区", "闵行区", "静安区"]),
    ("陕西省", "西安市", ["雁塔区", "碑林区", "未央区"]),
    ("福建省", "厦门市", ["思明区", "湖里区"]),
    ("山东省", "青岛市", ["市南区", "崂山区", "黄岛区"]),
    ("江苏省", "苏州市", ["姑苏区", "工业园区", "吴中区"]),
    ("湖南省", "长沙市", ["岳麓区", "天心区", "开福区"]),
]
CN_ROADS = ["文三路", "学院路", "建国路", "中山路", "人民路", "解放路", "长江路", "科技园南路", "天府大道",
            "江南大道", "望京西路", "延安西路", "南京西路", "湖滨路", "花园路", "东风路", "光明大道", "莫干山路",
            "古墩路", "星海街", "金鸡路", "丰潭路", "团结路", "和平路", "新华路"]
CN_XQ_A = ["万科", "碧桂园", "保利", "绿城", "龙湖", "华润", "金地", "中海", "融创", "世茂", "招商", "阳光"]
CN_XQ_B = ["城市花园", "翡翠湾", "御景园", "金色家园", "春江花月", "桃源居", "锦绣苑", "阳光城", "名都",
           "西溪诚园", "香樟园", "天悦府", "滨江壹号", "紫荆苑", "书香门第"]


def xiaoqu(c):
    return pick(c.r, CN_XQ_A) + pick(c.r, CN_XQ_B)


def room_cn(c):
    r = c.r
    fl, u = r.randint(1, 32), r.randint(1, 4)
    rm = f"{fl}{u:02d}"
    return r.choice([
        f"{r.randint(1, 30)}幢{r.randint(1, 4)}单元{rm}室",
        f"{r.randint(1, 30)}栋{rm}",
        f"{r.randint(1, 30)}号楼{r.randint(1, 6)}单元{rm}",
        f"{r.randint(1, 30)}-{r.randint(1, 4)}-{rm}",
        f"{r.randint(1, 30)}栋{r.randint(1, 4)}单元{rm}室",
        f"{r.randint(1, 30)}幢{rm}",
    ])


def address_zh(c):
    r = c.r
    prov, city, dists = pick(r, CN_REGIONS)
    road = pick(r, CN_ROADS) if r.random() < 0.8 else c.zh.street_name()
    num = f"{r.randint(1, 999)}号"
    k = r.random()
    if k < 0.3:
        return f"{pick(r, dists)}{road}{num}{xiaoqu(c)}{room_cn(c)}"
    if k < 0.55:
        return f"{prov}{city}{pick(r, dists)}{road}{num}{xiaoqu(c)}{room_cn(c)}"
    if k < 0.7:
        return f"{road}{num}{room_cn(c)}"
    if k < 0.85:
        return f"{xiaoqu(c)}{room_cn(c)}"
    return f"{city}{pick(r, dists)}{r.choice(['', '', ' '])}{road}{num}{r.randint(1, 30)}楼{r.randint(1, 20):02d}室"


# --- government ids
def ssn(c):
    r = c.r
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    g, s = r.randint(1, 99), r.randint(1, 9999)
    return r.choice([f"{a:03d}-{g:02d}-{s:04d}"] * 3 + [f"{a:03d} {g:02d} {s:04d}", f"{a:03d}{g:02d}{s:04d}"])


CN_AREAS = ["110101", "110105", "110108", "310104", "310115", "330106", "330108", "330110", "440305",
            "440304", "320106", "510107", "420111", "610113", "350203", "370212", "130102", "410105",
            "430104", "320583", "500103", "340104", "360102", "450103"]


def cn_id(c, fmt=True):
    r = c.r
    area = pick(r, CN_AREAS)
    y, m, d = r.randint(1950, 2006), r.randint(1, 12), r.randint(1, 28)
    body = f"{area}{y}{m:02d}{d:02d}{r.randint(0, 999):03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    chk = "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]
    s = body + chk
    if fmt and r.random() < 0.12:
        s = r.choice([f"{s[:6]} {s[6:14]} {s[14:]}", f"{s[:6]} {s[6:10]} {s[10:14]} {s[14:]}"])
    if fmt and r.random() < 0.04:
        s = s.translate(_FW)
    return s


def nino(c):
    r = c.r
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = r.choice(first) + r.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = "".join(r.choice(DIG) for _ in range(6))
    suf = r.choice("ABCD")
    return r.choice([f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}", f"{p}{d}{suf}", f"{p} {d} {suf}"])


def passport_en(c):
    r = c.r
    return r.choice(["".join(r.choice(DIG) for _ in range(9)), r.choice("ACEH") + "".join(r.choice(DIG) for _ in range(8))])


def passport_cn(c):
    r = c.r
    return r.choice(["E" + "".join(r.choice(DIG) for _ in range(8)),
                     "E" + r.choice("ABCDEFGH") + "".join(r.choice(DIG) for _ in range(7))])


def hkid(c):
    r = c.r
    L = r.choice("ACDEGHKMPRVYZ")
    d = [r.randint(0, 9) for _ in range(6)]
    total = 36 * 9 + (ord(L) - 55) * 8 + sum(x * w for x, w in zip(d, [7, 6, 5, 4, 3, 2]))
    chk = (11 - total % 11) % 11
    ch = "A" if chk == 10 else str(chk)
    return f"{L}{''.join(map(str, d))}({ch})"


def dl_us(c):
    r = c.r
    return r.choice([
        r.choice(UP) + "".join(r.choice(DIG) for _ in range(7)),  # CA style
        f"{r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}",  # NY style
        f"{r.choice(UP)}{r.randint(100, 999)}-{r.randint(100, 999)}-{r.randint(10, 99)}-{r.randint(100, 999)}-{r.randint(0, 9)}",  # FL style
        "".join(r.choice(DIG) for _ in range(8)),  # TX style
    ])


def dl_gb(c):
    r = c.r
    ln = c.gb.last_name().upper().replace("'", "").replace("-", "")[:5].ljust(5, "9")
    y = r.randint(50, 99)
    m = r.randint(1, 12) + r.choice([0, 50])
    d = r.randint(1, 28)
    ini = r.choice(UP) + r.choice([r.choice(UP), "9"])
    return f"{ln}{str(y)[0]}{m:02d}{d:02d}{str(y)[1]}{ini}{r.randint(0, 9)}{r.choice(UP)}{r.choice(UP)}"


def sin_ca(c):
    r = c.r
    digits = [r.randint(1, 7)] + [r.randint(0, 9) for _ in range(7)]
    for chk in range(10):
        ds = digits + [chk]
        tot = 0
        for i, x in enumerate(ds):
            if i % 2 == 1:
                x *= 2
                if x > 9:
                    x -= 9
            tot += x
        if tot % 10 == 0:
            break
    s = "".join(map(str, ds))
    return f"{s[:3]} {s[3:6]} {s[6:]}"


# --- financial
def luhn_fill(r, prefix, length):
    body = prefix + "".join(r.choice(DIG) for _ in range(length - len(prefix) - 1))
    for chk in DIG:
        s = body + chk
        tot = 0
        for i, ch in enumerate(reversed(s)):
            x = int(ch)
            if i % 2 == 1:
                x *= 2
                if x > 9:
                    x -= 9
            tot += x
        if tot % 10 == 0:
            return s
    raise AssertionError


def card(c, zh=False):
    r = c.r
    if zh and r.random() < 0.6:
        p = r.choice(["622202", "622848", "621700", "622588", "621483", "622609", "623058", "621226", "622262", "625807"])
        n = luhn_fill(r, p, r.choice([16, 19, 19]))
    else:
        k = r.random()
        if k < 0.4:
            n = luhn_fill(r, "4" + "".join(r.choice(DIG) for _ in range(5)), 16)
        elif k < 0.65:
            n = luhn_fill(r, r.choice(["51", "52", "53", "54", "55", "2221", "2720", "2310"]), 16)
        elif k < 0.8:
            n = luhn_fill(r, r.choice(["34", "37"]), 15)
            return r.choice([n, f"{n[:4]} {n[4:10]} {n[10:]}", f"{n[:4]}-{n[4:10]}-{n[10:]}"])
        elif k < 0.9:
            n = luhn_fill(r, "6011", 16)
        else:
            n = luhn_fill(r, r.choice(["3528", "3589"]), 16)
    if len(n) == 19:
        return r.choice([n, f"{n[:4]} {n[4:8]} {n[8:12]} {n[12:16]} {n[16:]}", f"{n[:6]} {n[6:]}"])
    return r.choice([n, f"{n[:4]} {n[4:8]} {n[8:12]} {n[12:]}", f"{n[:4]} {n[4:8]} {n[8:12]} {n[12:]}",
                     f"{n[:4]}-{n[4:8]}-{n[8:12]}-{n[12:]}"])


def _iban(r, cc, bban):
    num = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"


def iban(c):
    r = c.r
    cc = r.choice(["GB", "GB", "GB", "DE", "FR", "NL", "ES", "IE", "IT"])
    if cc == "GB":
        bban = r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ", "SRLG"]) + ra(r, 14, DIG)
    elif cc == "DE":
        bban = ra(r, 18, DIG)
    elif cc == "FR":
        bban = ra(r, 10, DIG) + ra(r, 11, UP + DIG) + ra(r, 2, DIG)
    elif cc == "NL":
        bban = r.choice(["ABNA", "INGB", "RABO", "TRIO"]) + ra(r, 10, DIG)
    elif cc == "ES":
        bban = ra(r, 20, DIG)
    elif cc == "IE":
        bban = r.choice(["AIBK", "BOFI"]) + ra(r, 14, DIG)
    else:
        bban = r.choice(UP) + ra(r, 10, DIG) + ra(r, 12, DIG)
    s = _iban(r, cc, bban)
    if r.random() < 0.5:
        s = " ".join(s[i : i + 4] for i in range(0, len(s), 4))
    return s


def acct_us(c):
    r = c.r
    return "".join(r.choice(DIG) for _ in range(r.randint(9, 12)))


def routing(c):
    r = c.r
    while True:
        d = [r.randint(0, 9) for _ in range(8)]
        d[0] = r.choice([0, 1, 2, 3])
        for chk in range(10):
            x = d + [chk]
            if (3 * (x[0] + x[3] + x[6]) + 7 * (x[1] + x[4] + x[7]) + (x[2] + x[5] + x[8])) % 10 == 0:
                return "".join(map(str, x))


def acct_gb(c):
    return "".join(c.r.choice(DIG) for _ in range(8))


def cn_bank_acct(c):
    r = c.r
    p = r.choice(["622202", "622848", "621700", "622588", "621483", "623058", "621226", "622262"])
    n = luhn_fill(r, p, 19)
    return r.choice([n, f"{n[:4]} {n[4:8]} {n[8:12]} {n[12:16]} {n[16:]}"])


# --- usernames
GT_A = ["Silent", "Shadow", "Crimson", "Frosty", "Lucky", "Turbo", "Sneaky", "Cosmic", "Pixel", "Lazy", "Mighty",
        "Rusty", "Salty", "Wild", "Neon", "Captain", "Sir", "Dark", "Happy", "Grumpy"]
GT_B = ["Otter", "Wolf", "Falcon", "Ninja", "Panda", "Taco", "Llama", "Dragon", "Potato", "Badger", "Moose",
        "Goose", "Penguin", "Raptor", "Noodle", "Viking", "Fox", "Kraken", "Biscuit"]


def uname_en(c):
    r = c.r
    fn, ln = name_en(c)
    fn, ln = fn.lower(), ln.lower()
    k = r.randrange(10)
    return [
        lambda: c.us.user_name(),
        lambda: c.gb.user_name(),
        lambda: f"{fn}{ln[0]}",
        lambda: f"{fn[0]}{ln}{r.randint(1, 99)}",
        lambda: f"{fn}_{ln}",
        lambda: f"{fn}.{ln}",
        lambda: f"{pick(r, GT_A)}{pick(r, GT_B)}{r.randint(1, 999)}",
        lambda: f"xX{pick(r, GT_A)}{pick(r, GT_B)}Xx",
        lambda: f"{pick(r, GT_A).lower()}_{pick(r, GT_B).lower()}{r.randint(70, 2012)}",
        lambda: f"{fn}{r.randint(1, 2012)}",
    ][k]()


def uname_zh(c):
    r = c.r
    fn, ln = c.zh.first_romanized_name().lower(), c.zh.last_romanized_name().lower()
    k = r.randrange(8)
    return [
        lambda: f"wxid_{ra(r, 14, LO + DIG)}",
        lambda: f"{ln}{fn}{r.randint(1, 2010)}",
        lambda: c.zh.user_name(),
        lambda: f"{ln}_{fn}",
        lambda: f"{fn}{ln}{r.choice(['520', '1314', '666', '888', '_ok', '007'])}",
        lambda: f"{pick(r, PW_PINYIN)}{ln}{r.randint(1, 99)}",
        lambda: f"{ln[0]}{fn}{r.randint(1980, 2012)}",
        lambda: f"{fn}_{r.randint(1, 9999):04d}",
    ][k]()


def qq_num(c):
    return str(c.r.randint(10**5, 10**10 - 1))


def mi_id(c):
    return str(c.r.randint(10**8, 3 * 10**9))


# --- schedule
def t12(c, with_ampm=True):
    r = c.r
    h = r.randint(5, 11) if r.random() < 0.6 else r.randint(1, 11)
    m = r.choice(list(range(0, 60, 5)) + [0, 30])
    if not with_ampm:
        return f"{h}:{m:02d}"
    ap = r.choice(["am", "pm", " am", " pm", "AM", "PM", "a.m.", "p.m."])
    s = f"{h}:{m:02d}{ap}" if m or r.random() < 0.5 else f"{h}{ap}"
    if r.random() < 0.12:
        s = s.replace(":", ".")
    return s


def t24(c):
    r = c.r
    h = r.randint(5, 23)
    m = r.choice(list(range(0, 60, 5)) + [0, 30])
    return f"{h:02d}:{m:02d}" if r.random() < 0.8 else f"{h}:{m:02d}"


def t_words(c):
    r = c.r
    h = r.choice(["six", "seven", "eight", "nine", "ten", "eleven", "five"])
    return r.choice([f"half past {h}", f"quarter to {h}", f"quarter past {h}", f"{h} o'clock", f"{h} thirty", f"{h}-fifteen"])


def t_en(c):
    r = c.r.random()
    if r < 0.5:
        return t12(c)
    if r < 0.85:
        return t24(c)
    return t_words(c)


ZH_NUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


ZH_MIN = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"]


def zh_min_words(m):
    if m == 0:
        return ""
    if m == 30:
        return "半"
    if m == 15:
        return "一刻"
    if m == 45:
        return "三刻"
    if m < 10:
        return f"零{ZH_MIN[m]}分"
    t, u = divmod(m, 10)
    return ("十" if t == 1 else ZH_MIN[t] + "十") + (ZH_MIN[u] if u else "")


def zh_clock(r, period, h, m):
    """One of the many ways people write a clock time in Chinese."""
    k = r.random()
    if k < 0.3:
        mm = "半" if m == 30 else (f"{m}分" if 0 < m < 10 else (f"{m}" if m else ""))
        return f"{period}{h}点{mm}"
    if k < 0.5:
        return f"{period}{ZH_NUM[h]}点{zh_min_words(m)}"
    if k < 0.65:
        return f"{period}{h}:{m:02d}"
    hh = h + 12 if period in ("下午", "晚上", "傍晚") and h < 12 else h
    if r.random() < 0.1:
        return f"{hh}：{m:02d}"
    return f"{hh}:{m:02d}"


def t_zh(c):
    r = c.r
    period, lo, hi = r.choice([("早上", 5, 9), ("上午", 8, 11), ("中午", 12, 12), ("下午", 1, 6), ("晚上", 6, 11), ("凌晨", 4, 5), ("傍晚", 5, 7)])
    return zh_clock(r, period, r.randint(lo, hi), r.choice(list(range(0, 60, 5)) + [0, 30]))


# --- geo
def coords_near(c, region):
    r = c.r
    if region == "us":
        lat, lon = pick(r, [(37.77, -122.42), (40.71, -74.0), (30.27, -97.74), (47.61, -122.33), (41.88, -87.63), (39.74, -104.99), (42.36, -71.06), (33.75, -84.39)])
    elif region == "gb":
        lat, lon = pick(r, [(51.51, -0.13), (53.48, -2.24), (51.45, -2.59), (53.8, -1.55), (55.95, -3.19), (52.63, 1.3), (51.48, -3.18)])
    else:
        lat, lon = pick(r, [(30.27, 120.15), (22.54, 114.06), (32.06, 118.8), (30.57, 104.07), (39.9, 116.4), (31.23, 121.47), (34.34, 108.94), (24.48, 118.09), (36.07, 120.38)])
    lat += r.uniform(-0.09, 0.09)
    lon += r.uniform(-0.09, 0.09)
    return lat, lon


def fmt_coords(c, lat, lon):
    r = c.r
    d = r.choice([4, 5, 6, 6, 7])
    k = r.random()
    if k < 0.55:
        sep = r.choice([", ", ",", " ", ", "])
        return f"{lat:.{d}f}{sep}{lon:.{d}f}"
    if k < 0.85:
        def dms(v, pos, neg):
            h = pos if v >= 0 else neg
            v = abs(v)
            deg = int(v)
            mi = int((v - deg) * 60)
            se = (v - deg - mi / 60) * 3600
            return f"{deg}°{mi:02d}'{se:04.1f}\"{h}"
        return f"{dms(lat, 'N', 'S')} {dms(lon, 'E', 'W')}"
    ns = "N" if lat >= 0 else "S"
    ew = "E" if lon >= 0 else "W"
    return f"{ns}{abs(lat):.{d}f} {ew}{abs(lon):.{d}f}"


def coords(c, region, plain=False):
    lat, lon = coords_near(c, region)
    if plain:
        d = c.r.choice([5, 6])
        return f"{lat:.{d}f},{lon:.{d}f}"
    return fmt_coords(c, lat, lon)


def zip_us(c):
    r = c.r
    z = f"{r.randint(1001, 99950):05d}"
    return z if r.random() < 0.75 else f"{z}-{r.randint(1, 9999):04d}"


def postcode_gb(c):
    return c.gb.postcode()


def postcode_cn(c):
    r = c.r
    return r.choice(["3100", "5180", "2100", "6100", "4300", "1000", "2000", "7100", "3610", "2660", "2150"]) + f"{r.randint(0, 99):02d}"


W3W = ["filled", "count", "soap", "index", "home", "raft", "pretty", "lamp", "clouds", "jumps", "tiger", "melon",
       "spoon", "crisp", "ladder", "bright", "cheese", "silver", "puppy", "river", "hatch", "brick", "sails", "ocean"]


def w3w(c):
    r = c.r
    return "///" + ".".join(r.sample(W3W, 3))


EN_ESTATES = ["Riverside Court", "Maple Court", "Ashdown House", "The Willows", "Kingfisher Close", "Harbour View",
              "Oakwood Estate", "Meadowbank", "Parkside Apartments", "Hillcrest Village", "Cedar Heights",
              "Linden Gardens", "Sunset Terrace", "Brookfield Park", "Foxglove Mews"]


def geo_en_place(c):
    r = c.r
    est = pick(r, EN_ESTATES)
    k = r.randrange(7)
    return [
        lambda: f"{est}, Block {r.choice('ABCDEF')}",
        lambda: f"Building {r.randint(1, 12)}, {est}",
        lambda: f"the {r.choice(['blue', 'white', 'red', 'green'])} door opposite the Co-op on {pick(r, GB_NAMES)} {pick(r, GB_STREETS)}",
        lambda: f"the last house at the end of {pick(r, GB_NAMES)} {r.choice(['Close', 'Crescent', 'Mews'])}",
        lambda: f"{est} (the {pick(r, ['north', 'east', 'south', 'west'])} tower, {r.randint(3, 21)}th floor)",
        lambda: f"corner of {pick(r, US_NAMES)} and {r.randint(2, 40)}th",
        lambda: f"{pick(r, US_NAMES)} {pick(r, ['Heights', 'Park', 'Village', 'Estates', 'Commons'])}, {r.randint(1, 9)}{r.choice(['st', 'nd', 'rd'])} building on the left",
    ][k]()


def geo_en_building(c):
    r = c.r
    est = pick(r, EN_ESTATES)
    return r.choice([f"{est}, Block {r.choice('ABCDEF')}", f"Building {r.randint(1, 12)}, {est}",
                     f"{est} (the {pick(r, ['north', 'east', 'south', 'west'])} tower)", f"Block {r.randint(1, 9)} of {est}"])


def geo_zh_place(c):
    r = c.r
    xq = xiaoqu(c)
    k = r.randrange(8)
    return [
        lambda: f"{xq}{r.randint(1, 30)}栋",
        lambda: f"{xq}{r.randint(1, 30)}幢{r.randint(1, 4)}单元",
        lambda: f"{pick(r, ['翠苑', '朝晖', '德胜', '古荡', '花家地', '回龙观', '天通苑', '梅林', '莲花'])}{r.choice(['一', '二', '三', '四', '西里', '北里'])}{r.choice(['区', '小区', ''])}{r.randint(1, 40)}号楼",
        lambda: f"地铁{r.randint(1, 16)}号线{pick(r, ['龙泽', '西溪', '五道口', '科技园', '文三路', '塘桥', '龙华'])}站{r.choice('ABCD')}口对面那个小区",
        lambda: f"{xq}东门{r.choice(['快递柜', '保安亭', '便利店'])}旁边那栋",
        lambda: f"{pick(r, CN_ROADS)}和{pick(r, CN_ROADS)}交叉口的{xq}",
        lambda: f"{xq}{r.randint(1, 30)}号楼{r.randint(2, 30)}层",
        lambda: f"{pick(r, ['农贸市场', '小学', '社区医院', '菜鸟驿站'])}后面的{xq}",
    ][k]()


# --------------------------------------------------------------------------- templates
# Each entry is either a template string (value from the cell's default generator) or a
# (template, generator) pair. «V» marks the planted value; «name» are non-personal fillers.

_SK = _sec_kinds()


def sec(*kinds):
    ks = list(kinds) or SEC_GENERIC

    def gen(c):
        k = pick(c.r, ks)
        g, env, label = _SK[k]
        c.cache["ENV"] = env
        c.cache["envl"] = env.lower()
        c.cache["LABEL"] = label
        return g(c.r)

    return gen


def pem(*kinds):
    def gen(c):
        return _pem(c.r, pick(c.r, list(kinds) or ["openssh", "ec", "rsa", "pkcs8"]))
    return gen


def miio(c):
    return ra(c.r, 32, HEX)


def tuya_key(c):
    return ra(c.r, 16, ALNUM + "!#$&()*+-:;<=>?@[]^_`{|}~")


def wg_key(c):
    return base64.b64encode(_rbytes(c.r, 32)).decode()


def esphome_key(c):
    return base64.b64encode(_rbytes(c.r, 32)).decode()


def uuid_tok(c):
    r = c.r
    h = ra(r, 32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"


def ifttt_key(c):
    return ra(c.r, 22, B64URL)


def plex_tok(c):
    return ra(c.r, 20, ALNUM + "_-")


def db_pw(c):
    return ra(c.r, c.r.randint(20, 32), ALNUM)


def azure_key(c):
    return base64.b64encode(_rbytes(c.r, 64)).decode()


def hex_secret(c):
    return ra(c.r, c.r.choice([32, 40, 48, 64]), HEX)


def b64_secret(c):
    return ra(c.r, c.r.choice([32, 40, 43]), ALNUM)


SECRET_EN = [
    "# .env for the home automation box\n«ENV»=«V»\nTZ=«tz»",
    "$ export «ENV»=\"«V»\"\n$ docker compose up -d\n[+] Running 3/3",
    "# secrets.yaml (do NOT commit)\n«envl»: \"«V»\"\nha_url: http://«ip»:8123",
    "{\n  \"service\": \"«LABEL»\",\n  \"api_key\": \"«V»\",\n  \"enabled\": true\n}",
    "ok I made a new «LABEL» for the wall dashboard, it's «V» — paste it into the integration and don't share it pls",
    "services:\n  homeassistant:\n    image: ghcr.io/home-assistant/home-assistant:stable\n    environment:\n      - «ENV»=«V»\n      - TZ=«tz»",
    "[screenshot text]\n«LABEL»\nCreated «date»\n«V»\nCopy   Revoke",
    "Note to self: rotated the «LABEL» on «date_gb». New value: «V» (old one revoked, update the NAS too)",
    "client = Client(api_key=\"«V»\")  # «LABEL» for the energy dashboard",
    "[credentials]\nkey = «V»\nregion = eu-west-2\n; used by the nightly Hyper Backup job",
    "## Step 3 – paste the key\nGo to *Settings → Devices & services → «ha_comp»* and paste:\n```\n«V»\n```",
    "2024-05-0«n» «tlog» ERROR (MainThread) [homeassistant.components.«ha_comp»] 401 Unauthorized with key «V»",
    "\"credentials\": {\n    \"token\": \"«V»\"\n}   <- node-red flow export, «LABEL»",
    "dad pls don't screenshot the terminal again, the «LABEL» was visible: «V». I'm revoking it now",
    "«ENV»: «V»",
    ("# vacuum in the «room_en»\nvacuum:\n  - platform: xiaomi_miio\n    host: «ip»\n    token: «V»", miio),
    ("Got the miio token with token_extractor: «V» (Roborock S7, ip «ip»)", miio),
    ("[{\"name\": \"«room_en» plug\", \"id\": \"bf«hex12»«hex8»\", \"key\": \"«V»\", \"ip\": \"«ip»\", \"version\": \"3.3\"}]", tuya_key),
    ("curl -X POST -H \"Authorization: Bearer «V»\" -H \"Content-Type: application/json\" -d '{\"entity_id\": \"light.«room_en»\"}' http://«ip»:8123/api/services/light/turn_on", sec("ha_jwt")),
    ("[Interface]\nPrivateKey = «V»\nAddress = 10.8.0.«n»/24\nDNS = 1.1.1.1\n\n[Peer]\nEndpoint = vpn.«sub».duckdns.org:51820", wg_key),
    ("*/5 * * * * curl -s \"https://www.duckdns.org/update?domains=«sub»&token=«V»&ip=\" >/dev/null", uuid_tok),
    ("Doorbell → webhook: https://maker.ifttt.com/trigger/doorbell_pressed/with/key/«V»", ifttt_key),
    ("api:\n  encryption:\n    key: \"«V»\"\nota:\n  - platform: esphome", esphome_key),
    ("Plex stream URL for the TV: http://«ip»:32400/library/sections/2/all?X-Plex-Token=«V»", plex_tok),
    ("git remote set-url origin https://x-access-token:«V»@github.com/home-lab-configs/ha-config.git", sec("ghp", "gh_pat")),
    ("recorder:\n  db_url: postgresql://hass:«V»@«ip»:5432/homeassistant", db_pw),
    ("Found this in the old laptop backup, is it important?\n\n«V»", pem()),
    ("$ cat ~/.ssh/id_ed25519\n«V»", pem("openssh")),
    ("Hyper Backup → Azure: DefaultEndpointsProtocol=https;AccountName=familyphotosbak;AccountKey=«V»;EndpointSuffix=core.windows.net", azure_key),
    ("telegram_bot:\n  - platform: polling\n    api_key: «V»\n    allowed_chat_ids: !secret tg_chats", sec("telegram")),
    ("Nest Device Access setup:\nOAuth client ID: 48213370-«hex12».apps.googleusercontent.com\nClient secret: «V»", sec("gocspx")),
    ("weather:\n  - platform: openweathermap\n    api_key: «V»\n    mode: onecall_daily", sec("owm")),
    ("mqtt:\n  broker: «ip»\n  client_secret: «V»", hex_secret),
    ("X-API-Key: «V»   <- Frigate NVR, don't lose it", b64_secret),
]

SECRET_ZH = [
    "# 家里 NAS 上的 .env\n«ENV»=«V»\nTZ=Asia/Shanghai",
    "把这个 token 填到 secrets.yaml 里：«V»，填完重启一下 HA",
    "{\n  \"服务\": \"«LABEL»\",\n  \"密钥\": \"«V»\",\n  \"启用\": true\n}",
    "【截图文字】\n«LABEL»\n创建于 «date_zh»\n«V»\n复制  撤销",
    "备忘：«date_zh» 换了新的密钥 «V»，旧的已作废，群晖上的也要改",
    "environment:\n  - «ENV»=«V»\n  - TZ=Asia/Shanghai\n# 群晖 Container Manager 里的设置",
    "老爸别再把终端截图发家庭群了，里面有密钥 «V»，我现在去作废",
    "第三步：打开 设置 → 设备与服务 → 添加集成，粘贴密钥\n```\n«V»\n```",
    "报错日志：«tlog» ERROR [homeassistant.components.«ha_comp»] 401 未授权，使用的 key 为 «V»",
    "«ENV»: «V»  # 家里 NAS 上用的，别外传",
    ("米家扫地机的 token：«V»（用 token extractor 拿到的，IP «ip»）", miio),
    ("vacuum:\n  - platform: xiaomi_miio\n    host: «ip»\n    token: «V»  # «room_zh»扫地机", miio),
    ("小米网关 token 抓到了 «V»，等下接到 Home Assistant", miio),
    ("涂鸦插座的 local_key 是 «V»，用 tinytuya 本地控制", tuya_key),
    ("[{\"name\": \"«room_zh»插座\", \"id\": \"bf«hex12»«hex8»\", \"key\": \"«V»\", \"ip\": \"«ip»\"}]", tuya_key),
    ("长期访问令牌（HA 个人资料页面最底下生成的）：\n«V»", sec("ha_jwt")),
    ("curl -H \"Authorization: Bearer «V»\" http://«ip»:8123/api/states  # 测试 HA 接口", sec("ha_jwt")),
    ("路由器 WireGuard 配置\n[Interface]\nPrivateKey = «V»\nAddress = 10.0.0.«n»/24", wg_key),
    ("ESPHome 的 api 加密 key：«V»，添加设备时要填", esphome_key),
    ("群晖 Hyper Backup 备份到 S3，Access Key：«V»，secret 放在密码本里", sec("aws")),
    ("钉钉/Telegram 通知机器人 token：«V»", sec("telegram")),
    ("ssh 私钥在旧电脑备份里找到的，要不要留？\n«V»", pem()),
    ("数据库连接：mysql://homeassistant:«V»@«ip»:3306/ha_db", db_pw),
    ("家庭看板用的 «LABEL» 是 «V»，别发到群里", sec("openai", "anthropic", "google", "groq", "hf")),
    ("DDNS 更新脚本：curl \"https://www.duckdns.org/update?domains=«sub»&token=«V»\"", uuid_tok),
    ("git clone https://oauth2:«V»@gitlab.com/home-lab/nas-scripts.git  # 家里 NAS 脚本仓库", sec("glpat")),
]

SECRET_MIXED = [
    "把 «ENV» 设成 «V»，然后 docker compose restart 一下",
    "新的 «LABEL» 我生成好了：«V»，paste 到 integration 里就行，别 share",
    "# secrets.yaml 别 commit 到 GitHub\n«envl»: \"«V»\"",
    "[截图 OCR] «LABEL» · Created «date»\n«V»\nCopy 复制",
    "Dad 你截图里有 token «V»，我去 revoke 掉，下次 mask 一下",
    "environment:\n  - «ENV»=«V»   # 群晖 Container Manager\n  - PUID=1026",
    "HA log 一直报 401 Unauthorized，key 是 «V»，是不是 expired 了？",
    "Step 3：在 Settings → Integrations 里粘贴 API key `«V»`，然后 Submit",
    "«ENV»=«V»  # 家里 home server 用的",
    ("米家 vacuum 的 miio token: «V»，host «ip»", miio),
    ("xiaomi_miio integration 需要 token，我抓到的是 «V»", miio),
    ("Tuya local_key 拿到了: «V»，tinytuya scan 之后就能 local control", tuya_key),
    ("HA long-lived access token（profile 页面最下面）:\n«V»", sec("ha_jwt")),
    ("用这个 curl 测一下：curl -H \"Authorization: Bearer «V»\" http://«ip»:8123/api/", sec("ha_jwt")),
    ("WireGuard 的 PrivateKey = «V»，peer 那边填 public key 就行", wg_key),
    ("ESPHome api encryption key 是 «V»，adopt 的时候要用", esphome_key),
    ("Hyper Backup 到 S3 的 access key «V»，secret 我放 1Password 了", sec("aws")),
    ("Telegram bot token «V»，HA 的 notify 用", sec("telegram")),
    ("旧 laptop 的 backup 里有个 private key，还要吗？\n«V»", pem()),
    ("DuckDNS 的 token：«V»，cron 每 5 分钟 update 一次", uuid_tok),
    ("git remote 用的 https://x-access-token:«V»@github.com/home-lab-configs/ha.git，记得换成 SSH", sec("ghp", "gh_pat")),
    ("Plex 的 X-Plex-Token=«V»，电视上的 app 要填", plex_tok),
    ("OpenAI key «V» 是给小度替代方案 voice assistant 用的，每月 limit 10 刀", sec("openai", "openai_old")),
    ("IFTTT webhook：https://maker.ifttt.com/trigger/门铃/with/key/«V»", ifttt_key),
    ("Nest 集成要 OAuth client secret：«V»，client ID 在 Google Cloud console 里", sec("gocspx")),
]

# ---------------------------------------------------------------- password
PASSWORD_EN = [
    ("Mum — the wifi is «ssid» and the password is «V» (it's case sensitive!)", pw_wifi),
    ("WIFI:T:WPA;S:«ssid»;P:«V»;;", pw_wifi),
    ("network={\n    ssid=\"«ssid»\"\n    psk=\"«V»\"\n    key_mgmt=WPA-PSK\n}", pw_wifi),
    "Router admin page http://«ip» — login admin / «V»",
    "name,url,username,password,extra\n«site_en»,https://«ip»:«port»,admin,«V»,",
    ("Front door keypad code is «V»# — changed it after the builders finished", lambda c: pw_pin(c.r, 4, 6)),
    ("Garage door code: «V»", lambda c: pw_pin(c.r, 4, 6)),
    ("wifi:\n  ssid: \"«ssid»\"\n  password: \"«V»\"\n  ap:\n    ssid: \"Fallback Hotspot\"", pw_wifi),
    "# secrets.yaml\nmqtt_password: «V»\nmqtt_user: homeassistant",
    "Stream URL for the «cam_en»: rtsp://admin:«V»@«ip»:554/h264Preview_01_main",
    ("Wireless Network Name (SSID): «ssid»\nWireless Password/PIN: «V»\nDefault Access: http://«ip»", pw_wifi),
    "hey it's me, the new password for the printer web page is «V» all one word ok bye",
    ("dad ur ipad passcode is still «V» rite? need it to do the update", lambda c: pw_pin(c.r, 4, 6)),
    "# /etc/samba/.smbcredentials\nusername=mediabox\npassword=«V»",
    "MYSQL_ROOT_PASSWORD=«V»\nMYSQL_DATABASE=homeassistant",
    ("«monitor_en» setup: parent unit PIN «V», the app account is the shared family one", lambda c: pw_pin(c.r, 4, 6)),
    ("New «isp_en» hub password: «V» (I also wrote it on the fridge whiteboard)", pw_wifi),
    "3. Enter the network key: `«V»`\n4. Tap **Join** and wait for the light to go solid white",
    "mosquitto_pub -h «ip» -u homeassistant -P '«V»' -t home/test -m on",
    ("Screen Time passcode for the kids' tablet: «V»", lambda c: pw_pin(c.r, 4, 4)),
    ("Guest wifi «ssid»-Guest / pw: «V»", pw_wifi),
    "NAS login is admin and the pasword is «V» — dont change it pls grandma",
    ("Safe in the wardrobe reset to «V» after the battery change", lambda c: pw_pin(c.r, 4, 6)),
    "Plex / Jellyfin admin pw → «V»",
    "[router]\nhost = «ip»\nuser = admin\npassword = «V»",
    "ssh admin@«ip»\nadmin@«ip»'s password: «V»   <- typed it in the wrong box lol",
]

PASSWORD_ZH = [
    ("妈，家里 WiFi 名字是 «ssid»，密码是 «V»，注意大小写", pw_wifi),
    ("路由器后台 http://«ip» 管理密码：«V»", pw_zh),
    ("门锁临时密码 «V»，下午装宽带的师傅来了就发给他，用完我再删", lambda c: pw_pin(c.r, 6, 8)),
    ("«lock_zh» 管理员密码改成了 «V»，别告诉别人", lambda c: pw_pin(c.r, 6, 8)),
    ("光猫超级管理员 telecomadmin 的密码是 «V»", lambda c: c.r.choice([pw_zh(c.r), "telecomadmin" + str(c.r.randint(10000000, 99999999))])),
    ("群晖登录：账号 admin，密码 «V»", pw_zh),
    ("无线网络名称：«ssid»\n无线密码：«V»\n管理页面：«ip»", pw_wifi),
    ("我跟你说一下密码啊 «V» 就这个 你记一下", pw_zh),
    ("保险柜密码 «V»，别跟别人说", lambda c: pw_pin(c.r, 6, 8)),
    ("爸你手机锁屏密码是不是 «V»？我帮你备份一下微信聊天记录", lambda c: pw_pin(c.r, 4, 6)),
    ("萤石设备验证码（机身底部标签）：«V»", pw_code6),
    ("宽带 PPPoE 密码 «V»，账号写在合同第二页", lambda c: pw_pin(c.r, 6, 8)),
    ("名称,网址,用户名,密码\n家里NAS,http://«ip»:5000,admin,«V»", pw_zh),
    ("单元楼门禁密码 «V»#，快递员问就说不知道", lambda c: pw_pin(c.r, 4, 6)),
    ("小度 儿童模式 退出密码 «V»", lambda c: pw_pin(c.r, 4, 4)),
    ("wifi 密码：«V»（5G 和 2.4G 一样）", pw_wifi),
    ("你的 Apple ID 密码我帮你改成 «V» 了，记在本子上了", pw_zh),
    ("### 第三步\n输入 WiFi 密码 `«V»` 然后点击「连接」", pw_wifi),
    ("车库卷帘门 App 登录密码：«V»", pw_zh),
    ("访客网络 «ssid»_Guest，密码«V»，给阿姨用", pw_wifi),
    ("摄像头 RTSP 地址：rtsp://admin:«V»@«ip»:554/Streaming/Channels/101", pw_zh),
    ("[门锁]\n管理密码 = «V»\n更新时间 = «date»", lambda c: pw_pin(c.r, 6, 8)),
    ("老婆，路由器密码改了，新的是：«V»，手机要重新连一下", pw_wifi),
    ("宝宝监视器 «monitor_zh» 的观看密码 «V»", lambda c: pw_pin(c.r, 4, 6)),
    ("小米路由器 管理密码 和 WiFi 密码 一样 都是«V»", pw_wifi),
]

PASSWORD_MIXED = [
    ("妈 WiFi password 是 «V»，SSID 是 «ssid»", pw_wifi),
    "Router admin 后台 password 改成 «V» 了，remember 一下",
    ("door lock 的 temp code «V»，今天 cleaner 来用，晚上我删掉", lambda c: pw_pin(c.r, 6, 8)),
    "NAS login：admin / «V»，别外传",
    ("WIFI:T:WPA;S:«ssid»;P:«V»;;  <- 打印成二维码贴冰箱上", pw_wifi),
    ("ESPHome 配置：\nwifi:\n  ssid: \"«ssid»\"\n  password: \"«V»\"", pw_wifi),
    "camera 的 RTSP：rtsp://admin:«V»@«ip»:554/stream1，VLC 里能直接开",
    ("爸 你 iPad 的 passcode 是不是 «V»？要 update iOS", lambda c: pw_pin(c.r, 4, 6)),
    ("光猫 super admin 密码 «V»，改 bridge mode 要用", pw_zh),
    "mqtt_password: «V»   # secrets.yaml 里的，别 commit",
    ("Screen Time 密码 «V»，别让孩子看到", lambda c: pw_pin(c.r, 4, 4)),
    ("guest wifi 的密码：«V»，给 babysitter 用", pw_wifi),
    "name,url,username,password\nNAS,https://«ip»:5001,admin,«V»\n# 1Password export 出来的",
    ("萤石 camera 的 verification code «V»，在机器底部 label 上", pw_code6),
    "我把 Plex admin 的 pw 改成 «V» 了 ok?",
    ("Wireless Password：«V»\nSSID：«ssid»\n（路由器底下贴纸拍的）", pw_wifi),
    ("门禁 keypad code «V»#，delivery 的人问就别给", lambda c: pw_pin(c.r, 4, 6)),
    "DSM 7 登录 password: «V»，2FA 还没开",
    ("Baby monitor «monitor_en» 的 PIN «V»", lambda c: pw_pin(c.r, 4, 6)),
    "新的 Apple ID password 是 «V»，妈你写在本子上 don't forget",
    "MYSQL_PASSWORD=«V»  # HA recorder 用的 MariaDB",
    ("保险箱 code «V»，only for emergency", lambda c: pw_pin(c.r, 6, 8)),
]

# ---------------------------------------------------------------- email
EMAIL_EN = [
    "Ring account email: «V» — 2FA codes go to the same address",
    "Printer scan-to-email destination set to «V» (Brother web config → Scan → Scan to E-mail)",
    "notify:\n  - name: family_mail\n    platform: smtp\n    server: smtp.gmail.com\n    port: 587\n    sender: !secret smtp_sender\n    recipient: «V»",
    "Control Panel > Notification > Email\nRecipient: «V»\nSMTP server: smtp.gmail.com:587\nSubject prefix: [«nashost»]",
    "git config --global user.email \"«V»\"",
    "mum can u forward the confirmation to «V» pls, not my work one",
    "{\"device\": \"«cam_en»\", \"owner_email\": \"«V»\", \"fw\": \"«ver»\", \"online\": true}",
    "Google Family Link: child account «V» added to the family group on «date_gb»",
    "device,room,account\n«cam_en»,«room_en»,«V»\n«speaker_en»,«room_en2»,shared",
    ("just email me the error at «V» and I'll look tonight", email_obf),
    "Send logs → mailto:«V»?subject=Router%20logs%20«date»",
    "Apple ID on the old iPhone: «V» — sign out of Find My before wiping",
    "[OCR]\nSigned in as\n«V»\nManage your Google Account    Sign out",
    "smtplib.SMTPRecipientsRefused: {'«V»': (550, b'5.1.1 The email account that you tried to reach does not exist')}",
    "Recovery email for the eero app changed from the shared inbox to «V» on «date_us»",
    "Email: «V» | Plan: Ring Protect Basic | Devices: «n»",
    "BEGIN:VCARD\nVERSION:3.0\nFN:Home IT contact\nEMAIL;TYPE=HOME:«V»\nEND:VCARD",
    "Nest Aware household invite sent to «V» (Pending)",
    ("voice note: uh yeah send the invoice to «V» thanks", email_obf),
    "Backup report for the «nas_en» gets mailed to «V» after each run",
    "title,url,username,password\nNetflix,https://www.netflix.com,«V»,********",
    "> From: «V»\n> Subject: printer says offline AGAIN\n> it was fine yesterday",
    "HP Smart says the ePrint address is «V» — you can email PDFs straight to the printer",
    "Tailscale: machine «nashost» shared with «V» (accepted)",
    "[Hue] Account: «V» | Bridge ID 001788FFFE«hex4» | Lights: 1«n»",
]

EMAIL_ZH = [
    "米家账号绑定的邮箱是 «V»",
    "群晖 控制面板 → 通知设置 → 电子邮件，收件人填 «V»",
    "妈，你的 Apple ID 是 «V»，密码自己记着，别告诉别人",
    "打印机「扫描到邮箱」设置成了 «V»",
    "帮我把监控截图发到 «V»，谢谢",
    ("QQ邮箱 «V» 一直收不到验证码，看看垃圾箱", lambda c: f"{c.r.randint(10**5, 10**10)}@qq.com"),
    "{\"设备\": \"«cam_zh»\", \"绑定邮箱\": \"«V»\", \"固件\": \"«ver»\"}",
    "【OCR】当前登录账号\n«V»\n切换账号   退出登录",
    "宽带电子发票发送至 «V»，每月 5 号前",
    "小度 App 登录账号：«V»",
    ("有问题发邮件给我 «V»", email_obf),
    "华为云空间 备份通知邮箱 «V»",
    "设备,位置,账号\n«cam_zh»,«room_zh»,«V»",
    "旧手机迁移备忘：iCloud 账号 «V»，先关闭「查找我的 iPhone」再抹掉",
    "NAS 备份失败的告警邮件会发到 «V»",
    "git config --global user.email «V»  # 家里那台树莓派上",
    "天猫精灵 绑定的淘宝账号邮箱：«V»",
    "收件人：«V»\n主题：路由器日志 «date_zh»\n附件：syslog.txt",
    "老爸的邮箱是 «V»，以后打印机的墨水提醒发这里",
    "萤石云 账号：«V»（手机号登录不了就用这个）",
    "网易邮箱 «V» 的授权码要在设置里重新生成",
    "家庭共享 邀请已发送到 «V»，等待接受",
]

EMAIL_MIXED = [
    "米家 account 绑定的 email 是 «V»",
    "Synology 的 notification email 设成 «V» 了，backup fail 会收到",
    "妈你的 Apple ID 是 «V»，password 别告诉别人",
    "Printer 的 scan to email 目标地址：«V»",
    "截图发我 email 吧：«V»，WeChat 传图太糊",
    ("有 error 就 email 我：«V»", email_obf),
    "{\"device\": \"«cam_zh»\", \"email\": \"«V»\", \"status\": \"在线\"}",
    "[OCR] Signed in as «V»\n管理账号  Sign out",
    "iCloud 迁移 note：Apple ID «V»，先 sign out 再 erase",
    "Ring app 的 login email：«V»，2FA 也发这里",
    "git config user.email «V»   # 家里 home server",
    "notify:\n  - platform: smtp\n    recipient: «V»   # 收告警用",
    "设备,room,account\n«cam_en»,«room_zh»,«V»",
    "Family Link 里孩子的 Google account 是 «V»",
    "电信宽带 e-invoice 发到 «V»",
    "Tailscale share 给了 «V»，对方 accept 了",
    "QQ mail «V» 收不到 verification code，check 一下 spam",
    "Nest Aware 的 household invite 已发到 «V»，pending 中",
    "From: «V»\nSubject: NAS 又 offline 了\n昨天还好好的",
    "Netflix,https://netflix.com,«V»,********  <- password manager export，记得删",
]

# ---------------------------------------------------------------- phone
PHONE_EN = [
    "Emergency contact in the «monitor_en» app: «V»",
    "Ring alerts go by SMS to «V»",
    ("The Openreach engineer said ring him back on «V» if the light stays red", phone_gb),
    "service: notify.sms_family\ndata:\n  target: \"«V»\"\n  message: \"Water leak detected in the «room_en»\"",
    "BEGIN:VCARD\nVERSION:3.0\nFN:Key holder\nTEL;TYPE=CELL:«V»\nEND:VCARD",
    "2FA recovery number for the router account: «V»",
    "dad's new number is «V», save it before we move the SIM across",
    "name,phone,role\nNeighbour (key holder),«V»,keyholder\nAlarm company,,monitoring",
    "[OCR]\nIncoming call\n«V»\nmobile\nDecline        Accept",
    "Text me on «V» when the NAS rebuild is finished",
    "\"alarm_contacts\": [{\"label\": \"primary\", \"number\": \"«V»\", \"sms\": true}]",
    "SIM in the 4G trail camera: «V» (pay as you go, top up monthly)",
    "hi it's me call me back on «V» when you get this thanks bye",
    "WhatsApp the photo of the router lights to «V»",
    "Alarm monitoring – keyholder 1: «V»",
    "mum ur new numbr is «V» rite?? need it for the icloud recovery thing",
    "| Contact | Number |\n|---|---|\n| Babysitter | «V» |\n| Vet | see fridge |",
    "Lost Mode message: \"This iPad belongs to a child. Please call «V»\"",
    "[«date» «tlog»] SMS alert sent to «V» (status: delivered)",
    ("Work line «V» — use this one for the installer", lambda c: phone_us(c) if c.r.random() < 0.5 else phone_gb(c)),
    "Find My contact number set to «V»",
    "Doorbell chime forwarding: «V» (Ring Protect Plus call-forward)",
    "Home phone (landline on the hub): «V»",
    "Plumber who fitted the smart valve: «V», he said to call if it leaks",
]

PHONE_ZH = [
    ("宽带报装师傅电话：«V»，明天上午上门", phone_cn),
    "门锁绑定的手机号 «V»，告警短信都发到这",
    "妈，你的新号码是 «V» 对吧？我帮你把微信换绑一下",
    "紧急联系人：«V»",
    "【OCR】来电\n«V»\n浙江 杭州 移动\n拒绝   接听",
    "摄像头里的 4G 流量卡号码 «V»，每月 1 号扣费",
    "快递员说到了打他电话 «V»",
    "{\"联系人\": \"户主\", \"手机\": \"«V»\", \"短信告警\": true}",
    "小米账号安全手机：«V»",
    "有事打我电话 «V»，微信同号",
    "物业维修师傅手机 «V»，热水器智能插座坏了找他",
    ("家里座机 «V» 已经停了，光猫的语音口不用接", lambda c: c.r.choice(["010", "021", "0571", "0755", "028", "025"]) + "-" + str(c.r.randint(2, 8)) + "".join(c.r.choice(DIG) for _ in range(7))),
    "喂 你记一下 «V» 这是我新号 以后打这个",
    "天猫精灵 视频通话 绑定号码 «V»",
    "【萤石云】您的设备告警短信已发送至 «V»，如非本人操作请忽略",
    "姓名,电话,备注\n钥匙托管,«V»,隔壁邻居",
    "爸 你那个号 «V» 是不是欠费了 打不通",
    "装空调的师傅：«V»（顺便把网线也走了）",
    "找回密码的手机号 «V» 已经不用了，要先换绑",
    "| 联系人 | 电话 |\n|---|---|\n| 保姆 | «V» |",
    "路由器 4G 备用卡：«V»，流量不够了提醒我",
    "«date» «tlog» 门铃推送 → 电话提醒 «V» 未接通",
    "宝宝监视器的通知号码改成 «V» 了",
    "搬家师傅电话 «V»，周六上午九点",
]

PHONE_MIXED = [
    "宽带 installer 师傅 phone：«V»，tomorrow 上午来",
    "门锁 app 绑定的 number 是 «V»，alert 都发这里",
    "Mum 你新 number 是 «V» 对吧？WeChat 要换绑",
    "Emergency contact 紧急联系人：«V»",
    "[OCR] Incoming call\n«V»\n来电   Decline / Accept",
    "4G camera 里的 SIM 卡号码 «V»",
    "Delivery 小哥说到了 call 他 «V»",
    "\"contacts\": [{\"label\": \"户主\", \"number\": \"«V»\"}]",
    "有事 call 我 «V»，微信同号",
    "Recovery phone «V» 已经停用了，要先换掉",
    "notify target 写 «V»，HA 漏水 alert 会发 SMS",
    "name,phone\nkey holder 邻居,«V»",
    "Text 我 «V» 等 NAS rebuild 完",
    "Find My 的 contact number 设成 «V»",
    "plumber 装 smart valve 的：«V»，漏水就 call",
    "爸 你那个 number «V» 是不是欠费了 call 不通",
    "Babysitter 的电话 «V»，guest code 我另外发",
    "[«date» «tlog»] SMS alert sent to «V» 已送达",
    "Lost Mode 留言：请联系 «V»",
    "快递 update：courier 电话 «V»，放门口就行",
]

# ---------------------------------------------------------------- address
ADDRESS_EN = [
    "Ship the replacement «router_en» to «V»",
    "Installation address: «V»\nAppointment: «date_gb», 8am–1pm slot",
    "Ring > Device Settings > Address\n«V»",
    "# Home zone is set from the address, not the map pin:\n# «V»",
    "mum the engineer is coming to «V» tomorrow, not the old flat",
    "device,serial,install_address\n«cam_en»,«serial»,\"«V»\"",
    "DELIVER TO:\n«V»\nTRACKING 1Z«hex8»«nn»",
    "{\"service_address\": \"«V»\", \"plan\": \"Fiber «mbps»\", \"order\": \"«order»\"}",
    "Warranty registration – address line: «V»",
    "Openreach order: new line to be installed at «V»",
    "Amazon: Your «lock_en» was delivered to «V» — left at front porch",
    "E911 address for the VoIP line: «V»",
    "the new place is «V», can you set up the mesh wifi there saturday",
    "**Service address:** «V»\n**Speed:** «mbps» Mbps\n**Install window:** «date»",
    "Moving checklist\n- [x] book «isp_en» transfer to «V»\n- [ ] move the NAS\n- [ ] re-pair the doorbell",
    "Returned the faulty «cam_en» – collection from «V» booked",
    "Shipping address on the Synology RMA: «V»",
    "«isp_en» account → Moving home → New address: «V»",
    "Alexa > Settings > Device Location: «V»",
    "Printer ink subscription – delivery: «V»",
    ("Deliver to:\n«V»", lambda c: (street_gb(c) + "\n" + pick(c.r, CITY_GB) + "\n" + c.gb.postcode()) if c.r.random() < 0.5 else (street_us(c) + "\n" + "{}, {} {}".format(*pick(c.r, US_STATES), c.r.randint(10000, 99999)))),
    "Can you drop the spare fob round to «V» on your way?",
]

ADDRESS_ZH = [
    "宽带报装地址：«V»",
    "快递寄到 «V»，收件人写我就行",
    "师傅明天上门装门锁，地址 «V»",
    "米家 → 家庭管理 → 家庭位置：«V»",
    "【OCR 快递面单】收件地址：«V»\n运单号 «sf»",
    "妈，新家地址是 «V»，你记一下",
    "{\"安装地址\": \"«V»\", \"套餐\": \"«mbps»M 光宽带\", \"工单\": \"«ticket»\"}",
    "报修单：故障地址 «V»，光猫 LOS 灯红",
    "摄像头寄修 回寄地址：«V»",
    "搬家后宽带移机到 «V»，预约下周二",
    "门锁售后上门地址：«V»，联系人写户主",
    "京东 订单 «order» 收货地址 «V»",
    "天猫精灵 设备位置：«V»",
    "把旧路由器寄给外婆：«V»",
    "地址：«V»\n时间：«date_zh» 上午\n事项：安装 «cam_zh»",
    "电信营业厅说要先核实地址 «V» 有没有光纤覆盖",
    "- [x] 新地址 «V» 的宽带已报装\n- [ ] 旧房子的光猫退还",
    "小度 → 设置 → 我的地址 «V»",
    "装修师傅问网线弱电箱的事，地址是 «V»",
    "群晖保修寄回地址写 «V» 对吗？",
]

ADDRESS_MIXED = [
    "Router 寄回来的 address：«V»",
    "宽带 install 地址写 «V»，appointment 周六上午",
    "新家 address 是 «V»，Ring app 里也要改",
    "Shipping address 收件地址：«V»\nTracking：«sf»",
    "Mum 新家是 «V»，mesh wifi 我周末去装",
    "{\"address\": \"«V»\", \"isp\": \"«isp_zh»\", \"plan\": \"«mbps»M\"}",
    "Openreach engineer 明天到 «V»",
    "Alexa 的 device location 设成 «V» 了，天气才准",
    "门锁 RMA 寄到 «V»",
    "Amazon 显示 delivered to «V»，但门口没看到",
    "搬家 checklist：\n- [ ] ISP transfer 到 «V»\n- [ ] NAS 打包",
    "E911 address 要写 «V»，VoIP 才能开",
    "京东 order «order» 的收货 address «V»",
    "Installer 问地址：«V»，我发给他了",
    "DELIVER TO:\n«V»\n（快递单 OCR）",
]

# ---------------------------------------------------------------- government id


def hk_macau_permit(c):
    return "C" + ra(c.r, 8, DIG) if c.r.random() < 0.7 else "C" + ra(c.r, 1, UP) + ra(c.r, 7, DIG)


def any_en_id(c):
    return c.r.choice([ssn, ssn, nino, passport_en, dl_us, dl_gb])(c)


GOVID_EN = [
    ("«isp_en» credit check asked for the SSN: «V»", ssn),
    ("mum, for the internet account I need ur social — is it «V»?", ssn),
    ("Phone backup → Files → passport_scan.pdf (passport no. «V», expires 2031)", passport_en),
    ("HMRC app sign-in: National Insurance number «V»", nino),
    ("DVLA licence number «V» — needed for the EV chargepoint grant form", dl_gb),
    ("ID.me verification: SSN entered «V» — status pending review", ssn),
    ("type,title,number,expiry\nidentity,Passport,«V»,«date»", passport_en),
    ("[OCR]\nPASSPORT  Type P  Code GBR\nPassport No. «V»\nDate of expiry «date_gb»", lambda c: "".join(c.r.choice(DIG) for _ in range(9))),
    ("{\"doc_type\": \"ssn\", \"value\": \"«V»\", \"verified\": false}", ssn),
    ("Port-out form for the home phone line wanted the full SSN, not last 4: «V»", ssn),
    ("Driver license # «V» (for the Verizon store ID check)", dl_us),
    ("Old Notes migrated from the iPhone 8: \"SSN «V» — don't lose\"", ssn),
    ("my dad's social security number is «V», the AT&T form keeps rejecting it", ssn),
    ("NI No: «V»\nEmployer: see payslip", nino),
    ("Canadian SIN for the Rogers account: «V»", sin_ca),
    ("Secure note Passport in 1Password → number «V»", passport_en),
    ("Scanned the driving licence for the smart meter switch – licence no. «V»", dl_gb),
    ("Identity verification (Experian) → NINO «V»", nino),
    ("ITIN «V» on the tax form from the home office deduction folder", lambda c: f"9{c.r.randint(0, 99):02d}-{c.r.choice([70, 71, 72, 78, 80, 88, 90, 92])}-{c.r.randint(0, 9999):04d}"),
    ("SSN:«V»", ssn),
    ("Backup folder has IMG_2041.HEIC — that's the photo of the passport, number «V», delete it from iCloud", passport_en),
]

GOVID_ZH = [
    ("宽带报装需要身份证号：«V»", cn_id),
    ("流量卡实名认证 身份证 «V»", cn_id),
    ("门锁支持刷身份证开锁，录入的身份证号 «V»", cn_id),
    ("妈，你身份证号是不是 «V»？我帮你在 App 上做实名认证", cn_id),
    ("【OCR】公民身份号码 «V»", cn_id),
    ("护照号 «V»，出国前把手机备份一下", passport_cn),
    ("港澳通行证 «V»，照片在相册「证件」里", hk_macau_permit),
    ("手机相册备份：身份证正反面.jpg（«V»）", cn_id),
    ("{\"realname_auth\": {\"id_no\": \"«V»\", \"status\": \"已认证\"}}", cn_id),
    ("社保 App 登录账号就是身份证号 «V»", cn_id),
    ("驾驶证号 «V»，12123 要绑定", cn_id),
    ("身份证：«V»\n有效期：长期", cn_id),
    ("电信营业厅办宽带，身份证号码 «V»，户主本人", cn_id),
    ("爸的身份证号我存在备忘录里了：«V»", cn_id),
    ("香港身份证 «V»，开户用", hkid),
    ("姓名,证件类型,证件号\n户主,居民身份证,«V»", cn_id),
    ("小米门锁 NFC 录入身份证 «V» 成功", cn_id),
    ("天猫精灵 实名认证 证件号 «V»", cn_id),
    ("护照 No. «V»（新换的，旧的作废）", passport_cn),
    ("身份证 «V» 拍照上传老是失败，说反光", cn_id),
    ("外婆的身份证号码：«V»，医保 App 要", cn_id),
]

GOVID_MIXED = [
    ("宽带 install 需要 ID number：«V»", cn_id),
    ("SIM 卡 real-name 认证用的身份证 «V»", cn_id),
    ("Passport No. «V»，migration 到新 iPhone 前先拍照备份", passport_cn),
    ("Mum 你的身份证 number 是 «V» 吧？App verify 要用", cn_id),
    ("[OCR] 公民身份号码 / ID No. «V»", cn_id),
    ("ISP credit check 要 SSN：«V»", ssn),
    ("HMRC app 要 NI number «V»", nino),
    ("港澳通行证 «V»，scan 在 iCloud Drive 里", hk_macau_permit),
    ("{\"id_type\": \"身份证\", \"id_no\": \"«V»\"}", cn_id),
    ("门锁 NFC 录入了 ID card «V»", cn_id),
    ("Driver licence «V»，EV charger grant 要填", dl_gb),
    ("HKID «V»，bank app 开户", hkid),
    ("备份 folder 里有身份证照片 «V»，delete 掉吧", cn_id),
    ("SSN «V» 填在 AT&T 的 form 上了，一直 reject", ssn),
    ("passport «V» expires soon，记得 renew", passport_en),
    ("ID：«V»（户主，宽带合同用）", cn_id),
]

# ---------------------------------------------------------------- financial


def card_en(c):
    return card(c)


def card_visa(c):
    r = c.r
    n = luhn_fill(r, "4" + ra(r, 5, DIG), 16)
    return r.choice([n, f"{n[:4]} {n[4:8]} {n[8:12]} {n[12:]}", f"{n[:4]}-{n[4:8]}-{n[8:12]}-{n[12:]}"])


def card_zh(c):
    return card(c, zh=True)


FIN_EN = [
    ("«isp_en» autopay card: «V», exp 08/27", card_en),
    ("Direct Debit for the broadband: account no «V», sort code on the welcome letter", acct_gb),
    ("Pay the installer by bank transfer: IBAN «V»", iban),
    ("type,name,number,expiry\ncard,Visa Debit,«V»,09/26", card_visa),
    ("[OCR]\nVISA\n«V»\nVALID THRU 11/27", card_visa),
    ("dad read me the card number over the phone: «V» — I've added it to the Ring account", card_en),
    ("ACH refund for the solar monitor: routing 021000021 account «V»", acct_us),
    ("{\"wallet\": [{\"type\": \"card\", \"pan\": \"«V»\", \"exp\": \"03/28\"}]}", card_en),
    ("Apple Pay migration: card «V» needs re-verifying with the bank", card_en),
    ("Ring Protect payment failed for card «V» — update before «date_gb»", card_en),
    ("Bank details for the Virgin Media refund – IBAN: «V»", iban),
    ("Account number «V» (checking) for the AT&T autopay", acct_us),
    ("Nest Aware billing → payment method → «V»", card_en),
    ("mum ur card «V» got declined on the printer ink subscription, is it expired?", card_en),
    ("Standing order for the shared NAS drives — to acct «V»", acct_gb),
    ("Card: «V»\nName on card: see wallet\nExp: 05/29", card_en),
    ("Stripe test? no — this is the REAL card from the Sonos checkout: «V»", card_en),
    ("Routing number «V» (direct deposit form, home office folder)", routing),
    ("| Item | Value |\n|---|---|\n| Card | «V» |\n| Exp | 12/26 |", card_en),
    ("Send the money for the mesh kit to IBAN «V», reference HOMEWIFI", iban),
    ("Saved card in the Hue store: «V»", card_en),
]

FIN_ZH = [
    ("宽带自动扣费绑定的银行卡：«V»（工商银行）", card_zh),
    ("妈，你工行卡号 «V» 我帮你绑到电费代扣了", cn_bank_acct),
    ("转账给装修师傅：«V»，建设银行", cn_bank_acct),
    ("【OCR】中国银联\n«V»\n有效期 09/28", card_zh),
    ("闲鱼卖了旧 NAS，买家说打款到 «V»", cn_bank_acct),
    ("米家 App 付款方式：银行卡 «V»", card_zh),
    ("{\"支付方式\": \"储蓄卡\", \"卡号\": \"«V»\"}", card_zh),
    ("爸，你那张卡 «V» 绑定到小度会员了", card_zh),
    ("物业费代扣账户：«V»（招商银行）", cn_bank_acct),
    ("银行卡号：«V»\n开户行：农业银行 杭州分行", cn_bank_acct),
    ("话费自动充值卡号 «V»", card_zh),
    ("手机备份里有张银行卡照片，卡号 «V»，已删除", card_zh),
    ("退款到原卡 «V»，3-5 个工作日", card_zh),
    ("类型,名称,卡号\n银行卡,工资卡,«V»", cn_bank_acct),
    ("装监控的师傅收款账号 «V»（中国银行）", cn_bank_acct),
    ("天猫精灵 自动续费 绑的是 «V» 这张信用卡", card_zh),
    ("电信 App 银行卡 «V» 扣款失败", card_zh),
    ("外婆的养老金卡 «V»，帮她开了短信提醒", cn_bank_acct),
    ("Visa 卡 «V» 用来买 Apple 的 iCloud 空间", card_visa),
]

FIN_MIXED = [
    ("宽带 autopay 绑的卡：«V»", card_zh),
    ("Installer 的 IBAN «V»，转账 reference 写 WIFI", iban),
    ("[OCR] VISA «V» 有效期 VALID THRU 11/27", card_visa),
    ("Mum 你的 card «V» 绑到 Ring 了", card_en),
    ("闲鱼 buyer 说打款到 «V»", cn_bank_acct),
    ("{\"payment\": {\"card_no\": \"«V»\", \"bank\": \"招商银行\"}}", card_zh),
    ("Apple Pay 迁移：card «V» 要重新 verify", card_en),
    ("Direct Debit 账号 «V»，sort code 看信", acct_gb),
    ("card,Visa Debit,«V»,09/26  <- 1Password export，记得删", card_visa),
    ("电费代扣 bank account «V»", cn_bank_acct),
    ("Nest Aware billing 失败，card «V» 过期了", card_en),
    ("装修 payment 转到 «V»（建设银行）", cn_bank_acct),
    ("ACH routing 021000021 account «V»，refund 用", acct_us),
    ("小度会员 auto-renew 用的卡 «V»", card_zh),
    ("Virgin Media refund 的 IBAN：«V»", iban),
    ("卡号 card no.: «V»", card_zh),
]

# ---------------------------------------------------------------- person name


def nm_first(c):
    return name_en(c)[0]


def nm_full(c):
    fn, ln = name_en(c)
    return f"{fn} {ln}"


def nm_last(c):
    return name_en(c)[1]


def nm_devname(c):  # first or full, as used in device names
    return nm_first(c) if c.r.random() < 0.6 else nm_full(c)


def zh_full(c):
    return c.zh.name()


def zh_given(c):
    n = c.zh.name()
    return n[1:] if len(n) >= 3 else n


def nm_spoken(c):
    k = c.r.random()
    if k < 0.45:
        return nm_full(c)
    if k < 0.8:
        return nm_first(c)
    return f"{c.r.choice(['Mrs', 'Mr', 'Ms', 'Mrs.', 'Mr.'])} {nm_last(c)}"


def nm_mixed(c):
    k = c.r.random()
    if k < 0.45:
        return zh_full(c)
    if k < 0.7:
        return pinyin_name(c)
    return nm_full(c) if c.r.random() < 0.6 else nm_first(c)


NAME_EN = [
    ("Devices on network:\n«ip»   «V»'s iPhone\n«ip2»   Living-Room-TV\n«ip3»   «nashost»", nm_devname),
    ("Fingerprint 3 enrolled: «V» (right index)", person_en),
    ("[«date» «tlog»] Familiar face detected: «V» at Front Door", nm_full),
    ("Nanit summary: Baby «V» slept 10h 42m, woke up twice", nm_first),
    ("person:\n  - name: «V»\n    id: p«n»\n    device_trackers:\n      - device_tracker.pixel_7", nm_full),
    ("can you help «V» from next door with her printer? she's hopeless with wifi", nm_spoken),
    ("Family Link → Child account: «V» (age 1«n»)", nm_full),
    ("Plex: managed user «V» added, restrictions: Older Kids", nm_first),
    ("ok the router's back up. love, «V» x", nm_first),
    ("Account holder: «V»\nAccount no: «order»\nPlan: «isp_en» Fibre «mbps»", person_en),
    ("Wi-Fi network \"The «V» Family\" is now visible to guests", nm_last),
    ("name,device,mac_last4\n«V»,Pixel 7,3F2A", nm_full),
    ("Job 14«n» — «V» — Document1.docx — 3 pages — Printed", person_en),
    ("Connect to \"«V»'s AirPods Pro\"?", nm_devname),
    ("«lock_en» activity: Unlocked by «V» via keypad", nm_full),
    ("voice memo: tell «V» the router's fixed and the wifi name hasn't changed", nm_spoken),
    ("Nest Hub → Voice Match → «V» (linked)", nm_first),
    ("Netflix profiles: Kids, Guest, «V»", nm_first),
    ("AirDrop is sending \"router_manual.pdf\" to «V»'s MacBook", nm_devname),
    ("[Ring] «V» was added as a Shared User", nm_full),
    ("Whose Kindle is this on the network? Shows as «V»'s Kindle", nm_devname),
    ("tech support chat\nAgent: Who am I speaking with?\nCustomer: «V», the account holder", person_en),
    ("Apple ID owner on the old iPad: «V» — sign out before handing it down", nm_full),
    ("Baby monitor nickname changed to «V»'s Room", nm_first),
]

NAME_ZH = [
    ("局域网设备：\n«ip»   «V»的iPhone\n«ip2»   客厅电视\n«ip3»   小米路由器", zh_full),
    ("指纹 3：«V»（右手食指）", zh_full),
    ("门锁记录：«date» «tlog» 指纹开锁 «V»", zh_full),
    ("人脸识别：«V» 回家了（门口摄像头）", zh_full),
    ("宽带户主：«V»\n宽带账号：见合同", zh_full),
    ("米家 家庭成员：«V»（管理员）", zh_full),
    ("帮隔壁«V»阿姨弄一下打印机，她连不上 WiFi", zh_full),
    ("小度 儿童模式 宝宝名字：«V»", zh_given),
    ("快递收件人：«V»，放门口快递柜", zh_full),
    ("@«V» 路由器我重启了，你再试试", zh_full),
    ("打印任务：«V» - 作业本.pdf - 3 页 - 完成", zh_full),
    ("蓝牙配对请求：「«V»的 AirPods」", zh_full),
    ("萤石云 共享设备给了 «V»", zh_full),
    ("天猫精灵 声纹识别：«V»（已录入）", zh_full),
    ("客服：请问是哪位？\n我：我是户主«V»", zh_full),
    ("姓名,设备,备注\n«V»,华为 Mate 60,家庭组", zh_full),
    ("门锁用户列表：用户01 管理员 / 用户02 «V» / 用户03 保姆", zh_full),
    ("小爱同学 叫醒 «V» 起床上学", zh_given),
    ("妈，«V»表哥说他家 NAS 也是这个型号", zh_given),
    ("「«V»的 iPad」想要加入家庭共享", zh_full),
    ("电信装机单 客户姓名：«V»", zh_full),
]

NAME_MIXED = [
    ("Network devices:\n«ip»  «V»的iPhone\n«ip2»  客厅 TV", zh_full),
    ("门锁 log：«date» «tlog» fingerprint unlock by «V»", nm_mixed),
    ("Ring 识别到 familiar face：«V»", nm_mixed),
    ("帮 «V» 弄一下 printer，她连不上 WiFi", nm_mixed),
    ("米家 family member：«V»（admin）", zh_full),
    ("Nanit 显示 baby «V» 昨晚睡了 10 小时", lambda c: c.r.choice([nm_first, zh_given])(c)),
    ("Plex managed user 加了 «V»", nm_mixed),
    ("宽带 account holder：«V»", nm_mixed),
    ("「«V»'s AirPods」请求配对", lambda c: c.r.choice([nm_first, pinyin_name])(c)),
    ("Printer job 打印任务：«V» - homework.pdf - 3 pages", nm_mixed),
    ("person:\n  - name: «V»   # 家里 HA 的 person entity\n    id: p«n»", nm_mixed),
    ("@«V» router 我 reboot 了，再试一下", nm_mixed),
    ("Family Link 里 child account 是 «V»", nm_mixed),
    ("客服 chat：Agent: May I have your name?\n我：«V»", nm_mixed),
    ("Shared User 加了 «V»，可以看门铃 live view", nm_mixed),
    ("Wi-Fi 名字改成了 «V» Home", lambda c: c.r.choice([nm_last, lambda c: c.zh.last_romanized_name()])(c)),
    ("Voice Match 录了 «V» 的声音", nm_mixed),
    ("门锁 user list：01 admin / 02 «V» / 03 cleaner", nm_mixed),
]

# ---------------------------------------------------------------- username


def un_handle(c):
    return "@" + uname_en(c)


def un_mixed(c):
    return c.r.choice([uname_en, uname_zh])(c)


USER_EN = [
    "ssh «V»@«ip»",
    "Plex username: «V»",
    "Xbox gamertag «V» — add him for the Minecraft realm",
    "DSM users: admin (disabled), guest (disabled), «V»",
    "Map the share as \\\\«nashost»\\photos and log in as «V»",
    "posted the question on r/homeassistant as u/«V»",
    "ping me on discord, I'm «V»",
    "homeassistant:\n  auth_providers:\n    - type: homeassistant\n# users: «V» (admin), kiosk (non-admin)",
    "Nintendo Account nickname: «V» (child account)",
    "Steam: «V» is playing on the living room PC again",
    "Roblox username for the kids' tablet: «V»",
    ("follow the setup thread from «V» on X, it helped loads", un_handle),
    "Login: «V»\nLast login: «date» «tlog» from «ip»",
    "Config is up at github.com/«V»/home-assistant-config",
    "username,role,2fa\n«V»,administrators,yes\nguest,,no",
    "$ whoami\n«V»",
    "UniFi OS: new local user «V» created (Limited Admin)",
    "Jellyfin user «V» — parental rating PG",
    "Reolink app → Users → «V» (Guest)",
    "Tailscale machine owner: «V»@github",
    "ls -l /volume1/docker\ndrwxr-xr-x 5 «V» users 4096 «date» homeassistant",
    "Twitch / YouTube handle: «V» (kid wants to stream from the PS5)",
    "the kid's PSN ID is «V», please add as family member",
    "sudo usermod -aG docker «V»",
    "mqtt user for the zigbee bridge is «V» (not the admin one)",
]

USER_ZH = [
    ("微信号：«V»", lambda c: c.r.choice([uname_zh(c), f"wxid_{ra(c.r, 14, LO + DIG)}"])),
    ("QQ号 «V»，找回密码要用", qq_num),
    ("小米 ID：«V»（米家 App → 我的 → 账号）", mi_id),
    "群晖 用户名 «V»，属于 administrators 组",
    ("B站 UID «V»，孩子用的账号", lambda c: str(c.r.randint(10**6, 10**10))),
    "抖音号 «V»",
    "王者荣耀 游戏 ID «V»，晚上九点后不让玩",
    "ssh «V»@«ip»  # 家里树莓派",
    "加我微信 «V»，备注「装宽带」",
    "NAS 共享文件夹 用 «V» 账号登录",
    "登录名：«V»\n上次登录：«date» «tlog» 来自 «ip»",
    ("小米账号 «V» 下面有 2«n» 个设备", mi_id),
    "树莓派上：\n$ whoami\n«V»",
    "Jellyfin 用户 «V»，限制级别 儿童",
    "用户名,角色\n«V»,管理员\nguest,访客",
    "原神 UID 昵称 «V»，别再熬夜了",
    ("淘宝账号 «V»，天猫精灵 绑定的就是这个", uname_zh),
    "sudo usermod -aG docker «V»  # 让这个账号能用 docker",
    ("小红书号 «V»，装修笔记都在上面", lambda c: str(c.r.randint(10**8, 10**10))),
    "Steam 账号 «V»，家庭共享给弟弟",
]

USER_MIXED = [
    ("WeChat ID 微信号：«V»", uname_zh),
    "ssh «V»@«ip» 进 NAS",
    "Plex username 是 «V»",
    "Discord 上 ping 我 «V»",
    ("QQ 号 «V»，recover password 要用", qq_num),
    ("小米 ID «V»，米家 devices 都在这个 account 下", mi_id),
    "DSM user «V»，在 administrators group",
    "GitHub 上 «V»/ha-config 这个 repo 可以参考",
    "Xbox gamertag «V»，帮孩子加 friend",
    "Login: «V»\n上次登录 last login «date» «tlog»",
    "$ whoami\n«V»   # 在 Pi 上",
    "Reddit 上 u/«V» 的 guide 很有用",
    "Roblox username «V»，孩子的",
    "username,role\n«V»,admin  # DSM export 出来的用户列表",
    "抖音号 «V»，装修 vlog 都在",
    "sudo usermod -aG docker «V» 然后 re-login",
    "UniFi local user «V» 建好了",
    "MQTT user 用 «V»，不是 admin",
]

# ---------------------------------------------------------------- home path


def hp_user_en(c):
    r = c.r
    fn, ln = name_en(c)
    return r.choice([fn.lower(), fn.lower(), f"{fn.lower()}.{ln.lower()}", f"{fn[0].lower()}{ln.lower()}",
                     fn, f"{fn} {ln}", f"{fn.lower()}{r.randint(1, 99)}", f"{fn.lower()}{ln[0].lower()}"])


def hp_user_zh(c):
    r = c.r
    fn, ln = c.zh.first_romanized_name(), c.zh.last_romanized_name()
    return r.choice([f"{ln.lower()}{fn.lower()}", f"{ln} {fn}", c.zh.name(), f"{fn.lower()}{ln.lower()}",
                     f"{ln.lower()}{fn.lower()}{r.randint(1, 99)}", c.zh.user_name(), f"{fn}"])


LX_TAIL = ["homeassistant/config", "docker/homeassistant/configuration.yaml", "backups/router-2024.cfg",
           "scripts/backup.sh", ".ssh/id_ed25519", "Downloads/DSM_DS920+_69057.pat", "frigate/config.yml",
           "zigbee2mqtt/data/configuration.yaml", ".config/rclone/rclone.conf", "esphome/doorbell.yaml",
           "printer/ppd/HP_LaserJet.ppd", "pihole/etc-pihole", "nextcloud/data", ""]
MAC_TAIL = ["Library/Application Support/MobileSync/Backup", "Pictures/Photos Library.photoslibrary",
            "Downloads/Synology Assistant.dmg", "Desktop/router_backup.bin", "Documents/Home/network-notes.md",
            "Library/Mobile Documents/com~apple~CloudDocs/Family", ".ssh/config", "Movies/Nanit exports",
            "Library/Logs/DiagnosticReports", "Documents/Printer/Drivers", ""]
WIN_TAIL = ["AppData\\Roaming\\Apple Computer\\MobileSync\\Backup", "Pictures\\iPhone Import 2024",
            "Downloads\\Synology Drive Client.exe", "OneDrive\\Desktop\\printer driver",
            "AppData\\Local\\Packages\\Microsoft.WindowsTerminal", "Desktop\\Router config.bin",
            "Videos\\Captures", "Documents\\Scans", "AppData\\Roaming\\Brother\\ControlCenter4", ""]
WIN_TAIL_ZH = ["Documents\\WeChat Files", "Pictures\\手机备份", "Desktop\\新建文件夹", "Downloads\\群晖助手",
               "AppData\\Roaming\\Tencent\\QQ", "Documents\\扫描件", "Videos\\监控录像导出",
               "AppData\\Roaming\\Apple Computer\\MobileSync\\Backup", "OneDrive\\桌面", ""]


def _join(base, tail, sep):
    return base if not tail else base + sep + tail


def hp_gen(c, zh=False):
    r = c.r
    u = hp_user_zh(c) if zh else hp_user_en(c)
    u_nospace = u.replace(" ", "").lower() if u.isascii() else u
    k = r.randrange(9)
    if k in (0, 1):
        return _join(f"/home/{u_nospace}", pick(r, LX_TAIL), "/")
    if k in (2, 3):
        return _join(f"/Users/{u_nospace if r.random() < 0.7 else u}", pick(r, MAC_TAIL), "/")
    if k in (4, 5):
        return _join(f"C:\\Users\\{u}", pick(r, WIN_TAIL_ZH if zh and r.random() < 0.6 else WIN_TAIL), "\\")
    if k == 6:
        return _join(f"/volume1/homes/{u_nospace}", pick(r, ["Photos/MobileBackup", "Drive/Moments", ".ssh/authorized_keys", "Documents", ""]), "/")
    if k == 7:
        return _join(f"/mnt/c/Users/{u_nospace}", pick(r, ["Downloads", "Documents/ha-backup", "Pictures", ""]), "/")
    return r.choice([
        _join(f"\\\\{pick(r, ['DS920', 'NAS', 'DISKSTATION', 'TS464'])}\\homes\\{u_nospace}", pick(r, ["Photos", "Drive", "Backup", ""]), "\\"),
        _join(f"/share/homes/{u_nospace}", pick(r, ["Qsync", "Photos", ""]), "/"),
        _join(f"/var/services/homes/{u_nospace}", pick(r, [".ssh", "Drive", ""]), "/"),
    ])


def hp_en(c):
    return hp_gen(c)


def hp_zh(c):
    return hp_gen(c, zh=True)


def hp_mixed(c):
    return hp_gen(c, zh=c.r.random() < 0.55)


def hp_linux(zh=False):
    def g(c):
        r = c.r
        u = hp_user_zh(c) if zh else hp_user_en(c)
        u = u.replace(" ", "").lower() if u.isascii() else hp_user_en(c).replace(" ", "").lower()
        return r.choice([f"/home/{u}", f"/Users/{u}", f"/volume1/homes/{u}"]) + "/" + pick(r, [t for t in LX_TAIL if t])
    return g


def hp_win(zh=False):
    def g(c):
        r = c.r
        u = hp_user_zh(c) if zh else hp_user_en(c)
        return f"C:\\Users\\{u}\\" + pick(r, [t for t in (WIN_TAIL_ZH if zh else WIN_TAIL) if t])
    return g


def hp_winroot(zh=False):
    def g(c):
        u = hp_user_zh(c) if zh else hp_user_en(c)
        return f"C:\\Users\\{u}"
    return g


def hp_mac(zh=False):
    def g(c):
        r = c.r
        u = (hp_user_zh(c) if zh else hp_user_en(c)).replace(" ", "")
        if not u.isascii():
            u = hp_user_en(c).replace(" ", "").lower()
        return f"/Users/{u}/" + pick(r, [t for t in MAC_TAIL if t])
    return g


HOME_EN = [
    ("$ ls «V»\nconfiguration.yaml  secrets.yaml  automations.yaml  blueprints", hp_linux()),
    ("services:\n  homeassistant:\n    volumes:\n      - «V»:/config\n      - /etc/localtime:/etc/localtime:ro", hp_linux()),
    ("Traceback (most recent call last):\n  File \"«V»\", line 42, in <module>\n    import tinytuya\nModuleNotFoundError: No module named 'tinytuya'", lambda c: hp_linux()(c) + "/scan.py"),
    "rsync -avh --progress «V» «nashost»:/volume1/backup/",
    ("[OCR] Windows can't find '«V»'. Make sure you typed the name correctly, and then try again.", hp_win()),
    ("iTunes backups live in «V» — copy that folder to the external drive first", lambda c: f"C:\\Users\\{hp_user_en(c)}\\AppData\\Roaming\\Apple Computer\\MobileSync\\Backup"),
    ("Time Machine exclusions:\n- «V»\n- /Applications", hp_mac()),
    ("robocopy \"«V»\" \"E:\\PhoneBackup\" /E /Z /R:2", hp_win()),
    "Syncthing folder path: «V»",
    "WhatsApp chat export saved to «V»",
    ("dad the photos are in «V» not on the desktop", lambda c: c.r.choice([hp_win(), hp_mac()])(c)),
    ("PS «V»> Get-ChildItem -Recurse *.heic | Measure-Object", hp_winroot()),
    ("0 3 * * * «V» >> /var/log/nas-backup.log 2>&1", lambda c: hp_linux()(c).rsplit("/", 1)[0] + "/backup.sh"),
    ("Host nas\n    HostName «ip»\n    User admin\n    IdentityFile «V»", lambda c: c.r.choice(["/home/", "/Users/"]) + hp_user_en(c).replace(" ", "").lower() + "/.ssh/id_ed25519"),
    "Google Takeout unzipped to «V» (38 GB)",
    ("fatal: not a git repository (or any of the parent directories): «V»", hp_linux()),
    "Screenshot saved to «V»",
    ("Cloud Sync → local path: «V»", lambda c: f"/volume1/homes/{hp_user_en(c).replace(' ', '').lower()}/" + pick(c.r, ["Drive", "Photos", "CloudSync/GoogleDrive"])),
    ("Error: EACCES: permission denied, open '«V»'", lambda c: hp_linux()(c) + ".lock"),
    ("Printer driver installer log: extracted to «V»", hp_win()),
    ("Hyper Backup source folders:\n  ✓ «V»\n  ✓ /volume1/photo", lambda c: f"/volume1/homes/{hp_user_en(c).replace(' ', '').lower()}"),
    "Old laptop cleanup – anything left in «V» can go",
]

HOME_ZH = [
    "照片都备份在 «V» 下面",
    ("微信聊天记录默认保存在 «V»，C 盘快满了", lambda c: f"C:\\Users\\{hp_user_zh(c)}\\Documents\\WeChat Files"),
    ("群晖 Cloud Sync 本地路径：«V»", lambda c: f"/volume1/homes/{hp_user_zh(c).replace(' ', '').lower() if hp_user_zh(c).isascii() else c.zh.user_name()}/CloudSync"),
    ("报错：找不到文件「«V»」，请确认文件名是否正确", hp_win(True)),
    ("$ ls «V»\nconfiguration.yaml  secrets.yaml  automations.yaml\n# 配置文件都在这", hp_linux(True)),
    ("docker 映射：\nvolumes:\n  - «V»:/config", hp_linux(True)),
    ("爸，照片在 «V» 里，不在桌面上", hp_win(True)),
    ("iPhone 备份默认放在 «V»，先拷到移动硬盘", lambda c: f"C:\\Users\\{hp_user_zh(c)}\\AppData\\Roaming\\Apple Computer\\MobileSync\\Backup"),
    "rsync -av «V» admin@«ip»:/volume1/备份/",
    ("Traceback (most recent call last):\n  File \"«V»\", line 18\n权限不够", lambda c: hp_linux(True)(c) + "/main.py"),
    "手机导出的视频在 «V»",
    ("打印机驱动解压到了 «V»，再点 setup.exe", hp_win(True)),
    ("robocopy «V» E:\\备份 /E", hp_win(True)),
    "旧电脑清理：«V» 里的东西都可以删了",
    ("定时任务：0 3 * * * «V»", lambda c: hp_linux(True)(c).rsplit("/", 1)[0] + "/backup.sh"),
    ("PS «V»> dir   # 在爸的电脑上找照片", hp_winroot(True)),
    ("百度网盘同步目录改到了 «V»", lambda c: f"C:\\Users\\{hp_user_zh(c)}\\Documents\\BaiduNetdisk"),
    ("Time Machine 排除了 «V»", hp_mac(True)),
    ("QQ 接收的文件在 «V»", lambda c: f"C:\\Users\\{hp_user_zh(c)}\\Documents\\Tencent Files"),
    "截图保存到 «V»",
    "Syncthing 同步文件夹：«V»",
]

HOME_MIXED = [
    "照片 backup 在 «V»",
    ("WeChat Files 默认在 «V»，C 盘 full 了", lambda c: f"C:\\Users\\{c.r.choice([hp_user_zh, hp_user_en])(c)}\\Documents\\WeChat Files"),
    ("$ ls «V»\nconfiguration.yaml  secrets.yaml  # HA config 目录", lambda c: c.r.choice([hp_linux(), hp_linux(True)])(c)),
    ("docker compose 的 volume：«V»:/config", lambda c: c.r.choice([hp_linux(), hp_linux(True)])(c)),
    ("Error：找不到 «V»，check 一下 path", lambda c: c.r.choice([hp_win(), hp_win(True)])(c)),
    ("iPhone backup 在 «V»，先 copy 到 external drive", lambda c: f"C:\\Users\\{c.r.choice([hp_user_zh, hp_user_en])(c)}\\AppData\\Roaming\\Apple Computer\\MobileSync\\Backup"),
    "rsync -av «V» nas:/volume1/backup/  # 每晚跑",
    ("Traceback:\n  File \"«V»\", line 7\nPermissionError 权限不够", lambda c: c.r.choice([hp_linux(), hp_linux(True)])(c) + "/run.py"),
    "Dad，照片在 «V» 不在 desktop",
    ("Time Machine exclude 了 «V»", lambda c: c.r.choice([hp_mac(), hp_mac(True)])(c)),
    ("PS «V»> Get-ChildItem  # 找手机照片", lambda c: c.r.choice([hp_winroot(), hp_winroot(True)])(c)),
    ("crontab 每晚备份：0 3 * * * «V»", lambda c: c.r.choice([hp_linux(), hp_linux(True)])(c).rsplit("/", 1)[0] + "/backup.sh"),
    "Syncthing folder path 设成 «V»",
    "旧 laptop 清理：«V» 都可以 delete",
    ("printer driver extract 到 «V» 了", lambda c: c.r.choice([hp_win(), hp_win(True)])(c)),
    "Screenshot 存到了 «V»",
    ("IdentityFile «V»   # ssh config 连 NAS 用", lambda c: "/Users/" + c.r.choice([hp_user_en, lambda c: c.zh.user_name()])(c).replace(" ", "").lower() + "/.ssh/id_ed25519"),
]

# ---------------------------------------------------------------- schedule

MINS = list(range(0, 60, 5)) + [0, 0, 15, 30, 30, 45]


def t_ha(c):
    r = c.r
    return f"{r.randint(5, 23):02d}:{r.choice(MINS):02d}:00"


def t_ha_morning(c):
    r = c.r
    return f"{r.randint(5, 8):02d}:{r.choice(MINS):02d}:00"


def t_ha_evening(c):
    r = c.r
    return f"{r.randint(19, 22):02d}:{r.choice(MINS):02d}:00"


def t_morning_en(c):
    r = c.r
    h, m = r.randint(5, 8), r.choice(MINS)
    return r.choice([f"{h}:{m:02d}", f"{h}:{m:02d}am", f"{h}:{m:02d} a.m.", f"0{h}:{m:02d}", f"{h}.{m:02d}am"])


def t_evening_en(c):
    r = c.r
    h, m = r.randint(7, 11), r.choice(MINS)
    return r.choice([f"{h}:{m:02d}", f"{h}:{m:02d}pm", f"{h}:{m:02d} p.m.", f"{h + 12}:{m:02d}", f"{h}.{m:02d}pm",
                     f"{h}pm" if m == 0 else f"{h}:{m:02d}pm"])


def t_range_en(c):
    r = c.r
    a = r.randint(12, 14)
    b = a + r.randint(1, 2)
    fa, fb = (a - 1) % 12 + 1, (b - 1) % 12 + 1
    return r.choice([f"{fa}–{fb}pm", f"{fa}pm to {fb}pm", f"{a}:00-{b}:30", f"{fa}:30–{fb}:30pm", f"{a}:00–{b}:00"])


def t_morning_zh(c):
    r = c.r
    return zh_clock(r, r.choice(["早上", "早上", "", "上午"]), r.randint(6, 8), r.choice(MINS))


def t_evening_zh(c):
    r = c.r
    return zh_clock(r, r.choice(["晚上", "晚上", ""]), r.randint(7, 11), r.choice(MINS))


def t_range_zh(c):
    r = c.r
    a = r.randint(12, 14)
    b = a + r.randint(1, 2)
    m = r.choice([0, 30, 0])
    return r.choice([
        f"中午{a}点{'半' if m else ''}到{b - 12}点{'半' if m else ''}" if a == 12 else f"下午{a - 12}点到{b - 12}点{'半' if m else ''}",
        f"{a}:{m:02d}-{b}:{m:02d}",
        f"{a}:{m:02d}~{b}:{m:02d}",
        f"{a}点{'半' if m else ''}到{b}点{'半' if m else ''}",
        f"中午{ZH_NUM[a - 12] if a > 12 else '十二'}点到下午{ZH_NUM[b - 12]}点",
    ])


SCHED_EN = [
    ("automation:\n  - alias: Kids bedtime lights off\n    trigger:\n      - platform: time\n        at: \"«V»\"\n    action:\n      - service: light.turn_off\n        target:\n          area_id: kids_room", t_ha_evening),
    ("I leave for work at «V» every weekday, so arm the cameras after that", t_morning_en),
    ("dad's usually in bed by «V», so schedule the router reboot for after", t_evening_en),
    ("The baby naps «V» most days — please don't run the robot vacuum then", t_range_en),
    ("Robot vacuum: runs at «V» Mon–Fri while we're all out", lambda c: c.r.choice([t_morning_en, lambda c: f"{c.r.randint(9, 11)}:{c.r.choice([0, 30]):02d}"])(c)),
    ("Alexa routine \"Good morning\": «V» weekdays — lights on, kettle plug on, news briefing", t_morning_en),
    ("I walk the dog every night at «V», that's when the porch light should come on", t_evening_en),
    ("Family Link bedtime: tablets lock at «V» on school nights", t_evening_en),
    ("Nanit bedtime routine starts at «V» sharp, white noise on", t_evening_en),
    ("Camera privacy mode turns ON every day at «V» when we get home", lambda c: f"{c.r.randint(5, 7)}:{c.r.choice([0, 15, 30, 45]):02d}pm"),
    ("I pick the kids up at «V» every weekday, so the garage opens around then", lambda c: f"{c.r.randint(2, 3)}:{c.r.choice([15, 30, 45]):02d}" + c.r.choice(["", "pm", " pm"])),
    ("Gym Tue/Thu at «V», house is empty for about an hour", t_en),
    ("Thermostat wake-up setpoint: «V» on weekdays", t_morning_en),
    ("I usually get home by «V» on weekdays — the arrival automation can wait till then", lambda c: f"{c.r.randint(5, 7)}:{c.r.choice([0, 15, 30, 45]):02d}" + c.r.choice(["", "pm", " p.m."])),
    ("The nanny arrives at «V» every morning, I'll send her a guest code", t_morning_en),
    ("remind me every day at «V» to give grandma her tablets", t_en),
    ("Lock insights: front door usually unlocked around «V» on weekdays", t_morning_en),
    ("mum does her video call with us every Sunday at «V», make sure the iPad is charged", lambda c: c.r.choice([t12, t24])(c)),
    ("Kids' wifi pause schedule: every school night from «V»", t_evening_en),
    ("I take the bins out at «V» every Wednesday night so the driveway light stays on", t_evening_en),
    ("Weekday alarm on the Echo: «V» (don't change it again pls)", t_morning_en),
    ("Sprinklers timed for «V» daily, after I've left for the school run", lambda c: f"{c.r.randint(7, 9)}:{c.r.choice([0, 15, 30, 45]):02d}" + c.r.choice(["", "am", " a.m."])),
    ("We're all out the door by «V» every morning", lambda c: c.r.choice([t_morning_en, t_words])(c)),
    ("Hue: fade-in sunrise alarm at «V» weekdays only", t_morning_en),
]

SCHED_ZH = [
    ("我每天«V»出门，门锁自动布防设在这之后", t_morning_zh),
    ("每天«V»遛狗，门口的灯那个时候开", t_evening_zh),
    ("小度 闹钟：每天«V»叫孩子起床", t_morning_zh),
    ("宝宝每天«V»睡午觉，扫地机器人别这个时间开", t_range_zh),
    ("爸每天«V»就睡了，路由器定时重启设在之后", t_evening_zh),
    ("米家自动化：定时 每天 «V» 关闭客厅灯", lambda c: f"{c.r.randint(21, 23)}:{c.r.choice([0, 15, 30, 45]):02d}"),
    ("工作日«V»以后家里没人，摄像头开启看家模式", t_morning_zh),
    ("孩子每周«wd_zh»«V»上钢琴课，那天接送晚一点", lambda c: c.r.choice([f"下午{c.r.randint(4, 6)}点", f"晚上{c.r.randint(6, 7)}点半", f"{c.r.randint(16, 19)}:{c.r.choice([0, 30]):02d}"])),
    ("我一般«V»下班到家，回家模式可以那时候触发", lambda c: c.r.choice([f"{c.r.randint(17, 19)}:{c.r.choice([0, 15, 30, 45]):02d}", f"晚上{c.r.randint(6, 7)}点", f"{c.r.randint(5, 7)}点半"])),
    ("奶奶每天«V»去公园晨练，门锁那时候会有开锁记录", t_morning_zh),
    ("automation 里写的：\n  trigger:\n    - platform: time\n      at: \"«V»\"\n# 每天叫孩子起床", t_ha_morning),
    ("天猫精灵 每天«V»提醒外婆吃药", t_zh),
    ("我每天晚上«V»左右洗澡，热水器提前半小时开", t_evening_zh),
    ("保姆每天«V»到，临时密码那之前生效就行", t_morning_zh),
    ("孩子平板每晚«V»自动锁定（家长控制）", t_evening_zh),
    ("每周六«V»去上游泳课，家里没人", lambda c: c.r.choice([f"上午{c.r.randint(8, 10)}点", f"{c.r.randint(8, 10)}:{c.r.choice([0, 30]):02d}", f"早上{ZH_NUM[c.r.randint(8, 9)]}点半"])),
    ("老公每天«V»出门上班，车库门那时候会开", t_morning_zh),
    ("米家 扫地机 定时：每天 «V»（我们都上班不在家）", lambda c: f"{c.r.randint(9, 14)}:{c.r.choice([0, 30]):02d}"),
    ("我每天«V»接孩子放学", lambda c: c.r.choice([f"下午{c.r.randint(3, 4)}点{c.r.choice(['', '半', '40'])}", f"{c.r.randint(15, 16)}:{c.r.choice([30, 40, 50]):02d}"])),
    ("摄像头隐私模式：每天«V»自动开启", t_evening_zh),
    ("每天«V»家里准时开饭，小爱会播报", lambda c: zh_clock(c.r, c.r.choice(["晚上", "傍晚", ""]), c.r.randint(5, 7), c.r.choice(MINS))),
    ("每天«V»起床，窗帘电机那时候开", t_morning_zh),
    ("«speaker_zh» 设了个每日提醒：«V» 该出门送孩子了", t_morning_zh),
    ("我们家«wd_zh»到周五每天«V»出门，«room_zh»的空调可以那之后自动关", t_morning_zh),
    ("爷爷每天«V»午睡，«room_zh»的窗帘那时候自动关上", t_range_zh),
    ("每晚«V»孩子上床，«room_zh»小夜灯自动亮", t_evening_zh),
    ("我每天«V»下班，到家前让«speaker_zh»先开空调", lambda c: zh_clock(c.r, c.r.choice(["下午", "傍晚", ""]), c.r.randint(5, 6), c.r.choice(MINS))),
    ("每天«V»健身房，大概一个半小时，家里没人", t_zh),
]

SCHED_MIXED = [
    ("我每天 «V» 出门 work，camera 之后再 arm", lambda c: c.r.choice([t_morning_zh, t_morning_en])(c)),
    ("Dad 每天 «V» 就睡了，router reboot 排在之后", lambda c: c.r.choice([t_evening_zh, t_evening_en])(c)),
    ("Baby 每天 «V» 午睡，robot vacuum 别开", lambda c: c.r.choice([t_range_zh, t_range_en])(c)),
    ("每天晚上 «V» walk the dog，porch light 那时候开", t_evening_en),
    ("小度 alarm：weekdays «V» 叫孩子起床", t_morning_en),
    ("automation:\n  - alias: 孩子睡觉关灯\n    trigger:\n      - platform: time\n        at: \"«V»\"", t_ha_evening),
    ("Family Link bedtime 设的 «V»，school nights 平板自动锁", t_evening_en),
    ("保姆每天 «V» 到，guest code 那之前生效", lambda c: c.r.choice([t_morning_zh, t_morning_en])(c)),
    ("我一般 «V» 到家，arrival automation 可以那时候 trigger", lambda c: f"{c.r.randint(17, 19)}:{c.r.choice([0, 15, 30, 45]):02d}"),
    ("外婆每天 «V» 去 morning exercise，门锁会有 unlock 记录", t_morning_zh),
    ("Gym 每周二四 «V»，house 没人", t_en),
    ("扫地机 schedule：每天 «V»，我们都在 office", lambda c: f"{c.r.randint(9, 14)}:{c.r.choice([0, 30]):02d}"),
    ("Echo 的 weekday alarm «V»，别再改了", t_morning_en),
    ("每天 «V» 接 kids 放学，garage 那时候开", lambda c: c.r.choice([zh_clock(c.r, "下午", c.r.randint(3, 4), c.r.choice(MINS)), f"{c.r.randint(3, 4)}:{c.r.choice(MINS):02d}" + c.r.choice(["pm", " pm", "", "PM"])])),
    ("Camera privacy mode 每天 «V» 自动 ON", t_evening_zh),
    ("Hue sunrise alarm «V»，只在 weekdays", t_morning_en),
    ("天猫精灵 reminder：每天 «V» 提醒外婆吃药", t_zh),
    ("Family routine：我们每天 «V» 全家出门，camera 自动 arm", lambda c: c.r.choice([t_morning_zh, t_morning_en])(c)),
    ("Bedtime routine：孩子每晚 «V» 上床，«room_zh» night light 自动亮", lambda c: c.r.choice([t_evening_zh, t_evening_en])(c)),
    ("«speaker_zh» 的 daily reminder：«V» 送孩子上学", lambda c: c.r.choice([t_morning_zh, t_morning_en])(c)),
    ("我每天 «V» 下班 get home，空调提前开", lambda c: zh_clock(c.r, c.r.choice(["下午", "傍晚", ""]), c.r.randint(5, 6), c.r.choice(MINS))),
    ("爷爷每天 «V» 午睡，«room_zh» 的 curtain 自动关", lambda c: c.r.choice([t_range_zh, t_range_en])(c)),
    ("每周«wd_zh» «V» 钢琴课，the house is empty", lambda c: c.r.choice([t_zh, t_en])(c)),
]

# ---------------------------------------------------------------- geo


def geo_coords_en(c):
    return coords(c, c.r.choice(["us", "gb"]))


def geo_coords_zh(c):
    return coords(c, "cn")


def geo_coords_any(c):
    return coords(c, c.r.choice(["us", "gb", "cn", "cn"]))


def geo_plain_en(c):
    return coords(c, c.r.choice(["us", "gb"]), plain=True)


def geo_plain_zh(c):
    return coords(c, "cn", plain=True)


def amap_pos(c):
    lat, lon = coords_near(c, "cn")
    return f"{lon:.6f},{lat:.6f}"


def geo_en_any(c):
    return c.r.choice([geo_coords_en, zip_us, postcode_gb, geo_en_place, w3w])(c)


def geo_zh_any(c):
    return c.r.choice([geo_coords_zh, postcode_cn, geo_zh_place, geo_zh_place])(c)


GEO_EN = [
    ("Home location for the Hue sunset automation: «V»", geo_coords_en),
    ("https://maps.google.com/?q=«V»  <- that's our front gate, for the delivery driver", geo_plain_en),
    ("GPS Position                    : «V»\nCamera Model Name               : iPhone 13", geo_coords_en),
    ("Ring asked for the ZIP code to set the home location: «V»", zip_us),
    ("Weather card set to postcode «V» so the rain alerts are local", postcode_gb),
    ("Openreach availability checker: «V» — FTTP available from «date_gb»", postcode_gb),
    ("Tell the courier to use ///«V» — the app drops them at the right gate".replace("///«V»", "«V»"), w3w),
    ("We're at «V», the drone shop lady can't find it", geo_en_place),
    ("our building is «V» — the mesh node goes on the landing", geo_en_building),
    ("geo:«V»?z=19", geo_plain_en),
    ("{\"home\": {\"coords\": \"«V»\", \"radius_m\": 100}}", geo_plain_en),
    ("Find My: last seen near «V», 12 min ago", geo_coords_en),
    ("zone:\n  - name: Home\n    # centre: «V»\n    radius: 75", geo_plain_en),
    ("The house is «V» — installer keeps going to the wrong one", geo_en_place),
    ("photo metadata from mum's phone backup: «V» (taken in the back garden)", geo_coords_en),
    ("Zip for the Nest weather: «V»", zip_us),
    ("Amazon Key delivery instructions: «V»", geo_en_place),
    ("Life360 home place pinned at «V»", geo_plain_en),
    ("«isp_en» outage checker → enter your postcode: «V» → no known issues", postcode_gb),
    ("latitude/longitude for the solar forecast integration = «V»", geo_plain_en),
    ("Google Home → Home address shows just «V»", lambda c: c.r.choice([zip_us, postcode_gb])(c)),
    ("Drop pin: «V»", geo_coords_en),
]

GEO_ZH = [
    ("我们小区是«V»，快递别送错", geo_zh_place),
    ("邮编 «V»，宽带合同上要填", postcode_cn),
    ("家的坐标 «V»，米家地理围栏用", geo_coords_zh),
    ("我家就在«V»", geo_zh_place),
    ("高德标注：https://uri.amap.com/marker?position=«V»&name=家", amap_pos),
    ("米家 地理围栏 中心点 «V»，半径 200 米", geo_plain_zh),
    ("照片 EXIF 里的位置：«V»（在阳台拍的）", geo_coords_zh),
    ("装宽带的师傅找不到，跟他说是«V»", geo_zh_place),
    ("天气插件的位置改成 «V» 了", geo_plain_zh),
    ("外卖地址备注：«V»", geo_zh_place),
    ("{\"名称\": \"家\", \"lat_lng\": \"«V»\", \"半径\": 100}", geo_plain_zh),
    ("「查找」显示手机最后位置 «V»", geo_coords_zh),
    ("家门口那个摄像头朝向«V»的大门", geo_zh_place),
    ("快递柜邮编 «V»", postcode_cn),
    ("定位：«V»", lambda c: c.r.choice([geo_coords_zh, geo_zh_place])(c)),
    ("新家在«V»，离地铁近", geo_zh_place),
    ("Home Assistant 的家位置：«V»", geo_plain_zh),
    ("爸的手机共享位置停在 «V» 一下午了", geo_coords_zh),
    ("邮政编码：«V»\n（寄回群晖的时候写的）", postcode_cn),
    ("地址只写到«V»就行，师傅会打电话", geo_zh_place),
]

GEO_MIXED = [
    ("我们 building 是«V»，delivery 别送错", geo_zh_place),
    ("ZIP code «V»，Ring setup 要填", lambda c: c.r.choice([zip_us, postcode_cn])(c)),
    ("Home location：«V»，米家 geofence 用", geo_coords_any),
    ("https://maps.google.com/?q=«V»  这是我家门口", lambda c: c.r.choice([geo_plain_zh, geo_plain_en])(c)),
    ("高德 marker：https://uri.amap.com/marker?position=«V»", amap_pos),
    ("EXIF GPS：«V»，backup 里的照片", geo_coords_any),
    ("Postcode «V»，Openreach checker 说 FTTP available", postcode_gb),
    ("快递 driver 找不到，tell him 是«V»", geo_zh_place),
    ("zone:\n  - name: Home\n    # 中心点 «V»\n    radius: 100", lambda c: c.r.choice([geo_plain_zh, geo_plain_en])(c)),
    ("Find My 显示 last seen near «V»", geo_coords_any),
    ("what3words «V»，快递放那个门", w3w),
    ("We live at «V»，离 metro 很近", lambda c: c.r.choice([geo_zh_place, geo_en_place])(c)),
    ("Weather integration 的位置设成 «V»", geo_plain_zh),
    ("邮编 postcode：«V»", postcode_cn),
    ("Life360 的 home pin：«V»", lambda c: c.r.choice([geo_plain_zh, geo_plain_en])(c)),
    ("外卖 note：«V»，到了 call 我", geo_zh_place),
]

# --------------------------------------------------------------------------- benign (hard negatives)

FILL.update({
    "uuid": lambda c: uuid_tok(c),
    "sha": lambda c: ra(c.r, 64, HEX),
    "git7": lambda c: ra(c.r, 7, HEX),
    "jd": lambda c: str(c.r.randint(10**11, 10**12 - 1)),
    "taobao": lambda c: str(c.r.randint(10**17, 10**18 - 1)),
    "ups": lambda c: "1Z" + ra(c.r, 6, UP + DIG) + ra(c.r, 10, DIG),
    "room_slug": lambda c: pick(c.r, ["living_room", "kitchen", "hallway", "garage", "nursery", "study", "porch"]),
    "cve": lambda c: f"CVE-20{c.r.randint(22, 25)}-{c.r.randint(1000, 49999)}",
    "inv": lambda c: f"INV-{c.r.randint(100000, 999999)}",
    "nnnn": lambda c: str(c.r.randint(1000, 99999)),
    "rma": lambda c: f"RMA{c.r.randint(10**7, 10**8 - 1)}",
    "pub_en": lambda c: pick(c.r, ["Linus Torvalds", "Tim Cook", "Paulus Schoutsen", "Jony Ive", "Sundar Pichai", "Andy Jassy"]),
    "pub_zh": lambda c: pick(c.r, ["雷军", "任正非", "马化腾", "余承东", "卢伟冰"]),
    "hotline_en": lambda c: pick(c.r, ["Apple Support 1-800-275-2273", "BT on 0800 800 150", "Virgin Media on 0345 454 1111",
                                       "Comcast on 1-800-934-6489", "Sky on 0333 759 5055"]),
    "hotline_zh": lambda c: pick(c.r, ["小米客服 400-100-5678", "电信客服 10000", "移动客服 10086", "联通客服 10010",
                                       "华为客服 950800", "Apple 中国 400-666-8800"]),
    "kb": lambda c: f"KB{c.r.randint(5000000, 5099999)}",
    "err": lambda c: pick(c.r, ["0x80070005", "0x8007045D", "E-1043", "ERR_CONNECTION_REFUSED", "HTTP 503", "E52", "0x0000011b"]),
    "fwfile": lambda c: pick(c.r, ["DSM_DS920+_69057.pat", "RAX50-V1.0.12.124.zip", "esphome-2024.6.1.bin", "haos_rpi4-64-12.3.img.xz", "miwifi_ra72_firmware_1.0.168.bin"]),
})


BENIGN_EN = [
    "Firmware «ver» for the «router_en» is out — release notes mention WPA3 and mesh backhaul fixes.",
    "Order #«order» shipped: «cam_en», estimated delivery «date_us».",
    "Ticket «ticket_en» opened with «isp_en» support — status: awaiting engineer visit.",
    "HA «ha_ver» broke the «ha_comp» integration for a lot of people, rolled back until the patch lands.",
    "DSM «dsm_ver» installed on the «nas_en», reboot took «dur» minutes.",
    "entity_id: binary_sensor.front_door\nstate: \"off\"\nlast_changed: «date»T«tlog»Z",
    "Apple Store opening hours: 10:00–20:00 Mon–Sat, 12:00–18:00 Sun. Genius Bar walk-ins until 19:00.",
    "«isp_en» planned maintenance in «city_en» on «date_gb» between 00:00 and 06:00 — expect short drops.",
    "If the router keeps dropping, ring «hotline_en»; average wait was «dur» minutes today.",
    "Default gateway 192.168.1.1, DNS set to 1.1.1.1 and 9.9.9.9, DHCP range .100–.200, lease 24h.",
    "{\"id\": \"«uuid»\", \"platform\": \"hue\", \"entity_id\": \"light.«room_slug»\", \"disabled_by\": null}",
    "$ sha256sum «fwfile»\n«sha»  «fwfile»",
    "commit «git7» — bump esphome to «ver», fix doorbell debounce",
    "Price check: «cam_en» is «usd» on Amazon, «gbp» at Currys this week.",
    "Speed test: «mbps» Mbps down / «nn» Mbps up, ping «n» ms, jitter 1 ms.",
    "The docs say `api_key: YOUR_API_KEY` — replace it with the key from your own account page.",
    "wifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\nlogger:\n  level: DEBUG",
    "Example from the integration docs: notify user@example.com when the washer finishes.",
    "Home Assistant release party is on YouTube Wednesday at 8pm UTC, worth watching for the voice stuff.",
    "The engineer slot is «date_gb», 8am–1pm. They text 30 minutes before arrival.",
    "Alexa, what's the weather in «city_en» tomorrow?",
    "«pub_en» said in the keynote that Matter support is coming to more devices this year.",
    "Ring Alarm Pro review: solid hardware, but the subscription is «usd» a month.",
    "Error «err» when installing the «printer_en» driver — running the installer as administrator fixed it.",
    "Model: «nas_en» | Disks: 4 × «gbs» WD Red Plus | RAID: SHR-1 | Health: Good",
    "Changed the 2.4 GHz channel from 6 to 11 and 5 GHz from 36 to 149; interference is way down.",
    "«room_en»: 21.«n» °C, humidity «nn» %, CO2 6«nn» ppm",
    "Ports forwarded: 443 → «ip»:8123 (HA), 32400 → «ip2»:32400 (Plex). UPnP disabled.",
    "Default login is printed on the label under the router — change it during first setup, the app forces you to.",
    "Return «rma» approved; the replacement «lock_en» ships from the «city_us» warehouse.",
    "«cve» affects «router_en» firmware below «ver»; update ASAP.",
    "\"Hey Google, set a timer for «dur» minutes\" works fine on the Nest Hub but not on the Mini.",
    "Battery at «pct»% on the «lock_en»; it takes 4 × AA, lithium lasts longer.",
    "Black Friday: «speaker_en» down to «usd», cheapest it's been.",
    "Docs example path: /config/custom_components/«ha_comp»/manifest.json",
    "Moved the download to ~/Downloads/«fwfile» and flashed it from there.",
    "C:\\Program Files\\Brother\\ControlCenter4\\BrCcBoot.exe keeps crashing after «kb».",
    "volumes:\n  - /volume1/docker/homeassistant/config:/config\n  - /etc/localtime:/etc/localtime:ro",
    "iTunes keeps backups under %APPDATA%\\Apple Computer\\MobileSync\\Backup on Windows.",
    "Invoice «inv» for the mesh kit: «usd» incl. tax, paid «date_us».",
    "Pi-hole blocked «pct»% of queries today («nnnn» total).",
    "Roborock firmware «ver» adds no-go zones and carpet boost.",
    "Order confirmation: 2 × Philips Hue White A19, 1 × Hue Bridge, subtotal «usd».",
    "IPv6 prefix delegation enabled (/56); «nas_en» picked up a global address.",
    "UPS tracking «ups» — out for delivery.",
    "The token lives in secrets.yaml as !secret ha_token — never paste the real value in chat.",
    "Kids' tablets: max screen time «dur» min on weekdays (Family Link default).",
    "Printer shows «err»; cleared the paper jam and it printed the test page.",
    "Webinar on Zigbee channel planning: «date_gb» at «hh_once», free registration.",
    "Meeting with the installer moved to Thursday at «hh_once», just this once.",
    "HomePod mini firmware 17.«n» rolled out; Siri answers faster.",
    "Set the HA time zone to «tz» and the unit system to metric.",
    "The sample config uses password: changeme and username: admin — obviously change both.",
    "MQTT topic zigbee2mqtt/«room_slug»_sensor reports every «dur» seconds.",
    "Frigate 0.1«n» needs at least «n» GB RAM for the «cam_en» streams.",
    "Our postcode area got full fibre this month according to the «isp_en» press release for «city_gb».",
    "Store pickup ready at the «city_us» Best Buy, counter closes at 9pm.",
    "Reset instructions: hold the button for 10 seconds until the LED blinks amber, then use the app.",
    "Storage: «gbs» used of 16TB, snapshots every 4 hours retained for 7 days.",
    "UUID of the USB drive: «uuid» — add it to fstab with nofail.",
]

BENIGN_ZH = [
    "«router_zh» 固件 «ver» 更新了，修复了 Mesh 组网掉线的问题",
    "京东订单号 «jd»，预计 «date_zh» 送达",
    "路由器连不上就打«hotline_zh»，今天排队大概«dur»分钟",
    "群晖 DSM «dsm_ver» 已安装完成，重启用了«dur»分钟",
    "顺丰单号 «sf»，已揽收，正在发往«city_zh»转运中心",
    "小米路由器默认管理地址是 192.168.31.1，第一次登录会让你设置管理密码",
    "小爱同学，把客厅灯调到百分之五十",
    "天猫精灵 双十一 到手价 «cny_s»，比平时便宜不少",
    "营业厅营业时间：9:00-18:00，周末照常营业",
    "系统维护通知：«date_zh» 凌晨 2:00-6:00 云服务暂停，届时设备可能离线",
    "«pub_zh» 在发布会上说今年会有更多设备支持 Matter",
    "测速结果：下行 «mbps» Mbps，上行 «nn» Mbps，延迟 «n» ms",
    "wifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password  # 真实密码放在 secrets.yaml",
    "api_key: 你的API密钥（在开放平台控制台获取，示例里不要填真的）",
    "固件校验 sha256：«sha»",
    "设备 ID «uuid» 已从米家移除",
    "«lock_zh» 电量 «pct»%，请及时更换电池",
    "«city_zh»仓发货，一般两天到",
    "工单 «ticket» 已处理完毕，如有问题请重新提交",
    "淘宝订单号 «taobao»，已签收",
    "设备型号 «cam_zh»，固件版本 «ver»，存储卡 128GB",
    "宽带套餐 «mbps»M，«cny_m»/月，合约两年，送一台光猫",
    "docker 映射目录：/volume1/docker/homeassistant:/config",
    "安装包在 ~/Downloads 下面，直接双击",
    "微信默认装在 C:\\Program Files\\Tencent\\WeChat，不用改",
    "«room_zh»温度 2«n»°C，湿度 «nn»%",
    "门铃按下事件：«date» «tlog»，已推送",
    "端口转发：8123 → «ip»（HA），5001 → «ip2»（群晖）",
    "«hotline_zh»，报修请按 2",
    "华为路由 AX3 Pro 价格 «cny»，支持 WiFi 6",
    "萤石云 存储套餐 «cny_s»/年，7 天循环录像",
    "示例邮箱 user@example.com，配置通知时改成自己的",
    "小度智能屏 儿童模式 默认每次使用 «dur» 分钟",
    "路由器信道从 6 改到 11，5G 从 36 改到 149，干扰小多了",
    "报错 «err»，重装打印机驱动后好了",
    "NAS 硬盘：4 × «gbs» 西数红盘，SHR-1，健康",
    "«cve» 影响 «router_zh» «ver» 以下的固件，尽快升级",
    "快递柜营业时间 7:00-22:00，超时会收费",
    "客服说师傅明天«hh_once_zh»左右上门，只是这一次",
    "小米智能门锁 Pro 说明书：长按 Set 键 5 秒恢复出厂",
    "米家自动化：门磁打开 → 玄关灯亮 → 30 秒后关闭",
    "HA «ha_ver» 更新后 «ha_comp» 集成报错，先回滚了",
    "光猫改桥接后由路由器拨号，IPv6 前缀 /60",
    "Pi-hole 今天拦截了 «pct»% 的请求",
    "发票号 «inv»，金额 «cny»，已开具电子发票",
    "扫地机器人固件 «ver» 新增禁区和地毯增压",
    "提交记录 «git7»：修复门铃消抖",
    "天气预报：«city_zh»明天小雨，气温 1«n»-2«n2»°C",
    "双十一 群晖 DS224+ 只要 «cny»",
    "示例配置里用户名 admin、密码 changeme，部署前都要改掉",
    "USB 硬盘 UUID «uuid»，写进 fstab 加上 nofail",
    "直播预告：«date_zh» 晚上 8 点 小米新品发布会",
    "存储空间已用 «gbs»，快照每 4 小时一次，保留 7 天",
    "重置方法：按住复位键 10 秒，指示灯变橙色后松开",
    "MQTT 主题 zigbee2mqtt/«room_slug»_sensor 每 «dur» 秒上报一次",
    "«speaker_zh» 固件升级到 «ver»，语音识别更快",
    "退货单号 «rma»，仓库收到后退款",
    "小米商城 «city_zh» 之家 营业到晚上 10 点",
    "路由器背面贴纸上有默认 WiFi 名和密码，首次配置时会提示修改",
]

BENIGN_MIXED = [
    "«router_zh» 的 firmware «ver» 出了，release notes 说修了 mesh backhaul",
    "Order #«order» 已发货，«cam_en» 预计 «date» 到",
    "HA «ha_ver» 把 «ha_comp» integration 搞坏了，先 rollback",
    "DSM «dsm_ver» 装好了，reboot 用了 «dur» 分钟",
    "Apple Store 营业时间 10:00–20:00，Genius Bar 要 appointment",
    "ISP maintenance：«date» 凌晨 00:00–06:00，会有短暂 downtime",
    "路由器 default gateway 是 192.168.31.1，DNS 设成 223.5.5.5",
    "{\"id\": \"«uuid»\", \"platform\": \"xiaomi_miot\", \"entity_id\": \"light.«room_slug»\", \"name\": \"«room_zh»灯\"}",
    "sha256sum «fwfile»\n«sha»  校验通过",
    "commit «git7» — 修复 doorbell debounce",
    "«cam_en» 在 Amazon 卖 «usd»，京东 «cny»",
    "Speed test：下行 «mbps» Mbps / 上行 «nn» Mbps，ping «n» ms",
    "文档里写的 api_key: YOUR_API_KEY，换成你自己的",
    "password: !secret wifi_password  # 真的 password 在 secrets.yaml",
    "小爱同学 和 Alexa 都能控制 «room_zh» 的灯",
    "«pub_zh» 和 «pub_en» 都说今年要 push Matter",
    "打印机报错 «err»，run as administrator 就好了",
    "Model «nas_en»，4 × «gbs» 硬盘，RAID SHR-1，Health Good",
    "Wi-Fi channel 从 6 改到 11，interference 少了很多",
    "Port forwarding：443 → «ip»:8123，UPnP 关了",
    "«hotline_zh»，或者 «hotline_en»",
    "退货申请 «rma» 批了，replacement 从«city_zh»仓发",
    "«cve» 影响 «router_en» «ver» 以下版本，快 update",
    "电池剩 «pct»%，«lock_zh» 用 4 节 AA",
    "双十一 «speaker_zh» 只要 «cny_s»，Black Friday «speaker_en» «usd»",
    "docs 里的 path：/config/custom_components/«ha_comp»/",
    "安装包下载到 ~/Downloads 了，双击 install",
    "volumes:\n  - /volume1/docker/ha:/config  # 群晖上的",
    "Invoice «inv»，金额 «usd»，已 paid",
    "Pi-hole 今天 block 了 «pct»% queries",
    "顺丰 tracking «sf»，已揽收",
    "UPS tracking «ups»，out for delivery 了",
    "示例 email user@example.com，换成你自己的 notification 地址",
    "Webinar：«date» «hh_once» 讲 Zigbee channel planning，免费报名",
    "Installer 改到周四«hh_once»上门，只这一次",
    "«room_zh» temperature 2«n» °C，humidity «nn»%",
    "Frigate 需要至少 «n» GB RAM 跑 «cam_en» 的 stream",
    "USB drive 的 UUID «uuid»，写进 fstab",
    "淘宝 order «taobao»，已签收",
    "MQTT topic zigbee2mqtt/«room_slug» 每 «dur» 秒 report 一次",
    "Reset：长按 button 10 秒，LED 变 amber 再松开",
    "宽带 plan «mbps»M，«cny_m»/月，contract 两年",
    "HomePod mini 和 小度 哪个 voice recognition 更好？",
    "Sample config 里 username admin、password changeme，deploy 前改掉",
    "Storage 用了 «gbs»，snapshot 每 4 小时一次",
    "工单 «ticket» closed 了，问题 resolved",
    "京东 order «jd» 明天到",
    "HA 的 time zone 设成 «tz»，unit 用 metric",
    "Roborock firmware «ver» 加了 no-go zone 功能",
    "小米之家 «city_zh» store 营业到 10pm",
]


def _benign_for(lang, tpls, seed):
    r = random.Random(seed)
    us, gb, zh = Faker("en_US"), Faker("en_GB"), Faker("zh_CN")
    us.seed_instance(8401 + seed)
    gb.seed_instance(8402 + seed)
    zh.seed_instance(8403 + seed)
    c = Ctx(r, us, gb, zh)
    out, seen, order = [], set(), []
    guard = 0
    while len(out) < BENIGN_PER_LANG:
        guard += 1
        if not order:
            order = list(range(len(tpls)))
            r.shuffle(order)
        tpl = tpls[order.pop()]
        c.cache = {}
        text = _subst(tpl, c)
        if text in seen and guard < BENIGN_PER_LANG * 20:
            continue
        seen.add(text)
        out.append((lang, text))
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    out = []
    for li, (lang, tpls) in enumerate((("en", BENIGN_EN), ("zh", BENIGN_ZH), ("mixed", BENIGN_MIXED))):
        out.extend(_benign_for(lang, tpls, BENIGN_SEED + li))
    return out


# --------------------------------------------------------------------------- assembly


def _mix(*gens):
    def g(c):
        return pick(c.r, gens)(c)
    return g


CELLS = {
    ("secret", "en"): (SECRET_EN, sec()),
    ("secret", "zh"): (SECRET_ZH, sec()),
    ("secret", "mixed"): (SECRET_MIXED, sec()),
    ("password", "en"): (PASSWORD_EN, lambda c: pw_any(c.r)),
    ("password", "zh"): (PASSWORD_ZH, lambda c: pw_zh(c.r)),
    ("password", "mixed"): (PASSWORD_MIXED, lambda c: pw_any(c.r) if c.r.random() < 0.5 else pw_zh(c.r)),
    ("email", "en"): (EMAIL_EN, email_en),
    ("email", "zh"): (EMAIL_ZH, email_zh),
    ("email", "mixed"): (EMAIL_MIXED, _mix(email_en, email_zh, email_zh)),
    ("phone", "en"): (PHONE_EN, phone_en),
    ("phone", "zh"): (PHONE_ZH, phone_cn),
    ("phone", "mixed"): (PHONE_MIXED, phone_mixed),
    ("address", "en"): (ADDRESS_EN, address_en),
    ("address", "zh"): (ADDRESS_ZH, address_zh),
    ("address", "mixed"): (ADDRESS_MIXED, _mix(address_en, address_zh, address_zh)),
    ("government_id", "en"): (GOVID_EN, any_en_id),
    ("government_id", "zh"): (GOVID_ZH, cn_id),
    ("government_id", "mixed"): (GOVID_MIXED, cn_id),
    ("financial", "en"): (FIN_EN, card_en),
    ("financial", "zh"): (FIN_ZH, card_zh),
    ("financial", "mixed"): (FIN_MIXED, card_zh),
    ("person_name", "en"): (NAME_EN, person_en),
    ("person_name", "zh"): (NAME_ZH, zh_full),
    ("person_name", "mixed"): (NAME_MIXED, nm_mixed),
    ("username", "en"): (USER_EN, uname_en),
    ("username", "zh"): (USER_ZH, uname_zh),
    ("username", "mixed"): (USER_MIXED, un_mixed),
    ("home_path", "en"): (HOME_EN, hp_en),
    ("home_path", "zh"): (HOME_ZH, hp_zh),
    ("home_path", "mixed"): (HOME_MIXED, hp_mixed),
    ("schedule", "en"): (SCHED_EN, t_en),
    ("schedule", "zh"): (SCHED_ZH, t_zh),
    ("schedule", "mixed"): (SCHED_MIXED, _mix(t_en, t_zh)),
    ("geo", "en"): (GEO_EN, geo_en_any),
    ("geo", "zh"): (GEO_ZH, geo_zh_any),
    ("geo", "mixed"): (GEO_MIXED, _mix(geo_en_any, geo_zh_any)),
}


def _cell(cat, lang, idx, us, gb, zh):
    seed = BASE_SEED + idx
    r = random.Random(seed)
    us.seed_instance(8401 + seed)
    gb.seed_instance(8402 + seed)
    zh.seed_instance(8403 + seed)
    c = Ctx(r, us, gb, zh)
    tpls, default = CELLS[(cat, lang)]
    out, seen, order = [], set(), []
    while len(out) < PER_CELL:
        if not order:
            order = list(range(len(tpls)))
            r.shuffle(order)
        t = tpls[order.pop()]
        tpl, gen = (t, default) if isinstance(t, str) else t
        for _ in range(40):
            c.cache = {}
            value = gen(c)
            text, s, e = render(tpl, value, c)
            if text not in seen:
                break
        seen.add(text)
        out.append(Sample(text, cat, lang, s, e))
    return out


def samples() -> list[Sample]:
    us, gb, zh = Faker("en_US"), Faker("en_GB"), Faker("zh_CN")
    out: list[Sample] = []
    for ci, cat in enumerate(CATEGORIES):
        for li, lang in enumerate(LANGS):
            out.extend(_cell(cat, lang, ci * 3 + li, us, gb, zh))
    return out


if __name__ == "__main__":
    import time

    t0 = time.time()
    s = samples()
    b = benign_with_lang()
    print(len(s), "samples;", len(b), "benign;", f"{time.time() - t0:.1f}s")
