"""Generalized forms: what each finding becomes in redacted text.

Placeholders are chosen so that no detector matches them again (redacting twice equals
redacting once).
"""

from __future__ import annotations

from ._types import Category, Finding
from .detectors.addresses import city_of
from .detectors.paths import home_relative
from .detectors.schedules import hour_of, part_of_day, zh_part
from .normalize import normalize

__all__ = ["PLACEHOLDERS", "generalize"]

PLACEHOLDERS: dict[Category, str] = {
    Category.SECRET: "[SECRET]",
    Category.PASSWORD: "[PASSWORD]",
    Category.EMAIL: "[EMAIL]",
    Category.PHONE: "[PHONE]",
    Category.ADDRESS: "[ADDRESS]",
    Category.GOVERNMENT_ID: "[ID]",
    Category.FINANCIAL: "[ACCOUNT]",
    Category.PERSON_NAME: "[NAME]",
    Category.USERNAME: "[USER]",
    Category.HOME_PATH: "~",
    Category.SCHEDULE: "[TIME]",
    Category.GEO: "[LOCATION]",
}


#: categories whose generalized form depends on the value (the rest become placeholders)
_SHAPED = frozenset({Category.SCHEDULE, Category.HOME_PATH, Category.ADDRESS})


def _is_cjk(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


def _chinese_context(text: str, f: Finding) -> bool:
    around = text[max(0, f.start - 12) : f.end + 12]
    return any(_is_cjk(c) for c in around)


def generalize(text: str, f: Finding) -> str:
    """The replacement for finding ``f`` in original ``text``."""
    if f.category not in _SHAPED:
        return PLACEHOLDERS[f.category]
    span = normalize(text[f.start : f.end]).text
    if f.category is Category.HOME_PATH:
        return home_relative(span)
    if f.category is Category.ADDRESS:
        city = city_of(span)
        return city if city else PLACEHOLDERS[f.category]
    return _schedule(text, f, span)


def _schedule(text: str, f: Finding, span: str) -> str:
    """A clock time becomes its part of the day, in the language around it."""
    chinese = _chinese_context(text, f)
    if chinese:
        part = zh_part(span)
        if part:
            return part
    hour = hour_of(span)
    if hour is None:
        return PLACEHOLDERS[f.category]
    return part_of_day(hour, chinese=chinese)
