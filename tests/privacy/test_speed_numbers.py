"""The speed helpers of the number detectors (session 9) give exactly what they replace:
``on_low`` twins of case-insensitive cue patterns, the Luhn and IBAN checks without stdnum's
per-call machinery, and the sentence bounds of a time."""

from __future__ import annotations

import random
import re
import string

import pytest
from stdnum import iban, luhn
from stdnum.iso7064 import mod_97_10

from complex_memory_manager.privacy._lazy import resolve
from complex_memory_manager.privacy.detectors import contact, financial, schedules
from complex_memory_manager.privacy.normalize import normalize

#: (twin for norm.low, the case-insensitive source it was made from)
_TWINS = [
    (contact._POS_CUE_LOW, contact._POS_CUE_SRC),
    (schedules._ROUTINE_CUE_LOW, resolve(schedules._ROUTINE_CUE).pattern),
]
#: letters that case-insensitive matching equates with an ASCII letter, and other traps
_TRAPS = "İıſKΣσςÉé"


def _texts(rng: random.Random, words: list[str], n: int) -> list[str]:
    chars = string.ascii_letters + _TRAPS + " .:-#\n\t,;!?'’0123456789电话每天"
    out = []
    for _ in range(n):
        parts = []
        for _ in range(rng.randint(0, 8)):
            if rng.random() < 0.6:
                w = rng.choice(words)
            else:
                w = "".join(rng.choice(chars) for _ in range(rng.randint(0, 3)))
            w = "".join(c.upper() if rng.random() < 0.3 else c for c in w)
            if rng.random() < 0.15:
                w = w.replace("i", rng.choice("İı")).replace("s", "ſ").replace("k", "K")
            parts.append(w)
        out.append(rng.choice([" ", "", "\n"]).join(parts))
    return out


@pytest.mark.parametrize(("twin", "source"), _TWINS)
def test_on_low_twin_matches_where_the_source_does(twin: re.Pattern[str], source: str) -> None:
    rng = random.Random(9)
    original = re.compile(source)
    words = re.findall(r"[A-Za-z\u4e00-\u9fff\-]{2,}", source)
    for text in _texts(rng, words, 4000):
        norm = normalize(text)  # the detectors read the normalized text and its low
        norm_text, low = norm.text, norm.low
        assert len(low) == len(norm_text)
        lo = rng.randint(0, len(norm_text))
        hi = rng.randint(lo, len(norm_text))
        a, b = original.search(norm_text, lo, hi), resolve(twin).search(low, lo, hi)
        assert (a and a.span()) == (b and b.span()), norm_text


def test_on_low_refuses_what_it_cannot_rewrite() -> None:
    for source in ("phone", "(?i)(?P<v>x)", "(?i)a(?-i:B)", "(?i)café", r"(?i)\(?i:x"):
        with pytest.raises(ValueError):
            schedules.on_low(source)
    assert schedules.on_low(r"(?i)\W[A-Z]x(?i:Tel)\b") == r"\W[a-z]x(?:tel)\b"


def test_luhn_ok_is_stdnum() -> None:
    rng = random.Random(3)
    for _ in range(20000):
        digits = "".join(rng.choice(string.digits) for _ in range(rng.randint(1, 20)))
        assert financial._luhn_ok(digits) == luhn.is_valid(digits)
    assert financial._luhn_ok("٣٣٣٣") == luhn.is_valid("٣٣٣٣")


def test_iban_layout_and_mod97_are_stdnum() -> None:
    rng = random.Random(4)
    alnum = string.digits + string.ascii_uppercase
    for i in range(20000):
        cc = rng.choice(["GB", "DE", "FR", "NL", "AD", "BR", "XX", "QQ"])
        chars = alnum if i % 2 else string.digits
        body = "".join(rng.choice(chars) for _ in range(rng.randint(8, 30)))
        check = iban.calc_check_digits(cc + "00" + body) if rng.random() < 0.7 else f"{i % 100:02d}"
        v = cc + check + body
        mod = int((v[4:] + v[:4]).translate(financial._BASE36)) % 97 == 1
        assert mod == mod_97_10.is_valid(v[4:] + v[:4])
        layout = financial._bban_layout(v[:2])
        fast = mod and layout is not None and layout.match(v[4:]) is not None
        assert fast == iban.is_valid(v, check_country=False), v


def _sentence_reference(text: str, s: int, e: int) -> tuple[int, int]:
    stops = ("!", "?", "\n", "。", "！", "？", ";", "；", ". ")
    a, b = max(0, s - 200), min(len(text), e + 200)
    lo = max(text.rfind(c, a, s) for c in stops)
    hi = min((i for i in (text.find(c, e, b) for c in stops) if i >= 0), default=b)
    return max(lo + 1, a), hi


def test_sentence_bounds() -> None:
    rng = random.Random(5)
    alphabet = "ab .!?\n。！？;；x. "
    for _ in range(20000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 600)))
        s = rng.randint(0, len(text))
        e = rng.randint(s, len(text))
        assert schedules._sentence(text, s, e) == _sentence_reference(text, s, e)
