"""More identity-family shapes (passwords, usernames, person names, secrets): cue variants
seen in blind evaluations, written as general shapes, plus benign look-alikes."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

GATE = default_gate()

CASES = [
    ("password: lantern harbor river", "lantern harbor river"),
    ("pass Tr0ub4dor&3", "Tr0ub4dor&3"),
    ('passphrase for the vault: "blue moon rising"', "blue moon rising"),
    ("pwd Zx9!kk22", "Zx9!kk22"),
    ("passwd — Kx8#mm21", "Kx8#mm21"),
    ("login: admin / S3cret!99", "S3cret!99"),
    ("update db_password to Qw3rty!77", "Qw3rty!77"),
    ("PGPASSWORD='pa55(word' psql -h db", "pa55(word"),
    ("mysql -uroot -pHunter22x", "Hunter22x"),
    ("run with --password Sup3r!pw", "Sup3r!pw"),
    ("run with --password=Sup3r!pw", "Sup3r!pw"),
    ("harbor-lantern-pepper-22是路由器的管理密码", "harbor-lantern-pepper-22"),
    ("Blue42!x is the wifi password", "Blue42!x"),
    ("password 是 Winter2024#", "Winter2024#"),
    ("我的pwd是abc123xyz", "abc123xyz"),
    ("更新password为Nn88**aa", "Nn88**aa"),
    ("新口令 → 7!H8KwR9*Z1I", "7!H8KwR9*Z1I"),
    ("* passwd — X9y8z7!!", "X9y8z7!!"),
    ("| password | Tiger99$ |", "Tiger99$"),
    ("She goes by zoe_k7 online", "zoe_k7"),
    ("GitHub user octocat42", "octocat42"),
    ("login as deploybot", "deploybot"),
    ("logged in as mkline", "mkline"),
    ("Reddit u/throwaway_88", "throwaway_88"),
    ('user id "qa_tester9"', "qa_tester9"),
    ("sudo -u appsvc crontab -l", "appsvc"),
    ("ssh jdoe@10.1.2.3", "jdoe"),
    ("handle -> nightowl", "nightowl"),
    ("抖音号xiaomei88", "xiaomei88"),
    ("登录名：zhangwei01", "zhangwei01"),
    ("B站ID「lanlan」", "lanlan"),
    ("微信 ID: wxid_abc123", "wxid_abc123"),
    ("vx：lily_2020", "lily_2020"),
    ("QQ号 12345678", "12345678"),
    ("姓名：王宇", "王宇"),
    ("抄送：刘彬", "刘彬"),
    ("审批人 朱璐", "朱璐"),
    ("申请人：欧阳娜娜", "欧阳娜娜"),
    ("联系人：诸葛明", "诸葛明"),
    ("今天刘浩请假", "刘浩"),
    ("王宇负责报销", "王宇"),
    ("用户的同事黄建国说明天到", "黄建国"),
    ("我妈妈李秀英下周来", "李秀英"),
    ("「王宇」", "王宇"),
    ("（高丹丹）", "高丹丹"),
    ('{"姓名": "刘彬"}', "刘彬"),
    ("Ask Shannon Park about the invoice", "Shannon Park"),
    ('{"name": "Jeffery French"}', "Jeffery French"),
    ("Jordan Day said the build is green", "Jordan Day"),
    (
        "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    ),
    ("SECRET >> 9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c", "9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c"),
    ("client_secret发你了，Zk81mNq02LpXr7TyVb45", "Zk81mNq02LpXr7TyVb45"),
    (
        "curl https://api.telegram.org/bot123456789:AAHfiqksKZ8WmR2zSjiQ7_v4TMAKdiHm9T0/getMe",
        "AAHfiqksKZ8WmR2zSjiQ7_v4TMAKdiHm9T0",
    ),
]

BENIGN = [
    "出行方式（高铁）",
    "景点（张家界）",
    "「高考」结束了",
    "- 常规检查",
    "（石油化工）",
    "（田径队）",
    "（马拉松）",
    "（毛衣）",
    "（白菜）",
    "（方案二）",
    "User is planning a trip to Lisbon",
    "password reset flow broke yesterday",
    "the password is required for login",
    "Reset your password using the link below.",
    "login page is slow",
    "the user logged in twice",
    "pass the salt please",
    "boarding pass B12 gate 4",
    "handle empty username field in login form",
    "王府井很热闹",
    "董事会下周审议预算",
    "（备注）",
    "- 周末",
    "今天天气很好",
    "张贴海报",
    "用户的同事说明天开会",
    "login to gmail",
    "update user to admin",
    "password manager is 1Password",
    "user is logged in",
    "pwd prints the working directory",
    "run pwd to see the current folder",
    "The token is expired",
    "set the password to something strong",
    "(see notes)",
    "Password must be at least 12 characters",
    "pass it to the next function",
    "ssh into the box",
    "change login to email-based",
    "fyi 收到",
]


@pytest.mark.parametrize(("text", "value"), CASES)
def test_value_redacted(text: str, value: str) -> None:
    assert value not in GATE.redact(text).text


@pytest.mark.parametrize("text", BENIGN)
def test_benign_untouched(text: str) -> None:
    assert GATE.redact(text).text == text
