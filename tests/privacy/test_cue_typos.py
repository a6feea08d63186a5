"""A cue word misspelled, in leetspeak, as OCR reads it or spaced out ("pssword:",
"Pa55word", "Usernarne", "密 码"), a form's dot leader ("Username ..... x") and a label
glued after a value ("SSN430-32-7504DOB") are read as the cue, a colon and a space: the
value is found as in the form written right."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from complex_memory_manager.privacy import default_gate
from complex_memory_manager.privacy.normalize import _one_edit, normalize

# (text, the value that must not survive); hand-written, values synthetic
CUED = [
    ("pssword:Kq7vLm2xTz", "Kq7vLm2xTz"),
    ("Pasword: river-otter-lamp-41", "river-otter-lamp-41"),
    ("my passwrod is Zt8!mWq2rr", "Zt8!mWq2rr"),
    ("PASWORD = hG5kLp0qWe", "hG5kLp0qWe"),
    ("Pa55word: tundra.maple.ember.9", "tundra.maple.ember.9"),
    ("P@$$w0rd: Lr4nQv8sXc", "Lr4nQv8sXc"),
    (
        "OCR: Pa55word ..... saffron.willow.harbor.64 ..... Date 2024-09-24",
        "saffron.willow.harbor.64",
    ),
    ("usrname: qbrightwater77", "qbrightwater77"),
    ("OCR: Usernarne ..... mdelacroix_88 ....", "mdelacroix_88"),
    ("Username ..... jwhitfield42", "jwhitfield42"),
    ("密 码 LXzEz2VjCE7JGtg", "LXzEz2VjCE7JGtg"),
    ("用 户 名：tianhao_1987", "tianhao_1987"),
    ("OCR：邮箱 ….. qin.yue88@example.org", "qin.yue88@example.org"),
    ("SSN512-44-3019DOB on file", "512-44-3019"),
    ("Card4539578763621486Exp see back", "4539578763621486"),
    ("Tel+44 7700 900461Fax none", "7700 900461"),
    ("身份证218-55-4471DOB 见附件", "218-55-4471"),
]

BENIGN = [
    "the passwords are rotated every quarter",
    "usernames must be unique",
    "reset-password-form.tsx renders the passphrase hint",
    "Passworded archives are not supported",
    "wait..... what happened there",
    "我想想……好吧，下次再说",
    "Chapter 3 ........ 41",
    "passwordless login is coming in v2.3",
    "getName() returns the display label",
    "the hotel on 5th Avenue",
    "build x9FAXq2 passed on node 12",
]


@pytest.mark.parametrize(("text", "value"), CUED)
def test_value_after_a_misspelled_cue_is_redacted(text: str, value: str) -> None:
    out = default_gate().redact(text).text
    assert value not in out, "the value after the cue survived"


@pytest.mark.parametrize("text", BENIGN)
def test_benign_text_is_untouched(text: str) -> None:
    assert default_gate().redact(text).text == text


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("pssword", "password"),
        ("Pa55word", "Password"),
        ("USERNARNE", "USERNAME"),
        ("passprase", "passphrase"),
        ("passwrod", "password"),
    ],
)
def test_the_cue_is_read_in_the_written_case(written: str, read: str) -> None:
    norm = normalize(f"{written}: x")
    assert norm.text == f"{read}: x"
    # the offset map still points into the original text, so "x" maps to itself
    assert norm.orig_start(norm.text.index("x")) == len(written) + 2


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("SSN430-32-7504DOB on file", "SSN 430-32-7504 DOB on file"),
        ("Name:Paul LaneDOB", "Name:Paul Lane DOB"),
        ("Card 4111Exp 09/29", "Card 4111 Exp 09/29"),
        ("卡号4240391007380590exp 见背面", "卡号4240391007380590 exp 见背面"),
        ("see 512994e.zip and 5dob.txt", "see 512994e.zip and 5dob.txt"),
        ("getName() and userEmail", "getName() and userEmail"),
        ("token x9FAXq2", "token x9FAXq2"),
    ],
)
def test_a_label_glued_after_a_value_is_parted(written: str, read: str) -> None:
    assert normalize(written).text == read


@pytest.mark.parametrize(
    "text",
    [
        "* Remember: the password is P@ssw0rd",
        "WiFi密码是 P@ssw0rd。。",
        "Note: 密码 P@ssw0rd",
        "pw=P@ssw0rd | user=x",
        "the password is Passw0rd (asked me to remember)",
    ],
)
def test_a_cue_shaped_password_is_a_value_not_a_cue(text: str) -> None:
    # "P@ssw0rd" is both a leetspeak cue and one of the commonest passwords: with no label
    # separator after it, it is read as written, and redacted as the value it is
    assert "ssw0rd" not in default_gate().redact(text).text


def test_a_cue_inside_a_longer_word_is_left_alone() -> None:
    for text in ("mypasswrod: x", "pswd_passwrod_v2", "passwrods"):
        assert normalize(text).text == text


def test_one_edit_holds_exactly_the_spellings_one_edit_away() -> None:
    variants = _one_edit("pass")
    assert {"pas", "apss", "pasx", "passx", "xpass"} <= variants
    assert "pa" not in variants and "sapp" not in variants


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(["pssword", "Pa55word", "usrname", "Usernarne", "密 码"]),
    st.text(alphabet="abcdefghijkXYZ0123456789 .:-_", min_size=0, max_size=30),
)
def test_redacting_twice_changes_nothing(cue: str, tail: str) -> None:
    gate = default_gate()
    once = gate.redact(f"{cue}: {tail}").text
    assert gate.redact(once).text == once
