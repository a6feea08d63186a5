"""``cmm mcp``: the memory store as MCP tools over stdio (official ``mcp`` SDK, 2.x).

A thin adapter: each tool validates its typed arguments, calls one :class:`MemoryStore`
verb and returns a structured result. It is the only module that imports the SDK.

* Every failure comes back as an MCP tool error (``isError``) and the server keeps
  serving: our :class:`CMMError` messages pass through (they never carry user text);
  anything unexpected is reported by type name only; argument-validation errors are
  reduced to field names and pydantic's generic messages (never the rejected values).
* The privacy gate applies to every tool: writes are gated by the store, recalled text
  is redacted again on the way out (legacy entries predate the gate), ``scan`` returns
  categories and offsets, never values.
* stdout carries protocol messages only; logging goes to stderr.
"""

from __future__ import annotations

import logging
import sys
from typing import TYPE_CHECKING, Annotated, Any, Literal

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel, Field, ValidationError

from .errors import CMMError, UsageError

if TYPE_CHECKING:
    from collections.abc import Callable

    from mcp_types import CallToolResult, InputRequiredResult

    from .store import MemoryStore

__all__ = ["build_server", "run"]

log = logging.getLogger("complex_memory_manager.mcp")

INSTRUCTIONS = """\
Privacy-aware persistent memory for agent skills (complex-memory-manager).
Use `remember` to keep something a skill should know next session (it is encrypted at
rest; emails, phone numbers, secrets, names, addresses and exact times are generalized or
refused before storage, so never try to store them). Use `recall` with a short `query`
to get the most relevant entries of a skill. Record each skill call with
`stats` (action=record). Run `cleanup` (if_due=true) once a session and `audit` when asked
about privacy. Skill names are slugs like `weather-daily`."""

SkillName = Annotated[
    str,
    Field(
        description="Skill the memory belongs to: a slug of lowercase letters, digits and "
        "hyphens, e.g. 'weather-daily'.",
        pattern=r"^[a-z0-9][a-z0-9-]{0,63}$",
    ),
]


# -- result models (the tools' output schemas) -----------------------------------------


class Remembered(BaseModel):
    id: str = Field(description="Entry id (use it with forget); empty for public notes.")
    skill: str
    tier: str
    file: str
    created: str
    expires: str | None
    redacted: bool = Field(description="True if private data was generalized before storing.")
    findings: dict[str, int] = Field(description="Category -> count of what was generalized.")


class RecalledEntry(BaseModel):
    id: str
    text: str
    created: str
    expires: str
    score: float | None = Field(None, description="BM25 relevance to the query, if any.")
    archived: bool = False


class Problem(BaseModel):
    file: str
    id: str
    error: str


class Recalled(BaseModel):
    skill: str
    entries: list[RecalledEntry]
    errors: list[Problem] = Field(description="Entries that could not be read (never contents).")
    redacted: dict[str, int] = Field(
        description="Private data generalized in the returned texts (category -> count)."
    )


class Forgotten(BaseModel):
    skill: str
    forgotten: int
    keys_destroyed: bool


class FoundItem(BaseModel):
    category: str
    start: int
    end: int
    confidence: float
    detector: str


class Scanned(BaseModel):
    clean: bool
    counts: dict[str, int]
    findings: list[FoundItem] = Field(description="Where private data is: offsets, never values.")


class Redacted(BaseModel):
    text: str
    findings: dict[str, int]


class Noted(BaseModel):
    skill: str
    file: str
    day: str
    redacted: bool
    findings: dict[str, int]


# -- server --------------------------------------------------------------------------


class _Server(MCPServer[Any]):
    """MCPServer whose argument-validation errors never echo the rejected values."""

    async def call_tool(
        self, name: str, arguments: dict[str, Any], context: Context[Any, Any] | None = None
    ) -> CallToolResult | InputRequiredResult:
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            cause = exc.__cause__
            if isinstance(cause, ValidationError):
                parts = [
                    f"{'.'.join(str(p) for p in err['loc']) or 'arguments'}: {err['msg']}"
                    for err in cause.errors(include_input=False, include_url=False)
                ]
                raise ToolError(f"invalid arguments for {name}: " + "; ".join(parts)) from None
            raise


