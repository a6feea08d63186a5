"""Where things live under a memory root, and what a valid skill name is.

Everything here is pure: it builds storage keys (``/``-separated, relative to the root)
and never touches a backend. Skill names are validated *before* any key is built, which
shuts path traversal out for every caller.
"""

from __future__ import annotations

import os
import re
from datetime import date, timedelta

from .errors import InvalidSkillName, UsageError

__all__ = [
    "ARCHIVE",
    "STATE",
    "TIER1",
    "TIER2",
    "add_days",
    "archive_prefix",
    "check_skill",
    "notes_key",
    "parse_day",
    "patterns_key",
    "skill_of",
    "stats_key",
    "t2_key",
    "today",
]

TIER1 = "tier1-public/"
TIER2 = "tier2-internal/"
ARCHIVE = "archive/"
STATE = ".cmm/"

_SLUG = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")
_TOPIC = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")


def check_skill(name: object) -> str:
    """Return ``name`` if it is a valid skill slug, else raise :class:`InvalidSkillName`."""
    if not isinstance(name, str) or _SLUG.fullmatch(name) is None:
        raise InvalidSkillName
    return name


def check_topic(topic: str) -> str:
    if _TOPIC.fullmatch(topic) is None:
        raise UsageError("invalid topic: use 1-64 lowercase letters, digits or hyphens")
    return topic


def t2_key(skill: str, topic: str) -> str:
    """``tier2-internal/<skill>_<topic>.md`` (the seed's naming)."""
    return f"{TIER2}{check_skill(skill)}_{check_topic(topic)}.md"


def stats_key(skill: str) -> str:
    return f"{TIER1}{check_skill(skill)}_stats.json"


def patterns_key(skill: str) -> str:
    return f"{TIER1}{check_skill(skill)}_patterns.json"


def notes_key(skill: str) -> str:
    return f"{TIER1}{check_skill(skill)}_notes.md"


def archive_prefix(month: str) -> str:
    """``archive/YYYY-MM/``."""
    if re.fullmatch(r"\d{4}-\d{2}", month) is None:
        raise UsageError("invalid archive month")
    return f"{ARCHIVE}{month}/"


def skill_of(key: str) -> str | None:
    """The skill prefix of a tier file name (``.../<skill>_<rest>``), or None."""
    base = key.rsplit("/", 1)[-1]
    skill, sep, _ = base.partition("_")
    if not sep or _SLUG.fullmatch(skill) is None:
        return None
    return skill


def parse_day(value: str) -> date:
    try:
        return date.fromisoformat(value.strip()[:10])
    except ValueError as exc:
        raise UsageError("invalid date: expected YYYY-MM-DD") from exc


def today() -> date:
    """Today, or the day fixed by env ``CMM_NOW=YYYY-MM-DD`` (tests, backfills)."""
    fixed = os.environ.get("CMM_NOW")
    if fixed:
        try:
            return date.fromisoformat(fixed)
        except ValueError as exc:
            raise UsageError("CMM_NOW must be YYYY-MM-DD") from exc
    return date.today()


def add_days(day: str, days: int) -> str:
    return (parse_day(day) + timedelta(days=days)).isoformat()
