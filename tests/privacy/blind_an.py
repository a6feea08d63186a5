# ruff: noqa
"""Blind acceptance corpus AN: online shopping and e-commerce.

Style: what an AI shopping agent would keep in memory while handling orders, deliveries,
returns and refunds, marketplace seller notes (Taobao / JD / Pinduoduo, Amazon / eBay / Etsy /
Shopify), customer-service chats, invoices and receipts, shipping labels, warehouse pick lists,
coupon and loyalty accounts. Prose, chat lines, forms, key: value blocks, CSV rows, JSON/YAML
snippets, label dumps and e-mails, in English, Chinese and code-switched English/Chinese.
Benign texts are dense with domain hard negatives: order numbers, tracking numbers (UPS 1Z…,
SF…, JD…, YT…, Royal Mail …GB), SKUs / ASINs, EAN-13 / UPC-A barcodes, invoice numbers, coupon
codes, prices in ¥/$/£, quantities, weights, sizes, warehouse bin codes, store and brand names,
public pickup points and courier delivery windows, plus versions, UUIDs, digests and ports.

Written blind: the author never read the gate's source, its tests or its history, and never
ran the gate on this corpus. Values come from Faker 40 (en_US, en_GB, zh_CN; many provider
methods) and from hand-written generators for the formats Faker lacks (provider keys with
correct prefixes/alphabets/lengths, PEM blocks, JWTs, Luhn-valid cards incl. UnionPay, mod-97
IBANs, CN resident IDs with valid checksum, UK NI numbers, UK driving licences, pinyin names
and handles, Chinese street addresses and compound names, routine clock times).

Seeds: Faker instances are seeded with "blind-an-<locale>" and the generator uses
random.Random("blind-an-ecommerce-samples") / random.Random("blind-an-ecommerce-benign");
all state is rebuilt on each call, so repeated calls return identical corpora.
"""

from __future__ import annotations

import base64
import json
import random
import string

from faker import Faker

try:
    from .blind_common import CATEGORIES, LANGS, Sample
except ImportError:  # run as a script
    import os
    import sys

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

PER_CELL = 250
BENIGN_PER_LANG = 400

UP = string.ascii_uppercase
LOW = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LOW + DIG
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"


def _fakers():
    out = {}
    for key, loc in (("us", "en_US"), ("gb", "en_GB"), ("cn", "zh_CN")):
        f = Faker(loc)
        f.seed_instance(f"blind-an-{loc}")
        out[key] = f
    return out


def _rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


# ----------------------------------------------------------------------------- checksums


def _luhn_complete(prefix_digits: str, length: int, rng) -> str:
    body = prefix_digits + _rs(rng, DIG, length - len(prefix_digits) - 1)
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
    digits = [int(c) for c in num if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def _iban(country: str, bban: str) -> str:
    def num(s):
        return "".join(str(int(c, 36)) for c in s)

    check = 98 - int(num(bban + country + "00")) % 97
    return f"{country}{check:02d}{bban}"


def _iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


_ID_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def _cn_id_ok(v: str) -> bool:
    return "10X98765432"[sum(int(a) * b for a, b in zip(v[:17], _ID_W)) % 11] == v[17]


def _ean13(rng, prefix=None) -> str:
    body = (prefix or rng.choice(["690", "692", "693", "695", "400", "500", "501", "871", "880", "489"])) 
    body = body + _rs(rng, DIG, 12 - len(body))
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def _upca(rng) -> str:
    body = rng.choice("0678") + _rs(rng, DIG, 10)
    s = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


# ----------------------------------------------------------------------------- vocab

PY_SUR = "zhang wang li liu chen yang huang zhao wu zhou xu sun ma zhu hu guo he lin luo gao zheng liang xie song tang han feng deng cao peng".split()
PY_GIV = "wei fang na min jing li qiang lei jun yang yong yan jie tao ming chao xiu hui xia ping gang hong bin hao yu xin jia qing tingting xiaomei zihan haoran yuxuan mengyao".split()
EN_WORDS = "sunflower harbor maple rocket velvet cobalt lantern meadow pepper falcon tiger orchid summer winter autumn river castle dragon panda coffee biscuit marble silver copper ginger nimbus".split()
SYMS = "!@#$%&*?"
CN_DISTRICTS = ["朝阳区", "海淀区", "东城区", "浦东新区", "徐汇区", "静安区", "天河区", "越秀区", "南山区", "福田区", "西湖区", "拱墅区", "武侯区", "锦江区", "江汉区", "鼓楼区", "雁塔区", "和平区"]
CN_ROADS = ["建国路", "中山路", "人民路", "解放路", "长安街", "南京西路", "体育西路", "科技园路", "文三路", "天府大道", "淮海中路", "延安西路", "深南大道", "学院路", "望京街", "黄河路", "长江路", "花园路", "青年路", "光明路", "幸福路", "东风路", "新华路", "江南大道"]
EST_PRE = ["翠湖", "碧水", "金地", "万科", "保利", "绿城", "阳光", "锦绣", "世纪", "龙湖", "融创", "华润", "东方", "紫薇", "桃源", "春华", "丽景", "御景", "金色", "香榭", "蓝湾", "枫林", "银杏", "和平里", "天通苑", "望京西园"]
EST_SUF = ["花园", "家园", "小区", "新村", "公寓", "名苑", "华庭", "雅苑", "尚城", "嘉园", "山庄", "苑", "城市花园", "一期"]
EN_EST_A = ["Willow", "Maple", "Cedar", "Oakwood", "Kingsbridge", "Meadowbrook", "Hawthorn", "Ashford", "Elmstead", "Foxglove", "Stonegate", "Larkspur", "Briarwood", "Thornbury", "Silverbirch", "Heron"]
EN_EST_B = ["Heights", "Estates", "Gardens", "Park", "Court", "Village", "Meadows", "Green", "Grange", "Ridge", "Mews"]
AREA_CODES = ["110105", "110108", "310115", "310104", "440106", "440305", "330106", "510107", "420106", "320102", "610113", "120101", "370102", "350203", "430104"]
CN_CITIES = ["北京", "上海", "广州", "深圳", "杭州", "成都", "武汉", "南京", "西安", "天津", "苏州", "重庆"]
EN_CITIES = ["Seattle", "Austin", "Chicago", "Denver", "Boston", "Manchester", "Leeds", "Bristol", "London", "Glasgow", "Toronto", "Dublin"]
CN_LANDLINE = ["010", "021", "020", "0755", "0571", "028", "027", "025", "029", "022", "0512", "023"]

PRODUCTS_EN = ["wireless earbuds", "4K monitor arm", "air fryer (5.5 L)", "standing desk frame", "merino wool socks (3-pack)", "USB-C hub 7-in-1", "espresso grinder", "yoga mat 6 mm", "LED desk lamp", "cast-iron skillet 26 cm", "kids' rain boots", "mechanical keyboard", "robot vacuum filter kit", "linen duvet cover (king)", "running shoes", "phone case", "wall shelf set", "dog harness (M)", "silk pillowcase", "Bluetooth speaker", "portable SSD 1 TB", "baby stroller rain cover", "ceramic mug set", "trail backpack 28 L"]
PRODUCTS_ZH = ["无线蓝牙耳机", "空气炸锅", "电动牙刷", "羽绒服", "纯棉四件套", "扫地机器人滤网", "保温杯", "儿童雨靴", "机械键盘", "折叠晾衣架", "猫粮 10kg", "抽纸 24包", "洗衣凝珠", "跑步鞋", "手机壳", "取暖器", "收纳箱 3个装", "床垫", "电饭煲", "护手霜礼盒", "行李箱 24寸", "陶瓷碗套装", "酸奶机", "台灯"]
SHOPS_EN = ["Anker Official Store", "IKEA", "Uniqlo", "John Lewis", "Argos", "Best Buy", "Target", "Walmart", "Costco", "Currys", "Boots", "Muji", "Decathlon", "Zara", "H&M", "Apple Store", "Nike", "Lego", "Sephora", "Tesco", "Sainsbury's", "Ocado"]
SHOPS_ZH = ["小米官方旗舰店", "优衣库官方旗舰店", "京东自营", "天猫超市", "苏宁易购", "网易严选", "名创优品", "李宁官方旗舰店", "三只松鼠旗舰店", "海尔官方旗舰店", "安踏官方店", "盒马鲜生", "山姆会员店", "屈臣氏", "美的官方旗舰店", "华为商城"]
PICKUP_EN = ["Amazon Hub Locker", "InPost locker", "Evri ParcelShop", "UPS Access Point", "Royal Mail Customer Service Point", "FedEx OnSite at Walgreens", "DPD Pickup shop", "Argos collection point", "the Amazon counter at Co-op", "USPS post office counter"]
PICKUP_ZH = ["菜鸟驿站", "丰巢快递柜", "京东自提点", "兔喜生活", "妈妈驿站", "中国邮政网点", "顺丰站点", "多多买菜自提点", "速递易快递柜", "校园快递中心"]
COURIER_EN = ["UPS", "FedEx", "DHL Express", "USPS", "Royal Mail", "Evri", "DPD", "Yodel", "Amazon Logistics", "Parcelforce"]
COURIER_ZH = ["顺丰", "京东物流", "中通", "圆通", "韵达", "申通", "极兔", "邮政EMS", "德邦", "菜鸟直送"]
COUPONS = ["SAVE20", "WELCOME10", "BLACKFRIDAY25", "FREESHIP", "SPRING15", "VIP2025", "CYBER30", "NEWUSER5", "BOGO50", "EXTRA12", "HOLIDAY40", "PRIME10"]
COUPONS_ZH = ["满300减50", "满199减30", "无门槛5元券", "店铺券20元", "跨店满减每满300减40", "88VIP 95折", "百亿补贴", "新人专享10元", "PLUS会员券15元"]
SIZES = ["S", "M", "L", "XL", "XXL", "EU 42", "UK 9", "US 10.5", "38码", "42码", "160/84A", "175/92A", "W32 L32", "One Size"]
COLORS_EN = ["black", "navy", "sage green", "off-white", "charcoal", "dusty pink", "sand"]
COLORS_ZH = ["黑色", "藏青", "米白", "雾霾蓝", "燕麦色", "酒红", "浅灰"]
WINDOWS = ["09:00-12:00", "12:00-14:00", "14:00-18:00", "18:00-21:00", "08:00-13:00", "10:00-16:00", "19:00-22:00", "07:00-11:00"]
RETURN_REASONS_EN = ["wrong size", "arrived damaged", "not as described", "changed my mind", "missing parts", "duplicate order", "late delivery"]
RETURN_REASONS_ZH = ["尺码不合适", "商品破损", "与描述不符", "七天无理由", "少发漏发", "质量问题", "发错货"]
VERSIONS = ["v2.14.3", "1.8.0", "3.2.1-rc.2", "v0.9.12", "5.0.4", "2024.11.1", "v10.3.0", "4.27.0"]


class Fill(dict):
    """Lazy benign filler values keyed by template field name."""

    def __init__(self, rng, F):
        super().__init__()
        self.rng = rng
        self.F = F

    def __missing__(self, key):
        val = _FILLERS[key](self.rng, self.F)
        self[key] = val
        return val


def _date(rng):
    return f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


def _date_zh(rng):
    return f"{rng.randint(1, 12)}月{rng.randint(1, 28)}日"


def _ups(rng):
    return "1Z" + _rs(rng, UP + DIG, 6) + _rs(rng, DIG, 10)


def _amz(rng):
    return f"{rng.choice(['111', '112', '113', '114', '202', '205', '026'])}-{_rs(rng, DIG, 7)}-{_rs(rng, DIG, 7)}"


def _trk(rng):
    return rng.choice([
        lambda: _ups(rng),
        lambda: "SF" + _rs(rng, DIG, 13),
        lambda: "JDVA" + _rs(rng, DIG, 11),
        lambda: "YT" + _rs(rng, DIG, 13),
        lambda: "9400" + _rs(rng, DIG, 18),
        lambda: rng.choice(UP) + rng.choice(UP) + _rs(rng, DIG, 9) + "GB",
        lambda: "JT" + _rs(rng, DIG, 13),
        lambda: "75" + _rs(rng, DIG, 12),
    ])()


_FILLERS = {
    "order": lambda r, F: r.choice([lambda: _rs(r, DIG, 19), lambda: _amz(r), lambda: _rs(r, DIG, 12), lambda: "#" + str(r.randint(1001, 99999)), lambda: f"{r.randint(10, 27)}-{_rs(r, DIG, 5)}-{_rs(r, DIG, 5)}"])(),
    "tb": lambda r, F: r.choice("1234") + _rs(r, DIG, 18),
    "jd": lambda r, F: r.choice("23") + _rs(r, DIG, 11),
    "pdd": lambda r, F: f"{r.randint(230101, 251231)}-{_rs(r, DIG, 15)}",
    "amz": lambda r, F: _amz(r),
    "ebay": lambda r, F: f"{r.randint(10, 27)}-{_rs(r, DIG, 5)}-{_rs(r, DIG, 5)}",
    "shopify": lambda r, F: "#" + str(r.randint(1001, 48999)),
    "etsy": lambda r, F: str(r.randint(2800000000, 3599999999)),
    "trk": lambda r, F: _trk(r),
    "ups": lambda r, F: _ups(r),
    "sf": lambda r, F: "SF" + _rs(r, DIG, 13),
    "jdtrk": lambda r, F: "JDV" + r.choice("ABCDE") + _rs(r, DIG, 11),
    "yt": lambda r, F: "YT" + _rs(r, DIG, 13),
    "rm": lambda r, F: r.choice(["RM", "TT", "AB", "FQ", "JV"]) + _rs(r, DIG, 9) + "GB",
    "usps": lambda r, F: "9400 " + " ".join(_rs(r, DIG, 4) for _ in range(4)) + " " + _rs(r, DIG, 2),
    "sku": lambda r, F: r.choice([lambda: f"SKU-{_rs(r, UP, 3)}-{r.randint(10, 99)}-{r.choice(['S', 'M', 'L', 'XL'])}", lambda: f"{_rs(r, UP, 2)}{r.randint(1000, 9999)}-{r.randint(10, 99)}", lambda: f"HM-{_rs(r, DIG, 4)}-{r.randint(10, 99)}", lambda: f"SKU{_rs(r, DIG, 8)}"])(),
    "asin": lambda r, F: "B0" + _rs(r, UP + DIG, 8),
    "ean": lambda r, F: _ean13(r),
    "upc": lambda r, F: _upca(r),
    "inv": lambda r, F: r.choice([lambda: f"INV-2025-{_rs(r, DIG, 5)}", lambda: f"INV{_rs(r, DIG, 8)}", lambda: f"{_rs(r, UP, 2)}-{_rs(r, DIG, 6)}", lambda: f"R{_rs(r, DIG, 9)}"])(),
    "fp": lambda r, F: "25" + _rs(r, DIG, 18),
    "fpdm": lambda r, F: "0" + _rs(r, DIG, 11),
    "fphm": lambda r, F: _rs(r, DIG, 8),
    "coupon": lambda r, F: r.choice(COUPONS),
    "coupon_zh": lambda r, F: r.choice(COUPONS_ZH),
    "usd": lambda r, F: f"${r.randint(3, 899)}.{r.choice(['99', '49', '00', '95', '29'])}",
    "gbp": lambda r, F: f"£{r.randint(2, 499)}.{r.choice(['99', '50', '00', '49'])}",
    "cny": lambda r, F: f"¥{r.randint(9, 4999)}{r.choice(['', '.00', '.90', '.50'])}",
    "cny2": lambda r, F: f"{r.randint(9, 2999)}元",
    "qty": lambda r, F: str(r.randint(1, 12)),
    "kg": lambda r, F: f"{r.randint(1, 250) / 10:.1f} kg",
    "g": lambda r, F: f"{r.randint(80, 990)}g",
    "size": lambda r, F: r.choice(SIZES),
    "bin": lambda r, F: r.choice([lambda: f"{r.choice('ABCDEF')}-{r.randint(1, 40):02d}-{r.randint(1, 12):02d}-{r.choice('ABCD')}", lambda: f"W{r.randint(1, 4)}-R{r.randint(1, 30):02d}-S{r.randint(1, 9):02d}", lambda: f"{r.choice('ABCDEF')}{r.randint(1, 9)}-{r.randint(100, 999)}"])(),
    "shop": lambda r, F: r.choice(SHOPS_EN),
    "shop_zh": lambda r, F: r.choice(SHOPS_ZH),
    "prod": lambda r, F: r.choice(PRODUCTS_EN),
    "prod_zh": lambda r, F: r.choice(PRODUCTS_ZH),
    "pickup": lambda r, F: r.choice(PICKUP_EN),
    "pickup_zh": lambda r, F: r.choice(PICKUP_ZH),
    "courier": lambda r, F: r.choice(COURIER_EN),
    "courier_zh": lambda r, F: r.choice(COURIER_ZH),
    "win": lambda r, F: r.choice(WINDOWS),
    "date": lambda r, F: _date(r),
    "date_zh": lambda r, F: _date_zh(r),
    "city": lambda r, F: r.choice(EN_CITIES),
    "city_zh": lambda r, F: r.choice(CN_CITIES),
    "reason": lambda r, F: r.choice(RETURN_REASONS_EN),
    "reason_zh": lambda r, F: r.choice(RETURN_REASONS_ZH),
    "color": lambda r, F: r.choice(COLORS_EN),
    "color_zh": lambda r, F: r.choice(COLORS_ZH),
    "rma": lambda r, F: f"RMA-{_rs(r, DIG, 6)}",
    "ticket": lambda r, F: r.choice([f"CS-{_rs(r, DIG, 7)}", f"#{r.randint(100000, 999999)}", f"TKT{_rs(r, DIG, 6)}"]),
    "pct": lambda r, F: f"{r.choice([5, 10, 12, 15, 20, 25, 30, 40, 50])}%",
    "n": lambda r, F: str(r.randint(2, 48)),
    "days": lambda r, F: str(r.choice([3, 5, 7, 14, 15, 30])),
    "pts": lambda r, F: str(r.randint(120, 48000)),
    "ver": lambda r, F: r.choice(VERSIONS),
    "uuid": lambda r, F: "-".join(_rs(r, HEX, n) for n in (8, 4, 4, 4, 12)),
    "sha": lambda r, F: _rs(r, HEX, 40),
    "short": lambda r, F: _rs(r, HEX, 7),
    "digest": lambda r, F: "sha256:" + _rs(r, HEX, 64),
    "port": lambda r, F: str(r.choice([8080, 8443, 5432, 6379, 3000, 9200, 27017, 15672])),
    "hs": lambda r, F: f"{r.randint(1000, 9999)}.{r.randint(10, 99)}.{r.randint(10, 99)}",
    "bin2": lambda r, F: _FILLERS["bin"](r, F),
    "sku2": lambda r, F: _FILLERS["sku"](r, F),
    "qty2": lambda r, F: str(r.randint(1, 6)),
    "usd2": lambda r, F: _FILLERS["usd"](r, F),
    "cny3": lambda r, F: _FILLERS["cny"](r, F),
    "pallet": lambda r, F: f"PLT-{_rs(r, DIG, 6)}",
    "wave": lambda r, F: f"WAVE-{r.randint(100, 999)}",
    "batch": lambda r, F: f"LOT{_rs(r, DIG, 6)}",
}


# ----------------------------------------------------------------------------- value generators


def _pem(rng, kind):
    lines = [base64.b64encode(bytes(rng.randrange(256) for _ in range(48))).decode() for _ in range(rng.randint(4, 8))]
    tail = base64.b64encode(bytes(rng.randrange(256) for _ in range(rng.randint(6, 40)))).decode()
    label = {"rsa": "RSA PRIVATE KEY", "pk": "PRIVATE KEY", "ec": "EC PRIVATE KEY", "ssh": "OPENSSH PRIVATE KEY"}[kind]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines + [tail]) + f"\n-----END {label}-----"


