"""The speed changes of session 10 to the number detectors keep every answer: the SSN
validity check without stdnum's cleaning, and the phone pattern's guarded extension."""

from __future__ import annotations

import random
import re

from stdnum.us import ssn

from complex_memory_manager.privacy._lazy import resolve
from complex_memory_manager.privacy.detectors import contact, ids


def test_ssn_valid_is_stdnums_answer() -> None:
    rng = random.Random(10)
    numbers = ["078-05-1120", "078051120", "457-55-5462", "219-09-9999", "123-45-678",
               "12345678", "1234567890", "123 45 6789", "123.45.6789", "１２３-45-6789",
               "٣٣٣-22-4444", "123-4-56789", "666-12-3456", "900-12-3456", "123-00-4567",
               "123-45-0000", "000-12-3456"]  # fmt: skip
    for area in range(1000):
        for serial in ("0000", "0001", f"{rng.randrange(10000):04d}"):
            group = f"{rng.randrange(100):02d}"
            numbers += [f"{area:03d}{group}{serial}", f"{area:03d}-{group}-{serial}"]
    for n in numbers:
        assert ids._ssn_valid(n) == ssn.is_valid(n), n


#: the phone pattern before its extension was guarded by a lookahead of its first characters
_PHONE_UNGUARDED = re.compile(
    r"(?<![A-Za-z0-9_\-./#@%$+])"
    r"(?P<v>(?P<intl>(?:(?:\+|00)\s?\d{1,3}|\(\s?\+\s?\d{1,3}\s?\))[ .\-]{0,2})?"
    r"(?:\(\s?\d{1,5}\s?\)[ .\-]?)?"
    r"\d{1,15}(?:[ .\-]{1,2}\d{1,12}){0,5}"
    r"(?P<ext>(?:(?:,\s?|[\s\-])?(?:x|ext\.?|extension)|\s?(?:转\s?)?分机号?|\s?转)[\s:#.]?\d{1,6})?)"
    r"(?![A-Za-z0-9_\-]|\.\d|,\d{1,3}(?![\d/\-月日号点时年]))"
)


def test_phone_pattern_matches_as_before() -> None:
    rng = random.Random(10)
    alphabet = "0123456789 -.,x转分机号ext+()#:\na"
    guarded = resolve(contact._PHONE)
    for _ in range(20000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(30)))
        got = [(m.span(), m.groupdict()) for m in guarded.finditer(text)]
        want = [(m.span(), m.groupdict()) for m in _PHONE_UNGUARDED.finditer(text)]
        assert got == want, text


def test_region_order_gives_the_same_answer() -> None:
    rng = random.Random(10)
    for _ in range(300):
        n = rng.randrange(7, 16)
        digits = rng.choice("0123456789") + "".join(rng.choice("0123456789") for _ in range(n - 1))
        default = contact._REGIONS_0 if digits[0] == "0" else contact._REGIONS
        ordered = contact._REGIONS_BY_LEN.get(n, default)
        assert sorted(ordered) == sorted(default)
        assert any(contact._possible(digits, r) for r in ordered) == any(
            contact._possible(digits, r) for r in default
        ), digits
