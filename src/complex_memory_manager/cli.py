"""The ``cmm`` command: parse arguments, call one MemoryStore verb, print.

Conventions: text comes from an argument or stdin (``-``); every command has ``--json``;
errors are one line on stderr (a traceback only with ``--debug``); exit codes are
0 ok, 1 error, 2 usage, 3 refused by the privacy gate (strict), 4 audit failed.

Heavy modules (the store, cryptography, the privacy gate) are imported inside the
commands, so ``cmm --help`` and simple commands start fast.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import click

if TYPE_CHECKING:
    from .store import MemoryStore

F = TypeVar("F", bound=Callable[..., Any])

EXIT_OK, EXIT_ERROR, EXIT_USAGE, EXIT_REFUSED, EXIT_AUDIT = 0, 1, 2, 3, 4


# -- shared plumbing -----------------------------------------------------------


class Ctx:
    def __init__(self, root: str | None, debug: bool) -> None:
        self.root = root
        self.debug = debug
        self._store: MemoryStore | None = None

    @property
    def store(self) -> MemoryStore:
        if self._store is None:
            from .store import MemoryStore

            self._store = MemoryStore(self.root)
        return self._store


pass_ctx = click.make_pass_decorator(Ctx)


def json_option(fn: F) -> F:
    return click.option("--json", "as_json", is_flag=True, help="Print JSON.")(fn)


def skill_option(fn: F) -> F:
    return click.option("--skill", "-s", required=True, help="Skill name (a slug).")(fn)


def example(text: str) -> str:
    return "\b\nExample:\n  " + text.strip().replace("\n", "\n  ")


def emit(data: Any, as_json: bool, human: Callable[[], None] | None = None) -> None:
    if as_json or human is None:
        click.echo(json.dumps(data, ensure_ascii=False, indent=None if as_json else 2))
    else:
        human()


def read_text(text: str | None) -> str:
    if text is None or text == "-":
        if sys.stdin is None or sys.stdin.isatty():
            raise click.UsageError("give TEXT as an argument or on stdin ('-')")
        return sys.stdin.read()
    return text


# -- the group -----------------------------------------------------------------


@click.group(
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
    epilog=example(
        "cmm --root /tmp/mem key init\ncmm --root /tmp/mem remember -s weather-daily "
        "'User prefers Celsius'\ncmm --root /tmp/mem recall -s weather-daily --json"
    ),
)
@click.option(
    "--root", envvar="CMM_ROOT", metavar="DIR|s3://B/P",
    help="Memory root (env CMM_ROOT; default ./memory).",
)
@click.option("--debug", is_flag=True, help="Show tracebacks on errors.")
@click.version_option(package_name="complex-memory-manager", prog_name="cmm")
@click.pass_context
def cli(ctx: click.Context, root: str | None, debug: bool) -> None:
    """Privacy-aware, encrypted, persistent memory for AI agents and their skills.

    Tiers: T1 public stats and notes, T2 internal entries encrypted at rest,
    T3 private data that the privacy gate keeps from ever being stored.
    """
    ctx.obj = Ctx(root, debug)


# -- remember / recall / forget ------------------------------------------------


@cli.command(
    epilog=example(
        "cmm remember -s weather-daily 'User prefers Celsius'\n"
        "echo 'Prefers short answers' | cmm remember -s skill-a -\n"
        "printf '%s\\n' '{\"skill\":\"skill-a\",\"text\":\"Likes tables\"}' | cmm remember --jsonl"
    )
)
@click.option("--skill", "-s", help="Skill name (a slug). Required unless --jsonl.")
@click.option("--tier", type=click.Choice(["internal", "public"]), default="internal",
              show_default=True, help="internal = T2 encrypted; public = T1 notes.")
@click.option("--cipher", type=click.Choice(["aes-256-gcm", "legacy-xor"]), default="aes-256-gcm",
              show_default=True,
              help="legacy-xor only for old skills that decrypt files themselves.")
@click.option("--topic", help="Append to tier2-internal/<skill>_<topic>.md instead of a new file.")
@click.option("--strict", is_flag=True, default=None,
              help="Refuse the write (exit 3) if any private data is found.")
@click.option("--jsonl", is_flag=True, help='Bulk: stdin lines of {"skill","text"[,"tier"]}.')
@click.argument("text", required=False)
@json_option
@pass_ctx
def remember(c: Ctx, skill: str | None, tier: str, cipher: str, topic: str | None,
             strict: bool | None, jsonl: bool, text: str | None, as_json: bool) -> None:
    """Store TEXT (or stdin) for a skill, after the privacy gate."""
    if jsonl:
        items = list(_jsonl_items(read_text(text)))
        results = c.store.remember_many(items, strict=strict)
        emit({"remembered": [r.to_json() for r in results]}, as_json,
             lambda: click.echo(f"remembered {len(results)} entries"))
        return
    if skill is None:
        raise click.UsageError("missing option --skill")
    res = c.store.remember(skill, read_text(text), tier=tier, cipher=cipher, topic=topic,
                           strict=strict)

    def human() -> None:
        what = f"{res.id or 'note'} ({res.tier}, {res.cipher or 'plain'})"
        click.echo(f"remembered {what} in {res.file}")
        if res.findings:
            counts = ", ".join(f"{k} x{v}" for k, v in sorted(res.findings.items()))
            click.echo(f"redacted: {counts}")

    emit(res.to_json(), as_json, human)


def _jsonl_items(data: str) -> Any:
    for n, line in enumerate(data.splitlines(), 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except ValueError:
            raise click.UsageError(f"line {n}: not valid JSON") from None
        if not isinstance(obj, dict) or not isinstance(obj.get("skill"), str) or not isinstance(
            obj.get("text"), str
        ):
            raise click.UsageError(f'line {n}: expected {{"skill", "text"[, "tier"]}}')
        yield obj["skill"], obj["text"], str(obj.get("tier", "internal"))


@cli.command(
    epilog=example(
        "cmm recall -s weather-daily\ncmm recall -s weather-daily --query celsius --json"
    )
)
@skill_option
@click.option("--query", "-q", help="Rank entries by relevance to this query.")
@click.option("--include-archive", is_flag=True, help="Also show archived and expired entries.")
@click.option("--limit", "-n", type=click.IntRange(min=0), help="At most N entries.")
@json_option
@pass_ctx
def recall(c: Ctx, skill: str, query: str | None, include_archive: bool, limit: int | None,
           as_json: bool) -> None:
    """Decrypt and show a skill's entries (in memory only)."""
    res = c.store.recall(skill, query=query, include_archive=include_archive, limit=limit)

    def human() -> None:
        for e in res.entries:
            flag = " [archived]" if e.archived else ""
            click.echo(f"{e.id}  {e.created} -> {e.expires}  {e.cipher}{flag}\n  {e.text}")
        for p in res.errors:
            click.echo(f"error: {p.file} [{p.id}]: {p.error}", err=True)
        if not res.entries and not res.errors:
            click.echo("no entries")

    emit(res.to_json(), as_json, human)
    if res.errors and not res.entries:
        sys.exit(EXIT_ERROR)


