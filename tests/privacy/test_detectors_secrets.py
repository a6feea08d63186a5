"""Secrets and passwords detectors."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import Category

from .helpers import cats, redacted

SECRETS = [
    "key AKIAIOSFODNN7EXAMPLE here",
    "ghp_" + "a1B2" * 9,
    "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTU",
    "xoxb-123456789012-123456789012-abcdefghijklmnopqrstuvwx",
    "sk-proj-" + "Ab3_" * 12,
    "sk-ant-api03-" + "x9Y_" * 20,
    "sk_live_" + "4eC39HqLyjWDarjtT1zdp7dc",
    "AIza" + "SyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY",
    "hf_" + "abcdefghijklmnopqrstuvwxyzABCDEFGH",
    "SG." + "a" * 22 + "." + "B" * 43,
    "bot 123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1 ok",
    "jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0."
    "dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\n-----END RSA PRIVATE KEY-----",
    "db postgres://admin:s3cr3tP4ss@db.example.com:5432/app",
    'client_secret = "Zx8vQ2mN7pL4kR9tW1yB"',
    "用户的API密钥是Zx8vQ2mN7pL4kR9tW1yBq，请勿外传。",
]


@pytest.mark.parametrize("i", range(len(SECRETS)))
def test_secret_formats_are_found(i: int) -> None:
    """Every provider format and assigned secret is a SECRET finding."""
    assert Category.SECRET.value in cats(SECRETS[i]), f"secret sample {i} missed"


def test_url_credentials_keep_host() -> None:
    assert (
        redacted("postgres://admin:pw123456@db.example.com/x")
        == "postgres://[SECRET]@db.example.com/x"
    )


def test_unterminated_key_block_runs_to_end() -> None:
    assert redacted("a -----BEGIN PRIVATE KEY-----\nMIIE") == "a [SECRET]"


PASSWORDS = [
    ("password: hunter2!x", "password: [PASSWORD]"),
    ("pw=Tr0ub4dor&3", "pw=[PASSWORD]"),
    ("the password is s3cretXY", "the password is [PASSWORD]"),
    ("密码是abc12345，记住", "密码是[PASSWORD]，记住"),
    ("WiFi密码：Qw3rty!!", "WiFi密码：[PASSWORD]"),
    ("passphrase: correct horse battery staple", "passphrase: [PASSWORD]"),
]


@pytest.mark.parametrize("i", range(len(PASSWORDS)))
def test_passwords_keep_the_cue(i: int) -> None:
    text, expected = PASSWORDS[i]
    assert redacted(text) == expected, f"password sample {i}"


@pytest.mark.parametrize(
    "text",
    [
        "password is required",
        'password = os.environ["DB_PASSWORD"]',
        "def login(password: str) -> bool:",
        "password=$DB_PASSWORD",
        "Reset your password via the link.",
        "sort key: created_at",
    ],
)
def test_code_and_prose_about_passwords_pass(text: str) -> None:
    assert cats(text) == []
