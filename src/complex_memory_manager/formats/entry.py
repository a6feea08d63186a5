"""T2 entry files: markdown with YAML frontmatter, as the seed defines them.

One file holds one or more entries (after compaction), each a complete seed-format
document::

    ---
    tier: internal
    source_skill: skill-a
    key_hint: skill-a-2026-04
    created: '2026-04-19'
    expires: '2026-05-19'
    id: 3f2a...
    cipher: aes-256-gcm
    key_id: k1a2b3c4d5e6
    ---

    ## Encrypted Entry
    > <base64>

    ## Decryption Note
    <how to read it>

Frontmatter is read with YAML's base loader (every value stays a string, so ``no``,
``0123`` and dates are never reinterpreted) and written with YAML's safe dumper, which
quotes anything a YAML reader could take for something else. Chinese headings
(``## 加密条目`` / ``## 解密说明``) from the seed's Chinese half are read too.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

import yaml

from ..errors import MalformedEntry

__all__ = ["EntryRecord", "ParsedFile", "parse_file", "render_entry", "render_file"]

try:  # the C loader/dumper are much faster; fall back to pure Python where absent
    _Loader: type = yaml.CBaseLoader
    _Dumper: type = yaml.CSafeDumper
except AttributeError:  # pragma: no cover - depends on the libyaml build
    _Loader = yaml.BaseLoader
    _Dumper = yaml.SafeDumper

ENCRYPTED_HEADINGS = ("## encrypted entry", "## 加密条目")
NOTE_HEADINGS = ("## decryption note", "## 解密说明")
LEGACY_CIPHER = "legacy-xor"
FIELD_ORDER = ("tier", "source_skill", "key_hint", "created", "expires", "id", "cipher", "key_id")


@dataclass(frozen=True)
class EntryRecord:
    """One parsed entry: its metadata (strings only), ciphertext and note."""

    meta: Mapping[str, str]
    ciphertext: str = field(repr=False)
    note: str = ""

    @property
    def id(self) -> str:
        given = self.meta.get("id")
        if given:
            return given
        # Seed entries have no id: derive a stable one from what identifies them.
        digest = hashlib.sha256(
            f"{self.skill}\x00{self.created}\x00{self.ciphertext}".encode()
        ).hexdigest()
        return "legacy-" + digest[:12]

    @property
    def skill(self) -> str:
        return self.meta.get("source_skill", "")

    @property
    def created(self) -> str:
        return self.meta.get("created", "")

    @property
    def expires(self) -> str:
        return self.meta.get("expires", "")

    @property
    def cipher(self) -> str:
        return self.meta.get("cipher") or LEGACY_CIPHER

    @property
    def key_id(self) -> str:
        return self.meta.get("key_id", "")

    @property
    def year_month(self) -> str:
        """The legacy key month: from ``key_hint`` (``<skill>-YYYY-MM``), else ``created``."""
        hint = self.meta.get("key_hint", "")
        if len(hint) >= 7 and hint[-3] == "-" and hint[-7:-3].isdigit() and hint[-2:].isdigit():
            return hint[-7:]
        return self.created[:7]

    def with_meta(self, **changes: str) -> EntryRecord:
        meta = dict(self.meta)
        meta.update(changes)
        return EntryRecord(meta, self.ciphertext, self.note)


@dataclass
class ParsedFile:
    entries: list[EntryRecord]
    errors: list[MalformedEntry]


def _documents(lines: list[str]) -> Iterator[tuple[int, list[str], list[str]]]:
    """Yield (line number, frontmatter lines, body lines) for each ``---`` document."""
    i, n = 0, len(lines)
    while i < n:
        if lines[i].strip() != "---":
            if lines[i].strip():
                yield i + 1, [], lines[i : i + 1]  # stray text: reported by the caller
            i += 1
            continue
        start = i + 1
        j = start
        while j < n and lines[j].strip() != "---":
            j += 1
        front = lines[start:j]
        k = j + 1
        while k < n and lines[k].strip() != "---":
            k += 1
        yield i + 1, front, lines[j + 1 : k]
        i = k


def _parse_body(body: list[str]) -> tuple[str, str] | None:
    section = ""
    cipher_lines: list[str] = []
    note_lines: list[str] = []
    for line in body:
        low = line.strip().lower()
        if low.startswith("## "):
            section = "ct" if low in ENCRYPTED_HEADINGS else "note" if low in NOTE_HEADINGS else ""
            continue
        if section == "ct" and line.lstrip().startswith(">"):
            cipher_lines.append(line.lstrip()[1:].strip())
        elif section == "note" and line.strip():
            note_lines.append(line.strip())
    if not cipher_lines:
        return None
    return "".join(cipher_lines), "\n".join(note_lines)


def parse_file(text: str, file: str = "") -> ParsedFile:
    """Parse every entry in ``text``; a broken entry becomes an error, the rest survive."""
    out = ParsedFile([], [])
    for lineno, front, body in _documents(text.splitlines()):
        where = f"{file}:{lineno}" if file else f"line {lineno}"
        if not front:
            out.errors.append(MalformedEntry("text outside any entry", file=where))
            continue
        try:
            meta = yaml.load("\n".join(front), Loader=_Loader)  # noqa: S506 - base loader
        except yaml.YAMLError:
            out.errors.append(MalformedEntry("frontmatter is not valid YAML", file=where))
            continue
        if not isinstance(meta, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in meta.items()
        ):
            out.errors.append(MalformedEntry("frontmatter is not a flat mapping", file=where))
            continue
        parsed = _parse_body(body)
        if parsed is None:
            out.errors.append(MalformedEntry("no '## Encrypted Entry' ciphertext", file=where))
            continue
        if not meta.get("source_skill") or not meta.get("created"):
            out.errors.append(MalformedEntry("missing source_skill or created", file=where))
            continue
        out.entries.append(EntryRecord(meta, parsed[0], parsed[1]))
    return out


def render_entry(record: EntryRecord) -> str:
    ordered = {k: record.meta[k] for k in FIELD_ORDER if record.meta.get(k)}
    ordered.update({k: v for k, v in record.meta.items() if k not in ordered and v})
    front = yaml.dump(ordered, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=1000)
    return (
        f"---\n{front}---\n\n## Encrypted Entry\n> {record.ciphertext}\n\n"
        f"## Decryption Note\n{record.note}\n"
    )


def render_file(records: list[EntryRecord]) -> str:
    return "\n".join(render_entry(r) for r in records)
