"""The recall index: per-skill term counts, encrypted at rest, checked against the store.

Ranked recall on a large store must not decrypt every entry per query. So each skill has
an index ``.cmm/index/<skill>.idx`` holding, per T2 file, its version token and, per
entry, the metadata needed to filter (id, created, expires) and its term counts. The
index holds words of the entries, so it is sealed with AES-256-GCM under a key derived
(HKDF-SHA256) from the skill's data key: no plaintext or token ever reaches disk, and
crypto-shredding the skill (``forget --all``) makes the index unreadable too.

Consistency without trust: every query lists ``tier2-internal/`` once with
:meth:`Backend.versions` and re-reads only files whose version token differs from the
one recorded (new, changed, removed files — whoever wrote them: remember, forget,
cleanup, another host). Within a changed file, entries whose id and ciphertext are
unchanged keep their counts without being decrypted again. A missing, stale, corrupt or
undecryptable index is simply rebuilt; it is a cache, never the source of truth.

Query: load + decrypt the index once (cached in memory for long-running processes such
as the MCP server), score with BM25 over the counts, then decrypt only the top
``limit`` entries.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
import zlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from . import layout
from .errors import CMMError, EntryError, ObjectNotFound, PreconditionFailed, StorageError
from .formats.entry import EntryRecord, parse_file
from .models import Entry, EntryProblem, RecallResult
from .ranking import K1, TOKENIZER_VERSION, B, idf, query_terms, term_counts

if TYPE_CHECKING:
    from .store import MemoryStore

__all__ = ["INDEX_PREFIX", "RecallIndex", "index_key"]

INDEX_PREFIX = f"{layout.STATE}index/"
FORMAT = 3
_MAGIC = b"CMMIDX1\n"


def index_key(skill: str) -> str:
    return f"{INDEX_PREFIX}{layout.check_skill(skill)}.idx"


# Per T2 file: {"ver": version token, "docs": [[id, created, expires, digest, length]],
#               "post": {term: "doc number,count,doc number,count,..."},
#               "errors": [[entry id, reason]]}
Doc = list[Any]
Item = dict[str, Any]


def _item(version: str, docs: list[tuple[Doc, dict[str, int]]], errors: list[Any]) -> Item:
    """A file's index entry from its documents and their term counts (postings per file)."""
    post: dict[str, list[str]] = {}
    for i, (_, counts) in enumerate(docs):
        for term, n in counts.items():
            post.setdefault(term, []).append(f"{i},{n}")
    # postings stay strings until a query needs them: loading parses only the dict
    return {"ver": version, "docs": [d for d, _ in docs],
            "post": {t: ",".join(v) for t, v in post.items()}, "errors": errors}


def _postings(item: Item, term: str) -> list[int]:
    flat = item["post"].get(term)
    return [int(x) for x in flat.split(",")] if flat else []


def _counts(item: Item) -> list[tuple[Doc, dict[str, int]]]:
    """Invert a file's postings back to per-document counts (to reuse or drop docs)."""
    counts: list[dict[str, int]] = [{} for _ in item["docs"]]
    for term in item["post"]:
        flat = _postings(item, term)
        for j in range(0, len(flat), 2):
            counts[flat[j]][term] = flat[j + 1]
    return list(zip(item["docs"], counts, strict=True))


@dataclass
class _Snapshot:
    """The decrypted index of one skill (memory only)."""

    files: dict[str, Item] = field(default_factory=dict)
    etag: str | None = None  # of the stored index blob this came from (None: not stored)


def _digest(record: EntryRecord) -> str:
    """Identity of an entry's sealed content (changes if it is re-encrypted or edited)."""
    h = hashlib.blake2b(digest_size=12)
    for part in (record.id, record.created, record.expires, record.cipher, record.ciphertext):
        h.update(part.encode() + b"\x00")
    return h.hexdigest()


