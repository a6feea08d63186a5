"""Ranked recall on a 10,000-entry store: encrypted index vs full decrypt-and-scan.

Builds a synthetic store (English and Chinese agent-memory entries, plus a small set of
labelled "needle" entries), then in the same run times, per query:

* ``full scan``  — what recall did before the index: read every file, decrypt every
  entry, BM25-rank them all, keep the top ``limit`` (the peer);
* ``index, cold``  — a fresh process's view: load + decrypt the stored index, score,
  decrypt only the top ``limit`` (this is what each ``cmm recall --query`` pays);
* ``index, warm`` — a long-running process (the MCP server): the decrypted index is
  cached in memory and only validated with one listing per query.

It also prints where each labelled query's relevant entry ranks (target: first), in
English and in Chinese. tests/test_ranking.py asserts the same labels on a smaller store.

Run: python benchmarks/bench_recall.py [--entries 10000] [--limit 5]
"""

from __future__ import annotations

import argparse
import base64
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

SKILL = "assistant"

# (query, the entry it should find first)
LABELLED: list[tuple[str, str]] = [
    ("which temperature unit, celsius?",
     "User prefers temperatures in Celsius and wind speed in kilometres per hour"),
    ("peanut allergy recipes",
     "Allergic to peanuts: avoid recipes with peanut butter or satay sauce"),
    ("kubernetes helm staging deploy",
     "The deployment pipeline uses Kubernetes with Helm charts on the staging cluster"),
    ("coffee order oat milk",
     "Favourite coffee order is an oat milk flat white with no sugar"),
    ("budget spreadsheet subscriptions",
     "Monthly budget spreadsheet tracks rent, utilities and subscriptions separately"),
    ("python code examples with pytest",
     "Prefers Python type hints and pytest fixtures in code examples"),
    ("花生过敏", "用户对花生过敏，推荐食谱时避开花生酱"),
    ("气温用摄氏度", "喜欢用摄氏度显示气温，风速用公里每小时"),
    ("燃尽图 周报", "项目周报需要包含燃尽图和风险列表"),
    ("旅行 靠窗座位", "旅行偏好靠窗座位和经济舱，行李只带登机箱"),
    ("科幻小说书单", "阅读清单以科幻小说和历史传记为主"),
    ("燕麦奶拿铁", "咖啡要燕麦奶拿铁，不加糖"),
]

_EN_SUBJECTS = [
    "weather report", "news digest", "code review", "travel plan", "grocery list",
    "budget summary", "meeting notes", "workout plan", "reading list", "music playlist",
    "coffee break notes", "recipe ideas", "python script", "deployment checklist",
    "temperature chart", "milk delivery", "spreadsheet export", "project status",
]
_EN_VERBS = ["prefers", "asked for", "wants", "likes", "dislikes", "often requests", "reviews"]
_EN_MODS = ["short", "detailed", "weekly", "daily", "bullet-point", "tabular", "casual",
            "formal", "colourful", "plain", "summarised", "annotated"]
_EN_TAILS = ["with charts", "with links", "on weekends", "before travel", "as a table",
             "in plain words", "with a summary first", "without emojis", "in dark mode", ""]
_ZH_SUBJECTS = ["天气预报", "新闻摘要", "代码审查", "旅行计划", "购物清单", "预算总结",
                "会议纪要", "健身计划", "阅读清单", "音乐歌单", "咖啡推荐", "食谱建议",
                "项目进度", "部署清单", "气温图表", "周报模板"]
_ZH_VERBS = ["偏好", "需要", "喜欢", "经常要求", "不喜欢", "希望看到"]
_ZH_MODS = ["简短的", "详细的", "每周的", "每日的", "要点式的", "表格形式的", "口语化的",
            "正式的", "带图表的"]
_ZH_TAILS = ["并附上链接", "周末也要", "出行之前", "先给结论", "不要表情符号", "用深色模式", ""]


def make_corpus(n: int, seed: int = 7) -> list[str]:
    """``n`` synthetic entries: the labelled needles plus English and Chinese filler."""
    rnd = random.Random(seed)
    texts = [needle for _, needle in LABELLED]
    while len(texts) < n:
        if rnd.random() < 0.5:
            t = (f"User {rnd.choice(_EN_VERBS)} {rnd.choice(_EN_MODS)} "
                 f"{rnd.choice(_EN_SUBJECTS)} {rnd.choice(_EN_TAILS)}").strip()
        else:
            t = (f"用户{rnd.choice(_ZH_VERBS)}{rnd.choice(_ZH_MODS)}{rnd.choice(_ZH_SUBJECTS)}"
                 f"{rnd.choice(_ZH_TAILS)}")
        texts.append(t)
    rnd.shuffle(texts)
    return texts


