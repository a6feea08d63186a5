"""The privacy gate on every write path: a planted private value never reaches disk.

Property: for any planted value (Faker en_US / zh_CN, or a generated token) in any of a few
agent-memory templates, after remember (T2 and T1), bulk remember, a stats pattern or a daily
note, the value is neither in any byte under the root nor in what recall returns.
Failure messages name the category and the write path, never the value.
"""

from __future__ import annotations

import contextlib
import json
import random
import string
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from faker import Faker
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from complex_memory_manager import MemoryStore, PrivacyRefused

_EN, _ZH = Faker("en_US"), Faker("zh_CN")


def _alnum(rng: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


# category -> maker(seed) -> value
MAKERS: dict[str, Callable[[int], str]] = {
    "email": lambda s: (_EN.seed_instance(s), _EN.email())[1],
    "phone_us": lambda s: (_EN.seed_instance(s), _EN.numerify("+1 (###) 555-####"))[1],
    "phone_cn": lambda s: (_ZH.seed_instance(s), _ZH.phone_number())[1],
    "card": lambda s: (_EN.seed_instance(s), _EN.credit_card_number(card_type="visa16"))[1],
    "ssn": lambda s: (_EN.seed_instance(s), _EN.ssn())[1],
    "cn_id": lambda s: (_ZH.seed_instance(s), _ZH.ssn())[1],
    "aws_key": lambda s: "AKIA" + _alnum(random.Random(s), 16, string.ascii_uppercase + "234567"),
    "github": lambda s: "ghp_" + _alnum(random.Random(s), 36),
    "home_path": lambda s: (_EN.seed_instance(s), f"/home/{_EN.user_name()}/notes/todo.txt")[1],
}

EN_TEMPLATES = [
    "User note: reach them via {v} when the report is ready.",
    "Remember {v} for the weekly sync.",
    "{v}",
    "Prefers short answers; value on file: {v}.",
]
ZH_TEMPLATES = ["备注：{v}，记得跟进。", "用户说：{v}", "{v}。下次提醒一下。"]

# The part of the value that must not survive: for a path, the user's folder.
def _needles(category: str, value: str) -> list[str]:
    if category == "home_path":
        return [value.split("/")[2]]
    return [value]


def _write(path: str, store: MemoryStore, text: str) -> None:
    if path == "t2":
        store.remember("skill-a", text)
    elif path == "t1":
        store.remember("skill-a", text, tier="public")
    elif path == "bulk":
        store.remember_many([("skill-a", text, "internal"), ("skill-b", text, "public")])
    elif path == "pattern":
        store.record_pattern(text, ["skill-a"])
    elif path == "note":
        store.note("skill-a", text)


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(
    category=st.sampled_from(sorted(MAKERS)),
    seed=st.integers(0, 10_000),
    template=st.sampled_from(EN_TEMPLATES + ZH_TEMPLATES),
    path=st.sampled_from(["t2", "t1", "bulk", "pattern", "note"]),
)
def test_planted_value_never_reaches_disk(category: str, seed: int, template: str,
                                          path: str) -> None:
    value = MAKERS[category](seed)
    text = template.format(v=value)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "memory"
        store = MemoryStore(root)
        with contextlib.suppress(PrivacyRefused):  # refusing is allowed; storing is not
            _write(path, store, text)
        blob = b"".join(p.read_bytes() for p in root.rglob("*") if p.is_file())
        recalled = json.dumps([e.text for s in ("skill-a", "skill-b")
                               for e in store.recall(s).entries], ensure_ascii=False)
        for needle in _needles(category, value):
            assert needle.encode() not in blob, f"{category} reached disk via {path}"
            assert needle not in recalled, f"{category} stored in T2 via {path}"


@pytest.mark.parametrize("path", ["t2", "t1", "bulk", "pattern", "note"])
def test_strict_refuses_on_every_path(root: Path, path: str) -> None:
    (root / ".cmm").mkdir(parents=True)
    (root / ".cmm" / "config.yaml").write_text("privacy:\n  policy: strict\n")
    store = MemoryStore(root)
    with pytest.raises(PrivacyRefused) as err:
        _write(path, store, "mail someone@example.org today")
    assert "someone" not in str(err.value) and "email" in str(err.value)
    assert not any(b"someone@example.org" in p.read_bytes() for p in root.rglob("*") if p.is_file())


def test_store_config_extends_and_tunes_the_gate(root: Path) -> None:
    """Own patterns, an allow-list and per-category policy come from .cmm/config.yaml."""
    (root / ".cmm").mkdir(parents=True)
    (root / ".cmm" / "config.yaml").write_text(
        "privacy:\n"
        "  allow: ['Jasper Lane']\n"
        "  patterns:\n"
        "    - {name: acme-token, regex: 'acme_[A-Za-z0-9]{24}', category: secret}\n"
        "  categories: {email: strict}\n"
    )
    store = MemoryStore(root)
    token = "acme_" + "Q7x" * 8
    res = store.remember("skill-a", f"Jasper Lane deploys with {token}")
    assert res.findings == {"secret": 1}
    (entry,) = store.recall("skill-a").entries
    assert "Jasper Lane" in entry.text and token not in entry.text
    with pytest.raises(PrivacyRefused):
        store.remember("skill-a", "write to ops@example.org")
