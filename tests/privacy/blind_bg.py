# ruff: noqa
"""Blind evaluation corpus BG: construction, renovation and the trades.

Domain: building sites and home renovation (装修) as the people in them write about it: site
diaries and daily reports, subcontractor and 包工头 contact sheets, 业主 group chats, planning
permits, building-control inspections and 验收, keysafe / van / tool-store lock codes,
timesheets and day rates, CIS subcontractor verification (UTR, NI numbers), 特种作业操作证 and
CSCS inductions, material orders from builders' merchants, punch / snagging lists, quotes and
invoices with bank details, plus the small IT around it (estimating scripts, site cameras,
Procore / Fieldwire / Buildertrend style integrations).

Styles: prose, WhatsApp / 微信 chat with typos and 语音转文字 without punctuation, e-mails,
form fields, CSV rows, JSON, YAML, .env files, logs, markdown tables, OCR'd delivery notes,
card receipts and ID scans, in English, Chinese, and code-switched English/Chinese. Values appear
at the start, middle and end of texts, with and without cue words.

Written blind: the author never read the gate's source, its tests, other corpora or the repository history, and never ran the gate. Only the contract in blind_common.py was read.

Seeds: BASE_SEED = 20260201; cell c = category index * 3 + language index uses
random.Random(BASE_SEED + c); Faker en_US / en_GB / zh_CN are re-seeded per cell with
seed_instance(BASE_SEED + c + OFF + 1 / + 2 / + 3), OFF = 9700; benign language i uses
random.Random(BENIGN_SEED + i) with BENIGN_SEED = 93401.
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
BASE_SEED = 20260201
OFF = 9700
BENIGN_SEED = 93401

_UP = string.ascii_uppercase
_LO = string.ascii_lowercase
_DG = string.digits
_AN = _UP + _LO + _DG
_B64 = _AN + "+/"
_URL = _AN + "-_"
_HEX = "0123456789abcdef"


def _rs(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


# ---------------------------------------------------------------- check digits
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


def luhn_ok(number: str) -> bool:
    ds = [int(c) for c in number if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return len(ds) >= 12 and total % 10 == 0


def _iban_num(s: str) -> int:
    return int("".join(str(int(ch, 36)) for ch in s))


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "").upper()
    return len(s) >= 15 and _iban_num(s[4:] + s[:4]) % 97 == 1


def _make_iban(country: str, bban: str) -> str:
    check = 98 - _iban_num(bban + country + "00") % 97
    return f"{country}{check:02d}{bban}"


_CNID_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def _cnid_check(first17: str) -> str:
    return "10X98765432"[sum(int(a) * w for a, w in zip(first17, _CNID_W)) % 11]


def cnid_ok(s: str) -> bool:
    return bool(re.fullmatch(r"\d{17}[\dX]", s)) and _cnid_check(s[:17]) == s[17]


# ---------------------------------------------------------------- word lists
_CITIES = ["Leeds", "Bristol", "Manchester", "Birmingham", "Sheffield", "Cardiff", "Norwich",
           "Reading", "Chicago", "Denver", "Austin", "Portland", "Columbus", "Sacramento"]
_ZCITIES = ["上海", "北京", "成都", "杭州", "深圳", "广州", "南京", "武汉", "苏州", "重庆", "西安", "长沙"]
_ZDIST = ["浦东新区", "徐汇区", "闵行区", "朝阳区", "海淀区", "丰台区", "武侯区", "锦江区", "高新区",
          "西湖区", "余杭区", "南山区", "福田区", "龙岗区", "天河区", "番禺区", "鼓楼区", "江宁区",
          "洪山区", "工业园区", "渝北区", "雁塔区", "岳麓区", "拱墅区"]
_ZROAD = ["中山路", "解放路", "人民路", "建设路", "长江路", "南京西路", "天府大道", "科华北路",
          "望京西路", "锦绣路", "龙华路", "学府路", "金桥路", "新华路", "青年路", "滨江大道",
          "文一西路", "深南大道", "梅林路", "珠江路", "光谷大道", "星湖街", "红旗河沟路", "枣园路",
          "芙蓉中路", "丰潭路", "东三环北路", "莲花路", "宝安南路", "工农路"]
_ZXQ_A = ["翠湖", "金桂", "锦绣", "滨江", "紫荆", "枫林", "御景", "碧水", "阳光", "半岛", "观澜",
          "海棠", "香榭", "绿洲", "馨园", "星河", "龙湾", "润泽", "和平里", "望江"]
_ZXQ_B = ["花园", "小区", "家园", "雅苑", "新村", "公寓", "华庭", "名邸", "苑", "湾", "嘉园", "府"]
_ZSTREET = ["陆家嘴", "田林", "望京", "中关村", "桂溪", "蒋村", "粤海", "石牌", "湖熟", "金鸡湖"]
_TRADES = ["sparky", "chippy", "plasterer", "tiler", "roofer", "brickie", "plumber",
           "groundworks crew", "scaffolders", "decorator", "kitchen fitter", "glazier"]
_ZTRADES = ["水电师傅", "泥瓦工", "木工师傅", "油漆工", "瓦工", "防水师傅", "吊顶师傅", "安装师傅",
            "美缝师傅", "拆旧队伍", "焊工", "电工"]
_ROOMS = ["kitchen", "en-suite", "loft", "utility room", "rear extension", "garage conversion",
          "bathroom", "downstairs WC", "side return", "basement"]
_ZROOMS = ["主卧", "次卧", "厨房", "卫生间", "阳台", "客厅", "玄关", "书房", "儿童房", "衣帽间"]
_MATS = ["40 bags of multi-finish", "12 lengths of 22mm copper", "6 sheets of 18mm OSB",
         "3 pallets of facing bricks", "a box of 4x50 screws", "2 tins of Zinsser BIN",
         "10 sheets of 12.5mm plasterboard", "a roll of DPM", "25 bags of ballast",
         "8 lengths of 47x100 C24", "20m of 2.5mm T&E", "a pallet of Celotex 100mm"]
_ZMATS = ["20包水泥", "15桶防水涂料", "8张石膏板", "300块瓷砖", "6卷电线", "一批PPR管", "12包瓷砖胶",
          "30根轻钢龙骨", "4桶乳胶漆", "2吨河沙", "50米线管", "10张多层板"]
_SITES = ["Plot 12", "Block C", "the loft conversion", "the rear extension job", "the barn conversion",
          "Unit 4 fit-out", "the dental surgery refit", "Plot 7", "the school canopy job",
          "the mansard job", "Phase 2", "the retail unit strip-out"]
_ZSITES = ["B区地下车库", "12号地块", "厨卫改造项目", "旧房翻新项目", "门店装修项目", "样板间",
           "二标段", "办公室装修项目", "别墅改造项目", "学校食堂改造"]
_WK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
_ZWK = ["周一", "周二", "周三", "周四", "周五", "周六"]
_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _fill(rng: random.Random) -> dict[str, str]:
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    return {
        "job": rng.choice(["J", "JOB-", "Q-", "WO-"]) + str(rng.randint(1000, 9999)),
        "po": f"PO-{rng.randint(10000, 99999)}",
        "inv": f"INV-{rng.choice(['2024', '2025'])}-{rng.randint(100, 999)}",
        "date": rng.choice([f"{d} {_MONTHS[m - 1]}", f"{d:02d}/{m:02d}", f"{_WK[rng.randrange(6)][:3]} {d} {_MONTHS[m - 1]}"]),
        "zdate": f"{m}月{d}日",
        "wk": rng.choice(_WK),
        "zwk": rng.choice(_ZWK),
        "amt": rng.choice(["£", "$"]) + f"{rng.randint(120, 18500):,}" + rng.choice(["", ".00", ".50"]),
        "zamt": rng.choice([f"{rng.randint(300, 86000)}元", f"¥{rng.randint(300, 86000):,}", f"{rng.randint(2, 30)}千"]),
        "n": str(rng.randint(2, 40)),
        "trade": rng.choice(_TRADES),
        "ztrade": rng.choice(_ZTRADES),
        "room": rng.choice(_ROOMS),
        "zroom": rng.choice(_ZROOMS),
        "mat": rng.choice(_MATS),
        "zmat": rng.choice(_ZMATS),
        "site": rng.choice(_SITES),
        "zsite": rng.choice(_ZSITES),
        "city": rng.choice(_CITIES),
        "zcity": rng.choice(_ZCITIES),
    }


# ---------------------------------------------------------------- value generators
_PW_WORDS = ["Scaffold", "Trowel", "Hammer", "Skip", "Brick", "Joist", "Rafter", "Plaster", "Mortar",
             "Lintel", "Soffit", "Ridge", "Screed", "Chisel", "Spirit", "Copper", "Render", "Gable"]
_PHRASE = ["copper", "ladder", "mist", "gravel", "orange", "kettle", "timber", "velvet", "anchor",
           "quarry", "falcon", "pebble", "lantern", "cobalt", "meadow", "rivet", "harbour", "tundra",
           "sorrel", "ember", "walnut", "glacier", "cinder", "pylon"]
_W3W = ["filled", "count", "soap", "table", "lamp", "crisp", "bright", "stone", "river", "quiet",
        "brand", "moves", "jacket", "pillow", "sugar", "trains", "melt", "cloud", "grape", "ladder"]
_UK_AREA_MOB = ["07700", "07711", "07723", "07745", "07756", "07788", "07802", "07814", "07831",
                "07852", "07869", "07903", "07921", "07946", "07958", "07971", "07984"]
_UK_LAND = [("0113", 3), ("0117", 3), ("0161", 3), ("0121", 3), ("0114", 3), ("029", 4), ("020", 4),
            ("01603", 6), ("0118", 3), ("01904", 6), ("01273", 6)]
_US_AREA = ["312", "773", "303", "720", "512", "737", "503", "971", "614", "916", "206", "617",
            "404", "469", "602", "919", "415", "718", "347", "412"]
_CN_MOB = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152",
           "153", "155", "156", "157", "158", "159", "166", "177", "180", "181", "182", "183",
           "185", "186", "187", "188", "189", "191", "195", "198", "199"]
_CN_LAND = ["010", "021", "028", "0571", "0755", "020", "025", "027", "0512", "023", "029", "0731"]
_CN_AREA = ["110101", "110105", "110108", "310104", "310115", "310112", "510107", "510104",
            "330106", "330110", "440305", "440304", "440106", "320102", "420111", "320506",
            "500112", "610113", "430104", "370102", "410105", "350203"]
_CN_PC = ["100", "101", "200", "201", "610", "310", "311", "518", "510", "210", "430", "215",
          "400", "710", "410"]
_UK_OUT = ["LS6", "LS11", "LS17", "BS3", "BS7", "BS16", "M20", "M14", "M41", "B13", "B29", "B73", "S10",
           "S7", "CF14", "CF5", "NR2", "NR4", "RG1", "RG30", "SE15", "SW11", "E17", "N16", "NW6", "W12",
           "EH6", "G12", "YO10", "BN2", "OX4", "CB1", "NG7", "L18", "DE22", "LE2", "PO4", "EX4"]
_PLUS = "23456789CFGHJMPQRVWX"
_GH = "0123456789bcdefghjkmnpqrstuvwxyz"
_GPS_BASE = [(51.5072, -0.1276), (53.4808, -2.2426), (52.4862, -1.8904), (53.8008, -1.5491),
             (51.4545, -2.5879), (51.4816, -3.1791), (41.8781, -87.6298), (39.7392, -104.9903),
             (30.2672, -97.7431), (45.5152, -122.6784), (39.9612, -82.9988), (38.5816, -121.4944)]
_ZGPS_BASE = [(31.2304, 121.4737), (39.9042, 116.4074), (30.5728, 104.0668), (30.2741, 120.1551),
              (22.5431, 114.0579), (23.1291, 113.2644), (32.0603, 118.7969), (30.5928, 114.3055)]
_GH_PREFIX = ["gcpv", "gcpu", "gcw2", "gcqd", "dp3w", "dr5r", "9xj6", "c20f", "wtw3", "wx4g",
              "ws10", "ws0e", "wm6n", "wtmk"]
_PLUS_PREFIX = ["9C3X", "9C3W", "9C5V", "9C4W", "86HJ", "85FP", "8QQC", "8P4V", "8Q9H", "7PJP"]
_IBAN_SPEC = {
    "GB": lambda r: _rs(r, _UP, 4) + _rs(r, _DG, 14),
    "DE": lambda r: _rs(r, _DG, 18),
    "FR": lambda r: _rs(r, _DG, 10) + _rs(r, _UP + _DG, 11) + _rs(r, _DG, 2),
    "NL": lambda r: _rs(r, _UP, 4) + _rs(r, _DG, 10),
    "ES": lambda r: _rs(r, _DG, 20),
    "IE": lambda r: _rs(r, _UP, 4) + _rs(r, _DG, 14),
    "IT": lambda r: r.choice(_UP) + _rs(r, _DG, 10) + _rs(r, _UP + _DG, 12),
    "PL": lambda r: _rs(r, _DG, 24),
}
_CNCARD_BIN = ["622202", "621700", "622588", "622848", "621226", "622262", "621483", "623668",
               "622700", "621661", "622908", "625965"]
_NINO_BAD1 = set("DFIQUV")
_NINO_BAD2 = set("DFIOQUV")
_DOMAINS_EN = ["gmail.com", "outlook.com", "hotmail.co.uk", "yahoo.com", "icloud.com", "btinternet.com",
               "aol.com", "proton.me", "sky.com", "live.co.uk"]
_DOMAINS_ZH = ["qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "139.com", "yeah.net",
               "aliyun.com", "outlook.com", "hotmail.com"]
_BIZ = ["builds", "building", "construction", "joinery", "roofing", "plumbing", "electrical",
        "interiors", "renovations", "groundworks", "carpentry", "plastering"]
_PATH_EN = [
    "Documents/Quotes/{y}/kitchen_refit_quote_v{n}.xlsx", "Desktop/snag list {site}.docx",
    "Dropbox/Jobs/{job}/site photos", "Downloads/CIS_statement_{y}.pdf",
    "Documents/AutoCAD/plot{n}_GA.dwg", "OneDrive/Timesheets/week{n}.csv",
    "projects/takeoff-calc/.env", "Documents/SketchUp/loft_dormer_r{n}.skp",
    "Pictures/Site/{y}-0{n1}/IMG_{k}.jpg", "Documents/Invoices/{y}/{job}.pdf",
    "Library/Application Support/Procore/cache", "code/estimator/main.py",
    "Documents/RAMS/working_at_height_v{n}.pdf", ".ssh/id_ed25519",
]
_PATH_ZH = [
    "Desktop/装修报价/报价单_v{n}.xlsx", "Documents/施工图/{y}/平面布置图.dwg", "Downloads/验收单.pdf",
    "Pictures/工地照片/{y}0{n1}", "Documents/预算/水电预算_{n}.xlsx", "Desktop/合同/装修合同终版.docx",
    "WeChat Files/FileStorage/File/{y}-0{n1}/主材清单.xlsx", "Documents/CAD/吊顶节点图.dwg",
    "projects/jz-baojia/config.yaml", "Documents/特种作业证/扫描件.pdf",
]


class _Gen:
    def __init__(self, rng: random.Random, fus: Faker, fgb: Faker, fzh: Faker):
        self.r = rng
        self.us, self.gb, self.zh = fus, fgb, fzh

    # ---- helpers
    def en_first_last(self):
        f = self.r.choice((self.us, self.gb))
        return f.first_name(), f.last_name()

    def zh_roman(self):
        return self.zh.last_romanized_name().lower(), self.zh.first_romanized_name().lower()

    def en_user(self):
        r = self.r
        fi, la = self.en_first_last()
        fi = re.sub(r"[^a-z]", "", fi.lower())
        la = re.sub(r"[^a-z]", "", la.lower())
        return r.choice([
            fi[0] + la, fi + "." + la, fi + "_" + la + str(r.randint(1, 99)), la + fi[0],
            fi + la[:3] + str(r.randint(70, 99)), fi[0] + la + str(r.randint(1, 9)),
            la + "_" + r.choice(["builds", "joinery", "sparks", "plumb", "roofs"]),
            r.choice(["sparky", "chippy", "brickie", "plasterman", "tilerpro"]) + "_" + fi + str(r.randint(1, 99)),
        ])

    def zh_user(self):
        r = self.r
        la, fi = self.zh_roman()
        return r.choice([
            la + fi, la + fi + str(r.randint(1970, 2003)), la[0] + fi + str(r.randint(1, 999)),
            fi + "_" + la, la + "_" + fi[:2] + str(r.randint(10, 99)), "jz" + la + str(r.randint(100, 9999)),
            la + fi[0] + r.choice(["zhuangxiu", "gongzhang", "shuidian", "mugong"]),
        ])

    def user(self, lang):
        if lang == "en":
            return self.en_user()
        if lang == "zh":
            return self.zh_user()
        return self.r.choice((self.en_user, self.zh_user))()

    # ---- kinds
    def v(self, kind: str, lang: str) -> str:
        return getattr(self, "k_" + kind)(lang)

    # secrets
    def k_aws(self, lang):
        return "AKIA" + _rs(self.r, _UP + "234567", 16)

    def k_awssk(self, lang):
        return _rs(self.r, _AN, 12) + _rs(self.r, _B64, 28)

    def k_ghp(self, lang):
        return "ghp_" + _rs(self.r, _AN, 36)

    def k_pat(self, lang):
        return "github_pat_11" + _rs(self.r, _UP + _DG, 20) + "_" + _rs(self.r, _AN, 59)

    def k_slack(self, lang):
        r = self.r
        return f"{r.choice(['xoxb', 'xoxp'])}-{_rs(r, _DG, r.randint(10, 13))}-{_rs(r, _DG, 13)}-{_rs(r, _AN, 24)}"

    def k_oai(self, lang):
        r = self.r
        if r.random() < 0.7:
            return "sk-proj-" + _rs(r, _URL, 56) + "T3BlbkFJ" + _rs(r, _URL, 56)
        return "sk-" + _rs(r, _AN, 48)

    def k_ant(self, lang):
        return "sk-ant-api03-" + _rs(self.r, _URL, 93) + "AA"

    def k_stripe(self, lang):
        r = self.r
        return r.choice(["sk_live_", "rk_live_"]) + _rs(r, _AN, r.choice([24, 34, 99]))

    def k_gapi(self, lang):
        return "AIza" + _rs(self.r, _URL, 35)

    def k_hf(self, lang):
        return "hf_" + _rs(self.r, _UP + _LO, 34)

    def k_sg(self, lang):
        return "SG." + _rs(self.r, _URL, 22) + "." + _rs(self.r, _URL, 43)

    def k_tg(self, lang):
        r = self.r
        return f"{r.randint(10 ** 8, 8 * 10 ** 9)}:AA{_rs(r, _URL, 33)}"

    def k_jwt(self, lang):
        r = self.r
        head = _b64url(json.dumps({"alg": r.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
        body = {"sub": "svc-" + _rs(r, _HEX, 12), "scope": r.choice(["projects.read", "drawings:sync", "timesheets"]),
                "iat": r.randint(1_700_000_000, 1_760_000_000), "jti": _rs(r, _HEX, 16)}
        pay = _b64url(json.dumps(body, separators=(",", ":")).encode())
        return f"{head}.{pay}.{_rs(r, _URL, 43)}"

    def k_pkey(self, lang):
        r = self.r
        kind = r.choice(["OPENSSH", "RSA", "EC"])
        lines = r.randint(3, 6)
        body = []
        for i in range(lines):
            body.append(("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" if i == 0 and kind == "OPENSSH"
                         else _rs(r, _B64, 70)))
        body.append(_rs(r, _B64, r.randint(20, 60)) + r.choice(["", "=", "=="]))
        return f"-----BEGIN {kind} PRIVATE KEY-----\n" + "\n".join(body) + f"\n-----END {kind} PRIVATE KEY-----"

    def k_urlpw(self, lang):
        r = self.r
        return r.choice([_rs(r, _AN, r.randint(12, 20)),
                         r.choice(_PW_WORDS) + _rs(r, _DG, 4) + r.choice("!$*") + _rs(r, _AN, 4),
                         _rs(r, _LO, 5) + _rs(r, _DG, 3) + _rs(r, _UP, 3) + _rs(r, _AN, 5)])

    def k_hex(self, lang):
        return _rs(self.r, _HEX, self.r.choice([32, 40, 64]))

    def k_b64(self, lang):
        r = self.r
        return _rs(r, _AN, r.randint(30, 44)) + r.choice(["", "=", "=="])

    def k_tok(self, lang):
        r = self.r
        return r.choice(["fw_", "bt_live_", "pcr_", "tk_", "sc_", "live_"]) + _rs(r, _AN, r.randint(28, 40))

    # passwords
    def k_pw(self, lang):
        r = self.r
        w = r.choice(_PW_WORDS)
        return r.choice([
            w + r.choice("!#@$*") + _rs(r, _DG, r.randint(2, 4)),
            w.lower().replace("o", "0").replace("a", "@") + _rs(r, _DG, 2) + r.choice("!?#"),
            _rs(r, _UP, 1) + _rs(r, _LO, 3) + _rs(r, _DG, 1) + r.choice("$%&*") + _rs(r, _AN, 5),
            r.choice(_PHRASE).capitalize() + r.choice(_PW_WORDS) + _rs(r, _DG, 2) + "!",
            _rs(r, _AN, r.randint(10, 14)),
        ])

    def k_zpw(self, lang):
        r = self.r
        la, fi = self.zh_roman()
        return r.choice([
            "Zx" + str(r.randint(2018, 2025)) + "@jz" + _rs(r, _LO, 2),
            la + _rs(r, _DG, 6),
            _rs(r, _LO, 2) + "@" + r.choice(["8866", "6688", "5201", "1314", "9527"]) + _rs(r, _LO, 2),
            "Aa" + _rs(r, _DG, 7) + r.choice("!.@"),
            r.choice(["zhuangxiu", "gongdi", "jianli", "shigong", "xiangmu"]) + r.choice("@#") + _rs(r, _DG, 4),
            _rs(r, _UP, 2) + _rs(r, _DG, 4) + _rs(r, _LO, 3) + r.choice("!#*"),
            "qwe" + _rs(r, _DG, 3) + _rs(r, _UP, 3) + r.choice("!@"),
        ])

    def k_pin(self, lang):
        return _rs(self.r, _DG, self.r.choice([4, 4, 6]))

    def k_lock(self, lang):
        r = self.r
        return r.choice([_rs(r, _DG, 4), _rs(r, _DG, 4), _rs(r, _DG, 3), "C" + _rs(r, _DG, 4), _rs(r, _DG, 4) + "#"])

    def k_phrase(self, lang):
        r = self.r
        ws = r.sample(_PHRASE, r.randint(3, 4))
        sep = r.choice(["-", " ", ".", "_"])
        return sep.join(ws) + r.choice(["", sep + str(r.randint(10, 99))])

    def k_mpw(self, lang):  # mixed: either style
        return self.r.choice((self.k_pw, self.k_zpw))(lang)

    # email
    def k_mail(self, lang):
        r = self.r
        fi, la = self.en_first_last()
        fi = re.sub(r"[^a-z]", "", fi.lower())
        la = re.sub(r"[^a-z]", "", la.lower())
        local = r.choice([fi + "." + la, fi[0] + la, fi + la + str(r.randint(1, 99)), la + "." + fi[0],
                          fi + "_" + la, fi + str(r.randint(70, 99))])
        if r.random() < 0.3:
            return f"{r.choice([fi, fi[0] + la, fi + '.' + la])}@{la}{r.choice(_BIZ)}.{r.choice(['co.uk', 'com', 'uk'])}"
        return f"{local}@{r.choice(_DOMAINS_EN)}"

    def k_zmail(self, lang):
        r = self.r
        la, fi = self.zh_roman()
        if r.random() < 0.3:
            return f"{r.randint(10 ** 7, 4 * 10 ** 9)}@{r.choice(['qq.com', 'qq.com', 'foxmail.com'])}"
        local = r.choice([la + fi, la + fi + str(r.randint(1975, 2003)), la[0] + fi + str(r.randint(1, 999)),
                          fi + "." + la, la + "_" + fi, la + fi[:1] + str(r.randint(100, 999))])
        return f"{local}@{r.choice(_DOMAINS_ZH)}"

    def _obf(self, e):
        r = self.r
        local, dom = e.split("@")
        style = r.randrange(4)
        if style == 0:
            return f"{local} at {dom.replace('.', ' dot ')}"
        if style == 1:
            return f"{local}[at]{dom.replace('.', '[dot]')}"
        if style == 2:
            return f"{local} (at) {dom}"
        return f"{local} AT {dom.replace('.', ' DOT ')}"

    def k_obf(self, lang):
        return self._obf(self.k_mail(lang))

    def k_zobf(self, lang):
        e = self.k_zmail(lang)
        if self.r.random() < 0.5:
            local, dom = e.split("@")
            return f"{local}#{dom}" if self.r.random() < 0.5 else f"{local}艾特{dom}"
        return self._obf(e)

    def k_memail(self, lang):
        return self.r.choice((self.k_mail, self.k_zmail))(lang)

    # phone
    def k_usph(self, lang):
        r = self.r
        a, e, l = r.choice(_US_AREA), str(r.randint(201, 989)), _rs(r, _DG, 4)
        return r.choice([f"({a}) {e}-{l}", f"{a}-{e}-{l}", f"{a}.{e}.{l}", f"+1 {a} {e} {l}", f"+1-{a}-{e}-{l}", f"{a}{e}{l}"])

    def k_usext(self, lang):
        r = self.r
        a, e, l = r.choice(_US_AREA), str(r.randint(201, 989)), _rs(r, _DG, 4)
        return f"({a}) {e}-{l} {r.choice(['ext.', 'x', 'ext'])} {r.randint(10, 999)}".replace("x ", "x")

    def k_ukmob(self, lang):
        r = self.r
        p, rest = r.choice(_UK_AREA_MOB), _rs(r, _DG, 6)
        return r.choice([f"{p} {rest}", f"{p}{rest}", f"+44 {p[1:]} {rest}", f"+44 (0){p[1:]} {rest[:3]} {rest[3:]}",
                         f"{p[:5]} {rest[:3]} {rest[3:]}", f"+447{p[2:]}{rest}"])

    def k_ukland(self, lang):
        r = self.r
        code, _ = r.choice(_UK_LAND)
        if len(code) == 3:
            return f"{code} {r.randint(2, 8)}{_rs(r, _DG, 3)} {_rs(r, _DG, 4)}"
        if len(code) == 5:
            return f"{code} {r.randint(2, 8)}{_rs(r, _DG, 5)}"
        return f"{code} {r.randint(2, 8)}{_rs(r, _DG, 2)} {_rs(r, _DG, 4)}"

    def k_enph(self, lang):
        return self.r.choice((self.k_usph, self.k_ukmob, self.k_ukmob, self.k_ukland))(lang)

    def k_cnmob(self, lang):
        r = self.r
        p, a, b = r.choice(_CN_MOB), _rs(r, _DG, 4), _rs(r, _DG, 4)
        return r.choice([f"{p}{a}{b}", f"{p}{a}{b}", f"{p} {a} {b}", f"{p}-{a}-{b}", f"+86 {p} {a} {b}",
                         f"+86-{p}{a}{b}", f"+8613{p[2]}{a}{b}" if p.startswith("13") else f"+86{p}{a}{b}"])

    def k_cnland(self, lang):
        r = self.r
        c = r.choice(_CN_LAND)
        n = _rs(r, "2345678", 1) + _rs(r, _DG, 7 if len(c) == 3 else r.choice([6, 7]))
        s = r.choice([f"{c}-{n}", f"({c}){n}", f"{c} {n[:4]} {n[4:]}", f"{c}-{n}转{r.randint(100, 899)}"])
        return s

    def k_mph(self, lang):
        return self.r.choice((self.k_cnmob, self.k_cnmob, self.k_ukmob, self.k_usph))(lang)

    # address
    def k_usaddr(self, lang):
        r = self.r
        base = f"{int(self.us.building_number())} {self.us.street_name()}"
        if r.random() < 0.35:
            base += r.choice([", Apt ", " Apt. ", ", Unit ", " #"]) + str(r.randint(1, 40)) + r.choice(["", "A", "B"])
        return base

    def k_ukaddr(self, lang):
        r = self.r
        base = f"{r.randint(1, 240)} {self.gb.street_name()}"
        if r.random() < 0.3:
            base = f"Flat {r.randint(1, 24)}, " + base
        elif r.random() < 0.15:
            base = f"{r.choice(['Rose', 'Ivy', 'Oak', 'Willow', 'Holly'])} Cottage, " + base
        return base

    def k_enaddr(self, lang):
        return self.r.choice((self.k_usaddr, self.k_ukaddr))(lang)

    def k_cnaddr(self, lang):
        r = self.r
        road, dist = r.choice(_ZROAD), r.choice(_ZDIST)
        xq = r.choice(_ZXQ_A) + r.choice(_ZXQ_B)
        b, u, fl = r.randint(1, 32), r.randint(1, 6), r.randint(1, 33)
        room = f"{fl}{r.randint(1, 4):02d}"
        return r.choice([
            f"{road}{r.randint(1, 999)}号{xq}{b}栋{u}单元{room}室",
            f"{dist}{road}{r.randint(1, 1999)}弄{r.randint(1, 120)}号{room}室",
            f"{xq}{b}号楼{u}单元{room}",
            f"{dist}{r.choice(_ZSTREET)}街道{road}{r.randint(1, 600)}号{b}幢{room}",
            f"{road}{r.randint(1, 999)}号院{b}号楼{room}",
            f"{dist}{xq}{b}-{u}-{room}",
        ])

    def k_maddr(self, lang):
        return self.r.choice((self.k_cnaddr, self.k_cnaddr, self.k_ukaddr, self.k_usaddr))(lang)

    # government ids
    def k_ssn(self, lang):
        r = self.r
        a = r.choice([x for x in range(1, 900) if x != 666])
        g, s = r.randint(1, 99), r.randint(1, 9999)
        sep = r.choice(["-", "-", " ", ""])
        return f"{a:03d}{sep}{g:02d}{sep}{s:04d}"

    def k_itin(self, lang):
        r = self.r
        return f"9{r.randint(0, 99):02d}-{r.choice([70, 71, 72, 78, 80, 83, 88, 90, 92])}-{r.randint(0, 9999):04d}"

    def k_ein(self, lang):
        r = self.r
        return f"{r.choice([12, 20, 27, 33, 36, 46, 47, 82, 84, 94])}-{r.randint(1000000, 9999999)}"

    def k_nino(self, lang):
        r = self.r
        while True:
            a, b = r.choice(_UP), r.choice(_UP)
            if a in _NINO_BAD1 or b in _NINO_BAD2 or a + b in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
                continue
            break
        d = _rs(r, _DG, 6)
        suf = r.choice("ABCD")
        return r.choice([f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {suf}", f"{a}{b}{d}{suf}", f"{a}{b} {d} {suf}"])

    def k_utr(self, lang):
        r = self.r
        d = str(r.randint(1, 9)) + _rs(r, _DG, 9)
        return r.choice([d, d, f"{d[:5]} {d[5:]}"])

    def k_uspass(self, lang):
        r = self.r
        return r.choice([str(r.randint(1, 9)) + _rs(r, _DG, 8), r.choice("ACE") + _rs(r, _DG, 8)])

    def k_ukpass(self, lang):
        return str(self.r.randint(1, 9)) + _rs(self.r, _DG, 8)

    def k_dvla(self, lang):
        r = self.r
        _, la = self.en_first_last()
        la = re.sub(r"[^A-Z]", "", la.upper())[:5].ljust(5, "9")
        yy = r.randint(50, 99) if r.random() < 0.7 else r.randint(0, 5)
        mm = r.randint(1, 12) + (50 if r.random() < 0.5 else 0)
        dd = r.randint(1, 28)
        ini = r.choice(_UP) + r.choice([r.choice(_UP), "9"])
        return f"{la}{yy // 10}{mm:02d}{dd:02d}{yy % 10}{ini}{r.randint(0, 9)}{_rs(r, _UP, 2)}"

    def k_usdl(self, lang):
        r = self.r
        return r.choice([r.choice(_UP) + _rs(r, _DG, 7), _rs(r, _DG, 9),
                         f"{r.choice(_UP)}{_rs(r, _DG, 3)}-{_rs(r, _DG, 4)}-{_rs(r, _DG, 4)}",
                         r.choice(_UP) + _rs(r, _DG, 12)])

    def k_cnid(self, lang):
        r = self.r
        y = r.randint(1958, 2004)
        m, d = r.randint(1, 12), r.randint(1, 28)
        first = f"{r.choice(_CN_AREA)}{y}{m:02d}{d:02d}{r.randint(0, 999):03d}"
        return first + _cnid_check(first)

    def k_cnpass(self, lang):
        r = self.r
        return r.choice(["E" + _rs(r, _DG, 8), "E" + r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + _rs(r, _DG, 7), "G" + _rs(r, _DG, 8)])

    def k_hkmo(self, lang):
        r = self.r
        return r.choice(["C" + _rs(r, _DG, 8), "C" + r.choice("ABCDEFGH") + _rs(r, _DG, 7)])

    # financial
    def _card(self, prefix, length):
        partial = prefix + _rs(self.r, _DG, length - len(prefix) - 1)
        return partial + _luhn_digit(partial)

    def k_card(self, lang):
        r = self.r
        prefix = r.choice(["4", "4", "51", "53", "55", "2221", "2720", "6011"])
        num = self._card(prefix, 16)
        sep = r.choice([" ", " ", "-", ""])
        return sep.join(num[i:i + 4] for i in range(0, 16, 4))

    def k_amex(self, lang):
        num = self._card(self.r.choice(["34", "37"]), 15)
        sep = self.r.choice([" ", "-", ""])
        return f"{num[:4]}{sep}{num[4:10]}{sep}{num[10:]}"

    def k_iban(self, lang):
        r = self.r
        c = r.choice(["GB", "GB", "GB", "DE", "FR", "NL", "ES", "IE", "IT", "PL"])
        ib = _make_iban(c, _IBAN_SPEC[c](r))
        if r.random() < 0.6:
            return " ".join(ib[i:i + 4] for i in range(0, len(ib), 4))
        return ib

    def k_sortacc(self, lang):
        r = self.r
        sc = f"{r.randint(1, 99):02d}-{r.randint(0, 99):02d}-{r.randint(0, 99):02d}"
        acc = str(r.randint(1, 9)) + _rs(r, _DG, 7)
        return r.choice([f"{sc} {acc}", f"{sc} / {acc}", f"{sc.replace('-', '')} {acc}", f"{sc}, {acc}"])

    def k_ukacct(self, lang):
        return str(self.r.randint(1, 9)) + _rs(self.r, _DG, 7)

    def k_usacct(self, lang):
        return str(self.r.randint(1, 9)) + _rs(self.r, _DG, self.r.randint(9, 11))

    def k_cncard(self, lang):
        r = self.r
        n = r.choice([16, 19, 19])
        num = self._card(r.choice(_CNCARD_BIN), n)
        if r.random() < 0.5:
            return " ".join(num[i:i + 4] for i in range(0, n, 4))
        return num

    # names
    def k_enname(self, lang):
        r = self.r
        fi, la = self.en_first_last()
        if r.random() < 0.12:
            return f"{fi} {r.choice(_UP)}. {la}"
        return f"{fi} {la}"

    def k_zname(self, lang):
        n = self.zh.name()
        return n

    def k_mname(self, lang):
        return self.r.choice((self.k_enname, self.k_zname, self.k_zname))(lang)

    def k_zpinyin(self, lang):
        la, fi = self.zh_roman()
        return f"{fi.capitalize()} {la.capitalize()}"

    # username
    def k_handle(self, lang):
        return "@" + self.user(lang)

    def k_login(self, lang):
        return self.user(lang)

    def k_wx(self, lang):
        r = self.r
        if r.random() < 0.3:
            return "wxid_" + _rs(r, _LO + _DG, 14)
        return self.zh_user()

    def k_qq(self, lang):
        return str(self.r.randint(10 ** 7, 3 * 10 ** 9))

    # home paths
    def _rel(self, tpls):
        r = self.r
        return r.choice(tpls).format(y=r.choice(["2024", "2025"]), n=r.randint(1, 9), n1=r.randint(1, 9),
                                     site=r.choice(["plot 7", "block C", "unit 4"]), job=f"J{r.randint(1000, 9999)}",
                                     k=r.randint(1000, 9999))

    def k_win(self, lang):
        u = self.user(lang)
        rel = self._rel(_PATH_ZH if lang == "zh" or (lang == "mixed" and self.r.random() < 0.5) else _PATH_EN)
        return "C:\\Users\\" + u + "\\" + rel.replace("/", "\\")

    def k_mac(self, lang):
        u = self.user(lang)
        rel = self._rel(_PATH_ZH if lang == "zh" or (lang == "mixed" and self.r.random() < 0.5) else _PATH_EN)
        return f"/Users/{u}/{rel}"

    def k_linux(self, lang):
        u = self.user(lang)
        rel = self._rel(_PATH_ZH if lang == "zh" and self.r.random() < 0.5 else _PATH_EN)
        return self.r.choice([f"/home/{u}/{rel}", f"/home/{u}/{rel}", f"~{u}/{rel}"])

    def k_winbare(self, lang):
        return "C:\\Users\\" + self.user(lang)

    def k_homebare(self, lang):
        return self.r.choice(["/home/", "/Users/"]) + self.user(lang)

    # schedule
    def k_tam(self, lang):
        r = self.r
        h, m = r.randint(4, 9), r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50])
        return r.choice([f"{h}:{m:02d}", f"{h}:{m:02d}am", f"{h}.{m:02d}am", f"0{h}:{m:02d}", f"{h}:{m:02d} a.m.", f"{h}:{m:02d} AM"])

    def k_tpm(self, lang):
        r = self.r
        h, m = r.randint(3, 10), r.choice([0, 10, 15, 20, 30, 40, 45])
        return r.choice([f"{h}:{m:02d}", f"{h}:{m:02d}pm", f"{h}.{m:02d}pm", f"{h + 12}:{m:02d}", f"{h}:{m:02d} p.m.", f"{h}:{m:02d} PM"])

    def k_tword(self, lang):
        r = self.r
        h = r.choice(["five", "six", "seven", "eight", "nine", "ten"])
        return r.choice([f"half {h}", f"half past {h}", f"quarter past {h}", f"quarter to {h}", f"ten to {h}", f"{h} o'clock", f"twenty past {h}"])

    def k_zam(self, lang):
        r = self.r
        h = r.randint(5, 9)
        cn = "零一二三四五六七八九十"
        return r.choice([f"{h}点半", f"{h}点{r.choice([10, 15, 20, 40, 45, 50])}", f"{cn[h]}点半", f"{cn[h]}点",
                         f"{h}点{r.choice([15, 30, 45])}分", f"0{h}:{r.choice(['00', '15', '30', '40', '45'])}", f"{cn[h]}点一刻"])

    def k_zpm(self, lang):
        r = self.r
        h = r.randint(6, 11)
        cn = "零一二三四五六七八九十"
        hz = "十一" if h == 11 else cn[h]
        return r.choice([f"{h}点半", f"{h}点{r.choice([10, 15, 20, 40, 45])}", f"{hz}点半", f"{hz}点",
                         f"{h + 12}:{r.choice(['00', '15', '30', '45'])}", f"{h}点{r.choice([15, 30, 45])}分"])

    # geo
    def k_gps(self, lang):
        r = self.r
        la, lo = r.choice(_ZGPS_BASE if lang == "zh" else _GPS_BASE + (_ZGPS_BASE if lang == "mixed" else []))
        la += r.uniform(-0.08, 0.08)
        lo += r.uniform(-0.08, 0.08)
        p = r.choice([5, 6, 6])
        return r.choice([f"{la:.{p}f}, {lo:.{p}f}", f"{la:.{p}f},{lo:.{p}f}", f"{la:.{p}f} {lo:.{p}f}"])

    def k_gaode(self, lang):  # lng,lat order as 高德/百度 copy-paste gives it
        r = self.r
        la, lo = r.choice(_ZGPS_BASE)
        return f"{lo + r.uniform(-0.08, 0.08):.6f},{la + r.uniform(-0.08, 0.08):.6f}"

    def k_dms(self, lang):
        r = self.r
        la, lo = r.choice(_GPS_BASE[:6] if lang == "en" else _ZGPS_BASE)
        la += r.uniform(-0.05, 0.05)
        lo += r.uniform(-0.05, 0.05)

        def dms(x):
            x = abs(x)
            d = int(x)
            mi = int((x - d) * 60)
            s = (x - d - mi / 60) * 3600
            return f"{d}°{mi:02d}'{s:04.1f}\""

        return f"{dms(la)}{'N' if la >= 0 else 'S'} {dms(lo)}{'E' if lo >= 0 else 'W'}"

    def k_ukpc(self, lang):  # real outward codes; Faker's en_GB postcodes are often impossible
        r = self.r
        inward = str(r.randint(0, 9)) + _rs(r, "ABDEFGHJLNPQRSTUWXYZ", 2)
        return f"{r.choice(_UK_OUT)}{r.choice([' ', ' ', ' ', ''])}{inward}"

    def k_zip(self, lang):
        return self.us.zipcode_plus4() if self.r.random() < 0.3 else self.us.zipcode()

    def k_cnpc(self, lang):
        return self.r.choice(_CN_PC) + _rs(self.r, _DG, 3)

    def k_plus(self, lang):
        r = self.r
        return r.choice(_PLUS_PREFIX) + _rs(r, _PLUS, 4) + "+" + _rs(r, _PLUS, r.choice([2, 2, 3]))

    def k_ghash(self, lang):
        return self.r.choice(_GH_PREFIX) + _rs(self.r, _GH, self.r.randint(5, 6))

    def k_w3w(self, lang):
        return "///" + ".".join(self.r.sample(_W3W, 3))


# ---------------------------------------------------------------- templates
# "kind|text": kind names the value generator (_Gen.k_<kind>), {V} marks the planted value,
# lower-case {fillers} come from _fill() and hold no personal value.
_T: dict[tuple[str, str], list[str]] = {}

_T[("secret", "en")] = [
    "aws|site-cam-uploader/.env on the office NAS still has AWS_ACCESS_KEY_ID={V} in it. Rotate before handover on {date}.",
    "awssk|[default]\naws_access_key_id = (see vault)\naws_secret_access_key = {V}\nregion = eu-west-2\n# drone survey uploads for {site}",
    "ghp|CI log for the takeoff calculator printed the token in clear: {V} - can someone revoke it before the {trade} gets repo access",
    "pat|git remote set-url origin https://{V}@github.com/northbank-builds/snag-app.git",
    "slack|SLACK_BOT_TOKEN={V}  # posts the daily site diary to #plot-{n}",
    "oai|snaglist-summariser.yaml\n  model: gpt-4o-mini\n  api_key: {V}\n  temperature: 0.2",
    "ant|ANTHROPIC_API_KEY={V}\nQUOTE_TEMPLATE=templates/{room}.md",
    "stripe|Deposits for {room} quotes go through Stripe. Live key is {V} (restricted, charges only) - don't paste it in the group again",
    "gapi|<script src=\"https://maps.googleapis.com/maps/api/js?key={V}&libraries=places\"></script> is still on the permit tracker page",
    "hf|HF_TOKEN={V} for the crack-detection model we run on the drone photos of {site}",
    "sg|SendGrid key for the invoice mailer: {V}\nsender: accounts mailbox, template id d-{n}",
    "tg|Site alarm bot -> Telegram. token {V} chat: site-alerts-{n}",
    "jwt|curl -H \"Authorization: Bearer {V}\" https://api.procore.com/rest/v1.0/projects",
    "pkey|Van tracker gateway key, pasted into the WhatsApp group by mistake:\n{V}\nPlease delete the message.",
    "urlpw|DATABASE_URL=postgres://estimator:{V}@10.0.4.12:5432/quotes",
    "urlpw|Hoarding camera feed: rtsp://admin:{V}@192.168.1.64:554/Streaming/Channels/101",
    "hex|procore_client_secret: {V}",
    "hex|BUILDERTREND_WEBHOOK_SECRET={V}",
    "b64|xero:\n  tenant: main\n  client_secret: \"{V}\"\n  scopes: accounting.transactions",
    "tok|Fieldwire API token {V} is what the nightly drawing sync uses, it rotates quarterly",
    "hex|Smart keysafe bridge API key {V} lets the office issue one-off codes to subbies",
    "aws|Site diary {date}: rained off. Spent the afternoon tidying the S3 bucket; old access key {V} deactivated but not deleted yet.",
    "ghp|GITHUB_TOKEN: {V}\n# used by the release job for the timesheet app v2.{n}",
    "slack|Incoming webhook broke so I switched the snagging channel to bot token {V} for now",
    "oai|OPENAI_API_KEY=\"{V}\" python estimate_from_drawings.py --plans plot{n}.pdf",
    "stripe|stripe.api_key = \"{V}\"  # TODO move to env before pushing",
    "sg|export SENDGRID_API_KEY='{V}' && node send-valuation.js",
    "jwt|Timesheet app session cookie: auth={V}; Path=/; HttpOnly; Secure",
    "urlpw|mongodb+srv://tsheets:{V}@cluster0.x7k2p.mongodb.net/timesheets?retryWrites=true",
    "b64|Total-station cloud sync secret = {V}",
    "tok|Buildertrend integration call: /api/jobs?api_token={V}&job={job}",
    "hf|pip install kept failing until I ran huggingface-cli login --token {V}",
    "awssk|Found in the old estimator laptop's notes.txt: S3 secret {V} (photo backup)",
    "gapi|GOOGLE_MAPS_KEY={V} # skip permit radius lookup",
    "ant|the quote bot had x-api-key: {V} hardcoded in main.py, moved it out on {date}",
    "pkey|{V}\n(that's the deploy key for the plant-hire booking server - revoke it)",
    "tg|https://api.telegram.org/bot{V}/sendMessage is the hook the tipper sensors post to",
    "hex|  \"webhook_signing_secret\": \"{V}\",",
    "urlpw|ftp://plans:{V}@ftp.architect-share.net/incoming/{job}/ - upload the as-builts here",
]

_T[("secret", "zh")] = [
    "aws|工地摄像头上传脚本的.env里还写着AWS_ACCESS_KEY_ID={V}，交付前记得换掉",
    "awssk|对象存储的SecretKey：{V}，用于航拍照片备份，千万别发群里",
    "ghp|报价小程序的CI日志把token打印出来了：{V}，麻烦尽快作废",
    "slack|施工日志机器人的令牌是{V}，每天自动推送到频道",
    "oai|预算助手配置：\napi_key: {V}\n模型：gpt-4o-mini",
    "ant|ANTHROPIC_API_KEY={V} 是报价生成脚本用的，别再提交到仓库",
    "stripe|海外业主付定金走Stripe，正式密钥{V}，只开了收款权限",
    "gapi|项目地图页面用的谷歌地图key={V}",
    "hf|裂缝识别模型需要HF令牌：{V}",
    "sg|发票邮件用的SendGrid密钥：{V}",
    "tg|工地报警机器人 token：{V}",
    "jwt|考勤系统接口请求头 Authorization: Bearer {V}",
    "pkey|塔吊监控网关的私钥被误发到项目群了：\n{V}\n请大家立即删除",
    "urlpw|数据库连接串：mysql://jzuser:{V}@10.10.2.8:3306/baojia",
    "urlpw|围挡摄像头：rtsp://admin:{V}@192.168.1.108:554/cam/realmonitor?channel=1",
    "hex|智能门锁开放平台 AppSecret：{V}",
    "hex|钉钉考勤回调的 aes_key={V}",
    "b64|企业微信应用的Secret是{V}，审批流推送用",
    "tok|监理平台接口令牌{V}，每晚同步一次图纸",
    "hex|阿里云 AccessKeySecret: {V}",
    "b64|腾讯云 SecretKey={V}",
    "tok|劳务实名制平台回调地址 /notify?token={V}&project={job}",
    "ghp|GITHUB_TOKEN: {V}\n# 考勤小程序发版用",
    "oai|施工日志自动总结脚本：OPENAI_API_KEY=\"{V}\"",
    "slack|海外项目组还在用Slack机器人令牌 {V}，这个是不是已经失效了？",
    "jwt|小程序登录后返回的token：{V}，有效期7天",
    "urlpw|图纸FTP：ftp://tuzhi:{V}@ftp.sheji-share.cn/upload/",
    "sg|SENDGRID_API_KEY='{V}'  # 对账单邮件",
    "hf|huggingface-cli login --token {V}  这是训练安全帽识别模型用的",
    "pkey|{V}\n↑这是堆场门禁服务器的部署密钥，已经泄露，需要重新生成",
    "aws|旧笔记本的备忘录里翻到一个访问密钥ID {V}，不知道还能不能用",
    "tg|https://api.telegram.org/bot{V}/sendMessage 这个是海外项目的报警推送地址",
    "hex|萤石云 AppSecret={V}，工地直播用的",
    "b64|\"secret\": \"{V}\" ← 这段是材料验收系统的配置，别截图",
    "stripe|{zdate}换了新的Stripe密钥：{V}，旧的已作废",
]

_T[("secret", "mixed")] = [
    "aws|师傅们注意，工地 camera 的 .env 里还有 AWS_ACCESS_KEY_ID={V}，handover 之前一定要 rotate",
    "ghp|CI log 把 token 打出来了：{V}，麻烦 revoke 一下",
    "slack|site diary bot 的 token 是 {V}，每天自动推到 #plot-{n}",
    "oai|预算 script 用的 OpenAI key：{V}，别 commit 上去",
    "ant|ANTHROPIC_API_KEY={V}  # 报价 generator 用",
    "stripe|海外业主 deposit 走 Stripe，live key {V}",
    "gapi|permit tracker 页面的 Google Maps key={V}",
    "hf|HF_TOKEN={V} 是 crack detection model 用的",
    "sg|invoice 邮件的 SendGrid key：{V}",
    "tg|site alarm 的 Telegram bot token {V}",
    "jwt|Procore 同步接口 header：Authorization: Bearer {V}",
    "pkey|van tracker gateway 的 private key 发群里了：\n{V}\n大家赶紧删",
    "urlpw|DB 连接：postgres://estimator:{V}@10.0.4.12:5432/quotes 先别动",
    "urlpw|围挡 camera 的 stream：rtsp://admin:{V}@192.168.1.64:554/live",
    "hex|Buildertrend webhook secret = {V}，只在 server 上用",
    "hex|智能 keysafe 的 API key {V}，office 用来给 subbie 发一次性 code",
    "b64|Xero client_secret: {V}（财务对 invoice 用）",
    "tok|Fieldwire token {V} 每晚 sync drawings",
    "awssk|S3 secret key {V}，drone 航拍照片 backup 用的",
    "pat|git clone https://{V}@github.com/northbank-builds/timesheet-app.git 这个 PAT 有 write 权限",
    "hex|阿里云 AccessKey Secret: {V} (OSS bucket 存工地照片)",
    "b64|企业微信 app secret 是 {V}，approval flow 推送用",
    "jwt|小程序 login 返回的 token={V}",
    "urlpw|mongodb+srv://kaoqin:{V}@cluster0.mongodb.net/timesheet 这个 URI 不要外传",
    "ghp|GITHUB_TOKEN={V}\n# 考勤 app release job",
    "slack|Slack 的 user token：{V}（个人的，不是 bot 的）",
    "oai|OPENAI_API_KEY=\"{V}\" python 施工日志总结.py",
    "stripe|stripe.api_key = \"{V}\" # TODO: 挪到 env",
    "sg|export SENDGRID_API_KEY='{V}' && node 发对账单.js",
    "tg|报警推送 https://api.telegram.org/bot{V}/sendMessage?chat_id=-100{n}",
    "tok|劳务平台 callback：/notify?api_token={V}&job={job}",
    "pkey|{V}\n上面是 plant hire 预约 server 的 deploy key，已泄露",
    "hf|huggingface-cli login --token {V} 跑安全帽 detection",
    "gapi|GOOGLE_MAPS_KEY={V} # skip permit 半径查询",
    "ant|quote bot 的 x-api-key: {V} 写死在 main.py 里了，{zdate} 已经挪出来",
]

_T[("password", "en")] = [
    "lock|Keysafe by the back door, code {V}. Please scramble it after you take the key.",
    "lock|Container (tool store) combination: {V}",
    "pw|Site office PC login password: {V}",
    "pin|Van alarm PIN is {V}, fob is in the top drawer",
    "pw|Checkatrade login for the business: pw {V}",
    "phrase|Wi-Fi in the site cabin: network SiteCabin-{n}, passphrase {V}",
    "pw|The password for the Screwfix trade account is {V}",
    "lock|Padlock on the skip gate: {V}",
    "pin|Fuel card PIN {V} (diesel only, receipts in the glovebox)",
    "pw|timesheet app\nlogin: (your works email)\npassword={V}",
    "pw|DB_PASSWORD={V}\nDB_HOST=10.0.4.12",
    "lock|Alarm code for the show home is {V}, set it when you leave",
    "pw|pw: {V}  (CAD licence portal)",
    "phrase|the passphrase for the encrypted drawings zip is {V}",
    "lock|Customer's away, key's in the keysafe on the side wall - code {V} - text the office when you're in",
    "pin|Sat nav in the Transit is locked, pin {V}",
    "pw|Builders merchant online account: login is the office email, password {V}",
    "pw|laptop in the site office, Windows password {V}",
    "lock|Gate code for the compound is {V}",
    "pin|Garage door keypad for the {room} job: {V}",
    "pw|sorry for the voice note lads the password for the drone app is {V} and its case sensitive",
    "phrase|Router at the show home got reset, new wifi password {V}",
    "pw|| System | Login | Password |\n|---|---|---|\n| Estimating PC | shared | {V} |",
    "pw|RAMS portal: the password is {V} - same for everyone on {site}",
    "lock|Code for the key box at the scaffold yard: {V}",
    "pin|Site tablet unlock PIN is {V}",
    "pw|Sage login changed. New one: {V}",
    "phrase|Passphrase for the site NAS: {V}",
    "pw|NVR admin password {V} (changed from the default on {date})",
    "lock|Front door keypad for the Airbnb refurb: {V}",
    "pw|{V} is the password for the Trimble Connect account, don't change it without telling the office",
    "pin|the PIN for the company debit card is {V}",
    "pw|{\"site\": \"{job}\", \"wifi_ssid\": \"Cabin{n}\", \"password\": \"{V}\"}",
    "phrase|voice note ok so the wifi password is {V} spaces and all yeah",
    "pw|Induction PDFs are zipped, password {V}, sent separately from the link",
]

_T[("password", "zh")] = [
    "lock|钥匙盒在后门旁边，密码{V}，用完记得打乱",
    "lock|工具房密码锁：{V}",
    "zpw|工地办公室电脑开机密码：{V}",
    "pin|货车防盗器的PIN是{V}",
    "zpw|建材商城采购账号的登录密码：{V}",
    "zpw|工地WiFi：名称 GD-{n}，密码{V}",
    "lock|业主出差了，入户门密码锁临时密码是{V}，完工后让业主改掉",
    "zpw|考勤系统 密码={V}",
    "pin|加油卡密码{V}，只能加柴油",
    "lock|样板间报警器撤防码是{V}",
    "zpw|图纸压缩包的解压密码是{V}",
    "zpw|监控录像机admin密码：{V}",
    "lock|材料仓库的挂锁密码 {V}",
    "zpw|语音转文字 那个打卡软件的密码是{V}你先登上去看看",
    "zpw|| 系统 | 账号 | 密码 |\n|---|---|---|\n| 预算软件 | 共用 | {V} |",
    "zpw|DB_PASSWORD={V}\nDB_HOST=10.10.2.8",
    "lock|小区地库门禁临时码{V}，业主给的",
    "pin|平板电脑锁屏密码{V}",
    "zpw|广联达账号密码改了，新的是{V}",
    "zpw|登录密码：{V}（劳务实名制平台）",
    "lock|电箱钥匙放在密码盒里，密码{V}",
    "zpw|{\"项目\": \"{job}\", \"wifi\": \"GD-{n}\", \"password\": \"{V}\"}",
    "pin|公司那张卡的取款密码是{V}，别外传",
    "zpw|{V} 是酷家乐设计账号的密码，别乱改",
    "zpw|项目部打印机管理员密码：{V}",
    "lock|工地大门电子锁密码：{V}",
    "lock|网盘链接已经发群里了，提取码{V}",
    "zpw|钉钉管理后台密码{V}，只有项目经理能用",
    "pin|保险柜密码{V}，里面放的是合同原件",
    "zpw|装修公司官网后台 账号admin 密码{V}",
    "lock|业主家智能锁的管理员密码是{V}，师傅进场后自己录指纹",
    "zpw|密码是{V}，注意大小写",
    "zpw|安全教育资料压缩包密码：{V}，链接单独发",
]

_T[("password", "mixed")] = [
    "lock|keysafe 在后门旁边，code 是 {V}，用完 scramble 一下",
    "lock|container 的密码锁：{V}",
    "mpw|site office 电脑 password：{V}",
    "pin|van alarm 的 PIN 是 {V}",
    "mpw|Screwfix trade account 登录密码 {V}",
    "mpw|site cabin WiFi：SiteCabin-{n}，密码 {V}",
    "lock|业主出差，front door 密码锁临时 code {V}，完工后让业主改",
    "mpw|timesheet app 的 password={V}",
    "pin|fuel card 密码 {V}，只加 diesel",
    "lock|show home alarm code {V}，走的时候记得 set",
    "mpw|drawings zip 的解压密码是 {V}",
    "mpw|NVR admin 密码：{V}",
    "lock|skip gate 挂锁 {V}",
    "mpw|语音转文字 那个 drone app 的 password 是 {V} 你先登进去",
    "mpw|| System | 账号 | Password |\n|---|---|---|\n| Estimating PC | shared | {V} |",
    "mpw|DB_PASSWORD={V}\nDB_HOST=10.0.4.12",
    "lock|地库 barrier 的临时 code {V}，业主给的",
    "pin|site tablet 锁屏 PIN {V}",
    "mpw|广联达 login 改了，new password: {V}",
    "mpw|登录密码：{V}（RAMS portal）",
    "lock|电箱 key 在 lockbox 里，code {V}",
    "mpw|{\"site\": \"{job}\", \"wifi\": \"Cabin{n}\", \"password\": \"{V}\"}",
    "pin|company debit card 的 PIN 是 {V}，别外传",
    "mpw|{V} 是 Trimble Connect 的密码，别乱改",
    "mpw|printer admin password: {V}（项目部那台）",
    "lock|compound gate 电子锁 code: {V}",
    "mpw|Sage 登录密码换了 → {V}",
    "mpw|钉钉 admin 后台 pw={V}",
    "pin|safe 的密码 {V}，合同原件在里面",
    "phrase|site NAS 的 passphrase：{V}",
    "mpw|Checkatrade 账号 password {V}，回复 reviews 用",
    "phrase|router reset 了，新 WiFi password 是 {V}",
    "lock|网盘 link 发群里了，提取码 {V}",
]

_T[("email", "en")] = [
    "mail|Homeowner's email for the final invoice: {V}",
    "mail|{V} - that's where the building control completion cert should go",
    "mail|From: {V}\nSubject: Re: Quote {job} - {room}\n\nHappy to go ahead, when can you start?",
    "mail|Sub contact sheet\ntrade,email,day rate\n{trade},{V},£220",
    "obf|can you send the drawings to {V} please, not the work one",
    "mail|Please cc {V} on all variations for {site}",
    "mail|Snag list sent to {V} on {date}, no reply yet",
    "mail|{\"client_email\": \"{V}\", \"job\": \"{job}\", \"stage\": \"first fix\"}",
    "obf|my email is {V} if you want to send the quote over",
    "mail|Reply-To: {V}",
    "mail|invoice {inv} bounced, client says use {V} instead",
    "mail|Planning portal account is registered to {V}, the decision notice will land there",
    "mail|New sub onboarding: CSCS copy + insurance docs will come from {V}",
    "mail|client_contact:\n  email: {V}\n  prefers: email over phone",
    "obf|pls email the tiling photos to {V}",
    "mail|Found you on Checkatrade, could you quote for a {room}? Best to reach me on {V}",
    "mail|Remittance will come from {V}, it's the client's personal account not the company one",
    "mail|Party wall notice acknowledged by the neighbour via {V}",
    "mail|| Role | Email |\n|---|---|\n| Client | {V} |",
    "mail|The client portal uses {V} as the login, reset link goes there too",
    "mail|CIS monthly statement for the {trade} goes to {V}",
    "obf|voice note yeah email me at {V} and ill send the deposit tonight",
    "mail|[{date}] Customer changed their tile choice again, confirmation from {V} attached",
    "mail|Send the RAMS to {V} before the {trade} starts on {wk}",
    "mail|The architect's assistant asked us to reply to {V} for the revised sections",
    "mail|DELIVERY NOTE {po}\nCUSTOMER EMAIL: {V}\nQTY: {n}\nSIGNED: __________",
    "mail|EMAIL={V}\nNOTIFY_ON=completion",
    "mail|got the deposit, receipt emailed to {V}",
    "obf|contact: {V}",
    "mail|Homeowner emailed from {V} asking if the scaffold can come down early",
    "mail|Boiler warranty registered under {V}",
    "mail|LABC inspection booking confirmation went to {V}, not to us",
]

_T[("email", "zh")] = [
    "zmail|业主的邮箱：{V}，结算单发这里",
    "zmail|{V} 这是设计师的私人邮箱，效果图改好了发过去",
    "zmail|发件人：{V}\n主题：关于{zroom}瓷砖更换\n\n师傅您好，我想把地砖换成哑光的",
    "zmail|班组联系表\n工种,邮箱,日工资\n{ztrade},{V},400元",
    "zobf|图纸发我邮箱吧 {V}",
    "zmail|变更单请抄送{V}",
    "zmail|整改清单{zdate}已经发到{V}，业主还没回",
    "zmail|{\"业主邮箱\": \"{V}\", \"工单\": \"{job}\", \"阶段\": \"水电验收\"}",
    "zobf|我的邮箱是{V}，报价单发过来就行",
    "zmail|业主说以后别发微信了，有事发邮件到{V}",
    "zmail|纸质发票寄不了，电子发票请发到{V}",
    "zmail|监理要求所有签证单扫描件发送至{V}",
    "zmail|新班组的进场资料（特种作业证复印件）是从{V}发过来的",
    "zmail|业主信息：\n  邮箱：{V}\n  备注：晚上不方便接电话",
    "zobf|验收照片发{V}就行",
    "zmail|您好，在网上看到你们的案例，想咨询一下{zroom}改造，我的邮箱是{V}",
    "zmail|尾款付款凭证是从{V}发来的",
    "zmail|| 角色 | 邮箱 |\n|---|---|\n| 业主 | {V} |",
    "zmail|施工合同电子版已发送至{V}，请业主签字后回传",
    "zmail|语音转文字 你把那个预算表发到我邮箱{V}我晚上看",
    "zmail|{zdate} 业主又改了橱柜颜色，确认邮件来自{V}",
    "zmail|送货单 {po}\n收货人邮箱：{V}\n数量：{n}\n签收：________",
    "zmail|EMAIL={V}\n通知=竣工",
    "zmail|定金收到了，收据已发{V}",
    "zobf|联系邮箱：{V}",
    "zmail|业主用{V}发邮件问脚手架能不能早点拆",
    "zmail|热水器保修登记用的是{V}",
    "zmail|质监站预约回执发到了{V}，没发给我们",
    "zmail|{V}（业主） 抄送：项目部",
    "zmail|安全交底记录的电子版请发到{V}，资料员要存档",
    "zmail|麻烦把{zsite}的结算书PDF发给{V}，谢谢",
    "zobf|邮箱{V}，QQ邮箱收不到的话再说",
]

_T[("email", "mixed")] = [
    "memail|业主的 email：{V}，final invoice 发这里",
    "memail|{V} 这是 designer 的私人邮箱，render 改好发过去",
    "memail|From: {V}\nSubject: 关于 {zroom} tiles\n\n师傅 hi，我想换 matt finish 的地砖",
    "memail|subbie 联系表\ntrade,email,day rate\n{ztrade},{V},¥450",
    "zobf|drawings 发我邮箱吧 {V}",
    "memail|variation 请 cc {V}",
    "memail|snag list {zdate} 已经 email 给 {V} 了，client 还没 reply",
    "memail|{\"client_email\": \"{V}\", \"工单\": \"{job}\", \"stage\": \"水电验收\"}",
    "obf|我的 email 是 {V}，quote 发过来就行",
    "memail|业主说别发 WeChat 了，有事 email {V}",
    "memail|e-invoice 请发到 {V}",
    "memail|监理 requires 所有签证单 scan 发送至 {V}",
    "memail|新班组的 CSCS / 特种作业证 copy 是从 {V} 发来的",
    "memail|client:\n  email: {V}\n  备注: prefers email",
    "zobf|验收 photos 发 {V} 就行",
    "memail|Hi 在小红书看到你们的 case，想 quote 一下 {zroom} renovation，my email: {V}",
    "memail|remittance 是从 {V} 发的",
    "memail|| Role | 邮箱 |\n|---|---|\n| 业主 | {V} |",
    "memail|contract PDF 已发 {V}，请业主 sign 后回传",
    "memail|语音转文字 你把那个 budget sheet 发到我 email {V} 我晚上看",
    "memail|{zdate} 业主又改了 cabinet 颜色，confirmation 来自 {V}",
    "memail|DELIVERY NOTE {po}\n收货人 EMAIL: {V}\nQTY: {n}\n签收 ________",
    "memail|EMAIL={V}\nNOTIFY_ON=竣工",
    "memail|deposit 收到，receipt 已发 {V}",
    "obf|contact email: {V}（业主）",
    "memail|业主用 {V} 问 scaffold 能不能早点拆",
    "memail|boiler warranty 登记用的 {V}",
    "memail|building control 的 booking 确认发到 {V} 了，没 cc 我们",
    "memail|RAMS 发给 {V} 存档",
    "memail|麻烦把 {zsite} 的 final account PDF 发给 {V}, thx",
    "memail|planning portal 账号注册的是 {V}",
]

_T[("phone", "en")] = [
    "ukmob|Scaffolder's mobile: {V} (he's the one with the yard keys)",
    "enph|Client prefers a call after work, number is {V}",
    "ukmob|{V} - homeowner, call before you turn up",
    "usph|Sub contact list\ntrade,phone,rate\n{trade},{V},$45/hr",
    "ukland|Neighbour (party wall) landline {V}, she's usually in",
    "usext|reach the homeowner at work on {V}",
    "ukmob|text me on {V} when the skip's been dropped",
    "enph|{\"client_phone\": \"{V}\", \"job\": \"{job}\"}",
    "ukmob|voice note yeah my numbers {V} ring me when youre outside",
    "usph|Emergency contact for the {trade}: {V}",
    "enph|Tenant's number for access to the flat: {V}",
    "ukmob|If the gate's locked ring {V}, the owner lives next door",
    "usph|Call back request: homeowner, {V}, re: water stain on the {room} ceiling",
    "ukland|DELIVERY NOTE {po}\nCONTACT TEL: {V}\nSIGNED ______",
    "enph|| Role | Phone |\n|---|---|\n| Client | {V} |",
    "ukmob|WhatsApp the snag photos to {V}",
    "usph|missed call from {V} - think it's the client about the permit",
    "enph|client_contact:\n  phone: \"{V}\"\n  best_time: evenings",
    "ukmob|the new labourer's number is {V}, add him to the site group",
    "usext|Homeowner's office line {V}, only for urgent stuff",
    "ukmob|Mob {V}",
    "usph|PHONE={V}\nSMS_NOTIFY=true",
    "enph|Site diary {date}: client rang from {V} asking about the {room} tiles",
    "ukland|The old boy at the bungalow job only has a landline: {V}",
    "ukmob|Plasterer can't make {wk}, his number if you want to chase: {V}",
    "usph|Inspector's personal cell {V} - don't give it out",
    "enph|{V} <- homeowner, not the letting agent",
    "ukmob|pls save my new number {V} old phone got smashed on site",
    "usph|Tile showroom said the client left {V} as her contact",
    "ukmob|Contact for keys: {V} (tenant, works nights so text first)",
    "enph|Contact: {V}",
    "ukland|Ring the homeowner's mum on {V} if nobody answers at the house",
]

_T[("phone", "zh")] = [
    "cnmob|业主电话{V}，上门前先打电话",
    "cnmob|{V} 水电师傅，明天开槽",
    "cnmob|班组联系表\n工种,电话,日工资\n{ztrade},{V},350元",
    "cnland|楼下邻居家座机{V}，漏水的事找她",
    "cnmob|材料到了给我打电话{V}",
    "cnmob|{\"业主电话\": \"{V}\", \"工单\": \"{job}\"}",
    "cnmob|语音转文字 我电话是{V}你到了小区门口给我打",
    "cnmob|安全员的手机{V}，有事找他",
    "cnmob|租户电话{V}，进场前联系开门",
    "cnmob|门卫说找不到人就打{V}",
    "cnmob|回访登记：业主，{V}，反映{zroom}吊顶有裂缝",
    "cnland|送货单{po}\n联系电话：{V}\n签收人：____",
    "cnmob|| 角色 | 电话 |\n|---|---|\n| 业主 | {V} |",
    "cnmob|整改照片微信发给{V}就行，微信同号",
    "cnmob|未接来电{V}，应该是业主问开工的事",
    "cnmob|业主信息：\n  电话：{V}\n  备注：晚上方便接电话",
    "cnmob|新来的小工电话{V}，拉他进工地群",
    "cnland|业主单位座机{V}，急事再打",
    "cnmob|手机：{V}",
    "cnmob|PHONE={V}\n短信通知=是",
    "cnmob|{zdate}施工日志：业主来电（{V}）询问{zroom}瓷砖什么时候到",
    "cnmob|木工师傅{zwk}来不了，要催的话打他电话{V}",
    "cnmob|监理的私人手机{V}，别外传",
    "cnmob|我换号了{V}，原来那个手机在工地摔坏了",
    "cnmob|钥匙找租客拿：{V}（上夜班，先发短信）",
    "cnmob|家里没人接的话打业主母亲电话{V}",
    "cnmob|联系人电话 {V}",
    "cnmob|包工头的电话是{V}，工钱的事直接找他",
    "cnmob|瓷砖店说业主留的电话是{V}",
    "cnland|业主家座机{V}，老人在家",
    "cnmob|{V}（业主）工地有事随时联系",
    "cnmob|吊顶师傅号码{V}，说明天早上到",
]

_T[("phone", "mixed")] = [
    "mph|业主 phone {V}，上门前先 call 一下",
    "cnmob|{V} 水电师傅，明天开槽 first fix",
    "mph|subbie 联系表\ntrade,电话,day rate\n{ztrade},{V},¥400",
    "ukmob|UK 那边 client 的 mobile 是 {V}，注意时差",
    "mph|材料到了 call 我 {V}",
    "mph|{\"client_phone\": \"{V}\", \"工单\": \"{job}\"}",
    "cnmob|语音转文字 我 number 是 {V} 你到 gate 给我打",
    "mph|safety officer 手机 {V}",
    "mph|tenant 电话 {V}，进场前联系开门",
    "cnmob|门卫说找不到人就打 {V}",
    "mph|call back：业主，{V}，{zroom} ceiling 有 crack",
    "mph|DELIVERY NOTE {po}\n联系电话 {V}\nSIGNED ____",
    "mph|| Role | 电话 |\n|---|---|\n| Client | {V} |",
    "cnmob|snag 照片 WeChat 发 {V}，微信同号",
    "mph|missed call {V}，应该是业主问 permit 的事",
    "mph|client:\n  phone: \"{V}\"\n  备注: evenings OK",
    "cnmob|新 labourer 电话 {V}，拉进 site group",
    "mph|Mob: {V}",
    "mph|PHONE={V}\nSMS通知=true",
    "mph|site diary {zdate}：业主 call 来（{V}）问 tiles 什么时候到",
    "mph|plasterer {wk} 来不了，要 chase 的话打 {V}",
    "mph|inspector 私人手机 {V}，don't share",
    "mph|换号了 {V}，old phone 在工地摔坏了",
    "mph|keys 找租客拿：{V}（works nights，先 text）",
    "cnmob|包工头 number {V}，工钱的事直接找他",
    "mph|tile showroom 说业主留的是 {V}",
    "mph|{V}（业主）site 有事随时联系",
    "cnmob|吊顶师傅号码 {V}，说 tomorrow morning 到",
    "ukmob|London 那个 loft job 的 homeowner：{V}",
    "mph|WhatsApp / 微信都是 {V}",
    "usph|US 客户 cell {V}，ask about 橱柜 sizes",
]

_T[("address", "en")] = [
    "ukaddr|Next job: {V}, {city}. Park on the drive, not the road.",
    "usaddr|Site address for the permit: {V}, {city}",
    "enaddr|Deliver {mat} to {V} - side gate, leave it by the garage",
    "ukaddr|Snagging visit at {V} on {wk}",
    "enaddr|Client's home address (for the invoice): {V}",
    "usaddr|  \"site_address\": \"{V}\",",
    "ukaddr|Skip licence applied for outside {V} - council says 5 working days",
    "enaddr|job,address,stage\n{job},\"{V}\",second fix",
    "ukaddr|DELIVERY NOTE {po}\nDELIVER TO: {V}\n{city}\nSIGNED ____",
    "usaddr|Framing inspection booked for {V}",
    "ukaddr|voice note right so the address is {V} its the one with the blue door",
    "enaddr|Spare keys are with the neighbour at {V}",
    "usaddr|| Job | Address |\n|---|---|\n| {job} | {V} |",
    "ukaddr|Party wall notice served for works at {V}",
    "enaddr|Invoice {inv}\nBill to: Homeowner\n{V}\n{city}",
    "ukaddr|Tenant at {V} reported damp in the {room}, need a survey",
    "usaddr|Roofing tear-off at {V}, dumpster goes in the driveway",
    "ukaddr|Building control ref {job}: completion cert for {V}",
    "enaddr|Parking's a nightmare at {V}, bring the small van",
    "ukaddr|{V} - boiler swap, customer works from home",
    "usaddr|Pick up the leftover tile from the client's place at {V}",
    "enaddr|site:\n  address: \"{V}\"\n  access: rear lane",
    "ukaddr|The new labourer is staying at his sister's, {V}, for the length of the job",
    "usaddr|ADDRESS={V}\nPERMIT_TYPE=residential alteration",
    "ukaddr|Quote for a full rewire at {V}, 3-bed semi",
    "enaddr|Customer moved, new address is {V} - warranty docs go there now",
    "usaddr|Final walkthrough at {V} with the homeowners on {wk}",
    "ukaddr|Asbestos survey booked for {V} before the strip out",
    "enaddr|Meet at {V}, it's the house with the skip outside",
    "ukaddr|Dropped the spare keys through the letterbox at {V}",
    "usaddr|Change order {job} signed at the kitchen table, {V}",
]

_T[("address", "zh")] = [
    "cnaddr|下一个工地：{zcity}{V}，车停地库别停路边",
    "cnaddr|业主家地址：{V}，上门量尺请提前预约",
    "cnaddr|{zmat}送到{V}，只能走货梯",
    "cnaddr|{zwk}去{V}做整改",
    "cnaddr|装修备案填的施工地址是{V}",
    "cnaddr|  \"施工地址\": \"{V}\",",
    "cnaddr|工单,地址,阶段\n{job},{V},中期验收",
    "cnaddr|送货单{po}\n送货地址：{zcity}{V}\n签收：____",
    "cnaddr|水电验收约在{V}，物业要求提前报备",
    "cnaddr|语音转文字 地址是{V}你导航过来就行",
    "cnaddr|| 工单 | 地址 |\n|---|---|\n| {job} | {V} |",
    "cnaddr|结算单\n业主地址：{V}\n金额：{zamt}",
    "cnaddr|{V}的业主反映{zroom}墙面返潮，需要上门看看",
    "cnaddr|拆旧垃圾堆在{V}楼下，明天清运",
    "cnaddr|物业说{V}装修要交押金",
    "cnaddr|师傅们注意：{V}这家有老人，施工动静小点",
    "cnaddr|量房地址 {V}",
    "cnaddr|地址：{zcity}市{V}",
    "cnaddr|业主搬家了，新地址{V}，保修卡寄到这里",
    "cnaddr|竣工验收{zwk}在{V}，业主夫妻都到场",
    "cnaddr|site:\n  地址: \"{V}\"\n  进场: 走消防通道",
    "cnaddr|ADDRESS={V}\n备案类型=住宅装修",
    "cnaddr|{V}，三室两厅老房翻新，报价{zamt}",
    "cnaddr|钥匙放在{V}门口地垫下面",
    "cnaddr|快递寄到{V}，收件人写业主就行",
    "cnaddr|邻居投诉了，说{V}那家电钻太吵",
    "cnaddr|{zsite}完工后，木工班转场去{V}",
    "cnaddr|燃气改管预约上门地址：{V}",
    "cnaddr|瓷砖样品送到{V}给业主挑",
    "cnaddr|在{V}楼下集合，就是门口堆着垃圾袋那家",
    "cnaddr|业主让把备用钥匙送到{V}她妈妈家",
    "cnaddr|{zcity}{V} 防水闭水试验今天做",
]

_T[("address", "mixed")] = [
    "maddr|下一个 site：{V}，车停 underground 别停路边",
    "maddr|client home address：{V}，measure 之前先约",
    "maddr|{mat} 送到 {V}，只能走货梯",
    "maddr|{wk} 去 {V} 做 snagging",
    "maddr|permit 上填的 site address 是 {V}",
    "maddr|  \"site_address\": \"{V}\",",
    "maddr|job,地址,stage\n{job},\"{V}\",中期验收",
    "maddr|DELIVERY NOTE {po}\n送货地址 {V}\nSIGNED ____",
    "maddr|first fix inspection 约在 {V}，物业要提前报备",
    "maddr|语音转文字 address 是 {V} 你 navigate 过来就行",
    "maddr|| Job | 地址 |\n|---|---|\n| {job} | {V} |",
    "maddr|Invoice {inv}\n业主地址：{V}\nTotal：{zamt}",
    "maddr|{V} 的业主说 {zroom} 墙面 damp，要上门看看",
    "maddr|strip-out 的垃圾在 {V} 楼下，明天 skip 来拉",
    "maddr|物业说 {V} 装修要交 deposit",
    "maddr|guys 注意：{V} 这家有老人，noise 小点",
    "maddr|survey address {V}",
    "maddr|Address: {V}",
    "maddr|业主搬家了，new address {V}，warranty 寄这里",
    "maddr|final walkthrough {zwk} 在 {V}",
    "maddr|site:\n  address: \"{V}\"\n  access: 走 rear lane",
    "maddr|ADDRESS={V}\nPERMIT_TYPE=住宅装修",
    "maddr|{V}，3-bed 老房翻新，quote {zamt}",
    "maddr|spare keys 放在 {V} 门口地垫下面",
    "maddr|邻居 complain 了，{V} 那家说 drill 太吵",
    "maddr|{zsite} 完工后 team 转场去 {V}",
    "maddr|gas engineer 预约上门：{V}",
    "maddr|tile samples 送到 {V} 给业主挑",
    "maddr|meet at {V}，楼下有 skip 那家",
    "maddr|scaffold 明天搭在 {V}",
    "maddr|quote 纸质版寄到 {V} 就行，业主不用 email",
]

_T[("government_id", "en")] = [
    "utr|CIS verification for the new {trade}: UTR {V}, HMRC says deduct at 20%",
    "nino|NI number {V} - needed before we can run the CIS check",
    "ssn|W-9 for the framing sub: SSN {V}",
    "ein|Sole-prop drywall sub, EIN {V}, 1099 at year end",
    "dvla|Driver for the tipper: licence no. {V}, checked on the DVLA site",
    "usdl|Forklift operator's driver license #{V} (copy in the induction pack)",
    "ukpass|Right to work check done, passport {V}, original handed back",
    "uspass|Passport number {V} for the I-9, labourer starting {wk}",
    "nino|Timesheet export\nworker_ref,ni_number,days,rate\nLAB-{n},{V},5,£140",
    "utr|{\"subcontractor_utr\": \"{V}\", \"cis_rate\": 20, \"verified\": true}",
    "ssn|FORM W-4 (scanned)\n(b) Social security number {V}\nFiling status: single",
    "itin|Labourer doesn't have an SSN, paying him against ITIN {V}",
    "nino|voice note his national insurance is {V} ill send the rest later",
    "utr|Unique Taxpayer Reference {V} (self-employed, gross payment status not approved)",
    "ssn|{V} - social on the new hire packet, file it in the locked drawer",
    "dvla|Van insurance add-driver form: licence {V}",
    "nino|CSCS renewal form asks for the NI no: {V}",
    "ukpass|Passport no {V} scanned for right-to-work",
    "usdl|Plant hire counter needs DL {V} before releasing the excavator",
    "ein|1099-NEC prep: roofer's TIN {V}",
    "ssn|| Worker | SSN |\n|---|---|\n| Crew {n} | {V} |",
    "utr|cis:\n  utr: \"{V}\"\n  status: net",
    "nino|Payroll: NI {V}, tax code 1257L, week 1 basis",
    "uspass|Passport {V} - needed for the airside badge on the terminal job",
    "ssn|E-Verify case opened for SSN {V}, waiting on result",
    "dvla|Licence number on the hire agreement: {V}",
    "utr|{V} is his UTR, put it on the monthly CIS300",
    "nino|NINO={V}\nCIS_STATUS=verified",
    "ssn|SSN: {V}",
    "itin|TIN (ITIN) {V} on the W-9 - the sub says he's applying for an SSN",
    "ukpass|Passport {V} for the booking on the overseas site trip",
    "usdl|DRIVER LICENSE (scan)\nDL {V}\nCLASS C  END NONE",
    "nino|{V} is the national insurance number on the apprentice's form, double-check the letters",
]

_T[("government_id", "zh")] = [
    "cnid|特种作业操作证（低压电工）证号：{V}",
    "cnid|新进场焊工身份证号{V}，已实名登记",
    "cnid|劳务实名制花名册\n工种,身份证号,日工资\n{ztrade},{V},380元",
    "cnid|{\"身份证号\": \"{V}\", \"工种\": \"架子工\", \"进场日期\": \"{zdate}\"}",
    "cnid|居民身份证（扫描件识别）\n公民身份号码 {V}",
    "cnid|语音转文字 他身份证是{V}你帮他录到系统里",
    "cnid|工资代发需要身份证号：{V}",
    "cnpass|去海外项目的护照号{V}，签证在办",
    "hkmo|港澳通行证{V}，下周去澳门项目",
    "cnid|安全教育培训签到表 证件号{V}",
    "cnid|业主身份证号（备案用）：{V}",
    "cnid|| 工种 | 身份证号 |\n|---|---|\n| 电焊工 | {V} |",
    "cnid|{V} 这是木工班组长的身份证号，买意外险用",
    "cnid|特种设备作业人员证 号码{V}（塔吊司机）",
    "cnpass|护照：{V}",
    "cnid|农民工工资专户登记 身份证{V}",
    "cnid|id_card: \"{V}\"",
    "cnid|高处作业证上的号码就是身份证号{V}",
    "cnid|装修备案申请表 业主证件号码：{V}",
    "cnid|{zdate}新进场人员：油漆工，身份证{V}，已做三级教育",
    "hkmo|往来港澳通行证号码 {V}（出差报备）",
    "cnid|公民身份号码{V}",
    "cnid|保险公司要身份证号，{V}，麻烦核对一下",
    "cnpass|护照号码{V}，去马来西亚项目",
    "cnid|门禁人脸登记需要身份证号{V}",
    "cnid|个税申报 证照号码 {V}",
    "cnid|ID={V}\n工种=电工",
    "cnid|考勤机导出：工号{n}，证件号{V}，出勤26天",
    "cnid|身份证号码: {V}",
    "cnid|他的电工证号{V}，到期前要复审",
    "cnid|{V}（身份证）这个人没做安全交底不能进场",
    "cnid|驾驶证号就是身份证号 {V}，叉车司机",
]

_T[("government_id", "mixed")] = [
    "cnid|特种作业操作证 (electrician) 证号：{V}",
    "cnid|新 welder 身份证号 {V}，已实名登记",
    "cnid|labour roster\n工种,ID number,day rate\n{ztrade},{V},¥380",
    "cnid|{\"id_card\": \"{V}\", \"trade\": \"架子工\", \"start\": \"{zdate}\"}",
    "cnid|居民身份证 scan → ID NO {V}",
    "cnid|语音转文字 他的 ID 是 {V} 你帮他录到 system 里",
    "nino|UK 那边新 labourer 的 NI number {V}，CIS 要查",
    "utr|UTR {V}，CIS 扣 20%",
    "cnpass|overseas project 护照号 {V}，visa 在办",
    "cnid|induction 签到表 证件号 {V}",
    "cnid|业主 ID（备案用）：{V}",
    "cnid|| Trade | 身份证号 |\n|---|---|\n| 电焊工 | {V} |",
    "ssn|US 项目那个 framer 的 SSN {V}，W-9 用",
    "cnid|tower crane 司机特种设备证 {V}",
    "ukpass|right to work check 做了，passport {V}",
    "cnid|wage account 登记 身份证 {V}",
    "cnid|id_card: \"{V}\" # 劳务平台",
    "dvla|tipper 司机 licence {V}，DVLA 已查",
    "cnid|permit application 业主证件号：{V}",
    "cnid|{zdate} 新进场 painter，ID {V}，已做 induction",
    "nino|NINO={V}\nCIS_STATUS=verified",
    "cnid|insurance 要身份证号 {V}，麻烦 double check",
    "cnid|face ID 门禁登记身份证号 {V}",
    "cnid|个税 filing 证照号码 {V}",
    "utr|{\"subcontractor_utr\": \"{V}\", \"cis\": \"20%\"}",
    "cnid|attendance export：工号 {n}，ID {V}，26 days",
    "cnid|身份证 number: {V}",
    "cnid|他的电工证 No. {V}，expiry 前要复审",
    "cnid|{V}（身份证）这个人没做 safety induction 不能进场",
    "hkmo|港澳通行证 {V}，next week 去澳门 site",
    "nino|payroll：NI {V}，tax code 1257L",
]

_T[("financial", "en")] = [
    "sortacc|Bank details for the invoice: sort code / account {V}",
    "iban|Please pay the deposit to IBAN {V}",
    "card|Paid the builders merchant over the phone with card {V}",
    "ukacct|Acc no. {V}, same sort code as before",
    "usacct|ACH to the drywall sub: account {V}",
    "card|Client wants to pay the balance by card: {V}",
    "iban|Remittance advice {inv}: paid to {V}",
    "sortacc|Payee: tiler (sole trader)\nSort/Acc: {V}\nRef: {job}",
    "amex|Company Amex {V} for the hire desk",
    "iban|{\"payee_iban\": \"{V}\", \"amount\": \"{amt}\", \"ref\": \"{inv}\"}",
    "ukacct|voice note my account number is {V} sort code is the same as on the invoice",
    "card|Debit card used for the Screwfix order: {V}",
    "iban|Bank: {V} (Revolut Business)",
    "sortacc|BACS details {V} - please put the job number as the reference",
    "card|CARD RECEIPT (photo)\nSALE {amt}\nCARD NO {V}\nCONTACTLESS",
    "usacct|Direct deposit for the new framer, acct {V}",
    "iban|| Payee | IBAN |\n|---|---|\n| Roofer | {V} |",
    "card|card_number: \"{V}\"",
    "amex|Booked the tool hire on {V}, deposit refundable",
    "iban|IBAN: {V}",
    "ukacct|Stage payment goes to account {V}",
    "card|The homeowner read their card out over the phone: {V}",
    "sortacc|invoice footer: Bank - {V}",
    "iban|Retention release to {V} after the defects period",
    "usacct|Escrow holdback will be wired to account #{V}",
    "card|{V} - card on file for the skip hire account",
    "iban|Subcontractor payment run\npayee,iban,amount\nSC-{n},{V},{amt}",
    "sortacc|Please update the plasterer's bank details to {V}, old account closed",
    "card|Card used for the planning application fee: {V}",
    "iban|PAYEE_IBAN={V}",
    "ukacct|Account {V}",
    "amex|client paid the deposit with {V}, receipt in the job folder",
]

_T[("financial", "zh")] = [
    "cncard|工钱打到这张卡：{V}，工商银行",
    "cncard|班组长收款账号{V}（建设银行），户名同身份证",
    "cncard|业主付定金用的卡号{V}",
    "cncard|农民工工资代发\n工种,银行卡号,金额\n{ztrade},{V},{zamt}",
    "cncard|{\"收款账号\": \"{V}\", \"金额\": \"{zamt}\"}",
    "cncard|语音转文字 我卡号是{V}你打过来就行",
    "cncard|尾款请转账至{V}（招商银行）",
    "cncard|转账回单（截图识别）\n收款人账号 {V}\n金额 {zamt}",
    "cncard|| 班组 | 收款卡号 |\n|---|---|\n| 泥瓦班 | {V} |",
    "cncard|收款卡：{V}",
    "cncard|材料款先垫付了，报销打到{V}",
    "cncard|银行卡号 {V}",
    "cncard|{V} 这是水电师傅的卡，工钱按天结",
    "cncard|工资卡号改了，新卡{V}，旧卡已注销",
    "card|业主用信用卡{V}在建材城刷的主材",
    "cncard|account_no: \"{V}\"",
    "cncard|ACCOUNT={V}\n开户行=农业银行",
    "cncard|进度款第二笔已转{V}，请查收",
    "iban|海外项目分包款汇到{V}",
    "cncard|包工头让把工钱直接打到他爱人的卡{V}",
    "cncard|质保金退还至{V}",
    "cncard|收款信息\n开户行：中国银行\n卡号：{V}",
    "cncard|{zdate}垫付{zmat}的钱，转到{V}",
    "cncard|卡号{V}，户名跟合同一致",
    "card|信用卡号{V}，用来付设计费",
    "cncard|借记卡{V}",
    "cncard|工资表导出：工号{n}，卡号{V}，应发{zamt}",
    "cncard|打款账号：{V}（邮储）",
    "cncard|木工班的钱打{V}就行",
    "cncard|退押金到{V}，物业要求本人卡",
    "iban|业主人在德国，尾款从{V}汇出",
    "cncard|{V}\n↑业主发来的退款卡号",
]

_T[("financial", "mixed")] = [
    "cncard|工钱打这张卡：{V}，ICBC",
    "sortacc|UK subbie 的 bank details：{V}",
    "card|业主用 credit card {V} 付了 deposit",
    "cncard|payroll\n工种,bank card,amount\n{ztrade},{V},{zamt}",
    "iban|{\"payee_iban\": \"{V}\", \"金额\": \"{amt}\"}",
    "cncard|语音转文字 我 card number 是 {V} 你转过来就行",
    "iban|尾款 transfer 至 {V}",
    "cncard|转账回单 screenshot\npayee account {V}",
    "cncard|| Team | 收款卡号 |\n|---|---|\n| tiling | {V} |",
    "cncard|收款 card：{V}",
    "card|materials 先垫付了，用的 card {V}",
    "cncard|bank card {V}",
    "cncard|{V} 这是 plumber 师傅的卡，day rate 按天结",
    "ukacct|UK 那边 plasterer 的 account number {V}，sort code 和上次一样",
    "card|card_number: \"{V}\" # 建材城 order",
    "iban|PAYEE_IBAN={V}",
    "cncard|progress payment 第二笔已转 {V}",
    "iban|overseas sub 分包款汇到 {V}",
    "cncard|retention 退还至 {V}",
    "cncard|收款 info\nBank：中国银行\n卡号：{V}",
    "cncard|{zdate} 垫付 {zmat}，reimburse 到 {V}",
    "card|信用卡 {V}，付 design fee",
    "cncard|debit card {V}",
    "cncard|payroll export：工号 {n}，card {V}，net {zamt}",
    "cncard|木工 team 的钱打 {V} 就行",
    "iban|IBAN: {V}",
    "sortacc|invoice 底部 bank：{V}",
    "amex|Amex {V} 订了 tool hire",
    "cncard|deposit 退到 {V}，物业 require 本人卡",
    "cncard|new 工资卡 {V}，old card 注销了",
    "iban|Please pay deposit 到 IBAN {V}",
]

_T[("person_name", "en")] = [
    "enname|Site contact: {V} (homeowner)",
    "enname|{V} is the new {trade}, starts {wk}",
    "enname|Daywork sheet signed off by {V}",
    "enname|Client: {V}\nJob: {job}\nStage: first fix",
    "enname|Timesheet\nworker,days,rate\n{V},5,£180",
    "enname|{\"client_name\": \"{V}\", \"job\": \"{job}\"}",
    "enname|voice note yeah its {V} here the plasterers done can you come and look",
    "enname|Handover pack addressed to {V}",
    "enname|Snag raised by {V}: gap under the {room} door",
    "enname|Site induction given to {V} on {date}",
    "enname|| Trade | Name |\n|---|---|\n| {trade} | {V} |",
    "enname|Hi, my name is {V}, I'm after a quote for a {room}",
    "enname|Permit applicant: {V}",
    "enname|RAMS briefed to all operatives incl. {V} (scaffold)",
    "enname|Deposit received from {V} - {amt}",
    "enname|{V} said the tiles are the wrong shade, reordering",
    "enname|Per {V}, the neighbour won't allow access for the scaffold",
    "enname|CSCS card holder: {V}, card type: Labourer (green)",
    "enname|Regards,\n{V}\nSite Manager",
    "enname|Thanks {V}, see you {wk}",
    "enname|DELIVERY NOTE {po}\nRECEIVED BY: {V}\nSIGNATURE ____",
    "enname|Accident book {date}: {V} cut hand on glass, first aid given",
    "enname|worker:\n  name: \"{V}\"\n  trade: {trade}",
    "enname|The client, {V}, wants the skirting white, not grey",
    "enname|Invoice {inv}\nBill to: {V}",
    "enname|Toolbox talk attendance: {V}",
    "enname|Who's the sub on the roof? {V}, he's solid",
    "enname|Emergency contact name: {V}",
    "enname|Labourer {V} didn't turn up {wk}, docked half a day",
    "enname|Quote accepted by {V}, signed copy attached",
    "enname|Pls add {V} to the site WhatsApp group",
    "enname|Dear {V},\n\nPlease find attached our quotation for the {room}.",
]

_T[("person_name", "zh")] = [
    "zname|现场联系人：{V}（业主）",
    "zname|{V}是新来的{ztrade}，{zwk}进场",
    "zname|签证单由{V}签字确认",
    "zname|业主：{V}\n工单：{job}\n阶段：水电",
    "zname|考勤表\n姓名,天数,日工资\n{V},26,350",
    "zname|{\"业主姓名\": \"{V}\", \"工单\": \"{job}\"}",
    "zname|语音转文字 我是{V}啊泥瓦工做完了你过来看一下",
    "zname|交房资料寄给{V}",
    "zname|{V}提的整改：{zroom}门底缝太大",
    "zname|三级安全教育已对{V}完成",
    "zname|| 工种 | 姓名 |\n|---|---|\n| {ztrade} | {V} |",
    "zname|您好，我叫{V}，想咨询一下{zroom}装修报价",
    "zname|装修备案申请人：{V}",
    "zname|技术交底签到：{V}（架子工）",
    "zname|收到{V}定金{zamt}",
    "zname|{V}说瓷砖色号不对，要重新订",
    "zname|听{V}说，邻居不同意在他家门口搭架子",
    "zname|特种作业操作证持证人：{V}，准操项目：低压电工作业",
    "zname|此致\n{V}\n项目经理",
    "zname|谢谢{V}，{zwk}见",
    "zname|送货单{po}\n收货人：{V}\n签字：____",
    "zname|事故登记{zdate}：{V}被玻璃划伤手，已包扎",
    "zname|worker:\n  姓名: \"{V}\"\n  工种: {ztrade}",
    "zname|业主{V}要求踢脚线刷白色",
    "zname|结算单\n客户：{V}",
    "zname|班前讲话签到：{V}",
    "zname|屋面是谁的班组？{V}的，干活挺细",
    "zname|紧急联系人：{V}",
    "zname|小工{V}{zwk}没来，扣半天",
    "zname|报价单已由{V}签字确认",
    "zname|把{V}拉进工地群",
    "zname|{V}您好，附件是{zroom}的报价单。",
    "zname|包工头{V}说这周的工钱下周一起结",
]

_T[("person_name", "mixed")] = [
    "mname|site contact：{V}（业主）",
    "mname|{V} 是新来的 {trade}，{zwk} 进场",
    "mname|daywork sheet 由 {V} 签字",
    "mname|Client：{V}\n工单：{job}\nStage：水电",
    "mname|timesheet\n姓名,days,rate\n{V},5,¥350",
    "mname|{\"client_name\": \"{V}\", \"工单\": \"{job}\"}",
    "zname|语音转文字 我是{V}啊 tiling 做完了你过来 check 一下",
    "mname|handover pack 寄给 {V}",
    "mname|{V} 提的 snag：{zroom} door 底缝太大",
    "mname|induction 已对 {V} 完成",
    "mname|| Trade | 姓名 |\n|---|---|\n| {ztrade} | {V} |",
    "zname|Hi 我叫{V}，想 quote 一下 {zroom} renovation",
    "zpinyin|Hi, I'm {V}, 想问下 kitchen 改造大概多少钱",
    "mname|toolbox talk 签到：{V}（scaffold）",
    "mname|收到 {V} 的 deposit {zamt}",
    "mname|{V} 说 tiles 色号不对，要 reorder",
    "mname|据 {V} 说，neighbour 不同意搭 scaffold",
    "mname|CSCS card holder：{V}，green card",
    "mname|Regards,\n{V}\n项目经理",
    "mname|Thanks {V}，{zwk} 见",
    "mname|DELIVERY NOTE {po}\n收货人：{V}\nSIGNED ____",
    "mname|accident book {zdate}：{V} 被玻璃划伤手，first aid 已做",
    "mname|worker:\n  name: \"{V}\"\n  工种: {ztrade}",
    "mname|业主 {V} 要求 skirting 刷白色",
    "mname|Invoice {inv}\nBill to：{V}",
    "mname|包工头 {V} 说这周的 wages 下周一起结",
    "mname|emergency contact：{V}",
    "mname|labourer {V} {zwk} 没来，扣半天",
    "mname|quote 已由 {V} sign 了",
    "mname|把 {V} 拉进 site group",
    "zpinyin|Dear {V}，附件是 {zroom} 的 quotation",
    "zpinyin|WeChat 上的英文名是 {V}，就是那个水电师傅",
]

_T[("username", "en")] = [
    "handle|Tagged the tiler in the progress post, he's {V} on Instagram",
    "login|Procore login for the new site manager: {V}",
    "login|username: {V}\n(temporary password is in the induction email)",
    "handle|DM'd {V} about the reclaimed bricks he posted",
    "login|Timesheet app user {V} clocked in twice on {date}, check it",
    "login|{\"user\": \"{V}\", \"role\": \"foreman\", \"site\": \"{site}\"}",
    "handle|The client keeps tagging us from {V} with photos of the cracks",
    "login|Fieldwire account {V} still has admin on {site}, remove it",
    "login|auth ok user={V} app=timesheets ip=10.0.3.{n}",
    "handle|Found a decent plasterer on TikTok, {V}, does lovely skim coats",
    "login|Checkatrade profile username {V}",
    "login|| System | Username |\n|---|---|\n| Procore | {V} |",
    "handle|can you reply to {V} in the comments, they're asking about the kitchen",
    "login|the apprentice's gamertag is {V}, that's why he's late every morning",
    "login|Login ID: {V}",
    "login|SSH in as {V}@site-nas.local to pull the camera footage",
    "handle|Left us 5 stars on Google as {V}",
    "login|user_name,last_login,role\n{V},{date},estimator",
    "login|Buildertrend client portal user: {V}",
    "handle|Slack: ping {V} about the RFIs for {site}",
    "login|Discord name {V} - the CAD guy we use for drawings",
    "login|Screwfix trade account login {V}",
    "login|USERNAME={V}",
    "handle|follow {V} for the before/after reels of the {room}",
    "login|voice note add me on snapchat its {V}",
    "login|The Trimble Connect invite went to user {V}",
    "login|Account locked: {V} (3 failed attempts, estimating PC)",
    "handle|{V} on X keeps moaning about the road closure, ignore",
    "login|Plant hire app: registered as {V}",
    "login|Reddit user {V} posted our scaffold on r/OSHA lol",
    "handle|{V} on Facebook Marketplace is selling the offcut worktop",
    "login|Commits to the estimator repo come from {V}, nobody else has push",
]

_T[("username", "zh")] = [
    "wx|加一下水电师傅微信：{V}",
    "wx|微信号{V}，备注装修",
    "qq|QQ号{V}，图纸发这里也行",
    "login|考勤系统账号：{V}",
    "handle|抖音号{V}，他发了很多吊顶视频",
    "login|广联达账号{V}还在用吗",
    "wx|业主微信：{V}",
    "login|{\"账号\": \"{V}\", \"角色\": \"施工员\"}",
    "login|登录名：{V}",
    "handle|小红书上那个{V}推荐了我们家",
    "wx|语音转文字 你加我微信{V}我把效果图发你",
    "login|| 系统 | 账号 |\n|---|---|\n| 劳务平台 | {V} |",
    "login|账号{V}登录失败三次被锁了",
    "qq|设计师的QQ：{V}",
    "login|钉钉用户{V}今天打卡两次，核实一下",
    "handle|B站上{V}拍了我们工地的延时视频",
    "login|酷家乐账号{V}，方案都在里面",
    "login|用户名={V}",
    "wx|拉群的时候别忘了加{V}，是新来的监理",
    "login|监理平台分配的账号：{V}",
    "handle|闲鱼卖家{V}那边有二手脚手架",
    "login|工地NAS用{V}登录，看监控回放",
    "wx|微信：{V}",
    "qq|QQ：{V}（业主）",
    "login|日志：user={V} action=upload 施工日志",
    "handle|快手号{V}，专门做美缝的",
    "login|账号 {V} 没有审批权限，找管理员开通",
    "wx|业主说换了微信号，新的是{V}",
    "login|用户名,最后登录,角色\n{V},{zdate},预算员",
    "login|网盘账号{V}，图纸都同步在上面",
    "handle|在评论区回复一下{V}，问吊顶价格的那个",
    "wx|{V} ← 这是瓷砖店老板娘的微信，样品找她要",
]

_T[("username", "mixed")] = [
    "wx|加一下 plumber 师傅 WeChat：{V}",
    "login|Procore 账号：{V}",
    "handle|IG 上那个 {V} 发了很多 tiling 视频",
    "login|timesheet app user {V} 今天 clock in 两次",
    "wx|业主 WeChat ID：{V}",
    "login|{\"user\": \"{V}\", \"role\": \"施工员\"}",
    "login|login name：{V}",
    "handle|小红书 {V} 推荐了我们 company",
    "wx|语音转文字 你加我 WeChat {V} 我把 render 发你",
    "login|| System | 账号 |\n|---|---|\n| Fieldwire | {V} |",
    "login|account {V} 登录失败三次 locked 了",
    "qq|designer 的 QQ：{V}",
    "login|钉钉 user {V} 打卡两次，check 一下",
    "login|USERNAME={V}",
    "wx|拉 group 的时候加上 {V}，新来的 site supervisor",
    "login|监理 platform 分配的 username：{V}",
    "handle|闲鱼 seller {V} 有二手 scaffold tower",
    "login|site NAS 用 {V} 登录看 CCTV 回放",
    "login|log: user={V} action=upload site_diary",
    "handle|TikTok {V}，专门做 grout 美缝",
    "login|账号 {V} 没有 approve 权限",
    "wx|业主换了 WeChat，new ID：{V}",
    "login|username,last_login,role\n{V},{zdate},estimator",
    "login|cloud drive 账号 {V}，drawings 都在上面",
    "handle|评论区回复 {V}，问 ceiling 价格的那个",
    "login|Checkatrade username {V}",
    "login|Screwfix trade login：{V}",
    "handle|Slack 上 ping {V} 问 RFI",
    "login|SSH 进 {V}@site-nas.local 拉 footage",
    "login|Discord {V} 是画 CAD 的那个",
    "login|酷家乐 account {V}，方案都在里面",
]

_T[("home_path", "en")] = [
    "win|Quote saved to {V}",
    "mac|The render's at {V} if you want to print it",
    "linux|rsync -av {V} nas:/backups/jobs/",
    "win|Error: cannot open file '{V}' (permission denied)",
    "mac|Drag {V} into the Procore upload window",
    "winbare|Everything for the job is under {V}\\Desktop\\Jobs",
    "homebare|ls {V}/Documents/Quotes",
    "linux|FileNotFoundError: [Errno 2] No such file or directory: '{V}'",
    "win|Autosave: {V}",
    "mac|Finder -> {V} (photos from {site})",
    "win|OCR'd snag sheet exported to {V}",
    "linux|tar czf backup.tgz {V}",
    "winbare|The CAD licence file is in {V}\\AppData\\Roaming\\Autodesk",
    "homebare|export PROJECT_DIR={V}/code/estimator",
    "win|Outlook attachment saved: {V}",
    "mac|open \"{V}\"",
    "linux|scp {V} office-nas:/share/jobs/",
    "win|Can't find the timesheet, it was last saved at {V}",
    "mac|Screenshot of the error: {V}",
    "win|export_path: {V}",
    "linux|Permission denied: '{V}'",
    "homebare|The drone photos sync into {V}/Pictures/Site",
    "win|Printed from {V} - page 2 missing",
    "mac|Time Machine restore: {V}",
    "win|Recent files:\n1. {V}\n2. Template_Quote.xlsx",
    "linux|vim {V}",
    "mac|File > Open Recent > {V}",
    "winbare|Set the SketchUp component library to {V}\\Documents\\SketchUp\\Components",
    "win|[WARN] sync skipped {V} (file locked)",
    "linux|du -sh {V}",
    "mac|DWG viewer crashed loading {V}",
    "win|copy \"{V}\" to the USB stick for the planning officer",
]

_T[("home_path", "zh")] = [
    "win|报价单存在{V}里",
    "mac|效果图在{V}，需要的话打印一下",
    "win|打不开文件“{V}”，提示没有权限",
    "mac|把{V}拖到监理平台上传",
    "winbare|项目资料都在{V}\\Desktop\\项目 下面",
    "homebare|ls {V}/Documents/施工图",
    "win|自动保存：{V}",
    "win|微信接收的文件在{V}",
    "linux|tar czf 备份.tgz {V}",
    "winbare|CAD许可证文件在{V}\\AppData\\Roaming\\Autodesk",
    "homebare|export PROJECT_DIR={V}/projects/jz-baojia",
    "mac|open \"{V}\"",
    "linux|scp {V} nas:/share/工地/",
    "win|考勤表找不到了，最后保存在{V}",
    "mac|报错截图：{V}",
    "win|导出路径: {V}",
    "linux|权限不足：'{V}'",
    "homebare|无人机照片同步到{V}/Pictures/工地照片",
    "win|从{V}打印的，第二页缺了",
    "win|最近打开：\n1. {V}\n2. 报价模板.xlsx",
    "mac|文件 > 最近打开 > {V}",
    "winbare|酷家乐素材库路径设成{V}\\Documents\\素材",
    "win|[警告] 同步跳过 {V}（文件被占用）",
    "linux|du -sh {V}",
    "mac|CAD看图软件打开{V}就闪退",
    "win|把“{V}”拷到U盘给设计院",
    "mac|预算表路径：{V}",
    "win|语音转文字 文件在{V}你去那里找",
    "linux|vim {V}",
    "win|合同扫描件：{V}",
    "mac|日志：上传失败 {V}",
]

_T[("home_path", "mixed")] = [
    "win|quote 存在 {V} 里",
    "mac|render 在 {V}，需要就 print",
    "win|打不开 '{V}'，permission denied",
    "mac|把 {V} 拖到 Procore upload",
    "winbare|job 资料都在 {V}\\Desktop\\Jobs 下面",
    "homebare|ls {V}/Documents/施工图",
    "win|Autosave：{V}",
    "win|WeChat 收到的 file 在 {V}",
    "linux|tar czf backup.tgz {V}",
    "winbare|AutoCAD licence 在 {V}\\AppData\\Roaming\\Autodesk",
    "homebare|export PROJECT_DIR={V}/code/estimator",
    "mac|open \"{V}\"",
    "linux|scp {V} office-nas:/share/工地/",
    "win|timesheet 找不到，last saved 在 {V}",
    "mac|error 截图：{V}",
    "win|export_path: {V}",
    "linux|Permission denied：'{V}'",
    "homebare|drone 照片 sync 到 {V}/Pictures/Site",
    "win|从 {V} print 的，page 2 缺了",
    "win|Recent files：\n1. {V}\n2. 报价模板.xlsx",
    "mac|File > Open Recent > {V}",
    "winbare|SketchUp library path 设成 {V}\\Documents\\SketchUp",
    "win|[WARN] sync 跳过 {V}（file locked）",
    "linux|du -sh {V}",
    "mac|DWG viewer 打开 {V} 就 crash",
    "win|把 \"{V}\" copy 到 USB 给 planning officer",
    "mac|budget sheet path：{V}",
    "win|语音转文字 file 在 {V} 你去找",
    "linux|vim {V}",
    "win|contract scan：{V}",
    "mac|log：upload failed {V}",
]

_T[("schedule", "en")] = [
    "tam|I leave home at {V} every weekday to beat the traffic to site",
    "tam|Pick me up at {V} each morning, I'll be waiting at the end of the road",
    "tpm|I do the school pickup so I'm off site by {V} every day",
    "tam|Gaffer's always first in, he unlocks the compound at {V} sharp every morning",
    "tpm|Every Tuesday and Thursday I'm at the gym by {V}, so ring before that",
    "tam|Mon-Fri I'm on the {V} train in, so the first brew on site is on me",
    "tword|Our plasterer starts at {V} every day, rain or shine",
    "tpm|The homeowner walks the dog at {V} every night, so no deliveries then",
    "tam|voice note i get up at {V} every day so text me early if the van wont start",
    "tpm|I finish at {V} on Fridays for my lad's football",
    "tam|Client works nights and goes to bed at {V} every morning, so no drilling before lunch",
    "tam|My routine is gym at {V}, then straight to site",
    "tpm|I always do my timesheets at {V} on Sunday nights",
    "tam|Every morning at {V} I drop the kids at breakfast club then head to the yard",
    "tpm|Homeowner gets home at {V} most days, ask them then",
    "tam|routine:\n  wake: \"{V}\"\n  site_start: after school drop",
    "tword|I'm usually on site from {V} Monday to Friday",
    "tpm|I leave site at {V} every day to collect my daughter",
    "tam|The tenant leaves for work at {V} every weekday, so we can start once she's gone",
    "tpm|I call my mum at {V} every evening, so don't ring then",
    "tpm|Apprentice has college every Wednesday and is only back home by {V}",
    "tam|The foreman has his coffee at {V} in the same café every morning",
    "tword|Every Sunday at {V} I do the van checks and restock",
    "tam|I'm at the builders merchant every morning at {V} when the doors open",
    "tpm|Homeowner's mum visits daily at {V}, keep the hallway clear",
    "tam|ALARM={V}\nDAYS=Mon-Fri",
    "tpm|I'm on nights, I start at {V} every Sunday to Thursday",
    "tam|The client does the school run at {V}, so the drive has to be clear then every day",
    "tpm|I cook for the kids at {V} every night so I'm off the phone then",
    "tword|The labourer gets the bus at {V} every morning, so he can't start earlier",
    "tam|Morning routine before site: up at {V}, check the weather, load the van",
    "tpm|Every weekday the neighbour's carer arrives at {V}, leave the shared drive free",
]

_T[("schedule", "zh")] = [
    "zam|我每天早上{V}从家出发去工地",
    "zam|每天早上{V}在小区门口接我",
    "zpm|我每天下午{V}要去接孩子，得提前走",
    "zam|工长每天早上{V}准时开工地大门",
    "zpm|我每周二和周四晚上{V}去健身，之前打电话",
    "zam|我工作日都坐早上{V}那班地铁",
    "zam|泥瓦师傅每天早上{V}开工，风雨无阻",
    "zpm|业主每天晚上{V}遛狗，那个时间别送货",
    "zam|语音转文字 我每天{V}就起了车打不着火早点给我打电话",
    "zpm|我每周五下午{V}收工，要去看儿子踢球",
    "zam|业主上夜班，每天早上{V}睡觉，中午前别打电钻",
    "zpm|我每周日晚上{V}统一填考勤",
    "zam|每天早上{V}先送孩子去学校再去材料市场",
    "zpm|业主一般晚上{V}到家，到时候再问",
    "zam|作息：\n  起床: \"{V}\"\n  到工地: 送完孩子",
    "zpm|我每天下午{V}离开工地接女儿",
    "zam|租户工作日早上{V}出门上班，她走了我们再进场",
    "zpm|我每天晚上{V}给我妈打电话，那会儿别找我",
    "zpm|学徒每周三上课，晚上{V}才回家",
    "zam|工长每天早上{V}在工地门口那家店吃早饭",
    "zam|每周日早上{V}我检查车辆、补材料",
    "zam|我每天早上{V}到建材市场，一开门就进去",
    "zpm|业主母亲每天下午{V}过来看看，走廊别堆东西",
    "zam|闹钟={V}\n周期=周一至周五",
    "zpm|我上夜班，每周日到周四晚上{V}上岗",
    "zam|业主每天早上{V}送孩子上学，车道那个点要空出来",
    "zpm|我每晚{V}给孩子做饭，那会儿不接电话",
    "zam|小工每天早上{V}坐公交，没法更早到",
    "zam|上工前的习惯：{V}起床，看天气，装车",
    "zpm|每天晚上{V}我跟班组长对一下第二天的活",
    "zam|我每天早上{V}准时到项目部签到",
    "zpm|每周六晚上{V}我去老丈人家吃饭，那天不加班",
]

_T[("schedule", "mixed")] = [
    "tam|我每天 {V} 出门去 site，避开 traffic",
    "zam|每天早上 {V} 在小区 gate 接我",
    "tpm|每天 {V} 要 school pickup，所以提前 leave site",
    "zam|foreman 每天早上 {V} 准时开 compound",
    "tpm|每周二四 {V} 去 gym，before that 打电话",
    "tam|weekdays 我坐 {V} 的 train",
    "zam|tiler 师傅每天早上{V}开工",
    "zpm|业主每天晚上 {V} walk the dog，那个时间别 deliver",
    "zam|语音转文字 我每天 {V} 就起了 van 打不着火早点 call 我",
    "tpm|每周五 {V} 收工，要去看儿子 football",
    "tam|client 上夜班，每天早上 {V} 睡觉，lunch 前别 drill",
    "zpm|every Sunday night {V} 我统一填 timesheet",
    "tam|每天早上 {V} drop kids 然后去 yard",
    "zpm|业主一般晚上 {V} 到家，then ask",
    "tam|routine:\n  wake: \"{V}\"\n  到site: after school drop",
    "tpm|我每天 {V} 离开 site 接女儿",
    "zam|tenant 工作日早上 {V} 出门，她走了我们再进场",
    "tpm|我每晚 {V} call 我妈，别找我",
    "zpm|apprentice 周三 college，晚上 {V} 才回家",
    "tam|foreman 每天 {V} 在 site 门口 café 喝咖啡",
    "tword|every Sunday {V} 我做 van checks",
    "tam|每天早上 {V} 到 builders merchant，一开门就进",
    "zpm|业主母亲每天下午 {V} 过来，hallway 别堆东西",
    "tam|ALARM={V}\n周期=Mon-Fri",
    "tpm|nights shift，每周日到周四 {V} 上岗",
    "zam|业主每天 {V} school run，driveway 要空出来",
    "tpm|每晚 {V} 给 kids 做饭，不接 call",
    "zam|labourer 每天早上 {V} 坐 bus，没法更早",
    "tam|上工前 routine：{V} 起床，check weather，装 van",
    "zpm|每天晚上 {V} 跟 team leader 对第二天的活",
    "tword|I start at {V} 每天，下雨也一样",
]

_T[("geo", "en")] = [
    "gps|Dropped pin for the skip: {V}",
    "ukpc|Postcode for the sat nav: {V}",
    "zip|Permit application ZIP: {V}",
    "w3w|Gate's hard to find, what3words {V}",
    "plus|Google plus code for the site entrance: {V}",
    "ghash|geohash={V} (photo EXIF export)",
    "gps|EXIF GPS from the snag photo: {V} - that's the homeowner's back garden",
    "dms|Drone log home point {V}",
    "ukpc|Client's postcode is {V}, check if it's in the ULEZ",
    "zip|Homeowner's ZIP is {V}, so it's a county permit not city",
    "gps|{\"lat_lng\": \"{V}\", \"photo\": \"IMG_{n}.jpg\"}",
    "ukpc|voice note postcode is {V} you'll see the van outside",
    "gps|The van tracker says it's been parked overnight at {V}, that's the labourer's house",
    "ukpc|delivery_postcode,qty,item\n{V},{n},bags of ballast",
    "plus|Meet the surveyor at {V} (plus code, the lane has no name)",
    "zip|ZIP+4 on the permit form: {V}",
    "gps|Location shared: {V}",
    "ukpc|DELIVERY NOTE {po}\nPOSTCODE: {V}\nSIGNED ____",
    "ghash|Asset tag position: geohash {V}",
    "dms|Coordinates from the survey sheet: {V}",
    "ukpc|| Job | Postcode |\n|---|---|\n| {job} | {V} |",
    "gps|Find My on the apprentice's phone puts him at {V}, he's not on site",
    "w3w|Scaffold yard entrance: {V}",
    "zip|ZIP={V}\nPERMIT=residential",
    "ukpc|Skip licence for {V}, 14 days",
    "gps|Leak is under the patio at roughly {V}",
    "plus|Plus code {V}",
    "ghash|EXIF -> geohash {V} for the damp photo",
    "ukpc|Van insurance quote uses the overnight postcode {V}",
    "gps|lat/lon: {V}",
    "zip|Client moved to {V}, warranty transfer needed",
    "dms|GPS on the site photo: {V}",
]

_T[("geo", "zh")] = [
    "gps|打个定位：{V}，垃圾清运车停这里",
    "cnpc|邮编{V}，寄合同用",
    "gaode|高德坐标{V}，工地大门在这",
    "gps|照片EXIF里的位置：{V}，就是业主家后院",
    "dms|无人机起飞点{V}",
    "cnpc|业主家邮政编码：{V}",
    "gps|{\"经纬度\": \"{V}\", \"照片\": \"IMG_{n}.jpg\"}",
    "gaode|语音转文字 我给你发个位置{V}你直接导航",
    "gps|车辆定位显示货车昨晚停在{V}，那是小工家楼下",
    "cnpc|送货邮编,数量,材料\n{V},{n},袋水泥",
    "gps|共享位置：{V}",
    "cnpc|送货单{po}\n邮编：{V}\n签收：____",
    "ghash|资产定位 geohash {V}",
    "dms|测量记录坐标：{V}",
    "cnpc|| 工单 | 邮编 |\n|---|---|\n| {job} | {V} |",
    "gps|学徒手机定位在{V}，根本没来工地",
    "gaode|堆场入口坐标{V}",
    "cnpc|POSTCODE={V}",
    "gps|漏水点大概在院子{V}这个位置",
    "cnpc|业主老家邮编{V}，锦旗就是从那寄来的",
    "ghash|照片导出的geohash：{V}",
    "gaode|百度地图坐标：{V}",
    "gps|经纬度：{V}",
    "cnpc|收件邮编{V}，别写错",
    "gps|业主发的定位{V}，新房在这",
    "dms|现场照片GPS：{V}",
    "gaode|{V} ← 高德复制的坐标，卸货点",
    "cnpc|邮政编码：{V}",
    "gps|打卡位置{V}，显示不在工地范围内",
    "plus|谷歌Plus Code：{V}（海外项目）",
    "gaode|位置：{V}",
]

_T[("geo", "mixed")] = [
    "gps|dropped pin：{V}，skip 停这里",
    "ukpc|sat nav 用 postcode {V}",
    "gaode|高德坐标 {V}，site 大门在这",
    "gps|snag photo EXIF 位置：{V}，业主后院",
    "dms|drone home point {V}",
    "cnpc|业主邮编 {V}，寄 contract 用",
    "gps|{\"lat_lng\": \"{V}\", \"照片\": \"IMG_{n}.jpg\"}",
    "w3w|gate 很难找，what3words {V}",
    "gps|van tracker 显示 overnight 停在 {V}，labourer 家楼下",
    "ukpc|delivery_postcode,qty,item\n{V},{n},袋水泥",
    "plus|surveyor 在 {V} 碰头（plus code）",
    "gps|location shared：{V}",
    "cnpc|DELIVERY NOTE {po}\n邮编 {V}\nSIGNED ____",
    "ghash|asset geohash {V}",
    "zip|US 项目 client ZIP {V}",
    "ukpc|| Job | Postcode |\n|---|---|\n| {job} | {V} |",
    "gps|apprentice 手机定位在 {V}，根本没来 site",
    "gaode|yard 入口坐标 {V}",
    "cnpc|POSTCODE={V}",
    "gps|leak 大概在院子 {V}",
    "ukpc|van insurance 用的 overnight postcode {V}",
    "gps|lat/lon：{V}",
    "gaode|百度 map 坐标：{V}",
    "ukpc|voice note postcode 是 {V} 你会看到 van 在外面",
    "gps|业主发的 location {V}，新房在这",
    "dms|site photo GPS：{V}",
    "gaode|{V} ← 高德 copy 的坐标，卸货点",
    "plus|Plus Code：{V}（overseas project）",
    "gps|打卡 location {V}，不在 site geofence 内",
    "ukpc|Client postcode {V}，check ULEZ",
    "zip|ZIP+4：{V}",
]


# ---------------------------------------------------------------- benign texts
_BRANDS = ["Bosch", "Makita", "DeWalt", "Hilti", "Milwaukee", "Festool", "Leica", "Stanley", "Karcher", "Metabo"]
_STORES = ["Screwfix", "Toolstation", "Wickes", "B&Q", "Travis Perkins", "Jewson", "Selco", "Howdens",
           "Home Depot", "Lowe's", "Topps Tiles", "City Plumbing"]
_ZSTORES = ["红星美凯龙", "居然之家", "百安居", "京东五金城", "宜家", "东方雨虹旗舰店", "欧派门店"]
_INS = ["Kingspan K108", "Celotex GA4000", "Rockwool RWA45", "Recticel Eurothane", "Knauf Earthwool"]

_B: dict[str, list[str]] = {}
_B["en"] = [
    "Site diary {date}: {trade} finished first fix in the {room}. Weather dry, {n} operatives on site. No incidents.",
    "Ordered {mat} from {store}, order {po}, total {amt} inc VAT. Delivery window: morning.",
    "Building control ref {ticket}: foundations inspection passed. Next stage is DPC.",
    "Planning decision {ticket} granted with conditions 3 and {n} (materials to match existing).",
    "Snag list {job}:\n- {room}: silicone missing around the bath\n- hallway: touch up skirting\n- loft hatch sticks",
    "Quote {job}: labour {amt}, materials at cost + 15%, valid 30 days.",
    "Invoice {inv} paid in full. Retention of 5% held until the end of the defects period.",
    "{store} trade counter is open 6:30am to 8pm on weekdays and 7am to 5pm on Saturdays.",
    "Toolbox talk: working at height, ladders vs towers, {n} attendees. Next talk: manual handling.",
    "Concrete pour: C35 mix, {n} m3, slump 75mm, cube tests at 7 and 28 days.",
    "RAMS v{ver} uploaded for the {room} strip-out. Asbestos survey came back clear.",
    "Firmware {ver} for the {brand} laser level fixed the calibration drift.",
    "deploy timesheet-api {ver} build {sha7} listening on port {port}, health check OK",
    "Request id {uuid} failed with 502 from the drawing sync, retry succeeded.",
    "Part L calcs: U-value for the new wall 0.18 W/m2K with 100mm {ins}.",
    "Tile layout: 600x600 porcelain, 2mm spacers, start from the centre, {n} boxes plus 10% waste.",
    "Scaffold handover certificate {ticket} issued; next inspection due in 7 days.",
    "Travis Perkins had the 47x150 C24 in stock, Jewson didn't. Went with {store} for the rest.",
    "Used a Stanley knife and the Henry hoover to clean up before the inspection.",
    "The Zaha Hadid Aquatics Centre was the case study at the CPD session on roof structures.",
    "Commit {sha} fixes rounding in the VAT calculation for quotes over £10k.",
    "docker pull registry.local/estimator:{ver}@sha256:{sha64}",
    "Wind above 23 mph this afternoon so the crane is stood down. Resume when it drops.",
    "{brand} TE 30 booked out from the tool store, back by the end of the week.",
    "BS 7671:2018+A2:2022 cert issued for the consumer unit change, {n} circuits tested.",
    "CSCS cards must be shown at the gate; visitors sign in at the site office.",
    "FD30 fire door with intumescent strips and smoke seals fitted to the {room}.",
    "item,qty,unit,price\nplasterboard 12.5mm,{n},sheet,£8.40\nmulti-finish,{n2},bag,£11.95",
    "{\"job\": \"{job}\", \"stage\": \"second fix\", \"progress\": {pct}, \"snags_open\": {n}}",
    "The merchant's yard closes at noon on Saturdays, so order the sand on Friday.",
    "Early starts this week because of the heatwave; breaks moved into the shade.",
    "Level 3 slab: {n} props per bay, backpropping stays in for 14 days.",
    "Kitchen options: Howdens, Wren and Magnet. Client went with the Shaker style in sage green.",
    "Grout: Mapei Ultracolor Plus 112 Medium Grey, {n} bags.",
    "Paint spec: Dulux Trade Diamond Matt throughout, Farrow & Ball Elephant's Breath on the feature wall.",
    "Skip sizes: 4 yard mini, 8 yard builder's, 12 yard maxi; a permit is needed if it goes on the road.",
    "Procore RFI #{ticket}: steel beam bearing detail, answered by the structural engineer.",
    "Steel: 203x133x25 UB, 4.2m span, padstones both ends, {n} acrow props.",
    "Stairs: 13 risers at 200mm, going 225mm, pitch under 42 degrees per Part K.",
    "Cordless kit comparison: {brand} vs Makita vs DeWalt, 18V, budget {amt}.",
    "Jacksons Fencing posts arrived, {n} of them, concreted in with Postcrete.",
    "Lintel: Catnic CG90/100, 1800mm, 150mm bearing each end.",
    "Water test on the shower tray: 3 bar for 30 minutes, no drop.",
    "Snagging app {ver} adds offline photos; build id {uuid}.",
    "Met Office yellow warning for {wk}: heavy rain, no roofing work.",
    "Norman Foster's Gherkin uses a diagonal steel grid - good example for the apprentices.",
    "site:\n  phase: 2\n  hoarding_height_m: 2.4\n  crane_radius_m: {n}\n  working_hours: 08:00-18:00",
    "Bobcat E20 mini digger hired for {n} days from the plant hire depot.",
    "Jack, bolster and lump hammer are back in the van. Kango needs a new chisel.",
    "{n} loads of muck away booked, 8-wheeler tippers, waste transfer note {ticket}.",
]
_B["zh"] = [
    "{zdate}施工日志：{ztrade}完成{zroom}水电开槽，天气晴，现场{n}人，无安全事故。",
    "在{zstore}订了{zmat}，订单号{po}，合计{zamt}，上午送货。",
    "质监站受理号{ticket}：基础验收合格，下一步砌体施工。",
    "整改清单{job}：\n- {zroom}：玻璃胶没打\n- 走廊：踢脚线补漆\n- 吊顶检修口卡住",
    "报价{job}：人工{zamt}，材料按实结算，有效期30天。",
    "发票{inv}已付清，质保金5%两年后退还。",
    "{zstore}营业时间：每天上午9点到晚上9点，节假日照常营业。",
    "班前讲话：高处作业注意事项，到场{n}人。",
    "混凝土浇筑：C30商混{n}方，坍落度180，留置试块3组。",
    "立邦净味120刷了两遍，{zroom}墙面平整度检测合格。",
    "东方雨虹JS防水涂料，卫生间墙面上翻1.8米，闭水试验48小时无渗漏。",
    "依据GB 50210-2018《建筑装饰装修工程质量验收标准》第{n}条。",
    "JGJ 130-2011扣件式钢管脚手架规范：立杆纵距不大于1.5米。",
    "部署日志：baojia-api {ver} 构建 {sha7} 端口 {port} 健康检查通过",
    "请求 {uuid} 同步图纸失败，重试后成功。",
    "瓷砖：马可波罗800x800，{n}箱，损耗按8%算。",
    "梁思成的《中国建筑史》推荐给新来的施工员看看。",
    "贝聿铭设计的苏州博物馆，屋面做法可以参考。",
    "名称,数量,单位,单价\n石膏板,{n},张,32\n轻钢龙骨,{n2},根,18",
    "{\"工单\": \"{job}\", \"阶段\": \"水电验收\", \"进度\": {pct}}",
    "地铁早高峰大约3分钟一班，工地离出口步行5分钟。",
    "伟星PPR管打压测试0.8MPa，保压30分钟无压降。",
    "配电箱用的是正泰断路器，回路{n}路，漏保30mA。",
    "橱柜选了欧派，衣柜是索菲亚，{zwk}复尺。",
    "红星美凯龙周末有活动，主材还能再谈个折扣。",
    "钢梁：H型钢200x100，跨度4.2米，两端设混凝土垫块。",
    "楼梯：踏步高度165mm，宽度270mm，共{n}步。",
    "傍晚下雨，外墙涂料暂停施工。",
    "吊顶用可耐福石膏板，接缝贴绷带防开裂。",
    "提交了第{n}版施工组织设计，等监理审批。",
    "工单 WO-{n}{n2} 安装完成，等待验收。",
    "提交 {sha} 修复了报价单增值税计算的四舍五入问题。",
    "天气预报{zwk}有六级大风，塔吊停止作业。",
    "美缝剂选的金色，{n}支够用。",
    "安全帽、反光背心、安全带进场前必须检查。",
    "开关插座是公牛G28系列，一共{n}个点位。",
    "地暖管间距200mm，回填前做打压试验。",
    "黄沙{n}方、石子{n2}方已到场，周转材料下周退场。",
    "考勤小程序 v{ver} 新增离线打卡功能。",
    "甲级防火门，闭门器和顺序器已安装。",
    "物业通知：明天电梯停运维护，请各班组提前搬运材料。",
    "验收标准：墙面平整度允许偏差4mm，阴阳角方正3mm。",
    "{zcity}的围挡要求高度2.5米，夜间禁止施工。",
    "钢筋HRB400，直径{n}mm，搭接长度按35d。",
    "商混站早上七点开始发车，浇筑计划按这个排。",
    "镜像 registry.local/baojia:{ver}@sha256:{sha64}",
    "水电验收通过，{zroom}强弱电间距不小于300mm。",
    "石膏线{n}米，阴角线{n2}米，{zdate}前到货。",
    "文明施工检查：材料堆放整齐，{zsite}扣分项已整改。",
    "塔吊型号QTZ80，臂长55米，检测报告{ticket}合格。",
]
_B["mixed"] = [
    "{zdate} site diary：{trade} 完成 {zroom} first fix，天气晴，{n} 人在场，no incidents。",
    "在 {store} 订了 {mat}，order {po}，total {amt}。",
    "building control {ticket}：foundation inspection passed，下一步 DPC。",
    "snag list {job}：\n- {zroom}：silicone 没打\n- hallway 踢脚线 touch up",
    "quote {job}：labour {zamt}，materials at cost，30 天有效。",
    "Invoice {inv} 已付清，retention 5% 到 defects period 结束再退。",
    "Travis Perkins 有 C24 的货，Jewson 没有。",
    "toolbox talk：working at height，{n} 人参加。",
    "concrete pour：C30，{n} m3，slump 180，试块 3 组。",
    "deploy：timesheet-api {ver} build {sha7} port {port}，health check OK",
    "request {uuid} 同步 drawings 失败，retry 成功。",
    "Part L：新墙 U-value 0.18 W/m2K，用 100mm {ins}。",
    "tiles：600x600 porcelain，2mm spacers，{n} boxes + 10% waste。",
    "{brand} TE 30 从 tool store 借出，本周内归还。",
    "BS 7671 证书已出，consumer unit 换好了，{n} 个 circuits 测试通过。",
    "CSCS card 进门要出示，visitors 在 site office 登记。",
    "{\"job\": \"{job}\", \"stage\": \"二次装修\", \"progress\": {pct}}",
    "item,qty,unit,price\n石膏板 12.5mm,{n},sheet,¥32",
    "Farrow & Ball 的 Elephant's Breath 刷 feature wall，其他墙用立邦。",
    "Makita vs DeWalt 18V kit 比价，budget {amt}。",
    "Zaha Hadid 的 Aquatics Centre 是这次 CPD 的 case study。",
    "贝聿铭 designed 苏州博物馆，roof detail 可以参考。",
    "commit {sha} 修了 VAT rounding 的 bug。",
    "steel beam 203x133x25 UB，span 4.2m，两端 padstones。",
    "stairs：13 risers，每步 200mm，pitch < 42°。",
    "Met Office 说{zwk} heavy rain，roofing 暂停。",
    "{store} opening hours：Mon-Fri 7am-5pm，周六开到中午。",
    "Bobcat E20 租 {n} 天，skip 要 8 yard 的。",
    "GB 50210-2018 和 NHBC Standards 对比，flatness tolerance 不一样。",
    "Procore ticket #{ticket}：RFI 关于 steel bearing，engineer 已回复。",
    "周转材料 {n} 吨下周 off-hire。",
    "黄沙 {n} 方到场，cement 还差 {n2} 包。",
    "docker image estimator:{ver} sha256:{sha64}",
    "water test：shower tray 3 bar 30 分钟 no leak。",
    "早上 fog 太大，crane 延迟开工。",
    "Kingspan K118 insulated plasterboard，{n} 张，lead time 一周。",
    "lintel 用 Catnic CG90/100，1800mm，每端 bearing 150mm。",
    "scaffold handover cert {ticket} 已出，7 天后 re-inspect。",
    "正泰 breaker {n} 路，RCD 30mA。",
    "site:\n  phase: 2\n  围挡: 2.5m\n  crane_radius_m: {n}",
    "Howdens 的 kitchen units 比欧派便宜一点。",
    "app v{ver} 新增 offline 拍照，build id {uuid}。",
    "fire door FD30，intumescent strips 和 smoke seals 都装了。",
    "地暖 pipe spacing 200mm，回填前 pressure test。",
    "Jacksons Fencing 的 posts 质量不错，{n} 根够用。",
    "Stanley 卷尺和 Henry 吸尘器放回 van 了。",
    "{zcity} 项目的 hoarding 要 2.5m 高，晚上禁止 noisy works。",
    "RAMS v{ver} 已上传，asbestos survey clear。",
    "马可波罗 tiles 800x800，{n} boxes，waste 按 8%。",
    "Norman Foster 的 Gherkin 用 diagonal grid，可以给 apprentices 讲讲。",
]


def _bfill(rng: random.Random) -> dict[str, str]:
    f = _fill(rng)
    u = f"{rng.getrandbits(32):08x}-{rng.getrandbits(16):04x}-4{rng.getrandbits(12):03x}-{rng.choice('89ab')}{rng.getrandbits(12):03x}-{rng.getrandbits(48):012x}"
    sha = _rs(rng, _HEX, 40)
    f.update({
        "ver": f"{rng.randint(0, 5)}.{rng.randint(0, 19)}.{rng.randint(0, 30)}",
        "uuid": u, "sha": sha, "sha7": sha[:7], "sha64": _rs(rng, _HEX, 64),
        "port": str(rng.choice([8080, 8443, 5432, 3000, 9000, 6379, 5000])),
        "ticket": rng.choice(["BC/", "RFI-", "PA/", "SC-", "WTN-"]) + f"{rng.randint(2023, 2025)}/{rng.randint(100, 9999):04d}",
        "pct": str(rng.randint(5, 95)), "n2": str(rng.randint(2, 60)),
        "brand": rng.choice(_BRANDS), "store": rng.choice(_STORES), "zstore": rng.choice(_ZSTORES),
        "ins": rng.choice(_INS),
    })
    return f


# ---------------------------------------------------------------- builders
_PH = re.compile(r"\{([a-z][a-z0-9_]*)\}")


def _sub(s: str, fill: dict[str, str]) -> str:
    return _PH.sub(lambda m: fill[m.group(1)], s)


def _fakers():
    return Faker("en_US"), Faker("en_GB"), Faker("zh_CN")


def _build() -> list[tuple[Sample, str]]:
    fus, fgb, fzh = _fakers()
    out: list[tuple[Sample, str]] = []
    for ci, cat in enumerate(CATEGORIES):
        for li, lang in enumerate(LANGS):
            c = ci * 3 + li
            seed = BASE_SEED + c
            rng = random.Random(seed)
            fus.seed_instance(seed + OFF + 1)
            fgb.seed_instance(seed + OFF + 2)
            fzh.seed_instance(seed + OFF + 3)
            gen = _Gen(rng, fus, fgb, fzh)
            tpls = _T[(cat, lang)]
            order: list[str] = []
            while len(order) < PER_CELL:
                batch = list(tpls)
                rng.shuffle(batch)
                order.extend(batch)
            seen: set[str] = set()
            for tpl in order[:PER_CELL]:
                kind, body = tpl.split("|", 1)
                before, after = body.split("{V}")
                for _attempt in range(30):  # low-entropy values (clock times, PINs): keep texts distinct
                    fill = _fill(rng)
                    value = gen.v(kind, lang)
                    a, b = _sub(before, fill), _sub(after, fill)
                    text = a + value + b
                    if text not in seen:
                        break
                seen.add(text)
                out.append((Sample(text=text, category=cat, lang=lang, start=len(a), end=len(a) + len(value)), kind))
    return out


def samples() -> list[Sample]:
    return [s for s, _ in _build()]


def benign_with_lang() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for i, lang in enumerate(LANGS):
        rng = random.Random(BENIGN_SEED + i)
        tpls = _B[lang]
        seen: set[str] = set()
        order: list[str] = []
        while len(order) < BENIGN_PER_LANG * 2:
            batch = list(tpls)
            rng.shuffle(batch)
            order.extend(batch)
        k = 0
        count = 0
        while count < BENIGN_PER_LANG:
            tpl = order[k % len(order)]
            k += 1
            text = _sub(tpl, _bfill(rng))
            if text in seen and k < len(order) * 3:
                continue
            seen.add(text)
            out.append((lang, text))
            count += 1
    return out


# ---------------------------------------------------------------- self-check
if __name__ == "__main__":
    import time
    from collections import Counter

    t0 = time.time()
    built = _build()
    ss = [s for s, _ in built]
    assert len(ss) == PER_CELL * len(CATEGORIES) * len(LANGS), len(ss)
    cells = Counter((s.category, s.lang) for s in ss)
    assert all(cells[(c, l)] == PER_CELL for c in CATEGORIES for l in LANGS), cells
    for key, tpls in _T.items():
        assert len(tpls) >= 30, (key, len(tpls))
        assert len(set(tpls)) == len(tpls), key
        for t in tpls:
            assert "|" in t and t.split("|", 1)[1].count("{V}") == 1, t
    n_luhn = n_iban = n_cnid = 0
    for s, kind in built:
        v = s.value
        assert s.text[s.start:s.end] == v
        assert v and v == v.strip(), repr(v)
        assert s.category in CATEGORIES and s.lang in LANGS
        if kind in ("card", "amex", "cncard"):
            assert luhn_ok(v), v
            n_luhn += 1
        if kind == "iban":
            assert iban_ok(v), v
            n_iban += 1
        if kind == "cnid":
            assert cnid_ok(v), v
            n_cnid += 1
        assert "{" + "V}" not in s.text
        assert not _PH.search(s.text), s.text
    ben = benign_with_lang()
    assert len(ben) == BENIGN_PER_LANG * len(LANGS)
    bc = Counter(l for l, _ in ben)
    assert all(bc[l] == BENIGN_PER_LANG for l in LANGS), bc
    assert all(t and "{" + "V}" not in t for _, t in ben)
    assert samples() == ss and benign_with_lang() == ben, "not deterministic"
    pr = random.Random(0)
    for c in CATEGORIES:
        for l in LANGS:
            cell = [s for s in ss if s.category == c and s.lang == l]
            for s in pr.sample(cell, 2):
                print(f"[{c}/{l}] value={s.value!r}\n    {s.text!r}")
    for l in LANGS:
        for _, t in pr.sample([x for x in ben if x[0] == l], 2):
            print(f"[benign/{l}] {t!r}")
    print(f"samples: {len(ss)} ({len(cells)} cells x {PER_CELL}); distinct texts {len(set(s.text for s in ss))}")
    print(f"benign: {len(ben)} ({dict(bc)}); distinct {len(set(t for _, t in ben))}")
    print(f"checked: luhn {n_luhn}, iban {n_iban}, cn-id {n_cnid}; templates per cell min {min(len(v) for v in _T.values())}")
    print(f"ok in {time.time() - t0:.2f}s")