class RecallIndex:
    """Encrypted per-skill recall index of one :class:`MemoryStore`."""

    def __init__(self, store: MemoryStore) -> None:
        self.store = store
        self._cache: dict[str, _Snapshot] = {}
        self._lock = threading.Lock()

    # -- availability and keys -------------------------------------------------
    def usable(self, skill: str) -> bool:
        """True when the skill has a data key to seal its index with (else: full scan)."""
        if not self.store.master_key.available:
            return False
        try:
            return bool(self.store.keys.key_ids(skill))
        except CMMError:
            return False

    def _key(self, skill: str, key_id: str) -> bytes:
        data_key = self.store.keys.get(skill, key_id)
        return HKDF(
            algorithm=hashes.SHA256(), length=32, salt=None,
            info=b"cmm-index/v1\x00" + skill.encode(),
        ).derive(data_key)

    @staticmethod
    def _aad(skill: str, key_id: str) -> bytes:
        return _MAGIC + skill.encode() + b"\x00" + key_id.encode()

    def _seal(self, skill: str, snap: _Snapshot) -> bytes:
        key_id, _ = self.store.keys.active(skill)
        body = json.dumps(
            {"v": FORMAT, "tok": TOKENIZER_VERSION, "skill": skill, "files": snap.files},
            ensure_ascii=False, separators=(",", ":"),
        ).encode()
        nonce = os.urandom(12)
        sealed = AESGCM(self._key(skill, key_id)).encrypt(
            nonce, zlib.compress(body, 3), self._aad(skill, key_id)
        )
        return _MAGIC + key_id.encode() + b"\n" + nonce + sealed

    def _open(self, skill: str, blob: bytes) -> dict[str, dict[str, Any]] | None:
        """The files map of a stored index, or None if it cannot be used (rebuild)."""
        if not blob.startswith(_MAGIC):
            return None
        head, sep, rest = blob[len(_MAGIC) :].partition(b"\n")
        if not sep or len(rest) < 28:
            return None
        key_id = head.decode("ascii", "replace")
        try:
            plain = AESGCM(self._key(skill, key_id)).decrypt(
                rest[:12], rest[12:], self._aad(skill, key_id)
            )
            data = json.loads(zlib.decompress(plain))
        except (CMMError, InvalidTag, ValueError, zlib.error):
            return None
        if (
            not isinstance(data, dict)
            or data.get("v") != FORMAT
            or data.get("tok") != TOKENIZER_VERSION
            or data.get("skill") != skill
            or not isinstance(data.get("files"), dict)
        ):
            return None
        files: dict[str, dict[str, Any]] = data["files"]
        return files

    # -- load, validate, refresh -----------------------------------------------
    def snapshot(self, skill: str) -> _Snapshot:
        """The skill's index, brought up to date with one listing of ``tier2-internal/``."""
        current = {
            k: v for k, v in self.store.backend.versions(layout.TIER2).items()
            if k.endswith(".md") and layout.skill_of(k) == skill
        }
        with self._lock:
            snap = self._cache.get(skill) or self._load(skill)
            stale = [k for k, v in current.items() if snap.files.get(k, {}).get("ver") != v]
            gone = [k for k in snap.files if k not in current]
            if stale or gone:
                snap = self._refresh(skill, snap, current, stale, gone)
            if snap.etag is not None or not snap.files:
                self._cache[skill] = snap
            else:  # lost a race to another writer: reload the stored index next time
                self._cache.pop(skill, None)
            return snap

    def _load(self, skill: str) -> _Snapshot:
        try:
            blob = self.store.backend.get(index_key(skill))
        except ObjectNotFound:
            return _Snapshot()
        files = self._open(skill, blob.data)
        return _Snapshot(files or {}, blob.etag)

    def _refresh(
        self, skill: str, snap: _Snapshot, current: dict[str, str],
        stale: list[str], gone: list[str],
    ) -> _Snapshot:
        files = {k: v for k, v in snap.files.items() if k not in gone and k not in stale}
        reuse = {
            (doc[0], doc[3]): (doc, counts)
            for k in stale if k in snap.files for doc, counts in _counts(snap.files[k])
        }
        for key in stale:
            item = self._index_file(skill, key, current[key], reuse)
            if item is not None:
                files[key] = item
        new = _Snapshot(files, snap.etag)
        self._store(skill, new)
        return new

    def _index_file(
        self, skill: str, key: str, version: str,
        reuse: dict[tuple[str, str], tuple[Doc, dict[str, int]]],
    ) -> Item | None:
        try:
            text = self.store.backend.get(key).data.decode("utf-8")
        except ObjectNotFound:
            return None  # removed since the listing
        except (UnicodeDecodeError, StorageError):
            return _item("", [], [["", "file cannot be read as UTF-8 text"]])
        parsed = parse_file(text, key)
        docs: list[tuple[Doc, dict[str, int]]] = []
        errors = [[e.entry_id, e.reason] for e in parsed.errors]
        retry = False
        for rec in parsed.entries:
            if rec.skill != skill:
                continue
            digest = _digest(rec)
            pair = reuse.get((rec.id, digest))
            if pair is None:
                try:
                    plain = self.store.decrypt(rec)
                except CMMError as exc:
                    errors.append([rec.id, exc.reason if isinstance(exc, EntryError) else str(exc)])
                    retry = True  # keys may come back (rotation, restore): try again next time
                    continue
                counts = term_counts(plain)
                pair = ([rec.id, rec.created, rec.expires, digest, sum(counts.values())], counts)
            docs.append(pair)
        return _item("" if retry else version, docs, errors)

    def _store(self, skill: str, snap: _Snapshot) -> None:
        """Persist ``snap``; losing a race to another writer is fine (it is only a cache)."""
        backend = self.store.backend
        try:
            data = self._seal(skill, snap)
            if snap.etag is None:
                snap.etag = backend.put(index_key(skill), data, if_none_match=True)
            else:
                snap.etag = backend.put(index_key(skill), data, if_match=snap.etag)
        except PreconditionFailed:
            snap.etag = None
        except CMMError:
            pass  # read-only store or no key: the in-memory snapshot still answers

    # -- maintenance -----------------------------------------------------------
    def drop(self, skill: str, ids: set[str]) -> None:
        """Remove entries from the stored index now (after forget), not at the next query."""
        with self._lock:
            self._cache.pop(skill, None)
            try:
                blob = self.store.backend.get(index_key(skill))
            except ObjectNotFound:
                return
            files = self._open(skill, blob.data)
            if files is None:
                self.store.backend.delete(index_key(skill))
                return
            for key, item in files.items():
                if any(d[0] in ids for d in item["docs"]):
                    kept = [(d, c) for d, c in _counts(item) if d[0] not in ids]
                    files[key] = _item("", kept, item["errors"])  # "": revalidate the file
            try:
                self.store.backend.put(
                    index_key(skill), self._seal(skill, _Snapshot(files)), if_match=blob.etag
                )
            except CMMError:  # lost a race, or no key: a deleted index is rebuilt on use
                self.store.backend.delete(index_key(skill))

    def invalidate(self, skill: str | None = None) -> None:
        """Delete the stored index of ``skill`` (every skill if None); it is rebuilt on use."""
        with self._lock:
            keys = [index_key(skill)] if skill else list(self.store.backend.list(INDEX_PREFIX))
            for key in keys:
                self.store.backend.delete(key)
            if skill:
                self._cache.pop(skill, None)
            else:
                self._cache.clear()

    # -- query -----------------------------------------------------------------
    def recall(self, skill: str, *, query: str | None, limit: int | None) -> RecallResult:
        """Rank ``skill``'s live entries by ``query`` (or newest first) and decrypt the top."""
        snap = self.snapshot(skill)
        today = self.store.today()
        problems = [
            EntryProblem(key, eid, reason)
            for key, item in snap.files.items() for eid, reason in item["errors"]
        ]
        live: dict[str, list[bool]] = {
            key: [not d[2] or d[2] >= today for d in item["docs"]]
            for key, item in snap.files.items()
        }
        if query:
            scores = _bm25(query_terms(query), snap.files, live)
        else:
            scores = {(k, i): 0.0 for k, mask in live.items() for i, ok in enumerate(mask) if ok}
        docs = {ki: snap.files[ki[0]]["docs"][ki[1]] for ki in scores}
        order = sorted(scores, key=lambda ki: (docs[ki][1], docs[ki][0]), reverse=True)
        if query:
            order = [ki for ki in sorted(order, key=lambda ki: -scores[ki]) if scores[ki] > 0]
        if limit is not None:
            order = order[: max(limit, 0)]
        texts = self._decrypt(skill, [(k, docs[(k, i)]) for k, i in order], problems)
        entries = []
        for key, i in order:
            found = texts.get((key, docs[(key, i)][0]))
            if found is None:
                continue
            rec, text = found
            entries.append(Entry(
                rec.id, rec.skill, text, rec.created, rec.expires, rec.cipher, key, False,
                scores[(key, i)] if query else None,
            ))
        return RecallResult(entries, problems)

    def _decrypt(
        self, skill: str, picked: list[tuple[str, Doc]], problems: list[EntryProblem]
    ) -> dict[tuple[str, str], tuple[EntryRecord, str]]:
        wanted: dict[str, set[str]] = {}
        for key, doc in picked:
            wanted.setdefault(key, set()).add(doc[0])
        out: dict[tuple[str, str], tuple[EntryRecord, str]] = {}
        for key, ids in wanted.items():
            try:
                text = self.store.backend.get(key).data.decode("utf-8")
            except (ObjectNotFound, UnicodeDecodeError, StorageError):
                continue  # changed since validation; the next query re-reads it
            for rec in _find_entries(text, key, ids):
                if rec.skill == skill:
                    try:
                        out[(key, rec.id)] = (rec, self.store.decrypt(rec))
                    except CMMError as exc:
                        reason = exc.reason if isinstance(exc, EntryError) else str(exc)
                        problems.append(EntryProblem(key, rec.id, reason))
        return out


