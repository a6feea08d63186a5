"""Usernames and handles: ``@name`` mentions, "username: …", 用户名/账号, profile URLs.
Decorators, annotations, CSS at-rules and npm scopes are not handles."""

from __future__ import annotations

import re
from collections.abc import Iterator

from .._lazy import lazy_re, resolve
from .._types import Category, Finding
from ..normalize import NormalizedText
from ._base import Detector, Needs, RegexDetector, lits
from .passwords import column_cells


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
        "see",
        "tbd",
        "todo",
        "n/a",
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
    if v.isalpha() and v.islower() and v.endswith(("ing", "ed")):
        sep = norm.text[m.start() : m.start("v")].lower()
        if sep.endswith((" is ", " is  ", "是")):
            return False  # "User is planning a trip" (pinyin handles end in -ing too)
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
DETECTORS: tuple[Detector, ...] = (
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


# --- broader shapes (blind corpora) -----------------------------------------------------
_H = r"[A-Za-z0-9_][A-Za-z0-9_.\-]{0,38}[A-Za-z0-9_]"
_U_CUE = (
    r"(?:(?:(?<![A-Za-z0-9])|(?<=[_ ]))(?:user\s?name|user\s?id|user|login|handle|"
    r"screen\s?name|nick(?:name)?|github|gitlab|twitter|reddit|discord|telegram|slack)(?![A-Za-z])"
    r"|(?:用户名|登录名|登录账号|登录帐号|账号|帐号|用户ID|昵称|网名|微信号?|抖音号?|快手号?|"
    r"小红书号?|B站|微博|QQ号?|vx|VX|wx|WX)(?:\s?(?:ID|id|号))?)"
)
_U_SEP = (
    r"(?:(?P<s>\s{0,3}(?:（[^）\n]{1,12}）|\([^)\n]{1,12}\))?[\"'”]?\s{0,3}(?::|=|：|是|为|為)\s{0,3})"
    r"|(?P<w>[ \t\u3000]{1,3}(?:—{1,2}|–|-{1,2}>|→|=>|>>|\|)[ \t\u3000]{0,3}"
    r"|[ \t\u3000]{0,2}(?:发你了|给你了)[，,:：]?\s{0,2}"
    r"|[ \t\u3000]{0,2}(?:改成了?|改为|更新为|换成了?)[ \t]{0,2}"
    r"|[ \t\u3000]{0,2}[（(](?=[^）)\n]{2,40}[）)])"
    r"|\t{1,2}|\u3000|(?<=[号名称])[ ]{0,2}|[ ]{1,2}(?=[\"'“]))"
    r")"
)
_U_GENERAL = lazy_re(
    r"(?im)(?=[ulhsngtrdqvwb用登账帐昵网微抖快小])"
    + _U_CUE
    + _U_SEP
    + r"[\"'`“「『@]?(?P<v>"
    + _H
    + r")(?![A-Za-z0-9_\-@])"
)
_U_STRONG = lazy_re(
    r"(?i)(?=[glrsuh加微b抖小pxe])(?:(?<![A-Za-z0-9])"
    r"(?:goes by|github user|gitlab user|reddit user|login as|log in as|"
    r"logged in as|signed in as|sudo -u|加微信|B站ID|抖音号?|小红书@|"
    r"(?:log|sign)(?:s|ged|ed)?\s?in(?:to)?\s(?:(?:the|your|my|a|our)\s)?"
    r"(?:[A-Za-z0-9\-]{1,20}\s){0,3}?as|"
    r"(?:steam\s?(?:id|name|user(?:name)?|handle)|psn(?:\s?id)?|xbox(?:\s?live)?\s?gamertag|gamertag|"
    r"epic\s?(?:games\s?)?(?:id|name))(?:\s?(?:is|:|：|=))?|login\s?用|"
    r"(?:微博|推特|B站|抖音|小红书)(?:号|名|账号|ID)?\s?(?:叫|是|用))"
    r"\s{0,2}[\"'「『“@]?"
    r"|(?<![A-Za-z0-9])(?:user\s?id|user\s?name|user|handle|login)\s{0,2}[\"'「『“]"
    r"|(?<![A-Za-z0-9/])u/)(?P<v>" + _H + r")(?![A-Za-z0-9_\-])"
)
_U_LOGIN = lazy_re(
    r"(?i)(?=[lsucr])(?:(?<![A-Za-z0-9])login\s(?P<v>" + _H + r")\s(?:on|at|for|to|@)\s"
    r"|(?<![A-Za-z0-9])ssh\s(?:-\S{1,20}\s){0,3}(?P<w>" + _H + r")@[A-Za-z0-9]"
    r"|(?:update|change|set|rename)\s(?:[A-Za-z0-9]{1,12}[_ ])?"
    r"(?:user\s?name|user|login|handle)\sto\s(?P<x>" + _H + r")(?![A-Za-z0-9_\-]))"
)
_U_HEAD = lazy_re(
    r"(?im)^#{1,4}\s?(?:[A-Za-z0-9]{1,12}_)?(?:user\s?name|user|login|handle)\s{0,2}\n(?P<v>"
    + _H
    + r")\s*$"
)
_U_COMMON = frozenset(
    _words("""page screen form flow button issue issues error errors fails failed works worked
    attempt attempts details info credentials link url again now first here there via with using
    account accounts name names id ids is was the a an to for and or of on in at by it this that
    required optional string str int none null true false email password passwd pwd admin root
    agent assistant system bot guest anonymous default unknown everyone profile settings session
    sessions data input output table field value type types list mode manager service services
    who which what when where how are be been has have had can will would should may might
    planning asking wants said says asked prefers likes using""")
)


def _handle_ok(v: str, weak: bool) -> bool:
    low = v.lower()
    if low in _U_COMMON or low in _LABEL_STOP or low in _LABEL_WORDS or v.isdigit():
        return False
    # a capitalised word after a weak cue is prose
    return not (weak and v[:1].isupper() and v[1:].islower() and v.isalpha())


_STRONG_LITS = (
    "goes by",
    "github",
    "gitlab",
    "reddit",
    "login",
    "log in",
    "logged in",
    "signed in",
    "sudo",
    "微信",
    "b站",
    "抖音",
    "小红书",
    "u/",
    "user",
    "handle",
    "log",
    "steam",
    "psn",
    "gamertag",
    "epic",
    "微博",
    "推特",
    "b站",
    "sign",
)


class _BroadHandles:
    name = "username_broad"
    category = Category.USERNAME
    needs = Needs(
        groups=(
            lits(
                "user|login|handle|screen|nick|用户|登录|账号|帐号|昵称|网名|微信|抖音|快手|"
                "小红书|b站|微博|qq|vx|wx|goes by|github|gitlab|reddit|u/|sudo|ssh|#|"
                "twitter|discord|telegram|slack|log|steam|psn|gamertag|epic|sign"
            ),
        )
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in resolve(_U_GENERAL).finditer(text):
            if not _handle_ok(m.group("v"), m.group("w") is not None):
                continue
            w = m.group("w")
            if (
                w is not None
                and w.strip() in ("(", "（")
                and text[m.end() : m.end() + 1] not in ")）"
            ):
                continue
            if m.group("s") is not None and _ROLE.fullmatch(text, m.start(), m.start("v")):
                continue  # "user: …" transcript roles are the labelled detector's call
            yield from self._one(norm, m.start("v"), m.end("v"))
        low = norm.low
        gated = (
            (_U_STRONG, _STRONG_LITS),
            (_U_LOGIN, ("login ", "ssh ", " to ")),
            (_U_HEAD, ("#",)),
        )
        for pat, lits_ in gated:
            if not any(x in low for x in lits_):
                continue
            for m in resolve(pat).finditer(text):
                g = next(k for k in ("v", "w", "x") if k in m.re.groupindex and m.group(k))
                v = m.group(g)
                if g == "x" and "-" in v and v.replace("-", "").isalpha():
                    continue  # "change login to email-based"
                if _handle_ok(v, False):
                    yield from self._one(norm, m.start(g), m.end(g))
        if "\n" not in text or not any(d in text for d in (",", "\t", "|")):
            return
        for s, e in column_cells(text, resolve(_U_HEADER)):
            v = text[s:e]
            if re.fullmatch(_H, v) and _handle_ok(v, False):
                yield from self._one(norm, s, e)

    def _one(self, norm: NormalizedText, s: int, e: int) -> Iterator[Finding]:
        f = norm.finding(self.category, s, e, 0.8, self.name)
        if f is not None:
            yield f


_U_HEADER = lazy_re(
    r"(?i)(?:[a-z0-9]{1,12}[_ ])?(?:user\s?name|user|login|handle|github_user|nick(?:name)?)|"
    r"用户名|登录名|账号|帐号|昵称"
)
DETECTORS = (*DETECTORS, _BroadHandles())
