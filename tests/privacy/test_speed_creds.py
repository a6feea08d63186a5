"""The fast paths of the credential detectors match what they replace.

Session 9 counted token character classes with ``bytes.translate``, tried ``_CODEISH``'s
unanchored branch only where a "(" is, and gated ``provider_token`` on a literal prefix or a
long run; each must give exactly the old answer on any text (non-ASCII and lone surrogates
included), or the gate's output would silently change.
"""

from __future__ import annotations

import random
import string

from complex_memory_manager.privacy._lazy import resolve
from complex_memory_manager.privacy.detectors import passwords, secrets
from complex_memory_manager.privacy.normalize import normalize

from .corpus import benign, samples

#: ASCII of every class, a Latin letter, an Arabic-Indic digit, a CJK ideograph, a lone surrogate
_ALPHABET = string.ascii_letters + string.digits + "!@#$%^&*()_+-=[]{}:;'\"/\\.,<>?~`| "
_ALPHABET += "\u00e9\u0660\u4e2d\ud800"


def _tokens() -> list[str]:
    rnd = random.Random(9)
    out = ["", "a(b)", "f(x)", "os.getenv(", "${HOME}", "getpass.getpass()", "x(", "ab)"]
    out += ["".join(rnd.choice(_ALPHABET) for _ in range(rnd.randint(1, 40))) for _ in range(3000)]
    return out


def test_class_counts_match_str_counts() -> None:
    for tok in _tokens():
        assert passwords._ascii_digits(tok) == sum(c in "0123456789" for c in tok)
        upper = sum(c in string.ascii_uppercase for c in tok)
        lower = sum(c in string.ascii_lowercase for c in tok)
        assert secrets._count(tok, secrets._DROP_UPPER) == upper
        assert secrets._count(tok, secrets._DROP_LOWER) == lower


def test_codeish_is_the_search() -> None:
    rx = resolve(passwords._CODEISH)
    for tok in _tokens():
        assert passwords._codeish(tok) == (rx.search(tok) is not None), tok


def test_provider_gate_keeps_every_provider_token() -> None:
    rx = resolve(secrets._PROVIDER)
    texts = [s.text for s in samples("tune", 2)] + [t for t, _ in benign("tune")]
    texts += [
        "AKIAABCDEFGHIJKLMNOP",
        "xoxb-1234567890",
        "xapp-1-ABCDEFGHIJ",
        "sk_live_abcdefghij",
        "rk_test_abcdefghij",
        "sk-abcdefghijabcdefghijabc",
        "hf_" + "a" * 30,
        "eyJabcdefgh.abcdefgh.abcdefgh",
        "dckr_pat_" + "a" * 20,
        "SK" + "0" * 32,
        "M" + "a" * 23 + ".abcdef." + "b" * 27,
    ]
    hits = 0
    for t in texts:
        norm = normalize(t)
        if rx.search(norm.text) is not None:
            hits += 1
            assert secrets._provider_possible(norm), t
    assert hits >= 11
