"""Entry and stats formats: pure text <-> records, round trips and YAML safety."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from complex_memory_manager.formats.entry import EntryRecord, parse_file, render_file
from complex_memory_manager.formats.stats import add_call, add_pattern, seed_view

# Values YAML would reinterpret if written bare: booleans, nulls, numbers, dates, octals.
TRICKY = st.sampled_from(["no", "yes", "on", "off", "null", "~", "0123", "1e3", "2026-04-19",
                          "12:30", "true", "False", "0x1f", ".inf", "- a", "a: b", "#x", "'q'"])
value = st.one_of(TRICKY, st.from_regex(r"[A-Za-z0-9 ._:/-]{1,30}", fullmatch=True).map(
    str.strip).filter(bool))
b64 = st.from_regex(r"[A-Za-z0-9+/]{4,80}={0,2}", fullmatch=True)


@given(st.lists(st.tuples(value, value, value, b64), min_size=1, max_size=5))
def test_render_then_parse_is_identity(rows: list[tuple[str, str, str, str]]) -> None:
    """Every metadata value comes back as the same string, however YAML-ish it looks."""
    records = [
        EntryRecord({"tier": "internal", "source_skill": skill, "created": created,
                     "expires": expires, "id": f"id{i}", "cipher": "aes-256-gcm"}, ct, "note")
        for i, (skill, created, expires, ct) in enumerate(rows)
    ]
    parsed = parse_file(render_file(records))
    assert parsed.errors == []
    assert [dict(r.meta) for r in parsed.entries] == [dict(r.meta) for r in records]
    assert [r.ciphertext for r in parsed.entries] == [r.ciphertext for r in records]


def test_broken_entry_does_not_hide_the_others() -> None:
    good = EntryRecord({"tier": "internal", "source_skill": "a", "created": "2026-01-01",
                        "id": "x1", "cipher": "aes-256-gcm"}, "QUJD", "n")
    text = render_file([good]) + "\n---\ntier: [unclosed\n---\n\n## Encrypted Entry\n> QUJD\n" + (
        "\n" + render_file([good.with_meta(id="x2")]))
    parsed = parse_file(text, "f.md")
    assert [r.id for r in parsed.entries] == ["x1", "x2"]
    assert len(parsed.errors) == 1 and "f.md:" in str(parsed.errors[0])


def test_chinese_section_headings_are_read() -> None:
    text = ("---\ntier: internal\nsource_skill: s\nkey_hint: s-2026-04\ncreated: 2026-04-01\n"
            "expires: 2026-05-01\n---\n\n## 加密条目\n> QUJD\n\n## 解密说明\n密钥 = ...\n")
    (rec,) = parse_file(text).entries
    assert rec.ciphertext == "QUJD" and rec.cipher == "legacy-xor" and rec.year_month == "2026-04"


def test_stats_counts_and_seed_view() -> None:
    data = None
    for ok in (True, False, True):
        data = add_call(data, "s", ok, "2026-05-01")
    data = add_pattern(data, "morning request", ["a", "b"], "2026-05-01")
    view = seed_view([json.loads(add_call(None, "t", True, "2026-05-02")), json.loads(data)])
    assert view["patterns_observed"] == [
        {"trigger": "morning request", "skills_used": ["a", "b"], "count": 1}]
    assert view["skill_stats"]["t"] == {"calls": 1, "success_rate": 1.0, "last_used": "2026-05-02"}
    assert view["skill_stats"]["s"] == {"calls": 3, "success_rate": 0.6667,
                                        "last_used": "2026-05-01"}
