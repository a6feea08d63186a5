"""Round-2 fixes for schedules, home paths, phones, emails, government IDs, financial
numbers and secrets (blind corpora D and E), with the hard negatives next to each.
Hand-written synthetic values; assertions name categories, never values."""

from __future__ import annotations

import pytest

from .helpers import cats, redacted

POSITIVE = [
    # schedule: Chinese-numeral hours with minutes, 早/晚 prefix, English spelled / run together
    ("个人日程：每周三八点一刻上游泳课。", "schedule"),
    ("用户每天六点45分出门，路上看消息。", "schedule"),
    ("孩子每周二两点半上钢琴课", "schedule"),
    ("我一般十一点三刻下班", "schedule"),
    ("user 每天 九点20 喝咖啡", "schedule"),
    ("我每天早六点出门坐地铁", "schedule"),
    ("周末早九点三刻去菜市场", "schedule"),
    ("晚十点准时睡觉", "schedule"),
    ('{"提醒": "晨跑", "时间": "十点半"}', "schedule"),
    ("piano lessons seven thirty on thursdays", "schedule"),
    ("i walk the dog at six forty-five", "schedule"),
    ("alarm定的five fifteen", "schedule"),
    ("my shift starts 545am this month", "schedule"),
    ("i lock up at 1030pm every night", "schedule"),
    ("每周日830pm call我妈", "schedule"),
    ("we leave at 20 to 3", "schedule"),
    ("I call my mom at 8pm ET every sunday", "schedule"),
    # home paths: any case of users, any drive, forward slashes
    ("saved to c:\\users\\dana\\Documents\\cv.docx", "home_path"),
    ("我放在d:/users/liwei/Desktop 了", "home_path"),
    ("游戏存档在e:\\USERS\\王芳\\Saved Games", "home_path"),
    # phones: extensions, weak cues for bare NANP numbers, line-level cues
    ("座机010-62345678-215", "phone"),
    ("前台电话02087654321-3301", "phone"),
    ("公司电话(021)64321987转分机806", "phone"),
    ("分机：0755-26543210转3302", "phone"),
    ("office phone 020-3456 7890 ext 12", "phone"),
    ("ph: 4156093372", "phone"),
    ("its 7035550198 lmk", "phone"),
    ("uber司机打4125550143", "phone"),
    ("8325550177 thats my work line", "phone"),
    ("6175550123 这是我的work phone", "phone"),
    ('twilio send failed: "To=3125550188"', "phone"),
    # spoken emails
    ("email me sam underscore reyes at gmail dot com", "email"),
    ("我email是li dash na at outlook dot com", "email"),
    # government ids: lower-case / odd-spaced NI numbers, ss#, document numbers
    ("my NI no is jk 12 34 56 c for payroll", "government_id"),
    ("national insurance ab123456d", "government_id"),
    ("NI number是ce 765432 a", "government_id"),
    ("ss# 536221734", "government_id"),
    ("KYC 返回 document_number=K12345678，MRZ ok", "government_id"),
    ("passport_no: E98765432", "government_id"),
    # financial: sort codes, refund cards, IBAN under a table header
    ("sort code 40-11-62 account 31926819", "financial"),
    ("sort code 20-00-00 账号另发", "financial"),
    ("refund 原路退回到 4111 1111 1111 1111，3-7 business days", "financial"),
    ("退款原路退回到 6222 0212 3456 7890", "financial"),
    ("| vendor | IBAN |\n|---|---|\n| Acme | BE71096123456769 |", "financial"),
    # secrets: symbol-rich quoted keys, Slack webhook paths, passwords with no user
    ("SECRET_KEY = 'k#9x@2m!q(7z)w+e=4r%t^y&u*8i-o0p_a1s2d3f4g5h6j'", "secret"),
    ("Slack webhook path 是 T0ABCDE12/B0FGHIJ34/abcdefghijklmnopqrstuvwx", "secret"),
    ("redis://:s3cretPassw0rd@10.0.0.5:6379/0", "secret"),
]


@pytest.mark.parametrize(("text", "category"), POSITIVE)
def test_found(text: str, category: str) -> None:
    assert category in cats(text)


NEGATIVE = [
    # public / system event times and numbers that only look like clocks
    "the game starts at 8pm ET on espn",
    "the f1 race starts at 7:30pm local",
    "the nightly snapshot runs at 02:00 UTC",
    "世界杯决赛北京时间凌晨3点开球",
    "deployed at 2024-05-01T04:10:07+08:00",
    "flaky tests down from 14 to 3",
    "retry 20 to 3 times",
    "这两点我同意",
    "有两点需要注意",
    "这个菜再放一点盐",
    "他比我早一点到",
    "晚一点再说",
    "the seven thirty-somethings in the office",
    "five thirty minutes later",
    "the 1010 am radio station",
    # home-like paths that are not a person's
    "c:\\users\\public\\documents",
    "GET /users/123/profile",
    # phones: document numbers, ids, timestamps
    "发票号码 45871236，开票日期 2025-12-18",
    "订单号 2024061512",
    "build 2024061512 passed",
    "PID 5183065339",
    "timestamp 1700000000",
    "error code 6292757904 returned",
    # ids
    "ni hao ab123456c",
    "document_number=INV-2024-000123",
    # financial
    "the meeting on 12-05-24 was fine",
    "总价 1,234,567",
    # secrets: placeholders, format strings, code
    ".env.example: DATABASE_URL=postgres://${DB_USER}:${DB_PASSWORD}@10.0.0.2:5432/app",
    "redis://:${REDIS_PASSWORD}@10.0.0.3:6379",
    "SECRET_KEY = os.environ['DJANGO_SECRET_KEY']",
    "cache_key = 'user:%(id)s:profile:v2'",
    "log_format = '%(asctime)s %(levelname)s %(message)s'",
    "date_key = '%Y-%m-%d:%H:%M:%S'",
]


