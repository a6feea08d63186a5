"""A second, independent labelled corpus: different templates in a different style
(chatty agent notes, bullet lists, JSON snippets, mixed English/Chinese sentences) and
different value formats and perturbations (full-width digits, zero-width characters,
values at the very start/end of the text and next to CJK punctuation).

Written separately from :mod:`.corpus`; nothing here was tuned against the detectors.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable, Iterator

from faker import Faker

from complex_memory_manager.privacy import Category

from .corpus import Sample

C = Category
_A = string.ascii_letters + string.digits
_ZW = ("\u200b", "\u200c", "\u200d", "\u2060", "\ufeff")


def _r(rng: random.Random, n: int, alphabet: str = _A) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _secret(rng: random.Random, fk: Faker) -> str:
    return rng.choice(
        [
            lambda: "glpat-" + _r(rng, 20, _A + "_-"),
            lambda: "npm_" + _r(rng, 36),
            lambda: "pypi-AgEIcHlwaS5vcmc" + _r(rng, 60, _A + "_-"),
            lambda: (
                "xoxp-"
                + _r(rng, 11, string.digits)
                + "-"
                + _r(rng, 13, string.digits)
                + "-"
                + _r(rng, 32, "abcdef0123456789")
            ),
            lambda: "ghs_" + _r(rng, 36),
            lambda: "gho_" + _r(rng, 36),
            lambda: "sk_test_" + _r(rng, 32),
            lambda: "rk_live_" + _r(rng, 40),
            lambda: "ASIA" + _r(rng, 16, string.ascii_uppercase + string.digits),
            lambda: "sk-ant-admin01-" + _r(rng, 90, _A + "_-"),
            lambda: "SK" + _r(rng, 32, "0123456789abcdef"),  # Twilio API key
            lambda: "dop_v1_" + _r(rng, 64, "0123456789abcdef"),  # DigitalOcean
            lambda: "shpat_" + _r(rng, 32, "0123456789abcdef"),  # Shopify
            lambda: "key-" + _r(rng, 32, "0123456789abcdef"),  # Mailgun
            lambda: "eyJ" + _r(rng, 20) + "." + "eyJ" + _r(rng, 40) + "." + _r(rng, 43, _A + "_-"),
        ]
    )()


_WORDS = ["one", "two", "three", "four", "five", "six"]
_WORDS += ["seven", "eight", "nine", "ten", "eleven", "twelve"]


def _schedule(rng: random.Random, lang: str) -> str:
    if lang == "zh":
        part = rng.choice(["凌晨", "清晨", "早上", "上午", "中午", "下午", "傍晚", "晚上", "夜里"])
        num = rng.choice(
            ["一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
        )
        return rng.choice(
            [
                f"{part}{num}点",
                f"{part}{num}点半",
                f"{part}{rng.randint(1, 12)}点{rng.choice(['一刻', '三刻', '整', '半'])}",
                f"{rng.randint(0, 23)}:{rng.choice(['05', '20', '40', '55'])}",
                f"{part}{rng.randint(1, 12)}:{rng.choice(['00', '30'])}",
            ]
        )
    h = rng.randint(1, 12)
    return rng.choice(
        [
            f"{h}:{rng.choice(['05', '10', '20', '40', '50'])}pm",
            f"{h} AM",
            f"{h}:{rng.choice(['15', '45'])} p.m.",
            f"{rng.randint(13, 23)}:{rng.choice(['00', '15', '30'])}",
            f"{rng.randint(13, 23)}h{rng.choice(['00', '15', '30'])}",
            f"half past {_WORDS[h - 1]}",
            f"{h} sharp",
            f"quarter to {h}",
        ]
    )


def _values(fk: dict[str, Faker], rng: random.Random) -> dict[Category, Callable[[str], str]]:
    def en() -> Faker:
        return fk[rng.choice(["en_US", "en_GB", "en_US"])]

    def email(lang: str) -> str:
        f = fk["zh_CN"] if lang == "zh" else en()
        return f.email() if rng.random() < 0.7 else f.free_email()

    def phone(lang: str) -> str:
        if lang == "zh":
            return rng.choice([fk["zh_CN"].phone_number(), "+86 " + fk["zh_CN"].phone_number()])
        return en().phone_number()

    def address(lang: str) -> str:
        if lang == "zh":
            return fk["zh_CN"].address()
        f = en()
        return rng.choice([f.street_address(), f.address().replace("\n", ", ")])

    def gov(lang: str) -> str:
        if lang == "zh":
            return fk["zh_CN"].ssn()
        return rng.choice([fk["en_US"].ssn(), fk["en_US"].ssn().replace("-", " ")])

    def fin(lang: str) -> str:
        f = fk["en_US"]
        return rng.choice(
            [
                f.credit_card_number(
                    card_type=rng.choice(["visa", "mastercard", "amex", "discover"])
                ),
                fk["de_DE"].iban(),
                fk["fr_FR"].iban(),
                fk["en_GB"].iban(),
            ]
        )

    def name(lang: str) -> str:
        if lang == "zh":
            return fk["zh_CN"].name()
        f = fk[rng.choice(["en_US", "en_GB", "es_MX", "en_IN"])]
        return f"{f.first_name()} {f.last_name()}"

    def home(lang: str) -> str:
        u = fk["en_GB"].user_name()
        return rng.choice([f"/home/{u}", f"/Users/{u}", f"C:\\Users\\{u}", f"C:/Users/{u}"])

    def geo(lang: str) -> str:
        f = fk["zh_CN"] if lang == "zh" else en()
        lat, lon = float(f.latitude()), float(f.longitude())
        opts = [f"{lat:.4f},{lon:.4f}", f"{lat:.6f} {lon:.6f}"]
        if lang == "en":
            opts += [fk["en_GB"].postcode(), f"{fk['en_US'].state_abbr()} {fk['en_US'].zipcode()}"]
        return rng.choice(opts)

    return {
        C.SECRET: lambda lang: _secret(rng, fk["en_US"]),
        C.PASSWORD: lambda lang: fk["en_GB"].password(length=rng.randint(10, 20)),
        C.EMAIL: email,
        C.PHONE: phone,
        C.ADDRESS: address,
        C.GOVERNMENT_ID: gov,
        C.FINANCIAL: fin,
        C.PERSON_NAME: name,
        C.USERNAME: lambda lang: fk["en_GB"].user_name(),
        C.HOME_PATH: home,
        C.SCHEDULE: lambda lang: _schedule(rng, lang),
        C.GEO: geo,
    }


TEMPLATES: dict[Category, dict[str, list[str]]] = {
    C.SECRET: {
        "en": [
            "heads up — user pasted {v} by accident, treat as sensitive",
            '{"service": "billing", "token": "{v}"}',
            "- deploy token: {v}",
            "{v}",
            "export SERVICE_API_KEY={v}",
            "Authorization: Bearer {v}",
        ],
        "zh": [
            "用户不小心贴了{v}，注意保密。",
            "- 部署用的token：{v}",
            "「{v}」是他的访问令牌",
            "key={v}",
        ],
    },
    C.PASSWORD: {
        "en": [
            "fyi the router admin password is {v} (don't share)",
            '{"user": "ops", "password": "{v}"}',
            "- pwd: {v}",
            "new passcode = {v}",
        ],
        "zh": [
            "路由器管理密码是{v}，别外传",
            "- 登录密码：{v}",
            "他把密码改成了{v}。",
            "口令：{v}",
        ],
    },
    C.EMAIL: {
        "en": [
            "btw you can cc {v} on the invoices",
            '{"email": "{v}", "verified": true}',
            "- contact: {v}",
            "{v} is the best address for them",
            "Send it to {v}",
        ],
        "zh": ["发票抄送给{v}就行", "- 邮箱：{v}", "{v}是她常用的邮箱。", "用户说email是{v}"],
    },
    C.PHONE: {
        "en": [
            "if urgent ring {v} — evenings are fine",
            '{"phone": "{v}"}',
            "- mobile: {v}",
            "{v} is their cell",
            "call me on {v}",
        ],
        "zh": [
            "有急事打{v}。",
            "- 手机：{v}",
            "{v}是他的手机号",
            "用户的联系方式：{v}，周末也可以",
        ],
    },
    C.ADDRESS: {
        "en": [
            "they just moved — new place is {v}",
            '{"shipping_address": "{v}"}',
            "- home: {v}",
            "{v} is where the packages go",
        ],
        "zh": ["他们刚搬家，新地址：{v}", "- 家庭住址：{v}", "快递寄到{v}。", "地址是{v}"],
    },
    C.GOVERNMENT_ID: {
        "en": [
            "for the tax form, SSN {v}",
            '{"ssn": "{v}"}',
            "- social security no.: {v}",
            "their social security number is {v}",
        ],
        "zh": ["办签证要用身份证号{v}", "- 身份证：{v}", "{v}是他的身份证号码", "证件号{v}。"],
    },
    C.FINANCIAL: {
        "en": [
            "charge it to the card ending... actually full number {v}",
            '{"card_number": "{v}"}',
            "- payout IBAN: {v}",
            "{v} is the card on file",
        ],
        "zh": ["用{v}这张卡付款", "- 收款账户：{v}", "{v}是她的银行卡", "退款打到{v}。"],
    },
    C.PERSON_NAME: {
        "en": [
            "quick note: {v} will handle the onboarding",
            '{"owner": "{v}", "status": "open"}',
            "- reviewer: {v}",
            "Forward the deck to {v} tomorrow",
            "Lunch with {v} on Thursday",
            "cc {v}",
        ],
        "zh": [
            "把文档发给{v}",
            "- 负责人：{v}",
            "{v}说周五前给答复。",
            "明天和{v}一起吃饭",
            "同事{v}",
        ],
    },
    C.USERNAME: {
        "en": [
            "their github is @{v}, ping there",
            '{"username": "{v}"}',
            "- handle: @{v}",
            "login name = {v}",
        ],
        "zh": ["GitHub用户名：{v}", "- 账号：{v}", "在群里@{v}一下", "他的昵称是{v}。"],
    },
    C.HOME_PATH: {
        "en": [
            "logs end up in {v}/Library/Logs",
            '{"workdir": "{v}/src"}',
            "- dotfiles: {v}/.dotfiles",
            "{v}/Downloads is full",
        ],
        "zh": [
            "日志在{v}/logs目录下",
            "- 代码目录：{v}/code",
            "{v}/Desktop上有备份。",
            "路径：{v}\\data",
        ],
    },
    C.SCHEDULE: {
        "en": [
            "they walk the dog every weekday at {v}",
            '{"alarm": "{v}", "repeat": "daily"}',
            "- daily sync at {v}",
            "gym at {v} most days",
            "Wakes up at {v} on weekdays",
        ],
        "zh": ["他每天{v}遛狗", "- 每日站会：{v}", "工作日{v}起床。", "每周三{v}上钢琴课"],
    },
    C.GEO: {
        "en": [
            "pinned location {v} for the cabin",
            '{"coords": "{v}"}',
            "- home area: {v}",
            "the meetup spot is {v}",
        ],
        "zh": ["露营地坐标：{v}", "- 位置：{v}", "定位在{v}附近", "家附近的坐标{v}。"],
    },
}

#: mixed-language templates added to the zh cells
_MIXED = {
    C.EMAIL: ["请把 weekly report 发到 {v} 谢谢"],
    C.PHONE: ["call 他 at {v} 晚上八点以后不要打"],
    C.PERSON_NAME: ["meeting with {v} 改到下周"],
    C.SECRET: ["API key 是 {v}，别 commit 进 repo"],
}

_NUMERIC = {C.PHONE, C.GOVERNMENT_ID, C.FINANCIAL, C.SCHEDULE, C.GEO}


def _fullwidth(v: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if c.isdigit() else c for c in v)


def _perturb(rng: random.Random, cat: Category, v: str) -> str:
    x = rng.random()
    if cat in _NUMERIC and x < 0.2:
        return _fullwidth(v)
    if 0.2 <= x < 0.3 and len(v) >= 4:
        i = rng.randrange(1, len(v) - 1)
        return v[:i] + rng.choice(_ZW) + v[i:]
    return v


def samples(n_per_cell: int, seed: int = 424242) -> Iterator[Sample]:
    rng = random.Random(seed)
    locales = ("en_US", "en_GB", "zh_CN", "es_MX", "en_IN", "de_DE", "fr_FR")
    fk = {loc: Faker(loc) for loc in locales}
    for i, f in enumerate(fk.values()):
        f.seed_instance(seed + 7 * i)
    gen = _values(fk, rng)
    for cat, by_lang in TEMPLATES.items():
        for lang, templates in by_lang.items():
            pool = templates + (_MIXED.get(cat, []) if lang == "zh" else [])
            for _ in range(n_per_cell):
                tpl = rng.choice(pool)
                v = _perturb(rng, cat, gen[cat](lang))
                if tpl.startswith("{"):
                    v = v.replace("\\", "\\\\")
                start = tpl.index("{v}")
                text = tpl.replace("{v}", v)
                yield Sample(text, cat, lang, start, start + len(v))


def benign(seed: int = 5150) -> list[tuple[str, str]]:
    """Generated benign notes in the same styles (bullets, JSON, mixed language)."""
    rng = random.Random(seed)
    fk = Faker("en_US")
    fk.seed_instance(seed)
    zh = Faker("zh_CN")
    zh.seed_instance(seed)
    out: list[tuple[str, str]] = []
    for _ in range(120):
        out.append((f"- build {fk.sha1()[:10]} passed ({rng.randint(10, 900)} tests)", "en"))
        out.append((f'{{"request_id": "{fk.uuid4()}", "status": {rng.choice([200, 404])}}}', "en"))
        out.append(
            (f"trip to {fk.city()} in {fk.month_name()}, budget ${rng.randint(2, 50)}00", "en")
        )
        out.append((f"digest sha256:{fk.sha256()} pulled", "en"))
        out.append(
            (f"order #{rng.randint(10**8, 10**9 - 1)} arrives in {rng.randint(2, 9)} days", "en")
        )
        out.append((f"用户下个月去{zh.city_name()}出差，住市中心的酒店。", "zh"))
        out.append(
            (f"版本v{rng.randint(1, 9)}.{rng.randint(0, 20)}修复了{rng.randint(2, 40)}个问题", "zh")
        )
        out.append((f"- 本周跑步{rng.randint(2, 6)}次，共{rng.randint(10, 60)}公里", "zh"))
        out.append((f"订单{rng.randint(10**9, 10**10 - 1)}已签收。", "zh"))
        out.append((f"提交{fk.sha1()}合并到main分支", "zh"))
    return out
