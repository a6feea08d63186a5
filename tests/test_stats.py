"""T1 statistics: seed shape, increments, and no lost update under concurrent writers."""

from __future__ import annotations

import json
import multiprocessing as mp
from pathlib import Path

import pytest

from complex_memory_manager import MemoryStore


def test_record_and_show_in_seed_shape(store: MemoryStore,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CMM_NOW", "2026-05-19")
    for ok in (True, True, False, True):
        store.record("skill-a", success=ok)
    store.record_pattern("morning request", ["morning-news-daily"])
    store.record_pattern("morning request", ["morning-news-daily"])
    out = store.stats()
    assert out == {
        "skill_stats": {"skill-a": {"calls": 4, "success_rate": 0.75, "last_used": "2026-05-19"}},
        "patterns_observed": [
            {"trigger": "morning request", "skills_used": ["morning-news-daily"], "count": 2}
        ],
    }


def test_seed_written_stats_file_keeps_counting(store: MemoryStore, root: Path) -> None:
    (root / "tier1-public").mkdir(parents=True)
    (root / "tier1-public" / "skill-a_stats.json").write_text(json.dumps(
        {"skill_stats": {"skill-a": {"calls": 47, "success_rate": 0.96, "last_used": "2026-05-19"}}}
    ))
    store.record("skill-a", success=True)
    s = store.stats()["skill_stats"]["skill-a"]
    assert s["calls"] == 48 and s["success_rate"] == pytest.approx(46 / 48, abs=1e-4)


def _recorder(root: str, n: int, key: str) -> None:
    import os

    os.environ["CMM_MASTER_KEY"] = key
    store = MemoryStore(root)
    for i in range(n):
        store.record("skill-a", success=i % 2 == 0)


def test_eight_processes_lose_no_update(root: Path) -> None:
    import os

    procs = [mp.get_context("spawn").Process(
        target=_recorder, args=(str(root), 25, os.environ["CMM_MASTER_KEY"])) for _ in range(8)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(120)
        assert p.exitcode == 0
    assert MemoryStore(root).stats()["skill_stats"]["skill-a"]["calls"] == 200
