"""Passwords and passphrases after a cue: ``password: …``, ``pw=…``, "the password is …",
``密码是…``, "passphrase: correct horse battery staple"."""

from __future__ import annotations

import re

from .._lazy import lazy_re
from .._types import Category
from ..normalize import NormalizedText
from ._base import CJK, Needs, RegexDetector, lits


def _words(text: str) -> list[str]:
    return text.split()


__all__ = ["DETECTORS"]

_EN_CUE = r"(?:password|passwd|passcode|passwort|mot de passe|contraseña|pass|pwd|pw|pin(?: code)?)"
#: CJK punctuation ends a value ("密码：abc。电话：…")
_CJK_PUNCT = "。，；：！？、（）「」『』【】《》“”‘’"
_VALUE = r"[\"'`]?(?P<v>[^\s\"'`,;" + _CJK_PUNCT + r"]{2,127}[^\s\"'`,;.:!?)" + _CJK_PUNCT + "])"
_EN_ASSIGN = lazy_re(
    r"(?i)(?<![A-Za-z0-9])(?:[A-Za-z0-9]{1,16}[_\-])?"
    + _EN_CUE
    + r"[\"']?\s{0,3}(?::|=|：)\s{0,3}"
    + _VALUE
)
_EN_IS = lazy_re(
    r"(?i)(?<![A-Za-z0-9])"
    + _EN_CUE
    + r"\s{1,3}(?:is|was|=|is set to|is now|will be|should be)\s{1,3}"
    + _VALUE
)
_PASSPHRASE = lazy_re(
    r"(?i)(?<![A-Za-z0-9])pass[\s\-]?phrase\s{0,3}(?:is|was|:|=)\s{0,3}[\"'`]?"
    r"(?P<v>[^\s\"'`,;.][^\n\"'`,;.。，]{2,120})"
)
_ZH = lazy_re(
    r"(?:密码|密碼|口令|暗号|PIN码|pin码|支付密码|登录密码|开机密码|解锁密码|wifi密码|WiFi密码|WIFI密码)"
    r"\s{0,3}(?:是|为|為|:|=|改成了?|改为|设为|设置为|设成)?\s{0,3}[\"'`“「]?"
    r"(?P<v>[!-~]{2,63}[A-Za-z0-9!@#$%^&*_+\-=~])"
)
#: "login with password Summer2024! next time": no separator, so the value must look
#: like a password (letters and digits or symbols)
_BARE = lazy_re(
    r"(?i)(?<![A-Za-z0-9_\-])(?:password|passwd|passcode|pwd)\s{1,2}(?P<v>[^\s\"'`,;"
    + _CJK_PUNCT
    + r"]{3,63}[^\s\"'`,;.:!?)"
    + _CJK_PUNCT
    + "])"
)
_QUOTED = lazy_re(
    r"(?i)(?:(?<![A-Za-z0-9])(?:[A-Za-z0-9]{1,16}[_\-])?(?:"
    + _EN_CUE[3:-1]
    + r"|pass[\s\-]?phrase)[\"']?\s{0,3}(?::|=|is|was|is set to|is now|will be|should be)"
    r"|(?:密码|密碼|口令|暗号)\s{0,3}(?:是|为|為|:|=|改成了?|改为|设为|设置为|设成)?)"
    r"\s{0,3}(?P<q>[\"'`“「‘])(?P<v>[^\"'`”」’\n]{2,120}?)[\"'`”」’]"
)

_STOP = frozenset(
    _words("""required missing incorrect wrong invalid too
    not set empty correct stored hashed the a an
    changed reset expired none null true false str string int bytes optional secretstr any
    strong weak same different protected encrypted needed necessary mandatory ok okay valid
    unknown hidden redacted masked field fields value option options here below above
    following attempt attempts policy manager managers hash length""")
)
_CODEISH = lazy_re(
    r"^(?:\$\{?[A-Z_][A-Z0-9_]*\}?$|\$\{[A-Za-z_]|\{\{|\{[A-Za-z_]|<[A-Za-z_/]|\[[A-Z]|%\(|%[A-Z_]+%|os\.|env\.|environ|getenv|"
    r"settings\.|config\.|self\.|cfg\.|args\.|request\.|input\(|process\.env)|[A-Za-z_]\(.{0,40}\)$"
)
_TRAIL = ".,;:!?。，；：！？)"


def _plausible(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v").rstrip(_TRAIL)
    if len(v) < 3:
        return False
    low = v.lower()
    if low in _STOP or "password" in low or "passw" in low or low.startswith("密码"):
        return False
    if _CODEISH.search(v):
        return False
    if set(v) <= set("*•x#-_.") or v.startswith("[PASS"):
        return False
    return not v.endswith("_PASSWORD")


def _plausible_bare(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    letters = any(c.isalpha() for c in v)
    digits = any(c.isdigit() for c in v)
    symbols = any(not c.isalnum() for c in v)
    if not letters or not (digits or symbols) or v.lower().startswith(("http", "www.")):
        return False
    if "/" in v or v.endswith((".py", ".txt", ".md", ".json", ".yaml")):
        return False
    return _plausible(norm, m)


_CLOSE = {'"': '"', "'": "'", "`": "`", "“": "”", "「": "」", "‘": "’"}


def _plausible_quoted(norm: NormalizedText, m: re.Match[str]) -> bool:
    """A quoted value with a space in it (single words are the other passes' job)."""
    v = m.group("v")
    end = norm.text[m.end() - 1]
    if _CLOSE[m.group("q")] != end or " " not in v.strip():
        return False
    return v.strip().lower() not in _STOP and not v.startswith("[") and not _CODEISH.search(v)


def _plausible_phrase(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    return v.strip().lower() not in _STOP and not v.startswith("[")


# every English cue contains one of these ("passwd", "passwort", "mot de passe", "pwd")
_EN_CUES = lits("pass|pw|pin|contraseña")
DETECTORS = (
    RegexDetector(
        "password_bare",
        Category.PASSWORD,
        _BARE,
        0.8,
        _plausible_bare,
        needs=Needs(groups=(lits("password|passwd|passcode|pwd"),)),
    ),
    RegexDetector(
        "password_quoted",
        Category.PASSWORD,
        _QUOTED,
        0.85,
        _plausible_quoted,
        needs=Needs(groups=(lits("pass|pw|pin|contraseña|密码|密碼|口令|暗号"),)),
    ),
    RegexDetector(
        "password_assignment",
        Category.PASSWORD,
        _EN_ASSIGN,
        0.9,
        _plausible,
        needs=Needs(groups=(_EN_CUES, (":", "=", "：")), run=3),
    ),
    RegexDetector(
        "password_statement",
        Category.PASSWORD,
        _EN_IS,
        0.85,
        _plausible,
        needs=Needs(groups=(_EN_CUES, ("is", "was", "=", "will be", "should be")), run=3),
    ),
    RegexDetector(
        "passphrase",
        Category.PASSWORD,
        _PASSPHRASE,
        0.85,
        _plausible_phrase,
        needs=Needs(groups=(("phrase",),)),
    ),
    RegexDetector(
        "password_zh",
        Category.PASSWORD,
        _ZH,
        0.9,
        _plausible,
        needs=Needs(CJK, groups=(lits("密码|密碼|口令|暗号|码"),)),
    ),
)
