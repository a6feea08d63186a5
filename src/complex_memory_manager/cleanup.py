"""The seed's cleanup protocol (steps 1-6), crash-safe on every backend.

Per skill: read its T2 files once, decrypt each entry in memory, scan it with the privacy
gate, then :func:`plan_skill` (pure) decides what happens to every entry: archived into
``archive/<created month>/``, deleted (T3 data found), merged into a duplicate, or kept
in the skill's one compacted file. The executor then applies that plan through the
backend only, as an intent journal (:class:`~.coordination.Journal`)::

    journal := {targets: file -> entries, sources: file -> etag, ids: every planned id}
    write every target   (create-or-replace; foreign entries already there are kept)
    remove every source  (delete if unchanged, else drop only the planned ids)
    next skill ... then append the log line, then clear the journal

Each step is idempotent, so a run that finds a journal finishes it first: an entry is
never lost and, once the journal is done, never in two places. A lease keeps two
cleanups from running at once. No plaintext is ever written, logged or journaled.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import time
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import layout
from .backends import update
from .config import Settings
from .coordination import Journal, lease
from .crypto import AES_GCM, LEGACY_XOR
from .errors import CMMError, ObjectNotFound, PreconditionFailed, StorageError
from .formats.entry import EntryRecord, parse_file, render_entry

if TYPE_CHECKING:
    from .coordination import Lease
    from .store import MemoryStore

__all__ = [
    "CLEANUP_LOG",
    "CleanupReport",
    "Seen",
    "SkillPlan",
    "last_run",
    "log_line",
    "plan_skill",
    "run_cleanup",
    "split_entries",
]

CLEANUP_LOG = "cleanup.log"
COMPACT_TOPIC = "compact"
ARCHIVE_TOPIC = "archive"
_LOG_RE = re.compile(
    r"^\[(\d{4}-\d{2}-\d{2})\] Memory cleanup: \d+ archived, \d+ deleted, \d+ merged"
)
Progress = Callable[[int, int], None]


def log_line(day: str, archived: int, deleted: int, merged: int) -> str:
    """The seed's log line, exactly."""
    return f"[{day}] Memory cleanup: {archived} archived, {deleted} deleted, {merged} merged"


def last_run(log: bytes | None) -> str | None:
    """The latest day named by a well-formed line of ``cleanup.log`` (None if none)."""
    days = [m.group(1) for m in map(_LOG_RE.match, (log or b"").decode("utf-8", "replace")
                                     .splitlines()) if m]
    return max(days) if days else None


def split_entries(text: str) -> list[str]:
    """The raw text of each ``---`` document, in the order :func:`parse_file` reads them
    (same boundaries), so an unchanged entry can be copied verbatim instead of re-rendered."""
    lines = text.splitlines()
    out: list[str] = []
    i, n = 0, len(lines)
    while i < n:
        if lines[i].strip() != "---":
            if lines[i].strip():
                out.append(lines[i] + "\n")
            i += 1
            continue
        j = i + 1
        while j < n and lines[j].strip() != "---":
            j += 1
        k = j + 1
        while k < n and lines[k].strip() != "---":
            k += 1
        out.append("\n".join(lines[i:k]).rstrip() + "\n")
        i = k
    return out


def _join(texts: Iterable[str]) -> bytes:
    return "\n".join(t.rstrip("\n") + "\n" for t in texts).encode("utf-8")


def normalized_digest(text: str) -> str:
    """What "the same entry" means for merging: NFKC, case-folded, whitespace collapsed."""
    norm = " ".join(unicodedata.normalize("NFKC", text).casefold().split())
    return hashlib.sha256(norm.encode("utf-8")).hexdigest()


# -- the pure plan -------------------------------------------------------------------


@dataclass(frozen=True)
class Seen:
    """One T2 entry as cleanup found it. Holds no plaintext: a digest and categories."""

    file: str
    raw: str = field(repr=False)
    record: EntryRecord
    digest: str | None  # of the normalized plaintext; None when it could not be read
    private: tuple[str, ...] = ()  # categories the gate found
    error: str = ""  # why it could not be decrypted (kept untouched, never scanned)

    @property
    def id(self) -> str:
        return self.record.id


