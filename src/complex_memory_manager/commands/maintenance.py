"""``cmm cleanup`` and ``cmm audit``: thin skins over ``MemoryStore.cleanup`` / ``.audit``."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import click

if TYPE_CHECKING:
    from ..audit import AuditReport
    from ..cleanup import CleanupReport

__all__ = ["register"]


def _example(text: str) -> str:
    return "\b\nExample:\n  " + text.strip().replace("\n", "\n  ")


@contextmanager
def _progress(enabled: bool) -> Iterator[Callable[[int, int], None] | None]:
    """A rich progress bar on stderr when it is a terminal; nothing otherwise."""
    if not enabled or not sys.stderr.isatty():
        yield None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    with Progress("cleanup", BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                  console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("files", total=None)

        def update(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        yield update


def _cleanup_human(rep: CleanupReport) -> None:
    if not rep.ran:
        click.echo(f"cleanup not due (last run {rep.last_run}); nothing done")
        return
    head = "dry run: would do" if rep.dry_run else "cleanup done"
    if rep.resumed:
        head += " (finished an interrupted run first)"
    click.echo(f"{head}: {rep.archived} archived, {rep.deleted} deleted, {rep.merged} merged"
               + (f", {rep.redacted} redacted" if rep.redacted else "")
               + (f", {rep.patterns_dropped} stale patterns dropped" if rep.patterns_dropped
                  else ""))
    for p in rep.plan:
        if "skill" in p:
            click.echo(
                f"  {p['skill']}: {len(p['sources'])} file(s) -> {p['target'] or 'none'}; "
                f"keep {p['keep']}, archive {sum(len(v) for v in p['archive'].values())}, "
                f"delete {len(p['delete'])}, merge {len(p['merge'])}"
            )
            for d in p["delete"]:
                click.echo(f"    delete {d['id']} ({', '.join(d['categories'])})")
        else:
            click.echo(f"  purge {len(p['ids'])} archived entries from {p['purge']}")
    if rep.unscanned:
        click.echo(f"warning: {rep.unscanned} entries could not be decrypted and were not "
                   "scanned (kept as they are)", err=True)
    for s in rep.skipped:
        click.echo(f"skipped {s['file']}: {s['reason']}", err=True)
    if rep.log:
        click.echo(rep.log)


def _audit_human(rep: AuditReport) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console(soft_wrap=True)
    if rep.issues:
        from rich.text import Text

        table = Table(title="privacy audit")
        for name in ("file", "item", "category", "severity"):
            table.add_column(name, overflow="fold")  # never cut a file name short
        for i in rep.issues:
            # Text(): names are data, never rich markup
            table.add_row(*(Text(v) for v in (i.file, i.item, i.category, i.severity)))
        console.print(table)
    verdict = "PASS" if rep.ok else f"FAIL ({len(rep.failures)} problems)"
    console.print(f"audit {verdict}: {rep.files} files, {rep.entries} entries, "
                  f"{rep.decrypted} decrypted", markup=False, highlight=False)


def register(cli: click.Group) -> None:
    from ..cli import emit, json_option, pass_ctx

    @cli.command(epilog=_example("cmm cleanup --dry-run\ncmm cleanup --if-due --json"))
    @click.option("--dry-run", is_flag=True, help="Print the plan; change nothing.")
    @click.option("--if-due", is_flag=True,
                  help="Run only if the last cleanup is at least cleanup.interval_days old.")
    @json_option
    @pass_ctx
    def cleanup(c: Any, dry_run: bool, if_due: bool, as_json: bool) -> None:
        """Archive old entries, delete private ones, merge duplicates, compact, log."""
        with _progress(not as_json) as progress:
            rep = c.store.cleanup(dry_run=dry_run, if_due=if_due, progress=progress)
        emit(rep.to_json(), as_json, lambda: _cleanup_human(rep))

    @cli.command(epilog=_example("cmm audit\ncmm audit --json"))
    @json_option
    @pass_ctx
    def audit(c: Any, as_json: bool) -> None:
        """Check every file under the root against the privacy checklist (exit 4 on failure)."""
        from ..errors import AuditFailed

        rep = c.store.audit()
        emit(rep.to_json(), as_json, lambda: _audit_human(rep))
        if not rep.ok:
            raise AuditFailed(f"privacy audit failed: {len(rep.failures)} problems")
