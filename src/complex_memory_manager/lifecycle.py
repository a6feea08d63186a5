"""Key lifecycle: retire the legacy cipher, rotate data keys, rewrap under a new master key.

* :func:`migrate` re-encrypts every ``legacy-xor`` entry (T2 and archive) with AES-256-GCM,
  keeping its id (a seed entry's derived id is written out as ``id:``), ``created``,
  ``expires`` and ``key_hint``.
* :func:`rotate` gives each skill a new data key and re-encrypts every entry under it;
  old keys leave the ring only once no entry uses them.
* :func:`rewrap` re-wraps the data keys under a new master key; entries are untouched.

Crash safety: every file is rewritten with one conditional replace (``if_match``) that
converts all of its entries at once, so a file is always wholly old or wholly new and a
rerun simply converts what is left (no entry is ever copied, so none can be left in two
places). Rotation plans its new key ids in a :class:`~.coordination.Journal` before
touching anything, so a rerun after ``kill -9`` resumes with the same keys. Rotation and
rewrap hold the ``rotate`` lease, migration the ``migrate`` lease; rotation also holds
``cleanup`` and ``migrate`` (both seal under the active key) and retires old keys in two
phases (mark, rescan, drop: :meth:`~.crypto.keys.DataKeys.retire`) so that a ``remember``
racing it re-seals instead of leaving an entry under a dropped key.

Tests inject crashes with env ``CMM_TEST_CRASH_AT=<n>``: the process ``os._exit(137)``s
right after its n-th durable write.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from . import layout, quarantine
from .backends.base import Blob
from .coordination import Journal, Lease, lease
from .crypto import AES_GCM, LEGACY_XOR
from .crypto.keys import DataKeys, MasterKey, new_key_id
from .errors import (
    CMMError,
    EntryError,
    KeyMaterialError,
    ObjectNotFound,
    PreconditionFailed,
    StorageError,
    UsageError,
)
from .formats.entry import EntryRecord, parse_file, render_file
from .store import reseal

if TYPE_CHECKING:
    from .store import MemoryStore

__all__ = ["CRASH_ENV", "entry_files", "migrate", "rewrap", "rotate"]

CRASH_ENV = "CMM_TEST_CRASH_AT"
ATTEMPTS = 20
RENEW_EVERY = 50

Convert = Callable[[EntryRecord], EntryRecord | None]


class _Steps:
    """Counts durable writes; exits abruptly at the one named by ``CMM_TEST_CRASH_AT``."""

    def __init__(self) -> None:
        raw = os.environ.get(CRASH_ENV, "")
        self.at = int(raw) if raw.isdigit() else None
        self.n = 0

    def __call__(self) -> None:
        self.n += 1
        if self.at is not None and self.n >= self.at:
            os._exit(137)


class _Renew:
    """Several leases renewed together."""

    def __init__(self, *leases: Lease) -> None:
        self.leases = leases

    def renew(self) -> None:
        for held in self.leases:
            held.renew()


def entry_files(store: MemoryStore, skills: Iterable[str] | None = None) -> list[str]:
    """Keys of every T2 and archived entry file, optionally of some skills only."""
    wanted = set(skills) if skills is not None else None
    out = []
    for prefix in (layout.TIER2, layout.ARCHIVE):
        for key in store.backend.list(prefix):
            if key.endswith(".md") and (wanted is None or layout.skill_of(key) in wanted):
                out.append(key)
    return out


# -- one file, rewritten once ---------------------------------------------------


class _FileResult:
    def __init__(self) -> None:
        self.converted = 0
        self.problems: list[dict[str, str]] = []
        self.quarantined: list[str] = []


def _rewrite(store: MemoryStore, key: str, convert: Convert) -> _FileResult:
    """Apply ``convert`` to every entry of ``key`` and replace the file in one write.

    Structurally broken files are quarantined first (their good entries stay); entries
    whose key is the problem are kept unchanged and reported.
    """
    res = _FileResult()
    sorted_out = False
    for _ in range(ATTEMPTS):
        res.problems.clear()
        try:
            blob: Blob = quarantine.read_capped(store.backend, key, store.settings.max_file_bytes)
            parsed = parse_file(blob.data.decode("utf-8"), key)
            broken = bool(parsed.errors)
        except ObjectNotFound:
            return res
        except (UnicodeDecodeError, EntryError, StorageError):
            broken, parsed = True, None
        records: list[EntryRecord] = []
        if not broken and parsed is not None:
            count = 0
            for rec in parsed.entries:
                try:
                    new = convert(rec)
                except CMMError as exc:
                    if quarantine.quarantinable(rec, exc):
                        broken = True
                        break
                    res.problems.append(_problem(key, rec.id, exc))
                    new = None
                records.append(new or rec)
                count += new is not None
        if broken:
            if sorted_out:
                res.problems.append({"file": key, "id": "", "error": "file could not be read"})
                return res
            moved = quarantine.sort_out(store, key)
            if moved is not None:
                res.quarantined.append(moved.dest)
            sorted_out = True
            continue
        if not count:
            return res
        try:
            store.backend.put(key, render_file(records).encode("utf-8"), if_match=blob.etag)
        except PreconditionFailed:
            continue  # a concurrent writer changed the file: convert its new contents
        res.converted = count
        return res
    raise StorageError(f"gave up rewriting {key} after {ATTEMPTS} conflicting writers")


def _problem(key: str, entry_id: str, exc: Exception) -> dict[str, str]:
    reason = exc.reason if isinstance(exc, EntryError) else str(exc)
    return {"file": key, "id": entry_id, "error": reason}


# -- migrate --------------------------------------------------------------------


def migrate(
    store: MemoryStore, *, dry_run: bool = False, skills: Iterable[str] | None = None
) -> dict[str, Any]:
    """Re-encrypt every legacy-xor entry with AES-256-GCM (see module doc)."""
    wanted = [layout.check_skill(s) for s in skills] if skills else None
    plan: list[dict[str, Any]] = []
    for key in entry_files(store, wanted):
        try:
            blob = quarantine.read_capped(store.backend, key, store.settings.max_file_bytes)
            recs = parse_file(blob.data.decode("utf-8"), key).entries
        except (ObjectNotFound, UnicodeDecodeError, EntryError, StorageError):
            continue
        n = sum(1 for r in recs if r.cipher == LEGACY_XOR)
        if n:
            plan.append({"file": key, "legacy_entries": n})
    total = sum(p["legacy_entries"] for p in plan)
    if dry_run:
        return {"dry_run": True, "legacy_entries": total, "files": plan}
    store.master_key.material  # noqa: B018 - fail closed (no key) before any write
    # With `legacy: refuse`, migrating is exactly how those entries are rescued: they are
    # read here (and only here) regardless of the setting.
    step = _Steps()
    out: dict[str, Any] = {"dry_run": False, "migrated": 0, "files": 0, "problems": [],
                           "quarantined": []}

    def convert(rec: EntryRecord) -> EntryRecord | None:
        if rec.cipher != LEGACY_XOR:
            return None
        text = store._decrypt_legacy(rec)  # bypasses `legacy: refuse` on purpose
        key_id, key = store.keys.active(rec.skill)
        new = reseal(rec, text, key_id, key)
        hint = rec.meta.get("key_hint")
        return new.with_meta(key_hint=hint) if hint else new

    with lease(store.backend, "migrate", wait=5.0) as held:
        for n, item in enumerate(plan, 1):
            res = _rewrite(store, item["file"], convert)
            if res.converted:
                out["migrated"] += res.converted
                out["files"] += 1
                step()
            out["problems"] += res.problems
            out["quarantined"] += res.quarantined
            if n % RENEW_EVERY == 0:
                held.renew()
    out["remaining_legacy"] = migrate(store, dry_run=True, skills=wanted)["legacy_entries"]
    return out


# -- rotate ---------------------------------------------------------------------


def rotate(store: MemoryStore, *, skills: Iterable[str] | None = None) -> dict[str, Any]:
    """New data key per skill; every entry re-encrypted under it; old keys retired.

    Resumes an interrupted rotation first (same planned key ids), then rotates any
    requested skill it did not cover.
    """
    wanted = [layout.check_skill(s) for s in skills] if skills else None
    store.master_key.material  # noqa: B018 - fail closed before any write
    keys = store.keys
    step = _Steps()
    journal = Journal(store.backend, "rotate")
    report: dict[str, Any] = {"resumed": False, "skills": {}, "problems": [], "quarantined": []}
    # Cleanup merges and migration seal entries under the active key too; holding their
    # leases keeps them from sealing under a key this rotation is about to retire.
    with (lease(store.backend, "rotate", wait=5.0) as held_rotate,
          lease(store.backend, "cleanup", wait=5.0) as held_cleanup,
          lease(store.backend, "migrate", wait=5.0) as held_migrate):
        held = _Renew(held_rotate, held_cleanup, held_migrate)
        state = journal.load()
        if state is not None and isinstance(state.get("skills"), dict):
            report["resumed"] = True
            _run_rotation(store, keys, journal, state, step, held, report)
        targets = wanted if wanted is not None else keys.skills()
        todo = [s for s in targets if s not in report["skills"] and keys.key_ids(s)]
        if todo:
            state = {"version": 1, "skills": {s: new_key_id() for s in todo}, "done": []}
            journal.write(state)
            step()
            _run_rotation(store, keys, journal, state, step, held, report)
    return report


def _run_rotation(  # noqa: PLR0917 - internal helper sharing the caller's state
    store: MemoryStore,
    keys: DataKeys,
    journal: Journal,
    state: dict[str, Any],
    step: _Steps,
    held: _Renew,
    report: dict[str, Any],
) -> None:
    done: list[str] = state.setdefault("done", [])
    for skill, new_id in state["skills"].items():
        if skill in done:
            report["skills"].setdefault(skill, {"new_key_id": new_id, "entries": 0, "retired": []})
            continue
        keys.add(skill, key_id=new_id)
        step()
        _, new_key = keys.active(skill)
        if keys.active_id(skill) != new_id:
            raise KeyMaterialError(f"{skill}: another key became active during rotation")
        stats = {"new_key_id": new_id, "entries": 0, "retired": []}

        def convert(rec: EntryRecord, skill: str = skill, new_id: str = new_id,
                    new_key: bytes = new_key) -> EntryRecord | None:
            if rec.skill != skill or rec.cipher != AES_GCM or rec.key_id == new_id:
                return None
            return reseal(rec, store.decrypt(rec), new_id, new_key)

        for n, key in enumerate(entry_files(store, [skill]), 1):
            res = _rewrite(store, key, convert)
            if res.converted:
                stats["entries"] += res.converted
                step()
            report["problems"] += res.problems
            report["quarantined"] += res.quarantined
            if n % RENEW_EVERY == 0:
                held.renew()
        in_use = _key_ids_in_use(store, skill)
        stats["retired"] = keys.retire(
            skill, in_use, rescan=functools.partial(_key_ids_in_use, store, skill))
        step()
        done.append(skill)
        journal.write(state)
        step()
        report["skills"][skill] = stats
    journal.clear()
    step()


def _key_ids_in_use(store: MemoryStore, skill: str) -> set[str]:
    """Key ids any entry of ``skill`` still names; unreadable files keep every key."""
    used: set[str] = set()
    for _key, item in store.records(skill, include_archive=True):
        if isinstance(item, EntryRecord):
            if item.cipher == AES_GCM:
                used.add(item.key_id)
        else:  # a file we could not parse might hold entries under any key: keep them all
            used.update(store.keys.key_ids(skill))
    return used


# -- rewrap ---------------------------------------------------------------------


def rewrap(
    store: MemoryStore, new_master: MasterKey, *, previous: Iterable[MasterKey] = ()
) -> dict[str, Any]:
    """Re-wrap every skill's data keys under ``new_master`` (entries are not touched).

    Idempotent and resumable: each wrapped key records its master key's fingerprint, and
    keys already wrapped by ``new_master`` are skipped. ``previous`` are further master
    keys to try when unwrapping (finishing an interrupted rewrap).
    """
    current = store.master_key
    current.material  # noqa: B018 - fail closed: the old key is needed to unwrap
    if isinstance(current, MasterKey) and current.key_id == new_master.key_id:
        raise UsageError("the new master key is the current one")
    keys = DataKeys(store.backend, current, previous=[new_master, *previous])
    step = _Steps()
    out: dict[str, Any] = {"new_key_id": new_master.key_id, "skills": {}}
    with lease(store.backend, "rotate", wait=5.0):
        for skill in keys.skills():
            out["skills"][skill] = keys.rewrap(skill, new_master)
            step()
    out["rewrapped"] = sum(out["skills"].values())
    return out
