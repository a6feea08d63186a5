"""Paths inside personal home directories. The finding covers the home prefix only
(``/home/alice``, ``/Users/alice``, ``C:\\Users\\alice``) so it generalizes to ``~``."""

from __future__ import annotations

import re

from .._lazy import lazy_re
from .._types import Category
from ..normalize import NormalizedText
from ._base import Needs, RegexDetector

__all__ = ["DETECTORS"]

_HOME = lazy_re(
    r"(?P<v>(?<![A-Za-z0-9_.\-\]])(?:/(?:home|Users|usr/home|export/home)/"
    r"[^/~\s\"'`<>|:*?][^/\s\"'`<>|:*?]{0,63}"
    r"|[A-Za-z]:[\\/]+(?:Users|Documents and Settings)[\\/]+"
    r"[^\\/~\s\"'`<>|:*?][^\\/\s\"'`<>|:*?]{0,63}))"
    r"(?=[\\/\s\"'`<>|:,;)\]]|$)"
)  # a user name never opens with "~": the gate's own "~" output is not a home directory
_GENERIC = frozenset({"shared", "public", "default", "all users", "default user", "*", "$user"})


def _is_personal(norm: NormalizedText, m: re.Match[str]) -> bool:
    user = re.split(r"[\\/]", m.group("v").rstrip("\\/"))[-1]
    return user.lower() not in _GENERIC and not user.startswith(("$", "%", "{", "<", "["))


DETECTORS = (
    RegexDetector(
        "home_path",
        Category.HOME_PATH,
        _HOME,
        0.95,
        _is_personal,
        needs=Needs(groups=(("/home/", "users", "documents and settings"),)),
    ),
)
