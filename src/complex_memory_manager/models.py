"""Plain result types the verbs return (frozen dataclasses, no I/O).

``to_json()`` gives the documented JSON shape the CLI and MCP server print.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = ["Entry", "EntryProblem", "RecallResult", "RememberResult"]


@dataclass(frozen=True)
class Entry:
    """A decrypted T2 entry. Lives in memory only."""

    id: str
    skill: str
    text: str = field(repr=False)
    created: str
    expires: str
    cipher: str
    file: str = ""
    archived: bool = False
    score: float | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "skill": self.skill,
            "text": self.text,
            "created": self.created,
            "expires": self.expires,
            "cipher": self.cipher,
        }
        if self.archived:
            out["archived"] = True
        if self.score is not None:
            out["score"] = round(self.score, 4)
        return out


@dataclass(frozen=True)
class EntryProblem:
    """An entry that could not be served: where, which, why — never its contents."""

    file: str
    id: str
    error: str

    def to_json(self) -> dict[str, str]:
        return {"file": self.file, "id": self.id, "error": self.error}


@dataclass(frozen=True)
class RecallResult:
    entries: list[Entry]
    errors: list[EntryProblem]

    def to_json(self) -> dict[str, Any]:
        return {
            "entries": [e.to_json() for e in self.entries],
            "errors": [e.to_json() for e in self.errors],
        }


@dataclass(frozen=True)
class RememberResult:
    """What a write did. ``findings`` maps category → count; never values."""

    id: str
    skill: str
    tier: str
    file: str
    cipher: str | None
    created: str
    expires: str | None
    findings: dict[str, int]

    @property
    def redacted(self) -> bool:
        return bool(self.findings)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "skill": self.skill,
            "tier": self.tier,
            "file": self.file,
            "cipher": self.cipher,
            "created": self.created,
            "expires": self.expires,
            "redacted": self.redacted,
            "findings": dict(sorted(self.findings.items())),
        }
