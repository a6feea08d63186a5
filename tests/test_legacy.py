"""The seed's XOR+Base64 format: read every seed file, write byte-identical output."""

from __future__ import annotations

import base64
import hashlib
import shutil
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from complex_memory_manager import LegacyTextUnsupported, MemoryStore
from complex_memory_manager.crypto import legacy


# The seed's own functions, verbatim from its specification: the reference we must match.
def _derive_key(skill_name: str, year_month: str) -> str:
    raw = skill_name + year_month
    return hashlib.sha256(raw.encode()).hexdigest()[:8]


def seed_encrypt(text: str, skill_name: str, year_month: str) -> str:
    key = _derive_key(skill_name, year_month)
    result = bytes([ord(c) ^ ord(key[i % len(key)]) for i, c in enumerate(text)])
    return base64.b64encode(result).decode()


def seed_decrypt(encoded: str, skill_name: str, year_month: str) -> str:
    key = _derive_key(skill_name, year_month)
    raw = base64.b64decode(encoded)
    return "".join(chr(b ^ ord(key[i % len(key)])) for i, b in enumerate(raw))


latin1 = st.text(alphabet=st.characters(max_codepoint=0xFF, exclude_categories=["Cs"]))


class TestCodec:
    @given(text=latin1, skill=st.from_regex(r"[a-z0-9][a-z0-9-]{0,20}", fullmatch=True))
    def test_encrypt_is_byte_identical_to_seed(self, text: str, skill: str) -> None:
        """Our encrypt() output equals the seed's for any text it can carry."""
        assert legacy.encrypt(text, skill, "2026-05") == seed_encrypt(text, skill, "2026-05")

    @given(text=latin1)
    def test_decrypt_inverts(self, text: str) -> None:
        token = legacy.encrypt(text, "skill-a", "2026-04")
        assert legacy.decrypt(token, legacy.derive_key("skill-a", "2026-04")) == text

    def test_refuses_text_above_latin1(self) -> None:
        """The seed crashes on Chinese text; we refuse it with a clear error."""
        with pytest.raises(LegacyTextUnsupported, match="U\\+00FF"):
            legacy.encrypt("你好", "skill-a", "2026-04")

    def test_large_entry_is_fast_enough_to_not_loop_per_char(self) -> None:
        text = "x" * 1_000_000
        token = legacy.encrypt(text, "s", "2026-01")
        assert legacy.decrypt(token, legacy.derive_key("s", "2026-01")) == text


class TestSeedFiles:
    def test_every_fixture_reads_back_to_its_plaintext(self, store: MemoryStore, root: Path,
                                                      seed_dir: Path) -> None:
        (root / "tier2-internal").mkdir(parents=True)
        expected = {}
        for md in seed_dir.glob("*.md"):
            shutil.copy(md, root / "tier2-internal" / md.name)
            skill = md.name.split("_", 1)[0]
            expected[skill] = md.with_suffix(".plaintext.txt").read_text("utf-8").rstrip("\n")
        assert expected, "no fixtures found"
        for skill, plaintext in expected.items():
            res = store.recall(skill, include_archive=True)
            assert res.errors == []
            assert [e.text for e in res.entries] == [plaintext]
            assert res.entries[0].cipher == "legacy-xor"

    def test_note_derivation_with_hyphen_is_read(self, store: MemoryStore, root: Path) -> None:
        """The seed's note says sha256(skill + '-' + month): such files are read too."""
        text = "Prefers metric units and concise summaries."
        key = legacy.derive_key("skill-b", "2026-03", hyphen=True)
        token = base64.b64encode(legacy.xor(text.encode("latin-1"), key)).decode()
        (root / "tier2-internal").mkdir(parents=True)
        (root / "tier2-internal" / "skill-b_prefs.md").write_text(
            "---\ntier: internal\nsource_skill: skill-b\nkey_hint: skill-b-2026-03\n"
            "created: 2026-03-02\nexpires: 2026-04-01  # 30 days from created\n---\n\n"
            f"## Encrypted Entry\n> {token}\n\n## Decryption Note\n"
            'Key = sha256("skill-b-2026-03")[:8], then XOR + base64 decode.\n'
        )
        res = store.recall("skill-b", include_archive=True)
        assert [e.text for e in res.entries] == [text]

    def test_legacy_write_is_read_by_the_seeds_decrypt(self, store: MemoryStore, root: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setenv("CMM_NOW", "2026-05-03")
        text = "Likes the café near the station; prefers short forecasts."
        res = store.remember("skill-a", text, cipher="legacy-xor")
        body = (root / res.file).read_text("utf-8")
        token = next(line[2:] for line in body.splitlines() if line.startswith("> "))
        assert seed_decrypt(token, "skill-a", "2026-05") == text
        assert "source_skill: skill-a" in body and "## Decryption Note" in body

    def test_chinese_refused_for_legacy_and_nothing_written(self, store: MemoryStore,
                                                           root: Path) -> None:
        with pytest.raises(LegacyTextUnsupported):
            store.remember("skill-a", "喜欢简短的天气预报", cipher="legacy-xor")
        assert not (root / "tier2-internal").exists() or not any(
            (root / "tier2-internal").iterdir()
        )
