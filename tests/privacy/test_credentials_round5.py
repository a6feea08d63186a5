"""Round 5: credentials by shape and context (either order, either language, any wrapper)."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import PrivacyGate

GATE = PrivacyGate()

# (text, value): a password-shaped token on a line that names a credential
POSITIVE = [
    ("The old tablet unlocks with Vq7#mLp2xZ — wiping it before resale.", "Vq7#mLp2xZ"),
    ("We get into the shared NAS with `Rt9!kWq3Lp`.", "Rt9!kWq3Lp"),
    ("Hotspot on the train → 'Mx4$TtQz8n' #personal", "Mx4$TtQz8n"),
    ("- modem admin: [Zk2%PwQr7a]", "Zk2%PwQr7a"),
    ("办公室打印机管理页面：harbor_pepper_cedar_44", "harbor_pepper_cedar_44"),
    ("爸妈家的无线网用Kp8#vRm2Qx", "Kp8#vRm2Qx"),
    ("共享盘进去要输 (Nw5&hJq9Ty", "(Nw5&hJq9Ty"),
    ("Gh3*LmZq8w 是用户登农业银行网银用的", "Gh3*LmZq8w"),
    ("“Bz6^QwErT1” 是 user 登 招商银行 app 用的", "Bz6^QwErT1"),
    ("Memory：Lt4@Yp9Kcz 是 user 登 Jira 用的", "Lt4@Yp9Kcz"),
    ("The garage keypad code is yT5kQ9wEr2Lm", "yT5kQ9wEr2Lm"),
    ("She logged in with XwQvTr8Kp3Lz yesterday", "XwQvTr8Kp3Lz"),
    ("The cabin's guest network uses birch-lumen-sprocket-81", "birch-lumen-sprocket-81"),
    ("the laptop unlocks with cedar.meadow.quartz.15", "cedar.meadow.quartz.15"),
    ("parents' router admin uses 'cedar tundra falcon 12'", "cedar tundra falcon 12"),
    (
        "birch lantern mosaic 55 is what she types to get into the admin panel",
        "birch lantern mosaic 55",
    ),
    ("Router login → Fr!ckyHorse", "Fr!ckyHorse"),
    ("The holiday cottage wifi uses walnut ember tundra 41, says the host.", "walnut ember tundra"),
    ("password: <cobalt mosaic orchid falcon 93>", "cobalt mosaic orchid falcon 93"),
    ("路由器管理页面：MqTRkbWnVe$pL", "MqTRkbWnVe$pL"),
    ("the door keypad code is dragon1988", "dragon1988"),
    ("home wifi is on the fridge: wangli_2011.", "wangli_2011."),
    ("$ sshpass -p 'Qz8!mRt2' ssh deploy@10.0.0.5", "Qz8!mRt2"),
    ("$ sshpass -p granite-velvet-otter ssh ops@host", "granite-velvet-otter"),
    ("curl -u admin:\"Tq9!xWm3Lp\" https://ci.example.org/api", "Tq9!xWm3Lp"),
]


@pytest.mark.parametrize(("text", "value"), POSITIVE)
def test_password_by_shape_and_context(text: str, value: str) -> None:
    assert value not in GATE.redact(text).text


BENIGN = [
    "家里 router 是 Wi-Fi 6，subnet 192.168.1.0/24",
    "The admin panel runs on Python 3.12 and uses utf8mb4_unicode_ci.",
    "Login page: see docs/auth/login.md and issue #4821",
    "the router model is TL-WR841N v14, firmware 3.16.9",
    "Use django.contrib.admin for the admin console.",
    "Account dashboard lists 2024-05-01T10:00:00Z as the last login.",
    "管理页面的版本是 v2.3.1-beta，更新于 2024-05-01",
    "wifi channel 36, network name HomeNet-5G",
    "The app code lives in src/app/main.py; run make build-all to compile.",
    "access log shows GET /api/v1/users?page=2 200",
    "iPhone15Pro is the phone she uses for app testing",
    "The keypad model KP-2000X needs a firmware update.",
    "sshpass -e ssh host uses the SSHPASS environment variable",
    "mysql -u root -p mydb",
    "git commit a1b2c3d4e5f6 fixed the login bug",
    "the admin panel shows apples pears plums 58,000 times",
    "Wi-Fi router sits in the hallway cupboard 2",
    "log in and open chapter three section 4, then type",
]


@pytest.mark.parametrize("text", BENIGN)
def test_benign_untouched(text: str) -> None:
    assert GATE.redact(text).text == text


# (text, value): account and ID numbers named after them, or on a line naming them
NUMBERS = [
    ("451453265150 is the user's savings account at Lloyds", "451453265150"),
    ("“76459912” was her checking account with Chase", "76459912"),
    ("(0698549547) 是 user 在 Citi 的 savings（saved）", "0698549547"),
    ("88001234 是她在招商银行的储蓄卡", "88001234"),
    ("'30219987' is our joint current account at Monzo", "30219987"),
    ("User read out 630017397 while filling the tax form — it's their SSN.", "630017397"),
    ("报税 form 上用户填了 (490069603) #personal", "490069603"),
    ("社保号好像是 900123456", "900123456"),
    ("she typed 219099999 on the W-2 — her social security number", "219099999"),
    ("note,created_at\n4290 9295 5501 7947,2026-05-06T05:03:42Z,basic", "4290 9295 5501 7947"),
]


@pytest.mark.parametrize(("text", "value"), NUMBERS)
def test_numbers_named_anywhere_on_the_line(text: str, value: str) -> None:
    assert value not in GATE.redact(text).text


BENIGN_NUMBERS = [
    "10293847 is the order number for my account",
    "2024 is the year the account opened",
    "order 630017397 for the tax form printer",
    "tax form 1040 due 2025-04-15, ref 123456789 is invalid?",
    "total 4290 9295,500 items",
    "this is not a card number: 4290929555017947",
    "row,key,val\n69892,Qty,40\nVSQ-4457-BLK,cn-shanghai,Globex,pos,140.82.112.3,37528",
    "region,flight,sku\neu-west-2,,WSX-3937-BLK",
]


@pytest.mark.parametrize("text", BENIGN_NUMBERS)
def test_benign_numbers_untouched(text: str) -> None:
    assert GATE.redact(text).text == text


# (text, value): a long random token on a line (or next to one) that says what it is for
SECRETS = [
    ("The billing webhook signs payloads with `Qm7TzR2kLp9WvX4bN8cYd3FhJ6sA1eGu`.",
     "Qm7TzR2kLp9WvX4bN8cYd3FhJ6sA1eGu"),
    ("Kx8PqW2zRt5YvB9nM3cL7dF4hJ6sA1eGuT0oIi/+\n^ the bot runs with this one",
     "Kx8PqW2zRt5YvB9nM3cL7dF4hJ6sA1eGuT0oIi/+"),
    ("记住：Notion集成用的是Zr4KpQ8tWm2XvB7nL3cY9dF6hJ1sA5eG", "Zr4KpQ8tWm2XvB7nL3cY9dF6hJ1sA5eG"),
    ("旧的那串 3b9f1c2d4e5a6b7c8d9e0f1a2b3c4d5e 已经吊销了", "3b9f1c2d4e5a6b7c8d9e0f1a2b3c4d5e"),
    ("the old one (9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b) was revoked last week",
     "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b"),
    ("部署流程里要用到「Yt6Rw2Qp8Zk4Lm1Nx7Vb3Hc9Jd5Fg0Sa」，下周 rotate",
     "Yt6Rw2Qp8Zk4Lm1Nx7Vb3Hc9Jd5Fg0Sa"),
]


@pytest.mark.parametrize(("text", "value"), SECRETS)
def test_secret_by_shape_and_context(text: str, value: str) -> None:
    assert value not in GATE.redact(text).text


BENIGN_SECRETS = [
    "commit 3b9f1c2d4e5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c fixed the deploy script",
    "the release checksum (sha256) is "
    "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b",
    "deploy docs: https://example.com/Qm7TzR2kLp9WvX4bN8cYd3FhJ6sA1eGu/readme",
    "the api module is src/complex_memory_manager/privacy/detectors/secrets.py",
    "integrity sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC (CI)",
]


@pytest.mark.parametrize("text", BENIGN_SECRETS)
def test_benign_secret_shapes_untouched(text: str) -> None:
    assert GATE.redact(text).text == text
