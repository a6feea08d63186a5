"""Shared contract for blind evaluation corpora (blind_d.py onwards).

A blind corpus module defines ``samples() -> list[Sample]`` (one planted value per sample,
with its exact character span in ``text``) and ``benign_with_lang() -> list[tuple[str, str]]``
(lang, text) of texts that hold no personal value and must pass through the gate unchanged.
This module owns the scoring, so every corpus is judged the same way, through the gate's
public API only.

Survival: the planted value is found verbatim in the redacted text ("exact"), or — for
categories whose values are long random-looking strings — any 6-alphanumeric window of it
that does not also occur outside the value in the original text ("partial"); for person
names, any Latin-script part of 3+ letters left standing as a word ("partial").
"""

from __future__ import annotations

import base64
import json
import re
import time
import unicodedata
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass

CATEGORIES = (
    "secret",
    "password",
    "email",
    "phone",
    "address",
    "government_id",
    "financial",
    "person_name",
    "username",
    "home_path",
    "schedule",
    "geo",
)
LANGS = ("en", "zh", "mixed")
PARTIAL_CATEGORIES = frozenset(
    {"secret", "password", "government_id", "financial", "email", "phone"}
)


@dataclass(frozen=True)
class Sample:
    text: str
    category: str
    lang: str
    start: int
    end: int

    @property
    def value(self) -> str:
        return self.text[self.start : self.end]


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


_PLACEHOLDER = re.compile(r"\[[A-Z][A-Z0-9_]*\]|<[A-Z][A-Z0-9_]*>")
#: fixed, public parts of secret formats: their survival says nothing about the secret
_FIXED = tuple(
    "".join(ch for ch in s if ch.isalnum())
    for s in (
        "AKIA",
        "ghp_",
        "github_pat_",
        "xoxb-",
        "xoxp-",
        "xoxa-",
        "sk-proj-",
        "sk-ant-api03-",
        "sk_live_",
        "rk_live_",
        "sk_test_",
        "AIza",
        "hf_",
        "SG.",
        "BEGIN RSA PRIVATE KEY",
        "END RSA PRIVATE KEY",
        "BEGIN OPENSSH PRIVATE KEY",
        "END OPENSSH PRIVATE KEY",
        "BEGIN EC PRIVATE KEY",
        "END EC PRIVATE KEY",
        "BEGIN PRIVATE KEY",
        "END PRIVATE KEY",
        _b64url(b'{"alg":"HS256","typ":"JWT"}'),
        _b64url(b'{"alg":"RS256","typ":"JWT"}'),
    )
)


def _alnum(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKC", s) if ch.isalnum())


def survival(sample: Sample, redacted: str) -> str | None:
    """ "exact" / "partial" if the planted value survived redaction, else None."""
    text, val = sample.text, sample.value
    if val in redacted:
        return "exact"
    if sample.category == "person_name":
        return _name_part_survives(sample, redacted)
    if sample.category not in PARTIAL_CATEGORIES:
        return None
    a = _alnum(val)
    outside = (_alnum(text[: sample.start]), _alnum(text[sample.end :]))
    segments = [_alnum(s) for s in _PLACEHOLDER.split(redacted)]
    for i in range(len(a) - 5):
        w = a[i : i + 6]
        if any(w in o for o in outside) or any(w in f for f in _FIXED):
            continue
        if any(w in s for s in segments):
            return "partial"
    return None


_LATIN_WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ'\-]+")
#: honorifics and post-nominals identify no one: their survival is not a name's
_TITLES = frozenset(
    [
        "mr",
        "mrs",
        "ms",
        "miss",
        "mx",
        "dr",
        "prof",
        "sir",
        "dame",
        "lord",
        "lady",
        "rev",
        "jr",
        "sr",
        "phd",
        "md",
        "dds",
        "dvm",
        "esq",
        "mba",
        "cpa",
        "rn",
        "ii",
        "iii",
        "iv",
    ]
)


def _name_part_survives(sample: Sample, redacted: str) -> str | None:
    """A Latin-script part of a name (3+ letters) left standing as a word counts: "[NAME]
    Okafor" still names the person. A part that also occurs outside the value is ignored."""
    outside = sample.text[: sample.start] + " " + sample.text[sample.end :]
    for part in _LATIN_WORD.findall(sample.value):
        if (
            len(part) < 3
            or part.lower().strip(".") in _TITLES
            or re.search(rf"(?<![\w]){re.escape(part)}(?![\w])", outside)
        ):
            continue
        if re.search(rf"(?<![\w]){re.escape(part)}(?![\w])", redacted):
            return "partial"
    return None


def report(
    name: str,
    samples: Sequence[Sample],
    benign: Sequence[tuple[str, str]],
    redact: Callable[[str], str] | None = None,
    failures_path: str | None = None,
) -> dict[str, object]:
    """Print survival per category x language and benign alteration; return the numbers."""
    if redact is None:
        from complex_memory_manager.privacy import default_gate

        gate = default_gate()

        def redact(text: str) -> str:
            return gate.redact(text).text

    t0 = time.time()
    cache: dict[str, str] = {}

    def red(text: str) -> str:
        if text not in cache:
            cache[text] = redact(text)
        return cache[text]

    total: dict[tuple[str, str], int] = defaultdict(int)
    survived: dict[tuple[str, str], int] = defaultdict(int)
    failures: list[dict[str, object]] = []
    for s in samples:
        out = red(s.text)
        how = survival(s, out)
        for key in ((s.category, s.lang), (s.category, "all")):
            total[key] += 1
            survived[key] += how is not None
        if how:
            failures.append({**asdict(s), "value": s.value, "how": how, "redacted": out})
    btotal: dict[str, int] = defaultdict(int)
    baltered: dict[str, int] = defaultdict(int)
    benign_fail: list[dict[str, str]] = []
    for lang, text in benign:
        out = red(text)
        for key in (lang, "all"):
            btotal[key] += 1
            baltered[key] += out != text
        if out != text:
            benign_fail.append({"lang": lang, "text": text, "redacted": out})

    def cell(cat: str, lang: str) -> str:
        n, k = total[(cat, lang)], survived[(cat, lang)]
        return f"{k:>4}/{n:<4} {100 * k / max(n, 1):5.1f}%"

    cols = (*LANGS, "all")
    print(
        f"Corpus {name}: {len(samples)} planted values in {len({s.text for s in samples})} "
        f"texts; {len(benign)} benign texts"
    )
    print("Survival of planted values (lower is better)")
    print(f"{'category':<14}" + "".join(f"{c:>19}" for c in cols))
    for cat in CATEGORIES:
        print(f"{cat:<14}" + "".join(f"{cell(cat, c):>19}" for c in cols))
    all_n = sum(total[(c, "all")] for c in CATEGORIES)
    all_k = sum(survived[(c, "all")] for c in CATEGORIES)
    print(f"{'TOTAL':<14}{all_k}/{all_n} {100 * all_k / max(all_n, 1):.1f}%")
    print("Benign altered (lower is better)")
    for lang in (*LANGS, "all"):
        n, k = btotal[lang], baltered[lang]
        print(f"  {lang:<6} {k:>4}/{n:<4} {100 * k / max(n, 1):5.1f}%")
    path = failures_path or f"/tmp/blind_{name.lower()}_failures.json"
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(
            {"survived": failures, "benign_altered": benign_fail}, fh, ensure_ascii=False, indent=1
        )
    print(f"failures written to {path} ({time.time() - t0:.1f}s)")
    return {
        "total": dict(total),
        "survived": dict(survived),
        "benign_total": dict(btotal),
        "benign_altered": dict(baltered),
    }
