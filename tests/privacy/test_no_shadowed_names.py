"""A detector module that assigns one module-level name twice silently replaces the first
value for every function that reads it at run time: two such clashes (a password shape and a
method-call pattern) changed outputs before this test. Extending a name with itself
(``DETECTORS = (*DETECTORS, …)``) is the modules' way of growing a list and is allowed."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PRIVACY = Path(__file__).resolve().parents[2] / "src" / "complex_memory_manager" / "privacy"
MODULES = sorted(PRIVACY.rglob("*.py"))


def _bound(node: ast.stmt) -> list[str]:
    if isinstance(node, ast.Assign):
        names: list[str] = []
        for t in node.targets:
            if isinstance(t, ast.Name):
                names.append(t.id)
            elif isinstance(t, ast.Tuple):
                names += [e.id for e in t.elts if isinstance(e, ast.Name)]
        return names
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        return [node.target.id]
    if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
        return [node.name]
    return []


def _reads(node: ast.stmt, name: str) -> bool:
    value = getattr(node, "value", None)
    return value is not None and any(
        isinstance(n, ast.Name) and n.id == name for n in ast.walk(value)
    )


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_no_module_level_name_is_silently_rebound(path: Path) -> None:
    seen: set[str] = set()
    clashes = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        for name in _bound(node):
            if name in seen and not _reads(node, name):
                clashes.append(f"{name} (line {node.lineno})")
            seen.add(name)
    assert not clashes, f"{path.name} rebinds {', '.join(clashes)}"
