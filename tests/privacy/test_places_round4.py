"""Round 4 of places, schedules and phones: a place name in a slot that says where someone
lives, picks up or meets (附近 / 自提 / 业主 / 东门 / residents, 住 / 住在 / 搬到, 小区：…,
"suggestions near …", "Is … a nice place to live?", "pickup in …"), Chinese estate shapes
(X东里, X一区, X壹号院, X里 / X社区 after a residence cue), compass districts ("East Leeds"), DMS
coordinates whose ″ NFKC splits, ZIP+4 after a postal cue and ZIPs after a town named after
a postal cue; clock times with seconds next to a routine activity; phones after a signature
label, a 2FA / alert cue or "留这个号", with ", ext." extensions; lower-case streets after a
weak cue or before a town. Hand-written synthetic cases (none taken from the blind corpora),
each class with hard negatives."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import Category

from .helpers import cats, redacted

# (text, the private part that must not survive)
POSITIVE = [
    # Chinese names before a slot word
    ("只推荐青柳三区附近的咖啡馆", "青柳三区"),
    ("旧沙发，望湖苑自提，周末可取", "望湖苑"),
    ("橡园新村业主注意：周三停水", "橡园新村"),
    ("外卖放在云栖湾东门就行", "云栖湾"),
    ("深圳 松涛府 住着怎么样？", "松涛府"),
    ("银杏里 residents 群通知", "银杏里"),
    # a residence verb and the name after it
    ("我住桂香里，离公司两站", "桂香里"),
    ("爸妈住 松林雅居，走路十分钟", "松林雅居"),
    ("他们现在住在成都桐梓湾，欢迎来坐坐", "桐梓湾"),
    ("我们搬到了南京枫林社区。", "枫林社区"),
    # estate shapes: 东里 / 一区 / 壹号院 / 二期
    ("用户家在安华东里，楼下就是菜场", "安华东里"),
    ("每天早上在枫叶四区里遛狗", "枫叶四区"),
    ("快递寄到锦江壹号院就行", "锦江壹号院"),
    # an estate label's value
    ("偏好\n* 小区：翠柏春晓二期\n* 城市：苏州", "翠柏春晓二期"),
    ("Profile\n- 小区 estate：银杉家苑\n- city：杭州", "银杉家苑"),
    ("自动回复：本周居家办公（枫杨里），会议改线上。", "枫杨里"),
    # English names in Chinese text
    ("只推荐 Larchmont 附近的 cafes", "Larchmont"),
    ("Old bike，Thistle Grange 自提，先到先得", "Thistle Grange"),
    ("我住 Ashgrove Heights，离地铁近", "Ashgrove Heights"),
    ("user 的 flat 在 Hazelmere, Leeds，no parking", "Hazelmere"),
    # English slots
    ("weather-daily: the user's neighbourhood, Orchard Vale, often floods.", "Orchard Vale"),
    ("Preference: coffee shop suggestions near Marlowe Hill only.", "Marlowe Hill"),
    ("The user cycles around Ferncliffe most evenings.", "Ferncliffe"),
    ("The twins go to the primary school in Bramblewood.", "Bramblewood"),
    ("The flat we're renting is in Linden Cross, Bristol.", "Linden Cross"),
    ("Spare desk, pickup in Willowmere Court, Denver.", "Willowmere Court"),
    ("Is Harrowgate Rise a good place to live? We might buy there.", "Harrowgate Rise"),
    ("FOUND CAT in the Ashby Fields area of Leeds.", "Ashby Fields"),
    ("Welcome to the Thornfield residents' newsletter!", "Thornfield"),
    ("We live in Cedarbrook subdivision, near the lake.", "Cedarbrook subdivision"),
    ("Restaurant suggestions near East Leeds only.", "East Leeds"),
    ("We're moving to Ashcombe next spring.", "Ashcombe"),
    ("Our flat in Fernlea gets no sun.", "Fernlea"),
    ("The user walks the dog in Copperfield Green before work.", "Copperfield Green"),
    ("我们在松岗买了房子", "松岗"),
    ("The user's gym is in Bramley Cross, so mornings are busy.", "Bramley Cross"),
    ("She said they're in Redfield now; send the parcel there.", "Redfield"),
    ("我们小区（枫丹湾）明天停电", "枫丹湾"),
    # coordinates with seconds (″ splits into ′′ under NFKC)
    ("home coordinates: 51°30′26.4″N 0°7′39.9″W", "51°30′26.4″N 0°7′39.9″W"),
    ("照片定位：31°13′48.0″N 121°28′12.0″E", "31°13′48.0″N 121°28′12.0″E"),
    # postcodes after a postal cue
    ("邮寄 mailing：60614-2231", "60614-2231"),
    ("ZIP+4 for mailing: 30309-1147", "30309-1147"),
    ("Please forward our mail to Boise 83702 while we travel.", "83702"),
]
NEGATIVE = [
    # Chinese: generic places, cities, containers, online communities
    "我住北京。",
    "我住酒店，明天退房。",
    "他住院了，下周出院。",
    "我住了三天就走了。",
    "在公司里开会，别打电话。",
    "日志在代码里，自己看。",
    "我常在开源社区发帖。",
    "地铁站附近有很多共享单车。",
    "公司附近新开了一家面馆。",
    "活动地点在市中心广场，免费入场。",
    "华东二区的服务器今天维护。",
    "项目一期上线了，二期下个月开始。",
    # English: cities, countries, products, non-places
    "Restaurant suggestions near London only.",
    "Is Paris a nice place to live?",
    "We bought a house in Spain last year.",
    "The primary school in Manchester won an award.",
    "He runs in Production on Fridays.",
    "Is Python a good place to start learning?",
    "Residents of New York voted yesterday.",
    "Hotels near South Africa's coast are pricey.",
    "The Design subdivision of the firm moved floors.",
    # tools, products, acronyms and numbered parts after a place cue
    "We moved to AWS last quarter.",
    "I moved to Python 3.12 for the new project.",
    "My home is in the Cloud, literally: all my files are online.",
    "Our place in Chapter 3 is where the plot turns.",
    "The ticket moved to Review yesterday.",
    "I'm in Meetings now, ping me later.",
    "We're in London now.",
    "My office is in Manchester.",
    # numbers that are not postcodes
    "Item 12345 ships to Version 2 users.",
    "Send to Version 12345 of the API.",
]


@pytest.mark.parametrize(("text", "value"), POSITIVE)
def test_place_redacted(text: str, value: str) -> None:
    out = redacted(text)
    assert value not in out
    assert "geo" in cats(text) or "address" in cats(text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_place_negative_untouched(text: str) -> None:
    assert redacted(text) == text


def test_city_kept_around_a_sub_city_place() -> None:
    out = redacted("他们现在住在成都桐梓湾，欢迎来坐坐")
    assert "成都" in out
    out = redacted("user 的 flat 在 Hazelmere, Leeds，no parking")
    assert "Leeds" in out


SCHEDULE_POSITIVE = [
    ("The user has lunch at 12:41:09 and wants no calls then.", "12:41:09"),
    ("Commute: the user leaves home at 07:12:30.", "07:12:30"),
    ("The user takes the 08:03:15 bus to the office.", "08:03:15"),
    ("Preference: no notifications after 21:30:00.", "21:30:00"),
    ("| habit | time |\n|---|---|\n| yoga | 06:10:00 |", "06:10:00"),
    ("用户的闹钟：06:50:10。", "06:50:10"),
    ("commute：07:20:45 出门", "07:20:45"),
    ("周四 18:05:30 log off", "18:05:30"),
    ("每天8:15:00送孩子上学。", "8:15:00"),
    ("The user logs off at 17:45:00 on Fridays.", "17:45:00"),
]
SCHEDULE_NEGATIVE = [
    "Doors open at 7pm for the charity gala on 2025-03-08.",
    "Doors open 7pm，Leeds Folk Festival 开幕演出 2025-05-01。",
    "演唱会晚上8点开场，请提前入场。",
    "Submissions close at 5pm on Friday.",
    "Boarding closes at 18:40 for flight BA 117.",
    "the bus arrived at 12:30:45 per the log",
    "The train scene in the video starts at 01:23:45.",
    "at 10:20:30 we left",
]


@pytest.mark.parametrize(("text", "value"), SCHEDULE_POSITIVE)
def test_schedule_redacted(text: str, value: str) -> None:
    assert value not in redacted(text)
    assert Category.SCHEDULE.value in cats(text)


@pytest.mark.parametrize("text", SCHEDULE_NEGATIVE)
def test_schedule_negative_untouched(text: str) -> None:
    assert redacted(text) == text


def test_own_event_time_stays_private() -> None:
    assert "schedule" in cats("I go to the concert at 7pm every Friday.")
    assert "schedule" in cats("我每天晚上8点开始直播")


PHONE_POSITIVE = [
    ("finance-tracker: the bank's 2FA codes go to 07700900461.", "07700900461"),
    ("Key facts:\n* mobile 4471234567890\n* time zone: UTC", "4471234567890"),
    ("send storm alerts to 02079460018.", "02079460018"),
    ("快递 留这个号：2125550143", "2125550143"),
    ("Best,\nDana\nDirect: 3125550199\nChicago", "3125550199"),
    ("Reach me at 312-555-0148, ext. 2231 during the day.", "2231"),
    ("Text +1-312-555-0177, ext. 41 when you arrive.", "+1-312-555-0177"),
]
PHONE_NEGATIVE = [
    "See issue 1234567 in the tracker.",
    "order 12345678 goes to the warehouse",
    "send alerts to 3 people",
    "Office: Room 4021",
]


@pytest.mark.parametrize(("text", "value"), PHONE_POSITIVE)
def test_phone_redacted(text: str, value: str) -> None:
    assert value not in redacted(text)
    assert Category.PHONE.value in cats(text)


@pytest.mark.parametrize("text", PHONE_NEGATIVE)
def test_phone_negative_untouched(text: str) -> None:
    assert redacted(text) == text


ADDRESS_POSITIVE = [
    ("Found a cat near 14 wheeler way, York. Call the vet.", "14 wheeler way"),
    ("Well done to the family of 7 barlow grove, our raffle winner!", "7 barlow grove"),
    ("出 desk，自提 only：52 fisher road, Leeds，£40", "52 fisher road"),
    ("楼下 23 walker close 每天晚上装修", "23 walker close"),
]
ADDRESS_NEGATIVE = [
    "one of 3 main ways to do it",
    "看了 4 key points 总结",
    "I ran 5 miles near 3 lakes",
    "top of 10 green parks, Leeds",
]


@pytest.mark.parametrize(("text", "value"), ADDRESS_POSITIVE)
def test_lower_address_redacted(text: str, value: str) -> None:
    assert value not in redacted(text)


@pytest.mark.parametrize("text", ADDRESS_NEGATIVE)
def test_lower_address_negative_untouched(text: str) -> None:
    assert redacted(text) == text
