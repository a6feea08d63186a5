# ruff: noqa
"""Blind evaluation corpus AZ: insurance, investing and personal wealth.

Domain: insurance claims and policies (auto, home, health, life, travel; 理赔, 保单,
投保人/被保险人/受益人, 定损, 车险, 重疾险), brokerage and retirement accounts (401(k), IRA,
Roth, HSA, ISA, SIPP), crypto exchanges and wallets (API keys, seed phrases, WIF/xprv keys,
deposit addresses), 理财/基金/股票账户 (券商, 资金账号, 交易密码, 定投), mortgage refinancing
(房贷, 公积金, rate locks), tax documents (1099, W-2, W-9, P60, SA100, 个税年度汇算) and
financial-advisor notes, in English, Chinese and code-switched English/Chinese.

Styles: claim-portal chat with typos, policyholder e-mails, advisor CRM notes, form fields
and OCR'd paper forms (P60, W-2, 投保单), JSON/YAML/.env/INI snippets, CSV rows, markdown
tables, application logs, shell commands and tracebacks, voice-dictated text without
punctuation, WeChat-style messages, and code-switched notes; planted values appear at the
start, middle and end, with and without cue words, in several national formats each.

Written blind: the author never read the gate's source, its tests, other corpora or the repository history, and never ran the gate. Only the contract in blind_common.py was read.

Seeds: BASE_SEED = 20251015; cell c (c = category index * 3 + language index) uses
random.Random(BASE_SEED + c); the Faker en_US / en_GB / zh_CN instances are re-seeded per
cell with OFF + 1 / OFF + 2 / OFF + 3 plus the cell seed (OFF = 9000); benign language i uses
random.Random(BENIGN_SEED + i) with BENIGN_SEED = 93015.
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

PER_CELL = 250
BENIGN_PER_LANG = 400
BASE_SEED = 20251015
OFF = 9000
BENIGN_SEED = 93015

# ---------------------------------------------------------------------------
# alphabets and small helpers
# ---------------------------------------------------------------------------
ALNUM = string.ascii_letters + string.digits
UPALNUM = string.ascii_uppercase + string.digits
LOWALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
UPHEX = "0123456789ABCDEF"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
BECH32 = "023456789acdefghjklmnpqrstuvwxyz"
DIG = string.digits


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def mixed(rng, alphabet, n):
    """random string that holds at least one upper, one lower and one digit when possible"""
    while True:
        s = rs(rng, alphabet, n)
        if n < 8:
            return s
        kinds = sum(
            [
                any(c.isupper() for c in s) or not any(c.isupper() for c in alphabet),
                any(c.islower() for c in s) or not any(c.islower() for c in alphabet),
                any(c.isdigit() for c in s) or not any(c.isdigit() for c in alphabet),
            ]
        )
        if kinds == 3:
            return s


def b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def rbytes(rng, n):
    return bytes(rng.randrange(256) for _ in range(n))


def ruuid(rng):
    h = rs(rng, HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    digits = [int(c) for c in num if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def iban_ok(iban):
    s = iban.replace(" ", "").replace("-", "")
    s = s[4:] + s[:4]
    num = "".join(str(int(c, 36)) for c in s)
    return int(num) % 97 == 1


CNID_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def cnid_check(body17):
    return "10X98765432"[sum(int(a) * b for a, b in zip(body17, CNID_W)) % 11]


def cnid_ok(s):
    s = s.replace(" ", "")
    return len(s) == 18 and s[:17].isdigit() and cnid_check(s[:17]) == s[17]


def aba_ok(s):
    d = [int(c) for c in s]
    return len(d) == 9 and (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0


def nhs_ok(s):
    d = [int(c) for c in s if c.isdigit()]
    if len(d) != 10:
        return False
    r = 11 - sum(d[i] * (10 - i) for i in range(9)) % 11
    r = 0 if r == 11 else r
    return r != 10 and r == d[9]


# ---------------------------------------------------------------------------
# word pools (public, non-personal)
# ---------------------------------------------------------------------------
BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident
account accuse achieve acid acoustic acquire across act action actor actual adapt add addict
address adjust admit adult advance advice aerobic affair afford afraid again agent agree ahead
aim air airport aisle alarm album alcohol alert alien alley allow almost alone alpha already
also alter always amateur amazing among amount amused analyst anchor ancient anger angle angry
animal ankle announce annual answer antenna antique anxiety apart apology appear apple approve
april arch arctic arena argue armed armor army around arrange arrest arrive arrow artefact
artist artwork aspect assault asset assist assume asthma athlete atom attack attend attitude
attract auction audit august author auto autumn average avocado avoid awake aware awesome
awful awkward axis baby bachelor bacon badge balance balcony bamboo banana banner barely
bargain barrel basic basket battle beach bean beauty become beef before begin behave behind
believe below bench benefit betray better between beyond bicycle biology bird birth bitter
blade blame blanket blast bleak bless blind blood blossom blouse blur blush board boat body
boil bone bonus book boost border boring borrow bottom bounce bracket brain brand brass brave
bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown
brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst
business butter buyer cabbage cabin cable cactus cage cake calm camera camp canal cancel candy
cannon canoe canvas canyon capable capital captain carbon cargo carpet carry castle casual
catalog catch category cattle caught cause caution cave ceiling celery cement census century
cereal certain chair chalk champion change chaos chapter charge chase cheap check cheese chef
cherry chest chicken chief child chimney choice chronic chuckle chunk churn cigar cinnamon
circle citizen civil claim clap clarify claw clay clean clerk clever click client cliff climb
clinic clock close cloth cloud clown club clump cluster clutch coach coast coconut coffee coil
collect color column combine comfort comic common company concert conduct confirm congress
connect consider control convince cook copper coral core corn correct cotton couch country
couple course cousin cover coyote crack cradle craft crane crash crater crawl crazy cream
credit creek cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble
crunch crush crystal cube culture cupboard curious current curtain curve cushion custom cycle
damage damp dance danger daring dash dawn debate debris decade december decide decline
decorate decrease defense define degree delay deliver demand denial dentist depart depend
deposit depth deputy derive describe desert design detail detect develop device devote diagram
diamond diary diesel differ digital dignity dilemma dinner dinosaur direct dismiss display
distance divert divide dizzy doctor document dolphin domain donate donkey double dragon drama
drastic dream drift drill drink drive drum duck dune during dust dutch duty dwarf dynamic
eager eagle early earn earth easily echo ecology economy edge educate effort eight either elbow
elder electric elegant element elephant elevator elite embark embody embrace emerge emotion
employ empower enable endless endorse enemy energy enforce engage engine enhance enjoy enlist
enough enrich enroll ensure entire envelope episode equal equip erase erode erosion error
erupt escape essay essence estate eternal ethics evidence evoke evolve exact example excess
exchange excite exclude execute exercise exhaust exhibit exile exist exotic expand expect
expire explain expose express extend fabric faculty faint faith false fame family famous
fancy fantasy fashion fatal father fatigue fault favorite feature february federal fence
festival fetch fever fiber fiction field figure filter final finger finish first fiscal fitness
flag flame flash flavor flight float flock floor flower fluid flush foam focus follow force
forest forget fortune forum forward fossil foster fragile frame frequent fresh friend fringe
frost frozen fruit funny furnace future gadget galaxy gallery garage garbage garden garlic
garment gather gauge general genius genre gentle genuine gesture giant ginger giraffe glance
glass glide glimpse globe gloom glory glove goddess goose gorilla gospel gossip govern grace
grain grant grape grass gravity great grid grief grocery group guard guess guide guilt guitar
habit hammer hamster harbor harvest hawk hazard health heart heavy hedgehog height helmet
hero hidden hint history hobby hockey hollow honey hood horror hospital hover huge humble
humor hundred hungry hurdle husband hybrid icon idea identify idle ignore image imitate
immense immune impact impose improve impulse include income increase index indicate indoor
industry infant inflict inform inherit initial inject injury inner innocent input inquiry
insect inside inspire install intact interest invest invite involve island isolate ivory
jacket jaguar jealous jelly jewel journey judge juice jungle junior kangaroo ketchup kidney
kingdom kitchen kitten knife ladder language laptop latin laugh laundry lawsuit layer leader
lecture legal legend leisure lemon length leopard lesson letter liberty library license limb
liquid lizard lobster lonely lottery lounge loyal lucky luggage lumber lunar luxury lyrics
machine magic magnet mammal manage mandate mango mansion manual maple marble margin marine
market marriage master material matrix maximum meadow measure mechanic medal melody member
memory mention mercy merge merit message method middle midnight million mimic minimum miracle
mirror misery mistake mixture mobile modify moment monitor monkey monster morning mosquito
mother motion motor mountain muffin multiply muscle museum mushroom mutual mystery naive
napkin narrow nation nature negative neglect nephew nerve network neutral noble noodle normal
notable nothing notice novel nuclear number object oblige obscure observe obtain obvious ocean
october offer office olive olympic onion opera opinion oppose option orange orbit orchard
order organ orient original orphan ostrich outdoor output oyster ozone paddle palace panda
panel panic panther paper parade parent parrot patrol payment peanut pelican penalty pencil
pepper perfect permit person phrase physical piano picnic picture pigeon pilot pioneer pistol
planet plastic plate pluck pocket poem polar popular portion potato pottery powder praise
predict prefer prepare present pretty prevent price pride primary priority prison private
profit program project promote proof property prosper protect proud provide public pudding
pumpkin punch puppy purchase puzzle pyramid quality quantum quarter question quick quit quiz
rabbit raccoon radar rail rain raise rally ranch random rapid rather raven razor ready reason
rebel rebuild recall receive recipe record recycle reduce reflect reform refuse region regret
relax release relief remain remind remove render renew repair repeat replace report require
rescue resemble resist resource result retire retreat return reunion reveal review reward
rhythm ribbon ridge rifle ripple risk ritual rival river robot rocket romance rotate rough
royal rubber rude rural saddle salmon salon sample satisfy satoshi sausage scatter scheme
school science scissors scorpion scout scrap screen script season second secret section
security segment select seminar senior sentence series service session settle setup shadow
shaft shallow share shed shell sheriff shield shift shine shiver shock shoulder shrimp sibling
siege silent silver similar simple siren sister situate skate sketch skill slender slogan
slush small smart smile smooth snack snake soccer social soldier solid solution someone
source space spatial spawn speak spell sphere spice spider spirit sponsor spoon sport spray
spread spring square squeeze squirrel stable stadium staff stairs stamp stand start state
steak steel stereo stick still sting stock stomach stone stool story stove strategy street
strike struggle student stuff stumble style subject submit subway success sudden suffer sugar
suggest summer sunny sunset super supply supreme surface surge surprise surround survey
suspect sustain swallow swamp swarm swear sweet swift swim swing symbol symptom syrup system
table tackle talent target task tattoo taxi teach tenant tennis tent term test thank theme
theory thought thrive thumb thunder ticket tiger timber tissue title toast tobacco toddler
token tomato tongue topic tornado tortoise total tourist toward tower track trade traffic
tragic train transfer trap trash travel treat trend trial tribe trick trigger trim trophy
trouble truck truly trumpet trust tunnel turkey turtle twelve twenty twist typical ugly
umbrella unable uncle uncover under unfair unfold unhappy uniform unique universe unknown
unlock until unusual unveil update upgrade uphold upper upset urban usage useful useless usual
utility vacant vacuum vague valid valley valve vanish vapor various vault vehicle velvet
vendor venture venue verb verify version vessel veteran viable vibrant vicious victory video
village vintage violin virtual virus visa visit visual vital vivid vocal voice volcano volume
voyage wagon walnut warfare warrior wasp water wealth weapon weasel weather wedding weekend
welcome whale wheat wheel whisper width wild window winner winter wisdom witness wolf woman
wonder wood wool world worry wrap wreck wrestle wrist write yellow young youth zebra zone""".split()

PW_WORDS = (
    "Harbor Maple Falcon Copper Tundra Orchid Granite Saffron Cobalt Willow Lantern Summit "
    "Pebble Thistle Juniper Meadow Raven Cedar Quartz Ember Glacier Hazel Marlin Nutmeg "
    "Orbit Pepper Rocket Sparrow Tango Velvet Walnut Zephyr Bramble Clover Dynamo Biscuit "
    "Cactus Domino Fjord Gecko Hickory Igloo Jasper Kestrel Lagoon Mango Nimbus Oyster"
).split()

DOMAIN_WORDS = (
    "dividend theta bogle fire hodl value yield bull bear coupon alpha compound index vol "
    "gamma stacker moat dca lazy3fund ira roth etf bond sats whale deepvalue boglehead "
    "muni ladder tbill covered call wheel"
).split()

PY_SURNAMES = [
    ("王", "Wang"), ("李", "Li"), ("张", "Zhang"), ("刘", "Liu"), ("陈", "Chen"), ("杨", "Yang"),
    ("黄", "Huang"), ("赵", "Zhao"), ("吴", "Wu"), ("周", "Zhou"), ("徐", "Xu"), ("孙", "Sun"),
    ("马", "Ma"), ("朱", "Zhu"), ("胡", "Hu"), ("郭", "Guo"), ("何", "He"), ("林", "Lin"),
    ("罗", "Luo"), ("高", "Gao"), ("郑", "Zheng"), ("梁", "Liang"), ("谢", "Xie"), ("宋", "Song"),
    ("唐", "Tang"), ("韩", "Han"), ("冯", "Feng"), ("邓", "Deng"), ("曹", "Cao"), ("彭", "Peng"),
    ("曾", "Zeng"), ("萧", "Xiao"), ("田", "Tian"), ("董", "Dong"), ("潘", "Pan"), ("袁", "Yuan"),
    ("蔡", "Cai"), ("蒋", "Jiang"), ("余", "Yu"), ("杜", "Du"), ("叶", "Ye"), ("程", "Cheng"),
    ("魏", "Wei"), ("苏", "Su"), ("卢", "Lu"), ("丁", "Ding"), ("任", "Ren"), ("沈", "Shen"),
    ("姚", "Yao"), ("钟", "Zhong"), ("崔", "Cui"), ("谭", "Tan"), ("陆", "Lu"), ("范", "Fan"),
]
PY_GIVEN = (
    "Wei Fang Min Jing Qiang Lei Jun Yong Yan Jie Tao Ming Chao Xiuying Xia Ping Gang Hui "
    "Hao Xin Yi Na Ting Zihan Yuxuan Haoran Zixuan Xinyi Yutong Jiahui Mingzhe Shuang Kai "
    "Rui Qian Xue Dan Zhen Xiaoming Xiaoyu Jiayi Yuhang Zhiqiang Lihua Guoqing Meiling Shufen "
    "Jianguo Wenjie Siyu Ruoxi Tianyu Junjie Yifan Chenxi Haoyu Mengqi Xiaohong Dongmei Peng"
).split()

US_STREETS = (
    "Maple Oak Cedar Elm Pine Willow Birch Juniper Magnolia Sycamore Chestnut Hawthorne "
    "Lakeview Ridgecrest Sunset Highland Meadowbrook Fairview Washington Lincoln Jefferson "
    "Madison Franklin Park Lake Hillcrest River Spring Valley Forest Church Mill Prospect "
    "Walnut Hickory Cherry Dogwood Aspen Laurel Briarwood Foxglove Kingsley Wexford Ashbury "
    "Carrington Bayshore Cypress Redwood Sequoia Tamarack Cottonwood Stonegate Wildflower"
).split()
US_SUFFIX = "St Street Ave Avenue Dr Drive Rd Road Ln Lane Ct Court Blvd Way Pl Terrace Circle Trail Pkwy".split()
UK_STREETS = (
    "Ashgrove Harcourt Kingsway Victoria Albert Station Church Mill Manor Queens Westfield "
    "Beech Elm Orchard Priory Abbey Chapel Grange Hollybush Meadow Rectory Sandringham Windsor "
    "Beaconsfield Cranbrook Fernhill Oakwood Larkspur Milton Kenilworth Tennyson Wordsworth "
    "Marlborough Belvedere Coniston Grasmere Holloway Ravenscourt Thornbury Whitecross"
).split()
UK_SUFFIX = "Road Street Lane Avenue Close Crescent Drive Gardens Grove Place Terrace Mews Way Walk Rise Hill Park".split()
UK_HOUSES = "Rose Cottage|The Old Rectory|Holly House|Meadow View|The Coach House|Ivy Lodge|Orchard End".split("|")

CN_CITY_DISTRICTS = {
    "上海市": ["浦东新区", "徐汇区", "静安区", "闵行区", "长宁区", "杨浦区", "普陀区", "宝山区"],
    "北京市": ["朝阳区", "海淀区", "丰台区", "西城区", "东城区", "昌平区", "通州区"],
    "广州市": ["天河区", "越秀区", "海珠区", "番禺区", "白云区"],
    "深圳市": ["南山区", "福田区", "宝安区", "龙岗区", "罗湖区"],
    "杭州市": ["西湖区", "拱墅区", "余杭区", "滨江区", "上城区"],
    "成都市": ["武侯区", "锦江区", "青羊区", "成华区", "金牛区"],
    "武汉市": ["江汉区", "洪山区", "武昌区", "江岸区"],
    "南京市": ["鼓楼区", "建邺区", "玄武区", "秦淮区"],
    "西安市": ["雁塔区", "碑林区", "未央区", "长安区"],
    "重庆市": ["渝北区", "江北区", "渝中区", "南岸区"],
    "天津市": ["和平区", "河西区", "南开区"],
    "苏州市": ["姑苏区", "工业园区", "吴中区"],
}
CN_ROADS = (
    "建国路 中山路 人民路 解放路 南京西路 淮海中路 张杨路 世纪大道 天河路 体育西路 深南大道 "
    "科技园南路 文三路 学院路 望京街 中关村大街 幸福路 和平路 建设路 东风路 青年路 滨江路 "
    "金沙江路 漕溪北路 虹桥路 延安西路 北京东路 解放大道 珞喻路 天府大道 锦江大道 雁塔路 "
    "长江路 黄河路 新华路 光明路 龙华路 莲花路 江南大道 工业路 桂林路 朝阳北路 团结路"
).split()
CN_COMMS = (
    "阳光花园 锦绣华庭 翠湖天地 碧桂园 万科城市花园 金色家园 绿地世纪城 保利花园 名都新城 "
    "东方明珠苑 丽景湾 滨江壹号 书香门第 恒大绿洲 龙湖春江郦城 和谐家园 幸福里 紫荆苑 "
    "春晖园 建设新村 金地格林小镇 中海国际社区 华润城 融创御园 招商雍景湾"
).split()
CN_AREA_CODES = [
    "110101", "110105", "110108", "310104", "310115", "310112", "440106", "440305", "440304",
    "330106", "330110", "320102", "320106", "510107", "510104", "420106", "420111", "610113",
    "500103", "500112", "120101", "210102", "370102", "350203", "430104", "410105", "320505",
]
CN_MOBILE_PFX = (
    "130 131 132 133 134 135 136 137 138 139 150 151 152 153 155 156 157 158 159 166 "
    "173 175 176 177 178 180 181 182 183 184 185 186 187 188 189 191 193 195 198 199"
).split()
CN_LANDLINE = [("010", 8), ("021", 8), ("020", 8), ("0755", 8), ("0571", 8), ("025", 8),
               ("028", 8), ("027", 8), ("029", 8), ("023", 8), ("022", 8), ("0512", 8),
               ("0532", 8), ("0731", 8)]
US_AREA = (
    "212 213 214 216 267 281 303 305 310 312 314 315 317 404 407 408 412 414 415 425 469 "
    "480 503 512 513 518 602 608 612 614 615 617 619 626 646 650 651 678 702 704 713 720 "
    "732 773 804 813 817 832 845 858 907 908 916 919 941 952 971 978"
).split()
UK_AREA = [("0161", 3), ("0121", 3), ("0113", 3), ("0117", 3), ("0131", 3), ("0141", 3),
           ("01223", 6), ("01865", 6), ("020", 4), ("0114", 3), ("0115", 3), ("029", 4)]
UK_PC_AREAS = (
    "SW SE N NW E W M B LS L G EH CF BS OX CB NG S SO BN RG GU KT CR BR TN ME CT YO HU DH NE "
    "PL EX TQ BA GL HR WR CV LE DE ST CW CH WA PR BB BD HX HD WF DN LN PE IP NR CO CM SS RM "
    "IG EN AL SG LU MK NN HP SL"
).split()
CN_PC_PFX = ["100", "101", "102", "200", "201", "510", "511", "518", "310", "311", "210",
             "211", "610", "430", "400", "401", "300", "250", "361", "410", "450", "530",
             "650", "710", "730", "215", "266", "116"]
GEOHASH_PFX = {"us": ["9q8", "9q9", "dr5", "dr7", "dp3", "9vg", "dn5", "c23", "9xj", "djj"],
               "uk": ["gcp", "gcq", "gcw", "gcj", "gc7", "gcn"],
               "cn": ["wtw", "ws0", "ws1", "wx4", "wm6", "wt3", "wqj", "wtm"]}
W3W = ("filled count soap index home raft table lamp crisp plank tender bound sharper "
       "dancing loaf rising jumpy spout chairs glee pocket vines marble").split()
PLUS = "23456789CFGHJMPQRVWX"
GEOHASH32 = "0123456789bcdefghjkmnpqrstuvwxyz"

SMALL_BIZ = ("harborviewdental fernleaplumbing millbrookjoinery oakridgevet brightsidecpa "
             "northgatebakery lakeshoreyoga cobaltdesignstudio bluepineroofing").split()

# ---------------------------------------------------------------------------
# filler values (never personal)
# ---------------------------------------------------------------------------
INS_US = ["State Farm", "Allstate", "Progressive", "GEICO", "Liberty Mutual", "Nationwide",
          "Travelers", "USAA", "Farmers", "American Family", "Chubb", "MetLife", "Prudential"]
INS_GB = ["Aviva", "Direct Line", "Admiral", "LV=", "Hiscox", "AXA", "Churchill",
          "Legal & General", "Royal London", "Vitality", "Bupa", "NFU Mutual"]
INS_ZH = ["中国平安", "中国人寿", "太平洋保险", "人保财险", "泰康人寿", "新华保险", "友邦保险",
          "众安保险", "阳光保险", "太平人寿"]
BRK_US = ["Fidelity", "Vanguard", "Schwab", "E*TRADE", "Robinhood", "Interactive Brokers",
          "Merrill Edge", "Webull", "SoFi Invest", "Public"]
BRK_GB = ["Hargreaves Lansdown", "AJ Bell", "Vanguard UK", "Trading 212", "Freetrade",
          "interactive investor", "Fidelity UK", "Nutmeg", "Moneybox"]
BRK_ZH = ["华泰证券", "中信证券", "东方财富证券", "招商证券", "国泰君安", "富途证券",
          "老虎证券", "平安证券", "广发证券", "银河证券"]
EXCH = ["Coinbase", "Kraken", "Binance", "OKX", "Bitstamp", "Gemini", "Bybit", "Crypto.com"]
FUND_US = ["VTSAX", "FXAIX", "VTI", "VOO", "SCHD", "VXUS", "BND", "FZROX", "VTIAX", "QQQ"]
FUND_ZH = ["易方达蓝筹精选", "沪深300ETF", "中证500指数基金", "招商中证白酒", "兴全合润",
           "华夏上证50ETF", "南方中证1000ETF", "广发纳斯达克100", "富国天惠成长"]
TICKERS = ["AAPL", "MSFT", "NVDA", "VOO", "VTI", "QQQ", "SCHD", "BRK.B", "TSLA", "AMZN",
           "JPM", "KO", "VXUS", "BND", "IBIT", "GOOGL", "META", "COST"]
