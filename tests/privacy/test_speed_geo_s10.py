"""Session 10 speed work on the geo detectors: the factored word regex and the faster
prefilter checks must accept exactly what the forms they replaced accepted."""

from __future__ import annotations

import re

from complex_memory_manager.privacy._lazy import resolve
from complex_memory_manager.privacy.detectors import geo
from complex_memory_manager.privacy.normalize import normalize


def test_word_trie_is_the_same_language() -> None:
    words = frozenset(["Park", "Parks", "Parkway", "Pa", "Road", "ROAD", "road", "R"])
    trie = re.compile(geo._word_trie(words))
    for w in words:
        assert trie.fullmatch(w) is not None, w
    for w in ["", "P", "Par", "Parkw", "Roads", "RoAD", "o", "Parkways"]:
        assert trie.fullmatch(w) is None, w


def test_home_suffix_trie_matches_every_suffix_and_only_those() -> None:
    trie = re.compile(geo._word_trie(geo._HOME_SUF_WORDS))
    for w in geo._HOME_SUF_WORDS:
        assert trie.fullmatch(w) is not None, w
    flat = re.compile(geo._HOME_SUF_RE)
    for w in ["Parkside", "Gro", "GROVEs", "grove", "Lanes", "avenue", "PlazA"]:
        assert (trie.fullmatch(w) is None) == (flat.fullmatch(w) is None), w


def test_home_name_spans_as_with_the_flat_alternation() -> None:
    flat = re.compile(
        r"(?<![A-Za-z0-9\-])(?P<v>(?P<n>(?:[A-Za-z][a-zA-Z'’\-]{1,20}\s){1,3})"
        r"(?P<s>" + geo._HOME_SUF_RE + r"))(?![A-Za-z0-9\-])"
    )
    new = resolve(geo._HOME_NAME)
    texts = [
        "we moved to Maple Grove Park last year",
        "our place is on Larkspur Commons, near the Old Mill Lane",
        "Kingsmead Estate Estates and PARK ROAD and park lane",
        "the Grove Parkway Parks Park's",
        "i live in maple grove now",
    ]
    for t in texts:
        spans = [(m.span("n"), m.span("s")) for m in flat.finditer(t)]
        assert spans == [(m.span("n"), m.span("s")) for m in new.finditer(t)], t


def test_postal_hint_on_low_is_the_two_case_insensitive_hints() -> None:
    texts = [
        "sw1a 1aa", "SW1A1AA", "K1A 0B1", "k1a0b1", "A9 9AA", "x12", "ab 12 cd", "İ1 2ab",
        "\u212a1a 0b1", "no postcode here", "m8 3gw please", "1a 2bc",
    ]
    for t in texts:
        norm = normalize(t)
        old = geo._UK_HINT.search(norm.text) is not None or geo._CA_HINT.search(norm.text)
        assert geo._home_postal_hint(norm) == bool(old), t


def test_hood_word_check_ascii_fast_path() -> None:
    for t in ["we live in Brixton", "the park", "parking lot", "Neukölln", "café hill", "nothing"]:
        norm = normalize(t)
        old = not geo._HOOD_PREFILTER.isdisjoint(geo._ALPHA_WORD.findall(norm.low))
        assert geo._has_hood_word(norm) == old, t