@cli.command(
    epilog=example("cmm forget -s skill-a --id 3f2a9c0d1e2b4a5c\ncmm forget -s skill-a --all")
)
@skill_option
@click.option("--id", "entry_id", help="Forget one entry.")
@click.option("--all", "everything", is_flag=True,
              help="Forget every entry of the skill and destroy its data keys (crypto-shred).")
@json_option
@pass_ctx
def forget(c: Ctx, skill: str, entry_id: str | None, everything: bool, as_json: bool) -> None:
    """Delete one entry, or all of a skill's entries and its keys."""
    n = c.store.forget(skill, entry_id=entry_id, everything=everything)
    emit({"skill": skill, "forgotten": n, "keys_destroyed": everything}, as_json,
         lambda: click.echo(f"forgot {n} entries"
                            + (" and destroyed the skill's keys" if everything else "")))


# -- stats ---------------------------------------------------------------------


@cli.group(epilog=example("cmm stats record -s skill-a --success\ncmm stats show --json"))
def stats() -> None:
    """T1 public statistics: calls, success rate, observed patterns."""


@stats.command("record", epilog=example("cmm stats record -s skill-a --success"))
@skill_option
@click.option("--success/--failure", required=True, help="Outcome of the call.")
@json_option
@pass_ctx
def stats_record(c: Ctx, skill: str, success: bool, as_json: bool) -> None:
    """Count one call of a skill (safe under concurrent writers)."""
    out = c.store.record(skill, success=success)
    emit({skill: out}, as_json, lambda: click.echo(f"{skill}: {out['calls']} calls, "
                                                    f"success rate {out['success_rate']}"))


@stats.command("pattern", epilog=example(
    "cmm stats pattern --trigger 'morning request' -s morning-news-daily -s weather-daily"))
@click.option("--trigger", "-t", required=True, help="What prompted the skills (generalized).")
@click.option("--skill", "-s", "skills", multiple=True, required=True, help="Skill used (repeat).")
@json_option
@pass_ctx
def stats_pattern(c: Ctx, trigger: str, skills: tuple[str, ...], as_json: bool) -> None:
    """Count one observation of a workflow pattern."""
    out = c.store.record_pattern(trigger, list(skills))
    emit(out, as_json, lambda: click.echo(f"pattern recorded: {out['trigger']}"))


@stats.command("show", epilog=example("cmm stats show --json"))
@json_option
@pass_ctx
def stats_show(c: Ctx, as_json: bool) -> None:
    """Print all T1 stats in the seed's shape."""
    emit(c.store.stats(), as_json, None)


# -- keys ----------------------------------------------------------------------


@cli.group(epilog=example("cmm key init\ncmm key status --json"))
def key() -> None:
    """Master key management."""


