# ruff: noqa
"""Blind evaluation corpus AP: customer-service and call-centre records.

Domain: banks, telecoms, utilities, insurers and airlines -- agent case notes, call
transcripts (ASR with speaker turns "Agent:" / "Caller:" / "客服：" / "用户：", numbers read
out digit by digit or in groups, letters spelled with the phonetic alphabet), IVR logs,
complaint letters, claim forms, KYC verification checklists, chatbot hand-off summaries,
ticket exports (Zendesk / Salesforce / JIRA Service Desk) as CSV or JSON, SMS notifications
and 工单. Texts are English, Chinese, and code-switched English/Chinese ("mixed").

Style: messy, realistic operational writing -- abbreviations (cx, acct, DOB, cb, w/), typos,
pipes and key: value notes, ASR transcripts, CSV rows, JSON exports, markdown checklists.
One planted personal value per sample with its exact span; every other part of a text holds
only non-personal material (generic roles, public businesses, case/ticket numbers, agent ids
like AGT-0042, amounts, dates, plan names). Benign texts are hard negatives from the same
domain: case/claim/policy references, tariffs, outage notices, branch hours, SLA timers,
queue names, agent ids, versions, error codes, hotline short numbers, hashes and UUIDs.

Written blind: the author never read the gate's source code, its tests, its other corpora or
its history, and never ran the gate; only this module's own construction was checked.

Seeds: each (category, lang) cell uses seed = 20240613 + cell index for random.Random(seed)
and Faker seed_instance(7301 + seed / 7302 + seed / 7303 + seed) for en_US / en_GB / zh_CN;
benign texts use seed = 90613 + lang index the same way. All state is rebuilt inside every call, and nothing
depends on today's date.
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

_SEED = 20240613
_BENIGN_SEED = 90613

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"
HEX = "0123456789abcdef"


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------------------
# context: rng + fakers + non-personal fillers
# ---------------------------------------------------------------------------

CO_EN = [
    "Barclays", "HSBC", "Chase", "Wells Fargo", "Bank of America", "Lloyds", "NatWest",
    "Santander", "Monzo", "Capital One", "Verizon", "AT&T", "T-Mobile", "Vodafone", "BT",
    "EE", "O2", "Sky", "Virgin Media", "Comcast Xfinity", "British Gas", "Octopus Energy",
    "Thames Water", "Con Edison", "PG&E", "Aviva", "Allstate", "GEICO", "Progressive",
    "Direct Line", "Admiral", "State Farm", "Delta", "United Airlines", "British Airways",
    "American Airlines", "Ryanair", "easyJet", "Lufthansa", "Emirates",
]
CO_ZH = [
    "招商银行", "工商银行", "建设银行", "农业银行", "中国银行", "交通银行", "浦发银行",
    "中国移动", "中国联通", "中国电信", "国家电网", "南方电网", "北京燃气", "深圳水务",
    "平安保险", "中国人寿", "太平洋保险", "人保财险", "东方航空", "南方航空", "中国国航",
    "海南航空", "春秋航空", "微众银行", "广发银行", "中信银行",
]
QUEUE_EN = [
    "Billing-T2", "Fraud Ops", "Retentions", "Tech Support L1", "Claims-Motor", "Claims-Home",
    "Baggage Services", "Collections", "Complaints", "Disputes", "KYC Review", "Moves & Changes",
    "Broadband L2", "Card Services", "Premier Desk", "Loyalty", "Outbound CB",
]
QUEUE_ZH = [
    "账单组", "投诉升级组", "理赔二组", "宽带报修", "VIP专席", "反欺诈组", "信用卡中心",
    "行李服务", "销户挽留", "催收一组", "实名认证组", "客户关怀", "回访组",
]
PROD_EN = [
    "Unlimited Plus", "SIM Only 30GB", "Fibre 500", "Platinum Rewards card", "Home Insurance Essentials",
    "Economy Light fare", "Go Unlimited", "Business Premier", "Everyday Saver", "Smart Meter Tariff v3",
    "Fix'd 24M", "Comprehensive Motor", "Travel Cover Plus", "Club World", "Basic Economy",
    "Gigabit Pro", "Flex Account", "Premier Rewards Gold",
]
PROD_ZH = [
    "畅享套餐199元", "全球通尊享", "5G畅爽冰激凌套餐", "信用卡金卡", "百万医疗险", "经济舱",
    "千兆宽带融合套餐", "峰谷电价套餐", "车险交强险", "大王卡", "公务舱", "白金信用卡",
    "意外险尊享版", "阶梯水价二档", "天翼畅享",
]
CITY_EN = [
    "London", "Manchester", "Leeds", "Bristol", "Glasgow", "Chicago", "Austin", "Seattle",
    "Denver", "Atlanta", "Phoenix", "Boston", "Dallas", "Birmingham", "Cardiff", "Miami",
]
CITY_ZH = ["上海", "北京", "深圳", "杭州", "成都", "武汉", "广州", "南京", "西安", "重庆", "苏州", "天津"]
ERR = ["ERR-4012", "E1023", "0x80070005", "HTTP 502", "CARD_DECLINED_05", "E-2291", "IVR-TIMEOUT", "AUTH_409"]
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


class Ctx:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.us = Faker("en_US")
        self.gb = Faker("en_GB")
        self.cn = Faker("zh_CN")
        self.us.seed_instance(7301 + seed)
        self.gb.seed_instance(7302 + seed)
        self.cn.seed_instance(7303 + seed)

    # ---- small helpers
    def c(self, seq):
        return self.rng.choice(seq)

    def d(self, n):
        return rs(self.rng, DIG, n)

    def p(self, x):
        return self.rng.random() < x

    # ---- non-personal fillers
    def filler(self, key, lang):
        r = self.rng
        y = r.choice([2022, 2023, 2024, 2025])
        mo, dd = r.randint(1, 12), r.randint(1, 28)
        if key == "case":
            return r.choice([
                f"CS-{y}-{self.d(6)}", f"#{r.randint(100000, 9999999)}", f"INC{self.d(7)}",
                f"SR-{self.d(5)}", f"CAS-{self.d(5)}-{rs(r, UP + DIG, 4)}", f"0{self.d(7)}",
                f"CMP{self.d(6)}", f"REQ-{self.d(6)}",
            ])
        if key == "gd":
            return r.choice([f"GD{y}{mo:02d}{dd:02d}{self.d(4)}", f"TS{self.d(10)}", f"WO-{self.d(7)}", f"KF{y}{self.d(6)}"])
        if key == "agent":
            return r.choice([f"AGT-{self.d(4)}", f"agent {r.randint(100, 9999)}", f"A{self.d(5)}", f"CSR{self.d(3)}"])
        if key == "agent_zh":
            return r.choice([f"工号{self.d(5)}", f"坐席{self.d(4)}", f"客服{self.d(4)}号", f"AGT-{self.d(4)}"])
        if key == "date":
            return r.choice([f"{y}-{mo:02d}-{dd:02d}", f"{dd:02d}/{mo:02d}/{y}", f"{MON[mo-1]} {dd}", f"{dd} {MON[mo-1]} {y}", f"{mo}/{dd}"])
        if key == "date_zh":
            return r.choice([f"{y}年{mo}月{dd}日", f"{mo}月{dd}日", f"{y}-{mo:02d}-{dd:02d}", f"{y}/{mo}/{dd}"])
        if key == "ts":
            return f"{y}-{mo:02d}-{dd:02d} {r.randint(8, 21):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"
        if key == "hms":
            return f"{r.randint(0, 0):02d}:{r.randint(0, 14):02d}:{r.randint(0, 59):02d}"
        if key == "co":
            return r.choice(CO_ZH if lang == "zh" else CO_EN if lang == "en" else CO_EN + CO_ZH)
        if key == "co_en":
            return r.choice(CO_EN)
        if key == "co_zh":
            return r.choice(CO_ZH)
        if key == "queue":
            return r.choice(QUEUE_ZH if lang == "zh" else QUEUE_EN)
        if key == "prod":
            return r.choice(PROD_ZH if lang == "zh" else PROD_EN)
        if key == "amt":
            if lang == "zh":
                return r.choice([f"{r.randint(10, 5000)}.{r.randint(0, 99):02d}元", f"¥{r.randint(10, 9000):,}", f"{r.randint(20, 900)}元"])
            return r.choice([f"${r.randint(5, 2000)}.{r.randint(0, 99):02d}", f"£{r.randint(5, 900)}.{r.randint(0, 99):02d}", f"USD {r.randint(100, 9000):,}.00"])
        if key == "city":
            return r.choice(CITY_ZH if lang == "zh" else CITY_EN)
        if key == "err":
            return r.choice(ERR)
        if key == "ver":
            return f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 9)}"
        if key == "flight":
            return r.choice(["BA", "UA", "DL", "AA", "EK", "MU", "CZ", "CA", "HU", "FR"]) + str(r.randint(100, 9999))
        if key == "pnr":
            return rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
        if key == "pol":
            return r.choice([f"POL-{self.d(8)}", f"HH{self.d(7)}", f"MTR-{self.d(6)}-{r.randint(1, 9)}", f"P{self.d(9)}"])
        if key == "claim":
            return r.choice([f"CLM-{y}-{self.d(5)}", f"C{self.d(8)}", f"LP{self.d(7)}"])
        if key == "min":
            return str(r.randint(2, 48))
        if key == "n":
            return str(r.randint(2, 9))
        raise KeyError(key)


_FILL = re.compile(r"\{([a-z_0-9]+)\}")


def fill(ctx, text, lang, extra):
    def rep(m):
        k = m.group(1)
        if k in extra:
            return extra[k]
        try:
            return ctx.filler(k, lang)
        except KeyError:
            return m.group(0)

    return _FILL.sub(rep, text)


def parse(block):
    out = []
    for line in block.strip("\n").split("\n"):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        kinds, tpl = line.split(" :: ", 1)
        tpl = tpl.replace("\\n", "\n").replace("\\t", "\t")
        assert tpl.count("{V}") + tpl.count("{VJ}") == 1, tpl
        out.append((tuple(k.strip() for k in kinds.split(",")), tpl))
    return out


def jesc(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def csvesc(s):
    return s.replace('"', '""')


# wrappers: (pre, post, escape); "{B}" is the body
WRAP = {
    "en": [
        ("Agent: thanks for holding, can I take a few details?\nCaller: ", "", None),
        ("ticket_id,created_at,channel,priority,description\n{case},{date},phone,normal,\"", "\"", "csv"),
        ('{"id": "{case}", "channel": "voice", "queue": "{queue}", "description": "', '", "status": "open"}', "json"),
        ("Case {case} | Owner: {agent} | Note: ", "", None),
        ("### Case notes ({date})\n- ", "\n- next action: cb within 48h", None),
        ("*Summary:* follow-up for {co_en} acct\n*Description:* ", "\n*Priority:* P3", None),
        ("[Bot handoff] intent=account_update confidence=0.{n}1\nlast_user_msg: ", "", None),
        ("> On {date}, the customer wrote:\n> ", "\n\nForwarded to {queue}.", None),
        ("{ts} IVR[{min}12] transcript=\"", "\" conf=0.8{n}", "csv"),
        ("INTERNAL NOTE ({agent}): ", " /closing as resolved", None),
    ],
    "zh": [
        ("客服：您好，请问有什么可以帮您？\n用户：", "", None),
        ("工单号：{gd}\n问题描述：", "\n处理状态：待回访", None),
        ('{"工单号": "{gd}", "渠道": "热线", "队列": "{queue}", "描述": "', '"}', "json"),
        ("【{co_zh}】坐席备注（{agent_zh}）：", "", None),
        ("工单编号,创建时间,渠道,内容\n{gd},{date_zh},电话,\"", "\"", "csv"),
        ("智能客服转人工摘要：\n用户最后一句：", "\n意图：信息变更", None),
        ("回访记录 {date_zh}：", "（已核实）", None),
        ("- [ ] 待处理：", "\n- [x] 已录音", None),
    ],
    "mixed": [
        ("Agent: 您好 how can I help?\nCaller: ", "", None),
        ('{"ticket": "{gd}", "lang": "zh-CN", "queue": "{queue}", "body": "', '"}', "json"),
        ("Case {case} 备注: ", "", None),
        ("工单 {gd} | owner {agent} | note: ", "", None),
        ("[Chatbot handoff] 用户原话: ", "\nintent=profile_update", None),
        ("ticket_id,channel,body\n{case},wechat,\"", "\"", "csv"),
        ("用户：", "\n客服：好的 noted，稍等", None),
    ],
}

# ---------------------------------------------------------------------------
# value generators
# ---------------------------------------------------------------------------

def _b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def luhn_complete(prefix_digits, length, rng):
    body = prefix_digits + "".join(rng.choice(DIG) for _ in range(length - len(prefix_digits) - 1))
    total = 0
    for i, ch in enumerate(reversed(body)):
        n = int(ch)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return body + str((10 - total % 10) % 10)


def iban_make(cc, bban):
    s = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in s)
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"


def group4(s):
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


EN_DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ZH_DIG = "零一二三四五六七八九"


def spoken_en(digits, groups, rng):
    """Read digits aloud, ASR style: 'oh seven seven, double nine ...'."""
    out = []
    for g in groups:
        chunk = digits[:g]
        digits = digits[g:]
        words = []
        i = 0
        while i < len(chunk):
            ch = chunk[i]
            if i + 1 < len(chunk) and chunk[i + 1] == ch and rng.random() < 0.5:
                words.append("double " + EN_DIG[int(ch)])
                i += 2
                continue
            words.append("oh" if ch == "0" and rng.random() < 0.5 else EN_DIG[int(ch)])
            i += 1
        out.append(" ".join(words))
    if digits:
        out.append(" ".join(EN_DIG[int(c)] for c in digits))
    return ", ".join(out)


def spoken_zh(digits, groups, rng, yao=True):
    out = []
    for g in groups:
        chunk, digits = digits[:g], digits[g:]
        out.append("".join(("幺" if (c == "1" and yao) else ZH_DIG[int(c)]) for c in chunk))
    if digits:
        out.append("".join(ZH_DIG[int(c)] for c in digits))
    return rng.choice(["，", " ", "、", ""]).join(out)


def spaced(digits):
    return " ".join(digits)


FULLWIDTH = str.maketrans("0123456789-", "０１２３４５６７８９－")

# ---- names
CN_SUR = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤")
CN_SUR2 = ["欧阳", "司马", "上官", "诸葛", "慕容", "东方", "皇甫", "尉迟", "公孙", "令狐", "司徒", "夏侯", "长孙", "宇文", "端木", "独孤", "南宫", "呼延"]
CN_GIV = list("伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红玲芬燕晨宇浩然欣怡子涵梓轩雨萱思博文嘉俊鹏志婷雪佳琪晓峰建国海亮斌颖慧琳凯鑫瑞辉倩蕾彤昊晗泽诺雅悦妍宁安")
PY_SUR = ("Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Gao Lin Luo Zheng Liang Xie Song Tang "
          "Han Feng Deng Cao Peng Zeng Xiao Tian Dong Pan Yuan Cai Jiang Yu Du Ye Cheng Su Wei Lu Ding Ren Shen Yao Cui "
          "Zhong Tan Fan Jin Shi Liao Jia Xia Fu Fang Bai Zou Meng Xiong Qin Qiu Yin Xue Yan Duan Lei Hou Long Tao Gu Mao "
          "Hao Gong Shao Qian Kong Ouyang Sima Shangguan Zhuge Situ Murong").split()
PY_GIV = ("wei fang na min jing li qiang lei jun yang yong yan jie juan tao ming chao xiu xia ping gang hua yu hong ling "
          "fen chen hao ran xin yi zi han xuan si bo wen jia peng zhi ting xue qi xiao feng jian guo hai liang bin ying hui "
          "lin kai rui qian tong mei lan shu yue nan xing kun zhen di ning an qing").split()
EXTRA_LAST = ["Okafor", "Nguyen", "Patel", "Kowalski", "O'Brien", "García", "Abdullah", "Tanaka", "Müller", "Adeyemi",
              "Fitzgerald", "Nakamura", "Haddad", "Novak", "Mensah", "Rossi", "Svensson", "Dubois", "Chaudhry", "Mbeki"]
EXTRA_FIRST = ["Priya", "Oluwaseun", "Siobhan", "Mateus", "Aoife", "Dmitri", "Fatima", "Kwame", "Ingrid", "Tariq",
               "Niamh", "Rohan", "Zainab", "Bartosz", "Yusuf", "Chiara", "Anneliese", "Emeka", "Saoirse", "Anders"]
PHONETIC = {c: w for c, w in zip(UP, "Alpha Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliet Kilo Lima Mike "
                                       "November Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu".split())}


def py_given(ctx):
    g = ctx.c(PY_GIV)
    if ctx.p(0.6):
        g += ctx.c(PY_GIV)
    return g.capitalize()


def py_name(ctx):
    s, g = ctx.c(PY_SUR), py_given(ctx)
    form = ctx.rng.randint(0, 5)
    if form == 0:
        return f"{g} {s}"
    if form == 1:
        return f"{s.upper()} {g}"
    if form == 2 and len(g) > 4:
        # Xiao-Ming style
        for i in range(2, len(g) - 1):
            if g[:i].lower() in PY_GIV and g[i:].lower() in PY_GIV:
                return f"{s} {g[:i]}-{g[i:].capitalize()}"
    return f"{s} {g}"


def cn_name(ctx):
    r = ctx.rng.random()
    if r < 0.35:
        return ctx.cn.name()
    sur = ctx.c(CN_SUR2) if r < 0.5 else ctx.c(CN_SUR)
    giv = ctx.c(CN_GIV) + (ctx.c(CN_GIV) if ctx.p(0.7) else "")
    return sur + giv


def en_name(ctx):
    r = ctx.rng.random()
    if r < 0.3:
        return ctx.us.name()
    if r < 0.5:
        return ctx.gb.name()
    if r < 0.65:
        return f"{ctx.c(EXTRA_FIRST)} {ctx.us.last_name()}"
    if r < 0.8:
        return f"{ctx.us.first_name()} {ctx.c(EXTRA_LAST)}"
    if r < 0.9:
        return f"{ctx.gb.first_name()} {ctx.us.first_name()[0]}. {ctx.gb.last_name()}"
    return f"{ctx.us.first_name()} {ctx.us.last_name()}-{ctx.gb.last_name()}"


def first_en(ctx):
    return ctx.c([ctx.us.first_name(), ctx.gb.first_name(), ctx.c(EXTRA_FIRST)])


def last_en(ctx):
    return ctx.c([ctx.us.last_name(), ctx.gb.last_name(), ctx.c(EXTRA_LAST)])


def ascii_user(ctx, cn=False):
    r = ctx.rng
    if cn:
        s, g = ctx.c(PY_SUR).lower(), py_given(ctx).lower()
        return r.choice([f"{s}{g}", f"{g}.{s}", f"{s}_{g}{r.randint(1, 99)}", f"{s[0]}{g}{r.randint(70, 99)}", f"{g}{s}{r.randint(1990, 2005)}", f"{s}.{g}"])
    f, l = ctx.us.first_name().lower(), ctx.us.last_name().lower()
    return r.choice([ctx.us.user_name(), ctx.gb.user_name(), f"{f}.{l}", f"{f[0]}{l}", f"{f}{l[0]}{r.randint(1, 99)}", f"{l}{f[0]}", f"{f}_{l}"])


# ---- secrets
def _pem(ctx):
    r = ctx.rng
    kind = r.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    head = {"RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAA",
            "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"}[kind]
    width = 70 if kind.startswith("OPENSSH") else 64
    nlines = {"EC PRIVATE KEY": 3}.get(kind, r.randint(6, 14))
    body = head + rs(r, B64, width * nlines - len(head) - r.randint(5, 40))
    lines = [body[i : i + width] for i in range(0, len(body), width)]
    tail = "=" if r.random() < 0.5 else ""
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + tail + f"\n-----END {kind}-----"


def _jwt(ctx):
    r = ctx.rng
    alg = r.choice(["HS256", "RS256"])
    h = _b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    iat = r.randint(1_690_000_000, 1_740_000_000)
    payload = {"sub": "cust_" + rs(r, HEX, 12), "iat": iat, "exp": iat + r.choice([900, 3600, 86400]),
               "scope": r.choice(["billing:read", "account:write", "claims", "ivr.session"]), "jti": rs(r, HEX, 16)}
    p = _b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = rs(r, B64URL, 43 if alg == "HS256" else 342)
    return f"{h}.{p}.{sig}"


# kind -> (generator, label_en, label_zh, env_name, self_evident)
def secret_kinds():
    def tg(ctx):
        r = ctx.rng
        return f"{r.randint(1, 9)}{rs(r, DIG, r.choice([8, 9]))}:AA{rs(r, B64URL, 33)}"

    return {
        "aws": (lambda c: "AKIA" + rs(c.rng, UP + "234567", 16), "AWS access key ID", "AWS访问密钥ID", "AWS_ACCESS_KEY_ID", True),
        "awss": (lambda c: rs(c.rng, B64, 40), "AWS secret access key", "AWS密钥", "AWS_SECRET_ACCESS_KEY", False),
        "ghp": (lambda c: "ghp_" + rs(c.rng, ALNUM, 36), "GitHub token", "GitHub令牌", "GITHUB_TOKEN", True),
        "ghpat": (lambda c: "github_pat_" + rs(c.rng, UP + DIG, 22) + "_" + rs(c.rng, ALNUM, 59), "GitHub fine-grained token", "GitHub令牌", "GH_PAT", True),
        "slackb": (lambda c: f"xoxb-{c.d(12)}-{c.d(13)}-{rs(c.rng, ALNUM, 24)}", "Slack bot token", "Slack机器人令牌", "SLACK_BOT_TOKEN", True),
        "slackp": (lambda c: f"xoxp-{c.d(11)}-{c.d(12)}-{c.d(13)}-{rs(c.rng, HEX, 32)}", "Slack user token", "Slack令牌", "SLACK_USER_TOKEN", True),
        "openai": (lambda c: "sk-proj-" + rs(c.rng, B64URL, 74) + "T3BlbkFJ" + rs(c.rng, B64URL, 74), "OpenAI API key", "OpenAI密钥", "OPENAI_API_KEY", True),
        "anth": (lambda c: "sk-ant-api03-" + rs(c.rng, B64URL, 93) + "AA", "Anthropic API key", "Claude API密钥", "ANTHROPIC_API_KEY", True),
        "stripe": (lambda c: c.c(["sk_live_", "rk_live_"]) + rs(c.rng, ALNUM, c.c([24, 99])), "Stripe secret key", "Stripe密钥", "STRIPE_SECRET_KEY", True),
        "whsec": (lambda c: "whsec_" + rs(c.rng, ALNUM, 32), "Stripe webhook secret", "webhook签名密钥", "STRIPE_WEBHOOK_SECRET", True),
        "google": (lambda c: "AIza" + rs(c.rng, ALNUM + "-_", 35), "Google Maps API key", "谷歌地图Key", "GOOGLE_MAPS_KEY", True),
        "hf": (lambda c: "hf_" + rs(c.rng, string.ascii_letters, 34), "Hugging Face token", "HuggingFace令牌", "HF_TOKEN", True),
        "sg": (lambda c: "SG." + rs(c.rng, B64URL, 22) + "." + rs(c.rng, B64URL, 43), "SendGrid API key", "SendGrid密钥", "SENDGRID_API_KEY", True),
        "tg": (tg, "Telegram bot token", "Telegram机器人token", "TELEGRAM_BOT_TOKEN", True),
        "jwt": (_jwt, "session JWT", "登录JWT", "AUTH_JWT", True),
        "pem": (_pem, "private key", "私钥", "SSH_PRIVATE_KEY", True),
        "twilio": (lambda c: rs(c.rng, HEX, 32), "Twilio auth token", "Twilio鉴权token", "TWILIO_AUTH_TOKEN", False),
        "zd": (lambda c: rs(c.rng, ALNUM, 40), "Zendesk API token", "Zendesk接口token", "ZENDESK_API_TOKEN", False),
        "genesys": (lambda c: rs(c.rng, B64URL, 43), "Genesys client secret", "Genesys客户端密钥", "GENESYS_CLIENT_SECRET", False),
        "wxsec": (lambda c: rs(c.rng, HEX, 32), "WeChat AppSecret", "微信公众号AppSecret", "WECHAT_APP_SECRET", False),
        "alikey": (lambda c: rs(c.rng, ALNUM, 30), "Aliyun AccessKey secret", "阿里云AccessKey Secret", "ALIYUN_ACCESS_KEY_SECRET", False),
    }


def url_password(ctx):
    r = ctx.rng
    return r.choice([rs(r, ALNUM, r.randint(12, 24)), rs(r, ALNUM, 8) + r.choice("!*~") + rs(r, ALNUM, 6),
                     ctx.us.password(length=r.randint(12, 20), special_chars=False)])


# ---- passwords
WORDS = ("pineapple sunflower bluebird marmalade lighthouse granite tiger river orchard harbour velvet "
         "copper maple falcon biscuit nebula rhubarb thunder meadow pepper").split()


def password_value(ctx, kind):
    r = ctx.rng
    if kind == "pin":
        return ctx.d(r.choice([4, 4, 6, 6, 5]))
    if kind == "door":
        return r.choice([ctx.d(4), "#" + ctx.d(4), ctx.d(4) + "#", ctx.d(6), "*" + ctx.d(4) + "#"])
    if kind == "wifi":
        return r.choice([rs(r, ALNUM, 10), ctx.us.password(length=12, special_chars=False),
                         r.choice(WORDS).capitalize() + ctx.d(4), rs(r, "ABCDEF0123456789", 10),
                         ctx.c(PY_SUR).lower() + py_given(ctx).lower() + ctx.d(3)])
    if kind == "phrase":
        sep = r.choice(["-", " ", ".", "_"])
        return sep.join(r.sample(WORDS, r.randint(3, 4))) + (str(r.randint(1, 99)) if r.random() < 0.4 else "")
    if kind == "memorable":
        return r.choice(WORDS) + (str(r.randint(1, 99)) if r.random() < 0.6 else "")
    if kind == "cnpw":
        return r.choice([ctx.c(PY_SUR).lower() + ctx.d(r.choice([4, 6])), "woaini" + ctx.d(4), ctx.c(PY_GIV) + ctx.c(PY_GIV) + "@" + ctx.d(3),
                         ctx.us.password(length=r.randint(8, 14)).replace('"', "!").replace("\\", "#"), rs(r, LO, 3) + ctx.d(6)])
    # generic pw
    pw = r.choice([
        ctx.us.password(length=r.randint(8, 16)),
        r.choice(["Summer", "Winter", "Autumn", "Spring", "Liverpool", "Chelsea", "Bailey", "Monkey", "Dragon", "Sunshine"]) + str(r.randint(1, 2025)) + r.choice(["!", "", "#", "$", "!!"]),
        r.choice(WORDS).capitalize() + r.choice(["@", "_", "!"]) + ctx.d(r.randint(2, 4)),
        rs(r, ALNUM, r.randint(9, 14)),
        "P@ssw0rd" + ctx.d(2) + r.choice(["!", "?", ""]),
    ])
    return pw.replace('"', "!").replace("\\", "%").replace("'", "*")


# ---- phones
CN_MOB = ["130", "131", "132", "133", "134", "135", "136", "137", "138", "139", "145", "147", "150", "151", "152", "153",
          "155", "156", "157", "158", "159", "166", "173", "175", "176", "177", "178", "180", "181", "182", "183", "185",
          "186", "187", "188", "189", "191", "195", "198", "199"]
CN_AREA = ["010", "021", "022", "023", "020", "0755", "0571", "028", "027", "025", "029", "0512", "0532", "0731"]


def cn_mobile_digits(ctx):
    return ctx.c(CN_MOB) + ctx.d(8)


def phone_value(ctx, kind):
    r = ctx.rng
    if kind == "us":
        v = r.choice([ctx.us.phone_number(), ctx.us.phone_number(), f"+1 {r.randint(201, 989)}-{r.randint(200, 999)}-{ctx.d(4)}",
                      f"({r.randint(201, 989)}) {r.randint(200, 999)}-{ctx.d(4)}", f"+1{r.randint(201, 989)}{r.randint(200, 999)}{ctx.d(4)}",
                      f"{r.randint(201, 989)}.{r.randint(200, 999)}.{ctx.d(4)} ext. {r.randint(10, 9999)}"])
        return v
    if kind == "uk":
        return r.choice([ctx.gb.phone_number(), ctx.gb.cellphone_number(), f"07{r.randint(300, 999)} {ctx.d(6)}",
                         f"+44 7{ctx.d(3)} {ctx.d(3)} {ctx.d(3)}", f"020 {r.randint(3, 8)}{ctx.d(3)} {ctx.d(4)}",
                         f"01{ctx.d(3)} {ctx.d(6)} ext {ctx.d(3)}"])
    if kind == "cn":
        d = cn_mobile_digits(ctx)
        return r.choice([d, d, f"{d[:3]} {d[3:7]} {d[7:]}", f"{d[:3]}-{d[3:7]}-{d[7:]}", f"+86 {d[:3]} {d[3:7]} {d[7:]}",
                         f"+86{d}", f"(+86){d}", f"0086-{d}", d.translate(FULLWIDTH), ctx.cn.phone_number()])
    if kind == "cnland":
        a = ctx.c(CN_AREA)
        n = ctx.d(8) if len(a) == 3 else ctx.d(r.choice([7, 8]))
        n = str(r.randint(2, 8)) + n[1:]
        return r.choice([f"{a}-{n}", f"({a}){n}", f"{a} {n[:4]} {n[4:]}", f"{a}-{n}转{ctx.d(r.choice([3, 4]))}", f"+86 {a[1:]} {n}"])
    if kind == "spoken_en":
        if r.random() < 0.5:
            d = "07" + ctx.d(9)
            return spoken_en(d, [5, 3, 3], r)
        d = str(r.randint(201, 989)) + str(r.randint(200, 999)) + ctx.d(4)
        return spoken_en(d, [3, 3, 4], r)
    if kind == "spoken_zh":
        d = cn_mobile_digits(ctx)
        return spoken_zh(d, [3, 4, 4], r, yao=r.random() < 0.7)
    if kind == "spaced":
        d = r.choice([cn_mobile_digits(ctx), "07" + ctx.d(9), str(r.randint(201, 989)) + str(r.randint(200, 999)) + ctx.d(4)])
        return spaced(d)
    raise KeyError(kind)


# ---- addresses
ROAD_STEM = ["中山", "人民", "解放", "建设", "和平", "南京东", "淮海中", "科技园", "长安", "滨河", "学府", "文化", "东风",
             "胜利", "延安西", "朝阳北", "天府", "漕溪北", "虹桥", "深南", "福华", "黄埔", "青年", "新华", "迎宾", "劳动",
             "光明", "幸福", "金沙江", "武宁南", "湖滨", "体育西", "望京", "中关村南", "花园", "工业", "复兴中", "北京西"]
ROAD_SUF = ["路", "路", "路", "街", "大道", "大街", "巷"]
PROV_CITY_DIST = [
    ("广东省", "深圳市", "南山区"), ("广东省", "广州市", "天河区"), ("浙江省", "杭州市", "西湖区"), ("江苏省", "南京市", "鼓楼区"),
    ("四川省", "成都市", "武侯区"), ("湖北省", "武汉市", "洪山区"), ("", "上海市", "徐汇区"), ("", "北京市", "海淀区"),
    ("", "上海市", "浦东新区"), ("", "北京市", "朝阳区"), ("陕西省", "西安市", "雁塔区"), ("山东省", "青岛市", "市南区"),
    ("福建省", "厦门市", "思明区"), ("湖南省", "长沙市", "岳麓区"), ("", "天津市", "和平区"), ("", "重庆市", "渝中区"),
]
PY_ROAD = ["Zhongshan", "Renmin", "Jiefang", "Jianshe", "Heping", "Keyuan", "Chang'an", "Wenhua", "Dongfeng",
           "Huaihai Zhong", "Yan'an Xi", "Shennan", "Tianfu", "Caoxi Bei", "Wangjing", "Xinhua"]


def cn_street(ctx):
    r = ctx.rng
    road = ctx.c(ROAD_STEM) + ctx.c(ROAD_SUF)
    n = r.randint(1, 2999)
    return r.choice([f"{road}{n}号", f"{road}{n}号", f"{road}{r.randint(1, 999)}弄{r.randint(1, 99)}号", f"{road}{n}号院",
                     f"{ctx.c(ROAD_STEM)}{r.choice(['一', '二', '三', '五'])}路{r.randint(1, 300)}号", f"{road}{r.randint(1, 99)}-{r.randint(1, 20)}号"])


def py_street(ctx):
    r = ctx.rng
    rd = ctx.c(PY_ROAD)
    return r.choice([f"No. {r.randint(1, 2999)} {rd} Road", f"{r.randint(1, 2999)} {rd} Lu", f"{r.randint(1, 999)} {rd} Rd",
                     f"Lane {r.randint(1, 999)}, No. {r.randint(1, 99)} {rd} Road"])


def en_street(ctx):
    r = ctx.rng
    x = r.random()
    if x < 0.4:
        return ctx.us.street_address()
    if x < 0.7:
        return ctx.gb.street_address().replace("\n", ", ")
    if x < 0.85:
        return f"{ctx.us.building_number()} {ctx.us.street_name()}"
    return f"{r.randint(1, 240)} {ctx.gb.street_name()}"


def cn_district_prefix(ctx):
    p, c, d = ctx.c(PROV_CITY_DIST)
    return p + c + d


# ---- government ids
CN_AREA6 = ["110101", "110105", "110108", "310104", "310115", "440305", "440106", "320102", "330106", "510107", "420111",
            "610113", "370202", "350203", "430104", "120101", "500103", "320583", "441900", "130102", "210102", "230103"]


def cn_id(ctx):
    r = ctx.rng
    y = r.randint(1950, 2005)
    m, d = r.randint(1, 12), r.randint(1, 28)
    body = f"{ctx.c(CN_AREA6)}{y}{m:02d}{d:02d}{ctx.d(3)}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(a) * b for a, b in zip(body, w))
    return body + "10X98765432"[s % 11]


def us_ssn(ctx):
    r = ctx.rng
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    return f"{a:03d}-{r.randint(1, 99):02d}-{r.randint(1, 9999):04d}"


def uk_ni(ctx):
    r = ctx.rng
    first = [c for c in UP if c not in "DFIQUV"]
    second = [c for c in UP if c not in "DFIQUVO"]
    while True:
        pre = r.choice(first) + r.choice(second)
        if pre not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            break
    d = ctx.d(6)
    suf = r.choice("ABCD")
    return r.choice([f"{pre}{d}{suf}", f"{pre} {d[:2]} {d[2:4]} {d[4:]} {suf}", f"{pre}{d} {suf}"])


def nhs_number(ctx):
    r = ctx.rng
    while True:
        d = [r.randint(0, 9) for _ in range(9)]
        d[0] = r.randint(4, 6)
        s = sum(x * (10 - i) for i, x in enumerate(d))
        c = 11 - s % 11
        if c == 11:
            c = 0
        if c != 10:
            n = "".join(map(str, d)) + str(c)
            return r.choice([f"{n[:3]} {n[3:6]} {n[6:]}", n])


def uk_dl(ctx):
    r = ctx.rng
    sur = re.sub(r"[^A-Z]", "", last_en(ctx).upper())[:5].ljust(5, "9")
    y = r.randint(50, 99)
    m = r.randint(1, 12) + (50 if r.random() < 0.5 else 0)
    d = r.randint(1, 28)
    return f"{sur}{str(y)[0]}{m:02d}{d:02d}{str(y)[1]}{rs(r, UP, 2)}{r.randint(0, 9)}{rs(r, UP, 2)}"


def gov_value(ctx, kind):
    r = ctx.rng
    if kind == "ssn":
        v = us_ssn(ctx)
        return v if r.random() < 0.75 else v.replace("-", r.choice(["", " "]))
    if kind == "cnid":
        v = cn_id(ctx)
        return v if r.random() < 0.85 else f"{v[:6]} {v[6:14]} {v[14:]}"
    if kind == "ni":
        return uk_ni(ctx)
    if kind == "nhs":
        return nhs_number(ctx)
    if kind == "passport":
        return r.choice([ctx.d(9), str(r.randint(1, 9)) + ctx.d(8), "E" + ctx.d(8), "E" + rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + ctx.d(7),
                         "G" + ctx.d(8), ctx.us.passport_number()])
    if kind == "hkmo":
        return "C" + rs(r, "ABCDEFGHJKLMN" + DIG, 1) + ctx.d(7)
    if kind == "dl":
        return r.choice([uk_dl(ctx), r.choice(UP) + ctx.d(7), f"{r.choice(UP)}{ctx.d(3)}-{ctx.d(3)}-{ctx.d(2)}-{ctx.d(3)}-0",
                         ctx.d(9), f"{r.choice(UP)}{ctx.d(3)}-{ctx.d(4)}-{ctx.d(4)}"])
    if kind == "itin":
        return f"9{ctx.d(2)}-{r.choice(['70', '78', '88', '90', '92', '94'])}-{ctx.d(4)}"
    if kind == "utr":
        v = str(r.randint(1, 9)) + ctx.d(9)
        return r.choice([v, f"{v[:5]} {v[5:]}"])
    if kind == "mbi":
        a = "ACDEFGHJKMNPQRTUVWXY"
        return f"{r.randint(1, 9)}{r.choice(a)}{r.choice(a + DIG)}{r.randint(0, 9)}-{r.choice(a)}{r.choice(a + DIG)}{r.randint(0, 9)}-{r.choice(a)}{r.choice(a)}{r.randint(0, 9)}{r.randint(0, 9)}"
    if kind == "ssn_spoken":
        v = us_ssn(ctx).replace("-", "")
        return spoken_en(v, [3, 2, 4], r)
    if kind == "cnid_spoken":
        v = cn_id(ctx)
        return spoken_zh(v[:17], [6, 8, 3], r, yao=r.random() < 0.5) + ("叉" if v[-1] == "X" else ZH_DIG[int(v[-1])])
    if kind == "hkid":
        return f"{r.choice(UP)}{ctx.d(6)}({r.choice(DIG + 'A')})"
    raise KeyError(kind)


# ---- financial
def card_number(ctx, brand=None):
    r = ctx.rng
    brand = brand or r.choice(["visa", "mc", "mc2", "amex", "disc", "up", "visa"])
    if brand == "visa":
        n = luhn_complete("4", 16, r)
    elif brand == "mc":
        n = luhn_complete(str(r.randint(51, 55)), 16, r)
    elif brand == "mc2":
        n = luhn_complete(str(r.randint(2221, 2720)), 16, r)
    elif brand == "amex":
        n = luhn_complete(r.choice(["34", "37"]), 15, r)
        return r.choice([n, f"{n[:4]} {n[4:10]} {n[10:]}", f"{n[:4]}-{n[4:10]}-{n[10:]}"])
    elif brand == "disc":
        n = luhn_complete("6011", 16, r)
    else:
        n = luhn_complete(r.choice(["622588", "621483", "622202", "621700", "622848", "621785", "622262", "625807", "623668"]), r.choice([16, 16, 19]), r)
    return r.choice([n, group4(n), group4(n).replace(" ", "-"), group4(n)])


def cn_bank_card(ctx):
    r = ctx.rng
    n = luhn_complete(r.choice(["622588", "621483", "622202", "621700", "622848", "621785", "622262", "623668", "621226", "622700"]), r.choice([16, 19, 19]), r)
    return r.choice([n, n, group4(n), f"{n[:4]} {n[4:8]} {n[8:12]} {n[12:16]} {n[16:]}".strip()])


def iban_value(ctx):
    r = ctx.rng
    cc = r.choice(["GB", "GB", "DE", "FR", "NL", "IE", "ES", "IT"])
    if cc == "GB":
        bban = r.choice(["BARC", "LOYD", "NWBK", "HBUK", "MIDL", "MONZ"]) + ctx.d(14)
    elif cc == "DE":
        bban = ctx.d(18)
    elif cc == "FR":
        bban = ctx.d(10) + rs(r, UP + DIG, 11) + ctx.d(2)
    elif cc == "NL":
        bban = r.choice(["ABNA", "INGB", "RABO", "TRIO"]) + ctx.d(10)
    elif cc == "IE":
        bban = r.choice(["AIBK", "BOFI"]) + ctx.d(14)
    elif cc == "ES":
        bban = ctx.d(20)
    else:
        bban = r.choice(UP) + ctx.d(10) + rs(r, UP + DIG, 12)
    v = iban_make(cc, bban)
    return v if r.random() < 0.45 else group4(v)


def fin_value(ctx, kind):
    r = ctx.rng
    if kind == "card":
        return card_number(ctx)
    if kind == "cncard":
        return cn_bank_card(ctx)
    if kind == "iban":
        return iban_value(ctx)
    if kind == "acct_us":
        return ctx.d(r.randint(9, 12)).lstrip("0") or "7"
    if kind == "acct_uk":
        return str(r.randint(1, 9)) + ctx.d(7)
    if kind == "card_spoken":
        n = card_number(ctx, r.choice(["visa", "mc"])).replace(" ", "").replace("-", "")
        return r.choice([spoken_en(n, [4, 4, 4, 4], r), spaced(n)])
    if kind == "cncard_spoken":
        n = cn_bank_card(ctx).replace(" ", "")
        return spoken_zh(n, [4] * (len(n) // 4), r, yao=r.random() < 0.6)
    raise KeyError(kind)


# ---- usernames
GAMER_A = ["Shadow", "Dark", "Night", "Frost", "Iron", "Toxic", "Silent", "Crimson", "Lucky", "Turbo", "Savage", "Pixel", "Neon", "Ghost"]
GAMER_B = ["Wolf", "Knight", "Sniper", "Dragon", "Panda", "Reaper", "Falcon", "Ninja", "Viper", "Tiger", "Potato", "Storm", "Llama"]
ZH_HANDLE = ["爱吃猫的鱼", "小鹿乱撞", "今天也要加油鸭", "深夜食堂老板", "一只小胖橘", "追风少年", "柠檬不萌", "奶茶续命",
             "佛系青年", "咸鱼翻身", "兔子不吃窝边草", "晴天娃娃", "吃土少女", "快乐星球"]


def username_value(ctx, kind, lang):
    r = ctx.rng
    cn = lang != "en" and r.random() < 0.6
    if kind == "handle":
        base = ascii_user(ctx, cn).replace(".", "_")
        return "@" + base
    if kind == "zhhandle":
        return "@" + ctx.c(ZH_HANDLE) + r.choice(["", "_", str(r.randint(1, 999)), "o"])
    if kind == "login":
        u = ascii_user(ctx, cn)
        return r.choice([u, u, u.upper()[:10] + ctx.d(2), u + ctx.d(2)])
    if kind == "gamer":
        a, b = ctx.c(GAMER_A), ctx.c(GAMER_B)
        return r.choice([f"xX_{a}{b}_Xx", f"{a}{b}{r.randint(1, 999)}", f"{a}_{b}_{r.choice(['TTV', 'YT', 'GG'])}", f"{a.lower()}{b.lower()}{r.randint(69, 420)}", f"{a}-{b}"])
    if kind == "wxid":
        return r.choice(["wxid_" + rs(r, LO + DIG, 14), ascii_user(ctx, True).replace(".", "_") + ctx.d(2)])
    if kind == "qq":
        return str(r.randint(1, 9)) + ctx.d(r.randint(7, 9))
    if kind == "douyin":
        return r.choice(["dy" + rs(r, LO + DIG, 9), ascii_user(ctx, True).replace(".", "") + str(r.randint(1, 999))])
    if kind == "userid":
        return r.choice([f"u_{rs(r, LO + DIG, 8)}", ascii_user(ctx, cn) + str(r.randint(1, 99)), f"{ascii_user(ctx, cn)}_{r.choice(['uk', 'us', 'cn', 'hk'])}"])
    raise KeyError(kind)


# ---- home paths
PATH_TAIL_W = ["Downloads\\statement_{y}-{m}.pdf", "Desktop\\claim photos\\IMG_{n}.JPG", "AppData\\Local\\Temp\\BankApp\\crash_{n}.dmp",
               "Documents\\Insurance\\policy_schedule.pdf", "AppData\\Roaming\\Zoom\\logs", "Pictures\\Screenshots\\Screenshot ({n}).png",
               "OneDrive\\Documents\\bills\\{y}\\gas.pdf", "AppData\\Local\\Packages\\Telco.MyAccount\\LocalState\\log.txt",
               "Desktop\\发票\\{y}-{m}.pdf", "Documents\\保单\\车险.pdf", "Downloads\\对账单{y}{m}.xlsx"]
PATH_TAIL_U = ["Downloads/statement_{y}-{m}.pdf", "Desktop/claim_{n}.heic", "Library/Logs/MyBank/app.log",
               "Library/Containers/com.airline.app/Data/tmp/boarding.pkpass", "Documents/complaint letter.docx",
               ".config/telco-cli/config.yaml", "Pictures/meter_reading.jpg", "Desktop/截图 {y}-{m}.png", "下载/账单{y}{m}.pdf",
               "projects/ivr-tests/run.log", ".ssh/known_hosts", "Library/Application Support/Zoom/logs"]


def home_path_value(ctx, kind, lang):
    r = ctx.rng
    u = ascii_user(ctx, lang != "en" and r.random() < 0.6)
    if kind == "win":
        u = u if r.random() < 0.7 else u.replace(".", " ").title().replace(" ", "")
        tail = r.choice(PATH_TAIL_W).format(y=r.randint(2021, 2025), m=f"{r.randint(1, 12):02d}", n=r.randint(1000, 9999))
        if r.random() < 0.15:
            return f"C:\\Users\\{u}"
        v = f"C:\\Users\\{u}\\{tail}"
        return v if r.random() < 0.85 else v.replace("\\", "/")
    tail = r.choice(PATH_TAIL_U).format(y=r.randint(2021, 2025), m=f"{r.randint(1, 12):02d}", n=r.randint(1000, 9999))
    root = "/Users" if kind == "mac" else "/home"
    if r.random() < 0.15:
        return f"{root}/{u}"
    return f"{root}/{u}/{tail}"


# ---- schedule (clock times by period)
def sched_value(ctx, period, lang):
    r = ctx.rng
    rng_h = {"m": (5, 9), "d": (10, 16), "e": (17, 21), "n": (21, 23), "l": (0, 3)}[period]
    h = r.randint(*rng_h)
    mi = r.choice([0, 15, 30, 45, 10, 20, 40, 50, 5, 35])
    if lang == "zh" or (lang == "mixed" and r.random() < 0.5):
        h12 = h % 12 or 12
        zh_num = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
        x = r.random()
        if mi == 30 and x < 0.4:
            return r.choice([f"{h12}点半", f"{zh_num[h12]}点半"])
        if mi == 15 and x < 0.3:
            return r.choice([f"{h12}点一刻", f"{zh_num[h12]}点一刻"])
        if mi == 0 and x < 0.5:
            return r.choice([f"{h12}点", f"{zh_num[h12]}点", f"{h12}点整"])
        if x < 0.75:
            return f"{h:02d}:{mi:02d}" if r.random() < 0.5 else f"{h}:{mi:02d}"
        return f"{h12}点{mi:02d}" if mi < 10 else f"{h12}点{mi}"
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    x = r.random()
    if x < 0.25:
        return f"{h12}:{mi:02d}"
    if x < 0.45:
        return f"{h12}:{mi:02d}{r.choice([' ', ''])}{r.choice([ap, ap.upper(), ap[0] + '.m.'])}"
    if x < 0.6:
        return f"{h:02d}:{mi:02d}"
    if x < 0.7:
        return f"{h12}.{mi:02d}{ap}"
    if x < 0.8 and mi in (0, 15, 30, 45):
        w = EN_DIG + ["ten", "eleven", "twelve"]
        return {0: f"{w[h12]} o'clock", 15: f"quarter past {w[h12]}", 30: f"half past {w[h12]}", 45: f"quarter to {w[h12 % 12 + 1]}"}[mi]
    if x < 0.9 and mi == 0:
        return f"{h12}{ap}"
    return f"{h:02d}{mi:02d}" if period in ("m", "l") and r.random() < 0.5 else f"{h12}:{mi:02d} {ap}"


# ---- geo
CN_ESTATE_A = ["阳光", "万科", "碧桂园", "保利", "绿地", "翠湖", "金色", "世纪", "龙湖", "华润", "锦绣", "紫荆", "御景", "枫林", "滨江", "中海", "融创", "幸福"]
CN_ESTATE_B = ["花园", "城市花园", "家园", "新村", "公馆", "名邸", "佳苑", "小区", "华庭", "雅苑", "天地", "国际社区", "壹号院", "湾"]
EN_ESTATE = ["Riverside Court", "Maple Grove Apartments", "The Maltings", "Kingfisher House", "Oakwood Estate", "Harbour View Towers",
             "Willow Park Condos", "St Anne's Mews", "Cedar Heights", "Meridian Wharf", "Brookside Gardens", "Lakeshore Villas",
             "Thornbury Close", "Elm Tree Court", "Parkside Lofts"]


def geo_value(ctx, kind, lang):
    r = ctx.rng
    if kind == "zip":
        return r.choice([ctx.us.zipcode(), ctx.us.zipcode(), ctx.us.zipcode_plus4()])
    if kind == "postcode":
        return ctx.gb.postcode()
    if kind == "cnpost":
        return r.choice([ctx.cn.postcode(), f"{r.randint(10, 85)}{ctx.d(4)}"])
    if kind == "coord":
        lat = r.uniform(22.4, 51.6) * (1 if r.random() < 0.9 else -1)
        lon = r.uniform(-123, 121.5)
        if lang != "en" and r.random() < 0.6:
            lat, lon = r.uniform(22.5, 40.0), r.uniform(104.0, 121.5)
        dp = r.choice([4, 5, 6])
        x = r.random()
        if x < 0.55:
            return f"{lat:.{dp}f}, {lon:.{dp}f}"
        if x < 0.75:
            return f"{lat:.{dp}f},{lon:.{dp}f}"
        if x < 0.9:
            def dms(v, pos, neg):
                a = abs(v)
                d, m = int(a), int((a - int(a)) * 60)
                s = ((a - int(a)) * 60 - m) * 60
                return f"{d}°{m:02d}'{s:04.1f}\"{pos if v >= 0 else neg}"
            return f"{dms(lat, 'N', 'S')} {dms(lon, 'E', 'W')}"
        return f"N{abs(lat):.5f} E{abs(lon):.5f}" if lon > 0 else f"{lat:.5f} {lon:.5f}"
    if kind == "estate":
        if lang == "zh" or (lang == "mixed" and r.random() < 0.7):
            return ctx.c(CN_ESTATE_A) + ctx.c(CN_ESTATE_B) + (r.choice(["", "", "二期", "三期", "北区"]))
        return ctx.c(EN_ESTATE)
    if kind == "unit":
        if lang == "zh" or (lang == "mixed" and r.random() < 0.6):
            return r.choice([f"{r.randint(1, 30)}栋{r.randint(1, 6)}单元{r.randint(1, 33)}{r.randint(1, 6):02d}",
                             f"{r.randint(1, 30)}号楼{r.randint(1, 6)}单元{r.randint(1, 33)}{r.randint(1, 6):02d}室",
                             f"{r.choice('ABCDEF')}座{r.randint(1, 40)}{r.randint(1, 8):02d}",
                             f"{r.randint(1, 20)}幢{r.randint(1, 33)}{r.randint(1, 4):02d}室",
                             f"{r.randint(1, 30)}-{r.randint(1, 6)}-{r.randint(1, 33)}{r.randint(1, 6):02d}"])
        return r.choice([f"Flat {r.randint(1, 40)}{r.choice(['', 'A', 'B', 'C'])}", f"Apt {r.randint(1, 30)}{r.choice('ABCDEFG')}",
                         f"Unit {r.randint(1, 120)}", f"Apt. {r.randint(100, 2400)}", f"Suite {r.randint(100, 900)}",
                         f"Flat {r.randint(1, 9)}/{r.randint(1, 4)}", f"Block {r.choice('ABCDE')}, Flat {r.randint(1, 60)}"])
    if kind == "w3w":
        ws = "index home raft filled count soap table chair lamp grape pilots slurs crumb dizzy puppy ocean".split()
        return "///" + ".".join(r.sample(ws, 3))
    raise KeyError(kind)


# ---------------------------------------------------------------------------
# templates: "kinds :: template"; {V} is the value, {VJ} the value JSON-escaped
# ---------------------------------------------------------------------------
T = {}

T["secret", "en"] = parse(r"""
k :: Merchant called re: failed payouts. While screensharing he pasted his {label} into chat: {V} -- advised to rotate immediately, flagged to InfoSec.
k :: Caller (small biz acct) read out {label} from their dashboard "so you can check it": {V}. Did NOT store, told cx to revoke.
k :: {env}={V}
k :: export {env}="{V}"
k :: Escalation {case}: integration to our webhook failing w/ 401. Customer config snippet:\n```\n{env}: {V}\nTIMEOUT_MS: 3000\n```
k :: {"integration": "payments-webhook", "env": "prod", "{env}": "{VJ}", "retries": 3}
k :: ticket,field,value\n{case},{env},{V}\n{case},region,eu-west-2
k :: Agent: and what's the token showing on the settings page?\nCaller: it says {V}\nAgent: ok please don't share that with anyone else, I'll raise a security ticket
k :: Customer emailed support@ with their {label} in the body ({V}). Redacted from reply, security team notified per SOP-17.
k :: DEV NOTE: repro'd {err} on sandbox using the customer's key {V} -- MUST be rotated before closing {case}
k :: api_key: {V}
k :: Chatbot transcript excerpt -- user: "my {label} is {V} why does it say invalid"
k :: Hi team, the IVR vendor sent this over plain email: {label} = {V}. Can someone move it to the vault pls
k :: curl -H "Authorization: Bearer {V}" https://api.{co_lc}.com/v2/accounts/me
k :: Settings > Developer > {label} ... {V} (copied from cx screenshot, ticket {case})
s :: {V}
s :: cx pasted this in the chat box by mistake: {V}
s :: Caller kept reading a long string starting {V} -- stopped them, not our product, told them to contact the provider.
s :: Zendesk macro misfire, body contained {V} - purged from ticket {case} history
s :: {ts} WARN chat-gateway: outbound message contained credential-like token {V} (not masked)
u :: DATABASE_URL=postgres://svc_ivr:{V}@10.{n}.4.{min}:5432/cti_prod
u :: Vendor integration broke after pw change. Their FTP string: ftp://recordings:{V}@sftp.{co_lc}-vendor.net/calls/
u :: jdbc url in escalation {case}: mysql://billing_ro:{V}@db-replica-2:3306/billing
u :: webhook target set to https://hooks:{V}@crm.{co_lc}.com/api/inbound (cx says it worked last week)
u :: amqp://cti-bridge:{V}@mq.internal:5672/%2F
p :: Business customer attached the wrong file to {case} -- it was their deploy key:\n{V}\nDeleted attachment, advised rotation.
p :: Pasted into live chat at {ts}:\n{V}
p :: ```\n{V}\n```\n^ customer sent this asking why SFTP upload of meter reads fails
""")

T["secret", "zh"] = parse(r"""
k :: 商户来电反映对账接口报错{err}，截图里露出了{label}：{V}，已提醒客户立即重置。
k :: 用户把{label}直接发在工单里：{V}（已通知安全组）
k :: 【工单{gd}】客户提供的配置：{env}={V}，请技术二线排查。
k :: {"工单号": "{gd}", "对接方式": "API", "密钥": "{VJ}", "状态": "处理中"}
k :: 客服：您后台显示的密钥是多少？\n用户：{V}\n客服：好的，建议您马上重新生成一个。
k :: 回访备注：客户的{label}为{V}，已要求其在后台作废。
k :: 渠道对接群里有人把{label}贴出来了：{V}，已撤回并上报。
k :: 配置项 {env} 的值：{V}
k :: 二线排查记录：用客户提供的token（{V}）在测试环境复现了401问题。
k :: 用户说：“我的{label}是{V}，为什么一直提示无效？”
s :: {V}
s :: 用户在在线客服里误发了一串：{V}，已删除聊天记录。
s :: 工单附件里出现疑似密钥 {V}，请勿外传。
s :: 智能客服日志 {ts}：用户输入包含密钥 {V}
u :: 客户的数据库连接串：mysql://report_ro:{V}@10.{n}.8.21:3306/crm
u :: 录音下载地址配置为 sftp://rec_user:{V}@file.{co_lc}-cc.cn:22/record ，客户说改密码后就连不上了。
u :: 对接方回调地址：https://callback:{V}@api.{co_lc}.cn/notify
p :: 企业客户误把私钥上传到工单附件：\n{V}\n已删除附件并通知客户更换。
p :: 用户粘贴内容如下：\n{V}
""")

T["secret", "mixed"] = parse(r"""
k :: 商户说 webhook 一直 401，他把 {label} 发过来了: {V}，已提醒 rotate。
k :: Customer 在 chat 里贴了 {env}={V}，已 escalate 给 security team。
k :: 二线 note: repro'd using cx 的 key {V}，closing 前必须让客户 revoke
k :: {"ticket": "{gd}", "备注": "客户配置", "{env}": "{VJ}"}
k :: Agent: 您 dashboard 上的 token 是?\nCaller: 就是这个 {V}\nAgent: OK 我这边不会保存，麻烦您 regenerate 一下
k :: 客户 email 里附了 {label}（{V}），已从 reply 中删除 per SOP。
k :: config dump from 客户截图:\n{env}: {V}\nregion: cn-shanghai
k :: 用户问 "why my {label} {V} 不能用了"
s :: 用户误发: {V}
s :: 聊天记录 flagged token {V}，已 purge
s :: {V} <- 客户 paste 在工单里的
u :: 客户的 DB url: postgres://svc_billing:{V}@10.{n}.2.7:5432/ivr ，改密码后 connection refused
u :: 对接地址 https://sync:{V}@partner.{co_lc}.cn/hook 一直 timeout
p :: 客户 attach 了一个 key file 到 {case}:\n{V}\n已删除 + 通知 rotate
p :: Chat 记录 ({ts}):\n{V}
""")

T["password", "en"] = parse(r"""
pw :: Caller insisted on giving me their online banking password "so I can check": {V} -- reminded we never ask for it, forced reset.
pw :: Agent: ...and you tried logging in with which password?\nCaller: {V}\nAgent: ok please don't read that out again, I'm sending a reset link
pw :: cx confirmed new portal password is {V} (NOTE: should not be recorded - raise with TL)
pw :: new pw: {V}
pw :: {"event": "password_reset", "channel": "ivr", "new_password": "{VJ}", "agent": "{agent}"}
pw :: ticket_id,field,old,new\n{case},password,***,{V}
pw :: Customer wrote: "I changed my password to {V} yesterday and now the app says {err}"
pin :: Caller read out card PIN {V} before I could stop them. Card blocked & reissue ordered per policy.
pin :: IVR log {ts}: caller entered telephone banking passcode {V} (unmasked in legacy trace)
pin :: Agent: I just need digits 2 and 4 of your passcode\nCaller: oh it's {V}, the whole thing\nAgent: please only give the digits I ask for
pin :: voicemail PIN reset -- cx chose {V}
pin :: Security number: {V}
door :: Engineer visit {date}: key safe by the side gate, code {V}. Cx won't be home.
door :: Access notes for meter read: building door code is {V}, meter cupboard on left.
door :: Delivery instructions (replacement router): gate code {V} then ring bell
wifi :: Tech support L1: cx's Wi-Fi key is {V} (changed from default), router model {prod}
wifi :: SSID {co_en}-Home-5G / WPA2 key: {V}
wifi :: Caller: the wifi password on the back is {V} but I changed it, no wait that's the new one
phrase :: Voice ID enrolment failed so we set a spoken passphrase: {V}
phrase :: Password manager master passphrase (customer read it out!!): {V}
memorable :: Memorable word given in full: {V} (should only ask for 2 characters - coaching logged for {agent})
memorable :: KYC: memorable word ✔ ({V}), DOB ✔, last txn ✔
""")

T["password", "zh"] = parse(r"""
cnpw :: 用户来电说登录密码是{V}，一直提示错误，已引导其通过App重置。
cnpw :: 客服：您刚才输入的是什么密码？\n用户：{V}\n客服：好的，为了安全请不要再告诉别人。
cnpw :: 用户称新设置的网银密码为{V}（按规定不应记录，已提醒坐席）
cnpw :: {"事件": "密码重置", "新密码": "{VJ}", "渠道": "App"}
cnpw :: 工单号,字段,新值\n{gd},登录密码,{V}
cnpw :: 用户留言：“我把密码改成{V}之后就登不上了，报{err}”
cnpw :: 密码：{V}
pin :: 用户在电话里直接报出了银行卡取款密码{V}，已建议立即修改并冻结。
pin :: 服务密码{V}，用户说是默认的没改过。
pin :: IVR日志 {ts} 用户输入查询密码 {V}（旧系统未脱敏）
pin :: 用户：我的支付密码是{V}，你帮我看看为什么付不了
door :: 上门安装备注：小区门禁密码{V}，到了直接上楼。
door :: 快递放门口，密码锁{V}，用户说家里没人。
door :: 装维师傅备注：用户家电子锁临时密码{V}，用完会改
wifi :: 宽带报修：用户WiFi密码{V}，光猫型号{prod}
wifi :: 用户：wifi密码是{V}，我刚改过的
wifi :: 无线网名 ChinaNet-{pnr} 密码 {V}
phrase :: 用户设置的语音口令是“{V}”
""")

T["password", "mixed"] = parse(r"""
cnpw :: 用户说 login password 是 {V}，一直 error，已 guide 重置
pw :: Caller: 我的 password 就是 {V} 啊，为什么 locked 了？
pw :: Agent note: cx 报出了网银 pw {V}，已 force reset + coaching
pw :: {"ticket": "{gd}", "action": "reset", "new_pw": "{VJ}"}
pw :: new password: {V}（客户刚改的）
pw :: 用户 email 说 "I changed my password to {V}" 然后 app 就报 {err}
pin :: 用户直接说了 card PIN {V}，已 block card 并补卡
pin :: IVR trace {ts}: 查询密码 entered={V}
pin :: Agent: 请只提供 passcode 的第2位和第4位\nCaller: 哦 whole thing 是 {V}
door :: engineer visit: 门禁 code {V}，key 在门口鞋柜
door :: 送货备注 gate code {V}，到了打电话
wifi :: 宽带 ticket: Wi-Fi key {V}，router {prod}
wifi :: SSID TP-LINK_5G 密码 {V}
phrase :: voice ID 失败，改用 passphrase: {V}
memorable :: KYC 核验: memorable word = {V} ✔
""")

T["email", "en"] = parse(r"""
e :: Cx requested all correspondence moved to {V} (old address bouncing).
e :: Agent: can I take an email for the confirmation?\nCaller: yeah it's {V}\nAgent: perfect, thank you
e :: email: {V}
e :: {"contact": {"email": "{VJ}", "opt_in": false}, "case": "{case}"}
e :: ticket_id,requester_email,subject\n{case},{V},Refund not received
e :: Complaint letter received -- reply to {V} not postal, cx explicitly asked.
e :: Updated e-statement address to {V} per caller request, verification passed.
e :: From: {V}\nTo: complaints@\nSubject: Re: {case} still no refund!!!
e :: SMS: Hi, we've sent your claim form to {V}. Reply STOP to opt out. -{co_en}
e :: KYC checklist\n- [x] DOB\n- [x] email on file ({V})\n- [ ] proof of address
e :: bounce: 550 mailbox unavailable for {V} -- need callback to confirm correct address
e :: Booking {pnr} e-ticket to be re-sent to {V}, flight {flight}
e :: Chatbot handoff: user wants receipts sent to {V} instead
sp :: Caller spelled the email as {V} -- confirmed back twice
sp :: ASR: "yeah so the email is {V} all lowercase"
""")

T["email", "zh"] = parse(r"""
e :: 用户要求把电子账单改发到{V}，原邮箱已停用。
e :: 客服：方便留个邮箱吗？\n用户：{V}\n客服：好的，稍后给您发确认邮件。
e :: 邮箱：{V}
e :: {"工单号": "{gd}", "联系邮箱": "{VJ}", "回复方式": "邮件"}
e :: 工单号,联系邮箱,问题\n{gd},{V},发票未收到
e :: 投诉信回复请发至{V}，用户明确不要电话联系。
e :: 理赔资料已发送至您的邮箱{V}，请查收。【{co_zh}】
e :: 实名核验清单：\n- [x] 姓名\n- [x] 预留邮箱 {V}\n- [ ] 人脸识别
e :: 邮件退信：{V} 不存在，需回电确认
e :: 行程单补发到{V}，航班{flight}
e :: 智能客服转人工：用户希望发票发到 {V}
sp :: 用户口述邮箱：{V}，已复述确认
""")

T["email", "mixed"] = parse(r"""
e :: 客户要求 statement 改发到 {V}，old email 已停用
e :: Agent: 邮箱是？\nCaller: {V}\nAgent: OK 收到
e :: email 地址: {V}
e :: {"ticket": "{gd}", "requester": "{VJ}", "channel": "email"}
e :: 用户 complaint letter 回复请发 {V}
e :: 发票 PDF 已发到 {V}, pls check spam
e :: KYC: 邮箱 on file = {V} ✔
e :: From: {V}\nSubject: 投诉 {case} 退款还没到!!
e :: bounce back: {V} 不存在，需要 callback 确认
sp :: 客户 spell 的邮箱是 {V}，已 confirm
""")

T["phone", "en"] = parse(r"""
us,uk :: Callback requested on {V} after 5, cx at work until then.
us,uk :: Agent: best number to reach you?\nCaller: {V}\nAgent: thanks, and is that a mobile?
us,uk :: phone: {V}
us,uk :: {"case": "{case}", "callback_number": "{VJ}", "queue": "{queue}"}
us,uk :: ticket_id,requester_phone,priority\n{case},{V},high
us,uk :: Cx updated contact no. to {V}; old number ported to another network.
us,uk :: Please call me back on {V}, I've been on hold 40 mins -- complaint letter, {date}
us,uk :: IVR {ts}: ANI={V} DNIS=0800 routed={queue}
us,uk :: SMS 2FA was going to the wrong phone, now set to {V}
us,uk :: KYC\n- [x] DOB\n- [x] registered mobile {V}\n- [ ] ID&V voice
us,uk :: Rebooking {pnr}: pax can be reached at {V} during layover
us :: Alt contact (daughter's phone) {V} -- cx is hard of hearing
spoken_en,spaced :: Caller: yeah my number's {V}\nAgent: let me read that back
spoken_en,spaced :: ASR transcript -- "you can ring me on {V} anytime before six"
""")

T["phone", "zh"] = parse(r"""
cn,cnland :: 用户要求回电至{V}，下午五点后方便。
cn,cnland :: 客服：请问方便留个联系电话吗？\n用户：{V}\n客服：好的，稍后有专员联系您。
cn,cnland :: 联系电话：{V}
cn,cnland :: {"工单号": "{gd}", "回访号码": "{VJ}", "队列": "{queue}"}
cn,cnland :: 工单号,联系电话,紧急程度\n{gd},{V},高
cn :: 用户称原手机号已停用，新号码{V}，已更新预留手机。
cn :: 【{co_zh}】您的投诉已受理，如有疑问请联系经办人，回电号码{V}。
cn,cnland :: IVR日志 {ts} 主叫号码 {V} 转{queue}
cn :: 实名核验：\n- [x] 身份证后四位\n- [x] 预留手机 {V}\n- [ ] 人脸
cn :: 用户反映验证码一直发不到{V}上
cnland :: 用户单位座机{V}，白天可联系
cn :: 紧急联系人（用户母亲）电话{V}
spoken_zh :: 用户：我手机号是{V}\n客服：好的我复述一下
spoken_zh :: 语音转写：“你打我这个号{V}就行”
""")

T["phone", "mixed"] = parse(r"""
cn,us,uk :: 用户要求 callback 到 {V}，after 6pm
cn,us,uk :: Agent: 联系电话是？\nCaller: {V}\nAgent: OK noted
cn,us :: mobile: {V}
cn,us,uk :: {"ticket": "{gd}", "phone": "{VJ}", "vip": false}
cn,uk :: 客户 number 换成了 {V}，旧号已 ported
cn :: SMS OTP 发不到 {V}，已 escalate 给 telco
cn,cnland :: IVR log {ts}: ANI={V} 转人工
us,uk :: 客户在 UK 出差，回电打 {V}
spoken_zh,spaced :: Caller: 我 number 是 {V}\nAgent: 好的 let me confirm
""")

T["address", "en"] = parse(r"""
a :: Change of address processed: new supply address {V}, {city}. Final meter read booked.
a :: Agent: and the first line of the address?\nCaller: {V}\nAgent: lovely, that matches
a :: address_line1: {V}
a :: {"case": "{case}", "service_address": {"line1": "{VJ}", "city": "{city}"}}
a :: ticket_id,install_address,slot\n{case},"{V}",AM
a :: Complaint letter -- "I have lived at {V} for 11 years and never had a bill this high"
a :: Engineer visit {date} to {V}; cx mentions dog in garden.
a :: KYC\n- [x] name match\n- [x] address {V} (utility bill {date})\n- [ ] selfie
a :: Replacement card to be sent to {V} not the old flat
a :: Claim {claim}: water damage at insured property {V}
a :: Delayed bag {pnr} to be couriered to {V}, {city}
a :: Outage report from {V} -- whole street affected per cx
a :: {V}
py :: Cx moving to Shanghai, new billing address {V}, please update
""")

T["address", "zh"] = parse(r"""
cn :: 用户申请过户，新地址{pre}{V}，已预约抄表。
cn :: 客服：请问您的详细地址？\n用户：{pre}{V}\n客服：好的，已为您登记。
cn :: 装机地址：{pre}{V}
cn :: {"工单号": "{gd}", "地址": "{pre}{VJ}", "预约": "上午"}
cn :: 工单号,装机地址,时段\n{gd},{pre}{V},下午
cn :: 投诉信：我家住{V}，这个月电费比上月多了一倍！
cn :: 上门维修地址 {pre}{V}，用户说门口有狗。
cn :: 实名核验：\n- [x] 姓名一致\n- [x] 住址 {pre}{V}\n- [ ] 人脸识别
cn :: 新卡寄送至{pre}{V}，请注意查收。【{co_zh}】
cn :: 理赔案件{claim}：被保险房屋位于{pre}{V}，水管爆裂。
cn :: 延误行李将派送到{pre}{V}
cn :: 用户反映{V}一整条街停电
cn :: 收件地址 {pre}{V}
""")

T["address", "mixed"] = parse(r"""
cn :: 客户 moving，新地址 {pre}{V}，请 update billing address
cn :: Agent: 地址是？\nCaller: {pre}{V}\nAgent: OK got it
py :: 用户的 billing address 是 {V}, Shanghai
py :: Delivery address: {V}, {city}（客户说 English 写法 ok）
cn :: {"ticket": "{gd}", "address_line1": "{pre}{VJ}"}
en :: 客户在 UK 的地址 {V}，卡寄到那边
en :: 客户 new address {V}，engineer visit 改到 {date}
cn :: engineer 上门地址: {pre}{V}，有狗
cn :: 行李 courier 到 {pre}{V}
""")

T["government_id", "en"] = parse(r"""
ssn,itin :: ID&V passed: SSN {V}, DOB match. Credit check ordered for {prod}.
ssn :: Agent: can you confirm your social?\nCaller: {V}\nAgent: thank you, that's verified
ssn :: ssn: {V}
ssn,itin :: {"applicant": {"tax_id": "{VJ}", "kyc_level": 2}, "case": "{case}"}
ssn,itin :: ticket_id,ssn,status\n{case},{V},pending_docs
ssn :: cx gave {V} for the credit check (no cue in IVR log, captured anyway)
ssn_spoken :: Caller: my social is {V}\nAgent: thank you
ni :: UK KYC -- NI number {V} matched HMRC record
ni :: National Insurance: {V}
ni :: Caller quoted {V} when asked for NINO, benefit payment query
nhs :: Travel claim -- NHS no. {V} supplied for medical report
passport :: Passport number {V} added to booking {pnr} (APIS)
passport :: KYC\n- [x] passport {V}, exp on file\n- [x] selfie\n- [ ] PoA
dl :: Motor claim {claim}: driver licence no. {V} verified with DVLA
dl :: DL# {V}
mbi :: Medicare number {V} read out for the Part D plan switch
utr :: Self-employed cx, UTR {V} for the income verification
""")

T["government_id", "zh"] = parse(r"""
cnid :: 用户身份证号{V}，已通过实名核验。
cnid :: 客服：请提供一下您的身份证号码。\n用户：{V}\n客服：好的，核验通过。
cnid :: 身份证：{V}
cnid :: {"工单号": "{gd}", "证件类型": "居民身份证", "证件号": "{VJ}"}
cnid :: 工单号,证件号码,状态\n{gd},{V},待补资料
cnid :: 开户信息：证件号 {V}，有效期长期
cnid :: 用户报的号码{V}与系统预留不一致，需上传身份证正反面。
cnid :: 理赔申请书——被保险人证件号码：{V}
cnid :: 实名认证清单：\n- [x] 证件号 {V}\n- [x] 人脸比对\n- [ ] 银行卡四要素
cnid :: {V}
cnid_spoken :: 用户：我身份证是{V}\n客服：好的
passport :: 国际航班需补录护照号{V}，订座记录{pnr}
hkmo :: 港澳通行证号码 {V}，签注已过期
cnid :: 驾驶证号（同身份证号）{V}，车险理赔{claim}
""")

T["government_id", "mixed"] = parse(r"""
cnid :: KYC passed: 身份证 {V} ✔
cnid :: Agent: 请提供 ID number\nCaller: {V}\nAgent: OK verified
cnid :: {"ticket": "{gd}", "id_type": "CN_RESIDENT", "id_no": "{VJ}"}
cnid :: 客户 ID {V} 跟系统 on file 的不一致，需要 upload 照片
passport :: passport no. {V} 已加到 booking {pnr}
passport :: 客户的 passport {V}，expiry 明年
ssn :: 客户在 US 开户，SSN {V}，已 verified
ni :: 用户 UK NI number {V}，用于 benefit 查询
hkid :: HKID {V}，用于跨境开户
hkmo :: 港澳通行证 {V} 过期了，cx 要 reissue
dl :: 车险 claim：driver licence {V}
""")

T["financial", "en"] = parse(r"""
card :: Dispute raised on card {V} for {amt} charge from {co_en}, chargeback form sent.
card :: Agent: what's the long number on the card?\nCaller: {V}\nAgent: thanks, and I won't need the CVV
card :: card_number: {V}
card :: {"payment": {"pan": "{VJ}", "type": "credit"}, "case": "{case}"}
card :: ticket_id,card,amount\n{case},{V},{amt}
card :: Cx says card {V} was cloned - blocked, replacement ordered.
card :: IVR {ts} DTMF capture pan={V} (PCI pause failed!)
card_spoken :: Caller: the card number is {V}\nAgent: thank you, one moment
iban :: Refund of {amt} to IBAN {V} approved
iban :: Please pay the settlement into {V} -- letter from cx re: claim {claim}
iban :: iban: {V}
iban :: Direct debit mandate updated, new IBAN {V}
acct_us :: Refund via ACH to checking acct {V}, {co_en}
acct_uk :: DD set up -- sort code on file, acct no {V}
acct_uk,acct_us :: Cx read out account number {V} for the salary switch
""")

T["financial", "zh"] = parse(r"""
cncard :: 用户反映尾号被盗刷，卡号{V}，已挂失补卡。
cncard :: 客服：请报一下您的银行卡号。\n用户：{V}\n客服：好的，请稍等。
cncard :: 银行卡号：{V}
cncard :: {"工单号": "{gd}", "退款卡号": "{VJ}", "金额": "{amt}"}
cncard :: 工单号,收款卡号,金额\n{gd},{V},{amt}
cncard :: 理赔款将打入被保险人账户{V}，预计三个工作日到账。
cncard :: 用户要求把自动扣费改到{V}这张卡
cncard :: 投诉信：我的卡{V}莫名被扣了{amt}，请给个说法！
cncard :: 开户行{co_zh}，账号{V}
card :: 用户的信用卡{V}在境外被刷了{amt}
cncard :: {V}
cncard_spoken :: 用户：卡号是{V}\n客服：我跟您核对一下
iban :: 海外退款收款账户 IBAN {V}
""")

T["financial", "mixed"] = parse(r"""
cncard :: 客户要求 refund 到卡 {V}
card :: Dispute: 卡 {V} 被 charge 了 {amt}，已 chargeback
card :: Agent: 卡号是？\nCaller: {V}\nAgent: OK thanks
card,cncard :: {"ticket": "{gd}", "pan": "{VJ}"}
iban :: 用户在 UK 的 IBAN {V}，退款走 SWIFT
iban :: Please 打款到 {V}，claim {claim}
cncard :: 自动扣费改绑 {V}，effective next cycle
acct_us,acct_uk :: 客户 bank account {V}，用于 salary switch
card :: IVR DTMF capture pan={V} （PCI pause 失效）
cncard_spoken :: Caller: 卡号 {V}\nAgent: let me read back
""")

T["person_name", "en"] = parse(r"""
full :: Spoke with {V} (account holder), verified via OTP. Wants {prod} cancelled at end of term.
full :: Agent: can I take your full name please?\nCaller: it's {V}\nAgent: thank you
full :: customer_name: {V}
full :: {"case": "{case}", "contact": {"name": "{VJ}", "role": "account_holder"}}
full :: ticket_id,requester,subject\n{case},{V},Bill shock
full :: Complaint letter signed "{V}" re: repeated outages, forwarded to {queue}.
full :: Dear {V},\nThank you for contacting {co_en}. Your reference is {case}.
full :: POA on file: caller is acting for {V} (mother), docs verified {date}.
full :: Pax {V} missed connection on {flight}, rebooked.
full :: KYC\n- [x] name: {V}\n- [x] DOB\n- [ ] address
full :: Claim {claim} -- third party driver {V}, insurer details pending
full :: {V} called again re the same fault, 3rd contact this week
given :: Cx asked us to address her as {V}, prefers texts.
given :: Agent: who am I speaking with?\nCaller: this is {V}, I'm the one on the account
given :: Caller's son {V} may call on their behalf -- added as authorised user
spelled :: Surname spelled for the record: {V}
spelled :: Caller: surname is {V}\nAgent: got it
""")

T["person_name", "zh"] = parse(r"""
cn :: 来电人{V}，系户主本人，已通过短信验证码核验。
cn :: 客服：请问您贵姓全名？\n用户：我叫{V}\n客服：好的，请稍等。
cn :: 客户姓名：{V}
cn :: {"工单号": "{gd}", "联系人": "{VJ}", "关系": "本人"}
cn :: 工单号,客户姓名,问题\n{gd},{V},话费异常
cn :: 投诉信落款：{V}，{date_zh}
cn :: 尊敬的{V}：您的理赔申请{claim}已受理。【{co_zh}】
cn :: 委托人：{V}（用户的父亲），已核验授权书
cn :: 旅客{V}因航班{flight}延误改签成功
cn :: 实名核验：\n- [x] 姓名 {V}\n- [x] 证件号\n- [ ] 人脸
cn :: 第三方车主{V}，保险公司信息待补
cn :: {V}又来电了，本周第三次反映同一个故障
cn :: 户主是{V}，来电的是他爱人
""")

T["person_name", "mixed"] = parse(r"""
py :: Spoke with {V}, account holder，已 OTP 验证
py,en :: Agent: 请问怎么称呼？\nCaller: {V}\nAgent: OK thanks
cn :: customer name: {V}
cn,py :: {"ticket": "{gd}", "contact_name": "{VJ}"}
en :: 客户 {V} 来电 complain 网速慢
en :: Dear {V}，您的 case {case} 已处理
cn :: Pax {V} 的 flight {flight} 延误，已 rebook
cn :: 户主 {V} 授权她女儿 call in
py :: 投诉 letter 署名 {V}
py :: KYC name: {V} ✔，证件 pending
en :: 第三方 driver {V}，claim {claim}
cn :: Caller 说她叫 {V}，是 account holder
""")

T["username", "en"] = parse(r"""
handle :: Cx complained publicly on X from {V}, social team to DM.
handle :: Social care queue: tweet from {V} about outage in {city}, replied w/ {case}.
login :: Online banking user ID {V} locked after 3 failed attempts, unlocked post ID&V.
login :: Agent: what's your username for the app?\nCaller: it's {V}\nAgent: thanks, I can see the lockout
login :: username: {V}
login,userid :: {"case": "{case}", "portal_login": "{VJ}", "mfa": "sms"}
login :: ticket_id,login_id,issue\n{case},{V},password reset loop
login :: My Account login {V} -- cx can't receive OTP
gamer :: Broadband complaint: cx is a streamer, gamertag {V}, says latency spikes at peak
gamer :: Xbox Live sub charged on bill, cx's gamer tag is {V}
userid :: Loyalty account user {V} merged into new profile
userid :: Community forum user {V} reported the same fault
handle :: Reddit user {V} posted screenshot of our chat, PR notified
""")

T["username", "zh"] = parse(r"""
wxid :: 用户微信号{V}，要求通过微信发送电子发票。
wxid :: 客服：您的微信号是多少？\n用户：{V}\n客服：好的，稍后添加您。
qq :: 用户QQ号{V}，方便时可QQ联系。
zhhandle,handle :: 微博用户{V}发帖投诉{co_zh}网络问题，舆情组跟进。
douyin :: 抖音号{V}在直播中提到我司服务问题
login :: 网银登录名{V}被锁定，已核实身份后解锁。
login :: 用户名：{V}
login,userid :: {"工单号": "{gd}", "登录账号": "{VJ}"}
login :: 工单号,用户名,问题\n{gd},{V},无法登录
gamer :: 宽带投诉：用户是游戏主播，游戏ID {V}，晚高峰延迟高
userid :: 会员账号{V}的积分被清零，用户要求恢复
qq,wxid :: {V}是用户的联系账号
""")

T["username", "mixed"] = parse(r"""
handle,zhhandle :: 用户在 Weibo 上 @ 我们，账号 {V}，social team 跟进
wxid :: 客户 WeChat ID {V}，要求发 e-invoice
login :: Online banking 用户名 {V} locked，已 unlock
login :: username: {V}（客户说忘了密码）
login,userid :: {"ticket": "{gd}", "login_id": "{VJ}"}
gamer :: 客户是 gamer，gamertag {V}，complain ping 高
qq :: QQ {V}，客户说 QQ 联系更方便
douyin :: 抖音 {V} 直播时 complain 我们服务
handle :: X 上 {V} 发了 complaint thread
""")

T["home_path", "en"] = parse(r"""
win :: Cx's app crash log path: {V} -- asked them to attach it.
win,mac,lin :: Error shown to customer: "Cannot open file {V}" ({err})
win,mac :: Attachment uploaded from {V}
win,mac,lin :: {"case": "{case}", "attachment_src": "{VJ}", "size_kb": {min}0}
win,mac :: ticket_id,attachment_path\n{case},{V}
lin :: Business cx running our CLI {ver}: Traceback (most recent call last):\n  File "{V}", line 42
mac :: Screenshot saved at {V}, cx will email it
win :: Agent: can you tell me where the file saved?\nCaller: it says {V}\nAgent: ok
lin,mac :: Log excerpt: [{ts}] ERROR could not write {V}: permission denied
win :: Remote session: cleared cache under {V}
lin :: Cx's SFTP client config at {V} has wrong host key
""")

T["home_path", "zh"] = parse(r"""
win :: 用户反馈App闪退，日志路径：{V}
win,mac :: 报错提示：“无法打开文件{V}”，错误码{err}
win,mac :: 用户上传的附件来自 {V}
win,mac,lin :: {"工单号": "{gd}", "附件路径": "{VJ}"}
win :: 客服：文件保存在哪里？\n用户：显示是{V}\n客服：好的
mac :: 截图保存在{V}，用户稍后发邮件
lin :: 企业客户调用我们SDK报错：File "{V}", line 88
win :: 远程协助：已清理{V}下的缓存
lin,mac :: 日志：[{ts}] 写入{V}失败：权限不足
""")

T["home_path", "mixed"] = parse(r"""
win :: 客户 app crash，log 在 {V}
win,mac :: 报错 "cannot open {V}"，error {err}
win,mac,lin :: {"ticket": "{gd}", "file": "{VJ}"}
mac :: screenshot 存在 {V}，客户会 email 过来
lin :: 客户的 CLI traceback: File "{V}", line 17
win :: Remote session 清理了 {V} 下的 cache
lin,mac :: log: [{ts}] ERROR 写入 {V} 失败 permission denied
""")

# schedule: kinds are periods (m=morning, d=day, e=evening, n=night, l=late/small hours)
T["schedule", "en"] = parse(r"""
m :: Cx leaves for work at {V} every weekday, engineer must arrive before then.
e :: Do not call before {V} on weekdays -- cx works until then every day (noted on account).
e :: Agent: when's best to reach you?\nCaller: I'm always home by {V}, every night\nAgent: noted
m :: callback_pref: weekdays after school run, cx is back at {V} daily
m :: Cx works nights and sleeps from {V} every morning -- NO calls before noon
m :: Complaint: "your engineer rang my doorbell when I'd said I go to the gym at {V} every morning"
e :: {"case": "{case}", "contact_window": "after {VJ} Mon-Fri", "reason": "cx works daily shift"}
d :: Cx does the school pickup at {V} every day, avoid that slot for visits
l :: Caller is a baker, starts every shift at {V} -- prefers texts only
m :: KYC note: cx walks the dog at {V} each morning, smart meter spike explained
e :: Cx says the water pressure drops every evening at {V} when they shower after work
n :: Night owl -- cx is online gaming every night from {V}, complaint about evening throughput
d :: Cx takes daily dialysis at {V}, medical priority register updated
""")

T["schedule", "zh"] = parse(r"""
m :: 用户每天早上{V}出门上班，上门安装需在此之前到达。
e :: 用户工作日每天{V}以后才到家，请勿提前上门。
e :: 客服：什么时间联系您方便？\n用户：我每天晚上{V}以后都在家\n客服：好的已备注
n :: 每天晚上{V}睡觉，之后别打电话了（用户原话）
m :: 用户每天{V}送孩子上学，回访请避开这个时间。
d :: 用户每天中午{V}午休，可以在那之后联系
l :: 用户上夜班，每天凌晨{V}下班
e :: {"工单号": "{gd}", "联系时段": "每天{VJ}之后", "原因": "上班"}
m :: 用户说每天早上{V}准时晨跑，那个时候家里没人
e :: 用户反映每天傍晚{V}左右下班回家开空调就跳闸
n :: 老人每天晚上{V}就休息，子女要求不要晚上外呼
""")

T["schedule", "mixed"] = parse(r"""
m :: 客户每天 {V} 出门 commute，engineer 需要 before 那个时间到
e :: Don't call before {V}，用户每天那之后才 off work
e :: Agent: 什么时候方便？\nCaller: 我每天 {V} 以后都在家\nAgent: noted
n :: 客户每晚 {V} 睡觉，之后 no calls please
m :: cx 每天早上 {V} 去 gym，家里没人
l :: 用户上 night shift，每天 {V} 才下班
d :: 每天 {V} 接孩子 pickup，visit 避开
""")

T["geo", "en"] = parse(r"""
zip :: Outage check for cx at ZIP {V}: no known incident, raising fault.
zip :: Agent: and the zip code on the account?\nCaller: {V}\nAgent: perfect, verified
zip,postcode :: postcode: {V}
zip,postcode :: {"case": "{case}", "billing_postcode": "{VJ}", "avs": "N"}
zip,postcode :: ticket_id,postcode,fault\n{case},{V},no dial tone
postcode :: Cx's postcode {V} fails address lookup, manual entry needed
postcode :: Engineer slot offered for {V} on {date}
coord :: Roadside assistance -- cx's car broken down at {V}, ETA 40 min
coord :: App location ping at {V} (cx was at home when the card was used abroad)
coord :: {"claim": "{claim}", "incident_gps": "{VJ}"}
estate :: Cx lives at {V}, whole block reports no broadband since {date}
estate :: Meter access: {V} concierge holds keys
unit :: Cx moved from {V} to another flat in same building, update supply point
unit :: Parcel for replacement SIM returned: {V} not on the label
w3w :: Breakdown location given as {V}
""")

T["geo", "zh"] = parse(r"""
cnpost :: 用户所在地邮编{V}，发票邮寄用。
cnpost :: 邮编：{V}
cnpost :: {"工单号": "{gd}", "邮政编码": "{VJ}"}
coord :: 道路救援：用户车辆抛锚位置{V}，预计40分钟到达。
coord :: App定位显示{V}，用户当时在家，卡在境外被刷。
coord :: 事故定位：{V}，理赔案件{claim}
estate :: 用户住在{V}，整个小区从昨晚开始断网。
estate :: 客服：请问您住哪个小区？\n用户：{V}\n客服：好的，已登记故障
estate :: 物业说{V}的燃气表都在楼道里
unit :: 用户地址补充：{V}，门口有快递柜
unit :: 装维备注：{V}，电梯坏了要爬楼
unit :: 门牌号 {V}
estate :: 工单号,小区,故障\n{gd},{V},停水
""")

T["geo", "mixed"] = parse(r"""
estate :: 客户住 {V}，整个 compound 都 no signal
estate :: Agent: 哪个小区？\nCaller: {V}\nAgent: OK 已报障
unit :: address 补充: {V}，电梯 out of order
unit :: 客户 apt {V}，delivery 要放前台
coord :: 道路救援 location {V}，ETA 30 min
coord :: {"ticket": "{gd}", "gps": "{VJ}"}
cnpost,zip,postcode :: postcode {V}，用于寄发票
zip :: 客户在 US 的 ZIP code {V}，AVS mismatch
""")

# ---- extra shapes
T["email", "en"] += parse(r"""
e :: Hi, I'm writing again because nobody replied to {V} about my refund. This is my 4th email!!
e :: Paperless billing enrolled -- bills now go to {V}
e :: Zendesk merge: requester {V} had 2 open tickets, merged into {case}
""")
T["email", "zh"] += parse(r"""
e :: 用户来信（{V}）投诉多次扣费未退，要求三个工作日内答复。
e :: 电子保单已重新发送，收件人：{V}
""")
T["email", "mixed"] += parse(r"""
e :: e-ticket 已 resend 到 {V}，booking {pnr}
""")
T["phone", "en"] += parse(r"""
us,uk :: Caller's contact number changed: old one disconnected, new {V}. Confirmed by SMS code.
uk :: Missed call from {V} flagged as vulnerable customer callback
us :: tel:{V}
""")
T["phone", "zh"] += parse(r"""
cn :: 【{co_zh}】尊敬的客户，您的宽带报修已受理，装维人员将联系{V}，请保持畅通。
cn :: 用户称{V}这个号一直收到催收短信，不是他本人欠费
""")
T["phone", "mixed"] += parse(r"""
cn :: 请 callback {V}，用户 WFH 白天都在
""")
T["address", "en"] += parse(r"""
a :: Dear Sir/Madam, I am writing about the bill for {V}, which I moved out of in March.
a :: Moving home: old address {V}, new address TBC, stop supply on {date}
a :: Fraud check -- card delivery address ({V}) differs from billing, held for review
""")
T["address", "zh"] += parse(r"""
cn :: 用户户籍地与现住址不一致，现住址：{pre}{V}
cn :: 【{co_zh}】您的新卡已寄往{V}，快递单号SF{n}2045{min}88
""")
T["address", "mixed"] += parse(r"""
cn :: 客户 old address {pre}{V}，已 stop supply
py :: Cx 地址英文写 {V}，快递 DHL 派送失败
""")
T["financial", "en"] += parse(r"""
card :: Customer wrote: "you charged {amt} twice to my card {V}, I want it back today"
iban :: Beneficiary IBAN: {V}\nAmount: {amt}\nRef: {claim}
card :: KYC\n- [x] card on file {V}\n- [x] 3DS\n- [ ] PoA
""")
T["financial", "zh"] += parse(r"""
cncard :: 用户绑定的还款卡{V}余额不足，导致自动还款失败
""")
T["financial", "mixed"] += parse(r"""
cncard :: KYC 四要素: 银行卡 {V} ✔
""")
T["username", "en"] += parse(r"""
login :: Agent: and the login you use on the website?\nCaller: {V}, all lowercase\nAgent: found it
handle :: Instagram DM from {V} complaining about lost bag on {flight}
userid :: Steam account {V} - cx disputes {amt} in-game purchase on card statement
gamer :: PSN ID {V} banned, cx thinks it was our IP range
login :: Password reset requested for login {V} via IVR
login :: ticket requester login: {V}
""")
T["username", "zh"] += parse(r"""
handle,zhhandle :: 小红书用户{V}发笔记吐槽我们营业厅排队
login :: 客服：请问您的登录名？\n用户：{V}\n客服：好的，已查到
userid :: 论坛用户{V}反映同样的故障
""")
T["username", "mixed"] += parse(r"""
login :: App login ID {V}，OTP 收不到
gamer :: Steam 用户名 {V}，dispute 一笔 {amt} 的扣款
""")
T["home_path", "en"] += parse(r"""
win :: Cx ran the diagnostic tool from {V} and got {err}
mac :: Agent: what does the error window say?\nCaller: something like cannot find {V}\nAgent: thanks
lin :: ls: cannot access '{V}': No such file or directory  <- from cx's terminal screenshot
win :: Outlook PST for complaints at {V}, too large to upload (4.1 GB)
mac :: {V}
win,mac,lin :: path: {V}
""")
T["home_path", "zh"] += parse(r"""
win :: 用户说电子发票下载到了{V}，但打不开
mac :: 客服：您看下报错写的是什么？\n用户：找不到文件{V}\n客服：好的
win,mac :: 路径：{V}
lin :: 企业用户的配置文件放在{V}，里面host写错了
""")
T["home_path", "mixed"] += parse(r"""
win :: 客户 download 的 statement 在 {V}，打不开
mac :: Agent: 报错写的什么?\nCaller: cannot find {V}\nAgent: OK
lin :: 客户 terminal: ls: cannot access '{V}'
""")
T["schedule", "en"] += parse(r"""
e :: Caller finishes her shift at {V} every day, so the Saturday slot is the only option otherwise
m :: Agent: any times to avoid?\nCaller: I'm out the door by {V} every morning\nAgent: I'll book the 7-8 slot then
d :: Cx eats lunch at home at {V} every weekday, engineer can come then
n :: Cx goes to bed at {V} every night -- complaint about the 10pm outbound calls
l :: Shift worker: cx gets home at {V} every night, sleeps till noon
m :: best_contact: before {V} (cx leaves daily for the hospital shift)
""")
T["schedule", "zh"] += parse(r"""
m :: 客服：上门时间有什么要求吗？\n用户：我每天早上{V}就出门了\n客服：那给您约周六
d :: 用户每天{V}在家吃午饭，可以那时候上门
n :: 用户每天夜里{V}准时睡觉，投诉晚上十点的外呼
e :: 用户工作日每天{V}下班，之后可以接电话
""")
T["schedule", "mixed"] += parse(r"""
e :: 客户每天 {V} 下班，之后 callback OK
m :: Caller 说每天 {V} 就出门了，engineer 要早点来
d :: 用户每天 {V} lunch break，可以那时候 call
n :: Cx 每天 {V} 睡觉，外呼 10pm 太晚了
""")
T["geo", "en"] += parse(r"""
zip :: AVS mismatch: billing ZIP entered {V}, card declined
postcode :: Agent: can I take your postcode?\nCaller: it's {V}\nAgent: and the first line?\nCaller: hold on, it's on a letter somewhere
coord :: Insured drone incident, last GPS fix {V}
unit :: Address line 2: {V}
""")
T["geo", "zh"] += parse(r"""
estate :: 用户所在{V}光交箱故障，整片断网
coord :: 用户共享的位置：{V}
""")
T["geo", "mixed"] += parse(r"""
estate :: 小区 {V} 的 fibre cabinet 坏了，全部 offline
unit :: 门牌 {V}，delivery 放快递柜
""")


# ---------------------------------------------------------------------------
# benign hard negatives
# ---------------------------------------------------------------------------
BENIGN = {}
BENIGN["en"] = r"""
Case {case} closed -- refund of {amt} issued to original payment method, SLA met ({hms} remaining).
Planned maintenance: broadband in {city} may drop between 00:00 and 04:00 on {date}. Ref {inc}.
Branch opening hours: Mon-Fri 9:00-17:00, Sat 9:30-13:00, closed Sun and bank holidays.
Queue {queue}: {cnt} waiting, longest wait {hms}, SLA 80/20 breached at 14:35.
ticket_id,created_at,status,queue,agent\n{case},{date},solved,{queue},{agent}
{"ticket_id": "{case}", "status": "pending", "priority": "high", "sla_due": "{date}T17:00:00Z", "assignee": "{agent}"}
IVR menu v{ver}: press 1 for billing, 2 for faults, 3 for moving home, 0 to speak to an adviser.
Tariff change: {prod} goes from {amt} to {amt2}/month from {date} (CPI + 3.9%).
Claim {claim} under policy {pol}: excess {amt} applies, status AWAITING_ASSESSOR.
Flight {flight} delayed 3h10m, EU261 compensation {amt} approved, ref {case}.
Error {err} when topping up via app {ver}; workaround: clear cache and retry. Fixed in {ver2}.
Agent {agent} AHT this week 6m42s, FCR 71%, CSAT 4.6/5.
Outage INC-{num6} resolved at 11:42, root cause fibre cut near {city} exchange, 1,240 customers affected.
Reminder: the {co_en} customer service line is open 8am-8pm weekdays and 9am-5pm Saturdays.
Order {order} shipped: 1x {prod} SIM, 1x router (model HG{num4}), tracking pending.
Wrap code: BILL_QRY / sub-code ADJ_GOODWILL / credit {amt}
Release notes {ver}: fixed duplicate SMS notifications; added Welsh language IVR prompts.
Call ID {uuid} transferred to {queue} after {hms} in queue.
Deploy {sha} rolled out to CTI cluster at 02:15, no errors in last 30 min.
Escalation matrix: P1 response 15 min, P2 1 hour, P3 next business day.
Refund batch {order}: 312 refunds totalling {amt}, processed {date}.
Please quote your reference number {case} when you call us back. Our lines are busiest on Mondays.
Direct debit collection date moved to the 15th for all {prod} customers from {date}.
Complaint category: Billing > Incorrect charge > Roaming. Root cause: tariff table {ver} missing zone 2.
Average speed test in {city} for {prod}: 412 Mbps down / 48 Mbps up, ping 11 ms.
JIRA SD-{num4}: "Chatbot loops on 'talk to human' intent" -- priority High, component IVR.
Storm warning: claims lines extended to 22:00 until Sunday. Extra 40 agents rostered.
Invoice INV-{num6} for {amt} due {date}. Late payment fee {amt2}.
SMS: Your {co_en} bill for {mon} is ready: {amt}. Pay by {date} to avoid a late fee.
Baggage delayed at Heathrow T5, PIR ref LHR{pnr}{num5}, bag tag BA{num6}.
sha256:{sha256} verified for ivr-prompts-{ver}.zip
Server listening on 0.0.0.0:{port}, health check /healthz OK.
Gas safety check reminders sent: 2,318 letters, batch {order}.
KYC backlog: 412 cases in {queue}, oldest {dd} days. Target clear by {date}.
The {co_en} app will be unavailable 01:00-03:00 on {date} for scheduled maintenance.
Promo code SPRING{num2} gives 3 months half price on {prod}. Ends {date}.
Premium for {prod} renewed at {amt}/yr, no claims discount 5 years, policy {pol}.
Headcount {queue}: 18 FTE, shrinkage 31%, occupancy 87%.
Fault code LOS red on ONT; replaced at exchange, service restored {date}.
Dialler campaign RETENTION_Q{q} paused at 19:59 per Ofcom calling hours.
"""

BENIGN["zh"] = r"""
工单{gd}已办结，退款{amt}已原路退回，剩余时效{hms}。
计划检修通知：{city_zh}部分区域宽带将于{date_zh} 00:00-04:00中断，给您带来不便敬请谅解。
营业厅营业时间：周一至周五 9:00-17:00，周六 9:30-12:00，法定节假日休息。
队列{queue}当前排队{cnt}人，最长等待{hms}，20秒接通率已跌破80%。
工单编号,创建时间,状态,处理组\n{gd},{date_zh},已解决,{queue}
{"工单号": "{gd}", "状态": "处理中", "优先级": "高", "超时时间": "{date_zh} 18:00", "处理人": "{agent_zh}"}
IVR语音导航{ver}：账单查询请按1，故障报修请按2，人工服务请按0。
资费调整：{prod}自{date_zh}起月费由{amt}调整为{amt2}。
理赔案件{claim}（保单号{pol}）已进入定损环节，免赔额{amt}。
航班{flight}延误3小时，已为旅客安排餐食，补偿{amt}。
App {ver}充值报错{err}，临时方案：清除缓存后重试，{ver2}版本已修复。
坐席{agent_zh}本周平均通话时长6分42秒，一次解决率71%，满意度4.6分。
故障单INC-{num6}已恢复，原因为{city_zh}某光缆被挖断，影响用户1240户。
温馨提示：{co_zh}客服热线{hot}，7×24小时为您服务。
订单{order}已发货：{prod}号卡1张，光猫1台。
结案代码：账单咨询/话费调整/赠送{amt}
版本{ver}更新：修复短信重复发送问题，新增粤语语音导航。
通话ID {uuid} 排队{hms}后转入{queue}。
CTI集群于凌晨2:15发布版本{sha}，30分钟内无异常。
升级机制：P1 15分钟响应，P2 1小时，P3 下一工作日。
本批次退款{order}共312笔，合计{amt}，处理日期{date_zh}。
回电时请提供工单号{gd}，周一上午来电较多请耐心等待。
所有{prod}用户自{date_zh}起扣费日调整为每月15日。
投诉分类：账单>错误扣费>国际漫游，根因：资费表{ver}缺少二区配置。
{city_zh}地区{prod}测速均值：下行412Mbps/上行48Mbps，时延11ms。
【{co_zh}】您{mon_zh}的账单已出，应缴{amt}，请于{date_zh}前缴纳。
行李延误：浦东机场T2，行李牌号{flight_code}{num6}，已登记查询。
文件校验 sha256:{sha256}
服务监听端口 {port}，健康检查 /healthz 正常。
实名认证积压412单，最早一单已{dd}天，目标{date_zh}前清零。
{co_zh}App将于{date_zh} 01:00-03:00停机维护。
优惠码CHUN{num2}：{prod}前三个月半价，{date_zh}截止。
{prod}续保保费{amt}，连续5年无理赔优惠，保单号{pol}。
{queue}编制18人，缺勤率31%，占用率87%。
光猫LOS灯红，局端更换板卡后恢复，{date_zh}销单。
外呼任务“挽留Q{q}”已于21:00暂停，符合外呼时段规定。
发票号码{num8}，开票金额{amt}，税率6%。
停电通知：因线路检修，{city_zh}部分地区{date_zh} 8:00-18:00停电。
客服排班：早班8:00-16:30，晚班13:30-22:00，夜班22:00-次日8:00。
套餐内含通用流量30GB、通话500分钟，超出部分按0.29元/分钟计费。
"""

BENIGN["mixed"] = r"""
工单 {gd} closed，refund {amt} 已原路退回，SLA remaining {hms}。
Planned maintenance：{city_zh} 宽带 {date_zh} 00:00-04:00 中断，ref INC-{num6}。
营业厅 opening hours: Mon-Fri 9:00-17:00，周末休息。
Queue {queue} 排队 {cnt} 人，longest wait {hms}。
{"ticket": "{gd}", "status": "pending", "优先级": "P2", "assignee": "{agent}"}
IVR v{ver}：账单 press 1，报修 press 2，人工 press 0。
Tariff change: {prod} 从 {date_zh} 起 {amt} → {amt2}/month。
Claim {claim} 已进入 assessor 定损，excess {amt}。
Flight {flight} delay 3h，补偿 {amt} approved。
App {ver} 报错 {err}，workaround 清 cache，{ver2} 已 fix。
Agent {agent} 本周 AHT 6m42s，CSAT 4.6。
Outage INC-{num6} resolved 11:42，root cause 光缆被挖断。
热线 {hot} 24/7 service，周一 morning 最忙。
Order {order} 已发货：{prod} SIM x1。
Deploy {sha} 上线 CTI cluster，no errors。
Escalation：P1 15 min 响应，P2 1 小时。
Refund batch {order} 共 312 笔，total {amt}。
请 quote 工单号 {gd} when calling back。
JIRA SD-{num4}: chatbot 转人工 intent 死循环，priority High
sha256:{sha256} checksum OK
Service 监听 port {port}，/healthz OK
KYC backlog 412 单，oldest {dd} days
{co} App 将于 {date_zh} 01:00-03:00 maintenance
Promo code SPRING{num2}：{prod} 前三个月 half price
Policy {pol} renewal premium {amt}，NCD 5 年
ONT LOS red，局端换板后 restored
外呼 campaign RETENTION_Q{q} 21:00 后 paused per 规定
Invoice INV-{num6} {amt}，due {date_zh}
排班 roster：早班 8:00-16:30，晚班 13:30-22:00
Call ID {uuid} 转 {queue}，queue time {hms}
Wrap code BILL_QRY / 赠送 {amt} goodwill credit
版本 release notes {ver}：fix 重复 SMS 通知
测速 {city_zh} {prod}: 412Mbps down / 48Mbps up
Storm warning：理赔热线 extended 到 22:00
投诉 category: Billing > 错误扣费 > Roaming
行李 delayed at 浦东 T2，bag tag {flight_code}{num6}
发票 number {num8}，amount {amt}
Ticket {case} 已 merge 到 {case2}，duplicate
停电 notice：{city_zh} {date_zh} 8:00-18:00 检修
Data add-on 10GB {amt}，valid 30 days
"""
HOTLINES = ["10086", "10010", "10000", "95588", "95533", "95555", "95566", "95599", "95511", "95518", "95519", "95539", "95530", "12345"]


def _benign_fill(ctx, tpl, lang):
    r = ctx.rng
    ex = {
        "inc": f"INC-{ctx.d(6)}", "cnt": str(r.randint(3, 240)), "num2": ctx.d(2), "num4": ctx.d(4), "num5": ctx.d(5),
        "num6": ctx.d(6), "num8": ctx.d(8), "q": str(r.randint(1, 4)), "dd": str(r.randint(2, 40)),
        "order": f"ORD-{ctx.d(7)}", "uuid": "%08x-%04x-4%03x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(12), 0x8000 | r.getrandbits(14), r.getrandbits(48)),
        "sha": rs(r, HEX, r.choice([7, 12, 40])), "sha256": rs(r, HEX, 64), "port": str(r.choice([443, 8080, 8443, 5060, 5061, 9090, 3000, 6379])),
        "mon": r.choice(MON), "mon_zh": f"{r.randint(1, 12)}月", "hot": r.choice(HOTLINES), "flight_code": r.choice(["MU", "CA", "CZ", "HU"]),
        "city_zh": r.choice(CITY_ZH), "ver2": ctx.filler("ver", lang), "amt2": ctx.filler("amt", "zh" if lang != "en" else "en"),
        "case2": ctx.filler("case", lang),
    }
    return fill(ctx, tpl, lang, ex)


# ---------------------------------------------------------------------------
# building samples
# ---------------------------------------------------------------------------
CO_LC = ["barclays", "vodafone", "britishgas", "octopus", "verizon", "aviva", "cmbchina", "chinamobile", "pingan", "ceair", "sky", "monzo"]


def email_value(ctx, kind, lang):
    r = ctx.rng
    cn = lang != "en" and r.random() < 0.65
    if cn:
        local = ascii_user(ctx, True)
        dom = r.choice(["qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "outlook.com", "gmail.com", "139.com", "yeah.net", "sohu.com"])
        if dom == "qq.com" and r.random() < 0.5:
            local = str(r.randint(1, 9)) + ctx.d(r.randint(6, 9))
        v = f"{local}@{dom}" if r.random() < 0.7 else r.choice([ctx.cn.free_email(), ctx.cn.email()])
    else:
        v = r.choice([ctx.us.free_email(), ctx.gb.free_email(), ctx.us.company_email(), ctx.us.ascii_free_email(),
                      f"{ascii_user(ctx)}@{r.choice(['gmail.com', 'yahoo.co.uk', 'hotmail.com', 'icloud.com', 'btinternet.com', 'aol.com', 'proton.me'])}",
                      f"{ctx.us.first_name().lower()}.{ctx.us.last_name().lower()}+{r.choice(['bills', 'bank', 'travel', 'isp'])}@gmail.com",
                      ctx.gb.email()])
    if kind == "sp":
        loc, dom = v.split("@")
        if lang == "zh" and r.random() < 0.5:
            return loc.replace(".", "点") + r.choice(["艾特", " at "]) + dom.replace(".", "点")
        loc = loc.replace(".", " dot ").replace("_", " underscore ")
        if r.random() < 0.4:
            loc = "-".join(loc) if len(loc) < 12 and " " not in loc else loc
        return f"{loc} at {dom.replace('.', ' dot ')}"
    return v


def spelled_name(ctx):
    r = ctx.rng
    last = re.sub(r"[^A-Za-z]", "", last_en(ctx)).upper()
    # letter by letter, as an agent types it back; phonetic words are left out of the value
    return r.choice(["-", " ", "-", ". "]).join(last)


def make_value(ctx, cat, lang, kind):
    r = ctx.rng
    ex = {"co_lc": r.choice(CO_LC)}
    if cat == "secret":
        kinds = secret_kinds()
        if kind == "u":
            return url_password(ctx), ex
        if kind == "p":
            name = "pem"
        elif kind == "s":
            name = r.choice([k for k, v in kinds.items() if v[4] and k != "pem"])
        else:
            name = r.choice([k for k in kinds if k != "pem"])
        gen, le, lz, env, _ = kinds[name]
        ex.update(label=lz if lang == "zh" else (le if lang == "en" or r.random() < 0.5 else lz), env=env)
        return gen(ctx), ex
    if cat == "password":
        return password_value(ctx, kind), ex
    if cat == "email":
        return email_value(ctx, kind, lang), ex
    if cat == "phone":
        return phone_value(ctx, kind), ex
    if cat == "address":
        ex["pre"] = cn_district_prefix(ctx) if r.random() < 0.7 else ""
        if kind == "cn":
            return cn_street(ctx), ex
        if kind == "py":
            return py_street(ctx), ex
        return en_street(ctx), ex
    if cat == "government_id":
        return gov_value(ctx, kind), ex
    if cat == "financial":
        return fin_value(ctx, kind), ex
    if cat == "person_name":
        if kind == "full":
            return en_name(ctx), ex
        if kind == "given":
            return first_en(ctx), ex
        if kind == "spelled":
            return spelled_name(ctx), ex
        if kind == "cn":
            return cn_name(ctx), ex
        if kind == "py":
            return py_name(ctx) if r.random() < 0.8 else ctx.cn.romanized_name(), ex
        return en_name(ctx), ex
    if cat == "username":
        return username_value(ctx, kind, lang), ex
    if cat == "home_path":
        return home_path_value(ctx, kind, lang), ex
    if cat == "schedule":
        return sched_value(ctx, kind, lang), ex
    if cat == "geo":
        return geo_value(ctx, kind, lang), ex
    raise KeyError(cat)


def _esc(s, how):
    if how == "json":
        return jesc(s)
    if how == "csv":
        return csvesc(s)
    return s


def _one(ctx, cat, lang):
    r = ctx.rng
    kinds, tpl = r.choice(T[cat, lang])
    kind = r.choice(kinds)
    value, ex = make_value(ctx, cat, lang, kind)
    if "{VJ}" in tpl:
        pre_t, post_t = tpl.split("{VJ}")
        value = jesc(value)
    else:
        pre_t, post_t = tpl.split("{V}")
    pre, post = fill(ctx, pre_t, lang, ex), fill(ctx, post_t, lang, ex)
    # sometimes embed a single-line note in a domain wrapper (transcript, export, handoff...)
    if "\n" not in tpl and '"' not in tpl and "{VJ}" not in tpl and r.random() < 0.3:
        wpre, wpost, how = r.choice(WRAP[lang])
        if how is None or '"' not in value:
            wpre, wpost = fill(ctx, wpre, lang, ex), fill(ctx, wpost, lang, ex)
            pre, value, post = wpre + _esc(pre, how), _esc(value, how), _esc(post, how) + wpost
    text = pre + value + post
    if text.count(value) != 1:
        return None  # the value must not also occur outside its span
    return Sample(text, cat, lang, len(pre), len(pre) + len(value))


def _strip_ok(v):
    return v and v == v.strip() and v[0] not in "\"'" and v[-1] not in "\"'"


def samples():
    out = []
    idx = 0
    for cat in CATEGORIES:
        for lang in LANGS:
            ctx = Ctx(_SEED + idx)
            idx += 1
            seen = set()
            tries = 0
            while len(seen) < PER_CELL:
                tries += 1
                assert tries < PER_CELL * 20, (cat, lang)
                s = _one(ctx, cat, lang)
                if s is None or s.text in seen or not _strip_ok(s.value):
                    continue
                seen.add(s.text)
                out.append(s)
    return out


def benign_with_lang():
    out = []
    for li, lang in enumerate(LANGS):
        ctx = Ctx(_BENIGN_SEED + li)
        tpls = [t.replace("\\n", "\n") for t in BENIGN[lang].strip("\n").split("\n") if t.strip()]
        seen = set()
        tries = 0
        while len(seen) < BENIGN_PER_LANG:
            tries += 1
            assert tries < BENIGN_PER_LANG * 20, lang
            t = _benign_fill(ctx, ctx.rng.choice(tpls), lang)
            if t in seen:
                continue
            seen.add(t)
            out.append((lang, t))
    return out


if __name__ == "__main__":
    import time
    from collections import Counter

    t0 = time.time()
    s1 = samples()
    b1 = benign_with_lang()
    dt = time.time() - t0
    s2, b2 = samples(), benign_with_lang()
    assert s1 == s2 and b1 == b2, "not deterministic"
    cnt = Counter((s.category, s.lang) for s in s1)
    for cat in CATEGORIES:
        for lang in LANGS:
            assert cnt[cat, lang] == PER_CELL, (cat, lang, cnt[cat, lang])
    for s in s1:
        v = s.value
        assert 0 <= s.start < s.end <= len(s.text), s
        assert s.text.count(v) == 1, (s.category, s.lang)
        assert _strip_ok(v), (s.category, s.lang, repr(v))
        assert "{" + "V" not in s.text
        assert not re.search(r"\{[a-z_]+\}", s.text.replace(v, "")), (s.category, s.lang)
    bl = Counter(l for l, _ in b1)
    assert all(bl[l] == BENIGN_PER_LANG for l in LANGS), bl
    for _, t in b1:
        assert not re.search(r"\{[a-z_0-9]+\}", t), "unfilled benign placeholder"
    print(f"samples={len(s1)} unique_texts={len({s.text for s in s1})} benign={len(b1)} per-lang={dict(bl)}")
    print(f"templates per category: " + ", ".join(f"{c}={sum(len(T[c, l]) for l in LANGS)}" for c in CATEGORIES))
    print(f"generation time {dt:.2f}s")
    assert dt < 20
