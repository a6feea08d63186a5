"""The detector families, one module each, and the default detector chain."""

from __future__ import annotations

from . import (
    addresses,
    contact,
    fields,
    financial,
    geo,
    handles,
    ids,
    names,
    passwords,
    paths,
    schedules,
    secrets,
)
from ._base import Detector, RegexDetector

__all__ = ["DEFAULT_DETECTORS", "Detector", "RegexDetector"]

DEFAULT_DETECTORS: tuple[Detector, ...] = (
    *secrets.DETECTORS,
    *passwords.DETECTORS,
    *contact.DETECTORS,
    *ids.DETECTORS,
    *financial.DETECTORS,
    *addresses.DETECTORS,
    *geo.DETECTORS,
    *paths.DETECTORS,
    *handles.DETECTORS,
    *names.DETECTORS,
    *fields.DETECTORS,
    *schedules.DETECTORS,
)