@dataclass
class SkillPlan:
    """What cleanup does to one skill's T2 entries (every entry lands in exactly one list)."""

    skill: str
    sources: dict[str, str]  # file -> etag read
    target: str | None  # the compacted file, None when nothing stays live
    keep: list[Seen] = field(default_factory=list)
    archive: dict[str, list[Seen]] = field(default_factory=dict)  # archive file -> entries
    delete: list[Seen] = field(default_factory=list)
    redact: list[Seen] = field(default_factory=list)  # kept or archived, but re-sealed
    merged: list[tuple[Seen, str]] = field(default_factory=list)  # (dropped, survivor id)
    reexpire: dict[str, str] = field(default_factory=dict)  # survivor id -> latest expiry

    @property
    def ids(self) -> list[str]:
        seen = [*self.keep, *self.delete, *(s for s, _ in self.merged)]
        seen += [s for group in self.archive.values() for s in group]
        return sorted({s.id for s in seen})

    @property
    def archived(self) -> int:
        return sum(len(v) for v in self.archive.values())

    def is_noop(self) -> bool:
        """True when the skill is already one compact file with nothing to change."""
        if self.archive or self.delete or self.merged or self.redact or self.reexpire:
            return False
        return list(self.sources) == ([self.target] if self.target else [])

    def summary(self) -> dict[str, Any]:
        """The plan without any value: ids, files, counts and categories."""
        return {
            "skill": self.skill,
            "sources": sorted(self.sources),
            "target": self.target,
            "keep": len(self.keep),
            "archive": {k: [s.id for s in v] for k, v in sorted(self.archive.items())},
            "delete": [{"id": s.id, "categories": list(s.private)} for s in self.delete],
            "redact": [{"id": s.id, "categories": list(s.private)} for s in self.redact],
            "merge": [{"id": s.id, "into": into} for s, into in self.merged],
            "unreadable": [s.id for s in self.keep if s.error],
        }


def plan_skill(
    skill: str, files: Mapping[str, tuple[str, list[Seen]]], *, today: str, settings: Settings
) -> SkillPlan:
    """Decide the fate of every entry of ``skill`` (``files``: key -> (etag, entries)).

    Order, as the seed's: archive by age (step 2) — but T3 data is deleted first, even in
    an old entry (step 3) — then duplicates merge into the latest entry, which takes the
    latest expiry (step 4); the rest is compacted into one file (step 5).
    """
    cutoff = layout.add_days(today, -settings.retention_days)
    target = next(iter(files)) if len(files) == 1 else layout.t2_key(skill, COMPACT_TOPIC)
    plan = SkillPlan(skill, {k: etag for k, (etag, _) in files.items()}, target)
    live: list[Seen] = []
    ids: set[str] = set()
    for _key, (_etag, entries) in sorted(files.items()):
        for s in entries:
            if s.id in ids:  # the same entry twice (an older tool's crash): keep one
                plan.merged.append((s, s.id))
                continue
            ids.add(s.id)
            if s.private and settings.on_private == "delete":
                plan.delete.append(s)
                continue
            if s.private:
                plan.redact.append(s)
            if s.record.created < cutoff:
                month = s.record.created[:7]
                key = f"{layout.archive_prefix(month)}{skill}_{ARCHIVE_TOPIC}.md"
                plan.archive.setdefault(key, []).append(s)
            else:
                live.append(s)
    _merge(plan, live)
    if not plan.keep:
        plan.target = None
    return plan


def _merge(plan: SkillPlan, live: list[Seen]) -> None:
    """Duplicates (same normalized plaintext) merge into the latest, with the latest expiry."""
    groups: dict[str, list[Seen]] = {}
    for s in live:
        if s.digest is None:  # unreadable: never merged, kept as it is
            plan.keep.append(s)
        else:
            groups.setdefault(s.digest, []).append(s)
    for group in groups.values():
        group.sort(key=lambda s: (s.record.created, s.record.expires, s.id))
        survivor = group[-1]
        plan.keep.append(survivor)
        plan.merged.extend((s, survivor.id) for s in group[:-1])
        latest = max(s.record.expires for s in group)
        if latest > survivor.record.expires:
            plan.reexpire[survivor.id] = latest
    plan.keep.sort(key=lambda s: (s.record.created, s.id))


# -- the report ----------------------------------------------------------------------


