"""The seed's privacy audit checklist, run over every file under the root.

* no names, handles, keys/tokens, home-directory paths, clock times, sub-city geography
  or other T3 data in any visible file (T1 JSON, notes, daily notes, logs, and the
  frontmatter and notes of T2 files) — the privacy gate decides;
* every T2 entry (live or archived) has an expiry date;
* no T3 data inside T2 entries either: decrypted in memory when a key is available;
* plus: legacy-cipher entries are weakly protected (anyone can recompute the key), files
  or folders readable by others (local roots), a key file stored inside the root.

The report names the file, the item (a line or an entry id) and the category — never the
value. ``fail`` issues make ``report.ok`` false (CLI exit 4); ``warn`` issues do not.
"""

from __future__ import annotations

import base64
import binascii
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import layout
from .crypto import LEGACY_XOR
from .crypto.keys import default_key_file
from .errors import CMMError, EntryError, KeyMaterialError, ObjectNotFound, StorageError
from .formats.entry import parse_file

if TYPE_CHECKING:
    from .store import MemoryStore

__all__ = ["AuditIssue", "AuditReport", "run_audit"]

FAIL, WARN = "fail", "warn"
#: the tool's own state: not indexed by agents, holds no user text (wrapped keys, leases)
_STATE_SKIP = (".cmm/keys/", ".cmm/leases/", ".cmm/journal/", ".cmm/locks/", ".cmm/index/")


@dataclass(frozen=True)
class AuditIssue:
    """One finding of the audit: where and what kind, never the value."""

    file: str
    item: str
    category: str
    severity: str = FAIL

    def to_json(self) -> dict[str, str]:
        return {"file": self.file, "item": self.item, "category": self.category,
                "severity": self.severity}


@dataclass
class AuditReport:
    issues: list[AuditIssue] = field(default_factory=list)
    files: int = 0
    entries: int = 0
    decrypted: int = 0

    @property
    def ok(self) -> bool:
        return not any(i.severity == FAIL for i in self.issues)

    @property
    def failures(self) -> list[AuditIssue]:
        return [i for i in self.issues if i.severity == FAIL]

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "checked": {"files": self.files, "entries": self.entries,
                        "decrypted": self.decrypted},
            "issues": [i.to_json() for i in self.issues],
        }


