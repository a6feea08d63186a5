"""The gate's regex compilation (``_lazy.compile_grouped``) matches exactly what
``re.compile`` matches, and ``warm_up`` (which swaps compiled patterns in) changes no output.

Grouped alternations and first-character sets only speed the search up; any difference in
spans or groups would silently change what the gate redacts, so it is checked three ways:
hand-written edge cases, every detector pattern against synthetic corpus texts, and the
whole gate before and after ``warm_up`` in a fresh interpreter.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import textwrap

import pytest
from faker import Faker

from complex_memory_manager.privacy import _lazy
from complex_memory_manager.privacy.detectors import FAMILIES
from complex_memory_manager.privacy.normalize import normalize

from .corpus import benign, samples

EDGE_PATTERNS = [
    r"(?:同|同事|同学|朋友|经理|经办人)X?",  # a shorter alternative first: order kept
    r"(?:同事|同)",
    r"(?i:Ab|aC|ad|AE)",  # both cases of one letter in one group, in order
    r"(?i)(?<![a-z])(?:github|gitlab|gitee|steam|skype|slack)(?:\s?id)?",
    r"(?<![A-Za-z0-9_])(?:user|usr|uid|username|login)\s?[:=]\s?(?P<v>\w+)",
    r"(?:a|ab|abc|abd|b|)",  # an empty alternative
    r"(?m)^(?:foo|far|fab|bar)\b",
    r"\A(?:x|xy|xz|y)",
    r"(?=[kK])(?i:kelvin|kilo|key|kit)",
    r"(?i)(?:ı|i)(?:d|s)",
    r"(?i)[a-cx-z]\d",
    r"(?i)(?<!\w)(?:straße|strasse|str\.|st\.)",
    r"(?:(a)|(ab)|(abc)|b)(?(1)x|y)",
    r"[^\s,]{2}(?:x|xy|xyz)",
]
SPECIAL = (
    "Kk\u212aİıIiſSs ßẞ µΜμ ΣσςΩω 同事同学 github GitHub GITHUB gitlab kelvin KELVIN "
    "\u212aelvin"
)


def _texts() -> list[str]:
    fake = Faker(["en_US", "zh_CN"])
    fake.seed_instance(4242)
    out = [s.text for s in samples("tune", 2)][:400] + [t for t, _ in benign("tune")][:100]
    out += [fake.text(160) for _ in range(60)]
    out += [SPECIAL, SPECIAL.lower(), SPECIAL.upper(), "a ab abc abd b", "ab\nfoo far\nfab"]
    return [normalize(t).text for t in out]


TEXTS = _texts()


def _same(source: str, flags: int, texts: list[str]) -> str | None:
    plain = re.compile(source, flags)
    fast = _lazy.compile_grouped(source, flags)
    assert fast.pattern == plain.pattern and fast.flags == plain.flags
    assert fast.groupindex == plain.groupindex
    for t in texts:
        a = [(m.span(), m.groups()) for m in plain.finditer(t)]
        b = [(m.span(), m.groups()) for m in fast.finditer(t)]
        if a != b:
            return t
        for pos in range(0, len(t), 7):
            ma, mb = plain.match(t, pos), fast.match(t, pos)
            if (ma and (ma.span(), ma.groups())) != (mb and (mb.span(), mb.groups())):
                return t
    return None


@pytest.mark.parametrize("source", EDGE_PATTERNS)
def test_edge_patterns_match_like_re(source: str) -> None:
    assert _same(source, 0, TEXTS) is None


def _detector_patterns() -> list[tuple[str, int]]:
    found: dict[tuple[str, int], None] = {}

    def add(value: object) -> None:
        if isinstance(value, _lazy._LazyPattern):
            found[(value._source, value._flags)] = None
        elif isinstance(value, re.Pattern) and isinstance(value.pattern, str):
            found[(value.pattern, value.flags)] = None
        elif isinstance(value, (tuple, list)):
            for item in value:
                add(item)

    for mod in FAMILIES:
        for value in vars(mod).values():
            add(value)
    return list(found)


def test_every_detector_pattern_matches_like_re() -> None:
    patterns = _detector_patterns()
    assert len(patterns) > 300
    bad = [src[:60] for src, fl in patterns if _same(src, fl, TEXTS) is not None]
    assert not bad, f"{len(bad)} patterns differ: {bad[:3]}"


def test_case_insensitive_first_characters_are_complete() -> None:
    """Every character ``re`` matches case-insensitively against an ASCII letter is in the
    first-character set the compiler gives that letter (else a search would skip it)."""
    matches_letter = re.compile(r"(?i)[a-z]")
    extra = [chr(c) for c in range(0x80, 0x110000) if matches_letter.fullmatch(chr(c))]
    assert extra  # KELVIN SIGN, LONG S, dotted and dotless I
    for ch in extra:
        letter = next(x for x in "abcdefghijklmnopqrstuvwxyz" if re.fullmatch(x, ch, re.I))
        fast = _lazy.compile_grouped(r"(?i)(?<!#)" + letter + "q")
        assert fast.search("__" + ch + "q") is not None, hex(ord(ch))


def test_warm_up_changes_no_output() -> None:
    """``warm_up`` swaps compiled patterns into the detector modules; redaction before and
    after it is identical (a fresh interpreter: warm_up is process-wide)."""
    texts = [s.text for s in samples("tune", 1)][:600] + [t for t, _ in benign("tune")][:200]
    # detectors that tell their patterns apart by identity ("rx is _ACCT_IS"): a lazy
    # pattern in a module-level tuple and the module name must stay the same object
    texts += ["the jira login they gave me is gyoung", "The jira login they gave me is ihope"]
    code = textwrap.dedent(
        """
        import json, sys
        from complex_memory_manager.privacy import PrivacyGate
        texts = json.load(sys.stdin)
        gate = PrivacyGate()
        cold = [gate.redact(t).text for t in texts]
        gate.warm_up()
        warm = [gate.redact(t).text for t in texts]
        print(json.dumps(sum(a != b for a, b in zip(cold, warm))))
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", code], input=json.dumps(texts), capture_output=True, text=True,
        check=True, timeout=600,
    )
    assert json.loads(out.stdout) == 0
