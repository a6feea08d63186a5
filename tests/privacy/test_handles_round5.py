"""Round 5: usernames and structured fields — table columns whose header is far from the
value, SQL INSERT/UPDATE, key=value in any case style and abbreviation, shell prompts and
sudo log lines; and the benign identifiers and YAML sections that are not values."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import PrivacyGate

GATE = PrivacyGate()


def _redacted(text: str) -> str:
    return GATE.redact(text).text


POSITIVE = [
    # CSV/TSV/markdown: the header several columns away from the value
    ("status,city,order_no,usr\nshipped,Leeds,A-77,kpatel88", "kpatel88"),
    ("region\tplan\tqty\tuserName\neu-west-1\tpro\t3\tmarisol.h", "marisol.h"),
    (
        "| plan | updated_at | login_id | company |\n|---|---|---|---|\n"
        "| pro | 2026-01-01 | dwhite_7 | Tesco |",
        "dwhite_7",
    ),
    ("城市,套餐,数量,登录名\n杭州,专业版,3,zhangwei_88", "zhangwei_88"),
    ("公司\t状态\t账户名\n美团\t正常\tliuyang993", "liuyang993"),
    ("SKU,PLAN,GitHub_Handle\nAB-1,pro,oconnor-j", "oconnor-j"),
    # free columns: judged by the value's shape
    ("Source\tQty\tcol_3\tCompany\nweb\t2\trobert-kline\tGlobex", "robert-kline"),
    ("城市\t套餐\t备注\n上海\t免费版\twangfang77", "wangfang77"),
    ("notes,plan\nsmithkaren,free", "smithkaren"),
    # label/value tables
    ("row,key,val\n12,sku,TMH-1\n12,userName,bnorris44", "bnorris44"),
    ("id,字段,值\n5,账号,chenjie_512\n5,套餐,企业版", "chenjie_512"),
    ("entity,attribute,value\n9,login_password,Xq7!pLm2Rv", "Xq7!pLm2Rv"),
    # SQL
    ("INSERT INTO t (plan, AMOUNT, usr) VALUES ('pro', 12.5, 'lmorgan61');", "lmorgan61"),
    ("INSERT INTO t (`城市`, `用户名`) VALUES ('广州', 'huangli_07');", "huangli_07"),
    ("UPDATE users SET usr = 'tgarcia', plan = 'basic' WHERE id = 4;", "tgarcia"),
    ("UPDATE users SET `账户名` = 'zhoumin88' WHERE id = 4;", "zhoumin88"),
    # key=value, any case style, abbreviations
    ("[owner]\nregion = \"x\"\nUSR = \"ekim\"\n", "ekim"),
    ("2026-01-01T00:00:00Z INFO record synced Usr=pchandler req=abc took=3ms", "pchandler"),
    ('{"账户名": "sunlei_32", "套餐": "团队版"}', "sunlei_32"),
    ('{"screenName": "jparks_9", "qty": 2}', "jparks_9"),
    ("config:\n  acct_no: 44019283746\n  plan: pro", "44019283746"),
    ("ID_NUMBER=EB7715320\nPORT=5432", "EB7715320"),
    # shell prompts and sudo log lines
    ("Why?\nwmorales42@devbox:/srv/app$ git pull --rebase", "wmorales42"),
    ("[hcarter@web01 ~]$ ls -la", "hcarter"),
    ("2026-03-01 sudo:   rbanks : TTY=pts/0 ; PWD=/srv ; USER=root ; COMMAND=/bin/ls", "rbanks"),
    ("Mar 3 web sudo[2211]:  lhu88 : TTY=pts/2 ; PWD=/home ; USER=root ; COMMAND=/bin/ls", "lhu88"),
]


@pytest.mark.parametrize(("text", "value"), POSITIVE)
def test_structured_values_redacted(text: str, value: str) -> None:
    assert value not in _redacted(text)


BENIGN = [
    "user:\n  unit_price: 2262.64\n  REGION: us-east-1",
    "user:\n  sku: SKU-311127\n  status: delivered",
    "APP_ENV=staging\nFEATURE_PHONE_LOGIN=false\nPORT=9200",
    "FEATURE_USER_SIGNUP=true\nLOG_LEVEL=debug",
    "metric,金额,plan\nusername_min_length,623.22,team",
    "FEATURE_FLAG=username_min_length",
    "row,key,val\n1,order_id,11060837869\n1,qty,3",
    "记录ID,字段,值\n84334,交易流水号,6826462231941441\n84334,序号,43694",
    "remarks\tSku\tPlan\n2026.11.4\tUSL-5407-BLK\tfree",
    "entity_id,attribute,value\n5,request_id,17626b86-9b6b-4f31-a06a-93998beefa34",
    "store_id,city,notes\nS1,Leeds,-\nS2,York,N/A",
    "2026-03-01 sudo:   root : TTY=pts/0 ; USER=root ; COMMAND=/bin/ls",
    "root@devbox:/srv# ls",
    "version,notes\n1.2.3,Fixed the login bug",
    "user: Fixed the flaky test in CI",
]


@pytest.mark.parametrize("text", BENIGN)
def test_benign_structure_untouched(text: str) -> None:
    assert _redacted(text) == text


CONTEXT = [
    ("kpark77 on Xbox — invite them to the squad", "kpark77"),
    ("她的 B站 账号是（wuxiaolan_12）", "wuxiaolan_12"),
    ("The user's Twitch profile [lsolomon3] streams chess.", "lsolomon3"),
    ("mbrennan9 是他的 Steam 名字", "mbrennan9"),
    ("Find her on Discord — (marcus-dev)", "marcus-dev"),
    ("用户在小红书上叫「chenyu_2021」", "chenyu_2021"),
    ("Remember 用户的 PSN ID 是 'nightfall_ember5'", "nightfall_ember5"),
    ("The user's Reddit account <hgrant_402> is for gardening tips.", "hgrant_402"),
    ("yqin58是用户的游戏 ID", "yqin58"),
    ("User logs into the library portal as `thalvorsen42`", "thalvorsen42"),
]


@pytest.mark.parametrize(("text", "value"), CONTEXT)
def test_handle_near_platform_word(text: str, value: str) -> None:
    assert value not in _redacted(text)


CONTEXT_BENIGN = [
    "Open the account page and read chapter12 of the guide.",
    "Log in to node01 and srv02 over ssh, then restart.",
    "The account service ships settings_v2 and api_v1 next week.",
    "Steam Deck runs python3 and ubuntu22 images fine.",
    "Our GitHub Actions matrix covers h264 and vp9 codecs.",
    "登录后台以后把 us-east-1 的配置改一下",
    "Profile photos are stored in eu-west-2 for the account team.",
]


@pytest.mark.parametrize("text", CONTEXT_BENIGN)
def test_platform_sentences_without_handles(text: str) -> None:
    assert _redacted(text) == text


PROSE_AFTER_CUE = [
    "Commit 121f63a introduced the regression, per the user's bisect.",
    "Remember that the user is allergic to long meetings.",
    "The user is vegetarian and prefers window seats.",
    "订单号: ORD-2026-565885\n创建时间: 2026-02-04T17:16:37Z",
    "工单号：INC-2026-0042\n处理人：待定",
]


@pytest.mark.parametrize("text", PROSE_AFTER_CUE)
def test_prose_after_user_cue_untouched(text: str) -> None:
    assert _redacted(text) == text


def test_user_is_handle_still_found() -> None:
    assert "xmengqi88" not in _redacted("The user is xmengqi88 on Steam.")


FIELDS_R5 = [
    ("<passport>\n  <number>K12345678</number>\n</passport>", "K12345678"),
    ("<ssn><value>123-45-6789</value></ssn>", "123-45-6789"),
    ("INSERT INTO p (sku, zip_code) VALUES ('A-1', '33307');", "33307"),
    ("HOME_GEO=龙湖湾三期\nPORT=443", "龙湖湾三期"),
    ("INSERT INTO s (area, qty) VALUES ('Crouch End', 2);", "Crouch End"),
    ("| 编码 | 金额 | 账户名 |\n|---|---|---|\n| MBV-8 | 22.96 | gang17.956 |", "gang17.956"),
    ("数量\t订单号\t附加信息\n28\tORD-2026-408207\twei80_369", "wei80_369"),
    ("| 公司 | 数据库密码 |\n|---|---|\n| 阿里云 | $4sADt2C |", "$4sADt2C"),
]


@pytest.mark.parametrize(("text", "value"), FIELDS_R5)
def test_more_structured_values(text: str, value: str) -> None:
    assert value not in _redacted(text)


FIELDS_R5_BENIGN = [
    "area: backend\nowner_team: platform",
    "area: 120 sqm",
    "DB_PASSWORD=$DB_PASSWORD\nPORT=5432",
    "<order><number>SO12345</number></order>",
    "<build><id>20260101.3</id></build>",
]


@pytest.mark.parametrize("text", FIELDS_R5_BENIGN)
def test_more_structured_benign(text: str) -> None:
    assert _redacted(text) == text


def test_label_before_colon_is_not_a_handle() -> None:
    text = "这段 lorem：登录时候研究帮助作者规定可以完全."
    assert _redacted(text) == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The user's Reddit account (liu.fang94) is for recipes.", "liu.fang94"),
        ("fang94是用户的游戏 ID", "fang94"),
        ("Discord 上找 （yang.zhiwei96） 就行", "yang.zhiwei96"),
    ],
)
def test_pinyin_handles_with_numbers(text: str, value: str) -> None:
    assert value not in _redacted(text)


@pytest.mark.parametrize(
    "text",
    [
        "这个 16 位的是 ref_no 不是卡号：6667440753942774，金额 368.35",
    ],
)
def test_denied_label_is_not_a_key(text: str) -> None:
    assert "[" not in _redacted(text)


@pytest.mark.parametrize(
    "text",
    [
        "IP address: 10.0.0.1",
        "server address = 192.168.10.24/24",
        "mac address: 00:1A:2B:3C:4D:5E",
        "ipv6 address: fe80::1ff:fe23:4567:890a",
    ],
)
def test_machine_addresses_under_an_address_key_stay(text: str) -> None:
    assert _redacted(text) == text


def test_the_gates_own_placeholder_is_not_a_key() -> None:
    # a re-scan of "[NAME]：明天见" must not read the placeholder as a "name" field
    assert _redacted("王志强：明天见\n李秀兰：好的") == "[NAME]：明天见\n[NAME]：好的"
    assert _redacted("[NAME]: see you tomorrow") == "[NAME]: see you tomorrow"


@pytest.mark.parametrize(("text", "kept"), [("area: Engineering", True), ("area: Sales", True),
                                            ("area: Brixton", False), ("小区: 望京", False)])
def test_an_ordinary_word_under_an_area_key_is_no_place(text: str, kept: bool) -> None:
    assert (_redacted(text) == text) is kept


@pytest.mark.parametrize(
    "text",
    [
        '{"name": "billing-service", "owner": "platform-team"}',
        "cache_key = 'user:%(id)s:profile:v2'",
        "session_token = 'user:{id}:account'",
    ],
)
def test_joined_common_words_are_identifiers_not_handles(text: str) -> None:
    assert _redacted(text) == text


@pytest.mark.parametrize(
    ("text", "value"),
    [('{"owner": "kwilder", "team": "infra"}', "kwilder"),
     ("find her on Steam as lantern_thistle26", "lantern_thistle26")],
)
def test_handles_still_caught_next_to_identifiers(text: str, value: str) -> None:
    assert value not in _redacted(text)
