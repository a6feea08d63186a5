# ruff: noqa
"""Blind corpus P — "what AI agent skills try to remember across sessions".

Style: short memory entries (1-4 lines) that different agent skills write to themselves so
they can pick a conversation up again later: a coding assistant (repo paths, config, failing
commands, git authors, env vars), a customer-support agent (ticket notes, callers, refunds), a
travel/booking agent (passengers, hotels, pickups), an HR/recruiting agent (candidates), a
health/fitness coach (routines, appointments), a sales CRM skill (leads, call logs) and a
personal-finance skill (accounts, transfers). English, Chinese and code-switched
Chinese/English ("mixed"). About a fifth of the samples use hand-written hard shapes (value
glued to CJK text, at the start or end, inside JSON / markdown / key=value / YAML fragments,
full-width digits, line breaks, upper case).

Author note: written blind — without reading the gate's code, its tests (other than
blind_common.py), SECURITY.md or CHANGELOG.md, and without running the gate.

Values: Faker en_US / en_GB / zh_CN (seed_instance(9100 + i) for the i-th locale) as the
providers return them, plus own generators for provider token formats, CN resident IDs with a
valid checksum, Luhn card numbers, mod-97 IBANs, UK NI numbers, passports, clock-time phrases,
coordinates and estate names. Samples: random.Random(9177); benign: random.Random(9199).
Date/time providers are pinned with an explicit end date, so the corpus is deterministic.
200 samples per category x language, 400 benign texts per language.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
import sys
from datetime import date, datetime, timedelta
from pathlib import Path

from faker import Faker

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

N_PER_CELL = 200
N_BENIGN = 400
END = datetime(2024, 6, 30, 23, 59, 0)
LOCALES = ("en_US", "en_GB", "zh_CN")

# --------------------------------------------------------------------------------------
# non-personal fillers
# --------------------------------------------------------------------------------------
CITY_EN = ["Manchester", "Leeds", "Bristol", "Chicago", "Denver", "Seattle", "Austin",
           "Boston", "Edinburgh", "Glasgow", "Toronto", "Dublin", "Singapore", "Lisbon",
           "Berlin", "Osaka", "Sydney", "Phoenix", "Portland", "Nashville"]
CITY_ZH = ["上海", "北京", "深圳", "杭州", "成都", "南京", "武汉", "西安", "苏州", "重庆",
           "广州", "厦门", "青岛", "长沙", "天津", "昆明"]
PROD = ["Pro plan", "Team plan", "AirPods Pro", "Kindle Paperwhite", "Model Y", "Pixel 8",
        "Notion AI", "Figma seat", "Dyson V15", "iPhone 15", "ThinkPad X1", "Echo Dot",
        "Galaxy S24", "Surface Laptop", "Nintendo Switch"]
PROD_ZH = ["会员年卡", "扫地机器人", "空气净化器", "蓝牙耳机", "电动牙刷", "年度套餐",
           "企业版", "旗舰版", "降噪耳机", "智能手表"]
SKILL_EN = ["coding-assistant", "support-agent", "travel-desk", "recruiting", "fitness-coach",
            "crm", "finance-helper"]
SKILL_ZH = ["编程助手", "客服助手", "出行助手", "招聘助手", "健身教练", "销售助手", "理财助手"]
TAG_EN = ["[{skill}] ", "memory/{skill}: ", "note ({skill}) - ", "#{skill} ", "{skill} » ",
          "- ", "* ", "remember: ", "TODO(next session): "]
TAG_ZH = ["【{skz}】", "[{skz}] ", "记住：", "备忘：", "下次提醒：", "{skz}笔记：", "- ",
          "记忆#{n}："]
TAG_MX = ["[{skill}] ", "【{skz}】", "memo：", "记一下：", "note：", "- ", "下次 session 记得："]


def _date(rng):
    d = date(2023, 1, 1) + timedelta(days=rng.randint(0, 540))
    return d.isoformat()


FILL = {
    "city": lambda r: r.choice(CITY_EN),
    "czh": lambda r: r.choice(CITY_ZH),
    "prod": lambda r: r.choice(PROD),
    "pzh": lambda r: r.choice(PROD_ZH),
    "skill": lambda r: r.choice(SKILL_EN),
    "skz": lambda r: r.choice(SKILL_ZH),
    "date": _date,
    "n": lambda r: str(r.randint(2, 9)),
    "tkt": lambda r: str(r.randint(10000, 99999)),
    "ver": lambda r: f"{r.randint(1, 5)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
    "amt": lambda r: f"{r.randint(5, 900)}.{r.choice(['00', '50', '99', '20'])}",
    "port": lambda r: r.choice(["5432", "6379", "8080", "3000", "9200", "27017", "8443"]),
}
_SLOT = re.compile(r"\{(\w+)\}")


def _fill(tpl, rng, lab):
    def sub(m):
        k = m.group(1)
        if k == "lab":
            return lab
        if k == "Lab":
            return lab[:1].upper() + lab[1:]
        if k in FILL:
            return FILL[k](rng)
        return m.group(0)

    return _SLOT.sub(sub, tpl)


# --------------------------------------------------------------------------------------
# own value generators
# --------------------------------------------------------------------------------------
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"


def _rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def _b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def luhn_ok(num):
    ds = [int(c) for c in num if c.isdigit()]
    tot = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_make(rng, prefix, length):
    body = prefix + "".join(str(rng.randint(0, 9)) for _ in range(length - len(prefix) - 1))
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def iban_ok(iban):
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def iban_make(rng, cc, bban):
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    check = 98 - int(num) % 97
    return f"{cc}{check:02d}{bban}"


def group4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


CN_AREAS = ["110101", "110105", "310104", "310115", "440106", "440305", "330106", "320102",
            "510107", "420106", "610113", "500103", "120101", "210102", "370202", "350203",
            "430104", "130102", "410105", "340104"]


def cn_id_check(body17):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(body17, w)) % 11]


def cn_id(rng):
    birth = date(1955, 1, 1) + timedelta(days=rng.randint(0, 18000))
    body = rng.choice(CN_AREAS) + birth.strftime("%Y%m%d") + f"{rng.randint(0, 999):03d}"
    return body + cn_id_check(body)


def cn_id_ok(v):
    return len(v) == 18 and cn_id_check(v[:17]) == v[17]


NI_A = "ABCEGHJKLMNOPRSTWXYZ"
NI_B = "ABCEGHJKLMNPRSTWXYZ"


def uk_ni(rng):
    while True:
        p = rng.choice(NI_A) + rng.choice(NI_B)
        if p not in {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}:
            break
    d = "".join(str(rng.randint(0, 9)) for _ in range(6))
    s = rng.choice("ABCD")
    if rng.random() < 0.5:
        return f"{p}{d}{s}"
    return f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}"


def digits(rng, n):
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


FW = str.maketrans("0123456789", "０１２３４５６７８９")

# --------------------------------------------------------------------------------------
# category generators: (lang, loc, fk, rng) -> dict(pre, val, post, en, zh)
# pre/post are glued to the value to make the "item"; en/zh are cue labels
# --------------------------------------------------------------------------------------


def _item(val, en, zh, pre="", post="", cue=False):
    """cue=True: the value is not recognisable by its shape alone (a bare number, a bare
    login), so the rendered text must carry its label next to it."""
    return {"pre": pre, "val": val, "post": post, "en": en, "zh": zh, "cue": cue}


def gen_secret(lang, loc, fk, rng):
    k = rng.randrange(16)
    if k == 0:
        return _item("AKIA" + _rs(rng, string.ascii_uppercase + "234567", 16), "AWS access key id", "AWS 访问密钥")
    if k == 1:
        name = rng.choice(["aws_secret_access_key", "AWS_SECRET_ACCESS_KEY"])
        return _item(_rs(rng, B64, 40), "AWS credentials", "AWS 凭证", pre=name + "=")
    if k == 2:
        return _item(rng.choice(["ghp_", "gho_", "ghu_"]) + _rs(rng, ALNUM, 36), "GitHub token", "GitHub 令牌")
    if k == 3:
        return _item("github_pat_" + _rs(rng, ALNUM, 22) + "_" + _rs(rng, ALNUM, 59), "GitHub PAT", "GitHub 细粒度令牌")
    if k == 4:
        if rng.random() < 0.6:
            v = f"xoxb-{digits(rng, 11)}-{digits(rng, 13)}-{_rs(rng, ALNUM, 24)}"
        else:
            v = f"xoxp-{digits(rng, 11)}-{digits(rng, 11)}-{digits(rng, 13)}-{_rs(rng, 'abcdef0123456789', 32)}"
        return _item(v, "Slack token", "Slack 令牌")
    if k == 5:
        if rng.random() < 0.6:
            v = "sk-proj-" + _rs(rng, B64URL, rng.choice([48, 74, 120, 156]))
        else:
            v = "sk-" + _rs(rng, ALNUM, 48)
        return _item(v, "OpenAI key", "OpenAI 密钥")
    if k == 6:
        return _item("sk-ant-api03-" + _rs(rng, B64URL, 93) + "AA", "Anthropic key", "Anthropic 密钥")
    if k == 7:
        p = rng.choice(["sk_live_", "rk_live_", "sk_test_"])
        return _item(p + _rs(rng, ALNUM, rng.choice([24, 34, 99])), "Stripe key", "Stripe 密钥")
    if k == 8:
        return _item("AIza" + _rs(rng, B64URL, 35), "Google API key", "谷歌 API key")
    if k == 9:
        return _item("hf_" + _rs(rng, string.ascii_letters, 34), "Hugging Face token", "HF 令牌")
    if k == 10:
        return _item("SG." + _rs(rng, B64URL, 22) + "." + _rs(rng, B64URL, 43), "SendGrid key", "SendGrid 密钥")
    if k == 11:
        return _item(f"{digits(rng, rng.choice([9, 10]))}:AA{_rs(rng, B64URL, 33)}", "Telegram bot token", "Telegram 机器人令牌")
    if k == 12:
        head = _b64url(json.dumps({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
        body = _b64url(json.dumps({"sub": str(rng.randint(10**6, 10**9)), "iat": rng.randint(1690000000, 1719000000), "scope": rng.choice(["read", "admin", "api"])}, separators=(",", ":")).encode())
        return _item(f"{head}.{body}.{_rs(rng, B64URL, 43)}", "JWT", "JWT 令牌")
    if k == 13:
        kind = rng.choice(["RSA ", "OPENSSH ", "EC ", ""])
        lines = [_rs(rng, B64, 64) for _ in range(rng.randint(3, 6))] + [_rs(rng, B64, rng.randint(8, 40)) + "=="]
        v = f"-----BEGIN {kind}PRIVATE KEY-----\n" + "\n".join(lines) + f"\n-----END {kind}PRIVATE KEY-----"
        return _item(v, "private key", "私钥")
    if k == 14:
        scheme, host = rng.choice([("postgres", "db.internal:5432/orders"), ("mysql", "10.0.3.12:3306/crm"),
                                   ("redis", "cache.prod.local:6379/0"), ("amqp", "mq.staging:5672/vhost"),
                                   ("https", "registry.corp.example/simple"), ("mongodb+srv", "cluster0.ab12c.mongodb.net/app")])
        user = rng.choice(["svc_app", "deploy", "admin", "readonly", "ci-bot", "root"])
        pw = _rs(rng, ALNUM, rng.randint(14, 28))
        return _item(pw, "connection string", "连接串", pre=f"{scheme}://{user}:", post=f"@{host}")
    name = rng.choice(["api_key", "API_TOKEN", "client_secret", "WEBHOOK_SECRET", "auth_token", "SECRET_KEY",
                       "access_token", "signing_secret", "X-Api-Key"])
    v = rng.choice([_rs(rng, "abcdef0123456789", rng.choice([32, 40, 64])), _rs(rng, ALNUM, rng.randint(28, 48))])
    sep = rng.choice(["=", ": ", " = ", "="])
    return _item(v, "config line", "配置项", pre=name + sep)


PASS_WORDS = ["copper", "lantern", "orbit", "maple", "velvet", "harbor", "quartz", "tundra",
              "ember", "falcon", "pebble", "meadow", "cobalt", "saffron", "glacier", "walnut"]
PINYIN = ["woaini", "zhimakaimen", "tianxia", "xiaomao", "haoyun", "pingan", "dalian",
          "jiayou", "kuaile", "shunli"]


def gen_password(lang, loc, fk, rng):
    k = rng.randrange(6)
    if k <= 1:
        v = fk.password(length=rng.randint(10, 18), special_chars=rng.random() < 0.7)
    elif k == 2:
        v = "-".join(rng.sample(PASS_WORDS, rng.randint(3, 4))) + rng.choice(["", str(rng.randint(10, 99))])
    elif k == 3:
        v = rng.choice(PASS_WORDS).capitalize() + rng.choice("!#$%&*@") + str(rng.randint(1000, 9999))
    elif k == 4:
        v = rng.choice(PINYIN) + str(rng.randint(100, 2024)) + rng.choice(["", "!", "@", "#"])
    else:
        v = " ".join(rng.sample(PASS_WORDS, 4))
    return _item(v, rng.choice(["password", "pw", "passphrase"]) if " " in v or "-" in v else "password", "密码")


def gen_email(lang, loc, fk, rng):
    k = rng.randrange(5)
    if k == 0:
        v = fk.free_email()
    elif k == 1:
        v = fk.company_email()
    elif k == 2:
        v = fk.email()
    elif k == 3:
        v = f"{fk.user_name()}+{rng.choice(['travel', 'crm', 'bills', 'jobs'])}@{rng.choice(['gmail.com', 'outlook.com', 'proton.me', 'icloud.com'])}"
    else:
        dom = ["qq.com", "163.com", "126.com", "foxmail.com", "sina.com"] if loc == "zh_CN" else ["yahoo.co.uk", "btinternet.com", "hotmail.com", "fastmail.com"]
        v = f"{fk.user_name()}{rng.choice(['', str(rng.randint(1, 99))])}@{rng.choice(dom)}"
    return _item(v, "email", rng.choice(["邮箱", "电子邮件", "邮件地址"]))


def gen_phone(lang, loc, fk, rng):
    k = rng.randrange(4)
    if loc == "zh_CN":
        if k <= 1:
            v = fk.phone_number()
        elif k == 2:
            m = fk.phone_number()
            v = rng.choice([f"+86 {m[:3]} {m[3:7]} {m[7:]}", f"{m[:3]}-{m[3:7]}-{m[7:]}", f"+86-{m}"])
        else:
            area = rng.choice(["010", "021", "020", "0755", "0571", "028"])
            v = f"{area}-{digits(rng, 8)}" + rng.choice(["", f" 转{rng.randint(100, 899)}"])
    elif loc == "en_GB":
        if k <= 1:
            v = fk.phone_number()
        elif k == 2:
            v = fk.cellphone_number()
        else:
            v = f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}"
    else:
        if k <= 1:
            v = fk.phone_number()
        elif k == 2:
            v = f"+1 ({rng.randint(201, 989)}) {rng.randint(200, 999)}-{rng.randint(1000, 9999)}" + rng.choice(["", f" ext. {rng.randint(10, 999)}"])
        else:
            v = fk.msisdn() if rng.random() < 0.3 else f"{rng.randint(201, 989)}.{rng.randint(200, 999)}.{rng.randint(1000, 9999)}"
    return _item(v, rng.choice(["phone", "mobile", "cell", "number"]), rng.choice(["电话", "手机", "手机号", "联系电话"]))


def _zh_street(fk, rng):
    st = fk.street_name()
    n = rng.randint(1, 999)
    k = rng.randrange(4)
    if k == 0:
        tail = f"{rng.randint(1, 30)}栋{rng.randint(1, 6)}单元{rng.randint(1, 32)}{rng.randint(1, 4):02d}室"
    elif k == 1:
        tail = f"{rng.randint(1, 20)}号楼{rng.randint(101, 2808)}室"
    elif k == 2:
        tail = f"{rng.choice('ABCDE')}座{rng.randint(3, 30)}{rng.randint(1, 20):02d}"
    else:
        tail = ""
    return f"{st}{n}号{tail}"


def gen_address(lang, loc, fk, rng):
    if loc == "zh_CN":
        dist = fk.district()
        pre = rng.choice([f"{fk.province()}{fk.city()}{dist}区", f"{fk.city()}{dist}区", f"{rng.choice(CITY_ZH)}市{dist}区", ""])
        return _item(_zh_street(fk, rng), "address", rng.choice(["地址", "收货地址", "家庭住址", "住址"]), pre=pre)
    k = rng.randrange(4)
    if k <= 1:
        v = fk.street_address()
        if "\n" in v and rng.random() < 0.6:
            v = v.replace("\n", ", ")
    elif k == 2:
        v = f"{fk.building_number()} {fk.street_name()}"
    else:
        unit = rng.choice(["Flat", "Apt", "Unit", "Suite"])
        v = f"{unit} {rng.randint(1, 40)}{rng.choice(['', 'B', 'A'])}, {fk.building_number()} {fk.street_name()}"
    post = rng.choice(["", f", {fk.city()}", f", {rng.choice(CITY_EN)}"])
    return _item(v, rng.choice(["address", "home address", "shipping address"]), "地址", post=post)


def gen_government_id(lang, loc, fk, rng):
    k = rng.randrange(4)
    if loc == "zh_CN":
        if k <= 1:
            return _item(cn_id(rng), "ID card", rng.choice(["身份证号", "身份证", "证件号"]))
        if k == 2:
            v = fk.ssn()
            assert cn_id_ok(v), v
            return _item(v, "resident ID", "身份证号码")
        v = "E" + (str(rng.randint(10000000, 99999999)) if rng.random() < 0.6 else rng.choice("ABCDEFGH") + str(rng.randint(1000000, 9999999)))
        return _item(v, "passport no.", rng.choice(["护照号", "护照号码"]), cue=True)
    if loc == "en_GB":
        if k <= 1:
            return _item(uk_ni(rng), rng.choice(["NI number", "National Insurance number", "NINO"]), "NI号码")
        if k == 2:
            return _item(str(rng.randint(100000000, 999999999)), "passport number", "护照号", cue=True)
        return _item(fk.passport_number(), "passport no.", "护照号", cue=True)
    if k <= 1:
        v = fk.ssn()
        v = v if rng.random() < 0.8 else v.replace("-", rng.choice(["", " "]))
        return _item(v, rng.choice(["SSN", "social security number"]), "SSN", cue="-" not in v)
    if k == 2:
        return _item(fk.passport_number(), "passport", "护照", cue=True)
    return _item(fk.ssn(), "SSN", "社安号")


def gen_financial(lang, loc, fk, rng):
    k = rng.randrange(6)
    if loc == "zh_CN" and k <= 2:
        v = luhn_make(rng, rng.choice(["622202", "621700", "622848", "625965", "622588"]), rng.choice([16, 19]))
        if rng.random() < 0.5:
            v = group4(v)
        return _item(v, "bank card", rng.choice(["银行卡号", "卡号", "储蓄卡"]))
    if k <= 1:
        v = fk.credit_card_number(card_type=rng.choice(["visa", "mastercard", "amex", "discover", "jcb", None]))
        assert luhn_ok(v)
        if rng.random() < 0.4:
            v = group4(v) if len(v) == 16 else v
        return _item(v, "card", rng.choice(["信用卡", "卡号"]))
    if k == 2:
        v = luhn_make(rng, rng.choice(["4", "51", "55", "2221"]), 16)
        v = rng.choice([v, group4(v), "-".join(v[i:i + 4] for i in range(0, 16, 4))])
        return _item(v, "card number", "卡号")
    if k == 3:
        if loc == "en_GB" or rng.random() < 0.3:
            v = fk.iban() if loc == "en_GB" else FK["en_GB"].iban()
        else:
            cc, bban = rng.choice([("DE", digits(rng, 18)), ("FR", digits(rng, 23)),
                                   ("NL", rng.choice(["ABNA", "INGB", "RABO"]) + digits(rng, 10)),
                                   ("ES", digits(rng, 20)), ("IE", "AIBK" + digits(rng, 14))])
            v = iban_make(rng, cc, bban)
        assert iban_ok(v), v
        if rng.random() < 0.5:
            v = group4(v)
        return _item(v, "IBAN", "IBAN")
    if k == 4:
        v = fk.aba() if loc != "zh_CN" else FK["en_US"].aba()
        return _item(v, rng.choice(["routing number", "ABA routing"]), "路由号", cue=True)
    v = digits(rng, rng.choice([8, 10, 12])) if loc != "zh_CN" else digits(rng, rng.choice([17, 19]))
    return _item(v, rng.choice(["account number", "acct no.", "bank account"]), rng.choice(["银行账号", "账号", "收款账户"]), cue=True)


COMMON = {"will", "may", "mark", "rose", "grace", "hope", "joy", "faith", "lee"}


def gen_person_name(lang, loc, fk, rng):
    if loc == "zh_CN" and (lang != "mixed" or rng.random() < 0.8):
        v = rng.choice([fk.name, fk.name_male, fk.name_female, lambda: fk.last_name() + fk.first_name()])()
        return _item(v, "name", rng.choice(["姓名", "联系人", "名字"]))
    if loc == "zh_CN":
        return _item(fk.romanized_name(), "name", "名字")
    k = rng.randrange(6)
    if k <= 1:
        v = fk.name()
    elif k == 2:
        v = fk.name_female() if rng.random() < 0.5 else fk.name_male()
    elif k == 3:
        v = f"{fk.first_name()} {fk.last_name()}"
    elif k == 4:
        v = f"{fk.prefix()} {fk.last_name()}"
    else:
        v = f"{fk.first_name()} {fk.first_name()[0]}. {fk.last_name()}"
    return _item(v, rng.choice(["name", "contact", "full name"]), rng.choice(["姓名", "联系人"]))


def gen_username(lang, loc, fk, rng):
    u = fk.user_name()
    k = rng.randrange(5)
    if k == 1:
        u = f"{u}{rng.randint(7, 99)}"
    elif k == 2:
        u = f"{fk.first_name().lower()}_{fk.last_name().lower()}" if loc != "zh_CN" else f"{u}_{rng.choice(['dev', 'cn', 'sz', 'bj'])}"
    at = rng.random() < 0.5
    return _item(("@" + u) if at else u, rng.choice(["username", "handle", "login"]),
                 rng.choice(["用户名", "账号", "登录名", "微信号"]), cue=not at)


def gen_home_path(lang, loc, fk, rng):
    k = rng.randrange(5)
    if k == 0:
        u = fk.user_name()
    elif k == 1 and loc != "zh_CN":
        u = fk.first_name().lower()
    elif k == 1:
        u = fk.last_romanized_name().lower() + fk.first_romanized_name().lower()
    elif k == 2:
        u = f"{fk.first_name()[0].lower()}{fk.last_name().lower()}" if loc != "zh_CN" else fk.user_name()
    else:
        u = fk.user_name()
    form = rng.randrange(3)
    if form == 0:
        val = f"/home/{u}"
        post = rng.choice(["/src/billing-api/.env", "/.ssh/config", "/projects/web/package.json",
                           "/.cache/pip", "/work/etl/logs/run.log", "/.config/gcloud"])
    elif form == 1:
        val = f"/Users/{u}"
        post = rng.choice(["/Library/Logs/app.log", "/dev/monorepo", "/Documents/notes.md",
                           "/.zshrc", "/code/ios-app/Podfile", "/Downloads/export.csv"])
    else:
        val = "C:\\Users\\" + u
        post = rng.choice(["\\AppData\\Local\\Temp\\build.log", "\\source\\repos\\Shop",
                           "\\Documents\\report.xlsx", "\\.aws\\credentials", "\\Desktop\\todo.txt"])
    return _item(val, "path", "路径", post=post)


EN_NUM = ["twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
          "ten", "eleven"]
ZH_NUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


def _zh_part(h):
    if h < 5:
        return "凌晨"
    if h < 9:
        return rng_pick(["早上", "早晨", "清晨"], h)
    if h < 12:
        return "上午"
    if h < 13:
        return "中午"
    if h < 18:
        return rng_pick(["下午", "下午"], h)
    return rng_pick(["晚上", "晚上", "傍晚" if h < 20 else "夜里"], h)


def rng_pick(lst, h):
    return lst[h % len(lst)]


def _faker_time(fk, pattern):
    while True:
        t = fk.date_time(end_datetime=END)
        if 5 <= t.hour <= 22:
            return t.strftime(pattern)


def gen_schedule(lang, loc, fk, rng):
    zh = lang == "zh" or (lang == "mixed" and rng.random() < 0.6)
    if not zh:
        k = rng.randrange(7)
        h = rng.randint(5, 11)
        if k == 0:
            v = f"{h}{rng.choice(['am', 'pm', ' am', ' pm', 'AM', ' p.m.', ' a.m.'])}"
        elif k == 1:
            v = f"{h}:{rng.choice(['15', '30', '45', '20', '40'])}{rng.choice(['am', 'pm', ' AM', ' PM'])}"
        elif k == 2:
            v = rng.choice(["half past ", "quarter past ", "quarter to "]) + EN_NUM[h]
        elif k == 3:
            v = f"{EN_NUM[h]} {rng.choice(['thirty', 'fifteen', 'forty-five'])}" + rng.choice(["", " in the morning", " in the evening"])
        elif k == 4:
            v = _faker_time(fk, "%H:%M")
        elif k == 5:
            v = _faker_time(fk, "%I:%M %p").lstrip("0")
        else:
            v = f"{EN_NUM[h]} o'clock"
        return _item(v, "time", "时间")
    h = rng.randint(5, 23)
    m = rng.choice([0, 0, 15, 30, 30, 45, 10, 20, 40, 50])
    k = rng.randrange(6)
    h12 = h if h <= 12 else h - 12
    part = _zh_part(h)
    if k == 0:
        v = f"{part}{h12}点" + ("半" if m == 30 else (f"{m}分" if m else ""))
    elif k == 1:
        v = f"{part}{ZH_NUM[h12] if h12 <= 12 else h12}点" + ("半" if m == 30 else ("一刻" if m == 15 else ""))
    elif k == 2:
        v = f"{h}:{m:02d}"
    elif k == 3:
        v = f"{part}{h12}:{m:02d}"
    elif k == 4:
        v = f"{part}{h12}点{m or 5}分"
    else:
        v = _faker_time(fk, "%H:%M") if loc == "zh_CN" else f"{part}{h12}点整"
    return _item(v, "time", "时间")


EST_A = ["Holly", "Ash", "Kings", "Willow", "Bramble", "Fern", "Hazel", "Rowan", "Thorn",
         "Larch", "Marl", "Cedar", "Elder", "Brack", "Sorrel"]
EST_B = ["brook", "mead", "croft", "hurst", "dale", "ridge", "wick", "combe", "stead", "holme"]
EST_C = [" Estate", " Park", " Heights", " Gardens", " Village", " Green"]
XQ_A = ["翠湖", "金桂", "碧水", "锦绣", "梧桐", "丽景", "紫荆", "枫林", "望江", "明珠", "华润",
        "万科城", "御景", "书香", "馨园", "龙湖", "绿城", "滨江", "银杏", "海棠"]
XQ_B = ["花园", "小区", "家园", "苑", "新村", "公寓", "华府", "名邸", "湾", "嘉园"]


def _coords(rng, loc, fk):
    if loc == "zh_CN":
        lat = rng.randint(225000, 400000) / 10000
        lon = rng.randint(1040000, 1215000) / 10000
        la, lo = f"{lat:.4f}", f"{lon:.4f}"
    elif rng.random() < 0.5:
        la, lo, *_ = fk.local_latlng(country_code="GB" if loc == "en_GB" else "US")
    else:
        la, lo = str(fk.latitude()), str(fk.longitude())
    return rng.choice([f"{la}, {lo}", f"{la},{lo}", f"({la}, {lo})", f"{la} {lo}"])


def gen_geo(lang, loc, fk, rng):
    k = rng.randrange(3)
    if k == 0:
        return _item(_coords(rng, loc, fk), "coordinates", rng.choice(["坐标", "经纬度", "定位"]))
    if k == 1:
        if loc == "en_US" and rng.random() < 0.3:
            v = fk.zipcode_plus4()
        else:
            v = fk.postcode()
        return _item(v, "ZIP" if loc == "en_US" else "postcode", "邮编", cue=v.replace("-", "").isdigit())
    if loc == "zh_CN":
        return _item(rng.choice(XQ_A) + rng.choice(XQ_B), "neighbourhood", rng.choice(["小区", "住的小区"]))
    return _item(rng.choice(EST_A) + rng.choice(EST_B) + rng.choice(EST_C), "neighbourhood", "小区")


GEN = {
    "secret": gen_secret, "password": gen_password, "email": gen_email, "phone": gen_phone,
    "address": gen_address, "government_id": gen_government_id, "financial": gen_financial,
    "person_name": gen_person_name, "username": gen_username, "home_path": gen_home_path,
    "schedule": gen_schedule, "geo": gen_geo,
}

# --------------------------------------------------------------------------------------
# templates: {v} = the item (value with its glued context), {lab}/{Lab} = cue label,
# other {slots} are non-personal fillers
# --------------------------------------------------------------------------------------
T = {}
T["secret"] = {
    "en": [
        "Coding note: the staging deploy failed because {lab} {v} was revoked; ask for a new one before {date}.",
        "User pasted {v} into the chat while debugging the {prod} webhook. Treat it as live and suggest rotation.",
        "Repo billing-api reads {lab} from .env.local -> {v} (set {date}).",
        "Remember for next session: CI job `integration` needs {v} exported, otherwise it 401s.",
        "Env var found in their docker-compose.override.yml: {v}",
        "The {lab} they use for the nightly export is {v}; it lives in the shell history too.",
        "User asked me to keep {v} handy for the {city} staging cluster. Warned them not to commit it.",
        "Failing command last time: curl -H 'Authorization: Bearer {v}' https://api.internal/v2/ping",
        "Config fragment from the user's laptop:\n  {v}\nLoaded by settings.py on startup.",
        "Support escalation #{tkt}: customer shared {lab} {v} in the ticket body, masked in Zendesk later.",
        "Finance helper sync uses {v} to pull statements every night.",
    ],
    "zh": [
        "记住：用户的{lab}是{v}，部署脚本里要用。",
        "上次排查发现 .env 里写着 {v}，提醒用户尽快轮换。",
        "用户在对话里贴了{lab} {v}，下次提醒他把它放进密钥管理。",
        "CI 失败原因：{v} 已过期，{date}之前需要换新的。",
        "{czh}测试环境的配置：{v}",
        "备注：机器人通知用的{lab}为 {v}，别写进仓库。",
        "用户说这个{lab}只在本地用：{v}",
        "工单#{tkt}里客户直接发了{v}，已提醒对方注意安全。",
        "理财助手每晚用 {v} 拉取账单数据。",
        "下次帮用户检查：{v} 是否还有效（上次返回401）。",
    ],
    "mixed": [
        "记一下：staging 的 {lab} 是 {v}，deploy 前要 export。",
        "用户把 {v} 贴到了 chat 里，建议 rotate 一下。",
        "CI pipeline 报 401，原因是 {v} 被 revoke 了。",
        "config 里找到 {v}，这个 key 只给 {prod} webhook 用。",
        "下次 session 先确认 {lab} 还 valid：{v}",
        "用户的 .env.local 有一行 {v}，别 commit 进 repo。",
        "Support ticket #{tkt}：客户贴了 {lab} {v}，已经 mask。",
        "本地 debug 用的 {v}，production 不能用这个。",
        "{czh} cluster 的 token：{v}（{date} 生成）",
        "记住 nightly export 靠 {v} 拉数据，过期了要提醒 user。",
    ],
}
T["password"] = {
    "en": [
        "User told me their {prod} password: {v}. Suggested a password manager.",
        "Wi-Fi at the rental in {city}: network HostGuest, password {v}",
        "The password is {v} for the staging admin panel (user said it's temporary).",
        "Customer couldn't log in; they typed password: {v} — reset link sent anyway.",
        "Coding note: docker login keeps failing, user's registry pw={v}",
        "Remember the shared locker code and password for the gym app: {v}",
        "They reuse the passphrase \"{v}\" for the backup archive.",
        "Travel desk: airline account password is {v}; loyalty number already saved.",
        "Finance helper: bank portal login uses password {v}, 2FA by SMS.",
        "User asked me to remember their {lab} ({v}) for the {city} office VPN.",
    ],
    "zh": [
        "记住：用户的{pzh}账户密码是{v}。",
        "用户说家里Wi-Fi密码是{v}，下次远程协助要用。",
        "客服记录：客户登录失败，自称密码为{v}，已发重置链接。",
        "测试后台的登录密码：{v}（用户说是临时的）",
        "用户备份压缩包的密码是“{v}”。",
        "下次提醒用户改掉网银密码{v}，太容易被猜到。",
        "出行助手：航空公司会员账号密码 {v}",
        "用户让我记住邮箱密码：{v}",
        "健身房App的密码是{v}，别搞错了。",
        "密码是 {v}，用户说只用于公司内网。",
    ],
    "mixed": [
        "用户的 {prod} password 是 {v}，建议他用 password manager。",
        "Wi-Fi password：{v}（{czh} 的民宿）",
        "staging admin 的密码是 {v}，user 说是临时的。",
        "docker login 一直 fail，registry 的 pw={v}",
        "记住 backup zip 的 passphrase 是 \"{v}\"。",
        "客户 login 失败，说 password 是 {v}，已发 reset link。",
        "bank portal 密码：{v}，2FA 走短信。",
        "下次提醒 user 改 password {v}，太弱了。",
        "VPN login 用 {v}，只在 {city} office 有效。",
        "airline account 的 password 是 {v}",
    ],
}
T["email"] = {
    "en": [
        "Customer prefers replies at {v} rather than the account address.",
        "Lead from the {city} webinar: {v} — wants a demo of {prod} next week.",
        "Git author on the failing commits is {v}; ask them about the migration.",
        "Candidate's {lab}: {v}. Send the take-home on {date}.",
        "Booking confirmation should go to {v}, not to the company inbox.",
        "Refund for order #{tkt} approved; notify {v} once Stripe settles.",
        "Coach note: send the weekly plan to {v} every Sunday.",
        "User changed their login {lab} to {v} on {date}.",
        "Sales follow-up: {v} asked for pricing on {n} seats.",
        "Statements forwarded to {v} monthly.",
    ],
    "zh": [
        "记住：用户的{lab}是{v}，回复都发这里。",
        "客户要求退款通知发到{v}。",
        "候选人邮箱 {v}，{date}发笔试题。",
        "提交记录的作者邮箱是{v}，迁移问题找他。",
        "酒店确认单发到{v}就行。",
        "销售线索：{v}，想了解{pzh}报价。",
        "用户把登录{lab}改成了{v}。",
        "每周日把训练计划发到 {v}",
        "下次提醒：账单抄送 {v}",
        "工单#{tkt}的联系邮箱：{v}",
    ],
    "mixed": [
        "customer 说回复发到 {v}，不要发公司 inbox。",
        "lead 来自 {city} webinar，email 是 {v}",
        "git author 是 {v}，migration 的问题问他。",
        "candidate 的 {lab}：{v}，take-home 下周发。",
        "booking confirmation 发到 {v}",
        "refund 批了，settle 之后通知 {v}",
        "每周的 training plan 发 {v}",
        "记一下 user 的新 login email：{v}",
        "CRM 里这个 lead 的邮箱 {v}，想要 {n} 个 seats。",
        "monthly statement 转发给 {v}",
    ],
}
T["phone"] = {
    "en": [
        "Customer called back from {v} about ticket #{tkt}; prefers afternoons.",
        "Driver for the {city} airport pickup can be reached on {v}.",
        "Candidate's {lab}: {v}. Phone screen booked for {date}.",
        "User's {lab} for 2FA changed to {v}.",
        "Lead asked us to ring {v} instead of emailing.",
        "Emergency contact for the retreat booking: {v}",
        "Coach note: text reminders to {v}, not WhatsApp.",
        "Refund query — caller ID {v}, said the {prod} arrived broken.",
        "Bank flagged a transfer; they will call the user on {v}.",
        "Hotel asked for a contact number; gave {v} as the user requested.",
    ],
    "zh": [
        "客户回电：{v}，关于工单#{tkt}。",
        "记住：用户的{lab}是{v}。",
        "接机司机电话{v}，航班落地后联系。",
        "候选人{lab} {v}，{date}电话面试。",
        "用户把验证手机改成了{v}。",
        "销售线索：对方说打{v}，别发邮件。",
        "紧急联系人电话：{v}",
        "下次提醒：短信提醒发到{v}。",
        "退款来电号码{v}，说{pzh}坏了。",
        "酒店要联系方式，按用户要求留了{v}。",
    ],
    "mixed": [
        "customer 回电 {v}，跟进 ticket #{tkt}。",
        "airport pickup 的 driver 电话 {v}",
        "candidate 的 {lab} 是 {v}，phone screen 约在 {date}。",
        "用户 2FA 的手机号改成 {v} 了",
        "lead 说直接 call {v}，不要 email。",
        "emergency contact：{v}",
        "reminder 短信发到 {v}，不用 WhatsApp。",
        "refund 的来电号码 {v}，{prod} 坏了。",
        "hotel 要 contact number，留了 {v}",
        "记住 user 的 mobile：{v}",
    ],
}
T["address"] = {
    "en": [
        "Ship the replacement {prod} to {v} — customer moved last month.",
        "Pickup for the {date} airport run: {v}",
        "Candidate is relocating; current {lab} is {v}.",
        "User's {lab}: {v}. Use it for the insurance form.",
        "Hotel booked near the client office; the user's own place is {v}.",
        "Refund cheque to be mailed to {v}.",
        "Lead wants the contract posted to {v}",
        "Coach note: outdoor sessions start from the user's house at {v}.",
        "Card statements still go to the old {lab} {v}; remind them to update it.",
        "Courier failed twice at {v}; buzzer is broken.",
    ],
    "zh": [
        "记住：用户的{lab}是{v}，快递都寄这里。",
        "换货寄到{v}，客户上个月搬家了。",
        "{date}接机，上车地点：{v}",
        "候选人现住{v}，考虑搬到{czh}。",
        "退款支票寄到{v}。",
        "合同纸质版寄{v}，收件人就是客户本人。",
        "用户家在{v}，上门私教从这里出发。",
        "快递两次没送到{v}，门禁坏了。",
        "下次提醒用户把账单{lab}从{v}改掉。",
        "用户的{lab}：{v}",
    ],
    "mixed": [
        "replacement 寄到 {v}，customer 刚搬家。",
        "pickup location：{v}，{date} 的 airport transfer。",
        "candidate 现在住 {v}，之后 relocate 到 {city}。",
        "user 的 shipping address 是 {v}",
        "refund cheque 寄 {v}",
        "合同 hard copy 寄到 {v}",
        "私教 session 从 user 家出发：{v}",
        "courier 两次都没送到 {v}",
        "记一下 billing {lab}：{v}",
        "hotel 要填 home address，用 {v}",
    ],
}
T["government_id"] = {
    "en": [
        "Onboarding for the new hire needs their {lab}: {v}.",
        "User gave their {lab} {v} for the tax form; don't repeat it back in chat.",
        "Travel desk: passenger's {lab} is {v}, expires in 2029.",
        "Support verified the caller with {lab} {v}.",
        "Finance helper: the W-9 draft uses {lab} {v}.",
        "Candidate background check submitted with {lab} {v} on {date}.",
        "Remember {lab} {v} for the visa application.",
        "Clinic intake form asked for {lab}; user provided {v}.",
        "HR note — payroll set-up blocked until {lab} {v} is verified.",
        "Booking for {city} needs the {lab} on file: {v}",
    ],
    "zh": [
        "记住：用户的{lab}是{v}，订票要用。",
        "入职资料：{lab}{v}，{date}前核验。",
        "乘客{lab} {v}，有效期到2030年。",
        "客服核身：对方报的{lab}为{v}。",
        "体检预约需要{lab}：{v}",
        "候选人背调提交，{lab}{v}。",
        "用户办签证提供的{lab}：{v}",
        "下次别再问用户{lab}了，已经记下：{v}",
        "酒店入住登记用的{lab}是{v}。",
        "理财开户需要{lab}，用户给了{v}。",
    ],
    "mixed": [
        "onboarding 需要 {lab}：{v}",
        "passenger 的 {lab} 是 {v}，book 机票用。",
        "support 核身时 caller 报了 {lab} {v}",
        "tax form 上的 {lab}：{v}，不要在 chat 里回显。",
        "background check 已提交，{lab} {v}",
        "visa application 用 {lab} {v}",
        "clinic intake 要 {lab}，user 给的是 {v}",
        "hotel check-in 登记的{lab}是{v}",
        "记住 {lab} {v}，下次别再问。",
        "payroll setup 卡在 {lab} {v} 的 verification 上。",
    ],
}
T["financial"] = {
    "en": [
        "User's {lab} for the subscription: {v}. Billing retries on the 1st.",
        "Refund of ${amt} goes back to {lab} {v}.",
        "Finance helper: monthly transfer of £{amt} to {lab} {v}.",
        "Travel booking charged to {v}; user wants points on that card.",
        "Payroll needs the new hire's {lab}: {v}",
        "Customer read out their {lab} {v} on the call; don't store it in the ticket.",
        "Rent is paid from {lab} {v} every month.",
        "Invoice #{tkt} should be paid into {lab} {v}.",
        "Remember: the {prod} order used {lab} {v}.",
        "User asked to switch autopay to {v}.",
    ],
    "zh": [
        "记住：用户的{lab}是{v}，房租从这里扣。",
        "退款{amt}元原路退回到{lab}{v}。",
        "每月转账到{lab}{v}，备注写房租。",
        "机票用{v}支付，用户想攒这张卡的积分。",
        "新员工工资卡{lab}：{v}",
        "客户电话里报了{lab}{v}，不要写进工单。",
        "发票#{tkt}的收款{lab}：{v}",
        "下次提醒：自动扣款改成{v}。",
        "{pzh}订单用的{lab}是{v}。",
        "理财助手：定投从{lab}{v}扣款。",
    ],
    "mixed": [
        "subscription 的 {lab}：{v}，每月 1 号 retry。",
        "refund {amt} 退回 {lab} {v}",
        "monthly transfer 到 {lab} {v}",
        "机票 charge 到 {v}，user 想要 points。",
        "payroll 要新人的 {lab}：{v}",
        "customer 在 call 里报了 {lab} {v}，别写进 ticket。",
        "invoice #{tkt} 付到 {lab} {v}",
        "autopay 改成 {v}",
        "记住 rent 从 {lab} {v} 扣。",
        "{prod} order 用的是 {lab} {v}",
    ],
}
T["person_name"] = {
    "en": [
        "Customer {v} called back about the late refund; be apologetic.",
        "Git author on the broken commits: {v}.",
        "Candidate {v} accepted the offer; start date {date}.",
        "Passenger on the {city} booking is {v}, window seat.",
        "The user's name is {v} — they prefer first name in replies.",
        "Lead: {v} from the {city} webinar, interested in {prod}.",
        "User said \"my name is {v}\" when setting up the coaching plan.",
        "Coach note: training partner {v} joins on Saturdays.",
        "Transfer of £{amt} was to {v}, the user's landlord.",
        "Escalate ticket #{tkt} if {v} writes again.",
        "Interview panel feedback on {v}: strong system design.",
    ],
    "zh": [
        "客户{v}回电催退款，语气要客气。",
        "记住：用户叫{v}，喜欢被称呼全名。",
        "候选人{v}接了offer，{date}入职。",
        "乘客{v}，靠窗座位。",
        "联系人：{v}，负责{pzh}采购。",
        "用户说“我叫{v}”，已经记下。",
        "陪练伙伴{v}每周六一起跑步。",
        "转账{amt}元给房东{v}。",
        "工单#{tkt}：{v}再来信就升级。",
        "面试反馈：{v}系统设计不错。",
        "下次提醒{v}女士续费会员。",
    ],
    "mixed": [
        "customer {v} 回电催 refund。",
        "git author 是 {v}，问他 migration 的事。",
        "candidate {v} 接了 offer，{date} onboard。",
        "passenger：{v}，window seat。",
        "user 说 my name is {v}，回复用全名。",
        "lead {v} 对 {prod} 感兴趣",
        "联系人 {v}，负责 procurement。",
        "transfer 给 landlord {v}",
        "ticket #{tkt}：{v} 再来就 escalate。",
        "interview feedback：{v} 的 system design 不错。",
    ],
}
T["username"] = {
    "en": [
        "User's GitHub {lab} is {v}; add them as reviewer on the PR.",
        "Support: customer's {lab} on the forum is {v}.",
        "Candidate's portfolio handle: {v}",
        "Log in to the staging admin as {v} (the user's own account).",
        "Lead found via Twitter, {lab} {v}.",
        "Coach note: user tracks runs on Strava as {v}.",
        "The failing commit was pushed by {v} from a fork.",
        "Booking site {lab}: {v}; loyalty tier Gold.",
        "Ping {v} on Slack when the migration is done.",
        "Brokerage app {lab} is {v}.",
    ],
    "zh": [
        "记住：用户的{lab}是{v}。",
        "客户在论坛上的{lab}：{v}",
        "候选人的作品集账号：{v}",
        "测试后台用{v}登录（用户本人的账号）。",
        "线索来源：微博{lab}{v}",
        "用户跑步App上的{lab}是{v}。",
        "提交是{v}从fork推上来的。",
        "订酒店网站的{lab}：{v}",
        "迁移完成后在群里@一下{v}。",
        "证券App{lab}：{v}",
    ],
    "mixed": [
        "user 的 GitHub {lab} 是 {v}，加成 PR reviewer。",
        "customer 论坛 {lab}：{v}",
        "candidate portfolio 的 handle：{v}",
        "staging admin 用 {v} login",
        "lead 从 Twitter 来的，{lab} {v}",
        "Strava 上 user 的账号 {v}",
        "commit 是 {v} 从 fork push 的",
        "booking site 的 {lab}：{v}",
        "migration 做完在 Slack ping {v}",
        "记住 user 的 {lab} {v}",
    ],
}
T["home_path"] = {
    "en": [
        "Repo lives at {v}; tests run with `make check`.",
        "Build failed: cannot open {v} (permission denied).",
        "User keeps the ledger export at {v}.",
        "Remember: the venv is under {v}, not the system Python.",
        "Stack trace pointed to {v} line {n}.",
        "Config file the user edits by hand: {v}",
        "Coding note — `npm ci` fails in {v} because of a stale lockfile.",
        "Support asked for logs; user attached {v}.",
        "Backup script writes to {v} every night.",
        "Last time the user ran pytest from {v}.",
    ],
    "zh": [
        "记住：项目在{v}，用make check跑测试。",
        "构建失败：无法打开{v}（权限不足）。",
        "用户的账单导出文件在{v}。",
        "虚拟环境在{v}下面，不是系统Python。",
        "报错堆栈指向{v}第{n}行。",
        "用户手动改的配置文件：{v}",
        "客服要日志，用户上传了{v}",
        "备份脚本每晚写到{v}",
        "下次先cd到{v}再跑测试。",
        "路径{v}里的锁文件过期了。",
    ],
    "mixed": [
        "repo 在 {v}，跑 make check。",
        "build fail：{v} permission denied",
        "user 的 ledger export 放在 {v}",
        "venv 在 {v} 下面",
        "stack trace 指到 {v} 第 {n} 行",
        "config 文件：{v}",
        "npm ci 在 {v} 失败，lockfile 过期。",
        "support 要 log，user 给了 {v}",
        "backup script 每晚写 {v}",
        "下次 session 先 cd {v}",
    ],
}
T["schedule"] = {
    "en": [
        "User runs every weekday at {v}; don't schedule calls then.",
        "Coach note: takes blood pressure meds at {v} daily.",
        "Customer is only reachable after {v} on weekdays.",
        "They pick the kids up from school at {v}, so keep meetings short.",
        "Candidate can only interview before {v} because of the night shift.",
        "User goes to bed around {v}; no notifications after that.",
        "Gym session is every Tuesday and Thursday at {v}.",
        "Daily standup habit: the user checks their portfolio at {v}.",
        "Remember: they walk the dog at {v} every morning.",
        "Lead said the best time to call is {v}, after their commute.",
    ],
    "zh": [
        "记住：用户每天{v}跑步，别在这时候约电话。",
        "提醒：用户每天{v}吃降压药。",
        "客户工作日{v}以后才方便接电话。",
        "用户每天{v}去接孩子放学。",
        "下次提醒：用户每晚{v}睡觉，之后别推送。",
        "每周二、四{v}健身房训练。",
        "候选人上夜班，只能{v}以前面试。",
        "用户习惯每天{v}看一次账户。",
        "每天{v}遛狗，这个时间别打扰。",
        "对方说每天{v}下班路上最方便聊。",
    ],
    "mixed": [
        "user 每天 {v} 跑步，别约 call。",
        "reminder：每天 {v} 吃药",
        "customer 工作日 {v} 之后才 available。",
        "每天 {v} 接孩子，meeting 要短。",
        "user 一般 {v} 睡觉，之后不要 push notification。",
        "gym session 每周二四 {v}",
        "candidate 只能 {v} 之前 interview",
        "每天 {v} check 一下 portfolio",
        "遛狗时间是每天 {v}",
        "lead 说 {v} commute 的时候最好 call",
    ],
}
T["geo"] = {
    "en": [
        "User's home pin for the pickup: {v}",
        "Customer lives in {v}; courier needs the gate code.",
        "Candidate commutes from {v} — about 40 minutes each way.",
        "Delivery {lab} for the replacement: {v}",
        "Coach note: the user's usual running loop starts at {v}.",
        "Lead is based in {v}, happy to meet locally.",
        "Remember the {lab} they gave for the insurance quote: {v}",
        "Hotel search should start near the user's flat ({lab} {v}).",
        "Last known location shared by the user: {v}",
        "The user moved to {v} in the spring.",
    ],
    "zh": [
        "记住：用户家的{lab}是{v}。",
        "客户住在{v}，快递需要门禁码。",
        "候选人从{v}通勤，单程四十分钟。",
        "换货寄送{lab}：{v}",
        "用户常跑的路线从{v}出发。",
        "用户分享的位置：{v}",
        "保险报价用的{lab}：{v}",
        "用户春天搬到了{v}。",
        "接送点定位：{v}",
        "下次订酒店离{v}近一点。",
    ],
    "mixed": [
        "user 家的 pin：{v}",
        "customer 住在 {v}，courier 要 gate code。",
        "candidate 从 {v} commute",
        "delivery {lab}：{v}",
        "running loop 从 {v} 出发",
        "user share 的 location：{v}",
        "insurance quote 用的 {lab} {v}",
        "user 搬到了 {v}",
        "pickup 定位：{v}",
        "hotel 找离 {v} 近的",
    ],
}

# hand-written hard shapes: generic ones (any category, via the label) and per category
HARD_GENERIC = {
    "en": [
        '{"skill": "{skill}", "{key}": "{v}", "ttl_days": 30}',
        "- **{Lab}:** `{v}`",
        "| field | value |\n|---|---|\n| {lab} | {v} |",
        "{v} <- {lab}, saved for next session",
        "Next session reuse {lab} {v}",
        "{Lab}:\n{v}\n(remembered by {skill})",
        "memory:\n  skill: {skill}\n  {key}: {v}",
        "{key}={v}; source=chat; confidence=high",
        "NOTE TO SELF - {LAB}: {v}",
        "{Lab} {v}",
    ],
    "zh": [
        "{lab}{v}，记住了",
        "记住：{lab}是{v}",
        "{v}是用户的{lab}，下次别再问",
        '{"类型":"{skz}","{key}":"{v}"}',
        "【{lab}】{v}",
        "{lab}：\n{v}",
        "下次提醒用户确认{lab}{v}",
        "| 字段 | 值 |\n|---|---|\n| {lab} | {v} |",
        "- **{lab}**：`{v}`",
        "用户{key}={v}",
    ],
    "mixed": [
        '{"skill":"{skill}","note":"用户的{lab}","value":"{v}"}',
        "{lab}:{v}，下次直接用",
        "{v}←这个是 user 的 {lab}",
        "{Lab}：\n{v}\n（{skz}记录）",
        "- {lab}：`{v}`",
        "memory:\n  skill: {skill}\n  {key}: {v}\n  备注: 用户提供",
        "下次session先confirm{lab}{v}",
        "{key}={v}（来源：chat）",
        "记住user的{lab}是{v}",
    ],
}
HARD = {
    "secret": {
        "en": ["{v}\n^ the key they keep pasting into chat", "```bash\n{v}\n```\n(user's shell snippet, rotate it)",
               "leaked in CI log line 212: {v}", "settings: {v}"],
        "zh": ["令牌{v}已失效", "用户贴的：{v}", "{v}这个不要提交到仓库", ".env里写着{v}。"],
        "mixed": ["token:{v}（别commit）", "{v}是prod的", "CI log 里漏了{v}", "export 一下{v}再跑"],
    },
    "password": {
        "en": ["PASSWORD={v}", "pw: {v}", "Passphrase -> {v}", "the password is {v}"],
        "zh": ["密码{v}，别告诉别人", "密码是{v}。", "登录密码：\n{v}", "用户说密码是{v}"],
        "mixed": ["pw={v}，不要外传", "password是{v}", "密码:{v}", "Wi-Fi密码{v}"],
    },
    "email": {
        "en": ["Reply-To: <{v}>", "mailto:{v}", "{v} is the one to cc", "cc {v}"],
        "zh": ["邮箱{v}谢谢", "发到{v}", "{v}是客户邮箱", "邮件地址：{v}。"],
        "mixed": ["发到{v}就行", "email:{v}", "{v}是lead的邮箱", "cc一下{v}"],
    },
    "phone": {
        "en": ["tel:{v}", "Call {v}.", "{v} - customer's callback number", "Cell {v}"],
        "zh": ["电话{v}（晚上别打）", "手机{v}", "{v}是客户电话", "回拨：{v}。"],
        "mixed": ["打{v}找他", "phone:{v}", "{v}是driver的", "callback号码{v}"],
    },
    "address": {
        "en": ["Ship to:\n{v}", "{v} - deliver to side door", "Address:{v}", "moved to {v}"],
        "zh": ["地址{v}，放门口", "寄到{v}", "{v}，收件人本人", "住址：{v}。"],
        "mixed": ["寄到{v}", "address:{v}", "{v}，放front desk", "pickup在{v}"],
    },
    "government_id": {
        "en": ["{lab}:{v}", "{v} ({lab}, verified)", "{lab} no. {v}", "id={v} ({lab})"],
        "zh": ["{lab}{v}已核验", "{lab}：{v}。", "{v}（{lab}）", "登记{lab}{v}"],
        "mixed": ["{lab}:{v}", "{v}（{lab}）verified", "{lab}{v}已check", "记住{lab}{v}"],
    },
    "financial": {
        "en": ["{lab}:{v}", "{v} ({lab}) - autopay", "pay into {lab} {v}", "{lab}\n{v}"],
        "zh": ["{lab}{v}尾号别念错", "{lab}：{v}。", "{v}（{lab}）", "转到{lab}{v}"],
        "mixed": ["{lab}:{v}", "{v}是{lab}", "transfer到{lab}{v}", "{lab}={v}"],
    },
    "person_name": {
        "en": ["{v} (customer) called twice", "Thanks, {v}!", "cc: {v}", "my name is {v}"],
        "zh": ["{v}来电催单", "联系人{v}", "我叫{v}", "客户{v}。"],
        "mixed": ["Hi {v}，order已发货", "我叫{v}，是PM", "contact：{v}", "{v}说下周再聊"],
    },
    "username": {
        "en": ["cc {v}", "{v} pushed the hotfix", "login:{v}", "user={v}"],
        "zh": ["{lab}{v}登录失败", "{v}是用户的{lab}", "{lab}：{v}。", "找{v}"],
        "mixed": ["ping一下{v}", "login:{v}", "{v}是owner", "reviewer加{v}"],
    },
    "home_path": {
        "en": ["`{v}`", "cd {v} && make test", "{v}", "ERROR open({v}): no such file"],
        "zh": ["路径是{v}", "{v}找不到", "在{v}下面", "日志：{v}。"],
        "mixed": ["在{v}下面跑", "path:{v}", "{v}not found", "cd到{v}"],
    },
    "schedule": {
        "en": ["{v} - daily run, don't book calls", "meds at {v}", "Wakes at {v}", "bedtime:{v}"],
        "zh": ["每天{v}起床", "{v}吃药", "每晚{v}睡", "固定{v}去健身房"],
        "mixed": ["每天{v}起床workout", "{v}吃药reminder", "daily run在{v}", "每晚{v}之后勿扰"],
    },
    "geo": {
        "en": ["pin:{v}", "{v} - user's area", "{lab}={v}", "lives near {v}"],
        "zh": ["住{v}，门禁坏了", "{lab}{v}", "{v}附近", "定位：{v}。"],
        "mixed": ["住在{v}附近", "{lab}:{v}", "{v}那边", "location是{v}"],
    },
}

LABEL_SLOTS = ("{lab}", "{Lab}", "{LAB}", "{key}")
USER_CUES = ("login", "Log in", "handle", "Slack", "Strava", "GitHub", "登录", "账号", "ping",
             "reviewer", "pushed", "push", "owner", "user=", "推上来")
DIR_CUES = ("Repo", "repo", "venv", "npm ci", "cd ", "cd到", "pytest", "下面", "项目在", "test")
DIR_TAILS = {False: ["/src/billing-api", "/projects/web", "/work/etl", "/dev/monorepo", "/code/ios-app"],
             True: ["\\source\\repos\\Shop", "\\projects\\api", "\\dev\\etl"]}
FULLWIDTH_OK = {"phone", "government_id", "financial", "schedule", "geo"}
UPPER_OK = {"email", "username", "person_name", "address"}

# --------------------------------------------------------------------------------------
# building samples
# --------------------------------------------------------------------------------------
FK = {}
for _i, _loc in enumerate(LOCALES):
    FK[_loc] = Faker(_loc)
    FK[_loc].seed_instance(9100 + _i)


def _reseed():
    for i, loc in enumerate(LOCALES):
        FK[loc].seed_instance(9100 + i)


def _render(tpl, item, lab, rng):
    parts = tpl.split("{v}")
    assert len(parts) == 2, tpl
    key = re.sub(r"[^\w]+", "_", lab.lower()).strip("_")
    a, b = (_fill(p.replace("{key}", key).replace("{LAB}", lab.upper()), rng, lab) for p in parts)
    a += item["pre"]
    text = a + item["val"] + item["post"] + b
    return text, len(a), len(a) + len(item["val"])


def _pick_loc(lang, rng):
    if lang == "en":
        return rng.choice(["en_US", "en_GB"])
    if lang == "zh":
        return "zh_CN"
    return rng.choice(["en_US", "en_GB", "zh_CN", "zh_CN"])


def _one(cat, lang, rng):
    for _ in range(60):
        loc = _pick_loc(lang, rng)
        item = GEN[cat](lang, loc, FK[loc], rng)
        if cat == "person_name" and (len(item["val"]) < 2 or item["val"].lower() in COMMON):
            continue
        if cat == "username" and len(item["val"].lstrip("@")) < 4:
            continue
        lab = item["en"] if lang == "en" or (lang == "mixed" and rng.random() < 0.7) else item["zh"]
        hard = rng.random() < 0.2
        if hard:
            tpl = rng.choice(HARD[cat][lang] + HARD_GENERIC[lang])
            if "\n" in item["val"] and ("`{v}`" in tpl or '"{v}"' in tpl or "| {v}" in tpl):
                continue
            if cat in FULLWIDTH_OK and lang != "en" and rng.random() < 0.35:
                item["val"] = item["val"].translate(FW)
            elif cat in UPPER_OK and rng.random() < 0.3 and item["val"].isascii():
                item["val"] = item["val"].upper()
        else:
            tpl = rng.choice(T[cat][lang])
            if rng.random() < 0.35:
                tags = TAG_EN if lang == "en" else TAG_ZH if lang == "zh" else TAG_MX
                tpl = rng.choice(tags) + tpl
        if item["cue"] and not any(x in tpl for x in LABEL_SLOTS) and not any(w in tpl for w in USER_CUES):
            item["pre"] = lab + ("" if not lab.isascii() and lang == "zh" else " ") + item["pre"]
        if cat == "home_path" and any(w in tpl for w in DIR_CUES):
            item["post"] = rng.choice(DIR_TAILS[item["val"][0] == "C"])
        text, s, e = _render(tpl, item, lab, rng)
        val = text[s:e]
        if not val.strip() or text.count(val) != 1:
            continue
        if cat == "person_name":
            # a name part repeated elsewhere in the text would not be counted; keep them unique
            if any(len(p) >= 3 and (text[:s] + text[e:]).count(p) for p in re.findall(r"[A-Za-z]+", val)):
                continue
        return Sample(text=text, category=cat, lang=lang, start=s, end=e)
    raise AssertionError(f"could not build {cat}/{lang}")


def samples() -> list[Sample]:
    _reseed()
    rng = random.Random(9177)
    out = []
    for cat in CATEGORIES:
        for lang in LANGS:
            seen = set()
            n = 0
            while n < N_PER_CELL:
                s = _one(cat, lang, rng)
                if s.text in seen:
                    continue
                seen.add(s.text)
                out.append(s)
                n += 1
    return out

# --------------------------------------------------------------------------------------
# benign: memory entries of the same kinds with nothing personal in them
# --------------------------------------------------------------------------------------


def _not_luhn16(r):
    while True:
        v = digits(r, 16)
        if not luhn_ok(v):
            return v


BFILL = {
    "uuid": lambda r: "%08x-%04x-4%03x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(12),
                                                      0x8000 | r.getrandbits(14), r.getrandbits(48)),
    "sha": lambda r: "%040x" % r.getrandbits(160),
    "sha7": lambda r: "%07x" % r.getrandbits(28),
    "digest": lambda r: "sha256:%064x" % r.getrandbits(256),
    "ord16": _not_luhn16,
    "ip": lambda r: r.choice(["8.8.8.8", "1.1.1.1", "208.67.222.222", "9.9.9.9", "8.8.4.4"]),
    "country": lambda r: r.choice(["Japan", "Portugal", "Canada", "Germany", "Mexico", "Kenya", "Norway", "Chile"]),
    "czhc": lambda r: r.choice(["日本", "葡萄牙", "加拿大", "德国", "新加坡", "泰国", "新西兰"]),
    "dur": lambda r: r.choice(["45 minutes", "2 hours", "3 days", "90 seconds", "two weeks"]),
    "dzh": lambda r: r.choice(["45分钟", "两小时", "三天", "90秒", "两周"]),
    "pct": lambda r: f"{r.randint(1, 99)}%",
    "pyv": lambda r: r.choice(["3.10", "3.11", "3.12", "3.13"]),
    "nodev": lambda r: r.choice(["18", "20", "22"]),
    "http": lambda r: r.choice(["404", "429", "500", "502", "503", "401", "403"]),
    "err": lambda r: r.choice(["ModuleNotFoundError: No module named 'yaml'", "ECONNREFUSED 127.0.0.1:5432",
                               "TypeError: Cannot read properties of undefined (reading 'map')",
                               "error[E0382]: borrow of moved value", "OOMKilled (exit code 137)",
                               "SSL: CERTIFICATE_VERIFY_FAILED", "fatal: refusing to merge unrelated histories",
                               "npm ERR! code ERESOLVE", "ImportError: cannot import name 'soft_unicode'"]),
    "hol": lambda r: r.choice(["Christmas Day", "Easter Monday", "Thanksgiving", "Boxing Day", "Labor Day",
                               "New Year's Day", "the August bank holiday"]),
    "hzh": lambda r: r.choice(["春节", "国庆节", "中秋节", "端午节", "清明节", "五一假期", "元旦"]),
    "qty": lambda r: str(r.randint(2, 500)),
    "room": lambda r: str(r.randint(2, 12)),
    "air": lambda r: r.choice(["LHR", "JFK", "SFO", "PVG", "PEK", "SZX", "NRT", "CDG", "SIN"]),
    "brand": lambda r: r.choice(["Hilton", "Marriott", "IKEA", "Uniqlo", "Costco", "Starbucks", "Tesla", "Nike"]),
    "bzh": lambda r: r.choice(["海底捞", "星巴克", "宜家", "盒马", "瑞幸", "如家", "全季酒店", "小米之家"]),
}
FILL.update(BFILL)

BENIGN_T = {
    "en": [
        "Project uses Python {pyv} and Node {nodev}; tests take about {dur} on CI.",
        "Build {sha7} broke with `{err}` — pinned the dependency to {ver} and it passed.",
        "Postgres runs on port {port} in docker-compose; Redis is on 6379.",
        "Ticket #{tkt}: customer's {prod} order shipped, refund of ${amt} not needed.",
        "Refund policy: orders over ${amt} need manager approval within {dur}.",
        "The {brand} store in {city} opens at 10:00 on weekdays (public listing).",
        "Flight options {air} to {air} were all above ${amt}; wait for the {hol} sale.",
        "Hotel in {city} has rooms for {room} people; breakfast costs ${amt} extra.",
        "Release {ver} was tagged on {date}; changelog mentions {n} fixes.",
        "Docker image digest {digest} is the last known-good build.",
        "Request id {uuid} returned HTTP {http} from the payments API.",
        "Commit {sha} reverted the flaky test in test_checkout.py.",
        "Order number {ord16} is the vendor's reference, not a card.",
        "DNS resolver set to {ip}; latency dropped to 12 ms.",
        "Lead scoring: {pct} of trial users in {country} convert within {dur}.",
        "Coach plan: 3 sets of 12 squats, rest {dur} between sets, hydrate.",
        "Recruiting pipeline has {qty} applicants for the backend role this quarter.",
        "Finance helper: index fund expense ratio is 0.03%, rebalance every {dur}.",
        "The {prod} costs ${amt} in {country}; VAT not included.",
        "Support macro #{tkt} covers the '{err}' error on the desktop app.",
        "Office is closed on {hol}; tickets will be answered the next working day.",
        "Webpack build takes {dur}; switching to Vite cut it by {pct}.",
        "Sales target for Q3 is {qty} seats of the {prod} across {city} and {city}.",
        "Coding note: run `ruff check .` before pushing, CI enforces line length 100.",
        "Kubernetes pod restarted with {err}; memory limit raised to 2Gi.",
        "Average support wait time this week: {dur}.",
        "Travel advisory for {country} updated on {date}; no action needed.",
        "Interview loop for the data role is {n} rounds, each {dur}.",
        "Gym chain {brand} raised the monthly fee to ${amt}.",
        "Currency note: 1 USD was about 7.2 CNY on {date}.",
        "The API rate limit is {qty} requests per minute per workspace.",
        "Customer satisfaction score went up to {pct} after the {ver} release.",
        "Staging uses the public resolver {ip}; production uses the VPC default.",
        "Remember: migration {n} of 12 must run before the {hol} freeze.",
        "Tracking id {uuid} belongs to the bulk import job, which finished in {dur}.",
        "Train from {city} to {city} takes {dur}; tickets start at ${amt}.",
    ],
    "zh": [
        "项目用Python {pyv}和Node {nodev}，CI跑测试大约{dzh}。",
        "构建{sha7}报错：{err}，把依赖固定到{ver}后通过了。",
        "工单#{tkt}：{pzh}已发货，不需要退款。",
        "退款规则：超过{amt}元的订单需要主管审批。",
        "{bzh}{czh}门店营业时间10:00-22:00（官网公开信息）。",
        "{czh}到{czh}的高铁大约{dzh}，二等座{amt}元。",
        "酒店房间可住{room}人，早餐另加{amt}元。",
        "版本{ver}于{date}发布，修复了{n}个问题。",
        "镜像摘要{digest}是最后一个正常的构建。",
        "请求ID {uuid}返回了HTTP {http}。",
        "提交{sha}回滚了不稳定的测试。",
        "订单号{ord16}是供应商的单号，不是卡号。",
        "DNS改成{ip}之后延迟降到12毫秒。",
        "{hzh}期间客服暂停，节后第一个工作日统一回复。",
        "训练计划：深蹲3组每组12次，组间休息{dzh}。",
        "本季度后端岗位收到{qty}份简历。",
        "指数基金管理费0.5%，每{dzh}再平衡一次。",
        "{pzh}在{czhc}售价{amt}美元，不含税。",
        "Postgres在docker-compose里用{port}端口。",
        "客服话术#{tkt}覆盖了桌面端“{err}”这个报错。",
        "销售目标：第三季度卖出{qty}套{pzh}。",
        "平均等待时长：{dzh}。",
        "{czhc}的出行提示{date}更新，暂时不用处理。",
        "数据岗面试共{n}轮，每轮{dzh}。",
        "汇率备注：{date}美元兑人民币约7.2。",
        "接口限流：每个工作区每分钟{qty}次请求。",
        "满意度在{ver}发布后升到了{pct}。",
        "迁移脚本第{n}个要在{hzh}封版前跑完。",
        "任务ID {uuid}对应批量导入，用时{dzh}。",
        "{czh}{bzh}本周新品价格{amt}元。",
        "会员年卡{amt}元，{hzh}打八五折。",
        "下次提醒：{hzh}前把{ver}版本的发布说明写好。",
        "酒店离{czh}南站约{dzh}车程，含免费停车。",
        "记住：测试库每晚自动重建，数据会清空。",
        "体检套餐价格{amt}元，包含血常规和心电图。",
    ],
    "mixed": [
        "project 用 Python {pyv}，CI 跑一次大概 {dzh}。",
        "build {sha7} 报 {err}，pin 到 {ver} 就好了。",
        "ticket #{tkt}：{prod} 已 ship，不用 refund。",
        "refund 超过 ${amt} 需要 manager approve。",
        "{brand} 在 {czh} 的门店 10:00 开门（官网 listing）。",
        "hotel 房间可以住 {room} 个人，breakfast 另加 {amt} 元。",
        "release {ver} 在 {date} 发的，修了 {n} 个 bug。",
        "image digest {digest} 是最后一个 good build。",
        "request id {uuid} 返回 HTTP {http}",
        "commit {sha} revert 了 flaky test。",
        "order number {ord16} 是 vendor 的单号，不是 card。",
        "DNS 改成 {ip} 之后 latency 降了。",
        "{hzh} 期间 support 暂停，节后回复。",
        "training plan：squat 3 组，每组 12 次，休息 {dzh}。",
        "backend role 这个 quarter 收到 {qty} 份 resume。",
        "index fund 的 expense ratio 0.03%，每 {dzh} rebalance。",
        "{prod} 在 {country} 卖 ${amt}，不含 VAT。",
        "Postgres 跑在 port {port}",
        "sales target：Q3 卖 {qty} 个 seats。",
        "平均 wait time 是 {dzh}",
        "interview loop 一共 {n} 轮",
        "rate limit 是每分钟 {qty} 个 requests",
        "CSAT 在 {ver} release 之后到了 {pct}",
        "migration 第 {n} 个要在 {hol} freeze 前跑完",
        "job id {uuid} 是 bulk import，用了 {dzh}",
        "{city} 到 {city} 的 train 大概 {dzh}",
        "会员 plan 一年 {amt} 元，{hzh} 打折。",
        "记一下：staging DB 每晚 reset，数据会清空。",
        "coding note：push 前跑 ruff check，CI 限制 line length 100。",
        "{air} 飞 {air} 的 fare 都超过 ${amt}，等 sale。",
        "k8s pod 因为 {err} 重启了，memory limit 调到 2Gi。",
        "发票 template 更新到 v{ver}，字段没变。",
    ],
}

BENIGN_HARD = {
    "en": [
        "build 2024.11.30 is the one QA signed off.",
        "Booked a meeting room for 6 people on the third floor.",
        "Customer quoted a Washington Post article about the outage.",
        "Python 3.12 dropped distutils; the setup.py path needs setuptools.",
        "Order 4111 1111 1111 1112 in the vendor system is a test SKU batch, not a card.",
        "Use port 5432 for Postgres and 8080 for the admin UI.",
        "The error code is E-2041-77, not a phone number.",
        "Version string 10.0.19045.3693 comes from the Windows build.",
        "Invoice INV-2024-000871 was paid in full.",
        "Coach note: aim for 7-8 hours of sleep, early morning sessions work best for most people.",
        "Support hours are Monday to Friday, 9am-5pm Eastern, per the public help centre.",
        "The sample dataset table is called addresses_v2; it holds only synthetic rows.",
        "Price dropped from $1,299 to $1,099 after Black Friday.",
        "SKU 8806092745512 is the barcode on the box.",
        "The shuttle runs every 20 minutes between Terminal 2 and the rail station.",
        "ISO week 2024-W14 is the sprint where the migration lands.",
        "Postcode lookup API returned 429; retry after 60 seconds.",
        "Git tag v2.3.0-rc.1 points to the release candidate.",
        "Password policy: minimum 12 characters, one symbol, rotated every 90 days.",
        "The token bucket refills at 50 tokens per second.",
        "HR note: the job ad for Senior Engineer closes on 2024-05-31.",
        "Flight BA117 is listed in the public timetable as daily.",
        "Room 101 in the office is the server closet, not anyone's desk.",
        "Expense limit for taxis is £40 per trip.",
        "Field `email_verified` defaults to false in the schema.",
        "The `username` column is indexed; queries went from 800 ms to 12 ms.",
        "`/home` partition on the CI runner is 92% full.",
        "The example config uses api_key=YOUR_KEY_HERE as a placeholder.",
        "Routing table update: 10.0.0.0/8 now goes through the VPN gateway.",
        "Account tier 'Gold' gives 2x points on hotel bookings.",
        "Lisbon and Porto both have the conference on their list.",
        "Bank holiday on 26 December means transfers settle on the 27th.",
        "Apple Store Regent Street opens at 10am according to its website.",
        "Lead score threshold is 75; anything above goes to sales.",
        "ERROR 1045 (28000): Access denied — the fix was granting SELECT on the view.",
        "Checksum 9f86d081884c7d659a2feaa0c55ad015 matches the release tarball.",
        "The sprint ends on Friday; demo is in the all-hands.",
        "London Bridge station is closed for engineering works this weekend.",
        "Amazon Web Services bill rose 12% in March.",
        "Oatly Barista is the product name the sales team keeps mixing up.",
    ],
    "zh": [
        "构建号2024.11.30是测试通过的版本。",
        "会议室可容纳6人，在三楼。",
        "客户引用了《华盛顿邮报》关于宕机的报道。",
        "Python 3.12移除了distutils，需要装setuptools。",
        "供应商系统里的订单4111111111111112是测试批次，不是卡号。",
        "错误码E-2041-77，不是电话号码。",
        "发票号INV-2024-000871已全额付款。",
        "客服工作时间：工作日9点到18点（官网公布）。",
        "价格从1299元降到1099元，双十一之后恢复。",
        "条形码6901234567892是包装盒上的。",
        "机场大巴每20分钟一班，往返2号航站楼和火车站。",
        "南京路步行街周末人很多，拍摄任务改到别的地方。",
        "广州路上新开了一家书店，可以写进城市推荐。",
        "密码策略：至少12位，含一个符号，每90天更换。",
        "账号等级“金卡”订酒店有双倍积分。",
        "春节期间银行转账顺延到节后第一个工作日。",
        "这个接口每秒最多50次调用。",
        "招聘：高级工程师岗位{date}截止。",
        "G1234次列车时刻表上每天都有。",
        "101房间是机房，不是工位。",
        "出租车报销上限每次80元。",
        "字段email_verified默认是false。",
        "username列加了索引，查询从800毫秒降到12毫秒。",
        "示例配置里api_key=YOUR_KEY_HERE只是占位符。",
        "健身建议：每晚睡7到8小时，早上训练效果更好。",
        "校验和9f86d081884c7d659a2feaa0c55ad015与发布包一致。",
        "上海迪士尼乐园官网显示8:30开园。",
        "北京和杭州都在巡展城市名单里。",
        "线索评分阈值75分，超过就转给销售。",
        "报错1045：权限不足，给视图加了SELECT权限就好了。",
        "/home分区在CI机器上已用92%。",
        "王府井百货周年庆全场八折。",
        "中山公园站本周末封站施工。",
        "张江高科技园区的园区巴士线路改了。",
        "身份证复印件模板已经更新到第3版，字段说明没变。",
        "邮编查询接口返回429，60秒后重试。",
        "信用卡还款日是每月账单日后20天（银行规则）。",
        "测试卡号一律用沙箱提供的，不用真实卡。",
        "AWS三月账单涨了12%。",
        "李宁旗舰店上新了跑鞋，价格599元。",
    ],
    "mixed": [
        "build 2024.11.30 是 QA sign off 的版本。",
        "meeting room 可以坐 6 个人。",
        "Python 3.12 去掉了 distutils，要装 setuptools。",
        "vendor 系统的 order 4111111111111112 是 test batch，不是 card。",
        "error code E-2041-77，不是 phone number。",
        "support hours 是工作日 9am-6pm（官网写的）。",
        "price 从 $1,299 降到 $1,099。",
        "SKU 6901234567892 是包装上的 barcode。",
        "shuttle 每 20 分钟一班。",
        "password policy：至少 12 位，90 天换一次。",
        "rate limit 是每秒 50 个 tokens。",
        "email_verified 字段默认 false",
        "username column 加了 index，query 快了很多。",
        "example config 里的 api_key=YOUR_KEY_HERE 只是 placeholder。",
        "Gold tier 订 hotel 有双倍 points。",
        "春节 holiday 期间 transfer 顺延。",
        "lead score 超过 75 就转给 sales。",
        "ERROR 1045 是权限问题，grant SELECT 就好。",
        "/home partition 在 CI runner 上 92% 满了。",
        "checksum 9f86d081884c7d659a2feaa0c55ad015 跟 release 一致。",
        "Washington Post 那篇报道客户转发了。",
        "Regent Street 的 Apple Store 官网写 10am 开门。",
        "南京路 photo shoot 改期，人太多。",
        "room 101 是 server closet。",
        "fitness tip：early morning 训练效果好，睡够 7-8 小时。",
        "G1234 train 每天都有，timetable 上查得到。",
        "AWS bill 三月涨了 12%。",
        "invoice INV-2024-000871 已付清。",
        "Lisbon 和 Porto 都在 conference list 上。",
        "taxi 报销上限 £40 每次。",
    ],
}


def benign_with_lang() -> list[tuple[str, str]]:
    rng = random.Random(9199)
    out = []
    for lang in LANGS:
        seen = set()
        items = []
        for t in BENIGN_HARD[lang]:
            txt = _fill(t, rng, "")
            if txt not in seen:
                seen.add(txt)
                items.append(txt)
        tags = TAG_EN if lang == "en" else TAG_ZH if lang == "zh" else TAG_MX
        while len(items) < N_BENIGN:
            t = rng.choice(BENIGN_T[lang])
            if rng.random() < 0.3:
                t = rng.choice(tags) + t
            txt = _fill(t, rng, "")
            if txt in seen:
                continue
            seen.add(txt)
            items.append(txt)
        out.extend((lang, t) for t in items)
    return out


if __name__ == "__main__":
    report("P", samples(), benign_with_lang())
