"""Template values: what documentation, config samples and masked fields put where a real
value would go ("password: <your-password-here>", "密码：******", "DB_PASSWORD=changeme",
"email: user@example.com"). They name no one, so the gate leaves them as written.

Kept narrow on purpose: a random local part at example.com (Faker's ``safe_email``) is
still an address, and a weak real password ("password123") is still a password.
"""

from __future__ import annotations

import re

from ._types import Category, Finding


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: a mask: only masking characters ("******", "••••", "xxxx-xxxx", "XXXX XXXX")
_MASK = re.compile(r"[*•●·xX#_\-\s]{3,64}")
#: the words of a placeholder's name between brackets: "<your-password-here>", "${API_KEY}"
_SLOT_WORDS = _words(
    "your here password passwd pass secret token key api placeholder redacted value "
    "insert replace enter example changeme user username email name"
)
_SLOT_SPLIT = re.compile(r"[_\-\s]+")
_OPEN_CLOSE = (("<", ">"), ("${", "}"), ("{{", "}}"), ("%", "%"))
#: a value that only stands for one ("changeme" is the classic sample password)
_SAMPLE_SECRETS = _words(
    "changeme change_me change-me changeit placeholder your_password yourpassword "
    "your-password your_token your_api_key dummy xxxxxx !secret !env_var !include"
)
#: reserved example domains (RFC 2606) and the generic names people write before them (not
#: "someone@", "info@", "admin@": a real inbox's name as often as a sample's)
_EXAMPLE_DOMAINS = frozenset(
    ["example.com", "example.org", "example.net", "example.invalid", "example.test"]
)
_GENERIC_LOCAL = _words(
    "user username name you your.name yourname your_name your-name email your.email "
    "youremail example first.last firstname.lastname name.surname foo bar"
)


_MASKED_TOKEN = re.compile(
    r"[A-Za-z]{0,12}[_\-]{0,2}(?:[A-Za-z]{1,12}[_\-])?(?:X{8,}|x{8,}|\*{8,}|0{12,})"
)


def is_template(text: str, f: Finding) -> bool:  # noqa: PLR0911 - one exit per kind
    """Whether the finding's value is a mask, a bracketed placeholder or a sample value."""
    span = text[f.start : f.end]
    if _MASK.fullmatch(span) and not any(c.isalnum() and c not in "xX" for c in span):
        return True
    for o, c in _OPEN_CLOSE:
        if (
            text[max(0, f.start - len(o)) : f.start].endswith(o)
            and text.startswith(c, f.end)
            and _slot_name(span)
        ):
            return True
    if f.category in (Category.PHONE, Category.FINANCIAL, Category.GOVERNMENT_ID):
        digits = [c for c in span if c.isdigit()]
        # "0800 000 0000", "sort code 00-00-00": a format's sample, no one's number
        return len(digits) >= 6 and set(digits[-6:]) == {"0"}
    if f.category in (Category.PASSWORD, Category.SECRET):
        # (round 25) a provider's prefix and a run of one masking character: a format's
        # sample ("ghp_XXXXXXXX…", "sk-xxxxxxxx…", "AKIA0000000000000000")
        first = span.lower().split(" ", 1)[0]  # ("password: changeme and username: admin")
        return first in _SAMPLE_SECRETS or _MASKED_TOKEN.fullmatch(span) is not None
    if f.category is Category.USERNAME:
        low = span.lower()
        return low in _CONVENTIONS or low in _SAMPLE_SECRETS or _format_name(span)
    if f.category is Category.EMAIL and "@" in span:
        local, _, domain = span.lower().rpartition("@")
        return domain in _EXAMPLE_DOMAINS and local in _GENERIC_LOCAL
    return False


#: the names of naming conventions: words about identifiers, not anyone's login
_CONVENTIONS = _words(
    "snake_case camelcase lowercamelcase uppercamelcase pascalcase kebab-case "
    "screaming_snake_case upper_snake_case train-case dot.case flatcase"
)
_FORMAT_PARTS = re.compile(r"[A-Z]{2,12}(?:[._\-][A-Z]{2,12})+")


def _format_name(span: str) -> bool:
    """A format spelled in capitals: "MAJOR.MINOR.PATCH", "FIRST_LAST" (three parts or more,
    or every part a slot word)."""
    if _FORMAT_PARTS.fullmatch(span) is None:
        return False
    parts = _SLOT_SPLIT.split(span.lower().replace(".", "_"))
    return len(parts) >= 3 or all(p in _SLOT_WORDS for p in parts)


def _slot_name(span: str) -> bool:
    """A placeholder's name: letters only, one of its words a slot word ("your-password-
    here", "API_KEY"); not a value ("jamesrobinson@example.org", "Jonathan Keyes")."""
    words = [w for w in _SLOT_SPLIT.split(span.lower()) if w]
    return bool(words) and all(w.isalpha() for w in words) and any(w in _SLOT_WORDS for w in words)
