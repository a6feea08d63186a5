"""MemoryStore: the one object users hold. The CLI and the MCP server are thin skins on it.

It composes the subsystems — backend (bytes), formats (text <-> records), crypto (keys
and ciphers), privacy (the gate) — and owns no format or crypto logic itself.
Every write is: validate → gate → encrypt → write atomically.
"""

from __future__ import annotations

import json
import os
import secrets
from collections.abc import Callable, Iterable, Iterator
from datetime import date
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import layout, quarantine
from .backends import Backend, open_backend, update
from .config import CONFIG_KEY, Settings
from .coordination import lease
from .crypto import AES_GCM, CIPHERS, LEGACY_XOR, aead, legacy
from .crypto.keys import AnyMasterKey, DataKeys, MasterKey, load_master_key
from .errors import (
    CMMError,
    DecryptionFailed,
    EntryError,
    LegacyRefused,
    MalformedEntry,
    ObjectNotFound,
    PrivacyRefused,
    StorageError,
    UsageError,
)
from .formats.entry import EntryRecord, parse_file, render_entry, render_file
from .formats.stats import add_call, add_pattern, seed_view
from .index import RecallIndex
from .models import Entry, EntryProblem, RecallResult, RememberResult
from .ranking import rank

if TYPE_CHECKING:
    from .audit import AuditReport
    from .cleanup import CleanupReport
    from .notes import NoteResult
    from .privacy import GateResult, PrivacyGate

__all__ = ["MemoryStore"]

TIERS = ("internal", "public")
LEGACY_NOTE = 'Key = sha256("{skill}-{month}")[:8], then XOR + base64 decode.'
AES_NOTE = (
    "AES-256-GCM with data key {key_id} of skill {skill}, wrapped by the master key under "
    ".cmm/keys/. No key can be derived from this file. Read with: cmm recall --skill {skill}"
)


#: how often a writer re-seals entries whose key a concurrent rotation retired
RESEAL_ATTEMPTS = 5


def reseal(rec: EntryRecord, text: str, key_id: str, key: bytes) -> EntryRecord:
    """``rec`` re-encrypted under data key ``key_id``, keeping its id and dates."""
    meta = {k: v for k, v in rec.meta.items() if k != "legacy_kdf"}
    meta.update({"id": rec.id, "cipher": AES_GCM, "key_id": key_id})
    meta.setdefault("tier", "internal")
    token = aead.seal(key, text.encode("utf-8"), aead.associated_data(meta))
    return EntryRecord(meta, token, AES_NOTE.format(key_id=key_id, skill=rec.skill))


def _default_root() -> str:
    return os.environ.get("CMM_ROOT") or "memory"


