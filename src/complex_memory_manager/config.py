"""The store's settings: ``.cmm/config.yaml`` under the root, with safe defaults.

::

    privacy:            # see complex_memory_manager.privacy.PrivacyConfig
      policy: redact    # or strict
    retention:
      days: 30          # T2 expiry and archive age
      purge_archive_days: null
    legacy: allow       # or refuse: never read legacy-xor entries (anyone can forge them)
    cleanup:
      interval_days: 7
      pattern_max_age_days: 90
      on_private: delete  # or redact
    limits:
      max_file_mib: 64  # larger T2/archive files are refused and quarantined
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import yaml

from .errors import ConfigError

__all__ = ["CONFIG_KEY", "Settings"]

CONFIG_KEY = ".cmm/config.yaml"


def _int(section: Mapping[str, Any], name: str, default: int, *, minimum: int = 0) -> int:
    value = section.get(name, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
        raise ConfigError(f"config: {name} must be an integer >= {minimum}")
    return value


@dataclass(frozen=True)
class Settings:
    retention_days: int = 30
    purge_archive_days: int | None = None
    legacy: str = "allow"
    cleanup_interval_days: int = 7
    pattern_max_age_days: int = 90
    on_private: str = "delete"
    privacy: Mapping[str, Any] = field(default_factory=dict)
    max_file_bytes: int = 64 * 1024 * 1024

    @classmethod
    def from_yaml(cls, data: bytes | None) -> Settings:
        if not data:
            return cls()
        try:
            raw = yaml.safe_load(data) or {}
        except yaml.YAMLError:
            raise ConfigError("config: .cmm/config.yaml is not valid YAML") from None
        if not isinstance(raw, dict):
            raise ConfigError("config: top level must be a mapping")
        return cls.from_mapping(raw)

    @classmethod
    def from_mapping(cls, raw: Mapping[str, Any]) -> Settings:
        retention = raw.get("retention") or {}
        cleanup = raw.get("cleanup") or {}
        privacy = raw.get("privacy") or {}
        limits = raw.get("limits") or {}
        if not all(isinstance(s, dict) for s in (retention, cleanup, privacy, limits)):
            raise ConfigError("config: retention, cleanup, privacy and limits must be mappings")
        legacy = raw.get("legacy", "allow")
        if legacy not in ("allow", "refuse"):
            raise ConfigError("config: legacy must be 'allow' or 'refuse'")
        on_private = cleanup.get("on_private", "delete")
        if on_private not in ("delete", "redact"):
            raise ConfigError("config: cleanup.on_private must be 'delete' or 'redact'")
        purge = retention.get("purge_archive_days")
        if purge is not None:
            purge = _int(retention, "purge_archive_days", 0, minimum=1)
        return cls(
            retention_days=_int(retention, "days", 30, minimum=1),
            purge_archive_days=purge,
            legacy=legacy,
            cleanup_interval_days=_int(cleanup, "interval_days", 7),
            pattern_max_age_days=_int(cleanup, "pattern_max_age_days", 90, minimum=1),
            on_private=on_private,
            privacy=privacy,
            max_file_bytes=_int(limits, "max_file_mib", 64, minimum=1) * 1024 * 1024,
        )
