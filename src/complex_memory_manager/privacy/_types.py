"""Value-free result types of the privacy gate.

A :class:`Finding` records *where* something private is and *what kind* it is; it never
holds the value, so printing, logging or raising one cannot leak it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Category(str, Enum):
    """The kinds of private (T3) data the gate looks for."""

    SECRET = "secret"  # noqa: S105 - a category name, not a credential
    PASSWORD = "password"  # noqa: S105 - a category name, not a credential
    EMAIL = "email"
    PHONE = "phone"
    ADDRESS = "address"
    GOVERNMENT_ID = "government_id"
    FINANCIAL = "financial"
    PERSON_NAME = "person_name"
    USERNAME = "username"
    HOME_PATH = "home_path"
    SCHEDULE = "schedule"
    GEO = "geo"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Finding:
    """One detected private span: ``text[start:end]`` of the ORIGINAL text.

    Holds offsets only, never the value itself.
    """

    category: Category
    start: int
    end: int
    confidence: float
    detector: str

    def __post_init__(self) -> None:
        if not 0 <= self.start < self.end:
            raise ValueError("finding offsets must satisfy 0 <= start < end")

    @property
    def length(self) -> int:
        return self.end - self.start


@dataclass(frozen=True)
class GateResult:
    """The redacted text plus the findings (offsets into the input text)."""

    text: str
    findings: tuple[Finding, ...]

    @property
    def counts(self) -> dict[str, int]:
        """Category name -> number of findings, sorted by category name."""
        out: dict[str, int] = {}
        for f in self.findings:
            out[f.category.value] = out.get(f.category.value, 0) + 1
        return dict(sorted(out.items()))

    @property
    def clean(self) -> bool:
        return not self.findings
