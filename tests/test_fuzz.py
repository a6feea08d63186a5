"""Property-based fuzzing (Hypothesis) of the entry parser, the legacy decoder, the AEAD
opener, the quarantine judge and the privacy gate.

Brief in CI; longer on demand::

    HYPOTHESIS_PROFILE=long python -m pytest tests/test_fuzz.py

Coverage-guided harnesses for the same targets live in ``tests/fuzz/`` (atheris).
"""

from __future__ import annotations

import contextlib
import os
import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from complex_memory_manager import MemoryBackend, MemoryStore
from complex_memory_manager.crypto import aead, legacy
from complex_memory_manager.crypto.keys import MasterKey
from complex_memory_manager.errors import CMMError, DecryptionFailed, EntryError
from complex_memory_manager.formats.entry import FIELD_ORDER, EntryRecord, parse_file, render_file

PROFILES = {
    "ci": settings(max_examples=60, deadline=None,
                   suppress_health_check=[HealthCheck.too_slow]),
    "long": settings(max_examples=5000, deadline=None,
                     suppress_health_check=[HealthCheck.too_slow]),
}
fuzz = PROFILES.get(os.environ.get("HYPOTHESIS_PROFILE", "ci"), PROFILES["ci"])

# Any text a file may hold (no lone surrogates: files are UTF-8).
any_text = st.text(st.characters(exclude_categories=["Cs"]), max_size=400)
# Metadata values: printable text on one line (what our writers put there).
value = st.text(st.characters(exclude_categories=["Cs", "Cc", "Zl", "Zp"]), min_size=1,
                max_size=40).filter(lambda v: v.strip() == v and v.strip())
b64 = st.text(string.ascii_letters + string.digits + "+/=", min_size=1, max_size=200)
note = st.text(string.ascii_letters + string.digits + " .,;:()'\"", max_size=80).map(str.strip)
extra_key = st.from_regex(r"[a-z][a-z_]{0,15}", fullmatch=True).filter(
    lambda k: k not in FIELD_ORDER)


@st.composite
def records(draw: st.DrawFn) -> EntryRecord:
    meta = {"source_skill": draw(st.from_regex(r"[a-z0-9][a-z0-9-]{0,20}", fullmatch=True)),
            "created": draw(value)}
    for k in draw(st.lists(st.sampled_from(FIELD_ORDER), unique=True)):
        meta.setdefault(k, draw(value))
    for k in draw(st.lists(extra_key, max_size=3, unique=True)):
        meta.setdefault(k, draw(value))
    return EntryRecord(meta, draw(b64), draw(note))


class TestEntryFormat:
    @fuzz
    @given(st.lists(records(), min_size=1, max_size=4))
    def test_render_then_parse_round_trips(self, recs: list[EntryRecord]) -> None:
        """Every rendered entry parses back with the same metadata and ciphertext."""
        parsed = parse_file(render_file(recs))
        assert parsed.errors == []
        assert [dict(r.meta) for r in parsed.entries] == [dict(r.meta) for r in recs]
        assert [r.ciphertext for r in parsed.entries] == [r.ciphertext for r in recs]
        assert [r.note for r in parsed.entries] == [r.note for r in recs]

    @fuzz
    @given(any_text)
    def test_parse_never_raises_on_any_text(self, text: str) -> None:
        parsed = parse_file(text, "f.md")
        assert all(isinstance(e, EntryError) for e in parsed.errors)
        for r in parsed.entries:
            assert r.skill and r.created and isinstance(r.id, str)

    @fuzz
    @given(st.lists(records(), min_size=1, max_size=3), st.data())
    def test_damaged_rendering_never_raises(self, recs: list[EntryRecord],
                                            data: st.DataObject) -> None:
        """Cutting or splicing a valid file gives entries or errors, never an exception."""
        text = render_file(recs)
        i = data.draw(st.integers(0, len(text)))
        junk = data.draw(any_text)
        for damaged in (text[:i], text[:i] + junk + text[i:]):
            parse_file(damaged, "f.md")


class TestLegacy:
    @fuzz
    @given(st.text(st.characters(max_codepoint=0xFF, exclude_categories=["Cs"])),
           st.from_regex(r"[a-z0-9][a-z0-9-]{0,20}", fullmatch=True),
           st.from_regex(r"20[0-9]{2}-(0[1-9]|1[0-2])", fullmatch=True))
    def test_encrypt_decrypt_inverse(self, text: str, skill: str, month: str) -> None:
        token = legacy.encrypt(text, skill, month)
        assert legacy.decrypt(token, legacy.derive_key(skill, month)) == text

    @fuzz
    @given(any_text)
    def test_decoder_only_raises_value_error(self, token: str) -> None:
        try:
            out = legacy.decrypt(token, b"0123abcd")
        except ValueError:
            return
        assert isinstance(out, str)
        assert -3.0 <= legacy.looks_like_text(out) <= 1.0

    @fuzz
    @given(any_text, st.sampled_from(["concat", "hyphen", ""]))
    def test_store_legacy_read_raises_only_entry_errors(self, token: str, kdf: str) -> None:
        meta = {"source_skill": "skill-a", "created": "2026-04-19", "key_hint": "skill-a-2026-04"}
        if kdf:
            meta["legacy_kdf"] = kdf
        with contextlib.suppress(EntryError):
            MemoryStore._decrypt_legacy(EntryRecord(meta, token))


class TestAeadAndQuarantine:
    @fuzz
    @given(any_text, st.binary(max_size=64))
    def test_open_raises_only_decryption_failed(self, token: str, aad: bytes) -> None:
        with contextlib.suppress(DecryptionFailed):
            aead.open_(b"k" * 32, token, aad)

    @fuzz
    @given(st.binary(max_size=2000))
    def test_any_file_bytes_are_judged_without_crashing(self, data: bytes) -> None:
        """Whatever bytes an entry file holds, recall answers, and the bytes are either
        still in place or in the quarantine — never lost."""
        backend = MemoryBackend()
        store = MemoryStore(backend, master_key=MasterKey(b"m" * 32, "test"))
        backend.put("tier2-internal/skill-a_x.md", data)
        res = store.recall("skill-a", include_archive=True)
        assert isinstance(res.entries, list)
        kept = [backend.get(k).data for k in backend.list(".cmm/quarantine/")
                if k.endswith(".quarantined")]
        if backend.exists("tier2-internal/skill-a_x.md"):
            assert kept == [] or kept == [data]
        else:
            assert kept == [data]


class TestPrivacyGate:
    @fuzz
    @given(st.text(st.characters(exclude_categories=["Cs"]), max_size=300)
           | st.text("0123456789０１２３４５６７８９ -.@:/+()\u200b\u200d张王李abcXYZ",
                     max_size=120))
    def test_scan_and_redact_never_raise_and_offsets_are_in_range(self, text: str) -> None:
        from complex_memory_manager.privacy import default_gate

        gate = default_gate()
        for f in gate.scan(text):
            assert 0 <= f.start < f.end <= len(text)
        res = gate.redact(text)
        assert isinstance(res.text, str)
        for f in res.findings:
            assert 0 <= f.start < f.end <= len(text)
        assert all(isinstance(n, int) and n > 0 for n in res.counts.values())


def test_profiles_exist() -> None:
    """CI runs the short profile unless HYPOTHESIS_PROFILE=long asks for more."""
    assert PROFILES["long"].max_examples > PROFILES["ci"].max_examples
    assert isinstance(CMMError, type)
