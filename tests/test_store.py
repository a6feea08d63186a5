"""MemoryStore: the T2 round trip, integrity, skill names, forget, expiry, bulk writes."""

from __future__ import annotations

import base64
import os
from pathlib import Path

import pytest
from faker import Faker

from complex_memory_manager import (
    InvalidSkillName,
    KeyUnavailable,
    MemoryStore,
    UsageError,
)
from complex_memory_manager.crypto.keys import MasterKey
from helpers import all_bytes

fake = Faker(["en_US", "zh_CN"])
Faker.seed(20261130)


class TestRoundTrip:
    @pytest.mark.parametrize(
        "text",
        [
            "Prefers concise answers with bullet points and metric units.",
            "喜欢简洁的回答，偏好要点列表和公制单位。每周一查看天气摘要。",
            "Mixed 中英文 text with emoji ☕ and accents: café, naïve.",
        ],
    )
    def test_text_round_trips_and_no_plaintext_on_disk(self, store: MemoryStore, root: Path,
                                                      text: str) -> None:
        res = store.remember("skill-a", text)
        assert res.cipher == "aes-256-gcm"
        assert [e.text for e in store.recall("skill-a").entries] == [text]
        blob = all_bytes(root)
        # no run of 10 characters of the text appears in any file, in UTF-8
        leaks = [i for i in range(len(text) - 9) if text[i : i + 10].encode() in blob]
        assert leaks == [], f"plaintext windows found at offsets {leaks}"

    def test_faker_sentences_round_trip(self, store: MemoryStore, root: Path) -> None:
        texts = [fake.unique.sentence(nb_words=10) for _ in range(30)]
        for t in texts:
            store.remember("skill-b", t)
        assert sorted(e.text for e in store.recall("skill-b").entries) == sorted(texts)
        blob = all_bytes(root)
        assert not any(t.encode() in blob for t in texts)

    def test_frontmatter_keeps_seed_fields(self, store: MemoryStore, root: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setenv("CMM_NOW", "2026-04-19")
        res = store.remember("skill-a", "Prefers a weekly digest.")
        body = (root / res.file).read_text()
        for line in ("tier: internal", "source_skill: skill-a", "key_hint: skill-a-2026-04",
                     "created: '2026-04-19'", "expires: '2026-05-19'", "cipher: aes-256-gcm",
                     f"id: {res.id}", "## Encrypted Entry", "## Decryption Note"):
            assert line in body
        assert res.file.startswith("tier2-internal/skill-a_")

    def test_skill_named_like_a_yaml_boolean_is_kept_a_string(self, store: MemoryStore,
                                                             root: Path) -> None:
        res = store.remember("no", "A note for a skill called no.")
        assert "source_skill: 'no'" in (root / res.file).read_text()
        assert [e.text for e in store.recall("no").entries] == ["A note for a skill called no."]


class TestIntegrity:
    def test_flipped_ciphertext_character_is_reported(self, store: MemoryStore, root: Path) -> None:
        keep = store.remember("skill-a", "This entry stays readable.")
        bad = store.remember("skill-a", "This entry will be tampered with.")
        path = root / bad.file
        lines = path.read_text().splitlines()
        i = next(n for n, line in enumerate(lines) if line.startswith("> "))
        c = lines[i][10]
        lines[i] = lines[i][:10] + ("A" if c != "A" else "B") + lines[i][11:]
        path.write_text("\n".join(lines) + "\n")
        res = store.recall("skill-a")
        assert [e.id for e in res.entries] == [keep.id]
        assert [p.id for p in res.errors] == [bad.id]
        assert "authentication failed" in res.errors[0].error
        assert "tampered" not in repr(res.entries)

    def test_edited_metadata_fails_authentication(self, store: MemoryStore, root: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setenv("CMM_NOW", "2026-01-01")
        res = store.remember("skill-a", "Expiry will be extended by hand.")
        path = root / res.file
        path.write_text(path.read_text().replace("'2026-01-31'", "'2027-01-31'"))
        out = store.recall("skill-a", include_archive=True)
        assert out.entries == [] and len(out.errors) == 1

    def test_swapped_ciphertexts_are_detected(self, store: MemoryStore, root: Path) -> None:
        a = store.remember("skill-a", "first entry text")
        b = store.remember("skill-a", "second entry text")
        pa, pb = root / a.file, root / b.file
        ta, tb = pa.read_text(), pb.read_text()
        ca = next(x for x in ta.splitlines() if x.startswith("> "))
        cb = next(x for x in tb.splitlines() if x.startswith("> "))
        pa.write_text(ta.replace(ca, cb))
        pb.write_text(tb.replace(cb, ca))
        out = store.recall("skill-a")
        assert out.entries == [] and len(out.errors) == 2

    def test_wrong_master_key_gives_errors_and_no_text(self, root: Path) -> None:
        MemoryStore(root).remember("skill-a", "secretive but harmless preference")
        other = MemoryStore(root, master_key=MasterKey(os.urandom(32), "test"))
        out = other.recall("skill-a")
        assert out.entries == []
        assert "wrong master key" in out.errors[0].error

    def test_no_key_fails_closed_with_hint(self, root: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.delenv("CMM_MASTER_KEY")
        with pytest.raises(KeyUnavailable, match="cmm key init"):
            MemoryStore(root).remember("skill-a", "no key, no write")
        assert not root.exists() or not list((root).rglob("*.md"))


class TestSkillNames:
    @pytest.mark.parametrize("bad", ["../x", "A/B", "", "a" * 300, "Skill", "-x", "a_b", "a b",
                                     "x/../../etc", "é"])
    def test_refused_before_anything_is_written(self, store: MemoryStore, root: Path,
                                                bad: str) -> None:
        with pytest.raises(InvalidSkillName):
            store.remember(bad, "hello there")
        with pytest.raises(InvalidSkillName):
            store.record(bad, success=True)
        with pytest.raises(InvalidSkillName):
            store.recall(bad)
        assert not root.exists() or not any(p.is_file() for p in root.rglob("*"))

    def test_error_does_not_echo_the_name(self) -> None:
        assert "etc" not in str(InvalidSkillName())


class TestLifecycle:
    def test_forget_one_and_all(self, store: MemoryStore, root: Path) -> None:
        a = store.remember("skill-a", "one")
        store.remember("skill-a", "two")
        store.remember("skill-b", "other skill")
        assert store.forget("skill-a", entry_id=a.id) == 1
        assert [e.text for e in store.recall("skill-a").entries] == ["two"]
        assert store.forget("skill-a", everything=True) == 1
        assert store.recall("skill-a").entries == []
        assert not (root / ".cmm/keys/skill-a.json").exists()
        assert [e.text for e in store.recall("skill-b").entries] == ["other skill"]

    def test_forget_needs_exactly_one_target(self, store: MemoryStore) -> None:
        with pytest.raises(UsageError):
            store.forget("skill-a")

    def test_forget_all_crypto_shreds_backups(self, store: MemoryStore, root: Path,
                                              tmp_path: Path) -> None:
        res = store.remember("skill-a", "restorable from a backup?")
        backup = (root / res.file).read_bytes()
        store.forget("skill-a", everything=True)
        (root / res.file).write_bytes(backup)
        out = store.recall("skill-a")
        assert out.entries == [] and len(out.errors) == 1

    def test_expired_entries_only_with_include_archive(self, root: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setenv("CMM_NOW", "2026-01-01")
        MemoryStore(root).remember("skill-a", "old preference")
        monkeypatch.setenv("CMM_NOW", "2026-03-01")
        s = MemoryStore(root)
        s.remember("skill-a", "new preference")
        assert [e.text for e in s.recall("skill-a").entries] == ["new preference"]
        both = s.recall("skill-a", include_archive=True).entries
        assert [e.text for e in both] == ["new preference", "old preference"]
        assert both[1].archived

    def test_bulk_writes_one_file_per_skill(self, store: MemoryStore, root: Path) -> None:
        items = [("skill-a", f"bulk entry {i}", "internal") for i in range(50)]
        items.append(("skill-b", "bulk entry for b", "internal"))
        res = store.remember_many(items)
        assert len(res) == 51
        assert len(list((root / "tier2-internal").glob("skill-a_*.md"))) == 1
        assert len(store.recall("skill-a").entries) == 50

    def test_topic_appends_to_one_file(self, store: MemoryStore, root: Path) -> None:
        store.remember("skill-a", "first", topic="preferences")
        store.remember("skill-a", "second", topic="preferences")
        assert [p.name for p in (root / "tier2-internal").iterdir()] == ["skill-a_preferences.md"]
        assert {e.text for e in store.recall("skill-a").entries} == {"first", "second"}

    def test_query_ranks_relevant_first(self, store: MemoryStore) -> None:
        store.remember("skill-a", "Prefers tea over coffee in the afternoon.")
        store.remember("skill-a", "Weather reports should use Celsius.")
        store.remember("skill-a", "天气预报使用摄氏度，简短即可。")
        top = store.recall("skill-a", query="celsius weather").entries[0]
        assert top.text.startswith("Weather")
        assert store.recall("skill-a", query="天气预报").entries[0].text.startswith("天气")

    def test_key_material_not_in_root(self, store: MemoryStore, root: Path) -> None:
        store.remember("skill-a", "anything")
        key = base64.b64decode(os.environ["CMM_MASTER_KEY"])
        assert key not in all_bytes(root)
        assert os.environ["CMM_MASTER_KEY"].encode() not in all_bytes(root)