@dataclass
class CleanupReport:
    """What a cleanup did (or, with ``dry_run``, would do). Ids and counts, never text."""

    day: str
    dry_run: bool = False
    ran: bool = True
    due: bool = True
    last_run: str | None = None
    resumed: bool = False
    archived: int = 0
    deleted: int = 0
    merged: int = 0
    redacted: int = 0
    purged: int = 0
    patterns_dropped: int = 0
    unscanned: int = 0
    files_read: int = 0
    files_written: int = 0
    skipped: list[dict[str, str]] = field(default_factory=list)
    plan: list[dict[str, Any]] = field(default_factory=list)
    log: str = ""

    @property
    def counts(self) -> dict[str, int]:
        return {"archived": self.archived, "deleted": self.deleted, "merged": self.merged,
                "redacted": self.redacted}

    def to_json(self) -> dict[str, Any]:
        return {
            "day": self.day, "dry_run": self.dry_run, "ran": self.ran, "due": self.due,
            "last_run": self.last_run, "resumed": self.resumed, **self.counts,
            "purged": self.purged, "patterns_dropped": self.patterns_dropped,
            "unscanned": self.unscanned, "files_read": self.files_read,
            "files_written": self.files_written, "skipped": self.skipped,
            "plan": self.plan, "log": self.log,
        }


# -- the executor --------------------------------------------------------------------


class _Crash:
    """Test hook: ``CMM_TEST_CRASH_AT=N`` ends the process abruptly before mutation N."""

    def __init__(self) -> None:
        raw = os.environ.get("CMM_TEST_CRASH_AT", "")
        self.at = int(raw) if raw.isdigit() else 0
        self.count = 0

    def tick(self) -> None:
        self.count += 1
        if self.at and self.count >= self.at:
            os._exit(137)


