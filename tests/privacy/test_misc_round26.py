"""Round 26 (AX: expats, immigration, cross-border life): hand-written cases, none of them a
blind corpus's values."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


def redacted(text: str) -> str:
    return default_gate().redact(text).text


FOUND = [
    # continental and Japanese street addresses
    ("Anmeldung für Gneisenaustraße 41b ist durch", "Gneisenaustraße 41b"),
    ("new flat: Kastanienallee 7, 3. OG rechts", "Kastanienallee 7"),
    ("Lease signed for Münchner Str. 12", "Münchner Str. 12"),
    ("Deliver to Am Lietzensee 9", "Am Lietzensee 9"),
    ("we moved to 14 rue des Martyrs, 4e étage", "14 rue des Martyrs"),
    ("Return address: 3 avenue Parmentier", "3 avenue Parmentier"),
    ("Osaka flat: 2-4-16 Tenjinbashi, Room 503", "2-4-16 Tenjinbashi"),
    ("包裹寄到 1-5-8 Koenji 402号室", "1-5-8 Koenji"),
    # identity numbers after their names
    ("Alien number A-204-118-336 is on the EAD", "A-204-118-336"),
    ("residence card no. KX40718823QB expires in May", "KX40718823QB"),
    ("Steuer-ID: 65 929 970 489", "65 929 970 489"),
    ("Reisepass Nr. CFGH4K7L2", "CFGH4K7L2"),
    # accounts and keys
    ("CLABE 032180000118359719 for the rent", "032180000118359719"),
    ("IBAN DE89370400440532013000 BIC on file", "DE89370400440532013000"),
    ("API secret (ticket 5521): f3a9c07d21e84b6f9a0c5d7e2b4f6a8c1d3e5f70", "f3a9c07d21e84"),
    # passwords
    ('KeePass entry "tax portal" -> Maple!Tree42', "Maple!Tree42"),
    ("邮箱密码不是Qw8zLp42吗？", "Qw8zLp42"),
    ("Rk_20010417 这是妈妈网银的密码", "Rk_20010417"),
    # phones after words that hold "port" or "ver"
    ("Driver: +44 7911 123456", "+44 7911 123456"),
    ("at the airport: (646) 555-0175", "(646) 555-0175"),
    ("房东电话+81 90-1234-5678，6月3号交钥匙", "+81 90-1234-5678"),
    # names
    ("跟中介的刘海燕说好了", "刘海燕"),
    ("关于赵秀梅的签证材料", "赵秀梅"),
    ("From: QIAN LEI", "QIAN LEI"),
    ("contact: GUO, Xiaoming", "GUO, Xiaoming"),
    # role and frame names (hospitality, newsrooms)
    ("证婚人郑晓燕需要在前排留座", "郑晓燕"),
    ("订位人：冯建国，要包间", "冯建国"),
    ("818房韩雪入住，送果盘", "韩雪"),
    ("感谢邓丽萍连夜改稿", "邓丽萍"),
    ("卢志强投诉上菜太慢", "卢志强"),
    # platform nicknames and accounts
    ("小红书用户爱吃梨的小熊猫说好吃", "爱吃梨的小熊猫"),
    ("探店博主干饭小周申请合作", "干饭小周"),
    ('{"点评人": "吃瓜群众8848", "评分": 5}', "吃瓜群众8848"),
    ("B站 UID 40281937 发的弹幕", "40281937"),
    ('{"actor":"mwright42","event":"deploy"}', "mwright42"),
    ("kubectl get pods --as=tpatel_ops", "tpatel_ops"),
    ("sudo: lchen.admin : 3 incorrect password attempts", "lchen.admin"),
    ("ENS nightowl77.eth 是我的", "nightowl77.eth"),
    # keys, codes, wallets, seed phrases
    ("gym keypad is 7391, tell nobody", "7391"),
    ("safe combination 12-34-56 for the deeds", "12-34-56"),
    ("VPN pre-shared key for the branch tunnel is Qe7tYu2pLk", "Qe7tYu2pLk"),
    ("Jenkins initialAdminPassword was 5f0c2a9e7d1b4c3a8e6f2d1c0b9a8e7f", "5f0c2a9e7d1b4c3a"),
    ("OBS stream key: a1b2-cdef-3gh4-ijk5-lmn6", "a1b2-cdef-3gh4-ijk5-lmn6"),
    ("rtmp://live.example.net/app/sk_9f8e7d6c5b4a3f2e1d", "sk_9f8e7d6c5b4a3f2e1d"),
    ("Send it to my wallet bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "bc1qar0srrr7xfkvy5l6"),
    ("Bank details: 20-00-00 / 55779911", "55779911"),
    ("上海股东账户：A123456789", "A123456789"),
    (
        "backup words: abandon ability able about above absent absorb abstract absurd abuse "
        "access accident",
        "absorb abstract absurd",
    ),
    ("geohash for the cabin (u4pruyd)", "u4pruyd"),
    ("plus code of the hut: CFGH+JM", "CFGH+JM"),
    # front desks, research platforms, caregivers, charities
    ('{"dl_number": "K9921044", "verified": true}', "K9921044"),
    ("visitor left a travel permit C71234560 at reception", "C71234560"),
    ("the gate code for the yard is now 58213, don't share", "58213"),
    ("Prolific ID 5f3a9b0c1d2e3f4a5b6c7d8e flagged twice", "5f3a9b0c1d2e3f4a5b6c7d8e"),
    ("bonus sent to worker A2QW8ERTY3UIOP", "A2QW8ERTY3UIOP"),
    ("Skype for the family call: live:gran.mabel_77", "live:gran.mabel_77"),
    ("Dad's Facebook is under harold.pyke49 now", "harold.pyke49"),
    ("捐赠人焦玉珍要求开具捐赠票据", "焦玉珍"),
    ("主日请曹文斌弟兄领诗", "曹文斌"),
]

BENIGN = [
    "Wire fee depends on the SWIFT/BIC DEUTDEFF route.",
    "领事保护热线 +86-10-12308 全天有人接。",
    "Apple Support 1-800-275-2273 can reset the device.",
    "The hotel shuttle runs every 15 minutes between 05:30 and 23:00.",
    "德国领馆每周三早上9点放出预约名额。",
    "Layover in Doha, transfer 2h10, same terminal.",
    "Japanese resident card numbers are 12 characters.",
    "申请表里家庭住址、电话都要填。",
    "签证中心下个月搬到新楼，时间不变。",
    "Flights to Kuala Lumpur leave from T2.",
    "柏林签证中心周五不开门。",
    "APN 填 internet，用户名和密码都不用填。",
    "eSIM 套餐 S$12，APN 填 internet。",
    "DB_PASSWORD=$DB_PASSWORD",
    "config.yaml 是 staging 的，密码另发",
    # round 26, second pass: incident timelines, public figures, venues, trace ids, env files
    "Incident timeline (UTC)\n04:12 DiskPressure fired for api\n04:15 primary on-call acked",
    "状态页记录：10:02 调查中，10:19 已定位（北京时间）。",
    "维护窗口为每周日凌晨 2 点到 4 点。",
    "trace_id=0af7651916cd43dd8448eb211c80319c span_id=b7ad6b7169203331",
    "# .env.example\nDB_USER=\nDB_PASSWORD=\nLOG_LEVEL=debug",
    "Brendan Gregg's USE method is the first checklist.",
    "Warren Buffett's letter says to buy index funds.",
    "NYSE regular trading runs 9:30 a.m. to 4:00 p.m. Eastern.",
    "用户喜欢公制单位和24小时制。",
    "用户 forward 了这封 email。",
    "影响用户1240户。",
    "The USDC contract address is 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
    "Batch rename: raw_%03d.wav -> clean_%03d.wav",
    "YouTube video ID dQw4w9WgXcQ is the test embed.",
    "Chapter markers: 00:00 Intro, 03:12 Headlines, 18:40 Interview.",
    "| field | rule |\n| password | at least 12 characters |",
    "We walked along the river and then we went home because it was late and we were tired",
    "John 3:16 and Micah 6:8 are on the memory-verse cards.",
    "Sunday mass at 9:30am at the parish church.",
    "Gurdwara langar serves around 1600 meals every Sunday.",
    "Weekly rate at Sunny Acres Care Home goes up in January.",
    "license: 7294013 seats",
    "GPIO pin 1234",
    "the zip code is for the depot",
    "为大家服务，请大家准时。",
]


@pytest.mark.parametrize(("text", "value"), FOUND)
def test_round26_found(text: str, value: str) -> None:
    assert value not in redacted(text), "a round-26 value survived"


@pytest.mark.parametrize("text", BENIGN)
def test_round26_benign(text: str) -> None:
    assert redacted(text) == text, "a round-26 benign text was altered"


def test_round26_redacting_twice_changes_nothing() -> None:
    for text, _ in FOUND:
        once = redacted(text)
        assert redacted(once) == once
