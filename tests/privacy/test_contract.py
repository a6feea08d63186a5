"""The contract every detector honours."""

from __future__ import annotations

import re

import pytest

from complex_memory_manager.privacy.detectors import DEFAULT_DETECTORS, Detector
from complex_memory_manager.privacy.normalize import normalize

from .corpus import benign, samples

TEXTS = [s.text for s in samples("tune", 3)] + [t for t, _ in benign("tune")[:30]]


@pytest.mark.parametrize("det", DEFAULT_DETECTORS, ids=lambda d: d.name)
class TestDetectorContract:
    def test_is_a_detector(self, det: Detector) -> None:
        assert isinstance(det, Detector) and det.name

    def test_empty_text_gives_nothing(self, det: Detector) -> None:
        assert list(det.find(normalize(""))) == []

    def test_findings_in_bounds_with_own_category(self, det: Detector) -> None:
        for text in TEXTS:
            for f in det.find(normalize(text)):
                assert 0 <= f.start < f.end <= len(text)
                assert f.category is det.category and f.detector == det.name
                assert 0 < f.confidence <= 1
                assert text[f.start : f.end].strip(), "finding covers only whitespace"

    def test_repr_has_no_text(self, det: Detector) -> None:
        for text in TEXTS[:10]:
            for f in det.find(normalize(text)):
                assert text[f.start : f.end] not in repr(f)


def test_every_lazy_pattern_compiles() -> None:
    """Patterns compile on first use; make sure none is broken (errors would hide until then)."""
    import importlib
    import pkgutil

    from complex_memory_manager.privacy import detectors
    from complex_memory_manager.privacy._lazy import _LazyPattern

    n = 0
    for info in pkgutil.iter_modules(detectors.__path__):
        mod = importlib.import_module(f"{detectors.__name__}.{info.name}")
        for value in vars(mod).values():
            if isinstance(value, _LazyPattern):
                value._get()
                n += 1
            elif isinstance(value, re.Pattern):
                n += 1  # compiled at import, or rebound by an earlier warm_up()
    assert n > 40
