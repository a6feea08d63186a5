"""Round 21 (usernames): a name-made handle in a person's slot with no account word — the
object of a chat or team action, a role noun before it, the subject of a group event, a
result naming a person, a sign-up name that is taken, a login and its password note, a
table's account column. Hand-written values, not the corpora's; benign texts of the same
shapes must pass unchanged. A failure names the case's index, never the value."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

PLANTED = [
    # the object of a chat or team action
    ("thanks okonkwo_femi for sorting the rota", "okonkwo_femi"),
    ("Could you add lindqvist77 to the allotment group chat?", "lindqvist77"),
    ("ask morrison.eve, she set up the server", "morrison.eve"),
    ("DM'd tbrennan about the spare keys.", "tbrennan"),
    ("Reassign the incident to not_priyanair on the ops board.", "not_priyanair"),
    ("Kudos to magnus.holm.jr for the flyers!", "magnus.holm.jr"),
    ("Follow our quiz host x_dariusreid for the answers", "x_dariusreid"),
    ("Bake-sale signup by fionagallagher via the form.", "fionagallagher"),
    ("On Discord as wenjuan_88, mostly evenings.", "wenjuan_88"),
    # Chinese and mixed objects
    ("问一下zhanglihua92，群是她拉的", "zhanglihua92"),
    ("感谢ruiqing.he整理的会议记录", "ruiqing.he"),
    ("报修单转给物业群里的liuyanmei", "liuyanmei"),
    ("DM 了 osullivan_k 问车位的事", "osullivan_k"),
    ("小区羽毛球赛冠军是tianhaoyu7", "tianhaoyu7"),
    ("车友会群主换成了gracezhou.hk", "gracezhou.hk"),
    ("我在棋牌网站上叫chenmingxu88", "chenmingxu88"),
    # the subject of a group event
    ("[harveyquinn] joined the allotment chat", "harveyquinn"),
    ("【songjiayi_5】退出了车友群", "songjiayi_5"),
    ("moderator note: its_aoifekelly sold a fake ticket", "its_aoifekelly"),
    ("wangxiaoyu2 在 parents group 发了 photos", "wangxiaoyu2"),
    ("羽毛球论坛：caoyuting.x发帖说场地涨价了", "caoyuting.x"),
    # a sign-up name that is taken, or whose account it is
    ('"ingridmoller" already taken, try another', "ingridmoller"),
    ("“hongmei_tang”已被注册", "hongmei_tang"),
    ("「dprendergast」是物业经理的号吗？", "dprendergast"),
    # a login and where its password is; a user label with the value alone; JSON; tables
    ("kowalczykmarta 是 council tax portal 的，密码另发", "kowalczykmarta"),
    ("zhouwenbo8 is for the parking site, password to follow", "zhouwenbo8"),
    ("USER: RFINNEGAN", "RFINNEGAN"),
    ('{"用户": "fengxiaolan.ops", "角色": "值班"}', "fengxiaolan.ops"),
    ("| account | flat |\n|---|---|\n| ewan_mcleod | 3B |", "ewan_mcleod"),
    ("成员,角色\nyuqinghe_21,管理员", "yuqinghe_21"),
    ("用 hbrodie SSH 到 backup box", "hbrodie"),
    # whose login it is; a sign-in that failed
    ("pkaur_hq（他的 login，不是 email）", "pkaur_hq"),
    ("linxiaoqing（这是她的登录名）", "linxiaoqing"),
    ("sign-in 为 mbaxter 失败 2 次", "mbaxter"),
    # generated handles in a person slot
    ("thanks iAmQuietOtter42 for hosting", "iAmQuietOtter42"),
    ("ask seagreen-heron31 about the raid times", "seagreen-heron31"),
]

BENIGN = [
    # the same slots with code, tools, words and product names
    "Please add numpy to the requirements file.",
    "thanks team for the update",
    "ask devops, they run the cluster",
    "ping db01 and srv-02 before the deploy",
    "cc all on the release note",
    "Follow the README for setup.",
    "Reply to the thread when you can.",
    "Reassign the ticket to backlog on the board.",
    "Logged in as root to fix the mounts.",
    "I'm fine, thanks for asking",
    "Add user_id to the table and max_retries to the config.",
    "add setup.py to the manifest",
    "posted by admin on the wiki",
    "tag v1.2.3 and push",
    "known as the cache in the compose file",
    "The command shows up as gpt4o_mini in the logs.",
    "问chatgpt一下这个报错",
    "感谢deepseek团队的开源",
    "转给ops_team处理",
    "用 putty SSH 到跳板机",
    "nginx在服务器上说端口被占用",
    "【system】退出了维护模式",
    '"config.yaml" already exists, overwrite?',
    "“main”已存在，换个分支名",
    "config.yaml 是 staging 的，密码另发",
    "USER: HELLO",
    "user: Fixed the bug in the parser",
    '{"用户": "访客", "角色": "viewer"}',
    "| account | balance |\n|---|---|\n| checking | 120 |\n| savings_2024 | 900 |",
    "成员,角色\n管理员,全部",
    "冠军是中国队",
    "我是dev，不是ops",
    "[INFO] joined the worker pool",
    "build.gradle posted a warning about deprecated APIs",
    # an error code opening a line before a line that starts with an event word
    "Crash report\nException Type: E1102\nThread 0 crashed",
    "Status: W2045\nposted to the queue",
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
