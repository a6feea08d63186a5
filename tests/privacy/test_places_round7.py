"""Round 7: neighbourhood / estate names in a sentence about someone's home, postcodes named
as a home location by a cue after them, and clock times glued to the Latin word after them
in code-switched text (hand-written synthetic cases, both languages; positives and hard
negatives)."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

_GATE = default_gate()


def redacted(text: str) -> str:
    return _GATE.redact(text).text


# (text, planted value) — the value must not survive
POSITIVE: list[tuple[str, str]] = [
    # an English neighbourhood-shaped name, the home cue anywhere in the sentence
    ("Pick the kids up from our place in Thornbury Vale tonight", "Thornbury Vale"),
    ("Save 'Larchmont Rise' as my home address", "Larchmont Rise"),
    ("Hazelwood Mews is where we live now", "Hazelwood Mews"),
    ("The school catchment for us is (Elmstead Crescent)", "Elmstead Crescent"),
    ("Granny's cottage is in Bramble Hollow, past the church", "Bramble Hollow"),
    ("Our allotment plot is at «Fenwick Acres»", "Fenwick Acres"),
    ("SET OAKHURST HEIGHTS AS OUR HOME LOCATION", "OAKHURST HEIGHTS"),
    ("we live in bramley fields, it's lovely", "bramley fields"),
    ("Our neighbourhood, Ashdown Park Estate, has a summer fair", "Ashdown Park Estate"),
    ("We're renting in Copperfield Meadows until the summer", "Copperfield Meadows"),
    ("Grandma still lives at Hawthorn Fields", "Hawthorn Fields"),
    ("The Uber should drop us home at Redwood Commons", "Redwood Commons"),
    ("My parents are moving to Kestrel Landing in May", "Kestrel Landing"),
    ("house hunting: only Juniper Chase", "Juniper Chase"),
    ("FYI 我家小区 is Hyde Park", "Hyde Park"),
    ("Is Alderbrook Heights a good area for families? We're moving there", "Alderbrook Heights"),
    ("Our kids' primary is in Ashcombe Vale", "Ashcombe Vale"),
    ("Deliver the sofa to Harcourt Square, flat 3", "Harcourt Square"),
    ("Grandpa's care home is Sunnyside Manor", "Sunnyside Manor"),
    ("Our holiday cabin is at Walker Loaf", "Walker Loaf"),
    # English names in Chinese sentences
    ("把Thornbury Vale设为家", "Thornbury Vale"),
    ("我们住的小区叫 Willowmere Gardens", "Willowmere Gardens"),
    ("女儿的学区是「Pinecrest Commons」", "Pinecrest Commons"),
    ("回 Harrow Meadows 路上买点菜", "Harrow Meadows"),
    # a bare name in a slot only a home fills
    ("Reminder: add Sellyoak as my home area", "Sellyoak"),
    ("Set Bishopsworth as home, thanks", "Bishopsworth"),
    ("我们小区叫 Tanglewood，记一下", "Tanglewood"),
    ("把Hillfields设成我家", "Hillfields"),
    ("home area is now Cotham", "Cotham"),
    # Chinese estates with a home cue anywhere in the sentence
    ("欢迎来我家玩，金桂府", "金桂府"),
    ("儿子的学区是“御景城”", "御景城"),
    ("把鹭岛湾设成home", "鹭岛湾"),
    ("我们家买在了香樟郡，离地铁近", "香樟郡"),
    ("home设成翠苑府", "翠苑府"),
    ("奶奶家搬到了枫丹府", "枫丹府"),
    ("学区房看的是滨湖郡", "滨湖郡"),
    ("把家的定位改成云栖府", "云栖府"),
    # postcodes / ZIPs with the cue after the value, or a home key before it
    ("Use 30309 as our home location", "30309"),
    ("Set 94110 as the default zip", "94110"),
    ("73301 is where we live", "73301"),
    ("home address: 60614", "60614"),
    ("请把 200030 设为我家的地址", "200030"),
    ("家的位置：310012", "310012"),
    ("HOME LOCATION = 100101", "100101"),
    ("put se15 4qa as our home location", "se15 4qa"),
    ("把m14 6hr设成home", "m14 6hr"),
    ("home postcode: BS3 1QP", "BS3 1QP"),
    ("Set h3z 2y7 as my home address", "h3z 2y7"),
    # clock times glued to the next Latin word, a routine cue before
    ("每周三06:45swim class", "06:45"),
    ("老公每天7:20leave去公司", "7:20"),
    ("我们每晚10pmlights out", "10pm"),
    ("每周五half past sixpiano", "half past six"),
    ("每天six-thirtywake up", "six-thirty"),
    ("工作日eight o'clockschool run", "eight o'clock"),
    ("Every Tuesday 17:30swim practice for the kids", "17:30"),
    ("on weekdays 7:05AMbus to school", "7:05AM"),
]


@pytest.mark.parametrize(("text", "value"), POSITIVE)
def test_planted_value_is_redacted(text: str, value: str) -> None:
    out = redacted(text)
    assert value not in out, out


NEGATIVE = [
    # famous public places and travel, no home
    "We walked through Central Park yesterday",
    "We met at Covent Garden for lunch",
    "Our hotel was by Union Square",
    "Kew Gardens is lovely in spring",
    "The Power Point for our community meeting is ready",
    "Our home team plays at Fenway Park tonight",
    "Is Hyde Park worth a visit with kids?",
    "We're at Disneyland Park today, back tomorrow",
    "Our family trip to Yellowstone National Park was great",
    "Our kids love Jurassic Park",
    "Is Hyde Park nice in summer? We might move there",
    "Set Google as home",
    "Set Chrome as my home page",
    "Save Bristol as home",
    "把Settings设为home",
    # generic compounds and cities
    "We moved to Salt Lake City last year",
    "Our real estate agent called",
    "The car park near our house is full",
    # people whose surname is a place word
    "Jane Park lives next door to us",
    # Chinese landmarks and words ending like estates
    "周末带孩子去迪士尼城堡玩",
    "今天去开封府看包公",
    "我家孩子喜欢看长城",
    "以及主要经营社区功能发布产品",
    # numbers near home words that are no postcode
    "order 12345 is shipped to our home",
    "验证码 123456 是你的登录码",
    "Port 8080 is my home server",
    "build 20231 as default",
    "room b12 3ab is our home office",
    "ext 12345 is our home phone",
    # glued letters that are no time, and public times
    "每天10km跑步",
    "每周四5amp充电",
    "版本 10:19build",
    "Flight BA117 departs 18:05",
]


@pytest.mark.parametrize("text", NEGATIVE)
def test_benign_text_untouched(text: str) -> None:
    assert redacted(text) == text


def test_glued_time_is_generalized() -> None:
    out = redacted("baby每天13:30nap")
    assert "13:30" not in out and "nap" in out