class _Cleanup:
    def __init__(self, store: MemoryStore, progress: Progress | None) -> None:
        self.store = store
        self.backend = store.backend
        self.settings = store.settings
        self.today = store.today()
        self.progress = progress
        self.journal = Journal(self.backend, "cleanup")
        self.crash = _Crash()
        self.report = CleanupReport(self.today)
        self.lease: Lease | None = None
        self.scanned: set[str] = set()
        self.clean: set[str] = set()
        self._renewed = time.monotonic()

    # -- entry point -------------------------------------------------------------
    def run(self, *, dry_run: bool, if_due: bool) -> CleanupReport:
        rep = self.report
        rep.dry_run = dry_run
        rep.last_run = self._last_run()
        pending = self.journal.load()
        if if_due and pending is None and rep.last_run is not None:
            next_due = layout.add_days(rep.last_run, self.settings.cleanup_interval_days)
            rep.due = self.today >= next_due
            if not rep.due:
                rep.ran = False
                return rep
        if dry_run:
            rep.resumed = pending is not None  # a pending run would be finished first
            self._pass(dry_run=True)
            return rep
        with lease(self.backend, "cleanup", ttl=300.0) as held:
            self.lease = held
            sweep = getattr(self.backend, "sweep_temp", None)
            if callable(sweep):
                sweep()
            state = self.journal.load()
            if state is not None:
                rep.resumed = True
                for name in rep.counts:
                    setattr(rep, name, int(state.get("counts", {}).get(name, 0)))
                rep.purged = int(state.get("counts", {}).get("purged", 0))
                if state.get("step"):
                    self._apply(state["step"])
                if state.get("phase") == "log":
                    self._finish_log(state)
                    self._drop_indexes()
                    return rep
            self._pass(dry_run=False)
            self._finish_log(self._state(phase="log", log_prior=self._log_digest()))
            self._drop_indexes()
        return rep

    def _drop_indexes(self) -> None:
        """Deleted entries must not linger in the (encrypted) recall index: drop it.

        It is rebuilt on the next ranked recall. Done after every run that deleted or
        rewrote entries, including a resumed one.
        """
        if self.report.deleted or self.report.resumed or self.report.merged:
            self.store.index.invalidate()

    def _last_run(self) -> str | None:
        try:
            return last_run(self.backend.get(CLEANUP_LOG).data)
        except ObjectNotFound:
            return None

    def _pass(self, *, dry_run: bool) -> None:
        by_skill: dict[str, list[str]] = {}
        keys = [k for k in self.backend.list(layout.TIER2) if k.endswith(".md")]
        for key in keys:
            skill = layout.skill_of(key)
            if skill is None:
                self.report.skipped.append({"file": key, "reason": "no skill prefix"})
            else:
                by_skill.setdefault(skill, []).append(key)
        done = 0
        for skill, files in sorted(by_skill.items()):
            self._skill(skill, files, dry_run=dry_run)
            done += len(files)
            if self.progress:
                self.progress(done, len(keys))
        self._purge(dry_run=dry_run)
        self._patterns(dry_run=dry_run)

    # -- one skill ---------------------------------------------------------------
    def _skill(self, skill: str, keys: list[str], *, dry_run: bool) -> None:
        files: dict[str, tuple[str, list[Seen]]] = {}
        self.scanned, self.clean = self._scan_cache(skill), set()
        for key in keys:
            read = self._read_file(key, skill)
            if read is not None:
                files[key] = read
        if not dry_run and self.clean != self.scanned:
            self.backend.put(_cache_key(skill), json.dumps(
                {"gate": self.fingerprint, "clean": sorted(self.clean)}).encode())
        if not files:
            return
        plan = plan_skill(skill, files, today=self.today, settings=self.settings)
        rep = self.report
        rep.unscanned += sum(1 for _, seen in files.values() for s in seen if s.error)
        if plan.is_noop():
            return
        rep.archived += plan.archived
        rep.deleted += len(plan.delete)
        rep.merged += len(plan.merged)
        rep.redacted += len(plan.redact)
        if dry_run:
            rep.plan.append(plan.summary())
            return
        step = self._materialize(plan)
        self.crash.tick()
        self.journal.write(self._state(step=step))
        self._apply(step)
        self._renew()

    @cached_property
    def fingerprint(self) -> str:
        return _gate_fingerprint(self.store.gate, self.settings)

    def _scan_cache(self, skill: str) -> set[str]:
        """Ciphertexts this same gate (code and configuration) found clean before: an
        unchanged entry is not scanned again. Holds digests of ciphertext only."""
        try:
            doc = json.loads(self.backend.get(_cache_key(skill)).data)
        except (ObjectNotFound, ValueError):
            return set()
        if not isinstance(doc, dict) or doc.get("gate") != self.fingerprint:
            return set()
        return {t for t in doc.get("clean", []) if isinstance(t, str)}

    def _read_file(self, key: str, skill: str) -> tuple[str, list[Seen]] | None:
        try:
            blob = self.backend.get(key)
            text = blob.data.decode("utf-8")
        except ObjectNotFound:
            return None
        except (UnicodeDecodeError, StorageError):
            self.report.skipped.append({"file": key, "reason": "unreadable file"})
            return None
        self.report.files_read += 1
        parsed = parse_file(text, key)
        raws = split_entries(text)
        if parsed.errors or len(raws) != len(parsed.entries):
            self.report.skipped.append({"file": key, "reason": "malformed entries (left as is)"})
            return None
        if any(r.skill != skill for r in parsed.entries):
            self.report.skipped.append({"file": key, "reason": "entry of another skill"})
            return None
        pairs = zip(raws, parsed.entries, strict=True)
        return blob.etag, [self._inspect(key, raw, rec) for raw, rec in pairs]

    def _inspect(self, key: str, raw: str, record: EntryRecord) -> Seen:
        try:
            text = self.store.decrypt(record)
        except CMMError as exc:
            return Seen(key, raw, record, None, error=type(exc).__name__)
        token = _token(record)
        if token in self.scanned:  # found clean by this very gate in an earlier run
            self.clean.add(token)
            return Seen(key, raw, record, normalized_digest(text))
        findings = self.store.gate.scan(text)
        private = tuple(sorted({str(f.category) for f in findings}))
        if not private:
            self.clean.add(token)
        if private and self.settings.on_private == "redact":
            text = self.store.gate.redact(text).text
        return Seen(key, raw, record, normalized_digest(text), private)

    def _materialize(self, plan: SkillPlan) -> dict[str, Any]:
        """The journal step: every target file's full content, the sources and their etags."""
        redact = {s.id for s in plan.redact}

        def text_of(s: Seen) -> str:
            if s.id in redact:
                expires = plan.reexpire.get(s.id, s.record.expires)
                return render_entry(self._redacted(s.record, expires))
            if s.id in plan.reexpire:
                return render_entry(self._reexpired(s.record, plan.reexpire[s.id]))
            return s.raw

        targets: dict[str, dict[str, Any]] = {}
        if plan.target:
            targets[plan.target] = {"texts": [text_of(s) for s in plan.keep],
                                    "etag": plan.sources.get(plan.target)}
        for key, group in sorted(plan.archive.items()):
            targets[key] = {"texts": [text_of(s) for s in group], "etag": None}
        return {"skill": plan.skill, "ids": plan.ids, "targets": targets,
                "sources": {k: v for k, v in plan.sources.items() if k not in targets}}

    def _redacted(self, record: EntryRecord, expires: str) -> EntryRecord:
        text = self.store.gate.redact(self.store.decrypt(record)).text
        return self.store._seal(  # the store's own sealing: same id and dates
            record.skill, text, AES_GCM, id=record.id, created=record.created,
            expires=expires or layout.add_days(record.created, self.settings.retention_days),
        )

    def _reexpired(self, record: EntryRecord, expires: str) -> EntryRecord:
        if record.cipher == LEGACY_XOR:  # no associated data; the derived id ignores expires
            return record.with_meta(expires=expires)
        text = self.store.decrypt(record)
        return self.store._seal(
            record.skill, text, record.cipher, id=record.id, created=record.created,
            expires=expires,
        )

    # -- applying a journaled step (idempotent) ----------------------------------
    def _apply(self, step: Mapping[str, Any]) -> None:
        ids = set(step["ids"])
        for key, target in step["targets"].items():
            self._write_target(key, target["texts"], target.get("etag"), ids)
        for key, etag in step["sources"].items():
            self._remove_source(key, etag, ids)

    def _write_target(self, key: str, texts: list[str], etag: str | None, ids: set[str]) -> None:
        self.crash.tick()
        self.report.files_written += 1
        try:
            if etag:
                self.backend.put(key, _join(texts), if_match=etag)
            else:
                self.backend.put(key, _join(texts), if_none_match=True)
            return
        except PreconditionFailed:
            pass  # changed since planned, or written by the interrupted run: merge
        self._rewrite(key, lambda cur: [*_foreign(cur, key, ids), *texts])

    def _remove_source(self, key: str, etag: str | None, ids: set[str]) -> None:
        self.crash.tick()
        if etag:
            try:
                self.backend.delete(key, if_match=etag)
                return
            except PreconditionFailed:
                pass  # already removed, or a writer appended since: drop only our entries
        self._rewrite(key, lambda cur: _foreign(cur, key, ids))

    def _rewrite(self, key: str, change: Callable[[bytes], list[str]]) -> None:
        """Conditional read-modify-write; an empty result deletes the file."""
        for _ in range(60):
            try:
                blob = self.backend.get(key)
            except ObjectNotFound:
                blob = None
            texts = change(blob.data if blob else b"")
            new = _join(texts) if texts else b""
            try:
                if blob is None:
                    if new:
                        self.backend.put(key, new, if_none_match=True)
                elif not new:
                    self.backend.delete(key, if_match=blob.etag)
                elif new != blob.data:
                    self.backend.put(key, new, if_match=blob.etag)
                return
            except PreconditionFailed:
                time.sleep(0.01)
        raise StorageError(f"{key}: gave up after 60 conflicting writers")

    # -- archive purge and T1 patterns -------------------------------------------
    def _purge(self, *, dry_run: bool) -> None:
        days = self.settings.purge_archive_days
        if days is None:
            return
        cutoff = layout.add_days(self.today, -days)
        for key in self.backend.list(layout.ARCHIVE):
            month = key[len(layout.ARCHIVE):][:7]
            if not key.endswith(".md") or month > cutoff[:7]:
                continue
            try:
                blob = self.backend.get(key)
                parsed = parse_file(blob.data.decode("utf-8"), key)
            except (ObjectNotFound, UnicodeDecodeError, StorageError):
                continue
            old = sorted({r.id for r in parsed.entries if r.created < cutoff})
            if not old:
                continue
            self.report.purged += len(old)
            self.report.deleted += len(old)
            if dry_run:
                self.report.plan.append({"purge": key, "ids": old})
                continue
            step = {"skill": "", "ids": old, "targets": {}, "sources": {key: None}}
            self.crash.tick()
            self.journal.write(self._state(step=step))
            self._apply(step)

    def _patterns(self, *, dry_run: bool) -> None:
        cutoff = layout.add_days(self.today, -self.settings.pattern_max_age_days)
        for key in self.backend.list(layout.TIER1):
            if not key.endswith("_patterns.json"):
                continue
            dropped = 0

            def change(cur: bytes | None) -> bytes | None:
                nonlocal dropped
                try:
                    doc = json.loads(cur or b"{}")
                    items = doc.get("patterns_observed") if isinstance(doc, dict) else None
                except ValueError:
                    return None
                if not isinstance(items, list):
                    return None
                keep = [p for p in items if not _stale(p, cutoff)]
                dropped = len(items) - len(keep)
                if not dropped or dry_run:
                    return None
                doc["patterns_observed"] = keep
                return (json.dumps(doc, indent=2, ensure_ascii=False) + "\n").encode()

            update(self.backend, key, change)
            self.report.patterns_dropped += dropped

    # -- journal state and the log line ------------------------------------------
    def _state(self, **extra: Any) -> dict[str, Any]:
        counts = {**self.report.counts, "purged": self.report.purged}
        return {"version": 1, "day": self.today, "counts": counts, **extra}

    def _log_digest(self) -> str:
        try:
            return hashlib.sha256(self.backend.get(CLEANUP_LOG).data).hexdigest()
        except ObjectNotFound:
            return hashlib.sha256(b"").hexdigest()

    def _finish_log(self, state: dict[str, Any]) -> None:
        rep = self.report
        if "line" not in state:
            state["line"] = log_line(self.today, rep.archived, rep.deleted, rep.merged)
            self.crash.tick()
            self.journal.write(state)
        rep.log = str(state["line"])
        prior = state.get("log_prior")

        def change(cur: bytes | None) -> bytes | None:
            if hashlib.sha256(cur or b"").hexdigest() != prior:
                return None  # the interrupted run appended it already
            head = (cur or b"").rstrip(b"\n")
            return (head + b"\n" if head else b"") + rep.log.encode() + b"\n"

        self.crash.tick()
        update(self.backend, CLEANUP_LOG, change)
        self.crash.tick()
        self.journal.clear()

    def _renew(self) -> None:
        if self.lease is not None and time.monotonic() - self._renewed > 60:
            self.lease.renew()
            self._renewed = time.monotonic()


