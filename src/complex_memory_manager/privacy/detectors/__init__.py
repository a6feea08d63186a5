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
from ._base import Detector, Needs, RegexDetector, compile_selector

__all__ = [
    "DEFAULT_DETECTORS",
    "FAMILIES",
    "Detector",
    "Needs",
    "RegexDetector",
    "compile_selector",
    "warm_up",
]

#: every detector family module (for warm_up and introspection)
FAMILIES = (
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


def warm_up() -> None:
    """Compile every lazy regex, load the name lists and import the heavy validators."""
    import phonenumbers
    from stdnum import iban, luhn  # noqa: F401
    from stdnum.us import ssn  # noqa: F401

    from .._lazy import _LazyPattern

    for mod in FAMILIES:
        for key, value in list(vars(mod).items()):
            if isinstance(value, _LazyPattern):
                # the module's name now holds the compiled pattern: functions look it up at
                # call time, so every later search skips the proxy's attribute forwarding
                # (~4% of a scan); containers and detectors keep the proxy (resolve() on it)
                setattr(mod, key, value._get())
    for fname in ("given_names.txt", "surnames.txt", "zh_surnames.txt", "zh_given_chars.txt"):
        names._load(fname)
    names.warm_up()
    phonenumbers.parse("+14155550132", None)
