"""Round 4: handles without "@" after phrasings that are not a "username:" label (posting,
quoting and review bylines, change notices, account nouns with a service between, forum and
marketplace roles, chat speakers, CJK @mentions, WeChat ids), and records whose label sits in
one field and the value in another ({"fact": "login name", "value": …}) for every category.
Values are hand-written; failure messages carry the text's index only."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


def redacted(text: str) -> str:
    return default_gate().redact(text).text


POSITIVES = [
    # bylines: posting, reviewing, quoting, pushing
    ("Posted by kwilder_77 · 3h ago\n\nWhere can I get my bike serviced?", "kwilder_77"),
    ("★★★★☆ reviewed by dmorrow: comfy but runs small.", "dmorrow"),
    ("Quote from tessa_lin: the patch fixed it after a restart.", "tessa_lin"),
    ("Quoting rjhalvorsen: could not reproduce on 3.12.", "rjhalvorsen"),
    ("commits are pushed by the account halvorsenops.", "halvorsenops"),
    ("Thread started by GrumpyOtter42, 12 replies.", "GrumpyOtter42"),
    ("In reply to marcy.dell: same here.", "marcy.dell"),
    ("Posted by qiulan2008：武汉哪里修自行车？", "qiulan2008"),
    ("Quote zhaoming_12：更新固件之后就好了。", "zhaoming_12"),
    # account nouns, maybe with the service between, then is/:/=
    ("My gamer tag is ShadowMoose81 on Xbox, add me.", "ShadowMoose81"),
    ("Hi, my Skype name is lorenhatch if that's easier.", "lorenhatch"),
    ("The user's handle on Lobsters is pquade.", "pquade"),
    ("User ID on the climbing gym app: fenwick-labs", "fenwick-labs"),
    ("login name for the county library = corrigan-dev", "corrigan-dev"),
    ("Lichess profile: brunhilde_plays; blitz most nights.", "brunhilde_plays"),
    ("VPS 上的 Linux account：okonkwo-ops", "okonkwo-ops"),
    ("Xbox gamer tag：IronHeron553，加我！", "IronHeron553"),
    # change notices
    ("Your username was changed to pella88. If this wasn't you, tell us.", "pella88"),
    ("Your handle has been updated to orla.kemp.", "orla.kemp"),
    ("We changed your login name to tfairweather.", "tfairweather"),
    ("账号名已修改为 liuqiang77，如非本人操作请联系客服。", "liuqiang77"),
    ("用户名已改成 songjia_03。", "songjia_03"),
    ("Username 已改为 hemeiling，if this wasn't you 请联系客服。", "hemeiling"),
    # forum and marketplace roles
    ("The seller on Etsy, wrenfield_co2, never replied.", "wrenfield_co2"),
    ("eBay seller tobin_ashe 收钱不发货！", "tobin_ashe"),
    ("楼主：xiaofang1999\n发表于 3月2日\n求推荐修车师傅", "xiaofang1999"),
    ("五星好评  买家 wanglei88 评价：质量很好。", "wanglei88"),
    ("闲鱼卖家 zhoujun 收钱不发货，大家注意！", "zhoujun"),
    ("微信群里 chenhao_7 说周六有活动。", "chenhao_7"),
    # sign-in phrasings
    ("The user signs in to the office VPN as brannock-it.", "brannock-it"),
    ("记住：用户用lindqvist-dev登录学校平台。", "lindqvist-dev"),
    ("学校 portal 登录用 ashworth-labs", "ashworth-labs"),
    ("记住用户服务器上的 Linux 账户名halloran-ops。", "halloran-ops"),
    ("抖音 TikTok 号 mengyao21，follow 看更多视频", "mengyao21"),
    ("健身 App 用户 ID：pemberton-fit", "pemberton-fit"),
    ("关键信息：\n* GitHub 用户：ferreira-labs", "ferreira-labs"),
    # chat transcripts
    ("[09:14] bkowalski91: anyone up for lunch?", "bkowalski91"),
    ("<hzhou_22> did the deploy finish?", "hzhou_22"),
    ("On Mon, Jun 3, tgallagher7 wrote:\n> thanks", "tgallagher7"),
    ("liuyang88：周末一起去爬山吗？", "liuyang88"),
    # mentions: CJK nicknames, a mention before a full-width parenthesis, WeChat ids
    ("感谢@爱跑步的大熊 的推荐，这家店真的好吃！", "爱跑步的大熊"),
    ("新粉丝：@安静的橘猫42 关注了你", "安静的橘猫42"),
    ("Weibo: @早睡的小鹿", "早睡的小鹿"),
    ("build 挂了就 ping @qinfang2301（就是用户本人）", "qinfang2301"),
    ("加微信请搜wxid_p3k9x0m2q7", "wxid_p3k9x0m2q7"),
    ("加微信请搜 ranran_0412（本人）。", "ranran_0412"),
    ("昵称：爱喝茶的老周", "爱喝茶的老周"),
    ("微博昵称：早睡的小鹿，粉丝 2 万", "早睡的小鹿"),
    # config files: git identity, XML, TOML person keys holding a handle
    ('git config --global user.name "dorsey_k"', "dorsey_k"),
    ("[user]\n  name = qpell\n  email = q@example.org", "qpell"),
    ("<username>brannock77</username>", "brannock77"),
    ('author = "tmoss_22"', "tmoss_22"),
    # notifications
    ("kwilder88 liked your photo.", "kwilder88"),
    ("tessa_lin started following you", "tessa_lin"),
    ("zhoujun 关注了你", "zhoujun"),
    ("楼主 pcheng 说周末有空", "pcheng"),
    # sudoers: the user named even when the name is a word
    ("sudo: alice is not in the sudoers file", "alice"),
    ("sudo 报错：trice 不在 sudoers 文件中", "trice"),
]

RECORDS = [
    ('{"fact": "login name", "value": "pquade77", "source": "notes"}', "pquade77"),
    ('{"fact": "登录名", "value": "hanmeimei", "source": "日程助手"}', "hanmeimei"),
    ('{"fact": "login name 登录名", "value": "lindqvist-dev", "source": "x"}', "lindqvist-dev"),
    ('{"type": "credential", "fact": "Wi-Fi password", "text": "Otter#5521"}', "Otter#5521"),
    ('{"fact": "home Wi-Fi 密码", "value": "maple river stone"}', "maple river stone"),
    ('{"类型": "凭证", "事实": "无线网络密码", "内容": "qx.81992"}', "qx.81992"),
    ('{"fact": "家庭视频会员账号的密码", "value": "Lark$2290"}', "Lark$2290"),
    ('{"value": "Heron!7731", "fact": "router admin password"}', "Heron!7731"),
    ('{"name": "personal email", "value": "pq.dawes@example.org"}', "pq.dawes@example.org"),
    ('{"fact": "mobile number", "value": "+44 7700 900412"}', "7700 900412"),
    ('{"fact": "passport number", "value": "XK2290413"}', "XK2290413"),
    ('{"fact": "API key", "value": "k9Qz2LmX8vP4rT7w"}', "k9Qz2LmX8vP4rT7w"),
    ("- key: Wi-Fi password\n  value: Tern.4417\n- key: editor\n  value: vim", "Tern.4417"),
    ("fact: login name\nvalue: brannock-it", "brannock-it"),
    ("| field | value |\n|---|---|\n| login name | pquade |", "pquade"),
    ("| 字段 | 值 |\n|---|---|\n| 用户名 | hanmeimei |\n| 城市 | 上海 |", "hanmeimei"),
    ('{"service": "GitHub", "account": "kwilder"}', "kwilder"),
    ('{"label": "Steam", "id": "76561198012345678"}', "76561198012345678"),
    ('{"fact": "phone PIN", "value": "4821"}', "4821"),
]

NEGATIVES = [
    "Posted by admin · 2h ago",
    "Written by ChatGPT, edited by me.",
    "Powered by nginx and bundled by webpack.",
    "Sorted by date, filtered by status.",
    "Quote from the docs: use asyncio.run() instead.",
    "Reply to this email to unsubscribe.",
    "The seller on eBay was great, fast shipping.",
    "Seller on Amazon, Anker, shipped fast.",
    "Your password was changed. If this wasn't you, contact support.",
    "Your username was changed successfully.",
    "The function was renamed to parse_config in v2.",
    "profile: default",
    "account: production",
    "user: root",
    "max_retries: 3\nlog_level: debug\nstep_2: run the migration script",
    "user_42: hello world from the bot",
    "The script wrote output to disk.",
    "python3 said nothing",
    "@所有人 请查收邮件",
    "卖家发货很快，好评！",
    "群里有人说周末有活动。",
    "用 pip 登录不了私有源怎么办？",
    "用 kubectl 登录集群",
    "登录用 SSO，不用单独的密码。",
    "评论区里 vue 和 react 吵起来了。",
    "@app.route('/login')\ndef login(): pass",
    '{"fact": "preferred units", "value": "metric", "source": "weather-daily"}',
    '{"fact": "password policy", "value": "min 12 chars, rotate yearly"}',
    '{"fact": "login method", "value": "SSO via Okta"}',
    '{"fact": "preferred login", "value": "Google"}',
    '{"fact": "username format", "value": "first.last"}',
    '{"fact": "wifi password", "value": "********"}',
    '{"fact": "wifi password", "value": "stored in 1Password"}',
    '{"fact": "email", "value": "prefers weekly digest"}',
    '{"name": "order id", "value": "A-12345"}',
    '{"fact": "phone model", "value": "iPhone 15 Pro"}',
    '{"key": "account type", "value": "premium"}',
    "昵称：必填",
    "<version>1.2.3</version>\n<name>numpy</name>",
    'owner = "platform-team"',
    "订单 ID：A12345",
    "Someone liked your photo.",
    '{"fact": "IP address", "value": "192.168.1.10"}',
    '{"fact": "map pin", "value": "home"}',
    '{"fact": "account", "value": "enterprise-tier"}',
    '{"fact": "PIN", "value": "4 digits"}',
    "Account: production-billing (eu-west-2)",
    "the user is not in the sudoers file",
    "GitHub sent you a notification",
    "| item | value |\n|---|---|\n| data_dir | /var/lib/app |\n| theme | dark |",
]


@pytest.mark.parametrize(("i", "case"), list(enumerate(POSITIVES + RECORDS)))
def test_cued_handle_and_record_values_are_redacted(i: int, case: tuple[str, str]) -> None:
    text, value = case
    assert value not in redacted(text), f"case {i} survived"


@pytest.mark.parametrize(("i", "text"), list(enumerate(NEGATIVES)))
def test_benign_lookalikes_pass_untouched(i: int, text: str) -> None:
    assert redacted(text) == text, f"negative {i} altered"