def _jwt(rng):
    head = {"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}
    body = {"sub": _rs(rng, DIG, 8), "shop": rng.choice(["sellercentral", "taobao-open", "shopify-admin", "jd-vc"]), "iat": 1760000000 + rng.randint(0, 9000000), "exp": 1770000000 + rng.randint(0, 9000000), "scope": "orders:read refunds:write"}
    sig = _b64url(bytes(rng.randrange(256) for _ in range(32 if head["alg"] == "HS256" else 64)))
    return ".".join([_b64url(json.dumps(head, separators=(",", ":")).encode()), _b64url(json.dumps(body, separators=(",", ":")).encode()), sig])


def _human_pw(rng):
    w = rng.choice(EN_WORDS)
    w = rng.choice([w.capitalize(), w, w.upper()[:1] + w[1:]])
    return rng.choice([
        f"{w}{rng.randint(1, 2025)}{rng.choice(SYMS)}",
        f"{w}{rng.choice(SYMS)}{rng.randint(10, 99)}",
        f"{rng.choice(SYMS)}{w}{rng.randint(100, 999)}",
        f"{w.capitalize()}{rng.choice(EN_WORDS).capitalize()}{rng.randint(1, 99)}{rng.choice(SYMS)}",
    ])


def _phrase_pw(rng):
    n = rng.choice([3, 4])
    words = rng.sample(EN_WORDS, n)
    sep = rng.choice(["-", " ", ".", "_"])
    return sep.join(words) + rng.choice(["", str(rng.randint(1, 99))])


def _pinyin_pw(rng):
    s, g = rng.choice(PY_SUR), rng.choice(PY_GIV)
    return rng.choice([
        f"{s}{g}{rng.randint(1970, 2012)}",
        f"{s}{g}{rng.choice(['123', '520', '666', '888', '1314'])}",
        f"{s.capitalize()}{g}@{rng.randint(10, 99)}",
        f"woaini{s}{g}{rng.randint(1, 99)}",
        f"{g}{g}{rng.randint(1000, 9999)}!",
        f"{s[0]}{g}{rng.randint(19800101, 20101231)}",
    ])


def _pin(rng):
    return _rs(rng, DIG, rng.choice([4, 6, 6]))


def _email(rng, F, flavor):
    if flavor == "cn":
        s, g = rng.choice(PY_SUR), rng.choice(PY_GIV)
        return rng.choice([
            lambda: f"{s}{g}{rng.randint(1, 2005)}@{rng.choice(['163.com', '126.com', 'sina.com', 'foxmail.com', 'sohu.com', 'aliyun.com'])}",
            lambda: f"{rng.randint(10000, 3999999999)}@qq.com",
            lambda: F["cn"].free_email(),
            lambda: f"{g}.{s}@{rng.choice(['outlook.com', 'gmail.com', 'hotmail.com'])}",
            lambda: F["cn"].ascii_email(),
            lambda: f"{s}_{g}{rng.randint(1, 99)}@vip.qq.com",
        ])()
    return rng.choice([
        lambda: F["us"].free_email(),
        lambda: F["gb"].free_email(),
        lambda: F["us"].company_email(),
        lambda: F["gb"].email(),
        lambda: F["us"].ascii_safe_email(),
        lambda: f"{F['us'].first_name().lower()}.{F['us'].last_name().lower()}@{rng.choice(['gmail.com', 'outlook.com', 'icloud.com', 'yahoo.com', 'proton.me'])}",
        lambda: f"{F['gb'].first_name()[0].lower()}{F['gb'].last_name().lower()}{rng.randint(1, 99)}@{rng.choice(['btinternet.com', 'hotmail.co.uk', 'gmail.com', 'sky.com'])}",
        lambda: f"{F['us'].user_name()}+{rng.choice(['amazon', 'ebay', 'shop', 'orders', 'etsy'])}@gmail.com",
    ])()


def _phone(rng, F, kind):
    if kind == "us":
        return rng.choice([
            lambda: F["us"].phone_number(),
            lambda: f"({rng.randint(201, 989)}) {rng.randint(200, 989)}-{_rs(rng, DIG, 4)}",
            lambda: f"+1 {rng.randint(201, 989)} {rng.randint(200, 989)} {_rs(rng, DIG, 4)}",
            lambda: f"{rng.randint(201, 989)}-{rng.randint(200, 989)}-{_rs(rng, DIG, 4)} ext. {rng.randint(10, 9999)}",
        ])()
    if kind == "gb":
        return rng.choice([
            lambda: F["gb"].phone_number(),
            lambda: f"07{_rs(rng, DIG, 3)} {_rs(rng, DIG, 6)}",
            lambda: f"+44 7{_rs(rng, DIG, 3)} {_rs(rng, DIG, 3)} {_rs(rng, DIG, 3)}",
            lambda: f"020 {rng.randint(7000, 8999)} {_rs(rng, DIG, 4)}",
            lambda: f"0161 {_rs(rng, DIG, 3)} {_rs(rng, DIG, 4)}",
        ])()
    if kind == "cnland":
        a = rng.choice(CN_LANDLINE)
        n = _rs(rng, "2345678", 1) + _rs(rng, DIG, 7 if len(a) == 3 else rng.choice([6, 7]))
        return rng.choice([f"{a}-{n}", f"({a}){n}", f"{a}-{n}转{rng.randint(100, 8999)}", f"{a} {n}"])
    # cn mobile
    m = rng.choice(["13", "15", "17", "18", "19"]) + _rs(rng, DIG, 9)
    return rng.choice([
        m,
        m,
        f"+86 {m}",
        f"+86-{m[:3]}-{m[3:7]}-{m[7:]}",
        f"{m[:3]} {m[3:7]} {m[7:]}",
        f"{m[:3]}-{m[3:7]}-{m[7:]}",
        F["cn"].phone_number(),
    ])


def _addr(rng, F, kind):
    if kind == "us":
        return rng.choice([
            lambda: F["us"].street_address(),
            lambda: f"{rng.randint(10, 9899)} {F['us'].last_name()} {rng.choice(['Street', 'Avenue', 'Drive', 'Court', 'Lane', 'Blvd', 'Road', 'Terrace'])}",
            lambda: f"{rng.randint(100, 9899)} {rng.choice(['Oak', 'Pine', 'Maple', 'Cedar', 'Elm', 'Walnut', 'Hillcrest', 'Evergreen'])} {rng.choice(['St', 'Ave', 'Dr', 'Terrace', 'Way'])}, Apt {rng.randint(1, 40)}{rng.choice('ABCD')}",
            lambda: F["us"].street_address(),
        ])()
    if kind == "gb":
        return rng.choice([
            lambda: F["gb"].street_address().replace("\n", ", "),
            lambda: f"Flat {rng.randint(1, 30)}, {rng.randint(1, 199)} {F['gb'].last_name()} {rng.choice(['Road', 'Lane', 'Close', 'Street', 'Gardens', 'Crescent'])}",
            lambda: f"{rng.randint(1, 240)} {rng.choice(['Mill', 'Church', 'Station', 'Victoria', 'Queens', 'Park', 'Manor', 'Kings'])} {rng.choice(['Lane', 'Road', 'Street', 'Avenue', 'Close', 'Way'])}",
        ])()
    d, road = rng.choice(CN_DISTRICTS), rng.choice(CN_ROADS)
    est = rng.choice(EST_PRE) + rng.choice(EST_SUF)
    return rng.choice([
        lambda: f"{d}{road}{rng.randint(1, 999)}号",
        lambda: f"{road}{rng.randint(1, 999)}号{est}{rng.randint(1, 30)}栋{rng.randint(1, 6)}单元{rng.randint(1, 32)}{rng.randint(1, 4):02d}室",
        lambda: f"{d}{road}{rng.randint(1, 2000)}弄{rng.randint(1, 80)}号{rng.randint(1, 30)}{rng.randint(1, 4):02d}室",
        lambda: f"{d}{road}{rng.randint(1, 300)}号院{rng.randint(1, 20)}号楼{rng.randint(1, 5)}单元{rng.randint(1, 28)}{rng.randint(1, 4):02d}",
        lambda: f"{d}{est}{rng.randint(1, 40)}幢{rng.randint(101, 2604)}室",
        lambda: f"{road}{rng.randint(1, 500)}号{rng.choice('ABCDE')}座{rng.randint(3, 35)}{rng.randint(1, 20):02d}",
    ])()


def _cn_id(rng):
    area = rng.choice(AREA_CODES)
    y, m, d = rng.randint(1955, 2006), rng.randint(1, 12), rng.randint(1, 28)
    body = f"{area}{y}{m:02d}{d:02d}{_rs(rng, DIG, 3)}"
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, _ID_W)) % 11]