def _foreign(data: bytes, key: str, ids: set[str]) -> list[str]:
    """The entries of ``data`` that are not ours to move (kept verbatim, even malformed)."""
    if not data:
        return []
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise StorageError(f"{key}: not UTF-8 text; left as is") from None
    out = []
    for raw in split_entries(text):
        parsed = parse_file(raw, key)
        if parsed.errors or all(r.id not in ids for r in parsed.entries):
            out.append(raw)
    return out


def _cache_key(skill: str) -> str:
    return f"{layout.STATE}cleanup/scanned/{layout.check_skill(skill)}.json"


def _token(record: EntryRecord) -> str:
    return hashlib.blake2b(record.ciphertext.encode("ascii", "replace"),
                           digest_size=12).hexdigest()


def _gate_fingerprint(gate: object, settings: Settings) -> str:
    """Identifies what the gate decides: its class, its configuration and, for a gate of
    this package, the source and data files of its detectors."""
    h = hashlib.sha256()
    cls = type(gate)
    h.update(f"{cls.__module__}.{cls.__qualname__}\0{settings.on_private}\0".encode())
    h.update(json.dumps(dict(settings.privacy), sort_keys=True, default=str).encode())
    module = sys.modules.get(cls.__module__)
    path = getattr(module, "__file__", None)
    if path and cls.__module__.startswith(__package__ or "complex_memory_manager"):
        for p in sorted(Path(path).parent.rglob("*")):
            if p.suffix in (".py", ".txt") and p.is_file():
                h.update(p.name.encode() + b"\0" + p.read_bytes())
    return h.hexdigest()[:32]


def _stale(pattern: object, cutoff: str) -> bool:
    if not isinstance(pattern, dict):
        return False
    seen = pattern.get("last_seen")
    return isinstance(seen, str) and bool(seen) and seen < cutoff


def run_cleanup(
    store: MemoryStore, *, dry_run: bool = False, if_due: bool = False,
    progress: Progress | None = None,
) -> CleanupReport:
    """Run (or with ``dry_run`` only plan) the cleanup protocol; see the module doc."""
    return _Cleanup(store, progress).run(dry_run=dry_run, if_due=if_due)


