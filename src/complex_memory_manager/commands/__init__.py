"""CLI command groups beyond the core verbs, one module per area, each with
``register(cli: click.Group) -> None``. Modules import only click at top level; the
store and heavy libraries are imported inside the commands (fast start-up)."""

from __future__ import annotations

import importlib

import click

__all__ = ["register_all"]

# maintenance: cleanup, audit; agents: mcp, skills, check, doctor, note;
# lifecycle: migrate, key rotate/rewrap, passphrase mode
MODULES = ("maintenance", "agents", "lifecycle")


def register_all(cli: click.Group) -> None:
    for name in MODULES:
        try:
            module = importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"{__name__}.{name}":
                continue  # area not built yet
            raise
        module.register(cli)
