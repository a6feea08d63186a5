# ruff: noqa
"""Blind evaluation corpus AR: freelancers, small-business owners and gig workers.

Domain: invoices and quotes, contracts and NDAs, timesheets, payroll and shift rosters,
client DMs and marketplace messages (Upwork, Fiverr, Etsy, eBay, 闲鱼, 美团/饿了么 riders,
滴滴/Uber drivers, 淘宝店主), tax worksheets and bookkeeping notes, supplier orders, shop
opening notes, delivery-route notes, ride logs, bank-transfer instructions, 个体户记账,
发票抬头, 排班表, 接单记录.

Styles: spreadsheet rows (CSV/TSV), invoice PDFs pasted as text (columns lost), email
threads with signatures and quoted replies, short chat messages with abbreviations and
typos, JSON from a bookkeeping app, markdown notes, voice notes transcribed without
punctuation; English, Chinese and code-switched English/Chinese.

Written blind: the author never read the gate's source code, its tests, the other corpora
or the repository history, and never ran the gate. Only the contract in blind_common.py
was read.

Seeds: each (category, lang) cell, with cell index = CATEGORIES.index(category) * 3 +
LANGS.index(lang), uses random.Random(seed) with seed = 20241219 + cell index, and Faker
instances seeded with seed_instance(8201 + seed) / (8202 + seed) / (8203 + seed) for
en_US / en_GB / zh_CN. Benign texts of language i use seed 91219 + i (same Faker scheme).
Every sample holds exactly one planted personal value with its exact character span.
"""

from __future__ import annotations

import base64
import datetime
import json
import random
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
CELL_SEED = 20241219
BENIGN_SEED = 91219

_B, _E = "\x01", "\x02"
_UP = string.ascii_uppercase
_LO = string.ascii_lowercase
_DG = string.digits
_AN = _UP + _LO + _DG
_HEX = "0123456789abcdef"


def _rs(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def _fw(s):
    """Full-width digits/letters/@ (as typed with a Chinese IME)."""
    out = []
    for ch in s:
        if "0" <= ch <= "9" or "A" <= ch <= "Z" or "a" <= ch <= "z" or ch in "@-.":
            out.append(chr(ord(ch) + 0xFEE0))
        else:
            out.append(ch)
    return "".join(out)


def _b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


class _Fk:
    """The three seeded Faker instances of one cell."""

    def __init__(self, seed):
        self.us = Faker("en_US")
        self.gb = Faker("en_GB")
        self.cn = Faker("zh_CN")
        self.us.seed_instance(8201 + seed)
        self.gb.seed_instance(8202 + seed)
        self.cn.seed_instance(8203 + seed)


# --------------------------------------------------------------------------------------
# public, non-personal vocabulary of the domain
# --------------------------------------------------------------------------------------
US_CITIES = [
    ("Austin", "TX"), ("Denver", "CO"), ("Portland", "OR"), ("Chicago", "IL"),
    ("Atlanta", "GA"), ("Phoenix", "AZ"), ("Seattle", "WA"), ("Nashville", "TN"),
    ("San Diego", "CA"), ("Columbus", "OH"), ("Minneapolis", "MN"), ("Raleigh", "NC"),
    ("Tampa", "FL"), ("Sacramento", "CA"), ("Boston", "MA"), ("Philadelphia", "PA"),
    ("Dallas", "TX"), ("Houston", "TX"), ("Oakland", "CA"), ("Pittsburgh", "PA"),
]
US_ZIP3 = {
    "Austin": "787", "Denver": "802", "Portland": "972", "Chicago": "606", "Atlanta": "303",
    "Phoenix": "850", "Seattle": "981", "Nashville": "372", "San Diego": "921",
    "Columbus": "432", "Minneapolis": "554", "Raleigh": "276", "Tampa": "336",
    "Sacramento": "958", "Boston": "021", "Philadelphia": "191", "Dallas": "752",
    "Houston": "770", "Oakland": "946", "Pittsburgh": "152",
}
UK_CITIES = [
    ("Manchester", ["M14", "M20", "M21", "M4", "M15", "M19"]),
    ("Leeds", ["LS6", "LS7", "LS8", "LS11", "LS12"]),
    ("Bristol", ["BS3", "BS5", "BS6", "BS7", "BS8"]),
    ("Glasgow", ["G3", "G11", "G12", "G41", "G42"]),
    ("Birmingham", ["B13", "B29", "B30", "B5", "B12"]),
    ("Liverpool", ["L8", "L15", "L17", "L18", "L7"]),
    ("Sheffield", ["S7", "S10", "S11", "S2", "S8"]),
    ("Cardiff", ["CF5", "CF11", "CF14", "CF24"]),
    ("Edinburgh", ["EH6", "EH7", "EH9", "EH10", "EH11"]),
    ("Nottingham", ["NG5", "NG7", "NG2", "NG3"]),
    ("Brighton", ["BN1", "BN2", "BN3"]),
    ("London", ["E8", "N16", "SE15", "SW11", "E5", "NW5", "SE22", "W12"]),
]
CN_CITIES = [
    ("北京", "北京市", ["朝阳区", "海淀区", "丰台区", "通州区", "昌平区", "东城区"], "100"),
    ("上海", "上海市", ["浦东新区", "徐汇区", "静安区", "杨浦区", "闵行区", "长宁区"], "200"),
    ("广州", "广东省广州市", ["天河区", "越秀区", "海珠区", "番禺区", "白云区"], "510"),
    ("深圳", "广东省深圳市", ["南山区", "福田区", "宝安区", "龙岗区", "罗湖区"], "518"),
    ("杭州", "浙江省杭州市", ["西湖区", "余杭区", "滨江区", "拱墅区", "上城区"], "310"),
    ("成都", "四川省成都市", ["武侯区", "锦江区", "高新区", "青羊区", "金牛区"], "610"),
    ("武汉", "湖北省武汉市", ["洪山区", "江汉区", "武昌区", "江岸区"], "430"),
    ("南京", "江苏省南京市", ["鼓楼区", "玄武区", "秦淮区", "建邺区", "江宁区"], "210"),
    ("西安", "陕西省西安市", ["雁塔区", "碑林区", "未央区", "长安区"], "710"),
    ("重庆", "重庆市", ["渝中区", "江北区", "南岸区", "沙坪坝区", "渝北区"], "400"),
    ("苏州", "江苏省苏州市", ["姑苏区", "工业园区", "吴中区", "相城区"], "215"),
    ("长沙", "湖南省长沙市", ["岳麓区", "天心区", "开福区", "雨花区"], "410"),
    ("厦门", "福建省厦门市", ["思明区", "湖里区", "集美区"], "361"),
    ("青岛", "山东省青岛市", ["市南区", "市北区", "崂山区", "黄岛区"], "266"),
]
CN_ROADS = [
    "人民路", "解放路", "中山路", "建设路", "长江路", "文化路", "体育路", "花园路",
    "东湖路", "新民路", "迎宾大道", "胜利路", "学院路", "朝阳路", "五四路", "延安路",
    "和平路", "友谊路", "新华路", "青年路", "东风路", "滨江大道", "金桥路", "龙华路",
    "光明路", "幸福路", "工业大道", "丰收路", "江南大道", "翠微路",
]
CN_XIAOQU = [
    "阳光花园", "翠苑一区", "锦绣江南", "万科城", "碧桂园", "金地名京", "龙湖春江郦城",
    "保利花园", "世纪新城", "幸福里", "和谐家园", "绿城桂花园", "华润二十四城", "中海国际社区",
    "融创玖樟台", "招商雍景湾", "东方丽景", "紫荆园", "枫林绿洲", "滨江花园", "新城国际",
    "恒大名都", "天鹅湖小区", "长虹新村",
]
CN_HOODS = {
    "北京": ["望京", "回龙观", "天通苑", "双井", "五道口", "西二旗"],
    "上海": ["陆家嘴", "徐家汇", "五角场", "七宝", "张江", "中山公园"],
    "广州": ["珠江新城", "石牌", "客村", "岗顶", "江南西"],
    "深圳": ["科技园", "车公庙", "华强北", "西丽", "坂田", "后海"],
    "杭州": ["古荡", "滨江", "下沙", "未来科技城", "翠苑"],
    "成都": ["玉林", "高新南区", "九眼桥", "金沙", "桐梓林"],
    "武汉": ["光谷", "街道口", "汉街", "徐东"],
    "南京": ["新街口", "河西", "仙林", "龙江"],
    "西安": ["小寨", "曲江", "高新路", "钟楼"],
    "重庆": ["观音桥", "解放碑", "南坪", "大坪"],
    "苏州": ["金鸡湖", "石路", "观前街", "独墅湖"],
    "长沙": ["五一广场", "河西", "梅溪湖", "东塘"],
    "厦门": ["中山路", "莲前", "集美学村", "湖滨"],
    "青岛": ["台东", "五四广场", "李村", "浮山后"],
}
EN_HOODS = {
    "Austin": ["Hyde Park", "Mueller", "Travis Heights", "Bouldin Creek"],
    "Denver": ["Baker", "the Highlands", "Five Points", "Capitol Hill"],
    "Portland": ["Sellwood", "the Alberta Arts District", "Hawthorne", "St. Johns"],
    "Chicago": ["Logan Square", "Pilsen", "Wicker Park", "Andersonville"],
    "Atlanta": ["Inman Park", "Grant Park", "Kirkwood", "West End"],
    "Seattle": ["Ballard", "Fremont", "Capitol Hill", "Columbia City"],
    "Nashville": ["East Nashville", "12 South", "Germantown", "Sylvan Park"],
    "Boston": ["Jamaica Plain", "Dorchester", "Roslindale", "the South End"],
    "Philadelphia": ["Fishtown", "Point Breeze", "Mount Airy", "Passyunk"],
    "Oakland": ["Temescal", "Rockridge", "Fruitvale", "Grand Lake"],
    "Manchester": ["Chorlton", "Didsbury", "Ancoats", "Levenshulme", "Withington"],
    "Leeds": ["Headingley", "Chapel Allerton", "Meanwood", "Armley"],
    "Bristol": ["Bedminster", "Stokes Croft", "Easton", "Southville", "Totterdown"],
    "Glasgow": ["Finnieston", "Partick", "Dennistoun", "Shawlands"],
    "Birmingham": ["Moseley", "Kings Heath", "Harborne", "Digbeth"],
    "London": ["Hackney Wick", "Peckham", "Stoke Newington", "Walthamstow", "Brixton"],
    "Sheffield": ["Sharrow", "Crookes", "Walkley", "Nether Edge"],
    "Cardiff": ["Canton", "Roath", "Pontcanna", "Grangetown"],
}
STREET_WORDS = [
    "Oak", "Church", "Victoria", "Station", "Mill", "Park", "Albert", "Queens", "Kings",
    "Manor", "Cedar", "Willow", "Highfield", "Westbourne", "Grange", "Beech", "Elm",
    "Chestnut", "Orchard", "Meadow", "Hillside", "Brook", "Clarence", "Alexandra",
]
UK_SUFFIX = ["Road", "Street", "Lane", "Avenue", "Close", "Grove", "Terrace", "Gardens",
             "Crescent", "Drive", "Way", "Place"]
PLATS = ["Upwork", "Fiverr", "Etsy", "eBay", "Uber", "DoorDash", "Deliveroo", "Uber Eats",
         "Instacart", "Lyft", "Shopify", "Vinted", "Depop", "TaskRabbit", "Just Eat",
         "Amazon Handmade", "Toptal", "Grubhub"]
ZPLATS = ["闲鱼", "淘宝", "美团", "饿了么", "滴滴", "拼多多", "抖音小店", "小红书", "京东",
          "货拉拉", "快手小店", "微店", "得物", "转转", "美团众包", "蜂鸟众包"]
COS = ["Brightside Dental", "Harbor & Pine Realty", "Northwind Coffee", "Bluebird Bakery",
       "Summit Physio", "Maplewood Vets", "Copperleaf Interiors", "Redline Fitness",
       "Oak & Ember Grill", "Greenway Landscaping", "Riverside Print Co.", "Tidewater Yoga",
       "Fox & Fern Florist", "Lumen Architects", "Kestrel Cycles", "Pebble Lane Books",
       "Atlas Movers", "Saffron Kitchen", "Nimbus Software Ltd", "Crescent Salon",
       "Hollow Tree Games", "Blue Heron Brewing", "Parcel Pilot Ltd", "Ironbark Joinery"]
ITEMS = ["logo redesign", "brand guidelines (12pp)", "product photography - 20 SKUs",
         "website copy, 5 pages", "Shopify theme tweaks", "monthly bookkeeping",
         "podcast editing (4 eps)", "social media pack (30 posts)", "UX audit",
         "translation EN>ZH 3,200 words", "van hire (1 day)", "kitchen deep clean",
         "flyer print run x500", "consulting call (1h)", "menu design", "drone footage edit",
         "packaging mockups", "pitch deck polish", "wedding invitations x120",
         "bathroom retile labour", "custom enamel pins x300", "SEO retainer - Nov"]
ZITEMS = ["宣传册设计", "logo设计", "奶茶原料", "包装盒5000个", "产品拍摄20张", "月度代账",
          "短视频剪辑", "外卖餐盒", "店铺装修尾款", "门头招牌", "冷链配送", "翻译3000字",
          "直播运营", "传单500张", "咖啡豆5kg", "水果礼盒", "PPT美化", "婚礼跟拍",
          "手工皂原料", "网店详情页设计"]
TOOLS = ["QuickBooks", "Xero", "FreshBooks", "Wave", "Stripe", "PayPal", "Square",
         "Shopify", "Notion", "Airtable", "Google Sheets", "Zapier", "HoneyBook", "Bonsai",
         "Gusto", "Deputy", "Toggl"]
ZTOOLS = ["随手记", "金蝶精斗云", "用友畅捷通", "微信", "支付宝", "钉钉", "飞书", "企业微信",
          "有赞", "管家婆", "WPS表格", "石墨文档"]
ROLES = ["the client", "my accountant", "the landlord", "the supplier", "the buyer",
         "the venue", "the agency", "my VA", "the courier", "the printer", "the bookkeeper"]
ZROLES = ["客户", "买家", "房东", "会计", "供应商", "老板", "店长", "站长", "代账公司",
          "快递员", "合伙人", "甲方"]
BANKS = ["Chase", "Barclays", "HSBC", "Lloyds", "Monzo", "Wells Fargo", "Bank of America",
         "Santander", "NatWest", "Starling", "Revolut", "Wise", "Nationwide", "TSB"]
ZBANKS = ["招商银行", "工商银行", "建设银行", "农业银行", "中国银行", "交通银行", "浦发银行",
          "兴业银行", "平安银行", "网商银行", "邮储银行", "中信银行"]
PROJS = ["Q4 brand refresh", "spring menu shoot", "the Etsy relaunch", "holiday pop-up",
         "website v2", "the podcast season", "year-end accounts", "the van wrap",
         "Black Friday promo", "the wedding fair stand"]
ZPROJS = ["双十一活动", "新店开业", "年终对账", "春节备货", "618大促", "门店翻新", "直播带货专场",
          "季度报税", "夏季新品上架"]
EN_WORDS = ["sunflower", "maple", "harbor", "pixel", "tiger", "coffee", "winter", "rocket",
            "purple", "falcon", "garden", "ocean", "panda", "summer", "cobalt", "mango",
            "river", "violet", "thunder", "biscuit", "lemon", "copper", "shadow", "meadow"]
PINYIN = ["xiao", "mao", "hao", "ai", "ni", "tian", "yue", "xing", "long", "feng", "yun",
          "le", "mei", "qiu", "dou", "bao", "jia", "an", "chen", "ming", "lan", "yu", "huo",
          "tang", "guo", "pao", "kuai", "mi"]


def _date(r):
    return datetime.date(2024, 1, 1) + datetime.timedelta(days=r.randrange(700))


def _f_date(r, fk):
    d = _date(r)
    return r.choice([
        d.strftime("%d %b %Y"), d.isoformat(), d.strftime("%b %d"), d.strftime("%m/%d/%Y"),
        d.strftime("%d/%m/%Y"), f"{d.day} {d.strftime('%B')}", d.strftime("%a %d %b"),
    ])


def _f_zdate(r, fk):
    d = _date(r)
    return r.choice([
        f"{d.year}年{d.month}月{d.day}日", f"{d.month}月{d.day}日", d.isoformat(),
        f"{d.year}/{d.month}/{d.day}", f"{d.month}.{d.day}", f"{d.month}月{d.day}号",
    ])


def _f_inv(r, fk):
    y = r.choice([2024, 2025])
    return r.choice([
        f"INV-{y}-{r.randint(1, 999):04d}", f"#{r.randint(1000, 9999)}", f"INV{r.randint(10000, 99999)}",
        f"{y}-{r.randint(1, 300):03d}", f"F{y % 100}{r.randint(100, 999)}", f"INV/{y}/{r.randint(10, 99)}",
    ])


def _f_zinv(r, fk):
    return r.choice([
        f"{r.randint(10000000, 99999999)}", f"FP{_date(r).strftime('%Y%m%d')}{r.randint(10, 99)}",
        f"NO.{r.randint(100000, 999999)}",
    ])


def _f_ord(r, fk):
    return r.choice([
        f"{r.randint(100, 999)}-{r.randint(1000000, 9999999)}-{r.randint(1000000, 9999999)}",
        f"#{r.randint(1000000000, 9999999999)}", f"{r.randint(10, 27)}-{r.randint(10000, 99999)}-{r.randint(10000, 99999)}",
        f"FO{_rs(r, _UP + _DG, 9)}", f"ORD-{r.randint(10000, 99999)}", f"#{r.randint(1000, 3999)}",
    ])


def _f_zord(r, fk):
    return r.choice([
        f"{r.randint(10**17, 10**18 - 1)}", f"{r.randint(10**18, 10**19 - 1)}",
        f"{_date(r).strftime('%Y%m%d')}{r.randint(10**9, 10**10 - 1)}", f"MT{r.randint(10**11, 10**12 - 1)}",
    ])


def _money(r, sym, lo=20, hi=4800):
    v = r.randint(lo, hi) + r.choice([0, 0, 0.5, 0.99, 0.25])
    s = f"{v:,.2f}" if r.random() < 0.7 else f"{int(v):,}"
    return f"{sym}{s}"


def _f_amt(r, fk):
    return _money(r, r.choice(["$", "£", "€", "$", "£"]))


def _f_usd(r, fk):
    return _money(r, "$")


def _f_gbp(r, fk):
    return _money(r, "£")


def _f_rmb(r, fk):
    v = r.randint(30, 38000)
    return r.choice([f"¥{v:,}", f"{v}元", f"￥{v}.00", f"{v}块", f"RMB {v:,}"])


def _f_hrs(r, fk):
    return r.choice(["1.5", "2", "3.25", "4", "6.5", "7.5", "8", "10", "12.5", "0.75"])


def _f_rate(r, fk):
    return r.choice(["$45/hr", "£35/h", "$60/hour", "£280/day", "$85/hr", "€50/h", "$120 flat"])


def _f_qty(r, fk):
    return str(r.choice([2, 3, 5, 6, 10, 12, 20, 24, 50, 100, 250, 500]))


def _f_pct(r, fk):
    return r.choice(["20%", "5%", "13%", "6%", "10%", "15%", "3%", "8.25%"])


def _f_plat(r, fk):
    return r.choice(PLATS)


def _f_zplat(r, fk):
    return r.choice(ZPLATS)


def _f_co(r, fk):
    return r.choice(COS)


def _f_zco(r, fk):
    return (r.choice([c[0] for c in CN_CITIES])
            + r.choice(["星辰", "鼎盛", "云帆", "启航", "嘉禾", "汇通", "锦程", "禾木", "青橙", "蓝鲸", "知行", "优品"])
            + r.choice(["科技", "文化传媒", "餐饮管理", "电子商务", "贸易", "设计", "物流", "广告"])
            + "有限公司")


def _f_item(r, fk):
    return r.choice(ITEMS)


def _f_zitem(r, fk):
    return r.choice(ZITEMS)


def _f_city(r, fk):
    return r.choice([c for c, _ in US_CITIES] + [c for c, _ in UK_CITIES])


def _f_uscity(r, fk):
    return r.choice(US_CITIES)[0]


def _f_ukcity(r, fk):
    return r.choice(UK_CITIES)[0]


def _f_zcity(r, fk):
    return r.choice(CN_CITIES)[0]


def _f_tool(r, fk):
    return r.choice(TOOLS)


def _f_ztool(r, fk):
    return r.choice(ZTOOLS)


def _f_role(r, fk):
    return r.choice(ROLES)


def _f_zrole(r, fk):
    return r.choice(ZROLES)


def _f_bank(r, fk):
    return r.choice(BANKS)


def _f_zbank(r, fk):
    return r.choice(ZBANKS)


def _f_ref(r, fk):
    return r.choice([f"REF {r.randint(10000, 99999)}", f"{_rs(r, _UP, 3)}-{r.randint(1000, 9999)}",
                     f"TXN{r.randint(10**8, 10**9 - 1)}", f"PO-{r.randint(100, 9999)}"])


def _f_trk(r, fk):
    return r.choice([
        f"1Z{_rs(r, _UP + _DG, 16)}", f"SF{r.randint(10**12, 10**13 - 1)}",
        f"YT{r.randint(10**14, 10**15 - 1)}", f"JT{r.randint(10**12, 10**13 - 1)}",
        f"{r.randint(10**21, 10**22 - 1)}", f"RN{r.randint(10**8, 10**9 - 1)}GB",
    ])


def _f_sku(r, fk):
    return r.choice([f"SKU-{_rs(r, _UP, 3)}-{r.randint(100, 999)}", f"B0{_rs(r, _UP + _DG, 8)}",
                     f"{_rs(r, _UP, 2)}{r.randint(1000, 9999)}"])


def _f_ver(r, fk):
    return f"v{r.randint(1, 5)}.{r.randint(0, 12)}.{r.randint(0, 20)}"


def _f_wk(r, fk):
    return r.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])