def _nino(rng, compact=False):
    a = rng.choice([c for c in UP if c not in "DFIQUV"])
    b = rng.choice([c for c in UP if c not in "DFIQUVO"])
    if a + b in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
        a, b = "A", "B"
    d = _rs(rng, DIG, 6)
    s = rng.choice("ABCD")
    return f"{a}{b}{d}{s}" if compact else f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {s}"


def _uk_dl(rng, F):
    sur = "".join(c for c in F["gb"].last_name().upper() if c.isalpha())[:5].ljust(5, "9")
    y = rng.randint(1950, 2004)
    m = rng.randint(1, 12) + rng.choice([0, 50])
    d = rng.randint(1, 28)
    ini = F["gb"].first_name()[0].upper() + rng.choice(UP + "9")
    return f"{sur}{str(y)[2]}{m:02d}{d:02d}{str(y)[3]}{ini}{rng.randint(1, 9)}{_rs(rng, UP, 2)}"


def _gov(rng, F, kind):
    if kind == "ssn":
        return rng.choice([F["us"].ssn(), F["us"].ssn(), f"{rng.randint(100, 665)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}"])
    if kind == "itin":
        return f"9{rng.randint(10, 99)}-{rng.choice(['70', '75', '81', '88', '92'])}-{rng.randint(1000, 9999)}"
    if kind == "nino":
        return _nino(rng, rng.random() < 0.4)
    if kind == "uspp":
        return rng.choice([_rs(rng, DIG, 9), rng.choice("ACEH") + _rs(rng, DIG, 8)])
    if kind == "ukpp":
        return rng.choice("12345") + _rs(rng, DIG, 8)
    if kind == "cnpp":
        return rng.choice(["E" + _rs(rng, DIG, 8), "E" + rng.choice("ABCDEFGH") + _rs(rng, DIG, 7), "G" + _rs(rng, DIG, 8)])
    if kind == "ukdl":
        return _uk_dl(rng, F)
    if kind == "usdl":
        return rng.choice([rng.choice(UP) + _rs(rng, DIG, 7), _rs(rng, DIG, 9), rng.choice(UP) + _rs(rng, DIG, 12), f"{rng.choice(UP)}{_rs(rng, DIG, 3)}-{_rs(rng, DIG, 3)}-{_rs(rng, DIG, 2)}-{_rs(rng, DIG, 3)}-0"])
    if kind == "hkmo":  # 港澳通行证
        return "C" + rng.choice(UP) + _rs(rng, DIG, 7)
    # cn id, sometimes with a lower-case x check digit, as people type it
    v = _cn_id(rng)
    if v.endswith("X") and rng.random() < 0.3:
        v = v[:-1] + "x"
    return v


def _card(rng, kind=None, fmt=None):
    kind = kind or rng.choice(["visa", "visa", "mc", "amex", "up", "mc2"])
    if kind == "visa":
        num = _luhn_complete("4", 16, rng)
    elif kind == "mc":
        num = _luhn_complete(str(rng.randint(51, 55)), 16, rng)
    elif kind == "mc2":
        num = _luhn_complete(str(rng.randint(2221, 2720)), 16, rng)
    elif kind == "amex":
        num = _luhn_complete(rng.choice(["34", "37"]), 15, rng)
    else:
        num = _luhn_complete("62" + _rs(rng, DIG, 4), rng.choice([16, 19]), rng)
    fmt = fmt or rng.choice(["plain", "space", "space", "dash"])
    if fmt == "plain":
        return num
    if len(num) == 15:
        parts = [num[:4], num[4:10], num[10:]]
    else:
        parts = [num[i : i + 4] for i in range(0, len(num), 4)]
    return (" " if fmt == "space" else "-").join(parts)


def _cn_card(rng):
    num = _luhn_complete(rng.choice(["622202", "621700", "622848", "621226", "622588", "623668", "621483", "622609"]), rng.choice([16, 19, 19]), rng)
    return rng.choice([num, num, " ".join(num[i : i + 4] for i in range(0, len(num), 4))])


