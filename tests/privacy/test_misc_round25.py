"""Round 25: classes that blind corpus AT (smart home, IoT, family tech support; held out
through round 24) showed once its failures were read, and those of the corpora read later
in the round. Hand-written cases with values that are not the corpora's: the rules must be
general, not tuned to them. A failure names the case's index, never the value."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

PLANTED = [
    # NAS home shares (Synology, QNAP, over SMB)
    ("Hyper Backup source: /volume2/homes/orlaithe/Photos", "orlaithe"),
    ("moved the scans to /var/services/homes/t.brannigan/Scans", "t.brannigan"),
    ("QNAP path /share/CACHEDEV1_DATA/homes/kofi_m/notes.txt", "kofi_m"),
    (r"mapped \\TOWERNAS\homes\ingridv\Docs as Z:", "ingridv"),
    # people named by their devices, their household, their sign-off, an app's slot
    ("Router list: 192.168.1.40  Imogen's iPad", "Imogen"),
    ("「Tobias's AirPods」want to connect", "Tobias"),
    ("局域网：10.0.0.7  彭雪梅的手机", "彭雪梅"),
    ('Guest SSID "The Okonkwo Family" is on', "Okonkwo"),
    ("printer's fixed now. love, Rosalind x", "Rosalind"),
    ("Alexa → Voice profile → Beatrix", "Beatrix"),
    ("Disney+ profiles: Kids, Guest, Ezekiel", "Ezekiel"),
    ("Eufy 识别到 familiar face：Cordelia", "Cordelia"),
    ("Owlet report: Baby Matilda slept 9h", "Matilda"),
    ("could you help Augustine from next door with his router", "Augustine"),
    ("Job 88 — Whitfield, Harriet — tax.pdf — 2 pages", "Harriet"),
    ("@DENG Wei 路由器重启好了", "Wei"),
    ("小爱同学 叫醒 梓萱 起床上学", "梓萱"),
    ("妈，陈海涛表哥说他家也是这个路由器", "陈海涛"),
    ("Account holder: harriet whitfield\nPlan: Fibre 500", "harriet whitfield"),
    # accounts of home servers
    ("mqtt user for the garage sensors is tamsin_rook7", "tamsin_rook7"),
    ("Jellyfin users: admin (disabled), guest (disabled), fennel_otter42", "fennel_otter42"),
    ("Tailscale machine owner: okwu.chidi@github", "okwu.chidi"),
    ("GitHub 上 lanfeng_88/home-lab 这个 repo", "lanfeng_88"),
    ("$ whoami\nmarisol_q  # on the pi", "marisol_q"),
    ("华为账号 1593574862，家里的设备都在这下面", "1593574862"),
    # secrets and passwords of devices
    (
        "IFTTT: https://maker.ifttt.com/trigger/garage_open/with/key/pQ7_rT2xZk9LmN4vB8",
        "pQ7_rT2xZk9LmN4vB8",
    ),
    ("插座的 local_key 是 a9#Lq2!xZ@7mT$4w，本地控制用", "a9#Lq2!xZ@7mT$4w"),
    ("Pushover user key: u4k8s2m9q1w7e3r5t6y0p2o4i8u6y3", "u4k8s2m9q1w7e3r5t6y0p2o4i8u6y3"),
    ("把 HA_LONG_LIVED_TOKEN 设成 kQ93xLmZ8vTq2Rb7WpN4，然后重启", "kQ93xLmZ8vTq2Rb7WpN4"),
    (
        "粘贴 API key\n```\n7f3a9c21e4b8d06f5a2c9e1b7d3f8a40\n```",
        "7f3a9c21e4b8d06f5a2c9e1b7d3f8a40",
    ),
    ("WIFI:T:WPA;S:Loft_5G;P:TeapotMarbleOrbit77;;", "TeapotMarbleOrbit77"),
    ("Padlock on the shed reset to 4827 yesterday", "4827"),
    ("摄像头设备验证码：QWHRPZ", "QWHRPZ"),
    ("front door temp code 6620174 for the dog walker", "6620174"),
    ("路由器 管理密码 我改成 58204713 了", "58204713"),
    # e-mail dictated with spaces around "@"
    ("uh send the photos to m.okafor77 @ outlook.com please", "m.okafor77 @ outlook.com"),
    # routines
    ("automation:\n  trigger:\n    - platform: time\n      at: \"06:45:00\"\n", "06:45:00"),
    ("The baby naps 1–3pm most days, keep the hoover off", "1–3pm"),
    # homes told by their block or a landmark
    ("our building is Larkspur Court, Block F — node on the landing", "Larkspur Court, Block F"),
    ("installer note: Block 3 of The Maltings", "Block 3 of The Maltings"),
    ("外卖地址备注：社区医院后面的万科金色家园", "万科金色家园"),
    ("快递写地铁2号线西湖站B口对面那个小区就行", "西湖站B口对面那个小区"),
    # AU (HR, payroll, onboarding) and AV (students, academia), read in round 25
    ("Teams still shows p.okonjo as active after leaving", "p.okonjo"),
    ("sAMAccountName tbrennan already exists, use a suffix", "tbrennan"),
    ("Zoom licence for quill_fox31 can be reclaimed", "quill_fox31"),
    ("RDP session: hollisvane on HR-TS-07 (idle 2h)", "hollisvane"),
    ("离职员工 wu.jiahao2 的邮箱要转给谁", "wu.jiahao2"),
    ("ONYEKACHI Rosalind's probation review is overdue", "ONYEKACHI Rosalind"),
    ('{"legal_name": "Brannigan, Orla", "status": "pre-hire"}', "Brannigan, Orla"),
    ("邵雨桐反馈11月工资条少了餐补", "邵雨桐"),
    ("签证代理需要韦嘉怡的学历证明", "韦嘉怡"),
    ("USCIS A-number A-218-447-905 on the EAD card", "A-218-447-905"),
    ("PAN KQRPS4471M for the payroll entity", "KQRPS4471M"),
    ("I-20 (SEVIS ID: N0036612870) arrived", "N0036612870"),
    ("passport number on the DS-160: K48830216", "K48830216"),
    ("Requested: leave every Tuesday 1-5pm for childcare", "1-5pm"),
    ("I call my dad each Sunday from 10:00 to 11:30", "10:00"),
    ("squeue -u qlinden7", "qlinden7"),
    ("my netid is hw4412", "hw4412"),
    ("wandb entity: OrlaBrannigan", "OrlaBrannigan"),
    ("[09:12] <mossy_fern8> anyone have the problem set?", "mossy_fern8"),
    ("论坛昵称 不睡觉的海獭88", "不睡觉的海獭88"),
    ("把 teal-orbit44 加成论文仓库的协作者", "teal-orbit44"),
    ("safe combo for the seminar room cabinet 5281", "5281"),
    ("PIN for the bike cage behind the physics building: 7306", "7306"),
    ("- [ ] change tidalHeron552! everywhere, it leaked", "tidalHeron552!"),
    ("the thesis archive is encrypted with amber quarry lantern", "amber quarry lantern"),
    ("Dorm: Block K, room 214", "Block K, room 214"),
    ("my room is East Hall 418, knock twice", "East Hall 418"),
    ("请寄到东区7号宿舍楼512，谢谢", "东区7号宿舍楼512"),
    ("罗婉清师姐会改LaTeX模板，问她", "罗婉清"),
    ("Quan Bo won the poster prize", "Quan Bo"),
    # AW (sports, fitness, pets, hobbies), read at the end of round 25
    ("Locker 41 combo is 7391, bring a lock", "7391"),
    ("the club tablet unlocks with 6208", "6208"),
    ("psw meimei0717 for the court booking app", "meimei0717"),
    ("The dog walker app wants a PIN, I set 5914", "5914"),
    ("boathouse padlock 8362", "8362"),
    ("new psswrd for the club shop Toffee2011 dont share", "Toffee2011"),
    ("| Timing laptop | admin | `Qw7-Lp2zT9xK` |", "Qw7-Lp2zT9xK"),
    ("车库门禁 8316", "8316"),
    ("私教邓雨萱的课约满了", "邓雨萱"),
    ("门将韩志强脚踝扭了", "韩志强"),
    ("宋佳怡家的狗又跑出来了", "宋佳怡"),
    ("Zwift name orla_pedals — join my ride", "orla_pedals"),
    ("the Etsy shop yarnbybrigid1984 sells stitch markers", "yarnbybrigid1984"),
    ("flickr.com/photos/kmurphy82", "kmurphy82"),
    ("running playlist by tamsin_trails", "tamsin_trails"),
]

BENIGN = [
    "the /volume1/homes share is enabled for all users",
    "Mom's iPad needs the update tonight",
    "The Royal Family visited the town",
    "Baby Shark is on repeat again",
    "Apple's iPhone launch is in September",
    "github actions/checkout@v4 runs first",
    "see GitHub home-assistant/core for the integration",
    "the user is logged in as admin",
    "owner: platform-team",
    "thermostat reset to 2025 defaults after the update",
    "timer reset to 1800 seconds",
    "验证码是 483920，五分钟内有效",
    "meet @ gmail.com HQ later",
    "超市后面的停车场周末免费",
    "公司旁边的星巴克开了",
    "Conference Hall, Block B is where the keynote is",
    "lunch @ noon?",
    '{"key": "sort_order", "value": 3}',
    "Thanks,\nPeople Ops",
    "> On 2024-06-21, People Ops wrote:",
    "the password format is explained in the welcome email.",
    "Warehouse dawn shift starts at 05:30 and the late shift ends at 22:00.",
    "The Employee Assistance Programme helpline 0800 123 4567 is free and open 24/7.",
    "Rich text is not supported in the SuccessFactors comments field.",
    "备忘：周报请在每周五18:00前提交（全员规则）。",
    "考勤规则：弹性上班时间8:30-10:00。",
    "飞书消息 17:42\n国庆期间人事服务台暂停线下服务。",
    "[钉钉] 09:56 请把材料上传到系统。",
    "钉钉考勤打卡范围为办公地点周边300米。",
    "密码 policy：至少 14 位 + MFA。",
    "We reply Mon-Fri 9am-5pm ET.",
    "Ticket 1822 closed: the login node was rebooted at 03:00 for kernel patches.",
    "The campus shuttle runs every 20 minutes, 7:00-23:00.",
    "宿舍楼门禁23:00关闭，晚归需登记",
    "git clone git@github.com:pytorch/pytorch.git",
    "The README uses ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX as a placeholder.",
    "公开讲座腾讯会议号 559 064 340，无需密码",
    "学校信息中心提醒：任何人索要密码都是诈骗",
    "中国人民大学的交换生10月6日报到，住研究生公寓",
    "实验室搬到了主楼3层，门牌见楼层指引",
    "Bradshaw, Santiago and Mejia announced a partnership.",
    "encrypted with AES-256 keys",
    "Hong Kong is big",
    "add Python to the path",
    "Lap splits: 2:21, 2:33, 2:48, 2:36",
    "Swim set: 20 x 100 m on 1:55, CSS pace 1:42/100m",
    "羽毛球比分 21:17、19:21、21-12",
    "Jack Russell x Beagle, 2 yrs, great with cats",
    "Leisure centre bookings line 0300 555 0199 (council service)",
    "金毛和比熊哪个更好养？",
    "race day 9 Mar, wave C 8:20 start",
    "high water 06:58, low 13:11 on Sunday",
    "lock 2024 edition",
    "I use Strava every day",
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
