"""The detector families, one module each, and the default detector chain."""

from __future__ import annotations

import re

from . import (
    addresses,
    answers,
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
    spelled,
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
    answers,
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
    spelled,
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
    *spelled.DETECTORS,
    *answers.DETECTORS,
    *names.DETECTORS,
    *fields.DETECTORS,
    *schedules.DETECTORS,
)


def warm_up() -> None:
    """Compile every lazy regex, load the name lists and import the heavy validators."""
    import phonenumbers
    from stdnum import iban, luhn  # noqa: F401
    from stdnum.us import ssn  # noqa: F401

    _bind_patterns()
    for fname in ("given_names.txt", "surnames.txt", "zh_surnames.txt", "zh_given_chars.txt"):
        names._load(fname)
    names.warm_up()
    phonenumbers.parse("+14155550132", None)
    _fill_caches()


def _fill_caches() -> None:
    """Call every cached function of no arguments in the family modules (the tables built
    from word and name lists: ``_given_prefixes``, ``_all_names``, …), so that no detector
    builds one while timed texts go through it."""
    import functools
    import inspect
    import sys

    for mod_name, mod in list(sys.modules.items()):
        if not mod_name.startswith(__name__ + ".") or mod is None:
            continue
        for obj in list(vars(mod).values()):
            if not isinstance(obj, functools._lru_cache_wrapper):
                continue
            try:
                params = inspect.signature(obj).parameters
            except (TypeError, ValueError):
                continue
            if not params:
                obj()


_bound = False


def _bind_patterns() -> None:
    """Put compiled patterns where the family modules hold lazy ones (and grouped ones
    where they hold plain ``re.compile`` results): module names and the tuples, lists and
    dicts at module level, the same object everywhere, so ``rx is _NAME`` still holds.
    Functions look module names up at call time, so every later search skips the lazy
    proxy's attribute forwarding (~4% of a scan). Detector instances keep what they hold
    (``resolve()`` reads through a proxy)."""
    global _bound  # noqa: PLW0603 - once per process
    if _bound:
        return
    _bound = True
    from .._lazy import _LazyPattern, compile_grouped

    swap: dict[int, tuple[object, object]] = {}  # id(old) -> (old, new); old kept alive

    def collect(value: object) -> None:
        if id(value) in swap:
            return
        if isinstance(value, _LazyPattern):
            swap[id(value)] = (value, value._get())
        elif isinstance(value, re.Pattern) and isinstance(value.pattern, str):
            swap[id(value)] = (value, compile_grouped(value.pattern, value.flags))
        elif isinstance(value, (tuple, list)):
            for item in value:
                collect(item)
        elif isinstance(value, dict):
            for item in value.values():
                collect(item)

    def fix(value: object) -> object:
        hit = swap.get(id(value))
        if hit is not None:
            return hit[1]
        if type(value) is tuple:
            new = tuple(fix(item) for item in value)
            return new if any(a is not b for a, b in zip(new, value, strict=True)) else value
        if type(value) is list:
            value[:] = [fix(item) for item in value]
        elif type(value) is dict:
            for k in value:
                value[k] = fix(value[k])
        return value

    for mod in FAMILIES:
        for value in vars(mod).values():
            collect(value)
    for mod in FAMILIES:
        for key, value in list(vars(mod).items()):
            new = fix(value)
            if new is not value:
                setattr(mod, key, new)