def build_store(root: Path, n: int, *, batch: int = 100):
    """A store at ``root`` with ``n`` entries of one skill, in files of ``batch`` entries."""
    from complex_memory_manager import MemoryStore

    store = MemoryStore(root)
    texts = make_corpus(n)
    for i in range(0, n, batch):
        store.remember_many([(SKILL, t, "internal") for t in texts[i : i + batch]])
    return store


def full_scan(store, query: str, limit: int) -> list[str]:
    """The peer: decrypt every entry, rank all of them, keep the top ``limit``."""
    from complex_memory_manager.errors import CMMError
    from complex_memory_manager.models import Entry
    from complex_memory_manager.ranking import rank

    entries = []
    for key, rec in store.records(SKILL):
        if isinstance(rec, CMMError):
            continue
        entries.append(Entry(rec.id, rec.skill, store.decrypt(rec), rec.created, rec.expires,
                             rec.cipher, key))
    entries.sort(key=lambda e: (e.created, e.id), reverse=True)
    return [e.text for e in rank(query, entries)[:limit]]


def _median_ms(fn, runs: int) -> float:
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples) * 1000


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--entries", type=int, default=10_000)
    ap.add_argument("--limit", type=int, default=5)
    ap.add_argument("--runs", type=int, default=3, help="runs per query for the index paths")
    args = ap.parse_args()

    os.environ.setdefault("CMM_KEYRING", "off")
    os.environ.setdefault("CMM_MASTER_KEY", base64.b64encode(os.urandom(32)).decode())
    from complex_memory_manager import MemoryStore

    tmp = Path(tempfile.mkdtemp(prefix="cmm-bench-recall-"))
    try:
        root = tmp / "memory"
        t0 = time.perf_counter()
        store = build_store(root, args.entries)
        print(f"store: {args.entries} entries in {len(list(root.glob('tier2-internal/*.md')))} "
              f"files, built in {time.perf_counter() - t0:.1f} s")
        t0 = time.perf_counter()
        MemoryStore(root).recall(SKILL, query="warm up", limit=args.limit)
        print(f"index build (first query after the writes): {time.perf_counter() - t0:.2f} s")
        idx_file = root / ".cmm" / "index" / f"{SKILL}.idx"
        print(f"index size: {idx_file.stat().st_size / 1024:.0f} KiB (encrypted)\n")

        warm = MemoryStore(root)
        warm.recall(SKILL, query="warm up", limit=args.limit)
        scan_ms, cold_ms, warm_ms = [], [], []
        ranks = []
        for query, raw in LABELLED:
            needle = store.gate.apply(raw).text  # as stored (the gate may generalize)
            scan_ms.append(_median_ms(lambda q=query: full_scan(store, q, args.limit), 1))
            cold_ms.append(_median_ms(
                lambda q=query: MemoryStore(root).recall(SKILL, query=q, limit=args.limit),
                args.runs))
            warm_ms.append(_median_ms(
                lambda q=query: warm.recall(SKILL, query=q, limit=args.limit), args.runs))
            got = [e.text for e in warm.recall(SKILL, query=query, limit=args.limit).entries]
            peer = full_scan(store, query, args.limit)
            assert got == peer, "index and full scan disagree"
            ranks.append(got.index(needle) + 1 if needle in got else None)

        s, c, w = (statistics.median(x) for x in (scan_ms, cold_ms, warm_ms))
        print(f"query latency, median over {len(LABELLED)} queries, top {args.limit}:")
        print(f"  {'full decrypt-and-scan (peer)':<34} {s:9.1f} ms   1.0x")
        print(f"  {'index, fresh process (CLI)':<34} {c:9.1f} ms {s / c:6.1f}x")
        print(f"  {'index, cached (MCP server)':<34} {w:9.1f} ms {s / w:6.1f}x")
        print(f"  target: >= 10x -> {'met' if s / c >= 10 else 'NOT met'} (fresh process)\n")

        print("labelled queries (rank of the relevant entry; 1 = first):")
        for (query, _), r in zip(LABELLED, ranks, strict=True):
            print(f"  {r if r else '-':>2}  {query}")
        firsts = sum(r == 1 for r in ranks)
        print(f"  first: {firsts}/{len(LABELLED)}")
        sys.exit(0 if firsts == len(LABELLED) else 1)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
