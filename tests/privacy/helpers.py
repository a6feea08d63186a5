"""Small helpers shared by the privacy tests (assert on categories, never print values)."""

from __future__ import annotations

from complex_memory_manager.privacy import Category, default_gate


def cats(text: str) -> list[str]:
    return [f.category.value for f in default_gate().scan(text)]


def redacted(text: str) -> str:
    return default_gate().redact(text).text


def finds(text: str, category: Category) -> bool:
    return category.value in cats(text)
