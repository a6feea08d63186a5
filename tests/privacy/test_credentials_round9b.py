"""Round 9b: passwords by their own shape (weak cue or none), strongly cued values of any
shape (digits, passphrases), uncued random tokens, lowercase NI numbers, a passport number
on the line under its label. Hand-written synthetic values, both languages."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


def _out(text: str) -> str:
    r = default_gate().redact(text)
    return r.text if hasattr(r, "text") else str(r)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a generated password anywhere, after a weak cue or none
        ("Pa$$: Qw7&rT!kz", "Qw7&rT!kz"),
        ("maybe `h3#Lm9*Pq` works if the old one fails", "h3#Lm9*Pq"),
        ("「Zx8^vB@n2L」", "Zx8^vB@n2L"),
        ("先试试 k9%Te(4Wn+Yq 看看", "k9%Te(4Wn+Yq"),
        ("就用那个moon#58213吧", "moon#58213"),
        ("the one for all my accounts: Harbor2019$", "Harbor2019$"),
        # weaker shapes after a weak cue, or as the whole text
        ("try 'Tq4vNw8Ka' if that fails", "Tq4vNw8Ka"),
        ("就是那个 Maplewood1988 呀", "Maplewood1988"),
        ("试一下 `Rb7kPw2Xm`", "Rb7kPw2Xm"),
        ("'Hv6mQx2Zr9'", "Hv6mQx2Zr9"),
        # a strong cue, a connecting word, any value
        ("门禁的密码改成了 480213", "480213"),
        ("the safe passcode is now 907315", "907315"),
        ("wifi password 填 Kp29wQmZ 就行", "Kp29wQmZ"),
        ("Enter passphrase amber-lake-window-stone to unlock it.", "amber-lake-window-stone"),
        ("My NAS passphrase is 'silver train orange basket'.", "silver train orange basket"),
        ("客户说 password river candle fork reset 以后就进不去了", "river candle fork"),
        # uncued random tokens
        ("tok=Xr9Lp2Qm7Vb4Zk8Nw3Ty6Hc5Jd1", "Xr9Lp2Qm7Vb4Zk8Nw3Ty6Hc5Jd1"),
        ("here it is, rotate monthly: Bq7Tz2Lk9Wm4Xp8Rc3Vn6Yh1Gd", "Bq7Tz2Lk9Wm4Xp8Rc3Vn6Yh1Gd"),
        ("拿这个：Gh4Kp9Qz2Lm7Wx3Rv8Tn5Bc1Yd6", "Gh4Kp9Qz2Lm7Wx3Rv8Tn5Bc1Yd6"),
        ("try this instead: 5f2a9c0e7b1d4a3f8e6c2b9a0d7f4e1c", "5f2a9c0e7b1d4a3f8e6c2b9a0d7f4e1c"),
        ("用这个：9e4b7a1c3d5f8e2a6b0c4d7e9f1a3b5c", "9e4b7a1c3d5f8e2a6b0c4d7e9f1a3b5c"),
        # UK NI numbers in lower case, passport under its label
        ("mine is ab123456 c", "ab123456 c"),
        ("那个号码 ce654321a 记一下", "ce654321a"),
        ("Passport No.\nK12345678", "K12345678"),
        ("护照\nE98765432", "E98765432"),
    ],
)
def test_values_are_redacted(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize(
    "text",
    [
        "commit 3f2a9c0e7b1d4a3f8e6c2b9a0d7f4e1c5a6b7c8d fixed the flaky test",
        "sha256: 9e4b7a1c3d5f8e2a6b0c4d7e9f1a3b5c9e4b7a1c3d5f8e2a6b0c4d7e9f1a3b5c",
        "这个 bug 在 v3.13.21 修复了，PR #60878 已经 merge。",
        "Latency 从 900ms 降到 70ms（v3.9.11）",
        "这个正则 ^[a-z0-9_]{3,16}$ 用来校验用户名",
        "use AbstractSingletonProxyFactoryBean2 in the config",
        "we ship the #FF5733 theme and cost $1200USD per seat",
        "ssh root@server01 then run make",
        "the password reset email was sent to the user",
        "password policy: at least 12 characters",
        "integrity sha512-Q1w2E3r4T5y6U7i8O9p0AaSsDdFfGgHhJjKk==",
        "Upgrade to Python3.12 and try numpy>=1.26",
        "build ab123456c on the git runner",
    ],
)
def test_benign_untouched(text: str) -> None:
    assert _out(text) == text