COINS = ["BTC", "ETH", "SOL", "USDT", "USDC", "XRP", "ADA", "DOGE", "LINK", "AVAX"]
CITY_US = ["Columbus", "Denver", "Austin", "Portland", "Raleigh", "Tampa", "Phoenix",
           "Sacramento", "Minneapolis", "Charlotte", "Nashville", "Omaha", "Boise",
           "Madison", "Pittsburgh", "Richmond", "Albany", "Tucson", "Spokane", "Savannah"]
CITY_GB = ["Leeds", "Bristol", "Manchester", "Sheffield", "Nottingham", "Cardiff",
           "Edinburgh", "Glasgow", "Brighton", "Reading", "York", "Norwich", "Exeter",
           "Bath", "Oxford", "Cambridge", "Leicester", "Derby"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
BICS = ["NWBKGB2L", "BARCGB22", "LOYDGB2L", "DEUTDEFF", "COBADEFF", "BNPAFRPP",
        "INGBNL2A", "AIBKIE2D", "BOFIIE2D", "CAIXESBB", "UNCRITMM", "HSBCGB2L"]
CARS_EN = ["2019 Honda CR-V", "2021 Toyota RAV4", "2017 Ford F-150", "2022 Tesla Model Y",
           "2016 Subaru Outback", "2020 Kia Sportage", "2018 VW Golf", "2023 Hyundai Tucson"]


def _aba(rng):
    while True:
        d = [int(c) for c in rng.choice(["01", "02", "03", "04", "05", "06", "07", "08", "09",
                                         "10", "11", "12", "21", "22", "26", "31", "32"])]
        d += [rng.randrange(10) for _ in range(6)]
        s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5]
        d.append((10 - s % 10) % 10)
        out = "".join(map(str, d))
        if aba_ok(out):
            return out


def _sort(rng):
    return f"{rng.randint(10, 99)}-{rng.randint(0, 99):02d}-{rng.randint(0, 99):02d}"


def _date_us(rng):
    y, m, d = rng.randint(2021, 2025), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice([f"{MONTHS[m - 1]} {d}, {y}", f"{y}-{m:02d}-{d:02d}", f"{m:02d}/{d:02d}/{y}"])


def _date_gb(rng):
    y, m, d = rng.randint(2021, 2025), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice([f"{d} {MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}"])


def _date_zh(rng):
    y, m, d = rng.randint(2021, 2025), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice([f"{y}年{m}月{d}日", f"{y}-{m:02d}-{d:02d}", f"{y}.{m}.{d}"])


def _czh(ctx):
    c = ctx.rng.choice(list(CN_CITY_DISTRICTS))
    ctx.state["czh"] = c
    return c


def _ticket(rng):
    return rng.choice([f"INC-{rng.randint(100000, 999999)}", f"CLM-{rng.randint(1000, 9999)}",
                       f"#{rng.randint(20000, 99999)}", f"SR{rng.randint(1000000, 9999999)}",
                       f"OPS-{rng.randint(100, 9999)}"])


FILL = {
    "amt": lambda c: f"${c.rng.randint(80, 48000):,}" + c.rng.choice(["", f".{c.rng.randint(0, 99):02d}"]),
    "gbp": lambda c: f"£{c.rng.randint(50, 30000):,}",
    "rmbplain": lambda c: str(c.rng.choice([c.rng.randint(2, 900) * 100, c.rng.randint(1000, 99999)])),
    "pct": lambda c: f"{c.rng.uniform(0.3, 9.5):.2f}%",
    "rate": lambda c: f"{c.rng.uniform(2.3, 7.6):.2f}%",
    "price": lambda c: f"${c.rng.uniform(18, 640):.2f}",
    "date": lambda c: _date_us(c.rng),
    "dgb": lambda c: _date_gb(c.rng),
    "dzh": lambda c: _date_zh(c.rng),
    "yr": lambda c: str(c.rng.randint(2019, 2024)),
    "yr2": lambda c: str(c.rng.randint(2027, 2034)),
    "q": lambda c: str(c.rng.randint(1, 4)),
    "n": lambda c: str(c.rng.randint(2, 12)),
    "d": lambda c: str(c.rng.randint(0, 9)),
    "n2": lambda c: str(c.rng.randint(49, 199)),
    "n3": lambda c: str(c.rng.randint(100, 999)),
    "n4": lambda c: str(c.rng.randint(1200, 9800)),
    "n5": lambda c: f"{c.rng.randint(30000, 45000):,}",
    "idx": lambda c: f"{c.rng.uniform(2700, 5300):.2f}",
    "mon": lambda c: c.rng.choice(MONTHS),
    "ins": lambda c: c.rng.choice(INS_US),
    "insgb": lambda c: c.rng.choice(INS_GB),
    "inszh": lambda c: c.rng.choice(INS_ZH),
    "brk": lambda c: c.rng.choice(BRK_US),
    "brkgb": lambda c: c.rng.choice(BRK_GB),
    "brkzh": lambda c: c.rng.choice(BRK_ZH),
    "exch": lambda c: c.rng.choice(EXCH),
    "fund": lambda c: c.rng.choice(FUND_US),
    "fundzh": lambda c: c.rng.choice(FUND_ZH),
    "tick": lambda c: c.rng.choice(TICKERS),
    "coin": lambda c: c.rng.choice(COINS),
    "city": lambda c: c.rng.choice(CITY_US),
    "cgb": lambda c: c.rng.choice(CITY_GB),
    "czh": _czh,
    "car": lambda c: c.rng.choice(CARS_EN),
    "exp": lambda c: f"{c.rng.randint(1, 12):02d}/{c.rng.randint(26, 31)}",
    "aba": lambda c: _aba(c.rng),
    "sort": lambda c: _sort(c.rng),
    "bic": lambda c: c.rng.choice(BICS),
    "ver": lambda c: f"{c.rng.randint(1, 12)}.{c.rng.randint(0, 40)}.{c.rng.randint(0, 19)}",
    "uuid": lambda c: ruuid(c.rng),
    "hex64": lambda c: rs(c.rng, HEX, 64),
    "blockh": lambda c: str(c.rng.randint(800000, 880000)),
    "ticket": lambda c: _ticket(c.rng),
    "iso": lambda c: f"{c.rng.randint(2022, 2025)}-{c.rng.randint(1, 12):02d}-{c.rng.randint(1, 28):02d}",
    "hh": lambda c: f"{c.rng.randint(0, 23):02d}:{c.rng.choice([0, 15, 20, 30, 45]):02d}",
}


# ---------------------------------------------------------------------------
# generation context
# ---------------------------------------------------------------------------
class Ctx:
    def __init__(self, rng, fus, fgb, fzh, lang):
        self.rng, self.fus, self.fgb, self.fzh, self.lang = rng, fus, fgb, fzh, lang
        self.state = {}


_FAKERS = {}


def _fakers():
    if not _FAKERS:
        _FAKERS["us"] = Faker("en_US")
        _FAKERS["gb"] = Faker("en_GB")
        _FAKERS["zh"] = Faker("zh_CN")
    return _FAKERS["us"], _FAKERS["gb"], _FAKERS["zh"]


def _ascii(s):
    return "".join(ch for ch in s if ch.isascii() and ch.isalpha())


def _en_first_last(ctx, loc=None):
    f = ctx.fus if (loc or ctx.rng.choice("ug")) == "u" else ctx.fgb
    return _ascii(f.first_name()) or "Sam", _ascii(f.last_name()) or "Reed"


def _py_name(ctx):
    sur = ctx.rng.choice(PY_SURNAMES)[1]
    given = ctx.rng.choice(PY_GIVEN)
    return sur, given


# ---------------------------------------------------------------------------
# secrets
# ---------------------------------------------------------------------------
def _jwt(rng):
    alg = rng.choice(["HS256", "HS256", "RS256"])
    head = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    iat = rng.randint(1700000000, 1735000000)
    payload = {
        "sub": f"acct_{rng.randint(100000, 999999)}",
        "scope": rng.choice(["positions:read", "claims:write", "orders:trade", "policy:read"]),
        "iat": iat,
        "exp": iat + rng.choice([900, 3600, 86400]),
        "jti": rs(rng, HEX, 16),
    }
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64url(rbytes(rng, 32 if alg == "HS256" else 64))
    return f"{head}.{body}.{sig}"


def _pem(rng):
    kind = rng.choice(["EC", "OPENSSH", "RSA", ""])
    label = f"{kind} PRIVATE KEY".strip()
    if kind == "EC":
        body = "MHcCAQEEI" + b64url(rbytes(rng, 90)).replace("-", "+").replace("_", "/")
    elif kind == "OPENSSH":
        body = "b3BlbnNzaC1rZXktdjEAAAAA" + base64.b64encode(rbytes(rng, 230)).decode().rstrip("=")
    elif kind == "RSA":
        body = "MIIEowIBAAKCAQEA" + base64.b64encode(rbytes(rng, 380)).decode().rstrip("=")
    else:
        body = "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg" + base64.b64encode(rbytes(rng, 80)).decode().rstrip("=")
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def gen_secret(ctx, kind):
    r = ctx.rng
    if kind == "aws":
        return "AKIA" + mixed(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    if kind == "awssec":
        return mixed(r, ALNUM + "+/", 40)
    if kind == "ghp":
        return "ghp_" + mixed(r, ALNUM, 36)
    if kind == "ghpat":
        return "github_pat_11" + mixed(r, UPALNUM, 20) + "_" + mixed(r, ALNUM, 59)
    if kind == "slack":
        if r.random() < 0.7:
            return f"xoxb-{r.randint(10**10, 10**12 - 1)}-{r.randint(10**12, 10**13 - 1)}-{mixed(r, ALNUM, 24)}"
        return f"xoxp-{r.randint(10**10, 10**11 - 1)}-{r.randint(10**10, 10**11 - 1)}-{r.randint(10**12, 10**13 - 1)}-{rs(r, HEX, 32)}"
    if kind == "slackwh":
        return f"T{rs(r, UPALNUM, 8)}/B{rs(r, UPALNUM, 10)}/{mixed(r, ALNUM, 24)}"
    if kind == "openai":
        if r.random() < 0.6:
            return "sk-proj-" + mixed(r, B64URL, 58) + "T3BlbkFJ" + mixed(r, B64URL, 58)
        return "sk-" + mixed(r, ALNUM, 20) + "T3BlbkFJ" + mixed(r, ALNUM, 20)
    if kind == "anthropic":
        return "sk-ant-api03-" + mixed(r, B64URL, 93) + "AA"
    if kind == "stripe":
        return r.choice(["sk_live_", "sk_live_", "rk_live_"]) + mixed(r, ALNUM, r.choice([24, 99]))
    if kind == "google":
        return "AIza" + mixed(r, B64URL, 35)
    if kind == "hf":
        return "hf_" + mixed(r, string.ascii_letters, 34)
    if kind == "sendgrid":
        return "SG." + mixed(r, B64URL, 22) + "." + mixed(r, B64URL, 43)
    if kind == "telegram":
        return f"{r.randint(10**9, 8 * 10**9 - 1)}:AA{mixed(r, B64URL, 33)}"
    if kind == "jwt":
        return _jwt(r)
    if kind == "pkey":
        return _pem(r)
    if kind == "hex64":
        return rs(r, HEX, 64)
    if kind == "wif":
        if r.random() < 0.5:
            return "5" + r.choice("HJK") + rs(r, B58, 49)
        return r.choice("KL") + rs(r, B58, 51)
    if kind == "xprv":
        return "xprv9s21ZrQH143K" + rs(r, B58, 95)
    if kind == "plaid":
        return "access-production-" + ruuid(r)
    if kind == "binance":
        return mixed(r, ALNUM, 64)
    if kind == "alpsec":
        return mixed(r, ALNUM, 40)
    if kind == "twilio":
        return rs(r, HEX, 32)
    if kind == "urlpw":
        return mixed(r, ALNUM, r.randint(14, 22)) + r.choice(["", "-", "_", "."]) + rs(r, ALNUM, 4)
    if kind == "square":
        return "EAAA" + mixed(r, B64URL, 60)
    if kind == "iex":
        return "sk_" + rs(r, HEX, 32)
    if kind == "whsec":
        return "whsec_" + mixed(r, ALNUM, 32)
    if kind == "gitlab":
        return "glpat-" + mixed(r, B64URL, 20)
    if kind == "npm":
        return "npm_" + mixed(r, ALNUM, 36)
    if kind == "hexsec":
        return rs(r, HEX, r.choice([32, 40, 48]))
    if kind == "b64sec":
        return base64.b64encode(rbytes(r, 32)).decode()
    if kind == "okx":
        return rs(r, UPHEX, 32)
    if kind == "coinb":
        return mixed(r, ALNUM, 32)
    if kind == "etherscan":
        return mixed(r, UPALNUM, 34)
    if kind == "mailgun":
        return "key-" + rs(r, HEX, 32)
    if kind == "tushare":
        return rs(r, HEX, 56)
    if kind == "wxpay":
        return mixed(r, ALNUM, 32)
    if kind == "aliyun":
        return mixed(r, ALNUM, 30)
    if kind == "alipay":
        return "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + base64.b64encode(rbytes(r, 96)).decode().rstrip("=")
    raise KeyError(kind)


# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
def gen_password(ctx, kind):
    r = ctx.rng
    if kind == "pin4":
        while True:
            p = rs(r, DIG, 4)
            if len(set(p)) > 2 and not p.startswith(("19", "20")):
                return p
    if kind == "pin6":
        while True:
            p = rs(r, DIG, 6)
            if len(set(p)) > 3:
                return p
    if kind in ("seed12", "seed24"):
        return " ".join(r.sample(BIP39, 12 if kind == "seed12" else 24))
    if kind == "phrase":
        sep = r.choice(["-", " ", "_", "."])
        words = r.sample(BIP39, r.randint(3, 5))
        if r.random() < 0.5:
            words[r.randrange(len(words))] = words[0].capitalize()
        s = sep.join(words)
        return s + (str(r.randint(1, 99)) if r.random() < 0.5 else "")
    if kind == "phrasecat":
        return "".join(r.sample(BIP39, r.randint(3, 4))) + str(r.randint(1, 999))
    if kind == "combo":
        a, b, c = r.randint(1, 39), r.randint(1, 39), r.randint(1, 39)
        return r.choice([f"{a}-{b}-{c}", f"R{a}-L{b}-R{c}", f"{a:02d}-{b:02d}-{c:02d}"])
    if kind == "memword":
        return r.choice(BIP39) + r.choice(BIP39)
    # "pw": a human-made password, locale-flavoured
    zh = ctx.lang == "zh" or (ctx.lang == "mixed" and r.random() < 0.5)
    style = r.randrange(7)
    sym = r.choice("!@#$%&*?._-")
    if zh and style < 3:
        sur, given = _py_name(ctx)
        base = (sur + given).lower()
        return r.choice([
            f"{base}{r.randint(1960, 2005)}",
            f"{base.capitalize()}{sym}{r.randint(100, 9999)}",
            f"{given.lower()}{sym}{rs(r, DIG, 6)}",
            f"{sur[0]}{given[0].lower()}{rs(r, DIG, 8)}",
            f"Aa{rs(r, DIG, 6)}{sym}",
        ])
    if style == 0:
        return r.choice(PW_WORDS) + sym + str(r.randint(10, 9999))
    if style == 1:
        w = r.choice(PW_WORDS)
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet + str(r.randint(1, 99)) + sym
    if style == 2:
        return mixed(r, ALNUM + "!@#$%^&*", r.randint(10, 16))
    if style == 3:
        return r.choice(BIP39) + r.choice(PW_WORDS) + str(r.randint(10, 99))
    if style == 4:
        return f"{r.choice(PW_WORDS)}{r.choice(['_', '.', ''])}{r.choice(PW_WORDS).lower()}{r.randint(1, 9)}{sym}"
    if style == 5:
        return mixed(r, ALNUM, r.randint(8, 12)) + sym
    return r.choice(BIP39).capitalize() + str(r.randint(1000, 9999)) + sym + r.choice(BIP39)


# ---------------------------------------------------------------------------
# e-mail
# ---------------------------------------------------------------------------
EM_DOMAINS_EN = ["gmail.com", "gmail.com", "yahoo.com", "outlook.com", "hotmail.com",
                 "icloud.com", "proton.me", "aol.com", "btinternet.com", "hotmail.co.uk",
                 "yahoo.co.uk", "sky.com", "live.co.uk", "comcast.net", "me.com"]
EM_DOMAINS_ZH = ["qq.com", "qq.com", "163.com", "126.com", "sina.com", "foxmail.com",
                 "yeah.net", "139.com", "sohu.com", "outlook.com", "gmail.com"]


def _local_en(ctx):
    r = ctx.rng
    f, l = _en_first_last(ctx)
    f, l = f.lower(), l.lower()
    return r.choice([f"{f}.{l}", f"{f}{l}{r.randint(1, 99)}", f"{f[0]}{l}", f"{f}_{l}",
                     f"{l}.{f[0]}", f"{f}{r.randint(1970, 2003)}", f"{f}.{l}{r.randint(1, 9)}",
                     f"{f[0]}.{l}{r.randint(10, 99)}"])


def _local_zh(ctx):
    r = ctx.rng
    sur, given = _py_name(ctx)
    s, g = sur.lower(), given.lower()
    return r.choice([f"{s}{g}", f"{s}{g}{r.randint(1, 99)}", f"{g}.{s}", f"{s}_{g}{r.randint(1980, 2004)}",
                     f"{s[0]}{g}{r.randint(100, 999)}", f"{g}{s}88", f"{s}.{g}"])


def gen_email(ctx, kind):
    r = ctx.rng
    if kind == "emzh" or (kind == "em" and ctx.lang == "zh"):
        if r.random() < 0.2:
            return f"{r.randint(10**5, 10**10 - 1)}@qq.com"
        return f"{_local_zh(ctx)}@{r.choice(EM_DOMAINS_ZH)}"
    if kind == "em":
        if ctx.lang == "mixed" and r.random() < 0.5:
            return gen_email(ctx, "emzh")
        return f"{_local_en(ctx)}@{r.choice(EM_DOMAINS_EN)}"
    if kind == "work":
        f, l = _en_first_last(ctx) if ctx.lang != "zh" else _py_name(ctx)
        return f"{f.lower()}.{l.lower()}@{r.choice(SMALL_BIZ)}.{r.choice(['com', 'co.uk', 'net', 'cn'])}"
    if kind == "obf":
        loc = _local_en(ctx) if ctx.lang != "zh" else _local_zh(ctx)
        dom = r.choice(EM_DOMAINS_EN if ctx.lang != "zh" else EM_DOMAINS_ZH)
        name, tld = dom.split(".", 1)
        return r.choice([
            f"{loc} at {name} dot {tld.replace('.', ' dot ')}",
            f"{loc} [at] {name} [dot] {tld.replace('.', ' [dot] ')}",
            f"{loc}(at){dom}",
            f"{loc} AT {dom}",
            f"{loc.replace('.', ' dot ')} at {name} dot {tld.replace('.', ' dot ')}",
        ])
    if kind == "obf2":
        loc = _local_en(ctx)
        dom = r.choice(EM_DOMAINS_EN)
        name, tld = dom.split(".", 1)
        return r.choice([f"{loc}[at]{name}[dot]{tld.replace('.', '[dot]')}", f"{loc} {{at}} {dom}",
                         f"{loc}@{name} . {tld}"])
    if kind == "obfzh":
        loc = _local_zh(ctx)
        dom = r.choice(EM_DOMAINS_ZH)
        name, tld = dom.split(".", 1)
        return r.choice([f"{loc}#{dom}", f"{loc} at {name} dot {tld}", f"{loc}（at）{dom}",
                         f"{loc}[at]{dom}", f"{loc}艾特{dom}"])
    raise KeyError(kind)


# ---------------------------------------------------------------------------
# phones
# ---------------------------------------------------------------------------
def _us_parts(r):
    a = r.choice(US_AREA)
    while True:
        ex = f"{r.randint(2, 9)}{r.randint(0, 9)}{r.randint(0, 9)}"
        if ex != "555" and ex[1:] != "11":
            break
    return a, ex, f"{r.randint(0, 9999):04d}"


def _us_fmt(r, a, e, n):
    return r.choice([f"({a}) {e}-{n}", f"{a}-{e}-{n}", f"{a}.{e}.{n}", f"+1 {a} {e} {n}",
                     f"+1-{a}-{e}-{n}", f"{a}{e}{n}", f"1 ({a}) {e}-{n}", f"({a}){e}-{n}"])


def _uk_mobile(r, intl=False):
    body = f"7{r.randint(4, 9)}{r.randint(0, 9)}{r.randint(0, 9)}"
    rest = f"{r.randint(0, 999999):06d}"
    if body == "7700":
        body = "7712"
    if intl:
        return r.choice([f"+44 {body} {rest}", f"+44 (0){body} {rest}", f"+44{body}{rest}", f"0044 {body} {rest}"])
    return r.choice([f"0{body} {rest}", f"0{body}{rest}", f"0{body} {rest[:3]} {rest[3:]}", f"0{body}-{rest}"])


def _cn_mobile(r, fmt=None):
    p = r.choice(CN_MOBILE_PFX)
    m, t = f"{r.randint(0, 9999):04d}", f"{r.randint(0, 9999):04d}"
    opts = [f"{p}{m}{t}", f"{p}{m}{t}", f"{p} {m} {t}", f"{p}-{m}-{t}", f"+86 {p} {m} {t}",
            f"+86-{p}{m}{t}", f"(+86){p}{m}{t}", f"+86 {p}{m}{t}"]
    return r.choice(opts) if fmt is None else opts[fmt]


def _cn_land(r):
    code, n = r.choice(CN_LANDLINE)
    num = f"{r.randint(2, 8)}{r.randint(0, 10**(n - 1) - 1):0{n - 1}d}"
    return r.choice([f"{code}-{num}", f"{code}-{num[:4]} {num[4:]}", f"({code}){num}",
                     f"{code} {num}", f"（{code}）{num[:4]}-{num[4:]}"])


def gen_phone(ctx, kind):
    r = ctx.rng
    if kind == "us":
        return _us_fmt(r, *_us_parts(r))
    if kind == "usx":
        base = _us_fmt(r, *_us_parts(r))
        return base + r.choice([f" ext. {r.randint(100, 9999)}", f" x{r.randint(10, 999)}",
                                f" ext {r.randint(100, 999)}", f", ext. {r.randint(10, 99)}"])
    if kind == "ukm":
        return _uk_mobile(r)
    if kind == "ukintl":
        return _uk_mobile(r, intl=True)
    if kind == "ukl":
        code, n = r.choice(UK_AREA)
        total = 11 - len(code)
        num = f"{r.choice('378') if code == '020' else r.randint(2, 8)}{r.randint(0, 10**(total - 1) - 1):0{total - 1}d}"
        if num[:3] == "496" or (code == "020" and num.startswith("7946")):
            num = "3" + num[1:]
        return r.choice([f"{code} {num[:n]} {num[n:]}" if n < len(num) else f"{code} {num}",
                         f"{code} {num}", f"+44 {code[1:]} {num}", f"({code}) {num}"])
    if kind == "intl":
        c = r.randrange(6)
        if c == 0:
            return _uk_mobile(r, intl=True)
        if c == 1:
            a, e, n = _us_parts(r)
            return f"+1 {a} {e} {n}"
        if c == 2:
            return f"+61 4{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}"
        if c == 3:
            return f"+353 8{r.choice('35679')} {r.randint(100, 999)} {r.randint(1000, 9999)}"
        if c == 4:
            return f"+49 15{r.randint(1, 9)} {r.randint(10000000, 99999999)}"
        return _cn_mobile(r, fmt=4)
    if kind == "cn":
        return _cn_mobile(r)
    if kind == "cnl":
        return _cn_land(r)
    if kind == "cnx":
        return _cn_land(r) + r.choice([f"转{r.randint(100, 9999)}", f"-{r.randint(100, 999)}", f" 转 {r.randint(10, 999)}"])
    if kind == "cnintl":
        c = r.randrange(5)
        if c == 0:
            return _cn_mobile(r, fmt=4)
        if c == 1:
            return f"+65 {r.choice('89')}{r.randint(100, 999)} {r.randint(1000, 9999)}"
        if c == 2:
            return f"+852 {r.choice('569')}{r.randint(100, 999)} {r.randint(1000, 9999)}"
        if c == 3:
            a, e, n = _us_parts(r)
            return f"+1 {a}-{e}-{n}"
        return _uk_mobile(r, intl=True)
    raise KeyError(kind)


# ---------------------------------------------------------------------------
# addresses (below city level)
# ---------------------------------------------------------------------------
def _us_street(r):
    pre = r.choice(["", "", "", "N ", "S ", "W ", "E ", "NE "])
    return f"{r.randint(1, 9899)} {pre}{r.choice(US_STREETS)} {r.choice(US_SUFFIX)}"


def _uk_street(r):
    return f"{r.randint(1, 212)} {r.choice(UK_STREETS)} {r.choice(UK_SUFFIX)}"


def _cn_room(r):
    return f"{r.randint(1, 32)}{r.randint(1, 4):02d}"


def gen_address(ctx, kind):
    r = ctx.rng
    if kind in ("us", "usnoapt"):
        s = _us_street(r)
        if kind == "us" and r.random() < 0.6:
            s += r.choice([f", Apt {r.randint(1, 30)}{r.choice('ABCD')}", f" Apt. {r.randint(101, 1208)}",
                           f" #{r.randint(100, 999)}", f", Unit {r.randint(1, 40)}", f", Apt {r.randint(2, 28)}"])
        return s
    if kind in ("uk", "ukflat"):
        c = r.randrange(4) if kind == "uk" else 0
        if c == 0:
            return f"Flat {r.randint(1, 24)}, {_uk_street(r)}"
        if c == 1:
            return f"{r.choice(UK_HOUSES)}, {r.randint(1, 60)} {r.choice(UK_STREETS)} {r.choice(UK_SUFFIX)}"
        return _uk_street(r)
    city = ctx.state.get("czh") or r.choice(list(CN_CITY_DISTRICTS))
    dist = r.choice(CN_CITY_DISTRICTS[city])
    road, comm = r.choice(CN_ROADS), r.choice(CN_COMMS)
    if kind == "zhroad":
        return f"{dist}{road}{r.randint(1, 2200)}号"
    if kind == "zhcomm":
        return r.choice([
            f"{comm}{r.randint(1, 36)}栋{r.randint(1, 4)}单元{_cn_room(r)}室",
            f"{dist}{comm}{r.randint(1, 36)}号楼{r.randint(1, 4)}单元{_cn_room(r)}",
            f"{comm}{r.randint(1, 20)}幢{_cn_room(r)}室",
        ])
    c = r.randrange(6)
    if c == 0:
        return f"{dist}{road}{r.randint(1, 2200)}号{comm}{r.randint(1, 36)}栋{r.randint(1, 4)}单元{_cn_room(r)}室"
    if c == 1:
        return f"{dist}{road}{r.randint(1, 1800)}弄{r.randint(1, 60)}号{_cn_room(r)}室"
    if c == 2:
        return f"{road}{r.randint(1, 999)}号{r.randint(1, 12)}号楼{_cn_room(r)}"
    if c == 3:
        return f"{dist}{comm}{r.randint(1, 36)}号楼{r.randint(1, 4)}单元{_cn_room(r)}"
    if c == 4:
        return f"{dist}{road}{r.randint(1, 300)}号院{r.randint(1, 18)}号楼{r.randint(2, 30)}层{_cn_room(r)}"
    return f"{dist}{road}{r.randint(1, 999)}号{comm}{r.choice('ABCDE')}座{_cn_room(r)}室"


# ---------------------------------------------------------------------------
# government identifiers
# ---------------------------------------------------------------------------
MBI_L = "ACDEFGHJKMNPQRTUVWXY"
NINO_1 = "ABCEGHJKLMNOPRSTWXYZ"
NINO_2 = "ABCEGHJKLMNPRSTWXYZ"


def _ssn_parts(r):
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    return f"{a:03d}", f"{r.randint(1, 99):02d}", f"{r.randint(1, 9999):04d}"


def _cnid(r):
    area = r.choice(CN_AREA_CODES)
    y, m, d = r.randint(1950, 2004), r.randint(1, 12), r.randint(1, 28)
    body = f"{area}{y}{m:02d}{d:02d}{r.randint(1, 999):03d}"
    return body + cnid_check(body)


def _nhs(r):
    while True:
        d = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(8)]
        c = 11 - sum(d[i] * (10 - i) for i in range(9)) % 11
        c = 0 if c == 11 else c
        if c != 10:
            s = "".join(map(str, d)) + str(c)
            return r.choice([f"{s[:3]} {s[3:6]} {s[6:]}", s, f"{s[:3]}-{s[3:6]}-{s[6:]}"])