@pytest.mark.parametrize("text", NEGATIVE)
def test_untouched(text: str) -> None:
    assert redacted(text) == text


def test_extension_is_redacted_with_the_number() -> None:
    out = redacted("座机021-64321987转分机806")
    assert "806" not in out
    out = redacted("前台电话0571-84321987-2815")
    assert "2815" not in out


def test_django_key_is_redacted_whole() -> None:
    out = redacted("SECRET_KEY = 'a1!b2@c3#d4$e5%f6^g7&h8*i9(j0)k=l+m-n_o1p2q3r4s5t6'")
    assert out == "SECRET_KEY = '[SECRET]'"


def test_spoken_email_is_redacted_whole() -> None:
    assert redacted("my email is ann underscore lee at yahoo dot com") == "my email is [EMAIL]"


def test_generalized_forms() -> None:
    assert redacted("我每天早七点出门") == "我每天早上出门"
    assert redacted("i start work at 1015am") == "i start work at morning"
    assert redacted("saved to c:\\users\\dana\\Documents\\cv.docx") == (
        "saved to ~\\Documents\\cv.docx"
    )


MORE_POSITIVE = [
    ("account GMKT36877800639431", "financial"),
    ("IBAN GB63UXIN2016849340722", "financial"),
    ("SSN ZZ 372651 T", "government_id"),
    ("SSN 235 295 508", "government_id"),
    ("numéro de sécurité sociale 151122923220574", "government_id"),
    ("i wake up at 06:45:00", "schedule"),
    ("每天07:30:00起床", "schedule"),
    ("dinner at six-thirty pm", "schedule"),
    ("cd /mnt/c/Users/alice/Projects", "home_path"),
    ("see /users/carol/Desktop/todo.txt", "home_path"),
]
MORE_NEGATIVE = [
    # round 26: a SWIFT/BIC code names a bank, not anyone's account
    "SWIFT KQGJGBICNKX",
    "bic: LRWMGBVD",
    "account SETTINGS page",
    "Arabic LANGUAGE pack",
    "the social security office is closed 2024-05-01",
    "the job failed at 14:35:36",
    "duration 01:57:03",
    "GET /api/users/42/orders",
]


@pytest.mark.parametrize(("text", "category"), MORE_POSITIVE)
def test_more_found(text: str, category: str) -> None:
    assert category in cats(text)


@pytest.mark.parametrize("text", MORE_NEGATIVE)
def test_more_untouched(text: str) -> None:
    assert redacted(text) == text


def test_spelled_hint_is_implied_by_the_pattern() -> None:
    from complex_memory_manager.privacy._lazy import resolve
    from complex_memory_manager.privacy.detectors import schedules
    from complex_memory_manager.privacy.normalize import normalize

    for text in [t for t, _ in POSITIVE + MORE_POSITIVE] + NEGATIVE + MORE_NEGATIVE:
        norm = normalize(text)
        if not schedules._spelled_hint(norm):
            assert resolve(schedules._SPELLED).search(norm.text) is None


def test_fullwidth_colon_only_punctuates() -> None:
    assert "phone" in cats("关于订单#12345：0755-71355961是她的工作电话")
    assert "schedule" in cats("关于订单#12345：3:45去接孩子")
    for text in ("at 10:20:30 we left", "12:30:4155550132", "time 1:2345678"):
        assert redacted(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "SECRET_KEY=k#9x@2m!q(7z)w+e=4r%t^y&u*8i-o0p_a1s2d3f4g5h6j",
        "export DJANGO_SECRET_KEY=k#9x@2m!q(7z)w+e=4r%t^y&u*8i-o0p_a1s2d3f4g5h6j",
        "app.config['SECRET_KEY'] = 'k#9x@2m!q(7z)w+e=4r%t^y&u*8i-o0p_a1s2d3f4g5h6j'",
        "hook: https://discord.com/api/webhooks/112233445566778899/"
        "aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5zA7bC9dE1fG3hI5jK7lM9nO1pQ3rS5tU7",
    ],
)
def test_more_secret_shapes(text: str) -> None:
    assert "secret" in cats(text)


@pytest.mark.parametrize(
    "text",
    [
        "SECRET_KEY=${DJANGO_SECRET_KEY}",
        'API_KEY=os.environ.get("API_KEY")',
        "token_regex=^[A-Za-z0-9_\\-]{20,}(?:\\.[a-z]+)?$",
    ],
)
def test_secret_code_stays(text: str) -> None:
    assert redacted(text) == text


def test_chinese_numeral_24_hour_clock() -> None:
    assert redacted("我每天十九点下班") == "我每天晚上下班"
    assert "schedule" in cats("每天二十二点睡觉")
    assert redacted("这个问题有十三点要说") == "这个问题有十三点要说"
