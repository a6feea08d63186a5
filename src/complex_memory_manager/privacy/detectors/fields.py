"""Labelled fields in JSON, YAML, env and "key: value" notes: the key names what the value
is (``"username": "…"``, ``owner: …``, ``phone=…``, ``"coords": "…"``), so the value is
judged by a loose shape check instead of a format of its own."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from .._lazy import lazy_re
from .._types import Category, Finding
from ..normalize import NormalizedText
from ._base import Needs

__all__ = ["DETECTORS"]

_QUOTED = lazy_re(
    r"[\"'](?P<key>[A-Za-z][A-Za-z0-9_\- ]{1,30})[\"']\s{0,3}:\s{0,3}"
    r"[\"'](?P<v>[^\"'\n]{1,160})[\"']"
)
_PLAIN = lazy_re(
    r"(?im)(?:^|(?<=[\s,;{(]))(?P<key>[A-Za-z][A-Za-z0-9_\-]{1,30}(?:\s[a-z]{2,10})?)"
    r"\s{0,2}(?:[:=：])[ \t]{0,3}(?P<v>[^\s\"'][^\n,;\"'{}]{0,120}?)[ \t]*(?=$|[,;\"'}\n])"
)

_KEYS: tuple[tuple[Category, frozenset[str]], ...] = (
    (
        Category.USERNAME,
        frozenset(
            [
                "username",
                "user_name",
                "userid",
                "user_id",
                "login",
                "loginname",
                "login_name",
                "handle",
                "screen_name",
                "screenname",
                "nickname",
                "nick",
                "github_user",
                "github_handle",
                "gh_user",
                "twitter_handle",
                "slack_handle",
                "discord_user",
                "telegram_user",
                "account_name",
            ]
        ),
    ),
    (
        Category.PERSON_NAME,
        frozenset(
            [
                "owner",
                "reviewer",
                "assignee",
                "author",
                "contact",
                "contact_name",
                "contactname",
                "full_name",
                "fullname",
                "first_name",
                "firstname",
                "last_name",
                "lastname",
                "surname",
                "given_name",
                "display_name",
                "displayname",
                "customer",
                "customer_name",
                "recipient",
                "sender",
                "manager",
                "approver",
                "requester",
                "reporter",
                "emergency_contact",
                "next_of_kin",
                "attendee",
                "guest",
                "patient",
                "employee",
                "driver",
                "passenger",
                "cardholder",
                "beneficiary",
            ]
        ),
    ),
    (
        Category.PHONE,
        frozenset(
            [
                "phone",
                "phone_number",
                "phonenumber",
                "phone_no",
                "mobile",
                "mobile_no",
                "mobile_number",
                "cell_phone",
                "home_phone",
                "work_phone",
                "contact_number",
                "tel",
                "telephone",
                "telephone_number",
                "cell",
                "fax",
            ]
        ),
    ),
    (
        Category.ADDRESS,
        frozenset(
            [
                "address",
                "street",
                "street_address",
                "shipping_address",
                "billing_address",
                "home_address",
                "mailing_address",
                "postal_address",
                "addr",
                "residence",
                "residential_address",
                "current_address",
                "permanent_address",
                "previous_address",
                "delivery_address",
                "correspondence_address",
                "address1",
                "address_1",
                "address_line1",
                "address_line_1",
            ]
        ),
    ),
    (
        Category.GEO,
        frozenset(
            ["coords", "coordinates", "latlng", "lat_lng", "latlon", "gps", "geo", "location"]
        ),
    ),
    (
        Category.GOVERNMENT_ID,
        frozenset(
            [
                "ssn",
                "social_security",
                "social_security_number",
                "passport",
                "passport_no",
                "passport_number",
                "national_id",
                "nino",
                "ni_number",
                "ni_no",
                "national_insurance_number",
            ]
        ),
    ),
)
_SEP = re.compile(r"[\s\-]+")
_HANDLE = re.compile(r"@?[A-Za-z0-9_][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9_]")
_NAME = re.compile(
    r"[A-ZÀ-Þ][a-zß-ÿ'\-]{1,24}(?:\s(?:(?:de|del|da|dos|van|von|der|bin|al|le|la|di|du)\s)?"
    r"[A-ZÀ-Þ][a-zß-ÿ'\-]{1,24}){1,3}"
)
_ZH_NAME = re.compile(r"[\u4e00-\u9fff]{2,4}")
_COORD = re.compile(r"[-+]?\d{1,3}\.\d{3,10}\s?[,/ ]\s?[-+]?\d{1,3}\.\d{3,10}")
#: a coordinate pair of any precision at a value's start (a labelled value needs no more)
_PAIR_AT = re.compile(
    r"\(?[-+]?\d{1,3}\.\d{1,10}\s?[,/;]\s{0,2}[-+]?\d{1,3}\.\d{1,10}\)?(?![\d.])"
)
_NOT_VALUES = frozenset(
    [
        "null",
        "none",
        "true",
        "false",
        "n/a",
        "na",
        "unknown",
        "required",
        "optional",
        "todo",
        "tbd",
        "string",
        "str",
        "int",
        "example",
    ]
)


def _category(key: str) -> Category | None:
    k = _SEP.sub("_", key.strip().lower())
    for cat, keys in _KEYS:
        if k in keys:
            return cat
    return None


def _plausible(cat: Category, v: str) -> bool:  # noqa: PLR0911 - one check per category
    from .names import _EN_COMMON, _EN_STOP, _zh_surnames  # lazy: names loads its lists lazily

    if v.strip().lower() in _NOT_VALUES or v.startswith(("$", "{", "<", "[", "%")):
        return False
    if cat is Category.USERNAME:
        return _HANDLE.fullmatch(v) is not None and not v.isdigit()
    if cat is Category.PERSON_NAME:
        if _ZH_NAME.fullmatch(v):
            return v[0] in _zh_surnames() or v[:2] in _zh_surnames()
        words = v.split()
        if _NAME.fullmatch(v) is None:
            return False
        return not any(w in _EN_STOP or w in _EN_COMMON for w in words)
    if cat is Category.PHONE:
        digits = sum(c.isdigit() for c in v)
        return (
            7 <= digits <= 16
            and re.fullmatch(r"[\d\s\-+().x/]+|[\d\s\-+().]+ext\.?\s?\d+", v) is not None
        )
    if cat is Category.ADDRESS:
        return any(c.isdigit() for c in v) and len(v) >= 8
    if cat is Category.GEO:
        return _COORD.search(v) is not None
    return sum(c.isdigit() for c in v) >= 6


_last: tuple[str, tuple[tuple[Category, int, int], ...]] = ("", ())


def _fields(text: str) -> tuple[tuple[Category, int, int], ...]:
    """(category, start, end) of every plausible labelled value (a coordinate pair under an
    address key is GEO); the last text is cached
    because one detector per category asks for the same text in turn."""
    global _last  # noqa: PLW0603 - a one-entry cache, replaced atomically
    if _last[0] == text and text:
        return _last[1]
    out: list[tuple[Category, int, int]] = []
    if ":" in text or "=" in text:
        for rx in (_QUOTED, _PLAIN):
            for m in rx.finditer(text):
                cat = _category(m.group("key"))
                if cat is None:
                    continue
                raw = m.group("v")
                v = raw.strip()
                s = m.start("v") + (len(raw) - len(raw.lstrip()))
                if cat is Category.ADDRESS or cat is Category.GEO:
                    # a coordinate pair as the value: the whole pair, past the comma the
                    # plain form stops at ("address: 8.82, -50.53")
                    pair = _PAIR_AT.match(text, s)
                    if pair is not None:
                        out.append((Category.GEO, s, pair.end()))
                        continue
                if v and _plausible(cat, v):
                    out.append((cat, s, s + len(v)))
    result = tuple(out)
    _last = (text, result)
    return result


@dataclass(frozen=True)
class FieldDetector:
    """Values of labelled fields whose key names ``category``."""

    category: Category
    name: str = "labelled_field"
    needs: Needs | None = None

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for cat, s, e in _fields(norm.text):
            if cat is self.category:
                f = norm.finding(cat, s, e, 0.8, self.name)
                if f is not None:
                    yield f


def _needs(keys: frozenset[str]) -> Needs:
    # a key is matched after lowercasing and turning runs of spaces/hyphens into "_": its
    # first "_"-separated part occurs verbatim in the lowercased text
    return Needs(groups=((":", "=", "："), tuple(sorted({k.split("_")[0] for k in keys}))))


#: the GEO detector also reads address keys: a coordinate pair there is GEO
_NEEDS_KEYS = {cat: keys for cat, keys in _KEYS}
_NEEDS_KEYS[Category.GEO] = _NEEDS_KEYS[Category.GEO] | _NEEDS_KEYS[Category.ADDRESS]

DETECTORS = tuple(FieldDetector(cat, needs=_needs(_NEEDS_KEYS[cat])) for cat, _ in _KEYS)
