"""OpenClaw daily notes: ``<root>/YYYY-MM-DD.md``, public text only.

Agent frameworks read (and may embed) every ``*.md`` under the memory root, so a daily
note is T1 public data: the text passes the privacy gate with zero tolerance — private
data is generalized, and if anything detectable remains the write is refused. Each note
is one bullet line prefixed by the skill that wrote it::

    # 2026-05-19

    - [weather-daily] User asked for the weekly forecast in the early morning

Appends are conditional read-modify-writes (:func:`backends.update`), so concurrent
writers, on one host or many, lose nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import layout
from .backends import update
from .errors import PrivacyRefused, UsageError

if TYPE_CHECKING:
    from .store import MemoryStore

__all__ = ["NoteResult", "append_note", "daily_note_key"]

_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
MAX_NOTE_CHARS = 4000


def daily_note_key(day: str) -> str:
    """``YYYY-MM-DD.md`` at the top of the memory root."""
    if _DAY.fullmatch(day) is None:
        raise UsageError("invalid day: expected YYYY-MM-DD")
    layout.parse_day(day)
    return f"{day}.md"


@dataclass(frozen=True)
class NoteResult:
    skill: str
    file: str
    day: str
    findings: dict[str, int]

    def to_json(self) -> dict[str, Any]:
        return {
            "skill": self.skill,
            "file": self.file,
            "day": self.day,
            "redacted": bool(self.findings),
            "findings": dict(sorted(self.findings.items())),
        }


def append_note(
    store: MemoryStore, skill: str, text: str, *, strict: bool | None = None
) -> NoteResult:
    """Gate ``text`` (zero tolerance) and append it to today's daily note."""
    layout.check_skill(skill)
    if not isinstance(text, str) or not text.strip():
        raise UsageError("nothing to note: text is empty")
    if len(text) > MAX_NOTE_CHARS:
        raise UsageError(f"a note holds at most {MAX_NOTE_CHARS} characters")
    gate = store.gate
    gated = gate.apply(text, strict=strict)
    clean = " ".join(gated.text.split())
    if not clean or not gate.is_clean(clean):
        # public text: if generalizing left anything detectable, refuse the whole note
        raise PrivacyRefused(gated.counts or {"unknown": 1})
    day = store.today()
    key = daily_note_key(day)
    line = f"- [{skill}] {clean}\n".encode()

    def change(current: bytes | None) -> bytes:
        if not current:
            return f"# {day}\n\n".encode() + line
        return current + (b"" if current.endswith(b"\n") else b"\n") + line

    update(store.backend, key, change)
    return NoteResult(skill, key, day, dict(gated.counts))