def _guard(fn: Callable[[], Any]) -> Any:
    """Run one store call; turn every failure into a ToolError safe to show the model."""
    try:
        return fn()
    except CMMError as exc:
        raise ToolError(str(exc)) from None
    except Exception as exc:
        log.error("unexpected %s in a tool call", type(exc).__name__)  # type only: no text
        raise ToolError(f"internal error ({type(exc).__name__})") from None


def build_server(store: MemoryStore) -> MCPServer[Any]:
    """An MCP server exposing ``store`` as tools (not started)."""
    from . import __version__

    server = _Server(
        "complex-memory-manager", version=__version__, instructions=INSTRUCTIONS,
        log_level="WARNING",
    )

    @server.tool(description=(
        "Store text in a skill's memory. Internal tier (default): encrypted at rest, expires "
        "after 30 days. Public tier: the skill's public notes (must be non-identifying). "
        "Private data is generalized first (strict=true refuses instead); the result says "
        "which categories were found, never the values."
    ))
    def remember(
        skill: SkillName,
        text: Annotated[str, Field(description="What to remember, in plain words.",
                                   min_length=1, max_length=20000)],
        tier: Annotated[Literal["internal", "public"], Field(
            description="'internal' = encrypted T2 entry; 'public' = T1 notes.")] = "internal",
        topic: Annotated[str | None, Field(
            description="Optional topic slug: append to <skill>_<topic>.md instead of a new "
            "file.", pattern=r"^[a-z0-9][a-z0-9-]{0,63}$")] = None,
        strict: Annotated[bool, Field(
            description="Refuse the write if any private data is found.")] = False,
    ) -> Remembered:
        res = _guard(lambda: store.remember(skill, text, tier=tier, topic=topic,
                                            strict=strict or None))
        data = res.to_json()
        return Remembered(**{k: data[k] for k in Remembered.model_fields})

    @server.tool(description=(
        "Read a skill's memory: with `query`, the entries most relevant to it (BM25, English "
        "and Chinese), best first; without, the newest. Texts are decrypted in memory only."
    ))
    def recall(
        skill: SkillName,
        query: Annotated[str | None, Field(
            description="Words to look for, e.g. 'temperature units'.", max_length=2000)] = None,
        limit: Annotated[int, Field(description="At most this many entries.", ge=1, le=200)] = 10,
        include_archive: Annotated[bool, Field(
            description="Also search archived and expired entries.")] = False,
    ) -> Recalled:
        res = _guard(lambda: store.recall(skill, query=query or None, limit=limit,
                                          include_archive=include_archive))
        gate = store.gate
        counts: dict[str, int] = {}
        entries = []
        for e in res.entries:
            out = gate.redact(e.text)
            for cat, n in out.counts.items():
                counts[cat] = counts.get(cat, 0) + n
            entries.append(RecalledEntry(id=e.id, text=out.text, created=e.created,
                                         expires=e.expires, score=e.score, archived=e.archived))
        errors = [Problem(**p.to_json()) for p in res.errors]
        return Recalled(skill=skill, entries=entries, errors=errors, redacted=counts)

    @server.tool(description=(
        "Delete one entry by id, or with everything=true all of a skill's entries and its "
        "encryption keys (irreversible)."
    ))
    def forget(
        skill: SkillName,
        entry_id: Annotated[str | None, Field(description="Id of the entry to delete.",
                                              max_length=80)] = None,
        everything: Annotated[bool, Field(
            description="Delete all of the skill's memory and keys.")] = False,
    ) -> Forgotten:
        n = _guard(lambda: store.forget(skill, entry_id=entry_id, everything=everything))
        return Forgotten(skill=skill, forgotten=n, keys_destroyed=everything)

    @server.tool(description=(
        "Public usage statistics. action='show' returns all stats and patterns; "
        "action='record' counts one call of `skill` with its `success`; action='pattern' "
        "counts one observation of a generalized `trigger` (e.g. 'morning request') leading "
        "to `skills`."
    ))
    def stats(
        action: Annotated[Literal["show", "record", "pattern"], Field(
            description="show | record | pattern")] = "show",
        skill: Annotated[str | None, Field(description="Skill called (record).",
                                           pattern=r"^[a-z0-9][a-z0-9-]{0,63}$")] = None,
        success: Annotated[bool | None, Field(description="Did the call succeed (record).")] = None,
        trigger: Annotated[str | None, Field(description="Generalized trigger (pattern).",
                                             max_length=200)] = None,
        skills: Annotated[list[str] | None, Field(description="Skills used (pattern).",
                                                  max_length=20)] = None,
    ) -> dict[str, Any]:
        def run() -> dict[str, Any]:
            if action == "record":
                if skill is None or success is None:
                    raise UsageError("stats record needs `skill` and `success`")
                return {skill: store.record(skill, success=success)}
            if action == "pattern":
                if not trigger or not skills:
                    raise UsageError("stats pattern needs `trigger` and `skills`")
                return store.record_pattern(trigger, list(skills))
            return store.stats()

        result: dict[str, Any] = _guard(run)
        return result

    @server.tool(description=(
        "Run the memory cleanup: archive entries older than 30 days, delete entries holding "
        "private data, merge duplicates, compact files, log the run. With if_due=true "
        "(default) it only runs when the last cleanup is older than the interval (7 days). "
        "dry_run=true shows the plan."
    ))
    def cleanup(
        dry_run: Annotated[bool, Field(description="Only show what would change.")] = False,
        if_due: Annotated[bool, Field(description="Skip unless a cleanup is due.")] = True,
    ) -> dict[str, Any]:
        def run() -> dict[str, Any]:
            method = getattr(store, "cleanup", None)
            if method is None:
                raise CMMError("cleanup is not available in this version")
            return _as_json(method(dry_run=dry_run, if_due=if_due))

        result: dict[str, Any] = _guard(run)
        return result

    @server.tool(description=(
        "Privacy audit of the whole memory root: no names, handles, keys, home paths, fixed "
        "schedules or precise places in any file; every encrypted entry has an expiry; flags "
        "weak legacy entries and unsafe permissions. Reports categories and files, never values."
    ))
    def audit() -> dict[str, Any]:
        def run() -> dict[str, Any]:
            method = getattr(store, "audit", None)
            if method is None:
                raise CMMError("audit is not available in this version")
            return _as_json(method())

        result: dict[str, Any] = _guard(run)
        return result

    @server.tool(description=(
        "Check text for private data before using it. Returns categories and character "
        "offsets (never the values)."
    ))
    def scan(
        text: Annotated[str, Field(description="Text to check.", max_length=100000)],
    ) -> Scanned:
        findings = _guard(lambda: store.scan(text))
        items = [FoundItem(category=str(f.category), start=f.start, end=f.end,
                           confidence=round(f.confidence, 2), detector=f.detector)
                 for f in findings]
        counts: dict[str, int] = {}
        for f in items:
            counts[f.category] = counts.get(f.category, 0) + 1
        return Scanned(clean=not items, counts=counts, findings=items)

    @server.tool(description="Return text with private data generalized ('6am' -> "
                 "'early morning', an email -> [EMAIL]) and the categories found.")
    def redact(
        text: Annotated[str, Field(description="Text to generalize.", max_length=100000)],
    ) -> Redacted:
        res = _guard(lambda: store.redact(text))
        return Redacted(text=res.text, findings=dict(res.counts))

    @server.tool(description=(
        "Append a public line to today's daily note (memory/YYYY-MM-DD.md), prefixed by the "
        "skill. Private data is generalized; if any remains the note is refused."
    ))
    def note(
        skill: SkillName,
        text: Annotated[str, Field(description="Public, non-identifying text.",
                                   min_length=1, max_length=4000)],
    ) -> Noted:
        res = _guard(lambda: store.note(skill, text))
        return Noted(**res.to_json())

    return server


def _as_json(result: Any) -> dict[str, Any]:
    data = result.to_json() if hasattr(result, "to_json") else result
    if not isinstance(data, dict):
        return {"result": data}
    return data


def run(store: MemoryStore, *, debug: bool = False) -> None:
    """Serve ``store`` over stdio until the client disconnects."""
    logging.basicConfig(
        level=logging.INFO if debug else logging.WARNING, stream=sys.stderr,
        format="cmm-mcp %(levelname)s %(name)s: %(message)s",
    )
    store.gate.warm_up()  # a long-running process: pay the gate's lazy costs up front
    build_server(store).run("stdio")
