"""Skills that depend on this one: SKILL.md frontmatter, ``check`` and ``doctor``.

An OpenClaw skill is a folder with a ``SKILL.md`` whose YAML frontmatter names it and
declares what it needs::

    ---
    name: weather-daily
    description: ...
    metadata:
      openclaw:
        requires:
          skills: [complex-memory-manager]
    ---

Agent runtimes do not enforce ``requires.skills``, so :func:`dependents` finds the
skills that rely on us, and :func:`check` lets one fail early when this package is
missing or too old. Frontmatter is parsed with ``yaml.safe_load``; a broken file is
reported (path and reason, never its contents) and the others are still read.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from importlib.util import find_spec
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from .errors import CMMError, UsageError

if TYPE_CHECKING:
    from .store import MemoryStore

__all__ = [
    "SELF",
    "SkillFile",
    "check",
    "dependents",
    "doctor",
    "installed_version",
    "parse_skill",
    "parse_version",
]

SELF = "complex-memory-manager"
MAX_SKILL_BYTES = 512 * 1024
_VERSION = re.compile(
    r"v?(\d+(?:\.\d+)*)(?:[-_.]?(dev|a|alpha|b|beta|c|rc|pre|post)[-_.]?(\d*))?(?:\+[\w.]*)?",
    re.IGNORECASE,
)
_PHASES = {"dev": -4, "a": -3, "alpha": -3, "b": -2, "beta": -2, "c": -1, "rc": -1,
           "pre": -1, "post": 1}
_REQ = re.compile(r"\s*([A-Za-z0-9][A-Za-z0-9_.-]*)\s*(?:(?:@|>=|==|~=|>)\s*(\S+))?\s*")


def parse_version(text: str) -> tuple[tuple[int, ...], int, int]:
    """A sortable key for a version like ``1.2``, ``0.3.0rc1`` or ``1.0.post2``."""
    m = _VERSION.fullmatch(text.strip())
    if m is None:
        raise UsageError("invalid version: expected numbers like 0.2 or 1.4.0")
    release = tuple(int(p) for p in m.group(1).split("."))
    while len(release) > 1 and release[-1] == 0:
        release = release[:-1]
    phase = _PHASES[m.group(2).lower()] if m.group(2) else 0
    return release, phase, int(m.group(3) or 0)


def installed_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(SELF)
    except PackageNotFoundError:  # pragma: no cover - running from a bare source tree
        return "0.0.0"


# -- SKILL.md --------------------------------------------------------------------


@dataclass(frozen=True)
class SkillFile:
    """One parsed SKILL.md: its name and what it says about us."""

    path: str
    name: str
    description: str
    requires_self: bool
    min_version: str | None
    meta: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "path": self.path}
        if self.requires_self:
            out["min_version"] = self.min_version
            out["compatible"] = self.compatible()
        return out

    def compatible(self) -> bool:
        if not self.min_version:
            return True
        try:
            return parse_version(installed_version()) >= parse_version(self.min_version)
        except UsageError:
            return False


def frontmatter(text: str) -> dict[str, Any]:
    """The YAML frontmatter of a markdown document as a mapping."""
    lines = text.lstrip("\ufeff").splitlines()
    if not lines or lines[0].strip() != "---":
        raise UsageError("no frontmatter: the file must start with a '---' line")
    end = next((i for i in range(1, len(lines)) if lines[i].strip() in ("---", "...")), None)
    if end is None:
        raise UsageError("frontmatter is not closed by a '---' line")
    try:
        data = yaml.safe_load("\n".join(lines[1:end]))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {mark.line + 2})" if mark is not None else ""
        raise UsageError(f"frontmatter is not valid YAML{where}") from None
    if not isinstance(data, dict):
        raise UsageError("frontmatter is not a mapping")
    return data


def _openclaw(meta: dict[str, Any]) -> dict[str, Any]:
    metadata = meta.get("metadata")
    if isinstance(metadata, str):  # OpenClaw also accepts metadata as one line of JSON
        try:
            metadata = json.loads(metadata)
        except ValueError:
            raise UsageError("metadata is a string but not valid JSON") from None
    if metadata is None:
        return {}
    if not isinstance(metadata, dict):
        raise UsageError("metadata is not a mapping")
    block = metadata.get("openclaw") or {}
    if not isinstance(block, dict):
        raise UsageError("metadata.openclaw is not a mapping")
    return block


def _requirement(item: object) -> tuple[str, str | None]:
    """``name`` / ``name>=1.2`` / ``name@1.2`` / ``{name: ..., version: ...}``."""
    if isinstance(item, dict):
        name, ver = item.get("name"), item.get("version") or item.get("min_version")
        if not isinstance(name, str):
            raise UsageError("requires.skills has an entry without a name")
        return name, str(ver).lstrip(">=~ ") if ver is not None else None
    if not isinstance(item, str):
        raise UsageError("requires.skills entries must be names")
    m = _REQ.fullmatch(item)
    if m is None:
        raise UsageError("requires.skills has an entry that is not a skill name")
    return m.group(1), m.group(2)


def parse_skill(text: str, path: str = "SKILL.md") -> SkillFile:
    meta = frontmatter(text)
    name = meta.get("name")
    if not isinstance(name, str) or not name.strip():
        raise UsageError("frontmatter has no 'name'")
    requires = _openclaw(meta).get("requires") or {}
    if not isinstance(requires, dict):
        raise UsageError("metadata.openclaw.requires is not a mapping")
    wanted = requires.get("skills") or []
    if isinstance(wanted, str):
        wanted = [wanted]
    if not isinstance(wanted, list):
        raise UsageError("metadata.openclaw.requires.skills is not a list")
    mine = [ver for name_, ver in map(_requirement, wanted) if name_ == SELF]
    if mine and mine[0] is not None:
        parse_version(mine[0])  # an unreadable version is a broken file
    desc = meta.get("description")
    return SkillFile(path, name.strip(), desc if isinstance(desc, str) else "", bool(mine),
                     mine[0] if mine else None, meta)


def read_skill(path: Path, rel: str) -> SkillFile:
    try:
        if path.stat().st_size > MAX_SKILL_BYTES:
            raise UsageError(f"file is larger than {MAX_SKILL_BYTES // 1024} KiB")
        text = path.read_text("utf-8")
    except UnicodeDecodeError:
        raise UsageError("file is not UTF-8 text") from None
    except OSError as exc:
        raise UsageError(f"cannot read: {exc.strerror}") from None
    return parse_skill(text, rel)


def dependents(folder: str | Path) -> dict[str, Any]:
    """Every ``*/SKILL.md`` under ``folder``: which depend on us, which don't, which broke."""
    base = Path(folder).expanduser()
    if not base.is_dir():
        raise UsageError("skills folder does not exist or is not a directory")
    deps: list[dict[str, Any]] = []
    others: list[dict[str, Any]] = []
    broken: list[dict[str, str]] = []
    for path in sorted(base.glob("*/SKILL.md")):
        rel = path.relative_to(base).as_posix()
        try:
            skill = read_skill(path, rel)
        except UsageError as exc:
            broken.append({"path": rel, "error": str(exc)})
            continue
        (deps if skill.requires_self else others).append(skill.to_json())
    return {"dir": str(base), "dependents": deps, "independent": others, "broken": broken}


