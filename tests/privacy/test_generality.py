"""Regression tests for formats beyond the tuned corpus: obfuscated contacts, IM ids,
postcodes, cued SSNs, streets without numbers, spoken clock times, config-line secrets,
and the hard negatives next to each. Assertions name categories, never values."""

from __future__ import annotations

import pytest

from .helpers import cats, redacted

POSITIVE = [
    ("jane dot smith at example dot com", "email"),
    ("jane[at]example[dot]com", "email"),
    ("jane (at) example.com", "email"),
    ("邮箱：jane＠example．com", "email"),
    ("call (415) 555-0132", "phone"),
    ("phone: four one five, five five five, zero one three two", "phone"),
    ("tel:+14155550132", "phone"),
    ("ring 415.555.0132", "phone"),
    ("4155550132 is their cell", "phone"),
    ("微信号：wxid_abc123x", "username"),
    ("QQ号 123456789", "username"),
    ("加我微信 jane_doe88", "username"),
    ('{"username": "jdoe_1987"}', "username"),
    ("GitHub用户名：octo-cat42", "username"),
    ("Springfield, MA 01101", "geo"),
    ("lives near EC1A 1BB", "geo"),
    ("邮编100020", "geo"),
    ("the meetup spot is 37.774929 -122.419416", "geo"),
    ("SSN 123456789", "government_id"),
    ("social security number is 123-45-6789", "government_id"),
    ("lives on Maple Avenue in Springfield", "address"),
    ("住在朝阳区建国路", "address"),
    ("Unit 4137 Box 5153, DPO AE 76576", "address"),
    ("every weekday at half past six", "schedule"),
    ("at 7 sharp", "schedule"),
    ("dinner at 18h30", "schedule"),
    ("下午三点半开会", "schedule"),
    ("凌晨两点睡觉", "schedule"),
    ("每天7:30起床", "schedule"),
    ("7点一刻出门", "schedule"),
    ("- 每日站会：夜里9:00", "schedule"),
    ("export FOO_API_KEY=Zx8Kq2Lw9Pn4Rt7Yb3Vc6Md1", "secret"),
    ('"apiKey": "Zx8Kq2Lw9Pn4Rt7Yb3Vc6Md1"', "secret"),
    ("Authorization: Bearer Zx8Kq2Lw9Pn4Rt7Yb3Vc6Md1", "secret"),
    ("x-api-key: Zx8Kq2Lw9Pn4Rt7Yb3Vc6Md1", "secret"),
    ("https://api.example.com/v1/items?token=AbC123xyz789QwE", "secret"),
    ("https://x.blob.core.windows.net/c/f?sv=2022&sig=abcDEF123456789ghiJKL", "secret"),
    (
        '"private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBg\\n-----END PRIVATE KEY-----"',
        "secret",
    ),
    ("npm_" + "a1B2" * 9, "secret"),
    ("glpat-" + "xY3" * 7, "secret"),
    ("pypi-AgEIcHlwaS5vcmc" + "Ab1" * 20, "secret"),
    ("SK" + "0123456789abcdef" * 2, "secret"),
    ("dop_v1_" + "0123456789abcdef" * 4, "secret"),
    ("shpat_" + "0123456789abcdef" * 2, "secret"),
    ("key-" + "0123456789abcdef" * 2, "secret"),
    ("MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe." + "x1Y2z3" * 6, "secret"),
]

NEGATIVE = [
    "order 123456789 shipped",
    "meet at noon dot",
    "I have one two three four five six seven apples",
    "微信 group 里说一下",
    "用户住在北京",
    "uuid 550e8400-e29b-41d4-a716-446655440000",
    "commit 9fceb02d0ae598e95dc970b74767f19372d61af8",
    "sha256:2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae",
    "img data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk",
    "ratio 16:9 at 12:30:45 UTC on 2024-05-01",
    "const apiKey = process.env.API_KEY;",
    "https://example.com/search?q=privacy&page=2",
    '{"name": "billing-service", "owner": "platform-team"}',
]


@pytest.mark.parametrize(("text", "category"), POSITIVE)
def test_found(text: str, category: str) -> None:
    assert category in cats(text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_untouched(text: str) -> None:
    assert redacted(text) == text


def test_zip_in_address_line_is_redacted() -> None:
    out = redacted("123 Main St, Springfield 62704")
    assert out == "Springfield"
