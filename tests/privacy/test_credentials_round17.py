"""Round 17: usernames, passwords and secrets after short, pinyin and phrase cues.

Synthetic cases written by hand (not the corpus's texts): each class with variants in
other cue words, wrappers, cases and the other language, and hard negatives.
"""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

GATE = default_gate()


def _cats(text: str) -> set[str]:
    return {f.category.value for f in GATE.scan(text)}


def _hidden(text: str, value: str) -> bool:
    return value not in GATE.redact(text).text


USERNAMES = [
    ("uname dorothy_pike", "dorothy_pike"),
    ("UNAME: HAROLDBYRNE22", "HAROLDBYRNE22"),
    ("yhmwallace.ford", "wallace.ford"),
    ("YHM tianhao_88", "tianhao_88"),
    ("yhm：xiaoyuzhou", "xiaoyuzhou"),
    ("网名→zhou_meilan", "zhou_meilan"),
    ("昵称→「LUNA_BERG」", "LUNA_BERG"),
    ("screen name→quinn.adler", "quinn.adler"),
    ("her screen name -> PRIYA_RAMAN", "PRIYA_RAMAN"),
    ("nickname on discord: OSCAR_VALE", "OSCAR_VALE"),
    ("记一下 login 名：FELIX_ORTEGA", "FELIX_ORTEGA"),
    ("accounts: work, backup, nadia_k93", "nadia_k93"),
    ("账号：大号、小号、WANGLEI_07", "WANGLEI_07"),
    ("accounts：主号、test、rosalind.gale", "rosalind.gale"),
    ("用zhangyiming88登录就行", "zhangyiming88"),
    ("记得用「mrsunwei」登陆", "mrsunwei"),
    ("用 TOBIAS_K sign in 哈", "TOBIAS_K"),
    ("我们共用账号 login ethan_w77.", "ethan_w77"),
    ("“xxlinmeix”", "xxlinmeix"),
    ("'realjohnmarsh'", "realjohnmarsh"),
]


@pytest.mark.parametrize(("text", "value"), USERNAMES)
def test_username_cues(text: str, value: str) -> None:
    assert _hidden(text, value)


PASSWORDS = [
    ("the tablet unlocks with Qx7#pLm2", "Qx7#pLm2"),
    ("my phone unlocks with orbit candle river stone.", "orbit candle river stone"),
    ("电脑开机用 Zr9_kTq4wB", "Zr9_kTq4wB"),
    ("switched from the old password to Hv3!mmQ81", "Hv3!mmQ81"),
    ("switched it from the old one to velvet lantern oak", "velvet lantern oak"),
    ("旧的作废了，现在是Tk8vWq2Lp", "Tk8vWq2Lp"),
    ("old 的删了 now is pN4_xR7v", "pN4_xR7v"),
    ("mimasun-field-glass", "sun-field-glass"),
    ("MIMA: Kw9pLz2q", "Kw9pLz2q"),
    ("mm：bluefish_2023", "bluefish_2023"),
    ("router password, pale.river.stone thx", "pale.river.stone"),
    ("网银密码，Yt6#qLw0", "Yt6#qLw0"),
    ("wifi list: gym (none), home quiet.maple.ridge", "quiet.maple.ridge"),
    ("wifi清单：公司（问IT）、家里copper_lamp_seven", "copper_lamp_seven"),
    ("wifi：MyHome-5G／ivory.bench.cloud", "ivory.bench.cloud"),
    ("xRt8vQpLmN 是 wifi pw", "xRt8vQpLmN"),
    ("「amber fox quiet hill」nas 新密码", "amber fox quiet hill"),
    ("the admin password set to marble-tiger-seven-lake", "marble-tiger-seven-lake"),
    ("我家wifi密码是silver dune over kettle", "silver dune over kettle"),
]


@pytest.mark.parametrize(("text", "value"), PASSWORDS)
def test_password_cues(text: str, value: str) -> None:
    assert _hidden(text, value)


_H1 = "9c1e5a77b0d24f6e8a3b1c0d9e8f7a6b5c4d3e2f"
_H2 = "4b7e9a1c3d5f7e9a1b3c5d7e9f1a3b5c7d9e1f3a"
_H3 = "0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b"
SECRETS = [
    (f"手滑把{_H1}发到群里了", _H1),
    (f"【{_H2}】放进保险箱", _H2),
    (f"oops {_H3} posted in the group chat", _H3),
]


@pytest.mark.parametrize(("text", "value"), SECRETS)
def test_secret_context(text: str, value: str) -> None:
    assert _hidden(text, value)


BENIGN = [
    "uname -a prints Linux",
    "uname output looks fine",
    "用 google 登录",
    "用微信登录就行",
    "accounts: 3 total",
    "please login again.",
    "screen name field is required",
    "the laptop unlocks with fingerprint",
    "the laptop unlocks with face id.",
    "电脑开机用 Win11",
    "changed it from the old one to the new one",
    "moved from the old one to Monday",
    "upgrade from the old one to 3.11",
    "wifi list: cafe (open), office (ask IT), home network",
    "密码是什么来着",
    "password, please",
    "v1.2.3 is the wifi pw?",
    "用户还提到sha256:0676f70f3a707706ecf124c4d84c388cb1624a0e04b7a1f575fae89dd0b04321。",
    "把 sha1 182d68d8050362f1ec7d8a044e349ea3cc6fb8e8 发到群里了",
    "commit 182d68d8050362f1ec7d8a044e349ea3cc6fb8e8 posted in the group chat",
    '"hello"',
]


@pytest.mark.parametrize("text", BENIGN)
def test_benign_untouched(text: str) -> None:
    assert GATE.redact(text).text == text, _cats(text)


@pytest.mark.parametrize("text", ["用 kubectl 登录集群", "用 ssh 登录服务器", "用 sso sign in"])
def test_login_tools_untouched(text: str) -> None:
    assert GATE.redact(text).text == text