class MemoryStore:
    """Privacy-aware memory under one root (a directory, ``s3://bucket/prefix``, or a backend).

    >>> store = MemoryStore("/tmp/memory")                       # doctest: +SKIP
    >>> store.remember("weather-daily", "User prefers Celsius")  # doctest: +SKIP
    >>> store.recall("weather-daily").entries[0].text            # doctest: +SKIP
    'User prefers Celsius'
    """

    def __init__(
        self,
        root: str | os.PathLike[str] | Backend | None = None,
        *,
        master_key: AnyMasterKey | None = None,
        gate: PrivacyGate | None = None,
        today: Callable[[], date] | None = None,
    ) -> None:
        if root is None or isinstance(root, (str, os.PathLike)):
            self.backend: Backend = open_backend(os.fspath(root or _default_root()))
        else:
            self.backend = root
        self._master = master_key
        self._gate = gate
        self._today = today or layout.today

    # -- composition ---------------------------------------------------------
    @property
    def location(self) -> str:
        return self.backend.describe()

    def local_root(self) -> Path | None:
        root = getattr(self.backend, "root", None)
        return root if isinstance(root, Path) else None

    @cached_property
    def settings(self) -> Settings:
        try:
            return Settings.from_yaml(self.backend.get(CONFIG_KEY).data)
        except ObjectNotFound:
            return Settings()

    @cached_property
    def master_key(self) -> AnyMasterKey:
        return self._master or load_master_key(self.local_root(), self.backend)

    @cached_property
    def keys(self) -> DataKeys:
        return DataKeys(self.backend, self.master_key)

    @cached_property
    def index(self) -> RecallIndex:
        """The encrypted per-skill recall index (a validated cache; see :mod:`.index`)."""
        return RecallIndex(self)

    @property
    def gate(self) -> PrivacyGate:
        if self._gate is None:
            from .privacy import PrivacyConfig, PrivacyGate

            self._gate = PrivacyGate(PrivacyConfig.from_mapping(self.settings.privacy))
        return self._gate

    def today(self) -> str:
        return self._today().isoformat()

    # -- write path ----------------------------------------------------------
    def remember(
        self,
        skill: str,
        text: str,
        *,
        tier: str = "internal",
        cipher: str | None = None,
        strict: bool | None = None,
        topic: str | None = None,
    ) -> RememberResult:
        """Gate ``text`` and store it: T2 encrypted (default) or T1 public notes."""
        layout.check_skill(skill)
        if tier not in TIERS:
            raise UsageError("tier must be 'internal' or 'public'")
        gated = self._gate_text(text, strict=strict, public=tier == "public")
        if tier == "public":
            return self._append_note(skill, gated)
        record = self._seal(skill, gated.text, cipher or AES_GCM)
        key = layout.t2_key(skill, topic) if topic else layout.t2_key(skill, record.id)
        self._write_records(key, [record], append=topic is not None)
        self._confirm_keys(key, [(record, gated.text)])
        return self._result(record, key, gated)

    def remember_many(
        self, items: Iterable[tuple[str, str, str]], *, strict: bool | None = None
    ) -> list[RememberResult]:
        """Bulk form of :meth:`remember` for ``(skill, text, tier)`` items.

        Everything is validated and gated first; then each skill's T2 entries are written
        as one new file (one write per skill, not per entry).
        """
        staged: list[tuple[str, str, GateResult]] = []
        for skill, text, tier in items:
            layout.check_skill(skill)
            if tier not in TIERS:
                raise UsageError("tier must be 'internal' or 'public'")
            gated = self._gate_text(text, strict=strict, public=tier == "public")
            staged.append((skill, tier, gated))
        results: list[RememberResult] = []
        batches: dict[str, list[tuple[EntryRecord, GateResult]]] = {}
        for skill, tier, gated in staged:
            if tier == "public":
                results.append(self._append_note(skill, gated))
            else:
                record = self._seal(skill, gated.text, AES_GCM)
                batches.setdefault(skill, []).append((record, gated))
        for skill, pairs in batches.items():
            key = layout.t2_key(skill, "batch-" + secrets.token_hex(6))
            self._write_records(key, [r for r, _ in pairs], append=False)
            self._confirm_keys(key, [(r, g.text) for r, g in pairs])
            results.extend(self._result(r, key, g) for r, g in pairs)
        return results

    def _gate_text(self, text: str, *, strict: bool | None, public: bool) -> GateResult:
        if not isinstance(text, str) or not text.strip():
            raise UsageError("nothing to remember: text is empty")
        gated = self.gate.apply(text, strict=strict)
        if public and not self.gate.is_clean(gated.text):
            # T1 is public: zero tolerance. If generalizing left anything, refuse.
            raise PrivacyRefused(gated.counts or {"unknown": 1})
        return gated

    def _seal(self, skill: str, text: str, cipher: str, **meta: str) -> EntryRecord:
        """Encrypt ``text`` into a new entry record (metadata bound as associated data)."""
        if cipher not in CIPHERS:
            raise UsageError(f"unknown cipher: choose one of {', '.join(CIPHERS)}")
        created = meta.get("created") or self.today()
        month = created[:7]
        fields = {
            "tier": "internal",
            "source_skill": skill,
            "key_hint": f"{skill}-{month}",
            "created": created,
            "expires": meta.get("expires")
            or layout.add_days(created, self.settings.retention_days),
            "id": meta.get("id") or secrets.token_hex(8),
            "cipher": cipher,
        }
        if cipher == LEGACY_XOR:
            token = legacy.encrypt(text, skill, month)
            fields["legacy_kdf"] = "concat"  # the seed code's derivation: skill + "YYYY-MM"
            return EntryRecord(fields, token, LEGACY_NOTE.format(skill=skill, month=month))
        key_id, key = self.keys.active(skill)
        fields["key_id"] = key_id
        token = aead.seal(key, text.encode("utf-8"), aead.associated_data(fields))
        return EntryRecord(fields, token, AES_NOTE.format(key_id=key_id, skill=skill))

    def _write_records(self, key: str, records: list[EntryRecord], *, append: bool) -> None:
        body = render_file(records).encode("utf-8")
        if not append:
            self.backend.put(key, body, if_none_match=True)
            return

        def change(current: bytes | None) -> bytes:
            return (current.rstrip(b"\n") + b"\n\n" + body) if current else body

        update(self.backend, key, change)

    def _confirm_keys(self, key: str, sealed: list[tuple[EntryRecord, str]]) -> None:
        """Make sure the key the new entries were sealed with outlives them.

        A rotation may mark that key ``retiring`` between our read of the ring and our write
        (see :meth:`DataKeys.retire`); then our entries are re-sealed under the active key,
        replacing exactly the text we wrote (the rest of the file is left byte for byte).
        Costs one fresh ring read per call when nothing is rotating.
        """
        for _ in range(RESEAL_ATTEMPTS):
            ids = {(rec.skill, rec.key_id) for rec, _ in sealed if rec.cipher == AES_GCM}
            bad = {pair for pair in ids if not self.keys.usable(*pair)}
            stale = [(rec, text) for rec, text in sealed if (rec.skill, rec.key_id) in bad]
            if not stale:
                return
            key_id, data_key = self.keys.active(stale[0][0].skill)
            fresh = {rec.id: (render_entry(rec), reseal(rec, text, key_id, data_key))
                     for rec, text in stale}

            found: list[bool] = []

            def change(current: bytes | None,
                       fresh: dict[str, tuple[str, EntryRecord]] = fresh,
                       found: list[bool] = found) -> bytes | None:
                found[:] = [False]
                text = current.decode("utf-8") if current is not None else ""
                out = text
                for old, new in fresh.values():
                    out = out.replace(old, render_entry(new), 1)
                found[:] = [out != text]
                return out.encode("utf-8") if found[0] else None

            update(self.backend, key, change)
            if not found[0]:
                return  # moved or forgotten meanwhile: whoever moved it owns it now
            swapped = {i: new for i, (_, new) in fresh.items()}
            sealed = [(swapped.get(rec.id, rec), text) for rec, text in sealed]
        raise StorageError(f"{key}: its data key kept being retired by concurrent rotations")

    def _append_note(self, skill: str, gated: GateResult) -> RememberResult:
        day = self.today()
        line = f"- [{day}] {' '.join(gated.text.split())}\n".encode()
        key = layout.notes_key(skill)
        update(self.backend, key, lambda cur: (cur or b"") + line)
        return RememberResult(
            id="", skill=skill, tier="public", file=key, cipher=None,
            created=day, expires=None, findings=gated.counts,
        )

    @staticmethod
    def _result(record: EntryRecord, key: str, gated: GateResult) -> RememberResult:
        return RememberResult(
            id=record.id, skill=record.skill, tier="internal", file=key, cipher=record.cipher,
            created=record.created, expires=record.expires, findings=gated.counts,
        )

    # -- read path -----------------------------------------------------------
    def records(
        self, skill: str | None = None, *, include_archive: bool = False
    ) -> Iterator[tuple[str, EntryRecord | MalformedEntry]]:
        """Every T2 (and optionally archived) entry record, with the key of its file."""
        prefixes = [layout.TIER2] + ([layout.ARCHIVE] if include_archive else [])
        for prefix in prefixes:
            for key in self.backend.list(prefix):
                if not key.endswith(".md") or (skill and layout.skill_of(key) != skill):
                    continue
                try:
                    cap = self.settings.max_file_bytes
                    text = quarantine.read_capped(self.backend, key, cap).data.decode("utf-8")
                except UnicodeDecodeError:
                    yield key, MalformedEntry("file is not UTF-8 text", file=key)
                    continue
                except MalformedEntry as exc:  # over the size limit
                    yield key, exc
                    continue
                except (ObjectNotFound, StorageError) as exc:
                    if isinstance(exc, ObjectNotFound):
                        continue  # removed since the listing (cleanup, forget)
                    yield key, MalformedEntry(str(exc), file=key)
                    continue
                parsed = parse_file(text, key)
                if not parsed.entries and not parsed.errors:  # empty: truncated to nothing
                    yield key, MalformedEntry("file holds no entry", file=key)
                yield from ((key, e) for e in parsed.errors)
                for rec in parsed.entries:
                    if skill is None or rec.skill == skill:
                        yield key, rec

    def decrypt(self, record: EntryRecord) -> str:
        """Plaintext of one record, in memory only. Raises an :class:`EntryError`."""
        if record.cipher == LEGACY_XOR:
            if self.settings.legacy == "refuse":
                raise LegacyRefused("legacy-xor entries are refused by configuration")
            return self._decrypt_legacy(record)
        if record.cipher != AES_GCM:
            raise MalformedEntry("unknown cipher")
        key = self.keys.get(record.skill, record.key_id)
        return aead.open_(key, record.ciphertext, aead.associated_data(record.meta)).decode("utf-8")

    @staticmethod
    def _decrypt_legacy(record: EntryRecord) -> str:
        best, best_score = "", float("-inf")
        try:
            keys: tuple[bytes, ...] = legacy.candidate_keys(record.skill, record.year_month)
            if record.meta.get("legacy_kdf") == "concat":  # written by us: no guessing
                keys = keys[:1]
            elif record.meta.get("legacy_kdf") == "hyphen":
                keys = keys[1:]
            for key in keys:
                text = legacy.decrypt(record.ciphertext, key)
                score = legacy.looks_like_text(text)
                if score > best_score:  # a tie keeps the code's derivation
                    best, best_score = text, score
        except ValueError:
            raise MalformedEntry("legacy ciphertext is not valid base64") from None
        if best_score < 0.3:
            raise DecryptionFailed("legacy entry decodes to no text under either key derivation")
        return best

    def recall(
        self,
        skill: str,
        *,
        query: str | None = None,
        include_archive: bool = False,
        limit: int | None = None,
    ) -> RecallResult:
        """Decrypt ``skill``'s live entries in memory; rank them when ``query`` is given."""
        layout.check_skill(skill)
        if not include_archive and (query or limit is not None) and self.index.usable(skill):
            # ranked or limited: score the encrypted index, decrypt only what is returned
            return self.index.recall(skill, query=query, limit=limit)
        today = self.today()
        entries: list[Entry] = []
        problems: list[EntryProblem] = []
        suspects: set[str] = set()  # files that may be at fault: judged, then quarantined
        for key, item in self.records(skill, include_archive=include_archive):
            if isinstance(item, EntryError):
                problems.append(EntryProblem(key, item.entry_id, _reason(item)))
                suspects.add(key)
                continue
            archived = key.startswith(layout.ARCHIVE)
            expired = bool(item.expires) and item.expires < today
            if (archived or expired) and not include_archive:
                continue
            try:
                text = self.decrypt(item)
            except CMMError as exc:
                problems.append(EntryProblem(key, item.id, _reason(exc)))
                if quarantine.suspect(exc):
                    suspects.add(key)
                continue
            entries.append(
                Entry(item.id, item.skill, text, item.created, item.expires, item.cipher, key,
                      archived or expired)
            )
        entries.sort(key=lambda e: (e.created, e.id), reverse=True)
        if query:
            entries = rank(query, entries)
        if limit is not None:
            entries = entries[: max(limit, 0)]
        if suspects:
            problems = self._sort_out(suspects, problems)
        return RecallResult(entries, problems)

    def _sort_out(self, keys: set[str], problems: list[EntryProblem]) -> list[EntryProblem]:
        """Quarantine the files at fault (see :mod:`.quarantine`); say so in their problems."""
        moved: dict[str, str] = {}
        for key in sorted(keys):
            try:
                found = quarantine.sort_out(self, key)
            except CMMError:
                continue  # e.g. a read-only store: the problem is still reported
            if found is not None:
                moved[key] = found.dest
        return [
            EntryProblem(p.file, p.id, f"{p.error}; quarantined as {moved[p.file]}")
            if p.file in moved else p
            for p in problems
        ]

    # -- forget --------------------------------------------------------------
    def forget(self, skill: str, *, entry_id: str | None = None, everything: bool = False) -> int:
        """Delete one entry (``entry_id``) or all of a skill's T2 and archived entries.

        ``everything`` also destroys the skill's data keys, so copies of its files kept
        elsewhere can never be decrypted again (crypto-shredding). Returns entries removed.
        """
        layout.check_skill(skill)
        if bool(entry_id) == bool(everything):
            raise UsageError("forget needs exactly one of an entry id or --all")
        # Under the cleanup lease: a cleanup planned before this forget could otherwise
        # write the forgotten entry back into its compacted file.
        with lease(self.backend, "cleanup", wait=120.0):
            return self._forget(skill, entry_id, everything)

    def _forget(self, skill: str, entry_id: str | None, everything: bool) -> int:
        removed = 0
        files: dict[str, int] = {}
        for key, item in self.records(skill, include_archive=True):
            if isinstance(item, EntryRecord) and (everything or item.id == entry_id):
                files[key] = files.get(key, 0) + 1
        for key, count in files.items():
            if everything:
                self.backend.delete(key)
            else:
                self._drop_from_file(key, {entry_id or ""})
            removed += count
        if everything:
            self.index.invalidate(skill)
            self.keys.destroy(skill)
        elif removed:
            self.index.drop(skill, {entry_id or ""})
        return removed

    def _drop_from_file(self, key: str, ids: set[str]) -> None:
        def change(current: bytes | None) -> bytes | None:
            if current is None:
                return None
            parsed = parse_file(current.decode("utf-8"), key)
            keep = [r for r in parsed.entries if r.id not in ids]
            if len(keep) == len(parsed.entries):
                return None
            return render_file(keep).encode("utf-8") if keep else b""

        written = update(self.backend, key, change)
        if written == b"":
            self.backend.delete(key)

    # -- key lifecycle (see :mod:`.lifecycle`) --------------------------------
    def migrate(self, *, dry_run: bool = False, skills: list[str] | None = None) -> dict[str, Any]:
        """Re-encrypt every legacy-xor entry with AES-256-GCM, keeping ids and dates."""
        from .lifecycle import migrate

        return migrate(self, dry_run=dry_run, skills=skills)

    def rotate(self, *, skills: list[str] | None = None) -> dict[str, Any]:
        """New data key per skill, every entry re-encrypted under it (resumable)."""
        from .lifecycle import rotate

        return rotate(self, skills=skills)

    def rewrap(self, new_master: MasterKey) -> dict[str, Any]:
        """Re-wrap the data keys under ``new_master``; entries are untouched."""
        from .lifecycle import rewrap

        return rewrap(self, new_master)

    # -- T1 statistics -------------------------------------------------------
    def record(self, skill: str, *, success: bool) -> dict[str, Any]:
        """Count one call of ``skill`` (atomic under concurrent writers)."""
        layout.check_skill(skill)
        day = self.today()
        data = update(
            self.backend, layout.stats_key(skill), lambda cur: add_call(cur, skill, success, day)
        )
        return dict(seed_view([json.loads(data or b"{}")])["skill_stats"][skill])

    def record_pattern(self, trigger: str, skills: list[str]) -> dict[str, Any]:
        """Count one observation of ``trigger`` leading to ``skills`` (trigger is gated)."""
        if not skills:
            raise UsageError("a pattern needs at least one skill")
        for s in skills:
            layout.check_skill(s)
        gated = self._gate_text(trigger, strict=None, public=True)
        clean = " ".join(gated.text.split())
        day = self.today()
        update(
            self.backend,
            layout.patterns_key(skills[0]),
            lambda cur: add_pattern(cur, clean, list(skills), day),
        )
        return {"trigger": clean, "skills_used": list(skills), "findings": gated.counts}

    def stats(self) -> dict[str, Any]:
        """All T1 stats and patterns, merged, in exactly the seed's shape."""
        docs = []
        for key in self.backend.list(layout.TIER1):
            if key.endswith(".json"):
                try:
                    doc = json.loads(self.backend.get(key).data)
                except (ValueError, ObjectNotFound):
                    continue
                if isinstance(doc, dict):
                    docs.append(doc)
        return seed_view(docs)

    # -- agents: daily notes, health -----------------------------------------
    def note(self, skill: str, text: str, *, strict: bool | None = None) -> NoteResult:
        """Append gated public ``text`` to today's daily note ``YYYY-MM-DD.md``."""
        from .notes import append_note

        return append_note(self, skill, text, strict=strict)

    def doctor(self) -> dict[str, Any]:
        """Root, key source, legacy entries, last cleanup, problems (see :mod:`.skills`)."""
        from .skills import doctor

        return doctor(self)

    # -- privacy helpers -----------------------------------------------------
    def scan(self, text: str) -> list[Any]:
        return list(self.gate.scan(text))

    def redact(self, text: str) -> GateResult:
        return self.gate.redact(text)

    # -- maintenance ---------------------------------------------------------
    def cleanup(
        self, *, dry_run: bool = False, if_due: bool = False,
        progress: Callable[[int, int], None] | None = None,
    ) -> CleanupReport:
        """The seed's cleanup protocol, crash-safe (see :mod:`.cleanup`)."""
        from .cleanup import run_cleanup

        return run_cleanup(self, dry_run=dry_run, if_due=if_due, progress=progress)

    def audit(self) -> AuditReport:
        """The seed's privacy audit checklist over every file (see :mod:`.audit`)."""
        from .audit import run_audit

        return run_audit(self)


def _reason(exc: Exception) -> str:
    """The error's message without the location prefix (the caller reports the file)."""
    return exc.reason if isinstance(exc, EntryError) else str(exc)