# -- check and doctor ----------------------------------------------------------------


def check(min_version: str | None = None) -> dict[str, Any]:
    """Version info; raise :class:`CMMError` (exit 1) if older than ``min_version``."""
    have = installed_version()
    out: dict[str, Any] = {"name": SELF, "version": have, "ok": True}
    if min_version:
        out["min_version"] = min_version
        if parse_version(have) < parse_version(min_version):
            raise CMMError(
                f"{SELF} {have} is older than the required {min_version}: "
                f"upgrade with `pip install -U {SELF}`"
            )
    return out


_LOG_LINE = re.compile(r"\[(\d{4}-\d{2}-\d{2})\] Memory cleanup:")


def doctor(store: MemoryStore) -> dict[str, Any]:
    """What is configured, what is missing, what needs attention. Never key bytes or text."""
    from .keyadmin import key_status
    from .layout import parse_day

    problems: list[str] = []
    warnings: list[str] = []
    out: dict[str, Any] = {"version": installed_version(), "root": store.location}
    local = store.local_root()
    out["root_exists"] = local.is_dir() if local is not None else None
    try:
        status = key_status(store)
        out["key"] = {k: status[k] for k in ("available", "source", "key_id")}
        if not status["available"]:
            problems.append("no master key: run `cmm key init` or set CMM_MASTER_KEY")
    except CMMError as exc:
        out["key"] = {"available": False, "source": "error"}
        problems.append(str(exc))
    try:
        settings = store.settings
    except CMMError as exc:
        problems.append(str(exc))
        settings = None
    out.update(_count_entries(store, problems, warnings))
    out["last_cleanup"] = _last_cleanup(store)
    if settings is not None and out["entries"]:
        last = out["last_cleanup"]
        if last is None:
            warnings.append("cleanup has never run: run `cmm cleanup --if-due`")
        elif (parse_day(store.today()) - parse_day(last)).days > settings.cleanup_interval_days:
            warnings.append("cleanup is overdue: run `cmm cleanup --if-due`")
    out["mcp"] = find_spec("mcp") is not None
    if not out["mcp"]:
        warnings.append("MCP SDK not installed: pip install 'complex-memory-manager[mcp]'")
    out.update(ok=not problems, problems=problems, warnings=warnings)
    return out


def _count_entries(store: MemoryStore, problems: list[str], warnings: list[str]) -> dict[str, int]:
    entries = legacy = malformed = 0
    try:
        for _key, item in store.records(include_archive=True):
            if isinstance(item, CMMError):
                malformed += 1
            else:
                entries += 1
                legacy += item.cipher == "legacy-xor"
    except CMMError as exc:
        problems.append(str(exc))
    if legacy:
        warnings.append(f"{legacy} legacy-xor entries are only obfuscated: run `cmm migrate`")
    if malformed:
        warnings.append(f"{malformed} malformed entries: run `cmm audit` for details")
    return {"entries": entries, "legacy_entries": legacy, "malformed_entries": malformed}


def _last_cleanup(store: MemoryStore) -> str | None:
    try:
        log = store.backend.get("cleanup.log").data.decode("utf-8", "replace")
    except CMMError:
        return None
    days = _LOG_LINE.findall(log)
    return max(days) if days else None
