"""T1 public files in the seed's JSON shape.

``<skill>_stats.json``::

    {"skill_stats": {"<skill>": {"calls": 47, "success_rate": 0.96, "last_used": "2026-05-19",
                                 "successes": 45}}}

``<skill>_patterns.json``::

    {"patterns_observed": [{"trigger": "morning request", "skills_used": ["a", "b"],
                            "count": 30, "last_seen": "2026-05-19"}]}

``successes`` and ``last_seen`` are additions (the seed allows new fields); the seed's
view (:func:`seed_view`) drops them. All functions are pure: bytes in, bytes out.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

__all__ = ["add_call", "add_pattern", "seed_view"]


def _load(data: bytes | None) -> dict[str, Any]:
    if not data:
        return {}
    loaded = json.loads(data)
    if not isinstance(loaded, dict):
        raise ValueError("not a JSON object")
    return loaded


def _dump(obj: dict[str, Any]) -> bytes:
    return (json.dumps(obj, indent=2, ensure_ascii=False, sort_keys=False) + "\n").encode()


def add_call(data: bytes | None, skill: str, success: bool, day: str) -> bytes:
    doc = _load(data)
    stats = doc.setdefault("skill_stats", {})
    cur = stats.get(skill) or {}
    calls = int(cur.get("calls", 0))
    # Files written by the seed carry no success count: recover it from the rate.
    successes = int(cur.get("successes", round(float(cur.get("success_rate", 0)) * calls)))
    calls += 1
    successes += 1 if success else 0
    last = max(str(cur.get("last_used", "")), day)
    stats[skill] = {
        "calls": calls,
        "success_rate": round(successes / calls, 4),
        "last_used": last,
        "successes": successes,
    }
    return _dump(doc)


def add_pattern(data: bytes | None, trigger: str, skills: list[str], day: str) -> bytes:
    doc = _load(data)
    patterns = doc.setdefault("patterns_observed", [])
    for item in patterns:
        if item.get("trigger") == trigger and list(item.get("skills_used", [])) == skills:
            item["count"] = int(item.get("count", 0)) + 1
            item["last_seen"] = max(str(item.get("last_seen", "")), day)
            break
    else:
        patterns.append({"trigger": trigger, "skills_used": skills, "count": 1, "last_seen": day})
    return _dump(doc)


def seed_view(documents: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """Merge T1 documents into exactly the seed's shape."""
    skills: dict[str, dict[str, Any]] = {}
    patterns: dict[tuple[str, tuple[str, ...]], dict[str, Any]] = {}
    for doc in documents:
        for name, s in (doc.get("skill_stats") or {}).items():
            prev = skills.get(name)
            item = {
                "calls": int(s.get("calls", 0)),
                "success_rate": float(s.get("success_rate", 0)),
                "last_used": str(s.get("last_used", "")),
            }
            if prev is None or item["calls"] > prev["calls"]:
                skills[name] = item
        for p in doc.get("patterns_observed") or []:
            key = (str(p.get("trigger", "")), tuple(p.get("skills_used", [])))
            cur = patterns.setdefault(
                key, {"trigger": key[0], "skills_used": list(key[1]), "count": 0}
            )
            cur["count"] += int(p.get("count", 0))
    return {
        "skill_stats": dict(sorted(skills.items())),
        "patterns_observed": sorted(patterns.values(), key=lambda p: (-p["count"], p["trigger"])),
    }