def _f_zwk(r, fk):
    return r.choice(["周一", "周二", "周三", "周四", "周五", "周六", "周日"])


def _f_n(r, fk):
    return str(r.randint(2, 9))


def _f_nn(r, fk):
    return str(r.randint(11, 480))


def _f_ssid(r, fk):
    return r.choice([f"TP-LINK_{_rs(r, _HEX.upper(), 4)}", f"ChinaNet-{_rs(r, _AN, 4)}",
                     f"SKY{_rs(r, _UP, 5)}", f"BT-{_rs(r, _UP, 6)}", f"Xiaomi_{_rs(r, _HEX.upper(), 4)}",
                     f"NETGEAR{r.randint(10, 99)}", f"Shop-Guest", f"STUDIO-5G", f"HUAWEI-{_rs(r, _AN, 4)}"])


def _f_isodt(r, fk):
    d = _date(r)
    return f"{d.isoformat()}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z"


def _f_uuid(r, fk):
    h = _rs(r, _HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"


def _f_hex(r, fk):
    return _rs(r, _HEX, 7)


def _f_month(r, fk):
    return r.choice(["January", "February", "March", "April", "May", "June", "July", "August",
                     "September", "October", "November", "December"])


def _f_zmonth(r, fk):
    return f"{r.randint(1, 12)}月"


def _f_proj(r, fk):
    return r.choice(PROJS)


def _f_zproj(r, fk):
    return r.choice(ZPROJS)


def _f_host(r, fk):
    return r.choice(["db.internal", "orders-db.cluster-cx3.us-east-1.rds.amazonaws.com",
                     "127.0.0.1", "pg.shopstack.net", "rm-bp1x.mysql.rds.aliyuncs.com",
                     "localhost", "ledger-prod.cxz9.eu-west-2.rds.amazonaws.com"])


def _f_shopdomain(r, fk):
    return f"{r.choice(EN_WORDS)}-{r.choice(['goods', 'studio', 'supply', 'co', 'makers'])}.myshopify.com"


def _f_mchid(r, fk):
    return str(r.randint(1500000000, 1699999999))


def _f_km(r, fk):
    return f"{r.randint(2, 48)}.{r.randint(0, 9)}"


def _f_time(r, fk):
    return r.choice(["3pm", "10:30", "2:15pm", "11am", "4 pm", "9:45", "noon", "17:00"])


def _f_ztime(r, fk):
    return r.choice(["下午3点", "上午10点", "14:30", "明天中午", "晚上8点前", "周五下班前"])


def _f_routing(r, fk):
    d = [r.choice([0, 0, 1, 2, 3])] + [r.randint(0, 9) for _ in range(7)]
    t = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
    return "".join(map(str, d)) + str((10 - t % 10) % 10)


def _f_sortcode(r, fk):
    return f"{r.randint(1, 99):02d}-{r.randint(0, 99):02d}-{r.randint(0, 99):02d}"


def _f_zfpdm(r, fk):
    return f"0{r.randint(31, 65)}00{r.randint(1000000, 9999999)}"


def _f_sha(r, fk):
    return _rs(r, _HEX, 64)


def _f_hotline(r, fk):
    return f"400-{r.randint(100, 999)}-{r.randint(1000, 9999)}"


def _f_zfile(r, fk):
    return r.choice(["2024年账本.xlsx", "发票汇总.xlsx", "排班表.xlsx", "工资表.xls", "接单记录.csv", "进货单.docx"])


FILL = {k[3:]: v for k, v in dict(globals()).items() if k.startswith("_f_")}


class _Ctx(dict):
    """Lazily filled template context. V / V_kind yields the marked planted value."""

    def __init__(self, r, fk, vgen):
        super().__init__()
        self.r, self.fk, self.vgen = r, fk, vgen
        self.nv = 0

    def __missing__(self, key):
        if key == "V" or key.startswith("V_"):
            self.nv += 1
            val = _B + self.vgen(key[2:] or None) + _E
        else:
            base = key.rstrip("0123456789")
            val = FILL[base](self.r, self.fk)
        self[key] = val
        return val


def _render(template, r, fk, vgen):
    ctx = _Ctx(r, fk, vgen)
    raw = template.format_map(ctx)
    if ctx.nv != 1 or raw.count(_B) != 1 or raw.count(_E) != 1:
        raise ValueError(f"template must plant exactly one value: {template!r}")
    i = raw.index(_B)
    raw = raw.replace(_B, "", 1)
    j = raw.index(_E)
    raw = raw.replace(_E, "", 1)
    return raw, i, j


# --------------------------------------------------------------------------------------
# planted value generators (one per category; kind=None picks a language default)
# --------------------------------------------------------------------------------------
def _en_first(r, fk):
    return (fk.us if r.random() < 0.55 else fk.gb).first_name()


def _en_last(r, fk):
    return (fk.us if r.random() < 0.55 else fk.gb).last_name()


def _py_user(r, fk):
    """pinyin login such as zhangwei / wei.zhang / zhangw."""
    given, fam = fk.cn.romanized_name().lower().split(" ", 1)
    return r.choice([fam + given, given + "." + fam, fam + given[0], fam + "_" + given, given + fam])


def _en_user(r, fk):
    f, l = _en_first(r, fk).lower(), _en_last(r, fk).lower()
    return r.choice([f, f + "." + l, f[0] + l, f + l[0], f + "_" + l, l + f[0], f + str(r.randint(1, 99))])


# ---- secrets -------------------------------------------------------------------------
def _pem(r, kind=None):
    kind = kind or r.choice(["RSA ", "OPENSSH ", "EC ", ""])
    b64 = _UP + _LO + _DG + "+/"
    n = r.randint(5, 11) if kind != "EC " else 3
    if kind == "OPENSSH ":
        lines = ["b3BlbnNzaC1rZXktdjEAAAAA" + _rs(r, b64, 40)]
    elif kind == "RSA ":
        lines = ["MIIEpAIBAAKCAQEA" + _rs(r, b64, 48)]
    elif kind == "EC ":
        lines = ["MHcCAQEEI" + _rs(r, b64, 55)]
    else:
        lines = ["MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + _rs(r, b64, 32)]
    lines += [_rs(r, b64, 64) for _ in range(n)]
    lines.append(_rs(r, b64, r.randint(20, 60)) + r.choice(["=", "==", ""]))
    return f"-----BEGIN {kind}PRIVATE KEY-----\n" + "\n".join(lines) + f"\n-----END {kind}PRIVATE KEY-----"


def _jwt(r):
    alg = r.choice(["HS256", "RS256"])
    head = _b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = {"sub": f"acct_{r.randint(10000, 99999)}", "iat": 1700000000 + r.randint(0, 5 * 10**7),
            "scope": r.choice(["invoices:read", "orders:write", "payouts", "ledger:rw"])}
    body["exp"] = body["iat"] + 3600 * r.choice([1, 24, 720])
    pay = _b64url(json.dumps(body, separators=(",", ":")).encode())
    sig = _rs(r, _AN + "-_", 43 if alg == "HS256" else 86)
    return f"{head}.{pay}.{sig}"


def _urlpw(r):
    return _rs(r, _AN, r.randint(10, 14)) + r.choice(["", "!", "%21", "_", "9"]) + _rs(r, _AN, r.randint(2, 6))


_SECRET = {
    "aws": lambda r: "AKIA" + _rs(r, _UP + "234567", 16),
    "awssecret": lambda r: _rs(r, _AN + "/+", 40),
    "ghp": lambda r: r.choice(["ghp_", "ghp_", "gho_", "ghs_"]) + _rs(r, _AN, 36),
    "ghpat": lambda r: "github_pat_11" + _rs(r, _UP + _DG, 20) + "_" + _rs(r, _AN, 59),
    "slack": lambda r: r.choice(["xoxb-", "xoxp-"]) + f"{r.randint(10**10, 10**12)}-{r.randint(10**11, 10**13)}-" + _rs(r, _AN, 24),
    "slackhook": lambda r: "T" + _rs(r, _UP + _DG, 8) + "/B" + _rs(r, _UP + _DG, 10) + "/" + _rs(r, _AN, 24),
    "openai": lambda r: r.choice([
        "sk-" + _rs(r, _AN, 20) + "T3BlbkFJ" + _rs(r, _AN, 20),
        "sk-proj-" + _rs(r, _AN + "-_", 56) + "T3BlbkFJ" + _rs(r, _AN + "-_", 56),
        "sk-" + _rs(r, _AN, 48)]),
    "anthropic": lambda r: "sk-ant-api03-" + _rs(r, _AN + "-_", 93) + "AA",
    "stripe": lambda r: r.choice(["sk_live_", "sk_live_", "rk_live_", "sk_test_"]) + r.choice(["51" + _rs(r, _AN, 97), _rs(r, _AN, 24), "51" + _rs(r, _AN, 32)]),
    "whsec": lambda r: "whsec_" + _rs(r, _AN, 32),
    "google": lambda r: "AIza" + _rs(r, _AN + "-_", 35),
    "hf": lambda r: "hf_" + _rs(r, _UP + _LO, 34),
    "sendgrid": lambda r: "SG." + _rs(r, _AN + "-_", 22) + "." + _rs(r, _AN + "-_", 43),
    "telegram": lambda r: f"{r.randint(10**9, 8 * 10**9)}:AA" + _rs(r, _AN + "-_", 33),
    "jwt": _jwt,
    "pem": _pem,
    "urlpw": _urlpw,
    "shopify": lambda r: r.choice(["shpat_", "shpss_", "shpca_"]) + _rs(r, _HEX, 32),
    "hex32": lambda r: _rs(r, _HEX, 32),
    "hex40": lambda r: _rs(r, _HEX, 40),
    "hex64": lambda r: _rs(r, _HEX, 64),
    "mailgun": lambda r: "key-" + _rs(r, _HEX, 32),
    "square": lambda r: "EAAA" + _rs(r, _AN + "-_", 60),
    "do": lambda r: "dop_v1_" + _rs(r, _HEX, 64),
    "npm": lambda r: "npm_" + _rs(r, _AN, 36),
    "glpat": lambda r: "glpat-" + _rs(r, _AN + "-_", 20),
    "alisecret": lambda r: _rs(r, _AN, 30),
    "aliid": lambda r: "LTAI5t" + _rs(r, _AN, 18),
    "txid": lambda r: "AKID" + _rs(r, _AN, 32),
    "txsecret": lambda r: _rs(r, _AN, 32),
    "wxkey": lambda r: _rs(r, _AN, 32),
    "b64": lambda r: _rs(r, _AN + "+/", 43) + "=",
    "notion": lambda r: r.choice(["secret_", "ntn_"]) + _rs(r, _AN, 43),
    "airtable": lambda r: "pat" + _rs(r, _AN, 14) + "." + _rs(r, _HEX, 64),
    "paypal": lambda r: "access_token$production$" + _rs(r, _LO + _DG, 16) + "$" + _rs(r, _HEX, 32),
    "discord": lambda r: "M" + _rs(r, _AN, 23) + "." + _rs(r, _AN + "-_", 6) + "." + _rs(r, _AN + "-_", 38),
    "generic": lambda r: _rs(r, _AN, r.choice([32, 40, 48])),
    "mapbox": lambda r: "sk.eyJ1Ijoi" + _rs(r, _AN, 40) + "." + _rs(r, _AN + "-_", 22),
    "twilio": lambda r: _rs(r, _HEX, 32),
}
_SECRET_ANY = ["aws", "ghp", "ghpat", "slack", "openai", "anthropic", "stripe", "google", "hf",
               "sendgrid", "telegram", "jwt", "shopify", "square", "npm", "glpat", "do", "notion",
               "airtable", "whsec", "mailgun"]


def gen_secret(r, fk, lang, kind):
    if kind is None or kind == "any":
        kind = r.choice(_SECRET_ANY)
    return _SECRET[kind](r)


# ---- passwords -----------------------------------------------------------------------
def _pw_human(r):
    w = r.choice(EN_WORDS)
    w = w.capitalize() if r.random() < 0.7 else w
    tail = r.choice([str(r.randint(1970, 2024)), str(r.randint(10, 99)), str(r.randint(100, 9999))])
    sym = r.choice(["!", "#", "$", "", "?", "*", "@", "!!"])
    return r.choice([w + tail + sym, w + sym + tail, sym + w + tail if sym else w + "_" + tail])


def _pw_leet(r):
    w = r.choice(EN_WORDS)
    t = w.translate(str.maketrans({"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}))
    return t.capitalize() + r.choice(["!", "_", "#", "99", "2k24", "&"]) + r.choice(["", r.choice(EN_WORDS).capitalize()])


def _pw_pinyin(r):
    base = r.choice(["woaini", "", "", "", "mima", "", "aa"]) + "".join(r.choice(PINYIN) for _ in range(r.randint(1, 3)))
    tail = r.choice(["1314", "520", "888", "666", "123", str(r.randint(1980, 2015)), str(r.randint(10, 99)), "@123", ".", "!"])
    return base + tail if base else "".join(r.choice(PINYIN) for _ in range(2)) + tail


def _pw_phrase(r):
    ws = r.sample(EN_WORDS, r.randint(3, 4))
    sep = r.choice(["-", " ", ".", "_", ""])
    if sep == "":
        ws = [w.capitalize() for w in ws]
    return sep.join(ws) + r.choice(["", "", str(r.randint(1, 9))])


_PASSWORD = {
    "human": _pw_human,
    "leet": _pw_leet,
    "faker": None,
    "pinyin": _pw_pinyin,
    "phrase": _pw_phrase,
    "pin4": lambda r: f"{r.randint(0, 9999):04d}",
    "pin6": lambda r: f"{r.randint(0, 999999):06d}",
    "door": lambda r: r.choice(["#", "", "*"]) + f"{r.randint(0, 9999):04d}" + r.choice(["#", "", "*", "#"]),
    "wifi": lambda r: r.choice([
        r.choice(EN_WORDS).capitalize() + r.choice(["Guest", "Shop", "Wifi", "Home"]) + str(r.randint(10, 9999)),
        str(r.randint(10000000, 99999999)), _pw_pinyin(r) + r.choice(["wifi", "", "5g"]),
        r.choice(EN_WORDS) + r.choice(["-", "_"]) + r.choice(EN_WORDS) + str(r.randint(1, 99))]),
    "fwpin": lambda r: _fw(f"{r.randint(0, 999999):06d}"),
}
_PW_DEFAULT = {"en": ["human", "leet", "faker", "phrase", "human"],
               "zh": ["pinyin", "pinyin", "human", "faker", "leet"],
               "mixed": ["pinyin", "human", "faker", "leet", "phrase"]}


def gen_password(r, fk, lang, kind):
    if kind is None:
        kind = r.choice(_PW_DEFAULT[lang])
    if kind == "faker":
        return fk.us.password(length=r.randint(9, 16), special_chars=r.random() < 0.6)
    return _PASSWORD[kind](r)


# ---- email ---------------------------------------------------------------------------
_EN_MAIL = ["gmail.com", "gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.co.uk",
            "btinternet.com", "proton.me", "hotmail.com", "live.co.uk", "me.com", "aol.com"]
_ZH_MAIL = ["163.com", "126.com", "qq.com", "sina.com", "foxmail.com", "aliyun.com", "139.com",
            "yeah.net", "sohu.com", "gmail.com"]


def gen_email(r, fk, lang, kind):
    if kind is None:
        kind = r.choice({"en": ["en", "en", "en2", "own", "plus", "caps", "en2"],
                         "zh": ["qq", "py", "py", "py", "fw", "qq"],
                         "mixed": ["py", "qq", "en", "en2", "own", "py"]}[lang])
    if kind == "en":
        f, l = _en_first(r, fk).lower(), _en_last(r, fk).lower()
        return r.choice([f"{f}.{l}", f"{f}{l}", f"{f[0]}{l}", f"{f}_{l}"]) + "@" + r.choice(_EN_MAIL)
    if kind == "en2":
        return _en_user(r, fk) + str(r.choice(["", r.randint(1, 99), r.randint(1970, 2005)])) + "@" + r.choice(_EN_MAIL)
    if kind == "own":
        f, l = _en_first(r, fk).lower(), _en_last(r, fk).lower()
        return r.choice([f"hello@{f}{l}.design", f"{f}@{l}creative.co.uk", f"studio@{f}{l}.com",
                         f"{f}@{f}{l}photo.com", f"me@{f}{l}.dev", f"{f}@{l}-joinery.co.uk"])
    if kind == "plus":
        f, l = _en_first(r, fk).lower(), _en_last(r, fk).lower()
        return f"{f}.{l}+{r.choice(['invoices', 'etsy', 'clients', 'upwork', 'tax'])}@gmail.com"
    if kind == "caps":
        f, l = _en_first(r, fk), _en_last(r, fk)
        return f"{f}.{l}@{r.choice(['Gmail.com', 'Outlook.com', 'gmail.com', 'ICloud.com'])}"
    if kind == "qq":
        return f"{r.randint(10**7, 3 * 10**9)}@qq.com"
    if kind == "py":
        return _py_user(r, fk).replace(".", r.choice([".", "_", ""])) + r.choice(["", str(r.randint(1, 99)), str(r.randint(1975, 2003))]) + "@" + r.choice(_ZH_MAIL)
    if kind == "fw":
        return _py_user(r, fk) + str(r.randint(1, 999)) + "＠" + r.choice(_ZH_MAIL)
    if kind == "obf":
        u = _en_user(r, fk) if r.random() < 0.6 else _py_user(r, fk)
        d, tld = r.choice([("gmail", "com"), ("outlook", "com"), ("163", "com"), ("yahoo", "co.uk"), ("qq", "com")])
        return r.choice([f"{u} at {d} dot {tld}", f"{u}[at]{d}[dot]{tld}", f"{u} (at) {d}.{tld}",
                         f"{u} AT {d} DOT {tld}", f"{u}#{d}.{tld}"])
    raise KeyError(kind)


# ---- phone ---------------------------------------------------------------------------
_US_AREA = ["212", "312", "415", "512", "617", "206", "303", "404", "702", "213", "646", "718",
            "503", "615", "919", "773", "469", "720", "971", "614"]
_CN_MOB = ["130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152",
           "155", "157", "158", "159", "166", "176", "177", "180", "181", "183", "186", "187",
           "188", "189", "191", "198", "199"]
_CN_AREA = ["010", "021", "020", "0755", "0571", "028", "027", "025", "029", "023", "0512", "0731", "0592", "0532"]


def _us_phone(r, ext=False):
    a, b, c = r.choice(_US_AREA), r.randint(201, 989), r.randint(0, 9999)
    if b == 555:
        b = 556
    s = r.choice([f"({a}) {b}-{c:04d}", f"{a}-{b}-{c:04d}", f"{a}.{b}.{c:04d}", f"+1 {a} {b} {c:04d}",
                  f"+1-{a}-{b}-{c:04d}", f"{a}{b}{c:04d}", f"1 ({a}) {b}-{c:04d}", f"+1 ({a}) {b}-{c:04d}"])
    if ext:
        s += r.choice([" x", " ext. ", " ext ", ",,", " #"]) + str(r.randint(2, 999))
    return s


def _cn_mob(r, fmt=None):
    p, m, e = r.choice(_CN_MOB), r.randint(0, 9999), r.randint(0, 9999)
    forms = [f"{p}{m:04d}{e:04d}", f"{p} {m:04d} {e:04d}", f"{p}-{m:04d}-{e:04d}", f"+86 {p} {m:04d} {e:04d}",
             f"+86-{p}{m:04d}{e:04d}", f"(+86){p}{m:04d}{e:04d}", f"0086 {p}{m:04d}{e:04d}",
             f"+86 {p}{m:04d}{e:04d}", f"{p}{m:04d}{e:04d}", f"{p}{m:04d}{e:04d}"]
    return forms[fmt] if fmt is not None else r.choice(forms)


def _cn_land(r):
    a = r.choice(_CN_AREA)
    n = r.randint(2000, 8999) if len(a) == 4 else r.randint(5000, 8999)
    m = r.randint(0, 9999)
    return r.choice([f"{a}-{n}{m:04d}", f"{a}-{n} {m:04d}", f"({a}){n}{m:04d}", f"{a} {n}{m:04d}",
                     f"+86 {a[1:]} {n} {m:04d}"])


def _uk_mob(r):
    a, b = r.randint(7100, 7999), r.randint(0, 999999)
    return r.choice([f"0{a} {b:06d}", f"+44 {a} {b:06d}", f"0{a}{b:06d}", f"+44 (0){a} {b // 1000:03d} {b % 1000:03d}",
                     f"0{a} {b // 1000:03d} {b % 1000:03d}", f"+44{a}{b:06d}"])


def _uk_land(r):
    code, rest = r.choice([("020", (4, 4)), ("0161", (3, 4)), ("0113", (3, 4)), ("0117", (3, 4)),
                           ("0121", (3, 4)), ("0141", (3, 4)), ("0131", (3, 4)), ("0114", (3, 4)),
                           ("029", (4, 4)), ("0115", (3, 4)), ("01273", (3, 3))])
    x = "".join(r.choice(_DG[2:]) for _ in range(1)) + _rs(r, _DG, rest[0] - 1)
    y = _rs(r, _DG, rest[1])
    return r.choice([f"{code} {x} {y}", f"+44 {code[1:]} {x} {y}", f"({code}) {x} {y}", f"{code}{x}{y}"])


def _intl(r):
    return r.choice([
        f"+49 15{r.randint(1, 9)} {r.randint(10000000, 99999999)}", f"+61 4{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}",
        f"+65 {r.choice('89')}{r.randint(100, 999)} {r.randint(1000, 9999)}", f"+852 {r.choice('569')}{r.randint(100, 999)} {r.randint(1000, 9999)}",
        f"+353 8{r.choice('3567')} {r.randint(100, 999)} {r.randint(1000, 9999)}", f"+33 6 {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)}",
        f"+1 (416) {r.randint(201, 989)}-{r.randint(1000, 9999)}", f"+886 9{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}",
        f"+60 1{r.randint(2, 9)}-{r.randint(100, 999)} {r.randint(1000, 9999)}",
    ])


def gen_phone(r, fk, lang, kind):
    if kind is None:
        kind = r.choice({"en": ["us", "us", "uk_mob", "uk_land", "us_ext", "intl", "uk_mob"],
                         "zh": ["cn", "cn", "cn", "cn_land", "fw", "cn"],
                         "mixed": ["cn", "cn", "us", "uk_mob", "cn_land", "intl"]}[lang])
    if kind == "us":
        return _us_phone(r)
    if kind == "us_ext":
        return _us_phone(r, ext=True)
    if kind == "uk_mob":
        return _uk_mob(r)
    if kind == "uk_land":
        return _uk_land(r)
    if kind == "uk":
        return _uk_mob(r) if r.random() < 0.6 else _uk_land(r)
    if kind == "cn":
        return _cn_mob(r)
    if kind == "cn_plain":
        return _cn_mob(r, 0)
    if kind == "cn_land":
        return _cn_land(r)
    if kind == "fw":
        return _fw(_cn_mob(r, r.choice([0, 1, 2])))
    if kind == "intl":
        return _intl(r)
    if kind == "words":
        names = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
        digits = _cn_mob(r, 0) if lang != "en" else _uk_mob(r).replace(" ", "").replace("+44", "0").replace("(0)", "")
        return " ".join(names[int(d)] for d in digits if d.isdigit())
    if kind == "yao":
        names = "零幺二三四五六七八九"
        d = _cn_mob(r, 0)
        return "".join(names[int(x)] for x in d[:3]) + r.choice([" ", "", "-"]) + "".join(names[int(x)] for x in d[3:7]) + r.choice([" ", "", "-"]) + "".join(names[int(x)] for x in d[7:])
    if kind == "zhwords":
        names = "零一二三四五六七八九"
        return "".join(names[int(d)] for d in _cn_mob(r, 0))
    raise KeyError(kind)


# ---- address -------------------------------------------------------------------------
def _uk_pc(r, city=None):
    c = r.choice(UK_CITIES) if city is None else next(x for x in UK_CITIES if x[0] == city)
    return f"{r.choice(c[1])} {r.randint(1, 9)}{_rs(r, 'ABDEFGHJLNPQRSTUWXYZ', 2)}"


def _us_street(r, fk):
    name = r.choice([r.choice(STREET_WORDS), fk.us.last_name(), r.choice(["2nd", "5th", "14th", "Main", "Lake", "Pine", "Spring"])])
    s = f"{r.randint(12, 9899)} {r.choice(['', '', 'N ', 'S ', 'E ', 'W '])}{name} {r.choice(['St', 'Ave', 'Blvd', 'Dr', 'Ln', 'Ct', 'Rd', 'Way', 'Street', 'Avenue', 'Place'])}"
    if r.random() < 0.45:
        s += r.choice([f" Apt {r.randint(1, 40)}{r.choice(['', 'A', 'B', 'C'])}", f", Apt {r.randint(101, 940)}",
                       f" #{r.randint(2, 600)}", f", Unit {r.randint(1, 30)}", f" Suite {r.randint(100, 450)}"])
    return s


def _uk_street(r, fk):
    s = f"{r.randint(1, 240)} {r.choice(STREET_WORDS)} {r.choice(UK_SUFFIX)}"
    p = r.random()
    if p < 0.3:
        s = f"Flat {r.randint(1, 24)}{r.choice(['', 'A', 'B'])}, " + s
    elif p < 0.4:
        s = f"{r.choice(['Rose', 'Ivy', 'Orchard', 'Laurel', 'Holly'])} Cottage, " + s
    return s


def _cn_addr(r, full=False, style=None):
    city, prefix, dists, _ = r.choice(CN_CITIES)
    style = style if style is not None else r.randint(0, 4)
    d = r.choice(dists)
    road = r.choice(CN_ROADS)
    if style == 0:
        s = f"{d}{road}{r.randint(1, 999)}号{r.choice(CN_XIAOQU)}{r.randint(1, 30)}栋{r.randint(1, 6)}单元{r.randint(1, 33)}{r.randint(1, 8):02d}"
    elif style == 1:
        s = f"{d}{road}{r.randint(1, 2000)}弄{r.randint(1, 120)}号{r.randint(101, 2804)}室"
    elif style == 2:
        s = f"{d}{r.choice(CN_XIAOQU)}{r.randint(1, 40)}幢{r.randint(1, 26)}{r.randint(1, 4):02d}"
    elif style == 3:
        s = f"{d}{road}{r.randint(1, 888)}号{r.choice(['A座', 'B座', 'C座', '', '东塔', '2号楼'])}{r.randint(3, 32)}楼{r.randint(1, 20):02d}室"
    else:
        s = f"{road}{r.randint(1, 999)}号{r.choice(CN_XIAOQU)}{r.randint(1, 20)}-{r.randint(1, 4)}-{r.randint(1, 18)}{r.randint(1, 4):02d}"
    return (prefix + s) if full else s


def gen_address(r, fk, lang, kind):
    if kind is None:
        kind = r.choice({"en": ["us", "us_full", "uk", "uk_full", "us", "uk"],
                         "zh": ["cn", "cn", "cn_full", "cn"],
                         "mixed": ["cn", "cn_full", "us", "uk", "cn"]}[lang])
    if kind == "us":
        return _us_street(r, fk)
    if kind == "us_full":
        c, st = r.choice(US_CITIES)
        return f"{_us_street(r, fk)}, {c}, {st} {US_ZIP3[c]}{r.randint(1, 99):02d}"
    if kind == "us_2line":
        c, st = r.choice(US_CITIES)
        return f"{_us_street(r, fk)}\n{c}, {st} {US_ZIP3[c]}{r.randint(1, 99):02d}"
    if kind == "uk":
        return _uk_street(r, fk)
    if kind == "uk_full":
        c = r.choice(UK_CITIES)[0]
        return f"{_uk_street(r, fk)}, {c} {_uk_pc(r, c)}"
    if kind == "uk_2line":
        c = r.choice(UK_CITIES)[0]
        return f"{_uk_street(r, fk)}\n{c}\n{_uk_pc(r, c)}"
    if kind == "cn":
        return _cn_addr(r)
    if kind == "cn_full":
        return _cn_addr(r, full=True)
    if kind == "cn_fw":
        return _fw(_cn_addr(r, style=r.choice([0, 1, 3])))
    raise KeyError(kind)


# ---- government id -------------------------------------------------------------------
_CN_AREA6 = ["110101", "110105", "110108", "310104", "310115", "310112", "440106", "440305",
             "440304", "330106", "330110", "510107", "420111", "320106", "610113", "500103",
             "320505", "430104", "350203", "370202", "410105", "130102", "210102", "450103"]


def _cn_id(r):
    body = r.choice(_CN_AREA6)
    b = datetime.date(1962, 1, 1) + datetime.timedelta(days=r.randrange(365 * 42))
    body += b.strftime("%Y%m%d") + f"{r.randint(0, 999):03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(c) * k for c, k in zip(body, w)) % 11]


def _ssn(r, sep="-"):
    a = r.randint(1, 899)
    while a == 666:
        a = r.randint(1, 899)
    g, s = r.randint(1, 99), r.randint(1, 9999)
    return f"{a:03d}{sep}{g:02d}{sep}{s:04d}"


def _ni(r, spaced=None):
    first = _rs(r, "ABCEGHJKLMNPRSTWXYZ", 1)
    second = _rs(r, "ABCEGHJKLMNPRSTWXYZ", 1)
    while first + second in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ") or second == "O":
        second = _rs(r, "ABCEGHJKLMNPRSTWXYZ", 1)
    d = _rs(r, _DG, 6)
    suf = r.choice("ABCD")
    spaced = r.random() < 0.5 if spaced is None else spaced
    return f"{first}{second} {d[:2]} {d[2:4]} {d[4:]} {suf}" if spaced else f"{first}{second}{d}{suf}"


def _hkid(r):
    letter = r.choice(_UP)
    d = _rs(r, _DG, 6)
    total = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(c) * w for c, w in zip(d, range(7, 1, -1)))
    chk = (11 - total % 11) % 11
    return f"{letter}{d}({'A' if chk == 10 else chk})"


def _nric(r):
    p = r.choice("ST")
    d = _rs(r, _DG, 7)
    total = sum(int(c) * w for c, w in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if p == "T" else 0)
    return p + d + "JZIHGFEDCBA"[total % 11]


_TW = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36)))


def _twid(r):
    letter = r.choice("ABCDEFGHJKLMNPQRSTUVXYWZ")
    n = _TW[letter]
    d = r.choice("12") + _rs(r, _DG, 7)
    s = n // 10 + (n % 10) * 9 + sum(int(c) * w for c, w in zip(d, [8, 7, 6, 5, 4, 3, 2, 1]))
    return letter + d + str((10 - s % 10) % 10)


def _luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return str((10 - total % 10) % 10)


def _sin(r):
    body = r.choice("1234567") + _rs(r, _DG, 7)
    n = body + _luhn_digit(body)
    return r.choice([f"{n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]}-{n[3:6]}-{n[6:]}", n])


def _uk_dl(r, fk):
    sur = "".join(ch for ch in fk.gb.last_name().upper() if ch.isalpha())[:5].ljust(5, "9")
    b = datetime.date(1960, 1, 1) + datetime.timedelta(days=r.randrange(365 * 40))
    m = b.month + (50 if r.random() < 0.5 else 0)
    return f"{sur}{str(b.year)[2]}{m:02d}{b.day:02d}{str(b.year)[3]}{_rs(r, _UP, 1)}{_rs(r, _UP + '9', 1)}9{_rs(r, _UP + _DG, 2)}"


def gen_government_id(r, fk, lang, kind):
    if kind is None:
        kind = r.choice({"en": ["ssn", "ssn", "ni", "ni", "itin", "utr", "us_pass", "uk_pass", "us_dl", "uk_dl", "sin", "ssn_sp"],
                         "zh": ["cn_id", "cn_id", "cn_id", "cn_pass", "hk_id", "hkmo", "tw_id", "cn_id"],
                         "mixed": ["cn_id", "cn_id", "ssn", "ni", "cn_pass", "hk_id", "sg_nric", "us_pass"]}[lang])
    if kind == "ssn":
        return _ssn(r)
    if kind == "ssn_sp":
        return _ssn(r, r.choice([" ", ""]))
    if kind == "itin":
        return f"9{r.randint(0, 99):02d}-{r.choice([70, 71, 72, 73, 78, 80, 83, 88, 90, 92, 94])}-{r.randint(0, 9999):04d}"
    if kind == "ni":
        return _ni(r)
    if kind == "utr":
        u = _rs(r, _DG, 10)
        return r.choice([u, f"{u[:5]} {u[5:]}"])
    if kind == "us_pass":
        return r.choice([_rs(r, _DG, 9), r.choice("ACEFGHJ") + _rs(r, _DG, 8)])
    if kind == "uk_pass":
        return str(r.randint(100000000, 999999999))
    if kind == "us_dl":
        return r.choice([r.choice(_UP) + _rs(r, _DG, 7), _rs(r, _DG, 8),
                         f"{r.choice(_UP)}{r.randint(100, 999)}-{r.randint(100, 999)}-{r.randint(10, 99)}-{r.randint(100, 999)}-{r.randint(0, 9)}",
                         f"{r.choice(_UP)}{_rs(r, _DG, 12)}"])
    if kind == "uk_dl":
        return _uk_dl(r, fk)
    if kind == "sin":
        return _sin(r)
    if kind == "cn_id":
        v = _cn_id(r)
        p = r.random()
        if p < 0.12:
            return f"{v[:6]} {v[6:14]} {v[14:]}"
        if p < 0.18 and v[-1] == "X":
            return v[:-1] + "x"
        return v
    if kind == "cn_id_fw":
        return _fw(_cn_id(r))
    if kind == "cn_pass":
        return r.choice(["E" + _rs(r, _DG, 8), "E" + r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + _rs(r, _DG, 7), "EA" + _rs(r, _DG, 7)])
    if kind == "hk_id":
        return _hkid(r)
    if kind == "hkmo":
        return "C" + r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ" + _DG) + _rs(r, _DG, 7)
    if kind == "tw_id":
        return _twid(r)
    if kind == "sg_nric":
        return _nric(r)
    if kind == "pan":
        return _rs(r, _UP, 3) + "P" + _rs(r, _UP, 1) + _rs(r, _DG, 4) + _rs(r, _UP, 1)
    raise KeyError(kind)


# ---- financial -----------------------------------------------------------------------
def _card(r, prefix, length):
    body = prefix + _rs(r, _DG, length - len(prefix) - 1)
    return body + _luhn_digit(body)


def _group(n, sizes, sep=" "):
    out, i = [], 0
    for s in sizes:
        out.append(n[i:i + s])
        i += s
    if i < len(n):
        out.append(n[i:])
    return sep.join(out)


def _fmt_card(r, n):
    if len(n) == 15:
        return r.choice([_group(n, [4, 6, 5]), n, _group(n, [4, 6, 5], "-")])
    if len(n) == 19:
        return r.choice([n, _group(n, [4, 4, 4, 4, 3]), _group(n, [6, 13])])
    return r.choice([_group(n, [4, 4, 4, 4]), n, _group(n, [4, 4, 4, 4], "-"), _group(n, [4, 4, 4, 4], "  ")])


_IBAN_FMT = {
    "GB": lambda r: r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ", "SRLG", "CITI"]) + _rs(r, _DG, 14),
    "DE": lambda r: _rs(r, _DG, 18),
    "FR": lambda r: _rs(r, _DG, 23),
    "NL": lambda r: r.choice(["ABNA", "INGB", "RABO", "TRIO", "KNAB"]) + _rs(r, _DG, 10),
    "ES": lambda r: _rs(r, _DG, 20),
    "IE": lambda r: r.choice(["AIBK", "BOFI", "IPBS"]) + _rs(r, _DG, 14),
    "IT": lambda r: r.choice(_UP) + _rs(r, _DG, 10) + _rs(r, _UP + _DG, 12),
    "BE": lambda r: _rs(r, _DG, 12),
    "LT": lambda r: _rs(r, _DG, 16),
}


def _iban(r, cc=None):
    cc = cc or r.choice(["GB", "GB", "DE", "FR", "NL", "ES", "IE", "IT", "BE", "LT"])
    bban = _IBAN_FMT[cc](r)
    num = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
    chk = 98 - int(num) % 97
    iban = f"{cc}{chk:02d}{bban}"
    return iban if r.random() < 0.45 else " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def gen_financial(r, fk, lang, kind):
    if kind is None:
        kind = r.choice({"en": ["visa", "mc", "amex", "iban", "iban", "uk_acct", "us_acct", "visa", "disc"],
                         "zh": ["cn_card", "cn_card", "cn_card", "up16", "visa", "mc", "iban"],
                         "mixed": ["cn_card", "visa", "mc", "iban", "uk_acct", "cn_card", "amex"]}[lang])
    if kind == "visa":
        return _fmt_card(r, _card(r, "4", 16))
    if kind == "mc":
        return _fmt_card(r, _card(r, r.choice(["51", "52", "53", "54", "55", "2221", "2720", "2300"]), 16))
    if kind == "amex":
        return _fmt_card(r, _card(r, r.choice(["34", "37"]), 15))
    if kind == "disc":
        return _fmt_card(r, _card(r, "6011", 16))
    if kind == "up16":
        return _fmt_card(r, _card(r, r.choice(["6222", "6217", "6228", "6212", "6259"]), 16))
    if kind == "cn_card":
        return _fmt_card(r, _card(r, r.choice(["621700", "622202", "622848", "621483", "622588", "623058", "621661", "622700"]), 19))
    if kind == "cn_card_plain":
        return _card(r, r.choice(["621700", "622202", "622848", "621483", "622588"]), 19)
    if kind == "iban":
        return _iban(r)
    if kind == "iban_split":
        v = _iban(r)
        v = v if " " in v else " ".join(v[i:i + 4] for i in range(0, len(v), 4))
        spaces = [i for i, ch in enumerate(v) if ch == " "]
        k = spaces[len(spaces) // 2 + r.choice([0, 1]) if len(spaces) > 2 else len(spaces) // 2]
        return v[:k] + "\n" + v[k + 1:]
    if kind == "iban_gb":
        return _iban(r, "GB")
    if kind == "uk_acct":
        return _rs(r, "123456789", 1) + _rs(r, _DG, 7)
    if kind == "us_acct":
        return _rs(r, "123456789", 1) + _rs(r, _DG, r.randint(8, 11))
    if kind == "card":
        return gen_financial(r, fk, lang, r.choice(["visa", "mc", "amex", "disc"]))
    raise KeyError(kind)


# ---- person name ---------------------------------------------------------------------
_EN_TITLES = ["Mr", "Mrs", "Ms", "Mr.", "Ms.", "Dr", "Mrs.", "Miss"]
_ZH_TITLES = ["先生", "女士", "老师", "师傅", "总", "姐", "哥", "经理", "阿姨", "小姐"]


def gen_person_name(r, fk, lang, kind):
    if kind is None:
        kind = r.choice({"en": ["full", "full", "first", "title", "init", "full"],
                         "zh": ["zh", "zh", "zh", "zh_title", "zh_nick", "zh"],
                         "mixed": ["zh", "py", "enzh", "full", "zh_title", "first", "zh"]}[lang])
    if kind == "full":
        return f"{_en_first(r, fk)} {_en_last(r, fk)}"
    if kind == "first":
        return _en_first(r, fk)
    if kind == "last":
        return _en_last(r, fk)
    if kind == "title":
        return f"{r.choice(_EN_TITLES)} {_en_last(r, fk)}"
    if kind == "init":
        return r.choice([f"{_en_first(r, fk)[0]}. {_en_last(r, fk)}", f"{_en_first(r, fk)} {_en_last(r, fk)[0]}."])
    if kind == "lower":
        return _en_first(r, fk).lower()
    if kind == "upper":
        return f"{_en_last(r, fk).upper()}, {_en_first(r, fk)}"
    if kind == "zh":
        return fk.cn.name()
    if kind == "zh_title":
        return fk.cn.last_name() + r.choice(_ZH_TITLES)
    if kind == "zh_nick":
        return r.choice(["小", "老", "阿"]) + fk.cn.last_name()
    if kind == "py":
        n = fk.cn.romanized_name()
        if r.random() < 0.4:
            g, f_ = n.split(" ", 1)
            n = f"{f_} {g}"
        return n if r.random() < 0.85 else n.upper()
    if kind == "enzh":
        return f"{_en_first(r, fk)} {fk.cn.romanized_name().split(' ', 1)[1]}"
    raise KeyError(kind)


# ---- username ------------------------------------------------------------------------
_ZH_NICK_A = ["快乐", "小熊", "深夜", "路过的", "爱吃", "佛系", "不吃香菜的", "努力", "橘子", "西瓜", "草莓", "懒懒的"]
_ZH_NICK_B = ["小猪", "饼干", "店主", "骑手", "鱼", "奶茶", "喵", "阿宅", "小王子", "兔兔", "土豆", "搬砖人"]


def gen_username(r, fk, lang, kind):
    if kind is None:
        kind = r.choice({"en": ["at", "handle", "handle", "login", "ebay", "discord", "gamer", "gh"],
                         "zh": ["wx", "wxid", "qq", "tb", "zhnick", "at", "dy"],
                         "mixed": ["at", "wx", "handle", "tb", "zhnick", "gh", "wxid"]}[lang])
    base = _en_user(r, fk) if r.random() < 0.6 else _py_user(r, fk)
    if kind in ("at", "handle"):
        h = r.choice([base, base.replace(".", "_"), base + str(r.randint(1, 999)),
                      base.split(".")[0] + r.choice(["_makes", ".studio", "_designs", "bakes", "_photo", ".co", "_draws", "_ride"]),
                      r.choice(["the", "hey", "its", "real"]) + base.replace(".", "")])
        return ("@" + h) if kind == "at" else h
    if kind == "login":
        return base.replace("_", ".")
    if kind == "cashtag":
        return "$" + base.replace(".", "").replace("_", "")
    if kind == "ebay":
        return base.replace(".", "_") + r.choice(["-uk", "_2011", "123", "*shop", ""]) if r.random() < 0.5 else base.replace(".", "") + str(r.randint(1, 9999))
    if kind == "discord":
        return r.choice([base.replace(".", "_"), base + "#" + f"{r.randint(1, 9999):04d}"])
    if kind == "gamer":
        return r.choice(["xX_", "", "Dark", "Lil", "The"]) + r.choice(EN_WORDS).capitalize() + r.choice(["Slayer", "Fox", "Rider", "_99", "Main", "Wolf", "King"]) + r.choice(["_Xx", "", str(r.randint(1, 99))])
    if kind == "gh":
        return base.replace(".", "-").replace("_", "-") + r.choice(["", "-dev", str(r.randint(1, 99))])
    if kind == "wxid":
        return "wxid_" + _rs(r, _LO + _DG, 14)
    if kind == "wx":
        return _py_user(r, fk).replace(".", "_") + r.choice(["", str(r.randint(1, 99)), str(r.randint(1980, 2005)), "_", "888"])
    if kind == "qq":
        return str(r.randint(10**7, 3 * 10**9))
    if kind == "tb":
        return r.choice([f"tb{r.randint(10**7, 10**10)}", f"tb_{_rs(r, _LO + _DG, 8)}", _py_user(r, fk) + str(r.randint(1, 9999))])
    if kind == "zhnick":
        return r.choice(_ZH_NICK_A) + r.choice(_ZH_NICK_B) + r.choice(["", str(r.randint(1, 999)), "_", "呀"])
    if kind == "dy":
        return r.choice([f"dy{_rs(r, _LO + _DG, 9)}", _py_user(r, fk).replace(".", "") + str(r.randint(1, 99))])
    raise KeyError(kind)


# ---- home paths ----------------------------------------------------------------------
_EN_DIRS = [["Documents", "Invoices", "2024"], ["Desktop", "tax stuff"], ["Dropbox", "Clients"],
            ["Documents", "Contracts", "NDA"], ["Downloads"], ["Documents", "Bookkeeping"],
            ["Pictures", "Product shots"], ["Projects", "shop-site"], ["Documents", "Payroll", "2025"],
            ["Google Drive", "Shared", "Rosters"], ["Desktop", "receipts"]]
_ZH_DIRS = [["Desktop", "报税"], ["Documents", "发票", "2024"], ["桌面", "账本"], ["Documents", "合同"],
            ["Downloads"], ["Desktop", "排班表"], ["Documents", "工资条"], ["Pictures", "商品图"]]
_FILES = ["INV-0042.pdf", "Q3-ledger.xlsx", "timesheet_wk32.csv", "NDA_signed.pdf", "roster.xlsx",
          "receipts.zip", "tax_2024.numbers", "mileage.csv", "quote_v3.docx", "payslip_Nov.pdf",
          "orders_export.csv", "contract-final-FINAL.pdf", "expenses.ods", "1099-NEC.pdf"]
_ZFILES = ["2024年账本.xlsx", "发票汇总.xlsx", "11月排班表.xlsx", "合同扫描件.pdf", "工资表.xls",
           "接单记录.csv", "个体户记账.xlsx", "进货单.docx", "报价单v2.pdf", "出车记录.xlsx"]


def _path_user(r, fk, zh=False):
    if zh and r.random() < 0.35:
        return fk.cn.name()
    if zh or r.random() < 0.3:
        return _py_user(r, fk)
    f, l = _en_first(r, fk), _en_last(r, fk)
    return r.choice([f.lower(), f"{f[0]}{l}".lower(), f"{f}.{l}".lower(), f, f"{f}{l}", f"{f.lower()}_{l.lower()}"])


def gen_home_path(r, fk, lang, kind):
    zh = lang != "en"
    if kind is None:
        kind = r.choice(["mac", "win", "linux", "win", "mac", "wsl", "win_json"] + (["win_cn", "mac_cn"] if zh else []))
    u = _path_user(r, fk, zh=zh or kind in ("win_cn", "mac_cn"))
    if kind == "win_cn":
        u = fk.cn.name() if r.random() < 0.6 else u
    dirs = r.choice(_ZH_DIRS if (zh and r.random() < 0.6) else _EN_DIRS)
    f = r.choice(_ZFILES if zh and r.random() < 0.6 else _FILES) if r.random() < 0.8 else ""
    parts = [*dirs] + ([f] if f else [])
    if kind in ("mac", "mac_cn"):
        return "/Users/" + u + "/" + "/".join(parts)
    if kind == "linux":
        return "/home/" + u.replace(" ", "") + "/" + "/".join(parts)
    if kind in ("win", "win_cn"):
        return "C:\\Users\\" + u + "\\" + "\\".join(parts)
    if kind == "win_json":
        return "C:\\\\Users\\\\" + u + "\\\\" + "\\\\".join(parts)
    if kind == "wsl":
        return "/mnt/c/Users/" + u + "/" + "/".join(parts)
    if kind == "file":
        return "file:///Users/" + u + "/" + "/".join(p.replace(" ", "%20") for p in parts)
    if kind == "onedrive":
        return "C:\\Users\\" + u + "\\OneDrive\\" + "\\".join(parts)
    if kind == "icloud":
        return "/Users/" + u + "/Library/Mobile Documents/com~apple~CloudDocs/" + "/".join(parts)
    if kind == "dir":
        return r.choice(["/Users/", "/home/"]) + u + "/" + "/".join(dirs)
    if kind == "script":
        proj = r.choice(["shop-site", "invoice-tool", "bookkeeping", "scripts", "roster-bot"])
        f = r.choice(["make_invoice.py", "export_orders.py", "payroll.py", "sync_etsy.py", "main.py", "reconcile.py"])
        base = r.choice(["/home/", "/Users/"])
        return base + u.replace(" ", "") + "/" + r.choice(["Projects/", "code/", "", "dev/"]) + proj + "/" + f
    if kind == "wsldir":
        return "/mnt/c/Users/" + u + "/" + "/".join(dirs)
    if kind == "windir":
        return "C:\\Users\\" + u + "\\" + "\\".join(dirs)
    raise KeyError(kind)


# ---- schedule ------------------------------------------------------------------------
_ZH_NUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


def gen_schedule(r, fk, lang, kind):
    if kind is None:
        kind = {"en": r.choice(["am", "pm", "am", "range"]), "zh": r.choice(["zam_full", "zpm_full", "zam_full", "zrange"]),
                "mixed": r.choice(["am", "pm", "zam_full", "zpm_full", "zam", "zpm"])}[lang]
    if kind == "am":
        h, m = r.randint(5, 9), r.choice([0, 10, 15, 20, 30, 40, 45, 50])
        return r.choice([f"{h}:{m:02d}", f"{h}:{m:02d}am", f"{h}:{m:02d} a.m.", f"{h}.{m:02d}am", f"0{h}:{m:02d}",
                         f"{h}am" if m == 0 else f"{h}:{m:02d} AM", f"half {['five', 'six', 'seven', 'eight', 'nine'][h - 5]}" if m == 30 else f"{h}:{m:02d}am"])
    if kind == "pm":
        h, m = r.randint(5, 11), r.choice([0, 15, 30, 45, 0])
        return r.choice([f"{h}:{m:02d}pm", f"{h + 12}:{m:02d}", f"{h}pm" if m == 0 else f"{h}.{m:02d}pm", f"{h}:{m:02d} p.m.", f"{h}:{m:02d} PM"])
    if kind == "day":
        h, m = r.randint(10, 16), r.choice([0, 15, 30])
        return r.choice([f"{h}:{m:02d}", f"{(h - 1) % 12 + 1}:{m:02d}{'am' if h < 12 else 'pm'}", f"{(h - 1) % 12 + 1}{'am' if h < 12 else 'pm'}" if m == 0 else f"{h}:{m:02d}"])
    if kind == "range":
        h = r.randint(5, 18)
        return r.choice([f"{h}:00-{h + 3}:00", f"{h}:30–{h + 2}:30", f"{(h - 1) % 12 + 1}-{(h + 3 - 1) % 12 + 1}{'pm' if h + 3 >= 12 else 'am'}",
                         f"{h:02d}:00 to {h + 4:02d}:00"])
    if kind in ("zam", "zam_full"):
        h, m = r.randint(5, 9), r.choice([0, 0, 30, 15, 40, 20, 50])
        core = r.choice([f"{h}点" if m == 0 else f"{h}点{'半' if m == 30 else str(m)}", f"{h}:{m:02d}",
                         f"{_ZH_NUM[h]}点" + ("" if m == 0 else "半" if m == 30 else "一刻" if m == 15 else f"{_ZH_NUM[m // 10]}十{_ZH_NUM[m % 10] if m % 10 else ''}")])
        return (r.choice(["早上", "每天早上", "早晨", "清早", "上午"]) + core) if kind == "zam_full" else core
    if kind in ("zpm", "zpm_full", "zlate", "zlate_full"):
        h = r.randint(6, 11) if kind.startswith("zpm") else r.randint(10, 12)
        m = r.choice([0, 0, 30, 15, 45])
        core = r.choice([f"{h}点" if m == 0 else f"{h}点{'半' if m == 30 else str(m)}", f"{(h + 12) % 24}:{m:02d}",
                         f"{_ZH_NUM[h]}点" + ("" if m == 0 else "半" if m == 30 else "一刻" if m == 15 else "三刻")])
        pre = ["晚上", "每晚"] + (["傍晚"] if h <= 7 else []) + (["夜里"] if h >= 10 else []) + (["半夜"] if h == 12 else [])
        return (r.choice(pre) + core) if kind.endswith("_full") else core
    if kind == "late":
        h, m = r.choice([9, 10, 10, 11, 11, 12]), r.choice([0, 15, 30, 45])
        return r.choice([f"{h}:{m:02d}pm" if h < 12 else f"12:{m:02d}am", f"{(h + 12) % 24:02d}:{m:02d}",
                         f"{h}pm" if h < 12 else "midnight", f"{h}.{m:02d}"])
    if kind == "school":
        h, m = r.choice([(7, 30), (7, 45), (8, 0), (8, 10), (8, 15), (8, 20), (8, 30), (7, 50)])
        return r.choice([f"{h}:{m:02d}", f"{h}:{m:02d}am", f"{h}.{m:02d}", f"{h}am" if m == 0 else f"{h}:{m:02d} a.m.",
                         "quarter past eight" if (h, m) == (8, 15) else f"{h}:{m:02d}"])
    if kind == "pickup":
        h, m = r.choice([(14, 45), (15, 0), (15, 15), (15, 20), (15, 30), (11, 30), (12, 0)])
        return r.choice([f"{(h - 1) % 12 + 1}:{m:02d}", f"{(h - 1) % 12 + 1}:{m:02d}{'pm' if h >= 12 else 'am'}", f"{h}:{m:02d}"])
    if kind == "zday":
        h, m = r.randint(1, 5), r.choice([0, 30])
        core = f"{h}点" + ("半" if m else "")
        pre = ["下午", "下午"] + (["中午"] if h == 1 else [])
        return r.choice(pre) + core if r.random() < 0.7 else f"{h + 12}:{m:02d}"
    if kind == "aft":
        h, m = r.randint(1, 4), r.choice([0, 15, 30])
        return r.choice([f"{h}:{m:02d}", f"{h}:{m:02d}pm", f"{h}pm" if m == 0 else f"{h}.{m:02d}pm", f"{h + 12}:{m:02d}"])
    if kind == "zrange":
        h = r.randint(6, 19)
        return r.choice([f"{h}:00-{h + 3}:00", f"{h}点到{h + 2}点", f"{h}:30~{h + 4}:30", f"{h}点-{h + 3}点半"])
    raise KeyError(kind)


# ---- geo -----------------------------------------------------------------------------
_GEO_C = {"Austin": (30.2672, -97.7431), "Denver": (39.7392, -104.9903), "Chicago": (41.8781, -87.6298),
          "Seattle": (47.6062, -122.3321), "Boston": (42.3601, -71.0589), "Manchester": (53.4808, -2.2426),
          "Leeds": (53.8008, -1.5491), "Bristol": (51.4545, -2.5879), "Glasgow": (55.8642, -4.2518),
          "London": (51.5072, -0.1276), "Portland": (45.5152, -122.6784), "Atlanta": (33.749, -84.388)}
_ZGEO_C = {"北京": (39.9042, 116.4074), "上海": (31.2304, 121.4737), "广州": (23.1291, 113.2644),
           "深圳": (22.5431, 114.0579), "杭州": (30.2741, 120.1551), "成都": (30.5728, 104.0668),
           "武汉": (30.5928, 114.3055), "南京": (32.0603, 118.7969), "西安": (34.3416, 108.9398),
           "重庆": (29.563, 106.5516)}
_BUILDINGS = ["Riverside Court", "Kingsway House", "Lakeview Apartments", "Albion Works", "The Mill Building",
              "Harbour View", "Cedar Heights", "Parkside Lofts", "Granary Wharf", "Clock Tower Mews", "Union Lofts"]


def _coord(r, zh=False):
    lat, lon = r.choice(list((_ZGEO_C if zh else _GEO_C).values()))
    lat += r.uniform(-0.09, 0.09)
    lon += r.uniform(-0.09, 0.09)
    dp = r.choice([4, 5, 6])
    return lat, lon, dp


def gen_geo(r, fk, lang, kind):
    if kind is None:
        kind = r.choice({"en": ["coord", "zip", "ukpc", "hood", "building", "coord", "ukpc", "zip4"],
                         "zh": ["zcoord", "cnpc", "zhood", "zxq", "zcoord", "zxq"],
                         "mixed": ["zcoord", "coord", "zxq", "zhood", "ukpc", "cnpc", "zip"]}[lang])
    if kind in ("coord", "zcoord"):
        lat, lon, dp = _coord(r, kind == "zcoord")
        return r.choice([f"{lat:.{dp}f}, {lon:.{dp}f}", f"{lat:.{dp}f},{lon:.{dp}f}", f"{lat:.{dp}f} {lon:.{dp}f}"])
    if kind == "zcoord_amap":
        lat, lon, dp = _coord(r, True)
        return f"{lon:.{dp}f},{lat:.{dp}f}"
    if kind == "latlon_json":
        lat, lon, dp = _coord(r, lang != "en")
        return f'"lat": {lat:.{dp}f}, "lng": {lon:.{dp}f}'
    if kind == "dms":
        lat, lon, _ = _coord(r, lang != "en")

        def dms(x, pos, neg):
            h = pos if x >= 0 else neg
            x = abs(x)
            d = int(x)
            m = int((x - d) * 60)
            s = (x - d - m / 60) * 3600
            return f"{d}°{m:02d}'{s:04.1f}\"{h}"

        return f"{dms(lat, 'N', 'S')} {dms(lon, 'E', 'W')}"
    if kind == "zip":
        return US_ZIP3[r.choice(US_CITIES)[0]] + f"{r.randint(1, 99):02d}"
    if kind == "zip4":
        return US_ZIP3[r.choice(US_CITIES)[0]] + f"{r.randint(1, 99):02d}-{r.randint(1, 9999):04d}"
    if kind == "ukpc":
        return _uk_pc(r)
    if kind == "cnpc":
        return r.choice(CN_CITIES)[3] + f"{r.randint(0, 99):02d}" + r.choice(["0", "1", "2", "3"])
    if kind == "hood":
        c = r.choice(list(EN_HOODS))
        return r.choice(EN_HOODS[c])
    if kind == "hood_street":
        c = r.choice(list(EN_HOODS))
        return f"{r.choice(EN_HOODS[c])}, {r.choice(['just off', 'near the top of', 'at the end of', 'on the corner of'])} {r.choice(STREET_WORDS)} {r.choice(['Road', 'Street', 'Ave', 'Lane'])}"
    if kind == "building":
        return r.choice([f"{r.choice(_BUILDINGS)}, Block {r.choice('ABCDE')}", f"{r.choice(_BUILDINGS)}",
                         f"Tower {r.randint(1, 4)}, {r.choice(_BUILDINGS)}", f"{r.choice(_BUILDINGS)}, {r.randint(2, 14)}th floor"])
    if kind == "corner":
        return f"the corner of {r.choice(STREET_WORDS)} {r.choice(['St', 'Ave', 'Road'])} and {r.choice(['5th', '2nd', 'Main', 'Lake', r.choice(STREET_WORDS)])}"
    if kind == "zhood":
        c = r.choice(list(CN_HOODS))
        return r.choice(CN_HOODS[c])
    if kind == "zxq":
        return r.choice([r.choice(CN_XIAOQU), f"{r.choice(CN_XIAOQU)}{r.randint(1, 30)}号楼", f"{r.choice(CN_XIAOQU)}{r.choice(['东门', '北门', '南门', '西门'])}",
                         f"{r.choice(CN_XIAOQU)}{r.randint(1, 12)}期"])
    if kind == "zlandmark":
        c = r.choice(list(CN_HOODS))
        return r.choice([f"{r.choice(CN_HOODS[c])}地铁站{r.choice('ABCD')}口", f"{r.choice(CN_ROADS)}和{r.choice(CN_ROADS)}交叉口",
                         f"{r.choice(CN_HOODS[c])}{r.choice(['菜市场', '人民医院', '小学', '万达广场'])}后面"])
    if kind == "plus":
        al = "23456789CFGHJMPQRVWX"
        return _rs(r, al, 4) + "+" + _rs(r, al, r.choice([2, 3]))
    raise KeyError(kind)


GENS = {
    "secret": gen_secret, "password": gen_password, "email": gen_email, "phone": gen_phone,
    "address": gen_address, "government_id": gen_government_id, "financial": gen_financial,
    "person_name": gen_person_name, "username": gen_username, "home_path": gen_home_path,
    "schedule": gen_schedule, "geo": gen_geo,
}


# --------------------------------------------------------------------------------------
# templates: {V} / {V_kind} is the planted value; other {fields} are public fillers
# --------------------------------------------------------------------------------------
T = {}

T["secret", "en"] = [
    "Stripe dashboard > Developers > API keys\nlive secret: {V_stripe}\ndon't paste this in the {plat} chat again lol",
    "# .env for the shop site\nSTRIPE_SECRET_KEY={V_stripe}\nSHOP_CURRENCY=USD\nINVOICE_PREFIX=INV-",
    "Hey, for the invoice-reminder Zap I used this key: {V_openai} - can you rotate it after {date}? thx",
    '{{"integration": "shopify", "store": "{shopdomain}", "access_token": "{V_shopify}", "synced_at": "{isodt}"}}',
    "AWS creds for the invoices-archive bucket:\naws_access_key_id = {V_aws}\naws_secret_access_key = (in 1Password)\nregion = us-east-1",
    "[default]\naws_access_key_id = AKIA****************\naws_secret_access_key = {V_awssecret}\n# backup of receipts, ask before deleting",
    "Slack webhook for the #new-orders channel: https://hooks.slack.com/services/{V_slackhook}",
    "order bot token is {V_slack} (scopes chat:write only). pls don't share outside the team",
    "Bot that pings me every new {plat} order - token {V_telegram}\nchat id lives in config.yaml",
    "git remote set-url origin https://{V_ghp}@github.com/studio-ops/invoice-tool.git",
    "The client on Upwork wants repo access, I made a fine-grained PAT for the CI: {V_ghpat} (expires {date})",
    "Maps JS key for the delivery-zone page: {V_google}\nrestricted to *.{shopdomain}? not yet - TODO",
    "HF_TOKEN={V_hf} python transcribe_voice_notes.py --lang en",
    "SENDGRID_API_KEY='{V_sendgrid}'  # invoice reminder emails, 100/day free tier",
    "curl -s https://api.ledgerly.example/v1/invoices?status=overdue \\\n  -H 'Authorization: Bearer {V_jwt}'",
    "Here is the deploy key for the client's VPS, keep it safe and delete after:\n\n{V_pem}\n\nThanks!",
    "DATABASE_URL=postgres://shopadmin:{V_urlpw}@{host}:5432/orders",
    "Twilio (appointment SMS reminders)\nAccount SID: see console\nAuth token: {V_twilio}",
    "ANTHROPIC_API_KEY={V_anthropic}\nMODEL=claude-3-haiku  # drafts replies to {plat} messages",
    "mailgun creds for the quote form -> api key {V_mailgun}, domain mg.{shopdomain}",
    "service,key,used_for,last_rotated\nstripe,{V_stripe},checkout,{date}",
    "Subject: Re: API access for {proj}\n\n> Could you send the key so we can test the booking form?\n\nSure - {V}\nPlease don't forward it.\n\n--\nSent from my phone",
    "ok so the key for the payment thing is {V_stripe} remember to put it in the settings before friday",
    "SQUARE_ACCESS_TOKEN={V_square}\nSQUARE_LOCATION=main-till",
    "doctl auth init -t {V_do}   # droplet that hosts the booking site",
    "//registry.npmjs.org/:_authToken={V_npm}",
    "webhook signing secret for {tool} payouts: {V_whsec}",
    "- [ ] rotate Notion integration token `{V_notion}` (bookkeeping DB)\n- [x] export {month} invoices",
    "Airtable PAT for the timesheet base: {V_airtable}",
    "Braintree sandbox is done, prod token: {V_paypal}",
    "| service | token |\n|---|---|\n| GitLab CI | {V_glpat} |",
    "Discord bot for the commissions server - token: {V_discord}",
    "mapbox secret token (route planner): {V_mapbox}",
    "WEBHOOK_SECRET={V_generic}\nINVOICE_WEBHOOK_URL=https://hooks.{shopdomain}/paid",
]

T["secret", "zh"] = [
    "阿里云OSS备份发票用的 AccessKey Secret：{V_alisecret}\nAccessKey ID 在另一个文件里，别发群",
    "微信支付 APIv3 密钥：{V_wxkey}\n商户号：{mchid}\n证书下周过期记得续",
    "小程序 AppSecret：{V_hex32}，千万别发到群里",
    "腾讯云 SecretId：{V_txid}\nSecretKey 存在密码本里",
    "腾讯云短信（取件通知用）SecretKey={V_txsecret}",
    "店铺后台对接ERP的 API 密钥是 {V_hex40}，{zdate}前要换新的",
    '{{"平台": "淘宝开放平台", "app_key": "{nn}0{nn}", "app_secret": "{V_hex32}", "回调": "已配置"}}',
    "支付宝开放平台应用私钥（别外传）：\n{V_pem}",
    "钉钉机器人 webhook：https://oapi.dingtalk.com/robot/send?access_token={V_hex64}",
    "飞书机器人加签 secret：{V_b64}",
    "帮我把这个 key 配到记账机器人里：{V_openai}",
    "GitHub 的 token 过期了，新的是 {V_ghp}",
    "数据库连接：mysql://root:{V_urlpw}@{host}:3306/shop",
    "七牛云图床 SK：{V_hex40}",
    "那个接口的token是{V_any}你复制一下存到备忘录里",
    "Telegram 机器人 token：{V_telegram}，用来推送新订单",
    "请求头带上 Authorization: Bearer {V_jwt} 就能拉到订单列表",
    "有赞开放平台 client_secret={V_hex32}",
    "阿里云 AccessKey ID：{V_aliid}（只给了OSS读写权限）",
    "记账app导出配置：\n{{\"sync\": true, \"token\": \"{V_generic}\", \"账本\": \"{zitem}\"}}",
    "Stripe 的 live 密钥 {V_stripe} 我放在这里了，做完跨境收款就删",
    "企业微信应用 Secret：{V_alisecret}\n应用名：排班助手",
    "语音转文字：密钥是{V_hf}你填到设置里面那个令牌的位置就行",
    "【重要】亚马逊店铺的 AWS key：{V_aws}",
    "快递鸟API Key：{V_hex32}　用户ID在后台",
]

T["secret", "mixed"] = [
    "这个是 Stripe 的 live key：{V_stripe}，记得 rotate 一下",
    "帮我把 OpenAI 的 API key 配到 bookkeeping bot 里：{V_openai}",
    "GitHub token 换了 new one: {V_ghp}，old 的已经 revoke",
    ".env 文件:\nSHOPIFY_TOKEN={V_shopify}\n别 commit 上去！",
    "AWS access key {V_aws} 只给了 S3 read 权限，放心用",
    "Slack 的 bot token：{V_slack}，channel 是 #orders",
    "client 要 API 访问，我生成了一个 JWT：{V_jwt}，24h 过期",
    "webhook secret 是 {V_whsec}，填到 {tool} 后台",
    "DB 连接串 postgres://app:{V_urlpw}@{host}:5432/ledger 先别外传",
    "HF token {V_hf} 用来跑 voice note transcribe",
    "private key 在这里，deploy 完就删 pls:\n{V_pem}",
    "微信支付 APIv3 key: {V_wxkey}",
    "阿里云 OSS 的 AccessKey Secret = {V_alisecret}",
    "SendGrid key {V_sendgrid} 发 invoice reminder 用的",
    "Telegram bot token: {V_telegram}，新订单会 push 到我手机",
    "Google Maps API key：{V_google}，配送范围页面要用",
    "{{\"provider\": \"square\", \"token\": \"{V_square}\", \"备注\": \"门店POS\"}}",
    "npm token 是 {V_npm}，publish 记账小工具用的",
    "Anthropic key: {V_anthropic} 用来自动回复 {plat} 的 message",
    "token 我语音发你了 就是 {V_any} 你 copy 一下",
    "钉钉 robot 的 access_token={V_hex64}",
    "Airtable 的 PAT：{V_airtable}，timesheet base 用",
    "Notion integration secret → {V_notion}（记账 database）",
]

T["password", "en"] = [
    "Login for the {plat} seller account (shared w/ my VA): pw {V}",
    "wifi: {ssid} / password: {V_wifi}",
    "door code for the unit is {V_door} - leave parcels inside the porch pls",
    "Hi! The password is {V} - you should be able to see the {month} invoices now.",
    "system,login_url,password\n{tool},https://app.{shopdomain},{V}",
    '{{"service": "{tool}", "login": "bookkeeping", "pwd": "{V}"}}',
    "password for the bank app is {V} dont forget to change it after the audit",
    "PIN for the card reader: {V_pin4}",
    "storage unit #{nn} - padlock code {V_pin4}",
    "Temp password: {V}\nPlease change it on first login.",
    "smtp_host=smtp.gmail.com\nsmtp_user=orders\nsmtp_pass={V}",
    "Passphrase for the backup drive: {V_phrase}",
    "Can you log into Xero and pull the Q3 report? pass is {V} (capital first letter)",
    "- [ ] change shop wifi pw (currently `{V_wifi}`)\n- [ ] order more receipt rolls",
    "alarm code at the shop: {V_pin4}, you've got 30s to disarm",
    "payslip PDFs are locked, password {V}",
    "pw: {V}\n(same as the {tool} one, I know, I know)",
    "Opening notes: keys in the lockbox (code {V_door}), float is {gbp} in the safe",
    "the zip with the receipts has a password, it's {V}",
    "Shared login for the {co} portal -> user: ops / pass: {V}",
    "Re: access\n> what's the password for the stock spreadsheet?\n{V} - it's case sensitive",
    "Admin password reset to {V} by support on {date}",
    "voice memo: uh the wifi in the van is {V_wifi} all lowercase ok",
    "Safe combination: {V_pin6}",
    "mobile banking PIN {V_pin6} - changing it next week",
]

T["password", "zh"] = [
    "店铺后台登录密码：{V}",
    "WiFi：{ssid}\n密码：{V_wifi}",
    "门禁密码{V_door}，放门口就行，谢谢",
    "支付密码 {V_pin6} 别告诉别人",
    "工资条PDF打开密码是{V}",
    "记账软件账号就是我手机号，密码{V}",
    "网银登录密码：{V}，U盾在抽屉里",
    "淘宝子账号（客服用）密码 {V}",
    "仓库卷帘门密码锁：{V_pin4}",
    "那个美团商家后台的密码是{V}你先登上去看看有没有新订单",
    "平台,登录密码,备注\n抖音小店,{V},运营用",
    "临时密码：{V}，首次登录后请修改",
    "压缩包解压密码：{V}",
    "保险柜密码{V_pin6}，钥匙在老地方",
    "店里的wifi密码是{V_wifi}，客人问就告诉他们",
    "收银机开机密码 {V_pin4}",
    "快递柜管理员密码：{V}",
    "公司邮箱密码改成了 {V}",
    "银行卡取款密码{V_fwpin}",
    "闲鱼账号密码都是{V}，别改",
    "发票税控盘口令：{V_pin6}",
    "密码：{V}（区分大小写）",
    "共享表格编辑密码 {V}，月底锁表",
    "民宿大门密码锁{V_door}，入住前一天发给客人",
]

T["password", "mixed"] = [
    "shop 后台 password 是 {V}，登录完记得 logout",
    "wifi 名字 {ssid}，password：{V_wifi}",
    "门禁 code {V_door}，delivery 直接放门口",
    "Xero 的 login password 改成 {V}了",
    "pls 用这个 temp password：{V}，第一次登录要改",
    "bank app 的 PIN 是 {V_pin6}，别 share",
    "zip 文件的密码 is {V}",
    "{tool} 账号 ops，pw {V}",
    "payslip PDF 打开密码：{V}",
    "storage unit 的 padlock 密码是 {V_pin4}",
    "那个 Etsy 账号的 password 我发你：{V}",
    "passphrase for backup 硬盘：{V_phrase}",
    '{{"account": "shop-admin", "密码": "{V}"}}',
    "alarm code {V_pin4}，30秒内 disarm",
    "VA 说 login 不了，我 reset 了 password 为 {V}",
    "the password 是 {V} 注意大小写",
    "card reader 的 PIN：{V_pin4}",
    "密码 reset 了：{V} (case sensitive)",
    "safe combo {V_pin6} 放 float 的那个",
    "semi-urgent: 后台 pw = {V}",
]

T["email", "en"] = [
    "Bill to: {co}\nSend remittance advice to {V}\nTerms: Net 30",
    "Please pay via PayPal to {V} and put {inv} in the note.",
    "Reply-To: {V}\nSubject: Quote {inv} for {item}",
    "can you cc {V} on the signed NDA? thanks!",
    "shift,role,contact\n{wk} early,barista,{V}",
    '{{"contact": {{"email": "{V}", "preferred": "email"}}, "balance_due": "{usd}"}}',
    "On {date}, {V} wrote:\n> Invoice attached, let me know if anything looks off.",
    "New {plat} buyer asked to continue off-platform at {V} - not doing that, reporting it.",
    "Invoices go to {V} (not the info@ address anymore)",
    "Hi there, my new email is {V} - please update it for the {month} payroll. Cheers",
    "email is {V} send the contract there",
    "Timesheet for wk {nn} submitted by {V}",
    "Interac e-Transfer to {V}, security answer in a separate message",
    "Contractor details\n- Rate: {rate}\n- Email: {V}\n- Start: {date}",
    "From: {V}\nTo: accounts@{shopdomain}\nSubject: overdue {inv}",
    "mailto:{V}?subject=Invoice%20{nn}",
    "Venmo/Zelle: {V} (Zelle preferred for amounts over $500)",
    "emailing you at {V} - lmk if it doesn't arrive",
    "You can reach me at {V_obf} (spelled out because bots)",
    "ship notification sent to {V} for order {ord}",
    "Receipt for {item} emailed to {V} on {date}.",
    "Login email for the {tool} account: {V}",
    "new supplier contact\tcase price\tmin order\n{V}\t{gbp}\t{qty} cases",
]

T["email", "zh"] = [
    "发票开好后请发到我邮箱：{V}",
    "电子发票接收邮箱：{V}",
    "合同扫描件已发送至 {V}，请查收",
    "报价单我发你QQ邮箱了 {V}",
    "对账单请抄送 {V}",
    "工资条统一发到 {V}，有问题再联系",
    "我的邮箱是{V}，以后结算单发这个",
    "发票抬头：{zco}\n税号：见营业执照\n接收邮箱：{V}",
    "简历和作品集在附件里，回复请发 {V}",
    "{{\"联系人邮箱\": \"{V}\", \"结算周期\": \"月结\"}}",
    "闲鱼买家非要加邮箱 {V} 交易，感觉是骗子",
    "PayPal 收款账户：{V}",
    "邮箱{V}，注意是数字开头的",
    "报名表\n姓名：略\n邮箱：{V}\n擅长：{zitem}",
    "（语音）你把那个对账表发到我邮箱里{V}就行了",
    "供应商新的联系邮箱换成 {V} 了",
    "发件人：{V}\n主题：{zmonth}排班表\n附件：排班.xlsx",
    "邮箱：{V_obf}（防爬虫，自己改一下）",
    "退款凭证发 {V} 谢谢",
    "账号绑定的邮箱是 {V}，密码找回用",
]

T["email", "mixed"] = [
    "invoice 开好了发我 email：{V}",
    "pls cc {V}，她负责 payroll",
    "我的 PayPal 是 {V}，转账备注写 {inv}",
    "contract 已发到 {V}，check 一下",
    "buyer 想走 off-platform，给了个 email {V}，不靠谱",
    "报价 quote 我发你 Gmail 了：{V}",
    "新的 billing email: {V}，旧的别用了",
    "shift roster 发到 {V}，thanks",
    "{{\"email\": \"{V}\", \"备注\": \"月结 Net 30\"}}",
    "On {date}, {V} wrote:\n> 收到，下周一付款",
    "login email 是 {V}，密码另外发",
    "email 地址：{V_obf}（自己替换一下）",
    "发票抬头 {zco}，receipt 发 {V}",
    "Zelle 用这个 email：{V}",
    "timesheet 是 {V} 提交的，帮我 approve",
    "supplier 的 contact email 改成 {V}",
    "我换 email 了 new one is {V}",
    "email 发我就行 {V}",
]

T["phone", "en"] = [
    "Call me on {V} if the courier can't find the unit.",
    "Invoice {inv}\nQuestions? Text {V}",
    "cell: {V}",
    "shift,start,end,contact\n{wk},07:00,15:00,{V}",
    "Driver contact for the {item} delivery: {V}",
    "my new number is {V} - old one's dead",
    '{{"phone": "{V}", "sms_opt_in": true, "tier": "regular"}}',
    "if the gate's locked ring {V} and I'll come down",
    "Best,\n--\nFreelance photography · {city}\nM: {V}\nW: portfolio link in bio",
    "WhatsApp me at {V} for quotes, faster than email",
    "Please update payroll contact to {V}.",
    "> can you send your number for the delivery guy?\n{V}",
    "pickup from {co} - they'll ring {V} when it's ready",
    "emergency contact on the roster: {V}",
    "voice note: so yeah just ring me on {V_words} whenever the van is loaded",
    "Phone / text: {V}\nHours: replies within a day",
    "| contact | notes |\n|---|---|\n| {V} | after 5pm only |",
    "Tel {V} (mobile, not the shop line)",
    "Buyer sent their number for the collection: {V}",
    "call {V} to confirm the booking",
    "Notify by SMS: {V}",
    "office line {V_us_ext}, ask for accounts",
]

T["phone", "zh"] = [
    "到了打我电话 {V}",
    "联系电话：{V}",
    "骑手电话{V}，送到了会联系你",
    "客户手机号 {V}，备注：不要打，发短信",
    "收货人手机：{V}，{zdate}前送到",
    "我换号了，新号码{V}",
    "有问题随时联系 {V}（微信同号）",
    "订单备注：电话{V}，放门卫",
    "姓名：匿名买家\n电话：{V}\n配送方式：同城闪送",
    "排班表\n日期,班次,联系电话\n{zdate},早班,{V}",
    "{{\"手机号\": \"{V}\", \"会员等级\": \"普通\"}}",
    "司机电话 {V}，车到了楼下等",
    "麻烦帮我给{V}发个短信说货已经发了",
    "店里座机 {V_cn_land}，手机打不通就打这个",
    "（语音转文字）我的电话是{V}你到了打给我",
    "办公室电话：{V_cn_land} 转 {nn}",
    "收件人电话：{V_fw}",
    "退货请联系 {V}，工作日处理",
    "紧急联系人电话：{V}",
    "我的手机号是{V_zhwords}你记一下",
    "跑腿单：取件电话 {V}",
]

T["phone", "mixed"] = [
    "到了 call 我 {V}",
    "contact number：{V}，WeChat 同号",
    "delivery 小哥的电话 {V}",
    "pls text {V} when the van arrives, 谢谢",
    "新号码 new number: {V}",
    "client 的 phone 是 {V}，晚上别打",
    "shift 有变动 call {V}",
    '{{"phone": "{V}", "备注": "微信同号"}}',
    "Uber driver 说 pickup 打 {V}",
    "emergency contact 电话：{V}",
    "我的 mobile：{V}，email 也行",
    "联系 supplier {V} 确认 order {ord}",
    "store landline {V_cn_land}，有事打这个",
    "WhatsApp {V_intl} 那边的 buyer",
    "roster 更新了，联系电话 {V}",
    "Tel: {V}（工作日 only）",
    "买家 phone {V}，要求周末送",
]

T["address", "en"] = [
    "Ship to: {V_us_full}",
    "Deliver to {V_uk_full} - leave with neighbour if out",
    "Invoice {inv}\nBill to:\n{V_us_2line}\nDue: {date}",
    "pickup at {V} tomorrow, the blue door",
    "new business address for the tax return: {V}",
    "Please send the sample to my home: {V_uk_2line}",
    "order_id,ship_to,status\n{ord},\"{V_us_full}\",shipped",
    '{{"shipping_address": "{V_us_full}", "method": "USPS Ground"}}',
    "I moved! New address is {V} - please update the 1099",
    "Returns go to {V_uk_full}, not the shop.",
    "collection from {V} between 2 and 4 on {wk}",
    "route notes: stop 3 = {V}, ring twice",
    "Contractor address (for the W-9): {V_us_full}",
    "Registered address: {V_uk_full}\n(sole trader, works from home)",
    "Buyer's address: {V} - marked as residential",
    "voice note: the drop is at {V} round the back near the bins",
    "ATTN: accounts\n{V_uk_2line}",
    "New mailing address effective {date}: {V}",
    "> where should we send the cheque?\n{V_us_2line}",
    "- [ ] post the signed contract to {V}",
    "Uber pickup: {V}",
]

T["address", "zh"] = [
    "收货地址：{V_cn_full}",
    "寄到 {V}，放快递柜就行",
    "我搬家了，新地址{V}",
    "发票邮寄地址：{V_cn_full}",
    "地址：{V}\n收件人：本人\n备注：工作日送",
    "样品寄到我家 {V}",
    "订单号,收货地址,状态\n{zord},{V_cn_full},已发货",
    "{{\"收货地址\": \"{V_cn_full}\", \"配送\": \"顺丰\"}}",
    "个体户经营场所：{V}（住改商）",
    "退货地址：{V}",
    "（语音）你送到{V}那个门口就行我下来拿",
    "今天第三单送 {V}，要爬楼",
    "上门取件地址：{V}",
    "租房合同上的地址是{V}",
    "货拉拉下单：装货地 {V}",
    "收件地址　{V_cn_fw}",
    "营业执照注册地址：{V_cn_full}",
    "跑腿帮我取一下，地址{V}",
    "司机到 {V} 接我",
    "合同乙方住址：{V_cn_full}",
]

T["address", "mixed"] = [
    "ship to 这个地址：{V_cn_full}",
    "我搬家了 new address：{V}",
    "pickup 地址 {V}，到了 call 我",
    "sample 寄到 {V_uk_full} 吧，谢谢",
    "buyer 的 address：{V_us_full}",
    "{{\"address\": \"{V_cn_full}\", \"note\": \"放门卫\"}}",
    "Invoice 的 billing address 写 {V}",
    "drop-off 在 {V}，后门",
    "return 寄回 {V_cn_full}",
    "client 要求 deliver 到 {V_us_full}",
    "registered address 改成 {V} 了",
    "route 第二站：{V}",
    "Uber 叫到 {V}",
    "合同上写 home address：{V_uk_full}",
    "ship_to,status\n\"{V_cn_full}\",已发货",
    "（voice）你就送到{V}我在楼下",
]

T["government_id", "en"] = [
    "W-9 details\nName: on file\nSSN: {V_ssn}",
    "For the 1099 I'll need your SSN - got it: {V_ssn}, thanks",
    "National Insurance number: {V_ni}",
    "payroll new starter form - NI no. {V_ni}, tax code 1257L",
    "UTR {V_utr} (self assessment, sole trader)",
    "ITIN: {V_itin}",
    "passport no {V_us_pass} exp {date}",
    "Right to work check done - passport {V_uk_pass}",
    "DL# {V_us_dl} for the van hire",
    "Driving licence no. {V_uk_dl} (for the insurance quote)",
    "SIN {V_sin} - for the T4A slip",
    "contractor,tax_id,type\nsole-prop,{V_ssn},SSN",
    '{{"tax_id_type": "ssn", "tax_id": "{V_ssn}", "form": "W-9"}}',
    "my social is {V_ssn_sp} pls don't email it around",
    "Re: onboarding\n> can you confirm your NI number?\n{V_ni}",
    "Uber asked for my license again, number is {V_us_dl}",
    "HMRC letter ref = {V_utr} (that's the UTR)",
    "passport #{V_us_pass}",
    "SSN ending - no wait, full one: {V_ssn}",
    "NINO {V_ni} | hours {hrs} | rate {rate}",
]

T["government_id", "zh"] = [
    "身份证号：{V_cn_id}",
    "开票需要身份证号码 {V_cn_id}",
    "劳务合同\n乙方身份证号：{V_cn_id}\n结算方式：按月",
    "骑手实名认证 身份证{V_cn_id}",
    "护照号 {V_cn_pass}，签证用",
    "港澳通行证号码：{V_hkmo}",
    "香港身份证 {V_hk_id}",
    "台胞证/身份证号 {V_tw_id}",
    "代缴个税需要：身份证 {V_cn_id}",
    "{{\"证件类型\": \"身份证\", \"证件号\": \"{V_cn_id}\"}}",
    "排班表补充：身份证号,{V_cn_id}",
    "驾驶证号就是身份证号：{V_cn_id}",
    "（语音）我的身份证是{V_cn_id}你帮我填一下",
    "租房合同 身份证号码　{V_cn_id_fw}",
    "个体户营业执照办理 经营者身份证号{V_cn_id}",
    "护照：{V_cn_pass}（有效期到2031年）",
    "收款人身份证后面要全号：{V_cn_id}",
    "网约车资格证申请 身份证号 {V_cn_id}",
]

T["government_id", "mixed"] = [
    "身份证 ID number：{V_cn_id}",
    "W-9 上的 SSN 是 {V_ssn}",
    "NI number {V_ni}，payroll 要用",
    "passport 号码 {V_cn_pass}",
    "HKID {V_hk_id}，contract 要填",
    "contractor 的身份证号 {V_cn_id}，invoice 需要",
    "Singapore NRIC: {V_sg_nric}，client onboarding 用",
    "{{\"id_type\": \"身份证\", \"id_no\": \"{V_cn_id}\"}}",
    "US passport {V_us_pass}，visa 材料",
    "个税 app 要 ID：{V_cn_id}",
    "driver license 号 {V_us_dl}",
    "ID：{V_cn_id}，实名认证 done",
    "SSN 发你了：{V_ssn}，别 forward",
    "UTR {V_utr}，self assessment 用",
    "港澳通行证 {V_hkmo}，出差 Hong Kong",
    "台湾身份证 {V_tw_id} for the contract",
]

T["financial", "en"] = [
    "Bank details for payment:\nAccount name: as on invoice\nSort code: {sortcode}\nAccount no: {V_uk_acct}",
    "IBAN: {V_iban}\nBIC: see letterhead\nRef: {inv}",
    "Routing: {routing} / Acct: {V_us_acct}",
    "card on file for the subscription: {V_card} exp 0{n}/2{n2}",
    "Please charge {V_visa} for the deposit ({amt})",
    "Remit to: {bank}\nIBAN {V_iban_gb}",
    "payee,bank,account\nfreelancer,{bank},{V_us_acct}",
    '{{"payout_method": "bank", "iban": "{V_iban}", "currency": "EUR"}}',
    "Amex {V_amex} - use for the trade show booking",
    "changed my bank, new acct number is {V_uk_acct} (sort code same)",
    "voice note: the card is {V_visa} expiry next march",
    "Wire instructions\nBeneficiary bank: {bank}\nAccount number: {V_us_acct}\nPurpose: invoice {inv}",
    "> which card did you pay the supplier with?\n{V_mc}",
    "Direct deposit - account {V_us_acct} (checking)",
    "| method | details |\n|---|---|\n| IBAN | {V_iban} |",
    "Refund went back to card {V_card}",
    "Payment for {item}: transfer {amt} to IBAN {V_iban}",
    "Discover {V_disc}, billing zip on file",
    "BACS to acct {V_uk_acct}, ref {inv}",
    "please update my payroll bank account to {V_us_acct}",
    "Business card {V_mc} (use for ads spend only)",
]

T["financial", "zh"] = [
    "收款账户\n开户行：{zbank}{zcity}分行\n账号：{V_cn_card}",
    "转账到这个卡号：{V_cn_card}，备注{zinv}",
    "工资卡号 {V_cn_card}",
    "银行卡：{V_cn_card}（{zbank}）",
    "对公不方便的话转我个人卡 {V_cn_card_plain}",
    "供应商收款信息：{zbank} {V_cn_card}",
    "{{\"收款卡号\": \"{V_cn_card}\", \"开户行\": \"{zbank}\"}}",
    "员工,开户行,卡号\n骑手A,{zbank},{V_cn_card}",
    "（语音）卡号是{V_cn_card_plain}你转过来就行",
    "退款原路返回到尾号那张卡，完整卡号 {V_cn_card}",
    "信用卡 {V_up16}，下月账单日还",
    "境外客户付款 IBAN：{V_iban}",
    "押金请转 {V_cn_card}，{zdate}前",
    "结算账户变更：新卡号 {V_cn_card}",
    "银联卡{V_up16}绑定在收款码上",
    "visa卡 {V_visa}，订展位用",
    "收款人账号：{V_cn_card}\n金额：{rmb}\n用途：{zitem}",
    "账号 {V_cn_card_plain} 户名见营业执照",
]

T["financial", "mixed"] = [
    "bank transfer 到这个卡号 {V_cn_card}，{zbank}",
    "IBAN 是 {V_iban}，转 EUR",
    "card number {V_card}，deposit 从这张扣",
    "payroll 的 account number 改成 {V_uk_acct}",
    "收款 account：{V_cn_card}，备注 invoice {inv}",
    "{{\"account\": \"{V_cn_card}\", \"bank\": \"{zbank}\"}}",
    "Visa {V_visa} 付 supplier 的 order",
    "wire 到 acct {V_us_acct}，routing 另发",
    "refund 退回 card {V_mc} 了",
    "我的 UnionPay 卡 {V_up16}",
    "payout method 收款：IBAN {V_iban_gb}",
    "工资 direct deposit 到 {V_us_acct}",
    "卡号 card no. {V_cn_card_plain}",
    "Amex {V_amex} 订 trade show",
    "client 付款到 {V_cn_card}，转完 screenshot 给我",
    "新的 bank account：{V_uk_acct} (sort code 不变)",
]

T["person_name", "en"] = [
    "Spoke to {V} about the overdue invoice, they say payment goes out {wk}.",
    "Bill to: {V}\n{item} - {amt}",
    "Thanks,\n{V}\nFreelance illustrator",
    "shift swap: {V} covers {wk} late, approved",
    "Dear {V_title},\nPlease find attached quote {inv}.",
    "name,hours,rate\n{V},{hrs},{rate}",
    '{{"client_name": "{V}", "invoice": "{inv}", "status": "paid"}}',
    "ask {V_first} if the van is free on {wk}",
    "{V_full} left a 5-star review on {plat} - screenshot for the site?",
    "NDA between {co} and {V_full} (the Contractor)",
    "tell {V_lower} the cake order is ready",
    "Payee: {V_full} | Amount: {amt} | Ref {inv}",
    "Meeting notes - {proj}\nAttendees: me, {V}\n- agreed new rate {rate}",
    "> Who signed for the parcel?\n{V} at reception",
    "{V_upper} - timesheet wk {nn} missing",
    "voice note: remind me to pay {V_full} for the {item} thing",
    "Buyer {V_full} wants a refund on order {ord}",
    "{V_init} signed the contract on {date}",
    "Cheque payable to {V_full}",
    "new hire starting {date}: {V_full}, part-time, weekends",
    "Re: {proj}\n\nHi {V_first},\n\nThe files are in the shared folder. Invoice to follow.",
    "- [ ] chase {V} re deposit\n- [ ] order stock",
]

T["person_name", "zh"] = [
    "跟{V}对了一下账，下周{zwk}付款",
    "收款人：{V}\n金额：{rmb}",
    "排班：{zwk}早班 {V}",
    "{V_zh_title}说发票抬头要改成{zco}",
    "员工,工时,时薪\n{V_zh},{hrs},25元",
    "{{\"客户姓名\": \"{V_zh}\", \"订单\": \"{zord}\"}}",
    "今天{V_zh_nick}请假，帮他顶一下晚班",
    "合同甲方：{zco}\n乙方：{V_zh}",
    "{V_zh_title}订了二十份便当，明天中午送",
    "（语音）记一下{V_zh}的工资还没发",
    "转账给{V_zh} {rmb}，{zitem}的钱",
    "买家{V_zh}要求退款，订单号{zord}",
    "签收人：{V_zh}",
    "新来的骑手叫{V_zh}，明天开始跑",
    "{V_zh}：好的，明天把样品寄过去",
    "代账会计{V_zh_title}说这个月要补报",
    "经办人：{V_zh}　日期：{zdate}",
    "@{V_zh} 今天的营业额报一下",
    "房东{V_zh_title}说下个月涨租",
    "找{V_zh}拿一下仓库钥匙",
]

T["person_name", "mixed"] = [
    "跟 {V_py} 确认一下 invoice",
    "{V_zh} said OK，下周 start",
    "client 是 {V_enzh}，人很 nice",
    "shift swap：{V_zh} cover 周六 late shift",
    "pls remind {V_first} 交 timesheet",
    "收款人 payee：{V_full}",
    "{V_zh_title} 要 quote，budget 五千",
    "NDA 签了吗？{V_py} 那边还没回",
    "buyer {V_full} 要 refund",
    "新 hire {V_zh}，周末 part-time",
    "{{\"name\": \"{V_zh}\", \"role\": \"rider\", \"备注\": \"周末班\"}}",
    "Hi {V_enzh}，invoice 已发，请查收",
    "meeting with {V_py} at their office，聊 {proj}",
    "{V_zh} 的 hours 这周是 {hrs}",
    "今天 {V_first} 请假，我来 cover",
    "review 是 {V_full} 留的，五星",
]

T["username", "en"] = [
    "commission from {V_at} on IG - 2 pet portraits, {usd} total",
    "{plat} buyer: {V_ebay} left neutral feedback on {ord}",
    "login: {V_login}\n(password in the vault)",
    "add me on Discord, I'm {V_discord}",
    "github user {V_gh} needs access to the invoice-tool repo",
    "Fiverr username {V_handle} - that's the one with the 3 gig packages",
    "username,platform,orders\n{V_handle},{plat},{nn}",
    '{{"username": "{V_handle}", "platform": "{plat}", "rating": 4.9}}',
    "shout out to {V_at} for the repeat order!",
    "my Steam is {V_gamer} if you want to play after the shift lol",
    "Upwork profile - just search {V_handle}, the one with the green avatar",
    "> what's your Venmo?\n{V_at}",
    "Cash App {V_cashtag}",
    "Account name: {V_login} (the {tool} admin)",
    "tagged by {V_at} in a story, got 3 orders from it",
    "ssh {V_login}@{host}",
    "reddit: u/{V_handle} asked about bulk pricing",
    "twitch {V_gamer} streams the packing lol",
    "eBay ID {V_ebay} - blocked for non-payment",
    "TikTok {V_at}",
]

T["username", "zh"] = [
    "我微信号 {V_wx}，加我备注来意",
    "客户微信：{V_wxid}",
    "QQ：{V_qq}，有事留言",
    "闲鱼买家「{V_zhnick}」一直砍价，拉黑了",
    "淘宝账号 {V_tb} 下了{qty}单",
    "抖音号：{V_dy}，直播带货用",
    "小红书 {V_at} 给店里写了笔记",
    "后台登录账号：{V_wx}",
    "买家昵称,订单号,金额\n{V_zhnick},{zord},{rmb}",
    "{{\"微信号\": \"{V_wx}\", \"来源\": \"朋友圈\"}}",
    "（语音）你加一下我的微信{V_wx}",
    "拼多多买家 {V_tb} 申请仅退款",
    "骑手App账号：{V_wx}",
    "加QQ群后私聊群主，QQ号{V_qq}",
    "闲鱼卖家 @{V_zhnick} 发的货有问题",
    "微博 {V_at} 转发了我们的活动",
    "客服子账号 {V_tb}:客服01",
    "B站UP主 {V_zhnick} 想合作",
]

T["username", "mixed"] = [
    "IG 上 {V_at} 下单了 2 个 custom order",
    "加我 WeChat：{V_wx}",
    "Discord 找 {V_discord}，commission 细节在那",
    "GitHub 用户 {V_gh} 要 repo access",
    "{plat} buyer {V_ebay} 给了 negative feedback",
    "login 账号 {V_login}，密码另发",
    "闲鱼的 username 是 {V_zhnick}",
    "QQ 号 {V_qq}，有事 ping 我",
    "{{\"username\": \"{V_handle}\", \"平台\": \"{plat}\"}}",
    "小红书 handle {V_at}，collab 一下",
    "Fiverr 上搜 {V_handle} 就能看到我的 gig",
    "wxid 是 {V_wxid}，直接搜",
    "Venmo 上是 {V_at}",
    "抖音 {V_dy} 开直播 sell 手工皂",
    "account {V_tb} 下的 order 还没付款",
    "Steam ID {V_gamer}，下班 play 一把",
]

T["home_path", "en"] = [
    "Invoice saved to {V_mac}",
    "Traceback (most recent call last):\n  File \"{V_script}\", line {nn}, in <module>\nKeyError: 'amount'",
    "open {V_win} and fill in the hours column",
    "the export landed in {V_dir}, not the shared drive",
    '{{"export_path": "{V_win_json}", "format": "csv"}}',
    "backup script: rsync -av \"{V_dir}/\" /mnt/nas/clients/",
    "Error: ENOENT: no such file or directory, open '{V_mac}'",
    "moved the receipts to {V_icloud}",
    "PS {V_windir}> python make_invoice.py --client {nn}",
    "file:  {V_file}",
    "cp {V_linux} ./archive/",
    "source,dest\n{V_win},\\\\nas\\accounts",
    "Dropbox sync failing on {V_mac} - too long filename?",
    "wsl: cd {V_wsldir}",
    "OneDrive keeps duplicating {V_onedrive}",
    "- template: `{V_mac}`\n- sent: {date}",
    "Attach: {V_win}",
    "Saved as {V_linux} (overwrite? y/n)",
]

T["home_path", "zh"] = [
    "发票存在 {V_win_cn} 里了",
    "报错：找不到文件 {V_win}",
    "排班表在 {V_mac_cn}",
    "账本备份路径：{V_linux}",
    '{{"导出路径": "{V_win_json}", "格式": "xlsx"}}',
    "帮我打开 {V_win_cn}，把工时填一下",
    "截图：{V_mac}",
    "（语音）文件我放在{V_win_cn}你自己去找",
    "个税申报表保存到 {V_win}",
    "路径 {V_windir} 下面有所有合同",
    "WPS 自动保存在 {V_win_cn}",
    "脚本报错 File \"{V_script}\", line {nn}",
    "导出的订单 CSV：{V_mac_cn}",
    "进货单模板：{V_win}",
    "同步失败：{V_onedrive}",
    "cd {V_wsldir} 然后运行 记账.py",
]

T["home_path", "mixed"] = [
    "invoice 存在 {V_mac} 了",
    "script 报错 File \"{V_script}\", line {nn}",
    "roster 在 {V_win_cn}，自己 open",
    "export path 导出路径：{V_win}",
    '{{"path": "{V_win_json}", "备注": "月度 export"}}',
    "backup 到 {V_dir} 了，NAS 明天同步",
    "Dropbox 同步卡在 {V_mac_cn}",
    "把 timesheet 放到 {V_win} 就行",
    "报错 error：no such file {V_linux}",
    "contract 扫描件 → {V_mac}",
    "cd {V_wsldir} && python 报表.py",
    "OneDrive 路径 {V_onedrive}",
    "template 在 {V_windir} 下",
    "file 在 {V_icloud}，iCloud 同步",
]

T["schedule", "en"] = [
    "I go online on {plat} at {V_am} every weekday, so message before then",
    "School run at {V_school}, so I can't take early pickups Mon-Fri",
    "Heads up: I'm at the gym every weekday from {V_am}, replies will be slow",
    "I always do the bank run on Fridays at {V_day}",
    "Every night at {V_pm} I close the laptop. No client calls after that.",
    "I walk the dog at {V_am} every morning before the first delivery",
    "My shift always starts at {V_am} - Tue to Sat",
    "weekday routine: leave home {V_am}, first drop {hrs}h later",
    "I pick my daughter up from nursery at {V_pickup} every day, so I'm offline then",
    "Note to self: every Sunday at {V_pm} = bookkeeping hour",
    "I'm usually on the road {V_range} weekdays (Uber), then DoorDash at night",
    "voice note: basically i leave the house at {V_am} every day and get back around dinner",
    "Routine: {V_am} open the shop, unload deliveries, coffee",
    "I nap every afternoon at {V_aft}, don't schedule calls then",
    "Every Thursday at {V_pm} I do the stock count after close",
    "Usually log off at {V_late} on weeknights",
    "I do school pick-up at {V_pickup} Mon-Thu, back online by 4",
    "Availability: mornings only - I start at {V_am} and stop at noon, every day",
    "Every Saturday I'm at the farmers market from {V_range}",
    "I'm in bed by {V_late} every night (early starts)",
]

T["schedule", "zh"] = [
    "我{V_zam_full}出车，有单早点说",
    "每天{V_zpm_full}收工，之后不接单",
    "我每周二{V_zday}去银行存现金",
    "孩子每天{V_zday}放学，我得去接，那时候不接单",
    "每天{V_zam_full}去菜市场进货",
    "每天晚上{V_zpm}遛狗，回来再对账",
    "我一般{V_zrange}跑外卖，其他时间在店里",
    "（语音）我每天早上{V_zam}起来就开始跑单一直跑到中午",
    "每周日{V_zpm_full}做一周的账",
    "我固定{V_zam_full}开店门",
    "每天{V_zam_full}送孩子上学，九点以后才能回消息",
    "平时{V_zlate_full}睡觉，太晚的消息第二天回",
    "每个工作日{V_zam_full}去健身房",
    "我每天{V_zday}午休一小时",
    "周一到周五{V_zrange}在网约车上",
    "每天{V_zpm_full}盘点收银",
    "周末{V_zam_full}去批发市场拿货",
    "我习惯{V_zpm_full}对当天的流水",
]

T["schedule", "mixed"] = [
    "我每天 {V_am} 上线接单，before that 别 call",
    "every weekday {V_zam_full} 送孩子，之后 online",
    "每晚 {V_pm} 下线，no calls after",
    "gym 时间固定 {V_zrange}，周一三五",
    "我每周日 {V_pm} 做 bookkeeping",
    "routine：{V_zam_full} 开店，然后 unload 货",
    "每天 {V_zpm} 遛狗 then 对账",
    "Uber 我一般 {V_range} 跑，weekdays",
    "school pickup 每天 {V_pickup}，那时候 offline",
    "我 usually {V_zlate_full} 睡，消息 tomorrow 回",
    "每周四 {V_pm} stock count",
    "每个周六 farmers market {V_range}",
    "I leave home 每天 {V_zam} 左右",
    "daily 午睡 {V_zday}，别 schedule meeting",
    "每天 {V_am} 去 gym，then 开工",
]

T["geo", "en"] = [
    "Location pin for the pickup: {V_coord}",
    "https://maps.google.com/?q={V_coord}",
    "I'm based in {V_hood}, so jobs nearby are easier",
    "ZIP for the home office deduction form: {V_zip}",
    "Postcode: {V_ukpc}",
    "I live in {V_building}, buzz 12",
    "meet at {V_corner}, right by my place",
    '{{"home_base": {{{V_latlon_json}}}, "radius_km": 8}}',
    "delivery radius is 5 miles from my flat ({V_ukpc})",
    "route notes: start at home ({V_coord}), then {co}",
    "I'm up in {V_hood_street}, the yellow house",
    "Ride log\nstart: {V_coord}\nend: airport\nfare: {usd}",
    "ZIP+4 on the W-9: {V_zip4}",
    "plus code for my studio door: {V_plus}",
    "voice note: im just off {V_hood} so call when youre close",
    "GPS from the dashcam at home: {V_dms}",
    "Local pickup only - {V_ukpc} area",
    "my place is {V_building}, the gate is round the side",
    "Collection from my house, postcode {V_ukpc}",
    "Home ZIP {V_zip}",
]

T["geo", "zh"] = [
    "我家定位：{V_zcoord}",
    "我住在{V_zxq}，离店里十分钟",
    "就在{V_zhood}那边，自取的话约时间",
    "邮编：{V_cnpc}",
    "我家在{V_zlandmark}，到了打电话",
    "骑手定位 家：{V_zcoord}",
    "{{\"家庭位置\": {{{V_latlon_json}}}, \"配送半径\": \"3公里\"}}",
    "我住{V_zxq}，快递放南门快递柜",
    "我家附近就是{V_zhood}，接单都在那一片",
    "（语音）你导航到{V_zxq}就行我下楼",
    "家庭住址邮编 {V_cnpc}",
    "起点：{V_zcoord}\n终点：机场\n里程：{km}公里",
    "我家就在{V_zlandmark}",
    "住在{V_zhood}，晚上回家顺路可以带货",
    "坐标 {V_dms}，自家仓库",
    "我住{V_zxq}那边，同小区的可以自提",
]

T["geo", "mixed"] = [
    "pickup 定位：{V_zcoord}",
    "我住 {V_zxq}，near 地铁站",
    "home base 在 {V_zhood}，jobs nearby 优先",
    "postcode 是 {V_ukpc}",
    "邮编 zip code：{V_cnpc}",
    "route 起点 home：{V_coord}",
    "我家在 {V_zlandmark}，到了 call 我",
    "{{\"home\": {{{V_latlon_json}}}, \"备注\": \"配送起点\"}}",
    "I live in {V_hood}，离 studio 很近",
    "maps link 定位：https://maps.google.com/?q={V_zcoord}",
    "Local pickup only，{V_ukpc} 附近",
    "我住 {V_building}，buzz 我",
    "ride log 起点 {V_zcoord}",
    "ZIP {V_zip} for the W-9 表格",
]

# ---- extra styles: typos, platform-filter evasion, no cue, pasted PDFs ----------------
T["secret", "en"] += [
    "heres the new one {V_any} the old one is revoked",
    "INVOICE APP - SETTINGS EXPORT\nsync_enabled true\napi_secret {V_generic}\nlast_sync {isodt}",
]
T["secret", "mixed"] += [
    "config 里 api_secret: \"{V_generic}\" 这个别 push 到 GitHub",
    "新的 token 在这 {V_any} 旧的已经 revoke 了",
]
T["password", "en"] += [
    "pasword for the shared drive is {V} (dont loose it)",
    "u: shopfront\np: {V}",
]
T["password", "zh"] += [
    "蜜码是{V}，别在群里发",
    "账号：店铺主账号\n密码：{V}\n登录后台→订单管理",
]
T["password", "mixed"] += [
    "后台 u: shopfront / p: {V}",
    "蜜码 password：{V}，别在 group 里发",
    "wifi pwd {V_wifi} 客人可以用",
]
T["email", "en"] += [
    "Payment terms: Net 14 | {V} | {amt}",
    "emial me the W-9 at {V} pls",
]
T["email", "zh"] += [
    "有事发邮件：{V}",
    "扣扣邮箱 {V}",
]
T["email", "mixed"] += [
    "付款条件 Net 14 | {V} | {rmb}",
    "emial 我：{V}",
]
T["phone", "en"] += [
    "ph: {V} (text first, I'm usually driving)",
    "Ring me - {V}",
]
T["phone", "zh"] += [
    "闲鱼聊不方便，dh：{V}",
    "加我电话 {V_yao} 详聊（平台不让发数字）",
    "到楼下了吗？{V}",
]
T["phone", "mixed"] += [
    "phn {V}，text me 就行",
    "dh {V} 直接打",
    "到了吗？{V} call me",
]
T["address", "en"] += [
    "INVOICE {inv}\nBILL TO  SHIP TO\nsame as billing  {V}\nQTY  DESCRIPTION  AMOUNT\n1  {item}  {amt}",
    "adress for the return label: {V}",
]
T["address", "zh"] += [
    "发票\n购买方  地址、电话\n{V}\n货物名称 {zitem} 金额 {rmb}",
    "收获地址：{V}",
]
T["address", "mixed"] += [
    "收货 adress：{V}",
    "INVOICE {inv}\nSHIP TO\n{V_cn_full}\nQTY 1 {zitem} {rmb}",
    "delivery 到 {V_us}，ring the bell",
]
T["government_id", "en"] += [
    "TAXPAYER ID  {V_ssn}  FORM 1099-NEC  BOX 1  {usd}",
    "ssn# {V_ssn} for the loan app",
    "NI # {V_ni} pls put on the payslip",
]
T["government_id", "zh"] += [
    "工资表\n工号\t身份证号\t实发\nA{nn}\t{V_cn_id}\t{rmb}",
    "身分证号码{V_cn_id}",
]
T["government_id", "mixed"] += [
    "身份证 {V_cn_id} 请 verify 一下",
    "payslip 工资表\nID\t实发\n{V_cn_id}\t{rmb}",
]
T["financial", "en"] += [
    "REMITTANCE\nBank {bank}\nIBAN {V_iban_split}\nRef {inv}",
    "acc no {V_uk_acct} sort {sortcode}",
    "card # {V_card} cvv on the back lol",
]
T["financial", "zh"] += [
    "打款账户\n户名：见合同\n账号\n{V_cn_card}\n开户行：{zbank}",
    "卡号{V_cn_card_plain}，转账备注{zinv}",
    "收款 农行 {V_cn_card}",
]
T["financial", "mixed"] += [
    "REMITTANCE 收款\nIBAN {V_iban_split}\nRef {inv}",
    "acct no {V_uk_acct}，sort code {sortcode}，转账备注写 {inv}",
]
T["person_name", "en"] += [
    "thx {V_first}!! see u {wk}",
    "Contractor: {V_full}\nRole: delivery driver\nStart: {date}",
]
T["person_name", "zh"] += [
    "谢谢{V_zh_title}，款收到了",
    "乙方（签字）：{V_zh}\n日期：{zdate}",
]
T["person_name", "mixed"] += [
    "thx {V_zh_title}，payment 收到了",
    "Contractor：{V_py}\nRole：骑手\nStart：{zdate}",
    "乙方 signature：{V_zh}",
]
T["username", "en"] += [
    "buyer handle {V_handle} keeps opening disputes, block?",
    "usernmae is {V_login}",
]
T["username", "zh"] += [
    "加v：{V_wx}，这边不方便聊",
    "vx {V_wx} 备注闲鱼",
    "扣扣 {V_qq} 发图",
    "威信号{V_wx}",
]
T["username", "mixed"] += [
    "加 v：{V_wx}，details 私聊",
    "vx {V_wx} pls，平台不让发",
    "usernmae 是 {V_login}",
]
T["home_path", "en"] += [
    "saved under {V_win} i think? or the desktop",
    "Export complete: {V_mac}",
]
T["home_path", "zh"] += [
    "已保存到 {V_mac}",
    "文件路径\n{V_win_cn}",
]
T["home_path", "mixed"] += [
    "Export complete → {V_win}，导出成功",
    "saved 到 {V_linux} 了",
]
T["schedule", "en"] += [
    "i start driving at {V_am} everyday so pls book before that",
    "Every weekday I clock in at {V_am} sharp.",
]
T["schedule", "zh"] += [
    "我天天早上{V_zam}出门跑单",
    "每天{V_zlate_full}以后不回消息",
]
T["schedule", "mixed"] += [
    "我天天 {V_zam} 出门 drive",
    "every night {V_late} 以后不回 message",
    "weekday 我都是 {V_zam_full} clock in",
]
T["geo", "en"] += [
    "i'm in {V_hood}, can do local collection",
    "Home: {V_coord} (from my phone GPS)",
    "pickup point = outside my building, {V_building}",
]
T["geo", "zh"] += [
    "住{V_zxq}，来自提提前说",
    "我在{V_zhood}住，同城可以面交",
    "地图链接：https://uri.amap.com/marker?position={V_zcoord_amap}",
    "家附近坐标 {V_zcoord}，面交在这",
]
T["geo", "mixed"] += [
    "面交 near my place：{V_zxq}",
    "my flat 在 {V_building}，buzz 我",
    "I'm in {V_zhood}，same city 可以面交",
]


# --------------------------------------------------------------------------------------
# light wrappers (how the snippet reached the notes): chat/email/notes framing
# --------------------------------------------------------------------------------------
WRAP = {
    "en": ["<<T>>"] * 8 + [
        "<<T>>\n\nSent from my iPhone", "FYI: <<T>>", "<<T>>\n\nthanks!", "[{date}] <<T>>",
        "Re: {proj}\n\n<<T>>", "note {date}:\n<<T>>", "<<T>> cheers", "---\n<<T>>\n---",
        "<<T>>\n\nSent from Outlook for Android", "fwd from {role}:\n<<T>>",
    ],
    "zh": ["<<T>>"] * 8 + [
        "<<T>>\n\n发自我的iPhone", "【备忘】<<T>>", "<<T>>，谢谢", "{zdate} <<T>>", "<<T>>（已读）",
        "转发：<<T>>", "<<T>>\n——来自{ztool}", "记一下：<<T>>", "<<T>>\n收到请回复",
    ],
    "mixed": ["<<T>>"] * 8 + [
        "<<T>>\n\nSent from my iPhone", "FYI：<<T>>", "<<T>> 谢谢 thx", "{zdate} <<T>>",
        "【note】<<T>>", "<<T>>\n收到 pls reply", "Re: {zproj}\n<<T>>", "转发 fwd：<<T>>",
    ],
}

# --------------------------------------------------------------------------------------
# benign hard negatives: nothing personal at all
# --------------------------------------------------------------------------------------
BENIGN = {}
BENIGN["en"] = [
    "Invoice {inv} - {item} - {amt}, due {date}. Late fee {pct} after 30 days.",
    "Order {ord} shipped, tracking {trk}.",
    "Shop hours: Mon-Fri 9:00-17:30, Sat 10-4, closed Sundays. Back-to-school sale ends {date}.",
    "Call with {co} on {wk} at {time1} to go over the {proj} quote.",
    "Deadline for the Q{n} estimated tax payment is {date}. Set aside {pct} of net.",
    "Updated the invoicing app to {ver} (build {hex}). Exports look fine now.",
    "Booking ref {ref} confirmed for the {city} trade fair stand, {amt} paid.",
    "IRS business & specialty tax line: 800-829-4933 (Mon-Fri 7am-7pm local time).",
    "HMRC Self Assessment helpline is 0300 200 3310 if the online form keeps failing.",
    "Use name@example.com as the placeholder in the {tool} template, don't ship it like that.",
    "{sku}: restocked {qty} units at {amt} each, reorder point 10.",
    "Timesheet wk {nn}: {hrs} hrs @ {rate} for {item}.",
    "Mileage log {date}: {km} miles, claimed at 45p/mile (HMRC approved rate).",
    "Webhook event id {uuid} retried 3 times, then succeeded.",
    "commit {hex} fixed the VAT rounding bug on invoices over {amt}",
    "#smallbusiness #shoplocal #etsyseller new batch of {item} drops {wk}!",
    "Brand colours: #1F3A5F and #F2A541, font: Inter 14px.",
    "Deliveroo weekend boost: +£1.50 per order between 6pm and 9pm, {date} only.",
    "Tax code 1257L is the standard personal allowance code for 2024/25.",
    "Stripe payout {ref} of {usd} should land in 2 business days.",
    "Stripe test card 4242 4242 4242 4242, any future expiry, any CVC - sandbox only.",
    "Put your key in STRIPE_SECRET_KEY=YOUR_KEY_HERE and restart the server.",
    "Jeff Bezos started Amazon as an online bookstore in 1994 - good story for the {proj} deck.",
    "Pricing: first 100 invoices free, then $0.25 each. Annual plan saves {pct}.",
    "Meeting moved to {date} at {time1}, Zoom link is in the calendar invite.",
    "Etsy fees recap: 6.5% transaction fee + $0.20 per listing + payment processing.",
    "The 1099-K reporting threshold for tax year 2024 is $5,000.",
    "Bank holiday on {date} - shop closed, orders ship the next working day.",
    "Promo code SAVE20 valid until {date} on all {item} orders.",
    "Market doors open at 10am on {date}; stall setup from 8am, load-out by 5pm.",
    "Postage: Royal Mail 2nd Class large letter £2.70, tracked 48 £3.45.",
    "{co} price list v{n}: case of {qty} for {amt}, free delivery over {gbp}.",
    "date,description,category,amount\n{date},{item},Sales,{amt}\n{date2},Packaging,Supplies,-{gbp}",
    '{{"invoice": "{inv}", "total": "{usd}", "status": "overdue", "currency": "USD", "id": "{uuid}"}}',
    "Reminder: VAT return for the quarter ending {month} is due 1 month and 7 days after.",
    "Shift patterns: Early 06:00-14:00, Late 14:00-22:00, Night 22:00-06:00. Rota goes up {wk}.",
    "Invoice numbering scheme: INV-YYYY-NNNN, restart each January.",
    "If a card payment looks odd, call {bank} using the number on the back of the card.",
    "Password policy for the {tool} workspace: 12+ characters, one number, no reuse.",
    "We never ask for your PIN or password by email or text.",
    "Standard rate {rate}; rush jobs +{pct}; weekend work by arrangement.",
    "Docker image ledger:{ver} pushed, digest sha256:{sha}",
    "Ticket #{nn}{n} closed by {tool} support - duplicate charge refunded ({amt}).",
    "Shopify order {ord}: 2x {item}, subtotal {amt}, shipping {gbp}.",
    "## {month} summary\n- revenue: {amt}\n- expenses: {amt2}\n- open invoices: {n}",
    "ok so invoice forty two went out today and the next one is due on the fifteenth i think",
    "Email template: Hi {{{{first_name}}}}, your order {{{{order_id}}}} has shipped!",
    "The {city} council business rates relief form is due {date}.",
    "Quote {inv} valid for 30 days. 50% deposit, balance on delivery.",
    "Uber Pro points reset every 3 months; Gold needs 600 points.",
    "Screen resolution for product photos: 2000x2000 px, sRGB, under 1 MB.",
    "Roster for week {nn} is published in {tool}; swaps must be approved by {wk}.",
    "Paid {amt} to {co} for {item}, ref {ref}.",
    "ISO week {nn} - {hrs} billable hours total across {n} clients.",
    "The courier cutoff is 3pm for next-day delivery; anything later ships tomorrow.",
    "UPS Store pickup window today: 14:00-16:00.",
    "Customer service hours are 9am-5pm GMT, Monday to Friday.",
    "NDA template v{n}: mutual, 2-year term, governed by the laws of England and Wales.",
    "Contract clause 4.2: payment within 30 days of invoice date; interest at 8% over base.",
    "Dashboard shows {nn} orders, {pct} conversion, average order value {usd}.",
    "Fuel receipt {ref}: {amt}, {km} litres, pump 4.",
    "the {plat} app was down from 12:10 to 12:45 today, lost a few orders",
    "TSV export:\nsku\tqty\tprice\n{sku}\t{qty}\t{amt}",
    "Version {ver} of the timesheet macro adds overtime at 1.5x after 40 hrs.",
]

BENIGN["zh"] = [
    "发票代码：{zfpdm}\n发票号码：{zinv}\n开票日期：{zdate}",
    "订单号{zord}已发货，快递单号{trk}",
    "营业时间：10:00-22:00，每周一店休，{zdate}起恢复正常",
    "税务热线12366，开票有问题可以打这个问",
    "工商银行客服 95588，信用卡问题按2号键",
    "{zdate}{ztime1}和{zco}开会，讨论{zproj}",
    "本月营业额{rmb}，成本{rmb2}，毛利率{pct}",
    "小规模纳税人月销售额10万以下免征增值税，{zmonth}的申报别忘了",
    "个体户经营所得按5%到35%超额累进税率计算",
    "{zplat}满30减5活动{zdate}截止，记得报名",
    "发票抬头：{zco}\n开票内容：{zitem}\n金额：{rmb}",
    "记账软件更新到{ver}了，导出Excel的bug修好了",
    "排班规则：早班7:00-15:00，晚班15:00-23:00，每人每周休两天",
    "请在{zdate}前完成季度申报，逾期有滞纳金",
    "商品编码 {sku}，库存{qty}件，补货点20件",
    "记账：{zdate} 收入 {rmb}，类别：{zitem}",
    "日期,项目,金额,备注\n{zdate},{zitem},{rmb},已收",
    '{{"订单号": "{zord}", "状态": "已完成", "金额": "{rmb}", "渠道": "{zplat}"}}',
    "密码需包含字母和数字，长度8到16位，不要用生日",
    "马云1999年在杭州创办了阿里巴巴，这个故事可以放进{zproj}的PPT",
    "滴滴服务分满分100，低于60分会影响派单",
    "午高峰11:00-13:00每单加2元，{zdate}当天有效",
    "快递柜超时收费：超过18小时收0.5元",
    "支付宝收款手续费0.6%，单笔最高25元",
    "12306抢票去{zcity}参加展会，{zdate}出发",
    "第{n}季度报表已导出，文件名{zfile}",
    "{zplat}店铺保证金{rmb}，退店后可退",
    "（语音）今天一共跑了二十三单收入三百多块明天继续",
    "{zdate}是发薪日，工资按时发放，有问题找财务",
    "事件ID：{uuid}",
    "安装包校验 SHA256：{sha}",
    "店里WiFi名称 {ssid}，密码请问店员",
    "闲鱼规则：发货后7天自动确认收货",
    "店铺评分4.9，好评率98%，{zmonth}退货率{pct}",
    "房租每月{rmb}，押一付三，{zdate}交下季度",
    "{zplat}结算周期T+7，提现手续费0.1%",
    "发票税率：小规模普票1%，专票3%，一般纳税人13%",
    "车辆保养：每5000公里换一次机油，上次保养{zdate}",
    "客服热线 {hotline}（工作日9:00-18:00）",
    "报价单{zinv}有效期30天，预付30%定金",
    "进货：{zitem} {qty}件，单价{rmb}，{zco}供货",
    "{zcity}展会{zdate}开幕，展位号B{nn}",
    "## {zmonth}小结\n- 收入：{rmb}\n- 支出：{rmb2}\n- 待收款：{n}笔",
    "美团骑手等级分青铜、白银、黄金、钻石、王者",
    "合同模板v{n}：保密期两年，争议提交{zcity}仲裁委员会",
    "提醒：{zdate}{ztime1}前把{zitem}的报价发给{zrole}",
    "直播间今天{ztime1}开播，福利款{rmb}",
    "个税App年度汇算{zdate}截止",
    "外卖平台抽成约20%，配送费另算",
    "订单编号规则：日期+4位流水号",
    "{zco}对账单：{zmonth}应付{rmb}，已付{rmb2}",
    "国庆期间（10月1日-7日）暂停发货",
    "网约车运营时长本周{hrs}小时，流水{rmb}",
    "ISBN 978-7-111-54742-6 这本记账入门书挺好",
    "货拉拉小面包车起步价{rmb}，超公里另计",
    "饿了么蜂鸟众包新手任务：完成{nn}单奖励{rmb}",
    "抖音小店新规：{zdate}起类目保证金上调",
    "出货单号 {ref}，共{qty}箱",
    "微信支付商户平台 → 交易中心 → 下载对账单",
    "库存表\nSKU\t数量\t单价\n{sku}\t{qty}\t{rmb}",
    "公司统一客服邮箱见官网，个人问题请走工单系统",
]

BENIGN["mixed"] = [
    "invoice {inv} 已发，amount {amt}，due {date}",
    "order {zord} 已 shipped，tracking {trk}",
    "shop 营业时间 10:00-22:00，周一 closed",
    "{zdate} {ztime1} 跟 {co} call 一下 {proj} 的 quote",
    "Q{n} 的 estimated tax 记得 {date} 前交",
    "app 更新到 {ver} 了，export bug fixed",
    "税务热线 12366，VAT 问题可以问",
    "Stripe test card 4242 4242 4242 4242 只能在 sandbox 用",
    "template 里用 name@example.com 做 placeholder",
    "SKU {sku} 补货 {qty} 件，unit price {rmb}",
    "timesheet 第{nn}周：{hrs} hrs @ {rate}",
    "webhook event id {uuid} retry 了三次",
    "#smallbusiness #闲鱼好物 新品 {zitem} 上架",
    "brand color 用 #1F3A5F 和 #F2A541",
    "午高峰 11:00-13:00 每单 bonus +2元",
    "payout {ref} 金额 {usd}，T+2 到账",
    "password policy：至少 12 位，含数字",
    "我们不会通过 email 或短信问你的 PIN",
    "{zplat} 结算周期 T+7，fee 0.6%",
    "date,item,amount\n{zdate},{zitem},{rmb}",
    '{{"invoice": "{inv}", "状态": "overdue", "total": "{usd}"}}',
    "shift pattern：早班 7:00-15:00，late 15:00-23:00",
    "deadline {date}，记得 submit 季度申报",
    "发票代码 {zfpdm}，invoice no. {zinv}",
    "meeting 改到 {zdate} {ztime1}，Zoom link 在 calendar",
    "Etsy fee 6.5% + listing $0.20，比{zplat}贵",
    "roster 第{nn}周已发布在 {tool}，swap 要 {wk} 前 approve",
    "docker image ledger:{ver} 已推送，digest sha256:{sha}",
    "## {month} summary\n- 收入 revenue：{rmb}\n- 支出：{rmb2}",
    "quote {inv} 有效期 30 days，deposit 30%",
    "客服 hotline {hotline}，working hours 9-6",
    "{zcity} trade fair {zdate} 开幕，booth B{nn}",
    "courier cutoff 是下午3点，later 的明天发",
    "Uber Pro 积分每三个月 reset",
    "马云 and Jeff Bezos 的 case study 放进 pitch deck",
    "mileage {km} km，按 45p/mile claim",
    "VAT return 季度截止 {month}，一个月零七天后 due",
    "{zco} 对账 statement：{zmonth} 应付 {rmb}",
    "product photo 要求 2000x2000 px，sRGB",
    "NDA template v{n}：mutual，两年 term",
    "WiFi name {ssid}，password 问店员",
    "Ticket #{nn}{n} closed，duplicate charge 已 refund {amt}",
    "ISO week {nn} 一共 {hrs} billable hours",
    "promo code SAVE20 有效到 {date}",
    "{plat} app 今天 12:10-12:45 down 了，掉了几单",
    "已付 Paid {amt} to {co} for {item}，ref {ref}",
    "voice note：今天 invoice 发了三张 明天 follow up 一下",
    "email template: Hi {{{{first_name}}}}，你的 order {{{{order_id}}}} 已发货",
    "个税 App 汇算 deadline {zdate}",
    "dashboard 数据：{nn} orders，conversion {pct}，AOV {usd}",
    "国庆 holiday 10月1-7日暂停 shipping",
    "TSV:\nsku\tqty\t单价\n{sku}\t{qty}\t{rmb}",
    "版本 {ver} 的 timesheet macro 加了 overtime 1.5x",
    "{zdate} 是 payday，工资 on time",
]


# --------------------------------------------------------------------------------------
# assembly
# --------------------------------------------------------------------------------------
def _no_value(kind):
    raise ValueError("benign template must not plant a value")


def _cell_samples(cat, lang):
    ci = CATEGORIES.index(cat) * len(LANGS) + LANGS.index(lang)
    seed = CELL_SEED + ci
    r = random.Random(seed)
    fk = _Fk(seed)
    gen = GENS[cat]

    def vgen(kind):
        return gen(r, fk, lang, kind)

    temps = T[cat, lang]
    wraps = WRAP[lang]
    order = list(range(len(temps)))
    out, seen = [], set()
    i = dup = 0
    while len(out) < PER_CELL:
        if i % len(temps) == 0:
            r.shuffle(order)
        t = temps[order[i % len(temps)]]
        i += 1
        w = r.choice(wraps)
        text, s, e = _render(w.replace("<<T>>", t), r, fk, vgen)
        if text in seen and dup < 5000:
            dup += 1
            continue
        seen.add(text)
        out.append(Sample(text, cat, lang, s, e))
    return out


def samples():
    out = []
    for cat in CATEGORIES:
        for lang in LANGS:
            out.extend(_cell_samples(cat, lang))
    return out


def benign_with_lang():
    out = []
    for li, lang in enumerate(LANGS):
        seed = BENIGN_SEED + li
        r = random.Random(seed)
        fk = _Fk(seed)
        temps = BENIGN[lang]
        order = list(range(len(temps)))
        seen = set()
        i = dup = n = 0
        while n < BENIGN_PER_LANG:
            if i % len(temps) == 0:
                r.shuffle(order)
            t = temps[order[i % len(temps)]]
            i += 1
            w = r.choice(WRAP[lang])
            text = w.replace("<<T>>", t).format_map(_Ctx(r, fk, _no_value))
            if text in seen and dup < 5000:
                dup += 1
                continue
            seen.add(text)
            out.append((lang, text))
            n += 1
    return out


if __name__ == "__main__":
    import time

    t0 = time.time()
    s = samples()
    b = benign_with_lang()
    print(f"{len(s)} samples, {len(b)} benign texts in {time.time() - t0:.1f}s")
