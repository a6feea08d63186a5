"""Commands for agents and the skills that use us: mcp, skills, check, doctor, note."""

from __future__ import annotations

import sys
from typing import Any

import click

__all__ = ["register"]


def _example(text: str) -> str:
    return "\b\nExample:\n  " + text.strip().replace("\n", "\n  ")


def register(cli: click.Group) -> None:  # noqa: PLR0915 - five small nested commands
    from ..cli import Ctx, emit, json_option, read_text

    pass_ctx = click.pass_obj  # not cli.pass_ctx: under `python -m ...cli` its Ctx is a twin class

    @cli.command(epilog=_example(
        "cmm mcp\n"
        "CMM_ROOT=~/agent/memory cmm mcp   # what an MCP client runs (see README: MCP install)"
    ))
    @pass_ctx
    def mcp(c: Ctx) -> None:
        """Serve the memory as MCP tools over stdio (remember, recall, forget, stats,
        cleanup, audit, scan, redact, note). Needs the 'mcp' extra."""
        try:
            from ..mcp_server import run
        except ImportError as exc:
            if (exc.name or "").split(".")[0] not in ("mcp", "mcp_types", "pydantic"):
                raise
            raise click.ClickException(
                "the MCP SDK is not installed: pip install 'complex-memory-manager[mcp]'"
            ) from None
        run(c.store, debug=c.debug)

    @cli.command(epilog=_example("cmm skills ~/.openclaw/skills\ncmm skills ./skills --json"))
    @click.argument("folder", type=click.Path(file_okay=False))
    @json_option
    def skills(folder: str, as_json: bool) -> None:
        """List the skills under FOLDER (each */SKILL.md) that depend on complex-memory-manager.

        Broken SKILL.md files are reported, not fatal.
        """
        from ..skills import dependents

        out = dependents(folder)

        def human() -> None:
            for s in out["dependents"]:
                need = f" (needs >= {s['min_version']})" if s.get("min_version") else ""
                warn = "" if s.get("compatible", True) else "  [this version is too old]"
                click.echo(f"{s['name']:<32} {s['path']}{need}{warn}")
            if not out["dependents"]:
                click.echo("no skill depends on complex-memory-manager")
            for b in out["broken"]:
                click.echo(f"broken: {b['path']}: {b['error']}", err=True)

        emit(out, as_json, human)

    @cli.command(epilog=_example(
        "cmm check --min-version 0.1 || exit 1   # first line of a dependent skill's script"
    ))
    @click.option("--min-version", metavar="V", help="Fail (exit 1) if older than V.")
    @json_option
    def check(min_version: str | None, as_json: bool) -> None:
        """Exit 0 if complex-memory-manager is installed (and at least V), else 1."""
        from ..skills import check as run_check

        out = run_check(min_version)
        emit(out, as_json, lambda: click.echo(f"complex-memory-manager {out['version']} ok"))

    @cli.command(epilog=_example("cmm doctor\ncmm --root /srv/agent/memory doctor --json"))
    @json_option
    @pass_ctx
    def doctor(c: Ctx, as_json: bool) -> None:
        """Report root, key source, legacy entries, last cleanup and problems (exit 1 if any)."""
        out: dict[str, Any] = c.store.doctor()

        def human() -> None:
            key = out.get("key", {})
            click.echo(f"version:        {out['version']}")
            click.echo(f"root:           {out['root']}")
            click.echo(f"master key:     {key.get('source')} "
                       f"({'available' if key.get('available') else 'MISSING'})")
            click.echo(f"entries:        {out['entries']} "
                       f"({out['legacy_entries']} legacy, {out['malformed_entries']} malformed)")
            click.echo(f"last cleanup:   {out['last_cleanup'] or 'never'}")
            click.echo(f"mcp server:     {'available' if out['mcp'] else 'not installed'}")
            for w in out["warnings"]:
                click.echo(f"warning: {w}")
            for p in out["problems"]:
                click.echo(f"problem: {p}")
            if out["ok"]:
                click.echo("ok")

        emit(out, as_json, human)
        if not out["ok"]:
            sys.exit(1)

    @cli.command(epilog=_example(
        "cmm note -s weather-daily 'User asked for the weekly forecast'\n"
        "echo 'Prefers short summaries' | cmm note -s skill-a -"
    ))
    @click.option("--skill", "-s", required=True, help="Skill writing the note (a slug).")
    @click.option("--strict", is_flag=True, default=None,
                  help="Refuse (exit 3) if any private data is found, instead of generalizing.")
    @click.argument("text", required=False)
    @json_option
    @pass_ctx
    def note(c: Ctx, skill: str, strict: bool | None, text: str | None, as_json: bool) -> None:
        """Append public TEXT (or stdin) to today's daily note <root>/YYYY-MM-DD.md."""
        res = c.store.note(skill, read_text(text), strict=strict)
        out = res.to_json()

        def human() -> None:
            click.echo(f"noted in {out['file']}")
            if out["findings"]:
                found = out["findings"].items()
                click.echo("redacted: " + ", ".join(f"{k} x{v}" for k, v in found))

        emit(out, as_json, human)