@key.command("init", epilog=example("cmm key init\ncmm key init --file ~/.config/cmm/master.key"))
@click.option("--file", "path", type=click.Path(dir_okay=False),
              help="Write the key to this file (mode 0600) instead of the OS keyring.")
@json_option
@pass_ctx
def key_init(c: Ctx, path: str | None, as_json: bool) -> None:
    """Create a master key: the OS keyring if one exists, else a 0600 key file."""
    from .keyadmin import init_master_key

    out = init_master_key(c.store, path)
    emit(out, as_json, lambda: click.echo(f"master key created in {out['source']}"))


@key.command("status", epilog=example("cmm key status"))
@json_option
@pass_ctx
def key_status(c: Ctx, as_json: bool) -> None:
    """Say where the master key comes from (never the key)."""
    from .keyadmin import key_status as status

    out = status(c.store)

    def human() -> None:
        for k, v in out.items():
            click.echo(f"{k}: {v}")

    emit(out, as_json, human)


# -- privacy gate --------------------------------------------------------------


@cli.command(
    epilog=example("cmm scan 'mail me at someone@example.org'\necho text | cmm scan - --json")
)
@click.argument("text", required=False)
@json_option
@pass_ctx
def scan(c: Ctx, text: str | None, as_json: bool) -> None:
    """List private data found in TEXT: category, offsets, masked preview."""
    from .privacy import mask_preview

    body = read_text(text)
    findings = c.store.scan(body)
    rows = [
        {"category": str(f.category), "start": f.start, "end": f.end,
         "confidence": round(f.confidence, 2), "detector": f.detector,
         "preview": mask_preview(body, f)}
        for f in findings
    ]

    def human() -> None:
        for r in rows:
            click.echo(f"{r['category']:<14} {r['start']:>6}-{r['end']:<6} {r['preview']}")
        if not rows:
            click.echo("clean")

    emit({"findings": rows}, as_json, human)


@cli.command(epilog=example(
    "cmm redact 'Call me at 6am'\n"
    "printf '%s\\n' '{\"id\":1,\"text\":\"mail a@b.org\"}' | cmm redact --jsonl"))
@click.argument("text", required=False)
@click.option("--jsonl", is_flag=True,
              help='Stream lines of {"id","text"} to {"id","text","findings"}.')
@json_option
@pass_ctx
def redact(c: Ctx, text: str | None, jsonl: bool, as_json: bool) -> None:
    """Print TEXT with private data generalized."""
    gate = c.store.gate
    if jsonl:
        for n, line in enumerate(sys.stdin if text in (None, "-") else text.splitlines(), 1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
                body = obj["text"]
                assert isinstance(body, str)
            except (ValueError, KeyError, TypeError, AssertionError):
                raise click.UsageError(f'line {n}: expected {{"id", "text"}}') from None
            res = gate.redact(body)
            click.echo(json.dumps({"id": obj.get("id"), "text": res.text, "findings": [
                {"category": str(f.category), "start": f.start, "end": f.end} for f in res.findings
            ]}, ensure_ascii=False))
        return
    res = gate.redact(read_text(text))
    emit({"text": res.text, "findings": res.counts}, as_json, lambda: click.echo(res.text))


# -- the other areas (cleanup/audit, agents, key lifecycle) ------------------------

from .commands import register_all  # noqa: E402 - registered after the core commands

register_all(cli)


# -- entry point ---------------------------------------------------------------


def main(argv: list[str] | None = None) -> None:
    """Run the CLI, mapping our exceptions to one stderr line and an exit code."""
    from .errors import CMMError

    debug = "--debug" in (argv if argv is not None else sys.argv[1:])
    try:
        cli.main(args=argv, prog_name="cmm", standalone_mode=False)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.exceptions.Abort:
        click.echo("cmm: aborted", err=True)
        sys.exit(EXIT_ERROR)
    except click.ClickException as exc:
        if debug:
            raise
        hint = ""
        if isinstance(exc, click.UsageError) and exc.ctx is not None:
            hint = f" (see '{exc.ctx.command_path} --help')"
        click.echo(f"cmm: error: {exc.format_message()}{hint}", err=True)
        sys.exit(EXIT_USAGE if isinstance(exc, click.UsageError) else exc.exit_code)
    except CMMError as exc:
        if debug:
            raise
        click.echo(f"cmm: error: {exc}", err=True)
        sys.exit(exc.exit_code)
    except KeyboardInterrupt:
        sys.exit(130)
    except Exception as exc:
        if debug:
            raise
        # Unexpected: never print the message (it could carry user text); name the type.
        click.echo(f"cmm: internal error ({type(exc).__name__}); rerun with --debug", err=True)
        sys.exit(EXIT_ERROR)


if __name__ == "__main__":  # pragma: no cover
    # `python -m complex_memory_manager.cli`: run the canonical module, not this __main__
    # twin, whose Ctx class differs from the one the commands/ modules import.
    from complex_memory_manager.cli import main as _main

    _main()