class _Audit:
    def __init__(self, store: MemoryStore) -> None:
        self.store = store
        self.backend = store.backend
        self.report = AuditReport()
        self.key_ok = True

    def add(self, file: str, item: str, category: str, severity: str = FAIL) -> None:
        self.report.issues.append(AuditIssue(file, item, category, severity))

    def run(self) -> AuditReport:
        for key in self.backend.list(""):
            if key.startswith(_STATE_SKIP):
                continue
            self.report.files += 1
            try:
                data = self.backend.get(key).data
            except ObjectNotFound:
                continue
            except StorageError:
                self.add(key, "", "unreadable", WARN)
                continue
            if _looks_like_key(key, data):
                self.add(key, "", "key_in_root")
                continue
            if key.startswith(layout.STATE):
                continue
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                self.add(key, "", "not_text", WARN)
                continue
            if key.endswith(".md") and key.startswith((layout.TIER2, layout.ARCHIVE)):
                self.t2_file(key, text)
            else:
                self.scan_text(key, text)
        self.local_checks()
        return self.report

    # -- content -----------------------------------------------------------------
    def scan_text(self, key: str, text: str) -> None:
        """Gate findings in visible text, reported by line number."""
        starts = [0]
        starts.extend(i + 1 for i, c in enumerate(text) if c == "\n")
        seen: set[tuple[int, str]] = set()
        for f in self.store.gate.scan(text):
            line = _bisect(starts, f.start) + 1
            if (line, str(f.category)) not in seen:
                seen.add((line, str(f.category)))
                self.add(key, f"line {line}", str(f.category))

    def t2_file(self, key: str, text: str) -> None:
        # visible text: all but ciphertext and well-formed metadata (blanked: line numbers hold)
        visible = "\n".join("" if ln.lstrip().startswith(">") or _is_metadata(ln) else ln
                            for ln in text.split("\n"))
        self.scan_text(key, visible)
        parsed = parse_file(text, key)
        for err in parsed.errors:
            self.add(key, err.file.rsplit(":", 1)[-1], "malformed", WARN)
        for rec in parsed.entries:
            self.report.entries += 1
            item = f"entry {rec.id}"
            if not _is_day(rec.expires):
                self.add(key, item, "missing_expiry")
            if rec.cipher == LEGACY_XOR:
                self.add(key, item, "weak_cipher", WARN)
            if not self.key_ok and rec.cipher != LEGACY_XOR:
                self.add(key, item, "not_decrypted", WARN)
                continue
            try:
                plain = self.store.decrypt(rec)
            except KeyMaterialError:
                self.key_ok = False
                self.add(key, item, "not_decrypted", WARN)
                continue
            except (EntryError, CMMError):
                self.add(key, item, "undecryptable", WARN)
                continue
            self.report.decrypted += 1
            for cat in sorted({str(f.category) for f in self.store.gate.scan(plain)}):
                self.add(key, item, cat)

    # -- local filesystem ----------------------------------------------------------
    def local_checks(self) -> None:
        root = self.store.local_root()
        if root is None or not root.is_dir():
            return
        keyfile = default_key_file()
        try:
            inside = keyfile.resolve().is_relative_to(root.resolve())
        except OSError:
            inside = False
        if inside and keyfile.is_file():
            self.add(keyfile.resolve().relative_to(root.resolve()).as_posix(), "",
                     "key_in_root")
        for dirpath, dirnames, filenames in os.walk(root):
            here = Path(dirpath)
            rel_dir = here.relative_to(root).as_posix()
            if rel_dir.startswith(".cmm/locks"):
                continue
            self._mode(here, (rel_dir if rel_dir != "." else "") + "/")
            for name in filenames:
                path = here / name
                rel = path.relative_to(root).as_posix()
                self._mode(path, rel)
            dirnames.sort()

    def _mode(self, path: Path, rel: str) -> None:
        try:
            mode = path.lstat().st_mode
        except OSError:
            return
        if stat.S_ISLNK(mode):
            return
        if mode & (stat.S_IRWXG | stat.S_IRWXO):
            self.add(rel, f"mode {stat.S_IMODE(mode):04o}", "readable_by_others")


_SLUG = r"[a-z0-9][a-z0-9-]{0,63}"
_DAY = r"'?\d{4}-\d{2}-\d{2}'?"
#: our own frontmatter fields, in the formats we write: nothing private can hide there
#: (a value in any other form, or any other field, is scanned like the rest)
_METADATA = re.compile(
    r"(?:tier: (?:internal|public)|source_skill: '?" + _SLUG + r"'?"
    r"|key_hint: '?" + _SLUG + r"-\d{4}-\d{2}'?|(?:created|expires): " + _DAY
    + r"|id: '?(?:[0-9a-f]{8,64}|legacy-[0-9a-f]{12})'?|cipher: (?:aes-256-gcm|legacy-xor)"
    r"|key_id: '?k[0-9a-f]{12}'?|legacy_kdf: (?:concat|hyphen))\s*"
)


def _is_metadata(line: str) -> bool:
    return _METADATA.fullmatch(line) is not None


def _bisect(starts: list[int], pos: int) -> int:
    lo, hi = 0, len(starts)
    while lo + 1 < hi:
        mid = (lo + hi) // 2
        if starts[mid] <= pos:
            lo = mid
        else:
            hi = mid
    return lo


def _is_day(value: str) -> bool:
    try:
        layout.parse_day(value)
    except CMMError:
        return False
    return len(value.strip()) == 10


def _looks_like_key(key: str, data: bytes) -> bool:
    """A master-key file: base64 of exactly 32 bytes alone, or a ``*.key``/PEM key file."""
    name = key.rsplit("/", 1)[-1]
    if name.endswith((".key", ".pem")) or b"PRIVATE KEY-----" in data[:4096]:
        return True
    if len(data) > 64:
        return False
    try:
        return len(base64.b64decode(data.strip(), validate=True)) == 32
    except (binascii.Error, ValueError):
        return False


def run_audit(store: MemoryStore) -> AuditReport:
    """Audit every file under the store's root; see the module doc."""
    return _Audit(store).run()
