"""Geographic detail below city level: coordinates and postcodes (UK, US ZIP with a state
or cue, Chinese 邮编)."""

from __future__ import annotations

import re

from .._lazy import lazy_re
from .._types import Category
from ..normalize import NormalizedText
from ._base import DIGIT, UPPER, Needs, RegexDetector, lits

__all__ = ["DETECTORS"]

_DECIMAL_PAIR = lazy_re(
    r"(?<![A-Za-z0-9_.\-])(?P<v>[-+]?\d{1,2}\.(?P<a>\d{2,10})\s?°?\s?[NS]?\s?[,/;]\s?[-+]?\d{1,3}\.(?P<b>\d{2,10})\s?°?\s?[EW]?)"
    r"(?![A-Za-z0-9_]|\.\d)"
)
_SPACED_PAIR = lazy_re(
    r"(?<![A-Za-z0-9_.\-])(?P<v>[-+]?\d{1,2}\.\d{4,10}\s{1,2}[-+]?\d{1,3}\.\d{4,10})"
    r"(?![A-Za-z0-9_]|\.\d)"
)
_DMS = lazy_re(
    r"(?P<v>\d{1,3}\s?°\s?\d{1,2}\s?['′]\s?(?:\d{1,2}(?:\.\d{1,4})?\s?(?:\"|″|'')\s?)?[NSEW]"
    r"(?:[,\s]{1,3}\d{1,3}\s?°\s?\d{1,2}\s?['′]\s?(?:\d{1,2}(?:\.\d{1,4})?\s?(?:\"|″|'')\s?)?[NSEW])?)"
)
_CUED_COORD = lazy_re(
    r"(?i)(?:lat(?:itude)?|lon(?:gitude)?|lng|coordinates?|coords?|gps|location|经度|纬度|坐标|定位)"
    r"\s{0,2}[:=：]?\s{0,2}(?P<v>[-+]?\d{1,3}\.\d{3,10})(?![\d.])"
)
_UK_POSTCODE = lazy_re(
    r"(?<![A-Za-z0-9])(?P<v>(?:[A-Z]{1,2}\d{1,2}[A-Z]?|GIR)\s?\d[ABD-HJLNP-UW-Z]{2})(?![A-Za-z0-9])"
)
_US_ZIP = lazy_re(
    r"(?P<v>(?<![A-Za-z])(?:A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|"
    r"O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TAI]|W[AVIY]|PR|GU|AS|MP|AA|AE|AP|PW|FM|MH|VI)\s{1,2}\d{5}(?:-\d{4})?)(?![\d\-])"
)
_US_ZIP_CUED = lazy_re(
    r"(?i:zip(?:\s?code)?|postal\s?code|post\s?code|postcode)\s{0,2}(?:[:#=]|is)?\s{0,2}"
    r"(?P<v>\d{5}(?:-\d{4})?)(?![\d\-])"
)
_ZH_POSTCODE = lazy_re(
    r"(?:邮编|邮政编码|郵編|郵政編碼)(?:号码?)?\s?(?:[:：]|是|为|為)?\s?(?P<v>\d{6})(?!\d)"
)


def _pair_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    """Both parts with 3+ decimals, or one rounded to 2 and the pair still precise."""
    a, b = len(m.group("a")), len(m.group("b"))
    return min(a, b) >= 3 or a + b >= 6


def _uk_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    return " " in v or norm.text[max(0, m.start() - 20) : m.start()].lower().find("post") >= 0


DETECTORS = (
    RegexDetector(
        "coordinates",
        Category.GEO,
        _DECIMAL_PAIR,
        0.9,
        _pair_ok,
        need_digit=True,
        needs=Needs(DIGIT, groups=((".",), (",", "/", ";")), digits=8, cluster=4),
    ),
    RegexDetector(
        "coordinates_spaced",
        Category.GEO,
        _SPACED_PAIR,
        0.8,
        need_digit=True,
        needs=Needs(DIGIT, groups=((".",),), digits=10, cluster=10),
    ),
    RegexDetector(
        "coordinates_dms",
        Category.GEO,
        _DMS,
        0.9,
        need_digit=True,
        needs=Needs(DIGIT, groups=(("°",),), digits=2),
    ),
    RegexDetector(
        "coordinate_cued",
        Category.GEO,
        _CUED_COORD,
        0.85,
        need_digit=True,
        needs=Needs(
            DIGIT,
            groups=(lits("lat|lon|lng|coord|gps|location|经度|纬度|坐标|定位"), (".",)),
            cluster=4,
        ),
    ),
    RegexDetector(
        "uk_postcode",
        Category.GEO,
        _UK_POSTCODE,
        0.85,
        _uk_ok,
        need_digit=True,
        needs=Needs(DIGIT | UPPER),
    ),
    RegexDetector(
        "us_zip",
        Category.GEO,
        _US_ZIP,
        0.85,
        need_digit=True,
        needs=Needs(DIGIT | UPPER, cluster=5),
    ),
    RegexDetector(
        "us_zip_cued",
        Category.GEO,
        _US_ZIP_CUED,
        0.85,
        need_digit=True,
        needs=Needs(DIGIT, groups=(lits("zip|post"),), cluster=5),
    ),
    RegexDetector(
        "cn_postcode",
        Category.GEO,
        _ZH_POSTCODE,
        0.9,
        need_digit=True,
        needs=Needs(DIGIT, groups=(lits("邮编|邮政编码|郵編"),), cluster=6),
    ),
)
