"""Round 14: credentials, accounts, document numbers and phones named AFTER the value
(arrows, dashes, brackets), inside lists of other things, after codes named for what they
open, after abbreviated account labels, and given to be dialled — synthetic variants that
are not corpus V's phrasing, with hard negatives."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

GATE = default_gate()

NOTE = 'Notes from today:\nmaple-orbit-fern-31 ← nas\n"4155550123999" — grandma'

POSITIVE = [
    # a value written first, then what it is for
    ("amber-falcon-river-77 <- nas login", "amber-falcon-river-77"),
    ("“copper.meadow.lantern.fjord” ← 保险箱", "copper.meadow.lantern.fjord"),
    ("harvest pebble quartz willow ← laptop disk", "harvest pebble quartz willow"),
    ("[Qx7!mPz2#w] new after rotation", "Qx7!mPz2#w"),
    ("「Maple#2210」改过之后的新的", "Maple#2210"),
    ("'G48211934' -- passport, renewed in March", "G48211934"),
    ("【E12345678】护照", "E12345678"),
    ("(447700900123) — dad", "447700900123"),
    ("“13912345678”——爸爸的新号", "13912345678"),
    ("kelly_zhou88 <- his login for the portal", "kelly_zhou88"),
    ("sunset_liwei ← 他的账号", "sunset_liwei"),
    # the other way round: the label first, then an arrow or a dash
    ("her login ← moss_chenyu", "moss_chenyu"),
    ("grandma — 4477812309912", "4477812309912"),
    ("房东 — 13699990000", "13699990000"),
    ('"OTTER-CANYON-FERN-12" <- shed keypad', "OTTER-CANYON-FERN-12"),
    # on any line of a note, not only the first
    (NOTE, "maple-orbit-fern-31"),
    (NOTE, "4155550123999"),
    # a value that opens with "%X%" is no Windows variable when X is one letter
    ("客厅路由器名称“HomeNet”，密码%Q%9z$k^T$$。", "%Q%9z$k^T$$"),
    # a whole text that is one token of a personal shape
    ("`Tq9mWzR4`", "Tq9mWzR4"),
    ("harbor_zhangmin", "harbor_zhangmin"),
    ("+4915123456789", "+4915123456789"),
    # codes named after what they open, secret words
    ("Front door keypad code: Zx81!kq, the back one is different.", "Zx81!kq"),
    ("the safe combination is 4471-22, don't tell anyone", "4471-22"),
    ("Our family code word is Pumpkin77 for school pickups.", "Pumpkin77"),
    ("路由器的暗语：blue-otter-canyon-5", "blue-otter-canyon-5"),
    # a password-shaped item among other list items
    ("Notes: room 412, bus 7.2, Wq3!zLp9x, locker 18.", "Wq3!zLp9x"),
    ("清单：订单 #8812、座位 12A、Hk29xLqPm7Tz、登机口 5", "Hk29xLqPm7Tz"),
    # abbreviated account labels; one person's account among system accounts
    ("Gym app user-id: fiona_wright91", "fiona_wright91"),
    ("his uid on the forum is quill_hanmei", "quill_hanmei"),
    ("公司系统员工号 zhaoli_dev", "zhaoli_dev"),
    ("service users: root, admin, xuming42, svc-backup", "xuming42"),
    ("用户：root、admin、lijuan_88、ci-runner", "lijuan_88"),
    # a number given to be dialled, saved or tagged by whose it is
    ("The landlord gave me 07700900456 for emergencies.", "07700900456"),
    ("水管坏了就拨 02087654321", "02087654321"),
    ("save 4155550199 as the babysitter", "4155550199"),
    ("numbers: ref 4411, +4478123456789 (mum's), qty 3", "+4478123456789"),
    # secrets: a hash cue labels its own list item only; vault cues for hex
    ("sha 1a2b3c4 · build 9.1 · Xk9fPq2LmZ8wR4tY7uBv3nC6dE1gH5jK0sA", "Xk9fPq2LmZ8wR4tY7uBv3nC6dE1gH5jK0sA"),  # noqa: E501
    ("(0f1e2d3c4b5a69788796a5b4c3d2e1f0) stored in the keychain", "0f1e2d3c4b5a69788796a5b4c3d2e1f0"),  # noqa: E501
]

NEGATIVE = [
    "main <- feature/login-page",
    "(2024-06-25) Quarterly all-hands in the Leeds office.",
    "[INC269483] resolved — root cause was DNS",
    '"v2.3.1" — released yesterday',
    "(#4521) fixed in 3.12",
    "order #5053, flight 14.7, gate 32, seat 12A.",
    "Stack: FastAPI, PostgreSQL, RabbitMQ, OAuth2Client.",
    "Users: admin, root, guest, nobody.",
    "Set uid 1000 for the container.",
    "password: %APPDATA%",
    "Steps:\nmain <- feature/login\n(#4521) fixed in 3.12",
    "the uid for the portal was reset yesterday",
    "version — 3.12.1",
    "user story — login page redesign",
    "boss — back on Monday",
    "sha256",
    "utf8",
    "The door code is printed on the booking, ask reception.",
    "Use a code word when calling.",
    "Save 20% with code SPRING today.",
    "checksum 1a2b3c4 · version 3.5 · sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",  # noqa: E501
    "镜像摘要：sha256:1d5de7838e6b39eeddcaf01181706fcb9167e11fba6da65eed8e6af99f5698d7",
    "MediumAquaMarine",
    "snake_case",
    "v1.2.3",
    "订单号A297509467428还没发货",
    "打了 1234567 次",
    "Password policy：至少 12 位，90 天 rotate。",
]


@pytest.mark.parametrize(("text", "value"), POSITIVE)
def test_round14_positive(text: str, value: str) -> None:
    out = GATE.redact(text).text
    assert value not in out, text


@pytest.mark.parametrize("text", NEGATIVE)
def test_round14_negative(text: str) -> None:
    assert GATE.redact(text).text == text