def _find_entries(text: str, key: str, ids: set[str]) -> list[EntryRecord]:
    """The records ``ids`` of a file, parsing only their own documents when possible.

    A compacted file holds many entries; parsing every frontmatter to return five is
    most of a query's cost. Each id is located by text search, its ``---`` document cut
    out and parsed alone; anything unexpected falls back to parsing the whole file.
    """
    found: list[EntryRecord] = []
    for eid in ids:
        pos = text.find(eid)
        start = text.rfind("---\n", 0, pos) if pos >= 0 else -1
        if start < 0 or (start > 0 and text[start - 1] != "\n"):
            break
        end = start
        for _ in range(2):  # skip the closing delimiter; stop at the next document
            end = text.find("\n---\n", end + 4)
            if end < 0:
                break
        chunk = text[start:] if end < 0 else text[start : end + 1]
        recs = [r for r in parse_file(chunk, key).entries if r.id == eid]
        if len(recs) != 1:
            break
        found.extend(recs)
    else:
        return found
    return [r for r in parse_file(text, key).entries if r.id in ids]


def _bm25(
    terms: set[str], files: dict[str, Item], live: dict[str, list[bool]]
) -> dict[tuple[str, int], float]:
    """BM25 over per-file postings: only documents holding a query term are touched.

    Same statistics as :func:`ranking.bm25_from_counts` over the live documents, so the
    index ranks exactly like a full decrypt-and-scan.
    """
    n = total = 0
    for key, mask in live.items():
        docs = files[key]["docs"]
        for i, ok in enumerate(mask):
            if ok:
                n += 1
                total += docs[i][4]
    if not n or not terms:
        return {}
    avg = total / n or 1.0
    df = dict.fromkeys(terms, 0)
    found: list[tuple[str, str, list[int]]] = []
    for key, item in files.items():
        mask = live[key]
        for t in terms:
            flat = _postings(item, t)
            if flat:
                df[t] += sum(1 for j in range(0, len(flat), 2) if mask[flat[j]])
                found.append((key, t, flat))
    scores: dict[tuple[str, int], float] = {}
    for key, t, flat in found:
        mask, docs = live[key], files[key]["docs"]
        w = idf(n, df[t])
        for j in range(0, len(flat), 2):
            i, f = flat[j], flat[j + 1]
            if mask[i]:
                norm = K1 * (1 - B + B * docs[i][4] / avg)
                scores[(key, i)] = scores.get((key, i), 0.0) + w * f * (K1 + 1) / (f + norm)
    return scores