def gen_gov(ctx, kind):
    r = ctx.rng
    if kind == "ssn":
        a, g, s = _ssn_parts(r)
        return r.choice([f"{a}-{g}-{s}", f"{a}-{g}-{s}", f"{a} {g} {s}"])
    if kind == "ssnplain":
        return "".join(_ssn_parts(r))
    if kind == "itin":
        g = r.choice(list(range(50, 66)) + list(range(70, 89)) + [90, 91, 92, 94, 95, 96, 97, 98, 99])
        return f"9{r.randint(0, 99):02d}-{g}-{r.randint(0, 9999):04d}"
    if kind == "usp":
        return r.choice([f"{r.randint(5, 9)}{rs(r, DIG, 8)}", f"{r.choice('ACEFGHJKLMNPRSTVWXYZ')}{rs(r, DIG, 8)}"])
    if kind == "ukp":
        return f"{r.randint(1, 9)}{rs(r, DIG, 8)}"
    if kind == "nino":
        while True:
            p = r.choice(NINO_1) + r.choice(NINO_2)
            if p not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
                break
        d = rs(r, DIG, 6)
        suf = r.choice("ABCD")
        return r.choice([f"{p}{d}{suf}", f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}", f"{p}{d} {suf}"])
    if kind == "usdl":
        c = r.randrange(5)
        if c == 0:
            return r.choice(string.ascii_uppercase) + rs(r, DIG, 7)
        if c == 1:
            d = rs(r, DIG, 9)
            return r.choice([d, f"{d[:3]} {d[3:6]} {d[6:]}"])
        if c == 2:
            d = rs(r, DIG, 12)
            return f"{r.choice(string.ascii_uppercase)}{d[:3]}-{d[3:6]}-{d[6:8]}-{d[8:11]}-{d[11]}"
        if c == 3:
            d = rs(r, DIG, 11)
            return f"{r.choice(string.ascii_uppercase)}{d[:3]}-{d[3:7]}-{d[7:]}"
        return rs(r, DIG, 8)
    if kind == "ukdl":
        sur = (_ascii(ctx.fgb.last_name()).upper() + "99999")[:5]
        first = _ascii(ctx.fgb.first_name()).upper() or "J"
        y, m, d = r.randint(1950, 2003), r.randint(1, 12), r.randint(1, 28)
        if r.random() < 0.5:
            m += 50
        return f"{sur}{(y // 10) % 10}{m:02d}{d:02d}{y % 10}{first[0]}{r.choice(string.ascii_uppercase + '9')}9{rs(r, string.ascii_uppercase, 2)}"
    if kind == "utr":
        d = rs(r, DIG, 10)
        return r.choice([d, f"{d[:5]} {d[5:]}"])
    if kind == "mbi":
        s = (str(r.randint(1, 9)) + r.choice(MBI_L) + r.choice(MBI_L + DIG) + r.choice(DIG)
             + r.choice(MBI_L) + r.choice(MBI_L + DIG) + r.choice(DIG) + r.choice(MBI_L)
             + r.choice(MBI_L) + r.choice(DIG) + r.choice(DIG))
        return r.choice([s, f"{s[:4]}-{s[4:7]}-{s[7:]}"])
    if kind == "nhs":
        return _nhs(r)
    if kind == "cnid":
        return _cnid(r)
    if kind == "cnidsp":
        s = _cnid(r)
        return r.choice([f"{s[:6]} {s[6:14]} {s[14:]}", f"{s[:6]} {s[6:10]} {s[10:14]} {s[14:]}"])
    if kind == "cnpass":
        return r.choice([f"E{rs(r, DIG, 8)}", f"E{r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}{rs(r, DIG, 7)}",
                         f"G{rs(r, DIG, 8)}"])
    if kind == "hkmo":
        return r.choice([f"C{rs(r, DIG, 8)}", f"C{r.choice('ABCDEFGHJKLMNPQRSTUVWXY')}{rs(r, DIG, 7)}"])
    if kind == "tw":
        return rs(r, DIG, 8)
    raise KeyError(kind)


# ---------------------------------------------------------------------------
# financial
# ---------------------------------------------------------------------------
def _card_digits(r, kind):
    if kind == "visa":
        pre, n = "4" + rs(r, DIG, 5), 16
    elif kind == "mc":
        pre, n = r.choice([str(r.randint(51, 55)), str(r.randint(2221, 2720))]), 16
    elif kind == "amex":
        pre, n = r.choice(["34", "37"]), 15
    elif kind == "disc":
        pre, n = r.choice(["6011", "65", "6445"]), 16
    elif kind == "up":
        pre, n = r.choice(["622202", "621226", "622848", "621700", "622588", "621483", "623668",
                           "622262", "621661", "622700", "621799", "625965", "622908"]), r.choice([16, 19, 19])
    else:
        raise KeyError(kind)
    body = pre + rs(r, DIG, n - 1 - len(pre))
    return body + luhn_digit(body)


def _card_fmt(r, d, spaced=None):
    if len(d) == 15:
        g = [d[:4], d[4:10], d[10:]]
    elif len(d) == 19:
        g = [d[:6], d[6:]] if r.random() < 0.3 else [d[:4], d[4:8], d[8:12], d[12:16], d[16:]]
    else:
        g = [d[i:i + 4] for i in range(0, 16, 4)]
    if spaced is True:
        return " ".join(g)
    if spaced is False:
        return d
    return r.choice([" ".join(g), "-".join(g), d, " ".join(g)])


IBAN_SPECS = {
    "GB": lambda r: rs(r, string.ascii_uppercase, 4) + rs(r, DIG, 14),
    "DE": lambda r: rs(r, DIG, 18),
    "FR": lambda r: rs(r, DIG, 23),
    "NL": lambda r: rs(r, string.ascii_uppercase, 4) + rs(r, DIG, 10),
    "ES": lambda r: rs(r, DIG, 20),
    "IE": lambda r: rs(r, string.ascii_uppercase, 4) + rs(r, DIG, 14),
    "IT": lambda r: r.choice(string.ascii_uppercase) + rs(r, DIG, 10) + rs(r, DIG, 12),
    "BE": lambda r: rs(r, DIG, 12),
    "CH": lambda r: rs(r, DIG, 17),
}


def _iban(r):
    cc = r.choice(list(IBAN_SPECS))
    bban = IBAN_SPECS[cc](r)
    num = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
    chk = 98 - int(num) % 97
    s = f"{cc}{chk:02d}{bban}"
    if r.random() < 0.55:
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def gen_financial(ctx, kind):
    r = ctx.rng
    if kind in ("visa", "mc", "amex", "disc"):
        return _card_fmt(r, _card_digits(r, kind))
    if kind == "card":
        return _card_fmt(r, _card_digits(r, r.choice(["visa", "visa", "mc", "mc", "amex", "disc"])))
    if kind == "cncc":
        return _card_fmt(r, _card_digits(r, r.choice(["up", "visa", "mc"])), spaced=r.random() < 0.4)
    if kind == "cnbank":
        return _card_fmt(r, _card_digits(r, "up"), spaced=False if r.random() < 0.8 else True)
    if kind == "cnbanksp":
        return _card_fmt(r, _card_digits(r, "up"), spaced=True)
    if kind == "iban":
        return _iban(r)
    if kind == "acct":
        return rs(r, "123456789", 1) + rs(r, DIG, r.randint(8, 11))
    if kind == "ukacct":
        return rs(r, "123456789", 1) + rs(r, DIG, 7)
    if kind == "sortacct":
        s, a = _sort(r), rs(r, "123456789", 1) + rs(r, DIG, 7)
        return r.choice([f"{s} {a}", f"{s} / {a}", f"{s}, {a}", f"{s.replace('-', '')} {a}"])
    if kind == "brok":
        return r.choice([f"{r.choice('XYZ')}{rs(r, DIG, 2)}-{rs(r, DIG, 6)}", f"{rs(r, DIG, 4)}-{rs(r, DIG, 4)}",
                         f"{r.randint(1, 9)}{rs(r, DIG, 7)}", f"U{rs(r, DIG, 7)}"])
    if kind == "brokzh":
        return r.choice(["3", "1", "8"]) + rs(r, DIG, r.choice([9, 11]))
    if kind == "shacct":
        return "A" + rs(r, DIG, 9)
    if kind == "btc":
        if r.random() < 0.7:
            return "bc1q" + rs(r, BECH32, 38)
        return r.choice("13") + rs(r, B58, 33)
    if kind == "eth":
        return "0x" + "".join(c.upper() if r.random() < 0.4 else c for c in rs(r, HEX, 40))
    raise KeyError(kind)


# ---------------------------------------------------------------------------
# names
# ---------------------------------------------------------------------------
def gen_name(ctx, kind):
    r = ctx.rng
    if kind in ("us", "gb"):
        f = ctx.fus if kind == "us" else ctx.fgb
        first, last = _ascii(f.first_name()) or "Dana", f.last_name()
        c = r.random()
        if c < 0.15:
            return f"{first} {r.choice(string.ascii_uppercase)}. {last}"
        if c < 0.22:
            return f"{last}, {first}"
        if c < 0.27:
            return f"{first} {_ascii(f.first_name())} {last}"
        return f"{first} {last}"
    if kind == "first":
        return _ascii(r.choice([ctx.fus, ctx.fgb]).first_name()) or "Priya"
    if kind == "last":
        return _ascii(r.choice([ctx.fus, ctx.fgb]).last_name()) or "Okafor"
    if kind == "zh":
        n = ctx.fzh.name()
        return n
    if kind == "pinyin":
        sur, given = _py_name(ctx)
        return r.choice([f"{sur} {given}", f"{given} {sur}", f"{sur.upper()} {given}", f"{sur} {given}"])
    raise KeyError(kind)


# ---------------------------------------------------------------------------
# usernames
# ---------------------------------------------------------------------------
CN_NICK_A = ["价值投资", "定投", "躺平", "韭菜", "养基", "打新", "可转债", "低估值", "长期主义",
             "慢慢变富", "复利", "红利", "保险", "理财", "不追涨", "财务自由"]
CN_NICK_B = ["老王", "小李", "的猫", "达人", "研究员", "搬砖工", "日记", "实验室", "小白", "一号",
             "2019", "_sh", "老司机", "阿强", "小分队", "er", "君"]


def _handle_base(ctx):
    r = ctx.rng
    c = r.randrange(7)
    if ctx.lang == "zh" or (ctx.lang == "mixed" and r.random() < 0.5):
        sur, given = _py_name(ctx)
        s, g = sur.lower(), given.lower()
        return r.choice([f"{s}{g}{r.randint(1, 99)}", f"{g}_{s}", f"{s}.{g}{r.randint(80, 99)}",
                         f"{r.choice(DOMAIN_WORDS)}_{s}{g[0]}", f"{s}{g}_{r.randint(1985, 2005)}",
                         f"{g}{r.choice(DOMAIN_WORDS)}"])
    f, l = _en_first_last(ctx)
    f, l = f.lower(), l.lower()
    if c == 0:
        return ctx.fus.user_name()
    if c == 1:
        return f"{f}{l[0]}{r.randint(1, 99)}"
    if c == 2:
        return f"{r.choice(DOMAIN_WORDS)}{r.choice(['_', '', '.'])}{f}{r.randint(1, 99)}"
    if c == 3:
        return f"{f[0]}{l}{r.randint(1, 999)}"
    if c == 4:
        return f"{r.choice(DOMAIN_WORDS)}_{r.choice(DOMAIN_WORDS)}_{r.randint(1, 99)}"
    if c == 5:
        return f"{f}_{l}"
    return f"{l}{f[:3]}{r.choice(['', '_'])}{r.randint(70, 99)}"


def gen_username(ctx, kind):
    r = ctx.rng
    if kind == "handle":
        return "@" + _handle_base(ctx)
    if kind == "login":
        return _handle_base(ctx)
    if kind == "reddit":
        return "u/" + _handle_base(ctx).replace(".", "_")
    if kind == "discord":
        return _handle_base(ctx).replace(".", "_") + f"#{r.randint(1, 9999):04d}"
    if kind == "uid":
        return r.choice([str(r.randint(10**7, 10**9 - 1)), str(r.randint(10**15, 10**17))])
    if kind == "ens":
        return _handle_base(ctx).replace("_", "").replace(".", "") + ".eth"
    if kind == "cashtag":
        return "$" + _handle_base(ctx).replace(".", "").replace("_", "")
    if kind == "ggid":
        d = rs(r, DIG, 12)
        return r.choice([d, f"{d[:2]} {d[2:4]} {d[4:6]} {d[6:8]} {d[8:10]} {d[10:]}"])
    if kind == "wx":
        sur, given = _py_name(ctx)
        s, g = sur.lower(), given.lower()
        return r.choice([f"{s}{g}_{r.randint(1, 999)}", f"{g}-{s}{r.randint(80, 2005)}",
                         f"{s[0]}{g}{rs(r, LOWALNUM, 4)}", f"wx_{s}{g}", f"{g}{s}888",
                         f"{r.choice(string.ascii_lowercase)}{rs(r, LOWALNUM, r.randint(6, 11))}"])
    if kind == "wxid":
        return "wxid_" + rs(r, LOWALNUM, 14)
    if kind == "qq":
        return str(r.randint(10**5, 10**10 - 1))
    if kind == "cnnick":
        c = r.randrange(3)
        if c == 0:
            return r.choice(CN_NICK_A) + r.choice(CN_NICK_B)
        if c == 1:
            return _handle_base(ctx)
        return r.choice(CN_NICK_A) + "的" + r.choice(["小本本", "笔记", "日常", "自留地"]) + str(r.randint(1, 99))
    raise KeyError(kind)


# ---------------------------------------------------------------------------
# home paths: the value is the user-name-bearing prefix
# ---------------------------------------------------------------------------
def _path_user(ctx, win):
    r = ctx.rng
    if ctx.lang == "zh" or (ctx.lang == "mixed" and r.random() < 0.5):
        sur, given = _py_name(ctx)
        s, g = sur.lower(), given.lower()
        return r.choice([f"{s}{g}", f"{g}.{s}", f"{s}_{g}", f"{s[0]}{g}"]) if not win else r.choice(
            [f"{sur}{given}", f"{s}{g}", f"{g}", f"{sur}.{given}"])
    f, l = _en_first_last(ctx)
    if win:
        return r.choice([f"{f}{l}", f, f"{f.lower()}.{l.lower()}", f"{f[0]}{l}", f"{f} {l}"])
    return r.choice([f"{f[0].lower()}{l.lower()}", f.lower(), f"{f.lower()}.{l.lower()}",
                     f"{f.lower()}{l[0].lower()}", f"{f.lower()}_{l.lower()}"])


def gen_home(ctx, kind):
    r = ctx.rng
    if kind == "mac":
        return "/Users/" + _path_user(ctx, False)
    if kind == "linux":
        return "/home/" + _path_user(ctx, False)
    if kind == "win":
        return r.choice(["C:\\Users\\", "C:\\Users\\", "D:\\Users\\", "c:\\users\\"]) + _path_user(ctx, True).replace(" ", "")
    if kind == "winfwd":
        return "C:/Users/" + _path_user(ctx, True).replace(" ", "")
    if kind == "wsl":
        return "/mnt/c/Users/" + _path_user(ctx, True).replace(" ", "")
    if kind == "winesc":
        return "C:\\\\Users\\\\" + _path_user(ctx, True).replace(" ", "")
    if kind == "wincn":
        if r.random() < 0.6:
            return "C:\\Users\\" + ctx.fzh.name()
        return "C:\\Users\\" + _path_user(ctx, True).replace(" ", "")
    raise KeyError(kind)


# ---------------------------------------------------------------------------
# schedule: a personal routine's clock time
# ---------------------------------------------------------------------------
HOURS = {"m": (5, 9), "a": (14, 17), "e": (18, 23), "n": (11, 13), "l": (1, 4)}
MINUTES = [0, 0, 5, 10, 15, 15, 20, 25, 30, 30, 30, 35, 40, 45, 45, 50, 55]
CN_NUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
EN_NUM = ["twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
          "ten", "eleven", "twelve"]


def _pick_time(r, period):
    lo, hi = HOURS[period]
    while True:
        h, m = r.randint(lo, hi), r.choice(MINUTES)
        if period == "n" and (h, m) < (11, 30):
            continue
        if period == "n" and h == 13 and m > 30:
            continue
        if period == "m" and h == 9 and m > 45:
            continue
        if period == "m" and h == 5 and m < 30:
            continue
        return h, m


def _en_time(r, h, m, period):
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    opts = [f"{h12}:{m:02d}", f"{h12}:{m:02d} {ap}", f"{h12}:{m:02d}{ap}", f"{h12}:{m:02d} {ap.upper()}",
            f"{h12}:{m:02d} {ap[0]}.m.", f"{h:02d}:{m:02d}", f"{h12}.{m:02d}{ap}"]
    if m == 0:
        opts += [f"{h12}{ap}", f"{h12} {ap}", f"{h12} o'clock"]
    if m == 30:
        opts.append(f"half past {EN_NUM[h12]}")
    if m == 15:
        opts.append(f"quarter past {EN_NUM[h12]}")
    if m == 45:
        opts.append(f"quarter to {EN_NUM[(h12 % 12) + 1]}")
    return r.choice(opts)


def _zh_time(r, h, m, period):
    h12 = h % 12 or 12
    hd = h12 if period in ("a", "e") or (period == "n" and h > 12) else h
    opts = [f"{hd}点{m}分" if m else f"{hd}点", f"{hd}:{m:02d}"]
    if period in ("a", "e") or (period == "n" and h > 12):
        opts.append(f"{h}:{m:02d}")
    cn = CN_NUM[hd] if hd <= 12 else str(hd)
    if m == 0:
        opts += [f"{cn}点", f"{hd}点整", f"{cn}点钟"]
    elif m == 30:
        opts += [f"{hd}点半", f"{cn}点半"]
    elif m == 15:
        opts += [f"{cn}点一刻", f"{hd}点15"]
    elif m == 45:
        opts += [f"{cn}点三刻", f"{hd}点45"]
    else:
        opts += [f"{hd}点{m:02d}", f"{hd}点{m:02d}分"]
    return r.choice(opts)


ZH_PERIOD_WORDS = {"m": ["早上", "早晨", "上午"], "a": ["下午"], "e": ["晚上"], "n": ["中午"],
                   "l": ["凌晨", "半夜"]}


def gen_schedule(ctx, kind):
    r = ctx.rng
    if kind.startswith("z"):
        period = kind[1]
        h, m = _pick_time(r, period)
        t = _zh_time(r, h, m, period)
        if kind.endswith("p"):
            words = list(ZH_PERIOD_WORDS[period])
            if period == "m" and h <= 6:
                words.append("清晨")
            if period == "m" and h < 8:
                words.remove("上午")
            if period == "e" and h <= 19:
                words.append("傍晚")
            return r.choice(words) + t
        return t
    h, m = _pick_time(r, kind)
    return _en_time(r, h, m, kind)


# ---------------------------------------------------------------------------
# geo (below city level)
# ---------------------------------------------------------------------------
def _coord(r, lat_rng, lon_rng, nd=None):
    nd = nd or r.choice([4, 5, 6])
    return round(r.uniform(*lat_rng), nd), round(r.uniform(*lon_rng), nd), nd


def _dms(v):
    v = abs(v)
    d = int(v)
    mm = int((v - d) * 60)
    ss = round(((v - d) * 60 - mm) * 60, 1)
    return d, mm, ss


def gen_geo(ctx, kind):
    r = ctx.rng
    if kind in ("latlon", "latlonuk"):
        lat, lon, nd = _coord(r, (25.5, 48.5), (-122.5, -71.2)) if kind == "latlon" else _coord(r, (50.4, 56.9), (-4.9, 1.6))
        c = r.randrange(5)
        if c == 0:
            return f"{lat:.{nd}f}, {lon:.{nd}f}"
        if c == 1:
            return f"{lat:.{nd}f},{lon:.{nd}f}"
        if c == 2:
            return f"({lat:.{nd}f}, {lon:.{nd}f})"
        if c == 3:
            return f"{lat:.{nd}f}° N, {abs(lon):.{nd}f}° {'W' if lon < 0 else 'E'}"
        return f"{lat:.{nd}f} {lon:.{nd}f}"
    if kind == "dms":
        lat, lon, _ = _coord(r, (25.5, 48.5), (-122.5, -71.2))
        a, b = _dms(lat), _dms(lon)
        return f"{a[0]}°{a[1]:02d}'{a[2]:04.1f}\"N {b[0]}°{b[1]:02d}'{b[2]:04.1f}\"W"
    if kind == "zip":
        return f"{r.randint(1, 99):02d}{r.randint(0, 999):03d}"
    if kind == "zip4":
        return f"{r.randint(1, 99):02d}{r.randint(0, 999):03d}-{r.randint(1, 9999):04d}"
    if kind == "ukpc":
        area = r.choice(UK_PC_AREAS)
        dist = str(r.randint(1, 28 if len(area) == 2 else 20))
        if area in ("SW", "W", "EC", "N", "E") and r.random() < 0.15:
            dist = str(r.randint(1, 9)) + r.choice("ABCEHJKMNPRSTW")
        return f"{area}{dist} {r.randint(0, 9)}{rs(r, 'ABDEFGHJLNPQRSTUWXYZ', 2)}"
    if kind == "cnpc":
        return r.choice(CN_PC_PFX) + f"{r.randint(0, 99):02d}" + r.choice("0000123456")
    if kind == "cncoord":
        lat, lon, nd = _coord(r, (22.3, 40.9), (103.6, 121.9))
        c = r.randrange(4)
        if c == 0:
            return f"{lat:.{nd}f}, {lon:.{nd}f}"
        if c == 1:
            return f"{lon:.{nd}f},{lat:.{nd}f}"
        if c == 2:
            return f"{lat:.{nd}f},{lon:.{nd}f}"
        return f"({lon:.{nd}f}, {lat:.{nd}f})"
    if kind == "cncoordzh":
        lat, lon, nd = _coord(r, (22.3, 40.9), (103.6, 121.9))
        c = r.randrange(3)
        if c == 0:
            return f"北纬{lat:.{nd}f}°，东经{lon:.{nd}f}°"
        if c == 1:
            a, b = _dms(lat), _dms(lon)
            return f"北纬{a[0]}°{a[1]}′{int(a[2])}″ 东经{b[0]}°{b[1]}′{int(b[2])}″"
        return f"东经{lon:.{nd}f}°、北纬{lat:.{nd}f}°"
    if kind == "plus":
        return r.choice("6789C") + rs(r, PLUS, 7) + "+" + rs(r, PLUS, r.choice([2, 2, 3]))
    if kind == "geohash":
        reg = "cn" if ctx.lang == "zh" else r.choice(["us", "uk"] if ctx.lang == "en" else ["us", "cn"])
        p = r.choice(GEOHASH_PFX[reg])
        return p + rs(r, GEOHASH32, r.randint(4, 6))
    if kind == "w3w":
        return "///" + ".".join(r.sample(W3W, 3))
    raise KeyError(kind)


GENS = {
    "secret": gen_secret,
    "password": gen_password,
    "email": gen_email,
    "phone": gen_phone,
    "address": gen_address,
    "government_id": gen_gov,
    "financial": gen_financial,
    "person_name": gen_name,
    "username": gen_username,
    "home_path": gen_home,
    "schedule": gen_schedule,
    "geo": gen_geo,
}


# ---------------------------------------------------------------------------
# templates: "kind|text" (kind optional), «V» marks the planted value, «x» a filler
# ---------------------------------------------------------------------------
T = {}

T["secret"] = {
    "en": [
        "aws|Finance-ops runbook: the nightly 1099 export job uses AWS_ACCESS_KEY_ID=«V» against the claims-archive bucket in us-east-1.",
        "awssec|aws_secret_access_key = «V»\n# ^ prod creds for the policy-docs S3 bucket, rotate after the Q«q» audit",
        "ghp|Pushed the premium-calculator fix but CI is failing on the private actuarial repo — the token I used was «V», can you re-run with yours?",
        "ghpat|# .github/workflows/quote-engine.yml\nenv:\n  GH_PAT: «V»\n  UNDERWRITING_ENV: staging",
        "slack|Claims bot posts FNOL alerts to #auto-claims via SLACK_BOT_TOKEN=«V» (don't paste it in tickets pls)",
        "openai|The advisor-notes summarizer calls the API with key «V»; spend was «amt» last month, mostly meeting transcripts.",
        "anthropic|ANTHROPIC_API_KEY=«V»\nCLAIM_TRIAGE_MODEL=haiku\nMAX_TOKENS=2048",
        "stripe|Premium billing live secret: «V» — only the billing service account should be able to read it.",
        "google|maps geocoder for the property-risk model: https://maps.googleapis.com/maps/api/geocode/json?key=«V»&region=us",
        "hf|Downloading the fraud-detection checkpoint needs HF_TOKEN «V» because the model repo is gated.",
        "sendgrid|SENDGRID_API_KEY: \"«V»\"  # renewal reminder e-mails for home policies",
        "telegram|Set up a little Telegram bot to ping me when «coin» drops 10% — bot token «V», chat id is in config.ini",
        "jwt|GET /v2/accounts/positions HTTP/1.1\nHost: api.broker-sandbox.io\nAuthorization: Bearer «V»\nAccept: application/json",
        "pkey|Cold wallet signing key backup (DO NOT COMMIT):\n«V»",
        "hex64|ETH hot wallet private key for the cashback payout script: 0x«V»",
        "wif|Found my paper wallet from 2014, WIF private key «V» — pretty sure there's still 0.«n» BTC on it",
        "xprv|Exported the account xprv from Electrum to double-check the derivation path: «V»",
        "plaid|plaid item linked OK -> access_token=«V» (stored encrypted in the budgets table, right?)",
        "binance|binance:\n  api_key: «V»\n  testnet: false\n  recv_window: 5000",
        "alpsec|APCA_API_BASE_URL=https://paper-api.alpaca.markets\nAPCA_API_SECRET_KEY=«V»",
        "twilio|Two-factor SMS for the claims portal goes through Twilio; the auth token «V» lives in Vault now, not in settings.py.",
        "urlpw|DATABASE_URL=postgres://claims_rw:«V»@claims-db.internal:5432/fnol",
        "urlpw|mongodb+srv://quote_svc:«V»@cluster0.policy-rating.mongodb.net/rating?retryWrites=true",
        "square|Square access token for the agency's card reader (production): «V»",
        "iex|market data for the rebalancer: IEX_CLOUD_SECRET=«V» — free tier ran out in «mon»",
        "whsec|Webhook signing secret for premium payment events → «V»",
        "gitlab|glab auth login --token «V» --hostname gitlab.underwriting.local",
        "hexsec|[quote-api]\nclient_id = rating-engine\nclient_secret = «V»\ntoken_url = https://auth.example-insure.com/oauth/token",
        "b64sec|«iso» 03:11:09Z WARN payout-worker: falling back to static HMAC key «V» for claim payment signatures",
        "openai|hey quick q, is «V» the right key for the robo-advisor sandbox or is that the old one we revoked?",
        "coinb|curl -s https://api.exchange.example/v2/accounts -H 'CB-ACCESS-KEY: «V»' -H 'CB-VERSION: 2024-01-01'",
        "npm|//registry.npmjs.org/:_authToken=«V»   (needed for the private @acme-insure/rating package)",
        "etherscan|ETHERSCAN_API_KEY «V» is what the tax script uses to pull my wallet's transaction history",
        "mailgun|Renewal notices go out via Mailgun, api key «V», sending domain mg.example-mutual.com",
        "slackwh|Posting the weekly P&L summary to https://hooks.slack.com/services/«V» every Friday",
        "jwt|id_token from the 401(k) provider's SSO (expired?): «V»",
    ],
    "zh": [
        "aws|理赔影像上传到S3用的是 AWS_ACCESS_KEY_ID=«V»，这个key权限太大了，下周要收回。",
        "awssec|保单归档脚本里写死了 secret：«V»，审计时被点名了。",
        "ghp|核保规则引擎的私有仓库 token 发你：«V»，用完记得撤销。",
        "openai|智能客服（车险报案）调用大模型的密钥是«V»，本月额度快用完了。",
        "stripe|海外保费收款用的生产环境密钥 «V»，只允许支付服务读取。",
        "hex64|冷钱包私钥（十六进制）：«V»，千万别截图发群里。",
        "xprv|从 Electrum 导出的扩展私钥 «V»，我只是想核对一下派生路径。",
        "binance|币安 API Key：«V»\n权限：只读 + 现货交易\nIP 白名单：已开启",
        "jwt|抓包看到基金App请求头里带着 Authorization: Bearer «V»，这个token有效期居然是一个月。",
        "urlpw|配置文件里的数据库连接串：mysql://policy_app:«V»@10.12.3.40:3306/baodan",
        "slack|理赔机器人往 #车险报案 频道推送消息，用的 token 是 «V»。",
        "hf|风控模型权重放在 Hugging Face 私有库，下载需要 «V» 这个 token。",
        "google|房屋险地址风险评估接了谷歌地图，key=«V»，记得限制来源IP。",
        "telegram|币价提醒机器人的 token：«V»，别外传。",
        "pkey|给券商接口签名用的私钥如下，请妥善保管：\n«V»",
        "anthropic|核赔助手的 ANTHROPIC_API_KEY=«V» 已写入 .env，测试环境先用这个。",
        "wif|2015年的纸钱包，WIF 私钥是 «V»，里面好像还有点比特币。",
        "sendgrid|续保提醒邮件的发送密钥：«V»",
        "okx|OKX 的 Secret Key：«V»（创建API时只显示一次，已经抄下来了）",
        "hexsec|【工单备注】第三方理赔平台对接，appSecret=«V»，appId 见附件。",
        "b64sec|日志：«iso» 09:14:55 ERROR 支付回调验签失败，使用的密钥=«V»",
        "alipay|开放平台应用私钥（PKCS8，去掉了头尾）：«V»",
        "wxpay|微信支付 APIv3 密钥：«V»，是在商户平台设置的那32位。",
        "tushare|tushare 的 token 是 «V»，积分够拉分钟线了。",
        "ghpat|CI 里配置了 GH_PAT=«V» 用于拉取精算模型仓库。",
        "jwt|登录理财平台后浏览器本地存的 access_token：«V»",
        "gitlab|内部 GitLab 访问令牌：«V»，有效期到年底。",
        "twilio|海外短信验证码通道的 Auth Token：«V»",
        "plaid|美股账户聚合接口返回的 access_token=«V»",
        "openai|把 «V» 填进量化回测脚本的 OPENAI_API_KEY 就能跑了",
        "aliyun|阿里云 AccessKey Secret：«V»，对应的是保单影像那个OSS。",
        "coinb|交易所API密钥 «V» 不小心提交到 GitHub 了，赶紧去后台删掉！",
    ],
    "mixed": [
        "aws|claims image pipeline 的 AWS key «V» 还在 repo 里，please rotate ASAP",
        "ghp|私有 repo 的 GitHub token 是 «V»，clone 完就 revoke 掉",
        "openai|robo-advisor demo 用的 OpenAI key：«V»，别 commit",
        "binance|Binance API key «V» 只开了 read-only，应该 safe 吧？",
        "stripe|premium collection 的 live key «V» 放在 secrets manager 里",
        "hex64|MetaMask 导出的 private key：«V»，先存在 1Password",
        "jwt|Bearer «V» ← 这个是 broker API 的 access token，今天 expire",
        "slack|FNOL bot 的 SLACK_BOT_TOKEN=«V» 要换成新的 workspace",
        "urlpw|连 prod DB: postgresql://uw_reader:«V»@rating-prod.internal/underwriting",
        "anthropic|claim triage prompt 测试用 ANTHROPIC_API_KEY «V»，quota 很够",
        "google|Maps API key «V» 用来 geocode 投保地址",
        "hf|HF_TOKEN «V» 用来拉 fraud model 的 weights",
        "telegram|price alert bot token «V»，每次 «coin» 跌破支撑位就推送",
        "pkey|这是 exchange API 签名用的 private key，别 share：\n«V»",
        "xprv|Ledger 之外我还有个 hot wallet，xprv 是 «V»",
        "sendgrid|renewal reminder email 用的 SendGrid key：«V»",
        "okx|OKX API secret «V»，passphrase 单独发你",
        "hexsec|client_secret: «V» # 第三方 TPA 理赔平台 OAuth",
        "b64sec|log: HMAC signing key=«V» fallback 到 default 了，太危险",
        "plaid|Plaid access_token «V» 绑的是 checking account",
        "ghpat|GitHub fine-grained PAT «V» 只给了 actuarial-models 读权限",
        "wif|老的 paper wallet WIF «V»，要 sweep 到新地址",
        "tushare|tushare token «V»，用来拉 A股 daily data",
        "twilio|Twilio auth token «V» 给 OTP 用的",
        "whsec|webhook secret «V» 用来 verify 保费 payment callback",
        "iex|IEX secret «V»，回测 script 里 hardcode 了，要改成 env var",
        "wxpay|微信支付 APIv3 key «V» 记在 vault 里了",
        "gitlab|GitLab token «V»，CI pipeline 部署核保 service 用",
        "alpsec|Alpaca paper trading 的 secret key：«V»",
        "aliyun|阿里云 AccessKey Secret «V» 绑的 OSS bucket 是 policy-docs",
        "npm|.npmrc 里的 _authToken=«V»，私有包 @insure/rating 要用",
        "mailgun|Mailgun key «V»，保单 PDF 发送走这个 domain",
    ],
}

T["password"] = {
    "en": [
        "pw|Fidelity NetBenefits login for the 401(k) — username is on the sticky note, password: «V»",
        "pin4|Voicemail from the bank said to use my telephone banking PIN «V» when I call back about the refinance.",
        "seed12|Ledger recovery phrase (also stamped on the steel plate): «V»",
        "seed24|24 words for the Trezor, in order: «V»",
        "pw|The Vanguard account password is «V» — changed it after that phishing email in «mon».",
        "pw|Hi, I'm locked out of the policyholder portal. I keep typing «V» and it says invalid?? Claim is about the hail damage",
        "pin6|Coinbase 2FA backup PIN «V», keep it in the envelope with the hardware key",
        "phrase|Master password for the password manager where all the insurance logins live is \"«V»\"",
        "pw|pw=«V»  (robinhood, new one after the reset)",
        "pw|Online Account Password: «V»\nConfirm Password: ********\nSecurity question: [select]",
        "combo|The fireproof safe with the life policy originals and the deeds — combination «V».",
        "pw|ok so the HMRC gateway password is «V» if you need to file my SA100 while I'm away",
        "pin4|The key safe by the back door is «V», for the loss adjuster visiting about the water leak — please delete this after.",
        "pw|E*TRADE: «V» (same as the old one but with a capital at the start)",
        "pw|pasting for the estate attorney: Schwab online password «V», the security answers are in the binder",
        "phrase|Passphrase for the encrypted backup of the tax folder: «V»",
        "pw|mortgage portal login — Password «V» — expires every 90 days ugh",
        "seed12|Metamask secret recovery phrase — «V» — DO NOT type this into any website",
        "pin6|Trading PIN for the Hargreaves Lansdown app: «V»",
        "pw|voice memo transcript okay so the password for the health insurance app is «V» and the member card is in my wallet",
        "pw|| field | value |\n|---|---|\n| Portal | claims self-service |\n| Password | «V» |",
        "pw|{\"site\": \"annuity-provider\", \"login_hint\": \"email\", \"password\": \"«V»\"}",
        "pin6|she said the iPad passcode for grandpa's brokerage app is «V»",
        "memword|Online banking memorable word: «V»",
        "pw|Reset done. Temporary password for the retirement plan website: «V» — you'll be forced to change it on first login.",
        "pw|Kraken password «V» (the 2FA is on the old phone in the drawer)",
        "pin4|Debit card PIN for the joint account is «V», only for emergencies while I'm in hospital.",
        "pw|OCR scan of a handwritten note: 'Prudential life online - pwd: «V» - call if locked'",
        "pw|Login: email as usual\nPass: «V»\n(that's for the tax software)",
        "phrasecat|the electrum wallet password is «V» all lowercase no spaces",
        "pw|# secrets.yaml\nbroker:\n  name: interactive-brokers\n  password: «V»",
        "seed12|Note to self, wallet backup words: «V»",
        "pin4|ISA app PIN «V» (the 4 digit one, not the card PIN)",
        "pw|can u log in and download my 1099-B? pw is «V»",
    ],
    "zh": [
        "pin6|我的证券账户交易密码是«V»，资金密码和它不一样。",
        "pw|网银登录密码：«V»，U盾密码另外记在本子上。",
        "pin6|支付宝支付密码 «V»，帮我把这个月的基金定投确认一下。",
        "seed12|助记词（按顺序抄写）：«V»",
        "pw|保险公司App的登录密码改成了«V»，上次那个太简单被提示有风险。",
        "pin6|妈，你手机银行的密码是«V»吧？我帮你查一下理财到期没有。",
        "pw|【个税App】登录密码：«V»，实名认证已经做过了。",
        "pin6|资金密码：«V»（券商App银证转账时需要）",
        "pw|表单：\n账户类型：融资融券\n登录密码：«V»\n确认密码：******",
        "pw|交易所账户密码 «V»，谷歌验证器装在旧手机上。",
        "pin6|查询密码是«V»，只能看不能交易，放心给你。",
        "combo|保险柜密码«V»，里面有房产证和几份寿险保单原件。",
        "pw|语音转文字 密码是«V» 你记一下 别发给别人",
        "pw|公积金账户登录密码«V»，想查一下能贷多少。",
        "phrase|钱包加密口令：«V»",
        "pw|{\"平台\": \"基金代销平台\", \"登录密码\": \"«V»\"}",
        "pin6|医保卡密码 «V»，去药店刷卡要用。",
        "pw|老公的社保网上服务平台密码是«V»，他让我帮忙打印缴费记录。",
        "pw|客户经理帮我重置了，临时密码«V»，首次登录后必须修改。",
        "seed24|24个助记词：«V»（冷钱包备份，原件放在银行保管箱）",
        "pin6|信用卡取现密码：«V»",
        "pw|期货账户交易密码：«V»，明天开盘前帮我平掉那手螺纹钢。",
        "pw|| 项目 | 内容 |\n|---|---|\n| 平台 | 车险理赔自助系统 |\n| 密码 | «V» |",
        "pin6|U盾密码«V»，转账超过五万要用。",
        "pw|我把理财通的密码设成了«V»，你帮我记一下，我老忘。",
        "pw|截图OCR：登录密码 «V» 记住密码 □",
        "pw|招行App登录密码«V»，指纹登录最近老失败。",
        "pin6|股票账户通讯密码：«V»（开户时营业部要求设置的）",
        "phrase|电脑开机密码是«V»，里面有所有报税资料。",
        "pw|门禁的不是这个，这个是券商App的：«V»",
        "pin4|车库门锁密码«V»，定损员明天来看车，麻烦给他开一下门。",
        "pw|记事本：基金账户 密码«V» 风险测评C4",
        "seed12|助记词：«V»，千万别存在微信收藏里。",
    ],
    "mixed": [
        "pw|Fidelity 的 password 是 «V»，你帮我看一下 401k 的 balance",
        "pin6|券商 App 交易密码 «V»，trading PIN 跟 login 的不一样",
        "seed12|seed phrase 抄一下：«V»，原件存在保险柜",
        "pw|IBKR 登录 pw=«V»，2FA 在我手机上",
        "pw|保险 portal 的 login password 改成 «V» 了",
        "pin4|debit card PIN «V»，只在急用时取现",
        "pw|Coinbase password «V»，别告诉别人啊",
        "phrase|1Password master password：«V»，所有保单和税表都在里面",
        "pin6|支付宝 payment password «V»，帮我 confirm 一下基金申购",
        "pw|tax software 的 password：«V»",
        "pw|Login: 手机号\nPassword: «V»\n平台：互联网保险",
        "seed24|Trezor 的 24 words：«V»",
        "pw|HMRC gateway password 是 «V»，帮我 file 一下 self assessment",
        "combo|safe 的 combination 是 «V»，里面有 life insurance policy 原件",
        "pw|密码 reset 了，temp password «V»，first login 要改",
        "pin6|资金密码 (fund password) «V»，转出 USDT 时要输",
        "pw|ok 我把 Robinhood 的 pw 发你：«V»",
        "pw|{\"broker\": \"tiger\", \"pwd\": \"«V»\"}",
        "pw|webull 密码«V» 我又忘了 已经改过三次",
        "pin4|garage door code «V»，adjuster 明天来看 water damage",
        "pw|帮我登一下 mortgage portal，pw «V»，看看 refinance offer",
        "pin6|Futu 牛牛的 trading password «V»",
        "pw|voice 密码是 «V» 记下来 password for the annuity website",
        "phrase|wallet.dat 的 encryption passphrase：«V»",
        "pw|Schwab 的密码 «V»，security question 我忘了",
        "pw|| item | 内容 |\n|---|---|\n| broker | 老虎证券 |\n| password | «V» |",
        "pin6|医保 app 的 PIN «V»",
        "pw|E-Trade login 密码 «V»，帮我下载 1099-B",
        "seed12|MetaMask recovery phrase 是 «V»，先别 import 到新手机",
        "pw|ISA platform 的 password «V»，我想 check 下 allowance 还剩多少",
        "pw|Note: 个税 App 密码 «V»，专项附加扣除还没填",
        "pin6|OKX 资金密码 «V»",
    ],
}

T["email"] = {
    "en": [
        "Please send the signed claim form and the repair estimate to «V» — that's my personal inbox, not work.",
        "From: «V»\nTo: Claims Team\nSubject: Water damage claim – photos attached",
        "Beneficiary contact e-mail: «V»",
        "obf|you can reach me at «V» — I'd rather not post it plainly on the forum",
        "policy_type,renewal_month,policyholder_email\nHO-3,«mon»,«V»",
        "{\"account_type\": \"Roth IRA\", \"email\": \"«V»\", \"paperless\": true}",
        "My advisor keeps emailing the quarterly statements to «V» even though I gave him the new address.",
        "Hi, I changed my 401(k) login email to «V» — can you update the beneficiary designation notices too?",
        "obf2|Contact for the mortgage refi documents: «V»",
        "«iso» 10:22:31 INFO notify.send template=renewal_notice to=«V» status=queued",
        "Please cc «V» on anything about the ISA transfer, she's handling it while I'm abroad.",
        "Subject: 1099-B corrected\n\nHi, the corrected form should go to «V». Thanks.",
        "alert_recipients:\n  - «V»\ntrigger: portfolio_drawdown > 10%",
        "coinbase sent the withdrawal confirmation to «V» but i never initiated it??",
        "Email on file: «V» (verified «dgb»)",
        "obf|voice note my email is «V» thanks",
        "New account application — Stocks & Shares ISA\nEmail address ........ «V»\nMarketing preferences .. none",
        "The loss adjuster asked me to forward everything to «V» instead of uploading to the portal.",
        "work|Please use my work email «V» for the group life enrolment confirmation.",
        "Login email for the crypto tax tool: «V»",
        "Re: premium increase on my car policy — reply to «V» please, I don't check the other one.",
        "| Field | Value |\n|---|---|\n| Email | «V» |\n| Plan | HSA |",
        "https://quotes.example-life.com/start?plan=term-20&coverage=500000&email=«V»",
        "The Zelle payment for the deductible went to «V» — was that right?",
        "I'll send the P60 scan from «V» tonight.",
        "OCR: E-mail adress «V» Date of loss «date»",
        "obf|signature block: pls email me at «V» (spam filter is aggressive)",
        "Statements go to «V», tax docs still come by post.",
        "Account recovery email for my Kraken account is «V», can you check it's still valid?",
        "Advisor notes — client prefers e-mail contact at «V»; no calls please.",
        "---------- Forwarded message ---------\nFrom: «V»\nSubject: annuity surrender charges",
        "Heads up: the health insurer's EOB notices are bouncing from «V» (mailbox full).",
    ],
    "zh": [
        "理赔材料请发到我的邮箱«V»，纸质发票下周寄过去。",
        "投保人邮箱：«V»",
        "电子保单已发送至«V»，请注意查收。",
        "基金对账单一直发到«V»，我想改成新的邮箱。",
        "obfzh|我的邮箱是«V»，发合同给我就行",
        "表单\n证件类型：身份证\n电子邮箱：«V»\n保险类型：重疾险",
        "个税年度汇算的结果截图我发到«V»了，你查一下",
        "券商开户时填的邮箱是«V»，现在登录不上了。",
        "客户经理备注：客户偏好邮件沟通，邮箱«V»，不要在工作时间打电话。",
        "{\"被保险人邮箱\": \"«V»\", \"险种\": \"百万医疗\"}",
        "受益人变更确认函请抄送«V»",
        "«iso» 14:02:11 发送续保提醒 收件人=«V» 结果=成功",
        "交易所提币确认邮件发到了«V»，可我根本没操作过！",
        "你把房贷转按揭的材料清单发我QQ邮箱：«V»",
        "邮箱«V»是我常用的，另一个工作邮箱别用。",
        "投保单OCR识别：电子邮箱 «V» 联系地址 详见附页",
        "我的企业年金账户绑定邮箱：«V»",
        "理财经理说每月的持仓报告会发到«V»",
        "obfzh|邮箱 «V»（防爬虫，自己换成@）",
        "| 项目 | 内容 |\n|---|---|\n| 邮箱 | «V» |\n| 险种 | 车险 |",
        "车险报案后，定损报告会发送到«V»吗？",
        "语音转写 邮箱是«V» 麻烦把电子发票发一下",
        "股东大会的网络投票通知发到«V»了，我持有那家公司几百股。",
        "帮我把年终奖个税计算表发到«V»，谢谢",
        "收件人：«V»\n主题：«yr»年度理赔汇总",
        "注册信息：邮箱 «V»，风险等级 R3",
        "找回密码的链接发到了«V»，但是已经过期了",
        "我换邮箱了，以后寄对账单请用«V»",
        "保险代理人问我要邮箱，我给了«V»",
        "邮件签名：有事请发邮件至«V»",
        "公积金中心的贷款审批结果会发送至«V»",
        "发票抬头个人，发送邮箱«V»",
    ],
    "mixed": [
        "理赔 documents 请 email 到 «V»，thanks",
        "我的 Fidelity account 绑定的是 «V»",
        "email: «V» ← 401k statements 都发到这里",
        "obf|有问题 email 我 «V»，别打电话",
        "Coinbase 的 login email 是 «V»，2FA 在 Google Authenticator",
        "投保人 email：«V»，policy type: term life",
        "请把 P60 scan 发到 «V»",
        "{\"email\": \"«V»\", \"险种\": \"travel insurance\"}",
        "financial advisor 说 quarterly report 会发到 «V»",
        "renewal notice 一直 bounce，因为 «V» 的 inbox 满了",
        "to: «V»\nsubject: 房贷 refinance 材料",
        "我用 «V» 注册了 Binance，现在 KYC 卡住了",
        "受益人 email «V»，受益比例 100%",
        "obfzh|email 写成 «V» 防爬虫",
        "log: send_policy_pdf to=«V» status=delivered",
        "ISA transfer 的 confirmation 发到 «V» 了吗？",
        "Contact email（联系邮箱）：«V»",
        "pls 把 1099-DIV forward 到 «V»，我要报税",
        "我的 PayPal 和 Robinhood 都用 «V»",
        "Voice memo email is «V» 理赔号稍后发",
        "| 字段 | value |\n|---|---|\n| email | «V» |",
        "advisor note：client 偏好 email «V»，not WeChat",
        "保单 e-policy 已发送至 «V»，please check spam",
        "new email «V»，以后 tax docs 都发这里",
        "Kraken 发 withdrawal 确认到 «V»，但不是我操作的！",
        "work|公司 group insurance 的 enrolment 用 work email «V»",
        "email address：«V»；mortgage broker 会联系你",
        "my 个税 report 发到 «V» 了，check 一下",
        "OCR result: 邮箱/Email «V»",
        "注册 Koinly 用的 email 是 «V»，导入了 exchange 的 CSV",
        "HSA provider 的 email «V» 收不到 verification code",
        "cc «V»，他负责家里的 insurance",
    ],
}

T["phone"] = {
    "en": [
        "us|Best number to reach me about the claim is «V», evenings are better.",
        "us|Policyholder phone: «V»",
        "ukm|Hi, it's about my car insurance renewal — call me back on «V» please.",
        "us|Emergency contact number on the life policy application: «V»",
        "usx|My work line is «V» if the adjuster needs me during the day.",
        "ukl|Home phone (landline) for the buildings insurance: «V»",
        "us|text me at «V» when the wire for the closing goes through",
        "us|policy_type,phone,preferred_contact\nauto,«V»,sms",
        "intl|{\"mfa\": {\"type\": \"sms\", \"number\": \"«V»\"}, \"broker\": \"IBKR\"}",
        "us|«iso»T08:44:10Z INFO otp.sent channel=sms to=«V» purpose=withdrawal",
        "ukm|Mobile .......... «V»\nOccupation ...... retired teacher\nSmoker .......... No",
        "us|voicemail transcript hi this is about the refinance my cell is «V» call anytime",
        "us|My phone number changed to «V», please update the 2FA on my Roth IRA.",
        "ukm|Can the broker call me on «V» about the SIPP consolidation?",
        "us|Fraud alert: someone added «V» as a trusted number on my Coinbase account and it's not mine!",
        "usx|Reach me at the office: «V»",
        "us|| Contact | Value |\n|---|---|\n| Phone | «V» |\n| Best time | evenings |",
        "intl|Number for WhatsApp while I'm abroad (until the claim closes): «V»",
        "us|Pls call «V» re: the hail damage inspection, it's my husband's cell",
        "ukl|Landline «V» — ring twice, Mum is slow getting to the phone.",
        "us|I put «V» on the Do Not Call list but annuity salespeople keep ringing it.",
        "ukm|OCR: Tel (mob) «V» Occupation: nurse",
        "us|SMS 2FA for the HSA portal goes to «V».",
        "ukintl|Contact: «V» (UK mobile, I'm relocating to Spain)",
        "us|The tow truck driver said he'd call «V» when he reaches the car.",
        "ukm|Telephone number for the P60 query: «V», I'm home most days.",
        "us|https://quote.example-renters.com/step2?product=renters&phone=«V»",
        "us|Broker CRM note — borrower prefers calls on «V»; rate lock expires «date».",
        "usx|Thanks,\n--\nDirect: «V»\nSent from my phone",
        "us|Yes you can reach me at «V»",
        "intl|Roaming number while I'm travelling, for the travel insurance claim: «V»",
        "us|Beneficiary's cell: «V»",
    ],
    "zh": [
        "cn|出险后请联系我，手机«V»，24小时开机。",
        "cn|投保人联系电话：«V»",
        "cn|被保险人手机号码：«V»，如有疑问请致电。",
        "cn|受益人电话«V»，是我女儿。",
        "cnl|家里座机«V»，白天一般有人接。",
        "cnx|单位电话«V»，找我就行。",
        "cn|理财经理你好，我换号了，新号码是«V»。",
        "cn|【表单】\n联系方式：«V»\n职业类别：1-2类\n是否吸烟：否",
        "cn|定损员说到了会打«V»",
        "cn|语音转文字 我的电话是«V» 你记一下",
        "cn|券商开户预留手机«V»，验证码一直收不到。",
        "cn|«iso» 10:11:32 短信发送成功 手机号=«V» 模板=理赔受理通知",
        "cn|{\"联系电话\": \"«V»\", \"报案方式\": \"电话报案\"}",
        "cn|有急事打我老公电话«V»",
        "cnl|老家座机«V»，我爸妈不用手机。",
        "cn|银行卡绑定的手机号是«V»，这个号停机了，转账收不到验证码。",
        "cn|| 项目 | 内容 |\n|---|---|\n| 手机 | «V» |\n| 险种 | 意外险 |",
        "cn|我的微信就是手机号«V»，加我发理赔照片。",
        "cnintl|在国外出差，紧急联系电话«V»",
        "cn|交易所绑定的手机«V»被别人改了！",
        "cn|房贷经理备注：客户手机«V»，下午方便接听。",
        "cn|拖车司机会给«V»打电话，你帮我接一下。",
        "cn|收件人电话：«V»（保单原件寄送用）",
        "cn|OCR识别结果：联系电话 «V» 证件类型 身份证",
        "cnl|联系电话：«V»（家）",
        "cn|个税App绑定手机«V»，换号后登录不了。",
        "cn|我手机«V»，有消息短信通知我",
        "cn|请在理赔申请书上填写本人手机号：«V»",
        "cnx|办公电话«V»，工作日可以打。",
        "cn|客户回访电话拨打«V»，无人接听，已短信通知。",
        "cn|代理人问我号码，我说«V»",
        "cn|手机号«V»已实名，可以办理线上投保。",
    ],
    "mixed": [
        "cn|我的 phone number 是 «V»，claim 有进展请 call 我",
        "us|US cell «V»，美国那边的 401k rollover 有事打这个",
        "cn|OTP 发到 «V»，但 SMS 一直收不到",
        "ukm|UK mobile «V»，ISA 的事情可以打给我",
        "cn|投保人 mobile：«V»",
        "cnintl|WhatsApp «V»，理赔 adjuster 可以直接联系",
        "cn|advisor note：client 手机 «V»，prefer WeChat",
        "us|fraud alert！有人把 «V» 加到我 Coinbase 的 2FA 了",
        "cn|contact：«V»（手机）",
        "cnl|家里 landline «V»",
        "cn|{\"phone\": \"«V»\", \"policy\": \"车险\"}",
        "cn|tow truck 到了会打 «V»",
        "us|call me at «V»，mortgage rate lock 的事",
        "cn|券商 App 预留 mobile «V»，换号了要改",
        "cn|log: sms.send to=«V» tpl=claim_accepted ok",
        "ukl|UK home phone «V»，buildings insurance 要填",
        "cn|紧急联系人 phone：«V»",
        "cn|voice 我的电话是 «V» please call back",
        "usx|office phone «V»，白天 reach 我",
        "cn|| field | 内容 |\n|---|---|\n| mobile | «V» |",
        "cn|Binance 绑定的手机 «V» 被 SIM swap 了！",
        "cn|受益人 mobile «V»，是我妈",
        "intl|海外 number «V»，travel insurance claim 用",
        "cn|我换号了 new number «V»",
        "cn|房贷 broker 说会打 «V» 确认 refinance 细节",
        "cn|HSBC 的 registered mobile 是 «V»",
        "cn|定损 appointment 确认短信发到 «V»",
        "cnx|公司座机 «V»，找我 directly",
        "cn|tel «V» / WeChat 同号",
        "cn|OCR：Tel/电话 «V»",
        "us|my 美国号码 «V» 已经停了，please update",
        "cn|个税 App 的 mobile 是 «V»",
    ],
}

T["address"] = {
    "en": [
        "us|Property address for the homeowners policy: «V», «city»",
        "us|Mail the settlement check to «V» — we moved last month.",
        "uk|Risk address: «V», «cgb»",
        "us|The oak came down on the garage at «V» during Tuesday's storm.",
        "us|insured_location: \"«V»\"\ncoverage_a: 420000\ndeductible: 2500",
        "uk|Please send the P60 copy to my new address, «V», «cgb».",
        "us|Loss location: «V». Date of loss: «date».",
        "us|I live at «V» and the water came through the ceiling of the downstairs bathroom.",
        "uk|Correspondence address ........ «V»\nTown ........ «cgb»",
        "us|{\"mailing_address\": {\"line1\": \"«V»\", \"city\": \"«city»\"}}",
        "us|Closing for the refi is at our place, «V», so the notary is coming to us.",
        "uk|Home address on the ISA application: «V» — it has to match the council tax bill.",
        "us|voice note my address is «V» in «city» and the car was parked out front",
        "us|Beneficiary mailing address: «V»",
        "uk|Flood cover quote for «V», «cgb» — they said the ground floor sits in flood zone 3.",
        "us|claim_type,loss_address,status\nwind/hail,\"«V»\",open",
        "us|Tell the adjuster to park on the street at «V» — the driveway is still blocked by debris.",
        "uk|OCR scan — Address «V» Policy Type Contents Only Excess £250",
        "us|Brokerage statements still go to my old address, «V». Can you update it?",
        "usnoapt|Advisor note: client downsizing; selling «V» in the spring and moving the proceeds into a muni ladder.",
        "uk|Buy-to-let landlord insurance, property at «V». Tenant moved out «dgb».",
        "us|| Field | Value |\n|---|---|\n| Street | «V» |\n| Coverage | HO-5 |",
        "us|Ship the hardware wallet to «V», not to the PO box.",
        "uk|Mortgage valuation booked for «V» next Tuesday.",
        "us|The 1099-INT still shows my old street, «V» — does that matter for filing?",
        "usnoapt|Accident happened right in front of my house at «V», the other driver reversed out of a driveway.",
        "uk|Sent the signed discharge form from «V» by recorded delivery.",
        "us|W-9 address line: «V»",
        "us|lol the exchange KYC rejected my utility bill because it says «V» without the unit number",
        "uk|Contents claim — burglary at «V», back door forced.",
        "us|Address change request: from «V» to the new condo, effective «date».",
        "usnoapt|Texted the roofer our address: «V»",
    ],
    "zh": [
        "zh|出险地址：«czh»«V»，厨房水管爆裂。",
        "zh|保单寄送地址：«V»",
        "zh|我家住«czh»«V»，上周台风把阳台玻璃吹碎了。",
        "zh|家财险标的地址：«V»",
        "zhcomm|房子在«V»，房贷转按揭需要重新评估。",
        "zh|{\"投保地址\": \"«V»\", \"房屋类型\": \"商品房\"}",
        "zhroad|事故就发生在我家楼下，«V»门口。",
        "zh|理赔款支票寄到«V»就行，我这周都在家。",
        "zh|语音转写 我住在«V» 车停在地库负二层",
        "zh|【投保单】\n联系地址：«czh»«V»\n职业类别：一类",
        "zhcomm|权利人：见产权证\n房屋坐落：«V»\n建筑面积：89.6平方米",
        "zh|基金公司寄来的对账单还是旧地址«V»，麻烦更新一下。",
        "zh|定损员明天上午到«V»看车。",
        "zh|我搬家了，新地址是«czh»«V»，以后纸质保单寄这里。",
        "zh|硬件钱包快递到«V»，别寄公司。",
        "zh|个税App里的居住地址填的是«V»",
        "zh|| 项目 | 内容 |\n|---|---|\n| 地址 | «V» |\n| 险种 | 家财险 |",
        "zhcomm|楼上漏水把我家天花板泡了，地址是«V»，物业已经拍照了。",
        "zh|客户经理备注：客户现居«V»，计划明年置换学区房。",
        "zh|OCR：住址 «V» 签发机关 见背面",
        "zh|收货地址：«czh»«V»（保险公司送的体检卡）",
        "zh|被保险人常住地址：«V»",
        "zh|房屋抵押登记地址«V»，贷款银行要求必须买房屋险。",
        "zhcomm|房东说房子在«V»，租房险要填这个。",
        "zh|火灾发生地点：«V»，起火原因初步判断为电动车充电。",
        "zh|居住地址«V»，与身份证地址不一致。",
        "zh|送达地址确认书：本人确认送达地址为«czh»«V»",
        "zhroad|老家地址«V»，退休金打到那边的农商行。",
        "zh|我在«V»，快递员说找不到楼。",
        "zhcomm|贷款房产：«V»，评估价三百二十万。",
        "zh|车辆夜间停放地址：«V»",
        "zh|麻烦把电子保单的打印件寄到«V»，谢谢",
    ],
    "mixed": [
        "us|我的 mailing address 是 «V»，«city»",
        "zh|理赔 claim 地址：«V»，kitchen 漏水",
        "uk|UK home address «V»，ISA 开户要用",
        "zh|property address：«V»，refinance 要重新 appraisal",
        "zh|hardware wallet 寄到 «V»",
        "us|old address «V» 还在 1099 上，要 update",
        "zhcomm|房子在 «V»，home insurance quote 出来了",
        "zhroad|accident 就在我家门口，«V»",
        "zh|{\"address\": \"«V»\", \"coverage\": \"家财险\"}",
        "uk|buy-to-let 的 property 在 «V»，landlord insurance 要续保",
        "zh|新地址 new address：«czh»«V»",
        "usnoapt|roofer 明天来 «V» 看 hail damage",
        "zh|定损 adjuster 上门地址：«V»",
        "zh|投保地址 insured location：«V»",
        "us|settlement check 请寄到 «V»",
        "zh|voice 我住在 «V» please note",
        "zhcomm|mortgage 房产 «V»，LTV 60%",
        "zh|| field | 内容 |\n|---|---|\n| address | «V» |",
        "uk|burglary at «V»，back door 被撬了",
        "zh|W-8BEN 上的 permanent address 填 «czh»«V»",
        "zh|券商 account 的 residential address：«V»",
        "us|KYC 被拒，因为 utility bill 上的 «V» 没写 unit",
        "zh|advisor note：客户 live in «V»，考虑 downsize",
        "zh|CSV:\ntype,地址\nfire,«V»",
        "uk|correspondence address «V»，P60 寄这里",
        "zh|收件地址 shipping：«V»",
        "zhcomm|tenant 住 «V»，renters insurance 他自己买",
        "zh|OCR address 住址 «V»",
        "usnoapt|home address 是 «V»，flood zone AE",
        "zh|车晚上停在 «V» 楼下，被刮了",
        "zh|proof of address 用的是 «V» 的水电费账单",
        "us|W-9 address：«V»",
    ],
}

T["government_id"] = {
    "en": [
        "ssn|SSN for the 401(k) rollover form: «V»",
        "ssn|Please verify the insured's Social Security number «V» before the policy is issued.",
        "nino|National Insurance number: «V»",
        "ukp|KYC for the crypto exchange: UK passport «V», expires «yr2»",
        "usp|Travel insurance form — Passport Number: «V»",
        "mbi|Medicare card: MBI «V» (Part A and Part B)",
        "ssnplain|tax_id=«V» filing_status=MFJ form=1040",
        "itin|I don't have an SSN, my ITIN is «V» — can I still open a Roth IRA?",
        "usdl|Driver's license # «V», needed for the auto claim.",
        "ukdl|Driving licence number «V», no points.",
        "utr|My UTR is «V», the accountant needs it for the SA100.",
        "nhs|NHS number «V» — for the private health insurance pre-authorisation.",
        "ssn|voice note social is «V» and I'll send the rest by mail",
        "ssn|W-9 Part I — Taxpayer Identification Number: «V»",
        "ssn|{\"applicant\": {\"ssn\": \"«V»\", \"state\": \"OH\"}, \"product\": \"term_life\"}",
        "nino|P60 End of Year Certificate · Employee's National Insurance number «V» · Tax year to 5 April «yr»",
        "ssn|Beneficiary SSN: «V»",
        "usp|Passport «V» scanned and attached for the annuity KYC.",
        "ssn|OCR of W-2: a Employee's social security number «V» 1 Wages, tips, other comp. «amt»",
        "nino|For the SIPP transfer they need my NI no. «V».",
        "ukp|The passport number on the travel policy should be «V», not the old one.",
        "usdl|DL «V» expired last year, will the insurer still accept it as ID?",
        "ssn|| Field | Value |\n|---|---|\n| SSN | «V» |\n| Form | 1099-R |",
        "ssn|someone tried my SSN «V» on the IRS account, so I've frozen my credit",
        "itin|ITIN: «V»",
        "mbi|Medicare number is «V», the Medigap plan starts next month.",
        "ssn|form,tin,amount\n1099-DIV,«V»,«amt»",
        "ssnplain|The custodian's statement shows my SSN as «V» with no dashes, is that normal?",
        "usp|I renewed my passport, new number «V», please update the brokerage KYC.",
        "nino|NI number «V» is on the P45 as well.",
        "ukdl|UK licence «V», used as ID for the mortgage application.",
        "ssn|Her social security number is «V», she's the contingent beneficiary.",
    ],
    "zh": [
        "cnid|投保人身份证号：«V»",
        "cnid|被保险人证件号码«V»，证件类型：居民身份证",
        "cnid|受益人身份证«V»，与被保险人关系：子女",
        "cnpass|护照号«V»，境外旅行险需要填写。",
        "cnid|个税专项附加扣除——子女教育，配偶身份证号：«V»",
        "cnid|券商开户：身份证号码 «V»，有效期长期",
        "hkmo|港澳通行证号码«V»，去香港买保险要用。",
        "cnid|{\"证件类型\": \"身份证\", \"证件号\": \"«V»\"}",
        "cnid|语音转写 身份证号是«V» 你核对一下",
        "cnid|医保报销申请，参保人身份证：«V»",
        "cnid|OCR识别：公民身份号码 «V»",
        "cnidsp|身份证 «V»（中间的空格是我加的）",
        "cnid|我的社保卡号就是身份证号«V»",
        "cnpass|护照号码：«V»，签发地：上海",
        "cnid|理赔申请书 第二页：证件号码«V»",
        "cnid|| 项目 | 内容 |\n|---|---|\n| 身份证 | «V» |\n| 关系 | 本人 |",
        "cnid|公积金贷款申请：借款人身份证号码«V»",
        "cnid|客户经理备注：客户身份证«V»已核验，风险测评C3。",
        "cnid|纳税人识别号：«V»（个人就是身份证号）",
        "cnid|交易所KYC上传的证件号«V»",
        "hkmo|往来港澳通行证 «V»，有效期至«yr2»年",
        "cnid|«iso» 09:33:21 实名校验 idcard=«V» result=一致",
        "cnid|车险投保：车主证件号«V»",
        "cnid|老人的身份证号«V»，帮他办一下养老金资格认证。",
        "cnid|CSV\n类型,证件号,金额\n医疗险,«V»,«rmbplain»",
        "cnpass|出境游保险 护照：«V»",
        "cnid|身份证号码：«V»；户籍地：见复印件",
        "cnid|你上次填错了，正确的身份证号是«V»",
        "cnid|基金定投协议签字页，证件号«V»",
        "tw|台胞证号码：«V»，在大陆买保险可以用吗？",
        "cnidsp|身份证«V»",
        "cnid|房贷合同：借款人证件号码«V»",
    ],
    "mixed": [
        "cnid|身份证 ID number：«V»",
        "ssn|我的 SSN 是 «V»，401k rollover 要填",
        "cnid|KYC 用的 ID 是 «V»",
        "cnpass|passport 号 «V»，travel insurance 要",
        "nino|UK 的 NI number «V»",
        "cnid|投保人 ID：«V»",
        "ssn|W-9 的 TIN 填 «V»",
        "cnid|{\"id_no\": \"«V»\", \"险种\": \"重疾\"}",
        "cnid|broker onboarding：身份证 «V» 已上传",
        "itin|没有 SSN，用 ITIN «V» 报税",
        "usp|US passport «V» 快过期了",
        "cnid|voice ID 号码 «V» please verify",
        "cnid|个税 taxpayer ID «V»",
        "ssn|social security number «V»，申请 Medicare 要用",
        "hkmo|港澳通行证 permit no. «V»",
        "ukp|英国 passport «V»，开 ISA 要用",
        "cnid|log: kyc.verify id=«V» status=passed",
        "mbi|Medicare MBI «V»，我爸的",
        "cnid|| field | 内容 |\n|---|---|\n| ID | «V» |",
        "cnid|beneficiary 身份证 «V»",
        "usdl|driver license «V»，车险 claim 要",
        "cnid|OCR：公民身份号码/ID No. «V»",
        "utr|HMRC UTR «V»，self assessment 用",
        "cnid|mortgage 借款人 ID «V»",
        "ssn|SSN «V» 被人拿去 file 了 fake tax return！",
        "cnpass|护照 passport number «V»",
        "nhs|NHS number «V»，private health insurance 要填",
        "cnid|Binance KYC 的身份证号 «V»",
        "cnid|ID card «V» 的有效期到2035",
        "ukdl|UK driving licence «V» 用来 verify identity",
        "cnidsp|身份证 «V»（with spaces）",
        "ssnplain|TIN: «V» (no dashes)",
    ],
}

T["financial"] = {
    "en": [
        "card|Card on file for the monthly premium: «V» exp «exp»",
        "iban|Please pay the claim settlement to IBAN «V».",
        "acct|Direct deposit for the annuity payments: routing «aba», account «V».",
        "ukacct|Sort code «sort», account number «V» — that's where the ISA withdrawal should go.",
        "sortacct|Bank details for the premium refund: «V»",
        "amex|Charge the deductible to my Amex «V», CID is on the back.",
        "visa|«iso» 12:00:03 ERROR billing.charge failed card=«V» reason=do_not_honor",
        "iban|{\"payout\": {\"iban\": \"«V»\", \"bic\": \"«bic»\"}}",
        "acct|Wire the cash-out refi proceeds to checking account «V».",
        "brok|Brokerage account «V» — please transfer the full position via ACATS.",
        "mc|voice note card number is «V» expiry «exp»",
        "card|| Payment method | Number |\n|---|---|\n| Card | «V» |",
        "iban|For the Riester refund, my IBAN is «V».",
        "btc|Send the BTC to my cold wallet: «V»",
        "eth|Withdraw the staking rewards to my Ledger address «V».",
        "acct|ACH details — routing «aba» / acct «V» (checking)",
        "ukacct|Acct no. «V», sort «sort» — the pension lump sum goes there.",
        "card|Someone used my card «V» on a crypto exchange, I didn't authorise it.",
        "card|OCR: CARD NO «V» VALID THRU «exp»",
        "iban|Refund IBAN (my Irish account): «V»",
        "acct|HSA account number «V», the custodian says contributions posted.",
        "visa|Policy auto-renew will charge «V» on «date».",
        "brok|Roth IRA account no. «V», custodian is Fidelity.",
        "card|method,number,exp\ncard,«V»,«exp»",
        "iban|IBAN: «V»  BIC: «bic»",
        "sortacct|Sort code and account: «V»",
        "acct|The mortgage autopay pulls from account «V».",
        "disc|Discover card «V» — use it for the life insurance premium.",
        "iban|my IBAN is «V» thx",
        "card|Pls update the card for the HSA debit to «V»",
        "btc|BTC withdrawal address whitelisted: «V»",
        "acct|Savings account «V» is the payout account for the claim.",
    ],
    "zh": [
        "cnbank|理赔款请打到我的工商银行卡«V»。",
        "cnbank|收款账号：«V»\n开户行：招商银行«czh»分行",
        "cncc|续期保费从信用卡«V»自动扣款。",
        "cnbank|我的工资卡是«V»，基金赎回款也打到这里。",
        "cnbanksp|银行卡号 «V»（建设银行）",
        "cnbank|{\"收款账户\": \"«V»\", \"户名\": \"本人\"}",
        "cnbank|语音转写 卡号是«V» 农业银行的",
        "cnbank|退保金请转入«V»，这张卡是我本人的。",
        "cncc|信用卡«V»被盗刷了，买了两份保险都不是我买的。",
        "cnbank|房贷还款账户«V»，每月15号扣款。",
        "brokzh|资金账号：«V»（«brkzh»）",
        "cnbank|公积金提取到账银行卡：«V»",
        "cnbank|| 项目 | 内容 |\n|---|---|\n| 银行卡号 | «V» |\n| 开户行 | 中国银行 |",
        "cnbank|OCR：卡号 «V» 银联",
        "cnbank|«iso» 16:20:11 代付成功 收款卡号=«V» 金额=«rmbplain»",
        "eth|USDT(ERC20) 收款地址：«V»",
        "cnbank|定投扣款卡«V»余额不足，扣款失败。",
        "iban|境外理赔款打到我的德国账户，IBAN：«V»",
        "cncc|信用卡号«V»，有效期«exp»",
        "cnbank|年金领取账户：«V»",
        "cnbank|我爸的养老金卡号«V»，他让我帮忙查一下。",
        "cnbank|银证转账绑定的银行卡«V»",
        "cnbank|个税退税到账银行卡：«V»",
        "shacct|上海股东账户：«V»（沪A）",
        "cnbank|CSV\n类型,卡号\n理赔,«V»",
        "cnbank|卡号«V»，这是我老婆的卡，收款人写她就行。",
        "btc|比特币提币地址：«V»",
        "cnbank|客户经理备注：客户主账户«V»，资产约两百万。",
        "cnbank|请把赔款转到«V»",
        "cncc|绑定的信用卡«V»已经注销，请换卡扣保费。",
        "cnbank|医保个人账户关联银行卡«V»",
        "cnbank|银行账号：«V»；账户类型：一类户",
    ],
    "mixed": [
        "cnbank|理赔 payout 打到我的 ICBC 卡 «V»",
        "card|credit card «V»，premium 自动扣款",
        "iban|IBAN «V»，Riester refund 用",
        "acct|routing «aba»，account «V»，401k distribution 直接 deposit",
        "cnbank|bank card «V»，基金赎回到这张",
        "eth|我的 ETH deposit address «V»",
        "sortacct|UK bank details：«V»",
        "cncc|信用卡 card number «V» 被 skimming 了",
        "btc|BTC cold wallet «V»",
        "cnbank|{\"bank_card\": \"«V»\", \"用途\": \"理赔款\"}",
        "card|OCR: CARD NO «V» 有效期 «exp»",
        "ukacct|sort code «sort»，account «V»，SIPP lump sum 打这里",
        "brok|brokerage account «V» ACATS transfer 到 Schwab",
        "cnbank|mortgage 还款 account «V»",
        "visa|log: charge failed card=«V» 余额不足",
        "cnbank|voice 卡号是 «V» 招商银行",
        "iban|请 wire 到 IBAN «V»",
        "cnbank|| field | 内容 |\n|---|---|\n| card | «V» |",
        "acct|checking account «V» 设了 autopay",
        "cnbank|公积金 withdrawal 到 «V»",
        "amex|Amex «V» 付 deductible",
        "cnbank|payee 账号：«V»",
        "cnbanksp|银行卡 «V»（ICBC，with spaces）",
        "iban|Refund 到 Irish IBAN «V»",
        "cnbank|个税 refund 到账卡 «V»",
        "acct|HSA account «V» 的 contribution 还没到",
        "btc|whitelisted 提币地址 «V»",
        "card|CSV\nmethod,number\ncard,«V»",
        "cnbank|advisor note：主账户 «V»，AUM 约 2M",
        "shacct|沪A 股东账户 «V»，打新要用",
        "cncc|UnionPay card «V» 绑定 Apple Pay",
        "cnbank|annuity 领取账户 «V»",
    ],
}

T["person_name"] = {
    "en": [
        "Policyholder: «V»",
        "The named insured on the auto policy is «V», not me — I'm only a listed driver.",
        "gb|Dear «V»,\nThank you for your enquiry about transferring your Stocks & Shares ISA.",
        "Primary beneficiary: «V» (spouse), 100%",
        "us|Hi, my name is «V» and I'm calling about a denied claim for physical therapy.",
        "us|Advisor meeting notes — client «V», 58, wants to retire at 62, currently 70/30.",
        "gb|Contingent beneficiary: «V»",
        "{\"insured\": {\"name\": \"«V»\"}, \"face_amount\": 750000}",
        "Thanks again for your patience with the claim.\n\nSigned,\n«V»",
        "first|thanks «V», i'll upload the 1099s tonight",
        "us|Claimant «V» states the other vehicle ran the red light.",
        "gb|Trustee of the bare trust: «V»",
        "us|voice note this is «V» policy holder calling about my roof claim",
        "insured,product,premium\n«V»,term-20,«amt»",
        "last|Mrs. «V» called again about the annuity surrender charge.",
        "us|The loan officer assigned to our refi is «V».",
        "gb|Lasting power of attorney: «V» can act on my pension account.",
        "| Role | Name |\n|---|---|\n| Owner | «V» |\n| Annuitant | same |",
        "«V» was added as a joint owner on the brokerage account last week.",
        "gb|Executor «V» is requesting the death claim forms for the life policy.",
        "Insured driver at the time of the accident: «V»",
        "us|Tax preparer note: dependent «V», age 16, qualifies for the child tax credit.",
        "first|hey «V» did the crypto tax report come through",
        "us|Message from «V» via the claims portal: still waiting on the rental car reimbursement.",
        "gb|OCR: Employee's name «V» Tax code 1257L Pay in this employment «gbp»",
        "Account owner: «V»; account type: Traditional IRA",
        "Authorized contact for the HSA: «V»",
        "gb|Our mortgage adviser «V» said fixing for five years is sensible.",
        "us|Per «V», the deductible was already met in March.",
        "Witness statement provided by «V», the neighbour across the street.",
        "gb|Nominee: «V»",
        "last|Attn: Mr «V» — re: your term life renewal",
    ],
    "zh": [
        "投保人：«V»",
        "被保险人«V»于«dzh»住院治疗，现申请理赔。",
        "受益人：«V»（配偶），受益比例100%",
        "我叫«V»，想咨询一下重疾险的等待期。",
        "理财经理备注：客户«V»，风险承受能力C4，偏好指数基金。",
        "事故另一方司机叫«V»，已经报警了。",
        "{\"投保人姓名\": \"«V»\", \"险种\": \"定期寿险\"}",
        "«V»你好，你的车险明天到期，记得续保。",
        "语音转写 我是«V» 上周报的案 想问下进度",
        "| 角色 | 姓名 |\n|---|---|\n| 被保险人 | «V» |",
        "联系人：«V»",
        "房贷共同借款人是我爱人«V»。",
        "授权委托书：本人委托«V»代为办理理赔手续。",
        "OCR：姓名 «V» 民族 汉",
        "这笔基金是帮我妈«V»买的，账户在她名下。",
        "个税申报：赡养老人——«V»，分摊比例50%",
        "CSV\n姓名,险种,保费\n«V»,医疗险,«rmbplain»",
        "«V»先生，您的保单已生效。",
        "定损员«V»说下午过来。",
        "紧急联系人：«V»，关系：兄弟",
        "客户«V»要求退保，已告知现金价值损失。",
        "这份寿险的被保险人是我爸«V»。",
        "签名：«V»",
        "监护人：«V»",
        "收款账户户名：«V»",
        "我老公«V»的车被追尾了。",
        "遗嘱执行人«V»已提交身故理赔申请。",
        "证人«V»目睹了事故经过。",
        "开户人：«V»，开户营业部：见回执",
        "@«V» 你上次说的那只基金叫什么来着？",
        "代理人«V»推荐我买了这份年金险。",
        "«dzh» 核保通过 投保人=«V» 保额=50万",
    ],
    "mixed": [
        "zh|policyholder 是 «V»",
        "pinyin|Hi 我是 «V»，想问一下 claim 的进度",
        "us|beneficiary：«V»，spouse",
        "zh|advisor note：client «V»，risk profile aggressive",
        "pinyin|Insured: «V»（被保险人）",
        "zh|{\"name\": \"«V»\", \"policy\": \"重疾险\"}",
        "gb|ISA account holder «V»，要 transfer 到另一个 platform",
        "zh|另一方 driver 叫 «V»，已报警",
        "pinyin|Signed by «V»",
        "zh|joint account 的另一个 owner 是 «V»",
        "us|My financial advisor «V» 建议我 rebalance",
        "zh|voice 我是 «V» calling about my 理赔",
        "pinyin|Account holder: «V»，broker 是 Futu",
        "zh|| role | 姓名 |\n|---|---|\n| insured | «V» |",
        "zh|contingent 受益人 «V»",
        "us|mortgage loan officer 是 «V»",
        "zh|CSV\nname,险种\n«V»,life",
        "pinyin|Dear «V»，您的 policy 已经 renew 了",
        "zh|witness «V» 看到了整个 accident",
        "gb|executor «V» 在处理 life insurance 的 death claim",
        "zh|dependent «V»，个税 child deduction",
        "pinyin|联系人 contact person：«V»",
        "zh|POA 授权给 «V» 处理 pension",
        "us|claimant «V» 说对方闯红灯",
        "zh|@«V» 你的 Robinhood 还在用吗",
        "pinyin|KYC name：«V»，要和 passport 一致",
        "zh|我妈 «V» 的 annuity 下个月开始领",
        "us|Per «V»，deductible 已经 met 了",
        "zh|trustee 是 «V»",
        "pinyin|收款人 payee name：«V»",
        "zh|agent «V» 推荐的 universal life 不太划算",
        "us|tax preparer «V» 说可以 itemize",
    ],
}

T["username"] = {
    "en": [
        "handle|Follow my options trades on X at «V», I post the P&L every Friday.",
        "login|Fidelity username: «V»",
        "reddit|Posted my 401k allocation on r/Bogleheads as «V» and got roasted lol",
        "login|Login ID for the claims portal: «V»",
        "uid|My Binance UID is «V», the referral bonus should go there.",
        "discord|Add me on Discord for the options group: «V»",
        "login|{\"broker\": \"schwab\", \"username\": \"«V»\"}",
        "handle|DM «V» on StockTwits if you want the earnings spreadsheet",
        "login|user=«V» action=login result=failed reason=bad_password ip_country=US",
        "login|Username «V» — the password is in the sealed envelope with the will.",
        "ens|Send it to «V», that resolves to my hardware wallet.",
        "login|The HSA portal login is «V», not my email.",
        "handle|Telegram: «V» (crypto tax questions only)",
        "login|Vanguard user ID «V»",
        "login|platform,username\nRobinhood,«V»",
        "login|| Platform | Username |\n|---|---|\n| E*TRADE | «V» |",
        "cashtag|Venmo isn't working, Cash App me my half of the deductible: «V»",
        "login|voice note my user name is «V» all lowercase",
        "login|Tax software account user ID: «V»",
        "reddit|Whoever «V» is on r/personalfinance, thanks for the advice on the mortgage refi.",
        "login|Kraken account name «V»",
        "handle|«V» replied to your post about the ISA allowance.",
        "login|Please reset the password for username «V» on the group life enrollment site.",
        "uid|OKX UID: «V»",
        "ggid|Government Gateway user ID: «V»",
        "login|«iso» 07:12:44 WARN auth: 5 failed attempts for account «V», locked for 30 min",
        "login|Interactive Brokers username: «V» (live account, the paper one adds a suffix)",
        "login|sign in as «V» and download the consolidated 1099",
        "discord|Discord «V» — I run the dividend-growth server",
        "login|OCR: User ID «V» Member since 2016",
        "handle|IG: «V» — I post my FIRE progress there",
        "login|ledger.cfg\n[account]\nuser = «V»\ncurrency = USD",
    ],
    "zh": [
        "wx|加我微信«V»，我把理赔材料清单发你。",
        "qq|QQ号«V»，有基金问题可以留言。",
        "cnnick|我在雪球的ID是«V»，每周发持仓。",
        "login|券商App登录账号：«V»",
        "uid|币安UID：«V»",
        "wxid|我的微信号是系统默认的«V»，一直没改过。",
        "login|保险公司官网用户名：«V»",
        "cnnick|小红书上搜«V»，我分享过好几次理赔经验。",
        "login|{\"平台\": \"天天基金\", \"用户名\": \"«V»\"}",
        "qq|客户经理备注：客户QQ «V»，偏好线上沟通。",
        "login|«iso» 22:01:34 登录失败 用户=«V» 原因=密码错误",
        "login|抖音号«V»，专门讲保险避坑的",
        "wx|微信号：«V»（手机号不方便透露）",
        "login|东方财富通行证账号«V»",
        "cnnick|股吧昵称«V»，每次发帖都有人在下面骂",
        "uid|OKX UID «V»，邀请返佣填这个",
        "login|| 平台 | 账号 |\n|---|---|\n| 同花顺 | «V» |",
        "wx|语音转写 加我微信 «V» 拼音全小写",
        "login|个税App的用户名是«V»",
        "qq|有事QQ联系：«V»",
        "cnnick|微博@«V»，天天转发房贷利率的消息",
        "login|蚂蚁财富账号«V»里面有三只基金",
        "wx|理财群里@我就行，微信号«V»",
        "login|请帮用户名为«V»的账户重置密码",
        "cnnick|我在集思录的ID叫«V»",
        "uid|火币UID：«V»",
        "login|CSV\n平台,用户名\n富途,«V»",
        "wxid|微信支付分授权账号«V»",
        "login|OCR：用户名 «V» 注册时间 2019",
        "cnnick|B站UP主«V»就是我，做基金定投教程的",
        "wx|我的微信«V»，截图发我就行",
        "login|公积金网上大厅登录名：«V»",
    ],
    "mixed": [
        "handle|我在 X 上的 handle 是 «V»，每周发 trading log",
        "login|Fidelity username «V»，password 另外发",
        "wx|WeChat ID «V»，加我聊 insurance",
        "uid|Binance UID «V»，referral 填这个",
        "reddit|r/Bogleheads 上我是 «V»",
        "login|{\"username\": \"«V»\", \"平台\": \"IBKR\"}",
        "cnnick|雪球 ID «V»，follow 一下",
        "discord|Discord «V»，crypto 群里找我",
        "login|log: login failed user=«V» 密码错误",
        "qq|QQ «V»，有 fund 问题留言",
        "handle|Telegram «V»",
        "login|portal login ID «V»，不是 email",
        "ens|ENS «V» 就是我的 wallet",
        "login|| platform | username |\n|---|---|\n| 富途 | «V» |",
        "cashtag|Cash App «V»，deductible 分摊转这里",
        "wxid|默认 wxid «V»，没改过",
        "login|voice 我的 username 是 «V» 全小写",
        "ggid|Government Gateway ID «V»，file tax return 用",
        "uid|OKX UID «V»",
        "login|Vanguard user ID «V»",
        "cnnick|小红书 «V»，分享 insurance claim 经验",
        "login|帮 user «V» reset 一下 password",
        "handle|StockTwits «V» 发 earnings play",
        "login|CSV\nplatform,user\nWebull,«V»",
        "handle|IG «V»，记录 FIRE 进度",
        "login|tax software 的 user ID «V»",
        "cnnick|集思录 ID «V»，可转债 strategy",
        "qq|QQ号 «V»，group 里问",
        "login|Kraken account «V» 被 lock 了",
        "wx|微信 «V»，send me 保单截图",
        "login|OCR：User ID «V»",
        "handle|venmo «V»，split 一下 deductible",
    ],
}

T["home_path"] = {
    "en": [
        "mac|Saved the 1099-B to «V»/Documents/Taxes/«yr»/1099-B_consolidated.pdf",
        "win|The P60 scan is at «V»\\Downloads\\P60_«yr».pdf — can you attach it?",
        "linux|bitcoind -datadir=«V»/.bitcoin -prune=550 -daemon",
        "mac|Error: ENOENT: no such file or directory, open '«V»/Library/Application Support/Electrum/wallets/default_wallet'",
        "win|Traceback (most recent call last):\n  File \"«V»\\projects\\claims-etl\\load.py\", line 88, in <module>\n    main()",
        "linux|@weekly «V»/bin/rebalance.sh >> /var/log/rebalance.log 2>&1",
        "mac|$ ls «V»/Desktop/insurance\nauto_policy_«yr».pdf  home_dec_page.pdf  claim_photos",
        "winesc|{\"export_dir\": \"«V»\\\\Documents\\\\Portfolio\", \"format\": \"csv\"}",
        "wsl|cd «V»/Downloads && python3 parse_1099.py 1099-DIV.pdf",
        "mac|Ledger Live log file: «V»/Library/Application Support/Ledger Live/logs/ledger-live-desktop.log",
        "linux|export GNUPGHOME=«V»/.gnupg  # for decrypting the tax archive",
        "win|Quicken data file: «V»\\Documents\\Quicken\\HOME_FINANCES.QDF",
        "mac|The screenshot of the claim denial is in «V»/Pictures/Screenshots",
        "linux|PermissionError: [Errno 13] Permission denied: '«V»/.config/ib-gateway/jts.ini'",
        "win|OneDrive path: «V»\\OneDrive\\Finance\\Mortgage\\refi_estimate.xlsx",
        "winfwd|df = pd.read_excel(\"«V»/Documents/budget/networth.xlsx\")",
        "mac|git clone git@github.com:acme/portfolio-tracker.git «V»/code/portfolio-tracker",
        "linux|Found wallet.dat at «V»/.bitcoin/wallets/old/wallet.dat (modified «date»)",
        "win|Outlook saved the attachment to «V»\\AppData\\Local\\Microsoft\\Windows\\INetCache\\Content.Outlook\\EOB_statement.pdf",
        "mac|| File | Location |\n|---|---|\n| W-2 | «V»/Documents/Taxes/W2.pdf |",
        "linux|docker run -v «V»/ledger-data:/data -p 5000:5000 yegle/fava",
        "win|Backup job: copying «V»\\Documents\\Insurance -> E:\\Backups\\Insurance",
        "mac|HMRC tax calculation downloaded to «V»/Downloads/SA302_«yr».pdf",
        "linux|[paths]\nledger = «V»/finance/main.beancount\nprice_source = yahoo",
        "mac|zsh: permission denied: «V»/scripts/fetch_statements.sh",
        "win|C:\\> dir «V»\\Desktop\\crypto_tax\n05/12/«yr»  09:14 AM    182,331 tax_report.pdf",
        "mac|The Excel model for the annuity comparison lives at «V»/Dropbox/Retirement/annuity_compare.xlsx",
        "linux|tar czf taxes_«yr».tgz «V»/Documents/taxes/«yr»",
        "mac|export PLAID_CONFIG=«V»/.config/plaid/config.json",
        "win|Autosave: «V»\\Documents\\TaxReturns\\«yr» Federal Return.tax«yr»",
        "linux|ssh -i «V»/.ssh/id_ed25519 quant@backtest.internal",
        "mac|voice note transcribed the insurance papers are in «V»/Documents/Home Insurance",
    ],
    "zh": [
        "wincn|保单PDF存在«V»\\Desktop\\保险\\重疾险合同.pdf",
        "win|个税App导出的年度汇算记录在«V»\\Downloads\\个税年度汇算.pdf",
        "mac|理赔照片都放在«V»/Pictures/车险理赔 里了",
        "linux|量化回测脚本路径：«V»/quant/backtest.py",
        "wincn|同花顺的自选股导出到了«V»\\Documents\\自选股.xlsx",
        "mac|报错：FileNotFoundError: «V»/Documents/基金/持仓.csv 不存在",
        "win|钱包备份文件：«V»\\AppData\\Roaming\\Bitcoin\\wallet.dat",
        "wincn|房贷合同扫描件在«V»\\Desktop\\房贷\\合同扫描.pdf",
        "linux|tushare 缓存目录：«V»/.tushare/cache",
        "mac|我把保单都存到«V»/Library/Mobile Documents/com~apple~CloudDocs/保单 里了",
        "wincn|日志：写入失败 «V»\\AppData\\Local\\TdxW\\log\\trade.log",
        "winesc|{\"导出路径\": \"«V»\\\\Documents\\\\理财\"}",
        "mac|打开«V»/Downloads/公积金缴存明细.xlsx 看一下",
        "linux|cd «V»/projects/保险定价 && make report",
        "wincn|Excel 记账文件：«V»\\Documents\\家庭资产负债表.xlsx",
        "mac|截图保存在«V»/Desktop，文件名是理赔进度.png",
        "linux|Python 报错：PermissionError: '«V»/.config/futu/FutuOpenD.xml'",
        "wincn|医保报销发票都扫描到«V»\\Documents\\发票 了",
        "win|大智慧客户端装在«V»\\AppData\\Local\\dzh365",
        "mac|| 文件 | 路径 |\n|---|---|\n| 保单 | «V»/Documents/保单.pdf |",
        "wincn|微信接收的文件默认在«V»\\Documents\\WeChat Files 下面",
        "linux|备份命令：rsync -a «V»/finance/ backup:/data/finance/",
        "mac|Numbers 表格：«V»/Documents/养老金测算.numbers",
        "wincn|QQ接收的文件在«V»\\Documents\\Tencent Files，里面有保险合同",
        "win|券商客户端配置：«V»\\.ths\\config.ini",
        "linux|私钥文件：«V»/.ssh/id_rsa（回测服务器用）",
        "mac|我的报税资料都在«V»/Documents/个税 下面",
        "wincn|打开 «V»\\Downloads\\保险条款.pdf 提示文件损坏",
        "linux|Jupyter 工作目录：«V»/notebooks/基金分析",
        "win|OneDrive同步目录：«V»\\OneDrive\\理财",
        "mac|Electrum 钱包文件在«V»/.electrum/wallets/default_wallet",
        "wincn|股票交割单导出：«V»\\Documents\\交割单_«yr».xls",
    ],
    "mixed": [
        "mac|1099-B 存在 «V»/Documents/Taxes 里",
        "win|P60 的 scan 在 «V»\\Downloads\\P60.pdf",
        "wincn|保单 PDF 在 «V»\\Desktop\\insurance\\policy.pdf",
        "linux|bitcoind 的 datadir 是 «V»/.bitcoin",
        "mac|Electrum wallet file：«V»/.electrum/wallets/default_wallet",
        "win|Traceback: File \"«V»\\code\\portfolio\\main.py\", line 12 报错了",
        "linux|回测 script 在 «V»/quant/strategies/momentum.py",
        "mac|screenshot 在 «V»/Desktop/claim.png",
        "winesc|config: {\"path\": \"«V»\\\\Documents\\\\Finance\"}",
        "wincn|同花顺 export 到 «V»\\Documents\\holdings.xlsx",
        "linux|PermissionError: '«V»/.config/ibkr/jts.ini'，帮我看看",
        "mac|Quicken 的 data file 在 «V»/Documents/Quicken",
        "wsl|WSL 里 cd «V»/Downloads 然后跑 parser",
        "win|OneDrive 同步 «V»\\OneDrive\\Mortgage",
        "mac|| file | path |\n|---|---|\n| W-2 | «V»/Documents/W2.pdf |",
        "linux|docker -v «V»/beancount:/data 跑 fava",
        "wincn|WeChat Files 在 «V»\\Documents\\WeChat Files",
        "mac|Ledger Live 的 log 在 «V»/Library/Logs",
        "linux|ssh key «V»/.ssh/id_ed25519 用来连 backtest server",
        "win|tax software autosave 在 «V»\\Documents\\TaxReturns",
        "mac|zsh: permission denied: «V»/bin/sync_statements.sh 怎么办",
        "winfwd|open('«V»/Documents/networth.xlsx') 读不到",
        "linux|tar czf taxes.tgz «V»/docs/个税",
        "wincn|理赔 photos 放在 «V»\\Pictures\\claim",
        "mac|Dropbox 路径 «V»/Dropbox/Retirement/plan.xlsx",
        "win|wallet.dat 备份在 «V»\\AppData\\Roaming\\Bitcoin",
        "linux|export FUTU_CONFIG=«V»/.futu/config.xml",
        "mac|Numbers file «V»/Documents/FIRE计划.numbers",
        "wincn|券商 client log：«V»\\AppData\\Local\\tiger\\logs",
        "linux|[paths]\nledger = «V»/finance/ledger.beancount # 记账",
        "mac|iCloud 里的保单：«V»/Library/Mobile Documents/com~apple~CloudDocs/Insurance",
        "win|dir «V»\\Desktop\\crypto_tax 看到 tax report 了",
    ],
}

T["schedule"] = {
    "en": [
        "m|Every weekday I check my brokerage app at «V» before the kids wake up.",
        "e|I do the family budget every Sunday at «V», after dinner.",
        "m|My routine: gym at «V» on Monday, Wednesday and Friday, then I look at the crypto positions.",
        "e|I always walk the dog at «V», so the adjuster can't come then.",
        "m|I leave home at «V» every weekday, so the roof inspection has to be on a Saturday.",
        "a|I pick up the kids from school at «V» every day — please don't schedule the claim call then.",
        "n|I eat lunch at my desk at «V» every day and that's when I rebalance.",
        "l|I'm up with the baby at «V» every night, that's when I read the policy wording lol",
        "m|Standing call with my financial planner every first Monday at «V».",
        "e|I take my blood pressure meds at «V» every night — the life insurance nurse asked.",
        "m|voice note i usually go running at «V» every morning so call after that",
        "e|We put the kids to bed at «V» each night, so any call after that is fine.",
        "m|Advisor notes: client trades only pre-market and logs in daily at «V».",
        "a|I collect Mum from day care at «V» every Tuesday and Thursday.",
        "e|My dialysis sessions finish at «V» on Mon/Wed/Fri — the claims agent should ring after.",
        "m|My commute: the «V» train every morning from the station near home.",
        "e|Every night at «V» I sweep spare cash into the money-market fund.",
        "m|Calendar: recurring event 'review DCA buys' — daily at «V»",
        "e|I'm usually home by «V» on weekdays; evenings only for the mortgage call.",
        "m|I start my shift at «V», so the tow truck needs to come early.",
        "a|Weekly piano lesson at «V» on Saturdays, so I can't do the assessor visit then.",
        "m|routine:\n  wake: \"«V»\"\n  days: weekdays\n  note: check futures before work",
        "e|I log my spending every evening at «V», without fail.",
        "m|Every Saturday at «V» I take the car out for the long drive the telematics box flags.",
        "l|Night-shift nurse here: I get home at «V» and sleep until noon.",
        "m|The nanny arrives at «V» every weekday and has the spare key.",
        "e|My husband takes his insulin at «V» daily (for the health questionnaire).",
        "a|On payday I always move the Roth contribution at «V», right after the deposit clears.",
        "m|| Day | Routine |\n|---|---|\n| Mon–Fri | leave home at «V» |",
        "e|Every Friday at «V» I send the weekly P&L to my wife.",
        "m|I walk to the bus at «V» each morning; the fall happened on that route.",
        "n|My lunch break is at «V» daily — the only time I can talk to the broker.",
    ],
    "zh": [
        "zmp|我每天«V»出门上班，定损员最好周末来。",
        "ze|每天晚上«V»遛狗，这个时间别打电话。",
        "zm|工作日早上«V»我会看一眼基金涨跌。",
        "zep|我一般«V»下班到家。",
        "zm|每周一早上«V»手动定投一笔沪深300。",
        "za|每天下午«V»接孩子放学，理赔回访请避开。",
        "zep|爸爸每天«V»吃降压药（健康告知要填）。",
        "zmp|我每天«V»去晨跑，回来再处理车险的事。",
        "ze|每周日晚上«V»记账，雷打不动。",
        "zl|每天夜里«V»起来给孩子喂奶。",
        "zmp|语音转写 我每天«V»送孩子上学 之后都有空",
        "zn|中午«V»午休的时候我一般看看股票。",
        "zm|客户经理备注：客户每天早上«V»登录交易账户挂单。",
        "zap|我每周三«V»有固定的康复理疗。",
        "ze|每晚«V»准时睡觉，别太晚打给我。",
        "zmp|周末我«V»会去菜市场，那时候家里没人。",
        "zm|每天«V»坐地铁上班，出事故那天也是这个点。",
        "zep|老婆每天«V»下班，她会在家等定损员。",
        "ze|我每个交易日晚上«V»复盘。",
        "zm|作息:\n  起床: \"«V»\"\n  上班: 工作日",
        "zap|每周六«V»带孩子去游泳课。",
        "zlp|我上夜班，每天«V»才到家。",
        "zmp|奶奶每天«V»出门打太极拳。",
        "ze|每天晚上«V»给老人打电话，提醒吃药。",
        "zm|| 时间 | 安排 |\n|---|---|\n| «V» | 出门上班 |",
        "zmp|我每天«V»在小区门口等班车。",
        "zn|每个工作日中午«V»吃午饭，那时候可以电话沟通理赔。",
        "ze|每周五晚上«V»转一笔钱到余额宝。",
        "zap|每天«V»健身，手机不在身边。",
        "zmp|我习惯每天«V»看一遍美股收盘。",
        "zep|我«V»以后才方便接电话，白天在工地。",
        "zm|每天上午«V»准时去医院做透析。",
    ],
    "mixed": [
        "m|我每天 «V» check 一下 portfolio",
        "e|每晚 «V» 遛狗，don't call then",
        "zmp|weekday 我 «V» 出门，adjuster 最好周末来",
        "e|every Sunday «V» 做 budget review",
        "m|每周一三五 «V» 去 gym，然后看 crypto",
        "ze|每天晚上 «V» 记账 log expenses",
        "a|pick up kids at «V»，理赔 call 避开这个时间",
        "m|每天 «V» 手动 confirm 一下 DCA 买入",
        "zep|我一般 «V» 到家，evening call OK",
        "e|insulin 每天 «V» 打，health questionnaire 要写",
        "m|commute：每天 «V» 的 train",
        "zlp|夜班 nurse，每天 «V» 才到家",
        "n|lunch break «V»，只有这个时候能跟 broker 聊",
        "m|routine:\n  起床: \"«V»\"",
        "zap|每周三 «V» physio therapy",
        "e|every Friday «V» 发 weekly P&L 给老婆",
        "zmp|奶奶每天 «V» 去 tai chi",
        "m|advisor note：client 每天 «V» pre-market 下单",
        "e|每天 «V» bedtime，所以 call 要早点",
        "zm|每天早上 «V» 坐 subway 上班",
        "a|Saturday «V» 孩子 swimming lesson",
        "e|每晚 «V» 把 spare cash 转到 money market fund",
        "zm|| time | 安排 |\n|---|---|\n| «V» | leave home |",
        "m|voice 我每天 «V» 送孩子 school 之后有空",
        "l|每天 «V» 起来喂奶 then 看 policy wording",
        "zep|老公 «V» 下班，他会在家等 roofer",
        "m|每天 «V» 跑步，跑完再 call me",
        "zn|中午 «V» lunch，可以 call",
        "e|每个交易日 «V» review trades",
        "zmp|周末 «V» 去 farmers market，家里没人",
        "m|nanny 每天 «V» 到，有 spare key",
        "zap|每周二四 «V» 接我妈 from day care",
    ],
}

T["geo"] = {
    "en": [
        "latlon|Telematics crash report: impact detected at «V», speed 34 mph.",
        "zip|Quote request — home insurance, ZIP «V», built 1987, 2,100 sq ft.",
        "ukpc|Postcode for the buildings cover: «V»",
        "latlon|The insured vehicle's last GPS ping was «V» before it was stolen.",
        "plus|The adjuster can find the farmhouse with Plus Code «V»",
        "geohash|«iso»T21:03:55Z INFO tracker.update device=car geohash=«V» ignition=off",
        "w3w|Our front gate is at what3words «V» if the assessor gets lost",
        "zip|My ZIP is «V», does that change my auto premium?",
        "dms|Boat insurance: mooring position «V»",
        "latlon|{\"loss_location\": {\"lat_lng\": \"«V»\"}, \"peril\": \"hail\"}",
        "ukpc|Moved house — new postcode «V», will my car insurance go up?",
        "zip4|Mailing ZIP+4: «V»",
        "latlon|My cabin (the one on the scheduled-property rider) is at «V»",
        "ukpc|OCR: P60 Postcode «V» Tax year to 5 April «yr»",
        "latlon|Strava says I crashed the bike at «V» on my usual route home",
        "zip|product,zip,premium\nrenters,«V»,«amt»",
        "plus|Flood claim — property location «V» (Plus Code)",
        "ukpc|Risk postcode «V»; flood score came back high",
        "latlon|Drone photos of my roof are geotagged «V»",
        "zip|Homeowner in «V», roof replaced 2019, asking about wind/hail deductible",
        "dms|The hunting lodge on my scheduled property list is at «V»",
        "latlon|Dropped pin where my car was parked during the hail: «V»",
        "zip|Home ZIP code «V» got flagged as wildfire risk and they non-renewed me.",
        "ukpc|| Field | Value |\n|---|---|\n| Postcode | «V» |",
        "geohash|home_geohash: «V»  # used by the usage-based insurance app",
        "latlon|Accident scene per my dashcam GPS: «V»",
        "w3w|Ambulance found me at what3words «V», I've attached it to the injury claim.",
        "zip|voice note my zip code is «V» and the roof is fifteen years old",
        "latlonuk|Where the van was broken into (outside my flat): «V»",
        "ukpc|Send my P60 to the new place please, postcode «V».",
        "latlon|Home location set in the telematics app: «V»",
        "zip|Retirement plan: moving to ZIP «V» for the lower property tax.",
    ],
    "zh": [
        "cncoord|车险报案：事故位置经纬度«V»。",
        "cnpc|邮编«V»，保单寄送用。",
        "cncoordzh|我家房子的位置是«V»，台风时一楼被淹了。",
        "cncoord|行车记录仪GPS：«V»，当时车速40公里每小时。",
        "cnpc|邮政编码：«V»",
        "cncoord|{\"出险地点\": {\"经纬度\": \"«V»\"}, \"事故类型\": \"追尾\"}",
        "cncoordzh|我把车停在«V»附近，早上发现被剐蹭了。",
        "cnpc|表单\n通讯地址：见附件\n邮编：«V»\n职业：教师",
        "cncoord|日志：«iso» 06:31:11 定位上报 经纬度=«V» 设备=车载终端",
        "cnpc|我家邮编是«V»，为什么车险报价比同城贵？",
        "cncoord|定位截图显示我在«V»，离家两百米就被撞了。",
        "geohash|UBI车险App记录的家庭位置 geohash：«V»",
        "cnpc|OCR：邮政编码 «V»",
        "cncoordzh|渔船保险：船舶停靠位置«V»",
        "cnpc|| 项目 | 内容 |\n|---|---|\n| 邮编 | «V» |",
        "cncoord|微信共享位置给定损员：«V»",
        "cnpc|新家邮编«V»，以后纸质对账单寄这里。",
        "cncoord|家门口摄像头拍到的，事发坐标«V»",
        "cncoordzh|农险报案：我家果园在«V»，冰雹受灾。",
        "cnpc|CSV\n险种,邮编\n家财险,«V»",
        "cncoord|我家的精确坐标«V»，无人机航拍定损用。",
        "plus|谷歌 Plus Code：«V»，这是我老家的房子。",
        "cnpc|收件邮编«V»",
        "cncoord|跑步App显示我每天从«V»出发",
        "cncoordzh|事故发生地：«V»（高速匝道口）",
        "cnpc|语音转写 邮编是«V» 地址我发文字给你",
        "cncoord|车辆被盗前最后定位：«V»",
        "cnpc|个税App居住地邮编«V»",
        "geohash|设备位置 geohash=«V»（我家）",
        "cncoord|理赔照片EXIF里的GPS：«V»",
        "cnpc|老家邮编«V»，养老金证明寄回去。",
        "cncoordzh|我住的地方在«V»，离河不到一百米，能买洪水险吗？",
    ],
    "mixed": [
        "cncoord|accident location GPS «V»",
        "zip|我的 ZIP code 是 «V»，auto premium 会变吗",
        "ukpc|UK postcode «V»，home insurance quote",
        "cnpc|邮编 postcode «V»",
        "latlon|dashcam GPS：«V»，impact 时速 30 mph",
        "cncoord|{\"loss_location\": \"«V»\", \"类型\": \"水渍\"}",
        "geohash|UBI app 的 home geohash «V»",
        "plus|Plus Code «V»，adjuster 用这个找我家",
        "cncoordzh|车停在 «V» 附近被 hail 砸了",
        "zip|home ZIP «V» 被标成 wildfire zone",
        "cnpc|new 邮编 «V»，statement 寄这里",
        "latlon|telematics report：crash at «V»",
        "ukpc|P60 上的 postcode «V»",
        "cncoord|理赔照片 EXIF GPS «V»",
        "w3w|what3words «V»，ambulance 在这里找到我",
        "zip4|ZIP+4 «V»",
        "cnpc|| field | 内容 |\n|---|---|\n| 邮编 | «V» |",
        "cncoord|stolen car 最后 location «V»",
        "latlon|drone roof photos geotag «V»",
        "cnpc|voice 邮编 «V» please note",
        "cncoord|home location in telematics app：«V»",
        "dms|boat mooring 位置 «V»",
        "cnpc|CSV\nproduct,邮编\nhome,«V»",
        "zip|retire 后搬到 ZIP «V»，property tax 低",
        "cncoordzh|果园 orchard 位置 «V»，hail damage",
        "ukpc|moved 了，new postcode «V»，car insurance 会涨吗",
        "geohash|device geohash=«V»（my home）",
        "cncoord|共享 location 给 adjuster：«V»",
        "zip|quote request：ZIP «V»，built 1995",
        "latlonuk|van break-in 位置：«V»",
        "cnpc|个税 app 的 postcode «V»",
        "cncoord|running app 起点 «V» 就是我家",
    ],
}

DEFAULT_KIND = {
    ("email", "en"): ["em"],
    ("email", "zh"): ["emzh"],
    ("email", "mixed"): ["em"],
    ("person_name", "en"): ["us", "us", "gb"],
    ("person_name", "zh"): ["zh"],
    ("person_name", "mixed"): ["zh", "pinyin", "us"],
}

# ---------------------------------------------------------------------------
# benign texts: same domain, nothing personal or secret
# ---------------------------------------------------------------------------
BENIGN = {
    "en": [
        "The 2024 401(k) elective deferral limit is $23,000, plus a $7,500 catch-up for savers aged 50 and over.",
        "The ISA allowance stays at £20,000 per tax year; the Lifetime ISA limit is £4,000 of that.",
        "«tick» closed at «price» on «date», up «pct» on the day.",
        "Form 1099-DIV: Box 1a reports total ordinary dividends and Box 1b the qualified portion.",
        "Release notes v«ver»: fixed a rounding bug in the premium calculator when the deductible is $2,500.",
        "Claims office hours: Monday to Friday, 8:30 to 17:30; closed on bank holidays.",
        "NYSE regular trading runs 9:30 a.m. to 4:00 p.m. Eastern; the pre-market session opens at 4:00 a.m.",
        "Ticket «ticket» closed: duplicate upload of the same hail claim form.",
        "Ticket «ticket»: the quote page freezes when HO-3 coverage is selected in Safari «ver».",
        "Warren Buffett's 2013 letter suggested most investors simply own a low-cost S&P 500 index fund.",
        "Jerome Powell said the Fed would hold rates steady at the «mon» FOMC meeting.",
        "Charles Schwab raised its sweep rate; Edward Jones and Raymond James followed within a week.",
        "ISIN US9229083632 is the Vanguard S&P 500 ETF; US0378331005 is Apple common stock.",
        "commit «hex7»: bump pandas to 2.2.1 in the actuarial notebook image",
        "Batch «uuid» holds the renewal quotes generated overnight for the Midwest book.",
        "Healthcheck on port 8443 failed for quote-service; restart count 3, now healthy.",
        "Bitcoin block «blockh» was mined with «n3»0 transactions; the median fee was «n» sat/vB.",
        "Block hash 00000000000000000002«hex44» is now «n» confirmations deep.",
        "30-year fixed mortgage rates averaged «rate» this week, according to Freddie Mac.",
        "The average UK two-year fixed rate fell to «rate», Moneyfacts reported on «dgb».",
        "The HO-3 form covers the dwelling on an open-perils basis and personal property on a named-perils basis.",
        "Deductible $1,000 per occurrence; coinsurance 80%; Coverage A limit $350,000.",
        "Vanguard Total Stock Market Index Fund Admiral Shares (VTSAX) has an expense ratio of 0.04%.",
        "Employers must hand out P60s by 31 May and file P11Ds by 6 July.",
        "The Self Assessment online deadline is 31 January; paper returns are due by 31 October.",
        "Lincoln Financial and John Hancock both cut their indexed universal life caps last quarter.",
        "Bank of America branches in «city» are open Mon–Thu 9 AM–5 PM and Fri 9 AM–6 PM.",
        "Status page: degraded performance on ETH withdrawals since «hh» UTC; deposits unaffected.",
        "«exch» will delist several «coin» trading pairs on «date»; open orders will be cancelled.",
        "ETF flows: «tick» took in $«n».«n» billion in «mon».",
        "Earnings season kicks off with JPMorgan, Citi and Wells Fargo reporting on Friday.",
        "The 2024 Medicare Part B standard premium is $174.70 a month.",
        "The HSA family contribution limit rises to $8,300 for 2024.",
        "ISO form PP 00 01 is the standard personal auto policy used by most carriers.",
        "Q«q» loss ratio came in at «pct» with a combined ratio of 97.3%.",
        "Hurricane Helene claims passed «n»0,000 in the region, the trade group said.",
        "Storm Ciarán caused widespread roof damage across Cornwall and Devon.",
        "Nationwide and Lloyds both trimmed tracker margins this week; Halifax held.",
        "df['premium'] = df['base_rate'] * df['territory_factor'] * df['tier_factor']",
        "retries=3 timeout_ms=2500 region=eu-west-2 bucket=policy-docs-archive",
        "SELECT claim_status, COUNT(*) FROM claims WHERE loss_year = «yr» GROUP BY claim_status;",
        "The 60/40 portfolio had a Sharpe ratio of 0.62 over the last ten years.",
        "Jordan's sovereign bonds rallied after the IMF review.",
        "Elon Musk's pay package came up again in Tesla's latest proxy filing.",
        "The Kelly criterion says bet f* = p − q/b; most practitioners use half-Kelly.",
        "Black-Scholes implied volatility on the «tick» June calls rose to 38%.",
        "A Monte Carlo run with 10,000 paths gives a 92% success rate for a 4% withdrawal rate.",
        "Index rebalances take effect after the close on the third Friday of March, June, September and December.",
        "«ins» app «ver» adds digital ID cards and roadside assistance requests.",
        "Crypto disposals go on Form 8949, and the totals flow to Schedule D.",
        "Refinance break-even: $6,200 closing costs ÷ $310 monthly saving ≈ 20 months.",
        "SHA-256 of the release tarball: «hex64»",
        "Gas was «n» gwei at Ethereum block «blockh».",
        "Gold hit $«n4» an ounce while silver traded near $29.",
        "The ECB held the deposit rate; Christine Lagarde pointed to sticky services inflation.",
        "Lemonade, Root and Hippo all reported narrower losses this quarter.",
        "Ally Bank's savings APY is «rate»; Marcus is slightly lower.",
        "Term life for a 35-year-old non-smoker, $500k over 20 years, runs about $22–$28 a month.",
        "The fund's Morningstar rating slipped from five stars to four.",
        "Florida homeowners renewals are up «pct» year on year, per the rate filings.",
        "The claims API returns HTTP 429 after 100 requests per minute per client.",
        "Nightly public ETL cron: 0 2 * * * (UTC).",
        "Fidelity ZERO Large Cap Index (FNILX) has a 0.00% expense ratio.",
        "The Dow Jones Industrial Average closed at «n5».",
        "Allianz Global Investors launched a new thematic fund in Luxembourg.",
        "Lloyd's of London syndicate results showed a return to underwriting profit.",
        "Form W-4 line 4(c) lets you withhold extra tax each pay period.",
        "«iso»T02:00:01Z INFO nightly-batch started job=renewal_pricing version=«ver»",
        "USDC on Base lives at the public contract 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913.",
        "Rate sheet: 6.875% with 0.5 points or 7.125% with none; pricing valid until 5 p.m. ET.",
        "Margin rate for debit balances under $25,000 is «rate».",
        "«brk» now offers fractional shares on all S&P 500 constituents.",
        "Travel insurance FAQ: cancellation cover starts the day the policy is issued.",
        "Umbrella policies usually start at $1 million of liability cover.",
        "The IRA contribution limit is $7,000 for 2024, or $8,000 if you're 50 or older.",
        "Mortgage points: one point equals 1% of the loan amount.",
    ],
    "zh": [
        "个人养老金账户每年缴费上限为12000元。",
        "沪深300指数«dzh»收于«idx»点，涨幅«pct»。",
        "易方达蓝筹精选三季度末前十大重仓股变化不大。",
        "贵州茅台（600519）今日成交额«n3»亿元。",
        "理赔服务时间：工作日9:00-17:30，节假日休息。",
        "车险综合改革后，商业险自主定价系数范围调整为0.5-1.5。",
        "工单号«ticket»：用户反馈App首页基金净值显示延迟。",
        "央行宣布下调存款准备金率0.5个百分点。",
        "5年期以上LPR为«rate»，首套房贷利率随之调整。",
        "巴菲特在股东大会上再次谈到了保险浮存金的价值。",
        "芒格说过：反过来想，总是反过来想。",
        "版本«ver»更新：修复了个税App专项附加扣除页面闪退的问题。",
        "A股交易时间：上午9:30-11:30，下午13:00-15:00。",
        "港股通今日额度使用了«pct»。",
        "张江高科、王府井、李宁今天都涨停了。",
        "招商银行信用卡中心发布了新的分期手续费率。",
        "理财产品风险等级分为R1至R5，R3为平衡型。",
        "百万医疗险一般有1万元免赔额，等待期30天。",
        "重疾险的等待期通常为90天或180天。",
        "个税年度汇算办理时间为每年3月1日至6月30日。",
        "五年以上公积金贷款利率调整为2.85%。",
        "比特币区块高度«blockh»，全网算力再创新高。",
        "以太坊Gas费降至«n»gwei。",
        "SHA256校验值：«hex64»",
        "沪深交易所公告：«dzh»休市一天。",
        "中国人寿和中国平安均公布了上半年业绩。",
        "天天基金网显示，该基金近一年收益率«pct»。",
        "基金代码510300对应的是沪深300ETF。",
        "余额宝七日年化收益率«rate»。",
        "雷军在发布会上宣布新车锁单量超过«n»万台。",
        "中国太保、新华保险三季报保费增速出现分化。",
        "国债逆回购204001今日年化«rate»。",
        "批次«uuid»对应本次批量续保任务。",
        "端口8080被占用，核保服务启动失败。",
        "SQL：SELECT 险种, COUNT(*) FROM 理赔 WHERE 年份=«yr» GROUP BY 险种;",
        "台风“摩羯”导致海南多地车辆泡水，多家保险公司开通理赔绿色通道。",
        "国家金融监督管理总局发布了保险销售行为管理新规。",
        "增额终身寿的预定利率从3.0%下调至2.5%。",
        "上证指数今天收于«idx»点。",
        "北向资金今日净流入«n»亿元。",
        "券商App «ver» 版本上线了条件单功能。",
        "年终奖单独计税政策延续至2027年底。",
        "车险出险后应在48小时内报案。",
        "惠民保在«czh»的参保人数突破«n»百万。",
        "理赔时效：资料齐全后10个工作日内结案。",
        "医保目录新增«n2»种药品。",
        "基金定投不等于稳赚，仍需关注回撤。",
        "期货夜盘交易时间为21:00至次日02:30（部分品种）。",
        "宁德时代、比亚迪、隆基绿能今日成交活跃。",
        "保险公司核心偿付能力充足率不得低于50%。",
        "配置：timeout=30, retry=3, region=cn-hangzhou",
        "可转债113050今日上市首日涨幅«pct»。",
        "彼得·林奇认为普通投资者在熟悉的行业里有信息优势。",
        "«inszh»客服热线服务时间为8:00-20:00。",
        "房贷提前还款一般需要提前一个月预约。",
        "综合所得个人所得税最高税率为45%。",
        "美联储主席鲍威尔表示年内仍有降息可能。",
        "中证500指数市盈率约2«d»倍，处于历史低位。",
        "离岸人民币兑美元汇率今日波动不大。",
        "华夏、南方、嘉实、博时、广发都是规模较大的基金公司。",
        "今日金价报«n3»元/克。",
        "第«n»期储蓄国债发售，三年期票面利率«rate»。",
        "理赔流程：报案—查勘—定损—核赔—支付。",
        "车损险保额按车辆实际价值确定。",
        "日志：«iso» 02:00:01 INFO 批处理开始 job=续保定价 version=«ver»",
        "长江电力、中国神华等高股息标的受到追捧。",
        "港股交易时段为上午9:30至12:00，下午1:00至4:00。",
        "保险代理人资格考试每季度举行一次。",
        "«brkzh»App今天上午出现短暂卡顿，官方称已修复。",
        "交易哈希0x«hex64»已经得到确认。",
        "«fundzh»今年以来净值增长«pct»。",
        "退保时只能拿回现金价值，前几年损失较大。",
        "公积金缴存比例为5%至12%。",
        "智能投顾的年管理费大多在0.5%左右。",
        "«inszh»发布公告，将于下月起调整部分意外险费率。",
        "股票代码000001是平安银行，601318是中国平安。",
    ],
    "mixed": [
        "2024 年 401k limit 是 $23,000，catch-up 另加 $7,500",
        "今天 VOO 涨了 «pct»，S&P 500 又创新高",
        "ISA allowance 还是 £20,000，每个 tax year 重置",
        "claims office hours 是 Mon–Fri 8:30–17:30",
        "Fed 这次按兵不动，Powell 说要 depend on data",
        "ticket «ticket»：quote page 的 HO-3 option 显示不出来",
        "app v«ver» 修复了 1099 下载的 bug",
        "Buffett 一直说普通人长期持有 index fund 就够了",
        "沪深300ETF (510300) 的 expense ratio 比 VOO 高不少",
        "BTC block «blockh» mined，fee «n» sat/vB",
        "tx hash 0x«hex64» 已经 confirm 了",
        "mortgage rate 降到 «rate»，可以考虑 refinance",
        "重疾险 waiting period 一般是 90 天",
        "Form 8949 要列出每一笔 crypto disposal",
        "Charles Schwab 和 Edward Jones 都调了 cash sweep rate",
        "«exch» 会在 «date» delist «coin» 的几个 pair",
        "NYSE trading hours 9:30–16:00 ET，A股是 9:30–15:00",
        "batch id «uuid» 对应这批 renewal quotes",
        "P60 要在 5 月 31 日前发给员工",
        "Self Assessment deadline 是 1 月 31 日",
        "deductible $1,000 per occurrence，coinsurance 80%",
        "HSA family limit 2024 年是 $8,300",
        "Medicare Part B premium $174.70 每月",
        "config：timeout_ms=2500, region=ap-east-1",
        "SELECT status, COUNT(*) FROM claims GROUP BY status; 跑一下看看",
        "Lemonade 和 Root 的 loss ratio 都改善了",
        "Monte Carlo 跑了 10,000 paths，success rate 92%",
        "Kelly criterion 我一般只用 half-Kelly",
        "port 8443 的 healthcheck fail 了，quote-service 重启了 3 次",
        "SHA-256：«hex64»",
        "5 年期 LPR «rate»，房贷 rate 跟着降",
        "Morningstar rating 从 5 星掉到 4 星",
        "台风季到了，car insurance 记得看看涉水险",
        "Hurricane Milton 之后 Florida 的 home insurance premium 又涨了",
        "张江高科 和 Apple 同一天出 earnings",
        "期货 night session 21:00 开盘",
        "年化收益率 «pct»，Sharpe ratio 0.8",
        "Coinbase status：ETH withdrawals delayed since «hh» UTC",
        "ETF inflows «n» billion，IBIT 领先",
        "Lloyd's of London 的 syndicate 又开始赚钱了",
        "term life 35 岁 non-smoker $500k 每月 $25 左右",
        "个税年度汇算 3 月 1 日开始，remember",
        "USDC 在 Base 上的 contract 是公开的 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
        "Vanguard 的 VTSAX expense ratio 只有 0.04%",
        "deploy v«ver» 到 staging，claim triage model 换了",
        "commit «hex7»：fix 保费 rounding bug",
        "Ally savings APY «rate»，比余额宝高",
        "Nationwide 和 Halifax 都降了 mortgage rate",
        "ISIN US0378331005 是 Apple 的",
        "IRA contribution limit $7,000，50 岁以上 +$1,000",
        "break-even：closing costs $6,200 / 每月省 $310 ≈ 20 个月",
        "Storm Ciarán 之后 UK home claims 激增",
        "贵州茅台 600519 收盘 «n4»",
        "雪球上大家都在讨论 Berkshire 的 cash pile",
        "gas «n» gwei，现在 swap 比较便宜",
        "Black-Scholes 算出来 IV 是 38%",
        "Jordan 的 sovereign bond 反弹了",
        "log: «iso»T02:00:01Z INFO nightly batch done 续保定价 v«ver»",
        "Allianz 出了新的 thematic fund",
        "惠民保 premium 一年只要 «n2» 块",
        "增额终身寿 预定利率 降到 2.5% 了",
        "Lagarde 说 ECB 还不急着 cut",
        "W-4 line 4(c) 可以多 withhold 一点",
        "HTTP 429 after 100 req/min，claims API 有 rate limit",
        "Freddie Mac 说 30-year fixed 平均 «rate»",
        "港股通 today 额度用了 «pct»",
        "Q«q» combined ratio 97.3%，underwriting profit 不错",
        "Gold $«n4»/oz，黄金 ETF 518880 也涨了",
        "cron 0 2 * * * 跑 public ETL，UTC 时间",
        "Bank of America «city» branch 周一到周四 9 AM–5 PM",
        "«brk» 的 app «ver» 加了 fractional shares",
        "«fundzh» 今年 performance «pct»",
        "«inszh» 的 claim 流程：报案 → 查勘 → 定损 → 核赔",
        "umbrella policy 一般从 $1M liability 起步",
        "mortgage points：1 point = 1% loan amount",
        "601318 是中国平安，ticker 跟 PNGAY 不一样",
    ],
}

BENIGN["en"] += [
    "«ins» filed a «pct» average auto rate increase with the state regulator, effective «date».",
    "«brk» cut its options contract fee to $0.50; «brkgb» kept its £11.95 share dealing charge.",
    "The «fund» fund distributed $0.«n3» per share in «mon»; the ex-dividend date was «date».",
    "Coverage comparison: HO-3 vs HO-5 — HO-5 insures contents on an open-perils basis too.",
    "Claim volume after the «mon» hailstorm: «n3»0 auto, «n3» homeowners, «n» commercial.",
    "«coin» fell «pct» overnight after the ETF decision was delayed again.",
    "Policy form HO 00 03 «n»/«yr» replaces the previous edition in «n» states.",
    "The average annuity payout rate for a 65-year-old is about «rate» this «mon».",
    "A 15-year mortgage at «rate» on $300,000 costs roughly $«n4» a month in principal and interest.",
    "Incident OPS-«n4» resolved: the statement PDF renderer ran out of memory at «n3»% load.",
    "The «cgb» branch of «insgb» moves to new premises next «mon»; the phone line stays the same.",
    "«tick» reports earnings after the bell on «date»; options imply a «pct» move.",
    "The Solvency II ratio of «insgb» improved to 1«d»0% at year end.",
    "Dividend aristocrats have raised payouts for at least 25 consecutive years.",
    "The Roth conversion ladder needs five tax years before conversions can be withdrawn penalty-free.",
    "Docker image quote-engine:«ver» passed «n3» unit tests and «n» integration suites.",
    "«exch» proof-of-reserves snapshot taken at block «blockh».",
    "The UK personal allowance remains £12,570; the higher-rate threshold is £50,270.",
    "«city» flood maps were updated by FEMA in «mon» «yr».",
    "«ins» customer service is open 7 a.m. to 11 p.m. Central, seven days a week.",
]
BENIGN["zh"] += [
    "«inszh»公告：自«dzh»起调整部分车险产品的费率。",
    "«brkzh»两融利率下调至«rate»。",
    "«fundzh»在«dzh»的单位净值为1.«n3»元。",
    "«czh»今年新房成交套数同比下降«pct»。",
    "«yr»年度个税汇算退税平均到账时间为«n»个工作日。",
    "比特币«dzh»一度跌破«n»万美元，随后反弹«pct»。",
    "上海证券交易所«dzh»发布可转债交易新规。",
    "今年第«q»季度车险综合成本率为9«d»%。",
    "«inszh»App «ver» 版本新增电子保单下载功能。",
    "工单«ticket»已处理：基金定投扣款日显示错误。",
    "«czh»的住房公积金贷款最高额度提高到«n2»万元。",
    "沪深两市成交额连续«n»日突破万亿元。",
    "宁波、«czh»等地出台了房贷贴息政策。",
    "重疾险新规定义下，甲状腺癌的赔付比例有所调整。",
    "某头部券商«dzh»发布研报，维持行业“增持”评级。",
    "黄金ETF（518880）今日成交«n»亿元。",
    "«inszh»偿付能力报告显示综合偿付能力充足率为2«d»«d»%。",
    "中证红利指数股息率约«pct»。",
    "«brkzh»营业部营业时间为工作日8:30-17:00。",
    "本月CPI同比上涨0.«n»%，PPI降幅收窄。",
]
BENIGN["mixed"] += [
    "«inszh» 这次 auto premium 平均涨了 «pct»",
    "«brk» 和 «brkzh» 的 commission 差不多",
    "«fund» 的 dividend 在 «mon» 派发",
    "«coin» 一晚上跌了 «pct»，leverage 的都爆了",
    "«czh» 的房价 index 环比 -«pct»",
    "HO-3 和 HO-5 的区别主要在 contents coverage",
    "«tick» earnings 在 «date» after close，IV 很高",
    "incident OPS-«n4» 已 resolve：statement PDF renderer OOM",
    "docker image quote-engine:«ver» 通过了 «n3» 个 unit tests",
    "«exch» 的 proof-of-reserves snapshot 在 block «blockh»",
    "«inszh» App «ver» 可以下载 e-policy 了",
    "ticket «ticket»：定投 deduction date 显示错误，已 fix",
    "15-year mortgage «rate»，每月 P&I 大概 $«n4»",
    "UK personal allowance 还是 £12,570",
    "Roth conversion ladder 要等 5 个 tax year",
    "«fundzh» 的 NAV 今天 1.«n3»",
    "dividend aristocrats 至少连续 25 年加息",
    "FEMA 更新了 «city» 的 flood map",
    "«ins» customer service 7 a.m.–11 p.m. Central",
    "第 «q» 季度 combined ratio 9«d»%，还算 OK",
]

BENIGN_WRAP = {
    "en": ["", "", "", "", "Note: ", "FYI — ", "> ", "- ", "[«date»] ", "Re: ", "Update: "],
    "zh": ["", "", "", "", "备注：", "转发：", "【资讯】", "> ", "- ", "«dzh» ", "更新："],
    "mixed": ["", "", "", "", "FYI ", "备注：", "> ", "- ", "Note：", "«dzh» ", "update："],
}

FILL["hex7"] = lambda c: rs(c.rng, HEX, 7)
FILL["hex44"] = lambda c: rs(c.rng, HEX, 44)

# ---------------------------------------------------------------------------
# builders
# ---------------------------------------------------------------------------
_SLOT = re.compile(r"«(\w+)»")
_KIND = re.compile(r"^([a-z0-9]+)\|")


def _fill(ctx, s):
    return _SLOT.sub(lambda m: FILL[m.group(1)](ctx), s)


def _split_kind(t):
    m = _KIND.match(t)
    if m:
        return m.group(1), t[m.end():]
    return None, t


def _build():
    fus, fgb, fzh = _fakers()
    out = []
    for ci, cat in enumerate(CATEGORIES):
        for li, lang in enumerate(LANGS):
            seed = BASE_SEED + ci * 3 + li
            rng = random.Random(seed)
            fus.seed_instance(OFF + 1 + seed)
            fgb.seed_instance(OFF + 2 + seed)
            fzh.seed_instance(OFF + 3 + seed)
            ctx = Ctx(rng, fus, fgb, fzh, lang)
            temps = T[cat][lang]
            order = []
            while len(order) < PER_CELL:
                idx = list(range(len(temps)))
                rng.shuffle(idx)
                order += idx
            for i in order[:PER_CELL]:
                ctx.state = {}
                kind, body = _split_kind(temps[i])
                if kind is None:
                    kind = rng.choice(DEFAULT_KIND[(cat, lang)])
                pre, post = body.split("«V»")
                pre = _fill(ctx, pre)
                val = GENS[cat](ctx, kind)
                post = _fill(ctx, post)
                text = pre + val + post
                out.append((Sample(text, cat, lang, len(pre), len(pre) + len(val)), kind))
    return out


def samples():
    return [s for s, _ in _build()]


def benign_with_lang():
    out = []
    for li, lang in enumerate(LANGS):
        rng = random.Random(BENIGN_SEED + li)
        ctx = Ctx(rng, None, None, None, lang)
        temps = BENIGN[lang]
        seen = set()
        texts = []
        guard = 0
        while len(texts) < BENIGN_PER_LANG:
            idx = list(range(len(temps)))
            rng.shuffle(idx)
            for i in idx:
                guard += 1
                ctx.state = {}
                wrap = rng.choice(BENIGN_WRAP[lang])
                text = _fill(ctx, wrap) + _fill(ctx, temps[i])
                if text in seen:
                    continue
                seen.add(text)
                texts.append(text)
                if len(texts) == BENIGN_PER_LANG:
                    break
            if guard > 50000:
                raise RuntimeError("benign generation does not converge")
        out.extend((lang, t) for t in texts)
    return out


# ---------------------------------------------------------------------------
# self-check
# ---------------------------------------------------------------------------
CARD_KINDS = {"card", "visa", "mc", "amex", "disc", "cncc", "cnbank", "cnbanksp"}

if __name__ == "__main__":
    import collections
    import time

    t0 = time.time()
    for cat in CATEGORIES:
        for lang in LANGS:
            temps = T[cat][lang]
            assert len(temps) >= 30, (cat, lang, len(temps))
            assert len(set(temps)) == len(temps), ("duplicate template", cat, lang)
            for t in temps:
                assert t.count("«V»") == 1, (cat, lang, t)
                for name in _SLOT.findall(t):
                    assert name == "V" or name in FILL, (name, t)
    for lang in LANGS:
        for t in BENIGN[lang]:
            assert "«V»" not in t, t
            for name in _SLOT.findall(t):
                assert name in FILL, (name, t)

    built = _build()
    ss = [s for s, _ in built]
    assert len(ss) == PER_CELL * len(CATEGORIES) * len(LANGS) == 9000, len(ss)
    per = collections.Counter((s.category, s.lang) for s in ss)
    assert all(per[(c, l)] == PER_CELL for c in CATEGORIES for l in LANGS), per
    checked = collections.Counter()
    for s, kind in built:
        v = s.value
        assert v and v == v.strip(), (s, kind)
        assert s.text[s.start:s.end] == v
        assert "«" not in s.text and "»" not in s.text, s.text
        assert s.category in CATEGORIES and s.lang in LANGS
        if s.category == "financial" and kind in CARD_KINDS:
            assert luhn_ok(v), (kind, v)
            checked["luhn"] += 1
        if s.category == "financial" and kind == "iban":
            assert iban_ok(v), v
            checked["iban"] += 1
        if s.category == "government_id" and kind in ("cnid", "cnidsp"):
            assert cnid_ok(v), v
            checked["cnid"] += 1
        if s.category == "government_id" and kind == "nhs":
            assert nhs_ok(v), v
            checked["nhs"] += 1
        if s.category == "financial" and kind == "acct" and "routing" in s.text:
            m = re.search(r"routing (\d{9})", s.text)
            assert m and aba_ok(m.group(1)), s.text
            checked["aba"] += 1
    assert ss == samples(), "samples() is not deterministic"

    ben = benign_with_lang()
    assert len(ben) == BENIGN_PER_LANG * len(LANGS) == 1200, len(ben)
    bc = collections.Counter(l for l, _ in ben)
    assert all(bc[l] == BENIGN_PER_LANG for l in LANGS), bc
    assert len({t for _, t in ben}) == len(ben), "duplicate benign texts"
    for _, t in ben:
        assert "«" not in t and "»" not in t, t
    assert ben == benign_with_lang(), "benign_with_lang() is not deterministic"

    print(f"samples: {len(ss)} ({len(CATEGORIES)} categories x {len(LANGS)} langs x {PER_CELL}); "
          f"distinct texts: {len({s.text for s in ss})}")
    print(f"benign: {len(ben)} ({dict(bc)})")
    print(f"templates per cell: min {min(len(T[c][l]) for c in CATEGORIES for l in LANGS)}, "
          f"total {sum(len(T[c][l]) for c in CATEGORIES for l in LANGS)}; "
          f"benign templates: {sum(len(v) for v in BENIGN.values())}")
    print(f"validated: {dict(checked)}")
    pick = random.Random(0)
    by_cell = collections.defaultdict(list)
    for s in ss:
        by_cell[(s.category, s.lang)].append(s)
    for key in sorted(by_cell, key=lambda k: (CATEGORIES.index(k[0]), LANGS.index(k[1]))):
        print(f"== {key[0]} / {key[1]}")
        for s in pick.sample(by_cell[key], 2):
            print(f"   [{s.value}]  <-  {s.text!r}")
    print("== benign")
    for lang, t in pick.sample(ben, 6):
        print(f"   {lang}: {t!r}")
    print(f"ok ({time.time() - t0:.1f}s)")
