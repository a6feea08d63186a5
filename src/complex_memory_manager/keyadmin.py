"""Key administration verbs (``cmm key ...``): create the master key, report its source."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from .crypto.keys import (
    MasterKey,
    create_key_file,
    default_key_file,
    encode_key,
    keyring_set,
    keyring_usable,
    load_master_key,
    ring_key,
)
from .errors import KeyMaterialError
from .layout import STATE

if TYPE_CHECKING:
    from .store import MemoryStore

__all__ = ["init_master_key", "key_status"]


def init_master_key(store: MemoryStore, path: str | None = None) -> dict[str, Any]:
    """Create a master key where none exists: keyring if real, else a 0600 key file."""
    existing = load_master_key(store.local_root())
    if existing.available:
        raise KeyMaterialError(f"a master key already exists ({existing.source}); not replacing it")
    if path is None and keyring_usable():
        import secrets

        raw = secrets.token_bytes(32)
        keyring_set(encode_key(raw))
        key = MasterKey(raw, "keyring:complex-memory-manager")
    else:
        key = create_key_file(Path(path).expanduser() if path else default_key_file(),
                              store.local_root())
    return {"source": key.source, "key_id": key.key_id}


def key_status(store: MemoryStore) -> dict[str, Any]:
    """Where the master key comes from and which skills have data keys. Never key bytes."""
    master = store.master_key
    skills = sorted(
        k[len(STATE) + 5 : -5] for k in store.backend.list(f"{STATE}keys/") if k.endswith(".json")
    )
    out: dict[str, Any] = {
        "available": master.available,
        "source": master.source,
        "key_id": master.key_id if master.available else None,
        "root": store.location,
        "skills_with_data_keys": skills,
    }
    if not master.available:
        out["hint"] = "run `cmm key init` or set CMM_MASTER_KEY (base64 of 32 bytes)"
    assert all(ring_key(s) for s in skills)
    return out
