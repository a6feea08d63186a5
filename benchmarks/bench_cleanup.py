"""Cleanup benchmark (issue 4): cleanup of N entries vs the floor of reading and decrypting
every entry once, in the same run, at two store sizes; with peak memory of each.

The store: N AES-GCM entries over N / per-skill skills, written with remember_many (one
file per skill per batch of 500), 40% of them created more than 30 days ago (archived by
the cleanup), 1% duplicates (merged), a few entries holding an email (deleted). The build
uses a pass-through gate so it is quick; the cleanup uses the real privacy gate.

Each measurement runs in a fresh child process, so its peak RSS (ru_maxrss) is its own.

Run: python benchmarks/bench_cleanup.py [--entries 100000] [--small 20000] [--per-skill 2000]
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, NamedTuple


class _Gated(NamedTuple):
    text: str
    findings: tuple[object, ...]
    counts: dict[str, int]


class PassGate:
    """Build-time stand-in: lets everything in (we want private entries to clean up)."""

    def apply(self, text: str, strict: bool | None = None) -> _Gated:
        return _Gated(text, (), {})

    def is_clean(self, text: str) -> bool:
        return True


def build(root: Path, entries: int, per_skill: int) -> None:
    from complex_memory_manager import MemoryStore

    skills = [f"skill-{i:03d}" for i in range(max(1, entries // per_skill))]
    days = ["2026-01-15", "2026-02-20", "2026-05-01", "2026-05-12", "2026-05-18"]
    n = 0
    for d, day in enumerate(days):
        os.environ["CMM_NOW"] = day
        store = MemoryStore(root, gate=PassGate())  # type: ignore[arg-type]
        share = entries // len(days) + (1 if d < entries % len(days) else 0)
        for skill_index, skill in enumerate(skills):
            count = share // len(skills) + (1 if skill_index < share % len(skills) else 0)
            for start in range(0, count, 500):
                items = []
                for _ in range(min(500, count - start)):
                    n += 1
                    text = f"{skill} prefers summaries about topic {n % 89} in style {n}"
                    if n % 100 == 0:
                        text = f"{skill} prefers summaries about topic {n % 7} in style 0"
                    if n % 997 == 0:
                        text = f"forward the digest to reader{n}@example.org"
                    items.append((skill, text, "internal"))
                store.remember_many(items)
    os.environ["CMM_NOW"] = "2026-05-20"


def child(mode: str, root: str) -> None:
    from complex_memory_manager import MemoryStore
    from complex_memory_manager.formats.entry import EntryRecord

    store = MemoryStore(root)
    t0 = time.perf_counter()
    out: dict[str, Any] = {}
    if mode == "floor":
        n = 0
        for _key, rec in store.records():
            if isinstance(rec, EntryRecord):
                store.decrypt(rec)
                n += 1
        out["entries"] = n
    else:
        rep = store.cleanup()
        out.update(archived=rep.archived, deleted=rep.deleted, merged=rep.merged)
    out["seconds"] = time.perf_counter() - t0
    out["peak_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps(out))


def measure(mode: str, root: Path, env: dict[str, str]) -> dict[str, Any]:
    proc = subprocess.run([sys.executable, __file__, "--child", mode, str(root)], env=env,
                          check=True, capture_output=True, text=True)
    return dict(json.loads(proc.stdout.strip().splitlines()[-1]))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--entries", type=int, default=100_000)
    ap.add_argument("--small", type=int, default=0, help="second size (default entries / 5)")
    ap.add_argument("--per-skill", type=int, default=2000)
    ap.add_argument("--child", nargs=2, metavar=("MODE", "ROOT"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(*args.child)
        return
    os.environ.update({"CMM_KEYRING": "off", "CMM_NOW": "2026-05-20",
                       "CMM_MASTER_KEY": base64.b64encode(os.urandom(32)).decode()})
    env = dict(os.environ)
    sizes = sorted({args.small or max(1, args.entries // 5), args.entries})
    rows = []
    for size in sizes:
        tmp = Path(tempfile.mkdtemp(prefix="cmm-bench-"))
        try:
            t0 = time.perf_counter()
            build(tmp / "memory", size, args.per_skill)
            built = time.perf_counter() - t0
            floor = measure("floor", tmp / "memory", env)
            clean = measure("cleanup", tmp / "memory", env)
            rows.append((f"{size} first", floor, clean))
            # a week later: live entries only, already scanned by this gate
            floor2 = measure("floor", tmp / "memory", env)
            clean2 = measure("cleanup", tmp / "memory", env)
            rows.append((f"{floor2['entries']} again", floor2, clean2))
            print(f"built {size} entries in {built:.1f}s; floor {floor['seconds']:.1f}s; "
                  f"cleanup {clean['seconds']:.1f}s", file=sys.stderr)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    print(f"{'entries':>14} {'floor s':>8} {'cleanup s':>10} {'ratio':>6} "
          f"{'floor MiB':>10} {'cleanup MiB':>12}  cleanup did")
    for label, floor, clean in rows:
        print(f"{label:>14} {floor['seconds']:>8.1f} {clean['seconds']:>10.1f} "
              f"{clean['seconds'] / floor['seconds']:>5.2f}x {floor['peak_mib']:>10.0f} "
              f"{clean['peak_mib']:>12.0f}  {clean['archived']} archived, "
              f"{clean['deleted']} deleted, {clean['merged']} merged")
    print("first = a store never cleaned (every entry goes through the privacy gate once);\n"
          "again = the next scheduled run (unchanged entries already found clean by this\n"
          "gate are not rescanned). Target: ratio <= 3x; peak memory flat as the store grows\n"
          "(bounded by the largest skill, not the store).")


if __name__ == "__main__":
    main()
