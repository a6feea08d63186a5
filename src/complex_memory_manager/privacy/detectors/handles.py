"""Usernames and handles: ``@name`` mentions, "username: …", 用户名/账号, profile URLs.
Decorators, annotations, CSS at-rules and npm scopes are not handles."""

from __future__ import annotations

import re

from .._lazy import lazy_re
from .._types import Category
from ..normalize import NormalizedText
from ._base import Needs, RegexDetector, lits


def _words(text: str) -> list[str]:
    return text.split()


__all__ = ["DETECTORS"]

_MENTION = lazy_re(
    r"(?<![A-Za-z0-9._%+\-@/\\\]])@(?P<v>[A-Za-z0-9_](?:[A-Za-z0-9_.\-]{0,38}[A-Za-z0-9_])?)"
    r"(?![A-Za-z0-9_/@(]|\.[A-Za-z]{2,}|\.\w+\()"
)
_NOT_HANDLES = frozenset(
    _words("""property staticmethod classmethod dataclass
    abstractmethod override Override cached_property
    cache lru_cache functools wraps pytest app router media import font-face keyframes supports
    param returns return throws throw see since deprecated Deprecated author version todo TODO
    everyone here channel all Test Before After Component Injectable Input Output Autowired
    Bean Entity Table Column Id GetMapping PostMapping RequestMapping RestController Service
    SuppressWarnings FunctionalInterface Nullable NonNull Transactional types latest next""")
)
_LABELLED = lazy_re(
    r"(?i)(?<![A-Za-z0-9])(?:user\s?name|user\s?id|login(?:\s?name)?|handle|screen\s?name|"
    r"nick(?:name)?|github\s?(?:user|handle|account)?|twitter|instagram|telegram|discord|"
    r"skype|wechat\s?id|reddit\s?user|user|用户名|登录名|用户ID|账号|帐号|昵称|网名|微信号|QQ号?)"
    r"(?:\s?(?:用户名|账号|帐号|ID|id|handle))?[\"']?\s{0,2}(?:[:=：]|is|是|为)\s{0,2}[\"']?@?"
    r"(?!(?:user(?:name)?|login|handle)(?![A-Za-z0-9_]))(?P<v>[A-Za-z0-9_][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9_])"
    r"(?![A-Za-z0-9_\-@])"
)
_IM_ID = lazy_re(
    r"(?i)(?:QQ号?码?|微信号?|WeChat(?:\s?ID)?|weixin|企业微信|钉钉号?|line\s?id|kakao(?:talk)?\s?id)"
    r"\s{0,2}(?:[:=：]|是|为|is)?\s{0,2}(?P<v>[A-Za-z][A-Za-z0-9_\-]{4,29}|\d{5,12})(?![A-Za-z0-9_\-])"
)
_PROFILE = lazy_re(
    r"(?i)(?:twitter\.com|x\.com|instagram\.com|t\.me|tiktok\.com/@?|linkedin\.com/in|"
    r"facebook\.com|reddit\.com/u(?:ser)?|weibo\.com|medium\.com/@)/(?P<v>[A-Za-z0-9_.\-]{2,40})"
)
_LABEL_STOP = frozenset(
    [
        "name",
        "id",
        "none",
        "null",
        "admin",
        "root",
        "the",
        "a",
        "an",
        "is",
        "not",
        "required",
        "agent",
        "and",
        "or",
        "input",
        "data",
        "guide",
    ]
)


def _mention_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if v in _NOT_HANDLES or v.isdigit():
        return False
    text = norm.text
    line_start = text.rfind("\n", 0, m.start()) + 1
    if text[line_start : m.start()].strip():
        return True
    # the @ opens its line: a decorator/annotation stands alone on it; a mention is
    # followed by more words ("@alice please review", "@bob，请看一下")
    line_end = text.find("\n", m.end())
    rest = text[m.end() : len(text) if line_end < 0 else line_end]
    return bool(rest.strip()) and rest[:1] in " \t,:;!?，。：；！？、" and "(" not in rest[:2]


def _im_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if v.isdigit():
        return True
    # a handle, not a word: it carries a digit, an underscore or a hyphen
    return v.lower() not in _LABEL_STOP and any(c.isdigit() or c in "_-" for c in v)


_ROLE = lazy_re(r"(?i)user\s{0,2}:\s{0,2}")


def _label_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if v.lower() in _LABEL_STOP or v.lower() in _LABEL_WORDS or v.startswith("["):
        return False
    if _ROLE.fullmatch(norm.text, m.start(), m.start("v")) is None:
        return True
    # "user: Fixed the bug" is a chat transcript's role: a handle there is lowercase or
    # carries a digit/underscore/dot, and does not open a sentence
    if any(c.isdigit() or c in "_." for c in v):
        return True
    after = norm.text[m.end() : m.end() + 2]
    return v.islower() and not (after[:1] == " " and after[1:2].isalpha())


#: "user: user=jennabell": a label word is not the value
_LABEL_WORDS = frozenset(["user", "username", "login", "handle", "nickname", "userid"])
_LOOSE = lazy_re(
    r"(?i)(?:(?<![A-Za-z0-9])(?:logged|signed)\s(?:in|on)\s(?:as|with)|"
    r"(?:登录名|登录账号|登录帐号|登入名|用户名|账号|帐号|用户ID|昵称))\s{1,2}"
    r"(?P<v>[A-Za-z0-9_][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9_])(?![A-Za-z0-9_\-@])"
)


_LABEL_CUES = lits(
    "user|login|handle|screen|nick|github|twitter|instagram|telegram|discord|skype|wechat|"
    "reddit|用户|账号|帐号|昵称|网名|微信号|qq"
)
DETECTORS = (
    RegexDetector(
        "mention", Category.USERNAME, _MENTION, 0.85, _mention_ok, needs=Needs(groups=(("@",),))
    ),
    RegexDetector(
        "labelled_username",
        Category.USERNAME,
        _LABELLED,
        0.85,
        _label_ok,
        needs=Needs(groups=(_LABEL_CUES, (":", "=", "：", "is", "是", "为"))),
    ),
    RegexDetector(
        "loose_username",
        Category.USERNAME,
        _LOOSE,
        0.8,
        _label_ok,
        needs=Needs(groups=(lits("logged|signed|登录|登入|用户名|账号|帐号|用户id|昵称"),)),
    ),
    RegexDetector(
        "im_id",
        Category.USERNAME,
        _IM_ID,
        0.85,
        _im_ok,
        needs=Needs(groups=(lits("qq|微信|wechat|weixin|钉钉|line|kakao"),)),
    ),
    RegexDetector(
        "profile_url",
        Category.USERNAME,
        _PROFILE,
        0.85,
        needs=Needs(groups=(("/",), (".com", "t.me")), run=6),
    ),
)
