"""Round 20: classes that blind corpora AE (household and personal admin) and AF (sales,
recruiting and support) showed. Hand-written cases, one or two per class, with values that
are not the corpora's: the rules must be general, not tuned to them. A failure names the
case's index, never the value."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

HEX32 = "7f3e9a10c4b2d8e6f1a0b9c8d7e6f5a4"
HEX40 = "9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b"

PLANTED = [
    # numeric codes after a bare credential word; a password "updated to"
    ("Gym app passcode 58213907", "58213907"),
    ("pw 710394 — same as the garage", "710394"),
    ("portal login secret: 660917", "660917"),
    ("The shared calendar password was updated to 40917725", "40917725"),
    ("the bike shed unlocks with code 839201", "839201"),
    # a passphrase to remember, a credentials pair, 凭据/凭证
    ("please remember the phrase otter.quill.basalt42 for the vault", "otter.quill.basalt42"),
    ("共享盘记住这个短语 quill-otter-basalt7", "quill-otter-basalt7"),
    ("NAS web UI: user root / 55127304", "55127304"),
    ("门禁系统账号凭据fjord_mosaic_77（上周改过）", "fjord_mosaic_77"),
    # a value opening its line before a dash and a clause about a password
    ("hkw2291Q -- he read it out when support asked for his password", "hkw2291Q"),
    # a handle named by what happens to its login
    ("okafor.tunde.ops (that's the login)", "okafor.tunde.ops"),
    ("'bjornsen77' can't log in since Friday", "bjornsen77"),
    ("log-in as mgarnier_42 failed twice", "mgarnier_42"),
    ("Bot: What's your username? User: priya.venkat9", "priya.venkat9"),
    ("客服：请问您的用户名？顾客：zhouyu_lab", "zhouyu_lab"),
    ("“liwen88”登不上了", "liwen88"),
    # a hex key named after it or by what it signs; a social security number named after it
    (f"网关列表：主灯、{HEX32}（gateway secret）、风扇", HEX32),
    (f"回调验签用的是“{HEX40}”", HEX40),
    ("412-67-9034 (SSN) - keep out of the thread", "412-67-9034"),
    ("| key | value |\n| soc sec | 523-41-8876 |", "523-41-8876"),
    # the answer to where someone lives
    ("Assistant: what neighbourhood do you live in? Caller: Larkspur Rise", "Larkspur Rise"),
    ("机器人：您住在哪个片区？用户：金沙湾", "金沙湾"),
    ("Larkmoor -- that's where they live now", "Larkmoor"),
    # a code before what it unlocks, a network's key after an arrow, "-> pass N"
    ("door codes: lobby 2, lift 5, 5519027 for the key safe", "5519027"),
    ("office wifi → 'otter4breeze'", "otter4breeze"),
    ("staff portal → pass 30581946", "30581946"),
    ("so it's Wq8vRt3LmZ — that's the pwd for the shared laptop", "Wq8vRt3LmZ"),
    ("kmarsh (that's his login, not his email)", "kmarsh"),
    ("Courier Ifeoma Adeyemi left the parcel at reception.", "Ifeoma Adeyemi"),
    ("调度员欧阳丽把单子转给了B组", "欧阳丽"),
    # the household help's routine
    ("Our childminder leaves at 18:40 Monday to Thursday", "18:40"),
    # a UK sort code and account number together; a merged pull request's fork owner
    ("refund batch: 40-12-76 31926648, 12.50", "40-12-76 31926648"),
    ("Merge pull request #77 from tkowalczyk/docs-typo", "tkowalczyk"),
    # where people keep a password
    ("written inside the cupboard door: maple_otter_quill81", "maple_otter_quill81"),
    ("the new one: Pq4!vTm9sW", "Pq4!vTm9sW"),
]

BENIGN = [
    'Help centre: "How to change your password" was opened 5120 times.',
    "Set MAX_UPLOAD_SIZE=25 and RETRY_COUNT=3 in the config key file.",
    "Our office on Fleet Street hosts the spring offsite.",
    "Harbour Traders signed the renewal for 40 seats.",
    "Team dinner moved to Jul 14",
    "Subscriptions for August are €12.50 per seat",
    "楼道垃圾改为隔周清运",
    "运单号6214 8302 7719 4405校验不通过，不是银行卡。",
    'release 升到 v4.2.0，"status" 字段改成 enum。',
    "the password reset code was sent",
    "Users can't log in after the update",
    "What is your name? Customer: Sure, one moment",
    "user guide / v2024.1",
    "commit 4e1d9c0a7b3f5e2d8c6a1b0f9e8d7c6b5a4f3e2d (HEAD -> main)",
    "Which area is the venue in? Host: the city centre, near the station.",
    "invoice 44120987 for the garage door was paid",
    "Flight LH903 departs 07:25 Monday to Friday",
    "guest network → CafeGuest5G",
    "order 12-04-25 55512345 was shipped",
    "new one: ORD-552190",
    "the new one: MacBookAir15,2",
    "Forecast for Madison: sunny, 24°C",
    # AG/AH benign classes: public rules, hotlines, stations, clubs, status lines
    "Guest house: check-in from 14:00, check-out by 10:30 (house rules and policy).",
    "民宿入住时间14:00以后，退房11:00前（民宿规定）",
    "售后热线800-810-5566，工作日可拨打",
    "'email' 字段必须唯一（validation error 409）（ref TCK-88120）",
    "Walk group: meet at Holloway Road station, then on to the heath.",
    "The booking site returned 504 Gateway Timeout; retrying tonight.",
    "球队成立于1992年，2019年搬到成都的新体育场。",
    "Bristol Rovers vs Wigan Athletic on 4 March — tickets on sale Friday.",
    "Reminder: the admin password is rotated monthly by IT.",
    "Ask for the pw for the dispatch tablet at the desk.",
]


@pytest.mark.parametrize("case", range(len(PLANTED)))
def test_planted_value_is_redacted(case: int) -> None:
    text, value = PLANTED[case]
    survived = value in default_gate().redact(text).text
    assert not survived, f"planted case {case} survived"


@pytest.mark.parametrize("case", range(len(PLANTED)))
def test_redacting_twice_changes_nothing(case: int) -> None:
    gate = default_gate()
    once = gate.redact(PLANTED[case][0]).text
    assert gate.redact(once).text == once, f"case {case} changed on a second pass"


@pytest.mark.parametrize("case", range(len(BENIGN)))
def test_benign_text_is_untouched(case: int) -> None:
    text = BENIGN[case]
    assert default_gate().redact(text).text == text, f"benign case {case} altered"
