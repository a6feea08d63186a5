"""The one exception tree of complex-memory-manager.

Every error the library raises derives from :class:`CMMError`. Failures from the
libraries underneath (``cryptography``, YAML, ``OSError``, boto) are translated where
they happen (``raise ... from exc``) so callers only ever catch our types.

No message in this tree may carry user text or a detected private value: messages name
files, entry ids, categories and counts, never contents.

::

    CMMError
    ├── UsageError                  bad arguments (CLI exit 2)
    │   └── InvalidSkillName
    ├── KeyMaterialError
    │   ├── KeyUnavailable          no master key configured
    │   └── KeyFileInsecure         key file readable by others / inside the root
    ├── PrivacyRefused              strict gate refused a write (CLI exit 3)
    ├── EntryError                  one entry could not be served
    │   ├── DecryptionFailed        wrong key, tampered ciphertext or metadata
    │   │   └── WrongKey            the key is the problem, not the entry (never quarantined)
    │   ├── MalformedEntry          broken frontmatter / sections / base64
    │   └── LegacyRefused           legacy read disabled by setting
    ├── LegacyTextUnsupported       text above U+00FF for the legacy cipher
    ├── StorageError                backend I/O failure
    │   ├── PreconditionFailed      conditional write lost a race
    │   ├── ObjectNotFound
    │   ├── UnsafePath              key resolves outside the root (symlink)
    │   └── BackendUnsafe           backend cannot guarantee safe concurrent writes
    ├── ConfigError                 invalid .cmm/config.yaml
    └── AuditFailed                 audit found problems (CLI exit 4)
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = [
    "AuditFailed",
    "BackendUnsafe",
    "CMMError",
    "ConfigError",
    "DecryptionFailed",
    "EntryError",
    "InvalidSkillName",
    "KeyFileInsecure",
    "KeyMaterialError",
    "KeyUnavailable",
    "LegacyRefused",
    "LegacyTextUnsupported",
    "MalformedEntry",
    "ObjectNotFound",
    "PreconditionFailed",
    "PrivacyRefused",
    "StorageError",
    "UnsafePath",
    "UsageError",
    "WrongKey",
]


class CMMError(Exception):
    """Base of every error raised by complex-memory-manager."""

    #: process exit code the CLI uses for this error
    exit_code: int = 1


class UsageError(CMMError):
    """The caller passed something invalid."""

    exit_code = 2


class InvalidSkillName(UsageError):
    """A skill name is not a slug (``^[a-z0-9][a-z0-9-]{0,63}$``)."""

    def __init__(self) -> None:
        # The offending name is not echoed: it may be anything, including a path or a secret.
        super().__init__(
            "invalid skill name: use 1-64 lowercase letters, digits or hyphens, "
            "starting with a letter or digit"
        )


class KeyMaterialError(CMMError):
    """Problems with master or data keys."""


class KeyUnavailable(KeyMaterialError):
    """No master key is configured; T2 writes and reads cannot proceed."""

    def __init__(self, detail: str = "") -> None:
        hint = "no master key: run `cmm key init` (or set CMM_MASTER_KEY to base64 of 32 bytes)"
        super().__init__(f"{hint}{'; ' + detail if detail else ''}")


class KeyFileInsecure(KeyMaterialError):
    """The key file is readable by others or lives inside the memory root."""


class PrivacyRefused(CMMError):
    """The privacy gate, in strict mode, refused a write.

    Carries only categories and counts, never the detected values.
    """

    exit_code = 3

    def __init__(self, counts: Mapping[str, int]) -> None:
        self.counts = dict(sorted(counts.items()))
        summary = ", ".join(f"{cat}: {n}" for cat, n in self.counts.items())
        super().__init__(f"refused by the privacy gate (strict): {summary}")


class EntryError(CMMError):
    """One entry cannot be served; the others still are."""

    def __init__(self, message: str, *, file: str = "", entry_id: str = "") -> None:
        self.reason = message
        self.file = file
        self.entry_id = entry_id
        where = " ".join(p for p in (file, f"[{entry_id}]" if entry_id else "") if p)
        super().__init__(f"{where}: {message}" if where else message)


class DecryptionFailed(EntryError):
    """Authentication failed: wrong key, tampered ciphertext or tampered metadata."""


class WrongKey(DecryptionFailed):
    """The key an entry needs is missing or wrong (master key mismatch, forgotten data key).

    The entry itself may be intact, so it is never quarantined.
    """


class MalformedEntry(EntryError):
    """The file does not follow the entry format."""


class LegacyRefused(EntryError):
    """Legacy-cipher reads are disabled (``legacy: refuse``)."""


class LegacyTextUnsupported(UsageError):
    """The legacy XOR cipher can only carry characters up to U+00FF."""

    def __init__(self) -> None:
        super().__init__(
            "legacy-xor cannot store characters above U+00FF (e.g. Chinese text); "
            "use the default cipher aes-256-gcm"
        )


class StorageError(CMMError):
    """The storage backend failed."""


class PreconditionFailed(StorageError):
    """A conditional write lost a race (etag changed, or object already exists)."""


class ObjectNotFound(StorageError):
    """The object does not exist."""


class UnsafePath(StorageError):
    """A key resolves outside the memory root (a symlink pointing elsewhere)."""


class BackendUnsafe(StorageError):
    """The backend cannot guarantee safe concurrent writes; refusing to run."""


class ConfigError(UsageError):
    """The store configuration is invalid."""


class AuditFailed(CMMError):
    """The privacy audit found problems."""

    exit_code = 4
