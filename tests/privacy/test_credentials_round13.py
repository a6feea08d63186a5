"""Round 13: handles holding Chinese characters after any account cue, handles after a
platform's account noun with a note or comma between, handles as the subject of an account
event or quoted after an account noun; passwords as the object of open/keep/try verbs,
quoted passphrases after a passphrase noun, a Wi-Fi key after the network's name; lowercase
hex and base64 keys in talk of revoking, resetting or losing them; a document number named
after its value. Hand-written synthetic values (none from a corpus), both languages."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


def _out(text: str) -> str:
    r = default_gate().redact(text)
    return r.text if hasattr(r, "text") else str(r)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a handle with Chinese characters after a label, a path or a command
        ("我的登录名是伟孙812，麻烦帮我开通一下。", "伟孙812"),
        ("用户名：芳_meadow31", "芳_meadow31"),
        ("账号ID「强_cobalt8」，企业版。", "强_cobalt8"),
        ("Please grant repo access to user 磊周77 today.", "磊周77"),
        ("同样的问题 u/娜_river5 也遇到了", "娜_river5"),
        ("git push git@gitlab.com:洋吴405/notes.git 报错", "洋吴405"),
        ("sudo chgrp 静_orchid22 /data/share", "静_orchid22"),
        ("知乎上叫敏_ember8的那位也提过", "敏_ember8"),
        ("请帮用户桂英_pine73重置两步验证", "桂英_pine73"),
        # a whole text that is only such a handle
        ("「燕_quartz19」", "燕_quartz19"),
        ("`志强郑508` 就是我", "志强郑508"),
        # a platform's account noun, with a note or a comma between
        ("His Xbox gamertag (the new one) is nightOwl_77.", "nightOwl_77"),
        ("Her Discord handle, rubyfox_92, is the fastest way to reach her.", "rubyfox_92"),
        ("她的小红书昵称（账号名）是lily_moon21。", "lily_moon21"),
        ("游戏ID：kaze-rider88，周末一起开黑", "kaze-rider88"),
        ("他在社区登录用的是stoneRiver41。", "stoneRiver41"),
        ("I sign in as mkovacs_04 on the staging box.", "mkovacs_04"),
        # an account event with no label word
        ("Account locked: dwhitaker_3 (too many attempts)", "dwhitaker_3"),
        ("Suspended: pbrennan77 pending review.", "pbrennan77"),
        ("账户已锁定：rqiu_dev（多次输错密码）", "rqiu_dev"),
        ("用户被冻结：涛林450", "涛林450"),
        ("login failed: hkowalski9", "hkowalski9"),
        ("ptorres_88 got locked out again after the password change", "ptorres_88"),
        ("Looks like vkumar was suspended by the spam filter.", "vkumar"),
        ("jun.li-7 的账号又被锁了", "jun.li-7"),
        ("红梅_atlas3被封了三天", "红梅_atlas3"),
        # a quoted account after an account noun
        ("WARN quota exceeded for user 'tbaxter_22'", "tbaxter_22"),
        ('Deleted login "jmarsh-ops" from the group.', "jmarsh-ops"),
        ("已删除用户「军徐583」的访问令牌", "军徐583"),
        ("为 account `okafor.n5` 重建了 home 目录", "okafor.n5"),
        # a password as the object of a verb
        ("The archive is encrypted; unzip it using Tr4velDocs#9.", "Tr4velDocs#9"),
        ("You can decrypt the backup with Qm8vLw2Zx!", "Qm8vLw2Zx"),
        ("用 Kx7pWm3Qz9 打开那个压缩包就行", "Kx7pWm3Qz9"),
        ("Please remember Vr5nKq8Lp2 — it's for the old router.", "Vr5nKq8Lp2"),
        ("记一下：harbor_7731，开保险柜用的", "harbor_7731"),
        ("先试试 lantern.2290 吧，上次改的", "lantern.2290"),
        ("别忘了 Rk8mZp2Qw 是 NAS 的", "Rk8mZp2Qw"),
        ("Keep this safe: Tq9xWm3Lz", "Tq9xWm3Lz"),
        ("Don't forget Bn6vYq2Kd for the alarm panel", "Bn6vYq2Kd"),
        ("XBL gamertag — SilentFox_88", "SilentFox_88"),
        ("My pw B7qLx2Wm9 stopped working after the update.", "B7qLx2Wm9"),
        ("Their new pass Zp4Kd9Wq_ is in the envelope.", "Zp4Kd9Wq_"),
        # a quoted passphrase after a passphrase noun
        (
            'The seed phrase for that wallet is "velvet orbit canyon lemon".',
            "velvet orbit canyon lemon",
        ),
        ("Recovery phrase: 'a more simple kind garden4'", "a more simple kind garden4"),
        ("家里路由器的密码短语是「paper island quiet ferry」。", "paper island quiet ferry"),
        ("他的助记词是“only what never river”，千万别发出去", "only what never river"),
        # a Wi-Fi key after the network's name
        ("Guest WiFi: network Acme-Visitors, password [7Hq2mPx9", "[7Hq2mPx9"),
        ("SSID OfficeNet_5G; key Lw9#tQ2v", "Lw9#tQ2v"),
        # hex and base64 keys in talk of revoking, resetting or losing them
        (
            "Revoke 9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c asap, it leaked in Slack.",
            "9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c",
        ),
        (
            "the old 3b8d0f2a4c6e8a0b2d4f6a8c0e2b4d6f8a0c2e4b expired yesterday, can you reset it?",
            "3b8d0f2a4c6e8a0b2d4f6a8c0e2b4d6f8a0c2e4b",
        ),
        (
            "之前那个 7c1e3a5b7d9f1b3d5f7a9c1e3b5d7f9a 已经失效了，帮我重置",
            "7c1e3a5b7d9f1b3d5f7a9c1e3b5d7f9a",
        ),
        (
            "Note:4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c keeps hitting the quota, don't lose it",
            "4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c",
        ),
        ("here you go\n0a1b2c3d4e5f60718293a4b5c6d7e8f9", "0a1b2c3d4e5f60718293a4b5c6d7e8f9"),
        (
            "My webhook secret — /Kq9xP2mVt7Lw4Zr8Nb3Yc6Hd1Jf5Gs0Ta+Ue= — lives in 1Password.",
            "/Kq9xP2mVt7Lw4Zr8Nb3Yc6Hd1Jf5Gs0Ta+Ue=",
        ),
        # a document number named after its value
        ("She read out 318274650 as her travel document number.", "318274650"),
        ("把 604918273 作为证件号码填进去了", "604918273"),
    ],
)
def test_round13_removed(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize(
    "text",
    [
        # Chinese text with numbers that are no handles
        "用户反馈：楼302的灯坏了",
        "账号数量为第12位，请核对",
        "用户共350人，其中活跃120人",
        "「第一季01」",
        "北京2008",
        # account events and quoted nouns with no person's account
        "Locked out: admin (5 failed attempts)",
        "Account locked: root",
        "WARN quota exceeded for user 'default'",
        "created home dir for account 'Savings'",
        "login failed: Timeout",
        "My iPhone13 is locked and I forgot the code.",
        "The door was locked when we arrived.",
        "Ticket OPS-4410 is blocked on the vendor.",
        "Build job deploy-prod-2 was suspended by the scheduler.",
        "PROJ-88 is locked for edits until Friday.",
        "Alice was suspended for a week.",
        "The account is locked until tomorrow.",
        "这个页面被锁了，只有管理员能改",
        # verbs that take no password
        "Open it with VS Code and run the tests.",
        "Don't forget PR-4821 needs a second review.",
        "别忘了 v3.2.1 要发版",
        "Keep this safe: the spare key is in the drawer.",
        "Open the file with python3.11 to check the syntax.",
        "Remember to call me at noon.",
        "Open it with node18 and run the script.",
        "用 python3.11 打开看看",
        "记住这个版本号 v2.3.1 就好",
        "试试 npm install 再看",
        "try pip install -U wheel first",
        "The boarding pass 12B is for seat 12B.",
        # a passphrase noun near a quoted UI text
        'Our passphrase policy reads "use four or more words".',
        # hex that is a commit or a digest
        "Revert commit 9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b1d2e3f, it broke the build.",
        "sha256 checksum 4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c is valid",
        "the md5 digest 7c1e3a5b7d9f1b3d5f7a9c1e3b5d7f9a 已经失效了",
        "/usr/local/lib/python3.11/site-packages/abcdefghij/xyz",
        # numbers named as something else
        "Invoice 318274650 was sent as the document for the audit.",
    ],
)
def test_round13_kept(text: str) -> None:
    assert _out(text) == text
