"""Round 24: classes that blind corpora AO (journals, social, gaming), AP (call-centre
records), AQ (relationships and life events) and AR (freelancers and small businesses)
showed once their failures were read. Hand-written cases with values that are not the
corpora's: the rules must be general, not tuned to them. A failure names the case's index,
never the value."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

PLANTED = [
    # numbers read out: Chinese digits in comma-separated groups, single spaced digits
    ("用户：我手机号是幺五二，八八三零，四七六一", "幺五二，八八三零，四七六一"),
    ("用户：卡号是六二二五、七七一零、三九四八、二零六六", "三九四八、二零六六"),
    ("Caller: best number is 0 7 8 1 2 4 4 6 0 9 3", "0 7 8 1 2 4 4 6 0 9 3"),
    ("ASR: you can text me on 4 1 5 8 2 3 9 0 4 6 anytime", "4 1 5 8 2 3 9 0 4 6"),
    # identity numbers: HKID, UTR, Taiwan ID, a bare licence word, alphanumeric passports
    ("HKID C668668(9) for the cross-border account", "C668668(9)"),
    ("self-employed, UTR 1234567890 for the mortgage check", "1234567890"),
    ("台湾朋友的身分证字号A123456789", "A123456789"),
    ("lost my purse, need to report license 604218837", "604218837"),
    ("NV license K8830217 for the car hire", "K8830217"),
    ("passport: C4RX7LT92 for the cruise", "C4RX7LT92"),
    # passwords: checks given in full, a place's code, a chosen PIN, login lists, hand-overs
    ("Memorable word given in full: lighthouse (coaching logged)", "lighthouse"),
    ("KYC: memorable word ✔ (otter77), DOB ✔", "otter77"),
    ("key safe round the back, code 3917. Tenant out all day", "3917"),
    ("garage code at the unit: 55821, close it after", "55821"),
    ("voicemail PIN reset -- caller chose 40617", "40617"),
    ("**passwords (delete later)**\n* bank → Quokka!2231", "Quokka!2231"),
    ("pasword for the team drive is Lantern2288#", "Lantern2288#"),
    ("the wifi in the studio is ember_tide61", "ember_tide61"),
    ("the invoice pdf has a password, it's mosaic_harbour_ninety", "mosaic_harbour_ninety"),
    ("u: frontdesk\np: heron.kettle.saffron", "heron.kettle.saffron"),
    ("Admin password reset to copper lantern orchard by IT", "copper lantern orchard"),
    ("蜜码是Xiaoyu@2299，别外传", "Xiaoyu@2299"),
    ("Agent: I only need digits 1 and 3 of your passcode\nCaller: oh it's 82614", "82614"),
    # spoken e-mails in Chinese, provider formats
    ("用户口述邮箱：chenyu88 艾特 163点com", "chenyu88 艾特 163点com"),
    ("Riot key RGAPI-0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b expires tomorrow",
     "RGAPI-0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b"),
    # financial: wide gaps, a wrapped IBAN, a direct deposit
    ("Business card 4539  1488  0343  6467 for ads", "4539  1488  0343  6467"),
    ("IBAN DE89 3704 0044\n0532 0130 00", "DE89 3704 0044\n0532 0130 00"),
    ("payroll direct deposit to 882104937716", "882104937716"),
    # schedules: bare four digits, dotted times, a habit's ranges, a routine's opening
    ("cx leaves for the depot at 0545 every weekday", "0545"),
    ("I'm in bed by 10.40 every night", "10.40"),
    ("Every Sunday I'm at the car boot sale from 6-11am", "6-11am"),
    ("我一般18:00-21:00跑外卖", "18:00-21:00"),
    ("Routine: 07:20 open the kiosk, then coffee", "07:20"),
    # geo: units, buildings, rooms, corners, estates, areas someone lives or works from
    ("Address line 2: Apt. 3307", "Apt. 3307"),
    ("Parcel returned: Flat 9/4 not on the label", "Flat 9/4"),
    ("Caretaker note: Wexford House concierge holds the spare", "Wexford House"),
    ("用户地址补充：22-3-1801，门口有快递柜", "22-3-1801"),
    ("门牌号 C座1908", "C座1908"),
    ("tell the driver Juniper Rd & Holloway Ln, I'm outside", "Juniper Rd & Holloway Ln"),
    ("外卖放锦华苑北门就行", "锦华苑北门"),
    ("I'm based in Heaton Moor, so local jobs suit me", "Heaton Moor"),
    ("我在滨江新城住，同城可以面交", "滨江新城"),
    ("我家附近就是龙华，接单都在那一片", "龙华"),
    ("the blue house at the end of Alder Grove, park on the drive", "Alder Grove"),
    ("顺路来解放路邮局后面那栋接我", "解放路邮局后面那栋"),
    ("Agent: which estate is it?\nCaller: Meadowbank Court", "Meadowbank Court"),
    ("gps \"51°30'26.5\\\"N 0°07'39.0\\\"W\"", "51°30'26.5"),
    # names: call parties, journal slots, forms of address, initials, middle names
    ("Caller asked us to address him as Tobiah, prefers email", "Tobiah"),
    ("Pax Rosalind Achterberg missed the connection", "Rosalind Achterberg"),
    ("来电人覃佳怡，系户主本人", "覃佳怡"),
    ("旅客江一帆因航班延误改签", "江一帆"),
    ("Mood 5/10. Evander bailed again.", "Evander"),
    ("{\"name\": \"Imogen\", \"met_at\": \"climbing\"}", "Imogen"),
    ("在梓萱家吃饭，她做的红烧肉绝了", "梓萱"),
    ("今天好想宋思远，已经三年了", "宋思远"),
    ("thx Harriet!! see u Friday", "Harriet"),
    ("tell rosalind the order is packed", "rosalind"),
    ("Bill to: T. Whitcombe", "T. Whitcombe"),
    ("LINDQVIST, Harriet - timesheet missing", "LINDQVIST, Harriet"),
    ("马总说发票抬头要改", "马总"),
    ("今天小郑请假，帮他顶一下", "小郑"),
    ("In loving memory of Margaret Anne Fairbairn, who passed away", "Margaret Anne Fairbairn"),
    ("Reservation at the Ivy under Pemberton, 12 people", "Pemberton"),
    ("沉痛悼念吴淑芬同志", "吴淑芬"),
    # usernames: platforms, nicknames, disguised WeChat IDs, marketplaces, tags, profiles
    ("Steam friend code 3829104756", "3829104756"),
    ("B站 UID 583920174", "583920174"),
    ("Letterboxd → velvet.parsnip", "velvet.parsnip"),
    ("光遇好友昵称 会发光的栗子，每天送火", "会发光的栗子"),
    ("加v：sunnyqiao88，这边不方便", "sunnyqiao88"),
    ("拼多多买家 tb9920183744 申请退款", "tb9920183744"),
    ("Discord 上 find me：mossbadger#4471", "mossbadger#4471"),
    ("PayPal.me/marigold.trips for the kitty", "marigold.trips"),
    ("my Hinge name's just ollie.rw", "ollie.rw"),
]

BENIGN = [
    # public times: systems, media, events, one named day, meetings, helplines
    "Deploy 4f2a9c1 rolled out to the EU cluster at 03:10, no errors.",
    "SLA 80/20 breached at 11:25 on the Billing queue.",
    "song of the day: Clair de Lune (5:04), listened 12 times",
    "今日歌曲：《晴天》4:29，听了8遍",
    "Meeting moved to 14 March at 3 pm, link in the invite.",
    "彩排改到2026年4月2日19:00，地点不变。",
    "Call with Fernhill Bakery on Thursday at 11:30 about the quote.",
    "British Museum 10:00–17:30 daily",
    "婚礼仪式18:30开始，请提前到场。",
    "排队00:07:31后转入账单组",
    "HMRC helpline is 0300 200 3310 if the form fails.",
    # public names and places, words that look like names
    "Sherlock fans: 221B Baker Street is a museum now",
    "Gordon Ramsay fans in the chat are losing it",
    "温馨提示：客服热线7×24小时为您服务",
    "十连全是蓝光，非酋实锤",
    "已提交给官方",
    "Discord: \"@everyone raid moved to next week\"",
    "see issue#2072 in discord",
    "Main Street and Oxford Road are closed for the parade on 2026-05-03.",
    "Apartment 2B in the sample data file is a placeholder.",
    "I'm in Marketing, ping me later.",
    "I'm in Lyon this week for a conference.",
    "我住在朋友家",
    "我住了三天就走了",
    "password = getpass.getpass(\"Password: \")",
    "密码现在是多少？",
    "订单编号：5037655250376552，支付时间2026-01-14",
    "Gift list closes on 2026-01-21. 7 of 44 items bought.",
    "Claim C65282227 under policy P933763128: excess applies.",
    "热线 10010 24/7 service",
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
