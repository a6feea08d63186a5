"""Local-directory backend: the default.

Atomic writes are temp file → fsync → rename → fsync(dir). Preconditions:
``if_none_match`` uses ``link()`` (fails atomically if the name exists); ``if_match``
holds a per-key :mod:`filelock` lock while it compares and replaces. Files are created
0600 and folders 0700: memory is private to its owner.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import secrets
import time
from collections.abc import Iterator
from pathlib import Path

from filelock import FileLock

from ..errors import ObjectNotFound, PreconditionFailed, StorageError, UnsafePath
from .base import Blob
from .memory import etag_of

__all__ = ["TEMP_MARK", "LocalBackend"]

TEMP_MARK = ".cmm-tmp-"
_LOCKS = ".cmm/locks"


class LocalBackend:
    kind = "local"

    def __init__(self, root: str | os.PathLike[str]) -> None:
        self.root = Path(root).expanduser().absolute()
        self._real_root = self.root.resolve() if self.root.exists() else None

    # -- paths ---------------------------------------------------------------
    def path(self, key: str) -> Path:
        parts = key.split("/")
        if (
            not key
            or key.startswith("/")
            or "\\" in key
            or any(p in ("", ".", "..") for p in parts)
        ):
            raise StorageError("invalid storage key")
        return self.root.joinpath(*parts)

    def _checked(self, key: str) -> Path:
        """The path of ``key``; refuse symlinks that lead outside the root."""
        path = self.path(key)
        if path.is_symlink() or any(p.is_symlink() for p in path.parents if p != self.root):
            real = path.resolve()
            root = self._real_root or self.root.resolve()
            if not real.is_relative_to(root):
                raise UnsafePath(f"{self.describe(key)}: symlink points outside the root")
        return path

    def describe(self, key: str = "") -> str:
        return str(self.path(key)) if key else str(self.root)

    # -- reads ---------------------------------------------------------------
    def get(self, key: str) -> Blob:
        path = self._checked(key)
        try:
            data = path.read_bytes()
        except (FileNotFoundError, NotADirectoryError):
            raise ObjectNotFound(key) from None
        except IsADirectoryError as exc:
            raise StorageError(f"{self.describe(key)}: is a directory") from exc
        except OSError as exc:
            raise StorageError(f"{self.describe(key)}: {exc.strerror}") from exc
        return Blob(data, etag_of(data))

    def exists(self, key: str) -> bool:
        return self.path(key).is_file()

    def size(self, key: str) -> int:
        try:
            return self._checked(key).stat().st_size
        except FileNotFoundError:
            raise ObjectNotFound(key) from None

    def versions(self, prefix: str = "") -> dict[str, str]:
        out = {}
        for key in self.list(prefix):
            try:
                st = self.path(key).stat()
            except FileNotFoundError:
                continue
            out[key] = f"{st.st_mtime_ns:x}-{st.st_size:x}-{st.st_ino:x}"
        return out

    def list(self, prefix: str = "") -> Iterator[str]:
        base = self.root
        keys: list[str] = []
        for dirpath, dirnames, filenames in os.walk(base):
            rel_dir = Path(dirpath).relative_to(base).as_posix()
            rel_dir = "" if rel_dir == "." else rel_dir + "/"
            # prune folders that cannot contain the prefix
            dirnames[:] = [
                d for d in dirnames if (rel_dir + d + "/").startswith(prefix)
                or prefix.startswith(rel_dir + d + "/")
            ]
            for name in filenames:
                key = rel_dir + name
                if key.startswith(prefix) and not name.startswith(TEMP_MARK):
                    keys.append(key)
        yield from sorted(keys)

    # -- writes --------------------------------------------------------------
    def put(
        self, key: str, data: bytes, *, if_match: str | None = None, if_none_match: bool = False
    ) -> str:
        path = self._checked(key)
        tmp = self._write_temp(path, data)
        try:
            if if_none_match:
                try:
                    os.link(tmp, path)
                except FileExistsError:
                    raise PreconditionFailed(f"{key} already exists") from None
                finally:
                    tmp.unlink(missing_ok=True)
            elif if_match is not None:
                with self._lock(key):
                    if self._current_etag(path) != if_match:
                        raise PreconditionFailed(f"{key} changed")
                    tmp.replace(path)
            else:
                tmp.replace(path)
            _fsync_dir(path.parent)
        except OSError as exc:
            raise StorageError(f"{self.describe(key)}: {exc.strerror}") from exc
        finally:
            tmp.unlink(missing_ok=True)
        return etag_of(data)

    def delete(self, key: str, *, if_match: str | None = None) -> None:
        link = self.path(key)
        if if_match is None and link.is_symlink() and not any(
            p.is_symlink() for p in link.parents if p != self.root
        ):
            # Removing a link never touches its target, wherever it points (quarantine).
            link.unlink(missing_ok=True)
            _fsync_dir(link.parent)
            return
        path = self._checked(key)
        try:
            if if_match is not None:
                with self._lock(key):
                    if self._current_etag(path) != if_match:
                        raise PreconditionFailed(f"{key} changed")
                    path.unlink()
            else:
                path.unlink(missing_ok=True)
            _fsync_dir(path.parent)
        except FileNotFoundError:
            return
        except OSError as exc:
            raise StorageError(f"{self.describe(key)}: {exc.strerror}") from exc

    def sweep_temp(self, min_age: float = 600.0) -> int:
        """Remove temp files left by writers that died mid-write.

        A temp file whose writer (pid in its name) is still alive is kept unless older than
        ``min_age`` seconds: sweeping it would make that live write fail.
        """
        count = 0
        cutoff = time.time() - min_age
        for dirpath, _dirs, files in os.walk(self.root):
            for name in files:
                if name.startswith(TEMP_MARK):
                    path = Path(dirpath, name)
                    with contextlib.suppress(FileNotFoundError):
                        if path.stat().st_mtime <= cutoff or not _writer_alive(name):
                            path.unlink()
                            count += 1
        return count

    # -- helpers -------------------------------------------------------------
    def _write_temp(self, path: Path, data: bytes) -> Path:
        try:
            _mkdirs(path.parent, self.root)
            tmp = path.with_name(f"{TEMP_MARK}{path.name}.{os.getpid()}.{secrets.token_hex(4)}")
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view) :]
                os.fsync(fd)
            finally:
                os.close(fd)
        except OSError as exc:
            raise StorageError(f"{path}: {exc.strerror}") from exc
        return tmp

    def _current_etag(self, path: Path) -> str | None:
        try:
            return etag_of(path.read_bytes())
        except FileNotFoundError:
            return None

    def _lock(self, key: str) -> FileLock:
        locks = self.root / _LOCKS
        _mkdirs(locks, self.root)
        name = hashlib.blake2b(key.encode(), digest_size=10).hexdigest()
        return FileLock(str(locks / f"{name}.lock"), timeout=60)


def _writer_alive(temp_name: str) -> bool:
    """Whether the process that named this temp file (``...<pid>.<rand>``) still runs."""
    try:
        pid = int(temp_name.rsplit(".", 2)[-2])
        os.kill(pid, 0)
    except (ValueError, IndexError, ProcessLookupError):
        return False
    except PermissionError:
        return True  # exists, owned by someone else
    return True


def _mkdirs(path: Path, root: Path) -> None:
    if path.is_dir():
        return
    missing = [p for p in (path, *path.parents) if not p.exists()]
    for p in reversed(missing):
        with contextlib.suppress(FileExistsError):
            p.mkdir(mode=0o700)


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
