"""Key administration verbs (``cmm key ...``): create the master key, report its source,
switch to (or change) a passphrase, and rewrap the data keys under a new master key."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from .crypto.keys import (
    DataKeys,
    MasterKey,
    MissingMasterKey,
    create_key_file,
    default_key_file,
    encode_key,
    keyring_set,
    keyring_usable,
    load_master_key,
    ring_key,
)
from .crypto.passphrase import KdfParams
from .errors import KeyMaterialError
from .layout import STATE

if TYPE_CHECKING:
    from .store import MemoryStore

__all__ = ["init_master_key", "key_status", "rewrap_to", "set_passphrase"]

PENDING_KDF = f"{STATE}kdf.pending.json"


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
    from .crypto.passphrase import KDF_KEY

    if store.backend.exists(KDF_KEY):
        import json

        doc = json.loads(store.backend.get(KDF_KEY).data)
        out["passphrase_kdf"] = {k: doc.get(k) for k in ("kdf", "n", "r", "p")}
    if not master.available:
        out["hint"] = "run `cmm key init` or set CMM_MASTER_KEY (base64 of 32 bytes)"
    assert all(ring_key(s) for s in skills)
    return out


def set_passphrase(store: MemoryStore, new_passphrase: bytes,
                   params: KdfParams | None = None) -> dict[str, Any]:
    """Use a passphrase-derived master key for this store (first setup or a change).

    A store whose data keys exist is rewrapped under the new key (the current key, from
    any source, is needed for that). Crash-safe: the new parameters are recorded as
    pending first; rerunning with the same new passphrase finishes the job.
    """
    import json

    from .crypto.passphrase import KDF_KEY, derive, record_kdf
    from .errors import ObjectNotFound
    from .lifecycle import rewrap

    backend = store.backend
    try:
        pending: dict[str, Any] | None = json.loads(backend.get(PENDING_KDF).data)
    except (ObjectNotFound, ValueError):
        pending = None
    if pending is not None:
        old, expected = KdfParams.from_json(pending)
        if MasterKey(derive(new_passphrase, old), "passphrase:scrypt").key_id != expected:
            raise KeyMaterialError(
                "an unfinished passphrase change exists: give the same new passphrase to finish it"
            )
        params = old
    params = params or KdfParams.fresh()
    new = MasterKey(derive(new_passphrase, params), "passphrase:scrypt")
    skills = DataKeys(backend, MissingMasterKey()).skills()  # no key needed to list
    rewrapped = 0
    if skills:
        backend.put(PENDING_KDF, json.dumps(params.to_json(new.key_id)).encode())
        rewrapped = rewrap(store, new)["rewrapped"]
    record_kdf(backend, new_passphrase, params, replace=True)
    backend.delete(PENDING_KDF)
    assert backend.exists(KDF_KEY)
    return {"source": new.source, "key_id": new.key_id, "rewrapped": rewrapped,
            "kdf": {"kdf": "scrypt", "n": params.n, "r": params.r, "p": params.p}}


def rewrap_to(store: MemoryStore, new: MasterKey) -> dict[str, Any]:
    """Rewrap every data key under ``new`` (a key file's or a piped key); leaves
    passphrase mode if the store was in it (the passphrase no longer opens anything)."""
    from .crypto.passphrase import KDF_KEY
    from .lifecycle import rewrap

    out = rewrap(store, new)
    if store.backend.exists(KDF_KEY):
        store.backend.delete(KDF_KEY)
        out["left_passphrase_mode"] = True
    return out
