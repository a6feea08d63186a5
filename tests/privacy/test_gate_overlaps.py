"""Overlap resolution: an overlap between two findings never leaves part of a value visible."""

from __future__ import annotations

import itertools

from complex_memory_manager.privacy import Category, Finding
from complex_memory_manager.privacy.gate import _resolve

from .helpers import redacted


def _f(cat: Category, s: int, e: int, name: str = "t") -> Finding:
    return Finding(cat, s, e, 0.9, name)


def test_a_loser_of_another_category_keeps_what_the_winner_does_not_cover() -> None:
    text = "card 4741 8804 5362 4596,Stripe"
    card = _f(Category.FINANCIAL, 5, 24)
    pw = _f(Category.PASSWORD, 20, 31)
    out = _resolve([card, pw], text)
    assert [(f.category, f.start, f.end) for f in out] == [
        (Category.FINANCIAL, 5, 20),
        (Category.PASSWORD, 20, 31),
    ]


def test_a_loser_of_the_same_category_is_dropped() -> None:
    text = "住在北京市朝阳区建国路88号"
    wide = _f(Category.ADDRESS, 2, 14)
    cue = _f(Category.ADDRESS, 0, 11)
    assert _resolve([wide, cue], text) == [wide]


def test_leftovers_of_only_punctuation_or_of_domains_are_dropped() -> None:
    text = "x: admin:pw123456@db.example.com"
    secret = _f(Category.SECRET, 3, 17)
    email = _f(Category.EMAIL, 9, 32)
    assert _resolve([secret, email], text) == [secret]
    name = _f(Category.PERSON_NAME, 0, 4)
    user = _f(Category.USERNAME, 0, 3)
    assert _resolve([name, _f(Category.PASSWORD, 0, 3)], "ab, cd") == [_f(Category.PASSWORD, 0, 3)]
    assert [f.category for f in _resolve([name, user], "abcd efg")] == [
        Category.USERNAME,
        Category.PERSON_NAME,
    ]


def test_findings_stay_sorted_and_disjoint() -> None:
    text = "a" * 40
    spans = [(0, 10), (5, 20), (15, 30), (2, 38), (31, 33)]
    cats = [
        Category.PHONE,
        Category.PASSWORD,
        Category.USERNAME,
        Category.PERSON_NAME,
        Category.SECRET,
    ]
    out = _resolve([_f(c, s, e) for c, (s, e) in zip(cats, spans, strict=True)], text)
    assert all(a.end <= b.start for a, b in itertools.pairwise(out))
    covered = set()
    for f in out:
        covered |= set(range(f.start, f.end))
    assert covered == set(range(0, 38))


def test_end_to_end_no_half_values() -> None:
    assert redacted("postgres://admin:pw123456@db.example.com/x") == (
        "postgres://[SECRET]@db.example.com/x"
    )
    assert redacted("QQ邮箱 1302490340@qq.com") == "QQ邮箱 [EMAIL]"
    assert redacted("Contact for the Globex account: 1767519870@163.com") == (
        "Contact for the Globex account: [EMAIL]"
    )
    out = redacted("The user goes by Tina Burrows on the forum")
    assert "Tina" not in out and "Burrows" not in out


def test_a_home_team_is_no_residence() -> None:
    """Round 9b took "our home" as a residence cue; "our home team/game" is sport."""
    assert redacted("Our home team plays at Fenway Park tonight") == (
        "Our home team plays at Fenway Park tonight"
    )
    assert "Harrow Park" not in redacted("Our home is in Harrow Park, near the station")
