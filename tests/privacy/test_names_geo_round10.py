"""Round 10: Chinese names as the agent after a focus word or 由, as a whole CSV cell, or
handed a task at a clause's end; postcodes as the user's home or a nearest-branch search."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import PrivacyGate

GATE = PrivacyGate()

NAMES = [
    ("只有苏瑜有生产环境权限", "苏瑜"),
    ("仅徐志强能登录跳板机", "徐志强"),
    ("连陈桂荣都不知道这件事", "陈桂荣"),
    ("包括谭琴在内的三个人", "谭琴"),
    ("只有王磊可以审批报销", "王磊"),
    ("合同由赵桂芝代表长风教育签字", "赵桂芝"),
    ("这个需求由李莉负责", "李莉"),
    ("导出：5,向建国,金卡,2024年2月5日", "向建国"),
    ("| 3 | 白冬梅 | VIP |", "白冬梅"),
    ("上海|王磊|会员", "王磊"),
    ("id,姓名,等级\n7,朱淑兰,银卡", "朱淑兰"),
    ("| 序号 | 客户 | 等级 |\n|---|---|---|\n| 3 | 白冬梅 | VIP |", "白冬梅"),
    ("ticket INC-1852 assign 给了 高欢", "高欢"),
    ("这个 bug 转给 朱淑兰。", "朱淑兰"),
    ("工单已经移交曾淑华，请跟进", "曾淑华"),
]

GEO = [
    ("(home 55246)", "55246"),
    ("（home 518426）", "518426"),
    ("[home: 10115]", "10115"),
    ("Nearest branch search used 36436", "36436"),
    ("nearest branch 用 487869 查的", "487869"),
    ("Closest store lookup used 90210.", "90210"),
    ("The nursery they picked is right in Fremont.", "Fremont"),
    ("Her daycare is just by Chapel Allerton, which helps.", "Chapel Allerton"),
    ("Kid's school is in Dulwich, so mornings are tight.", "Dulwich"),
    ("the kindergarten we chose is near Queen Anne", "Queen Anne"),
    ("Moved from South Congress to be closer to the office.", "South Congress"),
    ("We moved out of Jericho last year.", "Jericho"),
    ("My commute from Headingley is 40 minutes.", "Headingley"),
    ("commute 从 Crystal Palace 要 90 min", "Crystal Palace"),
    ("They live in Queen Anne, walking distance from the park.", "Queen Anne"),
    ("parents still live in Jamaica Plain", "Jamaica Plain"),
    ("我们金地一期每年 winter 暖气都不行", "金地一期"),
    ("咱们星河南区停车位太少", "星河南区"),
]

BENIGN = [
    "只有北京有这个政策",
    "只有周末有空",
    "只有白天有空",
    "只有管理员可以删除",
    "由公司代表签字",
    "由于天气原因推迟",
    "理由是时间不够",
    "连接数据库失败",
    "北京,上海,广州",
    "苹果,香蕉,橘子",
    "1,高级,金卡,2024",
    "id,平台,等级\n7,安卓,银卡",
    "钱都给了房东",
    "把这个交给了大家",
    "功劳都给了高手",
    "home 200 OK",
    "went home 30000 steps later",
    "home 12345 steps",
    "They live in London now.",
    "They live in Texas.",
    "Kid's school is in Boston, so mornings are tight.",
    "Moved from Boston to be closer to the office.",
    "Moved from Heroku to Fly.io last week.",
    "We moved from Jira to Linear last year.",
    "The school is in Session Two of the course.",
    "The school is in Chapter 3.",
    "commute from Brooklyn",
    "The bug is in School Mode.",
    "我们项目一期上线了",
    "我们公司二期融资完成",
    "他们第一期课程结束了",
]


@pytest.mark.parametrize(("text", "value"), NAMES + GEO)
def test_value_removed(text: str, value: str) -> None:
    assert value not in GATE.redact(text).text


@pytest.mark.parametrize("text", BENIGN)
def test_benign_untouched(text: str) -> None:
    assert GATE.redact(text).text == text