def _iban_gen(rng):
    c = rng.choice(["GB", "GB", "DE", "FR", "NL", "ES", "IE"])
    if c == "GB":
        v = _iban("GB", rng.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ"]) + _rs(rng, DIG, 14))
    elif c == "IE":
        v = _iban("IE", rng.choice(["AIBK", "BOFI"]) + _rs(rng, DIG, 14))
    elif c == "DE":
        v = _iban("DE", _rs(rng, DIG, 18))
    elif c == "FR":
        v = _iban("FR", _rs(rng, DIG, 23))
    elif c == "NL":
        v = _iban("NL", rng.choice(["ABNA", "INGB", "RABO"]) + _rs(rng, DIG, 10))
    else:
        v = _iban("ES", _rs(rng, DIG, 20))
    assert _iban_ok(v)
    return rng.choice([v, " ".join(v[i : i + 4] for i in range(0, len(v), 4))])


def _fin(rng, F, kind):
    if kind == "card":
        return _card(rng)
    if kind == "cncard":
        return _cn_card(rng)
    if kind == "iban":
        return _iban_gen(rng)
    if kind == "ukacct":
        return _rs(rng, DIG, 8)
    if kind == "usacct":
        return _rs(rng, "123456789", 1) + _rs(rng, DIG, rng.randint(8, 11))
    if kind == "amex":
        return _card(rng, "amex")
    if kind == "visa":
        return _card(rng, "visa")
    return _card(rng)


def _name(rng, F, kind):
    if kind == "en":
        return rng.choice([
            lambda: F["us"].name(),
            lambda: F["gb"].name(),
            lambda: f"{F['us'].first_name()} {F['us'].last_name()}",
            lambda: f"{rng.choice(['Mr', 'Mrs', 'Ms', 'Dr', 'Mr.', 'Ms.', 'Miss'])} {F['gb'].last_name()}",
            lambda: f"{F['gb'].first_name()} {F['gb'].last_name()}",
            lambda: f"{F['us'].first_name()} {rng.choice(UP)}. {F['us'].last_name()}",
        ])()
    if kind == "py":
        s, g = rng.choice(PY_SUR).capitalize(), rng.choice(PY_GIV).capitalize()
        return rng.choice([f"{s} {g}", f"{g} {s}", F["cn"].romanized_name(), f"{s.upper()} {g}"])
    return rng.choice([lambda: F["cn"].name(), lambda: F["cn"].name(), lambda: F["cn"].last_name() + F["cn"].first_name(), lambda: F["cn"].name_female(), lambda: F["cn"].name_male()])()


def _user(rng, F):
    s, g = rng.choice(PY_SUR), rng.choice(PY_GIV)
    fn, ln = F["us"].first_name().lower(), F["gb"].last_name().lower()
    return rng.choice([
        lambda: F["us"].user_name(),
        lambda: F["gb"].user_name(),
        lambda: F["cn"].user_name(),
        lambda: f"{s}{g}{rng.randint(1, 2008)}",
        lambda: f"{fn}.{ln}",
        lambda: f"{fn}_{ln}{rng.randint(1, 99)}",
        lambda: f"xX{rng.choice(EN_WORDS).capitalize()}{rng.choice(['Wolf', 'Fox', 'Ninja', 'Slayer'])}{rng.randint(1, 99)}Xx",
        lambda: f"tb{_rs(rng, DIG, 9)}_{rng.randint(10, 99)}",
        lambda: f"jd_{_rs(rng, LOW + DIG, 10)}",
        lambda: f"{g}_{s}_{rng.choice(['shop', 'buy', 'mall'])}",
        lambda: f"{rng.choice(EN_WORDS)}{rng.choice(['_', '.', ''])}{fn}{rng.randint(1, 99)}",
        lambda: f"{g}{g}{rng.choice(['_', ''])}{rng.choice(['bb', 'mama', 'baba', 'ya'])}{rng.randint(1, 999)}",
    ])()


def _home(rng, F, kind=None):
    kind = kind or rng.choice(["linux", "mac", "win"])
    s, g = rng.choice(PY_SUR), rng.choice(PY_GIV)
    u = rng.choice([F["us"].first_name().lower(), F["gb"].user_name(), f"{g}{s}", F["us"].last_name().lower(), f"{F['gb'].first_name()[0].lower()}{F['gb'].last_name().lower()}"])
    if kind == "linux":
        return f"/home/{u}"
    if kind == "mac":
        return f"/Users/{rng.choice([u, u.capitalize(), F['us'].first_name()])}"
    return f"C:\\Users\\{rng.choice([u.capitalize(), F['us'].first_name(), f'{s.capitalize()}{g.capitalize()}', F['gb'].first_name() + '.' + F['gb'].last_name()])}"


_ZH_NUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


def _sched(rng, kind):
    """A clock time for a personal routine; kind fixes the part of day the context needs."""
    if kind in ("en", "am", "pm", "noon", "night"):
        if kind == "en":
            kind = rng.choice(["am", "pm"])
        if kind == "am":
            h, ap = rng.randint(5, 11), "am"
        elif kind == "pm":
            h, ap = rng.randint(3, 11), "pm"
        elif kind == "night":
            h, ap = rng.randint(9, 11), "pm"
        else:
            h, ap = rng.choice([12, 1, 1]), "pm"
        m = rng.choice([0, 15, 30, 45, 10, 20, 40, 50])
        h24 = h + 12 if ap == "pm" and h != 12 else h
        return rng.choice([
            f"{h}:{m:02d}{ap}",
            f"{h}:{m:02d} {ap}",
            f"{h}{ap}",
            f"{h} {ap.upper()}",
            f"{h}:{m:02d} {ap[0]}.m.",
            f"{h24:02d}:{m:02d}",
            f"{h}.{m:02d}{ap}",
        ])
    parts = {
        "zham": [("早上", 5, 9), ("上午", 8, 11)],
        "zhpm": [("下午", 2, 6), ("傍晚", 5, 7), ("晚上", 6, 11)],
        "zhaft": [("下午", 3, 5)],
        "zhnight": [("晚上", 9, 11)],
        "zhnoon": [("中午", 12, 12), ("中午", 1, 1), ("下午", 1, 2)],
    }.get(kind, [("早上", 5, 9), ("上午", 8, 11), ("中午", 12, 12), ("下午", 1, 6), ("晚上", 6, 11), ("傍晚", 5, 7), ("凌晨", 4, 5)])
    part, lo, hi = rng.choice(parts)
    h = rng.randint(lo, hi)
    hz = rng.choice([str(h), _ZH_NUM[h]])
    tail = rng.choice(["点", "点半", "点一刻", f"点{rng.choice([10, 15, 20, 40, 45, 50])}", "点", "点三刻", f"点{rng.choice([10, 20, 40, 50])}分"])
    h24 = h + 12 if part in ("下午", "晚上", "傍晚") or (part == "中午" and h < 11) else h
    return rng.choice([
        f"{part}{hz}{tail}",
        f"{part}{hz}{tail}",
        f"{h24}:{rng.choice(['00', '15', '30', '45', '20', '40'])}",
        f"{part}{hz}{tail}",
    ])


#: city centres the jittered coordinates are drawn around (a point near a home, not the centre)
_COORD_BASES = [(47.61, -122.33), (51.51, -0.13), (53.48, -2.24), (40.71, -74.0), (30.27, -97.74), (52.49, -1.89), (55.86, -4.25),
                (31.23, 121.47), (39.9, 116.4), (22.54, 114.06), (30.57, 104.07), (30.27, 120.15), (23.13, 113.26), (34.34, 108.94)]


def _geo(rng, F, kind):
    if kind == "zip":
        return rng.choice([F["us"].zipcode(), F["us"].postcode(), F["us"].zipcode_plus4(), f"{rng.randint(10001, 99950):05d}"])
    if kind == "ukpc":
        return rng.choice([F["gb"].postcode(), f"{rng.choice(['SW', 'NW', 'M', 'LS', 'BS', 'EH', 'G', 'B', 'CB', 'OX'])}{rng.randint(1, 20)} {rng.randint(1, 9)}{_rs(rng, 'ABDEFGHJLNPQRSTUWXYZ', 2)}"])
    if kind == "cnpc":
        return rng.choice(["100", "200", "510", "518", "310", "610", "430", "210", "710", "300"]) + _rs(rng, DIG, 3)
    if kind == "coord":
        base = rng.choice(_COORD_BASES)
        lat, lon = base[0] + rng.uniform(-0.08, 0.08), base[1] + rng.uniform(-0.08, 0.08)
        return rng.choice([f"{lat:.6f}, {lon:.6f}", f"{lat:.5f},{lon:.5f}", f"{abs(lat):.4f}°{'N' if lat > 0 else 'S'}, {abs(lon):.4f}°{'E' if lon > 0 else 'W'}", f"{lat:.6f} {lon:.6f}"])
    if kind == "esten":
        return rng.choice([f"{rng.choice(EN_EST_A)} {rng.choice(EN_EST_B)}", f"{rng.choice(EN_EST_A)} {rng.choice(EN_EST_B)}", f"The {rng.choice(EN_EST_A)} {rng.choice(EN_EST_B)}", f"{F['gb'].last_name()} {rng.choice(['Estate', 'Heights', 'Village', 'Park Estate'])}"])
    return rng.choice(EST_PRE) + rng.choice(EST_SUF)


def _secret(rng, F, kind):
    if kind == "aws":
        return "AKIA" + _rs(rng, UP + "234567", 16)
    if kind == "awssk":
        return _rs(rng, ALNUM + "/+", 40)
    if kind == "ghp":
        return "ghp_" + _rs(rng, ALNUM, 36)
    if kind == "ghpat":
        return "github_pat_" + _rs(rng, ALNUM, 22) + "_" + _rs(rng, ALNUM, 59)
    if kind == "slack":
        return rng.choice([f"xoxb-{_rs(rng, DIG, 12)}-{_rs(rng, DIG, 13)}-{_rs(rng, ALNUM, 24)}", f"xoxp-{_rs(rng, DIG, 12)}-{_rs(rng, DIG, 12)}-{_rs(rng, DIG, 13)}-{_rs(rng, HEX, 32)}"])
    if kind == "openai":
        return rng.choice(["sk-" + _rs(rng, ALNUM, 48), "sk-proj-" + _rs(rng, URLSAFE, 124) + "T3BlbkFJ" + _rs(rng, URLSAFE, 24)])
    if kind == "anthropic":
        return "sk-ant-api03-" + _rs(rng, URLSAFE, 93) + "AA"
    if kind == "stripe":
        return rng.choice(["sk_live_", "rk_live_", "sk_live_51"]) + _rs(rng, ALNUM, rng.choice([24, 34, 99]))
    if kind == "whsec":
        return "whsec_" + _rs(rng, ALNUM, 32)
    if kind == "google":
        return "AIza" + _rs(rng, URLSAFE, 35)
    if kind == "hf":
        return "hf_" + _rs(rng, UP + LOW, 34)
    if kind == "sendgrid":
        return "SG." + _rs(rng, URLSAFE, 22) + "." + _rs(rng, URLSAFE, 43)
    if kind == "telegram":
        return f"{rng.randint(100000000, 7999999999)}:AA{_rs(rng, URLSAFE, 33)}"
    if kind == "jwt":
        return _jwt(rng)
    if kind in ("rsa", "pk", "ec", "ssh"):
        return _pem(rng, kind)
    if kind == "urlpw":
        return rng.choice([_rs(rng, ALNUM, rng.randint(14, 24)), _human_pw(rng).replace("@", "!").replace("#", "^").replace("?", "!").replace("%", "*"), _rs(rng, ALNUM, 10) + rng.choice("!*~") + _rs(rng, ALNUM, 6)])
    if kind == "hex32":
        return _rs(rng, HEX, 32)
    if kind == "hex40":
        return _rs(rng, HEX, 40)
    if kind == "hex64":
        return _rs(rng, HEX, 64)
    if kind == "b64":
        return base64.b64encode(bytes(rng.randrange(256) for _ in range(rng.choice([24, 32, 33])))).decode()
    if kind == "alnum32":
        return _rs(rng, ALNUM, 32)
    if kind == "shpat":
        return rng.choice(["shpat_", "shpss_", "shpca_"]) + _rs(rng, HEX, 32)
    return _secret(rng, F, rng.choice(["aws", "ghp", "slack", "openai", "stripe", "google", "hf", "sendgrid", "telegram", "jwt", "anthropic", "ghpat"]))


def _value(cat, kind, rng, F):
    if cat == "secret":
        return _secret(rng, F, kind)
    if cat == "password":
        return {"human": _human_pw, "phrase": _phrase_pw, "pinyin": _pinyin_pw, "pin": _pin}.get(kind, lambda r: F["us"].password(length=r.choice([10, 12, 14]), special_chars=r.random() < 0.7))(rng)
    if cat == "email":
        return _email(rng, F, kind)
    if cat == "phone":
        return _phone(rng, F, kind)
    if cat == "address":
        return _addr(rng, F, kind)
    if cat == "government_id":
        return _gov(rng, F, kind)
    if cat == "financial":
        return _fin(rng, F, kind)
    if cat == "person_name":
        return _name(rng, F, kind)
    if cat == "username":
        return _user(rng, F)
    if cat == "home_path":
        return _home(rng, F, kind)
    if cat == "schedule":
        return _sched(rng, kind)
    if cat == "geo":
        return _geo(rng, F, kind)
    raise KeyError(cat)


DEFAULT_KINDS = {
    ("secret", "en"): ["any"], ("secret", "zh"): ["any"], ("secret", "mixed"): ["any"],
    ("password", "en"): ["human", "human", "phrase", "faker", "pin"],
    ("password", "zh"): ["pinyin", "pinyin", "human", "pin", "faker"],
    ("password", "mixed"): ["pinyin", "human", "phrase", "faker", "pin"],
    ("email", "en"): ["en"], ("email", "zh"): ["cn", "cn", "cn", "en"], ("email", "mixed"): ["cn", "en"],
    ("phone", "en"): ["us", "gb"], ("phone", "zh"): ["cn"], ("phone", "mixed"): ["cn", "cn", "us", "gb"],
    ("address", "en"): ["us", "gb"], ("address", "zh"): ["cn"], ("address", "mixed"): ["cn", "cn", "us", "gb"],
    ("government_id", "en"): ["ssn", "nino", "uspp", "ukpp", "ukdl", "usdl"], ("government_id", "zh"): ["cnid", "cnid", "cnpp"], ("government_id", "mixed"): ["cnid", "cnpp", "ssn", "nino", "ukpp"],
    ("financial", "en"): ["card"], ("financial", "zh"): ["cncard"], ("financial", "mixed"): ["card", "cncard"],
    ("person_name", "en"): ["en"], ("person_name", "zh"): ["cn"], ("person_name", "mixed"): ["cn", "cn", "py", "en"],
    ("username", "en"): ["any"], ("username", "zh"): ["any"], ("username", "mixed"): ["any"],
    ("home_path", "en"): ["linux", "mac", "win"], ("home_path", "zh"): ["linux", "mac", "win"], ("home_path", "mixed"): ["linux", "mac", "win"],
    ("schedule", "en"): ["en"], ("schedule", "zh"): ["zh"], ("schedule", "mixed"): ["en", "zh"],
    ("geo", "en"): ["zip", "ukpc", "coord", "esten"], ("geo", "zh"): ["cnpc", "estcn", "coord"], ("geo", "mixed"): ["cnpc", "estcn", "coord", "zip", "ukpc", "esten"],
}


# ----------------------------------------------------------------------------- templates
# An entry is either a template string (value kind drawn from DEFAULT_KINDS) or (kind, template).
# "{v}" marks the planted value; other fields are benign fillers; {S} is the path separator.

T = {}

T["secret"] = {
    "en": [
        ("aws", "Shop product-image bucket: AWS_ACCESS_KEY_ID={v} region=eu-west-1, last sync of {n} SKUs on {date}."),
        ("awssk", "aws_secret_access_key = {v}\n# used by the listing-photo uploader for order {amz}"),
        ("stripe", "Stripe live key for the Shopify checkout fallback: {v} (rotated after refund batch {inv})"),
        ("whsec", "Webhook signing secret (order.paid events): {v}"),
        ("shpat", "Shopify Admin API access token {v} - scopes read_orders, write_fulfillments; store sells {prod}"),
        ("sendgrid", "Order-confirmation emails go through SendGrid, api key {v}, template d-{short}."),
        ("telegram", "Bot that pings me when tracking {ups} changes: token {v}"),
        ("jwt", "Session captured while checking eBay order {ebay}:\nAuthorization: Bearer {v}"),
        ("urlpw", "DATABASE_URL=postgres://orders_rw:{v}@db.shop.internal:{port}/orders"),
        ("openai", "The product-description generator uses OPENAI_API_KEY={v}; last run rewrote {n} listings."),
        ("slack", "Slack bot for #warehouse-alerts (low stock on bin {bin}): {v}"),
        ("rsa", "Apple Pay merchant identity key, keep safe:\n{v}\nmerchant id merchant.com.shop.checkout"),
        ("hex32", "Etsy app keystring is public, but the shared secret is {v} - don't paste it in the listing notes."),
        ("ghp", "CI deploy of storefront theme {ver} needs GH_TOKEN {v}"),
        ("google", "Maps autocomplete on the checkout page: key={v}"),
        ("anthropic", 'customer-service triage bot -> ANTHROPIC_API_KEY: "{v}"'),
        ("hf", "[hf] token {v} for the review-sentiment model (reviews for ASIN {asin})"),
        ("b64", "{v} <- that's the Klaviyo private key, paste into .env before the {coupon} campaign"),
        ("ghpat", "| github | {v} | storefront repo | expires {date} |"),
        ("pk", "eBay signing key for the Finances API (digital signatures):\n{v}"),
    ],
    "zh": [
        ("hex32", "淘宝开放平台 AppSecret：{v}，对应的AppKey已备案，用于同步订单{tb}"),
        ("alnum32", "微信支付APIv3密钥是{v}，千万别发到群里"),
        ("pk", "支付宝应用私钥：\n{v}\n（用于退款接口）"),
        ("aws", "S3上传商品主图的AccessKeyId={v}，别泄露"),
        ("stripe", "海外独立站的Stripe密钥{v}，上周用它处理了{n}笔退款"),
        ("urlpw", "订单库连接串：mysql://erp_admin:{v}@10.20.3.15:3306/oms"),
        ("jwt", "京东商家后台登录态 token={v} ，过期时间{date}"),
        ("telegram", "物流提醒机器人的token：{v}"),
        ("openai", "商品文案生成用的key是 {v}"),
        ("sendgrid", "发货通知邮件走SendGrid，密钥{v}"),
        ("slack", "仓库缺货告警推送到Slack，bot token：{v}"),
        ("hex40", "拼多多开放平台 client_secret = {v}"),
        ("ghp", "店铺主题仓库的部署令牌{v}已经配置在流水线里"),
        ("google", "收货地址自动补全用的谷歌API Key：{v}"),
        ("shpat", "Shopify店铺访问令牌：{v}（只给了读取订单权限）"),
        ("ec", "抖店证书私钥如下\n{v}"),
        ("anthropic", "客服机器人密钥{v}已更新，旧的作废"),
        ("hex64", "有赞云 client_secret：{v}，存到配置中心"),
    ],
    "mixed": [
        ("aws", "帮我把 AWS key {v} 加到 ERP 的 config 里, region 选 ap-east-1"),
        ("stripe", "Stripe 后台新建了 restricted key {v}，只开 refunds 权限"),
        ("jwt", "Seller Central 的 access token 是 {v}，expire 前记得 refresh"),
        ("urlpw", "redis://default:{v}@cache.shop.local:6379/0 这个是购物车缓存"),
        ("hex32", "Lazada app secret: {v}，跟 app key 一起填"),
        ("shpat", "Shopify custom app token {v} 已生效, scope 是 read_orders"),
        ("telegram", "订单 alert 的 Telegram bot token = {v}"),
        ("openai", "用 OPENAI_API_KEY={v} 批量生成 {n} 个 listing 的 bullet points"),
        ("sendgrid", "邮件 provider 换成 SendGrid 了, key: {v}"),
        ("ghpat", "GitHub fine-grained token {v} 给外包同学部署 storefront 用"),
        ("slack", "Slack 的 bot token {v} 放在 #售后 channel 的 integration 里"),
        ("rsa", "PayPal 的 private key 我先贴这儿：\n{v}"),
        ("hf", "HF token: {v}（评论情感分析 model 用）"),
        ("google", "Google Maps key {v} for 门店自提 page"),
        ("b64", "klaviyo_private_key: {v}  # 营销邮件用, 不要 commit"),
        ("whsec", "webhook secret 是 {v}，验签失败先检查这个"),
        ("anthropic", "客服 agent 用的 Claude key：{v}"),
        ("awssk", "aws secret {v} 配在 label-printer 的 lambda 上"),
    ],
}

T["password"] = {
    "en": [
        "Amazon account password: {v}",
        "Logged into the Costco app for the receipt of order {order} - password is {v}",
        ("pin", "Gate code for deliveries is {v}, leave parcels inside the lobby."),
        ("pin", "The {pickup} asks for my account PIN, which is {v}."),
        "eBay login: user already saved, pw={v}",
        ("phrase", "New Etsy passphrase: {v}"),
        "Note to self: Target.com password changed on {date} to {v} after the breach email.",
        '```yaml\nshop_login:\n  site: walmart.com\n  password: "{v}"\n```',
        "Shopify staff account for the warehouse tablet - passcode {v}",
        "{v} is the password for the Argos account, same email as always.",
        ("pin", "Klarna app unlock PIN: {v}"),
        "Wi-Fi in the stockroom (for the label printer): network ShopFloor-5G, key {v}",
        'Customer-service chat: "I can\'t log in to my Best Buy account, I typed {v} three times and it locked me out."',
        "Password for the supplier portal (invoices like {inv}): {v}",
        "Login for the loyalty app (points balance {pts}): the password is {v}",
        ("phrase", "Password manager entry 'John Lewis': {v}"),
        "PASSWORD={v}  # ebay-sync service account",
    ],
    "zh": [
        "淘宝登录密码：{v}",
        ("pin", "支付宝支付密码是{v}，帮我在拼多多下单时用"),
        ("pin", "小区门禁密码{v}，快递员可以直接送上楼"),
        "京东账号的密码改成了{v}，上次那个被盗了",
        "拼多多商家后台 密码 {v}",
        "天猫超市会员账号密码是{v}，积分还有{pts}",
        "仓库打印机连的wifi密码：{v}",
        "帮我记一下：唯品会的密码{v}，绑定的是我常用的手机号",
        ("pin", "快递柜寄件用的会员PIN：{v}"),
        "闲鱼账号被冻结了，客服让我重置，原密码{v}",
        "口令：{v}（ERP系统管理员）",
        "得物App密码={v}",
        "{v}——这是盒马的登录密码，别删",
        "【备忘】苏宁易购账号已存；密码：{v}；收货人默认不变",
        ("pin", "家里智能门锁的临时密码设成{v}了，今天快递都让放门口"),
        "客服聊天：买家说“我密码是{v}，你帮我登一下看看订单{tb}”",
        "店铺子账号 客服01 的登录密码为{v}",
    ],
    "mixed": [
        "Amazon 的 password 是 {v}，帮我查下 order {amz}",
        ("pin", "门禁 code 是 {v}，delivery 的时候让 courier 按一下"),
        "Taobao 登录 pw: {v}",
        "Shopee seller center 密码 {v}, 别在 group chat 里发",
        ("phrase", "1Password 里 Etsy 那条: passphrase = {v}"),
        "eBay 账号被 lock 了，原来的 password 是 {v}",
        "warehouse 的 wifi密码 {v}（SSID: WH-Scanner）",
        ("pin", "PayPal 的 PIN 设成了 {v}"),
        "京东 Plus 会员 account 已登录, password={v}",
        "Walmart+ 的密码我改成 {v} 了, remember to update 家庭共享",
        "Note：拼多多 login 密码 -> {v}",
        "ERP admin password: {v} 下周 rotate",
        '"password": "{v}", "platform": "tmall"',
        "客户说 he forgot his password, 临时密码已设为 {v}",
        "Zara app 登录口令 {v}",
        ("pin", "快递柜 App 的 unlock PIN 是 {v}"),
    ],
}

T["email"] = {
    "en": [
        "Order {amz} confirmation was sent to {v}; resend the invoice there.",
        "Customer email: {v}\nOrder: {shopify}\nIssue: {reason}",
        "Please update the Etsy receipt email to {v} before the sale on {date}.",
        "Refund for {rma} will be confirmed by email at {v}.",
        "From: {v}\nTo: support@shop.example\nSubject: Where is my parcel {ups}?",
        "buyer_email,order_id,total\n{v},{ebay},{usd}",
        '{{"order": "{shopify}", "email": "{v}", "status": "fulfilled"}}',
        "Gift receipt for the {prod} should go to {v}, not the billing contact.",
        "PayPal account ({v}) was charged {usd} twice for order {order}.",
        "Loyalty account registered under {v} - {pts} points, expires {date}.",
        "Chat transcript: 'hi, can you send the return label to {v}? thanks'",
        "Apple ID {v} was used for the AppleCare purchase on {date}.",
        "Notify {v} when SKU {sku} is back in stock.",
        "(contact: {v}) Customer asked to split the shipment of {qty} items.",
        "Backorder notice re: {asin} -> {v}",
        "<{v}> unsubscribed from the {coupon} promo list",
    ],
    "zh": [
        "订单{tb}的电子发票已发送到邮箱{v}",
        "买家邮箱：{v}，申请{reason_zh}退货",
        "客服：请提供您的注册邮箱。买家：{v}",
        "京东账号绑定的邮箱{v}收不到验证码",
        "海淘转运仓注册邮箱是{v}，包裹单号{trk}",
        "发票抬头个人，接收邮箱{v}，金额{cny}",
        "退款结果会通知到{v}，请留意",
        "缺货提醒订阅：{v}（商品{sku}）",
        "麻烦把对账单发到{v}谢谢",
        "邮箱 {v} 已被其他淘宝账号绑定",
        "{v}是我老婆的邮箱，礼品卡发这里",
        "联系邮箱:{v};订单号:{jd};问题:{reason_zh}",
        "收件邮箱【{v}】",
        "会员卡积分{pts}，注册邮箱为{v}",
        "ERP导出：买家={v}，状态=已发货",
        "电子保修卡已发至{v}，保修期一年",
    ],
    "mixed": [
        "invoice 发到 {v} 就行，order {amz}",
        "我的 Amazon 账号 email 是 {v}",
        "Shopify 后台显示 customer email {v}，但是地址不全",
        "refund 的邮件会发到 {v} 吗？",
        "帮我 subscribe 到货通知, email: {v}",
        "PayPal 账户 {v} 被扣了 {usd}",
        "eBay buyer 留言说 please contact {v} 关于 {reason}",
        "Etsy order {etsy} 的收据 email 填错了，应该是 {v}",
        "转运仓 account 用的是 {v}",
        "email:{v} | 平台:Temu | 状态:待退款",
        "客户 email ({v}) 要求 cancel order {shopify}",
        "Costco 会员卡 linked email 是 {v}",
        "Apple Store 的 pickup 通知发到了 {v}",
        "{v} 这个邮箱收不到 Shein 的 verification code",
        "CSV: email,订单号\n{v},{pdd}",
    ],
}

T["phone"] = {
    "en": [
        "Courier may call {v} on arrival.",
        "Shipping label - Tel: {v}",
        "Customer phone: {v}\nOrder: {amz}\nNote: leave with neighbour",
        "Delivery instructions: ring {v} if no answer at the door.",
        ("gb", "Royal Mail tried to deliver {rm}; text me on {v} instead of leaving a card."),
        ("us", "UPS {ups}: recipient contact {v}"),
        "Best Buy curbside pickup: we'll text {v} when your order is ready.",
        "order_id,phone,total\n{shopify},{v},{usd}",
        "Buyer asked us to call back on {v} about the {reason} return.",
        "{v} - that's the number the FedEx driver should use, not the one on the invoice.",
        "SMS alerts for order {order} enabled for {v}.",
        ("us", "Tel. {v} (mobile) - for apartment deliveries"),
        "Etsy message: 'Could you call me at {v}? The {prod} arrived cracked.'",
        ("gb", "Ocado driver contact number for me is {v}."),
        '{{"recipient_phone": "{v}", "carrier": "{courier}"}}',
        "Phone (for customs): {v}",
    ],
    "zh": [
        "收件人电话：{v}",
        "快递员打{v}联系，放{pickup_zh}也行",
        "顺丰单号{sf}，收件手机{v}",
        "买家留言：到了打我电话{v}，白天不在家",
        "联系方式{v}，京东订单{jd}",
        "改一下收货手机号为{v}",
        "电话/手机：{v}",
        ("cnland", "我家座机{v}，没人接就发短信"),
        "退货联系人手机{v}，上门取件",
        "{v}是我的号码，外卖员找不到楼可以打",
        "客服记录：用户来电{v}，反映{reason_zh}",
        "收货信息｜手机：{v}｜备注：{coupon_zh}已用",
        "麻烦发货前短信通知{v}",
        "拼多多订单{pdd}的手机号{v}填错了一位",
        ("cnland", "家里座机{v}，白天有老人在"),
        "手机号码{v}已绑定京东账号",
    ],
    "mixed": [
        "收件人 phone: {v}",
        "courier 到了会打 {v}",
        "Amazon 订单 {amz} 的 contact number 写的是 {v}",
        "call me at {v} 如果门卫不让进",
        "帮我改 delivery phone 为 {v}",
        ("us", "转运仓 US 那边的 phone 填 {v}"),
        ("gb", "UK 那边 Royal Mail 需要 mobile number: {v}"),
        "手机号{v}已 verify, 可以用来登录 Shein",
        "SF Express 单号 {sf}, recipient tel {v}",
        "{v} 这个号码 receive 不到 OTP",
        "customer 来电 {v}, 说 {reason} 要 refund",
        "Tel：{v}（白天都可以打）",
        "phone,order\n{v},{tb}",
        ("cnland", "office landline {v}, 快递送公司"),
        "WhatsApp/微信同号 {v}",
    ],
}

T["address"] = {
    "en": [
        "Ship to: {v}, {city}",
        "Please change the delivery address on order {amz} to {v}.",
        "Billing address: {v}\nCard: Visa (on file)",
        "Returns collected from {v} by {courier}.",
        ("us", "UPS {ups} delivered to front porch, {v}"),
        ("gb", "Royal Mail: item {rm} left in safe place at {v}"),
        "Customer says the parcel went to {v} instead of the neighbour's house.",
        'address_line1,city,order\n"{v}",{city},{shopify}',
        '{{"ship_to": {{"line1": "{v}", "city": "{city}"}}, "order": "{shopify}"}}',
        "My new home is {v} - update every saved address on Amazon and eBay.",
        "Etsy gift order {etsy}: deliver to grandma at {v}",
        "Driver note: {v} has a blue door, side gate is open.",
        "Label reprint: SHIP TO {v} | WEIGHT {kg} | SERVICE Ground",
        "Returned to sender because {v} was missing the unit number.",
        ("gb", "Tesco delivery booked to {v}."),
        "deliver_to = \"{v}\"  # home",
    ],
    "zh": [
        "收货地址：{city_zh}市{v}",
        "帮我把默认地址改成{v}",
        "快递放到{v}门口就行",
        "退货上门取件地址：{v}",
        "买家留言：地址写错了，应该是{v}",
        "订单{tb}｜收货地址：{v}｜{prod_zh}×{qty}",
        "我搬家了，新地址{city_zh}{v}",
        "发票寄送地址{v}",
        "面单信息：寄往{v}，重量{kg}",
        "京东到家送到{v}，联系物业签收",
        "{v}这个地址收不到顺丰，改发{courier_zh}",
        "地址：{v}（{city_zh}）",
        "客服备注：用户家庭住址{v}，需电梯上楼",
        "拼多多地址簿第二条是{v}，是我爸妈家",
        "送货地址 {v}，请勿放快递柜",
    ],
    "mixed": [
        "shipping address 改成 {v}",
        "Amazon 海外购 的 delivery address: {v}",
        "帮我把 {v} 设成 default address",
        ("us", "我在 US 的 address 是 {v}, Seattle"),
        ("gb", "UK 那套房子 {v}, 转运记得写 flat number"),
        "return pickup 地址 {v}",
        "address: {v}；recipient 本人签收",
        "{v} 这个 address 填到 Shopify 里报错",
        "courier 说 {v} 找不到门牌",
        "order {jd} 送到 {v} 了但我不在家",
        "billing 地址是 {v}，跟 shipping 不一样",
        "家里地址 {v}, 放门口 ok",
        "新家 {v} 已 update 到 Taobao 地址簿",
        '{{"addr": "{v}", "platform": "pdd"}}',
        "Uber Eats / 美团 都默认送到 {v}",
    ],
}

T["government_id"] = {
    "en": [
        ("ssn", "Amazon seller tax interview asked for SSN: {v}"),
        ("itin", "W-9 for Etsy payouts - ITIN {v}"),
        ("nino", "eBay UK asked for my National Insurance number for seller verification: {v}"),
        ("ukpp", "Age check for the wine order {order}: passport no. {v}"),
        ("uspp", "Duty-free pickup at the airport store needs passport number {v}"),
        ("ukdl", "ID for collecting the {prod} at the {pickup}: driving licence {v}"),
        ("usdl", "Alcohol delivery - driver scanned DL# {v}"),
        ("ssn", "Affirm financing application for the {prod}: SSN {v}, income verified"),
        ("nino", "NI number {v} - needed by Klarna for the credit check"),
        ("ssn", "Do not store! Customer pasted her social security number ({v}) into the chat."),
        ("uspp", "Customs form for the shipment from Tokyo: passport {v}"),
        ("ssn", "tax_id: {v}\npayout_method: bank\nmarketplace: amazon.com"),
        ("ukpp", "{v} is my passport number, use it for customs clearance of {trk}"),
        ("nino", "Seller onboarding form: NINO={v}; VAT registered: no"),
        ("ukdl", "UK driving licence number: {v} (photocard expires {date})"),
        ("usdl", "Driver license {v} for the truck-rental add-on at checkout"),
    ],
    "zh": [
        ("cnid", "海关清关需要身份证号：{v}"),
        ("cnid", "跨境订单{tb}实名认证，身份证{v}，姓名与收件人一致"),
        ("cnid", "支付人身份证号码{v}，用于查询跨境电商年度额度"),
        ("cnpp", "免税店提货需要护照号{v}"),
        ("cnid", "买家发来身份证号{v}，说是为了清关，我们要小心保存"),
        ("cnid", "身份证：{v}"),
        ("cnpp", "出境提货用的护照号码是{v}，航班当天取货"),
        ("cnid", "京东国际订单{jd}，清关信息：{v}"),
        ("cnid", "{v}是收件人证件号，顺丰国际要求填写"),
        ("cnid", "实名信息已提交（证件号{v}），等待海关审核"),
        ("hkmo", "港澳通行证号{v}，香港免税店预订用"),
        ("cnid", "天猫国际清关失败，原因：身份证号{v}与姓名不匹配"),
        ("cnid", "证件类型：居民身份证；证件号码：{v}"),
        ("cnpp", "护照{v}，入境时随身商品申报用"),
        ("cnid", "办分期付款需要身份证号，我的是{v}"),
    ],
    "mixed": [
        ("cnid", "清关 need 身份证号 {v}"),
        ("ssn", "Amazon US seller 的 tax info: SSN {v}"),
        ("cnpp", "duty free 提货 passport number: {v}"),
        ("nino", "UK 的 NI number {v}，eBay 要 verify"),
        ("cnid", "ID card {v}, 用于跨境 customs clearance"),
        ("ukpp", "UK passport {v}, 用来 verify Revolut 之后下单"),
        ("cnid", "Temu 海外仓 customs 要 Chinese ID：{v}"),
        ("uspp", "US passport no. {v} 提交给 DHL 清关"),
        ("cnid", "实名认证 failed，身份证 {v} 显示 invalid"),
        ("ssn", "Affirm 分期 要 SSN: {v}"),
        ("cnid", "{v} 是我妈的身份证号, 天猫国际 order 用她的名字"),
        ("ukdl", "driving licence {v} 用来 collect 酒类 order"),
        ("cnpp", "护照号 {v}，for 日本 drugstore 免税"),
        ("itin", "Etsy payout 需要 ITIN {v}"),
        ("cnid", "customs_id: {v} # 身份证"),
    ],
}

T["financial"] = {
    "en": [
        ("card", "Card on file for Amazon Prime: {v}, exp 09/28"),
        ("card", "Pay for order {shopify} with card {v}"),
        ("iban", "Refund by bank transfer to IBAN {v} (seller is in Germany)"),
        ("ukacct", "UK refund details - sort code 40-47-84, account number {v}"),
        ("usacct", "Amazon seller disbursement: routing 021000021, account {v}"),
        ("amex", "Customer read out the Amex number {v} over chat - mask it!"),
        ("card", "card_number={v}&cvv=***&order={order}"),
        ("card", "Chargeback on {v} for {usd}; dispute opened {date}"),
        ("iban", "Etsy payouts go to {v}"),
        ("visa", "{v} is the Visa I used at Target, please refund to it, not store credit."),
        ("card", "| payment | {v} | {usd} | paid |"),
        ("usacct", "eBay managed payments bank account {v} (checking)"),
        ("ukacct", "PayPal withdrawal to Monzo acct {v}, sort 04-00-04"),
        ("card", "Saved card (Walmart): {v}"),
        ("iban", "Please wire the supplier deposit from my account {v}"),
        ("card", "CARD {v} DECLINED - insufficient funds, order {amz} on hold"),
    ],
    "zh": [
        ("cncard", "退款退回银行卡{v}"),
        ("cncard", "我的工行卡号：{v}，请打款"),
        ("cncard", "拼多多提现到银行卡{v}，预计{days}个工作日到账"),
        ("card", "信用卡{v}，用于海淘支付"),
        ("cncard", "银行卡号{v}（招商银行）"),
        ("cncard", "淘宝店铺结算账户：{v}"),
        ("cncard", "买家要求线下退款到卡号{v}，已拒绝"),
        ("visa", "Visa卡号：{v}，有效期08/27"),
        ("cncard", "{v}，这是我建行卡，退差价打这里"),
        ("cncard", "收款卡：{v}｜开户行：中国银行{city_zh}分行"),
        ("iban", "欧洲供应商退款账户 IBAN：{v}"),
        ("cncard", "京东白条还款绑定的银行卡{v}"),
        ("card", "万事达卡{v}被扣款两次"),
        ("cncard", "闲鱼交易，对方让我转到{v}，像是骗子"),
        ("cncard", "银联卡号【{v}】"),
    ],
    "mixed": [
        ("card", "credit card {v} 付了 order {amz}"),
        ("cncard", "refund 到银行卡 {v} 就行"),
        ("iban", "supplier 的 IBAN 是 {v}"),
        ("card", "PayPal 绑的 card number {v}"),
        ("cncard", "Alipay 提现 to 工行 {v}"),
        ("usacct", "Amazon disbursement 的 bank account {v}, routing 026009593"),
        ("ukacct", "UK account number {v}, sort code 30-96-26, 用来收 eBay 的钱"),
        ("card", "card: {v}\ncvv: 放在 1Password 里"),
        ("cncard", "招行卡 {v} 的 cashback 还没到"),
        ("card", "{v} 这张卡 decline 了, 换一张"),
        ("amex", "Amex {v} 有 5% cashback on Amazon"),
        ("cncard", "银联 {v} 支持 Apple Pay 吗"),
        ("iban", "refund 到 Revolut {v}"),
        ("visa", "payment_method: {v} # Visa"),
        ("cncard", "卡号 {v}, 跨境支付 fee 太高"),
    ],
}

T["person_name"] = {
    "en": [
        "Ship to: {v}",
        "Dear {v}, your order {amz} has shipped.",
        "Recipient: {v}\nTracking: {ups}",
        "Customer {v} wants to return the {prod} ({reason}).",
        "Signed for by {v} at the front desk.",
        "Gift message: 'Happy birthday, {v}! Love from all of us.'",
        "{v} left a 1-star review on the {prod} listing.",
        "Chat: Hi, this is {v}, I ordered {qty} x {sku} and only got one.",
        "name,order,total\n{v},{shopify},{usd}",
        "Cardholder name: {v}",
        "Please leave the parcel with my neighbour {v} if I'm out.",
        "Seller note: {v} bought the same {prod} three times this year.",
        '{{"customer": "{v}", "order": "{ebay}"}}',
        "Refund approved; customer {v} notified by the agent.",
        "Invoice {inv} - Bill to: {v}",
        "Picked by {v} from bin {bin}",
    ],
    "zh": [
        "收件人：{v}",
        "{v}，您好！您的订单{tb}已发货。",
        "买家{v}申请退款，原因：{reason_zh}",
        "快递已由{v}代签收",
        "发票抬头（个人）：{v}",
        "收货人{v}，{prod_zh}×{qty}",
        "客服记录：{v}女士来电询问物流",
        "礼物卡片写：祝{v}生日快乐",
        "拣货员{v}，库位{bin}",
        "收件人:{v};电话已隐藏",
        "{v}在评价里说{prod_zh}有色差",
        "持卡人姓名 {v}",
        "帮我给{v}买一份{prod_zh}，送到她公司",
        "订单备注：如本人不在，可交给{v}",
        "退货寄件人：{v}",
    ],
    "mixed": [
        "收件人 {v}, order {amz}",
        "recipient name 写 {v}",
        ("py", "Ship to {v}, Shanghai"),
        ("py", "cardholder name: {v}"),
        "帮 {v} 下单一个 {prod}",
        "customer {v} 说 {reason}",
        ("py", "Dear {v}, 您的包裹已到达 {pickup_zh}"),
        "gift note：Happy birthday {v}!",
        ("en", "eBay buyer {v} 要求 refund"),
        "{v} 已签收 package",
        "发票 bill to: {v}",
        ("py", "Amazon 上的收件人 name 要写拼音 {v}"),
        "picker {v} 在 bin {bin} 拣货",
        "客服 agent 记录：customer {v} 投诉 late delivery",
        ("en", "Etsy seller 说 {v} 会 handle 这个 custom order"),
    ],
}

T["username"] = {
    "en": [
        "Amazon username: {v}",
        "eBay buyer ID {v} opened a case for order {ebay}.",
        "Reddit user u/{v} recommended this {prod}.",
        "Logged in as {v} on the Costco site.",
        "@{v} tagged the shop in an unboxing video.",
        "Etsy buyer {v} asked for custom engraving.",
        "login: {v}\npassword: <stored in vault>",
        "The review was posted by {v} (verified purchase).",
        "Discord handle {v} - runs group buys for keyboards.",
        "user_id,order\n{v},{shopify}",
        "Username {v} is already taken on Shein.",
        "Steam account {v} got the gift card code.",
        '{{"username": "{v}", "points": {pts}}}',
        "Instagram DM from @{v}: is the {color} one still available?",
        "Buyer [{v}] left feedback: fast shipping, item as described.",
    ],
    "zh": [
        "淘宝账号：{v}",
        "买家昵称{v}给了差评",
        "用户名：{v}",
        "京东登录名 {v}",
        "小红书@{v} 推荐的这个{prod_zh}",
        "闲鱼卖家{v}，已发货",
        "拼多多ID：{v}",
        "我在抖音的账号是{v}，下单时备注一下",
        "会员账号{v}积分{pts}",
        "登录名【{v}】已被锁定",
        "微博@{v} 晒单了",
        "ERP操作人：{v}",
        "B站UP主{v}的推广链接买的",
        "账号 {v} 关联了两个收货地址",
        "游戏ID {v}，充值{cny}",
    ],
    "mixed": [
        "Taobao 账号 {v}",
        "我的 Amazon username 是 {v}",
        "小红书 @{v} 的 review",
        "eBay 上 buyer {v} 给了 negative feedback",
        "login {v}, password 另发",
        "Steam ID: {v}, 帮我送 gift",
        "Discord 上 {v} 组织了 group buy",
        "用户名 {v} 已 register",
        "IG @{v} 私信问 size",
        "Shopee username: {v}",
        "{v} 这个 handle 在 TikTok Shop 上卖假货",
        "account: {v} # 京东 Plus",
        "Reddit 的 u/{v} 说这个 deal 不错",
        "得物 user {v} 的 order 被 cancel 了",
        "客服 system 里 user={v}",
    ],
}

T["home_path"] = {
    "en": [
        "Saved the Amazon invoice to {v}{S}Downloads{S}invoice_{amz}.pdf",
        "Label PDF exported: {v}{S}Documents{S}labels{S}{ups}.pdf",
        "The order CSV is at {v}{S}Desktop{S}orders_{date}.csv",
        "Error: cannot open {v}{S}.config{S}shopify-cli{S}config.json",
        "receipts_dir: {v}{S}Receipts{S}2025",
        "copy {v}{S}Downloads{S}returns.xlsx to the shared drive",
        "Screenshot of the damaged {prod}: {v}{S}Pictures{S}damage_{rma}.png",
        "Etsy export saved under {v}{S}etsy{S}EtsySoldOrders.csv",
        'Traceback (most recent call last):\n  File "{v}{S}projects{S}shop-sync{S}sync.py", line 88, in <module>',
        "Scan of the loyalty cards -> {v}{S}Scans{S}cards.pdf",
        "{v}{S}Dropbox{S}Invoices{S}{inv}.pdf (attach to the expense claim)",
        "Printer spool: {v}{S}tmp{S}label_{n}.zpl",
        "Downloaded the warranty card to {v}{S}Downloads - rename it to {sku}.pdf",
        "path={v}{S}shop-agent{S}cache{S}cart.json",
        "The eBay bulk-listing template lives in {v}{S}Documents{S}ebay{S}listing.xlsx",
    ],
    "zh": [
        "发票已保存到 {v}{S}Downloads{S}发票_{tb}.pdf",
        "面单文件：{v}{S}Desktop{S}面单{S}{sf}.pdf",
        "订单导出路径 {v}{S}Documents{S}订单导出{S}{date}.xlsx",
        "报错：找不到文件 {v}{S}.taobao{S}cookies.json",
        "退货照片放在{v}{S}Pictures{S}退货{S}",
        "京东对账单下载到了{v}{S}Downloads目录",
        "ERP配置：{v}{S}erp{S}config.ini",
        "商品主图在 {v}{S}shop{S}images{S}{sku}",
        "日志：写入 {v}{S}logs{S}sync.log 失败",
        "拼多多批量发货模板：{v}{S}Desktop{S}批量发货.csv",
        "备份路径 {v}{S}备份{S}店铺数据",
        "脚本在{v}{S}scripts{S}抢券.py里",
        "打印机驱动装在 {v}{S}drivers 下面",
        "截图保存于{v}{S}Screenshots{S}客服聊天.png",
        "缓存目录={v}{S}.cache{S}shop-agent",
    ],
    "mixed": [
        "invoice 存在 {v}{S}Downloads{S}invoice.pdf",
        "把 {v}{S}Desktop{S}orders.csv upload 到 Shopify",
        "label 打印失败, file {v}{S}labels{S}{ups}.zpl not found",
        "config 在 {v}{S}.config{S}erp{S}settings.yaml",
        "截图 {v}{S}Pictures{S}damage.png 发给客服了",
        "script 路径: {v}{S}code{S}price-tracker{S}main.py",
        "Etsy 的 export 在 {v}{S}Documents{S}etsy",
        "{v}{S}Downloads 里有好几个 receipt",
        "backup 到 {v}{S}backup{S}淘宝订单",
        "cookies 文件 {v}{S}.taobao{S}session 过期了",
        "warehouse pick list 导出到 {v}{S}Desktop{S}picklist_{wave}.pdf",
        "log: permission denied on {v}{S}shop{S}sync.log",
        "product photos 在 {v}{S}Photos{S}新品",
        "python {v}{S}bots{S}coupon_bot.py --dry-run",
        "VS Code 打开了 {v}{S}projects{S}storefront",
    ],
}

T["schedule"] = {
    "en": [
        ("pm", "Please deliver after {v} - that's when I get home from work on weekdays."),
        ("am", "I leave for the gym every morning at {v}, so the courier should come before that."),
        "Every Sunday at {v} I place the weekly grocery order on Ocado.",
        "Note for the driver: I'm always out walking the dog at {v}, knock loudly after that.",
        ("am", "My daily routine: kids to school at {v}, back home by ten - deliveries best after that."),
        ("pm", "I work night shifts and sleep until {v}, so no doorbell before then please."),
        "Grocery subscription: I unpack the box every Saturday at {v}.",
        ("pm", "I pick up from the locker on my way home, usually at {v} each evening."),
        ("night", "Remind me: every Friday at {v} I check the lightning deals before bed."),
        ("pm", "Customer note: 'I'm at work till {v} every day, leave it with reception.'"),
        ("am", "Since my shift starts at {v} every morning, book the return pickup for the evening."),
        ("am", "Don't ring during the baby's nap; I'm back from the school run at {v}."),
        ("am", "I'm usually up at {v}, so early-morning Amazon deliveries are fine."),
        "Every Tuesday at {v} I go to the {pickup} to drop off returns.",
        ("am", "{v} every weekday is when I leave the house - nobody to sign after that."),
    ],
    "zh": [
        ("zham", "我每天{v}出门上班，快递请放{pickup_zh}"),
        ("zhpm", "工作日{v}下班到家，晚上送货就行"),
        "每周六{v}我会在盒马下单买菜",
        ("zham", "我每天{v}送孩子上学，那段时间家里没人"),
        ("zhnight", "我一般{v}睡觉，之后别打电话了"),
        "每天{v}遛狗，快递员来了可以等一下",
        ("zham", "平时{v}起床，早上的配送也没问题"),
        ("zhpm", "我每天{v}左右到家，取件就那个时候"),
        "每周三{v}去驿站寄退货",
        ("zhaft", "我上夜班，每天{v}才睡醒，上午别送"),
        ("zhpm", "每天中午都在公司，{v}以后才回家"),
        ("zhnoon", "孩子每天{v}午睡，送货别敲门"),
        "每个周日{v}我固定逛一下淘宝直播",
        "备注：本人每天{v}前都在家",
        ("zhaft", "每天{v}接孩子放学，这个点不要打电话"),
    ],
    "mixed": [
        (["pm", "zhpm"], "我每天 {v} 下班, please deliver 之后再来"),
        "every Saturday {v} 我会下单 weekly groceries",
        (["am", "zham"], "平时 {v} 起床, early delivery 也 OK"),
        "每天 {v} 去 gym，那时候 nobody at home",
        (["pm", "zhpm"], "I usually get home at {v}, 快递员可以晚点来"),
        "每周日 {v} 固定 check Amazon 的 deals",
        (["am", "zham"], "note: 我 {v} 送娃上学，back home 之后再送"),
        (["am", "zham"], "my shift starts at {v} 每天, 所以 pickup 放晚上"),
        (["night", "zhnight"], "每天 {v} 睡觉, no calls after that please"),
        (["pm", "zhpm"], "weekday 我 {v} 才到家，locker 比较方便"),
        "every Tuesday at {v} 我去 {pickup_zh} 寄 returns",
        "我每天 {v} 遛狗, driver 可以 wait 几分钟",
        (["noon", "zhnoon"], "孩子每天 {v} nap, 不要按门铃"),
        "I do the grocery run every Friday at {v}, 顺便取快递",
        (["am", "zham"], "daily routine: {v} 出门, 家里没人签收"),
    ],
}

T["geo"] = {
    "en": [
        ("zip", "Shipping ZIP: {v}"),
        ("zip", "Amazon says the item can't ship to ZIP code {v}."),
        ("ukpc", "Postcode for the Tesco delivery: {v}"),
        ("ukpc", "Deliver to postcode {v}, {city}"),
        ("coord", "Drop pin for the courier: {v} (back gate)"),
        ("coord", '{{"delivery_location": {{"latlng": "{v}"}}, "order": "{order}"}}'),
        ("esten", "We live in {v}, the gated community behind the big Walmart - courier needs the gate code."),
        ("esten", "Delivery area: {v} (building 4 lobby)"),
        ("zip", "zip={v}&country=US&sku={sku}"),
        ("ukpc", "Is next-day delivery available for {v}? Argos says no."),
        ("coord", "GPS from the driver's proof-of-delivery photo: {v}"),
        ("esten", "The parcel went to {v} by mistake - that's our old estate."),
        ("zip", "Billing ZIP {v} doesn't match the card"),
        ("ukpc", "{v} is outside the free-delivery zone for Ocado."),
        ("esten", "Neighbourhood: {v}; leave at the community mailroom."),
        ("coord", "lat/long {v} - where the drone drop should go"),
    ],
    "zh": [
        ("cnpc", "邮编：{v}"),
        ("cnpc", "收货地区邮政编码{v}"),
        ("estcn", "送到{v}北门，快递进不去小区"),
        ("estcn", "我住{v}，物业代收"),
        ("coord", "定位坐标：{v}"),
        ("estcn", "{v}的菜鸟驿站太远了，能不能送上门"),
        ("cnpc", "海关申报单上的邮编填{v}"),
        ("coord", "骑手定位在{v}附近，还没到"),
        ("estcn", "收货小区：{v}"),
        ("cnpc", "{v}这个邮编是不是写错了"),
        ("estcn", "外卖送{v}东区"),
        ("coord", "经纬度 {v}，无人机配送点"),
        ("estcn", "我们{v}团购群里都在买这个{prod_zh}"),
        ("cnpc", "地址最后加上邮编{v}"),
        ("estcn", "快递员说{v}不让电动车进"),
    ],
    "mixed": [
        ("zip", "US 转运 zip code 填 {v}"),
        ("cnpc", "邮编 postcode: {v}"),
        ("estcn", "我住 {v}, courier 进不来小区"),
        ("coord", "GPS {v}, 放在 back door"),
        ("ukpc", "UK postcode {v} 不支持 next-day delivery"),
        ("estcn", "送到 {v} 南门 pickup"),
        ("coord", "location pin: {v}"),
        ("esten", "我们搬到 {v} 了, 在 Seattle 郊区"),
        ("cnpc", "zip/邮编 {v}"),
        ("estcn", "{v} 的 group buy 群"),
        ("zip", "billing zip {v} mismatch, 付款失败"),
        ("esten", "delivery 到 {v} 的 clubhouse"),
        ("coord", "骑手 location: {v}"),
        ("ukpc", "{v} 这个 postcode Ocado 可以送"),
        ("estcn", "收货 compound：{v}"),
    ],
}


BENIGN = {
    "en": [
        "Order {amz} shipped via UPS, tracking {ups}, estimated delivery {date}, courier window {win}.",
        "Pick list {wave}: bin {bin} -> {sku} x{qty}; bin {bin2} -> {sku2} x{qty2}; pack at station 3.",
        "Invoice {inv} - {qty} x {prod} @ {usd}; VAT 20%; payment due {date}.",
        "Coupon {coupon} applied: -{pct} on {shop} orders over $50.",
        "EAN {ean} / UPC {upc} - {prod}, {kg}, size {size}.",
        "Return window is {days} days; {rma} issued for eBay order {ebay}, reason: {reason}.",
        "{shop} opening hours: Mon-Sat 9:00-21:00, Sun 10:00-18:00. Click & Collect closes 30 minutes earlier.",
        "{courier} delivers in this area {win}, Monday to Friday; Saturday delivery costs extra.",
        "Pickup point: {pickup}, open 7am-11pm daily. Parcels are held for {days} days.",
        "CSV header: order_id,sku,qty,price,ship_method,tracking\nrow 1: {shopify},{sku},{qty},{usd},Ground,{ups}",
        '{{"order_id": "{shopify}", "line_items": [{{"sku": "{sku}", "qty": {qty}, "price": "{usd}"}}], "fulfillment_status": "shipped"}}',
        "Shopify CLI {ver} released; theme check passes on commit {short}.",
        "Webhook config: STRIPE_SECRET_KEY=<your-secret-key>, STRIPE_WEBHOOK_SECRET=<webhook-secret> (never commit real values).",
        "The password field on the checkout form shows ********; reset links expire after 30 minutes.",
        "{city} DC inbound: pallet {pallet}, {n} cartons, total {kg}, dock door 7.",
        "Price watch: {prod} dropped from {usd} to {usd2} at {shop}.",
        "Prime Day deals start {date} at 00:01 PT and run for 48 hours.",
        "Black Friday: the Oxford Street flagship opens at 6am, online deals go live at midnight.",
        "Cart {uuid} expired after 30 minutes of inactivity; ask the shopper to retry checkout.",
        "Deployed shop-agent@{digest} on port {port}; health check green.",
        "HS code {hs} for {prod}; declared value {usd}; country of origin: China.",
        "Loyalty tier: Gold. Points earned on this order: {pts}. Points expire at the end of the calendar year.",
        "Size guide: {size} fits chest 96-101 cm; the model is 185 cm tall and wears M.",
        "The {prod} ships from our {city} warehouse in {days} business days; free shipping over £40.",
        "Royal Mail Tracked 24 item {rm} - delivered to {pickup}, collect within 18 days.",
        "USPS tracking {usps}: In Transit, Arriving Late.",
        "Order summary: subtotal {usd}, shipping $5.99, tax $3.12, coupon {coupon}, total {usd2}.",
        "Restock {sku} (EAN {ean}) - {qty} units from supplier batch {batch}.",
        "Macro: 'Thanks for reaching out! Ticket {ticket} is with our returns team. We reply Mon-Fri 9am-5pm ET.'",
        "eBay order {ebay}: buyer paid {gbp}, posted with Evri, tracking {rm}.",
        "Etsy receipt {etsy}: 2 x hand-thrown mug, {usd}; processing time 3-5 days.",
        "FYI the Costco warehouse closes at 8:30pm on weekdays and 6pm on Sundays.",
        "git log: {short} fix rounding of GBP prices in basket totals (full sha {sha})",
        "Amazon Hub Locker codes arrive by email; the locker at {city} station is open 24/7.",
        "Label: SERVICE NEXT DAY | WEIGHT {kg} | DIMS 30x20x15 cm | REF {order}",
        "Gift card balance check: enter the 16-digit code printed as XXXX-XXXX-XXXX-XXXX under the scratch panel.",
        "Price-match request for {asin}: Walmart lists it at {usd}, Best Buy at {usd2}.",
        "Subscribe & Save delivers every 2 months; next shipment {date}.",
        "Weekly stock report: {n} SKUs below reorder point; worst is {sku} in bin {bin}.",
        "The Apple Store on Fifth Avenue is open 24 hours; pre-orders ship {date}.",
        "GET /v1/orders/{etsy}/fulfillments?status=shipped&limit=50 -> 200 OK in 120 ms",
        "Return label: drop at any {pickup}, reference {rma}; the parcel goes to our {city} returns hub.",
        "Courier slot options: {win}, 18:00-21:00, or Saturday 08:00-12:00.",
        "Barcode scan failed for {upc}; packer keyed SKU {sku} manually at station 3.",
        "Codes SAVE20 and {coupon} can't be combined; maximum discount {pct}.",
        "checkout-sdk {ver}: SHOPIFY_API_KEY is left blank in .env.example on purpose.",
        "Invoice number {inv}, issued {date}, terms Net 30, currency GBP, amount {gbp}.",
        "Amazon order {amz} contains {qty} items; one ships separately from {city}.",
    ],
    "zh": [
        "订单{tb}已发货，{courier_zh}单号{sf}，预计{date_zh}送达。",
        "京东订单{jd}，物流单号{jdtrk}，配送时间段{win}。",
        "拼多多订单编号{pdd}，已签收，确认收货后{days}天内可申请售后。",
        "发票代码{fpdm}，发票号码{fphm}，金额{cny}，开票日期{date}。",
        "数电发票号码{fp}，购买方为个人，价税合计{cny}。",
        "优惠券：{coupon_zh}，有效期至{date_zh}。",
        "拣货单{wave}：库位{bin}取{sku}×{qty}，库位{bin2}取{sku2}×{qty2}。",
        "商品条码{ean}，规格{size}，重量{g}，颜色{color_zh}。",
        "{shop_zh}营业时间：每天10:00-22:00，节假日照常营业。",
        "{pickup_zh}营业时间早8点到晚9点，包裹保留{days}天。",
        "{courier_zh}在本区域的派送时间为{win}，周末正常派送。",
        "退货原因：{reason_zh}，退款{cny}将原路返回，预计1-3个工作日到账。",
        "双十一预售定金{cny2}，尾款11月1日20:00开始支付。",
        "满300减50可以和店铺券叠加，88VIP再打95折。",
        "{prod_zh}在{shop_zh}卖{cny}，在拼多多百亿补贴卖{cny3}。",
        "售后工单{ticket}已受理，客服工作时间9:00-21:00。",
        "{city_zh}仓今日出库{n}单，异常件{qty}件，已转人工处理。",
        "海关商品编码{hs}，申报价值{cny}，原产国：日本。",
        "会员积分{pts}，积分可抵现，100积分=1元。",
        "尺码表：{size}对应胸围96-100cm，建议拍大一码。",
        "京东PLUS会员每月5张免运费券，自营商品满99元包邮。",
        "物流轨迹：快件已到达【{city_zh}转运中心】，正在发往下一站。",
        "批次号{batch}，生产日期{date}，保质期18个月。",
        "发货规则：下午4点前付款当天发货，之后次日发出。",
        "这款{prod_zh}有三个颜色：{color_zh}、黑色、米白，库存分别为{n}、12、0。",
        'ERP接口返回：{{"code":0,"msg":"success","order_id":"{tb}","status":"WAIT_SELLER_SEND_GOODS"}}',
        "支付密码请勿告诉任何人，客服不会向您索要密码。",
        "账号：<用户名>，密码：******（已隐藏）",
        "请在设置里填写 APP_KEY 和 APP_SECRET，示例值为 your_app_secret。",
        "托盘号{pallet}，共{n}箱，总重{kg}，3号月台卸货。",
        "直播间今晚8点开播，前100名下单送{prod_zh}。",
        "价保规则：下单后{days}天内降价可申请差价补偿。",
        "快递柜超时收费：超过18小时每12小时收费0.5元，封顶3元。",
        "盒马30分钟达，配送范围3公里，门店营业时间07:00-22:00。",
        "购物车{uuid}已过期，请重新加入商品。",
        "系统版本{ver}上线，修复了优惠券叠加计算错误（提交{short}）。",
        "上海迪士尼的商店可以代寄包裹，三里屯太古里的苹果店有现货。",
        "商品编号{sku}，同一SPU下共{n}个SKU，主图尺寸800×800。",
        "退货地址请以App内显示为准，不要直接寄回门店。",
        "{courier_zh}运费首重{cny2}，续重每公斤5元。",
        "订单金额{cny}，实付{cny3}，已用{coupon_zh}。",
        "售后政策：七天无理由退货，15天质量问题换货，整机保修一年。",
        "618大促从5月31日晚8点开始，持续到6月18日23:59。",
        "亚马逊海外购订单{amz}，运费¥68，进口税费预估¥42。",
        "扫码枪读取条码{ean}失败，已手工录入{sku}。",
        "圆通单号{yt}显示已揽收，{city_zh}发往{city_zh}，明天到。",
        "镜像{digest}已部署，监听端口{port}。",
    ],
    "mixed": [
        "Amazon order {amz} 已 shipped，UPS tracking {ups}，ETA {date}。",
        "这个 {prod} 在 Costco 卖 {usd}，淘宝 {cny}。",
        "coupon {coupon} 只能用在 {shop} 的 first order，满 $50 才行。",
        "pick list {wave}: bin {bin} 拿 {sku} x{qty}，然后去 packing station 2",
        "SF tracking {sf} 显示 out for delivery，派送时段 {win}",
        "Shopify 后台 order {shopify} 状态是 fulfilled，但 tracking {ups} 还没 update",
        "{rma} 已 approve，refund {usd} 会退回 original payment method",
        "EAN {ean} 对应的 SKU 是 {sku}，weight {kg}",
        "invoice {inv} 的 due date 是 {date}，Net 30",
        "{pickup_zh} 的 opening hours 是 8:00-21:00，包裹保留 {days} 天",
        "eBay listing 的 shipping 选 Royal Mail Tracked 48，{gbp} 包邮",
        "京东 order {jd} 的 delivery window 是 {win}，PLUS 会员免运费",
        "Prime Day 今年是 {date}，lightning deals 每 30 分钟一轮",
        "size {size} 偏小，建议 size up",
        'ERP 返回 JSON：{{"order_id": "{tb}", "status": "SHIPPED", "carrier": "SF"}}',
        "config 里 STRIPE_API_KEY 先留空，用 <your-key> 占位",
        "Docker image {digest} 部署到 staging，port {port}",
        "git commit {short}：fix 优惠券 rounding bug",
        "HS code {hs} 报关，declared value {usd}",
        "Amazon Hub Locker 在 {city} 的 station 里，24/7 open",
        "warehouse inbound：pallet {pallet}，{n} cartons，dock 5",
        "拼多多 order {pdd} 已签收，after-sales 还有 {days} 天",
        "Etsy 店铺 processing time 3-5 days, 国际 shipping 走 {courier}",
        "UPC {upc} 扫不出来，手动 key in",
        "loyalty points {pts}，Gold tier，年底 reset",
        "双十一 pre-sale 尾款 11月1日 20:00 开始付",
        "Apple Store 三里屯 有现货，可以 in-store pickup",
        "USPS {usps} 显示 In Transit, arriving late",
        "price drop alert：{prod} 从 {usd} 降到 {usd2}",
        "Return label 打印好了，drop off 到任何 {pickup} 都行",
        "客服 macro: 您的 ticket {ticket} 已转给 returns team，24 小时内回复",
        "password 字段显示 ********，reset link 30 分钟内有效",
        "cart session {uuid} expired，需要重新 add to cart",
        "Temu 的 free shipping 门槛是 $10.99，{days} 天内 delivery",
        "{courier_zh} 在我们这个 area 的派送时间是 {win}",
        "invoice 上的 VAT 是 20%，total {gbp}",
        "SKU {sku} 在 bin {bin} 缺货，reorder {qty} units",
        "version {ver} 的 checkout SDK 支持 Apple Pay 和 Alipay+",
        "发票号码 {fphm}，PDF 已 download",
        "coupon stack：{coupon_zh} + 88VIP 95折，final price {cny}",
        "Black Friday 那天 {shop} 早上 6am 开门，人很多",
        "Royal Mail {rm} 已 delivered 到 {pickup}",
        "batch {batch} 的 expiry date 是 {date}",
        "shipping label：SERVICE Ground | WEIGHT {kg} | REF {order}",
        "京东自营 next-day delivery，晚上 11 点前下单",
        "JD tracking {jdtrk}，{courier_zh} 说明天 {win} 送到",
        "ASIN {asin} 的 Buy Box 被 {shop} 抢了，price {usd}",
        "commit {sha} 把 order sync 的 timeout 改成 30s",
    ],
}


# ----------------------------------------------------------------------------- builders


def _render(tpl: str, fill: Fill) -> tuple[str, str]:
    pre, post = tpl.split("{v}")
    return pre.format_map(fill), post.format_map(fill)


def samples() -> list[Sample]:
    rng = random.Random("blind-an-ecommerce-samples")
    F = _fakers()
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            tpls = T[cat][lang]
            seen: set[str] = set()
            for i in range(PER_CELL):
                entry = tpls[i % len(tpls)]
                kinds, tpl = (entry if isinstance(entry, tuple) else (DEFAULT_KINDS[(cat, lang)], entry))
                if isinstance(kinds, str):
                    kinds = [kinds]
                for _attempt in range(60):
                    kind = rng.choice(kinds)
                    v = _value(cat, kind, rng, F)
                    fill = Fill(rng, F)
                    fill["S"] = "\\" if v.startswith("C:") else "/"
                    pre, post = _render(tpl, fill)
                    text = pre + v + post
                    if v and v == v.strip() and text.count(v) == 1 and text not in seen:
                        seen.add(text)
                        break
                else:
                    raise RuntimeError(f"could not place a value for {cat}/{lang}: {tpl!r}")
                out.append(Sample(text, cat, lang, len(pre), len(pre) + len(v)))
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    rng = random.Random("blind-an-ecommerce-benign")
    F = _fakers()
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        tpls = BENIGN[lang]
        seen: set[str] = set()
        i = 0
        while len(seen) < BENIGN_PER_LANG:
            tpl = tpls[i % len(tpls)]
            i += 1
            text = tpl.format_map(Fill(rng, F))
            if text in seen:
                continue
            seen.add(text)
            out.append((lang, text))
    return out


def _template_counts() -> dict[str, int]:
    return {cat: sum(len(T[cat][lang]) for lang in LANGS) for cat in CATEGORIES}


if __name__ == "__main__":
    import time
    from collections import Counter

    t0 = time.time()
    S = samples()
    B = benign_with_lang()
    dt = time.time() - t0
    cells = Counter((s.category, s.lang) for s in S)
    for cat in CATEGORIES:
        print(f"{cat:<14}" + "  ".join(f"{lang}={cells[(cat, lang)]}" for lang in LANGS))
    print("benign:", dict(Counter(lang for lang, _ in B)))
    print("templates per category:", _template_counts(), "benign templates:", {k: len(v) for k, v in BENIGN.items()})
    # sanity checks (no gate involved)
    assert all(cells[(c, l)] == PER_CELL for c in CATEGORIES for l in LANGS)
    assert all(s.text.count(s.value) == 1 and s.value == s.value.strip() and s.value for s in S)
    for s in S:
        if s.category == "financial":
            compact = s.value.replace(" ", "").replace("-", "")
            if compact[:2].isalpha():
                assert _iban_ok(compact), s.value
            elif len(compact) >= 15:
                assert _luhn_ok(compact), s.value
        if s.category == "government_id" and len(s.value) == 18 and s.value[:17].isdigit():
            assert _cn_id_ok(s.value.upper()), s.value
    assert S == samples() and B == benign_with_lang(), "non-deterministic"
    print(f"build time {dt:.2f}s; {len(S)} samples, {len(B)} benign; {len(set(s.text for s in S))} distinct texts")
    ex = random.Random("blind-an-eyeball")
    for s in ex.sample(S, 14):
        print(f"--- {s.category}/{s.lang} value={s.value!r}\n{s.text}")
    for lang, text in ex.sample(B, 6):
        print(f"--- benign/{lang}\n{text}")
