"""Round 19: classes that blind corpora Z, AA (back-office text), AB (community posts),
AC (regulated domains) and AD (developer artifacts) showed. Hand-written cases, one or two per
class, with values that are not the corpora's: the rules must be general, not tuned to them.
A failure names the case's index, never the value."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

PLANTED = [
    # percent-encoded form bodies and URLs
    ("file=%2Fhome%2Fmkowalski%2Freports%2Fq3.csv&mode=read", "mkowalski"),
    ("to=ola.nordmann%40example.org&subject=hi", "ola.nordmann%40example.org"),
    ("name=Harriet%20Quimby&role=pilot", "Harriet%20Quimby"),
    ("GET /search?q=%E5%BC%A0%E4%BC%9F%E7%9A%84%E7%94%B5%E8%AF%9D", "%E4%BC%9F"),
    # Chinese road sections; a record's separators
    ("快递改寄到天府大道南段1177号8楼", "天府大道南段1177号"),
    ("工单 OPS-1183／数量4／13912345678／端口8080", "13912345678"),
    ("订单ORD-QX8Z／4539578763621486／88.50元", "4539578763621486"),
    ("账号ops／Tr4in-Wreck!9", "Tr4in-Wreck!9"),
    # roles before a name
    ("INCOME TAX\nTaxpayer Marisol Delgado\nref on file", "Marisol Delgado"),
    ("Pupil: Wei Zhang, Year 5", "Wei Zhang"),
    ("个税申报\n纳税人欧阳娜", "欧阳娜"),
    ("社区简报：欢迎新会员司马健加入", "司马健"),
    ("发帖人诸葛亮亮·2025-01-02", "诸葛亮亮"),
    # OCR'd and split cues, emoji labels, pinyin keys
    ("OCR：宻码 ….. Pq8!zz7Lm ….. 日期2022年1月1日", "Pq8!zz7Lm"),
    ("OCR：用户各 ….. quentin_b77", "quentin_b77"),
    ("Temp pass word: lantern orchid pebble", "lantern orchid pebble"),
    ("Pinned: 🔑 Vb7#qLm29x", "Vb7#qLm29x"),
    ("🛂 K12938475", "K12938475"),
    ("档案导出：{\"yonghuming\": \"ptorres_41\"}", "ptorres_41"),
    ("denglu=heike.baum9", "heike.baum9"),
    # weak password cues
    ("creds (delete after reading): 7hQ!mZ2kR", "7hQ!mZ2kR"),
    ("kiosk unlock phrase: saffron-otter-basalt", "saffron-otter-basalt"),
    ("iPad 解锁 phrase: basalt_otter_saffron_quill", "basalt_otter_saffron_quill"),
    ("rp7KmZ2xQw is what I set it to, keep it quiet", "rp7KmZ2xQw"),
    ("walnut prism ferry is what we all use for the shared drive", "walnut prism ferry"),
    ("Hz93kLmQ2p就是我设的，别外传", "Hz93kLmQ2p"),
    ("sudo asked twice, I typed vK8_mq2LzP and it failed", "vK8_mq2LzP"),
    ("the backup zip is protected with quartz.ember.harbor.lilac; unzip it first", "quartz.ember"),
    ("ZIP for the tax archive → Zm8kQ2pLx7", "Zm8kQ2pLx7"),
    ("压缩包解压码→Tq9mKz2Lp8", "Tq9mKz2Lp8"),
    ("the NAS admin password left as Qh7zLm3kP9, reset it", "Qh7zLm3kP9"),
    # handles in developer and community text
    ("| ticket | reporter | status |\n|---|---|---|\n| SR-88 | dkowalczyk | open |", "dkowalczyk"),
    ("order 5512098 | marta.ruiz | qty 2", "marta.ruiz"),
    ("lfernandez42 reset their MFA again", "lfernandez42"),
    ("（by hsato_77）", "hsato_77"),
    ("assignee changed to pnakamura", "pnakamura"),
    ('"rbianchi_9" joined the channel.', "rbianchi_9"),
    ("楼主kwong.li88·3条评论", "kwong.li88"),
    ("# TODO(agarcia19): drop this flag after launch", "agarcia19"),
    ("提交说明：合并liwei_dev的分支", "liwei_dev"),
    ("审计：授予zhao.min88管理员权限", "zhao.min88"),
    ("mchen_ops（登录名）", "mchen_ops"),
    ("sbauer88是我在病友论坛的账号", "sbauer88"),
    # labels the first-character guards of two cue patterns used to skip
    ("游戏ID：Shadow_Fox92", "Shadow_Fox92"),
    ("我的ID：hsato77", "hsato77"),
    ("ingame name: xXDarkLordXx99", "xXDarkLordXx99"),
    # numbers
    ("iban de89370400440532013000", "de89370400440532013000"),
    ("ni: ab 12 34 56 c", "ab 12 34 56 c"),
    ("4915312345678 - left voicemail, no reply", "4915312345678"),
    ("CRM: updated the callback number to 4915312345679", "4915312345679"),
    ("Travel doc P98127364 (renewed 2025-02-01)", "P98127364"),
    ("访问密钥IDAKIAZ7QW3ERT6YUI9OPA区域cn-north-1", "AKIAZ7QW3ERT6YUI9OPA"),
    ("手机13698765432ok", "13698765432"),
    ("校友录……zhao.lei@example.cn……", "zhao.lei@example.cn"),
    # places
    ('"60614" — enter this in the satnav, not the town', "60614"),
    ("闲鱼：310012范围内包邮", "310012"),
    ('geofence:\n  home_center: "Thornbury Gardens"\n  radius_m: 120', "Thornbury Gardens"),
    ("日志：定位上报，位置=200433", "200433"),
]

BENIGN = [
    "50%OFF today only, 100% cotton",
    "the macro uses %41%42 as a literal",  # no URL or form: the run stays as written
    "Reddit: anyone else seeing HTTP 502 from the API since 2024-03-01?",
    "小红书：2024-03-01之后接口一直报502，有人遇到吗",
    "## Changelog 1.4.2\n- 启动更快\n- fix 空输入 crash（#20931）",
    "password 至少 12 位（validation message，不是密码）（ref 55120）",
    "password 规则：至少 12 位，含 digit 和 symbol。",
    "- 地点：社区活动中心\n- 容量：80人",
    "8人包间已订，在南京路步行街附近（帖子31233）",
    "上海市浦东新区政务服务中心周末不办公。",
    "Use the test card 4242 4242 4242 4242 only in the sandbox.",
    "测试环境可用测试卡号4111 1111 1111 1111。",
    "db.events.find({ type: \"purchase\" }).limit(250)",
    "TODO(perf): cache the lookup",
    "TODO(oauth2): refresh the token in the background",
    "Workday4.12.3：用户名长度需在3到20个字符之间。",
    "会员费一年¥1299",
    "楼主说的对",
    "SO82185611,2026-10-19 23:31:05,69639,Bristol,-",
    "I love mima and dianhua",
    "room 12ok",
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
