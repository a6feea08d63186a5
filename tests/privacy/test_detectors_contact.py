"""Email, phone, government ID and financial detectors."""

from __future__ import annotations

import pytest

from .helpers import cats

FOUND = [
    ("Mail jane.doe+x@example.co.uk today", "email"),
    ("邮箱alice@163.com谢谢", "email"),
    ("Call (415) 555-2671 x12", "phone"),
    ("+44 20 7946 0958", "phone"),
    ("+44(0)1614960595", "phone"),
    ("001-303-228-9218x401", "phone"),
    ("手机13812345678", "phone"),
    ("电话：１３８１２３４５６７８", "phone"),  # full-width digits
    ("138-1234-5678", "phone"),
    ("SSN 464-02-4608", "government_id"),
    ("身份证110107197711178890", "government_id"),
    ("passport number E12345678", "government_id"),
    ("护照号码：G12345678", "government_id"),
    ("NI number ZZ 12 34 56 C", "government_id"),
    ("card 4111 1111 1111 1111", "financial"),
    ("visa 4111111111111111", "financial"),
    ("IBAN GB82 WEST 1234 5698 7654 32", "financial"),
    ("routing number 021000021", "financial"),
    ("银行账号 6217 0000 1234 5678", "financial"),
]


@pytest.mark.parametrize("i", range(len(FOUND)))
def test_found(i: int) -> None:
    text, cat = FOUND[i]
    assert cat in cats(text), f"sample {i}: expected {cat}"


@pytest.mark.parametrize(
    "text",
    [
        "version 1.2.3.4567",
        "on 2024-05-01 at build 20240501",
        "localhost:8080 and 127.0.0.1:5000",
        "order #4155552671 shipped",
        "uuid 550e8400-e29b-41d4-a716-446655440000",
        "git@github.com:org/repo.git",
        "issue 1234567 reopened",
        "订单号48213377已发货",
        "sha1 3f9a2b1c7d4e5f60718293a4b5c6d7e8f9012345",
    ],
)
def test_benign_numbers_pass(text: str) -> None:
    assert cats(text) == []
