"""Round 21: classes that blind corpora AI (property and housing) and AJ (civic, legal and
government services) showed, and government-ID formats of health and licensing records
(NHS numbers, DVLA driving licences, Medicare MBIs, EINs). Hand-written cases with values
that are not the corpora's: the rules must be general, not tuned to them. A failure names
the case's index, never the value."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate
from complex_memory_manager.privacy.detectors.ids import nhs_valid

PLANTED = [
    # health-service and licence numbers
    ("NHS number: 401 023 2137 (GP registration)", "401 023 2137"),
    ("my nhs no is 4010232137, ask reception", "4010232137"),
    ("patient,nhs_number\nR. Okoro,4010232137", "4010232137"),
    ("Driving licence: HARRI802174JD9AB", "HARRI802174JD9AB"),
    ("licence no. WOO99 753215 A99XY 03 on the hire form", "WOO99 753215 A99XY 03"),
    ("driver's license # K512-3378-0426 (Illinois)", "K512-3378-0426"),
    ("Medicare card: 5TR7-QK2-WD41", "5TR7-QK2-WD41"),
    ("beneficiary ID 3MN4PA7XY62 for the claim", "3MN4PA7XY62"),
    ("Sole trader EIN: 47-2081365", "47-2081365"),
    # door, locker and safe codes; a value said to be a device's; a cue glued to its value
    ("寄存柜开箱码58203917（不是取件码）", "58203917"),
    ("gym locker 开箱 code 730418", "730418"),
    ("前门 guest code 改成 8150392 了", "8150392"),
    ("编号：2楼、C门、Hx8pQ2vLm4是报警面板的", "Hx8pQ2vLm4"),
    ("qiqi_27781 是 alarm panel 的", "qiqi_27781"),
    ("pwmaomao.52013别改", "maomao.52013"),
    ("访客网络→“8830417”", "8830417"),
    ("监控后台：用户 admin / 520917", "520917"),
    ("家长群相册访问密码已更新为903316", "903316"),
    # a routine's bus, an outpatient note's time; an estate with a lower-case ending
    ("usual: tea, 7:20 bus, inbox", "7:20"),
    ("日常：咖啡、8:05的班车、回邮件", "8:05"),
    ("门诊病历：降压药每天早上7点半服用。", "早上7点半"),
    ("member,area,sessions\njunior,Hollins Grange estate,2", "Hollins Grange estate"),
    ("志愿队负责华府名苑及周边。", "华府名苑"),
    # a list of areas; a pair said to be home; a postcode after an address's name
    ("areas: town centre, Hollowmere Park, the retail park", "Hollowmere Park"),
    ("片区：市中心、金桂城、万达广场", "金桂城"),
    ("Shared my live location with the family: -31.204 -58.33917", "-31.204 -58.33917"),
    ("-27.415 -121.6631，map 上就是我家", "-27.415 -121.6631"),
    ("地址最后一行 518057", "518057"),
    # a password column by another name; a value tried to log in, asked for, or said to be
    # a device's; a spaced NI number with the administrative prefix; NINO and vetting cues
    ("| system | secret word |\n|---|---|\n| school portal | Qm7vXk2pLr |", "Qm7vXk2pLr"),
    ("| 系统 | 暗号 |\n|---|---|\n| 图书馆 | 9aTf3kWq8Z |", "9aTf3kWq8Z"),
    ("试试RiverMapleCanyon登前台那台电脑", "RiverMapleCanyon"),
    ("try 一下 amber.kite.lantern! 登 office laptop", "amber.kite.lantern!"),
    ("the benefits portal wants Hq5LmT9vWx", "Hq5LmT9vWx"),
    ("社保 app → Zhangli.1988", "Zhangli.1988"),
    ("就是copper.Willow.meadow.41，前台电脑的", "copper.Willow.meadow.41"),
    ("Birch-lantern-ember-58 is what I used for the bike locker", "Birch-lantern-ember-58"),
    ("zz 41 08 27 q", "zz 41 08 27 q"),
    ("Payroll: NINO 512093847, tax code 1257L", "512093847"),
    ("club vetting form -- ID number 640291837", "640291837"),
    # a postcode or a pair after a residence verb, before "send it here"; an estate whose
    # deliveries fail
    ("我们去年搬到了 310012", "310012"),
    ("爸妈住518000那边", "518000"),
    ("住31.2304,121.4737thx", "31.2304,121.4737"),
    ("200120，发票寄到这", "200120"),
    ('"Oakmere Gardens" again - second failed delivery', "Oakmere Gardens"),
    ("“Linden Rise” 又 delivery failed", "Linden Rise"),
    # the user's own rules stay routines
    ("Reminder rule: every weekday at 6 PM, remind the user to log hours.", "6 PM"),
    ("提醒规则：每天凌晨一点提醒用户吃药。", "凌晨一点"),
    # identity numbers named by an identity document or an ID check; NI numbers spaced in
    # lower case; a Chinese e-passport; a passport number glued to its word
    ("Identity document: 318822640, issued 4 May 2024.", "318822640"),
    ("guarantor ID number 552019384 confirmed by the agent", "552019384"),
    ("ID check done with K48213377", "K48213377"),
    ("用 M50921834 做了 ID check", "M50921834"),
    ("证件信息：G40918273，签发日期5月2日。", "G40918273"),
    ("copy on the scanner: EK4820913", "EK4820913"),
    ("passportP51938220", "P51938220"),
    ("ni for payroll? it's jx 41 20 93 c", "jx 41 20 93 c"),
    ("Ref: wp 482019 b", "wp 482019 b"),
    # what unlocks a wallet, an archive or a child's device, by other names
    ("Recovery phrase for the wallet: cobble-ferret-lumen-dusk", "cobble-ferret-lumen-dusk"),
    ("seed phrase: tundra quiver lilac boulder", "tundra quiver lilac boulder"),
    ("档案包加密短语：harbor ledge plum41", "harbor ledge plum41"),
    ("孩子手表的家长控制码：Vz7kQm2p", "Vz7kQm2p"),
    ("tablet parental control code: Orchid-Lamp-58", "Orchid-Lamp-58"),
    ("备份盘解锁码 883014", "883014"),
    ("My sign-in secret for the council portal is Tq5vWm2rKx", "Tq5vWm2rKx"),
    # near a template, a real value is still one
    ("Reply-To: <okwu.ade@example.net>", "okwu.ade@example.net"),
    ("To: <Jonathan Keyes>", "Jonathan Keyes"),
    ("email: okafor.t@example.org", "okafor.t@example.org"),
    ("password: xX9#kLm2 (not <your-password-here>)", "xX9#kLm2"),
    ("My train departs at 7:40 every weekday", "7:40"),
    # a value named by what it unlocks, with no password word
    ("The zip of the lease scans is locked with %Hq7!vRw2Ld", "%Hq7!vRw2Ld"),
    ("Budget sheet is encrypted; to open it you need ZnR4kpWq8s", "ZnR4kpWq8s"),
    ("Quiz night: the voice room is locked, enter lantern.Ocean.violet77 to join.",
     "lantern.Ocean.violet77"),
    ("the words are copper.mango.tulip! — that unlocks the shared drive", "copper.mango.tulip!"),
    ("语音频道上锁了，输入RiverStoneCloud52进入。", "RiverStoneCloud52"),
    ("阁楼的NAS：admin / ember-Stone-kite-31", "ember-Stone-kite-31"),
    ("Temporary one: Forest-path-Window-9 (change it on first login)", "Forest-path-Window-9"),
    # an estate named by a property's sentence, a list after a city, a table's area column
    ("Comparable sales in Thornfield Meadows averaged $2,480.", "Thornfield Meadows"),
    ("Coverage: Bristol, Wrenfield Quarter, and the Acme Glazing depot area.", "Wrenfield Quarter"),
    ("Moorcroft Gardens - that's where the new build is.", "Moorcroft Gardens"),
    ("area,avg_rent,listings\nHollybrook Court,$1,250,7", "Hollybrook Court"),
    ("片区,均租,套数\n碧水御景城,¥3,400,6", "碧水御景城"),
    ("本季度金桂御府的噪音投诉增多。", "金桂御府"),
    ("我们在看锦江湾的两居，预算8000元。", "锦江湾"),
    ("下个月枫丹城要装快递柜。", "枫丹城"),
    ("业委会管辖丽水二期，物业费每季度900元。", "丽水二期"),
    # a lower-case UK postcode, spaced; an estate where a location goes
    ("b74 2qd -- same as the delivery one", "b74 2qd"),
    ("Our street party flyer said to come to se22 8hn.", "se22 8hn"),
    ("Photo geotag was Oakridge Court.", "Oakridge Court"),
    ("Local pickup only (Alderwood Village)", "Alderwood Village"),
    ("The volunteer rota covers Linden Grange and the streets around it.", "Linden Grange"),
    ("Post it to Birchfield Park and it'll reach me.", "Birchfield Park"),
    # bank numbers: a long label before a colon, a lower-case IBAN in groups, 从…账户代扣
    ("Bank acct for the deposit return: 41829376055", "41829376055"),
    ("gb82 west 1234 5698 7654 32", "gb82 west 1234 5698 7654 32"),
    ("水电费备注：房东从6217000012345678123账户代扣。", "6217000012345678123"),
    # a routine's time range written without spaces
    ("I work 8:00-17:00 every weekday", "17:00"),
    ("我每天9:30-18:30上班", "18:30"),
]

BENIGN = [
    # a timetabled service named by its departure time
    "The 18:30 ferry from Dover was cancelled, so the removal van arrives a day late.",
    "The 07:15 train to Leeds is running twenty minutes behind.",
    "19:05那班高铁停运，搬家公司改到明天。",
    # a clinic's hours of service
    "社区医院周一至周五8:00-17:00接诊。",
    # document numbers in a list; a date glued to a building's number
    "Ticket numbers 4417-2208, 4417-2209 and 4417-2210 are duplicates of one leak.",
    "Orders 555-0142 and 555-0199 shipped on Monday.",
    "2024-09-0318号楼停水，更换立管。",
    # how many residents, not where they live
    "规定：晚上11点以后为安静时段（全体住户）。",
    "业主大会需要三分之二以上业主参加才有效。",
    # a money amount glued to the next clause is no password
    "这个 visa application 的 fee 是 $312.40，processing time 大约 3 weeks。",
    # courts of law, firms of estate agents
    "The hearing has been listed for 3 May 2025 at Norwich County Court.",
    "Sentencing is at Southwark Crown Court next week.",
    # a health-service number needs its check digit; a phone near "NHS" stays a phone's
    "NHS 111 is free to call from landlines and mobiles.",
    "The recovery phrase is stored offline in the safe.",
    "Enter the unlock code sent to your phone.",
    "The door is locked with a padlock.",
    "The archive is encrypted with AES-256.",
    "enter your email to join the waitlist",
    "Use the admin / user toggle in settings.",
    "Default one: see config.yaml",
    "Tickets: London, Hyde Park, and Manchester.",
    "area,owner\nEngineering,alice\nSearch Platform,bob",
    "zone,count\nEurope West,4\nUS East,5",
    "台湾的均价比去年高。",
    "Bank of England base rate for the quarter: 4.25",
    "The walking tour covers Kensington Gardens and Regent's Park.",
    "Upload bucket s3 2nd region is ready.",
    "Meet on 12 03 24 a Monday? No, the 13th.",
    "door code format is four digits",
    "config是路由器的，别动。",
    "pwd reset done",
    "预算在100000元以内。",
    "“顺丰”又派送失败了。",
    "St Thomas' Hospital is across the river from Parliament.",
    "就是GitHub，我们公司的。",
    "Use Ctrl+F5 to open it fresh.",
    "order ID number 123456789 was refunded",
    "18:30 那班 train 取消了，removal van 晚一天到。",
    "Rule：23:00 以后 quiet hours（全体 residents）。",
    "areas: billing, search, payments",
    "zones: Europe West, US East",
    "email address count: 12345",
    "IP address 192.168.1.1 is the gateway.",
    "门诊病历：每天早上服药前请空腹。",
    "Order EA1234567 shipped; ID check order number 123456789 pending.",
    # template values: placeholders, masks, sample passwords, example addresses, zeros
    "password: <your-password-here>",
    "api_token: ${API_TOKEN}",
    "DB_PASSWORD=changeme",
    "密码：******",
    "email: user@example.com",
    "Sort code format is 00-00-00; account numbers have 8 digits.",
    "Train G1234 departs Beijing South at 14:05 and arrives at 18:33.",
    "用户的 home 目录是 /home（容器里）。",
]


def test_nhs_check_digit() -> None:
    assert nhs_valid("4010232137")
    assert not nhs_valid("4010232138")
    assert not nhs_valid("1111111111")


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
