"""Core benchmarks (issue 2), printed side by side with their peers in one run.

1. Cold CLI start: `cmm remember` and `cmm recall` wall time vs `python -c pass`
   (the floor any Python CLI pays) on this machine, median of N runs.
2. Legacy decrypt of a 1 MB entry: our integer XOR vs the seed's pure-Python decrypt().

Run: python benchmarks/bench_core.py [--runs 15]
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def seed_decrypt(encoded: str, skill_name: str, year_month: str) -> str:
    """The seed's own decrypt(), verbatim: the peer."""
    key = hashlib.sha256((skill_name + year_month).encode()).hexdigest()[:8]
    raw = base64.b64decode(encoded)
    return "".join(chr(b ^ ord(key[i % len(key)])) for i, b in enumerate(raw))


def timed(cmd: list[str], env: dict[str, str], runs: int) -> float:
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(cmd, env=env, check=True, capture_output=True)
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=15)
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp())
    try:
        cmm = shutil.which("cmm") or str(Path(sys.executable).with_name("cmm"))
        env = {**os.environ, "CMM_ROOT": str(tmp / "memory"), "CMM_KEYRING": "off",
               "CMM_MASTER_KEY": base64.b64encode(os.urandom(32)).decode()}
        subprocess.run([cmm, "remember", "-s", "bench", "warm-up entry"], env=env, check=True)
        floor = timed([sys.executable, "-c", "pass"], env, args.runs)
        rem = timed([cmm, "remember", "-s", "bench", "Prefers short answers"], env, args.runs)
        rec = timed([cmm, "recall", "-s", "bench", "--json"], env, args.runs)
        print(f"cold start, median of {args.runs} runs")
        print(f"  python -c pass      {floor * 1000:8.1f} ms   1.0x")
        print(f"  cmm remember        {rem * 1000:8.1f} ms   {rem / floor:.1f}x")
        print(f"  cmm recall --json   {rec * 1000:8.1f} ms   {rec / floor:.1f}x")

        from complex_memory_manager.crypto import legacy

        text = ("Preferred summary length: 120 words. Likes bullet points; café. " * 20000)[
            :1_000_000]
        token = legacy.encrypt(text, "skill-a", "2026-04")
        t0 = time.perf_counter()
        ours = legacy.decrypt(token, legacy.derive_key("skill-a", "2026-04"))
        t_ours = time.perf_counter() - t0
        t0 = time.perf_counter()
        theirs = seed_decrypt(token, "skill-a", "2026-04")
        t_seed = time.perf_counter() - t0
        assert ours == theirs == text
        print("legacy decrypt of a 1 MB entry")
        print(f"  seed decrypt()      {t_seed * 1000:8.1f} ms")
        print(f"  cmm legacy.decrypt  {t_ours * 1000:8.1f} ms   {t_seed / t_ours:.0f}x faster")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
