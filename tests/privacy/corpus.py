"""A labelled corpus for the privacy gate: planted values (Faker en_US, en_GB, zh_CN plus
hand-written formats) inside agent-memory style templates, and benign texts.

Two splits: ``tune`` and ``heldout`` use different seeds AND different templates.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime

from faker import Faker

from complex_memory_manager.privacy import Category


@dataclass(frozen=True)
class Sample:
    text: str
    category: Category
    lang: str  # "en" | "zh"
    start: int  # planted value span in text
    end: int


def _rand(rng: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _secret(rng: random.Random) -> str:
    kind = rng.randrange(13)
    a = string.ascii_letters + string.digits
    return [
        lambda: "AKIA" + _rand(rng, 16, string.ascii_uppercase + string.digits),
        lambda: "ghp_" + _rand(rng, 36),
        lambda: "github_pat_" + _rand(rng, 22) + "_" + _rand(rng, 59),
        lambda: (
            "xoxb-"
            + "-".join(_rand(rng, 12, string.digits) for _ in range(2))
            + "-"
            + _rand(rng, 24)
        ),
        lambda: "sk-proj-" + _rand(rng, 48, a + "_-"),
        lambda: "sk-ant-api03-" + _rand(rng, 80, a + "_-"),
        lambda: "sk_live_" + _rand(rng, 24),
        lambda: "AIza" + _rand(rng, 35, a + "_-"),
        lambda: "hf_" + _rand(rng, 34, string.ascii_letters),
        lambda: "SG." + _rand(rng, 22, a + "_-") + "." + _rand(rng, 43, a + "_-"),
        lambda: _rand(rng, 10, string.digits) + ":AA" + _rand(rng, 33, a + "_-"),
        lambda: "eyJhbGciOiJIUzI1NiJ9.eyJ" + _rand(rng, 30, a) + "." + _rand(rng, 43, a + "_-"),
        lambda: "sk-" + _rand(rng, 48),
    ][kind]()


_TITLES = ("Mr", "Mrs", "Ms", "Miss", "Dr", "Prof", "Mx")
_SUFFIXES = ("MD", "DDS", "PhD", "DVM", "Jr.", "Sr.", "II", "III", "IV", "V")


def _strip_title(name: str) -> str:
    """Titles are kept by design ("Dr. [NAME]"): plant only the name itself."""
    words = name.split(" ")
    while len(words) > 2 and words[0].rstrip(".") in _TITLES:
        words.pop(0)
    while len(words) > 2 and words[-1] in _SUFFIXES:
        words.pop()
    return " ".join(words)


def _schedule_en(rng: random.Random) -> str:
    h = rng.randint(1, 12)
    forms = [
        f"{h}am",
        f"{h} pm",
        f"{h}:{rng.choice(['00', '15', '30', '45'])} a.m.",
        f"{rng.randint(0, 23):02d}:{rng.choice(['00', '30', '45'])}",
        f"{h}PM",
        f"{h} o'clock",
    ]
    return rng.choice(forms)


def _schedule_zh(rng: random.Random) -> str:
    part = rng.choice(["早上", "上午", "中午", "下午", "晚上", "凌晨", ""])
    h = rng.randint(1, 12)
    tail = rng.choice(["点", "点半", "点30分", "点整", "点15"])
    if not part:
        return f"{rng.randint(0, 23)}:{rng.choice(['00', '30'])}"
    return f"{part}{h}{tail}"


def _values(fk: dict[str, Faker], rng: random.Random) -> dict[Category, Callable[[str], str]]:
    def loc(lang: str) -> Faker:
        return fk["zh_CN"] if lang == "zh" else fk[rng.choice(["en_US", "en_GB"])]

    def home(lang: str) -> str:
        u = fk["en_US"].user_name()
        return rng.choice([f"/home/{u}", f"/Users/{u}", f"C:\\Users\\{u}"])

    def geo(lang: str) -> str:
        f = loc(lang)
        if lang == "zh":
            return rng.choice([f"{f.latitude():.5f}, {f.longitude():.5f}", "邮编" + f.postcode()])
        return rng.choice(
            [
                f"{f.latitude():.5f}, {f.longitude():.5f}",
                fk["en_GB"].postcode(),
                f"{fk['en_US'].state_abbr()} {fk['en_US'].postcode()}",
            ]
        )

    def fin(lang: str) -> str:
        f = fk["en_US"]
        return rng.choice([f.credit_card_number(), fk["en_GB"].iban(), f.iban()])

    def gov(lang: str) -> str:
        return fk["zh_CN"].ssn() if lang == "zh" or rng.random() < 0.3 else fk["en_US"].ssn()

    return {
        Category.SECRET: lambda lang: _secret(rng),
        Category.PASSWORD: lambda lang: fk["en_US"].password(length=rng.randint(8, 16)),
        Category.EMAIL: lambda lang: loc(lang).email(),
        Category.PHONE: lambda lang: loc(lang).phone_number(),
        Category.ADDRESS: lambda lang: (
            fk["zh_CN"].address() if lang == "zh" else loc(lang).street_address()
        ),
        Category.GOVERNMENT_ID: gov,
        Category.FINANCIAL: fin,
        Category.PERSON_NAME: lambda lang: _strip_title(loc(lang).name()),
        Category.USERNAME: lambda lang: fk["en_US"].user_name(),
        Category.HOME_PATH: home,
        Category.SCHEDULE: lambda lang: _schedule_zh(rng) if lang == "zh" else _schedule_en(rng),
        Category.GEO: geo,
    }


C = Category
TEMPLATES: dict[str, dict[Category, dict[str, list[str]]]] = {
    "tune": {
        C.SECRET: {
            "en": [
                "User's deploy key is {v}, rotate monthly.",
                "export OPENAI_API_KEY={v}",
                "Stored token {v} for the CI job.",
            ],
            "zh": ["用户的API密钥是{v}，请勿外传。", "部署令牌：{v}"],
        },
        C.PASSWORD: {
            "en": ["password: {v}", "The password is {v} for the staging box.", "pw={v}"],
            "zh": ["密码是{v}", "WiFi密码：{v}，在客厅。"],
        },
        C.EMAIL: {
            "en": ["Send the weekly report to {v}.", "User email: {v}"],
            "zh": ["用户邮箱是{v}，每周发报告。", "联系邮箱{v}"],
        },
        C.PHONE: {
            "en": ["Call the user at {v} after lunch.", "Phone: {v}"],
            "zh": ["用户手机号{v}，晚上别打。", "电话：{v}"],
        },
        C.ADDRESS: {
            "en": ["User lives at {v}.", "Ship to {v}, leave at door."],
            "zh": ["用户住在{v}。", "收货地址：{v}"],
        },
        C.GOVERNMENT_ID: {
            "en": ["SSN on file: {v}", "User gave ID {v} for the form."],
            "zh": ["身份证号{v}", "用户的身份证是{v}。"],
        },
        C.FINANCIAL: {
            "en": ["Card {v} expires soon.", "Pay with {v} next time."],
            "zh": ["银行卡号{v}", "用户用{v}付款。"],
        },
        C.PERSON_NAME: {
            "en": [
                "Contact Dr. {v} about the results.",
                "My name is {v}.",
                "User's manager {v} approved it.",
            ],
            "zh": ["我叫{v}。", "联系人：{v}", "同事{v}喜欢喝咖啡。"],
        },
        C.USERNAME: {
            "en": ["Ping @{v} on Slack.", "username: {v}"],
            "zh": ["用户名：{v}", "在推特上关注@{v}"],
        },
        C.HOME_PATH: {
            "en": ["Notes live in {v}/notes/todo.md", "cd {v}/projects"],
            "zh": ["笔记在{v}/docs下面", "配置文件：{v}/.config/app.yaml"],
        },
        C.SCHEDULE: {
            "en": ["User runs every day at {v}.", "Standup is at {v} daily."],
            "zh": ["每天{v}跑步", "用户{v}睡觉。"],
        },
        C.GEO: {
            "en": ["Home is at {v}.", "Location: {v}"],
            "zh": ["家的位置：{v}", "用户在{v}附近"],
        },
    },
    "heldout": {
        C.SECRET: {
            "en": [
                "Remember: the Stripe/OpenAI credential {v} belongs to the user.",
                "config: token={v}",
                "{v} is the user's personal key",
            ],
            "zh": ["记住这个密钥{v}", "令牌为{v}，下周过期"],
        },
        C.PASSWORD: {
            "en": ["User said their password is {v}", "login creds - pass: {v}", "Passwd={v}"],
            "zh": ["登录密码为{v}", "用户的密码：{v}，别忘了"],
        },
        C.EMAIL: {
            "en": ["Prefers updates by mail ({v}).", "Reach out via {v} if blocked."],
            "zh": ["有问题发邮件到{v}", "邮箱：{v}"],
        },
        C.PHONE: {
            "en": ["Emergency contact number {v}", "Text {v} when the build is done."],
            "zh": ["紧急联系电话{v}", "打{v}找他"],
        },
        C.ADDRESS: {
            "en": ["The user moved to {v} last spring.", "Office: {v}"],
            "zh": ["新家在{v}", "公司地址{v}，楼下有咖啡店"],
        },
        C.GOVERNMENT_ID: {
            "en": ["Social security number {v} (verify)", "id={v}"],
            "zh": ["居民身份证{v}已登记", "证件号码：{v}"],
        },
        C.FINANCIAL: {
            "en": ["Refund goes to {v}.", "Use the account {v} for payroll."],
            "zh": ["退款到{v}", "工资卡{v}"],
        },
        C.PERSON_NAME: {
            "en": [
                "Meeting notes from {v}: ship Friday.",
                "Signed, {v}",
                "User's wife {v} prefers window seats.",
            ],
            "zh": ["姓名：{v}", "和{v}一起开会", "{v}说下周再聊。"],
        },
        C.USERNAME: {
            "en": ["Their GitHub handle is @{v}", "login: {v}"],
            "zh": ["他的账号是{v}", "微博@{v}"],
        },
        C.HOME_PATH: {
            "en": ["Cache at {v}/.cache/models", "Script path: {v}\\scripts\\run.py"],
            "zh": ["日志写到{v}/logs", "模型在{v}/models目录"],
        },
        C.SCHEDULE: {
            "en": ["Takes medication at {v} every day.", "Usually online from {v}."],
            "zh": ["用户{v}吃药", "工作日{v}开会"],
        },
        C.GEO: {"en": ["GPS {v}", "Postal area {v}"], "zh": ["坐标{v}", "定位：{v}"]},
    },
}

BENIGN_EN = [
    "User prefers concise answers in the early morning.",
    "Upgraded to version 2.14.3 on 2024-05-01.",
    "Request id 550e8400-e29b-41d4-a716-446655440000 failed.",
    "Fixed in commit 3f9a2b1c7d.",
    "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "Order #48213377 shipped; issue #1234 closed.",
    "Server listens on port 8080 (localhost:8080).",
    "The user likes Paris, Tokyo and New York.",
    "Prefers evening meetings.",
    "Run `pip install -e .` then `pytest -q`.",
    "def add(a, b):\n    return a + b",
    "@dataclass\nclass Point:\n    x: int",
    "Use Python 3.11 and Node 20.",
    "Budget is $1,250 per month.",
    "Release v1.2.0-rc.1 on 2025-01-15T10:30:00Z.",
    "Skill stats: 47 calls, 0.96 success rate.",
    "The meeting moved to next week.",
    "IPv4 192.168.1.10 is the router.",
    "Ratio 16:9, 4K display.",
    "Temperature was 23.5 degrees.",
    "The user enjoys hiking in the mountains.",
    "Stock up on coffee, tea and oat milk.",
    "Read chapter 7 of the book.",
    "Use ISO dates like 2024-12-31.",
    "Build 20240501.3 passed.",
    "Latency p99 was 120 ms.",
]
BENIGN_ZH = [
    "用户喜欢简洁的回答。",
    "版本升级到2.14.3，日期2024-05-01。",
    "早上喜欢喝咖啡。",
    "用户住在北京。",
    "订单号48213377已发货。",
    "服务运行在8080端口。",
    "我有3点建议：第一，简化流程。",
    "晚上不要打扰。",
    "项目进度正常，下周发布。",
    "周末喜欢去公园散步。",
    "用户偏好中文界面。",
    "温度是23.5度。",
    "请把这个文件转成PDF。",
    "上海和杭州都去过。",
    "每天都要写日报。",
    "提交哈希3f9a2b1c7d。",
]


def samples(split: str, n_per_cell: int) -> Iterator[Sample]:
    seed = 1234 if split == "tune" else 98765
    rng = random.Random(seed)
    fk = {loc: Faker(loc) for loc in ("en_US", "en_GB", "zh_CN")}
    for i, f in enumerate(fk.values()):
        f.seed_instance(seed + i)
    gen = _values(fk, rng)
    for cat, by_lang in TEMPLATES[split].items():
        for lang, templates in by_lang.items():
            for _ in range(n_per_cell):
                tpl = rng.choice(templates)
                v = gen[cat](lang)
                start = tpl.index("{v}")
                text = tpl.replace("{v}", v)
                yield Sample(text, cat, lang, start, start + len(v))


#: Faker's dates run up to "now" unless told otherwise: a fixed end keeps the corpus identical
#: on every run
_DATES_END = datetime(2025, 1, 1)


def benign(split: str) -> list[tuple[str, str]]:
    rng = random.Random(7 if split == "tune" else 70)
    out = [(t, "en") for t in BENIGN_EN] + [(t, "zh") for t in BENIGN_ZH]
    fk = Faker("en_US")
    fk.seed_instance(rng.randint(0, 1000))

    def day() -> str:
        return fk.date(end_datetime=_DATES_END)

    for _ in range(60):
        out.append(
            (
                f"Build {fk.uuid4()} ran {rng.randint(1, 999)} tests in {rng.randint(1, 90)}s "
                f"on {day()}; version {rng.randint(0, 9)}.{rng.randint(0, 30)}."
                f"{rng.randint(0, 9)}.",
                "en",
            )
        )
        out.append(
            (
                f"{fk.city()} is where the user went on {day()}; "
                f"ticket #{rng.randint(1000, 99999999)}.",
                "en",
            )
        )
        out.append(
            (
                f"版本{rng.randint(1, 9)}.{rng.randint(0, 20)}于{day()}发布，"
                f"共{rng.randint(2, 500)}个问题。",
                "zh",
            )
        )
    return out
