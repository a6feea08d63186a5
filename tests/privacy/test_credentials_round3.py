"""Round 3 of usernames and passwords: handles after phrase cues rather than labels, a
label next to its translation, name-shaped handles (given+surname, initial+surname, pinyin,
a name and a number) and a lone handle on a line; passwords after cues other than
"password" (memorable word, network key, "use X to unlock", "protected with X", "reset it
to X"), passphrases with a number, symbol-rich generated passwords alone on a line.
Hand-written synthetic values; hard negatives must pass untouched."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy.detectors.handles import name_shaped
from complex_memory_manager.privacy.detectors.passwords import strong_password

from .helpers import redacted

USERNAMES = [
    # phrase cues, English
    ("Library system: the reader's catalogue login tpemberton42", "tpemberton42"),
    ("Travel portal: bookings filed under login gwinslow.", "gwinslow"),
    ("Gym application: member login r.okonkwo", "r.okonkwo"),
    ("Leaver checklist: disable the AD account hollandme512 on 03/02/2025.", "hollandme512"),
    ("I'm carlagrimes on Mastodon.", "carlagrimes"),
    ("I'm ethan83 on Twitch these days.", "ethan83"),
    ("She posts as wendellmarsh on the forum.", "wendellmarsh"),
    ("ssh into the staging host as pkowalczyk.", "pkowalczyk"),
    ("Sign-in name: dorothyaustin", "dorothyaustin"),
    ("Username on the wiki: pricebeatrice", "pricebeatrice"),
    ("Screen name for the game: vincentrowe", "vincentrowe"),
    # Chinese and mixed
    ("我在贴吧的ID是lihongmei。", "lihongmei"),
    ("用户zhoujie刚刚退出群聊。", "zhoujie"),
    ("账户wangfang88已被冻结。", "wangfang88"),
    ("用sunxiaolong登录管理后台。", "sunxiaolong"),
    ("这个dengyu是我的马甲。", "dengyu"),
    ("请用户hexiuying尽快完善资料。", "hexiuying"),
    ("Steam 上我叫 robertkhan", "robertkhan"),
    ("我在 Lobsters 用 tmorrison", "tmorrison"),
    ("ssh 用 annaflores 登录", "annaflores"),
    ("请 user geraldwebb 更新 profile", "geraldwebb"),
    ("gracepatel 是我的 alt 账号", "gracepatel"),
    # a label and its translation
    ("客服记录：客户微信号 WeChat lanfei_2231", "lanfei_2231"),
    ("人事系统 HR portal — Login 登录: mhodges21", "mhodges21"),
    ("社区 forum ID：owenbarker", "owenbarker"),
    # alone on a line
    ("ywilkinson", "ywilkinson"),
    ("harrietdawson", "harrietdawson"),
    ("caoxiaoming", "caoxiaoming"),
    ("norma_4417", "norma_4417"),
]

PASSWORDS = [
    ("Bank note: customer says her memorable word is Hedgehog1987!", "Hedgehog1987!"),
    ("Call centre: memorable word is lantern.walrus.quince", "lantern.walrus.quince"),
    ("银行 Bank: memorable word 记忆词 tangerine velvet anchor", "tangerine velvet anchor"),
    ("银行 Bank: memorable word 记忆词 Qx7mWp2rTz", "Qx7mWp2rTz"),
    ("登录 Login\n密码 Pass: walnut harbour fennel", "walnut harbour fennel"),
    ("Claim note: the statement PDF password maple ribbon comet 48", "maple ribbon comet 48"),
    ('Policy portal: passphrase "ember falcon thistle 52" chosen on signup.',
     "ember falcon thistle 52"),
    ("Temp password cable drift orchard — change it after the first login.",
     "cable drift orchard"),
    ("Password: domestic lawyer cloud balance carry", "domestic lawyer cloud balance carry"),
    ("pass: if month national region industry", "if month national region industry"),
    ("Guest network key: Tq%4zL!8wp", "Tq%4zL!8wp"),
    ("Office network key: copper lamp tonight", "copper lamp tonight"),
    ("guest WiFi 的 key：hollis2290", "hollis2290"),
    ("Use &Kp29zQ!vRm to unlock the tablet.", "&Kp29zQ!vRm"),
    ("Use tobias_5521 to unlock the laptop.", "tobias_5521"),
    ("The archive is protected with b7x2kq9pmw4t.", "b7x2kq9pmw4t"),
    ("The zip is protected with lemon-forest-quiet-angle.", "lemon-forest-quiet-angle"),
    ("I reset it to 5Hq8rTm2XwLp.", "5Hq8rTm2XwLp"),
    ("I reset it to marlon4471.", "marlon4471"),
    ("用 q4w8z2m6k9r unlock 电脑", "q4w8z2m6k9r"),
    ("用Zt8!kP3#wQ解锁手机。", "Zt8!kP3#wQ"),
    ("用ocean table river mind解锁电脑。", "ocean table river mind"),
    ("^Rb7!qLx2#Vm", "^Rb7!qLx2#Vm"),
    ("Harvest2019!", "Harvest2019!"),
    ("wQ3xTz9KpL2mB", "wQ3xTz9KpL2mB"),
]

BENIGN = [
    # colours, sizes, products, versions
    "Favourite colour: DarkGoldenRod",
    "Theme colour is MediumSeaGreen.",
    "iPhone 15 64GB",
    "Storage: 64GB",
    "iPhone15Pro",
    "react@18.2.0",
    "pip install numpy==1.26.4",
    "Use sha256 to verify the download.",
    "The file is encrypted with AES-256.",
    "Use FaceID to unlock the phone.",
    "Use Ctrl+F5 to open it fresh.",
    "I reset it to a3f9c21.",
    "I set it to python3.11.",
    # phrase cues with ordinary words
    "The login page fails on Safari.",
    "Please login again tomorrow.",
    "The user account settings are broken.",
    "I'm tired on Monday.",
    "I post as usual on Fridays.",
    "Run it as root.",
    "The service runs as nginx.",
    "Log in as soon as possible.",
    "member login page",
    "disable the account on Friday",
    "Account: production-billing (eu-west-2)",
    "I'm working on Discord integration.",
    "用户反馈说登录很慢。",
    "用Python写了一个脚本。",
    "用 docker 登录 registry",
    "这个功能是我的最爱。",
    # lone tokens that are words or tools
    "kubernetes",
    "localhost",
    "python3",
    "README",
    "jackson",
    "woodland",
    "x86_64-linux",
    "**Step1:**",
    # Chinese filler text that happens to contain 密码
    "等级有关联系文件广告.之间销售可是.密码可以信息选择.\n地区工具音乐.",
    "合作介绍起来公司经验具有包括密码.地方数据记者实现查看北京等级.",
    # password prose
    "the wifi password is on the fridge",
    "I forgot my password yesterday at work.",
    "The memorable word field is required.",
    "Change the network key every month.",
    "CC#：3040-1024-6626-80 is a card, not a password",
]


@pytest.mark.parametrize(("text", "value"), USERNAMES)
def test_usernames_do_not_survive(text: str, value: str) -> None:
    assert value not in redacted(text)


@pytest.mark.parametrize(("text", "value"), PASSWORDS)
def test_passwords_do_not_survive(text: str, value: str) -> None:
    out = redacted(text)
    assert value not in out
    if " " in value or "-" in value or "." in value:  # a passphrase goes whole
        rest = text.replace(value, " ")
        parts = [
            p for p in value.replace("-", " ").replace(".", " ").split()
            if len(p) > 3 and p not in rest
        ]
        assert not any(p in out for p in parts)


@pytest.mark.parametrize("text", BENIGN)
def test_benign_pass_untouched(text: str) -> None:
    if text.startswith("CC#"):  # the card number goes, as a card
        assert "[PASSWORD]" not in redacted(text)
        return
    assert redacted(text) == text


@pytest.mark.parametrize(
    "value",
    ["jonphillips", "xthomas", "dunndiana", "daniel79", "houjing", "gshao", "k.frost",
     "barnettge833", "xiuyingkang", "norma_4417"],
)
def test_name_shaped(value: str) -> None:
    assert name_shaped(value)


@pytest.mark.parametrize(
    "value",
    ["kubernetes", "localhost", "jackson", "woodland", "python3", "readme", "DarkGoldenRod",
     "64gb", "page1", "change", "china"],
)
def test_not_name_shaped(value: str) -> None:
    assert not name_shaped(value)


@pytest.mark.parametrize(
    ("value", "shaped"),
    [("+k9Lm^q$TRzx!", True), ("bq4x7zr9m2t", True), ("Zq7TvB2nXpLw", True),
     ("walker_3318", True), ("iPhone15Pro", False), ("SHA256", False), ("a3f9c21d", False),
     ("numpy==1.26", False), ("react@18.2.0", False), ("ChaCha20", False)],
)
def test_strong_password_shape(value: str, shaped: bool) -> None:
    assert strong_password(value) is shaped
