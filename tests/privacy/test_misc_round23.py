"""Round 23: classes that blind corpora AM (chat exports) and AN (online shopping) showed
once their failures were read, and call-centre classes of our own (surnames asked for,
values spelled out, security words, PINs). Hand-written cases with values that are not the
corpora's: the rules must be general, not tuned to them. A failure names the case's index, never the
value."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

PLANTED = [
    # hearsay opens a clause whose subject may be a person; a forwarded message's sender
    ("听说罗建华下个月搬家", "罗建华"),
    ("据说邱丽萍也报名了", "邱丽萍"),
    ("[转发] 来自韩冬梅：周末聚餐改到周六", "韩冬梅"),
    # a time word's own characters do not straddle the name after it
    ("今天王雪请假", "王雪"),
    # a routine's word before the time keeps it a routine even in a chat-like layout
    ("Gym  6:30 AM\nleg day", "6:30 AM"),
    # a surname or first name asked for or given on its own (call notes, forms read out)
    ("my surname is Pemberton", "Pemberton"),
    ("Caller: last name Okonkwo-Adeyemi", "Okonkwo-Adeyemi"),
    ("the account is under the name Fairweather", "Fairweather"),
    ("maiden name: Threlkeld", "Threlkeld"),
    # a party of a call named in parentheses or after a dash
    ("Caller (Gareth) disputes the late fee", "Gareth"),
    ("Beneficiary - Gareth Marsh", "Gareth Marsh"),
    # values read out one character at a time after their cue (this line or the one before)
    ("Caller: surname is Kowalski, K-O-W-A-L-S-K-I", "K-O-W-A-L-S-K-I"),
    (
        "Agent: and the postcode?\nCaller: sierra whiskey one alpha, one alpha alpha",
        "sierra whiskey one alpha, one alpha alpha",
    ),
    ("Caller: the postcode is M one, one A E", "M one, one A E"),
    ("cb number 0 7 7 0 0 9 0 0 1 2 3", "0 7 7 0 0 9 0 0 1 2 3"),
    ("Agent: what is the account PIN? Caller: it is 7 4 1 9", "7 4 1 9"),
    ("pin: double seven four one", "double seven four one"),
    # what a caller is checked with: a security word or answer, a PIN's digits
    ('Caller gave security word "marmalade" - passed ID&V', "marmalade"),
    ("KYC\n- [x] secret word - Ravenclaw", "Ravenclaw"),
    ("security answer (first pet): Biscuit", "Biscuit"),
    ("密保答案：小白菜", "小白菜"),
    ("cx set new telebanking PIN 5823", "5823"),
    ("IVR: caller entered PIN 3391 (verified)", "3391"),
    # more providers' published token formats
    ("dropbox token sl.u." + "Qm9vZ2llV29vZ2llMTIz" * 4, "Qm9vZ2llV29vZ2llMTIz" * 4),
    ("NRAK-" + "Q7W3E9R1T5Y2U8I4O6P0A3S7DF2", "Q7W3E9R1T5Y2U8I4O6P0A3S7DF2"),
    ("groq gsk_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9fG1hJ3kL5m", "aB3dE5fG7hJ9kL1mN3pQ5"),
    ("sq0csp-" + "Zr8Kq2Wm6Tn4Yp0Xs7Vb3Lc9", "Zr8Kq2Wm6Tn4Yp0Xs7Vb3Lc9"),
    ("twitch chat oauth:" + "k2j4h6g8f0d2s4a6p8o0i2u4y6t8r0", "k2j4h6g8f0d2s4a6p8o0i2u4y6t8r0"),
    # games' and more platforms' names for an account, friend codes, profile links
    ("Epic: thornwick_42", "thornwick_42"),
    ("原神UID 183920457 求加好友", "183920457"),
    ("王者荣耀 ID：晚风拂柳", "晚风拂柳"),
    ("Switch friend code SW-4821-0937-5562", "SW-4821-0937-5562"),
    ("catch me live at twitch.tv/quillfeather", "quillfeather"),
    ("steamcommunity.com/id/marrowgale_9", "marrowgale_9"),
    # a famous name as a private contact, a signer, a friend met: still a person's name
    ("Emergency contact: Tom Hanks (brother)", "Tom Hanks"),
    ("Regards,\nSerena Williams", "Serena Williams"),
    ("紧急联系人：成龙（舅舅）", "成龙"),
    # location codes and spots below a city: what3words, plus codes, Eircodes, grid
    # references, other countries' postcodes after their cue, street corners, a block's unit
    ("w3w: lantern.pebble.orchard", "lantern.pebble.orchard"),
    ("pin at 9C3XGV4W+2Q, gate on the left", "9C3XGV4W+2Q"),
    ("Eircode: T12 K8W3", "T12 K8W3"),
    ("grid ref NY 21573 07220 for the callout", "NY 21573 07220"),
    ("MGRS 18SUJ2337106519", "18SUJ2337106519"),
    ("PLZ 80331 München", "80331"),
    ("CEP 22071-060", "22071-060"),
    ("〒530-0001 大阪", "530-0001"),
    ("van parked at the junction of Holloway Rd and Camden St", "Holloway Rd and Camden St"),
    ("在建设路和解放大道交叉口等我", "建设路和解放大道交叉口"),
    ("我住8号楼3单元502", "8号楼3单元502"),
    # a bare value given as the answer to the question the turn before
    ("Agent: and the zip?\nCaller: 60614", "60614"),
    ("客服：请问邮编多少？\n用户：310012", "310012"),
    ("Agent: who am I speaking with? Caller: Wilhelmina", "Wilhelmina"),
    ("客服：请问怎么称呼？\n用户：嗯，欧阳倩", "欧阳倩"),
    ("Agent: last four of your social?\nCaller: 7302", "7302"),
    ("Agent: and the account number please?\nCaller: uh it's 40817263", "40817263"),
    ("Rep: what username do you log in with?\nCustomer: tidewater_ko", "tidewater_ko"),
    # a lone given name with a person's word beside it (journals, chats)
    ("missing Thaddeus so much today", "Thaddeus"),
    ("Priya and I watched the fireworks", "Priya"),
    ("Gareth texted me back finally", "Gareth"),
    ("hung out at Ingrid's place", "Ingrid"),
    ("hbd Marguerite!!", "Marguerite"),
    ("date night w/ Rafael", "Rafael"),
    # what a journal feels for someone; abbreviations of "password"
    ("好想念钟雨桐", "钟雨桐"),
    ("今日份快乐来自宋思远", "宋思远"),
    ("p/w: Harbour2031", "Harbour2031"),
    ("u: kmorrow p: Lantern77x", "Lantern77x"),
    # a caller's number under the telephony words for it
    ("ANI: 3125550187", "3125550187"),
    # a made-up account name in a game's or a feed's own talk
    ("duo with thornback_ray tonight", "thornback_ray"),
    ("GG to xXEmberWolfXx for carrying the raid", "xXEmberWolfXx"),
    ("被 GlacierFang_12 带飞了", "GlacierFang_12"),
    ("our guild leader MossLantern just quit", "MossLantern"),
    ("added quillfire77 as a friend in game", "quillfire77"),
    # a past step of one's own routine is still the routine
    ("I usually finished work at 17:30", "17:30"),
    # a resident ID in other groups after its cue
    ("身份证 1101 0119 9003 0745 73", "1101 0119 9003 0745 73"),
    ("身份证号 1 1 0 1 0 1 1 9 9 0 0 3 0 7 4 5 7 3", "1 1 0 1 0 1 1 9 9 0 0 3 0 7 4 5 7 3"),
    # a password read out with its letters' case and its symbols' names; a PIN in lower
    # case, a passcode, a card's security code, memorable information
    ("Caller: password is capital T, lowercase r, o, u, b, four, ampersand, three",
     "capital T, lowercase r, o, u, b, four, ampersand, three"),
    ("cx pin 583920 verified", "583920"),
    ("cx gave passcode 7305 on the call", "7305"),
    ("cvv2: 418 exp 09/27", "418"),
    ("memorable information: larkspur1987", "larkspur1987"),
    # a Chinese given name or nickname between two person slots; a social verb after a
    # name; the given-name characters of the last fifteen years
    ("跟婉清吃了火锅", "婉清"),
    ("周末陪阿杰打球", "阿杰"),
    ("程雨桐点赞了我的动态", "程雨桐"),
    ("今天顾清辞来找我", "顾清辞"),
    ("江予白生日快乐", "江予白"),
    ("missing Saoirse so much today", "Saoirse"),
    ("Haruto texted me back", "Haruto"),
]

BENIGN = [
    # a dated header or a speaker set apart stamps one message: no one's routine
    "Grandma  6:48 PM\nthe soup is ready",
    "Coach — 03/11/2026 11:02 PM\nlol",
    "表哥  5月2日 22:15\n到家了",
    "Auntie, [14.02.26 19:48]\nthe parcel came",
    # a form's labels after a name cue; a common word is no surname
    "Last Name  First Name  Email",
    "Surname Required",
    "in the name of Science",
    # initials of a firm, counting words, digits that spell nothing after a cue
    "name: A B C Corp",
    "We have one, two, three options",
    "account 1 2 3",
    "version 1.2.3 of the card reader",
    # a check's verdict on the answer, not the answer; a kind of caller, not a name
    "secret answer: N/A",
    "memorable word - correct (2/3 chars)",
    "Caller (Mobile) reports an outage",
    "Agent - Escalations",
    "client (Acme) invoice",
    # a platform's feature or a game's update, not an account
    "the slack webhook is configured",
    "discord bots are fun",
    "epic win today",
    "switch to the main branch",
    "Epic Games Store sale",
    "apex legends patch 19.1",
    "原神 4.2 版本",
    "王者荣耀 五排 上分",
    "FC 2024 season",
    "twitch.tv/directory",
    # public figures, characters and titles spoken of as such; a public venue's hours
    "rewatched the movie, Keanu Reeves is so good in it",
    "listening to the new Billie Eilish album on repeat",
    "finally beat Malenia after 47 tries",
    "Mario Kart night with the cousins",
    "周深的新歌单曲循环一整天",
    "看了吴京主演的电影",
    "the gym opens at 6am on weekdays",
    "健身房早上6点开门",
    # a cap, a score, a corner of a room: no location
    "CAP 2024 budget",
    "C++ and C+ grades",
    "score 2+2",
    "the corner of the room and the door",
    # an answer to a question the gate does not know, a refusal, a common word
    "Agent: what is the case number?\nCaller: 30301",
    "Agent: how many lines do you have?\nCaller: 3",
    "Agent: what is your postcode?\nCaller: sorry what?",
    "Agent: can I take your name?\nCaller: Fine thanks",
    # a given name that is a city, a tool or part of a firm's name
    "moving to Austin next month",
    "flights from Sydney got cancelled",
    "Julia is fast for numerics",
    "Godfrey, Davis and Lewis announced a partnership",
    "我喜欢周末",
    "来自星星的你",
    "p/w ratio 0.5",
    # products, colours, config keys and team names beside the same words
    "played Fortnite on my PlayStation with the squad",
    "Paint the lobby SkyBlue, per the design review.",
    "game server setting require_2fa = true",
    "RevOps queue: first response within 21 minutes",
    "playing FIFA23 on the RTX4090 rig",
    "game_night on friday",
    # a queue's name; when one case's step happened
    "Queue: Billing_EN_T2, 14 waiting in the lobby",
    "Agent AGT-0042 wrapped up at 14:32, AHT 6m12s",
    "Outage notice: fibre fault in exchange LS6, ETA 18:00",
    "ticket closed at 16:05",
    # a tracker's duration, a game's features, two everyday words
    "mood 7/10 | sleep 7h40 | steps 10,482",
    "Minecraft coords for the base: X 120 Y 64 Z -340",
    "journal prompt: what made you smile today?",
    "故障公告：部分区域宽带中断，预计 18:00 恢复",
    "order 1101 0119 9003 0745 73",
    "pin 2 of 8",
    "GPIO pin 1234",
    "和宝宝一起玩",
    "和大家一起吃饭",
    "给小猫买了猫粮",
    "和平时一样早睡",
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
