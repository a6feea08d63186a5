"""Round 22: classes that blind corpora AK (health and money) and AL (an agent's memory
entries) showed, and public times that our own e-commerce and group-chat notes showed:
the sky's, a service's, a shop's sale, a parcel's progress. Hand-written cases with values
that are not the corpora's: the rules must be general, not tuned to them. A failure names
the case's index, never the value."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

PLANTED = [
    # a handle named by what it is on a service, or by what it did there
    ("okonkwo.dele — that's my Strava name, follow me", "okonkwo.dele"),
    ("marisolvega88, that's her Garmin handle", "marisolvega88"),
    ("Duolingo leaderboard name QuietFalcon72 again", "QuietFalcon72"),
    ("display name: TurboBadger314", "TurboBadger314"),
    ("my username on Letterboxd is hannah.kowal", "hannah.kowal"),
    ("共享相册邀请了zhenghao_0921", "zhenghao_0921"),
    ("她的读书打卡账号叫SilverOwl481", "SilverOwl481"),
    ("登录名｜lanxiaoyu｜已激活", "lanxiaoyu"),
    ("Goodreads 上 petra.novak 又发了一篇书评", "petra.novak"),
    ("论坛上 danielsmythe42 分享了一个 spreadsheet", "danielsmythe42"),
    # a name under a name field, by another wording; a surname-first attendee list
    ('{"name": "He Lan", "plan": "basic"}', "He Lan"),
    ("Name on the card: Wei Jun", "Wei Jun"),
    ("Attendees: Okafor, Grace", "Okafor, Grace"),
    # after an honorific, a surname that is also a word; a kinship word before a name
    ("Her form tutor is Mrs. Young.", "Young"),
    ("帮我外婆周桂兰约个体检。", "周桂兰"),
    ("我爸孙建国下周复查。", "孙建国"),
    # an English verb that takes a person, before a Chinese name
    ("记得 ask 冯丽娟 要 receipt", "冯丽娟"),
    # a pinyin name with a long given name
    ("Hu Xiulanguiying 已 join 了 channel", "Hu Xiulanguiying"),
    # a handle by its role, by a domain, said to be someone's account, added on a service
    ("brightwater_liz is the account she uses on Mastodon", "brightwater_liz"),
    ("Add KestrelDev_77 as a collaborator on the wiki repo", "KestrelDev_77"),
    ("VPN login ACME\\tkowalski", "tkowalski"),
    ("ruby.fennimore是她在抖音上的账号", "ruby.fennimore"),
    ("飞书里搜MorningGlory_QA就能找到", "MorningGlory_QA"),
    ("Discord 上加 quietmoss_22", "quietmoss_22"),
    ("登录名用 hgarrison", "hgarrison"),
    # a password word, a short connecting clause, then the value
    ("网银 PIN 我改成 7391 了", "7391"),
    ("passphrase 用的是 velvet comet barley，备份盘靠它解锁", "velvet comet barley"),
    ("Locker PIN - 5820 (keep private)", "5820"),
    ("login for the garage keypad -> Marlin42x", "Marlin42x"),
    ("Wi-Fi upstairs: network Attic-2G, key OrangeKettleWinter", "OrangeKettleWinter"),
    ("wifi 密码还是之前的那个 xiaomao2024", "xiaomao2024"),
    ("试试cobalt river pepper tundra，Notion 的密码可能是它", "cobalt river pepper tundra"),
    # an estate named with a developer's name and 新, an English estate before Chinese
    ("姑姑也住保利新城苑，同一个小区", "保利新城苑"),
    ("Foxglove Heights 的 parking 要抽签", "Foxglove Heights"),
    ('{"community": "金地新家园", "city": "成都"}', "金地新家园"),
    # cloud keys by their provider's prefix; a first name and its department; a panel
    ("阿里云 AccessKey: LTAI9xQwErTyUiOp3k2M，secret 另存", "LTAI9xQwErTyUiOp3k2M"),
    ("腾讯云 SecretId AKIDq8W3e5R7t9Y1u2I4o6P8a0S2d4F6g8H0",
     "AKIDq8W3e5R7t9Y1u2I4o6P8a0S2d4F6g8H0"),
    ("check with Imogen from payroll about the bonus", "Imogen"),
    ("Interview panel: Lu Yan and the hiring manager", "Lu Yan"),
    ("体检报告邮寄（430072）已签收", "430072"),
    ("住翠湖里的邻居都去那家超市", "翠湖里"),
    # the user's own times stay routines, next to a public word
    ("I take the first bus at 6:10 every weekday", "6:10"),
    ("我每天早上6点起床看日出", "早上6点"),
    ("Mom picks up her meds at the pharmacy at 4pm every Friday", "4pm"),
    ("早上6点半练瑜伽，快递要在这之前送达。", "早上6点半"),
    # a chat's notice about a member; a message's value after a stamped or quoted speaker
    ("周桂芝撤回了一条消息", "周桂芝"),
    ("何志明拍了拍你", "何志明"),
    ("19/04/2026, 08:55 - Auntie: mwhitfield88 reset their password again", "mwhitfield88"),
    ("「舅舅：就是amber.Quill.river.62，书房电脑的」\n收到", "amber.Quill.river.62"),
    ("[Forwarded] garnet lagoon timber is what we use for the shared album",
     "garnet lagoon timber"),
    # a parcel locker's pickup code; a password under a "secret" column
    ("快递柜取件码 284719，今晚去拿", "284719"),
    ("gym parcel locker pickup code 6602", "6602"),
    ("app,hint,secret\nbank,usual,wangfang_520!", "wangfang_520!"),
    # an agenda's lines are routines, not chat headers
    ("Swim 6:45\nOffice 9:00\nLights out 22:40", "6:45"),
    ("Cello 17:30\nthen homework", "17:30"),
    ("Routine:\nStretch 7:10\nbreakfast after", "7:10"),
    ("7:40am every weekday: school run", "7:40am"),
    ("[9:05pm] daily reminder: pills", "9:05pm"),
    ("status,order_id,bedtime\nshipped,SO4471920,10:45 p.m.", "10:45 p.m."),
]

BENIGN = [
    # the sky's, a service's and a hotel's times
    "Sunset in Lisbon tonight is at 20:14.",
    "日出时间 5:48，日落 19:02。",
    "Last orders at the bar are at 22:30.",
    "The last ferry back leaves at 21:40 from pier 3.",
    "首班车 5:30 发车，末班车 23:10。",
    "Breakfast runs until 10:30; check-out by 11:00.",
    "酒店退房时间中午 12 点。",
    "The front desk closes at 23:00, use the key box after that.",
    "Train ICE 612 leaves Köln Hbf at 09:48 from platform 7.",
    "The 17:52 to Brighton is cancelled.",
    "train 08:05 从 Leeds 出发，车上有 wifi。",
    "GP practice releases new slots at 8:00 every weekday.",
    "Vaccination clinics at the town hall run every Sunday from 9:00 until 1pm.",
    "体检中心早上 7:00 开门。",
    "咖啡馆 brunch 时间 10:00 到 15:00。",
    # a shop's sale, a parcel's progress, an offer's deadline, a notice
    "Flash sale starts at 8pm tonight on the app.",
    "The courier's window is 10am to 2pm.",
    "快递员说下午 3 点到 6 点之间送。",
    "优惠券有效期至 12月31日 23:59。",
    "年货节 0 点开抢，限量 300 件。",
    "韵达 4312889012 今天 16:05 已签收。",
    "Parcel was delivered at 14:31 to the front porch.",
    "Same-day dispatch cut-off is 3pm.",
    "New arrivals go live every Thursday at 9am.",
    "Order by 2pm for next-day delivery; the pickup point closes at 7pm.",
    "社区公告：周三 9:00 停水检修。",
    "nightly backup completed at 03:00 (2.1 GB).",
    "那家面馆晚上 10 点就关门了。",
    "The food hall closes at 9pm on Saturdays.",
    "超市的熟食晚上 8 点以后打折。",
    "[图片] 车票：D315 次 06:40 南京南 → 杭州东",
    # format names, naming conventions, a commit after its cue, an object's uid
    "Tags follow YEAR.MONTH.PATCH, e.g. 2026.11.3.",
    "Use kebab-case for file names and snake_case for columns.",
    "SECRET_KEY=<set-me>，别提交。提交哈希 9c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d，已回滚。",
    "Kibana dashboard uid b7c91fe is the latency one.",
    "Reset-password link expires after an hour.",
    "Read it with `op read op://team/db/credential` instead.",
    "Example DSN: mysql://app:<password>@db.internal:3306/shop",
    "这个基金近一年收益 3.85%，risk 等级 R2。",
    # a CI step's name, landmark squares, a stadium, rooms and floors of a workplace
    "steps:\n  - name: Set Up Node\n    uses: actions/setup-node@v4\n  - name: Run Tests",
    "人民广场附近很难停车。",
    "天安门广场今天限流。",
    "比赛在工人体育场，晚上 7 点半开球。",
    "打印机在五楼会议室旁边。",
    "发布会地点在公司大楼二层。",
    "发票抬头写公司名称，税号找财务。",
    # a pinned version, a form's rules, a forum called a community, a search in an app
    "pin → v3.2.0",
    "PIN - required for every card",
    '{"community": "Rust Users Forum", "members": 1200}',
    "微信里搜 Python 教程就有",
    "Add Redis as a dependency",
    "Windows login CORP\\administrator",
    # the stamps of exported or copied chats: when a message was sent, no one's routine
    "14/02/2026, 19:48 - Auntie: the parcel came\n14/02/2026, 19:50 - Me: thanks!",
    "[14/02/2026, 19:48:03] Auntie: the parcel came",
    "[2026/02/14 08:12] 班长：收到",
    "20:31 表姐：[图片]",
    "上午 09:02 舅舅：好的",
    "Grandpa  7:05 PM\nwatching the match\nGrandpa  7:09 PM\nwhat a goal",
    "Coach — Today at 6:12 PM\npractice moved indoors\n[Sticker]",
    "班主任 16:40\n明天带水彩笔\n[语音] 6\"",
    "Auntie (8:15 PM): on the train now",
    "Auntie, 8:15 PM: on the train now",
    "on 14.02.2026 19:48 the export finished",
    "对方撤回了一条消息",
    "凭取件码到驿站取件",
    "药房自提点在一楼大厅",
    "name,secret\nprod,see vault",
    "Mom: are you coming",
    "12/03/2026, 21:15 - Auntie: Ticket numbers 5521-3309, 5521-3310 and 5521-3311 are dupes.",
    "Auntie  7:05 PM\nupgrade to 3.12 done\nUncle  7:09 PM\nnice",
    "21:07 小姨：张开心地笑了",
    "Weekly digest: UUID 4f1c2b7e-9a3d-4e21-8c55-0b7d2e9f1a63 is the campaign id.",
    # a yoga time stays a routine even when a delivery is in the sentence (see PLANTED)
    "status,order_id\ndelivered,SO4471920",
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
