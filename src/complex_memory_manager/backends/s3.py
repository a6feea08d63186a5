"""S3-compatible object storage: one memory shared by a fleet of agents on many hosts.

``s3://bucket/prefix`` holds the same layout as a local root. Endpoint, region and
credentials come from the standard AWS settings (``AWS_ENDPOINT_URL``, ``AWS_PROFILE``,
``AWS_ACCESS_KEY_ID`` ..., region default ``us-east-1``); a custom endpoint (SeaweedFS,
MinIO, R2) is addressed path-style.

Safety rests on S3's conditional writes: ``If-None-Match: *`` creates, ``If-Match: <etag>``
replaces, and a lost race answers 412 (or 409 ``ConditionalRequestConflict``), which becomes
:class:`~complex_memory_manager.errors.PreconditionFailed`. An endpoint that ignores those
headers would silently lose updates, so before its first operation the backend probes the
endpoint (under ``<prefix>/.cmm/probe/``) and raises
:class:`~complex_memory_manager.errors.BackendUnsafe` if a conditional write is not refused
when it must be. Conditional *deletes* are used where the endpoint honours them; where it
does not (the probe tells), ``delete(if_match=...)`` falls back to compare-then-delete, a
documented best effort with a small race window.

Requests per operation: get, put, delete, exists — one each; list and versions — one per
1,000 keys (ListObjectsV2; versions uses the listing's ETags, no reads). Nothing is cached
except the probe verdict, which holds for the endpoint's software, not its data (a passed
probe is remembered per user for a day, see ``_cached_verdict``).
Every botocore/boto3 failure is translated here; none leaks to callers.

Lost responses: botocore retries a request whose response was lost (timeout, reset). If a
conditional write had in fact succeeded, its retry answers 412 — a lost race it actually
won, after which :func:`~.base.update` would apply its change once more. So a refused put
that botocore had retried checks the object: an ETag equal to the MD5 of our bytes means
the first attempt landed (:meth:`S3Backend._own_write`). Left open: a first attempt that
really failed, while another writer stored byte-identical content, is taken as ours — an
increment computed from the same base is then counted once instead of twice.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import secrets
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import BackendUnsafe, ObjectNotFound, PreconditionFailed, StorageError
from .base import Blob, check_key

if TYPE_CHECKING:
    from botocore.exceptions import ClientError

__all__ = ["S3Backend"]

PROBE_PREFIX = ".cmm/probe/"
_CONFLICT = {"PreconditionFailed", "ConditionalRequestConflict", "412", "409"}
_MISSING = {"NoSuchKey", "404", "NotFound"}
_DENIED = {"AccessDenied", "InvalidAccessKeyId", "SignatureDoesNotMatch", "403", "Forbidden"}

# The probe verdict per (endpoint, bucket): endpoint software does not change between
# two operations of one process, so it is checked once per process, not once per call.
_VERDICTS: dict[tuple[str, str], bool] = {}
_VERDICT_LOCK = threading.Lock()


class S3Backend:
    """Objects under ``s3://bucket/prefix`` through one boto3 client (thread-safe)."""

    kind = "s3"

    def __init__(
        self,
        bucket: str,
        prefix: str = "",
        *,
        client: Any = None,
        check_conditional_writes: bool = True,
    ) -> None:
        if not bucket:
            raise StorageError("s3 root needs a bucket: s3://bucket/prefix")
        self.bucket = bucket
        self.prefix = prefix.strip("/")
        if self.prefix:
            check_key(self.prefix)
        self.client = client if client is not None else _make_client()
        #: HTTP requests sent by this backend (retries included); read by benchmarks/tests
        self.requests = 0
        self.client.meta.events.register("before-send.s3", self._count)
        self._must_check = check_conditional_writes
        self._conditional_delete = True
        self._checked = False
        self._lock = threading.Lock()

    @classmethod
    def from_url(cls, url: str, *, client: Any = None) -> S3Backend:
        """``s3://bucket`` or ``s3://bucket/some/prefix``."""
        if not url.startswith("s3://"):
            raise StorageError("s3 root must look like s3://bucket/prefix")
        bucket, _, prefix = url[len("s3://") :].partition("/")
        return cls(bucket, prefix, client=client)

    # -- naming ----------------------------------------------------------------
    def _full(self, key: str) -> str:
        check_key(key)
        return f"{self.prefix}/{key}" if self.prefix else key

    def _rel(self, full: str) -> str:
        return full[len(self.prefix) + 1 :] if self.prefix else full

    def describe(self, key: str = "") -> str:
        path = "/".join(p for p in (self.prefix, key) if p)
        return f"s3://{self.bucket}/{path}" if path else f"s3://{self.bucket}"

    # -- reads -----------------------------------------------------------------
    def get(self, key: str) -> Blob:
        full = self._full(key)
        self._ensure_safe()
        try:
            resp = self.client.get_object(Bucket=self.bucket, Key=full)
            data = resp["Body"].read()
        except Exception as exc:
            raise self._error(exc, key) from exc
        return Blob(data, str(resp["ETag"]))

    def exists(self, key: str) -> bool:
        full = self._full(key)
        self._ensure_safe()
        try:
            self.client.head_object(Bucket=self.bucket, Key=full)
        except Exception as exc:
            err = self._error(exc, key)
            if isinstance(err, ObjectNotFound):
                return False
            raise err from exc
        return True

    def list(self, prefix: str = "") -> Iterator[str]:
        yield from sorted(self._listing(prefix))

    def versions(self, prefix: str = "") -> dict[str, str]:
        return dict(sorted(self._listing(prefix).items()))

    def _listing(self, prefix: str) -> dict[str, str]:
        """Every key under ``prefix`` with its listing ETag: one request per 1,000 keys."""
        self._ensure_safe()
        full = f"{self.prefix}/{prefix}" if self.prefix else prefix
        out: dict[str, str] = {}
        try:
            pages = self.client.get_paginator("list_objects_v2").paginate(
                Bucket=self.bucket, Prefix=full
            )
            for page in pages:
                for item in page.get("Contents", ()):
                    rel = self._rel(str(item["Key"]))
                    if not _valid(rel):  # folder markers ("x/"), foreign "a//b" objects
                        continue
                    out[rel] = str(item.get("ETag", ""))
        except Exception as exc:
            raise self._error(exc, prefix) from exc
        return out

    # -- writes ----------------------------------------------------------------
    def put(
        self, key: str, data: bytes, *, if_match: str | None = None, if_none_match: bool = False
    ) -> str:
        full = self._full(key)
        self._ensure_safe()
        return self._put(full, key, data, if_match=if_match, if_none_match=if_none_match)

    def _put(
        self, full: str, key: str, data: bytes, *, if_match: str | None, if_none_match: bool
    ) -> str:
        args: dict[str, Any] = {"Bucket": self.bucket, "Key": full, "Body": bytes(data)}
        if if_none_match:
            args["IfNoneMatch"] = "*"
        if if_match is not None:
            args["IfMatch"] = if_match
        try:
            resp = self.client.put_object(**args)
        except Exception as exc:
            err = self._error(exc, key)
            if if_match is not None and isinstance(err, ObjectNotFound):
                # AWS answers If-Match on a missing key with 404: the precondition lost
                err = PreconditionFailed(f"{key} changed")
            if isinstance(err, PreconditionFailed) and _retried(exc):
                won = self._own_write(full, key, data)
                if won is not None:
                    return won
            raise err from exc
        return str(resp.get("ETag", ""))

    def _own_write(self, full: str, key: str, data: bytes) -> str | None:
        """After a *retried* conditional put is refused: did the first attempt land?

        botocore resends a request whose response was lost; if the first one had been
        stored, the resend is refused as a lost race although it won. A single-part PUT's
        ETag is the MD5 of its body, so an object whose ETag is the MD5 of exactly our bytes
        is our write (or another writer's byte-identical one, which is just as good for a
        replace that has to land once). Returns its ETag, or None: a genuine lost race.
        """
        etag = self._head_etag(full, key)
        if etag is None:
            return None
        plain = etag.strip('"')
        # an MD5 only for a single-part upload without SSE-KMS: 32 hex digits, no "-N"
        if len(plain) == 32 and plain == hashlib.md5(data, usedforsecurity=False).hexdigest():
            return etag
        return None

    def delete(self, key: str, *, if_match: str | None = None) -> None:
        full = self._full(key)
        self._ensure_safe()
        self._delete(full, key, if_match=if_match)

    def _delete(self, full: str, key: str, *, if_match: str | None) -> None:
        args: dict[str, Any] = {"Bucket": self.bucket, "Key": full}
        if if_match is not None:
            if not self._conditional_delete:
                # Best effort on endpoints without conditional deletes: compare, then
                # delete. A writer slipping in between the two requests is lost.
                if self._head_etag(full, key) != if_match:
                    raise PreconditionFailed(f"{key} changed")
            else:
                args["IfMatch"] = if_match
        try:
            self.client.delete_object(**args)
        except Exception as exc:
            err = self._error(exc, key)
            if if_match is not None and isinstance(err, ObjectNotFound):
                err = PreconditionFailed(f"{key} changed")
            raise err from exc

    def _head_etag(self, full: str, key: str) -> str | None:
        try:
            return str(self.client.head_object(Bucket=self.bucket, Key=full)["ETag"])
        except Exception as exc:
            err = self._error(exc, key)
            if isinstance(err, ObjectNotFound):
                return None
            raise err from exc

    # -- the start-up safety check ---------------------------------------------
    def _ensure_safe(self) -> None:
        if self._checked or not self._must_check:
            return
        with self._lock:
            if self._checked:
                return
            ident = (str(self.client.meta.endpoint_url), self.bucket)
            with _VERDICT_LOCK:
                verdict = _VERDICTS.get(ident)
            if verdict is None:
                verdict = _cached_verdict(ident)
            if verdict is None:
                verdict = self.check_conditional_writes()
                _remember_verdict(ident, verdict)
            with _VERDICT_LOCK:
                _VERDICTS[ident] = verdict
            self._conditional_delete = verdict
            self._checked = True

    def check_conditional_writes(self) -> bool:
        """Probe the endpoint; raise :class:`BackendUnsafe` if it ignores conditional writes.

        Returns whether conditional *deletes* are honoured too (if not, deletes with
        ``if_match`` fall back to a best-effort compare-then-delete).
        """
        key = f"{PROBE_PREFIX}{secrets.token_hex(8)}"
        full = self._full(key)
        where = f"{self.client.meta.endpoint_url} (bucket {self.bucket})"
        self._put(full, key, b"probe-1", if_match=None, if_none_match=True)
        try:
            if not _refused(lambda: self._put(full, key, b"probe-2", if_match=None,
                                              if_none_match=True)):
                raise BackendUnsafe(
                    f"{where} ignores If-None-Match on PutObject: concurrent writers would "
                    "lose updates, so the store refuses to run on it. Use an S3 endpoint "
                    "with conditional writes (AWS S3, SeaweedFS >= 3.80, MinIO, R2)."
                )
            if not _refused(lambda: self._put(full, key, b"probe-3", if_match='"0"',
                                              if_none_match=False)):
                raise BackendUnsafe(
                    f"{where} ignores If-Match on PutObject: concurrent writers would lose "
                    "updates, so the store refuses to run on it. Use an S3 endpoint with "
                    "conditional writes (AWS S3, SeaweedFS >= 3.80, MinIO, R2)."
                )
            return _refused(lambda: self._delete(full, key, if_match='"0"'))
        finally:
            # a leftover probe object is harmless; never let cleanup mask the verdict
            with contextlib.suppress(Exception):
                self.client.delete_object(Bucket=self.bucket, Key=full)

    # -- helpers ---------------------------------------------------------------
    def _count(self, **_: Any) -> None:
        self.requests += 1

    def _error(self, exc: Exception, key: str) -> StorageError:  # noqa: PLR0911 - a table
        """Translate a botocore/boto3 failure into our tree (messages carry no contents)."""
        from botocore.exceptions import BotoCoreError, ClientError

        where = self.describe(key)
        if isinstance(exc, StorageError):
            return exc
        if isinstance(exc, ClientError):
            code, status = _code(exc)
            if code in _CONFLICT or status in (409, 412):
                return PreconditionFailed(f"{key} changed")
            if code == "NoSuchBucket":
                return StorageError(f"{where}: bucket {self.bucket} does not exist")
            if code in _MISSING or status == 404:
                return ObjectNotFound(key)
            if code in _DENIED or status == 403:
                return StorageError(f"{where}: access denied ({code}); check AWS credentials")
            return StorageError(f"{where}: S3 error {code or status}")
        if isinstance(exc, BotoCoreError):
            return StorageError(f"{where}: {type(exc).__name__}: {exc}")
        return StorageError(f"{where}: {type(exc).__name__}")


