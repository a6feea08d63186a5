"""Paths inside personal home directories. The finding covers the home directory
(``/home/alice`` of ``/home/alice/projects/notes.txt``) and generalizes to ``~``, so the
path reads ``~/projects/notes.txt``; the rest of the path is left to the other detectors."""

from __future__ import annotations

import re

from .._lazy import lazy_re
from .._types import Category
from ..normalize import NormalizedText
from ._base import Needs, RegexDetector

__all__ = ["DETECTORS", "home_relative"]

#: characters a path runs through (no whitespace, quotes, shell/markup delimiters, list
#: punctuation); trailing sentence punctuation is left out by the lazy tail + lookahead
_PCH = r"[^\s\"'`<>|*?,;:\u3002\u3001\u300d\u300f\u3011\uff09]"
_HOME_DIRS = r"(?:Desktop|Documents|Downloads|Library|Pictures|Music|Movies|Dropbox|OneDrive|\.\w)"
_NAS_HOMES = (
    r"(?:/volume\d{1,2}|/var/services|/share(?:/CACHEDEV\d_DATA)?|/volumeUSB\d)/homes/"
    r"(?P<u4>[^/~\s\"'`<>|:*?,;][^/\s\"'`<>|:*?,;]{0,63})"
    r"|\\\\[A-Za-z0-9][A-Za-z0-9_.\-]{0,62}\\homes\\"
    r"(?P<u5>[^\\/~\s\"'`<>|:*?,;][^\\/\s\"'`<>|:*?,;]{0,63})"
)
_HOME = lazy_re(
    r"(?<![A-Za-z0-9_.\-\]])(?P<v>(?:(?:/mnt/[a-z](?=/[Uu]sers/))?/(?:home|Users|usr/home|export/home)/"
    r"(?P<u1>[^/~\s\"'`<>|:*?,;][^/\s\"'`<>|:*?,;]{0,63})"
    r"|/(?:mnt/[a-z]/)?users/(?P<u3>[^/~\s\"'`<>|:*?,;][^/\s\"'`<>|:*?,;]{0,63})"
    r"(?=/" + _HOME_DIRS + r")"
    r"|[A-Za-z]:[\\/]+(?i:users|documents and settings)[\\/]+"
    r"(?P<u2>[^\\/~\s\"'`<>|:*?,;][^\\/\s\"'`<>|:*?,;]{0,63})"
    # a NAS's per-user home share: Synology (/volume1/homes/u, /var/services/homes/u), QNAP
    # (/share/homes/u, /share/CACHEDEV1_DATA/homes/u), and the share over SMB
    # (\\DISKSTATION\homes\u)
    r"|" + _NAS_HOMES + r"))"
    # the rest of the path stays as written (other detectors judge it: a password pasted
    # after a path is no part of it)
    r"(?:[\\/]" + _PCH + r"{0,240}?)?"
    r"(?=[.!?)\]]{0,3}(?:[\s\"'`<>|:,;\u3002\u3001\u300d\u300f\u3011\uff09]|$))"
)  # a user name never opens with "~": the gate's own "~" output is not a home directory
_PREFIX = re.compile(
    r"(?:(?:/mnt/[a-z])?/(?:home|Users|usr/home|export/home|users)/[^/]+|[A-Za-z]:[\\/]+"
    r"(?i:users|documents and settings)[\\/]+[^\\/]+"
    r"|(?:/volume\d{1,2}|/var/services|/share(?:/CACHEDEV\d_DATA)?|/volumeUSB\d)/homes/[^/]+"
    r"|\\\\[^\\]+\\homes\\[^\\]+"
    r"|~[A-Za-z_][A-Za-z0-9._\-]*(?=/))"  # "~alice/x": the shell's name for alice's home
)
_GENERIC = frozenset({"shared", "public", "default", "all users", "default user", "*", "$user"})


def _is_personal(norm: NormalizedText, m: re.Match[str]) -> bool:
    user = "".join(m.group(g) or "" for g in ("u1", "u2", "u3", "u4", "u5")).rstrip(".")
    return (
        bool(user)
        and user.lower() not in _GENERIC
        and not user.startswith(("$", "%", "{", "<", "["))
    )


def home_relative(span: str) -> str:
    """``/home/alice/x/y`` -> ``~/x/y`` (``C:\\Users\\bob\\x`` -> ``~\\x``)."""
    m = _PREFIX.match(span)
    return "~" + span[m.end() :] if m is not None else "~"


#: round 27: the shell's "~alice/…" for alice's home directory ("scp ~alice/Documents/x.pdf
#: nas:/share/", "Permission denied: '~bob.lee/Desktop/a.dwg'")
_TILDE_HOME = lazy_re(
    r"(?<![A-Za-z0-9_.\-\]~/$])(?P<v>~(?P<u6>[A-Za-z_][A-Za-z0-9._\-]{0,31})"
    r"/" + _PCH + r"{0,240}?)"
    r"(?=[.!?)\]]{0,3}(?:[\s\"'`<>|:,;\u3002\u3001\u300d\u300f\u3011\uff09]|$))"
)


def _tilde_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    return m.group("u6").lower() not in _GENERIC


DETECTORS = (
    RegexDetector(
        "home_path_tilde_r27",
        Category.HOME_PATH,
        _TILDE_HOME,
        0.9,
        _tilde_ok,
        needs=Needs(groups=(("~",), ("/",))),
    ),
    RegexDetector(
        "home_path",
        Category.HOME_PATH,
        _HOME,
        0.95,
        _is_personal,
        needs=Needs(groups=(("/home/", "users", "documents and settings", "homes"),)),
    ),
)
