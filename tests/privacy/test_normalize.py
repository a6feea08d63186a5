"""Normalization's first step against its definition: NFKC per character, invisible characters
dropped, Unicode dashes read as "-", and a map from every output character to the original
character it came from. The fast paths (ASCII, already-normal text, runs copied whole) must
give exactly what the definition gives."""

from __future__ import annotations

import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from complex_memory_manager.privacy.normalize import _DASHES, _INVISIBLE, _normalize, normalize

# characters from the ranges the fast paths treat differently: ASCII, Latin-1 compatibility
# characters, general punctuation (dashes, ellipsis, zero-width), CJK symbols, ideographs,
# compatibility ideographs, full-width forms, and a character outside the BMP
_ALPHABET = st.sampled_from(
    [
        *map(chr, range(0x20, 0x7F)),
        *"\u00a0\u00aa\u00b2\u00bd\u00b5\u00c5\u00e9\u00ad",
        *map(chr, range(0x2000, 0x2070)),
        *"\u3000\u3001\u3002\u300c\u300d\u3400\u4dbf\u4e00\u4e2d\u6587\u9fff\ua000",
        *"\uf900\uf929\ufa0e\ufeff",
        *map(chr, range(0xFF01, 0xFF5F)),
        "\U0001d400",
    ]
)


def _reference(text: str) -> tuple[str, tuple[int, ...]]:
    parts: list[str] = []
    index: list[int] = []
    for i, ch in enumerate(text):
        if ch in _INVISIBLE:
            continue
        n = _DASHES.get(ch) or unicodedata.normalize("NFKC", ch)
        parts.append(n)
        index.extend([i] * len(n))
    return "".join(parts), tuple(index)


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=_ALPHABET, max_size=40))
def test_normalize_matches_its_definition(text: str) -> None:
    norm = _normalize(text)
    expected_text, expected_index = _reference(text)
    assert norm.text == expected_text
    if norm.index is None:  # the identity map
        assert expected_index == tuple(range(len(text)))
    else:
        assert norm.index == expected_index


def test_full_width_punctuation_in_chinese_text() -> None:
    text = "手机：１３８００１３８０００，邮箱 a@b.cn…好"
    norm = _normalize(text)
    assert norm.text == "手机:13800138000,邮箱 a@b.cn...好"
    # every character maps back to the one it came from
    assert [text[i] for i in norm.index or ()][:3] == ["手", "机", "："]
    assert norm.orig_start(norm.text.index("1")) == text.index("１")


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=_ALPHABET, max_size=40))
def test_the_literal_view_keeps_offsets(text: str) -> None:
    norm = normalize(text)
    assert len(norm.low) == len(norm.text)