# A passed probe is also remembered per user for a day, so that each short-lived `cmm`
# process does not pay its requests. Only a pass is kept: an unsafe endpoint is probed
# (and refused) every time. CMM_S3_PROBE=always skips the cache.
PROBE_TTL = 24 * 3600.0


def _retried(exc: Exception) -> bool:
    """Did botocore send this request more than once?"""
    meta = getattr(exc, "response", None) or {}
    return int(meta.get("ResponseMetadata", {}).get("RetryAttempts", 0) or 0) > 0


def _verdict_file() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "complex-memory-manager" / "s3-probes.json"


def _cached_verdict(ident: tuple[str, str]) -> bool | None:
    if os.environ.get("CMM_S3_PROBE") == "always":
        return None
    try:
        item = json.loads(_verdict_file().read_text("utf-8")).get("|".join(ident))
        if isinstance(item, dict) and time.time() - float(item["at"]) < PROBE_TTL:
            return bool(item["conditional_delete"])
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        pass
    return None


def _remember_verdict(ident: tuple[str, str], conditional_delete: bool) -> None:
    path = _verdict_file()
    try:
        try:
            doc = json.loads(path.read_text("utf-8"))
            doc = doc if isinstance(doc, dict) else {}
        except (OSError, ValueError):
            doc = {}
        doc["|".join(ident)] = {"at": time.time(), "conditional_delete": conditional_delete}
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(doc), "utf-8")
        tmp.replace(path)
    except OSError:
        pass  # a cache: failing to write it only costs a probe next time


