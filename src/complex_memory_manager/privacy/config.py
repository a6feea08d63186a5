"""The ``privacy:`` section of the store's config: policy, allow-list, custom patterns and
per-category policy. Errors name the offending key, never the configured values."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from ..errors import ConfigError
from ._types import Category

__all__ = ["CustomPattern", "PrivacyConfig"]

Policy = Literal["redact", "strict"]
CategoryPolicy = Literal["redact", "strict", "allow"]
_POLICIES = ("redact", "strict")
_CATEGORY_POLICIES = ("redact", "strict", "allow")
_KEYS = frozenset({"policy", "allow", "patterns", "categories"})


@dataclass(frozen=True)
class CustomPattern:
    """A user-defined detector: an in-house token format and the category it belongs to."""

    name: str
    regex: re.Pattern[str] = field(repr=False)
    category: Category


@dataclass(frozen=True)
class PrivacyConfig:
    """How the gate decides. Defaults: redact everything it finds."""

    policy: Policy = "redact"
    allow: tuple[str, ...] = field(default=(), repr=False)
    patterns: tuple[CustomPattern, ...] = ()
    categories: tuple[tuple[Category, CategoryPolicy], ...] = ()

    def category_policy(self, category: Category) -> CategoryPolicy:
        for cat, pol in self.categories:
            if cat is category:
                return pol
        return self.policy

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any] | None) -> PrivacyConfig:
        """Parse the ``privacy:`` mapping; raise :class:`ConfigError` when it is invalid."""
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise ConfigError("privacy: must be a mapping")
        unknown = sorted(str(k) for k in data if k not in _KEYS)
        if unknown:
            raise ConfigError(f"privacy: unknown keys: {', '.join(unknown)}")
        policy = data.get("policy", "redact")
        if policy not in _POLICIES:
            raise ConfigError("privacy.policy: must be 'redact' or 'strict'")
        return cls(
            policy=policy,
            allow=_parse_allow(data.get("allow", ())),
            patterns=_parse_patterns(data.get("patterns", ())),
            categories=_parse_categories(data.get("categories", {})),
        )


def _parse_allow(raw: Any) -> tuple[str, ...]:
    if raw is None:
        return ()
    if isinstance(raw, str) or not isinstance(raw, (list, tuple)):
        raise ConfigError("privacy.allow: must be a list of strings")
    out: list[str] = []
    for i, item in enumerate(raw):
        if not isinstance(item, str) or not item.strip():
            raise ConfigError(f"privacy.allow[{i}]: must be a non-empty string")
        out.append(item.strip())
    return tuple(out)


def _category(raw: Any, where: str) -> Category:
    try:
        return Category(raw)
    except ValueError:
        names = ", ".join(c.value for c in Category)
        raise ConfigError(f"{where}: unknown category (use one of: {names})") from None


def _parse_patterns(raw: Any) -> tuple[CustomPattern, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, (list, tuple)):
        raise ConfigError("privacy.patterns: must be a list")
    out: list[CustomPattern] = []
    for i, item in enumerate(raw):
        where = f"privacy.patterns[{i}]"
        if not isinstance(item, Mapping):
            raise ConfigError(f"{where}: must be a mapping with name, regex, category")
        name, regex = item.get("name"), item.get("regex")
        if not isinstance(name, str) or not name.strip():
            raise ConfigError(f"{where}.name: must be a non-empty string")
        if not isinstance(regex, str) or not regex:
            raise ConfigError(f"{where}.regex: must be a non-empty string")
        try:
            compiled = re.compile(regex)
        except re.error:
            raise ConfigError(f"{where}.regex: not a valid regular expression") from None
        cat = _category(item.get("category", "secret"), f"{where}.category")
        out.append(CustomPattern(name.strip(), compiled, cat))
    return tuple(out)


def _parse_categories(raw: Any) -> tuple[tuple[Category, CategoryPolicy], ...]:
    if raw is None:
        return ()
    if not isinstance(raw, Mapping):
        raise ConfigError("privacy.categories: must be a mapping of category to policy")
    out: list[tuple[Category, CategoryPolicy]] = []
    for key, pol in raw.items():
        cat = _category(key, "privacy.categories")
        if pol not in _CATEGORY_POLICIES:
            raise ConfigError(f"privacy.categories.{cat.value}: must be redact, strict or allow")
        out.append((cat, pol))
    return tuple(out)
