"""``cmm migrate``, ``cmm key rotate|rewrap|passphrase``, ``cmm quarantine``: thin skins
over :mod:`complex_memory_manager.lifecycle`, :mod:`..keyadmin` and :mod:`..quarantine`.

Secrets never come from arguments: a new master key is read from a key file
(``--new-key-file``, mode 0600, outside the root) or stdin (``--new-key-stdin``); a
passphrase from stdin (``--passphrase-stdin``), env ``CMM_PASSPHRASE_FD`` or a prompt.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

import click

if TYPE_CHECKING:
    from ..cli import Ctx

__all__ = ["register"]


def _example(text: str) -> str:
    return "\b\nExample:\n  " + text.strip().replace("\n", "\n  ")


def _emit(data: Any, as_json: bool, lines: list[str]) -> None:
    from ..cli import emit

    emit(data, as_json, lambda: click.echo("\n".join(lines)))


def _problems(out: dict[str, Any]) -> list[str]:
    lines = [f"error: {p['file']} [{p['id']}]: {p['error']}" for p in out.get("problems", [])]
    lines += [f"quarantined: {q}" for q in out.get("quarantined", [])]
    return lines


def register(cli: click.Group) -> None:  # noqa: PLR0915 - one nested command per verb
    from ..cli import pass_ctx

    key = cli.commands["key"]
    assert isinstance(key, click.Group)

    @cli.command("migrate", epilog=_example("cmm migrate --dry-run\ncmm migrate --json"))
    @click.option("--dry-run", is_flag=True, help="Only count the legacy entries per file.")
    @click.option("--skill", "-s", "skills", multiple=True, help="Only this skill (repeat).")
    @click.option("--json", "as_json", is_flag=True, help="Print JSON.")
    @pass_ctx
    def migrate(c: Ctx, dry_run: bool, skills: tuple[str, ...], as_json: bool) -> None:
        """Re-encrypt legacy-xor entries (T2 and archive) with AES-256-GCM.

        Ids, dates and key hints are kept. Afterwards set `legacy: refuse` in
        .cmm/config.yaml so forged legacy files are never read.
        """
        out = c.store.migrate(dry_run=dry_run, skills=list(skills) or None)
        if dry_run:
            lines = [f"would migrate {out['legacy_entries']} legacy entries"]
            lines += [f"  {f['file']}: {f['legacy_entries']}" for f in out["files"]]
        else:
            lines = [f"migrated {out['migrated']} entries in {out['files']} files; "
                     f"{out['remaining_legacy']} legacy entries remain", *_problems(out)]
        _emit(out, as_json, lines)
        if not dry_run and out["remaining_legacy"]:
            sys.exit(1)

    @key.command("rotate", epilog=_example("cmm key rotate\ncmm key rotate --skill weather-daily"))
    @click.option("--skill", "-s", "skills", multiple=True, help="Only this skill (repeat).")
    @click.option("--json", "as_json", is_flag=True, help="Print JSON.")
    @pass_ctx
    def rotate(c: Ctx, skills: tuple[str, ...], as_json: bool) -> None:
        """New data key per skill; every entry re-encrypted under it, one file at a time.

        Safe to interrupt: rerunning resumes the same rotation. Old keys leave the key
        ring once no entry uses them.
        """
        out = c.store.rotate(skills=list(skills) or None)
        lines = ["resumed an interrupted rotation"] if out["resumed"] else []
        lines += [f"{s}: {v['entries']} entries now under {v['new_key_id']}; "
                  f"retired {', '.join(v['retired']) or 'none'}" for s, v in out["skills"].items()]
        _emit(out, as_json, (lines or ["no skill has a data key; nothing to rotate"])
              + _problems(out))
        if out["problems"]:
            sys.exit(1)

    @key.command("rewrap", epilog=_example(
        "cmm key rewrap --generate ~/.config/complex-memory-manager/master-2.key\n"
        "CMM_KEY_FILE=~/.config/complex-memory-manager/master-2.key cmm key status\n"
        "cmm key rewrap --new-key-stdin < new.key"))
    @click.option("--new-key-file", type=click.Path(dir_okay=False, exists=True),
                  help="The new master key: a 0600 key file outside the root.")
    @click.option("--generate", "generate", type=click.Path(dir_okay=False),
                  help="Create a new 0600 key file here and rewrap to it.")
    @click.option("--new-key-stdin", is_flag=True, help="Read the new key (base64) from stdin.")
    @click.option("--json", "as_json", is_flag=True, help="Print JSON.")
    @pass_ctx
    def rewrap(c: Ctx, new_key_file: str | None, generate: str | None, new_key_stdin: bool,
               as_json: bool) -> None:
        """Re-wrap every data key under a new master key; entries are not touched.

        The current master key (env, keyring, key file or passphrase) unwraps; the new one
        wraps. Then point CMM_KEY_FILE (or CMM_MASTER_KEY) at the new key and keep the
        old one until `cmm recall` works. Rerun to finish an interrupted rewrap.
        """
        from pathlib import Path

        from ..crypto.keys import MasterKey, create_key_file, decode_key, read_key_file
        from ..keyadmin import rewrap_to

        if sum(map(bool, (new_key_file, generate, new_key_stdin))) != 1:
            raise click.UsageError(
                "give exactly one of --new-key-file, --generate, --new-key-stdin")
        root = c.store.local_root()
        c.store.master_key.material  # noqa: B018 - fail before creating anything
        if new_key_file:
            new = read_key_file(Path(new_key_file).expanduser(), root)
        elif generate:
            new = create_key_file(Path(generate).expanduser(), root)
        else:
            new = MasterKey(decode_key(sys.stdin.read(), "stdin"), "stdin")
        out = rewrap_to(c.store, new)
        out["source"] = new.source
        where = f"CMM_KEY_FILE={new.source[5:]}" if new.source.startswith("file:") else (
            "CMM_MASTER_KEY (or your keyring)")
        _emit(out, as_json, [
            f"rewrapped {out['rewrapped']} data keys of {len(out['skills'])} skills "
            f"under master key {out['new_key_id']}",
            f"next: use the new key ({where}); keep the old key until recall works",
        ])

    @key.command("passphrase", epilog=_example(
        "cmm key passphrase\nprintf '%s\\n' \"$PASS\" | cmm key passphrase --passphrase-stdin\n"
        "CMM_PASSPHRASE_FD=3 cmm recall -s skill-a 3<passfile"))
    @click.option("--passphrase-stdin", is_flag=True, help="Read the new passphrase from stdin.")
    @click.option("--json", "as_json", is_flag=True, help="Print JSON.")
    @pass_ctx
    def passphrase(c: Ctx, passphrase_stdin: bool, as_json: bool) -> None:
        """Use a passphrase (scrypt, memory-hard) for this store's master key, or change it.

        Existing data keys are rewrapped (the current key or passphrase is needed). Later
        commands read the passphrase from env CMM_PASSPHRASE_FD or prompt for it.
        """
        from ..crypto.passphrase import read_passphrase
        from ..keyadmin import set_passphrase

        secret = read_passphrase(stdin=passphrase_stdin, prompt="New passphrase: ",
                                 confirm=not passphrase_stdin)
        out = set_passphrase(c.store, secret)
        _emit(out, as_json, [f"passphrase mode on (scrypt n={out['kdf']['n']}); "
                             f"rewrapped {out['rewrapped']} data keys"])

    @cli.command("quarantine", epilog=_example("cmm quarantine --json"))
    @click.option("--json", "as_json", is_flag=True, help="Print JSON.")
    @pass_ctx
    def quarantine_cmd(c: Ctx, as_json: bool) -> None:
        """List files moved to .cmm/quarantine/ and why (never their contents)."""
        from ..quarantine import listing

        rows = listing(c.store.backend)
        lines = [f"{r['folder']}  {r.get('file')}: {'; '.join(r.get('reasons', []))}"
                 for r in rows] or ["quarantine is empty"]
        _emit({"quarantined": rows}, as_json, lines)