def _valid(key: str) -> bool:
    try:
        check_key(key)
    except StorageError:
        return False
    return True


def _code(exc: ClientError) -> tuple[str, int]:
    resp: Any = exc.response
    code = str(resp.get("Error", {}).get("Code", ""))
    status = int(resp.get("ResponseMetadata", {}).get("HTTPStatusCode", 0) or 0)
    return code, status


def _refused(action: Any) -> bool:
    try:
        action()
    except PreconditionFailed:
        return True
    except StorageError as exc:
        # e.g. 501 NotImplemented for an unsupported header: not honoured either
        if "NotImplemented" in str(exc) or "501" in str(exc):
            return False
        raise
    return False


def _make_client() -> Any:
    """A boto3 S3 client from the standard AWS settings (env, profile, config files)."""
    try:
        import boto3
        import botocore.session
        from botocore.config import Config
        from botocore.exceptions import BotoCoreError
    except ImportError as exc:  # pragma: no cover - exercised only without the extra
        raise StorageError(
            "s3 roots need boto3: pip install 'complex-memory-manager[s3]'"
        ) from exc
    region = os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION")
    try:
        core = botocore.session.get_session()
        core.register_component("data_loader", _shared_loader())
        session = boto3.session.Session(botocore_session=core)
        region = region or session.region_name or "us-east-1"
        base: dict[str, Any] = {
            "connect_timeout": 10,
            "read_timeout": 60,
            "max_pool_connections": 32,
            # S3-compatible servers differ in checksum support; MD5/ETag is enough here
            "request_checksum_calculation": "when_required",
            "response_checksum_validation": "when_required",
        }
        if not (os.environ.get("AWS_MAX_ATTEMPTS") or os.environ.get("AWS_RETRY_MODE")):
            base["retries"] = {"mode": "standard", "max_attempts": 4}
        client = session.client("s3", region_name=region, config=Config(**base))
        endpoint = str(client.meta.endpoint_url)
        if not _is_aws(endpoint):
            client = session.client(
                "s3", region_name=region,
                config=Config(**base, s3={"addressing_style": "path"}),
            )
    except BotoCoreError as exc:
        raise StorageError(f"cannot configure the S3 client: {exc}") from exc
    return client


_LOADER: list[Any] = []


def _shared_loader() -> Any:
    """One botocore model loader per process: a new client then costs ~20 ms, not ~300.

    Only the (read-only) service models are shared; credentials, region and endpoint are
    resolved afresh for every backend from the current AWS settings.
    """
    with _VERDICT_LOCK:
        if not _LOADER:
            from botocore.loaders import create_loader

            _LOADER.append(create_loader())
        return _LOADER[0]


def _is_aws(endpoint: str) -> bool:
    host = endpoint.split("://", 1)[-1].split("/", 1)[0].split(":", 1)[0]
    return host.endswith((".amazonaws.com", ".amazonaws.com.cn"))
